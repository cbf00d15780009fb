@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)

declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)

declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define internal void @"jr.dc.conv2d_nhwc.1p"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
entry:
  %t1 = mul i64 0, %scr
  %t2 = getelementptr float, ptr %c, i64 %t1
  %t3 = icmp slt i64 0, %nrows
  %t4 = and i1 %accum, %t3
  %t5 = getelementptr float, ptr %t2, i64 0
  %t6 = select i1 %t4, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t7 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5, <16 x i1> %t6, <16 x float> zeroinitializer)
  %t8 = mul i64 1, %scr
  %t9 = getelementptr float, ptr %c, i64 %t8
  %t10 = icmp slt i64 1, %nrows
  %t11 = and i1 %accum, %t10
  %t12 = getelementptr float, ptr %t9, i64 0
  %t13 = select i1 %t11, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t14 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t12, <16 x i1> %t13, <16 x float> zeroinitializer)
  %t15 = mul i64 2, %scr
  %t16 = getelementptr float, ptr %c, i64 %t15
  %t17 = icmp slt i64 2, %nrows
  %t18 = and i1 %accum, %t17
  %t19 = getelementptr float, ptr %t16, i64 0
  %t20 = select i1 %t18, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t21 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t19, <16 x i1> %t20, <16 x float> zeroinitializer)
  %t22 = mul i64 3, %scr
  %t23 = getelementptr float, ptr %c, i64 %t22
  %t24 = icmp slt i64 3, %nrows
  %t25 = and i1 %accum, %t24
  %t26 = getelementptr float, ptr %t23, i64 0
  %t27 = select i1 %t25, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t28 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t26, <16 x i1> %t27, <16 x float> zeroinitializer)
  %t29 = mul i64 4, %scr
  %t30 = getelementptr float, ptr %c, i64 %t29
  %t31 = icmp slt i64 4, %nrows
  %t32 = and i1 %accum, %t31
  %t33 = getelementptr float, ptr %t30, i64 0
  %t34 = select i1 %t32, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t35 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t33, <16 x i1> %t34, <16 x float> zeroinitializer)
  %t36 = mul i64 5, %scr
  %t37 = getelementptr float, ptr %c, i64 %t36
  %t38 = icmp slt i64 5, %nrows
  %t39 = and i1 %accum, %t38
  %t40 = getelementptr float, ptr %t37, i64 0
  %t41 = select i1 %t39, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t42 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t40, <16 x i1> %t41, <16 x float> zeroinitializer)
  br label %tap
tap:
  %tp = phi i64 [0, %entry], [%tp.next, %tapend]
  %bt = phi ptr [%b, %entry], [%bnext, %tapend]
  %tacc0 = phi <16 x float> [%t7, %entry], [%out0, %tapend]
  %tacc1 = phi <16 x float> [%t14, %entry], [%out1, %tapend]
  %tacc2 = phi <16 x float> [%t21, %entry], [%out2, %tapend]
  %tacc3 = phi <16 x float> [%t28, %entry], [%out3, %tapend]
  %tacc4 = phi <16 x float> [%t35, %entry], [%out4, %tapend]
  %tacc5 = phi <16 x float> [%t42, %entry], [%out5, %tapend]
  %t43 = mul i64 %tp, 6
  %t44 = add i64 %t43, 0
  %t45 = getelementptr ptr, ptr %ind, i64 %t44
  %t46 = load ptr, ptr %t45, align 8
  %t47 = add i64 %t43, 1
  %t48 = getelementptr ptr, ptr %ind, i64 %t47
  %t49 = load ptr, ptr %t48, align 8
  %t50 = add i64 %t43, 2
  %t51 = getelementptr ptr, ptr %ind, i64 %t50
  %t52 = load ptr, ptr %t51, align 8
  %t53 = add i64 %t43, 3
  %t54 = getelementptr ptr, ptr %ind, i64 %t53
  %t55 = load ptr, ptr %t54, align 8
  %t56 = add i64 %t43, 4
  %t57 = getelementptr ptr, ptr %ind, i64 %t56
  %t58 = load ptr, ptr %t57, align 8
  %t59 = add i64 %t43, 5
  %t60 = getelementptr ptr, ptr %ind, i64 %t59
  %t61 = load ptr, ptr %t60, align 8
  %t62 = icmp sgt i64 %cg, 0
  br i1 %t62, label %loop, label %tapend
loop:
  %j = phi i64 [0, %tap], [%j.next, %loop]
  %bp = phi ptr [%bt, %tap], [%bp1, %loop]
  %acc0 = phi <16 x float> [%tacc0, %tap], [%new0, %loop]
  %acc1 = phi <16 x float> [%tacc1, %tap], [%new1, %loop]
  %acc2 = phi <16 x float> [%tacc2, %tap], [%new2, %loop]
  %acc3 = phi <16 x float> [%tacc3, %tap], [%new3, %loop]
  %acc4 = phi <16 x float> [%tacc4, %tap], [%new4, %loop]
  %acc5 = phi <16 x float> [%tacc5, %tap], [%new5, %loop]
  %t63 = getelementptr float, ptr %bp, i64 0
  %t64 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t63, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t65 = getelementptr float, ptr %t46, i64 %j
  %t66 = load float, ptr %t65, align 4
  %t67 = insertelement <16 x float> poison, float %t66, i64 0
  %t68 = shufflevector <16 x float> %t67, <16 x float> poison, <16 x i32> zeroinitializer
  %new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t68, <16 x float> %t64, <16 x float> %acc0)
  %t69 = getelementptr float, ptr %t49, i64 %j
  %t70 = load float, ptr %t69, align 4
  %t71 = insertelement <16 x float> poison, float %t70, i64 0
  %t72 = shufflevector <16 x float> %t71, <16 x float> poison, <16 x i32> zeroinitializer
  %new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t72, <16 x float> %t64, <16 x float> %acc1)
  %t73 = getelementptr float, ptr %t52, i64 %j
  %t74 = load float, ptr %t73, align 4
  %t75 = insertelement <16 x float> poison, float %t74, i64 0
  %t76 = shufflevector <16 x float> %t75, <16 x float> poison, <16 x i32> zeroinitializer
  %new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t76, <16 x float> %t64, <16 x float> %acc2)
  %t77 = getelementptr float, ptr %t55, i64 %j
  %t78 = load float, ptr %t77, align 4
  %t79 = insertelement <16 x float> poison, float %t78, i64 0
  %t80 = shufflevector <16 x float> %t79, <16 x float> poison, <16 x i32> zeroinitializer
  %new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t80, <16 x float> %t64, <16 x float> %acc3)
  %t81 = getelementptr float, ptr %t58, i64 %j
  %t82 = load float, ptr %t81, align 4
  %t83 = insertelement <16 x float> poison, float %t82, i64 0
  %t84 = shufflevector <16 x float> %t83, <16 x float> poison, <16 x i32> zeroinitializer
  %new4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t84, <16 x float> %t64, <16 x float> %acc4)
  %t85 = getelementptr float, ptr %t61, i64 %j
  %t86 = load float, ptr %t85, align 4
  %t87 = insertelement <16 x float> poison, float %t86, i64 0
  %t88 = shufflevector <16 x float> %t87, <16 x float> poison, <16 x i32> zeroinitializer
  %new5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t88, <16 x float> %t64, <16 x float> %acc5)
  %bp1 = getelementptr float, ptr %bp, i64 %sbk
  %j.next = add nsw i64 %j, 1
  %t89 = icmp slt i64 %j.next, %cg
  br i1 %t89, label %loop, label %tapend, !llvm.loop !0
tapend:
  %out0 = phi <16 x float> [%tacc0, %tap], [%new0, %loop]
  %out1 = phi <16 x float> [%tacc1, %tap], [%new1, %loop]
  %out2 = phi <16 x float> [%tacc2, %tap], [%new2, %loop]
  %out3 = phi <16 x float> [%tacc3, %tap], [%new3, %loop]
  %out4 = phi <16 x float> [%tacc4, %tap], [%new4, %loop]
  %out5 = phi <16 x float> [%tacc5, %tap], [%new5, %loop]
  %bnext = phi ptr [%bt, %tap], [%bp1, %loop]
  %tp.next = add nsw i64 %tp, 1
  %t90 = icmp slt i64 %tp.next, %ntaps
  br i1 %t90, label %tap, label %exit
exit:
  %t91 = icmp slt i64 0, %nrows
  br i1 %t91, label %store92, label %next93
store92:
  %t94 = getelementptr float, ptr %t2, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out0, ptr align 4 %t94, <16 x i1> %mlast)
  br label %next93
next93:
  %t95 = icmp slt i64 1, %nrows
  br i1 %t95, label %store96, label %next97
store96:
  %t98 = getelementptr float, ptr %t9, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out1, ptr align 4 %t98, <16 x i1> %mlast)
  br label %next97
next97:
  %t99 = icmp slt i64 2, %nrows
  br i1 %t99, label %store100, label %next101
store100:
  %t102 = getelementptr float, ptr %t16, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out2, ptr align 4 %t102, <16 x i1> %mlast)
  br label %next101
next101:
  %t103 = icmp slt i64 3, %nrows
  br i1 %t103, label %store104, label %next105
store104:
  %t106 = getelementptr float, ptr %t23, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out3, ptr align 4 %t106, <16 x i1> %mlast)
  br label %next105
next105:
  %t107 = icmp slt i64 4, %nrows
  br i1 %t107, label %store108, label %next109
store108:
  %t110 = getelementptr float, ptr %t30, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out4, ptr align 4 %t110, <16 x i1> %mlast)
  br label %next109
next109:
  %t111 = icmp slt i64 5, %nrows
  br i1 %t111, label %store112, label %next113
store112:
  %t114 = getelementptr float, ptr %t37, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out5, ptr align 4 %t114, <16 x i1> %mlast)
  br label %next113
next113:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc.1b"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
entry:
  %t1 = mul i64 0, %scr
  %t2 = getelementptr float, ptr %c, i64 %t1
  %t3 = icmp slt i64 0, %nrows
  %t4 = and i1 %accum, %t3
  %t5 = getelementptr float, ptr %t2, i64 0
  %t6 = select i1 %t4, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t7 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5, <16 x i1> %t6, <16 x float> zeroinitializer)
  %t8 = mul i64 1, %scr
  %t9 = getelementptr float, ptr %c, i64 %t8
  %t10 = icmp slt i64 1, %nrows
  %t11 = and i1 %accum, %t10
  %t12 = getelementptr float, ptr %t9, i64 0
  %t13 = select i1 %t11, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t14 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t12, <16 x i1> %t13, <16 x float> zeroinitializer)
  %t15 = mul i64 2, %scr
  %t16 = getelementptr float, ptr %c, i64 %t15
  %t17 = icmp slt i64 2, %nrows
  %t18 = and i1 %accum, %t17
  %t19 = getelementptr float, ptr %t16, i64 0
  %t20 = select i1 %t18, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t21 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t19, <16 x i1> %t20, <16 x float> zeroinitializer)
  %t22 = mul i64 3, %scr
  %t23 = getelementptr float, ptr %c, i64 %t22
  %t24 = icmp slt i64 3, %nrows
  %t25 = and i1 %accum, %t24
  %t26 = getelementptr float, ptr %t23, i64 0
  %t27 = select i1 %t25, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t28 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t26, <16 x i1> %t27, <16 x float> zeroinitializer)
  %t29 = mul i64 4, %scr
  %t30 = getelementptr float, ptr %c, i64 %t29
  %t31 = icmp slt i64 4, %nrows
  %t32 = and i1 %accum, %t31
  %t33 = getelementptr float, ptr %t30, i64 0
  %t34 = select i1 %t32, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t35 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t33, <16 x i1> %t34, <16 x float> zeroinitializer)
  %t36 = mul i64 5, %scr
  %t37 = getelementptr float, ptr %c, i64 %t36
  %t38 = icmp slt i64 5, %nrows
  %t39 = and i1 %accum, %t38
  %t40 = getelementptr float, ptr %t37, i64 0
  %t41 = select i1 %t39, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t42 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t40, <16 x i1> %t41, <16 x float> zeroinitializer)
  br label %tap
tap:
  %tp = phi i64 [0, %entry], [%tp.next, %tapend]
  %bt = phi ptr [%b, %entry], [%bnext, %tapend]
  %tacc0 = phi <16 x float> [%t7, %entry], [%out0, %tapend]
  %tacc1 = phi <16 x float> [%t14, %entry], [%out1, %tapend]
  %tacc2 = phi <16 x float> [%t21, %entry], [%out2, %tapend]
  %tacc3 = phi <16 x float> [%t28, %entry], [%out3, %tapend]
  %tacc4 = phi <16 x float> [%t35, %entry], [%out4, %tapend]
  %tacc5 = phi <16 x float> [%t42, %entry], [%out5, %tapend]
  %t43 = mul i64 %tp, 6
  %t44 = add i64 %t43, 0
  %t45 = getelementptr ptr, ptr %ind, i64 %t44
  %t46 = load ptr, ptr %t45, align 8
  %t47 = icmp ne ptr %t46, %zero
  %t48 = select i1 %t47, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t49 = add i64 %t43, 1
  %t50 = getelementptr ptr, ptr %ind, i64 %t49
  %t51 = load ptr, ptr %t50, align 8
  %t52 = icmp ne ptr %t51, %zero
  %t53 = select i1 %t52, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t54 = add i64 %t43, 2
  %t55 = getelementptr ptr, ptr %ind, i64 %t54
  %t56 = load ptr, ptr %t55, align 8
  %t57 = icmp ne ptr %t56, %zero
  %t58 = select i1 %t57, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t59 = add i64 %t43, 3
  %t60 = getelementptr ptr, ptr %ind, i64 %t59
  %t61 = load ptr, ptr %t60, align 8
  %t62 = icmp ne ptr %t61, %zero
  %t63 = select i1 %t62, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t64 = add i64 %t43, 4
  %t65 = getelementptr ptr, ptr %ind, i64 %t64
  %t66 = load ptr, ptr %t65, align 8
  %t67 = icmp ne ptr %t66, %zero
  %t68 = select i1 %t67, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t69 = add i64 %t43, 5
  %t70 = getelementptr ptr, ptr %ind, i64 %t69
  %t71 = load ptr, ptr %t70, align 8
  %t72 = icmp ne ptr %t71, %zero
  %t73 = select i1 %t72, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t74 = icmp sgt i64 %cg, 0
  br i1 %t74, label %loop, label %tapend
loop:
  %j = phi i64 [0, %tap], [%j.next, %loop]
  %bp = phi ptr [%bt, %tap], [%bp1, %loop]
  %acc0 = phi <16 x float> [%tacc0, %tap], [%new0, %loop]
  %acc1 = phi <16 x float> [%tacc1, %tap], [%new1, %loop]
  %acc2 = phi <16 x float> [%tacc2, %tap], [%new2, %loop]
  %acc3 = phi <16 x float> [%tacc3, %tap], [%new3, %loop]
  %acc4 = phi <16 x float> [%tacc4, %tap], [%new4, %loop]
  %acc5 = phi <16 x float> [%tacc5, %tap], [%new5, %loop]
  %t75 = getelementptr float, ptr %bp, i64 0
  %t76 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t75, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t77 = getelementptr float, ptr %t46, i64 %j
  %t78 = load float, ptr %t77, align 4
  %t79 = insertelement <16 x float> poison, float %t78, i64 0
  %t80 = shufflevector <16 x float> %t79, <16 x float> poison, <16 x i32> zeroinitializer
  %t81 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t80, <16 x float> %t76, <16 x float> %acc0)
  %new0 = select <16 x i1> %t48, <16 x float> %t81, <16 x float> %acc0
  %t82 = getelementptr float, ptr %t51, i64 %j
  %t83 = load float, ptr %t82, align 4
  %t84 = insertelement <16 x float> poison, float %t83, i64 0
  %t85 = shufflevector <16 x float> %t84, <16 x float> poison, <16 x i32> zeroinitializer
  %t86 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t85, <16 x float> %t76, <16 x float> %acc1)
  %new1 = select <16 x i1> %t53, <16 x float> %t86, <16 x float> %acc1
  %t87 = getelementptr float, ptr %t56, i64 %j
  %t88 = load float, ptr %t87, align 4
  %t89 = insertelement <16 x float> poison, float %t88, i64 0
  %t90 = shufflevector <16 x float> %t89, <16 x float> poison, <16 x i32> zeroinitializer
  %t91 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t90, <16 x float> %t76, <16 x float> %acc2)
  %new2 = select <16 x i1> %t58, <16 x float> %t91, <16 x float> %acc2
  %t92 = getelementptr float, ptr %t61, i64 %j
  %t93 = load float, ptr %t92, align 4
  %t94 = insertelement <16 x float> poison, float %t93, i64 0
  %t95 = shufflevector <16 x float> %t94, <16 x float> poison, <16 x i32> zeroinitializer
  %t96 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t95, <16 x float> %t76, <16 x float> %acc3)
  %new3 = select <16 x i1> %t63, <16 x float> %t96, <16 x float> %acc3
  %t97 = getelementptr float, ptr %t66, i64 %j
  %t98 = load float, ptr %t97, align 4
  %t99 = insertelement <16 x float> poison, float %t98, i64 0
  %t100 = shufflevector <16 x float> %t99, <16 x float> poison, <16 x i32> zeroinitializer
  %t101 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t100, <16 x float> %t76, <16 x float> %acc4)
  %new4 = select <16 x i1> %t68, <16 x float> %t101, <16 x float> %acc4
  %t102 = getelementptr float, ptr %t71, i64 %j
  %t103 = load float, ptr %t102, align 4
  %t104 = insertelement <16 x float> poison, float %t103, i64 0
  %t105 = shufflevector <16 x float> %t104, <16 x float> poison, <16 x i32> zeroinitializer
  %t106 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t105, <16 x float> %t76, <16 x float> %acc5)
  %new5 = select <16 x i1> %t73, <16 x float> %t106, <16 x float> %acc5
  %bp1 = getelementptr float, ptr %bp, i64 %sbk
  %j.next = add nsw i64 %j, 1
  %t107 = icmp slt i64 %j.next, %cg
  br i1 %t107, label %loop, label %tapend, !llvm.loop !0
tapend:
  %out0 = phi <16 x float> [%tacc0, %tap], [%new0, %loop]
  %out1 = phi <16 x float> [%tacc1, %tap], [%new1, %loop]
  %out2 = phi <16 x float> [%tacc2, %tap], [%new2, %loop]
  %out3 = phi <16 x float> [%tacc3, %tap], [%new3, %loop]
  %out4 = phi <16 x float> [%tacc4, %tap], [%new4, %loop]
  %out5 = phi <16 x float> [%tacc5, %tap], [%new5, %loop]
  %bnext = phi ptr [%bt, %tap], [%bp1, %loop]
  %tp.next = add nsw i64 %tp, 1
  %t108 = icmp slt i64 %tp.next, %ntaps
  br i1 %t108, label %tap, label %exit
exit:
  %t109 = icmp slt i64 0, %nrows
  br i1 %t109, label %store110, label %next111
store110:
  %t112 = getelementptr float, ptr %t2, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out0, ptr align 4 %t112, <16 x i1> %mlast)
  br label %next111
next111:
  %t113 = icmp slt i64 1, %nrows
  br i1 %t113, label %store114, label %next115
store114:
  %t116 = getelementptr float, ptr %t9, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out1, ptr align 4 %t116, <16 x i1> %mlast)
  br label %next115
next115:
  %t117 = icmp slt i64 2, %nrows
  br i1 %t117, label %store118, label %next119
store118:
  %t120 = getelementptr float, ptr %t16, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out2, ptr align 4 %t120, <16 x i1> %mlast)
  br label %next119
next119:
  %t121 = icmp slt i64 3, %nrows
  br i1 %t121, label %store122, label %next123
store122:
  %t124 = getelementptr float, ptr %t23, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out3, ptr align 4 %t124, <16 x i1> %mlast)
  br label %next123
next123:
  %t125 = icmp slt i64 4, %nrows
  br i1 %t125, label %store126, label %next127
store126:
  %t128 = getelementptr float, ptr %t30, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out4, ptr align 4 %t128, <16 x i1> %mlast)
  br label %next127
next127:
  %t129 = icmp slt i64 5, %nrows
  br i1 %t129, label %store130, label %next131
store130:
  %t132 = getelementptr float, ptr %t37, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out5, ptr align 4 %t132, <16 x i1> %mlast)
  br label %next131
next131:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc.2p"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
entry:
  %t1 = mul i64 0, %scr
  %t2 = getelementptr float, ptr %c, i64 %t1
  %t3 = icmp slt i64 0, %nrows
  %t4 = and i1 %accum, %t3
  %t5 = getelementptr float, ptr %t2, i64 0
  %t6 = select i1 %t4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t7 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5, <16 x i1> %t6, <16 x float> zeroinitializer)
  %t8 = getelementptr float, ptr %t2, i64 16
  %t9 = select i1 %t4, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t10 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t8, <16 x i1> %t9, <16 x float> zeroinitializer)
  %t11 = mul i64 1, %scr
  %t12 = getelementptr float, ptr %c, i64 %t11
  %t13 = icmp slt i64 1, %nrows
  %t14 = and i1 %accum, %t13
  %t15 = getelementptr float, ptr %t12, i64 0
  %t16 = select i1 %t14, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t17 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t15, <16 x i1> %t16, <16 x float> zeroinitializer)
  %t18 = getelementptr float, ptr %t12, i64 16
  %t19 = select i1 %t14, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t20 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t18, <16 x i1> %t19, <16 x float> zeroinitializer)
  %t21 = mul i64 2, %scr
  %t22 = getelementptr float, ptr %c, i64 %t21
  %t23 = icmp slt i64 2, %nrows
  %t24 = and i1 %accum, %t23
  %t25 = getelementptr float, ptr %t22, i64 0
  %t26 = select i1 %t24, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t27 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t25, <16 x i1> %t26, <16 x float> zeroinitializer)
  %t28 = getelementptr float, ptr %t22, i64 16
  %t29 = select i1 %t24, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t30 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t28, <16 x i1> %t29, <16 x float> zeroinitializer)
  %t31 = mul i64 3, %scr
  %t32 = getelementptr float, ptr %c, i64 %t31
  %t33 = icmp slt i64 3, %nrows
  %t34 = and i1 %accum, %t33
  %t35 = getelementptr float, ptr %t32, i64 0
  %t36 = select i1 %t34, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t37 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t35, <16 x i1> %t36, <16 x float> zeroinitializer)
  %t38 = getelementptr float, ptr %t32, i64 16
  %t39 = select i1 %t34, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t40 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t38, <16 x i1> %t39, <16 x float> zeroinitializer)
  %t41 = mul i64 4, %scr
  %t42 = getelementptr float, ptr %c, i64 %t41
  %t43 = icmp slt i64 4, %nrows
  %t44 = and i1 %accum, %t43
  %t45 = getelementptr float, ptr %t42, i64 0
  %t46 = select i1 %t44, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t47 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t45, <16 x i1> %t46, <16 x float> zeroinitializer)
  %t48 = getelementptr float, ptr %t42, i64 16
  %t49 = select i1 %t44, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t50 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t48, <16 x i1> %t49, <16 x float> zeroinitializer)
  %t51 = mul i64 5, %scr
  %t52 = getelementptr float, ptr %c, i64 %t51
  %t53 = icmp slt i64 5, %nrows
  %t54 = and i1 %accum, %t53
  %t55 = getelementptr float, ptr %t52, i64 0
  %t56 = select i1 %t54, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t57 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t55, <16 x i1> %t56, <16 x float> zeroinitializer)
  %t58 = getelementptr float, ptr %t52, i64 16
  %t59 = select i1 %t54, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t60 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t58, <16 x i1> %t59, <16 x float> zeroinitializer)
  br label %tap
tap:
  %tp = phi i64 [0, %entry], [%tp.next, %tapend]
  %bt = phi ptr [%b, %entry], [%bnext, %tapend]
  %tacc0 = phi <16 x float> [%t7, %entry], [%out0, %tapend]
  %tacc1 = phi <16 x float> [%t10, %entry], [%out1, %tapend]
  %tacc2 = phi <16 x float> [%t17, %entry], [%out2, %tapend]
  %tacc3 = phi <16 x float> [%t20, %entry], [%out3, %tapend]
  %tacc4 = phi <16 x float> [%t27, %entry], [%out4, %tapend]
  %tacc5 = phi <16 x float> [%t30, %entry], [%out5, %tapend]
  %tacc6 = phi <16 x float> [%t37, %entry], [%out6, %tapend]
  %tacc7 = phi <16 x float> [%t40, %entry], [%out7, %tapend]
  %tacc8 = phi <16 x float> [%t47, %entry], [%out8, %tapend]
  %tacc9 = phi <16 x float> [%t50, %entry], [%out9, %tapend]
  %tacc10 = phi <16 x float> [%t57, %entry], [%out10, %tapend]
  %tacc11 = phi <16 x float> [%t60, %entry], [%out11, %tapend]
  %t61 = mul i64 %tp, 6
  %t62 = add i64 %t61, 0
  %t63 = getelementptr ptr, ptr %ind, i64 %t62
  %t64 = load ptr, ptr %t63, align 8
  %t65 = add i64 %t61, 1
  %t66 = getelementptr ptr, ptr %ind, i64 %t65
  %t67 = load ptr, ptr %t66, align 8
  %t68 = add i64 %t61, 2
  %t69 = getelementptr ptr, ptr %ind, i64 %t68
  %t70 = load ptr, ptr %t69, align 8
  %t71 = add i64 %t61, 3
  %t72 = getelementptr ptr, ptr %ind, i64 %t71
  %t73 = load ptr, ptr %t72, align 8
  %t74 = add i64 %t61, 4
  %t75 = getelementptr ptr, ptr %ind, i64 %t74
  %t76 = load ptr, ptr %t75, align 8
  %t77 = add i64 %t61, 5
  %t78 = getelementptr ptr, ptr %ind, i64 %t77
  %t79 = load ptr, ptr %t78, align 8
  %t80 = icmp sgt i64 %cg, 0
  br i1 %t80, label %loop, label %tapend
loop:
  %j = phi i64 [0, %tap], [%j.next, %loop]
  %bp = phi ptr [%bt, %tap], [%bp1, %loop]
  %acc0 = phi <16 x float> [%tacc0, %tap], [%new0, %loop]
  %acc1 = phi <16 x float> [%tacc1, %tap], [%new1, %loop]
  %acc2 = phi <16 x float> [%tacc2, %tap], [%new2, %loop]
  %acc3 = phi <16 x float> [%tacc3, %tap], [%new3, %loop]
  %acc4 = phi <16 x float> [%tacc4, %tap], [%new4, %loop]
  %acc5 = phi <16 x float> [%tacc5, %tap], [%new5, %loop]
  %acc6 = phi <16 x float> [%tacc6, %tap], [%new6, %loop]
  %acc7 = phi <16 x float> [%tacc7, %tap], [%new7, %loop]
  %acc8 = phi <16 x float> [%tacc8, %tap], [%new8, %loop]
  %acc9 = phi <16 x float> [%tacc9, %tap], [%new9, %loop]
  %acc10 = phi <16 x float> [%tacc10, %tap], [%new10, %loop]
  %acc11 = phi <16 x float> [%tacc11, %tap], [%new11, %loop]
  %t81 = getelementptr float, ptr %bp, i64 0
  %t82 = load <16 x float>, ptr %t81, align 4
  %t83 = getelementptr float, ptr %bp, i64 16
  %t84 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t83, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t85 = getelementptr float, ptr %t64, i64 %j
  %t86 = load float, ptr %t85, align 4
  %t87 = insertelement <16 x float> poison, float %t86, i64 0
  %t88 = shufflevector <16 x float> %t87, <16 x float> poison, <16 x i32> zeroinitializer
  %new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t88, <16 x float> %t82, <16 x float> %acc0)
  %new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t88, <16 x float> %t84, <16 x float> %acc1)
  %t89 = getelementptr float, ptr %t67, i64 %j
  %t90 = load float, ptr %t89, align 4
  %t91 = insertelement <16 x float> poison, float %t90, i64 0
  %t92 = shufflevector <16 x float> %t91, <16 x float> poison, <16 x i32> zeroinitializer
  %new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t92, <16 x float> %t82, <16 x float> %acc2)
  %new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t92, <16 x float> %t84, <16 x float> %acc3)
  %t93 = getelementptr float, ptr %t70, i64 %j
  %t94 = load float, ptr %t93, align 4
  %t95 = insertelement <16 x float> poison, float %t94, i64 0
  %t96 = shufflevector <16 x float> %t95, <16 x float> poison, <16 x i32> zeroinitializer
  %new4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t96, <16 x float> %t82, <16 x float> %acc4)
  %new5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t96, <16 x float> %t84, <16 x float> %acc5)
  %t97 = getelementptr float, ptr %t73, i64 %j
  %t98 = load float, ptr %t97, align 4
  %t99 = insertelement <16 x float> poison, float %t98, i64 0
  %t100 = shufflevector <16 x float> %t99, <16 x float> poison, <16 x i32> zeroinitializer
  %new6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t100, <16 x float> %t82, <16 x float> %acc6)
  %new7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t100, <16 x float> %t84, <16 x float> %acc7)
  %t101 = getelementptr float, ptr %t76, i64 %j
  %t102 = load float, ptr %t101, align 4
  %t103 = insertelement <16 x float> poison, float %t102, i64 0
  %t104 = shufflevector <16 x float> %t103, <16 x float> poison, <16 x i32> zeroinitializer
  %new8 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t104, <16 x float> %t82, <16 x float> %acc8)
  %new9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t104, <16 x float> %t84, <16 x float> %acc9)
  %t105 = getelementptr float, ptr %t79, i64 %j
  %t106 = load float, ptr %t105, align 4
  %t107 = insertelement <16 x float> poison, float %t106, i64 0
  %t108 = shufflevector <16 x float> %t107, <16 x float> poison, <16 x i32> zeroinitializer
  %new10 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t108, <16 x float> %t82, <16 x float> %acc10)
  %new11 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t108, <16 x float> %t84, <16 x float> %acc11)
  %bp1 = getelementptr float, ptr %bp, i64 %sbk
  %j.next = add nsw i64 %j, 1
  %t109 = icmp slt i64 %j.next, %cg
  br i1 %t109, label %loop, label %tapend, !llvm.loop !0
tapend:
  %out0 = phi <16 x float> [%tacc0, %tap], [%new0, %loop]
  %out1 = phi <16 x float> [%tacc1, %tap], [%new1, %loop]
  %out2 = phi <16 x float> [%tacc2, %tap], [%new2, %loop]
  %out3 = phi <16 x float> [%tacc3, %tap], [%new3, %loop]
  %out4 = phi <16 x float> [%tacc4, %tap], [%new4, %loop]
  %out5 = phi <16 x float> [%tacc5, %tap], [%new5, %loop]
  %out6 = phi <16 x float> [%tacc6, %tap], [%new6, %loop]
  %out7 = phi <16 x float> [%tacc7, %tap], [%new7, %loop]
  %out8 = phi <16 x float> [%tacc8, %tap], [%new8, %loop]
  %out9 = phi <16 x float> [%tacc9, %tap], [%new9, %loop]
  %out10 = phi <16 x float> [%tacc10, %tap], [%new10, %loop]
  %out11 = phi <16 x float> [%tacc11, %tap], [%new11, %loop]
  %bnext = phi ptr [%bt, %tap], [%bp1, %loop]
  %tp.next = add nsw i64 %tp, 1
  %t110 = icmp slt i64 %tp.next, %ntaps
  br i1 %t110, label %tap, label %exit
exit:
  %t111 = icmp slt i64 0, %nrows
  br i1 %t111, label %store112, label %next113
store112:
  %t114 = getelementptr float, ptr %t2, i64 0
  store <16 x float> %out0, ptr %t114, align 4
  %t115 = getelementptr float, ptr %t2, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out1, ptr align 4 %t115, <16 x i1> %mlast)
  br label %next113
next113:
  %t116 = icmp slt i64 1, %nrows
  br i1 %t116, label %store117, label %next118
store117:
  %t119 = getelementptr float, ptr %t12, i64 0
  store <16 x float> %out2, ptr %t119, align 4
  %t120 = getelementptr float, ptr %t12, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out3, ptr align 4 %t120, <16 x i1> %mlast)
  br label %next118
next118:
  %t121 = icmp slt i64 2, %nrows
  br i1 %t121, label %store122, label %next123
store122:
  %t124 = getelementptr float, ptr %t22, i64 0
  store <16 x float> %out4, ptr %t124, align 4
  %t125 = getelementptr float, ptr %t22, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out5, ptr align 4 %t125, <16 x i1> %mlast)
  br label %next123
next123:
  %t126 = icmp slt i64 3, %nrows
  br i1 %t126, label %store127, label %next128
store127:
  %t129 = getelementptr float, ptr %t32, i64 0
  store <16 x float> %out6, ptr %t129, align 4
  %t130 = getelementptr float, ptr %t32, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out7, ptr align 4 %t130, <16 x i1> %mlast)
  br label %next128
next128:
  %t131 = icmp slt i64 4, %nrows
  br i1 %t131, label %store132, label %next133
store132:
  %t134 = getelementptr float, ptr %t42, i64 0
  store <16 x float> %out8, ptr %t134, align 4
  %t135 = getelementptr float, ptr %t42, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out9, ptr align 4 %t135, <16 x i1> %mlast)
  br label %next133
next133:
  %t136 = icmp slt i64 5, %nrows
  br i1 %t136, label %store137, label %next138
store137:
  %t139 = getelementptr float, ptr %t52, i64 0
  store <16 x float> %out10, ptr %t139, align 4
  %t140 = getelementptr float, ptr %t52, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out11, ptr align 4 %t140, <16 x i1> %mlast)
  br label %next138
next138:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc.2b"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
entry:
  %t1 = mul i64 0, %scr
  %t2 = getelementptr float, ptr %c, i64 %t1
  %t3 = icmp slt i64 0, %nrows
  %t4 = and i1 %accum, %t3
  %t5 = getelementptr float, ptr %t2, i64 0
  %t6 = select i1 %t4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t7 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5, <16 x i1> %t6, <16 x float> zeroinitializer)
  %t8 = getelementptr float, ptr %t2, i64 16
  %t9 = select i1 %t4, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t10 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t8, <16 x i1> %t9, <16 x float> zeroinitializer)
  %t11 = mul i64 1, %scr
  %t12 = getelementptr float, ptr %c, i64 %t11
  %t13 = icmp slt i64 1, %nrows
  %t14 = and i1 %accum, %t13
  %t15 = getelementptr float, ptr %t12, i64 0
  %t16 = select i1 %t14, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t17 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t15, <16 x i1> %t16, <16 x float> zeroinitializer)
  %t18 = getelementptr float, ptr %t12, i64 16
  %t19 = select i1 %t14, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t20 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t18, <16 x i1> %t19, <16 x float> zeroinitializer)
  %t21 = mul i64 2, %scr
  %t22 = getelementptr float, ptr %c, i64 %t21
  %t23 = icmp slt i64 2, %nrows
  %t24 = and i1 %accum, %t23
  %t25 = getelementptr float, ptr %t22, i64 0
  %t26 = select i1 %t24, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t27 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t25, <16 x i1> %t26, <16 x float> zeroinitializer)
  %t28 = getelementptr float, ptr %t22, i64 16
  %t29 = select i1 %t24, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t30 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t28, <16 x i1> %t29, <16 x float> zeroinitializer)
  %t31 = mul i64 3, %scr
  %t32 = getelementptr float, ptr %c, i64 %t31
  %t33 = icmp slt i64 3, %nrows
  %t34 = and i1 %accum, %t33
  %t35 = getelementptr float, ptr %t32, i64 0
  %t36 = select i1 %t34, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t37 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t35, <16 x i1> %t36, <16 x float> zeroinitializer)
  %t38 = getelementptr float, ptr %t32, i64 16
  %t39 = select i1 %t34, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t40 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t38, <16 x i1> %t39, <16 x float> zeroinitializer)
  %t41 = mul i64 4, %scr
  %t42 = getelementptr float, ptr %c, i64 %t41
  %t43 = icmp slt i64 4, %nrows
  %t44 = and i1 %accum, %t43
  %t45 = getelementptr float, ptr %t42, i64 0
  %t46 = select i1 %t44, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t47 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t45, <16 x i1> %t46, <16 x float> zeroinitializer)
  %t48 = getelementptr float, ptr %t42, i64 16
  %t49 = select i1 %t44, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t50 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t48, <16 x i1> %t49, <16 x float> zeroinitializer)
  %t51 = mul i64 5, %scr
  %t52 = getelementptr float, ptr %c, i64 %t51
  %t53 = icmp slt i64 5, %nrows
  %t54 = and i1 %accum, %t53
  %t55 = getelementptr float, ptr %t52, i64 0
  %t56 = select i1 %t54, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t57 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t55, <16 x i1> %t56, <16 x float> zeroinitializer)
  %t58 = getelementptr float, ptr %t52, i64 16
  %t59 = select i1 %t54, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t60 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t58, <16 x i1> %t59, <16 x float> zeroinitializer)
  br label %tap
tap:
  %tp = phi i64 [0, %entry], [%tp.next, %tapend]
  %bt = phi ptr [%b, %entry], [%bnext, %tapend]
  %tacc0 = phi <16 x float> [%t7, %entry], [%out0, %tapend]
  %tacc1 = phi <16 x float> [%t10, %entry], [%out1, %tapend]
  %tacc2 = phi <16 x float> [%t17, %entry], [%out2, %tapend]
  %tacc3 = phi <16 x float> [%t20, %entry], [%out3, %tapend]
  %tacc4 = phi <16 x float> [%t27, %entry], [%out4, %tapend]
  %tacc5 = phi <16 x float> [%t30, %entry], [%out5, %tapend]
  %tacc6 = phi <16 x float> [%t37, %entry], [%out6, %tapend]
  %tacc7 = phi <16 x float> [%t40, %entry], [%out7, %tapend]
  %tacc8 = phi <16 x float> [%t47, %entry], [%out8, %tapend]
  %tacc9 = phi <16 x float> [%t50, %entry], [%out9, %tapend]
  %tacc10 = phi <16 x float> [%t57, %entry], [%out10, %tapend]
  %tacc11 = phi <16 x float> [%t60, %entry], [%out11, %tapend]
  %t61 = mul i64 %tp, 6
  %t62 = add i64 %t61, 0
  %t63 = getelementptr ptr, ptr %ind, i64 %t62
  %t64 = load ptr, ptr %t63, align 8
  %t65 = icmp ne ptr %t64, %zero
  %t66 = select i1 %t65, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t67 = add i64 %t61, 1
  %t68 = getelementptr ptr, ptr %ind, i64 %t67
  %t69 = load ptr, ptr %t68, align 8
  %t70 = icmp ne ptr %t69, %zero
  %t71 = select i1 %t70, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t72 = add i64 %t61, 2
  %t73 = getelementptr ptr, ptr %ind, i64 %t72
  %t74 = load ptr, ptr %t73, align 8
  %t75 = icmp ne ptr %t74, %zero
  %t76 = select i1 %t75, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t77 = add i64 %t61, 3
  %t78 = getelementptr ptr, ptr %ind, i64 %t77
  %t79 = load ptr, ptr %t78, align 8
  %t80 = icmp ne ptr %t79, %zero
  %t81 = select i1 %t80, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t82 = add i64 %t61, 4
  %t83 = getelementptr ptr, ptr %ind, i64 %t82
  %t84 = load ptr, ptr %t83, align 8
  %t85 = icmp ne ptr %t84, %zero
  %t86 = select i1 %t85, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t87 = add i64 %t61, 5
  %t88 = getelementptr ptr, ptr %ind, i64 %t87
  %t89 = load ptr, ptr %t88, align 8
  %t90 = icmp ne ptr %t89, %zero
  %t91 = select i1 %t90, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t92 = icmp sgt i64 %cg, 0
  br i1 %t92, label %loop, label %tapend
loop:
  %j = phi i64 [0, %tap], [%j.next, %loop]
  %bp = phi ptr [%bt, %tap], [%bp1, %loop]
  %acc0 = phi <16 x float> [%tacc0, %tap], [%new0, %loop]
  %acc1 = phi <16 x float> [%tacc1, %tap], [%new1, %loop]
  %acc2 = phi <16 x float> [%tacc2, %tap], [%new2, %loop]
  %acc3 = phi <16 x float> [%tacc3, %tap], [%new3, %loop]
  %acc4 = phi <16 x float> [%tacc4, %tap], [%new4, %loop]
  %acc5 = phi <16 x float> [%tacc5, %tap], [%new5, %loop]
  %acc6 = phi <16 x float> [%tacc6, %tap], [%new6, %loop]
  %acc7 = phi <16 x float> [%tacc7, %tap], [%new7, %loop]
  %acc8 = phi <16 x float> [%tacc8, %tap], [%new8, %loop]
  %acc9 = phi <16 x float> [%tacc9, %tap], [%new9, %loop]
  %acc10 = phi <16 x float> [%tacc10, %tap], [%new10, %loop]
  %acc11 = phi <16 x float> [%tacc11, %tap], [%new11, %loop]
  %t93 = getelementptr float, ptr %bp, i64 0
  %t94 = load <16 x float>, ptr %t93, align 4
  %t95 = getelementptr float, ptr %bp, i64 16
  %t96 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t95, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t97 = getelementptr float, ptr %t64, i64 %j
  %t98 = load float, ptr %t97, align 4
  %t99 = insertelement <16 x float> poison, float %t98, i64 0
  %t100 = shufflevector <16 x float> %t99, <16 x float> poison, <16 x i32> zeroinitializer
  %t101 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t100, <16 x float> %t94, <16 x float> %acc0)
  %new0 = select <16 x i1> %t66, <16 x float> %t101, <16 x float> %acc0
  %t102 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t100, <16 x float> %t96, <16 x float> %acc1)
  %new1 = select <16 x i1> %t66, <16 x float> %t102, <16 x float> %acc1
  %t103 = getelementptr float, ptr %t69, i64 %j
  %t104 = load float, ptr %t103, align 4
  %t105 = insertelement <16 x float> poison, float %t104, i64 0
  %t106 = shufflevector <16 x float> %t105, <16 x float> poison, <16 x i32> zeroinitializer
  %t107 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t106, <16 x float> %t94, <16 x float> %acc2)
  %new2 = select <16 x i1> %t71, <16 x float> %t107, <16 x float> %acc2
  %t108 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t106, <16 x float> %t96, <16 x float> %acc3)
  %new3 = select <16 x i1> %t71, <16 x float> %t108, <16 x float> %acc3
  %t109 = getelementptr float, ptr %t74, i64 %j
  %t110 = load float, ptr %t109, align 4
  %t111 = insertelement <16 x float> poison, float %t110, i64 0
  %t112 = shufflevector <16 x float> %t111, <16 x float> poison, <16 x i32> zeroinitializer
  %t113 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t112, <16 x float> %t94, <16 x float> %acc4)
  %new4 = select <16 x i1> %t76, <16 x float> %t113, <16 x float> %acc4
  %t114 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t112, <16 x float> %t96, <16 x float> %acc5)
  %new5 = select <16 x i1> %t76, <16 x float> %t114, <16 x float> %acc5
  %t115 = getelementptr float, ptr %t79, i64 %j
  %t116 = load float, ptr %t115, align 4
  %t117 = insertelement <16 x float> poison, float %t116, i64 0
  %t118 = shufflevector <16 x float> %t117, <16 x float> poison, <16 x i32> zeroinitializer
  %t119 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t118, <16 x float> %t94, <16 x float> %acc6)
  %new6 = select <16 x i1> %t81, <16 x float> %t119, <16 x float> %acc6
  %t120 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t118, <16 x float> %t96, <16 x float> %acc7)
  %new7 = select <16 x i1> %t81, <16 x float> %t120, <16 x float> %acc7
  %t121 = getelementptr float, ptr %t84, i64 %j
  %t122 = load float, ptr %t121, align 4
  %t123 = insertelement <16 x float> poison, float %t122, i64 0
  %t124 = shufflevector <16 x float> %t123, <16 x float> poison, <16 x i32> zeroinitializer
  %t125 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t124, <16 x float> %t94, <16 x float> %acc8)
  %new8 = select <16 x i1> %t86, <16 x float> %t125, <16 x float> %acc8
  %t126 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t124, <16 x float> %t96, <16 x float> %acc9)
  %new9 = select <16 x i1> %t86, <16 x float> %t126, <16 x float> %acc9
  %t127 = getelementptr float, ptr %t89, i64 %j
  %t128 = load float, ptr %t127, align 4
  %t129 = insertelement <16 x float> poison, float %t128, i64 0
  %t130 = shufflevector <16 x float> %t129, <16 x float> poison, <16 x i32> zeroinitializer
  %t131 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t130, <16 x float> %t94, <16 x float> %acc10)
  %new10 = select <16 x i1> %t91, <16 x float> %t131, <16 x float> %acc10
  %t132 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t130, <16 x float> %t96, <16 x float> %acc11)
  %new11 = select <16 x i1> %t91, <16 x float> %t132, <16 x float> %acc11
  %bp1 = getelementptr float, ptr %bp, i64 %sbk
  %j.next = add nsw i64 %j, 1
  %t133 = icmp slt i64 %j.next, %cg
  br i1 %t133, label %loop, label %tapend, !llvm.loop !0
tapend:
  %out0 = phi <16 x float> [%tacc0, %tap], [%new0, %loop]
  %out1 = phi <16 x float> [%tacc1, %tap], [%new1, %loop]
  %out2 = phi <16 x float> [%tacc2, %tap], [%new2, %loop]
  %out3 = phi <16 x float> [%tacc3, %tap], [%new3, %loop]
  %out4 = phi <16 x float> [%tacc4, %tap], [%new4, %loop]
  %out5 = phi <16 x float> [%tacc5, %tap], [%new5, %loop]
  %out6 = phi <16 x float> [%tacc6, %tap], [%new6, %loop]
  %out7 = phi <16 x float> [%tacc7, %tap], [%new7, %loop]
  %out8 = phi <16 x float> [%tacc8, %tap], [%new8, %loop]
  %out9 = phi <16 x float> [%tacc9, %tap], [%new9, %loop]
  %out10 = phi <16 x float> [%tacc10, %tap], [%new10, %loop]
  %out11 = phi <16 x float> [%tacc11, %tap], [%new11, %loop]
  %bnext = phi ptr [%bt, %tap], [%bp1, %loop]
  %tp.next = add nsw i64 %tp, 1
  %t134 = icmp slt i64 %tp.next, %ntaps
  br i1 %t134, label %tap, label %exit
exit:
  %t135 = icmp slt i64 0, %nrows
  br i1 %t135, label %store136, label %next137
store136:
  %t138 = getelementptr float, ptr %t2, i64 0
  store <16 x float> %out0, ptr %t138, align 4
  %t139 = getelementptr float, ptr %t2, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out1, ptr align 4 %t139, <16 x i1> %mlast)
  br label %next137
next137:
  %t140 = icmp slt i64 1, %nrows
  br i1 %t140, label %store141, label %next142
store141:
  %t143 = getelementptr float, ptr %t12, i64 0
  store <16 x float> %out2, ptr %t143, align 4
  %t144 = getelementptr float, ptr %t12, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out3, ptr align 4 %t144, <16 x i1> %mlast)
  br label %next142
next142:
  %t145 = icmp slt i64 2, %nrows
  br i1 %t145, label %store146, label %next147
store146:
  %t148 = getelementptr float, ptr %t22, i64 0
  store <16 x float> %out4, ptr %t148, align 4
  %t149 = getelementptr float, ptr %t22, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out5, ptr align 4 %t149, <16 x i1> %mlast)
  br label %next147
next147:
  %t150 = icmp slt i64 3, %nrows
  br i1 %t150, label %store151, label %next152
store151:
  %t153 = getelementptr float, ptr %t32, i64 0
  store <16 x float> %out6, ptr %t153, align 4
  %t154 = getelementptr float, ptr %t32, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out7, ptr align 4 %t154, <16 x i1> %mlast)
  br label %next152
next152:
  %t155 = icmp slt i64 4, %nrows
  br i1 %t155, label %store156, label %next157
store156:
  %t158 = getelementptr float, ptr %t42, i64 0
  store <16 x float> %out8, ptr %t158, align 4
  %t159 = getelementptr float, ptr %t42, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out9, ptr align 4 %t159, <16 x i1> %mlast)
  br label %next157
next157:
  %t160 = icmp slt i64 5, %nrows
  br i1 %t160, label %store161, label %next162
store161:
  %t163 = getelementptr float, ptr %t52, i64 0
  store <16 x float> %out10, ptr %t163, align 4
  %t164 = getelementptr float, ptr %t52, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out11, ptr align 4 %t164, <16 x i1> %mlast)
  br label %next162
next162:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc.3p"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
entry:
  %t1 = mul i64 0, %scr
  %t2 = getelementptr float, ptr %c, i64 %t1
  %t3 = icmp slt i64 0, %nrows
  %t4 = and i1 %accum, %t3
  %t5 = getelementptr float, ptr %t2, i64 0
  %t6 = select i1 %t4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t7 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5, <16 x i1> %t6, <16 x float> zeroinitializer)
  %t8 = getelementptr float, ptr %t2, i64 16
  %t9 = select i1 %t4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t10 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t8, <16 x i1> %t9, <16 x float> zeroinitializer)
  %t11 = getelementptr float, ptr %t2, i64 32
  %t12 = select i1 %t4, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t13 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t11, <16 x i1> %t12, <16 x float> zeroinitializer)
  %t14 = mul i64 1, %scr
  %t15 = getelementptr float, ptr %c, i64 %t14
  %t16 = icmp slt i64 1, %nrows
  %t17 = and i1 %accum, %t16
  %t18 = getelementptr float, ptr %t15, i64 0
  %t19 = select i1 %t17, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t20 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t18, <16 x i1> %t19, <16 x float> zeroinitializer)
  %t21 = getelementptr float, ptr %t15, i64 16
  %t22 = select i1 %t17, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t23 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t21, <16 x i1> %t22, <16 x float> zeroinitializer)
  %t24 = getelementptr float, ptr %t15, i64 32
  %t25 = select i1 %t17, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t26 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t24, <16 x i1> %t25, <16 x float> zeroinitializer)
  %t27 = mul i64 2, %scr
  %t28 = getelementptr float, ptr %c, i64 %t27
  %t29 = icmp slt i64 2, %nrows
  %t30 = and i1 %accum, %t29
  %t31 = getelementptr float, ptr %t28, i64 0
  %t32 = select i1 %t30, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t33 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t31, <16 x i1> %t32, <16 x float> zeroinitializer)
  %t34 = getelementptr float, ptr %t28, i64 16
  %t35 = select i1 %t30, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t36 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t34, <16 x i1> %t35, <16 x float> zeroinitializer)
  %t37 = getelementptr float, ptr %t28, i64 32
  %t38 = select i1 %t30, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t39 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t37, <16 x i1> %t38, <16 x float> zeroinitializer)
  %t40 = mul i64 3, %scr
  %t41 = getelementptr float, ptr %c, i64 %t40
  %t42 = icmp slt i64 3, %nrows
  %t43 = and i1 %accum, %t42
  %t44 = getelementptr float, ptr %t41, i64 0
  %t45 = select i1 %t43, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t46 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t44, <16 x i1> %t45, <16 x float> zeroinitializer)
  %t47 = getelementptr float, ptr %t41, i64 16
  %t48 = select i1 %t43, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t49 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t47, <16 x i1> %t48, <16 x float> zeroinitializer)
  %t50 = getelementptr float, ptr %t41, i64 32
  %t51 = select i1 %t43, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t52 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t50, <16 x i1> %t51, <16 x float> zeroinitializer)
  %t53 = mul i64 4, %scr
  %t54 = getelementptr float, ptr %c, i64 %t53
  %t55 = icmp slt i64 4, %nrows
  %t56 = and i1 %accum, %t55
  %t57 = getelementptr float, ptr %t54, i64 0
  %t58 = select i1 %t56, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t59 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t57, <16 x i1> %t58, <16 x float> zeroinitializer)
  %t60 = getelementptr float, ptr %t54, i64 16
  %t61 = select i1 %t56, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t62 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t60, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t63 = getelementptr float, ptr %t54, i64 32
  %t64 = select i1 %t56, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t65 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t63, <16 x i1> %t64, <16 x float> zeroinitializer)
  %t66 = mul i64 5, %scr
  %t67 = getelementptr float, ptr %c, i64 %t66
  %t68 = icmp slt i64 5, %nrows
  %t69 = and i1 %accum, %t68
  %t70 = getelementptr float, ptr %t67, i64 0
  %t71 = select i1 %t69, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t72 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t70, <16 x i1> %t71, <16 x float> zeroinitializer)
  %t73 = getelementptr float, ptr %t67, i64 16
  %t74 = select i1 %t69, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t75 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t73, <16 x i1> %t74, <16 x float> zeroinitializer)
  %t76 = getelementptr float, ptr %t67, i64 32
  %t77 = select i1 %t69, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t78 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t76, <16 x i1> %t77, <16 x float> zeroinitializer)
  br label %tap
tap:
  %tp = phi i64 [0, %entry], [%tp.next, %tapend]
  %bt = phi ptr [%b, %entry], [%bnext, %tapend]
  %tacc0 = phi <16 x float> [%t7, %entry], [%out0, %tapend]
  %tacc1 = phi <16 x float> [%t10, %entry], [%out1, %tapend]
  %tacc2 = phi <16 x float> [%t13, %entry], [%out2, %tapend]
  %tacc3 = phi <16 x float> [%t20, %entry], [%out3, %tapend]
  %tacc4 = phi <16 x float> [%t23, %entry], [%out4, %tapend]
  %tacc5 = phi <16 x float> [%t26, %entry], [%out5, %tapend]
  %tacc6 = phi <16 x float> [%t33, %entry], [%out6, %tapend]
  %tacc7 = phi <16 x float> [%t36, %entry], [%out7, %tapend]
  %tacc8 = phi <16 x float> [%t39, %entry], [%out8, %tapend]
  %tacc9 = phi <16 x float> [%t46, %entry], [%out9, %tapend]
  %tacc10 = phi <16 x float> [%t49, %entry], [%out10, %tapend]
  %tacc11 = phi <16 x float> [%t52, %entry], [%out11, %tapend]
  %tacc12 = phi <16 x float> [%t59, %entry], [%out12, %tapend]
  %tacc13 = phi <16 x float> [%t62, %entry], [%out13, %tapend]
  %tacc14 = phi <16 x float> [%t65, %entry], [%out14, %tapend]
  %tacc15 = phi <16 x float> [%t72, %entry], [%out15, %tapend]
  %tacc16 = phi <16 x float> [%t75, %entry], [%out16, %tapend]
  %tacc17 = phi <16 x float> [%t78, %entry], [%out17, %tapend]
  %t79 = mul i64 %tp, 6
  %t80 = add i64 %t79, 0
  %t81 = getelementptr ptr, ptr %ind, i64 %t80
  %t82 = load ptr, ptr %t81, align 8
  %t83 = add i64 %t79, 1
  %t84 = getelementptr ptr, ptr %ind, i64 %t83
  %t85 = load ptr, ptr %t84, align 8
  %t86 = add i64 %t79, 2
  %t87 = getelementptr ptr, ptr %ind, i64 %t86
  %t88 = load ptr, ptr %t87, align 8
  %t89 = add i64 %t79, 3
  %t90 = getelementptr ptr, ptr %ind, i64 %t89
  %t91 = load ptr, ptr %t90, align 8
  %t92 = add i64 %t79, 4
  %t93 = getelementptr ptr, ptr %ind, i64 %t92
  %t94 = load ptr, ptr %t93, align 8
  %t95 = add i64 %t79, 5
  %t96 = getelementptr ptr, ptr %ind, i64 %t95
  %t97 = load ptr, ptr %t96, align 8
  %t98 = icmp sgt i64 %cg, 0
  br i1 %t98, label %loop, label %tapend
loop:
  %j = phi i64 [0, %tap], [%j.next, %loop]
  %bp = phi ptr [%bt, %tap], [%bp1, %loop]
  %acc0 = phi <16 x float> [%tacc0, %tap], [%new0, %loop]
  %acc1 = phi <16 x float> [%tacc1, %tap], [%new1, %loop]
  %acc2 = phi <16 x float> [%tacc2, %tap], [%new2, %loop]
  %acc3 = phi <16 x float> [%tacc3, %tap], [%new3, %loop]
  %acc4 = phi <16 x float> [%tacc4, %tap], [%new4, %loop]
  %acc5 = phi <16 x float> [%tacc5, %tap], [%new5, %loop]
  %acc6 = phi <16 x float> [%tacc6, %tap], [%new6, %loop]
  %acc7 = phi <16 x float> [%tacc7, %tap], [%new7, %loop]
  %acc8 = phi <16 x float> [%tacc8, %tap], [%new8, %loop]
  %acc9 = phi <16 x float> [%tacc9, %tap], [%new9, %loop]
  %acc10 = phi <16 x float> [%tacc10, %tap], [%new10, %loop]
  %acc11 = phi <16 x float> [%tacc11, %tap], [%new11, %loop]
  %acc12 = phi <16 x float> [%tacc12, %tap], [%new12, %loop]
  %acc13 = phi <16 x float> [%tacc13, %tap], [%new13, %loop]
  %acc14 = phi <16 x float> [%tacc14, %tap], [%new14, %loop]
  %acc15 = phi <16 x float> [%tacc15, %tap], [%new15, %loop]
  %acc16 = phi <16 x float> [%tacc16, %tap], [%new16, %loop]
  %acc17 = phi <16 x float> [%tacc17, %tap], [%new17, %loop]
  %t99 = getelementptr float, ptr %bp, i64 0
  %t100 = load <16 x float>, ptr %t99, align 4
  %t101 = getelementptr float, ptr %bp, i64 16
  %t102 = load <16 x float>, ptr %t101, align 4
  %t103 = getelementptr float, ptr %bp, i64 32
  %t104 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t103, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t105 = getelementptr float, ptr %t82, i64 %j
  %t106 = load float, ptr %t105, align 4
  %t107 = insertelement <16 x float> poison, float %t106, i64 0
  %t108 = shufflevector <16 x float> %t107, <16 x float> poison, <16 x i32> zeroinitializer
  %new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t108, <16 x float> %t100, <16 x float> %acc0)
  %new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t108, <16 x float> %t102, <16 x float> %acc1)
  %new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t108, <16 x float> %t104, <16 x float> %acc2)
  %t109 = getelementptr float, ptr %t85, i64 %j
  %t110 = load float, ptr %t109, align 4
  %t111 = insertelement <16 x float> poison, float %t110, i64 0
  %t112 = shufflevector <16 x float> %t111, <16 x float> poison, <16 x i32> zeroinitializer
  %new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t112, <16 x float> %t100, <16 x float> %acc3)
  %new4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t112, <16 x float> %t102, <16 x float> %acc4)
  %new5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t112, <16 x float> %t104, <16 x float> %acc5)
  %t113 = getelementptr float, ptr %t88, i64 %j
  %t114 = load float, ptr %t113, align 4
  %t115 = insertelement <16 x float> poison, float %t114, i64 0
  %t116 = shufflevector <16 x float> %t115, <16 x float> poison, <16 x i32> zeroinitializer
  %new6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t116, <16 x float> %t100, <16 x float> %acc6)
  %new7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t116, <16 x float> %t102, <16 x float> %acc7)
  %new8 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t116, <16 x float> %t104, <16 x float> %acc8)
  %t117 = getelementptr float, ptr %t91, i64 %j
  %t118 = load float, ptr %t117, align 4
  %t119 = insertelement <16 x float> poison, float %t118, i64 0
  %t120 = shufflevector <16 x float> %t119, <16 x float> poison, <16 x i32> zeroinitializer
  %new9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t120, <16 x float> %t100, <16 x float> %acc9)
  %new10 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t120, <16 x float> %t102, <16 x float> %acc10)
  %new11 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t120, <16 x float> %t104, <16 x float> %acc11)
  %t121 = getelementptr float, ptr %t94, i64 %j
  %t122 = load float, ptr %t121, align 4
  %t123 = insertelement <16 x float> poison, float %t122, i64 0
  %t124 = shufflevector <16 x float> %t123, <16 x float> poison, <16 x i32> zeroinitializer
  %new12 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t124, <16 x float> %t100, <16 x float> %acc12)
  %new13 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t124, <16 x float> %t102, <16 x float> %acc13)
  %new14 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t124, <16 x float> %t104, <16 x float> %acc14)
  %t125 = getelementptr float, ptr %t97, i64 %j
  %t126 = load float, ptr %t125, align 4
  %t127 = insertelement <16 x float> poison, float %t126, i64 0
  %t128 = shufflevector <16 x float> %t127, <16 x float> poison, <16 x i32> zeroinitializer
  %new15 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t128, <16 x float> %t100, <16 x float> %acc15)
  %new16 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t128, <16 x float> %t102, <16 x float> %acc16)
  %new17 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t128, <16 x float> %t104, <16 x float> %acc17)
  %bp1 = getelementptr float, ptr %bp, i64 %sbk
  %j.next = add nsw i64 %j, 1
  %t129 = icmp slt i64 %j.next, %cg
  br i1 %t129, label %loop, label %tapend, !llvm.loop !0
tapend:
  %out0 = phi <16 x float> [%tacc0, %tap], [%new0, %loop]
  %out1 = phi <16 x float> [%tacc1, %tap], [%new1, %loop]
  %out2 = phi <16 x float> [%tacc2, %tap], [%new2, %loop]
  %out3 = phi <16 x float> [%tacc3, %tap], [%new3, %loop]
  %out4 = phi <16 x float> [%tacc4, %tap], [%new4, %loop]
  %out5 = phi <16 x float> [%tacc5, %tap], [%new5, %loop]
  %out6 = phi <16 x float> [%tacc6, %tap], [%new6, %loop]
  %out7 = phi <16 x float> [%tacc7, %tap], [%new7, %loop]
  %out8 = phi <16 x float> [%tacc8, %tap], [%new8, %loop]
  %out9 = phi <16 x float> [%tacc9, %tap], [%new9, %loop]
  %out10 = phi <16 x float> [%tacc10, %tap], [%new10, %loop]
  %out11 = phi <16 x float> [%tacc11, %tap], [%new11, %loop]
  %out12 = phi <16 x float> [%tacc12, %tap], [%new12, %loop]
  %out13 = phi <16 x float> [%tacc13, %tap], [%new13, %loop]
  %out14 = phi <16 x float> [%tacc14, %tap], [%new14, %loop]
  %out15 = phi <16 x float> [%tacc15, %tap], [%new15, %loop]
  %out16 = phi <16 x float> [%tacc16, %tap], [%new16, %loop]
  %out17 = phi <16 x float> [%tacc17, %tap], [%new17, %loop]
  %bnext = phi ptr [%bt, %tap], [%bp1, %loop]
  %tp.next = add nsw i64 %tp, 1
  %t130 = icmp slt i64 %tp.next, %ntaps
  br i1 %t130, label %tap, label %exit
exit:
  %t131 = icmp slt i64 0, %nrows
  br i1 %t131, label %store132, label %next133
store132:
  %t134 = getelementptr float, ptr %t2, i64 0
  store <16 x float> %out0, ptr %t134, align 4
  %t135 = getelementptr float, ptr %t2, i64 16
  store <16 x float> %out1, ptr %t135, align 4
  %t136 = getelementptr float, ptr %t2, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out2, ptr align 4 %t136, <16 x i1> %mlast)
  br label %next133
next133:
  %t137 = icmp slt i64 1, %nrows
  br i1 %t137, label %store138, label %next139
store138:
  %t140 = getelementptr float, ptr %t15, i64 0
  store <16 x float> %out3, ptr %t140, align 4
  %t141 = getelementptr float, ptr %t15, i64 16
  store <16 x float> %out4, ptr %t141, align 4
  %t142 = getelementptr float, ptr %t15, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out5, ptr align 4 %t142, <16 x i1> %mlast)
  br label %next139
next139:
  %t143 = icmp slt i64 2, %nrows
  br i1 %t143, label %store144, label %next145
store144:
  %t146 = getelementptr float, ptr %t28, i64 0
  store <16 x float> %out6, ptr %t146, align 4
  %t147 = getelementptr float, ptr %t28, i64 16
  store <16 x float> %out7, ptr %t147, align 4
  %t148 = getelementptr float, ptr %t28, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out8, ptr align 4 %t148, <16 x i1> %mlast)
  br label %next145
next145:
  %t149 = icmp slt i64 3, %nrows
  br i1 %t149, label %store150, label %next151
store150:
  %t152 = getelementptr float, ptr %t41, i64 0
  store <16 x float> %out9, ptr %t152, align 4
  %t153 = getelementptr float, ptr %t41, i64 16
  store <16 x float> %out10, ptr %t153, align 4
  %t154 = getelementptr float, ptr %t41, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out11, ptr align 4 %t154, <16 x i1> %mlast)
  br label %next151
next151:
  %t155 = icmp slt i64 4, %nrows
  br i1 %t155, label %store156, label %next157
store156:
  %t158 = getelementptr float, ptr %t54, i64 0
  store <16 x float> %out12, ptr %t158, align 4
  %t159 = getelementptr float, ptr %t54, i64 16
  store <16 x float> %out13, ptr %t159, align 4
  %t160 = getelementptr float, ptr %t54, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out14, ptr align 4 %t160, <16 x i1> %mlast)
  br label %next157
next157:
  %t161 = icmp slt i64 5, %nrows
  br i1 %t161, label %store162, label %next163
store162:
  %t164 = getelementptr float, ptr %t67, i64 0
  store <16 x float> %out15, ptr %t164, align 4
  %t165 = getelementptr float, ptr %t67, i64 16
  store <16 x float> %out16, ptr %t165, align 4
  %t166 = getelementptr float, ptr %t67, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out17, ptr align 4 %t166, <16 x i1> %mlast)
  br label %next163
next163:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc.3b"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
entry:
  %t1 = mul i64 0, %scr
  %t2 = getelementptr float, ptr %c, i64 %t1
  %t3 = icmp slt i64 0, %nrows
  %t4 = and i1 %accum, %t3
  %t5 = getelementptr float, ptr %t2, i64 0
  %t6 = select i1 %t4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t7 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5, <16 x i1> %t6, <16 x float> zeroinitializer)
  %t8 = getelementptr float, ptr %t2, i64 16
  %t9 = select i1 %t4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t10 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t8, <16 x i1> %t9, <16 x float> zeroinitializer)
  %t11 = getelementptr float, ptr %t2, i64 32
  %t12 = select i1 %t4, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t13 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t11, <16 x i1> %t12, <16 x float> zeroinitializer)
  %t14 = mul i64 1, %scr
  %t15 = getelementptr float, ptr %c, i64 %t14
  %t16 = icmp slt i64 1, %nrows
  %t17 = and i1 %accum, %t16
  %t18 = getelementptr float, ptr %t15, i64 0
  %t19 = select i1 %t17, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t20 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t18, <16 x i1> %t19, <16 x float> zeroinitializer)
  %t21 = getelementptr float, ptr %t15, i64 16
  %t22 = select i1 %t17, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t23 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t21, <16 x i1> %t22, <16 x float> zeroinitializer)
  %t24 = getelementptr float, ptr %t15, i64 32
  %t25 = select i1 %t17, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t26 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t24, <16 x i1> %t25, <16 x float> zeroinitializer)
  %t27 = mul i64 2, %scr
  %t28 = getelementptr float, ptr %c, i64 %t27
  %t29 = icmp slt i64 2, %nrows
  %t30 = and i1 %accum, %t29
  %t31 = getelementptr float, ptr %t28, i64 0
  %t32 = select i1 %t30, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t33 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t31, <16 x i1> %t32, <16 x float> zeroinitializer)
  %t34 = getelementptr float, ptr %t28, i64 16
  %t35 = select i1 %t30, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t36 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t34, <16 x i1> %t35, <16 x float> zeroinitializer)
  %t37 = getelementptr float, ptr %t28, i64 32
  %t38 = select i1 %t30, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t39 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t37, <16 x i1> %t38, <16 x float> zeroinitializer)
  %t40 = mul i64 3, %scr
  %t41 = getelementptr float, ptr %c, i64 %t40
  %t42 = icmp slt i64 3, %nrows
  %t43 = and i1 %accum, %t42
  %t44 = getelementptr float, ptr %t41, i64 0
  %t45 = select i1 %t43, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t46 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t44, <16 x i1> %t45, <16 x float> zeroinitializer)
  %t47 = getelementptr float, ptr %t41, i64 16
  %t48 = select i1 %t43, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t49 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t47, <16 x i1> %t48, <16 x float> zeroinitializer)
  %t50 = getelementptr float, ptr %t41, i64 32
  %t51 = select i1 %t43, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t52 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t50, <16 x i1> %t51, <16 x float> zeroinitializer)
  %t53 = mul i64 4, %scr
  %t54 = getelementptr float, ptr %c, i64 %t53
  %t55 = icmp slt i64 4, %nrows
  %t56 = and i1 %accum, %t55
  %t57 = getelementptr float, ptr %t54, i64 0
  %t58 = select i1 %t56, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t59 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t57, <16 x i1> %t58, <16 x float> zeroinitializer)
  %t60 = getelementptr float, ptr %t54, i64 16
  %t61 = select i1 %t56, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t62 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t60, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t63 = getelementptr float, ptr %t54, i64 32
  %t64 = select i1 %t56, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t65 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t63, <16 x i1> %t64, <16 x float> zeroinitializer)
  %t66 = mul i64 5, %scr
  %t67 = getelementptr float, ptr %c, i64 %t66
  %t68 = icmp slt i64 5, %nrows
  %t69 = and i1 %accum, %t68
  %t70 = getelementptr float, ptr %t67, i64 0
  %t71 = select i1 %t69, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t72 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t70, <16 x i1> %t71, <16 x float> zeroinitializer)
  %t73 = getelementptr float, ptr %t67, i64 16
  %t74 = select i1 %t69, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t75 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t73, <16 x i1> %t74, <16 x float> zeroinitializer)
  %t76 = getelementptr float, ptr %t67, i64 32
  %t77 = select i1 %t69, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t78 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t76, <16 x i1> %t77, <16 x float> zeroinitializer)
  br label %tap
tap:
  %tp = phi i64 [0, %entry], [%tp.next, %tapend]
  %bt = phi ptr [%b, %entry], [%bnext, %tapend]
  %tacc0 = phi <16 x float> [%t7, %entry], [%out0, %tapend]
  %tacc1 = phi <16 x float> [%t10, %entry], [%out1, %tapend]
  %tacc2 = phi <16 x float> [%t13, %entry], [%out2, %tapend]
  %tacc3 = phi <16 x float> [%t20, %entry], [%out3, %tapend]
  %tacc4 = phi <16 x float> [%t23, %entry], [%out4, %tapend]
  %tacc5 = phi <16 x float> [%t26, %entry], [%out5, %tapend]
  %tacc6 = phi <16 x float> [%t33, %entry], [%out6, %tapend]
  %tacc7 = phi <16 x float> [%t36, %entry], [%out7, %tapend]
  %tacc8 = phi <16 x float> [%t39, %entry], [%out8, %tapend]
  %tacc9 = phi <16 x float> [%t46, %entry], [%out9, %tapend]
  %tacc10 = phi <16 x float> [%t49, %entry], [%out10, %tapend]
  %tacc11 = phi <16 x float> [%t52, %entry], [%out11, %tapend]
  %tacc12 = phi <16 x float> [%t59, %entry], [%out12, %tapend]
  %tacc13 = phi <16 x float> [%t62, %entry], [%out13, %tapend]
  %tacc14 = phi <16 x float> [%t65, %entry], [%out14, %tapend]
  %tacc15 = phi <16 x float> [%t72, %entry], [%out15, %tapend]
  %tacc16 = phi <16 x float> [%t75, %entry], [%out16, %tapend]
  %tacc17 = phi <16 x float> [%t78, %entry], [%out17, %tapend]
  %t79 = mul i64 %tp, 6
  %t80 = add i64 %t79, 0
  %t81 = getelementptr ptr, ptr %ind, i64 %t80
  %t82 = load ptr, ptr %t81, align 8
  %t83 = icmp ne ptr %t82, %zero
  %t84 = select i1 %t83, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t85 = add i64 %t79, 1
  %t86 = getelementptr ptr, ptr %ind, i64 %t85
  %t87 = load ptr, ptr %t86, align 8
  %t88 = icmp ne ptr %t87, %zero
  %t89 = select i1 %t88, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t90 = add i64 %t79, 2
  %t91 = getelementptr ptr, ptr %ind, i64 %t90
  %t92 = load ptr, ptr %t91, align 8
  %t93 = icmp ne ptr %t92, %zero
  %t94 = select i1 %t93, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t95 = add i64 %t79, 3
  %t96 = getelementptr ptr, ptr %ind, i64 %t95
  %t97 = load ptr, ptr %t96, align 8
  %t98 = icmp ne ptr %t97, %zero
  %t99 = select i1 %t98, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t100 = add i64 %t79, 4
  %t101 = getelementptr ptr, ptr %ind, i64 %t100
  %t102 = load ptr, ptr %t101, align 8
  %t103 = icmp ne ptr %t102, %zero
  %t104 = select i1 %t103, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t105 = add i64 %t79, 5
  %t106 = getelementptr ptr, ptr %ind, i64 %t105
  %t107 = load ptr, ptr %t106, align 8
  %t108 = icmp ne ptr %t107, %zero
  %t109 = select i1 %t108, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t110 = icmp sgt i64 %cg, 0
  br i1 %t110, label %loop, label %tapend
loop:
  %j = phi i64 [0, %tap], [%j.next, %loop]
  %bp = phi ptr [%bt, %tap], [%bp1, %loop]
  %acc0 = phi <16 x float> [%tacc0, %tap], [%new0, %loop]
  %acc1 = phi <16 x float> [%tacc1, %tap], [%new1, %loop]
  %acc2 = phi <16 x float> [%tacc2, %tap], [%new2, %loop]
  %acc3 = phi <16 x float> [%tacc3, %tap], [%new3, %loop]
  %acc4 = phi <16 x float> [%tacc4, %tap], [%new4, %loop]
  %acc5 = phi <16 x float> [%tacc5, %tap], [%new5, %loop]
  %acc6 = phi <16 x float> [%tacc6, %tap], [%new6, %loop]
  %acc7 = phi <16 x float> [%tacc7, %tap], [%new7, %loop]
  %acc8 = phi <16 x float> [%tacc8, %tap], [%new8, %loop]
  %acc9 = phi <16 x float> [%tacc9, %tap], [%new9, %loop]
  %acc10 = phi <16 x float> [%tacc10, %tap], [%new10, %loop]
  %acc11 = phi <16 x float> [%tacc11, %tap], [%new11, %loop]
  %acc12 = phi <16 x float> [%tacc12, %tap], [%new12, %loop]
  %acc13 = phi <16 x float> [%tacc13, %tap], [%new13, %loop]
  %acc14 = phi <16 x float> [%tacc14, %tap], [%new14, %loop]
  %acc15 = phi <16 x float> [%tacc15, %tap], [%new15, %loop]
  %acc16 = phi <16 x float> [%tacc16, %tap], [%new16, %loop]
  %acc17 = phi <16 x float> [%tacc17, %tap], [%new17, %loop]
  %t111 = getelementptr float, ptr %bp, i64 0
  %t112 = load <16 x float>, ptr %t111, align 4
  %t113 = getelementptr float, ptr %bp, i64 16
  %t114 = load <16 x float>, ptr %t113, align 4
  %t115 = getelementptr float, ptr %bp, i64 32
  %t116 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t115, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t117 = getelementptr float, ptr %t82, i64 %j
  %t118 = load float, ptr %t117, align 4
  %t119 = insertelement <16 x float> poison, float %t118, i64 0
  %t120 = shufflevector <16 x float> %t119, <16 x float> poison, <16 x i32> zeroinitializer
  %t121 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t120, <16 x float> %t112, <16 x float> %acc0)
  %new0 = select <16 x i1> %t84, <16 x float> %t121, <16 x float> %acc0
  %t122 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t120, <16 x float> %t114, <16 x float> %acc1)
  %new1 = select <16 x i1> %t84, <16 x float> %t122, <16 x float> %acc1
  %t123 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t120, <16 x float> %t116, <16 x float> %acc2)
  %new2 = select <16 x i1> %t84, <16 x float> %t123, <16 x float> %acc2
  %t124 = getelementptr float, ptr %t87, i64 %j
  %t125 = load float, ptr %t124, align 4
  %t126 = insertelement <16 x float> poison, float %t125, i64 0
  %t127 = shufflevector <16 x float> %t126, <16 x float> poison, <16 x i32> zeroinitializer
  %t128 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t127, <16 x float> %t112, <16 x float> %acc3)
  %new3 = select <16 x i1> %t89, <16 x float> %t128, <16 x float> %acc3
  %t129 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t127, <16 x float> %t114, <16 x float> %acc4)
  %new4 = select <16 x i1> %t89, <16 x float> %t129, <16 x float> %acc4
  %t130 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t127, <16 x float> %t116, <16 x float> %acc5)
  %new5 = select <16 x i1> %t89, <16 x float> %t130, <16 x float> %acc5
  %t131 = getelementptr float, ptr %t92, i64 %j
  %t132 = load float, ptr %t131, align 4
  %t133 = insertelement <16 x float> poison, float %t132, i64 0
  %t134 = shufflevector <16 x float> %t133, <16 x float> poison, <16 x i32> zeroinitializer
  %t135 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t134, <16 x float> %t112, <16 x float> %acc6)
  %new6 = select <16 x i1> %t94, <16 x float> %t135, <16 x float> %acc6
  %t136 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t134, <16 x float> %t114, <16 x float> %acc7)
  %new7 = select <16 x i1> %t94, <16 x float> %t136, <16 x float> %acc7
  %t137 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t134, <16 x float> %t116, <16 x float> %acc8)
  %new8 = select <16 x i1> %t94, <16 x float> %t137, <16 x float> %acc8
  %t138 = getelementptr float, ptr %t97, i64 %j
  %t139 = load float, ptr %t138, align 4
  %t140 = insertelement <16 x float> poison, float %t139, i64 0
  %t141 = shufflevector <16 x float> %t140, <16 x float> poison, <16 x i32> zeroinitializer
  %t142 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t141, <16 x float> %t112, <16 x float> %acc9)
  %new9 = select <16 x i1> %t99, <16 x float> %t142, <16 x float> %acc9
  %t143 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t141, <16 x float> %t114, <16 x float> %acc10)
  %new10 = select <16 x i1> %t99, <16 x float> %t143, <16 x float> %acc10
  %t144 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t141, <16 x float> %t116, <16 x float> %acc11)
  %new11 = select <16 x i1> %t99, <16 x float> %t144, <16 x float> %acc11
  %t145 = getelementptr float, ptr %t102, i64 %j
  %t146 = load float, ptr %t145, align 4
  %t147 = insertelement <16 x float> poison, float %t146, i64 0
  %t148 = shufflevector <16 x float> %t147, <16 x float> poison, <16 x i32> zeroinitializer
  %t149 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t148, <16 x float> %t112, <16 x float> %acc12)
  %new12 = select <16 x i1> %t104, <16 x float> %t149, <16 x float> %acc12
  %t150 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t148, <16 x float> %t114, <16 x float> %acc13)
  %new13 = select <16 x i1> %t104, <16 x float> %t150, <16 x float> %acc13
  %t151 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t148, <16 x float> %t116, <16 x float> %acc14)
  %new14 = select <16 x i1> %t104, <16 x float> %t151, <16 x float> %acc14
  %t152 = getelementptr float, ptr %t107, i64 %j
  %t153 = load float, ptr %t152, align 4
  %t154 = insertelement <16 x float> poison, float %t153, i64 0
  %t155 = shufflevector <16 x float> %t154, <16 x float> poison, <16 x i32> zeroinitializer
  %t156 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t155, <16 x float> %t112, <16 x float> %acc15)
  %new15 = select <16 x i1> %t109, <16 x float> %t156, <16 x float> %acc15
  %t157 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t155, <16 x float> %t114, <16 x float> %acc16)
  %new16 = select <16 x i1> %t109, <16 x float> %t157, <16 x float> %acc16
  %t158 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t155, <16 x float> %t116, <16 x float> %acc17)
  %new17 = select <16 x i1> %t109, <16 x float> %t158, <16 x float> %acc17
  %bp1 = getelementptr float, ptr %bp, i64 %sbk
  %j.next = add nsw i64 %j, 1
  %t159 = icmp slt i64 %j.next, %cg
  br i1 %t159, label %loop, label %tapend, !llvm.loop !0
tapend:
  %out0 = phi <16 x float> [%tacc0, %tap], [%new0, %loop]
  %out1 = phi <16 x float> [%tacc1, %tap], [%new1, %loop]
  %out2 = phi <16 x float> [%tacc2, %tap], [%new2, %loop]
  %out3 = phi <16 x float> [%tacc3, %tap], [%new3, %loop]
  %out4 = phi <16 x float> [%tacc4, %tap], [%new4, %loop]
  %out5 = phi <16 x float> [%tacc5, %tap], [%new5, %loop]
  %out6 = phi <16 x float> [%tacc6, %tap], [%new6, %loop]
  %out7 = phi <16 x float> [%tacc7, %tap], [%new7, %loop]
  %out8 = phi <16 x float> [%tacc8, %tap], [%new8, %loop]
  %out9 = phi <16 x float> [%tacc9, %tap], [%new9, %loop]
  %out10 = phi <16 x float> [%tacc10, %tap], [%new10, %loop]
  %out11 = phi <16 x float> [%tacc11, %tap], [%new11, %loop]
  %out12 = phi <16 x float> [%tacc12, %tap], [%new12, %loop]
  %out13 = phi <16 x float> [%tacc13, %tap], [%new13, %loop]
  %out14 = phi <16 x float> [%tacc14, %tap], [%new14, %loop]
  %out15 = phi <16 x float> [%tacc15, %tap], [%new15, %loop]
  %out16 = phi <16 x float> [%tacc16, %tap], [%new16, %loop]
  %out17 = phi <16 x float> [%tacc17, %tap], [%new17, %loop]
  %bnext = phi ptr [%bt, %tap], [%bp1, %loop]
  %tp.next = add nsw i64 %tp, 1
  %t160 = icmp slt i64 %tp.next, %ntaps
  br i1 %t160, label %tap, label %exit
exit:
  %t161 = icmp slt i64 0, %nrows
  br i1 %t161, label %store162, label %next163
store162:
  %t164 = getelementptr float, ptr %t2, i64 0
  store <16 x float> %out0, ptr %t164, align 4
  %t165 = getelementptr float, ptr %t2, i64 16
  store <16 x float> %out1, ptr %t165, align 4
  %t166 = getelementptr float, ptr %t2, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out2, ptr align 4 %t166, <16 x i1> %mlast)
  br label %next163
next163:
  %t167 = icmp slt i64 1, %nrows
  br i1 %t167, label %store168, label %next169
store168:
  %t170 = getelementptr float, ptr %t15, i64 0
  store <16 x float> %out3, ptr %t170, align 4
  %t171 = getelementptr float, ptr %t15, i64 16
  store <16 x float> %out4, ptr %t171, align 4
  %t172 = getelementptr float, ptr %t15, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out5, ptr align 4 %t172, <16 x i1> %mlast)
  br label %next169
next169:
  %t173 = icmp slt i64 2, %nrows
  br i1 %t173, label %store174, label %next175
store174:
  %t176 = getelementptr float, ptr %t28, i64 0
  store <16 x float> %out6, ptr %t176, align 4
  %t177 = getelementptr float, ptr %t28, i64 16
  store <16 x float> %out7, ptr %t177, align 4
  %t178 = getelementptr float, ptr %t28, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out8, ptr align 4 %t178, <16 x i1> %mlast)
  br label %next175
next175:
  %t179 = icmp slt i64 3, %nrows
  br i1 %t179, label %store180, label %next181
store180:
  %t182 = getelementptr float, ptr %t41, i64 0
  store <16 x float> %out9, ptr %t182, align 4
  %t183 = getelementptr float, ptr %t41, i64 16
  store <16 x float> %out10, ptr %t183, align 4
  %t184 = getelementptr float, ptr %t41, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out11, ptr align 4 %t184, <16 x i1> %mlast)
  br label %next181
next181:
  %t185 = icmp slt i64 4, %nrows
  br i1 %t185, label %store186, label %next187
store186:
  %t188 = getelementptr float, ptr %t54, i64 0
  store <16 x float> %out12, ptr %t188, align 4
  %t189 = getelementptr float, ptr %t54, i64 16
  store <16 x float> %out13, ptr %t189, align 4
  %t190 = getelementptr float, ptr %t54, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out14, ptr align 4 %t190, <16 x i1> %mlast)
  br label %next187
next187:
  %t191 = icmp slt i64 5, %nrows
  br i1 %t191, label %store192, label %next193
store192:
  %t194 = getelementptr float, ptr %t67, i64 0
  store <16 x float> %out15, ptr %t194, align 4
  %t195 = getelementptr float, ptr %t67, i64 16
  store <16 x float> %out16, ptr %t195, align 4
  %t196 = getelementptr float, ptr %t67, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out17, ptr align 4 %t196, <16 x i1> %mlast)
  br label %next193
next193:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc.4p"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
entry:
  %t1 = mul i64 0, %scr
  %t2 = getelementptr float, ptr %c, i64 %t1
  %t3 = icmp slt i64 0, %nrows
  %t4 = and i1 %accum, %t3
  %t5 = getelementptr float, ptr %t2, i64 0
  %t6 = select i1 %t4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t7 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5, <16 x i1> %t6, <16 x float> zeroinitializer)
  %t8 = getelementptr float, ptr %t2, i64 16
  %t9 = select i1 %t4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t10 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t8, <16 x i1> %t9, <16 x float> zeroinitializer)
  %t11 = getelementptr float, ptr %t2, i64 32
  %t12 = select i1 %t4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t13 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t11, <16 x i1> %t12, <16 x float> zeroinitializer)
  %t14 = getelementptr float, ptr %t2, i64 48
  %t15 = select i1 %t4, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t16 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t14, <16 x i1> %t15, <16 x float> zeroinitializer)
  %t17 = mul i64 1, %scr
  %t18 = getelementptr float, ptr %c, i64 %t17
  %t19 = icmp slt i64 1, %nrows
  %t20 = and i1 %accum, %t19
  %t21 = getelementptr float, ptr %t18, i64 0
  %t22 = select i1 %t20, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t23 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t21, <16 x i1> %t22, <16 x float> zeroinitializer)
  %t24 = getelementptr float, ptr %t18, i64 16
  %t25 = select i1 %t20, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t26 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t24, <16 x i1> %t25, <16 x float> zeroinitializer)
  %t27 = getelementptr float, ptr %t18, i64 32
  %t28 = select i1 %t20, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t29 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t27, <16 x i1> %t28, <16 x float> zeroinitializer)
  %t30 = getelementptr float, ptr %t18, i64 48
  %t31 = select i1 %t20, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t32 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t30, <16 x i1> %t31, <16 x float> zeroinitializer)
  %t33 = mul i64 2, %scr
  %t34 = getelementptr float, ptr %c, i64 %t33
  %t35 = icmp slt i64 2, %nrows
  %t36 = and i1 %accum, %t35
  %t37 = getelementptr float, ptr %t34, i64 0
  %t38 = select i1 %t36, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t39 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t37, <16 x i1> %t38, <16 x float> zeroinitializer)
  %t40 = getelementptr float, ptr %t34, i64 16
  %t41 = select i1 %t36, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t42 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t40, <16 x i1> %t41, <16 x float> zeroinitializer)
  %t43 = getelementptr float, ptr %t34, i64 32
  %t44 = select i1 %t36, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t45 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t43, <16 x i1> %t44, <16 x float> zeroinitializer)
  %t46 = getelementptr float, ptr %t34, i64 48
  %t47 = select i1 %t36, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t48 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t46, <16 x i1> %t47, <16 x float> zeroinitializer)
  %t49 = mul i64 3, %scr
  %t50 = getelementptr float, ptr %c, i64 %t49
  %t51 = icmp slt i64 3, %nrows
  %t52 = and i1 %accum, %t51
  %t53 = getelementptr float, ptr %t50, i64 0
  %t54 = select i1 %t52, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t55 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t53, <16 x i1> %t54, <16 x float> zeroinitializer)
  %t56 = getelementptr float, ptr %t50, i64 16
  %t57 = select i1 %t52, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t58 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t56, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t59 = getelementptr float, ptr %t50, i64 32
  %t60 = select i1 %t52, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t61 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t59, <16 x i1> %t60, <16 x float> zeroinitializer)
  %t62 = getelementptr float, ptr %t50, i64 48
  %t63 = select i1 %t52, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t64 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t62, <16 x i1> %t63, <16 x float> zeroinitializer)
  %t65 = mul i64 4, %scr
  %t66 = getelementptr float, ptr %c, i64 %t65
  %t67 = icmp slt i64 4, %nrows
  %t68 = and i1 %accum, %t67
  %t69 = getelementptr float, ptr %t66, i64 0
  %t70 = select i1 %t68, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t71 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t69, <16 x i1> %t70, <16 x float> zeroinitializer)
  %t72 = getelementptr float, ptr %t66, i64 16
  %t73 = select i1 %t68, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t74 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t72, <16 x i1> %t73, <16 x float> zeroinitializer)
  %t75 = getelementptr float, ptr %t66, i64 32
  %t76 = select i1 %t68, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t77 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t75, <16 x i1> %t76, <16 x float> zeroinitializer)
  %t78 = getelementptr float, ptr %t66, i64 48
  %t79 = select i1 %t68, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t80 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t78, <16 x i1> %t79, <16 x float> zeroinitializer)
  %t81 = mul i64 5, %scr
  %t82 = getelementptr float, ptr %c, i64 %t81
  %t83 = icmp slt i64 5, %nrows
  %t84 = and i1 %accum, %t83
  %t85 = getelementptr float, ptr %t82, i64 0
  %t86 = select i1 %t84, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t87 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t85, <16 x i1> %t86, <16 x float> zeroinitializer)
  %t88 = getelementptr float, ptr %t82, i64 16
  %t89 = select i1 %t84, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t90 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t88, <16 x i1> %t89, <16 x float> zeroinitializer)
  %t91 = getelementptr float, ptr %t82, i64 32
  %t92 = select i1 %t84, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t93 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t91, <16 x i1> %t92, <16 x float> zeroinitializer)
  %t94 = getelementptr float, ptr %t82, i64 48
  %t95 = select i1 %t84, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t96 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t94, <16 x i1> %t95, <16 x float> zeroinitializer)
  br label %tap
tap:
  %tp = phi i64 [0, %entry], [%tp.next, %tapend]
  %bt = phi ptr [%b, %entry], [%bnext, %tapend]
  %tacc0 = phi <16 x float> [%t7, %entry], [%out0, %tapend]
  %tacc1 = phi <16 x float> [%t10, %entry], [%out1, %tapend]
  %tacc2 = phi <16 x float> [%t13, %entry], [%out2, %tapend]
  %tacc3 = phi <16 x float> [%t16, %entry], [%out3, %tapend]
  %tacc4 = phi <16 x float> [%t23, %entry], [%out4, %tapend]
  %tacc5 = phi <16 x float> [%t26, %entry], [%out5, %tapend]
  %tacc6 = phi <16 x float> [%t29, %entry], [%out6, %tapend]
  %tacc7 = phi <16 x float> [%t32, %entry], [%out7, %tapend]
  %tacc8 = phi <16 x float> [%t39, %entry], [%out8, %tapend]
  %tacc9 = phi <16 x float> [%t42, %entry], [%out9, %tapend]
  %tacc10 = phi <16 x float> [%t45, %entry], [%out10, %tapend]
  %tacc11 = phi <16 x float> [%t48, %entry], [%out11, %tapend]
  %tacc12 = phi <16 x float> [%t55, %entry], [%out12, %tapend]
  %tacc13 = phi <16 x float> [%t58, %entry], [%out13, %tapend]
  %tacc14 = phi <16 x float> [%t61, %entry], [%out14, %tapend]
  %tacc15 = phi <16 x float> [%t64, %entry], [%out15, %tapend]
  %tacc16 = phi <16 x float> [%t71, %entry], [%out16, %tapend]
  %tacc17 = phi <16 x float> [%t74, %entry], [%out17, %tapend]
  %tacc18 = phi <16 x float> [%t77, %entry], [%out18, %tapend]
  %tacc19 = phi <16 x float> [%t80, %entry], [%out19, %tapend]
  %tacc20 = phi <16 x float> [%t87, %entry], [%out20, %tapend]
  %tacc21 = phi <16 x float> [%t90, %entry], [%out21, %tapend]
  %tacc22 = phi <16 x float> [%t93, %entry], [%out22, %tapend]
  %tacc23 = phi <16 x float> [%t96, %entry], [%out23, %tapend]
  %t97 = mul i64 %tp, 6
  %t98 = add i64 %t97, 0
  %t99 = getelementptr ptr, ptr %ind, i64 %t98
  %t100 = load ptr, ptr %t99, align 8
  %t101 = add i64 %t97, 1
  %t102 = getelementptr ptr, ptr %ind, i64 %t101
  %t103 = load ptr, ptr %t102, align 8
  %t104 = add i64 %t97, 2
  %t105 = getelementptr ptr, ptr %ind, i64 %t104
  %t106 = load ptr, ptr %t105, align 8
  %t107 = add i64 %t97, 3
  %t108 = getelementptr ptr, ptr %ind, i64 %t107
  %t109 = load ptr, ptr %t108, align 8
  %t110 = add i64 %t97, 4
  %t111 = getelementptr ptr, ptr %ind, i64 %t110
  %t112 = load ptr, ptr %t111, align 8
  %t113 = add i64 %t97, 5
  %t114 = getelementptr ptr, ptr %ind, i64 %t113
  %t115 = load ptr, ptr %t114, align 8
  %t116 = icmp sgt i64 %cg, 0
  br i1 %t116, label %loop, label %tapend
loop:
  %j = phi i64 [0, %tap], [%j.next, %loop]
  %bp = phi ptr [%bt, %tap], [%bp1, %loop]
  %acc0 = phi <16 x float> [%tacc0, %tap], [%new0, %loop]
  %acc1 = phi <16 x float> [%tacc1, %tap], [%new1, %loop]
  %acc2 = phi <16 x float> [%tacc2, %tap], [%new2, %loop]
  %acc3 = phi <16 x float> [%tacc3, %tap], [%new3, %loop]
  %acc4 = phi <16 x float> [%tacc4, %tap], [%new4, %loop]
  %acc5 = phi <16 x float> [%tacc5, %tap], [%new5, %loop]
  %acc6 = phi <16 x float> [%tacc6, %tap], [%new6, %loop]
  %acc7 = phi <16 x float> [%tacc7, %tap], [%new7, %loop]
  %acc8 = phi <16 x float> [%tacc8, %tap], [%new8, %loop]
  %acc9 = phi <16 x float> [%tacc9, %tap], [%new9, %loop]
  %acc10 = phi <16 x float> [%tacc10, %tap], [%new10, %loop]
  %acc11 = phi <16 x float> [%tacc11, %tap], [%new11, %loop]
  %acc12 = phi <16 x float> [%tacc12, %tap], [%new12, %loop]
  %acc13 = phi <16 x float> [%tacc13, %tap], [%new13, %loop]
  %acc14 = phi <16 x float> [%tacc14, %tap], [%new14, %loop]
  %acc15 = phi <16 x float> [%tacc15, %tap], [%new15, %loop]
  %acc16 = phi <16 x float> [%tacc16, %tap], [%new16, %loop]
  %acc17 = phi <16 x float> [%tacc17, %tap], [%new17, %loop]
  %acc18 = phi <16 x float> [%tacc18, %tap], [%new18, %loop]
  %acc19 = phi <16 x float> [%tacc19, %tap], [%new19, %loop]
  %acc20 = phi <16 x float> [%tacc20, %tap], [%new20, %loop]
  %acc21 = phi <16 x float> [%tacc21, %tap], [%new21, %loop]
  %acc22 = phi <16 x float> [%tacc22, %tap], [%new22, %loop]
  %acc23 = phi <16 x float> [%tacc23, %tap], [%new23, %loop]
  %t117 = getelementptr float, ptr %bp, i64 0
  %t118 = load <16 x float>, ptr %t117, align 4
  %t119 = getelementptr float, ptr %bp, i64 16
  %t120 = load <16 x float>, ptr %t119, align 4
  %t121 = getelementptr float, ptr %bp, i64 32
  %t122 = load <16 x float>, ptr %t121, align 4
  %t123 = getelementptr float, ptr %bp, i64 48
  %t124 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t123, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t125 = getelementptr float, ptr %t100, i64 %j
  %t126 = load float, ptr %t125, align 4
  %t127 = insertelement <16 x float> poison, float %t126, i64 0
  %t128 = shufflevector <16 x float> %t127, <16 x float> poison, <16 x i32> zeroinitializer
  %new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t128, <16 x float> %t118, <16 x float> %acc0)
  %new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t128, <16 x float> %t120, <16 x float> %acc1)
  %new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t128, <16 x float> %t122, <16 x float> %acc2)
  %new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t128, <16 x float> %t124, <16 x float> %acc3)
  %t129 = getelementptr float, ptr %t103, i64 %j
  %t130 = load float, ptr %t129, align 4
  %t131 = insertelement <16 x float> poison, float %t130, i64 0
  %t132 = shufflevector <16 x float> %t131, <16 x float> poison, <16 x i32> zeroinitializer
  %new4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t132, <16 x float> %t118, <16 x float> %acc4)
  %new5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t132, <16 x float> %t120, <16 x float> %acc5)
  %new6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t132, <16 x float> %t122, <16 x float> %acc6)
  %new7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t132, <16 x float> %t124, <16 x float> %acc7)
  %t133 = getelementptr float, ptr %t106, i64 %j
  %t134 = load float, ptr %t133, align 4
  %t135 = insertelement <16 x float> poison, float %t134, i64 0
  %t136 = shufflevector <16 x float> %t135, <16 x float> poison, <16 x i32> zeroinitializer
  %new8 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t136, <16 x float> %t118, <16 x float> %acc8)
  %new9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t136, <16 x float> %t120, <16 x float> %acc9)
  %new10 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t136, <16 x float> %t122, <16 x float> %acc10)
  %new11 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t136, <16 x float> %t124, <16 x float> %acc11)
  %t137 = getelementptr float, ptr %t109, i64 %j
  %t138 = load float, ptr %t137, align 4
  %t139 = insertelement <16 x float> poison, float %t138, i64 0
  %t140 = shufflevector <16 x float> %t139, <16 x float> poison, <16 x i32> zeroinitializer
  %new12 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t140, <16 x float> %t118, <16 x float> %acc12)
  %new13 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t140, <16 x float> %t120, <16 x float> %acc13)
  %new14 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t140, <16 x float> %t122, <16 x float> %acc14)
  %new15 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t140, <16 x float> %t124, <16 x float> %acc15)
  %t141 = getelementptr float, ptr %t112, i64 %j
  %t142 = load float, ptr %t141, align 4
  %t143 = insertelement <16 x float> poison, float %t142, i64 0
  %t144 = shufflevector <16 x float> %t143, <16 x float> poison, <16 x i32> zeroinitializer
  %new16 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t144, <16 x float> %t118, <16 x float> %acc16)
  %new17 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t144, <16 x float> %t120, <16 x float> %acc17)
  %new18 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t144, <16 x float> %t122, <16 x float> %acc18)
  %new19 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t144, <16 x float> %t124, <16 x float> %acc19)
  %t145 = getelementptr float, ptr %t115, i64 %j
  %t146 = load float, ptr %t145, align 4
  %t147 = insertelement <16 x float> poison, float %t146, i64 0
  %t148 = shufflevector <16 x float> %t147, <16 x float> poison, <16 x i32> zeroinitializer
  %new20 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t148, <16 x float> %t118, <16 x float> %acc20)
  %new21 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t148, <16 x float> %t120, <16 x float> %acc21)
  %new22 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t148, <16 x float> %t122, <16 x float> %acc22)
  %new23 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t148, <16 x float> %t124, <16 x float> %acc23)
  %bp1 = getelementptr float, ptr %bp, i64 %sbk
  %j.next = add nsw i64 %j, 1
  %t149 = icmp slt i64 %j.next, %cg
  br i1 %t149, label %loop, label %tapend, !llvm.loop !0
tapend:
  %out0 = phi <16 x float> [%tacc0, %tap], [%new0, %loop]
  %out1 = phi <16 x float> [%tacc1, %tap], [%new1, %loop]
  %out2 = phi <16 x float> [%tacc2, %tap], [%new2, %loop]
  %out3 = phi <16 x float> [%tacc3, %tap], [%new3, %loop]
  %out4 = phi <16 x float> [%tacc4, %tap], [%new4, %loop]
  %out5 = phi <16 x float> [%tacc5, %tap], [%new5, %loop]
  %out6 = phi <16 x float> [%tacc6, %tap], [%new6, %loop]
  %out7 = phi <16 x float> [%tacc7, %tap], [%new7, %loop]
  %out8 = phi <16 x float> [%tacc8, %tap], [%new8, %loop]
  %out9 = phi <16 x float> [%tacc9, %tap], [%new9, %loop]
  %out10 = phi <16 x float> [%tacc10, %tap], [%new10, %loop]
  %out11 = phi <16 x float> [%tacc11, %tap], [%new11, %loop]
  %out12 = phi <16 x float> [%tacc12, %tap], [%new12, %loop]
  %out13 = phi <16 x float> [%tacc13, %tap], [%new13, %loop]
  %out14 = phi <16 x float> [%tacc14, %tap], [%new14, %loop]
  %out15 = phi <16 x float> [%tacc15, %tap], [%new15, %loop]
  %out16 = phi <16 x float> [%tacc16, %tap], [%new16, %loop]
  %out17 = phi <16 x float> [%tacc17, %tap], [%new17, %loop]
  %out18 = phi <16 x float> [%tacc18, %tap], [%new18, %loop]
  %out19 = phi <16 x float> [%tacc19, %tap], [%new19, %loop]
  %out20 = phi <16 x float> [%tacc20, %tap], [%new20, %loop]
  %out21 = phi <16 x float> [%tacc21, %tap], [%new21, %loop]
  %out22 = phi <16 x float> [%tacc22, %tap], [%new22, %loop]
  %out23 = phi <16 x float> [%tacc23, %tap], [%new23, %loop]
  %bnext = phi ptr [%bt, %tap], [%bp1, %loop]
  %tp.next = add nsw i64 %tp, 1
  %t150 = icmp slt i64 %tp.next, %ntaps
  br i1 %t150, label %tap, label %exit
exit:
  %t151 = icmp slt i64 0, %nrows
  br i1 %t151, label %store152, label %next153
store152:
  %t154 = getelementptr float, ptr %t2, i64 0
  store <16 x float> %out0, ptr %t154, align 4
  %t155 = getelementptr float, ptr %t2, i64 16
  store <16 x float> %out1, ptr %t155, align 4
  %t156 = getelementptr float, ptr %t2, i64 32
  store <16 x float> %out2, ptr %t156, align 4
  %t157 = getelementptr float, ptr %t2, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out3, ptr align 4 %t157, <16 x i1> %mlast)
  br label %next153
next153:
  %t158 = icmp slt i64 1, %nrows
  br i1 %t158, label %store159, label %next160
store159:
  %t161 = getelementptr float, ptr %t18, i64 0
  store <16 x float> %out4, ptr %t161, align 4
  %t162 = getelementptr float, ptr %t18, i64 16
  store <16 x float> %out5, ptr %t162, align 4
  %t163 = getelementptr float, ptr %t18, i64 32
  store <16 x float> %out6, ptr %t163, align 4
  %t164 = getelementptr float, ptr %t18, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out7, ptr align 4 %t164, <16 x i1> %mlast)
  br label %next160
next160:
  %t165 = icmp slt i64 2, %nrows
  br i1 %t165, label %store166, label %next167
store166:
  %t168 = getelementptr float, ptr %t34, i64 0
  store <16 x float> %out8, ptr %t168, align 4
  %t169 = getelementptr float, ptr %t34, i64 16
  store <16 x float> %out9, ptr %t169, align 4
  %t170 = getelementptr float, ptr %t34, i64 32
  store <16 x float> %out10, ptr %t170, align 4
  %t171 = getelementptr float, ptr %t34, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out11, ptr align 4 %t171, <16 x i1> %mlast)
  br label %next167
next167:
  %t172 = icmp slt i64 3, %nrows
  br i1 %t172, label %store173, label %next174
store173:
  %t175 = getelementptr float, ptr %t50, i64 0
  store <16 x float> %out12, ptr %t175, align 4
  %t176 = getelementptr float, ptr %t50, i64 16
  store <16 x float> %out13, ptr %t176, align 4
  %t177 = getelementptr float, ptr %t50, i64 32
  store <16 x float> %out14, ptr %t177, align 4
  %t178 = getelementptr float, ptr %t50, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out15, ptr align 4 %t178, <16 x i1> %mlast)
  br label %next174
next174:
  %t179 = icmp slt i64 4, %nrows
  br i1 %t179, label %store180, label %next181
store180:
  %t182 = getelementptr float, ptr %t66, i64 0
  store <16 x float> %out16, ptr %t182, align 4
  %t183 = getelementptr float, ptr %t66, i64 16
  store <16 x float> %out17, ptr %t183, align 4
  %t184 = getelementptr float, ptr %t66, i64 32
  store <16 x float> %out18, ptr %t184, align 4
  %t185 = getelementptr float, ptr %t66, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out19, ptr align 4 %t185, <16 x i1> %mlast)
  br label %next181
next181:
  %t186 = icmp slt i64 5, %nrows
  br i1 %t186, label %store187, label %next188
store187:
  %t189 = getelementptr float, ptr %t82, i64 0
  store <16 x float> %out20, ptr %t189, align 4
  %t190 = getelementptr float, ptr %t82, i64 16
  store <16 x float> %out21, ptr %t190, align 4
  %t191 = getelementptr float, ptr %t82, i64 32
  store <16 x float> %out22, ptr %t191, align 4
  %t192 = getelementptr float, ptr %t82, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out23, ptr align 4 %t192, <16 x i1> %mlast)
  br label %next188
next188:
  ret void
}


define internal void @"jr.dc.conv2d_nhwc.4b"(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, <16 x i1> %mlast) noinline nounwind {
entry:
  %t1 = mul i64 0, %scr
  %t2 = getelementptr float, ptr %c, i64 %t1
  %t3 = icmp slt i64 0, %nrows
  %t4 = and i1 %accum, %t3
  %t5 = getelementptr float, ptr %t2, i64 0
  %t6 = select i1 %t4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t7 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5, <16 x i1> %t6, <16 x float> zeroinitializer)
  %t8 = getelementptr float, ptr %t2, i64 16
  %t9 = select i1 %t4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t10 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t8, <16 x i1> %t9, <16 x float> zeroinitializer)
  %t11 = getelementptr float, ptr %t2, i64 32
  %t12 = select i1 %t4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t13 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t11, <16 x i1> %t12, <16 x float> zeroinitializer)
  %t14 = getelementptr float, ptr %t2, i64 48
  %t15 = select i1 %t4, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t16 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t14, <16 x i1> %t15, <16 x float> zeroinitializer)
  %t17 = mul i64 1, %scr
  %t18 = getelementptr float, ptr %c, i64 %t17
  %t19 = icmp slt i64 1, %nrows
  %t20 = and i1 %accum, %t19
  %t21 = getelementptr float, ptr %t18, i64 0
  %t22 = select i1 %t20, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t23 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t21, <16 x i1> %t22, <16 x float> zeroinitializer)
  %t24 = getelementptr float, ptr %t18, i64 16
  %t25 = select i1 %t20, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t26 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t24, <16 x i1> %t25, <16 x float> zeroinitializer)
  %t27 = getelementptr float, ptr %t18, i64 32
  %t28 = select i1 %t20, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t29 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t27, <16 x i1> %t28, <16 x float> zeroinitializer)
  %t30 = getelementptr float, ptr %t18, i64 48
  %t31 = select i1 %t20, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t32 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t30, <16 x i1> %t31, <16 x float> zeroinitializer)
  %t33 = mul i64 2, %scr
  %t34 = getelementptr float, ptr %c, i64 %t33
  %t35 = icmp slt i64 2, %nrows
  %t36 = and i1 %accum, %t35
  %t37 = getelementptr float, ptr %t34, i64 0
  %t38 = select i1 %t36, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t39 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t37, <16 x i1> %t38, <16 x float> zeroinitializer)
  %t40 = getelementptr float, ptr %t34, i64 16
  %t41 = select i1 %t36, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t42 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t40, <16 x i1> %t41, <16 x float> zeroinitializer)
  %t43 = getelementptr float, ptr %t34, i64 32
  %t44 = select i1 %t36, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t45 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t43, <16 x i1> %t44, <16 x float> zeroinitializer)
  %t46 = getelementptr float, ptr %t34, i64 48
  %t47 = select i1 %t36, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t48 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t46, <16 x i1> %t47, <16 x float> zeroinitializer)
  %t49 = mul i64 3, %scr
  %t50 = getelementptr float, ptr %c, i64 %t49
  %t51 = icmp slt i64 3, %nrows
  %t52 = and i1 %accum, %t51
  %t53 = getelementptr float, ptr %t50, i64 0
  %t54 = select i1 %t52, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t55 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t53, <16 x i1> %t54, <16 x float> zeroinitializer)
  %t56 = getelementptr float, ptr %t50, i64 16
  %t57 = select i1 %t52, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t58 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t56, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t59 = getelementptr float, ptr %t50, i64 32
  %t60 = select i1 %t52, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t61 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t59, <16 x i1> %t60, <16 x float> zeroinitializer)
  %t62 = getelementptr float, ptr %t50, i64 48
  %t63 = select i1 %t52, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t64 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t62, <16 x i1> %t63, <16 x float> zeroinitializer)
  %t65 = mul i64 4, %scr
  %t66 = getelementptr float, ptr %c, i64 %t65
  %t67 = icmp slt i64 4, %nrows
  %t68 = and i1 %accum, %t67
  %t69 = getelementptr float, ptr %t66, i64 0
  %t70 = select i1 %t68, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t71 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t69, <16 x i1> %t70, <16 x float> zeroinitializer)
  %t72 = getelementptr float, ptr %t66, i64 16
  %t73 = select i1 %t68, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t74 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t72, <16 x i1> %t73, <16 x float> zeroinitializer)
  %t75 = getelementptr float, ptr %t66, i64 32
  %t76 = select i1 %t68, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t77 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t75, <16 x i1> %t76, <16 x float> zeroinitializer)
  %t78 = getelementptr float, ptr %t66, i64 48
  %t79 = select i1 %t68, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t80 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t78, <16 x i1> %t79, <16 x float> zeroinitializer)
  %t81 = mul i64 5, %scr
  %t82 = getelementptr float, ptr %c, i64 %t81
  %t83 = icmp slt i64 5, %nrows
  %t84 = and i1 %accum, %t83
  %t85 = getelementptr float, ptr %t82, i64 0
  %t86 = select i1 %t84, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t87 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t85, <16 x i1> %t86, <16 x float> zeroinitializer)
  %t88 = getelementptr float, ptr %t82, i64 16
  %t89 = select i1 %t84, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t90 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t88, <16 x i1> %t89, <16 x float> zeroinitializer)
  %t91 = getelementptr float, ptr %t82, i64 32
  %t92 = select i1 %t84, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t93 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t91, <16 x i1> %t92, <16 x float> zeroinitializer)
  %t94 = getelementptr float, ptr %t82, i64 48
  %t95 = select i1 %t84, <16 x i1> %mlast, <16 x i1> zeroinitializer
  %t96 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t94, <16 x i1> %t95, <16 x float> zeroinitializer)
  br label %tap
tap:
  %tp = phi i64 [0, %entry], [%tp.next, %tapend]
  %bt = phi ptr [%b, %entry], [%bnext, %tapend]
  %tacc0 = phi <16 x float> [%t7, %entry], [%out0, %tapend]
  %tacc1 = phi <16 x float> [%t10, %entry], [%out1, %tapend]
  %tacc2 = phi <16 x float> [%t13, %entry], [%out2, %tapend]
  %tacc3 = phi <16 x float> [%t16, %entry], [%out3, %tapend]
  %tacc4 = phi <16 x float> [%t23, %entry], [%out4, %tapend]
  %tacc5 = phi <16 x float> [%t26, %entry], [%out5, %tapend]
  %tacc6 = phi <16 x float> [%t29, %entry], [%out6, %tapend]
  %tacc7 = phi <16 x float> [%t32, %entry], [%out7, %tapend]
  %tacc8 = phi <16 x float> [%t39, %entry], [%out8, %tapend]
  %tacc9 = phi <16 x float> [%t42, %entry], [%out9, %tapend]
  %tacc10 = phi <16 x float> [%t45, %entry], [%out10, %tapend]
  %tacc11 = phi <16 x float> [%t48, %entry], [%out11, %tapend]
  %tacc12 = phi <16 x float> [%t55, %entry], [%out12, %tapend]
  %tacc13 = phi <16 x float> [%t58, %entry], [%out13, %tapend]
  %tacc14 = phi <16 x float> [%t61, %entry], [%out14, %tapend]
  %tacc15 = phi <16 x float> [%t64, %entry], [%out15, %tapend]
  %tacc16 = phi <16 x float> [%t71, %entry], [%out16, %tapend]
  %tacc17 = phi <16 x float> [%t74, %entry], [%out17, %tapend]
  %tacc18 = phi <16 x float> [%t77, %entry], [%out18, %tapend]
  %tacc19 = phi <16 x float> [%t80, %entry], [%out19, %tapend]
  %tacc20 = phi <16 x float> [%t87, %entry], [%out20, %tapend]
  %tacc21 = phi <16 x float> [%t90, %entry], [%out21, %tapend]
  %tacc22 = phi <16 x float> [%t93, %entry], [%out22, %tapend]
  %tacc23 = phi <16 x float> [%t96, %entry], [%out23, %tapend]
  %t97 = mul i64 %tp, 6
  %t98 = add i64 %t97, 0
  %t99 = getelementptr ptr, ptr %ind, i64 %t98
  %t100 = load ptr, ptr %t99, align 8
  %t101 = icmp ne ptr %t100, %zero
  %t102 = select i1 %t101, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t103 = add i64 %t97, 1
  %t104 = getelementptr ptr, ptr %ind, i64 %t103
  %t105 = load ptr, ptr %t104, align 8
  %t106 = icmp ne ptr %t105, %zero
  %t107 = select i1 %t106, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t108 = add i64 %t97, 2
  %t109 = getelementptr ptr, ptr %ind, i64 %t108
  %t110 = load ptr, ptr %t109, align 8
  %t111 = icmp ne ptr %t110, %zero
  %t112 = select i1 %t111, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t113 = add i64 %t97, 3
  %t114 = getelementptr ptr, ptr %ind, i64 %t113
  %t115 = load ptr, ptr %t114, align 8
  %t116 = icmp ne ptr %t115, %zero
  %t117 = select i1 %t116, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t118 = add i64 %t97, 4
  %t119 = getelementptr ptr, ptr %ind, i64 %t118
  %t120 = load ptr, ptr %t119, align 8
  %t121 = icmp ne ptr %t120, %zero
  %t122 = select i1 %t121, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t123 = add i64 %t97, 5
  %t124 = getelementptr ptr, ptr %ind, i64 %t123
  %t125 = load ptr, ptr %t124, align 8
  %t126 = icmp ne ptr %t125, %zero
  %t127 = select i1 %t126, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> zeroinitializer
  %t128 = icmp sgt i64 %cg, 0
  br i1 %t128, label %loop, label %tapend
loop:
  %j = phi i64 [0, %tap], [%j.next, %loop]
  %bp = phi ptr [%bt, %tap], [%bp1, %loop]
  %acc0 = phi <16 x float> [%tacc0, %tap], [%new0, %loop]
  %acc1 = phi <16 x float> [%tacc1, %tap], [%new1, %loop]
  %acc2 = phi <16 x float> [%tacc2, %tap], [%new2, %loop]
  %acc3 = phi <16 x float> [%tacc3, %tap], [%new3, %loop]
  %acc4 = phi <16 x float> [%tacc4, %tap], [%new4, %loop]
  %acc5 = phi <16 x float> [%tacc5, %tap], [%new5, %loop]
  %acc6 = phi <16 x float> [%tacc6, %tap], [%new6, %loop]
  %acc7 = phi <16 x float> [%tacc7, %tap], [%new7, %loop]
  %acc8 = phi <16 x float> [%tacc8, %tap], [%new8, %loop]
  %acc9 = phi <16 x float> [%tacc9, %tap], [%new9, %loop]
  %acc10 = phi <16 x float> [%tacc10, %tap], [%new10, %loop]
  %acc11 = phi <16 x float> [%tacc11, %tap], [%new11, %loop]
  %acc12 = phi <16 x float> [%tacc12, %tap], [%new12, %loop]
  %acc13 = phi <16 x float> [%tacc13, %tap], [%new13, %loop]
  %acc14 = phi <16 x float> [%tacc14, %tap], [%new14, %loop]
  %acc15 = phi <16 x float> [%tacc15, %tap], [%new15, %loop]
  %acc16 = phi <16 x float> [%tacc16, %tap], [%new16, %loop]
  %acc17 = phi <16 x float> [%tacc17, %tap], [%new17, %loop]
  %acc18 = phi <16 x float> [%tacc18, %tap], [%new18, %loop]
  %acc19 = phi <16 x float> [%tacc19, %tap], [%new19, %loop]
  %acc20 = phi <16 x float> [%tacc20, %tap], [%new20, %loop]
  %acc21 = phi <16 x float> [%tacc21, %tap], [%new21, %loop]
  %acc22 = phi <16 x float> [%tacc22, %tap], [%new22, %loop]
  %acc23 = phi <16 x float> [%tacc23, %tap], [%new23, %loop]
  %t129 = getelementptr float, ptr %bp, i64 0
  %t130 = load <16 x float>, ptr %t129, align 4
  %t131 = getelementptr float, ptr %bp, i64 16
  %t132 = load <16 x float>, ptr %t131, align 4
  %t133 = getelementptr float, ptr %bp, i64 32
  %t134 = load <16 x float>, ptr %t133, align 4
  %t135 = getelementptr float, ptr %bp, i64 48
  %t136 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t135, <16 x i1> %mlast, <16 x float> zeroinitializer)
  %t137 = getelementptr float, ptr %t100, i64 %j
  %t138 = load float, ptr %t137, align 4
  %t139 = insertelement <16 x float> poison, float %t138, i64 0
  %t140 = shufflevector <16 x float> %t139, <16 x float> poison, <16 x i32> zeroinitializer
  %t141 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t140, <16 x float> %t130, <16 x float> %acc0)
  %new0 = select <16 x i1> %t102, <16 x float> %t141, <16 x float> %acc0
  %t142 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t140, <16 x float> %t132, <16 x float> %acc1)
  %new1 = select <16 x i1> %t102, <16 x float> %t142, <16 x float> %acc1
  %t143 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t140, <16 x float> %t134, <16 x float> %acc2)
  %new2 = select <16 x i1> %t102, <16 x float> %t143, <16 x float> %acc2
  %t144 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t140, <16 x float> %t136, <16 x float> %acc3)
  %new3 = select <16 x i1> %t102, <16 x float> %t144, <16 x float> %acc3
  %t145 = getelementptr float, ptr %t105, i64 %j
  %t146 = load float, ptr %t145, align 4
  %t147 = insertelement <16 x float> poison, float %t146, i64 0
  %t148 = shufflevector <16 x float> %t147, <16 x float> poison, <16 x i32> zeroinitializer
  %t149 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t148, <16 x float> %t130, <16 x float> %acc4)
  %new4 = select <16 x i1> %t107, <16 x float> %t149, <16 x float> %acc4
  %t150 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t148, <16 x float> %t132, <16 x float> %acc5)
  %new5 = select <16 x i1> %t107, <16 x float> %t150, <16 x float> %acc5
  %t151 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t148, <16 x float> %t134, <16 x float> %acc6)
  %new6 = select <16 x i1> %t107, <16 x float> %t151, <16 x float> %acc6
  %t152 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t148, <16 x float> %t136, <16 x float> %acc7)
  %new7 = select <16 x i1> %t107, <16 x float> %t152, <16 x float> %acc7
  %t153 = getelementptr float, ptr %t110, i64 %j
  %t154 = load float, ptr %t153, align 4
  %t155 = insertelement <16 x float> poison, float %t154, i64 0
  %t156 = shufflevector <16 x float> %t155, <16 x float> poison, <16 x i32> zeroinitializer
  %t157 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t156, <16 x float> %t130, <16 x float> %acc8)
  %new8 = select <16 x i1> %t112, <16 x float> %t157, <16 x float> %acc8
  %t158 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t156, <16 x float> %t132, <16 x float> %acc9)
  %new9 = select <16 x i1> %t112, <16 x float> %t158, <16 x float> %acc9
  %t159 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t156, <16 x float> %t134, <16 x float> %acc10)
  %new10 = select <16 x i1> %t112, <16 x float> %t159, <16 x float> %acc10
  %t160 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t156, <16 x float> %t136, <16 x float> %acc11)
  %new11 = select <16 x i1> %t112, <16 x float> %t160, <16 x float> %acc11
  %t161 = getelementptr float, ptr %t115, i64 %j
  %t162 = load float, ptr %t161, align 4
  %t163 = insertelement <16 x float> poison, float %t162, i64 0
  %t164 = shufflevector <16 x float> %t163, <16 x float> poison, <16 x i32> zeroinitializer
  %t165 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t164, <16 x float> %t130, <16 x float> %acc12)
  %new12 = select <16 x i1> %t117, <16 x float> %t165, <16 x float> %acc12
  %t166 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t164, <16 x float> %t132, <16 x float> %acc13)
  %new13 = select <16 x i1> %t117, <16 x float> %t166, <16 x float> %acc13
  %t167 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t164, <16 x float> %t134, <16 x float> %acc14)
  %new14 = select <16 x i1> %t117, <16 x float> %t167, <16 x float> %acc14
  %t168 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t164, <16 x float> %t136, <16 x float> %acc15)
  %new15 = select <16 x i1> %t117, <16 x float> %t168, <16 x float> %acc15
  %t169 = getelementptr float, ptr %t120, i64 %j
  %t170 = load float, ptr %t169, align 4
  %t171 = insertelement <16 x float> poison, float %t170, i64 0
  %t172 = shufflevector <16 x float> %t171, <16 x float> poison, <16 x i32> zeroinitializer
  %t173 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t172, <16 x float> %t130, <16 x float> %acc16)
  %new16 = select <16 x i1> %t122, <16 x float> %t173, <16 x float> %acc16
  %t174 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t172, <16 x float> %t132, <16 x float> %acc17)
  %new17 = select <16 x i1> %t122, <16 x float> %t174, <16 x float> %acc17
  %t175 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t172, <16 x float> %t134, <16 x float> %acc18)
  %new18 = select <16 x i1> %t122, <16 x float> %t175, <16 x float> %acc18
  %t176 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t172, <16 x float> %t136, <16 x float> %acc19)
  %new19 = select <16 x i1> %t122, <16 x float> %t176, <16 x float> %acc19
  %t177 = getelementptr float, ptr %t125, i64 %j
  %t178 = load float, ptr %t177, align 4
  %t179 = insertelement <16 x float> poison, float %t178, i64 0
  %t180 = shufflevector <16 x float> %t179, <16 x float> poison, <16 x i32> zeroinitializer
  %t181 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t180, <16 x float> %t130, <16 x float> %acc20)
  %new20 = select <16 x i1> %t127, <16 x float> %t181, <16 x float> %acc20
  %t182 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t180, <16 x float> %t132, <16 x float> %acc21)
  %new21 = select <16 x i1> %t127, <16 x float> %t182, <16 x float> %acc21
  %t183 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t180, <16 x float> %t134, <16 x float> %acc22)
  %new22 = select <16 x i1> %t127, <16 x float> %t183, <16 x float> %acc22
  %t184 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t180, <16 x float> %t136, <16 x float> %acc23)
  %new23 = select <16 x i1> %t127, <16 x float> %t184, <16 x float> %acc23
  %bp1 = getelementptr float, ptr %bp, i64 %sbk
  %j.next = add nsw i64 %j, 1
  %t185 = icmp slt i64 %j.next, %cg
  br i1 %t185, label %loop, label %tapend, !llvm.loop !0
tapend:
  %out0 = phi <16 x float> [%tacc0, %tap], [%new0, %loop]
  %out1 = phi <16 x float> [%tacc1, %tap], [%new1, %loop]
  %out2 = phi <16 x float> [%tacc2, %tap], [%new2, %loop]
  %out3 = phi <16 x float> [%tacc3, %tap], [%new3, %loop]
  %out4 = phi <16 x float> [%tacc4, %tap], [%new4, %loop]
  %out5 = phi <16 x float> [%tacc5, %tap], [%new5, %loop]
  %out6 = phi <16 x float> [%tacc6, %tap], [%new6, %loop]
  %out7 = phi <16 x float> [%tacc7, %tap], [%new7, %loop]
  %out8 = phi <16 x float> [%tacc8, %tap], [%new8, %loop]
  %out9 = phi <16 x float> [%tacc9, %tap], [%new9, %loop]
  %out10 = phi <16 x float> [%tacc10, %tap], [%new10, %loop]
  %out11 = phi <16 x float> [%tacc11, %tap], [%new11, %loop]
  %out12 = phi <16 x float> [%tacc12, %tap], [%new12, %loop]
  %out13 = phi <16 x float> [%tacc13, %tap], [%new13, %loop]
  %out14 = phi <16 x float> [%tacc14, %tap], [%new14, %loop]
  %out15 = phi <16 x float> [%tacc15, %tap], [%new15, %loop]
  %out16 = phi <16 x float> [%tacc16, %tap], [%new16, %loop]
  %out17 = phi <16 x float> [%tacc17, %tap], [%new17, %loop]
  %out18 = phi <16 x float> [%tacc18, %tap], [%new18, %loop]
  %out19 = phi <16 x float> [%tacc19, %tap], [%new19, %loop]
  %out20 = phi <16 x float> [%tacc20, %tap], [%new20, %loop]
  %out21 = phi <16 x float> [%tacc21, %tap], [%new21, %loop]
  %out22 = phi <16 x float> [%tacc22, %tap], [%new22, %loop]
  %out23 = phi <16 x float> [%tacc23, %tap], [%new23, %loop]
  %bnext = phi ptr [%bt, %tap], [%bp1, %loop]
  %tp.next = add nsw i64 %tp, 1
  %t186 = icmp slt i64 %tp.next, %ntaps
  br i1 %t186, label %tap, label %exit
exit:
  %t187 = icmp slt i64 0, %nrows
  br i1 %t187, label %store188, label %next189
store188:
  %t190 = getelementptr float, ptr %t2, i64 0
  store <16 x float> %out0, ptr %t190, align 4
  %t191 = getelementptr float, ptr %t2, i64 16
  store <16 x float> %out1, ptr %t191, align 4
  %t192 = getelementptr float, ptr %t2, i64 32
  store <16 x float> %out2, ptr %t192, align 4
  %t193 = getelementptr float, ptr %t2, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out3, ptr align 4 %t193, <16 x i1> %mlast)
  br label %next189
next189:
  %t194 = icmp slt i64 1, %nrows
  br i1 %t194, label %store195, label %next196
store195:
  %t197 = getelementptr float, ptr %t18, i64 0
  store <16 x float> %out4, ptr %t197, align 4
  %t198 = getelementptr float, ptr %t18, i64 16
  store <16 x float> %out5, ptr %t198, align 4
  %t199 = getelementptr float, ptr %t18, i64 32
  store <16 x float> %out6, ptr %t199, align 4
  %t200 = getelementptr float, ptr %t18, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out7, ptr align 4 %t200, <16 x i1> %mlast)
  br label %next196
next196:
  %t201 = icmp slt i64 2, %nrows
  br i1 %t201, label %store202, label %next203
store202:
  %t204 = getelementptr float, ptr %t34, i64 0
  store <16 x float> %out8, ptr %t204, align 4
  %t205 = getelementptr float, ptr %t34, i64 16
  store <16 x float> %out9, ptr %t205, align 4
  %t206 = getelementptr float, ptr %t34, i64 32
  store <16 x float> %out10, ptr %t206, align 4
  %t207 = getelementptr float, ptr %t34, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out11, ptr align 4 %t207, <16 x i1> %mlast)
  br label %next203
next203:
  %t208 = icmp slt i64 3, %nrows
  br i1 %t208, label %store209, label %next210
store209:
  %t211 = getelementptr float, ptr %t50, i64 0
  store <16 x float> %out12, ptr %t211, align 4
  %t212 = getelementptr float, ptr %t50, i64 16
  store <16 x float> %out13, ptr %t212, align 4
  %t213 = getelementptr float, ptr %t50, i64 32
  store <16 x float> %out14, ptr %t213, align 4
  %t214 = getelementptr float, ptr %t50, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out15, ptr align 4 %t214, <16 x i1> %mlast)
  br label %next210
next210:
  %t215 = icmp slt i64 4, %nrows
  br i1 %t215, label %store216, label %next217
store216:
  %t218 = getelementptr float, ptr %t66, i64 0
  store <16 x float> %out16, ptr %t218, align 4
  %t219 = getelementptr float, ptr %t66, i64 16
  store <16 x float> %out17, ptr %t219, align 4
  %t220 = getelementptr float, ptr %t66, i64 32
  store <16 x float> %out18, ptr %t220, align 4
  %t221 = getelementptr float, ptr %t66, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out19, ptr align 4 %t221, <16 x i1> %mlast)
  br label %next217
next217:
  %t222 = icmp slt i64 5, %nrows
  br i1 %t222, label %store223, label %next224
store223:
  %t225 = getelementptr float, ptr %t82, i64 0
  store <16 x float> %out20, ptr %t225, align 4
  %t226 = getelementptr float, ptr %t82, i64 16
  store <16 x float> %out21, ptr %t226, align 4
  %t227 = getelementptr float, ptr %t82, i64 32
  store <16 x float> %out22, ptr %t227, align 4
  %t228 = getelementptr float, ptr %t82, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %out23, ptr align 4 %t228, <16 x i1> %mlast)
  br label %next224
next224:
  ret void
}


define void @"jr.op.conv2d_nhwc"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c34 = alloca i64
  %c58 = alloca i64
  %c80 = alloca i64
  %c91 = alloca i64
  %c124 = alloca i64
  %c126 = alloca i64
  %c176 = alloca i64
  %c334 = alloca i64
  %c571 = alloca i64
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
  %t12 = mul i64 1, %t11
  %t13 = icmp slt i64 %range.hi, %t12
  %t14 = select i1 %t13, i64 %range.hi, i64 %t12
  %t15 = icmp sgt i64 %size.C, 1
  %t16 = select i1 %t15, i64 %size.C, i64 1
  %t17 = sdiv i64 1024, %t16
  %t18 = icmp slt i64 %t6, %t17
  %t19 = select i1 %t18, i64 %t6, i64 %t17
  %t20 = icmp sgt i64 %t19, 1
  %t21 = select i1 %t20, i64 %t19, i64 1
  %t22 = icmp slt i64 %size.C, 16
  %t23 = icmp eq i64 %t21, %t6
  %t24 = and i1 %t22, %t23
  %t25 = ptrtoint ptr %scratch to i64
  %t26 = add i64 %t25, 63
  %t27 = and i64 %t26, -64
  %t28 = inttoptr i64 %t27 to ptr
  %t29 = mul i64 %t6, 6
  %t30 = getelementptr ptr, ptr %t28, i64 %t29
  %t31 = add i64 1, 1
  %t32 = mul i64 %t31, %size.C
  %t33 = mul i64 %t32, 4
  call void @llvm.memset.p0.i64(ptr align 4 %t30, i8 0, i64 %t33, i1 false)
  store i64 %range.lo, ptr %c34
  br label %head35
head35:
  %i38 = load i64, ptr %c34
  %t39 = icmp slt i64 %i38, %t14
  br i1 %t39, label %body36, label %done37
body36:
  %t40 = sdiv i64 %i38, %t11
  %t41 = srem i64 %i38, %t11
  %t42 = sdiv i64 %t41, %t10
  %t43 = srem i64 %t41, %t10
  %t44 = mul i64 %t42, 64
  %t45 = sub i64 %size.K, %t44
  %t46 = icmp slt i64 64, %t45
  %t47 = select i1 %t46, i64 64, i64 %t45
  %t48 = add i64 %t47, 15
  %t49 = sdiv i64 %t48, 16
  %t50 = sub i64 %t49, 1
  %t51 = mul i64 %t50, 16
  %t52 = add i64 %t44, %t51
  %t53 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t52, i64 %size.K)
  %t54 = mul i64 %t43, 96
  %t55 = add i64 %t54, 96
  %t56 = icmp slt i64 %t5, %t55
  %t57 = select i1 %t56, i64 %t5, i64 %t55
  store i64 0, ptr %c58
  br label %tbhead59
tbhead59:
  %tb62 = load i64, ptr %c58
  %t63 = icmp slt i64 %tb62, %t6
  br i1 %t63, label %tbbody60, label %tbdone61
tbbody60:
  %t64 = add i64 %tb62, %t21
  %t65 = icmp slt i64 %t6, %t64
  %t66 = select i1 %t65, i64 %t6, i64 %t64
  %t67 = icmp sgt i64 %tb62, 0
  %t68 = icmp eq i64 %t66, %t6
  %t69 = sdiv i64 %tb62, 1
  %t70 = srem i64 %tb62, 1
  %t71 = mul i64 %size.C, %size.K
  %t72 = mul i64 %t69, %t71
  %t73 = mul i64 %size.C, %size.K
  %t74 = mul i64 %t70, %t73
  %t75 = add i64 %t72, %t74
  %t76 = mul i64 0, %size.K
  %t77 = add i64 %t75, %t76
  %t78 = add i64 %t77, %t44
  %t79 = getelementptr float, ptr %buf.w, i64 %t78
  store i64 %t54, ptr %c80
  br label %head81
head81:
  %i84 = load i64, ptr %c80
  %t85 = icmp slt i64 %i84, %t57
  br i1 %t85, label %body82, label %done83
body82:
  %t86 = sub i64 %t57, %i84
  %t87 = icmp slt i64 6, %t86
  %t88 = select i1 %t87, i64 6, i64 %t86
  %t89 = sub i64 %t88, 1
  %t90 = add i64 %i84, %t89
  store i64 0, ptr %c91
  %t92 = add i64 %i84, 0
  %t93 = icmp slt i64 %t92, %t90
  %t94 = select i1 %t93, i64 %t92, i64 %t90
  %t95 = sdiv i64 %t94, %t4
  %t96 = srem i64 %t94, %t4
  %t97 = add i64 %i84, 1
  %t98 = icmp slt i64 %t97, %t90
  %t99 = select i1 %t98, i64 %t97, i64 %t90
  %t100 = sdiv i64 %t99, %t4
  %t101 = srem i64 %t99, %t4
  %t102 = add i64 %i84, 2
  %t103 = icmp slt i64 %t102, %t90
  %t104 = select i1 %t103, i64 %t102, i64 %t90
  %t105 = sdiv i64 %t104, %t4
  %t106 = srem i64 %t104, %t4
  %t107 = add i64 %i84, 3
  %t108 = icmp slt i64 %t107, %t90
  %t109 = select i1 %t108, i64 %t107, i64 %t90
  %t110 = sdiv i64 %t109, %t4
  %t111 = srem i64 %t109, %t4
  %t112 = add i64 %i84, 4
  %t113 = icmp slt i64 %t112, %t90
  %t114 = select i1 %t113, i64 %t112, i64 %t90
  %t115 = sdiv i64 %t114, %t4
  %t116 = srem i64 %t114, %t4
  %t117 = add i64 %i84, 5
  %t118 = icmp slt i64 %t117, %t90
  %t119 = select i1 %t118, i64 %t117, i64 %t90
  %t120 = sdiv i64 %t119, %t4
  %t121 = srem i64 %t119, %t4
  store i64 %size.C, ptr %c124
  %t125 = sub i64 %t66, %tb62
  store i64 %t125, ptr %c126
  %t127 = mul i64 %t96, 1
  %t128 = add i64 %t127, 0
  %t129 = icmp ult i64 %t128, %size.W
  %t130 = and i1 %t24, %t129
  %t131 = sub i64 1, 1
  %t132 = add i64 %t128, %t131
  %t133 = icmp ult i64 %t132, %size.W
  %t134 = and i1 %t130, %t133
  %t135 = mul i64 %t101, 1
  %t136 = add i64 %t135, 0
  %t137 = icmp ult i64 %t136, %size.W
  %t138 = and i1 %t134, %t137
  %t139 = sub i64 1, 1
  %t140 = add i64 %t136, %t139
  %t141 = icmp ult i64 %t140, %size.W
  %t142 = and i1 %t138, %t141
  %t143 = mul i64 %t106, 1
  %t144 = add i64 %t143, 0
  %t145 = icmp ult i64 %t144, %size.W
  %t146 = and i1 %t142, %t145
  %t147 = sub i64 1, 1
  %t148 = add i64 %t144, %t147
  %t149 = icmp ult i64 %t148, %size.W
  %t150 = and i1 %t146, %t149
  %t151 = mul i64 %t111, 1
  %t152 = add i64 %t151, 0
  %t153 = icmp ult i64 %t152, %size.W
  %t154 = and i1 %t150, %t153
  %t155 = sub i64 1, 1
  %t156 = add i64 %t152, %t155
  %t157 = icmp ult i64 %t156, %size.W
  %t158 = and i1 %t154, %t157
  %t159 = mul i64 %t116, 1
  %t160 = add i64 %t159, 0
  %t161 = icmp ult i64 %t160, %size.W
  %t162 = and i1 %t158, %t161
  %t163 = sub i64 1, 1
  %t164 = add i64 %t160, %t163
  %t165 = icmp ult i64 %t164, %size.W
  %t166 = and i1 %t162, %t165
  %t167 = mul i64 %t121, 1
  %t168 = add i64 %t167, 0
  %t169 = icmp ult i64 %t168, %size.W
  %t170 = and i1 %t166, %t169
  %t171 = sub i64 1, 1
  %t172 = add i64 %t168, %t171
  %t173 = icmp ult i64 %t172, %size.W
  %t174 = and i1 %t170, %t173
  br i1 %t174, label %byrun175, label %bytap122
byrun175:
  store i64 0, ptr %c176
  br label %head177
head177:
  %i180 = load i64, ptr %c176
  %t181 = icmp slt i64 %i180, 1
  br i1 %t181, label %body178, label %done179
body178:
  %t182 = mul i64 %t95, 1
  %t183 = mul i64 %i180, 1
  %t184 = add i64 %t182, %t183
  %t185 = add i64 %t184, 0
  %t186 = icmp ult i64 %t185, %size.H
  %t187 = mul i64 %size.H, %size.W
  %t188 = mul i64 %t187, %size.C
  %t189 = mul i64 %t40, %t188
  %t190 = add i64 %t95, %i180
  %t191 = mul i64 %size.W, %size.C
  %t192 = mul i64 %t190, %t191
  %t193 = add i64 %t189, %t192
  %t194 = add i64 %t96, 0
  %t195 = mul i64 %t194, %size.C
  %t196 = add i64 %t193, %t195
  %t197 = add i64 %t196, 0
  %t198 = getelementptr float, ptr %buf.x, i64 %t197
  %t199 = mul i64 %i180, 6
  %t200 = add i64 %t199, 0
  %t201 = getelementptr ptr, ptr %t28, i64 %t200
  %t202 = select i1 %t186, ptr %t198, ptr %t30
  store ptr %t202, ptr %t201, align 8
  %t203 = xor i1 %t186, true
  %t204 = zext i1 %t203 to i64
  %t205 = load i64, ptr %c91
  %t206 = or i64 %t205, %t204
  store i64 %t206, ptr %c91
  %t207 = mul i64 %t100, 1
  %t208 = mul i64 %i180, 1
  %t209 = add i64 %t207, %t208
  %t210 = add i64 %t209, 0
  %t211 = icmp ult i64 %t210, %size.H
  %t212 = mul i64 %size.H, %size.W
  %t213 = mul i64 %t212, %size.C
  %t214 = mul i64 %t40, %t213
  %t215 = add i64 %t100, %i180
  %t216 = mul i64 %size.W, %size.C
  %t217 = mul i64 %t215, %t216
  %t218 = add i64 %t214, %t217
  %t219 = add i64 %t101, 0
  %t220 = mul i64 %t219, %size.C
  %t221 = add i64 %t218, %t220
  %t222 = add i64 %t221, 0
  %t223 = getelementptr float, ptr %buf.x, i64 %t222
  %t224 = mul i64 %i180, 6
  %t225 = add i64 %t224, 1
  %t226 = getelementptr ptr, ptr %t28, i64 %t225
  %t227 = select i1 %t211, ptr %t223, ptr %t30
  store ptr %t227, ptr %t226, align 8
  %t228 = xor i1 %t211, true
  %t229 = zext i1 %t228 to i64
  %t230 = load i64, ptr %c91
  %t231 = or i64 %t230, %t229
  store i64 %t231, ptr %c91
  %t232 = mul i64 %t105, 1
  %t233 = mul i64 %i180, 1
  %t234 = add i64 %t232, %t233
  %t235 = add i64 %t234, 0
  %t236 = icmp ult i64 %t235, %size.H
  %t237 = mul i64 %size.H, %size.W
  %t238 = mul i64 %t237, %size.C
  %t239 = mul i64 %t40, %t238
  %t240 = add i64 %t105, %i180
  %t241 = mul i64 %size.W, %size.C
  %t242 = mul i64 %t240, %t241
  %t243 = add i64 %t239, %t242
  %t244 = add i64 %t106, 0
  %t245 = mul i64 %t244, %size.C
  %t246 = add i64 %t243, %t245
  %t247 = add i64 %t246, 0
  %t248 = getelementptr float, ptr %buf.x, i64 %t247
  %t249 = mul i64 %i180, 6
  %t250 = add i64 %t249, 2
  %t251 = getelementptr ptr, ptr %t28, i64 %t250
  %t252 = select i1 %t236, ptr %t248, ptr %t30
  store ptr %t252, ptr %t251, align 8
  %t253 = xor i1 %t236, true
  %t254 = zext i1 %t253 to i64
  %t255 = load i64, ptr %c91
  %t256 = or i64 %t255, %t254
  store i64 %t256, ptr %c91
  %t257 = mul i64 %t110, 1
  %t258 = mul i64 %i180, 1
  %t259 = add i64 %t257, %t258
  %t260 = add i64 %t259, 0
  %t261 = icmp ult i64 %t260, %size.H
  %t262 = mul i64 %size.H, %size.W
  %t263 = mul i64 %t262, %size.C
  %t264 = mul i64 %t40, %t263
  %t265 = add i64 %t110, %i180
  %t266 = mul i64 %size.W, %size.C
  %t267 = mul i64 %t265, %t266
  %t268 = add i64 %t264, %t267
  %t269 = add i64 %t111, 0
  %t270 = mul i64 %t269, %size.C
  %t271 = add i64 %t268, %t270
  %t272 = add i64 %t271, 0
  %t273 = getelementptr float, ptr %buf.x, i64 %t272
  %t274 = mul i64 %i180, 6
  %t275 = add i64 %t274, 3
  %t276 = getelementptr ptr, ptr %t28, i64 %t275
  %t277 = select i1 %t261, ptr %t273, ptr %t30
  store ptr %t277, ptr %t276, align 8
  %t278 = xor i1 %t261, true
  %t279 = zext i1 %t278 to i64
  %t280 = load i64, ptr %c91
  %t281 = or i64 %t280, %t279
  store i64 %t281, ptr %c91
  %t282 = mul i64 %t115, 1
  %t283 = mul i64 %i180, 1
  %t284 = add i64 %t282, %t283
  %t285 = add i64 %t284, 0
  %t286 = icmp ult i64 %t285, %size.H
  %t287 = mul i64 %size.H, %size.W
  %t288 = mul i64 %t287, %size.C
  %t289 = mul i64 %t40, %t288
  %t290 = add i64 %t115, %i180
  %t291 = mul i64 %size.W, %size.C
  %t292 = mul i64 %t290, %t291
  %t293 = add i64 %t289, %t292
  %t294 = add i64 %t116, 0
  %t295 = mul i64 %t294, %size.C
  %t296 = add i64 %t293, %t295
  %t297 = add i64 %t296, 0
  %t298 = getelementptr float, ptr %buf.x, i64 %t297
  %t299 = mul i64 %i180, 6
  %t300 = add i64 %t299, 4
  %t301 = getelementptr ptr, ptr %t28, i64 %t300
  %t302 = select i1 %t286, ptr %t298, ptr %t30
  store ptr %t302, ptr %t301, align 8
  %t303 = xor i1 %t286, true
  %t304 = zext i1 %t303 to i64
  %t305 = load i64, ptr %c91
  %t306 = or i64 %t305, %t304
  store i64 %t306, ptr %c91
  %t307 = mul i64 %t120, 1
  %t308 = mul i64 %i180, 1
  %t309 = add i64 %t307, %t308
  %t310 = add i64 %t309, 0
  %t311 = icmp ult i64 %t310, %size.H
  %t312 = mul i64 %size.H, %size.W
  %t313 = mul i64 %t312, %size.C
  %t314 = mul i64 %t40, %t313
  %t315 = add i64 %t120, %i180
  %t316 = mul i64 %size.W, %size.C
  %t317 = mul i64 %t315, %t316
  %t318 = add i64 %t314, %t317
  %t319 = add i64 %t121, 0
  %t320 = mul i64 %t319, %size.C
  %t321 = add i64 %t318, %t320
  %t322 = add i64 %t321, 0
  %t323 = getelementptr float, ptr %buf.x, i64 %t322
  %t324 = mul i64 %i180, 6
  %t325 = add i64 %t324, 5
  %t326 = getelementptr ptr, ptr %t28, i64 %t325
  %t327 = select i1 %t311, ptr %t323, ptr %t30
  store ptr %t327, ptr %t326, align 8
  %t328 = xor i1 %t311, true
  %t329 = zext i1 %t328 to i64
  %t330 = load i64, ptr %c91
  %t331 = or i64 %t330, %t329
  store i64 %t331, ptr %c91
  %t332 = add nsw i64 %i180, 1
  store i64 %t332, ptr %c176
  br label %head177
done179:
  %t333 = mul i64 1, %size.C
  store i64 %t333, ptr %c124
  store i64 1, ptr %c126
  br label %indirect123
bytap122:
  store i64 %tb62, ptr %c334
  br label %head335
head335:
  %i338 = load i64, ptr %c334
  %t339 = icmp slt i64 %i338, %t66
  br i1 %t339, label %body336, label %done337
body336:
  %t340 = sdiv i64 %i338, 1
  %t341 = srem i64 %i338, 1
  %t342 = sub i64 %i338, %tb62
  %t343 = mul i64 %t342, 6
  %t344 = mul i64 %t95, 1
  %t345 = mul i64 %t340, 1
  %t346 = add i64 %t344, %t345
  %t347 = add i64 %t346, 0
  %t348 = mul i64 %t96, 1
  %t349 = mul i64 %t341, 1
  %t350 = add i64 %t348, %t349
  %t351 = add i64 %t350, 0
  %t352 = icmp ult i64 %t347, %size.H
  %t353 = icmp ult i64 %t351, %size.W
  %t354 = and i1 %t352, %t353
  %t355 = mul i64 %size.H, %size.W
  %t356 = mul i64 %t355, %size.C
  %t357 = mul i64 %t40, %t356
  %t358 = add i64 %t95, %t340
  %t359 = mul i64 %size.W, %size.C
  %t360 = mul i64 %t358, %t359
  %t361 = add i64 %t357, %t360
  %t362 = add i64 %t96, %t341
  %t363 = mul i64 %t362, %size.C
  %t364 = add i64 %t361, %t363
  %t365 = add i64 %t364, 0
  %t366 = getelementptr float, ptr %buf.x, i64 %t365
  %t367 = select i1 %t354, ptr %t366, ptr %t30
  %t368 = add i64 %t343, 0
  %t369 = getelementptr ptr, ptr %t28, i64 %t368
  store ptr %t367, ptr %t369, align 8
  %t370 = xor i1 %t354, true
  %t371 = zext i1 %t370 to i64
  %t372 = load i64, ptr %c91
  %t373 = or i64 %t372, %t371
  store i64 %t373, ptr %c91
  %t374 = mul i64 %t100, 1
  %t375 = mul i64 %t340, 1
  %t376 = add i64 %t374, %t375
  %t377 = add i64 %t376, 0
  %t378 = mul i64 %t101, 1
  %t379 = mul i64 %t341, 1
  %t380 = add i64 %t378, %t379
  %t381 = add i64 %t380, 0
  %t382 = icmp ult i64 %t377, %size.H
  %t383 = icmp ult i64 %t381, %size.W
  %t384 = and i1 %t382, %t383
  %t385 = mul i64 %size.H, %size.W
  %t386 = mul i64 %t385, %size.C
  %t387 = mul i64 %t40, %t386
  %t388 = add i64 %t100, %t340
  %t389 = mul i64 %size.W, %size.C
  %t390 = mul i64 %t388, %t389
  %t391 = add i64 %t387, %t390
  %t392 = add i64 %t101, %t341
  %t393 = mul i64 %t392, %size.C
  %t394 = add i64 %t391, %t393
  %t395 = add i64 %t394, 0
  %t396 = getelementptr float, ptr %buf.x, i64 %t395
  %t397 = select i1 %t384, ptr %t396, ptr %t30
  %t398 = add i64 %t343, 1
  %t399 = getelementptr ptr, ptr %t28, i64 %t398
  store ptr %t397, ptr %t399, align 8
  %t400 = xor i1 %t384, true
  %t401 = zext i1 %t400 to i64
  %t402 = load i64, ptr %c91
  %t403 = or i64 %t402, %t401
  store i64 %t403, ptr %c91
  %t404 = mul i64 %t105, 1
  %t405 = mul i64 %t340, 1
  %t406 = add i64 %t404, %t405
  %t407 = add i64 %t406, 0
  %t408 = mul i64 %t106, 1
  %t409 = mul i64 %t341, 1
  %t410 = add i64 %t408, %t409
  %t411 = add i64 %t410, 0
  %t412 = icmp ult i64 %t407, %size.H
  %t413 = icmp ult i64 %t411, %size.W
  %t414 = and i1 %t412, %t413
  %t415 = mul i64 %size.H, %size.W
  %t416 = mul i64 %t415, %size.C
  %t417 = mul i64 %t40, %t416
  %t418 = add i64 %t105, %t340
  %t419 = mul i64 %size.W, %size.C
  %t420 = mul i64 %t418, %t419
  %t421 = add i64 %t417, %t420
  %t422 = add i64 %t106, %t341
  %t423 = mul i64 %t422, %size.C
  %t424 = add i64 %t421, %t423
  %t425 = add i64 %t424, 0
  %t426 = getelementptr float, ptr %buf.x, i64 %t425
  %t427 = select i1 %t414, ptr %t426, ptr %t30
  %t428 = add i64 %t343, 2
  %t429 = getelementptr ptr, ptr %t28, i64 %t428
  store ptr %t427, ptr %t429, align 8
  %t430 = xor i1 %t414, true
  %t431 = zext i1 %t430 to i64
  %t432 = load i64, ptr %c91
  %t433 = or i64 %t432, %t431
  store i64 %t433, ptr %c91
  %t434 = mul i64 %t110, 1
  %t435 = mul i64 %t340, 1
  %t436 = add i64 %t434, %t435
  %t437 = add i64 %t436, 0
  %t438 = mul i64 %t111, 1
  %t439 = mul i64 %t341, 1
  %t440 = add i64 %t438, %t439
  %t441 = add i64 %t440, 0
  %t442 = icmp ult i64 %t437, %size.H
  %t443 = icmp ult i64 %t441, %size.W
  %t444 = and i1 %t442, %t443
  %t445 = mul i64 %size.H, %size.W
  %t446 = mul i64 %t445, %size.C
  %t447 = mul i64 %t40, %t446
  %t448 = add i64 %t110, %t340
  %t449 = mul i64 %size.W, %size.C
  %t450 = mul i64 %t448, %t449
  %t451 = add i64 %t447, %t450
  %t452 = add i64 %t111, %t341
  %t453 = mul i64 %t452, %size.C
  %t454 = add i64 %t451, %t453
  %t455 = add i64 %t454, 0
  %t456 = getelementptr float, ptr %buf.x, i64 %t455
  %t457 = select i1 %t444, ptr %t456, ptr %t30
  %t458 = add i64 %t343, 3
  %t459 = getelementptr ptr, ptr %t28, i64 %t458
  store ptr %t457, ptr %t459, align 8
  %t460 = xor i1 %t444, true
  %t461 = zext i1 %t460 to i64
  %t462 = load i64, ptr %c91
  %t463 = or i64 %t462, %t461
  store i64 %t463, ptr %c91
  %t464 = mul i64 %t115, 1
  %t465 = mul i64 %t340, 1
  %t466 = add i64 %t464, %t465
  %t467 = add i64 %t466, 0
  %t468 = mul i64 %t116, 1
  %t469 = mul i64 %t341, 1
  %t470 = add i64 %t468, %t469
  %t471 = add i64 %t470, 0
  %t472 = icmp ult i64 %t467, %size.H
  %t473 = icmp ult i64 %t471, %size.W
  %t474 = and i1 %t472, %t473
  %t475 = mul i64 %size.H, %size.W
  %t476 = mul i64 %t475, %size.C
  %t477 = mul i64 %t40, %t476
  %t478 = add i64 %t115, %t340
  %t479 = mul i64 %size.W, %size.C
  %t480 = mul i64 %t478, %t479
  %t481 = add i64 %t477, %t480
  %t482 = add i64 %t116, %t341
  %t483 = mul i64 %t482, %size.C
  %t484 = add i64 %t481, %t483
  %t485 = add i64 %t484, 0
  %t486 = getelementptr float, ptr %buf.x, i64 %t485
  %t487 = select i1 %t474, ptr %t486, ptr %t30
  %t488 = add i64 %t343, 4
  %t489 = getelementptr ptr, ptr %t28, i64 %t488
  store ptr %t487, ptr %t489, align 8
  %t490 = xor i1 %t474, true
  %t491 = zext i1 %t490 to i64
  %t492 = load i64, ptr %c91
  %t493 = or i64 %t492, %t491
  store i64 %t493, ptr %c91
  %t494 = mul i64 %t120, 1
  %t495 = mul i64 %t340, 1
  %t496 = add i64 %t494, %t495
  %t497 = add i64 %t496, 0
  %t498 = mul i64 %t121, 1
  %t499 = mul i64 %t341, 1
  %t500 = add i64 %t498, %t499
  %t501 = add i64 %t500, 0
  %t502 = icmp ult i64 %t497, %size.H
  %t503 = icmp ult i64 %t501, %size.W
  %t504 = and i1 %t502, %t503
  %t505 = mul i64 %size.H, %size.W
  %t506 = mul i64 %t505, %size.C
  %t507 = mul i64 %t40, %t506
  %t508 = add i64 %t120, %t340
  %t509 = mul i64 %size.W, %size.C
  %t510 = mul i64 %t508, %t509
  %t511 = add i64 %t507, %t510
  %t512 = add i64 %t121, %t341
  %t513 = mul i64 %t512, %size.C
  %t514 = add i64 %t511, %t513
  %t515 = add i64 %t514, 0
  %t516 = getelementptr float, ptr %buf.x, i64 %t515
  %t517 = select i1 %t504, ptr %t516, ptr %t30
  %t518 = add i64 %t343, 5
  %t519 = getelementptr ptr, ptr %t28, i64 %t518
  store ptr %t517, ptr %t519, align 8
  %t520 = xor i1 %t504, true
  %t521 = zext i1 %t520 to i64
  %t522 = load i64, ptr %c91
  %t523 = or i64 %t522, %t521
  store i64 %t523, ptr %c91
  %t524 = add nsw i64 %i338, 1
  store i64 %t524, ptr %c334
  br label %head335
done337:
  br label %indirect123
indirect123:
  %t525 = sdiv i64 %i84, %t4
  %t526 = srem i64 %i84, %t4
  %t527 = sub i64 %size.H, 1
  %t528 = add i64 %t527, 1
  %t529 = sub i64 %size.W, 1
  %t530 = add i64 %t529, 1
  %t531 = mul i64 %t528, %t530
  %t532 = mul i64 %t531, %size.K
  %t533 = mul i64 %t40, %t532
  %t534 = sub i64 %size.W, 1
  %t535 = add i64 %t534, 1
  %t536 = mul i64 %t535, %size.K
  %t537 = mul i64 %t525, %t536
  %t538 = add i64 %t533, %t537
  %t539 = mul i64 %t526, %size.K
  %t540 = add i64 %t538, %t539
  %t541 = add i64 %t540, %t44
  %t542 = getelementptr float, ptr %buf.y, i64 %t541
  %t543 = load i64, ptr %c126
  %t544 = load i64, ptr %c91
  %t545 = icmp ne i64 %t544, 0
  %t546 = load i64, ptr %c124
  %t550 = icmp eq i64 %t49, 1
  br i1 %t550, label %nv1548, label %nvnext549
nv1548:
  br i1 %t545, label %border552, label %plain551
plain551:
  call void @"jr.dc.conv2d_nhwc.1p"(ptr %t28, i64 %t543, i64 %t546, ptr %t79, i64 %size.K, ptr %t542, i64 %size.K, i64 %t88, i1 %t67, ptr %t30, <16 x i1> %t53)
  br label %called547
border552:
  call void @"jr.dc.conv2d_nhwc.1b"(ptr %t28, i64 %t543, i64 %t546, ptr %t79, i64 %size.K, ptr %t542, i64 %size.K, i64 %t88, i1 %t67, ptr %t30, <16 x i1> %t53)
  br label %called547
nvnext549:
  %t555 = icmp eq i64 %t49, 2
  br i1 %t555, label %nv2553, label %nvnext554
nv2553:
  br i1 %t545, label %border557, label %plain556
plain556:
  call void @"jr.dc.conv2d_nhwc.2p"(ptr %t28, i64 %t543, i64 %t546, ptr %t79, i64 %size.K, ptr %t542, i64 %size.K, i64 %t88, i1 %t67, ptr %t30, <16 x i1> %t53)
  br label %called547
border557:
  call void @"jr.dc.conv2d_nhwc.2b"(ptr %t28, i64 %t543, i64 %t546, ptr %t79, i64 %size.K, ptr %t542, i64 %size.K, i64 %t88, i1 %t67, ptr %t30, <16 x i1> %t53)
  br label %called547
nvnext554:
  %t560 = icmp eq i64 %t49, 3
  br i1 %t560, label %nv3558, label %nvnext559
nv3558:
  br i1 %t545, label %border562, label %plain561
plain561:
  call void @"jr.dc.conv2d_nhwc.3p"(ptr %t28, i64 %t543, i64 %t546, ptr %t79, i64 %size.K, ptr %t542, i64 %size.K, i64 %t88, i1 %t67, ptr %t30, <16 x i1> %t53)
  br label %called547
border562:
  call void @"jr.dc.conv2d_nhwc.3b"(ptr %t28, i64 %t543, i64 %t546, ptr %t79, i64 %size.K, ptr %t542, i64 %size.K, i64 %t88, i1 %t67, ptr %t30, <16 x i1> %t53)
  br label %called547
nvnext559:
  %t565 = icmp eq i64 %t49, 4
  br i1 %t565, label %nv4563, label %nvnext564
nv4563:
  br i1 %t545, label %border567, label %plain566
plain566:
  call void @"jr.dc.conv2d_nhwc.4p"(ptr %t28, i64 %t543, i64 %t546, ptr %t79, i64 %size.K, ptr %t542, i64 %size.K, i64 %t88, i1 %t67, ptr %t30, <16 x i1> %t53)
  br label %called547
border567:
  call void @"jr.dc.conv2d_nhwc.4b"(ptr %t28, i64 %t543, i64 %t546, ptr %t79, i64 %size.K, ptr %t542, i64 %size.K, i64 %t88, i1 %t67, ptr %t30, <16 x i1> %t53)
  br label %called547
nvnext564:
  br label %called547
called547:
  br i1 %t68, label %finish568, label %finished569
finish568:
  %t570 = add i64 %i84, %t88
  store i64 %i84, ptr %c571
  br label %head572
head572:
  %i575 = load i64, ptr %c571
  %t576 = icmp slt i64 %i575, %t570
  br i1 %t576, label %body573, label %done574
body573:
  %t577 = sdiv i64 %i575, %t4
  %t578 = srem i64 %i575, %t4
  store i64 0, ptr %c579
  br label %head580
head580:
  %i583 = load i64, ptr %c579
  %t584 = icmp slt i64 %i583, %t49
  br i1 %t584, label %body581, label %done582
body581:
  %t585 = mul i64 %i583, 16
  %t586 = add i64 %t44, %t585
  %t587 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t586, i64 %size.K)
  %t588 = sub i64 %size.H, 1
  %t589 = add i64 %t588, 1
  %t590 = sub i64 %size.W, 1
  %t591 = add i64 %t590, 1
  %t592 = mul i64 %t589, %t591
  %t593 = mul i64 %t592, %size.K
  %t594 = mul i64 %t40, %t593
  %t595 = sub i64 %size.W, 1
  %t596 = add i64 %t595, 1
  %t597 = mul i64 %t596, %size.K
  %t598 = mul i64 %t577, %t597
  %t599 = add i64 %t594, %t598
  %t600 = mul i64 %t578, %size.K
  %t601 = add i64 %t599, %t600
  %t602 = add i64 %t601, %t586
  %t603 = getelementptr float, ptr %buf.y, i64 %t602
  %t604 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t603, <16 x i1> %t587, <16 x float> zeroinitializer)
  %p605 = getelementptr float, ptr %buf.b, i64 %t586
  %ld606 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p605, <16 x i1> %t587, <16 x float> zeroinitializer)
  %v607 = fadd contract <16 x float> %ld606, %t604
  %v608 = sub i64 %size.H, 1
  %v609 = add i64 %v608, 1
  %v610 = mul i64 %t40, %v609
  %v611 = add i64 %v610, %t577
  %v612 = sub i64 %size.W, 1
  %v613 = add i64 %v612, 1
  %v614 = mul i64 %v611, %v613
  %v615 = add i64 %v614, %t578
  %v616 = mul i64 %v615, %size.K
  %v617 = add i64 %v616, %t586
  %p618 = getelementptr float, ptr %buf.y, i64 %v617
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v607, ptr align 4 %p618, <16 x i1> %t587)
  %t619 = add nsw i64 %i583, 1
  store i64 %t619, ptr %c579
  br label %head580
done582:
  %t620 = add nsw i64 %i575, 1
  store i64 %t620, ptr %c571
  br label %head572
done574:
  br label %finished569
finished569:
  %t621 = add nsw i64 %i84, 6
  store i64 %t621, ptr %c80
  br label %head81
done83:
  store i64 %t66, ptr %c58
  br label %tbhead59
tbdone61:
  %t622 = add nsw i64 %i38, 1
  store i64 %t622, ptr %c34
  br label %head35
done37:
  ret void
}


!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
