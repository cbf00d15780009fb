declare <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8>, <32 x i8>)
declare <8 x float> @llvm.maxnum.v8f32(<8 x float>, <8 x float>)
declare <8 x float> @llvm.minnum.v8f32(<8 x float>, <8 x float>)
declare <8 x float> @llvm.rint.v8f32(<8 x float>)
declare <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16>, <16 x i16>)

define internal void @"jr.qgemm.maddubs.l8.4x2.ru.u8.col.mk"(ptr %r, i64 %rs, i64 %nrows, ptr %p, i64 %kg, ptr %out) alwaysinline nounwind {
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
  %acc0 = phi <8 x i32> [zeroinitializer, %entry], [%new0, %loop]
  %acc1 = phi <8 x i32> [zeroinitializer, %entry], [%new1, %loop]
  %acc2 = phi <8 x i32> [zeroinitializer, %entry], [%new2, %loop]
  %acc3 = phi <8 x i32> [zeroinitializer, %entry], [%new3, %loop]
  %acc4 = phi <8 x i32> [zeroinitializer, %entry], [%new4, %loop]
  %acc5 = phi <8 x i32> [zeroinitializer, %entry], [%new5, %loop]
  %acc6 = phi <8 x i32> [zeroinitializer, %entry], [%new6, %loop]
  %acc7 = phi <8 x i32> [zeroinitializer, %entry], [%new7, %loop]
  %t17 = mul i64 %k, 64
  %t18 = getelementptr i8, ptr %p, i64 %t17
  %t19 = getelementptr i8, ptr %t18, i64 0
  %t20 = load <32 x i8>, ptr %t19, align 1
  %t21 = getelementptr i8, ptr %t18, i64 32
  %t22 = load <32 x i8>, ptr %t21, align 1
  %t23 = mul i64 %k, 4
  %t24 = getelementptr i8, ptr %t3, i64 %t23
  %t25 = load i32, ptr %t24, align 1
  %t26 = insertelement <8 x i32> poison, i32 %t25, i64 0
  %t27 = shufflevector <8 x i32> %t26, <8 x i32> poison, <8 x i32> zeroinitializer
  %t28 = bitcast <8 x i32> %t27 to <32 x i8>
  %t29 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %t28, <32 x i8> %t20)
  %t30 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %t29, <16 x i16> splat (i16 1))
  %new0 = add <8 x i32> %t30, %acc0
  %t31 = bitcast <8 x i32> %t27 to <32 x i8>
  %t32 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %t31, <32 x i8> %t22)
  %t33 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %t32, <16 x i16> splat (i16 1))
  %new1 = add <8 x i32> %t33, %acc1
  %t34 = mul i64 %k, 4
  %t35 = getelementptr i8, ptr %t7, i64 %t34
  %t36 = load i32, ptr %t35, align 1
  %t37 = insertelement <8 x i32> poison, i32 %t36, i64 0
  %t38 = shufflevector <8 x i32> %t37, <8 x i32> poison, <8 x i32> zeroinitializer
  %t39 = bitcast <8 x i32> %t38 to <32 x i8>
  %t40 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %t39, <32 x i8> %t20)
  %t41 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %t40, <16 x i16> splat (i16 1))
  %new2 = add <8 x i32> %t41, %acc2
  %t42 = bitcast <8 x i32> %t38 to <32 x i8>
  %t43 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %t42, <32 x i8> %t22)
  %t44 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %t43, <16 x i16> splat (i16 1))
  %new3 = add <8 x i32> %t44, %acc3
  %t45 = mul i64 %k, 4
  %t46 = getelementptr i8, ptr %t11, i64 %t45
  %t47 = load i32, ptr %t46, align 1
  %t48 = insertelement <8 x i32> poison, i32 %t47, i64 0
  %t49 = shufflevector <8 x i32> %t48, <8 x i32> poison, <8 x i32> zeroinitializer
  %t50 = bitcast <8 x i32> %t49 to <32 x i8>
  %t51 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %t50, <32 x i8> %t20)
  %t52 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %t51, <16 x i16> splat (i16 1))
  %new4 = add <8 x i32> %t52, %acc4
  %t53 = bitcast <8 x i32> %t49 to <32 x i8>
  %t54 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %t53, <32 x i8> %t22)
  %t55 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %t54, <16 x i16> splat (i16 1))
  %new5 = add <8 x i32> %t55, %acc5
  %t56 = mul i64 %k, 4
  %t57 = getelementptr i8, ptr %t15, i64 %t56
  %t58 = load i32, ptr %t57, align 1
  %t59 = insertelement <8 x i32> poison, i32 %t58, i64 0
  %t60 = shufflevector <8 x i32> %t59, <8 x i32> poison, <8 x i32> zeroinitializer
  %t61 = bitcast <8 x i32> %t60 to <32 x i8>
  %t62 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %t61, <32 x i8> %t20)
  %t63 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %t62, <16 x i16> splat (i16 1))
  %new6 = add <8 x i32> %t63, %acc6
  %t64 = bitcast <8 x i32> %t60 to <32 x i8>
  %t65 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %t64, <32 x i8> %t22)
  %t66 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %t65, <16 x i16> splat (i16 1))
  %new7 = add <8 x i32> %t66, %acc7
  %k1 = add nsw i64 %k, 1
  %t67 = icmp slt i64 %k1, %kg
  br i1 %t67, label %loop, label %exit, !llvm.loop !0
exit:
  %t68 = phi <8 x i32> [zeroinitializer, %entry], [%new0, %loop]
  %t69 = phi <8 x i32> [zeroinitializer, %entry], [%new1, %loop]
  %t70 = phi <8 x i32> [zeroinitializer, %entry], [%new2, %loop]
  %t71 = phi <8 x i32> [zeroinitializer, %entry], [%new3, %loop]
  %t72 = phi <8 x i32> [zeroinitializer, %entry], [%new4, %loop]
  %t73 = phi <8 x i32> [zeroinitializer, %entry], [%new5, %loop]
  %t74 = phi <8 x i32> [zeroinitializer, %entry], [%new6, %loop]
  %t75 = phi <8 x i32> [zeroinitializer, %entry], [%new7, %loop]
  %t76 = getelementptr <8 x i32>, ptr %out, i64 0
  store <8 x i32> %t68, ptr %t76, align 4
  %t77 = getelementptr <8 x i32>, ptr %out, i64 1
  store <8 x i32> %t69, ptr %t77, align 4
  %t78 = getelementptr <8 x i32>, ptr %out, i64 2
  store <8 x i32> %t70, ptr %t78, align 4
  %t79 = getelementptr <8 x i32>, ptr %out, i64 3
  store <8 x i32> %t71, ptr %t79, align 4
  %t80 = getelementptr <8 x i32>, ptr %out, i64 4
  store <8 x i32> %t72, ptr %t80, align 4
  %t81 = getelementptr <8 x i32>, ptr %out, i64 5
  store <8 x i32> %t73, ptr %t81, align 4
  %t82 = getelementptr <8 x i32>, ptr %out, i64 6
  store <8 x i32> %t74, ptr %t82, align 4
  %t83 = getelementptr <8 x i32>, ptr %out, i64 7
  store <8 x i32> %t75, ptr %t83, align 4
  ret void
}

define void @"jr.qgemm.maddubs.l8.4x2.ru.u8.col"(ptr noalias %buf.r, ptr noalias %buf.p, ptr noalias %buf.radd, ptr noalias %buf.cadd, ptr noalias %buf.rmul, ptr noalias %buf.cmul, ptr noalias %buf.scale, ptr noalias %buf.bias, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.m, i64 %size.n, i64 %size.kg, i64 %size.rs, i64 %size.ldc, i64 %size.zp, i64 %range.lo, i64 %range.hi) nounwind "no-builtins" {
entry:
  %tile = alloca [8 x <8 x i32>], align 64
  %rowbuf = alloca [16 x i8], align 64
  %c19 = alloca i64
  %c107 = alloca i64
  %c166 = alloca i64
  %c225 = alloca i64
  %c284 = alloca i64
  %t1 = trunc i64 %size.zp to i32
  %t2 = sitofp i32 %t1 to float
  %t3 = fsub float 0x0000000000000000, %t2
  %t4 = fsub float 0x406FE00000000000, %t2
  %t5 = insertelement <8 x float> poison, float %t3, i64 0
  %t6 = shufflevector <8 x float> %t5, <8 x float> poison, <8 x i32> zeroinitializer
  %t7 = insertelement <8 x float> poison, float %t4, i64 0
  %t8 = shufflevector <8 x float> %t7, <8 x float> poison, <8 x i32> zeroinitializer
  %t9 = insertelement <8 x i32> poison, i32 %t1, i64 0
  %t10 = shufflevector <8 x i32> %t9, <8 x i32> poison, <8 x i32> zeroinitializer
  %t11 = add i64 %size.m, 3
  %t12 = sdiv i64 %t11, 4
  %t13 = add i64 %size.n, 15
  %t14 = sdiv i64 %t13, 16
  %t15 = mul i64 %t14, %t12
  %t16 = icmp slt i64 %range.hi, %t15
  %t17 = select i1 %t16, i64 %range.hi, i64 %t15
  %t18 = mul i64 %size.kg, 64
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
  %t28 = mul i64 %t25, 16
  %t29 = sub i64 %size.m, %t27
  %t30 = icmp slt i64 4, %t29
  %t31 = select i1 %t30, i64 4, i64 %t29
  %t32 = sub i64 %size.n, %t28
  %t33 = icmp slt i64 16, %t32
  %t34 = select i1 %t33, i64 16, i64 %t32
  %t35 = mul i64 %t27, %size.rs
  %t36 = getelementptr i8, ptr %buf.r, i64 %t35
  %t37 = mul i64 %t25, %t18
  %t38 = getelementptr i8, ptr %buf.p, i64 %t37
  call void @"jr.qgemm.maddubs.l8.4x2.ru.u8.col.mk"(ptr %t36, i64 %size.rs, i64 %t31, ptr %t38, i64 %size.kg, ptr %tile)
  %t39 = add i64 %t28, 0
  %t40 = getelementptr i32, ptr %buf.cadd, i64 %t39
  %t41 = load <8 x i32>, ptr %t40, align 4
  %t42 = add i64 %t28, 8
  %t43 = getelementptr i32, ptr %buf.cadd, i64 %t42
  %t44 = load <8 x i32>, ptr %t43, align 4
  %t45 = add i64 %t28, 0
  %t46 = getelementptr i32, ptr %buf.cmul, i64 %t45
  %t47 = load <8 x i32>, ptr %t46, align 4
  %t48 = add i64 %t28, 8
  %t49 = getelementptr i32, ptr %buf.cmul, i64 %t48
  %t50 = load <8 x i32>, ptr %t49, align 4
  %t51 = add i64 %t28, 0
  %t52 = getelementptr float, ptr %buf.scale, i64 %t51
  %t53 = load <8 x float>, ptr %t52, align 4
  %t54 = add i64 %t28, 8
  %t55 = getelementptr float, ptr %buf.scale, i64 %t54
  %t56 = load <8 x float>, ptr %t55, align 4
  %t57 = icmp eq i64 %t34, 16
  %t60 = icmp slt i64 0, %t31
  br i1 %t60, label %row58, label %rowdone59
row58:
  %t61 = add i64 %t27, 0
  %t62 = getelementptr i32, ptr %buf.radd, i64 %t61
  %t63 = load i32, ptr %t62, align 4
  %t64 = insertelement <8 x i32> poison, i32 %t63, i64 0
  %t65 = shufflevector <8 x i32> %t64, <8 x i32> poison, <8 x i32> zeroinitializer
  %t66 = getelementptr i32, ptr %buf.rmul, i64 %t61
  %t67 = load i32, ptr %t66, align 4
  %t68 = insertelement <8 x i32> poison, i32 %t67, i64 0
  %t69 = shufflevector <8 x i32> %t68, <8 x i32> poison, <8 x i32> zeroinitializer
  %t70 = getelementptr <8 x i32>, ptr %tile, i64 0
  %t71 = load <8 x i32>, ptr %t70, align 4
  %t72 = add <8 x i32> %t71, %t65
  %t73 = mul <8 x i32> %t69, %t47
  %t74 = add <8 x i32> %t41, %t73
  %t75 = add <8 x i32> %t72, %t74
  %t76 = sitofp <8 x i32> %t75 to <8 x float>
  %t77 = fmul <8 x float> %t76, %t53
  %t78 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %t77, <8 x float> %t6)
  %t79 = call <8 x float> @llvm.minnum.v8f32(<8 x float> %t78, <8 x float> %t8)
  %t80 = call <8 x float> @llvm.rint.v8f32(<8 x float> %t79)
  %t81 = fptosi <8 x float> %t80 to <8 x i32>
  %t82 = add nsw <8 x i32> %t81, %t10
  %t83 = trunc <8 x i32> %t82 to <8 x i8>
  %t84 = getelementptr <8 x i32>, ptr %tile, i64 1
  %t85 = load <8 x i32>, ptr %t84, align 4
  %t86 = add <8 x i32> %t85, %t65
  %t87 = mul <8 x i32> %t69, %t50
  %t88 = add <8 x i32> %t44, %t87
  %t89 = add <8 x i32> %t86, %t88
  %t90 = sitofp <8 x i32> %t89 to <8 x float>
  %t91 = fmul <8 x float> %t90, %t56
  %t92 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %t91, <8 x float> %t6)
  %t93 = call <8 x float> @llvm.minnum.v8f32(<8 x float> %t92, <8 x float> %t8)
  %t94 = call <8 x float> @llvm.rint.v8f32(<8 x float> %t93)
  %t95 = fptosi <8 x float> %t94 to <8 x i32>
  %t96 = add nsw <8 x i32> %t95, %t10
  %t97 = trunc <8 x i32> %t96 to <8 x i8>
  %t98 = mul i64 %t61, %size.ldc
  %t99 = add i64 %t98, %t28
  %t100 = getelementptr i8, ptr %buf.c, i64 %t99
  br i1 %t57, label %whole101, label %part102
whole101:
  %t103 = getelementptr i8, ptr %t100, i64 0
  store <8 x i8> %t83, ptr %t103, align 1
  %t104 = getelementptr i8, ptr %t100, i64 8
  store <8 x i8> %t97, ptr %t104, align 1
  br label %rowdone59
part102:
  %t105 = getelementptr i8, ptr %rowbuf, i64 0
  store <8 x i8> %t83, ptr %t105, align 1
  %t106 = getelementptr i8, ptr %rowbuf, i64 8
  store <8 x i8> %t97, ptr %t106, align 1
  store i64 0, ptr %c107
  br label %head108
head108:
  %i111 = load i64, ptr %c107
  %t112 = icmp slt i64 %i111, %t34
  br i1 %t112, label %body109, label %done110
body109:
  %t113 = getelementptr i8, ptr %rowbuf, i64 %i111
  %t114 = load i8, ptr %t113, align 1
  %t115 = getelementptr i8, ptr %t100, i64 %i111
  store i8 %t114, ptr %t115, align 1
  %t116 = add nsw i64 %i111, 1
  store i64 %t116, ptr %c107
  br label %head108
done110:
  br label %rowdone59
rowdone59:
  %t119 = icmp slt i64 1, %t31
  br i1 %t119, label %row117, label %rowdone118
row117:
  %t120 = add i64 %t27, 1
  %t121 = getelementptr i32, ptr %buf.radd, i64 %t120
  %t122 = load i32, ptr %t121, align 4
  %t123 = insertelement <8 x i32> poison, i32 %t122, i64 0
  %t124 = shufflevector <8 x i32> %t123, <8 x i32> poison, <8 x i32> zeroinitializer
  %t125 = getelementptr i32, ptr %buf.rmul, i64 %t120
  %t126 = load i32, ptr %t125, align 4
  %t127 = insertelement <8 x i32> poison, i32 %t126, i64 0
  %t128 = shufflevector <8 x i32> %t127, <8 x i32> poison, <8 x i32> zeroinitializer
  %t129 = getelementptr <8 x i32>, ptr %tile, i64 2
  %t130 = load <8 x i32>, ptr %t129, align 4
  %t131 = add <8 x i32> %t130, %t124
  %t132 = mul <8 x i32> %t128, %t47
  %t133 = add <8 x i32> %t41, %t132
  %t134 = add <8 x i32> %t131, %t133
  %t135 = sitofp <8 x i32> %t134 to <8 x float>
  %t136 = fmul <8 x float> %t135, %t53
  %t137 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %t136, <8 x float> %t6)
  %t138 = call <8 x float> @llvm.minnum.v8f32(<8 x float> %t137, <8 x float> %t8)
  %t139 = call <8 x float> @llvm.rint.v8f32(<8 x float> %t138)
  %t140 = fptosi <8 x float> %t139 to <8 x i32>
  %t141 = add nsw <8 x i32> %t140, %t10
  %t142 = trunc <8 x i32> %t141 to <8 x i8>
  %t143 = getelementptr <8 x i32>, ptr %tile, i64 3
  %t144 = load <8 x i32>, ptr %t143, align 4
  %t145 = add <8 x i32> %t144, %t124
  %t146 = mul <8 x i32> %t128, %t50
  %t147 = add <8 x i32> %t44, %t146
  %t148 = add <8 x i32> %t145, %t147
  %t149 = sitofp <8 x i32> %t148 to <8 x float>
  %t150 = fmul <8 x float> %t149, %t56
  %t151 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %t150, <8 x float> %t6)
  %t152 = call <8 x float> @llvm.minnum.v8f32(<8 x float> %t151, <8 x float> %t8)
  %t153 = call <8 x float> @llvm.rint.v8f32(<8 x float> %t152)
  %t154 = fptosi <8 x float> %t153 to <8 x i32>
  %t155 = add nsw <8 x i32> %t154, %t10
  %t156 = trunc <8 x i32> %t155 to <8 x i8>
  %t157 = mul i64 %t120, %size.ldc
  %t158 = add i64 %t157, %t28
  %t159 = getelementptr i8, ptr %buf.c, i64 %t158
  br i1 %t57, label %whole160, label %part161
whole160:
  %t162 = getelementptr i8, ptr %t159, i64 0
  store <8 x i8> %t142, ptr %t162, align 1
  %t163 = getelementptr i8, ptr %t159, i64 8
  store <8 x i8> %t156, ptr %t163, align 1
  br label %rowdone118
part161:
  %t164 = getelementptr i8, ptr %rowbuf, i64 0
  store <8 x i8> %t142, ptr %t164, align 1
  %t165 = getelementptr i8, ptr %rowbuf, i64 8
  store <8 x i8> %t156, ptr %t165, align 1
  store i64 0, ptr %c166
  br label %head167
head167:
  %i170 = load i64, ptr %c166
  %t171 = icmp slt i64 %i170, %t34
  br i1 %t171, label %body168, label %done169
body168:
  %t172 = getelementptr i8, ptr %rowbuf, i64 %i170
  %t173 = load i8, ptr %t172, align 1
  %t174 = getelementptr i8, ptr %t159, i64 %i170
  store i8 %t173, ptr %t174, align 1
  %t175 = add nsw i64 %i170, 1
  store i64 %t175, ptr %c166
  br label %head167
done169:
  br label %rowdone118
rowdone118:
  %t178 = icmp slt i64 2, %t31
  br i1 %t178, label %row176, label %rowdone177
row176:
  %t179 = add i64 %t27, 2
  %t180 = getelementptr i32, ptr %buf.radd, i64 %t179
  %t181 = load i32, ptr %t180, align 4
  %t182 = insertelement <8 x i32> poison, i32 %t181, i64 0
  %t183 = shufflevector <8 x i32> %t182, <8 x i32> poison, <8 x i32> zeroinitializer
  %t184 = getelementptr i32, ptr %buf.rmul, i64 %t179
  %t185 = load i32, ptr %t184, align 4
  %t186 = insertelement <8 x i32> poison, i32 %t185, i64 0
  %t187 = shufflevector <8 x i32> %t186, <8 x i32> poison, <8 x i32> zeroinitializer
  %t188 = getelementptr <8 x i32>, ptr %tile, i64 4
  %t189 = load <8 x i32>, ptr %t188, align 4
  %t190 = add <8 x i32> %t189, %t183
  %t191 = mul <8 x i32> %t187, %t47
  %t192 = add <8 x i32> %t41, %t191
  %t193 = add <8 x i32> %t190, %t192
  %t194 = sitofp <8 x i32> %t193 to <8 x float>
  %t195 = fmul <8 x float> %t194, %t53
  %t196 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %t195, <8 x float> %t6)
  %t197 = call <8 x float> @llvm.minnum.v8f32(<8 x float> %t196, <8 x float> %t8)
  %t198 = call <8 x float> @llvm.rint.v8f32(<8 x float> %t197)
  %t199 = fptosi <8 x float> %t198 to <8 x i32>
  %t200 = add nsw <8 x i32> %t199, %t10
  %t201 = trunc <8 x i32> %t200 to <8 x i8>
  %t202 = getelementptr <8 x i32>, ptr %tile, i64 5
  %t203 = load <8 x i32>, ptr %t202, align 4
  %t204 = add <8 x i32> %t203, %t183
  %t205 = mul <8 x i32> %t187, %t50
  %t206 = add <8 x i32> %t44, %t205
  %t207 = add <8 x i32> %t204, %t206
  %t208 = sitofp <8 x i32> %t207 to <8 x float>
  %t209 = fmul <8 x float> %t208, %t56
  %t210 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %t209, <8 x float> %t6)
  %t211 = call <8 x float> @llvm.minnum.v8f32(<8 x float> %t210, <8 x float> %t8)
  %t212 = call <8 x float> @llvm.rint.v8f32(<8 x float> %t211)
  %t213 = fptosi <8 x float> %t212 to <8 x i32>
  %t214 = add nsw <8 x i32> %t213, %t10
  %t215 = trunc <8 x i32> %t214 to <8 x i8>
  %t216 = mul i64 %t179, %size.ldc
  %t217 = add i64 %t216, %t28
  %t218 = getelementptr i8, ptr %buf.c, i64 %t217
  br i1 %t57, label %whole219, label %part220
whole219:
  %t221 = getelementptr i8, ptr %t218, i64 0
  store <8 x i8> %t201, ptr %t221, align 1
  %t222 = getelementptr i8, ptr %t218, i64 8
  store <8 x i8> %t215, ptr %t222, align 1
  br label %rowdone177
part220:
  %t223 = getelementptr i8, ptr %rowbuf, i64 0
  store <8 x i8> %t201, ptr %t223, align 1
  %t224 = getelementptr i8, ptr %rowbuf, i64 8
  store <8 x i8> %t215, ptr %t224, align 1
  store i64 0, ptr %c225
  br label %head226
head226:
  %i229 = load i64, ptr %c225
  %t230 = icmp slt i64 %i229, %t34
  br i1 %t230, label %body227, label %done228
body227:
  %t231 = getelementptr i8, ptr %rowbuf, i64 %i229
  %t232 = load i8, ptr %t231, align 1
  %t233 = getelementptr i8, ptr %t218, i64 %i229
  store i8 %t232, ptr %t233, align 1
  %t234 = add nsw i64 %i229, 1
  store i64 %t234, ptr %c225
  br label %head226
done228:
  br label %rowdone177
rowdone177:
  %t237 = icmp slt i64 3, %t31
  br i1 %t237, label %row235, label %rowdone236
row235:
  %t238 = add i64 %t27, 3
  %t239 = getelementptr i32, ptr %buf.radd, i64 %t238
  %t240 = load i32, ptr %t239, align 4
  %t241 = insertelement <8 x i32> poison, i32 %t240, i64 0
  %t242 = shufflevector <8 x i32> %t241, <8 x i32> poison, <8 x i32> zeroinitializer
  %t243 = getelementptr i32, ptr %buf.rmul, i64 %t238
  %t244 = load i32, ptr %t243, align 4
  %t245 = insertelement <8 x i32> poison, i32 %t244, i64 0
  %t246 = shufflevector <8 x i32> %t245, <8 x i32> poison, <8 x i32> zeroinitializer
  %t247 = getelementptr <8 x i32>, ptr %tile, i64 6
  %t248 = load <8 x i32>, ptr %t247, align 4
  %t249 = add <8 x i32> %t248, %t242
  %t250 = mul <8 x i32> %t246, %t47
  %t251 = add <8 x i32> %t41, %t250
  %t252 = add <8 x i32> %t249, %t251
  %t253 = sitofp <8 x i32> %t252 to <8 x float>
  %t254 = fmul <8 x float> %t253, %t53
  %t255 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %t254, <8 x float> %t6)
  %t256 = call <8 x float> @llvm.minnum.v8f32(<8 x float> %t255, <8 x float> %t8)
  %t257 = call <8 x float> @llvm.rint.v8f32(<8 x float> %t256)
  %t258 = fptosi <8 x float> %t257 to <8 x i32>
  %t259 = add nsw <8 x i32> %t258, %t10
  %t260 = trunc <8 x i32> %t259 to <8 x i8>
  %t261 = getelementptr <8 x i32>, ptr %tile, i64 7
  %t262 = load <8 x i32>, ptr %t261, align 4
  %t263 = add <8 x i32> %t262, %t242
  %t264 = mul <8 x i32> %t246, %t50
  %t265 = add <8 x i32> %t44, %t264
  %t266 = add <8 x i32> %t263, %t265
  %t267 = sitofp <8 x i32> %t266 to <8 x float>
  %t268 = fmul <8 x float> %t267, %t56
  %t269 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %t268, <8 x float> %t6)
  %t270 = call <8 x float> @llvm.minnum.v8f32(<8 x float> %t269, <8 x float> %t8)
  %t271 = call <8 x float> @llvm.rint.v8f32(<8 x float> %t270)
  %t272 = fptosi <8 x float> %t271 to <8 x i32>
  %t273 = add nsw <8 x i32> %t272, %t10
  %t274 = trunc <8 x i32> %t273 to <8 x i8>
  %t275 = mul i64 %t238, %size.ldc
  %t276 = add i64 %t275, %t28
  %t277 = getelementptr i8, ptr %buf.c, i64 %t276
  br i1 %t57, label %whole278, label %part279
whole278:
  %t280 = getelementptr i8, ptr %t277, i64 0
  store <8 x i8> %t260, ptr %t280, align 1
  %t281 = getelementptr i8, ptr %t277, i64 8
  store <8 x i8> %t274, ptr %t281, align 1
  br label %rowdone236
part279:
  %t282 = getelementptr i8, ptr %rowbuf, i64 0
  store <8 x i8> %t260, ptr %t282, align 1
  %t283 = getelementptr i8, ptr %rowbuf, i64 8
  store <8 x i8> %t274, ptr %t283, align 1
  store i64 0, ptr %c284
  br label %head285
head285:
  %i288 = load i64, ptr %c284
  %t289 = icmp slt i64 %i288, %t34
  br i1 %t289, label %body286, label %done287
body286:
  %t290 = getelementptr i8, ptr %rowbuf, i64 %i288
  %t291 = load i8, ptr %t290, align 1
  %t292 = getelementptr i8, ptr %t277, i64 %i288
  store i8 %t291, ptr %t292, align 1
  %t293 = add nsw i64 %i288, 1
  store i64 %t293, ptr %c284
  br label %head285
done287:
  br label %rowdone236
rowdone236:
  %t294 = add nsw i64 %i23, 1
  store i64 %t294, ptr %c19
  br label %head20
done22:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
