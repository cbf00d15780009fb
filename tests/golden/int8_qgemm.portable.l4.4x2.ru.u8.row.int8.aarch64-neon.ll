declare <4 x float> @llvm.maxnum.v4f32(<4 x float>, <4 x float>)
declare <4 x float> @llvm.minnum.v4f32(<4 x float>, <4 x float>)
declare <4 x float> @llvm.rint.v4f32(<4 x float>)

define internal void @"jr.qgemm.portable.l4.4x2.ru.u8.row.mk"(ptr %r, i64 %rs, i64 %nrows, ptr %p, i64 %kg, ptr %out) alwaysinline nounwind {
entry:
  %t1 = sub i64 %nrows, 1
  %t2 = mul i64 0, %rs
  %t3 = getelementptr i8, ptr %r, i64 %t2
  %t4 = icmp slt i64 1, %t1
  %t5 = select i1 %t4, i64 1, i64 %t1
  %t6 = mul i64 %t5, %rs
  %t7 = getelementptr i8, ptr %r, i64 %t6
  %t8 = icmp slt i64 2, %t1
  %t9 = select i1 %t8, i64 2, i64 %t1
  %t10 = mul i64 %t9, %rs
  %t11 = getelementptr i8, ptr %r, i64 %t10
  %t12 = icmp slt i64 3, %t1
  %t13 = select i1 %t12, i64 3, i64 %t1
  %t14 = mul i64 %t13, %rs
  %t15 = getelementptr i8, ptr %r, i64 %t14
  %t16 = icmp sgt i64 %kg, 0
  br i1 %t16, label %loop, label %exit
loop:
  %k = phi i64 [0, %entry], [%k1, %loop]
  %acc0 = phi <4 x i32> [zeroinitializer, %entry], [%new0, %loop]
  %acc1 = phi <4 x i32> [zeroinitializer, %entry], [%new1, %loop]
  %acc2 = phi <4 x i32> [zeroinitializer, %entry], [%new2, %loop]
  %acc3 = phi <4 x i32> [zeroinitializer, %entry], [%new3, %loop]
  %acc4 = phi <4 x i32> [zeroinitializer, %entry], [%new4, %loop]
  %acc5 = phi <4 x i32> [zeroinitializer, %entry], [%new5, %loop]
  %acc6 = phi <4 x i32> [zeroinitializer, %entry], [%new6, %loop]
  %acc7 = phi <4 x i32> [zeroinitializer, %entry], [%new7, %loop]
  %t17 = mul i64 %k, 32
  %t18 = getelementptr i8, ptr %p, i64 %t17
  %t19 = getelementptr i8, ptr %t18, i64 0
  %t20 = load <16 x i8>, ptr %t19, align 1
  %t21 = getelementptr i8, ptr %t18, i64 16
  %t22 = load <16 x i8>, ptr %t21, align 1
  %t23 = mul i64 %k, 4
  %t24 = getelementptr i8, ptr %t3, i64 %t23
  %t25 = load i32, ptr %t24, align 1
  %t26 = insertelement <4 x i32> poison, i32 %t25, i64 0
  %t27 = shufflevector <4 x i32> %t26, <4 x i32> poison, <4 x i32> zeroinitializer
  %t28 = bitcast <4 x i32> %t27 to <16 x i8>
  %t29 = zext <16 x i8> %t28 to <16 x i32>
  %t30 = sext <16 x i8> %t20 to <16 x i32>
  %t31 = mul nsw <16 x i32> %t29, %t30
  %t32 = shufflevector <16 x i32> %t31, <16 x i32> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %t33 = add <4 x i32> %acc0, %t32
  %t34 = shufflevector <16 x i32> %t31, <16 x i32> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %t35 = add <4 x i32> %t33, %t34
  %t36 = shufflevector <16 x i32> %t31, <16 x i32> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>
  %t37 = add <4 x i32> %t35, %t36
  %t38 = shufflevector <16 x i32> %t31, <16 x i32> poison, <4 x i32> <i32 3, i32 7, i32 11, i32 15>
  %new0 = add <4 x i32> %t37, %t38
  %t39 = bitcast <4 x i32> %t27 to <16 x i8>
  %t40 = zext <16 x i8> %t39 to <16 x i32>
  %t41 = sext <16 x i8> %t22 to <16 x i32>
  %t42 = mul nsw <16 x i32> %t40, %t41
  %t43 = shufflevector <16 x i32> %t42, <16 x i32> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %t44 = add <4 x i32> %acc1, %t43
  %t45 = shufflevector <16 x i32> %t42, <16 x i32> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %t46 = add <4 x i32> %t44, %t45
  %t47 = shufflevector <16 x i32> %t42, <16 x i32> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>
  %t48 = add <4 x i32> %t46, %t47
  %t49 = shufflevector <16 x i32> %t42, <16 x i32> poison, <4 x i32> <i32 3, i32 7, i32 11, i32 15>
  %new1 = add <4 x i32> %t48, %t49
  %t50 = mul i64 %k, 4
  %t51 = getelementptr i8, ptr %t7, i64 %t50
  %t52 = load i32, ptr %t51, align 1
  %t53 = insertelement <4 x i32> poison, i32 %t52, i64 0
  %t54 = shufflevector <4 x i32> %t53, <4 x i32> poison, <4 x i32> zeroinitializer
  %t55 = bitcast <4 x i32> %t54 to <16 x i8>
  %t56 = zext <16 x i8> %t55 to <16 x i32>
  %t57 = sext <16 x i8> %t20 to <16 x i32>
  %t58 = mul nsw <16 x i32> %t56, %t57
  %t59 = shufflevector <16 x i32> %t58, <16 x i32> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %t60 = add <4 x i32> %acc2, %t59
  %t61 = shufflevector <16 x i32> %t58, <16 x i32> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %t62 = add <4 x i32> %t60, %t61
  %t63 = shufflevector <16 x i32> %t58, <16 x i32> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>
  %t64 = add <4 x i32> %t62, %t63
  %t65 = shufflevector <16 x i32> %t58, <16 x i32> poison, <4 x i32> <i32 3, i32 7, i32 11, i32 15>
  %new2 = add <4 x i32> %t64, %t65
  %t66 = bitcast <4 x i32> %t54 to <16 x i8>
  %t67 = zext <16 x i8> %t66 to <16 x i32>
  %t68 = sext <16 x i8> %t22 to <16 x i32>
  %t69 = mul nsw <16 x i32> %t67, %t68
  %t70 = shufflevector <16 x i32> %t69, <16 x i32> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %t71 = add <4 x i32> %acc3, %t70
  %t72 = shufflevector <16 x i32> %t69, <16 x i32> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %t73 = add <4 x i32> %t71, %t72
  %t74 = shufflevector <16 x i32> %t69, <16 x i32> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>
  %t75 = add <4 x i32> %t73, %t74
  %t76 = shufflevector <16 x i32> %t69, <16 x i32> poison, <4 x i32> <i32 3, i32 7, i32 11, i32 15>
  %new3 = add <4 x i32> %t75, %t76
  %t77 = mul i64 %k, 4
  %t78 = getelementptr i8, ptr %t11, i64 %t77
  %t79 = load i32, ptr %t78, align 1
  %t80 = insertelement <4 x i32> poison, i32 %t79, i64 0
  %t81 = shufflevector <4 x i32> %t80, <4 x i32> poison, <4 x i32> zeroinitializer
  %t82 = bitcast <4 x i32> %t81 to <16 x i8>
  %t83 = zext <16 x i8> %t82 to <16 x i32>
  %t84 = sext <16 x i8> %t20 to <16 x i32>
  %t85 = mul nsw <16 x i32> %t83, %t84
  %t86 = shufflevector <16 x i32> %t85, <16 x i32> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %t87 = add <4 x i32> %acc4, %t86
  %t88 = shufflevector <16 x i32> %t85, <16 x i32> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %t89 = add <4 x i32> %t87, %t88
  %t90 = shufflevector <16 x i32> %t85, <16 x i32> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>
  %t91 = add <4 x i32> %t89, %t90
  %t92 = shufflevector <16 x i32> %t85, <16 x i32> poison, <4 x i32> <i32 3, i32 7, i32 11, i32 15>
  %new4 = add <4 x i32> %t91, %t92
  %t93 = bitcast <4 x i32> %t81 to <16 x i8>
  %t94 = zext <16 x i8> %t93 to <16 x i32>
  %t95 = sext <16 x i8> %t22 to <16 x i32>
  %t96 = mul nsw <16 x i32> %t94, %t95
  %t97 = shufflevector <16 x i32> %t96, <16 x i32> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %t98 = add <4 x i32> %acc5, %t97
  %t99 = shufflevector <16 x i32> %t96, <16 x i32> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %t100 = add <4 x i32> %t98, %t99
  %t101 = shufflevector <16 x i32> %t96, <16 x i32> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>
  %t102 = add <4 x i32> %t100, %t101
  %t103 = shufflevector <16 x i32> %t96, <16 x i32> poison, <4 x i32> <i32 3, i32 7, i32 11, i32 15>
  %new5 = add <4 x i32> %t102, %t103
  %t104 = mul i64 %k, 4
  %t105 = getelementptr i8, ptr %t15, i64 %t104
  %t106 = load i32, ptr %t105, align 1
  %t107 = insertelement <4 x i32> poison, i32 %t106, i64 0
  %t108 = shufflevector <4 x i32> %t107, <4 x i32> poison, <4 x i32> zeroinitializer
  %t109 = bitcast <4 x i32> %t108 to <16 x i8>
  %t110 = zext <16 x i8> %t109 to <16 x i32>
  %t111 = sext <16 x i8> %t20 to <16 x i32>
  %t112 = mul nsw <16 x i32> %t110, %t111
  %t113 = shufflevector <16 x i32> %t112, <16 x i32> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %t114 = add <4 x i32> %acc6, %t113
  %t115 = shufflevector <16 x i32> %t112, <16 x i32> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %t116 = add <4 x i32> %t114, %t115
  %t117 = shufflevector <16 x i32> %t112, <16 x i32> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>
  %t118 = add <4 x i32> %t116, %t117
  %t119 = shufflevector <16 x i32> %t112, <16 x i32> poison, <4 x i32> <i32 3, i32 7, i32 11, i32 15>
  %new6 = add <4 x i32> %t118, %t119
  %t120 = bitcast <4 x i32> %t108 to <16 x i8>
  %t121 = zext <16 x i8> %t120 to <16 x i32>
  %t122 = sext <16 x i8> %t22 to <16 x i32>
  %t123 = mul nsw <16 x i32> %t121, %t122
  %t124 = shufflevector <16 x i32> %t123, <16 x i32> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %t125 = add <4 x i32> %acc7, %t124
  %t126 = shufflevector <16 x i32> %t123, <16 x i32> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %t127 = add <4 x i32> %t125, %t126
  %t128 = shufflevector <16 x i32> %t123, <16 x i32> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>
  %t129 = add <4 x i32> %t127, %t128
  %t130 = shufflevector <16 x i32> %t123, <16 x i32> poison, <4 x i32> <i32 3, i32 7, i32 11, i32 15>
  %new7 = add <4 x i32> %t129, %t130
  %k1 = add nsw i64 %k, 1
  %t131 = icmp slt i64 %k1, %kg
  br i1 %t131, label %loop, label %exit, !llvm.loop !0
exit:
  %t132 = phi <4 x i32> [zeroinitializer, %entry], [%new0, %loop]
  %t133 = phi <4 x i32> [zeroinitializer, %entry], [%new1, %loop]
  %t134 = phi <4 x i32> [zeroinitializer, %entry], [%new2, %loop]
  %t135 = phi <4 x i32> [zeroinitializer, %entry], [%new3, %loop]
  %t136 = phi <4 x i32> [zeroinitializer, %entry], [%new4, %loop]
  %t137 = phi <4 x i32> [zeroinitializer, %entry], [%new5, %loop]
  %t138 = phi <4 x i32> [zeroinitializer, %entry], [%new6, %loop]
  %t139 = phi <4 x i32> [zeroinitializer, %entry], [%new7, %loop]
  %t140 = getelementptr <4 x i32>, ptr %out, i64 0
  store <4 x i32> %t132, ptr %t140, align 4
  %t141 = getelementptr <4 x i32>, ptr %out, i64 1
  store <4 x i32> %t133, ptr %t141, align 4
  %t142 = getelementptr <4 x i32>, ptr %out, i64 2
  store <4 x i32> %t134, ptr %t142, align 4
  %t143 = getelementptr <4 x i32>, ptr %out, i64 3
  store <4 x i32> %t135, ptr %t143, align 4
  %t144 = getelementptr <4 x i32>, ptr %out, i64 4
  store <4 x i32> %t136, ptr %t144, align 4
  %t145 = getelementptr <4 x i32>, ptr %out, i64 5
  store <4 x i32> %t137, ptr %t145, align 4
  %t146 = getelementptr <4 x i32>, ptr %out, i64 6
  store <4 x i32> %t138, ptr %t146, align 4
  %t147 = getelementptr <4 x i32>, ptr %out, i64 7
  store <4 x i32> %t139, ptr %t147, align 4
  ret void
}

define void @"jr.qgemm.portable.l4.4x2.ru.u8.row"(ptr noalias %buf.r, ptr noalias %buf.p, ptr noalias %buf.radd, ptr noalias %buf.cadd, ptr noalias %buf.rmul, ptr noalias %buf.cmul, ptr noalias %buf.scale, ptr noalias %buf.bias, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.m, i64 %size.n, i64 %size.kg, i64 %size.rs, i64 %size.ldc, i64 %size.zp, i64 %range.lo, i64 %range.hi) nounwind "no-builtins" {
entry:
  %tile = alloca [8 x <4 x i32>], align 64
  %rowbuf = alloca [8 x i8], align 64
  %c19 = alloca i64
  %c105 = alloca i64
  %c168 = alloca i64
  %c231 = alloca i64
  %c294 = alloca i64
  %t1 = trunc i64 %size.zp to i32
  %t2 = sitofp i32 %t1 to float
  %t3 = fsub float 0x0000000000000000, %t2
  %t4 = fsub float 0x406FE00000000000, %t2
  %t5 = insertelement <4 x float> poison, float %t3, i64 0
  %t6 = shufflevector <4 x float> %t5, <4 x float> poison, <4 x i32> zeroinitializer
  %t7 = insertelement <4 x float> poison, float %t4, i64 0
  %t8 = shufflevector <4 x float> %t7, <4 x float> poison, <4 x i32> zeroinitializer
  %t9 = insertelement <4 x i32> poison, i32 %t1, i64 0
  %t10 = shufflevector <4 x i32> %t9, <4 x i32> poison, <4 x i32> zeroinitializer
  %t11 = add i64 %size.m, 3
  %t12 = sdiv i64 %t11, 4
  %t13 = add i64 %size.n, 7
  %t14 = sdiv i64 %t13, 8
  %t15 = mul i64 %t14, %t12
  %t16 = icmp slt i64 %range.hi, %t15
  %t17 = select i1 %t16, i64 %range.hi, i64 %t15
  %t18 = mul i64 %size.kg, 32
  store i64 %range.lo, ptr %c19
  br label %head20
head20:
  %i23 = load i64, ptr %c19
  %t24 = icmp slt i64 %i23, %t17
  br i1 %t24, label %body21, label %done22
body21:
  %t25 = sdiv i64 %i23, %t12
  %t26 = srem i64 %i23, %t12
  %t27 = mul i64 %t26, 4
  %t28 = mul i64 %t25, 8
  %t29 = sub i64 %size.m, %t27
  %t30 = icmp slt i64 4, %t29
  %t31 = select i1 %t30, i64 4, i64 %t29
  %t32 = sub i64 %size.n, %t28
  %t33 = icmp slt i64 8, %t32
  %t34 = select i1 %t33, i64 8, i64 %t32
  %t35 = mul i64 %t27, %size.rs
  %t36 = getelementptr i8, ptr %buf.r, i64 %t35
  %t37 = mul i64 %t25, %t18
  %t38 = getelementptr i8, ptr %buf.p, i64 %t37
  call void @"jr.qgemm.portable.l4.4x2.ru.u8.row.mk"(ptr %t36, i64 %size.rs, i64 %t31, ptr %t38, i64 %size.kg, ptr %tile)
  %t39 = add i64 %t28, 0
  %t40 = getelementptr i32, ptr %buf.cadd, i64 %t39
  %t41 = load <4 x i32>, ptr %t40, align 4
  %t42 = add i64 %t28, 4
  %t43 = getelementptr i32, ptr %buf.cadd, i64 %t42
  %t44 = load <4 x i32>, ptr %t43, align 4
  %t45 = add i64 %t28, 0
  %t46 = getelementptr i32, ptr %buf.cmul, i64 %t45
  %t47 = load <4 x i32>, ptr %t46, align 4
  %t48 = add i64 %t28, 4
  %t49 = getelementptr i32, ptr %buf.cmul, i64 %t48
  %t50 = load <4 x i32>, ptr %t49, align 4
  %t51 = icmp eq i64 %t34, 8
  %t54 = icmp slt i64 0, %t31
  br i1 %t54, label %row52, label %rowdone53
row52:
  %t55 = add i64 %t27, 0
  %t56 = getelementptr i32, ptr %buf.radd, i64 %t55
  %t57 = load i32, ptr %t56, align 4
  %t58 = insertelement <4 x i32> poison, i32 %t57, i64 0
  %t59 = shufflevector <4 x i32> %t58, <4 x i32> poison, <4 x i32> zeroinitializer
  %t60 = getelementptr i32, ptr %buf.rmul, i64 %t55
  %t61 = load i32, ptr %t60, align 4
  %t62 = insertelement <4 x i32> poison, i32 %t61, i64 0
  %t63 = shufflevector <4 x i32> %t62, <4 x i32> poison, <4 x i32> zeroinitializer
  %t64 = getelementptr float, ptr %buf.scale, i64 %t55
  %t65 = load float, ptr %t64, align 4
  %t66 = insertelement <4 x float> poison, float %t65, i64 0
  %t67 = shufflevector <4 x float> %t66, <4 x float> poison, <4 x i32> zeroinitializer
  %t68 = getelementptr <4 x i32>, ptr %tile, i64 0
  %t69 = load <4 x i32>, ptr %t68, align 4
  %t70 = add <4 x i32> %t69, %t59
  %t71 = mul <4 x i32> %t63, %t47
  %t72 = add <4 x i32> %t41, %t71
  %t73 = add <4 x i32> %t70, %t72
  %t74 = sitofp <4 x i32> %t73 to <4 x float>
  %t75 = fmul <4 x float> %t74, %t67
  %t76 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %t75, <4 x float> %t6)
  %t77 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %t76, <4 x float> %t8)
  %t78 = call <4 x float> @llvm.rint.v4f32(<4 x float> %t77)
  %t79 = fptosi <4 x float> %t78 to <4 x i32>
  %t80 = add nsw <4 x i32> %t79, %t10
  %t81 = trunc <4 x i32> %t80 to <4 x i8>
  %t82 = getelementptr <4 x i32>, ptr %tile, i64 1
  %t83 = load <4 x i32>, ptr %t82, align 4
  %t84 = add <4 x i32> %t83, %t59
  %t85 = mul <4 x i32> %t63, %t50
  %t86 = add <4 x i32> %t44, %t85
  %t87 = add <4 x i32> %t84, %t86
  %t88 = sitofp <4 x i32> %t87 to <4 x float>
  %t89 = fmul <4 x float> %t88, %t67
  %t90 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %t89, <4 x float> %t6)
  %t91 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %t90, <4 x float> %t8)
  %t92 = call <4 x float> @llvm.rint.v4f32(<4 x float> %t91)
  %t93 = fptosi <4 x float> %t92 to <4 x i32>
  %t94 = add nsw <4 x i32> %t93, %t10
  %t95 = trunc <4 x i32> %t94 to <4 x i8>
  %t96 = mul i64 %t55, %size.ldc
  %t97 = add i64 %t96, %t28
  %t98 = getelementptr i8, ptr %buf.c, i64 %t97
  br i1 %t51, label %whole99, label %part100
whole99:
  %t101 = getelementptr i8, ptr %t98, i64 0
  store <4 x i8> %t81, ptr %t101, align 1
  %t102 = getelementptr i8, ptr %t98, i64 4
  store <4 x i8> %t95, ptr %t102, align 1
  br label %rowdone53
part100:
  %t103 = getelementptr i8, ptr %rowbuf, i64 0
  store <4 x i8> %t81, ptr %t103, align 1
  %t104 = getelementptr i8, ptr %rowbuf, i64 4
  store <4 x i8> %t95, ptr %t104, align 1
  store i64 0, ptr %c105
  br label %head106
head106:
  %i109 = load i64, ptr %c105
  %t110 = icmp slt i64 %i109, %t34
  br i1 %t110, label %body107, label %done108
body107:
  %t111 = getelementptr i8, ptr %rowbuf, i64 %i109
  %t112 = load i8, ptr %t111, align 1
  %t113 = getelementptr i8, ptr %t98, i64 %i109
  store i8 %t112, ptr %t113, align 1
  %t114 = add nsw i64 %i109, 1
  store i64 %t114, ptr %c105
  br label %head106
done108:
  br label %rowdone53
rowdone53:
  %t117 = icmp slt i64 1, %t31
  br i1 %t117, label %row115, label %rowdone116
row115:
  %t118 = add i64 %t27, 1
  %t119 = getelementptr i32, ptr %buf.radd, i64 %t118
  %t120 = load i32, ptr %t119, align 4
  %t121 = insertelement <4 x i32> poison, i32 %t120, i64 0
  %t122 = shufflevector <4 x i32> %t121, <4 x i32> poison, <4 x i32> zeroinitializer
  %t123 = getelementptr i32, ptr %buf.rmul, i64 %t118
  %t124 = load i32, ptr %t123, align 4
  %t125 = insertelement <4 x i32> poison, i32 %t124, i64 0
  %t126 = shufflevector <4 x i32> %t125, <4 x i32> poison, <4 x i32> zeroinitializer
  %t127 = getelementptr float, ptr %buf.scale, i64 %t118
  %t128 = load float, ptr %t127, align 4
  %t129 = insertelement <4 x float> poison, float %t128, i64 0
  %t130 = shufflevector <4 x float> %t129, <4 x float> poison, <4 x i32> zeroinitializer
  %t131 = getelementptr <4 x i32>, ptr %tile, i64 2
  %t132 = load <4 x i32>, ptr %t131, align 4
  %t133 = add <4 x i32> %t132, %t122
  %t134 = mul <4 x i32> %t126, %t47
  %t135 = add <4 x i32> %t41, %t134
  %t136 = add <4 x i32> %t133, %t135
  %t137 = sitofp <4 x i32> %t136 to <4 x float>
  %t138 = fmul <4 x float> %t137, %t130
  %t139 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %t138, <4 x float> %t6)
  %t140 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %t139, <4 x float> %t8)
  %t141 = call <4 x float> @llvm.rint.v4f32(<4 x float> %t140)
  %t142 = fptosi <4 x float> %t141 to <4 x i32>
  %t143 = add nsw <4 x i32> %t142, %t10
  %t144 = trunc <4 x i32> %t143 to <4 x i8>
  %t145 = getelementptr <4 x i32>, ptr %tile, i64 3
  %t146 = load <4 x i32>, ptr %t145, align 4
  %t147 = add <4 x i32> %t146, %t122
  %t148 = mul <4 x i32> %t126, %t50
  %t149 = add <4 x i32> %t44, %t148
  %t150 = add <4 x i32> %t147, %t149
  %t151 = sitofp <4 x i32> %t150 to <4 x float>
  %t152 = fmul <4 x float> %t151, %t130
  %t153 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %t152, <4 x float> %t6)
  %t154 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %t153, <4 x float> %t8)
  %t155 = call <4 x float> @llvm.rint.v4f32(<4 x float> %t154)
  %t156 = fptosi <4 x float> %t155 to <4 x i32>
  %t157 = add nsw <4 x i32> %t156, %t10
  %t158 = trunc <4 x i32> %t157 to <4 x i8>
  %t159 = mul i64 %t118, %size.ldc
  %t160 = add i64 %t159, %t28
  %t161 = getelementptr i8, ptr %buf.c, i64 %t160
  br i1 %t51, label %whole162, label %part163
whole162:
  %t164 = getelementptr i8, ptr %t161, i64 0
  store <4 x i8> %t144, ptr %t164, align 1
  %t165 = getelementptr i8, ptr %t161, i64 4
  store <4 x i8> %t158, ptr %t165, align 1
  br label %rowdone116
part163:
  %t166 = getelementptr i8, ptr %rowbuf, i64 0
  store <4 x i8> %t144, ptr %t166, align 1
  %t167 = getelementptr i8, ptr %rowbuf, i64 4
  store <4 x i8> %t158, ptr %t167, align 1
  store i64 0, ptr %c168
  br label %head169
head169:
  %i172 = load i64, ptr %c168
  %t173 = icmp slt i64 %i172, %t34
  br i1 %t173, label %body170, label %done171
body170:
  %t174 = getelementptr i8, ptr %rowbuf, i64 %i172
  %t175 = load i8, ptr %t174, align 1
  %t176 = getelementptr i8, ptr %t161, i64 %i172
  store i8 %t175, ptr %t176, align 1
  %t177 = add nsw i64 %i172, 1
  store i64 %t177, ptr %c168
  br label %head169
done171:
  br label %rowdone116
rowdone116:
  %t180 = icmp slt i64 2, %t31
  br i1 %t180, label %row178, label %rowdone179
row178:
  %t181 = add i64 %t27, 2
  %t182 = getelementptr i32, ptr %buf.radd, i64 %t181
  %t183 = load i32, ptr %t182, align 4
  %t184 = insertelement <4 x i32> poison, i32 %t183, i64 0
  %t185 = shufflevector <4 x i32> %t184, <4 x i32> poison, <4 x i32> zeroinitializer
  %t186 = getelementptr i32, ptr %buf.rmul, i64 %t181
  %t187 = load i32, ptr %t186, align 4
  %t188 = insertelement <4 x i32> poison, i32 %t187, i64 0
  %t189 = shufflevector <4 x i32> %t188, <4 x i32> poison, <4 x i32> zeroinitializer
  %t190 = getelementptr float, ptr %buf.scale, i64 %t181
  %t191 = load float, ptr %t190, align 4
  %t192 = insertelement <4 x float> poison, float %t191, i64 0
  %t193 = shufflevector <4 x float> %t192, <4 x float> poison, <4 x i32> zeroinitializer
  %t194 = getelementptr <4 x i32>, ptr %tile, i64 4
  %t195 = load <4 x i32>, ptr %t194, align 4
  %t196 = add <4 x i32> %t195, %t185
  %t197 = mul <4 x i32> %t189, %t47
  %t198 = add <4 x i32> %t41, %t197
  %t199 = add <4 x i32> %t196, %t198
  %t200 = sitofp <4 x i32> %t199 to <4 x float>
  %t201 = fmul <4 x float> %t200, %t193
  %t202 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %t201, <4 x float> %t6)
  %t203 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %t202, <4 x float> %t8)
  %t204 = call <4 x float> @llvm.rint.v4f32(<4 x float> %t203)
  %t205 = fptosi <4 x float> %t204 to <4 x i32>
  %t206 = add nsw <4 x i32> %t205, %t10
  %t207 = trunc <4 x i32> %t206 to <4 x i8>
  %t208 = getelementptr <4 x i32>, ptr %tile, i64 5
  %t209 = load <4 x i32>, ptr %t208, align 4
  %t210 = add <4 x i32> %t209, %t185
  %t211 = mul <4 x i32> %t189, %t50
  %t212 = add <4 x i32> %t44, %t211
  %t213 = add <4 x i32> %t210, %t212
  %t214 = sitofp <4 x i32> %t213 to <4 x float>
  %t215 = fmul <4 x float> %t214, %t193
  %t216 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %t215, <4 x float> %t6)
  %t217 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %t216, <4 x float> %t8)
  %t218 = call <4 x float> @llvm.rint.v4f32(<4 x float> %t217)
  %t219 = fptosi <4 x float> %t218 to <4 x i32>
  %t220 = add nsw <4 x i32> %t219, %t10
  %t221 = trunc <4 x i32> %t220 to <4 x i8>
  %t222 = mul i64 %t181, %size.ldc
  %t223 = add i64 %t222, %t28
  %t224 = getelementptr i8, ptr %buf.c, i64 %t223
  br i1 %t51, label %whole225, label %part226
whole225:
  %t227 = getelementptr i8, ptr %t224, i64 0
  store <4 x i8> %t207, ptr %t227, align 1
  %t228 = getelementptr i8, ptr %t224, i64 4
  store <4 x i8> %t221, ptr %t228, align 1
  br label %rowdone179
part226:
  %t229 = getelementptr i8, ptr %rowbuf, i64 0
  store <4 x i8> %t207, ptr %t229, align 1
  %t230 = getelementptr i8, ptr %rowbuf, i64 4
  store <4 x i8> %t221, ptr %t230, align 1
  store i64 0, ptr %c231
  br label %head232
head232:
  %i235 = load i64, ptr %c231
  %t236 = icmp slt i64 %i235, %t34
  br i1 %t236, label %body233, label %done234
body233:
  %t237 = getelementptr i8, ptr %rowbuf, i64 %i235
  %t238 = load i8, ptr %t237, align 1
  %t239 = getelementptr i8, ptr %t224, i64 %i235
  store i8 %t238, ptr %t239, align 1
  %t240 = add nsw i64 %i235, 1
  store i64 %t240, ptr %c231
  br label %head232
done234:
  br label %rowdone179
rowdone179:
  %t243 = icmp slt i64 3, %t31
  br i1 %t243, label %row241, label %rowdone242
row241:
  %t244 = add i64 %t27, 3
  %t245 = getelementptr i32, ptr %buf.radd, i64 %t244
  %t246 = load i32, ptr %t245, align 4
  %t247 = insertelement <4 x i32> poison, i32 %t246, i64 0
  %t248 = shufflevector <4 x i32> %t247, <4 x i32> poison, <4 x i32> zeroinitializer
  %t249 = getelementptr i32, ptr %buf.rmul, i64 %t244
  %t250 = load i32, ptr %t249, align 4
  %t251 = insertelement <4 x i32> poison, i32 %t250, i64 0
  %t252 = shufflevector <4 x i32> %t251, <4 x i32> poison, <4 x i32> zeroinitializer
  %t253 = getelementptr float, ptr %buf.scale, i64 %t244
  %t254 = load float, ptr %t253, align 4
  %t255 = insertelement <4 x float> poison, float %t254, i64 0
  %t256 = shufflevector <4 x float> %t255, <4 x float> poison, <4 x i32> zeroinitializer
  %t257 = getelementptr <4 x i32>, ptr %tile, i64 6
  %t258 = load <4 x i32>, ptr %t257, align 4
  %t259 = add <4 x i32> %t258, %t248
  %t260 = mul <4 x i32> %t252, %t47
  %t261 = add <4 x i32> %t41, %t260
  %t262 = add <4 x i32> %t259, %t261
  %t263 = sitofp <4 x i32> %t262 to <4 x float>
  %t264 = fmul <4 x float> %t263, %t256
  %t265 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %t264, <4 x float> %t6)
  %t266 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %t265, <4 x float> %t8)
  %t267 = call <4 x float> @llvm.rint.v4f32(<4 x float> %t266)
  %t268 = fptosi <4 x float> %t267 to <4 x i32>
  %t269 = add nsw <4 x i32> %t268, %t10
  %t270 = trunc <4 x i32> %t269 to <4 x i8>
  %t271 = getelementptr <4 x i32>, ptr %tile, i64 7
  %t272 = load <4 x i32>, ptr %t271, align 4
  %t273 = add <4 x i32> %t272, %t248
  %t274 = mul <4 x i32> %t252, %t50
  %t275 = add <4 x i32> %t44, %t274
  %t276 = add <4 x i32> %t273, %t275
  %t277 = sitofp <4 x i32> %t276 to <4 x float>
  %t278 = fmul <4 x float> %t277, %t256
  %t279 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %t278, <4 x float> %t6)
  %t280 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %t279, <4 x float> %t8)
  %t281 = call <4 x float> @llvm.rint.v4f32(<4 x float> %t280)
  %t282 = fptosi <4 x float> %t281 to <4 x i32>
  %t283 = add nsw <4 x i32> %t282, %t10
  %t284 = trunc <4 x i32> %t283 to <4 x i8>
  %t285 = mul i64 %t244, %size.ldc
  %t286 = add i64 %t285, %t28
  %t287 = getelementptr i8, ptr %buf.c, i64 %t286
  br i1 %t51, label %whole288, label %part289
whole288:
  %t290 = getelementptr i8, ptr %t287, i64 0
  store <4 x i8> %t270, ptr %t290, align 1
  %t291 = getelementptr i8, ptr %t287, i64 4
  store <4 x i8> %t284, ptr %t291, align 1
  br label %rowdone242
part289:
  %t292 = getelementptr i8, ptr %rowbuf, i64 0
  store <4 x i8> %t270, ptr %t292, align 1
  %t293 = getelementptr i8, ptr %rowbuf, i64 4
  store <4 x i8> %t284, ptr %t293, align 1
  store i64 0, ptr %c294
  br label %head295
head295:
  %i298 = load i64, ptr %c294
  %t299 = icmp slt i64 %i298, %t34
  br i1 %t299, label %body296, label %done297
body296:
  %t300 = getelementptr i8, ptr %rowbuf, i64 %i298
  %t301 = load i8, ptr %t300, align 1
  %t302 = getelementptr i8, ptr %t287, i64 %i298
  store i8 %t301, ptr %t302, align 1
  %t303 = add nsw i64 %i298, 1
  store i64 %t303, ptr %c294
  br label %head295
done297:
  br label %rowdone242
rowdone242:
  %t304 = add nsw i64 %i23, 1
  store i64 %t304, ptr %c19
  br label %head20
done22:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
