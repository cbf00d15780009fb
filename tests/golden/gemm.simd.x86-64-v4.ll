@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare <16 x i64> @llvm.stepvector.v16i64()
declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>)
declare i1 @llvm.vector.reduce.or.v16i1(<16 x i1>)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
declare void @llvm.x86.sse.sfence()

define internal void @"jr.mk.gemm.1p"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, ptr %pf, i64 %pfs, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
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

define internal void @"jr.mk.gemm.1d"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, ptr %pf, i64 %pfs, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
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

define internal void @"jr.mk.gemm.4p"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, ptr %pf, i64 %pfs, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
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

define internal void @"jr.mk.gemm.4d"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, ptr %pf, i64 %pfs, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
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

define void @"jr.op.gemm.epilogue"(ptr noalias %buf.a, ptr noalias %buf.b, ptr noalias %buf.c, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.A0, i64 %size.A1, i64 %size.B0, i64 %size.B1, i64 %size.CM, i64 %size.CN, i64 %size._mt0, i64 %size._mtc, i64 %size._nt0, i64 %size._ntc, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_mi.addr.1 = alloca i64, align 64
  %_ni.addr.9 = alloca i64, align 64
  %v112 = mul i64 %size.A0, %size.B1
  %v113 = icmp sge i64 %v112, 2097152
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
  %v12 = mul i64 %v11, %size.B1
  %v13 = add i64 %size._nt0, %i10
  %v14 = add i64 %v12, %v13
  %p15 = getelementptr float, ptr %buf.y, i64 %v14
  %v16 = ptrtoint ptr %p15 to i64
  %v17 = lshr i64 %v16, 2
  %v18 = sub i64 0, %v17
  %v19 = and i64 %v18, 15
  %v20 = sub i64 %size._ntc, %i10
  %v21 = icmp sge i64 %v20, 128
  %v22 = select i1 %v21, i64 %v19, i64 0
  %v23 = icmp sgt i64 %v22, 0
  br i1 %v23, label %peel24, label %aligned25
peel24:
  %v26 = add nsw i64 %i10, %v22
  %mask27 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i10, i64 %v26)
  %v28 = add i64 %size._mt0, %i7
  %v29 = mul i64 %v28, %size.B1
  %v30 = add i64 %size._nt0, %i10
  %v31 = add i64 %v29, %v30
  %p32 = getelementptr float, ptr %buf.y, i64 %v31
  %ld33 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p32, <16 x i1> %mask27, <16 x float> zeroinitializer)
  %v34 = fmul contract <16 x float> splat (float 0x3FF0000000000000), %ld33
  %v35 = add i64 %size._mt0, %i7
  %v36 = sdiv i64 %v35, %size.CM
  %v37 = srem i64 %v35, %size.CM
  %v38 = icmp ne i64 %v37, 0
  %v39 = icmp slt i64 %v37, 0
  %v40 = icmp slt i64 %size.CM, 0
  %v41 = xor i1 %v39, %v40
  %v42 = and i1 %v38, %v41
  %v43 = add i64 %v37, %size.CM
  %v44 = select i1 %v42, i64 %v43, i64 %v37
  %v45 = icmp sge i64 %v44, 0
  %v46 = icmp slt i64 %v44, %size.CM
  %v47 = and i1 %v45, %v46
  %ins48 = insertelement <16 x i64> poison, i64 %i10, i64 0
  %splat49 = shufflevector <16 x i64> %ins48, <16 x i64> poison, <16 x i32> zeroinitializer
  %step50 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane51 = add <16 x i64> %splat49, %step50
  %ins52 = insertelement <16 x i64> poison, i64 %size._nt0, i64 0
  %splat53 = shufflevector <16 x i64> %ins52, <16 x i64> poison, <16 x i32> zeroinitializer
  %v54 = add <16 x i64> %splat53, %lane51
  %ins55 = insertelement <16 x i64> poison, i64 %size.CN, i64 0
  %splat56 = shufflevector <16 x i64> %ins55, <16 x i64> poison, <16 x i32> zeroinitializer
  %v57 = sdiv <16 x i64> %v54, %splat56
  %v58 = srem <16 x i64> %v54, %splat56
  %v59 = icmp ne <16 x i64> %v58, zeroinitializer
  %v60 = icmp slt <16 x i64> %v58, zeroinitializer
  %v61 = icmp slt <16 x i64> %splat56, zeroinitializer
  %v62 = xor <16 x i1> %v60, %v61
  %v63 = and <16 x i1> %v59, %v62
  %v64 = add <16 x i64> %v58, %splat56
  %v65 = select <16 x i1> %v63, <16 x i64> %v64, <16 x i64> %v58
  %ins66 = insertelement <16 x i64> poison, i64 %size.CN, i64 0
  %splat67 = shufflevector <16 x i64> %ins66, <16 x i64> poison, <16 x i32> zeroinitializer
  %v68 = icmp sge <16 x i64> %v65, zeroinitializer
  %v69 = icmp slt <16 x i64> %v65, %splat67
  %v70 = and <16 x i1> %v68, %v69
  %ins71 = insertelement <16 x i1> poison, i1 %v47, i64 0
  %splat72 = shufflevector <16 x i1> %ins71, <16 x i1> poison, <16 x i32> zeroinitializer
  %v73 = and <16 x i1> %splat72, %v70
  %v74 = and <16 x i1> %mask27, %v73
  %v75 = add i64 %size._mt0, %i7
  %v76 = sdiv i64 %v75, %size.CM
  %v77 = srem i64 %v75, %size.CM
  %v78 = icmp ne i64 %v77, 0
  %v79 = icmp slt i64 %v77, 0
  %v80 = icmp slt i64 %size.CM, 0
  %v81 = xor i1 %v79, %v80
  %v82 = and i1 %v78, %v81
  %v83 = add i64 %v77, %size.CM
  %v84 = select i1 %v82, i64 %v83, i64 %v77
  %v85 = mul i64 %v84, %size.CN
  %ins86 = insertelement <16 x i64> poison, i64 %size._nt0, i64 0
  %splat87 = shufflevector <16 x i64> %ins86, <16 x i64> poison, <16 x i32> zeroinitializer
  %v88 = add <16 x i64> %splat87, %lane51
  %ins89 = insertelement <16 x i64> poison, i64 %size.CN, i64 0
  %splat90 = shufflevector <16 x i64> %ins89, <16 x i64> poison, <16 x i32> zeroinitializer
  %v91 = sdiv <16 x i64> %v88, %splat90
  %v92 = srem <16 x i64> %v88, %splat90
  %v93 = icmp ne <16 x i64> %v92, zeroinitializer
  %v94 = icmp slt <16 x i64> %v92, zeroinitializer
  %v95 = icmp slt <16 x i64> %splat90, zeroinitializer
  %v96 = xor <16 x i1> %v94, %v95
  %v97 = and <16 x i1> %v93, %v96
  %v98 = add <16 x i64> %v92, %splat90
  %v99 = select <16 x i1> %v97, <16 x i64> %v98, <16 x i64> %v92
  %ins100 = insertelement <16 x i64> poison, i64 %v85, i64 0
  %splat101 = shufflevector <16 x i64> %ins100, <16 x i64> poison, <16 x i32> zeroinitializer
  %v102 = add <16 x i64> %splat101, %v99
  %ps103 = getelementptr float, ptr %buf.c, <16 x i64> %v102
  %ld104 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps103, <16 x i1> %v74, <16 x float> zeroinitializer)
  %v105 = fmul contract <16 x float> splat (float 0x3FF0000000000000), %ld104
  %v106 = fadd contract <16 x float> %v34, %v105
  %v107 = add i64 %size._mt0, %i7
  %v108 = mul i64 %v107, %size.B1
  %v109 = add i64 %size._nt0, %i10
  %v110 = add i64 %v108, %v109
  %p111 = getelementptr float, ptr %buf.y, i64 %v110
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v106, ptr align 4 %p111, <16 x i1> %mask27)
  store i64 %v26, ptr %_ni.addr.9
  br label %aligned25
aligned25:
  %v114 = and i1 %v21, %v113
  br i1 %v114, label %stream115, label %cached116
stream115:
  %v118 = sub i64 %size._ntc, 16
  br label %cond119
cond119:
  %i122 = load i64, ptr %_ni.addr.9
  %v123 = icmp sle i64 %i122, %v118
  br i1 %v123, label %body120, label %exit121
body120:
  %v124 = add i64 %size._mt0, %i7
  %v125 = mul i64 %v124, %size.B1
  %v126 = add i64 %size._nt0, %i122
  %v127 = add i64 %v125, %v126
  %p128 = getelementptr float, ptr %buf.y, i64 %v127
  %ld129 = load <16 x float>, ptr %p128, align 4
  %v130 = fmul contract <16 x float> splat (float 0x3FF0000000000000), %ld129
  %v131 = add i64 %size._mt0, %i7
  %v132 = sdiv i64 %v131, %size.CM
  %v133 = srem i64 %v131, %size.CM
  %v134 = icmp ne i64 %v133, 0
  %v135 = icmp slt i64 %v133, 0
  %v136 = icmp slt i64 %size.CM, 0
  %v137 = xor i1 %v135, %v136
  %v138 = and i1 %v134, %v137
  %v139 = add i64 %v133, %size.CM
  %v140 = select i1 %v138, i64 %v139, i64 %v133
  %v141 = icmp sge i64 %v140, 0
  %v142 = icmp slt i64 %v140, %size.CM
  %v143 = and i1 %v141, %v142
  %ins144 = insertelement <16 x i64> poison, i64 %i122, i64 0
  %splat145 = shufflevector <16 x i64> %ins144, <16 x i64> poison, <16 x i32> zeroinitializer
  %step146 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane147 = add <16 x i64> %splat145, %step146
  %ins148 = insertelement <16 x i64> poison, i64 %size._nt0, i64 0
  %splat149 = shufflevector <16 x i64> %ins148, <16 x i64> poison, <16 x i32> zeroinitializer
  %v150 = add <16 x i64> %splat149, %lane147
  %ins151 = insertelement <16 x i64> poison, i64 %size.CN, i64 0
  %splat152 = shufflevector <16 x i64> %ins151, <16 x i64> poison, <16 x i32> zeroinitializer
  %v153 = sdiv <16 x i64> %v150, %splat152
  %v154 = srem <16 x i64> %v150, %splat152
  %v155 = icmp ne <16 x i64> %v154, zeroinitializer
  %v156 = icmp slt <16 x i64> %v154, zeroinitializer
  %v157 = icmp slt <16 x i64> %splat152, zeroinitializer
  %v158 = xor <16 x i1> %v156, %v157
  %v159 = and <16 x i1> %v155, %v158
  %v160 = add <16 x i64> %v154, %splat152
  %v161 = select <16 x i1> %v159, <16 x i64> %v160, <16 x i64> %v154
  %ins162 = insertelement <16 x i64> poison, i64 %size.CN, i64 0
  %splat163 = shufflevector <16 x i64> %ins162, <16 x i64> poison, <16 x i32> zeroinitializer
  %v164 = icmp sge <16 x i64> %v161, zeroinitializer
  %v165 = icmp slt <16 x i64> %v161, %splat163
  %v166 = and <16 x i1> %v164, %v165
  %ins167 = insertelement <16 x i1> poison, i1 %v143, i64 0
  %splat168 = shufflevector <16 x i1> %ins167, <16 x i1> poison, <16 x i32> zeroinitializer
  %v169 = and <16 x i1> %splat168, %v166
  %v170 = add i64 %size._mt0, %i7
  %v171 = sdiv i64 %v170, %size.CM
  %v172 = srem i64 %v170, %size.CM
  %v173 = icmp ne i64 %v172, 0
  %v174 = icmp slt i64 %v172, 0
  %v175 = icmp slt i64 %size.CM, 0
  %v176 = xor i1 %v174, %v175
  %v177 = and i1 %v173, %v176
  %v178 = add i64 %v172, %size.CM
  %v179 = select i1 %v177, i64 %v178, i64 %v172
  %v180 = mul i64 %v179, %size.CN
  %ins181 = insertelement <16 x i64> poison, i64 %size._nt0, i64 0
  %splat182 = shufflevector <16 x i64> %ins181, <16 x i64> poison, <16 x i32> zeroinitializer
  %v183 = add <16 x i64> %splat182, %lane147
  %ins184 = insertelement <16 x i64> poison, i64 %size.CN, i64 0
  %splat185 = shufflevector <16 x i64> %ins184, <16 x i64> poison, <16 x i32> zeroinitializer
  %v186 = sdiv <16 x i64> %v183, %splat185
  %v187 = srem <16 x i64> %v183, %splat185
  %v188 = icmp ne <16 x i64> %v187, zeroinitializer
  %v189 = icmp slt <16 x i64> %v187, zeroinitializer
  %v190 = icmp slt <16 x i64> %splat185, zeroinitializer
  %v191 = xor <16 x i1> %v189, %v190
  %v192 = and <16 x i1> %v188, %v191
  %v193 = add <16 x i64> %v187, %splat185
  %v194 = select <16 x i1> %v192, <16 x i64> %v193, <16 x i64> %v187
  %ins195 = insertelement <16 x i64> poison, i64 %v180, i64 0
  %splat196 = shufflevector <16 x i64> %ins195, <16 x i64> poison, <16 x i32> zeroinitializer
  %v197 = add <16 x i64> %splat196, %v194
  %ps198 = getelementptr float, ptr %buf.c, <16 x i64> %v197
  %ld199 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps198, <16 x i1> %v169, <16 x float> zeroinitializer)
  %v200 = fmul contract <16 x float> splat (float 0x3FF0000000000000), %ld199
  %v201 = fadd contract <16 x float> %v130, %v200
  %v202 = add i64 %size._mt0, %i7
  %v203 = mul i64 %v202, %size.B1
  %v204 = add i64 %size._nt0, %i122
  %v205 = add i64 %v203, %v204
  %p206 = getelementptr float, ptr %buf.y, i64 %v205
  store <16 x float> %v201, ptr %p206, align 64, !nontemporal !{i32 1}
  %v207 = add nsw i64 %i122, 16
  store i64 %v207, ptr %_ni.addr.9
  br label %cond119
exit121:
  br label %join117
cached116:
  %v208 = sub i64 %size._ntc, 16
  br label %cond209
cond209:
  %i212 = load i64, ptr %_ni.addr.9
  %v213 = icmp sle i64 %i212, %v208
  br i1 %v213, label %body210, label %exit211
body210:
  %v214 = add i64 %size._mt0, %i7
  %v215 = mul i64 %v214, %size.B1
  %v216 = add i64 %size._nt0, %i212
  %v217 = add i64 %v215, %v216
  %p218 = getelementptr float, ptr %buf.y, i64 %v217
  %ld219 = load <16 x float>, ptr %p218, align 4
  %v220 = fmul contract <16 x float> splat (float 0x3FF0000000000000), %ld219
  %v221 = add i64 %size._mt0, %i7
  %v222 = sdiv i64 %v221, %size.CM
  %v223 = srem i64 %v221, %size.CM
  %v224 = icmp ne i64 %v223, 0
  %v225 = icmp slt i64 %v223, 0
  %v226 = icmp slt i64 %size.CM, 0
  %v227 = xor i1 %v225, %v226
  %v228 = and i1 %v224, %v227
  %v229 = add i64 %v223, %size.CM
  %v230 = select i1 %v228, i64 %v229, i64 %v223
  %v231 = icmp sge i64 %v230, 0
  %v232 = icmp slt i64 %v230, %size.CM
  %v233 = and i1 %v231, %v232
  %ins234 = insertelement <16 x i64> poison, i64 %i212, i64 0
  %splat235 = shufflevector <16 x i64> %ins234, <16 x i64> poison, <16 x i32> zeroinitializer
  %step236 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane237 = add <16 x i64> %splat235, %step236
  %ins238 = insertelement <16 x i64> poison, i64 %size._nt0, i64 0
  %splat239 = shufflevector <16 x i64> %ins238, <16 x i64> poison, <16 x i32> zeroinitializer
  %v240 = add <16 x i64> %splat239, %lane237
  %ins241 = insertelement <16 x i64> poison, i64 %size.CN, i64 0
  %splat242 = shufflevector <16 x i64> %ins241, <16 x i64> poison, <16 x i32> zeroinitializer
  %v243 = sdiv <16 x i64> %v240, %splat242
  %v244 = srem <16 x i64> %v240, %splat242
  %v245 = icmp ne <16 x i64> %v244, zeroinitializer
  %v246 = icmp slt <16 x i64> %v244, zeroinitializer
  %v247 = icmp slt <16 x i64> %splat242, zeroinitializer
  %v248 = xor <16 x i1> %v246, %v247
  %v249 = and <16 x i1> %v245, %v248
  %v250 = add <16 x i64> %v244, %splat242
  %v251 = select <16 x i1> %v249, <16 x i64> %v250, <16 x i64> %v244
  %ins252 = insertelement <16 x i64> poison, i64 %size.CN, i64 0
  %splat253 = shufflevector <16 x i64> %ins252, <16 x i64> poison, <16 x i32> zeroinitializer
  %v254 = icmp sge <16 x i64> %v251, zeroinitializer
  %v255 = icmp slt <16 x i64> %v251, %splat253
  %v256 = and <16 x i1> %v254, %v255
  %ins257 = insertelement <16 x i1> poison, i1 %v233, i64 0
  %splat258 = shufflevector <16 x i1> %ins257, <16 x i1> poison, <16 x i32> zeroinitializer
  %v259 = and <16 x i1> %splat258, %v256
  %v260 = add i64 %size._mt0, %i7
  %v261 = sdiv i64 %v260, %size.CM
  %v262 = srem i64 %v260, %size.CM
  %v263 = icmp ne i64 %v262, 0
  %v264 = icmp slt i64 %v262, 0
  %v265 = icmp slt i64 %size.CM, 0
  %v266 = xor i1 %v264, %v265
  %v267 = and i1 %v263, %v266
  %v268 = add i64 %v262, %size.CM
  %v269 = select i1 %v267, i64 %v268, i64 %v262
  %v270 = mul i64 %v269, %size.CN
  %ins271 = insertelement <16 x i64> poison, i64 %size._nt0, i64 0
  %splat272 = shufflevector <16 x i64> %ins271, <16 x i64> poison, <16 x i32> zeroinitializer
  %v273 = add <16 x i64> %splat272, %lane237
  %ins274 = insertelement <16 x i64> poison, i64 %size.CN, i64 0
  %splat275 = shufflevector <16 x i64> %ins274, <16 x i64> poison, <16 x i32> zeroinitializer
  %v276 = sdiv <16 x i64> %v273, %splat275
  %v277 = srem <16 x i64> %v273, %splat275
  %v278 = icmp ne <16 x i64> %v277, zeroinitializer
  %v279 = icmp slt <16 x i64> %v277, zeroinitializer
  %v280 = icmp slt <16 x i64> %splat275, zeroinitializer
  %v281 = xor <16 x i1> %v279, %v280
  %v282 = and <16 x i1> %v278, %v281
  %v283 = add <16 x i64> %v277, %splat275
  %v284 = select <16 x i1> %v282, <16 x i64> %v283, <16 x i64> %v277
  %ins285 = insertelement <16 x i64> poison, i64 %v270, i64 0
  %splat286 = shufflevector <16 x i64> %ins285, <16 x i64> poison, <16 x i32> zeroinitializer
  %v287 = add <16 x i64> %splat286, %v284
  %ps288 = getelementptr float, ptr %buf.c, <16 x i64> %v287
  %ld289 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps288, <16 x i1> %v259, <16 x float> zeroinitializer)
  %v290 = fmul contract <16 x float> splat (float 0x3FF0000000000000), %ld289
  %v291 = fadd contract <16 x float> %v220, %v290
  %v292 = add i64 %size._mt0, %i7
  %v293 = mul i64 %v292, %size.B1
  %v294 = add i64 %size._nt0, %i212
  %v295 = add i64 %v293, %v294
  %p296 = getelementptr float, ptr %buf.y, i64 %v295
  store <16 x float> %v291, ptr %p296, align 4
  %v297 = add nsw i64 %i212, 16
  store i64 %v297, ptr %_ni.addr.9
  br label %cond209
exit211:
  br label %join117
join117:
  %i298 = load i64, ptr %_ni.addr.9
  %v299 = icmp slt i64 %i298, %size._ntc
  br i1 %v299, label %tail300, label %done301
tail300:
  %mask302 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i298, i64 %size._ntc)
  %v303 = add i64 %size._mt0, %i7
  %v304 = mul i64 %v303, %size.B1
  %v305 = add i64 %size._nt0, %i298
  %v306 = add i64 %v304, %v305
  %p307 = getelementptr float, ptr %buf.y, i64 %v306
  %ld308 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p307, <16 x i1> %mask302, <16 x float> zeroinitializer)
  %v309 = fmul contract <16 x float> splat (float 0x3FF0000000000000), %ld308
  %v310 = add i64 %size._mt0, %i7
  %v311 = sdiv i64 %v310, %size.CM
  %v312 = srem i64 %v310, %size.CM
  %v313 = icmp ne i64 %v312, 0
  %v314 = icmp slt i64 %v312, 0
  %v315 = icmp slt i64 %size.CM, 0
  %v316 = xor i1 %v314, %v315
  %v317 = and i1 %v313, %v316
  %v318 = add i64 %v312, %size.CM
  %v319 = select i1 %v317, i64 %v318, i64 %v312
  %v320 = icmp sge i64 %v319, 0
  %v321 = icmp slt i64 %v319, %size.CM
  %v322 = and i1 %v320, %v321
  %ins323 = insertelement <16 x i64> poison, i64 %i298, i64 0
  %splat324 = shufflevector <16 x i64> %ins323, <16 x i64> poison, <16 x i32> zeroinitializer
  %step325 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane326 = add <16 x i64> %splat324, %step325
  %ins327 = insertelement <16 x i64> poison, i64 %size._nt0, i64 0
  %splat328 = shufflevector <16 x i64> %ins327, <16 x i64> poison, <16 x i32> zeroinitializer
  %v329 = add <16 x i64> %splat328, %lane326
  %ins330 = insertelement <16 x i64> poison, i64 %size.CN, i64 0
  %splat331 = shufflevector <16 x i64> %ins330, <16 x i64> poison, <16 x i32> zeroinitializer
  %v332 = sdiv <16 x i64> %v329, %splat331
  %v333 = srem <16 x i64> %v329, %splat331
  %v334 = icmp ne <16 x i64> %v333, zeroinitializer
  %v335 = icmp slt <16 x i64> %v333, zeroinitializer
  %v336 = icmp slt <16 x i64> %splat331, zeroinitializer
  %v337 = xor <16 x i1> %v335, %v336
  %v338 = and <16 x i1> %v334, %v337
  %v339 = add <16 x i64> %v333, %splat331
  %v340 = select <16 x i1> %v338, <16 x i64> %v339, <16 x i64> %v333
  %ins341 = insertelement <16 x i64> poison, i64 %size.CN, i64 0
  %splat342 = shufflevector <16 x i64> %ins341, <16 x i64> poison, <16 x i32> zeroinitializer
  %v343 = icmp sge <16 x i64> %v340, zeroinitializer
  %v344 = icmp slt <16 x i64> %v340, %splat342
  %v345 = and <16 x i1> %v343, %v344
  %ins346 = insertelement <16 x i1> poison, i1 %v322, i64 0
  %splat347 = shufflevector <16 x i1> %ins346, <16 x i1> poison, <16 x i32> zeroinitializer
  %v348 = and <16 x i1> %splat347, %v345
  %v349 = and <16 x i1> %mask302, %v348
  %v350 = add i64 %size._mt0, %i7
  %v351 = sdiv i64 %v350, %size.CM
  %v352 = srem i64 %v350, %size.CM
  %v353 = icmp ne i64 %v352, 0
  %v354 = icmp slt i64 %v352, 0
  %v355 = icmp slt i64 %size.CM, 0
  %v356 = xor i1 %v354, %v355
  %v357 = and i1 %v353, %v356
  %v358 = add i64 %v352, %size.CM
  %v359 = select i1 %v357, i64 %v358, i64 %v352
  %v360 = mul i64 %v359, %size.CN
  %ins361 = insertelement <16 x i64> poison, i64 %size._nt0, i64 0
  %splat362 = shufflevector <16 x i64> %ins361, <16 x i64> poison, <16 x i32> zeroinitializer
  %v363 = add <16 x i64> %splat362, %lane326
  %ins364 = insertelement <16 x i64> poison, i64 %size.CN, i64 0
  %splat365 = shufflevector <16 x i64> %ins364, <16 x i64> poison, <16 x i32> zeroinitializer
  %v366 = sdiv <16 x i64> %v363, %splat365
  %v367 = srem <16 x i64> %v363, %splat365
  %v368 = icmp ne <16 x i64> %v367, zeroinitializer
  %v369 = icmp slt <16 x i64> %v367, zeroinitializer
  %v370 = icmp slt <16 x i64> %splat365, zeroinitializer
  %v371 = xor <16 x i1> %v369, %v370
  %v372 = and <16 x i1> %v368, %v371
  %v373 = add <16 x i64> %v367, %splat365
  %v374 = select <16 x i1> %v372, <16 x i64> %v373, <16 x i64> %v367
  %ins375 = insertelement <16 x i64> poison, i64 %v360, i64 0
  %splat376 = shufflevector <16 x i64> %ins375, <16 x i64> poison, <16 x i32> zeroinitializer
  %v377 = add <16 x i64> %splat376, %v374
  %ps378 = getelementptr float, ptr %buf.c, <16 x i64> %v377
  %ld379 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps378, <16 x i1> %v349, <16 x float> zeroinitializer)
  %v380 = fmul contract <16 x float> splat (float 0x3FF0000000000000), %ld379
  %v381 = fadd contract <16 x float> %v309, %v380
  %v382 = add i64 %size._mt0, %i7
  %v383 = mul i64 %v382, %size.B1
  %v384 = add i64 %size._nt0, %i298
  %v385 = add i64 %v383, %v384
  %p386 = getelementptr float, ptr %buf.y, i64 %v385
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v381, ptr align 4 %p386, <16 x i1> %mask302)
  br label %done301
done301:
  %v387 = add nsw i64 %i7, 1
  store i64 %v387, ptr %_mi.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}

define void @"jr.op.gemm.exact"(ptr noalias %buf.a, ptr noalias %buf.b, ptr noalias %buf.c, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.A0, i64 %size.A1, i64 %size.B0, i64 %size.B1, i64 %size.CM, i64 %size.CN, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %m.addr.1 = alloca i64, align 64
  %n.addr.9 = alloca i64, align 64
  %acc15 = alloca <16 x float>, align 64
  %acc16 = alloca <16 x float>, align 64
  %acc17 = alloca <16 x float>, align 64
  %acc18 = alloca <16 x float>, align 64
  %k.addr.19 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.A0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.A0
  store i64 %range.lo, ptr %m.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %m.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %n.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %n.addr.9
  %v14 = icmp slt i64 %i13, %size.B1
  br i1 %v14, label %body11, label %exit12
body11:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc15
  store <16 x float> splat (float 0x0000000000000000), ptr %acc16
  store <16 x float> splat (float 0x0000000000000000), ptr %acc17
  store <16 x float> splat (float 0x0000000000000000), ptr %acc18
  store i64 0, ptr %k.addr.19
  %v20 = sub i64 %size.A1, 64
  br label %cond21
cond21:
  %i24 = load i64, ptr %k.addr.19
  %v25 = icmp sle i64 %i24, %v20
  br i1 %v25, label %body22, label %exit23
body22:
  %v26 = mul i64 %i7, %size.A1
  %v27 = add i64 %v26, %i24
  %p28 = getelementptr float, ptr %buf.a, i64 %v27
  %ld29 = load <16 x float>, ptr %p28, align 4
  %ins30 = insertelement <16 x i64> poison, i64 %i24, i64 0
  %splat31 = shufflevector <16 x i64> %ins30, <16 x i64> poison, <16 x i32> zeroinitializer
  %step32 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane33 = add <16 x i64> %splat31, %step32
  %ins34 = insertelement <16 x i64> poison, i64 %size.B0, i64 0
  %splat35 = shufflevector <16 x i64> %ins34, <16 x i64> poison, <16 x i32> zeroinitializer
  %v36 = icmp sge <16 x i64> %lane33, zeroinitializer
  %v37 = icmp slt <16 x i64> %lane33, %splat35
  %v38 = and <16 x i1> %v36, %v37
  %ins39 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %splat40 = shufflevector <16 x i64> %ins39, <16 x i64> poison, <16 x i32> zeroinitializer
  %v41 = mul <16 x i64> %lane33, %splat40
  %ins42 = insertelement <16 x i64> poison, i64 %i13, i64 0
  %splat43 = shufflevector <16 x i64> %ins42, <16 x i64> poison, <16 x i32> zeroinitializer
  %v44 = add <16 x i64> %v41, %splat43
  %ps45 = getelementptr float, ptr %buf.b, <16 x i64> %v44
  %ld46 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps45, <16 x i1> %v38, <16 x float> zeroinitializer)
  %v47 = fmul contract <16 x float> %ld29, %ld46
  %ins48 = insertelement <16 x i64> poison, i64 %size.B0, i64 0
  %splat49 = shufflevector <16 x i64> %ins48, <16 x i64> poison, <16 x i32> zeroinitializer
  %v50 = icmp sge <16 x i64> %lane33, zeroinitializer
  %v51 = icmp slt <16 x i64> %lane33, %splat49
  %v52 = and <16 x i1> %v50, %v51
  %old53 = load <16 x float>, ptr %acc15
  %v54 = fadd <16 x float> %old53, %v47
  %v55 = select <16 x i1> %v52, <16 x float> %v54, <16 x float> %old53
  store <16 x float> %v55, ptr %acc15
  %v56 = add nsw i64 %i24, 16
  %v57 = mul i64 %i7, %size.A1
  %v58 = add i64 %v57, %v56
  %p59 = getelementptr float, ptr %buf.a, i64 %v58
  %ld60 = load <16 x float>, ptr %p59, align 4
  %ins61 = insertelement <16 x i64> poison, i64 %v56, i64 0
  %splat62 = shufflevector <16 x i64> %ins61, <16 x i64> poison, <16 x i32> zeroinitializer
  %step63 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane64 = add <16 x i64> %splat62, %step63
  %ins65 = insertelement <16 x i64> poison, i64 %size.B0, i64 0
  %splat66 = shufflevector <16 x i64> %ins65, <16 x i64> poison, <16 x i32> zeroinitializer
  %v67 = icmp sge <16 x i64> %lane64, zeroinitializer
  %v68 = icmp slt <16 x i64> %lane64, %splat66
  %v69 = and <16 x i1> %v67, %v68
  %ins70 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %splat71 = shufflevector <16 x i64> %ins70, <16 x i64> poison, <16 x i32> zeroinitializer
  %v72 = mul <16 x i64> %lane64, %splat71
  %ins73 = insertelement <16 x i64> poison, i64 %i13, i64 0
  %splat74 = shufflevector <16 x i64> %ins73, <16 x i64> poison, <16 x i32> zeroinitializer
  %v75 = add <16 x i64> %v72, %splat74
  %ps76 = getelementptr float, ptr %buf.b, <16 x i64> %v75
  %ld77 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps76, <16 x i1> %v69, <16 x float> zeroinitializer)
  %v78 = fmul contract <16 x float> %ld60, %ld77
  %ins79 = insertelement <16 x i64> poison, i64 %size.B0, i64 0
  %splat80 = shufflevector <16 x i64> %ins79, <16 x i64> poison, <16 x i32> zeroinitializer
  %v81 = icmp sge <16 x i64> %lane64, zeroinitializer
  %v82 = icmp slt <16 x i64> %lane64, %splat80
  %v83 = and <16 x i1> %v81, %v82
  %old84 = load <16 x float>, ptr %acc16
  %v85 = fadd <16 x float> %old84, %v78
  %v86 = select <16 x i1> %v83, <16 x float> %v85, <16 x float> %old84
  store <16 x float> %v86, ptr %acc16
  %v87 = add nsw i64 %i24, 32
  %v88 = mul i64 %i7, %size.A1
  %v89 = add i64 %v88, %v87
  %p90 = getelementptr float, ptr %buf.a, i64 %v89
  %ld91 = load <16 x float>, ptr %p90, align 4
  %ins92 = insertelement <16 x i64> poison, i64 %v87, i64 0
  %splat93 = shufflevector <16 x i64> %ins92, <16 x i64> poison, <16 x i32> zeroinitializer
  %step94 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane95 = add <16 x i64> %splat93, %step94
  %ins96 = insertelement <16 x i64> poison, i64 %size.B0, i64 0
  %splat97 = shufflevector <16 x i64> %ins96, <16 x i64> poison, <16 x i32> zeroinitializer
  %v98 = icmp sge <16 x i64> %lane95, zeroinitializer
  %v99 = icmp slt <16 x i64> %lane95, %splat97
  %v100 = and <16 x i1> %v98, %v99
  %ins101 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %splat102 = shufflevector <16 x i64> %ins101, <16 x i64> poison, <16 x i32> zeroinitializer
  %v103 = mul <16 x i64> %lane95, %splat102
  %ins104 = insertelement <16 x i64> poison, i64 %i13, i64 0
  %splat105 = shufflevector <16 x i64> %ins104, <16 x i64> poison, <16 x i32> zeroinitializer
  %v106 = add <16 x i64> %v103, %splat105
  %ps107 = getelementptr float, ptr %buf.b, <16 x i64> %v106
  %ld108 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps107, <16 x i1> %v100, <16 x float> zeroinitializer)
  %v109 = fmul contract <16 x float> %ld91, %ld108
  %ins110 = insertelement <16 x i64> poison, i64 %size.B0, i64 0
  %splat111 = shufflevector <16 x i64> %ins110, <16 x i64> poison, <16 x i32> zeroinitializer
  %v112 = icmp sge <16 x i64> %lane95, zeroinitializer
  %v113 = icmp slt <16 x i64> %lane95, %splat111
  %v114 = and <16 x i1> %v112, %v113
  %old115 = load <16 x float>, ptr %acc17
  %v116 = fadd <16 x float> %old115, %v109
  %v117 = select <16 x i1> %v114, <16 x float> %v116, <16 x float> %old115
  store <16 x float> %v117, ptr %acc17
  %v118 = add nsw i64 %i24, 48
  %v119 = mul i64 %i7, %size.A1
  %v120 = add i64 %v119, %v118
  %p121 = getelementptr float, ptr %buf.a, i64 %v120
  %ld122 = load <16 x float>, ptr %p121, align 4
  %ins123 = insertelement <16 x i64> poison, i64 %v118, i64 0
  %splat124 = shufflevector <16 x i64> %ins123, <16 x i64> poison, <16 x i32> zeroinitializer
  %step125 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane126 = add <16 x i64> %splat124, %step125
  %ins127 = insertelement <16 x i64> poison, i64 %size.B0, i64 0
  %splat128 = shufflevector <16 x i64> %ins127, <16 x i64> poison, <16 x i32> zeroinitializer
  %v129 = icmp sge <16 x i64> %lane126, zeroinitializer
  %v130 = icmp slt <16 x i64> %lane126, %splat128
  %v131 = and <16 x i1> %v129, %v130
  %ins132 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %splat133 = shufflevector <16 x i64> %ins132, <16 x i64> poison, <16 x i32> zeroinitializer
  %v134 = mul <16 x i64> %lane126, %splat133
  %ins135 = insertelement <16 x i64> poison, i64 %i13, i64 0
  %splat136 = shufflevector <16 x i64> %ins135, <16 x i64> poison, <16 x i32> zeroinitializer
  %v137 = add <16 x i64> %v134, %splat136
  %ps138 = getelementptr float, ptr %buf.b, <16 x i64> %v137
  %ld139 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps138, <16 x i1> %v131, <16 x float> zeroinitializer)
  %v140 = fmul contract <16 x float> %ld122, %ld139
  %ins141 = insertelement <16 x i64> poison, i64 %size.B0, i64 0
  %splat142 = shufflevector <16 x i64> %ins141, <16 x i64> poison, <16 x i32> zeroinitializer
  %v143 = icmp sge <16 x i64> %lane126, zeroinitializer
  %v144 = icmp slt <16 x i64> %lane126, %splat142
  %v145 = and <16 x i1> %v143, %v144
  %old146 = load <16 x float>, ptr %acc18
  %v147 = fadd <16 x float> %old146, %v140
  %v148 = select <16 x i1> %v145, <16 x float> %v147, <16 x float> %old146
  store <16 x float> %v148, ptr %acc18
  %v149 = add nsw i64 %i24, 64
  store i64 %v149, ptr %k.addr.19
  br label %cond21
exit23:
  %v150 = sub i64 %size.A1, 16
  br label %cond151
cond151:
  %i154 = load i64, ptr %k.addr.19
  %v155 = icmp sle i64 %i154, %v150
  br i1 %v155, label %body152, label %exit153
body152:
  %v156 = mul i64 %i7, %size.A1
  %v157 = add i64 %v156, %i154
  %p158 = getelementptr float, ptr %buf.a, i64 %v157
  %ld159 = load <16 x float>, ptr %p158, align 4
  %ins160 = insertelement <16 x i64> poison, i64 %i154, i64 0
  %splat161 = shufflevector <16 x i64> %ins160, <16 x i64> poison, <16 x i32> zeroinitializer
  %step162 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane163 = add <16 x i64> %splat161, %step162
  %ins164 = insertelement <16 x i64> poison, i64 %size.B0, i64 0
  %splat165 = shufflevector <16 x i64> %ins164, <16 x i64> poison, <16 x i32> zeroinitializer
  %v166 = icmp sge <16 x i64> %lane163, zeroinitializer
  %v167 = icmp slt <16 x i64> %lane163, %splat165
  %v168 = and <16 x i1> %v166, %v167
  %ins169 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %splat170 = shufflevector <16 x i64> %ins169, <16 x i64> poison, <16 x i32> zeroinitializer
  %v171 = mul <16 x i64> %lane163, %splat170
  %ins172 = insertelement <16 x i64> poison, i64 %i13, i64 0
  %splat173 = shufflevector <16 x i64> %ins172, <16 x i64> poison, <16 x i32> zeroinitializer
  %v174 = add <16 x i64> %v171, %splat173
  %ps175 = getelementptr float, ptr %buf.b, <16 x i64> %v174
  %ld176 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps175, <16 x i1> %v168, <16 x float> zeroinitializer)
  %v177 = fmul contract <16 x float> %ld159, %ld176
  %ins178 = insertelement <16 x i64> poison, i64 %size.B0, i64 0
  %splat179 = shufflevector <16 x i64> %ins178, <16 x i64> poison, <16 x i32> zeroinitializer
  %v180 = icmp sge <16 x i64> %lane163, zeroinitializer
  %v181 = icmp slt <16 x i64> %lane163, %splat179
  %v182 = and <16 x i1> %v180, %v181
  %old183 = load <16 x float>, ptr %acc15
  %v184 = fadd <16 x float> %old183, %v177
  %v185 = select <16 x i1> %v182, <16 x float> %v184, <16 x float> %old183
  store <16 x float> %v185, ptr %acc15
  %v186 = add nsw i64 %i154, 16
  store i64 %v186, ptr %k.addr.19
  br label %cond151
exit153:
  %i187 = load i64, ptr %k.addr.19
  %v188 = icmp slt i64 %i187, %size.A1
  br i1 %v188, label %tail189, label %done190
tail189:
  %mask191 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i187, i64 %size.A1)
  %v192 = mul i64 %i7, %size.A1
  %v193 = add i64 %v192, %i187
  %p194 = getelementptr float, ptr %buf.a, i64 %v193
  %ld195 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p194, <16 x i1> %mask191, <16 x float> zeroinitializer)
  %ins196 = insertelement <16 x i64> poison, i64 %i187, i64 0
  %splat197 = shufflevector <16 x i64> %ins196, <16 x i64> poison, <16 x i32> zeroinitializer
  %step198 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane199 = add <16 x i64> %splat197, %step198
  %ins200 = insertelement <16 x i64> poison, i64 %size.B0, i64 0
  %splat201 = shufflevector <16 x i64> %ins200, <16 x i64> poison, <16 x i32> zeroinitializer
  %v202 = icmp sge <16 x i64> %lane199, zeroinitializer
  %v203 = icmp slt <16 x i64> %lane199, %splat201
  %v204 = and <16 x i1> %v202, %v203
  %v205 = and <16 x i1> %mask191, %v204
  %ins206 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %splat207 = shufflevector <16 x i64> %ins206, <16 x i64> poison, <16 x i32> zeroinitializer
  %v208 = mul <16 x i64> %lane199, %splat207
  %ins209 = insertelement <16 x i64> poison, i64 %i13, i64 0
  %splat210 = shufflevector <16 x i64> %ins209, <16 x i64> poison, <16 x i32> zeroinitializer
  %v211 = add <16 x i64> %v208, %splat210
  %ps212 = getelementptr float, ptr %buf.b, <16 x i64> %v211
  %ld213 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps212, <16 x i1> %v205, <16 x float> zeroinitializer)
  %v214 = fmul contract <16 x float> %ld195, %ld213
  %ins215 = insertelement <16 x i64> poison, i64 %size.B0, i64 0
  %splat216 = shufflevector <16 x i64> %ins215, <16 x i64> poison, <16 x i32> zeroinitializer
  %v217 = icmp sge <16 x i64> %lane199, zeroinitializer
  %v218 = icmp slt <16 x i64> %lane199, %splat216
  %v219 = and <16 x i1> %v217, %v218
  %v220 = and <16 x i1> %mask191, %v219
  %old221 = load <16 x float>, ptr %acc15
  %v222 = fadd <16 x float> %old221, %v214
  %v223 = select <16 x i1> %v220, <16 x float> %v222, <16 x float> %old221
  store <16 x float> %v223, ptr %acc15
  br label %done190
done190:
  %red224 = load <16 x float>, ptr %acc15
  %red225 = load <16 x float>, ptr %acc16
  %red226 = load <16 x float>, ptr %acc17
  %red227 = load <16 x float>, ptr %acc18
  %v228 = fadd <16 x float> %red224, %red225
  %v229 = fadd <16 x float> %v228, %red226
  %v230 = fadd <16 x float> %v229, %red227
  %v231 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v230)
  %v232 = fmul contract float 0x3FF0000000000000, %v231
  %v233 = sdiv i64 %i7, %size.CM
  %v234 = srem i64 %i7, %size.CM
  %v235 = icmp ne i64 %v234, 0
  %v236 = icmp slt i64 %v234, 0
  %v237 = icmp slt i64 %size.CM, 0
  %v238 = xor i1 %v236, %v237
  %v239 = and i1 %v235, %v238
  %v240 = add i64 %v234, %size.CM
  %v241 = select i1 %v239, i64 %v240, i64 %v234
  %v242 = icmp sge i64 %v241, 0
  %v243 = icmp slt i64 %v241, %size.CM
  %v244 = and i1 %v242, %v243
  %v245 = sdiv i64 %i13, %size.CN
  %v246 = srem i64 %i13, %size.CN
  %v247 = icmp ne i64 %v246, 0
  %v248 = icmp slt i64 %v246, 0
  %v249 = icmp slt i64 %size.CN, 0
  %v250 = xor i1 %v248, %v249
  %v251 = and i1 %v247, %v250
  %v252 = add i64 %v246, %size.CN
  %v253 = select i1 %v251, i64 %v252, i64 %v246
  %v254 = icmp sge i64 %v253, 0
  %v255 = icmp slt i64 %v253, %size.CN
  %v256 = and i1 %v254, %v255
  %v257 = and i1 %v244, %v256
  %v258 = sdiv i64 %i7, %size.CM
  %v259 = srem i64 %i7, %size.CM
  %v260 = icmp ne i64 %v259, 0
  %v261 = icmp slt i64 %v259, 0
  %v262 = icmp slt i64 %size.CM, 0
  %v263 = xor i1 %v261, %v262
  %v264 = and i1 %v260, %v263
  %v265 = add i64 %v259, %size.CM
  %v266 = select i1 %v264, i64 %v265, i64 %v259
  %v267 = mul i64 %v266, %size.CN
  %v268 = sdiv i64 %i13, %size.CN
  %v269 = srem i64 %i13, %size.CN
  %v270 = icmp ne i64 %v269, 0
  %v271 = icmp slt i64 %v269, 0
  %v272 = icmp slt i64 %size.CN, 0
  %v273 = xor i1 %v271, %v272
  %v274 = and i1 %v270, %v273
  %v275 = add i64 %v269, %size.CN
  %v276 = select i1 %v274, i64 %v275, i64 %v269
  %v277 = add i64 %v267, %v276
  %p278 = getelementptr float, ptr %buf.c, i64 %v277
  %p279 = select i1 %v257, ptr %p278, ptr @jr.zero
  %ld280 = load float, ptr %p279, align 4
  %v281 = fmul contract float 0x3FF0000000000000, %ld280
  %v282 = fadd contract float %v232, %v281
  %v283 = mul i64 %i7, %size.B1
  %v284 = add i64 %v283, %i13
  %p285 = getelementptr float, ptr %buf.y, i64 %v284
  store float %v282, ptr %p285, align 4
  %v286 = add nsw i64 %i13, 1
  store i64 %v286, ptr %n.addr.9
  br label %cond10
exit12:
  %v287 = add nsw i64 %i7, 1
  store i64 %v287, ptr %m.addr.1
  br label %cond4
exit6:
  ret void
}

define void @"jr.op.gemm"(ptr noalias %buf.a, ptr noalias %buf.b, ptr noalias %buf.c, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.A0, i64 %size.A1, i64 %size.B0, i64 %size.B1, i64 %size.CM, i64 %size.CN, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %fin3 = alloca <16 x float>
  %fin4 = alloca <16 x float>
  %fin5 = alloca <16 x float>
  %fin6 = alloca <16 x float>
  %c9 = alloca i64
  %c40 = alloca i64
  %c154 = alloca i64
  %c185 = alloca i64
  %c204 = alloca i64
  %c226 = alloca i64
  %c227 = alloca i64
  %c349 = alloca i64
  %c355 = alloca i64
  %c382 = alloca i64
  %c397 = alloca i64
  %c398 = alloca i64
  %t1 = mul i64 1, %size.A0
  %t2 = mul i64 %t1, %size.A1
  store <16 x float> zeroinitializer, ptr %fin3
  store <16 x float> zeroinitializer, ptr %fin4
  store <16 x float> zeroinitializer, ptr %fin5
  store <16 x float> zeroinitializer, ptr %fin6
  %t7 = sdiv i64 %t2, 64
  %t8 = mul i64 %t7, 64
  store i64 0, ptr %c9
  br label %head10
head10:
  %i13 = load i64, ptr %c9
  %t14 = icmp slt i64 %i13, %t8
  br i1 %t14, label %body11, label %done12
body11:
  %t15 = add i64 %i13, 0
  %t16 = getelementptr float, ptr %buf.a, i64 %t15
  %t17 = load <16 x float>, ptr %t16, align 4
  %t18 = fsub <16 x float> %t17, %t17
  %t19 = load <16 x float>, ptr %fin3
  %t20 = fadd <16 x float> %t19, %t18
  store <16 x float> %t20, ptr %fin3
  %t21 = add i64 %i13, 16
  %t22 = getelementptr float, ptr %buf.a, i64 %t21
  %t23 = load <16 x float>, ptr %t22, align 4
  %t24 = fsub <16 x float> %t23, %t23
  %t25 = load <16 x float>, ptr %fin4
  %t26 = fadd <16 x float> %t25, %t24
  store <16 x float> %t26, ptr %fin4
  %t27 = add i64 %i13, 32
  %t28 = getelementptr float, ptr %buf.a, i64 %t27
  %t29 = load <16 x float>, ptr %t28, align 4
  %t30 = fsub <16 x float> %t29, %t29
  %t31 = load <16 x float>, ptr %fin5
  %t32 = fadd <16 x float> %t31, %t30
  store <16 x float> %t32, ptr %fin5
  %t33 = add i64 %i13, 48
  %t34 = getelementptr float, ptr %buf.a, i64 %t33
  %t35 = load <16 x float>, ptr %t34, align 4
  %t36 = fsub <16 x float> %t35, %t35
  %t37 = load <16 x float>, ptr %fin6
  %t38 = fadd <16 x float> %t37, %t36
  store <16 x float> %t38, ptr %fin6
  %t39 = add nsw i64 %i13, 64
  store i64 %t39, ptr %c9
  br label %head10
done12:
  store i64 %t8, ptr %c40
  br label %head41
head41:
  %i44 = load i64, ptr %c40
  %t45 = icmp slt i64 %i44, %t2
  br i1 %t45, label %body42, label %done43
body42:
  %t46 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i44, i64 %t2)
  %t47 = getelementptr float, ptr %buf.a, i64 %i44
  %t48 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t47, <16 x i1> %t46, <16 x float> zeroinitializer)
  %t49 = fsub <16 x float> %t48, %t48
  %t50 = load <16 x float>, ptr %fin3
  %t51 = fadd <16 x float> %t50, %t49
  store <16 x float> %t51, ptr %fin3
  %t52 = add nsw i64 %i44, 16
  store i64 %t52, ptr %c40
  br label %head41
done43:
  %t53 = load <16 x float>, ptr %fin3
  %t54 = load <16 x float>, ptr %fin4
  %t55 = fadd <16 x float> %t53, %t54
  %t56 = load <16 x float>, ptr %fin5
  %t57 = fadd <16 x float> %t55, %t56
  %t58 = load <16 x float>, ptr %fin6
  %t59 = fadd <16 x float> %t57, %t58
  %t60 = fcmp une <16 x float> %t59, zeroinitializer
  %t61 = call i1 @llvm.vector.reduce.or.v16i1(<16 x i1> %t60)
  %t62 = xor i1 %t61, true
  %t63 = and i1 true, %t62
  br i1 %t63, label %gemm64, label %exact65
exact65:
  %t67 = icmp eq i64 %range.lo, 0
  br i1 %t67, label %exact.run66, label %exact.done
exact.run66:
  call void @"jr.op.gemm.exact"(ptr %buf.a, ptr %buf.b, ptr %buf.c, ptr %buf.y, ptr %scratch, i64 %size.A0, i64 %size.A1, i64 %size.B0, i64 %size.B1, i64 %size.CM, i64 %size.CN, i64 0, i64 4611686018427387904)
  br label %exact.done
exact.done:
  ret void
gemm64:
  %t68 = icmp sgt i64 1, 1
  %t69 = select i1 %t68, i64 1, i64 1
  %t70 = add i64 %size.B1, 511
  %t71 = sdiv i64 %t70, 512
  %t72 = add i64 %size.A0, 31
  %t73 = sdiv i64 %t72, 32
  %t74 = sub i64 %t71, 1
  %t75 = add i64 %size.B1, %t74
  %t76 = icmp sgt i64 %t71, 1
  %t77 = select i1 %t76, i64 %t71, i64 1
  %t78 = sdiv i64 %t75, %t77
  %t79 = add i64 %t78, 63
  %t80 = sdiv i64 %t79, 64
  %t81 = mul i64 %t80, 64
  %t82 = sub i64 %t73, 1
  %t83 = add i64 %size.A0, %t82
  %t84 = icmp sgt i64 %t73, 1
  %t85 = select i1 %t84, i64 %t73, i64 1
  %t86 = sdiv i64 %t83, %t85
  %t87 = add i64 %t86, 3
  %t88 = sdiv i64 %t87, 4
  %t89 = mul i64 %t88, 4
  %t90 = mul i64 %t71, %t73
  %t91 = icmp slt i64 %range.hi, %t90
  %t92 = select i1 %t91, i64 %range.hi, i64 %t90
  %t93 = ptrtoint ptr %scratch to i64
  %t94 = add i64 %t93, 63
  %t95 = and i64 %t94, -64
  %t96 = inttoptr i64 %t95 to ptr
  %t97 = add i64 85, 1
  %t98 = mul i64 %t97, 512
  %t99 = getelementptr float, ptr %t96, i64 %t98
  %t100 = and i1 true, true
  %t101 = sub i64 %size.A1, 1
  %t102 = mul i64 1, %t101
  %t103 = add i64 0, %t102
  %t104 = icmp sge i64 0, 0
  %t105 = icmp slt i64 %t103, %size.B0
  %t106 = and i1 %t104, %t105
  %t107 = and i1 true, %t106
  %t108 = and i1 true, %t107
  %t109 = icmp sle i64 %size.A0, 4
  %t110 = and i1 %t108, %t109
  %t111 = icmp eq i64 %size.A0, 1
  %t112 = and i1 %t110, %t111
  %t113 = and i1 %t112, %t100
  %t114 = select i1 %t110, i64 128, i64 85
  %t115 = sdiv i64 %t114, %t69
  %t116 = icmp sgt i64 %t115, 1
  %t117 = select i1 %t116, i64 %t115, i64 1
  %t118 = sub i64 %t117, 1
  %t119 = add i64 %size.A1, %t118
  %t120 = sdiv i64 %t119, %t117
  %t121 = icmp sgt i64 %t120, 1
  %t122 = select i1 %t121, i64 %t120, i64 1
  %t123 = sub i64 %t122, 1
  %t124 = add i64 %size.A1, %t123
  %t125 = sdiv i64 %t124, %t122
  %t126 = icmp sgt i64 %t125, 1
  %t127 = select i1 %t126, i64 %t125, i64 1
  %t128 = mul i64 1, %size.A1
  %t129 = add i64 %t128, 0
  %t130 = mul i64 0, %size.A1
  %t131 = add i64 %t130, 0
  %t132 = sub i64 %t129, %t131
  %t133 = mul i64 0, %size.A1
  %t134 = add i64 %t133, 1
  %t135 = mul i64 0, %size.A1
  %t136 = add i64 %t135, 0
  %t137 = sub i64 %t134, %t136
  %t138 = mul i64 1, %size.B1
  %t139 = add i64 %t138, 0
  %t140 = mul i64 0, %size.B1
  %t141 = add i64 %t140, 0
  %t142 = sub i64 %t139, %t141
  %t143 = mul i64 1, %size.B1
  %t144 = add i64 %t143, 0
  %t145 = mul i64 0, %size.B1
  %t146 = add i64 %t145, 0
  %t147 = sub i64 %t144, %t146
  br label %packed148
packed148:
  %t150 = sub i64 %t73, 1
  %t151 = add i64 %t92, %t150
  %t152 = udiv i64 %t151, %t73
  %t153 = udiv i64 %range.lo, %t73
  store i64 %t153, ptr %c154
  br label %head155
head155:
  %i158 = load i64, ptr %c154
  %t159 = icmp slt i64 %i158, %t152
  br i1 %t159, label %body156, label %done157
body156:
  %t160 = urem i64 %i158, %t71
  %t161 = udiv i64 %i158, %t71
  %t162 = mul i64 %i158, %t73
  %t163 = sub i64 %range.lo, %t162
  %t164 = icmp sgt i64 %t163, 0
  %t165 = select i1 %t164, i64 %t163, i64 0
  %t166 = mul i64 %t165, %t89
  %t167 = icmp slt i64 %size.A0, %t166
  %t168 = select i1 %t167, i64 %size.A0, i64 %t166
  %t169 = sub i64 %t92, %t162
  %t170 = icmp slt i64 %t169, %t73
  %t171 = select i1 %t170, i64 %t169, i64 %t73
  %t172 = mul i64 %t171, %t89
  %t173 = icmp slt i64 %size.A0, %t172
  %t174 = select i1 %t173, i64 %size.A0, i64 %t172
  %t175 = sub i64 %t174, %t168
  %t176 = mul i64 %t160, %t81
  %t177 = sub i64 %size.B1, %t176
  %t178 = icmp slt i64 %t81, %t177
  %t179 = select i1 %t178, i64 %t81, i64 %t177
  %t180 = add i64 %t179, 63
  %t181 = sdiv i64 %t180, 64
  %t184 = icmp slt i64 %t168, %t174
  br i1 %t184, label %rows182, label %norows183
rows182:
  store i64 0, ptr %c185
  br label %head186
head186:
  %i189 = load i64, ptr %c185
  %t190 = icmp slt i64 %i189, %t122
  br i1 %t190, label %body187, label %done188
body187:
  %t191 = mul i64 %i189, %t127
  %t192 = add i64 %t191, %t127
  %t193 = icmp slt i64 %t192, %size.A1
  %t194 = select i1 %t193, i64 %t192, i64 %size.A1
  %t195 = sub i64 %t194, %t191
  %t196 = icmp sgt i64 %t195, 0
  %t197 = select i1 %t196, i64 %t195, i64 0
  %t198 = mul i64 %t197, 1
  %t199 = icmp sgt i64 %i189, 0
  br label %packb200
packb200:
  br i1 %t110, label %panels201, label %pack203
pack203:
  store i64 0, ptr %c204
  br label %head205
head205:
  %i208 = load i64, ptr %c204
  %t209 = icmp slt i64 %i208, %t181
  br i1 %t209, label %body206, label %done207
body206:
  %t210 = mul i64 %i208, 64
  %t211 = mul i64 %i208, %t198
  %t212 = mul i64 %t211, 64
  %t213 = getelementptr float, ptr %t96, i64 %t212
  %t214 = add i64 %t210, 0
  %t215 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t214, i64 %t179)
  %t216 = add i64 %t176, %t214
  %t217 = add i64 %t210, 16
  %t218 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t217, i64 %t179)
  %t219 = add i64 %t176, %t217
  %t220 = add i64 %t210, 32
  %t221 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t220, i64 %t179)
  %t222 = add i64 %t176, %t220
  %t223 = add i64 %t210, 48
  %t224 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t223, i64 %t179)
  %t225 = add i64 %t176, %t223
  store i64 0, ptr %c226
  store i64 %t191, ptr %c227
  br label %head228
head228:
  %i231 = load i64, ptr %c227
  %t232 = icmp slt i64 %i231, %t194
  br i1 %t232, label %body229, label %done230
body229:
  %t233 = load i64, ptr %c226
  %t234 = icmp sge i64 %i231, 0
  %t235 = icmp slt i64 %i231, %size.B0
  %t236 = and i1 %t234, %t235
  %t237 = select i1 %t236, <16 x i1> %t215, <16 x i1> zeroinitializer
  %t238 = mul i64 %i231, %size.B1
  %t239 = add i64 %t238, %t216
  %t240 = insertelement <16 x i64> poison, i64 %t239, i64 0
  %t241 = shufflevector <16 x i64> %t240, <16 x i64> poison, <16 x i32> zeroinitializer
  %t242 = insertelement <16 x i64> poison, i64 1, i64 0
  %t243 = shufflevector <16 x i64> %t242, <16 x i64> poison, <16 x i32> zeroinitializer
  %t244 = mul <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t243
  %t245 = add <16 x i64> %t241, %t244
  %t246 = mul i64 %t233, 64
  %t247 = add i64 %t246, 0
  %t248 = getelementptr float, ptr %t213, i64 %t247
  br i1 true, label %load249, label %gather250
load249:
  %t252 = getelementptr float, ptr %buf.b, i64 %t239
  %t253 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t252, <16 x i1> %t237, <16 x float> zeroinitializer)
  store <16 x float> %t253, ptr %t248, align 4
  br label %packed251
gather250:
  switch i64 1, label %gather255 [i64 1, label %pieces1254]
pieces1254:
  %t256 = mul i64 0, 0
  %t257 = add i64 %t239, %t256
  %t258 = getelementptr float, ptr %buf.b, i64 %t257
  %t259 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t258, <16 x i1> %t237, <16 x float> zeroinitializer)
  store <16 x float> %t259, ptr %t248, align 4
  br label %packed251
gather255:
  %t260 = getelementptr float, ptr %buf.b, <16 x i64> %t245
  %t261 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t260, <16 x i1> %t237, <16 x float> zeroinitializer)
  store <16 x float> %t261, ptr %t248, align 4
  br label %packed251
packed251:
  %t262 = icmp sge i64 %i231, 0
  %t263 = icmp slt i64 %i231, %size.B0
  %t264 = and i1 %t262, %t263
  %t265 = select i1 %t264, <16 x i1> %t218, <16 x i1> zeroinitializer
  %t266 = mul i64 %i231, %size.B1
  %t267 = add i64 %t266, %t219
  %t268 = insertelement <16 x i64> poison, i64 %t267, i64 0
  %t269 = shufflevector <16 x i64> %t268, <16 x i64> poison, <16 x i32> zeroinitializer
  %t270 = insertelement <16 x i64> poison, i64 1, i64 0
  %t271 = shufflevector <16 x i64> %t270, <16 x i64> poison, <16 x i32> zeroinitializer
  %t272 = mul <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t271
  %t273 = add <16 x i64> %t269, %t272
  %t274 = mul i64 %t233, 64
  %t275 = add i64 %t274, 16
  %t276 = getelementptr float, ptr %t213, i64 %t275
  br i1 true, label %load277, label %gather278
load277:
  %t280 = getelementptr float, ptr %buf.b, i64 %t267
  %t281 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t280, <16 x i1> %t265, <16 x float> zeroinitializer)
  store <16 x float> %t281, ptr %t276, align 4
  br label %packed279
gather278:
  switch i64 1, label %gather283 [i64 1, label %pieces1282]
pieces1282:
  %t284 = mul i64 0, 0
  %t285 = add i64 %t267, %t284
  %t286 = getelementptr float, ptr %buf.b, i64 %t285
  %t287 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t286, <16 x i1> %t265, <16 x float> zeroinitializer)
  store <16 x float> %t287, ptr %t276, align 4
  br label %packed279
gather283:
  %t288 = getelementptr float, ptr %buf.b, <16 x i64> %t273
  %t289 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t288, <16 x i1> %t265, <16 x float> zeroinitializer)
  store <16 x float> %t289, ptr %t276, align 4
  br label %packed279
packed279:
  %t290 = icmp sge i64 %i231, 0
  %t291 = icmp slt i64 %i231, %size.B0
  %t292 = and i1 %t290, %t291
  %t293 = select i1 %t292, <16 x i1> %t221, <16 x i1> zeroinitializer
  %t294 = mul i64 %i231, %size.B1
  %t295 = add i64 %t294, %t222
  %t296 = insertelement <16 x i64> poison, i64 %t295, i64 0
  %t297 = shufflevector <16 x i64> %t296, <16 x i64> poison, <16 x i32> zeroinitializer
  %t298 = insertelement <16 x i64> poison, i64 1, i64 0
  %t299 = shufflevector <16 x i64> %t298, <16 x i64> poison, <16 x i32> zeroinitializer
  %t300 = mul <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t299
  %t301 = add <16 x i64> %t297, %t300
  %t302 = mul i64 %t233, 64
  %t303 = add i64 %t302, 32
  %t304 = getelementptr float, ptr %t213, i64 %t303
  br i1 true, label %load305, label %gather306
load305:
  %t308 = getelementptr float, ptr %buf.b, i64 %t295
  %t309 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t308, <16 x i1> %t293, <16 x float> zeroinitializer)
  store <16 x float> %t309, ptr %t304, align 4
  br label %packed307
gather306:
  switch i64 1, label %gather311 [i64 1, label %pieces1310]
pieces1310:
  %t312 = mul i64 0, 0
  %t313 = add i64 %t295, %t312
  %t314 = getelementptr float, ptr %buf.b, i64 %t313
  %t315 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t314, <16 x i1> %t293, <16 x float> zeroinitializer)
  store <16 x float> %t315, ptr %t304, align 4
  br label %packed307
gather311:
  %t316 = getelementptr float, ptr %buf.b, <16 x i64> %t301
  %t317 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t316, <16 x i1> %t293, <16 x float> zeroinitializer)
  store <16 x float> %t317, ptr %t304, align 4
  br label %packed307
packed307:
  %t318 = icmp sge i64 %i231, 0
  %t319 = icmp slt i64 %i231, %size.B0
  %t320 = and i1 %t318, %t319
  %t321 = select i1 %t320, <16 x i1> %t224, <16 x i1> zeroinitializer
  %t322 = mul i64 %i231, %size.B1
  %t323 = add i64 %t322, %t225
  %t324 = insertelement <16 x i64> poison, i64 %t323, i64 0
  %t325 = shufflevector <16 x i64> %t324, <16 x i64> poison, <16 x i32> zeroinitializer
  %t326 = insertelement <16 x i64> poison, i64 1, i64 0
  %t327 = shufflevector <16 x i64> %t326, <16 x i64> poison, <16 x i32> zeroinitializer
  %t328 = mul <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t327
  %t329 = add <16 x i64> %t325, %t328
  %t330 = mul i64 %t233, 64
  %t331 = add i64 %t330, 48
  %t332 = getelementptr float, ptr %t213, i64 %t331
  br i1 true, label %load333, label %gather334
load333:
  %t336 = getelementptr float, ptr %buf.b, i64 %t323
  %t337 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t336, <16 x i1> %t321, <16 x float> zeroinitializer)
  store <16 x float> %t337, ptr %t332, align 4
  br label %packed335
gather334:
  switch i64 1, label %gather339 [i64 1, label %pieces1338]
pieces1338:
  %t340 = mul i64 0, 0
  %t341 = add i64 %t323, %t340
  %t342 = getelementptr float, ptr %buf.b, i64 %t341
  %t343 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t342, <16 x i1> %t321, <16 x float> zeroinitializer)
  store <16 x float> %t343, ptr %t332, align 4
  br label %packed335
gather339:
  %t344 = getelementptr float, ptr %buf.b, <16 x i64> %t329
  %t345 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t344, <16 x i1> %t321, <16 x float> zeroinitializer)
  store <16 x float> %t345, ptr %t332, align 4
  br label %packed335
packed335:
  %t346 = add i64 %t233, 1
  store i64 %t346, ptr %c226
  %t347 = add nsw i64 %i231, 1
  store i64 %t347, ptr %c227
  br label %head228
done230:
  %t348 = add nsw i64 %i208, 1
  store i64 %t348, ptr %c204
  br label %head205
done207:
  br label %panels201
panels201:
  store i64 %t168, ptr %c349
  br label %head350
head350:
  %i353 = load i64, ptr %c349
  %t354 = icmp slt i64 %i353, %t174
  br i1 %t354, label %body351, label %done352
body351:
  store i64 0, ptr %c355
  br label %head356
head356:
  %i359 = load i64, ptr %c355
  %t360 = icmp slt i64 %i359, %t181
  br i1 %t360, label %body357, label %done358
body357:
  %t361 = add i64 %i353, %t89
  %t362 = icmp slt i64 %t361, %t174
  %t363 = select i1 %t362, i64 %t361, i64 %t174
  %t364 = mul i64 %i359, 64
  %t365 = add i64 %t364, 0
  %t366 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t365, i64 %t179)
  %t367 = add i64 %t364, 16
  %t368 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t367, i64 %t179)
  %t369 = add i64 %t364, 32
  %t370 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t369, i64 %t179)
  %t371 = add i64 %t364, 48
  %t372 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t371, i64 %t179)
  %t373 = add i64 %t176, %t364
  %t374 = mul i64 %t191, %size.B1
  %t375 = add i64 %t374, %t373
  %t376 = getelementptr float, ptr %buf.b, i64 %t375
  %t377 = mul i64 %i359, %t198
  %t378 = mul i64 %t377, 64
  %t379 = getelementptr float, ptr %t96, i64 %t378
  %t380 = select i1 %t110, ptr %t376, ptr %t379
  %t381 = select i1 %t110, i64 %t142, i64 64
  store i64 %i353, ptr %c382
  br label %head383
head383:
  %i386 = load i64, ptr %c382
  %t387 = icmp slt i64 %i386, %t363
  br i1 %t387, label %body384, label %done385
body384:
  %t388 = sub i64 %t363, %i386
  %t389 = icmp slt i64 4, %t388
  %t390 = select i1 %t389, i64 4, i64 %t388
  %t391 = mul i64 %i386, %size.A1
  %t392 = add i64 %t391, %t191
  %t393 = getelementptr float, ptr %buf.a, i64 %t392
  br i1 %t100, label %ready395, label %packa394
packa394:
  %t396 = sub i64 %t390, 1
  store i64 0, ptr %c397
  store i64 %t191, ptr %c398
  br label %head399
head399:
  %i402 = load i64, ptr %c398
  %t403 = icmp slt i64 %i402, %t194
  br i1 %t403, label %body400, label %done401
body400:
  %t404 = load i64, ptr %c397
  %t405 = icmp slt i64 0, %t396
  %t406 = select i1 %t405, i64 0, i64 %t396
  %t407 = add i64 %i386, %t406
  %t408 = mul i64 %t407, %size.A1
  %t409 = add i64 %t408, %i402
  %t410 = select i1 true, i64 %t409, i64 0
  %t411 = getelementptr float, ptr %buf.a, i64 %t410
  %t412 = load float, ptr %t411, align 4
  %t413 = select i1 true, float %t412, float 0.0
  %t414 = mul i64 %t404, 4
  %t415 = add i64 %t414, 0
  %t416 = getelementptr float, ptr %t99, i64 %t415
  store float %t413, ptr %t416, align 4
  %t417 = icmp slt i64 1, %t396
  %t418 = select i1 %t417, i64 1, i64 %t396
  %t419 = add i64 %i386, %t418
  %t420 = mul i64 %t419, %size.A1
  %t421 = add i64 %t420, %i402
  %t422 = select i1 true, i64 %t421, i64 0
  %t423 = getelementptr float, ptr %buf.a, i64 %t422
  %t424 = load float, ptr %t423, align 4
  %t425 = select i1 true, float %t424, float 0.0
  %t426 = mul i64 %t404, 4
  %t427 = add i64 %t426, 1
  %t428 = getelementptr float, ptr %t99, i64 %t427
  store float %t425, ptr %t428, align 4
  %t429 = icmp slt i64 2, %t396
  %t430 = select i1 %t429, i64 2, i64 %t396
  %t431 = add i64 %i386, %t430
  %t432 = mul i64 %t431, %size.A1
  %t433 = add i64 %t432, %i402
  %t434 = select i1 true, i64 %t433, i64 0
  %t435 = getelementptr float, ptr %buf.a, i64 %t434
  %t436 = load float, ptr %t435, align 4
  %t437 = select i1 true, float %t436, float 0.0
  %t438 = mul i64 %t404, 4
  %t439 = add i64 %t438, 2
  %t440 = getelementptr float, ptr %t99, i64 %t439
  store float %t437, ptr %t440, align 4
  %t441 = icmp slt i64 3, %t396
  %t442 = select i1 %t441, i64 3, i64 %t396
  %t443 = add i64 %i386, %t442
  %t444 = mul i64 %t443, %size.A1
  %t445 = add i64 %t444, %i402
  %t446 = select i1 true, i64 %t445, i64 0
  %t447 = getelementptr float, ptr %buf.a, i64 %t446
  %t448 = load float, ptr %t447, align 4
  %t449 = select i1 true, float %t448, float 0.0
  %t450 = mul i64 %t404, 4
  %t451 = add i64 %t450, 3
  %t452 = getelementptr float, ptr %t99, i64 %t451
  store float %t449, ptr %t452, align 4
  %t453 = add i64 %t404, 1
  store i64 %t453, ptr %c397
  %t454 = add nsw i64 %i402, 1
  store i64 %t454, ptr %c398
  br label %head399
done401:
  br label %ready395
ready395:
  %t455 = select i1 %t100, ptr %t393, ptr %t99
  %t456 = select i1 %t100, i64 %t132, i64 1
  %t457 = select i1 %t100, i64 %t137, i64 4
  %t458 = mul i64 %i386, %size.B1
  %t459 = add i64 %t458, %t373
  %t460 = getelementptr float, ptr %buf.y, i64 %t459
  %t461 = icmp eq i64 %t390, 1
  %t467 = zext i1 %t461 to i64
  %t468 = zext i1 %t110 to i64
  %t469 = shl i64 %t468, 1
  %t470 = or i64 %t467, %t469
  switch i64 %t470, label %p464 [i64 1, label %p1465 i64 2, label %d462 i64 3, label %d1463]
p464:
  call void @"jr.mk.gemm.4p"(ptr %t455, i64 %t456, i64 %t457, i64 %t390, ptr %t380, i64 %t381, ptr %t460, i64 %t147, i64 %t198, i1 %t199, ptr %t380, i64 0, <16 x i1> %t366, <16 x i1> %t368, <16 x i1> %t370, <16 x i1> %t372)
  br label %called466
p1465:
  call void @"jr.mk.gemm.1p"(ptr %t455, i64 %t456, i64 %t457, i64 %t390, ptr %t380, i64 %t381, ptr %t460, i64 %t147, i64 %t198, i1 %t199, ptr %t380, i64 0, <16 x i1> %t366, <16 x i1> %t368, <16 x i1> %t370, <16 x i1> %t372)
  br label %called466
d462:
  call void @"jr.mk.gemm.4d"(ptr %t455, i64 %t456, i64 %t457, i64 %t390, ptr %t380, i64 %t381, ptr %t460, i64 %t147, i64 %t198, i1 %t199, ptr %t380, i64 0, <16 x i1> %t366, <16 x i1> %t368, <16 x i1> %t370, <16 x i1> %t372)
  br label %called466
d1463:
  call void @"jr.mk.gemm.1d"(ptr %t455, i64 %t456, i64 %t457, i64 %t390, ptr %t380, i64 %t381, ptr %t460, i64 %t147, i64 %t198, i1 %t199, ptr %t380, i64 0, <16 x i1> %t366, <16 x i1> %t368, <16 x i1> %t370, <16 x i1> %t372)
  br label %called466
called466:
  %t471 = add nsw i64 %i386, 4
  store i64 %t471, ptr %c382
  br label %head383
done385:
  %t472 = add nsw i64 %i359, 1
  store i64 %t472, ptr %c355
  br label %head356
done358:
  %t473 = add nsw i64 %i353, %t89
  store i64 %t473, ptr %c349
  br label %head350
done352:
  br label %kdone202
kdone202:
  %t474 = add nsw i64 %i189, 1
  store i64 %t474, ptr %c185
  br label %head186
done188:
  call void @"jr.op.gemm.epilogue"(ptr %buf.a, ptr %buf.b, ptr %buf.c, ptr %buf.y, ptr null, i64 %size.A0, i64 %size.A1, i64 %size.B0, i64 %size.B1, i64 %size.CM, i64 %size.CN, i64 %t168, i64 %t175, i64 %t176, i64 %t179, i64 0, i64 4611686018427387904)
  br label %norows183
norows183:
  %t475 = add nsw i64 %i158, 1
  store i64 %t475, ptr %c154
  br label %head155
done157:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
