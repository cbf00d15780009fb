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

define void @"jr.op.conv2d.epilogue"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %size._o0, i64 %size._o1, i64 %size._mt0, i64 %size._mtc, i64 %size._nt0, i64 %size._ntc, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_mi.addr.1 = alloca i64, align 64
  %_ni.addr.9 = alloca i64, align 64
  %v93 = add i64 %size.H, 1
  %v94 = add i64 %v93, 1
  %v95 = sub i64 %size.R, 1
  %v96 = sub i64 %v94, %v95
  %v97 = sub i64 %v96, 1
  %v98 = add i64 %v97, 1
  %v99 = mul i64 %size.K, %v98
  %v100 = add i64 %size.W, 1
  %v101 = add i64 %v100, 1
  %v102 = sub i64 %size.S, 1
  %v103 = sub i64 %v101, %v102
  %v104 = sub i64 %v103, 1
  %v105 = add i64 %v104, 1
  %v106 = mul i64 %v99, %v105
  %v107 = icmp sge i64 %v106, 2097152
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
  %v14 = add i64 %size.H, 1
  %v15 = add i64 %v14, 1
  %v16 = sub i64 %size.R, 1
  %v17 = sub i64 %v15, %v16
  %v18 = sub i64 %v17, 1
  %v19 = add i64 %v18, 1
  %v20 = mul i64 %v13, %v19
  %v21 = add i64 %v20, %size._o1
  %v22 = add i64 %size.W, 1
  %v23 = add i64 %v22, 1
  %v24 = sub i64 %size.S, 1
  %v25 = sub i64 %v23, %v24
  %v26 = sub i64 %v25, 1
  %v27 = add i64 %v26, 1
  %v28 = mul i64 %v21, %v27
  %v29 = add i64 %size._nt0, %i10
  %v30 = add i64 %v28, %v29
  %p31 = getelementptr float, ptr %buf.y, i64 %v30
  %v32 = ptrtoint ptr %p31 to i64
  %v33 = lshr i64 %v32, 2
  %v34 = sub i64 0, %v33
  %v35 = and i64 %v34, 15
  %v36 = sub i64 %size._ntc, %i10
  %v37 = icmp sge i64 %v36, 128
  %v38 = select i1 %v37, i64 %v35, i64 0
  %v39 = icmp sgt i64 %v38, 0
  br i1 %v39, label %peel40, label %aligned41
peel40:
  %v42 = add nsw i64 %i10, %v38
  %mask43 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i10, i64 %v42)
  %v44 = add i64 %size._mt0, %i7
  %p45 = getelementptr float, ptr %buf.b, i64 %v44
  %ld46 = load float, ptr %p45, align 4
  %v47 = mul i64 %size._o0, %size.K
  %v48 = add i64 %size._mt0, %i7
  %v49 = add i64 %v47, %v48
  %v50 = add i64 %size.H, 1
  %v51 = add i64 %v50, 1
  %v52 = sub i64 %size.R, 1
  %v53 = sub i64 %v51, %v52
  %v54 = sub i64 %v53, 1
  %v55 = add i64 %v54, 1
  %v56 = mul i64 %v49, %v55
  %v57 = add i64 %v56, %size._o1
  %v58 = add i64 %size.W, 1
  %v59 = add i64 %v58, 1
  %v60 = sub i64 %size.S, 1
  %v61 = sub i64 %v59, %v60
  %v62 = sub i64 %v61, 1
  %v63 = add i64 %v62, 1
  %v64 = mul i64 %v57, %v63
  %v65 = add i64 %size._nt0, %i10
  %v66 = add i64 %v64, %v65
  %p67 = getelementptr float, ptr %buf.y, i64 %v66
  %ld68 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p67, <16 x i1> %mask43, <16 x float> zeroinitializer)
  %ins69 = insertelement <16 x float> poison, float %ld46, i64 0
  %splat70 = shufflevector <16 x float> %ins69, <16 x float> poison, <16 x i32> zeroinitializer
  %v71 = fadd contract <16 x float> %splat70, %ld68
  %v72 = mul i64 %size._o0, %size.K
  %v73 = add i64 %size._mt0, %i7
  %v74 = add i64 %v72, %v73
  %v75 = add i64 %size.H, 1
  %v76 = add i64 %v75, 1
  %v77 = sub i64 %size.R, 1
  %v78 = sub i64 %v76, %v77
  %v79 = sub i64 %v78, 1
  %v80 = add i64 %v79, 1
  %v81 = mul i64 %v74, %v80
  %v82 = add i64 %v81, %size._o1
  %v83 = add i64 %size.W, 1
  %v84 = add i64 %v83, 1
  %v85 = sub i64 %size.S, 1
  %v86 = sub i64 %v84, %v85
  %v87 = sub i64 %v86, 1
  %v88 = add i64 %v87, 1
  %v89 = mul i64 %v82, %v88
  %v90 = add i64 %size._nt0, %i10
  %v91 = add i64 %v89, %v90
  %p92 = getelementptr float, ptr %buf.y, i64 %v91
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v71, ptr align 4 %p92, <16 x i1> %mask43)
  store i64 %v42, ptr %_ni.addr.9
  br label %aligned41
aligned41:
  %v108 = and i1 %v37, %v107
  br i1 %v108, label %stream109, label %cached110
stream109:
  %v112 = sub i64 %size._ntc, 16
  br label %cond113
cond113:
  %i116 = load i64, ptr %_ni.addr.9
  %v117 = icmp sle i64 %i116, %v112
  br i1 %v117, label %body114, label %exit115
body114:
  %v118 = add i64 %size._mt0, %i7
  %p119 = getelementptr float, ptr %buf.b, i64 %v118
  %ld120 = load float, ptr %p119, align 4
  %v121 = mul i64 %size._o0, %size.K
  %v122 = add i64 %size._mt0, %i7
  %v123 = add i64 %v121, %v122
  %v124 = add i64 %size.H, 1
  %v125 = add i64 %v124, 1
  %v126 = sub i64 %size.R, 1
  %v127 = sub i64 %v125, %v126
  %v128 = sub i64 %v127, 1
  %v129 = add i64 %v128, 1
  %v130 = mul i64 %v123, %v129
  %v131 = add i64 %v130, %size._o1
  %v132 = add i64 %size.W, 1
  %v133 = add i64 %v132, 1
  %v134 = sub i64 %size.S, 1
  %v135 = sub i64 %v133, %v134
  %v136 = sub i64 %v135, 1
  %v137 = add i64 %v136, 1
  %v138 = mul i64 %v131, %v137
  %v139 = add i64 %size._nt0, %i116
  %v140 = add i64 %v138, %v139
  %p141 = getelementptr float, ptr %buf.y, i64 %v140
  %ld142 = load <16 x float>, ptr %p141, align 4
  %ins143 = insertelement <16 x float> poison, float %ld120, i64 0
  %splat144 = shufflevector <16 x float> %ins143, <16 x float> poison, <16 x i32> zeroinitializer
  %v145 = fadd contract <16 x float> %splat144, %ld142
  %v146 = mul i64 %size._o0, %size.K
  %v147 = add i64 %size._mt0, %i7
  %v148 = add i64 %v146, %v147
  %v149 = add i64 %size.H, 1
  %v150 = add i64 %v149, 1
  %v151 = sub i64 %size.R, 1
  %v152 = sub i64 %v150, %v151
  %v153 = sub i64 %v152, 1
  %v154 = add i64 %v153, 1
  %v155 = mul i64 %v148, %v154
  %v156 = add i64 %v155, %size._o1
  %v157 = add i64 %size.W, 1
  %v158 = add i64 %v157, 1
  %v159 = sub i64 %size.S, 1
  %v160 = sub i64 %v158, %v159
  %v161 = sub i64 %v160, 1
  %v162 = add i64 %v161, 1
  %v163 = mul i64 %v156, %v162
  %v164 = add i64 %size._nt0, %i116
  %v165 = add i64 %v163, %v164
  %p166 = getelementptr float, ptr %buf.y, i64 %v165
  store <16 x float> %v145, ptr %p166, align 64, !nontemporal !{i32 1}
  %v167 = add nsw i64 %i116, 16
  store i64 %v167, ptr %_ni.addr.9
  br label %cond113
exit115:
  br label %join111
cached110:
  %v168 = sub i64 %size._ntc, 16
  br label %cond169
cond169:
  %i172 = load i64, ptr %_ni.addr.9
  %v173 = icmp sle i64 %i172, %v168
  br i1 %v173, label %body170, label %exit171
body170:
  %v174 = add i64 %size._mt0, %i7
  %p175 = getelementptr float, ptr %buf.b, i64 %v174
  %ld176 = load float, ptr %p175, align 4
  %v177 = mul i64 %size._o0, %size.K
  %v178 = add i64 %size._mt0, %i7
  %v179 = add i64 %v177, %v178
  %v180 = add i64 %size.H, 1
  %v181 = add i64 %v180, 1
  %v182 = sub i64 %size.R, 1
  %v183 = sub i64 %v181, %v182
  %v184 = sub i64 %v183, 1
  %v185 = add i64 %v184, 1
  %v186 = mul i64 %v179, %v185
  %v187 = add i64 %v186, %size._o1
  %v188 = add i64 %size.W, 1
  %v189 = add i64 %v188, 1
  %v190 = sub i64 %size.S, 1
  %v191 = sub i64 %v189, %v190
  %v192 = sub i64 %v191, 1
  %v193 = add i64 %v192, 1
  %v194 = mul i64 %v187, %v193
  %v195 = add i64 %size._nt0, %i172
  %v196 = add i64 %v194, %v195
  %p197 = getelementptr float, ptr %buf.y, i64 %v196
  %ld198 = load <16 x float>, ptr %p197, align 4
  %ins199 = insertelement <16 x float> poison, float %ld176, i64 0
  %splat200 = shufflevector <16 x float> %ins199, <16 x float> poison, <16 x i32> zeroinitializer
  %v201 = fadd contract <16 x float> %splat200, %ld198
  %v202 = mul i64 %size._o0, %size.K
  %v203 = add i64 %size._mt0, %i7
  %v204 = add i64 %v202, %v203
  %v205 = add i64 %size.H, 1
  %v206 = add i64 %v205, 1
  %v207 = sub i64 %size.R, 1
  %v208 = sub i64 %v206, %v207
  %v209 = sub i64 %v208, 1
  %v210 = add i64 %v209, 1
  %v211 = mul i64 %v204, %v210
  %v212 = add i64 %v211, %size._o1
  %v213 = add i64 %size.W, 1
  %v214 = add i64 %v213, 1
  %v215 = sub i64 %size.S, 1
  %v216 = sub i64 %v214, %v215
  %v217 = sub i64 %v216, 1
  %v218 = add i64 %v217, 1
  %v219 = mul i64 %v212, %v218
  %v220 = add i64 %size._nt0, %i172
  %v221 = add i64 %v219, %v220
  %p222 = getelementptr float, ptr %buf.y, i64 %v221
  store <16 x float> %v201, ptr %p222, align 4
  %v223 = add nsw i64 %i172, 16
  store i64 %v223, ptr %_ni.addr.9
  br label %cond169
exit171:
  br label %join111
join111:
  %i224 = load i64, ptr %_ni.addr.9
  %v225 = icmp slt i64 %i224, %size._ntc
  br i1 %v225, label %tail226, label %done227
tail226:
  %mask228 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i224, i64 %size._ntc)
  %v229 = add i64 %size._mt0, %i7
  %p230 = getelementptr float, ptr %buf.b, i64 %v229
  %ld231 = load float, ptr %p230, align 4
  %v232 = mul i64 %size._o0, %size.K
  %v233 = add i64 %size._mt0, %i7
  %v234 = add i64 %v232, %v233
  %v235 = add i64 %size.H, 1
  %v236 = add i64 %v235, 1
  %v237 = sub i64 %size.R, 1
  %v238 = sub i64 %v236, %v237
  %v239 = sub i64 %v238, 1
  %v240 = add i64 %v239, 1
  %v241 = mul i64 %v234, %v240
  %v242 = add i64 %v241, %size._o1
  %v243 = add i64 %size.W, 1
  %v244 = add i64 %v243, 1
  %v245 = sub i64 %size.S, 1
  %v246 = sub i64 %v244, %v245
  %v247 = sub i64 %v246, 1
  %v248 = add i64 %v247, 1
  %v249 = mul i64 %v242, %v248
  %v250 = add i64 %size._nt0, %i224
  %v251 = add i64 %v249, %v250
  %p252 = getelementptr float, ptr %buf.y, i64 %v251
  %ld253 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p252, <16 x i1> %mask228, <16 x float> zeroinitializer)
  %ins254 = insertelement <16 x float> poison, float %ld231, i64 0
  %splat255 = shufflevector <16 x float> %ins254, <16 x float> poison, <16 x i32> zeroinitializer
  %v256 = fadd contract <16 x float> %splat255, %ld253
  %v257 = mul i64 %size._o0, %size.K
  %v258 = add i64 %size._mt0, %i7
  %v259 = add i64 %v257, %v258
  %v260 = add i64 %size.H, 1
  %v261 = add i64 %v260, 1
  %v262 = sub i64 %size.R, 1
  %v263 = sub i64 %v261, %v262
  %v264 = sub i64 %v263, 1
  %v265 = add i64 %v264, 1
  %v266 = mul i64 %v259, %v265
  %v267 = add i64 %v266, %size._o1
  %v268 = add i64 %size.W, 1
  %v269 = add i64 %v268, 1
  %v270 = sub i64 %size.S, 1
  %v271 = sub i64 %v269, %v270
  %v272 = sub i64 %v271, 1
  %v273 = add i64 %v272, 1
  %v274 = mul i64 %v267, %v273
  %v275 = add i64 %size._nt0, %i224
  %v276 = add i64 %v274, %v275
  %p277 = getelementptr float, ptr %buf.y, i64 %v276
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v256, ptr align 4 %p277, <16 x i1> %mask228)
  br label %done227
done227:
  %v278 = add nsw i64 %i7, 1
  store i64 %v278, ptr %_mi.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}

define void @"jr.op.conv2d.exact"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %p.addr.7 = alloca i64, align 64
  %k.addr.15 = alloca i64, align 64
  %q.addr.31 = alloca i64, align 64
  %acc39 = alloca <16 x float>, align 64
  %acc40 = alloca <16 x float>, align 64
  %acc41 = alloca <16 x float>, align 64
  %acc42 = alloca <16 x float>, align 64
  %acc43 = alloca <16 x float>, align 64
  %acc44 = alloca <16 x float>, align 64
  %acc45 = alloca <16 x float>, align 64
  %acc46 = alloca <16 x float>, align 64
  %c.addr.47 = alloca i64, align 64
  %r.addr.53 = alloca i64, align 64
  %s.addr.59 = alloca i64, align 64
  %q.addr.756 = alloca i64, align 64
  %acc763 = alloca <16 x float>, align 64
  %c.addr.764 = alloca i64, align 64
  %r.addr.770 = alloca i64, align 64
  %s.addr.776 = alloca i64, align 64
  %acc876 = alloca <16 x float>, align 64
  %c.addr.877 = alloca i64, align 64
  %r.addr.883 = alloca i64, align 64
  %s.addr.889 = alloca i64, align 64
  %q.addr.991 = alloca i64, align 64
  %acc998 = alloca <16 x float>, align 64
  %c.addr.999 = alloca i64, align 64
  %r.addr.1005 = alloca i64, align 64
  %s.addr.1011 = alloca i64, align 64
  %acc1111 = alloca <16 x float>, align 64
  %c.addr.1112 = alloca i64, align 64
  %r.addr.1118 = alloca i64, align 64
  %s.addr.1124 = alloca i64, align 64
  %q.addr.1226 = alloca i64, align 64
  %acc1233 = alloca <16 x float>, align 64
  %c.addr.1234 = alloca i64, align 64
  %r.addr.1240 = alloca i64, align 64
  %s.addr.1246 = alloca i64, align 64
  %acc1346 = alloca <16 x float>, align 64
  %c.addr.1347 = alloca i64, align 64
  %r.addr.1353 = alloca i64, align 64
  %s.addr.1359 = alloca i64, align 64
  %q.addr.1461 = alloca i64, align 64
  %acc1468 = alloca <16 x float>, align 64
  %c.addr.1469 = alloca i64, align 64
  %r.addr.1475 = alloca i64, align 64
  %s.addr.1481 = alloca i64, align 64
  %acc1581 = alloca <16 x float>, align 64
  %c.addr.1582 = alloca i64, align 64
  %r.addr.1588 = alloca i64, align 64
  %s.addr.1594 = alloca i64, align 64
  %q.addr.1702 = alloca i64, align 64
  %acc1716 = alloca <16 x float>, align 64
  %acc1717 = alloca <16 x float>, align 64
  %acc1718 = alloca <16 x float>, align 64
  %acc1719 = alloca <16 x float>, align 64
  %acc1720 = alloca <16 x float>, align 64
  %acc1721 = alloca <16 x float>, align 64
  %acc1722 = alloca <16 x float>, align 64
  %acc1723 = alloca <16 x float>, align 64
  %c.addr.1724 = alloca i64, align 64
  %r.addr.1730 = alloca i64, align 64
  %s.addr.1736 = alloca i64, align 64
  %q.addr.2433 = alloca i64, align 64
  %acc2440 = alloca <16 x float>, align 64
  %c.addr.2441 = alloca i64, align 64
  %r.addr.2447 = alloca i64, align 64
  %s.addr.2453 = alloca i64, align 64
  %acc2553 = alloca <16 x float>, align 64
  %c.addr.2554 = alloca i64, align 64
  %r.addr.2560 = alloca i64, align 64
  %s.addr.2566 = alloca i64, align 64
  %v1 = add i64 %size.H, 1
  %v2 = add i64 %v1, 1
  %v3 = sub i64 %size.R, 1
  %v4 = sub i64 %v2, %v3
  %v5 = sub i64 %v4, 1
  %v6 = add i64 %v5, 1
  %v8 = icmp slt i64 %range.hi, %v6
  %v9 = select i1 %v8, i64 %range.hi, i64 %v6
  store i64 %range.lo, ptr %p.addr.7
  br label %cond10
cond10:
  %i13 = load i64, ptr %p.addr.7
  %v14 = icmp slt i64 %i13, %v9
  br i1 %v14, label %body11, label %exit12
body11:
  store i64 0, ptr %k.addr.15
  %v16 = sub i64 %size.K, 4
  br label %cond17
cond17:
  %i20 = load i64, ptr %k.addr.15
  %v21 = icmp sle i64 %i20, %v16
  br i1 %v21, label %body18, label %exit19
body18:
  %v22 = add nsw i64 %i20, 1
  %v23 = add nsw i64 %i20, 2
  %v24 = add nsw i64 %i20, 3
  %v25 = add i64 %size.W, 1
  %v26 = add i64 %v25, 1
  %v27 = sub i64 %size.S, 1
  %v28 = sub i64 %v26, %v27
  %v29 = sub i64 %v28, 1
  %v30 = add i64 %v29, 1
  store i64 0, ptr %q.addr.31
  %v32 = sub i64 %v30, 32
  br label %cond33
cond33:
  %i36 = load i64, ptr %q.addr.31
  %v37 = icmp sle i64 %i36, %v32
  br i1 %v37, label %body34, label %exit35
body34:
  %v38 = add nsw i64 %i36, 16
  store <16 x float> splat (float 0x0000000000000000), ptr %acc39
  store <16 x float> splat (float 0x0000000000000000), ptr %acc40
  store <16 x float> splat (float 0x0000000000000000), ptr %acc41
  store <16 x float> splat (float 0x0000000000000000), ptr %acc42
  store <16 x float> splat (float 0x0000000000000000), ptr %acc43
  store <16 x float> splat (float 0x0000000000000000), ptr %acc44
  store <16 x float> splat (float 0x0000000000000000), ptr %acc45
  store <16 x float> splat (float 0x0000000000000000), ptr %acc46
  store i64 0, ptr %c.addr.47
  br label %cond48
cond48:
  %i51 = load i64, ptr %c.addr.47
  %v52 = icmp slt i64 %i51, %size.C
  br i1 %v52, label %body49, label %exit50
body49:
  store i64 0, ptr %r.addr.53
  br label %cond54
cond54:
  %i57 = load i64, ptr %r.addr.53
  %v58 = icmp slt i64 %i57, %size.R
  br i1 %v58, label %body55, label %exit56
body55:
  store i64 0, ptr %s.addr.59
  br label %cond60
cond60:
  %i63 = load i64, ptr %s.addr.59
  %v64 = icmp slt i64 %i63, %size.S
  br i1 %v64, label %body61, label %exit62
body61:
  %v65 = add i64 %i13, %i57
  %v66 = sub i64 %v65, 1
  %v67 = icmp sge i64 %v66, 0
  %v68 = icmp slt i64 %v66, %size.H
  %v69 = and i1 %v67, %v68
  %ins70 = insertelement <16 x i64> poison, i64 %i36, i64 0
  %splat71 = shufflevector <16 x i64> %ins70, <16 x i64> poison, <16 x i32> zeroinitializer
  %step72 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane73 = add <16 x i64> %splat71, %step72
  %ins74 = insertelement <16 x i64> poison, i64 %i63, i64 0
  %splat75 = shufflevector <16 x i64> %ins74, <16 x i64> poison, <16 x i32> zeroinitializer
  %v76 = add <16 x i64> %lane73, %splat75
  %v77 = sub <16 x i64> %v76, splat (i64 1)
  %ins78 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat79 = shufflevector <16 x i64> %ins78, <16 x i64> poison, <16 x i32> zeroinitializer
  %v80 = icmp sge <16 x i64> %v77, zeroinitializer
  %v81 = icmp slt <16 x i64> %v77, %splat79
  %v82 = and <16 x i1> %v80, %v81
  %ins83 = insertelement <16 x i1> poison, i1 %v69, i64 0
  %splat84 = shufflevector <16 x i1> %ins83, <16 x i1> poison, <16 x i32> zeroinitializer
  %v85 = and <16 x i1> %splat84, %v82
  %v86 = mul i64 %i51, %size.H
  %v87 = add i64 %i13, %i57
  %v88 = sub i64 %v87, 1
  %v89 = add i64 %v86, %v88
  %v90 = mul i64 %v89, %size.W
  %v91 = add i64 %i36, %i63
  %v92 = sub i64 %v91, 1
  %v93 = add i64 %v90, %v92
  %p94 = getelementptr float, ptr %buf.x, i64 %v93
  %ld95 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p94, <16 x i1> %v85, <16 x float> zeroinitializer)
  %v96 = mul i64 %i20, %size.C
  %v97 = add i64 %v96, %i51
  %v98 = mul i64 %v97, %size.R
  %v99 = add i64 %v98, %i57
  %v100 = mul i64 %v99, %size.S
  %v101 = add i64 %v100, %i63
  %p102 = getelementptr float, ptr %buf.w, i64 %v101
  %ld103 = load float, ptr %p102, align 4
  %ins104 = insertelement <16 x float> poison, float %ld103, i64 0
  %splat105 = shufflevector <16 x float> %ins104, <16 x float> poison, <16 x i32> zeroinitializer
  %v106 = fmul contract <16 x float> %ld95, %splat105
  %v107 = add i64 %i13, %i57
  %v108 = sub i64 %v107, 1
  %v109 = icmp sge i64 %v108, 0
  %v110 = icmp slt i64 %v108, %size.H
  %v111 = and i1 %v109, %v110
  %ins112 = insertelement <16 x i64> poison, i64 %i63, i64 0
  %splat113 = shufflevector <16 x i64> %ins112, <16 x i64> poison, <16 x i32> zeroinitializer
  %v114 = add <16 x i64> %lane73, %splat113
  %v115 = sub <16 x i64> %v114, splat (i64 1)
  %ins116 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat117 = shufflevector <16 x i64> %ins116, <16 x i64> poison, <16 x i32> zeroinitializer
  %v118 = icmp sge <16 x i64> %v115, zeroinitializer
  %v119 = icmp slt <16 x i64> %v115, %splat117
  %v120 = and <16 x i1> %v118, %v119
  %ins121 = insertelement <16 x i1> poison, i1 %v111, i64 0
  %splat122 = shufflevector <16 x i1> %ins121, <16 x i1> poison, <16 x i32> zeroinitializer
  %v123 = and <16 x i1> %splat122, %v120
  %old124 = load <16 x float>, ptr %acc39
  %v125 = fadd <16 x float> %old124, %v106
  %v126 = select <16 x i1> %v123, <16 x float> %v125, <16 x float> %old124
  store <16 x float> %v126, ptr %acc39
  %v127 = add i64 %i13, %i57
  %v128 = sub i64 %v127, 1
  %v129 = icmp sge i64 %v128, 0
  %v130 = icmp slt i64 %v128, %size.H
  %v131 = and i1 %v129, %v130
  %ins132 = insertelement <16 x i64> poison, i64 %v38, i64 0
  %splat133 = shufflevector <16 x i64> %ins132, <16 x i64> poison, <16 x i32> zeroinitializer
  %step134 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane135 = add <16 x i64> %splat133, %step134
  %ins136 = insertelement <16 x i64> poison, i64 %i63, i64 0
  %splat137 = shufflevector <16 x i64> %ins136, <16 x i64> poison, <16 x i32> zeroinitializer
  %v138 = add <16 x i64> %lane135, %splat137
  %v139 = sub <16 x i64> %v138, splat (i64 1)
  %ins140 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat141 = shufflevector <16 x i64> %ins140, <16 x i64> poison, <16 x i32> zeroinitializer
  %v142 = icmp sge <16 x i64> %v139, zeroinitializer
  %v143 = icmp slt <16 x i64> %v139, %splat141
  %v144 = and <16 x i1> %v142, %v143
  %ins145 = insertelement <16 x i1> poison, i1 %v131, i64 0
  %splat146 = shufflevector <16 x i1> %ins145, <16 x i1> poison, <16 x i32> zeroinitializer
  %v147 = and <16 x i1> %splat146, %v144
  %v148 = mul i64 %i51, %size.H
  %v149 = add i64 %i13, %i57
  %v150 = sub i64 %v149, 1
  %v151 = add i64 %v148, %v150
  %v152 = mul i64 %v151, %size.W
  %v153 = add i64 %v38, %i63
  %v154 = sub i64 %v153, 1
  %v155 = add i64 %v152, %v154
  %p156 = getelementptr float, ptr %buf.x, i64 %v155
  %ld157 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p156, <16 x i1> %v147, <16 x float> zeroinitializer)
  %v158 = mul i64 %i20, %size.C
  %v159 = add i64 %v158, %i51
  %v160 = mul i64 %v159, %size.R
  %v161 = add i64 %v160, %i57
  %v162 = mul i64 %v161, %size.S
  %v163 = add i64 %v162, %i63
  %p164 = getelementptr float, ptr %buf.w, i64 %v163
  %ld165 = load float, ptr %p164, align 4
  %ins166 = insertelement <16 x float> poison, float %ld165, i64 0
  %splat167 = shufflevector <16 x float> %ins166, <16 x float> poison, <16 x i32> zeroinitializer
  %v168 = fmul contract <16 x float> %ld157, %splat167
  %v169 = add i64 %i13, %i57
  %v170 = sub i64 %v169, 1
  %v171 = icmp sge i64 %v170, 0
  %v172 = icmp slt i64 %v170, %size.H
  %v173 = and i1 %v171, %v172
  %ins174 = insertelement <16 x i64> poison, i64 %i63, i64 0
  %splat175 = shufflevector <16 x i64> %ins174, <16 x i64> poison, <16 x i32> zeroinitializer
  %v176 = add <16 x i64> %lane135, %splat175
  %v177 = sub <16 x i64> %v176, splat (i64 1)
  %ins178 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat179 = shufflevector <16 x i64> %ins178, <16 x i64> poison, <16 x i32> zeroinitializer
  %v180 = icmp sge <16 x i64> %v177, zeroinitializer
  %v181 = icmp slt <16 x i64> %v177, %splat179
  %v182 = and <16 x i1> %v180, %v181
  %ins183 = insertelement <16 x i1> poison, i1 %v173, i64 0
  %splat184 = shufflevector <16 x i1> %ins183, <16 x i1> poison, <16 x i32> zeroinitializer
  %v185 = and <16 x i1> %splat184, %v182
  %old186 = load <16 x float>, ptr %acc40
  %v187 = fadd <16 x float> %old186, %v168
  %v188 = select <16 x i1> %v185, <16 x float> %v187, <16 x float> %old186
  store <16 x float> %v188, ptr %acc40
  %v189 = add i64 %i13, %i57
  %v190 = sub i64 %v189, 1
  %v191 = icmp sge i64 %v190, 0
  %v192 = icmp slt i64 %v190, %size.H
  %v193 = and i1 %v191, %v192
  %ins194 = insertelement <16 x i64> poison, i64 %i36, i64 0
  %splat195 = shufflevector <16 x i64> %ins194, <16 x i64> poison, <16 x i32> zeroinitializer
  %step196 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane197 = add <16 x i64> %splat195, %step196
  %ins198 = insertelement <16 x i64> poison, i64 %i63, i64 0
  %splat199 = shufflevector <16 x i64> %ins198, <16 x i64> poison, <16 x i32> zeroinitializer
  %v200 = add <16 x i64> %lane197, %splat199
  %v201 = sub <16 x i64> %v200, splat (i64 1)
  %ins202 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat203 = shufflevector <16 x i64> %ins202, <16 x i64> poison, <16 x i32> zeroinitializer
  %v204 = icmp sge <16 x i64> %v201, zeroinitializer
  %v205 = icmp slt <16 x i64> %v201, %splat203
  %v206 = and <16 x i1> %v204, %v205
  %ins207 = insertelement <16 x i1> poison, i1 %v193, i64 0
  %splat208 = shufflevector <16 x i1> %ins207, <16 x i1> poison, <16 x i32> zeroinitializer
  %v209 = and <16 x i1> %splat208, %v206
  %v210 = mul i64 %i51, %size.H
  %v211 = add i64 %i13, %i57
  %v212 = sub i64 %v211, 1
  %v213 = add i64 %v210, %v212
  %v214 = mul i64 %v213, %size.W
  %v215 = add i64 %i36, %i63
  %v216 = sub i64 %v215, 1
  %v217 = add i64 %v214, %v216
  %p218 = getelementptr float, ptr %buf.x, i64 %v217
  %ld219 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p218, <16 x i1> %v209, <16 x float> zeroinitializer)
  %v220 = mul i64 %v22, %size.C
  %v221 = add i64 %v220, %i51
  %v222 = mul i64 %v221, %size.R
  %v223 = add i64 %v222, %i57
  %v224 = mul i64 %v223, %size.S
  %v225 = add i64 %v224, %i63
  %p226 = getelementptr float, ptr %buf.w, i64 %v225
  %ld227 = load float, ptr %p226, align 4
  %ins228 = insertelement <16 x float> poison, float %ld227, i64 0
  %splat229 = shufflevector <16 x float> %ins228, <16 x float> poison, <16 x i32> zeroinitializer
  %v230 = fmul contract <16 x float> %ld219, %splat229
  %v231 = add i64 %i13, %i57
  %v232 = sub i64 %v231, 1
  %v233 = icmp sge i64 %v232, 0
  %v234 = icmp slt i64 %v232, %size.H
  %v235 = and i1 %v233, %v234
  %ins236 = insertelement <16 x i64> poison, i64 %i63, i64 0
  %splat237 = shufflevector <16 x i64> %ins236, <16 x i64> poison, <16 x i32> zeroinitializer
  %v238 = add <16 x i64> %lane197, %splat237
  %v239 = sub <16 x i64> %v238, splat (i64 1)
  %ins240 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat241 = shufflevector <16 x i64> %ins240, <16 x i64> poison, <16 x i32> zeroinitializer
  %v242 = icmp sge <16 x i64> %v239, zeroinitializer
  %v243 = icmp slt <16 x i64> %v239, %splat241
  %v244 = and <16 x i1> %v242, %v243
  %ins245 = insertelement <16 x i1> poison, i1 %v235, i64 0
  %splat246 = shufflevector <16 x i1> %ins245, <16 x i1> poison, <16 x i32> zeroinitializer
  %v247 = and <16 x i1> %splat246, %v244
  %old248 = load <16 x float>, ptr %acc41
  %v249 = fadd <16 x float> %old248, %v230
  %v250 = select <16 x i1> %v247, <16 x float> %v249, <16 x float> %old248
  store <16 x float> %v250, ptr %acc41
  %v251 = add i64 %i13, %i57
  %v252 = sub i64 %v251, 1
  %v253 = icmp sge i64 %v252, 0
  %v254 = icmp slt i64 %v252, %size.H
  %v255 = and i1 %v253, %v254
  %ins256 = insertelement <16 x i64> poison, i64 %v38, i64 0
  %splat257 = shufflevector <16 x i64> %ins256, <16 x i64> poison, <16 x i32> zeroinitializer
  %step258 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane259 = add <16 x i64> %splat257, %step258
  %ins260 = insertelement <16 x i64> poison, i64 %i63, i64 0
  %splat261 = shufflevector <16 x i64> %ins260, <16 x i64> poison, <16 x i32> zeroinitializer
  %v262 = add <16 x i64> %lane259, %splat261
  %v263 = sub <16 x i64> %v262, splat (i64 1)
  %ins264 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat265 = shufflevector <16 x i64> %ins264, <16 x i64> poison, <16 x i32> zeroinitializer
  %v266 = icmp sge <16 x i64> %v263, zeroinitializer
  %v267 = icmp slt <16 x i64> %v263, %splat265
  %v268 = and <16 x i1> %v266, %v267
  %ins269 = insertelement <16 x i1> poison, i1 %v255, i64 0
  %splat270 = shufflevector <16 x i1> %ins269, <16 x i1> poison, <16 x i32> zeroinitializer
  %v271 = and <16 x i1> %splat270, %v268
  %v272 = mul i64 %i51, %size.H
  %v273 = add i64 %i13, %i57
  %v274 = sub i64 %v273, 1
  %v275 = add i64 %v272, %v274
  %v276 = mul i64 %v275, %size.W
  %v277 = add i64 %v38, %i63
  %v278 = sub i64 %v277, 1
  %v279 = add i64 %v276, %v278
  %p280 = getelementptr float, ptr %buf.x, i64 %v279
  %ld281 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p280, <16 x i1> %v271, <16 x float> zeroinitializer)
  %v282 = mul i64 %v22, %size.C
  %v283 = add i64 %v282, %i51
  %v284 = mul i64 %v283, %size.R
  %v285 = add i64 %v284, %i57
  %v286 = mul i64 %v285, %size.S
  %v287 = add i64 %v286, %i63
  %p288 = getelementptr float, ptr %buf.w, i64 %v287
  %ld289 = load float, ptr %p288, align 4
  %ins290 = insertelement <16 x float> poison, float %ld289, i64 0
  %splat291 = shufflevector <16 x float> %ins290, <16 x float> poison, <16 x i32> zeroinitializer
  %v292 = fmul contract <16 x float> %ld281, %splat291
  %v293 = add i64 %i13, %i57
  %v294 = sub i64 %v293, 1
  %v295 = icmp sge i64 %v294, 0
  %v296 = icmp slt i64 %v294, %size.H
  %v297 = and i1 %v295, %v296
  %ins298 = insertelement <16 x i64> poison, i64 %i63, i64 0
  %splat299 = shufflevector <16 x i64> %ins298, <16 x i64> poison, <16 x i32> zeroinitializer
  %v300 = add <16 x i64> %lane259, %splat299
  %v301 = sub <16 x i64> %v300, splat (i64 1)
  %ins302 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat303 = shufflevector <16 x i64> %ins302, <16 x i64> poison, <16 x i32> zeroinitializer
  %v304 = icmp sge <16 x i64> %v301, zeroinitializer
  %v305 = icmp slt <16 x i64> %v301, %splat303
  %v306 = and <16 x i1> %v304, %v305
  %ins307 = insertelement <16 x i1> poison, i1 %v297, i64 0
  %splat308 = shufflevector <16 x i1> %ins307, <16 x i1> poison, <16 x i32> zeroinitializer
  %v309 = and <16 x i1> %splat308, %v306
  %old310 = load <16 x float>, ptr %acc42
  %v311 = fadd <16 x float> %old310, %v292
  %v312 = select <16 x i1> %v309, <16 x float> %v311, <16 x float> %old310
  store <16 x float> %v312, ptr %acc42
  %v313 = add i64 %i13, %i57
  %v314 = sub i64 %v313, 1
  %v315 = icmp sge i64 %v314, 0
  %v316 = icmp slt i64 %v314, %size.H
  %v317 = and i1 %v315, %v316
  %ins318 = insertelement <16 x i64> poison, i64 %i36, i64 0
  %splat319 = shufflevector <16 x i64> %ins318, <16 x i64> poison, <16 x i32> zeroinitializer
  %step320 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane321 = add <16 x i64> %splat319, %step320
  %ins322 = insertelement <16 x i64> poison, i64 %i63, i64 0
  %splat323 = shufflevector <16 x i64> %ins322, <16 x i64> poison, <16 x i32> zeroinitializer
  %v324 = add <16 x i64> %lane321, %splat323
  %v325 = sub <16 x i64> %v324, splat (i64 1)
  %ins326 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat327 = shufflevector <16 x i64> %ins326, <16 x i64> poison, <16 x i32> zeroinitializer
  %v328 = icmp sge <16 x i64> %v325, zeroinitializer
  %v329 = icmp slt <16 x i64> %v325, %splat327
  %v330 = and <16 x i1> %v328, %v329
  %ins331 = insertelement <16 x i1> poison, i1 %v317, i64 0
  %splat332 = shufflevector <16 x i1> %ins331, <16 x i1> poison, <16 x i32> zeroinitializer
  %v333 = and <16 x i1> %splat332, %v330
  %v334 = mul i64 %i51, %size.H
  %v335 = add i64 %i13, %i57
  %v336 = sub i64 %v335, 1
  %v337 = add i64 %v334, %v336
  %v338 = mul i64 %v337, %size.W
  %v339 = add i64 %i36, %i63
  %v340 = sub i64 %v339, 1
  %v341 = add i64 %v338, %v340
  %p342 = getelementptr float, ptr %buf.x, i64 %v341
  %ld343 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p342, <16 x i1> %v333, <16 x float> zeroinitializer)
  %v344 = mul i64 %v23, %size.C
  %v345 = add i64 %v344, %i51
  %v346 = mul i64 %v345, %size.R
  %v347 = add i64 %v346, %i57
  %v348 = mul i64 %v347, %size.S
  %v349 = add i64 %v348, %i63
  %p350 = getelementptr float, ptr %buf.w, i64 %v349
  %ld351 = load float, ptr %p350, align 4
  %ins352 = insertelement <16 x float> poison, float %ld351, i64 0
  %splat353 = shufflevector <16 x float> %ins352, <16 x float> poison, <16 x i32> zeroinitializer
  %v354 = fmul contract <16 x float> %ld343, %splat353
  %v355 = add i64 %i13, %i57
  %v356 = sub i64 %v355, 1
  %v357 = icmp sge i64 %v356, 0
  %v358 = icmp slt i64 %v356, %size.H
  %v359 = and i1 %v357, %v358
  %ins360 = insertelement <16 x i64> poison, i64 %i63, i64 0
  %splat361 = shufflevector <16 x i64> %ins360, <16 x i64> poison, <16 x i32> zeroinitializer
  %v362 = add <16 x i64> %lane321, %splat361
  %v363 = sub <16 x i64> %v362, splat (i64 1)
  %ins364 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat365 = shufflevector <16 x i64> %ins364, <16 x i64> poison, <16 x i32> zeroinitializer
  %v366 = icmp sge <16 x i64> %v363, zeroinitializer
  %v367 = icmp slt <16 x i64> %v363, %splat365
  %v368 = and <16 x i1> %v366, %v367
  %ins369 = insertelement <16 x i1> poison, i1 %v359, i64 0
  %splat370 = shufflevector <16 x i1> %ins369, <16 x i1> poison, <16 x i32> zeroinitializer
  %v371 = and <16 x i1> %splat370, %v368
  %old372 = load <16 x float>, ptr %acc43
  %v373 = fadd <16 x float> %old372, %v354
  %v374 = select <16 x i1> %v371, <16 x float> %v373, <16 x float> %old372
  store <16 x float> %v374, ptr %acc43
  %v375 = add i64 %i13, %i57
  %v376 = sub i64 %v375, 1
  %v377 = icmp sge i64 %v376, 0
  %v378 = icmp slt i64 %v376, %size.H
  %v379 = and i1 %v377, %v378
  %ins380 = insertelement <16 x i64> poison, i64 %v38, i64 0
  %splat381 = shufflevector <16 x i64> %ins380, <16 x i64> poison, <16 x i32> zeroinitializer
  %step382 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane383 = add <16 x i64> %splat381, %step382
  %ins384 = insertelement <16 x i64> poison, i64 %i63, i64 0
  %splat385 = shufflevector <16 x i64> %ins384, <16 x i64> poison, <16 x i32> zeroinitializer
  %v386 = add <16 x i64> %lane383, %splat385
  %v387 = sub <16 x i64> %v386, splat (i64 1)
  %ins388 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat389 = shufflevector <16 x i64> %ins388, <16 x i64> poison, <16 x i32> zeroinitializer
  %v390 = icmp sge <16 x i64> %v387, zeroinitializer
  %v391 = icmp slt <16 x i64> %v387, %splat389
  %v392 = and <16 x i1> %v390, %v391
  %ins393 = insertelement <16 x i1> poison, i1 %v379, i64 0
  %splat394 = shufflevector <16 x i1> %ins393, <16 x i1> poison, <16 x i32> zeroinitializer
  %v395 = and <16 x i1> %splat394, %v392
  %v396 = mul i64 %i51, %size.H
  %v397 = add i64 %i13, %i57
  %v398 = sub i64 %v397, 1
  %v399 = add i64 %v396, %v398
  %v400 = mul i64 %v399, %size.W
  %v401 = add i64 %v38, %i63
  %v402 = sub i64 %v401, 1
  %v403 = add i64 %v400, %v402
  %p404 = getelementptr float, ptr %buf.x, i64 %v403
  %ld405 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p404, <16 x i1> %v395, <16 x float> zeroinitializer)
  %v406 = mul i64 %v23, %size.C
  %v407 = add i64 %v406, %i51
  %v408 = mul i64 %v407, %size.R
  %v409 = add i64 %v408, %i57
  %v410 = mul i64 %v409, %size.S
  %v411 = add i64 %v410, %i63
  %p412 = getelementptr float, ptr %buf.w, i64 %v411
  %ld413 = load float, ptr %p412, align 4
  %ins414 = insertelement <16 x float> poison, float %ld413, i64 0
  %splat415 = shufflevector <16 x float> %ins414, <16 x float> poison, <16 x i32> zeroinitializer
  %v416 = fmul contract <16 x float> %ld405, %splat415
  %v417 = add i64 %i13, %i57
  %v418 = sub i64 %v417, 1
  %v419 = icmp sge i64 %v418, 0
  %v420 = icmp slt i64 %v418, %size.H
  %v421 = and i1 %v419, %v420
  %ins422 = insertelement <16 x i64> poison, i64 %i63, i64 0
  %splat423 = shufflevector <16 x i64> %ins422, <16 x i64> poison, <16 x i32> zeroinitializer
  %v424 = add <16 x i64> %lane383, %splat423
  %v425 = sub <16 x i64> %v424, splat (i64 1)
  %ins426 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat427 = shufflevector <16 x i64> %ins426, <16 x i64> poison, <16 x i32> zeroinitializer
  %v428 = icmp sge <16 x i64> %v425, zeroinitializer
  %v429 = icmp slt <16 x i64> %v425, %splat427
  %v430 = and <16 x i1> %v428, %v429
  %ins431 = insertelement <16 x i1> poison, i1 %v421, i64 0
  %splat432 = shufflevector <16 x i1> %ins431, <16 x i1> poison, <16 x i32> zeroinitializer
  %v433 = and <16 x i1> %splat432, %v430
  %old434 = load <16 x float>, ptr %acc44
  %v435 = fadd <16 x float> %old434, %v416
  %v436 = select <16 x i1> %v433, <16 x float> %v435, <16 x float> %old434
  store <16 x float> %v436, ptr %acc44
  %v437 = add i64 %i13, %i57
  %v438 = sub i64 %v437, 1
  %v439 = icmp sge i64 %v438, 0
  %v440 = icmp slt i64 %v438, %size.H
  %v441 = and i1 %v439, %v440
  %ins442 = insertelement <16 x i64> poison, i64 %i36, i64 0
  %splat443 = shufflevector <16 x i64> %ins442, <16 x i64> poison, <16 x i32> zeroinitializer
  %step444 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane445 = add <16 x i64> %splat443, %step444
  %ins446 = insertelement <16 x i64> poison, i64 %i63, i64 0
  %splat447 = shufflevector <16 x i64> %ins446, <16 x i64> poison, <16 x i32> zeroinitializer
  %v448 = add <16 x i64> %lane445, %splat447
  %v449 = sub <16 x i64> %v448, splat (i64 1)
  %ins450 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat451 = shufflevector <16 x i64> %ins450, <16 x i64> poison, <16 x i32> zeroinitializer
  %v452 = icmp sge <16 x i64> %v449, zeroinitializer
  %v453 = icmp slt <16 x i64> %v449, %splat451
  %v454 = and <16 x i1> %v452, %v453
  %ins455 = insertelement <16 x i1> poison, i1 %v441, i64 0
  %splat456 = shufflevector <16 x i1> %ins455, <16 x i1> poison, <16 x i32> zeroinitializer
  %v457 = and <16 x i1> %splat456, %v454
  %v458 = mul i64 %i51, %size.H
  %v459 = add i64 %i13, %i57
  %v460 = sub i64 %v459, 1
  %v461 = add i64 %v458, %v460
  %v462 = mul i64 %v461, %size.W
  %v463 = add i64 %i36, %i63
  %v464 = sub i64 %v463, 1
  %v465 = add i64 %v462, %v464
  %p466 = getelementptr float, ptr %buf.x, i64 %v465
  %ld467 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p466, <16 x i1> %v457, <16 x float> zeroinitializer)
  %v468 = mul i64 %v24, %size.C
  %v469 = add i64 %v468, %i51
  %v470 = mul i64 %v469, %size.R
  %v471 = add i64 %v470, %i57
  %v472 = mul i64 %v471, %size.S
  %v473 = add i64 %v472, %i63
  %p474 = getelementptr float, ptr %buf.w, i64 %v473
  %ld475 = load float, ptr %p474, align 4
  %ins476 = insertelement <16 x float> poison, float %ld475, i64 0
  %splat477 = shufflevector <16 x float> %ins476, <16 x float> poison, <16 x i32> zeroinitializer
  %v478 = fmul contract <16 x float> %ld467, %splat477
  %v479 = add i64 %i13, %i57
  %v480 = sub i64 %v479, 1
  %v481 = icmp sge i64 %v480, 0
  %v482 = icmp slt i64 %v480, %size.H
  %v483 = and i1 %v481, %v482
  %ins484 = insertelement <16 x i64> poison, i64 %i63, i64 0
  %splat485 = shufflevector <16 x i64> %ins484, <16 x i64> poison, <16 x i32> zeroinitializer
  %v486 = add <16 x i64> %lane445, %splat485
  %v487 = sub <16 x i64> %v486, splat (i64 1)
  %ins488 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat489 = shufflevector <16 x i64> %ins488, <16 x i64> poison, <16 x i32> zeroinitializer
  %v490 = icmp sge <16 x i64> %v487, zeroinitializer
  %v491 = icmp slt <16 x i64> %v487, %splat489
  %v492 = and <16 x i1> %v490, %v491
  %ins493 = insertelement <16 x i1> poison, i1 %v483, i64 0
  %splat494 = shufflevector <16 x i1> %ins493, <16 x i1> poison, <16 x i32> zeroinitializer
  %v495 = and <16 x i1> %splat494, %v492
  %old496 = load <16 x float>, ptr %acc45
  %v497 = fadd <16 x float> %old496, %v478
  %v498 = select <16 x i1> %v495, <16 x float> %v497, <16 x float> %old496
  store <16 x float> %v498, ptr %acc45
  %v499 = add i64 %i13, %i57
  %v500 = sub i64 %v499, 1
  %v501 = icmp sge i64 %v500, 0
  %v502 = icmp slt i64 %v500, %size.H
  %v503 = and i1 %v501, %v502
  %ins504 = insertelement <16 x i64> poison, i64 %v38, i64 0
  %splat505 = shufflevector <16 x i64> %ins504, <16 x i64> poison, <16 x i32> zeroinitializer
  %step506 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane507 = add <16 x i64> %splat505, %step506
  %ins508 = insertelement <16 x i64> poison, i64 %i63, i64 0
  %splat509 = shufflevector <16 x i64> %ins508, <16 x i64> poison, <16 x i32> zeroinitializer
  %v510 = add <16 x i64> %lane507, %splat509
  %v511 = sub <16 x i64> %v510, splat (i64 1)
  %ins512 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat513 = shufflevector <16 x i64> %ins512, <16 x i64> poison, <16 x i32> zeroinitializer
  %v514 = icmp sge <16 x i64> %v511, zeroinitializer
  %v515 = icmp slt <16 x i64> %v511, %splat513
  %v516 = and <16 x i1> %v514, %v515
  %ins517 = insertelement <16 x i1> poison, i1 %v503, i64 0
  %splat518 = shufflevector <16 x i1> %ins517, <16 x i1> poison, <16 x i32> zeroinitializer
  %v519 = and <16 x i1> %splat518, %v516
  %v520 = mul i64 %i51, %size.H
  %v521 = add i64 %i13, %i57
  %v522 = sub i64 %v521, 1
  %v523 = add i64 %v520, %v522
  %v524 = mul i64 %v523, %size.W
  %v525 = add i64 %v38, %i63
  %v526 = sub i64 %v525, 1
  %v527 = add i64 %v524, %v526
  %p528 = getelementptr float, ptr %buf.x, i64 %v527
  %ld529 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p528, <16 x i1> %v519, <16 x float> zeroinitializer)
  %v530 = mul i64 %v24, %size.C
  %v531 = add i64 %v530, %i51
  %v532 = mul i64 %v531, %size.R
  %v533 = add i64 %v532, %i57
  %v534 = mul i64 %v533, %size.S
  %v535 = add i64 %v534, %i63
  %p536 = getelementptr float, ptr %buf.w, i64 %v535
  %ld537 = load float, ptr %p536, align 4
  %ins538 = insertelement <16 x float> poison, float %ld537, i64 0
  %splat539 = shufflevector <16 x float> %ins538, <16 x float> poison, <16 x i32> zeroinitializer
  %v540 = fmul contract <16 x float> %ld529, %splat539
  %v541 = add i64 %i13, %i57
  %v542 = sub i64 %v541, 1
  %v543 = icmp sge i64 %v542, 0
  %v544 = icmp slt i64 %v542, %size.H
  %v545 = and i1 %v543, %v544
  %ins546 = insertelement <16 x i64> poison, i64 %i63, i64 0
  %splat547 = shufflevector <16 x i64> %ins546, <16 x i64> poison, <16 x i32> zeroinitializer
  %v548 = add <16 x i64> %lane507, %splat547
  %v549 = sub <16 x i64> %v548, splat (i64 1)
  %ins550 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat551 = shufflevector <16 x i64> %ins550, <16 x i64> poison, <16 x i32> zeroinitializer
  %v552 = icmp sge <16 x i64> %v549, zeroinitializer
  %v553 = icmp slt <16 x i64> %v549, %splat551
  %v554 = and <16 x i1> %v552, %v553
  %ins555 = insertelement <16 x i1> poison, i1 %v545, i64 0
  %splat556 = shufflevector <16 x i1> %ins555, <16 x i1> poison, <16 x i32> zeroinitializer
  %v557 = and <16 x i1> %splat556, %v554
  %old558 = load <16 x float>, ptr %acc46
  %v559 = fadd <16 x float> %old558, %v540
  %v560 = select <16 x i1> %v557, <16 x float> %v559, <16 x float> %old558
  store <16 x float> %v560, ptr %acc46
  %v561 = add nsw i64 %i63, 1
  store i64 %v561, ptr %s.addr.59
  br label %cond60
exit62:
  %v562 = add nsw i64 %i57, 1
  store i64 %v562, ptr %r.addr.53
  br label %cond54
exit56:
  %v563 = add nsw i64 %i51, 1
  store i64 %v563, ptr %c.addr.47
  br label %cond48
exit50:
  %red564 = load <16 x float>, ptr %acc39
  %red565 = load <16 x float>, ptr %acc40
  %red566 = load <16 x float>, ptr %acc41
  %red567 = load <16 x float>, ptr %acc42
  %red568 = load <16 x float>, ptr %acc43
  %red569 = load <16 x float>, ptr %acc44
  %red570 = load <16 x float>, ptr %acc45
  %red571 = load <16 x float>, ptr %acc46
  %p572 = getelementptr float, ptr %buf.b, i64 %i20
  %ld573 = load float, ptr %p572, align 4
  %ins574 = insertelement <16 x float> poison, float %ld573, i64 0
  %splat575 = shufflevector <16 x float> %ins574, <16 x float> poison, <16 x i32> zeroinitializer
  %v576 = fadd contract <16 x float> %splat575, %red564
  %v577 = add i64 %size.H, 1
  %v578 = add i64 %v577, 1
  %v579 = sub i64 %size.R, 1
  %v580 = sub i64 %v578, %v579
  %v581 = sub i64 %v580, 1
  %v582 = add i64 %v581, 1
  %v583 = mul i64 %i20, %v582
  %v584 = add i64 %v583, %i13
  %v585 = add i64 %size.W, 1
  %v586 = add i64 %v585, 1
  %v587 = sub i64 %size.S, 1
  %v588 = sub i64 %v586, %v587
  %v589 = sub i64 %v588, 1
  %v590 = add i64 %v589, 1
  %v591 = mul i64 %v584, %v590
  %v592 = add i64 %v591, %i36
  %p593 = getelementptr float, ptr %buf.y, i64 %v592
  store <16 x float> %v576, ptr %p593, align 4
  %p594 = getelementptr float, ptr %buf.b, i64 %i20
  %ld595 = load float, ptr %p594, align 4
  %ins596 = insertelement <16 x float> poison, float %ld595, i64 0
  %splat597 = shufflevector <16 x float> %ins596, <16 x float> poison, <16 x i32> zeroinitializer
  %v598 = fadd contract <16 x float> %splat597, %red565
  %v599 = add i64 %size.H, 1
  %v600 = add i64 %v599, 1
  %v601 = sub i64 %size.R, 1
  %v602 = sub i64 %v600, %v601
  %v603 = sub i64 %v602, 1
  %v604 = add i64 %v603, 1
  %v605 = mul i64 %i20, %v604
  %v606 = add i64 %v605, %i13
  %v607 = add i64 %size.W, 1
  %v608 = add i64 %v607, 1
  %v609 = sub i64 %size.S, 1
  %v610 = sub i64 %v608, %v609
  %v611 = sub i64 %v610, 1
  %v612 = add i64 %v611, 1
  %v613 = mul i64 %v606, %v612
  %v614 = add i64 %v613, %v38
  %p615 = getelementptr float, ptr %buf.y, i64 %v614
  store <16 x float> %v598, ptr %p615, align 4
  %p616 = getelementptr float, ptr %buf.b, i64 %v22
  %ld617 = load float, ptr %p616, align 4
  %ins618 = insertelement <16 x float> poison, float %ld617, i64 0
  %splat619 = shufflevector <16 x float> %ins618, <16 x float> poison, <16 x i32> zeroinitializer
  %v620 = fadd contract <16 x float> %splat619, %red566
  %v621 = add i64 %size.H, 1
  %v622 = add i64 %v621, 1
  %v623 = sub i64 %size.R, 1
  %v624 = sub i64 %v622, %v623
  %v625 = sub i64 %v624, 1
  %v626 = add i64 %v625, 1
  %v627 = mul i64 %v22, %v626
  %v628 = add i64 %v627, %i13
  %v629 = add i64 %size.W, 1
  %v630 = add i64 %v629, 1
  %v631 = sub i64 %size.S, 1
  %v632 = sub i64 %v630, %v631
  %v633 = sub i64 %v632, 1
  %v634 = add i64 %v633, 1
  %v635 = mul i64 %v628, %v634
  %v636 = add i64 %v635, %i36
  %p637 = getelementptr float, ptr %buf.y, i64 %v636
  store <16 x float> %v620, ptr %p637, align 4
  %p638 = getelementptr float, ptr %buf.b, i64 %v22
  %ld639 = load float, ptr %p638, align 4
  %ins640 = insertelement <16 x float> poison, float %ld639, i64 0
  %splat641 = shufflevector <16 x float> %ins640, <16 x float> poison, <16 x i32> zeroinitializer
  %v642 = fadd contract <16 x float> %splat641, %red567
  %v643 = add i64 %size.H, 1
  %v644 = add i64 %v643, 1
  %v645 = sub i64 %size.R, 1
  %v646 = sub i64 %v644, %v645
  %v647 = sub i64 %v646, 1
  %v648 = add i64 %v647, 1
  %v649 = mul i64 %v22, %v648
  %v650 = add i64 %v649, %i13
  %v651 = add i64 %size.W, 1
  %v652 = add i64 %v651, 1
  %v653 = sub i64 %size.S, 1
  %v654 = sub i64 %v652, %v653
  %v655 = sub i64 %v654, 1
  %v656 = add i64 %v655, 1
  %v657 = mul i64 %v650, %v656
  %v658 = add i64 %v657, %v38
  %p659 = getelementptr float, ptr %buf.y, i64 %v658
  store <16 x float> %v642, ptr %p659, align 4
  %p660 = getelementptr float, ptr %buf.b, i64 %v23
  %ld661 = load float, ptr %p660, align 4
  %ins662 = insertelement <16 x float> poison, float %ld661, i64 0
  %splat663 = shufflevector <16 x float> %ins662, <16 x float> poison, <16 x i32> zeroinitializer
  %v664 = fadd contract <16 x float> %splat663, %red568
  %v665 = add i64 %size.H, 1
  %v666 = add i64 %v665, 1
  %v667 = sub i64 %size.R, 1
  %v668 = sub i64 %v666, %v667
  %v669 = sub i64 %v668, 1
  %v670 = add i64 %v669, 1
  %v671 = mul i64 %v23, %v670
  %v672 = add i64 %v671, %i13
  %v673 = add i64 %size.W, 1
  %v674 = add i64 %v673, 1
  %v675 = sub i64 %size.S, 1
  %v676 = sub i64 %v674, %v675
  %v677 = sub i64 %v676, 1
  %v678 = add i64 %v677, 1
  %v679 = mul i64 %v672, %v678
  %v680 = add i64 %v679, %i36
  %p681 = getelementptr float, ptr %buf.y, i64 %v680
  store <16 x float> %v664, ptr %p681, align 4
  %p682 = getelementptr float, ptr %buf.b, i64 %v23
  %ld683 = load float, ptr %p682, align 4
  %ins684 = insertelement <16 x float> poison, float %ld683, i64 0
  %splat685 = shufflevector <16 x float> %ins684, <16 x float> poison, <16 x i32> zeroinitializer
  %v686 = fadd contract <16 x float> %splat685, %red569
  %v687 = add i64 %size.H, 1
  %v688 = add i64 %v687, 1
  %v689 = sub i64 %size.R, 1
  %v690 = sub i64 %v688, %v689
  %v691 = sub i64 %v690, 1
  %v692 = add i64 %v691, 1
  %v693 = mul i64 %v23, %v692
  %v694 = add i64 %v693, %i13
  %v695 = add i64 %size.W, 1
  %v696 = add i64 %v695, 1
  %v697 = sub i64 %size.S, 1
  %v698 = sub i64 %v696, %v697
  %v699 = sub i64 %v698, 1
  %v700 = add i64 %v699, 1
  %v701 = mul i64 %v694, %v700
  %v702 = add i64 %v701, %v38
  %p703 = getelementptr float, ptr %buf.y, i64 %v702
  store <16 x float> %v686, ptr %p703, align 4
  %p704 = getelementptr float, ptr %buf.b, i64 %v24
  %ld705 = load float, ptr %p704, align 4
  %ins706 = insertelement <16 x float> poison, float %ld705, i64 0
  %splat707 = shufflevector <16 x float> %ins706, <16 x float> poison, <16 x i32> zeroinitializer
  %v708 = fadd contract <16 x float> %splat707, %red570
  %v709 = add i64 %size.H, 1
  %v710 = add i64 %v709, 1
  %v711 = sub i64 %size.R, 1
  %v712 = sub i64 %v710, %v711
  %v713 = sub i64 %v712, 1
  %v714 = add i64 %v713, 1
  %v715 = mul i64 %v24, %v714
  %v716 = add i64 %v715, %i13
  %v717 = add i64 %size.W, 1
  %v718 = add i64 %v717, 1
  %v719 = sub i64 %size.S, 1
  %v720 = sub i64 %v718, %v719
  %v721 = sub i64 %v720, 1
  %v722 = add i64 %v721, 1
  %v723 = mul i64 %v716, %v722
  %v724 = add i64 %v723, %i36
  %p725 = getelementptr float, ptr %buf.y, i64 %v724
  store <16 x float> %v708, ptr %p725, align 4
  %p726 = getelementptr float, ptr %buf.b, i64 %v24
  %ld727 = load float, ptr %p726, align 4
  %ins728 = insertelement <16 x float> poison, float %ld727, i64 0
  %splat729 = shufflevector <16 x float> %ins728, <16 x float> poison, <16 x i32> zeroinitializer
  %v730 = fadd contract <16 x float> %splat729, %red571
  %v731 = add i64 %size.H, 1
  %v732 = add i64 %v731, 1
  %v733 = sub i64 %size.R, 1
  %v734 = sub i64 %v732, %v733
  %v735 = sub i64 %v734, 1
  %v736 = add i64 %v735, 1
  %v737 = mul i64 %v24, %v736
  %v738 = add i64 %v737, %i13
  %v739 = add i64 %size.W, 1
  %v740 = add i64 %v739, 1
  %v741 = sub i64 %size.S, 1
  %v742 = sub i64 %v740, %v741
  %v743 = sub i64 %v742, 1
  %v744 = add i64 %v743, 1
  %v745 = mul i64 %v738, %v744
  %v746 = add i64 %v745, %v38
  %p747 = getelementptr float, ptr %buf.y, i64 %v746
  store <16 x float> %v730, ptr %p747, align 4
  %v748 = add nsw i64 %i36, 32
  store i64 %v748, ptr %q.addr.31
  br label %cond33
exit35:
  %v749 = load i64, ptr %q.addr.31
  %v750 = add i64 %size.W, 1
  %v751 = add i64 %v750, 1
  %v752 = sub i64 %size.S, 1
  %v753 = sub i64 %v751, %v752
  %v754 = sub i64 %v753, 1
  %v755 = add i64 %v754, 1
  store i64 %v749, ptr %q.addr.756
  %v757 = sub i64 %v755, 16
  br label %cond758
cond758:
  %i761 = load i64, ptr %q.addr.756
  %v762 = icmp sle i64 %i761, %v757
  br i1 %v762, label %body759, label %exit760
body759:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc763
  store i64 0, ptr %c.addr.764
  br label %cond765
cond765:
  %i768 = load i64, ptr %c.addr.764
  %v769 = icmp slt i64 %i768, %size.C
  br i1 %v769, label %body766, label %exit767
body766:
  store i64 0, ptr %r.addr.770
  br label %cond771
cond771:
  %i774 = load i64, ptr %r.addr.770
  %v775 = icmp slt i64 %i774, %size.R
  br i1 %v775, label %body772, label %exit773
body772:
  store i64 0, ptr %s.addr.776
  br label %cond777
cond777:
  %i780 = load i64, ptr %s.addr.776
  %v781 = icmp slt i64 %i780, %size.S
  br i1 %v781, label %body778, label %exit779
body778:
  %v782 = add i64 %i13, %i774
  %v783 = sub i64 %v782, 1
  %v784 = icmp sge i64 %v783, 0
  %v785 = icmp slt i64 %v783, %size.H
  %v786 = and i1 %v784, %v785
  %ins787 = insertelement <16 x i64> poison, i64 %i761, i64 0
  %splat788 = shufflevector <16 x i64> %ins787, <16 x i64> poison, <16 x i32> zeroinitializer
  %step789 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane790 = add <16 x i64> %splat788, %step789
  %ins791 = insertelement <16 x i64> poison, i64 %i780, i64 0
  %splat792 = shufflevector <16 x i64> %ins791, <16 x i64> poison, <16 x i32> zeroinitializer
  %v793 = add <16 x i64> %lane790, %splat792
  %v794 = sub <16 x i64> %v793, splat (i64 1)
  %ins795 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat796 = shufflevector <16 x i64> %ins795, <16 x i64> poison, <16 x i32> zeroinitializer
  %v797 = icmp sge <16 x i64> %v794, zeroinitializer
  %v798 = icmp slt <16 x i64> %v794, %splat796
  %v799 = and <16 x i1> %v797, %v798
  %ins800 = insertelement <16 x i1> poison, i1 %v786, i64 0
  %splat801 = shufflevector <16 x i1> %ins800, <16 x i1> poison, <16 x i32> zeroinitializer
  %v802 = and <16 x i1> %splat801, %v799
  %v803 = mul i64 %i768, %size.H
  %v804 = add i64 %i13, %i774
  %v805 = sub i64 %v804, 1
  %v806 = add i64 %v803, %v805
  %v807 = mul i64 %v806, %size.W
  %v808 = add i64 %i761, %i780
  %v809 = sub i64 %v808, 1
  %v810 = add i64 %v807, %v809
  %p811 = getelementptr float, ptr %buf.x, i64 %v810
  %ld812 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p811, <16 x i1> %v802, <16 x float> zeroinitializer)
  %v813 = mul i64 %i20, %size.C
  %v814 = add i64 %v813, %i768
  %v815 = mul i64 %v814, %size.R
  %v816 = add i64 %v815, %i774
  %v817 = mul i64 %v816, %size.S
  %v818 = add i64 %v817, %i780
  %p819 = getelementptr float, ptr %buf.w, i64 %v818
  %ld820 = load float, ptr %p819, align 4
  %ins821 = insertelement <16 x float> poison, float %ld820, i64 0
  %splat822 = shufflevector <16 x float> %ins821, <16 x float> poison, <16 x i32> zeroinitializer
  %v823 = fmul contract <16 x float> %ld812, %splat822
  %v824 = add i64 %i13, %i774
  %v825 = sub i64 %v824, 1
  %v826 = icmp sge i64 %v825, 0
  %v827 = icmp slt i64 %v825, %size.H
  %v828 = and i1 %v826, %v827
  %ins829 = insertelement <16 x i64> poison, i64 %i780, i64 0
  %splat830 = shufflevector <16 x i64> %ins829, <16 x i64> poison, <16 x i32> zeroinitializer
  %v831 = add <16 x i64> %lane790, %splat830
  %v832 = sub <16 x i64> %v831, splat (i64 1)
  %ins833 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat834 = shufflevector <16 x i64> %ins833, <16 x i64> poison, <16 x i32> zeroinitializer
  %v835 = icmp sge <16 x i64> %v832, zeroinitializer
  %v836 = icmp slt <16 x i64> %v832, %splat834
  %v837 = and <16 x i1> %v835, %v836
  %ins838 = insertelement <16 x i1> poison, i1 %v828, i64 0
  %splat839 = shufflevector <16 x i1> %ins838, <16 x i1> poison, <16 x i32> zeroinitializer
  %v840 = and <16 x i1> %splat839, %v837
  %old841 = load <16 x float>, ptr %acc763
  %v842 = fadd <16 x float> %old841, %v823
  %v843 = select <16 x i1> %v840, <16 x float> %v842, <16 x float> %old841
  store <16 x float> %v843, ptr %acc763
  %v844 = add nsw i64 %i780, 1
  store i64 %v844, ptr %s.addr.776
  br label %cond777
exit779:
  %v845 = add nsw i64 %i774, 1
  store i64 %v845, ptr %r.addr.770
  br label %cond771
exit773:
  %v846 = add nsw i64 %i768, 1
  store i64 %v846, ptr %c.addr.764
  br label %cond765
exit767:
  %red847 = load <16 x float>, ptr %acc763
  %p848 = getelementptr float, ptr %buf.b, i64 %i20
  %ld849 = load float, ptr %p848, align 4
  %ins850 = insertelement <16 x float> poison, float %ld849, i64 0
  %splat851 = shufflevector <16 x float> %ins850, <16 x float> poison, <16 x i32> zeroinitializer
  %v852 = fadd contract <16 x float> %splat851, %red847
  %v853 = add i64 %size.H, 1
  %v854 = add i64 %v853, 1
  %v855 = sub i64 %size.R, 1
  %v856 = sub i64 %v854, %v855
  %v857 = sub i64 %v856, 1
  %v858 = add i64 %v857, 1
  %v859 = mul i64 %i20, %v858
  %v860 = add i64 %v859, %i13
  %v861 = add i64 %size.W, 1
  %v862 = add i64 %v861, 1
  %v863 = sub i64 %size.S, 1
  %v864 = sub i64 %v862, %v863
  %v865 = sub i64 %v864, 1
  %v866 = add i64 %v865, 1
  %v867 = mul i64 %v860, %v866
  %v868 = add i64 %v867, %i761
  %p869 = getelementptr float, ptr %buf.y, i64 %v868
  store <16 x float> %v852, ptr %p869, align 4
  %v870 = add nsw i64 %i761, 16
  store i64 %v870, ptr %q.addr.756
  br label %cond758
exit760:
  %i871 = load i64, ptr %q.addr.756
  %v872 = icmp slt i64 %i871, %v755
  br i1 %v872, label %tail873, label %done874
tail873:
  %mask875 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i871, i64 %v755)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc876
  store i64 0, ptr %c.addr.877
  br label %cond878
cond878:
  %i881 = load i64, ptr %c.addr.877
  %v882 = icmp slt i64 %i881, %size.C
  br i1 %v882, label %body879, label %exit880
body879:
  store i64 0, ptr %r.addr.883
  br label %cond884
cond884:
  %i887 = load i64, ptr %r.addr.883
  %v888 = icmp slt i64 %i887, %size.R
  br i1 %v888, label %body885, label %exit886
body885:
  store i64 0, ptr %s.addr.889
  br label %cond890
cond890:
  %i893 = load i64, ptr %s.addr.889
  %v894 = icmp slt i64 %i893, %size.S
  br i1 %v894, label %body891, label %exit892
body891:
  %v895 = add i64 %i13, %i887
  %v896 = sub i64 %v895, 1
  %v897 = icmp sge i64 %v896, 0
  %v898 = icmp slt i64 %v896, %size.H
  %v899 = and i1 %v897, %v898
  %ins900 = insertelement <16 x i64> poison, i64 %i871, i64 0
  %splat901 = shufflevector <16 x i64> %ins900, <16 x i64> poison, <16 x i32> zeroinitializer
  %step902 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane903 = add <16 x i64> %splat901, %step902
  %ins904 = insertelement <16 x i64> poison, i64 %i893, i64 0
  %splat905 = shufflevector <16 x i64> %ins904, <16 x i64> poison, <16 x i32> zeroinitializer
  %v906 = add <16 x i64> %lane903, %splat905
  %v907 = sub <16 x i64> %v906, splat (i64 1)
  %ins908 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat909 = shufflevector <16 x i64> %ins908, <16 x i64> poison, <16 x i32> zeroinitializer
  %v910 = icmp sge <16 x i64> %v907, zeroinitializer
  %v911 = icmp slt <16 x i64> %v907, %splat909
  %v912 = and <16 x i1> %v910, %v911
  %ins913 = insertelement <16 x i1> poison, i1 %v899, i64 0
  %splat914 = shufflevector <16 x i1> %ins913, <16 x i1> poison, <16 x i32> zeroinitializer
  %v915 = and <16 x i1> %splat914, %v912
  %v916 = and <16 x i1> %mask875, %v915
  %v917 = mul i64 %i881, %size.H
  %v918 = add i64 %i13, %i887
  %v919 = sub i64 %v918, 1
  %v920 = add i64 %v917, %v919
  %v921 = mul i64 %v920, %size.W
  %v922 = add i64 %i871, %i893
  %v923 = sub i64 %v922, 1
  %v924 = add i64 %v921, %v923
  %p925 = getelementptr float, ptr %buf.x, i64 %v924
  %ld926 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p925, <16 x i1> %v916, <16 x float> zeroinitializer)
  %v927 = mul i64 %i20, %size.C
  %v928 = add i64 %v927, %i881
  %v929 = mul i64 %v928, %size.R
  %v930 = add i64 %v929, %i887
  %v931 = mul i64 %v930, %size.S
  %v932 = add i64 %v931, %i893
  %p933 = getelementptr float, ptr %buf.w, i64 %v932
  %ld934 = load float, ptr %p933, align 4
  %ins935 = insertelement <16 x float> poison, float %ld934, i64 0
  %splat936 = shufflevector <16 x float> %ins935, <16 x float> poison, <16 x i32> zeroinitializer
  %v937 = fmul contract <16 x float> %ld926, %splat936
  %v938 = add i64 %i13, %i887
  %v939 = sub i64 %v938, 1
  %v940 = icmp sge i64 %v939, 0
  %v941 = icmp slt i64 %v939, %size.H
  %v942 = and i1 %v940, %v941
  %ins943 = insertelement <16 x i64> poison, i64 %i893, i64 0
  %splat944 = shufflevector <16 x i64> %ins943, <16 x i64> poison, <16 x i32> zeroinitializer
  %v945 = add <16 x i64> %lane903, %splat944
  %v946 = sub <16 x i64> %v945, splat (i64 1)
  %ins947 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat948 = shufflevector <16 x i64> %ins947, <16 x i64> poison, <16 x i32> zeroinitializer
  %v949 = icmp sge <16 x i64> %v946, zeroinitializer
  %v950 = icmp slt <16 x i64> %v946, %splat948
  %v951 = and <16 x i1> %v949, %v950
  %ins952 = insertelement <16 x i1> poison, i1 %v942, i64 0
  %splat953 = shufflevector <16 x i1> %ins952, <16 x i1> poison, <16 x i32> zeroinitializer
  %v954 = and <16 x i1> %splat953, %v951
  %v955 = and <16 x i1> %mask875, %v954
  %old956 = load <16 x float>, ptr %acc876
  %v957 = fadd <16 x float> %old956, %v937
  %v958 = select <16 x i1> %v955, <16 x float> %v957, <16 x float> %old956
  store <16 x float> %v958, ptr %acc876
  %v959 = add nsw i64 %i893, 1
  store i64 %v959, ptr %s.addr.889
  br label %cond890
exit892:
  %v960 = add nsw i64 %i887, 1
  store i64 %v960, ptr %r.addr.883
  br label %cond884
exit886:
  %v961 = add nsw i64 %i881, 1
  store i64 %v961, ptr %c.addr.877
  br label %cond878
exit880:
  %red962 = load <16 x float>, ptr %acc876
  %p963 = getelementptr float, ptr %buf.b, i64 %i20
  %ld964 = load float, ptr %p963, align 4
  %ins965 = insertelement <16 x float> poison, float %ld964, i64 0
  %splat966 = shufflevector <16 x float> %ins965, <16 x float> poison, <16 x i32> zeroinitializer
  %v967 = fadd contract <16 x float> %splat966, %red962
  %v968 = add i64 %size.H, 1
  %v969 = add i64 %v968, 1
  %v970 = sub i64 %size.R, 1
  %v971 = sub i64 %v969, %v970
  %v972 = sub i64 %v971, 1
  %v973 = add i64 %v972, 1
  %v974 = mul i64 %i20, %v973
  %v975 = add i64 %v974, %i13
  %v976 = add i64 %size.W, 1
  %v977 = add i64 %v976, 1
  %v978 = sub i64 %size.S, 1
  %v979 = sub i64 %v977, %v978
  %v980 = sub i64 %v979, 1
  %v981 = add i64 %v980, 1
  %v982 = mul i64 %v975, %v981
  %v983 = add i64 %v982, %i871
  %p984 = getelementptr float, ptr %buf.y, i64 %v983
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v967, ptr align 4 %p984, <16 x i1> %mask875)
  br label %done874
done874:
  %v985 = add i64 %size.W, 1
  %v986 = add i64 %v985, 1
  %v987 = sub i64 %size.S, 1
  %v988 = sub i64 %v986, %v987
  %v989 = sub i64 %v988, 1
  %v990 = add i64 %v989, 1
  store i64 %v749, ptr %q.addr.991
  %v992 = sub i64 %v990, 16
  br label %cond993
cond993:
  %i996 = load i64, ptr %q.addr.991
  %v997 = icmp sle i64 %i996, %v992
  br i1 %v997, label %body994, label %exit995
body994:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc998
  store i64 0, ptr %c.addr.999
  br label %cond1000
cond1000:
  %i1003 = load i64, ptr %c.addr.999
  %v1004 = icmp slt i64 %i1003, %size.C
  br i1 %v1004, label %body1001, label %exit1002
body1001:
  store i64 0, ptr %r.addr.1005
  br label %cond1006
cond1006:
  %i1009 = load i64, ptr %r.addr.1005
  %v1010 = icmp slt i64 %i1009, %size.R
  br i1 %v1010, label %body1007, label %exit1008
body1007:
  store i64 0, ptr %s.addr.1011
  br label %cond1012
cond1012:
  %i1015 = load i64, ptr %s.addr.1011
  %v1016 = icmp slt i64 %i1015, %size.S
  br i1 %v1016, label %body1013, label %exit1014
body1013:
  %v1017 = add i64 %i13, %i1009
  %v1018 = sub i64 %v1017, 1
  %v1019 = icmp sge i64 %v1018, 0
  %v1020 = icmp slt i64 %v1018, %size.H
  %v1021 = and i1 %v1019, %v1020
  %ins1022 = insertelement <16 x i64> poison, i64 %i996, i64 0
  %splat1023 = shufflevector <16 x i64> %ins1022, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1024 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1025 = add <16 x i64> %splat1023, %step1024
  %ins1026 = insertelement <16 x i64> poison, i64 %i1015, i64 0
  %splat1027 = shufflevector <16 x i64> %ins1026, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1028 = add <16 x i64> %lane1025, %splat1027
  %v1029 = sub <16 x i64> %v1028, splat (i64 1)
  %ins1030 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1031 = shufflevector <16 x i64> %ins1030, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1032 = icmp sge <16 x i64> %v1029, zeroinitializer
  %v1033 = icmp slt <16 x i64> %v1029, %splat1031
  %v1034 = and <16 x i1> %v1032, %v1033
  %ins1035 = insertelement <16 x i1> poison, i1 %v1021, i64 0
  %splat1036 = shufflevector <16 x i1> %ins1035, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1037 = and <16 x i1> %splat1036, %v1034
  %v1038 = mul i64 %i1003, %size.H
  %v1039 = add i64 %i13, %i1009
  %v1040 = sub i64 %v1039, 1
  %v1041 = add i64 %v1038, %v1040
  %v1042 = mul i64 %v1041, %size.W
  %v1043 = add i64 %i996, %i1015
  %v1044 = sub i64 %v1043, 1
  %v1045 = add i64 %v1042, %v1044
  %p1046 = getelementptr float, ptr %buf.x, i64 %v1045
  %ld1047 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1046, <16 x i1> %v1037, <16 x float> zeroinitializer)
  %v1048 = mul i64 %v22, %size.C
  %v1049 = add i64 %v1048, %i1003
  %v1050 = mul i64 %v1049, %size.R
  %v1051 = add i64 %v1050, %i1009
  %v1052 = mul i64 %v1051, %size.S
  %v1053 = add i64 %v1052, %i1015
  %p1054 = getelementptr float, ptr %buf.w, i64 %v1053
  %ld1055 = load float, ptr %p1054, align 4
  %ins1056 = insertelement <16 x float> poison, float %ld1055, i64 0
  %splat1057 = shufflevector <16 x float> %ins1056, <16 x float> poison, <16 x i32> zeroinitializer
  %v1058 = fmul contract <16 x float> %ld1047, %splat1057
  %v1059 = add i64 %i13, %i1009
  %v1060 = sub i64 %v1059, 1
  %v1061 = icmp sge i64 %v1060, 0
  %v1062 = icmp slt i64 %v1060, %size.H
  %v1063 = and i1 %v1061, %v1062
  %ins1064 = insertelement <16 x i64> poison, i64 %i1015, i64 0
  %splat1065 = shufflevector <16 x i64> %ins1064, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1066 = add <16 x i64> %lane1025, %splat1065
  %v1067 = sub <16 x i64> %v1066, splat (i64 1)
  %ins1068 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1069 = shufflevector <16 x i64> %ins1068, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1070 = icmp sge <16 x i64> %v1067, zeroinitializer
  %v1071 = icmp slt <16 x i64> %v1067, %splat1069
  %v1072 = and <16 x i1> %v1070, %v1071
  %ins1073 = insertelement <16 x i1> poison, i1 %v1063, i64 0
  %splat1074 = shufflevector <16 x i1> %ins1073, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1075 = and <16 x i1> %splat1074, %v1072
  %old1076 = load <16 x float>, ptr %acc998
  %v1077 = fadd <16 x float> %old1076, %v1058
  %v1078 = select <16 x i1> %v1075, <16 x float> %v1077, <16 x float> %old1076
  store <16 x float> %v1078, ptr %acc998
  %v1079 = add nsw i64 %i1015, 1
  store i64 %v1079, ptr %s.addr.1011
  br label %cond1012
exit1014:
  %v1080 = add nsw i64 %i1009, 1
  store i64 %v1080, ptr %r.addr.1005
  br label %cond1006
exit1008:
  %v1081 = add nsw i64 %i1003, 1
  store i64 %v1081, ptr %c.addr.999
  br label %cond1000
exit1002:
  %red1082 = load <16 x float>, ptr %acc998
  %p1083 = getelementptr float, ptr %buf.b, i64 %v22
  %ld1084 = load float, ptr %p1083, align 4
  %ins1085 = insertelement <16 x float> poison, float %ld1084, i64 0
  %splat1086 = shufflevector <16 x float> %ins1085, <16 x float> poison, <16 x i32> zeroinitializer
  %v1087 = fadd contract <16 x float> %splat1086, %red1082
  %v1088 = add i64 %size.H, 1
  %v1089 = add i64 %v1088, 1
  %v1090 = sub i64 %size.R, 1
  %v1091 = sub i64 %v1089, %v1090
  %v1092 = sub i64 %v1091, 1
  %v1093 = add i64 %v1092, 1
  %v1094 = mul i64 %v22, %v1093
  %v1095 = add i64 %v1094, %i13
  %v1096 = add i64 %size.W, 1
  %v1097 = add i64 %v1096, 1
  %v1098 = sub i64 %size.S, 1
  %v1099 = sub i64 %v1097, %v1098
  %v1100 = sub i64 %v1099, 1
  %v1101 = add i64 %v1100, 1
  %v1102 = mul i64 %v1095, %v1101
  %v1103 = add i64 %v1102, %i996
  %p1104 = getelementptr float, ptr %buf.y, i64 %v1103
  store <16 x float> %v1087, ptr %p1104, align 4
  %v1105 = add nsw i64 %i996, 16
  store i64 %v1105, ptr %q.addr.991
  br label %cond993
exit995:
  %i1106 = load i64, ptr %q.addr.991
  %v1107 = icmp slt i64 %i1106, %v990
  br i1 %v1107, label %tail1108, label %done1109
tail1108:
  %mask1110 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1106, i64 %v990)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1111
  store i64 0, ptr %c.addr.1112
  br label %cond1113
cond1113:
  %i1116 = load i64, ptr %c.addr.1112
  %v1117 = icmp slt i64 %i1116, %size.C
  br i1 %v1117, label %body1114, label %exit1115
body1114:
  store i64 0, ptr %r.addr.1118
  br label %cond1119
cond1119:
  %i1122 = load i64, ptr %r.addr.1118
  %v1123 = icmp slt i64 %i1122, %size.R
  br i1 %v1123, label %body1120, label %exit1121
body1120:
  store i64 0, ptr %s.addr.1124
  br label %cond1125
cond1125:
  %i1128 = load i64, ptr %s.addr.1124
  %v1129 = icmp slt i64 %i1128, %size.S
  br i1 %v1129, label %body1126, label %exit1127
body1126:
  %v1130 = add i64 %i13, %i1122
  %v1131 = sub i64 %v1130, 1
  %v1132 = icmp sge i64 %v1131, 0
  %v1133 = icmp slt i64 %v1131, %size.H
  %v1134 = and i1 %v1132, %v1133
  %ins1135 = insertelement <16 x i64> poison, i64 %i1106, i64 0
  %splat1136 = shufflevector <16 x i64> %ins1135, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1137 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1138 = add <16 x i64> %splat1136, %step1137
  %ins1139 = insertelement <16 x i64> poison, i64 %i1128, i64 0
  %splat1140 = shufflevector <16 x i64> %ins1139, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1141 = add <16 x i64> %lane1138, %splat1140
  %v1142 = sub <16 x i64> %v1141, splat (i64 1)
  %ins1143 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1144 = shufflevector <16 x i64> %ins1143, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1145 = icmp sge <16 x i64> %v1142, zeroinitializer
  %v1146 = icmp slt <16 x i64> %v1142, %splat1144
  %v1147 = and <16 x i1> %v1145, %v1146
  %ins1148 = insertelement <16 x i1> poison, i1 %v1134, i64 0
  %splat1149 = shufflevector <16 x i1> %ins1148, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1150 = and <16 x i1> %splat1149, %v1147
  %v1151 = and <16 x i1> %mask1110, %v1150
  %v1152 = mul i64 %i1116, %size.H
  %v1153 = add i64 %i13, %i1122
  %v1154 = sub i64 %v1153, 1
  %v1155 = add i64 %v1152, %v1154
  %v1156 = mul i64 %v1155, %size.W
  %v1157 = add i64 %i1106, %i1128
  %v1158 = sub i64 %v1157, 1
  %v1159 = add i64 %v1156, %v1158
  %p1160 = getelementptr float, ptr %buf.x, i64 %v1159
  %ld1161 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1160, <16 x i1> %v1151, <16 x float> zeroinitializer)
  %v1162 = mul i64 %v22, %size.C
  %v1163 = add i64 %v1162, %i1116
  %v1164 = mul i64 %v1163, %size.R
  %v1165 = add i64 %v1164, %i1122
  %v1166 = mul i64 %v1165, %size.S
  %v1167 = add i64 %v1166, %i1128
  %p1168 = getelementptr float, ptr %buf.w, i64 %v1167
  %ld1169 = load float, ptr %p1168, align 4
  %ins1170 = insertelement <16 x float> poison, float %ld1169, i64 0
  %splat1171 = shufflevector <16 x float> %ins1170, <16 x float> poison, <16 x i32> zeroinitializer
  %v1172 = fmul contract <16 x float> %ld1161, %splat1171
  %v1173 = add i64 %i13, %i1122
  %v1174 = sub i64 %v1173, 1
  %v1175 = icmp sge i64 %v1174, 0
  %v1176 = icmp slt i64 %v1174, %size.H
  %v1177 = and i1 %v1175, %v1176
  %ins1178 = insertelement <16 x i64> poison, i64 %i1128, i64 0
  %splat1179 = shufflevector <16 x i64> %ins1178, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1180 = add <16 x i64> %lane1138, %splat1179
  %v1181 = sub <16 x i64> %v1180, splat (i64 1)
  %ins1182 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1183 = shufflevector <16 x i64> %ins1182, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1184 = icmp sge <16 x i64> %v1181, zeroinitializer
  %v1185 = icmp slt <16 x i64> %v1181, %splat1183
  %v1186 = and <16 x i1> %v1184, %v1185
  %ins1187 = insertelement <16 x i1> poison, i1 %v1177, i64 0
  %splat1188 = shufflevector <16 x i1> %ins1187, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1189 = and <16 x i1> %splat1188, %v1186
  %v1190 = and <16 x i1> %mask1110, %v1189
  %old1191 = load <16 x float>, ptr %acc1111
  %v1192 = fadd <16 x float> %old1191, %v1172
  %v1193 = select <16 x i1> %v1190, <16 x float> %v1192, <16 x float> %old1191
  store <16 x float> %v1193, ptr %acc1111
  %v1194 = add nsw i64 %i1128, 1
  store i64 %v1194, ptr %s.addr.1124
  br label %cond1125
exit1127:
  %v1195 = add nsw i64 %i1122, 1
  store i64 %v1195, ptr %r.addr.1118
  br label %cond1119
exit1121:
  %v1196 = add nsw i64 %i1116, 1
  store i64 %v1196, ptr %c.addr.1112
  br label %cond1113
exit1115:
  %red1197 = load <16 x float>, ptr %acc1111
  %p1198 = getelementptr float, ptr %buf.b, i64 %v22
  %ld1199 = load float, ptr %p1198, align 4
  %ins1200 = insertelement <16 x float> poison, float %ld1199, i64 0
  %splat1201 = shufflevector <16 x float> %ins1200, <16 x float> poison, <16 x i32> zeroinitializer
  %v1202 = fadd contract <16 x float> %splat1201, %red1197
  %v1203 = add i64 %size.H, 1
  %v1204 = add i64 %v1203, 1
  %v1205 = sub i64 %size.R, 1
  %v1206 = sub i64 %v1204, %v1205
  %v1207 = sub i64 %v1206, 1
  %v1208 = add i64 %v1207, 1
  %v1209 = mul i64 %v22, %v1208
  %v1210 = add i64 %v1209, %i13
  %v1211 = add i64 %size.W, 1
  %v1212 = add i64 %v1211, 1
  %v1213 = sub i64 %size.S, 1
  %v1214 = sub i64 %v1212, %v1213
  %v1215 = sub i64 %v1214, 1
  %v1216 = add i64 %v1215, 1
  %v1217 = mul i64 %v1210, %v1216
  %v1218 = add i64 %v1217, %i1106
  %p1219 = getelementptr float, ptr %buf.y, i64 %v1218
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1202, ptr align 4 %p1219, <16 x i1> %mask1110)
  br label %done1109
done1109:
  %v1220 = add i64 %size.W, 1
  %v1221 = add i64 %v1220, 1
  %v1222 = sub i64 %size.S, 1
  %v1223 = sub i64 %v1221, %v1222
  %v1224 = sub i64 %v1223, 1
  %v1225 = add i64 %v1224, 1
  store i64 %v749, ptr %q.addr.1226
  %v1227 = sub i64 %v1225, 16
  br label %cond1228
cond1228:
  %i1231 = load i64, ptr %q.addr.1226
  %v1232 = icmp sle i64 %i1231, %v1227
  br i1 %v1232, label %body1229, label %exit1230
body1229:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1233
  store i64 0, ptr %c.addr.1234
  br label %cond1235
cond1235:
  %i1238 = load i64, ptr %c.addr.1234
  %v1239 = icmp slt i64 %i1238, %size.C
  br i1 %v1239, label %body1236, label %exit1237
body1236:
  store i64 0, ptr %r.addr.1240
  br label %cond1241
cond1241:
  %i1244 = load i64, ptr %r.addr.1240
  %v1245 = icmp slt i64 %i1244, %size.R
  br i1 %v1245, label %body1242, label %exit1243
body1242:
  store i64 0, ptr %s.addr.1246
  br label %cond1247
cond1247:
  %i1250 = load i64, ptr %s.addr.1246
  %v1251 = icmp slt i64 %i1250, %size.S
  br i1 %v1251, label %body1248, label %exit1249
body1248:
  %v1252 = add i64 %i13, %i1244
  %v1253 = sub i64 %v1252, 1
  %v1254 = icmp sge i64 %v1253, 0
  %v1255 = icmp slt i64 %v1253, %size.H
  %v1256 = and i1 %v1254, %v1255
  %ins1257 = insertelement <16 x i64> poison, i64 %i1231, i64 0
  %splat1258 = shufflevector <16 x i64> %ins1257, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1259 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1260 = add <16 x i64> %splat1258, %step1259
  %ins1261 = insertelement <16 x i64> poison, i64 %i1250, i64 0
  %splat1262 = shufflevector <16 x i64> %ins1261, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1263 = add <16 x i64> %lane1260, %splat1262
  %v1264 = sub <16 x i64> %v1263, splat (i64 1)
  %ins1265 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1266 = shufflevector <16 x i64> %ins1265, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1267 = icmp sge <16 x i64> %v1264, zeroinitializer
  %v1268 = icmp slt <16 x i64> %v1264, %splat1266
  %v1269 = and <16 x i1> %v1267, %v1268
  %ins1270 = insertelement <16 x i1> poison, i1 %v1256, i64 0
  %splat1271 = shufflevector <16 x i1> %ins1270, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1272 = and <16 x i1> %splat1271, %v1269
  %v1273 = mul i64 %i1238, %size.H
  %v1274 = add i64 %i13, %i1244
  %v1275 = sub i64 %v1274, 1
  %v1276 = add i64 %v1273, %v1275
  %v1277 = mul i64 %v1276, %size.W
  %v1278 = add i64 %i1231, %i1250
  %v1279 = sub i64 %v1278, 1
  %v1280 = add i64 %v1277, %v1279
  %p1281 = getelementptr float, ptr %buf.x, i64 %v1280
  %ld1282 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1281, <16 x i1> %v1272, <16 x float> zeroinitializer)
  %v1283 = mul i64 %v23, %size.C
  %v1284 = add i64 %v1283, %i1238
  %v1285 = mul i64 %v1284, %size.R
  %v1286 = add i64 %v1285, %i1244
  %v1287 = mul i64 %v1286, %size.S
  %v1288 = add i64 %v1287, %i1250
  %p1289 = getelementptr float, ptr %buf.w, i64 %v1288
  %ld1290 = load float, ptr %p1289, align 4
  %ins1291 = insertelement <16 x float> poison, float %ld1290, i64 0
  %splat1292 = shufflevector <16 x float> %ins1291, <16 x float> poison, <16 x i32> zeroinitializer
  %v1293 = fmul contract <16 x float> %ld1282, %splat1292
  %v1294 = add i64 %i13, %i1244
  %v1295 = sub i64 %v1294, 1
  %v1296 = icmp sge i64 %v1295, 0
  %v1297 = icmp slt i64 %v1295, %size.H
  %v1298 = and i1 %v1296, %v1297
  %ins1299 = insertelement <16 x i64> poison, i64 %i1250, i64 0
  %splat1300 = shufflevector <16 x i64> %ins1299, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1301 = add <16 x i64> %lane1260, %splat1300
  %v1302 = sub <16 x i64> %v1301, splat (i64 1)
  %ins1303 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1304 = shufflevector <16 x i64> %ins1303, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1305 = icmp sge <16 x i64> %v1302, zeroinitializer
  %v1306 = icmp slt <16 x i64> %v1302, %splat1304
  %v1307 = and <16 x i1> %v1305, %v1306
  %ins1308 = insertelement <16 x i1> poison, i1 %v1298, i64 0
  %splat1309 = shufflevector <16 x i1> %ins1308, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1310 = and <16 x i1> %splat1309, %v1307
  %old1311 = load <16 x float>, ptr %acc1233
  %v1312 = fadd <16 x float> %old1311, %v1293
  %v1313 = select <16 x i1> %v1310, <16 x float> %v1312, <16 x float> %old1311
  store <16 x float> %v1313, ptr %acc1233
  %v1314 = add nsw i64 %i1250, 1
  store i64 %v1314, ptr %s.addr.1246
  br label %cond1247
exit1249:
  %v1315 = add nsw i64 %i1244, 1
  store i64 %v1315, ptr %r.addr.1240
  br label %cond1241
exit1243:
  %v1316 = add nsw i64 %i1238, 1
  store i64 %v1316, ptr %c.addr.1234
  br label %cond1235
exit1237:
  %red1317 = load <16 x float>, ptr %acc1233
  %p1318 = getelementptr float, ptr %buf.b, i64 %v23
  %ld1319 = load float, ptr %p1318, align 4
  %ins1320 = insertelement <16 x float> poison, float %ld1319, i64 0
  %splat1321 = shufflevector <16 x float> %ins1320, <16 x float> poison, <16 x i32> zeroinitializer
  %v1322 = fadd contract <16 x float> %splat1321, %red1317
  %v1323 = add i64 %size.H, 1
  %v1324 = add i64 %v1323, 1
  %v1325 = sub i64 %size.R, 1
  %v1326 = sub i64 %v1324, %v1325
  %v1327 = sub i64 %v1326, 1
  %v1328 = add i64 %v1327, 1
  %v1329 = mul i64 %v23, %v1328
  %v1330 = add i64 %v1329, %i13
  %v1331 = add i64 %size.W, 1
  %v1332 = add i64 %v1331, 1
  %v1333 = sub i64 %size.S, 1
  %v1334 = sub i64 %v1332, %v1333
  %v1335 = sub i64 %v1334, 1
  %v1336 = add i64 %v1335, 1
  %v1337 = mul i64 %v1330, %v1336
  %v1338 = add i64 %v1337, %i1231
  %p1339 = getelementptr float, ptr %buf.y, i64 %v1338
  store <16 x float> %v1322, ptr %p1339, align 4
  %v1340 = add nsw i64 %i1231, 16
  store i64 %v1340, ptr %q.addr.1226
  br label %cond1228
exit1230:
  %i1341 = load i64, ptr %q.addr.1226
  %v1342 = icmp slt i64 %i1341, %v1225
  br i1 %v1342, label %tail1343, label %done1344
tail1343:
  %mask1345 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1341, i64 %v1225)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1346
  store i64 0, ptr %c.addr.1347
  br label %cond1348
cond1348:
  %i1351 = load i64, ptr %c.addr.1347
  %v1352 = icmp slt i64 %i1351, %size.C
  br i1 %v1352, label %body1349, label %exit1350
body1349:
  store i64 0, ptr %r.addr.1353
  br label %cond1354
cond1354:
  %i1357 = load i64, ptr %r.addr.1353
  %v1358 = icmp slt i64 %i1357, %size.R
  br i1 %v1358, label %body1355, label %exit1356
body1355:
  store i64 0, ptr %s.addr.1359
  br label %cond1360
cond1360:
  %i1363 = load i64, ptr %s.addr.1359
  %v1364 = icmp slt i64 %i1363, %size.S
  br i1 %v1364, label %body1361, label %exit1362
body1361:
  %v1365 = add i64 %i13, %i1357
  %v1366 = sub i64 %v1365, 1
  %v1367 = icmp sge i64 %v1366, 0
  %v1368 = icmp slt i64 %v1366, %size.H
  %v1369 = and i1 %v1367, %v1368
  %ins1370 = insertelement <16 x i64> poison, i64 %i1341, i64 0
  %splat1371 = shufflevector <16 x i64> %ins1370, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1372 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1373 = add <16 x i64> %splat1371, %step1372
  %ins1374 = insertelement <16 x i64> poison, i64 %i1363, i64 0
  %splat1375 = shufflevector <16 x i64> %ins1374, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1376 = add <16 x i64> %lane1373, %splat1375
  %v1377 = sub <16 x i64> %v1376, splat (i64 1)
  %ins1378 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1379 = shufflevector <16 x i64> %ins1378, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1380 = icmp sge <16 x i64> %v1377, zeroinitializer
  %v1381 = icmp slt <16 x i64> %v1377, %splat1379
  %v1382 = and <16 x i1> %v1380, %v1381
  %ins1383 = insertelement <16 x i1> poison, i1 %v1369, i64 0
  %splat1384 = shufflevector <16 x i1> %ins1383, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1385 = and <16 x i1> %splat1384, %v1382
  %v1386 = and <16 x i1> %mask1345, %v1385
  %v1387 = mul i64 %i1351, %size.H
  %v1388 = add i64 %i13, %i1357
  %v1389 = sub i64 %v1388, 1
  %v1390 = add i64 %v1387, %v1389
  %v1391 = mul i64 %v1390, %size.W
  %v1392 = add i64 %i1341, %i1363
  %v1393 = sub i64 %v1392, 1
  %v1394 = add i64 %v1391, %v1393
  %p1395 = getelementptr float, ptr %buf.x, i64 %v1394
  %ld1396 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1395, <16 x i1> %v1386, <16 x float> zeroinitializer)
  %v1397 = mul i64 %v23, %size.C
  %v1398 = add i64 %v1397, %i1351
  %v1399 = mul i64 %v1398, %size.R
  %v1400 = add i64 %v1399, %i1357
  %v1401 = mul i64 %v1400, %size.S
  %v1402 = add i64 %v1401, %i1363
  %p1403 = getelementptr float, ptr %buf.w, i64 %v1402
  %ld1404 = load float, ptr %p1403, align 4
  %ins1405 = insertelement <16 x float> poison, float %ld1404, i64 0
  %splat1406 = shufflevector <16 x float> %ins1405, <16 x float> poison, <16 x i32> zeroinitializer
  %v1407 = fmul contract <16 x float> %ld1396, %splat1406
  %v1408 = add i64 %i13, %i1357
  %v1409 = sub i64 %v1408, 1
  %v1410 = icmp sge i64 %v1409, 0
  %v1411 = icmp slt i64 %v1409, %size.H
  %v1412 = and i1 %v1410, %v1411
  %ins1413 = insertelement <16 x i64> poison, i64 %i1363, i64 0
  %splat1414 = shufflevector <16 x i64> %ins1413, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1415 = add <16 x i64> %lane1373, %splat1414
  %v1416 = sub <16 x i64> %v1415, splat (i64 1)
  %ins1417 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1418 = shufflevector <16 x i64> %ins1417, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1419 = icmp sge <16 x i64> %v1416, zeroinitializer
  %v1420 = icmp slt <16 x i64> %v1416, %splat1418
  %v1421 = and <16 x i1> %v1419, %v1420
  %ins1422 = insertelement <16 x i1> poison, i1 %v1412, i64 0
  %splat1423 = shufflevector <16 x i1> %ins1422, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1424 = and <16 x i1> %splat1423, %v1421
  %v1425 = and <16 x i1> %mask1345, %v1424
  %old1426 = load <16 x float>, ptr %acc1346
  %v1427 = fadd <16 x float> %old1426, %v1407
  %v1428 = select <16 x i1> %v1425, <16 x float> %v1427, <16 x float> %old1426
  store <16 x float> %v1428, ptr %acc1346
  %v1429 = add nsw i64 %i1363, 1
  store i64 %v1429, ptr %s.addr.1359
  br label %cond1360
exit1362:
  %v1430 = add nsw i64 %i1357, 1
  store i64 %v1430, ptr %r.addr.1353
  br label %cond1354
exit1356:
  %v1431 = add nsw i64 %i1351, 1
  store i64 %v1431, ptr %c.addr.1347
  br label %cond1348
exit1350:
  %red1432 = load <16 x float>, ptr %acc1346
  %p1433 = getelementptr float, ptr %buf.b, i64 %v23
  %ld1434 = load float, ptr %p1433, align 4
  %ins1435 = insertelement <16 x float> poison, float %ld1434, i64 0
  %splat1436 = shufflevector <16 x float> %ins1435, <16 x float> poison, <16 x i32> zeroinitializer
  %v1437 = fadd contract <16 x float> %splat1436, %red1432
  %v1438 = add i64 %size.H, 1
  %v1439 = add i64 %v1438, 1
  %v1440 = sub i64 %size.R, 1
  %v1441 = sub i64 %v1439, %v1440
  %v1442 = sub i64 %v1441, 1
  %v1443 = add i64 %v1442, 1
  %v1444 = mul i64 %v23, %v1443
  %v1445 = add i64 %v1444, %i13
  %v1446 = add i64 %size.W, 1
  %v1447 = add i64 %v1446, 1
  %v1448 = sub i64 %size.S, 1
  %v1449 = sub i64 %v1447, %v1448
  %v1450 = sub i64 %v1449, 1
  %v1451 = add i64 %v1450, 1
  %v1452 = mul i64 %v1445, %v1451
  %v1453 = add i64 %v1452, %i1341
  %p1454 = getelementptr float, ptr %buf.y, i64 %v1453
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1437, ptr align 4 %p1454, <16 x i1> %mask1345)
  br label %done1344
done1344:
  %v1455 = add i64 %size.W, 1
  %v1456 = add i64 %v1455, 1
  %v1457 = sub i64 %size.S, 1
  %v1458 = sub i64 %v1456, %v1457
  %v1459 = sub i64 %v1458, 1
  %v1460 = add i64 %v1459, 1
  store i64 %v749, ptr %q.addr.1461
  %v1462 = sub i64 %v1460, 16
  br label %cond1463
cond1463:
  %i1466 = load i64, ptr %q.addr.1461
  %v1467 = icmp sle i64 %i1466, %v1462
  br i1 %v1467, label %body1464, label %exit1465
body1464:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1468
  store i64 0, ptr %c.addr.1469
  br label %cond1470
cond1470:
  %i1473 = load i64, ptr %c.addr.1469
  %v1474 = icmp slt i64 %i1473, %size.C
  br i1 %v1474, label %body1471, label %exit1472
body1471:
  store i64 0, ptr %r.addr.1475
  br label %cond1476
cond1476:
  %i1479 = load i64, ptr %r.addr.1475
  %v1480 = icmp slt i64 %i1479, %size.R
  br i1 %v1480, label %body1477, label %exit1478
body1477:
  store i64 0, ptr %s.addr.1481
  br label %cond1482
cond1482:
  %i1485 = load i64, ptr %s.addr.1481
  %v1486 = icmp slt i64 %i1485, %size.S
  br i1 %v1486, label %body1483, label %exit1484
body1483:
  %v1487 = add i64 %i13, %i1479
  %v1488 = sub i64 %v1487, 1
  %v1489 = icmp sge i64 %v1488, 0
  %v1490 = icmp slt i64 %v1488, %size.H
  %v1491 = and i1 %v1489, %v1490
  %ins1492 = insertelement <16 x i64> poison, i64 %i1466, i64 0
  %splat1493 = shufflevector <16 x i64> %ins1492, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1494 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1495 = add <16 x i64> %splat1493, %step1494
  %ins1496 = insertelement <16 x i64> poison, i64 %i1485, i64 0
  %splat1497 = shufflevector <16 x i64> %ins1496, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1498 = add <16 x i64> %lane1495, %splat1497
  %v1499 = sub <16 x i64> %v1498, splat (i64 1)
  %ins1500 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1501 = shufflevector <16 x i64> %ins1500, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1502 = icmp sge <16 x i64> %v1499, zeroinitializer
  %v1503 = icmp slt <16 x i64> %v1499, %splat1501
  %v1504 = and <16 x i1> %v1502, %v1503
  %ins1505 = insertelement <16 x i1> poison, i1 %v1491, i64 0
  %splat1506 = shufflevector <16 x i1> %ins1505, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1507 = and <16 x i1> %splat1506, %v1504
  %v1508 = mul i64 %i1473, %size.H
  %v1509 = add i64 %i13, %i1479
  %v1510 = sub i64 %v1509, 1
  %v1511 = add i64 %v1508, %v1510
  %v1512 = mul i64 %v1511, %size.W
  %v1513 = add i64 %i1466, %i1485
  %v1514 = sub i64 %v1513, 1
  %v1515 = add i64 %v1512, %v1514
  %p1516 = getelementptr float, ptr %buf.x, i64 %v1515
  %ld1517 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1516, <16 x i1> %v1507, <16 x float> zeroinitializer)
  %v1518 = mul i64 %v24, %size.C
  %v1519 = add i64 %v1518, %i1473
  %v1520 = mul i64 %v1519, %size.R
  %v1521 = add i64 %v1520, %i1479
  %v1522 = mul i64 %v1521, %size.S
  %v1523 = add i64 %v1522, %i1485
  %p1524 = getelementptr float, ptr %buf.w, i64 %v1523
  %ld1525 = load float, ptr %p1524, align 4
  %ins1526 = insertelement <16 x float> poison, float %ld1525, i64 0
  %splat1527 = shufflevector <16 x float> %ins1526, <16 x float> poison, <16 x i32> zeroinitializer
  %v1528 = fmul contract <16 x float> %ld1517, %splat1527
  %v1529 = add i64 %i13, %i1479
  %v1530 = sub i64 %v1529, 1
  %v1531 = icmp sge i64 %v1530, 0
  %v1532 = icmp slt i64 %v1530, %size.H
  %v1533 = and i1 %v1531, %v1532
  %ins1534 = insertelement <16 x i64> poison, i64 %i1485, i64 0
  %splat1535 = shufflevector <16 x i64> %ins1534, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1536 = add <16 x i64> %lane1495, %splat1535
  %v1537 = sub <16 x i64> %v1536, splat (i64 1)
  %ins1538 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1539 = shufflevector <16 x i64> %ins1538, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1540 = icmp sge <16 x i64> %v1537, zeroinitializer
  %v1541 = icmp slt <16 x i64> %v1537, %splat1539
  %v1542 = and <16 x i1> %v1540, %v1541
  %ins1543 = insertelement <16 x i1> poison, i1 %v1533, i64 0
  %splat1544 = shufflevector <16 x i1> %ins1543, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1545 = and <16 x i1> %splat1544, %v1542
  %old1546 = load <16 x float>, ptr %acc1468
  %v1547 = fadd <16 x float> %old1546, %v1528
  %v1548 = select <16 x i1> %v1545, <16 x float> %v1547, <16 x float> %old1546
  store <16 x float> %v1548, ptr %acc1468
  %v1549 = add nsw i64 %i1485, 1
  store i64 %v1549, ptr %s.addr.1481
  br label %cond1482
exit1484:
  %v1550 = add nsw i64 %i1479, 1
  store i64 %v1550, ptr %r.addr.1475
  br label %cond1476
exit1478:
  %v1551 = add nsw i64 %i1473, 1
  store i64 %v1551, ptr %c.addr.1469
  br label %cond1470
exit1472:
  %red1552 = load <16 x float>, ptr %acc1468
  %p1553 = getelementptr float, ptr %buf.b, i64 %v24
  %ld1554 = load float, ptr %p1553, align 4
  %ins1555 = insertelement <16 x float> poison, float %ld1554, i64 0
  %splat1556 = shufflevector <16 x float> %ins1555, <16 x float> poison, <16 x i32> zeroinitializer
  %v1557 = fadd contract <16 x float> %splat1556, %red1552
  %v1558 = add i64 %size.H, 1
  %v1559 = add i64 %v1558, 1
  %v1560 = sub i64 %size.R, 1
  %v1561 = sub i64 %v1559, %v1560
  %v1562 = sub i64 %v1561, 1
  %v1563 = add i64 %v1562, 1
  %v1564 = mul i64 %v24, %v1563
  %v1565 = add i64 %v1564, %i13
  %v1566 = add i64 %size.W, 1
  %v1567 = add i64 %v1566, 1
  %v1568 = sub i64 %size.S, 1
  %v1569 = sub i64 %v1567, %v1568
  %v1570 = sub i64 %v1569, 1
  %v1571 = add i64 %v1570, 1
  %v1572 = mul i64 %v1565, %v1571
  %v1573 = add i64 %v1572, %i1466
  %p1574 = getelementptr float, ptr %buf.y, i64 %v1573
  store <16 x float> %v1557, ptr %p1574, align 4
  %v1575 = add nsw i64 %i1466, 16
  store i64 %v1575, ptr %q.addr.1461
  br label %cond1463
exit1465:
  %i1576 = load i64, ptr %q.addr.1461
  %v1577 = icmp slt i64 %i1576, %v1460
  br i1 %v1577, label %tail1578, label %done1579
tail1578:
  %mask1580 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1576, i64 %v1460)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1581
  store i64 0, ptr %c.addr.1582
  br label %cond1583
cond1583:
  %i1586 = load i64, ptr %c.addr.1582
  %v1587 = icmp slt i64 %i1586, %size.C
  br i1 %v1587, label %body1584, label %exit1585
body1584:
  store i64 0, ptr %r.addr.1588
  br label %cond1589
cond1589:
  %i1592 = load i64, ptr %r.addr.1588
  %v1593 = icmp slt i64 %i1592, %size.R
  br i1 %v1593, label %body1590, label %exit1591
body1590:
  store i64 0, ptr %s.addr.1594
  br label %cond1595
cond1595:
  %i1598 = load i64, ptr %s.addr.1594
  %v1599 = icmp slt i64 %i1598, %size.S
  br i1 %v1599, label %body1596, label %exit1597
body1596:
  %v1600 = add i64 %i13, %i1592
  %v1601 = sub i64 %v1600, 1
  %v1602 = icmp sge i64 %v1601, 0
  %v1603 = icmp slt i64 %v1601, %size.H
  %v1604 = and i1 %v1602, %v1603
  %ins1605 = insertelement <16 x i64> poison, i64 %i1576, i64 0
  %splat1606 = shufflevector <16 x i64> %ins1605, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1607 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1608 = add <16 x i64> %splat1606, %step1607
  %ins1609 = insertelement <16 x i64> poison, i64 %i1598, i64 0
  %splat1610 = shufflevector <16 x i64> %ins1609, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1611 = add <16 x i64> %lane1608, %splat1610
  %v1612 = sub <16 x i64> %v1611, splat (i64 1)
  %ins1613 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1614 = shufflevector <16 x i64> %ins1613, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1615 = icmp sge <16 x i64> %v1612, zeroinitializer
  %v1616 = icmp slt <16 x i64> %v1612, %splat1614
  %v1617 = and <16 x i1> %v1615, %v1616
  %ins1618 = insertelement <16 x i1> poison, i1 %v1604, i64 0
  %splat1619 = shufflevector <16 x i1> %ins1618, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1620 = and <16 x i1> %splat1619, %v1617
  %v1621 = and <16 x i1> %mask1580, %v1620
  %v1622 = mul i64 %i1586, %size.H
  %v1623 = add i64 %i13, %i1592
  %v1624 = sub i64 %v1623, 1
  %v1625 = add i64 %v1622, %v1624
  %v1626 = mul i64 %v1625, %size.W
  %v1627 = add i64 %i1576, %i1598
  %v1628 = sub i64 %v1627, 1
  %v1629 = add i64 %v1626, %v1628
  %p1630 = getelementptr float, ptr %buf.x, i64 %v1629
  %ld1631 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1630, <16 x i1> %v1621, <16 x float> zeroinitializer)
  %v1632 = mul i64 %v24, %size.C
  %v1633 = add i64 %v1632, %i1586
  %v1634 = mul i64 %v1633, %size.R
  %v1635 = add i64 %v1634, %i1592
  %v1636 = mul i64 %v1635, %size.S
  %v1637 = add i64 %v1636, %i1598
  %p1638 = getelementptr float, ptr %buf.w, i64 %v1637
  %ld1639 = load float, ptr %p1638, align 4
  %ins1640 = insertelement <16 x float> poison, float %ld1639, i64 0
  %splat1641 = shufflevector <16 x float> %ins1640, <16 x float> poison, <16 x i32> zeroinitializer
  %v1642 = fmul contract <16 x float> %ld1631, %splat1641
  %v1643 = add i64 %i13, %i1592
  %v1644 = sub i64 %v1643, 1
  %v1645 = icmp sge i64 %v1644, 0
  %v1646 = icmp slt i64 %v1644, %size.H
  %v1647 = and i1 %v1645, %v1646
  %ins1648 = insertelement <16 x i64> poison, i64 %i1598, i64 0
  %splat1649 = shufflevector <16 x i64> %ins1648, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1650 = add <16 x i64> %lane1608, %splat1649
  %v1651 = sub <16 x i64> %v1650, splat (i64 1)
  %ins1652 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1653 = shufflevector <16 x i64> %ins1652, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1654 = icmp sge <16 x i64> %v1651, zeroinitializer
  %v1655 = icmp slt <16 x i64> %v1651, %splat1653
  %v1656 = and <16 x i1> %v1654, %v1655
  %ins1657 = insertelement <16 x i1> poison, i1 %v1647, i64 0
  %splat1658 = shufflevector <16 x i1> %ins1657, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1659 = and <16 x i1> %splat1658, %v1656
  %v1660 = and <16 x i1> %mask1580, %v1659
  %old1661 = load <16 x float>, ptr %acc1581
  %v1662 = fadd <16 x float> %old1661, %v1642
  %v1663 = select <16 x i1> %v1660, <16 x float> %v1662, <16 x float> %old1661
  store <16 x float> %v1663, ptr %acc1581
  %v1664 = add nsw i64 %i1598, 1
  store i64 %v1664, ptr %s.addr.1594
  br label %cond1595
exit1597:
  %v1665 = add nsw i64 %i1592, 1
  store i64 %v1665, ptr %r.addr.1588
  br label %cond1589
exit1591:
  %v1666 = add nsw i64 %i1586, 1
  store i64 %v1666, ptr %c.addr.1582
  br label %cond1583
exit1585:
  %red1667 = load <16 x float>, ptr %acc1581
  %p1668 = getelementptr float, ptr %buf.b, i64 %v24
  %ld1669 = load float, ptr %p1668, align 4
  %ins1670 = insertelement <16 x float> poison, float %ld1669, i64 0
  %splat1671 = shufflevector <16 x float> %ins1670, <16 x float> poison, <16 x i32> zeroinitializer
  %v1672 = fadd contract <16 x float> %splat1671, %red1667
  %v1673 = add i64 %size.H, 1
  %v1674 = add i64 %v1673, 1
  %v1675 = sub i64 %size.R, 1
  %v1676 = sub i64 %v1674, %v1675
  %v1677 = sub i64 %v1676, 1
  %v1678 = add i64 %v1677, 1
  %v1679 = mul i64 %v24, %v1678
  %v1680 = add i64 %v1679, %i13
  %v1681 = add i64 %size.W, 1
  %v1682 = add i64 %v1681, 1
  %v1683 = sub i64 %size.S, 1
  %v1684 = sub i64 %v1682, %v1683
  %v1685 = sub i64 %v1684, 1
  %v1686 = add i64 %v1685, 1
  %v1687 = mul i64 %v1680, %v1686
  %v1688 = add i64 %v1687, %i1576
  %p1689 = getelementptr float, ptr %buf.y, i64 %v1688
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1672, ptr align 4 %p1689, <16 x i1> %mask1580)
  br label %done1579
done1579:
  %v1690 = add nsw i64 %i20, 4
  store i64 %v1690, ptr %k.addr.15
  br label %cond17
exit19:
  br label %cond1691
cond1691:
  %i1694 = load i64, ptr %k.addr.15
  %v1695 = icmp slt i64 %i1694, %size.K
  br i1 %v1695, label %body1692, label %exit1693
body1692:
  %v1696 = add i64 %size.W, 1
  %v1697 = add i64 %v1696, 1
  %v1698 = sub i64 %size.S, 1
  %v1699 = sub i64 %v1697, %v1698
  %v1700 = sub i64 %v1699, 1
  %v1701 = add i64 %v1700, 1
  store i64 0, ptr %q.addr.1702
  %v1703 = sub i64 %v1701, 128
  br label %cond1704
cond1704:
  %i1707 = load i64, ptr %q.addr.1702
  %v1708 = icmp sle i64 %i1707, %v1703
  br i1 %v1708, label %body1705, label %exit1706
body1705:
  %v1709 = add nsw i64 %i1707, 16
  %v1710 = add nsw i64 %i1707, 32
  %v1711 = add nsw i64 %i1707, 48
  %v1712 = add nsw i64 %i1707, 64
  %v1713 = add nsw i64 %i1707, 80
  %v1714 = add nsw i64 %i1707, 96
  %v1715 = add nsw i64 %i1707, 112
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1716
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1717
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1718
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1719
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1720
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1721
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1722
  store <16 x float> splat (float 0x0000000000000000), ptr %acc1723
  store i64 0, ptr %c.addr.1724
  br label %cond1725
cond1725:
  %i1728 = load i64, ptr %c.addr.1724
  %v1729 = icmp slt i64 %i1728, %size.C
  br i1 %v1729, label %body1726, label %exit1727
body1726:
  store i64 0, ptr %r.addr.1730
  br label %cond1731
cond1731:
  %i1734 = load i64, ptr %r.addr.1730
  %v1735 = icmp slt i64 %i1734, %size.R
  br i1 %v1735, label %body1732, label %exit1733
body1732:
  store i64 0, ptr %s.addr.1736
  br label %cond1737
cond1737:
  %i1740 = load i64, ptr %s.addr.1736
  %v1741 = icmp slt i64 %i1740, %size.S
  br i1 %v1741, label %body1738, label %exit1739
body1738:
  %v1742 = add i64 %i13, %i1734
  %v1743 = sub i64 %v1742, 1
  %v1744 = icmp sge i64 %v1743, 0
  %v1745 = icmp slt i64 %v1743, %size.H
  %v1746 = and i1 %v1744, %v1745
  %ins1747 = insertelement <16 x i64> poison, i64 %i1707, i64 0
  %splat1748 = shufflevector <16 x i64> %ins1747, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1749 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1750 = add <16 x i64> %splat1748, %step1749
  %ins1751 = insertelement <16 x i64> poison, i64 %i1740, i64 0
  %splat1752 = shufflevector <16 x i64> %ins1751, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1753 = add <16 x i64> %lane1750, %splat1752
  %v1754 = sub <16 x i64> %v1753, splat (i64 1)
  %ins1755 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1756 = shufflevector <16 x i64> %ins1755, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1757 = icmp sge <16 x i64> %v1754, zeroinitializer
  %v1758 = icmp slt <16 x i64> %v1754, %splat1756
  %v1759 = and <16 x i1> %v1757, %v1758
  %ins1760 = insertelement <16 x i1> poison, i1 %v1746, i64 0
  %splat1761 = shufflevector <16 x i1> %ins1760, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1762 = and <16 x i1> %splat1761, %v1759
  %v1763 = mul i64 %i1728, %size.H
  %v1764 = add i64 %i13, %i1734
  %v1765 = sub i64 %v1764, 1
  %v1766 = add i64 %v1763, %v1765
  %v1767 = mul i64 %v1766, %size.W
  %v1768 = add i64 %i1707, %i1740
  %v1769 = sub i64 %v1768, 1
  %v1770 = add i64 %v1767, %v1769
  %p1771 = getelementptr float, ptr %buf.x, i64 %v1770
  %ld1772 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1771, <16 x i1> %v1762, <16 x float> zeroinitializer)
  %v1773 = mul i64 %i1694, %size.C
  %v1774 = add i64 %v1773, %i1728
  %v1775 = mul i64 %v1774, %size.R
  %v1776 = add i64 %v1775, %i1734
  %v1777 = mul i64 %v1776, %size.S
  %v1778 = add i64 %v1777, %i1740
  %p1779 = getelementptr float, ptr %buf.w, i64 %v1778
  %ld1780 = load float, ptr %p1779, align 4
  %ins1781 = insertelement <16 x float> poison, float %ld1780, i64 0
  %splat1782 = shufflevector <16 x float> %ins1781, <16 x float> poison, <16 x i32> zeroinitializer
  %v1783 = fmul contract <16 x float> %ld1772, %splat1782
  %v1784 = add i64 %i13, %i1734
  %v1785 = sub i64 %v1784, 1
  %v1786 = icmp sge i64 %v1785, 0
  %v1787 = icmp slt i64 %v1785, %size.H
  %v1788 = and i1 %v1786, %v1787
  %ins1789 = insertelement <16 x i64> poison, i64 %i1740, i64 0
  %splat1790 = shufflevector <16 x i64> %ins1789, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1791 = add <16 x i64> %lane1750, %splat1790
  %v1792 = sub <16 x i64> %v1791, splat (i64 1)
  %ins1793 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1794 = shufflevector <16 x i64> %ins1793, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1795 = icmp sge <16 x i64> %v1792, zeroinitializer
  %v1796 = icmp slt <16 x i64> %v1792, %splat1794
  %v1797 = and <16 x i1> %v1795, %v1796
  %ins1798 = insertelement <16 x i1> poison, i1 %v1788, i64 0
  %splat1799 = shufflevector <16 x i1> %ins1798, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1800 = and <16 x i1> %splat1799, %v1797
  %old1801 = load <16 x float>, ptr %acc1716
  %v1802 = fadd <16 x float> %old1801, %v1783
  %v1803 = select <16 x i1> %v1800, <16 x float> %v1802, <16 x float> %old1801
  store <16 x float> %v1803, ptr %acc1716
  %v1804 = add i64 %i13, %i1734
  %v1805 = sub i64 %v1804, 1
  %v1806 = icmp sge i64 %v1805, 0
  %v1807 = icmp slt i64 %v1805, %size.H
  %v1808 = and i1 %v1806, %v1807
  %ins1809 = insertelement <16 x i64> poison, i64 %v1709, i64 0
  %splat1810 = shufflevector <16 x i64> %ins1809, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1811 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1812 = add <16 x i64> %splat1810, %step1811
  %ins1813 = insertelement <16 x i64> poison, i64 %i1740, i64 0
  %splat1814 = shufflevector <16 x i64> %ins1813, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1815 = add <16 x i64> %lane1812, %splat1814
  %v1816 = sub <16 x i64> %v1815, splat (i64 1)
  %ins1817 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1818 = shufflevector <16 x i64> %ins1817, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1819 = icmp sge <16 x i64> %v1816, zeroinitializer
  %v1820 = icmp slt <16 x i64> %v1816, %splat1818
  %v1821 = and <16 x i1> %v1819, %v1820
  %ins1822 = insertelement <16 x i1> poison, i1 %v1808, i64 0
  %splat1823 = shufflevector <16 x i1> %ins1822, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1824 = and <16 x i1> %splat1823, %v1821
  %v1825 = mul i64 %i1728, %size.H
  %v1826 = add i64 %i13, %i1734
  %v1827 = sub i64 %v1826, 1
  %v1828 = add i64 %v1825, %v1827
  %v1829 = mul i64 %v1828, %size.W
  %v1830 = add i64 %v1709, %i1740
  %v1831 = sub i64 %v1830, 1
  %v1832 = add i64 %v1829, %v1831
  %p1833 = getelementptr float, ptr %buf.x, i64 %v1832
  %ld1834 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1833, <16 x i1> %v1824, <16 x float> zeroinitializer)
  %v1835 = mul i64 %i1694, %size.C
  %v1836 = add i64 %v1835, %i1728
  %v1837 = mul i64 %v1836, %size.R
  %v1838 = add i64 %v1837, %i1734
  %v1839 = mul i64 %v1838, %size.S
  %v1840 = add i64 %v1839, %i1740
  %p1841 = getelementptr float, ptr %buf.w, i64 %v1840
  %ld1842 = load float, ptr %p1841, align 4
  %ins1843 = insertelement <16 x float> poison, float %ld1842, i64 0
  %splat1844 = shufflevector <16 x float> %ins1843, <16 x float> poison, <16 x i32> zeroinitializer
  %v1845 = fmul contract <16 x float> %ld1834, %splat1844
  %v1846 = add i64 %i13, %i1734
  %v1847 = sub i64 %v1846, 1
  %v1848 = icmp sge i64 %v1847, 0
  %v1849 = icmp slt i64 %v1847, %size.H
  %v1850 = and i1 %v1848, %v1849
  %ins1851 = insertelement <16 x i64> poison, i64 %i1740, i64 0
  %splat1852 = shufflevector <16 x i64> %ins1851, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1853 = add <16 x i64> %lane1812, %splat1852
  %v1854 = sub <16 x i64> %v1853, splat (i64 1)
  %ins1855 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1856 = shufflevector <16 x i64> %ins1855, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1857 = icmp sge <16 x i64> %v1854, zeroinitializer
  %v1858 = icmp slt <16 x i64> %v1854, %splat1856
  %v1859 = and <16 x i1> %v1857, %v1858
  %ins1860 = insertelement <16 x i1> poison, i1 %v1850, i64 0
  %splat1861 = shufflevector <16 x i1> %ins1860, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1862 = and <16 x i1> %splat1861, %v1859
  %old1863 = load <16 x float>, ptr %acc1717
  %v1864 = fadd <16 x float> %old1863, %v1845
  %v1865 = select <16 x i1> %v1862, <16 x float> %v1864, <16 x float> %old1863
  store <16 x float> %v1865, ptr %acc1717
  %v1866 = add i64 %i13, %i1734
  %v1867 = sub i64 %v1866, 1
  %v1868 = icmp sge i64 %v1867, 0
  %v1869 = icmp slt i64 %v1867, %size.H
  %v1870 = and i1 %v1868, %v1869
  %ins1871 = insertelement <16 x i64> poison, i64 %v1710, i64 0
  %splat1872 = shufflevector <16 x i64> %ins1871, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1873 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1874 = add <16 x i64> %splat1872, %step1873
  %ins1875 = insertelement <16 x i64> poison, i64 %i1740, i64 0
  %splat1876 = shufflevector <16 x i64> %ins1875, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1877 = add <16 x i64> %lane1874, %splat1876
  %v1878 = sub <16 x i64> %v1877, splat (i64 1)
  %ins1879 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1880 = shufflevector <16 x i64> %ins1879, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1881 = icmp sge <16 x i64> %v1878, zeroinitializer
  %v1882 = icmp slt <16 x i64> %v1878, %splat1880
  %v1883 = and <16 x i1> %v1881, %v1882
  %ins1884 = insertelement <16 x i1> poison, i1 %v1870, i64 0
  %splat1885 = shufflevector <16 x i1> %ins1884, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1886 = and <16 x i1> %splat1885, %v1883
  %v1887 = mul i64 %i1728, %size.H
  %v1888 = add i64 %i13, %i1734
  %v1889 = sub i64 %v1888, 1
  %v1890 = add i64 %v1887, %v1889
  %v1891 = mul i64 %v1890, %size.W
  %v1892 = add i64 %v1710, %i1740
  %v1893 = sub i64 %v1892, 1
  %v1894 = add i64 %v1891, %v1893
  %p1895 = getelementptr float, ptr %buf.x, i64 %v1894
  %ld1896 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1895, <16 x i1> %v1886, <16 x float> zeroinitializer)
  %v1897 = mul i64 %i1694, %size.C
  %v1898 = add i64 %v1897, %i1728
  %v1899 = mul i64 %v1898, %size.R
  %v1900 = add i64 %v1899, %i1734
  %v1901 = mul i64 %v1900, %size.S
  %v1902 = add i64 %v1901, %i1740
  %p1903 = getelementptr float, ptr %buf.w, i64 %v1902
  %ld1904 = load float, ptr %p1903, align 4
  %ins1905 = insertelement <16 x float> poison, float %ld1904, i64 0
  %splat1906 = shufflevector <16 x float> %ins1905, <16 x float> poison, <16 x i32> zeroinitializer
  %v1907 = fmul contract <16 x float> %ld1896, %splat1906
  %v1908 = add i64 %i13, %i1734
  %v1909 = sub i64 %v1908, 1
  %v1910 = icmp sge i64 %v1909, 0
  %v1911 = icmp slt i64 %v1909, %size.H
  %v1912 = and i1 %v1910, %v1911
  %ins1913 = insertelement <16 x i64> poison, i64 %i1740, i64 0
  %splat1914 = shufflevector <16 x i64> %ins1913, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1915 = add <16 x i64> %lane1874, %splat1914
  %v1916 = sub <16 x i64> %v1915, splat (i64 1)
  %ins1917 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1918 = shufflevector <16 x i64> %ins1917, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1919 = icmp sge <16 x i64> %v1916, zeroinitializer
  %v1920 = icmp slt <16 x i64> %v1916, %splat1918
  %v1921 = and <16 x i1> %v1919, %v1920
  %ins1922 = insertelement <16 x i1> poison, i1 %v1912, i64 0
  %splat1923 = shufflevector <16 x i1> %ins1922, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1924 = and <16 x i1> %splat1923, %v1921
  %old1925 = load <16 x float>, ptr %acc1718
  %v1926 = fadd <16 x float> %old1925, %v1907
  %v1927 = select <16 x i1> %v1924, <16 x float> %v1926, <16 x float> %old1925
  store <16 x float> %v1927, ptr %acc1718
  %v1928 = add i64 %i13, %i1734
  %v1929 = sub i64 %v1928, 1
  %v1930 = icmp sge i64 %v1929, 0
  %v1931 = icmp slt i64 %v1929, %size.H
  %v1932 = and i1 %v1930, %v1931
  %ins1933 = insertelement <16 x i64> poison, i64 %v1711, i64 0
  %splat1934 = shufflevector <16 x i64> %ins1933, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1935 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1936 = add <16 x i64> %splat1934, %step1935
  %ins1937 = insertelement <16 x i64> poison, i64 %i1740, i64 0
  %splat1938 = shufflevector <16 x i64> %ins1937, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1939 = add <16 x i64> %lane1936, %splat1938
  %v1940 = sub <16 x i64> %v1939, splat (i64 1)
  %ins1941 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1942 = shufflevector <16 x i64> %ins1941, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1943 = icmp sge <16 x i64> %v1940, zeroinitializer
  %v1944 = icmp slt <16 x i64> %v1940, %splat1942
  %v1945 = and <16 x i1> %v1943, %v1944
  %ins1946 = insertelement <16 x i1> poison, i1 %v1932, i64 0
  %splat1947 = shufflevector <16 x i1> %ins1946, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1948 = and <16 x i1> %splat1947, %v1945
  %v1949 = mul i64 %i1728, %size.H
  %v1950 = add i64 %i13, %i1734
  %v1951 = sub i64 %v1950, 1
  %v1952 = add i64 %v1949, %v1951
  %v1953 = mul i64 %v1952, %size.W
  %v1954 = add i64 %v1711, %i1740
  %v1955 = sub i64 %v1954, 1
  %v1956 = add i64 %v1953, %v1955
  %p1957 = getelementptr float, ptr %buf.x, i64 %v1956
  %ld1958 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1957, <16 x i1> %v1948, <16 x float> zeroinitializer)
  %v1959 = mul i64 %i1694, %size.C
  %v1960 = add i64 %v1959, %i1728
  %v1961 = mul i64 %v1960, %size.R
  %v1962 = add i64 %v1961, %i1734
  %v1963 = mul i64 %v1962, %size.S
  %v1964 = add i64 %v1963, %i1740
  %p1965 = getelementptr float, ptr %buf.w, i64 %v1964
  %ld1966 = load float, ptr %p1965, align 4
  %ins1967 = insertelement <16 x float> poison, float %ld1966, i64 0
  %splat1968 = shufflevector <16 x float> %ins1967, <16 x float> poison, <16 x i32> zeroinitializer
  %v1969 = fmul contract <16 x float> %ld1958, %splat1968
  %v1970 = add i64 %i13, %i1734
  %v1971 = sub i64 %v1970, 1
  %v1972 = icmp sge i64 %v1971, 0
  %v1973 = icmp slt i64 %v1971, %size.H
  %v1974 = and i1 %v1972, %v1973
  %ins1975 = insertelement <16 x i64> poison, i64 %i1740, i64 0
  %splat1976 = shufflevector <16 x i64> %ins1975, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1977 = add <16 x i64> %lane1936, %splat1976
  %v1978 = sub <16 x i64> %v1977, splat (i64 1)
  %ins1979 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat1980 = shufflevector <16 x i64> %ins1979, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1981 = icmp sge <16 x i64> %v1978, zeroinitializer
  %v1982 = icmp slt <16 x i64> %v1978, %splat1980
  %v1983 = and <16 x i1> %v1981, %v1982
  %ins1984 = insertelement <16 x i1> poison, i1 %v1974, i64 0
  %splat1985 = shufflevector <16 x i1> %ins1984, <16 x i1> poison, <16 x i32> zeroinitializer
  %v1986 = and <16 x i1> %splat1985, %v1983
  %old1987 = load <16 x float>, ptr %acc1719
  %v1988 = fadd <16 x float> %old1987, %v1969
  %v1989 = select <16 x i1> %v1986, <16 x float> %v1988, <16 x float> %old1987
  store <16 x float> %v1989, ptr %acc1719
  %v1990 = add i64 %i13, %i1734
  %v1991 = sub i64 %v1990, 1
  %v1992 = icmp sge i64 %v1991, 0
  %v1993 = icmp slt i64 %v1991, %size.H
  %v1994 = and i1 %v1992, %v1993
  %ins1995 = insertelement <16 x i64> poison, i64 %v1712, i64 0
  %splat1996 = shufflevector <16 x i64> %ins1995, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1997 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1998 = add <16 x i64> %splat1996, %step1997
  %ins1999 = insertelement <16 x i64> poison, i64 %i1740, i64 0
  %splat2000 = shufflevector <16 x i64> %ins1999, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2001 = add <16 x i64> %lane1998, %splat2000
  %v2002 = sub <16 x i64> %v2001, splat (i64 1)
  %ins2003 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2004 = shufflevector <16 x i64> %ins2003, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2005 = icmp sge <16 x i64> %v2002, zeroinitializer
  %v2006 = icmp slt <16 x i64> %v2002, %splat2004
  %v2007 = and <16 x i1> %v2005, %v2006
  %ins2008 = insertelement <16 x i1> poison, i1 %v1994, i64 0
  %splat2009 = shufflevector <16 x i1> %ins2008, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2010 = and <16 x i1> %splat2009, %v2007
  %v2011 = mul i64 %i1728, %size.H
  %v2012 = add i64 %i13, %i1734
  %v2013 = sub i64 %v2012, 1
  %v2014 = add i64 %v2011, %v2013
  %v2015 = mul i64 %v2014, %size.W
  %v2016 = add i64 %v1712, %i1740
  %v2017 = sub i64 %v2016, 1
  %v2018 = add i64 %v2015, %v2017
  %p2019 = getelementptr float, ptr %buf.x, i64 %v2018
  %ld2020 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2019, <16 x i1> %v2010, <16 x float> zeroinitializer)
  %v2021 = mul i64 %i1694, %size.C
  %v2022 = add i64 %v2021, %i1728
  %v2023 = mul i64 %v2022, %size.R
  %v2024 = add i64 %v2023, %i1734
  %v2025 = mul i64 %v2024, %size.S
  %v2026 = add i64 %v2025, %i1740
  %p2027 = getelementptr float, ptr %buf.w, i64 %v2026
  %ld2028 = load float, ptr %p2027, align 4
  %ins2029 = insertelement <16 x float> poison, float %ld2028, i64 0
  %splat2030 = shufflevector <16 x float> %ins2029, <16 x float> poison, <16 x i32> zeroinitializer
  %v2031 = fmul contract <16 x float> %ld2020, %splat2030
  %v2032 = add i64 %i13, %i1734
  %v2033 = sub i64 %v2032, 1
  %v2034 = icmp sge i64 %v2033, 0
  %v2035 = icmp slt i64 %v2033, %size.H
  %v2036 = and i1 %v2034, %v2035
  %ins2037 = insertelement <16 x i64> poison, i64 %i1740, i64 0
  %splat2038 = shufflevector <16 x i64> %ins2037, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2039 = add <16 x i64> %lane1998, %splat2038
  %v2040 = sub <16 x i64> %v2039, splat (i64 1)
  %ins2041 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2042 = shufflevector <16 x i64> %ins2041, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2043 = icmp sge <16 x i64> %v2040, zeroinitializer
  %v2044 = icmp slt <16 x i64> %v2040, %splat2042
  %v2045 = and <16 x i1> %v2043, %v2044
  %ins2046 = insertelement <16 x i1> poison, i1 %v2036, i64 0
  %splat2047 = shufflevector <16 x i1> %ins2046, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2048 = and <16 x i1> %splat2047, %v2045
  %old2049 = load <16 x float>, ptr %acc1720
  %v2050 = fadd <16 x float> %old2049, %v2031
  %v2051 = select <16 x i1> %v2048, <16 x float> %v2050, <16 x float> %old2049
  store <16 x float> %v2051, ptr %acc1720
  %v2052 = add i64 %i13, %i1734
  %v2053 = sub i64 %v2052, 1
  %v2054 = icmp sge i64 %v2053, 0
  %v2055 = icmp slt i64 %v2053, %size.H
  %v2056 = and i1 %v2054, %v2055
  %ins2057 = insertelement <16 x i64> poison, i64 %v1713, i64 0
  %splat2058 = shufflevector <16 x i64> %ins2057, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2059 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2060 = add <16 x i64> %splat2058, %step2059
  %ins2061 = insertelement <16 x i64> poison, i64 %i1740, i64 0
  %splat2062 = shufflevector <16 x i64> %ins2061, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2063 = add <16 x i64> %lane2060, %splat2062
  %v2064 = sub <16 x i64> %v2063, splat (i64 1)
  %ins2065 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2066 = shufflevector <16 x i64> %ins2065, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2067 = icmp sge <16 x i64> %v2064, zeroinitializer
  %v2068 = icmp slt <16 x i64> %v2064, %splat2066
  %v2069 = and <16 x i1> %v2067, %v2068
  %ins2070 = insertelement <16 x i1> poison, i1 %v2056, i64 0
  %splat2071 = shufflevector <16 x i1> %ins2070, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2072 = and <16 x i1> %splat2071, %v2069
  %v2073 = mul i64 %i1728, %size.H
  %v2074 = add i64 %i13, %i1734
  %v2075 = sub i64 %v2074, 1
  %v2076 = add i64 %v2073, %v2075
  %v2077 = mul i64 %v2076, %size.W
  %v2078 = add i64 %v1713, %i1740
  %v2079 = sub i64 %v2078, 1
  %v2080 = add i64 %v2077, %v2079
  %p2081 = getelementptr float, ptr %buf.x, i64 %v2080
  %ld2082 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2081, <16 x i1> %v2072, <16 x float> zeroinitializer)
  %v2083 = mul i64 %i1694, %size.C
  %v2084 = add i64 %v2083, %i1728
  %v2085 = mul i64 %v2084, %size.R
  %v2086 = add i64 %v2085, %i1734
  %v2087 = mul i64 %v2086, %size.S
  %v2088 = add i64 %v2087, %i1740
  %p2089 = getelementptr float, ptr %buf.w, i64 %v2088
  %ld2090 = load float, ptr %p2089, align 4
  %ins2091 = insertelement <16 x float> poison, float %ld2090, i64 0
  %splat2092 = shufflevector <16 x float> %ins2091, <16 x float> poison, <16 x i32> zeroinitializer
  %v2093 = fmul contract <16 x float> %ld2082, %splat2092
  %v2094 = add i64 %i13, %i1734
  %v2095 = sub i64 %v2094, 1
  %v2096 = icmp sge i64 %v2095, 0
  %v2097 = icmp slt i64 %v2095, %size.H
  %v2098 = and i1 %v2096, %v2097
  %ins2099 = insertelement <16 x i64> poison, i64 %i1740, i64 0
  %splat2100 = shufflevector <16 x i64> %ins2099, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2101 = add <16 x i64> %lane2060, %splat2100
  %v2102 = sub <16 x i64> %v2101, splat (i64 1)
  %ins2103 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2104 = shufflevector <16 x i64> %ins2103, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2105 = icmp sge <16 x i64> %v2102, zeroinitializer
  %v2106 = icmp slt <16 x i64> %v2102, %splat2104
  %v2107 = and <16 x i1> %v2105, %v2106
  %ins2108 = insertelement <16 x i1> poison, i1 %v2098, i64 0
  %splat2109 = shufflevector <16 x i1> %ins2108, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2110 = and <16 x i1> %splat2109, %v2107
  %old2111 = load <16 x float>, ptr %acc1721
  %v2112 = fadd <16 x float> %old2111, %v2093
  %v2113 = select <16 x i1> %v2110, <16 x float> %v2112, <16 x float> %old2111
  store <16 x float> %v2113, ptr %acc1721
  %v2114 = add i64 %i13, %i1734
  %v2115 = sub i64 %v2114, 1
  %v2116 = icmp sge i64 %v2115, 0
  %v2117 = icmp slt i64 %v2115, %size.H
  %v2118 = and i1 %v2116, %v2117
  %ins2119 = insertelement <16 x i64> poison, i64 %v1714, i64 0
  %splat2120 = shufflevector <16 x i64> %ins2119, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2121 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2122 = add <16 x i64> %splat2120, %step2121
  %ins2123 = insertelement <16 x i64> poison, i64 %i1740, i64 0
  %splat2124 = shufflevector <16 x i64> %ins2123, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2125 = add <16 x i64> %lane2122, %splat2124
  %v2126 = sub <16 x i64> %v2125, splat (i64 1)
  %ins2127 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2128 = shufflevector <16 x i64> %ins2127, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2129 = icmp sge <16 x i64> %v2126, zeroinitializer
  %v2130 = icmp slt <16 x i64> %v2126, %splat2128
  %v2131 = and <16 x i1> %v2129, %v2130
  %ins2132 = insertelement <16 x i1> poison, i1 %v2118, i64 0
  %splat2133 = shufflevector <16 x i1> %ins2132, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2134 = and <16 x i1> %splat2133, %v2131
  %v2135 = mul i64 %i1728, %size.H
  %v2136 = add i64 %i13, %i1734
  %v2137 = sub i64 %v2136, 1
  %v2138 = add i64 %v2135, %v2137
  %v2139 = mul i64 %v2138, %size.W
  %v2140 = add i64 %v1714, %i1740
  %v2141 = sub i64 %v2140, 1
  %v2142 = add i64 %v2139, %v2141
  %p2143 = getelementptr float, ptr %buf.x, i64 %v2142
  %ld2144 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2143, <16 x i1> %v2134, <16 x float> zeroinitializer)
  %v2145 = mul i64 %i1694, %size.C
  %v2146 = add i64 %v2145, %i1728
  %v2147 = mul i64 %v2146, %size.R
  %v2148 = add i64 %v2147, %i1734
  %v2149 = mul i64 %v2148, %size.S
  %v2150 = add i64 %v2149, %i1740
  %p2151 = getelementptr float, ptr %buf.w, i64 %v2150
  %ld2152 = load float, ptr %p2151, align 4
  %ins2153 = insertelement <16 x float> poison, float %ld2152, i64 0
  %splat2154 = shufflevector <16 x float> %ins2153, <16 x float> poison, <16 x i32> zeroinitializer
  %v2155 = fmul contract <16 x float> %ld2144, %splat2154
  %v2156 = add i64 %i13, %i1734
  %v2157 = sub i64 %v2156, 1
  %v2158 = icmp sge i64 %v2157, 0
  %v2159 = icmp slt i64 %v2157, %size.H
  %v2160 = and i1 %v2158, %v2159
  %ins2161 = insertelement <16 x i64> poison, i64 %i1740, i64 0
  %splat2162 = shufflevector <16 x i64> %ins2161, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2163 = add <16 x i64> %lane2122, %splat2162
  %v2164 = sub <16 x i64> %v2163, splat (i64 1)
  %ins2165 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2166 = shufflevector <16 x i64> %ins2165, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2167 = icmp sge <16 x i64> %v2164, zeroinitializer
  %v2168 = icmp slt <16 x i64> %v2164, %splat2166
  %v2169 = and <16 x i1> %v2167, %v2168
  %ins2170 = insertelement <16 x i1> poison, i1 %v2160, i64 0
  %splat2171 = shufflevector <16 x i1> %ins2170, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2172 = and <16 x i1> %splat2171, %v2169
  %old2173 = load <16 x float>, ptr %acc1722
  %v2174 = fadd <16 x float> %old2173, %v2155
  %v2175 = select <16 x i1> %v2172, <16 x float> %v2174, <16 x float> %old2173
  store <16 x float> %v2175, ptr %acc1722
  %v2176 = add i64 %i13, %i1734
  %v2177 = sub i64 %v2176, 1
  %v2178 = icmp sge i64 %v2177, 0
  %v2179 = icmp slt i64 %v2177, %size.H
  %v2180 = and i1 %v2178, %v2179
  %ins2181 = insertelement <16 x i64> poison, i64 %v1715, i64 0
  %splat2182 = shufflevector <16 x i64> %ins2181, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2183 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2184 = add <16 x i64> %splat2182, %step2183
  %ins2185 = insertelement <16 x i64> poison, i64 %i1740, i64 0
  %splat2186 = shufflevector <16 x i64> %ins2185, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2187 = add <16 x i64> %lane2184, %splat2186
  %v2188 = sub <16 x i64> %v2187, splat (i64 1)
  %ins2189 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2190 = shufflevector <16 x i64> %ins2189, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2191 = icmp sge <16 x i64> %v2188, zeroinitializer
  %v2192 = icmp slt <16 x i64> %v2188, %splat2190
  %v2193 = and <16 x i1> %v2191, %v2192
  %ins2194 = insertelement <16 x i1> poison, i1 %v2180, i64 0
  %splat2195 = shufflevector <16 x i1> %ins2194, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2196 = and <16 x i1> %splat2195, %v2193
  %v2197 = mul i64 %i1728, %size.H
  %v2198 = add i64 %i13, %i1734
  %v2199 = sub i64 %v2198, 1
  %v2200 = add i64 %v2197, %v2199
  %v2201 = mul i64 %v2200, %size.W
  %v2202 = add i64 %v1715, %i1740
  %v2203 = sub i64 %v2202, 1
  %v2204 = add i64 %v2201, %v2203
  %p2205 = getelementptr float, ptr %buf.x, i64 %v2204
  %ld2206 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2205, <16 x i1> %v2196, <16 x float> zeroinitializer)
  %v2207 = mul i64 %i1694, %size.C
  %v2208 = add i64 %v2207, %i1728
  %v2209 = mul i64 %v2208, %size.R
  %v2210 = add i64 %v2209, %i1734
  %v2211 = mul i64 %v2210, %size.S
  %v2212 = add i64 %v2211, %i1740
  %p2213 = getelementptr float, ptr %buf.w, i64 %v2212
  %ld2214 = load float, ptr %p2213, align 4
  %ins2215 = insertelement <16 x float> poison, float %ld2214, i64 0
  %splat2216 = shufflevector <16 x float> %ins2215, <16 x float> poison, <16 x i32> zeroinitializer
  %v2217 = fmul contract <16 x float> %ld2206, %splat2216
  %v2218 = add i64 %i13, %i1734
  %v2219 = sub i64 %v2218, 1
  %v2220 = icmp sge i64 %v2219, 0
  %v2221 = icmp slt i64 %v2219, %size.H
  %v2222 = and i1 %v2220, %v2221
  %ins2223 = insertelement <16 x i64> poison, i64 %i1740, i64 0
  %splat2224 = shufflevector <16 x i64> %ins2223, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2225 = add <16 x i64> %lane2184, %splat2224
  %v2226 = sub <16 x i64> %v2225, splat (i64 1)
  %ins2227 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2228 = shufflevector <16 x i64> %ins2227, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2229 = icmp sge <16 x i64> %v2226, zeroinitializer
  %v2230 = icmp slt <16 x i64> %v2226, %splat2228
  %v2231 = and <16 x i1> %v2229, %v2230
  %ins2232 = insertelement <16 x i1> poison, i1 %v2222, i64 0
  %splat2233 = shufflevector <16 x i1> %ins2232, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2234 = and <16 x i1> %splat2233, %v2231
  %old2235 = load <16 x float>, ptr %acc1723
  %v2236 = fadd <16 x float> %old2235, %v2217
  %v2237 = select <16 x i1> %v2234, <16 x float> %v2236, <16 x float> %old2235
  store <16 x float> %v2237, ptr %acc1723
  %v2238 = add nsw i64 %i1740, 1
  store i64 %v2238, ptr %s.addr.1736
  br label %cond1737
exit1739:
  %v2239 = add nsw i64 %i1734, 1
  store i64 %v2239, ptr %r.addr.1730
  br label %cond1731
exit1733:
  %v2240 = add nsw i64 %i1728, 1
  store i64 %v2240, ptr %c.addr.1724
  br label %cond1725
exit1727:
  %red2241 = load <16 x float>, ptr %acc1716
  %red2242 = load <16 x float>, ptr %acc1717
  %red2243 = load <16 x float>, ptr %acc1718
  %red2244 = load <16 x float>, ptr %acc1719
  %red2245 = load <16 x float>, ptr %acc1720
  %red2246 = load <16 x float>, ptr %acc1721
  %red2247 = load <16 x float>, ptr %acc1722
  %red2248 = load <16 x float>, ptr %acc1723
  %p2249 = getelementptr float, ptr %buf.b, i64 %i1694
  %ld2250 = load float, ptr %p2249, align 4
  %ins2251 = insertelement <16 x float> poison, float %ld2250, i64 0
  %splat2252 = shufflevector <16 x float> %ins2251, <16 x float> poison, <16 x i32> zeroinitializer
  %v2253 = fadd contract <16 x float> %splat2252, %red2241
  %v2254 = add i64 %size.H, 1
  %v2255 = add i64 %v2254, 1
  %v2256 = sub i64 %size.R, 1
  %v2257 = sub i64 %v2255, %v2256
  %v2258 = sub i64 %v2257, 1
  %v2259 = add i64 %v2258, 1
  %v2260 = mul i64 %i1694, %v2259
  %v2261 = add i64 %v2260, %i13
  %v2262 = add i64 %size.W, 1
  %v2263 = add i64 %v2262, 1
  %v2264 = sub i64 %size.S, 1
  %v2265 = sub i64 %v2263, %v2264
  %v2266 = sub i64 %v2265, 1
  %v2267 = add i64 %v2266, 1
  %v2268 = mul i64 %v2261, %v2267
  %v2269 = add i64 %v2268, %i1707
  %p2270 = getelementptr float, ptr %buf.y, i64 %v2269
  store <16 x float> %v2253, ptr %p2270, align 4
  %p2271 = getelementptr float, ptr %buf.b, i64 %i1694
  %ld2272 = load float, ptr %p2271, align 4
  %ins2273 = insertelement <16 x float> poison, float %ld2272, i64 0
  %splat2274 = shufflevector <16 x float> %ins2273, <16 x float> poison, <16 x i32> zeroinitializer
  %v2275 = fadd contract <16 x float> %splat2274, %red2242
  %v2276 = add i64 %size.H, 1
  %v2277 = add i64 %v2276, 1
  %v2278 = sub i64 %size.R, 1
  %v2279 = sub i64 %v2277, %v2278
  %v2280 = sub i64 %v2279, 1
  %v2281 = add i64 %v2280, 1
  %v2282 = mul i64 %i1694, %v2281
  %v2283 = add i64 %v2282, %i13
  %v2284 = add i64 %size.W, 1
  %v2285 = add i64 %v2284, 1
  %v2286 = sub i64 %size.S, 1
  %v2287 = sub i64 %v2285, %v2286
  %v2288 = sub i64 %v2287, 1
  %v2289 = add i64 %v2288, 1
  %v2290 = mul i64 %v2283, %v2289
  %v2291 = add i64 %v2290, %v1709
  %p2292 = getelementptr float, ptr %buf.y, i64 %v2291
  store <16 x float> %v2275, ptr %p2292, align 4
  %p2293 = getelementptr float, ptr %buf.b, i64 %i1694
  %ld2294 = load float, ptr %p2293, align 4
  %ins2295 = insertelement <16 x float> poison, float %ld2294, i64 0
  %splat2296 = shufflevector <16 x float> %ins2295, <16 x float> poison, <16 x i32> zeroinitializer
  %v2297 = fadd contract <16 x float> %splat2296, %red2243
  %v2298 = add i64 %size.H, 1
  %v2299 = add i64 %v2298, 1
  %v2300 = sub i64 %size.R, 1
  %v2301 = sub i64 %v2299, %v2300
  %v2302 = sub i64 %v2301, 1
  %v2303 = add i64 %v2302, 1
  %v2304 = mul i64 %i1694, %v2303
  %v2305 = add i64 %v2304, %i13
  %v2306 = add i64 %size.W, 1
  %v2307 = add i64 %v2306, 1
  %v2308 = sub i64 %size.S, 1
  %v2309 = sub i64 %v2307, %v2308
  %v2310 = sub i64 %v2309, 1
  %v2311 = add i64 %v2310, 1
  %v2312 = mul i64 %v2305, %v2311
  %v2313 = add i64 %v2312, %v1710
  %p2314 = getelementptr float, ptr %buf.y, i64 %v2313
  store <16 x float> %v2297, ptr %p2314, align 4
  %p2315 = getelementptr float, ptr %buf.b, i64 %i1694
  %ld2316 = load float, ptr %p2315, align 4
  %ins2317 = insertelement <16 x float> poison, float %ld2316, i64 0
  %splat2318 = shufflevector <16 x float> %ins2317, <16 x float> poison, <16 x i32> zeroinitializer
  %v2319 = fadd contract <16 x float> %splat2318, %red2244
  %v2320 = add i64 %size.H, 1
  %v2321 = add i64 %v2320, 1
  %v2322 = sub i64 %size.R, 1
  %v2323 = sub i64 %v2321, %v2322
  %v2324 = sub i64 %v2323, 1
  %v2325 = add i64 %v2324, 1
  %v2326 = mul i64 %i1694, %v2325
  %v2327 = add i64 %v2326, %i13
  %v2328 = add i64 %size.W, 1
  %v2329 = add i64 %v2328, 1
  %v2330 = sub i64 %size.S, 1
  %v2331 = sub i64 %v2329, %v2330
  %v2332 = sub i64 %v2331, 1
  %v2333 = add i64 %v2332, 1
  %v2334 = mul i64 %v2327, %v2333
  %v2335 = add i64 %v2334, %v1711
  %p2336 = getelementptr float, ptr %buf.y, i64 %v2335
  store <16 x float> %v2319, ptr %p2336, align 4
  %p2337 = getelementptr float, ptr %buf.b, i64 %i1694
  %ld2338 = load float, ptr %p2337, align 4
  %ins2339 = insertelement <16 x float> poison, float %ld2338, i64 0
  %splat2340 = shufflevector <16 x float> %ins2339, <16 x float> poison, <16 x i32> zeroinitializer
  %v2341 = fadd contract <16 x float> %splat2340, %red2245
  %v2342 = add i64 %size.H, 1
  %v2343 = add i64 %v2342, 1
  %v2344 = sub i64 %size.R, 1
  %v2345 = sub i64 %v2343, %v2344
  %v2346 = sub i64 %v2345, 1
  %v2347 = add i64 %v2346, 1
  %v2348 = mul i64 %i1694, %v2347
  %v2349 = add i64 %v2348, %i13
  %v2350 = add i64 %size.W, 1
  %v2351 = add i64 %v2350, 1
  %v2352 = sub i64 %size.S, 1
  %v2353 = sub i64 %v2351, %v2352
  %v2354 = sub i64 %v2353, 1
  %v2355 = add i64 %v2354, 1
  %v2356 = mul i64 %v2349, %v2355
  %v2357 = add i64 %v2356, %v1712
  %p2358 = getelementptr float, ptr %buf.y, i64 %v2357
  store <16 x float> %v2341, ptr %p2358, align 4
  %p2359 = getelementptr float, ptr %buf.b, i64 %i1694
  %ld2360 = load float, ptr %p2359, align 4
  %ins2361 = insertelement <16 x float> poison, float %ld2360, i64 0
  %splat2362 = shufflevector <16 x float> %ins2361, <16 x float> poison, <16 x i32> zeroinitializer
  %v2363 = fadd contract <16 x float> %splat2362, %red2246
  %v2364 = add i64 %size.H, 1
  %v2365 = add i64 %v2364, 1
  %v2366 = sub i64 %size.R, 1
  %v2367 = sub i64 %v2365, %v2366
  %v2368 = sub i64 %v2367, 1
  %v2369 = add i64 %v2368, 1
  %v2370 = mul i64 %i1694, %v2369
  %v2371 = add i64 %v2370, %i13
  %v2372 = add i64 %size.W, 1
  %v2373 = add i64 %v2372, 1
  %v2374 = sub i64 %size.S, 1
  %v2375 = sub i64 %v2373, %v2374
  %v2376 = sub i64 %v2375, 1
  %v2377 = add i64 %v2376, 1
  %v2378 = mul i64 %v2371, %v2377
  %v2379 = add i64 %v2378, %v1713
  %p2380 = getelementptr float, ptr %buf.y, i64 %v2379
  store <16 x float> %v2363, ptr %p2380, align 4
  %p2381 = getelementptr float, ptr %buf.b, i64 %i1694
  %ld2382 = load float, ptr %p2381, align 4
  %ins2383 = insertelement <16 x float> poison, float %ld2382, i64 0
  %splat2384 = shufflevector <16 x float> %ins2383, <16 x float> poison, <16 x i32> zeroinitializer
  %v2385 = fadd contract <16 x float> %splat2384, %red2247
  %v2386 = add i64 %size.H, 1
  %v2387 = add i64 %v2386, 1
  %v2388 = sub i64 %size.R, 1
  %v2389 = sub i64 %v2387, %v2388
  %v2390 = sub i64 %v2389, 1
  %v2391 = add i64 %v2390, 1
  %v2392 = mul i64 %i1694, %v2391
  %v2393 = add i64 %v2392, %i13
  %v2394 = add i64 %size.W, 1
  %v2395 = add i64 %v2394, 1
  %v2396 = sub i64 %size.S, 1
  %v2397 = sub i64 %v2395, %v2396
  %v2398 = sub i64 %v2397, 1
  %v2399 = add i64 %v2398, 1
  %v2400 = mul i64 %v2393, %v2399
  %v2401 = add i64 %v2400, %v1714
  %p2402 = getelementptr float, ptr %buf.y, i64 %v2401
  store <16 x float> %v2385, ptr %p2402, align 4
  %p2403 = getelementptr float, ptr %buf.b, i64 %i1694
  %ld2404 = load float, ptr %p2403, align 4
  %ins2405 = insertelement <16 x float> poison, float %ld2404, i64 0
  %splat2406 = shufflevector <16 x float> %ins2405, <16 x float> poison, <16 x i32> zeroinitializer
  %v2407 = fadd contract <16 x float> %splat2406, %red2248
  %v2408 = add i64 %size.H, 1
  %v2409 = add i64 %v2408, 1
  %v2410 = sub i64 %size.R, 1
  %v2411 = sub i64 %v2409, %v2410
  %v2412 = sub i64 %v2411, 1
  %v2413 = add i64 %v2412, 1
  %v2414 = mul i64 %i1694, %v2413
  %v2415 = add i64 %v2414, %i13
  %v2416 = add i64 %size.W, 1
  %v2417 = add i64 %v2416, 1
  %v2418 = sub i64 %size.S, 1
  %v2419 = sub i64 %v2417, %v2418
  %v2420 = sub i64 %v2419, 1
  %v2421 = add i64 %v2420, 1
  %v2422 = mul i64 %v2415, %v2421
  %v2423 = add i64 %v2422, %v1715
  %p2424 = getelementptr float, ptr %buf.y, i64 %v2423
  store <16 x float> %v2407, ptr %p2424, align 4
  %v2425 = add nsw i64 %i1707, 128
  store i64 %v2425, ptr %q.addr.1702
  br label %cond1704
exit1706:
  %v2426 = load i64, ptr %q.addr.1702
  %v2427 = add i64 %size.W, 1
  %v2428 = add i64 %v2427, 1
  %v2429 = sub i64 %size.S, 1
  %v2430 = sub i64 %v2428, %v2429
  %v2431 = sub i64 %v2430, 1
  %v2432 = add i64 %v2431, 1
  store i64 %v2426, ptr %q.addr.2433
  %v2434 = sub i64 %v2432, 16
  br label %cond2435
cond2435:
  %i2438 = load i64, ptr %q.addr.2433
  %v2439 = icmp sle i64 %i2438, %v2434
  br i1 %v2439, label %body2436, label %exit2437
body2436:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc2440
  store i64 0, ptr %c.addr.2441
  br label %cond2442
cond2442:
  %i2445 = load i64, ptr %c.addr.2441
  %v2446 = icmp slt i64 %i2445, %size.C
  br i1 %v2446, label %body2443, label %exit2444
body2443:
  store i64 0, ptr %r.addr.2447
  br label %cond2448
cond2448:
  %i2451 = load i64, ptr %r.addr.2447
  %v2452 = icmp slt i64 %i2451, %size.R
  br i1 %v2452, label %body2449, label %exit2450
body2449:
  store i64 0, ptr %s.addr.2453
  br label %cond2454
cond2454:
  %i2457 = load i64, ptr %s.addr.2453
  %v2458 = icmp slt i64 %i2457, %size.S
  br i1 %v2458, label %body2455, label %exit2456
body2455:
  %v2459 = add i64 %i13, %i2451
  %v2460 = sub i64 %v2459, 1
  %v2461 = icmp sge i64 %v2460, 0
  %v2462 = icmp slt i64 %v2460, %size.H
  %v2463 = and i1 %v2461, %v2462
  %ins2464 = insertelement <16 x i64> poison, i64 %i2438, i64 0
  %splat2465 = shufflevector <16 x i64> %ins2464, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2466 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2467 = add <16 x i64> %splat2465, %step2466
  %ins2468 = insertelement <16 x i64> poison, i64 %i2457, i64 0
  %splat2469 = shufflevector <16 x i64> %ins2468, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2470 = add <16 x i64> %lane2467, %splat2469
  %v2471 = sub <16 x i64> %v2470, splat (i64 1)
  %ins2472 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2473 = shufflevector <16 x i64> %ins2472, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2474 = icmp sge <16 x i64> %v2471, zeroinitializer
  %v2475 = icmp slt <16 x i64> %v2471, %splat2473
  %v2476 = and <16 x i1> %v2474, %v2475
  %ins2477 = insertelement <16 x i1> poison, i1 %v2463, i64 0
  %splat2478 = shufflevector <16 x i1> %ins2477, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2479 = and <16 x i1> %splat2478, %v2476
  %v2480 = mul i64 %i2445, %size.H
  %v2481 = add i64 %i13, %i2451
  %v2482 = sub i64 %v2481, 1
  %v2483 = add i64 %v2480, %v2482
  %v2484 = mul i64 %v2483, %size.W
  %v2485 = add i64 %i2438, %i2457
  %v2486 = sub i64 %v2485, 1
  %v2487 = add i64 %v2484, %v2486
  %p2488 = getelementptr float, ptr %buf.x, i64 %v2487
  %ld2489 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2488, <16 x i1> %v2479, <16 x float> zeroinitializer)
  %v2490 = mul i64 %i1694, %size.C
  %v2491 = add i64 %v2490, %i2445
  %v2492 = mul i64 %v2491, %size.R
  %v2493 = add i64 %v2492, %i2451
  %v2494 = mul i64 %v2493, %size.S
  %v2495 = add i64 %v2494, %i2457
  %p2496 = getelementptr float, ptr %buf.w, i64 %v2495
  %ld2497 = load float, ptr %p2496, align 4
  %ins2498 = insertelement <16 x float> poison, float %ld2497, i64 0
  %splat2499 = shufflevector <16 x float> %ins2498, <16 x float> poison, <16 x i32> zeroinitializer
  %v2500 = fmul contract <16 x float> %ld2489, %splat2499
  %v2501 = add i64 %i13, %i2451
  %v2502 = sub i64 %v2501, 1
  %v2503 = icmp sge i64 %v2502, 0
  %v2504 = icmp slt i64 %v2502, %size.H
  %v2505 = and i1 %v2503, %v2504
  %ins2506 = insertelement <16 x i64> poison, i64 %i2457, i64 0
  %splat2507 = shufflevector <16 x i64> %ins2506, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2508 = add <16 x i64> %lane2467, %splat2507
  %v2509 = sub <16 x i64> %v2508, splat (i64 1)
  %ins2510 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2511 = shufflevector <16 x i64> %ins2510, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2512 = icmp sge <16 x i64> %v2509, zeroinitializer
  %v2513 = icmp slt <16 x i64> %v2509, %splat2511
  %v2514 = and <16 x i1> %v2512, %v2513
  %ins2515 = insertelement <16 x i1> poison, i1 %v2505, i64 0
  %splat2516 = shufflevector <16 x i1> %ins2515, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2517 = and <16 x i1> %splat2516, %v2514
  %old2518 = load <16 x float>, ptr %acc2440
  %v2519 = fadd <16 x float> %old2518, %v2500
  %v2520 = select <16 x i1> %v2517, <16 x float> %v2519, <16 x float> %old2518
  store <16 x float> %v2520, ptr %acc2440
  %v2521 = add nsw i64 %i2457, 1
  store i64 %v2521, ptr %s.addr.2453
  br label %cond2454
exit2456:
  %v2522 = add nsw i64 %i2451, 1
  store i64 %v2522, ptr %r.addr.2447
  br label %cond2448
exit2450:
  %v2523 = add nsw i64 %i2445, 1
  store i64 %v2523, ptr %c.addr.2441
  br label %cond2442
exit2444:
  %red2524 = load <16 x float>, ptr %acc2440
  %p2525 = getelementptr float, ptr %buf.b, i64 %i1694
  %ld2526 = load float, ptr %p2525, align 4
  %ins2527 = insertelement <16 x float> poison, float %ld2526, i64 0
  %splat2528 = shufflevector <16 x float> %ins2527, <16 x float> poison, <16 x i32> zeroinitializer
  %v2529 = fadd contract <16 x float> %splat2528, %red2524
  %v2530 = add i64 %size.H, 1
  %v2531 = add i64 %v2530, 1
  %v2532 = sub i64 %size.R, 1
  %v2533 = sub i64 %v2531, %v2532
  %v2534 = sub i64 %v2533, 1
  %v2535 = add i64 %v2534, 1
  %v2536 = mul i64 %i1694, %v2535
  %v2537 = add i64 %v2536, %i13
  %v2538 = add i64 %size.W, 1
  %v2539 = add i64 %v2538, 1
  %v2540 = sub i64 %size.S, 1
  %v2541 = sub i64 %v2539, %v2540
  %v2542 = sub i64 %v2541, 1
  %v2543 = add i64 %v2542, 1
  %v2544 = mul i64 %v2537, %v2543
  %v2545 = add i64 %v2544, %i2438
  %p2546 = getelementptr float, ptr %buf.y, i64 %v2545
  store <16 x float> %v2529, ptr %p2546, align 4
  %v2547 = add nsw i64 %i2438, 16
  store i64 %v2547, ptr %q.addr.2433
  br label %cond2435
exit2437:
  %i2548 = load i64, ptr %q.addr.2433
  %v2549 = icmp slt i64 %i2548, %v2432
  br i1 %v2549, label %tail2550, label %done2551
tail2550:
  %mask2552 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i2548, i64 %v2432)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc2553
  store i64 0, ptr %c.addr.2554
  br label %cond2555
cond2555:
  %i2558 = load i64, ptr %c.addr.2554
  %v2559 = icmp slt i64 %i2558, %size.C
  br i1 %v2559, label %body2556, label %exit2557
body2556:
  store i64 0, ptr %r.addr.2560
  br label %cond2561
cond2561:
  %i2564 = load i64, ptr %r.addr.2560
  %v2565 = icmp slt i64 %i2564, %size.R
  br i1 %v2565, label %body2562, label %exit2563
body2562:
  store i64 0, ptr %s.addr.2566
  br label %cond2567
cond2567:
  %i2570 = load i64, ptr %s.addr.2566
  %v2571 = icmp slt i64 %i2570, %size.S
  br i1 %v2571, label %body2568, label %exit2569
body2568:
  %v2572 = add i64 %i13, %i2564
  %v2573 = sub i64 %v2572, 1
  %v2574 = icmp sge i64 %v2573, 0
  %v2575 = icmp slt i64 %v2573, %size.H
  %v2576 = and i1 %v2574, %v2575
  %ins2577 = insertelement <16 x i64> poison, i64 %i2548, i64 0
  %splat2578 = shufflevector <16 x i64> %ins2577, <16 x i64> poison, <16 x i32> zeroinitializer
  %step2579 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane2580 = add <16 x i64> %splat2578, %step2579
  %ins2581 = insertelement <16 x i64> poison, i64 %i2570, i64 0
  %splat2582 = shufflevector <16 x i64> %ins2581, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2583 = add <16 x i64> %lane2580, %splat2582
  %v2584 = sub <16 x i64> %v2583, splat (i64 1)
  %ins2585 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2586 = shufflevector <16 x i64> %ins2585, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2587 = icmp sge <16 x i64> %v2584, zeroinitializer
  %v2588 = icmp slt <16 x i64> %v2584, %splat2586
  %v2589 = and <16 x i1> %v2587, %v2588
  %ins2590 = insertelement <16 x i1> poison, i1 %v2576, i64 0
  %splat2591 = shufflevector <16 x i1> %ins2590, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2592 = and <16 x i1> %splat2591, %v2589
  %v2593 = and <16 x i1> %mask2552, %v2592
  %v2594 = mul i64 %i2558, %size.H
  %v2595 = add i64 %i13, %i2564
  %v2596 = sub i64 %v2595, 1
  %v2597 = add i64 %v2594, %v2596
  %v2598 = mul i64 %v2597, %size.W
  %v2599 = add i64 %i2548, %i2570
  %v2600 = sub i64 %v2599, 1
  %v2601 = add i64 %v2598, %v2600
  %p2602 = getelementptr float, ptr %buf.x, i64 %v2601
  %ld2603 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2602, <16 x i1> %v2593, <16 x float> zeroinitializer)
  %v2604 = mul i64 %i1694, %size.C
  %v2605 = add i64 %v2604, %i2558
  %v2606 = mul i64 %v2605, %size.R
  %v2607 = add i64 %v2606, %i2564
  %v2608 = mul i64 %v2607, %size.S
  %v2609 = add i64 %v2608, %i2570
  %p2610 = getelementptr float, ptr %buf.w, i64 %v2609
  %ld2611 = load float, ptr %p2610, align 4
  %ins2612 = insertelement <16 x float> poison, float %ld2611, i64 0
  %splat2613 = shufflevector <16 x float> %ins2612, <16 x float> poison, <16 x i32> zeroinitializer
  %v2614 = fmul contract <16 x float> %ld2603, %splat2613
  %v2615 = add i64 %i13, %i2564
  %v2616 = sub i64 %v2615, 1
  %v2617 = icmp sge i64 %v2616, 0
  %v2618 = icmp slt i64 %v2616, %size.H
  %v2619 = and i1 %v2617, %v2618
  %ins2620 = insertelement <16 x i64> poison, i64 %i2570, i64 0
  %splat2621 = shufflevector <16 x i64> %ins2620, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2622 = add <16 x i64> %lane2580, %splat2621
  %v2623 = sub <16 x i64> %v2622, splat (i64 1)
  %ins2624 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat2625 = shufflevector <16 x i64> %ins2624, <16 x i64> poison, <16 x i32> zeroinitializer
  %v2626 = icmp sge <16 x i64> %v2623, zeroinitializer
  %v2627 = icmp slt <16 x i64> %v2623, %splat2625
  %v2628 = and <16 x i1> %v2626, %v2627
  %ins2629 = insertelement <16 x i1> poison, i1 %v2619, i64 0
  %splat2630 = shufflevector <16 x i1> %ins2629, <16 x i1> poison, <16 x i32> zeroinitializer
  %v2631 = and <16 x i1> %splat2630, %v2628
  %v2632 = and <16 x i1> %mask2552, %v2631
  %old2633 = load <16 x float>, ptr %acc2553
  %v2634 = fadd <16 x float> %old2633, %v2614
  %v2635 = select <16 x i1> %v2632, <16 x float> %v2634, <16 x float> %old2633
  store <16 x float> %v2635, ptr %acc2553
  %v2636 = add nsw i64 %i2570, 1
  store i64 %v2636, ptr %s.addr.2566
  br label %cond2567
exit2569:
  %v2637 = add nsw i64 %i2564, 1
  store i64 %v2637, ptr %r.addr.2560
  br label %cond2561
exit2563:
  %v2638 = add nsw i64 %i2558, 1
  store i64 %v2638, ptr %c.addr.2554
  br label %cond2555
exit2557:
  %red2639 = load <16 x float>, ptr %acc2553
  %p2640 = getelementptr float, ptr %buf.b, i64 %i1694
  %ld2641 = load float, ptr %p2640, align 4
  %ins2642 = insertelement <16 x float> poison, float %ld2641, i64 0
  %splat2643 = shufflevector <16 x float> %ins2642, <16 x float> poison, <16 x i32> zeroinitializer
  %v2644 = fadd contract <16 x float> %splat2643, %red2639
  %v2645 = add i64 %size.H, 1
  %v2646 = add i64 %v2645, 1
  %v2647 = sub i64 %size.R, 1
  %v2648 = sub i64 %v2646, %v2647
  %v2649 = sub i64 %v2648, 1
  %v2650 = add i64 %v2649, 1
  %v2651 = mul i64 %i1694, %v2650
  %v2652 = add i64 %v2651, %i13
  %v2653 = add i64 %size.W, 1
  %v2654 = add i64 %v2653, 1
  %v2655 = sub i64 %size.S, 1
  %v2656 = sub i64 %v2654, %v2655
  %v2657 = sub i64 %v2656, 1
  %v2658 = add i64 %v2657, 1
  %v2659 = mul i64 %v2652, %v2658
  %v2660 = add i64 %v2659, %i2548
  %p2661 = getelementptr float, ptr %buf.y, i64 %v2660
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2644, ptr align 4 %p2661, <16 x i1> %mask2552)
  br label %done2551
done2551:
  %v2662 = add nsw i64 %i1694, 1
  store i64 %v2662, ptr %k.addr.15
  br label %cond1691
exit1693:
  %v2663 = add nsw i64 %i13, 1
  store i64 %v2663, ptr %p.addr.7
  br label %cond10
exit12:
  ret void
}

define void @"jr.op.conv2d"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %fin5 = alloca <16 x float>
  %fin6 = alloca <16 x float>
  %fin7 = alloca <16 x float>
  %fin8 = alloca <16 x float>
  %c11 = alloca i64
  %c42 = alloca i64
  %c529 = alloca i64
  %c562 = alloca i64
  %c581 = alloca i64
  %c713 = alloca i64
  %c714 = alloca i64
  %c720 = alloca i64
  %c1143 = alloca i64
  %c1418 = alloca i64
  %c1424 = alloca i64
  %c1466 = alloca i64
  %c1488 = alloca i64
  %c1489 = alloca i64
  %c1495 = alloca i64
  %c1501 = alloca i64
  %c1655 = alloca i64
  %t1 = mul i64 1, %size.K
  %t2 = mul i64 %t1, %size.C
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
  call void @"jr.op.conv2d.exact"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, ptr %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 0, i64 4611686018427387904)
  br label %exact.done
exact.done:
  ret void
gemm66:
  %t70 = add i64 %size.W, 1
  %t71 = add i64 %t70, 1
  %t72 = sub i64 %size.S, 1
  %t73 = sub i64 %t71, %t72
  %t74 = sub i64 %t73, 1
  %t75 = add i64 %t74, 1
  %t76 = add i64 %size.H, 1
  %t77 = add i64 %t76, 1
  %t78 = sub i64 %size.R, 1
  %t79 = sub i64 %t77, %t78
  %t80 = sub i64 %t79, 1
  %t81 = add i64 %t80, 1
  %t82 = mul i64 %t81, %t75
  %t83 = mul i64 1, %size.R
  %t84 = mul i64 %t83, %size.S
  %t85 = icmp sgt i64 %t84, 1
  %t86 = select i1 %t85, i64 %t84, i64 1
  %t87 = add i64 %t82, 511
  %t88 = sdiv i64 %t87, 512
  %t89 = add i64 %size.K, 31
  %t90 = sdiv i64 %t89, 32
  %t91 = sub i64 %t88, 1
  %t92 = add i64 %t82, %t91
  %t93 = icmp sgt i64 %t88, 1
  %t94 = select i1 %t93, i64 %t88, i64 1
  %t95 = sdiv i64 %t92, %t94
  %t96 = add i64 %t95, 63
  %t97 = sdiv i64 %t96, 64
  %t98 = mul i64 %t97, 64
  %t99 = sub i64 %t90, 1
  %t100 = add i64 %size.K, %t99
  %t101 = icmp sgt i64 %t90, 1
  %t102 = select i1 %t101, i64 %t90, i64 1
  %t103 = sdiv i64 %t100, %t102
  %t104 = add i64 %t103, 3
  %t105 = sdiv i64 %t104, 4
  %t106 = mul i64 %t105, 4
  %t107 = mul i64 %t88, %t90
  %t108 = mul i64 %t107, 1
  %t109 = icmp slt i64 %range.hi, %t108
  %t110 = select i1 %t109, i64 %range.hi, i64 %t108
  %t111 = ptrtoint ptr %scratch to i64
  %t112 = add i64 %t111, 63
  %t113 = and i64 %t112, -64
  %t114 = inttoptr i64 %t113 to ptr
  %t115 = add i64 85, %t84
  %t116 = mul i64 %t115, 512
  %t117 = getelementptr float, ptr %t114, i64 %t116
  %t118 = add i64 %size.H, 1
  %t119 = add i64 %t118, 1
  %t120 = sub i64 %size.R, 1
  %t121 = sub i64 %t119, %t120
  %t122 = sub i64 %t121, 1
  %t123 = add i64 %t122, 1
  %t124 = mul i64 %size.K, %t123
  %t125 = add i64 %size.W, 1
  %t126 = add i64 %t125, 1
  %t127 = sub i64 %size.S, 1
  %t128 = sub i64 %t126, %t127
  %t129 = sub i64 %t128, 1
  %t130 = add i64 %t129, 1
  %t131 = mul i64 %t124, %t130
  %t132 = mul i64 0, %t131
  %t133 = add i64 %size.H, 1
  %t134 = add i64 %t133, 1
  %t135 = sub i64 %size.R, 1
  %t136 = sub i64 %t134, %t135
  %t137 = sub i64 %t136, 1
  %t138 = add i64 %t137, 1
  %t139 = add i64 %size.W, 1
  %t140 = add i64 %t139, 1
  %t141 = sub i64 %size.S, 1
  %t142 = sub i64 %t140, %t141
  %t143 = sub i64 %t142, 1
  %t144 = add i64 %t143, 1
  %t145 = mul i64 %t138, %t144
  %t146 = mul i64 0, %t145
  %t147 = add i64 %t132, %t146
  %t148 = add i64 %size.W, 1
  %t149 = add i64 %t148, 1
  %t150 = sub i64 %size.S, 1
  %t151 = sub i64 %t149, %t150
  %t152 = sub i64 %t151, 1
  %t153 = add i64 %t152, 1
  %t154 = mul i64 0, %t153
  %t155 = add i64 %t147, %t154
  %t156 = add i64 %t155, 1
  %t157 = add i64 %size.H, 1
  %t158 = add i64 %t157, 1
  %t159 = sub i64 %size.R, 1
  %t160 = sub i64 %t158, %t159
  %t161 = sub i64 %t160, 1
  %t162 = add i64 %t161, 1
  %t163 = mul i64 %size.K, %t162
  %t164 = add i64 %size.W, 1
  %t165 = add i64 %t164, 1
  %t166 = sub i64 %size.S, 1
  %t167 = sub i64 %t165, %t166
  %t168 = sub i64 %t167, 1
  %t169 = add i64 %t168, 1
  %t170 = mul i64 %t163, %t169
  %t171 = mul i64 0, %t170
  %t172 = add i64 %size.H, 1
  %t173 = add i64 %t172, 1
  %t174 = sub i64 %size.R, 1
  %t175 = sub i64 %t173, %t174
  %t176 = sub i64 %t175, 1
  %t177 = add i64 %t176, 1
  %t178 = add i64 %size.W, 1
  %t179 = add i64 %t178, 1
  %t180 = sub i64 %size.S, 1
  %t181 = sub i64 %t179, %t180
  %t182 = sub i64 %t181, 1
  %t183 = add i64 %t182, 1
  %t184 = mul i64 %t177, %t183
  %t185 = mul i64 0, %t184
  %t186 = add i64 %t171, %t185
  %t187 = add i64 %size.W, 1
  %t188 = add i64 %t187, 1
  %t189 = sub i64 %size.S, 1
  %t190 = sub i64 %t188, %t189
  %t191 = sub i64 %t190, 1
  %t192 = add i64 %t191, 1
  %t193 = mul i64 0, %t192
  %t194 = add i64 %t186, %t193
  %t195 = add i64 %t194, 0
  %t196 = sub i64 %t156, %t195
  %t197 = mul i64 %t196, %t75
  %t198 = add i64 %size.H, 1
  %t199 = add i64 %t198, 1
  %t200 = sub i64 %size.R, 1
  %t201 = sub i64 %t199, %t200
  %t202 = sub i64 %t201, 1
  %t203 = add i64 %t202, 1
  %t204 = mul i64 %size.K, %t203
  %t205 = add i64 %size.W, 1
  %t206 = add i64 %t205, 1
  %t207 = sub i64 %size.S, 1
  %t208 = sub i64 %t206, %t207
  %t209 = sub i64 %t208, 1
  %t210 = add i64 %t209, 1
  %t211 = mul i64 %t204, %t210
  %t212 = mul i64 0, %t211
  %t213 = add i64 %size.H, 1
  %t214 = add i64 %t213, 1
  %t215 = sub i64 %size.R, 1
  %t216 = sub i64 %t214, %t215
  %t217 = sub i64 %t216, 1
  %t218 = add i64 %t217, 1
  %t219 = add i64 %size.W, 1
  %t220 = add i64 %t219, 1
  %t221 = sub i64 %size.S, 1
  %t222 = sub i64 %t220, %t221
  %t223 = sub i64 %t222, 1
  %t224 = add i64 %t223, 1
  %t225 = mul i64 %t218, %t224
  %t226 = mul i64 0, %t225
  %t227 = add i64 %t212, %t226
  %t228 = add i64 %size.W, 1
  %t229 = add i64 %t228, 1
  %t230 = sub i64 %size.S, 1
  %t231 = sub i64 %t229, %t230
  %t232 = sub i64 %t231, 1
  %t233 = add i64 %t232, 1
  %t234 = mul i64 1, %t233
  %t235 = add i64 %t227, %t234
  %t236 = add i64 %t235, 0
  %t237 = add i64 %size.H, 1
  %t238 = add i64 %t237, 1
  %t239 = sub i64 %size.R, 1
  %t240 = sub i64 %t238, %t239
  %t241 = sub i64 %t240, 1
  %t242 = add i64 %t241, 1
  %t243 = mul i64 %size.K, %t242
  %t244 = add i64 %size.W, 1
  %t245 = add i64 %t244, 1
  %t246 = sub i64 %size.S, 1
  %t247 = sub i64 %t245, %t246
  %t248 = sub i64 %t247, 1
  %t249 = add i64 %t248, 1
  %t250 = mul i64 %t243, %t249
  %t251 = mul i64 0, %t250
  %t252 = add i64 %size.H, 1
  %t253 = add i64 %t252, 1
  %t254 = sub i64 %size.R, 1
  %t255 = sub i64 %t253, %t254
  %t256 = sub i64 %t255, 1
  %t257 = add i64 %t256, 1
  %t258 = add i64 %size.W, 1
  %t259 = add i64 %t258, 1
  %t260 = sub i64 %size.S, 1
  %t261 = sub i64 %t259, %t260
  %t262 = sub i64 %t261, 1
  %t263 = add i64 %t262, 1
  %t264 = mul i64 %t257, %t263
  %t265 = mul i64 0, %t264
  %t266 = add i64 %t251, %t265
  %t267 = add i64 %size.W, 1
  %t268 = add i64 %t267, 1
  %t269 = sub i64 %size.S, 1
  %t270 = sub i64 %t268, %t269
  %t271 = sub i64 %t270, 1
  %t272 = add i64 %t271, 1
  %t273 = mul i64 0, %t272
  %t274 = add i64 %t266, %t273
  %t275 = add i64 %t274, 0
  %t276 = sub i64 %t236, %t275
  %t277 = icmp eq i64 %t276, %t197
  %t278 = and i1 true, %t277
  %t279 = mul i64 %size.C, %size.R
  %t280 = mul i64 %t279, %size.S
  %t281 = mul i64 0, %t280
  %t282 = mul i64 %size.R, %size.S
  %t283 = mul i64 0, %t282
  %t284 = add i64 %t281, %t283
  %t285 = mul i64 1, %size.S
  %t286 = add i64 %t284, %t285
  %t287 = add i64 %t286, 0
  %t288 = mul i64 %size.C, %size.R
  %t289 = mul i64 %t288, %size.S
  %t290 = mul i64 0, %t289
  %t291 = mul i64 %size.R, %size.S
  %t292 = mul i64 0, %t291
  %t293 = add i64 %t290, %t292
  %t294 = mul i64 0, %size.S
  %t295 = add i64 %t293, %t294
  %t296 = add i64 %t295, 0
  %t297 = sub i64 %t287, %t296
  %t298 = mul i64 %t297, %size.R
  %t299 = mul i64 %size.C, %size.R
  %t300 = mul i64 %t299, %size.S
  %t301 = mul i64 0, %t300
  %t302 = mul i64 %size.R, %size.S
  %t303 = mul i64 1, %t302
  %t304 = add i64 %t301, %t303
  %t305 = mul i64 0, %size.S
  %t306 = add i64 %t304, %t305
  %t307 = add i64 %t306, 0
  %t308 = mul i64 %size.C, %size.R
  %t309 = mul i64 %t308, %size.S
  %t310 = mul i64 0, %t309
  %t311 = mul i64 %size.R, %size.S
  %t312 = mul i64 0, %t311
  %t313 = add i64 %t310, %t312
  %t314 = mul i64 0, %size.S
  %t315 = add i64 %t313, %t314
  %t316 = add i64 %t315, 0
  %t317 = sub i64 %t307, %t316
  %t318 = icmp eq i64 %t317, %t298
  %t319 = and i1 true, %t318
  %t320 = mul i64 %size.C, %size.R
  %t321 = mul i64 %t320, %size.S
  %t322 = mul i64 0, %t321
  %t323 = mul i64 %size.R, %size.S
  %t324 = mul i64 0, %t323
  %t325 = add i64 %t322, %t324
  %t326 = mul i64 0, %size.S
  %t327 = add i64 %t325, %t326
  %t328 = add i64 %t327, 1
  %t329 = mul i64 %size.C, %size.R
  %t330 = mul i64 %t329, %size.S
  %t331 = mul i64 0, %t330
  %t332 = mul i64 %size.R, %size.S
  %t333 = mul i64 0, %t332
  %t334 = add i64 %t331, %t333
  %t335 = mul i64 0, %size.S
  %t336 = add i64 %t334, %t335
  %t337 = add i64 %t336, 0
  %t338 = sub i64 %t328, %t337
  %t339 = mul i64 %t338, %size.S
  %t340 = mul i64 %size.C, %size.R
  %t341 = mul i64 %t340, %size.S
  %t342 = mul i64 0, %t341
  %t343 = mul i64 %size.R, %size.S
  %t344 = mul i64 0, %t343
  %t345 = add i64 %t342, %t344
  %t346 = mul i64 1, %size.S
  %t347 = add i64 %t345, %t346
  %t348 = add i64 %t347, 0
  %t349 = mul i64 %size.C, %size.R
  %t350 = mul i64 %t349, %size.S
  %t351 = mul i64 0, %t350
  %t352 = mul i64 %size.R, %size.S
  %t353 = mul i64 0, %t352
  %t354 = add i64 %t351, %t353
  %t355 = mul i64 0, %size.S
  %t356 = add i64 %t354, %t355
  %t357 = add i64 %t356, 0
  %t358 = sub i64 %t348, %t357
  %t359 = icmp eq i64 %t358, %t339
  %t360 = and i1 %t319, %t359
  %t361 = and i1 %t360, true
  %t362 = icmp eq i64 %size.K, 1
  %t363 = and i1 false, %t362
  %t364 = and i1 %t363, %t361
  %t365 = select i1 false, i64 128, i64 85
  %t366 = sdiv i64 %t365, %t86
  %t367 = icmp sgt i64 %t366, 1
  %t368 = select i1 %t367, i64 %t366, i64 1
  %t369 = sub i64 %t368, 1
  %t370 = add i64 %size.C, %t369
  %t371 = sdiv i64 %t370, %t368
  %t372 = icmp sgt i64 %t371, 1
  %t373 = select i1 %t372, i64 %t371, i64 1
  %t374 = sub i64 %t373, 1
  %t375 = add i64 %size.C, %t374
  %t376 = sdiv i64 %t375, %t373
  %t377 = icmp sgt i64 %t376, 1
  %t378 = select i1 %t377, i64 %t376, i64 1
  %t379 = mul i64 %size.C, %size.R
  %t380 = mul i64 %t379, %size.S
  %t381 = mul i64 1, %t380
  %t382 = mul i64 %size.R, %size.S
  %t383 = mul i64 0, %t382
  %t384 = add i64 %t381, %t383
  %t385 = mul i64 0, %size.S
  %t386 = add i64 %t384, %t385
  %t387 = add i64 %t386, 0
  %t388 = mul i64 %size.C, %size.R
  %t389 = mul i64 %t388, %size.S
  %t390 = mul i64 0, %t389
  %t391 = mul i64 %size.R, %size.S
  %t392 = mul i64 0, %t391
  %t393 = add i64 %t390, %t392
  %t394 = mul i64 0, %size.S
  %t395 = add i64 %t393, %t394
  %t396 = add i64 %t395, 0
  %t397 = sub i64 %t387, %t396
  %t398 = mul i64 %size.C, %size.R
  %t399 = mul i64 %t398, %size.S
  %t400 = mul i64 0, %t399
  %t401 = mul i64 %size.R, %size.S
  %t402 = mul i64 0, %t401
  %t403 = add i64 %t400, %t402
  %t404 = mul i64 0, %size.S
  %t405 = add i64 %t403, %t404
  %t406 = add i64 %t405, 1
  %t407 = mul i64 %size.C, %size.R
  %t408 = mul i64 %t407, %size.S
  %t409 = mul i64 0, %t408
  %t410 = mul i64 %size.R, %size.S
  %t411 = mul i64 0, %t410
  %t412 = add i64 %t409, %t411
  %t413 = mul i64 0, %size.S
  %t414 = add i64 %t412, %t413
  %t415 = add i64 %t414, 0
  %t416 = sub i64 %t406, %t415
  %t417 = mul i64 %size.C, %size.H
  %t418 = mul i64 %t417, %size.W
  %t419 = mul i64 0, %t418
  %t420 = mul i64 %size.H, %size.W
  %t421 = mul i64 0, %t420
  %t422 = add i64 %t419, %t421
  %t423 = add i64 0, 0
  %t424 = sub i64 %t423, 1
  %t425 = mul i64 %t424, %size.W
  %t426 = add i64 %t422, %t425
  %t427 = add i64 0, 1
  %t428 = sub i64 %t427, 1
  %t429 = add i64 %t426, %t428
  %t430 = mul i64 %size.C, %size.H
  %t431 = mul i64 %t430, %size.W
  %t432 = mul i64 0, %t431
  %t433 = mul i64 %size.H, %size.W
  %t434 = mul i64 0, %t433
  %t435 = add i64 %t432, %t434
  %t436 = add i64 0, 0
  %t437 = sub i64 %t436, 1
  %t438 = mul i64 %t437, %size.W
  %t439 = add i64 %t435, %t438
  %t440 = add i64 0, 0
  %t441 = sub i64 %t440, 1
  %t442 = add i64 %t439, %t441
  %t443 = sub i64 %t429, %t442
  %t444 = add i64 %size.H, 1
  %t445 = add i64 %t444, 1
  %t446 = sub i64 %size.R, 1
  %t447 = sub i64 %t445, %t446
  %t448 = sub i64 %t447, 1
  %t449 = add i64 %t448, 1
  %t450 = mul i64 %size.K, %t449
  %t451 = add i64 %size.W, 1
  %t452 = add i64 %t451, 1
  %t453 = sub i64 %size.S, 1
  %t454 = sub i64 %t452, %t453
  %t455 = sub i64 %t454, 1
  %t456 = add i64 %t455, 1
  %t457 = mul i64 %t450, %t456
  %t458 = mul i64 0, %t457
  %t459 = add i64 %size.H, 1
  %t460 = add i64 %t459, 1
  %t461 = sub i64 %size.R, 1
  %t462 = sub i64 %t460, %t461
  %t463 = sub i64 %t462, 1
  %t464 = add i64 %t463, 1
  %t465 = add i64 %size.W, 1
  %t466 = add i64 %t465, 1
  %t467 = sub i64 %size.S, 1
  %t468 = sub i64 %t466, %t467
  %t469 = sub i64 %t468, 1
  %t470 = add i64 %t469, 1
  %t471 = mul i64 %t464, %t470
  %t472 = mul i64 1, %t471
  %t473 = add i64 %t458, %t472
  %t474 = add i64 %size.W, 1
  %t475 = add i64 %t474, 1
  %t476 = sub i64 %size.S, 1
  %t477 = sub i64 %t475, %t476
  %t478 = sub i64 %t477, 1
  %t479 = add i64 %t478, 1
  %t480 = mul i64 0, %t479
  %t481 = add i64 %t473, %t480
  %t482 = add i64 %t481, 0
  %t483 = add i64 %size.H, 1
  %t484 = add i64 %t483, 1
  %t485 = sub i64 %size.R, 1
  %t486 = sub i64 %t484, %t485
  %t487 = sub i64 %t486, 1
  %t488 = add i64 %t487, 1
  %t489 = mul i64 %size.K, %t488
  %t490 = add i64 %size.W, 1
  %t491 = add i64 %t490, 1
  %t492 = sub i64 %size.S, 1
  %t493 = sub i64 %t491, %t492
  %t494 = sub i64 %t493, 1
  %t495 = add i64 %t494, 1
  %t496 = mul i64 %t489, %t495
  %t497 = mul i64 0, %t496
  %t498 = add i64 %size.H, 1
  %t499 = add i64 %t498, 1
  %t500 = sub i64 %size.R, 1
  %t501 = sub i64 %t499, %t500
  %t502 = sub i64 %t501, 1
  %t503 = add i64 %t502, 1
  %t504 = add i64 %size.W, 1
  %t505 = add i64 %t504, 1
  %t506 = sub i64 %size.S, 1
  %t507 = sub i64 %t505, %t506
  %t508 = sub i64 %t507, 1
  %t509 = add i64 %t508, 1
  %t510 = mul i64 %t503, %t509
  %t511 = mul i64 0, %t510
  %t512 = add i64 %t497, %t511
  %t513 = add i64 %size.W, 1
  %t514 = add i64 %t513, 1
  %t515 = sub i64 %size.S, 1
  %t516 = sub i64 %t514, %t515
  %t517 = sub i64 %t516, 1
  %t518 = add i64 %t517, 1
  %t519 = mul i64 0, %t518
  %t520 = add i64 %t512, %t519
  %t521 = add i64 %t520, 0
  %t522 = sub i64 %t482, %t521
  br label %packed523
packed523:
  %t525 = sub i64 %t90, 1
  %t526 = add i64 %t110, %t525
  %t527 = udiv i64 %t526, %t90
  %t528 = udiv i64 %range.lo, %t90
  store i64 %t528, ptr %c529
  br label %head530
head530:
  %i533 = load i64, ptr %c529
  %t534 = icmp slt i64 %i533, %t527
  br i1 %t534, label %body531, label %done532
body531:
  %t535 = urem i64 %i533, %t88
  %t536 = udiv i64 %i533, %t88
  %t537 = urem i64 %t536, 1
  %t538 = udiv i64 %t536, 1
  %t539 = mul i64 %i533, %t90
  %t540 = sub i64 %range.lo, %t539
  %t541 = icmp sgt i64 %t540, 0
  %t542 = select i1 %t541, i64 %t540, i64 0
  %t543 = mul i64 %t542, %t106
  %t544 = icmp slt i64 %size.K, %t543
  %t545 = select i1 %t544, i64 %size.K, i64 %t543
  %t546 = sub i64 %t110, %t539
  %t547 = icmp slt i64 %t546, %t90
  %t548 = select i1 %t547, i64 %t546, i64 %t90
  %t549 = mul i64 %t548, %t106
  %t550 = icmp slt i64 %size.K, %t549
  %t551 = select i1 %t550, i64 %size.K, i64 %t549
  %t552 = sub i64 %t551, %t545
  %t553 = mul i64 %t535, %t98
  %t554 = sub i64 %t82, %t553
  %t555 = icmp slt i64 %t98, %t554
  %t556 = select i1 %t555, i64 %t98, i64 %t554
  %t557 = add i64 %t556, 63
  %t558 = sdiv i64 %t557, 64
  %t561 = icmp slt i64 %t545, %t551
  br i1 %t561, label %rows559, label %norows560
rows559:
  store i64 0, ptr %c562
  br label %head563
head563:
  %i566 = load i64, ptr %c562
  %t567 = icmp slt i64 %i566, %t373
  br i1 %t567, label %body564, label %done565
body564:
  %t568 = mul i64 %i566, %t378
  %t569 = add i64 %t568, %t378
  %t570 = icmp slt i64 %t569, %size.C
  %t571 = select i1 %t570, i64 %t569, i64 %size.C
  %t572 = sub i64 %t571, %t568
  %t573 = icmp sgt i64 %t572, 0
  %t574 = select i1 %t573, i64 %t572, i64 0
  %t575 = mul i64 %t574, %t84
  %t576 = icmp sgt i64 %i566, 0
  br label %packb577
packb577:
  br i1 false, label %panels578, label %pack580
pack580:
  store i64 0, ptr %c581
  br label %head582
head582:
  %i585 = load i64, ptr %c581
  %t586 = icmp slt i64 %i585, %t558
  br i1 %t586, label %body583, label %done584
body583:
  %t587 = mul i64 %i585, 64
  %t588 = mul i64 %i585, %t575
  %t589 = mul i64 %t588, 64
  %t590 = getelementptr float, ptr %t114, i64 %t589
  %t591 = add i64 %t587, 0
  %t592 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t591, i64 %t556)
  %t593 = add i64 %t553, %t591
  %t594 = add i64 %size.W, 1
  %t595 = add i64 %t594, 1
  %t596 = sub i64 %size.S, 1
  %t597 = sub i64 %t595, %t596
  %t598 = sub i64 %t597, 1
  %t599 = add i64 %t598, 1
  %t600 = udiv i64 %t593, %t599
  %t601 = urem i64 %t593, %t599
  %t602 = insertelement <16 x i64> poison, i64 %t593, i64 0
  %t603 = shufflevector <16 x i64> %t602, <16 x i64> poison, <16 x i32> zeroinitializer
  %t604 = add <16 x i64> %t603, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %t605 = insertelement <16 x i64> poison, i64 %t599, i64 0
  %t606 = shufflevector <16 x i64> %t605, <16 x i64> poison, <16 x i32> zeroinitializer
  %t607 = udiv <16 x i64> %t604, %t606
  %t608 = insertelement <16 x i64> poison, i64 %t599, i64 0
  %t609 = shufflevector <16 x i64> %t608, <16 x i64> poison, <16 x i32> zeroinitializer
  %t610 = mul <16 x i64> %t607, %t609
  %t611 = sub <16 x i64> %t604, %t610
  %t612 = insertelement <16 x i64> poison, i64 %t600, i64 0
  %t613 = shufflevector <16 x i64> %t612, <16 x i64> poison, <16 x i32> zeroinitializer
  %t614 = sub <16 x i64> %t607, %t613
  %t615 = insertelement <16 x i64> poison, i64 %t601, i64 0
  %t616 = shufflevector <16 x i64> %t615, <16 x i64> poison, <16 x i32> zeroinitializer
  %t617 = sub <16 x i64> %t611, %t616
  %t618 = add i64 %t593, 15
  %t619 = udiv i64 %t618, %t599
  %t620 = icmp eq i64 %t600, %t619
  %t621 = add i64 %t587, 16
  %t622 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t621, i64 %t556)
  %t623 = add i64 %t553, %t621
  %t624 = add i64 %size.W, 1
  %t625 = add i64 %t624, 1
  %t626 = sub i64 %size.S, 1
  %t627 = sub i64 %t625, %t626
  %t628 = sub i64 %t627, 1
  %t629 = add i64 %t628, 1
  %t630 = udiv i64 %t623, %t629
  %t631 = urem i64 %t623, %t629
  %t632 = insertelement <16 x i64> poison, i64 %t623, i64 0
  %t633 = shufflevector <16 x i64> %t632, <16 x i64> poison, <16 x i32> zeroinitializer
  %t634 = add <16 x i64> %t633, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %t635 = insertelement <16 x i64> poison, i64 %t629, i64 0
  %t636 = shufflevector <16 x i64> %t635, <16 x i64> poison, <16 x i32> zeroinitializer
  %t637 = udiv <16 x i64> %t634, %t636
  %t638 = insertelement <16 x i64> poison, i64 %t629, i64 0
  %t639 = shufflevector <16 x i64> %t638, <16 x i64> poison, <16 x i32> zeroinitializer
  %t640 = mul <16 x i64> %t637, %t639
  %t641 = sub <16 x i64> %t634, %t640
  %t642 = insertelement <16 x i64> poison, i64 %t630, i64 0
  %t643 = shufflevector <16 x i64> %t642, <16 x i64> poison, <16 x i32> zeroinitializer
  %t644 = sub <16 x i64> %t637, %t643
  %t645 = insertelement <16 x i64> poison, i64 %t631, i64 0
  %t646 = shufflevector <16 x i64> %t645, <16 x i64> poison, <16 x i32> zeroinitializer
  %t647 = sub <16 x i64> %t641, %t646
  %t648 = add i64 %t623, 15
  %t649 = udiv i64 %t648, %t629
  %t650 = icmp eq i64 %t630, %t649
  %t651 = add i64 %t587, 32
  %t652 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t651, i64 %t556)
  %t653 = add i64 %t553, %t651
  %t654 = add i64 %size.W, 1
  %t655 = add i64 %t654, 1
  %t656 = sub i64 %size.S, 1
  %t657 = sub i64 %t655, %t656
  %t658 = sub i64 %t657, 1
  %t659 = add i64 %t658, 1
  %t660 = udiv i64 %t653, %t659
  %t661 = urem i64 %t653, %t659
  %t662 = insertelement <16 x i64> poison, i64 %t653, i64 0
  %t663 = shufflevector <16 x i64> %t662, <16 x i64> poison, <16 x i32> zeroinitializer
  %t664 = add <16 x i64> %t663, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %t665 = insertelement <16 x i64> poison, i64 %t659, i64 0
  %t666 = shufflevector <16 x i64> %t665, <16 x i64> poison, <16 x i32> zeroinitializer
  %t667 = udiv <16 x i64> %t664, %t666
  %t668 = insertelement <16 x i64> poison, i64 %t659, i64 0
  %t669 = shufflevector <16 x i64> %t668, <16 x i64> poison, <16 x i32> zeroinitializer
  %t670 = mul <16 x i64> %t667, %t669
  %t671 = sub <16 x i64> %t664, %t670
  %t672 = insertelement <16 x i64> poison, i64 %t660, i64 0
  %t673 = shufflevector <16 x i64> %t672, <16 x i64> poison, <16 x i32> zeroinitializer
  %t674 = sub <16 x i64> %t667, %t673
  %t675 = insertelement <16 x i64> poison, i64 %t661, i64 0
  %t676 = shufflevector <16 x i64> %t675, <16 x i64> poison, <16 x i32> zeroinitializer
  %t677 = sub <16 x i64> %t671, %t676
  %t678 = add i64 %t653, 15
  %t679 = udiv i64 %t678, %t659
  %t680 = icmp eq i64 %t660, %t679
  %t681 = add i64 %t587, 48
  %t682 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t681, i64 %t556)
  %t683 = add i64 %t553, %t681
  %t684 = add i64 %size.W, 1
  %t685 = add i64 %t684, 1
  %t686 = sub i64 %size.S, 1
  %t687 = sub i64 %t685, %t686
  %t688 = sub i64 %t687, 1
  %t689 = add i64 %t688, 1
  %t690 = udiv i64 %t683, %t689
  %t691 = urem i64 %t683, %t689
  %t692 = insertelement <16 x i64> poison, i64 %t683, i64 0
  %t693 = shufflevector <16 x i64> %t692, <16 x i64> poison, <16 x i32> zeroinitializer
  %t694 = add <16 x i64> %t693, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %t695 = insertelement <16 x i64> poison, i64 %t689, i64 0
  %t696 = shufflevector <16 x i64> %t695, <16 x i64> poison, <16 x i32> zeroinitializer
  %t697 = udiv <16 x i64> %t694, %t696
  %t698 = insertelement <16 x i64> poison, i64 %t689, i64 0
  %t699 = shufflevector <16 x i64> %t698, <16 x i64> poison, <16 x i32> zeroinitializer
  %t700 = mul <16 x i64> %t697, %t699
  %t701 = sub <16 x i64> %t694, %t700
  %t702 = insertelement <16 x i64> poison, i64 %t690, i64 0
  %t703 = shufflevector <16 x i64> %t702, <16 x i64> poison, <16 x i32> zeroinitializer
  %t704 = sub <16 x i64> %t697, %t703
  %t705 = insertelement <16 x i64> poison, i64 %t691, i64 0
  %t706 = shufflevector <16 x i64> %t705, <16 x i64> poison, <16 x i32> zeroinitializer
  %t707 = sub <16 x i64> %t701, %t706
  %t708 = add i64 %t683, 15
  %t709 = udiv i64 %t708, %t689
  %t710 = icmp eq i64 %t690, %t709
  %t711 = mul i64 %size.H, %size.W
  %t712 = mul i64 %size.R, %size.S
  store i64 0, ptr %c713
  store i64 0, ptr %c714
  br label %head715
head715:
  %i718 = load i64, ptr %c714
  %t719 = icmp slt i64 %i718, %size.R
  br i1 %t719, label %body716, label %done717
body716:
  store i64 0, ptr %c720
  br label %head721
head721:
  %i724 = load i64, ptr %c720
  %t725 = icmp slt i64 %i724, %size.S
  br i1 %t725, label %body722, label %done723
body722:
  %t726 = load i64, ptr %c713
  %t727 = add i64 %t600, %i718
  %t728 = sub i64 %t727, 1
  %t729 = insertelement <16 x i64> poison, i64 %t728, i64 0
  %t730 = shufflevector <16 x i64> %t729, <16 x i64> poison, <16 x i32> zeroinitializer
  %t731 = insertelement <16 x i64> poison, i64 1, i64 0
  %t732 = shufflevector <16 x i64> %t731, <16 x i64> poison, <16 x i32> zeroinitializer
  %t733 = mul <16 x i64> %t614, %t732
  %t734 = add <16 x i64> %t730, %t733
  %t735 = icmp sge <16 x i64> %t734, zeroinitializer
  %t736 = insertelement <16 x i64> poison, i64 %size.H, i64 0
  %t737 = shufflevector <16 x i64> %t736, <16 x i64> poison, <16 x i32> zeroinitializer
  %t738 = icmp slt <16 x i64> %t734, %t737
  %t739 = and <16 x i1> %t735, %t738
  %t740 = and <16 x i1> %t592, %t739
  %t741 = add i64 %t601, %i724
  %t742 = sub i64 %t741, 1
  %t743 = insertelement <16 x i64> poison, i64 %t742, i64 0
  %t744 = shufflevector <16 x i64> %t743, <16 x i64> poison, <16 x i32> zeroinitializer
  %t745 = insertelement <16 x i64> poison, i64 1, i64 0
  %t746 = shufflevector <16 x i64> %t745, <16 x i64> poison, <16 x i32> zeroinitializer
  %t747 = mul <16 x i64> %t617, %t746
  %t748 = add <16 x i64> %t744, %t747
  %t749 = icmp sge <16 x i64> %t748, zeroinitializer
  %t750 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t751 = shufflevector <16 x i64> %t750, <16 x i64> poison, <16 x i32> zeroinitializer
  %t752 = icmp slt <16 x i64> %t748, %t751
  %t753 = and <16 x i1> %t749, %t752
  %t754 = and <16 x i1> %t740, %t753
  %t755 = mul i64 %size.C, %size.H
  %t756 = mul i64 %t755, %size.W
  %t757 = mul i64 %t537, %t756
  %t758 = mul i64 %size.H, %size.W
  %t759 = mul i64 %t568, %t758
  %t760 = add i64 %t757, %t759
  %t761 = add i64 %t600, %i718
  %t762 = sub i64 %t761, 1
  %t763 = mul i64 %t762, %size.W
  %t764 = add i64 %t760, %t763
  %t765 = add i64 %t601, %i724
  %t766 = sub i64 %t765, 1
  %t767 = add i64 %t764, %t766
  %t768 = insertelement <16 x i64> poison, i64 %t767, i64 0
  %t769 = shufflevector <16 x i64> %t768, <16 x i64> poison, <16 x i32> zeroinitializer
  %t770 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t771 = shufflevector <16 x i64> %t770, <16 x i64> poison, <16 x i32> zeroinitializer
  %t772 = mul <16 x i64> %t614, %t771
  %t773 = add <16 x i64> %t769, %t772
  %t774 = insertelement <16 x i64> poison, i64 1, i64 0
  %t775 = shufflevector <16 x i64> %t774, <16 x i64> poison, <16 x i32> zeroinitializer
  %t776 = mul <16 x i64> %t617, %t775
  %t777 = add <16 x i64> %t773, %t776
  %t778 = mul i64 %t599, 1
  %t779 = sub i64 %size.W, %t778
  %t780 = add i64 %t601, %t599
  %t781 = add i64 %t780, 15
  %t782 = udiv i64 %t781, %t599
  %t783 = mul i64 0, %t599
  %t784 = sub i64 %t783, %t601
  %t785 = mul i64 1, %t599
  %t786 = sub i64 %t785, %t601
  %t787 = insertelement <16 x i64> poison, i64 %t784, i64 0
  %t788 = shufflevector <16 x i64> %t787, <16 x i64> poison, <16 x i32> zeroinitializer
  %t789 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t788
  %t790 = insertelement <16 x i64> poison, i64 %t786, i64 0
  %t791 = shufflevector <16 x i64> %t790, <16 x i64> poison, <16 x i32> zeroinitializer
  %t792 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t791
  %t793 = and <16 x i1> %t789, %t792
  %t794 = and <16 x i1> %t793, %t754
  %t795 = mul i64 1, %t599
  %t796 = sub i64 %t795, %t601
  %t797 = mul i64 2, %t599
  %t798 = sub i64 %t797, %t601
  %t799 = insertelement <16 x i64> poison, i64 %t796, i64 0
  %t800 = shufflevector <16 x i64> %t799, <16 x i64> poison, <16 x i32> zeroinitializer
  %t801 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t800
  %t802 = insertelement <16 x i64> poison, i64 %t798, i64 0
  %t803 = shufflevector <16 x i64> %t802, <16 x i64> poison, <16 x i32> zeroinitializer
  %t804 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t803
  %t805 = and <16 x i1> %t801, %t804
  %t806 = and <16 x i1> %t805, %t754
  %t807 = mul i64 2, %t599
  %t808 = sub i64 %t807, %t601
  %t809 = mul i64 3, %t599
  %t810 = sub i64 %t809, %t601
  %t811 = insertelement <16 x i64> poison, i64 %t808, i64 0
  %t812 = shufflevector <16 x i64> %t811, <16 x i64> poison, <16 x i32> zeroinitializer
  %t813 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t812
  %t814 = insertelement <16 x i64> poison, i64 %t810, i64 0
  %t815 = shufflevector <16 x i64> %t814, <16 x i64> poison, <16 x i32> zeroinitializer
  %t816 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t815
  %t817 = and <16 x i1> %t813, %t816
  %t818 = and <16 x i1> %t817, %t754
  %t819 = mul i64 3, %t599
  %t820 = sub i64 %t819, %t601
  %t821 = mul i64 4, %t599
  %t822 = sub i64 %t821, %t601
  %t823 = insertelement <16 x i64> poison, i64 %t820, i64 0
  %t824 = shufflevector <16 x i64> %t823, <16 x i64> poison, <16 x i32> zeroinitializer
  %t825 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t824
  %t826 = insertelement <16 x i64> poison, i64 %t822, i64 0
  %t827 = shufflevector <16 x i64> %t826, <16 x i64> poison, <16 x i32> zeroinitializer
  %t828 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t827
  %t829 = and <16 x i1> %t825, %t828
  %t830 = and <16 x i1> %t829, %t754
  %t831 = add i64 %t630, %i718
  %t832 = sub i64 %t831, 1
  %t833 = insertelement <16 x i64> poison, i64 %t832, i64 0
  %t834 = shufflevector <16 x i64> %t833, <16 x i64> poison, <16 x i32> zeroinitializer
  %t835 = insertelement <16 x i64> poison, i64 1, i64 0
  %t836 = shufflevector <16 x i64> %t835, <16 x i64> poison, <16 x i32> zeroinitializer
  %t837 = mul <16 x i64> %t644, %t836
  %t838 = add <16 x i64> %t834, %t837
  %t839 = icmp sge <16 x i64> %t838, zeroinitializer
  %t840 = insertelement <16 x i64> poison, i64 %size.H, i64 0
  %t841 = shufflevector <16 x i64> %t840, <16 x i64> poison, <16 x i32> zeroinitializer
  %t842 = icmp slt <16 x i64> %t838, %t841
  %t843 = and <16 x i1> %t839, %t842
  %t844 = and <16 x i1> %t622, %t843
  %t845 = add i64 %t631, %i724
  %t846 = sub i64 %t845, 1
  %t847 = insertelement <16 x i64> poison, i64 %t846, i64 0
  %t848 = shufflevector <16 x i64> %t847, <16 x i64> poison, <16 x i32> zeroinitializer
  %t849 = insertelement <16 x i64> poison, i64 1, i64 0
  %t850 = shufflevector <16 x i64> %t849, <16 x i64> poison, <16 x i32> zeroinitializer
  %t851 = mul <16 x i64> %t647, %t850
  %t852 = add <16 x i64> %t848, %t851
  %t853 = icmp sge <16 x i64> %t852, zeroinitializer
  %t854 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t855 = shufflevector <16 x i64> %t854, <16 x i64> poison, <16 x i32> zeroinitializer
  %t856 = icmp slt <16 x i64> %t852, %t855
  %t857 = and <16 x i1> %t853, %t856
  %t858 = and <16 x i1> %t844, %t857
  %t859 = mul i64 %size.C, %size.H
  %t860 = mul i64 %t859, %size.W
  %t861 = mul i64 %t537, %t860
  %t862 = mul i64 %size.H, %size.W
  %t863 = mul i64 %t568, %t862
  %t864 = add i64 %t861, %t863
  %t865 = add i64 %t630, %i718
  %t866 = sub i64 %t865, 1
  %t867 = mul i64 %t866, %size.W
  %t868 = add i64 %t864, %t867
  %t869 = add i64 %t631, %i724
  %t870 = sub i64 %t869, 1
  %t871 = add i64 %t868, %t870
  %t872 = insertelement <16 x i64> poison, i64 %t871, i64 0
  %t873 = shufflevector <16 x i64> %t872, <16 x i64> poison, <16 x i32> zeroinitializer
  %t874 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t875 = shufflevector <16 x i64> %t874, <16 x i64> poison, <16 x i32> zeroinitializer
  %t876 = mul <16 x i64> %t644, %t875
  %t877 = add <16 x i64> %t873, %t876
  %t878 = insertelement <16 x i64> poison, i64 1, i64 0
  %t879 = shufflevector <16 x i64> %t878, <16 x i64> poison, <16 x i32> zeroinitializer
  %t880 = mul <16 x i64> %t647, %t879
  %t881 = add <16 x i64> %t877, %t880
  %t882 = mul i64 %t629, 1
  %t883 = sub i64 %size.W, %t882
  %t884 = add i64 %t631, %t629
  %t885 = add i64 %t884, 15
  %t886 = udiv i64 %t885, %t629
  %t887 = mul i64 0, %t629
  %t888 = sub i64 %t887, %t631
  %t889 = mul i64 1, %t629
  %t890 = sub i64 %t889, %t631
  %t891 = insertelement <16 x i64> poison, i64 %t888, i64 0
  %t892 = shufflevector <16 x i64> %t891, <16 x i64> poison, <16 x i32> zeroinitializer
  %t893 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t892
  %t894 = insertelement <16 x i64> poison, i64 %t890, i64 0
  %t895 = shufflevector <16 x i64> %t894, <16 x i64> poison, <16 x i32> zeroinitializer
  %t896 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t895
  %t897 = and <16 x i1> %t893, %t896
  %t898 = and <16 x i1> %t897, %t858
  %t899 = mul i64 1, %t629
  %t900 = sub i64 %t899, %t631
  %t901 = mul i64 2, %t629
  %t902 = sub i64 %t901, %t631
  %t903 = insertelement <16 x i64> poison, i64 %t900, i64 0
  %t904 = shufflevector <16 x i64> %t903, <16 x i64> poison, <16 x i32> zeroinitializer
  %t905 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t904
  %t906 = insertelement <16 x i64> poison, i64 %t902, i64 0
  %t907 = shufflevector <16 x i64> %t906, <16 x i64> poison, <16 x i32> zeroinitializer
  %t908 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t907
  %t909 = and <16 x i1> %t905, %t908
  %t910 = and <16 x i1> %t909, %t858
  %t911 = mul i64 2, %t629
  %t912 = sub i64 %t911, %t631
  %t913 = mul i64 3, %t629
  %t914 = sub i64 %t913, %t631
  %t915 = insertelement <16 x i64> poison, i64 %t912, i64 0
  %t916 = shufflevector <16 x i64> %t915, <16 x i64> poison, <16 x i32> zeroinitializer
  %t917 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t916
  %t918 = insertelement <16 x i64> poison, i64 %t914, i64 0
  %t919 = shufflevector <16 x i64> %t918, <16 x i64> poison, <16 x i32> zeroinitializer
  %t920 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t919
  %t921 = and <16 x i1> %t917, %t920
  %t922 = and <16 x i1> %t921, %t858
  %t923 = mul i64 3, %t629
  %t924 = sub i64 %t923, %t631
  %t925 = mul i64 4, %t629
  %t926 = sub i64 %t925, %t631
  %t927 = insertelement <16 x i64> poison, i64 %t924, i64 0
  %t928 = shufflevector <16 x i64> %t927, <16 x i64> poison, <16 x i32> zeroinitializer
  %t929 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t928
  %t930 = insertelement <16 x i64> poison, i64 %t926, i64 0
  %t931 = shufflevector <16 x i64> %t930, <16 x i64> poison, <16 x i32> zeroinitializer
  %t932 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t931
  %t933 = and <16 x i1> %t929, %t932
  %t934 = and <16 x i1> %t933, %t858
  %t935 = add i64 %t660, %i718
  %t936 = sub i64 %t935, 1
  %t937 = insertelement <16 x i64> poison, i64 %t936, i64 0
  %t938 = shufflevector <16 x i64> %t937, <16 x i64> poison, <16 x i32> zeroinitializer
  %t939 = insertelement <16 x i64> poison, i64 1, i64 0
  %t940 = shufflevector <16 x i64> %t939, <16 x i64> poison, <16 x i32> zeroinitializer
  %t941 = mul <16 x i64> %t674, %t940
  %t942 = add <16 x i64> %t938, %t941
  %t943 = icmp sge <16 x i64> %t942, zeroinitializer
  %t944 = insertelement <16 x i64> poison, i64 %size.H, i64 0
  %t945 = shufflevector <16 x i64> %t944, <16 x i64> poison, <16 x i32> zeroinitializer
  %t946 = icmp slt <16 x i64> %t942, %t945
  %t947 = and <16 x i1> %t943, %t946
  %t948 = and <16 x i1> %t652, %t947
  %t949 = add i64 %t661, %i724
  %t950 = sub i64 %t949, 1
  %t951 = insertelement <16 x i64> poison, i64 %t950, i64 0
  %t952 = shufflevector <16 x i64> %t951, <16 x i64> poison, <16 x i32> zeroinitializer
  %t953 = insertelement <16 x i64> poison, i64 1, i64 0
  %t954 = shufflevector <16 x i64> %t953, <16 x i64> poison, <16 x i32> zeroinitializer
  %t955 = mul <16 x i64> %t677, %t954
  %t956 = add <16 x i64> %t952, %t955
  %t957 = icmp sge <16 x i64> %t956, zeroinitializer
  %t958 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t959 = shufflevector <16 x i64> %t958, <16 x i64> poison, <16 x i32> zeroinitializer
  %t960 = icmp slt <16 x i64> %t956, %t959
  %t961 = and <16 x i1> %t957, %t960
  %t962 = and <16 x i1> %t948, %t961
  %t963 = mul i64 %size.C, %size.H
  %t964 = mul i64 %t963, %size.W
  %t965 = mul i64 %t537, %t964
  %t966 = mul i64 %size.H, %size.W
  %t967 = mul i64 %t568, %t966
  %t968 = add i64 %t965, %t967
  %t969 = add i64 %t660, %i718
  %t970 = sub i64 %t969, 1
  %t971 = mul i64 %t970, %size.W
  %t972 = add i64 %t968, %t971
  %t973 = add i64 %t661, %i724
  %t974 = sub i64 %t973, 1
  %t975 = add i64 %t972, %t974
  %t976 = insertelement <16 x i64> poison, i64 %t975, i64 0
  %t977 = shufflevector <16 x i64> %t976, <16 x i64> poison, <16 x i32> zeroinitializer
  %t978 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t979 = shufflevector <16 x i64> %t978, <16 x i64> poison, <16 x i32> zeroinitializer
  %t980 = mul <16 x i64> %t674, %t979
  %t981 = add <16 x i64> %t977, %t980
  %t982 = insertelement <16 x i64> poison, i64 1, i64 0
  %t983 = shufflevector <16 x i64> %t982, <16 x i64> poison, <16 x i32> zeroinitializer
  %t984 = mul <16 x i64> %t677, %t983
  %t985 = add <16 x i64> %t981, %t984
  %t986 = mul i64 %t659, 1
  %t987 = sub i64 %size.W, %t986
  %t988 = add i64 %t661, %t659
  %t989 = add i64 %t988, 15
  %t990 = udiv i64 %t989, %t659
  %t991 = mul i64 0, %t659
  %t992 = sub i64 %t991, %t661
  %t993 = mul i64 1, %t659
  %t994 = sub i64 %t993, %t661
  %t995 = insertelement <16 x i64> poison, i64 %t992, i64 0
  %t996 = shufflevector <16 x i64> %t995, <16 x i64> poison, <16 x i32> zeroinitializer
  %t997 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t996
  %t998 = insertelement <16 x i64> poison, i64 %t994, i64 0
  %t999 = shufflevector <16 x i64> %t998, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1000 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t999
  %t1001 = and <16 x i1> %t997, %t1000
  %t1002 = and <16 x i1> %t1001, %t962
  %t1003 = mul i64 1, %t659
  %t1004 = sub i64 %t1003, %t661
  %t1005 = mul i64 2, %t659
  %t1006 = sub i64 %t1005, %t661
  %t1007 = insertelement <16 x i64> poison, i64 %t1004, i64 0
  %t1008 = shufflevector <16 x i64> %t1007, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1009 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1008
  %t1010 = insertelement <16 x i64> poison, i64 %t1006, i64 0
  %t1011 = shufflevector <16 x i64> %t1010, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1012 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1011
  %t1013 = and <16 x i1> %t1009, %t1012
  %t1014 = and <16 x i1> %t1013, %t962
  %t1015 = mul i64 2, %t659
  %t1016 = sub i64 %t1015, %t661
  %t1017 = mul i64 3, %t659
  %t1018 = sub i64 %t1017, %t661
  %t1019 = insertelement <16 x i64> poison, i64 %t1016, i64 0
  %t1020 = shufflevector <16 x i64> %t1019, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1021 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1020
  %t1022 = insertelement <16 x i64> poison, i64 %t1018, i64 0
  %t1023 = shufflevector <16 x i64> %t1022, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1024 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1023
  %t1025 = and <16 x i1> %t1021, %t1024
  %t1026 = and <16 x i1> %t1025, %t962
  %t1027 = mul i64 3, %t659
  %t1028 = sub i64 %t1027, %t661
  %t1029 = mul i64 4, %t659
  %t1030 = sub i64 %t1029, %t661
  %t1031 = insertelement <16 x i64> poison, i64 %t1028, i64 0
  %t1032 = shufflevector <16 x i64> %t1031, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1033 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1032
  %t1034 = insertelement <16 x i64> poison, i64 %t1030, i64 0
  %t1035 = shufflevector <16 x i64> %t1034, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1036 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1035
  %t1037 = and <16 x i1> %t1033, %t1036
  %t1038 = and <16 x i1> %t1037, %t962
  %t1039 = add i64 %t690, %i718
  %t1040 = sub i64 %t1039, 1
  %t1041 = insertelement <16 x i64> poison, i64 %t1040, i64 0
  %t1042 = shufflevector <16 x i64> %t1041, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1043 = insertelement <16 x i64> poison, i64 1, i64 0
  %t1044 = shufflevector <16 x i64> %t1043, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1045 = mul <16 x i64> %t704, %t1044
  %t1046 = add <16 x i64> %t1042, %t1045
  %t1047 = icmp sge <16 x i64> %t1046, zeroinitializer
  %t1048 = insertelement <16 x i64> poison, i64 %size.H, i64 0
  %t1049 = shufflevector <16 x i64> %t1048, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1050 = icmp slt <16 x i64> %t1046, %t1049
  %t1051 = and <16 x i1> %t1047, %t1050
  %t1052 = and <16 x i1> %t682, %t1051
  %t1053 = add i64 %t691, %i724
  %t1054 = sub i64 %t1053, 1
  %t1055 = insertelement <16 x i64> poison, i64 %t1054, i64 0
  %t1056 = shufflevector <16 x i64> %t1055, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1057 = insertelement <16 x i64> poison, i64 1, i64 0
  %t1058 = shufflevector <16 x i64> %t1057, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1059 = mul <16 x i64> %t707, %t1058
  %t1060 = add <16 x i64> %t1056, %t1059
  %t1061 = icmp sge <16 x i64> %t1060, zeroinitializer
  %t1062 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t1063 = shufflevector <16 x i64> %t1062, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1064 = icmp slt <16 x i64> %t1060, %t1063
  %t1065 = and <16 x i1> %t1061, %t1064
  %t1066 = and <16 x i1> %t1052, %t1065
  %t1067 = mul i64 %size.C, %size.H
  %t1068 = mul i64 %t1067, %size.W
  %t1069 = mul i64 %t537, %t1068
  %t1070 = mul i64 %size.H, %size.W
  %t1071 = mul i64 %t568, %t1070
  %t1072 = add i64 %t1069, %t1071
  %t1073 = add i64 %t690, %i718
  %t1074 = sub i64 %t1073, 1
  %t1075 = mul i64 %t1074, %size.W
  %t1076 = add i64 %t1072, %t1075
  %t1077 = add i64 %t691, %i724
  %t1078 = sub i64 %t1077, 1
  %t1079 = add i64 %t1076, %t1078
  %t1080 = insertelement <16 x i64> poison, i64 %t1079, i64 0
  %t1081 = shufflevector <16 x i64> %t1080, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1082 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t1083 = shufflevector <16 x i64> %t1082, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1084 = mul <16 x i64> %t704, %t1083
  %t1085 = add <16 x i64> %t1081, %t1084
  %t1086 = insertelement <16 x i64> poison, i64 1, i64 0
  %t1087 = shufflevector <16 x i64> %t1086, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1088 = mul <16 x i64> %t707, %t1087
  %t1089 = add <16 x i64> %t1085, %t1088
  %t1090 = mul i64 %t689, 1
  %t1091 = sub i64 %size.W, %t1090
  %t1092 = add i64 %t691, %t689
  %t1093 = add i64 %t1092, 15
  %t1094 = udiv i64 %t1093, %t689
  %t1095 = mul i64 0, %t689
  %t1096 = sub i64 %t1095, %t691
  %t1097 = mul i64 1, %t689
  %t1098 = sub i64 %t1097, %t691
  %t1099 = insertelement <16 x i64> poison, i64 %t1096, i64 0
  %t1100 = shufflevector <16 x i64> %t1099, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1101 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1100
  %t1102 = insertelement <16 x i64> poison, i64 %t1098, i64 0
  %t1103 = shufflevector <16 x i64> %t1102, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1104 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1103
  %t1105 = and <16 x i1> %t1101, %t1104
  %t1106 = and <16 x i1> %t1105, %t1066
  %t1107 = mul i64 1, %t689
  %t1108 = sub i64 %t1107, %t691
  %t1109 = mul i64 2, %t689
  %t1110 = sub i64 %t1109, %t691
  %t1111 = insertelement <16 x i64> poison, i64 %t1108, i64 0
  %t1112 = shufflevector <16 x i64> %t1111, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1113 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1112
  %t1114 = insertelement <16 x i64> poison, i64 %t1110, i64 0
  %t1115 = shufflevector <16 x i64> %t1114, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1116 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1115
  %t1117 = and <16 x i1> %t1113, %t1116
  %t1118 = and <16 x i1> %t1117, %t1066
  %t1119 = mul i64 2, %t689
  %t1120 = sub i64 %t1119, %t691
  %t1121 = mul i64 3, %t689
  %t1122 = sub i64 %t1121, %t691
  %t1123 = insertelement <16 x i64> poison, i64 %t1120, i64 0
  %t1124 = shufflevector <16 x i64> %t1123, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1125 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1124
  %t1126 = insertelement <16 x i64> poison, i64 %t1122, i64 0
  %t1127 = shufflevector <16 x i64> %t1126, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1128 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1127
  %t1129 = and <16 x i1> %t1125, %t1128
  %t1130 = and <16 x i1> %t1129, %t1066
  %t1131 = mul i64 3, %t689
  %t1132 = sub i64 %t1131, %t691
  %t1133 = mul i64 4, %t689
  %t1134 = sub i64 %t1133, %t691
  %t1135 = insertelement <16 x i64> poison, i64 %t1132, i64 0
  %t1136 = shufflevector <16 x i64> %t1135, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1137 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1136
  %t1138 = insertelement <16 x i64> poison, i64 %t1134, i64 0
  %t1139 = shufflevector <16 x i64> %t1138, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1140 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1139
  %t1141 = and <16 x i1> %t1137, %t1140
  %t1142 = and <16 x i1> %t1141, %t1066
  store i64 %t568, ptr %c1143
  br label %head1144
head1144:
  %i1147 = load i64, ptr %c1143
  %t1148 = icmp slt i64 %i1147, %t571
  br i1 %t1148, label %body1145, label %done1146
body1145:
  %t1149 = sub i64 %i1147, %t568
  %t1150 = mul i64 %t1149, %t712
  %t1151 = add i64 %t1150, %t726
  %t1152 = mul i64 %t1149, %t711
  %t1153 = insertelement <16 x i64> poison, i64 %t1152, i64 0
  %t1154 = shufflevector <16 x i64> %t1153, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1155 = add <16 x i64> %t777, %t1154
  %t1156 = add i64 %t767, %t1152
  %t1157 = mul i64 %t1151, 64
  %t1158 = add i64 %t1157, 0
  %t1159 = getelementptr float, ptr %t590, i64 %t1158
  br i1 %t620, label %load1160, label %gather1161
load1160:
  %t1163 = getelementptr float, ptr %buf.x, i64 %t1156
  %t1164 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1163, <16 x i1> %t754, <16 x float> zeroinitializer)
  store <16 x float> %t1164, ptr %t1159, align 4
  br label %packed1162
gather1161:
  switch i64 %t782, label %gather1169 [i64 1, label %pieces11165 i64 2, label %pieces21166 i64 3, label %pieces31167 i64 4, label %pieces41168]
pieces11165:
  %t1170 = mul i64 %t779, 0
  %t1171 = add i64 %t1156, %t1170
  %t1172 = getelementptr float, ptr %buf.x, i64 %t1171
  %t1173 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1172, <16 x i1> %t794, <16 x float> zeroinitializer)
  store <16 x float> %t1173, ptr %t1159, align 4
  br label %packed1162
pieces21166:
  %t1174 = mul i64 %t779, 0
  %t1175 = add i64 %t1156, %t1174
  %t1176 = getelementptr float, ptr %buf.x, i64 %t1175
  %t1177 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1176, <16 x i1> %t794, <16 x float> zeroinitializer)
  %t1178 = mul i64 %t779, 1
  %t1179 = add i64 %t1156, %t1178
  %t1180 = getelementptr float, ptr %buf.x, i64 %t1179
  %t1181 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1180, <16 x i1> %t806, <16 x float> zeroinitializer)
  %t1182 = select <16 x i1> %t806, <16 x float> %t1181, <16 x float> %t1177
  store <16 x float> %t1182, ptr %t1159, align 4
  br label %packed1162
pieces31167:
  %t1183 = mul i64 %t779, 0
  %t1184 = add i64 %t1156, %t1183
  %t1185 = getelementptr float, ptr %buf.x, i64 %t1184
  %t1186 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1185, <16 x i1> %t794, <16 x float> zeroinitializer)
  %t1187 = mul i64 %t779, 1
  %t1188 = add i64 %t1156, %t1187
  %t1189 = getelementptr float, ptr %buf.x, i64 %t1188
  %t1190 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1189, <16 x i1> %t806, <16 x float> zeroinitializer)
  %t1191 = select <16 x i1> %t806, <16 x float> %t1190, <16 x float> %t1186
  %t1192 = mul i64 %t779, 2
  %t1193 = add i64 %t1156, %t1192
  %t1194 = getelementptr float, ptr %buf.x, i64 %t1193
  %t1195 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1194, <16 x i1> %t818, <16 x float> zeroinitializer)
  %t1196 = select <16 x i1> %t818, <16 x float> %t1195, <16 x float> %t1191
  store <16 x float> %t1196, ptr %t1159, align 4
  br label %packed1162
pieces41168:
  %t1197 = mul i64 %t779, 0
  %t1198 = add i64 %t1156, %t1197
  %t1199 = getelementptr float, ptr %buf.x, i64 %t1198
  %t1200 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1199, <16 x i1> %t794, <16 x float> zeroinitializer)
  %t1201 = mul i64 %t779, 1
  %t1202 = add i64 %t1156, %t1201
  %t1203 = getelementptr float, ptr %buf.x, i64 %t1202
  %t1204 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1203, <16 x i1> %t806, <16 x float> zeroinitializer)
  %t1205 = select <16 x i1> %t806, <16 x float> %t1204, <16 x float> %t1200
  %t1206 = mul i64 %t779, 2
  %t1207 = add i64 %t1156, %t1206
  %t1208 = getelementptr float, ptr %buf.x, i64 %t1207
  %t1209 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1208, <16 x i1> %t818, <16 x float> zeroinitializer)
  %t1210 = select <16 x i1> %t818, <16 x float> %t1209, <16 x float> %t1205
  %t1211 = mul i64 %t779, 3
  %t1212 = add i64 %t1156, %t1211
  %t1213 = getelementptr float, ptr %buf.x, i64 %t1212
  %t1214 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1213, <16 x i1> %t830, <16 x float> zeroinitializer)
  %t1215 = select <16 x i1> %t830, <16 x float> %t1214, <16 x float> %t1210
  store <16 x float> %t1215, ptr %t1159, align 4
  br label %packed1162
gather1169:
  %t1216 = getelementptr float, ptr %buf.x, <16 x i64> %t1155
  %t1217 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t1216, <16 x i1> %t754, <16 x float> zeroinitializer)
  store <16 x float> %t1217, ptr %t1159, align 4
  br label %packed1162
packed1162:
  %t1218 = insertelement <16 x i64> poison, i64 %t1152, i64 0
  %t1219 = shufflevector <16 x i64> %t1218, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1220 = add <16 x i64> %t881, %t1219
  %t1221 = add i64 %t871, %t1152
  %t1222 = mul i64 %t1151, 64
  %t1223 = add i64 %t1222, 16
  %t1224 = getelementptr float, ptr %t590, i64 %t1223
  br i1 %t650, label %load1225, label %gather1226
load1225:
  %t1228 = getelementptr float, ptr %buf.x, i64 %t1221
  %t1229 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1228, <16 x i1> %t858, <16 x float> zeroinitializer)
  store <16 x float> %t1229, ptr %t1224, align 4
  br label %packed1227
gather1226:
  switch i64 %t886, label %gather1234 [i64 1, label %pieces11230 i64 2, label %pieces21231 i64 3, label %pieces31232 i64 4, label %pieces41233]
pieces11230:
  %t1235 = mul i64 %t883, 0
  %t1236 = add i64 %t1221, %t1235
  %t1237 = getelementptr float, ptr %buf.x, i64 %t1236
  %t1238 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1237, <16 x i1> %t898, <16 x float> zeroinitializer)
  store <16 x float> %t1238, ptr %t1224, align 4
  br label %packed1227
pieces21231:
  %t1239 = mul i64 %t883, 0
  %t1240 = add i64 %t1221, %t1239
  %t1241 = getelementptr float, ptr %buf.x, i64 %t1240
  %t1242 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1241, <16 x i1> %t898, <16 x float> zeroinitializer)
  %t1243 = mul i64 %t883, 1
  %t1244 = add i64 %t1221, %t1243
  %t1245 = getelementptr float, ptr %buf.x, i64 %t1244
  %t1246 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1245, <16 x i1> %t910, <16 x float> zeroinitializer)
  %t1247 = select <16 x i1> %t910, <16 x float> %t1246, <16 x float> %t1242
  store <16 x float> %t1247, ptr %t1224, align 4
  br label %packed1227
pieces31232:
  %t1248 = mul i64 %t883, 0
  %t1249 = add i64 %t1221, %t1248
  %t1250 = getelementptr float, ptr %buf.x, i64 %t1249
  %t1251 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1250, <16 x i1> %t898, <16 x float> zeroinitializer)
  %t1252 = mul i64 %t883, 1
  %t1253 = add i64 %t1221, %t1252
  %t1254 = getelementptr float, ptr %buf.x, i64 %t1253
  %t1255 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1254, <16 x i1> %t910, <16 x float> zeroinitializer)
  %t1256 = select <16 x i1> %t910, <16 x float> %t1255, <16 x float> %t1251
  %t1257 = mul i64 %t883, 2
  %t1258 = add i64 %t1221, %t1257
  %t1259 = getelementptr float, ptr %buf.x, i64 %t1258
  %t1260 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1259, <16 x i1> %t922, <16 x float> zeroinitializer)
  %t1261 = select <16 x i1> %t922, <16 x float> %t1260, <16 x float> %t1256
  store <16 x float> %t1261, ptr %t1224, align 4
  br label %packed1227
pieces41233:
  %t1262 = mul i64 %t883, 0
  %t1263 = add i64 %t1221, %t1262
  %t1264 = getelementptr float, ptr %buf.x, i64 %t1263
  %t1265 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1264, <16 x i1> %t898, <16 x float> zeroinitializer)
  %t1266 = mul i64 %t883, 1
  %t1267 = add i64 %t1221, %t1266
  %t1268 = getelementptr float, ptr %buf.x, i64 %t1267
  %t1269 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1268, <16 x i1> %t910, <16 x float> zeroinitializer)
  %t1270 = select <16 x i1> %t910, <16 x float> %t1269, <16 x float> %t1265
  %t1271 = mul i64 %t883, 2
  %t1272 = add i64 %t1221, %t1271
  %t1273 = getelementptr float, ptr %buf.x, i64 %t1272
  %t1274 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1273, <16 x i1> %t922, <16 x float> zeroinitializer)
  %t1275 = select <16 x i1> %t922, <16 x float> %t1274, <16 x float> %t1270
  %t1276 = mul i64 %t883, 3
  %t1277 = add i64 %t1221, %t1276
  %t1278 = getelementptr float, ptr %buf.x, i64 %t1277
  %t1279 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1278, <16 x i1> %t934, <16 x float> zeroinitializer)
  %t1280 = select <16 x i1> %t934, <16 x float> %t1279, <16 x float> %t1275
  store <16 x float> %t1280, ptr %t1224, align 4
  br label %packed1227
gather1234:
  %t1281 = getelementptr float, ptr %buf.x, <16 x i64> %t1220
  %t1282 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t1281, <16 x i1> %t858, <16 x float> zeroinitializer)
  store <16 x float> %t1282, ptr %t1224, align 4
  br label %packed1227
packed1227:
  %t1283 = insertelement <16 x i64> poison, i64 %t1152, i64 0
  %t1284 = shufflevector <16 x i64> %t1283, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1285 = add <16 x i64> %t985, %t1284
  %t1286 = add i64 %t975, %t1152
  %t1287 = mul i64 %t1151, 64
  %t1288 = add i64 %t1287, 32
  %t1289 = getelementptr float, ptr %t590, i64 %t1288
  br i1 %t680, label %load1290, label %gather1291
load1290:
  %t1293 = getelementptr float, ptr %buf.x, i64 %t1286
  %t1294 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1293, <16 x i1> %t962, <16 x float> zeroinitializer)
  store <16 x float> %t1294, ptr %t1289, align 4
  br label %packed1292
gather1291:
  switch i64 %t990, label %gather1299 [i64 1, label %pieces11295 i64 2, label %pieces21296 i64 3, label %pieces31297 i64 4, label %pieces41298]
pieces11295:
  %t1300 = mul i64 %t987, 0
  %t1301 = add i64 %t1286, %t1300
  %t1302 = getelementptr float, ptr %buf.x, i64 %t1301
  %t1303 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1302, <16 x i1> %t1002, <16 x float> zeroinitializer)
  store <16 x float> %t1303, ptr %t1289, align 4
  br label %packed1292
pieces21296:
  %t1304 = mul i64 %t987, 0
  %t1305 = add i64 %t1286, %t1304
  %t1306 = getelementptr float, ptr %buf.x, i64 %t1305
  %t1307 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1306, <16 x i1> %t1002, <16 x float> zeroinitializer)
  %t1308 = mul i64 %t987, 1
  %t1309 = add i64 %t1286, %t1308
  %t1310 = getelementptr float, ptr %buf.x, i64 %t1309
  %t1311 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1310, <16 x i1> %t1014, <16 x float> zeroinitializer)
  %t1312 = select <16 x i1> %t1014, <16 x float> %t1311, <16 x float> %t1307
  store <16 x float> %t1312, ptr %t1289, align 4
  br label %packed1292
pieces31297:
  %t1313 = mul i64 %t987, 0
  %t1314 = add i64 %t1286, %t1313
  %t1315 = getelementptr float, ptr %buf.x, i64 %t1314
  %t1316 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1315, <16 x i1> %t1002, <16 x float> zeroinitializer)
  %t1317 = mul i64 %t987, 1
  %t1318 = add i64 %t1286, %t1317
  %t1319 = getelementptr float, ptr %buf.x, i64 %t1318
  %t1320 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1319, <16 x i1> %t1014, <16 x float> zeroinitializer)
  %t1321 = select <16 x i1> %t1014, <16 x float> %t1320, <16 x float> %t1316
  %t1322 = mul i64 %t987, 2
  %t1323 = add i64 %t1286, %t1322
  %t1324 = getelementptr float, ptr %buf.x, i64 %t1323
  %t1325 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1324, <16 x i1> %t1026, <16 x float> zeroinitializer)
  %t1326 = select <16 x i1> %t1026, <16 x float> %t1325, <16 x float> %t1321
  store <16 x float> %t1326, ptr %t1289, align 4
  br label %packed1292
pieces41298:
  %t1327 = mul i64 %t987, 0
  %t1328 = add i64 %t1286, %t1327
  %t1329 = getelementptr float, ptr %buf.x, i64 %t1328
  %t1330 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1329, <16 x i1> %t1002, <16 x float> zeroinitializer)
  %t1331 = mul i64 %t987, 1
  %t1332 = add i64 %t1286, %t1331
  %t1333 = getelementptr float, ptr %buf.x, i64 %t1332
  %t1334 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1333, <16 x i1> %t1014, <16 x float> zeroinitializer)
  %t1335 = select <16 x i1> %t1014, <16 x float> %t1334, <16 x float> %t1330
  %t1336 = mul i64 %t987, 2
  %t1337 = add i64 %t1286, %t1336
  %t1338 = getelementptr float, ptr %buf.x, i64 %t1337
  %t1339 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1338, <16 x i1> %t1026, <16 x float> zeroinitializer)
  %t1340 = select <16 x i1> %t1026, <16 x float> %t1339, <16 x float> %t1335
  %t1341 = mul i64 %t987, 3
  %t1342 = add i64 %t1286, %t1341
  %t1343 = getelementptr float, ptr %buf.x, i64 %t1342
  %t1344 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1343, <16 x i1> %t1038, <16 x float> zeroinitializer)
  %t1345 = select <16 x i1> %t1038, <16 x float> %t1344, <16 x float> %t1340
  store <16 x float> %t1345, ptr %t1289, align 4
  br label %packed1292
gather1299:
  %t1346 = getelementptr float, ptr %buf.x, <16 x i64> %t1285
  %t1347 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t1346, <16 x i1> %t962, <16 x float> zeroinitializer)
  store <16 x float> %t1347, ptr %t1289, align 4
  br label %packed1292
packed1292:
  %t1348 = insertelement <16 x i64> poison, i64 %t1152, i64 0
  %t1349 = shufflevector <16 x i64> %t1348, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1350 = add <16 x i64> %t1089, %t1349
  %t1351 = add i64 %t1079, %t1152
  %t1352 = mul i64 %t1151, 64
  %t1353 = add i64 %t1352, 48
  %t1354 = getelementptr float, ptr %t590, i64 %t1353
  br i1 %t710, label %load1355, label %gather1356
load1355:
  %t1358 = getelementptr float, ptr %buf.x, i64 %t1351
  %t1359 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1358, <16 x i1> %t1066, <16 x float> zeroinitializer)
  store <16 x float> %t1359, ptr %t1354, align 4
  br label %packed1357
gather1356:
  switch i64 %t1094, label %gather1364 [i64 1, label %pieces11360 i64 2, label %pieces21361 i64 3, label %pieces31362 i64 4, label %pieces41363]
pieces11360:
  %t1365 = mul i64 %t1091, 0
  %t1366 = add i64 %t1351, %t1365
  %t1367 = getelementptr float, ptr %buf.x, i64 %t1366
  %t1368 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1367, <16 x i1> %t1106, <16 x float> zeroinitializer)
  store <16 x float> %t1368, ptr %t1354, align 4
  br label %packed1357
pieces21361:
  %t1369 = mul i64 %t1091, 0
  %t1370 = add i64 %t1351, %t1369
  %t1371 = getelementptr float, ptr %buf.x, i64 %t1370
  %t1372 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1371, <16 x i1> %t1106, <16 x float> zeroinitializer)
  %t1373 = mul i64 %t1091, 1
  %t1374 = add i64 %t1351, %t1373
  %t1375 = getelementptr float, ptr %buf.x, i64 %t1374
  %t1376 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1375, <16 x i1> %t1118, <16 x float> zeroinitializer)
  %t1377 = select <16 x i1> %t1118, <16 x float> %t1376, <16 x float> %t1372
  store <16 x float> %t1377, ptr %t1354, align 4
  br label %packed1357
pieces31362:
  %t1378 = mul i64 %t1091, 0
  %t1379 = add i64 %t1351, %t1378
  %t1380 = getelementptr float, ptr %buf.x, i64 %t1379
  %t1381 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1380, <16 x i1> %t1106, <16 x float> zeroinitializer)
  %t1382 = mul i64 %t1091, 1
  %t1383 = add i64 %t1351, %t1382
  %t1384 = getelementptr float, ptr %buf.x, i64 %t1383
  %t1385 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1384, <16 x i1> %t1118, <16 x float> zeroinitializer)
  %t1386 = select <16 x i1> %t1118, <16 x float> %t1385, <16 x float> %t1381
  %t1387 = mul i64 %t1091, 2
  %t1388 = add i64 %t1351, %t1387
  %t1389 = getelementptr float, ptr %buf.x, i64 %t1388
  %t1390 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1389, <16 x i1> %t1130, <16 x float> zeroinitializer)
  %t1391 = select <16 x i1> %t1130, <16 x float> %t1390, <16 x float> %t1386
  store <16 x float> %t1391, ptr %t1354, align 4
  br label %packed1357
pieces41363:
  %t1392 = mul i64 %t1091, 0
  %t1393 = add i64 %t1351, %t1392
  %t1394 = getelementptr float, ptr %buf.x, i64 %t1393
  %t1395 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1394, <16 x i1> %t1106, <16 x float> zeroinitializer)
  %t1396 = mul i64 %t1091, 1
  %t1397 = add i64 %t1351, %t1396
  %t1398 = getelementptr float, ptr %buf.x, i64 %t1397
  %t1399 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1398, <16 x i1> %t1118, <16 x float> zeroinitializer)
  %t1400 = select <16 x i1> %t1118, <16 x float> %t1399, <16 x float> %t1395
  %t1401 = mul i64 %t1091, 2
  %t1402 = add i64 %t1351, %t1401
  %t1403 = getelementptr float, ptr %buf.x, i64 %t1402
  %t1404 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1403, <16 x i1> %t1130, <16 x float> zeroinitializer)
  %t1405 = select <16 x i1> %t1130, <16 x float> %t1404, <16 x float> %t1400
  %t1406 = mul i64 %t1091, 3
  %t1407 = add i64 %t1351, %t1406
  %t1408 = getelementptr float, ptr %buf.x, i64 %t1407
  %t1409 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1408, <16 x i1> %t1142, <16 x float> zeroinitializer)
  %t1410 = select <16 x i1> %t1142, <16 x float> %t1409, <16 x float> %t1405
  store <16 x float> %t1410, ptr %t1354, align 4
  br label %packed1357
gather1364:
  %t1411 = getelementptr float, ptr %buf.x, <16 x i64> %t1350
  %t1412 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t1411, <16 x i1> %t1066, <16 x float> zeroinitializer)
  store <16 x float> %t1412, ptr %t1354, align 4
  br label %packed1357
packed1357:
  %t1413 = add nsw i64 %i1147, 1
  store i64 %t1413, ptr %c1143
  br label %head1144
done1146:
  %t1414 = add i64 %t726, 1
  store i64 %t1414, ptr %c713
  %t1415 = add nsw i64 %i724, 1
  store i64 %t1415, ptr %c720
  br label %head721
done723:
  %t1416 = add nsw i64 %i718, 1
  store i64 %t1416, ptr %c714
  br label %head715
done717:
  %t1417 = add nsw i64 %i585, 1
  store i64 %t1417, ptr %c581
  br label %head582
done584:
  br label %panels578
panels578:
  store i64 %t545, ptr %c1418
  br label %head1419
head1419:
  %i1422 = load i64, ptr %c1418
  %t1423 = icmp slt i64 %i1422, %t551
  br i1 %t1423, label %body1420, label %done1421
body1420:
  store i64 0, ptr %c1424
  br label %head1425
head1425:
  %i1428 = load i64, ptr %c1424
  %t1429 = icmp slt i64 %i1428, %t558
  br i1 %t1429, label %body1426, label %done1427
body1426:
  %t1430 = add i64 %i1422, %t106
  %t1431 = icmp slt i64 %t1430, %t551
  %t1432 = select i1 %t1431, i64 %t1430, i64 %t551
  %t1433 = mul i64 %i1428, 64
  %t1434 = add i64 %t1433, 0
  %t1435 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t1434, i64 %t556)
  %t1436 = add i64 %t1433, 16
  %t1437 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t1436, i64 %t556)
  %t1438 = add i64 %t1433, 32
  %t1439 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t1438, i64 %t556)
  %t1440 = add i64 %t1433, 48
  %t1441 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t1440, i64 %t556)
  %t1442 = add i64 %t553, %t1433
  %t1443 = udiv i64 %t1442, %t75
  %t1444 = urem i64 %t1442, %t75
  %t1445 = mul i64 %size.C, %size.H
  %t1446 = mul i64 %t1445, %size.W
  %t1447 = mul i64 %t537, %t1446
  %t1448 = mul i64 %size.H, %size.W
  %t1449 = mul i64 %t568, %t1448
  %t1450 = add i64 %t1447, %t1449
  %t1451 = add i64 %t1443, 0
  %t1452 = sub i64 %t1451, 1
  %t1453 = mul i64 %t1452, %size.W
  %t1454 = add i64 %t1450, %t1453
  %t1455 = add i64 %t1444, 0
  %t1456 = sub i64 %t1455, 1
  %t1457 = add i64 %t1454, %t1456
  %t1458 = getelementptr float, ptr %buf.x, i64 %t1457
  %t1459 = mul i64 %i1428, %t575
  %t1460 = mul i64 %t1459, 64
  %t1461 = getelementptr float, ptr %t114, i64 %t1460
  %t1462 = select i1 false, ptr %t1458, ptr %t1461
  %t1463 = select i1 false, i64 %t443, i64 64
  %t1464 = udiv i64 %t1442, %t75
  %t1465 = urem i64 %t1442, %t75
  store i64 %i1422, ptr %c1466
  br label %head1467
head1467:
  %i1470 = load i64, ptr %c1466
  %t1471 = icmp slt i64 %i1470, %t1432
  br i1 %t1471, label %body1468, label %done1469
body1468:
  %t1472 = sub i64 %t1432, %i1470
  %t1473 = icmp slt i64 4, %t1472
  %t1474 = select i1 %t1473, i64 4, i64 %t1472
  %t1475 = mul i64 %size.C, %size.R
  %t1476 = mul i64 %t1475, %size.S
  %t1477 = mul i64 %i1470, %t1476
  %t1478 = mul i64 %size.R, %size.S
  %t1479 = mul i64 %t568, %t1478
  %t1480 = add i64 %t1477, %t1479
  %t1481 = mul i64 0, %size.S
  %t1482 = add i64 %t1480, %t1481
  %t1483 = add i64 %t1482, 0
  %t1484 = getelementptr float, ptr %buf.w, i64 %t1483
  br i1 %t361, label %ready1486, label %packa1485
packa1485:
  %t1487 = sub i64 %t1474, 1
  store i64 0, ptr %c1488
  store i64 %t568, ptr %c1489
  br label %head1490
head1490:
  %i1493 = load i64, ptr %c1489
  %t1494 = icmp slt i64 %i1493, %t571
  br i1 %t1494, label %body1491, label %done1492
body1491:
  store i64 0, ptr %c1495
  br label %head1496
head1496:
  %i1499 = load i64, ptr %c1495
  %t1500 = icmp slt i64 %i1499, %size.R
  br i1 %t1500, label %body1497, label %done1498
body1497:
  store i64 0, ptr %c1501
  br label %head1502
head1502:
  %i1505 = load i64, ptr %c1501
  %t1506 = icmp slt i64 %i1505, %size.S
  br i1 %t1506, label %body1503, label %done1504
body1503:
  %t1507 = load i64, ptr %c1488
  %t1508 = icmp slt i64 0, %t1487
  %t1509 = select i1 %t1508, i64 0, i64 %t1487
  %t1510 = add i64 %i1470, %t1509
  %t1511 = mul i64 %size.C, %size.R
  %t1512 = mul i64 %t1511, %size.S
  %t1513 = mul i64 %t1510, %t1512
  %t1514 = mul i64 %size.R, %size.S
  %t1515 = mul i64 %i1493, %t1514
  %t1516 = add i64 %t1513, %t1515
  %t1517 = mul i64 %i1499, %size.S
  %t1518 = add i64 %t1516, %t1517
  %t1519 = add i64 %t1518, %i1505
  %t1520 = select i1 true, i64 %t1519, i64 0
  %t1521 = getelementptr float, ptr %buf.w, i64 %t1520
  %t1522 = load float, ptr %t1521, align 4
  %t1523 = select i1 true, float %t1522, float 0.0
  %t1524 = mul i64 %t1507, 4
  %t1525 = add i64 %t1524, 0
  %t1526 = getelementptr float, ptr %t117, i64 %t1525
  store float %t1523, ptr %t1526, align 4
  %t1527 = icmp slt i64 1, %t1487
  %t1528 = select i1 %t1527, i64 1, i64 %t1487
  %t1529 = add i64 %i1470, %t1528
  %t1530 = mul i64 %size.C, %size.R
  %t1531 = mul i64 %t1530, %size.S
  %t1532 = mul i64 %t1529, %t1531
  %t1533 = mul i64 %size.R, %size.S
  %t1534 = mul i64 %i1493, %t1533
  %t1535 = add i64 %t1532, %t1534
  %t1536 = mul i64 %i1499, %size.S
  %t1537 = add i64 %t1535, %t1536
  %t1538 = add i64 %t1537, %i1505
  %t1539 = select i1 true, i64 %t1538, i64 0
  %t1540 = getelementptr float, ptr %buf.w, i64 %t1539
  %t1541 = load float, ptr %t1540, align 4
  %t1542 = select i1 true, float %t1541, float 0.0
  %t1543 = mul i64 %t1507, 4
  %t1544 = add i64 %t1543, 1
  %t1545 = getelementptr float, ptr %t117, i64 %t1544
  store float %t1542, ptr %t1545, align 4
  %t1546 = icmp slt i64 2, %t1487
  %t1547 = select i1 %t1546, i64 2, i64 %t1487
  %t1548 = add i64 %i1470, %t1547
  %t1549 = mul i64 %size.C, %size.R
  %t1550 = mul i64 %t1549, %size.S
  %t1551 = mul i64 %t1548, %t1550
  %t1552 = mul i64 %size.R, %size.S
  %t1553 = mul i64 %i1493, %t1552
  %t1554 = add i64 %t1551, %t1553
  %t1555 = mul i64 %i1499, %size.S
  %t1556 = add i64 %t1554, %t1555
  %t1557 = add i64 %t1556, %i1505
  %t1558 = select i1 true, i64 %t1557, i64 0
  %t1559 = getelementptr float, ptr %buf.w, i64 %t1558
  %t1560 = load float, ptr %t1559, align 4
  %t1561 = select i1 true, float %t1560, float 0.0
  %t1562 = mul i64 %t1507, 4
  %t1563 = add i64 %t1562, 2
  %t1564 = getelementptr float, ptr %t117, i64 %t1563
  store float %t1561, ptr %t1564, align 4
  %t1565 = icmp slt i64 3, %t1487
  %t1566 = select i1 %t1565, i64 3, i64 %t1487
  %t1567 = add i64 %i1470, %t1566
  %t1568 = mul i64 %size.C, %size.R
  %t1569 = mul i64 %t1568, %size.S
  %t1570 = mul i64 %t1567, %t1569
  %t1571 = mul i64 %size.R, %size.S
  %t1572 = mul i64 %i1493, %t1571
  %t1573 = add i64 %t1570, %t1572
  %t1574 = mul i64 %i1499, %size.S
  %t1575 = add i64 %t1573, %t1574
  %t1576 = add i64 %t1575, %i1505
  %t1577 = select i1 true, i64 %t1576, i64 0
  %t1578 = getelementptr float, ptr %buf.w, i64 %t1577
  %t1579 = load float, ptr %t1578, align 4
  %t1580 = select i1 true, float %t1579, float 0.0
  %t1581 = mul i64 %t1507, 4
  %t1582 = add i64 %t1581, 3
  %t1583 = getelementptr float, ptr %t117, i64 %t1582
  store float %t1580, ptr %t1583, align 4
  %t1584 = add i64 %t1507, 1
  store i64 %t1584, ptr %c1488
  %t1585 = add nsw i64 %i1505, 1
  store i64 %t1585, ptr %c1501
  br label %head1502
done1504:
  %t1586 = add nsw i64 %i1499, 1
  store i64 %t1586, ptr %c1495
  br label %head1496
done1498:
  %t1587 = add nsw i64 %i1493, 1
  store i64 %t1587, ptr %c1489
  br label %head1490
done1492:
  br label %ready1486
ready1486:
  %t1588 = select i1 %t361, ptr %t1484, ptr %t117
  %t1589 = select i1 %t361, i64 %t397, i64 1
  %t1590 = select i1 %t361, i64 %t416, i64 4
  %t1591 = add i64 %size.H, 1
  %t1592 = add i64 %t1591, 1
  %t1593 = sub i64 %size.R, 1
  %t1594 = sub i64 %t1592, %t1593
  %t1595 = sub i64 %t1594, 1
  %t1596 = add i64 %t1595, 1
  %t1597 = mul i64 %size.K, %t1596
  %t1598 = add i64 %size.W, 1
  %t1599 = add i64 %t1598, 1
  %t1600 = sub i64 %size.S, 1
  %t1601 = sub i64 %t1599, %t1600
  %t1602 = sub i64 %t1601, 1
  %t1603 = add i64 %t1602, 1
  %t1604 = mul i64 %t1597, %t1603
  %t1605 = mul i64 %t537, %t1604
  %t1606 = add i64 %size.H, 1
  %t1607 = add i64 %t1606, 1
  %t1608 = sub i64 %size.R, 1
  %t1609 = sub i64 %t1607, %t1608
  %t1610 = sub i64 %t1609, 1
  %t1611 = add i64 %t1610, 1
  %t1612 = add i64 %size.W, 1
  %t1613 = add i64 %t1612, 1
  %t1614 = sub i64 %size.S, 1
  %t1615 = sub i64 %t1613, %t1614
  %t1616 = sub i64 %t1615, 1
  %t1617 = add i64 %t1616, 1
  %t1618 = mul i64 %t1611, %t1617
  %t1619 = mul i64 %i1470, %t1618
  %t1620 = add i64 %t1605, %t1619
  %t1621 = add i64 %size.W, 1
  %t1622 = add i64 %t1621, 1
  %t1623 = sub i64 %size.S, 1
  %t1624 = sub i64 %t1622, %t1623
  %t1625 = sub i64 %t1624, 1
  %t1626 = add i64 %t1625, 1
  %t1627 = mul i64 %t1464, %t1626
  %t1628 = add i64 %t1620, %t1627
  %t1629 = add i64 %t1628, %t1465
  %t1630 = getelementptr float, ptr %buf.y, i64 %t1629
  %t1631 = icmp eq i64 %t1474, 1
  %t1637 = zext i1 %t1631 to i64
  %t1638 = zext i1 false to i64
  %t1639 = shl i64 %t1638, 1
  %t1640 = or i64 %t1637, %t1639
  switch i64 %t1640, label %p1634 [i64 1, label %p11635 i64 2, label %d1632 i64 3, label %d11633]
p1634:
  call void @"jr.mk.conv2d.4p"(ptr %t1588, i64 %t1589, i64 %t1590, i64 %t1474, ptr %t1462, i64 %t1463, ptr %t1630, i64 %t522, i64 %t575, i1 %t576, ptr %t1462, i64 0, <16 x i1> %t1435, <16 x i1> %t1437, <16 x i1> %t1439, <16 x i1> %t1441)
  br label %called1636
p11635:
  call void @"jr.mk.conv2d.1p"(ptr %t1588, i64 %t1589, i64 %t1590, i64 %t1474, ptr %t1462, i64 %t1463, ptr %t1630, i64 %t522, i64 %t575, i1 %t576, ptr %t1462, i64 0, <16 x i1> %t1435, <16 x i1> %t1437, <16 x i1> %t1439, <16 x i1> %t1441)
  br label %called1636
d1632:
  call void @"jr.mk.conv2d.4d"(ptr %t1588, i64 %t1589, i64 %t1590, i64 %t1474, ptr %t1462, i64 %t1463, ptr %t1630, i64 %t522, i64 %t575, i1 %t576, ptr %t1462, i64 0, <16 x i1> %t1435, <16 x i1> %t1437, <16 x i1> %t1439, <16 x i1> %t1441)
  br label %called1636
d11633:
  call void @"jr.mk.conv2d.1d"(ptr %t1588, i64 %t1589, i64 %t1590, i64 %t1474, ptr %t1462, i64 %t1463, ptr %t1630, i64 %t522, i64 %t575, i1 %t576, ptr %t1462, i64 0, <16 x i1> %t1435, <16 x i1> %t1437, <16 x i1> %t1439, <16 x i1> %t1441)
  br label %called1636
called1636:
  %t1641 = add nsw i64 %i1470, 4
  store i64 %t1641, ptr %c1466
  br label %head1467
done1469:
  %t1642 = add nsw i64 %i1428, 1
  store i64 %t1642, ptr %c1424
  br label %head1425
done1427:
  %t1643 = add nsw i64 %i1422, %t106
  store i64 %t1643, ptr %c1418
  br label %head1419
done1421:
  br label %kdone579
kdone579:
  %t1644 = add nsw i64 %i566, 1
  store i64 %t1644, ptr %c562
  br label %head563
done565:
  %t1645 = add i64 %t553, %t556
  br i1 %t278, label %flat1648, label %byrow1646
flat1648:
  %t1649 = udiv i64 %t553, %t75
  %t1650 = urem i64 %t553, %t75
  call void @"jr.op.conv2d.epilogue"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, ptr null, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %t537, i64 %t1649, i64 %t545, i64 %t552, i64 %t1650, i64 %t556, i64 0, i64 4611686018427387904)
  br label %finished1647
byrow1646:
  %t1651 = udiv i64 %t553, %t75
  %t1652 = sub i64 %t1645, 1
  %t1653 = udiv i64 %t1652, %t75
  %t1654 = add i64 %t1653, 1
  store i64 %t1651, ptr %c1655
  br label %head1656
head1656:
  %i1659 = load i64, ptr %c1655
  %t1660 = icmp slt i64 %i1659, %t1654
  br i1 %t1660, label %body1657, label %done1658
body1657:
  %t1661 = mul i64 %i1659, %t75
  %t1662 = sub i64 %t553, %t1661
  %t1663 = icmp sgt i64 %t1662, 0
  %t1664 = select i1 %t1663, i64 %t1662, i64 0
  %t1665 = sub i64 %t1645, %t1661
  %t1666 = icmp slt i64 %t1665, %t75
  %t1667 = select i1 %t1666, i64 %t1665, i64 %t75
  %t1668 = sub i64 %t1667, %t1664
  call void @"jr.op.conv2d.epilogue"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, ptr null, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %t537, i64 %i1659, i64 %t545, i64 %t552, i64 %t1664, i64 %t1668, i64 0, i64 4611686018427387904)
  %t1669 = add nsw i64 %i1659, 1
  store i64 %t1669, ptr %c1655
  br label %head1656
done1658:
  br label %finished1647
finished1647:
  br label %norows560
norows560:
  %t1670 = add nsw i64 %i533, 1
  store i64 %t1670, ptr %c529
  br label %head530
done532:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
