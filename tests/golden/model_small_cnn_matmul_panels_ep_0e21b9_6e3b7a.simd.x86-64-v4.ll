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

define void @"jr.op.matmul_panels_ep_0e21b9.epilogue"(ptr noalias %buf.a, ptr noalias %buf.bp, ptr noalias %buf.e0, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.K, i64 %size.P, i64 %size.B0, i64 %size._o0, i64 %size._mt0, i64 %size._mtc, i64 %size._nt0, i64 %size._ntc, i64 %range.lo, i64 %range.hi) nounwind {
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

define void @"jr.op.matmul_panels_ep_0e21b9.exact"(ptr noalias %buf.a, ptr noalias %buf.bp, ptr noalias %buf.e0, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.K, i64 %size.P, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
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
  %v28 = sdiv i64 %i13, %size.P
  %v29 = srem i64 %i13, %size.P
  %v30 = icmp ne i64 %v29, 0
  %v31 = icmp slt i64 %v29, 0
  %v32 = icmp slt i64 %size.P, 0
  %v33 = xor i1 %v31, %v32
  %v34 = and i1 %v30, %v33
  %v35 = zext i1 %v34 to i64
  %v36 = sub i64 %v28, %v35
  %v37 = icmp sge i64 %v36, 0
  %v38 = icmp slt i64 %v36, 1
  %v39 = and i1 %v37, %v38
  %v40 = sdiv i64 %i13, %size.P
  %v41 = srem i64 %i13, %size.P
  %v42 = icmp ne i64 %v41, 0
  %v43 = icmp slt i64 %v41, 0
  %v44 = icmp slt i64 %size.P, 0
  %v45 = xor i1 %v43, %v44
  %v46 = and i1 %v42, %v45
  %v47 = add i64 %v41, %size.P
  %v48 = select i1 %v46, i64 %v47, i64 %v41
  %v49 = icmp sge i64 %v48, 0
  %v50 = icmp slt i64 %v48, %size.P
  %v51 = and i1 %v49, %v50
  %v52 = and i1 %v39, %v51
  %v53 = sdiv i64 %i13, %size.P
  %v54 = srem i64 %i13, %size.P
  %v55 = icmp ne i64 %v54, 0
  %v56 = icmp slt i64 %v54, 0
  %v57 = icmp slt i64 %size.P, 0
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
  %ins70 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat71 = shufflevector <16 x i64> %ins70, <16 x i64> poison, <16 x i32> zeroinitializer
  %v72 = mul <16 x i64> %v69, %splat71
  %v73 = sdiv i64 %i13, %size.P
  %v74 = srem i64 %i13, %size.P
  %v75 = icmp ne i64 %v74, 0
  %v76 = icmp slt i64 %v74, 0
  %v77 = icmp slt i64 %size.P, 0
  %v78 = xor i1 %v76, %v77
  %v79 = and i1 %v75, %v78
  %v80 = add i64 %v74, %size.P
  %v81 = select i1 %v79, i64 %v80, i64 %v74
  %ins82 = insertelement <16 x i64> poison, i64 %v81, i64 0
  %splat83 = shufflevector <16 x i64> %ins82, <16 x i64> poison, <16 x i32> zeroinitializer
  %v84 = add <16 x i64> %v72, %splat83
  %ps85 = getelementptr float, ptr %buf.bp, <16 x i64> %v84
  %ins86 = insertelement <16 x i1> poison, i1 %v52, i64 0
  %splat87 = shufflevector <16 x i1> %ins86, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld88 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps85, <16 x i1> %splat87, <16 x float> zeroinitializer)
  %v89 = fmul contract <16 x float> %ld27, %ld88
  %v90 = sdiv i64 %i13, %size.P
  %v91 = srem i64 %i13, %size.P
  %v92 = icmp ne i64 %v91, 0
  %v93 = icmp slt i64 %v91, 0
  %v94 = icmp slt i64 %size.P, 0
  %v95 = xor i1 %v93, %v94
  %v96 = and i1 %v92, %v95
  %v97 = zext i1 %v96 to i64
  %v98 = sub i64 %v90, %v97
  %v99 = icmp sge i64 %v98, 0
  %v100 = icmp slt i64 %v98, 1
  %v101 = and i1 %v99, %v100
  %v102 = sdiv i64 %i13, %size.P
  %v103 = srem i64 %i13, %size.P
  %v104 = icmp ne i64 %v103, 0
  %v105 = icmp slt i64 %v103, 0
  %v106 = icmp slt i64 %size.P, 0
  %v107 = xor i1 %v105, %v106
  %v108 = and i1 %v104, %v107
  %v109 = add i64 %v103, %size.P
  %v110 = select i1 %v108, i64 %v109, i64 %v103
  %v111 = icmp sge i64 %v110, 0
  %v112 = icmp slt i64 %v110, %size.P
  %v113 = and i1 %v111, %v112
  %v114 = and i1 %v101, %v113
  %old115 = load <16 x float>, ptr %acc15
  %v116 = fadd <16 x float> %old115, %v89
  %ins117 = insertelement <16 x i1> poison, i1 %v114, i64 0
  %splat118 = shufflevector <16 x i1> %ins117, <16 x i1> poison, <16 x i32> zeroinitializer
  %v119 = select <16 x i1> %splat118, <16 x float> %v116, <16 x float> %old115
  store <16 x float> %v119, ptr %acc15
  %v120 = add nsw i64 %i24, 16
  %p121 = getelementptr float, ptr %buf.a, i64 %v120
  %ld122 = load <16 x float>, ptr %p121, align 4
  %v123 = sdiv i64 %i13, %size.P
  %v124 = srem i64 %i13, %size.P
  %v125 = icmp ne i64 %v124, 0
  %v126 = icmp slt i64 %v124, 0
  %v127 = icmp slt i64 %size.P, 0
  %v128 = xor i1 %v126, %v127
  %v129 = and i1 %v125, %v128
  %v130 = zext i1 %v129 to i64
  %v131 = sub i64 %v123, %v130
  %v132 = icmp sge i64 %v131, 0
  %v133 = icmp slt i64 %v131, 1
  %v134 = and i1 %v132, %v133
  %v135 = sdiv i64 %i13, %size.P
  %v136 = srem i64 %i13, %size.P
  %v137 = icmp ne i64 %v136, 0
  %v138 = icmp slt i64 %v136, 0
  %v139 = icmp slt i64 %size.P, 0
  %v140 = xor i1 %v138, %v139
  %v141 = and i1 %v137, %v140
  %v142 = add i64 %v136, %size.P
  %v143 = select i1 %v141, i64 %v142, i64 %v136
  %v144 = icmp sge i64 %v143, 0
  %v145 = icmp slt i64 %v143, %size.P
  %v146 = and i1 %v144, %v145
  %v147 = and i1 %v134, %v146
  %v148 = sdiv i64 %i13, %size.P
  %v149 = srem i64 %i13, %size.P
  %v150 = icmp ne i64 %v149, 0
  %v151 = icmp slt i64 %v149, 0
  %v152 = icmp slt i64 %size.P, 0
  %v153 = xor i1 %v151, %v152
  %v154 = and i1 %v150, %v153
  %v155 = zext i1 %v154 to i64
  %v156 = sub i64 %v148, %v155
  %v157 = mul i64 %v156, %size.K
  %ins158 = insertelement <16 x i64> poison, i64 %v120, i64 0
  %splat159 = shufflevector <16 x i64> %ins158, <16 x i64> poison, <16 x i32> zeroinitializer
  %step160 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane161 = add <16 x i64> %splat159, %step160
  %ins162 = insertelement <16 x i64> poison, i64 %v157, i64 0
  %splat163 = shufflevector <16 x i64> %ins162, <16 x i64> poison, <16 x i32> zeroinitializer
  %v164 = add <16 x i64> %splat163, %lane161
  %ins165 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat166 = shufflevector <16 x i64> %ins165, <16 x i64> poison, <16 x i32> zeroinitializer
  %v167 = mul <16 x i64> %v164, %splat166
  %v168 = sdiv i64 %i13, %size.P
  %v169 = srem i64 %i13, %size.P
  %v170 = icmp ne i64 %v169, 0
  %v171 = icmp slt i64 %v169, 0
  %v172 = icmp slt i64 %size.P, 0
  %v173 = xor i1 %v171, %v172
  %v174 = and i1 %v170, %v173
  %v175 = add i64 %v169, %size.P
  %v176 = select i1 %v174, i64 %v175, i64 %v169
  %ins177 = insertelement <16 x i64> poison, i64 %v176, i64 0
  %splat178 = shufflevector <16 x i64> %ins177, <16 x i64> poison, <16 x i32> zeroinitializer
  %v179 = add <16 x i64> %v167, %splat178
  %ps180 = getelementptr float, ptr %buf.bp, <16 x i64> %v179
  %ins181 = insertelement <16 x i1> poison, i1 %v147, i64 0
  %splat182 = shufflevector <16 x i1> %ins181, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld183 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps180, <16 x i1> %splat182, <16 x float> zeroinitializer)
  %v184 = fmul contract <16 x float> %ld122, %ld183
  %v185 = sdiv i64 %i13, %size.P
  %v186 = srem i64 %i13, %size.P
  %v187 = icmp ne i64 %v186, 0
  %v188 = icmp slt i64 %v186, 0
  %v189 = icmp slt i64 %size.P, 0
  %v190 = xor i1 %v188, %v189
  %v191 = and i1 %v187, %v190
  %v192 = zext i1 %v191 to i64
  %v193 = sub i64 %v185, %v192
  %v194 = icmp sge i64 %v193, 0
  %v195 = icmp slt i64 %v193, 1
  %v196 = and i1 %v194, %v195
  %v197 = sdiv i64 %i13, %size.P
  %v198 = srem i64 %i13, %size.P
  %v199 = icmp ne i64 %v198, 0
  %v200 = icmp slt i64 %v198, 0
  %v201 = icmp slt i64 %size.P, 0
  %v202 = xor i1 %v200, %v201
  %v203 = and i1 %v199, %v202
  %v204 = add i64 %v198, %size.P
  %v205 = select i1 %v203, i64 %v204, i64 %v198
  %v206 = icmp sge i64 %v205, 0
  %v207 = icmp slt i64 %v205, %size.P
  %v208 = and i1 %v206, %v207
  %v209 = and i1 %v196, %v208
  %old210 = load <16 x float>, ptr %acc16
  %v211 = fadd <16 x float> %old210, %v184
  %ins212 = insertelement <16 x i1> poison, i1 %v209, i64 0
  %splat213 = shufflevector <16 x i1> %ins212, <16 x i1> poison, <16 x i32> zeroinitializer
  %v214 = select <16 x i1> %splat213, <16 x float> %v211, <16 x float> %old210
  store <16 x float> %v214, ptr %acc16
  %v215 = add nsw i64 %i24, 32
  %p216 = getelementptr float, ptr %buf.a, i64 %v215
  %ld217 = load <16 x float>, ptr %p216, align 4
  %v218 = sdiv i64 %i13, %size.P
  %v219 = srem i64 %i13, %size.P
  %v220 = icmp ne i64 %v219, 0
  %v221 = icmp slt i64 %v219, 0
  %v222 = icmp slt i64 %size.P, 0
  %v223 = xor i1 %v221, %v222
  %v224 = and i1 %v220, %v223
  %v225 = zext i1 %v224 to i64
  %v226 = sub i64 %v218, %v225
  %v227 = icmp sge i64 %v226, 0
  %v228 = icmp slt i64 %v226, 1
  %v229 = and i1 %v227, %v228
  %v230 = sdiv i64 %i13, %size.P
  %v231 = srem i64 %i13, %size.P
  %v232 = icmp ne i64 %v231, 0
  %v233 = icmp slt i64 %v231, 0
  %v234 = icmp slt i64 %size.P, 0
  %v235 = xor i1 %v233, %v234
  %v236 = and i1 %v232, %v235
  %v237 = add i64 %v231, %size.P
  %v238 = select i1 %v236, i64 %v237, i64 %v231
  %v239 = icmp sge i64 %v238, 0
  %v240 = icmp slt i64 %v238, %size.P
  %v241 = and i1 %v239, %v240
  %v242 = and i1 %v229, %v241
  %v243 = sdiv i64 %i13, %size.P
  %v244 = srem i64 %i13, %size.P
  %v245 = icmp ne i64 %v244, 0
  %v246 = icmp slt i64 %v244, 0
  %v247 = icmp slt i64 %size.P, 0
  %v248 = xor i1 %v246, %v247
  %v249 = and i1 %v245, %v248
  %v250 = zext i1 %v249 to i64
  %v251 = sub i64 %v243, %v250
  %v252 = mul i64 %v251, %size.K
  %ins253 = insertelement <16 x i64> poison, i64 %v215, i64 0
  %splat254 = shufflevector <16 x i64> %ins253, <16 x i64> poison, <16 x i32> zeroinitializer
  %step255 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane256 = add <16 x i64> %splat254, %step255
  %ins257 = insertelement <16 x i64> poison, i64 %v252, i64 0
  %splat258 = shufflevector <16 x i64> %ins257, <16 x i64> poison, <16 x i32> zeroinitializer
  %v259 = add <16 x i64> %splat258, %lane256
  %ins260 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat261 = shufflevector <16 x i64> %ins260, <16 x i64> poison, <16 x i32> zeroinitializer
  %v262 = mul <16 x i64> %v259, %splat261
  %v263 = sdiv i64 %i13, %size.P
  %v264 = srem i64 %i13, %size.P
  %v265 = icmp ne i64 %v264, 0
  %v266 = icmp slt i64 %v264, 0
  %v267 = icmp slt i64 %size.P, 0
  %v268 = xor i1 %v266, %v267
  %v269 = and i1 %v265, %v268
  %v270 = add i64 %v264, %size.P
  %v271 = select i1 %v269, i64 %v270, i64 %v264
  %ins272 = insertelement <16 x i64> poison, i64 %v271, i64 0
  %splat273 = shufflevector <16 x i64> %ins272, <16 x i64> poison, <16 x i32> zeroinitializer
  %v274 = add <16 x i64> %v262, %splat273
  %ps275 = getelementptr float, ptr %buf.bp, <16 x i64> %v274
  %ins276 = insertelement <16 x i1> poison, i1 %v242, i64 0
  %splat277 = shufflevector <16 x i1> %ins276, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld278 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps275, <16 x i1> %splat277, <16 x float> zeroinitializer)
  %v279 = fmul contract <16 x float> %ld217, %ld278
  %v280 = sdiv i64 %i13, %size.P
  %v281 = srem i64 %i13, %size.P
  %v282 = icmp ne i64 %v281, 0
  %v283 = icmp slt i64 %v281, 0
  %v284 = icmp slt i64 %size.P, 0
  %v285 = xor i1 %v283, %v284
  %v286 = and i1 %v282, %v285
  %v287 = zext i1 %v286 to i64
  %v288 = sub i64 %v280, %v287
  %v289 = icmp sge i64 %v288, 0
  %v290 = icmp slt i64 %v288, 1
  %v291 = and i1 %v289, %v290
  %v292 = sdiv i64 %i13, %size.P
  %v293 = srem i64 %i13, %size.P
  %v294 = icmp ne i64 %v293, 0
  %v295 = icmp slt i64 %v293, 0
  %v296 = icmp slt i64 %size.P, 0
  %v297 = xor i1 %v295, %v296
  %v298 = and i1 %v294, %v297
  %v299 = add i64 %v293, %size.P
  %v300 = select i1 %v298, i64 %v299, i64 %v293
  %v301 = icmp sge i64 %v300, 0
  %v302 = icmp slt i64 %v300, %size.P
  %v303 = and i1 %v301, %v302
  %v304 = and i1 %v291, %v303
  %old305 = load <16 x float>, ptr %acc17
  %v306 = fadd <16 x float> %old305, %v279
  %ins307 = insertelement <16 x i1> poison, i1 %v304, i64 0
  %splat308 = shufflevector <16 x i1> %ins307, <16 x i1> poison, <16 x i32> zeroinitializer
  %v309 = select <16 x i1> %splat308, <16 x float> %v306, <16 x float> %old305
  store <16 x float> %v309, ptr %acc17
  %v310 = add nsw i64 %i24, 48
  %p311 = getelementptr float, ptr %buf.a, i64 %v310
  %ld312 = load <16 x float>, ptr %p311, align 4
  %v313 = sdiv i64 %i13, %size.P
  %v314 = srem i64 %i13, %size.P
  %v315 = icmp ne i64 %v314, 0
  %v316 = icmp slt i64 %v314, 0
  %v317 = icmp slt i64 %size.P, 0
  %v318 = xor i1 %v316, %v317
  %v319 = and i1 %v315, %v318
  %v320 = zext i1 %v319 to i64
  %v321 = sub i64 %v313, %v320
  %v322 = icmp sge i64 %v321, 0
  %v323 = icmp slt i64 %v321, 1
  %v324 = and i1 %v322, %v323
  %v325 = sdiv i64 %i13, %size.P
  %v326 = srem i64 %i13, %size.P
  %v327 = icmp ne i64 %v326, 0
  %v328 = icmp slt i64 %v326, 0
  %v329 = icmp slt i64 %size.P, 0
  %v330 = xor i1 %v328, %v329
  %v331 = and i1 %v327, %v330
  %v332 = add i64 %v326, %size.P
  %v333 = select i1 %v331, i64 %v332, i64 %v326
  %v334 = icmp sge i64 %v333, 0
  %v335 = icmp slt i64 %v333, %size.P
  %v336 = and i1 %v334, %v335
  %v337 = and i1 %v324, %v336
  %v338 = sdiv i64 %i13, %size.P
  %v339 = srem i64 %i13, %size.P
  %v340 = icmp ne i64 %v339, 0
  %v341 = icmp slt i64 %v339, 0
  %v342 = icmp slt i64 %size.P, 0
  %v343 = xor i1 %v341, %v342
  %v344 = and i1 %v340, %v343
  %v345 = zext i1 %v344 to i64
  %v346 = sub i64 %v338, %v345
  %v347 = mul i64 %v346, %size.K
  %ins348 = insertelement <16 x i64> poison, i64 %v310, i64 0
  %splat349 = shufflevector <16 x i64> %ins348, <16 x i64> poison, <16 x i32> zeroinitializer
  %step350 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane351 = add <16 x i64> %splat349, %step350
  %ins352 = insertelement <16 x i64> poison, i64 %v347, i64 0
  %splat353 = shufflevector <16 x i64> %ins352, <16 x i64> poison, <16 x i32> zeroinitializer
  %v354 = add <16 x i64> %splat353, %lane351
  %ins355 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat356 = shufflevector <16 x i64> %ins355, <16 x i64> poison, <16 x i32> zeroinitializer
  %v357 = mul <16 x i64> %v354, %splat356
  %v358 = sdiv i64 %i13, %size.P
  %v359 = srem i64 %i13, %size.P
  %v360 = icmp ne i64 %v359, 0
  %v361 = icmp slt i64 %v359, 0
  %v362 = icmp slt i64 %size.P, 0
  %v363 = xor i1 %v361, %v362
  %v364 = and i1 %v360, %v363
  %v365 = add i64 %v359, %size.P
  %v366 = select i1 %v364, i64 %v365, i64 %v359
  %ins367 = insertelement <16 x i64> poison, i64 %v366, i64 0
  %splat368 = shufflevector <16 x i64> %ins367, <16 x i64> poison, <16 x i32> zeroinitializer
  %v369 = add <16 x i64> %v357, %splat368
  %ps370 = getelementptr float, ptr %buf.bp, <16 x i64> %v369
  %ins371 = insertelement <16 x i1> poison, i1 %v337, i64 0
  %splat372 = shufflevector <16 x i1> %ins371, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld373 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps370, <16 x i1> %splat372, <16 x float> zeroinitializer)
  %v374 = fmul contract <16 x float> %ld312, %ld373
  %v375 = sdiv i64 %i13, %size.P
  %v376 = srem i64 %i13, %size.P
  %v377 = icmp ne i64 %v376, 0
  %v378 = icmp slt i64 %v376, 0
  %v379 = icmp slt i64 %size.P, 0
  %v380 = xor i1 %v378, %v379
  %v381 = and i1 %v377, %v380
  %v382 = zext i1 %v381 to i64
  %v383 = sub i64 %v375, %v382
  %v384 = icmp sge i64 %v383, 0
  %v385 = icmp slt i64 %v383, 1
  %v386 = and i1 %v384, %v385
  %v387 = sdiv i64 %i13, %size.P
  %v388 = srem i64 %i13, %size.P
  %v389 = icmp ne i64 %v388, 0
  %v390 = icmp slt i64 %v388, 0
  %v391 = icmp slt i64 %size.P, 0
  %v392 = xor i1 %v390, %v391
  %v393 = and i1 %v389, %v392
  %v394 = add i64 %v388, %size.P
  %v395 = select i1 %v393, i64 %v394, i64 %v388
  %v396 = icmp sge i64 %v395, 0
  %v397 = icmp slt i64 %v395, %size.P
  %v398 = and i1 %v396, %v397
  %v399 = and i1 %v386, %v398
  %old400 = load <16 x float>, ptr %acc18
  %v401 = fadd <16 x float> %old400, %v374
  %ins402 = insertelement <16 x i1> poison, i1 %v399, i64 0
  %splat403 = shufflevector <16 x i1> %ins402, <16 x i1> poison, <16 x i32> zeroinitializer
  %v404 = select <16 x i1> %splat403, <16 x float> %v401, <16 x float> %old400
  store <16 x float> %v404, ptr %acc18
  %v405 = add nsw i64 %i24, 64
  store i64 %v405, ptr %k.addr.19
  br label %cond21
exit23:
  %v406 = sub i64 %size.K, 16
  br label %cond407
cond407:
  %i410 = load i64, ptr %k.addr.19
  %v411 = icmp sle i64 %i410, %v406
  br i1 %v411, label %body408, label %exit409
body408:
  %p412 = getelementptr float, ptr %buf.a, i64 %i410
  %ld413 = load <16 x float>, ptr %p412, align 4
  %v414 = sdiv i64 %i13, %size.P
  %v415 = srem i64 %i13, %size.P
  %v416 = icmp ne i64 %v415, 0
  %v417 = icmp slt i64 %v415, 0
  %v418 = icmp slt i64 %size.P, 0
  %v419 = xor i1 %v417, %v418
  %v420 = and i1 %v416, %v419
  %v421 = zext i1 %v420 to i64
  %v422 = sub i64 %v414, %v421
  %v423 = icmp sge i64 %v422, 0
  %v424 = icmp slt i64 %v422, 1
  %v425 = and i1 %v423, %v424
  %v426 = sdiv i64 %i13, %size.P
  %v427 = srem i64 %i13, %size.P
  %v428 = icmp ne i64 %v427, 0
  %v429 = icmp slt i64 %v427, 0
  %v430 = icmp slt i64 %size.P, 0
  %v431 = xor i1 %v429, %v430
  %v432 = and i1 %v428, %v431
  %v433 = add i64 %v427, %size.P
  %v434 = select i1 %v432, i64 %v433, i64 %v427
  %v435 = icmp sge i64 %v434, 0
  %v436 = icmp slt i64 %v434, %size.P
  %v437 = and i1 %v435, %v436
  %v438 = and i1 %v425, %v437
  %v439 = sdiv i64 %i13, %size.P
  %v440 = srem i64 %i13, %size.P
  %v441 = icmp ne i64 %v440, 0
  %v442 = icmp slt i64 %v440, 0
  %v443 = icmp slt i64 %size.P, 0
  %v444 = xor i1 %v442, %v443
  %v445 = and i1 %v441, %v444
  %v446 = zext i1 %v445 to i64
  %v447 = sub i64 %v439, %v446
  %v448 = mul i64 %v447, %size.K
  %ins449 = insertelement <16 x i64> poison, i64 %i410, i64 0
  %splat450 = shufflevector <16 x i64> %ins449, <16 x i64> poison, <16 x i32> zeroinitializer
  %step451 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane452 = add <16 x i64> %splat450, %step451
  %ins453 = insertelement <16 x i64> poison, i64 %v448, i64 0
  %splat454 = shufflevector <16 x i64> %ins453, <16 x i64> poison, <16 x i32> zeroinitializer
  %v455 = add <16 x i64> %splat454, %lane452
  %ins456 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat457 = shufflevector <16 x i64> %ins456, <16 x i64> poison, <16 x i32> zeroinitializer
  %v458 = mul <16 x i64> %v455, %splat457
  %v459 = sdiv i64 %i13, %size.P
  %v460 = srem i64 %i13, %size.P
  %v461 = icmp ne i64 %v460, 0
  %v462 = icmp slt i64 %v460, 0
  %v463 = icmp slt i64 %size.P, 0
  %v464 = xor i1 %v462, %v463
  %v465 = and i1 %v461, %v464
  %v466 = add i64 %v460, %size.P
  %v467 = select i1 %v465, i64 %v466, i64 %v460
  %ins468 = insertelement <16 x i64> poison, i64 %v467, i64 0
  %splat469 = shufflevector <16 x i64> %ins468, <16 x i64> poison, <16 x i32> zeroinitializer
  %v470 = add <16 x i64> %v458, %splat469
  %ps471 = getelementptr float, ptr %buf.bp, <16 x i64> %v470
  %ins472 = insertelement <16 x i1> poison, i1 %v438, i64 0
  %splat473 = shufflevector <16 x i1> %ins472, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld474 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps471, <16 x i1> %splat473, <16 x float> zeroinitializer)
  %v475 = fmul contract <16 x float> %ld413, %ld474
  %v476 = sdiv i64 %i13, %size.P
  %v477 = srem i64 %i13, %size.P
  %v478 = icmp ne i64 %v477, 0
  %v479 = icmp slt i64 %v477, 0
  %v480 = icmp slt i64 %size.P, 0
  %v481 = xor i1 %v479, %v480
  %v482 = and i1 %v478, %v481
  %v483 = zext i1 %v482 to i64
  %v484 = sub i64 %v476, %v483
  %v485 = icmp sge i64 %v484, 0
  %v486 = icmp slt i64 %v484, 1
  %v487 = and i1 %v485, %v486
  %v488 = sdiv i64 %i13, %size.P
  %v489 = srem i64 %i13, %size.P
  %v490 = icmp ne i64 %v489, 0
  %v491 = icmp slt i64 %v489, 0
  %v492 = icmp slt i64 %size.P, 0
  %v493 = xor i1 %v491, %v492
  %v494 = and i1 %v490, %v493
  %v495 = add i64 %v489, %size.P
  %v496 = select i1 %v494, i64 %v495, i64 %v489
  %v497 = icmp sge i64 %v496, 0
  %v498 = icmp slt i64 %v496, %size.P
  %v499 = and i1 %v497, %v498
  %v500 = and i1 %v487, %v499
  %old501 = load <16 x float>, ptr %acc15
  %v502 = fadd <16 x float> %old501, %v475
  %ins503 = insertelement <16 x i1> poison, i1 %v500, i64 0
  %splat504 = shufflevector <16 x i1> %ins503, <16 x i1> poison, <16 x i32> zeroinitializer
  %v505 = select <16 x i1> %splat504, <16 x float> %v502, <16 x float> %old501
  store <16 x float> %v505, ptr %acc15
  %v506 = add nsw i64 %i410, 16
  store i64 %v506, ptr %k.addr.19
  br label %cond407
exit409:
  %i507 = load i64, ptr %k.addr.19
  %v508 = icmp slt i64 %i507, %size.K
  br i1 %v508, label %tail509, label %done510
tail509:
  %mask511 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i507, i64 %size.K)
  %p512 = getelementptr float, ptr %buf.a, i64 %i507
  %ld513 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p512, <16 x i1> %mask511, <16 x float> zeroinitializer)
  %v514 = sdiv i64 %i13, %size.P
  %v515 = srem i64 %i13, %size.P
  %v516 = icmp ne i64 %v515, 0
  %v517 = icmp slt i64 %v515, 0
  %v518 = icmp slt i64 %size.P, 0
  %v519 = xor i1 %v517, %v518
  %v520 = and i1 %v516, %v519
  %v521 = zext i1 %v520 to i64
  %v522 = sub i64 %v514, %v521
  %v523 = icmp sge i64 %v522, 0
  %v524 = icmp slt i64 %v522, 1
  %v525 = and i1 %v523, %v524
  %v526 = sdiv i64 %i13, %size.P
  %v527 = srem i64 %i13, %size.P
  %v528 = icmp ne i64 %v527, 0
  %v529 = icmp slt i64 %v527, 0
  %v530 = icmp slt i64 %size.P, 0
  %v531 = xor i1 %v529, %v530
  %v532 = and i1 %v528, %v531
  %v533 = add i64 %v527, %size.P
  %v534 = select i1 %v532, i64 %v533, i64 %v527
  %v535 = icmp sge i64 %v534, 0
  %v536 = icmp slt i64 %v534, %size.P
  %v537 = and i1 %v535, %v536
  %v538 = and i1 %v525, %v537
  %ins539 = insertelement <16 x i1> poison, i1 %v538, i64 0
  %splat540 = shufflevector <16 x i1> %ins539, <16 x i1> poison, <16 x i32> zeroinitializer
  %v541 = and <16 x i1> %mask511, %splat540
  %v542 = sdiv i64 %i13, %size.P
  %v543 = srem i64 %i13, %size.P
  %v544 = icmp ne i64 %v543, 0
  %v545 = icmp slt i64 %v543, 0
  %v546 = icmp slt i64 %size.P, 0
  %v547 = xor i1 %v545, %v546
  %v548 = and i1 %v544, %v547
  %v549 = zext i1 %v548 to i64
  %v550 = sub i64 %v542, %v549
  %v551 = mul i64 %v550, %size.K
  %ins552 = insertelement <16 x i64> poison, i64 %i507, i64 0
  %splat553 = shufflevector <16 x i64> %ins552, <16 x i64> poison, <16 x i32> zeroinitializer
  %step554 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane555 = add <16 x i64> %splat553, %step554
  %ins556 = insertelement <16 x i64> poison, i64 %v551, i64 0
  %splat557 = shufflevector <16 x i64> %ins556, <16 x i64> poison, <16 x i32> zeroinitializer
  %v558 = add <16 x i64> %splat557, %lane555
  %ins559 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat560 = shufflevector <16 x i64> %ins559, <16 x i64> poison, <16 x i32> zeroinitializer
  %v561 = mul <16 x i64> %v558, %splat560
  %v562 = sdiv i64 %i13, %size.P
  %v563 = srem i64 %i13, %size.P
  %v564 = icmp ne i64 %v563, 0
  %v565 = icmp slt i64 %v563, 0
  %v566 = icmp slt i64 %size.P, 0
  %v567 = xor i1 %v565, %v566
  %v568 = and i1 %v564, %v567
  %v569 = add i64 %v563, %size.P
  %v570 = select i1 %v568, i64 %v569, i64 %v563
  %ins571 = insertelement <16 x i64> poison, i64 %v570, i64 0
  %splat572 = shufflevector <16 x i64> %ins571, <16 x i64> poison, <16 x i32> zeroinitializer
  %v573 = add <16 x i64> %v561, %splat572
  %ps574 = getelementptr float, ptr %buf.bp, <16 x i64> %v573
  %ld575 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps574, <16 x i1> %v541, <16 x float> zeroinitializer)
  %v576 = fmul contract <16 x float> %ld513, %ld575
  %v577 = sdiv i64 %i13, %size.P
  %v578 = srem i64 %i13, %size.P
  %v579 = icmp ne i64 %v578, 0
  %v580 = icmp slt i64 %v578, 0
  %v581 = icmp slt i64 %size.P, 0
  %v582 = xor i1 %v580, %v581
  %v583 = and i1 %v579, %v582
  %v584 = zext i1 %v583 to i64
  %v585 = sub i64 %v577, %v584
  %v586 = icmp sge i64 %v585, 0
  %v587 = icmp slt i64 %v585, 1
  %v588 = and i1 %v586, %v587
  %v589 = sdiv i64 %i13, %size.P
  %v590 = srem i64 %i13, %size.P
  %v591 = icmp ne i64 %v590, 0
  %v592 = icmp slt i64 %v590, 0
  %v593 = icmp slt i64 %size.P, 0
  %v594 = xor i1 %v592, %v593
  %v595 = and i1 %v591, %v594
  %v596 = add i64 %v590, %size.P
  %v597 = select i1 %v595, i64 %v596, i64 %v590
  %v598 = icmp sge i64 %v597, 0
  %v599 = icmp slt i64 %v597, %size.P
  %v600 = and i1 %v598, %v599
  %v601 = and i1 %v588, %v600
  %ins602 = insertelement <16 x i1> poison, i1 %v601, i64 0
  %splat603 = shufflevector <16 x i1> %ins602, <16 x i1> poison, <16 x i32> zeroinitializer
  %v604 = and <16 x i1> %mask511, %splat603
  %old605 = load <16 x float>, ptr %acc15
  %v606 = fadd <16 x float> %old605, %v576
  %v607 = select <16 x i1> %v604, <16 x float> %v606, <16 x float> %old605
  store <16 x float> %v607, ptr %acc15
  br label %done510
done510:
  %red608 = load <16 x float>, ptr %acc15
  %red609 = load <16 x float>, ptr %acc16
  %red610 = load <16 x float>, ptr %acc17
  %red611 = load <16 x float>, ptr %acc18
  %v612 = fadd <16 x float> %red608, %red609
  %v613 = fadd <16 x float> %v612, %red610
  %v614 = fadd <16 x float> %v613, %red611
  %v615 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v614)
  %p616 = getelementptr float, ptr %buf.e0, i64 %i13
  %ld617 = load float, ptr %p616, align 4
  %v618 = fadd contract float %v615, %ld617
  %v619 = mul i64 %i7, 10
  %v620 = add i64 %v619, %i13
  %p621 = getelementptr float, ptr %buf.c, i64 %v620
  store float %v618, ptr %p621, align 4
  %v622 = add nsw i64 %i13, 1
  store i64 %v622, ptr %n.addr.9
  br label %cond10
exit12:
  %v623 = add nsw i64 %i7, 1
  store i64 %v623, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}

define void @"jr.op.matmul_panels_ep_0e21b9"(ptr noalias %buf.a, ptr noalias %buf.bp, ptr noalias %buf.e0, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.K, i64 %size.P, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c133 = alloca i64
  %c166 = alloca i64
  %c185 = alloca i64
  %c191 = alloca i64
  %c241 = alloca i64
  %c256 = alloca i64
  %c257 = alloca i64
  %t1 = icmp eq i64 %size.P, 64
  %t2 = and i1 true, %t1
  %t3 = mul i64 1, %size.P
  %t4 = icmp sle i64 10, %t3
  %t5 = and i1 %t2, %t4
  br i1 %t5, label %gemm6, label %exact7
exact7:
  %t9 = icmp eq i64 %range.lo, 0
  br i1 %t9, label %exact.run8, label %exact.done
exact.run8:
  call void @"jr.op.matmul_panels_ep_0e21b9.exact"(ptr %buf.a, ptr %buf.bp, ptr %buf.e0, ptr %buf.c, ptr %scratch, i64 %size.K, i64 %size.P, i64 %size.B0, i64 0, i64 4611686018427387904)
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
  %t210 = sdiv i64 %t209, %size.P
  %t211 = srem i64 %t209, %size.P
  %t212 = icmp ne i64 %t211, 0
  %t213 = icmp slt i64 %t211, 0
  %t214 = icmp slt i64 %size.P, 0
  %t215 = xor i1 %t213, %t214
  %t216 = and i1 %t212, %t215
  %t217 = zext i1 %t216 to i64
  %t218 = sub i64 %t210, %t217
  %t219 = mul i64 %size.K, %size.P
  %t220 = mul i64 %t218, %t219
  %t221 = mul i64 %t172, %size.P
  %t222 = add i64 %t220, %t221
  %t223 = sdiv i64 %t209, %size.P
  %t224 = srem i64 %t209, %size.P
  %t225 = icmp ne i64 %t224, 0
  %t226 = icmp slt i64 %t224, 0
  %t227 = icmp slt i64 %size.P, 0
  %t228 = xor i1 %t226, %t227
  %t229 = and i1 %t225, %t228
  %t230 = add i64 %t224, %size.P
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
  call void @"jr.op.matmul_panels_ep_0e21b9.epilogue"(ptr %buf.a, ptr %buf.bp, ptr %buf.e0, ptr %buf.c, ptr null, i64 %size.K, i64 %size.P, i64 %size.B0, i64 %t141, i64 %t149, i64 %t156, i64 %t157, i64 %t160, i64 0, i64 4611686018427387904)
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
