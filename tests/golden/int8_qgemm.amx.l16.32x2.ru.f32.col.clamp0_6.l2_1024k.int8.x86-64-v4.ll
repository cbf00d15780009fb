declare void @llvm.x86.tilestored64.internal(i16, i16, ptr, i64, x86_amx)
declare x86_amx @llvm.x86.tdpbf16ps.internal(i16, i16, i16, x86_amx, x86_amx, x86_amx)
declare x86_amx @llvm.x86.tileloadd64.internal(i16, i16, ptr, i64)
declare x86_amx @llvm.x86.tilezero.internal(i16, i16)

define internal void @"jr.qgemm.amx.l16.32x2.ru.f32.col.clamp0_6.l2_1024k.mk"(ptr %r, i64 %rs, i64 %nrows, ptr %p, i64 %kg, ptr %out) alwaysinline nounwind {
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
  %new0_0 = call x86_amx @llvm.x86.tdpbf16ps.internal(i16 16, i16 64, i16 64, x86_amx %acc0_0, x86_amx %t11, x86_amx %t20)
  %new0_1 = call x86_amx @llvm.x86.tdpbf16ps.internal(i16 16, i16 64, i16 64, x86_amx %acc0_1, x86_amx %t11, x86_amx %t24)
  %new1_0 = call x86_amx @llvm.x86.tdpbf16ps.internal(i16 16, i16 64, i16 64, x86_amx %acc1_0, x86_amx %t16, x86_amx %t20)
  %new1_1 = call x86_amx @llvm.x86.tdpbf16ps.internal(i16 16, i16 64, i16 64, x86_amx %acc1_1, x86_amx %t16, x86_amx %t24)
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

define void @"jr.qgemm.amx.l16.32x2.ru.f32.col.clamp0_6.l2_1024k"(ptr noalias %buf.r, ptr noalias %buf.p, ptr noalias %buf.radd, ptr noalias %buf.cadd, ptr noalias %buf.rmul, ptr noalias %buf.cmul, ptr noalias %buf.scale, ptr noalias %buf.bias, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.m, i64 %size.n, i64 %size.kg, i64 %size.rs, i64 %size.ldc, i64 %size.zp, i64 %range.lo, i64 %range.hi) nounwind "no-builtins" {
entry:
  %tile = alloca [64 x <16 x i32>], align 64
  %rowbuf = alloca [32 x float], align 64
  %c13 = alloca i64
  %c109 = alloca i64
  %c162 = alloca i64
  %c215 = alloca i64
  %c268 = alloca i64
  %c321 = alloca i64
  %c374 = alloca i64
  %c427 = alloca i64
  %c480 = alloca i64
  %c533 = alloca i64
  %c586 = alloca i64
  %c639 = alloca i64
  %c692 = alloca i64
  %c745 = alloca i64
  %c798 = alloca i64
  %c851 = alloca i64
  %c904 = alloca i64
  %c957 = alloca i64
  %c1010 = alloca i64
  %c1063 = alloca i64
  %c1116 = alloca i64
  %c1169 = alloca i64
  %c1222 = alloca i64
  %c1275 = alloca i64
  %c1328 = alloca i64
  %c1381 = alloca i64
  %c1434 = alloca i64
  %c1487 = alloca i64
  %c1540 = alloca i64
  %c1593 = alloca i64
  %c1646 = alloca i64
  %c1699 = alloca i64
  %c1752 = alloca i64
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
  call void @"jr.qgemm.amx.l16.32x2.ru.f32.col.clamp0_6.l2_1024k.mk"(ptr %t38, i64 %size.rs, i64 %t29, ptr %t40, i64 %size.kg, ptr %tile)
  %t41 = add i64 %t26, 0
  %t42 = getelementptr i32, ptr %buf.cadd, i64 %t41
  %t43 = load <16 x i32>, ptr %t42, align 4
  %t44 = add i64 %t26, 16
  %t45 = getelementptr i32, ptr %buf.cadd, i64 %t44
  %t46 = load <16 x i32>, ptr %t45, align 4
  %t47 = add i64 %t26, 0
  %t48 = getelementptr i32, ptr %buf.cmul, i64 %t47
  %t49 = load <16 x i32>, ptr %t48, align 4
  %t50 = add i64 %t26, 16
  %t51 = getelementptr i32, ptr %buf.cmul, i64 %t50
  %t52 = load <16 x i32>, ptr %t51, align 4
  %t53 = add i64 %t26, 0
  %t54 = getelementptr float, ptr %buf.scale, i64 %t53
  %t55 = load <16 x float>, ptr %t54, align 4
  %t56 = add i64 %t26, 16
  %t57 = getelementptr float, ptr %buf.scale, i64 %t56
  %t58 = load <16 x float>, ptr %t57, align 4
  %t59 = add i64 %t26, 0
  %t60 = getelementptr float, ptr %buf.bias, i64 %t59
  %t61 = load <16 x float>, ptr %t60, align 4
  %t62 = add i64 %t26, 16
  %t63 = getelementptr float, ptr %buf.bias, i64 %t62
  %t64 = load <16 x float>, ptr %t63, align 4
  %t65 = icmp eq i64 %t32, 32
  %t68 = icmp slt i64 0, %t29
  br i1 %t68, label %row66, label %rowdone67
row66:
  %t69 = add i64 %t25, 0
  %t70 = getelementptr i32, ptr %buf.radd, i64 %t69
  %t71 = load i32, ptr %t70, align 4
  %t72 = insertelement <16 x i32> poison, i32 %t71, i64 0
  %t73 = shufflevector <16 x i32> %t72, <16 x i32> poison, <16 x i32> zeroinitializer
  %t74 = getelementptr i32, ptr %buf.rmul, i64 %t69
  %t75 = load i32, ptr %t74, align 4
  %t76 = insertelement <16 x i32> poison, i32 %t75, i64 0
  %t77 = shufflevector <16 x i32> %t76, <16 x i32> poison, <16 x i32> zeroinitializer
  %t78 = mul i64 %t36, 2
  %t79 = add i64 %t78, 0
  %t80 = getelementptr <16 x i32>, ptr %tile, i64 %t79
  %t81 = load <16 x i32>, ptr %t80, align 4
  %t82 = bitcast <16 x i32> %t81 to <16 x float>
  %t83 = fmul <16 x float> %t82, %t55
  %t84 = fadd <16 x float> %t83, %t61
  %t85 = fcmp olt <16 x float> %t84, splat (float 0x0000000000000000)
  %t86 = select <16 x i1> %t85, <16 x float> splat (float 0x0000000000000000), <16 x float> %t84
  %t87 = fcmp ogt <16 x float> %t86, splat (float 0x4018000000000000)
  %t88 = select <16 x i1> %t87, <16 x float> splat (float 0x4018000000000000), <16 x float> %t86
  %t89 = mul i64 %t36, 2
  %t90 = add i64 %t89, 1
  %t91 = getelementptr <16 x i32>, ptr %tile, i64 %t90
  %t92 = load <16 x i32>, ptr %t91, align 4
  %t93 = bitcast <16 x i32> %t92 to <16 x float>
  %t94 = fmul <16 x float> %t93, %t58
  %t95 = fadd <16 x float> %t94, %t64
  %t96 = fcmp olt <16 x float> %t95, splat (float 0x0000000000000000)
  %t97 = select <16 x i1> %t96, <16 x float> splat (float 0x0000000000000000), <16 x float> %t95
  %t98 = fcmp ogt <16 x float> %t97, splat (float 0x4018000000000000)
  %t99 = select <16 x i1> %t98, <16 x float> splat (float 0x4018000000000000), <16 x float> %t97
  %t100 = mul i64 %t69, %size.ldc
  %t101 = add i64 %t100, %t26
  %t102 = getelementptr float, ptr %buf.c, i64 %t101
  br i1 %t65, label %whole103, label %part104
whole103:
  %t105 = getelementptr float, ptr %t102, i64 0
  store <16 x float> %t88, ptr %t105, align 4
  %t106 = getelementptr float, ptr %t102, i64 16
  store <16 x float> %t99, ptr %t106, align 4
  br label %rowdone67
part104:
  %t107 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t88, ptr %t107, align 4
  %t108 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t99, ptr %t108, align 4
  store i64 0, ptr %c109
  br label %head110
head110:
  %i113 = load i64, ptr %c109
  %t114 = icmp slt i64 %i113, %t32
  br i1 %t114, label %body111, label %done112
body111:
  %t115 = getelementptr float, ptr %rowbuf, i64 %i113
  %t116 = load float, ptr %t115, align 4
  %t117 = getelementptr float, ptr %t102, i64 %i113
  store float %t116, ptr %t117, align 4
  %t118 = add nsw i64 %i113, 1
  store i64 %t118, ptr %c109
  br label %head110
done112:
  br label %rowdone67
rowdone67:
  %t121 = icmp slt i64 1, %t29
  br i1 %t121, label %row119, label %rowdone120
row119:
  %t122 = add i64 %t25, 1
  %t123 = getelementptr i32, ptr %buf.radd, i64 %t122
  %t124 = load i32, ptr %t123, align 4
  %t125 = insertelement <16 x i32> poison, i32 %t124, i64 0
  %t126 = shufflevector <16 x i32> %t125, <16 x i32> poison, <16 x i32> zeroinitializer
  %t127 = getelementptr i32, ptr %buf.rmul, i64 %t122
  %t128 = load i32, ptr %t127, align 4
  %t129 = insertelement <16 x i32> poison, i32 %t128, i64 0
  %t130 = shufflevector <16 x i32> %t129, <16 x i32> poison, <16 x i32> zeroinitializer
  %t131 = mul i64 %t36, 2
  %t132 = add i64 %t131, 2
  %t133 = getelementptr <16 x i32>, ptr %tile, i64 %t132
  %t134 = load <16 x i32>, ptr %t133, align 4
  %t135 = bitcast <16 x i32> %t134 to <16 x float>
  %t136 = fmul <16 x float> %t135, %t55
  %t137 = fadd <16 x float> %t136, %t61
  %t138 = fcmp olt <16 x float> %t137, splat (float 0x0000000000000000)
  %t139 = select <16 x i1> %t138, <16 x float> splat (float 0x0000000000000000), <16 x float> %t137
  %t140 = fcmp ogt <16 x float> %t139, splat (float 0x4018000000000000)
  %t141 = select <16 x i1> %t140, <16 x float> splat (float 0x4018000000000000), <16 x float> %t139
  %t142 = mul i64 %t36, 2
  %t143 = add i64 %t142, 3
  %t144 = getelementptr <16 x i32>, ptr %tile, i64 %t143
  %t145 = load <16 x i32>, ptr %t144, align 4
  %t146 = bitcast <16 x i32> %t145 to <16 x float>
  %t147 = fmul <16 x float> %t146, %t58
  %t148 = fadd <16 x float> %t147, %t64
  %t149 = fcmp olt <16 x float> %t148, splat (float 0x0000000000000000)
  %t150 = select <16 x i1> %t149, <16 x float> splat (float 0x0000000000000000), <16 x float> %t148
  %t151 = fcmp ogt <16 x float> %t150, splat (float 0x4018000000000000)
  %t152 = select <16 x i1> %t151, <16 x float> splat (float 0x4018000000000000), <16 x float> %t150
  %t153 = mul i64 %t122, %size.ldc
  %t154 = add i64 %t153, %t26
  %t155 = getelementptr float, ptr %buf.c, i64 %t154
  br i1 %t65, label %whole156, label %part157
whole156:
  %t158 = getelementptr float, ptr %t155, i64 0
  store <16 x float> %t141, ptr %t158, align 4
  %t159 = getelementptr float, ptr %t155, i64 16
  store <16 x float> %t152, ptr %t159, align 4
  br label %rowdone120
part157:
  %t160 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t141, ptr %t160, align 4
  %t161 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t152, ptr %t161, align 4
  store i64 0, ptr %c162
  br label %head163
head163:
  %i166 = load i64, ptr %c162
  %t167 = icmp slt i64 %i166, %t32
  br i1 %t167, label %body164, label %done165
body164:
  %t168 = getelementptr float, ptr %rowbuf, i64 %i166
  %t169 = load float, ptr %t168, align 4
  %t170 = getelementptr float, ptr %t155, i64 %i166
  store float %t169, ptr %t170, align 4
  %t171 = add nsw i64 %i166, 1
  store i64 %t171, ptr %c162
  br label %head163
done165:
  br label %rowdone120
rowdone120:
  %t174 = icmp slt i64 2, %t29
  br i1 %t174, label %row172, label %rowdone173
row172:
  %t175 = add i64 %t25, 2
  %t176 = getelementptr i32, ptr %buf.radd, i64 %t175
  %t177 = load i32, ptr %t176, align 4
  %t178 = insertelement <16 x i32> poison, i32 %t177, i64 0
  %t179 = shufflevector <16 x i32> %t178, <16 x i32> poison, <16 x i32> zeroinitializer
  %t180 = getelementptr i32, ptr %buf.rmul, i64 %t175
  %t181 = load i32, ptr %t180, align 4
  %t182 = insertelement <16 x i32> poison, i32 %t181, i64 0
  %t183 = shufflevector <16 x i32> %t182, <16 x i32> poison, <16 x i32> zeroinitializer
  %t184 = mul i64 %t36, 2
  %t185 = add i64 %t184, 4
  %t186 = getelementptr <16 x i32>, ptr %tile, i64 %t185
  %t187 = load <16 x i32>, ptr %t186, align 4
  %t188 = bitcast <16 x i32> %t187 to <16 x float>
  %t189 = fmul <16 x float> %t188, %t55
  %t190 = fadd <16 x float> %t189, %t61
  %t191 = fcmp olt <16 x float> %t190, splat (float 0x0000000000000000)
  %t192 = select <16 x i1> %t191, <16 x float> splat (float 0x0000000000000000), <16 x float> %t190
  %t193 = fcmp ogt <16 x float> %t192, splat (float 0x4018000000000000)
  %t194 = select <16 x i1> %t193, <16 x float> splat (float 0x4018000000000000), <16 x float> %t192
  %t195 = mul i64 %t36, 2
  %t196 = add i64 %t195, 5
  %t197 = getelementptr <16 x i32>, ptr %tile, i64 %t196
  %t198 = load <16 x i32>, ptr %t197, align 4
  %t199 = bitcast <16 x i32> %t198 to <16 x float>
  %t200 = fmul <16 x float> %t199, %t58
  %t201 = fadd <16 x float> %t200, %t64
  %t202 = fcmp olt <16 x float> %t201, splat (float 0x0000000000000000)
  %t203 = select <16 x i1> %t202, <16 x float> splat (float 0x0000000000000000), <16 x float> %t201
  %t204 = fcmp ogt <16 x float> %t203, splat (float 0x4018000000000000)
  %t205 = select <16 x i1> %t204, <16 x float> splat (float 0x4018000000000000), <16 x float> %t203
  %t206 = mul i64 %t175, %size.ldc
  %t207 = add i64 %t206, %t26
  %t208 = getelementptr float, ptr %buf.c, i64 %t207
  br i1 %t65, label %whole209, label %part210
whole209:
  %t211 = getelementptr float, ptr %t208, i64 0
  store <16 x float> %t194, ptr %t211, align 4
  %t212 = getelementptr float, ptr %t208, i64 16
  store <16 x float> %t205, ptr %t212, align 4
  br label %rowdone173
part210:
  %t213 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t194, ptr %t213, align 4
  %t214 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t205, ptr %t214, align 4
  store i64 0, ptr %c215
  br label %head216
head216:
  %i219 = load i64, ptr %c215
  %t220 = icmp slt i64 %i219, %t32
  br i1 %t220, label %body217, label %done218
body217:
  %t221 = getelementptr float, ptr %rowbuf, i64 %i219
  %t222 = load float, ptr %t221, align 4
  %t223 = getelementptr float, ptr %t208, i64 %i219
  store float %t222, ptr %t223, align 4
  %t224 = add nsw i64 %i219, 1
  store i64 %t224, ptr %c215
  br label %head216
done218:
  br label %rowdone173
rowdone173:
  %t227 = icmp slt i64 3, %t29
  br i1 %t227, label %row225, label %rowdone226
row225:
  %t228 = add i64 %t25, 3
  %t229 = getelementptr i32, ptr %buf.radd, i64 %t228
  %t230 = load i32, ptr %t229, align 4
  %t231 = insertelement <16 x i32> poison, i32 %t230, i64 0
  %t232 = shufflevector <16 x i32> %t231, <16 x i32> poison, <16 x i32> zeroinitializer
  %t233 = getelementptr i32, ptr %buf.rmul, i64 %t228
  %t234 = load i32, ptr %t233, align 4
  %t235 = insertelement <16 x i32> poison, i32 %t234, i64 0
  %t236 = shufflevector <16 x i32> %t235, <16 x i32> poison, <16 x i32> zeroinitializer
  %t237 = mul i64 %t36, 2
  %t238 = add i64 %t237, 6
  %t239 = getelementptr <16 x i32>, ptr %tile, i64 %t238
  %t240 = load <16 x i32>, ptr %t239, align 4
  %t241 = bitcast <16 x i32> %t240 to <16 x float>
  %t242 = fmul <16 x float> %t241, %t55
  %t243 = fadd <16 x float> %t242, %t61
  %t244 = fcmp olt <16 x float> %t243, splat (float 0x0000000000000000)
  %t245 = select <16 x i1> %t244, <16 x float> splat (float 0x0000000000000000), <16 x float> %t243
  %t246 = fcmp ogt <16 x float> %t245, splat (float 0x4018000000000000)
  %t247 = select <16 x i1> %t246, <16 x float> splat (float 0x4018000000000000), <16 x float> %t245
  %t248 = mul i64 %t36, 2
  %t249 = add i64 %t248, 7
  %t250 = getelementptr <16 x i32>, ptr %tile, i64 %t249
  %t251 = load <16 x i32>, ptr %t250, align 4
  %t252 = bitcast <16 x i32> %t251 to <16 x float>
  %t253 = fmul <16 x float> %t252, %t58
  %t254 = fadd <16 x float> %t253, %t64
  %t255 = fcmp olt <16 x float> %t254, splat (float 0x0000000000000000)
  %t256 = select <16 x i1> %t255, <16 x float> splat (float 0x0000000000000000), <16 x float> %t254
  %t257 = fcmp ogt <16 x float> %t256, splat (float 0x4018000000000000)
  %t258 = select <16 x i1> %t257, <16 x float> splat (float 0x4018000000000000), <16 x float> %t256
  %t259 = mul i64 %t228, %size.ldc
  %t260 = add i64 %t259, %t26
  %t261 = getelementptr float, ptr %buf.c, i64 %t260
  br i1 %t65, label %whole262, label %part263
whole262:
  %t264 = getelementptr float, ptr %t261, i64 0
  store <16 x float> %t247, ptr %t264, align 4
  %t265 = getelementptr float, ptr %t261, i64 16
  store <16 x float> %t258, ptr %t265, align 4
  br label %rowdone226
part263:
  %t266 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t247, ptr %t266, align 4
  %t267 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t258, ptr %t267, align 4
  store i64 0, ptr %c268
  br label %head269
head269:
  %i272 = load i64, ptr %c268
  %t273 = icmp slt i64 %i272, %t32
  br i1 %t273, label %body270, label %done271
body270:
  %t274 = getelementptr float, ptr %rowbuf, i64 %i272
  %t275 = load float, ptr %t274, align 4
  %t276 = getelementptr float, ptr %t261, i64 %i272
  store float %t275, ptr %t276, align 4
  %t277 = add nsw i64 %i272, 1
  store i64 %t277, ptr %c268
  br label %head269
done271:
  br label %rowdone226
rowdone226:
  %t280 = icmp slt i64 4, %t29
  br i1 %t280, label %row278, label %rowdone279
row278:
  %t281 = add i64 %t25, 4
  %t282 = getelementptr i32, ptr %buf.radd, i64 %t281
  %t283 = load i32, ptr %t282, align 4
  %t284 = insertelement <16 x i32> poison, i32 %t283, i64 0
  %t285 = shufflevector <16 x i32> %t284, <16 x i32> poison, <16 x i32> zeroinitializer
  %t286 = getelementptr i32, ptr %buf.rmul, i64 %t281
  %t287 = load i32, ptr %t286, align 4
  %t288 = insertelement <16 x i32> poison, i32 %t287, i64 0
  %t289 = shufflevector <16 x i32> %t288, <16 x i32> poison, <16 x i32> zeroinitializer
  %t290 = mul i64 %t36, 2
  %t291 = add i64 %t290, 8
  %t292 = getelementptr <16 x i32>, ptr %tile, i64 %t291
  %t293 = load <16 x i32>, ptr %t292, align 4
  %t294 = bitcast <16 x i32> %t293 to <16 x float>
  %t295 = fmul <16 x float> %t294, %t55
  %t296 = fadd <16 x float> %t295, %t61
  %t297 = fcmp olt <16 x float> %t296, splat (float 0x0000000000000000)
  %t298 = select <16 x i1> %t297, <16 x float> splat (float 0x0000000000000000), <16 x float> %t296
  %t299 = fcmp ogt <16 x float> %t298, splat (float 0x4018000000000000)
  %t300 = select <16 x i1> %t299, <16 x float> splat (float 0x4018000000000000), <16 x float> %t298
  %t301 = mul i64 %t36, 2
  %t302 = add i64 %t301, 9
  %t303 = getelementptr <16 x i32>, ptr %tile, i64 %t302
  %t304 = load <16 x i32>, ptr %t303, align 4
  %t305 = bitcast <16 x i32> %t304 to <16 x float>
  %t306 = fmul <16 x float> %t305, %t58
  %t307 = fadd <16 x float> %t306, %t64
  %t308 = fcmp olt <16 x float> %t307, splat (float 0x0000000000000000)
  %t309 = select <16 x i1> %t308, <16 x float> splat (float 0x0000000000000000), <16 x float> %t307
  %t310 = fcmp ogt <16 x float> %t309, splat (float 0x4018000000000000)
  %t311 = select <16 x i1> %t310, <16 x float> splat (float 0x4018000000000000), <16 x float> %t309
  %t312 = mul i64 %t281, %size.ldc
  %t313 = add i64 %t312, %t26
  %t314 = getelementptr float, ptr %buf.c, i64 %t313
  br i1 %t65, label %whole315, label %part316
whole315:
  %t317 = getelementptr float, ptr %t314, i64 0
  store <16 x float> %t300, ptr %t317, align 4
  %t318 = getelementptr float, ptr %t314, i64 16
  store <16 x float> %t311, ptr %t318, align 4
  br label %rowdone279
part316:
  %t319 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t300, ptr %t319, align 4
  %t320 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t311, ptr %t320, align 4
  store i64 0, ptr %c321
  br label %head322
head322:
  %i325 = load i64, ptr %c321
  %t326 = icmp slt i64 %i325, %t32
  br i1 %t326, label %body323, label %done324
body323:
  %t327 = getelementptr float, ptr %rowbuf, i64 %i325
  %t328 = load float, ptr %t327, align 4
  %t329 = getelementptr float, ptr %t314, i64 %i325
  store float %t328, ptr %t329, align 4
  %t330 = add nsw i64 %i325, 1
  store i64 %t330, ptr %c321
  br label %head322
done324:
  br label %rowdone279
rowdone279:
  %t333 = icmp slt i64 5, %t29
  br i1 %t333, label %row331, label %rowdone332
row331:
  %t334 = add i64 %t25, 5
  %t335 = getelementptr i32, ptr %buf.radd, i64 %t334
  %t336 = load i32, ptr %t335, align 4
  %t337 = insertelement <16 x i32> poison, i32 %t336, i64 0
  %t338 = shufflevector <16 x i32> %t337, <16 x i32> poison, <16 x i32> zeroinitializer
  %t339 = getelementptr i32, ptr %buf.rmul, i64 %t334
  %t340 = load i32, ptr %t339, align 4
  %t341 = insertelement <16 x i32> poison, i32 %t340, i64 0
  %t342 = shufflevector <16 x i32> %t341, <16 x i32> poison, <16 x i32> zeroinitializer
  %t343 = mul i64 %t36, 2
  %t344 = add i64 %t343, 10
  %t345 = getelementptr <16 x i32>, ptr %tile, i64 %t344
  %t346 = load <16 x i32>, ptr %t345, align 4
  %t347 = bitcast <16 x i32> %t346 to <16 x float>
  %t348 = fmul <16 x float> %t347, %t55
  %t349 = fadd <16 x float> %t348, %t61
  %t350 = fcmp olt <16 x float> %t349, splat (float 0x0000000000000000)
  %t351 = select <16 x i1> %t350, <16 x float> splat (float 0x0000000000000000), <16 x float> %t349
  %t352 = fcmp ogt <16 x float> %t351, splat (float 0x4018000000000000)
  %t353 = select <16 x i1> %t352, <16 x float> splat (float 0x4018000000000000), <16 x float> %t351
  %t354 = mul i64 %t36, 2
  %t355 = add i64 %t354, 11
  %t356 = getelementptr <16 x i32>, ptr %tile, i64 %t355
  %t357 = load <16 x i32>, ptr %t356, align 4
  %t358 = bitcast <16 x i32> %t357 to <16 x float>
  %t359 = fmul <16 x float> %t358, %t58
  %t360 = fadd <16 x float> %t359, %t64
  %t361 = fcmp olt <16 x float> %t360, splat (float 0x0000000000000000)
  %t362 = select <16 x i1> %t361, <16 x float> splat (float 0x0000000000000000), <16 x float> %t360
  %t363 = fcmp ogt <16 x float> %t362, splat (float 0x4018000000000000)
  %t364 = select <16 x i1> %t363, <16 x float> splat (float 0x4018000000000000), <16 x float> %t362
  %t365 = mul i64 %t334, %size.ldc
  %t366 = add i64 %t365, %t26
  %t367 = getelementptr float, ptr %buf.c, i64 %t366
  br i1 %t65, label %whole368, label %part369
whole368:
  %t370 = getelementptr float, ptr %t367, i64 0
  store <16 x float> %t353, ptr %t370, align 4
  %t371 = getelementptr float, ptr %t367, i64 16
  store <16 x float> %t364, ptr %t371, align 4
  br label %rowdone332
part369:
  %t372 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t353, ptr %t372, align 4
  %t373 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t364, ptr %t373, align 4
  store i64 0, ptr %c374
  br label %head375
head375:
  %i378 = load i64, ptr %c374
  %t379 = icmp slt i64 %i378, %t32
  br i1 %t379, label %body376, label %done377
body376:
  %t380 = getelementptr float, ptr %rowbuf, i64 %i378
  %t381 = load float, ptr %t380, align 4
  %t382 = getelementptr float, ptr %t367, i64 %i378
  store float %t381, ptr %t382, align 4
  %t383 = add nsw i64 %i378, 1
  store i64 %t383, ptr %c374
  br label %head375
done377:
  br label %rowdone332
rowdone332:
  %t386 = icmp slt i64 6, %t29
  br i1 %t386, label %row384, label %rowdone385
row384:
  %t387 = add i64 %t25, 6
  %t388 = getelementptr i32, ptr %buf.radd, i64 %t387
  %t389 = load i32, ptr %t388, align 4
  %t390 = insertelement <16 x i32> poison, i32 %t389, i64 0
  %t391 = shufflevector <16 x i32> %t390, <16 x i32> poison, <16 x i32> zeroinitializer
  %t392 = getelementptr i32, ptr %buf.rmul, i64 %t387
  %t393 = load i32, ptr %t392, align 4
  %t394 = insertelement <16 x i32> poison, i32 %t393, i64 0
  %t395 = shufflevector <16 x i32> %t394, <16 x i32> poison, <16 x i32> zeroinitializer
  %t396 = mul i64 %t36, 2
  %t397 = add i64 %t396, 12
  %t398 = getelementptr <16 x i32>, ptr %tile, i64 %t397
  %t399 = load <16 x i32>, ptr %t398, align 4
  %t400 = bitcast <16 x i32> %t399 to <16 x float>
  %t401 = fmul <16 x float> %t400, %t55
  %t402 = fadd <16 x float> %t401, %t61
  %t403 = fcmp olt <16 x float> %t402, splat (float 0x0000000000000000)
  %t404 = select <16 x i1> %t403, <16 x float> splat (float 0x0000000000000000), <16 x float> %t402
  %t405 = fcmp ogt <16 x float> %t404, splat (float 0x4018000000000000)
  %t406 = select <16 x i1> %t405, <16 x float> splat (float 0x4018000000000000), <16 x float> %t404
  %t407 = mul i64 %t36, 2
  %t408 = add i64 %t407, 13
  %t409 = getelementptr <16 x i32>, ptr %tile, i64 %t408
  %t410 = load <16 x i32>, ptr %t409, align 4
  %t411 = bitcast <16 x i32> %t410 to <16 x float>
  %t412 = fmul <16 x float> %t411, %t58
  %t413 = fadd <16 x float> %t412, %t64
  %t414 = fcmp olt <16 x float> %t413, splat (float 0x0000000000000000)
  %t415 = select <16 x i1> %t414, <16 x float> splat (float 0x0000000000000000), <16 x float> %t413
  %t416 = fcmp ogt <16 x float> %t415, splat (float 0x4018000000000000)
  %t417 = select <16 x i1> %t416, <16 x float> splat (float 0x4018000000000000), <16 x float> %t415
  %t418 = mul i64 %t387, %size.ldc
  %t419 = add i64 %t418, %t26
  %t420 = getelementptr float, ptr %buf.c, i64 %t419
  br i1 %t65, label %whole421, label %part422
whole421:
  %t423 = getelementptr float, ptr %t420, i64 0
  store <16 x float> %t406, ptr %t423, align 4
  %t424 = getelementptr float, ptr %t420, i64 16
  store <16 x float> %t417, ptr %t424, align 4
  br label %rowdone385
part422:
  %t425 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t406, ptr %t425, align 4
  %t426 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t417, ptr %t426, align 4
  store i64 0, ptr %c427
  br label %head428
head428:
  %i431 = load i64, ptr %c427
  %t432 = icmp slt i64 %i431, %t32
  br i1 %t432, label %body429, label %done430
body429:
  %t433 = getelementptr float, ptr %rowbuf, i64 %i431
  %t434 = load float, ptr %t433, align 4
  %t435 = getelementptr float, ptr %t420, i64 %i431
  store float %t434, ptr %t435, align 4
  %t436 = add nsw i64 %i431, 1
  store i64 %t436, ptr %c427
  br label %head428
done430:
  br label %rowdone385
rowdone385:
  %t439 = icmp slt i64 7, %t29
  br i1 %t439, label %row437, label %rowdone438
row437:
  %t440 = add i64 %t25, 7
  %t441 = getelementptr i32, ptr %buf.radd, i64 %t440
  %t442 = load i32, ptr %t441, align 4
  %t443 = insertelement <16 x i32> poison, i32 %t442, i64 0
  %t444 = shufflevector <16 x i32> %t443, <16 x i32> poison, <16 x i32> zeroinitializer
  %t445 = getelementptr i32, ptr %buf.rmul, i64 %t440
  %t446 = load i32, ptr %t445, align 4
  %t447 = insertelement <16 x i32> poison, i32 %t446, i64 0
  %t448 = shufflevector <16 x i32> %t447, <16 x i32> poison, <16 x i32> zeroinitializer
  %t449 = mul i64 %t36, 2
  %t450 = add i64 %t449, 14
  %t451 = getelementptr <16 x i32>, ptr %tile, i64 %t450
  %t452 = load <16 x i32>, ptr %t451, align 4
  %t453 = bitcast <16 x i32> %t452 to <16 x float>
  %t454 = fmul <16 x float> %t453, %t55
  %t455 = fadd <16 x float> %t454, %t61
  %t456 = fcmp olt <16 x float> %t455, splat (float 0x0000000000000000)
  %t457 = select <16 x i1> %t456, <16 x float> splat (float 0x0000000000000000), <16 x float> %t455
  %t458 = fcmp ogt <16 x float> %t457, splat (float 0x4018000000000000)
  %t459 = select <16 x i1> %t458, <16 x float> splat (float 0x4018000000000000), <16 x float> %t457
  %t460 = mul i64 %t36, 2
  %t461 = add i64 %t460, 15
  %t462 = getelementptr <16 x i32>, ptr %tile, i64 %t461
  %t463 = load <16 x i32>, ptr %t462, align 4
  %t464 = bitcast <16 x i32> %t463 to <16 x float>
  %t465 = fmul <16 x float> %t464, %t58
  %t466 = fadd <16 x float> %t465, %t64
  %t467 = fcmp olt <16 x float> %t466, splat (float 0x0000000000000000)
  %t468 = select <16 x i1> %t467, <16 x float> splat (float 0x0000000000000000), <16 x float> %t466
  %t469 = fcmp ogt <16 x float> %t468, splat (float 0x4018000000000000)
  %t470 = select <16 x i1> %t469, <16 x float> splat (float 0x4018000000000000), <16 x float> %t468
  %t471 = mul i64 %t440, %size.ldc
  %t472 = add i64 %t471, %t26
  %t473 = getelementptr float, ptr %buf.c, i64 %t472
  br i1 %t65, label %whole474, label %part475
whole474:
  %t476 = getelementptr float, ptr %t473, i64 0
  store <16 x float> %t459, ptr %t476, align 4
  %t477 = getelementptr float, ptr %t473, i64 16
  store <16 x float> %t470, ptr %t477, align 4
  br label %rowdone438
part475:
  %t478 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t459, ptr %t478, align 4
  %t479 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t470, ptr %t479, align 4
  store i64 0, ptr %c480
  br label %head481
head481:
  %i484 = load i64, ptr %c480
  %t485 = icmp slt i64 %i484, %t32
  br i1 %t485, label %body482, label %done483
body482:
  %t486 = getelementptr float, ptr %rowbuf, i64 %i484
  %t487 = load float, ptr %t486, align 4
  %t488 = getelementptr float, ptr %t473, i64 %i484
  store float %t487, ptr %t488, align 4
  %t489 = add nsw i64 %i484, 1
  store i64 %t489, ptr %c480
  br label %head481
done483:
  br label %rowdone438
rowdone438:
  %t492 = icmp slt i64 8, %t29
  br i1 %t492, label %row490, label %rowdone491
row490:
  %t493 = add i64 %t25, 8
  %t494 = getelementptr i32, ptr %buf.radd, i64 %t493
  %t495 = load i32, ptr %t494, align 4
  %t496 = insertelement <16 x i32> poison, i32 %t495, i64 0
  %t497 = shufflevector <16 x i32> %t496, <16 x i32> poison, <16 x i32> zeroinitializer
  %t498 = getelementptr i32, ptr %buf.rmul, i64 %t493
  %t499 = load i32, ptr %t498, align 4
  %t500 = insertelement <16 x i32> poison, i32 %t499, i64 0
  %t501 = shufflevector <16 x i32> %t500, <16 x i32> poison, <16 x i32> zeroinitializer
  %t502 = mul i64 %t36, 2
  %t503 = add i64 %t502, 16
  %t504 = getelementptr <16 x i32>, ptr %tile, i64 %t503
  %t505 = load <16 x i32>, ptr %t504, align 4
  %t506 = bitcast <16 x i32> %t505 to <16 x float>
  %t507 = fmul <16 x float> %t506, %t55
  %t508 = fadd <16 x float> %t507, %t61
  %t509 = fcmp olt <16 x float> %t508, splat (float 0x0000000000000000)
  %t510 = select <16 x i1> %t509, <16 x float> splat (float 0x0000000000000000), <16 x float> %t508
  %t511 = fcmp ogt <16 x float> %t510, splat (float 0x4018000000000000)
  %t512 = select <16 x i1> %t511, <16 x float> splat (float 0x4018000000000000), <16 x float> %t510
  %t513 = mul i64 %t36, 2
  %t514 = add i64 %t513, 17
  %t515 = getelementptr <16 x i32>, ptr %tile, i64 %t514
  %t516 = load <16 x i32>, ptr %t515, align 4
  %t517 = bitcast <16 x i32> %t516 to <16 x float>
  %t518 = fmul <16 x float> %t517, %t58
  %t519 = fadd <16 x float> %t518, %t64
  %t520 = fcmp olt <16 x float> %t519, splat (float 0x0000000000000000)
  %t521 = select <16 x i1> %t520, <16 x float> splat (float 0x0000000000000000), <16 x float> %t519
  %t522 = fcmp ogt <16 x float> %t521, splat (float 0x4018000000000000)
  %t523 = select <16 x i1> %t522, <16 x float> splat (float 0x4018000000000000), <16 x float> %t521
  %t524 = mul i64 %t493, %size.ldc
  %t525 = add i64 %t524, %t26
  %t526 = getelementptr float, ptr %buf.c, i64 %t525
  br i1 %t65, label %whole527, label %part528
whole527:
  %t529 = getelementptr float, ptr %t526, i64 0
  store <16 x float> %t512, ptr %t529, align 4
  %t530 = getelementptr float, ptr %t526, i64 16
  store <16 x float> %t523, ptr %t530, align 4
  br label %rowdone491
part528:
  %t531 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t512, ptr %t531, align 4
  %t532 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t523, ptr %t532, align 4
  store i64 0, ptr %c533
  br label %head534
head534:
  %i537 = load i64, ptr %c533
  %t538 = icmp slt i64 %i537, %t32
  br i1 %t538, label %body535, label %done536
body535:
  %t539 = getelementptr float, ptr %rowbuf, i64 %i537
  %t540 = load float, ptr %t539, align 4
  %t541 = getelementptr float, ptr %t526, i64 %i537
  store float %t540, ptr %t541, align 4
  %t542 = add nsw i64 %i537, 1
  store i64 %t542, ptr %c533
  br label %head534
done536:
  br label %rowdone491
rowdone491:
  %t545 = icmp slt i64 9, %t29
  br i1 %t545, label %row543, label %rowdone544
row543:
  %t546 = add i64 %t25, 9
  %t547 = getelementptr i32, ptr %buf.radd, i64 %t546
  %t548 = load i32, ptr %t547, align 4
  %t549 = insertelement <16 x i32> poison, i32 %t548, i64 0
  %t550 = shufflevector <16 x i32> %t549, <16 x i32> poison, <16 x i32> zeroinitializer
  %t551 = getelementptr i32, ptr %buf.rmul, i64 %t546
  %t552 = load i32, ptr %t551, align 4
  %t553 = insertelement <16 x i32> poison, i32 %t552, i64 0
  %t554 = shufflevector <16 x i32> %t553, <16 x i32> poison, <16 x i32> zeroinitializer
  %t555 = mul i64 %t36, 2
  %t556 = add i64 %t555, 18
  %t557 = getelementptr <16 x i32>, ptr %tile, i64 %t556
  %t558 = load <16 x i32>, ptr %t557, align 4
  %t559 = bitcast <16 x i32> %t558 to <16 x float>
  %t560 = fmul <16 x float> %t559, %t55
  %t561 = fadd <16 x float> %t560, %t61
  %t562 = fcmp olt <16 x float> %t561, splat (float 0x0000000000000000)
  %t563 = select <16 x i1> %t562, <16 x float> splat (float 0x0000000000000000), <16 x float> %t561
  %t564 = fcmp ogt <16 x float> %t563, splat (float 0x4018000000000000)
  %t565 = select <16 x i1> %t564, <16 x float> splat (float 0x4018000000000000), <16 x float> %t563
  %t566 = mul i64 %t36, 2
  %t567 = add i64 %t566, 19
  %t568 = getelementptr <16 x i32>, ptr %tile, i64 %t567
  %t569 = load <16 x i32>, ptr %t568, align 4
  %t570 = bitcast <16 x i32> %t569 to <16 x float>
  %t571 = fmul <16 x float> %t570, %t58
  %t572 = fadd <16 x float> %t571, %t64
  %t573 = fcmp olt <16 x float> %t572, splat (float 0x0000000000000000)
  %t574 = select <16 x i1> %t573, <16 x float> splat (float 0x0000000000000000), <16 x float> %t572
  %t575 = fcmp ogt <16 x float> %t574, splat (float 0x4018000000000000)
  %t576 = select <16 x i1> %t575, <16 x float> splat (float 0x4018000000000000), <16 x float> %t574
  %t577 = mul i64 %t546, %size.ldc
  %t578 = add i64 %t577, %t26
  %t579 = getelementptr float, ptr %buf.c, i64 %t578
  br i1 %t65, label %whole580, label %part581
whole580:
  %t582 = getelementptr float, ptr %t579, i64 0
  store <16 x float> %t565, ptr %t582, align 4
  %t583 = getelementptr float, ptr %t579, i64 16
  store <16 x float> %t576, ptr %t583, align 4
  br label %rowdone544
part581:
  %t584 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t565, ptr %t584, align 4
  %t585 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t576, ptr %t585, align 4
  store i64 0, ptr %c586
  br label %head587
head587:
  %i590 = load i64, ptr %c586
  %t591 = icmp slt i64 %i590, %t32
  br i1 %t591, label %body588, label %done589
body588:
  %t592 = getelementptr float, ptr %rowbuf, i64 %i590
  %t593 = load float, ptr %t592, align 4
  %t594 = getelementptr float, ptr %t579, i64 %i590
  store float %t593, ptr %t594, align 4
  %t595 = add nsw i64 %i590, 1
  store i64 %t595, ptr %c586
  br label %head587
done589:
  br label %rowdone544
rowdone544:
  %t598 = icmp slt i64 10, %t29
  br i1 %t598, label %row596, label %rowdone597
row596:
  %t599 = add i64 %t25, 10
  %t600 = getelementptr i32, ptr %buf.radd, i64 %t599
  %t601 = load i32, ptr %t600, align 4
  %t602 = insertelement <16 x i32> poison, i32 %t601, i64 0
  %t603 = shufflevector <16 x i32> %t602, <16 x i32> poison, <16 x i32> zeroinitializer
  %t604 = getelementptr i32, ptr %buf.rmul, i64 %t599
  %t605 = load i32, ptr %t604, align 4
  %t606 = insertelement <16 x i32> poison, i32 %t605, i64 0
  %t607 = shufflevector <16 x i32> %t606, <16 x i32> poison, <16 x i32> zeroinitializer
  %t608 = mul i64 %t36, 2
  %t609 = add i64 %t608, 20
  %t610 = getelementptr <16 x i32>, ptr %tile, i64 %t609
  %t611 = load <16 x i32>, ptr %t610, align 4
  %t612 = bitcast <16 x i32> %t611 to <16 x float>
  %t613 = fmul <16 x float> %t612, %t55
  %t614 = fadd <16 x float> %t613, %t61
  %t615 = fcmp olt <16 x float> %t614, splat (float 0x0000000000000000)
  %t616 = select <16 x i1> %t615, <16 x float> splat (float 0x0000000000000000), <16 x float> %t614
  %t617 = fcmp ogt <16 x float> %t616, splat (float 0x4018000000000000)
  %t618 = select <16 x i1> %t617, <16 x float> splat (float 0x4018000000000000), <16 x float> %t616
  %t619 = mul i64 %t36, 2
  %t620 = add i64 %t619, 21
  %t621 = getelementptr <16 x i32>, ptr %tile, i64 %t620
  %t622 = load <16 x i32>, ptr %t621, align 4
  %t623 = bitcast <16 x i32> %t622 to <16 x float>
  %t624 = fmul <16 x float> %t623, %t58
  %t625 = fadd <16 x float> %t624, %t64
  %t626 = fcmp olt <16 x float> %t625, splat (float 0x0000000000000000)
  %t627 = select <16 x i1> %t626, <16 x float> splat (float 0x0000000000000000), <16 x float> %t625
  %t628 = fcmp ogt <16 x float> %t627, splat (float 0x4018000000000000)
  %t629 = select <16 x i1> %t628, <16 x float> splat (float 0x4018000000000000), <16 x float> %t627
  %t630 = mul i64 %t599, %size.ldc
  %t631 = add i64 %t630, %t26
  %t632 = getelementptr float, ptr %buf.c, i64 %t631
  br i1 %t65, label %whole633, label %part634
whole633:
  %t635 = getelementptr float, ptr %t632, i64 0
  store <16 x float> %t618, ptr %t635, align 4
  %t636 = getelementptr float, ptr %t632, i64 16
  store <16 x float> %t629, ptr %t636, align 4
  br label %rowdone597
part634:
  %t637 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t618, ptr %t637, align 4
  %t638 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t629, ptr %t638, align 4
  store i64 0, ptr %c639
  br label %head640
head640:
  %i643 = load i64, ptr %c639
  %t644 = icmp slt i64 %i643, %t32
  br i1 %t644, label %body641, label %done642
body641:
  %t645 = getelementptr float, ptr %rowbuf, i64 %i643
  %t646 = load float, ptr %t645, align 4
  %t647 = getelementptr float, ptr %t632, i64 %i643
  store float %t646, ptr %t647, align 4
  %t648 = add nsw i64 %i643, 1
  store i64 %t648, ptr %c639
  br label %head640
done642:
  br label %rowdone597
rowdone597:
  %t651 = icmp slt i64 11, %t29
  br i1 %t651, label %row649, label %rowdone650
row649:
  %t652 = add i64 %t25, 11
  %t653 = getelementptr i32, ptr %buf.radd, i64 %t652
  %t654 = load i32, ptr %t653, align 4
  %t655 = insertelement <16 x i32> poison, i32 %t654, i64 0
  %t656 = shufflevector <16 x i32> %t655, <16 x i32> poison, <16 x i32> zeroinitializer
  %t657 = getelementptr i32, ptr %buf.rmul, i64 %t652
  %t658 = load i32, ptr %t657, align 4
  %t659 = insertelement <16 x i32> poison, i32 %t658, i64 0
  %t660 = shufflevector <16 x i32> %t659, <16 x i32> poison, <16 x i32> zeroinitializer
  %t661 = mul i64 %t36, 2
  %t662 = add i64 %t661, 22
  %t663 = getelementptr <16 x i32>, ptr %tile, i64 %t662
  %t664 = load <16 x i32>, ptr %t663, align 4
  %t665 = bitcast <16 x i32> %t664 to <16 x float>
  %t666 = fmul <16 x float> %t665, %t55
  %t667 = fadd <16 x float> %t666, %t61
  %t668 = fcmp olt <16 x float> %t667, splat (float 0x0000000000000000)
  %t669 = select <16 x i1> %t668, <16 x float> splat (float 0x0000000000000000), <16 x float> %t667
  %t670 = fcmp ogt <16 x float> %t669, splat (float 0x4018000000000000)
  %t671 = select <16 x i1> %t670, <16 x float> splat (float 0x4018000000000000), <16 x float> %t669
  %t672 = mul i64 %t36, 2
  %t673 = add i64 %t672, 23
  %t674 = getelementptr <16 x i32>, ptr %tile, i64 %t673
  %t675 = load <16 x i32>, ptr %t674, align 4
  %t676 = bitcast <16 x i32> %t675 to <16 x float>
  %t677 = fmul <16 x float> %t676, %t58
  %t678 = fadd <16 x float> %t677, %t64
  %t679 = fcmp olt <16 x float> %t678, splat (float 0x0000000000000000)
  %t680 = select <16 x i1> %t679, <16 x float> splat (float 0x0000000000000000), <16 x float> %t678
  %t681 = fcmp ogt <16 x float> %t680, splat (float 0x4018000000000000)
  %t682 = select <16 x i1> %t681, <16 x float> splat (float 0x4018000000000000), <16 x float> %t680
  %t683 = mul i64 %t652, %size.ldc
  %t684 = add i64 %t683, %t26
  %t685 = getelementptr float, ptr %buf.c, i64 %t684
  br i1 %t65, label %whole686, label %part687
whole686:
  %t688 = getelementptr float, ptr %t685, i64 0
  store <16 x float> %t671, ptr %t688, align 4
  %t689 = getelementptr float, ptr %t685, i64 16
  store <16 x float> %t682, ptr %t689, align 4
  br label %rowdone650
part687:
  %t690 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t671, ptr %t690, align 4
  %t691 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t682, ptr %t691, align 4
  store i64 0, ptr %c692
  br label %head693
head693:
  %i696 = load i64, ptr %c692
  %t697 = icmp slt i64 %i696, %t32
  br i1 %t697, label %body694, label %done695
body694:
  %t698 = getelementptr float, ptr %rowbuf, i64 %i696
  %t699 = load float, ptr %t698, align 4
  %t700 = getelementptr float, ptr %t685, i64 %i696
  store float %t699, ptr %t700, align 4
  %t701 = add nsw i64 %i696, 1
  store i64 %t701, ptr %c692
  br label %head693
done695:
  br label %rowdone650
rowdone650:
  %t704 = icmp slt i64 12, %t29
  br i1 %t704, label %row702, label %rowdone703
row702:
  %t705 = add i64 %t25, 12
  %t706 = getelementptr i32, ptr %buf.radd, i64 %t705
  %t707 = load i32, ptr %t706, align 4
  %t708 = insertelement <16 x i32> poison, i32 %t707, i64 0
  %t709 = shufflevector <16 x i32> %t708, <16 x i32> poison, <16 x i32> zeroinitializer
  %t710 = getelementptr i32, ptr %buf.rmul, i64 %t705
  %t711 = load i32, ptr %t710, align 4
  %t712 = insertelement <16 x i32> poison, i32 %t711, i64 0
  %t713 = shufflevector <16 x i32> %t712, <16 x i32> poison, <16 x i32> zeroinitializer
  %t714 = mul i64 %t36, 2
  %t715 = add i64 %t714, 24
  %t716 = getelementptr <16 x i32>, ptr %tile, i64 %t715
  %t717 = load <16 x i32>, ptr %t716, align 4
  %t718 = bitcast <16 x i32> %t717 to <16 x float>
  %t719 = fmul <16 x float> %t718, %t55
  %t720 = fadd <16 x float> %t719, %t61
  %t721 = fcmp olt <16 x float> %t720, splat (float 0x0000000000000000)
  %t722 = select <16 x i1> %t721, <16 x float> splat (float 0x0000000000000000), <16 x float> %t720
  %t723 = fcmp ogt <16 x float> %t722, splat (float 0x4018000000000000)
  %t724 = select <16 x i1> %t723, <16 x float> splat (float 0x4018000000000000), <16 x float> %t722
  %t725 = mul i64 %t36, 2
  %t726 = add i64 %t725, 25
  %t727 = getelementptr <16 x i32>, ptr %tile, i64 %t726
  %t728 = load <16 x i32>, ptr %t727, align 4
  %t729 = bitcast <16 x i32> %t728 to <16 x float>
  %t730 = fmul <16 x float> %t729, %t58
  %t731 = fadd <16 x float> %t730, %t64
  %t732 = fcmp olt <16 x float> %t731, splat (float 0x0000000000000000)
  %t733 = select <16 x i1> %t732, <16 x float> splat (float 0x0000000000000000), <16 x float> %t731
  %t734 = fcmp ogt <16 x float> %t733, splat (float 0x4018000000000000)
  %t735 = select <16 x i1> %t734, <16 x float> splat (float 0x4018000000000000), <16 x float> %t733
  %t736 = mul i64 %t705, %size.ldc
  %t737 = add i64 %t736, %t26
  %t738 = getelementptr float, ptr %buf.c, i64 %t737
  br i1 %t65, label %whole739, label %part740
whole739:
  %t741 = getelementptr float, ptr %t738, i64 0
  store <16 x float> %t724, ptr %t741, align 4
  %t742 = getelementptr float, ptr %t738, i64 16
  store <16 x float> %t735, ptr %t742, align 4
  br label %rowdone703
part740:
  %t743 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t724, ptr %t743, align 4
  %t744 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t735, ptr %t744, align 4
  store i64 0, ptr %c745
  br label %head746
head746:
  %i749 = load i64, ptr %c745
  %t750 = icmp slt i64 %i749, %t32
  br i1 %t750, label %body747, label %done748
body747:
  %t751 = getelementptr float, ptr %rowbuf, i64 %i749
  %t752 = load float, ptr %t751, align 4
  %t753 = getelementptr float, ptr %t738, i64 %i749
  store float %t752, ptr %t753, align 4
  %t754 = add nsw i64 %i749, 1
  store i64 %t754, ptr %c745
  br label %head746
done748:
  br label %rowdone703
rowdone703:
  %t757 = icmp slt i64 13, %t29
  br i1 %t757, label %row755, label %rowdone756
row755:
  %t758 = add i64 %t25, 13
  %t759 = getelementptr i32, ptr %buf.radd, i64 %t758
  %t760 = load i32, ptr %t759, align 4
  %t761 = insertelement <16 x i32> poison, i32 %t760, i64 0
  %t762 = shufflevector <16 x i32> %t761, <16 x i32> poison, <16 x i32> zeroinitializer
  %t763 = getelementptr i32, ptr %buf.rmul, i64 %t758
  %t764 = load i32, ptr %t763, align 4
  %t765 = insertelement <16 x i32> poison, i32 %t764, i64 0
  %t766 = shufflevector <16 x i32> %t765, <16 x i32> poison, <16 x i32> zeroinitializer
  %t767 = mul i64 %t36, 2
  %t768 = add i64 %t767, 26
  %t769 = getelementptr <16 x i32>, ptr %tile, i64 %t768
  %t770 = load <16 x i32>, ptr %t769, align 4
  %t771 = bitcast <16 x i32> %t770 to <16 x float>
  %t772 = fmul <16 x float> %t771, %t55
  %t773 = fadd <16 x float> %t772, %t61
  %t774 = fcmp olt <16 x float> %t773, splat (float 0x0000000000000000)
  %t775 = select <16 x i1> %t774, <16 x float> splat (float 0x0000000000000000), <16 x float> %t773
  %t776 = fcmp ogt <16 x float> %t775, splat (float 0x4018000000000000)
  %t777 = select <16 x i1> %t776, <16 x float> splat (float 0x4018000000000000), <16 x float> %t775
  %t778 = mul i64 %t36, 2
  %t779 = add i64 %t778, 27
  %t780 = getelementptr <16 x i32>, ptr %tile, i64 %t779
  %t781 = load <16 x i32>, ptr %t780, align 4
  %t782 = bitcast <16 x i32> %t781 to <16 x float>
  %t783 = fmul <16 x float> %t782, %t58
  %t784 = fadd <16 x float> %t783, %t64
  %t785 = fcmp olt <16 x float> %t784, splat (float 0x0000000000000000)
  %t786 = select <16 x i1> %t785, <16 x float> splat (float 0x0000000000000000), <16 x float> %t784
  %t787 = fcmp ogt <16 x float> %t786, splat (float 0x4018000000000000)
  %t788 = select <16 x i1> %t787, <16 x float> splat (float 0x4018000000000000), <16 x float> %t786
  %t789 = mul i64 %t758, %size.ldc
  %t790 = add i64 %t789, %t26
  %t791 = getelementptr float, ptr %buf.c, i64 %t790
  br i1 %t65, label %whole792, label %part793
whole792:
  %t794 = getelementptr float, ptr %t791, i64 0
  store <16 x float> %t777, ptr %t794, align 4
  %t795 = getelementptr float, ptr %t791, i64 16
  store <16 x float> %t788, ptr %t795, align 4
  br label %rowdone756
part793:
  %t796 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t777, ptr %t796, align 4
  %t797 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t788, ptr %t797, align 4
  store i64 0, ptr %c798
  br label %head799
head799:
  %i802 = load i64, ptr %c798
  %t803 = icmp slt i64 %i802, %t32
  br i1 %t803, label %body800, label %done801
body800:
  %t804 = getelementptr float, ptr %rowbuf, i64 %i802
  %t805 = load float, ptr %t804, align 4
  %t806 = getelementptr float, ptr %t791, i64 %i802
  store float %t805, ptr %t806, align 4
  %t807 = add nsw i64 %i802, 1
  store i64 %t807, ptr %c798
  br label %head799
done801:
  br label %rowdone756
rowdone756:
  %t810 = icmp slt i64 14, %t29
  br i1 %t810, label %row808, label %rowdone809
row808:
  %t811 = add i64 %t25, 14
  %t812 = getelementptr i32, ptr %buf.radd, i64 %t811
  %t813 = load i32, ptr %t812, align 4
  %t814 = insertelement <16 x i32> poison, i32 %t813, i64 0
  %t815 = shufflevector <16 x i32> %t814, <16 x i32> poison, <16 x i32> zeroinitializer
  %t816 = getelementptr i32, ptr %buf.rmul, i64 %t811
  %t817 = load i32, ptr %t816, align 4
  %t818 = insertelement <16 x i32> poison, i32 %t817, i64 0
  %t819 = shufflevector <16 x i32> %t818, <16 x i32> poison, <16 x i32> zeroinitializer
  %t820 = mul i64 %t36, 2
  %t821 = add i64 %t820, 28
  %t822 = getelementptr <16 x i32>, ptr %tile, i64 %t821
  %t823 = load <16 x i32>, ptr %t822, align 4
  %t824 = bitcast <16 x i32> %t823 to <16 x float>
  %t825 = fmul <16 x float> %t824, %t55
  %t826 = fadd <16 x float> %t825, %t61
  %t827 = fcmp olt <16 x float> %t826, splat (float 0x0000000000000000)
  %t828 = select <16 x i1> %t827, <16 x float> splat (float 0x0000000000000000), <16 x float> %t826
  %t829 = fcmp ogt <16 x float> %t828, splat (float 0x4018000000000000)
  %t830 = select <16 x i1> %t829, <16 x float> splat (float 0x4018000000000000), <16 x float> %t828
  %t831 = mul i64 %t36, 2
  %t832 = add i64 %t831, 29
  %t833 = getelementptr <16 x i32>, ptr %tile, i64 %t832
  %t834 = load <16 x i32>, ptr %t833, align 4
  %t835 = bitcast <16 x i32> %t834 to <16 x float>
  %t836 = fmul <16 x float> %t835, %t58
  %t837 = fadd <16 x float> %t836, %t64
  %t838 = fcmp olt <16 x float> %t837, splat (float 0x0000000000000000)
  %t839 = select <16 x i1> %t838, <16 x float> splat (float 0x0000000000000000), <16 x float> %t837
  %t840 = fcmp ogt <16 x float> %t839, splat (float 0x4018000000000000)
  %t841 = select <16 x i1> %t840, <16 x float> splat (float 0x4018000000000000), <16 x float> %t839
  %t842 = mul i64 %t811, %size.ldc
  %t843 = add i64 %t842, %t26
  %t844 = getelementptr float, ptr %buf.c, i64 %t843
  br i1 %t65, label %whole845, label %part846
whole845:
  %t847 = getelementptr float, ptr %t844, i64 0
  store <16 x float> %t830, ptr %t847, align 4
  %t848 = getelementptr float, ptr %t844, i64 16
  store <16 x float> %t841, ptr %t848, align 4
  br label %rowdone809
part846:
  %t849 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t830, ptr %t849, align 4
  %t850 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t841, ptr %t850, align 4
  store i64 0, ptr %c851
  br label %head852
head852:
  %i855 = load i64, ptr %c851
  %t856 = icmp slt i64 %i855, %t32
  br i1 %t856, label %body853, label %done854
body853:
  %t857 = getelementptr float, ptr %rowbuf, i64 %i855
  %t858 = load float, ptr %t857, align 4
  %t859 = getelementptr float, ptr %t844, i64 %i855
  store float %t858, ptr %t859, align 4
  %t860 = add nsw i64 %i855, 1
  store i64 %t860, ptr %c851
  br label %head852
done854:
  br label %rowdone809
rowdone809:
  %t863 = icmp slt i64 15, %t29
  br i1 %t863, label %row861, label %rowdone862
row861:
  %t864 = add i64 %t25, 15
  %t865 = getelementptr i32, ptr %buf.radd, i64 %t864
  %t866 = load i32, ptr %t865, align 4
  %t867 = insertelement <16 x i32> poison, i32 %t866, i64 0
  %t868 = shufflevector <16 x i32> %t867, <16 x i32> poison, <16 x i32> zeroinitializer
  %t869 = getelementptr i32, ptr %buf.rmul, i64 %t864
  %t870 = load i32, ptr %t869, align 4
  %t871 = insertelement <16 x i32> poison, i32 %t870, i64 0
  %t872 = shufflevector <16 x i32> %t871, <16 x i32> poison, <16 x i32> zeroinitializer
  %t873 = mul i64 %t36, 2
  %t874 = add i64 %t873, 30
  %t875 = getelementptr <16 x i32>, ptr %tile, i64 %t874
  %t876 = load <16 x i32>, ptr %t875, align 4
  %t877 = bitcast <16 x i32> %t876 to <16 x float>
  %t878 = fmul <16 x float> %t877, %t55
  %t879 = fadd <16 x float> %t878, %t61
  %t880 = fcmp olt <16 x float> %t879, splat (float 0x0000000000000000)
  %t881 = select <16 x i1> %t880, <16 x float> splat (float 0x0000000000000000), <16 x float> %t879
  %t882 = fcmp ogt <16 x float> %t881, splat (float 0x4018000000000000)
  %t883 = select <16 x i1> %t882, <16 x float> splat (float 0x4018000000000000), <16 x float> %t881
  %t884 = mul i64 %t36, 2
  %t885 = add i64 %t884, 31
  %t886 = getelementptr <16 x i32>, ptr %tile, i64 %t885
  %t887 = load <16 x i32>, ptr %t886, align 4
  %t888 = bitcast <16 x i32> %t887 to <16 x float>
  %t889 = fmul <16 x float> %t888, %t58
  %t890 = fadd <16 x float> %t889, %t64
  %t891 = fcmp olt <16 x float> %t890, splat (float 0x0000000000000000)
  %t892 = select <16 x i1> %t891, <16 x float> splat (float 0x0000000000000000), <16 x float> %t890
  %t893 = fcmp ogt <16 x float> %t892, splat (float 0x4018000000000000)
  %t894 = select <16 x i1> %t893, <16 x float> splat (float 0x4018000000000000), <16 x float> %t892
  %t895 = mul i64 %t864, %size.ldc
  %t896 = add i64 %t895, %t26
  %t897 = getelementptr float, ptr %buf.c, i64 %t896
  br i1 %t65, label %whole898, label %part899
whole898:
  %t900 = getelementptr float, ptr %t897, i64 0
  store <16 x float> %t883, ptr %t900, align 4
  %t901 = getelementptr float, ptr %t897, i64 16
  store <16 x float> %t894, ptr %t901, align 4
  br label %rowdone862
part899:
  %t902 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t883, ptr %t902, align 4
  %t903 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t894, ptr %t903, align 4
  store i64 0, ptr %c904
  br label %head905
head905:
  %i908 = load i64, ptr %c904
  %t909 = icmp slt i64 %i908, %t32
  br i1 %t909, label %body906, label %done907
body906:
  %t910 = getelementptr float, ptr %rowbuf, i64 %i908
  %t911 = load float, ptr %t910, align 4
  %t912 = getelementptr float, ptr %t897, i64 %i908
  store float %t911, ptr %t912, align 4
  %t913 = add nsw i64 %i908, 1
  store i64 %t913, ptr %c904
  br label %head905
done907:
  br label %rowdone862
rowdone862:
  %t916 = icmp slt i64 16, %t29
  br i1 %t916, label %row914, label %rowdone915
row914:
  %t917 = add i64 %t25, 16
  %t918 = getelementptr i32, ptr %buf.radd, i64 %t917
  %t919 = load i32, ptr %t918, align 4
  %t920 = insertelement <16 x i32> poison, i32 %t919, i64 0
  %t921 = shufflevector <16 x i32> %t920, <16 x i32> poison, <16 x i32> zeroinitializer
  %t922 = getelementptr i32, ptr %buf.rmul, i64 %t917
  %t923 = load i32, ptr %t922, align 4
  %t924 = insertelement <16 x i32> poison, i32 %t923, i64 0
  %t925 = shufflevector <16 x i32> %t924, <16 x i32> poison, <16 x i32> zeroinitializer
  %t926 = mul i64 %t36, 2
  %t927 = add i64 %t926, 32
  %t928 = getelementptr <16 x i32>, ptr %tile, i64 %t927
  %t929 = load <16 x i32>, ptr %t928, align 4
  %t930 = bitcast <16 x i32> %t929 to <16 x float>
  %t931 = fmul <16 x float> %t930, %t55
  %t932 = fadd <16 x float> %t931, %t61
  %t933 = fcmp olt <16 x float> %t932, splat (float 0x0000000000000000)
  %t934 = select <16 x i1> %t933, <16 x float> splat (float 0x0000000000000000), <16 x float> %t932
  %t935 = fcmp ogt <16 x float> %t934, splat (float 0x4018000000000000)
  %t936 = select <16 x i1> %t935, <16 x float> splat (float 0x4018000000000000), <16 x float> %t934
  %t937 = mul i64 %t36, 2
  %t938 = add i64 %t937, 33
  %t939 = getelementptr <16 x i32>, ptr %tile, i64 %t938
  %t940 = load <16 x i32>, ptr %t939, align 4
  %t941 = bitcast <16 x i32> %t940 to <16 x float>
  %t942 = fmul <16 x float> %t941, %t58
  %t943 = fadd <16 x float> %t942, %t64
  %t944 = fcmp olt <16 x float> %t943, splat (float 0x0000000000000000)
  %t945 = select <16 x i1> %t944, <16 x float> splat (float 0x0000000000000000), <16 x float> %t943
  %t946 = fcmp ogt <16 x float> %t945, splat (float 0x4018000000000000)
  %t947 = select <16 x i1> %t946, <16 x float> splat (float 0x4018000000000000), <16 x float> %t945
  %t948 = mul i64 %t917, %size.ldc
  %t949 = add i64 %t948, %t26
  %t950 = getelementptr float, ptr %buf.c, i64 %t949
  br i1 %t65, label %whole951, label %part952
whole951:
  %t953 = getelementptr float, ptr %t950, i64 0
  store <16 x float> %t936, ptr %t953, align 4
  %t954 = getelementptr float, ptr %t950, i64 16
  store <16 x float> %t947, ptr %t954, align 4
  br label %rowdone915
part952:
  %t955 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t936, ptr %t955, align 4
  %t956 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t947, ptr %t956, align 4
  store i64 0, ptr %c957
  br label %head958
head958:
  %i961 = load i64, ptr %c957
  %t962 = icmp slt i64 %i961, %t32
  br i1 %t962, label %body959, label %done960
body959:
  %t963 = getelementptr float, ptr %rowbuf, i64 %i961
  %t964 = load float, ptr %t963, align 4
  %t965 = getelementptr float, ptr %t950, i64 %i961
  store float %t964, ptr %t965, align 4
  %t966 = add nsw i64 %i961, 1
  store i64 %t966, ptr %c957
  br label %head958
done960:
  br label %rowdone915
rowdone915:
  %t969 = icmp slt i64 17, %t29
  br i1 %t969, label %row967, label %rowdone968
row967:
  %t970 = add i64 %t25, 17
  %t971 = getelementptr i32, ptr %buf.radd, i64 %t970
  %t972 = load i32, ptr %t971, align 4
  %t973 = insertelement <16 x i32> poison, i32 %t972, i64 0
  %t974 = shufflevector <16 x i32> %t973, <16 x i32> poison, <16 x i32> zeroinitializer
  %t975 = getelementptr i32, ptr %buf.rmul, i64 %t970
  %t976 = load i32, ptr %t975, align 4
  %t977 = insertelement <16 x i32> poison, i32 %t976, i64 0
  %t978 = shufflevector <16 x i32> %t977, <16 x i32> poison, <16 x i32> zeroinitializer
  %t979 = mul i64 %t36, 2
  %t980 = add i64 %t979, 34
  %t981 = getelementptr <16 x i32>, ptr %tile, i64 %t980
  %t982 = load <16 x i32>, ptr %t981, align 4
  %t983 = bitcast <16 x i32> %t982 to <16 x float>
  %t984 = fmul <16 x float> %t983, %t55
  %t985 = fadd <16 x float> %t984, %t61
  %t986 = fcmp olt <16 x float> %t985, splat (float 0x0000000000000000)
  %t987 = select <16 x i1> %t986, <16 x float> splat (float 0x0000000000000000), <16 x float> %t985
  %t988 = fcmp ogt <16 x float> %t987, splat (float 0x4018000000000000)
  %t989 = select <16 x i1> %t988, <16 x float> splat (float 0x4018000000000000), <16 x float> %t987
  %t990 = mul i64 %t36, 2
  %t991 = add i64 %t990, 35
  %t992 = getelementptr <16 x i32>, ptr %tile, i64 %t991
  %t993 = load <16 x i32>, ptr %t992, align 4
  %t994 = bitcast <16 x i32> %t993 to <16 x float>
  %t995 = fmul <16 x float> %t994, %t58
  %t996 = fadd <16 x float> %t995, %t64
  %t997 = fcmp olt <16 x float> %t996, splat (float 0x0000000000000000)
  %t998 = select <16 x i1> %t997, <16 x float> splat (float 0x0000000000000000), <16 x float> %t996
  %t999 = fcmp ogt <16 x float> %t998, splat (float 0x4018000000000000)
  %t1000 = select <16 x i1> %t999, <16 x float> splat (float 0x4018000000000000), <16 x float> %t998
  %t1001 = mul i64 %t970, %size.ldc
  %t1002 = add i64 %t1001, %t26
  %t1003 = getelementptr float, ptr %buf.c, i64 %t1002
  br i1 %t65, label %whole1004, label %part1005
whole1004:
  %t1006 = getelementptr float, ptr %t1003, i64 0
  store <16 x float> %t989, ptr %t1006, align 4
  %t1007 = getelementptr float, ptr %t1003, i64 16
  store <16 x float> %t1000, ptr %t1007, align 4
  br label %rowdone968
part1005:
  %t1008 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t989, ptr %t1008, align 4
  %t1009 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1000, ptr %t1009, align 4
  store i64 0, ptr %c1010
  br label %head1011
head1011:
  %i1014 = load i64, ptr %c1010
  %t1015 = icmp slt i64 %i1014, %t32
  br i1 %t1015, label %body1012, label %done1013
body1012:
  %t1016 = getelementptr float, ptr %rowbuf, i64 %i1014
  %t1017 = load float, ptr %t1016, align 4
  %t1018 = getelementptr float, ptr %t1003, i64 %i1014
  store float %t1017, ptr %t1018, align 4
  %t1019 = add nsw i64 %i1014, 1
  store i64 %t1019, ptr %c1010
  br label %head1011
done1013:
  br label %rowdone968
rowdone968:
  %t1022 = icmp slt i64 18, %t29
  br i1 %t1022, label %row1020, label %rowdone1021
row1020:
  %t1023 = add i64 %t25, 18
  %t1024 = getelementptr i32, ptr %buf.radd, i64 %t1023
  %t1025 = load i32, ptr %t1024, align 4
  %t1026 = insertelement <16 x i32> poison, i32 %t1025, i64 0
  %t1027 = shufflevector <16 x i32> %t1026, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1028 = getelementptr i32, ptr %buf.rmul, i64 %t1023
  %t1029 = load i32, ptr %t1028, align 4
  %t1030 = insertelement <16 x i32> poison, i32 %t1029, i64 0
  %t1031 = shufflevector <16 x i32> %t1030, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1032 = mul i64 %t36, 2
  %t1033 = add i64 %t1032, 36
  %t1034 = getelementptr <16 x i32>, ptr %tile, i64 %t1033
  %t1035 = load <16 x i32>, ptr %t1034, align 4
  %t1036 = bitcast <16 x i32> %t1035 to <16 x float>
  %t1037 = fmul <16 x float> %t1036, %t55
  %t1038 = fadd <16 x float> %t1037, %t61
  %t1039 = fcmp olt <16 x float> %t1038, splat (float 0x0000000000000000)
  %t1040 = select <16 x i1> %t1039, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1038
  %t1041 = fcmp ogt <16 x float> %t1040, splat (float 0x4018000000000000)
  %t1042 = select <16 x i1> %t1041, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1040
  %t1043 = mul i64 %t36, 2
  %t1044 = add i64 %t1043, 37
  %t1045 = getelementptr <16 x i32>, ptr %tile, i64 %t1044
  %t1046 = load <16 x i32>, ptr %t1045, align 4
  %t1047 = bitcast <16 x i32> %t1046 to <16 x float>
  %t1048 = fmul <16 x float> %t1047, %t58
  %t1049 = fadd <16 x float> %t1048, %t64
  %t1050 = fcmp olt <16 x float> %t1049, splat (float 0x0000000000000000)
  %t1051 = select <16 x i1> %t1050, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1049
  %t1052 = fcmp ogt <16 x float> %t1051, splat (float 0x4018000000000000)
  %t1053 = select <16 x i1> %t1052, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1051
  %t1054 = mul i64 %t1023, %size.ldc
  %t1055 = add i64 %t1054, %t26
  %t1056 = getelementptr float, ptr %buf.c, i64 %t1055
  br i1 %t65, label %whole1057, label %part1058
whole1057:
  %t1059 = getelementptr float, ptr %t1056, i64 0
  store <16 x float> %t1042, ptr %t1059, align 4
  %t1060 = getelementptr float, ptr %t1056, i64 16
  store <16 x float> %t1053, ptr %t1060, align 4
  br label %rowdone1021
part1058:
  %t1061 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1042, ptr %t1061, align 4
  %t1062 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1053, ptr %t1062, align 4
  store i64 0, ptr %c1063
  br label %head1064
head1064:
  %i1067 = load i64, ptr %c1063
  %t1068 = icmp slt i64 %i1067, %t32
  br i1 %t1068, label %body1065, label %done1066
body1065:
  %t1069 = getelementptr float, ptr %rowbuf, i64 %i1067
  %t1070 = load float, ptr %t1069, align 4
  %t1071 = getelementptr float, ptr %t1056, i64 %i1067
  store float %t1070, ptr %t1071, align 4
  %t1072 = add nsw i64 %i1067, 1
  store i64 %t1072, ptr %c1063
  br label %head1064
done1066:
  br label %rowdone1021
rowdone1021:
  %t1075 = icmp slt i64 19, %t29
  br i1 %t1075, label %row1073, label %rowdone1074
row1073:
  %t1076 = add i64 %t25, 19
  %t1077 = getelementptr i32, ptr %buf.radd, i64 %t1076
  %t1078 = load i32, ptr %t1077, align 4
  %t1079 = insertelement <16 x i32> poison, i32 %t1078, i64 0
  %t1080 = shufflevector <16 x i32> %t1079, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1081 = getelementptr i32, ptr %buf.rmul, i64 %t1076
  %t1082 = load i32, ptr %t1081, align 4
  %t1083 = insertelement <16 x i32> poison, i32 %t1082, i64 0
  %t1084 = shufflevector <16 x i32> %t1083, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1085 = mul i64 %t36, 2
  %t1086 = add i64 %t1085, 38
  %t1087 = getelementptr <16 x i32>, ptr %tile, i64 %t1086
  %t1088 = load <16 x i32>, ptr %t1087, align 4
  %t1089 = bitcast <16 x i32> %t1088 to <16 x float>
  %t1090 = fmul <16 x float> %t1089, %t55
  %t1091 = fadd <16 x float> %t1090, %t61
  %t1092 = fcmp olt <16 x float> %t1091, splat (float 0x0000000000000000)
  %t1093 = select <16 x i1> %t1092, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1091
  %t1094 = fcmp ogt <16 x float> %t1093, splat (float 0x4018000000000000)
  %t1095 = select <16 x i1> %t1094, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1093
  %t1096 = mul i64 %t36, 2
  %t1097 = add i64 %t1096, 39
  %t1098 = getelementptr <16 x i32>, ptr %tile, i64 %t1097
  %t1099 = load <16 x i32>, ptr %t1098, align 4
  %t1100 = bitcast <16 x i32> %t1099 to <16 x float>
  %t1101 = fmul <16 x float> %t1100, %t58
  %t1102 = fadd <16 x float> %t1101, %t64
  %t1103 = fcmp olt <16 x float> %t1102, splat (float 0x0000000000000000)
  %t1104 = select <16 x i1> %t1103, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1102
  %t1105 = fcmp ogt <16 x float> %t1104, splat (float 0x4018000000000000)
  %t1106 = select <16 x i1> %t1105, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1104
  %t1107 = mul i64 %t1076, %size.ldc
  %t1108 = add i64 %t1107, %t26
  %t1109 = getelementptr float, ptr %buf.c, i64 %t1108
  br i1 %t65, label %whole1110, label %part1111
whole1110:
  %t1112 = getelementptr float, ptr %t1109, i64 0
  store <16 x float> %t1095, ptr %t1112, align 4
  %t1113 = getelementptr float, ptr %t1109, i64 16
  store <16 x float> %t1106, ptr %t1113, align 4
  br label %rowdone1074
part1111:
  %t1114 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1095, ptr %t1114, align 4
  %t1115 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1106, ptr %t1115, align 4
  store i64 0, ptr %c1116
  br label %head1117
head1117:
  %i1120 = load i64, ptr %c1116
  %t1121 = icmp slt i64 %i1120, %t32
  br i1 %t1121, label %body1118, label %done1119
body1118:
  %t1122 = getelementptr float, ptr %rowbuf, i64 %i1120
  %t1123 = load float, ptr %t1122, align 4
  %t1124 = getelementptr float, ptr %t1109, i64 %i1120
  store float %t1123, ptr %t1124, align 4
  %t1125 = add nsw i64 %i1120, 1
  store i64 %t1125, ptr %c1116
  br label %head1117
done1119:
  br label %rowdone1074
rowdone1074:
  %t1128 = icmp slt i64 20, %t29
  br i1 %t1128, label %row1126, label %rowdone1127
row1126:
  %t1129 = add i64 %t25, 20
  %t1130 = getelementptr i32, ptr %buf.radd, i64 %t1129
  %t1131 = load i32, ptr %t1130, align 4
  %t1132 = insertelement <16 x i32> poison, i32 %t1131, i64 0
  %t1133 = shufflevector <16 x i32> %t1132, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1134 = getelementptr i32, ptr %buf.rmul, i64 %t1129
  %t1135 = load i32, ptr %t1134, align 4
  %t1136 = insertelement <16 x i32> poison, i32 %t1135, i64 0
  %t1137 = shufflevector <16 x i32> %t1136, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1138 = mul i64 %t36, 2
  %t1139 = add i64 %t1138, 40
  %t1140 = getelementptr <16 x i32>, ptr %tile, i64 %t1139
  %t1141 = load <16 x i32>, ptr %t1140, align 4
  %t1142 = bitcast <16 x i32> %t1141 to <16 x float>
  %t1143 = fmul <16 x float> %t1142, %t55
  %t1144 = fadd <16 x float> %t1143, %t61
  %t1145 = fcmp olt <16 x float> %t1144, splat (float 0x0000000000000000)
  %t1146 = select <16 x i1> %t1145, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1144
  %t1147 = fcmp ogt <16 x float> %t1146, splat (float 0x4018000000000000)
  %t1148 = select <16 x i1> %t1147, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1146
  %t1149 = mul i64 %t36, 2
  %t1150 = add i64 %t1149, 41
  %t1151 = getelementptr <16 x i32>, ptr %tile, i64 %t1150
  %t1152 = load <16 x i32>, ptr %t1151, align 4
  %t1153 = bitcast <16 x i32> %t1152 to <16 x float>
  %t1154 = fmul <16 x float> %t1153, %t58
  %t1155 = fadd <16 x float> %t1154, %t64
  %t1156 = fcmp olt <16 x float> %t1155, splat (float 0x0000000000000000)
  %t1157 = select <16 x i1> %t1156, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1155
  %t1158 = fcmp ogt <16 x float> %t1157, splat (float 0x4018000000000000)
  %t1159 = select <16 x i1> %t1158, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1157
  %t1160 = mul i64 %t1129, %size.ldc
  %t1161 = add i64 %t1160, %t26
  %t1162 = getelementptr float, ptr %buf.c, i64 %t1161
  br i1 %t65, label %whole1163, label %part1164
whole1163:
  %t1165 = getelementptr float, ptr %t1162, i64 0
  store <16 x float> %t1148, ptr %t1165, align 4
  %t1166 = getelementptr float, ptr %t1162, i64 16
  store <16 x float> %t1159, ptr %t1166, align 4
  br label %rowdone1127
part1164:
  %t1167 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1148, ptr %t1167, align 4
  %t1168 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1159, ptr %t1168, align 4
  store i64 0, ptr %c1169
  br label %head1170
head1170:
  %i1173 = load i64, ptr %c1169
  %t1174 = icmp slt i64 %i1173, %t32
  br i1 %t1174, label %body1171, label %done1172
body1171:
  %t1175 = getelementptr float, ptr %rowbuf, i64 %i1173
  %t1176 = load float, ptr %t1175, align 4
  %t1177 = getelementptr float, ptr %t1162, i64 %i1173
  store float %t1176, ptr %t1177, align 4
  %t1178 = add nsw i64 %i1173, 1
  store i64 %t1178, ptr %c1169
  br label %head1170
done1172:
  br label %rowdone1127
rowdone1127:
  %t1181 = icmp slt i64 21, %t29
  br i1 %t1181, label %row1179, label %rowdone1180
row1179:
  %t1182 = add i64 %t25, 21
  %t1183 = getelementptr i32, ptr %buf.radd, i64 %t1182
  %t1184 = load i32, ptr %t1183, align 4
  %t1185 = insertelement <16 x i32> poison, i32 %t1184, i64 0
  %t1186 = shufflevector <16 x i32> %t1185, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1187 = getelementptr i32, ptr %buf.rmul, i64 %t1182
  %t1188 = load i32, ptr %t1187, align 4
  %t1189 = insertelement <16 x i32> poison, i32 %t1188, i64 0
  %t1190 = shufflevector <16 x i32> %t1189, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1191 = mul i64 %t36, 2
  %t1192 = add i64 %t1191, 42
  %t1193 = getelementptr <16 x i32>, ptr %tile, i64 %t1192
  %t1194 = load <16 x i32>, ptr %t1193, align 4
  %t1195 = bitcast <16 x i32> %t1194 to <16 x float>
  %t1196 = fmul <16 x float> %t1195, %t55
  %t1197 = fadd <16 x float> %t1196, %t61
  %t1198 = fcmp olt <16 x float> %t1197, splat (float 0x0000000000000000)
  %t1199 = select <16 x i1> %t1198, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1197
  %t1200 = fcmp ogt <16 x float> %t1199, splat (float 0x4018000000000000)
  %t1201 = select <16 x i1> %t1200, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1199
  %t1202 = mul i64 %t36, 2
  %t1203 = add i64 %t1202, 43
  %t1204 = getelementptr <16 x i32>, ptr %tile, i64 %t1203
  %t1205 = load <16 x i32>, ptr %t1204, align 4
  %t1206 = bitcast <16 x i32> %t1205 to <16 x float>
  %t1207 = fmul <16 x float> %t1206, %t58
  %t1208 = fadd <16 x float> %t1207, %t64
  %t1209 = fcmp olt <16 x float> %t1208, splat (float 0x0000000000000000)
  %t1210 = select <16 x i1> %t1209, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1208
  %t1211 = fcmp ogt <16 x float> %t1210, splat (float 0x4018000000000000)
  %t1212 = select <16 x i1> %t1211, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1210
  %t1213 = mul i64 %t1182, %size.ldc
  %t1214 = add i64 %t1213, %t26
  %t1215 = getelementptr float, ptr %buf.c, i64 %t1214
  br i1 %t65, label %whole1216, label %part1217
whole1216:
  %t1218 = getelementptr float, ptr %t1215, i64 0
  store <16 x float> %t1201, ptr %t1218, align 4
  %t1219 = getelementptr float, ptr %t1215, i64 16
  store <16 x float> %t1212, ptr %t1219, align 4
  br label %rowdone1180
part1217:
  %t1220 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1201, ptr %t1220, align 4
  %t1221 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1212, ptr %t1221, align 4
  store i64 0, ptr %c1222
  br label %head1223
head1223:
  %i1226 = load i64, ptr %c1222
  %t1227 = icmp slt i64 %i1226, %t32
  br i1 %t1227, label %body1224, label %done1225
body1224:
  %t1228 = getelementptr float, ptr %rowbuf, i64 %i1226
  %t1229 = load float, ptr %t1228, align 4
  %t1230 = getelementptr float, ptr %t1215, i64 %i1226
  store float %t1229, ptr %t1230, align 4
  %t1231 = add nsw i64 %i1226, 1
  store i64 %t1231, ptr %c1222
  br label %head1223
done1225:
  br label %rowdone1180
rowdone1180:
  %t1234 = icmp slt i64 22, %t29
  br i1 %t1234, label %row1232, label %rowdone1233
row1232:
  %t1235 = add i64 %t25, 22
  %t1236 = getelementptr i32, ptr %buf.radd, i64 %t1235
  %t1237 = load i32, ptr %t1236, align 4
  %t1238 = insertelement <16 x i32> poison, i32 %t1237, i64 0
  %t1239 = shufflevector <16 x i32> %t1238, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1240 = getelementptr i32, ptr %buf.rmul, i64 %t1235
  %t1241 = load i32, ptr %t1240, align 4
  %t1242 = insertelement <16 x i32> poison, i32 %t1241, i64 0
  %t1243 = shufflevector <16 x i32> %t1242, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1244 = mul i64 %t36, 2
  %t1245 = add i64 %t1244, 44
  %t1246 = getelementptr <16 x i32>, ptr %tile, i64 %t1245
  %t1247 = load <16 x i32>, ptr %t1246, align 4
  %t1248 = bitcast <16 x i32> %t1247 to <16 x float>
  %t1249 = fmul <16 x float> %t1248, %t55
  %t1250 = fadd <16 x float> %t1249, %t61
  %t1251 = fcmp olt <16 x float> %t1250, splat (float 0x0000000000000000)
  %t1252 = select <16 x i1> %t1251, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1250
  %t1253 = fcmp ogt <16 x float> %t1252, splat (float 0x4018000000000000)
  %t1254 = select <16 x i1> %t1253, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1252
  %t1255 = mul i64 %t36, 2
  %t1256 = add i64 %t1255, 45
  %t1257 = getelementptr <16 x i32>, ptr %tile, i64 %t1256
  %t1258 = load <16 x i32>, ptr %t1257, align 4
  %t1259 = bitcast <16 x i32> %t1258 to <16 x float>
  %t1260 = fmul <16 x float> %t1259, %t58
  %t1261 = fadd <16 x float> %t1260, %t64
  %t1262 = fcmp olt <16 x float> %t1261, splat (float 0x0000000000000000)
  %t1263 = select <16 x i1> %t1262, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1261
  %t1264 = fcmp ogt <16 x float> %t1263, splat (float 0x4018000000000000)
  %t1265 = select <16 x i1> %t1264, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1263
  %t1266 = mul i64 %t1235, %size.ldc
  %t1267 = add i64 %t1266, %t26
  %t1268 = getelementptr float, ptr %buf.c, i64 %t1267
  br i1 %t65, label %whole1269, label %part1270
whole1269:
  %t1271 = getelementptr float, ptr %t1268, i64 0
  store <16 x float> %t1254, ptr %t1271, align 4
  %t1272 = getelementptr float, ptr %t1268, i64 16
  store <16 x float> %t1265, ptr %t1272, align 4
  br label %rowdone1233
part1270:
  %t1273 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1254, ptr %t1273, align 4
  %t1274 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1265, ptr %t1274, align 4
  store i64 0, ptr %c1275
  br label %head1276
head1276:
  %i1279 = load i64, ptr %c1275
  %t1280 = icmp slt i64 %i1279, %t32
  br i1 %t1280, label %body1277, label %done1278
body1277:
  %t1281 = getelementptr float, ptr %rowbuf, i64 %i1279
  %t1282 = load float, ptr %t1281, align 4
  %t1283 = getelementptr float, ptr %t1268, i64 %i1279
  store float %t1282, ptr %t1283, align 4
  %t1284 = add nsw i64 %i1279, 1
  store i64 %t1284, ptr %c1275
  br label %head1276
done1278:
  br label %rowdone1233
rowdone1233:
  %t1287 = icmp slt i64 23, %t29
  br i1 %t1287, label %row1285, label %rowdone1286
row1285:
  %t1288 = add i64 %t25, 23
  %t1289 = getelementptr i32, ptr %buf.radd, i64 %t1288
  %t1290 = load i32, ptr %t1289, align 4
  %t1291 = insertelement <16 x i32> poison, i32 %t1290, i64 0
  %t1292 = shufflevector <16 x i32> %t1291, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1293 = getelementptr i32, ptr %buf.rmul, i64 %t1288
  %t1294 = load i32, ptr %t1293, align 4
  %t1295 = insertelement <16 x i32> poison, i32 %t1294, i64 0
  %t1296 = shufflevector <16 x i32> %t1295, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1297 = mul i64 %t36, 2
  %t1298 = add i64 %t1297, 46
  %t1299 = getelementptr <16 x i32>, ptr %tile, i64 %t1298
  %t1300 = load <16 x i32>, ptr %t1299, align 4
  %t1301 = bitcast <16 x i32> %t1300 to <16 x float>
  %t1302 = fmul <16 x float> %t1301, %t55
  %t1303 = fadd <16 x float> %t1302, %t61
  %t1304 = fcmp olt <16 x float> %t1303, splat (float 0x0000000000000000)
  %t1305 = select <16 x i1> %t1304, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1303
  %t1306 = fcmp ogt <16 x float> %t1305, splat (float 0x4018000000000000)
  %t1307 = select <16 x i1> %t1306, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1305
  %t1308 = mul i64 %t36, 2
  %t1309 = add i64 %t1308, 47
  %t1310 = getelementptr <16 x i32>, ptr %tile, i64 %t1309
  %t1311 = load <16 x i32>, ptr %t1310, align 4
  %t1312 = bitcast <16 x i32> %t1311 to <16 x float>
  %t1313 = fmul <16 x float> %t1312, %t58
  %t1314 = fadd <16 x float> %t1313, %t64
  %t1315 = fcmp olt <16 x float> %t1314, splat (float 0x0000000000000000)
  %t1316 = select <16 x i1> %t1315, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1314
  %t1317 = fcmp ogt <16 x float> %t1316, splat (float 0x4018000000000000)
  %t1318 = select <16 x i1> %t1317, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1316
  %t1319 = mul i64 %t1288, %size.ldc
  %t1320 = add i64 %t1319, %t26
  %t1321 = getelementptr float, ptr %buf.c, i64 %t1320
  br i1 %t65, label %whole1322, label %part1323
whole1322:
  %t1324 = getelementptr float, ptr %t1321, i64 0
  store <16 x float> %t1307, ptr %t1324, align 4
  %t1325 = getelementptr float, ptr %t1321, i64 16
  store <16 x float> %t1318, ptr %t1325, align 4
  br label %rowdone1286
part1323:
  %t1326 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1307, ptr %t1326, align 4
  %t1327 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1318, ptr %t1327, align 4
  store i64 0, ptr %c1328
  br label %head1329
head1329:
  %i1332 = load i64, ptr %c1328
  %t1333 = icmp slt i64 %i1332, %t32
  br i1 %t1333, label %body1330, label %done1331
body1330:
  %t1334 = getelementptr float, ptr %rowbuf, i64 %i1332
  %t1335 = load float, ptr %t1334, align 4
  %t1336 = getelementptr float, ptr %t1321, i64 %i1332
  store float %t1335, ptr %t1336, align 4
  %t1337 = add nsw i64 %i1332, 1
  store i64 %t1337, ptr %c1328
  br label %head1329
done1331:
  br label %rowdone1286
rowdone1286:
  %t1340 = icmp slt i64 24, %t29
  br i1 %t1340, label %row1338, label %rowdone1339
row1338:
  %t1341 = add i64 %t25, 24
  %t1342 = getelementptr i32, ptr %buf.radd, i64 %t1341
  %t1343 = load i32, ptr %t1342, align 4
  %t1344 = insertelement <16 x i32> poison, i32 %t1343, i64 0
  %t1345 = shufflevector <16 x i32> %t1344, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1346 = getelementptr i32, ptr %buf.rmul, i64 %t1341
  %t1347 = load i32, ptr %t1346, align 4
  %t1348 = insertelement <16 x i32> poison, i32 %t1347, i64 0
  %t1349 = shufflevector <16 x i32> %t1348, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1350 = mul i64 %t36, 2
  %t1351 = add i64 %t1350, 48
  %t1352 = getelementptr <16 x i32>, ptr %tile, i64 %t1351
  %t1353 = load <16 x i32>, ptr %t1352, align 4
  %t1354 = bitcast <16 x i32> %t1353 to <16 x float>
  %t1355 = fmul <16 x float> %t1354, %t55
  %t1356 = fadd <16 x float> %t1355, %t61
  %t1357 = fcmp olt <16 x float> %t1356, splat (float 0x0000000000000000)
  %t1358 = select <16 x i1> %t1357, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1356
  %t1359 = fcmp ogt <16 x float> %t1358, splat (float 0x4018000000000000)
  %t1360 = select <16 x i1> %t1359, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1358
  %t1361 = mul i64 %t36, 2
  %t1362 = add i64 %t1361, 49
  %t1363 = getelementptr <16 x i32>, ptr %tile, i64 %t1362
  %t1364 = load <16 x i32>, ptr %t1363, align 4
  %t1365 = bitcast <16 x i32> %t1364 to <16 x float>
  %t1366 = fmul <16 x float> %t1365, %t58
  %t1367 = fadd <16 x float> %t1366, %t64
  %t1368 = fcmp olt <16 x float> %t1367, splat (float 0x0000000000000000)
  %t1369 = select <16 x i1> %t1368, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1367
  %t1370 = fcmp ogt <16 x float> %t1369, splat (float 0x4018000000000000)
  %t1371 = select <16 x i1> %t1370, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1369
  %t1372 = mul i64 %t1341, %size.ldc
  %t1373 = add i64 %t1372, %t26
  %t1374 = getelementptr float, ptr %buf.c, i64 %t1373
  br i1 %t65, label %whole1375, label %part1376
whole1375:
  %t1377 = getelementptr float, ptr %t1374, i64 0
  store <16 x float> %t1360, ptr %t1377, align 4
  %t1378 = getelementptr float, ptr %t1374, i64 16
  store <16 x float> %t1371, ptr %t1378, align 4
  br label %rowdone1339
part1376:
  %t1379 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1360, ptr %t1379, align 4
  %t1380 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1371, ptr %t1380, align 4
  store i64 0, ptr %c1381
  br label %head1382
head1382:
  %i1385 = load i64, ptr %c1381
  %t1386 = icmp slt i64 %i1385, %t32
  br i1 %t1386, label %body1383, label %done1384
body1383:
  %t1387 = getelementptr float, ptr %rowbuf, i64 %i1385
  %t1388 = load float, ptr %t1387, align 4
  %t1389 = getelementptr float, ptr %t1374, i64 %i1385
  store float %t1388, ptr %t1389, align 4
  %t1390 = add nsw i64 %i1385, 1
  store i64 %t1390, ptr %c1381
  br label %head1382
done1384:
  br label %rowdone1339
rowdone1339:
  %t1393 = icmp slt i64 25, %t29
  br i1 %t1393, label %row1391, label %rowdone1392
row1391:
  %t1394 = add i64 %t25, 25
  %t1395 = getelementptr i32, ptr %buf.radd, i64 %t1394
  %t1396 = load i32, ptr %t1395, align 4
  %t1397 = insertelement <16 x i32> poison, i32 %t1396, i64 0
  %t1398 = shufflevector <16 x i32> %t1397, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1399 = getelementptr i32, ptr %buf.rmul, i64 %t1394
  %t1400 = load i32, ptr %t1399, align 4
  %t1401 = insertelement <16 x i32> poison, i32 %t1400, i64 0
  %t1402 = shufflevector <16 x i32> %t1401, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1403 = mul i64 %t36, 2
  %t1404 = add i64 %t1403, 50
  %t1405 = getelementptr <16 x i32>, ptr %tile, i64 %t1404
  %t1406 = load <16 x i32>, ptr %t1405, align 4
  %t1407 = bitcast <16 x i32> %t1406 to <16 x float>
  %t1408 = fmul <16 x float> %t1407, %t55
  %t1409 = fadd <16 x float> %t1408, %t61
  %t1410 = fcmp olt <16 x float> %t1409, splat (float 0x0000000000000000)
  %t1411 = select <16 x i1> %t1410, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1409
  %t1412 = fcmp ogt <16 x float> %t1411, splat (float 0x4018000000000000)
  %t1413 = select <16 x i1> %t1412, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1411
  %t1414 = mul i64 %t36, 2
  %t1415 = add i64 %t1414, 51
  %t1416 = getelementptr <16 x i32>, ptr %tile, i64 %t1415
  %t1417 = load <16 x i32>, ptr %t1416, align 4
  %t1418 = bitcast <16 x i32> %t1417 to <16 x float>
  %t1419 = fmul <16 x float> %t1418, %t58
  %t1420 = fadd <16 x float> %t1419, %t64
  %t1421 = fcmp olt <16 x float> %t1420, splat (float 0x0000000000000000)
  %t1422 = select <16 x i1> %t1421, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1420
  %t1423 = fcmp ogt <16 x float> %t1422, splat (float 0x4018000000000000)
  %t1424 = select <16 x i1> %t1423, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1422
  %t1425 = mul i64 %t1394, %size.ldc
  %t1426 = add i64 %t1425, %t26
  %t1427 = getelementptr float, ptr %buf.c, i64 %t1426
  br i1 %t65, label %whole1428, label %part1429
whole1428:
  %t1430 = getelementptr float, ptr %t1427, i64 0
  store <16 x float> %t1413, ptr %t1430, align 4
  %t1431 = getelementptr float, ptr %t1427, i64 16
  store <16 x float> %t1424, ptr %t1431, align 4
  br label %rowdone1392
part1429:
  %t1432 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1413, ptr %t1432, align 4
  %t1433 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1424, ptr %t1433, align 4
  store i64 0, ptr %c1434
  br label %head1435
head1435:
  %i1438 = load i64, ptr %c1434
  %t1439 = icmp slt i64 %i1438, %t32
  br i1 %t1439, label %body1436, label %done1437
body1436:
  %t1440 = getelementptr float, ptr %rowbuf, i64 %i1438
  %t1441 = load float, ptr %t1440, align 4
  %t1442 = getelementptr float, ptr %t1427, i64 %i1438
  store float %t1441, ptr %t1442, align 4
  %t1443 = add nsw i64 %i1438, 1
  store i64 %t1443, ptr %c1434
  br label %head1435
done1437:
  br label %rowdone1392
rowdone1392:
  %t1446 = icmp slt i64 26, %t29
  br i1 %t1446, label %row1444, label %rowdone1445
row1444:
  %t1447 = add i64 %t25, 26
  %t1448 = getelementptr i32, ptr %buf.radd, i64 %t1447
  %t1449 = load i32, ptr %t1448, align 4
  %t1450 = insertelement <16 x i32> poison, i32 %t1449, i64 0
  %t1451 = shufflevector <16 x i32> %t1450, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1452 = getelementptr i32, ptr %buf.rmul, i64 %t1447
  %t1453 = load i32, ptr %t1452, align 4
  %t1454 = insertelement <16 x i32> poison, i32 %t1453, i64 0
  %t1455 = shufflevector <16 x i32> %t1454, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1456 = mul i64 %t36, 2
  %t1457 = add i64 %t1456, 52
  %t1458 = getelementptr <16 x i32>, ptr %tile, i64 %t1457
  %t1459 = load <16 x i32>, ptr %t1458, align 4
  %t1460 = bitcast <16 x i32> %t1459 to <16 x float>
  %t1461 = fmul <16 x float> %t1460, %t55
  %t1462 = fadd <16 x float> %t1461, %t61
  %t1463 = fcmp olt <16 x float> %t1462, splat (float 0x0000000000000000)
  %t1464 = select <16 x i1> %t1463, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1462
  %t1465 = fcmp ogt <16 x float> %t1464, splat (float 0x4018000000000000)
  %t1466 = select <16 x i1> %t1465, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1464
  %t1467 = mul i64 %t36, 2
  %t1468 = add i64 %t1467, 53
  %t1469 = getelementptr <16 x i32>, ptr %tile, i64 %t1468
  %t1470 = load <16 x i32>, ptr %t1469, align 4
  %t1471 = bitcast <16 x i32> %t1470 to <16 x float>
  %t1472 = fmul <16 x float> %t1471, %t58
  %t1473 = fadd <16 x float> %t1472, %t64
  %t1474 = fcmp olt <16 x float> %t1473, splat (float 0x0000000000000000)
  %t1475 = select <16 x i1> %t1474, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1473
  %t1476 = fcmp ogt <16 x float> %t1475, splat (float 0x4018000000000000)
  %t1477 = select <16 x i1> %t1476, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1475
  %t1478 = mul i64 %t1447, %size.ldc
  %t1479 = add i64 %t1478, %t26
  %t1480 = getelementptr float, ptr %buf.c, i64 %t1479
  br i1 %t65, label %whole1481, label %part1482
whole1481:
  %t1483 = getelementptr float, ptr %t1480, i64 0
  store <16 x float> %t1466, ptr %t1483, align 4
  %t1484 = getelementptr float, ptr %t1480, i64 16
  store <16 x float> %t1477, ptr %t1484, align 4
  br label %rowdone1445
part1482:
  %t1485 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1466, ptr %t1485, align 4
  %t1486 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1477, ptr %t1486, align 4
  store i64 0, ptr %c1487
  br label %head1488
head1488:
  %i1491 = load i64, ptr %c1487
  %t1492 = icmp slt i64 %i1491, %t32
  br i1 %t1492, label %body1489, label %done1490
body1489:
  %t1493 = getelementptr float, ptr %rowbuf, i64 %i1491
  %t1494 = load float, ptr %t1493, align 4
  %t1495 = getelementptr float, ptr %t1480, i64 %i1491
  store float %t1494, ptr %t1495, align 4
  %t1496 = add nsw i64 %i1491, 1
  store i64 %t1496, ptr %c1487
  br label %head1488
done1490:
  br label %rowdone1445
rowdone1445:
  %t1499 = icmp slt i64 27, %t29
  br i1 %t1499, label %row1497, label %rowdone1498
row1497:
  %t1500 = add i64 %t25, 27
  %t1501 = getelementptr i32, ptr %buf.radd, i64 %t1500
  %t1502 = load i32, ptr %t1501, align 4
  %t1503 = insertelement <16 x i32> poison, i32 %t1502, i64 0
  %t1504 = shufflevector <16 x i32> %t1503, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1505 = getelementptr i32, ptr %buf.rmul, i64 %t1500
  %t1506 = load i32, ptr %t1505, align 4
  %t1507 = insertelement <16 x i32> poison, i32 %t1506, i64 0
  %t1508 = shufflevector <16 x i32> %t1507, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1509 = mul i64 %t36, 2
  %t1510 = add i64 %t1509, 54
  %t1511 = getelementptr <16 x i32>, ptr %tile, i64 %t1510
  %t1512 = load <16 x i32>, ptr %t1511, align 4
  %t1513 = bitcast <16 x i32> %t1512 to <16 x float>
  %t1514 = fmul <16 x float> %t1513, %t55
  %t1515 = fadd <16 x float> %t1514, %t61
  %t1516 = fcmp olt <16 x float> %t1515, splat (float 0x0000000000000000)
  %t1517 = select <16 x i1> %t1516, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1515
  %t1518 = fcmp ogt <16 x float> %t1517, splat (float 0x4018000000000000)
  %t1519 = select <16 x i1> %t1518, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1517
  %t1520 = mul i64 %t36, 2
  %t1521 = add i64 %t1520, 55
  %t1522 = getelementptr <16 x i32>, ptr %tile, i64 %t1521
  %t1523 = load <16 x i32>, ptr %t1522, align 4
  %t1524 = bitcast <16 x i32> %t1523 to <16 x float>
  %t1525 = fmul <16 x float> %t1524, %t58
  %t1526 = fadd <16 x float> %t1525, %t64
  %t1527 = fcmp olt <16 x float> %t1526, splat (float 0x0000000000000000)
  %t1528 = select <16 x i1> %t1527, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1526
  %t1529 = fcmp ogt <16 x float> %t1528, splat (float 0x4018000000000000)
  %t1530 = select <16 x i1> %t1529, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1528
  %t1531 = mul i64 %t1500, %size.ldc
  %t1532 = add i64 %t1531, %t26
  %t1533 = getelementptr float, ptr %buf.c, i64 %t1532
  br i1 %t65, label %whole1534, label %part1535
whole1534:
  %t1536 = getelementptr float, ptr %t1533, i64 0
  store <16 x float> %t1519, ptr %t1536, align 4
  %t1537 = getelementptr float, ptr %t1533, i64 16
  store <16 x float> %t1530, ptr %t1537, align 4
  br label %rowdone1498
part1535:
  %t1538 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1519, ptr %t1538, align 4
  %t1539 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1530, ptr %t1539, align 4
  store i64 0, ptr %c1540
  br label %head1541
head1541:
  %i1544 = load i64, ptr %c1540
  %t1545 = icmp slt i64 %i1544, %t32
  br i1 %t1545, label %body1542, label %done1543
body1542:
  %t1546 = getelementptr float, ptr %rowbuf, i64 %i1544
  %t1547 = load float, ptr %t1546, align 4
  %t1548 = getelementptr float, ptr %t1533, i64 %i1544
  store float %t1547, ptr %t1548, align 4
  %t1549 = add nsw i64 %i1544, 1
  store i64 %t1549, ptr %c1540
  br label %head1541
done1543:
  br label %rowdone1498
rowdone1498:
  %t1552 = icmp slt i64 28, %t29
  br i1 %t1552, label %row1550, label %rowdone1551
row1550:
  %t1553 = add i64 %t25, 28
  %t1554 = getelementptr i32, ptr %buf.radd, i64 %t1553
  %t1555 = load i32, ptr %t1554, align 4
  %t1556 = insertelement <16 x i32> poison, i32 %t1555, i64 0
  %t1557 = shufflevector <16 x i32> %t1556, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1558 = getelementptr i32, ptr %buf.rmul, i64 %t1553
  %t1559 = load i32, ptr %t1558, align 4
  %t1560 = insertelement <16 x i32> poison, i32 %t1559, i64 0
  %t1561 = shufflevector <16 x i32> %t1560, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1562 = mul i64 %t36, 2
  %t1563 = add i64 %t1562, 56
  %t1564 = getelementptr <16 x i32>, ptr %tile, i64 %t1563
  %t1565 = load <16 x i32>, ptr %t1564, align 4
  %t1566 = bitcast <16 x i32> %t1565 to <16 x float>
  %t1567 = fmul <16 x float> %t1566, %t55
  %t1568 = fadd <16 x float> %t1567, %t61
  %t1569 = fcmp olt <16 x float> %t1568, splat (float 0x0000000000000000)
  %t1570 = select <16 x i1> %t1569, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1568
  %t1571 = fcmp ogt <16 x float> %t1570, splat (float 0x4018000000000000)
  %t1572 = select <16 x i1> %t1571, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1570
  %t1573 = mul i64 %t36, 2
  %t1574 = add i64 %t1573, 57
  %t1575 = getelementptr <16 x i32>, ptr %tile, i64 %t1574
  %t1576 = load <16 x i32>, ptr %t1575, align 4
  %t1577 = bitcast <16 x i32> %t1576 to <16 x float>
  %t1578 = fmul <16 x float> %t1577, %t58
  %t1579 = fadd <16 x float> %t1578, %t64
  %t1580 = fcmp olt <16 x float> %t1579, splat (float 0x0000000000000000)
  %t1581 = select <16 x i1> %t1580, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1579
  %t1582 = fcmp ogt <16 x float> %t1581, splat (float 0x4018000000000000)
  %t1583 = select <16 x i1> %t1582, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1581
  %t1584 = mul i64 %t1553, %size.ldc
  %t1585 = add i64 %t1584, %t26
  %t1586 = getelementptr float, ptr %buf.c, i64 %t1585
  br i1 %t65, label %whole1587, label %part1588
whole1587:
  %t1589 = getelementptr float, ptr %t1586, i64 0
  store <16 x float> %t1572, ptr %t1589, align 4
  %t1590 = getelementptr float, ptr %t1586, i64 16
  store <16 x float> %t1583, ptr %t1590, align 4
  br label %rowdone1551
part1588:
  %t1591 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1572, ptr %t1591, align 4
  %t1592 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1583, ptr %t1592, align 4
  store i64 0, ptr %c1593
  br label %head1594
head1594:
  %i1597 = load i64, ptr %c1593
  %t1598 = icmp slt i64 %i1597, %t32
  br i1 %t1598, label %body1595, label %done1596
body1595:
  %t1599 = getelementptr float, ptr %rowbuf, i64 %i1597
  %t1600 = load float, ptr %t1599, align 4
  %t1601 = getelementptr float, ptr %t1586, i64 %i1597
  store float %t1600, ptr %t1601, align 4
  %t1602 = add nsw i64 %i1597, 1
  store i64 %t1602, ptr %c1593
  br label %head1594
done1596:
  br label %rowdone1551
rowdone1551:
  %t1605 = icmp slt i64 29, %t29
  br i1 %t1605, label %row1603, label %rowdone1604
row1603:
  %t1606 = add i64 %t25, 29
  %t1607 = getelementptr i32, ptr %buf.radd, i64 %t1606
  %t1608 = load i32, ptr %t1607, align 4
  %t1609 = insertelement <16 x i32> poison, i32 %t1608, i64 0
  %t1610 = shufflevector <16 x i32> %t1609, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1611 = getelementptr i32, ptr %buf.rmul, i64 %t1606
  %t1612 = load i32, ptr %t1611, align 4
  %t1613 = insertelement <16 x i32> poison, i32 %t1612, i64 0
  %t1614 = shufflevector <16 x i32> %t1613, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1615 = mul i64 %t36, 2
  %t1616 = add i64 %t1615, 58
  %t1617 = getelementptr <16 x i32>, ptr %tile, i64 %t1616
  %t1618 = load <16 x i32>, ptr %t1617, align 4
  %t1619 = bitcast <16 x i32> %t1618 to <16 x float>
  %t1620 = fmul <16 x float> %t1619, %t55
  %t1621 = fadd <16 x float> %t1620, %t61
  %t1622 = fcmp olt <16 x float> %t1621, splat (float 0x0000000000000000)
  %t1623 = select <16 x i1> %t1622, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1621
  %t1624 = fcmp ogt <16 x float> %t1623, splat (float 0x4018000000000000)
  %t1625 = select <16 x i1> %t1624, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1623
  %t1626 = mul i64 %t36, 2
  %t1627 = add i64 %t1626, 59
  %t1628 = getelementptr <16 x i32>, ptr %tile, i64 %t1627
  %t1629 = load <16 x i32>, ptr %t1628, align 4
  %t1630 = bitcast <16 x i32> %t1629 to <16 x float>
  %t1631 = fmul <16 x float> %t1630, %t58
  %t1632 = fadd <16 x float> %t1631, %t64
  %t1633 = fcmp olt <16 x float> %t1632, splat (float 0x0000000000000000)
  %t1634 = select <16 x i1> %t1633, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1632
  %t1635 = fcmp ogt <16 x float> %t1634, splat (float 0x4018000000000000)
  %t1636 = select <16 x i1> %t1635, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1634
  %t1637 = mul i64 %t1606, %size.ldc
  %t1638 = add i64 %t1637, %t26
  %t1639 = getelementptr float, ptr %buf.c, i64 %t1638
  br i1 %t65, label %whole1640, label %part1641
whole1640:
  %t1642 = getelementptr float, ptr %t1639, i64 0
  store <16 x float> %t1625, ptr %t1642, align 4
  %t1643 = getelementptr float, ptr %t1639, i64 16
  store <16 x float> %t1636, ptr %t1643, align 4
  br label %rowdone1604
part1641:
  %t1644 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1625, ptr %t1644, align 4
  %t1645 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1636, ptr %t1645, align 4
  store i64 0, ptr %c1646
  br label %head1647
head1647:
  %i1650 = load i64, ptr %c1646
  %t1651 = icmp slt i64 %i1650, %t32
  br i1 %t1651, label %body1648, label %done1649
body1648:
  %t1652 = getelementptr float, ptr %rowbuf, i64 %i1650
  %t1653 = load float, ptr %t1652, align 4
  %t1654 = getelementptr float, ptr %t1639, i64 %i1650
  store float %t1653, ptr %t1654, align 4
  %t1655 = add nsw i64 %i1650, 1
  store i64 %t1655, ptr %c1646
  br label %head1647
done1649:
  br label %rowdone1604
rowdone1604:
  %t1658 = icmp slt i64 30, %t29
  br i1 %t1658, label %row1656, label %rowdone1657
row1656:
  %t1659 = add i64 %t25, 30
  %t1660 = getelementptr i32, ptr %buf.radd, i64 %t1659
  %t1661 = load i32, ptr %t1660, align 4
  %t1662 = insertelement <16 x i32> poison, i32 %t1661, i64 0
  %t1663 = shufflevector <16 x i32> %t1662, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1664 = getelementptr i32, ptr %buf.rmul, i64 %t1659
  %t1665 = load i32, ptr %t1664, align 4
  %t1666 = insertelement <16 x i32> poison, i32 %t1665, i64 0
  %t1667 = shufflevector <16 x i32> %t1666, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1668 = mul i64 %t36, 2
  %t1669 = add i64 %t1668, 60
  %t1670 = getelementptr <16 x i32>, ptr %tile, i64 %t1669
  %t1671 = load <16 x i32>, ptr %t1670, align 4
  %t1672 = bitcast <16 x i32> %t1671 to <16 x float>
  %t1673 = fmul <16 x float> %t1672, %t55
  %t1674 = fadd <16 x float> %t1673, %t61
  %t1675 = fcmp olt <16 x float> %t1674, splat (float 0x0000000000000000)
  %t1676 = select <16 x i1> %t1675, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1674
  %t1677 = fcmp ogt <16 x float> %t1676, splat (float 0x4018000000000000)
  %t1678 = select <16 x i1> %t1677, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1676
  %t1679 = mul i64 %t36, 2
  %t1680 = add i64 %t1679, 61
  %t1681 = getelementptr <16 x i32>, ptr %tile, i64 %t1680
  %t1682 = load <16 x i32>, ptr %t1681, align 4
  %t1683 = bitcast <16 x i32> %t1682 to <16 x float>
  %t1684 = fmul <16 x float> %t1683, %t58
  %t1685 = fadd <16 x float> %t1684, %t64
  %t1686 = fcmp olt <16 x float> %t1685, splat (float 0x0000000000000000)
  %t1687 = select <16 x i1> %t1686, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1685
  %t1688 = fcmp ogt <16 x float> %t1687, splat (float 0x4018000000000000)
  %t1689 = select <16 x i1> %t1688, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1687
  %t1690 = mul i64 %t1659, %size.ldc
  %t1691 = add i64 %t1690, %t26
  %t1692 = getelementptr float, ptr %buf.c, i64 %t1691
  br i1 %t65, label %whole1693, label %part1694
whole1693:
  %t1695 = getelementptr float, ptr %t1692, i64 0
  store <16 x float> %t1678, ptr %t1695, align 4
  %t1696 = getelementptr float, ptr %t1692, i64 16
  store <16 x float> %t1689, ptr %t1696, align 4
  br label %rowdone1657
part1694:
  %t1697 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1678, ptr %t1697, align 4
  %t1698 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1689, ptr %t1698, align 4
  store i64 0, ptr %c1699
  br label %head1700
head1700:
  %i1703 = load i64, ptr %c1699
  %t1704 = icmp slt i64 %i1703, %t32
  br i1 %t1704, label %body1701, label %done1702
body1701:
  %t1705 = getelementptr float, ptr %rowbuf, i64 %i1703
  %t1706 = load float, ptr %t1705, align 4
  %t1707 = getelementptr float, ptr %t1692, i64 %i1703
  store float %t1706, ptr %t1707, align 4
  %t1708 = add nsw i64 %i1703, 1
  store i64 %t1708, ptr %c1699
  br label %head1700
done1702:
  br label %rowdone1657
rowdone1657:
  %t1711 = icmp slt i64 31, %t29
  br i1 %t1711, label %row1709, label %rowdone1710
row1709:
  %t1712 = add i64 %t25, 31
  %t1713 = getelementptr i32, ptr %buf.radd, i64 %t1712
  %t1714 = load i32, ptr %t1713, align 4
  %t1715 = insertelement <16 x i32> poison, i32 %t1714, i64 0
  %t1716 = shufflevector <16 x i32> %t1715, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1717 = getelementptr i32, ptr %buf.rmul, i64 %t1712
  %t1718 = load i32, ptr %t1717, align 4
  %t1719 = insertelement <16 x i32> poison, i32 %t1718, i64 0
  %t1720 = shufflevector <16 x i32> %t1719, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1721 = mul i64 %t36, 2
  %t1722 = add i64 %t1721, 62
  %t1723 = getelementptr <16 x i32>, ptr %tile, i64 %t1722
  %t1724 = load <16 x i32>, ptr %t1723, align 4
  %t1725 = bitcast <16 x i32> %t1724 to <16 x float>
  %t1726 = fmul <16 x float> %t1725, %t55
  %t1727 = fadd <16 x float> %t1726, %t61
  %t1728 = fcmp olt <16 x float> %t1727, splat (float 0x0000000000000000)
  %t1729 = select <16 x i1> %t1728, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1727
  %t1730 = fcmp ogt <16 x float> %t1729, splat (float 0x4018000000000000)
  %t1731 = select <16 x i1> %t1730, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1729
  %t1732 = mul i64 %t36, 2
  %t1733 = add i64 %t1732, 63
  %t1734 = getelementptr <16 x i32>, ptr %tile, i64 %t1733
  %t1735 = load <16 x i32>, ptr %t1734, align 4
  %t1736 = bitcast <16 x i32> %t1735 to <16 x float>
  %t1737 = fmul <16 x float> %t1736, %t58
  %t1738 = fadd <16 x float> %t1737, %t64
  %t1739 = fcmp olt <16 x float> %t1738, splat (float 0x0000000000000000)
  %t1740 = select <16 x i1> %t1739, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1738
  %t1741 = fcmp ogt <16 x float> %t1740, splat (float 0x4018000000000000)
  %t1742 = select <16 x i1> %t1741, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1740
  %t1743 = mul i64 %t1712, %size.ldc
  %t1744 = add i64 %t1743, %t26
  %t1745 = getelementptr float, ptr %buf.c, i64 %t1744
  br i1 %t65, label %whole1746, label %part1747
whole1746:
  %t1748 = getelementptr float, ptr %t1745, i64 0
  store <16 x float> %t1731, ptr %t1748, align 4
  %t1749 = getelementptr float, ptr %t1745, i64 16
  store <16 x float> %t1742, ptr %t1749, align 4
  br label %rowdone1710
part1747:
  %t1750 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1731, ptr %t1750, align 4
  %t1751 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1742, ptr %t1751, align 4
  store i64 0, ptr %c1752
  br label %head1753
head1753:
  %i1756 = load i64, ptr %c1752
  %t1757 = icmp slt i64 %i1756, %t32
  br i1 %t1757, label %body1754, label %done1755
body1754:
  %t1758 = getelementptr float, ptr %rowbuf, i64 %i1756
  %t1759 = load float, ptr %t1758, align 4
  %t1760 = getelementptr float, ptr %t1745, i64 %i1756
  store float %t1759, ptr %t1760, align 4
  %t1761 = add nsw i64 %i1756, 1
  store i64 %t1761, ptr %c1752
  br label %head1753
done1755:
  br label %rowdone1710
rowdone1710:
  %t1762 = add nsw i64 %i17, 1
  store i64 %t1762, ptr %c13
  br label %head14
done16:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
