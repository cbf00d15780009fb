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
  %c105 = alloca i64
  %c138 = alloca i64
  %c157 = alloca i64
  %c179 = alloca i64
  %c180 = alloca i64
  %c298 = alloca i64
  %c304 = alloca i64
  %c334 = alloca i64
  %c352 = alloca i64
  %c353 = alloca i64
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
  %t55 = mul i64 %size.M, %size.K
  %t56 = mul i64 0, %t55
  %t57 = mul i64 1, %size.K
  %t58 = add i64 %t56, %t57
  %t59 = add i64 %t58, 0
  %t60 = mul i64 %size.M, %size.K
  %t61 = mul i64 0, %t60
  %t62 = mul i64 0, %size.K
  %t63 = add i64 %t61, %t62
  %t64 = add i64 %t63, 0
  %t65 = sub i64 %t59, %t64
  %t66 = mul i64 %size.M, %size.K
  %t67 = mul i64 0, %t66
  %t68 = mul i64 0, %size.K
  %t69 = add i64 %t67, %t68
  %t70 = add i64 %t69, 1
  %t71 = mul i64 %size.M, %size.K
  %t72 = mul i64 0, %t71
  %t73 = mul i64 0, %size.K
  %t74 = add i64 %t72, %t73
  %t75 = add i64 %t74, 0
  %t76 = sub i64 %t70, %t75
  %t77 = mul i64 %size.K, %size.N
  %t78 = mul i64 0, %t77
  %t79 = mul i64 1, %size.N
  %t80 = add i64 %t78, %t79
  %t81 = add i64 %t80, 0
  %t82 = mul i64 %size.K, %size.N
  %t83 = mul i64 0, %t82
  %t84 = mul i64 0, %size.N
  %t85 = add i64 %t83, %t84
  %t86 = add i64 %t85, 0
  %t87 = sub i64 %t81, %t86
  %t88 = mul i64 %size.M, %size.N
  %t89 = mul i64 0, %t88
  %t90 = mul i64 1, %size.N
  %t91 = add i64 %t89, %t90
  %t92 = add i64 %t91, 0
  %t93 = mul i64 %size.M, %size.N
  %t94 = mul i64 0, %t93
  %t95 = mul i64 0, %size.N
  %t96 = add i64 %t94, %t95
  %t97 = add i64 %t96, 0
  %t98 = sub i64 %t92, %t97
  br label %packed99
packed99:
  %t101 = sub i64 %t6, 1
  %t102 = add i64 %t26, %t101
  %t103 = udiv i64 %t102, %t6
  %t104 = udiv i64 %range.lo, %t6
  store i64 %t104, ptr %c105
  br label %head106
head106:
  %i109 = load i64, ptr %c105
  %t110 = icmp slt i64 %i109, %t103
  br i1 %t110, label %body107, label %done108
body107:
  %t111 = urem i64 %i109, %t4
  %t112 = udiv i64 %i109, %t4
  %t113 = urem i64 %t112, %size.B0
  %t114 = udiv i64 %t112, %size.B0
  %t115 = mul i64 %i109, %t6
  %t116 = sub i64 %range.lo, %t115
  %t117 = icmp sgt i64 %t116, 0
  %t118 = select i1 %t117, i64 %t116, i64 0
  %t119 = mul i64 %t118, %t22
  %t120 = icmp slt i64 %size.M, %t119
  %t121 = select i1 %t120, i64 %size.M, i64 %t119
  %t122 = sub i64 %t26, %t115
  %t123 = icmp slt i64 %t122, %t6
  %t124 = select i1 %t123, i64 %t122, i64 %t6
  %t125 = mul i64 %t124, %t22
  %t126 = icmp slt i64 %size.M, %t125
  %t127 = select i1 %t126, i64 %size.M, i64 %t125
  %t128 = sub i64 %t127, %t121
  %t129 = mul i64 %t111, %t14
  %t130 = sub i64 %size.N, %t129
  %t131 = icmp slt i64 %t14, %t130
  %t132 = select i1 %t131, i64 %t14, i64 %t130
  %t133 = add i64 %t132, 63
  %t134 = sdiv i64 %t133, 64
  %t137 = icmp slt i64 %t121, %t127
  br i1 %t137, label %rows135, label %norows136
rows135:
  store i64 0, ptr %c138
  br label %head139
head139:
  %i142 = load i64, ptr %c138
  %t143 = icmp slt i64 %i142, %t49
  br i1 %t143, label %body140, label %done141
body140:
  %t144 = mul i64 %i142, %t54
  %t145 = add i64 %t144, %t54
  %t146 = icmp slt i64 %t145, %size.K
  %t147 = select i1 %t146, i64 %t145, i64 %size.K
  %t148 = sub i64 %t147, %t144
  %t149 = icmp sgt i64 %t148, 0
  %t150 = select i1 %t149, i64 %t148, i64 0
  %t151 = mul i64 %t150, 1
  %t152 = icmp sgt i64 %i142, 0
  br label %packb153
packb153:
  br i1 %t37, label %panels154, label %pack156
pack156:
  store i64 0, ptr %c157
  br label %head158
head158:
  %i161 = load i64, ptr %c157
  %t162 = icmp slt i64 %i161, %t134
  br i1 %t162, label %body159, label %done160
body159:
  %t163 = mul i64 %i161, 64
  %t164 = mul i64 %i161, %t151
  %t165 = mul i64 %t164, 64
  %t166 = getelementptr float, ptr %t30, i64 %t165
  %t167 = add i64 %t163, 0
  %t168 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t167, i64 %t132)
  %t169 = add i64 %t129, %t167
  %t170 = add i64 %t163, 16
  %t171 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t170, i64 %t132)
  %t172 = add i64 %t129, %t170
  %t173 = add i64 %t163, 32
  %t174 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t173, i64 %t132)
  %t175 = add i64 %t129, %t173
  %t176 = add i64 %t163, 48
  %t177 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t176, i64 %t132)
  %t178 = add i64 %t129, %t176
  store i64 0, ptr %c179
  store i64 %t144, ptr %c180
  br label %head181
head181:
  %i184 = load i64, ptr %c180
  %t185 = icmp slt i64 %i184, %t147
  br i1 %t185, label %body182, label %done183
body182:
  %t186 = load i64, ptr %c179
  %t187 = mul i64 %size.K, %size.N
  %t188 = mul i64 %t113, %t187
  %t189 = mul i64 %i184, %size.N
  %t190 = add i64 %t188, %t189
  %t191 = add i64 %t190, %t169
  %t192 = insertelement <16 x i64> poison, i64 %t191, i64 0
  %t193 = shufflevector <16 x i64> %t192, <16 x i64> poison, <16 x i32> zeroinitializer
  %t194 = insertelement <16 x i64> poison, i64 1, i64 0
  %t195 = shufflevector <16 x i64> %t194, <16 x i64> poison, <16 x i32> zeroinitializer
  %t196 = mul <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t195
  %t197 = add <16 x i64> %t193, %t196
  %t198 = mul i64 %t186, 64
  %t199 = add i64 %t198, 0
  %t200 = getelementptr float, ptr %t166, i64 %t199
  br i1 true, label %load201, label %gather202
load201:
  %t204 = getelementptr float, ptr %buf.b, i64 %t191
  %t205 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t204, <16 x i1> %t168, <16 x float> zeroinitializer)
  store <16 x float> %t205, ptr %t200, align 4
  br label %packed203
gather202:
  switch i64 1, label %gather207 [i64 1, label %pieces1206]
pieces1206:
  %t208 = mul i64 0, 0
  %t209 = add i64 %t191, %t208
  %t210 = getelementptr float, ptr %buf.b, i64 %t209
  %t211 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t210, <16 x i1> %t168, <16 x float> zeroinitializer)
  store <16 x float> %t211, ptr %t200, align 4
  br label %packed203
gather207:
  %t212 = getelementptr float, ptr %buf.b, <16 x i64> %t197
  %t213 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t212, <16 x i1> %t168, <16 x float> zeroinitializer)
  store <16 x float> %t213, ptr %t200, align 4
  br label %packed203
packed203:
  %t214 = mul i64 %size.K, %size.N
  %t215 = mul i64 %t113, %t214
  %t216 = mul i64 %i184, %size.N
  %t217 = add i64 %t215, %t216
  %t218 = add i64 %t217, %t172
  %t219 = insertelement <16 x i64> poison, i64 %t218, i64 0
  %t220 = shufflevector <16 x i64> %t219, <16 x i64> poison, <16 x i32> zeroinitializer
  %t221 = insertelement <16 x i64> poison, i64 1, i64 0
  %t222 = shufflevector <16 x i64> %t221, <16 x i64> poison, <16 x i32> zeroinitializer
  %t223 = mul <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t222
  %t224 = add <16 x i64> %t220, %t223
  %t225 = mul i64 %t186, 64
  %t226 = add i64 %t225, 16
  %t227 = getelementptr float, ptr %t166, i64 %t226
  br i1 true, label %load228, label %gather229
load228:
  %t231 = getelementptr float, ptr %buf.b, i64 %t218
  %t232 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t231, <16 x i1> %t171, <16 x float> zeroinitializer)
  store <16 x float> %t232, ptr %t227, align 4
  br label %packed230
gather229:
  switch i64 1, label %gather234 [i64 1, label %pieces1233]
pieces1233:
  %t235 = mul i64 0, 0
  %t236 = add i64 %t218, %t235
  %t237 = getelementptr float, ptr %buf.b, i64 %t236
  %t238 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t237, <16 x i1> %t171, <16 x float> zeroinitializer)
  store <16 x float> %t238, ptr %t227, align 4
  br label %packed230
gather234:
  %t239 = getelementptr float, ptr %buf.b, <16 x i64> %t224
  %t240 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t239, <16 x i1> %t171, <16 x float> zeroinitializer)
  store <16 x float> %t240, ptr %t227, align 4
  br label %packed230
packed230:
  %t241 = mul i64 %size.K, %size.N
  %t242 = mul i64 %t113, %t241
  %t243 = mul i64 %i184, %size.N
  %t244 = add i64 %t242, %t243
  %t245 = add i64 %t244, %t175
  %t246 = insertelement <16 x i64> poison, i64 %t245, i64 0
  %t247 = shufflevector <16 x i64> %t246, <16 x i64> poison, <16 x i32> zeroinitializer
  %t248 = insertelement <16 x i64> poison, i64 1, i64 0
  %t249 = shufflevector <16 x i64> %t248, <16 x i64> poison, <16 x i32> zeroinitializer
  %t250 = mul <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t249
  %t251 = add <16 x i64> %t247, %t250
  %t252 = mul i64 %t186, 64
  %t253 = add i64 %t252, 32
  %t254 = getelementptr float, ptr %t166, i64 %t253
  br i1 true, label %load255, label %gather256
load255:
  %t258 = getelementptr float, ptr %buf.b, i64 %t245
  %t259 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t258, <16 x i1> %t174, <16 x float> zeroinitializer)
  store <16 x float> %t259, ptr %t254, align 4
  br label %packed257
gather256:
  switch i64 1, label %gather261 [i64 1, label %pieces1260]
pieces1260:
  %t262 = mul i64 0, 0
  %t263 = add i64 %t245, %t262
  %t264 = getelementptr float, ptr %buf.b, i64 %t263
  %t265 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t264, <16 x i1> %t174, <16 x float> zeroinitializer)
  store <16 x float> %t265, ptr %t254, align 4
  br label %packed257
gather261:
  %t266 = getelementptr float, ptr %buf.b, <16 x i64> %t251
  %t267 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t266, <16 x i1> %t174, <16 x float> zeroinitializer)
  store <16 x float> %t267, ptr %t254, align 4
  br label %packed257
packed257:
  %t268 = mul i64 %size.K, %size.N
  %t269 = mul i64 %t113, %t268
  %t270 = mul i64 %i184, %size.N
  %t271 = add i64 %t269, %t270
  %t272 = add i64 %t271, %t178
  %t273 = insertelement <16 x i64> poison, i64 %t272, i64 0
  %t274 = shufflevector <16 x i64> %t273, <16 x i64> poison, <16 x i32> zeroinitializer
  %t275 = insertelement <16 x i64> poison, i64 1, i64 0
  %t276 = shufflevector <16 x i64> %t275, <16 x i64> poison, <16 x i32> zeroinitializer
  %t277 = mul <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t276
  %t278 = add <16 x i64> %t274, %t277
  %t279 = mul i64 %t186, 64
  %t280 = add i64 %t279, 48
  %t281 = getelementptr float, ptr %t166, i64 %t280
  br i1 true, label %load282, label %gather283
load282:
  %t285 = getelementptr float, ptr %buf.b, i64 %t272
  %t286 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t285, <16 x i1> %t177, <16 x float> zeroinitializer)
  store <16 x float> %t286, ptr %t281, align 4
  br label %packed284
gather283:
  switch i64 1, label %gather288 [i64 1, label %pieces1287]
pieces1287:
  %t289 = mul i64 0, 0
  %t290 = add i64 %t272, %t289
  %t291 = getelementptr float, ptr %buf.b, i64 %t290
  %t292 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t291, <16 x i1> %t177, <16 x float> zeroinitializer)
  store <16 x float> %t292, ptr %t281, align 4
  br label %packed284
gather288:
  %t293 = getelementptr float, ptr %buf.b, <16 x i64> %t278
  %t294 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %t293, <16 x i1> %t177, <16 x float> zeroinitializer)
  store <16 x float> %t294, ptr %t281, align 4
  br label %packed284
packed284:
  %t295 = add i64 %t186, 1
  store i64 %t295, ptr %c179
  %t296 = add nsw i64 %i184, 1
  store i64 %t296, ptr %c180
  br label %head181
done183:
  %t297 = add nsw i64 %i161, 1
  store i64 %t297, ptr %c157
  br label %head158
done160:
  br label %panels154
panels154:
  store i64 %t121, ptr %c298
  br label %head299
head299:
  %i302 = load i64, ptr %c298
  %t303 = icmp slt i64 %i302, %t127
  br i1 %t303, label %body300, label %done301
body300:
  store i64 0, ptr %c304
  br label %head305
head305:
  %i308 = load i64, ptr %c304
  %t309 = icmp slt i64 %i308, %t134
  br i1 %t309, label %body306, label %done307
body306:
  %t310 = add i64 %i302, %t22
  %t311 = icmp slt i64 %t310, %t127
  %t312 = select i1 %t311, i64 %t310, i64 %t127
  %t313 = mul i64 %i308, 64
  %t314 = add i64 %t313, 0
  %t315 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t314, i64 %t132)
  %t316 = add i64 %t313, 16
  %t317 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t316, i64 %t132)
  %t318 = add i64 %t313, 32
  %t319 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t318, i64 %t132)
  %t320 = add i64 %t313, 48
  %t321 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %t320, i64 %t132)
  %t322 = add i64 %t129, %t313
  %t323 = mul i64 %size.K, %size.N
  %t324 = mul i64 %t113, %t323
  %t325 = mul i64 %t144, %size.N
  %t326 = add i64 %t324, %t325
  %t327 = add i64 %t326, %t322
  %t328 = getelementptr float, ptr %buf.b, i64 %t327
  %t329 = mul i64 %i308, %t151
  %t330 = mul i64 %t329, 64
  %t331 = getelementptr float, ptr %t30, i64 %t330
  %t332 = select i1 %t37, ptr %t328, ptr %t331
  %t333 = select i1 %t37, i64 %t87, i64 64
  store i64 %i302, ptr %c334
  br label %head335
head335:
  %i338 = load i64, ptr %c334
  %t339 = icmp slt i64 %i338, %t312
  br i1 %t339, label %body336, label %done337
body336:
  %t340 = sub i64 %t312, %i338
  %t341 = icmp slt i64 4, %t340
  %t342 = select i1 %t341, i64 4, i64 %t340
  %t343 = mul i64 %size.M, %size.K
  %t344 = mul i64 %t113, %t343
  %t345 = mul i64 %i338, %size.K
  %t346 = add i64 %t344, %t345
  %t347 = add i64 %t346, %t144
  %t348 = getelementptr float, ptr %buf.a, i64 %t347
  br i1 %t34, label %ready350, label %packa349
packa349:
  %t351 = sub i64 %t342, 1
  store i64 0, ptr %c352
  store i64 %t144, ptr %c353
  br label %head354
head354:
  %i357 = load i64, ptr %c353
  %t358 = icmp slt i64 %i357, %t147
  br i1 %t358, label %body355, label %done356
body355:
  %t359 = load i64, ptr %c352
  %t360 = icmp slt i64 0, %t351
  %t361 = select i1 %t360, i64 0, i64 %t351
  %t362 = add i64 %i338, %t361
  %t363 = mul i64 %size.M, %size.K
  %t364 = mul i64 %t113, %t363
  %t365 = mul i64 %t362, %size.K
  %t366 = add i64 %t364, %t365
  %t367 = add i64 %t366, %i357
  %t368 = select i1 true, i64 %t367, i64 0
  %t369 = getelementptr float, ptr %buf.a, i64 %t368
  %t370 = load float, ptr %t369, align 4
  %t371 = select i1 true, float %t370, float 0.0
  %t372 = mul i64 %t359, 4
  %t373 = add i64 %t372, 0
  %t374 = getelementptr float, ptr %t33, i64 %t373
  store float %t371, ptr %t374, align 4
  %t375 = icmp slt i64 1, %t351
  %t376 = select i1 %t375, i64 1, i64 %t351
  %t377 = add i64 %i338, %t376
  %t378 = mul i64 %size.M, %size.K
  %t379 = mul i64 %t113, %t378
  %t380 = mul i64 %t377, %size.K
  %t381 = add i64 %t379, %t380
  %t382 = add i64 %t381, %i357
  %t383 = select i1 true, i64 %t382, i64 0
  %t384 = getelementptr float, ptr %buf.a, i64 %t383
  %t385 = load float, ptr %t384, align 4
  %t386 = select i1 true, float %t385, float 0.0
  %t387 = mul i64 %t359, 4
  %t388 = add i64 %t387, 1
  %t389 = getelementptr float, ptr %t33, i64 %t388
  store float %t386, ptr %t389, align 4
  %t390 = icmp slt i64 2, %t351
  %t391 = select i1 %t390, i64 2, i64 %t351
  %t392 = add i64 %i338, %t391
  %t393 = mul i64 %size.M, %size.K
  %t394 = mul i64 %t113, %t393
  %t395 = mul i64 %t392, %size.K
  %t396 = add i64 %t394, %t395
  %t397 = add i64 %t396, %i357
  %t398 = select i1 true, i64 %t397, i64 0
  %t399 = getelementptr float, ptr %buf.a, i64 %t398
  %t400 = load float, ptr %t399, align 4
  %t401 = select i1 true, float %t400, float 0.0
  %t402 = mul i64 %t359, 4
  %t403 = add i64 %t402, 2
  %t404 = getelementptr float, ptr %t33, i64 %t403
  store float %t401, ptr %t404, align 4
  %t405 = icmp slt i64 3, %t351
  %t406 = select i1 %t405, i64 3, i64 %t351
  %t407 = add i64 %i338, %t406
  %t408 = mul i64 %size.M, %size.K
  %t409 = mul i64 %t113, %t408
  %t410 = mul i64 %t407, %size.K
  %t411 = add i64 %t409, %t410
  %t412 = add i64 %t411, %i357
  %t413 = select i1 true, i64 %t412, i64 0
  %t414 = getelementptr float, ptr %buf.a, i64 %t413
  %t415 = load float, ptr %t414, align 4
  %t416 = select i1 true, float %t415, float 0.0
  %t417 = mul i64 %t359, 4
  %t418 = add i64 %t417, 3
  %t419 = getelementptr float, ptr %t33, i64 %t418
  store float %t416, ptr %t419, align 4
  %t420 = add i64 %t359, 1
  store i64 %t420, ptr %c352
  %t421 = add nsw i64 %i357, 1
  store i64 %t421, ptr %c353
  br label %head354
done356:
  br label %ready350
ready350:
  %t422 = select i1 %t34, ptr %t348, ptr %t33
  %t423 = select i1 %t34, i64 %t65, i64 1
  %t424 = select i1 %t34, i64 %t76, i64 4
  %t425 = mul i64 %size.M, %size.N
  %t426 = mul i64 %t113, %t425
  %t427 = mul i64 %i338, %size.N
  %t428 = add i64 %t426, %t427
  %t429 = add i64 %t428, %t322
  %t430 = getelementptr float, ptr %buf.c, i64 %t429
  %t431 = icmp eq i64 %t342, 1
  %t437 = zext i1 %t431 to i64
  %t438 = zext i1 %t37 to i64
  %t439 = shl i64 %t438, 1
  %t440 = or i64 %t437, %t439
  switch i64 %t440, label %p434 [i64 1, label %p1435 i64 2, label %d432 i64 3, label %d1433]
p434:
  call void @"jr.mk.matmul.4p"(ptr %t422, i64 %t423, i64 %t424, i64 %t342, ptr %t332, i64 %t333, ptr %t430, i64 %t98, i64 %t151, i1 %t152, ptr %t332, i64 0, <16 x i1> %t315, <16 x i1> %t317, <16 x i1> %t319, <16 x i1> %t321)
  br label %called436
p1435:
  call void @"jr.mk.matmul.1p"(ptr %t422, i64 %t423, i64 %t424, i64 %t342, ptr %t332, i64 %t333, ptr %t430, i64 %t98, i64 %t151, i1 %t152, ptr %t332, i64 0, <16 x i1> %t315, <16 x i1> %t317, <16 x i1> %t319, <16 x i1> %t321)
  br label %called436
d432:
  call void @"jr.mk.matmul.4d"(ptr %t422, i64 %t423, i64 %t424, i64 %t342, ptr %t332, i64 %t333, ptr %t430, i64 %t98, i64 %t151, i1 %t152, ptr %t332, i64 0, <16 x i1> %t315, <16 x i1> %t317, <16 x i1> %t319, <16 x i1> %t321)
  br label %called436
d1433:
  call void @"jr.mk.matmul.1d"(ptr %t422, i64 %t423, i64 %t424, i64 %t342, ptr %t332, i64 %t333, ptr %t430, i64 %t98, i64 %t151, i1 %t152, ptr %t332, i64 0, <16 x i1> %t315, <16 x i1> %t317, <16 x i1> %t319, <16 x i1> %t321)
  br label %called436
called436:
  %t441 = add nsw i64 %i338, 4
  store i64 %t441, ptr %c334
  br label %head335
done337:
  %t442 = add nsw i64 %i308, 1
  store i64 %t442, ptr %c304
  br label %head305
done307:
  %t443 = add nsw i64 %i302, %t22
  store i64 %t443, ptr %c298
  br label %head299
done301:
  br label %kdone155
kdone155:
  %t444 = add nsw i64 %i142, 1
  store i64 %t444, ptr %c138
  br label %head139
done141:
  br label %norows136
norows136:
  %t445 = add nsw i64 %i109, 1
  store i64 %t445, ptr %c105
  br label %head106
done108:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
