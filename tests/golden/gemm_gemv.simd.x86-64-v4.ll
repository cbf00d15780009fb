@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.prefetch.p0(ptr, i32, i32, i32)

define internal void @"jr.mk.matmul.1p"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, ptr %pf, i64 %pfs, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
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

define internal void @"jr.mk.matmul.1d"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, ptr %pf, i64 %pfs, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
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

define internal void @"jr.mk.matmul.4p"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, ptr %pf, i64 %pfs, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
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

define internal void @"jr.mk.matmul.4d"(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, ptr %c, i64 %scr, i64 %kc, i1 %accum, ptr %pf, i64 %pfs, <16 x i1> %m0, <16 x i1> %m1, <16 x i1> %m2, <16 x i1> %m3) noinline nounwind {
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

define internal void @"jr.gemv.matmul"(ptr %a, i64 %sak, ptr %b, i64 %sbk, ptr %c, i64 %ncols, i64 %kc) noinline nounwind {
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

define internal void @"jr.gemvn1.matmul"(ptr %a, i64 %sak, ptr %b, i64 %sbk, ptr %c, i64 %ncols, i64 %kc) noinline nounwind {
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

define internal void @"jr.gemvn2.matmul"(ptr %a, i64 %sak, ptr %b, i64 %sbk, ptr %c, i64 %ncols, i64 %kc) noinline nounwind {
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

define internal void @"jr.gemvn3.matmul"(ptr %a, i64 %sak, ptr %b, i64 %sbk, ptr %c, i64 %ncols, i64 %kc) noinline nounwind {
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

define internal void @"jr.gemvn4.matmul"(ptr %a, i64 %sak, ptr %b, i64 %sbk, ptr %c, i64 %ncols, i64 %kc) noinline nounwind {
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

define void @"jr.op.matmul"(ptr noalias %buf.a, ptr noalias %buf.b, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.K, i64 %size.N, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c85 = alloca i64
  %c135 = alloca i64
  %c168 = alloca i64
  %c187 = alloca i64
  %c209 = alloca i64
  %c210 = alloca i64
  %c316 = alloca i64
  %c322 = alloca i64
  %c349 = alloca i64
  %c364 = alloca i64
  %c365 = alloca i64
  %t1 = icmp sgt i64 1, 1
  %t2 = select i1 %t1, i64 1, i64 1
  %t3 = add i64 %size.N, 511
  %t4 = sdiv i64 %t3, 512
  %t5 = add i64 1, 31
  %t6 = sdiv i64 %t5, 32
  %t7 = sub i64 %t4, 1
  %t8 = add i64 %size.N, %t7
  %t9 = icmp sgt i64 %t4, 1
  %t10 = select i1 %t9, i64 %t4, i64 1
  %t11 = sdiv i64 %t8, %t10
  %t12 = add i64 %t11, 63
  %t13 = sdiv i64 %t12, 64
  %t14 = mul i64 %t13, 64
  %t15 = sub i64 %t6, 1
  %t16 = add i64 1, %t15
  %t17 = icmp sgt i64 %t6, 1
  %t18 = select i1 %t17, i64 %t6, i64 1
  %t19 = sdiv i64 %t16, %t18
  %t20 = add i64 %t19, 3
  %t21 = sdiv i64 %t20, 4
  %t22 = mul i64 %t21, 4
  %t23 = mul i64 %t4, %t6
  %t24 = mul i64 %t23, %size.B0
  %t25 = icmp slt i64 %range.hi, %t24
  %t26 = select i1 %t25, i64 %range.hi, i64 %t24
  %t27 = ptrtoint ptr %scratch to i64
  %t28 = add i64 %t27, 63
  %t29 = and i64 %t28, -64
  %t30 = inttoptr i64 %t29 to ptr
  %t31 = add i64 85, 1
  %t32 = mul i64 %t31, 512
  %t33 = getelementptr float, ptr %t30, i64 %t32
  %t34 = and i1 true, true
  %t35 = and i1 true, true
  %t36 = icmp sle i64 1, 4
  %t37 = and i1 %t35, %t36
  %t38 = icmp eq i64 1, 1
  %t39 = and i1 %t37, %t38
  %t40 = and i1 %t39, %t34
  %t41 = select i1 %t37, i64 128, i64 85
  %t42 = sdiv i64 %t41, %t2
  %t43 = icmp sgt i64 %t42, 1
  %t44 = select i1 %t43, i64 %t42, i64 1
  %t45 = sub i64 %t44, 1
  %t46 = add i64 %size.K, %t45
  %t47 = sdiv i64 %t46, %t44
  %t48 = icmp sgt i64 %t47, 1
  %t49 = select i1 %t48, i64 %t47, i64 1
  %t50 = sub i64 %t49, 1
  %t51 = add i64 %size.K, %t50
  %t52 = sdiv i64 %t51, %t49
  %t53 = icmp sgt i64 %t52, 1
  %t54 = select i1 %t53, i64 %t52, i64 1
  %t55 = mul i64 1, %size.K
  %t56 = add i64 %t55, 0
  %t57 = mul i64 0, %size.K
  %t58 = add i64 %t57, 0
  %t59 = sub i64 %t56, %t58
  %t60 = mul i64 0, %size.K
  %t61 = add i64 %t60, 1
  %t62 = mul i64 0, %size.K
  %t63 = add i64 %t62, 0
  %t64 = sub i64 %t61, %t63
  %t65 = mul i64 1, %size.N
  %t66 = add i64 %t65, 0
  %t67 = mul i64 0, %size.N
  %t68 = add i64 %t67, 0
  %t69 = sub i64 %t66, %t68
  %t70 = mul i64 0, %size.N
  %t71 = mul i64 1, %size.N
  %t72 = add i64 %t70, %t71
  %t73 = add i64 %t72, 0
  %t74 = mul i64 0, %size.N
  %t75 = mul i64 0, %size.N
  %t76 = add i64 %t74, %t75
  %t77 = add i64 %t76, 0
  %t78 = sub i64 %t73, %t77
  br i1 %t40, label %streamed80, label %packed79
streamed80:
  %t81 = udiv i64 %range.lo, %t4
  %t82 = sub i64 %t4, 1
  %t83 = add i64 %t26, %t82
  %t84 = udiv i64 %t83, %t4
  store i64 %t81, ptr %c85
  br label %head86
head86:
  %i89 = load i64, ptr %c85
  %t90 = icmp slt i64 %i89, %t84
  br i1 %t90, label %body87, label %done88
body87:
  %t91 = urem i64 %i89, %size.B0
  %t92 = udiv i64 %i89, %size.B0
  %t93 = mul i64 %i89, %t4
  %t94 = sub i64 %range.lo, %t93
  %t95 = icmp sgt i64 %t94, 0
  %t96 = select i1 %t95, i64 %t94, i64 0
  %t97 = mul i64 %t96, %t14
  %t98 = icmp slt i64 %size.N, %t97
  %t99 = select i1 %t98, i64 %size.N, i64 %t97
  %t100 = sub i64 %t26, %t93
  %t101 = icmp slt i64 %t100, %t4
  %t102 = select i1 %t101, i64 %t100, i64 %t4
  %t103 = mul i64 %t102, %t14
  %t104 = icmp slt i64 %size.N, %t103
  %t105 = select i1 %t104, i64 %size.N, i64 %t103
  %t108 = icmp slt i64 %t99, %t105
  br i1 %t108, label %span106, label %nospan107
span106:
  %t109 = mul i64 0, %size.K
  %t110 = add i64 %t109, 0
  %t111 = getelementptr float, ptr %buf.a, i64 %t110
  %t112 = mul i64 0, %size.N
  %t113 = add i64 %t112, %t99
  %t114 = getelementptr float, ptr %buf.b, i64 %t113
  %t115 = mul i64 %t91, %size.N
  %t116 = mul i64 0, %size.N
  %t117 = add i64 %t115, %t116
  %t118 = add i64 %t117, %t99
  %t119 = getelementptr float, ptr %buf.c, i64 %t118
  %t120 = sub i64 %t105, %t99
  %t121 = mul i64 %size.K, 1
  %t122 = add i64 %size.N, 15
  %t123 = sdiv i64 %t122, 16
  switch i64 %t123, label %gemvn0124 [i64 1, label %gemvn1125 i64 2, label %gemvn2126 i64 3, label %gemvn3127 i64 4, label %gemvn4128]
gemvn0124:
  call void @"jr.gemv.matmul"(ptr %t111, i64 %t64, ptr %t114, i64 %t69, ptr %t119, i64 %t120, i64 %t121)
  br label %gemv.done129
gemvn1125:
  call void @"jr.gemvn1.matmul"(ptr %t111, i64 %t64, ptr %t114, i64 %t69, ptr %t119, i64 %t120, i64 %t121)
  br label %gemv.done129
gemvn2126:
  call void @"jr.gemvn2.matmul"(ptr %t111, i64 %t64, ptr %t114, i64 %t69, ptr %t119, i64 %t120, i64 %t121)
  br label %gemv.done129
gemvn3127:
  call void @"jr.gemvn3.matmul"(ptr %t111, i64 %t64, ptr %t114, i64 %t69, ptr %t119, i64 %t120, i64 %t121)
  br label %gemv.done129
gemvn4128:
  call void @"jr.gemvn4.matmul"(ptr %t111, i64 %t64, ptr %t114, i64 %t69, ptr %t119, i64 %t120, i64 %t121)
  br label %gemv.done129
gemv.done129:
  br label %nospan107
nospan107:
  %t130 = add nsw i64 %i89, 1
  store i64 %t130, ptr %c85
  br label %head86
done88:
  ret void
packed79:
  %t131 = sub i64 %t6, 1
  %t132 = add i64 %t26, %t131
  %t133 = udiv i64 %t132, %t6
  %t134 = udiv i64 %range.lo, %t6
  store i64 %t134, ptr %c135
  br label %head136
head136:
  %i139 = load i64, ptr %c135
  %t140 = icmp slt i64 %i139, %t133
  br i1 %t140, label %body137, label %done138
body137:
  %t141 = urem i64 %i139, %t4
  %t142 = udiv i64 %i139, %t4
  %t143 = urem i64 %t142, %size.B0
  %t144 = udiv i64 %t142, %size.B0
  %t145 = mul i64 %i139, %t6
  %t146 = sub i64 %range.lo, %t145
  %t147 = icmp sgt i64 %t146, 0
  %t148 = select i1 %t147, i64 %t146, i64 0
  %t149 = mul i64 %t148, %t22
  %t150 = icmp slt i64 1, %t149
  %t151 = select i1 %t150, i64 1, i64 %t149
  %t152 = sub i64 %t26, %t145
  %t153 = icmp slt i64 %t152, %t6
  %t154 = select i1 %t153, i64 %t152, i64 %t6
  %t155 = mul i64 %t154, %t22
  %t156 = icmp slt i64 1, %t155
  %t157 = select i1 %t156, i64 1, i64 %t155
  %t158 = sub i64 %t157, %t151
  %t159 = mul i64 %t141, %t14
  %t160 = sub i64 %size.N, %t159
  %t161 = icmp slt i64 %t14, %t160
  %t162 = select i1 %t161, i64 %t14, i64 %t160
  %t163 = add i64 %t162, 63
  %t164 = sdiv i64 %t163, 64
  %t167 = icmp slt i64 %t151, %t157
  br i1 %t167, label %rows165, label %norows166
rows165:
  store i64 0, ptr %c168
  br label %head169
head169:
  %i172 = load i64, ptr %c168
  %t173 = icmp slt i64 %i172, %t49
  br i1 %t173, label %body170, label %done171
body170:
  %t174 = mul i64 %i172, %t54
  %t175 = add i64 %t174, %t54
  %t176 = icmp slt i64 %t175, %size.K
  %t177 = select i1 %t176, i64 %t175, i64 %size.K
  %t178 = sub i64 %t177, %t174
  %t179 = icmp sgt i64 %t178, 0
  %t180 = select i1 %t179, i64 %t178, i64 0
  %t181 = mul i64 %t180, 1
  %t182 = icmp sgt i64 %i172, 0
  br label %packb183
packb183:
  br i1 %t37, label %panels184, label %pack186
pack186:
  store i64 0, ptr %c187
  br label %head188
head188:
  %i191 = load i64, ptr %c187
  %t192 = icmp slt i64 %i191, %t164
  br i1 %t192, label %body189, label %done190
body189:
  %t193 = mul i64 %i191, 64
  %t194 = mul i64 %i191, %t181
  %t195 = mul i64 %t194, 64
  %t196 = getelementptr float, ptr %t30, i64 %t195
  %t197 = add i64 %t193, 0
  %t198 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t197, i64 %t162)
  %t199 = add i64 %t159, %t197
  %t200 = add i64 %t193, 16
  %t201 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t200, i64 %t162)
  %t202 = add i64 %t159, %t200
  %t203 = add i64 %t193, 32
  %t204 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t203, i64 %t162)
  %t205 = add i64 %t159, %t203
  %t206 = add i64 %t193, 48
  %t207 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t206, i64 %t162)
  %t208 = add i64 %t159, %t206
  store i64 0, ptr %c209
  store i64 %t174, ptr %c210
  br label %head211
head211:
  %i214 = load i64, ptr %c210
  %t215 = icmp slt i64 %i214, %t177
  br i1 %t215, label %body212, label %done213
body212:
  %t216 = load i64, ptr %c209
  %t217 = mul i64 %i214, %size.N
  %t218 = add i64 %t217, %t199
  %t219 = insertelement <16 x i64> poison, i64 %t218, i64 0
  %t220 = shufflevector <16 x i64> %t219, <16 x i64> poison, <16 x i32> zeroinitializer
  %t221 = insertelement <16 x i64> poison, i64 1, i64 0
  %t222 = shufflevector <16 x i64> %t221, <16 x i64> poison, <16 x i32> zeroinitializer
  %t223 = mul <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t222
  %t224 = add <16 x i64> %t220, %t223
  %t225 = mul i64 %t216, 64
  %t226 = add i64 %t225, 0
  %t227 = getelementptr float, ptr %t196, i64 %t226
  br i1 true, label %load228, label %gather229
load228:
  %t231 = getelementptr float, ptr %buf.b, i64 %t218
  %t232 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t231, <16 x i1> %t198, <16 x float> zeroinitializer)
  store <16 x float> %t232, ptr %t227, align 4
  br label %packed230
gather229:
  switch i64 1, label %gather234 [i64 1, label %pieces1233]
pieces1233:
  %t235 = mul i64 0, 0
  %t236 = add i64 %t218, %t235
  %t237 = getelementptr float, ptr %buf.b, i64 %t236
  %t238 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t237, <16 x i1> %t198, <16 x float> zeroinitializer)
  store <16 x float> %t238, ptr %t227, align 4
  br label %packed230
gather234:
  %t239 = getelementptr float, ptr %buf.b, <16 x i64> %t224
  %t240 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t239, <16 x i1> %t198, <16 x float> zeroinitializer)
  store <16 x float> %t240, ptr %t227, align 4
  br label %packed230
packed230:
  %t241 = mul i64 %i214, %size.N
  %t242 = add i64 %t241, %t202
  %t243 = insertelement <16 x i64> poison, i64 %t242, i64 0
  %t244 = shufflevector <16 x i64> %t243, <16 x i64> poison, <16 x i32> zeroinitializer
  %t245 = insertelement <16 x i64> poison, i64 1, i64 0
  %t246 = shufflevector <16 x i64> %t245, <16 x i64> poison, <16 x i32> zeroinitializer
  %t247 = mul <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t246
  %t248 = add <16 x i64> %t244, %t247
  %t249 = mul i64 %t216, 64
  %t250 = add i64 %t249, 16
  %t251 = getelementptr float, ptr %t196, i64 %t250
  br i1 true, label %load252, label %gather253
load252:
  %t255 = getelementptr float, ptr %buf.b, i64 %t242
  %t256 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t255, <16 x i1> %t201, <16 x float> zeroinitializer)
  store <16 x float> %t256, ptr %t251, align 4
  br label %packed254
gather253:
  switch i64 1, label %gather258 [i64 1, label %pieces1257]
pieces1257:
  %t259 = mul i64 0, 0
  %t260 = add i64 %t242, %t259
  %t261 = getelementptr float, ptr %buf.b, i64 %t260
  %t262 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t261, <16 x i1> %t201, <16 x float> zeroinitializer)
  store <16 x float> %t262, ptr %t251, align 4
  br label %packed254
gather258:
  %t263 = getelementptr float, ptr %buf.b, <16 x i64> %t248
  %t264 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t263, <16 x i1> %t201, <16 x float> zeroinitializer)
  store <16 x float> %t264, ptr %t251, align 4
  br label %packed254
packed254:
  %t265 = mul i64 %i214, %size.N
  %t266 = add i64 %t265, %t205
  %t267 = insertelement <16 x i64> poison, i64 %t266, i64 0
  %t268 = shufflevector <16 x i64> %t267, <16 x i64> poison, <16 x i32> zeroinitializer
  %t269 = insertelement <16 x i64> poison, i64 1, i64 0
  %t270 = shufflevector <16 x i64> %t269, <16 x i64> poison, <16 x i32> zeroinitializer
  %t271 = mul <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t270
  %t272 = add <16 x i64> %t268, %t271
  %t273 = mul i64 %t216, 64
  %t274 = add i64 %t273, 32
  %t275 = getelementptr float, ptr %t196, i64 %t274
  br i1 true, label %load276, label %gather277
load276:
  %t279 = getelementptr float, ptr %buf.b, i64 %t266
  %t280 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t279, <16 x i1> %t204, <16 x float> zeroinitializer)
  store <16 x float> %t280, ptr %t275, align 4
  br label %packed278
gather277:
  switch i64 1, label %gather282 [i64 1, label %pieces1281]
pieces1281:
  %t283 = mul i64 0, 0
  %t284 = add i64 %t266, %t283
  %t285 = getelementptr float, ptr %buf.b, i64 %t284
  %t286 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t285, <16 x i1> %t204, <16 x float> zeroinitializer)
  store <16 x float> %t286, ptr %t275, align 4
  br label %packed278
gather282:
  %t287 = getelementptr float, ptr %buf.b, <16 x i64> %t272
  %t288 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t287, <16 x i1> %t204, <16 x float> zeroinitializer)
  store <16 x float> %t288, ptr %t275, align 4
  br label %packed278
packed278:
  %t289 = mul i64 %i214, %size.N
  %t290 = add i64 %t289, %t208
  %t291 = insertelement <16 x i64> poison, i64 %t290, i64 0
  %t292 = shufflevector <16 x i64> %t291, <16 x i64> poison, <16 x i32> zeroinitializer
  %t293 = insertelement <16 x i64> poison, i64 1, i64 0
  %t294 = shufflevector <16 x i64> %t293, <16 x i64> poison, <16 x i32> zeroinitializer
  %t295 = mul <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t294
  %t296 = add <16 x i64> %t292, %t295
  %t297 = mul i64 %t216, 64
  %t298 = add i64 %t297, 48
  %t299 = getelementptr float, ptr %t196, i64 %t298
  br i1 true, label %load300, label %gather301
load300:
  %t303 = getelementptr float, ptr %buf.b, i64 %t290
  %t304 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t303, <16 x i1> %t207, <16 x float> zeroinitializer)
  store <16 x float> %t304, ptr %t299, align 4
  br label %packed302
gather301:
  switch i64 1, label %gather306 [i64 1, label %pieces1305]
pieces1305:
  %t307 = mul i64 0, 0
  %t308 = add i64 %t290, %t307
  %t309 = getelementptr float, ptr %buf.b, i64 %t308
  %t310 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t309, <16 x i1> %t207, <16 x float> zeroinitializer)
  store <16 x float> %t310, ptr %t299, align 4
  br label %packed302
gather306:
  %t311 = getelementptr float, ptr %buf.b, <16 x i64> %t296
  %t312 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t311, <16 x i1> %t207, <16 x float> zeroinitializer)
  store <16 x float> %t312, ptr %t299, align 4
  br label %packed302
packed302:
  %t313 = add i64 %t216, 1
  store i64 %t313, ptr %c209
  %t314 = add nsw i64 %i214, 1
  store i64 %t314, ptr %c210
  br label %head211
done213:
  %t315 = add nsw i64 %i191, 1
  store i64 %t315, ptr %c187
  br label %head188
done190:
  br label %panels184
panels184:
  store i64 %t151, ptr %c316
  br label %head317
head317:
  %i320 = load i64, ptr %c316
  %t321 = icmp slt i64 %i320, %t157
  br i1 %t321, label %body318, label %done319
body318:
  store i64 0, ptr %c322
  br label %head323
head323:
  %i326 = load i64, ptr %c322
  %t327 = icmp slt i64 %i326, %t164
  br i1 %t327, label %body324, label %done325
body324:
  %t328 = add i64 %i320, %t22
  %t329 = icmp slt i64 %t328, %t157
  %t330 = select i1 %t329, i64 %t328, i64 %t157
  %t331 = mul i64 %i326, 64
  %t332 = add i64 %t331, 0
  %t333 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t332, i64 %t162)
  %t334 = add i64 %t331, 16
  %t335 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t334, i64 %t162)
  %t336 = add i64 %t331, 32
  %t337 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t336, i64 %t162)
  %t338 = add i64 %t331, 48
  %t339 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t338, i64 %t162)
  %t340 = add i64 %t159, %t331
  %t341 = mul i64 %t174, %size.N
  %t342 = add i64 %t341, %t340
  %t343 = getelementptr float, ptr %buf.b, i64 %t342
  %t344 = mul i64 %i326, %t181
  %t345 = mul i64 %t344, 64
  %t346 = getelementptr float, ptr %t30, i64 %t345
  %t347 = select i1 %t37, ptr %t343, ptr %t346
  %t348 = select i1 %t37, i64 %t69, i64 64
  store i64 %i320, ptr %c349
  br label %head350
head350:
  %i353 = load i64, ptr %c349
  %t354 = icmp slt i64 %i353, %t330
  br i1 %t354, label %body351, label %done352
body351:
  %t355 = sub i64 %t330, %i353
  %t356 = icmp slt i64 4, %t355
  %t357 = select i1 %t356, i64 4, i64 %t355
  %t358 = mul i64 %i353, %size.K
  %t359 = add i64 %t358, %t174
  %t360 = getelementptr float, ptr %buf.a, i64 %t359
  br i1 %t34, label %ready362, label %packa361
packa361:
  %t363 = sub i64 %t357, 1
  store i64 0, ptr %c364
  store i64 %t174, ptr %c365
  br label %head366
head366:
  %i369 = load i64, ptr %c365
  %t370 = icmp slt i64 %i369, %t177
  br i1 %t370, label %body367, label %done368
body367:
  %t371 = load i64, ptr %c364
  %t372 = icmp slt i64 0, %t363
  %t373 = select i1 %t372, i64 0, i64 %t363
  %t374 = add i64 %i353, %t373
  %t375 = mul i64 %t374, %size.K
  %t376 = add i64 %t375, %i369
  %t377 = select i1 true, i64 %t376, i64 0
  %t378 = getelementptr float, ptr %buf.a, i64 %t377
  %t379 = load float, ptr %t378, align 4
  %t380 = select i1 true, float %t379, float 0.0
  %t381 = mul i64 %t371, 4
  %t382 = add i64 %t381, 0
  %t383 = getelementptr float, ptr %t33, i64 %t382
  store float %t380, ptr %t383, align 4
  %t384 = icmp slt i64 1, %t363
  %t385 = select i1 %t384, i64 1, i64 %t363
  %t386 = add i64 %i353, %t385
  %t387 = mul i64 %t386, %size.K
  %t388 = add i64 %t387, %i369
  %t389 = select i1 true, i64 %t388, i64 0
  %t390 = getelementptr float, ptr %buf.a, i64 %t389
  %t391 = load float, ptr %t390, align 4
  %t392 = select i1 true, float %t391, float 0.0
  %t393 = mul i64 %t371, 4
  %t394 = add i64 %t393, 1
  %t395 = getelementptr float, ptr %t33, i64 %t394
  store float %t392, ptr %t395, align 4
  %t396 = icmp slt i64 2, %t363
  %t397 = select i1 %t396, i64 2, i64 %t363
  %t398 = add i64 %i353, %t397
  %t399 = mul i64 %t398, %size.K
  %t400 = add i64 %t399, %i369
  %t401 = select i1 true, i64 %t400, i64 0
  %t402 = getelementptr float, ptr %buf.a, i64 %t401
  %t403 = load float, ptr %t402, align 4
  %t404 = select i1 true, float %t403, float 0.0
  %t405 = mul i64 %t371, 4
  %t406 = add i64 %t405, 2
  %t407 = getelementptr float, ptr %t33, i64 %t406
  store float %t404, ptr %t407, align 4
  %t408 = icmp slt i64 3, %t363
  %t409 = select i1 %t408, i64 3, i64 %t363
  %t410 = add i64 %i353, %t409
  %t411 = mul i64 %t410, %size.K
  %t412 = add i64 %t411, %i369
  %t413 = select i1 true, i64 %t412, i64 0
  %t414 = getelementptr float, ptr %buf.a, i64 %t413
  %t415 = load float, ptr %t414, align 4
  %t416 = select i1 true, float %t415, float 0.0
  %t417 = mul i64 %t371, 4
  %t418 = add i64 %t417, 3
  %t419 = getelementptr float, ptr %t33, i64 %t418
  store float %t416, ptr %t419, align 4
  %t420 = add i64 %t371, 1
  store i64 %t420, ptr %c364
  %t421 = add nsw i64 %i369, 1
  store i64 %t421, ptr %c365
  br label %head366
done368:
  br label %ready362
ready362:
  %t422 = select i1 %t34, ptr %t360, ptr %t33
  %t423 = select i1 %t34, i64 %t59, i64 1
  %t424 = select i1 %t34, i64 %t64, i64 4
  %t425 = mul i64 %t143, %size.N
  %t426 = mul i64 %i353, %size.N
  %t427 = add i64 %t425, %t426
  %t428 = add i64 %t427, %t340
  %t429 = getelementptr float, ptr %buf.c, i64 %t428
  %t430 = icmp eq i64 %t357, 1
  %t436 = zext i1 %t430 to i64
  %t437 = zext i1 %t37 to i64
  %t438 = shl i64 %t437, 1
  %t439 = or i64 %t436, %t438
  switch i64 %t439, label %p433 [i64 1, label %p1434 i64 2, label %d431 i64 3, label %d1432]
p433:
  call void @"jr.mk.matmul.4p"(ptr %t422, i64 %t423, i64 %t424, i64 %t357, ptr %t347, i64 %t348, ptr %t429, i64 %t78, i64 %t181, i1 %t182, ptr %t347, i64 0, <16 x i1> %t333, <16 x i1> %t335, <16 x i1> %t337, <16 x i1> %t339)
  br label %called435
p1434:
  call void @"jr.mk.matmul.1p"(ptr %t422, i64 %t423, i64 %t424, i64 %t357, ptr %t347, i64 %t348, ptr %t429, i64 %t78, i64 %t181, i1 %t182, ptr %t347, i64 0, <16 x i1> %t333, <16 x i1> %t335, <16 x i1> %t337, <16 x i1> %t339)
  br label %called435
d431:
  call void @"jr.mk.matmul.4d"(ptr %t422, i64 %t423, i64 %t424, i64 %t357, ptr %t347, i64 %t348, ptr %t429, i64 %t78, i64 %t181, i1 %t182, ptr %t347, i64 0, <16 x i1> %t333, <16 x i1> %t335, <16 x i1> %t337, <16 x i1> %t339)
  br label %called435
d1432:
  call void @"jr.mk.matmul.1d"(ptr %t422, i64 %t423, i64 %t424, i64 %t357, ptr %t347, i64 %t348, ptr %t429, i64 %t78, i64 %t181, i1 %t182, ptr %t347, i64 0, <16 x i1> %t333, <16 x i1> %t335, <16 x i1> %t337, <16 x i1> %t339)
  br label %called435
called435:
  %t440 = add nsw i64 %i353, 4
  store i64 %t440, ptr %c349
  br label %head350
done352:
  %t441 = add nsw i64 %i326, 1
  store i64 %t441, ptr %c322
  br label %head323
done325:
  %t442 = add nsw i64 %i320, %t22
  store i64 %t442, ptr %c316
  br label %head317
done319:
  br label %kdone185
kdone185:
  %t443 = add nsw i64 %i172, 1
  store i64 %t443, ptr %c168
  br label %head169
done171:
  br label %norows166
norows166:
  %t444 = add nsw i64 %i139, 1
  store i64 %t444, ptr %c135
  br label %head136
done138:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
