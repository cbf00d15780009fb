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

define void @"jr.op.matmul_panels.exact"(ptr noalias %buf.a, ptr noalias %buf.bp, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.M, i64 %size.K, i64 %size.J, i64 %size.P, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
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
  %v20 = icmp slt i64 %i19, 100
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
  %v32 = mul i64 %i7, %size.M
  %v33 = add i64 %v32, %i13
  %v34 = mul i64 %v33, %size.K
  %v35 = add i64 %v34, %i30
  %p36 = getelementptr float, ptr %buf.a, i64 %v35
  %ld37 = load <16 x float>, ptr %p36, align 4
  %v38 = sdiv i64 %i19, %size.P
  %v39 = srem i64 %i19, %size.P
  %v40 = icmp ne i64 %v39, 0
  %v41 = icmp slt i64 %v39, 0
  %v42 = icmp slt i64 %size.P, 0
  %v43 = xor i1 %v41, %v42
  %v44 = and i1 %v40, %v43
  %v45 = zext i1 %v44 to i64
  %v46 = sub i64 %v38, %v45
  %v47 = icmp sge i64 %v46, 0
  %v48 = icmp slt i64 %v46, %size.J
  %v49 = and i1 %v47, %v48
  %v50 = sdiv i64 %i19, %size.P
  %v51 = srem i64 %i19, %size.P
  %v52 = icmp ne i64 %v51, 0
  %v53 = icmp slt i64 %v51, 0
  %v54 = icmp slt i64 %size.P, 0
  %v55 = xor i1 %v53, %v54
  %v56 = and i1 %v52, %v55
  %v57 = add i64 %v51, %size.P
  %v58 = select i1 %v56, i64 %v57, i64 %v51
  %v59 = icmp sge i64 %v58, 0
  %v60 = icmp slt i64 %v58, %size.P
  %v61 = and i1 %v59, %v60
  %v62 = and i1 %v49, %v61
  %v63 = sdiv i64 %i19, %size.P
  %v64 = srem i64 %i19, %size.P
  %v65 = icmp ne i64 %v64, 0
  %v66 = icmp slt i64 %v64, 0
  %v67 = icmp slt i64 %size.P, 0
  %v68 = xor i1 %v66, %v67
  %v69 = and i1 %v65, %v68
  %v70 = zext i1 %v69 to i64
  %v71 = sub i64 %v63, %v70
  %v72 = mul i64 %v71, %size.K
  %ins73 = insertelement <16 x i64> poison, i64 %i30, i64 0
  %splat74 = shufflevector <16 x i64> %ins73, <16 x i64> poison, <16 x i32> zeroinitializer
  %step75 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane76 = add <16 x i64> %splat74, %step75
  %ins77 = insertelement <16 x i64> poison, i64 %v72, i64 0
  %splat78 = shufflevector <16 x i64> %ins77, <16 x i64> poison, <16 x i32> zeroinitializer
  %v79 = add <16 x i64> %splat78, %lane76
  %ins80 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat81 = shufflevector <16 x i64> %ins80, <16 x i64> poison, <16 x i32> zeroinitializer
  %v82 = mul <16 x i64> %v79, %splat81
  %v83 = sdiv i64 %i19, %size.P
  %v84 = srem i64 %i19, %size.P
  %v85 = icmp ne i64 %v84, 0
  %v86 = icmp slt i64 %v84, 0
  %v87 = icmp slt i64 %size.P, 0
  %v88 = xor i1 %v86, %v87
  %v89 = and i1 %v85, %v88
  %v90 = add i64 %v84, %size.P
  %v91 = select i1 %v89, i64 %v90, i64 %v84
  %ins92 = insertelement <16 x i64> poison, i64 %v91, i64 0
  %splat93 = shufflevector <16 x i64> %ins92, <16 x i64> poison, <16 x i32> zeroinitializer
  %v94 = add <16 x i64> %v82, %splat93
  %ps95 = getelementptr float, ptr %buf.bp, <16 x i64> %v94
  %ins96 = insertelement <16 x i1> poison, i1 %v62, i64 0
  %splat97 = shufflevector <16 x i1> %ins96, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld98 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps95, <16 x i1> %splat97, <16 x float> zeroinitializer)
  %v99 = fmul contract <16 x float> %ld37, %ld98
  %v100 = sdiv i64 %i19, %size.P
  %v101 = srem i64 %i19, %size.P
  %v102 = icmp ne i64 %v101, 0
  %v103 = icmp slt i64 %v101, 0
  %v104 = icmp slt i64 %size.P, 0
  %v105 = xor i1 %v103, %v104
  %v106 = and i1 %v102, %v105
  %v107 = zext i1 %v106 to i64
  %v108 = sub i64 %v100, %v107
  %v109 = icmp sge i64 %v108, 0
  %v110 = icmp slt i64 %v108, %size.J
  %v111 = and i1 %v109, %v110
  %v112 = sdiv i64 %i19, %size.P
  %v113 = srem i64 %i19, %size.P
  %v114 = icmp ne i64 %v113, 0
  %v115 = icmp slt i64 %v113, 0
  %v116 = icmp slt i64 %size.P, 0
  %v117 = xor i1 %v115, %v116
  %v118 = and i1 %v114, %v117
  %v119 = add i64 %v113, %size.P
  %v120 = select i1 %v118, i64 %v119, i64 %v113
  %v121 = icmp sge i64 %v120, 0
  %v122 = icmp slt i64 %v120, %size.P
  %v123 = and i1 %v121, %v122
  %v124 = and i1 %v111, %v123
  %old125 = load <16 x float>, ptr %acc21
  %v126 = fadd <16 x float> %old125, %v99
  %ins127 = insertelement <16 x i1> poison, i1 %v124, i64 0
  %splat128 = shufflevector <16 x i1> %ins127, <16 x i1> poison, <16 x i32> zeroinitializer
  %v129 = select <16 x i1> %splat128, <16 x float> %v126, <16 x float> %old125
  store <16 x float> %v129, ptr %acc21
  %v130 = add nsw i64 %i30, 16
  %v131 = mul i64 %i7, %size.M
  %v132 = add i64 %v131, %i13
  %v133 = mul i64 %v132, %size.K
  %v134 = add i64 %v133, %v130
  %p135 = getelementptr float, ptr %buf.a, i64 %v134
  %ld136 = load <16 x float>, ptr %p135, align 4
  %v137 = sdiv i64 %i19, %size.P
  %v138 = srem i64 %i19, %size.P
  %v139 = icmp ne i64 %v138, 0
  %v140 = icmp slt i64 %v138, 0
  %v141 = icmp slt i64 %size.P, 0
  %v142 = xor i1 %v140, %v141
  %v143 = and i1 %v139, %v142
  %v144 = zext i1 %v143 to i64
  %v145 = sub i64 %v137, %v144
  %v146 = icmp sge i64 %v145, 0
  %v147 = icmp slt i64 %v145, %size.J
  %v148 = and i1 %v146, %v147
  %v149 = sdiv i64 %i19, %size.P
  %v150 = srem i64 %i19, %size.P
  %v151 = icmp ne i64 %v150, 0
  %v152 = icmp slt i64 %v150, 0
  %v153 = icmp slt i64 %size.P, 0
  %v154 = xor i1 %v152, %v153
  %v155 = and i1 %v151, %v154
  %v156 = add i64 %v150, %size.P
  %v157 = select i1 %v155, i64 %v156, i64 %v150
  %v158 = icmp sge i64 %v157, 0
  %v159 = icmp slt i64 %v157, %size.P
  %v160 = and i1 %v158, %v159
  %v161 = and i1 %v148, %v160
  %v162 = sdiv i64 %i19, %size.P
  %v163 = srem i64 %i19, %size.P
  %v164 = icmp ne i64 %v163, 0
  %v165 = icmp slt i64 %v163, 0
  %v166 = icmp slt i64 %size.P, 0
  %v167 = xor i1 %v165, %v166
  %v168 = and i1 %v164, %v167
  %v169 = zext i1 %v168 to i64
  %v170 = sub i64 %v162, %v169
  %v171 = mul i64 %v170, %size.K
  %ins172 = insertelement <16 x i64> poison, i64 %v130, i64 0
  %splat173 = shufflevector <16 x i64> %ins172, <16 x i64> poison, <16 x i32> zeroinitializer
  %step174 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane175 = add <16 x i64> %splat173, %step174
  %ins176 = insertelement <16 x i64> poison, i64 %v171, i64 0
  %splat177 = shufflevector <16 x i64> %ins176, <16 x i64> poison, <16 x i32> zeroinitializer
  %v178 = add <16 x i64> %splat177, %lane175
  %ins179 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat180 = shufflevector <16 x i64> %ins179, <16 x i64> poison, <16 x i32> zeroinitializer
  %v181 = mul <16 x i64> %v178, %splat180
  %v182 = sdiv i64 %i19, %size.P
  %v183 = srem i64 %i19, %size.P
  %v184 = icmp ne i64 %v183, 0
  %v185 = icmp slt i64 %v183, 0
  %v186 = icmp slt i64 %size.P, 0
  %v187 = xor i1 %v185, %v186
  %v188 = and i1 %v184, %v187
  %v189 = add i64 %v183, %size.P
  %v190 = select i1 %v188, i64 %v189, i64 %v183
  %ins191 = insertelement <16 x i64> poison, i64 %v190, i64 0
  %splat192 = shufflevector <16 x i64> %ins191, <16 x i64> poison, <16 x i32> zeroinitializer
  %v193 = add <16 x i64> %v181, %splat192
  %ps194 = getelementptr float, ptr %buf.bp, <16 x i64> %v193
  %ins195 = insertelement <16 x i1> poison, i1 %v161, i64 0
  %splat196 = shufflevector <16 x i1> %ins195, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld197 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps194, <16 x i1> %splat196, <16 x float> zeroinitializer)
  %v198 = fmul contract <16 x float> %ld136, %ld197
  %v199 = sdiv i64 %i19, %size.P
  %v200 = srem i64 %i19, %size.P
  %v201 = icmp ne i64 %v200, 0
  %v202 = icmp slt i64 %v200, 0
  %v203 = icmp slt i64 %size.P, 0
  %v204 = xor i1 %v202, %v203
  %v205 = and i1 %v201, %v204
  %v206 = zext i1 %v205 to i64
  %v207 = sub i64 %v199, %v206
  %v208 = icmp sge i64 %v207, 0
  %v209 = icmp slt i64 %v207, %size.J
  %v210 = and i1 %v208, %v209
  %v211 = sdiv i64 %i19, %size.P
  %v212 = srem i64 %i19, %size.P
  %v213 = icmp ne i64 %v212, 0
  %v214 = icmp slt i64 %v212, 0
  %v215 = icmp slt i64 %size.P, 0
  %v216 = xor i1 %v214, %v215
  %v217 = and i1 %v213, %v216
  %v218 = add i64 %v212, %size.P
  %v219 = select i1 %v217, i64 %v218, i64 %v212
  %v220 = icmp sge i64 %v219, 0
  %v221 = icmp slt i64 %v219, %size.P
  %v222 = and i1 %v220, %v221
  %v223 = and i1 %v210, %v222
  %old224 = load <16 x float>, ptr %acc22
  %v225 = fadd <16 x float> %old224, %v198
  %ins226 = insertelement <16 x i1> poison, i1 %v223, i64 0
  %splat227 = shufflevector <16 x i1> %ins226, <16 x i1> poison, <16 x i32> zeroinitializer
  %v228 = select <16 x i1> %splat227, <16 x float> %v225, <16 x float> %old224
  store <16 x float> %v228, ptr %acc22
  %v229 = add nsw i64 %i30, 32
  %v230 = mul i64 %i7, %size.M
  %v231 = add i64 %v230, %i13
  %v232 = mul i64 %v231, %size.K
  %v233 = add i64 %v232, %v229
  %p234 = getelementptr float, ptr %buf.a, i64 %v233
  %ld235 = load <16 x float>, ptr %p234, align 4
  %v236 = sdiv i64 %i19, %size.P
  %v237 = srem i64 %i19, %size.P
  %v238 = icmp ne i64 %v237, 0
  %v239 = icmp slt i64 %v237, 0
  %v240 = icmp slt i64 %size.P, 0
  %v241 = xor i1 %v239, %v240
  %v242 = and i1 %v238, %v241
  %v243 = zext i1 %v242 to i64
  %v244 = sub i64 %v236, %v243
  %v245 = icmp sge i64 %v244, 0
  %v246 = icmp slt i64 %v244, %size.J
  %v247 = and i1 %v245, %v246
  %v248 = sdiv i64 %i19, %size.P
  %v249 = srem i64 %i19, %size.P
  %v250 = icmp ne i64 %v249, 0
  %v251 = icmp slt i64 %v249, 0
  %v252 = icmp slt i64 %size.P, 0
  %v253 = xor i1 %v251, %v252
  %v254 = and i1 %v250, %v253
  %v255 = add i64 %v249, %size.P
  %v256 = select i1 %v254, i64 %v255, i64 %v249
  %v257 = icmp sge i64 %v256, 0
  %v258 = icmp slt i64 %v256, %size.P
  %v259 = and i1 %v257, %v258
  %v260 = and i1 %v247, %v259
  %v261 = sdiv i64 %i19, %size.P
  %v262 = srem i64 %i19, %size.P
  %v263 = icmp ne i64 %v262, 0
  %v264 = icmp slt i64 %v262, 0
  %v265 = icmp slt i64 %size.P, 0
  %v266 = xor i1 %v264, %v265
  %v267 = and i1 %v263, %v266
  %v268 = zext i1 %v267 to i64
  %v269 = sub i64 %v261, %v268
  %v270 = mul i64 %v269, %size.K
  %ins271 = insertelement <16 x i64> poison, i64 %v229, i64 0
  %splat272 = shufflevector <16 x i64> %ins271, <16 x i64> poison, <16 x i32> zeroinitializer
  %step273 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane274 = add <16 x i64> %splat272, %step273
  %ins275 = insertelement <16 x i64> poison, i64 %v270, i64 0
  %splat276 = shufflevector <16 x i64> %ins275, <16 x i64> poison, <16 x i32> zeroinitializer
  %v277 = add <16 x i64> %splat276, %lane274
  %ins278 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat279 = shufflevector <16 x i64> %ins278, <16 x i64> poison, <16 x i32> zeroinitializer
  %v280 = mul <16 x i64> %v277, %splat279
  %v281 = sdiv i64 %i19, %size.P
  %v282 = srem i64 %i19, %size.P
  %v283 = icmp ne i64 %v282, 0
  %v284 = icmp slt i64 %v282, 0
  %v285 = icmp slt i64 %size.P, 0
  %v286 = xor i1 %v284, %v285
  %v287 = and i1 %v283, %v286
  %v288 = add i64 %v282, %size.P
  %v289 = select i1 %v287, i64 %v288, i64 %v282
  %ins290 = insertelement <16 x i64> poison, i64 %v289, i64 0
  %splat291 = shufflevector <16 x i64> %ins290, <16 x i64> poison, <16 x i32> zeroinitializer
  %v292 = add <16 x i64> %v280, %splat291
  %ps293 = getelementptr float, ptr %buf.bp, <16 x i64> %v292
  %ins294 = insertelement <16 x i1> poison, i1 %v260, i64 0
  %splat295 = shufflevector <16 x i1> %ins294, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld296 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps293, <16 x i1> %splat295, <16 x float> zeroinitializer)
  %v297 = fmul contract <16 x float> %ld235, %ld296
  %v298 = sdiv i64 %i19, %size.P
  %v299 = srem i64 %i19, %size.P
  %v300 = icmp ne i64 %v299, 0
  %v301 = icmp slt i64 %v299, 0
  %v302 = icmp slt i64 %size.P, 0
  %v303 = xor i1 %v301, %v302
  %v304 = and i1 %v300, %v303
  %v305 = zext i1 %v304 to i64
  %v306 = sub i64 %v298, %v305
  %v307 = icmp sge i64 %v306, 0
  %v308 = icmp slt i64 %v306, %size.J
  %v309 = and i1 %v307, %v308
  %v310 = sdiv i64 %i19, %size.P
  %v311 = srem i64 %i19, %size.P
  %v312 = icmp ne i64 %v311, 0
  %v313 = icmp slt i64 %v311, 0
  %v314 = icmp slt i64 %size.P, 0
  %v315 = xor i1 %v313, %v314
  %v316 = and i1 %v312, %v315
  %v317 = add i64 %v311, %size.P
  %v318 = select i1 %v316, i64 %v317, i64 %v311
  %v319 = icmp sge i64 %v318, 0
  %v320 = icmp slt i64 %v318, %size.P
  %v321 = and i1 %v319, %v320
  %v322 = and i1 %v309, %v321
  %old323 = load <16 x float>, ptr %acc23
  %v324 = fadd <16 x float> %old323, %v297
  %ins325 = insertelement <16 x i1> poison, i1 %v322, i64 0
  %splat326 = shufflevector <16 x i1> %ins325, <16 x i1> poison, <16 x i32> zeroinitializer
  %v327 = select <16 x i1> %splat326, <16 x float> %v324, <16 x float> %old323
  store <16 x float> %v327, ptr %acc23
  %v328 = add nsw i64 %i30, 48
  %v329 = mul i64 %i7, %size.M
  %v330 = add i64 %v329, %i13
  %v331 = mul i64 %v330, %size.K
  %v332 = add i64 %v331, %v328
  %p333 = getelementptr float, ptr %buf.a, i64 %v332
  %ld334 = load <16 x float>, ptr %p333, align 4
  %v335 = sdiv i64 %i19, %size.P
  %v336 = srem i64 %i19, %size.P
  %v337 = icmp ne i64 %v336, 0
  %v338 = icmp slt i64 %v336, 0
  %v339 = icmp slt i64 %size.P, 0
  %v340 = xor i1 %v338, %v339
  %v341 = and i1 %v337, %v340
  %v342 = zext i1 %v341 to i64
  %v343 = sub i64 %v335, %v342
  %v344 = icmp sge i64 %v343, 0
  %v345 = icmp slt i64 %v343, %size.J
  %v346 = and i1 %v344, %v345
  %v347 = sdiv i64 %i19, %size.P
  %v348 = srem i64 %i19, %size.P
  %v349 = icmp ne i64 %v348, 0
  %v350 = icmp slt i64 %v348, 0
  %v351 = icmp slt i64 %size.P, 0
  %v352 = xor i1 %v350, %v351
  %v353 = and i1 %v349, %v352
  %v354 = add i64 %v348, %size.P
  %v355 = select i1 %v353, i64 %v354, i64 %v348
  %v356 = icmp sge i64 %v355, 0
  %v357 = icmp slt i64 %v355, %size.P
  %v358 = and i1 %v356, %v357
  %v359 = and i1 %v346, %v358
  %v360 = sdiv i64 %i19, %size.P
  %v361 = srem i64 %i19, %size.P
  %v362 = icmp ne i64 %v361, 0
  %v363 = icmp slt i64 %v361, 0
  %v364 = icmp slt i64 %size.P, 0
  %v365 = xor i1 %v363, %v364
  %v366 = and i1 %v362, %v365
  %v367 = zext i1 %v366 to i64
  %v368 = sub i64 %v360, %v367
  %v369 = mul i64 %v368, %size.K
  %ins370 = insertelement <16 x i64> poison, i64 %v328, i64 0
  %splat371 = shufflevector <16 x i64> %ins370, <16 x i64> poison, <16 x i32> zeroinitializer
  %step372 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane373 = add <16 x i64> %splat371, %step372
  %ins374 = insertelement <16 x i64> poison, i64 %v369, i64 0
  %splat375 = shufflevector <16 x i64> %ins374, <16 x i64> poison, <16 x i32> zeroinitializer
  %v376 = add <16 x i64> %splat375, %lane373
  %ins377 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat378 = shufflevector <16 x i64> %ins377, <16 x i64> poison, <16 x i32> zeroinitializer
  %v379 = mul <16 x i64> %v376, %splat378
  %v380 = sdiv i64 %i19, %size.P
  %v381 = srem i64 %i19, %size.P
  %v382 = icmp ne i64 %v381, 0
  %v383 = icmp slt i64 %v381, 0
  %v384 = icmp slt i64 %size.P, 0
  %v385 = xor i1 %v383, %v384
  %v386 = and i1 %v382, %v385
  %v387 = add i64 %v381, %size.P
  %v388 = select i1 %v386, i64 %v387, i64 %v381
  %ins389 = insertelement <16 x i64> poison, i64 %v388, i64 0
  %splat390 = shufflevector <16 x i64> %ins389, <16 x i64> poison, <16 x i32> zeroinitializer
  %v391 = add <16 x i64> %v379, %splat390
  %ps392 = getelementptr float, ptr %buf.bp, <16 x i64> %v391
  %ins393 = insertelement <16 x i1> poison, i1 %v359, i64 0
  %splat394 = shufflevector <16 x i1> %ins393, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld395 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps392, <16 x i1> %splat394, <16 x float> zeroinitializer)
  %v396 = fmul contract <16 x float> %ld334, %ld395
  %v397 = sdiv i64 %i19, %size.P
  %v398 = srem i64 %i19, %size.P
  %v399 = icmp ne i64 %v398, 0
  %v400 = icmp slt i64 %v398, 0
  %v401 = icmp slt i64 %size.P, 0
  %v402 = xor i1 %v400, %v401
  %v403 = and i1 %v399, %v402
  %v404 = zext i1 %v403 to i64
  %v405 = sub i64 %v397, %v404
  %v406 = icmp sge i64 %v405, 0
  %v407 = icmp slt i64 %v405, %size.J
  %v408 = and i1 %v406, %v407
  %v409 = sdiv i64 %i19, %size.P
  %v410 = srem i64 %i19, %size.P
  %v411 = icmp ne i64 %v410, 0
  %v412 = icmp slt i64 %v410, 0
  %v413 = icmp slt i64 %size.P, 0
  %v414 = xor i1 %v412, %v413
  %v415 = and i1 %v411, %v414
  %v416 = add i64 %v410, %size.P
  %v417 = select i1 %v415, i64 %v416, i64 %v410
  %v418 = icmp sge i64 %v417, 0
  %v419 = icmp slt i64 %v417, %size.P
  %v420 = and i1 %v418, %v419
  %v421 = and i1 %v408, %v420
  %old422 = load <16 x float>, ptr %acc24
  %v423 = fadd <16 x float> %old422, %v396
  %ins424 = insertelement <16 x i1> poison, i1 %v421, i64 0
  %splat425 = shufflevector <16 x i1> %ins424, <16 x i1> poison, <16 x i32> zeroinitializer
  %v426 = select <16 x i1> %splat425, <16 x float> %v423, <16 x float> %old422
  store <16 x float> %v426, ptr %acc24
  %v427 = add nsw i64 %i30, 64
  store i64 %v427, ptr %k.addr.25
  br label %cond27
exit29:
  %v428 = sub i64 %size.K, 16
  br label %cond429
cond429:
  %i432 = load i64, ptr %k.addr.25
  %v433 = icmp sle i64 %i432, %v428
  br i1 %v433, label %body430, label %exit431
body430:
  %v434 = mul i64 %i7, %size.M
  %v435 = add i64 %v434, %i13
  %v436 = mul i64 %v435, %size.K
  %v437 = add i64 %v436, %i432
  %p438 = getelementptr float, ptr %buf.a, i64 %v437
  %ld439 = load <16 x float>, ptr %p438, align 4
  %v440 = sdiv i64 %i19, %size.P
  %v441 = srem i64 %i19, %size.P
  %v442 = icmp ne i64 %v441, 0
  %v443 = icmp slt i64 %v441, 0
  %v444 = icmp slt i64 %size.P, 0
  %v445 = xor i1 %v443, %v444
  %v446 = and i1 %v442, %v445
  %v447 = zext i1 %v446 to i64
  %v448 = sub i64 %v440, %v447
  %v449 = icmp sge i64 %v448, 0
  %v450 = icmp slt i64 %v448, %size.J
  %v451 = and i1 %v449, %v450
  %v452 = sdiv i64 %i19, %size.P
  %v453 = srem i64 %i19, %size.P
  %v454 = icmp ne i64 %v453, 0
  %v455 = icmp slt i64 %v453, 0
  %v456 = icmp slt i64 %size.P, 0
  %v457 = xor i1 %v455, %v456
  %v458 = and i1 %v454, %v457
  %v459 = add i64 %v453, %size.P
  %v460 = select i1 %v458, i64 %v459, i64 %v453
  %v461 = icmp sge i64 %v460, 0
  %v462 = icmp slt i64 %v460, %size.P
  %v463 = and i1 %v461, %v462
  %v464 = and i1 %v451, %v463
  %v465 = sdiv i64 %i19, %size.P
  %v466 = srem i64 %i19, %size.P
  %v467 = icmp ne i64 %v466, 0
  %v468 = icmp slt i64 %v466, 0
  %v469 = icmp slt i64 %size.P, 0
  %v470 = xor i1 %v468, %v469
  %v471 = and i1 %v467, %v470
  %v472 = zext i1 %v471 to i64
  %v473 = sub i64 %v465, %v472
  %v474 = mul i64 %v473, %size.K
  %ins475 = insertelement <16 x i64> poison, i64 %i432, i64 0
  %splat476 = shufflevector <16 x i64> %ins475, <16 x i64> poison, <16 x i32> zeroinitializer
  %step477 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane478 = add <16 x i64> %splat476, %step477
  %ins479 = insertelement <16 x i64> poison, i64 %v474, i64 0
  %splat480 = shufflevector <16 x i64> %ins479, <16 x i64> poison, <16 x i32> zeroinitializer
  %v481 = add <16 x i64> %splat480, %lane478
  %ins482 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat483 = shufflevector <16 x i64> %ins482, <16 x i64> poison, <16 x i32> zeroinitializer
  %v484 = mul <16 x i64> %v481, %splat483
  %v485 = sdiv i64 %i19, %size.P
  %v486 = srem i64 %i19, %size.P
  %v487 = icmp ne i64 %v486, 0
  %v488 = icmp slt i64 %v486, 0
  %v489 = icmp slt i64 %size.P, 0
  %v490 = xor i1 %v488, %v489
  %v491 = and i1 %v487, %v490
  %v492 = add i64 %v486, %size.P
  %v493 = select i1 %v491, i64 %v492, i64 %v486
  %ins494 = insertelement <16 x i64> poison, i64 %v493, i64 0
  %splat495 = shufflevector <16 x i64> %ins494, <16 x i64> poison, <16 x i32> zeroinitializer
  %v496 = add <16 x i64> %v484, %splat495
  %ps497 = getelementptr float, ptr %buf.bp, <16 x i64> %v496
  %ins498 = insertelement <16 x i1> poison, i1 %v464, i64 0
  %splat499 = shufflevector <16 x i1> %ins498, <16 x i1> poison, <16 x i32> zeroinitializer
  %ld500 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps497, <16 x i1> %splat499, <16 x float> zeroinitializer)
  %v501 = fmul contract <16 x float> %ld439, %ld500
  %v502 = sdiv i64 %i19, %size.P
  %v503 = srem i64 %i19, %size.P
  %v504 = icmp ne i64 %v503, 0
  %v505 = icmp slt i64 %v503, 0
  %v506 = icmp slt i64 %size.P, 0
  %v507 = xor i1 %v505, %v506
  %v508 = and i1 %v504, %v507
  %v509 = zext i1 %v508 to i64
  %v510 = sub i64 %v502, %v509
  %v511 = icmp sge i64 %v510, 0
  %v512 = icmp slt i64 %v510, %size.J
  %v513 = and i1 %v511, %v512
  %v514 = sdiv i64 %i19, %size.P
  %v515 = srem i64 %i19, %size.P
  %v516 = icmp ne i64 %v515, 0
  %v517 = icmp slt i64 %v515, 0
  %v518 = icmp slt i64 %size.P, 0
  %v519 = xor i1 %v517, %v518
  %v520 = and i1 %v516, %v519
  %v521 = add i64 %v515, %size.P
  %v522 = select i1 %v520, i64 %v521, i64 %v515
  %v523 = icmp sge i64 %v522, 0
  %v524 = icmp slt i64 %v522, %size.P
  %v525 = and i1 %v523, %v524
  %v526 = and i1 %v513, %v525
  %old527 = load <16 x float>, ptr %acc21
  %v528 = fadd <16 x float> %old527, %v501
  %ins529 = insertelement <16 x i1> poison, i1 %v526, i64 0
  %splat530 = shufflevector <16 x i1> %ins529, <16 x i1> poison, <16 x i32> zeroinitializer
  %v531 = select <16 x i1> %splat530, <16 x float> %v528, <16 x float> %old527
  store <16 x float> %v531, ptr %acc21
  %v532 = add nsw i64 %i432, 16
  store i64 %v532, ptr %k.addr.25
  br label %cond429
exit431:
  %i533 = load i64, ptr %k.addr.25
  %v534 = icmp slt i64 %i533, %size.K
  br i1 %v534, label %tail535, label %done536
tail535:
  %mask537 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i533, i64 %size.K)
  %v538 = mul i64 %i7, %size.M
  %v539 = add i64 %v538, %i13
  %v540 = mul i64 %v539, %size.K
  %v541 = add i64 %v540, %i533
  %p542 = getelementptr float, ptr %buf.a, i64 %v541
  %ld543 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p542, <16 x i1> %mask537, <16 x float> zeroinitializer)
  %v544 = sdiv i64 %i19, %size.P
  %v545 = srem i64 %i19, %size.P
  %v546 = icmp ne i64 %v545, 0
  %v547 = icmp slt i64 %v545, 0
  %v548 = icmp slt i64 %size.P, 0
  %v549 = xor i1 %v547, %v548
  %v550 = and i1 %v546, %v549
  %v551 = zext i1 %v550 to i64
  %v552 = sub i64 %v544, %v551
  %v553 = icmp sge i64 %v552, 0
  %v554 = icmp slt i64 %v552, %size.J
  %v555 = and i1 %v553, %v554
  %v556 = sdiv i64 %i19, %size.P
  %v557 = srem i64 %i19, %size.P
  %v558 = icmp ne i64 %v557, 0
  %v559 = icmp slt i64 %v557, 0
  %v560 = icmp slt i64 %size.P, 0
  %v561 = xor i1 %v559, %v560
  %v562 = and i1 %v558, %v561
  %v563 = add i64 %v557, %size.P
  %v564 = select i1 %v562, i64 %v563, i64 %v557
  %v565 = icmp sge i64 %v564, 0
  %v566 = icmp slt i64 %v564, %size.P
  %v567 = and i1 %v565, %v566
  %v568 = and i1 %v555, %v567
  %ins569 = insertelement <16 x i1> poison, i1 %v568, i64 0
  %splat570 = shufflevector <16 x i1> %ins569, <16 x i1> poison, <16 x i32> zeroinitializer
  %v571 = and <16 x i1> %mask537, %splat570
  %v572 = sdiv i64 %i19, %size.P
  %v573 = srem i64 %i19, %size.P
  %v574 = icmp ne i64 %v573, 0
  %v575 = icmp slt i64 %v573, 0
  %v576 = icmp slt i64 %size.P, 0
  %v577 = xor i1 %v575, %v576
  %v578 = and i1 %v574, %v577
  %v579 = zext i1 %v578 to i64
  %v580 = sub i64 %v572, %v579
  %v581 = mul i64 %v580, %size.K
  %ins582 = insertelement <16 x i64> poison, i64 %i533, i64 0
  %splat583 = shufflevector <16 x i64> %ins582, <16 x i64> poison, <16 x i32> zeroinitializer
  %step584 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane585 = add <16 x i64> %splat583, %step584
  %ins586 = insertelement <16 x i64> poison, i64 %v581, i64 0
  %splat587 = shufflevector <16 x i64> %ins586, <16 x i64> poison, <16 x i32> zeroinitializer
  %v588 = add <16 x i64> %splat587, %lane585
  %ins589 = insertelement <16 x i64> poison, i64 %size.P, i64 0
  %splat590 = shufflevector <16 x i64> %ins589, <16 x i64> poison, <16 x i32> zeroinitializer
  %v591 = mul <16 x i64> %v588, %splat590
  %v592 = sdiv i64 %i19, %size.P
  %v593 = srem i64 %i19, %size.P
  %v594 = icmp ne i64 %v593, 0
  %v595 = icmp slt i64 %v593, 0
  %v596 = icmp slt i64 %size.P, 0
  %v597 = xor i1 %v595, %v596
  %v598 = and i1 %v594, %v597
  %v599 = add i64 %v593, %size.P
  %v600 = select i1 %v598, i64 %v599, i64 %v593
  %ins601 = insertelement <16 x i64> poison, i64 %v600, i64 0
  %splat602 = shufflevector <16 x i64> %ins601, <16 x i64> poison, <16 x i32> zeroinitializer
  %v603 = add <16 x i64> %v591, %splat602
  %ps604 = getelementptr float, ptr %buf.bp, <16 x i64> %v603
  %ld605 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps604, <16 x i1> %v571, <16 x float> zeroinitializer)
  %v606 = fmul contract <16 x float> %ld543, %ld605
  %v607 = sdiv i64 %i19, %size.P
  %v608 = srem i64 %i19, %size.P
  %v609 = icmp ne i64 %v608, 0
  %v610 = icmp slt i64 %v608, 0
  %v611 = icmp slt i64 %size.P, 0
  %v612 = xor i1 %v610, %v611
  %v613 = and i1 %v609, %v612
  %v614 = zext i1 %v613 to i64
  %v615 = sub i64 %v607, %v614
  %v616 = icmp sge i64 %v615, 0
  %v617 = icmp slt i64 %v615, %size.J
  %v618 = and i1 %v616, %v617
  %v619 = sdiv i64 %i19, %size.P
  %v620 = srem i64 %i19, %size.P
  %v621 = icmp ne i64 %v620, 0
  %v622 = icmp slt i64 %v620, 0
  %v623 = icmp slt i64 %size.P, 0
  %v624 = xor i1 %v622, %v623
  %v625 = and i1 %v621, %v624
  %v626 = add i64 %v620, %size.P
  %v627 = select i1 %v625, i64 %v626, i64 %v620
  %v628 = icmp sge i64 %v627, 0
  %v629 = icmp slt i64 %v627, %size.P
  %v630 = and i1 %v628, %v629
  %v631 = and i1 %v618, %v630
  %ins632 = insertelement <16 x i1> poison, i1 %v631, i64 0
  %splat633 = shufflevector <16 x i1> %ins632, <16 x i1> poison, <16 x i32> zeroinitializer
  %v634 = and <16 x i1> %mask537, %splat633
  %old635 = load <16 x float>, ptr %acc21
  %v636 = fadd <16 x float> %old635, %v606
  %v637 = select <16 x i1> %v634, <16 x float> %v636, <16 x float> %old635
  store <16 x float> %v637, ptr %acc21
  br label %done536
done536:
  %red638 = load <16 x float>, ptr %acc21
  %red639 = load <16 x float>, ptr %acc22
  %red640 = load <16 x float>, ptr %acc23
  %red641 = load <16 x float>, ptr %acc24
  %v642 = fadd <16 x float> %red638, %red639
  %v643 = fadd <16 x float> %v642, %red640
  %v644 = fadd <16 x float> %v643, %red641
  %v645 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v644)
  %v646 = mul i64 %i7, %size.M
  %v647 = add i64 %v646, %i13
  %v648 = mul i64 %v647, 100
  %v649 = add i64 %v648, %i19
  %p650 = getelementptr float, ptr %buf.c, i64 %v649
  store float %v645, ptr %p650, align 4
  %v651 = add nsw i64 %i19, 1
  store i64 %v651, ptr %n.addr.15
  br label %cond16
exit18:
  %v652 = add nsw i64 %i13, 1
  store i64 %v652, ptr %m.addr.9
  br label %cond10
exit12:
  %v653 = add nsw i64 %i7, 1
  store i64 %v653, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}

define void @"jr.op.matmul_panels"(ptr noalias %buf.a, ptr noalias %buf.bp, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.M, i64 %size.K, i64 %size.J, i64 %size.P, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c147 = alloca i64
  %c180 = alloca i64
  %c199 = alloca i64
  %c205 = alloca i64
  %c255 = alloca i64
  %c273 = alloca i64
  %c274 = alloca i64
  %t1 = icmp eq i64 %size.P, 64
  %t2 = and i1 true, %t1
  %t3 = mul i64 %size.J, %size.P
  %t4 = icmp sle i64 100, %t3
  %t5 = and i1 %t2, %t4
  br i1 %t5, label %gemm6, label %exact7
exact7:
  %t9 = icmp eq i64 %range.lo, 0
  br i1 %t9, label %exact.run8, label %exact.done
exact.run8:
  call void @"jr.op.matmul_panels.exact"(ptr %buf.a, ptr %buf.bp, ptr %buf.c, ptr %scratch, i64 %size.M, i64 %size.K, i64 %size.J, i64 %size.P, i64 %size.B0, i64 0, i64 4611686018427387904)
  br label %exact.done
exact.done:
  ret void
gemm6:
  %t10 = icmp sgt i64 1, 1
  %t11 = select i1 %t10, i64 1, i64 1
  %t12 = add i64 100, 511
  %t13 = sdiv i64 %t12, 512
  %t14 = add i64 %size.M, 47
  %t15 = sdiv i64 %t14, 48
  %t16 = sub i64 %t13, 1
  %t17 = add i64 100, %t16
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
  %t61 = mul i64 %size.M, %size.K
  %t62 = mul i64 0, %t61
  %t63 = mul i64 1, %size.K
  %t64 = add i64 %t62, %t63
  %t65 = add i64 %t64, 0
  %t66 = mul i64 %size.M, %size.K
  %t67 = mul i64 0, %t66
  %t68 = mul i64 0, %size.K
  %t69 = add i64 %t67, %t68
  %t70 = add i64 %t69, 0
  %t71 = sub i64 %t65, %t70
  %t72 = mul i64 %size.M, %size.K
  %t73 = mul i64 0, %t72
  %t74 = mul i64 0, %size.K
  %t75 = add i64 %t73, %t74
  %t76 = add i64 %t75, 1
  %t77 = mul i64 %size.M, %size.K
  %t78 = mul i64 0, %t77
  %t79 = mul i64 0, %size.K
  %t80 = add i64 %t78, %t79
  %t81 = add i64 %t80, 0
  %t82 = sub i64 %t76, %t81
  %t83 = sdiv i64 0, %size.P
  %t84 = srem i64 0, %size.P
  %t85 = icmp ne i64 %t84, 0
  %t86 = icmp slt i64 %t84, 0
  %t87 = icmp slt i64 %size.P, 0
  %t88 = xor i1 %t86, %t87
  %t89 = and i1 %t85, %t88
  %t90 = zext i1 %t89 to i64
  %t91 = sub i64 %t83, %t90
  %t92 = mul i64 %size.K, %size.P
  %t93 = mul i64 %t91, %t92
  %t94 = mul i64 1, %size.P
  %t95 = add i64 %t93, %t94
  %t96 = sdiv i64 0, %size.P
  %t97 = srem i64 0, %size.P
  %t98 = icmp ne i64 %t97, 0
  %t99 = icmp slt i64 %t97, 0
  %t100 = icmp slt i64 %size.P, 0
  %t101 = xor i1 %t99, %t100
  %t102 = and i1 %t98, %t101
  %t103 = add i64 %t97, %size.P
  %t104 = select i1 %t102, i64 %t103, i64 %t97
  %t105 = add i64 %t95, %t104
  %t106 = sdiv i64 0, %size.P
  %t107 = srem i64 0, %size.P
  %t108 = icmp ne i64 %t107, 0
  %t109 = icmp slt i64 %t107, 0
  %t110 = icmp slt i64 %size.P, 0
  %t111 = xor i1 %t109, %t110
  %t112 = and i1 %t108, %t111
  %t113 = zext i1 %t112 to i64
  %t114 = sub i64 %t106, %t113
  %t115 = mul i64 %size.K, %size.P
  %t116 = mul i64 %t114, %t115
  %t117 = mul i64 0, %size.P
  %t118 = add i64 %t116, %t117
  %t119 = sdiv i64 0, %size.P
  %t120 = srem i64 0, %size.P
  %t121 = icmp ne i64 %t120, 0
  %t122 = icmp slt i64 %t120, 0
  %t123 = icmp slt i64 %size.P, 0
  %t124 = xor i1 %t122, %t123
  %t125 = and i1 %t121, %t124
  %t126 = add i64 %t120, %size.P
  %t127 = select i1 %t125, i64 %t126, i64 %t120
  %t128 = add i64 %t118, %t127
  %t129 = sub i64 %t105, %t128
  %t130 = mul i64 %size.M, 100
  %t131 = mul i64 0, %t130
  %t132 = mul i64 1, 100
  %t133 = add i64 %t131, %t132
  %t134 = add i64 %t133, 0
  %t135 = mul i64 %size.M, 100
  %t136 = mul i64 0, %t135
  %t137 = mul i64 0, 100
  %t138 = add i64 %t136, %t137
  %t139 = add i64 %t138, 0
  %t140 = sub i64 %t134, %t139
  br label %packed141
packed141:
  %t143 = sub i64 %t15, 1
  %t144 = add i64 %t35, %t143
  %t145 = udiv i64 %t144, %t15
  %t146 = udiv i64 %range.lo, %t15
  store i64 %t146, ptr %c147
  br label %head148
head148:
  %i151 = load i64, ptr %c147
  %t152 = icmp slt i64 %i151, %t145
  br i1 %t152, label %body149, label %done150
body149:
  %t153 = urem i64 %i151, %t13
  %t154 = udiv i64 %i151, %t13
  %t155 = urem i64 %t154, %size.B0
  %t156 = udiv i64 %t154, %size.B0
  %t157 = mul i64 %i151, %t15
  %t158 = sub i64 %range.lo, %t157
  %t159 = icmp sgt i64 %t158, 0
  %t160 = select i1 %t159, i64 %t158, i64 0
  %t161 = mul i64 %t160, %t31
  %t162 = icmp slt i64 %size.M, %t161
  %t163 = select i1 %t162, i64 %size.M, i64 %t161
  %t164 = sub i64 %t35, %t157
  %t165 = icmp slt i64 %t164, %t15
  %t166 = select i1 %t165, i64 %t164, i64 %t15
  %t167 = mul i64 %t166, %t31
  %t168 = icmp slt i64 %size.M, %t167
  %t169 = select i1 %t168, i64 %size.M, i64 %t167
  %t170 = sub i64 %t169, %t163
  %t171 = mul i64 %t153, %t23
  %t172 = sub i64 100, %t171
  %t173 = icmp slt i64 %t23, %t172
  %t174 = select i1 %t173, i64 %t23, i64 %t172
  %t175 = add i64 %t174, 63
  %t176 = sdiv i64 %t175, 64
  %t179 = icmp slt i64 %t163, %t169
  br i1 %t179, label %rows177, label %norows178
rows177:
  store i64 0, ptr %c180
  br label %head181
head181:
  %i184 = load i64, ptr %c180
  %t185 = icmp slt i64 %i184, %t55
  br i1 %t185, label %body182, label %done183
body182:
  %t186 = mul i64 %i184, %t60
  %t187 = add i64 %t186, %t60
  %t188 = icmp slt i64 %t187, %size.K
  %t189 = select i1 %t188, i64 %t187, i64 %size.K
  %t190 = sub i64 %t189, %t186
  %t191 = icmp sgt i64 %t190, 0
  %t192 = select i1 %t191, i64 %t190, i64 0
  %t193 = mul i64 %t192, 1
  %t194 = icmp sgt i64 %i184, 0
  br label %packb195
packb195:
  br i1 false, label %panels196, label %pack198
pack198:
  br label %panels196
panels196:
  store i64 %t163, ptr %c199
  br label %head200
head200:
  %i203 = load i64, ptr %c199
  %t204 = icmp slt i64 %i203, %t169
  br i1 %t204, label %body201, label %done202
body201:
  store i64 0, ptr %c205
  br label %head206
head206:
  %i209 = load i64, ptr %c205
  %t210 = icmp slt i64 %i209, %t176
  br i1 %t210, label %body207, label %done208
body207:
  %t211 = add i64 %i203, %t31
  %t212 = icmp slt i64 %t211, %t169
  %t213 = select i1 %t212, i64 %t211, i64 %t169
  %t214 = mul i64 %i209, 64
  %t215 = add i64 %t214, 0
  %t216 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t215, i64 %t174)
  %t217 = add i64 %t214, 16
  %t218 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t217, i64 %t174)
  %t219 = add i64 %t214, 32
  %t220 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t219, i64 %t174)
  %t221 = add i64 %t214, 48
  %t222 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t221, i64 %t174)
  %t223 = add i64 %t171, %t214
  %t224 = sdiv i64 %t223, %size.P
  %t225 = srem i64 %t223, %size.P
  %t226 = icmp ne i64 %t225, 0
  %t227 = icmp slt i64 %t225, 0
  %t228 = icmp slt i64 %size.P, 0
  %t229 = xor i1 %t227, %t228
  %t230 = and i1 %t226, %t229
  %t231 = zext i1 %t230 to i64
  %t232 = sub i64 %t224, %t231
  %t233 = mul i64 %size.K, %size.P
  %t234 = mul i64 %t232, %t233
  %t235 = mul i64 %t186, %size.P
  %t236 = add i64 %t234, %t235
  %t237 = sdiv i64 %t223, %size.P
  %t238 = srem i64 %t223, %size.P
  %t239 = icmp ne i64 %t238, 0
  %t240 = icmp slt i64 %t238, 0
  %t241 = icmp slt i64 %size.P, 0
  %t242 = xor i1 %t240, %t241
  %t243 = and i1 %t239, %t242
  %t244 = add i64 %t238, %size.P
  %t245 = select i1 %t243, i64 %t244, i64 %t238
  %t246 = add i64 %t236, %t245
  %t247 = getelementptr float, ptr %buf.bp, i64 %t246
  %t248 = udiv i64 %t223, 64
  %t249 = mul i64 %t248, %size.K
  %t250 = add i64 %t249, %t186
  %t251 = mul i64 %t250, 64
  %t252 = getelementptr float, ptr %buf.bp, i64 %t251
  %t253 = select i1 false, ptr %t247, ptr %t252
  %t254 = select i1 false, i64 %t129, i64 64
  store i64 %i203, ptr %c255
  br label %head256
head256:
  %i259 = load i64, ptr %c255
  %t260 = icmp slt i64 %i259, %t213
  br i1 %t260, label %body257, label %done258
body257:
  %t261 = sub i64 %t213, %i259
  %t262 = icmp slt i64 6, %t261
  %t263 = select i1 %t262, i64 6, i64 %t261
  %t264 = mul i64 %size.M, %size.K
  %t265 = mul i64 %t155, %t264
  %t266 = mul i64 %i259, %size.K
  %t267 = add i64 %t265, %t266
  %t268 = add i64 %t267, %t186
  %t269 = getelementptr float, ptr %buf.a, i64 %t268
  br i1 %t43, label %ready271, label %packa270
packa270:
  %t272 = sub i64 %t263, 1
  store i64 0, ptr %c273
  store i64 %t186, ptr %c274
  br label %head275
head275:
  %i278 = load i64, ptr %c274
  %t279 = icmp slt i64 %i278, %t189
  br i1 %t279, label %body276, label %done277
body276:
  %t280 = load i64, ptr %c273
  %t281 = icmp slt i64 0, %t272
  %t282 = select i1 %t281, i64 0, i64 %t272
  %t283 = add i64 %i259, %t282
  %t284 = mul i64 %size.M, %size.K
  %t285 = mul i64 %t155, %t284
  %t286 = mul i64 %t283, %size.K
  %t287 = add i64 %t285, %t286
  %t288 = add i64 %t287, %i278
  %t289 = select i1 true, i64 %t288, i64 0
  %t290 = getelementptr float, ptr %buf.a, i64 %t289
  %t291 = load float, ptr %t290, align 4
  %t292 = select i1 true, float %t291, float 0.0
  %t293 = mul i64 %t280, 6
  %t294 = add i64 %t293, 0
  %t295 = getelementptr float, ptr %t42, i64 %t294
  store float %t292, ptr %t295, align 4
  %t296 = icmp slt i64 1, %t272
  %t297 = select i1 %t296, i64 1, i64 %t272
  %t298 = add i64 %i259, %t297
  %t299 = mul i64 %size.M, %size.K
  %t300 = mul i64 %t155, %t299
  %t301 = mul i64 %t298, %size.K
  %t302 = add i64 %t300, %t301
  %t303 = add i64 %t302, %i278
  %t304 = select i1 true, i64 %t303, i64 0
  %t305 = getelementptr float, ptr %buf.a, i64 %t304
  %t306 = load float, ptr %t305, align 4
  %t307 = select i1 true, float %t306, float 0.0
  %t308 = mul i64 %t280, 6
  %t309 = add i64 %t308, 1
  %t310 = getelementptr float, ptr %t42, i64 %t309
  store float %t307, ptr %t310, align 4
  %t311 = icmp slt i64 2, %t272
  %t312 = select i1 %t311, i64 2, i64 %t272
  %t313 = add i64 %i259, %t312
  %t314 = mul i64 %size.M, %size.K
  %t315 = mul i64 %t155, %t314
  %t316 = mul i64 %t313, %size.K
  %t317 = add i64 %t315, %t316
  %t318 = add i64 %t317, %i278
  %t319 = select i1 true, i64 %t318, i64 0
  %t320 = getelementptr float, ptr %buf.a, i64 %t319
  %t321 = load float, ptr %t320, align 4
  %t322 = select i1 true, float %t321, float 0.0
  %t323 = mul i64 %t280, 6
  %t324 = add i64 %t323, 2
  %t325 = getelementptr float, ptr %t42, i64 %t324
  store float %t322, ptr %t325, align 4
  %t326 = icmp slt i64 3, %t272
  %t327 = select i1 %t326, i64 3, i64 %t272
  %t328 = add i64 %i259, %t327
  %t329 = mul i64 %size.M, %size.K
  %t330 = mul i64 %t155, %t329
  %t331 = mul i64 %t328, %size.K
  %t332 = add i64 %t330, %t331
  %t333 = add i64 %t332, %i278
  %t334 = select i1 true, i64 %t333, i64 0
  %t335 = getelementptr float, ptr %buf.a, i64 %t334
  %t336 = load float, ptr %t335, align 4
  %t337 = select i1 true, float %t336, float 0.0
  %t338 = mul i64 %t280, 6
  %t339 = add i64 %t338, 3
  %t340 = getelementptr float, ptr %t42, i64 %t339
  store float %t337, ptr %t340, align 4
  %t341 = icmp slt i64 4, %t272
  %t342 = select i1 %t341, i64 4, i64 %t272
  %t343 = add i64 %i259, %t342
  %t344 = mul i64 %size.M, %size.K
  %t345 = mul i64 %t155, %t344
  %t346 = mul i64 %t343, %size.K
  %t347 = add i64 %t345, %t346
  %t348 = add i64 %t347, %i278
  %t349 = select i1 true, i64 %t348, i64 0
  %t350 = getelementptr float, ptr %buf.a, i64 %t349
  %t351 = load float, ptr %t350, align 4
  %t352 = select i1 true, float %t351, float 0.0
  %t353 = mul i64 %t280, 6
  %t354 = add i64 %t353, 4
  %t355 = getelementptr float, ptr %t42, i64 %t354
  store float %t352, ptr %t355, align 4
  %t356 = icmp slt i64 5, %t272
  %t357 = select i1 %t356, i64 5, i64 %t272
  %t358 = add i64 %i259, %t357
  %t359 = mul i64 %size.M, %size.K
  %t360 = mul i64 %t155, %t359
  %t361 = mul i64 %t358, %size.K
  %t362 = add i64 %t360, %t361
  %t363 = add i64 %t362, %i278
  %t364 = select i1 true, i64 %t363, i64 0
  %t365 = getelementptr float, ptr %buf.a, i64 %t364
  %t366 = load float, ptr %t365, align 4
  %t367 = select i1 true, float %t366, float 0.0
  %t368 = mul i64 %t280, 6
  %t369 = add i64 %t368, 5
  %t370 = getelementptr float, ptr %t42, i64 %t369
  store float %t367, ptr %t370, align 4
  %t371 = add i64 %t280, 1
  store i64 %t371, ptr %c273
  %t372 = add nsw i64 %i278, 1
  store i64 %t372, ptr %c274
  br label %head275
done277:
  br label %ready271
ready271:
  %t373 = select i1 %t43, ptr %t269, ptr %t42
  %t374 = select i1 %t43, i64 %t71, i64 1
  %t375 = select i1 %t43, i64 %t82, i64 6
  %t376 = mul i64 %size.M, 100
  %t377 = mul i64 %t155, %t376
  %t378 = mul i64 %i259, 100
  %t379 = add i64 %t377, %t378
  %t380 = add i64 %t379, %t223
  %t381 = getelementptr float, ptr %buf.c, i64 %t380
  %t382 = icmp eq i64 %t263, 1
  %t383 = sub i64 %t13, 1
  %t384 = mul i64 %t383, %t23
  %t385 = add i64 %t171, %t23
  %t386 = icmp slt i64 %t385, %t384
  %t387 = select i1 %t386, i64 %t385, i64 %t384
  %t388 = sub i64 100, %t387
  %t389 = icmp slt i64 %t23, %t388
  %t390 = select i1 %t389, i64 %t23, i64 %t388
  %t391 = add i64 %t390, 63
  %t392 = sdiv i64 %t391, 64
  %t393 = udiv i64 %t387, 64
  %t394 = sub i64 %t392, 1
  %t395 = icmp slt i64 %i209, %t394
  %t396 = select i1 %t395, i64 %i209, i64 %t394
  %t397 = add i64 %t393, %t396
  %t398 = mul i64 %t397, %size.K
  %t399 = add i64 %t398, %t186
  %t400 = mul i64 %t399, 64
  %t401 = add i64 %t170, 5
  %t402 = sdiv i64 %t401, 6
  %t403 = icmp sgt i64 %t402, 1
  %t404 = select i1 %t403, i64 %t402, i64 1
  %t405 = sdiv i64 256, %t404
  %t406 = icmp sgt i64 %t405, 1
  %t407 = select i1 %t406, i64 %t405, i64 1
  %t408 = sub i64 %i259, %t163
  %t409 = sdiv i64 %t408, 6
  %t410 = getelementptr float, ptr %buf.bp, i64 %t400
  %t411 = mul i64 %t409, %t193
  %t412 = mul i64 %t411, %t407
  %t413 = getelementptr i8, ptr %t410, i64 %t412
  %t419 = zext i1 %t382 to i64
  %t420 = zext i1 false to i64
  %t421 = shl i64 %t420, 1
  %t422 = or i64 %t419, %t421
  switch i64 %t422, label %p416 [i64 1, label %p1417 i64 2, label %d414 i64 3, label %d1415]
p416:
  call void @"jr.mk.matmul_panels.6p"(ptr %t373, i64 %t374, i64 %t375, i64 %t263, ptr %t253, i64 %t254, ptr %t381, i64 %t140, i64 %t193, i1 %t194, ptr %t413, i64 %t407, <16 x i1> %t216, <16 x i1> %t218, <16 x i1> %t220, <16 x i1> %t222)
  br label %called418
p1417:
  call void @"jr.mk.matmul_panels.1p"(ptr %t373, i64 %t374, i64 %t375, i64 %t263, ptr %t253, i64 %t254, ptr %t381, i64 %t140, i64 %t193, i1 %t194, ptr %t413, i64 %t407, <16 x i1> %t216, <16 x i1> %t218, <16 x i1> %t220, <16 x i1> %t222)
  br label %called418
d414:
  call void @"jr.mk.matmul_panels.6d"(ptr %t373, i64 %t374, i64 %t375, i64 %t263, ptr %t253, i64 %t254, ptr %t381, i64 %t140, i64 %t193, i1 %t194, ptr %t413, i64 %t407, <16 x i1> %t216, <16 x i1> %t218, <16 x i1> %t220, <16 x i1> %t222)
  br label %called418
d1415:
  call void @"jr.mk.matmul_panels.1d"(ptr %t373, i64 %t374, i64 %t375, i64 %t263, ptr %t253, i64 %t254, ptr %t381, i64 %t140, i64 %t193, i1 %t194, ptr %t413, i64 %t407, <16 x i1> %t216, <16 x i1> %t218, <16 x i1> %t220, <16 x i1> %t222)
  br label %called418
called418:
  %t423 = add nsw i64 %i259, 6
  store i64 %t423, ptr %c255
  br label %head256
done258:
  %t424 = add nsw i64 %i209, 1
  store i64 %t424, ptr %c205
  br label %head206
done208:
  %t425 = add nsw i64 %i203, %t31
  store i64 %t425, ptr %c199
  br label %head200
done202:
  br label %kdone197
kdone197:
  %t426 = add nsw i64 %i184, 1
  store i64 %t426, ptr %c180
  br label %head181
done183:
  br label %norows178
norows178:
  %t427 = add nsw i64 %i151, 1
  store i64 %t427, ptr %c147
  br label %head148
done150:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
