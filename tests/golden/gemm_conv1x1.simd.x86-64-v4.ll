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

define internal void @"jr.mk.conv2d.1p"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, ptr %pf, i64 %pfs, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
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

define internal void @"jr.mk.conv2d.1d"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, ptr %pf, i64 %pfs, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
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

define internal void @"jr.mk.conv2d.4p"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, ptr %pf, i64 %pfs, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
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

define internal void @"jr.mk.conv2d.4d"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, ptr %pf, i64 %pfs, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
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

define void @"jr.op.conv2d.epilogue"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size._o0, i64 %size._o1, i64 %size._mt0, i64 %size._mtc, i64 %size._nt0, i64 %size._ntc, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_mi.addr.1 = alloca i64, align 64
  %_ni.addr.9 = alloca i64, align 64
  %v69 = sub i64 %size.H, 1
  %v70 = add i64 %v69, 1
  %v71 = mul i64 %size.K, %v70
  %v72 = sub i64 %size.W, 1
  %v73 = add i64 %v72, 1
  %v74 = mul i64 %v71, %v73
  %v75 = icmp sge i64 %v74, 2097152
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
  %v11 = mul i64 %size._o0, %size.K
  %v12 = add i64 %size._mt0, %i7
  %v13 = add i64 %v11, %v12
  %v14 = sub i64 %size.H, 1
  %v15 = add i64 %v14, 1
  %v16 = mul i64 %v13, %v15
  %v17 = add i64 %v16, %size._o1
  %v18 = sub i64 %size.W, 1
  %v19 = add i64 %v18, 1
  %v20 = mul i64 %v17, %v19
  %v21 = add i64 %size._nt0, %i10
  %v22 = add i64 %v20, %v21
  %p23 = getelementptr float, ptr %buf.y, i64 %v22
  %v24 = ptrtoint ptr %p23 to i64
  %v25 = lshr i64 %v24, 2
  %v26 = sub i64 0, %v25
  %v27 = and i64 %v26, 15
  %v28 = sub i64 %size._ntc, %i10
  %v29 = icmp sge i64 %v28, 128
  %v30 = select i1 %v29, i64 %v27, i64 0
  %v31 = icmp sgt i64 %v30, 0
  br i1 %v31, label %peel32, label %aligned33
peel32:
  %v34 = add nsw i64 %i10, %v30
  %mask35 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i10, i64 %v34)
  %v36 = add i64 %size._mt0, %i7
  %p37 = getelementptr float, ptr %buf.b, i64 %v36
  %ld38 = load float, ptr %p37, align 4
  %v39 = mul i64 %size._o0, %size.K
  %v40 = add i64 %size._mt0, %i7
  %v41 = add i64 %v39, %v40
  %v42 = sub i64 %size.H, 1
  %v43 = add i64 %v42, 1
  %v44 = mul i64 %v41, %v43
  %v45 = add i64 %v44, %size._o1
  %v46 = sub i64 %size.W, 1
  %v47 = add i64 %v46, 1
  %v48 = mul i64 %v45, %v47
  %v49 = add i64 %size._nt0, %i10
  %v50 = add i64 %v48, %v49
  %p51 = getelementptr float, ptr %buf.y, i64 %v50
  %ld52 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p51, <16 x i1> %mask35, <16 x float> zeroinitializer)
  %ins53 = insertelement <16 x float> poison, float %ld38, i64 0
  %splat54 = shufflevector <16 x float> %ins53, <16 x float> poison, <16 x i32> zeroinitializer
  %v55 = fadd contract <16 x float> %splat54, %ld52
  %v56 = mul i64 %size._o0, %size.K
  %v57 = add i64 %size._mt0, %i7
  %v58 = add i64 %v56, %v57
  %v59 = sub i64 %size.H, 1
  %v60 = add i64 %v59, 1
  %v61 = mul i64 %v58, %v60
  %v62 = add i64 %v61, %size._o1
  %v63 = sub i64 %size.W, 1
  %v64 = add i64 %v63, 1
  %v65 = mul i64 %v62, %v64
  %v66 = add i64 %size._nt0, %i10
  %v67 = add i64 %v65, %v66
  %p68 = getelementptr float, ptr %buf.y, i64 %v67
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v55, ptr align 4 %p68, <16 x i1> %mask35)
  store i64 %v34, ptr %_ni.addr.9
  br label %aligned33
aligned33:
  %v76 = and i1 %v29, %v75
  br i1 %v76, label %stream77, label %cached78
stream77:
  %v80 = sub i64 %size._ntc, 16
  br label %cond81
cond81:
  %i84 = load i64, ptr %_ni.addr.9
  %v85 = icmp sle i64 %i84, %v80
  br i1 %v85, label %body82, label %exit83
body82:
  %v86 = add i64 %size._mt0, %i7
  %p87 = getelementptr float, ptr %buf.b, i64 %v86
  %ld88 = load float, ptr %p87, align 4
  %v89 = mul i64 %size._o0, %size.K
  %v90 = add i64 %size._mt0, %i7
  %v91 = add i64 %v89, %v90
  %v92 = sub i64 %size.H, 1
  %v93 = add i64 %v92, 1
  %v94 = mul i64 %v91, %v93
  %v95 = add i64 %v94, %size._o1
  %v96 = sub i64 %size.W, 1
  %v97 = add i64 %v96, 1
  %v98 = mul i64 %v95, %v97
  %v99 = add i64 %size._nt0, %i84
  %v100 = add i64 %v98, %v99
  %p101 = getelementptr float, ptr %buf.y, i64 %v100
  %ld102 = load <16 x float>, ptr %p101, align 4
  %ins103 = insertelement <16 x float> poison, float %ld88, i64 0
  %splat104 = shufflevector <16 x float> %ins103, <16 x float> poison, <16 x i32> zeroinitializer
  %v105 = fadd contract <16 x float> %splat104, %ld102
  %v106 = mul i64 %size._o0, %size.K
  %v107 = add i64 %size._mt0, %i7
  %v108 = add i64 %v106, %v107
  %v109 = sub i64 %size.H, 1
  %v110 = add i64 %v109, 1
  %v111 = mul i64 %v108, %v110
  %v112 = add i64 %v111, %size._o1
  %v113 = sub i64 %size.W, 1
  %v114 = add i64 %v113, 1
  %v115 = mul i64 %v112, %v114
  %v116 = add i64 %size._nt0, %i84
  %v117 = add i64 %v115, %v116
  %p118 = getelementptr float, ptr %buf.y, i64 %v117
  store <16 x float> %v105, ptr %p118, align 64, !nontemporal !{i32 1}
  %v119 = add nsw i64 %i84, 16
  store i64 %v119, ptr %_ni.addr.9
  br label %cond81
exit83:
  br label %join79
cached78:
  %v120 = sub i64 %size._ntc, 16
  br label %cond121
cond121:
  %i124 = load i64, ptr %_ni.addr.9
  %v125 = icmp sle i64 %i124, %v120
  br i1 %v125, label %body122, label %exit123
body122:
  %v126 = add i64 %size._mt0, %i7
  %p127 = getelementptr float, ptr %buf.b, i64 %v126
  %ld128 = load float, ptr %p127, align 4
  %v129 = mul i64 %size._o0, %size.K
  %v130 = add i64 %size._mt0, %i7
  %v131 = add i64 %v129, %v130
  %v132 = sub i64 %size.H, 1
  %v133 = add i64 %v132, 1
  %v134 = mul i64 %v131, %v133
  %v135 = add i64 %v134, %size._o1
  %v136 = sub i64 %size.W, 1
  %v137 = add i64 %v136, 1
  %v138 = mul i64 %v135, %v137
  %v139 = add i64 %size._nt0, %i124
  %v140 = add i64 %v138, %v139
  %p141 = getelementptr float, ptr %buf.y, i64 %v140
  %ld142 = load <16 x float>, ptr %p141, align 4
  %ins143 = insertelement <16 x float> poison, float %ld128, i64 0
  %splat144 = shufflevector <16 x float> %ins143, <16 x float> poison, <16 x i32> zeroinitializer
  %v145 = fadd contract <16 x float> %splat144, %ld142
  %v146 = mul i64 %size._o0, %size.K
  %v147 = add i64 %size._mt0, %i7
  %v148 = add i64 %v146, %v147
  %v149 = sub i64 %size.H, 1
  %v150 = add i64 %v149, 1
  %v151 = mul i64 %v148, %v150
  %v152 = add i64 %v151, %size._o1
  %v153 = sub i64 %size.W, 1
  %v154 = add i64 %v153, 1
  %v155 = mul i64 %v152, %v154
  %v156 = add i64 %size._nt0, %i124
  %v157 = add i64 %v155, %v156
  %p158 = getelementptr float, ptr %buf.y, i64 %v157
  store <16 x float> %v145, ptr %p158, align 4
  %v159 = add nsw i64 %i124, 16
  store i64 %v159, ptr %_ni.addr.9
  br label %cond121
exit123:
  br label %join79
join79:
  %i160 = load i64, ptr %_ni.addr.9
  %v161 = icmp slt i64 %i160, %size._ntc
  br i1 %v161, label %tail162, label %done163
tail162:
  %mask164 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i160, i64 %size._ntc)
  %v165 = add i64 %size._mt0, %i7
  %p166 = getelementptr float, ptr %buf.b, i64 %v165
  %ld167 = load float, ptr %p166, align 4
  %v168 = mul i64 %size._o0, %size.K
  %v169 = add i64 %size._mt0, %i7
  %v170 = add i64 %v168, %v169
  %v171 = sub i64 %size.H, 1
  %v172 = add i64 %v171, 1
  %v173 = mul i64 %v170, %v172
  %v174 = add i64 %v173, %size._o1
  %v175 = sub i64 %size.W, 1
  %v176 = add i64 %v175, 1
  %v177 = mul i64 %v174, %v176
  %v178 = add i64 %size._nt0, %i160
  %v179 = add i64 %v177, %v178
  %p180 = getelementptr float, ptr %buf.y, i64 %v179
  %ld181 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p180, <16 x i1> %mask164, <16 x float> zeroinitializer)
  %ins182 = insertelement <16 x float> poison, float %ld167, i64 0
  %splat183 = shufflevector <16 x float> %ins182, <16 x float> poison, <16 x i32> zeroinitializer
  %v184 = fadd contract <16 x float> %splat183, %ld181
  %v185 = mul i64 %size._o0, %size.K
  %v186 = add i64 %size._mt0, %i7
  %v187 = add i64 %v185, %v186
  %v188 = sub i64 %size.H, 1
  %v189 = add i64 %v188, 1
  %v190 = mul i64 %v187, %v189
  %v191 = add i64 %v190, %size._o1
  %v192 = sub i64 %size.W, 1
  %v193 = add i64 %v192, 1
  %v194 = mul i64 %v191, %v193
  %v195 = add i64 %size._nt0, %i160
  %v196 = add i64 %v194, %v195
  %p197 = getelementptr float, ptr %buf.y, i64 %v196
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v184, ptr align 4 %p197, <16 x i1> %mask164)
  br label %done163
done163:
  %v198 = add nsw i64 %i7, 1
  store i64 %v198, ptr %_mi.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}

define void @"jr.op.conv2d.exact"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %p.addr.3 = alloca i64, align 64
  %k.addr.11 = alloca i64, align 64
  %q.addr.23 = alloca i64, align 64
  %acc31 = alloca <16 x float>, align 64
  %acc32 = alloca <16 x float>, align 64
  %acc33 = alloca <16 x float>, align 64
  %acc34 = alloca <16 x float>, align 64
  %acc35 = alloca <16 x float>, align 64
  %acc36 = alloca <16 x float>, align 64
  %acc37 = alloca <16 x float>, align 64
  %acc38 = alloca <16 x float>, align 64
  %c.addr.39 = alloca i64, align 64
  %r.addr.45 = alloca i64, align 64
  %s.addr.51 = alloca i64, align 64
  %q.addr.616 = alloca i64, align 64
  %acc623 = alloca <16 x float>, align 64
  %c.addr.624 = alloca i64, align 64
  %r.addr.630 = alloca i64, align 64
  %s.addr.636 = alloca i64, align 64
  %acc720 = alloca <16 x float>, align 64
  %c.addr.721 = alloca i64, align 64
  %r.addr.727 = alloca i64, align 64
  %s.addr.733 = alloca i64, align 64
  %q.addr.815 = alloca i64, align 64
  %acc822 = alloca <16 x float>, align 64
  %c.addr.823 = alloca i64, align 64
  %r.addr.829 = alloca i64, align 64
  %s.addr.835 = alloca i64, align 64
  %acc919 = alloca <16 x float>, align 64
  %c.addr.920 = alloca i64, align 64
  %r.addr.926 = alloca i64, align 64
  %s.addr.932 = alloca i64, align 64
  %q.addr.1014 = alloca i64, align 64
  %acc1021 = alloca <16 x float>, align 64
  %c.addr.1022 = alloca i64, align 64
  %r.addr.1028 = alloca i64, align 64
  %s.addr.1034 = alloca i64, align 64
  %acc1118 = alloca <16 x float>, align 64
  %c.addr.1119 = alloca i64, align 64
  %r.addr.1125 = alloca i64, align 64
  %s.addr.1131 = alloca i64, align 64
  %q.addr.1213 = alloca i64, align 64
  %acc1220 = alloca <16 x float>, align 64
  %c.addr.1221 = alloca i64, align 64
  %r.addr.1227 = alloca i64, align 64
  %s.addr.1233 = alloca i64, align 64
  %acc1317 = alloca <16 x float>, align 64
  %c.addr.1318 = alloca i64, align 64
  %r.addr.1324 = alloca i64, align 64
  %s.addr.1330 = alloca i64, align 64
  %q.addr.1418 = alloca i64, align 64
  %acc1432 = alloca <16 x float>, align 64
  %acc1433 = alloca <16 x float>, align 64
  %acc1434 = alloca <16 x float>, align 64
  %acc1435 = alloca <16 x float>, align 64
  %acc1436 = alloca <16 x float>, align 64
  %acc1437 = alloca <16 x float>, align 64
  %acc1438 = alloca <16 x float>, align 64
  %acc1439 = alloca <16 x float>, align 64
  %c.addr.1440 = alloca i64, align 64
  %r.addr.1446 = alloca i64, align 64
  %s.addr.1452 = alloca i64, align 64
  %q.addr.2017 = alloca i64, align 64
  %acc2024 = alloca <16 x float>, align 64
  %c.addr.2025 = alloca i64, align 64
  %r.addr.2031 = alloca i64, align 64
  %s.addr.2037 = alloca i64, align 64
  %acc2121 = alloca <16 x float>, align 64
  %c.addr.2122 = alloca i64, align 64
  %r.addr.2128 = alloca i64, align 64
  %s.addr.2134 = alloca i64, align 64
  %v1 = sub i64 %size.H, 1
  %v2 = add i64 %v1, 1
  %v4 = icmp slt i64 %range.hi, %v2
  %v5 = select i1 %v4, i64 %range.hi, i64 %v2
  store i64 %range.lo, ptr %p.addr.3
  br label %cond6
cond6:
  %i9 = load i64, ptr %p.addr.3
  %v10 = icmp slt i64 %i9, %v5
  br i1 %v10, label %body7, label %exit8
body7:
  store i64 0, ptr %k.addr.11
  %v12 = sub i64 %size.K, 4
  br label %cond13
cond13:
  %i16 = load i64, ptr %k.addr.11
  %v17 = icmp sle i64 %i16, %v12
  br i1 %v17, label %body14, label %exit15
body14:
  %v18 = add nsw i64 %i16, 1
  %v19 = add nsw i64 %i16, 2
  %v20 = add nsw i64 %i16, 3
  %v21 = sub i64 %size.W, 1
  %v22 = add i64 %v21, 1
  store i64 0, ptr %q.addr.23
  %v24 = sub i64 %v22, 32
  br label %cond25
cond25:
  %i28 = load i64, ptr %q.addr.23
  %v29 = icmp sle i64 %i28, %v24
  br i1 %v29, label %body26, label %exit27
body26:
  %v30 = add nsw i64 %i28, 16
  store <16 x float> splat (float 0x0000000000000000), ptr %acc31
  store <16 x float> splat (float 0x0000000000000000), ptr %acc32
  store <16 x float> splat (float 0x0000000000000000), ptr %acc33
  store <16 x float> splat (float 0x0000000000000000), ptr %acc34
  store <16 x float> splat (float 0x0000000000000000), ptr %acc35
  store <16 x float> splat (float 0x0000000000000000), ptr %acc36
  store <16 x float> splat (float 0x0000000000000000), ptr %acc37
  store <16 x float> splat (float 0x0000000000000000), ptr %acc38
  store i64 0, ptr %c.addr.39
  br label %cond40
cond40:
  %i43 = load i64, ptr %c.addr.39
  %v44 = icmp slt i64 %i43, %size.C
  br i1 %v44, label %body41, label %exit42
body41:
  store i64 0, ptr %r.addr.45
  br label %cond46
cond46:
  %i49 = load i64, ptr %r.addr.45
  %v50 = icmp slt i64 %i49, 1
  br i1 %v50, label %body47, label %exit48
body47:
  store i64 0, ptr %s.addr.51
  br label %cond52
cond52:
  %i55 = load i64, ptr %s.addr.51
  %v56 = icmp slt i64 %i55, 1
  br i1 %v56, label %body53, label %exit54
body53:
  %v57 = add i64 %i9, %i49
  %v58 = icmp sge i64 %v57, 0
  %v59 = icmp slt i64 %v57, %size.H
  %v60 = and i1 %v58, %v59
  %ins61 = insertelement <16 x i64> poison, i64 %i28, i64 0
  %splat62 = shufflevector <16 x i64> %ins61, <16 x i64> poison, <16 x i32> zeroinitializer
  %step63 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane64 = add <16 x i64> %splat62, %step63
  %ins65 = insertelement <16 x i64> poison, i64 %i55, i64 0
  %splat66 = shufflevector <16 x i64> %ins65, <16 x i64> poison, <16 x i32> zeroinitializer
  %v67 = add <16 x i64> %lane64, %splat66
  %ins68 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat69 = shufflevector <16 x i64> %ins68, <16 x i64> poison, <16 x i32> zeroinitializer
  %v70 = icmp sge <16 x i64> %v67, zeroinitializer
  %v71 = icmp slt <16 x i64> %v67, %splat69
  %v72 = and <16 x i1> %v70, %v71
  %ins73 = insertelement <16 x i1> poison, i1 %v60, i64 0
  %splat74 = shufflevector <16 x i1> %ins73, <16 x i1> poison, <16 x i32> zeroinitializer
  %v75 = and <16 x i1> %splat74, %v72
  %v76 = mul i64 %i43, %size.H
  %v77 = add i64 %i9, %i49
  %v78 = add i64 %v76, %v77
  %v79 = mul i64 %v78, %size.W
  %v80 = add i64 %i28, %i55
  %v81 = add i64 %v79, %v80
  %p82 = getelementptr float, ptr %buf.x, i64 %v81
  %ld83 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p82, <16 x i1> %v75, <16 x float> zeroinitializer)
  %v84 = mul i64 %i16, %size.C
  %v85 = add i64 %v84, %i43
  %v86 = add i64 %v85, %i49
  %v87 = add i64 %v86, %i55
  %p88 = getelementptr float, ptr %buf.w, i64 %v87
  %ld89 = load float, ptr %p88, align 4
  %ins90 = insertelement <16 x float> poison, float %ld89, i64 0
  %splat91 = shufflevector <16 x float> %ins90, <16 x float> poison, <16 x i32> zeroinitializer
  %v92 = fmul contract <16 x float> %ld83, %splat91
  %v93 = add i64 %i9, %i49
  %v94 = icmp sge i64 %v93, 0
  %v95 = icmp slt i64 %v93, %size.H
  %v96 = and i1 %v94, %v95
  %ins97 = insertelement <16 x i64> poison, i64 %i55, i64 0
  %splat98 = shufflevector <16 x i64> %ins97, <16 x i64> poison, <16 x i32> zeroinitializer
  %v99 = add <16 x i64> %lane64, %splat98
  %ins100 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat101 = shufflevector <16 x i64> %ins100, <16 x i64> poison, <16 x i32> zeroinitializer
  %v102 = icmp sge <16 x i64> %v99, zeroinitializer
  %v103 = icmp slt <16 x i64> %v99, %splat101
  %v104 = and <16 x i1> %v102, %v103
  %ins105 = insertelement <16 x i1> poison, i1 %v96, i64 0
  %splat106 = shufflevector <16 x i1> %ins105, <16 x i1> poison, <16 x i32> zeroinitializer
  %v107 = and <16 x i1> %splat106, %v104
  %old108 = load <16 x float>, ptr %acc31
  %v109 = fadd <16 x float> %old108, %v92
  %v110 = select <16 x i1> %v107, <16 x float> %v109, <16 x float> %old108
  store <16 x float> %v110, ptr %acc31
  %v111 = add i64 %i9, %i49
  %v112 = icmp sge i64 %v111, 0
  %v113 = icmp slt i64 %v111, %size.H
  %v114 = and i1 %v112, %v113
  %ins115 = insertelement <16 x i64> poison, i64 %v30, i64 0
  %splat116 = shufflevector <16 x i64> %ins115, <16 x i64> poison, <16 x i32> zeroinitializer
  %step117 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane118 = add <16 x i64> %splat116, %step117
  %ins119 = insertelement <16 x i64> poison, i64 %i55, i64 0
  %splat120 = shufflevector <16 x i64> %ins119, <16 x i64> poison, <16 x i32> zeroinitializer
  %v121 = add <16 x i64> %lane118, %splat120
  %ins122 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat123 = shufflevector <16 x i64> %ins122, <16 x i64> poison, <16 x i32> zeroinitializer
  %v124 = icmp sge <16 x i64> %v121, zeroinitializer
  %v125 = icmp slt <16 x i64> %v121, %splat123
  %v126 = and <16 x i1> %v124, %v125
  %ins127 = insertelement <16 x i1> poison, i1 %v114, i64 0
  %splat128 = shufflevector <16 x i1> %ins127, <16 x i1> poison, <16 x i32> zeroinitializer
  %v129 = and <16 x i1> %splat128, %v126
  %v130 = mul i64 %i43, %size.H
  %v131 = add i64 %i9, %i49
  %v132 = add i64 %v130, %v131
  %v133 = mul i64 %v132, %size.W
  %v134 = add i64 %v30, %i55
  %v135 = add i64 %v133, %v134
  %p136 = getelementptr float, ptr %buf.x, i64 %v135
  %ld137 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p136, <16 x i1> %v129, <16 x float> zeroinitializer)
  %v138 = mul i64 %i16, %size.C
  %v139 = add i64 %v138, %i43
  %v140 = add i64 %v139, %i49
  %v141 = add i64 %v140, %i55
  %p142 = getelementptr float, ptr %buf.w, i64 %v141
  %ld143 = load float, ptr %p142, align 4
  %ins144 = insertelement <16 x float> poison, float %ld143, i64 0
  %splat145 = shufflevector <16 x float> %ins144, <16 x float> poison, <16 x i32> zeroinitializer
  %v146 = fmul contract <16 x float> %ld137, %splat145
  %v147 = add i64 %i9, %i49
  %v148 = icmp sge i64 %v147, 0
  %v149 = icmp slt i64 %v147, %size.H
  %v150 = and i1 %v148, %v149
  %ins151 = insertelement <16 x i64> poison, i64 %i55, i64 0
  %splat152 = shufflevector <16 x i64> %ins151, <16 x i64> poison, <16 x i32> zeroinitializer
  %v153 = add <16 x i64> %lane118, %splat152
  %ins154 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat155 = shufflevector <16 x i64> %ins154, <16 x i64> poison, <16 x i32> zeroinitializer
  %v156 = icmp sge <16 x i64> %v153, zeroinitializer
  %v157 = icmp slt <16 x i64> %v153, %splat155
  %v158 = and <16 x i1> %v156, %v157
  %ins159 = insertelement <16 x i1> poison, i1 %v150, i64 0
  %splat160 = shufflevector <16 x i1> %ins159, <16 x i1> poison, <16 x i32> zeroinitializer
  %v161 = and <16 x i1> %splat160, %v158
  %old162 = load <16 x float>, ptr %acc32
  %v163 = fadd <16 x float> %old162, %v146
  %v164 = select <16 x i1> %v161, <16 x float> %v163, <16 x float> %old162
  store <16 x float> %v164, ptr %acc32
  %v165 = add i64 %i9, %i49
  %v166 = icmp sge i64 %v165, 0
  %v167 = icmp slt i64 %v165, %size.H
  %v168 = and i1 %v166, %v167
  %ins169 = insertelement <16 x i64> poison, i64 %i28, i64 0
  %splat170 = shufflevector <16 x i64> %ins169, <16 x i64> poison, <16 x i32> zeroinitializer
  %step171 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane172 = add <16 x i64> %splat170, %step171
  %ins173 = insertelement <16 x i64> poison, i64 %i55, i64 0
  %splat174 = shufflevector <16 x i64> %ins173, <16 x i64> poison, <16 x i32> zeroinitializer
  %v175 = add <16 x i64> %lane172, %splat174
  %ins176 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat177 = shufflevector <16 x i64> %ins176, <16 x i64> poison, <16 x i32> zeroinitializer
  %v178 = icmp sge <16 x i64> %v175, zeroinitializer
  %v179 = icmp slt <16 x i64> %v175, %splat177
  %v180 = and <16 x i1> %v178, %v179
  %ins181 = insertelement <16 x i1> poison, i1 %v168, i64 0
  %splat182 = shufflevector <16 x i1> %ins181, <16 x i1> poison, <16 x i32> zeroinitializer
  %v183 = and <16 x i1> %splat182, %v180
  %v184 = mul i64 %i43, %size.H
  %v185 = add i64 %i9, %i49
  %v186 = add i64 %v184, %v185
  %v187 = mul i64 %v186, %size.W
  %v188 = add i64 %i28, %i55
  %v189 = add i64 %v187, %v188
  %p190 = getelementptr float, ptr %buf.x, i64 %v189
  %ld191 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p190, <16 x i1> %v183, <16 x float> zeroinitializer)
  %v192 = mul i64 %v18, %size.C
  %v193 = add i64 %v192, %i43
  %v194 = add i64 %v193, %i49
  %v195 = add i64 %v194, %i55
  %p196 = getelementptr float, ptr %buf.w, i64 %v195
  %ld197 = load float, ptr %p196, align 4
  %ins198 = insertelement <16 x float> poison, float %ld197, i64 0
  %splat199 = shufflevector <16 x float> %ins198, <16 x float> poison, <16 x i32> zeroinitializer
  %v200 = fmul contract <16 x float> %ld191, %splat199
  %v201 = add i64 %i9, %i49
  %v202 = icmp sge i64 %v201, 0
  %v203 = icmp slt i64 %v201, %size.H
  %v204 = and i1 %v202, %v203
  %ins205 = insertelement <16 x i64> poison, i64 %i55, i64 0
  %splat206 = shufflevector <16 x i64> %ins205, <16 x i64> poison, <16 x i32> zeroinitializer
  %v207 = add <16 x i64> %lane172, %splat206
  %ins208 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat209 = shufflevector <16 x i64> %ins208, <16 x i64> poison, <16 x i32> zeroinitializer
  %v210 = icmp sge <16 x i64> %v207, zeroinitializer
  %v211 = icmp slt <16 x i64> %v207, %splat209
  %v212 = and <16 x i1> %v210, %v211
  %ins213 = insertelement <16 x i1> poison, i1 %v204, i64 0
  %splat214 = shufflevector <16 x i1> %ins213, <16 x i1> poison, <16 x i32> zeroinitializer
  %v215 = and <16 x i1> %splat214, %v212
  %old216 = load <16 x float>, ptr %acc33
  %v217 = fadd <16 x float> %old216, %v200
  %v218 = select <16 x i1> %v215, <16 x float> %v217, <16 x float> %old216
  store <16 x float> %v218, ptr %acc33
  %v219 = add i64 %i9, %i49
  %v220 = icmp sge i64 %v219, 0
  %v221 = icmp slt i64 %v219, %size.H
  %v222 = and i1 %v220, %v221
  %ins223 = insertelement <16 x i64> poison, i64 %v30, i64 0
  %splat224 = shufflevector <16 x i64> %ins223, <16 x i64> poison, <16 x i32> zeroinitializer
  %step225 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane226 = add <16 x i64> %splat224, %step225
  %ins227 = insertelement <16 x i64> poison, i64 %i55, i64 0
  %splat228 = shufflevector <16 x i64> %ins227, <16 x i64> poison, <16 x i32> zeroinitializer
  %v229 = add <16 x i64> %lane226, %splat228
  %ins230 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat231 = shufflevector <16 x i64> %ins230, <16 x i64> poison, <16 x i32> zeroinitializer
  %v232 = icmp sge <16 x i64> %v229, zeroinitializer
  %v233 = icmp slt <16 x i64> %v229, %splat231
  %v234 = and <16 x i1> %v232, %v233
  %ins235 = insertelement <16 x i1> poison, i1 %v222, i64 0
  %splat236 = shufflevector <16 x i1> %ins235, <16 x i1> poison, <16 x i32> zeroinitializer
  %v237 = and <16 x i1> %splat236, %v234
  %v238 = mul i64 %i43, %size.H
  %v239 = add i64 %i9, %i49
  %v240 = add i64 %v238, %v239
  %v241 = mul i64 %v240, %size.W
  %v242 = add i64 %v30, %i55
  %v243 = add i64 %v241, %v242
  %p244 = getelementptr float, ptr %buf.x, i64 %v243
  %ld245 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p244, <16 x i1> %v237, <16 x float> zeroinitializer)
  %v246 = mul i64 %v18, %size.C
  %v247 = add i64 %v246, %i43
  %v248 = add i64 %v247, %i49
  %v249 = add i64 %v248, %i55
  %p250 = getelementptr float, ptr %buf.w, i64 %v249
  %ld251 = load float, ptr %p250, align 4
  %ins252 = insertelement <16 x float> poison, float %ld251, i64 0
  %splat253 = shufflevector <16 x float> %ins252, <16 x float> poison, <16 x i32> zeroinitializer
  %v254 = fmul contract <16 x float> %ld245, %splat253
  %v255 = add i64 %i9, %i49
  %v256 = icmp sge i64 %v255, 0
  %v257 = icmp slt i64 %v255, %size.H
  %v258 = and i1 %v256, %v257
  %ins259 = insertelement <16 x i64> poison, i64 %i55, i64 0
  %splat260 = shufflevector <16 x i64> %ins259, <16 x i64> poison, <16 x i32> zeroinitializer
  %v261 = add <16 x i64> %lane226, %splat260
  %ins262 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat263 = shufflevector <16 x i64> %ins262, <16 x i64> poison, <16 x i32> zeroinitializer
  %v264 = icmp sge <16 x i64> %v261, zeroinitializer
  %v265 = icmp slt <16 x i64> %v261, %splat263
  %v266 = and <16 x i1> %v264, %v265
  %ins267 = insertelement <16 x i1> poison, i1 %v258, i64 0
  %splat268 = shufflevector <16 x i1> %ins267, <16 x i1> poison, <16 x i32> zeroinitializer
  %v269 = and <16 x i1> %splat268, %v266
  %old270 = load <16 x float>, ptr %acc34
  %v271 = fadd <16 x float> %old270, %v254
  %v272 = select <16 x i1> %v269, <16 x float> %v271, <16 x float> %old270
  store <16 x float> %v272, ptr %acc34
  %v273 = add i64 %i9, %i49
  %v274 = icmp sge i64 %v273, 0
  %v275 = icmp slt i64 %v273, %size.H
  %v276 = and i1 %v274, %v275
  %ins277 = insertelement <16 x i64> poison, i64 %i28, i64 0
  %splat278 = shufflevector <16 x i64> %ins277, <16 x i64> poison, <16 x i32> zeroinitializer
  %step279 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane280 = add <16 x i64> %splat278, %step279
  %ins281 = insertelement <16 x i64> poison, i64 %i55, i64 0
  %splat282 = shufflevector <16 x i64> %ins281, <16 x i64> poison, <16 x i32> zeroinitializer
  %v283 = add <16 x i64> %lane280, %splat282
  %ins284 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat285 = shufflevector <16 x i64> %ins284, <16 x i64> poison, <16 x i32> zeroinitializer
  %v286 = icmp sge <16 x i64> %v283, zeroinitializer
  %v287 = icmp slt <16 x i64> %v283, %splat285
  %v288 = and <16 x i1> %v286, %v287
  %ins289 = insertelement <16 x i1> poison, i1 %v276, i64 0
  %splat290 = shufflevector <16 x i1> %ins289, <16 x i1> poison, <16 x i32> zeroinitializer
  %v291 = and <16 x i1> %splat290, %v288
  %v292 = mul i64 %i43, %size.H
  %v293 = add i64 %i9, %i49
  %v294 = add i64 %v292, %v293
  %v295 = mul i64 %v294, %size.W
  %v296 = add i64 %i28, %i55
  %v297 = add i64 %v295, %v296
  %p298 = getelementptr float, ptr %buf.x, i64 %v297
  %ld299 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p298, <16 x i1> %v291, <16 x float> zeroinitializer)
  %v300 = mul i64 %v19, %size.C
  %v301 = add i64 %v300, %i43
  %v302 = add i64 %v301, %i49
  %v303 = add i64 %v302, %i55
  %p304 = getelementptr float, ptr %buf.w, i64 %v303
  %ld305 = load float, ptr %p304, align 4
  %ins306 = insertelement <16 x float> poison, float %ld305, i64 0
  %splat307 = shufflevector <16 x float> %ins306, <16 x float> poison, <16 x i32> zeroinitializer
  %v308 = fmul contract <16 x float> %ld299, %splat307
  %v309 = add i64 %i9, %i49
  %v310 = icmp sge i64 %v309, 0
  %v311 = icmp slt i64 %v309, %size.H
  %v312 = and i1 %v310, %v311
  %ins313 = insertelement <16 x i64> poison, i64 %i55, i64 0
  %splat314 = shufflevector <16 x i64> %ins313, <16 x i64> poison, <16 x i32> zeroinitializer
  %v315 = add <16 x i64> %lane280, %splat314
  %ins316 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat317 = shufflevector <16 x i64> %ins316, <16 x i64> poison, <16 x i32> zeroinitializer
  %v318 = icmp sge <16 x i64> %v315, zeroinitializer
  %v319 = icmp slt <16 x i64> %v315, %splat317
  %v320 = and <16 x i1> %v318, %v319
  %ins321 = insertelement <16 x i1> poison, i1 %v312, i64 0
  %splat322 = shufflevector <16 x i1> %ins321, <16 x i1> poison, <16 x i32> zeroinitializer
  %v323 = and <16 x i1> %splat322, %v320
  %old324 = load <16 x float>, ptr %acc35
  %v325 = fadd <16 x float> %old324, %v308
  %v326 = select <16 x i1> %v323, <16 x float> %v325, <16 x float> %old324
  store <16 x float> %v326, ptr %acc35
  %v327 = add i64 %i9, %i49
  %v328 = icmp sge i64 %v327, 0
  %v329 = icmp slt i64 %v327, %size.H
  %v330 = and i1 %v328, %v329
  %ins331 = insertelement <16 x i64> poison, i64 %v30, i64 0
  %splat332 = shufflevector <16 x i64> %ins331, <16 x i64> poison, <16 x i32> zeroinitializer
  %step333 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane334 = add <16 x i64> %splat332, %step333
  %ins335 = insertelement <16 x i64> poison, i64 %i55, i64 0
  %splat336 = shufflevector <16 x i64> %ins335, <16 x i64> poison, <16 x i32> zeroinitializer
  %v337 = add <16 x i64> %lane334, %splat336
  %ins338 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat339 = shufflevector <16 x i64> %ins338, <16 x i64> poison, <16 x i32> zeroinitializer
  %v340 = icmp sge <16 x i64> %v337, zeroinitializer
  %v341 = icmp slt <16 x i64> %v337, %splat339
  %v342 = and <16 x i1> %v340, %v341
  %ins343 = insertelement <16 x i1> poison, i1 %v330, i64 0
  %splat344 = shufflevector <16 x i1> %ins343, <16 x i1> poison, <16 x i32> zeroinitializer
  %v345 = and <16 x i1> %splat344, %v342
  %v346 = mul i64 %i43, %size.H
  %v347 = add i64 %i9, %i49
  %v348 = add i64 %v346, %v347
  %v349 = mul i64 %v348, %size.W
  %v350 = add i64 %v30, %i55
  %v351 = add i64 %v349, %v350
  %p352 = getelementptr float, ptr %buf.x, i64 %v351
  %ld353 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p352, <16 x i1> %v345, <16 x float> zeroinitializer)
  %v354 = mul i64 %v19, %size.C
  %v355 = add i64 %v354, %i43
  %v356 = add i64 %v355, %i49
  %v357 = add i64 %v356, %i55
  %p358 = getelementptr float, ptr %buf.w, i64 %v357
  %ld359 = load float, ptr %p358, align 4
  %ins360 = insertelement <16 x float> poison, float %ld359, i64 0
  %splat361 = shufflevector <16 x float> %ins360, <16 x float> poison, <16 x i32> zeroinitializer
  %v362 = fmul contract <16 x float> %ld353, %splat361
  %v363 = add i64 %i9, %i49
  %v364 = icmp sge i64 %v363, 0
  %v365 = icmp slt i64 %v363, %size.H
  %v366 = and i1 %v364, %v365
  %ins367 = insertelement <16 x i64> poison, i64 %i55, i64 0
  %splat368 = shufflevector <16 x i64> %ins367, <16 x i64> poison, <16 x i32> zeroinitializer
  %v369 = add <16 x i64> %lane334, %splat368
  %ins370 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat371 = shufflevector <16 x i64> %ins370, <16 x i64> poison, <16 x i32> zeroinitializer
  %v372 = icmp sge <16 x i64> %v369, zeroinitializer
  %v373 = icmp slt <16 x i64> %v369, %splat371
  %v374 = and <16 x i1> %v372, %v373
  %ins375 = insertelement <16 x i1> poison, i1 %v366, i64 0
  %splat376 = shufflevector <16 x i1> %ins375, <16 x i1> poison, <16 x i32> zeroinitializer
  %v377 = and <16 x i1> %splat376, %v374
  %old378 = load <16 x float>, ptr %acc36
  %v379 = fadd <16 x float> %old378, %v362
  %v380 = select <16 x i1> %v377, <16 x float> %v379, <16 x float> %old378
  store <16 x float> %v380, ptr %acc36
  %v381 = add i64 %i9, %i49
  %v382 = icmp sge i64 %v381, 0
  %v383 = icmp slt i64 %v381, %size.H
  %v384 = and i1 %v382, %v383
  %ins385 = insertelement <16 x i64> poison, i64 %i28, i64 0
  %splat386 = shufflevector <16 x i64> %ins385, <16 x i64> poison, <16 x i32> zeroinitializer
  %step387 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane388 = add <16 x i64> %splat386, %step387
  %ins389 = insertelement <16 x i64> poison, i64 %i55, i64 0
  %splat390 = shufflevector <16 x i64> %ins389, <16 x i64> poison, <16 x i32> zeroinitializer
  %v391 = add <16 x i64> %lane388, %splat390
  %ins392 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat393 = shufflevector <16 x i64> %ins392, <16 x i64> poison, <16 x i32> zeroinitializer
  %v394 = icmp sge <16 x i64> %v391, zeroinitializer
  %v395 = icmp slt <16 x i64> %v391, %splat393
  %v396 = and <16 x i1> %v394, %v395
  %ins397 = insertelement <16 x i1> poison, i1 %v384, i64 0
  %splat398 = shufflevector <16 x i1> %ins397, <16 x i1> poison, <16 x i32> zeroinitializer
  %v399 = and <16 x i1> %splat398, %v396
  %v400 = mul i64 %i43, %size.H
  %v401 = add i64 %i9, %i49
  %v402 = add i64 %v400, %v401
  %v403 = mul i64 %v402, %size.W
  %v404 = add i64 %i28, %i55
  %v405 = add i64 %v403, %v404
  %p406 = getelementptr float, ptr %buf.x, i64 %v405
  %ld407 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p406, <16 x i1> %v399, <16 x float> zeroinitializer)
  %v408 = mul i64 %v20, %size.C
  %v409 = add i64 %v408, %i43
  %v410 = add i64 %v409, %i49
  %v411 = add i64 %v410, %i55
  %p412 = getelementptr float, ptr %buf.w, i64 %v411
  %ld413 = load float, ptr %p412, align 4
  %ins414 = insertelement <16 x float> poison, float %ld413, i64 0
  %splat415 = shufflevector <16 x float> %ins414, <16 x float> poison, <16 x i32> zeroinitializer
  %v416 = fmul contract <16 x float> %ld407, %splat415
  %v417 = add i64 %i9, %i49
  %v418 = icmp sge i64 %v417, 0
  %v419 = icmp slt i64 %v417, %size.H
  %v420 = and i1 %v418, %v419
  %ins421 = insertelement <16 x i64> poison, i64 %i55, i64 0
  %splat422 = shufflevector <16 x i64> %ins421, <16 x i64> poison, <16 x i32> zeroinitializer
  %v423 = add <16 x i64> %lane388, %splat422
  %ins424 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat425 = shufflevector <16 x i64> %ins424, <16 x i64> poison, <16 x i32> zeroinitializer
  %v426 = icmp sge <16 x i64> %v423, zeroinitializer
  %v427 = icmp slt <16 x i64> %v423, %splat425
  %v428 = and <16 x i1> %v426, %v427
  %ins429 = insertelement <16 x i1> poison, i1 %v420, i64 0
  %splat430 = shufflevector <16 x i1> %ins429, <16 x i1> poison, <16 x i32> zeroinitializer
  %v431 = and <16 x i1> %splat430, %v428
  %old432 = load <16 x float>, ptr %acc37
  %v433 = fadd <16 x float> %old432, %v416
  %v434 = select <16 x i1> %v431, <16 x float> %v433, <16 x float> %old432
  store <16 x float> %v434, ptr %acc37
  %v435 = add i64 %i9, %i49
  %v436 = icmp sge i64 %v435, 0
  %v437 = icmp slt i64 %v435, %size.H
  %v438 = and i1 %v436, %v437
  %ins439 = insertelement <16 x i64> poison, i64 %v30, i64 0
  %splat440 = shufflevector <16 x i64> %ins439, <16 x i64> poison, <16 x i32> zeroinitializer
  %step441 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane442 = add <16 x i64> %splat440, %step441
  %ins443 = insertelement <16 x i64> poison, i64 %i55, i64 0
  %splat444 = shufflevector <16 x i64> %ins443, <16 x i64> poison, <16 x i32> zeroinitializer
  %v445 = add <16 x i64> %lane442, %splat444
  %ins446 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat447 = shufflevector <16 x i64> %ins446, <16 x i64> poison, <16 x i32> zeroinitializer
  %v448 = icmp sge <16 x i64> %v445, zeroinitializer
  %v449 = icmp slt <16 x i64> %v445, %splat447
  %v450 = and <16 x i1> %v448, %v449
  %ins451 = insertelement <16 x i1> poison, i1 %v438, i64 0
  %splat452 = shufflevector <16 x i1> %ins451, <16 x i1> poison, <16 x i32> zeroinitializer
  %v453 = and <16 x i1> %splat452, %v450
  %v454 = mul i64 %i43, %size.H
  %v455 = add i64 %i9, %i49
  %v456 = add i64 %v454, %v455
  %v457 = mul i64 %v456, %size.W
  %v458 = add i64 %v30, %i55
  %v459 = add i64 %v457, %v458
  %p460 = getelementptr float, ptr %buf.x, i64 %v459
  %ld461 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p460, <16 x i1> %v453, <16 x float> zeroinitializer)
  %v462 = mul i64 %v20, %size.C
  %v463 = add i64 %v462, %i43
  %v464 = add i64 %v463, %i49
  %v465 = add i64 %v464, %i55
  %p466 = getelementptr float, ptr %buf.w, i64 %v465
  %ld467 = load float, ptr %p466, align 4
  %ins468 = insertelement <16 x float> poison, float %ld467, i64 0
  %splat469 = shufflevector <16 x float> %ins468, <16 x float> poison, <16 x i32> zeroinitializer
  %v470 = fmul contract <16 x float> %ld461, %splat469
  %v471 = add i64 %i9, %i49
  %v472 = icmp sge i64 %v471, 0
  %v473 = icmp slt i64 %v471, %size.H
  %v474 = and i1 %v472, %v473
  %ins475 = insertelement <16 x i64> poison, i64 %i55, i64 0
  %splat476 = shufflevector <16 x i64> %ins475, <16 x i64> poison, <16 x i32> zeroinitializer
  %v477 = add <16 x i64> %lane442, %splat476
  %ins478 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat479 = shufflevector <16 x i64> %ins478, <16 x i64> poison, <16 x i32> zeroinitializer
  %v480 = icmp sge <16 x i64> %v477, zeroinitializer
  %v481 = icmp slt <16 x i64> %v477, %splat479
  %v482 = and <16 x i1> %v480, %v481
  %ins483 = insertelement <16 x i1> poison, i1 %v474, i64 0
  %splat484 = shufflevector <16 x i1> %ins483, <16 x i1> poison, <16 x i32> zeroinitializer
  %v485 = and <16 x i1> %splat484, %v482
  %old486 = load <16 x float>, ptr %acc38
  %v487 = fadd <16 x float> %old486, %v470
  %v488 = select <16 x i1> %v485, <16 x float> %v487, <16 x float> %old486
  store <16 x float> %v488, ptr %acc38
  %v489 = add nsw i64 %i55, 1
  store i64 %v489, ptr %s.addr.51
  br label %cond52
exit54:
  %v490 = add nsw i64 %i49, 1
  store i64 %v490, ptr %r.addr.45
  br label %cond46
exit48:
  %v491 = add nsw i64 %i43, 1
  store i64 %v491, ptr %c.addr.39
  br label %cond40
exit42:
  %red492 = load <16 x float>, ptr %acc31
  %red493 = load <16 x float>, ptr %acc32
  %red494 = load <16 x float>, ptr %acc33
  %red495 = load <16 x float>, ptr %acc34
  %red496 = load <16 x float>, ptr %acc35
  %red497 = load <16 x float>, ptr %acc36
  %red498 = load <16 x float>, ptr %acc37
  %red499 = load <16 x float>, ptr %acc38
  %p500 = getelementptr float, ptr %buf.b, i64 %i16
  %ld501 = load float, ptr %p500, align 4
  %ins502 = insertelement <16 x float> poison, float %ld501, i64 0
  %splat503 = shufflevector <16 x float> %ins502, <16 x float> poison, <16 x i32> zeroinitializer
  %v504 = fadd contract <16 x float> %splat503, %red492
  %v505 = sub i64 %size.H, 1
  %v506 = add i64 %v505, 1
  %v507 = mul i64 %i16, %v506
  %v508 = add i64 %v507, %i9
  %v509 = sub i64 %size.W, 1
  %v510 = add i64 %v509, 1
  %v511 = mul i64 %v508, %v510
  %v512 = add i64 %v511, %i28
  %p513 = getelementptr float, ptr %buf.y, i64 %v512
  store <16 x float> %v504, ptr %p513, align 4
  %p514 = getelementptr float, ptr %buf.b, i64 %i16
  %ld515 = load float, ptr %p514, align 4
  %ins516 = insertelement <16 x float> poison, float %ld515, i64 0
  %splat517 = shufflevector <16 x float> %ins516, <16 x float> poison, <16 x i32> zeroinitializer
  %v518 = fadd contract <16 x float> %splat517, %red493
  %v519 = sub i64 %size.H, 1
  %v520 = add i64 %v519, 1
  %v521 = mul i64 %i16, %v520
  %v522 = add i64 %v521, %i9
  %v523 = sub i64 %size.W, 1
  %v524 = add i64 %v523, 1
  %v525 = mul i64 %v522, %v524
  %v526 = add i64 %v525, %v30
  %p527 = getelementptr float, ptr %buf.y, i64 %v526
  store <16 x float> %v518, ptr %p527, align 4
  %p528 = getelementptr float, ptr %buf.b, i64 %v18
  %ld529 = load float, ptr %p528, align 4
  %ins530 = insertelement <16 x float> poison, float %ld529, i64 0
  %splat531 = shufflevector <16 x float> %ins530, <16 x float> poison, <16 x i32> zeroinitializer
  %v532 = fadd contract <16 x float> %splat531, %red494
  %v533 = sub i64 %size.H, 1
  %v534 = add i64 %v533, 1
  %v535 = mul i64 %v18, %v534
  %v536 = add i64 %v535, %i9
  %v537 = sub i64 %size.W, 1
  %v538 = add i64 %v537, 1
  %v539 = mul i64 %v536, %v538
  %v540 = add i64 %v539, %i28
  %p541 = getelementptr float, ptr %buf.y, i64 %v540
  store <16 x float> %v532, ptr %p541, align 4
  %p542 = getelementptr float, ptr %buf.b, i64 %v18
  %ld543 = load float, ptr %p542, align 4
  %ins544 = insertelement <16 x float> poison, float %ld543, i64 0
  %splat545 = shufflevector <16 x float> %ins544, <16 x float> poison, <16 x i32> zeroinitializer
  %v546 = fadd contract <16 x float> %splat545, %red495
  %v547 = sub i64 %size.H, 1
  %v548 = add i64 %v547, 1
  %v549 = mul i64 %v18, %v548
  %v550 = add i64 %v549, %i9
  %v551 = sub i64 %size.W, 1
  %v552 = add i64 %v551, 1
  %v553 = mul i64 %v550, %v552
  %v554 = add i64 %v553, %v30
  %p555 = getelementptr float, ptr %buf.y, i64 %v554
  store <16 x float> %v546, ptr %p555, align 4
  %p556 = getelementptr float, ptr %buf.b, i64 %v19
  %ld557 = load float, ptr %p556, align 4
  %ins558 = insertelement <16 x float> poison, float %ld557, i64 0
  %splat559 = shufflevector <16 x float> %ins558, <16 x float> poison, <16 x i32> zeroinitializer
  %v560 = fadd contract <16 x float> %splat559, %red496
  %v561 = sub i64 %size.H, 1
  %v562 = add i64 %v561, 1
  %v563 = mul i64 %v19, %v562
  %v564 = add i64 %v563, %i9
  %v565 = sub i64 %size.W, 1
  %v566 = add i64 %v565, 1
  %v567 = mul i64 %v564, %v566
  %v568 = add i64 %v567, %i28
  %p569 = getelementptr float, ptr %buf.y, i64 %v568
  store <16 x float> %v560, ptr %p569, align 4
  %p570 = getelementptr float, ptr %buf.b, i64 %v19
  %ld571 = load float, ptr %p570, align 4
  %ins572 = insertelement <16 x float> poison, float %ld571, i64 0
  %splat573 = shufflevector <16 x float> %ins572, <16 x float> poison, <16 x i32> zeroinitializer
  %v574 = fadd contract <16 x float> %splat573, %red497
  %v575 = sub i64 %size.H, 1
  %v576 = add i64 %v575, 1
  %v577 = mul i64 %v19, %v576
  %v578 = add i64 %v577, %i9
  %v579 = sub i64 %size.W, 1
  %v580 = add i64 %v579, 1
  %v581 = mul i64 %v578, %v580
  %v582 = add i64 %v581, %v30
  %p583 = getelementptr float, ptr %buf.y, i64 %v582
  store <16 x float> %v574, ptr %p583, align 4
  %p584 = getelementptr float, ptr %buf.b, i64 %v20
  %ld585 = load float, ptr %p584, align 4
  %ins586 = insertelement <16 x float> poison, float %ld585, i64 0
  %splat587 = shufflevector <16 x float> %ins586, <16 x float> poison, <16 x i32> zeroinitializer
  %v588 = fadd contract <16 x float> %splat587, %red498
  %v589 = sub i64 %size.H, 1
  %v590 = add i64 %v589, 1
  %v591 = mul i64 %v20, %v590
  %v592 = add i64 %v591, %i9
  %v593 = sub i64 %size.W, 1
  %v594 = add i64 %v593, 1
  %v595 = mul i64 %v592, %v594
  %v596 = add i64 %v595, %i28
  %p597 = getelementptr float, ptr %buf.y, i64 %v596
  store <16 x float> %v588, ptr %p597, align 4
  %p598 = getelementptr float, ptr %buf.b, i64 %v20
  %ld599 = load float, ptr %p598, align 4
  %ins600 = insertelement <16 x float> poison, float %ld599, i64 0
  %splat601 = shufflevector <16 x float> %ins600, <16 x float> poison, <16 x i32> zeroinitializer
  %v602 = fadd contract <16 x float> %splat601, %red499
  %v603 = sub i64 %size.H, 1
  %v604 = add i64 %v603, 1
  %v605 = mul i64 %v20, %v604
  %v606 = add i64 %v605, %i9
  %v607 = sub i64 %size.W, 1
  %v608 = add i64 %v607, 1
  %v609 = mul i64 %v606, %v608
  %v610 = add i64 %v609, %v30
  %p611 = getelementptr float, ptr %buf.y, i64 %v610
  store <16 x float> %v602, ptr %p611, align 4
  %v612 = add nsw i64 %i28, 32
  store i64 %v612, ptr %q.addr.23
  br label %cond25
exit27:
  %v613 = load i64, ptr %q.addr.23
  %v614 = sub i64 %size.W, 1
  %v615 = add i64 %v614, 1
  store i64 %v613, ptr %q.addr.616
  %v617 = sub i64 %v615, 16
  br label %cond618
cond618:
  %i621 = load i64, ptr %q.addr.616
  %v622 = icmp sle i64 %i621, %v617
  br i1 %v622, label %body619, label %exit620
body619:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc623
  store i64 0, ptr %c.addr.624
  br label %cond625
cond625:
  %i628 = load i64, ptr %c.addr.624
  %v629 = icmp slt i64 %i628, %size.C
  br i1 %v629, label %body626, label %exit627
body626:
  store i64 0, ptr %r.addr.630
  br label %cond631
cond631:
  %i634 = load i64, ptr %r.addr.630
  %v635 = icmp slt i64 %i634, 1
  br i1 %v635, label %body632, label %exit633
body632:
  store i64 0, ptr %s.addr.636
  br label %cond637
cond637:
  %i640 = load i64, ptr %s.addr.636
  %v641 = icmp slt i64 %i640, 1
  br i1 %v641, label %body638, label %exit639
body638:
  %v642 = add i64 %i9, %i634
  %v643 = icmp sge i64 %v642, 0
  %v644 = icmp slt i64 %v642, %size.H
  %v645 = and i1 %v643, %v644
  %ins646 = insertelement <16 x i64> poison, i64 %i621, i64 0
  %splat647 = shufflevector <16 x i64> %ins646, <16 x i64> poison, <16 x i32> zeroinitializer
  %step648 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane649 = add <16 x i64> %splat647, %step648
  %ins650 = insertelement <16 x i64> poison, i64 %i640, i64 0
  %splat651 = shufflevector <16 x i64> %ins650, <16 x i64> poison, <16 x i32> zeroinitializer
  %v652 = add <16 x i64> %lane649, %splat651
  %ins653 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat654 = shufflevector <16 x i64> %ins653, <16 x i64> poison, <16 x i32> zeroinitializer
  %v655 = icmp sge <16 x i64> %v652, zeroinitializer
  %v656 = icmp slt <16 x i64> %v652, %splat654
  %v657 = and <16 x i1> %v655, %v656
  %ins658 = insertelement <16 x i1> poison, i1 %v645, i64 0
  %splat659 = shufflevector <16 x i1> %ins658, <16 x i1> poison, <16 x i32> zeroinitializer
  %v660 = and <16 x i1> %splat659, %v657
  %v661 = mul i64 %i628, %size.H
  %v662 = add i64 %i9, %i634
  %v663 = add i64 %v661, %v662
  %v664 = mul i64 %v663, %size.W
  %v665 = add i64 %i621, %i640
  %v666 = add i64 %v664, %v665
  %p667 = getelementptr float, ptr %buf.x, i64 %v666
  %ld668 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p667, <16 x i1> %v660, <16 x float> zeroinitializer)
  %v669 = mul i64 %i16, %size.C
  %v670 = add i64 %v669, %i628
  %v671 = add i64 %v670, %i634
  %v672 = add i64 %v671, %i640
  %p673 = getelementptr float, ptr %buf.w, i64 %v672
  %ld674 = load float, ptr %p673, align 4
  %ins675 = insertelement <16 x float> poison, float %ld674, i64 0
  %splat676 = shufflevector <16 x float> %ins675, <16 x float> poison, <16 x i32> zeroinitializer
  %v677 = fmul contract <16 x float> %ld668, %splat676
  %v678 = add i64 %i9, %i634
  %v679 = icmp sge i64 %v678, 0
  %v680 = icmp slt i64 %v678, %size.H
  %v681 = and i1 %v679, %v680
  %ins682 = insertelement <16 x i64> poison, i64 %i640, i64 0
  %splat683 = shufflevector <16 x i64> %ins682, <16 x i64> poison, <16 x i32> zeroinitializer
  %v684 = add <16 x i64> %lane649, %splat683
  %ins685 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat686 = shufflevector <16 x i64> %ins685, <16 x i64> poison, <16 x i32> zeroinitializer
  %v687 = icmp sge <16 x i64> %v684, zeroinitializer
  %v688 = icmp slt <16 x i64> %v684, %splat686
  %v689 = and <16 x i1> %v687, %v688
  %ins690 = insertelement <16 x i1> poison, i1 %v681, i64 0
  %splat691 = shufflevector <16 x i1> %ins690, <16 x i1> poison, <16 x i32> zeroinitializer
  %v692 = and <16 x i1> %splat691, %v689
  %old693 = load <16 x float>, ptr %acc623
  %v694 = fadd <16 x float> %old693, %v677
  %v695 = select <16 x i1> %v692, <16 x float> %v694, <16 x float> %old693
  store <16 x float> %v695, ptr %acc623
  %v696 = add nsw i64 %i640, 1
  store i64 %v696, ptr %s.addr.636
  br label %cond637
exit639:
  %v697 = add nsw i64 %i634, 1
  store i64 %v697, ptr %r.addr.630
  br label %cond631
exit633:
  %v698 = add nsw i64 %i628, 1
  store i64 %v698, ptr %c.addr.624
  br label %cond625
exit627:
  %red699 = load <16 x float>, ptr %acc623
  %p700 = getelementptr float, ptr %buf.b, i64 %i16
  %ld701 = load float, ptr %p700, align 4
  %ins702 = insertelement <16 x float> poison, float %ld701, i64 0
  %splat703 = shufflevector <16 x float> %ins702, <16 x float> poison, <16 x i32> zeroinitializer
  %v704 = fadd contract <16 x float> %splat703, %red699
  %v705 = sub i64 %size.H, 1
  %v706 = add i64 %v705, 1
  %v707 = mul i64 %i16, %v706
  %v708 = add i64 %v707, %i9
  %v709 = sub i64 %size.W, 1
  %v710 = add i64 %v709, 1
  %v711 = mul i64 %v708, %v710
  %v712 = add i64 %v711, %i621
  %p713 = getelementptr float, ptr %buf.y, i64 %v712
  store <16 x float> %v704, ptr %p713, align 4
  %v714 = add nsw i64 %i621, 16
  store i64 %v714, ptr %q.addr.616
  br label %cond618
exit620:
  %i715 = load i64, ptr %q.addr.616
  %v716 = icmp slt i64 %i715, %v615
  br i1 %v716, label %tail717, label %done718
tail717:
  %mask719 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i715, i64 %v615)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc720
  store i64 0, ptr %c.addr.721
  br label %cond722
cond722:
  %i725 = load i64, ptr %c.addr.721
  %v726 = icmp slt i64 %i725, %size.C
  br i1 %v726, label %body723, label %exit724
body723:
  store i64 0, ptr %r.addr.727
  br label %cond728
cond728:
  %i731 = load i64, ptr %r.addr.727
  %v732 = icmp slt i64 %i731, 1
  br i1 %v732, label %body729, label %exit730
body729:
  store i64 0, ptr %s.addr.733
  br label %cond734
cond734:
  %i737 = load i64, ptr %s.addr.733
  %v738 = icmp slt i64 %i737, 1
  br i1 %v738, label %body735, label %exit736
body735:
  %v739 = add i64 %i9, %i731
  %v740 = icmp sge i64 %v739, 0
  %v741 = icmp slt i64 %v739, %size.H
  %v742 = and i1 %v740, %v741
  %ins743 = insertelement <16 x i64> poison, i64 %i715, i64 0
  %splat744 = shufflevector <16 x i64> %ins743, <16 x i64> poison, <16 x i32> zeroinitializer
  %step745 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane746 = add <16 x i64> %splat744, %step745
  %ins747 = insertelement <16 x i64> poison, i64 %i737, i64 0
  %splat748 = shufflevector <16 x i64> %ins747, <16 x i64> poison, <16 x i32> zeroinitializer
  %v749 = add <16 x i64> %lane746, %splat748
  %ins750 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat751 = shufflevector <16 x i64> %ins750, <16 x i64> poison, <16 x i32> zeroinitializer
  %v752 = icmp sge <16 x i64> %v749, zeroinitializer
  %v753 = icmp slt <16 x i64> %v749, %splat751
  %v754 = and <16 x i1> %v752, %v753
  %ins755 = insertelement <16 x i1> poison, i1 %v742, i64 0
  %splat756 = shufflevector <16 x i1> %ins755, <16 x i1> poison, <16 x i32> zeroinitializer
  %v757 = and <16 x i1> %splat756, %v754
  %v758 = and <16 x i1> %mask719, %v757
  %v759 = mul i64 %i725, %size.H
  %v760 = add i64 %i9, %i731
  %v761 = add i64 %v759, %v760
  %v762 = mul i64 %v761, %size.W
  %v763 = add i64 %i715, %i737
  %v764 = add i64 %v762, %v763
  %p765 = getelementptr float, ptr %buf.x, i64 %v764
  %ld766 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p765, <16 x i1> %v758, <16 x float> zeroinitializer)
  %v767 = mul i64 %i16, %size.C
  %v768 = add i64 %v767, %i725
  %v769 = add i64 %v768, %i731
  %v770 = add i64 %v769, %i737
  %p771 = getelementptr float, ptr %buf.w, i64 %v770
  %ld772 = load float, ptr %p771, align 4
  %ins773 = insertelement <16 x float> poison, float %ld772, i64 0
  %splat774 = shufflevector <16 x float> %ins773, <16 x float> poison, <16 x i32> zeroinitializer
  %v775 = fmul contract <16 x float> %ld766, %splat774
  %v776 = add i64 %i9, %i731
  %v777 = icmp sge i64 %v776, 0
  %v778 = icmp slt i64 %v776, %size.H
  %v779 = and i1 %v777, %v778
  %ins780 = insertelement <16 x i64> poison, i64 %i737, i64 0
  %splat781 = shufflevector <16 x i64> %ins780, <16 x i64> poison, <16 x i32> zeroinitializer
  %v782 = add <16 x i64> %lane746, %splat781
  %ins783 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat784 = shufflevector <16 x i64> %ins783, <16 x i64> poison, <16 x i32> zeroinitializer
  %v785 = icmp sge <16 x i64> %v782, zeroinitializer
  %v786 = icmp slt <16 x i64> %v782, %splat784
  %v787 = and <16 x i1> %v785, %v786
  %ins788 = insertelement <16 x i1> poison, i1 %v779, i64 0
  %splat789 = shufflevector <16 x i1> %ins788, <16 x i1> poison, <16 x i32> zeroinitializer
  %v790 = and <16 x i1> %splat789, %v787
  %v791 = and <16 x i1> %mask719, %v790
  %old792 = load <16 x float>, ptr %acc720
  %v793 = fadd <16 x float> %old792, %v775
  %v794 = select <16 x i1> %v791, <16 x float> %v793, <16 x float> %old792
  store <16 x float> %v794, ptr %acc720
  %v795 = add nsw i64 %i737, 1
  store i64 %v795, ptr %s.addr.733
  br label %cond734
exit736:
  %v796 = add nsw i64 %i731, 1
  store i64 %v796, ptr %r.addr.727
  br label %cond728
exit730:
  %v797 = add nsw i64 %i725, 1
  store i64 %v797, ptr %c.addr.721
  br label %cond722
exit724:
  %red798 = load <16 x float>, ptr %acc720
  %p799 = getelementptr float, ptr %buf.b, i64 %i16
  %ld800 = load float, ptr %p799, align 4
  %ins801 = insertelement <16 x float> poison, float %ld800, i64 0
  %splat802 = shufflevector <16 x float> %ins801, <16 x float> poison, <16 x i32> zeroinitializer
  %v803 = fadd contract <16 x float> %splat802, %red798
  %v804 = sub i64 %size.H, 1
  %v805 = add i64 %v804, 1
  %v806 = mul i64 %i16, %v805
  %v807 = add i64 %v806, %i9
  %v808 = sub i64 %size.W, 1
  %v809 = add i64 %v808, 1
  %v810 = mul i64 %v807, %v809
  %v811 = add i64 %v810, %i715
  %p812 = getelementptr float, ptr %buf.y, i64 %v811
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v803, ptr align 4 %p812, <16 x i1> %mask719)
  br label %done718
done718:
  %v813 = sub i64 %size.W, 1
  %v814 = add i64 %v813, 1
  store i64 %v613, ptr %q.addr.815
  %v816 = sub i64 %v814, 16
  br label %cond817
cond817:
  %i820 = load i64, ptr %q.addr.815
  %v821 = icmp sle i64 %i820, %v816
  br i1 %v821, label %body818, label %exit819
body818:
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
  %v834 = icmp slt i64 %i833, 1
  br i1 %v834, label %body831, label %exit832
body831:
  store i64 0, ptr %s.addr.835
  br label %cond836
cond836:
  %i839 = load i64, ptr %s.addr.835
  %v840 = icmp slt i64 %i839, 1
  br i1 %v840, label %body837, label %exit838
body837:
  %v841 = add i64 %i9, %i833
  %v842 = icmp sge i64 %v841, 0
  %v843 = icmp slt i64 %v841, %size.H
  %v844 = and i1 %v842, %v843
  %ins845 = insertelement <16 x i64> poison, i64 %i820, i64 0
  %splat846 = shufflevector <16 x i64> %ins845, <16 x i64> poison, <16 x i32> zeroinitializer
  %step847 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane848 = add <16 x i64> %splat846, %step847
  %ins849 = insertelement <16 x i64> poison, i64 %i839, i64 0
  %splat850 = shufflevector <16 x i64> %ins849, <16 x i64> poison, <16 x i32> zeroinitializer
  %v851 = add <16 x i64> %lane848, %splat850
  %ins852 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat853 = shufflevector <16 x i64> %ins852, <16 x i64> poison, <16 x i32> zeroinitializer
  %v854 = icmp sge <16 x i64> %v851, zeroinitializer
  %v855 = icmp slt <16 x i64> %v851, %splat853
  %v856 = and <16 x i1> %v854, %v855
  %ins857 = insertelement <16 x i1> poison, i1 %v844, i64 0
  %splat858 = shufflevector <16 x i1> %ins857, <16 x i1> poison, <16 x i32> zeroinitializer
  %v859 = and <16 x i1> %splat858, %v856
  %v860 = mul i64 %i827, %size.H
  %v861 = add i64 %i9, %i833
  %v862 = add i64 %v860, %v861
  %v863 = mul i64 %v862, %size.W
  %v864 = add i64 %i820, %i839
  %v865 = add i64 %v863, %v864
  %p866 = getelementptr float, ptr %buf.x, i64 %v865
  %ld867 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p866, <16 x i1> %v859, <16 x float> zeroinitializer)
  %v868 = mul i64 %v18, %size.C
  %v869 = add i64 %v868, %i827
  %v870 = add i64 %v869, %i833
  %v871 = add i64 %v870, %i839
  %p872 = getelementptr float, ptr %buf.w, i64 %v871
  %ld873 = load float, ptr %p872, align 4
  %ins874 = insertelement <16 x float> poison, float %ld873, i64 0
  %splat875 = shufflevector <16 x float> %ins874, <16 x float> poison, <16 x i32> zeroinitializer
  %v876 = fmul contract <16 x float> %ld867, %splat875
  %v877 = add i64 %i9, %i833
  %v878 = icmp sge i64 %v877, 0
  %v879 = icmp slt i64 %v877, %size.H
  %v880 = and i1 %v878, %v879
  %ins881 = insertelement <16 x i64> poison, i64 %i839, i64 0
  %splat882 = shufflevector <16 x i64> %ins881, <16 x i64> poison, <16 x i32> zeroinitializer
  %v883 = add <16 x i64> %lane848, %splat882
  %ins884 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat885 = shufflevector <16 x i64> %ins884, <16 x i64> poison, <16 x i32> zeroinitializer
  %v886 = icmp sge <16 x i64> %v883, zeroinitializer
  %v887 = icmp slt <16 x i64> %v883, %splat885
  %v888 = and <16 x i1> %v886, %v887
  %ins889 = insertelement <16 x i1> poison, i1 %v880, i64 0
  %splat890 = shufflevector <16 x i1> %ins889, <16 x i1> poison, <16 x i32> zeroinitializer
  %v891 = and <16 x i1> %splat890, %v888
  %old892 = load <16 x float>, ptr %acc822
  %v893 = fadd <16 x float> %old892, %v876
  %v894 = select <16 x i1> %v891, <16 x float> %v893, <16 x float> %old892
  store <16 x float> %v894, ptr %acc822
  %v895 = add nsw i64 %i839, 1
  store i64 %v895, ptr %s.addr.835
  br label %cond836
exit838:
  %v896 = add nsw i64 %i833, 1
  store i64 %v896, ptr %r.addr.829
  br label %cond830
exit832:
  %v897 = add nsw i64 %i827, 1
  store i64 %v897, ptr %c.addr.823
  br label %cond824
exit826:
  %red898 = load <16 x float>, ptr %acc822
  %p899 = getelementptr float, ptr %buf.b, i64 %v18
  %ld900 = load float, ptr %p899, align 4
  %ins901 = insertelement <16 x float> poison, float %ld900, i64 0
  %splat902 = shufflevector <16 x float> %ins901, <16 x float> poison, <16 x i32> zeroinitializer
  %v903 = fadd contract <16 x float> %splat902, %red898
  %v904 = sub i64 %size.H, 1
  %v905 = add i64 %v904, 1
  %v906 = mul i64 %v18, %v905
  %v907 = add i64 %v906, %i9
  %v908 = sub i64 %size.W, 1
  %v909 = add i64 %v908, 1
  %v910 = mul i64 %v907, %v909
  %v911 = add i64 %v910, %i820
  %p912 = getelementptr float, ptr %buf.y, i64 %v911
  store <16 x float> %v903, ptr %p912, align 4
  %v913 = add nsw i64 %i820, 16
  store i64 %v913, ptr %q.addr.815
  br label %cond817
exit819:
  %i914 = load i64, ptr %q.addr.815
  %v915 = icmp slt i64 %i914, %v814
  br i1 %v915, label %tail916, label %done917
tail916:
  %mask918 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i914, i64 %v814)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc919
  store i64 0, ptr %c.addr.920
  br label %cond921
cond921:
  %i924 = load i64, ptr %c.addr.920
  %v925 = icmp slt i64 %i924, %size.C
  br i1 %v925, label %body922, label %exit923
body922:
  store i64 0, ptr %r.addr.926
  br label %cond927
cond927:
  %i930 = load i64, ptr %r.addr.926
  %v931 = icmp slt i64 %i930, 1
  br i1 %v931, label %body928, label %exit929
body928:
  store i64 0, ptr %s.addr.932
  br label %cond933
cond933:
  %i936 = load i64, ptr %s.addr.932
  %v937 = icmp slt i64 %i936, 1
  br i1 %v937, label %body934, label %exit935
body934:
  %v938 = add i64 %i9, %i930
  %v939 = icmp sge i64 %v938, 0
  %v940 = icmp slt i64 %v938, %size.H
  %v941 = and i1 %v939, %v940
  %ins942 = insertelement <16 x i64> poison, i64 %i914, i64 0
  %splat943 = shufflevector <16 x i64> %ins942, <16 x i64> poison, <16 x i32> zeroinitializer
  %step944 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane945 = add <16 x i64> %splat943, %step944
  %ins946 = insertelement <16 x i64> poison, i64 %i936, i64 0
  %splat947 = shufflevector <16 x i64> %ins946, <16 x i64> poison, <16 x i32> zeroinitializer
  %v948 = add <16 x i64> %lane945, %splat947
  %ins949 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat950 = shufflevector <16 x i64> %ins949, <16 x i64> poison, <16 x i32> zeroinitializer
  %v951 = icmp sge <16 x i64> %v948, zeroinitializer
  %v952 = icmp slt <16 x i64> %v948, %splat950
  %v953 = and <16 x i1> %v951, %v952
  %ins954 = insertelement <16 x i1> poison, i1 %v941, i64 0
  %splat955 = shufflevector <16 x i1> %ins954, <16 x i1> poison, <16 x i32> zeroinitializer
  %v956 = and <16 x i1> %splat955, %v953
  %v957 = and <16 x i1> %mask918, %v956
  %v958 = mul i64 %i924, %size.H
  %v959 = add i64 %i9, %i930
  %v960 = add i64 %v958, %v959
  %v961 = mul i64 %v960, %size.W
  %v962 = add i64 %i914, %i936
  %v963 = add i64 %v961, %v962
  %p964 = getelementptr float, ptr %buf.x, i64 %v963
  %ld965 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p964, <16 x i1> %v957, <16 x float> zeroinitializer)
  %v966 = mul i64 %v18, %size.C
  %v967 = add i64 %v966, %i924
  %v968 = add i64 %v967, %i930
  %v969 = add i64 %v968, %i936
  %p970 = getelementptr float, ptr %buf.w, i64 %v969
  %ld971 = load float, ptr %p970, align 4
  %ins972 = insertelement <16 x float> poison, float %ld971, i64 0
  %splat973 = shufflevector <16 x float> %ins972, <16 x float> poison, <16 x i32> zeroinitializer
  %v974 = fmul contract <16 x float> %ld965, %splat973
  %v975 = add i64 %i9, %i930
  %v976 = icmp sge i64 %v975, 0
  %v977 = icmp slt i64 %v975, %size.H
  %v978 = and i1 %v976, %v977
  %ins979 = insertelement <16 x i64> poison, i64 %i936, i64 0
  %splat980 = shufflevector <16 x i64> %ins979, <16 x i64> poison, <16 x i32> zeroinitializer
  %v981 = add <16 x i64> %lane945, %splat980
  %ins982 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat983 = shufflevector <16 x i64> %ins982, <16 x i64> poison, <16 x i32> zeroinitializer
  %v984 = icmp sge <16 x i64> %v981, zeroinitializer
  %v985 = icmp slt <16 x i64> %v981, %splat983
  %v986 = and <16 x i1> %v984, %v985
  %ins987 = insertelement <16 x i1> poison, i1 %v978, i64 0
  %splat988 = shufflevector <16 x i1> %ins987, <16 x i1> poison, <16 x i32> zeroinitializer
  %v989 = and <16 x i1> %splat988, %v986
  %v990 = and <16 x i1> %mask918, %v989
  %old991 = load <16 x float>, ptr %acc919
  %v992 = fadd <16 x float> %old991, %v974
  %v993 = select <16 x i1> %v990, <16 x float> %v992, <16 x float> %old991
  store <16 x float> %v993, ptr %acc919
  %v994 = add nsw i64 %i936, 1
  store i64 %v994, ptr %s.addr.932
  br label %cond933
exit935:
  %v995 = add nsw i64 %i930, 1
  store i64 %v995, ptr %r.addr.926
  br label %cond927
exit929:
  %v996 = add nsw i64 %i924, 1
  store i64 %v996, ptr %c.addr.920
  br label %cond921
exit923:
  %red997 = load <16 x float>, ptr %acc919
  %p998 = getelementptr float, ptr %buf.b, i64 %v18
  %ld999 = load float, ptr %p998, align 4
  %ins1000 = insertelement <16 x float> poison, float %ld999, i64 0
  %splat1001 = shufflevector <16 x float> %ins1000, <16 x float> poison, <16 x i32> zeroinitializer
  %v1002 = fadd contract <16 x float> %splat1001, %red997
  %v1003 = sub i64 %size.H, 1
  %v1004 = add i64 %v1003, 1
  %v1005 = mul i64 %v18, %v1004
  %v1006 = add i64 %v1005, %i9
  %v1007 = sub i64 %size.W, 1
  %v1008 = add i64 %v1007, 1
  %v1009 = mul i64 %v1006, %v1008
  %v1010 = add i64 %v1009, %i914
  %p1011 = getelementptr float, ptr %buf.y, i64 %v1010
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1002, ptr align 4 %p1011, <16 x i1> %mask918)
  br label %done917
done917:
  %v1012 = sub i64 %size.W, 1
  %v1013 = add i64 %v1012, 1
  store i64 %v613, ptr %q.addr.1014
  %v1015 = sub i64 %v1013, 16
  br label %cond1016
cond1016:
  %i1019 = load i64, ptr %q.addr.1014
  %v1020 = icmp sle i64 %i1019, %v1015
  br i1 %v1020, label %body1017, label %exit1018
body1017:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1021
  store i64 0, ptr %c.addr.1022
  br label %cond1023
cond1023:
  %i1026 = load i64, ptr %c.addr.1022
  %v1027 = icmp slt i64 %i1026, %size.C
  br i1 %v1027, label %body1024, label %exit1025
body1024:
  store i64 0, ptr %r.addr.1028
  br label %cond1029
cond1029:
  %i1032 = load i64, ptr %r.addr.1028
  %v1033 = icmp slt i64 %i1032, 1
  br i1 %v1033, label %body1030, label %exit1031
body1030:
  store i64 0, ptr %s.addr.1034
  br label %cond1035
cond1035:
  %i1038 = load i64, ptr %s.addr.1034
  %v1039 = icmp slt i64 %i1038, 1
  br i1 %v1039, label %body1036, label %exit1037
body1036:
  %v1040 = add i64 %i9, %i1032
  %v1041 = icmp sge i64 %v1040, 0
  %v1042 = icmp slt i64 %v1040, %size.H
  %v1043 = and i1 %v1041, %v1042
  %ins1044 = insertelement <16 x i64> poison, i64 %i1019, i64 0
  %splat1045 = shufflevector <16 x i64> %ins1044, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1046 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1047 = add <16 x i64> %splat1045, %step1046
  %ins1048 = insertelement <16 x i64> poison, i64 %i1038, i64 0
  %splat1049 = shufflevector <16 x i64> %ins1048, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1050 = add <16 x i64> %lane1047, %splat1049
  %ins1051 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1052 = shufflevector <16 x i64> %ins1051, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1053 = icmp sge <16 x i64> %v1050, zeroinitializer
  %v1054 = icmp slt <16 x i64> %v1050, %splat1052
  %v1055 = and <16 x i1> %v1053, %v1054
  %ins1056 = insertelement <16 x i1> poison, i1 %v1043, i64 0
  %splat1057 = shufflevector <16 x i1> %ins1056, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1058 = and <16 x i1> %splat1057, %v1055
  %v1059 = mul i64 %i1026, %size.H
  %v1060 = add i64 %i9, %i1032
  %v1061 = add i64 %v1059, %v1060
  %v1062 = mul i64 %v1061, %size.W
  %v1063 = add i64 %i1019, %i1038
  %v1064 = add i64 %v1062, %v1063
  %p1065 = getelementptr float, ptr %buf.x, i64 %v1064
  %ld1066 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1065, <16 x i1> %v1058, <16 x float> zeroinitializer)
  %v1067 = mul i64 %v19, %size.C
  %v1068 = add i64 %v1067, %i1026
  %v1069 = add i64 %v1068, %i1032
  %v1070 = add i64 %v1069, %i1038
  %p1071 = getelementptr float, ptr %buf.w, i64 %v1070
  %ld1072 = load float, ptr %p1071, align 4
  %ins1073 = insertelement <16 x float> poison, float %ld1072, i64 0
  %splat1074 = shufflevector <16 x float> %ins1073, <16 x float> poison, <16 x i32> zeroinitializer
  %v1075 = fmul contract <16 x float> %ld1066, %splat1074
  %v1076 = add i64 %i9, %i1032
  %v1077 = icmp sge i64 %v1076, 0
  %v1078 = icmp slt i64 %v1076, %size.H
  %v1079 = and i1 %v1077, %v1078
  %ins1080 = insertelement <16 x i64> poison, i64 %i1038, i64 0
  %splat1081 = shufflevector <16 x i64> %ins1080, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1082 = add <16 x i64> %lane1047, %splat1081
  %ins1083 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1084 = shufflevector <16 x i64> %ins1083, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1085 = icmp sge <16 x i64> %v1082, zeroinitializer
  %v1086 = icmp slt <16 x i64> %v1082, %splat1084
  %v1087 = and <16 x i1> %v1085, %v1086
  %ins1088 = insertelement <16 x i1> poison, i1 %v1079, i64 0
  %splat1089 = shufflevector <16 x i1> %ins1088, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1090 = and <16 x i1> %splat1089, %v1087
  %old1091 = load <16 x float>, ptr %acc1021
  %v1092 = fadd <16 x float> %old1091, %v1075
  %v1093 = select <16 x i1> %v1090, <16 x float> %v1092, <16 x float> %old1091
  store <16 x float> %v1093, ptr %acc1021
  %v1094 = add nsw i64 %i1038, 1
  store i64 %v1094, ptr %s.addr.1034
  br label %cond1035
exit1037:
  %v1095 = add nsw i64 %i1032, 1
  store i64 %v1095, ptr %r.addr.1028
  br label %cond1029
exit1031:
  %v1096 = add nsw i64 %i1026, 1
  store i64 %v1096, ptr %c.addr.1022
  br label %cond1023
exit1025:
  %red1097 = load <16 x float>, ptr %acc1021
  %p1098 = getelementptr float, ptr %buf.b, i64 %v19
  %ld1099 = load float, ptr %p1098, align 4
  %ins1100 = insertelement <16 x float> poison, float %ld1099, i64 0
  %splat1101 = shufflevector <16 x float> %ins1100, <16 x float> poison, <16 x i32> zeroinitializer
  %v1102 = fadd contract <16 x float> %splat1101, %red1097
  %v1103 = sub i64 %size.H, 1
  %v1104 = add i64 %v1103, 1
  %v1105 = mul i64 %v19, %v1104
  %v1106 = add i64 %v1105, %i9
  %v1107 = sub i64 %size.W, 1
  %v1108 = add i64 %v1107, 1
  %v1109 = mul i64 %v1106, %v1108
  %v1110 = add i64 %v1109, %i1019
  %p1111 = getelementptr float, ptr %buf.y, i64 %v1110
  store <16 x float> %v1102, ptr %p1111, align 4
  %v1112 = add nsw i64 %i1019, 16
  store i64 %v1112, ptr %q.addr.1014
  br label %cond1016
exit1018:
  %i1113 = load i64, ptr %q.addr.1014
  %v1114 = icmp slt i64 %i1113, %v1013
  br i1 %v1114, label %tail1115, label %done1116
tail1115:
  %mask1117 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1113, i64 %v1013)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1118
  store i64 0, ptr %c.addr.1119
  br label %cond1120
cond1120:
  %i1123 = load i64, ptr %c.addr.1119
  %v1124 = icmp slt i64 %i1123, %size.C
  br i1 %v1124, label %body1121, label %exit1122
body1121:
  store i64 0, ptr %r.addr.1125
  br label %cond1126
cond1126:
  %i1129 = load i64, ptr %r.addr.1125
  %v1130 = icmp slt i64 %i1129, 1
  br i1 %v1130, label %body1127, label %exit1128
body1127:
  store i64 0, ptr %s.addr.1131
  br label %cond1132
cond1132:
  %i1135 = load i64, ptr %s.addr.1131
  %v1136 = icmp slt i64 %i1135, 1
  br i1 %v1136, label %body1133, label %exit1134
body1133:
  %v1137 = add i64 %i9, %i1129
  %v1138 = icmp sge i64 %v1137, 0
  %v1139 = icmp slt i64 %v1137, %size.H
  %v1140 = and i1 %v1138, %v1139
  %ins1141 = insertelement <16 x i64> poison, i64 %i1113, i64 0
  %splat1142 = shufflevector <16 x i64> %ins1141, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1143 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1144 = add <16 x i64> %splat1142, %step1143
  %ins1145 = insertelement <16 x i64> poison, i64 %i1135, i64 0
  %splat1146 = shufflevector <16 x i64> %ins1145, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1147 = add <16 x i64> %lane1144, %splat1146
  %ins1148 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1149 = shufflevector <16 x i64> %ins1148, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1150 = icmp sge <16 x i64> %v1147, zeroinitializer
  %v1151 = icmp slt <16 x i64> %v1147, %splat1149
  %v1152 = and <16 x i1> %v1150, %v1151
  %ins1153 = insertelement <16 x i1> poison, i1 %v1140, i64 0
  %splat1154 = shufflevector <16 x i1> %ins1153, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1155 = and <16 x i1> %splat1154, %v1152
  %v1156 = and <16 x i1> %mask1117, %v1155
  %v1157 = mul i64 %i1123, %size.H
  %v1158 = add i64 %i9, %i1129
  %v1159 = add i64 %v1157, %v1158
  %v1160 = mul i64 %v1159, %size.W
  %v1161 = add i64 %i1113, %i1135
  %v1162 = add i64 %v1160, %v1161
  %p1163 = getelementptr float, ptr %buf.x, i64 %v1162
  %ld1164 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1163, <16 x i1> %v1156, <16 x float> zeroinitializer)
  %v1165 = mul i64 %v19, %size.C
  %v1166 = add i64 %v1165, %i1123
  %v1167 = add i64 %v1166, %i1129
  %v1168 = add i64 %v1167, %i1135
  %p1169 = getelementptr float, ptr %buf.w, i64 %v1168
  %ld1170 = load float, ptr %p1169, align 4
  %ins1171 = insertelement <16 x float> poison, float %ld1170, i64 0
  %splat1172 = shufflevector <16 x float> %ins1171, <16 x float> poison, <16 x i32> zeroinitializer
  %v1173 = fmul contract <16 x float> %ld1164, %splat1172
  %v1174 = add i64 %i9, %i1129
  %v1175 = icmp sge i64 %v1174, 0
  %v1176 = icmp slt i64 %v1174, %size.H
  %v1177 = and i1 %v1175, %v1176
  %ins1178 = insertelement <16 x i64> poison, i64 %i1135, i64 0
  %splat1179 = shufflevector <16 x i64> %ins1178, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1180 = add <16 x i64> %lane1144, %splat1179
  %ins1181 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1182 = shufflevector <16 x i64> %ins1181, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1183 = icmp sge <16 x i64> %v1180, zeroinitializer
  %v1184 = icmp slt <16 x i64> %v1180, %splat1182
  %v1185 = and <16 x i1> %v1183, %v1184
  %ins1186 = insertelement <16 x i1> poison, i1 %v1177, i64 0
  %splat1187 = shufflevector <16 x i1> %ins1186, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1188 = and <16 x i1> %splat1187, %v1185
  %v1189 = and <16 x i1> %mask1117, %v1188
  %old1190 = load <16 x float>, ptr %acc1118
  %v1191 = fadd <16 x float> %old1190, %v1173
  %v1192 = select <16 x i1> %v1189, <16 x float> %v1191, <16 x float> %old1190
  store <16 x float> %v1192, ptr %acc1118
  %v1193 = add nsw i64 %i1135, 1
  store i64 %v1193, ptr %s.addr.1131
  br label %cond1132
exit1134:
  %v1194 = add nsw i64 %i1129, 1
  store i64 %v1194, ptr %r.addr.1125
  br label %cond1126
exit1128:
  %v1195 = add nsw i64 %i1123, 1
  store i64 %v1195, ptr %c.addr.1119
  br label %cond1120
exit1122:
  %red1196 = load <16 x float>, ptr %acc1118
  %p1197 = getelementptr float, ptr %buf.b, i64 %v19
  %ld1198 = load float, ptr %p1197, align 4
  %ins1199 = insertelement <16 x float> poison, float %ld1198, i64 0
  %splat1200 = shufflevector <16 x float> %ins1199, <16 x float> poison, <16 x i32> zeroinitializer
  %v1201 = fadd contract <16 x float> %splat1200, %red1196
  %v1202 = sub i64 %size.H, 1
  %v1203 = add i64 %v1202, 1
  %v1204 = mul i64 %v19, %v1203
  %v1205 = add i64 %v1204, %i9
  %v1206 = sub i64 %size.W, 1
  %v1207 = add i64 %v1206, 1
  %v1208 = mul i64 %v1205, %v1207
  %v1209 = add i64 %v1208, %i1113
  %p1210 = getelementptr float, ptr %buf.y, i64 %v1209
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1201, ptr align 4 %p1210, <16 x i1> %mask1117)
  br label %done1116
done1116:
  %v1211 = sub i64 %size.W, 1
  %v1212 = add i64 %v1211, 1
  store i64 %v613, ptr %q.addr.1213
  %v1214 = sub i64 %v1212, 16
  br label %cond1215
cond1215:
  %i1218 = load i64, ptr %q.addr.1213
  %v1219 = icmp sle i64 %i1218, %v1214
  br i1 %v1219, label %body1216, label %exit1217
body1216:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1220
  store i64 0, ptr %c.addr.1221
  br label %cond1222
cond1222:
  %i1225 = load i64, ptr %c.addr.1221
  %v1226 = icmp slt i64 %i1225, %size.C
  br i1 %v1226, label %body1223, label %exit1224
body1223:
  store i64 0, ptr %r.addr.1227
  br label %cond1228
cond1228:
  %i1231 = load i64, ptr %r.addr.1227
  %v1232 = icmp slt i64 %i1231, 1
  br i1 %v1232, label %body1229, label %exit1230
body1229:
  store i64 0, ptr %s.addr.1233
  br label %cond1234
cond1234:
  %i1237 = load i64, ptr %s.addr.1233
  %v1238 = icmp slt i64 %i1237, 1
  br i1 %v1238, label %body1235, label %exit1236
body1235:
  %v1239 = add i64 %i9, %i1231
  %v1240 = icmp sge i64 %v1239, 0
  %v1241 = icmp slt i64 %v1239, %size.H
  %v1242 = and i1 %v1240, %v1241
  %ins1243 = insertelement <16 x i64> poison, i64 %i1218, i64 0
  %splat1244 = shufflevector <16 x i64> %ins1243, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1245 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1246 = add <16 x i64> %splat1244, %step1245
  %ins1247 = insertelement <16 x i64> poison, i64 %i1237, i64 0
  %splat1248 = shufflevector <16 x i64> %ins1247, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1249 = add <16 x i64> %lane1246, %splat1248
  %ins1250 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1251 = shufflevector <16 x i64> %ins1250, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1252 = icmp sge <16 x i64> %v1249, zeroinitializer
  %v1253 = icmp slt <16 x i64> %v1249, %splat1251
  %v1254 = and <16 x i1> %v1252, %v1253
  %ins1255 = insertelement <16 x i1> poison, i1 %v1242, i64 0
  %splat1256 = shufflevector <16 x i1> %ins1255, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1257 = and <16 x i1> %splat1256, %v1254
  %v1258 = mul i64 %i1225, %size.H
  %v1259 = add i64 %i9, %i1231
  %v1260 = add i64 %v1258, %v1259
  %v1261 = mul i64 %v1260, %size.W
  %v1262 = add i64 %i1218, %i1237
  %v1263 = add i64 %v1261, %v1262
  %p1264 = getelementptr float, ptr %buf.x, i64 %v1263
  %ld1265 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1264, <16 x i1> %v1257, <16 x float> zeroinitializer)
  %v1266 = mul i64 %v20, %size.C
  %v1267 = add i64 %v1266, %i1225
  %v1268 = add i64 %v1267, %i1231
  %v1269 = add i64 %v1268, %i1237
  %p1270 = getelementptr float, ptr %buf.w, i64 %v1269
  %ld1271 = load float, ptr %p1270, align 4
  %ins1272 = insertelement <16 x float> poison, float %ld1271, i64 0
  %splat1273 = shufflevector <16 x float> %ins1272, <16 x float> poison, <16 x i32> zeroinitializer
  %v1274 = fmul contract <16 x float> %ld1265, %splat1273
  %v1275 = add i64 %i9, %i1231
  %v1276 = icmp sge i64 %v1275, 0
  %v1277 = icmp slt i64 %v1275, %size.H
  %v1278 = and i1 %v1276, %v1277
  %ins1279 = insertelement <16 x i64> poison, i64 %i1237, i64 0
  %splat1280 = shufflevector <16 x i64> %ins1279, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1281 = add <16 x i64> %lane1246, %splat1280
  %ins1282 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1283 = shufflevector <16 x i64> %ins1282, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1284 = icmp sge <16 x i64> %v1281, zeroinitializer
  %v1285 = icmp slt <16 x i64> %v1281, %splat1283
  %v1286 = and <16 x i1> %v1284, %v1285
  %ins1287 = insertelement <16 x i1> poison, i1 %v1278, i64 0
  %splat1288 = shufflevector <16 x i1> %ins1287, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1289 = and <16 x i1> %splat1288, %v1286
  %old1290 = load <16 x float>, ptr %acc1220
  %v1291 = fadd <16 x float> %old1290, %v1274
  %v1292 = select <16 x i1> %v1289, <16 x float> %v1291, <16 x float> %old1290
  store <16 x float> %v1292, ptr %acc1220
  %v1293 = add nsw i64 %i1237, 1
  store i64 %v1293, ptr %s.addr.1233
  br label %cond1234
exit1236:
  %v1294 = add nsw i64 %i1231, 1
  store i64 %v1294, ptr %r.addr.1227
  br label %cond1228
exit1230:
  %v1295 = add nsw i64 %i1225, 1
  store i64 %v1295, ptr %c.addr.1221
  br label %cond1222
exit1224:
  %red1296 = load <16 x float>, ptr %acc1220
  %p1297 = getelementptr float, ptr %buf.b, i64 %v20
  %ld1298 = load float, ptr %p1297, align 4
  %ins1299 = insertelement <16 x float> poison, float %ld1298, i64 0
  %splat1300 = shufflevector <16 x float> %ins1299, <16 x float> poison, <16 x i32> zeroinitializer
  %v1301 = fadd contract <16 x float> %splat1300, %red1296
  %v1302 = sub i64 %size.H, 1
  %v1303 = add i64 %v1302, 1
  %v1304 = mul i64 %v20, %v1303
  %v1305 = add i64 %v1304, %i9
  %v1306 = sub i64 %size.W, 1
  %v1307 = add i64 %v1306, 1
  %v1308 = mul i64 %v1305, %v1307
  %v1309 = add i64 %v1308, %i1218
  %p1310 = getelementptr float, ptr %buf.y, i64 %v1309
  store <16 x float> %v1301, ptr %p1310, align 4
  %v1311 = add nsw i64 %i1218, 16
  store i64 %v1311, ptr %q.addr.1213
  br label %cond1215
exit1217:
  %i1312 = load i64, ptr %q.addr.1213
  %v1313 = icmp slt i64 %i1312, %v1212
  br i1 %v1313, label %tail1314, label %done1315
tail1314:
  %mask1316 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1312, i64 %v1212)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1317
  store i64 0, ptr %c.addr.1318
  br label %cond1319
cond1319:
  %i1322 = load i64, ptr %c.addr.1318
  %v1323 = icmp slt i64 %i1322, %size.C
  br i1 %v1323, label %body1320, label %exit1321
body1320:
  store i64 0, ptr %r.addr.1324
  br label %cond1325
cond1325:
  %i1328 = load i64, ptr %r.addr.1324
  %v1329 = icmp slt i64 %i1328, 1
  br i1 %v1329, label %body1326, label %exit1327
body1326:
  store i64 0, ptr %s.addr.1330
  br label %cond1331
cond1331:
  %i1334 = load i64, ptr %s.addr.1330
  %v1335 = icmp slt i64 %i1334, 1
  br i1 %v1335, label %body1332, label %exit1333
body1332:
  %v1336 = add i64 %i9, %i1328
  %v1337 = icmp sge i64 %v1336, 0
  %v1338 = icmp slt i64 %v1336, %size.H
  %v1339 = and i1 %v1337, %v1338
  %ins1340 = insertelement <16 x i64> poison, i64 %i1312, i64 0
  %splat1341 = shufflevector <16 x i64> %ins1340, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1342 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1343 = add <16 x i64> %splat1341, %step1342
  %ins1344 = insertelement <16 x i64> poison, i64 %i1334, i64 0
  %splat1345 = shufflevector <16 x i64> %ins1344, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1346 = add <16 x i64> %lane1343, %splat1345
  %ins1347 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1348 = shufflevector <16 x i64> %ins1347, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1349 = icmp sge <16 x i64> %v1346, zeroinitializer
  %v1350 = icmp slt <16 x i64> %v1346, %splat1348
  %v1351 = and <16 x i1> %v1349, %v1350
  %ins1352 = insertelement <16 x i1> poison, i1 %v1339, i64 0
  %splat1353 = shufflevector <16 x i1> %ins1352, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1354 = and <16 x i1> %splat1353, %v1351
  %v1355 = and <16 x i1> %mask1316, %v1354
  %v1356 = mul i64 %i1322, %size.H
  %v1357 = add i64 %i9, %i1328
  %v1358 = add i64 %v1356, %v1357
  %v1359 = mul i64 %v1358, %size.W
  %v1360 = add i64 %i1312, %i1334
  %v1361 = add i64 %v1359, %v1360
  %p1362 = getelementptr float, ptr %buf.x, i64 %v1361
  %ld1363 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1362, <16 x i1> %v1355, <16 x float> zeroinitializer)
  %v1364 = mul i64 %v20, %size.C
  %v1365 = add i64 %v1364, %i1322
  %v1366 = add i64 %v1365, %i1328
  %v1367 = add i64 %v1366, %i1334
  %p1368 = getelementptr float, ptr %buf.w, i64 %v1367
  %ld1369 = load float, ptr %p1368, align 4
  %ins1370 = insertelement <16 x float> poison, float %ld1369, i64 0
  %splat1371 = shufflevector <16 x float> %ins1370, <16 x float> poison, <16 x i32> zeroinitializer
  %v1372 = fmul contract <16 x float> %ld1363, %splat1371
  %v1373 = add i64 %i9, %i1328
  %v1374 = icmp sge i64 %v1373, 0
  %v1375 = icmp slt i64 %v1373, %size.H
  %v1376 = and i1 %v1374, %v1375
  %ins1377 = insertelement <16 x i64> poison, i64 %i1334, i64 0
  %splat1378 = shufflevector <16 x i64> %ins1377, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1379 = add <16 x i64> %lane1343, %splat1378
  %ins1380 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1381 = shufflevector <16 x i64> %ins1380, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1382 = icmp sge <16 x i64> %v1379, zeroinitializer
  %v1383 = icmp slt <16 x i64> %v1379, %splat1381
  %v1384 = and <16 x i1> %v1382, %v1383
  %ins1385 = insertelement <16 x i1> poison, i1 %v1376, i64 0
  %splat1386 = shufflevector <16 x i1> %ins1385, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1387 = and <16 x i1> %splat1386, %v1384
  %v1388 = and <16 x i1> %mask1316, %v1387
  %old1389 = load <16 x float>, ptr %acc1317
  %v1390 = fadd <16 x float> %old1389, %v1372
  %v1391 = select <16 x i1> %v1388, <16 x float> %v1390, <16 x float> %old1389
  store <16 x float> %v1391, ptr %acc1317
  %v1392 = add nsw i64 %i1334, 1
  store i64 %v1392, ptr %s.addr.1330
  br label %cond1331
exit1333:
  %v1393 = add nsw i64 %i1328, 1
  store i64 %v1393, ptr %r.addr.1324
  br label %cond1325
exit1327:
  %v1394 = add nsw i64 %i1322, 1
  store i64 %v1394, ptr %c.addr.1318
  br label %cond1319
exit1321:
  %red1395 = load <16 x float>, ptr %acc1317
  %p1396 = getelementptr float, ptr %buf.b, i64 %v20
  %ld1397 = load float, ptr %p1396, align 4
  %ins1398 = insertelement <16 x float> poison, float %ld1397, i64 0
  %splat1399 = shufflevector <16 x float> %ins1398, <16 x float> poison, <16 x i32> zeroinitializer
  %v1400 = fadd contract <16 x float> %splat1399, %red1395
  %v1401 = sub i64 %size.H, 1
  %v1402 = add i64 %v1401, 1
  %v1403 = mul i64 %v20, %v1402
  %v1404 = add i64 %v1403, %i9
  %v1405 = sub i64 %size.W, 1
  %v1406 = add i64 %v1405, 1
  %v1407 = mul i64 %v1404, %v1406
  %v1408 = add i64 %v1407, %i1312
  %p1409 = getelementptr float, ptr %buf.y, i64 %v1408
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1400, ptr align 4 %p1409, <16 x i1> %mask1316)
  br label %done1315
done1315:
  %v1410 = add nsw i64 %i16, 4
  store i64 %v1410, ptr %k.addr.11
  br label %cond13
exit15:
  br label %cond1411
cond1411:
  %i1414 = load i64, ptr %k.addr.11
  %v1415 = icmp slt i64 %i1414, %size.K
  br i1 %v1415, label %body1412, label %exit1413
body1412:
  %v1416 = sub i64 %size.W, 1
  %v1417 = add i64 %v1416, 1
  store i64 0, ptr %q.addr.1418
  %v1419 = sub i64 %v1417, 128
  br label %cond1420
cond1420:
  %i1423 = load i64, ptr %q.addr.1418
  %v1424 = icmp sle i64 %i1423, %v1419
  br i1 %v1424, label %body1421, label %exit1422
body1421:
  %v1425 = add nsw i64 %i1423, 16
  %v1426 = add nsw i64 %i1423, 32
  %v1427 = add nsw i64 %i1423, 48
  %v1428 = add nsw i64 %i1423, 64
  %v1429 = add nsw i64 %i1423, 80
  %v1430 = add nsw i64 %i1423, 96
  %v1431 = add nsw i64 %i1423, 112
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1432
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1433
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1434
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1435
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1436
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1437
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1438
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1439
  store i64 0, ptr %c.addr.1440
  br label %cond1441
cond1441:
  %i1444 = load i64, ptr %c.addr.1440
  %v1445 = icmp slt i64 %i1444, %size.C
  br i1 %v1445, label %body1442, label %exit1443
body1442:
  store i64 0, ptr %r.addr.1446
  br label %cond1447
cond1447:
  %i1450 = load i64, ptr %r.addr.1446
  %v1451 = icmp slt i64 %i1450, 1
  br i1 %v1451, label %body1448, label %exit1449
body1448:
  store i64 0, ptr %s.addr.1452
  br label %cond1453
cond1453:
  %i1456 = load i64, ptr %s.addr.1452
  %v1457 = icmp slt i64 %i1456, 1
  br i1 %v1457, label %body1454, label %exit1455
body1454:
  %v1458 = add i64 %i9, %i1450
  %v1459 = icmp sge i64 %v1458, 0
  %v1460 = icmp slt i64 %v1458, %size.H
  %v1461 = and i1 %v1459, %v1460
  %ins1462 = insertelement <16 x i64> poison, i64 %i1423, i64 0
  %splat1463 = shufflevector <16 x i64> %ins1462, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1464 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1465 = add <16 x i64> %splat1463, %step1464
  %ins1466 = insertelement <16 x i64> poison, i64 %i1456, i64 0
  %splat1467 = shufflevector <16 x i64> %ins1466, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1468 = add <16 x i64> %lane1465, %splat1467
  %ins1469 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1470 = shufflevector <16 x i64> %ins1469, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1471 = icmp sge <16 x i64> %v1468, zeroinitializer
  %v1472 = icmp slt <16 x i64> %v1468, %splat1470
  %v1473 = and <16 x i1> %v1471, %v1472
  %ins1474 = insertelement <16 x i1> poison, i1 %v1461, i64 0
  %splat1475 = shufflevector <16 x i1> %ins1474, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1476 = and <16 x i1> %splat1475, %v1473
  %v1477 = mul i64 %i1444, %size.H
  %v1478 = add i64 %i9, %i1450
  %v1479 = add i64 %v1477, %v1478
  %v1480 = mul i64 %v1479, %size.W
  %v1481 = add i64 %i1423, %i1456
  %v1482 = add i64 %v1480, %v1481
  %p1483 = getelementptr float, ptr %buf.x, i64 %v1482
  %ld1484 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1483, <16 x i1> %v1476, <16 x float> zeroinitializer)
  %v1485 = mul i64 %i1414, %size.C
  %v1486 = add i64 %v1485, %i1444
  %v1487 = add i64 %v1486, %i1450
  %v1488 = add i64 %v1487, %i1456
  %p1489 = getelementptr float, ptr %buf.w, i64 %v1488
  %ld1490 = load float, ptr %p1489, align 4
  %ins1491 = insertelement <16 x float> poison, float %ld1490, i64 0
  %splat1492 = shufflevector <16 x float> %ins1491, <16 x float> poison, <16 x i32> zeroinitializer
  %v1493 = fmul contract <16 x float> %ld1484, %splat1492
  %v1494 = add i64 %i9, %i1450
  %v1495 = icmp sge i64 %v1494, 0
  %v1496 = icmp slt i64 %v1494, %size.H
  %v1497 = and i1 %v1495, %v1496
  %ins1498 = insertelement <16 x i64> poison, i64 %i1456, i64 0
  %splat1499 = shufflevector <16 x i64> %ins1498, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1500 = add <16 x i64> %lane1465, %splat1499
  %ins1501 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1502 = shufflevector <16 x i64> %ins1501, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1503 = icmp sge <16 x i64> %v1500, zeroinitializer
  %v1504 = icmp slt <16 x i64> %v1500, %splat1502
  %v1505 = and <16 x i1> %v1503, %v1504
  %ins1506 = insertelement <16 x i1> poison, i1 %v1497, i64 0
  %splat1507 = shufflevector <16 x i1> %ins1506, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1508 = and <16 x i1> %splat1507, %v1505
  %old1509 = load <16 x float>, ptr %acc1432
  %v1510 = fadd <16 x float> %old1509, %v1493
  %v1511 = select <16 x i1> %v1508, <16 x float> %v1510, <16 x float> %old1509
  store <16 x float> %v1511, ptr %acc1432
  %v1512 = add i64 %i9, %i1450
  %v1513 = icmp sge i64 %v1512, 0
  %v1514 = icmp slt i64 %v1512, %size.H
  %v1515 = and i1 %v1513, %v1514
  %ins1516 = insertelement <16 x i64> poison, i64 %v1425, i64 0
  %splat1517 = shufflevector <16 x i64> %ins1516, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1518 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1519 = add <16 x i64> %splat1517, %step1518
  %ins1520 = insertelement <16 x i64> poison, i64 %i1456, i64 0
  %splat1521 = shufflevector <16 x i64> %ins1520, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1522 = add <16 x i64> %lane1519, %splat1521
  %ins1523 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1524 = shufflevector <16 x i64> %ins1523, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1525 = icmp sge <16 x i64> %v1522, zeroinitializer
  %v1526 = icmp slt <16 x i64> %v1522, %splat1524
  %v1527 = and <16 x i1> %v1525, %v1526
  %ins1528 = insertelement <16 x i1> poison, i1 %v1515, i64 0
  %splat1529 = shufflevector <16 x i1> %ins1528, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1530 = and <16 x i1> %splat1529, %v1527
  %v1531 = mul i64 %i1444, %size.H
  %v1532 = add i64 %i9, %i1450
  %v1533 = add i64 %v1531, %v1532
  %v1534 = mul i64 %v1533, %size.W
  %v1535 = add i64 %v1425, %i1456
  %v1536 = add i64 %v1534, %v1535
  %p1537 = getelementptr float, ptr %buf.x, i64 %v1536
  %ld1538 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1537, <16 x i1> %v1530, <16 x float> zeroinitializer)
  %v1539 = mul i64 %i1414, %size.C
  %v1540 = add i64 %v1539, %i1444
  %v1541 = add i64 %v1540, %i1450
  %v1542 = add i64 %v1541, %i1456
  %p1543 = getelementptr float, ptr %buf.w, i64 %v1542
  %ld1544 = load float, ptr %p1543, align 4
  %ins1545 = insertelement <16 x float> poison, float %ld1544, i64 0
  %splat1546 = shufflevector <16 x float> %ins1545, <16 x float> poison, <16 x i32> zeroinitializer
  %v1547 = fmul contract <16 x float> %ld1538, %splat1546
  %v1548 = add i64 %i9, %i1450
  %v1549 = icmp sge i64 %v1548, 0
  %v1550 = icmp slt i64 %v1548, %size.H
  %v1551 = and i1 %v1549, %v1550
  %ins1552 = insertelement <16 x i64> poison, i64 %i1456, i64 0
  %splat1553 = shufflevector <16 x i64> %ins1552, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1554 = add <16 x i64> %lane1519, %splat1553
  %ins1555 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1556 = shufflevector <16 x i64> %ins1555, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1557 = icmp sge <16 x i64> %v1554, zeroinitializer
  %v1558 = icmp slt <16 x i64> %v1554, %splat1556
  %v1559 = and <16 x i1> %v1557, %v1558
  %ins1560 = insertelement <16 x i1> poison, i1 %v1551, i64 0
  %splat1561 = shufflevector <16 x i1> %ins1560, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1562 = and <16 x i1> %splat1561, %v1559
  %old1563 = load <16 x float>, ptr %acc1433
  %v1564 = fadd <16 x float> %old1563, %v1547
  %v1565 = select <16 x i1> %v1562, <16 x float> %v1564, <16 x float> %old1563
  store <16 x float> %v1565, ptr %acc1433
  %v1566 = add i64 %i9, %i1450
  %v1567 = icmp sge i64 %v1566, 0
  %v1568 = icmp slt i64 %v1566, %size.H
  %v1569 = and i1 %v1567, %v1568
  %ins1570 = insertelement <16 x i64> poison, i64 %v1426, i64 0
  %splat1571 = shufflevector <16 x i64> %ins1570, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1572 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1573 = add <16 x i64> %splat1571, %step1572
  %ins1574 = insertelement <16 x i64> poison, i64 %i1456, i64 0
  %splat1575 = shufflevector <16 x i64> %ins1574, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1576 = add <16 x i64> %lane1573, %splat1575
  %ins1577 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1578 = shufflevector <16 x i64> %ins1577, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1579 = icmp sge <16 x i64> %v1576, zeroinitializer
  %v1580 = icmp slt <16 x i64> %v1576, %splat1578
  %v1581 = and <16 x i1> %v1579, %v1580
  %ins1582 = insertelement <16 x i1> poison, i1 %v1569, i64 0
  %splat1583 = shufflevector <16 x i1> %ins1582, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1584 = and <16 x i1> %splat1583, %v1581
  %v1585 = mul i64 %i1444, %size.H
  %v1586 = add i64 %i9, %i1450
  %v1587 = add i64 %v1585, %v1586
  %v1588 = mul i64 %v1587, %size.W
  %v1589 = add i64 %v1426, %i1456
  %v1590 = add i64 %v1588, %v1589
  %p1591 = getelementptr float, ptr %buf.x, i64 %v1590
  %ld1592 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1591, <16 x i1> %v1584, <16 x float> zeroinitializer)
  %v1593 = mul i64 %i1414, %size.C
  %v1594 = add i64 %v1593, %i1444
  %v1595 = add i64 %v1594, %i1450
  %v1596 = add i64 %v1595, %i1456
  %p1597 = getelementptr float, ptr %buf.w, i64 %v1596
  %ld1598 = load float, ptr %p1597, align 4
  %ins1599 = insertelement <16 x float> poison, float %ld1598, i64 0
  %splat1600 = shufflevector <16 x float> %ins1599, <16 x float> poison, <16 x i32> zeroinitializer
  %v1601 = fmul contract <16 x float> %ld1592, %splat1600
  %v1602 = add i64 %i9, %i1450
  %v1603 = icmp sge i64 %v1602, 0
  %v1604 = icmp slt i64 %v1602, %size.H
  %v1605 = and i1 %v1603, %v1604
  %ins1606 = insertelement <16 x i64> poison, i64 %i1456, i64 0
  %splat1607 = shufflevector <16 x i64> %ins1606, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1608 = add <16 x i64> %lane1573, %splat1607
  %ins1609 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1610 = shufflevector <16 x i64> %ins1609, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1611 = icmp sge <16 x i64> %v1608, zeroinitializer
  %v1612 = icmp slt <16 x i64> %v1608, %splat1610
  %v1613 = and <16 x i1> %v1611, %v1612
  %ins1614 = insertelement <16 x i1> poison, i1 %v1605, i64 0
  %splat1615 = shufflevector <16 x i1> %ins1614, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1616 = and <16 x i1> %splat1615, %v1613
  %old1617 = load <16 x float>, ptr %acc1434
  %v1618 = fadd <16 x float> %old1617, %v1601
  %v1619 = select <16 x i1> %v1616, <16 x float> %v1618, <16 x float> %old1617
  store <16 x float> %v1619, ptr %acc1434
  %v1620 = add i64 %i9, %i1450
  %v1621 = icmp sge i64 %v1620, 0
  %v1622 = icmp slt i64 %v1620, %size.H
  %v1623 = and i1 %v1621, %v1622
  %ins1624 = insertelement <16 x i64> poison, i64 %v1427, i64 0
  %splat1625 = shufflevector <16 x i64> %ins1624, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1626 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1627 = add <16 x i64> %splat1625, %step1626
  %ins1628 = insertelement <16 x i64> poison, i64 %i1456, i64 0
  %splat1629 = shufflevector <16 x i64> %ins1628, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1630 = add <16 x i64> %lane1627, %splat1629
  %ins1631 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1632 = shufflevector <16 x i64> %ins1631, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1633 = icmp sge <16 x i64> %v1630, zeroinitializer
  %v1634 = icmp slt <16 x i64> %v1630, %splat1632
  %v1635 = and <16 x i1> %v1633, %v1634
  %ins1636 = insertelement <16 x i1> poison, i1 %v1623, i64 0
  %splat1637 = shufflevector <16 x i1> %ins1636, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1638 = and <16 x i1> %splat1637, %v1635
  %v1639 = mul i64 %i1444, %size.H
  %v1640 = add i64 %i9, %i1450
  %v1641 = add i64 %v1639, %v1640
  %v1642 = mul i64 %v1641, %size.W
  %v1643 = add i64 %v1427, %i1456
  %v1644 = add i64 %v1642, %v1643
  %p1645 = getelementptr float, ptr %buf.x, i64 %v1644
  %ld1646 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1645, <16 x i1> %v1638, <16 x float> zeroinitializer)
  %v1647 = mul i64 %i1414, %size.C
  %v1648 = add i64 %v1647, %i1444
  %v1649 = add i64 %v1648, %i1450
  %v1650 = add i64 %v1649, %i1456
  %p1651 = getelementptr float, ptr %buf.w, i64 %v1650
  %ld1652 = load float, ptr %p1651, align 4
  %ins1653 = insertelement <16 x float> poison, float %ld1652, i64 0
  %splat1654 = shufflevector <16 x float> %ins1653, <16 x float> poison, <16 x i32> zeroinitializer
  %v1655 = fmul contract <16 x float> %ld1646, %splat1654
  %v1656 = add i64 %i9, %i1450
  %v1657 = icmp sge i64 %v1656, 0
  %v1658 = icmp slt i64 %v1656, %size.H
  %v1659 = and i1 %v1657, %v1658
  %ins1660 = insertelement <16 x i64> poison, i64 %i1456, i64 0
  %splat1661 = shufflevector <16 x i64> %ins1660, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1662 = add <16 x i64> %lane1627, %splat1661
  %ins1663 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1664 = shufflevector <16 x i64> %ins1663, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1665 = icmp sge <16 x i64> %v1662, zeroinitializer
  %v1666 = icmp slt <16 x i64> %v1662, %splat1664
  %v1667 = and <16 x i1> %v1665, %v1666
  %ins1668 = insertelement <16 x i1> poison, i1 %v1659, i64 0
  %splat1669 = shufflevector <16 x i1> %ins1668, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1670 = and <16 x i1> %splat1669, %v1667
  %old1671 = load <16 x float>, ptr %acc1435
  %v1672 = fadd <16 x float> %old1671, %v1655
  %v1673 = select <16 x i1> %v1670, <16 x float> %v1672, <16 x float> %old1671
  store <16 x float> %v1673, ptr %acc1435
  %v1674 = add i64 %i9, %i1450
  %v1675 = icmp sge i64 %v1674, 0
  %v1676 = icmp slt i64 %v1674, %size.H
  %v1677 = and i1 %v1675, %v1676
  %ins1678 = insertelement <16 x i64> poison, i64 %v1428, i64 0
  %splat1679 = shufflevector <16 x i64> %ins1678, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1680 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1681 = add <16 x i64> %splat1679, %step1680
  %ins1682 = insertelement <16 x i64> poison, i64 %i1456, i64 0
  %splat1683 = shufflevector <16 x i64> %ins1682, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1684 = add <16 x i64> %lane1681, %splat1683
  %ins1685 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1686 = shufflevector <16 x i64> %ins1685, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1687 = icmp sge <16 x i64> %v1684, zeroinitializer
  %v1688 = icmp slt <16 x i64> %v1684, %splat1686
  %v1689 = and <16 x i1> %v1687, %v1688
  %ins1690 = insertelement <16 x i1> poison, i1 %v1677, i64 0
  %splat1691 = shufflevector <16 x i1> %ins1690, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1692 = and <16 x i1> %splat1691, %v1689
  %v1693 = mul i64 %i1444, %size.H
  %v1694 = add i64 %i9, %i1450
  %v1695 = add i64 %v1693, %v1694
  %v1696 = mul i64 %v1695, %size.W
  %v1697 = add i64 %v1428, %i1456
  %v1698 = add i64 %v1696, %v1697
  %p1699 = getelementptr float, ptr %buf.x, i64 %v1698
  %ld1700 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1699, <16 x i1> %v1692, <16 x float> zeroinitializer)
  %v1701 = mul i64 %i1414, %size.C
  %v1702 = add i64 %v1701, %i1444
  %v1703 = add i64 %v1702, %i1450
  %v1704 = add i64 %v1703, %i1456
  %p1705 = getelementptr float, ptr %buf.w, i64 %v1704
  %ld1706 = load float, ptr %p1705, align 4
  %ins1707 = insertelement <16 x float> poison, float %ld1706, i64 0
  %splat1708 = shufflevector <16 x float> %ins1707, <16 x float> poison, <16 x i32> zeroinitializer
  %v1709 = fmul contract <16 x float> %ld1700, %splat1708
  %v1710 = add i64 %i9, %i1450
  %v1711 = icmp sge i64 %v1710, 0
  %v1712 = icmp slt i64 %v1710, %size.H
  %v1713 = and i1 %v1711, %v1712
  %ins1714 = insertelement <16 x i64> poison, i64 %i1456, i64 0
  %splat1715 = shufflevector <16 x i64> %ins1714, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1716 = add <16 x i64> %lane1681, %splat1715
  %ins1717 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1718 = shufflevector <16 x i64> %ins1717, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1719 = icmp sge <16 x i64> %v1716, zeroinitializer
  %v1720 = icmp slt <16 x i64> %v1716, %splat1718
  %v1721 = and <16 x i1> %v1719, %v1720
  %ins1722 = insertelement <16 x i1> poison, i1 %v1713, i64 0
  %splat1723 = shufflevector <16 x i1> %ins1722, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1724 = and <16 x i1> %splat1723, %v1721
  %old1725 = load <16 x float>, ptr %acc1436
  %v1726 = fadd <16 x float> %old1725, %v1709
  %v1727 = select <16 x i1> %v1724, <16 x float> %v1726, <16 x float> %old1725
  store <16 x float> %v1727, ptr %acc1436
  %v1728 = add i64 %i9, %i1450
  %v1729 = icmp sge i64 %v1728, 0
  %v1730 = icmp slt i64 %v1728, %size.H
  %v1731 = and i1 %v1729, %v1730
  %ins1732 = insertelement <16 x i64> poison, i64 %v1429, i64 0
  %splat1733 = shufflevector <16 x i64> %ins1732, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1734 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1735 = add <16 x i64> %splat1733, %step1734
  %ins1736 = insertelement <16 x i64> poison, i64 %i1456, i64 0
  %splat1737 = shufflevector <16 x i64> %ins1736, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1738 = add <16 x i64> %lane1735, %splat1737
  %ins1739 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1740 = shufflevector <16 x i64> %ins1739, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1741 = icmp sge <16 x i64> %v1738, zeroinitializer
  %v1742 = icmp slt <16 x i64> %v1738, %splat1740
  %v1743 = and <16 x i1> %v1741, %v1742
  %ins1744 = insertelement <16 x i1> poison, i1 %v1731, i64 0
  %splat1745 = shufflevector <16 x i1> %ins1744, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1746 = and <16 x i1> %splat1745, %v1743
  %v1747 = mul i64 %i1444, %size.H
  %v1748 = add i64 %i9, %i1450
  %v1749 = add i64 %v1747, %v1748
  %v1750 = mul i64 %v1749, %size.W
  %v1751 = add i64 %v1429, %i1456
  %v1752 = add i64 %v1750, %v1751
  %p1753 = getelementptr float, ptr %buf.x, i64 %v1752
  %ld1754 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1753, <16 x i1> %v1746, <16 x float> zeroinitializer)
  %v1755 = mul i64 %i1414, %size.C
  %v1756 = add i64 %v1755, %i1444
  %v1757 = add i64 %v1756, %i1450
  %v1758 = add i64 %v1757, %i1456
  %p1759 = getelementptr float, ptr %buf.w, i64 %v1758
  %ld1760 = load float, ptr %p1759, align 4
  %ins1761 = insertelement <16 x float> poison, float %ld1760, i64 0
  %splat1762 = shufflevector <16 x float> %ins1761, <16 x float> poison, <16 x i32> zeroinitializer
  %v1763 = fmul contract <16 x float> %ld1754, %splat1762
  %v1764 = add i64 %i9, %i1450
  %v1765 = icmp sge i64 %v1764, 0
  %v1766 = icmp slt i64 %v1764, %size.H
  %v1767 = and i1 %v1765, %v1766
  %ins1768 = insertelement <16 x i64> poison, i64 %i1456, i64 0
  %splat1769 = shufflevector <16 x i64> %ins1768, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1770 = add <16 x i64> %lane1735, %splat1769
  %ins1771 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1772 = shufflevector <16 x i64> %ins1771, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1773 = icmp sge <16 x i64> %v1770, zeroinitializer
  %v1774 = icmp slt <16 x i64> %v1770, %splat1772
  %v1775 = and <16 x i1> %v1773, %v1774
  %ins1776 = insertelement <16 x i1> poison, i1 %v1767, i64 0
  %splat1777 = shufflevector <16 x i1> %ins1776, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1778 = and <16 x i1> %splat1777, %v1775
  %old1779 = load <16 x float>, ptr %acc1437
  %v1780 = fadd <16 x float> %old1779, %v1763
  %v1781 = select <16 x i1> %v1778, <16 x float> %v1780, <16 x float> %old1779
  store <16 x float> %v1781, ptr %acc1437
  %v1782 = add i64 %i9, %i1450
  %v1783 = icmp sge i64 %v1782, 0
  %v1784 = icmp slt i64 %v1782, %size.H
  %v1785 = and i1 %v1783, %v1784
  %ins1786 = insertelement <16 x i64> poison, i64 %v1430, i64 0
  %splat1787 = shufflevector <16 x i64> %ins1786, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1788 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1789 = add <16 x i64> %splat1787, %step1788
  %ins1790 = insertelement <16 x i64> poison, i64 %i1456, i64 0
  %splat1791 = shufflevector <16 x i64> %ins1790, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1792 = add <16 x i64> %lane1789, %splat1791
  %ins1793 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1794 = shufflevector <16 x i64> %ins1793, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1795 = icmp sge <16 x i64> %v1792, zeroinitializer
  %v1796 = icmp slt <16 x i64> %v1792, %splat1794
  %v1797 = and <16 x i1> %v1795, %v1796
  %ins1798 = insertelement <16 x i1> poison, i1 %v1785, i64 0
  %splat1799 = shufflevector <16 x i1> %ins1798, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1800 = and <16 x i1> %splat1799, %v1797
  %v1801 = mul i64 %i1444, %size.H
  %v1802 = add i64 %i9, %i1450
  %v1803 = add i64 %v1801, %v1802
  %v1804 = mul i64 %v1803, %size.W
  %v1805 = add i64 %v1430, %i1456
  %v1806 = add i64 %v1804, %v1805
  %p1807 = getelementptr float, ptr %buf.x, i64 %v1806
  %ld1808 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1807, <16 x i1> %v1800, <16 x float> zeroinitializer)
  %v1809 = mul i64 %i1414, %size.C
  %v1810 = add i64 %v1809, %i1444
  %v1811 = add i64 %v1810, %i1450
  %v1812 = add i64 %v1811, %i1456
  %p1813 = getelementptr float, ptr %buf.w, i64 %v1812
  %ld1814 = load float, ptr %p1813, align 4
  %ins1815 = insertelement <16 x float> poison, float %ld1814, i64 0
  %splat1816 = shufflevector <16 x float> %ins1815, <16 x float> poison, <16 x i32> zeroinitializer
  %v1817 = fmul contract <16 x float> %ld1808, %splat1816
  %v1818 = add i64 %i9, %i1450
  %v1819 = icmp sge i64 %v1818, 0
  %v1820 = icmp slt i64 %v1818, %size.H
  %v1821 = and i1 %v1819, %v1820
  %ins1822 = insertelement <16 x i64> poison, i64 %i1456, i64 0
  %splat1823 = shufflevector <16 x i64> %ins1822, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1824 = add <16 x i64> %lane1789, %splat1823
  %ins1825 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1826 = shufflevector <16 x i64> %ins1825, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1827 = icmp sge <16 x i64> %v1824, zeroinitializer
  %v1828 = icmp slt <16 x i64> %v1824, %splat1826
  %v1829 = and <16 x i1> %v1827, %v1828
  %ins1830 = insertelement <16 x i1> poison, i1 %v1821, i64 0
  %splat1831 = shufflevector <16 x i1> %ins1830, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1832 = and <16 x i1> %splat1831, %v1829
  %old1833 = load <16 x float>, ptr %acc1438
  %v1834 = fadd <16 x float> %old1833, %v1817
  %v1835 = select <16 x i1> %v1832, <16 x float> %v1834, <16 x float> %old1833
  store <16 x float> %v1835, ptr %acc1438
  %v1836 = add i64 %i9, %i1450
  %v1837 = icmp sge i64 %v1836, 0
  %v1838 = icmp slt i64 %v1836, %size.H
  %v1839 = and i1 %v1837, %v1838
  %ins1840 = insertelement <16 x i64> poison, i64 %v1431, i64 0
  %splat1841 = shufflevector <16 x i64> %ins1840, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1842 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1843 = add <16 x i64> %splat1841, %step1842
  %ins1844 = insertelement <16 x i64> poison, i64 %i1456, i64 0
  %splat1845 = shufflevector <16 x i64> %ins1844, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1846 = add <16 x i64> %lane1843, %splat1845
  %ins1847 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1848 = shufflevector <16 x i64> %ins1847, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1849 = icmp sge <16 x i64> %v1846, zeroinitializer
  %v1850 = icmp slt <16 x i64> %v1846, %splat1848
  %v1851 = and <16 x i1> %v1849, %v1850
  %ins1852 = insertelement <16 x i1> poison, i1 %v1839, i64 0
  %splat1853 = shufflevector <16 x i1> %ins1852, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1854 = and <16 x i1> %splat1853, %v1851
  %v1855 = mul i64 %i1444, %size.H
  %v1856 = add i64 %i9, %i1450
  %v1857 = add i64 %v1855, %v1856
  %v1858 = mul i64 %v1857, %size.W
  %v1859 = add i64 %v1431, %i1456
  %v1860 = add i64 %v1858, %v1859
  %p1861 = getelementptr float, ptr %buf.x, i64 %v1860
  %ld1862 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1861, <16 x i1> %v1854, <16 x float> zeroinitializer)
  %v1863 = mul i64 %i1414, %size.C
  %v1864 = add i64 %v1863, %i1444
  %v1865 = add i64 %v1864, %i1450
  %v1866 = add i64 %v1865, %i1456
  %p1867 = getelementptr float, ptr %buf.w, i64 %v1866
  %ld1868 = load float, ptr %p1867, align 4
  %ins1869 = insertelement <16 x float> poison, float %ld1868, i64 0
  %splat1870 = shufflevector <16 x float> %ins1869, <16 x float> poison, <16 x i32> zeroinitializer
  %v1871 = fmul contract <16 x float> %ld1862, %splat1870
  %v1872 = add i64 %i9, %i1450
  %v1873 = icmp sge i64 %v1872, 0
  %v1874 = icmp slt i64 %v1872, %size.H
  %v1875 = and i1 %v1873, %v1874
  %ins1876 = insertelement <16 x i64> poison, i64 %i1456, i64 0
  %splat1877 = shufflevector <16 x i64> %ins1876, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1878 = add <16 x i64> %lane1843, %splat1877
  %ins1879 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1880 = shufflevector <16 x i64> %ins1879, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1881 = icmp sge <16 x i64> %v1878, zeroinitializer
  %v1882 = icmp slt <16 x i64> %v1878, %splat1880
  %v1883 = and <16 x i1> %v1881, %v1882
  %ins1884 = insertelement <16 x i1> poison, i1 %v1875, i64 0
  %splat1885 = shufflevector <16 x i1> %ins1884, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1886 = and <16 x i1> %splat1885, %v1883
  %old1887 = load <16 x float>, ptr %acc1439
  %v1888 = fadd <16 x float> %old1887, %v1871
  %v1889 = select <16 x i1> %v1886, <16 x float> %v1888, <16 x float> %old1887
  store <16 x float> %v1889, ptr %acc1439
  %v1890 = add nsw i64 %i1456, 1
  store i64 %v1890, ptr %s.addr.1452
  br label %cond1453
exit1455:
  %v1891 = add nsw i64 %i1450, 1
  store i64 %v1891, ptr %r.addr.1446
  br label %cond1447
exit1449:
  %v1892 = add nsw i64 %i1444, 1
  store i64 %v1892, ptr %c.addr.1440
  br label %cond1441
exit1443:
  %red1893 = load <16 x float>, ptr %acc1432
  %red1894 = load <16 x float>, ptr %acc1433
  %red1895 = load <16 x float>, ptr %acc1434
  %red1896 = load <16 x float>, ptr %acc1435
  %red1897 = load <16 x float>, ptr %acc1436
  %red1898 = load <16 x float>, ptr %acc1437
  %red1899 = load <16 x float>, ptr %acc1438
  %red1900 = load <16 x float>, ptr %acc1439
  %p1901 = getelementptr float, ptr %buf.b, i64 %i1414
  %ld1902 = load float, ptr %p1901, align 4
  %ins1903 = insertelement <16 x float> poison, float %ld1902, i64 0
  %splat1904 = shufflevector <16 x float> %ins1903, <16 x float> poison, <16 x i32> zeroinitializer
  %v1905 = fadd contract <16 x float> %splat1904, %red1893
  %v1906 = sub i64 %size.H, 1
  %v1907 = add i64 %v1906, 1
  %v1908 = mul i64 %i1414, %v1907
  %v1909 = add i64 %v1908, %i9
  %v1910 = sub i64 %size.W, 1
  %v1911 = add i64 %v1910, 1
  %v1912 = mul i64 %v1909, %v1911
  %v1913 = add i64 %v1912, %i1423
  %p1914 = getelementptr float, ptr %buf.y, i64 %v1913
  store <16 x float> %v1905, ptr %p1914, align 4
  %p1915 = getelementptr float, ptr %buf.b, i64 %i1414
  %ld1916 = load float, ptr %p1915, align 4
  %ins1917 = insertelement <16 x float> poison, float %ld1916, i64 0
  %splat1918 = shufflevector <16 x float> %ins1917, <16 x float> poison, <16 x i32> zeroinitializer
  %v1919 = fadd contract <16 x float> %splat1918, %red1894
  %v1920 = sub i64 %size.H, 1
  %v1921 = add i64 %v1920, 1
  %v1922 = mul i64 %i1414, %v1921
  %v1923 = add i64 %v1922, %i9
  %v1924 = sub i64 %size.W, 1
  %v1925 = add i64 %v1924, 1
  %v1926 = mul i64 %v1923, %v1925
  %v1927 = add i64 %v1926, %v1425
  %p1928 = getelementptr float, ptr %buf.y, i64 %v1927
  store <16 x float> %v1919, ptr %p1928, align 4
  %p1929 = getelementptr float, ptr %buf.b, i64 %i1414
  %ld1930 = load float, ptr %p1929, align 4
  %ins1931 = insertelement <16 x float> poison, float %ld1930, i64 0
  %splat1932 = shufflevector <16 x float> %ins1931, <16 x float> poison, <16 x i32> zeroinitializer
  %v1933 = fadd contract <16 x float> %splat1932, %red1895
  %v1934 = sub i64 %size.H, 1
  %v1935 = add i64 %v1934, 1
  %v1936 = mul i64 %i1414, %v1935
  %v1937 = add i64 %v1936, %i9
  %v1938 = sub i64 %size.W, 1
  %v1939 = add i64 %v1938, 1
  %v1940 = mul i64 %v1937, %v1939
  %v1941 = add i64 %v1940, %v1426
  %p1942 = getelementptr float, ptr %buf.y, i64 %v1941
  store <16 x float> %v1933, ptr %p1942, align 4
  %p1943 = getelementptr float, ptr %buf.b, i64 %i1414
  %ld1944 = load float, ptr %p1943, align 4
  %ins1945 = insertelement <16 x float> poison, float %ld1944, i64 0
  %splat1946 = shufflevector <16 x float> %ins1945, <16 x float> poison, <16 x i32> zeroinitializer
  %v1947 = fadd contract <16 x float> %splat1946, %red1896
  %v1948 = sub i64 %size.H, 1
  %v1949 = add i64 %v1948, 1
  %v1950 = mul i64 %i1414, %v1949
  %v1951 = add i64 %v1950, %i9
  %v1952 = sub i64 %size.W, 1
  %v1953 = add i64 %v1952, 1
  %v1954 = mul i64 %v1951, %v1953
  %v1955 = add i64 %v1954, %v1427
  %p1956 = getelementptr float, ptr %buf.y, i64 %v1955
  store <16 x float> %v1947, ptr %p1956, align 4
  %p1957 = getelementptr float, ptr %buf.b, i64 %i1414
  %ld1958 = load float, ptr %p1957, align 4
  %ins1959 = insertelement <16 x float> poison, float %ld1958, i64 0
  %splat1960 = shufflevector <16 x float> %ins1959, <16 x float> poison, <16 x i32> zeroinitializer
  %v1961 = fadd contract <16 x float> %splat1960, %red1897
  %v1962 = sub i64 %size.H, 1
  %v1963 = add i64 %v1962, 1
  %v1964 = mul i64 %i1414, %v1963
  %v1965 = add i64 %v1964, %i9
  %v1966 = sub i64 %size.W, 1
  %v1967 = add i64 %v1966, 1
  %v1968 = mul i64 %v1965, %v1967
  %v1969 = add i64 %v1968, %v1428
  %p1970 = getelementptr float, ptr %buf.y, i64 %v1969
  store <16 x float> %v1961, ptr %p1970, align 4
  %p1971 = getelementptr float, ptr %buf.b, i64 %i1414
  %ld1972 = load float, ptr %p1971, align 4
  %ins1973 = insertelement <16 x float> poison, float %ld1972, i64 0
  %splat1974 = shufflevector <16 x float> %ins1973, <16 x float> poison, <16 x i32> zeroinitializer
  %v1975 = fadd contract <16 x float> %splat1974, %red1898
  %v1976 = sub i64 %size.H, 1
  %v1977 = add i64 %v1976, 1
  %v1978 = mul i64 %i1414, %v1977
  %v1979 = add i64 %v1978, %i9
  %v1980 = sub i64 %size.W, 1
  %v1981 = add i64 %v1980, 1
  %v1982 = mul i64 %v1979, %v1981
  %v1983 = add i64 %v1982, %v1429
  %p1984 = getelementptr float, ptr %buf.y, i64 %v1983
  store <16 x float> %v1975, ptr %p1984, align 4
  %p1985 = getelementptr float, ptr %buf.b, i64 %i1414
  %ld1986 = load float, ptr %p1985, align 4
  %ins1987 = insertelement <16 x float> poison, float %ld1986, i64 0
  %splat1988 = shufflevector <16 x float> %ins1987, <16 x float> poison, <16 x i32> zeroinitializer
  %v1989 = fadd contract <16 x float> %splat1988, %red1899
  %v1990 = sub i64 %size.H, 1
  %v1991 = add i64 %v1990, 1
  %v1992 = mul i64 %i1414, %v1991
  %v1993 = add i64 %v1992, %i9
  %v1994 = sub i64 %size.W, 1
  %v1995 = add i64 %v1994, 1
  %v1996 = mul i64 %v1993, %v1995
  %v1997 = add i64 %v1996, %v1430
  %p1998 = getelementptr float, ptr %buf.y, i64 %v1997
  store <16 x float> %v1989, ptr %p1998, align 4
  %p1999 = getelementptr float, ptr %buf.b, i64 %i1414
  %ld2000 = load float, ptr %p1999, align 4
  %ins2001 = insertelement <16 x float> poison, float %ld2000, i64 0
  %splat2002 = shufflevector <16 x float> %ins2001, <16 x float> poison, <16 x i32> zeroinitializer
  %v2003 = fadd contract <16 x float> %splat2002, %red1900
  %v2004 = sub i64 %size.H, 1
  %v2005 = add i64 %v2004, 1
  %v2006 = mul i64 %i1414, %v2005
  %v2007 = add i64 %v2006, %i9
  %v2008 = sub i64 %size.W, 1
  %v2009 = add i64 %v2008, 1
  %v2010 = mul i64 %v2007, %v2009
  %v2011 = add i64 %v2010, %v1431
  %p2012 = getelementptr float, ptr %buf.y, i64 %v2011
  store <16 x float> %v2003, ptr %p2012, align 4
  %v2013 = add nsw i64 %i1423, 128
  store i64 %v2013, ptr %q.addr.1418
  br label %cond1420
exit1422:
  %v2014 = load i64, ptr %q.addr.1418
  %v2015 = sub i64 %size.W, 1
  %v2016 = add i64 %v2015, 1
  store i64 %v2014, ptr %q.addr.2017
  %v2018 = sub i64 %v2016, 16
  br label %cond2019
cond2019:
  %i2022 = load i64, ptr %q.addr.2017
  %v2023 = icmp sle i64 %i2022, %v2018
  br i1 %v2023, label %body2020, label %exit2021
body2020:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc2024
  store i64 0, ptr %c.addr.2025
  br label %cond2026
cond2026:
  %i2029 = load i64, ptr %c.addr.2025
  %v2030 = icmp slt i64 %i2029, %size.C
  br i1 %v2030, label %body2027, label %exit2028
body2027:
  store i64 0, ptr %r.addr.2031
  br label %cond2032
cond2032:
  %i2035 = load i64, ptr %r.addr.2031
  %v2036 = icmp slt i64 %i2035, 1
  br i1 %v2036, label %body2033, label %exit2034
body2033:
  store i64 0, ptr %s.addr.2037
  br label %cond2038
cond2038:
  %i2041 = load i64, ptr %s.addr.2037
  %v2042 = icmp slt i64 %i2041, 1
  br i1 %v2042, label %body2039, label %exit2040
body2039:
  %v2043 = add i64 %i9, %i2035
  %v2044 = icmp sge i64 %v2043, 0
  %v2045 = icmp slt i64 %v2043, %size.H
  %v2046 = and i1 %v2044, %v2045
  %ins2047 = insertelement <16 x i64> poison, i64 %i2022, i64 0
  %splat2048 = shufflevector <16 x i64> %ins2047, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2049 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2050 = add <16 x i64> %splat2048, %step2049
  %ins2051 = insertelement <16 x i64> poison, i64 %i2041, i64 0
  %splat2052 = shufflevector <16 x i64> %ins2051, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2053 = add <16 x i64> %lane2050, %splat2052
  %ins2054 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2055 = shufflevector <16 x i64> %ins2054, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2056 = icmp sge <16 x i64> %v2053, zeroinitializer
  %v2057 = icmp slt <16 x i64> %v2053, %splat2055
  %v2058 = and <16 x i1> %v2056, %v2057
  %ins2059 = insertelement <16 x i1> poison, i1 %v2046, i64 0
  %splat2060 = shufflevector <16 x i1> %ins2059, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2061 = and <16 x i1> %splat2060, %v2058
  %v2062 = mul i64 %i2029, %size.H
  %v2063 = add i64 %i9, %i2035
  %v2064 = add i64 %v2062, %v2063
  %v2065 = mul i64 %v2064, %size.W
  %v2066 = add i64 %i2022, %i2041
  %v2067 = add i64 %v2065, %v2066
  %p2068 = getelementptr float, ptr %buf.x, i64 %v2067
  %ld2069 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2068, <16 x i1> %v2061, <16 x float> zeroinitializer)
  %v2070 = mul i64 %i1414, %size.C
  %v2071 = add i64 %v2070, %i2029
  %v2072 = add i64 %v2071, %i2035
  %v2073 = add i64 %v2072, %i2041
  %p2074 = getelementptr float, ptr %buf.w, i64 %v2073
  %ld2075 = load float, ptr %p2074, align 4
  %ins2076 = insertelement <16 x float> poison, float %ld2075, i64 0
  %splat2077 = shufflevector <16 x float> %ins2076, <16 x float> poison, <16 x i32> zeroinitializer
  %v2078 = fmul contract <16 x float> %ld2069, %splat2077
  %v2079 = add i64 %i9, %i2035
  %v2080 = icmp sge i64 %v2079, 0
  %v2081 = icmp slt i64 %v2079, %size.H
  %v2082 = and i1 %v2080, %v2081
  %ins2083 = insertelement <16 x i64> poison, i64 %i2041, i64 0
  %splat2084 = shufflevector <16 x i64> %ins2083, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2085 = add <16 x i64> %lane2050, %splat2084
  %ins2086 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2087 = shufflevector <16 x i64> %ins2086, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2088 = icmp sge <16 x i64> %v2085, zeroinitializer
  %v2089 = icmp slt <16 x i64> %v2085, %splat2087
  %v2090 = and <16 x i1> %v2088, %v2089
  %ins2091 = insertelement <16 x i1> poison, i1 %v2082, i64 0
  %splat2092 = shufflevector <16 x i1> %ins2091, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2093 = and <16 x i1> %splat2092, %v2090
  %old2094 = load <16 x float>, ptr %acc2024
  %v2095 = fadd <16 x float> %old2094, %v2078
  %v2096 = select <16 x i1> %v2093, <16 x float> %v2095, <16 x float> %old2094
  store <16 x float> %v2096, ptr %acc2024
  %v2097 = add nsw i64 %i2041, 1
  store i64 %v2097, ptr %s.addr.2037
  br label %cond2038
exit2040:
  %v2098 = add nsw i64 %i2035, 1
  store i64 %v2098, ptr %r.addr.2031
  br label %cond2032
exit2034:
  %v2099 = add nsw i64 %i2029, 1
  store i64 %v2099, ptr %c.addr.2025
  br label %cond2026
exit2028:
  %red2100 = load <16 x float>, ptr %acc2024
  %p2101 = getelementptr float, ptr %buf.b, i64 %i1414
  %ld2102 = load float, ptr %p2101, align 4
  %ins2103 = insertelement <16 x float> poison, float %ld2102, i64 0
  %splat2104 = shufflevector <16 x float> %ins2103, <16 x float> poison, <16 x i32> zeroinitializer
  %v2105 = fadd contract <16 x float> %splat2104, %red2100
  %v2106 = sub i64 %size.H, 1
  %v2107 = add i64 %v2106, 1
  %v2108 = mul i64 %i1414, %v2107
  %v2109 = add i64 %v2108, %i9
  %v2110 = sub i64 %size.W, 1
  %v2111 = add i64 %v2110, 1
  %v2112 = mul i64 %v2109, %v2111
  %v2113 = add i64 %v2112, %i2022
  %p2114 = getelementptr float, ptr %buf.y, i64 %v2113
  store <16 x float> %v2105, ptr %p2114, align 4
  %v2115 = add nsw i64 %i2022, 16
  store i64 %v2115, ptr %q.addr.2017
  br label %cond2019
exit2021:
  %i2116 = load i64, ptr %q.addr.2017
  %v2117 = icmp slt i64 %i2116, %v2016
  br i1 %v2117, label %tail2118, label %done2119
tail2118:
  %mask2120 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i2116, i64 %v2016)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc2121
  store i64 0, ptr %c.addr.2122
  br label %cond2123
cond2123:
  %i2126 = load i64, ptr %c.addr.2122
  %v2127 = icmp slt i64 %i2126, %size.C
  br i1 %v2127, label %body2124, label %exit2125
body2124:
  store i64 0, ptr %r.addr.2128
  br label %cond2129
cond2129:
  %i2132 = load i64, ptr %r.addr.2128
  %v2133 = icmp slt i64 %i2132, 1
  br i1 %v2133, label %body2130, label %exit2131
body2130:
  store i64 0, ptr %s.addr.2134
  br label %cond2135
cond2135:
  %i2138 = load i64, ptr %s.addr.2134
  %v2139 = icmp slt i64 %i2138, 1
  br i1 %v2139, label %body2136, label %exit2137
body2136:
  %v2140 = add i64 %i9, %i2132
  %v2141 = icmp sge i64 %v2140, 0
  %v2142 = icmp slt i64 %v2140, %size.H
  %v2143 = and i1 %v2141, %v2142
  %ins2144 = insertelement <16 x i64> poison, i64 %i2116, i64 0
  %splat2145 = shufflevector <16 x i64> %ins2144, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2146 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2147 = add <16 x i64> %splat2145, %step2146
  %ins2148 = insertelement <16 x i64> poison, i64 %i2138, i64 0
  %splat2149 = shufflevector <16 x i64> %ins2148, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2150 = add <16 x i64> %lane2147, %splat2149
  %ins2151 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2152 = shufflevector <16 x i64> %ins2151, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2153 = icmp sge <16 x i64> %v2150, zeroinitializer
  %v2154 = icmp slt <16 x i64> %v2150, %splat2152
  %v2155 = and <16 x i1> %v2153, %v2154
  %ins2156 = insertelement <16 x i1> poison, i1 %v2143, i64 0
  %splat2157 = shufflevector <16 x i1> %ins2156, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2158 = and <16 x i1> %splat2157, %v2155
  %v2159 = and <16 x i1> %mask2120, %v2158
  %v2160 = mul i64 %i2126, %size.H
  %v2161 = add i64 %i9, %i2132
  %v2162 = add i64 %v2160, %v2161
  %v2163 = mul i64 %v2162, %size.W
  %v2164 = add i64 %i2116, %i2138
  %v2165 = add i64 %v2163, %v2164
  %p2166 = getelementptr float, ptr %buf.x, i64 %v2165
  %ld2167 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2166, <16 x i1> %v2159, <16 x float> zeroinitializer)
  %v2168 = mul i64 %i1414, %size.C
  %v2169 = add i64 %v2168, %i2126
  %v2170 = add i64 %v2169, %i2132
  %v2171 = add i64 %v2170, %i2138
  %p2172 = getelementptr float, ptr %buf.w, i64 %v2171
  %ld2173 = load float, ptr %p2172, align 4
  %ins2174 = insertelement <16 x float> poison, float %ld2173, i64 0
  %splat2175 = shufflevector <16 x float> %ins2174, <16 x float> poison, <16 x i32> zeroinitializer
  %v2176 = fmul contract <16 x float> %ld2167, %splat2175
  %v2177 = add i64 %i9, %i2132
  %v2178 = icmp sge i64 %v2177, 0
  %v2179 = icmp slt i64 %v2177, %size.H
  %v2180 = and i1 %v2178, %v2179
  %ins2181 = insertelement <16 x i64> poison, i64 %i2138, i64 0
  %splat2182 = shufflevector <16 x i64> %ins2181, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2183 = add <16 x i64> %lane2147, %splat2182
  %ins2184 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2185 = shufflevector <16 x i64> %ins2184, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2186 = icmp sge <16 x i64> %v2183, zeroinitializer
  %v2187 = icmp slt <16 x i64> %v2183, %splat2185
  %v2188 = and <16 x i1> %v2186, %v2187
  %ins2189 = insertelement <16 x i1> poison, i1 %v2180, i64 0
  %splat2190 = shufflevector <16 x i1> %ins2189, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2191 = and <16 x i1> %splat2190, %v2188
  %v2192 = and <16 x i1> %mask2120, %v2191
  %old2193 = load <16 x float>, ptr %acc2121
  %v2194 = fadd <16 x float> %old2193, %v2176
  %v2195 = select <16 x i1> %v2192, <16 x float> %v2194, <16 x float> %old2193
  store <16 x float> %v2195, ptr %acc2121
  %v2196 = add nsw i64 %i2138, 1
  store i64 %v2196, ptr %s.addr.2134
  br label %cond2135
exit2137:
  %v2197 = add nsw i64 %i2132, 1
  store i64 %v2197, ptr %r.addr.2128
  br label %cond2129
exit2131:
  %v2198 = add nsw i64 %i2126, 1
  store i64 %v2198, ptr %c.addr.2122
  br label %cond2123
exit2125:
  %red2199 = load <16 x float>, ptr %acc2121
  %p2200 = getelementptr float, ptr %buf.b, i64 %i1414
  %ld2201 = load float, ptr %p2200, align 4
  %ins2202 = insertelement <16 x float> poison, float %ld2201, i64 0
  %splat2203 = shufflevector <16 x float> %ins2202, <16 x float> poison, <16 x i32> zeroinitializer
  %v2204 = fadd contract <16 x float> %splat2203, %red2199
  %v2205 = sub i64 %size.H, 1
  %v2206 = add i64 %v2205, 1
  %v2207 = mul i64 %i1414, %v2206
  %v2208 = add i64 %v2207, %i9
  %v2209 = sub i64 %size.W, 1
  %v2210 = add i64 %v2209, 1
  %v2211 = mul i64 %v2208, %v2210
  %v2212 = add i64 %v2211, %i2116
  %p2213 = getelementptr float, ptr %buf.y, i64 %v2212
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2204, ptr align 4 %p2213, <16 x i1> %mask2120)
  br label %done2119
done2119:
  %v2214 = add nsw i64 %i1414, 1
  store i64 %v2214, ptr %k.addr.11
  br label %cond1411
exit1413:
  %v2215 = add nsw i64 %i9, 1
  store i64 %v2215, ptr %p.addr.3
  br label %cond6
exit8:
  ret void
}

define void @"jr.op.conv2d"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %fin5 = alloca <16 x float>
  %fin6 = alloca <16 x float>
  %fin7 = alloca <16 x float>
  %fin8 = alloca <16 x float>
  %c11 = alloca i64
  %c42 = alloca i64
  %c337 = alloca i64
  %c370 = alloca i64
  %c389 = alloca i64
  %c504 = alloca i64
  %c505 = alloca i64
  %c511 = alloca i64
  %c918 = alloca i64
  %c1193 = alloca i64
  %c1199 = alloca i64
  %c1239 = alloca i64
  %c1256 = alloca i64
  %c1257 = alloca i64
  %c1263 = alloca i64
  %c1269 = alloca i64
  %c1383 = alloca i64
  %t1 = mul i64 1, %size.K
  %t2 = mul i64 %t1, %size.C
  %t3 = mul i64 %t2, 1
  %t4 = mul i64 %t3, 1
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
  call void @"jr.op.conv2d.exact"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, ptr %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 0, i64 4611686018427387904)
  br label %exact.done
exact.done:
  ret void
gemm66:
  %t70 = sub i64 %size.W, 1
  %t71 = add i64 %t70, 1
  %t72 = sub i64 %size.H, 1
  %t73 = add i64 %t72, 1
  %t74 = mul i64 %t73, %t71
  %t75 = mul i64 1, 1
  %t76 = mul i64 %t75, 1
  %t77 = icmp sgt i64 %t76, 1
  %t78 = select i1 %t77, i64 %t76, i64 1
  %t79 = add i64 %t74, 511
  %t80 = sdiv i64 %t79, 512
  %t81 = add i64 %size.K, 31
  %t82 = sdiv i64 %t81, 32
  %t83 = sub i64 %t80, 1
  %t84 = add i64 %t74, %t83
  %t85 = icmp sgt i64 %t80, 1
  %t86 = select i1 %t85, i64 %t80, i64 1
  %t87 = sdiv i64 %t84, %t86
  %t88 = add i64 %t87, 63
  %t89 = sdiv i64 %t88, 64
  %t90 = mul i64 %t89, 64
  %t91 = sub i64 %t82, 1
  %t92 = add i64 %size.K, %t91
  %t93 = icmp sgt i64 %t82, 1
  %t94 = select i1 %t93, i64 %t82, i64 1
  %t95 = sdiv i64 %t92, %t94
  %t96 = add i64 %t95, 3
  %t97 = sdiv i64 %t96, 4
  %t98 = mul i64 %t97, 4
  %t99 = mul i64 %t80, %t82
  %t100 = mul i64 %t99, 1
  %t101 = icmp slt i64 %range.hi, %t100
  %t102 = select i1 %t101, i64 %range.hi, i64 %t100
  %t103 = ptrtoint ptr %scratch to i64
  %t104 = add i64 %t103, 63
  %t105 = and i64 %t104, -64
  %t106 = inttoptr i64 %t105 to ptr
  %t107 = add i64 85, %t76
  %t108 = mul i64 %t107, 512
  %t109 = getelementptr float, ptr %t106, i64 %t108
  %t110 = sub i64 %size.H, 1
  %t111 = add i64 %t110, 1
  %t112 = mul i64 %size.K, %t111
  %t113 = sub i64 %size.W, 1
  %t114 = add i64 %t113, 1
  %t115 = mul i64 %t112, %t114
  %t116 = mul i64 0, %t115
  %t117 = sub i64 %size.H, 1
  %t118 = add i64 %t117, 1
  %t119 = sub i64 %size.W, 1
  %t120 = add i64 %t119, 1
  %t121 = mul i64 %t118, %t120
  %t122 = mul i64 0, %t121
  %t123 = add i64 %t116, %t122
  %t124 = sub i64 %size.W, 1
  %t125 = add i64 %t124, 1
  %t126 = mul i64 0, %t125
  %t127 = add i64 %t123, %t126
  %t128 = add i64 %t127, 1
  %t129 = sub i64 %size.H, 1
  %t130 = add i64 %t129, 1
  %t131 = mul i64 %size.K, %t130
  %t132 = sub i64 %size.W, 1
  %t133 = add i64 %t132, 1
  %t134 = mul i64 %t131, %t133
  %t135 = mul i64 0, %t134
  %t136 = sub i64 %size.H, 1
  %t137 = add i64 %t136, 1
  %t138 = sub i64 %size.W, 1
  %t139 = add i64 %t138, 1
  %t140 = mul i64 %t137, %t139
  %t141 = mul i64 0, %t140
  %t142 = add i64 %t135, %t141
  %t143 = sub i64 %size.W, 1
  %t144 = add i64 %t143, 1
  %t145 = mul i64 0, %t144
  %t146 = add i64 %t142, %t145
  %t147 = add i64 %t146, 0
  %t148 = sub i64 %t128, %t147
  %t149 = mul i64 %t148, %t71
  %t150 = sub i64 %size.H, 1
  %t151 = add i64 %t150, 1
  %t152 = mul i64 %size.K, %t151
  %t153 = sub i64 %size.W, 1
  %t154 = add i64 %t153, 1
  %t155 = mul i64 %t152, %t154
  %t156 = mul i64 0, %t155
  %t157 = sub i64 %size.H, 1
  %t158 = add i64 %t157, 1
  %t159 = sub i64 %size.W, 1
  %t160 = add i64 %t159, 1
  %t161 = mul i64 %t158, %t160
  %t162 = mul i64 0, %t161
  %t163 = add i64 %t156, %t162
  %t164 = sub i64 %size.W, 1
  %t165 = add i64 %t164, 1
  %t166 = mul i64 1, %t165
  %t167 = add i64 %t163, %t166
  %t168 = add i64 %t167, 0
  %t169 = sub i64 %size.H, 1
  %t170 = add i64 %t169, 1
  %t171 = mul i64 %size.K, %t170
  %t172 = sub i64 %size.W, 1
  %t173 = add i64 %t172, 1
  %t174 = mul i64 %t171, %t173
  %t175 = mul i64 0, %t174
  %t176 = sub i64 %size.H, 1
  %t177 = add i64 %t176, 1
  %t178 = sub i64 %size.W, 1
  %t179 = add i64 %t178, 1
  %t180 = mul i64 %t177, %t179
  %t181 = mul i64 0, %t180
  %t182 = add i64 %t175, %t181
  %t183 = sub i64 %size.W, 1
  %t184 = add i64 %t183, 1
  %t185 = mul i64 0, %t184
  %t186 = add i64 %t182, %t185
  %t187 = add i64 %t186, 0
  %t188 = sub i64 %t168, %t187
  %t189 = icmp eq i64 %t188, %t149
  %t190 = and i1 true, %t189
  %t191 = mul i64 0, %size.C
  %t192 = add i64 %t191, 0
  %t193 = add i64 %t192, 1
  %t194 = add i64 %t193, 0
  %t195 = mul i64 0, %size.C
  %t196 = add i64 %t195, 0
  %t197 = add i64 %t196, 0
  %t198 = add i64 %t197, 0
  %t199 = sub i64 %t194, %t198
  %t200 = mul i64 %t199, 1
  %t201 = mul i64 0, %size.C
  %t202 = add i64 %t201, 1
  %t203 = add i64 %t202, 0
  %t204 = add i64 %t203, 0
  %t205 = mul i64 0, %size.C
  %t206 = add i64 %t205, 0
  %t207 = add i64 %t206, 0
  %t208 = add i64 %t207, 0
  %t209 = sub i64 %t204, %t208
  %t210 = icmp eq i64 %t209, %t200
  %t211 = and i1 true, %t210
  %t212 = mul i64 0, %size.C
  %t213 = add i64 %t212, 0
  %t214 = add i64 %t213, 0
  %t215 = add i64 %t214, 1
  %t216 = mul i64 0, %size.C
  %t217 = add i64 %t216, 0
  %t218 = add i64 %t217, 0
  %t219 = add i64 %t218, 0
  %t220 = sub i64 %t215, %t219
  %t221 = mul i64 %t220, 1
  %t222 = mul i64 0, %size.C
  %t223 = add i64 %t222, 0
  %t224 = add i64 %t223, 1
  %t225 = add i64 %t224, 0
  %t226 = mul i64 0, %size.C
  %t227 = add i64 %t226, 0
  %t228 = add i64 %t227, 0
  %t229 = add i64 %t228, 0
  %t230 = sub i64 %t225, %t229
  %t231 = icmp eq i64 %t230, %t221
  %t232 = and i1 %t211, %t231
  %t233 = and i1 %t232, true
  %t234 = icmp eq i64 %size.K, 1
  %t235 = and i1 false, %t234
  %t236 = and i1 %t235, %t233
  %t237 = select i1 false, i64 128, i64 85
  %t238 = sdiv i64 %t237, %t78
  %t239 = icmp sgt i64 %t238, 1
  %t240 = select i1 %t239, i64 %t238, i64 1
  %t241 = sub i64 %t240, 1
  %t242 = add i64 %size.C, %t241
  %t243 = sdiv i64 %t242, %t240
  %t244 = icmp sgt i64 %t243, 1
  %t245 = select i1 %t244, i64 %t243, i64 1
  %t246 = sub i64 %t245, 1
  %t247 = add i64 %size.C, %t246
  %t248 = sdiv i64 %t247, %t245
  %t249 = icmp sgt i64 %t248, 1
  %t250 = select i1 %t249, i64 %t248, i64 1
  %t251 = mul i64 1, %size.C
  %t252 = add i64 %t251, 0
  %t253 = add i64 %t252, 0
  %t254 = add i64 %t253, 0
  %t255 = mul i64 0, %size.C
  %t256 = add i64 %t255, 0
  %t257 = add i64 %t256, 0
  %t258 = add i64 %t257, 0
  %t259 = sub i64 %t254, %t258
  %t260 = mul i64 0, %size.C
  %t261 = add i64 %t260, 0
  %t262 = add i64 %t261, 0
  %t263 = add i64 %t262, 1
  %t264 = mul i64 0, %size.C
  %t265 = add i64 %t264, 0
  %t266 = add i64 %t265, 0
  %t267 = add i64 %t266, 0
  %t268 = sub i64 %t263, %t267
  %t269 = mul i64 %size.C, %size.H
  %t270 = mul i64 %t269, %size.W
  %t271 = mul i64 0, %t270
  %t272 = mul i64 %size.H, %size.W
  %t273 = mul i64 0, %t272
  %t274 = add i64 %t271, %t273
  %t275 = add i64 0, 0
  %t276 = mul i64 %t275, %size.W
  %t277 = add i64 %t274, %t276
  %t278 = add i64 0, 1
  %t279 = add i64 %t277, %t278
  %t280 = mul i64 %size.C, %size.H
  %t281 = mul i64 %t280, %size.W
  %t282 = mul i64 0, %t281
  %t283 = mul i64 %size.H, %size.W
  %t284 = mul i64 0, %t283
  %t285 = add i64 %t282, %t284
  %t286 = add i64 0, 0
  %t287 = mul i64 %t286, %size.W
  %t288 = add i64 %t285, %t287
  %t289 = add i64 0, 0
  %t290 = add i64 %t288, %t289
  %t291 = sub i64 %t279, %t290
  %t292 = sub i64 %size.H, 1
  %t293 = add i64 %t292, 1
  %t294 = mul i64 %size.K, %t293
  %t295 = sub i64 %size.W, 1
  %t296 = add i64 %t295, 1
  %t297 = mul i64 %t294, %t296
  %t298 = mul i64 0, %t297
  %t299 = sub i64 %size.H, 1
  %t300 = add i64 %t299, 1
  %t301 = sub i64 %size.W, 1
  %t302 = add i64 %t301, 1
  %t303 = mul i64 %t300, %t302
  %t304 = mul i64 1, %t303
  %t305 = add i64 %t298, %t304
  %t306 = sub i64 %size.W, 1
  %t307 = add i64 %t306, 1
  %t308 = mul i64 0, %t307
  %t309 = add i64 %t305, %t308
  %t310 = add i64 %t309, 0
  %t311 = sub i64 %size.H, 1
  %t312 = add i64 %t311, 1
  %t313 = mul i64 %size.K, %t312
  %t314 = sub i64 %size.W, 1
  %t315 = add i64 %t314, 1
  %t316 = mul i64 %t313, %t315
  %t317 = mul i64 0, %t316
  %t318 = sub i64 %size.H, 1
  %t319 = add i64 %t318, 1
  %t320 = sub i64 %size.W, 1
  %t321 = add i64 %t320, 1
  %t322 = mul i64 %t319, %t321
  %t323 = mul i64 0, %t322
  %t324 = add i64 %t317, %t323
  %t325 = sub i64 %size.W, 1
  %t326 = add i64 %t325, 1
  %t327 = mul i64 0, %t326
  %t328 = add i64 %t324, %t327
  %t329 = add i64 %t328, 0
  %t330 = sub i64 %t310, %t329
  br label %packed331
packed331:
  %t333 = sub i64 %t82, 1
  %t334 = add i64 %t102, %t333
  %t335 = udiv i64 %t334, %t82
  %t336 = udiv i64 %range.lo, %t82
  store i64 %t336, ptr %c337
  br label %head338
head338:
  %i341 = load i64, ptr %c337
  %t342 = icmp slt i64 %i341, %t335
  br i1 %t342, label %body339, label %done340
body339:
  %t343 = urem i64 %i341, %t80
  %t344 = udiv i64 %i341, %t80
  %t345 = urem i64 %t344, 1
  %t346 = udiv i64 %t344, 1
  %t347 = mul i64 %i341, %t82
  %t348 = sub i64 %range.lo, %t347
  %t349 = icmp sgt i64 %t348, 0
  %t350 = select i1 %t349, i64 %t348, i64 0
  %t351 = mul i64 %t350, %t98
  %t352 = icmp slt i64 %size.K, %t351
  %t353 = select i1 %t352, i64 %size.K, i64 %t351
  %t354 = sub i64 %t102, %t347
  %t355 = icmp slt i64 %t354, %t82
  %t356 = select i1 %t355, i64 %t354, i64 %t82
  %t357 = mul i64 %t356, %t98
  %t358 = icmp slt i64 %size.K, %t357
  %t359 = select i1 %t358, i64 %size.K, i64 %t357
  %t360 = sub i64 %t359, %t353
  %t361 = mul i64 %t343, %t90
  %t362 = sub i64 %t74, %t361
  %t363 = icmp slt i64 %t90, %t362
  %t364 = select i1 %t363, i64 %t90, i64 %t362
  %t365 = add i64 %t364, 63
  %t366 = sdiv i64 %t365, 64
  %t369 = icmp slt i64 %t353, %t359
  br i1 %t369, label %rows367, label %norows368
rows367:
  store i64 0, ptr %c370
  br label %head371
head371:
  %i374 = load i64, ptr %c370
  %t375 = icmp slt i64 %i374, %t245
  br i1 %t375, label %body372, label %done373
body372:
  %t376 = mul i64 %i374, %t250
  %t377 = add i64 %t376, %t250
  %t378 = icmp slt i64 %t377, %size.C
  %t379 = select i1 %t378, i64 %t377, i64 %size.C
  %t380 = sub i64 %t379, %t376
  %t381 = icmp sgt i64 %t380, 0
  %t382 = select i1 %t381, i64 %t380, i64 0
  %t383 = mul i64 %t382, %t76
  %t384 = icmp sgt i64 %i374, 0
  br label %packb385
packb385:
  br i1 false, label %panels386, label %pack388
pack388:
  store i64 0, ptr %c389
  br label %head390
head390:
  %i393 = load i64, ptr %c389
  %t394 = icmp slt i64 %i393, %t366
  br i1 %t394, label %body391, label %done392
body391:
  %t395 = mul i64 %i393, 64
  %t396 = mul i64 %i393, %t383
  %t397 = mul i64 %t396, 64
  %t398 = getelementptr float, ptr %t106, i64 %t397
  %t399 = add i64 %t395, 0
  %t400 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t399, i64 %t364)
  %t401 = add i64 %t361, %t399
  %t402 = sub i64 %size.W, 1
  %t403 = add i64 %t402, 1
  %t404 = udiv i64 %t401, %t403
  %t405 = urem i64 %t401, %t403
  %t406 = insertelement <16 x i64> poison, i64 %t401, i64 0
  %t407 = shufflevector <16 x i64> %t406, <16 x i64> poison, <16 x i32> zeroinitializer
  %t408 = add <16 x i64> %t407, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %t409 = insertelement <16 x i64> poison, i64 %t403, i64 0
  %t410 = shufflevector <16 x i64> %t409, <16 x i64> poison, <16 x i32> zeroinitializer
  %t411 = udiv <16 x i64> %t408, %t410
  %t412 = insertelement <16 x i64> poison, i64 %t403, i64 0
  %t413 = shufflevector <16 x i64> %t412, <16 x i64> poison, <16 x i32> zeroinitializer
  %t414 = mul <16 x i64> %t411, %t413
  %t415 = sub <16 x i64> %t408, %t414
  %t416 = insertelement <16 x i64> poison, i64 %t404, i64 0
  %t417 = shufflevector <16 x i64> %t416, <16 x i64> poison, <16 x i32> zeroinitializer
  %t418 = sub <16 x i64> %t411, %t417
  %t419 = insertelement <16 x i64> poison, i64 %t405, i64 0
  %t420 = shufflevector <16 x i64> %t419, <16 x i64> poison, <16 x i32> zeroinitializer
  %t421 = sub <16 x i64> %t415, %t420
  %t422 = add i64 %t401, 15
  %t423 = udiv i64 %t422, %t403
  %t424 = icmp eq i64 %t404, %t423
  %t425 = add i64 %t395, 16
  %t426 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t425, i64 %t364)
  %t427 = add i64 %t361, %t425
  %t428 = sub i64 %size.W, 1
  %t429 = add i64 %t428, 1
  %t430 = udiv i64 %t427, %t429
  %t431 = urem i64 %t427, %t429
  %t432 = insertelement <16 x i64> poison, i64 %t427, i64 0
  %t433 = shufflevector <16 x i64> %t432, <16 x i64> poison, <16 x i32> zeroinitializer
  %t434 = add <16 x i64> %t433, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %t435 = insertelement <16 x i64> poison, i64 %t429, i64 0
  %t436 = shufflevector <16 x i64> %t435, <16 x i64> poison, <16 x i32> zeroinitializer
  %t437 = udiv <16 x i64> %t434, %t436
  %t438 = insertelement <16 x i64> poison, i64 %t429, i64 0
  %t439 = shufflevector <16 x i64> %t438, <16 x i64> poison, <16 x i32> zeroinitializer
  %t440 = mul <16 x i64> %t437, %t439
  %t441 = sub <16 x i64> %t434, %t440
  %t442 = insertelement <16 x i64> poison, i64 %t430, i64 0
  %t443 = shufflevector <16 x i64> %t442, <16 x i64> poison, <16 x i32> zeroinitializer
  %t444 = sub <16 x i64> %t437, %t443
  %t445 = insertelement <16 x i64> poison, i64 %t431, i64 0
  %t446 = shufflevector <16 x i64> %t445, <16 x i64> poison, <16 x i32> zeroinitializer
  %t447 = sub <16 x i64> %t441, %t446
  %t448 = add i64 %t427, 15
  %t449 = udiv i64 %t448, %t429
  %t450 = icmp eq i64 %t430, %t449
  %t451 = add i64 %t395, 32
  %t452 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t451, i64 %t364)
  %t453 = add i64 %t361, %t451
  %t454 = sub i64 %size.W, 1
  %t455 = add i64 %t454, 1
  %t456 = udiv i64 %t453, %t455
  %t457 = urem i64 %t453, %t455
  %t458 = insertelement <16 x i64> poison, i64 %t453, i64 0
  %t459 = shufflevector <16 x i64> %t458, <16 x i64> poison, <16 x i32> zeroinitializer
  %t460 = add <16 x i64> %t459, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %t461 = insertelement <16 x i64> poison, i64 %t455, i64 0
  %t462 = shufflevector <16 x i64> %t461, <16 x i64> poison, <16 x i32> zeroinitializer
  %t463 = udiv <16 x i64> %t460, %t462
  %t464 = insertelement <16 x i64> poison, i64 %t455, i64 0
  %t465 = shufflevector <16 x i64> %t464, <16 x i64> poison, <16 x i32> zeroinitializer
  %t466 = mul <16 x i64> %t463, %t465
  %t467 = sub <16 x i64> %t460, %t466
  %t468 = insertelement <16 x i64> poison, i64 %t456, i64 0
  %t469 = shufflevector <16 x i64> %t468, <16 x i64> poison, <16 x i32> zeroinitializer
  %t470 = sub <16 x i64> %t463, %t469
  %t471 = insertelement <16 x i64> poison, i64 %t457, i64 0
  %t472 = shufflevector <16 x i64> %t471, <16 x i64> poison, <16 x i32> zeroinitializer
  %t473 = sub <16 x i64> %t467, %t472
  %t474 = add i64 %t453, 15
  %t475 = udiv i64 %t474, %t455
  %t476 = icmp eq i64 %t456, %t475
  %t477 = add i64 %t395, 48
  %t478 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t477, i64 %t364)
  %t479 = add i64 %t361, %t477
  %t480 = sub i64 %size.W, 1
  %t481 = add i64 %t480, 1
  %t482 = udiv i64 %t479, %t481
  %t483 = urem i64 %t479, %t481
  %t484 = insertelement <16 x i64> poison, i64 %t479, i64 0
  %t485 = shufflevector <16 x i64> %t484, <16 x i64> poison, <16 x i32> zeroinitializer
  %t486 = add <16 x i64> %t485, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %t487 = insertelement <16 x i64> poison, i64 %t481, i64 0
  %t488 = shufflevector <16 x i64> %t487, <16 x i64> poison, <16 x i32> zeroinitializer
  %t489 = udiv <16 x i64> %t486, %t488
  %t490 = insertelement <16 x i64> poison, i64 %t481, i64 0
  %t491 = shufflevector <16 x i64> %t490, <16 x i64> poison, <16 x i32> zeroinitializer
  %t492 = mul <16 x i64> %t489, %t491
  %t493 = sub <16 x i64> %t486, %t492
  %t494 = insertelement <16 x i64> poison, i64 %t482, i64 0
  %t495 = shufflevector <16 x i64> %t494, <16 x i64> poison, <16 x i32> zeroinitializer
  %t496 = sub <16 x i64> %t489, %t495
  %t497 = insertelement <16 x i64> poison, i64 %t483, i64 0
  %t498 = shufflevector <16 x i64> %t497, <16 x i64> poison, <16 x i32> zeroinitializer
  %t499 = sub <16 x i64> %t493, %t498
  %t500 = add i64 %t479, 15
  %t501 = udiv i64 %t500, %t481
  %t502 = icmp eq i64 %t482, %t501
  %t503 = mul i64 %size.H, %size.W
  store i64 0, ptr %c504
  store i64 0, ptr %c505
  br label %head506
head506:
  %i509 = load i64, ptr %c505
  %t510 = icmp slt i64 %i509, 1
  br i1 %t510, label %body507, label %done508
body507:
  store i64 0, ptr %c511
  br label %head512
head512:
  %i515 = load i64, ptr %c511
  %t516 = icmp slt i64 %i515, 1
  br i1 %t516, label %body513, label %done514
body513:
  %t517 = load i64, ptr %c504
  %t518 = add i64 %t404, %i509
  %t519 = insertelement <16 x i64> poison, i64 %t518, i64 0
  %t520 = shufflevector <16 x i64> %t519, <16 x i64> poison, <16 x i32> zeroinitializer
  %t521 = insertelement <16 x i64> poison, i64 1, i64 0
  %t522 = shufflevector <16 x i64> %t521, <16 x i64> poison, <16 x i32> zeroinitializer
  %t523 = mul <16 x i64> %t418, %t522
  %t524 = add <16 x i64> %t520, %t523
  %t525 = icmp sge <16 x i64> %t524, zeroinitializer
  %t526 = insertelement <16 x i64> poison, i64 %size.H, i64 0
  %t527 = shufflevector <16 x i64> %t526, <16 x i64> poison, <16 x i32> zeroinitializer
  %t528 = icmp slt <16 x i64> %t524, %t527
  %t529 = and <16 x i1> %t525, %t528
  %t530 = and <16 x i1> %t400, %t529
  %t531 = add i64 %t405, %i515
  %t532 = insertelement <16 x i64> poison, i64 %t531, i64 0
  %t533 = shufflevector <16 x i64> %t532, <16 x i64> poison, <16 x i32> zeroinitializer
  %t534 = insertelement <16 x i64> poison, i64 1, i64 0
  %t535 = shufflevector <16 x i64> %t534, <16 x i64> poison, <16 x i32> zeroinitializer
  %t536 = mul <16 x i64> %t421, %t535
  %t537 = add <16 x i64> %t533, %t536
  %t538 = icmp sge <16 x i64> %t537, zeroinitializer
  %t539 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t540 = shufflevector <16 x i64> %t539, <16 x i64> poison, <16 x i32> zeroinitializer
  %t541 = icmp slt <16 x i64> %t537, %t540
  %t542 = and <16 x i1> %t538, %t541
  %t543 = and <16 x i1> %t530, %t542
  %t544 = mul i64 %size.C, %size.H
  %t545 = mul i64 %t544, %size.W
  %t546 = mul i64 %t345, %t545
  %t547 = mul i64 %size.H, %size.W
  %t548 = mul i64 %t376, %t547
  %t549 = add i64 %t546, %t548
  %t550 = add i64 %t404, %i509
  %t551 = mul i64 %t550, %size.W
  %t552 = add i64 %t549, %t551
  %t553 = add i64 %t405, %i515
  %t554 = add i64 %t552, %t553
  %t555 = insertelement <16 x i64> poison, i64 %t554, i64 0
  %t556 = shufflevector <16 x i64> %t555, <16 x i64> poison, <16 x i32> zeroinitializer
  %t557 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t558 = shufflevector <16 x i64> %t557, <16 x i64> poison, <16 x i32> zeroinitializer
  %t559 = mul <16 x i64> %t418, %t558
  %t560 = add <16 x i64> %t556, %t559
  %t561 = insertelement <16 x i64> poison, i64 1, i64 0
  %t562 = shufflevector <16 x i64> %t561, <16 x i64> poison, <16 x i32> zeroinitializer
  %t563 = mul <16 x i64> %t421, %t562
  %t564 = add <16 x i64> %t560, %t563
  %t565 = mul i64 %t403, 1
  %t566 = sub i64 %size.W, %t565
  %t567 = add i64 %t405, %t403
  %t568 = add i64 %t567, 15
  %t569 = udiv i64 %t568, %t403
  %t570 = mul i64 0, %t403
  %t571 = sub i64 %t570, %t405
  %t572 = mul i64 1, %t403
  %t573 = sub i64 %t572, %t405
  %t574 = insertelement <16 x i64> poison, i64 %t571, i64 0
  %t575 = shufflevector <16 x i64> %t574, <16 x i64> poison, <16 x i32> zeroinitializer
  %t576 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t575
  %t577 = insertelement <16 x i64> poison, i64 %t573, i64 0
  %t578 = shufflevector <16 x i64> %t577, <16 x i64> poison, <16 x i32> zeroinitializer
  %t579 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t578
  %t580 = and <16 x i1> %t576, %t579
  %t581 = and <16 x i1> %t580, %t543
  %t582 = mul i64 1, %t403
  %t583 = sub i64 %t582, %t405
  %t584 = mul i64 2, %t403
  %t585 = sub i64 %t584, %t405
  %t586 = insertelement <16 x i64> poison, i64 %t583, i64 0
  %t587 = shufflevector <16 x i64> %t586, <16 x i64> poison, <16 x i32> zeroinitializer
  %t588 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t587
  %t589 = insertelement <16 x i64> poison, i64 %t585, i64 0
  %t590 = shufflevector <16 x i64> %t589, <16 x i64> poison, <16 x i32> zeroinitializer
  %t591 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t590
  %t592 = and <16 x i1> %t588, %t591
  %t593 = and <16 x i1> %t592, %t543
  %t594 = mul i64 2, %t403
  %t595 = sub i64 %t594, %t405
  %t596 = mul i64 3, %t403
  %t597 = sub i64 %t596, %t405
  %t598 = insertelement <16 x i64> poison, i64 %t595, i64 0
  %t599 = shufflevector <16 x i64> %t598, <16 x i64> poison, <16 x i32> zeroinitializer
  %t600 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t599
  %t601 = insertelement <16 x i64> poison, i64 %t597, i64 0
  %t602 = shufflevector <16 x i64> %t601, <16 x i64> poison, <16 x i32> zeroinitializer
  %t603 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t602
  %t604 = and <16 x i1> %t600, %t603
  %t605 = and <16 x i1> %t604, %t543
  %t606 = mul i64 3, %t403
  %t607 = sub i64 %t606, %t405
  %t608 = mul i64 4, %t403
  %t609 = sub i64 %t608, %t405
  %t610 = insertelement <16 x i64> poison, i64 %t607, i64 0
  %t611 = shufflevector <16 x i64> %t610, <16 x i64> poison, <16 x i32> zeroinitializer
  %t612 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t611
  %t613 = insertelement <16 x i64> poison, i64 %t609, i64 0
  %t614 = shufflevector <16 x i64> %t613, <16 x i64> poison, <16 x i32> zeroinitializer
  %t615 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t614
  %t616 = and <16 x i1> %t612, %t615
  %t617 = and <16 x i1> %t616, %t543
  %t618 = add i64 %t430, %i509
  %t619 = insertelement <16 x i64> poison, i64 %t618, i64 0
  %t620 = shufflevector <16 x i64> %t619, <16 x i64> poison, <16 x i32> zeroinitializer
  %t621 = insertelement <16 x i64> poison, i64 1, i64 0
  %t622 = shufflevector <16 x i64> %t621, <16 x i64> poison, <16 x i32> zeroinitializer
  %t623 = mul <16 x i64> %t444, %t622
  %t624 = add <16 x i64> %t620, %t623
  %t625 = icmp sge <16 x i64> %t624, zeroinitializer
  %t626 = insertelement <16 x i64> poison, i64 %size.H, i64 0
  %t627 = shufflevector <16 x i64> %t626, <16 x i64> poison, <16 x i32> zeroinitializer
  %t628 = icmp slt <16 x i64> %t624, %t627
  %t629 = and <16 x i1> %t625, %t628
  %t630 = and <16 x i1> %t426, %t629
  %t631 = add i64 %t431, %i515
  %t632 = insertelement <16 x i64> poison, i64 %t631, i64 0
  %t633 = shufflevector <16 x i64> %t632, <16 x i64> poison, <16 x i32> zeroinitializer
  %t634 = insertelement <16 x i64> poison, i64 1, i64 0
  %t635 = shufflevector <16 x i64> %t634, <16 x i64> poison, <16 x i32> zeroinitializer
  %t636 = mul <16 x i64> %t447, %t635
  %t637 = add <16 x i64> %t633, %t636
  %t638 = icmp sge <16 x i64> %t637, zeroinitializer
  %t639 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t640 = shufflevector <16 x i64> %t639, <16 x i64> poison, <16 x i32> zeroinitializer
  %t641 = icmp slt <16 x i64> %t637, %t640
  %t642 = and <16 x i1> %t638, %t641
  %t643 = and <16 x i1> %t630, %t642
  %t644 = mul i64 %size.C, %size.H
  %t645 = mul i64 %t644, %size.W
  %t646 = mul i64 %t345, %t645
  %t647 = mul i64 %size.H, %size.W
  %t648 = mul i64 %t376, %t647
  %t649 = add i64 %t646, %t648
  %t650 = add i64 %t430, %i509
  %t651 = mul i64 %t650, %size.W
  %t652 = add i64 %t649, %t651
  %t653 = add i64 %t431, %i515
  %t654 = add i64 %t652, %t653
  %t655 = insertelement <16 x i64> poison, i64 %t654, i64 0
  %t656 = shufflevector <16 x i64> %t655, <16 x i64> poison, <16 x i32> zeroinitializer
  %t657 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t658 = shufflevector <16 x i64> %t657, <16 x i64> poison, <16 x i32> zeroinitializer
  %t659 = mul <16 x i64> %t444, %t658
  %t660 = add <16 x i64> %t656, %t659
  %t661 = insertelement <16 x i64> poison, i64 1, i64 0
  %t662 = shufflevector <16 x i64> %t661, <16 x i64> poison, <16 x i32> zeroinitializer
  %t663 = mul <16 x i64> %t447, %t662
  %t664 = add <16 x i64> %t660, %t663
  %t665 = mul i64 %t429, 1
  %t666 = sub i64 %size.W, %t665
  %t667 = add i64 %t431, %t429
  %t668 = add i64 %t667, 15
  %t669 = udiv i64 %t668, %t429
  %t670 = mul i64 0, %t429
  %t671 = sub i64 %t670, %t431
  %t672 = mul i64 1, %t429
  %t673 = sub i64 %t672, %t431
  %t674 = insertelement <16 x i64> poison, i64 %t671, i64 0
  %t675 = shufflevector <16 x i64> %t674, <16 x i64> poison, <16 x i32> zeroinitializer
  %t676 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t675
  %t677 = insertelement <16 x i64> poison, i64 %t673, i64 0
  %t678 = shufflevector <16 x i64> %t677, <16 x i64> poison, <16 x i32> zeroinitializer
  %t679 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t678
  %t680 = and <16 x i1> %t676, %t679
  %t681 = and <16 x i1> %t680, %t643
  %t682 = mul i64 1, %t429
  %t683 = sub i64 %t682, %t431
  %t684 = mul i64 2, %t429
  %t685 = sub i64 %t684, %t431
  %t686 = insertelement <16 x i64> poison, i64 %t683, i64 0
  %t687 = shufflevector <16 x i64> %t686, <16 x i64> poison, <16 x i32> zeroinitializer
  %t688 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t687
  %t689 = insertelement <16 x i64> poison, i64 %t685, i64 0
  %t690 = shufflevector <16 x i64> %t689, <16 x i64> poison, <16 x i32> zeroinitializer
  %t691 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t690
  %t692 = and <16 x i1> %t688, %t691
  %t693 = and <16 x i1> %t692, %t643
  %t694 = mul i64 2, %t429
  %t695 = sub i64 %t694, %t431
  %t696 = mul i64 3, %t429
  %t697 = sub i64 %t696, %t431
  %t698 = insertelement <16 x i64> poison, i64 %t695, i64 0
  %t699 = shufflevector <16 x i64> %t698, <16 x i64> poison, <16 x i32> zeroinitializer
  %t700 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t699
  %t701 = insertelement <16 x i64> poison, i64 %t697, i64 0
  %t702 = shufflevector <16 x i64> %t701, <16 x i64> poison, <16 x i32> zeroinitializer
  %t703 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t702
  %t704 = and <16 x i1> %t700, %t703
  %t705 = and <16 x i1> %t704, %t643
  %t706 = mul i64 3, %t429
  %t707 = sub i64 %t706, %t431
  %t708 = mul i64 4, %t429
  %t709 = sub i64 %t708, %t431
  %t710 = insertelement <16 x i64> poison, i64 %t707, i64 0
  %t711 = shufflevector <16 x i64> %t710, <16 x i64> poison, <16 x i32> zeroinitializer
  %t712 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t711
  %t713 = insertelement <16 x i64> poison, i64 %t709, i64 0
  %t714 = shufflevector <16 x i64> %t713, <16 x i64> poison, <16 x i32> zeroinitializer
  %t715 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t714
  %t716 = and <16 x i1> %t712, %t715
  %t717 = and <16 x i1> %t716, %t643
  %t718 = add i64 %t456, %i509
  %t719 = insertelement <16 x i64> poison, i64 %t718, i64 0
  %t720 = shufflevector <16 x i64> %t719, <16 x i64> poison, <16 x i32> zeroinitializer
  %t721 = insertelement <16 x i64> poison, i64 1, i64 0
  %t722 = shufflevector <16 x i64> %t721, <16 x i64> poison, <16 x i32> zeroinitializer
  %t723 = mul <16 x i64> %t470, %t722
  %t724 = add <16 x i64> %t720, %t723
  %t725 = icmp sge <16 x i64> %t724, zeroinitializer
  %t726 = insertelement <16 x i64> poison, i64 %size.H, i64 0
  %t727 = shufflevector <16 x i64> %t726, <16 x i64> poison, <16 x i32> zeroinitializer
  %t728 = icmp slt <16 x i64> %t724, %t727
  %t729 = and <16 x i1> %t725, %t728
  %t730 = and <16 x i1> %t452, %t729
  %t731 = add i64 %t457, %i515
  %t732 = insertelement <16 x i64> poison, i64 %t731, i64 0
  %t733 = shufflevector <16 x i64> %t732, <16 x i64> poison, <16 x i32> zeroinitializer
  %t734 = insertelement <16 x i64> poison, i64 1, i64 0
  %t735 = shufflevector <16 x i64> %t734, <16 x i64> poison, <16 x i32> zeroinitializer
  %t736 = mul <16 x i64> %t473, %t735
  %t737 = add <16 x i64> %t733, %t736
  %t738 = icmp sge <16 x i64> %t737, zeroinitializer
  %t739 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t740 = shufflevector <16 x i64> %t739, <16 x i64> poison, <16 x i32> zeroinitializer
  %t741 = icmp slt <16 x i64> %t737, %t740
  %t742 = and <16 x i1> %t738, %t741
  %t743 = and <16 x i1> %t730, %t742
  %t744 = mul i64 %size.C, %size.H
  %t745 = mul i64 %t744, %size.W
  %t746 = mul i64 %t345, %t745
  %t747 = mul i64 %size.H, %size.W
  %t748 = mul i64 %t376, %t747
  %t749 = add i64 %t746, %t748
  %t750 = add i64 %t456, %i509
  %t751 = mul i64 %t750, %size.W
  %t752 = add i64 %t749, %t751
  %t753 = add i64 %t457, %i515
  %t754 = add i64 %t752, %t753
  %t755 = insertelement <16 x i64> poison, i64 %t754, i64 0
  %t756 = shufflevector <16 x i64> %t755, <16 x i64> poison, <16 x i32> zeroinitializer
  %t757 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t758 = shufflevector <16 x i64> %t757, <16 x i64> poison, <16 x i32> zeroinitializer
  %t759 = mul <16 x i64> %t470, %t758
  %t760 = add <16 x i64> %t756, %t759
  %t761 = insertelement <16 x i64> poison, i64 1, i64 0
  %t762 = shufflevector <16 x i64> %t761, <16 x i64> poison, <16 x i32> zeroinitializer
  %t763 = mul <16 x i64> %t473, %t762
  %t764 = add <16 x i64> %t760, %t763
  %t765 = mul i64 %t455, 1
  %t766 = sub i64 %size.W, %t765
  %t767 = add i64 %t457, %t455
  %t768 = add i64 %t767, 15
  %t769 = udiv i64 %t768, %t455
  %t770 = mul i64 0, %t455
  %t771 = sub i64 %t770, %t457
  %t772 = mul i64 1, %t455
  %t773 = sub i64 %t772, %t457
  %t774 = insertelement <16 x i64> poison, i64 %t771, i64 0
  %t775 = shufflevector <16 x i64> %t774, <16 x i64> poison, <16 x i32> zeroinitializer
  %t776 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t775
  %t777 = insertelement <16 x i64> poison, i64 %t773, i64 0
  %t778 = shufflevector <16 x i64> %t777, <16 x i64> poison, <16 x i32> zeroinitializer
  %t779 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t778
  %t780 = and <16 x i1> %t776, %t779
  %t781 = and <16 x i1> %t780, %t743
  %t782 = mul i64 1, %t455
  %t783 = sub i64 %t782, %t457
  %t784 = mul i64 2, %t455
  %t785 = sub i64 %t784, %t457
  %t786 = insertelement <16 x i64> poison, i64 %t783, i64 0
  %t787 = shufflevector <16 x i64> %t786, <16 x i64> poison, <16 x i32> zeroinitializer
  %t788 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t787
  %t789 = insertelement <16 x i64> poison, i64 %t785, i64 0
  %t790 = shufflevector <16 x i64> %t789, <16 x i64> poison, <16 x i32> zeroinitializer
  %t791 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t790
  %t792 = and <16 x i1> %t788, %t791
  %t793 = and <16 x i1> %t792, %t743
  %t794 = mul i64 2, %t455
  %t795 = sub i64 %t794, %t457
  %t796 = mul i64 3, %t455
  %t797 = sub i64 %t796, %t457
  %t798 = insertelement <16 x i64> poison, i64 %t795, i64 0
  %t799 = shufflevector <16 x i64> %t798, <16 x i64> poison, <16 x i32> zeroinitializer
  %t800 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t799
  %t801 = insertelement <16 x i64> poison, i64 %t797, i64 0
  %t802 = shufflevector <16 x i64> %t801, <16 x i64> poison, <16 x i32> zeroinitializer
  %t803 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t802
  %t804 = and <16 x i1> %t800, %t803
  %t805 = and <16 x i1> %t804, %t743
  %t806 = mul i64 3, %t455
  %t807 = sub i64 %t806, %t457
  %t808 = mul i64 4, %t455
  %t809 = sub i64 %t808, %t457
  %t810 = insertelement <16 x i64> poison, i64 %t807, i64 0
  %t811 = shufflevector <16 x i64> %t810, <16 x i64> poison, <16 x i32> zeroinitializer
  %t812 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t811
  %t813 = insertelement <16 x i64> poison, i64 %t809, i64 0
  %t814 = shufflevector <16 x i64> %t813, <16 x i64> poison, <16 x i32> zeroinitializer
  %t815 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t814
  %t816 = and <16 x i1> %t812, %t815
  %t817 = and <16 x i1> %t816, %t743
  %t818 = add i64 %t482, %i509
  %t819 = insertelement <16 x i64> poison, i64 %t818, i64 0
  %t820 = shufflevector <16 x i64> %t819, <16 x i64> poison, <16 x i32> zeroinitializer
  %t821 = insertelement <16 x i64> poison, i64 1, i64 0
  %t822 = shufflevector <16 x i64> %t821, <16 x i64> poison, <16 x i32> zeroinitializer
  %t823 = mul <16 x i64> %t496, %t822
  %t824 = add <16 x i64> %t820, %t823
  %t825 = icmp sge <16 x i64> %t824, zeroinitializer
  %t826 = insertelement <16 x i64> poison, i64 %size.H, i64 0
  %t827 = shufflevector <16 x i64> %t826, <16 x i64> poison, <16 x i32> zeroinitializer
  %t828 = icmp slt <16 x i64> %t824, %t827
  %t829 = and <16 x i1> %t825, %t828
  %t830 = and <16 x i1> %t478, %t829
  %t831 = add i64 %t483, %i515
  %t832 = insertelement <16 x i64> poison, i64 %t831, i64 0
  %t833 = shufflevector <16 x i64> %t832, <16 x i64> poison, <16 x i32> zeroinitializer
  %t834 = insertelement <16 x i64> poison, i64 1, i64 0
  %t835 = shufflevector <16 x i64> %t834, <16 x i64> poison, <16 x i32> zeroinitializer
  %t836 = mul <16 x i64> %t499, %t835
  %t837 = add <16 x i64> %t833, %t836
  %t838 = icmp sge <16 x i64> %t837, zeroinitializer
  %t839 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t840 = shufflevector <16 x i64> %t839, <16 x i64> poison, <16 x i32> zeroinitializer
  %t841 = icmp slt <16 x i64> %t837, %t840
  %t842 = and <16 x i1> %t838, %t841
  %t843 = and <16 x i1> %t830, %t842
  %t844 = mul i64 %size.C, %size.H
  %t845 = mul i64 %t844, %size.W
  %t846 = mul i64 %t345, %t845
  %t847 = mul i64 %size.H, %size.W
  %t848 = mul i64 %t376, %t847
  %t849 = add i64 %t846, %t848
  %t850 = add i64 %t482, %i509
  %t851 = mul i64 %t850, %size.W
  %t852 = add i64 %t849, %t851
  %t853 = add i64 %t483, %i515
  %t854 = add i64 %t852, %t853
  %t855 = insertelement <16 x i64> poison, i64 %t854, i64 0
  %t856 = shufflevector <16 x i64> %t855, <16 x i64> poison, <16 x i32> zeroinitializer
  %t857 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t858 = shufflevector <16 x i64> %t857, <16 x i64> poison, <16 x i32> zeroinitializer
  %t859 = mul <16 x i64> %t496, %t858
  %t860 = add <16 x i64> %t856, %t859
  %t861 = insertelement <16 x i64> poison, i64 1, i64 0
  %t862 = shufflevector <16 x i64> %t861, <16 x i64> poison, <16 x i32> zeroinitializer
  %t863 = mul <16 x i64> %t499, %t862
  %t864 = add <16 x i64> %t860, %t863
  %t865 = mul i64 %t481, 1
  %t866 = sub i64 %size.W, %t865
  %t867 = add i64 %t483, %t481
  %t868 = add i64 %t867, 15
  %t869 = udiv i64 %t868, %t481
  %t870 = mul i64 0, %t481
  %t871 = sub i64 %t870, %t483
  %t872 = mul i64 1, %t481
  %t873 = sub i64 %t872, %t483
  %t874 = insertelement <16 x i64> poison, i64 %t871, i64 0
  %t875 = shufflevector <16 x i64> %t874, <16 x i64> poison, <16 x i32> zeroinitializer
  %t876 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t875
  %t877 = insertelement <16 x i64> poison, i64 %t873, i64 0
  %t878 = shufflevector <16 x i64> %t877, <16 x i64> poison, <16 x i32> zeroinitializer
  %t879 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t878
  %t880 = and <16 x i1> %t876, %t879
  %t881 = and <16 x i1> %t880, %t843
  %t882 = mul i64 1, %t481
  %t883 = sub i64 %t882, %t483
  %t884 = mul i64 2, %t481
  %t885 = sub i64 %t884, %t483
  %t886 = insertelement <16 x i64> poison, i64 %t883, i64 0
  %t887 = shufflevector <16 x i64> %t886, <16 x i64> poison, <16 x i32> zeroinitializer
  %t888 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t887
  %t889 = insertelement <16 x i64> poison, i64 %t885, i64 0
  %t890 = shufflevector <16 x i64> %t889, <16 x i64> poison, <16 x i32> zeroinitializer
  %t891 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t890
  %t892 = and <16 x i1> %t888, %t891
  %t893 = and <16 x i1> %t892, %t843
  %t894 = mul i64 2, %t481
  %t895 = sub i64 %t894, %t483
  %t896 = mul i64 3, %t481
  %t897 = sub i64 %t896, %t483
  %t898 = insertelement <16 x i64> poison, i64 %t895, i64 0
  %t899 = shufflevector <16 x i64> %t898, <16 x i64> poison, <16 x i32> zeroinitializer
  %t900 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t899
  %t901 = insertelement <16 x i64> poison, i64 %t897, i64 0
  %t902 = shufflevector <16 x i64> %t901, <16 x i64> poison, <16 x i32> zeroinitializer
  %t903 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t902
  %t904 = and <16 x i1> %t900, %t903
  %t905 = and <16 x i1> %t904, %t843
  %t906 = mul i64 3, %t481
  %t907 = sub i64 %t906, %t483
  %t908 = mul i64 4, %t481
  %t909 = sub i64 %t908, %t483
  %t910 = insertelement <16 x i64> poison, i64 %t907, i64 0
  %t911 = shufflevector <16 x i64> %t910, <16 x i64> poison, <16 x i32> zeroinitializer
  %t912 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t911
  %t913 = insertelement <16 x i64> poison, i64 %t909, i64 0
  %t914 = shufflevector <16 x i64> %t913, <16 x i64> poison, <16 x i32> zeroinitializer
  %t915 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t914
  %t916 = and <16 x i1> %t912, %t915
  %t917 = and <16 x i1> %t916, %t843
  store i64 %t376, ptr %c918
  br label %head919
head919:
  %i922 = load i64, ptr %c918
  %t923 = icmp slt i64 %i922, %t379
  br i1 %t923, label %body920, label %done921
body920:
  %t924 = sub i64 %i922, %t376
  %t925 = mul i64 %t924, 1
  %t926 = add i64 %t925, %t517
  %t927 = mul i64 %t924, %t503
  %t928 = insertelement <16 x i64> poison, i64 %t927, i64 0
  %t929 = shufflevector <16 x i64> %t928, <16 x i64> poison, <16 x i32> zeroinitializer
  %t930 = add <16 x i64> %t564, %t929
  %t931 = add i64 %t554, %t927
  %t932 = mul i64 %t926, 64
  %t933 = add i64 %t932, 0
  %t934 = getelementptr float, ptr %t398, i64 %t933
  br i1 %t424, label %load935, label %gather936
load935:
  %t938 = getelementptr float, ptr %buf.x, i64 %t931
  %t939 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t938, <16 x i1> %t543, <16 x float> zeroinitializer)
  store <16 x float> %t939, ptr %t934, align 4
  br label %packed937
gather936:
  switch i64 %t569, label %gather944 [i64 1, label %pieces1940 i64 2, label %pieces2941 i64 3, label %pieces3942 i64 4, label %pieces4943]
pieces1940:
  %t945 = mul i64 %t566, 0
  %t946 = add i64 %t931, %t945
  %t947 = getelementptr float, ptr %buf.x, i64 %t946
  %t948 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t947, <16 x i1> %t581, <16 x float> zeroinitializer)
  store <16 x float> %t948, ptr %t934, align 4
  br label %packed937
pieces2941:
  %t949 = mul i64 %t566, 0
  %t950 = add i64 %t931, %t949
  %t951 = getelementptr float, ptr %buf.x, i64 %t950
  %t952 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t951, <16 x i1> %t581, <16 x float> zeroinitializer)
  %t953 = mul i64 %t566, 1
  %t954 = add i64 %t931, %t953
  %t955 = getelementptr float, ptr %buf.x, i64 %t954
  %t956 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t955, <16 x i1> %t593, <16 x float> zeroinitializer)
  %t957 = select <16 x i1> %t593, <16 x float> %t956, <16 x float> %t952
  store <16 x float> %t957, ptr %t934, align 4
  br label %packed937
pieces3942:
  %t958 = mul i64 %t566, 0
  %t959 = add i64 %t931, %t958
  %t960 = getelementptr float, ptr %buf.x, i64 %t959
  %t961 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t960, <16 x i1> %t581, <16 x float> zeroinitializer)
  %t962 = mul i64 %t566, 1
  %t963 = add i64 %t931, %t962
  %t964 = getelementptr float, ptr %buf.x, i64 %t963
  %t965 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t964, <16 x i1> %t593, <16 x float> zeroinitializer)
  %t966 = select <16 x i1> %t593, <16 x float> %t965, <16 x float> %t961
  %t967 = mul i64 %t566, 2
  %t968 = add i64 %t931, %t967
  %t969 = getelementptr float, ptr %buf.x, i64 %t968
  %t970 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t969, <16 x i1> %t605, <16 x float> zeroinitializer)
  %t971 = select <16 x i1> %t605, <16 x float> %t970, <16 x float> %t966
  store <16 x float> %t971, ptr %t934, align 4
  br label %packed937
pieces4943:
  %t972 = mul i64 %t566, 0
  %t973 = add i64 %t931, %t972
  %t974 = getelementptr float, ptr %buf.x, i64 %t973
  %t975 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t974, <16 x i1> %t581, <16 x float> zeroinitializer)
  %t976 = mul i64 %t566, 1
  %t977 = add i64 %t931, %t976
  %t978 = getelementptr float, ptr %buf.x, i64 %t977
  %t979 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t978, <16 x i1> %t593, <16 x float> zeroinitializer)
  %t980 = select <16 x i1> %t593, <16 x float> %t979, <16 x float> %t975
  %t981 = mul i64 %t566, 2
  %t982 = add i64 %t931, %t981
  %t983 = getelementptr float, ptr %buf.x, i64 %t982
  %t984 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t983, <16 x i1> %t605, <16 x float> zeroinitializer)
  %t985 = select <16 x i1> %t605, <16 x float> %t984, <16 x float> %t980
  %t986 = mul i64 %t566, 3
  %t987 = add i64 %t931, %t986
  %t988 = getelementptr float, ptr %buf.x, i64 %t987
  %t989 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t988, <16 x i1> %t617, <16 x float> zeroinitializer)
  %t990 = select <16 x i1> %t617, <16 x float> %t989, <16 x float> %t985
  store <16 x float> %t990, ptr %t934, align 4
  br label %packed937
gather944:
  %t991 = getelementptr float, ptr %buf.x, <16 x i64> %t930
  %t992 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t991, <16 x i1> %t543, <16 x float> zeroinitializer)
  store <16 x float> %t992, ptr %t934, align 4
  br label %packed937
packed937:
  %t993 = insertelement <16 x i64> poison, i64 %t927, i64 0
  %t994 = shufflevector <16 x i64> %t993, <16 x i64> poison, <16 x i32> zeroinitializer
  %t995 = add <16 x i64> %t664, %t994
  %t996 = add i64 %t654, %t927
  %t997 = mul i64 %t926, 64
  %t998 = add i64 %t997, 16
  %t999 = getelementptr float, ptr %t398, i64 %t998
  br i1 %t450, label %load1000, label %gather1001
load1000:
  %t1003 = getelementptr float, ptr %buf.x, i64 %t996
  %t1004 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1003, <16 x i1> %t643, <16 x float> zeroinitializer)
  store <16 x float> %t1004, ptr %t999, align 4
  br label %packed1002
gather1001:
  switch i64 %t669, label %gather1009 [i64 1, label %pieces11005 i64 2, label %pieces21006 i64 3, label %pieces31007 i64 4, label %pieces41008]
pieces11005:
  %t1010 = mul i64 %t666, 0
  %t1011 = add i64 %t996, %t1010
  %t1012 = getelementptr float, ptr %buf.x, i64 %t1011
  %t1013 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1012, <16 x i1> %t681, <16 x float> zeroinitializer)
  store <16 x float> %t1013, ptr %t999, align 4
  br label %packed1002
pieces21006:
  %t1014 = mul i64 %t666, 0
  %t1015 = add i64 %t996, %t1014
  %t1016 = getelementptr float, ptr %buf.x, i64 %t1015
  %t1017 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1016, <16 x i1> %t681, <16 x float> zeroinitializer)
  %t1018 = mul i64 %t666, 1
  %t1019 = add i64 %t996, %t1018
  %t1020 = getelementptr float, ptr %buf.x, i64 %t1019
  %t1021 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1020, <16 x i1> %t693, <16 x float> zeroinitializer)
  %t1022 = select <16 x i1> %t693, <16 x float> %t1021, <16 x float> %t1017
  store <16 x float> %t1022, ptr %t999, align 4
  br label %packed1002
pieces31007:
  %t1023 = mul i64 %t666, 0
  %t1024 = add i64 %t996, %t1023
  %t1025 = getelementptr float, ptr %buf.x, i64 %t1024
  %t1026 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1025, <16 x i1> %t681, <16 x float> zeroinitializer)
  %t1027 = mul i64 %t666, 1
  %t1028 = add i64 %t996, %t1027
  %t1029 = getelementptr float, ptr %buf.x, i64 %t1028
  %t1030 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1029, <16 x i1> %t693, <16 x float> zeroinitializer)
  %t1031 = select <16 x i1> %t693, <16 x float> %t1030, <16 x float> %t1026
  %t1032 = mul i64 %t666, 2
  %t1033 = add i64 %t996, %t1032
  %t1034 = getelementptr float, ptr %buf.x, i64 %t1033
  %t1035 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1034, <16 x i1> %t705, <16 x float> zeroinitializer)
  %t1036 = select <16 x i1> %t705, <16 x float> %t1035, <16 x float> %t1031
  store <16 x float> %t1036, ptr %t999, align 4
  br label %packed1002
pieces41008:
  %t1037 = mul i64 %t666, 0
  %t1038 = add i64 %t996, %t1037
  %t1039 = getelementptr float, ptr %buf.x, i64 %t1038
  %t1040 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1039, <16 x i1> %t681, <16 x float> zeroinitializer)
  %t1041 = mul i64 %t666, 1
  %t1042 = add i64 %t996, %t1041
  %t1043 = getelementptr float, ptr %buf.x, i64 %t1042
  %t1044 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1043, <16 x i1> %t693, <16 x float> zeroinitializer)
  %t1045 = select <16 x i1> %t693, <16 x float> %t1044, <16 x float> %t1040
  %t1046 = mul i64 %t666, 2
  %t1047 = add i64 %t996, %t1046
  %t1048 = getelementptr float, ptr %buf.x, i64 %t1047
  %t1049 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1048, <16 x i1> %t705, <16 x float> zeroinitializer)
  %t1050 = select <16 x i1> %t705, <16 x float> %t1049, <16 x float> %t1045
  %t1051 = mul i64 %t666, 3
  %t1052 = add i64 %t996, %t1051
  %t1053 = getelementptr float, ptr %buf.x, i64 %t1052
  %t1054 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1053, <16 x i1> %t717, <16 x float> zeroinitializer)
  %t1055 = select <16 x i1> %t717, <16 x float> %t1054, <16 x float> %t1050
  store <16 x float> %t1055, ptr %t999, align 4
  br label %packed1002
gather1009:
  %t1056 = getelementptr float, ptr %buf.x, <16 x i64> %t995
  %t1057 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t1056, <16 x i1> %t643, <16 x float> zeroinitializer)
  store <16 x float> %t1057, ptr %t999, align 4
  br label %packed1002
packed1002:
  %t1058 = insertelement <16 x i64> poison, i64 %t927, i64 0
  %t1059 = shufflevector <16 x i64> %t1058, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1060 = add <16 x i64> %t764, %t1059
  %t1061 = add i64 %t754, %t927
  %t1062 = mul i64 %t926, 64
  %t1063 = add i64 %t1062, 32
  %t1064 = getelementptr float, ptr %t398, i64 %t1063
  br i1 %t476, label %load1065, label %gather1066
load1065:
  %t1068 = getelementptr float, ptr %buf.x, i64 %t1061
  %t1069 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1068, <16 x i1> %t743, <16 x float> zeroinitializer)
  store <16 x float> %t1069, ptr %t1064, align 4
  br label %packed1067
gather1066:
  switch i64 %t769, label %gather1074 [i64 1, label %pieces11070 i64 2, label %pieces21071 i64 3, label %pieces31072 i64 4, label %pieces41073]
pieces11070:
  %t1075 = mul i64 %t766, 0
  %t1076 = add i64 %t1061, %t1075
  %t1077 = getelementptr float, ptr %buf.x, i64 %t1076
  %t1078 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1077, <16 x i1> %t781, <16 x float> zeroinitializer)
  store <16 x float> %t1078, ptr %t1064, align 4
  br label %packed1067
pieces21071:
  %t1079 = mul i64 %t766, 0
  %t1080 = add i64 %t1061, %t1079
  %t1081 = getelementptr float, ptr %buf.x, i64 %t1080
  %t1082 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1081, <16 x i1> %t781, <16 x float> zeroinitializer)
  %t1083 = mul i64 %t766, 1
  %t1084 = add i64 %t1061, %t1083
  %t1085 = getelementptr float, ptr %buf.x, i64 %t1084
  %t1086 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1085, <16 x i1> %t793, <16 x float> zeroinitializer)
  %t1087 = select <16 x i1> %t793, <16 x float> %t1086, <16 x float> %t1082
  store <16 x float> %t1087, ptr %t1064, align 4
  br label %packed1067
pieces31072:
  %t1088 = mul i64 %t766, 0
  %t1089 = add i64 %t1061, %t1088
  %t1090 = getelementptr float, ptr %buf.x, i64 %t1089
  %t1091 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1090, <16 x i1> %t781, <16 x float> zeroinitializer)
  %t1092 = mul i64 %t766, 1
  %t1093 = add i64 %t1061, %t1092
  %t1094 = getelementptr float, ptr %buf.x, i64 %t1093
  %t1095 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1094, <16 x i1> %t793, <16 x float> zeroinitializer)
  %t1096 = select <16 x i1> %t793, <16 x float> %t1095, <16 x float> %t1091
  %t1097 = mul i64 %t766, 2
  %t1098 = add i64 %t1061, %t1097
  %t1099 = getelementptr float, ptr %buf.x, i64 %t1098
  %t1100 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1099, <16 x i1> %t805, <16 x float> zeroinitializer)
  %t1101 = select <16 x i1> %t805, <16 x float> %t1100, <16 x float> %t1096
  store <16 x float> %t1101, ptr %t1064, align 4
  br label %packed1067
pieces41073:
  %t1102 = mul i64 %t766, 0
  %t1103 = add i64 %t1061, %t1102
  %t1104 = getelementptr float, ptr %buf.x, i64 %t1103
  %t1105 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1104, <16 x i1> %t781, <16 x float> zeroinitializer)
  %t1106 = mul i64 %t766, 1
  %t1107 = add i64 %t1061, %t1106
  %t1108 = getelementptr float, ptr %buf.x, i64 %t1107
  %t1109 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1108, <16 x i1> %t793, <16 x float> zeroinitializer)
  %t1110 = select <16 x i1> %t793, <16 x float> %t1109, <16 x float> %t1105
  %t1111 = mul i64 %t766, 2
  %t1112 = add i64 %t1061, %t1111
  %t1113 = getelementptr float, ptr %buf.x, i64 %t1112
  %t1114 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1113, <16 x i1> %t805, <16 x float> zeroinitializer)
  %t1115 = select <16 x i1> %t805, <16 x float> %t1114, <16 x float> %t1110
  %t1116 = mul i64 %t766, 3
  %t1117 = add i64 %t1061, %t1116
  %t1118 = getelementptr float, ptr %buf.x, i64 %t1117
  %t1119 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1118, <16 x i1> %t817, <16 x float> zeroinitializer)
  %t1120 = select <16 x i1> %t817, <16 x float> %t1119, <16 x float> %t1115
  store <16 x float> %t1120, ptr %t1064, align 4
  br label %packed1067
gather1074:
  %t1121 = getelementptr float, ptr %buf.x, <16 x i64> %t1060
  %t1122 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t1121, <16 x i1> %t743, <16 x float> zeroinitializer)
  store <16 x float> %t1122, ptr %t1064, align 4
  br label %packed1067
packed1067:
  %t1123 = insertelement <16 x i64> poison, i64 %t927, i64 0
  %t1124 = shufflevector <16 x i64> %t1123, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1125 = add <16 x i64> %t864, %t1124
  %t1126 = add i64 %t854, %t927
  %t1127 = mul i64 %t926, 64
  %t1128 = add i64 %t1127, 48
  %t1129 = getelementptr float, ptr %t398, i64 %t1128
  br i1 %t502, label %load1130, label %gather1131
load1130:
  %t1133 = getelementptr float, ptr %buf.x, i64 %t1126
  %t1134 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1133, <16 x i1> %t843, <16 x float> zeroinitializer)
  store <16 x float> %t1134, ptr %t1129, align 4
  br label %packed1132
gather1131:
  switch i64 %t869, label %gather1139 [i64 1, label %pieces11135 i64 2, label %pieces21136 i64 3, label %pieces31137 i64 4, label %pieces41138]
pieces11135:
  %t1140 = mul i64 %t866, 0
  %t1141 = add i64 %t1126, %t1140
  %t1142 = getelementptr float, ptr %buf.x, i64 %t1141
  %t1143 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1142, <16 x i1> %t881, <16 x float> zeroinitializer)
  store <16 x float> %t1143, ptr %t1129, align 4
  br label %packed1132
pieces21136:
  %t1144 = mul i64 %t866, 0
  %t1145 = add i64 %t1126, %t1144
  %t1146 = getelementptr float, ptr %buf.x, i64 %t1145
  %t1147 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1146, <16 x i1> %t881, <16 x float> zeroinitializer)
  %t1148 = mul i64 %t866, 1
  %t1149 = add i64 %t1126, %t1148
  %t1150 = getelementptr float, ptr %buf.x, i64 %t1149
  %t1151 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1150, <16 x i1> %t893, <16 x float> zeroinitializer)
  %t1152 = select <16 x i1> %t893, <16 x float> %t1151, <16 x float> %t1147
  store <16 x float> %t1152, ptr %t1129, align 4
  br label %packed1132
pieces31137:
  %t1153 = mul i64 %t866, 0
  %t1154 = add i64 %t1126, %t1153
  %t1155 = getelementptr float, ptr %buf.x, i64 %t1154
  %t1156 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1155, <16 x i1> %t881, <16 x float> zeroinitializer)
  %t1157 = mul i64 %t866, 1
  %t1158 = add i64 %t1126, %t1157
  %t1159 = getelementptr float, ptr %buf.x, i64 %t1158
  %t1160 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1159, <16 x i1> %t893, <16 x float> zeroinitializer)
  %t1161 = select <16 x i1> %t893, <16 x float> %t1160, <16 x float> %t1156
  %t1162 = mul i64 %t866, 2
  %t1163 = add i64 %t1126, %t1162
  %t1164 = getelementptr float, ptr %buf.x, i64 %t1163
  %t1165 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1164, <16 x i1> %t905, <16 x float> zeroinitializer)
  %t1166 = select <16 x i1> %t905, <16 x float> %t1165, <16 x float> %t1161
  store <16 x float> %t1166, ptr %t1129, align 4
  br label %packed1132
pieces41138:
  %t1167 = mul i64 %t866, 0
  %t1168 = add i64 %t1126, %t1167
  %t1169 = getelementptr float, ptr %buf.x, i64 %t1168
  %t1170 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1169, <16 x i1> %t881, <16 x float> zeroinitializer)
  %t1171 = mul i64 %t866, 1
  %t1172 = add i64 %t1126, %t1171
  %t1173 = getelementptr float, ptr %buf.x, i64 %t1172
  %t1174 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1173, <16 x i1> %t893, <16 x float> zeroinitializer)
  %t1175 = select <16 x i1> %t893, <16 x float> %t1174, <16 x float> %t1170
  %t1176 = mul i64 %t866, 2
  %t1177 = add i64 %t1126, %t1176
  %t1178 = getelementptr float, ptr %buf.x, i64 %t1177
  %t1179 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1178, <16 x i1> %t905, <16 x float> zeroinitializer)
  %t1180 = select <16 x i1> %t905, <16 x float> %t1179, <16 x float> %t1175
  %t1181 = mul i64 %t866, 3
  %t1182 = add i64 %t1126, %t1181
  %t1183 = getelementptr float, ptr %buf.x, i64 %t1182
  %t1184 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1183, <16 x i1> %t917, <16 x float> zeroinitializer)
  %t1185 = select <16 x i1> %t917, <16 x float> %t1184, <16 x float> %t1180
  store <16 x float> %t1185, ptr %t1129, align 4
  br label %packed1132
gather1139:
  %t1186 = getelementptr float, ptr %buf.x, <16 x i64> %t1125
  %t1187 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t1186, <16 x i1> %t843, <16 x float> zeroinitializer)
  store <16 x float> %t1187, ptr %t1129, align 4
  br label %packed1132
packed1132:
  %t1188 = add nsw i64 %i922, 1
  store i64 %t1188, ptr %c918
  br label %head919
done921:
  %t1189 = add i64 %t517, 1
  store i64 %t1189, ptr %c504
  %t1190 = add nsw i64 %i515, 1
  store i64 %t1190, ptr %c511
  br label %head512
done514:
  %t1191 = add nsw i64 %i509, 1
  store i64 %t1191, ptr %c505
  br label %head506
done508:
  %t1192 = add nsw i64 %i393, 1
  store i64 %t1192, ptr %c389
  br label %head390
done392:
  br label %panels386
panels386:
  store i64 %t353, ptr %c1193
  br label %head1194
head1194:
  %i1197 = load i64, ptr %c1193
  %t1198 = icmp slt i64 %i1197, %t359
  br i1 %t1198, label %body1195, label %done1196
body1195:
  store i64 0, ptr %c1199
  br label %head1200
head1200:
  %i1203 = load i64, ptr %c1199
  %t1204 = icmp slt i64 %i1203, %t366
  br i1 %t1204, label %body1201, label %done1202
body1201:
  %t1205 = add i64 %i1197, %t98
  %t1206 = icmp slt i64 %t1205, %t359
  %t1207 = select i1 %t1206, i64 %t1205, i64 %t359
  %t1208 = mul i64 %i1203, 64
  %t1209 = add i64 %t1208, 0
  %t1210 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t1209, i64 %t364)
  %t1211 = add i64 %t1208, 16
  %t1212 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t1211, i64 %t364)
  %t1213 = add i64 %t1208, 32
  %t1214 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t1213, i64 %t364)
  %t1215 = add i64 %t1208, 48
  %t1216 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t1215, i64 %t364)
  %t1217 = add i64 %t361, %t1208
  %t1218 = udiv i64 %t1217, %t71
  %t1219 = urem i64 %t1217, %t71
  %t1220 = mul i64 %size.C, %size.H
  %t1221 = mul i64 %t1220, %size.W
  %t1222 = mul i64 %t345, %t1221
  %t1223 = mul i64 %size.H, %size.W
  %t1224 = mul i64 %t376, %t1223
  %t1225 = add i64 %t1222, %t1224
  %t1226 = add i64 %t1218, 0
  %t1227 = mul i64 %t1226, %size.W
  %t1228 = add i64 %t1225, %t1227
  %t1229 = add i64 %t1219, 0
  %t1230 = add i64 %t1228, %t1229
  %t1231 = getelementptr float, ptr %buf.x, i64 %t1230
  %t1232 = mul i64 %i1203, %t383
  %t1233 = mul i64 %t1232, 64
  %t1234 = getelementptr float, ptr %t106, i64 %t1233
  %t1235 = select i1 false, ptr %t1231, ptr %t1234
  %t1236 = select i1 false, i64 %t291, i64 64
  %t1237 = udiv i64 %t1217, %t71
  %t1238 = urem i64 %t1217, %t71
  store i64 %i1197, ptr %c1239
  br label %head1240
head1240:
  %i1243 = load i64, ptr %c1239
  %t1244 = icmp slt i64 %i1243, %t1207
  br i1 %t1244, label %body1241, label %done1242
body1241:
  %t1245 = sub i64 %t1207, %i1243
  %t1246 = icmp slt i64 4, %t1245
  %t1247 = select i1 %t1246, i64 4, i64 %t1245
  %t1248 = mul i64 %i1243, %size.C
  %t1249 = add i64 %t1248, %t376
  %t1250 = add i64 %t1249, 0
  %t1251 = add i64 %t1250, 0
  %t1252 = getelementptr float, ptr %buf.w, i64 %t1251
  br i1 %t233, label %ready1254, label %packa1253
packa1253:
  %t1255 = sub i64 %t1247, 1
  store i64 0, ptr %c1256
  store i64 %t376, ptr %c1257
  br label %head1258
head1258:
  %i1261 = load i64, ptr %c1257
  %t1262 = icmp slt i64 %i1261, %t379
  br i1 %t1262, label %body1259, label %done1260
body1259:
  store i64 0, ptr %c1263
  br label %head1264
head1264:
  %i1267 = load i64, ptr %c1263
  %t1268 = icmp slt i64 %i1267, 1
  br i1 %t1268, label %body1265, label %done1266
body1265:
  store i64 0, ptr %c1269
  br label %head1270
head1270:
  %i1273 = load i64, ptr %c1269
  %t1274 = icmp slt i64 %i1273, 1
  br i1 %t1274, label %body1271, label %done1272
body1271:
  %t1275 = load i64, ptr %c1256
  %t1276 = icmp slt i64 0, %t1255
  %t1277 = select i1 %t1276, i64 0, i64 %t1255
  %t1278 = add i64 %i1243, %t1277
  %t1279 = mul i64 %t1278, %size.C
  %t1280 = add i64 %t1279, %i1261
  %t1281 = add i64 %t1280, %i1267
  %t1282 = add i64 %t1281, %i1273
  %t1283 = select i1 true, i64 %t1282, i64 0
  %t1284 = getelementptr float, ptr %buf.w, i64 %t1283
  %t1285 = load float, ptr %t1284, align 4
  %t1286 = select i1 true, float %t1285, float 0.0
  %t1287 = mul i64 %t1275, 4
  %t1288 = add i64 %t1287, 0
  %t1289 = getelementptr float, ptr %t109, i64 %t1288
  store float %t1286, ptr %t1289, align 4
  %t1290 = icmp slt i64 1, %t1255
  %t1291 = select i1 %t1290, i64 1, i64 %t1255
  %t1292 = add i64 %i1243, %t1291
  %t1293 = mul i64 %t1292, %size.C
  %t1294 = add i64 %t1293, %i1261
  %t1295 = add i64 %t1294, %i1267
  %t1296 = add i64 %t1295, %i1273
  %t1297 = select i1 true, i64 %t1296, i64 0
  %t1298 = getelementptr float, ptr %buf.w, i64 %t1297
  %t1299 = load float, ptr %t1298, align 4
  %t1300 = select i1 true, float %t1299, float 0.0
  %t1301 = mul i64 %t1275, 4
  %t1302 = add i64 %t1301, 1
  %t1303 = getelementptr float, ptr %t109, i64 %t1302
  store float %t1300, ptr %t1303, align 4
  %t1304 = icmp slt i64 2, %t1255
  %t1305 = select i1 %t1304, i64 2, i64 %t1255
  %t1306 = add i64 %i1243, %t1305
  %t1307 = mul i64 %t1306, %size.C
  %t1308 = add i64 %t1307, %i1261
  %t1309 = add i64 %t1308, %i1267
  %t1310 = add i64 %t1309, %i1273
  %t1311 = select i1 true, i64 %t1310, i64 0
  %t1312 = getelementptr float, ptr %buf.w, i64 %t1311
  %t1313 = load float, ptr %t1312, align 4
  %t1314 = select i1 true, float %t1313, float 0.0
  %t1315 = mul i64 %t1275, 4
  %t1316 = add i64 %t1315, 2
  %t1317 = getelementptr float, ptr %t109, i64 %t1316
  store float %t1314, ptr %t1317, align 4
  %t1318 = icmp slt i64 3, %t1255
  %t1319 = select i1 %t1318, i64 3, i64 %t1255
  %t1320 = add i64 %i1243, %t1319
  %t1321 = mul i64 %t1320, %size.C
  %t1322 = add i64 %t1321, %i1261
  %t1323 = add i64 %t1322, %i1267
  %t1324 = add i64 %t1323, %i1273
  %t1325 = select i1 true, i64 %t1324, i64 0
  %t1326 = getelementptr float, ptr %buf.w, i64 %t1325
  %t1327 = load float, ptr %t1326, align 4
  %t1328 = select i1 true, float %t1327, float 0.0
  %t1329 = mul i64 %t1275, 4
  %t1330 = add i64 %t1329, 3
  %t1331 = getelementptr float, ptr %t109, i64 %t1330
  store float %t1328, ptr %t1331, align 4
  %t1332 = add i64 %t1275, 1
  store i64 %t1332, ptr %c1256
  %t1333 = add nsw i64 %i1273, 1
  store i64 %t1333, ptr %c1269
  br label %head1270
done1272:
  %t1334 = add nsw i64 %i1267, 1
  store i64 %t1334, ptr %c1263
  br label %head1264
done1266:
  %t1335 = add nsw i64 %i1261, 1
  store i64 %t1335, ptr %c1257
  br label %head1258
done1260:
  br label %ready1254
ready1254:
  %t1336 = select i1 %t233, ptr %t1252, ptr %t109
  %t1337 = select i1 %t233, i64 %t259, i64 1
  %t1338 = select i1 %t233, i64 %t268, i64 4
  %t1339 = sub i64 %size.H, 1
  %t1340 = add i64 %t1339, 1
  %t1341 = mul i64 %size.K, %t1340
  %t1342 = sub i64 %size.W, 1
  %t1343 = add i64 %t1342, 1
  %t1344 = mul i64 %t1341, %t1343
  %t1345 = mul i64 %t345, %t1344
  %t1346 = sub i64 %size.H, 1
  %t1347 = add i64 %t1346, 1
  %t1348 = sub i64 %size.W, 1
  %t1349 = add i64 %t1348, 1
  %t1350 = mul i64 %t1347, %t1349
  %t1351 = mul i64 %i1243, %t1350
  %t1352 = add i64 %t1345, %t1351
  %t1353 = sub i64 %size.W, 1
  %t1354 = add i64 %t1353, 1
  %t1355 = mul i64 %t1237, %t1354
  %t1356 = add i64 %t1352, %t1355
  %t1357 = add i64 %t1356, %t1238
  %t1358 = getelementptr float, ptr %buf.y, i64 %t1357
  %t1359 = icmp eq i64 %t1247, 1
  %t1365 = zext i1 %t1359 to i64
  %t1366 = zext i1 false to i64
  %t1367 = shl i64 %t1366, 1
  %t1368 = or i64 %t1365, %t1367
  switch i64 %t1368, label %p1362 [i64 1, label %p11363 i64 2, label %d1360 i64 3, label %d11361]
p1362:
  call void @"jr.mk.conv2d.4p"(ptr %t1336, i64 %t1337, i64 %t1338, i64 %t1247, ptr %t1235, i64 %t1236, ptr %t1358, i64 %t330, i64 %t383, i1 %t384, ptr %t1235, i64 0, <16 x i1> %t1210, <16 x i1> %t1212, <16 x i1> %t1214, <16 x i1> %t1216)
  br label %called1364
p11363:
  call void @"jr.mk.conv2d.1p"(ptr %t1336, i64 %t1337, i64 %t1338, i64 %t1247, ptr %t1235, i64 %t1236, ptr %t1358, i64 %t330, i64 %t383, i1 %t384, ptr %t1235, i64 0, <16 x i1> %t1210, <16 x i1> %t1212, <16 x i1> %t1214, <16 x i1> %t1216)
  br label %called1364
d1360:
  call void @"jr.mk.conv2d.4d"(ptr %t1336, i64 %t1337, i64 %t1338, i64 %t1247, ptr %t1235, i64 %t1236, ptr %t1358, i64 %t330, i64 %t383, i1 %t384, ptr %t1235, i64 0, <16 x i1> %t1210, <16 x i1> %t1212, <16 x i1> %t1214, <16 x i1> %t1216)
  br label %called1364
d11361:
  call void @"jr.mk.conv2d.1d"(ptr %t1336, i64 %t1337, i64 %t1338, i64 %t1247, ptr %t1235, i64 %t1236, ptr %t1358, i64 %t330, i64 %t383, i1 %t384, ptr %t1235, i64 0, <16 x i1> %t1210, <16 x i1> %t1212, <16 x i1> %t1214, <16 x i1> %t1216)
  br label %called1364
called1364:
  %t1369 = add nsw i64 %i1243, 4
  store i64 %t1369, ptr %c1239
  br label %head1240
done1242:
  %t1370 = add nsw i64 %i1203, 1
  store i64 %t1370, ptr %c1199
  br label %head1200
done1202:
  %t1371 = add nsw i64 %i1197, %t98
  store i64 %t1371, ptr %c1193
  br label %head1194
done1196:
  br label %kdone387
kdone387:
  %t1372 = add nsw i64 %i374, 1
  store i64 %t1372, ptr %c370
  br label %head371
done373:
  %t1373 = add i64 %t361, %t364
  br i1 %t190, label %flat1376, label %byrow1374
flat1376:
  %t1377 = udiv i64 %t361, %t71
  %t1378 = urem i64 %t361, %t71
  call void @"jr.op.conv2d.epilogue"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, ptr null, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %t345, i64 %t1377, i64 %t353, i64 %t360, i64 %t1378, i64 %t364, i64 0, i64 4611686018427387904)
  br label %finished1375
byrow1374:
  %t1379 = udiv i64 %t361, %t71
  %t1380 = sub i64 %t1373, 1
  %t1381 = udiv i64 %t1380, %t71
  %t1382 = add i64 %t1381, 1
  store i64 %t1379, ptr %c1383
  br label %head1384
head1384:
  %i1387 = load i64, ptr %c1383
  %t1388 = icmp slt i64 %i1387, %t1382
  br i1 %t1388, label %body1385, label %done1386
body1385:
  %t1389 = mul i64 %i1387, %t71
  %t1390 = sub i64 %t361, %t1389
  %t1391 = icmp sgt i64 %t1390, 0
  %t1392 = select i1 %t1391, i64 %t1390, i64 0
  %t1393 = sub i64 %t1373, %t1389
  %t1394 = icmp slt i64 %t1393, %t71
  %t1395 = select i1 %t1394, i64 %t1393, i64 %t71
  %t1396 = sub i64 %t1395, %t1392
  call void @"jr.op.conv2d.epilogue"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, ptr null, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %t345, i64 %i1387, i64 %t353, i64 %t360, i64 %t1392, i64 %t1396, i64 0, i64 4611686018427387904)
  %t1397 = add nsw i64 %i1387, 1
  store i64 %t1397, ptr %c1383
  br label %head1384
done1386:
  br label %finished1375
finished1375:
  br label %norows368
norows368:
  %t1398 = add nsw i64 %i341, 1
  store i64 %t1398, ptr %c337
  br label %head338
done340:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
