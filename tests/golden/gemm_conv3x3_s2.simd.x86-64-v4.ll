@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare <16 x i64> @llvm.stepvector.v16i64()
declare <32 x float> @llvm.masked.load.v32f32.p0(ptr, <32 x i1>, <32 x float>)
declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>)
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
  %v147 = add i64 %size.H, 1
  %v148 = add i64 %v147, 1
  %v149 = sub i64 %size.R, 1
  %v150 = sub i64 %v148, %v149
  %v151 = sub i64 %v150, 1
  %v152 = sdiv i64 %v151, 2
  %v153 = srem i64 %v151, 2
  %v154 = icmp ne i64 %v153, 0
  %v155 = icmp slt i64 %v153, 0
  %v156 = icmp slt i64 2, 0
  %v157 = xor i1 %v155, %v156
  %v158 = and i1 %v154, %v157
  %v159 = zext i1 %v158 to i64
  %v160 = sub i64 %v152, %v159
  %v161 = add i64 %v160, 1
  %v162 = mul i64 %size.K, %v161
  %v163 = add i64 %size.W, 1
  %v164 = add i64 %v163, 1
  %v165 = sub i64 %size.S, 1
  %v166 = sub i64 %v164, %v165
  %v167 = sub i64 %v166, 1
  %v168 = sdiv i64 %v167, 2
  %v169 = srem i64 %v167, 2
  %v170 = icmp ne i64 %v169, 0
  %v171 = icmp slt i64 %v169, 0
  %v172 = icmp slt i64 2, 0
  %v173 = xor i1 %v171, %v172
  %v174 = and i1 %v170, %v173
  %v175 = zext i1 %v174 to i64
  %v176 = sub i64 %v168, %v175
  %v177 = add i64 %v176, 1
  %v178 = mul i64 %v162, %v177
  %v179 = icmp sge i64 %v178, 2097152
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
  %v19 = sdiv i64 %v18, 2
  %v20 = srem i64 %v18, 2
  %v21 = icmp ne i64 %v20, 0
  %v22 = icmp slt i64 %v20, 0
  %v23 = icmp slt i64 2, 0
  %v24 = xor i1 %v22, %v23
  %v25 = and i1 %v21, %v24
  %v26 = zext i1 %v25 to i64
  %v27 = sub i64 %v19, %v26
  %v28 = add i64 %v27, 1
  %v29 = mul i64 %v13, %v28
  %v30 = add i64 %v29, %size._o1
  %v31 = add i64 %size.W, 1
  %v32 = add i64 %v31, 1
  %v33 = sub i64 %size.S, 1
  %v34 = sub i64 %v32, %v33
  %v35 = sub i64 %v34, 1
  %v36 = sdiv i64 %v35, 2
  %v37 = srem i64 %v35, 2
  %v38 = icmp ne i64 %v37, 0
  %v39 = icmp slt i64 %v37, 0
  %v40 = icmp slt i64 2, 0
  %v41 = xor i1 %v39, %v40
  %v42 = and i1 %v38, %v41
  %v43 = zext i1 %v42 to i64
  %v44 = sub i64 %v36, %v43
  %v45 = add i64 %v44, 1
  %v46 = mul i64 %v30, %v45
  %v47 = add i64 %size._nt0, %i10
  %v48 = add i64 %v46, %v47
  %p49 = getelementptr float, ptr %buf.y, i64 %v48
  %v50 = ptrtoint ptr %p49 to i64
  %v51 = lshr i64 %v50, 2
  %v52 = sub i64 0, %v51
  %v53 = and i64 %v52, 15
  %v54 = sub i64 %size._ntc, %i10
  %v55 = icmp sge i64 %v54, 128
  %v56 = select i1 %v55, i64 %v53, i64 0
  %v57 = icmp sgt i64 %v56, 0
  br i1 %v57, label %peel58, label %aligned59
peel58:
  %v60 = add nsw i64 %i10, %v56
  %mask61 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i10, i64 %v60)
  %v62 = add i64 %size._mt0, %i7
  %p63 = getelementptr float, ptr %buf.b, i64 %v62
  %ld64 = load float, ptr %p63, align 4
  %v65 = mul i64 %size._o0, %size.K
  %v66 = add i64 %size._mt0, %i7
  %v67 = add i64 %v65, %v66
  %v68 = add i64 %size.H, 1
  %v69 = add i64 %v68, 1
  %v70 = sub i64 %size.R, 1
  %v71 = sub i64 %v69, %v70
  %v72 = sub i64 %v71, 1
  %v73 = sdiv i64 %v72, 2
  %v74 = srem i64 %v72, 2
  %v75 = icmp ne i64 %v74, 0
  %v76 = icmp slt i64 %v74, 0
  %v77 = icmp slt i64 2, 0
  %v78 = xor i1 %v76, %v77
  %v79 = and i1 %v75, %v78
  %v80 = zext i1 %v79 to i64
  %v81 = sub i64 %v73, %v80
  %v82 = add i64 %v81, 1
  %v83 = mul i64 %v67, %v82
  %v84 = add i64 %v83, %size._o1
  %v85 = add i64 %size.W, 1
  %v86 = add i64 %v85, 1
  %v87 = sub i64 %size.S, 1
  %v88 = sub i64 %v86, %v87
  %v89 = sub i64 %v88, 1
  %v90 = sdiv i64 %v89, 2
  %v91 = srem i64 %v89, 2
  %v92 = icmp ne i64 %v91, 0
  %v93 = icmp slt i64 %v91, 0
  %v94 = icmp slt i64 2, 0
  %v95 = xor i1 %v93, %v94
  %v96 = and i1 %v92, %v95
  %v97 = zext i1 %v96 to i64
  %v98 = sub i64 %v90, %v97
  %v99 = add i64 %v98, 1
  %v100 = mul i64 %v84, %v99
  %v101 = add i64 %size._nt0, %i10
  %v102 = add i64 %v100, %v101
  %p103 = getelementptr float, ptr %buf.y, i64 %v102
  %ld104 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p103, <16 x i1> %mask61, <16 x float> zeroinitializer)
  %ins105 = insertelement <16 x float> poison, float %ld64, i64 0
  %splat106 = shufflevector <16 x float> %ins105, <16 x float> poison, <16 x i32> zeroinitializer
  %v107 = fadd contract <16 x float> %splat106, %ld104
  %v108 = mul i64 %size._o0, %size.K
  %v109 = add i64 %size._mt0, %i7
  %v110 = add i64 %v108, %v109
  %v111 = add i64 %size.H, 1
  %v112 = add i64 %v111, 1
  %v113 = sub i64 %size.R, 1
  %v114 = sub i64 %v112, %v113
  %v115 = sub i64 %v114, 1
  %v116 = sdiv i64 %v115, 2
  %v117 = srem i64 %v115, 2
  %v118 = icmp ne i64 %v117, 0
  %v119 = icmp slt i64 %v117, 0
  %v120 = icmp slt i64 2, 0
  %v121 = xor i1 %v119, %v120
  %v122 = and i1 %v118, %v121
  %v123 = zext i1 %v122 to i64
  %v124 = sub i64 %v116, %v123
  %v125 = add i64 %v124, 1
  %v126 = mul i64 %v110, %v125
  %v127 = add i64 %v126, %size._o1
  %v128 = add i64 %size.W, 1
  %v129 = add i64 %v128, 1
  %v130 = sub i64 %size.S, 1
  %v131 = sub i64 %v129, %v130
  %v132 = sub i64 %v131, 1
  %v133 = sdiv i64 %v132, 2
  %v134 = srem i64 %v132, 2
  %v135 = icmp ne i64 %v134, 0
  %v136 = icmp slt i64 %v134, 0
  %v137 = icmp slt i64 2, 0
  %v138 = xor i1 %v136, %v137
  %v139 = and i1 %v135, %v138
  %v140 = zext i1 %v139 to i64
  %v141 = sub i64 %v133, %v140
  %v142 = add i64 %v141, 1
  %v143 = mul i64 %v127, %v142
  %v144 = add i64 %size._nt0, %i10
  %v145 = add i64 %v143, %v144
  %p146 = getelementptr float, ptr %buf.y, i64 %v145
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v107, ptr align 4 %p146, <16 x i1> %mask61)
  store i64 %v60, ptr %_ni.addr.9
  br label %aligned59
aligned59:
  %v180 = and i1 %v55, %v179
  br i1 %v180, label %stream181, label %cached182
stream181:
  %v184 = sub i64 %size._ntc, 16
  br label %cond185
cond185:
  %i188 = load i64, ptr %_ni.addr.9
  %v189 = icmp sle i64 %i188, %v184
  br i1 %v189, label %body186, label %exit187
body186:
  %v190 = add i64 %size._mt0, %i7
  %p191 = getelementptr float, ptr %buf.b, i64 %v190
  %ld192 = load float, ptr %p191, align 4
  %v193 = mul i64 %size._o0, %size.K
  %v194 = add i64 %size._mt0, %i7
  %v195 = add i64 %v193, %v194
  %v196 = add i64 %size.H, 1
  %v197 = add i64 %v196, 1
  %v198 = sub i64 %size.R, 1
  %v199 = sub i64 %v197, %v198
  %v200 = sub i64 %v199, 1
  %v201 = sdiv i64 %v200, 2
  %v202 = srem i64 %v200, 2
  %v203 = icmp ne i64 %v202, 0
  %v204 = icmp slt i64 %v202, 0
  %v205 = icmp slt i64 2, 0
  %v206 = xor i1 %v204, %v205
  %v207 = and i1 %v203, %v206
  %v208 = zext i1 %v207 to i64
  %v209 = sub i64 %v201, %v208
  %v210 = add i64 %v209, 1
  %v211 = mul i64 %v195, %v210
  %v212 = add i64 %v211, %size._o1
  %v213 = add i64 %size.W, 1
  %v214 = add i64 %v213, 1
  %v215 = sub i64 %size.S, 1
  %v216 = sub i64 %v214, %v215
  %v217 = sub i64 %v216, 1
  %v218 = sdiv i64 %v217, 2
  %v219 = srem i64 %v217, 2
  %v220 = icmp ne i64 %v219, 0
  %v221 = icmp slt i64 %v219, 0
  %v222 = icmp slt i64 2, 0
  %v223 = xor i1 %v221, %v222
  %v224 = and i1 %v220, %v223
  %v225 = zext i1 %v224 to i64
  %v226 = sub i64 %v218, %v225
  %v227 = add i64 %v226, 1
  %v228 = mul i64 %v212, %v227
  %v229 = add i64 %size._nt0, %i188
  %v230 = add i64 %v228, %v229
  %p231 = getelementptr float, ptr %buf.y, i64 %v230
  %ld232 = load <16 x float>, ptr %p231, align 4
  %ins233 = insertelement <16 x float> poison, float %ld192, i64 0
  %splat234 = shufflevector <16 x float> %ins233, <16 x float> poison, <16 x i32> zeroinitializer
  %v235 = fadd contract <16 x float> %splat234, %ld232
  %v236 = mul i64 %size._o0, %size.K
  %v237 = add i64 %size._mt0, %i7
  %v238 = add i64 %v236, %v237
  %v239 = add i64 %size.H, 1
  %v240 = add i64 %v239, 1
  %v241 = sub i64 %size.R, 1
  %v242 = sub i64 %v240, %v241
  %v243 = sub i64 %v242, 1
  %v244 = sdiv i64 %v243, 2
  %v245 = srem i64 %v243, 2
  %v246 = icmp ne i64 %v245, 0
  %v247 = icmp slt i64 %v245, 0
  %v248 = icmp slt i64 2, 0
  %v249 = xor i1 %v247, %v248
  %v250 = and i1 %v246, %v249
  %v251 = zext i1 %v250 to i64
  %v252 = sub i64 %v244, %v251
  %v253 = add i64 %v252, 1
  %v254 = mul i64 %v238, %v253
  %v255 = add i64 %v254, %size._o1
  %v256 = add i64 %size.W, 1
  %v257 = add i64 %v256, 1
  %v258 = sub i64 %size.S, 1
  %v259 = sub i64 %v257, %v258
  %v260 = sub i64 %v259, 1
  %v261 = sdiv i64 %v260, 2
  %v262 = srem i64 %v260, 2
  %v263 = icmp ne i64 %v262, 0
  %v264 = icmp slt i64 %v262, 0
  %v265 = icmp slt i64 2, 0
  %v266 = xor i1 %v264, %v265
  %v267 = and i1 %v263, %v266
  %v268 = zext i1 %v267 to i64
  %v269 = sub i64 %v261, %v268
  %v270 = add i64 %v269, 1
  %v271 = mul i64 %v255, %v270
  %v272 = add i64 %size._nt0, %i188
  %v273 = add i64 %v271, %v272
  %p274 = getelementptr float, ptr %buf.y, i64 %v273
  store <16 x float> %v235, ptr %p274, align 64, !nontemporal !{i32 1}
  %v275 = add nsw i64 %i188, 16
  store i64 %v275, ptr %_ni.addr.9
  br label %cond185
exit187:
  br label %join183
cached182:
  %v276 = sub i64 %size._ntc, 16
  br label %cond277
cond277:
  %i280 = load i64, ptr %_ni.addr.9
  %v281 = icmp sle i64 %i280, %v276
  br i1 %v281, label %body278, label %exit279
body278:
  %v282 = add i64 %size._mt0, %i7
  %p283 = getelementptr float, ptr %buf.b, i64 %v282
  %ld284 = load float, ptr %p283, align 4
  %v285 = mul i64 %size._o0, %size.K
  %v286 = add i64 %size._mt0, %i7
  %v287 = add i64 %v285, %v286
  %v288 = add i64 %size.H, 1
  %v289 = add i64 %v288, 1
  %v290 = sub i64 %size.R, 1
  %v291 = sub i64 %v289, %v290
  %v292 = sub i64 %v291, 1
  %v293 = sdiv i64 %v292, 2
  %v294 = srem i64 %v292, 2
  %v295 = icmp ne i64 %v294, 0
  %v296 = icmp slt i64 %v294, 0
  %v297 = icmp slt i64 2, 0
  %v298 = xor i1 %v296, %v297
  %v299 = and i1 %v295, %v298
  %v300 = zext i1 %v299 to i64
  %v301 = sub i64 %v293, %v300
  %v302 = add i64 %v301, 1
  %v303 = mul i64 %v287, %v302
  %v304 = add i64 %v303, %size._o1
  %v305 = add i64 %size.W, 1
  %v306 = add i64 %v305, 1
  %v307 = sub i64 %size.S, 1
  %v308 = sub i64 %v306, %v307
  %v309 = sub i64 %v308, 1
  %v310 = sdiv i64 %v309, 2
  %v311 = srem i64 %v309, 2
  %v312 = icmp ne i64 %v311, 0
  %v313 = icmp slt i64 %v311, 0
  %v314 = icmp slt i64 2, 0
  %v315 = xor i1 %v313, %v314
  %v316 = and i1 %v312, %v315
  %v317 = zext i1 %v316 to i64
  %v318 = sub i64 %v310, %v317
  %v319 = add i64 %v318, 1
  %v320 = mul i64 %v304, %v319
  %v321 = add i64 %size._nt0, %i280
  %v322 = add i64 %v320, %v321
  %p323 = getelementptr float, ptr %buf.y, i64 %v322
  %ld324 = load <16 x float>, ptr %p323, align 4
  %ins325 = insertelement <16 x float> poison, float %ld284, i64 0
  %splat326 = shufflevector <16 x float> %ins325, <16 x float> poison, <16 x i32> zeroinitializer
  %v327 = fadd contract <16 x float> %splat326, %ld324
  %v328 = mul i64 %size._o0, %size.K
  %v329 = add i64 %size._mt0, %i7
  %v330 = add i64 %v328, %v329
  %v331 = add i64 %size.H, 1
  %v332 = add i64 %v331, 1
  %v333 = sub i64 %size.R, 1
  %v334 = sub i64 %v332, %v333
  %v335 = sub i64 %v334, 1
  %v336 = sdiv i64 %v335, 2
  %v337 = srem i64 %v335, 2
  %v338 = icmp ne i64 %v337, 0
  %v339 = icmp slt i64 %v337, 0
  %v340 = icmp slt i64 2, 0
  %v341 = xor i1 %v339, %v340
  %v342 = and i1 %v338, %v341
  %v343 = zext i1 %v342 to i64
  %v344 = sub i64 %v336, %v343
  %v345 = add i64 %v344, 1
  %v346 = mul i64 %v330, %v345
  %v347 = add i64 %v346, %size._o1
  %v348 = add i64 %size.W, 1
  %v349 = add i64 %v348, 1
  %v350 = sub i64 %size.S, 1
  %v351 = sub i64 %v349, %v350
  %v352 = sub i64 %v351, 1
  %v353 = sdiv i64 %v352, 2
  %v354 = srem i64 %v352, 2
  %v355 = icmp ne i64 %v354, 0
  %v356 = icmp slt i64 %v354, 0
  %v357 = icmp slt i64 2, 0
  %v358 = xor i1 %v356, %v357
  %v359 = and i1 %v355, %v358
  %v360 = zext i1 %v359 to i64
  %v361 = sub i64 %v353, %v360
  %v362 = add i64 %v361, 1
  %v363 = mul i64 %v347, %v362
  %v364 = add i64 %size._nt0, %i280
  %v365 = add i64 %v363, %v364
  %p366 = getelementptr float, ptr %buf.y, i64 %v365
  store <16 x float> %v327, ptr %p366, align 4
  %v367 = add nsw i64 %i280, 16
  store i64 %v367, ptr %_ni.addr.9
  br label %cond277
exit279:
  br label %join183
join183:
  %i368 = load i64, ptr %_ni.addr.9
  %v369 = icmp slt i64 %i368, %size._ntc
  br i1 %v369, label %tail370, label %done371
tail370:
  %mask372 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i368, i64 %size._ntc)
  %v373 = add i64 %size._mt0, %i7
  %p374 = getelementptr float, ptr %buf.b, i64 %v373
  %ld375 = load float, ptr %p374, align 4
  %v376 = mul i64 %size._o0, %size.K
  %v377 = add i64 %size._mt0, %i7
  %v378 = add i64 %v376, %v377
  %v379 = add i64 %size.H, 1
  %v380 = add i64 %v379, 1
  %v381 = sub i64 %size.R, 1
  %v382 = sub i64 %v380, %v381
  %v383 = sub i64 %v382, 1
  %v384 = sdiv i64 %v383, 2
  %v385 = srem i64 %v383, 2
  %v386 = icmp ne i64 %v385, 0
  %v387 = icmp slt i64 %v385, 0
  %v388 = icmp slt i64 2, 0
  %v389 = xor i1 %v387, %v388
  %v390 = and i1 %v386, %v389
  %v391 = zext i1 %v390 to i64
  %v392 = sub i64 %v384, %v391
  %v393 = add i64 %v392, 1
  %v394 = mul i64 %v378, %v393
  %v395 = add i64 %v394, %size._o1
  %v396 = add i64 %size.W, 1
  %v397 = add i64 %v396, 1
  %v398 = sub i64 %size.S, 1
  %v399 = sub i64 %v397, %v398
  %v400 = sub i64 %v399, 1
  %v401 = sdiv i64 %v400, 2
  %v402 = srem i64 %v400, 2
  %v403 = icmp ne i64 %v402, 0
  %v404 = icmp slt i64 %v402, 0
  %v405 = icmp slt i64 2, 0
  %v406 = xor i1 %v404, %v405
  %v407 = and i1 %v403, %v406
  %v408 = zext i1 %v407 to i64
  %v409 = sub i64 %v401, %v408
  %v410 = add i64 %v409, 1
  %v411 = mul i64 %v395, %v410
  %v412 = add i64 %size._nt0, %i368
  %v413 = add i64 %v411, %v412
  %p414 = getelementptr float, ptr %buf.y, i64 %v413
  %ld415 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p414, <16 x i1> %mask372, <16 x float> zeroinitializer)
  %ins416 = insertelement <16 x float> poison, float %ld375, i64 0
  %splat417 = shufflevector <16 x float> %ins416, <16 x float> poison, <16 x i32> zeroinitializer
  %v418 = fadd contract <16 x float> %splat417, %ld415
  %v419 = mul i64 %size._o0, %size.K
  %v420 = add i64 %size._mt0, %i7
  %v421 = add i64 %v419, %v420
  %v422 = add i64 %size.H, 1
  %v423 = add i64 %v422, 1
  %v424 = sub i64 %size.R, 1
  %v425 = sub i64 %v423, %v424
  %v426 = sub i64 %v425, 1
  %v427 = sdiv i64 %v426, 2
  %v428 = srem i64 %v426, 2
  %v429 = icmp ne i64 %v428, 0
  %v430 = icmp slt i64 %v428, 0
  %v431 = icmp slt i64 2, 0
  %v432 = xor i1 %v430, %v431
  %v433 = and i1 %v429, %v432
  %v434 = zext i1 %v433 to i64
  %v435 = sub i64 %v427, %v434
  %v436 = add i64 %v435, 1
  %v437 = mul i64 %v421, %v436
  %v438 = add i64 %v437, %size._o1
  %v439 = add i64 %size.W, 1
  %v440 = add i64 %v439, 1
  %v441 = sub i64 %size.S, 1
  %v442 = sub i64 %v440, %v441
  %v443 = sub i64 %v442, 1
  %v444 = sdiv i64 %v443, 2
  %v445 = srem i64 %v443, 2
  %v446 = icmp ne i64 %v445, 0
  %v447 = icmp slt i64 %v445, 0
  %v448 = icmp slt i64 2, 0
  %v449 = xor i1 %v447, %v448
  %v450 = and i1 %v446, %v449
  %v451 = zext i1 %v450 to i64
  %v452 = sub i64 %v444, %v451
  %v453 = add i64 %v452, 1
  %v454 = mul i64 %v438, %v453
  %v455 = add i64 %size._nt0, %i368
  %v456 = add i64 %v454, %v455
  %p457 = getelementptr float, ptr %buf.y, i64 %v456
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v418, ptr align 4 %p457, <16 x i1> %mask372)
  br label %done371
done371:
  %v458 = add nsw i64 %i7, 1
  store i64 %v458, ptr %_mi.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}

define void @"jr.op.conv2d.exact"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %k.addr.1 = alloca i64, align 64
  %p.addr.24 = alloca i64, align 64
  %q.addr.45 = alloca i64, align 64
  %acc51 = alloca <16 x float>, align 64
  %acc52 = alloca <16 x float>, align 64
  %acc53 = alloca <16 x float>, align 64
  %acc54 = alloca <16 x float>, align 64
  %c.addr.55 = alloca i64, align 64
  %r.addr.61 = alloca i64, align 64
  %s.addr.67 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.K
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.K
  store i64 %range.lo, ptr %k.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %k.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  %v9 = add i64 %size.H, 1
  %v10 = add i64 %v9, 1
  %v11 = sub i64 %size.R, 1
  %v12 = sub i64 %v10, %v11
  %v13 = sub i64 %v12, 1
  %v14 = sdiv i64 %v13, 2
  %v15 = srem i64 %v13, 2
  %v16 = icmp ne i64 %v15, 0
  %v17 = icmp slt i64 %v15, 0
  %v18 = icmp slt i64 2, 0
  %v19 = xor i1 %v17, %v18
  %v20 = and i1 %v16, %v19
  %v21 = zext i1 %v20 to i64
  %v22 = sub i64 %v14, %v21
  %v23 = add i64 %v22, 1
  store i64 0, ptr %p.addr.24
  br label %cond25
cond25:
  %i28 = load i64, ptr %p.addr.24
  %v29 = icmp slt i64 %i28, %v23
  br i1 %v29, label %body26, label %exit27
body26:
  %v30 = add i64 %size.W, 1
  %v31 = add i64 %v30, 1
  %v32 = sub i64 %size.S, 1
  %v33 = sub i64 %v31, %v32
  %v34 = sub i64 %v33, 1
  %v35 = sdiv i64 %v34, 2
  %v36 = srem i64 %v34, 2
  %v37 = icmp ne i64 %v36, 0
  %v38 = icmp slt i64 %v36, 0
  %v39 = icmp slt i64 2, 0
  %v40 = xor i1 %v38, %v39
  %v41 = and i1 %v37, %v40
  %v42 = zext i1 %v41 to i64
  %v43 = sub i64 %v35, %v42
  %v44 = add i64 %v43, 1
  store i64 0, ptr %q.addr.45
  br label %cond46
cond46:
  %i49 = load i64, ptr %q.addr.45
  %v50 = icmp slt i64 %i49, %v44
  br i1 %v50, label %body47, label %exit48
body47:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc51
  store <16 x float> splat (float 0x0000000000000000), ptr %acc52
  store <16 x float> splat (float 0x0000000000000000), ptr %acc53
  store <16 x float> splat (float 0x0000000000000000), ptr %acc54
  store i64 0, ptr %c.addr.55
  br label %cond56
cond56:
  %i59 = load i64, ptr %c.addr.55
  %v60 = icmp slt i64 %i59, %size.C
  br i1 %v60, label %body57, label %exit58
body57:
  store i64 0, ptr %r.addr.61
  br label %cond62
cond62:
  %i65 = load i64, ptr %r.addr.61
  %v66 = icmp slt i64 %i65, %size.R
  br i1 %v66, label %body63, label %exit64
body63:
  store i64 0, ptr %s.addr.67
  %v68 = sub i64 %size.S, 64
  br label %cond69
cond69:
  %i72 = load i64, ptr %s.addr.67
  %v73 = icmp sle i64 %i72, %v68
  br i1 %v73, label %body70, label %exit71
body70:
  %v74 = mul i64 %i28, 2
  %v75 = add i64 %v74, %i65
  %v76 = sub i64 %v75, 1
  %v77 = icmp sge i64 %v76, 0
  %v78 = icmp slt i64 %v76, %size.H
  %v79 = and i1 %v77, %v78
  %v80 = mul i64 %i49, 2
  %ins81 = insertelement <16 x i64> poison, i64 %i72, i64 0
  %splat82 = shufflevector <16 x i64> %ins81, <16 x i64> poison, <16 x i32> zeroinitializer
  %step83 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane84 = add <16 x i64> %splat82, %step83
  %ins85 = insertelement <16 x i64> poison, i64 %v80, i64 0
  %splat86 = shufflevector <16 x i64> %ins85, <16 x i64> poison, <16 x i32> zeroinitializer
  %v87 = add <16 x i64> %splat86, %lane84
  %v88 = sub <16 x i64> %v87, splat (i64 1)
  %ins89 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat90 = shufflevector <16 x i64> %ins89, <16 x i64> poison, <16 x i32> zeroinitializer
  %v91 = icmp sge <16 x i64> %v88, zeroinitializer
  %v92 = icmp slt <16 x i64> %v88, %splat90
  %v93 = and <16 x i1> %v91, %v92
  %ins94 = insertelement <16 x i1> poison, i1 %v79, i64 0
  %splat95 = shufflevector <16 x i1> %ins94, <16 x i1> poison, <16 x i32> zeroinitializer
  %v96 = and <16 x i1> %splat95, %v93
  %v97 = mul i64 %i59, %size.H
  %v98 = mul i64 %i28, 2
  %v99 = add i64 %v98, %i65
  %v100 = sub i64 %v99, 1
  %v101 = add i64 %v97, %v100
  %v102 = mul i64 %v101, %size.W
  %v103 = mul i64 %i49, 2
  %v104 = add i64 %v103, %i72
  %v105 = sub i64 %v104, 1
  %v106 = add i64 %v102, %v105
  %p107 = getelementptr float, ptr %buf.x, i64 %v106
  %ld108 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p107, <16 x i1> %v96, <16 x float> zeroinitializer)
  %v109 = mul i64 %i7, %size.C
  %v110 = add i64 %v109, %i59
  %v111 = mul i64 %v110, %size.R
  %v112 = add i64 %v111, %i65
  %v113 = mul i64 %v112, %size.S
  %v114 = add i64 %v113, %i72
  %p115 = getelementptr float, ptr %buf.w, i64 %v114
  %ld116 = load <16 x float>, ptr %p115, align 4
  %v117 = fmul contract <16 x float> %ld108, %ld116
  %v118 = mul i64 %i28, 2
  %v119 = add i64 %v118, %i65
  %v120 = sub i64 %v119, 1
  %v121 = icmp sge i64 %v120, 0
  %v122 = icmp slt i64 %v120, %size.H
  %v123 = and i1 %v121, %v122
  %v124 = mul i64 %i49, 2
  %ins125 = insertelement <16 x i64> poison, i64 %v124, i64 0
  %splat126 = shufflevector <16 x i64> %ins125, <16 x i64> poison, <16 x i32> zeroinitializer
  %v127 = add <16 x i64> %splat126, %lane84
  %v128 = sub <16 x i64> %v127, splat (i64 1)
  %ins129 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat130 = shufflevector <16 x i64> %ins129, <16 x i64> poison, <16 x i32> zeroinitializer
  %v131 = icmp sge <16 x i64> %v128, zeroinitializer
  %v132 = icmp slt <16 x i64> %v128, %splat130
  %v133 = and <16 x i1> %v131, %v132
  %ins134 = insertelement <16 x i1> poison, i1 %v123, i64 0
  %splat135 = shufflevector <16 x i1> %ins134, <16 x i1> poison, <16 x i32> zeroinitializer
  %v136 = and <16 x i1> %splat135, %v133
  %old137 = load <16 x float>, ptr %acc51
  %v138 = fadd <16 x float> %old137, %v117
  %v139 = select <16 x i1> %v136, <16 x float> %v138, <16 x float> %old137
  store <16 x float> %v139, ptr %acc51
  %v140 = add nsw i64 %i72, 16
  %v141 = mul i64 %i28, 2
  %v142 = add i64 %v141, %i65
  %v143 = sub i64 %v142, 1
  %v144 = icmp sge i64 %v143, 0
  %v145 = icmp slt i64 %v143, %size.H
  %v146 = and i1 %v144, %v145
  %v147 = mul i64 %i49, 2
  %ins148 = insertelement <16 x i64> poison, i64 %v140, i64 0
  %splat149 = shufflevector <16 x i64> %ins148, <16 x i64> poison, <16 x i32> zeroinitializer
  %step150 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane151 = add <16 x i64> %splat149, %step150
  %ins152 = insertelement <16 x i64> poison, i64 %v147, i64 0
  %splat153 = shufflevector <16 x i64> %ins152, <16 x i64> poison, <16 x i32> zeroinitializer
  %v154 = add <16 x i64> %splat153, %lane151
  %v155 = sub <16 x i64> %v154, splat (i64 1)
  %ins156 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat157 = shufflevector <16 x i64> %ins156, <16 x i64> poison, <16 x i32> zeroinitializer
  %v158 = icmp sge <16 x i64> %v155, zeroinitializer
  %v159 = icmp slt <16 x i64> %v155, %splat157
  %v160 = and <16 x i1> %v158, %v159
  %ins161 = insertelement <16 x i1> poison, i1 %v146, i64 0
  %splat162 = shufflevector <16 x i1> %ins161, <16 x i1> poison, <16 x i32> zeroinitializer
  %v163 = and <16 x i1> %splat162, %v160
  %v164 = mul i64 %i59, %size.H
  %v165 = mul i64 %i28, 2
  %v166 = add i64 %v165, %i65
  %v167 = sub i64 %v166, 1
  %v168 = add i64 %v164, %v167
  %v169 = mul i64 %v168, %size.W
  %v170 = mul i64 %i49, 2
  %v171 = add i64 %v170, %v140
  %v172 = sub i64 %v171, 1
  %v173 = add i64 %v169, %v172
  %p174 = getelementptr float, ptr %buf.x, i64 %v173
  %ld175 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p174, <16 x i1> %v163, <16 x float> zeroinitializer)
  %v176 = mul i64 %i7, %size.C
  %v177 = add i64 %v176, %i59
  %v178 = mul i64 %v177, %size.R
  %v179 = add i64 %v178, %i65
  %v180 = mul i64 %v179, %size.S
  %v181 = add i64 %v180, %v140
  %p182 = getelementptr float, ptr %buf.w, i64 %v181
  %ld183 = load <16 x float>, ptr %p182, align 4
  %v184 = fmul contract <16 x float> %ld175, %ld183
  %v185 = mul i64 %i28, 2
  %v186 = add i64 %v185, %i65
  %v187 = sub i64 %v186, 1
  %v188 = icmp sge i64 %v187, 0
  %v189 = icmp slt i64 %v187, %size.H
  %v190 = and i1 %v188, %v189
  %v191 = mul i64 %i49, 2
  %ins192 = insertelement <16 x i64> poison, i64 %v191, i64 0
  %splat193 = shufflevector <16 x i64> %ins192, <16 x i64> poison, <16 x i32> zeroinitializer
  %v194 = add <16 x i64> %splat193, %lane151
  %v195 = sub <16 x i64> %v194, splat (i64 1)
  %ins196 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat197 = shufflevector <16 x i64> %ins196, <16 x i64> poison, <16 x i32> zeroinitializer
  %v198 = icmp sge <16 x i64> %v195, zeroinitializer
  %v199 = icmp slt <16 x i64> %v195, %splat197
  %v200 = and <16 x i1> %v198, %v199
  %ins201 = insertelement <16 x i1> poison, i1 %v190, i64 0
  %splat202 = shufflevector <16 x i1> %ins201, <16 x i1> poison, <16 x i32> zeroinitializer
  %v203 = and <16 x i1> %splat202, %v200
  %old204 = load <16 x float>, ptr %acc52
  %v205 = fadd <16 x float> %old204, %v184
  %v206 = select <16 x i1> %v203, <16 x float> %v205, <16 x float> %old204
  store <16 x float> %v206, ptr %acc52
  %v207 = add nsw i64 %i72, 32
  %v208 = mul i64 %i28, 2
  %v209 = add i64 %v208, %i65
  %v210 = sub i64 %v209, 1
  %v211 = icmp sge i64 %v210, 0
  %v212 = icmp slt i64 %v210, %size.H
  %v213 = and i1 %v211, %v212
  %v214 = mul i64 %i49, 2
  %ins215 = insertelement <16 x i64> poison, i64 %v207, i64 0
  %splat216 = shufflevector <16 x i64> %ins215, <16 x i64> poison, <16 x i32> zeroinitializer
  %step217 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane218 = add <16 x i64> %splat216, %step217
  %ins219 = insertelement <16 x i64> poison, i64 %v214, i64 0
  %splat220 = shufflevector <16 x i64> %ins219, <16 x i64> poison, <16 x i32> zeroinitializer
  %v221 = add <16 x i64> %splat220, %lane218
  %v222 = sub <16 x i64> %v221, splat (i64 1)
  %ins223 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat224 = shufflevector <16 x i64> %ins223, <16 x i64> poison, <16 x i32> zeroinitializer
  %v225 = icmp sge <16 x i64> %v222, zeroinitializer
  %v226 = icmp slt <16 x i64> %v222, %splat224
  %v227 = and <16 x i1> %v225, %v226
  %ins228 = insertelement <16 x i1> poison, i1 %v213, i64 0
  %splat229 = shufflevector <16 x i1> %ins228, <16 x i1> poison, <16 x i32> zeroinitializer
  %v230 = and <16 x i1> %splat229, %v227
  %v231 = mul i64 %i59, %size.H
  %v232 = mul i64 %i28, 2
  %v233 = add i64 %v232, %i65
  %v234 = sub i64 %v233, 1
  %v235 = add i64 %v231, %v234
  %v236 = mul i64 %v235, %size.W
  %v237 = mul i64 %i49, 2
  %v238 = add i64 %v237, %v207
  %v239 = sub i64 %v238, 1
  %v240 = add i64 %v236, %v239
  %p241 = getelementptr float, ptr %buf.x, i64 %v240
  %ld242 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p241, <16 x i1> %v230, <16 x float> zeroinitializer)
  %v243 = mul i64 %i7, %size.C
  %v244 = add i64 %v243, %i59
  %v245 = mul i64 %v244, %size.R
  %v246 = add i64 %v245, %i65
  %v247 = mul i64 %v246, %size.S
  %v248 = add i64 %v247, %v207
  %p249 = getelementptr float, ptr %buf.w, i64 %v248
  %ld250 = load <16 x float>, ptr %p249, align 4
  %v251 = fmul contract <16 x float> %ld242, %ld250
  %v252 = mul i64 %i28, 2
  %v253 = add i64 %v252, %i65
  %v254 = sub i64 %v253, 1
  %v255 = icmp sge i64 %v254, 0
  %v256 = icmp slt i64 %v254, %size.H
  %v257 = and i1 %v255, %v256
  %v258 = mul i64 %i49, 2
  %ins259 = insertelement <16 x i64> poison, i64 %v258, i64 0
  %splat260 = shufflevector <16 x i64> %ins259, <16 x i64> poison, <16 x i32> zeroinitializer
  %v261 = add <16 x i64> %splat260, %lane218
  %v262 = sub <16 x i64> %v261, splat (i64 1)
  %ins263 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat264 = shufflevector <16 x i64> %ins263, <16 x i64> poison, <16 x i32> zeroinitializer
  %v265 = icmp sge <16 x i64> %v262, zeroinitializer
  %v266 = icmp slt <16 x i64> %v262, %splat264
  %v267 = and <16 x i1> %v265, %v266
  %ins268 = insertelement <16 x i1> poison, i1 %v257, i64 0
  %splat269 = shufflevector <16 x i1> %ins268, <16 x i1> poison, <16 x i32> zeroinitializer
  %v270 = and <16 x i1> %splat269, %v267
  %old271 = load <16 x float>, ptr %acc53
  %v272 = fadd <16 x float> %old271, %v251
  %v273 = select <16 x i1> %v270, <16 x float> %v272, <16 x float> %old271
  store <16 x float> %v273, ptr %acc53
  %v274 = add nsw i64 %i72, 48
  %v275 = mul i64 %i28, 2
  %v276 = add i64 %v275, %i65
  %v277 = sub i64 %v276, 1
  %v278 = icmp sge i64 %v277, 0
  %v279 = icmp slt i64 %v277, %size.H
  %v280 = and i1 %v278, %v279
  %v281 = mul i64 %i49, 2
  %ins282 = insertelement <16 x i64> poison, i64 %v274, i64 0
  %splat283 = shufflevector <16 x i64> %ins282, <16 x i64> poison, <16 x i32> zeroinitializer
  %step284 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane285 = add <16 x i64> %splat283, %step284
  %ins286 = insertelement <16 x i64> poison, i64 %v281, i64 0
  %splat287 = shufflevector <16 x i64> %ins286, <16 x i64> poison, <16 x i32> zeroinitializer
  %v288 = add <16 x i64> %splat287, %lane285
  %v289 = sub <16 x i64> %v288, splat (i64 1)
  %ins290 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat291 = shufflevector <16 x i64> %ins290, <16 x i64> poison, <16 x i32> zeroinitializer
  %v292 = icmp sge <16 x i64> %v289, zeroinitializer
  %v293 = icmp slt <16 x i64> %v289, %splat291
  %v294 = and <16 x i1> %v292, %v293
  %ins295 = insertelement <16 x i1> poison, i1 %v280, i64 0
  %splat296 = shufflevector <16 x i1> %ins295, <16 x i1> poison, <16 x i32> zeroinitializer
  %v297 = and <16 x i1> %splat296, %v294
  %v298 = mul i64 %i59, %size.H
  %v299 = mul i64 %i28, 2
  %v300 = add i64 %v299, %i65
  %v301 = sub i64 %v300, 1
  %v302 = add i64 %v298, %v301
  %v303 = mul i64 %v302, %size.W
  %v304 = mul i64 %i49, 2
  %v305 = add i64 %v304, %v274
  %v306 = sub i64 %v305, 1
  %v307 = add i64 %v303, %v306
  %p308 = getelementptr float, ptr %buf.x, i64 %v307
  %ld309 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p308, <16 x i1> %v297, <16 x float> zeroinitializer)
  %v310 = mul i64 %i7, %size.C
  %v311 = add i64 %v310, %i59
  %v312 = mul i64 %v311, %size.R
  %v313 = add i64 %v312, %i65
  %v314 = mul i64 %v313, %size.S
  %v315 = add i64 %v314, %v274
  %p316 = getelementptr float, ptr %buf.w, i64 %v315
  %ld317 = load <16 x float>, ptr %p316, align 4
  %v318 = fmul contract <16 x float> %ld309, %ld317
  %v319 = mul i64 %i28, 2
  %v320 = add i64 %v319, %i65
  %v321 = sub i64 %v320, 1
  %v322 = icmp sge i64 %v321, 0
  %v323 = icmp slt i64 %v321, %size.H
  %v324 = and i1 %v322, %v323
  %v325 = mul i64 %i49, 2
  %ins326 = insertelement <16 x i64> poison, i64 %v325, i64 0
  %splat327 = shufflevector <16 x i64> %ins326, <16 x i64> poison, <16 x i32> zeroinitializer
  %v328 = add <16 x i64> %splat327, %lane285
  %v329 = sub <16 x i64> %v328, splat (i64 1)
  %ins330 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat331 = shufflevector <16 x i64> %ins330, <16 x i64> poison, <16 x i32> zeroinitializer
  %v332 = icmp sge <16 x i64> %v329, zeroinitializer
  %v333 = icmp slt <16 x i64> %v329, %splat331
  %v334 = and <16 x i1> %v332, %v333
  %ins335 = insertelement <16 x i1> poison, i1 %v324, i64 0
  %splat336 = shufflevector <16 x i1> %ins335, <16 x i1> poison, <16 x i32> zeroinitializer
  %v337 = and <16 x i1> %splat336, %v334
  %old338 = load <16 x float>, ptr %acc54
  %v339 = fadd <16 x float> %old338, %v318
  %v340 = select <16 x i1> %v337, <16 x float> %v339, <16 x float> %old338
  store <16 x float> %v340, ptr %acc54
  %v341 = add nsw i64 %i72, 64
  store i64 %v341, ptr %s.addr.67
  br label %cond69
exit71:
  %v342 = sub i64 %size.S, 16
  br label %cond343
cond343:
  %i346 = load i64, ptr %s.addr.67
  %v347 = icmp sle i64 %i346, %v342
  br i1 %v347, label %body344, label %exit345
body344:
  %v348 = mul i64 %i28, 2
  %v349 = add i64 %v348, %i65
  %v350 = sub i64 %v349, 1
  %v351 = icmp sge i64 %v350, 0
  %v352 = icmp slt i64 %v350, %size.H
  %v353 = and i1 %v351, %v352
  %v354 = mul i64 %i49, 2
  %ins355 = insertelement <16 x i64> poison, i64 %i346, i64 0
  %splat356 = shufflevector <16 x i64> %ins355, <16 x i64> poison, <16 x i32> zeroinitializer
  %step357 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane358 = add <16 x i64> %splat356, %step357
  %ins359 = insertelement <16 x i64> poison, i64 %v354, i64 0
  %splat360 = shufflevector <16 x i64> %ins359, <16 x i64> poison, <16 x i32> zeroinitializer
  %v361 = add <16 x i64> %splat360, %lane358
  %v362 = sub <16 x i64> %v361, splat (i64 1)
  %ins363 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat364 = shufflevector <16 x i64> %ins363, <16 x i64> poison, <16 x i32> zeroinitializer
  %v365 = icmp sge <16 x i64> %v362, zeroinitializer
  %v366 = icmp slt <16 x i64> %v362, %splat364
  %v367 = and <16 x i1> %v365, %v366
  %ins368 = insertelement <16 x i1> poison, i1 %v353, i64 0
  %splat369 = shufflevector <16 x i1> %ins368, <16 x i1> poison, <16 x i32> zeroinitializer
  %v370 = and <16 x i1> %splat369, %v367
  %v371 = mul i64 %i59, %size.H
  %v372 = mul i64 %i28, 2
  %v373 = add i64 %v372, %i65
  %v374 = sub i64 %v373, 1
  %v375 = add i64 %v371, %v374
  %v376 = mul i64 %v375, %size.W
  %v377 = mul i64 %i49, 2
  %v378 = add i64 %v377, %i346
  %v379 = sub i64 %v378, 1
  %v380 = add i64 %v376, %v379
  %p381 = getelementptr float, ptr %buf.x, i64 %v380
  %ld382 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p381, <16 x i1> %v370, <16 x float> zeroinitializer)
  %v383 = mul i64 %i7, %size.C
  %v384 = add i64 %v383, %i59
  %v385 = mul i64 %v384, %size.R
  %v386 = add i64 %v385, %i65
  %v387 = mul i64 %v386, %size.S
  %v388 = add i64 %v387, %i346
  %p389 = getelementptr float, ptr %buf.w, i64 %v388
  %ld390 = load <16 x float>, ptr %p389, align 4
  %v391 = fmul contract <16 x float> %ld382, %ld390
  %v392 = mul i64 %i28, 2
  %v393 = add i64 %v392, %i65
  %v394 = sub i64 %v393, 1
  %v395 = icmp sge i64 %v394, 0
  %v396 = icmp slt i64 %v394, %size.H
  %v397 = and i1 %v395, %v396
  %v398 = mul i64 %i49, 2
  %ins399 = insertelement <16 x i64> poison, i64 %v398, i64 0
  %splat400 = shufflevector <16 x i64> %ins399, <16 x i64> poison, <16 x i32> zeroinitializer
  %v401 = add <16 x i64> %splat400, %lane358
  %v402 = sub <16 x i64> %v401, splat (i64 1)
  %ins403 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat404 = shufflevector <16 x i64> %ins403, <16 x i64> poison, <16 x i32> zeroinitializer
  %v405 = icmp sge <16 x i64> %v402, zeroinitializer
  %v406 = icmp slt <16 x i64> %v402, %splat404
  %v407 = and <16 x i1> %v405, %v406
  %ins408 = insertelement <16 x i1> poison, i1 %v397, i64 0
  %splat409 = shufflevector <16 x i1> %ins408, <16 x i1> poison, <16 x i32> zeroinitializer
  %v410 = and <16 x i1> %splat409, %v407
  %old411 = load <16 x float>, ptr %acc51
  %v412 = fadd <16 x float> %old411, %v391
  %v413 = select <16 x i1> %v410, <16 x float> %v412, <16 x float> %old411
  store <16 x float> %v413, ptr %acc51
  %v414 = add nsw i64 %i346, 16
  store i64 %v414, ptr %s.addr.67
  br label %cond343
exit345:
  %i415 = load i64, ptr %s.addr.67
  %v416 = icmp slt i64 %i415, %size.S
  br i1 %v416, label %tail417, label %done418
tail417:
  %mask419 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i415, i64 %size.S)
  %v420 = mul i64 %i28, 2
  %v421 = add i64 %v420, %i65
  %v422 = sub i64 %v421, 1
  %v423 = icmp sge i64 %v422, 0
  %v424 = icmp slt i64 %v422, %size.H
  %v425 = and i1 %v423, %v424
  %v426 = mul i64 %i49, 2
  %ins427 = insertelement <16 x i64> poison, i64 %i415, i64 0
  %splat428 = shufflevector <16 x i64> %ins427, <16 x i64> poison, <16 x i32> zeroinitializer
  %step429 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane430 = add <16 x i64> %splat428, %step429
  %ins431 = insertelement <16 x i64> poison, i64 %v426, i64 0
  %splat432 = shufflevector <16 x i64> %ins431, <16 x i64> poison, <16 x i32> zeroinitializer
  %v433 = add <16 x i64> %splat432, %lane430
  %v434 = sub <16 x i64> %v433, splat (i64 1)
  %ins435 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat436 = shufflevector <16 x i64> %ins435, <16 x i64> poison, <16 x i32> zeroinitializer
  %v437 = icmp sge <16 x i64> %v434, zeroinitializer
  %v438 = icmp slt <16 x i64> %v434, %splat436
  %v439 = and <16 x i1> %v437, %v438
  %ins440 = insertelement <16 x i1> poison, i1 %v425, i64 0
  %splat441 = shufflevector <16 x i1> %ins440, <16 x i1> poison, <16 x i32> zeroinitializer
  %v442 = and <16 x i1> %splat441, %v439
  %v443 = and <16 x i1> %mask419, %v442
  %v444 = mul i64 %i59, %size.H
  %v445 = mul i64 %i28, 2
  %v446 = add i64 %v445, %i65
  %v447 = sub i64 %v446, 1
  %v448 = add i64 %v444, %v447
  %v449 = mul i64 %v448, %size.W
  %v450 = mul i64 %i49, 2
  %v451 = add i64 %v450, %i415
  %v452 = sub i64 %v451, 1
  %v453 = add i64 %v449, %v452
  %p454 = getelementptr float, ptr %buf.x, i64 %v453
  %ld455 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p454, <16 x i1> %v443, <16 x float> zeroinitializer)
  %v456 = mul i64 %i7, %size.C
  %v457 = add i64 %v456, %i59
  %v458 = mul i64 %v457, %size.R
  %v459 = add i64 %v458, %i65
  %v460 = mul i64 %v459, %size.S
  %v461 = add i64 %v460, %i415
  %p462 = getelementptr float, ptr %buf.w, i64 %v461
  %ld463 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p462, <16 x i1> %mask419, <16 x float> zeroinitializer)
  %v464 = fmul contract <16 x float> %ld455, %ld463
  %v465 = mul i64 %i28, 2
  %v466 = add i64 %v465, %i65
  %v467 = sub i64 %v466, 1
  %v468 = icmp sge i64 %v467, 0
  %v469 = icmp slt i64 %v467, %size.H
  %v470 = and i1 %v468, %v469
  %v471 = mul i64 %i49, 2
  %ins472 = insertelement <16 x i64> poison, i64 %v471, i64 0
  %splat473 = shufflevector <16 x i64> %ins472, <16 x i64> poison, <16 x i32> zeroinitializer
  %v474 = add <16 x i64> %splat473, %lane430
  %v475 = sub <16 x i64> %v474, splat (i64 1)
  %ins476 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %splat477 = shufflevector <16 x i64> %ins476, <16 x i64> poison, <16 x i32> zeroinitializer
  %v478 = icmp sge <16 x i64> %v475, zeroinitializer
  %v479 = icmp slt <16 x i64> %v475, %splat477
  %v480 = and <16 x i1> %v478, %v479
  %ins481 = insertelement <16 x i1> poison, i1 %v470, i64 0
  %splat482 = shufflevector <16 x i1> %ins481, <16 x i1> poison, <16 x i32> zeroinitializer
  %v483 = and <16 x i1> %splat482, %v480
  %v484 = and <16 x i1> %mask419, %v483
  %old485 = load <16 x float>, ptr %acc51
  %v486 = fadd <16 x float> %old485, %v464
  %v487 = select <16 x i1> %v484, <16 x float> %v486, <16 x float> %old485
  store <16 x float> %v487, ptr %acc51
  br label %done418
done418:
  %v488 = add nsw i64 %i65, 1
  store i64 %v488, ptr %r.addr.61
  br label %cond62
exit64:
  %v489 = add nsw i64 %i59, 1
  store i64 %v489, ptr %c.addr.55
  br label %cond56
exit58:
  %red490 = load <16 x float>, ptr %acc51
  %red491 = load <16 x float>, ptr %acc52
  %red492 = load <16 x float>, ptr %acc53
  %red493 = load <16 x float>, ptr %acc54
  %v494 = fadd <16 x float> %red490, %red491
  %v495 = fadd <16 x float> %v494, %red492
  %v496 = fadd <16 x float> %v495, %red493
  %v497 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v496)
  %p498 = getelementptr float, ptr %buf.b, i64 %i7
  %ld499 = load float, ptr %p498, align 4
  %v500 = fadd contract float %ld499, %v497
  %v501 = add i64 %size.H, 1
  %v502 = add i64 %v501, 1
  %v503 = sub i64 %size.R, 1
  %v504 = sub i64 %v502, %v503
  %v505 = sub i64 %v504, 1
  %v506 = sdiv i64 %v505, 2
  %v507 = srem i64 %v505, 2
  %v508 = icmp ne i64 %v507, 0
  %v509 = icmp slt i64 %v507, 0
  %v510 = icmp slt i64 2, 0
  %v511 = xor i1 %v509, %v510
  %v512 = and i1 %v508, %v511
  %v513 = zext i1 %v512 to i64
  %v514 = sub i64 %v506, %v513
  %v515 = add i64 %v514, 1
  %v516 = mul i64 %i7, %v515
  %v517 = add i64 %v516, %i28
  %v518 = add i64 %size.W, 1
  %v519 = add i64 %v518, 1
  %v520 = sub i64 %size.S, 1
  %v521 = sub i64 %v519, %v520
  %v522 = sub i64 %v521, 1
  %v523 = sdiv i64 %v522, 2
  %v524 = srem i64 %v522, 2
  %v525 = icmp ne i64 %v524, 0
  %v526 = icmp slt i64 %v524, 0
  %v527 = icmp slt i64 2, 0
  %v528 = xor i1 %v526, %v527
  %v529 = and i1 %v525, %v528
  %v530 = zext i1 %v529 to i64
  %v531 = sub i64 %v523, %v530
  %v532 = add i64 %v531, 1
  %v533 = mul i64 %v517, %v532
  %v534 = add i64 %v533, %i49
  %p535 = getelementptr float, ptr %buf.y, i64 %v534
  store float %v500, ptr %p535, align 4
  %v536 = add nsw i64 %i49, 1
  store i64 %v536, ptr %q.addr.45
  br label %cond46
exit48:
  %v537 = add nsw i64 %i28, 1
  store i64 %v537, ptr %p.addr.24
  br label %cond25
exit27:
  %v538 = add nsw i64 %i7, 1
  store i64 %v538, ptr %k.addr.1
  br label %cond4
exit6:
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
  %c821 = alloca i64
  %c854 = alloca i64
  %c873 = alloca i64
  %c1041 = alloca i64
  %c1042 = alloca i64
  %c1048 = alloca i64
  %c1495 = alloca i64
  %c1850 = alloca i64
  %c1856 = alloca i64
  %c1900 = alloca i64
  %c1922 = alloca i64
  %c1923 = alloca i64
  %c1929 = alloca i64
  %c1935 = alloca i64
  %c2134 = alloca i64
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
  %t75 = sdiv i64 %t74, 2
  %t76 = srem i64 %t74, 2
  %t77 = icmp ne i64 %t76, 0
  %t78 = icmp slt i64 %t76, 0
  %t79 = icmp slt i64 2, 0
  %t80 = xor i1 %t78, %t79
  %t81 = and i1 %t77, %t80
  %t82 = zext i1 %t81 to i64
  %t83 = sub i64 %t75, %t82
  %t84 = add i64 %t83, 1
  %t85 = add i64 %size.H, 1
  %t86 = add i64 %t85, 1
  %t87 = sub i64 %size.R, 1
  %t88 = sub i64 %t86, %t87
  %t89 = sub i64 %t88, 1
  %t90 = sdiv i64 %t89, 2
  %t91 = srem i64 %t89, 2
  %t92 = icmp ne i64 %t91, 0
  %t93 = icmp slt i64 %t91, 0
  %t94 = icmp slt i64 2, 0
  %t95 = xor i1 %t93, %t94
  %t96 = and i1 %t92, %t95
  %t97 = zext i1 %t96 to i64
  %t98 = sub i64 %t90, %t97
  %t99 = add i64 %t98, 1
  %t100 = mul i64 %t99, %t84
  %t101 = mul i64 1, %size.R
  %t102 = mul i64 %t101, %size.S
  %t103 = icmp sgt i64 %t102, 1
  %t104 = select i1 %t103, i64 %t102, i64 1
  %t105 = add i64 %t100, 511
  %t106 = sdiv i64 %t105, 512
  %t107 = add i64 %size.K, 31
  %t108 = sdiv i64 %t107, 32
  %t109 = sub i64 %t106, 1
  %t110 = add i64 %t100, %t109
  %t111 = icmp sgt i64 %t106, 1
  %t112 = select i1 %t111, i64 %t106, i64 1
  %t113 = sdiv i64 %t110, %t112
  %t114 = add i64 %t113, 63
  %t115 = sdiv i64 %t114, 64
  %t116 = mul i64 %t115, 64
  %t117 = sub i64 %t108, 1
  %t118 = add i64 %size.K, %t117
  %t119 = icmp sgt i64 %t108, 1
  %t120 = select i1 %t119, i64 %t108, i64 1
  %t121 = sdiv i64 %t118, %t120
  %t122 = add i64 %t121, 3
  %t123 = sdiv i64 %t122, 4
  %t124 = mul i64 %t123, 4
  %t125 = mul i64 %t106, %t108
  %t126 = mul i64 %t125, 1
  %t127 = icmp slt i64 %range.hi, %t126
  %t128 = select i1 %t127, i64 %range.hi, i64 %t126
  %t129 = ptrtoint ptr %scratch to i64
  %t130 = add i64 %t129, 63
  %t131 = and i64 %t130, -64
  %t132 = inttoptr i64 %t131 to ptr
  %t133 = add i64 85, %t102
  %t134 = mul i64 %t133, 512
  %t135 = getelementptr float, ptr %t132, i64 %t134
  %t136 = add i64 %size.H, 1
  %t137 = add i64 %t136, 1
  %t138 = sub i64 %size.R, 1
  %t139 = sub i64 %t137, %t138
  %t140 = sub i64 %t139, 1
  %t141 = sdiv i64 %t140, 2
  %t142 = srem i64 %t140, 2
  %t143 = icmp ne i64 %t142, 0
  %t144 = icmp slt i64 %t142, 0
  %t145 = icmp slt i64 2, 0
  %t146 = xor i1 %t144, %t145
  %t147 = and i1 %t143, %t146
  %t148 = zext i1 %t147 to i64
  %t149 = sub i64 %t141, %t148
  %t150 = add i64 %t149, 1
  %t151 = mul i64 %size.K, %t150
  %t152 = add i64 %size.W, 1
  %t153 = add i64 %t152, 1
  %t154 = sub i64 %size.S, 1
  %t155 = sub i64 %t153, %t154
  %t156 = sub i64 %t155, 1
  %t157 = sdiv i64 %t156, 2
  %t158 = srem i64 %t156, 2
  %t159 = icmp ne i64 %t158, 0
  %t160 = icmp slt i64 %t158, 0
  %t161 = icmp slt i64 2, 0
  %t162 = xor i1 %t160, %t161
  %t163 = and i1 %t159, %t162
  %t164 = zext i1 %t163 to i64
  %t165 = sub i64 %t157, %t164
  %t166 = add i64 %t165, 1
  %t167 = mul i64 %t151, %t166
  %t168 = mul i64 0, %t167
  %t169 = add i64 %size.H, 1
  %t170 = add i64 %t169, 1
  %t171 = sub i64 %size.R, 1
  %t172 = sub i64 %t170, %t171
  %t173 = sub i64 %t172, 1
  %t174 = sdiv i64 %t173, 2
  %t175 = srem i64 %t173, 2
  %t176 = icmp ne i64 %t175, 0
  %t177 = icmp slt i64 %t175, 0
  %t178 = icmp slt i64 2, 0
  %t179 = xor i1 %t177, %t178
  %t180 = and i1 %t176, %t179
  %t181 = zext i1 %t180 to i64
  %t182 = sub i64 %t174, %t181
  %t183 = add i64 %t182, 1
  %t184 = add i64 %size.W, 1
  %t185 = add i64 %t184, 1
  %t186 = sub i64 %size.S, 1
  %t187 = sub i64 %t185, %t186
  %t188 = sub i64 %t187, 1
  %t189 = sdiv i64 %t188, 2
  %t190 = srem i64 %t188, 2
  %t191 = icmp ne i64 %t190, 0
  %t192 = icmp slt i64 %t190, 0
  %t193 = icmp slt i64 2, 0
  %t194 = xor i1 %t192, %t193
  %t195 = and i1 %t191, %t194
  %t196 = zext i1 %t195 to i64
  %t197 = sub i64 %t189, %t196
  %t198 = add i64 %t197, 1
  %t199 = mul i64 %t183, %t198
  %t200 = mul i64 0, %t199
  %t201 = add i64 %t168, %t200
  %t202 = add i64 %size.W, 1
  %t203 = add i64 %t202, 1
  %t204 = sub i64 %size.S, 1
  %t205 = sub i64 %t203, %t204
  %t206 = sub i64 %t205, 1
  %t207 = sdiv i64 %t206, 2
  %t208 = srem i64 %t206, 2
  %t209 = icmp ne i64 %t208, 0
  %t210 = icmp slt i64 %t208, 0
  %t211 = icmp slt i64 2, 0
  %t212 = xor i1 %t210, %t211
  %t213 = and i1 %t209, %t212
  %t214 = zext i1 %t213 to i64
  %t215 = sub i64 %t207, %t214
  %t216 = add i64 %t215, 1
  %t217 = mul i64 0, %t216
  %t218 = add i64 %t201, %t217
  %t219 = add i64 %t218, 1
  %t220 = add i64 %size.H, 1
  %t221 = add i64 %t220, 1
  %t222 = sub i64 %size.R, 1
  %t223 = sub i64 %t221, %t222
  %t224 = sub i64 %t223, 1
  %t225 = sdiv i64 %t224, 2
  %t226 = srem i64 %t224, 2
  %t227 = icmp ne i64 %t226, 0
  %t228 = icmp slt i64 %t226, 0
  %t229 = icmp slt i64 2, 0
  %t230 = xor i1 %t228, %t229
  %t231 = and i1 %t227, %t230
  %t232 = zext i1 %t231 to i64
  %t233 = sub i64 %t225, %t232
  %t234 = add i64 %t233, 1
  %t235 = mul i64 %size.K, %t234
  %t236 = add i64 %size.W, 1
  %t237 = add i64 %t236, 1
  %t238 = sub i64 %size.S, 1
  %t239 = sub i64 %t237, %t238
  %t240 = sub i64 %t239, 1
  %t241 = sdiv i64 %t240, 2
  %t242 = srem i64 %t240, 2
  %t243 = icmp ne i64 %t242, 0
  %t244 = icmp slt i64 %t242, 0
  %t245 = icmp slt i64 2, 0
  %t246 = xor i1 %t244, %t245
  %t247 = and i1 %t243, %t246
  %t248 = zext i1 %t247 to i64
  %t249 = sub i64 %t241, %t248
  %t250 = add i64 %t249, 1
  %t251 = mul i64 %t235, %t250
  %t252 = mul i64 0, %t251
  %t253 = add i64 %size.H, 1
  %t254 = add i64 %t253, 1
  %t255 = sub i64 %size.R, 1
  %t256 = sub i64 %t254, %t255
  %t257 = sub i64 %t256, 1
  %t258 = sdiv i64 %t257, 2
  %t259 = srem i64 %t257, 2
  %t260 = icmp ne i64 %t259, 0
  %t261 = icmp slt i64 %t259, 0
  %t262 = icmp slt i64 2, 0
  %t263 = xor i1 %t261, %t262
  %t264 = and i1 %t260, %t263
  %t265 = zext i1 %t264 to i64
  %t266 = sub i64 %t258, %t265
  %t267 = add i64 %t266, 1
  %t268 = add i64 %size.W, 1
  %t269 = add i64 %t268, 1
  %t270 = sub i64 %size.S, 1
  %t271 = sub i64 %t269, %t270
  %t272 = sub i64 %t271, 1
  %t273 = sdiv i64 %t272, 2
  %t274 = srem i64 %t272, 2
  %t275 = icmp ne i64 %t274, 0
  %t276 = icmp slt i64 %t274, 0
  %t277 = icmp slt i64 2, 0
  %t278 = xor i1 %t276, %t277
  %t279 = and i1 %t275, %t278
  %t280 = zext i1 %t279 to i64
  %t281 = sub i64 %t273, %t280
  %t282 = add i64 %t281, 1
  %t283 = mul i64 %t267, %t282
  %t284 = mul i64 0, %t283
  %t285 = add i64 %t252, %t284
  %t286 = add i64 %size.W, 1
  %t287 = add i64 %t286, 1
  %t288 = sub i64 %size.S, 1
  %t289 = sub i64 %t287, %t288
  %t290 = sub i64 %t289, 1
  %t291 = sdiv i64 %t290, 2
  %t292 = srem i64 %t290, 2
  %t293 = icmp ne i64 %t292, 0
  %t294 = icmp slt i64 %t292, 0
  %t295 = icmp slt i64 2, 0
  %t296 = xor i1 %t294, %t295
  %t297 = and i1 %t293, %t296
  %t298 = zext i1 %t297 to i64
  %t299 = sub i64 %t291, %t298
  %t300 = add i64 %t299, 1
  %t301 = mul i64 0, %t300
  %t302 = add i64 %t285, %t301
  %t303 = add i64 %t302, 0
  %t304 = sub i64 %t219, %t303
  %t305 = mul i64 %t304, %t84
  %t306 = add i64 %size.H, 1
  %t307 = add i64 %t306, 1
  %t308 = sub i64 %size.R, 1
  %t309 = sub i64 %t307, %t308
  %t310 = sub i64 %t309, 1
  %t311 = sdiv i64 %t310, 2
  %t312 = srem i64 %t310, 2
  %t313 = icmp ne i64 %t312, 0
  %t314 = icmp slt i64 %t312, 0
  %t315 = icmp slt i64 2, 0
  %t316 = xor i1 %t314, %t315
  %t317 = and i1 %t313, %t316
  %t318 = zext i1 %t317 to i64
  %t319 = sub i64 %t311, %t318
  %t320 = add i64 %t319, 1
  %t321 = mul i64 %size.K, %t320
  %t322 = add i64 %size.W, 1
  %t323 = add i64 %t322, 1
  %t324 = sub i64 %size.S, 1
  %t325 = sub i64 %t323, %t324
  %t326 = sub i64 %t325, 1
  %t327 = sdiv i64 %t326, 2
  %t328 = srem i64 %t326, 2
  %t329 = icmp ne i64 %t328, 0
  %t330 = icmp slt i64 %t328, 0
  %t331 = icmp slt i64 2, 0
  %t332 = xor i1 %t330, %t331
  %t333 = and i1 %t329, %t332
  %t334 = zext i1 %t333 to i64
  %t335 = sub i64 %t327, %t334
  %t336 = add i64 %t335, 1
  %t337 = mul i64 %t321, %t336
  %t338 = mul i64 0, %t337
  %t339 = add i64 %size.H, 1
  %t340 = add i64 %t339, 1
  %t341 = sub i64 %size.R, 1
  %t342 = sub i64 %t340, %t341
  %t343 = sub i64 %t342, 1
  %t344 = sdiv i64 %t343, 2
  %t345 = srem i64 %t343, 2
  %t346 = icmp ne i64 %t345, 0
  %t347 = icmp slt i64 %t345, 0
  %t348 = icmp slt i64 2, 0
  %t349 = xor i1 %t347, %t348
  %t350 = and i1 %t346, %t349
  %t351 = zext i1 %t350 to i64
  %t352 = sub i64 %t344, %t351
  %t353 = add i64 %t352, 1
  %t354 = add i64 %size.W, 1
  %t355 = add i64 %t354, 1
  %t356 = sub i64 %size.S, 1
  %t357 = sub i64 %t355, %t356
  %t358 = sub i64 %t357, 1
  %t359 = sdiv i64 %t358, 2
  %t360 = srem i64 %t358, 2
  %t361 = icmp ne i64 %t360, 0
  %t362 = icmp slt i64 %t360, 0
  %t363 = icmp slt i64 2, 0
  %t364 = xor i1 %t362, %t363
  %t365 = and i1 %t361, %t364
  %t366 = zext i1 %t365 to i64
  %t367 = sub i64 %t359, %t366
  %t368 = add i64 %t367, 1
  %t369 = mul i64 %t353, %t368
  %t370 = mul i64 0, %t369
  %t371 = add i64 %t338, %t370
  %t372 = add i64 %size.W, 1
  %t373 = add i64 %t372, 1
  %t374 = sub i64 %size.S, 1
  %t375 = sub i64 %t373, %t374
  %t376 = sub i64 %t375, 1
  %t377 = sdiv i64 %t376, 2
  %t378 = srem i64 %t376, 2
  %t379 = icmp ne i64 %t378, 0
  %t380 = icmp slt i64 %t378, 0
  %t381 = icmp slt i64 2, 0
  %t382 = xor i1 %t380, %t381
  %t383 = and i1 %t379, %t382
  %t384 = zext i1 %t383 to i64
  %t385 = sub i64 %t377, %t384
  %t386 = add i64 %t385, 1
  %t387 = mul i64 1, %t386
  %t388 = add i64 %t371, %t387
  %t389 = add i64 %t388, 0
  %t390 = add i64 %size.H, 1
  %t391 = add i64 %t390, 1
  %t392 = sub i64 %size.R, 1
  %t393 = sub i64 %t391, %t392
  %t394 = sub i64 %t393, 1
  %t395 = sdiv i64 %t394, 2
  %t396 = srem i64 %t394, 2
  %t397 = icmp ne i64 %t396, 0
  %t398 = icmp slt i64 %t396, 0
  %t399 = icmp slt i64 2, 0
  %t400 = xor i1 %t398, %t399
  %t401 = and i1 %t397, %t400
  %t402 = zext i1 %t401 to i64
  %t403 = sub i64 %t395, %t402
  %t404 = add i64 %t403, 1
  %t405 = mul i64 %size.K, %t404
  %t406 = add i64 %size.W, 1
  %t407 = add i64 %t406, 1
  %t408 = sub i64 %size.S, 1
  %t409 = sub i64 %t407, %t408
  %t410 = sub i64 %t409, 1
  %t411 = sdiv i64 %t410, 2
  %t412 = srem i64 %t410, 2
  %t413 = icmp ne i64 %t412, 0
  %t414 = icmp slt i64 %t412, 0
  %t415 = icmp slt i64 2, 0
  %t416 = xor i1 %t414, %t415
  %t417 = and i1 %t413, %t416
  %t418 = zext i1 %t417 to i64
  %t419 = sub i64 %t411, %t418
  %t420 = add i64 %t419, 1
  %t421 = mul i64 %t405, %t420
  %t422 = mul i64 0, %t421
  %t423 = add i64 %size.H, 1
  %t424 = add i64 %t423, 1
  %t425 = sub i64 %size.R, 1
  %t426 = sub i64 %t424, %t425
  %t427 = sub i64 %t426, 1
  %t428 = sdiv i64 %t427, 2
  %t429 = srem i64 %t427, 2
  %t430 = icmp ne i64 %t429, 0
  %t431 = icmp slt i64 %t429, 0
  %t432 = icmp slt i64 2, 0
  %t433 = xor i1 %t431, %t432
  %t434 = and i1 %t430, %t433
  %t435 = zext i1 %t434 to i64
  %t436 = sub i64 %t428, %t435
  %t437 = add i64 %t436, 1
  %t438 = add i64 %size.W, 1
  %t439 = add i64 %t438, 1
  %t440 = sub i64 %size.S, 1
  %t441 = sub i64 %t439, %t440
  %t442 = sub i64 %t441, 1
  %t443 = sdiv i64 %t442, 2
  %t444 = srem i64 %t442, 2
  %t445 = icmp ne i64 %t444, 0
  %t446 = icmp slt i64 %t444, 0
  %t447 = icmp slt i64 2, 0
  %t448 = xor i1 %t446, %t447
  %t449 = and i1 %t445, %t448
  %t450 = zext i1 %t449 to i64
  %t451 = sub i64 %t443, %t450
  %t452 = add i64 %t451, 1
  %t453 = mul i64 %t437, %t452
  %t454 = mul i64 0, %t453
  %t455 = add i64 %t422, %t454
  %t456 = add i64 %size.W, 1
  %t457 = add i64 %t456, 1
  %t458 = sub i64 %size.S, 1
  %t459 = sub i64 %t457, %t458
  %t460 = sub i64 %t459, 1
  %t461 = sdiv i64 %t460, 2
  %t462 = srem i64 %t460, 2
  %t463 = icmp ne i64 %t462, 0
  %t464 = icmp slt i64 %t462, 0
  %t465 = icmp slt i64 2, 0
  %t466 = xor i1 %t464, %t465
  %t467 = and i1 %t463, %t466
  %t468 = zext i1 %t467 to i64
  %t469 = sub i64 %t461, %t468
  %t470 = add i64 %t469, 1
  %t471 = mul i64 0, %t470
  %t472 = add i64 %t455, %t471
  %t473 = add i64 %t472, 0
  %t474 = sub i64 %t389, %t473
  %t475 = icmp eq i64 %t474, %t305
  %t476 = and i1 true, %t475
  %t477 = mul i64 %size.C, %size.R
  %t478 = mul i64 %t477, %size.S
  %t479 = mul i64 0, %t478
  %t480 = mul i64 %size.R, %size.S
  %t481 = mul i64 0, %t480
  %t482 = add i64 %t479, %t481
  %t483 = mul i64 1, %size.S
  %t484 = add i64 %t482, %t483
  %t485 = add i64 %t484, 0
  %t486 = mul i64 %size.C, %size.R
  %t487 = mul i64 %t486, %size.S
  %t488 = mul i64 0, %t487
  %t489 = mul i64 %size.R, %size.S
  %t490 = mul i64 0, %t489
  %t491 = add i64 %t488, %t490
  %t492 = mul i64 0, %size.S
  %t493 = add i64 %t491, %t492
  %t494 = add i64 %t493, 0
  %t495 = sub i64 %t485, %t494
  %t496 = mul i64 %t495, %size.R
  %t497 = mul i64 %size.C, %size.R
  %t498 = mul i64 %t497, %size.S
  %t499 = mul i64 0, %t498
  %t500 = mul i64 %size.R, %size.S
  %t501 = mul i64 1, %t500
  %t502 = add i64 %t499, %t501
  %t503 = mul i64 0, %size.S
  %t504 = add i64 %t502, %t503
  %t505 = add i64 %t504, 0
  %t506 = mul i64 %size.C, %size.R
  %t507 = mul i64 %t506, %size.S
  %t508 = mul i64 0, %t507
  %t509 = mul i64 %size.R, %size.S
  %t510 = mul i64 0, %t509
  %t511 = add i64 %t508, %t510
  %t512 = mul i64 0, %size.S
  %t513 = add i64 %t511, %t512
  %t514 = add i64 %t513, 0
  %t515 = sub i64 %t505, %t514
  %t516 = icmp eq i64 %t515, %t496
  %t517 = and i1 true, %t516
  %t518 = mul i64 %size.C, %size.R
  %t519 = mul i64 %t518, %size.S
  %t520 = mul i64 0, %t519
  %t521 = mul i64 %size.R, %size.S
  %t522 = mul i64 0, %t521
  %t523 = add i64 %t520, %t522
  %t524 = mul i64 0, %size.S
  %t525 = add i64 %t523, %t524
  %t526 = add i64 %t525, 1
  %t527 = mul i64 %size.C, %size.R
  %t528 = mul i64 %t527, %size.S
  %t529 = mul i64 0, %t528
  %t530 = mul i64 %size.R, %size.S
  %t531 = mul i64 0, %t530
  %t532 = add i64 %t529, %t531
  %t533 = mul i64 0, %size.S
  %t534 = add i64 %t532, %t533
  %t535 = add i64 %t534, 0
  %t536 = sub i64 %t526, %t535
  %t537 = mul i64 %t536, %size.S
  %t538 = mul i64 %size.C, %size.R
  %t539 = mul i64 %t538, %size.S
  %t540 = mul i64 0, %t539
  %t541 = mul i64 %size.R, %size.S
  %t542 = mul i64 0, %t541
  %t543 = add i64 %t540, %t542
  %t544 = mul i64 1, %size.S
  %t545 = add i64 %t543, %t544
  %t546 = add i64 %t545, 0
  %t547 = mul i64 %size.C, %size.R
  %t548 = mul i64 %t547, %size.S
  %t549 = mul i64 0, %t548
  %t550 = mul i64 %size.R, %size.S
  %t551 = mul i64 0, %t550
  %t552 = add i64 %t549, %t551
  %t553 = mul i64 0, %size.S
  %t554 = add i64 %t552, %t553
  %t555 = add i64 %t554, 0
  %t556 = sub i64 %t546, %t555
  %t557 = icmp eq i64 %t556, %t537
  %t558 = and i1 %t517, %t557
  %t559 = and i1 %t558, true
  %t560 = icmp eq i64 %size.K, 1
  %t561 = and i1 false, %t560
  %t562 = and i1 %t561, %t559
  %t563 = select i1 false, i64 128, i64 85
  %t564 = sdiv i64 %t563, %t104
  %t565 = icmp sgt i64 %t564, 1
  %t566 = select i1 %t565, i64 %t564, i64 1
  %t567 = sub i64 %t566, 1
  %t568 = add i64 %size.C, %t567
  %t569 = sdiv i64 %t568, %t566
  %t570 = icmp sgt i64 %t569, 1
  %t571 = select i1 %t570, i64 %t569, i64 1
  %t572 = sub i64 %t571, 1
  %t573 = add i64 %size.C, %t572
  %t574 = sdiv i64 %t573, %t571
  %t575 = icmp sgt i64 %t574, 1
  %t576 = select i1 %t575, i64 %t574, i64 1
  %t577 = mul i64 %size.C, %size.R
  %t578 = mul i64 %t577, %size.S
  %t579 = mul i64 1, %t578
  %t580 = mul i64 %size.R, %size.S
  %t581 = mul i64 0, %t580
  %t582 = add i64 %t579, %t581
  %t583 = mul i64 0, %size.S
  %t584 = add i64 %t582, %t583
  %t585 = add i64 %t584, 0
  %t586 = mul i64 %size.C, %size.R
  %t587 = mul i64 %t586, %size.S
  %t588 = mul i64 0, %t587
  %t589 = mul i64 %size.R, %size.S
  %t590 = mul i64 0, %t589
  %t591 = add i64 %t588, %t590
  %t592 = mul i64 0, %size.S
  %t593 = add i64 %t591, %t592
  %t594 = add i64 %t593, 0
  %t595 = sub i64 %t585, %t594
  %t596 = mul i64 %size.C, %size.R
  %t597 = mul i64 %t596, %size.S
  %t598 = mul i64 0, %t597
  %t599 = mul i64 %size.R, %size.S
  %t600 = mul i64 0, %t599
  %t601 = add i64 %t598, %t600
  %t602 = mul i64 0, %size.S
  %t603 = add i64 %t601, %t602
  %t604 = add i64 %t603, 1
  %t605 = mul i64 %size.C, %size.R
  %t606 = mul i64 %t605, %size.S
  %t607 = mul i64 0, %t606
  %t608 = mul i64 %size.R, %size.S
  %t609 = mul i64 0, %t608
  %t610 = add i64 %t607, %t609
  %t611 = mul i64 0, %size.S
  %t612 = add i64 %t610, %t611
  %t613 = add i64 %t612, 0
  %t614 = sub i64 %t604, %t613
  %t615 = mul i64 %size.C, %size.H
  %t616 = mul i64 %t615, %size.W
  %t617 = mul i64 0, %t616
  %t618 = mul i64 %size.H, %size.W
  %t619 = mul i64 0, %t618
  %t620 = add i64 %t617, %t619
  %t621 = mul i64 0, 2
  %t622 = add i64 %t621, 0
  %t623 = sub i64 %t622, 1
  %t624 = mul i64 %t623, %size.W
  %t625 = add i64 %t620, %t624
  %t626 = mul i64 0, 2
  %t627 = add i64 %t626, 1
  %t628 = sub i64 %t627, 1
  %t629 = add i64 %t625, %t628
  %t630 = mul i64 %size.C, %size.H
  %t631 = mul i64 %t630, %size.W
  %t632 = mul i64 0, %t631
  %t633 = mul i64 %size.H, %size.W
  %t634 = mul i64 0, %t633
  %t635 = add i64 %t632, %t634
  %t636 = mul i64 0, 2
  %t637 = add i64 %t636, 0
  %t638 = sub i64 %t637, 1
  %t639 = mul i64 %t638, %size.W
  %t640 = add i64 %t635, %t639
  %t641 = mul i64 0, 2
  %t642 = add i64 %t641, 0
  %t643 = sub i64 %t642, 1
  %t644 = add i64 %t640, %t643
  %t645 = sub i64 %t629, %t644
  %t646 = add i64 %size.H, 1
  %t647 = add i64 %t646, 1
  %t648 = sub i64 %size.R, 1
  %t649 = sub i64 %t647, %t648
  %t650 = sub i64 %t649, 1
  %t651 = sdiv i64 %t650, 2
  %t652 = srem i64 %t650, 2
  %t653 = icmp ne i64 %t652, 0
  %t654 = icmp slt i64 %t652, 0
  %t655 = icmp slt i64 2, 0
  %t656 = xor i1 %t654, %t655
  %t657 = and i1 %t653, %t656
  %t658 = zext i1 %t657 to i64
  %t659 = sub i64 %t651, %t658
  %t660 = add i64 %t659, 1
  %t661 = mul i64 %size.K, %t660
  %t662 = add i64 %size.W, 1
  %t663 = add i64 %t662, 1
  %t664 = sub i64 %size.S, 1
  %t665 = sub i64 %t663, %t664
  %t666 = sub i64 %t665, 1
  %t667 = sdiv i64 %t666, 2
  %t668 = srem i64 %t666, 2
  %t669 = icmp ne i64 %t668, 0
  %t670 = icmp slt i64 %t668, 0
  %t671 = icmp slt i64 2, 0
  %t672 = xor i1 %t670, %t671
  %t673 = and i1 %t669, %t672
  %t674 = zext i1 %t673 to i64
  %t675 = sub i64 %t667, %t674
  %t676 = add i64 %t675, 1
  %t677 = mul i64 %t661, %t676
  %t678 = mul i64 0, %t677
  %t679 = add i64 %size.H, 1
  %t680 = add i64 %t679, 1
  %t681 = sub i64 %size.R, 1
  %t682 = sub i64 %t680, %t681
  %t683 = sub i64 %t682, 1
  %t684 = sdiv i64 %t683, 2
  %t685 = srem i64 %t683, 2
  %t686 = icmp ne i64 %t685, 0
  %t687 = icmp slt i64 %t685, 0
  %t688 = icmp slt i64 2, 0
  %t689 = xor i1 %t687, %t688
  %t690 = and i1 %t686, %t689
  %t691 = zext i1 %t690 to i64
  %t692 = sub i64 %t684, %t691
  %t693 = add i64 %t692, 1
  %t694 = add i64 %size.W, 1
  %t695 = add i64 %t694, 1
  %t696 = sub i64 %size.S, 1
  %t697 = sub i64 %t695, %t696
  %t698 = sub i64 %t697, 1
  %t699 = sdiv i64 %t698, 2
  %t700 = srem i64 %t698, 2
  %t701 = icmp ne i64 %t700, 0
  %t702 = icmp slt i64 %t700, 0
  %t703 = icmp slt i64 2, 0
  %t704 = xor i1 %t702, %t703
  %t705 = and i1 %t701, %t704
  %t706 = zext i1 %t705 to i64
  %t707 = sub i64 %t699, %t706
  %t708 = add i64 %t707, 1
  %t709 = mul i64 %t693, %t708
  %t710 = mul i64 1, %t709
  %t711 = add i64 %t678, %t710
  %t712 = add i64 %size.W, 1
  %t713 = add i64 %t712, 1
  %t714 = sub i64 %size.S, 1
  %t715 = sub i64 %t713, %t714
  %t716 = sub i64 %t715, 1
  %t717 = sdiv i64 %t716, 2
  %t718 = srem i64 %t716, 2
  %t719 = icmp ne i64 %t718, 0
  %t720 = icmp slt i64 %t718, 0
  %t721 = icmp slt i64 2, 0
  %t722 = xor i1 %t720, %t721
  %t723 = and i1 %t719, %t722
  %t724 = zext i1 %t723 to i64
  %t725 = sub i64 %t717, %t724
  %t726 = add i64 %t725, 1
  %t727 = mul i64 0, %t726
  %t728 = add i64 %t711, %t727
  %t729 = add i64 %t728, 0
  %t730 = add i64 %size.H, 1
  %t731 = add i64 %t730, 1
  %t732 = sub i64 %size.R, 1
  %t733 = sub i64 %t731, %t732
  %t734 = sub i64 %t733, 1
  %t735 = sdiv i64 %t734, 2
  %t736 = srem i64 %t734, 2
  %t737 = icmp ne i64 %t736, 0
  %t738 = icmp slt i64 %t736, 0
  %t739 = icmp slt i64 2, 0
  %t740 = xor i1 %t738, %t739
  %t741 = and i1 %t737, %t740
  %t742 = zext i1 %t741 to i64
  %t743 = sub i64 %t735, %t742
  %t744 = add i64 %t743, 1
  %t745 = mul i64 %size.K, %t744
  %t746 = add i64 %size.W, 1
  %t747 = add i64 %t746, 1
  %t748 = sub i64 %size.S, 1
  %t749 = sub i64 %t747, %t748
  %t750 = sub i64 %t749, 1
  %t751 = sdiv i64 %t750, 2
  %t752 = srem i64 %t750, 2
  %t753 = icmp ne i64 %t752, 0
  %t754 = icmp slt i64 %t752, 0
  %t755 = icmp slt i64 2, 0
  %t756 = xor i1 %t754, %t755
  %t757 = and i1 %t753, %t756
  %t758 = zext i1 %t757 to i64
  %t759 = sub i64 %t751, %t758
  %t760 = add i64 %t759, 1
  %t761 = mul i64 %t745, %t760
  %t762 = mul i64 0, %t761
  %t763 = add i64 %size.H, 1
  %t764 = add i64 %t763, 1
  %t765 = sub i64 %size.R, 1
  %t766 = sub i64 %t764, %t765
  %t767 = sub i64 %t766, 1
  %t768 = sdiv i64 %t767, 2
  %t769 = srem i64 %t767, 2
  %t770 = icmp ne i64 %t769, 0
  %t771 = icmp slt i64 %t769, 0
  %t772 = icmp slt i64 2, 0
  %t773 = xor i1 %t771, %t772
  %t774 = and i1 %t770, %t773
  %t775 = zext i1 %t774 to i64
  %t776 = sub i64 %t768, %t775
  %t777 = add i64 %t776, 1
  %t778 = add i64 %size.W, 1
  %t779 = add i64 %t778, 1
  %t780 = sub i64 %size.S, 1
  %t781 = sub i64 %t779, %t780
  %t782 = sub i64 %t781, 1
  %t783 = sdiv i64 %t782, 2
  %t784 = srem i64 %t782, 2
  %t785 = icmp ne i64 %t784, 0
  %t786 = icmp slt i64 %t784, 0
  %t787 = icmp slt i64 2, 0
  %t788 = xor i1 %t786, %t787
  %t789 = and i1 %t785, %t788
  %t790 = zext i1 %t789 to i64
  %t791 = sub i64 %t783, %t790
  %t792 = add i64 %t791, 1
  %t793 = mul i64 %t777, %t792
  %t794 = mul i64 0, %t793
  %t795 = add i64 %t762, %t794
  %t796 = add i64 %size.W, 1
  %t797 = add i64 %t796, 1
  %t798 = sub i64 %size.S, 1
  %t799 = sub i64 %t797, %t798
  %t800 = sub i64 %t799, 1
  %t801 = sdiv i64 %t800, 2
  %t802 = srem i64 %t800, 2
  %t803 = icmp ne i64 %t802, 0
  %t804 = icmp slt i64 %t802, 0
  %t805 = icmp slt i64 2, 0
  %t806 = xor i1 %t804, %t805
  %t807 = and i1 %t803, %t806
  %t808 = zext i1 %t807 to i64
  %t809 = sub i64 %t801, %t808
  %t810 = add i64 %t809, 1
  %t811 = mul i64 0, %t810
  %t812 = add i64 %t795, %t811
  %t813 = add i64 %t812, 0
  %t814 = sub i64 %t729, %t813
  br label %packed815
packed815:
  %t817 = sub i64 %t108, 1
  %t818 = add i64 %t128, %t817
  %t819 = udiv i64 %t818, %t108
  %t820 = udiv i64 %range.lo, %t108
  store i64 %t820, ptr %c821
  br label %head822
head822:
  %i825 = load i64, ptr %c821
  %t826 = icmp slt i64 %i825, %t819
  br i1 %t826, label %body823, label %done824
body823:
  %t827 = urem i64 %i825, %t106
  %t828 = udiv i64 %i825, %t106
  %t829 = urem i64 %t828, 1
  %t830 = udiv i64 %t828, 1
  %t831 = mul i64 %i825, %t108
  %t832 = sub i64 %range.lo, %t831
  %t833 = icmp sgt i64 %t832, 0
  %t834 = select i1 %t833, i64 %t832, i64 0
  %t835 = mul i64 %t834, %t124
  %t836 = icmp slt i64 %size.K, %t835
  %t837 = select i1 %t836, i64 %size.K, i64 %t835
  %t838 = sub i64 %t128, %t831
  %t839 = icmp slt i64 %t838, %t108
  %t840 = select i1 %t839, i64 %t838, i64 %t108
  %t841 = mul i64 %t840, %t124
  %t842 = icmp slt i64 %size.K, %t841
  %t843 = select i1 %t842, i64 %size.K, i64 %t841
  %t844 = sub i64 %t843, %t837
  %t845 = mul i64 %t827, %t116
  %t846 = sub i64 %t100, %t845
  %t847 = icmp slt i64 %t116, %t846
  %t848 = select i1 %t847, i64 %t116, i64 %t846
  %t849 = add i64 %t848, 63
  %t850 = sdiv i64 %t849, 64
  %t853 = icmp slt i64 %t837, %t843
  br i1 %t853, label %rows851, label %norows852
rows851:
  store i64 0, ptr %c854
  br label %head855
head855:
  %i858 = load i64, ptr %c854
  %t859 = icmp slt i64 %i858, %t571
  br i1 %t859, label %body856, label %done857
body856:
  %t860 = mul i64 %i858, %t576
  %t861 = add i64 %t860, %t576
  %t862 = icmp slt i64 %t861, %size.C
  %t863 = select i1 %t862, i64 %t861, i64 %size.C
  %t864 = sub i64 %t863, %t860
  %t865 = icmp sgt i64 %t864, 0
  %t866 = select i1 %t865, i64 %t864, i64 0
  %t867 = mul i64 %t866, %t102
  %t868 = icmp sgt i64 %i858, 0
  br label %packb869
packb869:
  br i1 false, label %panels870, label %pack872
pack872:
  store i64 0, ptr %c873
  br label %head874
head874:
  %i877 = load i64, ptr %c873
  %t878 = icmp slt i64 %i877, %t850
  br i1 %t878, label %body875, label %done876
body875:
  %t879 = mul i64 %i877, 64
  %t880 = mul i64 %i877, %t867
  %t881 = mul i64 %t880, 64
  %t882 = getelementptr float, ptr %t132, i64 %t881
  %t883 = add i64 %t879, 0
  %t884 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t883, i64 %t848)
  %t885 = add i64 %t845, %t883
  %t886 = add i64 %size.W, 1
  %t887 = add i64 %t886, 1
  %t888 = sub i64 %size.S, 1
  %t889 = sub i64 %t887, %t888
  %t890 = sub i64 %t889, 1
  %t891 = sdiv i64 %t890, 2
  %t892 = srem i64 %t890, 2
  %t893 = icmp ne i64 %t892, 0
  %t894 = icmp slt i64 %t892, 0
  %t895 = icmp slt i64 2, 0
  %t896 = xor i1 %t894, %t895
  %t897 = and i1 %t893, %t896
  %t898 = zext i1 %t897 to i64
  %t899 = sub i64 %t891, %t898
  %t900 = add i64 %t899, 1
  %t901 = udiv i64 %t885, %t900
  %t902 = urem i64 %t885, %t900
  %t903 = insertelement <16 x i64> poison, i64 %t885, i64 0
  %t904 = shufflevector <16 x i64> %t903, <16 x i64> poison, <16 x i32> zeroinitializer
  %t905 = add <16 x i64> %t904, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %t906 = insertelement <16 x i64> poison, i64 %t900, i64 0
  %t907 = shufflevector <16 x i64> %t906, <16 x i64> poison, <16 x i32> zeroinitializer
  %t908 = udiv <16 x i64> %t905, %t907
  %t909 = insertelement <16 x i64> poison, i64 %t900, i64 0
  %t910 = shufflevector <16 x i64> %t909, <16 x i64> poison, <16 x i32> zeroinitializer
  %t911 = mul <16 x i64> %t908, %t910
  %t912 = sub <16 x i64> %t905, %t911
  %t913 = insertelement <16 x i64> poison, i64 %t901, i64 0
  %t914 = shufflevector <16 x i64> %t913, <16 x i64> poison, <16 x i32> zeroinitializer
  %t915 = sub <16 x i64> %t908, %t914
  %t916 = insertelement <16 x i64> poison, i64 %t902, i64 0
  %t917 = shufflevector <16 x i64> %t916, <16 x i64> poison, <16 x i32> zeroinitializer
  %t918 = sub <16 x i64> %t912, %t917
  %t919 = add i64 %t885, 15
  %t920 = udiv i64 %t919, %t900
  %t921 = icmp eq i64 %t901, %t920
  %t922 = add i64 %t879, 16
  %t923 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t922, i64 %t848)
  %t924 = add i64 %t845, %t922
  %t925 = add i64 %size.W, 1
  %t926 = add i64 %t925, 1
  %t927 = sub i64 %size.S, 1
  %t928 = sub i64 %t926, %t927
  %t929 = sub i64 %t928, 1
  %t930 = sdiv i64 %t929, 2
  %t931 = srem i64 %t929, 2
  %t932 = icmp ne i64 %t931, 0
  %t933 = icmp slt i64 %t931, 0
  %t934 = icmp slt i64 2, 0
  %t935 = xor i1 %t933, %t934
  %t936 = and i1 %t932, %t935
  %t937 = zext i1 %t936 to i64
  %t938 = sub i64 %t930, %t937
  %t939 = add i64 %t938, 1
  %t940 = udiv i64 %t924, %t939
  %t941 = urem i64 %t924, %t939
  %t942 = insertelement <16 x i64> poison, i64 %t924, i64 0
  %t943 = shufflevector <16 x i64> %t942, <16 x i64> poison, <16 x i32> zeroinitializer
  %t944 = add <16 x i64> %t943, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %t945 = insertelement <16 x i64> poison, i64 %t939, i64 0
  %t946 = shufflevector <16 x i64> %t945, <16 x i64> poison, <16 x i32> zeroinitializer
  %t947 = udiv <16 x i64> %t944, %t946
  %t948 = insertelement <16 x i64> poison, i64 %t939, i64 0
  %t949 = shufflevector <16 x i64> %t948, <16 x i64> poison, <16 x i32> zeroinitializer
  %t950 = mul <16 x i64> %t947, %t949
  %t951 = sub <16 x i64> %t944, %t950
  %t952 = insertelement <16 x i64> poison, i64 %t940, i64 0
  %t953 = shufflevector <16 x i64> %t952, <16 x i64> poison, <16 x i32> zeroinitializer
  %t954 = sub <16 x i64> %t947, %t953
  %t955 = insertelement <16 x i64> poison, i64 %t941, i64 0
  %t956 = shufflevector <16 x i64> %t955, <16 x i64> poison, <16 x i32> zeroinitializer
  %t957 = sub <16 x i64> %t951, %t956
  %t958 = add i64 %t924, 15
  %t959 = udiv i64 %t958, %t939
  %t960 = icmp eq i64 %t940, %t959
  %t961 = add i64 %t879, 32
  %t962 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t961, i64 %t848)
  %t963 = add i64 %t845, %t961
  %t964 = add i64 %size.W, 1
  %t965 = add i64 %t964, 1
  %t966 = sub i64 %size.S, 1
  %t967 = sub i64 %t965, %t966
  %t968 = sub i64 %t967, 1
  %t969 = sdiv i64 %t968, 2
  %t970 = srem i64 %t968, 2
  %t971 = icmp ne i64 %t970, 0
  %t972 = icmp slt i64 %t970, 0
  %t973 = icmp slt i64 2, 0
  %t974 = xor i1 %t972, %t973
  %t975 = and i1 %t971, %t974
  %t976 = zext i1 %t975 to i64
  %t977 = sub i64 %t969, %t976
  %t978 = add i64 %t977, 1
  %t979 = udiv i64 %t963, %t978
  %t980 = urem i64 %t963, %t978
  %t981 = insertelement <16 x i64> poison, i64 %t963, i64 0
  %t982 = shufflevector <16 x i64> %t981, <16 x i64> poison, <16 x i32> zeroinitializer
  %t983 = add <16 x i64> %t982, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %t984 = insertelement <16 x i64> poison, i64 %t978, i64 0
  %t985 = shufflevector <16 x i64> %t984, <16 x i64> poison, <16 x i32> zeroinitializer
  %t986 = udiv <16 x i64> %t983, %t985
  %t987 = insertelement <16 x i64> poison, i64 %t978, i64 0
  %t988 = shufflevector <16 x i64> %t987, <16 x i64> poison, <16 x i32> zeroinitializer
  %t989 = mul <16 x i64> %t986, %t988
  %t990 = sub <16 x i64> %t983, %t989
  %t991 = insertelement <16 x i64> poison, i64 %t979, i64 0
  %t992 = shufflevector <16 x i64> %t991, <16 x i64> poison, <16 x i32> zeroinitializer
  %t993 = sub <16 x i64> %t986, %t992
  %t994 = insertelement <16 x i64> poison, i64 %t980, i64 0
  %t995 = shufflevector <16 x i64> %t994, <16 x i64> poison, <16 x i32> zeroinitializer
  %t996 = sub <16 x i64> %t990, %t995
  %t997 = add i64 %t963, 15
  %t998 = udiv i64 %t997, %t978
  %t999 = icmp eq i64 %t979, %t998
  %t1000 = add i64 %t879, 48
  %t1001 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t1000, i64 %t848)
  %t1002 = add i64 %t845, %t1000
  %t1003 = add i64 %size.W, 1
  %t1004 = add i64 %t1003, 1
  %t1005 = sub i64 %size.S, 1
  %t1006 = sub i64 %t1004, %t1005
  %t1007 = sub i64 %t1006, 1
  %t1008 = sdiv i64 %t1007, 2
  %t1009 = srem i64 %t1007, 2
  %t1010 = icmp ne i64 %t1009, 0
  %t1011 = icmp slt i64 %t1009, 0
  %t1012 = icmp slt i64 2, 0
  %t1013 = xor i1 %t1011, %t1012
  %t1014 = and i1 %t1010, %t1013
  %t1015 = zext i1 %t1014 to i64
  %t1016 = sub i64 %t1008, %t1015
  %t1017 = add i64 %t1016, 1
  %t1018 = udiv i64 %t1002, %t1017
  %t1019 = urem i64 %t1002, %t1017
  %t1020 = insertelement <16 x i64> poison, i64 %t1002, i64 0
  %t1021 = shufflevector <16 x i64> %t1020, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1022 = add <16 x i64> %t1021, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %t1023 = insertelement <16 x i64> poison, i64 %t1017, i64 0
  %t1024 = shufflevector <16 x i64> %t1023, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1025 = udiv <16 x i64> %t1022, %t1024
  %t1026 = insertelement <16 x i64> poison, i64 %t1017, i64 0
  %t1027 = shufflevector <16 x i64> %t1026, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1028 = mul <16 x i64> %t1025, %t1027
  %t1029 = sub <16 x i64> %t1022, %t1028
  %t1030 = insertelement <16 x i64> poison, i64 %t1018, i64 0
  %t1031 = shufflevector <16 x i64> %t1030, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1032 = sub <16 x i64> %t1025, %t1031
  %t1033 = insertelement <16 x i64> poison, i64 %t1019, i64 0
  %t1034 = shufflevector <16 x i64> %t1033, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1035 = sub <16 x i64> %t1029, %t1034
  %t1036 = add i64 %t1002, 15
  %t1037 = udiv i64 %t1036, %t1017
  %t1038 = icmp eq i64 %t1018, %t1037
  %t1039 = mul i64 %size.H, %size.W
  %t1040 = mul i64 %size.R, %size.S
  store i64 0, ptr %c1041
  store i64 0, ptr %c1042
  br label %head1043
head1043:
  %i1046 = load i64, ptr %c1042
  %t1047 = icmp slt i64 %i1046, %size.R
  br i1 %t1047, label %body1044, label %done1045
body1044:
  store i64 0, ptr %c1048
  br label %head1049
head1049:
  %i1052 = load i64, ptr %c1048
  %t1053 = icmp slt i64 %i1052, %size.S
  br i1 %t1053, label %body1050, label %done1051
body1050:
  %t1054 = load i64, ptr %c1041
  %t1055 = mul i64 %t901, 2
  %t1056 = add i64 %t1055, %i1046
  %t1057 = sub i64 %t1056, 1
  %t1058 = insertelement <16 x i64> poison, i64 %t1057, i64 0
  %t1059 = shufflevector <16 x i64> %t1058, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1060 = insertelement <16 x i64> poison, i64 2, i64 0
  %t1061 = shufflevector <16 x i64> %t1060, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1062 = mul <16 x i64> %t915, %t1061
  %t1063 = add <16 x i64> %t1059, %t1062
  %t1064 = icmp sge <16 x i64> %t1063, zeroinitializer
  %t1065 = insertelement <16 x i64> poison, i64 %size.H, i64 0
  %t1066 = shufflevector <16 x i64> %t1065, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1067 = icmp slt <16 x i64> %t1063, %t1066
  %t1068 = and <16 x i1> %t1064, %t1067
  %t1069 = and <16 x i1> %t884, %t1068
  %t1070 = mul i64 %t902, 2
  %t1071 = add i64 %t1070, %i1052
  %t1072 = sub i64 %t1071, 1
  %t1073 = insertelement <16 x i64> poison, i64 %t1072, i64 0
  %t1074 = shufflevector <16 x i64> %t1073, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1075 = insertelement <16 x i64> poison, i64 2, i64 0
  %t1076 = shufflevector <16 x i64> %t1075, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1077 = mul <16 x i64> %t918, %t1076
  %t1078 = add <16 x i64> %t1074, %t1077
  %t1079 = icmp sge <16 x i64> %t1078, zeroinitializer
  %t1080 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t1081 = shufflevector <16 x i64> %t1080, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1082 = icmp slt <16 x i64> %t1078, %t1081
  %t1083 = and <16 x i1> %t1079, %t1082
  %t1084 = and <16 x i1> %t1069, %t1083
  %t1085 = mul i64 %size.C, %size.H
  %t1086 = mul i64 %t1085, %size.W
  %t1087 = mul i64 %t829, %t1086
  %t1088 = mul i64 %size.H, %size.W
  %t1089 = mul i64 %t860, %t1088
  %t1090 = add i64 %t1087, %t1089
  %t1091 = mul i64 %t901, 2
  %t1092 = add i64 %t1091, %i1046
  %t1093 = sub i64 %t1092, 1
  %t1094 = mul i64 %t1093, %size.W
  %t1095 = add i64 %t1090, %t1094
  %t1096 = mul i64 %t902, 2
  %t1097 = add i64 %t1096, %i1052
  %t1098 = sub i64 %t1097, 1
  %t1099 = add i64 %t1095, %t1098
  %t1100 = insertelement <16 x i64> poison, i64 %t1099, i64 0
  %t1101 = shufflevector <16 x i64> %t1100, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1102 = mul i64 2, %size.W
  %t1103 = insertelement <16 x i64> poison, i64 %t1102, i64 0
  %t1104 = shufflevector <16 x i64> %t1103, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1105 = mul <16 x i64> %t915, %t1104
  %t1106 = add <16 x i64> %t1101, %t1105
  %t1107 = insertelement <16 x i64> poison, i64 2, i64 0
  %t1108 = shufflevector <16 x i64> %t1107, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1109 = mul <16 x i64> %t918, %t1108
  %t1110 = add <16 x i64> %t1106, %t1109
  %t1111 = mul i64 2, %size.W
  %t1112 = mul i64 %t900, 2
  %t1113 = sub i64 %t1111, %t1112
  %t1114 = add i64 %t902, %t900
  %t1115 = add i64 %t1114, 15
  %t1116 = udiv i64 %t1115, %t900
  %t1117 = mul i64 0, %t900
  %t1118 = sub i64 %t1117, %t902
  %t1119 = mul i64 1, %t900
  %t1120 = sub i64 %t1119, %t902
  %t1121 = insertelement <16 x i64> poison, i64 %t1118, i64 0
  %t1122 = shufflevector <16 x i64> %t1121, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1123 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1122
  %t1124 = insertelement <16 x i64> poison, i64 %t1120, i64 0
  %t1125 = shufflevector <16 x i64> %t1124, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1126 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1125
  %t1127 = and <16 x i1> %t1123, %t1126
  %t1128 = and <16 x i1> %t1127, %t1084
  %t1129 = mul i64 1, %t900
  %t1130 = sub i64 %t1129, %t902
  %t1131 = mul i64 2, %t900
  %t1132 = sub i64 %t1131, %t902
  %t1133 = insertelement <16 x i64> poison, i64 %t1130, i64 0
  %t1134 = shufflevector <16 x i64> %t1133, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1135 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1134
  %t1136 = insertelement <16 x i64> poison, i64 %t1132, i64 0
  %t1137 = shufflevector <16 x i64> %t1136, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1138 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1137
  %t1139 = and <16 x i1> %t1135, %t1138
  %t1140 = and <16 x i1> %t1139, %t1084
  %t1141 = mul i64 2, %t900
  %t1142 = sub i64 %t1141, %t902
  %t1143 = mul i64 3, %t900
  %t1144 = sub i64 %t1143, %t902
  %t1145 = insertelement <16 x i64> poison, i64 %t1142, i64 0
  %t1146 = shufflevector <16 x i64> %t1145, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1147 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1146
  %t1148 = insertelement <16 x i64> poison, i64 %t1144, i64 0
  %t1149 = shufflevector <16 x i64> %t1148, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1150 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1149
  %t1151 = and <16 x i1> %t1147, %t1150
  %t1152 = and <16 x i1> %t1151, %t1084
  %t1153 = mul i64 3, %t900
  %t1154 = sub i64 %t1153, %t902
  %t1155 = mul i64 4, %t900
  %t1156 = sub i64 %t1155, %t902
  %t1157 = insertelement <16 x i64> poison, i64 %t1154, i64 0
  %t1158 = shufflevector <16 x i64> %t1157, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1159 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1158
  %t1160 = insertelement <16 x i64> poison, i64 %t1156, i64 0
  %t1161 = shufflevector <16 x i64> %t1160, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1162 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1161
  %t1163 = and <16 x i1> %t1159, %t1162
  %t1164 = and <16 x i1> %t1163, %t1084
  %t1165 = mul i64 %t940, 2
  %t1166 = add i64 %t1165, %i1046
  %t1167 = sub i64 %t1166, 1
  %t1168 = insertelement <16 x i64> poison, i64 %t1167, i64 0
  %t1169 = shufflevector <16 x i64> %t1168, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1170 = insertelement <16 x i64> poison, i64 2, i64 0
  %t1171 = shufflevector <16 x i64> %t1170, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1172 = mul <16 x i64> %t954, %t1171
  %t1173 = add <16 x i64> %t1169, %t1172
  %t1174 = icmp sge <16 x i64> %t1173, zeroinitializer
  %t1175 = insertelement <16 x i64> poison, i64 %size.H, i64 0
  %t1176 = shufflevector <16 x i64> %t1175, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1177 = icmp slt <16 x i64> %t1173, %t1176
  %t1178 = and <16 x i1> %t1174, %t1177
  %t1179 = and <16 x i1> %t923, %t1178
  %t1180 = mul i64 %t941, 2
  %t1181 = add i64 %t1180, %i1052
  %t1182 = sub i64 %t1181, 1
  %t1183 = insertelement <16 x i64> poison, i64 %t1182, i64 0
  %t1184 = shufflevector <16 x i64> %t1183, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1185 = insertelement <16 x i64> poison, i64 2, i64 0
  %t1186 = shufflevector <16 x i64> %t1185, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1187 = mul <16 x i64> %t957, %t1186
  %t1188 = add <16 x i64> %t1184, %t1187
  %t1189 = icmp sge <16 x i64> %t1188, zeroinitializer
  %t1190 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t1191 = shufflevector <16 x i64> %t1190, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1192 = icmp slt <16 x i64> %t1188, %t1191
  %t1193 = and <16 x i1> %t1189, %t1192
  %t1194 = and <16 x i1> %t1179, %t1193
  %t1195 = mul i64 %size.C, %size.H
  %t1196 = mul i64 %t1195, %size.W
  %t1197 = mul i64 %t829, %t1196
  %t1198 = mul i64 %size.H, %size.W
  %t1199 = mul i64 %t860, %t1198
  %t1200 = add i64 %t1197, %t1199
  %t1201 = mul i64 %t940, 2
  %t1202 = add i64 %t1201, %i1046
  %t1203 = sub i64 %t1202, 1
  %t1204 = mul i64 %t1203, %size.W
  %t1205 = add i64 %t1200, %t1204
  %t1206 = mul i64 %t941, 2
  %t1207 = add i64 %t1206, %i1052
  %t1208 = sub i64 %t1207, 1
  %t1209 = add i64 %t1205, %t1208
  %t1210 = insertelement <16 x i64> poison, i64 %t1209, i64 0
  %t1211 = shufflevector <16 x i64> %t1210, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1212 = mul i64 2, %size.W
  %t1213 = insertelement <16 x i64> poison, i64 %t1212, i64 0
  %t1214 = shufflevector <16 x i64> %t1213, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1215 = mul <16 x i64> %t954, %t1214
  %t1216 = add <16 x i64> %t1211, %t1215
  %t1217 = insertelement <16 x i64> poison, i64 2, i64 0
  %t1218 = shufflevector <16 x i64> %t1217, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1219 = mul <16 x i64> %t957, %t1218
  %t1220 = add <16 x i64> %t1216, %t1219
  %t1221 = mul i64 2, %size.W
  %t1222 = mul i64 %t939, 2
  %t1223 = sub i64 %t1221, %t1222
  %t1224 = add i64 %t941, %t939
  %t1225 = add i64 %t1224, 15
  %t1226 = udiv i64 %t1225, %t939
  %t1227 = mul i64 0, %t939
  %t1228 = sub i64 %t1227, %t941
  %t1229 = mul i64 1, %t939
  %t1230 = sub i64 %t1229, %t941
  %t1231 = insertelement <16 x i64> poison, i64 %t1228, i64 0
  %t1232 = shufflevector <16 x i64> %t1231, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1233 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1232
  %t1234 = insertelement <16 x i64> poison, i64 %t1230, i64 0
  %t1235 = shufflevector <16 x i64> %t1234, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1236 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1235
  %t1237 = and <16 x i1> %t1233, %t1236
  %t1238 = and <16 x i1> %t1237, %t1194
  %t1239 = mul i64 1, %t939
  %t1240 = sub i64 %t1239, %t941
  %t1241 = mul i64 2, %t939
  %t1242 = sub i64 %t1241, %t941
  %t1243 = insertelement <16 x i64> poison, i64 %t1240, i64 0
  %t1244 = shufflevector <16 x i64> %t1243, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1245 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1244
  %t1246 = insertelement <16 x i64> poison, i64 %t1242, i64 0
  %t1247 = shufflevector <16 x i64> %t1246, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1248 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1247
  %t1249 = and <16 x i1> %t1245, %t1248
  %t1250 = and <16 x i1> %t1249, %t1194
  %t1251 = mul i64 2, %t939
  %t1252 = sub i64 %t1251, %t941
  %t1253 = mul i64 3, %t939
  %t1254 = sub i64 %t1253, %t941
  %t1255 = insertelement <16 x i64> poison, i64 %t1252, i64 0
  %t1256 = shufflevector <16 x i64> %t1255, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1257 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1256
  %t1258 = insertelement <16 x i64> poison, i64 %t1254, i64 0
  %t1259 = shufflevector <16 x i64> %t1258, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1260 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1259
  %t1261 = and <16 x i1> %t1257, %t1260
  %t1262 = and <16 x i1> %t1261, %t1194
  %t1263 = mul i64 3, %t939
  %t1264 = sub i64 %t1263, %t941
  %t1265 = mul i64 4, %t939
  %t1266 = sub i64 %t1265, %t941
  %t1267 = insertelement <16 x i64> poison, i64 %t1264, i64 0
  %t1268 = shufflevector <16 x i64> %t1267, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1269 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1268
  %t1270 = insertelement <16 x i64> poison, i64 %t1266, i64 0
  %t1271 = shufflevector <16 x i64> %t1270, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1272 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1271
  %t1273 = and <16 x i1> %t1269, %t1272
  %t1274 = and <16 x i1> %t1273, %t1194
  %t1275 = mul i64 %t979, 2
  %t1276 = add i64 %t1275, %i1046
  %t1277 = sub i64 %t1276, 1
  %t1278 = insertelement <16 x i64> poison, i64 %t1277, i64 0
  %t1279 = shufflevector <16 x i64> %t1278, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1280 = insertelement <16 x i64> poison, i64 2, i64 0
  %t1281 = shufflevector <16 x i64> %t1280, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1282 = mul <16 x i64> %t993, %t1281
  %t1283 = add <16 x i64> %t1279, %t1282
  %t1284 = icmp sge <16 x i64> %t1283, zeroinitializer
  %t1285 = insertelement <16 x i64> poison, i64 %size.H, i64 0
  %t1286 = shufflevector <16 x i64> %t1285, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1287 = icmp slt <16 x i64> %t1283, %t1286
  %t1288 = and <16 x i1> %t1284, %t1287
  %t1289 = and <16 x i1> %t962, %t1288
  %t1290 = mul i64 %t980, 2
  %t1291 = add i64 %t1290, %i1052
  %t1292 = sub i64 %t1291, 1
  %t1293 = insertelement <16 x i64> poison, i64 %t1292, i64 0
  %t1294 = shufflevector <16 x i64> %t1293, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1295 = insertelement <16 x i64> poison, i64 2, i64 0
  %t1296 = shufflevector <16 x i64> %t1295, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1297 = mul <16 x i64> %t996, %t1296
  %t1298 = add <16 x i64> %t1294, %t1297
  %t1299 = icmp sge <16 x i64> %t1298, zeroinitializer
  %t1300 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t1301 = shufflevector <16 x i64> %t1300, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1302 = icmp slt <16 x i64> %t1298, %t1301
  %t1303 = and <16 x i1> %t1299, %t1302
  %t1304 = and <16 x i1> %t1289, %t1303
  %t1305 = mul i64 %size.C, %size.H
  %t1306 = mul i64 %t1305, %size.W
  %t1307 = mul i64 %t829, %t1306
  %t1308 = mul i64 %size.H, %size.W
  %t1309 = mul i64 %t860, %t1308
  %t1310 = add i64 %t1307, %t1309
  %t1311 = mul i64 %t979, 2
  %t1312 = add i64 %t1311, %i1046
  %t1313 = sub i64 %t1312, 1
  %t1314 = mul i64 %t1313, %size.W
  %t1315 = add i64 %t1310, %t1314
  %t1316 = mul i64 %t980, 2
  %t1317 = add i64 %t1316, %i1052
  %t1318 = sub i64 %t1317, 1
  %t1319 = add i64 %t1315, %t1318
  %t1320 = insertelement <16 x i64> poison, i64 %t1319, i64 0
  %t1321 = shufflevector <16 x i64> %t1320, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1322 = mul i64 2, %size.W
  %t1323 = insertelement <16 x i64> poison, i64 %t1322, i64 0
  %t1324 = shufflevector <16 x i64> %t1323, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1325 = mul <16 x i64> %t993, %t1324
  %t1326 = add <16 x i64> %t1321, %t1325
  %t1327 = insertelement <16 x i64> poison, i64 2, i64 0
  %t1328 = shufflevector <16 x i64> %t1327, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1329 = mul <16 x i64> %t996, %t1328
  %t1330 = add <16 x i64> %t1326, %t1329
  %t1331 = mul i64 2, %size.W
  %t1332 = mul i64 %t978, 2
  %t1333 = sub i64 %t1331, %t1332
  %t1334 = add i64 %t980, %t978
  %t1335 = add i64 %t1334, 15
  %t1336 = udiv i64 %t1335, %t978
  %t1337 = mul i64 0, %t978
  %t1338 = sub i64 %t1337, %t980
  %t1339 = mul i64 1, %t978
  %t1340 = sub i64 %t1339, %t980
  %t1341 = insertelement <16 x i64> poison, i64 %t1338, i64 0
  %t1342 = shufflevector <16 x i64> %t1341, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1343 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1342
  %t1344 = insertelement <16 x i64> poison, i64 %t1340, i64 0
  %t1345 = shufflevector <16 x i64> %t1344, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1346 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1345
  %t1347 = and <16 x i1> %t1343, %t1346
  %t1348 = and <16 x i1> %t1347, %t1304
  %t1349 = mul i64 1, %t978
  %t1350 = sub i64 %t1349, %t980
  %t1351 = mul i64 2, %t978
  %t1352 = sub i64 %t1351, %t980
  %t1353 = insertelement <16 x i64> poison, i64 %t1350, i64 0
  %t1354 = shufflevector <16 x i64> %t1353, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1355 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1354
  %t1356 = insertelement <16 x i64> poison, i64 %t1352, i64 0
  %t1357 = shufflevector <16 x i64> %t1356, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1358 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1357
  %t1359 = and <16 x i1> %t1355, %t1358
  %t1360 = and <16 x i1> %t1359, %t1304
  %t1361 = mul i64 2, %t978
  %t1362 = sub i64 %t1361, %t980
  %t1363 = mul i64 3, %t978
  %t1364 = sub i64 %t1363, %t980
  %t1365 = insertelement <16 x i64> poison, i64 %t1362, i64 0
  %t1366 = shufflevector <16 x i64> %t1365, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1367 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1366
  %t1368 = insertelement <16 x i64> poison, i64 %t1364, i64 0
  %t1369 = shufflevector <16 x i64> %t1368, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1370 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1369
  %t1371 = and <16 x i1> %t1367, %t1370
  %t1372 = and <16 x i1> %t1371, %t1304
  %t1373 = mul i64 3, %t978
  %t1374 = sub i64 %t1373, %t980
  %t1375 = mul i64 4, %t978
  %t1376 = sub i64 %t1375, %t980
  %t1377 = insertelement <16 x i64> poison, i64 %t1374, i64 0
  %t1378 = shufflevector <16 x i64> %t1377, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1379 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1378
  %t1380 = insertelement <16 x i64> poison, i64 %t1376, i64 0
  %t1381 = shufflevector <16 x i64> %t1380, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1382 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1381
  %t1383 = and <16 x i1> %t1379, %t1382
  %t1384 = and <16 x i1> %t1383, %t1304
  %t1385 = mul i64 %t1018, 2
  %t1386 = add i64 %t1385, %i1046
  %t1387 = sub i64 %t1386, 1
  %t1388 = insertelement <16 x i64> poison, i64 %t1387, i64 0
  %t1389 = shufflevector <16 x i64> %t1388, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1390 = insertelement <16 x i64> poison, i64 2, i64 0
  %t1391 = shufflevector <16 x i64> %t1390, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1392 = mul <16 x i64> %t1032, %t1391
  %t1393 = add <16 x i64> %t1389, %t1392
  %t1394 = icmp sge <16 x i64> %t1393, zeroinitializer
  %t1395 = insertelement <16 x i64> poison, i64 %size.H, i64 0
  %t1396 = shufflevector <16 x i64> %t1395, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1397 = icmp slt <16 x i64> %t1393, %t1396
  %t1398 = and <16 x i1> %t1394, %t1397
  %t1399 = and <16 x i1> %t1001, %t1398
  %t1400 = mul i64 %t1019, 2
  %t1401 = add i64 %t1400, %i1052
  %t1402 = sub i64 %t1401, 1
  %t1403 = insertelement <16 x i64> poison, i64 %t1402, i64 0
  %t1404 = shufflevector <16 x i64> %t1403, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1405 = insertelement <16 x i64> poison, i64 2, i64 0
  %t1406 = shufflevector <16 x i64> %t1405, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1407 = mul <16 x i64> %t1035, %t1406
  %t1408 = add <16 x i64> %t1404, %t1407
  %t1409 = icmp sge <16 x i64> %t1408, zeroinitializer
  %t1410 = insertelement <16 x i64> poison, i64 %size.W, i64 0
  %t1411 = shufflevector <16 x i64> %t1410, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1412 = icmp slt <16 x i64> %t1408, %t1411
  %t1413 = and <16 x i1> %t1409, %t1412
  %t1414 = and <16 x i1> %t1399, %t1413
  %t1415 = mul i64 %size.C, %size.H
  %t1416 = mul i64 %t1415, %size.W
  %t1417 = mul i64 %t829, %t1416
  %t1418 = mul i64 %size.H, %size.W
  %t1419 = mul i64 %t860, %t1418
  %t1420 = add i64 %t1417, %t1419
  %t1421 = mul i64 %t1018, 2
  %t1422 = add i64 %t1421, %i1046
  %t1423 = sub i64 %t1422, 1
  %t1424 = mul i64 %t1423, %size.W
  %t1425 = add i64 %t1420, %t1424
  %t1426 = mul i64 %t1019, 2
  %t1427 = add i64 %t1426, %i1052
  %t1428 = sub i64 %t1427, 1
  %t1429 = add i64 %t1425, %t1428
  %t1430 = insertelement <16 x i64> poison, i64 %t1429, i64 0
  %t1431 = shufflevector <16 x i64> %t1430, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1432 = mul i64 2, %size.W
  %t1433 = insertelement <16 x i64> poison, i64 %t1432, i64 0
  %t1434 = shufflevector <16 x i64> %t1433, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1435 = mul <16 x i64> %t1032, %t1434
  %t1436 = add <16 x i64> %t1431, %t1435
  %t1437 = insertelement <16 x i64> poison, i64 2, i64 0
  %t1438 = shufflevector <16 x i64> %t1437, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1439 = mul <16 x i64> %t1035, %t1438
  %t1440 = add <16 x i64> %t1436, %t1439
  %t1441 = mul i64 2, %size.W
  %t1442 = mul i64 %t1017, 2
  %t1443 = sub i64 %t1441, %t1442
  %t1444 = add i64 %t1019, %t1017
  %t1445 = add i64 %t1444, 15
  %t1446 = udiv i64 %t1445, %t1017
  %t1447 = mul i64 0, %t1017
  %t1448 = sub i64 %t1447, %t1019
  %t1449 = mul i64 1, %t1017
  %t1450 = sub i64 %t1449, %t1019
  %t1451 = insertelement <16 x i64> poison, i64 %t1448, i64 0
  %t1452 = shufflevector <16 x i64> %t1451, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1453 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1452
  %t1454 = insertelement <16 x i64> poison, i64 %t1450, i64 0
  %t1455 = shufflevector <16 x i64> %t1454, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1456 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1455
  %t1457 = and <16 x i1> %t1453, %t1456
  %t1458 = and <16 x i1> %t1457, %t1414
  %t1459 = mul i64 1, %t1017
  %t1460 = sub i64 %t1459, %t1019
  %t1461 = mul i64 2, %t1017
  %t1462 = sub i64 %t1461, %t1019
  %t1463 = insertelement <16 x i64> poison, i64 %t1460, i64 0
  %t1464 = shufflevector <16 x i64> %t1463, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1465 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1464
  %t1466 = insertelement <16 x i64> poison, i64 %t1462, i64 0
  %t1467 = shufflevector <16 x i64> %t1466, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1468 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1467
  %t1469 = and <16 x i1> %t1465, %t1468
  %t1470 = and <16 x i1> %t1469, %t1414
  %t1471 = mul i64 2, %t1017
  %t1472 = sub i64 %t1471, %t1019
  %t1473 = mul i64 3, %t1017
  %t1474 = sub i64 %t1473, %t1019
  %t1475 = insertelement <16 x i64> poison, i64 %t1472, i64 0
  %t1476 = shufflevector <16 x i64> %t1475, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1477 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1476
  %t1478 = insertelement <16 x i64> poison, i64 %t1474, i64 0
  %t1479 = shufflevector <16 x i64> %t1478, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1480 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1479
  %t1481 = and <16 x i1> %t1477, %t1480
  %t1482 = and <16 x i1> %t1481, %t1414
  %t1483 = mul i64 3, %t1017
  %t1484 = sub i64 %t1483, %t1019
  %t1485 = mul i64 4, %t1017
  %t1486 = sub i64 %t1485, %t1019
  %t1487 = insertelement <16 x i64> poison, i64 %t1484, i64 0
  %t1488 = shufflevector <16 x i64> %t1487, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1489 = icmp sge <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1488
  %t1490 = insertelement <16 x i64> poison, i64 %t1486, i64 0
  %t1491 = shufflevector <16 x i64> %t1490, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1492 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t1491
  %t1493 = and <16 x i1> %t1489, %t1492
  %t1494 = and <16 x i1> %t1493, %t1414
  store i64 %t860, ptr %c1495
  br label %head1496
head1496:
  %i1499 = load i64, ptr %c1495
  %t1500 = icmp slt i64 %i1499, %t863
  br i1 %t1500, label %body1497, label %done1498
body1497:
  %t1501 = sub i64 %i1499, %t860
  %t1502 = mul i64 %t1501, %t1040
  %t1503 = add i64 %t1502, %t1054
  %t1504 = mul i64 %t1501, %t1039
  %t1505 = insertelement <16 x i64> poison, i64 %t1504, i64 0
  %t1506 = shufflevector <16 x i64> %t1505, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1507 = add <16 x i64> %t1110, %t1506
  %t1508 = add i64 %t1099, %t1504
  %t1509 = mul i64 %t1503, 64
  %t1510 = add i64 %t1509, 0
  %t1511 = getelementptr float, ptr %t882, i64 %t1510
  br i1 false, label %load1512, label %gather1513
load1512:
  %t1515 = getelementptr float, ptr %buf.x, i64 %t1508
  %t1516 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1515, <16 x i1> %t1084, <16 x float> zeroinitializer)
  store <16 x float> %t1516, ptr %t1511, align 4
  br label %packed1514
gather1513:
  switch i64 %t1116, label %gather1521 [i64 1, label %pieces11517 i64 2, label %pieces21518 i64 3, label %pieces31519 i64 4, label %pieces41520]
pieces11517:
  %t1522 = mul i64 %t1113, 0
  %t1523 = add i64 %t1508, %t1522
  %t1524 = getelementptr float, ptr %buf.x, i64 %t1523
  %t1525 = shufflevector <16 x i1> %t1128, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1526 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1524, <32 x i1> %t1525, <32 x float> zeroinitializer)
  %t1527 = shufflevector <32 x float> %t1526, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  store <16 x float> %t1527, ptr %t1511, align 4
  br label %packed1514
pieces21518:
  %t1528 = mul i64 %t1113, 0
  %t1529 = add i64 %t1508, %t1528
  %t1530 = getelementptr float, ptr %buf.x, i64 %t1529
  %t1531 = shufflevector <16 x i1> %t1128, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1532 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1530, <32 x i1> %t1531, <32 x float> zeroinitializer)
  %t1533 = shufflevector <32 x float> %t1532, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1534 = mul i64 %t1113, 1
  %t1535 = add i64 %t1508, %t1534
  %t1536 = getelementptr float, ptr %buf.x, i64 %t1535
  %t1537 = shufflevector <16 x i1> %t1140, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1538 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1536, <32 x i1> %t1537, <32 x float> zeroinitializer)
  %t1539 = shufflevector <32 x float> %t1538, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1540 = select <16 x i1> %t1140, <16 x float> %t1539, <16 x float> %t1533
  store <16 x float> %t1540, ptr %t1511, align 4
  br label %packed1514
pieces31519:
  %t1541 = mul i64 %t1113, 0
  %t1542 = add i64 %t1508, %t1541
  %t1543 = getelementptr float, ptr %buf.x, i64 %t1542
  %t1544 = shufflevector <16 x i1> %t1128, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1545 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1543, <32 x i1> %t1544, <32 x float> zeroinitializer)
  %t1546 = shufflevector <32 x float> %t1545, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1547 = mul i64 %t1113, 1
  %t1548 = add i64 %t1508, %t1547
  %t1549 = getelementptr float, ptr %buf.x, i64 %t1548
  %t1550 = shufflevector <16 x i1> %t1140, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1551 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1549, <32 x i1> %t1550, <32 x float> zeroinitializer)
  %t1552 = shufflevector <32 x float> %t1551, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1553 = select <16 x i1> %t1140, <16 x float> %t1552, <16 x float> %t1546
  %t1554 = mul i64 %t1113, 2
  %t1555 = add i64 %t1508, %t1554
  %t1556 = getelementptr float, ptr %buf.x, i64 %t1555
  %t1557 = shufflevector <16 x i1> %t1152, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1558 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1556, <32 x i1> %t1557, <32 x float> zeroinitializer)
  %t1559 = shufflevector <32 x float> %t1558, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1560 = select <16 x i1> %t1152, <16 x float> %t1559, <16 x float> %t1553
  store <16 x float> %t1560, ptr %t1511, align 4
  br label %packed1514
pieces41520:
  %t1561 = mul i64 %t1113, 0
  %t1562 = add i64 %t1508, %t1561
  %t1563 = getelementptr float, ptr %buf.x, i64 %t1562
  %t1564 = shufflevector <16 x i1> %t1128, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1565 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1563, <32 x i1> %t1564, <32 x float> zeroinitializer)
  %t1566 = shufflevector <32 x float> %t1565, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1567 = mul i64 %t1113, 1
  %t1568 = add i64 %t1508, %t1567
  %t1569 = getelementptr float, ptr %buf.x, i64 %t1568
  %t1570 = shufflevector <16 x i1> %t1140, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1571 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1569, <32 x i1> %t1570, <32 x float> zeroinitializer)
  %t1572 = shufflevector <32 x float> %t1571, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1573 = select <16 x i1> %t1140, <16 x float> %t1572, <16 x float> %t1566
  %t1574 = mul i64 %t1113, 2
  %t1575 = add i64 %t1508, %t1574
  %t1576 = getelementptr float, ptr %buf.x, i64 %t1575
  %t1577 = shufflevector <16 x i1> %t1152, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1578 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1576, <32 x i1> %t1577, <32 x float> zeroinitializer)
  %t1579 = shufflevector <32 x float> %t1578, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1580 = select <16 x i1> %t1152, <16 x float> %t1579, <16 x float> %t1573
  %t1581 = mul i64 %t1113, 3
  %t1582 = add i64 %t1508, %t1581
  %t1583 = getelementptr float, ptr %buf.x, i64 %t1582
  %t1584 = shufflevector <16 x i1> %t1164, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1585 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1583, <32 x i1> %t1584, <32 x float> zeroinitializer)
  %t1586 = shufflevector <32 x float> %t1585, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1587 = select <16 x i1> %t1164, <16 x float> %t1586, <16 x float> %t1580
  store <16 x float> %t1587, ptr %t1511, align 4
  br label %packed1514
gather1521:
  %t1588 = getelementptr float, ptr %buf.x, <16 x i64> %t1507
  %t1589 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t1588, <16 x i1> %t1084, <16 x float> zeroinitializer)
  store <16 x float> %t1589, ptr %t1511, align 4
  br label %packed1514
packed1514:
  %t1590 = insertelement <16 x i64> poison, i64 %t1504, i64 0
  %t1591 = shufflevector <16 x i64> %t1590, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1592 = add <16 x i64> %t1220, %t1591
  %t1593 = add i64 %t1209, %t1504
  %t1594 = mul i64 %t1503, 64
  %t1595 = add i64 %t1594, 16
  %t1596 = getelementptr float, ptr %t882, i64 %t1595
  br i1 false, label %load1597, label %gather1598
load1597:
  %t1600 = getelementptr float, ptr %buf.x, i64 %t1593
  %t1601 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1600, <16 x i1> %t1194, <16 x float> zeroinitializer)
  store <16 x float> %t1601, ptr %t1596, align 4
  br label %packed1599
gather1598:
  switch i64 %t1226, label %gather1606 [i64 1, label %pieces11602 i64 2, label %pieces21603 i64 3, label %pieces31604 i64 4, label %pieces41605]
pieces11602:
  %t1607 = mul i64 %t1223, 0
  %t1608 = add i64 %t1593, %t1607
  %t1609 = getelementptr float, ptr %buf.x, i64 %t1608
  %t1610 = shufflevector <16 x i1> %t1238, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1611 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1609, <32 x i1> %t1610, <32 x float> zeroinitializer)
  %t1612 = shufflevector <32 x float> %t1611, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  store <16 x float> %t1612, ptr %t1596, align 4
  br label %packed1599
pieces21603:
  %t1613 = mul i64 %t1223, 0
  %t1614 = add i64 %t1593, %t1613
  %t1615 = getelementptr float, ptr %buf.x, i64 %t1614
  %t1616 = shufflevector <16 x i1> %t1238, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1617 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1615, <32 x i1> %t1616, <32 x float> zeroinitializer)
  %t1618 = shufflevector <32 x float> %t1617, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1619 = mul i64 %t1223, 1
  %t1620 = add i64 %t1593, %t1619
  %t1621 = getelementptr float, ptr %buf.x, i64 %t1620
  %t1622 = shufflevector <16 x i1> %t1250, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1623 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1621, <32 x i1> %t1622, <32 x float> zeroinitializer)
  %t1624 = shufflevector <32 x float> %t1623, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1625 = select <16 x i1> %t1250, <16 x float> %t1624, <16 x float> %t1618
  store <16 x float> %t1625, ptr %t1596, align 4
  br label %packed1599
pieces31604:
  %t1626 = mul i64 %t1223, 0
  %t1627 = add i64 %t1593, %t1626
  %t1628 = getelementptr float, ptr %buf.x, i64 %t1627
  %t1629 = shufflevector <16 x i1> %t1238, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1630 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1628, <32 x i1> %t1629, <32 x float> zeroinitializer)
  %t1631 = shufflevector <32 x float> %t1630, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1632 = mul i64 %t1223, 1
  %t1633 = add i64 %t1593, %t1632
  %t1634 = getelementptr float, ptr %buf.x, i64 %t1633
  %t1635 = shufflevector <16 x i1> %t1250, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1636 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1634, <32 x i1> %t1635, <32 x float> zeroinitializer)
  %t1637 = shufflevector <32 x float> %t1636, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1638 = select <16 x i1> %t1250, <16 x float> %t1637, <16 x float> %t1631
  %t1639 = mul i64 %t1223, 2
  %t1640 = add i64 %t1593, %t1639
  %t1641 = getelementptr float, ptr %buf.x, i64 %t1640
  %t1642 = shufflevector <16 x i1> %t1262, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1643 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1641, <32 x i1> %t1642, <32 x float> zeroinitializer)
  %t1644 = shufflevector <32 x float> %t1643, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1645 = select <16 x i1> %t1262, <16 x float> %t1644, <16 x float> %t1638
  store <16 x float> %t1645, ptr %t1596, align 4
  br label %packed1599
pieces41605:
  %t1646 = mul i64 %t1223, 0
  %t1647 = add i64 %t1593, %t1646
  %t1648 = getelementptr float, ptr %buf.x, i64 %t1647
  %t1649 = shufflevector <16 x i1> %t1238, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1650 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1648, <32 x i1> %t1649, <32 x float> zeroinitializer)
  %t1651 = shufflevector <32 x float> %t1650, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1652 = mul i64 %t1223, 1
  %t1653 = add i64 %t1593, %t1652
  %t1654 = getelementptr float, ptr %buf.x, i64 %t1653
  %t1655 = shufflevector <16 x i1> %t1250, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1656 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1654, <32 x i1> %t1655, <32 x float> zeroinitializer)
  %t1657 = shufflevector <32 x float> %t1656, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1658 = select <16 x i1> %t1250, <16 x float> %t1657, <16 x float> %t1651
  %t1659 = mul i64 %t1223, 2
  %t1660 = add i64 %t1593, %t1659
  %t1661 = getelementptr float, ptr %buf.x, i64 %t1660
  %t1662 = shufflevector <16 x i1> %t1262, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1663 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1661, <32 x i1> %t1662, <32 x float> zeroinitializer)
  %t1664 = shufflevector <32 x float> %t1663, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1665 = select <16 x i1> %t1262, <16 x float> %t1664, <16 x float> %t1658
  %t1666 = mul i64 %t1223, 3
  %t1667 = add i64 %t1593, %t1666
  %t1668 = getelementptr float, ptr %buf.x, i64 %t1667
  %t1669 = shufflevector <16 x i1> %t1274, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1670 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1668, <32 x i1> %t1669, <32 x float> zeroinitializer)
  %t1671 = shufflevector <32 x float> %t1670, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1672 = select <16 x i1> %t1274, <16 x float> %t1671, <16 x float> %t1665
  store <16 x float> %t1672, ptr %t1596, align 4
  br label %packed1599
gather1606:
  %t1673 = getelementptr float, ptr %buf.x, <16 x i64> %t1592
  %t1674 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t1673, <16 x i1> %t1194, <16 x float> zeroinitializer)
  store <16 x float> %t1674, ptr %t1596, align 4
  br label %packed1599
packed1599:
  %t1675 = insertelement <16 x i64> poison, i64 %t1504, i64 0
  %t1676 = shufflevector <16 x i64> %t1675, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1677 = add <16 x i64> %t1330, %t1676
  %t1678 = add i64 %t1319, %t1504
  %t1679 = mul i64 %t1503, 64
  %t1680 = add i64 %t1679, 32
  %t1681 = getelementptr float, ptr %t882, i64 %t1680
  br i1 false, label %load1682, label %gather1683
load1682:
  %t1685 = getelementptr float, ptr %buf.x, i64 %t1678
  %t1686 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1685, <16 x i1> %t1304, <16 x float> zeroinitializer)
  store <16 x float> %t1686, ptr %t1681, align 4
  br label %packed1684
gather1683:
  switch i64 %t1336, label %gather1691 [i64 1, label %pieces11687 i64 2, label %pieces21688 i64 3, label %pieces31689 i64 4, label %pieces41690]
pieces11687:
  %t1692 = mul i64 %t1333, 0
  %t1693 = add i64 %t1678, %t1692
  %t1694 = getelementptr float, ptr %buf.x, i64 %t1693
  %t1695 = shufflevector <16 x i1> %t1348, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1696 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1694, <32 x i1> %t1695, <32 x float> zeroinitializer)
  %t1697 = shufflevector <32 x float> %t1696, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  store <16 x float> %t1697, ptr %t1681, align 4
  br label %packed1684
pieces21688:
  %t1698 = mul i64 %t1333, 0
  %t1699 = add i64 %t1678, %t1698
  %t1700 = getelementptr float, ptr %buf.x, i64 %t1699
  %t1701 = shufflevector <16 x i1> %t1348, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1702 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1700, <32 x i1> %t1701, <32 x float> zeroinitializer)
  %t1703 = shufflevector <32 x float> %t1702, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1704 = mul i64 %t1333, 1
  %t1705 = add i64 %t1678, %t1704
  %t1706 = getelementptr float, ptr %buf.x, i64 %t1705
  %t1707 = shufflevector <16 x i1> %t1360, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1708 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1706, <32 x i1> %t1707, <32 x float> zeroinitializer)
  %t1709 = shufflevector <32 x float> %t1708, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1710 = select <16 x i1> %t1360, <16 x float> %t1709, <16 x float> %t1703
  store <16 x float> %t1710, ptr %t1681, align 4
  br label %packed1684
pieces31689:
  %t1711 = mul i64 %t1333, 0
  %t1712 = add i64 %t1678, %t1711
  %t1713 = getelementptr float, ptr %buf.x, i64 %t1712
  %t1714 = shufflevector <16 x i1> %t1348, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1715 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1713, <32 x i1> %t1714, <32 x float> zeroinitializer)
  %t1716 = shufflevector <32 x float> %t1715, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1717 = mul i64 %t1333, 1
  %t1718 = add i64 %t1678, %t1717
  %t1719 = getelementptr float, ptr %buf.x, i64 %t1718
  %t1720 = shufflevector <16 x i1> %t1360, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1721 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1719, <32 x i1> %t1720, <32 x float> zeroinitializer)
  %t1722 = shufflevector <32 x float> %t1721, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1723 = select <16 x i1> %t1360, <16 x float> %t1722, <16 x float> %t1716
  %t1724 = mul i64 %t1333, 2
  %t1725 = add i64 %t1678, %t1724
  %t1726 = getelementptr float, ptr %buf.x, i64 %t1725
  %t1727 = shufflevector <16 x i1> %t1372, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1728 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1726, <32 x i1> %t1727, <32 x float> zeroinitializer)
  %t1729 = shufflevector <32 x float> %t1728, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1730 = select <16 x i1> %t1372, <16 x float> %t1729, <16 x float> %t1723
  store <16 x float> %t1730, ptr %t1681, align 4
  br label %packed1684
pieces41690:
  %t1731 = mul i64 %t1333, 0
  %t1732 = add i64 %t1678, %t1731
  %t1733 = getelementptr float, ptr %buf.x, i64 %t1732
  %t1734 = shufflevector <16 x i1> %t1348, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1735 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1733, <32 x i1> %t1734, <32 x float> zeroinitializer)
  %t1736 = shufflevector <32 x float> %t1735, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1737 = mul i64 %t1333, 1
  %t1738 = add i64 %t1678, %t1737
  %t1739 = getelementptr float, ptr %buf.x, i64 %t1738
  %t1740 = shufflevector <16 x i1> %t1360, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1741 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1739, <32 x i1> %t1740, <32 x float> zeroinitializer)
  %t1742 = shufflevector <32 x float> %t1741, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1743 = select <16 x i1> %t1360, <16 x float> %t1742, <16 x float> %t1736
  %t1744 = mul i64 %t1333, 2
  %t1745 = add i64 %t1678, %t1744
  %t1746 = getelementptr float, ptr %buf.x, i64 %t1745
  %t1747 = shufflevector <16 x i1> %t1372, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1748 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1746, <32 x i1> %t1747, <32 x float> zeroinitializer)
  %t1749 = shufflevector <32 x float> %t1748, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1750 = select <16 x i1> %t1372, <16 x float> %t1749, <16 x float> %t1743
  %t1751 = mul i64 %t1333, 3
  %t1752 = add i64 %t1678, %t1751
  %t1753 = getelementptr float, ptr %buf.x, i64 %t1752
  %t1754 = shufflevector <16 x i1> %t1384, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1755 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1753, <32 x i1> %t1754, <32 x float> zeroinitializer)
  %t1756 = shufflevector <32 x float> %t1755, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1757 = select <16 x i1> %t1384, <16 x float> %t1756, <16 x float> %t1750
  store <16 x float> %t1757, ptr %t1681, align 4
  br label %packed1684
gather1691:
  %t1758 = getelementptr float, ptr %buf.x, <16 x i64> %t1677
  %t1759 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t1758, <16 x i1> %t1304, <16 x float> zeroinitializer)
  store <16 x float> %t1759, ptr %t1681, align 4
  br label %packed1684
packed1684:
  %t1760 = insertelement <16 x i64> poison, i64 %t1504, i64 0
  %t1761 = shufflevector <16 x i64> %t1760, <16 x i64> poison, <16 x i32> zeroinitializer
  %t1762 = add <16 x i64> %t1440, %t1761
  %t1763 = add i64 %t1429, %t1504
  %t1764 = mul i64 %t1503, 64
  %t1765 = add i64 %t1764, 48
  %t1766 = getelementptr float, ptr %t882, i64 %t1765
  br i1 false, label %load1767, label %gather1768
load1767:
  %t1770 = getelementptr float, ptr %buf.x, i64 %t1763
  %t1771 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1770, <16 x i1> %t1414, <16 x float> zeroinitializer)
  store <16 x float> %t1771, ptr %t1766, align 4
  br label %packed1769
gather1768:
  switch i64 %t1446, label %gather1776 [i64 1, label %pieces11772 i64 2, label %pieces21773 i64 3, label %pieces31774 i64 4, label %pieces41775]
pieces11772:
  %t1777 = mul i64 %t1443, 0
  %t1778 = add i64 %t1763, %t1777
  %t1779 = getelementptr float, ptr %buf.x, i64 %t1778
  %t1780 = shufflevector <16 x i1> %t1458, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1781 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1779, <32 x i1> %t1780, <32 x float> zeroinitializer)
  %t1782 = shufflevector <32 x float> %t1781, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  store <16 x float> %t1782, ptr %t1766, align 4
  br label %packed1769
pieces21773:
  %t1783 = mul i64 %t1443, 0
  %t1784 = add i64 %t1763, %t1783
  %t1785 = getelementptr float, ptr %buf.x, i64 %t1784
  %t1786 = shufflevector <16 x i1> %t1458, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1787 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1785, <32 x i1> %t1786, <32 x float> zeroinitializer)
  %t1788 = shufflevector <32 x float> %t1787, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1789 = mul i64 %t1443, 1
  %t1790 = add i64 %t1763, %t1789
  %t1791 = getelementptr float, ptr %buf.x, i64 %t1790
  %t1792 = shufflevector <16 x i1> %t1470, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1793 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1791, <32 x i1> %t1792, <32 x float> zeroinitializer)
  %t1794 = shufflevector <32 x float> %t1793, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1795 = select <16 x i1> %t1470, <16 x float> %t1794, <16 x float> %t1788
  store <16 x float> %t1795, ptr %t1766, align 4
  br label %packed1769
pieces31774:
  %t1796 = mul i64 %t1443, 0
  %t1797 = add i64 %t1763, %t1796
  %t1798 = getelementptr float, ptr %buf.x, i64 %t1797
  %t1799 = shufflevector <16 x i1> %t1458, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1800 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1798, <32 x i1> %t1799, <32 x float> zeroinitializer)
  %t1801 = shufflevector <32 x float> %t1800, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1802 = mul i64 %t1443, 1
  %t1803 = add i64 %t1763, %t1802
  %t1804 = getelementptr float, ptr %buf.x, i64 %t1803
  %t1805 = shufflevector <16 x i1> %t1470, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1806 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1804, <32 x i1> %t1805, <32 x float> zeroinitializer)
  %t1807 = shufflevector <32 x float> %t1806, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1808 = select <16 x i1> %t1470, <16 x float> %t1807, <16 x float> %t1801
  %t1809 = mul i64 %t1443, 2
  %t1810 = add i64 %t1763, %t1809
  %t1811 = getelementptr float, ptr %buf.x, i64 %t1810
  %t1812 = shufflevector <16 x i1> %t1482, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1813 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1811, <32 x i1> %t1812, <32 x float> zeroinitializer)
  %t1814 = shufflevector <32 x float> %t1813, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1815 = select <16 x i1> %t1482, <16 x float> %t1814, <16 x float> %t1808
  store <16 x float> %t1815, ptr %t1766, align 4
  br label %packed1769
pieces41775:
  %t1816 = mul i64 %t1443, 0
  %t1817 = add i64 %t1763, %t1816
  %t1818 = getelementptr float, ptr %buf.x, i64 %t1817
  %t1819 = shufflevector <16 x i1> %t1458, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1820 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1818, <32 x i1> %t1819, <32 x float> zeroinitializer)
  %t1821 = shufflevector <32 x float> %t1820, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1822 = mul i64 %t1443, 1
  %t1823 = add i64 %t1763, %t1822
  %t1824 = getelementptr float, ptr %buf.x, i64 %t1823
  %t1825 = shufflevector <16 x i1> %t1470, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1826 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1824, <32 x i1> %t1825, <32 x float> zeroinitializer)
  %t1827 = shufflevector <32 x float> %t1826, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1828 = select <16 x i1> %t1470, <16 x float> %t1827, <16 x float> %t1821
  %t1829 = mul i64 %t1443, 2
  %t1830 = add i64 %t1763, %t1829
  %t1831 = getelementptr float, ptr %buf.x, i64 %t1830
  %t1832 = shufflevector <16 x i1> %t1482, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1833 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1831, <32 x i1> %t1832, <32 x float> zeroinitializer)
  %t1834 = shufflevector <32 x float> %t1833, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1835 = select <16 x i1> %t1482, <16 x float> %t1834, <16 x float> %t1828
  %t1836 = mul i64 %t1443, 3
  %t1837 = add i64 %t1763, %t1836
  %t1838 = getelementptr float, ptr %buf.x, i64 %t1837
  %t1839 = shufflevector <16 x i1> %t1494, <16 x i1> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %t1840 = call <32 x float> @llvm.masked.load.v32f32.p0(ptr align 4 %t1838, <32 x i1> %t1839, <32 x float> zeroinitializer)
  %t1841 = shufflevector <32 x float> %t1840, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t1842 = select <16 x i1> %t1494, <16 x float> %t1841, <16 x float> %t1835
  store <16 x float> %t1842, ptr %t1766, align 4
  br label %packed1769
gather1776:
  %t1843 = getelementptr float, ptr %buf.x, <16 x i64> %t1762
  %t1844 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t1843, <16 x i1> %t1414, <16 x float> zeroinitializer)
  store <16 x float> %t1844, ptr %t1766, align 4
  br label %packed1769
packed1769:
  %t1845 = add nsw i64 %i1499, 1
  store i64 %t1845, ptr %c1495
  br label %head1496
done1498:
  %t1846 = add i64 %t1054, 1
  store i64 %t1846, ptr %c1041
  %t1847 = add nsw i64 %i1052, 1
  store i64 %t1847, ptr %c1048
  br label %head1049
done1051:
  %t1848 = add nsw i64 %i1046, 1
  store i64 %t1848, ptr %c1042
  br label %head1043
done1045:
  %t1849 = add nsw i64 %i877, 1
  store i64 %t1849, ptr %c873
  br label %head874
done876:
  br label %panels870
panels870:
  store i64 %t837, ptr %c1850
  br label %head1851
head1851:
  %i1854 = load i64, ptr %c1850
  %t1855 = icmp slt i64 %i1854, %t843
  br i1 %t1855, label %body1852, label %done1853
body1852:
  store i64 0, ptr %c1856
  br label %head1857
head1857:
  %i1860 = load i64, ptr %c1856
  %t1861 = icmp slt i64 %i1860, %t850
  br i1 %t1861, label %body1858, label %done1859
body1858:
  %t1862 = add i64 %i1854, %t124
  %t1863 = icmp slt i64 %t1862, %t843
  %t1864 = select i1 %t1863, i64 %t1862, i64 %t843
  %t1865 = mul i64 %i1860, 64
  %t1866 = add i64 %t1865, 0
  %t1867 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t1866, i64 %t848)
  %t1868 = add i64 %t1865, 16
  %t1869 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t1868, i64 %t848)
  %t1870 = add i64 %t1865, 32
  %t1871 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t1870, i64 %t848)
  %t1872 = add i64 %t1865, 48
  %t1873 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t1872, i64 %t848)
  %t1874 = add i64 %t845, %t1865
  %t1875 = udiv i64 %t1874, %t84
  %t1876 = urem i64 %t1874, %t84
  %t1877 = mul i64 %size.C, %size.H
  %t1878 = mul i64 %t1877, %size.W
  %t1879 = mul i64 %t829, %t1878
  %t1880 = mul i64 %size.H, %size.W
  %t1881 = mul i64 %t860, %t1880
  %t1882 = add i64 %t1879, %t1881
  %t1883 = mul i64 %t1875, 2
  %t1884 = add i64 %t1883, 0
  %t1885 = sub i64 %t1884, 1
  %t1886 = mul i64 %t1885, %size.W
  %t1887 = add i64 %t1882, %t1886
  %t1888 = mul i64 %t1876, 2
  %t1889 = add i64 %t1888, 0
  %t1890 = sub i64 %t1889, 1
  %t1891 = add i64 %t1887, %t1890
  %t1892 = getelementptr float, ptr %buf.x, i64 %t1891
  %t1893 = mul i64 %i1860, %t867
  %t1894 = mul i64 %t1893, 64
  %t1895 = getelementptr float, ptr %t132, i64 %t1894
  %t1896 = select i1 false, ptr %t1892, ptr %t1895
  %t1897 = select i1 false, i64 %t645, i64 64
  %t1898 = udiv i64 %t1874, %t84
  %t1899 = urem i64 %t1874, %t84
  store i64 %i1854, ptr %c1900
  br label %head1901
head1901:
  %i1904 = load i64, ptr %c1900
  %t1905 = icmp slt i64 %i1904, %t1864
  br i1 %t1905, label %body1902, label %done1903
body1902:
  %t1906 = sub i64 %t1864, %i1904
  %t1907 = icmp slt i64 4, %t1906
  %t1908 = select i1 %t1907, i64 4, i64 %t1906
  %t1909 = mul i64 %size.C, %size.R
  %t1910 = mul i64 %t1909, %size.S
  %t1911 = mul i64 %i1904, %t1910
  %t1912 = mul i64 %size.R, %size.S
  %t1913 = mul i64 %t860, %t1912
  %t1914 = add i64 %t1911, %t1913
  %t1915 = mul i64 0, %size.S
  %t1916 = add i64 %t1914, %t1915
  %t1917 = add i64 %t1916, 0
  %t1918 = getelementptr float, ptr %buf.w, i64 %t1917
  br i1 %t559, label %ready1920, label %packa1919
packa1919:
  %t1921 = sub i64 %t1908, 1
  store i64 0, ptr %c1922
  store i64 %t860, ptr %c1923
  br label %head1924
head1924:
  %i1927 = load i64, ptr %c1923
  %t1928 = icmp slt i64 %i1927, %t863
  br i1 %t1928, label %body1925, label %done1926
body1925:
  store i64 0, ptr %c1929
  br label %head1930
head1930:
  %i1933 = load i64, ptr %c1929
  %t1934 = icmp slt i64 %i1933, %size.R
  br i1 %t1934, label %body1931, label %done1932
body1931:
  store i64 0, ptr %c1935
  br label %head1936
head1936:
  %i1939 = load i64, ptr %c1935
  %t1940 = icmp slt i64 %i1939, %size.S
  br i1 %t1940, label %body1937, label %done1938
body1937:
  %t1941 = load i64, ptr %c1922
  %t1942 = icmp slt i64 0, %t1921
  %t1943 = select i1 %t1942, i64 0, i64 %t1921
  %t1944 = add i64 %i1904, %t1943
  %t1945 = mul i64 %size.C, %size.R
  %t1946 = mul i64 %t1945, %size.S
  %t1947 = mul i64 %t1944, %t1946
  %t1948 = mul i64 %size.R, %size.S
  %t1949 = mul i64 %i1927, %t1948
  %t1950 = add i64 %t1947, %t1949
  %t1951 = mul i64 %i1933, %size.S
  %t1952 = add i64 %t1950, %t1951
  %t1953 = add i64 %t1952, %i1939
  %t1954 = select i1 true, i64 %t1953, i64 0
  %t1955 = getelementptr float, ptr %buf.w, i64 %t1954
  %t1956 = load float, ptr %t1955, align 4
  %t1957 = select i1 true, float %t1956, float 0.0
  %t1958 = mul i64 %t1941, 4
  %t1959 = add i64 %t1958, 0
  %t1960 = getelementptr float, ptr %t135, i64 %t1959
  store float %t1957, ptr %t1960, align 4
  %t1961 = icmp slt i64 1, %t1921
  %t1962 = select i1 %t1961, i64 1, i64 %t1921
  %t1963 = add i64 %i1904, %t1962
  %t1964 = mul i64 %size.C, %size.R
  %t1965 = mul i64 %t1964, %size.S
  %t1966 = mul i64 %t1963, %t1965
  %t1967 = mul i64 %size.R, %size.S
  %t1968 = mul i64 %i1927, %t1967
  %t1969 = add i64 %t1966, %t1968
  %t1970 = mul i64 %i1933, %size.S
  %t1971 = add i64 %t1969, %t1970
  %t1972 = add i64 %t1971, %i1939
  %t1973 = select i1 true, i64 %t1972, i64 0
  %t1974 = getelementptr float, ptr %buf.w, i64 %t1973
  %t1975 = load float, ptr %t1974, align 4
  %t1976 = select i1 true, float %t1975, float 0.0
  %t1977 = mul i64 %t1941, 4
  %t1978 = add i64 %t1977, 1
  %t1979 = getelementptr float, ptr %t135, i64 %t1978
  store float %t1976, ptr %t1979, align 4
  %t1980 = icmp slt i64 2, %t1921
  %t1981 = select i1 %t1980, i64 2, i64 %t1921
  %t1982 = add i64 %i1904, %t1981
  %t1983 = mul i64 %size.C, %size.R
  %t1984 = mul i64 %t1983, %size.S
  %t1985 = mul i64 %t1982, %t1984
  %t1986 = mul i64 %size.R, %size.S
  %t1987 = mul i64 %i1927, %t1986
  %t1988 = add i64 %t1985, %t1987
  %t1989 = mul i64 %i1933, %size.S
  %t1990 = add i64 %t1988, %t1989
  %t1991 = add i64 %t1990, %i1939
  %t1992 = select i1 true, i64 %t1991, i64 0
  %t1993 = getelementptr float, ptr %buf.w, i64 %t1992
  %t1994 = load float, ptr %t1993, align 4
  %t1995 = select i1 true, float %t1994, float 0.0
  %t1996 = mul i64 %t1941, 4
  %t1997 = add i64 %t1996, 2
  %t1998 = getelementptr float, ptr %t135, i64 %t1997
  store float %t1995, ptr %t1998, align 4
  %t1999 = icmp slt i64 3, %t1921
  %t2000 = select i1 %t1999, i64 3, i64 %t1921
  %t2001 = add i64 %i1904, %t2000
  %t2002 = mul i64 %size.C, %size.R
  %t2003 = mul i64 %t2002, %size.S
  %t2004 = mul i64 %t2001, %t2003
  %t2005 = mul i64 %size.R, %size.S
  %t2006 = mul i64 %i1927, %t2005
  %t2007 = add i64 %t2004, %t2006
  %t2008 = mul i64 %i1933, %size.S
  %t2009 = add i64 %t2007, %t2008
  %t2010 = add i64 %t2009, %i1939
  %t2011 = select i1 true, i64 %t2010, i64 0
  %t2012 = getelementptr float, ptr %buf.w, i64 %t2011
  %t2013 = load float, ptr %t2012, align 4
  %t2014 = select i1 true, float %t2013, float 0.0
  %t2015 = mul i64 %t1941, 4
  %t2016 = add i64 %t2015, 3
  %t2017 = getelementptr float, ptr %t135, i64 %t2016
  store float %t2014, ptr %t2017, align 4
  %t2018 = add i64 %t1941, 1
  store i64 %t2018, ptr %c1922
  %t2019 = add nsw i64 %i1939, 1
  store i64 %t2019, ptr %c1935
  br label %head1936
done1938:
  %t2020 = add nsw i64 %i1933, 1
  store i64 %t2020, ptr %c1929
  br label %head1930
done1932:
  %t2021 = add nsw i64 %i1927, 1
  store i64 %t2021, ptr %c1923
  br label %head1924
done1926:
  br label %ready1920
ready1920:
  %t2022 = select i1 %t559, ptr %t1918, ptr %t135
  %t2023 = select i1 %t559, i64 %t595, i64 1
  %t2024 = select i1 %t559, i64 %t614, i64 4
  %t2025 = add i64 %size.H, 1
  %t2026 = add i64 %t2025, 1
  %t2027 = sub i64 %size.R, 1
  %t2028 = sub i64 %t2026, %t2027
  %t2029 = sub i64 %t2028, 1
  %t2030 = sdiv i64 %t2029, 2
  %t2031 = srem i64 %t2029, 2
  %t2032 = icmp ne i64 %t2031, 0
  %t2033 = icmp slt i64 %t2031, 0
  %t2034 = icmp slt i64 2, 0
  %t2035 = xor i1 %t2033, %t2034
  %t2036 = and i1 %t2032, %t2035
  %t2037 = zext i1 %t2036 to i64
  %t2038 = sub i64 %t2030, %t2037
  %t2039 = add i64 %t2038, 1
  %t2040 = mul i64 %size.K, %t2039
  %t2041 = add i64 %size.W, 1
  %t2042 = add i64 %t2041, 1
  %t2043 = sub i64 %size.S, 1
  %t2044 = sub i64 %t2042, %t2043
  %t2045 = sub i64 %t2044, 1
  %t2046 = sdiv i64 %t2045, 2
  %t2047 = srem i64 %t2045, 2
  %t2048 = icmp ne i64 %t2047, 0
  %t2049 = icmp slt i64 %t2047, 0
  %t2050 = icmp slt i64 2, 0
  %t2051 = xor i1 %t2049, %t2050
  %t2052 = and i1 %t2048, %t2051
  %t2053 = zext i1 %t2052 to i64
  %t2054 = sub i64 %t2046, %t2053
  %t2055 = add i64 %t2054, 1
  %t2056 = mul i64 %t2040, %t2055
  %t2057 = mul i64 %t829, %t2056
  %t2058 = add i64 %size.H, 1
  %t2059 = add i64 %t2058, 1
  %t2060 = sub i64 %size.R, 1
  %t2061 = sub i64 %t2059, %t2060
  %t2062 = sub i64 %t2061, 1
  %t2063 = sdiv i64 %t2062, 2
  %t2064 = srem i64 %t2062, 2
  %t2065 = icmp ne i64 %t2064, 0
  %t2066 = icmp slt i64 %t2064, 0
  %t2067 = icmp slt i64 2, 0
  %t2068 = xor i1 %t2066, %t2067
  %t2069 = and i1 %t2065, %t2068
  %t2070 = zext i1 %t2069 to i64
  %t2071 = sub i64 %t2063, %t2070
  %t2072 = add i64 %t2071, 1
  %t2073 = add i64 %size.W, 1
  %t2074 = add i64 %t2073, 1
  %t2075 = sub i64 %size.S, 1
  %t2076 = sub i64 %t2074, %t2075
  %t2077 = sub i64 %t2076, 1
  %t2078 = sdiv i64 %t2077, 2
  %t2079 = srem i64 %t2077, 2
  %t2080 = icmp ne i64 %t2079, 0
  %t2081 = icmp slt i64 %t2079, 0
  %t2082 = icmp slt i64 2, 0
  %t2083 = xor i1 %t2081, %t2082
  %t2084 = and i1 %t2080, %t2083
  %t2085 = zext i1 %t2084 to i64
  %t2086 = sub i64 %t2078, %t2085
  %t2087 = add i64 %t2086, 1
  %t2088 = mul i64 %t2072, %t2087
  %t2089 = mul i64 %i1904, %t2088
  %t2090 = add i64 %t2057, %t2089
  %t2091 = add i64 %size.W, 1
  %t2092 = add i64 %t2091, 1
  %t2093 = sub i64 %size.S, 1
  %t2094 = sub i64 %t2092, %t2093
  %t2095 = sub i64 %t2094, 1
  %t2096 = sdiv i64 %t2095, 2
  %t2097 = srem i64 %t2095, 2
  %t2098 = icmp ne i64 %t2097, 0
  %t2099 = icmp slt i64 %t2097, 0
  %t2100 = icmp slt i64 2, 0
  %t2101 = xor i1 %t2099, %t2100
  %t2102 = and i1 %t2098, %t2101
  %t2103 = zext i1 %t2102 to i64
  %t2104 = sub i64 %t2096, %t2103
  %t2105 = add i64 %t2104, 1
  %t2106 = mul i64 %t1898, %t2105
  %t2107 = add i64 %t2090, %t2106
  %t2108 = add i64 %t2107, %t1899
  %t2109 = getelementptr float, ptr %buf.y, i64 %t2108
  %t2110 = icmp eq i64 %t1908, 1
  %t2116 = zext i1 %t2110 to i64
  %t2117 = zext i1 false to i64
  %t2118 = shl i64 %t2117, 1
  %t2119 = or i64 %t2116, %t2118
  switch i64 %t2119, label %p2113 [i64 1, label %p12114 i64 2, label %d2111 i64 3, label %d12112]
p2113:
  call void @"jr.mk.conv2d.4p"(ptr %t2022, i64 %t2023, i64 %t2024, i64 %t1908, ptr %t1896, i64 %t1897, ptr %t2109, i64 %t814, i64 %t867, i1 %t868, ptr %t1896, i64 0, <16 x i1> %t1867, <16 x i1> %t1869, <16 x i1> %t1871, <16 x i1> %t1873)
  br label %called2115
p12114:
  call void @"jr.mk.conv2d.1p"(ptr %t2022, i64 %t2023, i64 %t2024, i64 %t1908, ptr %t1896, i64 %t1897, ptr %t2109, i64 %t814, i64 %t867, i1 %t868, ptr %t1896, i64 0, <16 x i1> %t1867, <16 x i1> %t1869, <16 x i1> %t1871, <16 x i1> %t1873)
  br label %called2115
d2111:
  call void @"jr.mk.conv2d.4d"(ptr %t2022, i64 %t2023, i64 %t2024, i64 %t1908, ptr %t1896, i64 %t1897, ptr %t2109, i64 %t814, i64 %t867, i1 %t868, ptr %t1896, i64 0, <16 x i1> %t1867, <16 x i1> %t1869, <16 x i1> %t1871, <16 x i1> %t1873)
  br label %called2115
d12112:
  call void @"jr.mk.conv2d.1d"(ptr %t2022, i64 %t2023, i64 %t2024, i64 %t1908, ptr %t1896, i64 %t1897, ptr %t2109, i64 %t814, i64 %t867, i1 %t868, ptr %t1896, i64 0, <16 x i1> %t1867, <16 x i1> %t1869, <16 x i1> %t1871, <16 x i1> %t1873)
  br label %called2115
called2115:
  %t2120 = add nsw i64 %i1904, 4
  store i64 %t2120, ptr %c1900
  br label %head1901
done1903:
  %t2121 = add nsw i64 %i1860, 1
  store i64 %t2121, ptr %c1856
  br label %head1857
done1859:
  %t2122 = add nsw i64 %i1854, %t124
  store i64 %t2122, ptr %c1850
  br label %head1851
done1853:
  br label %kdone871
kdone871:
  %t2123 = add nsw i64 %i858, 1
  store i64 %t2123, ptr %c854
  br label %head855
done857:
  %t2124 = add i64 %t845, %t848
  br i1 %t476, label %flat2127, label %byrow2125
flat2127:
  %t2128 = udiv i64 %t845, %t84
  %t2129 = urem i64 %t845, %t84
  call void @"jr.op.conv2d.epilogue"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, ptr null, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %t829, i64 %t2128, i64 %t837, i64 %t844, i64 %t2129, i64 %t848, i64 0, i64 4611686018427387904)
  br label %finished2126
byrow2125:
  %t2130 = udiv i64 %t845, %t84
  %t2131 = sub i64 %t2124, 1
  %t2132 = udiv i64 %t2131, %t84
  %t2133 = add i64 %t2132, 1
  store i64 %t2130, ptr %c2134
  br label %head2135
head2135:
  %i2138 = load i64, ptr %c2134
  %t2139 = icmp slt i64 %i2138, %t2133
  br i1 %t2139, label %body2136, label %done2137
body2136:
  %t2140 = mul i64 %i2138, %t84
  %t2141 = sub i64 %t845, %t2140
  %t2142 = icmp sgt i64 %t2141, 0
  %t2143 = select i1 %t2142, i64 %t2141, i64 0
  %t2144 = sub i64 %t2124, %t2140
  %t2145 = icmp slt i64 %t2144, %t84
  %t2146 = select i1 %t2145, i64 %t2144, i64 %t84
  %t2147 = sub i64 %t2146, %t2143
  call void @"jr.op.conv2d.epilogue"(ptr %buf.x, ptr %buf.w, ptr %buf.b, ptr %buf.y, ptr null, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %t829, i64 %i2138, i64 %t837, i64 %t844, i64 %t2143, i64 %t2147, i64 0, i64 4611686018427387904)
  %t2148 = add nsw i64 %i2138, 1
  store i64 %t2148, ptr %c2134
  br label %head2135
done2137:
  br label %finished2126
finished2126:
  br label %norows852
norows852:
  %t2149 = add nsw i64 %i825, 1
  store i64 %t2149, ptr %c821
  br label %head822
done824:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
