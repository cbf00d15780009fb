@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare <16 x i64> @llvm.stepvector.v16i64()
declare i1 @llvm.vector.reduce.or.v16i1(<16 x i1>)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
declare void @llvm.x86.sse.sfence()

define internal void @"jr.mk.conv_transpose2d.1p"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, ptr %pf, i64 %pfs, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
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

define internal void @"jr.mk.conv_transpose2d.1d"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, ptr %pf, i64 %pfs, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
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

define internal void @"jr.mk.conv_transpose2d.4p"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, ptr %pf, i64 %pfs, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
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
  %t16 = select i1 %accum, <16 x i1> %m0, <16 x i1> zeroinitializer
  %t17 = select i1 %accum, <16 x i1> %m1, <16 x i1> zeroinitializer
  %t18 = select i1 %accum, <16 x i1> %m2, <16 x i1> zeroinitializer
  %t19 = select i1 %accum, <16 x i1> %m3, <16 x i1> zeroinitializer
  %t20 = mul i64 0, %scr
  %t21 = getelementptr float, ptr %c, i64 %t20
  %t22 = mul i64 1, %scr
  %t23 = getelementptr float, ptr %c, i64 %t22
  %t24 = mul i64 2, %scr
  %t25 = getelementptr float, ptr %c, i64 %t24
  %t26 = mul i64 3, %scr
  %t27 = getelementptr float, ptr %c, i64 %t26
  %t28 = getelementptr float, ptr %t21, i64 0
  %t29 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t28, <16 x i1> %t16, <16 x float> zeroinitializer)
  %t30 = getelementptr float, ptr %t21, i64 16
  %t31 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t30, <16 x i1> %t17, <16 x float> zeroinitializer)
  %t32 = getelementptr float, ptr %t21, i64 32
  %t33 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t32, <16 x i1> %t18, <16 x float> zeroinitializer)
  %t34 = getelementptr float, ptr %t21, i64 48
  %t35 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t34, <16 x i1> %t19, <16 x float> zeroinitializer)
  %t36 = mul i64 %t5, %scr
  %t37 = getelementptr float, ptr %c, i64 %t36
  %t38 = getelementptr float, ptr %t37, i64 0
  %t39 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t38, <16 x i1> %t16, <16 x float> zeroinitializer)
  %t40 = getelementptr float, ptr %t37, i64 16
  %t41 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t40, <16 x i1> %t17, <16 x float> zeroinitializer)
  %t42 = getelementptr float, ptr %t37, i64 32
  %t43 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t42, <16 x i1> %t18, <16 x float> zeroinitializer)
  %t44 = getelementptr float, ptr %t37, i64 48
  %t45 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t44, <16 x i1> %t19, <16 x float> zeroinitializer)
  %t46 = mul i64 %t9, %scr
  %t47 = getelementptr float, ptr %c, i64 %t46
  %t48 = getelementptr float, ptr %t47, i64 0
  %t49 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t48, <16 x i1> %t16, <16 x float> zeroinitializer)
  %t50 = getelementptr float, ptr %t47, i64 16
  %t51 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t50, <16 x i1> %t17, <16 x float> zeroinitializer)
  %t52 = getelementptr float, ptr %t47, i64 32
  %t53 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t52, <16 x i1> %t18, <16 x float> zeroinitializer)
  %t54 = getelementptr float, ptr %t47, i64 48
  %t55 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t54, <16 x i1> %t19, <16 x float> zeroinitializer)
  %t56 = mul i64 %t13, %scr
  %t57 = getelementptr float, ptr %c, i64 %t56
  %t58 = getelementptr float, ptr %t57, i64 0
  %t59 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t58, <16 x i1> %t16, <16 x float> zeroinitializer)
  %t60 = getelementptr float, ptr %t57, i64 16
  %t61 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t60, <16 x i1> %t17, <16 x float> zeroinitializer)
  %t62 = getelementptr float, ptr %t57, i64 32
  %t63 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t62, <16 x i1> %t18, <16 x float> zeroinitializer)
  %t64 = getelementptr float, ptr %t57, i64 48
  %t65 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t64, <16 x i1> %t19, <16 x float> zeroinitializer)
  %t66 = icmp sgt i64 %kc, 0
  br i1 %t66, label %loop, label %exit
loop:
  %k = phi i64 [0, %entry], [%k1, %loop]
  %acc0 = phi <16 x float> [%t29, %entry], [%new0, %loop]
  %acc1 = phi <16 x float> [%t31, %entry], [%new1, %loop]
  %acc2 = phi <16 x float> [%t33, %entry], [%new2, %loop]
  %acc3 = phi <16 x float> [%t35, %entry], [%new3, %loop]
  %acc4 = phi <16 x float> [%t39, %entry], [%new4, %loop]
  %acc5 = phi <16 x float> [%t41, %entry], [%new5, %loop]
  %acc6 = phi <16 x float> [%t43, %entry], [%new6, %loop]
  %acc7 = phi <16 x float> [%t45, %entry], [%new7, %loop]
  %acc8 = phi <16 x float> [%t49, %entry], [%new8, %loop]
  %acc9 = phi <16 x float> [%t51, %entry], [%new9, %loop]
  %acc10 = phi <16 x float> [%t53, %entry], [%new10, %loop]
  %acc11 = phi <16 x float> [%t55, %entry], [%new11, %loop]
  %acc12 = phi <16 x float> [%t59, %entry], [%new12, %loop]
  %acc13 = phi <16 x float> [%t61, %entry], [%new13, %loop]
  %acc14 = phi <16 x float> [%t63, %entry], [%new14, %loop]
  %acc15 = phi <16 x float> [%t65, %entry], [%new15, %loop]
  %t67 = mul i64 %k, %sbk
  %t68 = getelementptr float, ptr %b, i64 %t67
  %t69 = getelementptr float, ptr %t68, i64 0
  %t70 = load <16 x float>, ptr %t69, align 4
  %t71 = getelementptr float, ptr %t68, i64 16
  %t72 = load <16 x float>, ptr %t71, align 4
  %t73 = getelementptr float, ptr %t68, i64 32
  %t74 = load <16 x float>, ptr %t73, align 4
  %t75 = getelementptr float, ptr %t68, i64 48
  %t76 = load <16 x float>, ptr %t75, align 4
  %t77 = mul i64 %k, %pfs
  %t78 = getelementptr i8, ptr %pf, i64 %t77
  call void @llvm.prefetch.p0(ptr %t78, i32 0, i32 2, i32 1)
  %t79 = mul i64 %k, %sak
  %t80 = getelementptr float, ptr %t3, i64 %t79
  %t81 = load float, ptr %t80, align 4
  %t82 = insertelement <16 x float> poison, float %t81, i64 0
  %t83 = shufflevector <16 x float> %t82, <16 x float> poison, <16 x i32> zeroinitializer
  %new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t83, <16 x float> %t70, <16 x float> %acc0)
  %new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t83, <16 x float> %t72, <16 x float> %acc1)
  %new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t83, <16 x float> %t74, <16 x float> %acc2)
  %new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t83, <16 x float> %t76, <16 x float> %acc3)
  %t84 = getelementptr float, ptr %t7, i64 %t79
  %t85 = load float, ptr %t84, align 4
  %t86 = insertelement <16 x float> poison, float %t85, i64 0
  %t87 = shufflevector <16 x float> %t86, <16 x float> poison, <16 x i32> zeroinitializer
  %new4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t87, <16 x float> %t70, <16 x float> %acc4)
  %new5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t87, <16 x float> %t72, <16 x float> %acc5)
  %new6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t87, <16 x float> %t74, <16 x float> %acc6)
  %new7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t87, <16 x float> %t76, <16 x float> %acc7)
  %t88 = getelementptr float, ptr %t11, i64 %t79
  %t89 = load float, ptr %t88, align 4
  %t90 = insertelement <16 x float> poison, float %t89, i64 0
  %t91 = shufflevector <16 x float> %t90, <16 x float> poison, <16 x i32> zeroinitializer
  %new8 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t91, <16 x float> %t70, <16 x float> %acc8)
  %new9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t91, <16 x float> %t72, <16 x float> %acc9)
  %new10 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t91, <16 x float> %t74, <16 x float> %acc10)
  %new11 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t91, <16 x float> %t76, <16 x float> %acc11)
  %t92 = getelementptr float, ptr %t15, i64 %t79
  %t93 = load float, ptr %t92, align 4
  %t94 = insertelement <16 x float> poison, float %t93, i64 0
  %t95 = shufflevector <16 x float> %t94, <16 x float> poison, <16 x i32> zeroinitializer
  %new12 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t95, <16 x float> %t70, <16 x float> %acc12)
  %new13 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t95, <16 x float> %t72, <16 x float> %acc13)
  %new14 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t95, <16 x float> %t74, <16 x float> %acc14)
  %new15 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t95, <16 x float> %t76, <16 x float> %acc15)
  %k1 = add nsw i64 %k, 1
  %t96 = icmp slt i64 %k1, %kc
  br i1 %t96, label %loop, label %exit, !llvm.loop !0
exit:
  %t97 = phi <16 x float> [%t29, %entry], [%new0, %loop]
  %t98 = phi <16 x float> [%t31, %entry], [%new1, %loop]
  %t99 = phi <16 x float> [%t33, %entry], [%new2, %loop]
  %t100 = phi <16 x float> [%t35, %entry], [%new3, %loop]
  %t101 = phi <16 x float> [%t39, %entry], [%new4, %loop]
  %t102 = phi <16 x float> [%t41, %entry], [%new5, %loop]
  %t103 = phi <16 x float> [%t43, %entry], [%new6, %loop]
  %t104 = phi <16 x float> [%t45, %entry], [%new7, %loop]
  %t105 = phi <16 x float> [%t49, %entry], [%new8, %loop]
  %t106 = phi <16 x float> [%t51, %entry], [%new9, %loop]
  %t107 = phi <16 x float> [%t53, %entry], [%new10, %loop]
  %t108 = phi <16 x float> [%t55, %entry], [%new11, %loop]
  %t109 = phi <16 x float> [%t59, %entry], [%new12, %loop]
  %t110 = phi <16 x float> [%t61, %entry], [%new13, %loop]
  %t111 = phi <16 x float> [%t63, %entry], [%new14, %loop]
  %t112 = phi <16 x float> [%t65, %entry], [%new15, %loop]
  %t113 = icmp slt i64 0, %nrows
  br i1 %t113, label %store114, label %next115
store114:
  %t116 = getelementptr float, ptr %t21, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t97, ptr align 4 %t116, <16 x i1> %m0)
  %t117 = getelementptr float, ptr %t21, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t98, ptr align 4 %t117, <16 x i1> %m1)
  %t118 = getelementptr float, ptr %t21, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t99, ptr align 4 %t118, <16 x i1> %m2)
  %t119 = getelementptr float, ptr %t21, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t100, ptr align 4 %t119, <16 x i1> %m3)
  br label %next115
next115:
  %t120 = icmp slt i64 1, %nrows
  br i1 %t120, label %store121, label %next122
store121:
  %t123 = getelementptr float, ptr %t23, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t101, ptr align 4 %t123, <16 x i1> %m0)
  %t124 = getelementptr float, ptr %t23, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t102, ptr align 4 %t124, <16 x i1> %m1)
  %t125 = getelementptr float, ptr %t23, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t103, ptr align 4 %t125, <16 x i1> %m2)
  %t126 = getelementptr float, ptr %t23, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t104, ptr align 4 %t126, <16 x i1> %m3)
  br label %next122
next122:
  %t127 = icmp slt i64 2, %nrows
  br i1 %t127, label %store128, label %next129
store128:
  %t130 = getelementptr float, ptr %t25, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t105, ptr align 4 %t130, <16 x i1> %m0)
  %t131 = getelementptr float, ptr %t25, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t106, ptr align 4 %t131, <16 x i1> %m1)
  %t132 = getelementptr float, ptr %t25, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t107, ptr align 4 %t132, <16 x i1> %m2)
  %t133 = getelementptr float, ptr %t25, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t108, ptr align 4 %t133, <16 x i1> %m3)
  br label %next129
next129:
  %t134 = icmp slt i64 3, %nrows
  br i1 %t134, label %store135, label %next136
store135:
  %t137 = getelementptr float, ptr %t27, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t109, ptr align 4 %t137, <16 x i1> %m0)
  %t138 = getelementptr float, ptr %t27, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t110, ptr align 4 %t138, <16 x i1> %m1)
  %t139 = getelementptr float, ptr %t27, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t111, ptr align 4 %t139, <16 x i1> %m2)
  %t140 = getelementptr float, ptr %t27, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t112, ptr align 4 %t140, <16 x i1> %m3)
  br label %next136
next136:
  ret void
}

define internal void @"jr.mk.conv_transpose2d.4d"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, ptr %pf, i64 %pfs, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
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
  %t16 = select i1 %accum, <16 x i1> %m0, <16 x i1> zeroinitializer
  %t17 = select i1 %accum, <16 x i1> %m1, <16 x i1> zeroinitializer
  %t18 = select i1 %accum, <16 x i1> %m2, <16 x i1> zeroinitializer
  %t19 = select i1 %accum, <16 x i1> %m3, <16 x i1> zeroinitializer
  %t20 = mul i64 0, %scr
  %t21 = getelementptr float, ptr %c, i64 %t20
  %t22 = mul i64 1, %scr
  %t23 = getelementptr float, ptr %c, i64 %t22
  %t24 = mul i64 2, %scr
  %t25 = getelementptr float, ptr %c, i64 %t24
  %t26 = mul i64 3, %scr
  %t27 = getelementptr float, ptr %c, i64 %t26
  %t28 = getelementptr float, ptr %t21, i64 0
  %t29 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t28, <16 x i1> %t16, <16 x float> zeroinitializer)
  %t30 = getelementptr float, ptr %t21, i64 16
  %t31 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t30, <16 x i1> %t17, <16 x float> zeroinitializer)
  %t32 = getelementptr float, ptr %t21, i64 32
  %t33 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t32, <16 x i1> %t18, <16 x float> zeroinitializer)
  %t34 = getelementptr float, ptr %t21, i64 48
  %t35 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t34, <16 x i1> %t19, <16 x float> zeroinitializer)
  %t36 = mul i64 %t5, %scr
  %t37 = getelementptr float, ptr %c, i64 %t36
  %t38 = getelementptr float, ptr %t37, i64 0
  %t39 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t38, <16 x i1> %t16, <16 x float> zeroinitializer)
  %t40 = getelementptr float, ptr %t37, i64 16
  %t41 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t40, <16 x i1> %t17, <16 x float> zeroinitializer)
  %t42 = getelementptr float, ptr %t37, i64 32
  %t43 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t42, <16 x i1> %t18, <16 x float> zeroinitializer)
  %t44 = getelementptr float, ptr %t37, i64 48
  %t45 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t44, <16 x i1> %t19, <16 x float> zeroinitializer)
  %t46 = mul i64 %t9, %scr
  %t47 = getelementptr float, ptr %c, i64 %t46
  %t48 = getelementptr float, ptr %t47, i64 0
  %t49 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t48, <16 x i1> %t16, <16 x float> zeroinitializer)
  %t50 = getelementptr float, ptr %t47, i64 16
  %t51 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t50, <16 x i1> %t17, <16 x float> zeroinitializer)
  %t52 = getelementptr float, ptr %t47, i64 32
  %t53 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t52, <16 x i1> %t18, <16 x float> zeroinitializer)
  %t54 = getelementptr float, ptr %t47, i64 48
  %t55 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t54, <16 x i1> %t19, <16 x float> zeroinitializer)
  %t56 = mul i64 %t13, %scr
  %t57 = getelementptr float, ptr %c, i64 %t56
  %t58 = getelementptr float, ptr %t57, i64 0
  %t59 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t58, <16 x i1> %t16, <16 x float> zeroinitializer)
  %t60 = getelementptr float, ptr %t57, i64 16
  %t61 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t60, <16 x i1> %t17, <16 x float> zeroinitializer)
  %t62 = getelementptr float, ptr %t57, i64 32
  %t63 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t62, <16 x i1> %t18, <16 x float> zeroinitializer)
  %t64 = getelementptr float, ptr %t57, i64 48
  %t65 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t64, <16 x i1> %t19, <16 x float> zeroinitializer)
  %t66 = icmp sgt i64 %kc, 0
  br i1 %t66, label %loop, label %exit
loop:
  %k = phi i64 [0, %entry], [%k1, %loop]
  %acc0 = phi <16 x float> [%t29, %entry], [%new0, %loop]
  %acc1 = phi <16 x float> [%t31, %entry], [%new1, %loop]
  %acc2 = phi <16 x float> [%t33, %entry], [%new2, %loop]
  %acc3 = phi <16 x float> [%t35, %entry], [%new3, %loop]
  %acc4 = phi <16 x float> [%t39, %entry], [%new4, %loop]
  %acc5 = phi <16 x float> [%t41, %entry], [%new5, %loop]
  %acc6 = phi <16 x float> [%t43, %entry], [%new6, %loop]
  %acc7 = phi <16 x float> [%t45, %entry], [%new7, %loop]
  %acc8 = phi <16 x float> [%t49, %entry], [%new8, %loop]
  %acc9 = phi <16 x float> [%t51, %entry], [%new9, %loop]
  %acc10 = phi <16 x float> [%t53, %entry], [%new10, %loop]
  %acc11 = phi <16 x float> [%t55, %entry], [%new11, %loop]
  %acc12 = phi <16 x float> [%t59, %entry], [%new12, %loop]
  %acc13 = phi <16 x float> [%t61, %entry], [%new13, %loop]
  %acc14 = phi <16 x float> [%t63, %entry], [%new14, %loop]
  %acc15 = phi <16 x float> [%t65, %entry], [%new15, %loop]
  %t67 = mul i64 %k, %sbk
  %t68 = getelementptr float, ptr %b, i64 %t67
  %t69 = getelementptr float, ptr %t68, i64 0
  %t70 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t69, <16 x i1> %m0, <16 x float> zeroinitializer)
  %t71 = getelementptr float, ptr %t68, i64 16
  %t72 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t71, <16 x i1> %m1, <16 x float> zeroinitializer)
  %t73 = getelementptr float, ptr %t68, i64 32
  %t74 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t73, <16 x i1> %m2, <16 x float> zeroinitializer)
  %t75 = getelementptr float, ptr %t68, i64 48
  %t76 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t75, <16 x i1> %m3, <16 x float> zeroinitializer)
  %t77 = mul i64 %k, %pfs
  %t78 = getelementptr i8, ptr %pf, i64 %t77
  call void @llvm.prefetch.p0(ptr %t78, i32 0, i32 2, i32 1)
  %t79 = mul i64 %k, %sak
  %t80 = getelementptr float, ptr %t3, i64 %t79
  %t81 = load float, ptr %t80, align 4
  %t82 = insertelement <16 x float> poison, float %t81, i64 0
  %t83 = shufflevector <16 x float> %t82, <16 x float> poison, <16 x i32> zeroinitializer
  %new0 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t83, <16 x float> %t70, <16 x float> %acc0)
  %new1 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t83, <16 x float> %t72, <16 x float> %acc1)
  %new2 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t83, <16 x float> %t74, <16 x float> %acc2)
  %new3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t83, <16 x float> %t76, <16 x float> %acc3)
  %t84 = getelementptr float, ptr %t7, i64 %t79
  %t85 = load float, ptr %t84, align 4
  %t86 = insertelement <16 x float> poison, float %t85, i64 0
  %t87 = shufflevector <16 x float> %t86, <16 x float> poison, <16 x i32> zeroinitializer
  %new4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t87, <16 x float> %t70, <16 x float> %acc4)
  %new5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t87, <16 x float> %t72, <16 x float> %acc5)
  %new6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t87, <16 x float> %t74, <16 x float> %acc6)
  %new7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t87, <16 x float> %t76, <16 x float> %acc7)
  %t88 = getelementptr float, ptr %t11, i64 %t79
  %t89 = load float, ptr %t88, align 4
  %t90 = insertelement <16 x float> poison, float %t89, i64 0
  %t91 = shufflevector <16 x float> %t90, <16 x float> poison, <16 x i32> zeroinitializer
  %new8 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t91, <16 x float> %t70, <16 x float> %acc8)
  %new9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t91, <16 x float> %t72, <16 x float> %acc9)
  %new10 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t91, <16 x float> %t74, <16 x float> %acc10)
  %new11 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t91, <16 x float> %t76, <16 x float> %acc11)
  %t92 = getelementptr float, ptr %t15, i64 %t79
  %t93 = load float, ptr %t92, align 4
  %t94 = insertelement <16 x float> poison, float %t93, i64 0
  %t95 = shufflevector <16 x float> %t94, <16 x float> poison, <16 x i32> zeroinitializer
  %new12 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t95, <16 x float> %t70, <16 x float> %acc12)
  %new13 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t95, <16 x float> %t72, <16 x float> %acc13)
  %new14 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t95, <16 x float> %t74, <16 x float> %acc14)
  %new15 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t95, <16 x float> %t76, <16 x float> %acc15)
  %k1 = add nsw i64 %k, 1
  %t96 = icmp slt i64 %k1, %kc
  br i1 %t96, label %loop, label %exit, !llvm.loop !0
exit:
  %t97 = phi <16 x float> [%t29, %entry], [%new0, %loop]
  %t98 = phi <16 x float> [%t31, %entry], [%new1, %loop]
  %t99 = phi <16 x float> [%t33, %entry], [%new2, %loop]
  %t100 = phi <16 x float> [%t35, %entry], [%new3, %loop]
  %t101 = phi <16 x float> [%t39, %entry], [%new4, %loop]
  %t102 = phi <16 x float> [%t41, %entry], [%new5, %loop]
  %t103 = phi <16 x float> [%t43, %entry], [%new6, %loop]
  %t104 = phi <16 x float> [%t45, %entry], [%new7, %loop]
  %t105 = phi <16 x float> [%t49, %entry], [%new8, %loop]
  %t106 = phi <16 x float> [%t51, %entry], [%new9, %loop]
  %t107 = phi <16 x float> [%t53, %entry], [%new10, %loop]
  %t108 = phi <16 x float> [%t55, %entry], [%new11, %loop]
  %t109 = phi <16 x float> [%t59, %entry], [%new12, %loop]
  %t110 = phi <16 x float> [%t61, %entry], [%new13, %loop]
  %t111 = phi <16 x float> [%t63, %entry], [%new14, %loop]
  %t112 = phi <16 x float> [%t65, %entry], [%new15, %loop]
  %t113 = icmp slt i64 0, %nrows
  br i1 %t113, label %store114, label %next115
store114:
  %t116 = getelementptr float, ptr %t21, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t97, ptr align 4 %t116, <16 x i1> %m0)
  %t117 = getelementptr float, ptr %t21, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t98, ptr align 4 %t117, <16 x i1> %m1)
  %t118 = getelementptr float, ptr %t21, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t99, ptr align 4 %t118, <16 x i1> %m2)
  %t119 = getelementptr float, ptr %t21, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t100, ptr align 4 %t119, <16 x i1> %m3)
  br label %next115
next115:
  %t120 = icmp slt i64 1, %nrows
  br i1 %t120, label %store121, label %next122
store121:
  %t123 = getelementptr float, ptr %t23, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t101, ptr align 4 %t123, <16 x i1> %m0)
  %t124 = getelementptr float, ptr %t23, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t102, ptr align 4 %t124, <16 x i1> %m1)
  %t125 = getelementptr float, ptr %t23, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t103, ptr align 4 %t125, <16 x i1> %m2)
  %t126 = getelementptr float, ptr %t23, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t104, ptr align 4 %t126, <16 x i1> %m3)
  br label %next122
next122:
  %t127 = icmp slt i64 2, %nrows
  br i1 %t127, label %store128, label %next129
store128:
  %t130 = getelementptr float, ptr %t25, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t105, ptr align 4 %t130, <16 x i1> %m0)
  %t131 = getelementptr float, ptr %t25, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t106, ptr align 4 %t131, <16 x i1> %m1)
  %t132 = getelementptr float, ptr %t25, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t107, ptr align 4 %t132, <16 x i1> %m2)
  %t133 = getelementptr float, ptr %t25, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t108, ptr align 4 %t133, <16 x i1> %m3)
  br label %next129
next129:
  %t134 = icmp slt i64 3, %nrows
  br i1 %t134, label %store135, label %next136
store135:
  %t137 = getelementptr float, ptr %t27, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t109, ptr align 4 %t137, <16 x i1> %m0)
  %t138 = getelementptr float, ptr %t27, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t110, ptr align 4 %t138, <16 x i1> %m1)
  %t139 = getelementptr float, ptr %t27, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t111, ptr align 4 %t139, <16 x i1> %m2)
  %t140 = getelementptr float, ptr %t27, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t112, ptr align 4 %t140, <16 x i1> %m3)
  br label %next136
next136:
  ret void
}

define void @"jr.op.conv_transpose2d.epilogue"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.KG, i64 %size.R, i64 %size.S, i64 %size._o0, i64 %size._o1, i64 %size._mt0, i64 %size._mtc, i64 %size._nt0, i64 %size._ntc, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_mi.addr.1 = alloca i64, align 64
  %_ni.addr.9 = alloca i64, align 64
  %v81 = mul i64 %size.N, %size.KG
  %v82 = sub i64 %size.H, 1
  %v83 = sub i64 %size.R, 1
  %v84 = add i64 %v82, %v83
  %v85 = add i64 %v84, 1
  %v86 = mul i64 %v81, %v85
  %v87 = sub i64 %size.W, 1
  %v88 = sub i64 %size.S, 1
  %v89 = add i64 %v87, %v88
  %v90 = add i64 %v89, 1
  %v91 = mul i64 %v86, %v90
  %v92 = icmp sge i64 %v91, 2097152
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
  %v11 = mul i64 %size._o0, %size.KG
  %v12 = add i64 %size._mt0, %i7
  %v13 = add i64 %v11, %v12
  %v14 = sub i64 %size.H, 1
  %v15 = sub i64 %size.R, 1
  %v16 = add i64 %v14, %v15
  %v17 = add i64 %v16, 1
  %v18 = mul i64 %v13, %v17
  %v19 = add i64 %v18, %size._o1
  %v20 = sub i64 %size.W, 1
  %v21 = sub i64 %size.S, 1
  %v22 = add i64 %v20, %v21
  %v23 = add i64 %v22, 1
  %v24 = mul i64 %v19, %v23
  %v25 = add i64 %size._nt0, %i10
  %v26 = add i64 %v24, %v25
  %p27 = getelementptr float, ptr %buf.y, i64 %v26
  %v28 = ptrtoint ptr %p27 to i64
  %v29 = lshr i64 %v28, 2
  %v30 = sub i64 0, %v29
  %v31 = and i64 %v30, 15
  %v32 = sub i64 %size._ntc, %i10
  %v33 = icmp sge i64 %v32, 128
  %v34 = select i1 %v33, i64 %v31, i64 0
  %v35 = icmp sgt i64 %v34, 0
  br i1 %v35, label %peel36, label %aligned37
peel36:
  %v38 = add nsw i64 %i10, %v34
  %mask39 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i10, i64 %v38)
  %v40 = add i64 %size._mt0, %i7
  %p41 = getelementptr float, ptr %buf.b, i64 %v40
  %ld42 = load float, ptr %p41, align 4
  %v43 = mul i64 %size._o0, %size.KG
  %v44 = add i64 %size._mt0, %i7
  %v45 = add i64 %v43, %v44
  %v46 = sub i64 %size.H, 1
  %v47 = sub i64 %size.R, 1
  %v48 = add i64 %v46, %v47
  %v49 = add i64 %v48, 1
  %v50 = mul i64 %v45, %v49
  %v51 = add i64 %v50, %size._o1
  %v52 = sub i64 %size.W, 1
  %v53 = sub i64 %size.S, 1
  %v54 = add i64 %v52, %v53
  %v55 = add i64 %v54, 1
  %v56 = mul i64 %v51, %v55
  %v57 = add i64 %size._nt0, %i10
  %v58 = add i64 %v56, %v57
  %p59 = getelementptr float, ptr %buf.y, i64 %v58
  %ld60 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p59, <16 x i1> %mask39, <16 x float> zeroinitializer)
  %ins61 = insertelement <16 x float> poison, float %ld42, i64 0
  %splat62 = shufflevector <16 x float> %ins61, <16 x float> poison, <16 x i32> zeroinitializer
  %v63 = fadd contract <16 x float> %splat62, %ld60
  %v64 = mul i64 %size._o0, %size.KG
  %v65 = add i64 %size._mt0, %i7
  %v66 = add i64 %v64, %v65
  %v67 = sub i64 %size.H, 1
  %v68 = sub i64 %size.R, 1
  %v69 = add i64 %v67, %v68
  %v70 = add i64 %v69, 1
  %v71 = mul i64 %v66, %v70
  %v72 = add i64 %v71, %size._o1
  %v73 = sub i64 %size.W, 1
  %v74 = sub i64 %size.S, 1
  %v75 = add i64 %v73, %v74
  %v76 = add i64 %v75, 1
  %v77 = mul i64 %v72, %v76
  %v78 = add i64 %size._nt0, %i10
  %v79 = add i64 %v77, %v78
  %p80 = getelementptr float, ptr %buf.y, i64 %v79
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v63, ptr align 4 %p80, <16 x i1> %mask39)
  store i64 %v38, ptr %_ni.addr.9
  br label %aligned37
aligned37:
  %v93 = and i1 %v33, %v92
  br i1 %v93, label %stream94, label %cached95
stream94:
  %v97 = sub i64 %size._ntc, 16
  br label %cond98
cond98:
  %i101 = load i64, ptr %_ni.addr.9
  %v102 = icmp sle i64 %i101, %v97
  br i1 %v102, label %body99, label %exit100
body99:
  %v103 = add i64 %size._mt0, %i7
  %p104 = getelementptr float, ptr %buf.b, i64 %v103
  %ld105 = load float, ptr %p104, align 4
  %v106 = mul i64 %size._o0, %size.KG
  %v107 = add i64 %size._mt0, %i7
  %v108 = add i64 %v106, %v107
  %v109 = sub i64 %size.H, 1
  %v110 = sub i64 %size.R, 1
  %v111 = add i64 %v109, %v110
  %v112 = add i64 %v111, 1
  %v113 = mul i64 %v108, %v112
  %v114 = add i64 %v113, %size._o1
  %v115 = sub i64 %size.W, 1
  %v116 = sub i64 %size.S, 1
  %v117 = add i64 %v115, %v116
  %v118 = add i64 %v117, 1
  %v119 = mul i64 %v114, %v118
  %v120 = add i64 %size._nt0, %i101
  %v121 = add i64 %v119, %v120
  %p122 = getelementptr float, ptr %buf.y, i64 %v121
  %ld123 = load <16 x float>, ptr %p122, align 4
  %ins124 = insertelement <16 x float> poison, float %ld105, i64 0
  %splat125 = shufflevector <16 x float> %ins124, <16 x float> poison, <16 x i32> zeroinitializer
  %v126 = fadd contract <16 x float> %splat125, %ld123
  %v127 = mul i64 %size._o0, %size.KG
  %v128 = add i64 %size._mt0, %i7
  %v129 = add i64 %v127, %v128
  %v130 = sub i64 %size.H, 1
  %v131 = sub i64 %size.R, 1
  %v132 = add i64 %v130, %v131
  %v133 = add i64 %v132, 1
  %v134 = mul i64 %v129, %v133
  %v135 = add i64 %v134, %size._o1
  %v136 = sub i64 %size.W, 1
  %v137 = sub i64 %size.S, 1
  %v138 = add i64 %v136, %v137
  %v139 = add i64 %v138, 1
  %v140 = mul i64 %v135, %v139
  %v141 = add i64 %size._nt0, %i101
  %v142 = add i64 %v140, %v141
  %p143 = getelementptr float, ptr %buf.y, i64 %v142
  store <16 x float> %v126, ptr %p143, align 64, !nontemporal !{i32 1}
  %v144 = add nsw i64 %i101, 16
  store i64 %v144, ptr %_ni.addr.9
  br label %cond98
exit100:
  br label %join96
cached95:
  %v145 = sub i64 %size._ntc, 16
  br label %cond146
cond146:
  %i149 = load i64, ptr %_ni.addr.9
  %v150 = icmp sle i64 %i149, %v145
  br i1 %v150, label %body147, label %exit148
body147:
  %v151 = add i64 %size._mt0, %i7
  %p152 = getelementptr float, ptr %buf.b, i64 %v151
  %ld153 = load float, ptr %p152, align 4
  %v154 = mul i64 %size._o0, %size.KG
  %v155 = add i64 %size._mt0, %i7
  %v156 = add i64 %v154, %v155
  %v157 = sub i64 %size.H, 1
  %v158 = sub i64 %size.R, 1
  %v159 = add i64 %v157, %v158
  %v160 = add i64 %v159, 1
  %v161 = mul i64 %v156, %v160
  %v162 = add i64 %v161, %size._o1
  %v163 = sub i64 %size.W, 1
  %v164 = sub i64 %size.S, 1
  %v165 = add i64 %v163, %v164
  %v166 = add i64 %v165, 1
  %v167 = mul i64 %v162, %v166
  %v168 = add i64 %size._nt0, %i149
  %v169 = add i64 %v167, %v168
  %p170 = getelementptr float, ptr %buf.y, i64 %v169
  %ld171 = load <16 x float>, ptr %p170, align 4
  %ins172 = insertelement <16 x float> poison, float %ld153, i64 0
  %splat173 = shufflevector <16 x float> %ins172, <16 x float> poison, <16 x i32> zeroinitializer
  %v174 = fadd contract <16 x float> %splat173, %ld171
  %v175 = mul i64 %size._o0, %size.KG
  %v176 = add i64 %size._mt0, %i7
  %v177 = add i64 %v175, %v176
  %v178 = sub i64 %size.H, 1
  %v179 = sub i64 %size.R, 1
  %v180 = add i64 %v178, %v179
  %v181 = add i64 %v180, 1
  %v182 = mul i64 %v177, %v181
  %v183 = add i64 %v182, %size._o1
  %v184 = sub i64 %size.W, 1
  %v185 = sub i64 %size.S, 1
  %v186 = add i64 %v184, %v185
  %v187 = add i64 %v186, 1
  %v188 = mul i64 %v183, %v187
  %v189 = add i64 %size._nt0, %i149
  %v190 = add i64 %v188, %v189
  %p191 = getelementptr float, ptr %buf.y, i64 %v190
  store <16 x float> %v174, ptr %p191, align 4
  %v192 = add nsw i64 %i149, 16
  store i64 %v192, ptr %_ni.addr.9
  br label %cond146
exit148:
  br label %join96
join96:
  %i193 = load i64, ptr %_ni.addr.9
  %v194 = icmp slt i64 %i193, %size._ntc
  br i1 %v194, label %tail195, label %done196
tail195:
  %mask197 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i193, i64 %size._ntc)
  %v198 = add i64 %size._mt0, %i7
  %p199 = getelementptr float, ptr %buf.b, i64 %v198
  %ld200 = load float, ptr %p199, align 4
  %v201 = mul i64 %size._o0, %size.KG
  %v202 = add i64 %size._mt0, %i7
  %v203 = add i64 %v201, %v202
  %v204 = sub i64 %size.H, 1
  %v205 = sub i64 %size.R, 1
  %v206 = add i64 %v204, %v205
  %v207 = add i64 %v206, 1
  %v208 = mul i64 %v203, %v207
  %v209 = add i64 %v208, %size._o1
  %v210 = sub i64 %size.W, 1
  %v211 = sub i64 %size.S, 1
  %v212 = add i64 %v210, %v211
  %v213 = add i64 %v212, 1
  %v214 = mul i64 %v209, %v213
  %v215 = add i64 %size._nt0, %i193
  %v216 = add i64 %v214, %v215
  %p217 = getelementptr float, ptr %buf.y, i64 %v216
  %ld218 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p217, <16 x i1> %mask197, <16 x float> zeroinitializer)
  %ins219 = insertelement <16 x float> poison, float %ld200, i64 0
  %splat220 = shufflevector <16 x float> %ins219, <16 x float> poison, <16 x i32> zeroinitializer
  %v221 = fadd contract <16 x float> %splat220, %ld218
  %v222 = mul i64 %size._o0, %size.KG
  %v223 = add i64 %size._mt0, %i7
  %v224 = add i64 %v222, %v223
  %v225 = sub i64 %size.H, 1
  %v226 = sub i64 %size.R, 1
  %v227 = add i64 %v225, %v226
  %v228 = add i64 %v227, 1
  %v229 = mul i64 %v224, %v228
  %v230 = add i64 %v229, %size._o1
  %v231 = sub i64 %size.W, 1
  %v232 = sub i64 %size.S, 1
  %v233 = add i64 %v231, %v232
  %v234 = add i64 %v233, 1
  %v235 = mul i64 %v230, %v234
  %v236 = add i64 %size._nt0, %i193
  %v237 = add i64 %v235, %v236
  %p238 = getelementptr float, ptr %buf.y, i64 %v237
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v221, ptr align 4 %p238, <16 x i1> %mask197)
  br label %done196
done196:
  %v239 = add nsw i64 %i7, 1
  store i64 %v239, ptr %_mi.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}

define void @"jr.op.conv_transpose2d.exact"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.KG, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %p.addr.13 = alloca i64, align 64
  %k.addr.19 = alloca i64, align 64
  %q.addr.33 = alloca i64, align 64
  %acc41 = alloca <16 x float>, align 64
  %acc42 = alloca <16 x float>, align 64
  %acc43 = alloca <16 x float>, align 64
  %acc44 = alloca <16 x float>, align 64
  %acc45 = alloca <16 x float>, align 64
  %acc46 = alloca <16 x float>, align 64
  %acc47 = alloca <16 x float>, align 64
  %acc48 = alloca <16 x float>, align 64
  %c.addr.49 = alloca i64, align 64
  %r.addr.55 = alloca i64, align 64
  %s.addr.61 = alloca i64, align 64
  %q.addr.708 = alloca i64, align 64
  %acc715 = alloca <16 x float>, align 64
  %c.addr.716 = alloca i64, align 64
  %r.addr.722 = alloca i64, align 64
  %s.addr.728 = alloca i64, align 64
  %acc822 = alloca <16 x float>, align 64
  %c.addr.823 = alloca i64, align 64
  %r.addr.829 = alloca i64, align 64
  %s.addr.835 = alloca i64, align 64
  %q.addr.929 = alloca i64, align 64
  %acc936 = alloca <16 x float>, align 64
  %c.addr.937 = alloca i64, align 64
  %r.addr.943 = alloca i64, align 64
  %s.addr.949 = alloca i64, align 64
  %acc1043 = alloca <16 x float>, align 64
  %c.addr.1044 = alloca i64, align 64
  %r.addr.1050 = alloca i64, align 64
  %s.addr.1056 = alloca i64, align 64
  %q.addr.1150 = alloca i64, align 64
  %acc1157 = alloca <16 x float>, align 64
  %c.addr.1158 = alloca i64, align 64
  %r.addr.1164 = alloca i64, align 64
  %s.addr.1170 = alloca i64, align 64
  %acc1264 = alloca <16 x float>, align 64
  %c.addr.1265 = alloca i64, align 64
  %r.addr.1271 = alloca i64, align 64
  %s.addr.1277 = alloca i64, align 64
  %q.addr.1371 = alloca i64, align 64
  %acc1378 = alloca <16 x float>, align 64
  %c.addr.1379 = alloca i64, align 64
  %r.addr.1385 = alloca i64, align 64
  %s.addr.1391 = alloca i64, align 64
  %acc1485 = alloca <16 x float>, align 64
  %c.addr.1486 = alloca i64, align 64
  %r.addr.1492 = alloca i64, align 64
  %s.addr.1498 = alloca i64, align 64
  %q.addr.1598 = alloca i64, align 64
  %acc1612 = alloca <16 x float>, align 64
  %acc1613 = alloca <16 x float>, align 64
  %acc1614 = alloca <16 x float>, align 64
  %acc1615 = alloca <16 x float>, align 64
  %acc1616 = alloca <16 x float>, align 64
  %acc1617 = alloca <16 x float>, align 64
  %acc1618 = alloca <16 x float>, align 64
  %acc1619 = alloca <16 x float>, align 64
  %c.addr.1620 = alloca i64, align 64
  %r.addr.1626 = alloca i64, align 64
  %s.addr.1632 = alloca i64, align 64
  %q.addr.2279 = alloca i64, align 64
  %acc2286 = alloca <16 x float>, align 64
  %c.addr.2287 = alloca i64, align 64
  %r.addr.2293 = alloca i64, align 64
  %s.addr.2299 = alloca i64, align 64
  %acc2393 = alloca <16 x float>, align 64
  %c.addr.2394 = alloca i64, align 64
  %r.addr.2400 = alloca i64, align 64
  %s.addr.2406 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  %v9 = sub i64 %size.H, 1
  %v10 = sub i64 %size.R, 1
  %v11 = add i64 %v9, %v10
  %v12 = add i64 %v11, 1
  store i64 0, ptr %p.addr.13
  br label %cond14
cond14:
  %i17 = load i64, ptr %p.addr.13
  %v18 = icmp slt i64 %i17, %v12
  br i1 %v18, label %body15, label %exit16
body15:
  store i64 0, ptr %k.addr.19
  %v20 = sub i64 %size.KG, 4
  br label %cond21
cond21:
  %i24 = load i64, ptr %k.addr.19
  %v25 = icmp sle i64 %i24, %v20
  br i1 %v25, label %body22, label %exit23
body22:
  %v26 = add nsw i64 %i24, 1
  %v27 = add nsw i64 %i24, 2
  %v28 = add nsw i64 %i24, 3
  %v29 = sub i64 %size.W, 1
  %v30 = sub i64 %size.S, 1
  %v31 = add i64 %v29, %v30
  %v32 = add i64 %v31, 1
  store i64 0, ptr %q.addr.33
  %v34 = sub i64 %v32, 32
  br label %cond35
cond35:
  %i38 = load i64, ptr %q.addr.33
  %v39 = icmp sle i64 %i38, %v34
  br i1 %v39, label %body36, label %exit37
body36:
  %v40 = add nsw i64 %i38, 16
  store <16 x float> splat (float 0x0000000000000000), ptr %acc41
  store <16 x float> splat (float 0x0000000000000000), ptr %acc42
  store <16 x float> splat (float 0x0000000000000000), ptr %acc43
  store <16 x float> splat (float 0x0000000000000000), ptr %acc44
  store <16 x float> splat (float 0x0000000000000000), ptr %acc45
  store <16 x float> splat (float 0x0000000000000000), ptr %acc46
  store <16 x float> splat (float 0x0000000000000000), ptr %acc47
  store <16 x float> splat (float 0x0000000000000000), ptr %acc48
  store i64 0, ptr %c.addr.49
  br label %cond50
cond50:
  %i53 = load i64, ptr %c.addr.49
  %v54 = icmp slt i64 %i53, %size.C
  br i1 %v54, label %body51, label %exit52
body51:
  store i64 0, ptr %r.addr.55
  br label %cond56
cond56:
  %i59 = load i64, ptr %r.addr.55
  %v60 = icmp slt i64 %i59, %size.R
  br i1 %v60, label %body57, label %exit58
body57:
  store i64 0, ptr %s.addr.61
  br label %cond62
cond62:
  %i65 = load i64, ptr %s.addr.61
  %v66 = icmp slt i64 %i65, %size.S
  br i1 %v66, label %body63, label %exit64
body63:
  %v67 = sub i64 %i17, %i59
  %v68 = icmp sge i64 %v67, 0
  %v69 = icmp slt i64 %v67, %size.H
  %v70 = and i1 %v68, %v69
  %ins71 = insertelement <16 x i64> poison, i64 %i38, i64 0
  %splat72 = shufflevector <16 x i64> %ins71, <16 x i64> poison, <16 x i32> zeroinitializer
  %step73 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane74 = add <16 x i64> %splat72, %step73
  %ins75 = insertelement <16 x i64> poison, i64 %i65, i64 0
  %splat76 = shufflevector <16 x i64> %ins75, <16 x i64> poison, <16 x i32> zeroinitializer
  %v77 = sub <16 x i64> %lane74, %splat76
  %ins78 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat79 = shufflevector <16 x i64> %ins78, <16 x i64> poison, <16 x i32> zeroinitializer
  %v80 = icmp sge <16 x i64> %v77, zeroinitializer
  %v81 = icmp slt <16 x i64> %v77, %splat79
  %v82 = and <16 x i1> %v80, %v81
  %ins83 = insertelement <16 x i1> poison, i1 %v70, i64 0
  %splat84 = shufflevector <16 x i1> %ins83, <16 x i1> poison, <16 x i32> zeroinitializer
  %v85 = and <16 x i1> %splat84, %v82
  %v86 = mul i64 %i7, %size.C
  %v87 = add i64 %v86, %i53
  %v88 = mul i64 %v87, %size.H
  %v89 = sub i64 %i17, %i59
  %v90 = add i64 %v88, %v89
  %v91 = mul i64 %v90, %size.W
  %v92 = sub i64 %i38, %i65
  %v93 = add i64 %v91, %v92
  %p94 = getelementptr float, ptr %buf.x, i64 %v93
  %ld95 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p94, <16 x i1> %v85, <16 x float> zeroinitializer)
  %v96 = mul i64 %i53, %size.KG
  %v97 = add i64 %v96, %i24
  %v98 = mul i64 %v97, %size.R
  %v99 = add i64 %v98, %i59
  %v100 = mul i64 %v99, %size.S
  %v101 = add i64 %v100, %i65
  %p102 = getelementptr float, ptr %buf.w, i64 %v101
  %ld103 = load float, ptr %p102, align 4
  %ins104 = insertelement <16 x float> poison, float %ld103, i64 0
  %splat105 = shufflevector <16 x float> %ins104, <16 x float> poison, <16 x i32> zeroinitializer
  %v106 = fmul contract <16 x float> %ld95, %splat105
  %v107 = sub i64 %i17, %i59
  %v108 = icmp sge i64 %v107, 0
  %v109 = icmp slt i64 %v107, %size.H
  %v110 = and i1 %v108, %v109
  %ins111 = insertelement <16 x i64> poison, i64 %i65, i64 0
  %splat112 = shufflevector <16 x i64> %ins111, <16 x i64> poison, <16 x i32> zeroinitializer
  %v113 = sub <16 x i64> %lane74, %splat112
  %ins114 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat115 = shufflevector <16 x i64> %ins114, <16 x i64> poison, <16 x i32> zeroinitializer
  %v116 = icmp sge <16 x i64> %v113, zeroinitializer
  %v117 = icmp slt <16 x i64> %v113, %splat115
  %v118 = and <16 x i1> %v116, %v117
  %ins119 = insertelement <16 x i1> poison, i1 %v110, i64 0
  %splat120 = shufflevector <16 x i1> %ins119, <16 x i1> poison, <16 x i32> zeroinitializer
  %v121 = and <16 x i1> %splat120, %v118
  %old122 = load <16 x float>, ptr %acc41
  %v123 = fadd <16 x float> %old122, %v106
  %v124 = select <16 x i1> %v121, <16 x float> %v123, <16 x float> %old122
  store <16 x float> %v124, ptr %acc41
  %v125 = sub i64 %i17, %i59
  %v126 = icmp sge i64 %v125, 0
  %v127 = icmp slt i64 %v125, %size.H
  %v128 = and i1 %v126, %v127
  %ins129 = insertelement <16 x i64> poison, i64 %v40, i64 0
  %splat130 = shufflevector <16 x i64> %ins129, <16 x i64> poison, <16 x i32> zeroinitializer
  %step131 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane132 = add <16 x i64> %splat130, %step131
  %ins133 = insertelement <16 x i64> poison, i64 %i65, i64 0
  %splat134 = shufflevector <16 x i64> %ins133, <16 x i64> poison, <16 x i32> zeroinitializer
  %v135 = sub <16 x i64> %lane132, %splat134
  %ins136 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat137 = shufflevector <16 x i64> %ins136, <16 x i64> poison, <16 x i32> zeroinitializer
  %v138 = icmp sge <16 x i64> %v135, zeroinitializer
  %v139 = icmp slt <16 x i64> %v135, %splat137
  %v140 = and <16 x i1> %v138, %v139
  %ins141 = insertelement <16 x i1> poison, i1 %v128, i64 0
  %splat142 = shufflevector <16 x i1> %ins141, <16 x i1> poison, <16 x i32> zeroinitializer
  %v143 = and <16 x i1> %splat142, %v140
  %v144 = mul i64 %i7, %size.C
  %v145 = add i64 %v144, %i53
  %v146 = mul i64 %v145, %size.H
  %v147 = sub i64 %i17, %i59
  %v148 = add i64 %v146, %v147
  %v149 = mul i64 %v148, %size.W
  %v150 = sub i64 %v40, %i65
  %v151 = add i64 %v149, %v150
  %p152 = getelementptr float, ptr %buf.x, i64 %v151
  %ld153 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p152, <16 x i1> %v143, <16 x float> zeroinitializer)
  %v154 = mul i64 %i53, %size.KG
  %v155 = add i64 %v154, %i24
  %v156 = mul i64 %v155, %size.R
  %v157 = add i64 %v156, %i59
  %v158 = mul i64 %v157, %size.S
  %v159 = add i64 %v158, %i65
  %p160 = getelementptr float, ptr %buf.w, i64 %v159
  %ld161 = load float, ptr %p160, align 4
  %ins162 = insertelement <16 x float> poison, float %ld161, i64 0
  %splat163 = shufflevector <16 x float> %ins162, <16 x float> poison, <16 x i32> zeroinitializer
  %v164 = fmul contract <16 x float> %ld153, %splat163
  %v165 = sub i64 %i17, %i59
  %v166 = icmp sge i64 %v165, 0
  %v167 = icmp slt i64 %v165, %size.H
  %v168 = and i1 %v166, %v167
  %ins169 = insertelement <16 x i64> poison, i64 %i65, i64 0
  %splat170 = shufflevector <16 x i64> %ins169, <16 x i64> poison, <16 x i32> zeroinitializer
  %v171 = sub <16 x i64> %lane132, %splat170
  %ins172 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat173 = shufflevector <16 x i64> %ins172, <16 x i64> poison, <16 x i32> zeroinitializer
  %v174 = icmp sge <16 x i64> %v171, zeroinitializer
  %v175 = icmp slt <16 x i64> %v171, %splat173
  %v176 = and <16 x i1> %v174, %v175
  %ins177 = insertelement <16 x i1> poison, i1 %v168, i64 0
  %splat178 = shufflevector <16 x i1> %ins177, <16 x i1> poison, <16 x i32> zeroinitializer
  %v179 = and <16 x i1> %splat178, %v176
  %old180 = load <16 x float>, ptr %acc42
  %v181 = fadd <16 x float> %old180, %v164
  %v182 = select <16 x i1> %v179, <16 x float> %v181, <16 x float> %old180
  store <16 x float> %v182, ptr %acc42
  %v183 = sub i64 %i17, %i59
  %v184 = icmp sge i64 %v183, 0
  %v185 = icmp slt i64 %v183, %size.H
  %v186 = and i1 %v184, %v185
  %ins187 = insertelement <16 x i64> poison, i64 %i38, i64 0
  %splat188 = shufflevector <16 x i64> %ins187, <16 x i64> poison, <16 x i32> zeroinitializer
  %step189 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane190 = add <16 x i64> %splat188, %step189
  %ins191 = insertelement <16 x i64> poison, i64 %i65, i64 0
  %splat192 = shufflevector <16 x i64> %ins191, <16 x i64> poison, <16 x i32> zeroinitializer
  %v193 = sub <16 x i64> %lane190, %splat192
  %ins194 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat195 = shufflevector <16 x i64> %ins194, <16 x i64> poison, <16 x i32> zeroinitializer
  %v196 = icmp sge <16 x i64> %v193, zeroinitializer
  %v197 = icmp slt <16 x i64> %v193, %splat195
  %v198 = and <16 x i1> %v196, %v197
  %ins199 = insertelement <16 x i1> poison, i1 %v186, i64 0
  %splat200 = shufflevector <16 x i1> %ins199, <16 x i1> poison, <16 x i32> zeroinitializer
  %v201 = and <16 x i1> %splat200, %v198
  %v202 = mul i64 %i7, %size.C
  %v203 = add i64 %v202, %i53
  %v204 = mul i64 %v203, %size.H
  %v205 = sub i64 %i17, %i59
  %v206 = add i64 %v204, %v205
  %v207 = mul i64 %v206, %size.W
  %v208 = sub i64 %i38, %i65
  %v209 = add i64 %v207, %v208
  %p210 = getelementptr float, ptr %buf.x, i64 %v209
  %ld211 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p210, <16 x i1> %v201, <16 x float> zeroinitializer)
  %v212 = mul i64 %i53, %size.KG
  %v213 = add i64 %v212, %v26
  %v214 = mul i64 %v213, %size.R
  %v215 = add i64 %v214, %i59
  %v216 = mul i64 %v215, %size.S
  %v217 = add i64 %v216, %i65
  %p218 = getelementptr float, ptr %buf.w, i64 %v217
  %ld219 = load float, ptr %p218, align 4
  %ins220 = insertelement <16 x float> poison, float %ld219, i64 0
  %splat221 = shufflevector <16 x float> %ins220, <16 x float> poison, <16 x i32> zeroinitializer
  %v222 = fmul contract <16 x float> %ld211, %splat221
  %v223 = sub i64 %i17, %i59
  %v224 = icmp sge i64 %v223, 0
  %v225 = icmp slt i64 %v223, %size.H
  %v226 = and i1 %v224, %v225
  %ins227 = insertelement <16 x i64> poison, i64 %i65, i64 0
  %splat228 = shufflevector <16 x i64> %ins227, <16 x i64> poison, <16 x i32> zeroinitializer
  %v229 = sub <16 x i64> %lane190, %splat228
  %ins230 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat231 = shufflevector <16 x i64> %ins230, <16 x i64> poison, <16 x i32> zeroinitializer
  %v232 = icmp sge <16 x i64> %v229, zeroinitializer
  %v233 = icmp slt <16 x i64> %v229, %splat231
  %v234 = and <16 x i1> %v232, %v233
  %ins235 = insertelement <16 x i1> poison, i1 %v226, i64 0
  %splat236 = shufflevector <16 x i1> %ins235, <16 x i1> poison, <16 x i32> zeroinitializer
  %v237 = and <16 x i1> %splat236, %v234
  %old238 = load <16 x float>, ptr %acc43
  %v239 = fadd <16 x float> %old238, %v222
  %v240 = select <16 x i1> %v237, <16 x float> %v239, <16 x float> %old238
  store <16 x float> %v240, ptr %acc43
  %v241 = sub i64 %i17, %i59
  %v242 = icmp sge i64 %v241, 0
  %v243 = icmp slt i64 %v241, %size.H
  %v244 = and i1 %v242, %v243
  %ins245 = insertelement <16 x i64> poison, i64 %v40, i64 0
  %splat246 = shufflevector <16 x i64> %ins245, <16 x i64> poison, <16 x i32> zeroinitializer
  %step247 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane248 = add <16 x i64> %splat246, %step247
  %ins249 = insertelement <16 x i64> poison, i64 %i65, i64 0
  %splat250 = shufflevector <16 x i64> %ins249, <16 x i64> poison, <16 x i32> zeroinitializer
  %v251 = sub <16 x i64> %lane248, %splat250
  %ins252 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat253 = shufflevector <16 x i64> %ins252, <16 x i64> poison, <16 x i32> zeroinitializer
  %v254 = icmp sge <16 x i64> %v251, zeroinitializer
  %v255 = icmp slt <16 x i64> %v251, %splat253
  %v256 = and <16 x i1> %v254, %v255
  %ins257 = insertelement <16 x i1> poison, i1 %v244, i64 0
  %splat258 = shufflevector <16 x i1> %ins257, <16 x i1> poison, <16 x i32> zeroinitializer
  %v259 = and <16 x i1> %splat258, %v256
  %v260 = mul i64 %i7, %size.C
  %v261 = add i64 %v260, %i53
  %v262 = mul i64 %v261, %size.H
  %v263 = sub i64 %i17, %i59
  %v264 = add i64 %v262, %v263
  %v265 = mul i64 %v264, %size.W
  %v266 = sub i64 %v40, %i65
  %v267 = add i64 %v265, %v266
  %p268 = getelementptr float, ptr %buf.x, i64 %v267
  %ld269 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p268, <16 x i1> %v259, <16 x float> zeroinitializer)
  %v270 = mul i64 %i53, %size.KG
  %v271 = add i64 %v270, %v26
  %v272 = mul i64 %v271, %size.R
  %v273 = add i64 %v272, %i59
  %v274 = mul i64 %v273, %size.S
  %v275 = add i64 %v274, %i65
  %p276 = getelementptr float, ptr %buf.w, i64 %v275
  %ld277 = load float, ptr %p276, align 4
  %ins278 = insertelement <16 x float> poison, float %ld277, i64 0
  %splat279 = shufflevector <16 x float> %ins278, <16 x float> poison, <16 x i32> zeroinitializer
  %v280 = fmul contract <16 x float> %ld269, %splat279
  %v281 = sub i64 %i17, %i59
  %v282 = icmp sge i64 %v281, 0
  %v283 = icmp slt i64 %v281, %size.H
  %v284 = and i1 %v282, %v283
  %ins285 = insertelement <16 x i64> poison, i64 %i65, i64 0
  %splat286 = shufflevector <16 x i64> %ins285, <16 x i64> poison, <16 x i32> zeroinitializer
  %v287 = sub <16 x i64> %lane248, %splat286
  %ins288 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat289 = shufflevector <16 x i64> %ins288, <16 x i64> poison, <16 x i32> zeroinitializer
  %v290 = icmp sge <16 x i64> %v287, zeroinitializer
  %v291 = icmp slt <16 x i64> %v287, %splat289
  %v292 = and <16 x i1> %v290, %v291
  %ins293 = insertelement <16 x i1> poison, i1 %v284, i64 0
  %splat294 = shufflevector <16 x i1> %ins293, <16 x i1> poison, <16 x i32> zeroinitializer
  %v295 = and <16 x i1> %splat294, %v292
  %old296 = load <16 x float>, ptr %acc44
  %v297 = fadd <16 x float> %old296, %v280
  %v298 = select <16 x i1> %v295, <16 x float> %v297, <16 x float> %old296
  store <16 x float> %v298, ptr %acc44
  %v299 = sub i64 %i17, %i59
  %v300 = icmp sge i64 %v299, 0
  %v301 = icmp slt i64 %v299, %size.H
  %v302 = and i1 %v300, %v301
  %ins303 = insertelement <16 x i64> poison, i64 %i38, i64 0
  %splat304 = shufflevector <16 x i64> %ins303, <16 x i64> poison, <16 x i32> zeroinitializer
  %step305 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane306 = add <16 x i64> %splat304, %step305
  %ins307 = insertelement <16 x i64> poison, i64 %i65, i64 0
  %splat308 = shufflevector <16 x i64> %ins307, <16 x i64> poison, <16 x i32> zeroinitializer
  %v309 = sub <16 x i64> %lane306, %splat308
  %ins310 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat311 = shufflevector <16 x i64> %ins310, <16 x i64> poison, <16 x i32> zeroinitializer
  %v312 = icmp sge <16 x i64> %v309, zeroinitializer
  %v313 = icmp slt <16 x i64> %v309, %splat311
  %v314 = and <16 x i1> %v312, %v313
  %ins315 = insertelement <16 x i1> poison, i1 %v302, i64 0
  %splat316 = shufflevector <16 x i1> %ins315, <16 x i1> poison, <16 x i32> zeroinitializer
  %v317 = and <16 x i1> %splat316, %v314
  %v318 = mul i64 %i7, %size.C
  %v319 = add i64 %v318, %i53
  %v320 = mul i64 %v319, %size.H
  %v321 = sub i64 %i17, %i59
  %v322 = add i64 %v320, %v321
  %v323 = mul i64 %v322, %size.W
  %v324 = sub i64 %i38, %i65
  %v325 = add i64 %v323, %v324
  %p326 = getelementptr float, ptr %buf.x, i64 %v325
  %ld327 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p326, <16 x i1> %v317, <16 x float> zeroinitializer)
  %v328 = mul i64 %i53, %size.KG
  %v329 = add i64 %v328, %v27
  %v330 = mul i64 %v329, %size.R
  %v331 = add i64 %v330, %i59
  %v332 = mul i64 %v331, %size.S
  %v333 = add i64 %v332, %i65
  %p334 = getelementptr float, ptr %buf.w, i64 %v333
  %ld335 = load float, ptr %p334, align 4
  %ins336 = insertelement <16 x float> poison, float %ld335, i64 0
  %splat337 = shufflevector <16 x float> %ins336, <16 x float> poison, <16 x i32> zeroinitializer
  %v338 = fmul contract <16 x float> %ld327, %splat337
  %v339 = sub i64 %i17, %i59
  %v340 = icmp sge i64 %v339, 0
  %v341 = icmp slt i64 %v339, %size.H
  %v342 = and i1 %v340, %v341
  %ins343 = insertelement <16 x i64> poison, i64 %i65, i64 0
  %splat344 = shufflevector <16 x i64> %ins343, <16 x i64> poison, <16 x i32> zeroinitializer
  %v345 = sub <16 x i64> %lane306, %splat344
  %ins346 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat347 = shufflevector <16 x i64> %ins346, <16 x i64> poison, <16 x i32> zeroinitializer
  %v348 = icmp sge <16 x i64> %v345, zeroinitializer
  %v349 = icmp slt <16 x i64> %v345, %splat347
  %v350 = and <16 x i1> %v348, %v349
  %ins351 = insertelement <16 x i1> poison, i1 %v342, i64 0
  %splat352 = shufflevector <16 x i1> %ins351, <16 x i1> poison, <16 x i32> zeroinitializer
  %v353 = and <16 x i1> %splat352, %v350
  %old354 = load <16 x float>, ptr %acc45
  %v355 = fadd <16 x float> %old354, %v338
  %v356 = select <16 x i1> %v353, <16 x float> %v355, <16 x float> %old354
  store <16 x float> %v356, ptr %acc45
  %v357 = sub i64 %i17, %i59
  %v358 = icmp sge i64 %v357, 0
  %v359 = icmp slt i64 %v357, %size.H
  %v360 = and i1 %v358, %v359
  %ins361 = insertelement <16 x i64> poison, i64 %v40, i64 0
  %splat362 = shufflevector <16 x i64> %ins361, <16 x i64> poison, <16 x i32> zeroinitializer
  %step363 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane364 = add <16 x i64> %splat362, %step363
  %ins365 = insertelement <16 x i64> poison, i64 %i65, i64 0
  %splat366 = shufflevector <16 x i64> %ins365, <16 x i64> poison, <16 x i32> zeroinitializer
  %v367 = sub <16 x i64> %lane364, %splat366
  %ins368 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat369 = shufflevector <16 x i64> %ins368, <16 x i64> poison, <16 x i32> zeroinitializer
  %v370 = icmp sge <16 x i64> %v367, zeroinitializer
  %v371 = icmp slt <16 x i64> %v367, %splat369
  %v372 = and <16 x i1> %v370, %v371
  %ins373 = insertelement <16 x i1> poison, i1 %v360, i64 0
  %splat374 = shufflevector <16 x i1> %ins373, <16 x i1> poison, <16 x i32> zeroinitializer
  %v375 = and <16 x i1> %splat374, %v372
  %v376 = mul i64 %i7, %size.C
  %v377 = add i64 %v376, %i53
  %v378 = mul i64 %v377, %size.H
  %v379 = sub i64 %i17, %i59
  %v380 = add i64 %v378, %v379
  %v381 = mul i64 %v380, %size.W
  %v382 = sub i64 %v40, %i65
  %v383 = add i64 %v381, %v382
  %p384 = getelementptr float, ptr %buf.x, i64 %v383
  %ld385 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p384, <16 x i1> %v375, <16 x float> zeroinitializer)
  %v386 = mul i64 %i53, %size.KG
  %v387 = add i64 %v386, %v27
  %v388 = mul i64 %v387, %size.R
  %v389 = add i64 %v388, %i59
  %v390 = mul i64 %v389, %size.S
  %v391 = add i64 %v390, %i65
  %p392 = getelementptr float, ptr %buf.w, i64 %v391
  %ld393 = load float, ptr %p392, align 4
  %ins394 = insertelement <16 x float> poison, float %ld393, i64 0
  %splat395 = shufflevector <16 x float> %ins394, <16 x float> poison, <16 x i32> zeroinitializer
  %v396 = fmul contract <16 x float> %ld385, %splat395
  %v397 = sub i64 %i17, %i59
  %v398 = icmp sge i64 %v397, 0
  %v399 = icmp slt i64 %v397, %size.H
  %v400 = and i1 %v398, %v399
  %ins401 = insertelement <16 x i64> poison, i64 %i65, i64 0
  %splat402 = shufflevector <16 x i64> %ins401, <16 x i64> poison, <16 x i32> zeroinitializer
  %v403 = sub <16 x i64> %lane364, %splat402
  %ins404 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat405 = shufflevector <16 x i64> %ins404, <16 x i64> poison, <16 x i32> zeroinitializer
  %v406 = icmp sge <16 x i64> %v403, zeroinitializer
  %v407 = icmp slt <16 x i64> %v403, %splat405
  %v408 = and <16 x i1> %v406, %v407
  %ins409 = insertelement <16 x i1> poison, i1 %v400, i64 0
  %splat410 = shufflevector <16 x i1> %ins409, <16 x i1> poison, <16 x i32> zeroinitializer
  %v411 = and <16 x i1> %splat410, %v408
  %old412 = load <16 x float>, ptr %acc46
  %v413 = fadd <16 x float> %old412, %v396
  %v414 = select <16 x i1> %v411, <16 x float> %v413, <16 x float> %old412
  store <16 x float> %v414, ptr %acc46
  %v415 = sub i64 %i17, %i59
  %v416 = icmp sge i64 %v415, 0
  %v417 = icmp slt i64 %v415, %size.H
  %v418 = and i1 %v416, %v417
  %ins419 = insertelement <16 x i64> poison, i64 %i38, i64 0
  %splat420 = shufflevector <16 x i64> %ins419, <16 x i64> poison, <16 x i32> zeroinitializer
  %step421 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane422 = add <16 x i64> %splat420, %step421
  %ins423 = insertelement <16 x i64> poison, i64 %i65, i64 0
  %splat424 = shufflevector <16 x i64> %ins423, <16 x i64> poison, <16 x i32> zeroinitializer
  %v425 = sub <16 x i64> %lane422, %splat424
  %ins426 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat427 = shufflevector <16 x i64> %ins426, <16 x i64> poison, <16 x i32> zeroinitializer
  %v428 = icmp sge <16 x i64> %v425, zeroinitializer
  %v429 = icmp slt <16 x i64> %v425, %splat427
  %v430 = and <16 x i1> %v428, %v429
  %ins431 = insertelement <16 x i1> poison, i1 %v418, i64 0
  %splat432 = shufflevector <16 x i1> %ins431, <16 x i1> poison, <16 x i32> zeroinitializer
  %v433 = and <16 x i1> %splat432, %v430
  %v434 = mul i64 %i7, %size.C
  %v435 = add i64 %v434, %i53
  %v436 = mul i64 %v435, %size.H
  %v437 = sub i64 %i17, %i59
  %v438 = add i64 %v436, %v437
  %v439 = mul i64 %v438, %size.W
  %v440 = sub i64 %i38, %i65
  %v441 = add i64 %v439, %v440
  %p442 = getelementptr float, ptr %buf.x, i64 %v441
  %ld443 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p442, <16 x i1> %v433, <16 x float> zeroinitializer)
  %v444 = mul i64 %i53, %size.KG
  %v445 = add i64 %v444, %v28
  %v446 = mul i64 %v445, %size.R
  %v447 = add i64 %v446, %i59
  %v448 = mul i64 %v447, %size.S
  %v449 = add i64 %v448, %i65
  %p450 = getelementptr float, ptr %buf.w, i64 %v449
  %ld451 = load float, ptr %p450, align 4
  %ins452 = insertelement <16 x float> poison, float %ld451, i64 0
  %splat453 = shufflevector <16 x float> %ins452, <16 x float> poison, <16 x i32> zeroinitializer
  %v454 = fmul contract <16 x float> %ld443, %splat453
  %v455 = sub i64 %i17, %i59
  %v456 = icmp sge i64 %v455, 0
  %v457 = icmp slt i64 %v455, %size.H
  %v458 = and i1 %v456, %v457
  %ins459 = insertelement <16 x i64> poison, i64 %i65, i64 0
  %splat460 = shufflevector <16 x i64> %ins459, <16 x i64> poison, <16 x i32> zeroinitializer
  %v461 = sub <16 x i64> %lane422, %splat460
  %ins462 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat463 = shufflevector <16 x i64> %ins462, <16 x i64> poison, <16 x i32> zeroinitializer
  %v464 = icmp sge <16 x i64> %v461, zeroinitializer
  %v465 = icmp slt <16 x i64> %v461, %splat463
  %v466 = and <16 x i1> %v464, %v465
  %ins467 = insertelement <16 x i1> poison, i1 %v458, i64 0
  %splat468 = shufflevector <16 x i1> %ins467, <16 x i1> poison, <16 x i32> zeroinitializer
  %v469 = and <16 x i1> %splat468, %v466
  %old470 = load <16 x float>, ptr %acc47
  %v471 = fadd <16 x float> %old470, %v454
  %v472 = select <16 x i1> %v469, <16 x float> %v471, <16 x float> %old470
  store <16 x float> %v472, ptr %acc47
  %v473 = sub i64 %i17, %i59
  %v474 = icmp sge i64 %v473, 0
  %v475 = icmp slt i64 %v473, %size.H
  %v476 = and i1 %v474, %v475
  %ins477 = insertelement <16 x i64> poison, i64 %v40, i64 0
  %splat478 = shufflevector <16 x i64> %ins477, <16 x i64> poison, <16 x i32> zeroinitializer
  %step479 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane480 = add <16 x i64> %splat478, %step479
  %ins481 = insertelement <16 x i64> poison, i64 %i65, i64 0
  %splat482 = shufflevector <16 x i64> %ins481, <16 x i64> poison, <16 x i32> zeroinitializer
  %v483 = sub <16 x i64> %lane480, %splat482
  %ins484 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat485 = shufflevector <16 x i64> %ins484, <16 x i64> poison, <16 x i32> zeroinitializer
  %v486 = icmp sge <16 x i64> %v483, zeroinitializer
  %v487 = icmp slt <16 x i64> %v483, %splat485
  %v488 = and <16 x i1> %v486, %v487
  %ins489 = insertelement <16 x i1> poison, i1 %v476, i64 0
  %splat490 = shufflevector <16 x i1> %ins489, <16 x i1> poison, <16 x i32> zeroinitializer
  %v491 = and <16 x i1> %splat490, %v488
  %v492 = mul i64 %i7, %size.C
  %v493 = add i64 %v492, %i53
  %v494 = mul i64 %v493, %size.H
  %v495 = sub i64 %i17, %i59
  %v496 = add i64 %v494, %v495
  %v497 = mul i64 %v496, %size.W
  %v498 = sub i64 %v40, %i65
  %v499 = add i64 %v497, %v498
  %p500 = getelementptr float, ptr %buf.x, i64 %v499
  %ld501 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p500, <16 x i1> %v491, <16 x float> zeroinitializer)
  %v502 = mul i64 %i53, %size.KG
  %v503 = add i64 %v502, %v28
  %v504 = mul i64 %v503, %size.R
  %v505 = add i64 %v504, %i59
  %v506 = mul i64 %v505, %size.S
  %v507 = add i64 %v506, %i65
  %p508 = getelementptr float, ptr %buf.w, i64 %v507
  %ld509 = load float, ptr %p508, align 4
  %ins510 = insertelement <16 x float> poison, float %ld509, i64 0
  %splat511 = shufflevector <16 x float> %ins510, <16 x float> poison, <16 x i32> zeroinitializer
  %v512 = fmul contract <16 x float> %ld501, %splat511
  %v513 = sub i64 %i17, %i59
  %v514 = icmp sge i64 %v513, 0
  %v515 = icmp slt i64 %v513, %size.H
  %v516 = and i1 %v514, %v515
  %ins517 = insertelement <16 x i64> poison, i64 %i65, i64 0
  %splat518 = shufflevector <16 x i64> %ins517, <16 x i64> poison, <16 x i32> zeroinitializer
  %v519 = sub <16 x i64> %lane480, %splat518
  %ins520 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat521 = shufflevector <16 x i64> %ins520, <16 x i64> poison, <16 x i32> zeroinitializer
  %v522 = icmp sge <16 x i64> %v519, zeroinitializer
  %v523 = icmp slt <16 x i64> %v519, %splat521
  %v524 = and <16 x i1> %v522, %v523
  %ins525 = insertelement <16 x i1> poison, i1 %v516, i64 0
  %splat526 = shufflevector <16 x i1> %ins525, <16 x i1> poison, <16 x i32> zeroinitializer
  %v527 = and <16 x i1> %splat526, %v524
  %old528 = load <16 x float>, ptr %acc48
  %v529 = fadd <16 x float> %old528, %v512
  %v530 = select <16 x i1> %v527, <16 x float> %v529, <16 x float> %old528
  store <16 x float> %v530, ptr %acc48
  %v531 = add nsw i64 %i65, 1
  store i64 %v531, ptr %s.addr.61
  br label %cond62
exit64:
  %v532 = add nsw i64 %i59, 1
  store i64 %v532, ptr %r.addr.55
  br label %cond56
exit58:
  %v533 = add nsw i64 %i53, 1
  store i64 %v533, ptr %c.addr.49
  br label %cond50
exit52:
  %red534 = load <16 x float>, ptr %acc41
  %red535 = load <16 x float>, ptr %acc42
  %red536 = load <16 x float>, ptr %acc43
  %red537 = load <16 x float>, ptr %acc44
  %red538 = load <16 x float>, ptr %acc45
  %red539 = load <16 x float>, ptr %acc46
  %red540 = load <16 x float>, ptr %acc47
  %red541 = load <16 x float>, ptr %acc48
  %p542 = getelementptr float, ptr %buf.b, i64 %i24
  %ld543 = load float, ptr %p542, align 4
  %ins544 = insertelement <16 x float> poison, float %ld543, i64 0
  %splat545 = shufflevector <16 x float> %ins544, <16 x float> poison, <16 x i32> zeroinitializer
  %v546 = fadd contract <16 x float> %splat545, %red534
  %v547 = mul i64 %i7, %size.KG
  %v548 = add i64 %v547, %i24
  %v549 = sub i64 %size.H, 1
  %v550 = sub i64 %size.R, 1
  %v551 = add i64 %v549, %v550
  %v552 = add i64 %v551, 1
  %v553 = mul i64 %v548, %v552
  %v554 = add i64 %v553, %i17
  %v555 = sub i64 %size.W, 1
  %v556 = sub i64 %size.S, 1
  %v557 = add i64 %v555, %v556
  %v558 = add i64 %v557, 1
  %v559 = mul i64 %v554, %v558
  %v560 = add i64 %v559, %i38
  %p561 = getelementptr float, ptr %buf.y, i64 %v560
  store <16 x float> %v546, ptr %p561, align 4
  %p562 = getelementptr float, ptr %buf.b, i64 %i24
  %ld563 = load float, ptr %p562, align 4
  %ins564 = insertelement <16 x float> poison, float %ld563, i64 0
  %splat565 = shufflevector <16 x float> %ins564, <16 x float> poison, <16 x i32> zeroinitializer
  %v566 = fadd contract <16 x float> %splat565, %red535
  %v567 = mul i64 %i7, %size.KG
  %v568 = add i64 %v567, %i24
  %v569 = sub i64 %size.H, 1
  %v570 = sub i64 %size.R, 1
  %v571 = add i64 %v569, %v570
  %v572 = add i64 %v571, 1
  %v573 = mul i64 %v568, %v572
  %v574 = add i64 %v573, %i17
  %v575 = sub i64 %size.W, 1
  %v576 = sub i64 %size.S, 1
  %v577 = add i64 %v575, %v576
  %v578 = add i64 %v577, 1
  %v579 = mul i64 %v574, %v578
  %v580 = add i64 %v579, %v40
  %p581 = getelementptr float, ptr %buf.y, i64 %v580
  store <16 x float> %v566, ptr %p581, align 4
  %p582 = getelementptr float, ptr %buf.b, i64 %v26
  %ld583 = load float, ptr %p582, align 4
  %ins584 = insertelement <16 x float> poison, float %ld583, i64 0
  %splat585 = shufflevector <16 x float> %ins584, <16 x float> poison, <16 x i32> zeroinitializer
  %v586 = fadd contract <16 x float> %splat585, %red536
  %v587 = mul i64 %i7, %size.KG
  %v588 = add i64 %v587, %v26
  %v589 = sub i64 %size.H, 1
  %v590 = sub i64 %size.R, 1
  %v591 = add i64 %v589, %v590
  %v592 = add i64 %v591, 1
  %v593 = mul i64 %v588, %v592
  %v594 = add i64 %v593, %i17
  %v595 = sub i64 %size.W, 1
  %v596 = sub i64 %size.S, 1
  %v597 = add i64 %v595, %v596
  %v598 = add i64 %v597, 1
  %v599 = mul i64 %v594, %v598
  %v600 = add i64 %v599, %i38
  %p601 = getelementptr float, ptr %buf.y, i64 %v600
  store <16 x float> %v586, ptr %p601, align 4
  %p602 = getelementptr float, ptr %buf.b, i64 %v26
  %ld603 = load float, ptr %p602, align 4
  %ins604 = insertelement <16 x float> poison, float %ld603, i64 0
  %splat605 = shufflevector <16 x float> %ins604, <16 x float> poison, <16 x i32> zeroinitializer
  %v606 = fadd contract <16 x float> %splat605, %red537
  %v607 = mul i64 %i7, %size.KG
  %v608 = add i64 %v607, %v26
  %v609 = sub i64 %size.H, 1
  %v610 = sub i64 %size.R, 1
  %v611 = add i64 %v609, %v610
  %v612 = add i64 %v611, 1
  %v613 = mul i64 %v608, %v612
  %v614 = add i64 %v613, %i17
  %v615 = sub i64 %size.W, 1
  %v616 = sub i64 %size.S, 1
  %v617 = add i64 %v615, %v616
  %v618 = add i64 %v617, 1
  %v619 = mul i64 %v614, %v618
  %v620 = add i64 %v619, %v40
  %p621 = getelementptr float, ptr %buf.y, i64 %v620
  store <16 x float> %v606, ptr %p621, align 4
  %p622 = getelementptr float, ptr %buf.b, i64 %v27
  %ld623 = load float, ptr %p622, align 4
  %ins624 = insertelement <16 x float> poison, float %ld623, i64 0
  %splat625 = shufflevector <16 x float> %ins624, <16 x float> poison, <16 x i32> zeroinitializer
  %v626 = fadd contract <16 x float> %splat625, %red538
  %v627 = mul i64 %i7, %size.KG
  %v628 = add i64 %v627, %v27
  %v629 = sub i64 %size.H, 1
  %v630 = sub i64 %size.R, 1
  %v631 = add i64 %v629, %v630
  %v632 = add i64 %v631, 1
  %v633 = mul i64 %v628, %v632
  %v634 = add i64 %v633, %i17
  %v635 = sub i64 %size.W, 1
  %v636 = sub i64 %size.S, 1
  %v637 = add i64 %v635, %v636
  %v638 = add i64 %v637, 1
  %v639 = mul i64 %v634, %v638
  %v640 = add i64 %v639, %i38
  %p641 = getelementptr float, ptr %buf.y, i64 %v640
  store <16 x float> %v626, ptr %p641, align 4
  %p642 = getelementptr float, ptr %buf.b, i64 %v27
  %ld643 = load float, ptr %p642, align 4
  %ins644 = insertelement <16 x float> poison, float %ld643, i64 0
  %splat645 = shufflevector <16 x float> %ins644, <16 x float> poison, <16 x i32> zeroinitializer
  %v646 = fadd contract <16 x float> %splat645, %red539
  %v647 = mul i64 %i7, %size.KG
  %v648 = add i64 %v647, %v27
  %v649 = sub i64 %size.H, 1
  %v650 = sub i64 %size.R, 1
  %v651 = add i64 %v649, %v650
  %v652 = add i64 %v651, 1
  %v653 = mul i64 %v648, %v652
  %v654 = add i64 %v653, %i17
  %v655 = sub i64 %size.W, 1
  %v656 = sub i64 %size.S, 1
  %v657 = add i64 %v655, %v656
  %v658 = add i64 %v657, 1
  %v659 = mul i64 %v654, %v658
  %v660 = add i64 %v659, %v40
  %p661 = getelementptr float, ptr %buf.y, i64 %v660
  store <16 x float> %v646, ptr %p661, align 4
  %p662 = getelementptr float, ptr %buf.b, i64 %v28
  %ld663 = load float, ptr %p662, align 4
  %ins664 = insertelement <16 x float> poison, float %ld663, i64 0
  %splat665 = shufflevector <16 x float> %ins664, <16 x float> poison, <16 x i32> zeroinitializer
  %v666 = fadd contract <16 x float> %splat665, %red540
  %v667 = mul i64 %i7, %size.KG
  %v668 = add i64 %v667, %v28
  %v669 = sub i64 %size.H, 1
  %v670 = sub i64 %size.R, 1
  %v671 = add i64 %v669, %v670
  %v672 = add i64 %v671, 1
  %v673 = mul i64 %v668, %v672
  %v674 = add i64 %v673, %i17
  %v675 = sub i64 %size.W, 1
  %v676 = sub i64 %size.S, 1
  %v677 = add i64 %v675, %v676
  %v678 = add i64 %v677, 1
  %v679 = mul i64 %v674, %v678
  %v680 = add i64 %v679, %i38
  %p681 = getelementptr float, ptr %buf.y, i64 %v680
  store <16 x float> %v666, ptr %p681, align 4
  %p682 = getelementptr float, ptr %buf.b, i64 %v28
  %ld683 = load float, ptr %p682, align 4
  %ins684 = insertelement <16 x float> poison, float %ld683, i64 0
  %splat685 = shufflevector <16 x float> %ins684, <16 x float> poison, <16 x i32> zeroinitializer
  %v686 = fadd contract <16 x float> %splat685, %red541
  %v687 = mul i64 %i7, %size.KG
  %v688 = add i64 %v687, %v28
  %v689 = sub i64 %size.H, 1
  %v690 = sub i64 %size.R, 1
  %v691 = add i64 %v689, %v690
  %v692 = add i64 %v691, 1
  %v693 = mul i64 %v688, %v692
  %v694 = add i64 %v693, %i17
  %v695 = sub i64 %size.W, 1
  %v696 = sub i64 %size.S, 1
  %v697 = add i64 %v695, %v696
  %v698 = add i64 %v697, 1
  %v699 = mul i64 %v694, %v698
  %v700 = add i64 %v699, %v40
  %p701 = getelementptr float, ptr %buf.y, i64 %v700
  store <16 x float> %v686, ptr %p701, align 4
  %v702 = add nsw i64 %i38, 32
  store i64 %v702, ptr %q.addr.33
  br label %cond35
exit37:
  %v703 = load i64, ptr %q.addr.33
  %v704 = sub i64 %size.W, 1
  %v705 = sub i64 %size.S, 1
  %v706 = add i64 %v704, %v705
  %v707 = add i64 %v706, 1
  store i64 %v703, ptr %q.addr.708
  %v709 = sub i64 %v707, 16
  br label %cond710
cond710:
  %i713 = load i64, ptr %q.addr.708
  %v714 = icmp sle i64 %i713, %v709
  br i1 %v714, label %body711, label %exit712
body711:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc715
  store i64 0, ptr %c.addr.716
  br label %cond717
cond717:
  %i720 = load i64, ptr %c.addr.716
  %v721 = icmp slt i64 %i720, %size.C
  br i1 %v721, label %body718, label %exit719
body718:
  store i64 0, ptr %r.addr.722
  br label %cond723
cond723:
  %i726 = load i64, ptr %r.addr.722
  %v727 = icmp slt i64 %i726, %size.R
  br i1 %v727, label %body724, label %exit725
body724:
  store i64 0, ptr %s.addr.728
  br label %cond729
cond729:
  %i732 = load i64, ptr %s.addr.728
  %v733 = icmp slt i64 %i732, %size.S
  br i1 %v733, label %body730, label %exit731
body730:
  %v734 = sub i64 %i17, %i726
  %v735 = icmp sge i64 %v734, 0
  %v736 = icmp slt i64 %v734, %size.H
  %v737 = and i1 %v735, %v736
  %ins738 = insertelement <16 x i64> poison, i64 %i713, i64 0
  %splat739 = shufflevector <16 x i64> %ins738, <16 x i64> poison, <16 x i32> zeroinitializer
  %step740 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane741 = add <16 x i64> %splat739, %step740
  %ins742 = insertelement <16 x i64> poison, i64 %i732, i64 0
  %splat743 = shufflevector <16 x i64> %ins742, <16 x i64> poison, <16 x i32> zeroinitializer
  %v744 = sub <16 x i64> %lane741, %splat743
  %ins745 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat746 = shufflevector <16 x i64> %ins745, <16 x i64> poison, <16 x i32> zeroinitializer
  %v747 = icmp sge <16 x i64> %v744, zeroinitializer
  %v748 = icmp slt <16 x i64> %v744, %splat746
  %v749 = and <16 x i1> %v747, %v748
  %ins750 = insertelement <16 x i1> poison, i1 %v737, i64 0
  %splat751 = shufflevector <16 x i1> %ins750, <16 x i1> poison, <16 x i32> zeroinitializer
  %v752 = and <16 x i1> %splat751, %v749
  %v753 = mul i64 %i7, %size.C
  %v754 = add i64 %v753, %i720
  %v755 = mul i64 %v754, %size.H
  %v756 = sub i64 %i17, %i726
  %v757 = add i64 %v755, %v756
  %v758 = mul i64 %v757, %size.W
  %v759 = sub i64 %i713, %i732
  %v760 = add i64 %v758, %v759
  %p761 = getelementptr float, ptr %buf.x, i64 %v760
  %ld762 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p761, <16 x i1> %v752, <16 x float> zeroinitializer)
  %v763 = mul i64 %i720, %size.KG
  %v764 = add i64 %v763, %i24
  %v765 = mul i64 %v764, %size.R
  %v766 = add i64 %v765, %i726
  %v767 = mul i64 %v766, %size.S
  %v768 = add i64 %v767, %i732
  %p769 = getelementptr float, ptr %buf.w, i64 %v768
  %ld770 = load float, ptr %p769, align 4
  %ins771 = insertelement <16 x float> poison, float %ld770, i64 0
  %splat772 = shufflevector <16 x float> %ins771, <16 x float> poison, <16 x i32> zeroinitializer
  %v773 = fmul contract <16 x float> %ld762, %splat772
  %v774 = sub i64 %i17, %i726
  %v775 = icmp sge i64 %v774, 0
  %v776 = icmp slt i64 %v774, %size.H
  %v777 = and i1 %v775, %v776
  %ins778 = insertelement <16 x i64> poison, i64 %i732, i64 0
  %splat779 = shufflevector <16 x i64> %ins778, <16 x i64> poison, <16 x i32> zeroinitializer
  %v780 = sub <16 x i64> %lane741, %splat779
  %ins781 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat782 = shufflevector <16 x i64> %ins781, <16 x i64> poison, <16 x i32> zeroinitializer
  %v783 = icmp sge <16 x i64> %v780, zeroinitializer
  %v784 = icmp slt <16 x i64> %v780, %splat782
  %v785 = and <16 x i1> %v783, %v784
  %ins786 = insertelement <16 x i1> poison, i1 %v777, i64 0
  %splat787 = shufflevector <16 x i1> %ins786, <16 x i1> poison, <16 x i32> zeroinitializer
  %v788 = and <16 x i1> %splat787, %v785
  %old789 = load <16 x float>, ptr %acc715
  %v790 = fadd <16 x float> %old789, %v773
  %v791 = select <16 x i1> %v788, <16 x float> %v790, <16 x float> %old789
  store <16 x float> %v791, ptr %acc715
  %v792 = add nsw i64 %i732, 1
  store i64 %v792, ptr %s.addr.728
  br label %cond729
exit731:
  %v793 = add nsw i64 %i726, 1
  store i64 %v793, ptr %r.addr.722
  br label %cond723
exit725:
  %v794 = add nsw i64 %i720, 1
  store i64 %v794, ptr %c.addr.716
  br label %cond717
exit719:
  %red795 = load <16 x float>, ptr %acc715
  %p796 = getelementptr float, ptr %buf.b, i64 %i24
  %ld797 = load float, ptr %p796, align 4
  %ins798 = insertelement <16 x float> poison, float %ld797, i64 0
  %splat799 = shufflevector <16 x float> %ins798, <16 x float> poison, <16 x i32> zeroinitializer
  %v800 = fadd contract <16 x float> %splat799, %red795
  %v801 = mul i64 %i7, %size.KG
  %v802 = add i64 %v801, %i24
  %v803 = sub i64 %size.H, 1
  %v804 = sub i64 %size.R, 1
  %v805 = add i64 %v803, %v804
  %v806 = add i64 %v805, 1
  %v807 = mul i64 %v802, %v806
  %v808 = add i64 %v807, %i17
  %v809 = sub i64 %size.W, 1
  %v810 = sub i64 %size.S, 1
  %v811 = add i64 %v809, %v810
  %v812 = add i64 %v811, 1
  %v813 = mul i64 %v808, %v812
  %v814 = add i64 %v813, %i713
  %p815 = getelementptr float, ptr %buf.y, i64 %v814
  store <16 x float> %v800, ptr %p815, align 4
  %v816 = add nsw i64 %i713, 16
  store i64 %v816, ptr %q.addr.708
  br label %cond710
exit712:
  %i817 = load i64, ptr %q.addr.708
  %v818 = icmp slt i64 %i817, %v707
  br i1 %v818, label %tail819, label %done820
tail819:
  %mask821 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i817, i64 %v707)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc822
  store i64 0, ptr %c.addr.823
  br label %cond824
cond824:
  %i827 = load i64, ptr %c.addr.823
  %v828 = icmp slt i64 %i827, %size.C
  br i1 %v828, label %body825, label %exit826
body825:
  store i64 0, ptr %r.addr.829
  br label %cond830
cond830:
  %i833 = load i64, ptr %r.addr.829
  %v834 = icmp slt i64 %i833, %size.R
  br i1 %v834, label %body831, label %exit832
body831:
  store i64 0, ptr %s.addr.835
  br label %cond836
cond836:
  %i839 = load i64, ptr %s.addr.835
  %v840 = icmp slt i64 %i839, %size.S
  br i1 %v840, label %body837, label %exit838
body837:
  %v841 = sub i64 %i17, %i833
  %v842 = icmp sge i64 %v841, 0
  %v843 = icmp slt i64 %v841, %size.H
  %v844 = and i1 %v842, %v843
  %ins845 = insertelement <16 x i64> poison, i64 %i817, i64 0
  %splat846 = shufflevector <16 x i64> %ins845, <16 x i64> poison, <16 x i32> zeroinitializer
  %step847 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane848 = add <16 x i64> %splat846, %step847
  %ins849 = insertelement <16 x i64> poison, i64 %i839, i64 0
  %splat850 = shufflevector <16 x i64> %ins849, <16 x i64> poison, <16 x i32> zeroinitializer
  %v851 = sub <16 x i64> %lane848, %splat850
  %ins852 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat853 = shufflevector <16 x i64> %ins852, <16 x i64> poison, <16 x i32> zeroinitializer
  %v854 = icmp sge <16 x i64> %v851, zeroinitializer
  %v855 = icmp slt <16 x i64> %v851, %splat853
  %v856 = and <16 x i1> %v854, %v855
  %ins857 = insertelement <16 x i1> poison, i1 %v844, i64 0
  %splat858 = shufflevector <16 x i1> %ins857, <16 x i1> poison, <16 x i32> zeroinitializer
  %v859 = and <16 x i1> %splat858, %v856
  %v860 = and <16 x i1> %mask821, %v859
  %v861 = mul i64 %i7, %size.C
  %v862 = add i64 %v861, %i827
  %v863 = mul i64 %v862, %size.H
  %v864 = sub i64 %i17, %i833
  %v865 = add i64 %v863, %v864
  %v866 = mul i64 %v865, %size.W
  %v867 = sub i64 %i817, %i839
  %v868 = add i64 %v866, %v867
  %p869 = getelementptr float, ptr %buf.x, i64 %v868
  %ld870 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p869, <16 x i1> %v860, <16 x float> zeroinitializer)
  %v871 = mul i64 %i827, %size.KG
  %v872 = add i64 %v871, %i24
  %v873 = mul i64 %v872, %size.R
  %v874 = add i64 %v873, %i833
  %v875 = mul i64 %v874, %size.S
  %v876 = add i64 %v875, %i839
  %p877 = getelementptr float, ptr %buf.w, i64 %v876
  %ld878 = load float, ptr %p877, align 4
  %ins879 = insertelement <16 x float> poison, float %ld878, i64 0
  %splat880 = shufflevector <16 x float> %ins879, <16 x float> poison, <16 x i32> zeroinitializer
  %v881 = fmul contract <16 x float> %ld870, %splat880
  %v882 = sub i64 %i17, %i833
  %v883 = icmp sge i64 %v882, 0
  %v884 = icmp slt i64 %v882, %size.H
  %v885 = and i1 %v883, %v884
  %ins886 = insertelement <16 x i64> poison, i64 %i839, i64 0
  %splat887 = shufflevector <16 x i64> %ins886, <16 x i64> poison, <16 x i32> zeroinitializer
  %v888 = sub <16 x i64> %lane848, %splat887
  %ins889 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat890 = shufflevector <16 x i64> %ins889, <16 x i64> poison, <16 x i32> zeroinitializer
  %v891 = icmp sge <16 x i64> %v888, zeroinitializer
  %v892 = icmp slt <16 x i64> %v888, %splat890
  %v893 = and <16 x i1> %v891, %v892
  %ins894 = insertelement <16 x i1> poison, i1 %v885, i64 0
  %splat895 = shufflevector <16 x i1> %ins894, <16 x i1> poison, <16 x i32> zeroinitializer
  %v896 = and <16 x i1> %splat895, %v893
  %v897 = and <16 x i1> %mask821, %v896
  %old898 = load <16 x float>, ptr %acc822
  %v899 = fadd <16 x float> %old898, %v881
  %v900 = select <16 x i1> %v897, <16 x float> %v899, <16 x float> %old898
  store <16 x float> %v900, ptr %acc822
  %v901 = add nsw i64 %i839, 1
  store i64 %v901, ptr %s.addr.835
  br label %cond836
exit838:
  %v902 = add nsw i64 %i833, 1
  store i64 %v902, ptr %r.addr.829
  br label %cond830
exit832:
  %v903 = add nsw i64 %i827, 1
  store i64 %v903, ptr %c.addr.823
  br label %cond824
exit826:
  %red904 = load <16 x float>, ptr %acc822
  %p905 = getelementptr float, ptr %buf.b, i64 %i24
  %ld906 = load float, ptr %p905, align 4
  %ins907 = insertelement <16 x float> poison, float %ld906, i64 0
  %splat908 = shufflevector <16 x float> %ins907, <16 x float> poison, <16 x i32> zeroinitializer
  %v909 = fadd contract <16 x float> %splat908, %red904
  %v910 = mul i64 %i7, %size.KG
  %v911 = add i64 %v910, %i24
  %v912 = sub i64 %size.H, 1
  %v913 = sub i64 %size.R, 1
  %v914 = add i64 %v912, %v913
  %v915 = add i64 %v914, 1
  %v916 = mul i64 %v911, %v915
  %v917 = add i64 %v916, %i17
  %v918 = sub i64 %size.W, 1
  %v919 = sub i64 %size.S, 1
  %v920 = add i64 %v918, %v919
  %v921 = add i64 %v920, 1
  %v922 = mul i64 %v917, %v921
  %v923 = add i64 %v922, %i817
  %p924 = getelementptr float, ptr %buf.y, i64 %v923
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v909, ptr align 4 %p924, <16 x i1> %mask821)
  br label %done820
done820:
  %v925 = sub i64 %size.W, 1
  %v926 = sub i64 %size.S, 1
  %v927 = add i64 %v925, %v926
  %v928 = add i64 %v927, 1
  store i64 %v703, ptr %q.addr.929
  %v930 = sub i64 %v928, 16
  br label %cond931
cond931:
  %i934 = load i64, ptr %q.addr.929
  %v935 = icmp sle i64 %i934, %v930
  br i1 %v935, label %body932, label %exit933
body932:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc936
  store i64 0, ptr %c.addr.937
  br label %cond938
cond938:
  %i941 = load i64, ptr %c.addr.937
  %v942 = icmp slt i64 %i941, %size.C
  br i1 %v942, label %body939, label %exit940
body939:
  store i64 0, ptr %r.addr.943
  br label %cond944
cond944:
  %i947 = load i64, ptr %r.addr.943
  %v948 = icmp slt i64 %i947, %size.R
  br i1 %v948, label %body945, label %exit946
body945:
  store i64 0, ptr %s.addr.949
  br label %cond950
cond950:
  %i953 = load i64, ptr %s.addr.949
  %v954 = icmp slt i64 %i953, %size.S
  br i1 %v954, label %body951, label %exit952
body951:
  %v955 = sub i64 %i17, %i947
  %v956 = icmp sge i64 %v955, 0
  %v957 = icmp slt i64 %v955, %size.H
  %v958 = and i1 %v956, %v957
  %ins959 = insertelement <16 x i64> poison, i64 %i934, i64 0
  %splat960 = shufflevector <16 x i64> %ins959, <16 x i64> poison, <16 x i32> zeroinitializer
  %step961 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane962 = add <16 x i64> %splat960, %step961
  %ins963 = insertelement <16 x i64> poison, i64 %i953, i64 0
  %splat964 = shufflevector <16 x i64> %ins963, <16 x i64> poison, <16 x i32> zeroinitializer
  %v965 = sub <16 x i64> %lane962, %splat964
  %ins966 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat967 = shufflevector <16 x i64> %ins966, <16 x i64> poison, <16 x i32> zeroinitializer
  %v968 = icmp sge <16 x i64> %v965, zeroinitializer
  %v969 = icmp slt <16 x i64> %v965, %splat967
  %v970 = and <16 x i1> %v968, %v969
  %ins971 = insertelement <16 x i1> poison, i1 %v958, i64 0
  %splat972 = shufflevector <16 x i1> %ins971, <16 x i1> poison, <16 x i32> zeroinitializer
  %v973 = and <16 x i1> %splat972, %v970
  %v974 = mul i64 %i7, %size.C
  %v975 = add i64 %v974, %i941
  %v976 = mul i64 %v975, %size.H
  %v977 = sub i64 %i17, %i947
  %v978 = add i64 %v976, %v977
  %v979 = mul i64 %v978, %size.W
  %v980 = sub i64 %i934, %i953
  %v981 = add i64 %v979, %v980
  %p982 = getelementptr float, ptr %buf.x, i64 %v981
  %ld983 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p982, <16 x i1> %v973, <16 x float> zeroinitializer)
  %v984 = mul i64 %i941, %size.KG
  %v985 = add i64 %v984, %v26
  %v986 = mul i64 %v985, %size.R
  %v987 = add i64 %v986, %i947
  %v988 = mul i64 %v987, %size.S
  %v989 = add i64 %v988, %i953
  %p990 = getelementptr float, ptr %buf.w, i64 %v989
  %ld991 = load float, ptr %p990, align 4
  %ins992 = insertelement <16 x float> poison, float %ld991, i64 0
  %splat993 = shufflevector <16 x float> %ins992, <16 x float> poison, <16 x i32> zeroinitializer
  %v994 = fmul contract <16 x float> %ld983, %splat993
  %v995 = sub i64 %i17, %i947
  %v996 = icmp sge i64 %v995, 0
  %v997 = icmp slt i64 %v995, %size.H
  %v998 = and i1 %v996, %v997
  %ins999 = insertelement <16 x i64> poison, i64 %i953, i64 0
  %splat1000 = shufflevector <16 x i64> %ins999, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1001 = sub <16 x i64> %lane962, %splat1000
  %ins1002 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1003 = shufflevector <16 x i64> %ins1002, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1004 = icmp sge <16 x i64> %v1001, zeroinitializer
  %v1005 = icmp slt <16 x i64> %v1001, %splat1003
  %v1006 = and <16 x i1> %v1004, %v1005
  %ins1007 = insertelement <16 x i1> poison, i1 %v998, i64 0
  %splat1008 = shufflevector <16 x i1> %ins1007, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1009 = and <16 x i1> %splat1008, %v1006
  %old1010 = load <16 x float>, ptr %acc936
  %v1011 = fadd <16 x float> %old1010, %v994
  %v1012 = select <16 x i1> %v1009, <16 x float> %v1011, <16 x float> %old1010
  store <16 x float> %v1012, ptr %acc936
  %v1013 = add nsw i64 %i953, 1
  store i64 %v1013, ptr %s.addr.949
  br label %cond950
exit952:
  %v1014 = add nsw i64 %i947, 1
  store i64 %v1014, ptr %r.addr.943
  br label %cond944
exit946:
  %v1015 = add nsw i64 %i941, 1
  store i64 %v1015, ptr %c.addr.937
  br label %cond938
exit940:
  %red1016 = load <16 x float>, ptr %acc936
  %p1017 = getelementptr float, ptr %buf.b, i64 %v26
  %ld1018 = load float, ptr %p1017, align 4
  %ins1019 = insertelement <16 x float> poison, float %ld1018, i64 0
  %splat1020 = shufflevector <16 x float> %ins1019, <16 x float> poison, <16 x i32> zeroinitializer
  %v1021 = fadd contract <16 x float> %splat1020, %red1016
  %v1022 = mul i64 %i7, %size.KG
  %v1023 = add i64 %v1022, %v26
  %v1024 = sub i64 %size.H, 1
  %v1025 = sub i64 %size.R, 1
  %v1026 = add i64 %v1024, %v1025
  %v1027 = add i64 %v1026, 1
  %v1028 = mul i64 %v1023, %v1027
  %v1029 = add i64 %v1028, %i17
  %v1030 = sub i64 %size.W, 1
  %v1031 = sub i64 %size.S, 1
  %v1032 = add i64 %v1030, %v1031
  %v1033 = add i64 %v1032, 1
  %v1034 = mul i64 %v1029, %v1033
  %v1035 = add i64 %v1034, %i934
  %p1036 = getelementptr float, ptr %buf.y, i64 %v1035
  store <16 x float> %v1021, ptr %p1036, align 4
  %v1037 = add nsw i64 %i934, 16
  store i64 %v1037, ptr %q.addr.929
  br label %cond931
exit933:
  %i1038 = load i64, ptr %q.addr.929
  %v1039 = icmp slt i64 %i1038, %v928
  br i1 %v1039, label %tail1040, label %done1041
tail1040:
  %mask1042 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1038, i64 %v928)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1043
  store i64 0, ptr %c.addr.1044
  br label %cond1045
cond1045:
  %i1048 = load i64, ptr %c.addr.1044
  %v1049 = icmp slt i64 %i1048, %size.C
  br i1 %v1049, label %body1046, label %exit1047
body1046:
  store i64 0, ptr %r.addr.1050
  br label %cond1051
cond1051:
  %i1054 = load i64, ptr %r.addr.1050
  %v1055 = icmp slt i64 %i1054, %size.R
  br i1 %v1055, label %body1052, label %exit1053
body1052:
  store i64 0, ptr %s.addr.1056
  br label %cond1057
cond1057:
  %i1060 = load i64, ptr %s.addr.1056
  %v1061 = icmp slt i64 %i1060, %size.S
  br i1 %v1061, label %body1058, label %exit1059
body1058:
  %v1062 = sub i64 %i17, %i1054
  %v1063 = icmp sge i64 %v1062, 0
  %v1064 = icmp slt i64 %v1062, %size.H
  %v1065 = and i1 %v1063, %v1064
  %ins1066 = insertelement <16 x i64> poison, i64 %i1038, i64 0
  %splat1067 = shufflevector <16 x i64> %ins1066, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1068 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1069 = add <16 x i64> %splat1067, %step1068
  %ins1070 = insertelement <16 x i64> poison, i64 %i1060, i64 0
  %splat1071 = shufflevector <16 x i64> %ins1070, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1072 = sub <16 x i64> %lane1069, %splat1071
  %ins1073 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1074 = shufflevector <16 x i64> %ins1073, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1075 = icmp sge <16 x i64> %v1072, zeroinitializer
  %v1076 = icmp slt <16 x i64> %v1072, %splat1074
  %v1077 = and <16 x i1> %v1075, %v1076
  %ins1078 = insertelement <16 x i1> poison, i1 %v1065, i64 0
  %splat1079 = shufflevector <16 x i1> %ins1078, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1080 = and <16 x i1> %splat1079, %v1077
  %v1081 = and <16 x i1> %mask1042, %v1080
  %v1082 = mul i64 %i7, %size.C
  %v1083 = add i64 %v1082, %i1048
  %v1084 = mul i64 %v1083, %size.H
  %v1085 = sub i64 %i17, %i1054
  %v1086 = add i64 %v1084, %v1085
  %v1087 = mul i64 %v1086, %size.W
  %v1088 = sub i64 %i1038, %i1060
  %v1089 = add i64 %v1087, %v1088
  %p1090 = getelementptr float, ptr %buf.x, i64 %v1089
  %ld1091 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1090, <16 x i1> %v1081, <16 x float> zeroinitializer)
  %v1092 = mul i64 %i1048, %size.KG
  %v1093 = add i64 %v1092, %v26
  %v1094 = mul i64 %v1093, %size.R
  %v1095 = add i64 %v1094, %i1054
  %v1096 = mul i64 %v1095, %size.S
  %v1097 = add i64 %v1096, %i1060
  %p1098 = getelementptr float, ptr %buf.w, i64 %v1097
  %ld1099 = load float, ptr %p1098, align 4
  %ins1100 = insertelement <16 x float> poison, float %ld1099, i64 0
  %splat1101 = shufflevector <16 x float> %ins1100, <16 x float> poison, <16 x i32> zeroinitializer
  %v1102 = fmul contract <16 x float> %ld1091, %splat1101
  %v1103 = sub i64 %i17, %i1054
  %v1104 = icmp sge i64 %v1103, 0
  %v1105 = icmp slt i64 %v1103, %size.H
  %v1106 = and i1 %v1104, %v1105
  %ins1107 = insertelement <16 x i64> poison, i64 %i1060, i64 0
  %splat1108 = shufflevector <16 x i64> %ins1107, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1109 = sub <16 x i64> %lane1069, %splat1108
  %ins1110 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1111 = shufflevector <16 x i64> %ins1110, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1112 = icmp sge <16 x i64> %v1109, zeroinitializer
  %v1113 = icmp slt <16 x i64> %v1109, %splat1111
  %v1114 = and <16 x i1> %v1112, %v1113
  %ins1115 = insertelement <16 x i1> poison, i1 %v1106, i64 0
  %splat1116 = shufflevector <16 x i1> %ins1115, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1117 = and <16 x i1> %splat1116, %v1114
  %v1118 = and <16 x i1> %mask1042, %v1117
  %old1119 = load <16 x float>, ptr %acc1043
  %v1120 = fadd <16 x float> %old1119, %v1102
  %v1121 = select <16 x i1> %v1118, <16 x float> %v1120, <16 x float> %old1119
  store <16 x float> %v1121, ptr %acc1043
  %v1122 = add nsw i64 %i1060, 1
  store i64 %v1122, ptr %s.addr.1056
  br label %cond1057
exit1059:
  %v1123 = add nsw i64 %i1054, 1
  store i64 %v1123, ptr %r.addr.1050
  br label %cond1051
exit1053:
  %v1124 = add nsw i64 %i1048, 1
  store i64 %v1124, ptr %c.addr.1044
  br label %cond1045
exit1047:
  %red1125 = load <16 x float>, ptr %acc1043
  %p1126 = getelementptr float, ptr %buf.b, i64 %v26
  %ld1127 = load float, ptr %p1126, align 4
  %ins1128 = insertelement <16 x float> poison, float %ld1127, i64 0
  %splat1129 = shufflevector <16 x float> %ins1128, <16 x float> poison, <16 x i32> zeroinitializer
  %v1130 = fadd contract <16 x float> %splat1129, %red1125
  %v1131 = mul i64 %i7, %size.KG
  %v1132 = add i64 %v1131, %v26
  %v1133 = sub i64 %size.H, 1
  %v1134 = sub i64 %size.R, 1
  %v1135 = add i64 %v1133, %v1134
  %v1136 = add i64 %v1135, 1
  %v1137 = mul i64 %v1132, %v1136
  %v1138 = add i64 %v1137, %i17
  %v1139 = sub i64 %size.W, 1
  %v1140 = sub i64 %size.S, 1
  %v1141 = add i64 %v1139, %v1140
  %v1142 = add i64 %v1141, 1
  %v1143 = mul i64 %v1138, %v1142
  %v1144 = add i64 %v1143, %i1038
  %p1145 = getelementptr float, ptr %buf.y, i64 %v1144
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1130, ptr align 4 %p1145, <16 x i1> %mask1042)
  br label %done1041
done1041:
  %v1146 = sub i64 %size.W, 1
  %v1147 = sub i64 %size.S, 1
  %v1148 = add i64 %v1146, %v1147
  %v1149 = add i64 %v1148, 1
  store i64 %v703, ptr %q.addr.1150
  %v1151 = sub i64 %v1149, 16
  br label %cond1152
cond1152:
  %i1155 = load i64, ptr %q.addr.1150
  %v1156 = icmp sle i64 %i1155, %v1151
  br i1 %v1156, label %body1153, label %exit1154
body1153:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1157
  store i64 0, ptr %c.addr.1158
  br label %cond1159
cond1159:
  %i1162 = load i64, ptr %c.addr.1158
  %v1163 = icmp slt i64 %i1162, %size.C
  br i1 %v1163, label %body1160, label %exit1161
body1160:
  store i64 0, ptr %r.addr.1164
  br label %cond1165
cond1165:
  %i1168 = load i64, ptr %r.addr.1164
  %v1169 = icmp slt i64 %i1168, %size.R
  br i1 %v1169, label %body1166, label %exit1167
body1166:
  store i64 0, ptr %s.addr.1170
  br label %cond1171
cond1171:
  %i1174 = load i64, ptr %s.addr.1170
  %v1175 = icmp slt i64 %i1174, %size.S
  br i1 %v1175, label %body1172, label %exit1173
body1172:
  %v1176 = sub i64 %i17, %i1168
  %v1177 = icmp sge i64 %v1176, 0
  %v1178 = icmp slt i64 %v1176, %size.H
  %v1179 = and i1 %v1177, %v1178
  %ins1180 = insertelement <16 x i64> poison, i64 %i1155, i64 0
  %splat1181 = shufflevector <16 x i64> %ins1180, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1182 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1183 = add <16 x i64> %splat1181, %step1182
  %ins1184 = insertelement <16 x i64> poison, i64 %i1174, i64 0
  %splat1185 = shufflevector <16 x i64> %ins1184, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1186 = sub <16 x i64> %lane1183, %splat1185
  %ins1187 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1188 = shufflevector <16 x i64> %ins1187, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1189 = icmp sge <16 x i64> %v1186, zeroinitializer
  %v1190 = icmp slt <16 x i64> %v1186, %splat1188
  %v1191 = and <16 x i1> %v1189, %v1190
  %ins1192 = insertelement <16 x i1> poison, i1 %v1179, i64 0
  %splat1193 = shufflevector <16 x i1> %ins1192, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1194 = and <16 x i1> %splat1193, %v1191
  %v1195 = mul i64 %i7, %size.C
  %v1196 = add i64 %v1195, %i1162
  %v1197 = mul i64 %v1196, %size.H
  %v1198 = sub i64 %i17, %i1168
  %v1199 = add i64 %v1197, %v1198
  %v1200 = mul i64 %v1199, %size.W
  %v1201 = sub i64 %i1155, %i1174
  %v1202 = add i64 %v1200, %v1201
  %p1203 = getelementptr float, ptr %buf.x, i64 %v1202
  %ld1204 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1203, <16 x i1> %v1194, <16 x float> zeroinitializer)
  %v1205 = mul i64 %i1162, %size.KG
  %v1206 = add i64 %v1205, %v27
  %v1207 = mul i64 %v1206, %size.R
  %v1208 = add i64 %v1207, %i1168
  %v1209 = mul i64 %v1208, %size.S
  %v1210 = add i64 %v1209, %i1174
  %p1211 = getelementptr float, ptr %buf.w, i64 %v1210
  %ld1212 = load float, ptr %p1211, align 4
  %ins1213 = insertelement <16 x float> poison, float %ld1212, i64 0
  %splat1214 = shufflevector <16 x float> %ins1213, <16 x float> poison, <16 x i32> zeroinitializer
  %v1215 = fmul contract <16 x float> %ld1204, %splat1214
  %v1216 = sub i64 %i17, %i1168
  %v1217 = icmp sge i64 %v1216, 0
  %v1218 = icmp slt i64 %v1216, %size.H
  %v1219 = and i1 %v1217, %v1218
  %ins1220 = insertelement <16 x i64> poison, i64 %i1174, i64 0
  %splat1221 = shufflevector <16 x i64> %ins1220, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1222 = sub <16 x i64> %lane1183, %splat1221
  %ins1223 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1224 = shufflevector <16 x i64> %ins1223, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1225 = icmp sge <16 x i64> %v1222, zeroinitializer
  %v1226 = icmp slt <16 x i64> %v1222, %splat1224
  %v1227 = and <16 x i1> %v1225, %v1226
  %ins1228 = insertelement <16 x i1> poison, i1 %v1219, i64 0
  %splat1229 = shufflevector <16 x i1> %ins1228, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1230 = and <16 x i1> %splat1229, %v1227
  %old1231 = load <16 x float>, ptr %acc1157
  %v1232 = fadd <16 x float> %old1231, %v1215
  %v1233 = select <16 x i1> %v1230, <16 x float> %v1232, <16 x float> %old1231
  store <16 x float> %v1233, ptr %acc1157
  %v1234 = add nsw i64 %i1174, 1
  store i64 %v1234, ptr %s.addr.1170
  br label %cond1171
exit1173:
  %v1235 = add nsw i64 %i1168, 1
  store i64 %v1235, ptr %r.addr.1164
  br label %cond1165
exit1167:
  %v1236 = add nsw i64 %i1162, 1
  store i64 %v1236, ptr %c.addr.1158
  br label %cond1159
exit1161:
  %red1237 = load <16 x float>, ptr %acc1157
  %p1238 = getelementptr float, ptr %buf.b, i64 %v27
  %ld1239 = load float, ptr %p1238, align 4
  %ins1240 = insertelement <16 x float> poison, float %ld1239, i64 0
  %splat1241 = shufflevector <16 x float> %ins1240, <16 x float> poison, <16 x i32> zeroinitializer
  %v1242 = fadd contract <16 x float> %splat1241, %red1237
  %v1243 = mul i64 %i7, %size.KG
  %v1244 = add i64 %v1243, %v27
  %v1245 = sub i64 %size.H, 1
  %v1246 = sub i64 %size.R, 1
  %v1247 = add i64 %v1245, %v1246
  %v1248 = add i64 %v1247, 1
  %v1249 = mul i64 %v1244, %v1248
  %v1250 = add i64 %v1249, %i17
  %v1251 = sub i64 %size.W, 1
  %v1252 = sub i64 %size.S, 1
  %v1253 = add i64 %v1251, %v1252
  %v1254 = add i64 %v1253, 1
  %v1255 = mul i64 %v1250, %v1254
  %v1256 = add i64 %v1255, %i1155
  %p1257 = getelementptr float, ptr %buf.y, i64 %v1256
  store <16 x float> %v1242, ptr %p1257, align 4
  %v1258 = add nsw i64 %i1155, 16
  store i64 %v1258, ptr %q.addr.1150
  br label %cond1152
exit1154:
  %i1259 = load i64, ptr %q.addr.1150
  %v1260 = icmp slt i64 %i1259, %v1149
  br i1 %v1260, label %tail1261, label %done1262
tail1261:
  %mask1263 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1259, i64 %v1149)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1264
  store i64 0, ptr %c.addr.1265
  br label %cond1266
cond1266:
  %i1269 = load i64, ptr %c.addr.1265
  %v1270 = icmp slt i64 %i1269, %size.C
  br i1 %v1270, label %body1267, label %exit1268
body1267:
  store i64 0, ptr %r.addr.1271
  br label %cond1272
cond1272:
  %i1275 = load i64, ptr %r.addr.1271
  %v1276 = icmp slt i64 %i1275, %size.R
  br i1 %v1276, label %body1273, label %exit1274
body1273:
  store i64 0, ptr %s.addr.1277
  br label %cond1278
cond1278:
  %i1281 = load i64, ptr %s.addr.1277
  %v1282 = icmp slt i64 %i1281, %size.S
  br i1 %v1282, label %body1279, label %exit1280
body1279:
  %v1283 = sub i64 %i17, %i1275
  %v1284 = icmp sge i64 %v1283, 0
  %v1285 = icmp slt i64 %v1283, %size.H
  %v1286 = and i1 %v1284, %v1285
  %ins1287 = insertelement <16 x i64> poison, i64 %i1259, i64 0
  %splat1288 = shufflevector <16 x i64> %ins1287, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1289 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1290 = add <16 x i64> %splat1288, %step1289
  %ins1291 = insertelement <16 x i64> poison, i64 %i1281, i64 0
  %splat1292 = shufflevector <16 x i64> %ins1291, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1293 = sub <16 x i64> %lane1290, %splat1292
  %ins1294 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1295 = shufflevector <16 x i64> %ins1294, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1296 = icmp sge <16 x i64> %v1293, zeroinitializer
  %v1297 = icmp slt <16 x i64> %v1293, %splat1295
  %v1298 = and <16 x i1> %v1296, %v1297
  %ins1299 = insertelement <16 x i1> poison, i1 %v1286, i64 0
  %splat1300 = shufflevector <16 x i1> %ins1299, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1301 = and <16 x i1> %splat1300, %v1298
  %v1302 = and <16 x i1> %mask1263, %v1301
  %v1303 = mul i64 %i7, %size.C
  %v1304 = add i64 %v1303, %i1269
  %v1305 = mul i64 %v1304, %size.H
  %v1306 = sub i64 %i17, %i1275
  %v1307 = add i64 %v1305, %v1306
  %v1308 = mul i64 %v1307, %size.W
  %v1309 = sub i64 %i1259, %i1281
  %v1310 = add i64 %v1308, %v1309
  %p1311 = getelementptr float, ptr %buf.x, i64 %v1310
  %ld1312 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1311, <16 x i1> %v1302, <16 x float> zeroinitializer)
  %v1313 = mul i64 %i1269, %size.KG
  %v1314 = add i64 %v1313, %v27
  %v1315 = mul i64 %v1314, %size.R
  %v1316 = add i64 %v1315, %i1275
  %v1317 = mul i64 %v1316, %size.S
  %v1318 = add i64 %v1317, %i1281
  %p1319 = getelementptr float, ptr %buf.w, i64 %v1318
  %ld1320 = load float, ptr %p1319, align 4
  %ins1321 = insertelement <16 x float> poison, float %ld1320, i64 0
  %splat1322 = shufflevector <16 x float> %ins1321, <16 x float> poison, <16 x i32> zeroinitializer
  %v1323 = fmul contract <16 x float> %ld1312, %splat1322
  %v1324 = sub i64 %i17, %i1275
  %v1325 = icmp sge i64 %v1324, 0
  %v1326 = icmp slt i64 %v1324, %size.H
  %v1327 = and i1 %v1325, %v1326
  %ins1328 = insertelement <16 x i64> poison, i64 %i1281, i64 0
  %splat1329 = shufflevector <16 x i64> %ins1328, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1330 = sub <16 x i64> %lane1290, %splat1329
  %ins1331 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1332 = shufflevector <16 x i64> %ins1331, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1333 = icmp sge <16 x i64> %v1330, zeroinitializer
  %v1334 = icmp slt <16 x i64> %v1330, %splat1332
  %v1335 = and <16 x i1> %v1333, %v1334
  %ins1336 = insertelement <16 x i1> poison, i1 %v1327, i64 0
  %splat1337 = shufflevector <16 x i1> %ins1336, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1338 = and <16 x i1> %splat1337, %v1335
  %v1339 = and <16 x i1> %mask1263, %v1338
  %old1340 = load <16 x float>, ptr %acc1264
  %v1341 = fadd <16 x float> %old1340, %v1323
  %v1342 = select <16 x i1> %v1339, <16 x float> %v1341, <16 x float> %old1340
  store <16 x float> %v1342, ptr %acc1264
  %v1343 = add nsw i64 %i1281, 1
  store i64 %v1343, ptr %s.addr.1277
  br label %cond1278
exit1280:
  %v1344 = add nsw i64 %i1275, 1
  store i64 %v1344, ptr %r.addr.1271
  br label %cond1272
exit1274:
  %v1345 = add nsw i64 %i1269, 1
  store i64 %v1345, ptr %c.addr.1265
  br label %cond1266
exit1268:
  %red1346 = load <16 x float>, ptr %acc1264
  %p1347 = getelementptr float, ptr %buf.b, i64 %v27
  %ld1348 = load float, ptr %p1347, align 4
  %ins1349 = insertelement <16 x float> poison, float %ld1348, i64 0
  %splat1350 = shufflevector <16 x float> %ins1349, <16 x float> poison, <16 x i32> zeroinitializer
  %v1351 = fadd contract <16 x float> %splat1350, %red1346
  %v1352 = mul i64 %i7, %size.KG
  %v1353 = add i64 %v1352, %v27
  %v1354 = sub i64 %size.H, 1
  %v1355 = sub i64 %size.R, 1
  %v1356 = add i64 %v1354, %v1355
  %v1357 = add i64 %v1356, 1
  %v1358 = mul i64 %v1353, %v1357
  %v1359 = add i64 %v1358, %i17
  %v1360 = sub i64 %size.W, 1
  %v1361 = sub i64 %size.S, 1
  %v1362 = add i64 %v1360, %v1361
  %v1363 = add i64 %v1362, 1
  %v1364 = mul i64 %v1359, %v1363
  %v1365 = add i64 %v1364, %i1259
  %p1366 = getelementptr float, ptr %buf.y, i64 %v1365
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1351, ptr align 4 %p1366, <16 x i1> %mask1263)
  br label %done1262
done1262:
  %v1367 = sub i64 %size.W, 1
  %v1368 = sub i64 %size.S, 1
  %v1369 = add i64 %v1367, %v1368
  %v1370 = add i64 %v1369, 1
  store i64 %v703, ptr %q.addr.1371
  %v1372 = sub i64 %v1370, 16
  br label %cond1373
cond1373:
  %i1376 = load i64, ptr %q.addr.1371
  %v1377 = icmp sle i64 %i1376, %v1372
  br i1 %v1377, label %body1374, label %exit1375
body1374:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1378
  store i64 0, ptr %c.addr.1379
  br label %cond1380
cond1380:
  %i1383 = load i64, ptr %c.addr.1379
  %v1384 = icmp slt i64 %i1383, %size.C
  br i1 %v1384, label %body1381, label %exit1382
body1381:
  store i64 0, ptr %r.addr.1385
  br label %cond1386
cond1386:
  %i1389 = load i64, ptr %r.addr.1385
  %v1390 = icmp slt i64 %i1389, %size.R
  br i1 %v1390, label %body1387, label %exit1388
body1387:
  store i64 0, ptr %s.addr.1391
  br label %cond1392
cond1392:
  %i1395 = load i64, ptr %s.addr.1391
  %v1396 = icmp slt i64 %i1395, %size.S
  br i1 %v1396, label %body1393, label %exit1394
body1393:
  %v1397 = sub i64 %i17, %i1389
  %v1398 = icmp sge i64 %v1397, 0
  %v1399 = icmp slt i64 %v1397, %size.H
  %v1400 = and i1 %v1398, %v1399
  %ins1401 = insertelement <16 x i64> poison, i64 %i1376, i64 0
  %splat1402 = shufflevector <16 x i64> %ins1401, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1403 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1404 = add <16 x i64> %splat1402, %step1403
  %ins1405 = insertelement <16 x i64> poison, i64 %i1395, i64 0
  %splat1406 = shufflevector <16 x i64> %ins1405, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1407 = sub <16 x i64> %lane1404, %splat1406
  %ins1408 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1409 = shufflevector <16 x i64> %ins1408, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1410 = icmp sge <16 x i64> %v1407, zeroinitializer
  %v1411 = icmp slt <16 x i64> %v1407, %splat1409
  %v1412 = and <16 x i1> %v1410, %v1411
  %ins1413 = insertelement <16 x i1> poison, i1 %v1400, i64 0
  %splat1414 = shufflevector <16 x i1> %ins1413, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1415 = and <16 x i1> %splat1414, %v1412
  %v1416 = mul i64 %i7, %size.C
  %v1417 = add i64 %v1416, %i1383
  %v1418 = mul i64 %v1417, %size.H
  %v1419 = sub i64 %i17, %i1389
  %v1420 = add i64 %v1418, %v1419
  %v1421 = mul i64 %v1420, %size.W
  %v1422 = sub i64 %i1376, %i1395
  %v1423 = add i64 %v1421, %v1422
  %p1424 = getelementptr float, ptr %buf.x, i64 %v1423
  %ld1425 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1424, <16 x i1> %v1415, <16 x float> zeroinitializer)
  %v1426 = mul i64 %i1383, %size.KG
  %v1427 = add i64 %v1426, %v28
  %v1428 = mul i64 %v1427, %size.R
  %v1429 = add i64 %v1428, %i1389
  %v1430 = mul i64 %v1429, %size.S
  %v1431 = add i64 %v1430, %i1395
  %p1432 = getelementptr float, ptr %buf.w, i64 %v1431
  %ld1433 = load float, ptr %p1432, align 4
  %ins1434 = insertelement <16 x float> poison, float %ld1433, i64 0
  %splat1435 = shufflevector <16 x float> %ins1434, <16 x float> poison, <16 x i32> zeroinitializer
  %v1436 = fmul contract <16 x float> %ld1425, %splat1435
  %v1437 = sub i64 %i17, %i1389
  %v1438 = icmp sge i64 %v1437, 0
  %v1439 = icmp slt i64 %v1437, %size.H
  %v1440 = and i1 %v1438, %v1439
  %ins1441 = insertelement <16 x i64> poison, i64 %i1395, i64 0
  %splat1442 = shufflevector <16 x i64> %ins1441, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1443 = sub <16 x i64> %lane1404, %splat1442
  %ins1444 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1445 = shufflevector <16 x i64> %ins1444, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1446 = icmp sge <16 x i64> %v1443, zeroinitializer
  %v1447 = icmp slt <16 x i64> %v1443, %splat1445
  %v1448 = and <16 x i1> %v1446, %v1447
  %ins1449 = insertelement <16 x i1> poison, i1 %v1440, i64 0
  %splat1450 = shufflevector <16 x i1> %ins1449, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1451 = and <16 x i1> %splat1450, %v1448
  %old1452 = load <16 x float>, ptr %acc1378
  %v1453 = fadd <16 x float> %old1452, %v1436
  %v1454 = select <16 x i1> %v1451, <16 x float> %v1453, <16 x float> %old1452
  store <16 x float> %v1454, ptr %acc1378
  %v1455 = add nsw i64 %i1395, 1
  store i64 %v1455, ptr %s.addr.1391
  br label %cond1392
exit1394:
  %v1456 = add nsw i64 %i1389, 1
  store i64 %v1456, ptr %r.addr.1385
  br label %cond1386
exit1388:
  %v1457 = add nsw i64 %i1383, 1
  store i64 %v1457, ptr %c.addr.1379
  br label %cond1380
exit1382:
  %red1458 = load <16 x float>, ptr %acc1378
  %p1459 = getelementptr float, ptr %buf.b, i64 %v28
  %ld1460 = load float, ptr %p1459, align 4
  %ins1461 = insertelement <16 x float> poison, float %ld1460, i64 0
  %splat1462 = shufflevector <16 x float> %ins1461, <16 x float> poison, <16 x i32> zeroinitializer
  %v1463 = fadd contract <16 x float> %splat1462, %red1458
  %v1464 = mul i64 %i7, %size.KG
  %v1465 = add i64 %v1464, %v28
  %v1466 = sub i64 %size.H, 1
  %v1467 = sub i64 %size.R, 1
  %v1468 = add i64 %v1466, %v1467
  %v1469 = add i64 %v1468, 1
  %v1470 = mul i64 %v1465, %v1469
  %v1471 = add i64 %v1470, %i17
  %v1472 = sub i64 %size.W, 1
  %v1473 = sub i64 %size.S, 1
  %v1474 = add i64 %v1472, %v1473
  %v1475 = add i64 %v1474, 1
  %v1476 = mul i64 %v1471, %v1475
  %v1477 = add i64 %v1476, %i1376
  %p1478 = getelementptr float, ptr %buf.y, i64 %v1477
  store <16 x float> %v1463, ptr %p1478, align 4
  %v1479 = add nsw i64 %i1376, 16
  store i64 %v1479, ptr %q.addr.1371
  br label %cond1373
exit1375:
  %i1480 = load i64, ptr %q.addr.1371
  %v1481 = icmp slt i64 %i1480, %v1370
  br i1 %v1481, label %tail1482, label %done1483
tail1482:
  %mask1484 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1480, i64 %v1370)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1485
  store i64 0, ptr %c.addr.1486
  br label %cond1487
cond1487:
  %i1490 = load i64, ptr %c.addr.1486
  %v1491 = icmp slt i64 %i1490, %size.C
  br i1 %v1491, label %body1488, label %exit1489
body1488:
  store i64 0, ptr %r.addr.1492
  br label %cond1493
cond1493:
  %i1496 = load i64, ptr %r.addr.1492
  %v1497 = icmp slt i64 %i1496, %size.R
  br i1 %v1497, label %body1494, label %exit1495
body1494:
  store i64 0, ptr %s.addr.1498
  br label %cond1499
cond1499:
  %i1502 = load i64, ptr %s.addr.1498
  %v1503 = icmp slt i64 %i1502, %size.S
  br i1 %v1503, label %body1500, label %exit1501
body1500:
  %v1504 = sub i64 %i17, %i1496
  %v1505 = icmp sge i64 %v1504, 0
  %v1506 = icmp slt i64 %v1504, %size.H
  %v1507 = and i1 %v1505, %v1506
  %ins1508 = insertelement <16 x i64> poison, i64 %i1480, i64 0
  %splat1509 = shufflevector <16 x i64> %ins1508, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1510 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1511 = add <16 x i64> %splat1509, %step1510
  %ins1512 = insertelement <16 x i64> poison, i64 %i1502, i64 0
  %splat1513 = shufflevector <16 x i64> %ins1512, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1514 = sub <16 x i64> %lane1511, %splat1513
  %ins1515 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1516 = shufflevector <16 x i64> %ins1515, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1517 = icmp sge <16 x i64> %v1514, zeroinitializer
  %v1518 = icmp slt <16 x i64> %v1514, %splat1516
  %v1519 = and <16 x i1> %v1517, %v1518
  %ins1520 = insertelement <16 x i1> poison, i1 %v1507, i64 0
  %splat1521 = shufflevector <16 x i1> %ins1520, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1522 = and <16 x i1> %splat1521, %v1519
  %v1523 = and <16 x i1> %mask1484, %v1522
  %v1524 = mul i64 %i7, %size.C
  %v1525 = add i64 %v1524, %i1490
  %v1526 = mul i64 %v1525, %size.H
  %v1527 = sub i64 %i17, %i1496
  %v1528 = add i64 %v1526, %v1527
  %v1529 = mul i64 %v1528, %size.W
  %v1530 = sub i64 %i1480, %i1502
  %v1531 = add i64 %v1529, %v1530
  %p1532 = getelementptr float, ptr %buf.x, i64 %v1531
  %ld1533 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1532, <16 x i1> %v1523, <16 x float> zeroinitializer)
  %v1534 = mul i64 %i1490, %size.KG
  %v1535 = add i64 %v1534, %v28
  %v1536 = mul i64 %v1535, %size.R
  %v1537 = add i64 %v1536, %i1496
  %v1538 = mul i64 %v1537, %size.S
  %v1539 = add i64 %v1538, %i1502
  %p1540 = getelementptr float, ptr %buf.w, i64 %v1539
  %ld1541 = load float, ptr %p1540, align 4
  %ins1542 = insertelement <16 x float> poison, float %ld1541, i64 0
  %splat1543 = shufflevector <16 x float> %ins1542, <16 x float> poison, <16 x i32> zeroinitializer
  %v1544 = fmul contract <16 x float> %ld1533, %splat1543
  %v1545 = sub i64 %i17, %i1496
  %v1546 = icmp sge i64 %v1545, 0
  %v1547 = icmp slt i64 %v1545, %size.H
  %v1548 = and i1 %v1546, %v1547
  %ins1549 = insertelement <16 x i64> poison, i64 %i1502, i64 0
  %splat1550 = shufflevector <16 x i64> %ins1549, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1551 = sub <16 x i64> %lane1511, %splat1550
  %ins1552 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1553 = shufflevector <16 x i64> %ins1552, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1554 = icmp sge <16 x i64> %v1551, zeroinitializer
  %v1555 = icmp slt <16 x i64> %v1551, %splat1553
  %v1556 = and <16 x i1> %v1554, %v1555
  %ins1557 = insertelement <16 x i1> poison, i1 %v1548, i64 0
  %splat1558 = shufflevector <16 x i1> %ins1557, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1559 = and <16 x i1> %splat1558, %v1556
  %v1560 = and <16 x i1> %mask1484, %v1559
  %old1561 = load <16 x float>, ptr %acc1485
  %v1562 = fadd <16 x float> %old1561, %v1544
  %v1563 = select <16 x i1> %v1560, <16 x float> %v1562, <16 x float> %old1561
  store <16 x float> %v1563, ptr %acc1485
  %v1564 = add nsw i64 %i1502, 1
  store i64 %v1564, ptr %s.addr.1498
  br label %cond1499
exit1501:
  %v1565 = add nsw i64 %i1496, 1
  store i64 %v1565, ptr %r.addr.1492
  br label %cond1493
exit1495:
  %v1566 = add nsw i64 %i1490, 1
  store i64 %v1566, ptr %c.addr.1486
  br label %cond1487
exit1489:
  %red1567 = load <16 x float>, ptr %acc1485
  %p1568 = getelementptr float, ptr %buf.b, i64 %v28
  %ld1569 = load float, ptr %p1568, align 4
  %ins1570 = insertelement <16 x float> poison, float %ld1569, i64 0
  %splat1571 = shufflevector <16 x float> %ins1570, <16 x float> poison, <16 x i32> zeroinitializer
  %v1572 = fadd contract <16 x float> %splat1571, %red1567
  %v1573 = mul i64 %i7, %size.KG
  %v1574 = add i64 %v1573, %v28
  %v1575 = sub i64 %size.H, 1
  %v1576 = sub i64 %size.R, 1
  %v1577 = add i64 %v1575, %v1576
  %v1578 = add i64 %v1577, 1
  %v1579 = mul i64 %v1574, %v1578
  %v1580 = add i64 %v1579, %i17
  %v1581 = sub i64 %size.W, 1
  %v1582 = sub i64 %size.S, 1
  %v1583 = add i64 %v1581, %v1582
  %v1584 = add i64 %v1583, 1
  %v1585 = mul i64 %v1580, %v1584
  %v1586 = add i64 %v1585, %i1480
  %p1587 = getelementptr float, ptr %buf.y, i64 %v1586
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1572, ptr align 4 %p1587, <16 x i1> %mask1484)
  br label %done1483
done1483:
  %v1588 = add nsw i64 %i24, 4
  store i64 %v1588, ptr %k.addr.19
  br label %cond21
exit23:
  br label %cond1589
cond1589:
  %i1592 = load i64, ptr %k.addr.19
  %v1593 = icmp slt i64 %i1592, %size.KG
  br i1 %v1593, label %body1590, label %exit1591
body1590:
  %v1594 = sub i64 %size.W, 1
  %v1595 = sub i64 %size.S, 1
  %v1596 = add i64 %v1594, %v1595
  %v1597 = add i64 %v1596, 1
  store i64 0, ptr %q.addr.1598
  %v1599 = sub i64 %v1597, 128
  br label %cond1600
cond1600:
  %i1603 = load i64, ptr %q.addr.1598
  %v1604 = icmp sle i64 %i1603, %v1599
  br i1 %v1604, label %body1601, label %exit1602
body1601:
  %v1605 = add nsw i64 %i1603, 16
  %v1606 = add nsw i64 %i1603, 32
  %v1607 = add nsw i64 %i1603, 48
  %v1608 = add nsw i64 %i1603, 64
  %v1609 = add nsw i64 %i1603, 80
  %v1610 = add nsw i64 %i1603, 96
  %v1611 = add nsw i64 %i1603, 112
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1612
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1613
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1614
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1615
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1616
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1617
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1618
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1619
  store i64 0, ptr %c.addr.1620
  br label %cond1621
cond1621:
  %i1624 = load i64, ptr %c.addr.1620
  %v1625 = icmp slt i64 %i1624, %size.C
  br i1 %v1625, label %body1622, label %exit1623
body1622:
  store i64 0, ptr %r.addr.1626
  br label %cond1627
cond1627:
  %i1630 = load i64, ptr %r.addr.1626
  %v1631 = icmp slt i64 %i1630, %size.R
  br i1 %v1631, label %body1628, label %exit1629
body1628:
  store i64 0, ptr %s.addr.1632
  br label %cond1633
cond1633:
  %i1636 = load i64, ptr %s.addr.1632
  %v1637 = icmp slt i64 %i1636, %size.S
  br i1 %v1637, label %body1634, label %exit1635
body1634:
  %v1638 = sub i64 %i17, %i1630
  %v1639 = icmp sge i64 %v1638, 0
  %v1640 = icmp slt i64 %v1638, %size.H
  %v1641 = and i1 %v1639, %v1640
  %ins1642 = insertelement <16 x i64> poison, i64 %i1603, i64 0
  %splat1643 = shufflevector <16 x i64> %ins1642, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1644 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1645 = add <16 x i64> %splat1643, %step1644
  %ins1646 = insertelement <16 x i64> poison, i64 %i1636, i64 0
  %splat1647 = shufflevector <16 x i64> %ins1646, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1648 = sub <16 x i64> %lane1645, %splat1647
  %ins1649 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1650 = shufflevector <16 x i64> %ins1649, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1651 = icmp sge <16 x i64> %v1648, zeroinitializer
  %v1652 = icmp slt <16 x i64> %v1648, %splat1650
  %v1653 = and <16 x i1> %v1651, %v1652
  %ins1654 = insertelement <16 x i1> poison, i1 %v1641, i64 0
  %splat1655 = shufflevector <16 x i1> %ins1654, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1656 = and <16 x i1> %splat1655, %v1653
  %v1657 = mul i64 %i7, %size.C
  %v1658 = add i64 %v1657, %i1624
  %v1659 = mul i64 %v1658, %size.H
  %v1660 = sub i64 %i17, %i1630
  %v1661 = add i64 %v1659, %v1660
  %v1662 = mul i64 %v1661, %size.W
  %v1663 = sub i64 %i1603, %i1636
  %v1664 = add i64 %v1662, %v1663
  %p1665 = getelementptr float, ptr %buf.x, i64 %v1664
  %ld1666 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1665, <16 x i1> %v1656, <16 x float> zeroinitializer)
  %v1667 = mul i64 %i1624, %size.KG
  %v1668 = add i64 %v1667, %i1592
  %v1669 = mul i64 %v1668, %size.R
  %v1670 = add i64 %v1669, %i1630
  %v1671 = mul i64 %v1670, %size.S
  %v1672 = add i64 %v1671, %i1636
  %p1673 = getelementptr float, ptr %buf.w, i64 %v1672
  %ld1674 = load float, ptr %p1673, align 4
  %ins1675 = insertelement <16 x float> poison, float %ld1674, i64 0
  %splat1676 = shufflevector <16 x float> %ins1675, <16 x float> poison, <16 x i32> zeroinitializer
  %v1677 = fmul contract <16 x float> %ld1666, %splat1676
  %v1678 = sub i64 %i17, %i1630
  %v1679 = icmp sge i64 %v1678, 0
  %v1680 = icmp slt i64 %v1678, %size.H
  %v1681 = and i1 %v1679, %v1680
  %ins1682 = insertelement <16 x i64> poison, i64 %i1636, i64 0
  %splat1683 = shufflevector <16 x i64> %ins1682, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1684 = sub <16 x i64> %lane1645, %splat1683
  %ins1685 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1686 = shufflevector <16 x i64> %ins1685, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1687 = icmp sge <16 x i64> %v1684, zeroinitializer
  %v1688 = icmp slt <16 x i64> %v1684, %splat1686
  %v1689 = and <16 x i1> %v1687, %v1688
  %ins1690 = insertelement <16 x i1> poison, i1 %v1681, i64 0
  %splat1691 = shufflevector <16 x i1> %ins1690, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1692 = and <16 x i1> %splat1691, %v1689
  %old1693 = load <16 x float>, ptr %acc1612
  %v1694 = fadd <16 x float> %old1693, %v1677
  %v1695 = select <16 x i1> %v1692, <16 x float> %v1694, <16 x float> %old1693
  store <16 x float> %v1695, ptr %acc1612
  %v1696 = sub i64 %i17, %i1630
  %v1697 = icmp sge i64 %v1696, 0
  %v1698 = icmp slt i64 %v1696, %size.H
  %v1699 = and i1 %v1697, %v1698
  %ins1700 = insertelement <16 x i64> poison, i64 %v1605, i64 0
  %splat1701 = shufflevector <16 x i64> %ins1700, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1702 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1703 = add <16 x i64> %splat1701, %step1702
  %ins1704 = insertelement <16 x i64> poison, i64 %i1636, i64 0
  %splat1705 = shufflevector <16 x i64> %ins1704, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1706 = sub <16 x i64> %lane1703, %splat1705
  %ins1707 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1708 = shufflevector <16 x i64> %ins1707, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1709 = icmp sge <16 x i64> %v1706, zeroinitializer
  %v1710 = icmp slt <16 x i64> %v1706, %splat1708
  %v1711 = and <16 x i1> %v1709, %v1710
  %ins1712 = insertelement <16 x i1> poison, i1 %v1699, i64 0
  %splat1713 = shufflevector <16 x i1> %ins1712, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1714 = and <16 x i1> %splat1713, %v1711
  %v1715 = mul i64 %i7, %size.C
  %v1716 = add i64 %v1715, %i1624
  %v1717 = mul i64 %v1716, %size.H
  %v1718 = sub i64 %i17, %i1630
  %v1719 = add i64 %v1717, %v1718
  %v1720 = mul i64 %v1719, %size.W
  %v1721 = sub i64 %v1605, %i1636
  %v1722 = add i64 %v1720, %v1721
  %p1723 = getelementptr float, ptr %buf.x, i64 %v1722
  %ld1724 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1723, <16 x i1> %v1714, <16 x float> zeroinitializer)
  %v1725 = mul i64 %i1624, %size.KG
  %v1726 = add i64 %v1725, %i1592
  %v1727 = mul i64 %v1726, %size.R
  %v1728 = add i64 %v1727, %i1630
  %v1729 = mul i64 %v1728, %size.S
  %v1730 = add i64 %v1729, %i1636
  %p1731 = getelementptr float, ptr %buf.w, i64 %v1730
  %ld1732 = load float, ptr %p1731, align 4
  %ins1733 = insertelement <16 x float> poison, float %ld1732, i64 0
  %splat1734 = shufflevector <16 x float> %ins1733, <16 x float> poison, <16 x i32> zeroinitializer
  %v1735 = fmul contract <16 x float> %ld1724, %splat1734
  %v1736 = sub i64 %i17, %i1630
  %v1737 = icmp sge i64 %v1736, 0
  %v1738 = icmp slt i64 %v1736, %size.H
  %v1739 = and i1 %v1737, %v1738
  %ins1740 = insertelement <16 x i64> poison, i64 %i1636, i64 0
  %splat1741 = shufflevector <16 x i64> %ins1740, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1742 = sub <16 x i64> %lane1703, %splat1741
  %ins1743 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1744 = shufflevector <16 x i64> %ins1743, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1745 = icmp sge <16 x i64> %v1742, zeroinitializer
  %v1746 = icmp slt <16 x i64> %v1742, %splat1744
  %v1747 = and <16 x i1> %v1745, %v1746
  %ins1748 = insertelement <16 x i1> poison, i1 %v1739, i64 0
  %splat1749 = shufflevector <16 x i1> %ins1748, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1750 = and <16 x i1> %splat1749, %v1747
  %old1751 = load <16 x float>, ptr %acc1613
  %v1752 = fadd <16 x float> %old1751, %v1735
  %v1753 = select <16 x i1> %v1750, <16 x float> %v1752, <16 x float> %old1751
  store <16 x float> %v1753, ptr %acc1613
  %v1754 = sub i64 %i17, %i1630
  %v1755 = icmp sge i64 %v1754, 0
  %v1756 = icmp slt i64 %v1754, %size.H
  %v1757 = and i1 %v1755, %v1756
  %ins1758 = insertelement <16 x i64> poison, i64 %v1606, i64 0
  %splat1759 = shufflevector <16 x i64> %ins1758, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1760 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1761 = add <16 x i64> %splat1759, %step1760
  %ins1762 = insertelement <16 x i64> poison, i64 %i1636, i64 0
  %splat1763 = shufflevector <16 x i64> %ins1762, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1764 = sub <16 x i64> %lane1761, %splat1763
  %ins1765 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1766 = shufflevector <16 x i64> %ins1765, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1767 = icmp sge <16 x i64> %v1764, zeroinitializer
  %v1768 = icmp slt <16 x i64> %v1764, %splat1766
  %v1769 = and <16 x i1> %v1767, %v1768
  %ins1770 = insertelement <16 x i1> poison, i1 %v1757, i64 0
  %splat1771 = shufflevector <16 x i1> %ins1770, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1772 = and <16 x i1> %splat1771, %v1769
  %v1773 = mul i64 %i7, %size.C
  %v1774 = add i64 %v1773, %i1624
  %v1775 = mul i64 %v1774, %size.H
  %v1776 = sub i64 %i17, %i1630
  %v1777 = add i64 %v1775, %v1776
  %v1778 = mul i64 %v1777, %size.W
  %v1779 = sub i64 %v1606, %i1636
  %v1780 = add i64 %v1778, %v1779
  %p1781 = getelementptr float, ptr %buf.x, i64 %v1780
  %ld1782 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1781, <16 x i1> %v1772, <16 x float> zeroinitializer)
  %v1783 = mul i64 %i1624, %size.KG
  %v1784 = add i64 %v1783, %i1592
  %v1785 = mul i64 %v1784, %size.R
  %v1786 = add i64 %v1785, %i1630
  %v1787 = mul i64 %v1786, %size.S
  %v1788 = add i64 %v1787, %i1636
  %p1789 = getelementptr float, ptr %buf.w, i64 %v1788
  %ld1790 = load float, ptr %p1789, align 4
  %ins1791 = insertelement <16 x float> poison, float %ld1790, i64 0
  %splat1792 = shufflevector <16 x float> %ins1791, <16 x float> poison, <16 x i32> zeroinitializer
  %v1793 = fmul contract <16 x float> %ld1782, %splat1792
  %v1794 = sub i64 %i17, %i1630
  %v1795 = icmp sge i64 %v1794, 0
  %v1796 = icmp slt i64 %v1794, %size.H
  %v1797 = and i1 %v1795, %v1796
  %ins1798 = insertelement <16 x i64> poison, i64 %i1636, i64 0
  %splat1799 = shufflevector <16 x i64> %ins1798, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1800 = sub <16 x i64> %lane1761, %splat1799
  %ins1801 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1802 = shufflevector <16 x i64> %ins1801, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1803 = icmp sge <16 x i64> %v1800, zeroinitializer
  %v1804 = icmp slt <16 x i64> %v1800, %splat1802
  %v1805 = and <16 x i1> %v1803, %v1804
  %ins1806 = insertelement <16 x i1> poison, i1 %v1797, i64 0
  %splat1807 = shufflevector <16 x i1> %ins1806, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1808 = and <16 x i1> %splat1807, %v1805
  %old1809 = load <16 x float>, ptr %acc1614
  %v1810 = fadd <16 x float> %old1809, %v1793
  %v1811 = select <16 x i1> %v1808, <16 x float> %v1810, <16 x float> %old1809
  store <16 x float> %v1811, ptr %acc1614
  %v1812 = sub i64 %i17, %i1630
  %v1813 = icmp sge i64 %v1812, 0
  %v1814 = icmp slt i64 %v1812, %size.H
  %v1815 = and i1 %v1813, %v1814
  %ins1816 = insertelement <16 x i64> poison, i64 %v1607, i64 0
  %splat1817 = shufflevector <16 x i64> %ins1816, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1818 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1819 = add <16 x i64> %splat1817, %step1818
  %ins1820 = insertelement <16 x i64> poison, i64 %i1636, i64 0
  %splat1821 = shufflevector <16 x i64> %ins1820, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1822 = sub <16 x i64> %lane1819, %splat1821
  %ins1823 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1824 = shufflevector <16 x i64> %ins1823, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1825 = icmp sge <16 x i64> %v1822, zeroinitializer
  %v1826 = icmp slt <16 x i64> %v1822, %splat1824
  %v1827 = and <16 x i1> %v1825, %v1826
  %ins1828 = insertelement <16 x i1> poison, i1 %v1815, i64 0
  %splat1829 = shufflevector <16 x i1> %ins1828, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1830 = and <16 x i1> %splat1829, %v1827
  %v1831 = mul i64 %i7, %size.C
  %v1832 = add i64 %v1831, %i1624
  %v1833 = mul i64 %v1832, %size.H
  %v1834 = sub i64 %i17, %i1630
  %v1835 = add i64 %v1833, %v1834
  %v1836 = mul i64 %v1835, %size.W
  %v1837 = sub i64 %v1607, %i1636
  %v1838 = add i64 %v1836, %v1837
  %p1839 = getelementptr float, ptr %buf.x, i64 %v1838
  %ld1840 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1839, <16 x i1> %v1830, <16 x float> zeroinitializer)
  %v1841 = mul i64 %i1624, %size.KG
  %v1842 = add i64 %v1841, %i1592
  %v1843 = mul i64 %v1842, %size.R
  %v1844 = add i64 %v1843, %i1630
  %v1845 = mul i64 %v1844, %size.S
  %v1846 = add i64 %v1845, %i1636
  %p1847 = getelementptr float, ptr %buf.w, i64 %v1846
  %ld1848 = load float, ptr %p1847, align 4
  %ins1849 = insertelement <16 x float> poison, float %ld1848, i64 0
  %splat1850 = shufflevector <16 x float> %ins1849, <16 x float> poison, <16 x i32> zeroinitializer
  %v1851 = fmul contract <16 x float> %ld1840, %splat1850
  %v1852 = sub i64 %i17, %i1630
  %v1853 = icmp sge i64 %v1852, 0
  %v1854 = icmp slt i64 %v1852, %size.H
  %v1855 = and i1 %v1853, %v1854
  %ins1856 = insertelement <16 x i64> poison, i64 %i1636, i64 0
  %splat1857 = shufflevector <16 x i64> %ins1856, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1858 = sub <16 x i64> %lane1819, %splat1857
  %ins1859 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1860 = shufflevector <16 x i64> %ins1859, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1861 = icmp sge <16 x i64> %v1858, zeroinitializer
  %v1862 = icmp slt <16 x i64> %v1858, %splat1860
  %v1863 = and <16 x i1> %v1861, %v1862
  %ins1864 = insertelement <16 x i1> poison, i1 %v1855, i64 0
  %splat1865 = shufflevector <16 x i1> %ins1864, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1866 = and <16 x i1> %splat1865, %v1863
  %old1867 = load <16 x float>, ptr %acc1615
  %v1868 = fadd <16 x float> %old1867, %v1851
  %v1869 = select <16 x i1> %v1866, <16 x float> %v1868, <16 x float> %old1867
  store <16 x float> %v1869, ptr %acc1615
  %v1870 = sub i64 %i17, %i1630
  %v1871 = icmp sge i64 %v1870, 0
  %v1872 = icmp slt i64 %v1870, %size.H
  %v1873 = and i1 %v1871, %v1872
  %ins1874 = insertelement <16 x i64> poison, i64 %v1608, i64 0
  %splat1875 = shufflevector <16 x i64> %ins1874, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1876 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1877 = add <16 x i64> %splat1875, %step1876
  %ins1878 = insertelement <16 x i64> poison, i64 %i1636, i64 0
  %splat1879 = shufflevector <16 x i64> %ins1878, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1880 = sub <16 x i64> %lane1877, %splat1879
  %ins1881 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1882 = shufflevector <16 x i64> %ins1881, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1883 = icmp sge <16 x i64> %v1880, zeroinitializer
  %v1884 = icmp slt <16 x i64> %v1880, %splat1882
  %v1885 = and <16 x i1> %v1883, %v1884
  %ins1886 = insertelement <16 x i1> poison, i1 %v1873, i64 0
  %splat1887 = shufflevector <16 x i1> %ins1886, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1888 = and <16 x i1> %splat1887, %v1885
  %v1889 = mul i64 %i7, %size.C
  %v1890 = add i64 %v1889, %i1624
  %v1891 = mul i64 %v1890, %size.H
  %v1892 = sub i64 %i17, %i1630
  %v1893 = add i64 %v1891, %v1892
  %v1894 = mul i64 %v1893, %size.W
  %v1895 = sub i64 %v1608, %i1636
  %v1896 = add i64 %v1894, %v1895
  %p1897 = getelementptr float, ptr %buf.x, i64 %v1896
  %ld1898 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1897, <16 x i1> %v1888, <16 x float> zeroinitializer)
  %v1899 = mul i64 %i1624, %size.KG
  %v1900 = add i64 %v1899, %i1592
  %v1901 = mul i64 %v1900, %size.R
  %v1902 = add i64 %v1901, %i1630
  %v1903 = mul i64 %v1902, %size.S
  %v1904 = add i64 %v1903, %i1636
  %p1905 = getelementptr float, ptr %buf.w, i64 %v1904
  %ld1906 = load float, ptr %p1905, align 4
  %ins1907 = insertelement <16 x float> poison, float %ld1906, i64 0
  %splat1908 = shufflevector <16 x float> %ins1907, <16 x float> poison, <16 x i32> zeroinitializer
  %v1909 = fmul contract <16 x float> %ld1898, %splat1908
  %v1910 = sub i64 %i17, %i1630
  %v1911 = icmp sge i64 %v1910, 0
  %v1912 = icmp slt i64 %v1910, %size.H
  %v1913 = and i1 %v1911, %v1912
  %ins1914 = insertelement <16 x i64> poison, i64 %i1636, i64 0
  %splat1915 = shufflevector <16 x i64> %ins1914, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1916 = sub <16 x i64> %lane1877, %splat1915
  %ins1917 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1918 = shufflevector <16 x i64> %ins1917, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1919 = icmp sge <16 x i64> %v1916, zeroinitializer
  %v1920 = icmp slt <16 x i64> %v1916, %splat1918
  %v1921 = and <16 x i1> %v1919, %v1920
  %ins1922 = insertelement <16 x i1> poison, i1 %v1913, i64 0
  %splat1923 = shufflevector <16 x i1> %ins1922, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1924 = and <16 x i1> %splat1923, %v1921
  %old1925 = load <16 x float>, ptr %acc1616
  %v1926 = fadd <16 x float> %old1925, %v1909
  %v1927 = select <16 x i1> %v1924, <16 x float> %v1926, <16 x float> %old1925
  store <16 x float> %v1927, ptr %acc1616
  %v1928 = sub i64 %i17, %i1630
  %v1929 = icmp sge i64 %v1928, 0
  %v1930 = icmp slt i64 %v1928, %size.H
  %v1931 = and i1 %v1929, %v1930
  %ins1932 = insertelement <16 x i64> poison, i64 %v1609, i64 0
  %splat1933 = shufflevector <16 x i64> %ins1932, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1934 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1935 = add <16 x i64> %splat1933, %step1934
  %ins1936 = insertelement <16 x i64> poison, i64 %i1636, i64 0
  %splat1937 = shufflevector <16 x i64> %ins1936, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1938 = sub <16 x i64> %lane1935, %splat1937
  %ins1939 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1940 = shufflevector <16 x i64> %ins1939, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1941 = icmp sge <16 x i64> %v1938, zeroinitializer
  %v1942 = icmp slt <16 x i64> %v1938, %splat1940
  %v1943 = and <16 x i1> %v1941, %v1942
  %ins1944 = insertelement <16 x i1> poison, i1 %v1931, i64 0
  %splat1945 = shufflevector <16 x i1> %ins1944, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1946 = and <16 x i1> %splat1945, %v1943
  %v1947 = mul i64 %i7, %size.C
  %v1948 = add i64 %v1947, %i1624
  %v1949 = mul i64 %v1948, %size.H
  %v1950 = sub i64 %i17, %i1630
  %v1951 = add i64 %v1949, %v1950
  %v1952 = mul i64 %v1951, %size.W
  %v1953 = sub i64 %v1609, %i1636
  %v1954 = add i64 %v1952, %v1953
  %p1955 = getelementptr float, ptr %buf.x, i64 %v1954
  %ld1956 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1955, <16 x i1> %v1946, <16 x float> zeroinitializer)
  %v1957 = mul i64 %i1624, %size.KG
  %v1958 = add i64 %v1957, %i1592
  %v1959 = mul i64 %v1958, %size.R
  %v1960 = add i64 %v1959, %i1630
  %v1961 = mul i64 %v1960, %size.S
  %v1962 = add i64 %v1961, %i1636
  %p1963 = getelementptr float, ptr %buf.w, i64 %v1962
  %ld1964 = load float, ptr %p1963, align 4
  %ins1965 = insertelement <16 x float> poison, float %ld1964, i64 0
  %splat1966 = shufflevector <16 x float> %ins1965, <16 x float> poison, <16 x i32> zeroinitializer
  %v1967 = fmul contract <16 x float> %ld1956, %splat1966
  %v1968 = sub i64 %i17, %i1630
  %v1969 = icmp sge i64 %v1968, 0
  %v1970 = icmp slt i64 %v1968, %size.H
  %v1971 = and i1 %v1969, %v1970
  %ins1972 = insertelement <16 x i64> poison, i64 %i1636, i64 0
  %splat1973 = shufflevector <16 x i64> %ins1972, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1974 = sub <16 x i64> %lane1935, %splat1973
  %ins1975 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1976 = shufflevector <16 x i64> %ins1975, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1977 = icmp sge <16 x i64> %v1974, zeroinitializer
  %v1978 = icmp slt <16 x i64> %v1974, %splat1976
  %v1979 = and <16 x i1> %v1977, %v1978
  %ins1980 = insertelement <16 x i1> poison, i1 %v1971, i64 0
  %splat1981 = shufflevector <16 x i1> %ins1980, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1982 = and <16 x i1> %splat1981, %v1979
  %old1983 = load <16 x float>, ptr %acc1617
  %v1984 = fadd <16 x float> %old1983, %v1967
  %v1985 = select <16 x i1> %v1982, <16 x float> %v1984, <16 x float> %old1983
  store <16 x float> %v1985, ptr %acc1617
  %v1986 = sub i64 %i17, %i1630
  %v1987 = icmp sge i64 %v1986, 0
  %v1988 = icmp slt i64 %v1986, %size.H
  %v1989 = and i1 %v1987, %v1988
  %ins1990 = insertelement <16 x i64> poison, i64 %v1610, i64 0
  %splat1991 = shufflevector <16 x i64> %ins1990, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1992 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1993 = add <16 x i64> %splat1991, %step1992
  %ins1994 = insertelement <16 x i64> poison, i64 %i1636, i64 0
  %splat1995 = shufflevector <16 x i64> %ins1994, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1996 = sub <16 x i64> %lane1993, %splat1995
  %ins1997 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1998 = shufflevector <16 x i64> %ins1997, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1999 = icmp sge <16 x i64> %v1996, zeroinitializer
  %v2000 = icmp slt <16 x i64> %v1996, %splat1998
  %v2001 = and <16 x i1> %v1999, %v2000
  %ins2002 = insertelement <16 x i1> poison, i1 %v1989, i64 0
  %splat2003 = shufflevector <16 x i1> %ins2002, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2004 = and <16 x i1> %splat2003, %v2001
  %v2005 = mul i64 %i7, %size.C
  %v2006 = add i64 %v2005, %i1624
  %v2007 = mul i64 %v2006, %size.H
  %v2008 = sub i64 %i17, %i1630
  %v2009 = add i64 %v2007, %v2008
  %v2010 = mul i64 %v2009, %size.W
  %v2011 = sub i64 %v1610, %i1636
  %v2012 = add i64 %v2010, %v2011
  %p2013 = getelementptr float, ptr %buf.x, i64 %v2012
  %ld2014 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2013, <16 x i1> %v2004, <16 x float> zeroinitializer)
  %v2015 = mul i64 %i1624, %size.KG
  %v2016 = add i64 %v2015, %i1592
  %v2017 = mul i64 %v2016, %size.R
  %v2018 = add i64 %v2017, %i1630
  %v2019 = mul i64 %v2018, %size.S
  %v2020 = add i64 %v2019, %i1636
  %p2021 = getelementptr float, ptr %buf.w, i64 %v2020
  %ld2022 = load float, ptr %p2021, align 4
  %ins2023 = insertelement <16 x float> poison, float %ld2022, i64 0
  %splat2024 = shufflevector <16 x float> %ins2023, <16 x float> poison, <16 x i32> zeroinitializer
  %v2025 = fmul contract <16 x float> %ld2014, %splat2024
  %v2026 = sub i64 %i17, %i1630
  %v2027 = icmp sge i64 %v2026, 0
  %v2028 = icmp slt i64 %v2026, %size.H
  %v2029 = and i1 %v2027, %v2028
  %ins2030 = insertelement <16 x i64> poison, i64 %i1636, i64 0
  %splat2031 = shufflevector <16 x i64> %ins2030, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2032 = sub <16 x i64> %lane1993, %splat2031
  %ins2033 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2034 = shufflevector <16 x i64> %ins2033, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2035 = icmp sge <16 x i64> %v2032, zeroinitializer
  %v2036 = icmp slt <16 x i64> %v2032, %splat2034
  %v2037 = and <16 x i1> %v2035, %v2036
  %ins2038 = insertelement <16 x i1> poison, i1 %v2029, i64 0
  %splat2039 = shufflevector <16 x i1> %ins2038, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2040 = and <16 x i1> %splat2039, %v2037
  %old2041 = load <16 x float>, ptr %acc1618
  %v2042 = fadd <16 x float> %old2041, %v2025
  %v2043 = select <16 x i1> %v2040, <16 x float> %v2042, <16 x float> %old2041
  store <16 x float> %v2043, ptr %acc1618
  %v2044 = sub i64 %i17, %i1630
  %v2045 = icmp sge i64 %v2044, 0
  %v2046 = icmp slt i64 %v2044, %size.H
  %v2047 = and i1 %v2045, %v2046
  %ins2048 = insertelement <16 x i64> poison, i64 %v1611, i64 0
  %splat2049 = shufflevector <16 x i64> %ins2048, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2050 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2051 = add <16 x i64> %splat2049, %step2050
  %ins2052 = insertelement <16 x i64> poison, i64 %i1636, i64 0
  %splat2053 = shufflevector <16 x i64> %ins2052, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2054 = sub <16 x i64> %lane2051, %splat2053
  %ins2055 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2056 = shufflevector <16 x i64> %ins2055, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2057 = icmp sge <16 x i64> %v2054, zeroinitializer
  %v2058 = icmp slt <16 x i64> %v2054, %splat2056
  %v2059 = and <16 x i1> %v2057, %v2058
  %ins2060 = insertelement <16 x i1> poison, i1 %v2047, i64 0
  %splat2061 = shufflevector <16 x i1> %ins2060, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2062 = and <16 x i1> %splat2061, %v2059
  %v2063 = mul i64 %i7, %size.C
  %v2064 = add i64 %v2063, %i1624
  %v2065 = mul i64 %v2064, %size.H
  %v2066 = sub i64 %i17, %i1630
  %v2067 = add i64 %v2065, %v2066
  %v2068 = mul i64 %v2067, %size.W
  %v2069 = sub i64 %v1611, %i1636
  %v2070 = add i64 %v2068, %v2069
  %p2071 = getelementptr float, ptr %buf.x, i64 %v2070
  %ld2072 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2071, <16 x i1> %v2062, <16 x float> zeroinitializer)
  %v2073 = mul i64 %i1624, %size.KG
  %v2074 = add i64 %v2073, %i1592
  %v2075 = mul i64 %v2074, %size.R
  %v2076 = add i64 %v2075, %i1630
  %v2077 = mul i64 %v2076, %size.S
  %v2078 = add i64 %v2077, %i1636
  %p2079 = getelementptr float, ptr %buf.w, i64 %v2078
  %ld2080 = load float, ptr %p2079, align 4
  %ins2081 = insertelement <16 x float> poison, float %ld2080, i64 0
  %splat2082 = shufflevector <16 x float> %ins2081, <16 x float> poison, <16 x i32> zeroinitializer
  %v2083 = fmul contract <16 x float> %ld2072, %splat2082
  %v2084 = sub i64 %i17, %i1630
  %v2085 = icmp sge i64 %v2084, 0
  %v2086 = icmp slt i64 %v2084, %size.H
  %v2087 = and i1 %v2085, %v2086
  %ins2088 = insertelement <16 x i64> poison, i64 %i1636, i64 0
  %splat2089 = shufflevector <16 x i64> %ins2088, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2090 = sub <16 x i64> %lane2051, %splat2089
  %ins2091 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2092 = shufflevector <16 x i64> %ins2091, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2093 = icmp sge <16 x i64> %v2090, zeroinitializer
  %v2094 = icmp slt <16 x i64> %v2090, %splat2092
  %v2095 = and <16 x i1> %v2093, %v2094
  %ins2096 = insertelement <16 x i1> poison, i1 %v2087, i64 0
  %splat2097 = shufflevector <16 x i1> %ins2096, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2098 = and <16 x i1> %splat2097, %v2095
  %old2099 = load <16 x float>, ptr %acc1619
  %v2100 = fadd <16 x float> %old2099, %v2083
  %v2101 = select <16 x i1> %v2098, <16 x float> %v2100, <16 x float> %old2099
  store <16 x float> %v2101, ptr %acc1619
  %v2102 = add nsw i64 %i1636, 1
  store i64 %v2102, ptr %s.addr.1632
  br label %cond1633
exit1635:
  %v2103 = add nsw i64 %i1630, 1
  store i64 %v2103, ptr %r.addr.1626
  br label %cond1627
exit1629:
  %v2104 = add nsw i64 %i1624, 1
  store i64 %v2104, ptr %c.addr.1620
  br label %cond1621
exit1623:
  %red2105 = load <16 x float>, ptr %acc1612
  %red2106 = load <16 x float>, ptr %acc1613
  %red2107 = load <16 x float>, ptr %acc1614
  %red2108 = load <16 x float>, ptr %acc1615
  %red2109 = load <16 x float>, ptr %acc1616
  %red2110 = load <16 x float>, ptr %acc1617
  %red2111 = load <16 x float>, ptr %acc1618
  %red2112 = load <16 x float>, ptr %acc1619
  %p2113 = getelementptr float, ptr %buf.b, i64 %i1592
  %ld2114 = load float, ptr %p2113, align 4
  %ins2115 = insertelement <16 x float> poison, float %ld2114, i64 0
  %splat2116 = shufflevector <16 x float> %ins2115, <16 x float> poison, <16 x i32> zeroinitializer
  %v2117 = fadd contract <16 x float> %splat2116, %red2105
  %v2118 = mul i64 %i7, %size.KG
  %v2119 = add i64 %v2118, %i1592
  %v2120 = sub i64 %size.H, 1
  %v2121 = sub i64 %size.R, 1
  %v2122 = add i64 %v2120, %v2121
  %v2123 = add i64 %v2122, 1
  %v2124 = mul i64 %v2119, %v2123
  %v2125 = add i64 %v2124, %i17
  %v2126 = sub i64 %size.W, 1
  %v2127 = sub i64 %size.S, 1
  %v2128 = add i64 %v2126, %v2127
  %v2129 = add i64 %v2128, 1
  %v2130 = mul i64 %v2125, %v2129
  %v2131 = add i64 %v2130, %i1603
  %p2132 = getelementptr float, ptr %buf.y, i64 %v2131
  store <16 x float> %v2117, ptr %p2132, align 4
  %p2133 = getelementptr float, ptr %buf.b, i64 %i1592
  %ld2134 = load float, ptr %p2133, align 4
  %ins2135 = insertelement <16 x float> poison, float %ld2134, i64 0
  %splat2136 = shufflevector <16 x float> %ins2135, <16 x float> poison, <16 x i32> zeroinitializer
  %v2137 = fadd contract <16 x float> %splat2136, %red2106
  %v2138 = mul i64 %i7, %size.KG
  %v2139 = add i64 %v2138, %i1592
  %v2140 = sub i64 %size.H, 1
  %v2141 = sub i64 %size.R, 1
  %v2142 = add i64 %v2140, %v2141
  %v2143 = add i64 %v2142, 1
  %v2144 = mul i64 %v2139, %v2143
  %v2145 = add i64 %v2144, %i17
  %v2146 = sub i64 %size.W, 1
  %v2147 = sub i64 %size.S, 1
  %v2148 = add i64 %v2146, %v2147
  %v2149 = add i64 %v2148, 1
  %v2150 = mul i64 %v2145, %v2149
  %v2151 = add i64 %v2150, %v1605
  %p2152 = getelementptr float, ptr %buf.y, i64 %v2151
  store <16 x float> %v2137, ptr %p2152, align 4
  %p2153 = getelementptr float, ptr %buf.b, i64 %i1592
  %ld2154 = load float, ptr %p2153, align 4
  %ins2155 = insertelement <16 x float> poison, float %ld2154, i64 0
  %splat2156 = shufflevector <16 x float> %ins2155, <16 x float> poison, <16 x i32> zeroinitializer
  %v2157 = fadd contract <16 x float> %splat2156, %red2107
  %v2158 = mul i64 %i7, %size.KG
  %v2159 = add i64 %v2158, %i1592
  %v2160 = sub i64 %size.H, 1
  %v2161 = sub i64 %size.R, 1
  %v2162 = add i64 %v2160, %v2161
  %v2163 = add i64 %v2162, 1
  %v2164 = mul i64 %v2159, %v2163
  %v2165 = add i64 %v2164, %i17
  %v2166 = sub i64 %size.W, 1
  %v2167 = sub i64 %size.S, 1
  %v2168 = add i64 %v2166, %v2167
  %v2169 = add i64 %v2168, 1
  %v2170 = mul i64 %v2165, %v2169
  %v2171 = add i64 %v2170, %v1606
  %p2172 = getelementptr float, ptr %buf.y, i64 %v2171
  store <16 x float> %v2157, ptr %p2172, align 4
  %p2173 = getelementptr float, ptr %buf.b, i64 %i1592
  %ld2174 = load float, ptr %p2173, align 4
  %ins2175 = insertelement <16 x float> poison, float %ld2174, i64 0
  %splat2176 = shufflevector <16 x float> %ins2175, <16 x float> poison, <16 x i32> zeroinitializer
  %v2177 = fadd contract <16 x float> %splat2176, %red2108
  %v2178 = mul i64 %i7, %size.KG
  %v2179 = add i64 %v2178, %i1592
  %v2180 = sub i64 %size.H, 1
  %v2181 = sub i64 %size.R, 1
  %v2182 = add i64 %v2180, %v2181
  %v2183 = add i64 %v2182, 1
  %v2184 = mul i64 %v2179, %v2183
  %v2185 = add i64 %v2184, %i17
  %v2186 = sub i64 %size.W, 1
  %v2187 = sub i64 %size.S, 1
  %v2188 = add i64 %v2186, %v2187
  %v2189 = add i64 %v2188, 1
  %v2190 = mul i64 %v2185, %v2189
  %v2191 = add i64 %v2190, %v1607
  %p2192 = getelementptr float, ptr %buf.y, i64 %v2191
  store <16 x float> %v2177, ptr %p2192, align 4
  %p2193 = getelementptr float, ptr %buf.b, i64 %i1592
  %ld2194 = load float, ptr %p2193, align 4
  %ins2195 = insertelement <16 x float> poison, float %ld2194, i64 0
  %splat2196 = shufflevector <16 x float> %ins2195, <16 x float> poison, <16 x i32> zeroinitializer
  %v2197 = fadd contract <16 x float> %splat2196, %red2109
  %v2198 = mul i64 %i7, %size.KG
  %v2199 = add i64 %v2198, %i1592
  %v2200 = sub i64 %size.H, 1
  %v2201 = sub i64 %size.R, 1
  %v2202 = add i64 %v2200, %v2201
  %v2203 = add i64 %v2202, 1
  %v2204 = mul i64 %v2199, %v2203
  %v2205 = add i64 %v2204, %i17
  %v2206 = sub i64 %size.W, 1
  %v2207 = sub i64 %size.S, 1
  %v2208 = add i64 %v2206, %v2207
  %v2209 = add i64 %v2208, 1
  %v2210 = mul i64 %v2205, %v2209
  %v2211 = add i64 %v2210, %v1608
  %p2212 = getelementptr float, ptr %buf.y, i64 %v2211
  store <16 x float> %v2197, ptr %p2212, align 4
  %p2213 = getelementptr float, ptr %buf.b, i64 %i1592
  %ld2214 = load float, ptr %p2213, align 4
  %ins2215 = insertelement <16 x float> poison, float %ld2214, i64 0
  %splat2216 = shufflevector <16 x float> %ins2215, <16 x float> poison, <16 x i32> zeroinitializer
  %v2217 = fadd contract <16 x float> %splat2216, %red2110
  %v2218 = mul i64 %i7, %size.KG
  %v2219 = add i64 %v2218, %i1592
  %v2220 = sub i64 %size.H, 1
  %v2221 = sub i64 %size.R, 1
  %v2222 = add i64 %v2220, %v2221
  %v2223 = add i64 %v2222, 1
  %v2224 = mul i64 %v2219, %v2223
  %v2225 = add i64 %v2224, %i17
  %v2226 = sub i64 %size.W, 1
  %v2227 = sub i64 %size.S, 1
  %v2228 = add i64 %v2226, %v2227
  %v2229 = add i64 %v2228, 1
  %v2230 = mul i64 %v2225, %v2229
  %v2231 = add i64 %v2230, %v1609
  %p2232 = getelementptr float, ptr %buf.y, i64 %v2231
  store <16 x float> %v2217, ptr %p2232, align 4
  %p2233 = getelementptr float, ptr %buf.b, i64 %i1592
  %ld2234 = load float, ptr %p2233, align 4
  %ins2235 = insertelement <16 x float> poison, float %ld2234, i64 0
  %splat2236 = shufflevector <16 x float> %ins2235, <16 x float> poison, <16 x i32> zeroinitializer
  %v2237 = fadd contract <16 x float> %splat2236, %red2111
  %v2238 = mul i64 %i7, %size.KG
  %v2239 = add i64 %v2238, %i1592
  %v2240 = sub i64 %size.H, 1
  %v2241 = sub i64 %size.R, 1
  %v2242 = add i64 %v2240, %v2241
  %v2243 = add i64 %v2242, 1
  %v2244 = mul i64 %v2239, %v2243
  %v2245 = add i64 %v2244, %i17
  %v2246 = sub i64 %size.W, 1
  %v2247 = sub i64 %size.S, 1
  %v2248 = add i64 %v2246, %v2247
  %v2249 = add i64 %v2248, 1
  %v2250 = mul i64 %v2245, %v2249
  %v2251 = add i64 %v2250, %v1610
  %p2252 = getelementptr float, ptr %buf.y, i64 %v2251
  store <16 x float> %v2237, ptr %p2252, align 4
  %p2253 = getelementptr float, ptr %buf.b, i64 %i1592
  %ld2254 = load float, ptr %p2253, align 4
  %ins2255 = insertelement <16 x float> poison, float %ld2254, i64 0
  %splat2256 = shufflevector <16 x float> %ins2255, <16 x float> poison, <16 x i32> zeroinitializer
  %v2257 = fadd contract <16 x float> %splat2256, %red2112
  %v2258 = mul i64 %i7, %size.KG
  %v2259 = add i64 %v2258, %i1592
  %v2260 = sub i64 %size.H, 1
  %v2261 = sub i64 %size.R, 1
  %v2262 = add i64 %v2260, %v2261
  %v2263 = add i64 %v2262, 1
  %v2264 = mul i64 %v2259, %v2263
  %v2265 = add i64 %v2264, %i17
  %v2266 = sub i64 %size.W, 1
  %v2267 = sub i64 %size.S, 1
  %v2268 = add i64 %v2266, %v2267
  %v2269 = add i64 %v2268, 1
  %v2270 = mul i64 %v2265, %v2269
  %v2271 = add i64 %v2270, %v1611
  %p2272 = getelementptr float, ptr %buf.y, i64 %v2271
  store <16 x float> %v2257, ptr %p2272, align 4
  %v2273 = add nsw i64 %i1603, 128
  store i64 %v2273, ptr %q.addr.1598
  br label %cond1600
exit1602:
  %v2274 = load i64, ptr %q.addr.1598
  %v2275 = sub i64 %size.W, 1
  %v2276 = sub i64 %size.S, 1
  %v2277 = add i64 %v2275, %v2276
  %v2278 = add i64 %v2277, 1
  store i64 %v2274, ptr %q.addr.2279
  %v2280 = sub i64 %v2278, 16
  br label %cond2281
cond2281:
  %i2284 = load i64, ptr %q.addr.2279
  %v2285 = icmp sle i64 %i2284, %v2280
  br i1 %v2285, label %body2282, label %exit2283
body2282:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc2286
  store i64 0, ptr %c.addr.2287
  br label %cond2288
cond2288:
  %i2291 = load i64, ptr %c.addr.2287
  %v2292 = icmp slt i64 %i2291, %size.C
  br i1 %v2292, label %body2289, label %exit2290
body2289:
  store i64 0, ptr %r.addr.2293
  br label %cond2294
cond2294:
  %i2297 = load i64, ptr %r.addr.2293
  %v2298 = icmp slt i64 %i2297, %size.R
  br i1 %v2298, label %body2295, label %exit2296
body2295:
  store i64 0, ptr %s.addr.2299
  br label %cond2300
cond2300:
  %i2303 = load i64, ptr %s.addr.2299
  %v2304 = icmp slt i64 %i2303, %size.S
  br i1 %v2304, label %body2301, label %exit2302
body2301:
  %v2305 = sub i64 %i17, %i2297
  %v2306 = icmp sge i64 %v2305, 0
  %v2307 = icmp slt i64 %v2305, %size.H
  %v2308 = and i1 %v2306, %v2307
  %ins2309 = insertelement <16 x i64> poison, i64 %i2284, i64 0
  %splat2310 = shufflevector <16 x i64> %ins2309, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2311 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2312 = add <16 x i64> %splat2310, %step2311
  %ins2313 = insertelement <16 x i64> poison, i64 %i2303, i64 0
  %splat2314 = shufflevector <16 x i64> %ins2313, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2315 = sub <16 x i64> %lane2312, %splat2314
  %ins2316 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2317 = shufflevector <16 x i64> %ins2316, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2318 = icmp sge <16 x i64> %v2315, zeroinitializer
  %v2319 = icmp slt <16 x i64> %v2315, %splat2317
  %v2320 = and <16 x i1> %v2318, %v2319
  %ins2321 = insertelement <16 x i1> poison, i1 %v2308, i64 0
  %splat2322 = shufflevector <16 x i1> %ins2321, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2323 = and <16 x i1> %splat2322, %v2320
  %v2324 = mul i64 %i7, %size.C
  %v2325 = add i64 %v2324, %i2291
  %v2326 = mul i64 %v2325, %size.H
  %v2327 = sub i64 %i17, %i2297
  %v2328 = add i64 %v2326, %v2327
  %v2329 = mul i64 %v2328, %size.W
  %v2330 = sub i64 %i2284, %i2303
  %v2331 = add i64 %v2329, %v2330
  %p2332 = getelementptr float, ptr %buf.x, i64 %v2331
  %ld2333 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2332, <16 x i1> %v2323, <16 x float> zeroinitializer)
  %v2334 = mul i64 %i2291, %size.KG
  %v2335 = add i64 %v2334, %i1592
  %v2336 = mul i64 %v2335, %size.R
  %v2337 = add i64 %v2336, %i2297
  %v2338 = mul i64 %v2337, %size.S
  %v2339 = add i64 %v2338, %i2303
  %p2340 = getelementptr float, ptr %buf.w, i64 %v2339
  %ld2341 = load float, ptr %p2340, align 4
  %ins2342 = insertelement <16 x float> poison, float %ld2341, i64 0
  %splat2343 = shufflevector <16 x float> %ins2342, <16 x float> poison, <16 x i32> zeroinitializer
  %v2344 = fmul contract <16 x float> %ld2333, %splat2343
  %v2345 = sub i64 %i17, %i2297
  %v2346 = icmp sge i64 %v2345, 0
  %v2347 = icmp slt i64 %v2345, %size.H
  %v2348 = and i1 %v2346, %v2347
  %ins2349 = insertelement <16 x i64> poison, i64 %i2303, i64 0
  %splat2350 = shufflevector <16 x i64> %ins2349, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2351 = sub <16 x i64> %lane2312, %splat2350
  %ins2352 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2353 = shufflevector <16 x i64> %ins2352, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2354 = icmp sge <16 x i64> %v2351, zeroinitializer
  %v2355 = icmp slt <16 x i64> %v2351, %splat2353
  %v2356 = and <16 x i1> %v2354, %v2355
  %ins2357 = insertelement <16 x i1> poison, i1 %v2348, i64 0
  %splat2358 = shufflevector <16 x i1> %ins2357, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2359 = and <16 x i1> %splat2358, %v2356
  %old2360 = load <16 x float>, ptr %acc2286
  %v2361 = fadd <16 x float> %old2360, %v2344
  %v2362 = select <16 x i1> %v2359, <16 x float> %v2361, <16 x float> %old2360
  store <16 x float> %v2362, ptr %acc2286
  %v2363 = add nsw i64 %i2303, 1
  store i64 %v2363, ptr %s.addr.2299
  br label %cond2300
exit2302:
  %v2364 = add nsw i64 %i2297, 1
  store i64 %v2364, ptr %r.addr.2293
  br label %cond2294
exit2296:
  %v2365 = add nsw i64 %i2291, 1
  store i64 %v2365, ptr %c.addr.2287
  br label %cond2288
exit2290:
  %red2366 = load <16 x float>, ptr %acc2286
  %p2367 = getelementptr float, ptr %buf.b, i64 %i1592
  %ld2368 = load float, ptr %p2367, align 4
  %ins2369 = insertelement <16 x float> poison, float %ld2368, i64 0
  %splat2370 = shufflevector <16 x float> %ins2369, <16 x float> poison, <16 x i32> zeroinitializer
  %v2371 = fadd contract <16 x float> %splat2370, %red2366
  %v2372 = mul i64 %i7, %size.KG
  %v2373 = add i64 %v2372, %i1592
  %v2374 = sub i64 %size.H, 1
  %v2375 = sub i64 %size.R, 1
  %v2376 = add i64 %v2374, %v2375
  %v2377 = add i64 %v2376, 1
  %v2378 = mul i64 %v2373, %v2377
  %v2379 = add i64 %v2378, %i17
  %v2380 = sub i64 %size.W, 1
  %v2381 = sub i64 %size.S, 1
  %v2382 = add i64 %v2380, %v2381
  %v2383 = add i64 %v2382, 1
  %v2384 = mul i64 %v2379, %v2383
  %v2385 = add i64 %v2384, %i2284
  %p2386 = getelementptr float, ptr %buf.y, i64 %v2385
  store <16 x float> %v2371, ptr %p2386, align 4
  %v2387 = add nsw i64 %i2284, 16
  store i64 %v2387, ptr %q.addr.2279
  br label %cond2281
exit2283:
  %i2388 = load i64, ptr %q.addr.2279
  %v2389 = icmp slt i64 %i2388, %v2278
  br i1 %v2389, label %tail2390, label %done2391
tail2390:
  %mask2392 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i2388, i64 %v2278)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc2393
  store i64 0, ptr %c.addr.2394
  br label %cond2395
cond2395:
  %i2398 = load i64, ptr %c.addr.2394
  %v2399 = icmp slt i64 %i2398, %size.C
  br i1 %v2399, label %body2396, label %exit2397
body2396:
  store i64 0, ptr %r.addr.2400
  br label %cond2401
cond2401:
  %i2404 = load i64, ptr %r.addr.2400
  %v2405 = icmp slt i64 %i2404, %size.R
  br i1 %v2405, label %body2402, label %exit2403
body2402:
  store i64 0, ptr %s.addr.2406
  br label %cond2407
cond2407:
  %i2410 = load i64, ptr %s.addr.2406
  %v2411 = icmp slt i64 %i2410, %size.S
  br i1 %v2411, label %body2408, label %exit2409
body2408:
  %v2412 = sub i64 %i17, %i2404
  %v2413 = icmp sge i64 %v2412, 0
  %v2414 = icmp slt i64 %v2412, %size.H
  %v2415 = and i1 %v2413, %v2414
  %ins2416 = insertelement <16 x i64> poison, i64 %i2388, i64 0
  %splat2417 = shufflevector <16 x i64> %ins2416, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2418 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2419 = add <16 x i64> %splat2417, %step2418
  %ins2420 = insertelement <16 x i64> poison, i64 %i2410, i64 0
  %splat2421 = shufflevector <16 x i64> %ins2420, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2422 = sub <16 x i64> %lane2419, %splat2421
  %ins2423 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2424 = shufflevector <16 x i64> %ins2423, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2425 = icmp sge <16 x i64> %v2422, zeroinitializer
  %v2426 = icmp slt <16 x i64> %v2422, %splat2424
  %v2427 = and <16 x i1> %v2425, %v2426
  %ins2428 = insertelement <16 x i1> poison, i1 %v2415, i64 0
  %splat2429 = shufflevector <16 x i1> %ins2428, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2430 = and <16 x i1> %splat2429, %v2427
  %v2431 = and <16 x i1> %mask2392, %v2430
  %v2432 = mul i64 %i7, %size.C
  %v2433 = add i64 %v2432, %i2398
  %v2434 = mul i64 %v2433, %size.H
  %v2435 = sub i64 %i17, %i2404
  %v2436 = add i64 %v2434, %v2435
  %v2437 = mul i64 %v2436, %size.W
  %v2438 = sub i64 %i2388, %i2410
  %v2439 = add i64 %v2437, %v2438
  %p2440 = getelementptr float, ptr %buf.x, i64 %v2439
  %ld2441 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2440, <16 x i1> %v2431, <16 x float> zeroinitializer)
  %v2442 = mul i64 %i2398, %size.KG
  %v2443 = add i64 %v2442, %i1592
  %v2444 = mul i64 %v2443, %size.R
  %v2445 = add i64 %v2444, %i2404
  %v2446 = mul i64 %v2445, %size.S
  %v2447 = add i64 %v2446, %i2410
  %p2448 = getelementptr float, ptr %buf.w, i64 %v2447
  %ld2449 = load float, ptr %p2448, align 4
  %ins2450 = insertelement <16 x float> poison, float %ld2449, i64 0
  %splat2451 = shufflevector <16 x float> %ins2450, <16 x float> poison, <16 x i32> zeroinitializer
  %v2452 = fmul contract <16 x float> %ld2441, %splat2451
  %v2453 = sub i64 %i17, %i2404
  %v2454 = icmp sge i64 %v2453, 0
  %v2455 = icmp slt i64 %v2453, %size.H
  %v2456 = and i1 %v2454, %v2455
  %ins2457 = insertelement <16 x i64> poison, i64 %i2410, i64 0
  %splat2458 = shufflevector <16 x i64> %ins2457, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2459 = sub <16 x i64> %lane2419, %splat2458
  %ins2460 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2461 = shufflevector <16 x i64> %ins2460, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2462 = icmp sge <16 x i64> %v2459, zeroinitializer
  %v2463 = icmp slt <16 x i64> %v2459, %splat2461
  %v2464 = and <16 x i1> %v2462, %v2463
  %ins2465 = insertelement <16 x i1> poison, i1 %v2456, i64 0
  %splat2466 = shufflevector <16 x i1> %ins2465, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2467 = and <16 x i1> %splat2466, %v2464
  %v2468 = and <16 x i1> %mask2392, %v2467
  %old2469 = load <16 x float>, ptr %acc2393
  %v2470 = fadd <16 x float> %old2469, %v2452
  %v2471 = select <16 x i1> %v2468, <16 x float> %v2470, <16 x float> %old2469
  store <16 x float> %v2471, ptr %acc2393
  %v2472 = add nsw i64 %i2410, 1
  store i64 %v2472, ptr %s.addr.2406
  br label %cond2407
exit2409:
  %v2473 = add nsw i64 %i2404, 1
  store i64 %v2473, ptr %r.addr.2400
  br label %cond2401
exit2403:
  %v2474 = add nsw i64 %i2398, 1
  store i64 %v2474, ptr %c.addr.2394
  br label %cond2395
exit2397:
  %red2475 = load <16 x float>, ptr %acc2393
  %p2476 = getelementptr float, ptr %buf.b, i64 %i1592
  %ld2477 = load float, ptr %p2476, align 4
  %ins2478 = insertelement <16 x float> poison, float %ld2477, i64 0
  %splat2479 = shufflevector <16 x float> %ins2478, <16 x float> poison, <16 x i32> zeroinitializer
  %v2480 = fadd contract <16 x float> %splat2479, %red2475
  %v2481 = mul i64 %i7, %size.KG
  %v2482 = add i64 %v2481, %i1592
  %v2483 = sub i64 %size.H, 1
  %v2484 = sub i64 %size.R, 1
  %v2485 = add i64 %v2483, %v2484
  %v2486 = add i64 %v2485, 1
  %v2487 = mul i64 %v2482, %v2486
  %v2488 = add i64 %v2487, %i17
  %v2489 = sub i64 %size.W, 1
  %v2490 = sub i64 %size.S, 1
  %v2491 = add i64 %v2489, %v2490
  %v2492 = add i64 %v2491, 1
  %v2493 = mul i64 %v2488, %v2492
  %v2494 = add i64 %v2493, %i2388
  %p2495 = getelementptr float, ptr %buf.y, i64 %v2494
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2480, ptr align 4 %p2495, <16 x i1> %mask2392)
  br label %done2391
done2391:
  %v2496 = add nsw i64 %i1592, 1
  store i64 %v2496, ptr %k.addr.19
  br label %cond1589
exit1591:
  %v2497 = add nsw i64 %i17, 1
  store i64 %v2497, ptr %p.addr.13
  br label %cond14
exit16:
  %v2498 = add nsw i64 %i7, 1
  store i64 %v2498, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}

define void @"jr.op.conv_transpose2d"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.KG, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %fin5 = alloca <16 x float>
  %fin6 = alloca <16 x float>
  %fin7 = alloca <16 x float>
  %fin8 = alloca <16 x float>
  %c11 = alloca i64
  %c42 = alloca i64
  %c461 = alloca i64
  %c494 = alloca i64
  %c513 = alloca i64
  %c637 = alloca i64
  %c638 = alloca i64
  %c644 = alloca i64
  %c1051 = alloca i64
  %c1326 = alloca i64
  %c1332 = alloca i64
  %c1372 = alloca i64
  %c1394 = alloca i64
  %c1395 = alloca i64
  %c1401 = alloca i64
  %c1407 = alloca i64
  %c1551 = alloca i64
  %t1 = mul i64 1, %size.C
  %t2 = mul i64 %t1, %size.KG
  %t3 = mul i64 %t2, %size.R
  %t4 = mul i64 %t3, %size.S
  store <16 x float> zeroinitializer, ptr %fin5
  store <16 x float> zeroinitializer, ptr %fin6
  store <16 x float> zeroinitializer, ptr %fin7
  store <16 x float> zeroinitializer, ptr %fin8
  %t9 = sdiv i64 %t4, 64
  %t10 = mul i64 %t9, 64
  store i64 0, ptr %c11
  br label %head12
head12:
  %i15 = load i64, ptr %c11
  %t16 = icmp slt i64 %i15, %t10
  br i1 %t16, label %body13, label %done14
body13:
  %t17 = add i64 %i15, 0
  %t18 = getelementptr float, ptr %buf.w, i64 %t17
  %t19 = load <16 x float>, ptr %t18, align 4
  %t20 = fsub <16 x float> %t19, %t19
  %t21 = load <16 x float>, ptr %fin5
  %t22 = fadd <16 x float> %t21, %t20
  store <16 x float> %t22, ptr %fin5
  %t23 = add i64 %i15, 16
  %t24 = getelementptr float, ptr %buf.w, i64 %t23
  %t25 = load <16 x float>, ptr %t24, align 4
  %t26 = fsub <16 x float> %t25, %t25
  %t27 = load <16 x float>, ptr %fin6
  %t28 = fadd <16 x float> %t27, %t26
  store <16 x float> %t28, ptr %fin6
  %t29 = add i64 %i15, 32
  %t30 = getelementptr float, ptr %buf.w, i64 %t29
  %t31 = load <16 x float>, ptr %t30, align 4
  %t32 = fsub <16 x float> %t31, %t31
  %t33 = load <16 x float>, ptr %fin7
  %t34 = fadd <16 x float> %t33, %t32
  store <16 x float> %t34, ptr %fin7
  %t35 = add i64 %i15, 48
  %t36 = getelementptr float, ptr %buf.w, i64 %t35
  %t37 = load <16 x float>, ptr %t36, align 4
  %t38 = fsub <16 x float> %t37, %t37
  %t39 = load <16 x float>, ptr %fin8
  %t40 = fadd <16 x float> %t39, %t38
  store <16 x float> %t40, ptr %fin8
  %t41 = add nsw i64 %i15, 64
  store i64 %t41, ptr %c11
  br label %head12
done14:
  store i64 %t10, ptr %c42
  br label %head43
head43:
  %i46 = load i64, ptr %c42
  %t47 = icmp slt i64 %i46, %t4
  br i1 %t47, label %body44, label %done45
body44:
  %t48 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i46, i64 %t4)
  %t49 = getelementptr float, ptr %buf.w, i64 %i46
  %t50 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t49, <16 x i1> %t48, <16 x float> zeroinitializer)
  %t51 = fsub <16 x float> %t50, %t50
  %t52 = load <16 x float>, ptr %fin5
  %t53 = fadd <16 x float> %t52, %t51
  store <16 x float> %t53, ptr %fin5
  %t54 = add nsw i64 %i46, 16
  store i64 %t54, ptr %c42
  br label %head43
done45:
  %t55 = load <16 x float>, ptr %fin5
  %t56 = load <16 x float>, ptr %fin6
  %t57 = fadd <16 x float> %t55, %t56
  %t58 = load <16 x float>, ptr %fin7
  %t59 = fadd <16 x float> %t57, %t58
  %t60 = load <16 x float>, ptr %fin8
  %t61 = fadd <16 x float> %t59, %t60
  %t62 = fcmp une <16 x float> %t61, zeroinitializer
  %t63 = call i1 @llvm.vector.reduce.or.v16i1(<16 x i1> %t62)
  %t64 = xor i1 %t63, true
  %t65 = and i1 true, %t64
  br i1 %t65, label %gemm66, label %exact67
exact67:
  %t69 = icmp eq i64 %range.lo, 0
  br i1 %t69, label %exact.run68, label %exact.done
exact.run68:
  call void @"jr.op.conv_transpose2d.exact"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, ptr %scratch, i64 %size.N, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.KG, i64 %size.R, i64 %size.S, i64 0, i64 4611686018427387904)
  br label %exact.done
exact.done:
  ret void
gemm66:
  %t70 = sub i64 %size.W, 1
  %t71 = sub i64 %size.S, 1
  %t72 = add i64 %t70, %t71
  %t73 = add i64 %t72, 1
  %t74 = sub i64 %size.H, 1
  %t75 = sub i64 %size.R, 1
  %t76 = add i64 %t74, %t75
  %t77 = add i64 %t76, 1
  %t78 = mul i64 %t77, %t73
  %t79 = mul i64 1, %size.R
  %t80 = mul i64 %t79, %size.S
  %t81 = icmp sgt i64 %t80, 1
  %t82 = select i1 %t81, i64 %t80, i64 1
  %t83 = add i64 %t78, 511
  %t84 = sdiv i64 %t83, 512
  %t85 = add i64 %size.KG, 31
  %t86 = sdiv i64 %t85, 32
  %t87 = sub i64 %t84, 1
  %t88 = add i64 %t78, %t87
  %t89 = icmp sgt i64 %t84, 1
  %t90 = select i1 %t89, i64 %t84, i64 1
  %t91 = sdiv i64 %t88, %t90
  %t92 = add i64 %t91, 63
  %t93 = sdiv i64 %t92, 64
  %t94 = mul i64 %t93, 64
  %t95 = sub i64 %t86, 1
  %t96 = add i64 %size.KG, %t95
  %t97 = icmp sgt i64 %t86, 1
  %t98 = select i1 %t97, i64 %t86, i64 1
  %t99 = sdiv i64 %t96, %t98
  %t100 = add i64 %t99, 3
  %t101 = sdiv i64 %t100, 4
  %t102 = mul i64 %t101, 4
  %t103 = mul i64 %t84, %t86
  %t104 = mul i64 %t103, %size.N
  %t105 = icmp slt i64 %range.hi, %t104
  %t106 = select i1 %t105, i64 %range.hi, i64 %t104
  %t107 = ptrtoint ptr %scratch to i64
  %t108 = add i64 %t107, 63
  %t109 = and i64 %t108, -64
  %t110 = inttoptr i64 %t109 to ptr
  %t111 = add i64 85, %t80
  %t112 = mul i64 %t111, 512
  %t113 = getelementptr float, ptr %t110, i64 %t112
  %t114 = sub i64 %size.H, 1
  %t115 = sub i64 %size.R, 1
  %t116 = add i64 %t114, %t115
  %t117 = add i64 %t116, 1
  %t118 = mul i64 %size.KG, %t117
  %t119 = sub i64 %size.W, 1
  %t120 = sub i64 %size.S, 1
  %t121 = add i64 %t119, %t120
  %t122 = add i64 %t121, 1
  %t123 = mul i64 %t118, %t122
  %t124 = mul i64 0, %t123
  %t125 = sub i64 %size.H, 1
  %t126 = sub i64 %size.R, 1
  %t127 = add i64 %t125, %t126
  %t128 = add i64 %t127, 1
  %t129 = sub i64 %size.W, 1
  %t130 = sub i64 %size.S, 1
  %t131 = add i64 %t129, %t130
  %t132 = add i64 %t131, 1
  %t133 = mul i64 %t128, %t132
  %t134 = mul i64 0, %t133
  %t135 = add i64 %t124, %t134
  %t136 = sub i64 %size.W, 1
  %t137 = sub i64 %size.S, 1
  %t138 = add i64 %t136, %t137
  %t139 = add i64 %t138, 1
  %t140 = mul i64 0, %t139
  %t141 = add i64 %t135, %t140
  %t142 = add i64 %t141, 1
  %t143 = sub i64 %size.H, 1
  %t144 = sub i64 %size.R, 1
  %t145 = add i64 %t143, %t144
  %t146 = add i64 %t145, 1
  %t147 = mul i64 %size.KG, %t146
  %t148 = sub i64 %size.W, 1
  %t149 = sub i64 %size.S, 1
  %t150 = add i64 %t148, %t149
  %t151 = add i64 %t150, 1
  %t152 = mul i64 %t147, %t151
  %t153 = mul i64 0, %t152
  %t154 = sub i64 %size.H, 1
  %t155 = sub i64 %size.R, 1
  %t156 = add i64 %t154, %t155
  %t157 = add i64 %t156, 1
  %t158 = sub i64 %size.W, 1
  %t159 = sub i64 %size.S, 1
  %t160 = add i64 %t158, %t159
  %t161 = add i64 %t160, 1
  %t162 = mul i64 %t157, %t161
  %t163 = mul i64 0, %t162
  %t164 = add i64 %t153, %t163
  %t165 = sub i64 %size.W, 1
  %t166 = sub i64 %size.S, 1
  %t167 = add i64 %t165, %t166
  %t168 = add i64 %t167, 1
  %t169 = mul i64 0, %t168
  %t170 = add i64 %t164, %t169
  %t171 = add i64 %t170, 0
  %t172 = sub i64 %t142, %t171
  %t173 = mul i64 %t172, %t73
  %t174 = sub i64 %size.H, 1
  %t175 = sub i64 %size.R, 1
  %t176 = add i64 %t174, %t175
  %t177 = add i64 %t176, 1
  %t178 = mul i64 %size.KG, %t177
  %t179 = sub i64 %size.W, 1
  %t180 = sub i64 %size.S, 1
  %t181 = add i64 %t179, %t180
  %t182 = add i64 %t181, 1
  %t183 = mul i64 %t178, %t182
  %t184 = mul i64 0, %t183
  %t185 = sub i64 %size.H, 1
  %t186 = sub i64 %size.R, 1
  %t187 = add i64 %t185, %t186
  %t188 = add i64 %t187, 1
  %t189 = sub i64 %size.W, 1
  %t190 = sub i64 %size.S, 1
  %t191 = add i64 %t189, %t190
  %t192 = add i64 %t191, 1
  %t193 = mul i64 %t188, %t192
  %t194 = mul i64 0, %t193
  %t195 = add i64 %t184, %t194
  %t196 = sub i64 %size.W, 1
  %t197 = sub i64 %size.S, 1
  %t198 = add i64 %t196, %t197
  %t199 = add i64 %t198, 1
  %t200 = mul i64 1, %t199
  %t201 = add i64 %t195, %t200
  %t202 = add i64 %t201, 0
  %t203 = sub i64 %size.H, 1
  %t204 = sub i64 %size.R, 1
  %t205 = add i64 %t203, %t204
  %t206 = add i64 %t205, 1
  %t207 = mul i64 %size.KG, %t206
  %t208 = sub i64 %size.W, 1
  %t209 = sub i64 %size.S, 1
  %t210 = add i64 %t208, %t209
  %t211 = add i64 %t210, 1
  %t212 = mul i64 %t207, %t211
  %t213 = mul i64 0, %t212
  %t214 = sub i64 %size.H, 1
  %t215 = sub i64 %size.R, 1
  %t216 = add i64 %t214, %t215
  %t217 = add i64 %t216, 1
  %t218 = sub i64 %size.W, 1
  %t219 = sub i64 %size.S, 1
  %t220 = add i64 %t218, %t219
  %t221 = add i64 %t220, 1
  %t222 = mul i64 %t217, %t221
  %t223 = mul i64 0, %t222
  %t224 = add i64 %t213, %t223
  %t225 = sub i64 %size.W, 1
  %t226 = sub i64 %size.S, 1
  %t227 = add i64 %t225, %t226
  %t228 = add i64 %t227, 1
  %t229 = mul i64 0, %t228
  %t230 = add i64 %t224, %t229
  %t231 = add i64 %t230, 0
  %t232 = sub i64 %t202, %t231
  %t233 = icmp eq i64 %t232, %t173
  %t234 = and i1 true, %t233
  %t235 = mul i64 %size.KG, %size.R
  %t236 = mul i64 %t235, %size.S
  %t237 = mul i64 0, %t236
  %t238 = mul i64 %size.R, %size.S
  %t239 = mul i64 0, %t238
  %t240 = add i64 %t237, %t239
  %t241 = mul i64 1, %size.S
  %t242 = add i64 %t240, %t241
  %t243 = add i64 %t242, 0
  %t244 = mul i64 %size.KG, %size.R
  %t245 = mul i64 %t244, %size.S
  %t246 = mul i64 0, %t245
  %t247 = mul i64 %size.R, %size.S
  %t248 = mul i64 0, %t247
  %t249 = add i64 %t246, %t248
  %t250 = mul i64 0, %size.S
  %t251 = add i64 %t249, %t250
  %t252 = add i64 %t251, 0
  %t253 = sub i64 %t243, %t252
  %t254 = mul i64 %t253, %size.R
  %t255 = mul i64 %size.KG, %size.R
  %t256 = mul i64 %t255, %size.S
  %t257 = mul i64 1, %t256
  %t258 = mul i64 %size.R, %size.S
  %t259 = mul i64 0, %t258
  %t260 = add i64 %t257, %t259
  %t261 = mul i64 0, %size.S
  %t262 = add i64 %t260, %t261
  %t263 = add i64 %t262, 0
  %t264 = mul i64 %size.KG, %size.R
  %t265 = mul i64 %t264, %size.S
  %t266 = mul i64 0, %t265
  %t267 = mul i64 %size.R, %size.S
  %t268 = mul i64 0, %t267
  %t269 = add i64 %t266, %t268
  %t270 = mul i64 0, %size.S
  %t271 = add i64 %t269, %t270
  %t272 = add i64 %t271, 0
  %t273 = sub i64 %t263, %t272
  %t274 = icmp eq i64 %t273, %t254
  %t275 = and i1 true, %t274
  %t276 = mul i64 %size.KG, %size.R
  %t277 = mul i64 %t276, %size.S
  %t278 = mul i64 0, %t277
  %t279 = mul i64 %size.R, %size.S
  %t280 = mul i64 0, %t279
  %t281 = add i64 %t278, %t280
  %t282 = mul i64 0, %size.S
  %t283 = add i64 %t281, %t282
  %t284 = add i64 %t283, 1
  %t285 = mul i64 %size.KG, %size.R
  %t286 = mul i64 %t285, %size.S
  %t287 = mul i64 0, %t286
  %t288 = mul i64 %size.R, %size.S
  %t289 = mul i64 0, %t288
  %t290 = add i64 %t287, %t289
  %t291 = mul i64 0, %size.S
  %t292 = add i64 %t290, %t291
  %t293 = add i64 %t292, 0
  %t294 = sub i64 %t284, %t293
  %t295 = mul i64 %t294, %size.S
  %t296 = mul i64 %size.KG, %size.R
  %t297 = mul i64 %t296, %size.S
  %t298 = mul i64 0, %t297
  %t299 = mul i64 %size.R, %size.S
  %t300 = mul i64 0, %t299
  %t301 = add i64 %t298, %t300
  %t302 = mul i64 1, %size.S
  %t303 = add i64 %t301, %t302
  %t304 = add i64 %t303, 0
  %t305 = mul i64 %size.KG, %size.R
  %t306 = mul i64 %t305, %size.S
  %t307 = mul i64 0, %t306
  %t308 = mul i64 %size.R, %size.S
  %t309 = mul i64 0, %t308
  %t310 = add i64 %t307, %t309
  %t311 = mul i64 0, %size.S
  %t312 = add i64 %t310, %t311
  %t313 = add i64 %t312, 0
  %t314 = sub i64 %t304, %t313
  %t315 = icmp eq i64 %t314, %t295
  %t316 = and i1 %t275, %t315
  %t317 = and i1 %t316, true
  %t318 = icmp eq i64 %size.KG, 1
  %t319 = and i1 false, %t318
  %t320 = and i1 %t319, %t317
  %t321 = select i1 false, i64 128, i64 85
  %t322 = sdiv i64 %t321, %t82
  %t323 = icmp sgt i64 %t322, 1
  %t324 = select i1 %t323, i64 %t322, i64 1
  %t325 = sub i64 %t324, 1
  %t326 = add i64 %size.C, %t325
  %t327 = sdiv i64 %t326, %t324
  %t328 = icmp sgt i64 %t327, 1
  %t329 = select i1 %t328, i64 %t327, i64 1
  %t330 = sub i64 %t329, 1
  %t331 = add i64 %size.C, %t330
  %t332 = sdiv i64 %t331, %t329
  %t333 = icmp sgt i64 %t332, 1
  %t334 = select i1 %t333, i64 %t332, i64 1
  %t335 = mul i64 %size.KG, %size.R
  %t336 = mul i64 %t335, %size.S
  %t337 = mul i64 0, %t336
  %t338 = mul i64 %size.R, %size.S
  %t339 = mul i64 1, %t338
  %t340 = add i64 %t337, %t339
  %t341 = mul i64 0, %size.S
  %t342 = add i64 %t340, %t341
  %t343 = add i64 %t342, 0
  %t344 = mul i64 %size.KG, %size.R
  %t345 = mul i64 %t344, %size.S
  %t346 = mul i64 0, %t345
  %t347 = mul i64 %size.R, %size.S
  %t348 = mul i64 0, %t347
  %t349 = add i64 %t346, %t348
  %t350 = mul i64 0, %size.S
  %t351 = add i64 %t349, %t350
  %t352 = add i64 %t351, 0
  %t353 = sub i64 %t343, %t352
  %t354 = mul i64 %size.KG, %size.R
  %t355 = mul i64 %t354, %size.S
  %t356 = mul i64 0, %t355
  %t357 = mul i64 %size.R, %size.S
  %t358 = mul i64 0, %t357
  %t359 = add i64 %t356, %t358
  %t360 = mul i64 0, %size.S
  %t361 = add i64 %t359, %t360
  %t362 = add i64 %t361, 1
  %t363 = mul i64 %size.KG, %size.R
  %t364 = mul i64 %t363, %size.S
  %t365 = mul i64 0, %t364
  %t366 = mul i64 %size.R, %size.S
  %t367 = mul i64 0, %t366
  %t368 = add i64 %t365, %t367
  %t369 = mul i64 0, %size.S
  %t370 = add i64 %t368, %t369
  %t371 = add i64 %t370, 0
  %t372 = sub i64 %t362, %t371
  %t373 = mul i64 %size.C, %size.H
  %t374 = mul i64 %t373, %size.W
  %t375 = mul i64 0, %t374
  %t376 = mul i64 %size.H, %size.W
  %t377 = mul i64 0, %t376
  %t378 = add i64 %t375, %t377
  %t379 = sub i64 0, 0
  %t380 = mul i64 %t379, %size.W
  %t381 = add i64 %t378, %t380
  %t382 = sub i64 0, 1
  %t383 = add i64 %t381, %t382
  %t384 = mul i64 %size.C, %size.H
  %t385 = mul i64 %t384, %size.W
  %t386 = mul i64 0, %t385
  %t387 = mul i64 %size.H, %size.W
  %t388 = mul i64 0, %t387
  %t389 = add i64 %t386, %t388
  %t390 = sub i64 0, 0
  %t391 = mul i64 %t390, %size.W
  %t392 = add i64 %t389, %t391
  %t393 = sub i64 0, 0
  %t394 = add i64 %t392, %t393
  %t395 = sub i64 %t383, %t394
  %t396 = sub i64 %size.H, 1
  %t397 = sub i64 %size.R, 1
  %t398 = add i64 %t396, %t397
  %t399 = add i64 %t398, 1
  %t400 = mul i64 %size.KG, %t399
  %t401 = sub i64 %size.W, 1
  %t402 = sub i64 %size.S, 1
  %t403 = add i64 %t401, %t402
  %t404 = add i64 %t403, 1
  %t405 = mul i64 %t400, %t404
  %t406 = mul i64 0, %t405
  %t407 = sub i64 %size.H, 1
  %t408 = sub i64 %size.R, 1
  %t409 = add i64 %t407, %t408
  %t410 = add i64 %t409, 1
  %t411 = sub i64 %size.W, 1
  %t412 = sub i64 %size.S, 1
  %t413 = add i64 %t411, %t412
  %t414 = add i64 %t413, 1
  %t415 = mul i64 %t410, %t414
  %t416 = mul i64 1, %t415
  %t417 = add i64 %t406, %t416
  %t418 = sub i64 %size.W, 1
  %t419 = sub i64 %size.S, 1
  %t420 = add i64 %t418, %t419
  %t421 = add i64 %t420, 1
  %t422 = mul i64 0, %t421
  %t423 = add i64 %t417, %t422
  %t424 = add i64 %t423, 0
  %t425 = sub i64 %size.H, 1
  %t426 = sub i64 %size.R, 1
  %t427 = add i64 %t425, %t426
  %t428 = add i64 %t427, 1
  %t429 = mul i64 %size.KG, %t428
  %t430 = sub i64 %size.W, 1
  %t431 = sub i64 %size.S, 1
  %t432 = add i64 %t430, %t431
  %t433 = add i64 %t432, 1
  %t434 = mul i64 %t429, %t433
  %t435 = mul i64 0, %t434
  %t436 = sub i64 %size.H, 1
  %t437 = sub i64 %size.R, 1
  %t438 = add i64 %t436, %t437
  %t439 = add i64 %t438, 1
  %t440 = sub i64 %size.W, 1
  %t441 = sub i64 %size.S, 1
  %t442 = add i64 %t440, %t441
  %t443 = add i64 %t442, 1
  %t444 = mul i64 %t439, %t443
  %t445 = mul i64 0, %t444
  %t446 = add i64 %t435, %t445
  %t447 = sub i64 %size.W, 1
  %t448 = sub i64 %size.S, 1
  %t449 = add i64 %t447, %t448
  %t450 = add i64 %t449, 1
  %t451 = mul i64 0, %t450
  %t452 = add i64 %t446, %t451
  %t453 = add i64 %t452, 0
  %t454 = sub i64 %t424, %t453
  br label %packed455
packed455:
  %t457 = sub i64 %t86, 1
  %t458 = add i64 %t106, %t457
  %t459 = udiv i64 %t458, %t86
  %t460 = udiv i64 %range.lo, %t86
  store i64 %t460, ptr %c461
  br label %head462
head462:
  %i465 = load i64, ptr %c461
  %t466 = icmp slt i64 %i465, %t459
  br i1 %t466, label %body463, label %done464
body463:
  %t467 = urem i64 %i465, %t84
  %t468 = udiv i64 %i465, %t84
  %t469 = urem i64 %t468, %size.N
  %t470 = udiv i64 %t468, %size.N
  %t471 = mul i64 %i465, %t86
  %t472 = sub i64 %range.lo, %t471
  %t473 = icmp sgt i64 %t472, 0
  %t474 = select i1 %t473, i64 %t472, i64 0
  %t475 = mul i64 %t474, %t102
  %t476 = icmp slt i64 %size.KG, %t475
  %t477 = select i1 %t476, i64 %size.KG, i64 %t475
  %t478 = sub i64 %t106, %t471
  %t479 = icmp slt i64 %t478, %t86
  %t480 = select i1 %t479, i64 %t478, i64 %t86
  %t481 = mul i64 %t480, %t102
  %t482 = icmp slt i64 %size.KG, %t481
  %t483 = select i1 %t482, i64 %size.KG, i64 %t481
  %t484 = sub i64 %t483, %t477
  %t485 = mul i64 %t467, %t94
  %t486 = sub i64 %t78, %t485
  %t487 = icmp slt i64 %t94, %t486
  %t488 = select i1 %t487, i64 %t94, i64 %t486
  %t489 = add i64 %t488, 63
  %t490 = sdiv i64 %t489, 64
  %t493 = icmp slt i64 %t477, %t483
  br i1 %t493, label %rows491, label %norows492
rows491:
  store i64 0, ptr %c494
  br label %head495
head495:
  %i498 = load i64, ptr %c494
  %t499 = icmp slt i64 %i498, %t329
  br i1 %t499, label %body496, label %done497
body496:
  %t500 = mul i64 %i498, %t334
  %t501 = add i64 %t500, %t334
  %t502 = icmp slt i64 %t501, %size.C
  %t503 = select i1 %t502, i64 %t501, i64 %size.C
  %t504 = sub i64 %t503, %t500
  %t505 = icmp sgt i64 %t504, 0
  %t506 = select i1 %t505, i64 %t504, i64 0
  %t507 = mul i64 %t506, %t80
  %t508 = icmp sgt i64 %i498, 0
  br label %packb509
packb509:
  br i1 false, label %panels510, label %pack512
pack512:
  store i64 0, ptr %c513
  br label %head514
head514:
  %i517 = load i64, ptr %c513
  %t518 = icmp slt i64 %i517, %t490
  br i1 %t518, label %body515, label %done516
body515:
  %t519 = mul i64 %i517, 64
  %t520 = mul i64 %i517, %t507
  %t521 = mul i64 %t520, 64
  %t522 = getelementptr float, ptr %t110, i64 %t521
  %t523 = add i64 %t519, 0
  %t524 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t523, i64 %t488)
  %t525 = add i64 %t485, %t523
  %t526 = sub i64 %size.W, 1
  %t527 = sub i64 %size.S, 1
  %t528 = add i64 %t526, %t527
  %t529 = add i64 %t528, 1
  %t530 = udiv i64 %t525, %t529
  %t531 = urem i64 %t525, %t529
  %t532 = insertelement <16 x i64> poison, i64 %t525, i64 0
  %t533 = shufflevector <16 x i64> %t532, <16 x i64> poison, <16 x i32> zeroinitializer
  %t534 = add <16 x i64> %t533, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %t535 = insertelement <16 x i64> poison, i64 %t529, i64 0
  %t536 = shufflevector <16 x i64> %t535, <16 x i64> poison, <16 x i32> zeroinitializer
  %t537 = udiv <16 x i64> %t534, %t536
  %t538 = insertelement <16 x i64> poison, i64 %t529, i64 0
  %t539 = shufflevector <16 x i64> %t538, <16 x i64> poison, <16 x i32> zeroinitializer
  %t540 = mul <16 x i64> %t537, %t539
  %t541 = sub <16 x i64> %t534, %t540
  %t542 = insertelement <16 x i64> poison, i64 %t530, i64 0
  %t543 = shufflevector <16 x i64> %t542, <16 x i64> poison, <16 x i32> zeroinitializer
  %t544 = sub <16 x i64> %t537, %t543
  %t545 = insertelement <16 x i64> poison, i64 %t531, i64 0
  %t546 = shufflevector <16 x i64> %t545, <16 x i64> poison, <16 x i32> zeroinitializer
  %t547 = sub <16 x i64> %t541, %t546
  %t548 = add i64 %t525, 15
  %t549 = udiv i64 %t548, %t529
  %t550 = icmp eq i64 %t530, %t549
  %t551 = add i64 %t519, 16
  %t552 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t551, i64 %t488)
  %t553 = add i64 %t485, %t551
  %t554 = sub i64 %size.W, 1
  %t555 = sub i64 %size.S, 1
  %t556 = add i64 %t554, %t555
  %t557 = add i64 %t556, 1
  %t558 = udiv i64 %t553, %t557
  %t559 = urem i64 %t553, %t557
  %t560 = insertelement <16 x i64> poison, i64 %t553, i64 0
  %t561 = shufflevector <16 x i64> %t560, <16 x i64> poison, <16 x i32> zeroinitializer
  %t562 = add <16 x i64> %t561, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %t563 = insertelement <16 x i64> poison, i64 %t557, i64 0
  %t564 = shufflevector <16 x i64> %t563, <16 x i64> poison, <16 x i32> zeroinitializer
  %t565 = udiv <16 x i64> %t562, %t564
  %t566 = insertelement <16 x i64> poison, i64 %t557, i64 0
  %t567 = shufflevector <16 x i64> %t566, <16 x i64> poison, <16 x i32> zeroinitializer
  %t568 = mul <16 x i64> %t565, %t567
  %t569 = sub <16 x i64> %t562, %t568
  %t570 = insertelement <16 x i64> poison, i64 %t558, i64 0
  %t571 = shufflevector <16 x i64> %t570, <16 x i64> poison, <16 x i32> zeroinitializer
  %t572 = sub <16 x i64> %t565, %t571
  %t573 = insertelement <16 x i64> poison, i64 %t559, i64 0
  %t574 = shufflevector <16 x i64> %t573, <16 x i64> poison, <16 x i32> zeroinitializer
  %t575 = sub <16 x i64> %t569, %t574
  %t576 = add i64 %t553, 15
  %t577 = udiv i64 %t576, %t557
  %t578 = icmp eq i64 %t558, %t577
  %t579 = add i64 %t519, 32
  %t580 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t579, i64 %t488)
  %t581 = add i64 %t485, %t579
  %t582 = sub i64 %size.W, 1
  %t583 = sub i64 %size.S, 1
  %t584 = add i64 %t582, %t583
  %t585 = add i64 %t584, 1
  %t586 = udiv i64 %t581, %t585
  %t587 = urem i64 %t581, %t585
  %t588 = insertelement <16 x i64> poison, i64 %t581, i64 0
  %t589 = shufflevector <16 x i64> %t588, <16 x i64> poison, <16 x i32> zeroinitializer
  %t590 = add <16 x i64> %t589, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %t591 = insertelement <16 x i64> poison, i64 %t585, i64 0
  %t592 = shufflevector <16 x i64> %t591, <16 x i64> poison, <16 x i32> zeroinitializer
  %t593 = udiv <16 x i64> %t590, %t592
  %t594 = insertelement <16 x i64> poison, i64 %t585, i64 0
  %t595 = shufflevector <16 x i64> %t594, <16 x i64> poison, <16 x i32> zeroinitializer
  %t596 = mul <16 x i64> %t593, %t595
  %t597 = sub <16 x i64> %t590, %t596
  %t598 = insertelement <16 x i64> poison, i64 %t586, i64 0
  %t599 = shufflevector <16 x i64> %t598, <16 x i64> poison, <16 x i32> zeroinitializer
  %t600 = sub <16 x i64> %t593, %t599
  %t601 = insertelement <16 x i64> poison, i64 %t587, i64 0
  %t602 = shufflevector <16 x i64> %t601, <16 x i64> poison, <16 x i32> zeroinitializer
  %t603 = sub <16 x i64> %t597, %t602
  %t604 = add i64 %t581, 15
  %t605 = udiv i64 %t604, %t585
  %t606 = icmp eq i64 %t586, %t605
  %t607 = add i64 %t519, 48
  %t608 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t607, i64 %t488)
  %t609 = add i64 %t485, %t607
  %t610 = sub i64 %size.W, 1
  %t611 = sub i64 %size.S, 1
  %t612 = add i64 %t610, %t611
  %t613 = add i64 %t612, 1
  %t614 = udiv i64 %t609, %t613
  %t615 = urem i64 %t609, %t613
  %t616 = insertelement <16 x i64> poison, i64 %t609, i64 0
  %t617 = shufflevector <16 x i64> %t616, <16 x i64> poison, <16 x i32> zeroinitializer
  %t618 = add <16 x i64> %t617, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %t619 = insertelement <16 x i64> poison, i64 %t613, i64 0
  %t620 = shufflevector <16 x i64> %t619, <16 x i64> poison, <16 x i32> zeroinitializer
  %t621 = udiv <16 x i64> %t618, %t620
  %t622 = insertelement <16 x i64> poison, i64 %t613, i64 0
  %t623 = shufflevector <16 x i64> %t622, <16 x i64> poison, <16 x i32> zeroinitializer
  %t624 = mul <16 x i64> %t621, %t623
  %t625 = sub <16 x i64> %t618, %t624
  %t626 = insertelement <16 x i64> poison, i64 %t614, i64 0
  %t627 = shufflevector <16 x i64> %t626, <16 x i64> poison, <16 x i32> zeroinitializer
  %t628 = sub <16 x i64> %t621, %t627
  %t629 = insertelement <16 x i64> poison, i64 %t615, i64 0
  %t630 = shufflevector <16 x i64> %t629, <16 x i64> poison, <16 x i32> zeroinitializer
  %t631 = sub <16 x i64> %t625, %t630
  %t632 = add i64 %t609, 15
  %t633 = udiv i64 %t632, %t613
  %t634 = icmp eq i64 %t614, %t633
  %t635 = mul i64 %size.H, %size.W
  %t636 = mul i64 %size.R, %size.S
  store i64 0, ptr %c637
  store i64 0, ptr %c638
  br label %head639
head639:
  %i642 = load i64, ptr %c638
  %t643 = icmp slt i64 %i642, %size.R
  br i1 %t643, label %body640, label %done641
body640:
  store i64 0, ptr %c644
  br label %head645
head645:
  %i648 = load i64, ptr %c644
  %t649 = icmp slt i64 %i648, %size.S
  br i1 %t649, label %body646, label %done647
body646:
  %t650 = load i64, ptr %c637
  %t651 = sub i64 %t530, %i642
  %t652 = insertelement <16 x i64> poison, i64 %t651, i64 0
  %t653 = shufflevector <16 x i64> %t652, <16 x i64> poison, <16 x i32> zeroinitializer
  %t654 = insertelement <16 x i64> poison, i64 1, i64 0
  %t655 = shufflevector <16 x i64> %t654, <16 x i64> poison, <16 x i32> zeroinitializer
  %t656 = mul <16 x i64> %t544, %t655
  %t657 = add <16 x i64> %t653, %t656
  %t658 = icmp sge <16 x i64> %t657, zeroinitializer
  %t659 = insertelement <16 x i64> poison, i64 %size.H, i64 0
  %t660 = shufflevector <16 x i64> %t659, <16 x i64> poison, <16 x i32> zeroinitializer
  %t661 = icmp slt <16 x i64> %t657, %t660
  %t662 = and <16 x i1> %t658, %t661
  %t663 = and <16 x i1> %t524, %t662
  %t664 = sub i64 %t531, %i648
  %t665 = insertelement <16 x i64> poison, i64 %t664, i64 0
  %t666 = shufflevector <16 x i64> %t665, <16 x i64> poison, <16 x i32> zeroinitializer
  %t667 = insertelement <16 x i64> poison, i64 1, i64 0
  %t668 = shufflevector <16 x i64> %t667, <16 x i64> poison, <16 x i32> zeroinitializer
  %t669 = mul <16 x i64> %t547, %t668
  %t670 = add <16 x i64> %t666, %t669
  %t671 = icmp sge <16 x i64> %t670, zeroinitializer
  %t672 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t673 = shufflevector <16 x i64> %t672, <16 x i64> poison, <16 x i32> zeroinitializer
  %t674 = icmp slt <16 x i64> %t670, %t673
  %t675 = and <16 x i1> %t671, %t674
  %t676 = and <16 x i1> %t663, %t675
  %t677 = mul i64 %size.C, %size.H
  %t678 = mul i64 %t677, %size.W
  %t679 = mul i64 %t469, %t678
  %t680 = mul i64 %size.H, %size.W
  %t681 = mul i64 %t500, %t680
  %t682 = add i64 %t679, %t681
  %t683 = sub i64 %t530, %i642
  %t684 = mul i64 %t683, %size.W
  %t685 = add i64 %t682, %t684
  %t686 = sub i64 %t531, %i648
  %t687 = add i64 %t685, %t686
  %t688 = insertelement <16 x i64> poison, i64 %t687, i64 0
  %t689 = shufflevector <16 x i64> %t688, <16 x i64> poison, <16 x i32> zeroinitializer
  %t690 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t691 = shufflevector <16 x i64> %t690, <16 x i64> poison, <16 x i32> zeroinitializer
  %t692 = mul <16 x i64> %t544, %t691
  %t693 = add <16 x i64> %t689, %t692
  %t694 = insertelement <16 x i64> poison, i64 1, i64 0
  %t695 = shufflevector <16 x i64> %t694, <16 x i64> poison, <16 x i32> zeroinitializer
  %t696 = mul <16 x i64> %t547, %t695
  %t697 = add <16 x i64> %t693, %t696
  %t698 = mul i64 %t529, 1
  %t699 = sub i64 %size.W, %t698
  %t700 = add i64 %t531, %t529
  %t701 = add i64 %t700, 15
  %t702 = udiv i64 %t701, %t529
  %t703 = mul i64 0, %t529
  %t704 = sub i64 %t703, %t531
  %t705 = mul i64 1, %t529
  %t706 = sub i64 %t705, %t531
  %t707 = insertelement <16 x i64> poison, i64 %t704, i64 0
  %t708 = shufflevector <16 x i64> %t707, <16 x i64> poison, <16 x i32> zeroinitializer
  %t709 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t708
  %t710 = insertelement <16 x i64> poison, i64 %t706, i64 0
  %t711 = shufflevector <16 x i64> %t710, <16 x i64> poison, <16 x i32> zeroinitializer
  %t712 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t711
  %t713 = and <16 x i1> %t709, %t712
  %t714 = and <16 x i1> %t713, %t676
  %t715 = mul i64 1, %t529
  %t716 = sub i64 %t715, %t531
  %t717 = mul i64 2, %t529
  %t718 = sub i64 %t717, %t531
  %t719 = insertelement <16 x i64> poison, i64 %t716, i64 0
  %t720 = shufflevector <16 x i64> %t719, <16 x i64> poison, <16 x i32> zeroinitializer
  %t721 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t720
  %t722 = insertelement <16 x i64> poison, i64 %t718, i64 0
  %t723 = shufflevector <16 x i64> %t722, <16 x i64> poison, <16 x i32> zeroinitializer
  %t724 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t723
  %t725 = and <16 x i1> %t721, %t724
  %t726 = and <16 x i1> %t725, %t676
  %t727 = mul i64 2, %t529
  %t728 = sub i64 %t727, %t531
  %t729 = mul i64 3, %t529
  %t730 = sub i64 %t729, %t531
  %t731 = insertelement <16 x i64> poison, i64 %t728, i64 0
  %t732 = shufflevector <16 x i64> %t731, <16 x i64> poison, <16 x i32> zeroinitializer
  %t733 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t732
  %t734 = insertelement <16 x i64> poison, i64 %t730, i64 0
  %t735 = shufflevector <16 x i64> %t734, <16 x i64> poison, <16 x i32> zeroinitializer
  %t736 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t735
  %t737 = and <16 x i1> %t733, %t736
  %t738 = and <16 x i1> %t737, %t676
  %t739 = mul i64 3, %t529
  %t740 = sub i64 %t739, %t531
  %t741 = mul i64 4, %t529
  %t742 = sub i64 %t741, %t531
  %t743 = insertelement <16 x i64> poison, i64 %t740, i64 0
  %t744 = shufflevector <16 x i64> %t743, <16 x i64> poison, <16 x i32> zeroinitializer
  %t745 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t744
  %t746 = insertelement <16 x i64> poison, i64 %t742, i64 0
  %t747 = shufflevector <16 x i64> %t746, <16 x i64> poison, <16 x i32> zeroinitializer
  %t748 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t747
  %t749 = and <16 x i1> %t745, %t748
  %t750 = and <16 x i1> %t749, %t676
  %t751 = sub i64 %t558, %i642
  %t752 = insertelement <16 x i64> poison, i64 %t751, i64 0
  %t753 = shufflevector <16 x i64> %t752, <16 x i64> poison, <16 x i32> zeroinitializer
  %t754 = insertelement <16 x i64> poison, i64 1, i64 0
  %t755 = shufflevector <16 x i64> %t754, <16 x i64> poison, <16 x i32> zeroinitializer
  %t756 = mul <16 x i64> %t572, %t755
  %t757 = add <16 x i64> %t753, %t756
  %t758 = icmp sge <16 x i64> %t757, zeroinitializer
  %t759 = insertelement <16 x i64> poison, i64 %size.H, i64 0
  %t760 = shufflevector <16 x i64> %t759, <16 x i64> poison, <16 x i32> zeroinitializer
  %t761 = icmp slt <16 x i64> %t757, %t760
  %t762 = and <16 x i1> %t758, %t761
  %t763 = and <16 x i1> %t552, %t762
  %t764 = sub i64 %t559, %i648
  %t765 = insertelement <16 x i64> poison, i64 %t764, i64 0
  %t766 = shufflevector <16 x i64> %t765, <16 x i64> poison, <16 x i32> zeroinitializer
  %t767 = insertelement <16 x i64> poison, i64 1, i64 0
  %t768 = shufflevector <16 x i64> %t767, <16 x i64> poison, <16 x i32> zeroinitializer
  %t769 = mul <16 x i64> %t575, %t768
  %t770 = add <16 x i64> %t766, %t769
  %t771 = icmp sge <16 x i64> %t770, zeroinitializer
  %t772 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t773 = shufflevector <16 x i64> %t772, <16 x i64> poison, <16 x i32> zeroinitializer
  %t774 = icmp slt <16 x i64> %t770, %t773
  %t775 = and <16 x i1> %t771, %t774
  %t776 = and <16 x i1> %t763, %t775
  %t777 = mul i64 %size.C, %size.H
  %t778 = mul i64 %t777, %size.W
  %t779 = mul i64 %t469, %t778
  %t780 = mul i64 %size.H, %size.W
  %t781 = mul i64 %t500, %t780
  %t782 = add i64 %t779, %t781
  %t783 = sub i64 %t558, %i642
  %t784 = mul i64 %t783, %size.W
  %t785 = add i64 %t782, %t784
  %t786 = sub i64 %t559, %i648
  %t787 = add i64 %t785, %t786
  %t788 = insertelement <16 x i64> poison, i64 %t787, i64 0
  %t789 = shufflevector <16 x i64> %t788, <16 x i64> poison, <16 x i32> zeroinitializer
  %t790 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t791 = shufflevector <16 x i64> %t790, <16 x i64> poison, <16 x i32> zeroinitializer
  %t792 = mul <16 x i64> %t572, %t791
  %t793 = add <16 x i64> %t789, %t792
  %t794 = insertelement <16 x i64> poison, i64 1, i64 0
  %t795 = shufflevector <16 x i64> %t794, <16 x i64> poison, <16 x i32> zeroinitializer
  %t796 = mul <16 x i64> %t575, %t795
  %t797 = add <16 x i64> %t793, %t796
  %t798 = mul i64 %t557, 1
  %t799 = sub i64 %size.W, %t798
  %t800 = add i64 %t559, %t557
  %t801 = add i64 %t800, 15
  %t802 = udiv i64 %t801, %t557
  %t803 = mul i64 0, %t557
  %t804 = sub i64 %t803, %t559
  %t805 = mul i64 1, %t557
  %t806 = sub i64 %t805, %t559
  %t807 = insertelement <16 x i64> poison, i64 %t804, i64 0
  %t808 = shufflevector <16 x i64> %t807, <16 x i64> poison, <16 x i32> zeroinitializer
  %t809 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t808
  %t810 = insertelement <16 x i64> poison, i64 %t806, i64 0
  %t811 = shufflevector <16 x i64> %t810, <16 x i64> poison, <16 x i32> zeroinitializer
  %t812 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t811
  %t813 = and <16 x i1> %t809, %t812
  %t814 = and <16 x i1> %t813, %t776
  %t815 = mul i64 1, %t557
  %t816 = sub i64 %t815, %t559
  %t817 = mul i64 2, %t557
  %t818 = sub i64 %t817, %t559
  %t819 = insertelement <16 x i64> poison, i64 %t816, i64 0
  %t820 = shufflevector <16 x i64> %t819, <16 x i64> poison, <16 x i32> zeroinitializer
  %t821 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t820
  %t822 = insertelement <16 x i64> poison, i64 %t818, i64 0
  %t823 = shufflevector <16 x i64> %t822, <16 x i64> poison, <16 x i32> zeroinitializer
  %t824 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t823
  %t825 = and <16 x i1> %t821, %t824
  %t826 = and <16 x i1> %t825, %t776
  %t827 = mul i64 2, %t557
  %t828 = sub i64 %t827, %t559
  %t829 = mul i64 3, %t557
  %t830 = sub i64 %t829, %t559
  %t831 = insertelement <16 x i64> poison, i64 %t828, i64 0
  %t832 = shufflevector <16 x i64> %t831, <16 x i64> poison, <16 x i32> zeroinitializer
  %t833 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t832
  %t834 = insertelement <16 x i64> poison, i64 %t830, i64 0
  %t835 = shufflevector <16 x i64> %t834, <16 x i64> poison, <16 x i32> zeroinitializer
  %t836 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t835
  %t837 = and <16 x i1> %t833, %t836
  %t838 = and <16 x i1> %t837, %t776
  %t839 = mul i64 3, %t557
  %t840 = sub i64 %t839, %t559
  %t841 = mul i64 4, %t557
  %t842 = sub i64 %t841, %t559
  %t843 = insertelement <16 x i64> poison, i64 %t840, i64 0
  %t844 = shufflevector <16 x i64> %t843, <16 x i64> poison, <16 x i32> zeroinitializer
  %t845 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t844
  %t846 = insertelement <16 x i64> poison, i64 %t842, i64 0
  %t847 = shufflevector <16 x i64> %t846, <16 x i64> poison, <16 x i32> zeroinitializer
  %t848 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t847
  %t849 = and <16 x i1> %t845, %t848
  %t850 = and <16 x i1> %t849, %t776
  %t851 = sub i64 %t586, %i642
  %t852 = insertelement <16 x i64> poison, i64 %t851, i64 0
  %t853 = shufflevector <16 x i64> %t852, <16 x i64> poison, <16 x i32> zeroinitializer
  %t854 = insertelement <16 x i64> poison, i64 1, i64 0
  %t855 = shufflevector <16 x i64> %t854, <16 x i64> poison, <16 x i32> zeroinitializer
  %t856 = mul <16 x i64> %t600, %t855
  %t857 = add <16 x i64> %t853, %t856
  %t858 = icmp sge <16 x i64> %t857, zeroinitializer
  %t859 = insertelement <16 x i64> poison, i64 %size.H, i64 0
  %t860 = shufflevector <16 x i64> %t859, <16 x i64> poison, <16 x i32> zeroinitializer
  %t861 = icmp slt <16 x i64> %t857, %t860
  %t862 = and <16 x i1> %t858, %t861
  %t863 = and <16 x i1> %t580, %t862
  %t864 = sub i64 %t587, %i648
  %t865 = insertelement <16 x i64> poison, i64 %t864, i64 0
  %t866 = shufflevector <16 x i64> %t865, <16 x i64> poison, <16 x i32> zeroinitializer
  %t867 = insertelement <16 x i64> poison, i64 1, i64 0
  %t868 = shufflevector <16 x i64> %t867, <16 x i64> poison, <16 x i32> zeroinitializer
  %t869 = mul <16 x i64> %t603, %t868
  %t870 = add <16 x i64> %t866, %t869
  %t871 = icmp sge <16 x i64> %t870, zeroinitializer
  %t872 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t873 = shufflevector <16 x i64> %t872, <16 x i64> poison, <16 x i32> zeroinitializer
  %t874 = icmp slt <16 x i64> %t870, %t873
  %t875 = and <16 x i1> %t871, %t874
  %t876 = and <16 x i1> %t863, %t875
  %t877 = mul i64 %size.C, %size.H
  %t878 = mul i64 %t877, %size.W
  %t879 = mul i64 %t469, %t878
  %t880 = mul i64 %size.H, %size.W
  %t881 = mul i64 %t500, %t880
  %t882 = add i64 %t879, %t881
  %t883 = sub i64 %t586, %i642
  %t884 = mul i64 %t883, %size.W
  %t885 = add i64 %t882, %t884
  %t886 = sub i64 %t587, %i648
  %t887 = add i64 %t885, %t886
  %t888 = insertelement <16 x i64> poison, i64 %t887, i64 0
  %t889 = shufflevector <16 x i64> %t888, <16 x i64> poison, <16 x i32> zeroinitializer
  %t890 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t891 = shufflevector <16 x i64> %t890, <16 x i64> poison, <16 x i32> zeroinitializer
  %t892 = mul <16 x i64> %t600, %t891
  %t893 = add <16 x i64> %t889, %t892
  %t894 = insertelement <16 x i64> poison, i64 1, i64 0
  %t895 = shufflevector <16 x i64> %t894, <16 x i64> poison, <16 x i32> zeroinitializer
  %t896 = mul <16 x i64> %t603, %t895
  %t897 = add <16 x i64> %t893, %t896
  %t898 = mul i64 %t585, 1
  %t899 = sub i64 %size.W, %t898
  %t900 = add i64 %t587, %t585
  %t901 = add i64 %t900, 15
  %t902 = udiv i64 %t901, %t585
  %t903 = mul i64 0, %t585
  %t904 = sub i64 %t903, %t587
  %t905 = mul i64 1, %t585
  %t906 = sub i64 %t905, %t587
  %t907 = insertelement <16 x i64> poison, i64 %t904, i64 0
  %t908 = shufflevector <16 x i64> %t907, <16 x i64> poison, <16 x i32> zeroinitializer
  %t909 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t908
  %t910 = insertelement <16 x i64> poison, i64 %t906, i64 0
  %t911 = shufflevector <16 x i64> %t910, <16 x i64> poison, <16 x i32> zeroinitializer
  %t912 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t911
  %t913 = and <16 x i1> %t909, %t912
  %t914 = and <16 x i1> %t913, %t876
  %t915 = mul i64 1, %t585
  %t916 = sub i64 %t915, %t587
  %t917 = mul i64 2, %t585
  %t918 = sub i64 %t917, %t587
  %t919 = insertelement <16 x i64> poison, i64 %t916, i64 0
  %t920 = shufflevector <16 x i64> %t919, <16 x i64> poison, <16 x i32> zeroinitializer
  %t921 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t920
  %t922 = insertelement <16 x i64> poison, i64 %t918, i64 0
  %t923 = shufflevector <16 x i64> %t922, <16 x i64> poison, <16 x i32> zeroinitializer
  %t924 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t923
  %t925 = and <16 x i1> %t921, %t924
  %t926 = and <16 x i1> %t925, %t876
  %t927 = mul i64 2, %t585
  %t928 = sub i64 %t927, %t587
  %t929 = mul i64 3, %t585
  %t930 = sub i64 %t929, %t587
  %t931 = insertelement <16 x i64> poison, i64 %t928, i64 0
  %t932 = shufflevector <16 x i64> %t931, <16 x i64> poison, <16 x i32> zeroinitializer
  %t933 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t932
  %t934 = insertelement <16 x i64> poison, i64 %t930, i64 0
  %t935 = shufflevector <16 x i64> %t934, <16 x i64> poison, <16 x i32> zeroinitializer
  %t936 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t935
  %t937 = and <16 x i1> %t933, %t936
  %t938 = and <16 x i1> %t937, %t876
  %t939 = mul i64 3, %t585
  %t940 = sub i64 %t939, %t587
  %t941 = mul i64 4, %t585
  %t942 = sub i64 %t941, %t587
  %t943 = insertelement <16 x i64> poison, i64 %t940, i64 0
  %t944 = shufflevector <16 x i64> %t943, <16 x i64> poison, <16 x i32> zeroinitializer
  %t945 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t944
  %t946 = insertelement <16 x i64> poison, i64 %t942, i64 0
  %t947 = shufflevector <16 x i64> %t946, <16 x i64> poison, <16 x i32> zeroinitializer
  %t948 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t947
  %t949 = and <16 x i1> %t945, %t948
  %t950 = and <16 x i1> %t949, %t876
  %t951 = sub i64 %t614, %i642
  %t952 = insertelement <16 x i64> poison, i64 %t951, i64 0
  %t953 = shufflevector <16 x i64> %t952, <16 x i64> poison, <16 x i32> zeroinitializer
  %t954 = insertelement <16 x i64> poison, i64 1, i64 0
  %t955 = shufflevector <16 x i64> %t954, <16 x i64> poison, <16 x i32> zeroinitializer
  %t956 = mul <16 x i64> %t628, %t955
  %t957 = add <16 x i64> %t953, %t956
  %t958 = icmp sge <16 x i64> %t957, zeroinitializer
  %t959 = insertelement <16 x i64> poison, i64 %size.H, i64 0
  %t960 = shufflevector <16 x i64> %t959, <16 x i64> poison, <16 x i32> zeroinitializer
  %t961 = icmp slt <16 x i64> %t957, %t960
  %t962 = and <16 x i1> %t958, %t961
  %t963 = and <16 x i1> %t608, %t962
  %t964 = sub i64 %t615, %i648
  %t965 = insertelement <16 x i64> poison, i64 %t964, i64 0
  %t966 = shufflevector <16 x i64> %t965, <16 x i64> poison, <16 x i32> zeroinitializer
  %t967 = insertelement <16 x i64> poison, i64 1, i64 0
  %t968 = shufflevector <16 x i64> %t967, <16 x i64> poison, <16 x i32> zeroinitializer
  %t969 = mul <16 x i64> %t631, %t968
  %t970 = add <16 x i64> %t966, %t969
  %t971 = icmp sge <16 x i64> %t970, zeroinitializer
  %t972 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t973 = shufflevector <16 x i64> %t972, <16 x i64> poison, <16 x i32> zeroinitializer
  %t974 = icmp slt <16 x i64> %t970, %t973
  %t975 = and <16 x i1> %t971, %t974
  %t976 = and <16 x i1> %t963, %t975
  %t977 = mul i64 %size.C, %size.H
  %t978 = mul i64 %t977, %size.W
  %t979 = mul i64 %t469, %t978
  %t980 = mul i64 %size.H, %size.W
  %t981 = mul i64 %t500, %t980
  %t982 = add i64 %t979, %t981
  %t983 = sub i64 %t614, %i642
  %t984 = mul i64 %t983, %size.W
  %t985 = add i64 %t982, %t984
  %t986 = sub i64 %t615, %i648
  %t987 = add i64 %t985, %t986
  %t988 = insertelement <16 x i64> poison, i64 %t987, i64 0
  %t989 = shufflevector <16 x i64> %t988, <16 x i64> poison, <16 x i32> zeroinitializer
  %t990 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t991 = shufflevector <16 x i64> %t990, <16 x i64> poison, <16 x i32> zeroinitializer
  %t992 = mul <16 x i64> %t628, %t991
  %t993 = add <16 x i64> %t989, %t992
  %t994 = insertelement <16 x i64> poison, i64 1, i64 0
  %t995 = shufflevector <16 x i64> %t994, <16 x i64> poison, <16 x i32> zeroinitializer
  %t996 = mul <16 x i64> %t631, %t995
  %t997 = add <16 x i64> %t993, %t996
  %t998 = mul i64 %t613, 1
  %t999 = sub i64 %size.W, %t998
  %t1000 = add i64 %t615, %t613
  %t1001 = add i64 %t1000, 15
  %t1002 = udiv i64 %t1001, %t613
  %t1003 = mul i64 0, %t613
  %t1004 = sub i64 %t1003, %t615
  %t1005 = mul i64 1, %t613
  %t1006 = sub i64 %t1005, %t615
  %t1007 = insertelement <16 x i64> poison, i64 %t1004, i64 0
  %t1008 = shufflevector <16 x i64> %t1007, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1009 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1008
  %t1010 = insertelement <16 x i64> poison, i64 %t1006, i64 0
  %t1011 = shufflevector <16 x i64> %t1010, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1012 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1011
  %t1013 = and <16 x i1> %t1009, %t1012
  %t1014 = and <16 x i1> %t1013, %t976
  %t1015 = mul i64 1, %t613
  %t1016 = sub i64 %t1015, %t615
  %t1017 = mul i64 2, %t613
  %t1018 = sub i64 %t1017, %t615
  %t1019 = insertelement <16 x i64> poison, i64 %t1016, i64 0
  %t1020 = shufflevector <16 x i64> %t1019, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1021 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1020
  %t1022 = insertelement <16 x i64> poison, i64 %t1018, i64 0
  %t1023 = shufflevector <16 x i64> %t1022, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1024 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1023
  %t1025 = and <16 x i1> %t1021, %t1024
  %t1026 = and <16 x i1> %t1025, %t976
  %t1027 = mul i64 2, %t613
  %t1028 = sub i64 %t1027, %t615
  %t1029 = mul i64 3, %t613
  %t1030 = sub i64 %t1029, %t615
  %t1031 = insertelement <16 x i64> poison, i64 %t1028, i64 0
  %t1032 = shufflevector <16 x i64> %t1031, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1033 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1032
  %t1034 = insertelement <16 x i64> poison, i64 %t1030, i64 0
  %t1035 = shufflevector <16 x i64> %t1034, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1036 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1035
  %t1037 = and <16 x i1> %t1033, %t1036
  %t1038 = and <16 x i1> %t1037, %t976
  %t1039 = mul i64 3, %t613
  %t1040 = sub i64 %t1039, %t615
  %t1041 = mul i64 4, %t613
  %t1042 = sub i64 %t1041, %t615
  %t1043 = insertelement <16 x i64> poison, i64 %t1040, i64 0
  %t1044 = shufflevector <16 x i64> %t1043, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1045 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1044
  %t1046 = insertelement <16 x i64> poison, i64 %t1042, i64 0
  %t1047 = shufflevector <16 x i64> %t1046, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1048 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1047
  %t1049 = and <16 x i1> %t1045, %t1048
  %t1050 = and <16 x i1> %t1049, %t976
  store i64 %t500, ptr %c1051
  br label %head1052
head1052:
  %i1055 = load i64, ptr %c1051
  %t1056 = icmp slt i64 %i1055, %t503
  br i1 %t1056, label %body1053, label %done1054
body1053:
  %t1057 = sub i64 %i1055, %t500
  %t1058 = mul i64 %t1057, %t636
  %t1059 = add i64 %t1058, %t650
  %t1060 = mul i64 %t1057, %t635
  %t1061 = insertelement <16 x i64> poison, i64 %t1060, i64 0
  %t1062 = shufflevector <16 x i64> %t1061, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1063 = add <16 x i64> %t697, %t1062
  %t1064 = add i64 %t687, %t1060
  %t1065 = mul i64 %t1059, 64
  %t1066 = add i64 %t1065, 0
  %t1067 = getelementptr float, ptr %t522, i64 %t1066
  br i1 %t550, label %load1068, label %gather1069
load1068:
  %t1071 = getelementptr float, ptr %buf.x, i64 %t1064
  %t1072 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1071, <16 x i1> %t676, <16 x float> zeroinitializer)
  store <16 x float> %t1072, ptr %t1067, align 4
  br label %packed1070
gather1069:
  switch i64 %t702, label %gather1077 [i64 1, label %pieces11073 i64 2, label %pieces21074 i64 3, label %pieces31075 i64 4, label %pieces41076]
pieces11073:
  %t1078 = mul i64 %t699, 0
  %t1079 = add i64 %t1064, %t1078
  %t1080 = getelementptr float, ptr %buf.x, i64 %t1079
  %t1081 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1080, <16 x i1> %t714, <16 x float> zeroinitializer)
  store <16 x float> %t1081, ptr %t1067, align 4
  br label %packed1070
pieces21074:
  %t1082 = mul i64 %t699, 0
  %t1083 = add i64 %t1064, %t1082
  %t1084 = getelementptr float, ptr %buf.x, i64 %t1083
  %t1085 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1084, <16 x i1> %t714, <16 x float> zeroinitializer)
  %t1086 = mul i64 %t699, 1
  %t1087 = add i64 %t1064, %t1086
  %t1088 = getelementptr float, ptr %buf.x, i64 %t1087
  %t1089 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1088, <16 x i1> %t726, <16 x float> zeroinitializer)
  %t1090 = select <16 x i1> %t726, <16 x float> %t1089, <16 x float> %t1085
  store <16 x float> %t1090, ptr %t1067, align 4
  br label %packed1070
pieces31075:
  %t1091 = mul i64 %t699, 0
  %t1092 = add i64 %t1064, %t1091
  %t1093 = getelementptr float, ptr %buf.x, i64 %t1092
  %t1094 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1093, <16 x i1> %t714, <16 x float> zeroinitializer)
  %t1095 = mul i64 %t699, 1
  %t1096 = add i64 %t1064, %t1095
  %t1097 = getelementptr float, ptr %buf.x, i64 %t1096
  %t1098 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1097, <16 x i1> %t726, <16 x float> zeroinitializer)
  %t1099 = select <16 x i1> %t726, <16 x float> %t1098, <16 x float> %t1094
  %t1100 = mul i64 %t699, 2
  %t1101 = add i64 %t1064, %t1100
  %t1102 = getelementptr float, ptr %buf.x, i64 %t1101
  %t1103 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1102, <16 x i1> %t738, <16 x float> zeroinitializer)
  %t1104 = select <16 x i1> %t738, <16 x float> %t1103, <16 x float> %t1099
  store <16 x float> %t1104, ptr %t1067, align 4
  br label %packed1070
pieces41076:
  %t1105 = mul i64 %t699, 0
  %t1106 = add i64 %t1064, %t1105
  %t1107 = getelementptr float, ptr %buf.x, i64 %t1106
  %t1108 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1107, <16 x i1> %t714, <16 x float> zeroinitializer)
  %t1109 = mul i64 %t699, 1
  %t1110 = add i64 %t1064, %t1109
  %t1111 = getelementptr float, ptr %buf.x, i64 %t1110
  %t1112 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1111, <16 x i1> %t726, <16 x float> zeroinitializer)
  %t1113 = select <16 x i1> %t726, <16 x float> %t1112, <16 x float> %t1108
  %t1114 = mul i64 %t699, 2
  %t1115 = add i64 %t1064, %t1114
  %t1116 = getelementptr float, ptr %buf.x, i64 %t1115
  %t1117 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1116, <16 x i1> %t738, <16 x float> zeroinitializer)
  %t1118 = select <16 x i1> %t738, <16 x float> %t1117, <16 x float> %t1113
  %t1119 = mul i64 %t699, 3
  %t1120 = add i64 %t1064, %t1119
  %t1121 = getelementptr float, ptr %buf.x, i64 %t1120
  %t1122 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1121, <16 x i1> %t750, <16 x float> zeroinitializer)
  %t1123 = select <16 x i1> %t750, <16 x float> %t1122, <16 x float> %t1118
  store <16 x float> %t1123, ptr %t1067, align 4
  br label %packed1070
gather1077:
  %t1124 = getelementptr float, ptr %buf.x, <16 x i64> %t1063
  %t1125 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t1124, <16 x i1> %t676, <16 x float> zeroinitializer)
  store <16 x float> %t1125, ptr %t1067, align 4
  br label %packed1070
packed1070:
  %t1126 = insertelement <16 x i64> poison, i64 %t1060, i64 0
  %t1127 = shufflevector <16 x i64> %t1126, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1128 = add <16 x i64> %t797, %t1127
  %t1129 = add i64 %t787, %t1060
  %t1130 = mul i64 %t1059, 64
  %t1131 = add i64 %t1130, 16
  %t1132 = getelementptr float, ptr %t522, i64 %t1131
  br i1 %t578, label %load1133, label %gather1134
load1133:
  %t1136 = getelementptr float, ptr %buf.x, i64 %t1129
  %t1137 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1136, <16 x i1> %t776, <16 x float> zeroinitializer)
  store <16 x float> %t1137, ptr %t1132, align 4
  br label %packed1135
gather1134:
  switch i64 %t802, label %gather1142 [i64 1, label %pieces11138 i64 2, label %pieces21139 i64 3, label %pieces31140 i64 4, label %pieces41141]
pieces11138:
  %t1143 = mul i64 %t799, 0
  %t1144 = add i64 %t1129, %t1143
  %t1145 = getelementptr float, ptr %buf.x, i64 %t1144
  %t1146 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1145, <16 x i1> %t814, <16 x float> zeroinitializer)
  store <16 x float> %t1146, ptr %t1132, align 4
  br label %packed1135
pieces21139:
  %t1147 = mul i64 %t799, 0
  %t1148 = add i64 %t1129, %t1147
  %t1149 = getelementptr float, ptr %buf.x, i64 %t1148
  %t1150 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1149, <16 x i1> %t814, <16 x float> zeroinitializer)
  %t1151 = mul i64 %t799, 1
  %t1152 = add i64 %t1129, %t1151
  %t1153 = getelementptr float, ptr %buf.x, i64 %t1152
  %t1154 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1153, <16 x i1> %t826, <16 x float> zeroinitializer)
  %t1155 = select <16 x i1> %t826, <16 x float> %t1154, <16 x float> %t1150
  store <16 x float> %t1155, ptr %t1132, align 4
  br label %packed1135
pieces31140:
  %t1156 = mul i64 %t799, 0
  %t1157 = add i64 %t1129, %t1156
  %t1158 = getelementptr float, ptr %buf.x, i64 %t1157
  %t1159 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1158, <16 x i1> %t814, <16 x float> zeroinitializer)
  %t1160 = mul i64 %t799, 1
  %t1161 = add i64 %t1129, %t1160
  %t1162 = getelementptr float, ptr %buf.x, i64 %t1161
  %t1163 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1162, <16 x i1> %t826, <16 x float> zeroinitializer)
  %t1164 = select <16 x i1> %t826, <16 x float> %t1163, <16 x float> %t1159
  %t1165 = mul i64 %t799, 2
  %t1166 = add i64 %t1129, %t1165
  %t1167 = getelementptr float, ptr %buf.x, i64 %t1166
  %t1168 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1167, <16 x i1> %t838, <16 x float> zeroinitializer)
  %t1169 = select <16 x i1> %t838, <16 x float> %t1168, <16 x float> %t1164
  store <16 x float> %t1169, ptr %t1132, align 4
  br label %packed1135
pieces41141:
  %t1170 = mul i64 %t799, 0
  %t1171 = add i64 %t1129, %t1170
  %t1172 = getelementptr float, ptr %buf.x, i64 %t1171
  %t1173 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1172, <16 x i1> %t814, <16 x float> zeroinitializer)
  %t1174 = mul i64 %t799, 1
  %t1175 = add i64 %t1129, %t1174
  %t1176 = getelementptr float, ptr %buf.x, i64 %t1175
  %t1177 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1176, <16 x i1> %t826, <16 x float> zeroinitializer)
  %t1178 = select <16 x i1> %t826, <16 x float> %t1177, <16 x float> %t1173
  %t1179 = mul i64 %t799, 2
  %t1180 = add i64 %t1129, %t1179
  %t1181 = getelementptr float, ptr %buf.x, i64 %t1180
  %t1182 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1181, <16 x i1> %t838, <16 x float> zeroinitializer)
  %t1183 = select <16 x i1> %t838, <16 x float> %t1182, <16 x float> %t1178
  %t1184 = mul i64 %t799, 3
  %t1185 = add i64 %t1129, %t1184
  %t1186 = getelementptr float, ptr %buf.x, i64 %t1185
  %t1187 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1186, <16 x i1> %t850, <16 x float> zeroinitializer)
  %t1188 = select <16 x i1> %t850, <16 x float> %t1187, <16 x float> %t1183
  store <16 x float> %t1188, ptr %t1132, align 4
  br label %packed1135
gather1142:
  %t1189 = getelementptr float, ptr %buf.x, <16 x i64> %t1128
  %t1190 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t1189, <16 x i1> %t776, <16 x float> zeroinitializer)
  store <16 x float> %t1190, ptr %t1132, align 4
  br label %packed1135
packed1135:
  %t1191 = insertelement <16 x i64> poison, i64 %t1060, i64 0
  %t1192 = shufflevector <16 x i64> %t1191, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1193 = add <16 x i64> %t897, %t1192
  %t1194 = add i64 %t887, %t1060
  %t1195 = mul i64 %t1059, 64
  %t1196 = add i64 %t1195, 32
  %t1197 = getelementptr float, ptr %t522, i64 %t1196
  br i1 %t606, label %load1198, label %gather1199
load1198:
  %t1201 = getelementptr float, ptr %buf.x, i64 %t1194
  %t1202 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1201, <16 x i1> %t876, <16 x float> zeroinitializer)
  store <16 x float> %t1202, ptr %t1197, align 4
  br label %packed1200
gather1199:
  switch i64 %t902, label %gather1207 [i64 1, label %pieces11203 i64 2, label %pieces21204 i64 3, label %pieces31205 i64 4, label %pieces41206]
pieces11203:
  %t1208 = mul i64 %t899, 0
  %t1209 = add i64 %t1194, %t1208
  %t1210 = getelementptr float, ptr %buf.x, i64 %t1209
  %t1211 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1210, <16 x i1> %t914, <16 x float> zeroinitializer)
  store <16 x float> %t1211, ptr %t1197, align 4
  br label %packed1200
pieces21204:
  %t1212 = mul i64 %t899, 0
  %t1213 = add i64 %t1194, %t1212
  %t1214 = getelementptr float, ptr %buf.x, i64 %t1213
  %t1215 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1214, <16 x i1> %t914, <16 x float> zeroinitializer)
  %t1216 = mul i64 %t899, 1
  %t1217 = add i64 %t1194, %t1216
  %t1218 = getelementptr float, ptr %buf.x, i64 %t1217
  %t1219 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1218, <16 x i1> %t926, <16 x float> zeroinitializer)
  %t1220 = select <16 x i1> %t926, <16 x float> %t1219, <16 x float> %t1215
  store <16 x float> %t1220, ptr %t1197, align 4
  br label %packed1200
pieces31205:
  %t1221 = mul i64 %t899, 0
  %t1222 = add i64 %t1194, %t1221
  %t1223 = getelementptr float, ptr %buf.x, i64 %t1222
  %t1224 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1223, <16 x i1> %t914, <16 x float> zeroinitializer)
  %t1225 = mul i64 %t899, 1
  %t1226 = add i64 %t1194, %t1225
  %t1227 = getelementptr float, ptr %buf.x, i64 %t1226
  %t1228 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1227, <16 x i1> %t926, <16 x float> zeroinitializer)
  %t1229 = select <16 x i1> %t926, <16 x float> %t1228, <16 x float> %t1224
  %t1230 = mul i64 %t899, 2
  %t1231 = add i64 %t1194, %t1230
  %t1232 = getelementptr float, ptr %buf.x, i64 %t1231
  %t1233 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1232, <16 x i1> %t938, <16 x float> zeroinitializer)
  %t1234 = select <16 x i1> %t938, <16 x float> %t1233, <16 x float> %t1229
  store <16 x float> %t1234, ptr %t1197, align 4
  br label %packed1200
pieces41206:
  %t1235 = mul i64 %t899, 0
  %t1236 = add i64 %t1194, %t1235
  %t1237 = getelementptr float, ptr %buf.x, i64 %t1236
  %t1238 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1237, <16 x i1> %t914, <16 x float> zeroinitializer)
  %t1239 = mul i64 %t899, 1
  %t1240 = add i64 %t1194, %t1239
  %t1241 = getelementptr float, ptr %buf.x, i64 %t1240
  %t1242 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1241, <16 x i1> %t926, <16 x float> zeroinitializer)
  %t1243 = select <16 x i1> %t926, <16 x float> %t1242, <16 x float> %t1238
  %t1244 = mul i64 %t899, 2
  %t1245 = add i64 %t1194, %t1244
  %t1246 = getelementptr float, ptr %buf.x, i64 %t1245
  %t1247 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1246, <16 x i1> %t938, <16 x float> zeroinitializer)
  %t1248 = select <16 x i1> %t938, <16 x float> %t1247, <16 x float> %t1243
  %t1249 = mul i64 %t899, 3
  %t1250 = add i64 %t1194, %t1249
  %t1251 = getelementptr float, ptr %buf.x, i64 %t1250
  %t1252 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1251, <16 x i1> %t950, <16 x float> zeroinitializer)
  %t1253 = select <16 x i1> %t950, <16 x float> %t1252, <16 x float> %t1248
  store <16 x float> %t1253, ptr %t1197, align 4
  br label %packed1200
gather1207:
  %t1254 = getelementptr float, ptr %buf.x, <16 x i64> %t1193
  %t1255 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t1254, <16 x i1> %t876, <16 x float> zeroinitializer)
  store <16 x float> %t1255, ptr %t1197, align 4
  br label %packed1200
packed1200:
  %t1256 = insertelement <16 x i64> poison, i64 %t1060, i64 0
  %t1257 = shufflevector <16 x i64> %t1256, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1258 = add <16 x i64> %t997, %t1257
  %t1259 = add i64 %t987, %t1060
  %t1260 = mul i64 %t1059, 64
  %t1261 = add i64 %t1260, 48
  %t1262 = getelementptr float, ptr %t522, i64 %t1261
  br i1 %t634, label %load1263, label %gather1264
load1263:
  %t1266 = getelementptr float, ptr %buf.x, i64 %t1259
  %t1267 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1266, <16 x i1> %t976, <16 x float> zeroinitializer)
  store <16 x float> %t1267, ptr %t1262, align 4
  br label %packed1265
gather1264:
  switch i64 %t1002, label %gather1272 [i64 1, label %pieces11268 i64 2, label %pieces21269 i64 3, label %pieces31270 i64 4, label %pieces41271]
pieces11268:
  %t1273 = mul i64 %t999, 0
  %t1274 = add i64 %t1259, %t1273
  %t1275 = getelementptr float, ptr %buf.x, i64 %t1274
  %t1276 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1275, <16 x i1> %t1014, <16 x float> zeroinitializer)
  store <16 x float> %t1276, ptr %t1262, align 4
  br label %packed1265
pieces21269:
  %t1277 = mul i64 %t999, 0
  %t1278 = add i64 %t1259, %t1277
  %t1279 = getelementptr float, ptr %buf.x, i64 %t1278
  %t1280 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1279, <16 x i1> %t1014, <16 x float> zeroinitializer)
  %t1281 = mul i64 %t999, 1
  %t1282 = add i64 %t1259, %t1281
  %t1283 = getelementptr float, ptr %buf.x, i64 %t1282
  %t1284 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1283, <16 x i1> %t1026, <16 x float> zeroinitializer)
  %t1285 = select <16 x i1> %t1026, <16 x float> %t1284, <16 x float> %t1280
  store <16 x float> %t1285, ptr %t1262, align 4
  br label %packed1265
pieces31270:
  %t1286 = mul i64 %t999, 0
  %t1287 = add i64 %t1259, %t1286
  %t1288 = getelementptr float, ptr %buf.x, i64 %t1287
  %t1289 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1288, <16 x i1> %t1014, <16 x float> zeroinitializer)
  %t1290 = mul i64 %t999, 1
  %t1291 = add i64 %t1259, %t1290
  %t1292 = getelementptr float, ptr %buf.x, i64 %t1291
  %t1293 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1292, <16 x i1> %t1026, <16 x float> zeroinitializer)
  %t1294 = select <16 x i1> %t1026, <16 x float> %t1293, <16 x float> %t1289
  %t1295 = mul i64 %t999, 2
  %t1296 = add i64 %t1259, %t1295
  %t1297 = getelementptr float, ptr %buf.x, i64 %t1296
  %t1298 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1297, <16 x i1> %t1038, <16 x float> zeroinitializer)
  %t1299 = select <16 x i1> %t1038, <16 x float> %t1298, <16 x float> %t1294
  store <16 x float> %t1299, ptr %t1262, align 4
  br label %packed1265
pieces41271:
  %t1300 = mul i64 %t999, 0
  %t1301 = add i64 %t1259, %t1300
  %t1302 = getelementptr float, ptr %buf.x, i64 %t1301
  %t1303 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1302, <16 x i1> %t1014, <16 x float> zeroinitializer)
  %t1304 = mul i64 %t999, 1
  %t1305 = add i64 %t1259, %t1304
  %t1306 = getelementptr float, ptr %buf.x, i64 %t1305
  %t1307 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1306, <16 x i1> %t1026, <16 x float> zeroinitializer)
  %t1308 = select <16 x i1> %t1026, <16 x float> %t1307, <16 x float> %t1303
  %t1309 = mul i64 %t999, 2
  %t1310 = add i64 %t1259, %t1309
  %t1311 = getelementptr float, ptr %buf.x, i64 %t1310
  %t1312 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1311, <16 x i1> %t1038, <16 x float> zeroinitializer)
  %t1313 = select <16 x i1> %t1038, <16 x float> %t1312, <16 x float> %t1308
  %t1314 = mul i64 %t999, 3
  %t1315 = add i64 %t1259, %t1314
  %t1316 = getelementptr float, ptr %buf.x, i64 %t1315
  %t1317 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1316, <16 x i1> %t1050, <16 x float> zeroinitializer)
  %t1318 = select <16 x i1> %t1050, <16 x float> %t1317, <16 x float> %t1313
  store <16 x float> %t1318, ptr %t1262, align 4
  br label %packed1265
gather1272:
  %t1319 = getelementptr float, ptr %buf.x, <16 x i64> %t1258
  %t1320 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t1319, <16 x i1> %t976, <16 x float> zeroinitializer)
  store <16 x float> %t1320, ptr %t1262, align 4
  br label %packed1265
packed1265:
  %t1321 = add nsw i64 %i1055, 1
  store i64 %t1321, ptr %c1051
  br label %head1052
done1054:
  %t1322 = add i64 %t650, 1
  store i64 %t1322, ptr %c637
  %t1323 = add nsw i64 %i648, 1
  store i64 %t1323, ptr %c644
  br label %head645
done647:
  %t1324 = add nsw i64 %i642, 1
  store i64 %t1324, ptr %c638
  br label %head639
done641:
  %t1325 = add nsw i64 %i517, 1
  store i64 %t1325, ptr %c513
  br label %head514
done516:
  br label %panels510
panels510:
  store i64 %t477, ptr %c1326
  br label %head1327
head1327:
  %i1330 = load i64, ptr %c1326
  %t1331 = icmp slt i64 %i1330, %t483
  br i1 %t1331, label %body1328, label %done1329
body1328:
  store i64 0, ptr %c1332
  br label %head1333
head1333:
  %i1336 = load i64, ptr %c1332
  %t1337 = icmp slt i64 %i1336, %t490
  br i1 %t1337, label %body1334, label %done1335
body1334:
  %t1338 = add i64 %i1330, %t102
  %t1339 = icmp slt i64 %t1338, %t483
  %t1340 = select i1 %t1339, i64 %t1338, i64 %t483
  %t1341 = mul i64 %i1336, 64
  %t1342 = add i64 %t1341, 0
  %t1343 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t1342, i64 %t488)
  %t1344 = add i64 %t1341, 16
  %t1345 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t1344, i64 %t488)
  %t1346 = add i64 %t1341, 32
  %t1347 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t1346, i64 %t488)
  %t1348 = add i64 %t1341, 48
  %t1349 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t1348, i64 %t488)
  %t1350 = add i64 %t485, %t1341
  %t1351 = udiv i64 %t1350, %t73
  %t1352 = urem i64 %t1350, %t73
  %t1353 = mul i64 %size.C, %size.H
  %t1354 = mul i64 %t1353, %size.W
  %t1355 = mul i64 %t469, %t1354
  %t1356 = mul i64 %size.H, %size.W
  %t1357 = mul i64 %t500, %t1356
  %t1358 = add i64 %t1355, %t1357
  %t1359 = sub i64 %t1351, 0
  %t1360 = mul i64 %t1359, %size.W
  %t1361 = add i64 %t1358, %t1360
  %t1362 = sub i64 %t1352, 0
  %t1363 = add i64 %t1361, %t1362
  %t1364 = getelementptr float, ptr %buf.x, i64 %t1363
  %t1365 = mul i64 %i1336, %t507
  %t1366 = mul i64 %t1365, 64
  %t1367 = getelementptr float, ptr %t110, i64 %t1366
  %t1368 = select i1 false, ptr %t1364, ptr %t1367
  %t1369 = select i1 false, i64 %t395, i64 64
  %t1370 = udiv i64 %t1350, %t73
  %t1371 = urem i64 %t1350, %t73
  store i64 %i1330, ptr %c1372
  br label %head1373
head1373:
  %i1376 = load i64, ptr %c1372
  %t1377 = icmp slt i64 %i1376, %t1340
  br i1 %t1377, label %body1374, label %done1375
body1374:
  %t1378 = sub i64 %t1340, %i1376
  %t1379 = icmp slt i64 4, %t1378
  %t1380 = select i1 %t1379, i64 4, i64 %t1378
  %t1381 = mul i64 %size.KG, %size.R
  %t1382 = mul i64 %t1381, %size.S
  %t1383 = mul i64 %t500, %t1382
  %t1384 = mul i64 %size.R, %size.S
  %t1385 = mul i64 %i1376, %t1384
  %t1386 = add i64 %t1383, %t1385
  %t1387 = mul i64 0, %size.S
  %t1388 = add i64 %t1386, %t1387
  %t1389 = add i64 %t1388, 0
  %t1390 = getelementptr float, ptr %buf.w, i64 %t1389
  br i1 %t317, label %ready1392, label %packa1391
packa1391:
  %t1393 = sub i64 %t1380, 1
  store i64 0, ptr %c1394
  store i64 %t500, ptr %c1395
  br label %head1396
head1396:
  %i1399 = load i64, ptr %c1395
  %t1400 = icmp slt i64 %i1399, %t503
  br i1 %t1400, label %body1397, label %done1398
body1397:
  store i64 0, ptr %c1401
  br label %head1402
head1402:
  %i1405 = load i64, ptr %c1401
  %t1406 = icmp slt i64 %i1405, %size.R
  br i1 %t1406, label %body1403, label %done1404
body1403:
  store i64 0, ptr %c1407
  br label %head1408
head1408:
  %i1411 = load i64, ptr %c1407
  %t1412 = icmp slt i64 %i1411, %size.S
  br i1 %t1412, label %body1409, label %done1410
body1409:
  %t1413 = load i64, ptr %c1394
  %t1414 = icmp slt i64 0, %t1393
  %t1415 = select i1 %t1414, i64 0, i64 %t1393
  %t1416 = add i64 %i1376, %t1415
  %t1417 = mul i64 %size.KG, %size.R
  %t1418 = mul i64 %t1417, %size.S
  %t1419 = mul i64 %i1399, %t1418
  %t1420 = mul i64 %size.R, %size.S
  %t1421 = mul i64 %t1416, %t1420
  %t1422 = add i64 %t1419, %t1421
  %t1423 = mul i64 %i1405, %size.S
  %t1424 = add i64 %t1422, %t1423
  %t1425 = add i64 %t1424, %i1411
  %t1426 = select i1 true, i64 %t1425, i64 0
  %t1427 = getelementptr float, ptr %buf.w, i64 %t1426
  %t1428 = load float, ptr %t1427, align 4
  %t1429 = select i1 true, float %t1428, float 0.0
  %t1430 = mul i64 %t1413, 4
  %t1431 = add i64 %t1430, 0
  %t1432 = getelementptr float, ptr %t113, i64 %t1431
  store float %t1429, ptr %t1432, align 4
  %t1433 = icmp slt i64 1, %t1393
  %t1434 = select i1 %t1433, i64 1, i64 %t1393
  %t1435 = add i64 %i1376, %t1434
  %t1436 = mul i64 %size.KG, %size.R
  %t1437 = mul i64 %t1436, %size.S
  %t1438 = mul i64 %i1399, %t1437
  %t1439 = mul i64 %size.R, %size.S
  %t1440 = mul i64 %t1435, %t1439
  %t1441 = add i64 %t1438, %t1440
  %t1442 = mul i64 %i1405, %size.S
  %t1443 = add i64 %t1441, %t1442
  %t1444 = add i64 %t1443, %i1411
  %t1445 = select i1 true, i64 %t1444, i64 0
  %t1446 = getelementptr float, ptr %buf.w, i64 %t1445
  %t1447 = load float, ptr %t1446, align 4
  %t1448 = select i1 true, float %t1447, float 0.0
  %t1449 = mul i64 %t1413, 4
  %t1450 = add i64 %t1449, 1
  %t1451 = getelementptr float, ptr %t113, i64 %t1450
  store float %t1448, ptr %t1451, align 4
  %t1452 = icmp slt i64 2, %t1393
  %t1453 = select i1 %t1452, i64 2, i64 %t1393
  %t1454 = add i64 %i1376, %t1453
  %t1455 = mul i64 %size.KG, %size.R
  %t1456 = mul i64 %t1455, %size.S
  %t1457 = mul i64 %i1399, %t1456
  %t1458 = mul i64 %size.R, %size.S
  %t1459 = mul i64 %t1454, %t1458
  %t1460 = add i64 %t1457, %t1459
  %t1461 = mul i64 %i1405, %size.S
  %t1462 = add i64 %t1460, %t1461
  %t1463 = add i64 %t1462, %i1411
  %t1464 = select i1 true, i64 %t1463, i64 0
  %t1465 = getelementptr float, ptr %buf.w, i64 %t1464
  %t1466 = load float, ptr %t1465, align 4
  %t1467 = select i1 true, float %t1466, float 0.0
  %t1468 = mul i64 %t1413, 4
  %t1469 = add i64 %t1468, 2
  %t1470 = getelementptr float, ptr %t113, i64 %t1469
  store float %t1467, ptr %t1470, align 4
  %t1471 = icmp slt i64 3, %t1393
  %t1472 = select i1 %t1471, i64 3, i64 %t1393
  %t1473 = add i64 %i1376, %t1472
  %t1474 = mul i64 %size.KG, %size.R
  %t1475 = mul i64 %t1474, %size.S
  %t1476 = mul i64 %i1399, %t1475
  %t1477 = mul i64 %size.R, %size.S
  %t1478 = mul i64 %t1473, %t1477
  %t1479 = add i64 %t1476, %t1478
  %t1480 = mul i64 %i1405, %size.S
  %t1481 = add i64 %t1479, %t1480
  %t1482 = add i64 %t1481, %i1411
  %t1483 = select i1 true, i64 %t1482, i64 0
  %t1484 = getelementptr float, ptr %buf.w, i64 %t1483
  %t1485 = load float, ptr %t1484, align 4
  %t1486 = select i1 true, float %t1485, float 0.0
  %t1487 = mul i64 %t1413, 4
  %t1488 = add i64 %t1487, 3
  %t1489 = getelementptr float, ptr %t113, i64 %t1488
  store float %t1486, ptr %t1489, align 4
  %t1490 = add i64 %t1413, 1
  store i64 %t1490, ptr %c1394
  %t1491 = add nsw i64 %i1411, 1
  store i64 %t1491, ptr %c1407
  br label %head1408
done1410:
  %t1492 = add nsw i64 %i1405, 1
  store i64 %t1492, ptr %c1401
  br label %head1402
done1404:
  %t1493 = add nsw i64 %i1399, 1
  store i64 %t1493, ptr %c1395
  br label %head1396
done1398:
  br label %ready1392
ready1392:
  %t1494 = select i1 %t317, ptr %t1390, ptr %t113
  %t1495 = select i1 %t317, i64 %t353, i64 1
  %t1496 = select i1 %t317, i64 %t372, i64 4
  %t1497 = sub i64 %size.H, 1
  %t1498 = sub i64 %size.R, 1
  %t1499 = add i64 %t1497, %t1498
  %t1500 = add i64 %t1499, 1
  %t1501 = mul i64 %size.KG, %t1500
  %t1502 = sub i64 %size.W, 1
  %t1503 = sub i64 %size.S, 1
  %t1504 = add i64 %t1502, %t1503
  %t1505 = add i64 %t1504, 1
  %t1506 = mul i64 %t1501, %t1505
  %t1507 = mul i64 %t469, %t1506
  %t1508 = sub i64 %size.H, 1
  %t1509 = sub i64 %size.R, 1
  %t1510 = add i64 %t1508, %t1509
  %t1511 = add i64 %t1510, 1
  %t1512 = sub i64 %size.W, 1
  %t1513 = sub i64 %size.S, 1
  %t1514 = add i64 %t1512, %t1513
  %t1515 = add i64 %t1514, 1
  %t1516 = mul i64 %t1511, %t1515
  %t1517 = mul i64 %i1376, %t1516
  %t1518 = add i64 %t1507, %t1517
  %t1519 = sub i64 %size.W, 1
  %t1520 = sub i64 %size.S, 1
  %t1521 = add i64 %t1519, %t1520
  %t1522 = add i64 %t1521, 1
  %t1523 = mul i64 %t1370, %t1522
  %t1524 = add i64 %t1518, %t1523
  %t1525 = add i64 %t1524, %t1371
  %t1526 = getelementptr float, ptr %buf.y, i64 %t1525
  %t1527 = icmp eq i64 %t1380, 1
  %t1533 = zext i1 %t1527 to i64
  %t1534 = zext i1 false to i64
  %t1535 = shl i64 %t1534, 1
  %t1536 = or i64 %t1533, %t1535
  switch i64 %t1536, label %p1530 [i64 1, label %p11531 i64 2, label %d1528 i64 3, label %d11529]
p1530:
  call void @"jr.mk.conv_transpose2d.4p"(ptr %t1494, i64 %t1495, i64 %t1496, i64 %t1380, ptr %t1368, i64 %t1369, ptr %t1526, i64 %t454, i64 %t507, i1 %t508, ptr %t1368, i64 0, <16 x i1> %t1343, <16 x i1> %t1345, <16 x i1> %t1347, <16 x i1> %t1349)
  br label %called1532
p11531:
  call void @"jr.mk.conv_transpose2d.1p"(ptr %t1494, i64 %t1495, i64 %t1496, i64 %t1380, ptr %t1368, i64 %t1369, ptr %t1526, i64 %t454, i64 %t507, i1 %t508, ptr %t1368, i64 0, <16 x i1> %t1343, <16 x i1> %t1345, <16 x i1> %t1347, <16 x i1> %t1349)
  br label %called1532
d1528:
  call void @"jr.mk.conv_transpose2d.4d"(ptr %t1494, i64 %t1495, i64 %t1496, i64 %t1380, ptr %t1368, i64 %t1369, ptr %t1526, i64 %t454, i64 %t507, i1 %t508, ptr %t1368, i64 0, <16 x i1> %t1343, <16 x i1> %t1345, <16 x i1> %t1347, <16 x i1> %t1349)
  br label %called1532
d11529:
  call void @"jr.mk.conv_transpose2d.1d"(ptr %t1494, i64 %t1495, i64 %t1496, i64 %t1380, ptr %t1368, i64 %t1369, ptr %t1526, i64 %t454, i64 %t507, i1 %t508, ptr %t1368, i64 0, <16 x i1> %t1343, <16 x i1> %t1345, <16 x i1> %t1347, <16 x i1> %t1349)
  br label %called1532
called1532:
  %t1537 = add nsw i64 %i1376, 4
  store i64 %t1537, ptr %c1372
  br label %head1373
done1375:
  %t1538 = add nsw i64 %i1336, 1
  store i64 %t1538, ptr %c1332
  br label %head1333
done1335:
  %t1539 = add nsw i64 %i1330, %t102
  store i64 %t1539, ptr %c1326
  br label %head1327
done1329:
  br label %kdone511
kdone511:
  %t1540 = add nsw i64 %i498, 1
  store i64 %t1540, ptr %c494
  br label %head495
done497:
  %t1541 = add i64 %t485, %t488
  br i1 %t234, label %flat1544, label %byrow1542
flat1544:
  %t1545 = udiv i64 %t485, %t73
  %t1546 = urem i64 %t485, %t73
  call void @"jr.op.conv_transpose2d.epilogue"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, ptr null, i64 %size.N, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.KG, i64 %size.R, i64 %size.S, i64 %t469, i64 %t1545, i64 %t477, i64 %t484, i64 %t1546, i64 %t488, i64 0, i64 4611686018427387904)
  br label %finished1543
byrow1542:
  %t1547 = udiv i64 %t485, %t73
  %t1548 = sub i64 %t1541, 1
  %t1549 = udiv i64 %t1548, %t73
  %t1550 = add i64 %t1549, 1
  store i64 %t1547, ptr %c1551
  br label %head1552
head1552:
  %i1555 = load i64, ptr %c1551
  %t1556 = icmp slt i64 %i1555, %t1550
  br i1 %t1556, label %body1553, label %done1554
body1553:
  %t1557 = mul i64 %i1555, %t73
  %t1558 = sub i64 %t485, %t1557
  %t1559 = icmp sgt i64 %t1558, 0
  %t1560 = select i1 %t1559, i64 %t1558, i64 0
  %t1561 = sub i64 %t1541, %t1557
  %t1562 = icmp slt i64 %t1561, %t73
  %t1563 = select i1 %t1562, i64 %t1561, i64 %t73
  %t1564 = sub i64 %t1563, %t1560
  call void @"jr.op.conv_transpose2d.epilogue"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, ptr null, i64 %size.N, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.KG, i64 %size.R, i64 %size.S, i64 %t469, i64 %i1555, i64 %t477, i64 %t484, i64 %t1560, i64 %t1564, i64 0, i64 4611686018427387904)
  %t1565 = add nsw i64 %i1555, 1
  store i64 %t1565, ptr %c1551
  br label %head1552
done1554:
  br label %finished1543
finished1543:
  br label %norows492
norows492:
  %t1566 = add nsw i64 %i465, 1
  store i64 %t1566, ptr %c461
  br label %head462
done464:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
