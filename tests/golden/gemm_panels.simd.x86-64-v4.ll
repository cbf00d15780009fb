@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare <16 x i64> @llvm.stepvector.v16i64()
declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.prefetch.p0(ptr, i32, i32, i32)

define internal void @"jr.mk.matmul_panels.1p"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, ptr %pf, i64 %pfs, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
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

define internal void @"jr.mk.matmul_panels.1d"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, ptr %pf, i64 %pfs, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
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

define internal void @"jr.mk.matmul_panels.6p"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, ptr %pf, i64 %pfs, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
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

define internal void @"jr.mk.matmul_panels.6d"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, ptr %pf, i64 %pfs, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
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

define void @"jr.op.matmul_panels.exact"(ptr noalias %buf.a, ptr noalias %buf.bp, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.M, i64 %size.K, i64 %size.J, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
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
  %v20 = icmp slt i64 %i19, 768
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
  %v36 = sdiv i64 %i19, 64
  %v37 = srem i64 %i19, 64
  %v38 = icmp ne i64 %v37, 0
  %v39 = icmp slt i64 %v37, 0
  %v40 = icmp slt i64 64, 0
  %v41 = xor i1 %v39, %v40
  %v42 = and i1 %v38, %v41
  %v43 = zext i1 %v42 to i64
  %v44 = sub i64 %v36, %v43
  %v45 = icmp sge i64 %v44, 0
  %v46 = icmp slt i64 %v44, %size.J
  %v47 = and i1 %v45, %v46
  %v48 = sdiv i64 %i19, 64
  %v49 = srem i64 %i19, 64
  %v50 = icmp ne i64 %v49, 0
  %v51 = icmp slt i64 %v49, 0
  %v52 = icmp slt i64 64, 0
  %v53 = xor i1 %v51, %v52
  %v54 = and i1 %v50, %v53
  %v55 = add i64 %v49, 64
  %v56 = select i1 %v54, i64 %v55, i64 %v49
  %v57 = icmp sge i64 %v56, 0
  %v58 = icmp slt i64 %v56, 64
  %v59 = and i1 %v57, %v58
  %v60 = and i1 %v47, %v59
  %v61 = sdiv i64 %i19, 64
  %v62 = srem i64 %i19, 64
  %v63 = icmp ne i64 %v62, 0
  %v64 = icmp slt i64 %v62, 0
  %v65 = icmp slt i64 64, 0
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
  %v78 = mul <16 x i64> %v77, splat (i64 64)
  %v79 = sdiv i64 %i19, 64
  %v80 = srem i64 %i19, 64
  %v81 = icmp ne i64 %v80, 0
  %v82 = icmp slt i64 %v80, 0
  %v83 = icmp slt i64 64, 0
  %v84 = xor i1 %v82, %v83
  %v85 = and i1 %v81, %v84
  %v86 = add i64 %v80, 64
  %v87 = select i1 %v85, i64 %v86, i64 %v80
  %ins88 = insertelement <16 x i64> poison, i64 %v87, i64 0
  %splat89 = shufflevector <16 x i64> %ins88, <16 x i64> poison, <16 x i32> zeroinitializer
  %v90 = add <16 x i64> %v78, %splat89
  %ps91 = getelementptr float, ptr %buf.bp, <16 x i64> %v90
  %ins92 = insertelement <16 x i1> poison, i1 %v60, i64 0
  %splat93 = shufflevector <16 x i1> %ins92, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld94 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps91, <16 x i1> %splat93, <16 x float> zeroinitializer)
  %v95 = fmul contract <16 x float> %ld35, %ld94
  %v96 = sdiv i64 %i19, 64
  %v97 = srem i64 %i19, 64
  %v98 = icmp ne i64 %v97, 0
  %v99 = icmp slt i64 %v97, 0
  %v100 = icmp slt i64 64, 0
  %v101 = xor i1 %v99, %v100
  %v102 = and i1 %v98, %v101
  %v103 = zext i1 %v102 to i64
  %v104 = sub i64 %v96, %v103
  %v105 = icmp sge i64 %v104, 0
  %v106 = icmp slt i64 %v104, %size.J
  %v107 = and i1 %v105, %v106
  %v108 = sdiv i64 %i19, 64
  %v109 = srem i64 %i19, 64
  %v110 = icmp ne i64 %v109, 0
  %v111 = icmp slt i64 %v109, 0
  %v112 = icmp slt i64 64, 0
  %v113 = xor i1 %v111, %v112
  %v114 = and i1 %v110, %v113
  %v115 = add i64 %v109, 64
  %v116 = select i1 %v114, i64 %v115, i64 %v109
  %v117 = icmp sge i64 %v116, 0
  %v118 = icmp slt i64 %v116, 64
  %v119 = and i1 %v117, %v118
  %v120 = and i1 %v107, %v119
  %old121 = load <16 x float>, ptr %acc21
  %v122 = fadd <16 x float> %old121, %v95
  %ins123 = insertelement <16 x i1> poison, i1 %v120, i64 0
  %splat124 = shufflevector <16 x i1> %ins123, <16 x i1> poison, <16 x i32> zeroinitializer
  %v125 = select <16 x i1> %splat124, <16 x float> %v122, <16 x float> %old121
  store <16 x float> %v125, ptr %acc21
  %v126 = add nsw i64 %i30, 16
  %v127 = mul i64 %i13, %size.K
  %v128 = add i64 %v127, %v126
  %p129 = getelementptr float, ptr %buf.a, i64 %v128
  %ld130 = load <16 x float>, ptr %p129, align 4
  %v131 = sdiv i64 %i19, 64
  %v132 = srem i64 %i19, 64
  %v133 = icmp ne i64 %v132, 0
  %v134 = icmp slt i64 %v132, 0
  %v135 = icmp slt i64 64, 0
  %v136 = xor i1 %v134, %v135
  %v137 = and i1 %v133, %v136
  %v138 = zext i1 %v137 to i64
  %v139 = sub i64 %v131, %v138
  %v140 = icmp sge i64 %v139, 0
  %v141 = icmp slt i64 %v139, %size.J
  %v142 = and i1 %v140, %v141
  %v143 = sdiv i64 %i19, 64
  %v144 = srem i64 %i19, 64
  %v145 = icmp ne i64 %v144, 0
  %v146 = icmp slt i64 %v144, 0
  %v147 = icmp slt i64 64, 0
  %v148 = xor i1 %v146, %v147
  %v149 = and i1 %v145, %v148
  %v150 = add i64 %v144, 64
  %v151 = select i1 %v149, i64 %v150, i64 %v144
  %v152 = icmp sge i64 %v151, 0
  %v153 = icmp slt i64 %v151, 64
  %v154 = and i1 %v152, %v153
  %v155 = and i1 %v142, %v154
  %v156 = sdiv i64 %i19, 64
  %v157 = srem i64 %i19, 64
  %v158 = icmp ne i64 %v157, 0
  %v159 = icmp slt i64 %v157, 0
  %v160 = icmp slt i64 64, 0
  %v161 = xor i1 %v159, %v160
  %v162 = and i1 %v158, %v161
  %v163 = zext i1 %v162 to i64
  %v164 = sub i64 %v156, %v163
  %v165 = mul i64 %v164, %size.K
  %ins166 = insertelement <16 x i64> poison, i64 %v126, i64 0
  %splat167 = shufflevector <16 x i64> %ins166, <16 x i64> poison, <16 x i32> zeroinitializer
  %step168 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane169 = add <16 x i64> %splat167, %step168
  %ins170 = insertelement <16 x i64> poison, i64 %v165, i64 0
  %splat171 = shufflevector <16 x i64> %ins170, <16 x i64> poison, <16 x i32> zeroinitializer
  %v172 = add <16 x i64> %splat171, %lane169
  %v173 = mul <16 x i64> %v172, splat (i64 64)
  %v174 = sdiv i64 %i19, 64
  %v175 = srem i64 %i19, 64
  %v176 = icmp ne i64 %v175, 0
  %v177 = icmp slt i64 %v175, 0
  %v178 = icmp slt i64 64, 0
  %v179 = xor i1 %v177, %v178
  %v180 = and i1 %v176, %v179
  %v181 = add i64 %v175, 64
  %v182 = select i1 %v180, i64 %v181, i64 %v175
  %ins183 = insertelement <16 x i64> poison, i64 %v182, i64 0
  %splat184 = shufflevector <16 x i64> %ins183, <16 x i64> poison, <16 x i32> zeroinitializer
  %v185 = add <16 x i64> %v173, %splat184
  %ps186 = getelementptr float, ptr %buf.bp, <16 x i64> %v185
  %ins187 = insertelement <16 x i1> poison, i1 %v155, i64 0
  %splat188 = shufflevector <16 x i1> %ins187, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld189 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps186, <16 x i1> %splat188, <16 x float> zeroinitializer)
  %v190 = fmul contract <16 x float> %ld130, %ld189
  %v191 = sdiv i64 %i19, 64
  %v192 = srem i64 %i19, 64
  %v193 = icmp ne i64 %v192, 0
  %v194 = icmp slt i64 %v192, 0
  %v195 = icmp slt i64 64, 0
  %v196 = xor i1 %v194, %v195
  %v197 = and i1 %v193, %v196
  %v198 = zext i1 %v197 to i64
  %v199 = sub i64 %v191, %v198
  %v200 = icmp sge i64 %v199, 0
  %v201 = icmp slt i64 %v199, %size.J
  %v202 = and i1 %v200, %v201
  %v203 = sdiv i64 %i19, 64
  %v204 = srem i64 %i19, 64
  %v205 = icmp ne i64 %v204, 0
  %v206 = icmp slt i64 %v204, 0
  %v207 = icmp slt i64 64, 0
  %v208 = xor i1 %v206, %v207
  %v209 = and i1 %v205, %v208
  %v210 = add i64 %v204, 64
  %v211 = select i1 %v209, i64 %v210, i64 %v204
  %v212 = icmp sge i64 %v211, 0
  %v213 = icmp slt i64 %v211, 64
  %v214 = and i1 %v212, %v213
  %v215 = and i1 %v202, %v214
  %old216 = load <16 x float>, ptr %acc22
  %v217 = fadd <16 x float> %old216, %v190
  %ins218 = insertelement <16 x i1> poison, i1 %v215, i64 0
  %splat219 = shufflevector <16 x i1> %ins218, <16 x i1> poison, <16 x i32> zeroinitializer
  %v220 = select <16 x i1> %splat219, <16 x float> %v217, <16 x float> %old216
  store <16 x float> %v220, ptr %acc22
  %v221 = add nsw i64 %i30, 32
  %v222 = mul i64 %i13, %size.K
  %v223 = add i64 %v222, %v221
  %p224 = getelementptr float, ptr %buf.a, i64 %v223
  %ld225 = load <16 x float>, ptr %p224, align 4
  %v226 = sdiv i64 %i19, 64
  %v227 = srem i64 %i19, 64
  %v228 = icmp ne i64 %v227, 0
  %v229 = icmp slt i64 %v227, 0
  %v230 = icmp slt i64 64, 0
  %v231 = xor i1 %v229, %v230
  %v232 = and i1 %v228, %v231
  %v233 = zext i1 %v232 to i64
  %v234 = sub i64 %v226, %v233
  %v235 = icmp sge i64 %v234, 0
  %v236 = icmp slt i64 %v234, %size.J
  %v237 = and i1 %v235, %v236
  %v238 = sdiv i64 %i19, 64
  %v239 = srem i64 %i19, 64
  %v240 = icmp ne i64 %v239, 0
  %v241 = icmp slt i64 %v239, 0
  %v242 = icmp slt i64 64, 0
  %v243 = xor i1 %v241, %v242
  %v244 = and i1 %v240, %v243
  %v245 = add i64 %v239, 64
  %v246 = select i1 %v244, i64 %v245, i64 %v239
  %v247 = icmp sge i64 %v246, 0
  %v248 = icmp slt i64 %v246, 64
  %v249 = and i1 %v247, %v248
  %v250 = and i1 %v237, %v249
  %v251 = sdiv i64 %i19, 64
  %v252 = srem i64 %i19, 64
  %v253 = icmp ne i64 %v252, 0
  %v254 = icmp slt i64 %v252, 0
  %v255 = icmp slt i64 64, 0
  %v256 = xor i1 %v254, %v255
  %v257 = and i1 %v253, %v256
  %v258 = zext i1 %v257 to i64
  %v259 = sub i64 %v251, %v258
  %v260 = mul i64 %v259, %size.K
  %ins261 = insertelement <16 x i64> poison, i64 %v221, i64 0
  %splat262 = shufflevector <16 x i64> %ins261, <16 x i64> poison, <16 x i32> zeroinitializer
  %step263 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane264 = add <16 x i64> %splat262, %step263
  %ins265 = insertelement <16 x i64> poison, i64 %v260, i64 0
  %splat266 = shufflevector <16 x i64> %ins265, <16 x i64> poison, <16 x i32> zeroinitializer
  %v267 = add <16 x i64> %splat266, %lane264
  %v268 = mul <16 x i64> %v267, splat (i64 64)
  %v269 = sdiv i64 %i19, 64
  %v270 = srem i64 %i19, 64
  %v271 = icmp ne i64 %v270, 0
  %v272 = icmp slt i64 %v270, 0
  %v273 = icmp slt i64 64, 0
  %v274 = xor i1 %v272, %v273
  %v275 = and i1 %v271, %v274
  %v276 = add i64 %v270, 64
  %v277 = select i1 %v275, i64 %v276, i64 %v270
  %ins278 = insertelement <16 x i64> poison, i64 %v277, i64 0
  %splat279 = shufflevector <16 x i64> %ins278, <16 x i64> poison, <16 x i32> zeroinitializer
  %v280 = add <16 x i64> %v268, %splat279
  %ps281 = getelementptr float, ptr %buf.bp, <16 x i64> %v280
  %ins282 = insertelement <16 x i1> poison, i1 %v250, i64 0
  %splat283 = shufflevector <16 x i1> %ins282, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld284 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps281, <16 x i1> %splat283, <16 x float> zeroinitializer)
  %v285 = fmul contract <16 x float> %ld225, %ld284
  %v286 = sdiv i64 %i19, 64
  %v287 = srem i64 %i19, 64
  %v288 = icmp ne i64 %v287, 0
  %v289 = icmp slt i64 %v287, 0
  %v290 = icmp slt i64 64, 0
  %v291 = xor i1 %v289, %v290
  %v292 = and i1 %v288, %v291
  %v293 = zext i1 %v292 to i64
  %v294 = sub i64 %v286, %v293
  %v295 = icmp sge i64 %v294, 0
  %v296 = icmp slt i64 %v294, %size.J
  %v297 = and i1 %v295, %v296
  %v298 = sdiv i64 %i19, 64
  %v299 = srem i64 %i19, 64
  %v300 = icmp ne i64 %v299, 0
  %v301 = icmp slt i64 %v299, 0
  %v302 = icmp slt i64 64, 0
  %v303 = xor i1 %v301, %v302
  %v304 = and i1 %v300, %v303
  %v305 = add i64 %v299, 64
  %v306 = select i1 %v304, i64 %v305, i64 %v299
  %v307 = icmp sge i64 %v306, 0
  %v308 = icmp slt i64 %v306, 64
  %v309 = and i1 %v307, %v308
  %v310 = and i1 %v297, %v309
  %old311 = load <16 x float>, ptr %acc23
  %v312 = fadd <16 x float> %old311, %v285
  %ins313 = insertelement <16 x i1> poison, i1 %v310, i64 0
  %splat314 = shufflevector <16 x i1> %ins313, <16 x i1> poison, <16 x i32> zeroinitializer
  %v315 = select <16 x i1> %splat314, <16 x float> %v312, <16 x float> %old311
  store <16 x float> %v315, ptr %acc23
  %v316 = add nsw i64 %i30, 48
  %v317 = mul i64 %i13, %size.K
  %v318 = add i64 %v317, %v316
  %p319 = getelementptr float, ptr %buf.a, i64 %v318
  %ld320 = load <16 x float>, ptr %p319, align 4
  %v321 = sdiv i64 %i19, 64
  %v322 = srem i64 %i19, 64
  %v323 = icmp ne i64 %v322, 0
  %v324 = icmp slt i64 %v322, 0
  %v325 = icmp slt i64 64, 0
  %v326 = xor i1 %v324, %v325
  %v327 = and i1 %v323, %v326
  %v328 = zext i1 %v327 to i64
  %v329 = sub i64 %v321, %v328
  %v330 = icmp sge i64 %v329, 0
  %v331 = icmp slt i64 %v329, %size.J
  %v332 = and i1 %v330, %v331
  %v333 = sdiv i64 %i19, 64
  %v334 = srem i64 %i19, 64
  %v335 = icmp ne i64 %v334, 0
  %v336 = icmp slt i64 %v334, 0
  %v337 = icmp slt i64 64, 0
  %v338 = xor i1 %v336, %v337
  %v339 = and i1 %v335, %v338
  %v340 = add i64 %v334, 64
  %v341 = select i1 %v339, i64 %v340, i64 %v334
  %v342 = icmp sge i64 %v341, 0
  %v343 = icmp slt i64 %v341, 64
  %v344 = and i1 %v342, %v343
  %v345 = and i1 %v332, %v344
  %v346 = sdiv i64 %i19, 64
  %v347 = srem i64 %i19, 64
  %v348 = icmp ne i64 %v347, 0
  %v349 = icmp slt i64 %v347, 0
  %v350 = icmp slt i64 64, 0
  %v351 = xor i1 %v349, %v350
  %v352 = and i1 %v348, %v351
  %v353 = zext i1 %v352 to i64
  %v354 = sub i64 %v346, %v353
  %v355 = mul i64 %v354, %size.K
  %ins356 = insertelement <16 x i64> poison, i64 %v316, i64 0
  %splat357 = shufflevector <16 x i64> %ins356, <16 x i64> poison, <16 x i32> zeroinitializer
  %step358 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane359 = add <16 x i64> %splat357, %step358
  %ins360 = insertelement <16 x i64> poison, i64 %v355, i64 0
  %splat361 = shufflevector <16 x i64> %ins360, <16 x i64> poison, <16 x i32> zeroinitializer
  %v362 = add <16 x i64> %splat361, %lane359
  %v363 = mul <16 x i64> %v362, splat (i64 64)
  %v364 = sdiv i64 %i19, 64
  %v365 = srem i64 %i19, 64
  %v366 = icmp ne i64 %v365, 0
  %v367 = icmp slt i64 %v365, 0
  %v368 = icmp slt i64 64, 0
  %v369 = xor i1 %v367, %v368
  %v370 = and i1 %v366, %v369
  %v371 = add i64 %v365, 64
  %v372 = select i1 %v370, i64 %v371, i64 %v365
  %ins373 = insertelement <16 x i64> poison, i64 %v372, i64 0
  %splat374 = shufflevector <16 x i64> %ins373, <16 x i64> poison, <16 x i32> zeroinitializer
  %v375 = add <16 x i64> %v363, %splat374
  %ps376 = getelementptr float, ptr %buf.bp, <16 x i64> %v375
  %ins377 = insertelement <16 x i1> poison, i1 %v345, i64 0
  %splat378 = shufflevector <16 x i1> %ins377, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld379 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps376, <16 x i1> %splat378, <16 x float> zeroinitializer)
  %v380 = fmul contract <16 x float> %ld320, %ld379
  %v381 = sdiv i64 %i19, 64
  %v382 = srem i64 %i19, 64
  %v383 = icmp ne i64 %v382, 0
  %v384 = icmp slt i64 %v382, 0
  %v385 = icmp slt i64 64, 0
  %v386 = xor i1 %v384, %v385
  %v387 = and i1 %v383, %v386
  %v388 = zext i1 %v387 to i64
  %v389 = sub i64 %v381, %v388
  %v390 = icmp sge i64 %v389, 0
  %v391 = icmp slt i64 %v389, %size.J
  %v392 = and i1 %v390, %v391
  %v393 = sdiv i64 %i19, 64
  %v394 = srem i64 %i19, 64
  %v395 = icmp ne i64 %v394, 0
  %v396 = icmp slt i64 %v394, 0
  %v397 = icmp slt i64 64, 0
  %v398 = xor i1 %v396, %v397
  %v399 = and i1 %v395, %v398
  %v400 = add i64 %v394, 64
  %v401 = select i1 %v399, i64 %v400, i64 %v394
  %v402 = icmp sge i64 %v401, 0
  %v403 = icmp slt i64 %v401, 64
  %v404 = and i1 %v402, %v403
  %v405 = and i1 %v392, %v404
  %old406 = load <16 x float>, ptr %acc24
  %v407 = fadd <16 x float> %old406, %v380
  %ins408 = insertelement <16 x i1> poison, i1 %v405, i64 0
  %splat409 = shufflevector <16 x i1> %ins408, <16 x i1> poison, <16 x i32> zeroinitializer
  %v410 = select <16 x i1> %splat409, <16 x float> %v407, <16 x float> %old406
  store <16 x float> %v410, ptr %acc24
  %v411 = add nsw i64 %i30, 64
  store i64 %v411, ptr %k.addr.25
  br label %cond27
exit29:
  %v412 = sub i64 %size.K, 16
  br label %cond413
cond413:
  %i416 = load i64, ptr %k.addr.25
  %v417 = icmp sle i64 %i416, %v412
  br i1 %v417, label %body414, label %exit415
body414:
  %v418 = mul i64 %i13, %size.K
  %v419 = add i64 %v418, %i416
  %p420 = getelementptr float, ptr %buf.a, i64 %v419
  %ld421 = load <16 x float>, ptr %p420, align 4
  %v422 = sdiv i64 %i19, 64
  %v423 = srem i64 %i19, 64
  %v424 = icmp ne i64 %v423, 0
  %v425 = icmp slt i64 %v423, 0
  %v426 = icmp slt i64 64, 0
  %v427 = xor i1 %v425, %v426
  %v428 = and i1 %v424, %v427
  %v429 = zext i1 %v428 to i64
  %v430 = sub i64 %v422, %v429
  %v431 = icmp sge i64 %v430, 0
  %v432 = icmp slt i64 %v430, %size.J
  %v433 = and i1 %v431, %v432
  %v434 = sdiv i64 %i19, 64
  %v435 = srem i64 %i19, 64
  %v436 = icmp ne i64 %v435, 0
  %v437 = icmp slt i64 %v435, 0
  %v438 = icmp slt i64 64, 0
  %v439 = xor i1 %v437, %v438
  %v440 = and i1 %v436, %v439
  %v441 = add i64 %v435, 64
  %v442 = select i1 %v440, i64 %v441, i64 %v435
  %v443 = icmp sge i64 %v442, 0
  %v444 = icmp slt i64 %v442, 64
  %v445 = and i1 %v443, %v444
  %v446 = and i1 %v433, %v445
  %v447 = sdiv i64 %i19, 64
  %v448 = srem i64 %i19, 64
  %v449 = icmp ne i64 %v448, 0
  %v450 = icmp slt i64 %v448, 0
  %v451 = icmp slt i64 64, 0
  %v452 = xor i1 %v450, %v451
  %v453 = and i1 %v449, %v452
  %v454 = zext i1 %v453 to i64
  %v455 = sub i64 %v447, %v454
  %v456 = mul i64 %v455, %size.K
  %ins457 = insertelement <16 x i64> poison, i64 %i416, i64 0
  %splat458 = shufflevector <16 x i64> %ins457, <16 x i64> poison, <16 x i32> zeroinitializer
  %step459 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane460 = add <16 x i64> %splat458, %step459
  %ins461 = insertelement <16 x i64> poison, i64 %v456, i64 0
  %splat462 = shufflevector <16 x i64> %ins461, <16 x i64> poison, <16 x i32> zeroinitializer
  %v463 = add <16 x i64> %splat462, %lane460
  %v464 = mul <16 x i64> %v463, splat (i64 64)
  %v465 = sdiv i64 %i19, 64
  %v466 = srem i64 %i19, 64
  %v467 = icmp ne i64 %v466, 0
  %v468 = icmp slt i64 %v466, 0
  %v469 = icmp slt i64 64, 0
  %v470 = xor i1 %v468, %v469
  %v471 = and i1 %v467, %v470
  %v472 = add i64 %v466, 64
  %v473 = select i1 %v471, i64 %v472, i64 %v466
  %ins474 = insertelement <16 x i64> poison, i64 %v473, i64 0
  %splat475 = shufflevector <16 x i64> %ins474, <16 x i64> poison, <16 x i32> zeroinitializer
  %v476 = add <16 x i64> %v464, %splat475
  %ps477 = getelementptr float, ptr %buf.bp, <16 x i64> %v476
  %ins478 = insertelement <16 x i1> poison, i1 %v446, i64 0
  %splat479 = shufflevector <16 x i1> %ins478, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld480 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps477, <16 x i1> %splat479, <16 x float> zeroinitializer)
  %v481 = fmul contract <16 x float> %ld421, %ld480
  %v482 = sdiv i64 %i19, 64
  %v483 = srem i64 %i19, 64
  %v484 = icmp ne i64 %v483, 0
  %v485 = icmp slt i64 %v483, 0
  %v486 = icmp slt i64 64, 0
  %v487 = xor i1 %v485, %v486
  %v488 = and i1 %v484, %v487
  %v489 = zext i1 %v488 to i64
  %v490 = sub i64 %v482, %v489
  %v491 = icmp sge i64 %v490, 0
  %v492 = icmp slt i64 %v490, %size.J
  %v493 = and i1 %v491, %v492
  %v494 = sdiv i64 %i19, 64
  %v495 = srem i64 %i19, 64
  %v496 = icmp ne i64 %v495, 0
  %v497 = icmp slt i64 %v495, 0
  %v498 = icmp slt i64 64, 0
  %v499 = xor i1 %v497, %v498
  %v500 = and i1 %v496, %v499
  %v501 = add i64 %v495, 64
  %v502 = select i1 %v500, i64 %v501, i64 %v495
  %v503 = icmp sge i64 %v502, 0
  %v504 = icmp slt i64 %v502, 64
  %v505 = and i1 %v503, %v504
  %v506 = and i1 %v493, %v505
  %old507 = load <16 x float>, ptr %acc21
  %v508 = fadd <16 x float> %old507, %v481
  %ins509 = insertelement <16 x i1> poison, i1 %v506, i64 0
  %splat510 = shufflevector <16 x i1> %ins509, <16 x i1> poison, <16 x i32> zeroinitializer
  %v511 = select <16 x i1> %splat510, <16 x float> %v508, <16 x float> %old507
  store <16 x float> %v511, ptr %acc21
  %v512 = add nsw i64 %i416, 16
  store i64 %v512, ptr %k.addr.25
  br label %cond413
exit415:
  %i513 = load i64, ptr %k.addr.25
  %v514 = icmp slt i64 %i513, %size.K
  br i1 %v514, label %tail515, label %done516
tail515:
  %mask517 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i513, i64 %size.K)
  %v518 = mul i64 %i13, %size.K
  %v519 = add i64 %v518, %i513
  %p520 = getelementptr float, ptr %buf.a, i64 %v519
  %ld521 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p520, <16 x i1> %mask517, <16 x float> zeroinitializer)
  %v522 = sdiv i64 %i19, 64
  %v523 = srem i64 %i19, 64
  %v524 = icmp ne i64 %v523, 0
  %v525 = icmp slt i64 %v523, 0
  %v526 = icmp slt i64 64, 0
  %v527 = xor i1 %v525, %v526
  %v528 = and i1 %v524, %v527
  %v529 = zext i1 %v528 to i64
  %v530 = sub i64 %v522, %v529
  %v531 = icmp sge i64 %v530, 0
  %v532 = icmp slt i64 %v530, %size.J
  %v533 = and i1 %v531, %v532
  %v534 = sdiv i64 %i19, 64
  %v535 = srem i64 %i19, 64
  %v536 = icmp ne i64 %v535, 0
  %v537 = icmp slt i64 %v535, 0
  %v538 = icmp slt i64 64, 0
  %v539 = xor i1 %v537, %v538
  %v540 = and i1 %v536, %v539
  %v541 = add i64 %v535, 64
  %v542 = select i1 %v540, i64 %v541, i64 %v535
  %v543 = icmp sge i64 %v542, 0
  %v544 = icmp slt i64 %v542, 64
  %v545 = and i1 %v543, %v544
  %v546 = and i1 %v533, %v545
  %ins547 = insertelement <16 x i1> poison, i1 %v546, i64 0
  %splat548 = shufflevector <16 x i1> %ins547, <16 x i1> poison, <16 x i32> zeroinitializer
  %v549 = and <16 x i1> %mask517, %splat548
  %v550 = sdiv i64 %i19, 64
  %v551 = srem i64 %i19, 64
  %v552 = icmp ne i64 %v551, 0
  %v553 = icmp slt i64 %v551, 0
  %v554 = icmp slt i64 64, 0
  %v555 = xor i1 %v553, %v554
  %v556 = and i1 %v552, %v555
  %v557 = zext i1 %v556 to i64
  %v558 = sub i64 %v550, %v557
  %v559 = mul i64 %v558, %size.K
  %ins560 = insertelement <16 x i64> poison, i64 %i513, i64 0
  %splat561 = shufflevector <16 x i64> %ins560, <16 x i64> poison, <16 x i32> zeroinitializer
  %step562 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane563 = add <16 x i64> %splat561, %step562
  %ins564 = insertelement <16 x i64> poison, i64 %v559, i64 0
  %splat565 = shufflevector <16 x i64> %ins564, <16 x i64> poison, <16 x i32> zeroinitializer
  %v566 = add <16 x i64> %splat565, %lane563
  %v567 = mul <16 x i64> %v566, splat (i64 64)
  %v568 = sdiv i64 %i19, 64
  %v569 = srem i64 %i19, 64
  %v570 = icmp ne i64 %v569, 0
  %v571 = icmp slt i64 %v569, 0
  %v572 = icmp slt i64 64, 0
  %v573 = xor i1 %v571, %v572
  %v574 = and i1 %v570, %v573
  %v575 = add i64 %v569, 64
  %v576 = select i1 %v574, i64 %v575, i64 %v569
  %ins577 = insertelement <16 x i64> poison, i64 %v576, i64 0
  %splat578 = shufflevector <16 x i64> %ins577, <16 x i64> poison, <16 x i32> zeroinitializer
  %v579 = add <16 x i64> %v567, %splat578
  %ps580 = getelementptr float, ptr %buf.bp, <16 x i64> %v579
  %ld581 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps580, <16 x i1> %v549, <16 x float> zeroinitializer)
  %v582 = fmul contract <16 x float> %ld521, %ld581
  %v583 = sdiv i64 %i19, 64
  %v584 = srem i64 %i19, 64
  %v585 = icmp ne i64 %v584, 0
  %v586 = icmp slt i64 %v584, 0
  %v587 = icmp slt i64 64, 0
  %v588 = xor i1 %v586, %v587
  %v589 = and i1 %v585, %v588
  %v590 = zext i1 %v589 to i64
  %v591 = sub i64 %v583, %v590
  %v592 = icmp sge i64 %v591, 0
  %v593 = icmp slt i64 %v591, %size.J
  %v594 = and i1 %v592, %v593
  %v595 = sdiv i64 %i19, 64
  %v596 = srem i64 %i19, 64
  %v597 = icmp ne i64 %v596, 0
  %v598 = icmp slt i64 %v596, 0
  %v599 = icmp slt i64 64, 0
  %v600 = xor i1 %v598, %v599
  %v601 = and i1 %v597, %v600
  %v602 = add i64 %v596, 64
  %v603 = select i1 %v601, i64 %v602, i64 %v596
  %v604 = icmp sge i64 %v603, 0
  %v605 = icmp slt i64 %v603, 64
  %v606 = and i1 %v604, %v605
  %v607 = and i1 %v594, %v606
  %ins608 = insertelement <16 x i1> poison, i1 %v607, i64 0
  %splat609 = shufflevector <16 x i1> %ins608, <16 x i1> poison, <16 x i32> zeroinitializer
  %v610 = and <16 x i1> %mask517, %splat609
  %old611 = load <16 x float>, ptr %acc21
  %v612 = fadd <16 x float> %old611, %v582
  %v613 = select <16 x i1> %v610, <16 x float> %v612, <16 x float> %old611
  store <16 x float> %v613, ptr %acc21
  br label %done516
done516:
  %red614 = load <16 x float>, ptr %acc21
  %red615 = load <16 x float>, ptr %acc22
  %red616 = load <16 x float>, ptr %acc23
  %red617 = load <16 x float>, ptr %acc24
  %v618 = fadd <16 x float> %red614, %red615
  %v619 = fadd <16 x float> %v618, %red616
  %v620 = fadd <16 x float> %v619, %red617
  %v621 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v620)
  %v622 = mul i64 %i7, %size.M
  %v623 = add i64 %v622, %i13
  %v624 = mul i64 %v623, 768
  %v625 = add i64 %v624, %i19
  %p626 = getelementptr float, ptr %buf.c, i64 %v625
  store float %v621, ptr %p626, align 4
  %v627 = add nsw i64 %i19, 1
  store i64 %v627, ptr %n.addr.15
  br label %cond16
exit18:
  %v628 = add nsw i64 %i13, 1
  store i64 %v628, ptr %m.addr.9
  br label %cond10
exit12:
  %v629 = add nsw i64 %i7, 1
  store i64 %v629, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}

define void @"jr.op.matmul_panels"(ptr noalias %buf.a, ptr noalias %buf.bp, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.M, i64 %size.K, i64 %size.J, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c135 = alloca i64
  %c168 = alloca i64
  %c187 = alloca i64
  %c193 = alloca i64
  %c243 = alloca i64
  %c258 = alloca i64
  %c259 = alloca i64
  %t1 = icmp eq i64 64, 64
  %t2 = and i1 true, %t1
  %t3 = mul i64 %size.J, 64
  %t4 = icmp sle i64 768, %t3
  %t5 = and i1 %t2, %t4
  br i1 %t5, label %gemm6, label %exact7
exact7:
  %t9 = icmp eq i64 %range.lo, 0
  br i1 %t9, label %exact.run8, label %exact.done
exact.run8:
  call void @"jr.op.matmul_panels.exact"(ptr %buf.a, ptr %buf.bp, ptr %buf.c, ptr %scratch, i64 %size.M, i64 %size.K, i64 %size.J, i64 %size.B0, i64 0, i64 4611686018427387904)
  br label %exact.done
exact.done:
  ret void
gemm6:
  %t10 = icmp sgt i64 1, 1
  %t11 = select i1 %t10, i64 1, i64 1
  %t12 = add i64 768, 511
  %t13 = sdiv i64 %t12, 512
  %t14 = add i64 %size.M, 47
  %t15 = sdiv i64 %t14, 48
  %t16 = sub i64 %t13, 1
  %t17 = add i64 768, %t16
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
  %t118 = mul i64 %size.M, 768
  %t119 = mul i64 0, %t118
  %t120 = mul i64 1, 768
  %t121 = add i64 %t119, %t120
  %t122 = add i64 %t121, 0
  %t123 = mul i64 %size.M, 768
  %t124 = mul i64 0, %t123
  %t125 = mul i64 0, 768
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
  %t160 = sub i64 768, %t159
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
  %t212 = sdiv i64 %t211, 64
  %t213 = srem i64 %t211, 64
  %t214 = icmp ne i64 %t213, 0
  %t215 = icmp slt i64 %t213, 0
  %t216 = icmp slt i64 64, 0
  %t217 = xor i1 %t215, %t216
  %t218 = and i1 %t214, %t217
  %t219 = zext i1 %t218 to i64
  %t220 = sub i64 %t212, %t219
  %t221 = mul i64 %size.K, 64
  %t222 = mul i64 %t220, %t221
  %t223 = mul i64 %t174, 64
  %t224 = add i64 %t222, %t223
  %t225 = sdiv i64 %t211, 64
  %t226 = srem i64 %t211, 64
  %t227 = icmp ne i64 %t226, 0
  %t228 = icmp slt i64 %t226, 0
  %t229 = icmp slt i64 64, 0
  %t230 = xor i1 %t228, %t229
  %t231 = and i1 %t227, %t230
  %t232 = add i64 %t226, 64
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
  %t343 = mul i64 %size.M, 768
  %t344 = mul i64 %t143, %t343
  %t345 = mul i64 %i247, 768
  %t346 = add i64 %t344, %t345
  %t347 = add i64 %t346, %t211
  %t348 = getelementptr float, ptr %buf.c, i64 %t347
  %t349 = icmp eq i64 %t251, 1
  %t350 = sub i64 %t13, 1
  %t351 = mul i64 %t350, %t23
  %t352 = add i64 %t159, %t23
  %t353 = icmp slt i64 %t352, %t351
  %t354 = select i1 %t353, i64 %t352, i64 %t351
  %t355 = sub i64 768, %t354
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
  call void @"jr.mk.matmul_panels.6p"(ptr %t340, i64 %t341, i64 %t342, i64 %t251, ptr %t241, i64 %t242, ptr %t348, i64 %t128, i64 %t181, i1 %t182, ptr %t380, i64 %t374, <16 x i1> %t204, <16 x i1> %t206, <16 x i1> %t208, <16 x i1> %t210)
  br label %called385
p1384:
  call void @"jr.mk.matmul_panels.1p"(ptr %t340, i64 %t341, i64 %t342, i64 %t251, ptr %t241, i64 %t242, ptr %t348, i64 %t128, i64 %t181, i1 %t182, ptr %t380, i64 %t374, <16 x i1> %t204, <16 x i1> %t206, <16 x i1> %t208, <16 x i1> %t210)
  br label %called385
d381:
  call void @"jr.mk.matmul_panels.6d"(ptr %t340, i64 %t341, i64 %t342, i64 %t251, ptr %t241, i64 %t242, ptr %t348, i64 %t128, i64 %t181, i1 %t182, ptr %t380, i64 %t374, <16 x i1> %t204, <16 x i1> %t206, <16 x i1> %t208, <16 x i1> %t210)
  br label %called385
d1382:
  call void @"jr.mk.matmul_panels.1d"(ptr %t340, i64 %t341, i64 %t342, i64 %t251, ptr %t241, i64 %t242, ptr %t348, i64 %t128, i64 %t181, i1 %t182, ptr %t380, i64 %t374, <16 x i1> %t204, <16 x i1> %t206, <16 x i1> %t208, <16 x i1> %t210)
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
