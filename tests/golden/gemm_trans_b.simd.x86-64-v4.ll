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

define void @"jr.op.gemm.epilogue"(ptr noalias %buf.a, ptr noalias %buf.b, ptr noalias %buf.c, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.A0, i64 %size.A1, i64 %size.B0, i64 %size.B1, i64 %size.CN, i64 %size._mt0, i64 %size._mtc, i64 %size._nt0, i64 %size._ntc, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_mi.addr.1 = alloca i64, align 64
  %_ni.addr.9 = alloca i64, align 64
  %v82 = mul i64 %size.A0, %size.B0
  %v83 = icmp sge i64 %v82, 2097152
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
  %v12 = mul i64 %v11, %size.B0
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
  %v29 = mul i64 %v28, %size.B0
  %v30 = add i64 %size._nt0, %i10
  %v31 = add i64 %v29, %v30
  %p32 = getelementptr float, ptr %buf.y, i64 %v31
  %ld33 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p32, <16 x i1> %mask27, <16 x float> zeroinitializer)
  %v34 = fmul contract <16 x float> splat (float 0x3FF0000000000000), %ld33
  %ins35 = insertelement <16 x i64> poison, i64 %i10, i64 0
  %splat36 = shufflevector <16 x i64> %ins35, <16 x i64> poison, <16 x i32> zeroinitializer
  %step37 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane38 = add <16 x i64> %splat36, %step37
  %ins39 = insertelement <16 x i64> poison, i64 %size._nt0, i64 0
  %splat40 = shufflevector <16 x i64> %ins39, <16 x i64> poison, <16 x i32> zeroinitializer
  %v41 = add <16 x i64> %splat40, %lane38
  %ins42 = insertelement <16 x i64> poison, i64 %size.CN, i64 0
  %splat43 = shufflevector <16 x i64> %ins42, <16 x i64> poison, <16 x i32> zeroinitializer
  %v44 = sdiv <16 x i64> %v41, %splat43
  %v45 = srem <16 x i64> %v41, %splat43
  %v46 = icmp ne <16 x i64> %v45, zeroinitializer
  %v47 = icmp slt <16 x i64> %v45, zeroinitializer
  %v48 = icmp slt <16 x i64> %splat43, zeroinitializer
  %v49 = xor <16 x i1> %v47, %v48
  %v50 = and <16 x i1> %v46, %v49
  %v51 = add <16 x i64> %v45, %splat43
  %v52 = select <16 x i1> %v50, <16 x i64> %v51, <16 x i64> %v45
  %ins53 = insertelement <16 x i64> poison, i64 %size.CN, i64 0
  %splat54 = shufflevector <16 x i64> %ins53, <16 x i64> poison, <16 x i32> zeroinitializer
  %v55 = icmp sge <16 x i64> %v52, zeroinitializer
  %v56 = icmp slt <16 x i64> %v52, %splat54
  %v57 = and <16 x i1> %v55, %v56
  %v58 = and <16 x i1> %mask27, %v57
  %ins59 = insertelement <16 x i64> poison, i64 %size._nt0, i64 0
  %splat60 = shufflevector <16 x i64> %ins59, <16 x i64> poison, <16 x i32> zeroinitializer
  %v61 = add <16 x i64> %splat60, %lane38
  %ins62 = insertelement <16 x i64> poison, i64 %size.CN, i64 0
  %splat63 = shufflevector <16 x i64> %ins62, <16 x i64> poison, <16 x i32> zeroinitializer
  %v64 = sdiv <16 x i64> %v61, %splat63
  %v65 = srem <16 x i64> %v61, %splat63
  %v66 = icmp ne <16 x i64> %v65, zeroinitializer
  %v67 = icmp slt <16 x i64> %v65, zeroinitializer
  %v68 = icmp slt <16 x i64> %splat63, zeroinitializer
  %v69 = xor <16 x i1> %v67, %v68
  %v70 = and <16 x i1> %v66, %v69
  %v71 = add <16 x i64> %v65, %splat63
  %v72 = select <16 x i1> %v70, <16 x i64> %v71, <16 x i64> %v65
  %ps73 = getelementptr float, ptr %buf.c, <16 x i64> %v72
  %ld74 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps73, <16 x i1> %v58, <16 x float> zeroinitializer)
  %v75 = fmul contract <16 x float> splat (float 0x3FF0000000000000), %ld74
  %v76 = fadd contract <16 x float> %v34, %v75
  %v77 = add i64 %size._mt0, %i7
  %v78 = mul i64 %v77, %size.B0
  %v79 = add i64 %size._nt0, %i10
  %v80 = add i64 %v78, %v79
  %p81 = getelementptr float, ptr %buf.y, i64 %v80
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v76, ptr align 4 %p81, <16 x i1> %mask27)
  store i64 %v26, ptr %_ni.addr.9
  br label %aligned25
aligned25:
  %v84 = and i1 %v21, %v83
  br i1 %v84, label %stream85, label %cached86
stream85:
  %v88 = sub i64 %size._ntc, 16
  br label %cond89
cond89:
  %i92 = load i64, ptr %_ni.addr.9
  %v93 = icmp sle i64 %i92, %v88
  br i1 %v93, label %body90, label %exit91
body90:
  %v94 = add i64 %size._mt0, %i7
  %v95 = mul i64 %v94, %size.B0
  %v96 = add i64 %size._nt0, %i92
  %v97 = add i64 %v95, %v96
  %p98 = getelementptr float, ptr %buf.y, i64 %v97
  %ld99 = load <16 x float>, ptr %p98, align 4
  %v100 = fmul contract <16 x float> splat (float 0x3FF0000000000000), %ld99
  %ins101 = insertelement <16 x i64> poison, i64 %i92, i64 0
  %splat102 = shufflevector <16 x i64> %ins101, <16 x i64> poison, <16 x i32> zeroinitializer
  %step103 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane104 = add <16 x i64> %splat102, %step103
  %ins105 = insertelement <16 x i64> poison, i64 %size._nt0, i64 0
  %splat106 = shufflevector <16 x i64> %ins105, <16 x i64> poison, <16 x i32> zeroinitializer
  %v107 = add <16 x i64> %splat106, %lane104
  %ins108 = insertelement <16 x i64> poison, i64 %size.CN, i64 0
  %splat109 = shufflevector <16 x i64> %ins108, <16 x i64> poison, <16 x i32> zeroinitializer
  %v110 = sdiv <16 x i64> %v107, %splat109
  %v111 = srem <16 x i64> %v107, %splat109
  %v112 = icmp ne <16 x i64> %v111, zeroinitializer
  %v113 = icmp slt <16 x i64> %v111, zeroinitializer
  %v114 = icmp slt <16 x i64> %splat109, zeroinitializer
  %v115 = xor <16 x i1> %v113, %v114
  %v116 = and <16 x i1> %v112, %v115
  %v117 = add <16 x i64> %v111, %splat109
  %v118 = select <16 x i1> %v116, <16 x i64> %v117, <16 x i64> %v111
  %ins119 = insertelement <16 x i64> poison, i64 %size.CN, i64 0
  %splat120 = shufflevector <16 x i64> %ins119, <16 x i64> poison, <16 x i32> zeroinitializer
  %v121 = icmp sge <16 x i64> %v118, zeroinitializer
  %v122 = icmp slt <16 x i64> %v118, %splat120
  %v123 = and <16 x i1> %v121, %v122
  %ins124 = insertelement <16 x i64> poison, i64 %size._nt0, i64 0
  %splat125 = shufflevector <16 x i64> %ins124, <16 x i64> poison, <16 x i32> zeroinitializer
  %v126 = add <16 x i64> %splat125, %lane104
  %ins127 = insertelement <16 x i64> poison, i64 %size.CN, i64 0
  %splat128 = shufflevector <16 x i64> %ins127, <16 x i64> poison, <16 x i32> zeroinitializer
  %v129 = sdiv <16 x i64> %v126, %splat128
  %v130 = srem <16 x i64> %v126, %splat128
  %v131 = icmp ne <16 x i64> %v130, zeroinitializer
  %v132 = icmp slt <16 x i64> %v130, zeroinitializer
  %v133 = icmp slt <16 x i64> %splat128, zeroinitializer
  %v134 = xor <16 x i1> %v132, %v133
  %v135 = and <16 x i1> %v131, %v134
  %v136 = add <16 x i64> %v130, %splat128
  %v137 = select <16 x i1> %v135, <16 x i64> %v136, <16 x i64> %v130
  %ps138 = getelementptr float, ptr %buf.c, <16 x i64> %v137
  %ld139 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps138, <16 x i1> %v123, <16 x float> zeroinitializer)
  %v140 = fmul contract <16 x float> splat (float 0x3FF0000000000000), %ld139
  %v141 = fadd contract <16 x float> %v100, %v140
  %v142 = add i64 %size._mt0, %i7
  %v143 = mul i64 %v142, %size.B0
  %v144 = add i64 %size._nt0, %i92
  %v145 = add i64 %v143, %v144
  %p146 = getelementptr float, ptr %buf.y, i64 %v145
  store <16 x float> %v141, ptr %p146, align 64, !nontemporal !{i32 1}
  %v147 = add nsw i64 %i92, 16
  store i64 %v147, ptr %_ni.addr.9
  br label %cond89
exit91:
  br label %join87
cached86:
  %v148 = sub i64 %size._ntc, 16
  br label %cond149
cond149:
  %i152 = load i64, ptr %_ni.addr.9
  %v153 = icmp sle i64 %i152, %v148
  br i1 %v153, label %body150, label %exit151
body150:
  %v154 = add i64 %size._mt0, %i7
  %v155 = mul i64 %v154, %size.B0
  %v156 = add i64 %size._nt0, %i152
  %v157 = add i64 %v155, %v156
  %p158 = getelementptr float, ptr %buf.y, i64 %v157
  %ld159 = load <16 x float>, ptr %p158, align 4
  %v160 = fmul contract <16 x float> splat (float 0x3FF0000000000000), %ld159
  %ins161 = insertelement <16 x i64> poison, i64 %i152, i64 0
  %splat162 = shufflevector <16 x i64> %ins161, <16 x i64> poison, <16 x i32> zeroinitializer
  %step163 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane164 = add <16 x i64> %splat162, %step163
  %ins165 = insertelement <16 x i64> poison, i64 %size._nt0, i64 0
  %splat166 = shufflevector <16 x i64> %ins165, <16 x i64> poison, <16 x i32> zeroinitializer
  %v167 = add <16 x i64> %splat166, %lane164
  %ins168 = insertelement <16 x i64> poison, i64 %size.CN, i64 0
  %splat169 = shufflevector <16 x i64> %ins168, <16 x i64> poison, <16 x i32> zeroinitializer
  %v170 = sdiv <16 x i64> %v167, %splat169
  %v171 = srem <16 x i64> %v167, %splat169
  %v172 = icmp ne <16 x i64> %v171, zeroinitializer
  %v173 = icmp slt <16 x i64> %v171, zeroinitializer
  %v174 = icmp slt <16 x i64> %splat169, zeroinitializer
  %v175 = xor <16 x i1> %v173, %v174
  %v176 = and <16 x i1> %v172, %v175
  %v177 = add <16 x i64> %v171, %splat169
  %v178 = select <16 x i1> %v176, <16 x i64> %v177, <16 x i64> %v171
  %ins179 = insertelement <16 x i64> poison, i64 %size.CN, i64 0
  %splat180 = shufflevector <16 x i64> %ins179, <16 x i64> poison, <16 x i32> zeroinitializer
  %v181 = icmp sge <16 x i64> %v178, zeroinitializer
  %v182 = icmp slt <16 x i64> %v178, %splat180
  %v183 = and <16 x i1> %v181, %v182
  %ins184 = insertelement <16 x i64> poison, i64 %size._nt0, i64 0
  %splat185 = shufflevector <16 x i64> %ins184, <16 x i64> poison, <16 x i32> zeroinitializer
  %v186 = add <16 x i64> %splat185, %lane164
  %ins187 = insertelement <16 x i64> poison, i64 %size.CN, i64 0
  %splat188 = shufflevector <16 x i64> %ins187, <16 x i64> poison, <16 x i32> zeroinitializer
  %v189 = sdiv <16 x i64> %v186, %splat188
  %v190 = srem <16 x i64> %v186, %splat188
  %v191 = icmp ne <16 x i64> %v190, zeroinitializer
  %v192 = icmp slt <16 x i64> %v190, zeroinitializer
  %v193 = icmp slt <16 x i64> %splat188, zeroinitializer
  %v194 = xor <16 x i1> %v192, %v193
  %v195 = and <16 x i1> %v191, %v194
  %v196 = add <16 x i64> %v190, %splat188
  %v197 = select <16 x i1> %v195, <16 x i64> %v196, <16 x i64> %v190
  %ps198 = getelementptr float, ptr %buf.c, <16 x i64> %v197
  %ld199 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps198, <16 x i1> %v183, <16 x float> zeroinitializer)
  %v200 = fmul contract <16 x float> splat (float 0x3FF0000000000000), %ld199
  %v201 = fadd contract <16 x float> %v160, %v200
  %v202 = add i64 %size._mt0, %i7
  %v203 = mul i64 %v202, %size.B0
  %v204 = add i64 %size._nt0, %i152
  %v205 = add i64 %v203, %v204
  %p206 = getelementptr float, ptr %buf.y, i64 %v205
  store <16 x float> %v201, ptr %p206, align 4
  %v207 = add nsw i64 %i152, 16
  store i64 %v207, ptr %_ni.addr.9
  br label %cond149
exit151:
  br label %join87
join87:
  %i208 = load i64, ptr %_ni.addr.9
  %v209 = icmp slt i64 %i208, %size._ntc
  br i1 %v209, label %tail210, label %done211
tail210:
  %mask212 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i208, i64 %size._ntc)
  %v213 = add i64 %size._mt0, %i7
  %v214 = mul i64 %v213, %size.B0
  %v215 = add i64 %size._nt0, %i208
  %v216 = add i64 %v214, %v215
  %p217 = getelementptr float, ptr %buf.y, i64 %v216
  %ld218 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p217, <16 x i1> %mask212, <16 x float> zeroinitializer)
  %v219 = fmul contract <16 x float> splat (float 0x3FF0000000000000), %ld218
  %ins220 = insertelement <16 x i64> poison, i64 %i208, i64 0
  %splat221 = shufflevector <16 x i64> %ins220, <16 x i64> poison, <16 x i32> zeroinitializer
  %step222 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane223 = add <16 x i64> %splat221, %step222
  %ins224 = insertelement <16 x i64> poison, i64 %size._nt0, i64 0
  %splat225 = shufflevector <16 x i64> %ins224, <16 x i64> poison, <16 x i32> zeroinitializer
  %v226 = add <16 x i64> %splat225, %lane223
  %ins227 = insertelement <16 x i64> poison, i64 %size.CN, i64 0
  %splat228 = shufflevector <16 x i64> %ins227, <16 x i64> poison, <16 x i32> zeroinitializer
  %v229 = sdiv <16 x i64> %v226, %splat228
  %v230 = srem <16 x i64> %v226, %splat228
  %v231 = icmp ne <16 x i64> %v230, zeroinitializer
  %v232 = icmp slt <16 x i64> %v230, zeroinitializer
  %v233 = icmp slt <16 x i64> %splat228, zeroinitializer
  %v234 = xor <16 x i1> %v232, %v233
  %v235 = and <16 x i1> %v231, %v234
  %v236 = add <16 x i64> %v230, %splat228
  %v237 = select <16 x i1> %v235, <16 x i64> %v236, <16 x i64> %v230
  %ins238 = insertelement <16 x i64> poison, i64 %size.CN, i64 0
  %splat239 = shufflevector <16 x i64> %ins238, <16 x i64> poison, <16 x i32> zeroinitializer
  %v240 = icmp sge <16 x i64> %v237, zeroinitializer
  %v241 = icmp slt <16 x i64> %v237, %splat239
  %v242 = and <16 x i1> %v240, %v241
  %v243 = and <16 x i1> %mask212, %v242
  %ins244 = insertelement <16 x i64> poison, i64 %size._nt0, i64 0
  %splat245 = shufflevector <16 x i64> %ins244, <16 x i64> poison, <16 x i32> zeroinitializer
  %v246 = add <16 x i64> %splat245, %lane223
  %ins247 = insertelement <16 x i64> poison, i64 %size.CN, i64 0
  %splat248 = shufflevector <16 x i64> %ins247, <16 x i64> poison, <16 x i32> zeroinitializer
  %v249 = sdiv <16 x i64> %v246, %splat248
  %v250 = srem <16 x i64> %v246, %splat248
  %v251 = icmp ne <16 x i64> %v250, zeroinitializer
  %v252 = icmp slt <16 x i64> %v250, zeroinitializer
  %v253 = icmp slt <16 x i64> %splat248, zeroinitializer
  %v254 = xor <16 x i1> %v252, %v253
  %v255 = and <16 x i1> %v251, %v254
  %v256 = add <16 x i64> %v250, %splat248
  %v257 = select <16 x i1> %v255, <16 x i64> %v256, <16 x i64> %v250
  %ps258 = getelementptr float, ptr %buf.c, <16 x i64> %v257
  %ld259 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps258, <16 x i1> %v243, <16 x float> zeroinitializer)
  %v260 = fmul contract <16 x float> splat (float 0x3FF0000000000000), %ld259
  %v261 = fadd contract <16 x float> %v219, %v260
  %v262 = add i64 %size._mt0, %i7
  %v263 = mul i64 %v262, %size.B0
  %v264 = add i64 %size._nt0, %i208
  %v265 = add i64 %v263, %v264
  %p266 = getelementptr float, ptr %buf.y, i64 %v265
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v261, ptr align 4 %p266, <16 x i1> %mask212)
  br label %done211
done211:
  %v267 = add nsw i64 %i7, 1
  store i64 %v267, ptr %_mi.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}

define void @"jr.op.gemm.exact"(ptr noalias %buf.a, ptr noalias %buf.b, ptr noalias %buf.c, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.A0, i64 %size.A1, i64 %size.B0, i64 %size.B1, i64 %size.CN, i64 %range.lo, i64 %range.hi) nounwind {
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
  %v14 = icmp slt i64 %i13, %size.B0
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
  %ins34 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %splat35 = shufflevector <16 x i64> %ins34, <16 x i64> poison, <16 x i32> zeroinitializer
  %v36 = icmp sge <16 x i64> %lane33, zeroinitializer
  %v37 = icmp slt <16 x i64> %lane33, %splat35
  %v38 = and <16 x i1> %v36, %v37
  %v39 = mul i64 %i13, %size.B1
  %v40 = add i64 %v39, %i24
  %p41 = getelementptr float, ptr %buf.b, i64 %v40
  %ld42 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p41, <16 x i1> %v38, <16 x float> zeroinitializer)
  %v43 = fmul contract <16 x float> %ld29, %ld42
  %ins44 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %splat45 = shufflevector <16 x i64> %ins44, <16 x i64> poison, <16 x i32> zeroinitializer
  %v46 = icmp sge <16 x i64> %lane33, zeroinitializer
  %v47 = icmp slt <16 x i64> %lane33, %splat45
  %v48 = and <16 x i1> %v46, %v47
  %old49 = load <16 x float>, ptr %acc15
  %v50 = fadd <16 x float> %old49, %v43
  %v51 = select <16 x i1> %v48, <16 x float> %v50, <16 x float> %old49
  store <16 x float> %v51, ptr %acc15
  %v52 = add nsw i64 %i24, 16
  %v53 = mul i64 %i7, %size.A1
  %v54 = add i64 %v53, %v52
  %p55 = getelementptr float, ptr %buf.a, i64 %v54
  %ld56 = load <16 x float>, ptr %p55, align 4
  %ins57 = insertelement <16 x i64> poison, i64 %v52, i64 0
  %splat58 = shufflevector <16 x i64> %ins57, <16 x i64> poison, <16 x i32> zeroinitializer
  %step59 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane60 = add <16 x i64> %splat58, %step59
  %ins61 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %splat62 = shufflevector <16 x i64> %ins61, <16 x i64> poison, <16 x i32> zeroinitializer
  %v63 = icmp sge <16 x i64> %lane60, zeroinitializer
  %v64 = icmp slt <16 x i64> %lane60, %splat62
  %v65 = and <16 x i1> %v63, %v64
  %v66 = mul i64 %i13, %size.B1
  %v67 = add i64 %v66, %v52
  %p68 = getelementptr float, ptr %buf.b, i64 %v67
  %ld69 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p68, <16 x i1> %v65, <16 x float> zeroinitializer)
  %v70 = fmul contract <16 x float> %ld56, %ld69
  %ins71 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %splat72 = shufflevector <16 x i64> %ins71, <16 x i64> poison, <16 x i32> zeroinitializer
  %v73 = icmp sge <16 x i64> %lane60, zeroinitializer
  %v74 = icmp slt <16 x i64> %lane60, %splat72
  %v75 = and <16 x i1> %v73, %v74
  %old76 = load <16 x float>, ptr %acc16
  %v77 = fadd <16 x float> %old76, %v70
  %v78 = select <16 x i1> %v75, <16 x float> %v77, <16 x float> %old76
  store <16 x float> %v78, ptr %acc16
  %v79 = add nsw i64 %i24, 32
  %v80 = mul i64 %i7, %size.A1
  %v81 = add i64 %v80, %v79
  %p82 = getelementptr float, ptr %buf.a, i64 %v81
  %ld83 = load <16 x float>, ptr %p82, align 4
  %ins84 = insertelement <16 x i64> poison, i64 %v79, i64 0
  %splat85 = shufflevector <16 x i64> %ins84, <16 x i64> poison, <16 x i32> zeroinitializer
  %step86 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane87 = add <16 x i64> %splat85, %step86
  %ins88 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %splat89 = shufflevector <16 x i64> %ins88, <16 x i64> poison, <16 x i32> zeroinitializer
  %v90 = icmp sge <16 x i64> %lane87, zeroinitializer
  %v91 = icmp slt <16 x i64> %lane87, %splat89
  %v92 = and <16 x i1> %v90, %v91
  %v93 = mul i64 %i13, %size.B1
  %v94 = add i64 %v93, %v79
  %p95 = getelementptr float, ptr %buf.b, i64 %v94
  %ld96 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p95, <16 x i1> %v92, <16 x float> zeroinitializer)
  %v97 = fmul contract <16 x float> %ld83, %ld96
  %ins98 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %splat99 = shufflevector <16 x i64> %ins98, <16 x i64> poison, <16 x i32> zeroinitializer
  %v100 = icmp sge <16 x i64> %lane87, zeroinitializer
  %v101 = icmp slt <16 x i64> %lane87, %splat99
  %v102 = and <16 x i1> %v100, %v101
  %old103 = load <16 x float>, ptr %acc17
  %v104 = fadd <16 x float> %old103, %v97
  %v105 = select <16 x i1> %v102, <16 x float> %v104, <16 x float> %old103
  store <16 x float> %v105, ptr %acc17
  %v106 = add nsw i64 %i24, 48
  %v107 = mul i64 %i7, %size.A1
  %v108 = add i64 %v107, %v106
  %p109 = getelementptr float, ptr %buf.a, i64 %v108
  %ld110 = load <16 x float>, ptr %p109, align 4
  %ins111 = insertelement <16 x i64> poison, i64 %v106, i64 0
  %splat112 = shufflevector <16 x i64> %ins111, <16 x i64> poison, <16 x i32> zeroinitializer
  %step113 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane114 = add <16 x i64> %splat112, %step113
  %ins115 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %splat116 = shufflevector <16 x i64> %ins115, <16 x i64> poison, <16 x i32> zeroinitializer
  %v117 = icmp sge <16 x i64> %lane114, zeroinitializer
  %v118 = icmp slt <16 x i64> %lane114, %splat116
  %v119 = and <16 x i1> %v117, %v118
  %v120 = mul i64 %i13, %size.B1
  %v121 = add i64 %v120, %v106
  %p122 = getelementptr float, ptr %buf.b, i64 %v121
  %ld123 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p122, <16 x i1> %v119, <16 x float> zeroinitializer)
  %v124 = fmul contract <16 x float> %ld110, %ld123
  %ins125 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %splat126 = shufflevector <16 x i64> %ins125, <16 x i64> poison, <16 x i32> zeroinitializer
  %v127 = icmp sge <16 x i64> %lane114, zeroinitializer
  %v128 = icmp slt <16 x i64> %lane114, %splat126
  %v129 = and <16 x i1> %v127, %v128
  %old130 = load <16 x float>, ptr %acc18
  %v131 = fadd <16 x float> %old130, %v124
  %v132 = select <16 x i1> %v129, <16 x float> %v131, <16 x float> %old130
  store <16 x float> %v132, ptr %acc18
  %v133 = add nsw i64 %i24, 64
  store i64 %v133, ptr %k.addr.19
  br label %cond21
exit23:
  %v134 = sub i64 %size.A1, 16
  br label %cond135
cond135:
  %i138 = load i64, ptr %k.addr.19
  %v139 = icmp sle i64 %i138, %v134
  br i1 %v139, label %body136, label %exit137
body136:
  %v140 = mul i64 %i7, %size.A1
  %v141 = add i64 %v140, %i138
  %p142 = getelementptr float, ptr %buf.a, i64 %v141
  %ld143 = load <16 x float>, ptr %p142, align 4
  %ins144 = insertelement <16 x i64> poison, i64 %i138, i64 0
  %splat145 = shufflevector <16 x i64> %ins144, <16 x i64> poison, <16 x i32> zeroinitializer
  %step146 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane147 = add <16 x i64> %splat145, %step146
  %ins148 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %splat149 = shufflevector <16 x i64> %ins148, <16 x i64> poison, <16 x i32> zeroinitializer
  %v150 = icmp sge <16 x i64> %lane147, zeroinitializer
  %v151 = icmp slt <16 x i64> %lane147, %splat149
  %v152 = and <16 x i1> %v150, %v151
  %v153 = mul i64 %i13, %size.B1
  %v154 = add i64 %v153, %i138
  %p155 = getelementptr float, ptr %buf.b, i64 %v154
  %ld156 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p155, <16 x i1> %v152, <16 x float> zeroinitializer)
  %v157 = fmul contract <16 x float> %ld143, %ld156
  %ins158 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %splat159 = shufflevector <16 x i64> %ins158, <16 x i64> poison, <16 x i32> zeroinitializer
  %v160 = icmp sge <16 x i64> %lane147, zeroinitializer
  %v161 = icmp slt <16 x i64> %lane147, %splat159
  %v162 = and <16 x i1> %v160, %v161
  %old163 = load <16 x float>, ptr %acc15
  %v164 = fadd <16 x float> %old163, %v157
  %v165 = select <16 x i1> %v162, <16 x float> %v164, <16 x float> %old163
  store <16 x float> %v165, ptr %acc15
  %v166 = add nsw i64 %i138, 16
  store i64 %v166, ptr %k.addr.19
  br label %cond135
exit137:
  %i167 = load i64, ptr %k.addr.19
  %v168 = icmp slt i64 %i167, %size.A1
  br i1 %v168, label %tail169, label %done170
tail169:
  %mask171 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i167, i64 %size.A1)
  %v172 = mul i64 %i7, %size.A1
  %v173 = add i64 %v172, %i167
  %p174 = getelementptr float, ptr %buf.a, i64 %v173
  %ld175 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p174, <16 x i1> %mask171, <16 x float> zeroinitializer)
  %ins176 = insertelement <16 x i64> poison, i64 %i167, i64 0
  %splat177 = shufflevector <16 x i64> %ins176, <16 x i64> poison, <16 x i32> zeroinitializer
  %step178 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane179 = add <16 x i64> %splat177, %step178
  %ins180 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %splat181 = shufflevector <16 x i64> %ins180, <16 x i64> poison, <16 x i32> zeroinitializer
  %v182 = icmp sge <16 x i64> %lane179, zeroinitializer
  %v183 = icmp slt <16 x i64> %lane179, %splat181
  %v184 = and <16 x i1> %v182, %v183
  %v185 = and <16 x i1> %mask171, %v184
  %v186 = mul i64 %i13, %size.B1
  %v187 = add i64 %v186, %i167
  %p188 = getelementptr float, ptr %buf.b, i64 %v187
  %ld189 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p188, <16 x i1> %v185, <16 x float> zeroinitializer)
  %v190 = fmul contract <16 x float> %ld175, %ld189
  %ins191 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %splat192 = shufflevector <16 x i64> %ins191, <16 x i64> poison, <16 x i32> zeroinitializer
  %v193 = icmp sge <16 x i64> %lane179, zeroinitializer
  %v194 = icmp slt <16 x i64> %lane179, %splat192
  %v195 = and <16 x i1> %v193, %v194
  %v196 = and <16 x i1> %mask171, %v195
  %old197 = load <16 x float>, ptr %acc15
  %v198 = fadd <16 x float> %old197, %v190
  %v199 = select <16 x i1> %v196, <16 x float> %v198, <16 x float> %old197
  store <16 x float> %v199, ptr %acc15
  br label %done170
done170:
  %red200 = load <16 x float>, ptr %acc15
  %red201 = load <16 x float>, ptr %acc16
  %red202 = load <16 x float>, ptr %acc17
  %red203 = load <16 x float>, ptr %acc18
  %v204 = fadd <16 x float> %red200, %red201
  %v205 = fadd <16 x float> %v204, %red202
  %v206 = fadd <16 x float> %v205, %red203
  %v207 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v206)
  %v208 = fmul contract float 0x3FF0000000000000, %v207
  %v209 = sdiv i64 %i13, %size.CN
  %v210 = srem i64 %i13, %size.CN
  %v211 = icmp ne i64 %v210, 0
  %v212 = icmp slt i64 %v210, 0
  %v213 = icmp slt i64 %size.CN, 0
  %v214 = xor i1 %v212, %v213
  %v215 = and i1 %v211, %v214
  %v216 = add i64 %v210, %size.CN
  %v217 = select i1 %v215, i64 %v216, i64 %v210
  %v218 = icmp sge i64 %v217, 0
  %v219 = icmp slt i64 %v217, %size.CN
  %v220 = and i1 %v218, %v219
  %v221 = sdiv i64 %i13, %size.CN
  %v222 = srem i64 %i13, %size.CN
  %v223 = icmp ne i64 %v222, 0
  %v224 = icmp slt i64 %v222, 0
  %v225 = icmp slt i64 %size.CN, 0
  %v226 = xor i1 %v224, %v225
  %v227 = and i1 %v223, %v226
  %v228 = add i64 %v222, %size.CN
  %v229 = select i1 %v227, i64 %v228, i64 %v222
  %p230 = getelementptr float, ptr %buf.c, i64 %v229
  %p231 = select i1 %v220, ptr %p230, ptr @jr.zero
  %ld232 = load float, ptr %p231, align 4
  %v233 = fmul contract float 0x3FF0000000000000, %ld232
  %v234 = fadd contract float %v208, %v233
  %v235 = mul i64 %i7, %size.B0
  %v236 = add i64 %v235, %i13
  %p237 = getelementptr float, ptr %buf.y, i64 %v236
  store float %v234, ptr %p237, align 4
  %v238 = add nsw i64 %i13, 1
  store i64 %v238, ptr %n.addr.9
  br label %cond10
exit12:
  %v239 = add nsw i64 %i7, 1
  store i64 %v239, ptr %m.addr.1
  br label %cond4
exit6:
  ret void
}

define void @"jr.op.gemm"(ptr noalias %buf.a, ptr noalias %buf.b, ptr noalias %buf.c, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.A0, i64 %size.A1, i64 %size.B0, i64 %size.B1, i64 %size.CN, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %fin3 = alloca <16 x float>
  %fin4 = alloca <16 x float>
  %fin5 = alloca <16 x float>
  %fin6 = alloca <16 x float>
  %c9 = alloca i64
  %c40 = alloca i64
  %c177 = alloca i64
  %c208 = alloca i64
  %c227 = alloca i64
  %c249 = alloca i64
  %c250 = alloca i64
  %c348 = alloca i64
  %c354 = alloca i64
  %c381 = alloca i64
  %c396 = alloca i64
  %c397 = alloca i64
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
  %t64 = icmp sgt i64 1, 1
  %t65 = select i1 %t64, i64 1, i64 1
  %t66 = add i64 %size.B0, 511
  %t67 = sdiv i64 %t66, 512
  %t68 = add i64 %size.A0, 31
  %t69 = sdiv i64 %t68, 32
  %t70 = sub i64 %t67, 1
  %t71 = add i64 %size.B0, %t70
  %t72 = icmp sgt i64 %t67, 1
  %t73 = select i1 %t72, i64 %t67, i64 1
  %t74 = sdiv i64 %t71, %t73
  %t75 = add i64 %t74, 63
  %t76 = sdiv i64 %t75, 64
  %t77 = mul i64 %t76, 64
  %t78 = sub i64 %t69, 1
  %t79 = add i64 %size.A0, %t78
  %t80 = icmp sgt i64 %t69, 1
  %t81 = select i1 %t80, i64 %t69, i64 1
  %t82 = sdiv i64 %t79, %t81
  %t83 = add i64 %t82, 3
  %t84 = sdiv i64 %t83, 4
  %t85 = mul i64 %t84, 4
  %t86 = mul i64 %t67, %t69
  %t87 = icmp slt i64 %range.hi, %t86
  %t88 = select i1 %t87, i64 %range.hi, i64 %t86
  %t89 = ptrtoint ptr %scratch to i64
  %t90 = add i64 %t89, 63
  %t91 = and i64 %t90, -64
  %t92 = inttoptr i64 %t91 to ptr
  %t93 = add i64 85, 1
  %t94 = mul i64 %t93, 512
  %t95 = getelementptr float, ptr %t92, i64 %t94
  %t96 = and i1 true, true
  %t97 = icmp eq i64 %size.A0, 1
  %t98 = and i1 false, %t97
  %t99 = and i1 %t98, %t96
  %t100 = mul i64 1, %size.B1
  %t101 = add i64 %t100, 0
  %t102 = mul i64 0, %size.B1
  %t103 = add i64 %t102, 0
  %t104 = sub i64 %t101, %t103
  %t105 = sub i64 %size.A1, 1
  %t106 = mul i64 1, %t105
  %t107 = add i64 0, %t106
  %t108 = icmp sge i64 0, 0
  %t109 = icmp slt i64 %t107, %size.B1
  %t110 = and i1 %t108, %t109
  %t111 = and i1 true, %t110
  %t112 = and i1 true, %t111
  %t113 = mul i64 0, %size.B1
  %t114 = add i64 %t113, 1
  %t115 = mul i64 0, %size.B1
  %t116 = add i64 %t115, 0
  %t117 = sub i64 %t114, %t116
  %t118 = icmp eq i64 %t117, 1
  %t119 = mul i64 0, %size.A1
  %t120 = add i64 %t119, 1
  %t121 = mul i64 0, %size.A1
  %t122 = add i64 %t121, 0
  %t123 = sub i64 %t120, %t122
  %t124 = icmp eq i64 %t123, 1
  %t125 = and i1 %t118, %t124
  %t126 = icmp eq i64 %size.A0, 1
  %t127 = and i1 %t126, %t96
  %t128 = and i1 %t112, %t125
  %t129 = and i1 %t128, %t127
  %t130 = select i1 false, i64 128, i64 85
  %t131 = sdiv i64 %t130, %t65
  %t132 = icmp sgt i64 %t131, 1
  %t133 = select i1 %t132, i64 %t131, i64 1
  %t134 = sub i64 %t133, 1
  %t135 = add i64 %size.A1, %t134
  %t136 = sdiv i64 %t135, %t133
  %t137 = icmp sgt i64 %t136, 1
  %t138 = select i1 %t137, i64 %t136, i64 1
  %t139 = sub i64 %t138, 1
  %t140 = add i64 %size.A1, %t139
  %t141 = sdiv i64 %t140, %t138
  %t142 = icmp sgt i64 %t141, 1
  %t143 = select i1 %t142, i64 %t141, i64 1
  %t144 = mul i64 1, %size.A1
  %t145 = add i64 %t144, 0
  %t146 = mul i64 0, %size.A1
  %t147 = add i64 %t146, 0
  %t148 = sub i64 %t145, %t147
  %t149 = mul i64 0, %size.A1
  %t150 = add i64 %t149, 1
  %t151 = mul i64 0, %size.A1
  %t152 = add i64 %t151, 0
  %t153 = sub i64 %t150, %t152
  %t154 = mul i64 0, %size.B1
  %t155 = add i64 %t154, 1
  %t156 = mul i64 0, %size.B1
  %t157 = add i64 %t156, 0
  %t158 = sub i64 %t155, %t157
  %t159 = mul i64 1, %size.B0
  %t160 = add i64 %t159, 0
  %t161 = mul i64 0, %size.B0
  %t162 = add i64 %t161, 0
  %t163 = sub i64 %t160, %t162
  %t164 = icmp sgt i64 %size.A0, 16
  %t165 = or i1 %t164, %t129
  %t166 = and i1 %t63, %t165
  br i1 %t166, label %gemm167, label %exact168
exact168:
  %t170 = icmp eq i64 %range.lo, 0
  br i1 %t170, label %exact.run169, label %exact.done
exact.run169:
  call void @"jr.op.gemm.exact"(ptr %buf.a, ptr %buf.b, ptr %buf.c, ptr %buf.y, ptr %scratch, i64 %size.A0, i64 %size.A1, i64 %size.B0, i64 %size.B1, i64 %size.CN, i64 0, i64 4611686018427387904)
  br label %exact.done
exact.done:
  ret void
gemm167:
  br label %packed171
packed171:
  %t173 = sub i64 %t69, 1
  %t174 = add i64 %t88, %t173
  %t175 = udiv i64 %t174, %t69
  %t176 = udiv i64 %range.lo, %t69
  store i64 %t176, ptr %c177
  br label %head178
head178:
  %i181 = load i64, ptr %c177
  %t182 = icmp slt i64 %i181, %t175
  br i1 %t182, label %body179, label %done180
body179:
  %t183 = urem i64 %i181, %t67
  %t184 = udiv i64 %i181, %t67
  %t185 = mul i64 %i181, %t69
  %t186 = sub i64 %range.lo, %t185
  %t187 = icmp sgt i64 %t186, 0
  %t188 = select i1 %t187, i64 %t186, i64 0
  %t189 = mul i64 %t188, %t85
  %t190 = icmp slt i64 %size.A0, %t189
  %t191 = select i1 %t190, i64 %size.A0, i64 %t189
  %t192 = sub i64 %t88, %t185
  %t193 = icmp slt i64 %t192, %t69
  %t194 = select i1 %t193, i64 %t192, i64 %t69
  %t195 = mul i64 %t194, %t85
  %t196 = icmp slt i64 %size.A0, %t195
  %t197 = select i1 %t196, i64 %size.A0, i64 %t195
  %t198 = sub i64 %t197, %t191
  %t199 = mul i64 %t183, %t77
  %t200 = sub i64 %size.B0, %t199
  %t201 = icmp slt i64 %t77, %t200
  %t202 = select i1 %t201, i64 %t77, i64 %t200
  %t203 = add i64 %t202, 63
  %t204 = sdiv i64 %t203, 64
  %t207 = icmp slt i64 %t191, %t197
  br i1 %t207, label %rows205, label %norows206
rows205:
  store i64 0, ptr %c208
  br label %head209
head209:
  %i212 = load i64, ptr %c208
  %t213 = icmp slt i64 %i212, %t138
  br i1 %t213, label %body210, label %done211
body210:
  %t214 = mul i64 %i212, %t143
  %t215 = add i64 %t214, %t143
  %t216 = icmp slt i64 %t215, %size.A1
  %t217 = select i1 %t216, i64 %t215, i64 %size.A1
  %t218 = sub i64 %t217, %t214
  %t219 = icmp sgt i64 %t218, 0
  %t220 = select i1 %t219, i64 %t218, i64 0
  %t221 = mul i64 %t220, 1
  %t222 = icmp sgt i64 %i212, 0
  br label %packb223
packb223:
  br i1 false, label %panels224, label %pack226
pack226:
  store i64 0, ptr %c227
  br label %head228
head228:
  %i231 = load i64, ptr %c227
  %t232 = icmp slt i64 %i231, %t204
  br i1 %t232, label %body229, label %done230
body229:
  %t233 = mul i64 %i231, 64
  %t234 = mul i64 %i231, %t221
  %t235 = mul i64 %t234, 64
  %t236 = getelementptr float, ptr %t92, i64 %t235
  %t237 = add i64 %t233, 0
  %t238 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t237, i64 %t202)
  %t239 = add i64 %t199, %t237
  %t240 = add i64 %t233, 16
  %t241 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t240, i64 %t202)
  %t242 = add i64 %t199, %t240
  %t243 = add i64 %t233, 32
  %t244 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t243, i64 %t202)
  %t245 = add i64 %t199, %t243
  %t246 = add i64 %t233, 48
  %t247 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t246, i64 %t202)
  %t248 = add i64 %t199, %t246
  store i64 0, ptr %c249
  store i64 %t214, ptr %c250
  br label %head251
head251:
  %i254 = load i64, ptr %c250
  %t255 = icmp slt i64 %i254, %t217
  br i1 %t255, label %body252, label %done253
body252:
  %t256 = load i64, ptr %c249
  %t257 = icmp sge i64 %i254, 0
  %t258 = icmp slt i64 %i254, %size.B1
  %t259 = and i1 %t257, %t258
  %t260 = select i1 %t259, <16 x i1> %t238, <16 x i1> zeroinitializer
  %t261 = mul i64 %t239, %size.B1
  %t262 = add i64 %t261, %i254
  %t263 = insertelement <16 x i64> poison, i64 %t262, i64 0
  %t264 = shufflevector <16 x i64> %t263, <16 x i64> poison, <16 x i32> zeroinitializer
  %t265 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %t266 = shufflevector <16 x i64> %t265, <16 x i64> poison, <16 x i32> zeroinitializer
  %t267 = mul <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t266
  %t268 = add <16 x i64> %t264, %t267
  %t269 = mul i64 %t256, 64
  %t270 = add i64 %t269, 0
  %t271 = getelementptr float, ptr %t236, i64 %t270
  br i1 false, label %load272, label %gather273
load272:
  %t275 = getelementptr float, ptr %buf.b, i64 %t262
  %t276 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t275, <16 x i1> %t260, <16 x float> zeroinitializer)
  store <16 x float> %t276, ptr %t271, align 4
  br label %packed274
gather273:
  %t277 = getelementptr float, ptr %buf.b, <16 x i64> %t268
  %t278 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t277, <16 x i1> %t260, <16 x float> zeroinitializer)
  store <16 x float> %t278, ptr %t271, align 4
  br label %packed274
packed274:
  %t279 = icmp sge i64 %i254, 0
  %t280 = icmp slt i64 %i254, %size.B1
  %t281 = and i1 %t279, %t280
  %t282 = select i1 %t281, <16 x i1> %t241, <16 x i1> zeroinitializer
  %t283 = mul i64 %t242, %size.B1
  %t284 = add i64 %t283, %i254
  %t285 = insertelement <16 x i64> poison, i64 %t284, i64 0
  %t286 = shufflevector <16 x i64> %t285, <16 x i64> poison, <16 x i32> zeroinitializer
  %t287 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %t288 = shufflevector <16 x i64> %t287, <16 x i64> poison, <16 x i32> zeroinitializer
  %t289 = mul <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t288
  %t290 = add <16 x i64> %t286, %t289
  %t291 = mul i64 %t256, 64
  %t292 = add i64 %t291, 16
  %t293 = getelementptr float, ptr %t236, i64 %t292
  br i1 false, label %load294, label %gather295
load294:
  %t297 = getelementptr float, ptr %buf.b, i64 %t284
  %t298 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t297, <16 x i1> %t282, <16 x float> zeroinitializer)
  store <16 x float> %t298, ptr %t293, align 4
  br label %packed296
gather295:
  %t299 = getelementptr float, ptr %buf.b, <16 x i64> %t290
  %t300 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t299, <16 x i1> %t282, <16 x float> zeroinitializer)
  store <16 x float> %t300, ptr %t293, align 4
  br label %packed296
packed296:
  %t301 = icmp sge i64 %i254, 0
  %t302 = icmp slt i64 %i254, %size.B1
  %t303 = and i1 %t301, %t302
  %t304 = select i1 %t303, <16 x i1> %t244, <16 x i1> zeroinitializer
  %t305 = mul i64 %t245, %size.B1
  %t306 = add i64 %t305, %i254
  %t307 = insertelement <16 x i64> poison, i64 %t306, i64 0
  %t308 = shufflevector <16 x i64> %t307, <16 x i64> poison, <16 x i32> zeroinitializer
  %t309 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %t310 = shufflevector <16 x i64> %t309, <16 x i64> poison, <16 x i32> zeroinitializer
  %t311 = mul <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t310
  %t312 = add <16 x i64> %t308, %t311
  %t313 = mul i64 %t256, 64
  %t314 = add i64 %t313, 32
  %t315 = getelementptr float, ptr %t236, i64 %t314
  br i1 false, label %load316, label %gather317
load316:
  %t319 = getelementptr float, ptr %buf.b, i64 %t306
  %t320 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t319, <16 x i1> %t304, <16 x float> zeroinitializer)
  store <16 x float> %t320, ptr %t315, align 4
  br label %packed318
gather317:
  %t321 = getelementptr float, ptr %buf.b, <16 x i64> %t312
  %t322 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t321, <16 x i1> %t304, <16 x float> zeroinitializer)
  store <16 x float> %t322, ptr %t315, align 4
  br label %packed318
packed318:
  %t323 = icmp sge i64 %i254, 0
  %t324 = icmp slt i64 %i254, %size.B1
  %t325 = and i1 %t323, %t324
  %t326 = select i1 %t325, <16 x i1> %t247, <16 x i1> zeroinitializer
  %t327 = mul i64 %t248, %size.B1
  %t328 = add i64 %t327, %i254
  %t329 = insertelement <16 x i64> poison, i64 %t328, i64 0
  %t330 = shufflevector <16 x i64> %t329, <16 x i64> poison, <16 x i32> zeroinitializer
  %t331 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %t332 = shufflevector <16 x i64> %t331, <16 x i64> poison, <16 x i32> zeroinitializer
  %t333 = mul <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t332
  %t334 = add <16 x i64> %t330, %t333
  %t335 = mul i64 %t256, 64
  %t336 = add i64 %t335, 48
  %t337 = getelementptr float, ptr %t236, i64 %t336
  br i1 false, label %load338, label %gather339
load338:
  %t341 = getelementptr float, ptr %buf.b, i64 %t328
  %t342 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t341, <16 x i1> %t326, <16 x float> zeroinitializer)
  store <16 x float> %t342, ptr %t337, align 4
  br label %packed340
gather339:
  %t343 = getelementptr float, ptr %buf.b, <16 x i64> %t334
  %t344 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t343, <16 x i1> %t326, <16 x float> zeroinitializer)
  store <16 x float> %t344, ptr %t337, align 4
  br label %packed340
packed340:
  %t345 = add i64 %t256, 1
  store i64 %t345, ptr %c249
  %t346 = add nsw i64 %i254, 1
  store i64 %t346, ptr %c250
  br label %head251
done253:
  %t347 = add nsw i64 %i231, 1
  store i64 %t347, ptr %c227
  br label %head228
done230:
  br label %panels224
panels224:
  store i64 %t191, ptr %c348
  br label %head349
head349:
  %i352 = load i64, ptr %c348
  %t353 = icmp slt i64 %i352, %t197
  br i1 %t353, label %body350, label %done351
body350:
  store i64 0, ptr %c354
  br label %head355
head355:
  %i358 = load i64, ptr %c354
  %t359 = icmp slt i64 %i358, %t204
  br i1 %t359, label %body356, label %done357
body356:
  %t360 = add i64 %i352, %t85
  %t361 = icmp slt i64 %t360, %t197
  %t362 = select i1 %t361, i64 %t360, i64 %t197
  %t363 = mul i64 %i358, 64
  %t364 = add i64 %t363, 0
  %t365 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t364, i64 %t202)
  %t366 = add i64 %t363, 16
  %t367 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t366, i64 %t202)
  %t368 = add i64 %t363, 32
  %t369 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t368, i64 %t202)
  %t370 = add i64 %t363, 48
  %t371 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t370, i64 %t202)
  %t372 = add i64 %t199, %t363
  %t373 = mul i64 %t372, %size.B1
  %t374 = add i64 %t373, %t214
  %t375 = getelementptr float, ptr %buf.b, i64 %t374
  %t376 = mul i64 %i358, %t221
  %t377 = mul i64 %t376, 64
  %t378 = getelementptr float, ptr %t92, i64 %t377
  %t379 = select i1 false, ptr %t375, ptr %t378
  %t380 = select i1 false, i64 %t158, i64 64
  store i64 %i352, ptr %c381
  br label %head382
head382:
  %i385 = load i64, ptr %c381
  %t386 = icmp slt i64 %i385, %t362
  br i1 %t386, label %body383, label %done384
body383:
  %t387 = sub i64 %t362, %i385
  %t388 = icmp slt i64 4, %t387
  %t389 = select i1 %t388, i64 4, i64 %t387
  %t390 = mul i64 %i385, %size.A1
  %t391 = add i64 %t390, %t214
  %t392 = getelementptr float, ptr %buf.a, i64 %t391
  br i1 %t96, label %ready394, label %packa393
packa393:
  %t395 = sub i64 %t389, 1
  store i64 0, ptr %c396
  store i64 %t214, ptr %c397
  br label %head398
head398:
  %i401 = load i64, ptr %c397
  %t402 = icmp slt i64 %i401, %t217
  br i1 %t402, label %body399, label %done400
body399:
  %t403 = load i64, ptr %c396
  %t404 = icmp slt i64 0, %t395
  %t405 = select i1 %t404, i64 0, i64 %t395
  %t406 = add i64 %i385, %t405
  %t407 = mul i64 %t406, %size.A1
  %t408 = add i64 %t407, %i401
  %t409 = select i1 true, i64 %t408, i64 0
  %t410 = getelementptr float, ptr %buf.a, i64 %t409
  %t411 = load float, ptr %t410, align 4
  %t412 = select i1 true, float %t411, float 0.0
  %t413 = mul i64 %t403, 4
  %t414 = add i64 %t413, 0
  %t415 = getelementptr float, ptr %t95, i64 %t414
  store float %t412, ptr %t415, align 4
  %t416 = icmp slt i64 1, %t395
  %t417 = select i1 %t416, i64 1, i64 %t395
  %t418 = add i64 %i385, %t417
  %t419 = mul i64 %t418, %size.A1
  %t420 = add i64 %t419, %i401
  %t421 = select i1 true, i64 %t420, i64 0
  %t422 = getelementptr float, ptr %buf.a, i64 %t421
  %t423 = load float, ptr %t422, align 4
  %t424 = select i1 true, float %t423, float 0.0
  %t425 = mul i64 %t403, 4
  %t426 = add i64 %t425, 1
  %t427 = getelementptr float, ptr %t95, i64 %t426
  store float %t424, ptr %t427, align 4
  %t428 = icmp slt i64 2, %t395
  %t429 = select i1 %t428, i64 2, i64 %t395
  %t430 = add i64 %i385, %t429
  %t431 = mul i64 %t430, %size.A1
  %t432 = add i64 %t431, %i401
  %t433 = select i1 true, i64 %t432, i64 0
  %t434 = getelementptr float, ptr %buf.a, i64 %t433
  %t435 = load float, ptr %t434, align 4
  %t436 = select i1 true, float %t435, float 0.0
  %t437 = mul i64 %t403, 4
  %t438 = add i64 %t437, 2
  %t439 = getelementptr float, ptr %t95, i64 %t438
  store float %t436, ptr %t439, align 4
  %t440 = icmp slt i64 3, %t395
  %t441 = select i1 %t440, i64 3, i64 %t395
  %t442 = add i64 %i385, %t441
  %t443 = mul i64 %t442, %size.A1
  %t444 = add i64 %t443, %i401
  %t445 = select i1 true, i64 %t444, i64 0
  %t446 = getelementptr float, ptr %buf.a, i64 %t445
  %t447 = load float, ptr %t446, align 4
  %t448 = select i1 true, float %t447, float 0.0
  %t449 = mul i64 %t403, 4
  %t450 = add i64 %t449, 3
  %t451 = getelementptr float, ptr %t95, i64 %t450
  store float %t448, ptr %t451, align 4
  %t452 = add i64 %t403, 1
  store i64 %t452, ptr %c396
  %t453 = add nsw i64 %i401, 1
  store i64 %t453, ptr %c397
  br label %head398
done400:
  br label %ready394
ready394:
  %t454 = select i1 %t96, ptr %t392, ptr %t95
  %t455 = select i1 %t96, i64 %t148, i64 1
  %t456 = select i1 %t96, i64 %t153, i64 4
  %t457 = mul i64 %i385, %size.B0
  %t458 = add i64 %t457, %t372
  %t459 = getelementptr float, ptr %buf.y, i64 %t458
  %t460 = icmp eq i64 %t389, 1
  %t466 = zext i1 %t460 to i64
  %t467 = zext i1 false to i64
  %t468 = shl i64 %t467, 1
  %t469 = or i64 %t466, %t468
  switch i64 %t469, label %p463 [i64 1, label %p1464 i64 2, label %d461 i64 3, label %d1462]
p463:
  call void @"jr.mk.gemm.4p"(ptr %t454, i64 %t455, i64 %t456, i64 %t389, ptr %t379, i64 %t380, ptr %t459, i64 %t163, i64 %t221, i1 %t222, ptr %t379, i64 0, <16 x i1> %t365, <16 x i1> %t367, <16 x i1> %t369, <16 x i1> %t371)
  br label %called465
p1464:
  call void @"jr.mk.gemm.1p"(ptr %t454, i64 %t455, i64 %t456, i64 %t389, ptr %t379, i64 %t380, ptr %t459, i64 %t163, i64 %t221, i1 %t222, ptr %t379, i64 0, <16 x i1> %t365, <16 x i1> %t367, <16 x i1> %t369, <16 x i1> %t371)
  br label %called465
d461:
  call void @"jr.mk.gemm.4d"(ptr %t454, i64 %t455, i64 %t456, i64 %t389, ptr %t379, i64 %t380, ptr %t459, i64 %t163, i64 %t221, i1 %t222, ptr %t379, i64 0, <16 x i1> %t365, <16 x i1> %t367, <16 x i1> %t369, <16 x i1> %t371)
  br label %called465
d1462:
  call void @"jr.mk.gemm.1d"(ptr %t454, i64 %t455, i64 %t456, i64 %t389, ptr %t379, i64 %t380, ptr %t459, i64 %t163, i64 %t221, i1 %t222, ptr %t379, i64 0, <16 x i1> %t365, <16 x i1> %t367, <16 x i1> %t369, <16 x i1> %t371)
  br label %called465
called465:
  %t470 = add nsw i64 %i385, 4
  store i64 %t470, ptr %c381
  br label %head382
done384:
  %t471 = add nsw i64 %i358, 1
  store i64 %t471, ptr %c354
  br label %head355
done357:
  %t472 = add nsw i64 %i352, %t85
  store i64 %t472, ptr %c348
  br label %head349
done351:
  br label %kdone225
kdone225:
  %t473 = add nsw i64 %i212, 1
  store i64 %t473, ptr %c208
  br label %head209
done211:
  call void @"jr.op.gemm.epilogue"(ptr %buf.a, ptr %buf.b, ptr %buf.c, ptr %buf.y, ptr null, i64 %size.A0, i64 %size.A1, i64 %size.B0, i64 %size.B1, i64 %size.CN, i64 %t191, i64 %t198, i64 %t199, i64 %t202, i64 0, i64 4611686018427387904)
  br label %norows206
norows206:
  %t474 = add nsw i64 %i181, 1
  store i64 %t474, ptr %c177
  br label %head178
done180:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
