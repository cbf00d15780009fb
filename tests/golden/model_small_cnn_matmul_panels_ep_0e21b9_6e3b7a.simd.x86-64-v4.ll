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

define void @"jr.op.matmul_panels_ep_0e21b9.epilogue"(ptr noalias %buf.a, ptr noalias %buf.bp, ptr noalias %buf.e0, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.K, i64 %size.B0, i64 %size._o0, i64 %size._mt0, i64 %size._mtc, i64 %size._nt0, i64 %size._ntc, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_mi.addr.1 = alloca i64, align 64
  %_ni.addr.9 = alloca i64, align 64
  %v46 = mul i64 %size.B0, 10
  %v47 = icmp sge i64 %v46, 2097152
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
  %v11 = add i64 %size._mt0, %i7
  %v12 = add i64 %size._o0, %v11
  %v13 = mul i64 %v12, 10
  %v14 = add i64 %size._nt0, %i10
  %v15 = add i64 %v13, %v14
  %p16 = getelementptr float, ptr %buf.c, i64 %v15
  %v17 = ptrtoint ptr %p16 to i64
  %v18 = lshr i64 %v17, 2
  %v19 = sub i64 0, %v18
  %v20 = and i64 %v19, 15
  %v21 = sub i64 %size._ntc, %i10
  %v22 = icmp sge i64 %v21, 128
  %v23 = select i1 %v22, i64 %v20, i64 0
  %v24 = icmp sgt i64 %v23, 0
  br i1 %v24, label %peel25, label %aligned26
peel25:
  %v27 = add nsw i64 %i10, %v23
  %mask28 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i10, i64 %v27)
  %v29 = add i64 %size._mt0, %i7
  %v30 = add i64 %size._o0, %v29
  %v31 = mul i64 %v30, 10
  %v32 = add i64 %size._nt0, %i10
  %v33 = add i64 %v31, %v32
  %p34 = getelementptr float, ptr %buf.c, i64 %v33
  %ld35 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p34, <16 x i1> %mask28, <16 x float> zeroinitializer)
  %v36 = add i64 %size._nt0, %i10
  %p37 = getelementptr float, ptr %buf.e0, i64 %v36
  %ld38 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p37, <16 x i1> %mask28, <16 x float> zeroinitializer)
  %v39 = fadd contract <16 x float> %ld35, %ld38
  %v40 = add i64 %size._mt0, %i7
  %v41 = add i64 %size._o0, %v40
  %v42 = mul i64 %v41, 10
  %v43 = add i64 %size._nt0, %i10
  %v44 = add i64 %v42, %v43
  %p45 = getelementptr float, ptr %buf.c, i64 %v44
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v39, ptr align 4 %p45, <16 x i1> %mask28)
  store i64 %v27, ptr %_ni.addr.9
  br label %aligned26
aligned26:
  %v48 = and i1 %v22, %v47
  br i1 %v48, label %stream49, label %cached50
stream49:
  %v52 = sub i64 %size._ntc, 16
  br label %cond53
cond53:
  %i56 = load i64, ptr %_ni.addr.9
  %v57 = icmp sle i64 %i56, %v52
  br i1 %v57, label %body54, label %exit55
body54:
  %v58 = add i64 %size._mt0, %i7
  %v59 = add i64 %size._o0, %v58
  %v60 = mul i64 %v59, 10
  %v61 = add i64 %size._nt0, %i56
  %v62 = add i64 %v60, %v61
  %p63 = getelementptr float, ptr %buf.c, i64 %v62
  %ld64 = load <16 x float>, ptr %p63, align 4
  %v65 = add i64 %size._nt0, %i56
  %p66 = getelementptr float, ptr %buf.e0, i64 %v65
  %ld67 = load <16 x float>, ptr %p66, align 4
  %v68 = fadd contract <16 x float> %ld64, %ld67
  %v69 = add i64 %size._mt0, %i7
  %v70 = add i64 %size._o0, %v69
  %v71 = mul i64 %v70, 10
  %v72 = add i64 %size._nt0, %i56
  %v73 = add i64 %v71, %v72
  %p74 = getelementptr float, ptr %buf.c, i64 %v73
  store <16 x float> %v68, ptr %p74, align 64, !nontemporal !{i32 1}
  %v75 = add nsw i64 %i56, 16
  store i64 %v75, ptr %_ni.addr.9
  br label %cond53
exit55:
  br label %join51
cached50:
  %v76 = sub i64 %size._ntc, 16
  br label %cond77
cond77:
  %i80 = load i64, ptr %_ni.addr.9
  %v81 = icmp sle i64 %i80, %v76
  br i1 %v81, label %body78, label %exit79
body78:
  %v82 = add i64 %size._mt0, %i7
  %v83 = add i64 %size._o0, %v82
  %v84 = mul i64 %v83, 10
  %v85 = add i64 %size._nt0, %i80
  %v86 = add i64 %v84, %v85
  %p87 = getelementptr float, ptr %buf.c, i64 %v86
  %ld88 = load <16 x float>, ptr %p87, align 4
  %v89 = add i64 %size._nt0, %i80
  %p90 = getelementptr float, ptr %buf.e0, i64 %v89
  %ld91 = load <16 x float>, ptr %p90, align 4
  %v92 = fadd contract <16 x float> %ld88, %ld91
  %v93 = add i64 %size._mt0, %i7
  %v94 = add i64 %size._o0, %v93
  %v95 = mul i64 %v94, 10
  %v96 = add i64 %size._nt0, %i80
  %v97 = add i64 %v95, %v96
  %p98 = getelementptr float, ptr %buf.c, i64 %v97
  store <16 x float> %v92, ptr %p98, align 4
  %v99 = add nsw i64 %i80, 16
  store i64 %v99, ptr %_ni.addr.9
  br label %cond77
exit79:
  br label %join51
join51:
  %i100 = load i64, ptr %_ni.addr.9
  %v101 = icmp slt i64 %i100, %size._ntc
  br i1 %v101, label %tail102, label %done103
tail102:
  %mask104 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i100, i64 %size._ntc)
  %v105 = add i64 %size._mt0, %i7
  %v106 = add i64 %size._o0, %v105
  %v107 = mul i64 %v106, 10
  %v108 = add i64 %size._nt0, %i100
  %v109 = add i64 %v107, %v108
  %p110 = getelementptr float, ptr %buf.c, i64 %v109
  %ld111 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p110, <16 x i1> %mask104, <16 x float> zeroinitializer)
  %v112 = add i64 %size._nt0, %i100
  %p113 = getelementptr float, ptr %buf.e0, i64 %v112
  %ld114 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p113, <16 x i1> %mask104, <16 x float> zeroinitializer)
  %v115 = fadd contract <16 x float> %ld111, %ld114
  %v116 = add i64 %size._mt0, %i7
  %v117 = add i64 %size._o0, %v116
  %v118 = mul i64 %v117, 10
  %v119 = add i64 %size._nt0, %i100
  %v120 = add i64 %v118, %v119
  %p121 = getelementptr float, ptr %buf.c, i64 %v120
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v115, ptr align 4 %p121, <16 x i1> %mask104)
  br label %done103
done103:
  %v122 = add nsw i64 %i7, 1
  store i64 %v122, ptr %_mi.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}

define void @"jr.op.matmul_panels_ep_0e21b9.exact"(ptr noalias %buf.a, ptr noalias %buf.bp, ptr noalias %buf.e0, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.K, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %n.addr.9 = alloca i64, align 64
  %acc15 = alloca <16 x float>, align 64
  %acc16 = alloca <16 x float>, align 64
  %acc17 = alloca <16 x float>, align 64
  %acc18 = alloca <16 x float>, align 64
  %k.addr.19 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %_b0.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %n.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %n.addr.9
  %v14 = icmp slt i64 %i13, 10
  br i1 %v14, label %body11, label %exit12
body11:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc15
  store <16 x float> splat (float 0x0000000000000000), ptr %acc16
  store <16 x float> splat (float 0x0000000000000000), ptr %acc17
  store <16 x float> splat (float 0x0000000000000000), ptr %acc18
  store i64 0, ptr %k.addr.19
  %v20 = sub i64 %size.K, 64
  br label %cond21
cond21:
  %i24 = load i64, ptr %k.addr.19
  %v25 = icmp sle i64 %i24, %v20
  br i1 %v25, label %body22, label %exit23
body22:
  %p26 = getelementptr float, ptr %buf.a, i64 %i24
  %ld27 = load <16 x float>, ptr %p26, align 4
  %v28 = sdiv i64 %i13, 64
  %v29 = srem i64 %i13, 64
  %v30 = icmp ne i64 %v29, 0
  %v31 = icmp slt i64 %v29, 0
  %v32 = icmp slt i64 64, 0
  %v33 = xor i1 %v31, %v32
  %v34 = and i1 %v30, %v33
  %v35 = zext i1 %v34 to i64
  %v36 = sub i64 %v28, %v35
  %v37 = icmp sge i64 %v36, 0
  %v38 = icmp slt i64 %v36, 1
  %v39 = and i1 %v37, %v38
  %v40 = sdiv i64 %i13, 64
  %v41 = srem i64 %i13, 64
  %v42 = icmp ne i64 %v41, 0
  %v43 = icmp slt i64 %v41, 0
  %v44 = icmp slt i64 64, 0
  %v45 = xor i1 %v43, %v44
  %v46 = and i1 %v42, %v45
  %v47 = add i64 %v41, 64
  %v48 = select i1 %v46, i64 %v47, i64 %v41
  %v49 = icmp sge i64 %v48, 0
  %v50 = icmp slt i64 %v48, 64
  %v51 = and i1 %v49, %v50
  %v52 = and i1 %v39, %v51
  %v53 = sdiv i64 %i13, 64
  %v54 = srem i64 %i13, 64
  %v55 = icmp ne i64 %v54, 0
  %v56 = icmp slt i64 %v54, 0
  %v57 = icmp slt i64 64, 0
  %v58 = xor i1 %v56, %v57
  %v59 = and i1 %v55, %v58
  %v60 = zext i1 %v59 to i64
  %v61 = sub i64 %v53, %v60
  %v62 = mul i64 %v61, %size.K
  %ins63 = insertelement <16 x i64> poison, i64 %i24, i64 0
  %splat64 = shufflevector <16 x i64> %ins63, <16 x i64> poison, <16 x i32> zeroinitializer
  %step65 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane66 = add <16 x i64> %splat64, %step65
  %ins67 = insertelement <16 x i64> poison, i64 %v62, i64 0
  %splat68 = shufflevector <16 x i64> %ins67, <16 x i64> poison, <16 x i32> zeroinitializer
  %v69 = add <16 x i64> %splat68, %lane66
  %v70 = mul <16 x i64> %v69, splat (i64 64)
  %v71 = sdiv i64 %i13, 64
  %v72 = srem i64 %i13, 64
  %v73 = icmp ne i64 %v72, 0
  %v74 = icmp slt i64 %v72, 0
  %v75 = icmp slt i64 64, 0
  %v76 = xor i1 %v74, %v75
  %v77 = and i1 %v73, %v76
  %v78 = add i64 %v72, 64
  %v79 = select i1 %v77, i64 %v78, i64 %v72
  %ins80 = insertelement <16 x i64> poison, i64 %v79, i64 0
  %splat81 = shufflevector <16 x i64> %ins80, <16 x i64> poison, <16 x i32> zeroinitializer
  %v82 = add <16 x i64> %v70, %splat81
  %ps83 = getelementptr float, ptr %buf.bp, <16 x i64> %v82
  %ins84 = insertelement <16 x i1> poison, i1 %v52, i64 0
  %splat85 = shufflevector <16 x i1> %ins84, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld86 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps83, <16 x i1> %splat85, <16 x float> zeroinitializer)
  %v87 = fmul contract <16 x float> %ld27, %ld86
  %v88 = sdiv i64 %i13, 64
  %v89 = srem i64 %i13, 64
  %v90 = icmp ne i64 %v89, 0
  %v91 = icmp slt i64 %v89, 0
  %v92 = icmp slt i64 64, 0
  %v93 = xor i1 %v91, %v92
  %v94 = and i1 %v90, %v93
  %v95 = zext i1 %v94 to i64
  %v96 = sub i64 %v88, %v95
  %v97 = icmp sge i64 %v96, 0
  %v98 = icmp slt i64 %v96, 1
  %v99 = and i1 %v97, %v98
  %v100 = sdiv i64 %i13, 64
  %v101 = srem i64 %i13, 64
  %v102 = icmp ne i64 %v101, 0
  %v103 = icmp slt i64 %v101, 0
  %v104 = icmp slt i64 64, 0
  %v105 = xor i1 %v103, %v104
  %v106 = and i1 %v102, %v105
  %v107 = add i64 %v101, 64
  %v108 = select i1 %v106, i64 %v107, i64 %v101
  %v109 = icmp sge i64 %v108, 0
  %v110 = icmp slt i64 %v108, 64
  %v111 = and i1 %v109, %v110
  %v112 = and i1 %v99, %v111
  %old113 = load <16 x float>, ptr %acc15
  %v114 = fadd <16 x float> %old113, %v87
  %ins115 = insertelement <16 x i1> poison, i1 %v112, i64 0
  %splat116 = shufflevector <16 x i1> %ins115, <16 x i1> poison, <16 x i32> zeroinitializer
  %v117 = select <16 x i1> %splat116, <16 x float> %v114, <16 x float> %old113
  store <16 x float> %v117, ptr %acc15
  %v118 = add nsw i64 %i24, 16
  %p119 = getelementptr float, ptr %buf.a, i64 %v118
  %ld120 = load <16 x float>, ptr %p119, align 4
  %v121 = sdiv i64 %i13, 64
  %v122 = srem i64 %i13, 64
  %v123 = icmp ne i64 %v122, 0
  %v124 = icmp slt i64 %v122, 0
  %v125 = icmp slt i64 64, 0
  %v126 = xor i1 %v124, %v125
  %v127 = and i1 %v123, %v126
  %v128 = zext i1 %v127 to i64
  %v129 = sub i64 %v121, %v128
  %v130 = icmp sge i64 %v129, 0
  %v131 = icmp slt i64 %v129, 1
  %v132 = and i1 %v130, %v131
  %v133 = sdiv i64 %i13, 64
  %v134 = srem i64 %i13, 64
  %v135 = icmp ne i64 %v134, 0
  %v136 = icmp slt i64 %v134, 0
  %v137 = icmp slt i64 64, 0
  %v138 = xor i1 %v136, %v137
  %v139 = and i1 %v135, %v138
  %v140 = add i64 %v134, 64
  %v141 = select i1 %v139, i64 %v140, i64 %v134
  %v142 = icmp sge i64 %v141, 0
  %v143 = icmp slt i64 %v141, 64
  %v144 = and i1 %v142, %v143
  %v145 = and i1 %v132, %v144
  %v146 = sdiv i64 %i13, 64
  %v147 = srem i64 %i13, 64
  %v148 = icmp ne i64 %v147, 0
  %v149 = icmp slt i64 %v147, 0
  %v150 = icmp slt i64 64, 0
  %v151 = xor i1 %v149, %v150
  %v152 = and i1 %v148, %v151
  %v153 = zext i1 %v152 to i64
  %v154 = sub i64 %v146, %v153
  %v155 = mul i64 %v154, %size.K
  %ins156 = insertelement <16 x i64> poison, i64 %v118, i64 0
  %splat157 = shufflevector <16 x i64> %ins156, <16 x i64> poison, <16 x i32> zeroinitializer
  %step158 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane159 = add <16 x i64> %splat157, %step158
  %ins160 = insertelement <16 x i64> poison, i64 %v155, i64 0
  %splat161 = shufflevector <16 x i64> %ins160, <16 x i64> poison, <16 x i32> zeroinitializer
  %v162 = add <16 x i64> %splat161, %lane159
  %v163 = mul <16 x i64> %v162, splat (i64 64)
  %v164 = sdiv i64 %i13, 64
  %v165 = srem i64 %i13, 64
  %v166 = icmp ne i64 %v165, 0
  %v167 = icmp slt i64 %v165, 0
  %v168 = icmp slt i64 64, 0
  %v169 = xor i1 %v167, %v168
  %v170 = and i1 %v166, %v169
  %v171 = add i64 %v165, 64
  %v172 = select i1 %v170, i64 %v171, i64 %v165
  %ins173 = insertelement <16 x i64> poison, i64 %v172, i64 0
  %splat174 = shufflevector <16 x i64> %ins173, <16 x i64> poison, <16 x i32> zeroinitializer
  %v175 = add <16 x i64> %v163, %splat174
  %ps176 = getelementptr float, ptr %buf.bp, <16 x i64> %v175
  %ins177 = insertelement <16 x i1> poison, i1 %v145, i64 0
  %splat178 = shufflevector <16 x i1> %ins177, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld179 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps176, <16 x i1> %splat178, <16 x float> zeroinitializer)
  %v180 = fmul contract <16 x float> %ld120, %ld179
  %v181 = sdiv i64 %i13, 64
  %v182 = srem i64 %i13, 64
  %v183 = icmp ne i64 %v182, 0
  %v184 = icmp slt i64 %v182, 0
  %v185 = icmp slt i64 64, 0
  %v186 = xor i1 %v184, %v185
  %v187 = and i1 %v183, %v186
  %v188 = zext i1 %v187 to i64
  %v189 = sub i64 %v181, %v188
  %v190 = icmp sge i64 %v189, 0
  %v191 = icmp slt i64 %v189, 1
  %v192 = and i1 %v190, %v191
  %v193 = sdiv i64 %i13, 64
  %v194 = srem i64 %i13, 64
  %v195 = icmp ne i64 %v194, 0
  %v196 = icmp slt i64 %v194, 0
  %v197 = icmp slt i64 64, 0
  %v198 = xor i1 %v196, %v197
  %v199 = and i1 %v195, %v198
  %v200 = add i64 %v194, 64
  %v201 = select i1 %v199, i64 %v200, i64 %v194
  %v202 = icmp sge i64 %v201, 0
  %v203 = icmp slt i64 %v201, 64
  %v204 = and i1 %v202, %v203
  %v205 = and i1 %v192, %v204
  %old206 = load <16 x float>, ptr %acc16
  %v207 = fadd <16 x float> %old206, %v180
  %ins208 = insertelement <16 x i1> poison, i1 %v205, i64 0
  %splat209 = shufflevector <16 x i1> %ins208, <16 x i1> poison, <16 x i32> zeroinitializer
  %v210 = select <16 x i1> %splat209, <16 x float> %v207, <16 x float> %old206
  store <16 x float> %v210, ptr %acc16
  %v211 = add nsw i64 %i24, 32
  %p212 = getelementptr float, ptr %buf.a, i64 %v211
  %ld213 = load <16 x float>, ptr %p212, align 4
  %v214 = sdiv i64 %i13, 64
  %v215 = srem i64 %i13, 64
  %v216 = icmp ne i64 %v215, 0
  %v217 = icmp slt i64 %v215, 0
  %v218 = icmp slt i64 64, 0
  %v219 = xor i1 %v217, %v218
  %v220 = and i1 %v216, %v219
  %v221 = zext i1 %v220 to i64
  %v222 = sub i64 %v214, %v221
  %v223 = icmp sge i64 %v222, 0
  %v224 = icmp slt i64 %v222, 1
  %v225 = and i1 %v223, %v224
  %v226 = sdiv i64 %i13, 64
  %v227 = srem i64 %i13, 64
  %v228 = icmp ne i64 %v227, 0
  %v229 = icmp slt i64 %v227, 0
  %v230 = icmp slt i64 64, 0
  %v231 = xor i1 %v229, %v230
  %v232 = and i1 %v228, %v231
  %v233 = add i64 %v227, 64
  %v234 = select i1 %v232, i64 %v233, i64 %v227
  %v235 = icmp sge i64 %v234, 0
  %v236 = icmp slt i64 %v234, 64
  %v237 = and i1 %v235, %v236
  %v238 = and i1 %v225, %v237
  %v239 = sdiv i64 %i13, 64
  %v240 = srem i64 %i13, 64
  %v241 = icmp ne i64 %v240, 0
  %v242 = icmp slt i64 %v240, 0
  %v243 = icmp slt i64 64, 0
  %v244 = xor i1 %v242, %v243
  %v245 = and i1 %v241, %v244
  %v246 = zext i1 %v245 to i64
  %v247 = sub i64 %v239, %v246
  %v248 = mul i64 %v247, %size.K
  %ins249 = insertelement <16 x i64> poison, i64 %v211, i64 0
  %splat250 = shufflevector <16 x i64> %ins249, <16 x i64> poison, <16 x i32> zeroinitializer
  %step251 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane252 = add <16 x i64> %splat250, %step251
  %ins253 = insertelement <16 x i64> poison, i64 %v248, i64 0
  %splat254 = shufflevector <16 x i64> %ins253, <16 x i64> poison, <16 x i32> zeroinitializer
  %v255 = add <16 x i64> %splat254, %lane252
  %v256 = mul <16 x i64> %v255, splat (i64 64)
  %v257 = sdiv i64 %i13, 64
  %v258 = srem i64 %i13, 64
  %v259 = icmp ne i64 %v258, 0
  %v260 = icmp slt i64 %v258, 0
  %v261 = icmp slt i64 64, 0
  %v262 = xor i1 %v260, %v261
  %v263 = and i1 %v259, %v262
  %v264 = add i64 %v258, 64
  %v265 = select i1 %v263, i64 %v264, i64 %v258
  %ins266 = insertelement <16 x i64> poison, i64 %v265, i64 0
  %splat267 = shufflevector <16 x i64> %ins266, <16 x i64> poison, <16 x i32> zeroinitializer
  %v268 = add <16 x i64> %v256, %splat267
  %ps269 = getelementptr float, ptr %buf.bp, <16 x i64> %v268
  %ins270 = insertelement <16 x i1> poison, i1 %v238, i64 0
  %splat271 = shufflevector <16 x i1> %ins270, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld272 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps269, <16 x i1> %splat271, <16 x float> zeroinitializer)
  %v273 = fmul contract <16 x float> %ld213, %ld272
  %v274 = sdiv i64 %i13, 64
  %v275 = srem i64 %i13, 64
  %v276 = icmp ne i64 %v275, 0
  %v277 = icmp slt i64 %v275, 0
  %v278 = icmp slt i64 64, 0
  %v279 = xor i1 %v277, %v278
  %v280 = and i1 %v276, %v279
  %v281 = zext i1 %v280 to i64
  %v282 = sub i64 %v274, %v281
  %v283 = icmp sge i64 %v282, 0
  %v284 = icmp slt i64 %v282, 1
  %v285 = and i1 %v283, %v284
  %v286 = sdiv i64 %i13, 64
  %v287 = srem i64 %i13, 64
  %v288 = icmp ne i64 %v287, 0
  %v289 = icmp slt i64 %v287, 0
  %v290 = icmp slt i64 64, 0
  %v291 = xor i1 %v289, %v290
  %v292 = and i1 %v288, %v291
  %v293 = add i64 %v287, 64
  %v294 = select i1 %v292, i64 %v293, i64 %v287
  %v295 = icmp sge i64 %v294, 0
  %v296 = icmp slt i64 %v294, 64
  %v297 = and i1 %v295, %v296
  %v298 = and i1 %v285, %v297
  %old299 = load <16 x float>, ptr %acc17
  %v300 = fadd <16 x float> %old299, %v273
  %ins301 = insertelement <16 x i1> poison, i1 %v298, i64 0
  %splat302 = shufflevector <16 x i1> %ins301, <16 x i1> poison, <16 x i32> zeroinitializer
  %v303 = select <16 x i1> %splat302, <16 x float> %v300, <16 x float> %old299
  store <16 x float> %v303, ptr %acc17
  %v304 = add nsw i64 %i24, 48
  %p305 = getelementptr float, ptr %buf.a, i64 %v304
  %ld306 = load <16 x float>, ptr %p305, align 4
  %v307 = sdiv i64 %i13, 64
  %v308 = srem i64 %i13, 64
  %v309 = icmp ne i64 %v308, 0
  %v310 = icmp slt i64 %v308, 0
  %v311 = icmp slt i64 64, 0
  %v312 = xor i1 %v310, %v311
  %v313 = and i1 %v309, %v312
  %v314 = zext i1 %v313 to i64
  %v315 = sub i64 %v307, %v314
  %v316 = icmp sge i64 %v315, 0
  %v317 = icmp slt i64 %v315, 1
  %v318 = and i1 %v316, %v317
  %v319 = sdiv i64 %i13, 64
  %v320 = srem i64 %i13, 64
  %v321 = icmp ne i64 %v320, 0
  %v322 = icmp slt i64 %v320, 0
  %v323 = icmp slt i64 64, 0
  %v324 = xor i1 %v322, %v323
  %v325 = and i1 %v321, %v324
  %v326 = add i64 %v320, 64
  %v327 = select i1 %v325, i64 %v326, i64 %v320
  %v328 = icmp sge i64 %v327, 0
  %v329 = icmp slt i64 %v327, 64
  %v330 = and i1 %v328, %v329
  %v331 = and i1 %v318, %v330
  %v332 = sdiv i64 %i13, 64
  %v333 = srem i64 %i13, 64
  %v334 = icmp ne i64 %v333, 0
  %v335 = icmp slt i64 %v333, 0
  %v336 = icmp slt i64 64, 0
  %v337 = xor i1 %v335, %v336
  %v338 = and i1 %v334, %v337
  %v339 = zext i1 %v338 to i64
  %v340 = sub i64 %v332, %v339
  %v341 = mul i64 %v340, %size.K
  %ins342 = insertelement <16 x i64> poison, i64 %v304, i64 0
  %splat343 = shufflevector <16 x i64> %ins342, <16 x i64> poison, <16 x i32> zeroinitializer
  %step344 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane345 = add <16 x i64> %splat343, %step344
  %ins346 = insertelement <16 x i64> poison, i64 %v341, i64 0
  %splat347 = shufflevector <16 x i64> %ins346, <16 x i64> poison, <16 x i32> zeroinitializer
  %v348 = add <16 x i64> %splat347, %lane345
  %v349 = mul <16 x i64> %v348, splat (i64 64)
  %v350 = sdiv i64 %i13, 64
  %v351 = srem i64 %i13, 64
  %v352 = icmp ne i64 %v351, 0
  %v353 = icmp slt i64 %v351, 0
  %v354 = icmp slt i64 64, 0
  %v355 = xor i1 %v353, %v354
  %v356 = and i1 %v352, %v355
  %v357 = add i64 %v351, 64
  %v358 = select i1 %v356, i64 %v357, i64 %v351
  %ins359 = insertelement <16 x i64> poison, i64 %v358, i64 0
  %splat360 = shufflevector <16 x i64> %ins359, <16 x i64> poison, <16 x i32> zeroinitializer
  %v361 = add <16 x i64> %v349, %splat360
  %ps362 = getelementptr float, ptr %buf.bp, <16 x i64> %v361
  %ins363 = insertelement <16 x i1> poison, i1 %v331, i64 0
  %splat364 = shufflevector <16 x i1> %ins363, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld365 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps362, <16 x i1> %splat364, <16 x float> zeroinitializer)
  %v366 = fmul contract <16 x float> %ld306, %ld365
  %v367 = sdiv i64 %i13, 64
  %v368 = srem i64 %i13, 64
  %v369 = icmp ne i64 %v368, 0
  %v370 = icmp slt i64 %v368, 0
  %v371 = icmp slt i64 64, 0
  %v372 = xor i1 %v370, %v371
  %v373 = and i1 %v369, %v372
  %v374 = zext i1 %v373 to i64
  %v375 = sub i64 %v367, %v374
  %v376 = icmp sge i64 %v375, 0
  %v377 = icmp slt i64 %v375, 1
  %v378 = and i1 %v376, %v377
  %v379 = sdiv i64 %i13, 64
  %v380 = srem i64 %i13, 64
  %v381 = icmp ne i64 %v380, 0
  %v382 = icmp slt i64 %v380, 0
  %v383 = icmp slt i64 64, 0
  %v384 = xor i1 %v382, %v383
  %v385 = and i1 %v381, %v384
  %v386 = add i64 %v380, 64
  %v387 = select i1 %v385, i64 %v386, i64 %v380
  %v388 = icmp sge i64 %v387, 0
  %v389 = icmp slt i64 %v387, 64
  %v390 = and i1 %v388, %v389
  %v391 = and i1 %v378, %v390
  %old392 = load <16 x float>, ptr %acc18
  %v393 = fadd <16 x float> %old392, %v366
  %ins394 = insertelement <16 x i1> poison, i1 %v391, i64 0
  %splat395 = shufflevector <16 x i1> %ins394, <16 x i1> poison, <16 x i32> zeroinitializer
  %v396 = select <16 x i1> %splat395, <16 x float> %v393, <16 x float> %old392
  store <16 x float> %v396, ptr %acc18
  %v397 = add nsw i64 %i24, 64
  store i64 %v397, ptr %k.addr.19
  br label %cond21
exit23:
  %v398 = sub i64 %size.K, 16
  br label %cond399
cond399:
  %i402 = load i64, ptr %k.addr.19
  %v403 = icmp sle i64 %i402, %v398
  br i1 %v403, label %body400, label %exit401
body400:
  %p404 = getelementptr float, ptr %buf.a, i64 %i402
  %ld405 = load <16 x float>, ptr %p404, align 4
  %v406 = sdiv i64 %i13, 64
  %v407 = srem i64 %i13, 64
  %v408 = icmp ne i64 %v407, 0
  %v409 = icmp slt i64 %v407, 0
  %v410 = icmp slt i64 64, 0
  %v411 = xor i1 %v409, %v410
  %v412 = and i1 %v408, %v411
  %v413 = zext i1 %v412 to i64
  %v414 = sub i64 %v406, %v413
  %v415 = icmp sge i64 %v414, 0
  %v416 = icmp slt i64 %v414, 1
  %v417 = and i1 %v415, %v416
  %v418 = sdiv i64 %i13, 64
  %v419 = srem i64 %i13, 64
  %v420 = icmp ne i64 %v419, 0
  %v421 = icmp slt i64 %v419, 0
  %v422 = icmp slt i64 64, 0
  %v423 = xor i1 %v421, %v422
  %v424 = and i1 %v420, %v423
  %v425 = add i64 %v419, 64
  %v426 = select i1 %v424, i64 %v425, i64 %v419
  %v427 = icmp sge i64 %v426, 0
  %v428 = icmp slt i64 %v426, 64
  %v429 = and i1 %v427, %v428
  %v430 = and i1 %v417, %v429
  %v431 = sdiv i64 %i13, 64
  %v432 = srem i64 %i13, 64
  %v433 = icmp ne i64 %v432, 0
  %v434 = icmp slt i64 %v432, 0
  %v435 = icmp slt i64 64, 0
  %v436 = xor i1 %v434, %v435
  %v437 = and i1 %v433, %v436
  %v438 = zext i1 %v437 to i64
  %v439 = sub i64 %v431, %v438
  %v440 = mul i64 %v439, %size.K
  %ins441 = insertelement <16 x i64> poison, i64 %i402, i64 0
  %splat442 = shufflevector <16 x i64> %ins441, <16 x i64> poison, <16 x i32> zeroinitializer
  %step443 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane444 = add <16 x i64> %splat442, %step443
  %ins445 = insertelement <16 x i64> poison, i64 %v440, i64 0
  %splat446 = shufflevector <16 x i64> %ins445, <16 x i64> poison, <16 x i32> zeroinitializer
  %v447 = add <16 x i64> %splat446, %lane444
  %v448 = mul <16 x i64> %v447, splat (i64 64)
  %v449 = sdiv i64 %i13, 64
  %v450 = srem i64 %i13, 64
  %v451 = icmp ne i64 %v450, 0
  %v452 = icmp slt i64 %v450, 0
  %v453 = icmp slt i64 64, 0
  %v454 = xor i1 %v452, %v453
  %v455 = and i1 %v451, %v454
  %v456 = add i64 %v450, 64
  %v457 = select i1 %v455, i64 %v456, i64 %v450
  %ins458 = insertelement <16 x i64> poison, i64 %v457, i64 0
  %splat459 = shufflevector <16 x i64> %ins458, <16 x i64> poison, <16 x i32> zeroinitializer
  %v460 = add <16 x i64> %v448, %splat459
  %ps461 = getelementptr float, ptr %buf.bp, <16 x i64> %v460
  %ins462 = insertelement <16 x i1> poison, i1 %v430, i64 0
  %splat463 = shufflevector <16 x i1> %ins462, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld464 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps461, <16 x i1> %splat463, <16 x float> zeroinitializer)
  %v465 = fmul contract <16 x float> %ld405, %ld464
  %v466 = sdiv i64 %i13, 64
  %v467 = srem i64 %i13, 64
  %v468 = icmp ne i64 %v467, 0
  %v469 = icmp slt i64 %v467, 0
  %v470 = icmp slt i64 64, 0
  %v471 = xor i1 %v469, %v470
  %v472 = and i1 %v468, %v471
  %v473 = zext i1 %v472 to i64
  %v474 = sub i64 %v466, %v473
  %v475 = icmp sge i64 %v474, 0
  %v476 = icmp slt i64 %v474, 1
  %v477 = and i1 %v475, %v476
  %v478 = sdiv i64 %i13, 64
  %v479 = srem i64 %i13, 64
  %v480 = icmp ne i64 %v479, 0
  %v481 = icmp slt i64 %v479, 0
  %v482 = icmp slt i64 64, 0
  %v483 = xor i1 %v481, %v482
  %v484 = and i1 %v480, %v483
  %v485 = add i64 %v479, 64
  %v486 = select i1 %v484, i64 %v485, i64 %v479
  %v487 = icmp sge i64 %v486, 0
  %v488 = icmp slt i64 %v486, 64
  %v489 = and i1 %v487, %v488
  %v490 = and i1 %v477, %v489
  %old491 = load <16 x float>, ptr %acc15
  %v492 = fadd <16 x float> %old491, %v465
  %ins493 = insertelement <16 x i1> poison, i1 %v490, i64 0
  %splat494 = shufflevector <16 x i1> %ins493, <16 x i1> poison, <16 x i32> zeroinitializer
  %v495 = select <16 x i1> %splat494, <16 x float> %v492, <16 x float> %old491
  store <16 x float> %v495, ptr %acc15
  %v496 = add nsw i64 %i402, 16
  store i64 %v496, ptr %k.addr.19
  br label %cond399
exit401:
  %i497 = load i64, ptr %k.addr.19
  %v498 = icmp slt i64 %i497, %size.K
  br i1 %v498, label %tail499, label %done500
tail499:
  %mask501 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i497, i64 %size.K)
  %p502 = getelementptr float, ptr %buf.a, i64 %i497
  %ld503 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p502, <16 x i1> %mask501, <16 x float> zeroinitializer)
  %v504 = sdiv i64 %i13, 64
  %v505 = srem i64 %i13, 64
  %v506 = icmp ne i64 %v505, 0
  %v507 = icmp slt i64 %v505, 0
  %v508 = icmp slt i64 64, 0
  %v509 = xor i1 %v507, %v508
  %v510 = and i1 %v506, %v509
  %v511 = zext i1 %v510 to i64
  %v512 = sub i64 %v504, %v511
  %v513 = icmp sge i64 %v512, 0
  %v514 = icmp slt i64 %v512, 1
  %v515 = and i1 %v513, %v514
  %v516 = sdiv i64 %i13, 64
  %v517 = srem i64 %i13, 64
  %v518 = icmp ne i64 %v517, 0
  %v519 = icmp slt i64 %v517, 0
  %v520 = icmp slt i64 64, 0
  %v521 = xor i1 %v519, %v520
  %v522 = and i1 %v518, %v521
  %v523 = add i64 %v517, 64
  %v524 = select i1 %v522, i64 %v523, i64 %v517
  %v525 = icmp sge i64 %v524, 0
  %v526 = icmp slt i64 %v524, 64
  %v527 = and i1 %v525, %v526
  %v528 = and i1 %v515, %v527
  %ins529 = insertelement <16 x i1> poison, i1 %v528, i64 0
  %splat530 = shufflevector <16 x i1> %ins529, <16 x i1> poison, <16 x i32> zeroinitializer
  %v531 = and <16 x i1> %mask501, %splat530
  %v532 = sdiv i64 %i13, 64
  %v533 = srem i64 %i13, 64
  %v534 = icmp ne i64 %v533, 0
  %v535 = icmp slt i64 %v533, 0
  %v536 = icmp slt i64 64, 0
  %v537 = xor i1 %v535, %v536
  %v538 = and i1 %v534, %v537
  %v539 = zext i1 %v538 to i64
  %v540 = sub i64 %v532, %v539
  %v541 = mul i64 %v540, %size.K
  %ins542 = insertelement <16 x i64> poison, i64 %i497, i64 0
  %splat543 = shufflevector <16 x i64> %ins542, <16 x i64> poison, <16 x i32> zeroinitializer
  %step544 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane545 = add <16 x i64> %splat543, %step544
  %ins546 = insertelement <16 x i64> poison, i64 %v541, i64 0
  %splat547 = shufflevector <16 x i64> %ins546, <16 x i64> poison, <16 x i32> zeroinitializer
  %v548 = add <16 x i64> %splat547, %lane545
  %v549 = mul <16 x i64> %v548, splat (i64 64)
  %v550 = sdiv i64 %i13, 64
  %v551 = srem i64 %i13, 64
  %v552 = icmp ne i64 %v551, 0
  %v553 = icmp slt i64 %v551, 0
  %v554 = icmp slt i64 64, 0
  %v555 = xor i1 %v553, %v554
  %v556 = and i1 %v552, %v555
  %v557 = add i64 %v551, 64
  %v558 = select i1 %v556, i64 %v557, i64 %v551
  %ins559 = insertelement <16 x i64> poison, i64 %v558, i64 0
  %splat560 = shufflevector <16 x i64> %ins559, <16 x i64> poison, <16 x i32> zeroinitializer
  %v561 = add <16 x i64> %v549, %splat560
  %ps562 = getelementptr float, ptr %buf.bp, <16 x i64> %v561
  %ld563 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps562, <16 x i1> %v531, <16 x float> zeroinitializer)
  %v564 = fmul contract <16 x float> %ld503, %ld563
  %v565 = sdiv i64 %i13, 64
  %v566 = srem i64 %i13, 64
  %v567 = icmp ne i64 %v566, 0
  %v568 = icmp slt i64 %v566, 0
  %v569 = icmp slt i64 64, 0
  %v570 = xor i1 %v568, %v569
  %v571 = and i1 %v567, %v570
  %v572 = zext i1 %v571 to i64
  %v573 = sub i64 %v565, %v572
  %v574 = icmp sge i64 %v573, 0
  %v575 = icmp slt i64 %v573, 1
  %v576 = and i1 %v574, %v575
  %v577 = sdiv i64 %i13, 64
  %v578 = srem i64 %i13, 64
  %v579 = icmp ne i64 %v578, 0
  %v580 = icmp slt i64 %v578, 0
  %v581 = icmp slt i64 64, 0
  %v582 = xor i1 %v580, %v581
  %v583 = and i1 %v579, %v582
  %v584 = add i64 %v578, 64
  %v585 = select i1 %v583, i64 %v584, i64 %v578
  %v586 = icmp sge i64 %v585, 0
  %v587 = icmp slt i64 %v585, 64
  %v588 = and i1 %v586, %v587
  %v589 = and i1 %v576, %v588
  %ins590 = insertelement <16 x i1> poison, i1 %v589, i64 0
  %splat591 = shufflevector <16 x i1> %ins590, <16 x i1> poison, <16 x i32> zeroinitializer
  %v592 = and <16 x i1> %mask501, %splat591
  %old593 = load <16 x float>, ptr %acc15
  %v594 = fadd <16 x float> %old593, %v564
  %v595 = select <16 x i1> %v592, <16 x float> %v594, <16 x float> %old593
  store <16 x float> %v595, ptr %acc15
  br label %done500
done500:
  %red596 = load <16 x float>, ptr %acc15
  %red597 = load <16 x float>, ptr %acc16
  %red598 = load <16 x float>, ptr %acc17
  %red599 = load <16 x float>, ptr %acc18
  %v600 = fadd <16 x float> %red596, %red597
  %v601 = fadd <16 x float> %v600, %red598
  %v602 = fadd <16 x float> %v601, %red599
  %v603 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v602)
  %p604 = getelementptr float, ptr %buf.e0, i64 %i13
  %ld605 = load float, ptr %p604, align 4
  %v606 = fadd contract float %v603, %ld605
  %v607 = mul i64 %i7, 10
  %v608 = add i64 %v607, %i13
  %p609 = getelementptr float, ptr %buf.c, i64 %v608
  store float %v606, ptr %p609, align 4
  %v610 = add nsw i64 %i13, 1
  store i64 %v610, ptr %n.addr.9
  br label %cond10
exit12:
  %v611 = add nsw i64 %i7, 1
  store i64 %v611, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}

define void @"jr.op.matmul_panels_ep_0e21b9"(ptr noalias %buf.a, ptr noalias %buf.bp, ptr noalias %buf.e0, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.K, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c133 = alloca i64
  %c166 = alloca i64
  %c185 = alloca i64
  %c191 = alloca i64
  %c241 = alloca i64
  %c256 = alloca i64
  %c257 = alloca i64
  %t1 = icmp eq i64 64, 64
  %t2 = and i1 true, %t1
  %t3 = mul i64 1, 64
  %t4 = icmp sle i64 10, %t3
  %t5 = and i1 %t2, %t4
  br i1 %t5, label %gemm6, label %exact7
exact7:
  %t9 = icmp eq i64 %range.lo, 0
  br i1 %t9, label %exact.run8, label %exact.done
exact.run8:
  call void @"jr.op.matmul_panels_ep_0e21b9.exact"(ptr %buf.a, ptr %buf.bp, ptr %buf.e0, ptr %buf.c, ptr %scratch, i64 %size.K, i64 %size.B0, i64 0, i64 4611686018427387904)
  br label %exact.done
exact.done:
  ret void
gemm6:
  %t10 = icmp sgt i64 1, 1
  %t11 = select i1 %t10, i64 1, i64 1
  %t12 = add i64 10, 511
  %t13 = sdiv i64 %t12, 512
  %t14 = add i64 1, 47
  %t15 = sdiv i64 %t14, 48
  %t16 = sub i64 %t13, 1
  %t17 = add i64 10, %t16
  %t18 = icmp sgt i64 %t13, 1
  %t19 = select i1 %t18, i64 %t13, i64 1
  %t20 = sdiv i64 %t17, %t19
  %t21 = add i64 %t20, 63
  %t22 = sdiv i64 %t21, 64
  %t23 = mul i64 %t22, 64
  %t24 = sub i64 %t15, 1
  %t25 = add i64 1, %t24
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
  %t44 = icmp eq i64 1, 1
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
  %t71 = sdiv i64 0, 64
  %t72 = srem i64 0, 64
  %t73 = icmp ne i64 %t72, 0
  %t74 = icmp slt i64 %t72, 0
  %t75 = icmp slt i64 64, 0
  %t76 = xor i1 %t74, %t75
  %t77 = and i1 %t73, %t76
  %t78 = zext i1 %t77 to i64
  %t79 = sub i64 %t71, %t78
  %t80 = mul i64 %size.K, 64
  %t81 = mul i64 %t79, %t80
  %t82 = mul i64 1, 64
  %t83 = add i64 %t81, %t82
  %t84 = sdiv i64 0, 64
  %t85 = srem i64 0, 64
  %t86 = icmp ne i64 %t85, 0
  %t87 = icmp slt i64 %t85, 0
  %t88 = icmp slt i64 64, 0
  %t89 = xor i1 %t87, %t88
  %t90 = and i1 %t86, %t89
  %t91 = add i64 %t85, 64
  %t92 = select i1 %t90, i64 %t91, i64 %t85
  %t93 = add i64 %t83, %t92
  %t94 = sdiv i64 0, 64
  %t95 = srem i64 0, 64
  %t96 = icmp ne i64 %t95, 0
  %t97 = icmp slt i64 %t95, 0
  %t98 = icmp slt i64 64, 0
  %t99 = xor i1 %t97, %t98
  %t100 = and i1 %t96, %t99
  %t101 = zext i1 %t100 to i64
  %t102 = sub i64 %t94, %t101
  %t103 = mul i64 %size.K, 64
  %t104 = mul i64 %t102, %t103
  %t105 = mul i64 0, 64
  %t106 = add i64 %t104, %t105
  %t107 = sdiv i64 0, 64
  %t108 = srem i64 0, 64
  %t109 = icmp ne i64 %t108, 0
  %t110 = icmp slt i64 %t108, 0
  %t111 = icmp slt i64 64, 0
  %t112 = xor i1 %t110, %t111
  %t113 = and i1 %t109, %t112
  %t114 = add i64 %t108, 64
  %t115 = select i1 %t113, i64 %t114, i64 %t108
  %t116 = add i64 %t106, %t115
  %t117 = sub i64 %t93, %t116
  %t118 = mul i64 0, 10
  %t119 = mul i64 1, 10
  %t120 = add i64 %t118, %t119
  %t121 = add i64 %t120, 0
  %t122 = mul i64 0, 10
  %t123 = mul i64 0, 10
  %t124 = add i64 %t122, %t123
  %t125 = add i64 %t124, 0
  %t126 = sub i64 %t121, %t125
  br label %packed127
packed127:
  %t129 = sub i64 %t15, 1
  %t130 = add i64 %t35, %t129
  %t131 = udiv i64 %t130, %t15
  %t132 = udiv i64 %range.lo, %t15
  store i64 %t132, ptr %c133
  br label %head134
head134:
  %i137 = load i64, ptr %c133
  %t138 = icmp slt i64 %i137, %t131
  br i1 %t138, label %body135, label %done136
body135:
  %t139 = urem i64 %i137, %t13
  %t140 = udiv i64 %i137, %t13
  %t141 = urem i64 %t140, %size.B0
  %t142 = udiv i64 %t140, %size.B0
  %t143 = mul i64 %i137, %t15
  %t144 = sub i64 %range.lo, %t143
  %t145 = icmp sgt i64 %t144, 0
  %t146 = select i1 %t145, i64 %t144, i64 0
  %t147 = mul i64 %t146, %t31
  %t148 = icmp slt i64 1, %t147
  %t149 = select i1 %t148, i64 1, i64 %t147
  %t150 = sub i64 %t35, %t143
  %t151 = icmp slt i64 %t150, %t15
  %t152 = select i1 %t151, i64 %t150, i64 %t15
  %t153 = mul i64 %t152, %t31
  %t154 = icmp slt i64 1, %t153
  %t155 = select i1 %t154, i64 1, i64 %t153
  %t156 = sub i64 %t155, %t149
  %t157 = mul i64 %t139, %t23
  %t158 = sub i64 10, %t157
  %t159 = icmp slt i64 %t23, %t158
  %t160 = select i1 %t159, i64 %t23, i64 %t158
  %t161 = add i64 %t160, 63
  %t162 = sdiv i64 %t161, 64
  %t165 = icmp slt i64 %t149, %t155
  br i1 %t165, label %rows163, label %norows164
rows163:
  store i64 0, ptr %c166
  br label %head167
head167:
  %i170 = load i64, ptr %c166
  %t171 = icmp slt i64 %i170, %t55
  br i1 %t171, label %body168, label %done169
body168:
  %t172 = mul i64 %i170, %t60
  %t173 = add i64 %t172, %t60
  %t174 = icmp slt i64 %t173, %size.K
  %t175 = select i1 %t174, i64 %t173, i64 %size.K
  %t176 = sub i64 %t175, %t172
  %t177 = icmp sgt i64 %t176, 0
  %t178 = select i1 %t177, i64 %t176, i64 0
  %t179 = mul i64 %t178, 1
  %t180 = icmp sgt i64 %i170, 0
  br label %packb181
packb181:
  br i1 false, label %panels182, label %pack184
pack184:
  br label %panels182
panels182:
  store i64 %t149, ptr %c185
  br label %head186
head186:
  %i189 = load i64, ptr %c185
  %t190 = icmp slt i64 %i189, %t155
  br i1 %t190, label %body187, label %done188
body187:
  store i64 0, ptr %c191
  br label %head192
head192:
  %i195 = load i64, ptr %c191
  %t196 = icmp slt i64 %i195, %t162
  br i1 %t196, label %body193, label %done194
body193:
  %t197 = add i64 %i189, %t31
  %t198 = icmp slt i64 %t197, %t155
  %t199 = select i1 %t198, i64 %t197, i64 %t155
  %t200 = mul i64 %i195, 64
  %t201 = add i64 %t200, 0
  %t202 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t201, i64 %t160)
  %t203 = add i64 %t200, 16
  %t204 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t203, i64 %t160)
  %t205 = add i64 %t200, 32
  %t206 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t205, i64 %t160)
  %t207 = add i64 %t200, 48
  %t208 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t207, i64 %t160)
  %t209 = add i64 %t157, %t200
  %t210 = sdiv i64 %t209, 64
  %t211 = srem i64 %t209, 64
  %t212 = icmp ne i64 %t211, 0
  %t213 = icmp slt i64 %t211, 0
  %t214 = icmp slt i64 64, 0
  %t215 = xor i1 %t213, %t214
  %t216 = and i1 %t212, %t215
  %t217 = zext i1 %t216 to i64
  %t218 = sub i64 %t210, %t217
  %t219 = mul i64 %size.K, 64
  %t220 = mul i64 %t218, %t219
  %t221 = mul i64 %t172, 64
  %t222 = add i64 %t220, %t221
  %t223 = sdiv i64 %t209, 64
  %t224 = srem i64 %t209, 64
  %t225 = icmp ne i64 %t224, 0
  %t226 = icmp slt i64 %t224, 0
  %t227 = icmp slt i64 64, 0
  %t228 = xor i1 %t226, %t227
  %t229 = and i1 %t225, %t228
  %t230 = add i64 %t224, 64
  %t231 = select i1 %t229, i64 %t230, i64 %t224
  %t232 = add i64 %t222, %t231
  %t233 = getelementptr float, ptr %buf.bp, i64 %t232
  %t234 = udiv i64 %t209, 64
  %t235 = mul i64 %t234, %size.K
  %t236 = add i64 %t235, %t172
  %t237 = mul i64 %t236, 64
  %t238 = getelementptr float, ptr %buf.bp, i64 %t237
  %t239 = select i1 false, ptr %t233, ptr %t238
  %t240 = select i1 false, i64 %t117, i64 64
  store i64 %i189, ptr %c241
  br label %head242
head242:
  %i245 = load i64, ptr %c241
  %t246 = icmp slt i64 %i245, %t199
  br i1 %t246, label %body243, label %done244
body243:
  %t247 = sub i64 %t199, %i245
  %t248 = icmp slt i64 6, %t247
  %t249 = select i1 %t248, i64 6, i64 %t247
  %t250 = mul i64 %i245, %size.K
  %t251 = add i64 %t250, %t172
  %t252 = getelementptr float, ptr %buf.a, i64 %t251
  br i1 %t43, label %ready254, label %packa253
packa253:
  %t255 = sub i64 %t249, 1
  store i64 0, ptr %c256
  store i64 %t172, ptr %c257
  br label %head258
head258:
  %i261 = load i64, ptr %c257
  %t262 = icmp slt i64 %i261, %t175
  br i1 %t262, label %body259, label %done260
body259:
  %t263 = load i64, ptr %c256
  %t264 = icmp slt i64 0, %t255
  %t265 = select i1 %t264, i64 0, i64 %t255
  %t266 = add i64 %i245, %t265
  %t267 = mul i64 %t266, %size.K
  %t268 = add i64 %t267, %i261
  %t269 = select i1 true, i64 %t268, i64 0
  %t270 = getelementptr float, ptr %buf.a, i64 %t269
  %t271 = load float, ptr %t270, align 4
  %t272 = select i1 true, float %t271, float 0.0
  %t273 = mul i64 %t263, 6
  %t274 = add i64 %t273, 0
  %t275 = getelementptr float, ptr %t42, i64 %t274
  store float %t272, ptr %t275, align 4
  %t276 = icmp slt i64 1, %t255
  %t277 = select i1 %t276, i64 1, i64 %t255
  %t278 = add i64 %i245, %t277
  %t279 = mul i64 %t278, %size.K
  %t280 = add i64 %t279, %i261
  %t281 = select i1 true, i64 %t280, i64 0
  %t282 = getelementptr float, ptr %buf.a, i64 %t281
  %t283 = load float, ptr %t282, align 4
  %t284 = select i1 true, float %t283, float 0.0
  %t285 = mul i64 %t263, 6
  %t286 = add i64 %t285, 1
  %t287 = getelementptr float, ptr %t42, i64 %t286
  store float %t284, ptr %t287, align 4
  %t288 = icmp slt i64 2, %t255
  %t289 = select i1 %t288, i64 2, i64 %t255
  %t290 = add i64 %i245, %t289
  %t291 = mul i64 %t290, %size.K
  %t292 = add i64 %t291, %i261
  %t293 = select i1 true, i64 %t292, i64 0
  %t294 = getelementptr float, ptr %buf.a, i64 %t293
  %t295 = load float, ptr %t294, align 4
  %t296 = select i1 true, float %t295, float 0.0
  %t297 = mul i64 %t263, 6
  %t298 = add i64 %t297, 2
  %t299 = getelementptr float, ptr %t42, i64 %t298
  store float %t296, ptr %t299, align 4
  %t300 = icmp slt i64 3, %t255
  %t301 = select i1 %t300, i64 3, i64 %t255
  %t302 = add i64 %i245, %t301
  %t303 = mul i64 %t302, %size.K
  %t304 = add i64 %t303, %i261
  %t305 = select i1 true, i64 %t304, i64 0
  %t306 = getelementptr float, ptr %buf.a, i64 %t305
  %t307 = load float, ptr %t306, align 4
  %t308 = select i1 true, float %t307, float 0.0
  %t309 = mul i64 %t263, 6
  %t310 = add i64 %t309, 3
  %t311 = getelementptr float, ptr %t42, i64 %t310
  store float %t308, ptr %t311, align 4
  %t312 = icmp slt i64 4, %t255
  %t313 = select i1 %t312, i64 4, i64 %t255
  %t314 = add i64 %i245, %t313
  %t315 = mul i64 %t314, %size.K
  %t316 = add i64 %t315, %i261
  %t317 = select i1 true, i64 %t316, i64 0
  %t318 = getelementptr float, ptr %buf.a, i64 %t317
  %t319 = load float, ptr %t318, align 4
  %t320 = select i1 true, float %t319, float 0.0
  %t321 = mul i64 %t263, 6
  %t322 = add i64 %t321, 4
  %t323 = getelementptr float, ptr %t42, i64 %t322
  store float %t320, ptr %t323, align 4
  %t324 = icmp slt i64 5, %t255
  %t325 = select i1 %t324, i64 5, i64 %t255
  %t326 = add i64 %i245, %t325
  %t327 = mul i64 %t326, %size.K
  %t328 = add i64 %t327, %i261
  %t329 = select i1 true, i64 %t328, i64 0
  %t330 = getelementptr float, ptr %buf.a, i64 %t329
  %t331 = load float, ptr %t330, align 4
  %t332 = select i1 true, float %t331, float 0.0
  %t333 = mul i64 %t263, 6
  %t334 = add i64 %t333, 5
  %t335 = getelementptr float, ptr %t42, i64 %t334
  store float %t332, ptr %t335, align 4
  %t336 = add i64 %t263, 1
  store i64 %t336, ptr %c256
  %t337 = add nsw i64 %i261, 1
  store i64 %t337, ptr %c257
  br label %head258
done260:
  br label %ready254
ready254:
  %t338 = select i1 %t43, ptr %t252, ptr %t42
  %t339 = select i1 %t43, i64 %t65, i64 1
  %t340 = select i1 %t43, i64 %t70, i64 6
  %t341 = mul i64 %t141, 10
  %t342 = mul i64 %i245, 10
  %t343 = add i64 %t341, %t342
  %t344 = add i64 %t343, %t209
  %t345 = getelementptr float, ptr %buf.c, i64 %t344
  %t346 = icmp eq i64 %t249, 1
  %t347 = sub i64 %t13, 1
  %t348 = mul i64 %t347, %t23
  %t349 = add i64 %t157, %t23
  %t350 = icmp slt i64 %t349, %t348
  %t351 = select i1 %t350, i64 %t349, i64 %t348
  %t352 = sub i64 10, %t351
  %t353 = icmp slt i64 %t23, %t352
  %t354 = select i1 %t353, i64 %t23, i64 %t352
  %t355 = add i64 %t354, 63
  %t356 = sdiv i64 %t355, 64
  %t357 = udiv i64 %t351, 64
  %t358 = sub i64 %t356, 1
  %t359 = icmp slt i64 %i195, %t358
  %t360 = select i1 %t359, i64 %i195, i64 %t358
  %t361 = add i64 %t357, %t360
  %t362 = mul i64 %t361, %size.K
  %t363 = add i64 %t362, %t172
  %t364 = mul i64 %t363, 64
  %t365 = add i64 %t156, 5
  %t366 = sdiv i64 %t365, 6
  %t367 = icmp sgt i64 %t366, 1
  %t368 = select i1 %t367, i64 %t366, i64 1
  %t369 = sdiv i64 256, %t368
  %t370 = icmp sgt i64 %t369, 1
  %t371 = select i1 %t370, i64 %t369, i64 1
  %t372 = sub i64 %i245, %t149
  %t373 = sdiv i64 %t372, 6
  %t374 = getelementptr float, ptr %buf.bp, i64 %t364
  %t375 = mul i64 %t373, %t179
  %t376 = mul i64 %t375, %t371
  %t377 = getelementptr i8, ptr %t374, i64 %t376
  %t383 = zext i1 %t346 to i64
  %t384 = zext i1 false to i64
  %t385 = shl i64 %t384, 1
  %t386 = or i64 %t383, %t385
  switch i64 %t386, label %p380 [i64 1, label %p1381 i64 2, label %d378 i64 3, label %d1379]
p380:
  call void @"jr.mk.matmul_panels_ep_0e21b9.6p"(ptr %t338, i64 %t339, i64 %t340, i64 %t249, ptr %t239, i64 %t240, ptr %t345, i64 %t126, i64 %t179, i1 %t180, ptr %t377, i64 %t371, <16 x i1> %t202, <16 x i1> %t204, <16 x i1> %t206, <16 x i1> %t208)
  br label %called382
p1381:
  call void @"jr.mk.matmul_panels_ep_0e21b9.1p"(ptr %t338, i64 %t339, i64 %t340, i64 %t249, ptr %t239, i64 %t240, ptr %t345, i64 %t126, i64 %t179, i1 %t180, ptr %t377, i64 %t371, <16 x i1> %t202, <16 x i1> %t204, <16 x i1> %t206, <16 x i1> %t208)
  br label %called382
d378:
  call void @"jr.mk.matmul_panels_ep_0e21b9.6d"(ptr %t338, i64 %t339, i64 %t340, i64 %t249, ptr %t239, i64 %t240, ptr %t345, i64 %t126, i64 %t179, i1 %t180, ptr %t377, i64 %t371, <16 x i1> %t202, <16 x i1> %t204, <16 x i1> %t206, <16 x i1> %t208)
  br label %called382
d1379:
  call void @"jr.mk.matmul_panels_ep_0e21b9.1d"(ptr %t338, i64 %t339, i64 %t340, i64 %t249, ptr %t239, i64 %t240, ptr %t345, i64 %t126, i64 %t179, i1 %t180, ptr %t377, i64 %t371, <16 x i1> %t202, <16 x i1> %t204, <16 x i1> %t206, <16 x i1> %t208)
  br label %called382
called382:
  %t387 = add nsw i64 %i245, 6
  store i64 %t387, ptr %c241
  br label %head242
done244:
  %t388 = add nsw i64 %i195, 1
  store i64 %t388, ptr %c191
  br label %head192
done194:
  %t389 = add nsw i64 %i189, %t31
  store i64 %t389, ptr %c185
  br label %head186
done188:
  br label %kdone183
kdone183:
  %t390 = add nsw i64 %i170, 1
  store i64 %t390, ptr %c166
  br label %head167
done169:
  call void @"jr.op.matmul_panels_ep_0e21b9.epilogue"(ptr %buf.a, ptr %buf.bp, ptr %buf.e0, ptr %buf.c, ptr null, i64 %size.K, i64 %size.B0, i64 %t141, i64 %t149, i64 %t156, i64 %t157, i64 %t160, i64 0, i64 4611686018427387904)
  br label %norows164
norows164:
  %t391 = add nsw i64 %i137, 1
  store i64 %t391, ptr %c133
  br label %head134
done136:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
