declare void @llvm.x86.tilestored64.internal(i16, i16, ptr, i64, x86_amx)
declare x86_amx @llvm.x86.tdpbusd.internal(i16, i16, i16, x86_amx, x86_amx, x86_amx)
declare x86_amx @llvm.x86.tileloadd64.internal(i16, i16, ptr, i64)
declare x86_amx @llvm.x86.tilezero.internal(i16, i16)

define internal void @"jr.qgemm.amx8.l16.32x2.ru.f32.col.clamp0_6.rsc.zc.l2_1024k.mk"(ptr %r, i64 %rs, i64 %nrows, ptr %p, i64 %kg, ptr %out) alwaysinline nounwind {
entry:
  %t1 = sdiv i64 %kg, 16
  %t2 = call x86_amx @llvm.x86.tilezero.internal(i16 16, i16 64)
  %t3 = call x86_amx @llvm.x86.tilezero.internal(i16 16, i16 64)
  %t4 = call x86_amx @llvm.x86.tilezero.internal(i16 16, i16 64)
  %t5 = call x86_amx @llvm.x86.tilezero.internal(i16 16, i16 64)
  %t6 = icmp sgt i64 %t1, 0
  br i1 %t6, label %loop, label %exit
loop:
  %k = phi i64 [0, %entry], [%k1, %loop]
  %acc0_0 = phi x86_amx [%t2, %entry], [%new0_0, %loop]
  %acc0_1 = phi x86_amx [%t3, %entry], [%new0_1, %loop]
  %acc1_0 = phi x86_amx [%t4, %entry], [%new1_0, %loop]
  %acc1_1 = phi x86_amx [%t5, %entry], [%new1_1, %loop]
  %t7 = mul i64 %rs, 0
  %t8 = mul i64 %k, 64
  %t9 = add i64 %t7, %t8
  %t10 = getelementptr i8, ptr %r, i64 %t9
  %t11 = call x86_amx @llvm.x86.tileloadd64.internal(i16 16, i16 64, ptr %t10, i64 %rs)
  %t12 = mul i64 %rs, 16
  %t13 = mul i64 %k, 64
  %t14 = add i64 %t12, %t13
  %t15 = getelementptr i8, ptr %r, i64 %t14
  %t16 = call x86_amx @llvm.x86.tileloadd64.internal(i16 16, i16 64, ptr %t15, i64 %rs)
  %t17 = mul i64 %k, 2048
  %t18 = add i64 %t17, 0
  %t19 = getelementptr i8, ptr %p, i64 %t18
  %t20 = call x86_amx @llvm.x86.tileloadd64.internal(i16 16, i16 64, ptr %t19, i64 128)
  %t21 = mul i64 %k, 2048
  %t22 = add i64 %t21, 64
  %t23 = getelementptr i8, ptr %p, i64 %t22
  %t24 = call x86_amx @llvm.x86.tileloadd64.internal(i16 16, i16 64, ptr %t23, i64 128)
  %new0_0 = call x86_amx @llvm.x86.tdpbusd.internal(i16 16, i16 64, i16 64, x86_amx %acc0_0, x86_amx %t11, x86_amx %t20)
  %new0_1 = call x86_amx @llvm.x86.tdpbusd.internal(i16 16, i16 64, i16 64, x86_amx %acc0_1, x86_amx %t11, x86_amx %t24)
  %new1_0 = call x86_amx @llvm.x86.tdpbusd.internal(i16 16, i16 64, i16 64, x86_amx %acc1_0, x86_amx %t16, x86_amx %t20)
  %new1_1 = call x86_amx @llvm.x86.tdpbusd.internal(i16 16, i16 64, i16 64, x86_amx %acc1_1, x86_amx %t16, x86_amx %t24)
  %k1 = add nsw i64 %k, 1
  %t25 = icmp slt i64 %k1, %t1
  br i1 %t25, label %loop, label %exit, !llvm.loop !0
exit:
  %t26 = phi x86_amx [%t2, %entry], [%new0_0, %loop]
  %t27 = phi x86_amx [%t3, %entry], [%new0_1, %loop]
  %t28 = phi x86_amx [%t4, %entry], [%new1_0, %loop]
  %t29 = phi x86_amx [%t5, %entry], [%new1_1, %loop]
  %t30 = getelementptr i8, ptr %out, i64 0
  call void @llvm.x86.tilestored64.internal(i16 16, i16 64, ptr %t30, i64 128, x86_amx %t26)
  %t31 = getelementptr i8, ptr %out, i64 64
  call void @llvm.x86.tilestored64.internal(i16 16, i16 64, ptr %t31, i64 128, x86_amx %t27)
  %t32 = getelementptr i8, ptr %out, i64 2048
  call void @llvm.x86.tilestored64.internal(i16 16, i16 64, ptr %t32, i64 128, x86_amx %t28)
  %t33 = getelementptr i8, ptr %out, i64 2112
  call void @llvm.x86.tilestored64.internal(i16 16, i16 64, ptr %t33, i64 128, x86_amx %t29)
  ret void
}

define void @"jr.qgemm.amx8.l16.32x2.ru.f32.col.clamp0_6.rsc.zc.l2_1024k"(ptr noalias %buf.r, ptr noalias %buf.p, ptr noalias %buf.radd, ptr noalias %buf.cadd, ptr noalias %buf.rmul, ptr noalias %buf.cmul, ptr noalias %buf.scale, ptr noalias %buf.bias, ptr noalias %buf.rscale, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.m, i64 %size.n, i64 %size.kg, i64 %size.rs, i64 %size.ldc, i64 %size.zp, i64 %range.lo, i64 %range.hi) nounwind "no-builtins" {
entry:
  %tile = alloca [64 x <16 x i32>], align 64
  %rowbuf = alloca [32 x float], align 64
  %c13 = alloca i64
  %c103 = alloca i64
  %c156 = alloca i64
  %c209 = alloca i64
  %c262 = alloca i64
  %c315 = alloca i64
  %c368 = alloca i64
  %c421 = alloca i64
  %c474 = alloca i64
  %c527 = alloca i64
  %c580 = alloca i64
  %c633 = alloca i64
  %c686 = alloca i64
  %c739 = alloca i64
  %c792 = alloca i64
  %c845 = alloca i64
  %c898 = alloca i64
  %c951 = alloca i64
  %c1004 = alloca i64
  %c1057 = alloca i64
  %c1110 = alloca i64
  %c1163 = alloca i64
  %c1216 = alloca i64
  %c1269 = alloca i64
  %c1322 = alloca i64
  %c1375 = alloca i64
  %c1428 = alloca i64
  %c1481 = alloca i64
  %c1534 = alloca i64
  %c1587 = alloca i64
  %c1640 = alloca i64
  %c1693 = alloca i64
  %c1746 = alloca i64
  %t1 = add i64 %size.m, 31
  %t2 = sdiv i64 %t1, 32
  %t3 = add i64 %size.n, 31
  %t4 = sdiv i64 %t3, 32
  %t5 = mul i64 %t4, %t2
  %t6 = icmp slt i64 %range.hi, %t5
  %t7 = select i1 %t6, i64 %range.hi, i64 %t5
  %t8 = mul i64 %size.kg, 128
  %t9 = add i64 %size.n, 31
  %t10 = sdiv i64 %t9, 32
  %t11 = mul i64 %t8, %t10
  %t12 = icmp sle i64 %t11, 524288
  store i64 %range.lo, ptr %c13
  br label %head14
head14:
  %i17 = load i64, ptr %c13
  %t18 = icmp slt i64 %i17, %t7
  br i1 %t18, label %body15, label %done16
body15:
  %t19 = sdiv i64 %i17, %t2
  %t20 = srem i64 %i17, %t2
  %t21 = srem i64 %i17, %t10
  %t22 = select i1 %t12, i64 %t21, i64 %t19
  %t23 = sdiv i64 %i17, %t10
  %t24 = select i1 %t12, i64 %t23, i64 %t20
  %t25 = mul i64 %t24, 32
  %t26 = mul i64 %t22, 32
  %t27 = sub i64 %size.m, %t25
  %t28 = icmp slt i64 32, %t27
  %t29 = select i1 %t28, i64 32, i64 %t27
  %t30 = sub i64 %size.n, %t26
  %t31 = icmp slt i64 32, %t30
  %t32 = select i1 %t31, i64 32, i64 %t30
  %t33 = sub i64 %size.m, 32
  %t34 = icmp slt i64 %t25, %t33
  %t35 = select i1 %t34, i64 %t25, i64 %t33
  %t36 = sub i64 %t25, %t35
  %t37 = mul i64 %t35, %size.rs
  %t38 = getelementptr i8, ptr %buf.r, i64 %t37
  %t39 = mul i64 %t22, %t8
  %t40 = getelementptr i8, ptr %buf.p, i64 %t39
  call void @"jr.qgemm.amx8.l16.32x2.ru.f32.col.clamp0_6.rsc.zc.l2_1024k.mk"(ptr %t38, i64 %size.rs, i64 %t29, ptr %t40, i64 %size.kg, ptr %tile)
  %t41 = add i64 %t26, 0
  %t42 = getelementptr i32, ptr %buf.cadd, i64 %t41
  %t43 = load <16 x i32>, ptr %t42, align 4
  %t44 = add i64 %t26, 16
  %t45 = getelementptr i32, ptr %buf.cadd, i64 %t44
  %t46 = load <16 x i32>, ptr %t45, align 4
  %t47 = add i64 %t26, 0
  %t48 = getelementptr float, ptr %buf.scale, i64 %t47
  %t49 = load <16 x float>, ptr %t48, align 4
  %t50 = add i64 %t26, 16
  %t51 = getelementptr float, ptr %buf.scale, i64 %t50
  %t52 = load <16 x float>, ptr %t51, align 4
  %t53 = add i64 %t26, 0
  %t54 = getelementptr float, ptr %buf.bias, i64 %t53
  %t55 = load <16 x float>, ptr %t54, align 4
  %t56 = add i64 %t26, 16
  %t57 = getelementptr float, ptr %buf.bias, i64 %t56
  %t58 = load <16 x float>, ptr %t57, align 4
  %t59 = icmp eq i64 %t32, 32
  %t62 = icmp slt i64 0, %t29
  br i1 %t62, label %row60, label %rowdone61
row60:
  %t63 = add i64 %t25, 0
  %t64 = getelementptr float, ptr %buf.rscale, i64 %t63
  %t65 = load float, ptr %t64, align 4
  %t66 = insertelement <16 x float> poison, float %t65, i64 0
  %t67 = shufflevector <16 x float> %t66, <16 x float> poison, <16 x i32> zeroinitializer
  %t68 = mul i64 %t36, 2
  %t69 = add i64 %t68, 0
  %t70 = getelementptr <16 x i32>, ptr %tile, i64 %t69
  %t71 = load <16 x i32>, ptr %t70, align 4
  %t72 = add <16 x i32> %t71, %t43
  %t73 = fmul <16 x float> %t49, %t67
  %t74 = sitofp <16 x i32> %t72 to <16 x float>
  %t75 = fmul <16 x float> %t74, %t73
  %t76 = fadd <16 x float> %t75, %t55
  %t77 = fcmp olt <16 x float> %t76, splat (float 0x0000000000000000)
  %t78 = select <16 x i1> %t77, <16 x float> splat (float 0x0000000000000000), <16 x float> %t76
  %t79 = fcmp ogt <16 x float> %t78, splat (float 0x4018000000000000)
  %t80 = select <16 x i1> %t79, <16 x float> splat (float 0x4018000000000000), <16 x float> %t78
  %t81 = mul i64 %t36, 2
  %t82 = add i64 %t81, 1
  %t83 = getelementptr <16 x i32>, ptr %tile, i64 %t82
  %t84 = load <16 x i32>, ptr %t83, align 4
  %t85 = add <16 x i32> %t84, %t46
  %t86 = fmul <16 x float> %t52, %t67
  %t87 = sitofp <16 x i32> %t85 to <16 x float>
  %t88 = fmul <16 x float> %t87, %t86
  %t89 = fadd <16 x float> %t88, %t58
  %t90 = fcmp olt <16 x float> %t89, splat (float 0x0000000000000000)
  %t91 = select <16 x i1> %t90, <16 x float> splat (float 0x0000000000000000), <16 x float> %t89
  %t92 = fcmp ogt <16 x float> %t91, splat (float 0x4018000000000000)
  %t93 = select <16 x i1> %t92, <16 x float> splat (float 0x4018000000000000), <16 x float> %t91
  %t94 = mul i64 %t63, %size.ldc
  %t95 = add i64 %t94, %t26
  %t96 = getelementptr float, ptr %buf.c, i64 %t95
  br i1 %t59, label %whole97, label %part98
whole97:
  %t99 = getelementptr float, ptr %t96, i64 0
  store <16 x float> %t80, ptr %t99, align 4
  %t100 = getelementptr float, ptr %t96, i64 16
  store <16 x float> %t93, ptr %t100, align 4
  br label %rowdone61
part98:
  %t101 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t80, ptr %t101, align 4
  %t102 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t93, ptr %t102, align 4
  store i64 0, ptr %c103
  br label %head104
head104:
  %i107 = load i64, ptr %c103
  %t108 = icmp slt i64 %i107, %t32
  br i1 %t108, label %body105, label %done106
body105:
  %t109 = getelementptr float, ptr %rowbuf, i64 %i107
  %t110 = load float, ptr %t109, align 4
  %t111 = getelementptr float, ptr %t96, i64 %i107
  store float %t110, ptr %t111, align 4
  %t112 = add nsw i64 %i107, 1
  store i64 %t112, ptr %c103
  br label %head104
done106:
  br label %rowdone61
rowdone61:
  %t115 = icmp slt i64 1, %t29
  br i1 %t115, label %row113, label %rowdone114
row113:
  %t116 = add i64 %t25, 1
  %t117 = getelementptr float, ptr %buf.rscale, i64 %t116
  %t118 = load float, ptr %t117, align 4
  %t119 = insertelement <16 x float> poison, float %t118, i64 0
  %t120 = shufflevector <16 x float> %t119, <16 x float> poison, <16 x i32> zeroinitializer
  %t121 = mul i64 %t36, 2
  %t122 = add i64 %t121, 2
  %t123 = getelementptr <16 x i32>, ptr %tile, i64 %t122
  %t124 = load <16 x i32>, ptr %t123, align 4
  %t125 = add <16 x i32> %t124, %t43
  %t126 = fmul <16 x float> %t49, %t120
  %t127 = sitofp <16 x i32> %t125 to <16 x float>
  %t128 = fmul <16 x float> %t127, %t126
  %t129 = fadd <16 x float> %t128, %t55
  %t130 = fcmp olt <16 x float> %t129, splat (float 0x0000000000000000)
  %t131 = select <16 x i1> %t130, <16 x float> splat (float 0x0000000000000000), <16 x float> %t129
  %t132 = fcmp ogt <16 x float> %t131, splat (float 0x4018000000000000)
  %t133 = select <16 x i1> %t132, <16 x float> splat (float 0x4018000000000000), <16 x float> %t131
  %t134 = mul i64 %t36, 2
  %t135 = add i64 %t134, 3
  %t136 = getelementptr <16 x i32>, ptr %tile, i64 %t135
  %t137 = load <16 x i32>, ptr %t136, align 4
  %t138 = add <16 x i32> %t137, %t46
  %t139 = fmul <16 x float> %t52, %t120
  %t140 = sitofp <16 x i32> %t138 to <16 x float>
  %t141 = fmul <16 x float> %t140, %t139
  %t142 = fadd <16 x float> %t141, %t58
  %t143 = fcmp olt <16 x float> %t142, splat (float 0x0000000000000000)
  %t144 = select <16 x i1> %t143, <16 x float> splat (float 0x0000000000000000), <16 x float> %t142
  %t145 = fcmp ogt <16 x float> %t144, splat (float 0x4018000000000000)
  %t146 = select <16 x i1> %t145, <16 x float> splat (float 0x4018000000000000), <16 x float> %t144
  %t147 = mul i64 %t116, %size.ldc
  %t148 = add i64 %t147, %t26
  %t149 = getelementptr float, ptr %buf.c, i64 %t148
  br i1 %t59, label %whole150, label %part151
whole150:
  %t152 = getelementptr float, ptr %t149, i64 0
  store <16 x float> %t133, ptr %t152, align 4
  %t153 = getelementptr float, ptr %t149, i64 16
  store <16 x float> %t146, ptr %t153, align 4
  br label %rowdone114
part151:
  %t154 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t133, ptr %t154, align 4
  %t155 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t146, ptr %t155, align 4
  store i64 0, ptr %c156
  br label %head157
head157:
  %i160 = load i64, ptr %c156
  %t161 = icmp slt i64 %i160, %t32
  br i1 %t161, label %body158, label %done159
body158:
  %t162 = getelementptr float, ptr %rowbuf, i64 %i160
  %t163 = load float, ptr %t162, align 4
  %t164 = getelementptr float, ptr %t149, i64 %i160
  store float %t163, ptr %t164, align 4
  %t165 = add nsw i64 %i160, 1
  store i64 %t165, ptr %c156
  br label %head157
done159:
  br label %rowdone114
rowdone114:
  %t168 = icmp slt i64 2, %t29
  br i1 %t168, label %row166, label %rowdone167
row166:
  %t169 = add i64 %t25, 2
  %t170 = getelementptr float, ptr %buf.rscale, i64 %t169
  %t171 = load float, ptr %t170, align 4
  %t172 = insertelement <16 x float> poison, float %t171, i64 0
  %t173 = shufflevector <16 x float> %t172, <16 x float> poison, <16 x i32> zeroinitializer
  %t174 = mul i64 %t36, 2
  %t175 = add i64 %t174, 4
  %t176 = getelementptr <16 x i32>, ptr %tile, i64 %t175
  %t177 = load <16 x i32>, ptr %t176, align 4
  %t178 = add <16 x i32> %t177, %t43
  %t179 = fmul <16 x float> %t49, %t173
  %t180 = sitofp <16 x i32> %t178 to <16 x float>
  %t181 = fmul <16 x float> %t180, %t179
  %t182 = fadd <16 x float> %t181, %t55
  %t183 = fcmp olt <16 x float> %t182, splat (float 0x0000000000000000)
  %t184 = select <16 x i1> %t183, <16 x float> splat (float 0x0000000000000000), <16 x float> %t182
  %t185 = fcmp ogt <16 x float> %t184, splat (float 0x4018000000000000)
  %t186 = select <16 x i1> %t185, <16 x float> splat (float 0x4018000000000000), <16 x float> %t184
  %t187 = mul i64 %t36, 2
  %t188 = add i64 %t187, 5
  %t189 = getelementptr <16 x i32>, ptr %tile, i64 %t188
  %t190 = load <16 x i32>, ptr %t189, align 4
  %t191 = add <16 x i32> %t190, %t46
  %t192 = fmul <16 x float> %t52, %t173
  %t193 = sitofp <16 x i32> %t191 to <16 x float>
  %t194 = fmul <16 x float> %t193, %t192
  %t195 = fadd <16 x float> %t194, %t58
  %t196 = fcmp olt <16 x float> %t195, splat (float 0x0000000000000000)
  %t197 = select <16 x i1> %t196, <16 x float> splat (float 0x0000000000000000), <16 x float> %t195
  %t198 = fcmp ogt <16 x float> %t197, splat (float 0x4018000000000000)
  %t199 = select <16 x i1> %t198, <16 x float> splat (float 0x4018000000000000), <16 x float> %t197
  %t200 = mul i64 %t169, %size.ldc
  %t201 = add i64 %t200, %t26
  %t202 = getelementptr float, ptr %buf.c, i64 %t201
  br i1 %t59, label %whole203, label %part204
whole203:
  %t205 = getelementptr float, ptr %t202, i64 0
  store <16 x float> %t186, ptr %t205, align 4
  %t206 = getelementptr float, ptr %t202, i64 16
  store <16 x float> %t199, ptr %t206, align 4
  br label %rowdone167
part204:
  %t207 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t186, ptr %t207, align 4
  %t208 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t199, ptr %t208, align 4
  store i64 0, ptr %c209
  br label %head210
head210:
  %i213 = load i64, ptr %c209
  %t214 = icmp slt i64 %i213, %t32
  br i1 %t214, label %body211, label %done212
body211:
  %t215 = getelementptr float, ptr %rowbuf, i64 %i213
  %t216 = load float, ptr %t215, align 4
  %t217 = getelementptr float, ptr %t202, i64 %i213
  store float %t216, ptr %t217, align 4
  %t218 = add nsw i64 %i213, 1
  store i64 %t218, ptr %c209
  br label %head210
done212:
  br label %rowdone167
rowdone167:
  %t221 = icmp slt i64 3, %t29
  br i1 %t221, label %row219, label %rowdone220
row219:
  %t222 = add i64 %t25, 3
  %t223 = getelementptr float, ptr %buf.rscale, i64 %t222
  %t224 = load float, ptr %t223, align 4
  %t225 = insertelement <16 x float> poison, float %t224, i64 0
  %t226 = shufflevector <16 x float> %t225, <16 x float> poison, <16 x i32> zeroinitializer
  %t227 = mul i64 %t36, 2
  %t228 = add i64 %t227, 6
  %t229 = getelementptr <16 x i32>, ptr %tile, i64 %t228
  %t230 = load <16 x i32>, ptr %t229, align 4
  %t231 = add <16 x i32> %t230, %t43
  %t232 = fmul <16 x float> %t49, %t226
  %t233 = sitofp <16 x i32> %t231 to <16 x float>
  %t234 = fmul <16 x float> %t233, %t232
  %t235 = fadd <16 x float> %t234, %t55
  %t236 = fcmp olt <16 x float> %t235, splat (float 0x0000000000000000)
  %t237 = select <16 x i1> %t236, <16 x float> splat (float 0x0000000000000000), <16 x float> %t235
  %t238 = fcmp ogt <16 x float> %t237, splat (float 0x4018000000000000)
  %t239 = select <16 x i1> %t238, <16 x float> splat (float 0x4018000000000000), <16 x float> %t237
  %t240 = mul i64 %t36, 2
  %t241 = add i64 %t240, 7
  %t242 = getelementptr <16 x i32>, ptr %tile, i64 %t241
  %t243 = load <16 x i32>, ptr %t242, align 4
  %t244 = add <16 x i32> %t243, %t46
  %t245 = fmul <16 x float> %t52, %t226
  %t246 = sitofp <16 x i32> %t244 to <16 x float>
  %t247 = fmul <16 x float> %t246, %t245
  %t248 = fadd <16 x float> %t247, %t58
  %t249 = fcmp olt <16 x float> %t248, splat (float 0x0000000000000000)
  %t250 = select <16 x i1> %t249, <16 x float> splat (float 0x0000000000000000), <16 x float> %t248
  %t251 = fcmp ogt <16 x float> %t250, splat (float 0x4018000000000000)
  %t252 = select <16 x i1> %t251, <16 x float> splat (float 0x4018000000000000), <16 x float> %t250
  %t253 = mul i64 %t222, %size.ldc
  %t254 = add i64 %t253, %t26
  %t255 = getelementptr float, ptr %buf.c, i64 %t254
  br i1 %t59, label %whole256, label %part257
whole256:
  %t258 = getelementptr float, ptr %t255, i64 0
  store <16 x float> %t239, ptr %t258, align 4
  %t259 = getelementptr float, ptr %t255, i64 16
  store <16 x float> %t252, ptr %t259, align 4
  br label %rowdone220
part257:
  %t260 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t239, ptr %t260, align 4
  %t261 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t252, ptr %t261, align 4
  store i64 0, ptr %c262
  br label %head263
head263:
  %i266 = load i64, ptr %c262
  %t267 = icmp slt i64 %i266, %t32
  br i1 %t267, label %body264, label %done265
body264:
  %t268 = getelementptr float, ptr %rowbuf, i64 %i266
  %t269 = load float, ptr %t268, align 4
  %t270 = getelementptr float, ptr %t255, i64 %i266
  store float %t269, ptr %t270, align 4
  %t271 = add nsw i64 %i266, 1
  store i64 %t271, ptr %c262
  br label %head263
done265:
  br label %rowdone220
rowdone220:
  %t274 = icmp slt i64 4, %t29
  br i1 %t274, label %row272, label %rowdone273
row272:
  %t275 = add i64 %t25, 4
  %t276 = getelementptr float, ptr %buf.rscale, i64 %t275
  %t277 = load float, ptr %t276, align 4
  %t278 = insertelement <16 x float> poison, float %t277, i64 0
  %t279 = shufflevector <16 x float> %t278, <16 x float> poison, <16 x i32> zeroinitializer
  %t280 = mul i64 %t36, 2
  %t281 = add i64 %t280, 8
  %t282 = getelementptr <16 x i32>, ptr %tile, i64 %t281
  %t283 = load <16 x i32>, ptr %t282, align 4
  %t284 = add <16 x i32> %t283, %t43
  %t285 = fmul <16 x float> %t49, %t279
  %t286 = sitofp <16 x i32> %t284 to <16 x float>
  %t287 = fmul <16 x float> %t286, %t285
  %t288 = fadd <16 x float> %t287, %t55
  %t289 = fcmp olt <16 x float> %t288, splat (float 0x0000000000000000)
  %t290 = select <16 x i1> %t289, <16 x float> splat (float 0x0000000000000000), <16 x float> %t288
  %t291 = fcmp ogt <16 x float> %t290, splat (float 0x4018000000000000)
  %t292 = select <16 x i1> %t291, <16 x float> splat (float 0x4018000000000000), <16 x float> %t290
  %t293 = mul i64 %t36, 2
  %t294 = add i64 %t293, 9
  %t295 = getelementptr <16 x i32>, ptr %tile, i64 %t294
  %t296 = load <16 x i32>, ptr %t295, align 4
  %t297 = add <16 x i32> %t296, %t46
  %t298 = fmul <16 x float> %t52, %t279
  %t299 = sitofp <16 x i32> %t297 to <16 x float>
  %t300 = fmul <16 x float> %t299, %t298
  %t301 = fadd <16 x float> %t300, %t58
  %t302 = fcmp olt <16 x float> %t301, splat (float 0x0000000000000000)
  %t303 = select <16 x i1> %t302, <16 x float> splat (float 0x0000000000000000), <16 x float> %t301
  %t304 = fcmp ogt <16 x float> %t303, splat (float 0x4018000000000000)
  %t305 = select <16 x i1> %t304, <16 x float> splat (float 0x4018000000000000), <16 x float> %t303
  %t306 = mul i64 %t275, %size.ldc
  %t307 = add i64 %t306, %t26
  %t308 = getelementptr float, ptr %buf.c, i64 %t307
  br i1 %t59, label %whole309, label %part310
whole309:
  %t311 = getelementptr float, ptr %t308, i64 0
  store <16 x float> %t292, ptr %t311, align 4
  %t312 = getelementptr float, ptr %t308, i64 16
  store <16 x float> %t305, ptr %t312, align 4
  br label %rowdone273
part310:
  %t313 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t292, ptr %t313, align 4
  %t314 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t305, ptr %t314, align 4
  store i64 0, ptr %c315
  br label %head316
head316:
  %i319 = load i64, ptr %c315
  %t320 = icmp slt i64 %i319, %t32
  br i1 %t320, label %body317, label %done318
body317:
  %t321 = getelementptr float, ptr %rowbuf, i64 %i319
  %t322 = load float, ptr %t321, align 4
  %t323 = getelementptr float, ptr %t308, i64 %i319
  store float %t322, ptr %t323, align 4
  %t324 = add nsw i64 %i319, 1
  store i64 %t324, ptr %c315
  br label %head316
done318:
  br label %rowdone273
rowdone273:
  %t327 = icmp slt i64 5, %t29
  br i1 %t327, label %row325, label %rowdone326
row325:
  %t328 = add i64 %t25, 5
  %t329 = getelementptr float, ptr %buf.rscale, i64 %t328
  %t330 = load float, ptr %t329, align 4
  %t331 = insertelement <16 x float> poison, float %t330, i64 0
  %t332 = shufflevector <16 x float> %t331, <16 x float> poison, <16 x i32> zeroinitializer
  %t333 = mul i64 %t36, 2
  %t334 = add i64 %t333, 10
  %t335 = getelementptr <16 x i32>, ptr %tile, i64 %t334
  %t336 = load <16 x i32>, ptr %t335, align 4
  %t337 = add <16 x i32> %t336, %t43
  %t338 = fmul <16 x float> %t49, %t332
  %t339 = sitofp <16 x i32> %t337 to <16 x float>
  %t340 = fmul <16 x float> %t339, %t338
  %t341 = fadd <16 x float> %t340, %t55
  %t342 = fcmp olt <16 x float> %t341, splat (float 0x0000000000000000)
  %t343 = select <16 x i1> %t342, <16 x float> splat (float 0x0000000000000000), <16 x float> %t341
  %t344 = fcmp ogt <16 x float> %t343, splat (float 0x4018000000000000)
  %t345 = select <16 x i1> %t344, <16 x float> splat (float 0x4018000000000000), <16 x float> %t343
  %t346 = mul i64 %t36, 2
  %t347 = add i64 %t346, 11
  %t348 = getelementptr <16 x i32>, ptr %tile, i64 %t347
  %t349 = load <16 x i32>, ptr %t348, align 4
  %t350 = add <16 x i32> %t349, %t46
  %t351 = fmul <16 x float> %t52, %t332
  %t352 = sitofp <16 x i32> %t350 to <16 x float>
  %t353 = fmul <16 x float> %t352, %t351
  %t354 = fadd <16 x float> %t353, %t58
  %t355 = fcmp olt <16 x float> %t354, splat (float 0x0000000000000000)
  %t356 = select <16 x i1> %t355, <16 x float> splat (float 0x0000000000000000), <16 x float> %t354
  %t357 = fcmp ogt <16 x float> %t356, splat (float 0x4018000000000000)
  %t358 = select <16 x i1> %t357, <16 x float> splat (float 0x4018000000000000), <16 x float> %t356
  %t359 = mul i64 %t328, %size.ldc
  %t360 = add i64 %t359, %t26
  %t361 = getelementptr float, ptr %buf.c, i64 %t360
  br i1 %t59, label %whole362, label %part363
whole362:
  %t364 = getelementptr float, ptr %t361, i64 0
  store <16 x float> %t345, ptr %t364, align 4
  %t365 = getelementptr float, ptr %t361, i64 16
  store <16 x float> %t358, ptr %t365, align 4
  br label %rowdone326
part363:
  %t366 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t345, ptr %t366, align 4
  %t367 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t358, ptr %t367, align 4
  store i64 0, ptr %c368
  br label %head369
head369:
  %i372 = load i64, ptr %c368
  %t373 = icmp slt i64 %i372, %t32
  br i1 %t373, label %body370, label %done371
body370:
  %t374 = getelementptr float, ptr %rowbuf, i64 %i372
  %t375 = load float, ptr %t374, align 4
  %t376 = getelementptr float, ptr %t361, i64 %i372
  store float %t375, ptr %t376, align 4
  %t377 = add nsw i64 %i372, 1
  store i64 %t377, ptr %c368
  br label %head369
done371:
  br label %rowdone326
rowdone326:
  %t380 = icmp slt i64 6, %t29
  br i1 %t380, label %row378, label %rowdone379
row378:
  %t381 = add i64 %t25, 6
  %t382 = getelementptr float, ptr %buf.rscale, i64 %t381
  %t383 = load float, ptr %t382, align 4
  %t384 = insertelement <16 x float> poison, float %t383, i64 0
  %t385 = shufflevector <16 x float> %t384, <16 x float> poison, <16 x i32> zeroinitializer
  %t386 = mul i64 %t36, 2
  %t387 = add i64 %t386, 12
  %t388 = getelementptr <16 x i32>, ptr %tile, i64 %t387
  %t389 = load <16 x i32>, ptr %t388, align 4
  %t390 = add <16 x i32> %t389, %t43
  %t391 = fmul <16 x float> %t49, %t385
  %t392 = sitofp <16 x i32> %t390 to <16 x float>
  %t393 = fmul <16 x float> %t392, %t391
  %t394 = fadd <16 x float> %t393, %t55
  %t395 = fcmp olt <16 x float> %t394, splat (float 0x0000000000000000)
  %t396 = select <16 x i1> %t395, <16 x float> splat (float 0x0000000000000000), <16 x float> %t394
  %t397 = fcmp ogt <16 x float> %t396, splat (float 0x4018000000000000)
  %t398 = select <16 x i1> %t397, <16 x float> splat (float 0x4018000000000000), <16 x float> %t396
  %t399 = mul i64 %t36, 2
  %t400 = add i64 %t399, 13
  %t401 = getelementptr <16 x i32>, ptr %tile, i64 %t400
  %t402 = load <16 x i32>, ptr %t401, align 4
  %t403 = add <16 x i32> %t402, %t46
  %t404 = fmul <16 x float> %t52, %t385
  %t405 = sitofp <16 x i32> %t403 to <16 x float>
  %t406 = fmul <16 x float> %t405, %t404
  %t407 = fadd <16 x float> %t406, %t58
  %t408 = fcmp olt <16 x float> %t407, splat (float 0x0000000000000000)
  %t409 = select <16 x i1> %t408, <16 x float> splat (float 0x0000000000000000), <16 x float> %t407
  %t410 = fcmp ogt <16 x float> %t409, splat (float 0x4018000000000000)
  %t411 = select <16 x i1> %t410, <16 x float> splat (float 0x4018000000000000), <16 x float> %t409
  %t412 = mul i64 %t381, %size.ldc
  %t413 = add i64 %t412, %t26
  %t414 = getelementptr float, ptr %buf.c, i64 %t413
  br i1 %t59, label %whole415, label %part416
whole415:
  %t417 = getelementptr float, ptr %t414, i64 0
  store <16 x float> %t398, ptr %t417, align 4
  %t418 = getelementptr float, ptr %t414, i64 16
  store <16 x float> %t411, ptr %t418, align 4
  br label %rowdone379
part416:
  %t419 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t398, ptr %t419, align 4
  %t420 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t411, ptr %t420, align 4
  store i64 0, ptr %c421
  br label %head422
head422:
  %i425 = load i64, ptr %c421
  %t426 = icmp slt i64 %i425, %t32
  br i1 %t426, label %body423, label %done424
body423:
  %t427 = getelementptr float, ptr %rowbuf, i64 %i425
  %t428 = load float, ptr %t427, align 4
  %t429 = getelementptr float, ptr %t414, i64 %i425
  store float %t428, ptr %t429, align 4
  %t430 = add nsw i64 %i425, 1
  store i64 %t430, ptr %c421
  br label %head422
done424:
  br label %rowdone379
rowdone379:
  %t433 = icmp slt i64 7, %t29
  br i1 %t433, label %row431, label %rowdone432
row431:
  %t434 = add i64 %t25, 7
  %t435 = getelementptr float, ptr %buf.rscale, i64 %t434
  %t436 = load float, ptr %t435, align 4
  %t437 = insertelement <16 x float> poison, float %t436, i64 0
  %t438 = shufflevector <16 x float> %t437, <16 x float> poison, <16 x i32> zeroinitializer
  %t439 = mul i64 %t36, 2
  %t440 = add i64 %t439, 14
  %t441 = getelementptr <16 x i32>, ptr %tile, i64 %t440
  %t442 = load <16 x i32>, ptr %t441, align 4
  %t443 = add <16 x i32> %t442, %t43
  %t444 = fmul <16 x float> %t49, %t438
  %t445 = sitofp <16 x i32> %t443 to <16 x float>
  %t446 = fmul <16 x float> %t445, %t444
  %t447 = fadd <16 x float> %t446, %t55
  %t448 = fcmp olt <16 x float> %t447, splat (float 0x0000000000000000)
  %t449 = select <16 x i1> %t448, <16 x float> splat (float 0x0000000000000000), <16 x float> %t447
  %t450 = fcmp ogt <16 x float> %t449, splat (float 0x4018000000000000)
  %t451 = select <16 x i1> %t450, <16 x float> splat (float 0x4018000000000000), <16 x float> %t449
  %t452 = mul i64 %t36, 2
  %t453 = add i64 %t452, 15
  %t454 = getelementptr <16 x i32>, ptr %tile, i64 %t453
  %t455 = load <16 x i32>, ptr %t454, align 4
  %t456 = add <16 x i32> %t455, %t46
  %t457 = fmul <16 x float> %t52, %t438
  %t458 = sitofp <16 x i32> %t456 to <16 x float>
  %t459 = fmul <16 x float> %t458, %t457
  %t460 = fadd <16 x float> %t459, %t58
  %t461 = fcmp olt <16 x float> %t460, splat (float 0x0000000000000000)
  %t462 = select <16 x i1> %t461, <16 x float> splat (float 0x0000000000000000), <16 x float> %t460
  %t463 = fcmp ogt <16 x float> %t462, splat (float 0x4018000000000000)
  %t464 = select <16 x i1> %t463, <16 x float> splat (float 0x4018000000000000), <16 x float> %t462
  %t465 = mul i64 %t434, %size.ldc
  %t466 = add i64 %t465, %t26
  %t467 = getelementptr float, ptr %buf.c, i64 %t466
  br i1 %t59, label %whole468, label %part469
whole468:
  %t470 = getelementptr float, ptr %t467, i64 0
  store <16 x float> %t451, ptr %t470, align 4
  %t471 = getelementptr float, ptr %t467, i64 16
  store <16 x float> %t464, ptr %t471, align 4
  br label %rowdone432
part469:
  %t472 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t451, ptr %t472, align 4
  %t473 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t464, ptr %t473, align 4
  store i64 0, ptr %c474
  br label %head475
head475:
  %i478 = load i64, ptr %c474
  %t479 = icmp slt i64 %i478, %t32
  br i1 %t479, label %body476, label %done477
body476:
  %t480 = getelementptr float, ptr %rowbuf, i64 %i478
  %t481 = load float, ptr %t480, align 4
  %t482 = getelementptr float, ptr %t467, i64 %i478
  store float %t481, ptr %t482, align 4
  %t483 = add nsw i64 %i478, 1
  store i64 %t483, ptr %c474
  br label %head475
done477:
  br label %rowdone432
rowdone432:
  %t486 = icmp slt i64 8, %t29
  br i1 %t486, label %row484, label %rowdone485
row484:
  %t487 = add i64 %t25, 8
  %t488 = getelementptr float, ptr %buf.rscale, i64 %t487
  %t489 = load float, ptr %t488, align 4
  %t490 = insertelement <16 x float> poison, float %t489, i64 0
  %t491 = shufflevector <16 x float> %t490, <16 x float> poison, <16 x i32> zeroinitializer
  %t492 = mul i64 %t36, 2
  %t493 = add i64 %t492, 16
  %t494 = getelementptr <16 x i32>, ptr %tile, i64 %t493
  %t495 = load <16 x i32>, ptr %t494, align 4
  %t496 = add <16 x i32> %t495, %t43
  %t497 = fmul <16 x float> %t49, %t491
  %t498 = sitofp <16 x i32> %t496 to <16 x float>
  %t499 = fmul <16 x float> %t498, %t497
  %t500 = fadd <16 x float> %t499, %t55
  %t501 = fcmp olt <16 x float> %t500, splat (float 0x0000000000000000)
  %t502 = select <16 x i1> %t501, <16 x float> splat (float 0x0000000000000000), <16 x float> %t500
  %t503 = fcmp ogt <16 x float> %t502, splat (float 0x4018000000000000)
  %t504 = select <16 x i1> %t503, <16 x float> splat (float 0x4018000000000000), <16 x float> %t502
  %t505 = mul i64 %t36, 2
  %t506 = add i64 %t505, 17
  %t507 = getelementptr <16 x i32>, ptr %tile, i64 %t506
  %t508 = load <16 x i32>, ptr %t507, align 4
  %t509 = add <16 x i32> %t508, %t46
  %t510 = fmul <16 x float> %t52, %t491
  %t511 = sitofp <16 x i32> %t509 to <16 x float>
  %t512 = fmul <16 x float> %t511, %t510
  %t513 = fadd <16 x float> %t512, %t58
  %t514 = fcmp olt <16 x float> %t513, splat (float 0x0000000000000000)
  %t515 = select <16 x i1> %t514, <16 x float> splat (float 0x0000000000000000), <16 x float> %t513
  %t516 = fcmp ogt <16 x float> %t515, splat (float 0x4018000000000000)
  %t517 = select <16 x i1> %t516, <16 x float> splat (float 0x4018000000000000), <16 x float> %t515
  %t518 = mul i64 %t487, %size.ldc
  %t519 = add i64 %t518, %t26
  %t520 = getelementptr float, ptr %buf.c, i64 %t519
  br i1 %t59, label %whole521, label %part522
whole521:
  %t523 = getelementptr float, ptr %t520, i64 0
  store <16 x float> %t504, ptr %t523, align 4
  %t524 = getelementptr float, ptr %t520, i64 16
  store <16 x float> %t517, ptr %t524, align 4
  br label %rowdone485
part522:
  %t525 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t504, ptr %t525, align 4
  %t526 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t517, ptr %t526, align 4
  store i64 0, ptr %c527
  br label %head528
head528:
  %i531 = load i64, ptr %c527
  %t532 = icmp slt i64 %i531, %t32
  br i1 %t532, label %body529, label %done530
body529:
  %t533 = getelementptr float, ptr %rowbuf, i64 %i531
  %t534 = load float, ptr %t533, align 4
  %t535 = getelementptr float, ptr %t520, i64 %i531
  store float %t534, ptr %t535, align 4
  %t536 = add nsw i64 %i531, 1
  store i64 %t536, ptr %c527
  br label %head528
done530:
  br label %rowdone485
rowdone485:
  %t539 = icmp slt i64 9, %t29
  br i1 %t539, label %row537, label %rowdone538
row537:
  %t540 = add i64 %t25, 9
  %t541 = getelementptr float, ptr %buf.rscale, i64 %t540
  %t542 = load float, ptr %t541, align 4
  %t543 = insertelement <16 x float> poison, float %t542, i64 0
  %t544 = shufflevector <16 x float> %t543, <16 x float> poison, <16 x i32> zeroinitializer
  %t545 = mul i64 %t36, 2
  %t546 = add i64 %t545, 18
  %t547 = getelementptr <16 x i32>, ptr %tile, i64 %t546
  %t548 = load <16 x i32>, ptr %t547, align 4
  %t549 = add <16 x i32> %t548, %t43
  %t550 = fmul <16 x float> %t49, %t544
  %t551 = sitofp <16 x i32> %t549 to <16 x float>
  %t552 = fmul <16 x float> %t551, %t550
  %t553 = fadd <16 x float> %t552, %t55
  %t554 = fcmp olt <16 x float> %t553, splat (float 0x0000000000000000)
  %t555 = select <16 x i1> %t554, <16 x float> splat (float 0x0000000000000000), <16 x float> %t553
  %t556 = fcmp ogt <16 x float> %t555, splat (float 0x4018000000000000)
  %t557 = select <16 x i1> %t556, <16 x float> splat (float 0x4018000000000000), <16 x float> %t555
  %t558 = mul i64 %t36, 2
  %t559 = add i64 %t558, 19
  %t560 = getelementptr <16 x i32>, ptr %tile, i64 %t559
  %t561 = load <16 x i32>, ptr %t560, align 4
  %t562 = add <16 x i32> %t561, %t46
  %t563 = fmul <16 x float> %t52, %t544
  %t564 = sitofp <16 x i32> %t562 to <16 x float>
  %t565 = fmul <16 x float> %t564, %t563
  %t566 = fadd <16 x float> %t565, %t58
  %t567 = fcmp olt <16 x float> %t566, splat (float 0x0000000000000000)
  %t568 = select <16 x i1> %t567, <16 x float> splat (float 0x0000000000000000), <16 x float> %t566
  %t569 = fcmp ogt <16 x float> %t568, splat (float 0x4018000000000000)
  %t570 = select <16 x i1> %t569, <16 x float> splat (float 0x4018000000000000), <16 x float> %t568
  %t571 = mul i64 %t540, %size.ldc
  %t572 = add i64 %t571, %t26
  %t573 = getelementptr float, ptr %buf.c, i64 %t572
  br i1 %t59, label %whole574, label %part575
whole574:
  %t576 = getelementptr float, ptr %t573, i64 0
  store <16 x float> %t557, ptr %t576, align 4
  %t577 = getelementptr float, ptr %t573, i64 16
  store <16 x float> %t570, ptr %t577, align 4
  br label %rowdone538
part575:
  %t578 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t557, ptr %t578, align 4
  %t579 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t570, ptr %t579, align 4
  store i64 0, ptr %c580
  br label %head581
head581:
  %i584 = load i64, ptr %c580
  %t585 = icmp slt i64 %i584, %t32
  br i1 %t585, label %body582, label %done583
body582:
  %t586 = getelementptr float, ptr %rowbuf, i64 %i584
  %t587 = load float, ptr %t586, align 4
  %t588 = getelementptr float, ptr %t573, i64 %i584
  store float %t587, ptr %t588, align 4
  %t589 = add nsw i64 %i584, 1
  store i64 %t589, ptr %c580
  br label %head581
done583:
  br label %rowdone538
rowdone538:
  %t592 = icmp slt i64 10, %t29
  br i1 %t592, label %row590, label %rowdone591
row590:
  %t593 = add i64 %t25, 10
  %t594 = getelementptr float, ptr %buf.rscale, i64 %t593
  %t595 = load float, ptr %t594, align 4
  %t596 = insertelement <16 x float> poison, float %t595, i64 0
  %t597 = shufflevector <16 x float> %t596, <16 x float> poison, <16 x i32> zeroinitializer
  %t598 = mul i64 %t36, 2
  %t599 = add i64 %t598, 20
  %t600 = getelementptr <16 x i32>, ptr %tile, i64 %t599
  %t601 = load <16 x i32>, ptr %t600, align 4
  %t602 = add <16 x i32> %t601, %t43
  %t603 = fmul <16 x float> %t49, %t597
  %t604 = sitofp <16 x i32> %t602 to <16 x float>
  %t605 = fmul <16 x float> %t604, %t603
  %t606 = fadd <16 x float> %t605, %t55
  %t607 = fcmp olt <16 x float> %t606, splat (float 0x0000000000000000)
  %t608 = select <16 x i1> %t607, <16 x float> splat (float 0x0000000000000000), <16 x float> %t606
  %t609 = fcmp ogt <16 x float> %t608, splat (float 0x4018000000000000)
  %t610 = select <16 x i1> %t609, <16 x float> splat (float 0x4018000000000000), <16 x float> %t608
  %t611 = mul i64 %t36, 2
  %t612 = add i64 %t611, 21
  %t613 = getelementptr <16 x i32>, ptr %tile, i64 %t612
  %t614 = load <16 x i32>, ptr %t613, align 4
  %t615 = add <16 x i32> %t614, %t46
  %t616 = fmul <16 x float> %t52, %t597
  %t617 = sitofp <16 x i32> %t615 to <16 x float>
  %t618 = fmul <16 x float> %t617, %t616
  %t619 = fadd <16 x float> %t618, %t58
  %t620 = fcmp olt <16 x float> %t619, splat (float 0x0000000000000000)
  %t621 = select <16 x i1> %t620, <16 x float> splat (float 0x0000000000000000), <16 x float> %t619
  %t622 = fcmp ogt <16 x float> %t621, splat (float 0x4018000000000000)
  %t623 = select <16 x i1> %t622, <16 x float> splat (float 0x4018000000000000), <16 x float> %t621
  %t624 = mul i64 %t593, %size.ldc
  %t625 = add i64 %t624, %t26
  %t626 = getelementptr float, ptr %buf.c, i64 %t625
  br i1 %t59, label %whole627, label %part628
whole627:
  %t629 = getelementptr float, ptr %t626, i64 0
  store <16 x float> %t610, ptr %t629, align 4
  %t630 = getelementptr float, ptr %t626, i64 16
  store <16 x float> %t623, ptr %t630, align 4
  br label %rowdone591
part628:
  %t631 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t610, ptr %t631, align 4
  %t632 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t623, ptr %t632, align 4
  store i64 0, ptr %c633
  br label %head634
head634:
  %i637 = load i64, ptr %c633
  %t638 = icmp slt i64 %i637, %t32
  br i1 %t638, label %body635, label %done636
body635:
  %t639 = getelementptr float, ptr %rowbuf, i64 %i637
  %t640 = load float, ptr %t639, align 4
  %t641 = getelementptr float, ptr %t626, i64 %i637
  store float %t640, ptr %t641, align 4
  %t642 = add nsw i64 %i637, 1
  store i64 %t642, ptr %c633
  br label %head634
done636:
  br label %rowdone591
rowdone591:
  %t645 = icmp slt i64 11, %t29
  br i1 %t645, label %row643, label %rowdone644
row643:
  %t646 = add i64 %t25, 11
  %t647 = getelementptr float, ptr %buf.rscale, i64 %t646
  %t648 = load float, ptr %t647, align 4
  %t649 = insertelement <16 x float> poison, float %t648, i64 0
  %t650 = shufflevector <16 x float> %t649, <16 x float> poison, <16 x i32> zeroinitializer
  %t651 = mul i64 %t36, 2
  %t652 = add i64 %t651, 22
  %t653 = getelementptr <16 x i32>, ptr %tile, i64 %t652
  %t654 = load <16 x i32>, ptr %t653, align 4
  %t655 = add <16 x i32> %t654, %t43
  %t656 = fmul <16 x float> %t49, %t650
  %t657 = sitofp <16 x i32> %t655 to <16 x float>
  %t658 = fmul <16 x float> %t657, %t656
  %t659 = fadd <16 x float> %t658, %t55
  %t660 = fcmp olt <16 x float> %t659, splat (float 0x0000000000000000)
  %t661 = select <16 x i1> %t660, <16 x float> splat (float 0x0000000000000000), <16 x float> %t659
  %t662 = fcmp ogt <16 x float> %t661, splat (float 0x4018000000000000)
  %t663 = select <16 x i1> %t662, <16 x float> splat (float 0x4018000000000000), <16 x float> %t661
  %t664 = mul i64 %t36, 2
  %t665 = add i64 %t664, 23
  %t666 = getelementptr <16 x i32>, ptr %tile, i64 %t665
  %t667 = load <16 x i32>, ptr %t666, align 4
  %t668 = add <16 x i32> %t667, %t46
  %t669 = fmul <16 x float> %t52, %t650
  %t670 = sitofp <16 x i32> %t668 to <16 x float>
  %t671 = fmul <16 x float> %t670, %t669
  %t672 = fadd <16 x float> %t671, %t58
  %t673 = fcmp olt <16 x float> %t672, splat (float 0x0000000000000000)
  %t674 = select <16 x i1> %t673, <16 x float> splat (float 0x0000000000000000), <16 x float> %t672
  %t675 = fcmp ogt <16 x float> %t674, splat (float 0x4018000000000000)
  %t676 = select <16 x i1> %t675, <16 x float> splat (float 0x4018000000000000), <16 x float> %t674
  %t677 = mul i64 %t646, %size.ldc
  %t678 = add i64 %t677, %t26
  %t679 = getelementptr float, ptr %buf.c, i64 %t678
  br i1 %t59, label %whole680, label %part681
whole680:
  %t682 = getelementptr float, ptr %t679, i64 0
  store <16 x float> %t663, ptr %t682, align 4
  %t683 = getelementptr float, ptr %t679, i64 16
  store <16 x float> %t676, ptr %t683, align 4
  br label %rowdone644
part681:
  %t684 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t663, ptr %t684, align 4
  %t685 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t676, ptr %t685, align 4
  store i64 0, ptr %c686
  br label %head687
head687:
  %i690 = load i64, ptr %c686
  %t691 = icmp slt i64 %i690, %t32
  br i1 %t691, label %body688, label %done689
body688:
  %t692 = getelementptr float, ptr %rowbuf, i64 %i690
  %t693 = load float, ptr %t692, align 4
  %t694 = getelementptr float, ptr %t679, i64 %i690
  store float %t693, ptr %t694, align 4
  %t695 = add nsw i64 %i690, 1
  store i64 %t695, ptr %c686
  br label %head687
done689:
  br label %rowdone644
rowdone644:
  %t698 = icmp slt i64 12, %t29
  br i1 %t698, label %row696, label %rowdone697
row696:
  %t699 = add i64 %t25, 12
  %t700 = getelementptr float, ptr %buf.rscale, i64 %t699
  %t701 = load float, ptr %t700, align 4
  %t702 = insertelement <16 x float> poison, float %t701, i64 0
  %t703 = shufflevector <16 x float> %t702, <16 x float> poison, <16 x i32> zeroinitializer
  %t704 = mul i64 %t36, 2
  %t705 = add i64 %t704, 24
  %t706 = getelementptr <16 x i32>, ptr %tile, i64 %t705
  %t707 = load <16 x i32>, ptr %t706, align 4
  %t708 = add <16 x i32> %t707, %t43
  %t709 = fmul <16 x float> %t49, %t703
  %t710 = sitofp <16 x i32> %t708 to <16 x float>
  %t711 = fmul <16 x float> %t710, %t709
  %t712 = fadd <16 x float> %t711, %t55
  %t713 = fcmp olt <16 x float> %t712, splat (float 0x0000000000000000)
  %t714 = select <16 x i1> %t713, <16 x float> splat (float 0x0000000000000000), <16 x float> %t712
  %t715 = fcmp ogt <16 x float> %t714, splat (float 0x4018000000000000)
  %t716 = select <16 x i1> %t715, <16 x float> splat (float 0x4018000000000000), <16 x float> %t714
  %t717 = mul i64 %t36, 2
  %t718 = add i64 %t717, 25
  %t719 = getelementptr <16 x i32>, ptr %tile, i64 %t718
  %t720 = load <16 x i32>, ptr %t719, align 4
  %t721 = add <16 x i32> %t720, %t46
  %t722 = fmul <16 x float> %t52, %t703
  %t723 = sitofp <16 x i32> %t721 to <16 x float>
  %t724 = fmul <16 x float> %t723, %t722
  %t725 = fadd <16 x float> %t724, %t58
  %t726 = fcmp olt <16 x float> %t725, splat (float 0x0000000000000000)
  %t727 = select <16 x i1> %t726, <16 x float> splat (float 0x0000000000000000), <16 x float> %t725
  %t728 = fcmp ogt <16 x float> %t727, splat (float 0x4018000000000000)
  %t729 = select <16 x i1> %t728, <16 x float> splat (float 0x4018000000000000), <16 x float> %t727
  %t730 = mul i64 %t699, %size.ldc
  %t731 = add i64 %t730, %t26
  %t732 = getelementptr float, ptr %buf.c, i64 %t731
  br i1 %t59, label %whole733, label %part734
whole733:
  %t735 = getelementptr float, ptr %t732, i64 0
  store <16 x float> %t716, ptr %t735, align 4
  %t736 = getelementptr float, ptr %t732, i64 16
  store <16 x float> %t729, ptr %t736, align 4
  br label %rowdone697
part734:
  %t737 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t716, ptr %t737, align 4
  %t738 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t729, ptr %t738, align 4
  store i64 0, ptr %c739
  br label %head740
head740:
  %i743 = load i64, ptr %c739
  %t744 = icmp slt i64 %i743, %t32
  br i1 %t744, label %body741, label %done742
body741:
  %t745 = getelementptr float, ptr %rowbuf, i64 %i743
  %t746 = load float, ptr %t745, align 4
  %t747 = getelementptr float, ptr %t732, i64 %i743
  store float %t746, ptr %t747, align 4
  %t748 = add nsw i64 %i743, 1
  store i64 %t748, ptr %c739
  br label %head740
done742:
  br label %rowdone697
rowdone697:
  %t751 = icmp slt i64 13, %t29
  br i1 %t751, label %row749, label %rowdone750
row749:
  %t752 = add i64 %t25, 13
  %t753 = getelementptr float, ptr %buf.rscale, i64 %t752
  %t754 = load float, ptr %t753, align 4
  %t755 = insertelement <16 x float> poison, float %t754, i64 0
  %t756 = shufflevector <16 x float> %t755, <16 x float> poison, <16 x i32> zeroinitializer
  %t757 = mul i64 %t36, 2
  %t758 = add i64 %t757, 26
  %t759 = getelementptr <16 x i32>, ptr %tile, i64 %t758
  %t760 = load <16 x i32>, ptr %t759, align 4
  %t761 = add <16 x i32> %t760, %t43
  %t762 = fmul <16 x float> %t49, %t756
  %t763 = sitofp <16 x i32> %t761 to <16 x float>
  %t764 = fmul <16 x float> %t763, %t762
  %t765 = fadd <16 x float> %t764, %t55
  %t766 = fcmp olt <16 x float> %t765, splat (float 0x0000000000000000)
  %t767 = select <16 x i1> %t766, <16 x float> splat (float 0x0000000000000000), <16 x float> %t765
  %t768 = fcmp ogt <16 x float> %t767, splat (float 0x4018000000000000)
  %t769 = select <16 x i1> %t768, <16 x float> splat (float 0x4018000000000000), <16 x float> %t767
  %t770 = mul i64 %t36, 2
  %t771 = add i64 %t770, 27
  %t772 = getelementptr <16 x i32>, ptr %tile, i64 %t771
  %t773 = load <16 x i32>, ptr %t772, align 4
  %t774 = add <16 x i32> %t773, %t46
  %t775 = fmul <16 x float> %t52, %t756
  %t776 = sitofp <16 x i32> %t774 to <16 x float>
  %t777 = fmul <16 x float> %t776, %t775
  %t778 = fadd <16 x float> %t777, %t58
  %t779 = fcmp olt <16 x float> %t778, splat (float 0x0000000000000000)
  %t780 = select <16 x i1> %t779, <16 x float> splat (float 0x0000000000000000), <16 x float> %t778
  %t781 = fcmp ogt <16 x float> %t780, splat (float 0x4018000000000000)
  %t782 = select <16 x i1> %t781, <16 x float> splat (float 0x4018000000000000), <16 x float> %t780
  %t783 = mul i64 %t752, %size.ldc
  %t784 = add i64 %t783, %t26
  %t785 = getelementptr float, ptr %buf.c, i64 %t784
  br i1 %t59, label %whole786, label %part787
whole786:
  %t788 = getelementptr float, ptr %t785, i64 0
  store <16 x float> %t769, ptr %t788, align 4
  %t789 = getelementptr float, ptr %t785, i64 16
  store <16 x float> %t782, ptr %t789, align 4
  br label %rowdone750
part787:
  %t790 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t769, ptr %t790, align 4
  %t791 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t782, ptr %t791, align 4
  store i64 0, ptr %c792
  br label %head793
head793:
  %i796 = load i64, ptr %c792
  %t797 = icmp slt i64 %i796, %t32
  br i1 %t797, label %body794, label %done795
body794:
  %t798 = getelementptr float, ptr %rowbuf, i64 %i796
  %t799 = load float, ptr %t798, align 4
  %t800 = getelementptr float, ptr %t785, i64 %i796
  store float %t799, ptr %t800, align 4
  %t801 = add nsw i64 %i796, 1
  store i64 %t801, ptr %c792
  br label %head793
done795:
  br label %rowdone750
rowdone750:
  %t804 = icmp slt i64 14, %t29
  br i1 %t804, label %row802, label %rowdone803
row802:
  %t805 = add i64 %t25, 14
  %t806 = getelementptr float, ptr %buf.rscale, i64 %t805
  %t807 = load float, ptr %t806, align 4
  %t808 = insertelement <16 x float> poison, float %t807, i64 0
  %t809 = shufflevector <16 x float> %t808, <16 x float> poison, <16 x i32> zeroinitializer
  %t810 = mul i64 %t36, 2
  %t811 = add i64 %t810, 28
  %t812 = getelementptr <16 x i32>, ptr %tile, i64 %t811
  %t813 = load <16 x i32>, ptr %t812, align 4
  %t814 = add <16 x i32> %t813, %t43
  %t815 = fmul <16 x float> %t49, %t809
  %t816 = sitofp <16 x i32> %t814 to <16 x float>
  %t817 = fmul <16 x float> %t816, %t815
  %t818 = fadd <16 x float> %t817, %t55
  %t819 = fcmp olt <16 x float> %t818, splat (float 0x0000000000000000)
  %t820 = select <16 x i1> %t819, <16 x float> splat (float 0x0000000000000000), <16 x float> %t818
  %t821 = fcmp ogt <16 x float> %t820, splat (float 0x4018000000000000)
  %t822 = select <16 x i1> %t821, <16 x float> splat (float 0x4018000000000000), <16 x float> %t820
  %t823 = mul i64 %t36, 2
  %t824 = add i64 %t823, 29
  %t825 = getelementptr <16 x i32>, ptr %tile, i64 %t824
  %t826 = load <16 x i32>, ptr %t825, align 4
  %t827 = add <16 x i32> %t826, %t46
  %t828 = fmul <16 x float> %t52, %t809
  %t829 = sitofp <16 x i32> %t827 to <16 x float>
  %t830 = fmul <16 x float> %t829, %t828
  %t831 = fadd <16 x float> %t830, %t58
  %t832 = fcmp olt <16 x float> %t831, splat (float 0x0000000000000000)
  %t833 = select <16 x i1> %t832, <16 x float> splat (float 0x0000000000000000), <16 x float> %t831
  %t834 = fcmp ogt <16 x float> %t833, splat (float 0x4018000000000000)
  %t835 = select <16 x i1> %t834, <16 x float> splat (float 0x4018000000000000), <16 x float> %t833
  %t836 = mul i64 %t805, %size.ldc
  %t837 = add i64 %t836, %t26
  %t838 = getelementptr float, ptr %buf.c, i64 %t837
  br i1 %t59, label %whole839, label %part840
whole839:
  %t841 = getelementptr float, ptr %t838, i64 0
  store <16 x float> %t822, ptr %t841, align 4
  %t842 = getelementptr float, ptr %t838, i64 16
  store <16 x float> %t835, ptr %t842, align 4
  br label %rowdone803
part840:
  %t843 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t822, ptr %t843, align 4
  %t844 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t835, ptr %t844, align 4
  store i64 0, ptr %c845
  br label %head846
head846:
  %i849 = load i64, ptr %c845
  %t850 = icmp slt i64 %i849, %t32
  br i1 %t850, label %body847, label %done848
body847:
  %t851 = getelementptr float, ptr %rowbuf, i64 %i849
  %t852 = load float, ptr %t851, align 4
  %t853 = getelementptr float, ptr %t838, i64 %i849
  store float %t852, ptr %t853, align 4
  %t854 = add nsw i64 %i849, 1
  store i64 %t854, ptr %c845
  br label %head846
done848:
  br label %rowdone803
rowdone803:
  %t857 = icmp slt i64 15, %t29
  br i1 %t857, label %row855, label %rowdone856
row855:
  %t858 = add i64 %t25, 15
  %t859 = getelementptr float, ptr %buf.rscale, i64 %t858
  %t860 = load float, ptr %t859, align 4
  %t861 = insertelement <16 x float> poison, float %t860, i64 0
  %t862 = shufflevector <16 x float> %t861, <16 x float> poison, <16 x i32> zeroinitializer
  %t863 = mul i64 %t36, 2
  %t864 = add i64 %t863, 30
  %t865 = getelementptr <16 x i32>, ptr %tile, i64 %t864
  %t866 = load <16 x i32>, ptr %t865, align 4
  %t867 = add <16 x i32> %t866, %t43
  %t868 = fmul <16 x float> %t49, %t862
  %t869 = sitofp <16 x i32> %t867 to <16 x float>
  %t870 = fmul <16 x float> %t869, %t868
  %t871 = fadd <16 x float> %t870, %t55
  %t872 = fcmp olt <16 x float> %t871, splat (float 0x0000000000000000)
  %t873 = select <16 x i1> %t872, <16 x float> splat (float 0x0000000000000000), <16 x float> %t871
  %t874 = fcmp ogt <16 x float> %t873, splat (float 0x4018000000000000)
  %t875 = select <16 x i1> %t874, <16 x float> splat (float 0x4018000000000000), <16 x float> %t873
  %t876 = mul i64 %t36, 2
  %t877 = add i64 %t876, 31
  %t878 = getelementptr <16 x i32>, ptr %tile, i64 %t877
  %t879 = load <16 x i32>, ptr %t878, align 4
  %t880 = add <16 x i32> %t879, %t46
  %t881 = fmul <16 x float> %t52, %t862
  %t882 = sitofp <16 x i32> %t880 to <16 x float>
  %t883 = fmul <16 x float> %t882, %t881
  %t884 = fadd <16 x float> %t883, %t58
  %t885 = fcmp olt <16 x float> %t884, splat (float 0x0000000000000000)
  %t886 = select <16 x i1> %t885, <16 x float> splat (float 0x0000000000000000), <16 x float> %t884
  %t887 = fcmp ogt <16 x float> %t886, splat (float 0x4018000000000000)
  %t888 = select <16 x i1> %t887, <16 x float> splat (float 0x4018000000000000), <16 x float> %t886
  %t889 = mul i64 %t858, %size.ldc
  %t890 = add i64 %t889, %t26
  %t891 = getelementptr float, ptr %buf.c, i64 %t890
  br i1 %t59, label %whole892, label %part893
whole892:
  %t894 = getelementptr float, ptr %t891, i64 0
  store <16 x float> %t875, ptr %t894, align 4
  %t895 = getelementptr float, ptr %t891, i64 16
  store <16 x float> %t888, ptr %t895, align 4
  br label %rowdone856
part893:
  %t896 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t875, ptr %t896, align 4
  %t897 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t888, ptr %t897, align 4
  store i64 0, ptr %c898
  br label %head899
head899:
  %i902 = load i64, ptr %c898
  %t903 = icmp slt i64 %i902, %t32
  br i1 %t903, label %body900, label %done901
body900:
  %t904 = getelementptr float, ptr %rowbuf, i64 %i902
  %t905 = load float, ptr %t904, align 4
  %t906 = getelementptr float, ptr %t891, i64 %i902
  store float %t905, ptr %t906, align 4
  %t907 = add nsw i64 %i902, 1
  store i64 %t907, ptr %c898
  br label %head899
done901:
  br label %rowdone856
rowdone856:
  %t910 = icmp slt i64 16, %t29
  br i1 %t910, label %row908, label %rowdone909
row908:
  %t911 = add i64 %t25, 16
  %t912 = getelementptr float, ptr %buf.rscale, i64 %t911
  %t913 = load float, ptr %t912, align 4
  %t914 = insertelement <16 x float> poison, float %t913, i64 0
  %t915 = shufflevector <16 x float> %t914, <16 x float> poison, <16 x i32> zeroinitializer
  %t916 = mul i64 %t36, 2
  %t917 = add i64 %t916, 32
  %t918 = getelementptr <16 x i32>, ptr %tile, i64 %t917
  %t919 = load <16 x i32>, ptr %t918, align 4
  %t920 = add <16 x i32> %t919, %t43
  %t921 = fmul <16 x float> %t49, %t915
  %t922 = sitofp <16 x i32> %t920 to <16 x float>
  %t923 = fmul <16 x float> %t922, %t921
  %t924 = fadd <16 x float> %t923, %t55
  %t925 = fcmp olt <16 x float> %t924, splat (float 0x0000000000000000)
  %t926 = select <16 x i1> %t925, <16 x float> splat (float 0x0000000000000000), <16 x float> %t924
  %t927 = fcmp ogt <16 x float> %t926, splat (float 0x4018000000000000)
  %t928 = select <16 x i1> %t927, <16 x float> splat (float 0x4018000000000000), <16 x float> %t926
  %t929 = mul i64 %t36, 2
  %t930 = add i64 %t929, 33
  %t931 = getelementptr <16 x i32>, ptr %tile, i64 %t930
  %t932 = load <16 x i32>, ptr %t931, align 4
  %t933 = add <16 x i32> %t932, %t46
  %t934 = fmul <16 x float> %t52, %t915
  %t935 = sitofp <16 x i32> %t933 to <16 x float>
  %t936 = fmul <16 x float> %t935, %t934
  %t937 = fadd <16 x float> %t936, %t58
  %t938 = fcmp olt <16 x float> %t937, splat (float 0x0000000000000000)
  %t939 = select <16 x i1> %t938, <16 x float> splat (float 0x0000000000000000), <16 x float> %t937
  %t940 = fcmp ogt <16 x float> %t939, splat (float 0x4018000000000000)
  %t941 = select <16 x i1> %t940, <16 x float> splat (float 0x4018000000000000), <16 x float> %t939
  %t942 = mul i64 %t911, %size.ldc
  %t943 = add i64 %t942, %t26
  %t944 = getelementptr float, ptr %buf.c, i64 %t943
  br i1 %t59, label %whole945, label %part946
whole945:
  %t947 = getelementptr float, ptr %t944, i64 0
  store <16 x float> %t928, ptr %t947, align 4
  %t948 = getelementptr float, ptr %t944, i64 16
  store <16 x float> %t941, ptr %t948, align 4
  br label %rowdone909
part946:
  %t949 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t928, ptr %t949, align 4
  %t950 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t941, ptr %t950, align 4
  store i64 0, ptr %c951
  br label %head952
head952:
  %i955 = load i64, ptr %c951
  %t956 = icmp slt i64 %i955, %t32
  br i1 %t956, label %body953, label %done954
body953:
  %t957 = getelementptr float, ptr %rowbuf, i64 %i955
  %t958 = load float, ptr %t957, align 4
  %t959 = getelementptr float, ptr %t944, i64 %i955
  store float %t958, ptr %t959, align 4
  %t960 = add nsw i64 %i955, 1
  store i64 %t960, ptr %c951
  br label %head952
done954:
  br label %rowdone909
rowdone909:
  %t963 = icmp slt i64 17, %t29
  br i1 %t963, label %row961, label %rowdone962
row961:
  %t964 = add i64 %t25, 17
  %t965 = getelementptr float, ptr %buf.rscale, i64 %t964
  %t966 = load float, ptr %t965, align 4
  %t967 = insertelement <16 x float> poison, float %t966, i64 0
  %t968 = shufflevector <16 x float> %t967, <16 x float> poison, <16 x i32> zeroinitializer
  %t969 = mul i64 %t36, 2
  %t970 = add i64 %t969, 34
  %t971 = getelementptr <16 x i32>, ptr %tile, i64 %t970
  %t972 = load <16 x i32>, ptr %t971, align 4
  %t973 = add <16 x i32> %t972, %t43
  %t974 = fmul <16 x float> %t49, %t968
  %t975 = sitofp <16 x i32> %t973 to <16 x float>
  %t976 = fmul <16 x float> %t975, %t974
  %t977 = fadd <16 x float> %t976, %t55
  %t978 = fcmp olt <16 x float> %t977, splat (float 0x0000000000000000)
  %t979 = select <16 x i1> %t978, <16 x float> splat (float 0x0000000000000000), <16 x float> %t977
  %t980 = fcmp ogt <16 x float> %t979, splat (float 0x4018000000000000)
  %t981 = select <16 x i1> %t980, <16 x float> splat (float 0x4018000000000000), <16 x float> %t979
  %t982 = mul i64 %t36, 2
  %t983 = add i64 %t982, 35
  %t984 = getelementptr <16 x i32>, ptr %tile, i64 %t983
  %t985 = load <16 x i32>, ptr %t984, align 4
  %t986 = add <16 x i32> %t985, %t46
  %t987 = fmul <16 x float> %t52, %t968
  %t988 = sitofp <16 x i32> %t986 to <16 x float>
  %t989 = fmul <16 x float> %t988, %t987
  %t990 = fadd <16 x float> %t989, %t58
  %t991 = fcmp olt <16 x float> %t990, splat (float 0x0000000000000000)
  %t992 = select <16 x i1> %t991, <16 x float> splat (float 0x0000000000000000), <16 x float> %t990
  %t993 = fcmp ogt <16 x float> %t992, splat (float 0x4018000000000000)
  %t994 = select <16 x i1> %t993, <16 x float> splat (float 0x4018000000000000), <16 x float> %t992
  %t995 = mul i64 %t964, %size.ldc
  %t996 = add i64 %t995, %t26
  %t997 = getelementptr float, ptr %buf.c, i64 %t996
  br i1 %t59, label %whole998, label %part999
whole998:
  %t1000 = getelementptr float, ptr %t997, i64 0
  store <16 x float> %t981, ptr %t1000, align 4
  %t1001 = getelementptr float, ptr %t997, i64 16
  store <16 x float> %t994, ptr %t1001, align 4
  br label %rowdone962
part999:
  %t1002 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t981, ptr %t1002, align 4
  %t1003 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t994, ptr %t1003, align 4
  store i64 0, ptr %c1004
  br label %head1005
head1005:
  %i1008 = load i64, ptr %c1004
  %t1009 = icmp slt i64 %i1008, %t32
  br i1 %t1009, label %body1006, label %done1007
body1006:
  %t1010 = getelementptr float, ptr %rowbuf, i64 %i1008
  %t1011 = load float, ptr %t1010, align 4
  %t1012 = getelementptr float, ptr %t997, i64 %i1008
  store float %t1011, ptr %t1012, align 4
  %t1013 = add nsw i64 %i1008, 1
  store i64 %t1013, ptr %c1004
  br label %head1005
done1007:
  br label %rowdone962
rowdone962:
  %t1016 = icmp slt i64 18, %t29
  br i1 %t1016, label %row1014, label %rowdone1015
row1014:
  %t1017 = add i64 %t25, 18
  %t1018 = getelementptr float, ptr %buf.rscale, i64 %t1017
  %t1019 = load float, ptr %t1018, align 4
  %t1020 = insertelement <16 x float> poison, float %t1019, i64 0
  %t1021 = shufflevector <16 x float> %t1020, <16 x float> poison, <16 x i32> zeroinitializer
  %t1022 = mul i64 %t36, 2
  %t1023 = add i64 %t1022, 36
  %t1024 = getelementptr <16 x i32>, ptr %tile, i64 %t1023
  %t1025 = load <16 x i32>, ptr %t1024, align 4
  %t1026 = add <16 x i32> %t1025, %t43
  %t1027 = fmul <16 x float> %t49, %t1021
  %t1028 = sitofp <16 x i32> %t1026 to <16 x float>
  %t1029 = fmul <16 x float> %t1028, %t1027
  %t1030 = fadd <16 x float> %t1029, %t55
  %t1031 = fcmp olt <16 x float> %t1030, splat (float 0x0000000000000000)
  %t1032 = select <16 x i1> %t1031, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1030
  %t1033 = fcmp ogt <16 x float> %t1032, splat (float 0x4018000000000000)
  %t1034 = select <16 x i1> %t1033, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1032
  %t1035 = mul i64 %t36, 2
  %t1036 = add i64 %t1035, 37
  %t1037 = getelementptr <16 x i32>, ptr %tile, i64 %t1036
  %t1038 = load <16 x i32>, ptr %t1037, align 4
  %t1039 = add <16 x i32> %t1038, %t46
  %t1040 = fmul <16 x float> %t52, %t1021
  %t1041 = sitofp <16 x i32> %t1039 to <16 x float>
  %t1042 = fmul <16 x float> %t1041, %t1040
  %t1043 = fadd <16 x float> %t1042, %t58
  %t1044 = fcmp olt <16 x float> %t1043, splat (float 0x0000000000000000)
  %t1045 = select <16 x i1> %t1044, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1043
  %t1046 = fcmp ogt <16 x float> %t1045, splat (float 0x4018000000000000)
  %t1047 = select <16 x i1> %t1046, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1045
  %t1048 = mul i64 %t1017, %size.ldc
  %t1049 = add i64 %t1048, %t26
  %t1050 = getelementptr float, ptr %buf.c, i64 %t1049
  br i1 %t59, label %whole1051, label %part1052
whole1051:
  %t1053 = getelementptr float, ptr %t1050, i64 0
  store <16 x float> %t1034, ptr %t1053, align 4
  %t1054 = getelementptr float, ptr %t1050, i64 16
  store <16 x float> %t1047, ptr %t1054, align 4
  br label %rowdone1015
part1052:
  %t1055 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1034, ptr %t1055, align 4
  %t1056 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1047, ptr %t1056, align 4
  store i64 0, ptr %c1057
  br label %head1058
head1058:
  %i1061 = load i64, ptr %c1057
  %t1062 = icmp slt i64 %i1061, %t32
  br i1 %t1062, label %body1059, label %done1060
body1059:
  %t1063 = getelementptr float, ptr %rowbuf, i64 %i1061
  %t1064 = load float, ptr %t1063, align 4
  %t1065 = getelementptr float, ptr %t1050, i64 %i1061
  store float %t1064, ptr %t1065, align 4
  %t1066 = add nsw i64 %i1061, 1
  store i64 %t1066, ptr %c1057
  br label %head1058
done1060:
  br label %rowdone1015
rowdone1015:
  %t1069 = icmp slt i64 19, %t29
  br i1 %t1069, label %row1067, label %rowdone1068
row1067:
  %t1070 = add i64 %t25, 19
  %t1071 = getelementptr float, ptr %buf.rscale, i64 %t1070
  %t1072 = load float, ptr %t1071, align 4
  %t1073 = insertelement <16 x float> poison, float %t1072, i64 0
  %t1074 = shufflevector <16 x float> %t1073, <16 x float> poison, <16 x i32> zeroinitializer
  %t1075 = mul i64 %t36, 2
  %t1076 = add i64 %t1075, 38
  %t1077 = getelementptr <16 x i32>, ptr %tile, i64 %t1076
  %t1078 = load <16 x i32>, ptr %t1077, align 4
  %t1079 = add <16 x i32> %t1078, %t43
  %t1080 = fmul <16 x float> %t49, %t1074
  %t1081 = sitofp <16 x i32> %t1079 to <16 x float>
  %t1082 = fmul <16 x float> %t1081, %t1080
  %t1083 = fadd <16 x float> %t1082, %t55
  %t1084 = fcmp olt <16 x float> %t1083, splat (float 0x0000000000000000)
  %t1085 = select <16 x i1> %t1084, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1083
  %t1086 = fcmp ogt <16 x float> %t1085, splat (float 0x4018000000000000)
  %t1087 = select <16 x i1> %t1086, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1085
  %t1088 = mul i64 %t36, 2
  %t1089 = add i64 %t1088, 39
  %t1090 = getelementptr <16 x i32>, ptr %tile, i64 %t1089
  %t1091 = load <16 x i32>, ptr %t1090, align 4
  %t1092 = add <16 x i32> %t1091, %t46
  %t1093 = fmul <16 x float> %t52, %t1074
  %t1094 = sitofp <16 x i32> %t1092 to <16 x float>
  %t1095 = fmul <16 x float> %t1094, %t1093
  %t1096 = fadd <16 x float> %t1095, %t58
  %t1097 = fcmp olt <16 x float> %t1096, splat (float 0x0000000000000000)
  %t1098 = select <16 x i1> %t1097, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1096
  %t1099 = fcmp ogt <16 x float> %t1098, splat (float 0x4018000000000000)
  %t1100 = select <16 x i1> %t1099, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1098
  %t1101 = mul i64 %t1070, %size.ldc
  %t1102 = add i64 %t1101, %t26
  %t1103 = getelementptr float, ptr %buf.c, i64 %t1102
  br i1 %t59, label %whole1104, label %part1105
whole1104:
  %t1106 = getelementptr float, ptr %t1103, i64 0
  store <16 x float> %t1087, ptr %t1106, align 4
  %t1107 = getelementptr float, ptr %t1103, i64 16
  store <16 x float> %t1100, ptr %t1107, align 4
  br label %rowdone1068
part1105:
  %t1108 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1087, ptr %t1108, align 4
  %t1109 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1100, ptr %t1109, align 4
  store i64 0, ptr %c1110
  br label %head1111
head1111:
  %i1114 = load i64, ptr %c1110
  %t1115 = icmp slt i64 %i1114, %t32
  br i1 %t1115, label %body1112, label %done1113
body1112:
  %t1116 = getelementptr float, ptr %rowbuf, i64 %i1114
  %t1117 = load float, ptr %t1116, align 4
  %t1118 = getelementptr float, ptr %t1103, i64 %i1114
  store float %t1117, ptr %t1118, align 4
  %t1119 = add nsw i64 %i1114, 1
  store i64 %t1119, ptr %c1110
  br label %head1111
done1113:
  br label %rowdone1068
rowdone1068:
  %t1122 = icmp slt i64 20, %t29
  br i1 %t1122, label %row1120, label %rowdone1121
row1120:
  %t1123 = add i64 %t25, 20
  %t1124 = getelementptr float, ptr %buf.rscale, i64 %t1123
  %t1125 = load float, ptr %t1124, align 4
  %t1126 = insertelement <16 x float> poison, float %t1125, i64 0
  %t1127 = shufflevector <16 x float> %t1126, <16 x float> poison, <16 x i32> zeroinitializer
  %t1128 = mul i64 %t36, 2
  %t1129 = add i64 %t1128, 40
  %t1130 = getelementptr <16 x i32>, ptr %tile, i64 %t1129
  %t1131 = load <16 x i32>, ptr %t1130, align 4
  %t1132 = add <16 x i32> %t1131, %t43
  %t1133 = fmul <16 x float> %t49, %t1127
  %t1134 = sitofp <16 x i32> %t1132 to <16 x float>
  %t1135 = fmul <16 x float> %t1134, %t1133
  %t1136 = fadd <16 x float> %t1135, %t55
  %t1137 = fcmp olt <16 x float> %t1136, splat (float 0x0000000000000000)
  %t1138 = select <16 x i1> %t1137, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1136
  %t1139 = fcmp ogt <16 x float> %t1138, splat (float 0x4018000000000000)
  %t1140 = select <16 x i1> %t1139, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1138
  %t1141 = mul i64 %t36, 2
  %t1142 = add i64 %t1141, 41
  %t1143 = getelementptr <16 x i32>, ptr %tile, i64 %t1142
  %t1144 = load <16 x i32>, ptr %t1143, align 4
  %t1145 = add <16 x i32> %t1144, %t46
  %t1146 = fmul <16 x float> %t52, %t1127
  %t1147 = sitofp <16 x i32> %t1145 to <16 x float>
  %t1148 = fmul <16 x float> %t1147, %t1146
  %t1149 = fadd <16 x float> %t1148, %t58
  %t1150 = fcmp olt <16 x float> %t1149, splat (float 0x0000000000000000)
  %t1151 = select <16 x i1> %t1150, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1149
  %t1152 = fcmp ogt <16 x float> %t1151, splat (float 0x4018000000000000)
  %t1153 = select <16 x i1> %t1152, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1151
  %t1154 = mul i64 %t1123, %size.ldc
  %t1155 = add i64 %t1154, %t26
  %t1156 = getelementptr float, ptr %buf.c, i64 %t1155
  br i1 %t59, label %whole1157, label %part1158
whole1157:
  %t1159 = getelementptr float, ptr %t1156, i64 0
  store <16 x float> %t1140, ptr %t1159, align 4
  %t1160 = getelementptr float, ptr %t1156, i64 16
  store <16 x float> %t1153, ptr %t1160, align 4
  br label %rowdone1121
part1158:
  %t1161 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1140, ptr %t1161, align 4
  %t1162 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1153, ptr %t1162, align 4
  store i64 0, ptr %c1163
  br label %head1164
head1164:
  %i1167 = load i64, ptr %c1163
  %t1168 = icmp slt i64 %i1167, %t32
  br i1 %t1168, label %body1165, label %done1166
body1165:
  %t1169 = getelementptr float, ptr %rowbuf, i64 %i1167
  %t1170 = load float, ptr %t1169, align 4
  %t1171 = getelementptr float, ptr %t1156, i64 %i1167
  store float %t1170, ptr %t1171, align 4
  %t1172 = add nsw i64 %i1167, 1
  store i64 %t1172, ptr %c1163
  br label %head1164
done1166:
  br label %rowdone1121
rowdone1121:
  %t1175 = icmp slt i64 21, %t29
  br i1 %t1175, label %row1173, label %rowdone1174
row1173:
  %t1176 = add i64 %t25, 21
  %t1177 = getelementptr float, ptr %buf.rscale, i64 %t1176
  %t1178 = load float, ptr %t1177, align 4
  %t1179 = insertelement <16 x float> poison, float %t1178, i64 0
  %t1180 = shufflevector <16 x float> %t1179, <16 x float> poison, <16 x i32> zeroinitializer
  %t1181 = mul i64 %t36, 2
  %t1182 = add i64 %t1181, 42
  %t1183 = getelementptr <16 x i32>, ptr %tile, i64 %t1182
  %t1184 = load <16 x i32>, ptr %t1183, align 4
  %t1185 = add <16 x i32> %t1184, %t43
  %t1186 = fmul <16 x float> %t49, %t1180
  %t1187 = sitofp <16 x i32> %t1185 to <16 x float>
  %t1188 = fmul <16 x float> %t1187, %t1186
  %t1189 = fadd <16 x float> %t1188, %t55
  %t1190 = fcmp olt <16 x float> %t1189, splat (float 0x0000000000000000)
  %t1191 = select <16 x i1> %t1190, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1189
  %t1192 = fcmp ogt <16 x float> %t1191, splat (float 0x4018000000000000)
  %t1193 = select <16 x i1> %t1192, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1191
  %t1194 = mul i64 %t36, 2
  %t1195 = add i64 %t1194, 43
  %t1196 = getelementptr <16 x i32>, ptr %tile, i64 %t1195
  %t1197 = load <16 x i32>, ptr %t1196, align 4
  %t1198 = add <16 x i32> %t1197, %t46
  %t1199 = fmul <16 x float> %t52, %t1180
  %t1200 = sitofp <16 x i32> %t1198 to <16 x float>
  %t1201 = fmul <16 x float> %t1200, %t1199
  %t1202 = fadd <16 x float> %t1201, %t58
  %t1203 = fcmp olt <16 x float> %t1202, splat (float 0x0000000000000000)
  %t1204 = select <16 x i1> %t1203, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1202
  %t1205 = fcmp ogt <16 x float> %t1204, splat (float 0x4018000000000000)
  %t1206 = select <16 x i1> %t1205, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1204
  %t1207 = mul i64 %t1176, %size.ldc
  %t1208 = add i64 %t1207, %t26
  %t1209 = getelementptr float, ptr %buf.c, i64 %t1208
  br i1 %t59, label %whole1210, label %part1211
whole1210:
  %t1212 = getelementptr float, ptr %t1209, i64 0
  store <16 x float> %t1193, ptr %t1212, align 4
  %t1213 = getelementptr float, ptr %t1209, i64 16
  store <16 x float> %t1206, ptr %t1213, align 4
  br label %rowdone1174
part1211:
  %t1214 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1193, ptr %t1214, align 4
  %t1215 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1206, ptr %t1215, align 4
  store i64 0, ptr %c1216
  br label %head1217
head1217:
  %i1220 = load i64, ptr %c1216
  %t1221 = icmp slt i64 %i1220, %t32
  br i1 %t1221, label %body1218, label %done1219
body1218:
  %t1222 = getelementptr float, ptr %rowbuf, i64 %i1220
  %t1223 = load float, ptr %t1222, align 4
  %t1224 = getelementptr float, ptr %t1209, i64 %i1220
  store float %t1223, ptr %t1224, align 4
  %t1225 = add nsw i64 %i1220, 1
  store i64 %t1225, ptr %c1216
  br label %head1217
done1219:
  br label %rowdone1174
rowdone1174:
  %t1228 = icmp slt i64 22, %t29
  br i1 %t1228, label %row1226, label %rowdone1227
row1226:
  %t1229 = add i64 %t25, 22
  %t1230 = getelementptr float, ptr %buf.rscale, i64 %t1229
  %t1231 = load float, ptr %t1230, align 4
  %t1232 = insertelement <16 x float> poison, float %t1231, i64 0
  %t1233 = shufflevector <16 x float> %t1232, <16 x float> poison, <16 x i32> zeroinitializer
  %t1234 = mul i64 %t36, 2
  %t1235 = add i64 %t1234, 44
  %t1236 = getelementptr <16 x i32>, ptr %tile, i64 %t1235
  %t1237 = load <16 x i32>, ptr %t1236, align 4
  %t1238 = add <16 x i32> %t1237, %t43
  %t1239 = fmul <16 x float> %t49, %t1233
  %t1240 = sitofp <16 x i32> %t1238 to <16 x float>
  %t1241 = fmul <16 x float> %t1240, %t1239
  %t1242 = fadd <16 x float> %t1241, %t55
  %t1243 = fcmp olt <16 x float> %t1242, splat (float 0x0000000000000000)
  %t1244 = select <16 x i1> %t1243, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1242
  %t1245 = fcmp ogt <16 x float> %t1244, splat (float 0x4018000000000000)
  %t1246 = select <16 x i1> %t1245, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1244
  %t1247 = mul i64 %t36, 2
  %t1248 = add i64 %t1247, 45
  %t1249 = getelementptr <16 x i32>, ptr %tile, i64 %t1248
  %t1250 = load <16 x i32>, ptr %t1249, align 4
  %t1251 = add <16 x i32> %t1250, %t46
  %t1252 = fmul <16 x float> %t52, %t1233
  %t1253 = sitofp <16 x i32> %t1251 to <16 x float>
  %t1254 = fmul <16 x float> %t1253, %t1252
  %t1255 = fadd <16 x float> %t1254, %t58
  %t1256 = fcmp olt <16 x float> %t1255, splat (float 0x0000000000000000)
  %t1257 = select <16 x i1> %t1256, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1255
  %t1258 = fcmp ogt <16 x float> %t1257, splat (float 0x4018000000000000)
  %t1259 = select <16 x i1> %t1258, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1257
  %t1260 = mul i64 %t1229, %size.ldc
  %t1261 = add i64 %t1260, %t26
  %t1262 = getelementptr float, ptr %buf.c, i64 %t1261
  br i1 %t59, label %whole1263, label %part1264
whole1263:
  %t1265 = getelementptr float, ptr %t1262, i64 0
  store <16 x float> %t1246, ptr %t1265, align 4
  %t1266 = getelementptr float, ptr %t1262, i64 16
  store <16 x float> %t1259, ptr %t1266, align 4
  br label %rowdone1227
part1264:
  %t1267 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1246, ptr %t1267, align 4
  %t1268 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1259, ptr %t1268, align 4
  store i64 0, ptr %c1269
  br label %head1270
head1270:
  %i1273 = load i64, ptr %c1269
  %t1274 = icmp slt i64 %i1273, %t32
  br i1 %t1274, label %body1271, label %done1272
body1271:
  %t1275 = getelementptr float, ptr %rowbuf, i64 %i1273
  %t1276 = load float, ptr %t1275, align 4
  %t1277 = getelementptr float, ptr %t1262, i64 %i1273
  store float %t1276, ptr %t1277, align 4
  %t1278 = add nsw i64 %i1273, 1
  store i64 %t1278, ptr %c1269
  br label %head1270
done1272:
  br label %rowdone1227
rowdone1227:
  %t1281 = icmp slt i64 23, %t29
  br i1 %t1281, label %row1279, label %rowdone1280
row1279:
  %t1282 = add i64 %t25, 23
  %t1283 = getelementptr float, ptr %buf.rscale, i64 %t1282
  %t1284 = load float, ptr %t1283, align 4
  %t1285 = insertelement <16 x float> poison, float %t1284, i64 0
  %t1286 = shufflevector <16 x float> %t1285, <16 x float> poison, <16 x i32> zeroinitializer
  %t1287 = mul i64 %t36, 2
  %t1288 = add i64 %t1287, 46
  %t1289 = getelementptr <16 x i32>, ptr %tile, i64 %t1288
  %t1290 = load <16 x i32>, ptr %t1289, align 4
  %t1291 = add <16 x i32> %t1290, %t43
  %t1292 = fmul <16 x float> %t49, %t1286
  %t1293 = sitofp <16 x i32> %t1291 to <16 x float>
  %t1294 = fmul <16 x float> %t1293, %t1292
  %t1295 = fadd <16 x float> %t1294, %t55
  %t1296 = fcmp olt <16 x float> %t1295, splat (float 0x0000000000000000)
  %t1297 = select <16 x i1> %t1296, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1295
  %t1298 = fcmp ogt <16 x float> %t1297, splat (float 0x4018000000000000)
  %t1299 = select <16 x i1> %t1298, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1297
  %t1300 = mul i64 %t36, 2
  %t1301 = add i64 %t1300, 47
  %t1302 = getelementptr <16 x i32>, ptr %tile, i64 %t1301
  %t1303 = load <16 x i32>, ptr %t1302, align 4
  %t1304 = add <16 x i32> %t1303, %t46
  %t1305 = fmul <16 x float> %t52, %t1286
  %t1306 = sitofp <16 x i32> %t1304 to <16 x float>
  %t1307 = fmul <16 x float> %t1306, %t1305
  %t1308 = fadd <16 x float> %t1307, %t58
  %t1309 = fcmp olt <16 x float> %t1308, splat (float 0x0000000000000000)
  %t1310 = select <16 x i1> %t1309, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1308
  %t1311 = fcmp ogt <16 x float> %t1310, splat (float 0x4018000000000000)
  %t1312 = select <16 x i1> %t1311, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1310
  %t1313 = mul i64 %t1282, %size.ldc
  %t1314 = add i64 %t1313, %t26
  %t1315 = getelementptr float, ptr %buf.c, i64 %t1314
  br i1 %t59, label %whole1316, label %part1317
whole1316:
  %t1318 = getelementptr float, ptr %t1315, i64 0
  store <16 x float> %t1299, ptr %t1318, align 4
  %t1319 = getelementptr float, ptr %t1315, i64 16
  store <16 x float> %t1312, ptr %t1319, align 4
  br label %rowdone1280
part1317:
  %t1320 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1299, ptr %t1320, align 4
  %t1321 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1312, ptr %t1321, align 4
  store i64 0, ptr %c1322
  br label %head1323
head1323:
  %i1326 = load i64, ptr %c1322
  %t1327 = icmp slt i64 %i1326, %t32
  br i1 %t1327, label %body1324, label %done1325
body1324:
  %t1328 = getelementptr float, ptr %rowbuf, i64 %i1326
  %t1329 = load float, ptr %t1328, align 4
  %t1330 = getelementptr float, ptr %t1315, i64 %i1326
  store float %t1329, ptr %t1330, align 4
  %t1331 = add nsw i64 %i1326, 1
  store i64 %t1331, ptr %c1322
  br label %head1323
done1325:
  br label %rowdone1280
rowdone1280:
  %t1334 = icmp slt i64 24, %t29
  br i1 %t1334, label %row1332, label %rowdone1333
row1332:
  %t1335 = add i64 %t25, 24
  %t1336 = getelementptr float, ptr %buf.rscale, i64 %t1335
  %t1337 = load float, ptr %t1336, align 4
  %t1338 = insertelement <16 x float> poison, float %t1337, i64 0
  %t1339 = shufflevector <16 x float> %t1338, <16 x float> poison, <16 x i32> zeroinitializer
  %t1340 = mul i64 %t36, 2
  %t1341 = add i64 %t1340, 48
  %t1342 = getelementptr <16 x i32>, ptr %tile, i64 %t1341
  %t1343 = load <16 x i32>, ptr %t1342, align 4
  %t1344 = add <16 x i32> %t1343, %t43
  %t1345 = fmul <16 x float> %t49, %t1339
  %t1346 = sitofp <16 x i32> %t1344 to <16 x float>
  %t1347 = fmul <16 x float> %t1346, %t1345
  %t1348 = fadd <16 x float> %t1347, %t55
  %t1349 = fcmp olt <16 x float> %t1348, splat (float 0x0000000000000000)
  %t1350 = select <16 x i1> %t1349, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1348
  %t1351 = fcmp ogt <16 x float> %t1350, splat (float 0x4018000000000000)
  %t1352 = select <16 x i1> %t1351, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1350
  %t1353 = mul i64 %t36, 2
  %t1354 = add i64 %t1353, 49
  %t1355 = getelementptr <16 x i32>, ptr %tile, i64 %t1354
  %t1356 = load <16 x i32>, ptr %t1355, align 4
  %t1357 = add <16 x i32> %t1356, %t46
  %t1358 = fmul <16 x float> %t52, %t1339
  %t1359 = sitofp <16 x i32> %t1357 to <16 x float>
  %t1360 = fmul <16 x float> %t1359, %t1358
  %t1361 = fadd <16 x float> %t1360, %t58
  %t1362 = fcmp olt <16 x float> %t1361, splat (float 0x0000000000000000)
  %t1363 = select <16 x i1> %t1362, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1361
  %t1364 = fcmp ogt <16 x float> %t1363, splat (float 0x4018000000000000)
  %t1365 = select <16 x i1> %t1364, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1363
  %t1366 = mul i64 %t1335, %size.ldc
  %t1367 = add i64 %t1366, %t26
  %t1368 = getelementptr float, ptr %buf.c, i64 %t1367
  br i1 %t59, label %whole1369, label %part1370
whole1369:
  %t1371 = getelementptr float, ptr %t1368, i64 0
  store <16 x float> %t1352, ptr %t1371, align 4
  %t1372 = getelementptr float, ptr %t1368, i64 16
  store <16 x float> %t1365, ptr %t1372, align 4
  br label %rowdone1333
part1370:
  %t1373 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1352, ptr %t1373, align 4
  %t1374 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1365, ptr %t1374, align 4
  store i64 0, ptr %c1375
  br label %head1376
head1376:
  %i1379 = load i64, ptr %c1375
  %t1380 = icmp slt i64 %i1379, %t32
  br i1 %t1380, label %body1377, label %done1378
body1377:
  %t1381 = getelementptr float, ptr %rowbuf, i64 %i1379
  %t1382 = load float, ptr %t1381, align 4
  %t1383 = getelementptr float, ptr %t1368, i64 %i1379
  store float %t1382, ptr %t1383, align 4
  %t1384 = add nsw i64 %i1379, 1
  store i64 %t1384, ptr %c1375
  br label %head1376
done1378:
  br label %rowdone1333
rowdone1333:
  %t1387 = icmp slt i64 25, %t29
  br i1 %t1387, label %row1385, label %rowdone1386
row1385:
  %t1388 = add i64 %t25, 25
  %t1389 = getelementptr float, ptr %buf.rscale, i64 %t1388
  %t1390 = load float, ptr %t1389, align 4
  %t1391 = insertelement <16 x float> poison, float %t1390, i64 0
  %t1392 = shufflevector <16 x float> %t1391, <16 x float> poison, <16 x i32> zeroinitializer
  %t1393 = mul i64 %t36, 2
  %t1394 = add i64 %t1393, 50
  %t1395 = getelementptr <16 x i32>, ptr %tile, i64 %t1394
  %t1396 = load <16 x i32>, ptr %t1395, align 4
  %t1397 = add <16 x i32> %t1396, %t43
  %t1398 = fmul <16 x float> %t49, %t1392
  %t1399 = sitofp <16 x i32> %t1397 to <16 x float>
  %t1400 = fmul <16 x float> %t1399, %t1398
  %t1401 = fadd <16 x float> %t1400, %t55
  %t1402 = fcmp olt <16 x float> %t1401, splat (float 0x0000000000000000)
  %t1403 = select <16 x i1> %t1402, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1401
  %t1404 = fcmp ogt <16 x float> %t1403, splat (float 0x4018000000000000)
  %t1405 = select <16 x i1> %t1404, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1403
  %t1406 = mul i64 %t36, 2
  %t1407 = add i64 %t1406, 51
  %t1408 = getelementptr <16 x i32>, ptr %tile, i64 %t1407
  %t1409 = load <16 x i32>, ptr %t1408, align 4
  %t1410 = add <16 x i32> %t1409, %t46
  %t1411 = fmul <16 x float> %t52, %t1392
  %t1412 = sitofp <16 x i32> %t1410 to <16 x float>
  %t1413 = fmul <16 x float> %t1412, %t1411
  %t1414 = fadd <16 x float> %t1413, %t58
  %t1415 = fcmp olt <16 x float> %t1414, splat (float 0x0000000000000000)
  %t1416 = select <16 x i1> %t1415, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1414
  %t1417 = fcmp ogt <16 x float> %t1416, splat (float 0x4018000000000000)
  %t1418 = select <16 x i1> %t1417, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1416
  %t1419 = mul i64 %t1388, %size.ldc
  %t1420 = add i64 %t1419, %t26
  %t1421 = getelementptr float, ptr %buf.c, i64 %t1420
  br i1 %t59, label %whole1422, label %part1423
whole1422:
  %t1424 = getelementptr float, ptr %t1421, i64 0
  store <16 x float> %t1405, ptr %t1424, align 4
  %t1425 = getelementptr float, ptr %t1421, i64 16
  store <16 x float> %t1418, ptr %t1425, align 4
  br label %rowdone1386
part1423:
  %t1426 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1405, ptr %t1426, align 4
  %t1427 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1418, ptr %t1427, align 4
  store i64 0, ptr %c1428
  br label %head1429
head1429:
  %i1432 = load i64, ptr %c1428
  %t1433 = icmp slt i64 %i1432, %t32
  br i1 %t1433, label %body1430, label %done1431
body1430:
  %t1434 = getelementptr float, ptr %rowbuf, i64 %i1432
  %t1435 = load float, ptr %t1434, align 4
  %t1436 = getelementptr float, ptr %t1421, i64 %i1432
  store float %t1435, ptr %t1436, align 4
  %t1437 = add nsw i64 %i1432, 1
  store i64 %t1437, ptr %c1428
  br label %head1429
done1431:
  br label %rowdone1386
rowdone1386:
  %t1440 = icmp slt i64 26, %t29
  br i1 %t1440, label %row1438, label %rowdone1439
row1438:
  %t1441 = add i64 %t25, 26
  %t1442 = getelementptr float, ptr %buf.rscale, i64 %t1441
  %t1443 = load float, ptr %t1442, align 4
  %t1444 = insertelement <16 x float> poison, float %t1443, i64 0
  %t1445 = shufflevector <16 x float> %t1444, <16 x float> poison, <16 x i32> zeroinitializer
  %t1446 = mul i64 %t36, 2
  %t1447 = add i64 %t1446, 52
  %t1448 = getelementptr <16 x i32>, ptr %tile, i64 %t1447
  %t1449 = load <16 x i32>, ptr %t1448, align 4
  %t1450 = add <16 x i32> %t1449, %t43
  %t1451 = fmul <16 x float> %t49, %t1445
  %t1452 = sitofp <16 x i32> %t1450 to <16 x float>
  %t1453 = fmul <16 x float> %t1452, %t1451
  %t1454 = fadd <16 x float> %t1453, %t55
  %t1455 = fcmp olt <16 x float> %t1454, splat (float 0x0000000000000000)
  %t1456 = select <16 x i1> %t1455, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1454
  %t1457 = fcmp ogt <16 x float> %t1456, splat (float 0x4018000000000000)
  %t1458 = select <16 x i1> %t1457, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1456
  %t1459 = mul i64 %t36, 2
  %t1460 = add i64 %t1459, 53
  %t1461 = getelementptr <16 x i32>, ptr %tile, i64 %t1460
  %t1462 = load <16 x i32>, ptr %t1461, align 4
  %t1463 = add <16 x i32> %t1462, %t46
  %t1464 = fmul <16 x float> %t52, %t1445
  %t1465 = sitofp <16 x i32> %t1463 to <16 x float>
  %t1466 = fmul <16 x float> %t1465, %t1464
  %t1467 = fadd <16 x float> %t1466, %t58
  %t1468 = fcmp olt <16 x float> %t1467, splat (float 0x0000000000000000)
  %t1469 = select <16 x i1> %t1468, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1467
  %t1470 = fcmp ogt <16 x float> %t1469, splat (float 0x4018000000000000)
  %t1471 = select <16 x i1> %t1470, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1469
  %t1472 = mul i64 %t1441, %size.ldc
  %t1473 = add i64 %t1472, %t26
  %t1474 = getelementptr float, ptr %buf.c, i64 %t1473
  br i1 %t59, label %whole1475, label %part1476
whole1475:
  %t1477 = getelementptr float, ptr %t1474, i64 0
  store <16 x float> %t1458, ptr %t1477, align 4
  %t1478 = getelementptr float, ptr %t1474, i64 16
  store <16 x float> %t1471, ptr %t1478, align 4
  br label %rowdone1439
part1476:
  %t1479 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1458, ptr %t1479, align 4
  %t1480 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1471, ptr %t1480, align 4
  store i64 0, ptr %c1481
  br label %head1482
head1482:
  %i1485 = load i64, ptr %c1481
  %t1486 = icmp slt i64 %i1485, %t32
  br i1 %t1486, label %body1483, label %done1484
body1483:
  %t1487 = getelementptr float, ptr %rowbuf, i64 %i1485
  %t1488 = load float, ptr %t1487, align 4
  %t1489 = getelementptr float, ptr %t1474, i64 %i1485
  store float %t1488, ptr %t1489, align 4
  %t1490 = add nsw i64 %i1485, 1
  store i64 %t1490, ptr %c1481
  br label %head1482
done1484:
  br label %rowdone1439
rowdone1439:
  %t1493 = icmp slt i64 27, %t29
  br i1 %t1493, label %row1491, label %rowdone1492
row1491:
  %t1494 = add i64 %t25, 27
  %t1495 = getelementptr float, ptr %buf.rscale, i64 %t1494
  %t1496 = load float, ptr %t1495, align 4
  %t1497 = insertelement <16 x float> poison, float %t1496, i64 0
  %t1498 = shufflevector <16 x float> %t1497, <16 x float> poison, <16 x i32> zeroinitializer
  %t1499 = mul i64 %t36, 2
  %t1500 = add i64 %t1499, 54
  %t1501 = getelementptr <16 x i32>, ptr %tile, i64 %t1500
  %t1502 = load <16 x i32>, ptr %t1501, align 4
  %t1503 = add <16 x i32> %t1502, %t43
  %t1504 = fmul <16 x float> %t49, %t1498
  %t1505 = sitofp <16 x i32> %t1503 to <16 x float>
  %t1506 = fmul <16 x float> %t1505, %t1504
  %t1507 = fadd <16 x float> %t1506, %t55
  %t1508 = fcmp olt <16 x float> %t1507, splat (float 0x0000000000000000)
  %t1509 = select <16 x i1> %t1508, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1507
  %t1510 = fcmp ogt <16 x float> %t1509, splat (float 0x4018000000000000)
  %t1511 = select <16 x i1> %t1510, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1509
  %t1512 = mul i64 %t36, 2
  %t1513 = add i64 %t1512, 55
  %t1514 = getelementptr <16 x i32>, ptr %tile, i64 %t1513
  %t1515 = load <16 x i32>, ptr %t1514, align 4
  %t1516 = add <16 x i32> %t1515, %t46
  %t1517 = fmul <16 x float> %t52, %t1498
  %t1518 = sitofp <16 x i32> %t1516 to <16 x float>
  %t1519 = fmul <16 x float> %t1518, %t1517
  %t1520 = fadd <16 x float> %t1519, %t58
  %t1521 = fcmp olt <16 x float> %t1520, splat (float 0x0000000000000000)
  %t1522 = select <16 x i1> %t1521, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1520
  %t1523 = fcmp ogt <16 x float> %t1522, splat (float 0x4018000000000000)
  %t1524 = select <16 x i1> %t1523, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1522
  %t1525 = mul i64 %t1494, %size.ldc
  %t1526 = add i64 %t1525, %t26
  %t1527 = getelementptr float, ptr %buf.c, i64 %t1526
  br i1 %t59, label %whole1528, label %part1529
whole1528:
  %t1530 = getelementptr float, ptr %t1527, i64 0
  store <16 x float> %t1511, ptr %t1530, align 4
  %t1531 = getelementptr float, ptr %t1527, i64 16
  store <16 x float> %t1524, ptr %t1531, align 4
  br label %rowdone1492
part1529:
  %t1532 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1511, ptr %t1532, align 4
  %t1533 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1524, ptr %t1533, align 4
  store i64 0, ptr %c1534
  br label %head1535
head1535:
  %i1538 = load i64, ptr %c1534
  %t1539 = icmp slt i64 %i1538, %t32
  br i1 %t1539, label %body1536, label %done1537
body1536:
  %t1540 = getelementptr float, ptr %rowbuf, i64 %i1538
  %t1541 = load float, ptr %t1540, align 4
  %t1542 = getelementptr float, ptr %t1527, i64 %i1538
  store float %t1541, ptr %t1542, align 4
  %t1543 = add nsw i64 %i1538, 1
  store i64 %t1543, ptr %c1534
  br label %head1535
done1537:
  br label %rowdone1492
rowdone1492:
  %t1546 = icmp slt i64 28, %t29
  br i1 %t1546, label %row1544, label %rowdone1545
row1544:
  %t1547 = add i64 %t25, 28
  %t1548 = getelementptr float, ptr %buf.rscale, i64 %t1547
  %t1549 = load float, ptr %t1548, align 4
  %t1550 = insertelement <16 x float> poison, float %t1549, i64 0
  %t1551 = shufflevector <16 x float> %t1550, <16 x float> poison, <16 x i32> zeroinitializer
  %t1552 = mul i64 %t36, 2
  %t1553 = add i64 %t1552, 56
  %t1554 = getelementptr <16 x i32>, ptr %tile, i64 %t1553
  %t1555 = load <16 x i32>, ptr %t1554, align 4
  %t1556 = add <16 x i32> %t1555, %t43
  %t1557 = fmul <16 x float> %t49, %t1551
  %t1558 = sitofp <16 x i32> %t1556 to <16 x float>
  %t1559 = fmul <16 x float> %t1558, %t1557
  %t1560 = fadd <16 x float> %t1559, %t55
  %t1561 = fcmp olt <16 x float> %t1560, splat (float 0x0000000000000000)
  %t1562 = select <16 x i1> %t1561, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1560
  %t1563 = fcmp ogt <16 x float> %t1562, splat (float 0x4018000000000000)
  %t1564 = select <16 x i1> %t1563, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1562
  %t1565 = mul i64 %t36, 2
  %t1566 = add i64 %t1565, 57
  %t1567 = getelementptr <16 x i32>, ptr %tile, i64 %t1566
  %t1568 = load <16 x i32>, ptr %t1567, align 4
  %t1569 = add <16 x i32> %t1568, %t46
  %t1570 = fmul <16 x float> %t52, %t1551
  %t1571 = sitofp <16 x i32> %t1569 to <16 x float>
  %t1572 = fmul <16 x float> %t1571, %t1570
  %t1573 = fadd <16 x float> %t1572, %t58
  %t1574 = fcmp olt <16 x float> %t1573, splat (float 0x0000000000000000)
  %t1575 = select <16 x i1> %t1574, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1573
  %t1576 = fcmp ogt <16 x float> %t1575, splat (float 0x4018000000000000)
  %t1577 = select <16 x i1> %t1576, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1575
  %t1578 = mul i64 %t1547, %size.ldc
  %t1579 = add i64 %t1578, %t26
  %t1580 = getelementptr float, ptr %buf.c, i64 %t1579
  br i1 %t59, label %whole1581, label %part1582
whole1581:
  %t1583 = getelementptr float, ptr %t1580, i64 0
  store <16 x float> %t1564, ptr %t1583, align 4
  %t1584 = getelementptr float, ptr %t1580, i64 16
  store <16 x float> %t1577, ptr %t1584, align 4
  br label %rowdone1545
part1582:
  %t1585 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1564, ptr %t1585, align 4
  %t1586 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1577, ptr %t1586, align 4
  store i64 0, ptr %c1587
  br label %head1588
head1588:
  %i1591 = load i64, ptr %c1587
  %t1592 = icmp slt i64 %i1591, %t32
  br i1 %t1592, label %body1589, label %done1590
body1589:
  %t1593 = getelementptr float, ptr %rowbuf, i64 %i1591
  %t1594 = load float, ptr %t1593, align 4
  %t1595 = getelementptr float, ptr %t1580, i64 %i1591
  store float %t1594, ptr %t1595, align 4
  %t1596 = add nsw i64 %i1591, 1
  store i64 %t1596, ptr %c1587
  br label %head1588
done1590:
  br label %rowdone1545
rowdone1545:
  %t1599 = icmp slt i64 29, %t29
  br i1 %t1599, label %row1597, label %rowdone1598
row1597:
  %t1600 = add i64 %t25, 29
  %t1601 = getelementptr float, ptr %buf.rscale, i64 %t1600
  %t1602 = load float, ptr %t1601, align 4
  %t1603 = insertelement <16 x float> poison, float %t1602, i64 0
  %t1604 = shufflevector <16 x float> %t1603, <16 x float> poison, <16 x i32> zeroinitializer
  %t1605 = mul i64 %t36, 2
  %t1606 = add i64 %t1605, 58
  %t1607 = getelementptr <16 x i32>, ptr %tile, i64 %t1606
  %t1608 = load <16 x i32>, ptr %t1607, align 4
  %t1609 = add <16 x i32> %t1608, %t43
  %t1610 = fmul <16 x float> %t49, %t1604
  %t1611 = sitofp <16 x i32> %t1609 to <16 x float>
  %t1612 = fmul <16 x float> %t1611, %t1610
  %t1613 = fadd <16 x float> %t1612, %t55
  %t1614 = fcmp olt <16 x float> %t1613, splat (float 0x0000000000000000)
  %t1615 = select <16 x i1> %t1614, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1613
  %t1616 = fcmp ogt <16 x float> %t1615, splat (float 0x4018000000000000)
  %t1617 = select <16 x i1> %t1616, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1615
  %t1618 = mul i64 %t36, 2
  %t1619 = add i64 %t1618, 59
  %t1620 = getelementptr <16 x i32>, ptr %tile, i64 %t1619
  %t1621 = load <16 x i32>, ptr %t1620, align 4
  %t1622 = add <16 x i32> %t1621, %t46
  %t1623 = fmul <16 x float> %t52, %t1604
  %t1624 = sitofp <16 x i32> %t1622 to <16 x float>
  %t1625 = fmul <16 x float> %t1624, %t1623
  %t1626 = fadd <16 x float> %t1625, %t58
  %t1627 = fcmp olt <16 x float> %t1626, splat (float 0x0000000000000000)
  %t1628 = select <16 x i1> %t1627, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1626
  %t1629 = fcmp ogt <16 x float> %t1628, splat (float 0x4018000000000000)
  %t1630 = select <16 x i1> %t1629, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1628
  %t1631 = mul i64 %t1600, %size.ldc
  %t1632 = add i64 %t1631, %t26
  %t1633 = getelementptr float, ptr %buf.c, i64 %t1632
  br i1 %t59, label %whole1634, label %part1635
whole1634:
  %t1636 = getelementptr float, ptr %t1633, i64 0
  store <16 x float> %t1617, ptr %t1636, align 4
  %t1637 = getelementptr float, ptr %t1633, i64 16
  store <16 x float> %t1630, ptr %t1637, align 4
  br label %rowdone1598
part1635:
  %t1638 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1617, ptr %t1638, align 4
  %t1639 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1630, ptr %t1639, align 4
  store i64 0, ptr %c1640
  br label %head1641
head1641:
  %i1644 = load i64, ptr %c1640
  %t1645 = icmp slt i64 %i1644, %t32
  br i1 %t1645, label %body1642, label %done1643
body1642:
  %t1646 = getelementptr float, ptr %rowbuf, i64 %i1644
  %t1647 = load float, ptr %t1646, align 4
  %t1648 = getelementptr float, ptr %t1633, i64 %i1644
  store float %t1647, ptr %t1648, align 4
  %t1649 = add nsw i64 %i1644, 1
  store i64 %t1649, ptr %c1640
  br label %head1641
done1643:
  br label %rowdone1598
rowdone1598:
  %t1652 = icmp slt i64 30, %t29
  br i1 %t1652, label %row1650, label %rowdone1651
row1650:
  %t1653 = add i64 %t25, 30
  %t1654 = getelementptr float, ptr %buf.rscale, i64 %t1653
  %t1655 = load float, ptr %t1654, align 4
  %t1656 = insertelement <16 x float> poison, float %t1655, i64 0
  %t1657 = shufflevector <16 x float> %t1656, <16 x float> poison, <16 x i32> zeroinitializer
  %t1658 = mul i64 %t36, 2
  %t1659 = add i64 %t1658, 60
  %t1660 = getelementptr <16 x i32>, ptr %tile, i64 %t1659
  %t1661 = load <16 x i32>, ptr %t1660, align 4
  %t1662 = add <16 x i32> %t1661, %t43
  %t1663 = fmul <16 x float> %t49, %t1657
  %t1664 = sitofp <16 x i32> %t1662 to <16 x float>
  %t1665 = fmul <16 x float> %t1664, %t1663
  %t1666 = fadd <16 x float> %t1665, %t55
  %t1667 = fcmp olt <16 x float> %t1666, splat (float 0x0000000000000000)
  %t1668 = select <16 x i1> %t1667, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1666
  %t1669 = fcmp ogt <16 x float> %t1668, splat (float 0x4018000000000000)
  %t1670 = select <16 x i1> %t1669, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1668
  %t1671 = mul i64 %t36, 2
  %t1672 = add i64 %t1671, 61
  %t1673 = getelementptr <16 x i32>, ptr %tile, i64 %t1672
  %t1674 = load <16 x i32>, ptr %t1673, align 4
  %t1675 = add <16 x i32> %t1674, %t46
  %t1676 = fmul <16 x float> %t52, %t1657
  %t1677 = sitofp <16 x i32> %t1675 to <16 x float>
  %t1678 = fmul <16 x float> %t1677, %t1676
  %t1679 = fadd <16 x float> %t1678, %t58
  %t1680 = fcmp olt <16 x float> %t1679, splat (float 0x0000000000000000)
  %t1681 = select <16 x i1> %t1680, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1679
  %t1682 = fcmp ogt <16 x float> %t1681, splat (float 0x4018000000000000)
  %t1683 = select <16 x i1> %t1682, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1681
  %t1684 = mul i64 %t1653, %size.ldc
  %t1685 = add i64 %t1684, %t26
  %t1686 = getelementptr float, ptr %buf.c, i64 %t1685
  br i1 %t59, label %whole1687, label %part1688
whole1687:
  %t1689 = getelementptr float, ptr %t1686, i64 0
  store <16 x float> %t1670, ptr %t1689, align 4
  %t1690 = getelementptr float, ptr %t1686, i64 16
  store <16 x float> %t1683, ptr %t1690, align 4
  br label %rowdone1651
part1688:
  %t1691 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1670, ptr %t1691, align 4
  %t1692 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1683, ptr %t1692, align 4
  store i64 0, ptr %c1693
  br label %head1694
head1694:
  %i1697 = load i64, ptr %c1693
  %t1698 = icmp slt i64 %i1697, %t32
  br i1 %t1698, label %body1695, label %done1696
body1695:
  %t1699 = getelementptr float, ptr %rowbuf, i64 %i1697
  %t1700 = load float, ptr %t1699, align 4
  %t1701 = getelementptr float, ptr %t1686, i64 %i1697
  store float %t1700, ptr %t1701, align 4
  %t1702 = add nsw i64 %i1697, 1
  store i64 %t1702, ptr %c1693
  br label %head1694
done1696:
  br label %rowdone1651
rowdone1651:
  %t1705 = icmp slt i64 31, %t29
  br i1 %t1705, label %row1703, label %rowdone1704
row1703:
  %t1706 = add i64 %t25, 31
  %t1707 = getelementptr float, ptr %buf.rscale, i64 %t1706
  %t1708 = load float, ptr %t1707, align 4
  %t1709 = insertelement <16 x float> poison, float %t1708, i64 0
  %t1710 = shufflevector <16 x float> %t1709, <16 x float> poison, <16 x i32> zeroinitializer
  %t1711 = mul i64 %t36, 2
  %t1712 = add i64 %t1711, 62
  %t1713 = getelementptr <16 x i32>, ptr %tile, i64 %t1712
  %t1714 = load <16 x i32>, ptr %t1713, align 4
  %t1715 = add <16 x i32> %t1714, %t43
  %t1716 = fmul <16 x float> %t49, %t1710
  %t1717 = sitofp <16 x i32> %t1715 to <16 x float>
  %t1718 = fmul <16 x float> %t1717, %t1716
  %t1719 = fadd <16 x float> %t1718, %t55
  %t1720 = fcmp olt <16 x float> %t1719, splat (float 0x0000000000000000)
  %t1721 = select <16 x i1> %t1720, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1719
  %t1722 = fcmp ogt <16 x float> %t1721, splat (float 0x4018000000000000)
  %t1723 = select <16 x i1> %t1722, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1721
  %t1724 = mul i64 %t36, 2
  %t1725 = add i64 %t1724, 63
  %t1726 = getelementptr <16 x i32>, ptr %tile, i64 %t1725
  %t1727 = load <16 x i32>, ptr %t1726, align 4
  %t1728 = add <16 x i32> %t1727, %t46
  %t1729 = fmul <16 x float> %t52, %t1710
  %t1730 = sitofp <16 x i32> %t1728 to <16 x float>
  %t1731 = fmul <16 x float> %t1730, %t1729
  %t1732 = fadd <16 x float> %t1731, %t58
  %t1733 = fcmp olt <16 x float> %t1732, splat (float 0x0000000000000000)
  %t1734 = select <16 x i1> %t1733, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1732
  %t1735 = fcmp ogt <16 x float> %t1734, splat (float 0x4018000000000000)
  %t1736 = select <16 x i1> %t1735, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1734
  %t1737 = mul i64 %t1706, %size.ldc
  %t1738 = add i64 %t1737, %t26
  %t1739 = getelementptr float, ptr %buf.c, i64 %t1738
  br i1 %t59, label %whole1740, label %part1741
whole1740:
  %t1742 = getelementptr float, ptr %t1739, i64 0
  store <16 x float> %t1723, ptr %t1742, align 4
  %t1743 = getelementptr float, ptr %t1739, i64 16
  store <16 x float> %t1736, ptr %t1743, align 4
  br label %rowdone1704
part1741:
  %t1744 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1723, ptr %t1744, align 4
  %t1745 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1736, ptr %t1745, align 4
  store i64 0, ptr %c1746
  br label %head1747
head1747:
  %i1750 = load i64, ptr %c1746
  %t1751 = icmp slt i64 %i1750, %t32
  br i1 %t1751, label %body1748, label %done1749
body1748:
  %t1752 = getelementptr float, ptr %rowbuf, i64 %i1750
  %t1753 = load float, ptr %t1752, align 4
  %t1754 = getelementptr float, ptr %t1739, i64 %i1750
  store float %t1753, ptr %t1754, align 4
  %t1755 = add nsw i64 %i1750, 1
  store i64 %t1755, ptr %c1746
  br label %head1747
done1749:
  br label %rowdone1704
rowdone1704:
  %t1756 = add nsw i64 %i17, 1
  store i64 %t1756, ptr %c13
  br label %head14
done16:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
