declare <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16>, <16 x i16>)

define internal void @"jr.qgemm.madd16.l8.2x4.rs.f32.row.mk"(ptr %r, i64 %rs, i64 %nrows, ptr %p, i64 %kg, ptr %out) alwaysinline nounwind {
entry:
  %t1 = sub i64 %nrows, 1
  %t2 = mul i64 0, %rs
  %t3 = getelementptr i8, ptr %r, i64 %t2
  %t4 = icmp slt i64 1, %t1
  %t5 = select i1 %t4, i64 1, i64 %t1
  %t6 = mul i64 %t5, %rs
  %t7 = getelementptr i8, ptr %r, i64 %t6
  %t8 = icmp sgt i64 %kg, 0
  br i1 %t8, label %loop, label %exit
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
  %t9 = mul i64 %k, 128
  %t10 = getelementptr i8, ptr %p, i64 %t9
  %t11 = getelementptr i8, ptr %t10, i64 0
  %t12 = load <16 x i16>, ptr %t11, align 1
  %t13 = getelementptr i8, ptr %t10, i64 32
  %t14 = load <16 x i16>, ptr %t13, align 1
  %t15 = getelementptr i8, ptr %t10, i64 64
  %t16 = load <16 x i16>, ptr %t15, align 1
  %t17 = getelementptr i8, ptr %t10, i64 96
  %t18 = load <16 x i16>, ptr %t17, align 1
  %t19 = mul i64 %k, 4
  %t20 = getelementptr i8, ptr %t3, i64 %t19
  %t21 = load i32, ptr %t20, align 2
  %t22 = insertelement <8 x i32> poison, i32 %t21, i64 0
  %t23 = shufflevector <8 x i32> %t22, <8 x i32> poison, <8 x i32> zeroinitializer
  %t24 = bitcast <8 x i32> %t23 to <16 x i16>
  %t25 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %t24, <16 x i16> %t12)
  %new0 = add <8 x i32> %t25, %acc0
  %t26 = bitcast <8 x i32> %t23 to <16 x i16>
  %t27 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %t26, <16 x i16> %t14)
  %new1 = add <8 x i32> %t27, %acc1
  %t28 = bitcast <8 x i32> %t23 to <16 x i16>
  %t29 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %t28, <16 x i16> %t16)
  %new2 = add <8 x i32> %t29, %acc2
  %t30 = bitcast <8 x i32> %t23 to <16 x i16>
  %t31 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %t30, <16 x i16> %t18)
  %new3 = add <8 x i32> %t31, %acc3
  %t32 = mul i64 %k, 4
  %t33 = getelementptr i8, ptr %t7, i64 %t32
  %t34 = load i32, ptr %t33, align 2
  %t35 = insertelement <8 x i32> poison, i32 %t34, i64 0
  %t36 = shufflevector <8 x i32> %t35, <8 x i32> poison, <8 x i32> zeroinitializer
  %t37 = bitcast <8 x i32> %t36 to <16 x i16>
  %t38 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %t37, <16 x i16> %t12)
  %new4 = add <8 x i32> %t38, %acc4
  %t39 = bitcast <8 x i32> %t36 to <16 x i16>
  %t40 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %t39, <16 x i16> %t14)
  %new5 = add <8 x i32> %t40, %acc5
  %t41 = bitcast <8 x i32> %t36 to <16 x i16>
  %t42 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %t41, <16 x i16> %t16)
  %new6 = add <8 x i32> %t42, %acc6
  %t43 = bitcast <8 x i32> %t36 to <16 x i16>
  %t44 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %t43, <16 x i16> %t18)
  %new7 = add <8 x i32> %t44, %acc7
  %k1 = add nsw i64 %k, 1
  %t45 = icmp slt i64 %k1, %kg
  br i1 %t45, label %loop, label %exit, !llvm.loop !0
exit:
  %t46 = phi <8 x i32> [zeroinitializer, %entry], [%new0, %loop]
  %t47 = phi <8 x i32> [zeroinitializer, %entry], [%new1, %loop]
  %t48 = phi <8 x i32> [zeroinitializer, %entry], [%new2, %loop]
  %t49 = phi <8 x i32> [zeroinitializer, %entry], [%new3, %loop]
  %t50 = phi <8 x i32> [zeroinitializer, %entry], [%new4, %loop]
  %t51 = phi <8 x i32> [zeroinitializer, %entry], [%new5, %loop]
  %t52 = phi <8 x i32> [zeroinitializer, %entry], [%new6, %loop]
  %t53 = phi <8 x i32> [zeroinitializer, %entry], [%new7, %loop]
  %t54 = getelementptr <8 x i32>, ptr %out, i64 0
  store <8 x i32> %t46, ptr %t54, align 4
  %t55 = getelementptr <8 x i32>, ptr %out, i64 1
  store <8 x i32> %t47, ptr %t55, align 4
  %t56 = getelementptr <8 x i32>, ptr %out, i64 2
  store <8 x i32> %t48, ptr %t56, align 4
  %t57 = getelementptr <8 x i32>, ptr %out, i64 3
  store <8 x i32> %t49, ptr %t57, align 4
  %t58 = getelementptr <8 x i32>, ptr %out, i64 4
  store <8 x i32> %t50, ptr %t58, align 4
  %t59 = getelementptr <8 x i32>, ptr %out, i64 5
  store <8 x i32> %t51, ptr %t59, align 4
  %t60 = getelementptr <8 x i32>, ptr %out, i64 6
  store <8 x i32> %t52, ptr %t60, align 4
  %t61 = getelementptr <8 x i32>, ptr %out, i64 7
  store <8 x i32> %t53, ptr %t61, align 4
  ret void
}

define void @"jr.qgemm.madd16.l8.2x4.rs.f32.row"(ptr noalias %buf.r, ptr noalias %buf.p, ptr noalias %buf.radd, ptr noalias %buf.cadd, ptr noalias %buf.rmul, ptr noalias %buf.cmul, ptr noalias %buf.scale, ptr noalias %buf.bias, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.m, i64 %size.n, i64 %size.kg, i64 %size.rs, i64 %size.ldc, i64 %size.zp, i64 %range.lo, i64 %range.hi) nounwind "no-builtins" {
entry:
  %tile = alloca [8 x <8 x i32>], align 64
  %rowbuf = alloca [32 x float], align 64
  %c9 = alloca i64
  %c123 = alloca i64
  %c202 = alloca i64
  %t1 = add i64 %size.m, 1
  %t2 = sdiv i64 %t1, 2
  %t3 = add i64 %size.n, 31
  %t4 = sdiv i64 %t3, 32
  %t5 = mul i64 %t4, %t2
  %t6 = icmp slt i64 %range.hi, %t5
  %t7 = select i1 %t6, i64 %range.hi, i64 %t5
  %t8 = mul i64 %size.kg, 128
  store i64 %range.lo, ptr %c9
  br label %head10
head10:
  %i13 = load i64, ptr %c9
  %t14 = icmp slt i64 %i13, %t7
  br i1 %t14, label %body11, label %done12
body11:
  %t15 = sdiv i64 %i13, %t2
  %t16 = srem i64 %i13, %t2
  %t17 = mul i64 %t16, 2
  %t18 = mul i64 %t15, 32
  %t19 = sub i64 %size.m, %t17
  %t20 = icmp slt i64 2, %t19
  %t21 = select i1 %t20, i64 2, i64 %t19
  %t22 = sub i64 %size.n, %t18
  %t23 = icmp slt i64 32, %t22
  %t24 = select i1 %t23, i64 32, i64 %t22
  %t25 = mul i64 %t17, %size.rs
  %t26 = getelementptr i8, ptr %buf.r, i64 %t25
  %t27 = mul i64 %t15, %t8
  %t28 = getelementptr i8, ptr %buf.p, i64 %t27
  call void @"jr.qgemm.madd16.l8.2x4.rs.f32.row.mk"(ptr %t26, i64 %size.rs, i64 %t21, ptr %t28, i64 %size.kg, ptr %tile)
  %t29 = add i64 %t18, 0
  %t30 = getelementptr i32, ptr %buf.cadd, i64 %t29
  %t31 = load <8 x i32>, ptr %t30, align 4
  %t32 = add i64 %t18, 8
  %t33 = getelementptr i32, ptr %buf.cadd, i64 %t32
  %t34 = load <8 x i32>, ptr %t33, align 4
  %t35 = add i64 %t18, 16
  %t36 = getelementptr i32, ptr %buf.cadd, i64 %t35
  %t37 = load <8 x i32>, ptr %t36, align 4
  %t38 = add i64 %t18, 24
  %t39 = getelementptr i32, ptr %buf.cadd, i64 %t38
  %t40 = load <8 x i32>, ptr %t39, align 4
  %t41 = add i64 %t18, 0
  %t42 = getelementptr i32, ptr %buf.cmul, i64 %t41
  %t43 = load <8 x i32>, ptr %t42, align 4
  %t44 = add i64 %t18, 8
  %t45 = getelementptr i32, ptr %buf.cmul, i64 %t44
  %t46 = load <8 x i32>, ptr %t45, align 4
  %t47 = add i64 %t18, 16
  %t48 = getelementptr i32, ptr %buf.cmul, i64 %t47
  %t49 = load <8 x i32>, ptr %t48, align 4
  %t50 = add i64 %t18, 24
  %t51 = getelementptr i32, ptr %buf.cmul, i64 %t50
  %t52 = load <8 x i32>, ptr %t51, align 4
  %t53 = icmp eq i64 %t24, 32
  %t56 = icmp slt i64 0, %t21
  br i1 %t56, label %row54, label %rowdone55
row54:
  %t57 = add i64 %t17, 0
  %t58 = getelementptr i32, ptr %buf.radd, i64 %t57
  %t59 = load i32, ptr %t58, align 4
  %t60 = insertelement <8 x i32> poison, i32 %t59, i64 0
  %t61 = shufflevector <8 x i32> %t60, <8 x i32> poison, <8 x i32> zeroinitializer
  %t62 = getelementptr i32, ptr %buf.rmul, i64 %t57
  %t63 = load i32, ptr %t62, align 4
  %t64 = insertelement <8 x i32> poison, i32 %t63, i64 0
  %t65 = shufflevector <8 x i32> %t64, <8 x i32> poison, <8 x i32> zeroinitializer
  %t66 = getelementptr float, ptr %buf.scale, i64 %t57
  %t67 = load float, ptr %t66, align 4
  %t68 = insertelement <8 x float> poison, float %t67, i64 0
  %t69 = shufflevector <8 x float> %t68, <8 x float> poison, <8 x i32> zeroinitializer
  %t70 = getelementptr float, ptr %buf.bias, i64 %t57
  %t71 = load float, ptr %t70, align 4
  %t72 = insertelement <8 x float> poison, float %t71, i64 0
  %t73 = shufflevector <8 x float> %t72, <8 x float> poison, <8 x i32> zeroinitializer
  %t74 = getelementptr <8 x i32>, ptr %tile, i64 0
  %t75 = load <8 x i32>, ptr %t74, align 4
  %t76 = add <8 x i32> %t75, %t61
  %t77 = mul <8 x i32> %t65, %t43
  %t78 = add <8 x i32> %t31, %t77
  %t79 = add <8 x i32> %t76, %t78
  %t80 = sitofp <8 x i32> %t79 to <8 x float>
  %t81 = fmul <8 x float> %t80, %t69
  %t82 = fadd <8 x float> %t81, %t73
  %t83 = getelementptr <8 x i32>, ptr %tile, i64 1
  %t84 = load <8 x i32>, ptr %t83, align 4
  %t85 = add <8 x i32> %t84, %t61
  %t86 = mul <8 x i32> %t65, %t46
  %t87 = add <8 x i32> %t34, %t86
  %t88 = add <8 x i32> %t85, %t87
  %t89 = sitofp <8 x i32> %t88 to <8 x float>
  %t90 = fmul <8 x float> %t89, %t69
  %t91 = fadd <8 x float> %t90, %t73
  %t92 = getelementptr <8 x i32>, ptr %tile, i64 2
  %t93 = load <8 x i32>, ptr %t92, align 4
  %t94 = add <8 x i32> %t93, %t61
  %t95 = mul <8 x i32> %t65, %t49
  %t96 = add <8 x i32> %t37, %t95
  %t97 = add <8 x i32> %t94, %t96
  %t98 = sitofp <8 x i32> %t97 to <8 x float>
  %t99 = fmul <8 x float> %t98, %t69
  %t100 = fadd <8 x float> %t99, %t73
  %t101 = getelementptr <8 x i32>, ptr %tile, i64 3
  %t102 = load <8 x i32>, ptr %t101, align 4
  %t103 = add <8 x i32> %t102, %t61
  %t104 = mul <8 x i32> %t65, %t52
  %t105 = add <8 x i32> %t40, %t104
  %t106 = add <8 x i32> %t103, %t105
  %t107 = sitofp <8 x i32> %t106 to <8 x float>
  %t108 = fmul <8 x float> %t107, %t69
  %t109 = fadd <8 x float> %t108, %t73
  %t110 = mul i64 %t57, %size.ldc
  %t111 = add i64 %t110, %t18
  %t112 = getelementptr float, ptr %buf.c, i64 %t111
  br i1 %t53, label %whole113, label %part114
whole113:
  %t115 = getelementptr float, ptr %t112, i64 0
  store <8 x float> %t82, ptr %t115, align 4
  %t116 = getelementptr float, ptr %t112, i64 8
  store <8 x float> %t91, ptr %t116, align 4
  %t117 = getelementptr float, ptr %t112, i64 16
  store <8 x float> %t100, ptr %t117, align 4
  %t118 = getelementptr float, ptr %t112, i64 24
  store <8 x float> %t109, ptr %t118, align 4
  br label %rowdone55
part114:
  %t119 = getelementptr float, ptr %rowbuf, i64 0
  store <8 x float> %t82, ptr %t119, align 4
  %t120 = getelementptr float, ptr %rowbuf, i64 8
  store <8 x float> %t91, ptr %t120, align 4
  %t121 = getelementptr float, ptr %rowbuf, i64 16
  store <8 x float> %t100, ptr %t121, align 4
  %t122 = getelementptr float, ptr %rowbuf, i64 24
  store <8 x float> %t109, ptr %t122, align 4
  store i64 0, ptr %c123
  br label %head124
head124:
  %i127 = load i64, ptr %c123
  %t128 = icmp slt i64 %i127, %t24
  br i1 %t128, label %body125, label %done126
body125:
  %t129 = getelementptr float, ptr %rowbuf, i64 %i127
  %t130 = load float, ptr %t129, align 4
  %t131 = getelementptr float, ptr %t112, i64 %i127
  store float %t130, ptr %t131, align 4
  %t132 = add nsw i64 %i127, 1
  store i64 %t132, ptr %c123
  br label %head124
done126:
  br label %rowdone55
rowdone55:
  %t135 = icmp slt i64 1, %t21
  br i1 %t135, label %row133, label %rowdone134
row133:
  %t136 = add i64 %t17, 1
  %t137 = getelementptr i32, ptr %buf.radd, i64 %t136
  %t138 = load i32, ptr %t137, align 4
  %t139 = insertelement <8 x i32> poison, i32 %t138, i64 0
  %t140 = shufflevector <8 x i32> %t139, <8 x i32> poison, <8 x i32> zeroinitializer
  %t141 = getelementptr i32, ptr %buf.rmul, i64 %t136
  %t142 = load i32, ptr %t141, align 4
  %t143 = insertelement <8 x i32> poison, i32 %t142, i64 0
  %t144 = shufflevector <8 x i32> %t143, <8 x i32> poison, <8 x i32> zeroinitializer
  %t145 = getelementptr float, ptr %buf.scale, i64 %t136
  %t146 = load float, ptr %t145, align 4
  %t147 = insertelement <8 x float> poison, float %t146, i64 0
  %t148 = shufflevector <8 x float> %t147, <8 x float> poison, <8 x i32> zeroinitializer
  %t149 = getelementptr float, ptr %buf.bias, i64 %t136
  %t150 = load float, ptr %t149, align 4
  %t151 = insertelement <8 x float> poison, float %t150, i64 0
  %t152 = shufflevector <8 x float> %t151, <8 x float> poison, <8 x i32> zeroinitializer
  %t153 = getelementptr <8 x i32>, ptr %tile, i64 4
  %t154 = load <8 x i32>, ptr %t153, align 4
  %t155 = add <8 x i32> %t154, %t140
  %t156 = mul <8 x i32> %t144, %t43
  %t157 = add <8 x i32> %t31, %t156
  %t158 = add <8 x i32> %t155, %t157
  %t159 = sitofp <8 x i32> %t158 to <8 x float>
  %t160 = fmul <8 x float> %t159, %t148
  %t161 = fadd <8 x float> %t160, %t152
  %t162 = getelementptr <8 x i32>, ptr %tile, i64 5
  %t163 = load <8 x i32>, ptr %t162, align 4
  %t164 = add <8 x i32> %t163, %t140
  %t165 = mul <8 x i32> %t144, %t46
  %t166 = add <8 x i32> %t34, %t165
  %t167 = add <8 x i32> %t164, %t166
  %t168 = sitofp <8 x i32> %t167 to <8 x float>
  %t169 = fmul <8 x float> %t168, %t148
  %t170 = fadd <8 x float> %t169, %t152
  %t171 = getelementptr <8 x i32>, ptr %tile, i64 6
  %t172 = load <8 x i32>, ptr %t171, align 4
  %t173 = add <8 x i32> %t172, %t140
  %t174 = mul <8 x i32> %t144, %t49
  %t175 = add <8 x i32> %t37, %t174
  %t176 = add <8 x i32> %t173, %t175
  %t177 = sitofp <8 x i32> %t176 to <8 x float>
  %t178 = fmul <8 x float> %t177, %t148
  %t179 = fadd <8 x float> %t178, %t152
  %t180 = getelementptr <8 x i32>, ptr %tile, i64 7
  %t181 = load <8 x i32>, ptr %t180, align 4
  %t182 = add <8 x i32> %t181, %t140
  %t183 = mul <8 x i32> %t144, %t52
  %t184 = add <8 x i32> %t40, %t183
  %t185 = add <8 x i32> %t182, %t184
  %t186 = sitofp <8 x i32> %t185 to <8 x float>
  %t187 = fmul <8 x float> %t186, %t148
  %t188 = fadd <8 x float> %t187, %t152
  %t189 = mul i64 %t136, %size.ldc
  %t190 = add i64 %t189, %t18
  %t191 = getelementptr float, ptr %buf.c, i64 %t190
  br i1 %t53, label %whole192, label %part193
whole192:
  %t194 = getelementptr float, ptr %t191, i64 0
  store <8 x float> %t161, ptr %t194, align 4
  %t195 = getelementptr float, ptr %t191, i64 8
  store <8 x float> %t170, ptr %t195, align 4
  %t196 = getelementptr float, ptr %t191, i64 16
  store <8 x float> %t179, ptr %t196, align 4
  %t197 = getelementptr float, ptr %t191, i64 24
  store <8 x float> %t188, ptr %t197, align 4
  br label %rowdone134
part193:
  %t198 = getelementptr float, ptr %rowbuf, i64 0
  store <8 x float> %t161, ptr %t198, align 4
  %t199 = getelementptr float, ptr %rowbuf, i64 8
  store <8 x float> %t170, ptr %t199, align 4
  %t200 = getelementptr float, ptr %rowbuf, i64 16
  store <8 x float> %t179, ptr %t200, align 4
  %t201 = getelementptr float, ptr %rowbuf, i64 24
  store <8 x float> %t188, ptr %t201, align 4
  store i64 0, ptr %c202
  br label %head203
head203:
  %i206 = load i64, ptr %c202
  %t207 = icmp slt i64 %i206, %t24
  br i1 %t207, label %body204, label %done205
body204:
  %t208 = getelementptr float, ptr %rowbuf, i64 %i206
  %t209 = load float, ptr %t208, align 4
  %t210 = getelementptr float, ptr %t191, i64 %i206
  store float %t209, ptr %t210, align 4
  %t211 = add nsw i64 %i206, 1
  store i64 %t211, ptr %c202
  br label %head203
done205:
  br label %rowdone134
rowdone134:
  %t212 = add nsw i64 %i13, 1
  store i64 %t212, ptr %c9
  br label %head10
done12:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
