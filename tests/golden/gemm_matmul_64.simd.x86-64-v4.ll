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

define void @"jr.op.matmul"(ptr noalias %buf.a, ptr noalias %buf.b, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.M, i64 %size.K, i64 %size.N, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c87 = alloca i64
  %c120 = alloca i64
  %c139 = alloca i64
  %c161 = alloca i64
  %c162 = alloca i64
  %c268 = alloca i64
  %c274 = alloca i64
  %c301 = alloca i64
  %c316 = alloca i64
  %c317 = alloca i64
  %t1 = icmp sgt i64 1, 1
  %t2 = select i1 %t1, i64 1, i64 1
  %t3 = add i64 %size.N, 511
  %t4 = sdiv i64 %t3, 512
  %t5 = add i64 %size.M, 31
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
  %t16 = add i64 %size.M, %t15
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
  %t36 = icmp sle i64 %size.M, 4
  %t37 = and i1 %t35, %t36
  %t38 = icmp eq i64 %size.M, 1
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
  %t70 = mul i64 %size.M, %size.N
  %t71 = mul i64 0, %t70
  %t72 = mul i64 1, %size.N
  %t73 = add i64 %t71, %t72
  %t74 = add i64 %t73, 0
  %t75 = mul i64 %size.M, %size.N
  %t76 = mul i64 0, %t75
  %t77 = mul i64 0, %size.N
  %t78 = add i64 %t76, %t77
  %t79 = add i64 %t78, 0
  %t80 = sub i64 %t74, %t79
  br label %packed81
packed81:
  %t83 = sub i64 %t6, 1
  %t84 = add i64 %t26, %t83
  %t85 = udiv i64 %t84, %t6
  %t86 = udiv i64 %range.lo, %t6
  store i64 %t86, ptr %c87
  br label %head88
head88:
  %i91 = load i64, ptr %c87
  %t92 = icmp slt i64 %i91, %t85
  br i1 %t92, label %body89, label %done90
body89:
  %t93 = urem i64 %i91, %t4
  %t94 = udiv i64 %i91, %t4
  %t95 = urem i64 %t94, %size.B0
  %t96 = udiv i64 %t94, %size.B0
  %t97 = mul i64 %i91, %t6
  %t98 = sub i64 %range.lo, %t97
  %t99 = icmp sgt i64 %t98, 0
  %t100 = select i1 %t99, i64 %t98, i64 0
  %t101 = mul i64 %t100, %t22
  %t102 = icmp slt i64 %size.M, %t101
  %t103 = select i1 %t102, i64 %size.M, i64 %t101
  %t104 = sub i64 %t26, %t97
  %t105 = icmp slt i64 %t104, %t6
  %t106 = select i1 %t105, i64 %t104, i64 %t6
  %t107 = mul i64 %t106, %t22
  %t108 = icmp slt i64 %size.M, %t107
  %t109 = select i1 %t108, i64 %size.M, i64 %t107
  %t110 = sub i64 %t109, %t103
  %t111 = mul i64 %t93, %t14
  %t112 = sub i64 %size.N, %t111
  %t113 = icmp slt i64 %t14, %t112
  %t114 = select i1 %t113, i64 %t14, i64 %t112
  %t115 = add i64 %t114, 63
  %t116 = sdiv i64 %t115, 64
  %t119 = icmp slt i64 %t103, %t109
  br i1 %t119, label %rows117, label %norows118
rows117:
  store i64 0, ptr %c120
  br label %head121
head121:
  %i124 = load i64, ptr %c120
  %t125 = icmp slt i64 %i124, %t49
  br i1 %t125, label %body122, label %done123
body122:
  %t126 = mul i64 %i124, %t54
  %t127 = add i64 %t126, %t54
  %t128 = icmp slt i64 %t127, %size.K
  %t129 = select i1 %t128, i64 %t127, i64 %size.K
  %t130 = sub i64 %t129, %t126
  %t131 = icmp sgt i64 %t130, 0
  %t132 = select i1 %t131, i64 %t130, i64 0
  %t133 = mul i64 %t132, 1
  %t134 = icmp sgt i64 %i124, 0
  br label %packb135
packb135:
  br i1 %t37, label %panels136, label %pack138
pack138:
  store i64 0, ptr %c139
  br label %head140
head140:
  %i143 = load i64, ptr %c139
  %t144 = icmp slt i64 %i143, %t116
  br i1 %t144, label %body141, label %done142
body141:
  %t145 = mul i64 %i143, 64
  %t146 = mul i64 %i143, %t133
  %t147 = mul i64 %t146, 64
  %t148 = getelementptr float, ptr %t30, i64 %t147
  %t149 = add i64 %t145, 0
  %t150 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t149, i64 %t114)
  %t151 = add i64 %t111, %t149
  %t152 = add i64 %t145, 16
  %t153 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t152, i64 %t114)
  %t154 = add i64 %t111, %t152
  %t155 = add i64 %t145, 32
  %t156 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t155, i64 %t114)
  %t157 = add i64 %t111, %t155
  %t158 = add i64 %t145, 48
  %t159 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t158, i64 %t114)
  %t160 = add i64 %t111, %t158
  store i64 0, ptr %c161
  store i64 %t126, ptr %c162
  br label %head163
head163:
  %i166 = load i64, ptr %c162
  %t167 = icmp slt i64 %i166, %t129
  br i1 %t167, label %body164, label %done165
body164:
  %t168 = load i64, ptr %c161
  %t169 = mul i64 %i166, %size.N
  %t170 = add i64 %t169, %t151
  %t171 = insertelement <16 x i64> poison, i64 %t170, i64 0
  %t172 = shufflevector <16 x i64> %t171, <16 x i64> poison, <16 x i32> zeroinitializer
  %t173 = insertelement <16 x i64> poison, i64 1, i64 0
  %t174 = shufflevector <16 x i64> %t173, <16 x i64> poison, <16 x i32> zeroinitializer
  %t175 = mul <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t174
  %t176 = add <16 x i64> %t172, %t175
  %t177 = mul i64 %t168, 64
  %t178 = add i64 %t177, 0
  %t179 = getelementptr float, ptr %t148, i64 %t178
  br i1 true, label %load180, label %gather181
load180:
  %t183 = getelementptr float, ptr %buf.b, i64 %t170
  %t184 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t183, <16 x i1> %t150, <16 x float> zeroinitializer)
  store <16 x float> %t184, ptr %t179, align 4
  br label %packed182
gather181:
  switch i64 1, label %gather186 [i64 1, label %pieces1185]
pieces1185:
  %t187 = mul i64 0, 0
  %t188 = add i64 %t170, %t187
  %t189 = getelementptr float, ptr %buf.b, i64 %t188
  %t190 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t189, <16 x i1> %t150, <16 x float> zeroinitializer)
  store <16 x float> %t190, ptr %t179, align 4
  br label %packed182
gather186:
  %t191 = getelementptr float, ptr %buf.b, <16 x i64> %t176
  %t192 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t191, <16 x i1> %t150, <16 x float> zeroinitializer)
  store <16 x float> %t192, ptr %t179, align 4
  br label %packed182
packed182:
  %t193 = mul i64 %i166, %size.N
  %t194 = add i64 %t193, %t154
  %t195 = insertelement <16 x i64> poison, i64 %t194, i64 0
  %t196 = shufflevector <16 x i64> %t195, <16 x i64> poison, <16 x i32> zeroinitializer
  %t197 = insertelement <16 x i64> poison, i64 1, i64 0
  %t198 = shufflevector <16 x i64> %t197, <16 x i64> poison, <16 x i32> zeroinitializer
  %t199 = mul <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t198
  %t200 = add <16 x i64> %t196, %t199
  %t201 = mul i64 %t168, 64
  %t202 = add i64 %t201, 16
  %t203 = getelementptr float, ptr %t148, i64 %t202
  br i1 true, label %load204, label %gather205
load204:
  %t207 = getelementptr float, ptr %buf.b, i64 %t194
  %t208 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t207, <16 x i1> %t153, <16 x float> zeroinitializer)
  store <16 x float> %t208, ptr %t203, align 4
  br label %packed206
gather205:
  switch i64 1, label %gather210 [i64 1, label %pieces1209]
pieces1209:
  %t211 = mul i64 0, 0
  %t212 = add i64 %t194, %t211
  %t213 = getelementptr float, ptr %buf.b, i64 %t212
  %t214 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t213, <16 x i1> %t153, <16 x float> zeroinitializer)
  store <16 x float> %t214, ptr %t203, align 4
  br label %packed206
gather210:
  %t215 = getelementptr float, ptr %buf.b, <16 x i64> %t200
  %t216 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t215, <16 x i1> %t153, <16 x float> zeroinitializer)
  store <16 x float> %t216, ptr %t203, align 4
  br label %packed206
packed206:
  %t217 = mul i64 %i166, %size.N
  %t218 = add i64 %t217, %t157
  %t219 = insertelement <16 x i64> poison, i64 %t218, i64 0
  %t220 = shufflevector <16 x i64> %t219, <16 x i64> poison, <16 x i32> zeroinitializer
  %t221 = insertelement <16 x i64> poison, i64 1, i64 0
  %t222 = shufflevector <16 x i64> %t221, <16 x i64> poison, <16 x i32> zeroinitializer
  %t223 = mul <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t222
  %t224 = add <16 x i64> %t220, %t223
  %t225 = mul i64 %t168, 64
  %t226 = add i64 %t225, 32
  %t227 = getelementptr float, ptr %t148, i64 %t226
  br i1 true, label %load228, label %gather229
load228:
  %t231 = getelementptr float, ptr %buf.b, i64 %t218
  %t232 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t231, <16 x i1> %t156, <16 x float> zeroinitializer)
  store <16 x float> %t232, ptr %t227, align 4
  br label %packed230
gather229:
  switch i64 1, label %gather234 [i64 1, label %pieces1233]
pieces1233:
  %t235 = mul i64 0, 0
  %t236 = add i64 %t218, %t235
  %t237 = getelementptr float, ptr %buf.b, i64 %t236
  %t238 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t237, <16 x i1> %t156, <16 x float> zeroinitializer)
  store <16 x float> %t238, ptr %t227, align 4
  br label %packed230
gather234:
  %t239 = getelementptr float, ptr %buf.b, <16 x i64> %t224
  %t240 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t239, <16 x i1> %t156, <16 x float> zeroinitializer)
  store <16 x float> %t240, ptr %t227, align 4
  br label %packed230
packed230:
  %t241 = mul i64 %i166, %size.N
  %t242 = add i64 %t241, %t160
  %t243 = insertelement <16 x i64> poison, i64 %t242, i64 0
  %t244 = shufflevector <16 x i64> %t243, <16 x i64> poison, <16 x i32> zeroinitializer
  %t245 = insertelement <16 x i64> poison, i64 1, i64 0
  %t246 = shufflevector <16 x i64> %t245, <16 x i64> poison, <16 x i32> zeroinitializer
  %t247 = mul <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t246
  %t248 = add <16 x i64> %t244, %t247
  %t249 = mul i64 %t168, 64
  %t250 = add i64 %t249, 48
  %t251 = getelementptr float, ptr %t148, i64 %t250
  br i1 true, label %load252, label %gather253
load252:
  %t255 = getelementptr float, ptr %buf.b, i64 %t242
  %t256 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t255, <16 x i1> %t159, <16 x float> zeroinitializer)
  store <16 x float> %t256, ptr %t251, align 4
  br label %packed254
gather253:
  switch i64 1, label %gather258 [i64 1, label %pieces1257]
pieces1257:
  %t259 = mul i64 0, 0
  %t260 = add i64 %t242, %t259
  %t261 = getelementptr float, ptr %buf.b, i64 %t260
  %t262 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t261, <16 x i1> %t159, <16 x float> zeroinitializer)
  store <16 x float> %t262, ptr %t251, align 4
  br label %packed254
gather258:
  %t263 = getelementptr float, ptr %buf.b, <16 x i64> %t248
  %t264 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t263, <16 x i1> %t159, <16 x float> zeroinitializer)
  store <16 x float> %t264, ptr %t251, align 4
  br label %packed254
packed254:
  %t265 = add i64 %t168, 1
  store i64 %t265, ptr %c161
  %t266 = add nsw i64 %i166, 1
  store i64 %t266, ptr %c162
  br label %head163
done165:
  %t267 = add nsw i64 %i143, 1
  store i64 %t267, ptr %c139
  br label %head140
done142:
  br label %panels136
panels136:
  store i64 %t103, ptr %c268
  br label %head269
head269:
  %i272 = load i64, ptr %c268
  %t273 = icmp slt i64 %i272, %t109
  br i1 %t273, label %body270, label %done271
body270:
  store i64 0, ptr %c274
  br label %head275
head275:
  %i278 = load i64, ptr %c274
  %t279 = icmp slt i64 %i278, %t116
  br i1 %t279, label %body276, label %done277
body276:
  %t280 = add i64 %i272, %t22
  %t281 = icmp slt i64 %t280, %t109
  %t282 = select i1 %t281, i64 %t280, i64 %t109
  %t283 = mul i64 %i278, 64
  %t284 = add i64 %t283, 0
  %t285 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t284, i64 %t114)
  %t286 = add i64 %t283, 16
  %t287 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t286, i64 %t114)
  %t288 = add i64 %t283, 32
  %t289 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t288, i64 %t114)
  %t290 = add i64 %t283, 48
  %t291 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t290, i64 %t114)
  %t292 = add i64 %t111, %t283
  %t293 = mul i64 %t126, %size.N
  %t294 = add i64 %t293, %t292
  %t295 = getelementptr float, ptr %buf.b, i64 %t294
  %t296 = mul i64 %i278, %t133
  %t297 = mul i64 %t296, 64
  %t298 = getelementptr float, ptr %t30, i64 %t297
  %t299 = select i1 %t37, ptr %t295, ptr %t298
  %t300 = select i1 %t37, i64 %t69, i64 64
  store i64 %i272, ptr %c301
  br label %head302
head302:
  %i305 = load i64, ptr %c301
  %t306 = icmp slt i64 %i305, %t282
  br i1 %t306, label %body303, label %done304
body303:
  %t307 = sub i64 %t282, %i305
  %t308 = icmp slt i64 4, %t307
  %t309 = select i1 %t308, i64 4, i64 %t307
  %t310 = mul i64 %i305, %size.K
  %t311 = add i64 %t310, %t126
  %t312 = getelementptr float, ptr %buf.a, i64 %t311
  br i1 %t34, label %ready314, label %packa313
packa313:
  %t315 = sub i64 %t309, 1
  store i64 0, ptr %c316
  store i64 %t126, ptr %c317
  br label %head318
head318:
  %i321 = load i64, ptr %c317
  %t322 = icmp slt i64 %i321, %t129
  br i1 %t322, label %body319, label %done320
body319:
  %t323 = load i64, ptr %c316
  %t324 = icmp slt i64 0, %t315
  %t325 = select i1 %t324, i64 0, i64 %t315
  %t326 = add i64 %i305, %t325
  %t327 = mul i64 %t326, %size.K
  %t328 = add i64 %t327, %i321
  %t329 = select i1 true, i64 %t328, i64 0
  %t330 = getelementptr float, ptr %buf.a, i64 %t329
  %t331 = load float, ptr %t330, align 4
  %t332 = select i1 true, float %t331, float 0.0
  %t333 = mul i64 %t323, 4
  %t334 = add i64 %t333, 0
  %t335 = getelementptr float, ptr %t33, i64 %t334
  store float %t332, ptr %t335, align 4
  %t336 = icmp slt i64 1, %t315
  %t337 = select i1 %t336, i64 1, i64 %t315
  %t338 = add i64 %i305, %t337
  %t339 = mul i64 %t338, %size.K
  %t340 = add i64 %t339, %i321
  %t341 = select i1 true, i64 %t340, i64 0
  %t342 = getelementptr float, ptr %buf.a, i64 %t341
  %t343 = load float, ptr %t342, align 4
  %t344 = select i1 true, float %t343, float 0.0
  %t345 = mul i64 %t323, 4
  %t346 = add i64 %t345, 1
  %t347 = getelementptr float, ptr %t33, i64 %t346
  store float %t344, ptr %t347, align 4
  %t348 = icmp slt i64 2, %t315
  %t349 = select i1 %t348, i64 2, i64 %t315
  %t350 = add i64 %i305, %t349
  %t351 = mul i64 %t350, %size.K
  %t352 = add i64 %t351, %i321
  %t353 = select i1 true, i64 %t352, i64 0
  %t354 = getelementptr float, ptr %buf.a, i64 %t353
  %t355 = load float, ptr %t354, align 4
  %t356 = select i1 true, float %t355, float 0.0
  %t357 = mul i64 %t323, 4
  %t358 = add i64 %t357, 2
  %t359 = getelementptr float, ptr %t33, i64 %t358
  store float %t356, ptr %t359, align 4
  %t360 = icmp slt i64 3, %t315
  %t361 = select i1 %t360, i64 3, i64 %t315
  %t362 = add i64 %i305, %t361
  %t363 = mul i64 %t362, %size.K
  %t364 = add i64 %t363, %i321
  %t365 = select i1 true, i64 %t364, i64 0
  %t366 = getelementptr float, ptr %buf.a, i64 %t365
  %t367 = load float, ptr %t366, align 4
  %t368 = select i1 true, float %t367, float 0.0
  %t369 = mul i64 %t323, 4
  %t370 = add i64 %t369, 3
  %t371 = getelementptr float, ptr %t33, i64 %t370
  store float %t368, ptr %t371, align 4
  %t372 = add i64 %t323, 1
  store i64 %t372, ptr %c316
  %t373 = add nsw i64 %i321, 1
  store i64 %t373, ptr %c317
  br label %head318
done320:
  br label %ready314
ready314:
  %t374 = select i1 %t34, ptr %t312, ptr %t33
  %t375 = select i1 %t34, i64 %t59, i64 1
  %t376 = select i1 %t34, i64 %t64, i64 4
  %t377 = mul i64 %size.M, %size.N
  %t378 = mul i64 %t95, %t377
  %t379 = mul i64 %i305, %size.N
  %t380 = add i64 %t378, %t379
  %t381 = add i64 %t380, %t292
  %t382 = getelementptr float, ptr %buf.c, i64 %t381
  %t383 = icmp eq i64 %t309, 1
  %t389 = zext i1 %t383 to i64
  %t390 = zext i1 %t37 to i64
  %t391 = shl i64 %t390, 1
  %t392 = or i64 %t389, %t391
  switch i64 %t392, label %p386 [i64 1, label %p1387 i64 2, label %d384 i64 3, label %d1385]
p386:
  call void @"jr.mk.matmul.4p"(ptr %t374, i64 %t375, i64 %t376, i64 %t309, ptr %t299, i64 %t300, ptr %t382, i64 %t80, i64 %t133, i1 %t134, ptr %t299, i64 0, <16 x i1> %t285, <16 x i1> %t287, <16 x i1> %t289, <16 x i1> %t291)
  br label %called388
p1387:
  call void @"jr.mk.matmul.1p"(ptr %t374, i64 %t375, i64 %t376, i64 %t309, ptr %t299, i64 %t300, ptr %t382, i64 %t80, i64 %t133, i1 %t134, ptr %t299, i64 0, <16 x i1> %t285, <16 x i1> %t287, <16 x i1> %t289, <16 x i1> %t291)
  br label %called388
d384:
  call void @"jr.mk.matmul.4d"(ptr %t374, i64 %t375, i64 %t376, i64 %t309, ptr %t299, i64 %t300, ptr %t382, i64 %t80, i64 %t133, i1 %t134, ptr %t299, i64 0, <16 x i1> %t285, <16 x i1> %t287, <16 x i1> %t289, <16 x i1> %t291)
  br label %called388
d1385:
  call void @"jr.mk.matmul.1d"(ptr %t374, i64 %t375, i64 %t376, i64 %t309, ptr %t299, i64 %t300, ptr %t382, i64 %t80, i64 %t133, i1 %t134, ptr %t299, i64 0, <16 x i1> %t285, <16 x i1> %t287, <16 x i1> %t289, <16 x i1> %t291)
  br label %called388
called388:
  %t393 = add nsw i64 %i305, 4
  store i64 %t393, ptr %c301
  br label %head302
done304:
  %t394 = add nsw i64 %i278, 1
  store i64 %t394, ptr %c274
  br label %head275
done277:
  %t395 = add nsw i64 %i272, %t22
  store i64 %t395, ptr %c268
  br label %head269
done271:
  br label %kdone137
kdone137:
  %t396 = add nsw i64 %i124, 1
  store i64 %t396, ptr %c120
  br label %head121
done123:
  br label %norows118
norows118:
  %t397 = add nsw i64 %i91, 1
  store i64 %t397, ptr %c87
  br label %head88
done90:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
