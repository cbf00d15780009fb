@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare <16 x i64> @llvm.stepvector.v16i64()
declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
declare void @llvm.x86.sse.sfence()

define internal void @"jr.mk.matmul_panels_ep_0e21b9.1p"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, ptr %pf, i64 %pfs, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
entry:
  %t1 = sub i64 %nrows, 1
  %t2 = mul i64 0, %sar
  %t3 = getelementptr float, ptr %a, i64 %t2
  %t4 = select i1 %accum, <16 x i1> %m0, <16 x i1> zeroinitializer
  %t5 = select i1 %accum, <16 x i1> %m1, <16 x i1> zeroinitializer
  %t6 = select i1 %accum, <16 x i1> %m2, <16 x i1> zeroinitializer
  %t7 = select i1 %accum, <16 x i1> %m3, <16 x i1> zeroinitializer
  %t8 = mul i64 0, %scr
  %t9 = getelementptr float, ptr %c, i64 %t8
  %t10 = getelementptr float, ptr %t9, i64 0
  %t11 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t10, <16 x i1> %t4, <16 x float> zeroinitializer)
  %t12 = getelementptr float, ptr %t9, i64 16
  %t13 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t12, <16 x i1> %t5, <16 x float> zeroinitializer)
  %t14 = getelementptr float, ptr %t9, i64 32
  %t15 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t14, <16 x i1> %t6, <16 x float> zeroinitializer)
  %t16 = getelementptr float, ptr %t9, i64 48
  %t17 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t16, <16 x i1> %t7, <16 x float> zeroinitializer)
  %t18 = icmp sgt i64 %kc, 0
  br i1 %t18, label %loop, label %exit
loop:
  %k = phi i64 [0, %entry], [%k1, %loop]
  %acc0 = phi <16 x float> [%t11, %entry], [%new0, %loop]
  %acc1 = phi <16 x float> [%t13, %entry], [%new1, %loop]
  %acc2 = phi <16 x float> [%t15, %entry], [%new2, %loop]
  %acc3 = phi <16 x float> [%t17, %entry], [%new3, %loop]
  %t19 = mul i64 %k, %sbk
  %t20 = getelementptr float, ptr %b, i64 %t19
  %t21 = getelementptr float, ptr %t20, i64 0
  %t22 = load <16 x float>, ptr %t21, align 4
  %t23 = getelementptr float, ptr %t20, i64 16
  %t24 = load <16 x float>, ptr %t23, align 4
  %t25 = getelementptr float, ptr %t20, i64 32
  %t26 = load <16 x float>, ptr %t25, align 4
  %t27 = getelementptr float, ptr %t20, i64 48
  %t28 = load <16 x float>, ptr %t27, align 4
  %t29 = mul i64 %k, %pfs
  %t30 = getelementptr i8, ptr %pf, i64 %t29
  call void @llvm.prefetch.p0(ptr %t30, i32 0, i32 2, i32 1)
  %t31 = mul i64 %k, %sak
  %t32 = getelementptr float, ptr %t3, i64 %t31
  %t33 = load float, ptr %t32, align 4
  %t34 = insertelement <16 x float> poison, float %t33, i64 0
  %t35 = shufflevector <16 x float> %t34, <16 x float> poison, <16 x i32> zeroinitializer
  %new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t35, <16 x float> %t22, <16 x float> %acc0)
  %new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t35, <16 x float> %t24, <16 x float> %acc1)
  %new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t35, <16 x float> %t26, <16 x float> %acc2)
  %new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t35, <16 x float> %t28, <16 x float> %acc3)
  %k1 = add nsw i64 %k, 1
  %t36 = icmp slt i64 %k1, %kc
  br i1 %t36, label %loop, label %exit, !llvm.loop !0
exit:
  %t37 = phi <16 x float> [%t11, %entry], [%new0, %loop]
  %t38 = phi <16 x float> [%t13, %entry], [%new1, %loop]
  %t39 = phi <16 x float> [%t15, %entry], [%new2, %loop]
  %t40 = phi <16 x float> [%t17, %entry], [%new3, %loop]
  %t41 = icmp slt i64 0, %nrows
  br i1 %t41, label %store42, label %next43
store42:
  %t44 = getelementptr float, ptr %t9, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t37, ptr align 4 %t44, <16 x i1> %m0)
  %t45 = getelementptr float, ptr %t9, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t38, ptr align 4 %t45, <16 x i1> %m1)
  %t46 = getelementptr float, ptr %t9, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t39, ptr align 4 %t46, <16 x i1> %m2)
  %t47 = getelementptr float, ptr %t9, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t40, ptr align 4 %t47, <16 x i1> %m3)
  br label %next43
next43:
  ret void
}

define internal void @"jr.mk.matmul_panels_ep_0e21b9.1d"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, ptr %pf, i64 %pfs, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
entry:
  %t1 = sub i64 %nrows, 1
  %t2 = mul i64 0, %sar
  %t3 = getelementptr float, ptr %a, i64 %t2
  %t4 = select i1 %accum, <16 x i1> %m0, <16 x i1> zeroinitializer
  %t5 = select i1 %accum, <16 x i1> %m1, <16 x i1> zeroinitializer
  %t6 = select i1 %accum, <16 x i1> %m2, <16 x i1> zeroinitializer
  %t7 = select i1 %accum, <16 x i1> %m3, <16 x i1> zeroinitializer
  %t8 = mul i64 0, %scr
  %t9 = getelementptr float, ptr %c, i64 %t8
  %t10 = getelementptr float, ptr %t9, i64 0
  %t11 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t10, <16 x i1> %t4, <16 x float> zeroinitializer)
  %t12 = getelementptr float, ptr %t9, i64 16
  %t13 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t12, <16 x i1> %t5, <16 x float> zeroinitializer)
  %t14 = getelementptr float, ptr %t9, i64 32
  %t15 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t14, <16 x i1> %t6, <16 x float> zeroinitializer)
  %t16 = getelementptr float, ptr %t9, i64 48
  %t17 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t16, <16 x i1> %t7, <16 x float> zeroinitializer)
  %t18 = icmp sgt i64 %kc, 0
  br i1 %t18, label %loop, label %exit
loop:
  %k = phi i64 [0, %entry], [%k1, %loop]
  %acc0 = phi <16 x float> [%t11, %entry], [%new0, %loop]
  %acc1 = phi <16 x float> [%t13, %entry], [%new1, %loop]
  %acc2 = phi <16 x float> [%t15, %entry], [%new2, %loop]
  %acc3 = phi <16 x float> [%t17, %entry], [%new3, %loop]
  %t19 = mul i64 %k, %sbk
  %t20 = getelementptr float, ptr %b, i64 %t19
  %t21 = getelementptr float, ptr %t20, i64 0
  %t22 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t21, <16 x i1> %m0, <16 x float> zeroinitializer)
  %t23 = getelementptr float, ptr %t20, i64 16
  %t24 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t23, <16 x i1> %m1, <16 x float> zeroinitializer)
  %t25 = getelementptr float, ptr %t20, i64 32
  %t26 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t25, <16 x i1> %m2, <16 x float> zeroinitializer)
  %t27 = getelementptr float, ptr %t20, i64 48
  %t28 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t27, <16 x i1> %m3, <16 x float> zeroinitializer)
  %t29 = mul i64 %k, %pfs
  %t30 = getelementptr i8, ptr %pf, i64 %t29
  call void @llvm.prefetch.p0(ptr %t30, i32 0, i32 2, i32 1)
  %t31 = mul i64 %k, %sak
  %t32 = getelementptr float, ptr %t3, i64 %t31
  %t33 = load float, ptr %t32, align 4
  %t34 = insertelement <16 x float> poison, float %t33, i64 0
  %t35 = shufflevector <16 x float> %t34, <16 x float> poison, <16 x i32> zeroinitializer
  %new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t35, <16 x float> %t22, <16 x float> %acc0)
  %new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t35, <16 x float> %t24, <16 x float> %acc1)
  %new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t35, <16 x float> %t26, <16 x float> %acc2)
  %new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t35, <16 x float> %t28, <16 x float> %acc3)
  %k1 = add nsw i64 %k, 1
  %t36 = icmp slt i64 %k1, %kc
  br i1 %t36, label %loop, label %exit, !llvm.loop !0
exit:
  %t37 = phi <16 x float> [%t11, %entry], [%new0, %loop]
  %t38 = phi <16 x float> [%t13, %entry], [%new1, %loop]
  %t39 = phi <16 x float> [%t15, %entry], [%new2, %loop]
  %t40 = phi <16 x float> [%t17, %entry], [%new3, %loop]
  %t41 = icmp slt i64 0, %nrows
  br i1 %t41, label %store42, label %next43
store42:
  %t44 = getelementptr float, ptr %t9, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t37, ptr align 4 %t44, <16 x i1> %m0)
  %t45 = getelementptr float, ptr %t9, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t38, ptr align 4 %t45, <16 x i1> %m1)
  %t46 = getelementptr float, ptr %t9, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t39, ptr align 4 %t46, <16 x i1> %m2)
  %t47 = getelementptr float, ptr %t9, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t40, ptr align 4 %t47, <16 x i1> %m3)
  br label %next43
next43:
  ret void
}

define internal void @"jr.mk.matmul_panels_ep_0e21b9.6p"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, ptr %pf, i64 %pfs, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
entry:
  %t1 = sub i64 %nrows, 1
  %t2 = mul i64 0, %sar
  %t3 = getelementptr float, ptr %a, i64 %t2
  %t4 = icmp slt i64 1, %t1
  %t5 = select i1 %t4, i64 1, i64 %t1
  %t6 = mul i64 %t5, %sar
  %t7 = getelementptr float, ptr %a, i64 %t6
  %t8 = icmp slt i64 2, %t1
  %t9 = select i1 %t8, i64 2, i64 %t1
  %t10 = mul i64 %t9, %sar
  %t11 = getelementptr float, ptr %a, i64 %t10
  %t12 = icmp slt i64 3, %t1
  %t13 = select i1 %t12, i64 3, i64 %t1
  %t14 = mul i64 %t13, %sar
  %t15 = getelementptr float, ptr %a, i64 %t14
  %t16 = icmp slt i64 4, %t1
  %t17 = select i1 %t16, i64 4, i64 %t1
  %t18 = mul i64 %t17, %sar
  %t19 = getelementptr float, ptr %a, i64 %t18
  %t20 = icmp slt i64 5, %t1
  %t21 = select i1 %t20, i64 5, i64 %t1
  %t22 = mul i64 %t21, %sar
  %t23 = getelementptr float, ptr %a, i64 %t22
  %t24 = select i1 %accum, <16 x i1> %m0, <16 x i1> zeroinitializer
  %t25 = select i1 %accum, <16 x i1> %m1, <16 x i1> zeroinitializer
  %t26 = select i1 %accum, <16 x i1> %m2, <16 x i1> zeroinitializer
  %t27 = select i1 %accum, <16 x i1> %m3, <16 x i1> zeroinitializer
  %t28 = mul i64 0, %scr
  %t29 = getelementptr float, ptr %c, i64 %t28
  %t30 = mul i64 1, %scr
  %t31 = getelementptr float, ptr %c, i64 %t30
  %t32 = mul i64 2, %scr
  %t33 = getelementptr float, ptr %c, i64 %t32
  %t34 = mul i64 3, %scr
  %t35 = getelementptr float, ptr %c, i64 %t34
  %t36 = mul i64 4, %scr
  %t37 = getelementptr float, ptr %c, i64 %t36
  %t38 = mul i64 5, %scr
  %t39 = getelementptr float, ptr %c, i64 %t38
  %t40 = getelementptr float, ptr %t29, i64 0
  %t41 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t40, <16 x i1> %t24, <16 x float> zeroinitializer)
  %t42 = getelementptr float, ptr %t29, i64 16
  %t43 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t42, <16 x i1> %t25, <16 x float> zeroinitializer)
  %t44 = getelementptr float, ptr %t29, i64 32
  %t45 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t44, <16 x i1> %t26, <16 x float> zeroinitializer)
  %t46 = getelementptr float, ptr %t29, i64 48
  %t47 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t46, <16 x i1> %t27, <16 x float> zeroinitializer)
  %t48 = mul i64 %t5, %scr
  %t49 = getelementptr float, ptr %c, i64 %t48
  %t50 = getelementptr float, ptr %t49, i64 0
  %t51 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t50, <16 x i1> %t24, <16 x float> zeroinitializer)
  %t52 = getelementptr float, ptr %t49, i64 16
  %t53 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t52, <16 x i1> %t25, <16 x float> zeroinitializer)
  %t54 = getelementptr float, ptr %t49, i64 32
  %t55 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t54, <16 x i1> %t26, <16 x float> zeroinitializer)
  %t56 = getelementptr float, ptr %t49, i64 48
  %t57 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t56, <16 x i1> %t27, <16 x float> zeroinitializer)
  %t58 = mul i64 %t9, %scr
  %t59 = getelementptr float, ptr %c, i64 %t58
  %t60 = getelementptr float, ptr %t59, i64 0
  %t61 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t60, <16 x i1> %t24, <16 x float> zeroinitializer)
  %t62 = getelementptr float, ptr %t59, i64 16
  %t63 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t62, <16 x i1> %t25, <16 x float> zeroinitializer)
  %t64 = getelementptr float, ptr %t59, i64 32
  %t65 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t64, <16 x i1> %t26, <16 x float> zeroinitializer)
  %t66 = getelementptr float, ptr %t59, i64 48
  %t67 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t66, <16 x i1> %t27, <16 x float> zeroinitializer)
  %t68 = mul i64 %t13, %scr
  %t69 = getelementptr float, ptr %c, i64 %t68
  %t70 = getelementptr float, ptr %t69, i64 0
  %t71 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t70, <16 x i1> %t24, <16 x float> zeroinitializer)
  %t72 = getelementptr float, ptr %t69, i64 16
  %t73 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t72, <16 x i1> %t25, <16 x float> zeroinitializer)
  %t74 = getelementptr float, ptr %t69, i64 32
  %t75 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t74, <16 x i1> %t26, <16 x float> zeroinitializer)
  %t76 = getelementptr float, ptr %t69, i64 48
  %t77 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t76, <16 x i1> %t27, <16 x float> zeroinitializer)
  %t78 = mul i64 %t17, %scr
  %t79 = getelementptr float, ptr %c, i64 %t78
  %t80 = getelementptr float, ptr %t79, i64 0
  %t81 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t80, <16 x i1> %t24, <16 x float> zeroinitializer)
  %t82 = getelementptr float, ptr %t79, i64 16
  %t83 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t82, <16 x i1> %t25, <16 x float> zeroinitializer)
  %t84 = getelementptr float, ptr %t79, i64 32
  %t85 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t84, <16 x i1> %t26, <16 x float> zeroinitializer)
  %t86 = getelementptr float, ptr %t79, i64 48
  %t87 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t86, <16 x i1> %t27, <16 x float> zeroinitializer)
  %t88 = mul i64 %t21, %scr
  %t89 = getelementptr float, ptr %c, i64 %t88
  %t90 = getelementptr float, ptr %t89, i64 0
  %t91 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t90, <16 x i1> %t24, <16 x float> zeroinitializer)
  %t92 = getelementptr float, ptr %t89, i64 16
  %t93 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t92, <16 x i1> %t25, <16 x float> zeroinitializer)
  %t94 = getelementptr float, ptr %t89, i64 32
  %t95 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t94, <16 x i1> %t26, <16 x float> zeroinitializer)
  %t96 = getelementptr float, ptr %t89, i64 48
  %t97 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t96, <16 x i1> %t27, <16 x float> zeroinitializer)
  %t98 = icmp sgt i64 %kc, 0
  br i1 %t98, label %loop, label %exit
loop:
  %k = phi i64 [0, %entry], [%k1, %loop]
  %acc0 = phi <16 x float> [%t41, %entry], [%new0, %loop]
  %acc1 = phi <16 x float> [%t43, %entry], [%new1, %loop]
  %acc2 = phi <16 x float> [%t45, %entry], [%new2, %loop]
  %acc3 = phi <16 x float> [%t47, %entry], [%new3, %loop]
  %acc4 = phi <16 x float> [%t51, %entry], [%new4, %loop]
  %acc5 = phi <16 x float> [%t53, %entry], [%new5, %loop]
  %acc6 = phi <16 x float> [%t55, %entry], [%new6, %loop]
  %acc7 = phi <16 x float> [%t57, %entry], [%new7, %loop]
  %acc8 = phi <16 x float> [%t61, %entry], [%new8, %loop]
  %acc9 = phi <16 x float> [%t63, %entry], [%new9, %loop]
  %acc10 = phi <16 x float> [%t65, %entry], [%new10, %loop]
  %acc11 = phi <16 x float> [%t67, %entry], [%new11, %loop]
  %acc12 = phi <16 x float> [%t71, %entry], [%new12, %loop]
  %acc13 = phi <16 x float> [%t73, %entry], [%new13, %loop]
  %acc14 = phi <16 x float> [%t75, %entry], [%new14, %loop]
  %acc15 = phi <16 x float> [%t77, %entry], [%new15, %loop]
  %acc16 = phi <16 x float> [%t81, %entry], [%new16, %loop]
  %acc17 = phi <16 x float> [%t83, %entry], [%new17, %loop]
  %acc18 = phi <16 x float> [%t85, %entry], [%new18, %loop]
  %acc19 = phi <16 x float> [%t87, %entry], [%new19, %loop]
  %acc20 = phi <16 x float> [%t91, %entry], [%new20, %loop]
  %acc21 = phi <16 x float> [%t93, %entry], [%new21, %loop]
  %acc22 = phi <16 x float> [%t95, %entry], [%new22, %loop]
  %acc23 = phi <16 x float> [%t97, %entry], [%new23, %loop]
  %t99 = mul i64 %k, %sbk
  %t100 = getelementptr float, ptr %b, i64 %t99
  %t101 = getelementptr float, ptr %t100, i64 0
  %t102 = load <16 x float>, ptr %t101, align 4
  %t103 = getelementptr float, ptr %t100, i64 16
  %t104 = load <16 x float>, ptr %t103, align 4
  %t105 = getelementptr float, ptr %t100, i64 32
  %t106 = load <16 x float>, ptr %t105, align 4
  %t107 = getelementptr float, ptr %t100, i64 48
  %t108 = load <16 x float>, ptr %t107, align 4
  %t109 = mul i64 %k, %pfs
  %t110 = getelementptr i8, ptr %pf, i64 %t109
  call void @llvm.prefetch.p0(ptr %t110, i32 0, i32 2, i32 1)
  %t111 = mul i64 %k, %sak
  %t112 = getelementptr float, ptr %t3, i64 %t111
  %t113 = load float, ptr %t112, align 4
  %t114 = insertelement <16 x float> poison, float %t113, i64 0
  %t115 = shufflevector <16 x float> %t114, <16 x float> poison, <16 x i32> zeroinitializer
  %new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t115, <16 x float> %t102, <16 x float> %acc0)
  %new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t115, <16 x float> %t104, <16 x float> %acc1)
  %new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t115, <16 x float> %t106, <16 x float> %acc2)
  %new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t115, <16 x float> %t108, <16 x float> %acc3)
  %t116 = getelementptr float, ptr %t7, i64 %t111
  %t117 = load float, ptr %t116, align 4
  %t118 = insertelement <16 x float> poison, float %t117, i64 0
  %t119 = shufflevector <16 x float> %t118, <16 x float> poison, <16 x i32> zeroinitializer
  %new4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t119, <16 x float> %t102, <16 x float> %acc4)
  %new5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t119, <16 x float> %t104, <16 x float> %acc5)
  %new6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t119, <16 x float> %t106, <16 x float> %acc6)
  %new7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t119, <16 x float> %t108, <16 x float> %acc7)
  %t120 = getelementptr float, ptr %t11, i64 %t111
  %t121 = load float, ptr %t120, align 4
  %t122 = insertelement <16 x float> poison, float %t121, i64 0
  %t123 = shufflevector <16 x float> %t122, <16 x float> poison, <16 x i32> zeroinitializer
  %new8 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t123, <16 x float> %t102, <16 x float> %acc8)
  %new9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t123, <16 x float> %t104, <16 x float> %acc9)
  %new10 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t123, <16 x float> %t106, <16 x float> %acc10)
  %new11 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t123, <16 x float> %t108, <16 x float> %acc11)
  %t124 = getelementptr float, ptr %t15, i64 %t111
  %t125 = load float, ptr %t124, align 4
  %t126 = insertelement <16 x float> poison, float %t125, i64 0
  %t127 = shufflevector <16 x float> %t126, <16 x float> poison, <16 x i32> zeroinitializer
  %new12 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t127, <16 x float> %t102, <16 x float> %acc12)
  %new13 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t127, <16 x float> %t104, <16 x float> %acc13)
  %new14 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t127, <16 x float> %t106, <16 x float> %acc14)
  %new15 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t127, <16 x float> %t108, <16 x float> %acc15)
  %t128 = getelementptr float, ptr %t19, i64 %t111
  %t129 = load float, ptr %t128, align 4
  %t130 = insertelement <16 x float> poison, float %t129, i64 0
  %t131 = shufflevector <16 x float> %t130, <16 x float> poison, <16 x i32> zeroinitializer
  %new16 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t131, <16 x float> %t102, <16 x float> %acc16)
  %new17 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t131, <16 x float> %t104, <16 x float> %acc17)
  %new18 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t131, <16 x float> %t106, <16 x float> %acc18)
  %new19 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t131, <16 x float> %t108, <16 x float> %acc19)
  %t132 = getelementptr float, ptr %t23, i64 %t111
  %t133 = load float, ptr %t132, align 4
  %t134 = insertelement <16 x float> poison, float %t133, i64 0
  %t135 = shufflevector <16 x float> %t134, <16 x float> poison, <16 x i32> zeroinitializer
  %new20 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t135, <16 x float> %t102, <16 x float> %acc20)
  %new21 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t135, <16 x float> %t104, <16 x float> %acc21)
  %new22 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t135, <16 x float> %t106, <16 x float> %acc22)
  %new23 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t135, <16 x float> %t108, <16 x float> %acc23)
  %k1 = add nsw i64 %k, 1
  %t136 = icmp slt i64 %k1, %kc
  br i1 %t136, label %loop, label %exit, !llvm.loop !0
exit:
  %t137 = phi <16 x float> [%t41, %entry], [%new0, %loop]
  %t138 = phi <16 x float> [%t43, %entry], [%new1, %loop]
  %t139 = phi <16 x float> [%t45, %entry], [%new2, %loop]
  %t140 = phi <16 x float> [%t47, %entry], [%new3, %loop]
  %t141 = phi <16 x float> [%t51, %entry], [%new4, %loop]
  %t142 = phi <16 x float> [%t53, %entry], [%new5, %loop]
  %t143 = phi <16 x float> [%t55, %entry], [%new6, %loop]
  %t144 = phi <16 x float> [%t57, %entry], [%new7, %loop]
  %t145 = phi <16 x float> [%t61, %entry], [%new8, %loop]
  %t146 = phi <16 x float> [%t63, %entry], [%new9, %loop]
  %t147 = phi <16 x float> [%t65, %entry], [%new10, %loop]
  %t148 = phi <16 x float> [%t67, %entry], [%new11, %loop]
  %t149 = phi <16 x float> [%t71, %entry], [%new12, %loop]
  %t150 = phi <16 x float> [%t73, %entry], [%new13, %loop]
  %t151 = phi <16 x float> [%t75, %entry], [%new14, %loop]
  %t152 = phi <16 x float> [%t77, %entry], [%new15, %loop]
  %t153 = phi <16 x float> [%t81, %entry], [%new16, %loop]
  %t154 = phi <16 x float> [%t83, %entry], [%new17, %loop]
  %t155 = phi <16 x float> [%t85, %entry], [%new18, %loop]
  %t156 = phi <16 x float> [%t87, %entry], [%new19, %loop]
  %t157 = phi <16 x float> [%t91, %entry], [%new20, %loop]
  %t158 = phi <16 x float> [%t93, %entry], [%new21, %loop]
  %t159 = phi <16 x float> [%t95, %entry], [%new22, %loop]
  %t160 = phi <16 x float> [%t97, %entry], [%new23, %loop]
  %t161 = icmp slt i64 0, %nrows
  br i1 %t161, label %store162, label %next163
store162:
  %t164 = getelementptr float, ptr %t29, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t137, ptr align 4 %t164, <16 x i1> %m0)
  %t165 = getelementptr float, ptr %t29, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t138, ptr align 4 %t165, <16 x i1> %m1)
  %t166 = getelementptr float, ptr %t29, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t139, ptr align 4 %t166, <16 x i1> %m2)
  %t167 = getelementptr float, ptr %t29, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t140, ptr align 4 %t167, <16 x i1> %m3)
  br label %next163
next163:
  %t168 = icmp slt i64 1, %nrows
  br i1 %t168, label %store169, label %next170
store169:
  %t171 = getelementptr float, ptr %t31, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t141, ptr align 4 %t171, <16 x i1> %m0)
  %t172 = getelementptr float, ptr %t31, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t142, ptr align 4 %t172, <16 x i1> %m1)
  %t173 = getelementptr float, ptr %t31, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t143, ptr align 4 %t173, <16 x i1> %m2)
  %t174 = getelementptr float, ptr %t31, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t144, ptr align 4 %t174, <16 x i1> %m3)
  br label %next170
next170:
  %t175 = icmp slt i64 2, %nrows
  br i1 %t175, label %store176, label %next177
store176:
  %t178 = getelementptr float, ptr %t33, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t145, ptr align 4 %t178, <16 x i1> %m0)
  %t179 = getelementptr float, ptr %t33, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t146, ptr align 4 %t179, <16 x i1> %m1)
  %t180 = getelementptr float, ptr %t33, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t147, ptr align 4 %t180, <16 x i1> %m2)
  %t181 = getelementptr float, ptr %t33, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t148, ptr align 4 %t181, <16 x i1> %m3)
  br label %next177
next177:
  %t182 = icmp slt i64 3, %nrows
  br i1 %t182, label %store183, label %next184
store183:
  %t185 = getelementptr float, ptr %t35, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t149, ptr align 4 %t185, <16 x i1> %m0)
  %t186 = getelementptr float, ptr %t35, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t150, ptr align 4 %t186, <16 x i1> %m1)
  %t187 = getelementptr float, ptr %t35, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t151, ptr align 4 %t187, <16 x i1> %m2)
  %t188 = getelementptr float, ptr %t35, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t152, ptr align 4 %t188, <16 x i1> %m3)
  br label %next184
next184:
  %t189 = icmp slt i64 4, %nrows
  br i1 %t189, label %store190, label %next191
store190:
  %t192 = getelementptr float, ptr %t37, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t153, ptr align 4 %t192, <16 x i1> %m0)
  %t193 = getelementptr float, ptr %t37, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t154, ptr align 4 %t193, <16 x i1> %m1)
  %t194 = getelementptr float, ptr %t37, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t155, ptr align 4 %t194, <16 x i1> %m2)
  %t195 = getelementptr float, ptr %t37, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t156, ptr align 4 %t195, <16 x i1> %m3)
  br label %next191
next191:
  %t196 = icmp slt i64 5, %nrows
  br i1 %t196, label %store197, label %next198
store197:
  %t199 = getelementptr float, ptr %t39, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t157, ptr align 4 %t199, <16 x i1> %m0)
  %t200 = getelementptr float, ptr %t39, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t158, ptr align 4 %t200, <16 x i1> %m1)
  %t201 = getelementptr float, ptr %t39, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t159, ptr align 4 %t201, <16 x i1> %m2)
  %t202 = getelementptr float, ptr %t39, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t160, ptr align 4 %t202, <16 x i1> %m3)
  br label %next198
next198:
  ret void
}

define internal void @"jr.mk.matmul_panels_ep_0e21b9.6d"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, ptr %pf, i64 %pfs, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
entry:
  %t1 = sub i64 %nrows, 1
  %t2 = mul i64 0, %sar
  %t3 = getelementptr float, ptr %a, i64 %t2
  %t4 = icmp slt i64 1, %t1
  %t5 = select i1 %t4, i64 1, i64 %t1
  %t6 = mul i64 %t5, %sar
  %t7 = getelementptr float, ptr %a, i64 %t6
  %t8 = icmp slt i64 2, %t1
  %t9 = select i1 %t8, i64 2, i64 %t1
  %t10 = mul i64 %t9, %sar
  %t11 = getelementptr float, ptr %a, i64 %t10
  %t12 = icmp slt i64 3, %t1
  %t13 = select i1 %t12, i64 3, i64 %t1
  %t14 = mul i64 %t13, %sar
  %t15 = getelementptr float, ptr %a, i64 %t14
  %t16 = icmp slt i64 4, %t1
  %t17 = select i1 %t16, i64 4, i64 %t1
  %t18 = mul i64 %t17, %sar
  %t19 = getelementptr float, ptr %a, i64 %t18
  %t20 = icmp slt i64 5, %t1
  %t21 = select i1 %t20, i64 5, i64 %t1
  %t22 = mul i64 %t21, %sar
  %t23 = getelementptr float, ptr %a, i64 %t22
  %t24 = select i1 %accum, <16 x i1> %m0, <16 x i1> zeroinitializer
  %t25 = select i1 %accum, <16 x i1> %m1, <16 x i1> zeroinitializer
  %t26 = select i1 %accum, <16 x i1> %m2, <16 x i1> zeroinitializer
  %t27 = select i1 %accum, <16 x i1> %m3, <16 x i1> zeroinitializer
  %t28 = mul i64 0, %scr
  %t29 = getelementptr float, ptr %c, i64 %t28
  %t30 = mul i64 1, %scr
  %t31 = getelementptr float, ptr %c, i64 %t30
  %t32 = mul i64 2, %scr
  %t33 = getelementptr float, ptr %c, i64 %t32
  %t34 = mul i64 3, %scr
  %t35 = getelementptr float, ptr %c, i64 %t34
  %t36 = mul i64 4, %scr
  %t37 = getelementptr float, ptr %c, i64 %t36
  %t38 = mul i64 5, %scr
  %t39 = getelementptr float, ptr %c, i64 %t38
  %t40 = getelementptr float, ptr %t29, i64 0
  %t41 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t40, <16 x i1> %t24, <16 x float> zeroinitializer)
  %t42 = getelementptr float, ptr %t29, i64 16
  %t43 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t42, <16 x i1> %t25, <16 x float> zeroinitializer)
  %t44 = getelementptr float, ptr %t29, i64 32
  %t45 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t44, <16 x i1> %t26, <16 x float> zeroinitializer)
  %t46 = getelementptr float, ptr %t29, i64 48
  %t47 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t46, <16 x i1> %t27, <16 x float> zeroinitializer)
  %t48 = mul i64 %t5, %scr
  %t49 = getelementptr float, ptr %c, i64 %t48
  %t50 = getelementptr float, ptr %t49, i64 0
  %t51 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t50, <16 x i1> %t24, <16 x float> zeroinitializer)
  %t52 = getelementptr float, ptr %t49, i64 16
  %t53 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t52, <16 x i1> %t25, <16 x float> zeroinitializer)
  %t54 = getelementptr float, ptr %t49, i64 32
  %t55 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t54, <16 x i1> %t26, <16 x float> zeroinitializer)
  %t56 = getelementptr float, ptr %t49, i64 48
  %t57 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t56, <16 x i1> %t27, <16 x float> zeroinitializer)
  %t58 = mul i64 %t9, %scr
  %t59 = getelementptr float, ptr %c, i64 %t58
  %t60 = getelementptr float, ptr %t59, i64 0
  %t61 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t60, <16 x i1> %t24, <16 x float> zeroinitializer)
  %t62 = getelementptr float, ptr %t59, i64 16
  %t63 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t62, <16 x i1> %t25, <16 x float> zeroinitializer)
  %t64 = getelementptr float, ptr %t59, i64 32
  %t65 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t64, <16 x i1> %t26, <16 x float> zeroinitializer)
  %t66 = getelementptr float, ptr %t59, i64 48
  %t67 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t66, <16 x i1> %t27, <16 x float> zeroinitializer)
  %t68 = mul i64 %t13, %scr
  %t69 = getelementptr float, ptr %c, i64 %t68
  %t70 = getelementptr float, ptr %t69, i64 0
  %t71 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t70, <16 x i1> %t24, <16 x float> zeroinitializer)
  %t72 = getelementptr float, ptr %t69, i64 16
  %t73 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t72, <16 x i1> %t25, <16 x float> zeroinitializer)
  %t74 = getelementptr float, ptr %t69, i64 32
  %t75 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t74, <16 x i1> %t26, <16 x float> zeroinitializer)
  %t76 = getelementptr float, ptr %t69, i64 48
  %t77 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t76, <16 x i1> %t27, <16 x float> zeroinitializer)
  %t78 = mul i64 %t17, %scr
  %t79 = getelementptr float, ptr %c, i64 %t78
  %t80 = getelementptr float, ptr %t79, i64 0
  %t81 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t80, <16 x i1> %t24, <16 x float> zeroinitializer)
  %t82 = getelementptr float, ptr %t79, i64 16
  %t83 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t82, <16 x i1> %t25, <16 x float> zeroinitializer)
  %t84 = getelementptr float, ptr %t79, i64 32
  %t85 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t84, <16 x i1> %t26, <16 x float> zeroinitializer)
  %t86 = getelementptr float, ptr %t79, i64 48
  %t87 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t86, <16 x i1> %t27, <16 x float> zeroinitializer)
  %t88 = mul i64 %t21, %scr
  %t89 = getelementptr float, ptr %c, i64 %t88
  %t90 = getelementptr float, ptr %t89, i64 0
  %t91 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t90, <16 x i1> %t24, <16 x float> zeroinitializer)
  %t92 = getelementptr float, ptr %t89, i64 16
  %t93 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t92, <16 x i1> %t25, <16 x float> zeroinitializer)
  %t94 = getelementptr float, ptr %t89, i64 32
  %t95 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t94, <16 x i1> %t26, <16 x float> zeroinitializer)
  %t96 = getelementptr float, ptr %t89, i64 48
  %t97 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t96, <16 x i1> %t27, <16 x float> zeroinitializer)
  %t98 = icmp sgt i64 %kc, 0
  br i1 %t98, label %loop, label %exit
loop:
  %k = phi i64 [0, %entry], [%k1, %loop]
  %acc0 = phi <16 x float> [%t41, %entry], [%new0, %loop]
  %acc1 = phi <16 x float> [%t43, %entry], [%new1, %loop]
  %acc2 = phi <16 x float> [%t45, %entry], [%new2, %loop]
  %acc3 = phi <16 x float> [%t47, %entry], [%new3, %loop]
  %acc4 = phi <16 x float> [%t51, %entry], [%new4, %loop]
  %acc5 = phi <16 x float> [%t53, %entry], [%new5, %loop]
  %acc6 = phi <16 x float> [%t55, %entry], [%new6, %loop]
  %acc7 = phi <16 x float> [%t57, %entry], [%new7, %loop]
  %acc8 = phi <16 x float> [%t61, %entry], [%new8, %loop]
  %acc9 = phi <16 x float> [%t63, %entry], [%new9, %loop]
  %acc10 = phi <16 x float> [%t65, %entry], [%new10, %loop]
  %acc11 = phi <16 x float> [%t67, %entry], [%new11, %loop]
  %acc12 = phi <16 x float> [%t71, %entry], [%new12, %loop]
  %acc13 = phi <16 x float> [%t73, %entry], [%new13, %loop]
  %acc14 = phi <16 x float> [%t75, %entry], [%new14, %loop]
  %acc15 = phi <16 x float> [%t77, %entry], [%new15, %loop]
  %acc16 = phi <16 x float> [%t81, %entry], [%new16, %loop]
  %acc17 = phi <16 x float> [%t83, %entry], [%new17, %loop]
  %acc18 = phi <16 x float> [%t85, %entry], [%new18, %loop]
  %acc19 = phi <16 x float> [%t87, %entry], [%new19, %loop]
  %acc20 = phi <16 x float> [%t91, %entry], [%new20, %loop]
  %acc21 = phi <16 x float> [%t93, %entry], [%new21, %loop]
  %acc22 = phi <16 x float> [%t95, %entry], [%new22, %loop]
  %acc23 = phi <16 x float> [%t97, %entry], [%new23, %loop]
  %t99 = mul i64 %k, %sbk
  %t100 = getelementptr float, ptr %b, i64 %t99
  %t101 = getelementptr float, ptr %t100, i64 0
  %t102 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t101, <16 x i1> %m0, <16 x float> zeroinitializer)
  %t103 = getelementptr float, ptr %t100, i64 16
  %t104 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t103, <16 x i1> %m1, <16 x float> zeroinitializer)
  %t105 = getelementptr float, ptr %t100, i64 32
  %t106 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t105, <16 x i1> %m2, <16 x float> zeroinitializer)
  %t107 = getelementptr float, ptr %t100, i64 48
  %t108 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t107, <16 x i1> %m3, <16 x float> zeroinitializer)
  %t109 = mul i64 %k, %pfs
  %t110 = getelementptr i8, ptr %pf, i64 %t109
  call void @llvm.prefetch.p0(ptr %t110, i32 0, i32 2, i32 1)
  %t111 = mul i64 %k, %sak
  %t112 = getelementptr float, ptr %t3, i64 %t111
  %t113 = load float, ptr %t112, align 4
  %t114 = insertelement <16 x float> poison, float %t113, i64 0
  %t115 = shufflevector <16 x float> %t114, <16 x float> poison, <16 x i32> zeroinitializer
  %new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t115, <16 x float> %t102, <16 x float> %acc0)
  %new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t115, <16 x float> %t104, <16 x float> %acc1)
  %new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t115, <16 x float> %t106, <16 x float> %acc2)
  %new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t115, <16 x float> %t108, <16 x float> %acc3)
  %t116 = getelementptr float, ptr %t7, i64 %t111
  %t117 = load float, ptr %t116, align 4
  %t118 = insertelement <16 x float> poison, float %t117, i64 0
  %t119 = shufflevector <16 x float> %t118, <16 x float> poison, <16 x i32> zeroinitializer
  %new4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t119, <16 x float> %t102, <16 x float> %acc4)
  %new5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t119, <16 x float> %t104, <16 x float> %acc5)
  %new6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t119, <16 x float> %t106, <16 x float> %acc6)
  %new7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t119, <16 x float> %t108, <16 x float> %acc7)
  %t120 = getelementptr float, ptr %t11, i64 %t111
  %t121 = load float, ptr %t120, align 4
  %t122 = insertelement <16 x float> poison, float %t121, i64 0
  %t123 = shufflevector <16 x float> %t122, <16 x float> poison, <16 x i32> zeroinitializer
  %new8 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t123, <16 x float> %t102, <16 x float> %acc8)
  %new9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t123, <16 x float> %t104, <16 x float> %acc9)
  %new10 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t123, <16 x float> %t106, <16 x float> %acc10)
  %new11 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t123, <16 x float> %t108, <16 x float> %acc11)
  %t124 = getelementptr float, ptr %t15, i64 %t111
  %t125 = load float, ptr %t124, align 4
  %t126 = insertelement <16 x float> poison, float %t125, i64 0
  %t127 = shufflevector <16 x float> %t126, <16 x float> poison, <16 x i32> zeroinitializer
  %new12 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t127, <16 x float> %t102, <16 x float> %acc12)
  %new13 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t127, <16 x float> %t104, <16 x float> %acc13)
  %new14 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t127, <16 x float> %t106, <16 x float> %acc14)
  %new15 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t127, <16 x float> %t108, <16 x float> %acc15)
  %t128 = getelementptr float, ptr %t19, i64 %t111
  %t129 = load float, ptr %t128, align 4
  %t130 = insertelement <16 x float> poison, float %t129, i64 0
  %t131 = shufflevector <16 x float> %t130, <16 x float> poison, <16 x i32> zeroinitializer
  %new16 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t131, <16 x float> %t102, <16 x float> %acc16)
  %new17 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t131, <16 x float> %t104, <16 x float> %acc17)
  %new18 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t131, <16 x float> %t106, <16 x float> %acc18)
  %new19 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t131, <16 x float> %t108, <16 x float> %acc19)
  %t132 = getelementptr float, ptr %t23, i64 %t111
  %t133 = load float, ptr %t132, align 4
  %t134 = insertelement <16 x float> poison, float %t133, i64 0
  %t135 = shufflevector <16 x float> %t134, <16 x float> poison, <16 x i32> zeroinitializer
  %new20 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t135, <16 x float> %t102, <16 x float> %acc20)
  %new21 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t135, <16 x float> %t104, <16 x float> %acc21)
  %new22 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t135, <16 x float> %t106, <16 x float> %acc22)
  %new23 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t135, <16 x float> %t108, <16 x float> %acc23)
  %k1 = add nsw i64 %k, 1
  %t136 = icmp slt i64 %k1, %kc
  br i1 %t136, label %loop, label %exit, !llvm.loop !0
exit:
  %t137 = phi <16 x float> [%t41, %entry], [%new0, %loop]
  %t138 = phi <16 x float> [%t43, %entry], [%new1, %loop]
  %t139 = phi <16 x float> [%t45, %entry], [%new2, %loop]
  %t140 = phi <16 x float> [%t47, %entry], [%new3, %loop]
  %t141 = phi <16 x float> [%t51, %entry], [%new4, %loop]
  %t142 = phi <16 x float> [%t53, %entry], [%new5, %loop]
  %t143 = phi <16 x float> [%t55, %entry], [%new6, %loop]
  %t144 = phi <16 x float> [%t57, %entry], [%new7, %loop]
  %t145 = phi <16 x float> [%t61, %entry], [%new8, %loop]
  %t146 = phi <16 x float> [%t63, %entry], [%new9, %loop]
  %t147 = phi <16 x float> [%t65, %entry], [%new10, %loop]
  %t148 = phi <16 x float> [%t67, %entry], [%new11, %loop]
  %t149 = phi <16 x float> [%t71, %entry], [%new12, %loop]
  %t150 = phi <16 x float> [%t73, %entry], [%new13, %loop]
  %t151 = phi <16 x float> [%t75, %entry], [%new14, %loop]
  %t152 = phi <16 x float> [%t77, %entry], [%new15, %loop]
  %t153 = phi <16 x float> [%t81, %entry], [%new16, %loop]
  %t154 = phi <16 x float> [%t83, %entry], [%new17, %loop]
  %t155 = phi <16 x float> [%t85, %entry], [%new18, %loop]
  %t156 = phi <16 x float> [%t87, %entry], [%new19, %loop]
  %t157 = phi <16 x float> [%t91, %entry], [%new20, %loop]
  %t158 = phi <16 x float> [%t93, %entry], [%new21, %loop]
  %t159 = phi <16 x float> [%t95, %entry], [%new22, %loop]
  %t160 = phi <16 x float> [%t97, %entry], [%new23, %loop]
  %t161 = icmp slt i64 0, %nrows
  br i1 %t161, label %store162, label %next163
store162:
  %t164 = getelementptr float, ptr %t29, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t137, ptr align 4 %t164, <16 x i1> %m0)
  %t165 = getelementptr float, ptr %t29, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t138, ptr align 4 %t165, <16 x i1> %m1)
  %t166 = getelementptr float, ptr %t29, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t139, ptr align 4 %t166, <16 x i1> %m2)
  %t167 = getelementptr float, ptr %t29, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t140, ptr align 4 %t167, <16 x i1> %m3)
  br label %next163
next163:
  %t168 = icmp slt i64 1, %nrows
  br i1 %t168, label %store169, label %next170
store169:
  %t171 = getelementptr float, ptr %t31, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t141, ptr align 4 %t171, <16 x i1> %m0)
  %t172 = getelementptr float, ptr %t31, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t142, ptr align 4 %t172, <16 x i1> %m1)
  %t173 = getelementptr float, ptr %t31, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t143, ptr align 4 %t173, <16 x i1> %m2)
  %t174 = getelementptr float, ptr %t31, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t144, ptr align 4 %t174, <16 x i1> %m3)
  br label %next170
next170:
  %t175 = icmp slt i64 2, %nrows
  br i1 %t175, label %store176, label %next177
store176:
  %t178 = getelementptr float, ptr %t33, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t145, ptr align 4 %t178, <16 x i1> %m0)
  %t179 = getelementptr float, ptr %t33, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t146, ptr align 4 %t179, <16 x i1> %m1)
  %t180 = getelementptr float, ptr %t33, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t147, ptr align 4 %t180, <16 x i1> %m2)
  %t181 = getelementptr float, ptr %t33, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t148, ptr align 4 %t181, <16 x i1> %m3)
  br label %next177
next177:
  %t182 = icmp slt i64 3, %nrows
  br i1 %t182, label %store183, label %next184
store183:
  %t185 = getelementptr float, ptr %t35, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t149, ptr align 4 %t185, <16 x i1> %m0)
  %t186 = getelementptr float, ptr %t35, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t150, ptr align 4 %t186, <16 x i1> %m1)
  %t187 = getelementptr float, ptr %t35, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t151, ptr align 4 %t187, <16 x i1> %m2)
  %t188 = getelementptr float, ptr %t35, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t152, ptr align 4 %t188, <16 x i1> %m3)
  br label %next184
next184:
  %t189 = icmp slt i64 4, %nrows
  br i1 %t189, label %store190, label %next191
store190:
  %t192 = getelementptr float, ptr %t37, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t153, ptr align 4 %t192, <16 x i1> %m0)
  %t193 = getelementptr float, ptr %t37, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t154, ptr align 4 %t193, <16 x i1> %m1)
  %t194 = getelementptr float, ptr %t37, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t155, ptr align 4 %t194, <16 x i1> %m2)
  %t195 = getelementptr float, ptr %t37, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t156, ptr align 4 %t195, <16 x i1> %m3)
  br label %next191
next191:
  %t196 = icmp slt i64 5, %nrows
  br i1 %t196, label %store197, label %next198
store197:
  %t199 = getelementptr float, ptr %t39, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t157, ptr align 4 %t199, <16 x i1> %m0)
  %t200 = getelementptr float, ptr %t39, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t158, ptr align 4 %t200, <16 x i1> %m1)
  %t201 = getelementptr float, ptr %t39, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t159, ptr align 4 %t201, <16 x i1> %m2)
  %t202 = getelementptr float, ptr %t39, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t160, ptr align 4 %t202, <16 x i1> %m3)
  br label %next198
next198:
  ret void
}

define void @"jr.op.matmul_panels_ep_0e21b9.epilogue"(ptr noalias %buf.a, ptr noalias %buf.bp, ptr noalias %buf.e0, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.M, i64 %size.K, i64 %size.J, i64 %size.P, i64 %size.B0, i64 %size._o0, i64 %size._mt0, i64 %size._mtc, i64 %size._nt0, i64 %size._ntc, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_mi.addr.1 = alloca i64, align 64
  %_ni.addr.9 = alloca i64, align 64
  %v49 = mul i64 %size.B0, %size.M
  %v50 = mul i64 %v49, 256
  %v51 = icmp sge i64 %v50, 2097152
  %v2 = icmp slt i64 %range.hi, %size._mtc
  %v3 = select i1 %v2, i64 %range.hi, i64 %size._mtc
  store i64 %range.lo, ptr %_mi.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %_mi.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %_ni.addr.9
  %i10 = load i64, ptr %_ni.addr.9
  %v11 = mul i64 %size._o0, %size.M
  %v12 = add i64 %size._mt0, %i7
  %v13 = add i64 %v11, %v12
  %v14 = mul i64 %v13, 256
  %v15 = add i64 %size._nt0, %i10
  %v16 = add i64 %v14, %v15
  %p17 = getelementptr float, ptr %buf.c, i64 %v16
  %v18 = ptrtoint ptr %p17 to i64
  %v19 = lshr i64 %v18, 2
  %v20 = sub i64 0, %v19
  %v21 = and i64 %v20, 15
  %v22 = sub i64 %size._ntc, %i10
  %v23 = icmp sge i64 %v22, 128
  %v24 = select i1 %v23, i64 %v21, i64 0
  %v25 = icmp sgt i64 %v24, 0
  br i1 %v25, label %peel26, label %aligned27
peel26:
  %v28 = add nsw i64 %i10, %v24
  %mask29 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i10, i64 %v28)
  %v30 = mul i64 %size._o0, %size.M
  %v31 = add i64 %size._mt0, %i7
  %v32 = add i64 %v30, %v31
  %v33 = mul i64 %v32, 256
  %v34 = add i64 %size._nt0, %i10
  %v35 = add i64 %v33, %v34
  %p36 = getelementptr float, ptr %buf.c, i64 %v35
  %ld37 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p36, <16 x i1> %mask29, <16 x float> zeroinitializer)
  %v38 = add i64 %size._nt0, %i10
  %p39 = getelementptr float, ptr %buf.e0, i64 %v38
  %ld40 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p39, <16 x i1> %mask29, <16 x float> zeroinitializer)
  %v41 = fadd contract <16 x float> %ld37, %ld40
  %v42 = mul i64 %size._o0, %size.M
  %v43 = add i64 %size._mt0, %i7
  %v44 = add i64 %v42, %v43
  %v45 = mul i64 %v44, 256
  %v46 = add i64 %size._nt0, %i10
  %v47 = add i64 %v45, %v46
  %p48 = getelementptr float, ptr %buf.c, i64 %v47
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v41, ptr align 4 %p48, <16 x i1> %mask29)
  store i64 %v28, ptr %_ni.addr.9
  br label %aligned27
aligned27:
  %v52 = and i1 %v23, %v51
  br i1 %v52, label %stream53, label %cached54
stream53:
  %v56 = sub i64 %size._ntc, 16
  br label %cond57
cond57:
  %i60 = load i64, ptr %_ni.addr.9
  %v61 = icmp sle i64 %i60, %v56
  br i1 %v61, label %body58, label %exit59
body58:
  %v62 = mul i64 %size._o0, %size.M
  %v63 = add i64 %size._mt0, %i7
  %v64 = add i64 %v62, %v63
  %v65 = mul i64 %v64, 256
  %v66 = add i64 %size._nt0, %i60
  %v67 = add i64 %v65, %v66
  %p68 = getelementptr float, ptr %buf.c, i64 %v67
  %ld69 = load <16 x float>, ptr %p68, align 4
  %v70 = add i64 %size._nt0, %i60
  %p71 = getelementptr float, ptr %buf.e0, i64 %v70
  %ld72 = load <16 x float>, ptr %p71, align 4
  %v73 = fadd contract <16 x float> %ld69, %ld72
  %v74 = mul i64 %size._o0, %size.M
  %v75 = add i64 %size._mt0, %i7
  %v76 = add i64 %v74, %v75
  %v77 = mul i64 %v76, 256
  %v78 = add i64 %size._nt0, %i60
  %v79 = add i64 %v77, %v78
  %p80 = getelementptr float, ptr %buf.c, i64 %v79
  store <16 x float> %v73, ptr %p80, align 64, !nontemporal !{i32 1}
  %v81 = add nsw i64 %i60, 16
  store i64 %v81, ptr %_ni.addr.9
  br label %cond57
exit59:
  br label %join55
cached54:
  %v82 = sub i64 %size._ntc, 16
  br label %cond83
cond83:
  %i86 = load i64, ptr %_ni.addr.9
  %v87 = icmp sle i64 %i86, %v82
  br i1 %v87, label %body84, label %exit85
body84:
  %v88 = mul i64 %size._o0, %size.M
  %v89 = add i64 %size._mt0, %i7
  %v90 = add i64 %v88, %v89
  %v91 = mul i64 %v90, 256
  %v92 = add i64 %size._nt0, %i86
  %v93 = add i64 %v91, %v92
  %p94 = getelementptr float, ptr %buf.c, i64 %v93
  %ld95 = load <16 x float>, ptr %p94, align 4
  %v96 = add i64 %size._nt0, %i86
  %p97 = getelementptr float, ptr %buf.e0, i64 %v96
  %ld98 = load <16 x float>, ptr %p97, align 4
  %v99 = fadd contract <16 x float> %ld95, %ld98
  %v100 = mul i64 %size._o0, %size.M
  %v101 = add i64 %size._mt0, %i7
  %v102 = add i64 %v100, %v101
  %v103 = mul i64 %v102, 256
  %v104 = add i64 %size._nt0, %i86
  %v105 = add i64 %v103, %v104
  %p106 = getelementptr float, ptr %buf.c, i64 %v105
  store <16 x float> %v99, ptr %p106, align 4
  %v107 = add nsw i64 %i86, 16
  store i64 %v107, ptr %_ni.addr.9
  br label %cond83
exit85:
  br label %join55
join55:
  %i108 = load i64, ptr %_ni.addr.9
  %v109 = icmp slt i64 %i108, %size._ntc
  br i1 %v109, label %tail110, label %done111
tail110:
  %mask112 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i108, i64 %size._ntc)
  %v113 = mul i64 %size._o0, %size.M
  %v114 = add i64 %size._mt0, %i7
  %v115 = add i64 %v113, %v114
  %v116 = mul i64 %v115, 256
  %v117 = add i64 %size._nt0, %i108
  %v118 = add i64 %v116, %v117
  %p119 = getelementptr float, ptr %buf.c, i64 %v118
  %ld120 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p119, <16 x i1> %mask112, <16 x float> zeroinitializer)
  %v121 = add i64 %size._nt0, %i108
  %p122 = getelementptr float, ptr %buf.e0, i64 %v121
  %ld123 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p122, <16 x i1> %mask112, <16 x float> zeroinitializer)
  %v124 = fadd contract <16 x float> %ld120, %ld123
  %v125 = mul i64 %size._o0, %size.M
  %v126 = add i64 %size._mt0, %i7
  %v127 = add i64 %v125, %v126
  %v128 = mul i64 %v127, 256
  %v129 = add i64 %size._nt0, %i108
  %v130 = add i64 %v128, %v129
  %p131 = getelementptr float, ptr %buf.c, i64 %v130
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v124, ptr align 4 %p131, <16 x i1> %mask112)
  br label %done111
done111:
  %v132 = add nsw i64 %i7, 1
  store i64 %v132, ptr %_mi.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}

define void @"jr.op.matmul_panels_ep_0e21b9.exact"(ptr noalias %buf.a, ptr noalias %buf.bp, ptr noalias %buf.e0, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.M, i64 %size.K, i64 %size.J, i64 %size.P, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %m.addr.9 = alloca i64, align 64
  %n.addr.15 = alloca i64, align 64
  %acc21 = alloca <16 x float>, align 64
  %acc22 = alloca <16 x float>, align 64
  %acc23 = alloca <16 x float>, align 64
  %acc24 = alloca <16 x float>, align 64
  %k.addr.25 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %_b0.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %m.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %m.addr.9
  %v14 = icmp slt i64 %i13, %size.M
  br i1 %v14, label %body11, label %exit12
body11:
  store i64 0, ptr %n.addr.15
  br label %cond16
cond16:
  %i19 = load i64, ptr %n.addr.15
  %v20 = icmp slt i64 %i19, 256
  br i1 %v20, label %body17, label %exit18
body17:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc21
  store <16 x float> splat (float 0x0000000000000000), ptr %acc22
  store <16 x float> splat (float 0x0000000000000000), ptr %acc23
  store <16 x float> splat (float 0x0000000000000000), ptr %acc24
  store i64 0, ptr %k.addr.25
  %v26 = sub i64 %size.K, 64
  br label %cond27
cond27:
  %i30 = load i64, ptr %k.addr.25
  %v31 = icmp sle i64 %i30, %v26
  br i1 %v31, label %body28, label %exit29
body28:
  %v32 = mul i64 %i13, %size.K
  %v33 = add i64 %v32, %i30
  %p34 = getelementptr float, ptr %buf.a, i64 %v33
  %ld35 = load <16 x float>, ptr %p34, align 4
  %v36 = sdiv i64 %i19, %size.P
  %v37 = srem i64 %i19, %size.P
  %v38 = icmp ne i64 %v37, 0
  %v39 = icmp slt i64 %v37, 0
  %v40 = icmp slt i64 %size.P, 0
  %v41 = xor i1 %v39, %v40
  %v42 = and i1 %v38, %v41
  %v43 = zext i1 %v42 to i64
  %v44 = sub i64 %v36, %v43
  %v45 = icmp sge i64 %v44, 0
  %v46 = icmp slt i64 %v44, %size.J
  %v47 = and i1 %v45, %v46
  %v48 = sdiv i64 %i19, %size.P
  %v49 = srem i64 %i19, %size.P
  %v50 = icmp ne i64 %v49, 0
  %v51 = icmp slt i64 %v49, 0
  %v52 = icmp slt i64 %size.P, 0
  %v53 = xor i1 %v51, %v52
  %v54 = and i1 %v50, %v53
  %v55 = add i64 %v49, %size.P
  %v56 = select i1 %v54, i64 %v55, i64 %v49
  %v57 = icmp sge i64 %v56, 0
  %v58 = icmp slt i64 %v56, %size.P
  %v59 = and i1 %v57, %v58
  %v60 = and i1 %v47, %v59
  %v61 = sdiv i64 %i19, %size.P
  %v62 = srem i64 %i19, %size.P
  %v63 = icmp ne i64 %v62, 0
  %v64 = icmp slt i64 %v62, 0
  %v65 = icmp slt i64 %size.P, 0
  %v66 = xor i1 %v64, %v65
  %v67 = and i1 %v63, %v66
  %v68 = zext i1 %v67 to i64
  %v69 = sub i64 %v61, %v68
  %v70 = mul i64 %v69, %size.K
  %ins71 = insertelement <16 x i64> poison, i64 %i30, i64 0
  %splat72 = shufflevector <16 x i64> %ins71, <16 x i64> poison, <16 x i32> zeroinitializer
  %step73 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane74 = add <16 x i64> %splat72, %step73
  %ins75 = insertelement <16 x i64> poison, i64 %v70, i64 0
  %splat76 = shufflevector <16 x i64> %ins75, <16 x i64> poison, <16 x i32> zeroinitializer
  %v77 = add <16 x i64> %splat76, %lane74
  %ins78 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat79 = shufflevector <16 x i64> %ins78, <16 x i64> poison, <16 x i32> zeroinitializer
  %v80 = mul <16 x i64> %v77, %splat79
  %v81 = sdiv i64 %i19, %size.P
  %v82 = srem i64 %i19, %size.P
  %v83 = icmp ne i64 %v82, 0
  %v84 = icmp slt i64 %v82, 0
  %v85 = icmp slt i64 %size.P, 0
  %v86 = xor i1 %v84, %v85
  %v87 = and i1 %v83, %v86
  %v88 = add i64 %v82, %size.P
  %v89 = select i1 %v87, i64 %v88, i64 %v82
  %ins90 = insertelement <16 x i64> poison, i64 %v89, i64 0
  %splat91 = shufflevector <16 x i64> %ins90, <16 x i64> poison, <16 x i32> zeroinitializer
  %v92 = add <16 x i64> %v80, %splat91
  %ps93 = getelementptr float, ptr %buf.bp, <16 x i64> %v92
  %ins94 = insertelement <16 x i1> poison, i1 %v60, i64 0
  %splat95 = shufflevector <16 x i1> %ins94, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld96 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps93, <16 x i1> %splat95, <16 x float> zeroinitializer)
  %v97 = fmul contract <16 x float> %ld35, %ld96
  %v98 = sdiv i64 %i19, %size.P
  %v99 = srem i64 %i19, %size.P
  %v100 = icmp ne i64 %v99, 0
  %v101 = icmp slt i64 %v99, 0
  %v102 = icmp slt i64 %size.P, 0
  %v103 = xor i1 %v101, %v102
  %v104 = and i1 %v100, %v103
  %v105 = zext i1 %v104 to i64
  %v106 = sub i64 %v98, %v105
  %v107 = icmp sge i64 %v106, 0
  %v108 = icmp slt i64 %v106, %size.J
  %v109 = and i1 %v107, %v108
  %v110 = sdiv i64 %i19, %size.P
  %v111 = srem i64 %i19, %size.P
  %v112 = icmp ne i64 %v111, 0
  %v113 = icmp slt i64 %v111, 0
  %v114 = icmp slt i64 %size.P, 0
  %v115 = xor i1 %v113, %v114
  %v116 = and i1 %v112, %v115
  %v117 = add i64 %v111, %size.P
  %v118 = select i1 %v116, i64 %v117, i64 %v111
  %v119 = icmp sge i64 %v118, 0
  %v120 = icmp slt i64 %v118, %size.P
  %v121 = and i1 %v119, %v120
  %v122 = and i1 %v109, %v121
  %old123 = load <16 x float>, ptr %acc21
  %v124 = fadd <16 x float> %old123, %v97
  %ins125 = insertelement <16 x i1> poison, i1 %v122, i64 0
  %splat126 = shufflevector <16 x i1> %ins125, <16 x i1> poison, <16 x i32> zeroinitializer
  %v127 = select <16 x i1> %splat126, <16 x float> %v124, <16 x float> %old123
  store <16 x float> %v127, ptr %acc21
  %v128 = add nsw i64 %i30, 16
  %v129 = mul i64 %i13, %size.K
  %v130 = add i64 %v129, %v128
  %p131 = getelementptr float, ptr %buf.a, i64 %v130
  %ld132 = load <16 x float>, ptr %p131, align 4
  %v133 = sdiv i64 %i19, %size.P
  %v134 = srem i64 %i19, %size.P
  %v135 = icmp ne i64 %v134, 0
  %v136 = icmp slt i64 %v134, 0
  %v137 = icmp slt i64 %size.P, 0
  %v138 = xor i1 %v136, %v137
  %v139 = and i1 %v135, %v138
  %v140 = zext i1 %v139 to i64
  %v141 = sub i64 %v133, %v140
  %v142 = icmp sge i64 %v141, 0
  %v143 = icmp slt i64 %v141, %size.J
  %v144 = and i1 %v142, %v143
  %v145 = sdiv i64 %i19, %size.P
  %v146 = srem i64 %i19, %size.P
  %v147 = icmp ne i64 %v146, 0
  %v148 = icmp slt i64 %v146, 0
  %v149 = icmp slt i64 %size.P, 0
  %v150 = xor i1 %v148, %v149
  %v151 = and i1 %v147, %v150
  %v152 = add i64 %v146, %size.P
  %v153 = select i1 %v151, i64 %v152, i64 %v146
  %v154 = icmp sge i64 %v153, 0
  %v155 = icmp slt i64 %v153, %size.P
  %v156 = and i1 %v154, %v155
  %v157 = and i1 %v144, %v156
  %v158 = sdiv i64 %i19, %size.P
  %v159 = srem i64 %i19, %size.P
  %v160 = icmp ne i64 %v159, 0
  %v161 = icmp slt i64 %v159, 0
  %v162 = icmp slt i64 %size.P, 0
  %v163 = xor i1 %v161, %v162
  %v164 = and i1 %v160, %v163
  %v165 = zext i1 %v164 to i64
  %v166 = sub i64 %v158, %v165
  %v167 = mul i64 %v166, %size.K
  %ins168 = insertelement <16 x i64> poison, i64 %v128, i64 0
  %splat169 = shufflevector <16 x i64> %ins168, <16 x i64> poison, <16 x i32> zeroinitializer
  %step170 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane171 = add <16 x i64> %splat169, %step170
  %ins172 = insertelement <16 x i64> poison, i64 %v167, i64 0
  %splat173 = shufflevector <16 x i64> %ins172, <16 x i64> poison, <16 x i32> zeroinitializer
  %v174 = add <16 x i64> %splat173, %lane171
  %ins175 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat176 = shufflevector <16 x i64> %ins175, <16 x i64> poison, <16 x i32> zeroinitializer
  %v177 = mul <16 x i64> %v174, %splat176
  %v178 = sdiv i64 %i19, %size.P
  %v179 = srem i64 %i19, %size.P
  %v180 = icmp ne i64 %v179, 0
  %v181 = icmp slt i64 %v179, 0
  %v182 = icmp slt i64 %size.P, 0
  %v183 = xor i1 %v181, %v182
  %v184 = and i1 %v180, %v183
  %v185 = add i64 %v179, %size.P
  %v186 = select i1 %v184, i64 %v185, i64 %v179
  %ins187 = insertelement <16 x i64> poison, i64 %v186, i64 0
  %splat188 = shufflevector <16 x i64> %ins187, <16 x i64> poison, <16 x i32> zeroinitializer
  %v189 = add <16 x i64> %v177, %splat188
  %ps190 = getelementptr float, ptr %buf.bp, <16 x i64> %v189
  %ins191 = insertelement <16 x i1> poison, i1 %v157, i64 0
  %splat192 = shufflevector <16 x i1> %ins191, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld193 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps190, <16 x i1> %splat192, <16 x float> zeroinitializer)
  %v194 = fmul contract <16 x float> %ld132, %ld193
  %v195 = sdiv i64 %i19, %size.P
  %v196 = srem i64 %i19, %size.P
  %v197 = icmp ne i64 %v196, 0
  %v198 = icmp slt i64 %v196, 0
  %v199 = icmp slt i64 %size.P, 0
  %v200 = xor i1 %v198, %v199
  %v201 = and i1 %v197, %v200
  %v202 = zext i1 %v201 to i64
  %v203 = sub i64 %v195, %v202
  %v204 = icmp sge i64 %v203, 0
  %v205 = icmp slt i64 %v203, %size.J
  %v206 = and i1 %v204, %v205
  %v207 = sdiv i64 %i19, %size.P
  %v208 = srem i64 %i19, %size.P
  %v209 = icmp ne i64 %v208, 0
  %v210 = icmp slt i64 %v208, 0
  %v211 = icmp slt i64 %size.P, 0
  %v212 = xor i1 %v210, %v211
  %v213 = and i1 %v209, %v212
  %v214 = add i64 %v208, %size.P
  %v215 = select i1 %v213, i64 %v214, i64 %v208
  %v216 = icmp sge i64 %v215, 0
  %v217 = icmp slt i64 %v215, %size.P
  %v218 = and i1 %v216, %v217
  %v219 = and i1 %v206, %v218
  %old220 = load <16 x float>, ptr %acc22
  %v221 = fadd <16 x float> %old220, %v194
  %ins222 = insertelement <16 x i1> poison, i1 %v219, i64 0
  %splat223 = shufflevector <16 x i1> %ins222, <16 x i1> poison, <16 x i32> zeroinitializer
  %v224 = select <16 x i1> %splat223, <16 x float> %v221, <16 x float> %old220
  store <16 x float> %v224, ptr %acc22
  %v225 = add nsw i64 %i30, 32
  %v226 = mul i64 %i13, %size.K
  %v227 = add i64 %v226, %v225
  %p228 = getelementptr float, ptr %buf.a, i64 %v227
  %ld229 = load <16 x float>, ptr %p228, align 4
  %v230 = sdiv i64 %i19, %size.P
  %v231 = srem i64 %i19, %size.P
  %v232 = icmp ne i64 %v231, 0
  %v233 = icmp slt i64 %v231, 0
  %v234 = icmp slt i64 %size.P, 0
  %v235 = xor i1 %v233, %v234
  %v236 = and i1 %v232, %v235
  %v237 = zext i1 %v236 to i64
  %v238 = sub i64 %v230, %v237
  %v239 = icmp sge i64 %v238, 0
  %v240 = icmp slt i64 %v238, %size.J
  %v241 = and i1 %v239, %v240
  %v242 = sdiv i64 %i19, %size.P
  %v243 = srem i64 %i19, %size.P
  %v244 = icmp ne i64 %v243, 0
  %v245 = icmp slt i64 %v243, 0
  %v246 = icmp slt i64 %size.P, 0
  %v247 = xor i1 %v245, %v246
  %v248 = and i1 %v244, %v247
  %v249 = add i64 %v243, %size.P
  %v250 = select i1 %v248, i64 %v249, i64 %v243
  %v251 = icmp sge i64 %v250, 0
  %v252 = icmp slt i64 %v250, %size.P
  %v253 = and i1 %v251, %v252
  %v254 = and i1 %v241, %v253
  %v255 = sdiv i64 %i19, %size.P
  %v256 = srem i64 %i19, %size.P
  %v257 = icmp ne i64 %v256, 0
  %v258 = icmp slt i64 %v256, 0
  %v259 = icmp slt i64 %size.P, 0
  %v260 = xor i1 %v258, %v259
  %v261 = and i1 %v257, %v260
  %v262 = zext i1 %v261 to i64
  %v263 = sub i64 %v255, %v262
  %v264 = mul i64 %v263, %size.K
  %ins265 = insertelement <16 x i64> poison, i64 %v225, i64 0
  %splat266 = shufflevector <16 x i64> %ins265, <16 x i64> poison, <16 x i32> zeroinitializer
  %step267 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane268 = add <16 x i64> %splat266, %step267
  %ins269 = insertelement <16 x i64> poison, i64 %v264, i64 0
  %splat270 = shufflevector <16 x i64> %ins269, <16 x i64> poison, <16 x i32> zeroinitializer
  %v271 = add <16 x i64> %splat270, %lane268
  %ins272 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat273 = shufflevector <16 x i64> %ins272, <16 x i64> poison, <16 x i32> zeroinitializer
  %v274 = mul <16 x i64> %v271, %splat273
  %v275 = sdiv i64 %i19, %size.P
  %v276 = srem i64 %i19, %size.P
  %v277 = icmp ne i64 %v276, 0
  %v278 = icmp slt i64 %v276, 0
  %v279 = icmp slt i64 %size.P, 0
  %v280 = xor i1 %v278, %v279
  %v281 = and i1 %v277, %v280
  %v282 = add i64 %v276, %size.P
  %v283 = select i1 %v281, i64 %v282, i64 %v276
  %ins284 = insertelement <16 x i64> poison, i64 %v283, i64 0
  %splat285 = shufflevector <16 x i64> %ins284, <16 x i64> poison, <16 x i32> zeroinitializer
  %v286 = add <16 x i64> %v274, %splat285
  %ps287 = getelementptr float, ptr %buf.bp, <16 x i64> %v286
  %ins288 = insertelement <16 x i1> poison, i1 %v254, i64 0
  %splat289 = shufflevector <16 x i1> %ins288, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld290 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps287, <16 x i1> %splat289, <16 x float> zeroinitializer)
  %v291 = fmul contract <16 x float> %ld229, %ld290
  %v292 = sdiv i64 %i19, %size.P
  %v293 = srem i64 %i19, %size.P
  %v294 = icmp ne i64 %v293, 0
  %v295 = icmp slt i64 %v293, 0
  %v296 = icmp slt i64 %size.P, 0
  %v297 = xor i1 %v295, %v296
  %v298 = and i1 %v294, %v297
  %v299 = zext i1 %v298 to i64
  %v300 = sub i64 %v292, %v299
  %v301 = icmp sge i64 %v300, 0
  %v302 = icmp slt i64 %v300, %size.J
  %v303 = and i1 %v301, %v302
  %v304 = sdiv i64 %i19, %size.P
  %v305 = srem i64 %i19, %size.P
  %v306 = icmp ne i64 %v305, 0
  %v307 = icmp slt i64 %v305, 0
  %v308 = icmp slt i64 %size.P, 0
  %v309 = xor i1 %v307, %v308
  %v310 = and i1 %v306, %v309
  %v311 = add i64 %v305, %size.P
  %v312 = select i1 %v310, i64 %v311, i64 %v305
  %v313 = icmp sge i64 %v312, 0
  %v314 = icmp slt i64 %v312, %size.P
  %v315 = and i1 %v313, %v314
  %v316 = and i1 %v303, %v315
  %old317 = load <16 x float>, ptr %acc23
  %v318 = fadd <16 x float> %old317, %v291
  %ins319 = insertelement <16 x i1> poison, i1 %v316, i64 0
  %splat320 = shufflevector <16 x i1> %ins319, <16 x i1> poison, <16 x i32> zeroinitializer
  %v321 = select <16 x i1> %splat320, <16 x float> %v318, <16 x float> %old317
  store <16 x float> %v321, ptr %acc23
  %v322 = add nsw i64 %i30, 48
  %v323 = mul i64 %i13, %size.K
  %v324 = add i64 %v323, %v322
  %p325 = getelementptr float, ptr %buf.a, i64 %v324
  %ld326 = load <16 x float>, ptr %p325, align 4
  %v327 = sdiv i64 %i19, %size.P
  %v328 = srem i64 %i19, %size.P
  %v329 = icmp ne i64 %v328, 0
  %v330 = icmp slt i64 %v328, 0
  %v331 = icmp slt i64 %size.P, 0
  %v332 = xor i1 %v330, %v331
  %v333 = and i1 %v329, %v332
  %v334 = zext i1 %v333 to i64
  %v335 = sub i64 %v327, %v334
  %v336 = icmp sge i64 %v335, 0
  %v337 = icmp slt i64 %v335, %size.J
  %v338 = and i1 %v336, %v337
  %v339 = sdiv i64 %i19, %size.P
  %v340 = srem i64 %i19, %size.P
  %v341 = icmp ne i64 %v340, 0
  %v342 = icmp slt i64 %v340, 0
  %v343 = icmp slt i64 %size.P, 0
  %v344 = xor i1 %v342, %v343
  %v345 = and i1 %v341, %v344
  %v346 = add i64 %v340, %size.P
  %v347 = select i1 %v345, i64 %v346, i64 %v340
  %v348 = icmp sge i64 %v347, 0
  %v349 = icmp slt i64 %v347, %size.P
  %v350 = and i1 %v348, %v349
  %v351 = and i1 %v338, %v350
  %v352 = sdiv i64 %i19, %size.P
  %v353 = srem i64 %i19, %size.P
  %v354 = icmp ne i64 %v353, 0
  %v355 = icmp slt i64 %v353, 0
  %v356 = icmp slt i64 %size.P, 0
  %v357 = xor i1 %v355, %v356
  %v358 = and i1 %v354, %v357
  %v359 = zext i1 %v358 to i64
  %v360 = sub i64 %v352, %v359
  %v361 = mul i64 %v360, %size.K
  %ins362 = insertelement <16 x i64> poison, i64 %v322, i64 0
  %splat363 = shufflevector <16 x i64> %ins362, <16 x i64> poison, <16 x i32> zeroinitializer
  %step364 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane365 = add <16 x i64> %splat363, %step364
  %ins366 = insertelement <16 x i64> poison, i64 %v361, i64 0
  %splat367 = shufflevector <16 x i64> %ins366, <16 x i64> poison, <16 x i32> zeroinitializer
  %v368 = add <16 x i64> %splat367, %lane365
  %ins369 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat370 = shufflevector <16 x i64> %ins369, <16 x i64> poison, <16 x i32> zeroinitializer
  %v371 = mul <16 x i64> %v368, %splat370
  %v372 = sdiv i64 %i19, %size.P
  %v373 = srem i64 %i19, %size.P
  %v374 = icmp ne i64 %v373, 0
  %v375 = icmp slt i64 %v373, 0
  %v376 = icmp slt i64 %size.P, 0
  %v377 = xor i1 %v375, %v376
  %v378 = and i1 %v374, %v377
  %v379 = add i64 %v373, %size.P
  %v380 = select i1 %v378, i64 %v379, i64 %v373
  %ins381 = insertelement <16 x i64> poison, i64 %v380, i64 0
  %splat382 = shufflevector <16 x i64> %ins381, <16 x i64> poison, <16 x i32> zeroinitializer
  %v383 = add <16 x i64> %v371, %splat382
  %ps384 = getelementptr float, ptr %buf.bp, <16 x i64> %v383
  %ins385 = insertelement <16 x i1> poison, i1 %v351, i64 0
  %splat386 = shufflevector <16 x i1> %ins385, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld387 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps384, <16 x i1> %splat386, <16 x float> zeroinitializer)
  %v388 = fmul contract <16 x float> %ld326, %ld387
  %v389 = sdiv i64 %i19, %size.P
  %v390 = srem i64 %i19, %size.P
  %v391 = icmp ne i64 %v390, 0
  %v392 = icmp slt i64 %v390, 0
  %v393 = icmp slt i64 %size.P, 0
  %v394 = xor i1 %v392, %v393
  %v395 = and i1 %v391, %v394
  %v396 = zext i1 %v395 to i64
  %v397 = sub i64 %v389, %v396
  %v398 = icmp sge i64 %v397, 0
  %v399 = icmp slt i64 %v397, %size.J
  %v400 = and i1 %v398, %v399
  %v401 = sdiv i64 %i19, %size.P
  %v402 = srem i64 %i19, %size.P
  %v403 = icmp ne i64 %v402, 0
  %v404 = icmp slt i64 %v402, 0
  %v405 = icmp slt i64 %size.P, 0
  %v406 = xor i1 %v404, %v405
  %v407 = and i1 %v403, %v406
  %v408 = add i64 %v402, %size.P
  %v409 = select i1 %v407, i64 %v408, i64 %v402
  %v410 = icmp sge i64 %v409, 0
  %v411 = icmp slt i64 %v409, %size.P
  %v412 = and i1 %v410, %v411
  %v413 = and i1 %v400, %v412
  %old414 = load <16 x float>, ptr %acc24
  %v415 = fadd <16 x float> %old414, %v388
  %ins416 = insertelement <16 x i1> poison, i1 %v413, i64 0
  %splat417 = shufflevector <16 x i1> %ins416, <16 x i1> poison, <16 x i32> zeroinitializer
  %v418 = select <16 x i1> %splat417, <16 x float> %v415, <16 x float> %old414
  store <16 x float> %v418, ptr %acc24
  %v419 = add nsw i64 %i30, 64
  store i64 %v419, ptr %k.addr.25
  br label %cond27
exit29:
  %v420 = sub i64 %size.K, 16
  br label %cond421
cond421:
  %i424 = load i64, ptr %k.addr.25
  %v425 = icmp sle i64 %i424, %v420
  br i1 %v425, label %body422, label %exit423
body422:
  %v426 = mul i64 %i13, %size.K
  %v427 = add i64 %v426, %i424
  %p428 = getelementptr float, ptr %buf.a, i64 %v427
  %ld429 = load <16 x float>, ptr %p428, align 4
  %v430 = sdiv i64 %i19, %size.P
  %v431 = srem i64 %i19, %size.P
  %v432 = icmp ne i64 %v431, 0
  %v433 = icmp slt i64 %v431, 0
  %v434 = icmp slt i64 %size.P, 0
  %v435 = xor i1 %v433, %v434
  %v436 = and i1 %v432, %v435
  %v437 = zext i1 %v436 to i64
  %v438 = sub i64 %v430, %v437
  %v439 = icmp sge i64 %v438, 0
  %v440 = icmp slt i64 %v438, %size.J
  %v441 = and i1 %v439, %v440
  %v442 = sdiv i64 %i19, %size.P
  %v443 = srem i64 %i19, %size.P
  %v444 = icmp ne i64 %v443, 0
  %v445 = icmp slt i64 %v443, 0
  %v446 = icmp slt i64 %size.P, 0
  %v447 = xor i1 %v445, %v446
  %v448 = and i1 %v444, %v447
  %v449 = add i64 %v443, %size.P
  %v450 = select i1 %v448, i64 %v449, i64 %v443
  %v451 = icmp sge i64 %v450, 0
  %v452 = icmp slt i64 %v450, %size.P
  %v453 = and i1 %v451, %v452
  %v454 = and i1 %v441, %v453
  %v455 = sdiv i64 %i19, %size.P
  %v456 = srem i64 %i19, %size.P
  %v457 = icmp ne i64 %v456, 0
  %v458 = icmp slt i64 %v456, 0
  %v459 = icmp slt i64 %size.P, 0
  %v460 = xor i1 %v458, %v459
  %v461 = and i1 %v457, %v460
  %v462 = zext i1 %v461 to i64
  %v463 = sub i64 %v455, %v462
  %v464 = mul i64 %v463, %size.K
  %ins465 = insertelement <16 x i64> poison, i64 %i424, i64 0
  %splat466 = shufflevector <16 x i64> %ins465, <16 x i64> poison, <16 x i32> zeroinitializer
  %step467 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane468 = add <16 x i64> %splat466, %step467
  %ins469 = insertelement <16 x i64> poison, i64 %v464, i64 0
  %splat470 = shufflevector <16 x i64> %ins469, <16 x i64> poison, <16 x i32> zeroinitializer
  %v471 = add <16 x i64> %splat470, %lane468
  %ins472 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat473 = shufflevector <16 x i64> %ins472, <16 x i64> poison, <16 x i32> zeroinitializer
  %v474 = mul <16 x i64> %v471, %splat473
  %v475 = sdiv i64 %i19, %size.P
  %v476 = srem i64 %i19, %size.P
  %v477 = icmp ne i64 %v476, 0
  %v478 = icmp slt i64 %v476, 0
  %v479 = icmp slt i64 %size.P, 0
  %v480 = xor i1 %v478, %v479
  %v481 = and i1 %v477, %v480
  %v482 = add i64 %v476, %size.P
  %v483 = select i1 %v481, i64 %v482, i64 %v476
  %ins484 = insertelement <16 x i64> poison, i64 %v483, i64 0
  %splat485 = shufflevector <16 x i64> %ins484, <16 x i64> poison, <16 x i32> zeroinitializer
  %v486 = add <16 x i64> %v474, %splat485
  %ps487 = getelementptr float, ptr %buf.bp, <16 x i64> %v486
  %ins488 = insertelement <16 x i1> poison, i1 %v454, i64 0
  %splat489 = shufflevector <16 x i1> %ins488, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld490 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps487, <16 x i1> %splat489, <16 x float> zeroinitializer)
  %v491 = fmul contract <16 x float> %ld429, %ld490
  %v492 = sdiv i64 %i19, %size.P
  %v493 = srem i64 %i19, %size.P
  %v494 = icmp ne i64 %v493, 0
  %v495 = icmp slt i64 %v493, 0
  %v496 = icmp slt i64 %size.P, 0
  %v497 = xor i1 %v495, %v496
  %v498 = and i1 %v494, %v497
  %v499 = zext i1 %v498 to i64
  %v500 = sub i64 %v492, %v499
  %v501 = icmp sge i64 %v500, 0
  %v502 = icmp slt i64 %v500, %size.J
  %v503 = and i1 %v501, %v502
  %v504 = sdiv i64 %i19, %size.P
  %v505 = srem i64 %i19, %size.P
  %v506 = icmp ne i64 %v505, 0
  %v507 = icmp slt i64 %v505, 0
  %v508 = icmp slt i64 %size.P, 0
  %v509 = xor i1 %v507, %v508
  %v510 = and i1 %v506, %v509
  %v511 = add i64 %v505, %size.P
  %v512 = select i1 %v510, i64 %v511, i64 %v505
  %v513 = icmp sge i64 %v512, 0
  %v514 = icmp slt i64 %v512, %size.P
  %v515 = and i1 %v513, %v514
  %v516 = and i1 %v503, %v515
  %old517 = load <16 x float>, ptr %acc21
  %v518 = fadd <16 x float> %old517, %v491
  %ins519 = insertelement <16 x i1> poison, i1 %v516, i64 0
  %splat520 = shufflevector <16 x i1> %ins519, <16 x i1> poison, <16 x i32> zeroinitializer
  %v521 = select <16 x i1> %splat520, <16 x float> %v518, <16 x float> %old517
  store <16 x float> %v521, ptr %acc21
  %v522 = add nsw i64 %i424, 16
  store i64 %v522, ptr %k.addr.25
  br label %cond421
exit423:
  %i523 = load i64, ptr %k.addr.25
  %v524 = icmp slt i64 %i523, %size.K
  br i1 %v524, label %tail525, label %done526
tail525:
  %mask527 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i523, i64 %size.K)
  %v528 = mul i64 %i13, %size.K
  %v529 = add i64 %v528, %i523
  %p530 = getelementptr float, ptr %buf.a, i64 %v529
  %ld531 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p530, <16 x i1> %mask527, <16 x float> zeroinitializer)
  %v532 = sdiv i64 %i19, %size.P
  %v533 = srem i64 %i19, %size.P
  %v534 = icmp ne i64 %v533, 0
  %v535 = icmp slt i64 %v533, 0
  %v536 = icmp slt i64 %size.P, 0
  %v537 = xor i1 %v535, %v536
  %v538 = and i1 %v534, %v537
  %v539 = zext i1 %v538 to i64
  %v540 = sub i64 %v532, %v539
  %v541 = icmp sge i64 %v540, 0
  %v542 = icmp slt i64 %v540, %size.J
  %v543 = and i1 %v541, %v542
  %v544 = sdiv i64 %i19, %size.P
  %v545 = srem i64 %i19, %size.P
  %v546 = icmp ne i64 %v545, 0
  %v547 = icmp slt i64 %v545, 0
  %v548 = icmp slt i64 %size.P, 0
  %v549 = xor i1 %v547, %v548
  %v550 = and i1 %v546, %v549
  %v551 = add i64 %v545, %size.P
  %v552 = select i1 %v550, i64 %v551, i64 %v545
  %v553 = icmp sge i64 %v552, 0
  %v554 = icmp slt i64 %v552, %size.P
  %v555 = and i1 %v553, %v554
  %v556 = and i1 %v543, %v555
  %ins557 = insertelement <16 x i1> poison, i1 %v556, i64 0
  %splat558 = shufflevector <16 x i1> %ins557, <16 x i1> poison, <16 x i32> zeroinitializer
  %v559 = and <16 x i1> %mask527, %splat558
  %v560 = sdiv i64 %i19, %size.P
  %v561 = srem i64 %i19, %size.P
  %v562 = icmp ne i64 %v561, 0
  %v563 = icmp slt i64 %v561, 0
  %v564 = icmp slt i64 %size.P, 0
  %v565 = xor i1 %v563, %v564
  %v566 = and i1 %v562, %v565
  %v567 = zext i1 %v566 to i64
  %v568 = sub i64 %v560, %v567
  %v569 = mul i64 %v568, %size.K
  %ins570 = insertelement <16 x i64> poison, i64 %i523, i64 0
  %splat571 = shufflevector <16 x i64> %ins570, <16 x i64> poison, <16 x i32> zeroinitializer
  %step572 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane573 = add <16 x i64> %splat571, %step572
  %ins574 = insertelement <16 x i64> poison, i64 %v569, i64 0
  %splat575 = shufflevector <16 x i64> %ins574, <16 x i64> poison, <16 x i32> zeroinitializer
  %v576 = add <16 x i64> %splat575, %lane573
  %ins577 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat578 = shufflevector <16 x i64> %ins577, <16 x i64> poison, <16 x i32> zeroinitializer
  %v579 = mul <16 x i64> %v576, %splat578
  %v580 = sdiv i64 %i19, %size.P
  %v581 = srem i64 %i19, %size.P
  %v582 = icmp ne i64 %v581, 0
  %v583 = icmp slt i64 %v581, 0
  %v584 = icmp slt i64 %size.P, 0
  %v585 = xor i1 %v583, %v584
  %v586 = and i1 %v582, %v585
  %v587 = add i64 %v581, %size.P
  %v588 = select i1 %v586, i64 %v587, i64 %v581
  %ins589 = insertelement <16 x i64> poison, i64 %v588, i64 0
  %splat590 = shufflevector <16 x i64> %ins589, <16 x i64> poison, <16 x i32> zeroinitializer
  %v591 = add <16 x i64> %v579, %splat590
  %ps592 = getelementptr float, ptr %buf.bp, <16 x i64> %v591
  %ld593 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps592, <16 x i1> %v559, <16 x float> zeroinitializer)
  %v594 = fmul contract <16 x float> %ld531, %ld593
  %v595 = sdiv i64 %i19, %size.P
  %v596 = srem i64 %i19, %size.P
  %v597 = icmp ne i64 %v596, 0
  %v598 = icmp slt i64 %v596, 0
  %v599 = icmp slt i64 %size.P, 0
  %v600 = xor i1 %v598, %v599
  %v601 = and i1 %v597, %v600
  %v602 = zext i1 %v601 to i64
  %v603 = sub i64 %v595, %v602
  %v604 = icmp sge i64 %v603, 0
  %v605 = icmp slt i64 %v603, %size.J
  %v606 = and i1 %v604, %v605
  %v607 = sdiv i64 %i19, %size.P
  %v608 = srem i64 %i19, %size.P
  %v609 = icmp ne i64 %v608, 0
  %v610 = icmp slt i64 %v608, 0
  %v611 = icmp slt i64 %size.P, 0
  %v612 = xor i1 %v610, %v611
  %v613 = and i1 %v609, %v612
  %v614 = add i64 %v608, %size.P
  %v615 = select i1 %v613, i64 %v614, i64 %v608
  %v616 = icmp sge i64 %v615, 0
  %v617 = icmp slt i64 %v615, %size.P
  %v618 = and i1 %v616, %v617
  %v619 = and i1 %v606, %v618
  %ins620 = insertelement <16 x i1> poison, i1 %v619, i64 0
  %splat621 = shufflevector <16 x i1> %ins620, <16 x i1> poison, <16 x i32> zeroinitializer
  %v622 = and <16 x i1> %mask527, %splat621
  %old623 = load <16 x float>, ptr %acc21
  %v624 = fadd <16 x float> %old623, %v594
  %v625 = select <16 x i1> %v622, <16 x float> %v624, <16 x float> %old623
  store <16 x float> %v625, ptr %acc21
  br label %done526
done526:
  %red626 = load <16 x float>, ptr %acc21
  %red627 = load <16 x float>, ptr %acc22
  %red628 = load <16 x float>, ptr %acc23
  %red629 = load <16 x float>, ptr %acc24
  %v630 = fadd <16 x float> %red626, %red627
  %v631 = fadd <16 x float> %v630, %red628
  %v632 = fadd <16 x float> %v631, %red629
  %v633 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v632)
  %p634 = getelementptr float, ptr %buf.e0, i64 %i19
  %ld635 = load float, ptr %p634, align 4
  %v636 = fadd contract float %v633, %ld635
  %v637 = mul i64 %i7, %size.M
  %v638 = add i64 %v637, %i13
  %v639 = mul i64 %v638, 256
  %v640 = add i64 %v639, %i19
  %p641 = getelementptr float, ptr %buf.c, i64 %v640
  store float %v636, ptr %p641, align 4
  %v642 = add nsw i64 %i19, 1
  store i64 %v642, ptr %n.addr.15
  br label %cond16
exit18:
  %v643 = add nsw i64 %i13, 1
  store i64 %v643, ptr %m.addr.9
  br label %cond10
exit12:
  %v644 = add nsw i64 %i7, 1
  store i64 %v644, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}

define void @"jr.op.matmul_panels_ep_0e21b9"(ptr noalias %buf.a, ptr noalias %buf.bp, ptr noalias %buf.e0, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.M, i64 %size.K, i64 %size.J, i64 %size.P, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c135 = alloca i64
  %c168 = alloca i64
  %c187 = alloca i64
  %c193 = alloca i64
  %c243 = alloca i64
  %c258 = alloca i64
  %c259 = alloca i64
  %t1 = icmp eq i64 %size.P, 64
  %t2 = and i1 true, %t1
  %t3 = mul i64 %size.J, %size.P
  %t4 = icmp sle i64 256, %t3
  %t5 = and i1 %t2, %t4
  br i1 %t5, label %gemm6, label %exact7
exact7:
  %t9 = icmp eq i64 %range.lo, 0
  br i1 %t9, label %exact.run8, label %exact.done
exact.run8:
  call void @"jr.op.matmul_panels_ep_0e21b9.exact"(ptr %buf.a, ptr %buf.bp, ptr %buf.e0, ptr %buf.c, ptr %scratch, i64 %size.M, i64 %size.K, i64 %size.J, i64 %size.P, i64 %size.B0, i64 0, i64 4611686018427387904)
  br label %exact.done
exact.done:
  ret void
gemm6:
  %t10 = icmp sgt i64 1, 1
  %t11 = select i1 %t10, i64 1, i64 1
  %t12 = add i64 256, 511
  %t13 = sdiv i64 %t12, 512
  %t14 = add i64 %size.M, 47
  %t15 = sdiv i64 %t14, 48
  %t16 = sub i64 %t13, 1
  %t17 = add i64 256, %t16
  %t18 = icmp sgt i64 %t13, 1
  %t19 = select i1 %t18, i64 %t13, i64 1
  %t20 = sdiv i64 %t17, %t19
  %t21 = add i64 %t20, 63
  %t22 = sdiv i64 %t21, 64
  %t23 = mul i64 %t22, 64
  %t24 = sub i64 %t15, 1
  %t25 = add i64 %size.M, %t24
  %t26 = icmp sgt i64 %t15, 1
  %t27 = select i1 %t26, i64 %t15, i64 1
  %t28 = sdiv i64 %t25, %t27
  %t29 = add i64 %t28, 5
  %t30 = sdiv i64 %t29, 6
  %t31 = mul i64 %t30, 6
  %t32 = mul i64 %t13, %t15
  %t33 = mul i64 %t32, %size.B0
  %t34 = icmp slt i64 %range.hi, %t33
  %t35 = select i1 %t34, i64 %range.hi, i64 %t33
  %t36 = ptrtoint ptr %scratch to i64
  %t37 = add i64 %t36, 63
  %t38 = and i64 %t37, -64
  %t39 = inttoptr i64 %t38 to ptr
  %t40 = add i64 85, 1
  %t41 = mul i64 %t40, 512
  %t42 = getelementptr float, ptr %t39, i64 %t41
  %t43 = and i1 true, true
  %t44 = icmp eq i64 %size.M, 1
  %t45 = and i1 false, %t44
  %t46 = and i1 %t45, %t43
  %t47 = select i1 false, i64 128, i64 85
  %t48 = sdiv i64 %t47, %t11
  %t49 = icmp sgt i64 %t48, 1
  %t50 = select i1 %t49, i64 %t48, i64 1
  %t51 = sub i64 %t50, 1
  %t52 = add i64 %size.K, %t51
  %t53 = sdiv i64 %t52, %t50
  %t54 = icmp sgt i64 %t53, 1
  %t55 = select i1 %t54, i64 %t53, i64 1
  %t56 = sub i64 %t55, 1
  %t57 = add i64 %size.K, %t56
  %t58 = sdiv i64 %t57, %t55
  %t59 = icmp sgt i64 %t58, 1
  %t60 = select i1 %t59, i64 %t58, i64 1
  %t61 = mul i64 1, %size.K
  %t62 = add i64 %t61, 0
  %t63 = mul i64 0, %size.K
  %t64 = add i64 %t63, 0
  %t65 = sub i64 %t62, %t64
  %t66 = mul i64 0, %size.K
  %t67 = add i64 %t66, 1
  %t68 = mul i64 0, %size.K
  %t69 = add i64 %t68, 0
  %t70 = sub i64 %t67, %t69
  %t71 = sdiv i64 0, %size.P
  %t72 = srem i64 0, %size.P
  %t73 = icmp ne i64 %t72, 0
  %t74 = icmp slt i64 %t72, 0
  %t75 = icmp slt i64 %size.P, 0
  %t76 = xor i1 %t74, %t75
  %t77 = and i1 %t73, %t76
  %t78 = zext i1 %t77 to i64
  %t79 = sub i64 %t71, %t78
  %t80 = mul i64 %size.K, %size.P
  %t81 = mul i64 %t79, %t80
  %t82 = mul i64 1, %size.P
  %t83 = add i64 %t81, %t82
  %t84 = sdiv i64 0, %size.P
  %t85 = srem i64 0, %size.P
  %t86 = icmp ne i64 %t85, 0
  %t87 = icmp slt i64 %t85, 0
  %t88 = icmp slt i64 %size.P, 0
  %t89 = xor i1 %t87, %t88
  %t90 = and i1 %t86, %t89
  %t91 = add i64 %t85, %size.P
  %t92 = select i1 %t90, i64 %t91, i64 %t85
  %t93 = add i64 %t83, %t92
  %t94 = sdiv i64 0, %size.P
  %t95 = srem i64 0, %size.P
  %t96 = icmp ne i64 %t95, 0
  %t97 = icmp slt i64 %t95, 0
  %t98 = icmp slt i64 %size.P, 0
  %t99 = xor i1 %t97, %t98
  %t100 = and i1 %t96, %t99
  %t101 = zext i1 %t100 to i64
  %t102 = sub i64 %t94, %t101
  %t103 = mul i64 %size.K, %size.P
  %t104 = mul i64 %t102, %t103
  %t105 = mul i64 0, %size.P
  %t106 = add i64 %t104, %t105
  %t107 = sdiv i64 0, %size.P
  %t108 = srem i64 0, %size.P
  %t109 = icmp ne i64 %t108, 0
  %t110 = icmp slt i64 %t108, 0
  %t111 = icmp slt i64 %size.P, 0
  %t112 = xor i1 %t110, %t111
  %t113 = and i1 %t109, %t112
  %t114 = add i64 %t108, %size.P
  %t115 = select i1 %t113, i64 %t114, i64 %t108
  %t116 = add i64 %t106, %t115
  %t117 = sub i64 %t93, %t116
  %t118 = mul i64 %size.M, 256
  %t119 = mul i64 0, %t118
  %t120 = mul i64 1, 256
  %t121 = add i64 %t119, %t120
  %t122 = add i64 %t121, 0
  %t123 = mul i64 %size.M, 256
  %t124 = mul i64 0, %t123
  %t125 = mul i64 0, 256
  %t126 = add i64 %t124, %t125
  %t127 = add i64 %t126, 0
  %t128 = sub i64 %t122, %t127
  br label %packed129
packed129:
  %t131 = sub i64 %t15, 1
  %t132 = add i64 %t35, %t131
  %t133 = udiv i64 %t132, %t15
  %t134 = udiv i64 %range.lo, %t15
  store i64 %t134, ptr %c135
  br label %head136
head136:
  %i139 = load i64, ptr %c135
  %t140 = icmp slt i64 %i139, %t133
  br i1 %t140, label %body137, label %done138
body137:
  %t141 = urem i64 %i139, %t13
  %t142 = udiv i64 %i139, %t13
  %t143 = urem i64 %t142, %size.B0
  %t144 = udiv i64 %t142, %size.B0
  %t145 = mul i64 %i139, %t15
  %t146 = sub i64 %range.lo, %t145
  %t147 = icmp sgt i64 %t146, 0
  %t148 = select i1 %t147, i64 %t146, i64 0
  %t149 = mul i64 %t148, %t31
  %t150 = icmp slt i64 %size.M, %t149
  %t151 = select i1 %t150, i64 %size.M, i64 %t149
  %t152 = sub i64 %t35, %t145
  %t153 = icmp slt i64 %t152, %t15
  %t154 = select i1 %t153, i64 %t152, i64 %t15
  %t155 = mul i64 %t154, %t31
  %t156 = icmp slt i64 %size.M, %t155
  %t157 = select i1 %t156, i64 %size.M, i64 %t155
  %t158 = sub i64 %t157, %t151
  %t159 = mul i64 %t141, %t23
  %t160 = sub i64 256, %t159
  %t161 = icmp slt i64 %t23, %t160
  %t162 = select i1 %t161, i64 %t23, i64 %t160
  %t163 = add i64 %t162, 63
  %t164 = sdiv i64 %t163, 64
  %t167 = icmp slt i64 %t151, %t157
  br i1 %t167, label %rows165, label %norows166
rows165:
  store i64 0, ptr %c168
  br label %head169
head169:
  %i172 = load i64, ptr %c168
  %t173 = icmp slt i64 %i172, %t55
  br i1 %t173, label %body170, label %done171
body170:
  %t174 = mul i64 %i172, %t60
  %t175 = add i64 %t174, %t60
  %t176 = icmp slt i64 %t175, %size.K
  %t177 = select i1 %t176, i64 %t175, i64 %size.K
  %t178 = sub i64 %t177, %t174
  %t179 = icmp sgt i64 %t178, 0
  %t180 = select i1 %t179, i64 %t178, i64 0
  %t181 = mul i64 %t180, 1
  %t182 = icmp sgt i64 %i172, 0
  br label %packb183
packb183:
  br i1 false, label %panels184, label %pack186
pack186:
  br label %panels184
panels184:
  store i64 %t151, ptr %c187
  br label %head188
head188:
  %i191 = load i64, ptr %c187
  %t192 = icmp slt i64 %i191, %t157
  br i1 %t192, label %body189, label %done190
body189:
  store i64 0, ptr %c193
  br label %head194
head194:
  %i197 = load i64, ptr %c193
  %t198 = icmp slt i64 %i197, %t164
  br i1 %t198, label %body195, label %done196
body195:
  %t199 = add i64 %i191, %t31
  %t200 = icmp slt i64 %t199, %t157
  %t201 = select i1 %t200, i64 %t199, i64 %t157
  %t202 = mul i64 %i197, 64
  %t203 = add i64 %t202, 0
  %t204 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t203, i64 %t162)
  %t205 = add i64 %t202, 16
  %t206 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t205, i64 %t162)
  %t207 = add i64 %t202, 32
  %t208 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t207, i64 %t162)
  %t209 = add i64 %t202, 48
  %t210 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t209, i64 %t162)
  %t211 = add i64 %t159, %t202
  %t212 = sdiv i64 %t211, %size.P
  %t213 = srem i64 %t211, %size.P
  %t214 = icmp ne i64 %t213, 0
  %t215 = icmp slt i64 %t213, 0
  %t216 = icmp slt i64 %size.P, 0
  %t217 = xor i1 %t215, %t216
  %t218 = and i1 %t214, %t217
  %t219 = zext i1 %t218 to i64
  %t220 = sub i64 %t212, %t219
  %t221 = mul i64 %size.K, %size.P
  %t222 = mul i64 %t220, %t221
  %t223 = mul i64 %t174, %size.P
  %t224 = add i64 %t222, %t223
  %t225 = sdiv i64 %t211, %size.P
  %t226 = srem i64 %t211, %size.P
  %t227 = icmp ne i64 %t226, 0
  %t228 = icmp slt i64 %t226, 0
  %t229 = icmp slt i64 %size.P, 0
  %t230 = xor i1 %t228, %t229
  %t231 = and i1 %t227, %t230
  %t232 = add i64 %t226, %size.P
  %t233 = select i1 %t231, i64 %t232, i64 %t226
  %t234 = add i64 %t224, %t233
  %t235 = getelementptr float, ptr %buf.bp, i64 %t234
  %t236 = udiv i64 %t211, 64
  %t237 = mul i64 %t236, %size.K
  %t238 = add i64 %t237, %t174
  %t239 = mul i64 %t238, 64
  %t240 = getelementptr float, ptr %buf.bp, i64 %t239
  %t241 = select i1 false, ptr %t235, ptr %t240
  %t242 = select i1 false, i64 %t117, i64 64
  store i64 %i191, ptr %c243
  br label %head244
head244:
  %i247 = load i64, ptr %c243
  %t248 = icmp slt i64 %i247, %t201
  br i1 %t248, label %body245, label %done246
body245:
  %t249 = sub i64 %t201, %i247
  %t250 = icmp slt i64 6, %t249
  %t251 = select i1 %t250, i64 6, i64 %t249
  %t252 = mul i64 %i247, %size.K
  %t253 = add i64 %t252, %t174
  %t254 = getelementptr float, ptr %buf.a, i64 %t253
  br i1 %t43, label %ready256, label %packa255
packa255:
  %t257 = sub i64 %t251, 1
  store i64 0, ptr %c258
  store i64 %t174, ptr %c259
  br label %head260
head260:
  %i263 = load i64, ptr %c259
  %t264 = icmp slt i64 %i263, %t177
  br i1 %t264, label %body261, label %done262
body261:
  %t265 = load i64, ptr %c258
  %t266 = icmp slt i64 0, %t257
  %t267 = select i1 %t266, i64 0, i64 %t257
  %t268 = add i64 %i247, %t267
  %t269 = mul i64 %t268, %size.K
  %t270 = add i64 %t269, %i263
  %t271 = select i1 true, i64 %t270, i64 0
  %t272 = getelementptr float, ptr %buf.a, i64 %t271
  %t273 = load float, ptr %t272, align 4
  %t274 = select i1 true, float %t273, float 0.0
  %t275 = mul i64 %t265, 6
  %t276 = add i64 %t275, 0
  %t277 = getelementptr float, ptr %t42, i64 %t276
  store float %t274, ptr %t277, align 4
  %t278 = icmp slt i64 1, %t257
  %t279 = select i1 %t278, i64 1, i64 %t257
  %t280 = add i64 %i247, %t279
  %t281 = mul i64 %t280, %size.K
  %t282 = add i64 %t281, %i263
  %t283 = select i1 true, i64 %t282, i64 0
  %t284 = getelementptr float, ptr %buf.a, i64 %t283
  %t285 = load float, ptr %t284, align 4
  %t286 = select i1 true, float %t285, float 0.0
  %t287 = mul i64 %t265, 6
  %t288 = add i64 %t287, 1
  %t289 = getelementptr float, ptr %t42, i64 %t288
  store float %t286, ptr %t289, align 4
  %t290 = icmp slt i64 2, %t257
  %t291 = select i1 %t290, i64 2, i64 %t257
  %t292 = add i64 %i247, %t291
  %t293 = mul i64 %t292, %size.K
  %t294 = add i64 %t293, %i263
  %t295 = select i1 true, i64 %t294, i64 0
  %t296 = getelementptr float, ptr %buf.a, i64 %t295
  %t297 = load float, ptr %t296, align 4
  %t298 = select i1 true, float %t297, float 0.0
  %t299 = mul i64 %t265, 6
  %t300 = add i64 %t299, 2
  %t301 = getelementptr float, ptr %t42, i64 %t300
  store float %t298, ptr %t301, align 4
  %t302 = icmp slt i64 3, %t257
  %t303 = select i1 %t302, i64 3, i64 %t257
  %t304 = add i64 %i247, %t303
  %t305 = mul i64 %t304, %size.K
  %t306 = add i64 %t305, %i263
  %t307 = select i1 true, i64 %t306, i64 0
  %t308 = getelementptr float, ptr %buf.a, i64 %t307
  %t309 = load float, ptr %t308, align 4
  %t310 = select i1 true, float %t309, float 0.0
  %t311 = mul i64 %t265, 6
  %t312 = add i64 %t311, 3
  %t313 = getelementptr float, ptr %t42, i64 %t312
  store float %t310, ptr %t313, align 4
  %t314 = icmp slt i64 4, %t257
  %t315 = select i1 %t314, i64 4, i64 %t257
  %t316 = add i64 %i247, %t315
  %t317 = mul i64 %t316, %size.K
  %t318 = add i64 %t317, %i263
  %t319 = select i1 true, i64 %t318, i64 0
  %t320 = getelementptr float, ptr %buf.a, i64 %t319
  %t321 = load float, ptr %t320, align 4
  %t322 = select i1 true, float %t321, float 0.0
  %t323 = mul i64 %t265, 6
  %t324 = add i64 %t323, 4
  %t325 = getelementptr float, ptr %t42, i64 %t324
  store float %t322, ptr %t325, align 4
  %t326 = icmp slt i64 5, %t257
  %t327 = select i1 %t326, i64 5, i64 %t257
  %t328 = add i64 %i247, %t327
  %t329 = mul i64 %t328, %size.K
  %t330 = add i64 %t329, %i263
  %t331 = select i1 true, i64 %t330, i64 0
  %t332 = getelementptr float, ptr %buf.a, i64 %t331
  %t333 = load float, ptr %t332, align 4
  %t334 = select i1 true, float %t333, float 0.0
  %t335 = mul i64 %t265, 6
  %t336 = add i64 %t335, 5
  %t337 = getelementptr float, ptr %t42, i64 %t336
  store float %t334, ptr %t337, align 4
  %t338 = add i64 %t265, 1
  store i64 %t338, ptr %c258
  %t339 = add nsw i64 %i263, 1
  store i64 %t339, ptr %c259
  br label %head260
done262:
  br label %ready256
ready256:
  %t340 = select i1 %t43, ptr %t254, ptr %t42
  %t341 = select i1 %t43, i64 %t65, i64 1
  %t342 = select i1 %t43, i64 %t70, i64 6
  %t343 = mul i64 %size.M, 256
  %t344 = mul i64 %t143, %t343
  %t345 = mul i64 %i247, 256
  %t346 = add i64 %t344, %t345
  %t347 = add i64 %t346, %t211
  %t348 = getelementptr float, ptr %buf.c, i64 %t347
  %t349 = icmp eq i64 %t251, 1
  %t350 = sub i64 %t13, 1
  %t351 = mul i64 %t350, %t23
  %t352 = add i64 %t159, %t23
  %t353 = icmp slt i64 %t352, %t351
  %t354 = select i1 %t353, i64 %t352, i64 %t351
  %t355 = sub i64 256, %t354
  %t356 = icmp slt i64 %t23, %t355
  %t357 = select i1 %t356, i64 %t23, i64 %t355
  %t358 = add i64 %t357, 63
  %t359 = sdiv i64 %t358, 64
  %t360 = udiv i64 %t354, 64
  %t361 = sub i64 %t359, 1
  %t362 = icmp slt i64 %i197, %t361
  %t363 = select i1 %t362, i64 %i197, i64 %t361
  %t364 = add i64 %t360, %t363
  %t365 = mul i64 %t364, %size.K
  %t366 = add i64 %t365, %t174
  %t367 = mul i64 %t366, 64
  %t368 = add i64 %t158, 5
  %t369 = sdiv i64 %t368, 6
  %t370 = icmp sgt i64 %t369, 1
  %t371 = select i1 %t370, i64 %t369, i64 1
  %t372 = sdiv i64 256, %t371
  %t373 = icmp sgt i64 %t372, 1
  %t374 = select i1 %t373, i64 %t372, i64 1
  %t375 = sub i64 %i247, %t151
  %t376 = sdiv i64 %t375, 6
  %t377 = getelementptr float, ptr %buf.bp, i64 %t367
  %t378 = mul i64 %t376, %t181
  %t379 = mul i64 %t378, %t374
  %t380 = getelementptr i8, ptr %t377, i64 %t379
  %t386 = zext i1 %t349 to i64
  %t387 = zext i1 false to i64
  %t388 = shl i64 %t387, 1
  %t389 = or i64 %t386, %t388
  switch i64 %t389, label %p383 [i64 1, label %p1384 i64 2, label %d381 i64 3, label %d1382]
p383:
  call void @"jr.mk.matmul_panels_ep_0e21b9.6p"(ptr %t340, i64 %t341, i64 %t342, i64 %t251, ptr %t241, i64 %t242, ptr %t348, i64 %t128, i64 %t181, i1 %t182, ptr %t380, i64 %t374, <16 x i1> %t204, <16 x i1> %t206, <16 x i1> %t208, <16 x i1> %t210)
  br label %called385
p1384:
  call void @"jr.mk.matmul_panels_ep_0e21b9.1p"(ptr %t340, i64 %t341, i64 %t342, i64 %t251, ptr %t241, i64 %t242, ptr %t348, i64 %t128, i64 %t181, i1 %t182, ptr %t380, i64 %t374, <16 x i1> %t204, <16 x i1> %t206, <16 x i1> %t208, <16 x i1> %t210)
  br label %called385
d381:
  call void @"jr.mk.matmul_panels_ep_0e21b9.6d"(ptr %t340, i64 %t341, i64 %t342, i64 %t251, ptr %t241, i64 %t242, ptr %t348, i64 %t128, i64 %t181, i1 %t182, ptr %t380, i64 %t374, <16 x i1> %t204, <16 x i1> %t206, <16 x i1> %t208, <16 x i1> %t210)
  br label %called385
d1382:
  call void @"jr.mk.matmul_panels_ep_0e21b9.1d"(ptr %t340, i64 %t341, i64 %t342, i64 %t251, ptr %t241, i64 %t242, ptr %t348, i64 %t128, i64 %t181, i1 %t182, ptr %t380, i64 %t374, <16 x i1> %t204, <16 x i1> %t206, <16 x i1> %t208, <16 x i1> %t210)
  br label %called385
called385:
  %t390 = add nsw i64 %i247, 6
  store i64 %t390, ptr %c243
  br label %head244
done246:
  %t391 = add nsw i64 %i197, 1
  store i64 %t391, ptr %c193
  br label %head194
done196:
  %t392 = add nsw i64 %i191, %t31
  store i64 %t392, ptr %c187
  br label %head188
done190:
  br label %kdone185
kdone185:
  %t393 = add nsw i64 %i172, 1
  store i64 %t393, ptr %c168
  br label %head169
done171:
  call void @"jr.op.matmul_panels_ep_0e21b9.epilogue"(ptr %buf.a, ptr %buf.bp, ptr %buf.e0, ptr %buf.c, ptr null, i64 %size.M, i64 %size.K, i64 %size.J, i64 %size.P, i64 %size.B0, i64 %t143, i64 %t151, i64 %t158, i64 %t159, i64 %t162, i64 0, i64 4611686018427387904)
  br label %norows166
norows166:
  %t394 = add nsw i64 %i139, 1
  store i64 %t394, ptr %c135
  br label %head136
done138:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
