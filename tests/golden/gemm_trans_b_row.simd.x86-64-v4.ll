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

define internal void @"jr.gemv.gemm"(ptr %a, i64 %sak, ptr %b, i64 %sbk, ptr %c, i64 %ncols, i64 %kc) noinline nounwind {
entry:
  %c1 = alloca i64
  %c22 = alloca i64
  %c30 = alloca i64
  %c39 = alloca i64
  %c50 = alloca i64
  %c128 = alloca i64
  %c161 = alloca i64
  %c195 = alloca i64
  %c230 = alloca i64
  %c245 = alloca i64
  %c257 = alloca i64
  %c270 = alloca i64
  store i64 0, ptr %c1
  br label %head2
head2:
  %i5 = load i64, ptr %c1
  %t6 = icmp slt i64 %i5, %ncols
  br i1 %t6, label %body3, label %done4
body3:
  %t7 = sub i64 %ncols, %i5
  %t8 = icmp slt i64 4096, %t7
  %t9 = select i1 %t8, i64 4096, i64 %t7
  %t10 = getelementptr float, ptr %b, i64 %i5
  %t11 = ptrtoint ptr %t10 to i64
  %t12 = sub i64 0, %t11
  %t13 = and i64 %t12, 63
  %t14 = lshr i64 %t13, 2
  %t15 = icmp slt i64 %t9, %t14
  %t16 = select i1 %t15, i64 %t9, i64 %t14
  %t17 = sub i64 %t9, %t16
  %t18 = sdiv i64 %t17, 16
  %t19 = mul i64 %t18, 16
  %t20 = add i64 %t16, %t19
  %t21 = getelementptr float, ptr %c, i64 %i5
  store i64 %t16, ptr %c22
  br label %head23
head23:
  %i26 = load i64, ptr %c22
  %t27 = icmp slt i64 %i26, %t20
  br i1 %t27, label %body24, label %done25
body24:
  %t28 = getelementptr float, ptr %t21, i64 %i26
  store <16 x float> zeroinitializer, ptr %t28, align 4
  %t29 = add nsw i64 %i26, 16
  store i64 %t29, ptr %c22
  br label %head23
done25:
  store i64 0, ptr %c30
  br label %head31
head31:
  %i34 = load i64, ptr %c30
  %t35 = icmp slt i64 %i34, %t16
  br i1 %t35, label %body32, label %done33
body32:
  %t36 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i34, i64 %t16)
  %t37 = getelementptr float, ptr %t21, i64 %i34
  call void @llvm.masked.store.v16f32.p0(<16 x float> zeroinitializer, ptr align 4 %t37, <16 x i1> %t36)
  %t38 = add nsw i64 %i34, 16
  store i64 %t38, ptr %c30
  br label %head31
done33:
  store i64 %t20, ptr %c39
  br label %head40
head40:
  %i43 = load i64, ptr %c39
  %t44 = icmp slt i64 %i43, %t9
  br i1 %t44, label %body41, label %done42
body41:
  %t45 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i43, i64 %t9)
  %t46 = getelementptr float, ptr %t21, i64 %i43
  call void @llvm.masked.store.v16f32.p0(<16 x float> zeroinitializer, ptr align 4 %t46, <16 x i1> %t45)
  %t47 = add nsw i64 %i43, 16
  store i64 %t47, ptr %c39
  br label %head40
done42:
  %t48 = sdiv i64 %kc, 8
  %t49 = mul i64 %t48, 8
  store i64 0, ptr %c50
  br label %head51
head51:
  %i54 = load i64, ptr %c50
  %t55 = icmp slt i64 %i54, %t49
  br i1 %t55, label %body52, label %done53
body52:
  %t56 = add i64 %i54, 0
  %t57 = mul i64 %t56, %sak
  %t58 = getelementptr float, ptr %a, i64 %t57
  %t59 = load float, ptr %t58, align 4
  %t60 = insertelement <16 x float> poison, float %t59, i64 0
  %t61 = shufflevector <16 x float> %t60, <16 x float> poison, <16 x i32> zeroinitializer
  %t62 = mul i64 %t56, %sbk
  %t63 = add i64 %t62, %i5
  %t64 = getelementptr float, ptr %b, i64 %t63
  %t65 = add i64 %i54, 1
  %t66 = mul i64 %t65, %sak
  %t67 = getelementptr float, ptr %a, i64 %t66
  %t68 = load float, ptr %t67, align 4
  %t69 = insertelement <16 x float> poison, float %t68, i64 0
  %t70 = shufflevector <16 x float> %t69, <16 x float> poison, <16 x i32> zeroinitializer
  %t71 = mul i64 %t65, %sbk
  %t72 = add i64 %t71, %i5
  %t73 = getelementptr float, ptr %b, i64 %t72
  %t74 = add i64 %i54, 2
  %t75 = mul i64 %t74, %sak
  %t76 = getelementptr float, ptr %a, i64 %t75
  %t77 = load float, ptr %t76, align 4
  %t78 = insertelement <16 x float> poison, float %t77, i64 0
  %t79 = shufflevector <16 x float> %t78, <16 x float> poison, <16 x i32> zeroinitializer
  %t80 = mul i64 %t74, %sbk
  %t81 = add i64 %t80, %i5
  %t82 = getelementptr float, ptr %b, i64 %t81
  %t83 = add i64 %i54, 3
  %t84 = mul i64 %t83, %sak
  %t85 = getelementptr float, ptr %a, i64 %t84
  %t86 = load float, ptr %t85, align 4
  %t87 = insertelement <16 x float> poison, float %t86, i64 0
  %t88 = shufflevector <16 x float> %t87, <16 x float> poison, <16 x i32> zeroinitializer
  %t89 = mul i64 %t83, %sbk
  %t90 = add i64 %t89, %i5
  %t91 = getelementptr float, ptr %b, i64 %t90
  %t92 = add i64 %i54, 4
  %t93 = mul i64 %t92, %sak
  %t94 = getelementptr float, ptr %a, i64 %t93
  %t95 = load float, ptr %t94, align 4
  %t96 = insertelement <16 x float> poison, float %t95, i64 0
  %t97 = shufflevector <16 x float> %t96, <16 x float> poison, <16 x i32> zeroinitializer
  %t98 = mul i64 %t92, %sbk
  %t99 = add i64 %t98, %i5
  %t100 = getelementptr float, ptr %b, i64 %t99
  %t101 = add i64 %i54, 5
  %t102 = mul i64 %t101, %sak
  %t103 = getelementptr float, ptr %a, i64 %t102
  %t104 = load float, ptr %t103, align 4
  %t105 = insertelement <16 x float> poison, float %t104, i64 0
  %t106 = shufflevector <16 x float> %t105, <16 x float> poison, <16 x i32> zeroinitializer
  %t107 = mul i64 %t101, %sbk
  %t108 = add i64 %t107, %i5
  %t109 = getelementptr float, ptr %b, i64 %t108
  %t110 = add i64 %i54, 6
  %t111 = mul i64 %t110, %sak
  %t112 = getelementptr float, ptr %a, i64 %t111
  %t113 = load float, ptr %t112, align 4
  %t114 = insertelement <16 x float> poison, float %t113, i64 0
  %t115 = shufflevector <16 x float> %t114, <16 x float> poison, <16 x i32> zeroinitializer
  %t116 = mul i64 %t110, %sbk
  %t117 = add i64 %t116, %i5
  %t118 = getelementptr float, ptr %b, i64 %t117
  %t119 = add i64 %i54, 7
  %t120 = mul i64 %t119, %sak
  %t121 = getelementptr float, ptr %a, i64 %t120
  %t122 = load float, ptr %t121, align 4
  %t123 = insertelement <16 x float> poison, float %t122, i64 0
  %t124 = shufflevector <16 x float> %t123, <16 x float> poison, <16 x i32> zeroinitializer
  %t125 = mul i64 %t119, %sbk
  %t126 = add i64 %t125, %i5
  %t127 = getelementptr float, ptr %b, i64 %t126
  store i64 %t16, ptr %c128
  br label %head129
head129:
  %i132 = load i64, ptr %c128
  %t133 = icmp slt i64 %i132, %t20
  br i1 %t133, label %body130, label %done131
body130:
  %t134 = getelementptr float, ptr %t21, i64 %i132
  %t135 = load <16 x float>, ptr %t134, align 4
  %t136 = getelementptr float, ptr %t64, i64 %i132
  %t137 = load <16 x float>, ptr %t136, align 4
  %t138 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t61, <16 x float> %t137, <16 x float> %t135)
  %t139 = getelementptr float, ptr %t73, i64 %i132
  %t140 = load <16 x float>, ptr %t139, align 4
  %t141 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t70, <16 x float> %t140, <16 x float> %t138)
  %t142 = getelementptr float, ptr %t82, i64 %i132
  %t143 = load <16 x float>, ptr %t142, align 4
  %t144 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t79, <16 x float> %t143, <16 x float> %t141)
  %t145 = getelementptr float, ptr %t91, i64 %i132
  %t146 = load <16 x float>, ptr %t145, align 4
  %t147 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t88, <16 x float> %t146, <16 x float> %t144)
  %t148 = getelementptr float, ptr %t100, i64 %i132
  %t149 = load <16 x float>, ptr %t148, align 4
  %t150 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t97, <16 x float> %t149, <16 x float> %t147)
  %t151 = getelementptr float, ptr %t109, i64 %i132
  %t152 = load <16 x float>, ptr %t151, align 4
  %t153 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t106, <16 x float> %t152, <16 x float> %t150)
  %t154 = getelementptr float, ptr %t118, i64 %i132
  %t155 = load <16 x float>, ptr %t154, align 4
  %t156 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t115, <16 x float> %t155, <16 x float> %t153)
  %t157 = getelementptr float, ptr %t127, i64 %i132
  %t158 = load <16 x float>, ptr %t157, align 4
  %t159 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t124, <16 x float> %t158, <16 x float> %t156)
  store <16 x float> %t159, ptr %t134, align 4
  %t160 = add nsw i64 %i132, 16
  store i64 %t160, ptr %c128
  br label %head129
done131:
  store i64 0, ptr %c161
  br label %head162
head162:
  %i165 = load i64, ptr %c161
  %t166 = icmp slt i64 %i165, %t16
  br i1 %t166, label %body163, label %done164
body163:
  %t167 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i165, i64 %t16)
  %t168 = getelementptr float, ptr %t21, i64 %i165
  %t169 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t168, <16 x i1> %t167, <16 x float> zeroinitializer)
  %t170 = getelementptr float, ptr %t64, i64 %i165
  %t171 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t170, <16 x i1> %t167, <16 x float> zeroinitializer)
  %t172 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t61, <16 x float> %t171, <16 x float> %t169)
  %t173 = getelementptr float, ptr %t73, i64 %i165
  %t174 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t173, <16 x i1> %t167, <16 x float> zeroinitializer)
  %t175 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t70, <16 x float> %t174, <16 x float> %t172)
  %t176 = getelementptr float, ptr %t82, i64 %i165
  %t177 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t176, <16 x i1> %t167, <16 x float> zeroinitializer)
  %t178 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t79, <16 x float> %t177, <16 x float> %t175)
  %t179 = getelementptr float, ptr %t91, i64 %i165
  %t180 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t179, <16 x i1> %t167, <16 x float> zeroinitializer)
  %t181 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t88, <16 x float> %t180, <16 x float> %t178)
  %t182 = getelementptr float, ptr %t100, i64 %i165
  %t183 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t182, <16 x i1> %t167, <16 x float> zeroinitializer)
  %t184 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t97, <16 x float> %t183, <16 x float> %t181)
  %t185 = getelementptr float, ptr %t109, i64 %i165
  %t186 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t185, <16 x i1> %t167, <16 x float> zeroinitializer)
  %t187 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t106, <16 x float> %t186, <16 x float> %t184)
  %t188 = getelementptr float, ptr %t118, i64 %i165
  %t189 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t188, <16 x i1> %t167, <16 x float> zeroinitializer)
  %t190 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t115, <16 x float> %t189, <16 x float> %t187)
  %t191 = getelementptr float, ptr %t127, i64 %i165
  %t192 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t191, <16 x i1> %t167, <16 x float> zeroinitializer)
  %t193 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t124, <16 x float> %t192, <16 x float> %t190)
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t193, ptr align 4 %t168, <16 x i1> %t167)
  %t194 = add nsw i64 %i165, 16
  store i64 %t194, ptr %c161
  br label %head162
done164:
  store i64 %t20, ptr %c195
  br label %head196
head196:
  %i199 = load i64, ptr %c195
  %t200 = icmp slt i64 %i199, %t9
  br i1 %t200, label %body197, label %done198
body197:
  %t201 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i199, i64 %t9)
  %t202 = getelementptr float, ptr %t21, i64 %i199
  %t203 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t202, <16 x i1> %t201, <16 x float> zeroinitializer)
  %t204 = getelementptr float, ptr %t64, i64 %i199
  %t205 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t204, <16 x i1> %t201, <16 x float> zeroinitializer)
  %t206 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t61, <16 x float> %t205, <16 x float> %t203)
  %t207 = getelementptr float, ptr %t73, i64 %i199
  %t208 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t207, <16 x i1> %t201, <16 x float> zeroinitializer)
  %t209 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t70, <16 x float> %t208, <16 x float> %t206)
  %t210 = getelementptr float, ptr %t82, i64 %i199
  %t211 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t210, <16 x i1> %t201, <16 x float> zeroinitializer)
  %t212 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t79, <16 x float> %t211, <16 x float> %t209)
  %t213 = getelementptr float, ptr %t91, i64 %i199
  %t214 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t213, <16 x i1> %t201, <16 x float> zeroinitializer)
  %t215 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t88, <16 x float> %t214, <16 x float> %t212)
  %t216 = getelementptr float, ptr %t100, i64 %i199
  %t217 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t216, <16 x i1> %t201, <16 x float> zeroinitializer)
  %t218 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t97, <16 x float> %t217, <16 x float> %t215)
  %t219 = getelementptr float, ptr %t109, i64 %i199
  %t220 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t219, <16 x i1> %t201, <16 x float> zeroinitializer)
  %t221 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t106, <16 x float> %t220, <16 x float> %t218)
  %t222 = getelementptr float, ptr %t118, i64 %i199
  %t223 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t222, <16 x i1> %t201, <16 x float> zeroinitializer)
  %t224 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t115, <16 x float> %t223, <16 x float> %t221)
  %t225 = getelementptr float, ptr %t127, i64 %i199
  %t226 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t225, <16 x i1> %t201, <16 x float> zeroinitializer)
  %t227 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t124, <16 x float> %t226, <16 x float> %t224)
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t227, ptr align 4 %t202, <16 x i1> %t201)
  %t228 = add nsw i64 %i199, 16
  store i64 %t228, ptr %c195
  br label %head196
done198:
  %t229 = add nsw i64 %i54, 8
  store i64 %t229, ptr %c50
  br label %head51
done53:
  store i64 %t49, ptr %c230
  br label %head231
head231:
  %i234 = load i64, ptr %c230
  %t235 = icmp slt i64 %i234, %kc
  br i1 %t235, label %body232, label %done233
body232:
  %t236 = add i64 %i234, 0
  %t237 = mul i64 %t236, %sak
  %t238 = getelementptr float, ptr %a, i64 %t237
  %t239 = load float, ptr %t238, align 4
  %t240 = insertelement <16 x float> poison, float %t239, i64 0
  %t241 = shufflevector <16 x float> %t240, <16 x float> poison, <16 x i32> zeroinitializer
  %t242 = mul i64 %t236, %sbk
  %t243 = add i64 %t242, %i5
  %t244 = getelementptr float, ptr %b, i64 %t243
  store i64 %t16, ptr %c245
  br label %head246
head246:
  %i249 = load i64, ptr %c245
  %t250 = icmp slt i64 %i249, %t20
  br i1 %t250, label %body247, label %done248
body247:
  %t251 = getelementptr float, ptr %t21, i64 %i249
  %t252 = load <16 x float>, ptr %t251, align 4
  %t253 = getelementptr float, ptr %t244, i64 %i249
  %t254 = load <16 x float>, ptr %t253, align 4
  %t255 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t241, <16 x float> %t254, <16 x float> %t252)
  store <16 x float> %t255, ptr %t251, align 4
  %t256 = add nsw i64 %i249, 16
  store i64 %t256, ptr %c245
  br label %head246
done248:
  store i64 0, ptr %c257
  br label %head258
head258:
  %i261 = load i64, ptr %c257
  %t262 = icmp slt i64 %i261, %t16
  br i1 %t262, label %body259, label %done260
body259:
  %t263 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i261, i64 %t16)
  %t264 = getelementptr float, ptr %t21, i64 %i261
  %t265 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t264, <16 x i1> %t263, <16 x float> zeroinitializer)
  %t266 = getelementptr float, ptr %t244, i64 %i261
  %t267 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t266, <16 x i1> %t263, <16 x float> zeroinitializer)
  %t268 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t241, <16 x float> %t267, <16 x float> %t265)
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t268, ptr align 4 %t264, <16 x i1> %t263)
  %t269 = add nsw i64 %i261, 16
  store i64 %t269, ptr %c257
  br label %head258
done260:
  store i64 %t20, ptr %c270
  br label %head271
head271:
  %i274 = load i64, ptr %c270
  %t275 = icmp slt i64 %i274, %t9
  br i1 %t275, label %body272, label %done273
body272:
  %t276 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i274, i64 %t9)
  %t277 = getelementptr float, ptr %t21, i64 %i274
  %t278 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t277, <16 x i1> %t276, <16 x float> zeroinitializer)
  %t279 = getelementptr float, ptr %t244, i64 %i274
  %t280 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t279, <16 x i1> %t276, <16 x float> zeroinitializer)
  %t281 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t241, <16 x float> %t280, <16 x float> %t278)
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t281, ptr align 4 %t277, <16 x i1> %t276)
  %t282 = add nsw i64 %i274, 16
  store i64 %t282, ptr %c270
  br label %head271
done273:
  %t283 = add nsw i64 %i234, 1
  store i64 %t283, ptr %c230
  br label %head231
done233:
  %t284 = add nsw i64 %i5, 4096
  store i64 %t284, ptr %c1
  br label %head2
done4:
  ret void
}

define internal void @"jr.gemvn1.gemm"(ptr %a, i64 %sak, ptr %b, i64 %sbk, ptr %c, i64 %ncols, i64 %kc) noinline nounwind {
entry:
  %acc2 = alloca <16 x float>
  %acc3 = alloca <16 x float>
  %acc4 = alloca <16 x float>
  %acc5 = alloca <16 x float>
  %acc6 = alloca <16 x float>
  %acc7 = alloca <16 x float>
  %acc8 = alloca <16 x float>
  %acc9 = alloca <16 x float>
  %c12 = alloca i64
  %c123 = alloca i64
  %t1 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 0, i64 %ncols)
  store <16 x float> zeroinitializer, ptr %acc2
  store <16 x float> zeroinitializer, ptr %acc3
  store <16 x float> zeroinitializer, ptr %acc4
  store <16 x float> zeroinitializer, ptr %acc5
  store <16 x float> zeroinitializer, ptr %acc6
  store <16 x float> zeroinitializer, ptr %acc7
  store <16 x float> zeroinitializer, ptr %acc8
  store <16 x float> zeroinitializer, ptr %acc9
  %t10 = sdiv i64 %kc, 8
  %t11 = mul i64 %t10, 8
  store i64 0, ptr %c12
  br label %head13
head13:
  %i16 = load i64, ptr %c12
  %t17 = icmp slt i64 %i16, %t11
  br i1 %t17, label %body14, label %done15
body14:
  %t18 = add i64 %i16, 0
  %t19 = mul i64 %t18, %sak
  %t20 = getelementptr float, ptr %a, i64 %t19
  %t21 = load float, ptr %t20, align 4
  %t22 = insertelement <16 x float> poison, float %t21, i64 0
  %t23 = shufflevector <16 x float> %t22, <16 x float> poison, <16 x i32> zeroinitializer
  %t24 = mul i64 %t18, %sbk
  %t25 = getelementptr float, ptr %b, i64 %t24
  %t26 = getelementptr i8, ptr %t25, i64 1024
  call void @llvm.prefetch.p0(ptr %t26, i32 0, i32 3, i32 1)
  %t27 = getelementptr float, ptr %t25, i64 0
  %t28 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t27, <16 x i1> %t1, <16 x float> zeroinitializer)
  %t29 = load <16 x float>, ptr %acc2
  %t30 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t23, <16 x float> %t28, <16 x float> %t29)
  store <16 x float> %t30, ptr %acc2
  %t31 = add i64 %i16, 1
  %t32 = mul i64 %t31, %sak
  %t33 = getelementptr float, ptr %a, i64 %t32
  %t34 = load float, ptr %t33, align 4
  %t35 = insertelement <16 x float> poison, float %t34, i64 0
  %t36 = shufflevector <16 x float> %t35, <16 x float> poison, <16 x i32> zeroinitializer
  %t37 = mul i64 %t31, %sbk
  %t38 = getelementptr float, ptr %b, i64 %t37
  %t39 = getelementptr i8, ptr %t38, i64 1024
  call void @llvm.prefetch.p0(ptr %t39, i32 0, i32 3, i32 1)
  %t40 = getelementptr float, ptr %t38, i64 0
  %t41 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t40, <16 x i1> %t1, <16 x float> zeroinitializer)
  %t42 = load <16 x float>, ptr %acc3
  %t43 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t36, <16 x float> %t41, <16 x float> %t42)
  store <16 x float> %t43, ptr %acc3
  %t44 = add i64 %i16, 2
  %t45 = mul i64 %t44, %sak
  %t46 = getelementptr float, ptr %a, i64 %t45
  %t47 = load float, ptr %t46, align 4
  %t48 = insertelement <16 x float> poison, float %t47, i64 0
  %t49 = shufflevector <16 x float> %t48, <16 x float> poison, <16 x i32> zeroinitializer
  %t50 = mul i64 %t44, %sbk
  %t51 = getelementptr float, ptr %b, i64 %t50
  %t52 = getelementptr i8, ptr %t51, i64 1024
  call void @llvm.prefetch.p0(ptr %t52, i32 0, i32 3, i32 1)
  %t53 = getelementptr float, ptr %t51, i64 0
  %t54 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t53, <16 x i1> %t1, <16 x float> zeroinitializer)
  %t55 = load <16 x float>, ptr %acc4
  %t56 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t49, <16 x float> %t54, <16 x float> %t55)
  store <16 x float> %t56, ptr %acc4
  %t57 = add i64 %i16, 3
  %t58 = mul i64 %t57, %sak
  %t59 = getelementptr float, ptr %a, i64 %t58
  %t60 = load float, ptr %t59, align 4
  %t61 = insertelement <16 x float> poison, float %t60, i64 0
  %t62 = shufflevector <16 x float> %t61, <16 x float> poison, <16 x i32> zeroinitializer
  %t63 = mul i64 %t57, %sbk
  %t64 = getelementptr float, ptr %b, i64 %t63
  %t65 = getelementptr i8, ptr %t64, i64 1024
  call void @llvm.prefetch.p0(ptr %t65, i32 0, i32 3, i32 1)
  %t66 = getelementptr float, ptr %t64, i64 0
  %t67 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t66, <16 x i1> %t1, <16 x float> zeroinitializer)
  %t68 = load <16 x float>, ptr %acc5
  %t69 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t62, <16 x float> %t67, <16 x float> %t68)
  store <16 x float> %t69, ptr %acc5
  %t70 = add i64 %i16, 4
  %t71 = mul i64 %t70, %sak
  %t72 = getelementptr float, ptr %a, i64 %t71
  %t73 = load float, ptr %t72, align 4
  %t74 = insertelement <16 x float> poison, float %t73, i64 0
  %t75 = shufflevector <16 x float> %t74, <16 x float> poison, <16 x i32> zeroinitializer
  %t76 = mul i64 %t70, %sbk
  %t77 = getelementptr float, ptr %b, i64 %t76
  %t78 = getelementptr i8, ptr %t77, i64 1024
  call void @llvm.prefetch.p0(ptr %t78, i32 0, i32 3, i32 1)
  %t79 = getelementptr float, ptr %t77, i64 0
  %t80 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t79, <16 x i1> %t1, <16 x float> zeroinitializer)
  %t81 = load <16 x float>, ptr %acc6
  %t82 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t75, <16 x float> %t80, <16 x float> %t81)
  store <16 x float> %t82, ptr %acc6
  %t83 = add i64 %i16, 5
  %t84 = mul i64 %t83, %sak
  %t85 = getelementptr float, ptr %a, i64 %t84
  %t86 = load float, ptr %t85, align 4
  %t87 = insertelement <16 x float> poison, float %t86, i64 0
  %t88 = shufflevector <16 x float> %t87, <16 x float> poison, <16 x i32> zeroinitializer
  %t89 = mul i64 %t83, %sbk
  %t90 = getelementptr float, ptr %b, i64 %t89
  %t91 = getelementptr i8, ptr %t90, i64 1024
  call void @llvm.prefetch.p0(ptr %t91, i32 0, i32 3, i32 1)
  %t92 = getelementptr float, ptr %t90, i64 0
  %t93 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t92, <16 x i1> %t1, <16 x float> zeroinitializer)
  %t94 = load <16 x float>, ptr %acc7
  %t95 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t88, <16 x float> %t93, <16 x float> %t94)
  store <16 x float> %t95, ptr %acc7
  %t96 = add i64 %i16, 6
  %t97 = mul i64 %t96, %sak
  %t98 = getelementptr float, ptr %a, i64 %t97
  %t99 = load float, ptr %t98, align 4
  %t100 = insertelement <16 x float> poison, float %t99, i64 0
  %t101 = shufflevector <16 x float> %t100, <16 x float> poison, <16 x i32> zeroinitializer
  %t102 = mul i64 %t96, %sbk
  %t103 = getelementptr float, ptr %b, i64 %t102
  %t104 = getelementptr i8, ptr %t103, i64 1024
  call void @llvm.prefetch.p0(ptr %t104, i32 0, i32 3, i32 1)
  %t105 = getelementptr float, ptr %t103, i64 0
  %t106 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t105, <16 x i1> %t1, <16 x float> zeroinitializer)
  %t107 = load <16 x float>, ptr %acc8
  %t108 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t101, <16 x float> %t106, <16 x float> %t107)
  store <16 x float> %t108, ptr %acc8
  %t109 = add i64 %i16, 7
  %t110 = mul i64 %t109, %sak
  %t111 = getelementptr float, ptr %a, i64 %t110
  %t112 = load float, ptr %t111, align 4
  %t113 = insertelement <16 x float> poison, float %t112, i64 0
  %t114 = shufflevector <16 x float> %t113, <16 x float> poison, <16 x i32> zeroinitializer
  %t115 = mul i64 %t109, %sbk
  %t116 = getelementptr float, ptr %b, i64 %t115
  %t117 = getelementptr i8, ptr %t116, i64 1024
  call void @llvm.prefetch.p0(ptr %t117, i32 0, i32 3, i32 1)
  %t118 = getelementptr float, ptr %t116, i64 0
  %t119 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t118, <16 x i1> %t1, <16 x float> zeroinitializer)
  %t120 = load <16 x float>, ptr %acc9
  %t121 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t114, <16 x float> %t119, <16 x float> %t120)
  store <16 x float> %t121, ptr %acc9
  %t122 = add nsw i64 %i16, 8
  store i64 %t122, ptr %c12
  br label %head13
done15:
  store i64 %t11, ptr %c123
  br label %head124
head124:
  %i127 = load i64, ptr %c123
  %t128 = icmp slt i64 %i127, %kc
  br i1 %t128, label %body125, label %done126
body125:
  %t129 = mul i64 %i127, %sak
  %t130 = getelementptr float, ptr %a, i64 %t129
  %t131 = load float, ptr %t130, align 4
  %t132 = insertelement <16 x float> poison, float %t131, i64 0
  %t133 = shufflevector <16 x float> %t132, <16 x float> poison, <16 x i32> zeroinitializer
  %t134 = mul i64 %i127, %sbk
  %t135 = getelementptr float, ptr %b, i64 %t134
  %t136 = getelementptr i8, ptr %t135, i64 1024
  call void @llvm.prefetch.p0(ptr %t136, i32 0, i32 3, i32 1)
  %t137 = getelementptr float, ptr %t135, i64 0
  %t138 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t137, <16 x i1> %t1, <16 x float> zeroinitializer)
  %t139 = load <16 x float>, ptr %acc2
  %t140 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t133, <16 x float> %t138, <16 x float> %t139)
  store <16 x float> %t140, ptr %acc2
  %t141 = add nsw i64 %i127, 1
  store i64 %t141, ptr %c123
  br label %head124
done126:
  %t142 = load <16 x float>, ptr %acc2
  %t143 = load <16 x float>, ptr %acc3
  %t144 = load <16 x float>, ptr %acc4
  %t145 = load <16 x float>, ptr %acc5
  %t146 = load <16 x float>, ptr %acc6
  %t147 = load <16 x float>, ptr %acc7
  %t148 = load <16 x float>, ptr %acc8
  %t149 = load <16 x float>, ptr %acc9
  %t150 = fadd <16 x float> %t142, %t143
  %t151 = fadd <16 x float> %t144, %t145
  %t152 = fadd <16 x float> %t146, %t147
  %t153 = fadd <16 x float> %t148, %t149
  %t154 = fadd <16 x float> %t150, %t151
  %t155 = fadd <16 x float> %t152, %t153
  %t156 = fadd <16 x float> %t154, %t155
  %t157 = getelementptr float, ptr %c, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t156, ptr align 4 %t157, <16 x i1> %t1)
  ret void
}

define internal void @"jr.gemvn2.gemm"(ptr %a, i64 %sak, ptr %b, i64 %sbk, ptr %c, i64 %ncols, i64 %kc) noinline nounwind {
entry:
  %acc3 = alloca <16 x float>
  %acc4 = alloca <16 x float>
  %acc5 = alloca <16 x float>
  %acc6 = alloca <16 x float>
  %acc7 = alloca <16 x float>
  %acc8 = alloca <16 x float>
  %acc9 = alloca <16 x float>
  %acc10 = alloca <16 x float>
  %acc11 = alloca <16 x float>
  %acc12 = alloca <16 x float>
  %acc13 = alloca <16 x float>
  %acc14 = alloca <16 x float>
  %acc15 = alloca <16 x float>
  %acc16 = alloca <16 x float>
  %acc17 = alloca <16 x float>
  %acc18 = alloca <16 x float>
  %c21 = alloca i64
  %c172 = alloca i64
  %t1 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 0, i64 %ncols)
  %t2 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 16, i64 %ncols)
  store <16 x float> zeroinitializer, ptr %acc3
  store <16 x float> zeroinitializer, ptr %acc4
  store <16 x float> zeroinitializer, ptr %acc5
  store <16 x float> zeroinitializer, ptr %acc6
  store <16 x float> zeroinitializer, ptr %acc7
  store <16 x float> zeroinitializer, ptr %acc8
  store <16 x float> zeroinitializer, ptr %acc9
  store <16 x float> zeroinitializer, ptr %acc10
  store <16 x float> zeroinitializer, ptr %acc11
  store <16 x float> zeroinitializer, ptr %acc12
  store <16 x float> zeroinitializer, ptr %acc13
  store <16 x float> zeroinitializer, ptr %acc14
  store <16 x float> zeroinitializer, ptr %acc15
  store <16 x float> zeroinitializer, ptr %acc16
  store <16 x float> zeroinitializer, ptr %acc17
  store <16 x float> zeroinitializer, ptr %acc18
  %t19 = sdiv i64 %kc, 8
  %t20 = mul i64 %t19, 8
  store i64 0, ptr %c21
  br label %head22
head22:
  %i25 = load i64, ptr %c21
  %t26 = icmp slt i64 %i25, %t20
  br i1 %t26, label %body23, label %done24
body23:
  %t27 = add i64 %i25, 0
  %t28 = mul i64 %t27, %sak
  %t29 = getelementptr float, ptr %a, i64 %t28
  %t30 = load float, ptr %t29, align 4
  %t31 = insertelement <16 x float> poison, float %t30, i64 0
  %t32 = shufflevector <16 x float> %t31, <16 x float> poison, <16 x i32> zeroinitializer
  %t33 = mul i64 %t27, %sbk
  %t34 = getelementptr float, ptr %b, i64 %t33
  %t35 = getelementptr i8, ptr %t34, i64 1024
  call void @llvm.prefetch.p0(ptr %t35, i32 0, i32 3, i32 1)
  %t36 = getelementptr i8, ptr %t34, i64 1088
  call void @llvm.prefetch.p0(ptr %t36, i32 0, i32 3, i32 1)
  %t37 = getelementptr float, ptr %t34, i64 0
  %t38 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t37, <16 x i1> %t1, <16 x float> zeroinitializer)
  %t39 = load <16 x float>, ptr %acc3
  %t40 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t32, <16 x float> %t38, <16 x float> %t39)
  store <16 x float> %t40, ptr %acc3
  %t41 = getelementptr float, ptr %t34, i64 16
  %t42 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t41, <16 x i1> %t2, <16 x float> zeroinitializer)
  %t43 = load <16 x float>, ptr %acc4
  %t44 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t32, <16 x float> %t42, <16 x float> %t43)
  store <16 x float> %t44, ptr %acc4
  %t45 = add i64 %i25, 1
  %t46 = mul i64 %t45, %sak
  %t47 = getelementptr float, ptr %a, i64 %t46
  %t48 = load float, ptr %t47, align 4
  %t49 = insertelement <16 x float> poison, float %t48, i64 0
  %t50 = shufflevector <16 x float> %t49, <16 x float> poison, <16 x i32> zeroinitializer
  %t51 = mul i64 %t45, %sbk
  %t52 = getelementptr float, ptr %b, i64 %t51
  %t53 = getelementptr i8, ptr %t52, i64 1024
  call void @llvm.prefetch.p0(ptr %t53, i32 0, i32 3, i32 1)
  %t54 = getelementptr i8, ptr %t52, i64 1088
  call void @llvm.prefetch.p0(ptr %t54, i32 0, i32 3, i32 1)
  %t55 = getelementptr float, ptr %t52, i64 0
  %t56 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t55, <16 x i1> %t1, <16 x float> zeroinitializer)
  %t57 = load <16 x float>, ptr %acc5
  %t58 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t50, <16 x float> %t56, <16 x float> %t57)
  store <16 x float> %t58, ptr %acc5
  %t59 = getelementptr float, ptr %t52, i64 16
  %t60 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t59, <16 x i1> %t2, <16 x float> zeroinitializer)
  %t61 = load <16 x float>, ptr %acc6
  %t62 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t50, <16 x float> %t60, <16 x float> %t61)
  store <16 x float> %t62, ptr %acc6
  %t63 = add i64 %i25, 2
  %t64 = mul i64 %t63, %sak
  %t65 = getelementptr float, ptr %a, i64 %t64
  %t66 = load float, ptr %t65, align 4
  %t67 = insertelement <16 x float> poison, float %t66, i64 0
  %t68 = shufflevector <16 x float> %t67, <16 x float> poison, <16 x i32> zeroinitializer
  %t69 = mul i64 %t63, %sbk
  %t70 = getelementptr float, ptr %b, i64 %t69
  %t71 = getelementptr i8, ptr %t70, i64 1024
  call void @llvm.prefetch.p0(ptr %t71, i32 0, i32 3, i32 1)
  %t72 = getelementptr i8, ptr %t70, i64 1088
  call void @llvm.prefetch.p0(ptr %t72, i32 0, i32 3, i32 1)
  %t73 = getelementptr float, ptr %t70, i64 0
  %t74 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t73, <16 x i1> %t1, <16 x float> zeroinitializer)
  %t75 = load <16 x float>, ptr %acc7
  %t76 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t68, <16 x float> %t74, <16 x float> %t75)
  store <16 x float> %t76, ptr %acc7
  %t77 = getelementptr float, ptr %t70, i64 16
  %t78 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t77, <16 x i1> %t2, <16 x float> zeroinitializer)
  %t79 = load <16 x float>, ptr %acc8
  %t80 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t68, <16 x float> %t78, <16 x float> %t79)
  store <16 x float> %t80, ptr %acc8
  %t81 = add i64 %i25, 3
  %t82 = mul i64 %t81, %sak
  %t83 = getelementptr float, ptr %a, i64 %t82
  %t84 = load float, ptr %t83, align 4
  %t85 = insertelement <16 x float> poison, float %t84, i64 0
  %t86 = shufflevector <16 x float> %t85, <16 x float> poison, <16 x i32> zeroinitializer
  %t87 = mul i64 %t81, %sbk
  %t88 = getelementptr float, ptr %b, i64 %t87
  %t89 = getelementptr i8, ptr %t88, i64 1024
  call void @llvm.prefetch.p0(ptr %t89, i32 0, i32 3, i32 1)
  %t90 = getelementptr i8, ptr %t88, i64 1088
  call void @llvm.prefetch.p0(ptr %t90, i32 0, i32 3, i32 1)
  %t91 = getelementptr float, ptr %t88, i64 0
  %t92 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t91, <16 x i1> %t1, <16 x float> zeroinitializer)
  %t93 = load <16 x float>, ptr %acc9
  %t94 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t86, <16 x float> %t92, <16 x float> %t93)
  store <16 x float> %t94, ptr %acc9
  %t95 = getelementptr float, ptr %t88, i64 16
  %t96 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t95, <16 x i1> %t2, <16 x float> zeroinitializer)
  %t97 = load <16 x float>, ptr %acc10
  %t98 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t86, <16 x float> %t96, <16 x float> %t97)
  store <16 x float> %t98, ptr %acc10
  %t99 = add i64 %i25, 4
  %t100 = mul i64 %t99, %sak
  %t101 = getelementptr float, ptr %a, i64 %t100
  %t102 = load float, ptr %t101, align 4
  %t103 = insertelement <16 x float> poison, float %t102, i64 0
  %t104 = shufflevector <16 x float> %t103, <16 x float> poison, <16 x i32> zeroinitializer
  %t105 = mul i64 %t99, %sbk
  %t106 = getelementptr float, ptr %b, i64 %t105
  %t107 = getelementptr i8, ptr %t106, i64 1024
  call void @llvm.prefetch.p0(ptr %t107, i32 0, i32 3, i32 1)
  %t108 = getelementptr i8, ptr %t106, i64 1088
  call void @llvm.prefetch.p0(ptr %t108, i32 0, i32 3, i32 1)
  %t109 = getelementptr float, ptr %t106, i64 0
  %t110 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t109, <16 x i1> %t1, <16 x float> zeroinitializer)
  %t111 = load <16 x float>, ptr %acc11
  %t112 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t104, <16 x float> %t110, <16 x float> %t111)
  store <16 x float> %t112, ptr %acc11
  %t113 = getelementptr float, ptr %t106, i64 16
  %t114 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t113, <16 x i1> %t2, <16 x float> zeroinitializer)
  %t115 = load <16 x float>, ptr %acc12
  %t116 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t104, <16 x float> %t114, <16 x float> %t115)
  store <16 x float> %t116, ptr %acc12
  %t117 = add i64 %i25, 5
  %t118 = mul i64 %t117, %sak
  %t119 = getelementptr float, ptr %a, i64 %t118
  %t120 = load float, ptr %t119, align 4
  %t121 = insertelement <16 x float> poison, float %t120, i64 0
  %t122 = shufflevector <16 x float> %t121, <16 x float> poison, <16 x i32> zeroinitializer
  %t123 = mul i64 %t117, %sbk
  %t124 = getelementptr float, ptr %b, i64 %t123
  %t125 = getelementptr i8, ptr %t124, i64 1024
  call void @llvm.prefetch.p0(ptr %t125, i32 0, i32 3, i32 1)
  %t126 = getelementptr i8, ptr %t124, i64 1088
  call void @llvm.prefetch.p0(ptr %t126, i32 0, i32 3, i32 1)
  %t127 = getelementptr float, ptr %t124, i64 0
  %t128 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t127, <16 x i1> %t1, <16 x float> zeroinitializer)
  %t129 = load <16 x float>, ptr %acc13
  %t130 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t122, <16 x float> %t128, <16 x float> %t129)
  store <16 x float> %t130, ptr %acc13
  %t131 = getelementptr float, ptr %t124, i64 16
  %t132 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t131, <16 x i1> %t2, <16 x float> zeroinitializer)
  %t133 = load <16 x float>, ptr %acc14
  %t134 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t122, <16 x float> %t132, <16 x float> %t133)
  store <16 x float> %t134, ptr %acc14
  %t135 = add i64 %i25, 6
  %t136 = mul i64 %t135, %sak
  %t137 = getelementptr float, ptr %a, i64 %t136
  %t138 = load float, ptr %t137, align 4
  %t139 = insertelement <16 x float> poison, float %t138, i64 0
  %t140 = shufflevector <16 x float> %t139, <16 x float> poison, <16 x i32> zeroinitializer
  %t141 = mul i64 %t135, %sbk
  %t142 = getelementptr float, ptr %b, i64 %t141
  %t143 = getelementptr i8, ptr %t142, i64 1024
  call void @llvm.prefetch.p0(ptr %t143, i32 0, i32 3, i32 1)
  %t144 = getelementptr i8, ptr %t142, i64 1088
  call void @llvm.prefetch.p0(ptr %t144, i32 0, i32 3, i32 1)
  %t145 = getelementptr float, ptr %t142, i64 0
  %t146 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t145, <16 x i1> %t1, <16 x float> zeroinitializer)
  %t147 = load <16 x float>, ptr %acc15
  %t148 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t140, <16 x float> %t146, <16 x float> %t147)
  store <16 x float> %t148, ptr %acc15
  %t149 = getelementptr float, ptr %t142, i64 16
  %t150 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t149, <16 x i1> %t2, <16 x float> zeroinitializer)
  %t151 = load <16 x float>, ptr %acc16
  %t152 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t140, <16 x float> %t150, <16 x float> %t151)
  store <16 x float> %t152, ptr %acc16
  %t153 = add i64 %i25, 7
  %t154 = mul i64 %t153, %sak
  %t155 = getelementptr float, ptr %a, i64 %t154
  %t156 = load float, ptr %t155, align 4
  %t157 = insertelement <16 x float> poison, float %t156, i64 0
  %t158 = shufflevector <16 x float> %t157, <16 x float> poison, <16 x i32> zeroinitializer
  %t159 = mul i64 %t153, %sbk
  %t160 = getelementptr float, ptr %b, i64 %t159
  %t161 = getelementptr i8, ptr %t160, i64 1024
  call void @llvm.prefetch.p0(ptr %t161, i32 0, i32 3, i32 1)
  %t162 = getelementptr i8, ptr %t160, i64 1088
  call void @llvm.prefetch.p0(ptr %t162, i32 0, i32 3, i32 1)
  %t163 = getelementptr float, ptr %t160, i64 0
  %t164 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t163, <16 x i1> %t1, <16 x float> zeroinitializer)
  %t165 = load <16 x float>, ptr %acc17
  %t166 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t158, <16 x float> %t164, <16 x float> %t165)
  store <16 x float> %t166, ptr %acc17
  %t167 = getelementptr float, ptr %t160, i64 16
  %t168 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t167, <16 x i1> %t2, <16 x float> zeroinitializer)
  %t169 = load <16 x float>, ptr %acc18
  %t170 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t158, <16 x float> %t168, <16 x float> %t169)
  store <16 x float> %t170, ptr %acc18
  %t171 = add nsw i64 %i25, 8
  store i64 %t171, ptr %c21
  br label %head22
done24:
  store i64 %t20, ptr %c172
  br label %head173
head173:
  %i176 = load i64, ptr %c172
  %t177 = icmp slt i64 %i176, %kc
  br i1 %t177, label %body174, label %done175
body174:
  %t178 = mul i64 %i176, %sak
  %t179 = getelementptr float, ptr %a, i64 %t178
  %t180 = load float, ptr %t179, align 4
  %t181 = insertelement <16 x float> poison, float %t180, i64 0
  %t182 = shufflevector <16 x float> %t181, <16 x float> poison, <16 x i32> zeroinitializer
  %t183 = mul i64 %i176, %sbk
  %t184 = getelementptr float, ptr %b, i64 %t183
  %t185 = getelementptr i8, ptr %t184, i64 1024
  call void @llvm.prefetch.p0(ptr %t185, i32 0, i32 3, i32 1)
  %t186 = getelementptr i8, ptr %t184, i64 1088
  call void @llvm.prefetch.p0(ptr %t186, i32 0, i32 3, i32 1)
  %t187 = getelementptr float, ptr %t184, i64 0
  %t188 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t187, <16 x i1> %t1, <16 x float> zeroinitializer)
  %t189 = load <16 x float>, ptr %acc3
  %t190 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t182, <16 x float> %t188, <16 x float> %t189)
  store <16 x float> %t190, ptr %acc3
  %t191 = getelementptr float, ptr %t184, i64 16
  %t192 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t191, <16 x i1> %t2, <16 x float> zeroinitializer)
  %t193 = load <16 x float>, ptr %acc4
  %t194 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t182, <16 x float> %t192, <16 x float> %t193)
  store <16 x float> %t194, ptr %acc4
  %t195 = add nsw i64 %i176, 1
  store i64 %t195, ptr %c172
  br label %head173
done175:
  %t196 = load <16 x float>, ptr %acc3
  %t197 = load <16 x float>, ptr %acc5
  %t198 = load <16 x float>, ptr %acc7
  %t199 = load <16 x float>, ptr %acc9
  %t200 = load <16 x float>, ptr %acc11
  %t201 = load <16 x float>, ptr %acc13
  %t202 = load <16 x float>, ptr %acc15
  %t203 = load <16 x float>, ptr %acc17
  %t204 = fadd <16 x float> %t196, %t197
  %t205 = fadd <16 x float> %t198, %t199
  %t206 = fadd <16 x float> %t200, %t201
  %t207 = fadd <16 x float> %t202, %t203
  %t208 = fadd <16 x float> %t204, %t205
  %t209 = fadd <16 x float> %t206, %t207
  %t210 = fadd <16 x float> %t208, %t209
  %t211 = getelementptr float, ptr %c, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t210, ptr align 4 %t211, <16 x i1> %t1)
  %t212 = load <16 x float>, ptr %acc4
  %t213 = load <16 x float>, ptr %acc6
  %t214 = load <16 x float>, ptr %acc8
  %t215 = load <16 x float>, ptr %acc10
  %t216 = load <16 x float>, ptr %acc12
  %t217 = load <16 x float>, ptr %acc14
  %t218 = load <16 x float>, ptr %acc16
  %t219 = load <16 x float>, ptr %acc18
  %t220 = fadd <16 x float> %t212, %t213
  %t221 = fadd <16 x float> %t214, %t215
  %t222 = fadd <16 x float> %t216, %t217
  %t223 = fadd <16 x float> %t218, %t219
  %t224 = fadd <16 x float> %t220, %t221
  %t225 = fadd <16 x float> %t222, %t223
  %t226 = fadd <16 x float> %t224, %t225
  %t227 = getelementptr float, ptr %c, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t226, ptr align 4 %t227, <16 x i1> %t2)
  ret void
}

define internal void @"jr.gemvn3.gemm"(ptr %a, i64 %sak, ptr %b, i64 %sbk, ptr %c, i64 %ncols, i64 %kc) noinline nounwind {
entry:
  %acc4 = alloca <16 x float>
  %acc5 = alloca <16 x float>
  %acc6 = alloca <16 x float>
  %acc7 = alloca <16 x float>
  %acc8 = alloca <16 x float>
  %acc9 = alloca <16 x float>
  %acc10 = alloca <16 x float>
  %acc11 = alloca <16 x float>
  %acc12 = alloca <16 x float>
  %acc13 = alloca <16 x float>
  %acc14 = alloca <16 x float>
  %acc15 = alloca <16 x float>
  %acc16 = alloca <16 x float>
  %acc17 = alloca <16 x float>
  %acc18 = alloca <16 x float>
  %c21 = alloca i64
  %c143 = alloca i64
  %t1 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 0, i64 %ncols)
  %t2 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 16, i64 %ncols)
  %t3 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 32, i64 %ncols)
  store <16 x float> zeroinitializer, ptr %acc4
  store <16 x float> zeroinitializer, ptr %acc5
  store <16 x float> zeroinitializer, ptr %acc6
  store <16 x float> zeroinitializer, ptr %acc7
  store <16 x float> zeroinitializer, ptr %acc8
  store <16 x float> zeroinitializer, ptr %acc9
  store <16 x float> zeroinitializer, ptr %acc10
  store <16 x float> zeroinitializer, ptr %acc11
  store <16 x float> zeroinitializer, ptr %acc12
  store <16 x float> zeroinitializer, ptr %acc13
  store <16 x float> zeroinitializer, ptr %acc14
  store <16 x float> zeroinitializer, ptr %acc15
  store <16 x float> zeroinitializer, ptr %acc16
  store <16 x float> zeroinitializer, ptr %acc17
  store <16 x float> zeroinitializer, ptr %acc18
  %t19 = sdiv i64 %kc, 5
  %t20 = mul i64 %t19, 5
  store i64 0, ptr %c21
  br label %head22
head22:
  %i25 = load i64, ptr %c21
  %t26 = icmp slt i64 %i25, %t20
  br i1 %t26, label %body23, label %done24
body23:
  %t27 = add i64 %i25, 0
  %t28 = mul i64 %t27, %sak
  %t29 = getelementptr float, ptr %a, i64 %t28
  %t30 = load float, ptr %t29, align 4
  %t31 = insertelement <16 x float> poison, float %t30, i64 0
  %t32 = shufflevector <16 x float> %t31, <16 x float> poison, <16 x i32> zeroinitializer
  %t33 = mul i64 %t27, %sbk
  %t34 = getelementptr float, ptr %b, i64 %t33
  %t35 = getelementptr i8, ptr %t34, i64 1024
  call void @llvm.prefetch.p0(ptr %t35, i32 0, i32 3, i32 1)
  %t36 = getelementptr i8, ptr %t34, i64 1088
  call void @llvm.prefetch.p0(ptr %t36, i32 0, i32 3, i32 1)
  %t37 = getelementptr i8, ptr %t34, i64 1152
  call void @llvm.prefetch.p0(ptr %t37, i32 0, i32 3, i32 1)
  %t38 = getelementptr float, ptr %t34, i64 0
  %t39 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t38, <16 x i1> %t1, <16 x float> zeroinitializer)
  %t40 = load <16 x float>, ptr %acc4
  %t41 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t32, <16 x float> %t39, <16 x float> %t40)
  store <16 x float> %t41, ptr %acc4
  %t42 = getelementptr float, ptr %t34, i64 16
  %t43 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t42, <16 x i1> %t2, <16 x float> zeroinitializer)
  %t44 = load <16 x float>, ptr %acc5
  %t45 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t32, <16 x float> %t43, <16 x float> %t44)
  store <16 x float> %t45, ptr %acc5
  %t46 = getelementptr float, ptr %t34, i64 32
  %t47 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t46, <16 x i1> %t3, <16 x float> zeroinitializer)
  %t48 = load <16 x float>, ptr %acc6
  %t49 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t32, <16 x float> %t47, <16 x float> %t48)
  store <16 x float> %t49, ptr %acc6
  %t50 = add i64 %i25, 1
  %t51 = mul i64 %t50, %sak
  %t52 = getelementptr float, ptr %a, i64 %t51
  %t53 = load float, ptr %t52, align 4
  %t54 = insertelement <16 x float> poison, float %t53, i64 0
  %t55 = shufflevector <16 x float> %t54, <16 x float> poison, <16 x i32> zeroinitializer
  %t56 = mul i64 %t50, %sbk
  %t57 = getelementptr float, ptr %b, i64 %t56
  %t58 = getelementptr i8, ptr %t57, i64 1024
  call void @llvm.prefetch.p0(ptr %t58, i32 0, i32 3, i32 1)
  %t59 = getelementptr i8, ptr %t57, i64 1088
  call void @llvm.prefetch.p0(ptr %t59, i32 0, i32 3, i32 1)
  %t60 = getelementptr i8, ptr %t57, i64 1152
  call void @llvm.prefetch.p0(ptr %t60, i32 0, i32 3, i32 1)
  %t61 = getelementptr float, ptr %t57, i64 0
  %t62 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t61, <16 x i1> %t1, <16 x float> zeroinitializer)
  %t63 = load <16 x float>, ptr %acc7
  %t64 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t55, <16 x float> %t62, <16 x float> %t63)
  store <16 x float> %t64, ptr %acc7
  %t65 = getelementptr float, ptr %t57, i64 16
  %t66 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t65, <16 x i1> %t2, <16 x float> zeroinitializer)
  %t67 = load <16 x float>, ptr %acc8
  %t68 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t55, <16 x float> %t66, <16 x float> %t67)
  store <16 x float> %t68, ptr %acc8
  %t69 = getelementptr float, ptr %t57, i64 32
  %t70 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t69, <16 x i1> %t3, <16 x float> zeroinitializer)
  %t71 = load <16 x float>, ptr %acc9
  %t72 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t55, <16 x float> %t70, <16 x float> %t71)
  store <16 x float> %t72, ptr %acc9
  %t73 = add i64 %i25, 2
  %t74 = mul i64 %t73, %sak
  %t75 = getelementptr float, ptr %a, i64 %t74
  %t76 = load float, ptr %t75, align 4
  %t77 = insertelement <16 x float> poison, float %t76, i64 0
  %t78 = shufflevector <16 x float> %t77, <16 x float> poison, <16 x i32> zeroinitializer
  %t79 = mul i64 %t73, %sbk
  %t80 = getelementptr float, ptr %b, i64 %t79
  %t81 = getelementptr i8, ptr %t80, i64 1024
  call void @llvm.prefetch.p0(ptr %t81, i32 0, i32 3, i32 1)
  %t82 = getelementptr i8, ptr %t80, i64 1088
  call void @llvm.prefetch.p0(ptr %t82, i32 0, i32 3, i32 1)
  %t83 = getelementptr i8, ptr %t80, i64 1152
  call void @llvm.prefetch.p0(ptr %t83, i32 0, i32 3, i32 1)
  %t84 = getelementptr float, ptr %t80, i64 0
  %t85 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t84, <16 x i1> %t1, <16 x float> zeroinitializer)
  %t86 = load <16 x float>, ptr %acc10
  %t87 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t78, <16 x float> %t85, <16 x float> %t86)
  store <16 x float> %t87, ptr %acc10
  %t88 = getelementptr float, ptr %t80, i64 16
  %t89 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t88, <16 x i1> %t2, <16 x float> zeroinitializer)
  %t90 = load <16 x float>, ptr %acc11
  %t91 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t78, <16 x float> %t89, <16 x float> %t90)
  store <16 x float> %t91, ptr %acc11
  %t92 = getelementptr float, ptr %t80, i64 32
  %t93 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t92, <16 x i1> %t3, <16 x float> zeroinitializer)
  %t94 = load <16 x float>, ptr %acc12
  %t95 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t78, <16 x float> %t93, <16 x float> %t94)
  store <16 x float> %t95, ptr %acc12
  %t96 = add i64 %i25, 3
  %t97 = mul i64 %t96, %sak
  %t98 = getelementptr float, ptr %a, i64 %t97
  %t99 = load float, ptr %t98, align 4
  %t100 = insertelement <16 x float> poison, float %t99, i64 0
  %t101 = shufflevector <16 x float> %t100, <16 x float> poison, <16 x i32> zeroinitializer
  %t102 = mul i64 %t96, %sbk
  %t103 = getelementptr float, ptr %b, i64 %t102
  %t104 = getelementptr i8, ptr %t103, i64 1024
  call void @llvm.prefetch.p0(ptr %t104, i32 0, i32 3, i32 1)
  %t105 = getelementptr i8, ptr %t103, i64 1088
  call void @llvm.prefetch.p0(ptr %t105, i32 0, i32 3, i32 1)
  %t106 = getelementptr i8, ptr %t103, i64 1152
  call void @llvm.prefetch.p0(ptr %t106, i32 0, i32 3, i32 1)
  %t107 = getelementptr float, ptr %t103, i64 0
  %t108 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t107, <16 x i1> %t1, <16 x float> zeroinitializer)
  %t109 = load <16 x float>, ptr %acc13
  %t110 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t101, <16 x float> %t108, <16 x float> %t109)
  store <16 x float> %t110, ptr %acc13
  %t111 = getelementptr float, ptr %t103, i64 16
  %t112 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t111, <16 x i1> %t2, <16 x float> zeroinitializer)
  %t113 = load <16 x float>, ptr %acc14
  %t114 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t101, <16 x float> %t112, <16 x float> %t113)
  store <16 x float> %t114, ptr %acc14
  %t115 = getelementptr float, ptr %t103, i64 32
  %t116 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t115, <16 x i1> %t3, <16 x float> zeroinitializer)
  %t117 = load <16 x float>, ptr %acc15
  %t118 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t101, <16 x float> %t116, <16 x float> %t117)
  store <16 x float> %t118, ptr %acc15
  %t119 = add i64 %i25, 4
  %t120 = mul i64 %t119, %sak
  %t121 = getelementptr float, ptr %a, i64 %t120
  %t122 = load float, ptr %t121, align 4
  %t123 = insertelement <16 x float> poison, float %t122, i64 0
  %t124 = shufflevector <16 x float> %t123, <16 x float> poison, <16 x i32> zeroinitializer
  %t125 = mul i64 %t119, %sbk
  %t126 = getelementptr float, ptr %b, i64 %t125
  %t127 = getelementptr i8, ptr %t126, i64 1024
  call void @llvm.prefetch.p0(ptr %t127, i32 0, i32 3, i32 1)
  %t128 = getelementptr i8, ptr %t126, i64 1088
  call void @llvm.prefetch.p0(ptr %t128, i32 0, i32 3, i32 1)
  %t129 = getelementptr i8, ptr %t126, i64 1152
  call void @llvm.prefetch.p0(ptr %t129, i32 0, i32 3, i32 1)
  %t130 = getelementptr float, ptr %t126, i64 0
  %t131 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t130, <16 x i1> %t1, <16 x float> zeroinitializer)
  %t132 = load <16 x float>, ptr %acc16
  %t133 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t124, <16 x float> %t131, <16 x float> %t132)
  store <16 x float> %t133, ptr %acc16
  %t134 = getelementptr float, ptr %t126, i64 16
  %t135 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t134, <16 x i1> %t2, <16 x float> zeroinitializer)
  %t136 = load <16 x float>, ptr %acc17
  %t137 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t124, <16 x float> %t135, <16 x float> %t136)
  store <16 x float> %t137, ptr %acc17
  %t138 = getelementptr float, ptr %t126, i64 32
  %t139 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t138, <16 x i1> %t3, <16 x float> zeroinitializer)
  %t140 = load <16 x float>, ptr %acc18
  %t141 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t124, <16 x float> %t139, <16 x float> %t140)
  store <16 x float> %t141, ptr %acc18
  %t142 = add nsw i64 %i25, 5
  store i64 %t142, ptr %c21
  br label %head22
done24:
  store i64 %t20, ptr %c143
  br label %head144
head144:
  %i147 = load i64, ptr %c143
  %t148 = icmp slt i64 %i147, %kc
  br i1 %t148, label %body145, label %done146
body145:
  %t149 = mul i64 %i147, %sak
  %t150 = getelementptr float, ptr %a, i64 %t149
  %t151 = load float, ptr %t150, align 4
  %t152 = insertelement <16 x float> poison, float %t151, i64 0
  %t153 = shufflevector <16 x float> %t152, <16 x float> poison, <16 x i32> zeroinitializer
  %t154 = mul i64 %i147, %sbk
  %t155 = getelementptr float, ptr %b, i64 %t154
  %t156 = getelementptr i8, ptr %t155, i64 1024
  call void @llvm.prefetch.p0(ptr %t156, i32 0, i32 3, i32 1)
  %t157 = getelementptr i8, ptr %t155, i64 1088
  call void @llvm.prefetch.p0(ptr %t157, i32 0, i32 3, i32 1)
  %t158 = getelementptr i8, ptr %t155, i64 1152
  call void @llvm.prefetch.p0(ptr %t158, i32 0, i32 3, i32 1)
  %t159 = getelementptr float, ptr %t155, i64 0
  %t160 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t159, <16 x i1> %t1, <16 x float> zeroinitializer)
  %t161 = load <16 x float>, ptr %acc4
  %t162 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t153, <16 x float> %t160, <16 x float> %t161)
  store <16 x float> %t162, ptr %acc4
  %t163 = getelementptr float, ptr %t155, i64 16
  %t164 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t163, <16 x i1> %t2, <16 x float> zeroinitializer)
  %t165 = load <16 x float>, ptr %acc5
  %t166 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t153, <16 x float> %t164, <16 x float> %t165)
  store <16 x float> %t166, ptr %acc5
  %t167 = getelementptr float, ptr %t155, i64 32
  %t168 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t167, <16 x i1> %t3, <16 x float> zeroinitializer)
  %t169 = load <16 x float>, ptr %acc6
  %t170 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t153, <16 x float> %t168, <16 x float> %t169)
  store <16 x float> %t170, ptr %acc6
  %t171 = add nsw i64 %i147, 1
  store i64 %t171, ptr %c143
  br label %head144
done146:
  %t172 = load <16 x float>, ptr %acc4
  %t173 = load <16 x float>, ptr %acc7
  %t174 = load <16 x float>, ptr %acc10
  %t175 = load <16 x float>, ptr %acc13
  %t176 = load <16 x float>, ptr %acc16
  %t177 = fadd <16 x float> %t172, %t173
  %t178 = fadd <16 x float> %t174, %t175
  %t179 = fadd <16 x float> %t177, %t178
  %t180 = fadd <16 x float> %t179, %t176
  %t181 = getelementptr float, ptr %c, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t180, ptr align 4 %t181, <16 x i1> %t1)
  %t182 = load <16 x float>, ptr %acc5
  %t183 = load <16 x float>, ptr %acc8
  %t184 = load <16 x float>, ptr %acc11
  %t185 = load <16 x float>, ptr %acc14
  %t186 = load <16 x float>, ptr %acc17
  %t187 = fadd <16 x float> %t182, %t183
  %t188 = fadd <16 x float> %t184, %t185
  %t189 = fadd <16 x float> %t187, %t188
  %t190 = fadd <16 x float> %t189, %t186
  %t191 = getelementptr float, ptr %c, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t190, ptr align 4 %t191, <16 x i1> %t2)
  %t192 = load <16 x float>, ptr %acc6
  %t193 = load <16 x float>, ptr %acc9
  %t194 = load <16 x float>, ptr %acc12
  %t195 = load <16 x float>, ptr %acc15
  %t196 = load <16 x float>, ptr %acc18
  %t197 = fadd <16 x float> %t192, %t193
  %t198 = fadd <16 x float> %t194, %t195
  %t199 = fadd <16 x float> %t197, %t198
  %t200 = fadd <16 x float> %t199, %t196
  %t201 = getelementptr float, ptr %c, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t200, ptr align 4 %t201, <16 x i1> %t3)
  ret void
}

define internal void @"jr.gemvn4.gemm"(ptr %a, i64 %sak, ptr %b, i64 %sbk, ptr %c, i64 %ncols, i64 %kc) noinline nounwind {
entry:
  %acc5 = alloca <16 x float>
  %acc6 = alloca <16 x float>
  %acc7 = alloca <16 x float>
  %acc8 = alloca <16 x float>
  %acc9 = alloca <16 x float>
  %acc10 = alloca <16 x float>
  %acc11 = alloca <16 x float>
  %acc12 = alloca <16 x float>
  %acc13 = alloca <16 x float>
  %acc14 = alloca <16 x float>
  %acc15 = alloca <16 x float>
  %acc16 = alloca <16 x float>
  %acc17 = alloca <16 x float>
  %acc18 = alloca <16 x float>
  %acc19 = alloca <16 x float>
  %acc20 = alloca <16 x float>
  %c23 = alloca i64
  %c142 = alloca i64
  %t1 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 0, i64 %ncols)
  %t2 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 16, i64 %ncols)
  %t3 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 32, i64 %ncols)
  %t4 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 48, i64 %ncols)
  store <16 x float> zeroinitializer, ptr %acc5
  store <16 x float> zeroinitializer, ptr %acc6
  store <16 x float> zeroinitializer, ptr %acc7
  store <16 x float> zeroinitializer, ptr %acc8
  store <16 x float> zeroinitializer, ptr %acc9
  store <16 x float> zeroinitializer, ptr %acc10
  store <16 x float> zeroinitializer, ptr %acc11
  store <16 x float> zeroinitializer, ptr %acc12
  store <16 x float> zeroinitializer, ptr %acc13
  store <16 x float> zeroinitializer, ptr %acc14
  store <16 x float> zeroinitializer, ptr %acc15
  store <16 x float> zeroinitializer, ptr %acc16
  store <16 x float> zeroinitializer, ptr %acc17
  store <16 x float> zeroinitializer, ptr %acc18
  store <16 x float> zeroinitializer, ptr %acc19
  store <16 x float> zeroinitializer, ptr %acc20
  %t21 = sdiv i64 %kc, 4
  %t22 = mul i64 %t21, 4
  store i64 0, ptr %c23
  br label %head24
head24:
  %i27 = load i64, ptr %c23
  %t28 = icmp slt i64 %i27, %t22
  br i1 %t28, label %body25, label %done26
body25:
  %t29 = add i64 %i27, 0
  %t30 = mul i64 %t29, %sak
  %t31 = getelementptr float, ptr %a, i64 %t30
  %t32 = load float, ptr %t31, align 4
  %t33 = insertelement <16 x float> poison, float %t32, i64 0
  %t34 = shufflevector <16 x float> %t33, <16 x float> poison, <16 x i32> zeroinitializer
  %t35 = mul i64 %t29, %sbk
  %t36 = getelementptr float, ptr %b, i64 %t35
  %t37 = getelementptr i8, ptr %t36, i64 1024
  call void @llvm.prefetch.p0(ptr %t37, i32 0, i32 3, i32 1)
  %t38 = getelementptr i8, ptr %t36, i64 1088
  call void @llvm.prefetch.p0(ptr %t38, i32 0, i32 3, i32 1)
  %t39 = getelementptr i8, ptr %t36, i64 1152
  call void @llvm.prefetch.p0(ptr %t39, i32 0, i32 3, i32 1)
  %t40 = getelementptr i8, ptr %t36, i64 1216
  call void @llvm.prefetch.p0(ptr %t40, i32 0, i32 3, i32 1)
  %t41 = getelementptr float, ptr %t36, i64 0
  %t42 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t41, <16 x i1> %t1, <16 x float> zeroinitializer)
  %t43 = load <16 x float>, ptr %acc5
  %t44 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t34, <16 x float> %t42, <16 x float> %t43)
  store <16 x float> %t44, ptr %acc5
  %t45 = getelementptr float, ptr %t36, i64 16
  %t46 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t45, <16 x i1> %t2, <16 x float> zeroinitializer)
  %t47 = load <16 x float>, ptr %acc6
  %t48 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t34, <16 x float> %t46, <16 x float> %t47)
  store <16 x float> %t48, ptr %acc6
  %t49 = getelementptr float, ptr %t36, i64 32
  %t50 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t49, <16 x i1> %t3, <16 x float> zeroinitializer)
  %t51 = load <16 x float>, ptr %acc7
  %t52 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t34, <16 x float> %t50, <16 x float> %t51)
  store <16 x float> %t52, ptr %acc7
  %t53 = getelementptr float, ptr %t36, i64 48
  %t54 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t53, <16 x i1> %t4, <16 x float> zeroinitializer)
  %t55 = load <16 x float>, ptr %acc8
  %t56 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t34, <16 x float> %t54, <16 x float> %t55)
  store <16 x float> %t56, ptr %acc8
  %t57 = add i64 %i27, 1
  %t58 = mul i64 %t57, %sak
  %t59 = getelementptr float, ptr %a, i64 %t58
  %t60 = load float, ptr %t59, align 4
  %t61 = insertelement <16 x float> poison, float %t60, i64 0
  %t62 = shufflevector <16 x float> %t61, <16 x float> poison, <16 x i32> zeroinitializer
  %t63 = mul i64 %t57, %sbk
  %t64 = getelementptr float, ptr %b, i64 %t63
  %t65 = getelementptr i8, ptr %t64, i64 1024
  call void @llvm.prefetch.p0(ptr %t65, i32 0, i32 3, i32 1)
  %t66 = getelementptr i8, ptr %t64, i64 1088
  call void @llvm.prefetch.p0(ptr %t66, i32 0, i32 3, i32 1)
  %t67 = getelementptr i8, ptr %t64, i64 1152
  call void @llvm.prefetch.p0(ptr %t67, i32 0, i32 3, i32 1)
  %t68 = getelementptr i8, ptr %t64, i64 1216
  call void @llvm.prefetch.p0(ptr %t68, i32 0, i32 3, i32 1)
  %t69 = getelementptr float, ptr %t64, i64 0
  %t70 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t69, <16 x i1> %t1, <16 x float> zeroinitializer)
  %t71 = load <16 x float>, ptr %acc9
  %t72 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t62, <16 x float> %t70, <16 x float> %t71)
  store <16 x float> %t72, ptr %acc9
  %t73 = getelementptr float, ptr %t64, i64 16
  %t74 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t73, <16 x i1> %t2, <16 x float> zeroinitializer)
  %t75 = load <16 x float>, ptr %acc10
  %t76 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t62, <16 x float> %t74, <16 x float> %t75)
  store <16 x float> %t76, ptr %acc10
  %t77 = getelementptr float, ptr %t64, i64 32
  %t78 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t77, <16 x i1> %t3, <16 x float> zeroinitializer)
  %t79 = load <16 x float>, ptr %acc11
  %t80 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t62, <16 x float> %t78, <16 x float> %t79)
  store <16 x float> %t80, ptr %acc11
  %t81 = getelementptr float, ptr %t64, i64 48
  %t82 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t81, <16 x i1> %t4, <16 x float> zeroinitializer)
  %t83 = load <16 x float>, ptr %acc12
  %t84 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t62, <16 x float> %t82, <16 x float> %t83)
  store <16 x float> %t84, ptr %acc12
  %t85 = add i64 %i27, 2
  %t86 = mul i64 %t85, %sak
  %t87 = getelementptr float, ptr %a, i64 %t86
  %t88 = load float, ptr %t87, align 4
  %t89 = insertelement <16 x float> poison, float %t88, i64 0
  %t90 = shufflevector <16 x float> %t89, <16 x float> poison, <16 x i32> zeroinitializer
  %t91 = mul i64 %t85, %sbk
  %t92 = getelementptr float, ptr %b, i64 %t91
  %t93 = getelementptr i8, ptr %t92, i64 1024
  call void @llvm.prefetch.p0(ptr %t93, i32 0, i32 3, i32 1)
  %t94 = getelementptr i8, ptr %t92, i64 1088
  call void @llvm.prefetch.p0(ptr %t94, i32 0, i32 3, i32 1)
  %t95 = getelementptr i8, ptr %t92, i64 1152
  call void @llvm.prefetch.p0(ptr %t95, i32 0, i32 3, i32 1)
  %t96 = getelementptr i8, ptr %t92, i64 1216
  call void @llvm.prefetch.p0(ptr %t96, i32 0, i32 3, i32 1)
  %t97 = getelementptr float, ptr %t92, i64 0
  %t98 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t97, <16 x i1> %t1, <16 x float> zeroinitializer)
  %t99 = load <16 x float>, ptr %acc13
  %t100 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t90, <16 x float> %t98, <16 x float> %t99)
  store <16 x float> %t100, ptr %acc13
  %t101 = getelementptr float, ptr %t92, i64 16
  %t102 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t101, <16 x i1> %t2, <16 x float> zeroinitializer)
  %t103 = load <16 x float>, ptr %acc14
  %t104 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t90, <16 x float> %t102, <16 x float> %t103)
  store <16 x float> %t104, ptr %acc14
  %t105 = getelementptr float, ptr %t92, i64 32
  %t106 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t105, <16 x i1> %t3, <16 x float> zeroinitializer)
  %t107 = load <16 x float>, ptr %acc15
  %t108 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t90, <16 x float> %t106, <16 x float> %t107)
  store <16 x float> %t108, ptr %acc15
  %t109 = getelementptr float, ptr %t92, i64 48
  %t110 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t109, <16 x i1> %t4, <16 x float> zeroinitializer)
  %t111 = load <16 x float>, ptr %acc16
  %t112 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t90, <16 x float> %t110, <16 x float> %t111)
  store <16 x float> %t112, ptr %acc16
  %t113 = add i64 %i27, 3
  %t114 = mul i64 %t113, %sak
  %t115 = getelementptr float, ptr %a, i64 %t114
  %t116 = load float, ptr %t115, align 4
  %t117 = insertelement <16 x float> poison, float %t116, i64 0
  %t118 = shufflevector <16 x float> %t117, <16 x float> poison, <16 x i32> zeroinitializer
  %t119 = mul i64 %t113, %sbk
  %t120 = getelementptr float, ptr %b, i64 %t119
  %t121 = getelementptr i8, ptr %t120, i64 1024
  call void @llvm.prefetch.p0(ptr %t121, i32 0, i32 3, i32 1)
  %t122 = getelementptr i8, ptr %t120, i64 1088
  call void @llvm.prefetch.p0(ptr %t122, i32 0, i32 3, i32 1)
  %t123 = getelementptr i8, ptr %t120, i64 1152
  call void @llvm.prefetch.p0(ptr %t123, i32 0, i32 3, i32 1)
  %t124 = getelementptr i8, ptr %t120, i64 1216
  call void @llvm.prefetch.p0(ptr %t124, i32 0, i32 3, i32 1)
  %t125 = getelementptr float, ptr %t120, i64 0
  %t126 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t125, <16 x i1> %t1, <16 x float> zeroinitializer)
  %t127 = load <16 x float>, ptr %acc17
  %t128 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t118, <16 x float> %t126, <16 x float> %t127)
  store <16 x float> %t128, ptr %acc17
  %t129 = getelementptr float, ptr %t120, i64 16
  %t130 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t129, <16 x i1> %t2, <16 x float> zeroinitializer)
  %t131 = load <16 x float>, ptr %acc18
  %t132 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t118, <16 x float> %t130, <16 x float> %t131)
  store <16 x float> %t132, ptr %acc18
  %t133 = getelementptr float, ptr %t120, i64 32
  %t134 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t133, <16 x i1> %t3, <16 x float> zeroinitializer)
  %t135 = load <16 x float>, ptr %acc19
  %t136 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t118, <16 x float> %t134, <16 x float> %t135)
  store <16 x float> %t136, ptr %acc19
  %t137 = getelementptr float, ptr %t120, i64 48
  %t138 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t137, <16 x i1> %t4, <16 x float> zeroinitializer)
  %t139 = load <16 x float>, ptr %acc20
  %t140 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t118, <16 x float> %t138, <16 x float> %t139)
  store <16 x float> %t140, ptr %acc20
  %t141 = add nsw i64 %i27, 4
  store i64 %t141, ptr %c23
  br label %head24
done26:
  store i64 %t22, ptr %c142
  br label %head143
head143:
  %i146 = load i64, ptr %c142
  %t147 = icmp slt i64 %i146, %kc
  br i1 %t147, label %body144, label %done145
body144:
  %t148 = mul i64 %i146, %sak
  %t149 = getelementptr float, ptr %a, i64 %t148
  %t150 = load float, ptr %t149, align 4
  %t151 = insertelement <16 x float> poison, float %t150, i64 0
  %t152 = shufflevector <16 x float> %t151, <16 x float> poison, <16 x i32> zeroinitializer
  %t153 = mul i64 %i146, %sbk
  %t154 = getelementptr float, ptr %b, i64 %t153
  %t155 = getelementptr i8, ptr %t154, i64 1024
  call void @llvm.prefetch.p0(ptr %t155, i32 0, i32 3, i32 1)
  %t156 = getelementptr i8, ptr %t154, i64 1088
  call void @llvm.prefetch.p0(ptr %t156, i32 0, i32 3, i32 1)
  %t157 = getelementptr i8, ptr %t154, i64 1152
  call void @llvm.prefetch.p0(ptr %t157, i32 0, i32 3, i32 1)
  %t158 = getelementptr i8, ptr %t154, i64 1216
  call void @llvm.prefetch.p0(ptr %t158, i32 0, i32 3, i32 1)
  %t159 = getelementptr float, ptr %t154, i64 0
  %t160 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t159, <16 x i1> %t1, <16 x float> zeroinitializer)
  %t161 = load <16 x float>, ptr %acc5
  %t162 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t152, <16 x float> %t160, <16 x float> %t161)
  store <16 x float> %t162, ptr %acc5
  %t163 = getelementptr float, ptr %t154, i64 16
  %t164 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t163, <16 x i1> %t2, <16 x float> zeroinitializer)
  %t165 = load <16 x float>, ptr %acc6
  %t166 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t152, <16 x float> %t164, <16 x float> %t165)
  store <16 x float> %t166, ptr %acc6
  %t167 = getelementptr float, ptr %t154, i64 32
  %t168 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t167, <16 x i1> %t3, <16 x float> zeroinitializer)
  %t169 = load <16 x float>, ptr %acc7
  %t170 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t152, <16 x float> %t168, <16 x float> %t169)
  store <16 x float> %t170, ptr %acc7
  %t171 = getelementptr float, ptr %t154, i64 48
  %t172 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t171, <16 x i1> %t4, <16 x float> zeroinitializer)
  %t173 = load <16 x float>, ptr %acc8
  %t174 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t152, <16 x float> %t172, <16 x float> %t173)
  store <16 x float> %t174, ptr %acc8
  %t175 = add nsw i64 %i146, 1
  store i64 %t175, ptr %c142
  br label %head143
done145:
  %t176 = load <16 x float>, ptr %acc5
  %t177 = load <16 x float>, ptr %acc9
  %t178 = load <16 x float>, ptr %acc13
  %t179 = load <16 x float>, ptr %acc17
  %t180 = fadd <16 x float> %t176, %t177
  %t181 = fadd <16 x float> %t178, %t179
  %t182 = fadd <16 x float> %t180, %t181
  %t183 = getelementptr float, ptr %c, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t182, ptr align 4 %t183, <16 x i1> %t1)
  %t184 = load <16 x float>, ptr %acc6
  %t185 = load <16 x float>, ptr %acc10
  %t186 = load <16 x float>, ptr %acc14
  %t187 = load <16 x float>, ptr %acc18
  %t188 = fadd <16 x float> %t184, %t185
  %t189 = fadd <16 x float> %t186, %t187
  %t190 = fadd <16 x float> %t188, %t189
  %t191 = getelementptr float, ptr %c, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t190, ptr align 4 %t191, <16 x i1> %t2)
  %t192 = load <16 x float>, ptr %acc7
  %t193 = load <16 x float>, ptr %acc11
  %t194 = load <16 x float>, ptr %acc15
  %t195 = load <16 x float>, ptr %acc19
  %t196 = fadd <16 x float> %t192, %t193
  %t197 = fadd <16 x float> %t194, %t195
  %t198 = fadd <16 x float> %t196, %t197
  %t199 = getelementptr float, ptr %c, i64 32
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t198, ptr align 4 %t199, <16 x i1> %t3)
  %t200 = load <16 x float>, ptr %acc8
  %t201 = load <16 x float>, ptr %acc12
  %t202 = load <16 x float>, ptr %acc16
  %t203 = load <16 x float>, ptr %acc20
  %t204 = fadd <16 x float> %t200, %t201
  %t205 = fadd <16 x float> %t202, %t203
  %t206 = fadd <16 x float> %t204, %t205
  %t207 = getelementptr float, ptr %c, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t206, ptr align 4 %t207, <16 x i1> %t4)
  ret void
}

define internal void @"jr.gemvt.gemm"(ptr %a, ptr %b, i64 %sbn, ptr %c, i64 %ncols, i64 %kc) noinline nounwind {
entry:
  %c6 = alloca i64
  %dot36 = alloca <16 x float>
  %dot37 = alloca <16 x float>
  %dot38 = alloca <16 x float>
  %dot39 = alloca <16 x float>
  %dot40 = alloca <16 x float>
  %dot41 = alloca <16 x float>
  %dot42 = alloca <16 x float>
  %dot43 = alloca <16 x float>
  %c44 = alloca i64
  %c152 = alloca i64
  %dot161 = alloca <16 x float>
  %c162 = alloca i64
  %t1 = sdiv i64 %kc, 16
  %t2 = mul i64 %t1, 16
  %t3 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t2, i64 %kc)
  %t4 = sdiv i64 %ncols, 8
  %t5 = mul i64 %t4, 8
  store i64 0, ptr %c6
  br label %head7
head7:
  %i10 = load i64, ptr %c6
  %t11 = icmp slt i64 %i10, %t5
  br i1 %t11, label %body8, label %done9
body8:
  %t12 = add i64 %i10, 0
  %t13 = mul i64 %t12, %sbn
  %t14 = getelementptr float, ptr %b, i64 %t13
  %t15 = add i64 %i10, 1
  %t16 = mul i64 %t15, %sbn
  %t17 = getelementptr float, ptr %b, i64 %t16
  %t18 = add i64 %i10, 2
  %t19 = mul i64 %t18, %sbn
  %t20 = getelementptr float, ptr %b, i64 %t19
  %t21 = add i64 %i10, 3
  %t22 = mul i64 %t21, %sbn
  %t23 = getelementptr float, ptr %b, i64 %t22
  %t24 = add i64 %i10, 4
  %t25 = mul i64 %t24, %sbn
  %t26 = getelementptr float, ptr %b, i64 %t25
  %t27 = add i64 %i10, 5
  %t28 = mul i64 %t27, %sbn
  %t29 = getelementptr float, ptr %b, i64 %t28
  %t30 = add i64 %i10, 6
  %t31 = mul i64 %t30, %sbn
  %t32 = getelementptr float, ptr %b, i64 %t31
  %t33 = add i64 %i10, 7
  %t34 = mul i64 %t33, %sbn
  %t35 = getelementptr float, ptr %b, i64 %t34
  store <16 x float> zeroinitializer, ptr %dot36
  store <16 x float> zeroinitializer, ptr %dot37
  store <16 x float> zeroinitializer, ptr %dot38
  store <16 x float> zeroinitializer, ptr %dot39
  store <16 x float> zeroinitializer, ptr %dot40
  store <16 x float> zeroinitializer, ptr %dot41
  store <16 x float> zeroinitializer, ptr %dot42
  store <16 x float> zeroinitializer, ptr %dot43
  store i64 0, ptr %c44
  br label %head45
head45:
  %i48 = load i64, ptr %c44
  %t49 = icmp slt i64 %i48, %t2
  br i1 %t49, label %body46, label %done47
body46:
  %t50 = getelementptr float, ptr %a, i64 %i48
  %t51 = load <16 x float>, ptr %t50, align 4
  %t52 = getelementptr float, ptr %t14, i64 %i48
  %t53 = load <16 x float>, ptr %t52, align 4
  %t54 = load <16 x float>, ptr %dot36
  %t55 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t51, <16 x float> %t53, <16 x float> %t54)
  store <16 x float> %t55, ptr %dot36
  %t56 = getelementptr float, ptr %t17, i64 %i48
  %t57 = load <16 x float>, ptr %t56, align 4
  %t58 = load <16 x float>, ptr %dot37
  %t59 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t51, <16 x float> %t57, <16 x float> %t58)
  store <16 x float> %t59, ptr %dot37
  %t60 = getelementptr float, ptr %t20, i64 %i48
  %t61 = load <16 x float>, ptr %t60, align 4
  %t62 = load <16 x float>, ptr %dot38
  %t63 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t51, <16 x float> %t61, <16 x float> %t62)
  store <16 x float> %t63, ptr %dot38
  %t64 = getelementptr float, ptr %t23, i64 %i48
  %t65 = load <16 x float>, ptr %t64, align 4
  %t66 = load <16 x float>, ptr %dot39
  %t67 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t51, <16 x float> %t65, <16 x float> %t66)
  store <16 x float> %t67, ptr %dot39
  %t68 = getelementptr float, ptr %t26, i64 %i48
  %t69 = load <16 x float>, ptr %t68, align 4
  %t70 = load <16 x float>, ptr %dot40
  %t71 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t51, <16 x float> %t69, <16 x float> %t70)
  store <16 x float> %t71, ptr %dot40
  %t72 = getelementptr float, ptr %t29, i64 %i48
  %t73 = load <16 x float>, ptr %t72, align 4
  %t74 = load <16 x float>, ptr %dot41
  %t75 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t51, <16 x float> %t73, <16 x float> %t74)
  store <16 x float> %t75, ptr %dot41
  %t76 = getelementptr float, ptr %t32, i64 %i48
  %t77 = load <16 x float>, ptr %t76, align 4
  %t78 = load <16 x float>, ptr %dot42
  %t79 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t51, <16 x float> %t77, <16 x float> %t78)
  store <16 x float> %t79, ptr %dot42
  %t80 = getelementptr float, ptr %t35, i64 %i48
  %t81 = load <16 x float>, ptr %t80, align 4
  %t82 = load <16 x float>, ptr %dot43
  %t83 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t51, <16 x float> %t81, <16 x float> %t82)
  store <16 x float> %t83, ptr %dot43
  %t84 = add nsw i64 %i48, 16
  store i64 %t84, ptr %c44
  br label %head45
done47:
  %t85 = getelementptr float, ptr %a, i64 %t2
  %t86 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t85, <16 x i1> %t3, <16 x float> zeroinitializer)
  %t87 = getelementptr float, ptr %t14, i64 %t2
  %t88 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t87, <16 x i1> %t3, <16 x float> zeroinitializer)
  %t89 = load <16 x float>, ptr %dot36
  %t90 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t86, <16 x float> %t88, <16 x float> %t89)
  store <16 x float> %t90, ptr %dot36
  %t91 = getelementptr float, ptr %t17, i64 %t2
  %t92 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t91, <16 x i1> %t3, <16 x float> zeroinitializer)
  %t93 = load <16 x float>, ptr %dot37
  %t94 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t86, <16 x float> %t92, <16 x float> %t93)
  store <16 x float> %t94, ptr %dot37
  %t95 = getelementptr float, ptr %t20, i64 %t2
  %t96 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t95, <16 x i1> %t3, <16 x float> zeroinitializer)
  %t97 = load <16 x float>, ptr %dot38
  %t98 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t86, <16 x float> %t96, <16 x float> %t97)
  store <16 x float> %t98, ptr %dot38
  %t99 = getelementptr float, ptr %t23, i64 %t2
  %t100 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t99, <16 x i1> %t3, <16 x float> zeroinitializer)
  %t101 = load <16 x float>, ptr %dot39
  %t102 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t86, <16 x float> %t100, <16 x float> %t101)
  store <16 x float> %t102, ptr %dot39
  %t103 = getelementptr float, ptr %t26, i64 %t2
  %t104 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t103, <16 x i1> %t3, <16 x float> zeroinitializer)
  %t105 = load <16 x float>, ptr %dot40
  %t106 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t86, <16 x float> %t104, <16 x float> %t105)
  store <16 x float> %t106, ptr %dot40
  %t107 = getelementptr float, ptr %t29, i64 %t2
  %t108 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t107, <16 x i1> %t3, <16 x float> zeroinitializer)
  %t109 = load <16 x float>, ptr %dot41
  %t110 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t86, <16 x float> %t108, <16 x float> %t109)
  store <16 x float> %t110, ptr %dot41
  %t111 = getelementptr float, ptr %t32, i64 %t2
  %t112 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t111, <16 x i1> %t3, <16 x float> zeroinitializer)
  %t113 = load <16 x float>, ptr %dot42
  %t114 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t86, <16 x float> %t112, <16 x float> %t113)
  store <16 x float> %t114, ptr %dot42
  %t115 = getelementptr float, ptr %t35, i64 %t2
  %t116 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t115, <16 x i1> %t3, <16 x float> zeroinitializer)
  %t117 = load <16 x float>, ptr %dot43
  %t118 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t86, <16 x float> %t116, <16 x float> %t117)
  store <16 x float> %t118, ptr %dot43
  %t119 = load <16 x float>, ptr %dot36
  %t120 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %t119)
  %t121 = add i64 %i10, 0
  %t122 = getelementptr float, ptr %c, i64 %t121
  store float %t120, ptr %t122
  %t123 = load <16 x float>, ptr %dot37
  %t124 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %t123)
  %t125 = add i64 %i10, 1
  %t126 = getelementptr float, ptr %c, i64 %t125
  store float %t124, ptr %t126
  %t127 = load <16 x float>, ptr %dot38
  %t128 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %t127)
  %t129 = add i64 %i10, 2
  %t130 = getelementptr float, ptr %c, i64 %t129
  store float %t128, ptr %t130
  %t131 = load <16 x float>, ptr %dot39
  %t132 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %t131)
  %t133 = add i64 %i10, 3
  %t134 = getelementptr float, ptr %c, i64 %t133
  store float %t132, ptr %t134
  %t135 = load <16 x float>, ptr %dot40
  %t136 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %t135)
  %t137 = add i64 %i10, 4
  %t138 = getelementptr float, ptr %c, i64 %t137
  store float %t136, ptr %t138
  %t139 = load <16 x float>, ptr %dot41
  %t140 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %t139)
  %t141 = add i64 %i10, 5
  %t142 = getelementptr float, ptr %c, i64 %t141
  store float %t140, ptr %t142
  %t143 = load <16 x float>, ptr %dot42
  %t144 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %t143)
  %t145 = add i64 %i10, 6
  %t146 = getelementptr float, ptr %c, i64 %t145
  store float %t144, ptr %t146
  %t147 = load <16 x float>, ptr %dot43
  %t148 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %t147)
  %t149 = add i64 %i10, 7
  %t150 = getelementptr float, ptr %c, i64 %t149
  store float %t148, ptr %t150
  %t151 = add nsw i64 %i10, 8
  store i64 %t151, ptr %c6
  br label %head7
done9:
  store i64 %t5, ptr %c152
  br label %head153
head153:
  %i156 = load i64, ptr %c152
  %t157 = icmp slt i64 %i156, %ncols
  br i1 %t157, label %body154, label %done155
body154:
  %t158 = add i64 %i156, 0
  %t159 = mul i64 %t158, %sbn
  %t160 = getelementptr float, ptr %b, i64 %t159
  store <16 x float> zeroinitializer, ptr %dot161
  store i64 0, ptr %c162
  br label %head163
head163:
  %i166 = load i64, ptr %c162
  %t167 = icmp slt i64 %i166, %t2
  br i1 %t167, label %body164, label %done165
body164:
  %t168 = getelementptr float, ptr %a, i64 %i166
  %t169 = load <16 x float>, ptr %t168, align 4
  %t170 = getelementptr float, ptr %t160, i64 %i166
  %t171 = load <16 x float>, ptr %t170, align 4
  %t172 = load <16 x float>, ptr %dot161
  %t173 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t169, <16 x float> %t171, <16 x float> %t172)
  store <16 x float> %t173, ptr %dot161
  %t174 = add nsw i64 %i166, 16
  store i64 %t174, ptr %c162
  br label %head163
done165:
  %t175 = getelementptr float, ptr %a, i64 %t2
  %t176 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t175, <16 x i1> %t3, <16 x float> zeroinitializer)
  %t177 = getelementptr float, ptr %t160, i64 %t2
  %t178 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t177, <16 x i1> %t3, <16 x float> zeroinitializer)
  %t179 = load <16 x float>, ptr %dot161
  %t180 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t176, <16 x float> %t178, <16 x float> %t179)
  store <16 x float> %t180, ptr %dot161
  %t181 = load <16 x float>, ptr %dot161
  %t182 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %t181)
  %t183 = add i64 %i156, 0
  %t184 = getelementptr float, ptr %c, i64 %t183
  store float %t182, ptr %t184
  %t185 = add nsw i64 %i156, 1
  store i64 %t185, ptr %c152
  br label %head153
done155:
  ret void
}

define void @"jr.op.gemm.epilogue"(ptr noalias %buf.a, ptr noalias %buf.b, ptr noalias %buf.c, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.A1, i64 %size.B0, i64 %size.B1, i64 %size.CN, i64 %size._mt0, i64 %size._mtc, i64 %size._nt0, i64 %size._ntc, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_mi.addr.1 = alloca i64, align 64
  %_ni.addr.9 = alloca i64, align 64
  %v82 = icmp sge i64 %size.B0, 2097152
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
  %v83 = and i1 %v21, %v82
  br i1 %v83, label %stream84, label %cached85
stream84:
  %v87 = sub i64 %size._ntc, 16
  br label %cond88
cond88:
  %i91 = load i64, ptr %_ni.addr.9
  %v92 = icmp sle i64 %i91, %v87
  br i1 %v92, label %body89, label %exit90
body89:
  %v93 = add i64 %size._mt0, %i7
  %v94 = mul i64 %v93, %size.B0
  %v95 = add i64 %size._nt0, %i91
  %v96 = add i64 %v94, %v95
  %p97 = getelementptr float, ptr %buf.y, i64 %v96
  %ld98 = load <16 x float>, ptr %p97, align 4
  %v99 = fmul contract <16 x float> splat (float 0x3FF0000000000000), %ld98
  %ins100 = insertelement <16 x i64> poison, i64 %i91, i64 0
  %splat101 = shufflevector <16 x i64> %ins100, <16 x i64> poison, <16 x i32> zeroinitializer
  %step102 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane103 = add <16 x i64> %splat101, %step102
  %ins104 = insertelement <16 x i64> poison, i64 %size._nt0, i64 0
  %splat105 = shufflevector <16 x i64> %ins104, <16 x i64> poison, <16 x i32> zeroinitializer
  %v106 = add <16 x i64> %splat105, %lane103
  %ins107 = insertelement <16 x i64> poison, i64 %size.CN, i64 0
  %splat108 = shufflevector <16 x i64> %ins107, <16 x i64> poison, <16 x i32> zeroinitializer
  %v109 = sdiv <16 x i64> %v106, %splat108
  %v110 = srem <16 x i64> %v106, %splat108
  %v111 = icmp ne <16 x i64> %v110, zeroinitializer
  %v112 = icmp slt <16 x i64> %v110, zeroinitializer
  %v113 = icmp slt <16 x i64> %splat108, zeroinitializer
  %v114 = xor <16 x i1> %v112, %v113
  %v115 = and <16 x i1> %v111, %v114
  %v116 = add <16 x i64> %v110, %splat108
  %v117 = select <16 x i1> %v115, <16 x i64> %v116, <16 x i64> %v110
  %ins118 = insertelement <16 x i64> poison, i64 %size.CN, i64 0
  %splat119 = shufflevector <16 x i64> %ins118, <16 x i64> poison, <16 x i32> zeroinitializer
  %v120 = icmp sge <16 x i64> %v117, zeroinitializer
  %v121 = icmp slt <16 x i64> %v117, %splat119
  %v122 = and <16 x i1> %v120, %v121
  %ins123 = insertelement <16 x i64> poison, i64 %size._nt0, i64 0
  %splat124 = shufflevector <16 x i64> %ins123, <16 x i64> poison, <16 x i32> zeroinitializer
  %v125 = add <16 x i64> %splat124, %lane103
  %ins126 = insertelement <16 x i64> poison, i64 %size.CN, i64 0
  %splat127 = shufflevector <16 x i64> %ins126, <16 x i64> poison, <16 x i32> zeroinitializer
  %v128 = sdiv <16 x i64> %v125, %splat127
  %v129 = srem <16 x i64> %v125, %splat127
  %v130 = icmp ne <16 x i64> %v129, zeroinitializer
  %v131 = icmp slt <16 x i64> %v129, zeroinitializer
  %v132 = icmp slt <16 x i64> %splat127, zeroinitializer
  %v133 = xor <16 x i1> %v131, %v132
  %v134 = and <16 x i1> %v130, %v133
  %v135 = add <16 x i64> %v129, %splat127
  %v136 = select <16 x i1> %v134, <16 x i64> %v135, <16 x i64> %v129
  %ps137 = getelementptr float, ptr %buf.c, <16 x i64> %v136
  %ld138 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps137, <16 x i1> %v122, <16 x float> zeroinitializer)
  %v139 = fmul contract <16 x float> splat (float 0x3FF0000000000000), %ld138
  %v140 = fadd contract <16 x float> %v99, %v139
  %v141 = add i64 %size._mt0, %i7
  %v142 = mul i64 %v141, %size.B0
  %v143 = add i64 %size._nt0, %i91
  %v144 = add i64 %v142, %v143
  %p145 = getelementptr float, ptr %buf.y, i64 %v144
  store <16 x float> %v140, ptr %p145, align 64, !nontemporal !{i32 1}
  %v146 = add nsw i64 %i91, 16
  store i64 %v146, ptr %_ni.addr.9
  br label %cond88
exit90:
  br label %join86
cached85:
  %v147 = sub i64 %size._ntc, 16
  br label %cond148
cond148:
  %i151 = load i64, ptr %_ni.addr.9
  %v152 = icmp sle i64 %i151, %v147
  br i1 %v152, label %body149, label %exit150
body149:
  %v153 = add i64 %size._mt0, %i7
  %v154 = mul i64 %v153, %size.B0
  %v155 = add i64 %size._nt0, %i151
  %v156 = add i64 %v154, %v155
  %p157 = getelementptr float, ptr %buf.y, i64 %v156
  %ld158 = load <16 x float>, ptr %p157, align 4
  %v159 = fmul contract <16 x float> splat (float 0x3FF0000000000000), %ld158
  %ins160 = insertelement <16 x i64> poison, i64 %i151, i64 0
  %splat161 = shufflevector <16 x i64> %ins160, <16 x i64> poison, <16 x i32> zeroinitializer
  %step162 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane163 = add <16 x i64> %splat161, %step162
  %ins164 = insertelement <16 x i64> poison, i64 %size._nt0, i64 0
  %splat165 = shufflevector <16 x i64> %ins164, <16 x i64> poison, <16 x i32> zeroinitializer
  %v166 = add <16 x i64> %splat165, %lane163
  %ins167 = insertelement <16 x i64> poison, i64 %size.CN, i64 0
  %splat168 = shufflevector <16 x i64> %ins167, <16 x i64> poison, <16 x i32> zeroinitializer
  %v169 = sdiv <16 x i64> %v166, %splat168
  %v170 = srem <16 x i64> %v166, %splat168
  %v171 = icmp ne <16 x i64> %v170, zeroinitializer
  %v172 = icmp slt <16 x i64> %v170, zeroinitializer
  %v173 = icmp slt <16 x i64> %splat168, zeroinitializer
  %v174 = xor <16 x i1> %v172, %v173
  %v175 = and <16 x i1> %v171, %v174
  %v176 = add <16 x i64> %v170, %splat168
  %v177 = select <16 x i1> %v175, <16 x i64> %v176, <16 x i64> %v170
  %ins178 = insertelement <16 x i64> poison, i64 %size.CN, i64 0
  %splat179 = shufflevector <16 x i64> %ins178, <16 x i64> poison, <16 x i32> zeroinitializer
  %v180 = icmp sge <16 x i64> %v177, zeroinitializer
  %v181 = icmp slt <16 x i64> %v177, %splat179
  %v182 = and <16 x i1> %v180, %v181
  %ins183 = insertelement <16 x i64> poison, i64 %size._nt0, i64 0
  %splat184 = shufflevector <16 x i64> %ins183, <16 x i64> poison, <16 x i32> zeroinitializer
  %v185 = add <16 x i64> %splat184, %lane163
  %ins186 = insertelement <16 x i64> poison, i64 %size.CN, i64 0
  %splat187 = shufflevector <16 x i64> %ins186, <16 x i64> poison, <16 x i32> zeroinitializer
  %v188 = sdiv <16 x i64> %v185, %splat187
  %v189 = srem <16 x i64> %v185, %splat187
  %v190 = icmp ne <16 x i64> %v189, zeroinitializer
  %v191 = icmp slt <16 x i64> %v189, zeroinitializer
  %v192 = icmp slt <16 x i64> %splat187, zeroinitializer
  %v193 = xor <16 x i1> %v191, %v192
  %v194 = and <16 x i1> %v190, %v193
  %v195 = add <16 x i64> %v189, %splat187
  %v196 = select <16 x i1> %v194, <16 x i64> %v195, <16 x i64> %v189
  %ps197 = getelementptr float, ptr %buf.c, <16 x i64> %v196
  %ld198 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps197, <16 x i1> %v182, <16 x float> zeroinitializer)
  %v199 = fmul contract <16 x float> splat (float 0x3FF0000000000000), %ld198
  %v200 = fadd contract <16 x float> %v159, %v199
  %v201 = add i64 %size._mt0, %i7
  %v202 = mul i64 %v201, %size.B0
  %v203 = add i64 %size._nt0, %i151
  %v204 = add i64 %v202, %v203
  %p205 = getelementptr float, ptr %buf.y, i64 %v204
  store <16 x float> %v200, ptr %p205, align 4
  %v206 = add nsw i64 %i151, 16
  store i64 %v206, ptr %_ni.addr.9
  br label %cond148
exit150:
  br label %join86
join86:
  %i207 = load i64, ptr %_ni.addr.9
  %v208 = icmp slt i64 %i207, %size._ntc
  br i1 %v208, label %tail209, label %done210
tail209:
  %mask211 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i207, i64 %size._ntc)
  %v212 = add i64 %size._mt0, %i7
  %v213 = mul i64 %v212, %size.B0
  %v214 = add i64 %size._nt0, %i207
  %v215 = add i64 %v213, %v214
  %p216 = getelementptr float, ptr %buf.y, i64 %v215
  %ld217 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p216, <16 x i1> %mask211, <16 x float> zeroinitializer)
  %v218 = fmul contract <16 x float> splat (float 0x3FF0000000000000), %ld217
  %ins219 = insertelement <16 x i64> poison, i64 %i207, i64 0
  %splat220 = shufflevector <16 x i64> %ins219, <16 x i64> poison, <16 x i32> zeroinitializer
  %step221 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane222 = add <16 x i64> %splat220, %step221
  %ins223 = insertelement <16 x i64> poison, i64 %size._nt0, i64 0
  %splat224 = shufflevector <16 x i64> %ins223, <16 x i64> poison, <16 x i32> zeroinitializer
  %v225 = add <16 x i64> %splat224, %lane222
  %ins226 = insertelement <16 x i64> poison, i64 %size.CN, i64 0
  %splat227 = shufflevector <16 x i64> %ins226, <16 x i64> poison, <16 x i32> zeroinitializer
  %v228 = sdiv <16 x i64> %v225, %splat227
  %v229 = srem <16 x i64> %v225, %splat227
  %v230 = icmp ne <16 x i64> %v229, zeroinitializer
  %v231 = icmp slt <16 x i64> %v229, zeroinitializer
  %v232 = icmp slt <16 x i64> %splat227, zeroinitializer
  %v233 = xor <16 x i1> %v231, %v232
  %v234 = and <16 x i1> %v230, %v233
  %v235 = add <16 x i64> %v229, %splat227
  %v236 = select <16 x i1> %v234, <16 x i64> %v235, <16 x i64> %v229
  %ins237 = insertelement <16 x i64> poison, i64 %size.CN, i64 0
  %splat238 = shufflevector <16 x i64> %ins237, <16 x i64> poison, <16 x i32> zeroinitializer
  %v239 = icmp sge <16 x i64> %v236, zeroinitializer
  %v240 = icmp slt <16 x i64> %v236, %splat238
  %v241 = and <16 x i1> %v239, %v240
  %v242 = and <16 x i1> %mask211, %v241
  %ins243 = insertelement <16 x i64> poison, i64 %size._nt0, i64 0
  %splat244 = shufflevector <16 x i64> %ins243, <16 x i64> poison, <16 x i32> zeroinitializer
  %v245 = add <16 x i64> %splat244, %lane222
  %ins246 = insertelement <16 x i64> poison, i64 %size.CN, i64 0
  %splat247 = shufflevector <16 x i64> %ins246, <16 x i64> poison, <16 x i32> zeroinitializer
  %v248 = sdiv <16 x i64> %v245, %splat247
  %v249 = srem <16 x i64> %v245, %splat247
  %v250 = icmp ne <16 x i64> %v249, zeroinitializer
  %v251 = icmp slt <16 x i64> %v249, zeroinitializer
  %v252 = icmp slt <16 x i64> %splat247, zeroinitializer
  %v253 = xor <16 x i1> %v251, %v252
  %v254 = and <16 x i1> %v250, %v253
  %v255 = add <16 x i64> %v249, %splat247
  %v256 = select <16 x i1> %v254, <16 x i64> %v255, <16 x i64> %v249
  %ps257 = getelementptr float, ptr %buf.c, <16 x i64> %v256
  %ld258 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps257, <16 x i1> %v242, <16 x float> zeroinitializer)
  %v259 = fmul contract <16 x float> splat (float 0x3FF0000000000000), %ld258
  %v260 = fadd contract <16 x float> %v218, %v259
  %v261 = add i64 %size._mt0, %i7
  %v262 = mul i64 %v261, %size.B0
  %v263 = add i64 %size._nt0, %i207
  %v264 = add i64 %v262, %v263
  %p265 = getelementptr float, ptr %buf.y, i64 %v264
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v260, ptr align 4 %p265, <16 x i1> %mask211)
  br label %done210
done210:
  %v266 = add nsw i64 %i7, 1
  store i64 %v266, ptr %_mi.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}

define void @"jr.op.gemm.exact"(ptr noalias %buf.a, ptr noalias %buf.b, ptr noalias %buf.c, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.A1, i64 %size.B0, i64 %size.B1, i64 %size.CN, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %acc9 = alloca <16 x float>, align 64
  %acc10 = alloca <16 x float>, align 64
  %acc11 = alloca <16 x float>, align 64
  %acc12 = alloca <16 x float>, align 64
  %k.addr.13 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc9
  store <16 x float> splat (float 0x0000000000000000), ptr %acc10
  store <16 x float> splat (float 0x0000000000000000), ptr %acc11
  store <16 x float> splat (float 0x0000000000000000), ptr %acc12
  store i64 0, ptr %k.addr.13
  %v14 = sub i64 %size.A1, 64
  br label %cond15
cond15:
  %i18 = load i64, ptr %k.addr.13
  %v19 = icmp sle i64 %i18, %v14
  br i1 %v19, label %body16, label %exit17
body16:
  %p20 = getelementptr float, ptr %buf.a, i64 %i18
  %ld21 = load <16 x float>, ptr %p20, align 4
  %ins22 = insertelement <16 x i64> poison, i64 %i18, i64 0
  %splat23 = shufflevector <16 x i64> %ins22, <16 x i64> poison, <16 x i32> zeroinitializer
  %step24 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane25 = add <16 x i64> %splat23, %step24
  %ins26 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %splat27 = shufflevector <16 x i64> %ins26, <16 x i64> poison, <16 x i32> zeroinitializer
  %v28 = icmp sge <16 x i64> %lane25, zeroinitializer
  %v29 = icmp slt <16 x i64> %lane25, %splat27
  %v30 = and <16 x i1> %v28, %v29
  %v31 = mul i64 %i7, %size.B1
  %v32 = add i64 %v31, %i18
  %p33 = getelementptr float, ptr %buf.b, i64 %v32
  %ld34 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p33, <16 x i1> %v30, <16 x float> zeroinitializer)
  %v35 = fmul contract <16 x float> %ld21, %ld34
  %ins36 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %splat37 = shufflevector <16 x i64> %ins36, <16 x i64> poison, <16 x i32> zeroinitializer
  %v38 = icmp sge <16 x i64> %lane25, zeroinitializer
  %v39 = icmp slt <16 x i64> %lane25, %splat37
  %v40 = and <16 x i1> %v38, %v39
  %old41 = load <16 x float>, ptr %acc9
  %v42 = fadd <16 x float> %old41, %v35
  %v43 = select <16 x i1> %v40, <16 x float> %v42, <16 x float> %old41
  store <16 x float> %v43, ptr %acc9
  %v44 = add nsw i64 %i18, 16
  %p45 = getelementptr float, ptr %buf.a, i64 %v44
  %ld46 = load <16 x float>, ptr %p45, align 4
  %ins47 = insertelement <16 x i64> poison, i64 %v44, i64 0
  %splat48 = shufflevector <16 x i64> %ins47, <16 x i64> poison, <16 x i32> zeroinitializer
  %step49 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane50 = add <16 x i64> %splat48, %step49
  %ins51 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %splat52 = shufflevector <16 x i64> %ins51, <16 x i64> poison, <16 x i32> zeroinitializer
  %v53 = icmp sge <16 x i64> %lane50, zeroinitializer
  %v54 = icmp slt <16 x i64> %lane50, %splat52
  %v55 = and <16 x i1> %v53, %v54
  %v56 = mul i64 %i7, %size.B1
  %v57 = add i64 %v56, %v44
  %p58 = getelementptr float, ptr %buf.b, i64 %v57
  %ld59 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p58, <16 x i1> %v55, <16 x float> zeroinitializer)
  %v60 = fmul contract <16 x float> %ld46, %ld59
  %ins61 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %splat62 = shufflevector <16 x i64> %ins61, <16 x i64> poison, <16 x i32> zeroinitializer
  %v63 = icmp sge <16 x i64> %lane50, zeroinitializer
  %v64 = icmp slt <16 x i64> %lane50, %splat62
  %v65 = and <16 x i1> %v63, %v64
  %old66 = load <16 x float>, ptr %acc10
  %v67 = fadd <16 x float> %old66, %v60
  %v68 = select <16 x i1> %v65, <16 x float> %v67, <16 x float> %old66
  store <16 x float> %v68, ptr %acc10
  %v69 = add nsw i64 %i18, 32
  %p70 = getelementptr float, ptr %buf.a, i64 %v69
  %ld71 = load <16 x float>, ptr %p70, align 4
  %ins72 = insertelement <16 x i64> poison, i64 %v69, i64 0
  %splat73 = shufflevector <16 x i64> %ins72, <16 x i64> poison, <16 x i32> zeroinitializer
  %step74 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane75 = add <16 x i64> %splat73, %step74
  %ins76 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %splat77 = shufflevector <16 x i64> %ins76, <16 x i64> poison, <16 x i32> zeroinitializer
  %v78 = icmp sge <16 x i64> %lane75, zeroinitializer
  %v79 = icmp slt <16 x i64> %lane75, %splat77
  %v80 = and <16 x i1> %v78, %v79
  %v81 = mul i64 %i7, %size.B1
  %v82 = add i64 %v81, %v69
  %p83 = getelementptr float, ptr %buf.b, i64 %v82
  %ld84 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p83, <16 x i1> %v80, <16 x float> zeroinitializer)
  %v85 = fmul contract <16 x float> %ld71, %ld84
  %ins86 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %splat87 = shufflevector <16 x i64> %ins86, <16 x i64> poison, <16 x i32> zeroinitializer
  %v88 = icmp sge <16 x i64> %lane75, zeroinitializer
  %v89 = icmp slt <16 x i64> %lane75, %splat87
  %v90 = and <16 x i1> %v88, %v89
  %old91 = load <16 x float>, ptr %acc11
  %v92 = fadd <16 x float> %old91, %v85
  %v93 = select <16 x i1> %v90, <16 x float> %v92, <16 x float> %old91
  store <16 x float> %v93, ptr %acc11
  %v94 = add nsw i64 %i18, 48
  %p95 = getelementptr float, ptr %buf.a, i64 %v94
  %ld96 = load <16 x float>, ptr %p95, align 4
  %ins97 = insertelement <16 x i64> poison, i64 %v94, i64 0
  %splat98 = shufflevector <16 x i64> %ins97, <16 x i64> poison, <16 x i32> zeroinitializer
  %step99 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane100 = add <16 x i64> %splat98, %step99
  %ins101 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %splat102 = shufflevector <16 x i64> %ins101, <16 x i64> poison, <16 x i32> zeroinitializer
  %v103 = icmp sge <16 x i64> %lane100, zeroinitializer
  %v104 = icmp slt <16 x i64> %lane100, %splat102
  %v105 = and <16 x i1> %v103, %v104
  %v106 = mul i64 %i7, %size.B1
  %v107 = add i64 %v106, %v94
  %p108 = getelementptr float, ptr %buf.b, i64 %v107
  %ld109 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p108, <16 x i1> %v105, <16 x float> zeroinitializer)
  %v110 = fmul contract <16 x float> %ld96, %ld109
  %ins111 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %splat112 = shufflevector <16 x i64> %ins111, <16 x i64> poison, <16 x i32> zeroinitializer
  %v113 = icmp sge <16 x i64> %lane100, zeroinitializer
  %v114 = icmp slt <16 x i64> %lane100, %splat112
  %v115 = and <16 x i1> %v113, %v114
  %old116 = load <16 x float>, ptr %acc12
  %v117 = fadd <16 x float> %old116, %v110
  %v118 = select <16 x i1> %v115, <16 x float> %v117, <16 x float> %old116
  store <16 x float> %v118, ptr %acc12
  %v119 = add nsw i64 %i18, 64
  store i64 %v119, ptr %k.addr.13
  br label %cond15
exit17:
  %v120 = sub i64 %size.A1, 16
  br label %cond121
cond121:
  %i124 = load i64, ptr %k.addr.13
  %v125 = icmp sle i64 %i124, %v120
  br i1 %v125, label %body122, label %exit123
body122:
  %p126 = getelementptr float, ptr %buf.a, i64 %i124
  %ld127 = load <16 x float>, ptr %p126, align 4
  %ins128 = insertelement <16 x i64> poison, i64 %i124, i64 0
  %splat129 = shufflevector <16 x i64> %ins128, <16 x i64> poison, <16 x i32> zeroinitializer
  %step130 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane131 = add <16 x i64> %splat129, %step130
  %ins132 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %splat133 = shufflevector <16 x i64> %ins132, <16 x i64> poison, <16 x i32> zeroinitializer
  %v134 = icmp sge <16 x i64> %lane131, zeroinitializer
  %v135 = icmp slt <16 x i64> %lane131, %splat133
  %v136 = and <16 x i1> %v134, %v135
  %v137 = mul i64 %i7, %size.B1
  %v138 = add i64 %v137, %i124
  %p139 = getelementptr float, ptr %buf.b, i64 %v138
  %ld140 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p139, <16 x i1> %v136, <16 x float> zeroinitializer)
  %v141 = fmul contract <16 x float> %ld127, %ld140
  %ins142 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %splat143 = shufflevector <16 x i64> %ins142, <16 x i64> poison, <16 x i32> zeroinitializer
  %v144 = icmp sge <16 x i64> %lane131, zeroinitializer
  %v145 = icmp slt <16 x i64> %lane131, %splat143
  %v146 = and <16 x i1> %v144, %v145
  %old147 = load <16 x float>, ptr %acc9
  %v148 = fadd <16 x float> %old147, %v141
  %v149 = select <16 x i1> %v146, <16 x float> %v148, <16 x float> %old147
  store <16 x float> %v149, ptr %acc9
  %v150 = add nsw i64 %i124, 16
  store i64 %v150, ptr %k.addr.13
  br label %cond121
exit123:
  %i151 = load i64, ptr %k.addr.13
  %v152 = icmp slt i64 %i151, %size.A1
  br i1 %v152, label %tail153, label %done154
tail153:
  %mask155 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i151, i64 %size.A1)
  %p156 = getelementptr float, ptr %buf.a, i64 %i151
  %ld157 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p156, <16 x i1> %mask155, <16 x float> zeroinitializer)
  %ins158 = insertelement <16 x i64> poison, i64 %i151, i64 0
  %splat159 = shufflevector <16 x i64> %ins158, <16 x i64> poison, <16 x i32> zeroinitializer
  %step160 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane161 = add <16 x i64> %splat159, %step160
  %ins162 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %splat163 = shufflevector <16 x i64> %ins162, <16 x i64> poison, <16 x i32> zeroinitializer
  %v164 = icmp sge <16 x i64> %lane161, zeroinitializer
  %v165 = icmp slt <16 x i64> %lane161, %splat163
  %v166 = and <16 x i1> %v164, %v165
  %v167 = and <16 x i1> %mask155, %v166
  %v168 = mul i64 %i7, %size.B1
  %v169 = add i64 %v168, %i151
  %p170 = getelementptr float, ptr %buf.b, i64 %v169
  %ld171 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p170, <16 x i1> %v167, <16 x float> zeroinitializer)
  %v172 = fmul contract <16 x float> %ld157, %ld171
  %ins173 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %splat174 = shufflevector <16 x i64> %ins173, <16 x i64> poison, <16 x i32> zeroinitializer
  %v175 = icmp sge <16 x i64> %lane161, zeroinitializer
  %v176 = icmp slt <16 x i64> %lane161, %splat174
  %v177 = and <16 x i1> %v175, %v176
  %v178 = and <16 x i1> %mask155, %v177
  %old179 = load <16 x float>, ptr %acc9
  %v180 = fadd <16 x float> %old179, %v172
  %v181 = select <16 x i1> %v178, <16 x float> %v180, <16 x float> %old179
  store <16 x float> %v181, ptr %acc9
  br label %done154
done154:
  %red182 = load <16 x float>, ptr %acc9
  %red183 = load <16 x float>, ptr %acc10
  %red184 = load <16 x float>, ptr %acc11
  %red185 = load <16 x float>, ptr %acc12
  %v186 = fadd <16 x float> %red182, %red183
  %v187 = fadd <16 x float> %v186, %red184
  %v188 = fadd <16 x float> %v187, %red185
  %v189 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v188)
  %v190 = fmul contract float 0x3FF0000000000000, %v189
  %v191 = sdiv i64 %i7, %size.CN
  %v192 = srem i64 %i7, %size.CN
  %v193 = icmp ne i64 %v192, 0
  %v194 = icmp slt i64 %v192, 0
  %v195 = icmp slt i64 %size.CN, 0
  %v196 = xor i1 %v194, %v195
  %v197 = and i1 %v193, %v196
  %v198 = add i64 %v192, %size.CN
  %v199 = select i1 %v197, i64 %v198, i64 %v192
  %v200 = icmp sge i64 %v199, 0
  %v201 = icmp slt i64 %v199, %size.CN
  %v202 = and i1 %v200, %v201
  %v203 = sdiv i64 %i7, %size.CN
  %v204 = srem i64 %i7, %size.CN
  %v205 = icmp ne i64 %v204, 0
  %v206 = icmp slt i64 %v204, 0
  %v207 = icmp slt i64 %size.CN, 0
  %v208 = xor i1 %v206, %v207
  %v209 = and i1 %v205, %v208
  %v210 = add i64 %v204, %size.CN
  %v211 = select i1 %v209, i64 %v210, i64 %v204
  %p212 = getelementptr float, ptr %buf.c, i64 %v211
  %p213 = select i1 %v202, ptr %p212, ptr @jr.zero
  %ld214 = load float, ptr %p213, align 4
  %v215 = fmul contract float 0x3FF0000000000000, %ld214
  %v216 = fadd contract float %v190, %v215
  %p217 = getelementptr float, ptr %buf.y, i64 %i7
  store float %v216, ptr %p217, align 4
  %v218 = add nsw i64 %i7, 1
  store i64 %v218, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}

define void @"jr.op.gemm"(ptr noalias %buf.a, ptr noalias %buf.b, ptr noalias %buf.c, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.A1, i64 %size.B0, i64 %size.B1, i64 %size.CN, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %fin3 = alloca <16 x float>
  %fin4 = alloca <16 x float>
  %fin5 = alloca <16 x float>
  %fin6 = alloca <16 x float>
  %c9 = alloca i64
  %c40 = alloca i64
  %c177 = alloca i64
  %c215 = alloca i64
  %c246 = alloca i64
  %c265 = alloca i64
  %c287 = alloca i64
  %c288 = alloca i64
  %c386 = alloca i64
  %c392 = alloca i64
  %c419 = alloca i64
  %c434 = alloca i64
  %c435 = alloca i64
  %t1 = mul i64 1, 1
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
  %t68 = add i64 1, 31
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
  %t79 = add i64 1, %t78
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
  %t97 = icmp eq i64 1, 1
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
  %t126 = icmp eq i64 1, 1
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
  %t164 = icmp sgt i64 1, 16
  %t165 = or i1 %t164, %t129
  %t166 = and i1 %t63, %t165
  br i1 %t166, label %gemm167, label %exact168
exact168:
  %t170 = icmp eq i64 %range.lo, 0
  br i1 %t170, label %exact.run169, label %exact.done
exact.run169:
  call void @"jr.op.gemm.exact"(ptr %buf.a, ptr %buf.b, ptr %buf.c, ptr %buf.y, ptr %scratch, i64 %size.A1, i64 %size.B0, i64 %size.B1, i64 %size.CN, i64 0, i64 4611686018427387904)
  br label %exact.done
exact.done:
  ret void
gemm167:
  br i1 %t129, label %streamed172, label %packed171
streamed172:
  %t173 = udiv i64 %range.lo, %t67
  %t174 = sub i64 %t67, 1
  %t175 = add i64 %t88, %t174
  %t176 = udiv i64 %t175, %t67
  store i64 %t173, ptr %c177
  br label %head178
head178:
  %i181 = load i64, ptr %c177
  %t182 = icmp slt i64 %i181, %t176
  br i1 %t182, label %body179, label %done180
body179:
  %t183 = mul i64 %i181, %t67
  %t184 = sub i64 %range.lo, %t183
  %t185 = icmp sgt i64 %t184, 0
  %t186 = select i1 %t185, i64 %t184, i64 0
  %t187 = mul i64 %t186, %t77
  %t188 = icmp slt i64 %size.B0, %t187
  %t189 = select i1 %t188, i64 %size.B0, i64 %t187
  %t190 = sub i64 %t88, %t183
  %t191 = icmp slt i64 %t190, %t67
  %t192 = select i1 %t191, i64 %t190, i64 %t67
  %t193 = mul i64 %t192, %t77
  %t194 = icmp slt i64 %size.B0, %t193
  %t195 = select i1 %t194, i64 %size.B0, i64 %t193
  %t198 = icmp slt i64 %t189, %t195
  br i1 %t198, label %span196, label %nospan197
span196:
  %t199 = mul i64 0, %size.A1
  %t200 = add i64 %t199, 0
  %t201 = getelementptr float, ptr %buf.a, i64 %t200
  %t202 = mul i64 %t189, %size.B1
  %t203 = add i64 %t202, 0
  %t204 = getelementptr float, ptr %buf.b, i64 %t203
  %t205 = mul i64 0, %size.B0
  %t206 = add i64 %t205, %t189
  %t207 = getelementptr float, ptr %buf.y, i64 %t206
  %t208 = sub i64 %t195, %t189
  %t209 = mul i64 %size.A1, 1
  call void @"jr.gemvt.gemm"(ptr %t201, ptr %t204, i64 %t104, ptr %t207, i64 %t208, i64 %t209)
  call void @"jr.op.gemm.epilogue"(ptr %buf.a, ptr %buf.b, ptr %buf.c, ptr %buf.y, ptr null, i64 %size.A1, i64 %size.B0, i64 %size.B1, i64 %size.CN, i64 0, i64 1, i64 %t189, i64 %t208, i64 0, i64 4611686018427387904)
  br label %nospan197
nospan197:
  %t210 = add nsw i64 %i181, 1
  store i64 %t210, ptr %c177
  br label %head178
done180:
  ret void
packed171:
  %t211 = sub i64 %t69, 1
  %t212 = add i64 %t88, %t211
  %t213 = udiv i64 %t212, %t69
  %t214 = udiv i64 %range.lo, %t69
  store i64 %t214, ptr %c215
  br label %head216
head216:
  %i219 = load i64, ptr %c215
  %t220 = icmp slt i64 %i219, %t213
  br i1 %t220, label %body217, label %done218
body217:
  %t221 = urem i64 %i219, %t67
  %t222 = udiv i64 %i219, %t67
  %t223 = mul i64 %i219, %t69
  %t224 = sub i64 %range.lo, %t223
  %t225 = icmp sgt i64 %t224, 0
  %t226 = select i1 %t225, i64 %t224, i64 0
  %t227 = mul i64 %t226, %t85
  %t228 = icmp slt i64 1, %t227
  %t229 = select i1 %t228, i64 1, i64 %t227
  %t230 = sub i64 %t88, %t223
  %t231 = icmp slt i64 %t230, %t69
  %t232 = select i1 %t231, i64 %t230, i64 %t69
  %t233 = mul i64 %t232, %t85
  %t234 = icmp slt i64 1, %t233
  %t235 = select i1 %t234, i64 1, i64 %t233
  %t236 = sub i64 %t235, %t229
  %t237 = mul i64 %t221, %t77
  %t238 = sub i64 %size.B0, %t237
  %t239 = icmp slt i64 %t77, %t238
  %t240 = select i1 %t239, i64 %t77, i64 %t238
  %t241 = add i64 %t240, 63
  %t242 = sdiv i64 %t241, 64
  %t245 = icmp slt i64 %t229, %t235
  br i1 %t245, label %rows243, label %norows244
rows243:
  store i64 0, ptr %c246
  br label %head247
head247:
  %i250 = load i64, ptr %c246
  %t251 = icmp slt i64 %i250, %t138
  br i1 %t251, label %body248, label %done249
body248:
  %t252 = mul i64 %i250, %t143
  %t253 = add i64 %t252, %t143
  %t254 = icmp slt i64 %t253, %size.A1
  %t255 = select i1 %t254, i64 %t253, i64 %size.A1
  %t256 = sub i64 %t255, %t252
  %t257 = icmp sgt i64 %t256, 0
  %t258 = select i1 %t257, i64 %t256, i64 0
  %t259 = mul i64 %t258, 1
  %t260 = icmp sgt i64 %i250, 0
  br label %packb261
packb261:
  br i1 false, label %panels262, label %pack264
pack264:
  store i64 0, ptr %c265
  br label %head266
head266:
  %i269 = load i64, ptr %c265
  %t270 = icmp slt i64 %i269, %t242
  br i1 %t270, label %body267, label %done268
body267:
  %t271 = mul i64 %i269, 64
  %t272 = mul i64 %i269, %t259
  %t273 = mul i64 %t272, 64
  %t274 = getelementptr float, ptr %t92, i64 %t273
  %t275 = add i64 %t271, 0
  %t276 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t275, i64 %t240)
  %t277 = add i64 %t237, %t275
  %t278 = add i64 %t271, 16
  %t279 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t278, i64 %t240)
  %t280 = add i64 %t237, %t278
  %t281 = add i64 %t271, 32
  %t282 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t281, i64 %t240)
  %t283 = add i64 %t237, %t281
  %t284 = add i64 %t271, 48
  %t285 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t284, i64 %t240)
  %t286 = add i64 %t237, %t284
  store i64 0, ptr %c287
  store i64 %t252, ptr %c288
  br label %head289
head289:
  %i292 = load i64, ptr %c288
  %t293 = icmp slt i64 %i292, %t255
  br i1 %t293, label %body290, label %done291
body290:
  %t294 = load i64, ptr %c287
  %t295 = icmp sge i64 %i292, 0
  %t296 = icmp slt i64 %i292, %size.B1
  %t297 = and i1 %t295, %t296
  %t298 = select i1 %t297, <16 x i1> %t276, <16 x i1> zeroinitializer
  %t299 = mul i64 %t277, %size.B1
  %t300 = add i64 %t299, %i292
  %t301 = insertelement <16 x i64> poison, i64 %t300, i64 0
  %t302 = shufflevector <16 x i64> %t301, <16 x i64> poison, <16 x i32> zeroinitializer
  %t303 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %t304 = shufflevector <16 x i64> %t303, <16 x i64> poison, <16 x i32> zeroinitializer
  %t305 = mul <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t304
  %t306 = add <16 x i64> %t302, %t305
  %t307 = mul i64 %t294, 64
  %t308 = add i64 %t307, 0
  %t309 = getelementptr float, ptr %t274, i64 %t308
  br i1 false, label %load310, label %gather311
load310:
  %t313 = getelementptr float, ptr %buf.b, i64 %t300
  %t314 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t313, <16 x i1> %t298, <16 x float> zeroinitializer)
  store <16 x float> %t314, ptr %t309, align 4
  br label %packed312
gather311:
  %t315 = getelementptr float, ptr %buf.b, <16 x i64> %t306
  %t316 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t315, <16 x i1> %t298, <16 x float> zeroinitializer)
  store <16 x float> %t316, ptr %t309, align 4
  br label %packed312
packed312:
  %t317 = icmp sge i64 %i292, 0
  %t318 = icmp slt i64 %i292, %size.B1
  %t319 = and i1 %t317, %t318
  %t320 = select i1 %t319, <16 x i1> %t279, <16 x i1> zeroinitializer
  %t321 = mul i64 %t280, %size.B1
  %t322 = add i64 %t321, %i292
  %t323 = insertelement <16 x i64> poison, i64 %t322, i64 0
  %t324 = shufflevector <16 x i64> %t323, <16 x i64> poison, <16 x i32> zeroinitializer
  %t325 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %t326 = shufflevector <16 x i64> %t325, <16 x i64> poison, <16 x i32> zeroinitializer
  %t327 = mul <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t326
  %t328 = add <16 x i64> %t324, %t327
  %t329 = mul i64 %t294, 64
  %t330 = add i64 %t329, 16
  %t331 = getelementptr float, ptr %t274, i64 %t330
  br i1 false, label %load332, label %gather333
load332:
  %t335 = getelementptr float, ptr %buf.b, i64 %t322
  %t336 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t335, <16 x i1> %t320, <16 x float> zeroinitializer)
  store <16 x float> %t336, ptr %t331, align 4
  br label %packed334
gather333:
  %t337 = getelementptr float, ptr %buf.b, <16 x i64> %t328
  %t338 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t337, <16 x i1> %t320, <16 x float> zeroinitializer)
  store <16 x float> %t338, ptr %t331, align 4
  br label %packed334
packed334:
  %t339 = icmp sge i64 %i292, 0
  %t340 = icmp slt i64 %i292, %size.B1
  %t341 = and i1 %t339, %t340
  %t342 = select i1 %t341, <16 x i1> %t282, <16 x i1> zeroinitializer
  %t343 = mul i64 %t283, %size.B1
  %t344 = add i64 %t343, %i292
  %t345 = insertelement <16 x i64> poison, i64 %t344, i64 0
  %t346 = shufflevector <16 x i64> %t345, <16 x i64> poison, <16 x i32> zeroinitializer
  %t347 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %t348 = shufflevector <16 x i64> %t347, <16 x i64> poison, <16 x i32> zeroinitializer
  %t349 = mul <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t348
  %t350 = add <16 x i64> %t346, %t349
  %t351 = mul i64 %t294, 64
  %t352 = add i64 %t351, 32
  %t353 = getelementptr float, ptr %t274, i64 %t352
  br i1 false, label %load354, label %gather355
load354:
  %t357 = getelementptr float, ptr %buf.b, i64 %t344
  %t358 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t357, <16 x i1> %t342, <16 x float> zeroinitializer)
  store <16 x float> %t358, ptr %t353, align 4
  br label %packed356
gather355:
  %t359 = getelementptr float, ptr %buf.b, <16 x i64> %t350
  %t360 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t359, <16 x i1> %t342, <16 x float> zeroinitializer)
  store <16 x float> %t360, ptr %t353, align 4
  br label %packed356
packed356:
  %t361 = icmp sge i64 %i292, 0
  %t362 = icmp slt i64 %i292, %size.B1
  %t363 = and i1 %t361, %t362
  %t364 = select i1 %t363, <16 x i1> %t285, <16 x i1> zeroinitializer
  %t365 = mul i64 %t286, %size.B1
  %t366 = add i64 %t365, %i292
  %t367 = insertelement <16 x i64> poison, i64 %t366, i64 0
  %t368 = shufflevector <16 x i64> %t367, <16 x i64> poison, <16 x i32> zeroinitializer
  %t369 = insertelement <16 x i64> poison, i64 %size.B1, i64 0
  %t370 = shufflevector <16 x i64> %t369, <16 x i64> poison, <16 x i32> zeroinitializer
  %t371 = mul <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t370
  %t372 = add <16 x i64> %t368, %t371
  %t373 = mul i64 %t294, 64
  %t374 = add i64 %t373, 48
  %t375 = getelementptr float, ptr %t274, i64 %t374
  br i1 false, label %load376, label %gather377
load376:
  %t379 = getelementptr float, ptr %buf.b, i64 %t366
  %t380 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t379, <16 x i1> %t364, <16 x float> zeroinitializer)
  store <16 x float> %t380, ptr %t375, align 4
  br label %packed378
gather377:
  %t381 = getelementptr float, ptr %buf.b, <16 x i64> %t372
  %t382 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t381, <16 x i1> %t364, <16 x float> zeroinitializer)
  store <16 x float> %t382, ptr %t375, align 4
  br label %packed378
packed378:
  %t383 = add i64 %t294, 1
  store i64 %t383, ptr %c287
  %t384 = add nsw i64 %i292, 1
  store i64 %t384, ptr %c288
  br label %head289
done291:
  %t385 = add nsw i64 %i269, 1
  store i64 %t385, ptr %c265
  br label %head266
done268:
  br label %panels262
panels262:
  store i64 %t229, ptr %c386
  br label %head387
head387:
  %i390 = load i64, ptr %c386
  %t391 = icmp slt i64 %i390, %t235
  br i1 %t391, label %body388, label %done389
body388:
  store i64 0, ptr %c392
  br label %head393
head393:
  %i396 = load i64, ptr %c392
  %t397 = icmp slt i64 %i396, %t242
  br i1 %t397, label %body394, label %done395
body394:
  %t398 = add i64 %i390, %t85
  %t399 = icmp slt i64 %t398, %t235
  %t400 = select i1 %t399, i64 %t398, i64 %t235
  %t401 = mul i64 %i396, 64
  %t402 = add i64 %t401, 0
  %t403 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t402, i64 %t240)
  %t404 = add i64 %t401, 16
  %t405 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t404, i64 %t240)
  %t406 = add i64 %t401, 32
  %t407 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t406, i64 %t240)
  %t408 = add i64 %t401, 48
  %t409 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t408, i64 %t240)
  %t410 = add i64 %t237, %t401
  %t411 = mul i64 %t410, %size.B1
  %t412 = add i64 %t411, %t252
  %t413 = getelementptr float, ptr %buf.b, i64 %t412
  %t414 = mul i64 %i396, %t259
  %t415 = mul i64 %t414, 64
  %t416 = getelementptr float, ptr %t92, i64 %t415
  %t417 = select i1 false, ptr %t413, ptr %t416
  %t418 = select i1 false, i64 %t158, i64 64
  store i64 %i390, ptr %c419
  br label %head420
head420:
  %i423 = load i64, ptr %c419
  %t424 = icmp slt i64 %i423, %t400
  br i1 %t424, label %body421, label %done422
body421:
  %t425 = sub i64 %t400, %i423
  %t426 = icmp slt i64 4, %t425
  %t427 = select i1 %t426, i64 4, i64 %t425
  %t428 = mul i64 %i423, %size.A1
  %t429 = add i64 %t428, %t252
  %t430 = getelementptr float, ptr %buf.a, i64 %t429
  br i1 %t96, label %ready432, label %packa431
packa431:
  %t433 = sub i64 %t427, 1
  store i64 0, ptr %c434
  store i64 %t252, ptr %c435
  br label %head436
head436:
  %i439 = load i64, ptr %c435
  %t440 = icmp slt i64 %i439, %t255
  br i1 %t440, label %body437, label %done438
body437:
  %t441 = load i64, ptr %c434
  %t442 = icmp slt i64 0, %t433
  %t443 = select i1 %t442, i64 0, i64 %t433
  %t444 = add i64 %i423, %t443
  %t445 = mul i64 %t444, %size.A1
  %t446 = add i64 %t445, %i439
  %t447 = select i1 true, i64 %t446, i64 0
  %t448 = getelementptr float, ptr %buf.a, i64 %t447
  %t449 = load float, ptr %t448, align 4
  %t450 = select i1 true, float %t449, float 0.0
  %t451 = mul i64 %t441, 4
  %t452 = add i64 %t451, 0
  %t453 = getelementptr float, ptr %t95, i64 %t452
  store float %t450, ptr %t453, align 4
  %t454 = icmp slt i64 1, %t433
  %t455 = select i1 %t454, i64 1, i64 %t433
  %t456 = add i64 %i423, %t455
  %t457 = mul i64 %t456, %size.A1
  %t458 = add i64 %t457, %i439
  %t459 = select i1 true, i64 %t458, i64 0
  %t460 = getelementptr float, ptr %buf.a, i64 %t459
  %t461 = load float, ptr %t460, align 4
  %t462 = select i1 true, float %t461, float 0.0
  %t463 = mul i64 %t441, 4
  %t464 = add i64 %t463, 1
  %t465 = getelementptr float, ptr %t95, i64 %t464
  store float %t462, ptr %t465, align 4
  %t466 = icmp slt i64 2, %t433
  %t467 = select i1 %t466, i64 2, i64 %t433
  %t468 = add i64 %i423, %t467
  %t469 = mul i64 %t468, %size.A1
  %t470 = add i64 %t469, %i439
  %t471 = select i1 true, i64 %t470, i64 0
  %t472 = getelementptr float, ptr %buf.a, i64 %t471
  %t473 = load float, ptr %t472, align 4
  %t474 = select i1 true, float %t473, float 0.0
  %t475 = mul i64 %t441, 4
  %t476 = add i64 %t475, 2
  %t477 = getelementptr float, ptr %t95, i64 %t476
  store float %t474, ptr %t477, align 4
  %t478 = icmp slt i64 3, %t433
  %t479 = select i1 %t478, i64 3, i64 %t433
  %t480 = add i64 %i423, %t479
  %t481 = mul i64 %t480, %size.A1
  %t482 = add i64 %t481, %i439
  %t483 = select i1 true, i64 %t482, i64 0
  %t484 = getelementptr float, ptr %buf.a, i64 %t483
  %t485 = load float, ptr %t484, align 4
  %t486 = select i1 true, float %t485, float 0.0
  %t487 = mul i64 %t441, 4
  %t488 = add i64 %t487, 3
  %t489 = getelementptr float, ptr %t95, i64 %t488
  store float %t486, ptr %t489, align 4
  %t490 = add i64 %t441, 1
  store i64 %t490, ptr %c434
  %t491 = add nsw i64 %i439, 1
  store i64 %t491, ptr %c435
  br label %head436
done438:
  br label %ready432
ready432:
  %t492 = select i1 %t96, ptr %t430, ptr %t95
  %t493 = select i1 %t96, i64 %t148, i64 1
  %t494 = select i1 %t96, i64 %t153, i64 4
  %t495 = mul i64 %i423, %size.B0
  %t496 = add i64 %t495, %t410
  %t497 = getelementptr float, ptr %buf.y, i64 %t496
  %t498 = icmp eq i64 %t427, 1
  %t504 = zext i1 %t498 to i64
  %t505 = zext i1 false to i64
  %t506 = shl i64 %t505, 1
  %t507 = or i64 %t504, %t506
  switch i64 %t507, label %p501 [i64 1, label %p1502 i64 2, label %d499 i64 3, label %d1500]
p501:
  call void @"jr.mk.gemm.4p"(ptr %t492, i64 %t493, i64 %t494, i64 %t427, ptr %t417, i64 %t418, ptr %t497, i64 %t163, i64 %t259, i1 %t260, ptr %t417, i64 0, <16 x i1> %t403, <16 x i1> %t405, <16 x i1> %t407, <16 x i1> %t409)
  br label %called503
p1502:
  call void @"jr.mk.gemm.1p"(ptr %t492, i64 %t493, i64 %t494, i64 %t427, ptr %t417, i64 %t418, ptr %t497, i64 %t163, i64 %t259, i1 %t260, ptr %t417, i64 0, <16 x i1> %t403, <16 x i1> %t405, <16 x i1> %t407, <16 x i1> %t409)
  br label %called503
d499:
  call void @"jr.mk.gemm.4d"(ptr %t492, i64 %t493, i64 %t494, i64 %t427, ptr %t417, i64 %t418, ptr %t497, i64 %t163, i64 %t259, i1 %t260, ptr %t417, i64 0, <16 x i1> %t403, <16 x i1> %t405, <16 x i1> %t407, <16 x i1> %t409)
  br label %called503
d1500:
  call void @"jr.mk.gemm.1d"(ptr %t492, i64 %t493, i64 %t494, i64 %t427, ptr %t417, i64 %t418, ptr %t497, i64 %t163, i64 %t259, i1 %t260, ptr %t417, i64 0, <16 x i1> %t403, <16 x i1> %t405, <16 x i1> %t407, <16 x i1> %t409)
  br label %called503
called503:
  %t508 = add nsw i64 %i423, 4
  store i64 %t508, ptr %c419
  br label %head420
done422:
  %t509 = add nsw i64 %i396, 1
  store i64 %t509, ptr %c392
  br label %head393
done395:
  %t510 = add nsw i64 %i390, %t85
  store i64 %t510, ptr %c386
  br label %head387
done389:
  br label %kdone263
kdone263:
  %t511 = add nsw i64 %i250, 1
  store i64 %t511, ptr %c246
  br label %head247
done249:
  call void @"jr.op.gemm.epilogue"(ptr %buf.a, ptr %buf.b, ptr %buf.c, ptr %buf.y, ptr null, i64 %size.A1, i64 %size.B0, i64 %size.B1, i64 %size.CN, i64 %t229, i64 %t236, i64 %t237, i64 %t240, i64 0, i64 4611686018427387904)
  br label %norows244
norows244:
  %t512 = add nsw i64 %i219, 1
  store i64 %t512, ptr %c215
  br label %head216
done218:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
