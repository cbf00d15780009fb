declare void @llvm.x86.tilestored64.internal(i16, i16, ptr, i64, x86_amx)
declare x86_amx @llvm.x86.tdpbf16ps.internal(i16, i16, i16, x86_amx, x86_amx, x86_amx)
declare x86_amx @llvm.x86.tileloadd64.internal(i16, i16, ptr, i64)
declare x86_amx @llvm.x86.tilezero.internal(i16, i16)

define internal void @"jr.qgemm.amx.l16.32x2.ru.f32.col.clamp0_6.mk"(ptr %r, i64 %rs, i64 %nrows, ptr %p, i64 %kg, ptr %out) alwaysinline nounwind {
entry:
  %t1 = call x86_amx @llvm.x86.tilezero.internal(i16 16, i16 64)
  %t2 = call x86_amx @llvm.x86.tilezero.internal(i16 16, i16 64)
  %t3 = call x86_amx @llvm.x86.tilezero.internal(i16 16, i16 64)
  %t4 = call x86_amx @llvm.x86.tilezero.internal(i16 16, i16 64)
  %t5 = icmp sgt i64 %kg, 0
  br i1 %t5, label %loop, label %exit
loop:
  %k = phi i64 [0, %entry], [%k1, %loop]
  %acc0_0 = phi x86_amx [%t1, %entry], [%new0_0, %loop]
  %acc0_1 = phi x86_amx [%t2, %entry], [%new0_1, %loop]
  %acc1_0 = phi x86_amx [%t3, %entry], [%new1_0, %loop]
  %acc1_1 = phi x86_amx [%t4, %entry], [%new1_1, %loop]
  %t6 = mul i64 %rs, 0
  %t7 = mul i64 %k, 4
  %t8 = add i64 %t6, %t7
  %t9 = getelementptr i8, ptr %r, i64 %t8
  %t10 = call x86_amx @llvm.x86.tileloadd64.internal(i16 16, i16 64, ptr %t9, i64 %rs)
  %t11 = mul i64 %rs, 16
  %t12 = mul i64 %k, 4
  %t13 = add i64 %t11, %t12
  %t14 = getelementptr i8, ptr %r, i64 %t13
  %t15 = call x86_amx @llvm.x86.tileloadd64.internal(i16 16, i16 64, ptr %t14, i64 %rs)
  %t16 = mul i64 %k, 128
  %t17 = getelementptr i8, ptr %p, i64 %t16
  %t18 = getelementptr i8, ptr %t17, i64 0
  %t19 = call x86_amx @llvm.x86.tileloadd64.internal(i16 16, i16 64, ptr %t18, i64 128)
  %t20 = getelementptr i8, ptr %t17, i64 64
  %t21 = call x86_amx @llvm.x86.tileloadd64.internal(i16 16, i16 64, ptr %t20, i64 128)
  %new0_0 = call x86_amx @llvm.x86.tdpbf16ps.internal(i16 16, i16 64, i16 64, x86_amx %acc0_0, x86_amx %t10, x86_amx %t19)
  %new0_1 = call x86_amx @llvm.x86.tdpbf16ps.internal(i16 16, i16 64, i16 64, x86_amx %acc0_1, x86_amx %t10, x86_amx %t21)
  %new1_0 = call x86_amx @llvm.x86.tdpbf16ps.internal(i16 16, i16 64, i16 64, x86_amx %acc1_0, x86_amx %t15, x86_amx %t19)
  %new1_1 = call x86_amx @llvm.x86.tdpbf16ps.internal(i16 16, i16 64, i16 64, x86_amx %acc1_1, x86_amx %t15, x86_amx %t21)
  %k1 = add nsw i64 %k, 16
  %t22 = icmp slt i64 %k1, %kg
  br i1 %t22, label %loop, label %exit
exit:
  %t23 = phi x86_amx [%t1, %entry], [%new0_0, %loop]
  %t24 = phi x86_amx [%t2, %entry], [%new0_1, %loop]
  %t25 = phi x86_amx [%t3, %entry], [%new1_0, %loop]
  %t26 = phi x86_amx [%t4, %entry], [%new1_1, %loop]
  %t27 = getelementptr i8, ptr %out, i64 0
  call void @llvm.x86.tilestored64.internal(i16 16, i16 64, ptr %t27, i64 128, x86_amx %t23)
  %t28 = getelementptr i8, ptr %out, i64 64
  call void @llvm.x86.tilestored64.internal(i16 16, i16 64, ptr %t28, i64 128, x86_amx %t24)
  %t29 = getelementptr i8, ptr %out, i64 2048
  call void @llvm.x86.tilestored64.internal(i16 16, i16 64, ptr %t29, i64 128, x86_amx %t25)
  %t30 = getelementptr i8, ptr %out, i64 2112
  call void @llvm.x86.tilestored64.internal(i16 16, i16 64, ptr %t30, i64 128, x86_amx %t26)
  ret void
}

define void @"jr.qgemm.amx.l16.32x2.ru.f32.col.clamp0_6"(ptr noalias %buf.r, ptr noalias %buf.p, ptr noalias %buf.radd, ptr noalias %buf.cadd, ptr noalias %buf.rmul, ptr noalias %buf.cmul, ptr noalias %buf.scale, ptr noalias %buf.bias, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.m, i64 %size.n, i64 %size.kg, i64 %size.rs, i64 %size.ldc, i64 %size.zp, i64 %range.lo, i64 %range.hi) nounwind "no-builtins" {
entry:
  %tile = alloca [64 x <16 x i32>], align 64
  %rowbuf = alloca [32 x float], align 64
  %c9 = alloca i64
  %c101 = alloca i64
  %c154 = alloca i64
  %c207 = alloca i64
  %c260 = alloca i64
  %c313 = alloca i64
  %c366 = alloca i64
  %c419 = alloca i64
  %c472 = alloca i64
  %c525 = alloca i64
  %c578 = alloca i64
  %c631 = alloca i64
  %c684 = alloca i64
  %c737 = alloca i64
  %c790 = alloca i64
  %c843 = alloca i64
  %c896 = alloca i64
  %c949 = alloca i64
  %c1002 = alloca i64
  %c1055 = alloca i64
  %c1108 = alloca i64
  %c1161 = alloca i64
  %c1214 = alloca i64
  %c1267 = alloca i64
  %c1320 = alloca i64
  %c1373 = alloca i64
  %c1426 = alloca i64
  %c1479 = alloca i64
  %c1532 = alloca i64
  %c1585 = alloca i64
  %c1638 = alloca i64
  %c1691 = alloca i64
  %c1744 = alloca i64
  %t1 = add i64 %size.m, 31
  %t2 = sdiv i64 %t1, 32
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
  %t17 = mul i64 %t16, 32
  %t18 = mul i64 %t15, 32
  %t19 = sub i64 %size.m, %t17
  %t20 = icmp slt i64 32, %t19
  %t21 = select i1 %t20, i64 32, i64 %t19
  %t22 = sub i64 %size.n, %t18
  %t23 = icmp slt i64 32, %t22
  %t24 = select i1 %t23, i64 32, i64 %t22
  %t25 = sub i64 %size.m, 32
  %t26 = icmp slt i64 %t17, %t25
  %t27 = select i1 %t26, i64 %t17, i64 %t25
  %t28 = sub i64 %t17, %t27
  %t29 = mul i64 %t27, %size.rs
  %t30 = getelementptr i8, ptr %buf.r, i64 %t29
  %t31 = mul i64 %t15, %t8
  %t32 = getelementptr i8, ptr %buf.p, i64 %t31
  call void @"jr.qgemm.amx.l16.32x2.ru.f32.col.clamp0_6.mk"(ptr %t30, i64 %size.rs, i64 %t21, ptr %t32, i64 %size.kg, ptr %tile)
  %t33 = add i64 %t18, 0
  %t34 = getelementptr i32, ptr %buf.cadd, i64 %t33
  %t35 = load <16 x i32>, ptr %t34, align 4
  %t36 = add i64 %t18, 16
  %t37 = getelementptr i32, ptr %buf.cadd, i64 %t36
  %t38 = load <16 x i32>, ptr %t37, align 4
  %t39 = add i64 %t18, 0
  %t40 = getelementptr i32, ptr %buf.cmul, i64 %t39
  %t41 = load <16 x i32>, ptr %t40, align 4
  %t42 = add i64 %t18, 16
  %t43 = getelementptr i32, ptr %buf.cmul, i64 %t42
  %t44 = load <16 x i32>, ptr %t43, align 4
  %t45 = add i64 %t18, 0
  %t46 = getelementptr float, ptr %buf.scale, i64 %t45
  %t47 = load <16 x float>, ptr %t46, align 4
  %t48 = add i64 %t18, 16
  %t49 = getelementptr float, ptr %buf.scale, i64 %t48
  %t50 = load <16 x float>, ptr %t49, align 4
  %t51 = add i64 %t18, 0
  %t52 = getelementptr float, ptr %buf.bias, i64 %t51
  %t53 = load <16 x float>, ptr %t52, align 4
  %t54 = add i64 %t18, 16
  %t55 = getelementptr float, ptr %buf.bias, i64 %t54
  %t56 = load <16 x float>, ptr %t55, align 4
  %t57 = icmp eq i64 %t24, 32
  %t60 = icmp slt i64 0, %t21
  br i1 %t60, label %row58, label %rowdone59
row58:
  %t61 = add i64 %t17, 0
  %t62 = getelementptr i32, ptr %buf.radd, i64 %t61
  %t63 = load i32, ptr %t62, align 4
  %t64 = insertelement <16 x i32> poison, i32 %t63, i64 0
  %t65 = shufflevector <16 x i32> %t64, <16 x i32> poison, <16 x i32> zeroinitializer
  %t66 = getelementptr i32, ptr %buf.rmul, i64 %t61
  %t67 = load i32, ptr %t66, align 4
  %t68 = insertelement <16 x i32> poison, i32 %t67, i64 0
  %t69 = shufflevector <16 x i32> %t68, <16 x i32> poison, <16 x i32> zeroinitializer
  %t70 = mul i64 %t28, 2
  %t71 = add i64 %t70, 0
  %t72 = getelementptr <16 x i32>, ptr %tile, i64 %t71
  %t73 = load <16 x i32>, ptr %t72, align 4
  %t74 = bitcast <16 x i32> %t73 to <16 x float>
  %t75 = fmul <16 x float> %t74, %t47
  %t76 = fadd <16 x float> %t75, %t53
  %t77 = fcmp olt <16 x float> %t76, splat (float 0x0000000000000000)
  %t78 = select <16 x i1> %t77, <16 x float> splat (float 0x0000000000000000), <16 x float> %t76
  %t79 = fcmp ogt <16 x float> %t78, splat (float 0x4018000000000000)
  %t80 = select <16 x i1> %t79, <16 x float> splat (float 0x4018000000000000), <16 x float> %t78
  %t81 = mul i64 %t28, 2
  %t82 = add i64 %t81, 1
  %t83 = getelementptr <16 x i32>, ptr %tile, i64 %t82
  %t84 = load <16 x i32>, ptr %t83, align 4
  %t85 = bitcast <16 x i32> %t84 to <16 x float>
  %t86 = fmul <16 x float> %t85, %t50
  %t87 = fadd <16 x float> %t86, %t56
  %t88 = fcmp olt <16 x float> %t87, splat (float 0x0000000000000000)
  %t89 = select <16 x i1> %t88, <16 x float> splat (float 0x0000000000000000), <16 x float> %t87
  %t90 = fcmp ogt <16 x float> %t89, splat (float 0x4018000000000000)
  %t91 = select <16 x i1> %t90, <16 x float> splat (float 0x4018000000000000), <16 x float> %t89
  %t92 = mul i64 %t61, %size.ldc
  %t93 = add i64 %t92, %t18
  %t94 = getelementptr float, ptr %buf.c, i64 %t93
  br i1 %t57, label %whole95, label %part96
whole95:
  %t97 = getelementptr float, ptr %t94, i64 0
  store <16 x float> %t80, ptr %t97, align 4
  %t98 = getelementptr float, ptr %t94, i64 16
  store <16 x float> %t91, ptr %t98, align 4
  br label %rowdone59
part96:
  %t99 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t80, ptr %t99, align 4
  %t100 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t91, ptr %t100, align 4
  store i64 0, ptr %c101
  br label %head102
head102:
  %i105 = load i64, ptr %c101
  %t106 = icmp slt i64 %i105, %t24
  br i1 %t106, label %body103, label %done104
body103:
  %t107 = getelementptr float, ptr %rowbuf, i64 %i105
  %t108 = load float, ptr %t107, align 4
  %t109 = getelementptr float, ptr %t94, i64 %i105
  store float %t108, ptr %t109, align 4
  %t110 = add nsw i64 %i105, 1
  store i64 %t110, ptr %c101
  br label %head102
done104:
  br label %rowdone59
rowdone59:
  %t113 = icmp slt i64 1, %t21
  br i1 %t113, label %row111, label %rowdone112
row111:
  %t114 = add i64 %t17, 1
  %t115 = getelementptr i32, ptr %buf.radd, i64 %t114
  %t116 = load i32, ptr %t115, align 4
  %t117 = insertelement <16 x i32> poison, i32 %t116, i64 0
  %t118 = shufflevector <16 x i32> %t117, <16 x i32> poison, <16 x i32> zeroinitializer
  %t119 = getelementptr i32, ptr %buf.rmul, i64 %t114
  %t120 = load i32, ptr %t119, align 4
  %t121 = insertelement <16 x i32> poison, i32 %t120, i64 0
  %t122 = shufflevector <16 x i32> %t121, <16 x i32> poison, <16 x i32> zeroinitializer
  %t123 = mul i64 %t28, 2
  %t124 = add i64 %t123, 2
  %t125 = getelementptr <16 x i32>, ptr %tile, i64 %t124
  %t126 = load <16 x i32>, ptr %t125, align 4
  %t127 = bitcast <16 x i32> %t126 to <16 x float>
  %t128 = fmul <16 x float> %t127, %t47
  %t129 = fadd <16 x float> %t128, %t53
  %t130 = fcmp olt <16 x float> %t129, splat (float 0x0000000000000000)
  %t131 = select <16 x i1> %t130, <16 x float> splat (float 0x0000000000000000), <16 x float> %t129
  %t132 = fcmp ogt <16 x float> %t131, splat (float 0x4018000000000000)
  %t133 = select <16 x i1> %t132, <16 x float> splat (float 0x4018000000000000), <16 x float> %t131
  %t134 = mul i64 %t28, 2
  %t135 = add i64 %t134, 3
  %t136 = getelementptr <16 x i32>, ptr %tile, i64 %t135
  %t137 = load <16 x i32>, ptr %t136, align 4
  %t138 = bitcast <16 x i32> %t137 to <16 x float>
  %t139 = fmul <16 x float> %t138, %t50
  %t140 = fadd <16 x float> %t139, %t56
  %t141 = fcmp olt <16 x float> %t140, splat (float 0x0000000000000000)
  %t142 = select <16 x i1> %t141, <16 x float> splat (float 0x0000000000000000), <16 x float> %t140
  %t143 = fcmp ogt <16 x float> %t142, splat (float 0x4018000000000000)
  %t144 = select <16 x i1> %t143, <16 x float> splat (float 0x4018000000000000), <16 x float> %t142
  %t145 = mul i64 %t114, %size.ldc
  %t146 = add i64 %t145, %t18
  %t147 = getelementptr float, ptr %buf.c, i64 %t146
  br i1 %t57, label %whole148, label %part149
whole148:
  %t150 = getelementptr float, ptr %t147, i64 0
  store <16 x float> %t133, ptr %t150, align 4
  %t151 = getelementptr float, ptr %t147, i64 16
  store <16 x float> %t144, ptr %t151, align 4
  br label %rowdone112
part149:
  %t152 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t133, ptr %t152, align 4
  %t153 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t144, ptr %t153, align 4
  store i64 0, ptr %c154
  br label %head155
head155:
  %i158 = load i64, ptr %c154
  %t159 = icmp slt i64 %i158, %t24
  br i1 %t159, label %body156, label %done157
body156:
  %t160 = getelementptr float, ptr %rowbuf, i64 %i158
  %t161 = load float, ptr %t160, align 4
  %t162 = getelementptr float, ptr %t147, i64 %i158
  store float %t161, ptr %t162, align 4
  %t163 = add nsw i64 %i158, 1
  store i64 %t163, ptr %c154
  br label %head155
done157:
  br label %rowdone112
rowdone112:
  %t166 = icmp slt i64 2, %t21
  br i1 %t166, label %row164, label %rowdone165
row164:
  %t167 = add i64 %t17, 2
  %t168 = getelementptr i32, ptr %buf.radd, i64 %t167
  %t169 = load i32, ptr %t168, align 4
  %t170 = insertelement <16 x i32> poison, i32 %t169, i64 0
  %t171 = shufflevector <16 x i32> %t170, <16 x i32> poison, <16 x i32> zeroinitializer
  %t172 = getelementptr i32, ptr %buf.rmul, i64 %t167
  %t173 = load i32, ptr %t172, align 4
  %t174 = insertelement <16 x i32> poison, i32 %t173, i64 0
  %t175 = shufflevector <16 x i32> %t174, <16 x i32> poison, <16 x i32> zeroinitializer
  %t176 = mul i64 %t28, 2
  %t177 = add i64 %t176, 4
  %t178 = getelementptr <16 x i32>, ptr %tile, i64 %t177
  %t179 = load <16 x i32>, ptr %t178, align 4
  %t180 = bitcast <16 x i32> %t179 to <16 x float>
  %t181 = fmul <16 x float> %t180, %t47
  %t182 = fadd <16 x float> %t181, %t53
  %t183 = fcmp olt <16 x float> %t182, splat (float 0x0000000000000000)
  %t184 = select <16 x i1> %t183, <16 x float> splat (float 0x0000000000000000), <16 x float> %t182
  %t185 = fcmp ogt <16 x float> %t184, splat (float 0x4018000000000000)
  %t186 = select <16 x i1> %t185, <16 x float> splat (float 0x4018000000000000), <16 x float> %t184
  %t187 = mul i64 %t28, 2
  %t188 = add i64 %t187, 5
  %t189 = getelementptr <16 x i32>, ptr %tile, i64 %t188
  %t190 = load <16 x i32>, ptr %t189, align 4
  %t191 = bitcast <16 x i32> %t190 to <16 x float>
  %t192 = fmul <16 x float> %t191, %t50
  %t193 = fadd <16 x float> %t192, %t56
  %t194 = fcmp olt <16 x float> %t193, splat (float 0x0000000000000000)
  %t195 = select <16 x i1> %t194, <16 x float> splat (float 0x0000000000000000), <16 x float> %t193
  %t196 = fcmp ogt <16 x float> %t195, splat (float 0x4018000000000000)
  %t197 = select <16 x i1> %t196, <16 x float> splat (float 0x4018000000000000), <16 x float> %t195
  %t198 = mul i64 %t167, %size.ldc
  %t199 = add i64 %t198, %t18
  %t200 = getelementptr float, ptr %buf.c, i64 %t199
  br i1 %t57, label %whole201, label %part202
whole201:
  %t203 = getelementptr float, ptr %t200, i64 0
  store <16 x float> %t186, ptr %t203, align 4
  %t204 = getelementptr float, ptr %t200, i64 16
  store <16 x float> %t197, ptr %t204, align 4
  br label %rowdone165
part202:
  %t205 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t186, ptr %t205, align 4
  %t206 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t197, ptr %t206, align 4
  store i64 0, ptr %c207
  br label %head208
head208:
  %i211 = load i64, ptr %c207
  %t212 = icmp slt i64 %i211, %t24
  br i1 %t212, label %body209, label %done210
body209:
  %t213 = getelementptr float, ptr %rowbuf, i64 %i211
  %t214 = load float, ptr %t213, align 4
  %t215 = getelementptr float, ptr %t200, i64 %i211
  store float %t214, ptr %t215, align 4
  %t216 = add nsw i64 %i211, 1
  store i64 %t216, ptr %c207
  br label %head208
done210:
  br label %rowdone165
rowdone165:
  %t219 = icmp slt i64 3, %t21
  br i1 %t219, label %row217, label %rowdone218
row217:
  %t220 = add i64 %t17, 3
  %t221 = getelementptr i32, ptr %buf.radd, i64 %t220
  %t222 = load i32, ptr %t221, align 4
  %t223 = insertelement <16 x i32> poison, i32 %t222, i64 0
  %t224 = shufflevector <16 x i32> %t223, <16 x i32> poison, <16 x i32> zeroinitializer
  %t225 = getelementptr i32, ptr %buf.rmul, i64 %t220
  %t226 = load i32, ptr %t225, align 4
  %t227 = insertelement <16 x i32> poison, i32 %t226, i64 0
  %t228 = shufflevector <16 x i32> %t227, <16 x i32> poison, <16 x i32> zeroinitializer
  %t229 = mul i64 %t28, 2
  %t230 = add i64 %t229, 6
  %t231 = getelementptr <16 x i32>, ptr %tile, i64 %t230
  %t232 = load <16 x i32>, ptr %t231, align 4
  %t233 = bitcast <16 x i32> %t232 to <16 x float>
  %t234 = fmul <16 x float> %t233, %t47
  %t235 = fadd <16 x float> %t234, %t53
  %t236 = fcmp olt <16 x float> %t235, splat (float 0x0000000000000000)
  %t237 = select <16 x i1> %t236, <16 x float> splat (float 0x0000000000000000), <16 x float> %t235
  %t238 = fcmp ogt <16 x float> %t237, splat (float 0x4018000000000000)
  %t239 = select <16 x i1> %t238, <16 x float> splat (float 0x4018000000000000), <16 x float> %t237
  %t240 = mul i64 %t28, 2
  %t241 = add i64 %t240, 7
  %t242 = getelementptr <16 x i32>, ptr %tile, i64 %t241
  %t243 = load <16 x i32>, ptr %t242, align 4
  %t244 = bitcast <16 x i32> %t243 to <16 x float>
  %t245 = fmul <16 x float> %t244, %t50
  %t246 = fadd <16 x float> %t245, %t56
  %t247 = fcmp olt <16 x float> %t246, splat (float 0x0000000000000000)
  %t248 = select <16 x i1> %t247, <16 x float> splat (float 0x0000000000000000), <16 x float> %t246
  %t249 = fcmp ogt <16 x float> %t248, splat (float 0x4018000000000000)
  %t250 = select <16 x i1> %t249, <16 x float> splat (float 0x4018000000000000), <16 x float> %t248
  %t251 = mul i64 %t220, %size.ldc
  %t252 = add i64 %t251, %t18
  %t253 = getelementptr float, ptr %buf.c, i64 %t252
  br i1 %t57, label %whole254, label %part255
whole254:
  %t256 = getelementptr float, ptr %t253, i64 0
  store <16 x float> %t239, ptr %t256, align 4
  %t257 = getelementptr float, ptr %t253, i64 16
  store <16 x float> %t250, ptr %t257, align 4
  br label %rowdone218
part255:
  %t258 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t239, ptr %t258, align 4
  %t259 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t250, ptr %t259, align 4
  store i64 0, ptr %c260
  br label %head261
head261:
  %i264 = load i64, ptr %c260
  %t265 = icmp slt i64 %i264, %t24
  br i1 %t265, label %body262, label %done263
body262:
  %t266 = getelementptr float, ptr %rowbuf, i64 %i264
  %t267 = load float, ptr %t266, align 4
  %t268 = getelementptr float, ptr %t253, i64 %i264
  store float %t267, ptr %t268, align 4
  %t269 = add nsw i64 %i264, 1
  store i64 %t269, ptr %c260
  br label %head261
done263:
  br label %rowdone218
rowdone218:
  %t272 = icmp slt i64 4, %t21
  br i1 %t272, label %row270, label %rowdone271
row270:
  %t273 = add i64 %t17, 4
  %t274 = getelementptr i32, ptr %buf.radd, i64 %t273
  %t275 = load i32, ptr %t274, align 4
  %t276 = insertelement <16 x i32> poison, i32 %t275, i64 0
  %t277 = shufflevector <16 x i32> %t276, <16 x i32> poison, <16 x i32> zeroinitializer
  %t278 = getelementptr i32, ptr %buf.rmul, i64 %t273
  %t279 = load i32, ptr %t278, align 4
  %t280 = insertelement <16 x i32> poison, i32 %t279, i64 0
  %t281 = shufflevector <16 x i32> %t280, <16 x i32> poison, <16 x i32> zeroinitializer
  %t282 = mul i64 %t28, 2
  %t283 = add i64 %t282, 8
  %t284 = getelementptr <16 x i32>, ptr %tile, i64 %t283
  %t285 = load <16 x i32>, ptr %t284, align 4
  %t286 = bitcast <16 x i32> %t285 to <16 x float>
  %t287 = fmul <16 x float> %t286, %t47
  %t288 = fadd <16 x float> %t287, %t53
  %t289 = fcmp olt <16 x float> %t288, splat (float 0x0000000000000000)
  %t290 = select <16 x i1> %t289, <16 x float> splat (float 0x0000000000000000), <16 x float> %t288
  %t291 = fcmp ogt <16 x float> %t290, splat (float 0x4018000000000000)
  %t292 = select <16 x i1> %t291, <16 x float> splat (float 0x4018000000000000), <16 x float> %t290
  %t293 = mul i64 %t28, 2
  %t294 = add i64 %t293, 9
  %t295 = getelementptr <16 x i32>, ptr %tile, i64 %t294
  %t296 = load <16 x i32>, ptr %t295, align 4
  %t297 = bitcast <16 x i32> %t296 to <16 x float>
  %t298 = fmul <16 x float> %t297, %t50
  %t299 = fadd <16 x float> %t298, %t56
  %t300 = fcmp olt <16 x float> %t299, splat (float 0x0000000000000000)
  %t301 = select <16 x i1> %t300, <16 x float> splat (float 0x0000000000000000), <16 x float> %t299
  %t302 = fcmp ogt <16 x float> %t301, splat (float 0x4018000000000000)
  %t303 = select <16 x i1> %t302, <16 x float> splat (float 0x4018000000000000), <16 x float> %t301
  %t304 = mul i64 %t273, %size.ldc
  %t305 = add i64 %t304, %t18
  %t306 = getelementptr float, ptr %buf.c, i64 %t305
  br i1 %t57, label %whole307, label %part308
whole307:
  %t309 = getelementptr float, ptr %t306, i64 0
  store <16 x float> %t292, ptr %t309, align 4
  %t310 = getelementptr float, ptr %t306, i64 16
  store <16 x float> %t303, ptr %t310, align 4
  br label %rowdone271
part308:
  %t311 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t292, ptr %t311, align 4
  %t312 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t303, ptr %t312, align 4
  store i64 0, ptr %c313
  br label %head314
head314:
  %i317 = load i64, ptr %c313
  %t318 = icmp slt i64 %i317, %t24
  br i1 %t318, label %body315, label %done316
body315:
  %t319 = getelementptr float, ptr %rowbuf, i64 %i317
  %t320 = load float, ptr %t319, align 4
  %t321 = getelementptr float, ptr %t306, i64 %i317
  store float %t320, ptr %t321, align 4
  %t322 = add nsw i64 %i317, 1
  store i64 %t322, ptr %c313
  br label %head314
done316:
  br label %rowdone271
rowdone271:
  %t325 = icmp slt i64 5, %t21
  br i1 %t325, label %row323, label %rowdone324
row323:
  %t326 = add i64 %t17, 5
  %t327 = getelementptr i32, ptr %buf.radd, i64 %t326
  %t328 = load i32, ptr %t327, align 4
  %t329 = insertelement <16 x i32> poison, i32 %t328, i64 0
  %t330 = shufflevector <16 x i32> %t329, <16 x i32> poison, <16 x i32> zeroinitializer
  %t331 = getelementptr i32, ptr %buf.rmul, i64 %t326
  %t332 = load i32, ptr %t331, align 4
  %t333 = insertelement <16 x i32> poison, i32 %t332, i64 0
  %t334 = shufflevector <16 x i32> %t333, <16 x i32> poison, <16 x i32> zeroinitializer
  %t335 = mul i64 %t28, 2
  %t336 = add i64 %t335, 10
  %t337 = getelementptr <16 x i32>, ptr %tile, i64 %t336
  %t338 = load <16 x i32>, ptr %t337, align 4
  %t339 = bitcast <16 x i32> %t338 to <16 x float>
  %t340 = fmul <16 x float> %t339, %t47
  %t341 = fadd <16 x float> %t340, %t53
  %t342 = fcmp olt <16 x float> %t341, splat (float 0x0000000000000000)
  %t343 = select <16 x i1> %t342, <16 x float> splat (float 0x0000000000000000), <16 x float> %t341
  %t344 = fcmp ogt <16 x float> %t343, splat (float 0x4018000000000000)
  %t345 = select <16 x i1> %t344, <16 x float> splat (float 0x4018000000000000), <16 x float> %t343
  %t346 = mul i64 %t28, 2
  %t347 = add i64 %t346, 11
  %t348 = getelementptr <16 x i32>, ptr %tile, i64 %t347
  %t349 = load <16 x i32>, ptr %t348, align 4
  %t350 = bitcast <16 x i32> %t349 to <16 x float>
  %t351 = fmul <16 x float> %t350, %t50
  %t352 = fadd <16 x float> %t351, %t56
  %t353 = fcmp olt <16 x float> %t352, splat (float 0x0000000000000000)
  %t354 = select <16 x i1> %t353, <16 x float> splat (float 0x0000000000000000), <16 x float> %t352
  %t355 = fcmp ogt <16 x float> %t354, splat (float 0x4018000000000000)
  %t356 = select <16 x i1> %t355, <16 x float> splat (float 0x4018000000000000), <16 x float> %t354
  %t357 = mul i64 %t326, %size.ldc
  %t358 = add i64 %t357, %t18
  %t359 = getelementptr float, ptr %buf.c, i64 %t358
  br i1 %t57, label %whole360, label %part361
whole360:
  %t362 = getelementptr float, ptr %t359, i64 0
  store <16 x float> %t345, ptr %t362, align 4
  %t363 = getelementptr float, ptr %t359, i64 16
  store <16 x float> %t356, ptr %t363, align 4
  br label %rowdone324
part361:
  %t364 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t345, ptr %t364, align 4
  %t365 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t356, ptr %t365, align 4
  store i64 0, ptr %c366
  br label %head367
head367:
  %i370 = load i64, ptr %c366
  %t371 = icmp slt i64 %i370, %t24
  br i1 %t371, label %body368, label %done369
body368:
  %t372 = getelementptr float, ptr %rowbuf, i64 %i370
  %t373 = load float, ptr %t372, align 4
  %t374 = getelementptr float, ptr %t359, i64 %i370
  store float %t373, ptr %t374, align 4
  %t375 = add nsw i64 %i370, 1
  store i64 %t375, ptr %c366
  br label %head367
done369:
  br label %rowdone324
rowdone324:
  %t378 = icmp slt i64 6, %t21
  br i1 %t378, label %row376, label %rowdone377
row376:
  %t379 = add i64 %t17, 6
  %t380 = getelementptr i32, ptr %buf.radd, i64 %t379
  %t381 = load i32, ptr %t380, align 4
  %t382 = insertelement <16 x i32> poison, i32 %t381, i64 0
  %t383 = shufflevector <16 x i32> %t382, <16 x i32> poison, <16 x i32> zeroinitializer
  %t384 = getelementptr i32, ptr %buf.rmul, i64 %t379
  %t385 = load i32, ptr %t384, align 4
  %t386 = insertelement <16 x i32> poison, i32 %t385, i64 0
  %t387 = shufflevector <16 x i32> %t386, <16 x i32> poison, <16 x i32> zeroinitializer
  %t388 = mul i64 %t28, 2
  %t389 = add i64 %t388, 12
  %t390 = getelementptr <16 x i32>, ptr %tile, i64 %t389
  %t391 = load <16 x i32>, ptr %t390, align 4
  %t392 = bitcast <16 x i32> %t391 to <16 x float>
  %t393 = fmul <16 x float> %t392, %t47
  %t394 = fadd <16 x float> %t393, %t53
  %t395 = fcmp olt <16 x float> %t394, splat (float 0x0000000000000000)
  %t396 = select <16 x i1> %t395, <16 x float> splat (float 0x0000000000000000), <16 x float> %t394
  %t397 = fcmp ogt <16 x float> %t396, splat (float 0x4018000000000000)
  %t398 = select <16 x i1> %t397, <16 x float> splat (float 0x4018000000000000), <16 x float> %t396
  %t399 = mul i64 %t28, 2
  %t400 = add i64 %t399, 13
  %t401 = getelementptr <16 x i32>, ptr %tile, i64 %t400
  %t402 = load <16 x i32>, ptr %t401, align 4
  %t403 = bitcast <16 x i32> %t402 to <16 x float>
  %t404 = fmul <16 x float> %t403, %t50
  %t405 = fadd <16 x float> %t404, %t56
  %t406 = fcmp olt <16 x float> %t405, splat (float 0x0000000000000000)
  %t407 = select <16 x i1> %t406, <16 x float> splat (float 0x0000000000000000), <16 x float> %t405
  %t408 = fcmp ogt <16 x float> %t407, splat (float 0x4018000000000000)
  %t409 = select <16 x i1> %t408, <16 x float> splat (float 0x4018000000000000), <16 x float> %t407
  %t410 = mul i64 %t379, %size.ldc
  %t411 = add i64 %t410, %t18
  %t412 = getelementptr float, ptr %buf.c, i64 %t411
  br i1 %t57, label %whole413, label %part414
whole413:
  %t415 = getelementptr float, ptr %t412, i64 0
  store <16 x float> %t398, ptr %t415, align 4
  %t416 = getelementptr float, ptr %t412, i64 16
  store <16 x float> %t409, ptr %t416, align 4
  br label %rowdone377
part414:
  %t417 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t398, ptr %t417, align 4
  %t418 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t409, ptr %t418, align 4
  store i64 0, ptr %c419
  br label %head420
head420:
  %i423 = load i64, ptr %c419
  %t424 = icmp slt i64 %i423, %t24
  br i1 %t424, label %body421, label %done422
body421:
  %t425 = getelementptr float, ptr %rowbuf, i64 %i423
  %t426 = load float, ptr %t425, align 4
  %t427 = getelementptr float, ptr %t412, i64 %i423
  store float %t426, ptr %t427, align 4
  %t428 = add nsw i64 %i423, 1
  store i64 %t428, ptr %c419
  br label %head420
done422:
  br label %rowdone377
rowdone377:
  %t431 = icmp slt i64 7, %t21
  br i1 %t431, label %row429, label %rowdone430
row429:
  %t432 = add i64 %t17, 7
  %t433 = getelementptr i32, ptr %buf.radd, i64 %t432
  %t434 = load i32, ptr %t433, align 4
  %t435 = insertelement <16 x i32> poison, i32 %t434, i64 0
  %t436 = shufflevector <16 x i32> %t435, <16 x i32> poison, <16 x i32> zeroinitializer
  %t437 = getelementptr i32, ptr %buf.rmul, i64 %t432
  %t438 = load i32, ptr %t437, align 4
  %t439 = insertelement <16 x i32> poison, i32 %t438, i64 0
  %t440 = shufflevector <16 x i32> %t439, <16 x i32> poison, <16 x i32> zeroinitializer
  %t441 = mul i64 %t28, 2
  %t442 = add i64 %t441, 14
  %t443 = getelementptr <16 x i32>, ptr %tile, i64 %t442
  %t444 = load <16 x i32>, ptr %t443, align 4
  %t445 = bitcast <16 x i32> %t444 to <16 x float>
  %t446 = fmul <16 x float> %t445, %t47
  %t447 = fadd <16 x float> %t446, %t53
  %t448 = fcmp olt <16 x float> %t447, splat (float 0x0000000000000000)
  %t449 = select <16 x i1> %t448, <16 x float> splat (float 0x0000000000000000), <16 x float> %t447
  %t450 = fcmp ogt <16 x float> %t449, splat (float 0x4018000000000000)
  %t451 = select <16 x i1> %t450, <16 x float> splat (float 0x4018000000000000), <16 x float> %t449
  %t452 = mul i64 %t28, 2
  %t453 = add i64 %t452, 15
  %t454 = getelementptr <16 x i32>, ptr %tile, i64 %t453
  %t455 = load <16 x i32>, ptr %t454, align 4
  %t456 = bitcast <16 x i32> %t455 to <16 x float>
  %t457 = fmul <16 x float> %t456, %t50
  %t458 = fadd <16 x float> %t457, %t56
  %t459 = fcmp olt <16 x float> %t458, splat (float 0x0000000000000000)
  %t460 = select <16 x i1> %t459, <16 x float> splat (float 0x0000000000000000), <16 x float> %t458
  %t461 = fcmp ogt <16 x float> %t460, splat (float 0x4018000000000000)
  %t462 = select <16 x i1> %t461, <16 x float> splat (float 0x4018000000000000), <16 x float> %t460
  %t463 = mul i64 %t432, %size.ldc
  %t464 = add i64 %t463, %t18
  %t465 = getelementptr float, ptr %buf.c, i64 %t464
  br i1 %t57, label %whole466, label %part467
whole466:
  %t468 = getelementptr float, ptr %t465, i64 0
  store <16 x float> %t451, ptr %t468, align 4
  %t469 = getelementptr float, ptr %t465, i64 16
  store <16 x float> %t462, ptr %t469, align 4
  br label %rowdone430
part467:
  %t470 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t451, ptr %t470, align 4
  %t471 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t462, ptr %t471, align 4
  store i64 0, ptr %c472
  br label %head473
head473:
  %i476 = load i64, ptr %c472
  %t477 = icmp slt i64 %i476, %t24
  br i1 %t477, label %body474, label %done475
body474:
  %t478 = getelementptr float, ptr %rowbuf, i64 %i476
  %t479 = load float, ptr %t478, align 4
  %t480 = getelementptr float, ptr %t465, i64 %i476
  store float %t479, ptr %t480, align 4
  %t481 = add nsw i64 %i476, 1
  store i64 %t481, ptr %c472
  br label %head473
done475:
  br label %rowdone430
rowdone430:
  %t484 = icmp slt i64 8, %t21
  br i1 %t484, label %row482, label %rowdone483
row482:
  %t485 = add i64 %t17, 8
  %t486 = getelementptr i32, ptr %buf.radd, i64 %t485
  %t487 = load i32, ptr %t486, align 4
  %t488 = insertelement <16 x i32> poison, i32 %t487, i64 0
  %t489 = shufflevector <16 x i32> %t488, <16 x i32> poison, <16 x i32> zeroinitializer
  %t490 = getelementptr i32, ptr %buf.rmul, i64 %t485
  %t491 = load i32, ptr %t490, align 4
  %t492 = insertelement <16 x i32> poison, i32 %t491, i64 0
  %t493 = shufflevector <16 x i32> %t492, <16 x i32> poison, <16 x i32> zeroinitializer
  %t494 = mul i64 %t28, 2
  %t495 = add i64 %t494, 16
  %t496 = getelementptr <16 x i32>, ptr %tile, i64 %t495
  %t497 = load <16 x i32>, ptr %t496, align 4
  %t498 = bitcast <16 x i32> %t497 to <16 x float>
  %t499 = fmul <16 x float> %t498, %t47
  %t500 = fadd <16 x float> %t499, %t53
  %t501 = fcmp olt <16 x float> %t500, splat (float 0x0000000000000000)
  %t502 = select <16 x i1> %t501, <16 x float> splat (float 0x0000000000000000), <16 x float> %t500
  %t503 = fcmp ogt <16 x float> %t502, splat (float 0x4018000000000000)
  %t504 = select <16 x i1> %t503, <16 x float> splat (float 0x4018000000000000), <16 x float> %t502
  %t505 = mul i64 %t28, 2
  %t506 = add i64 %t505, 17
  %t507 = getelementptr <16 x i32>, ptr %tile, i64 %t506
  %t508 = load <16 x i32>, ptr %t507, align 4
  %t509 = bitcast <16 x i32> %t508 to <16 x float>
  %t510 = fmul <16 x float> %t509, %t50
  %t511 = fadd <16 x float> %t510, %t56
  %t512 = fcmp olt <16 x float> %t511, splat (float 0x0000000000000000)
  %t513 = select <16 x i1> %t512, <16 x float> splat (float 0x0000000000000000), <16 x float> %t511
  %t514 = fcmp ogt <16 x float> %t513, splat (float 0x4018000000000000)
  %t515 = select <16 x i1> %t514, <16 x float> splat (float 0x4018000000000000), <16 x float> %t513
  %t516 = mul i64 %t485, %size.ldc
  %t517 = add i64 %t516, %t18
  %t518 = getelementptr float, ptr %buf.c, i64 %t517
  br i1 %t57, label %whole519, label %part520
whole519:
  %t521 = getelementptr float, ptr %t518, i64 0
  store <16 x float> %t504, ptr %t521, align 4
  %t522 = getelementptr float, ptr %t518, i64 16
  store <16 x float> %t515, ptr %t522, align 4
  br label %rowdone483
part520:
  %t523 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t504, ptr %t523, align 4
  %t524 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t515, ptr %t524, align 4
  store i64 0, ptr %c525
  br label %head526
head526:
  %i529 = load i64, ptr %c525
  %t530 = icmp slt i64 %i529, %t24
  br i1 %t530, label %body527, label %done528
body527:
  %t531 = getelementptr float, ptr %rowbuf, i64 %i529
  %t532 = load float, ptr %t531, align 4
  %t533 = getelementptr float, ptr %t518, i64 %i529
  store float %t532, ptr %t533, align 4
  %t534 = add nsw i64 %i529, 1
  store i64 %t534, ptr %c525
  br label %head526
done528:
  br label %rowdone483
rowdone483:
  %t537 = icmp slt i64 9, %t21
  br i1 %t537, label %row535, label %rowdone536
row535:
  %t538 = add i64 %t17, 9
  %t539 = getelementptr i32, ptr %buf.radd, i64 %t538
  %t540 = load i32, ptr %t539, align 4
  %t541 = insertelement <16 x i32> poison, i32 %t540, i64 0
  %t542 = shufflevector <16 x i32> %t541, <16 x i32> poison, <16 x i32> zeroinitializer
  %t543 = getelementptr i32, ptr %buf.rmul, i64 %t538
  %t544 = load i32, ptr %t543, align 4
  %t545 = insertelement <16 x i32> poison, i32 %t544, i64 0
  %t546 = shufflevector <16 x i32> %t545, <16 x i32> poison, <16 x i32> zeroinitializer
  %t547 = mul i64 %t28, 2
  %t548 = add i64 %t547, 18
  %t549 = getelementptr <16 x i32>, ptr %tile, i64 %t548
  %t550 = load <16 x i32>, ptr %t549, align 4
  %t551 = bitcast <16 x i32> %t550 to <16 x float>
  %t552 = fmul <16 x float> %t551, %t47
  %t553 = fadd <16 x float> %t552, %t53
  %t554 = fcmp olt <16 x float> %t553, splat (float 0x0000000000000000)
  %t555 = select <16 x i1> %t554, <16 x float> splat (float 0x0000000000000000), <16 x float> %t553
  %t556 = fcmp ogt <16 x float> %t555, splat (float 0x4018000000000000)
  %t557 = select <16 x i1> %t556, <16 x float> splat (float 0x4018000000000000), <16 x float> %t555
  %t558 = mul i64 %t28, 2
  %t559 = add i64 %t558, 19
  %t560 = getelementptr <16 x i32>, ptr %tile, i64 %t559
  %t561 = load <16 x i32>, ptr %t560, align 4
  %t562 = bitcast <16 x i32> %t561 to <16 x float>
  %t563 = fmul <16 x float> %t562, %t50
  %t564 = fadd <16 x float> %t563, %t56
  %t565 = fcmp olt <16 x float> %t564, splat (float 0x0000000000000000)
  %t566 = select <16 x i1> %t565, <16 x float> splat (float 0x0000000000000000), <16 x float> %t564
  %t567 = fcmp ogt <16 x float> %t566, splat (float 0x4018000000000000)
  %t568 = select <16 x i1> %t567, <16 x float> splat (float 0x4018000000000000), <16 x float> %t566
  %t569 = mul i64 %t538, %size.ldc
  %t570 = add i64 %t569, %t18
  %t571 = getelementptr float, ptr %buf.c, i64 %t570
  br i1 %t57, label %whole572, label %part573
whole572:
  %t574 = getelementptr float, ptr %t571, i64 0
  store <16 x float> %t557, ptr %t574, align 4
  %t575 = getelementptr float, ptr %t571, i64 16
  store <16 x float> %t568, ptr %t575, align 4
  br label %rowdone536
part573:
  %t576 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t557, ptr %t576, align 4
  %t577 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t568, ptr %t577, align 4
  store i64 0, ptr %c578
  br label %head579
head579:
  %i582 = load i64, ptr %c578
  %t583 = icmp slt i64 %i582, %t24
  br i1 %t583, label %body580, label %done581
body580:
  %t584 = getelementptr float, ptr %rowbuf, i64 %i582
  %t585 = load float, ptr %t584, align 4
  %t586 = getelementptr float, ptr %t571, i64 %i582
  store float %t585, ptr %t586, align 4
  %t587 = add nsw i64 %i582, 1
  store i64 %t587, ptr %c578
  br label %head579
done581:
  br label %rowdone536
rowdone536:
  %t590 = icmp slt i64 10, %t21
  br i1 %t590, label %row588, label %rowdone589
row588:
  %t591 = add i64 %t17, 10
  %t592 = getelementptr i32, ptr %buf.radd, i64 %t591
  %t593 = load i32, ptr %t592, align 4
  %t594 = insertelement <16 x i32> poison, i32 %t593, i64 0
  %t595 = shufflevector <16 x i32> %t594, <16 x i32> poison, <16 x i32> zeroinitializer
  %t596 = getelementptr i32, ptr %buf.rmul, i64 %t591
  %t597 = load i32, ptr %t596, align 4
  %t598 = insertelement <16 x i32> poison, i32 %t597, i64 0
  %t599 = shufflevector <16 x i32> %t598, <16 x i32> poison, <16 x i32> zeroinitializer
  %t600 = mul i64 %t28, 2
  %t601 = add i64 %t600, 20
  %t602 = getelementptr <16 x i32>, ptr %tile, i64 %t601
  %t603 = load <16 x i32>, ptr %t602, align 4
  %t604 = bitcast <16 x i32> %t603 to <16 x float>
  %t605 = fmul <16 x float> %t604, %t47
  %t606 = fadd <16 x float> %t605, %t53
  %t607 = fcmp olt <16 x float> %t606, splat (float 0x0000000000000000)
  %t608 = select <16 x i1> %t607, <16 x float> splat (float 0x0000000000000000), <16 x float> %t606
  %t609 = fcmp ogt <16 x float> %t608, splat (float 0x4018000000000000)
  %t610 = select <16 x i1> %t609, <16 x float> splat (float 0x4018000000000000), <16 x float> %t608
  %t611 = mul i64 %t28, 2
  %t612 = add i64 %t611, 21
  %t613 = getelementptr <16 x i32>, ptr %tile, i64 %t612
  %t614 = load <16 x i32>, ptr %t613, align 4
  %t615 = bitcast <16 x i32> %t614 to <16 x float>
  %t616 = fmul <16 x float> %t615, %t50
  %t617 = fadd <16 x float> %t616, %t56
  %t618 = fcmp olt <16 x float> %t617, splat (float 0x0000000000000000)
  %t619 = select <16 x i1> %t618, <16 x float> splat (float 0x0000000000000000), <16 x float> %t617
  %t620 = fcmp ogt <16 x float> %t619, splat (float 0x4018000000000000)
  %t621 = select <16 x i1> %t620, <16 x float> splat (float 0x4018000000000000), <16 x float> %t619
  %t622 = mul i64 %t591, %size.ldc
  %t623 = add i64 %t622, %t18
  %t624 = getelementptr float, ptr %buf.c, i64 %t623
  br i1 %t57, label %whole625, label %part626
whole625:
  %t627 = getelementptr float, ptr %t624, i64 0
  store <16 x float> %t610, ptr %t627, align 4
  %t628 = getelementptr float, ptr %t624, i64 16
  store <16 x float> %t621, ptr %t628, align 4
  br label %rowdone589
part626:
  %t629 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t610, ptr %t629, align 4
  %t630 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t621, ptr %t630, align 4
  store i64 0, ptr %c631
  br label %head632
head632:
  %i635 = load i64, ptr %c631
  %t636 = icmp slt i64 %i635, %t24
  br i1 %t636, label %body633, label %done634
body633:
  %t637 = getelementptr float, ptr %rowbuf, i64 %i635
  %t638 = load float, ptr %t637, align 4
  %t639 = getelementptr float, ptr %t624, i64 %i635
  store float %t638, ptr %t639, align 4
  %t640 = add nsw i64 %i635, 1
  store i64 %t640, ptr %c631
  br label %head632
done634:
  br label %rowdone589
rowdone589:
  %t643 = icmp slt i64 11, %t21
  br i1 %t643, label %row641, label %rowdone642
row641:
  %t644 = add i64 %t17, 11
  %t645 = getelementptr i32, ptr %buf.radd, i64 %t644
  %t646 = load i32, ptr %t645, align 4
  %t647 = insertelement <16 x i32> poison, i32 %t646, i64 0
  %t648 = shufflevector <16 x i32> %t647, <16 x i32> poison, <16 x i32> zeroinitializer
  %t649 = getelementptr i32, ptr %buf.rmul, i64 %t644
  %t650 = load i32, ptr %t649, align 4
  %t651 = insertelement <16 x i32> poison, i32 %t650, i64 0
  %t652 = shufflevector <16 x i32> %t651, <16 x i32> poison, <16 x i32> zeroinitializer
  %t653 = mul i64 %t28, 2
  %t654 = add i64 %t653, 22
  %t655 = getelementptr <16 x i32>, ptr %tile, i64 %t654
  %t656 = load <16 x i32>, ptr %t655, align 4
  %t657 = bitcast <16 x i32> %t656 to <16 x float>
  %t658 = fmul <16 x float> %t657, %t47
  %t659 = fadd <16 x float> %t658, %t53
  %t660 = fcmp olt <16 x float> %t659, splat (float 0x0000000000000000)
  %t661 = select <16 x i1> %t660, <16 x float> splat (float 0x0000000000000000), <16 x float> %t659
  %t662 = fcmp ogt <16 x float> %t661, splat (float 0x4018000000000000)
  %t663 = select <16 x i1> %t662, <16 x float> splat (float 0x4018000000000000), <16 x float> %t661
  %t664 = mul i64 %t28, 2
  %t665 = add i64 %t664, 23
  %t666 = getelementptr <16 x i32>, ptr %tile, i64 %t665
  %t667 = load <16 x i32>, ptr %t666, align 4
  %t668 = bitcast <16 x i32> %t667 to <16 x float>
  %t669 = fmul <16 x float> %t668, %t50
  %t670 = fadd <16 x float> %t669, %t56
  %t671 = fcmp olt <16 x float> %t670, splat (float 0x0000000000000000)
  %t672 = select <16 x i1> %t671, <16 x float> splat (float 0x0000000000000000), <16 x float> %t670
  %t673 = fcmp ogt <16 x float> %t672, splat (float 0x4018000000000000)
  %t674 = select <16 x i1> %t673, <16 x float> splat (float 0x4018000000000000), <16 x float> %t672
  %t675 = mul i64 %t644, %size.ldc
  %t676 = add i64 %t675, %t18
  %t677 = getelementptr float, ptr %buf.c, i64 %t676
  br i1 %t57, label %whole678, label %part679
whole678:
  %t680 = getelementptr float, ptr %t677, i64 0
  store <16 x float> %t663, ptr %t680, align 4
  %t681 = getelementptr float, ptr %t677, i64 16
  store <16 x float> %t674, ptr %t681, align 4
  br label %rowdone642
part679:
  %t682 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t663, ptr %t682, align 4
  %t683 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t674, ptr %t683, align 4
  store i64 0, ptr %c684
  br label %head685
head685:
  %i688 = load i64, ptr %c684
  %t689 = icmp slt i64 %i688, %t24
  br i1 %t689, label %body686, label %done687
body686:
  %t690 = getelementptr float, ptr %rowbuf, i64 %i688
  %t691 = load float, ptr %t690, align 4
  %t692 = getelementptr float, ptr %t677, i64 %i688
  store float %t691, ptr %t692, align 4
  %t693 = add nsw i64 %i688, 1
  store i64 %t693, ptr %c684
  br label %head685
done687:
  br label %rowdone642
rowdone642:
  %t696 = icmp slt i64 12, %t21
  br i1 %t696, label %row694, label %rowdone695
row694:
  %t697 = add i64 %t17, 12
  %t698 = getelementptr i32, ptr %buf.radd, i64 %t697
  %t699 = load i32, ptr %t698, align 4
  %t700 = insertelement <16 x i32> poison, i32 %t699, i64 0
  %t701 = shufflevector <16 x i32> %t700, <16 x i32> poison, <16 x i32> zeroinitializer
  %t702 = getelementptr i32, ptr %buf.rmul, i64 %t697
  %t703 = load i32, ptr %t702, align 4
  %t704 = insertelement <16 x i32> poison, i32 %t703, i64 0
  %t705 = shufflevector <16 x i32> %t704, <16 x i32> poison, <16 x i32> zeroinitializer
  %t706 = mul i64 %t28, 2
  %t707 = add i64 %t706, 24
  %t708 = getelementptr <16 x i32>, ptr %tile, i64 %t707
  %t709 = load <16 x i32>, ptr %t708, align 4
  %t710 = bitcast <16 x i32> %t709 to <16 x float>
  %t711 = fmul <16 x float> %t710, %t47
  %t712 = fadd <16 x float> %t711, %t53
  %t713 = fcmp olt <16 x float> %t712, splat (float 0x0000000000000000)
  %t714 = select <16 x i1> %t713, <16 x float> splat (float 0x0000000000000000), <16 x float> %t712
  %t715 = fcmp ogt <16 x float> %t714, splat (float 0x4018000000000000)
  %t716 = select <16 x i1> %t715, <16 x float> splat (float 0x4018000000000000), <16 x float> %t714
  %t717 = mul i64 %t28, 2
  %t718 = add i64 %t717, 25
  %t719 = getelementptr <16 x i32>, ptr %tile, i64 %t718
  %t720 = load <16 x i32>, ptr %t719, align 4
  %t721 = bitcast <16 x i32> %t720 to <16 x float>
  %t722 = fmul <16 x float> %t721, %t50
  %t723 = fadd <16 x float> %t722, %t56
  %t724 = fcmp olt <16 x float> %t723, splat (float 0x0000000000000000)
  %t725 = select <16 x i1> %t724, <16 x float> splat (float 0x0000000000000000), <16 x float> %t723
  %t726 = fcmp ogt <16 x float> %t725, splat (float 0x4018000000000000)
  %t727 = select <16 x i1> %t726, <16 x float> splat (float 0x4018000000000000), <16 x float> %t725
  %t728 = mul i64 %t697, %size.ldc
  %t729 = add i64 %t728, %t18
  %t730 = getelementptr float, ptr %buf.c, i64 %t729
  br i1 %t57, label %whole731, label %part732
whole731:
  %t733 = getelementptr float, ptr %t730, i64 0
  store <16 x float> %t716, ptr %t733, align 4
  %t734 = getelementptr float, ptr %t730, i64 16
  store <16 x float> %t727, ptr %t734, align 4
  br label %rowdone695
part732:
  %t735 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t716, ptr %t735, align 4
  %t736 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t727, ptr %t736, align 4
  store i64 0, ptr %c737
  br label %head738
head738:
  %i741 = load i64, ptr %c737
  %t742 = icmp slt i64 %i741, %t24
  br i1 %t742, label %body739, label %done740
body739:
  %t743 = getelementptr float, ptr %rowbuf, i64 %i741
  %t744 = load float, ptr %t743, align 4
  %t745 = getelementptr float, ptr %t730, i64 %i741
  store float %t744, ptr %t745, align 4
  %t746 = add nsw i64 %i741, 1
  store i64 %t746, ptr %c737
  br label %head738
done740:
  br label %rowdone695
rowdone695:
  %t749 = icmp slt i64 13, %t21
  br i1 %t749, label %row747, label %rowdone748
row747:
  %t750 = add i64 %t17, 13
  %t751 = getelementptr i32, ptr %buf.radd, i64 %t750
  %t752 = load i32, ptr %t751, align 4
  %t753 = insertelement <16 x i32> poison, i32 %t752, i64 0
  %t754 = shufflevector <16 x i32> %t753, <16 x i32> poison, <16 x i32> zeroinitializer
  %t755 = getelementptr i32, ptr %buf.rmul, i64 %t750
  %t756 = load i32, ptr %t755, align 4
  %t757 = insertelement <16 x i32> poison, i32 %t756, i64 0
  %t758 = shufflevector <16 x i32> %t757, <16 x i32> poison, <16 x i32> zeroinitializer
  %t759 = mul i64 %t28, 2
  %t760 = add i64 %t759, 26
  %t761 = getelementptr <16 x i32>, ptr %tile, i64 %t760
  %t762 = load <16 x i32>, ptr %t761, align 4
  %t763 = bitcast <16 x i32> %t762 to <16 x float>
  %t764 = fmul <16 x float> %t763, %t47
  %t765 = fadd <16 x float> %t764, %t53
  %t766 = fcmp olt <16 x float> %t765, splat (float 0x0000000000000000)
  %t767 = select <16 x i1> %t766, <16 x float> splat (float 0x0000000000000000), <16 x float> %t765
  %t768 = fcmp ogt <16 x float> %t767, splat (float 0x4018000000000000)
  %t769 = select <16 x i1> %t768, <16 x float> splat (float 0x4018000000000000), <16 x float> %t767
  %t770 = mul i64 %t28, 2
  %t771 = add i64 %t770, 27
  %t772 = getelementptr <16 x i32>, ptr %tile, i64 %t771
  %t773 = load <16 x i32>, ptr %t772, align 4
  %t774 = bitcast <16 x i32> %t773 to <16 x float>
  %t775 = fmul <16 x float> %t774, %t50
  %t776 = fadd <16 x float> %t775, %t56
  %t777 = fcmp olt <16 x float> %t776, splat (float 0x0000000000000000)
  %t778 = select <16 x i1> %t777, <16 x float> splat (float 0x0000000000000000), <16 x float> %t776
  %t779 = fcmp ogt <16 x float> %t778, splat (float 0x4018000000000000)
  %t780 = select <16 x i1> %t779, <16 x float> splat (float 0x4018000000000000), <16 x float> %t778
  %t781 = mul i64 %t750, %size.ldc
  %t782 = add i64 %t781, %t18
  %t783 = getelementptr float, ptr %buf.c, i64 %t782
  br i1 %t57, label %whole784, label %part785
whole784:
  %t786 = getelementptr float, ptr %t783, i64 0
  store <16 x float> %t769, ptr %t786, align 4
  %t787 = getelementptr float, ptr %t783, i64 16
  store <16 x float> %t780, ptr %t787, align 4
  br label %rowdone748
part785:
  %t788 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t769, ptr %t788, align 4
  %t789 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t780, ptr %t789, align 4
  store i64 0, ptr %c790
  br label %head791
head791:
  %i794 = load i64, ptr %c790
  %t795 = icmp slt i64 %i794, %t24
  br i1 %t795, label %body792, label %done793
body792:
  %t796 = getelementptr float, ptr %rowbuf, i64 %i794
  %t797 = load float, ptr %t796, align 4
  %t798 = getelementptr float, ptr %t783, i64 %i794
  store float %t797, ptr %t798, align 4
  %t799 = add nsw i64 %i794, 1
  store i64 %t799, ptr %c790
  br label %head791
done793:
  br label %rowdone748
rowdone748:
  %t802 = icmp slt i64 14, %t21
  br i1 %t802, label %row800, label %rowdone801
row800:
  %t803 = add i64 %t17, 14
  %t804 = getelementptr i32, ptr %buf.radd, i64 %t803
  %t805 = load i32, ptr %t804, align 4
  %t806 = insertelement <16 x i32> poison, i32 %t805, i64 0
  %t807 = shufflevector <16 x i32> %t806, <16 x i32> poison, <16 x i32> zeroinitializer
  %t808 = getelementptr i32, ptr %buf.rmul, i64 %t803
  %t809 = load i32, ptr %t808, align 4
  %t810 = insertelement <16 x i32> poison, i32 %t809, i64 0
  %t811 = shufflevector <16 x i32> %t810, <16 x i32> poison, <16 x i32> zeroinitializer
  %t812 = mul i64 %t28, 2
  %t813 = add i64 %t812, 28
  %t814 = getelementptr <16 x i32>, ptr %tile, i64 %t813
  %t815 = load <16 x i32>, ptr %t814, align 4
  %t816 = bitcast <16 x i32> %t815 to <16 x float>
  %t817 = fmul <16 x float> %t816, %t47
  %t818 = fadd <16 x float> %t817, %t53
  %t819 = fcmp olt <16 x float> %t818, splat (float 0x0000000000000000)
  %t820 = select <16 x i1> %t819, <16 x float> splat (float 0x0000000000000000), <16 x float> %t818
  %t821 = fcmp ogt <16 x float> %t820, splat (float 0x4018000000000000)
  %t822 = select <16 x i1> %t821, <16 x float> splat (float 0x4018000000000000), <16 x float> %t820
  %t823 = mul i64 %t28, 2
  %t824 = add i64 %t823, 29
  %t825 = getelementptr <16 x i32>, ptr %tile, i64 %t824
  %t826 = load <16 x i32>, ptr %t825, align 4
  %t827 = bitcast <16 x i32> %t826 to <16 x float>
  %t828 = fmul <16 x float> %t827, %t50
  %t829 = fadd <16 x float> %t828, %t56
  %t830 = fcmp olt <16 x float> %t829, splat (float 0x0000000000000000)
  %t831 = select <16 x i1> %t830, <16 x float> splat (float 0x0000000000000000), <16 x float> %t829
  %t832 = fcmp ogt <16 x float> %t831, splat (float 0x4018000000000000)
  %t833 = select <16 x i1> %t832, <16 x float> splat (float 0x4018000000000000), <16 x float> %t831
  %t834 = mul i64 %t803, %size.ldc
  %t835 = add i64 %t834, %t18
  %t836 = getelementptr float, ptr %buf.c, i64 %t835
  br i1 %t57, label %whole837, label %part838
whole837:
  %t839 = getelementptr float, ptr %t836, i64 0
  store <16 x float> %t822, ptr %t839, align 4
  %t840 = getelementptr float, ptr %t836, i64 16
  store <16 x float> %t833, ptr %t840, align 4
  br label %rowdone801
part838:
  %t841 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t822, ptr %t841, align 4
  %t842 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t833, ptr %t842, align 4
  store i64 0, ptr %c843
  br label %head844
head844:
  %i847 = load i64, ptr %c843
  %t848 = icmp slt i64 %i847, %t24
  br i1 %t848, label %body845, label %done846
body845:
  %t849 = getelementptr float, ptr %rowbuf, i64 %i847
  %t850 = load float, ptr %t849, align 4
  %t851 = getelementptr float, ptr %t836, i64 %i847
  store float %t850, ptr %t851, align 4
  %t852 = add nsw i64 %i847, 1
  store i64 %t852, ptr %c843
  br label %head844
done846:
  br label %rowdone801
rowdone801:
  %t855 = icmp slt i64 15, %t21
  br i1 %t855, label %row853, label %rowdone854
row853:
  %t856 = add i64 %t17, 15
  %t857 = getelementptr i32, ptr %buf.radd, i64 %t856
  %t858 = load i32, ptr %t857, align 4
  %t859 = insertelement <16 x i32> poison, i32 %t858, i64 0
  %t860 = shufflevector <16 x i32> %t859, <16 x i32> poison, <16 x i32> zeroinitializer
  %t861 = getelementptr i32, ptr %buf.rmul, i64 %t856
  %t862 = load i32, ptr %t861, align 4
  %t863 = insertelement <16 x i32> poison, i32 %t862, i64 0
  %t864 = shufflevector <16 x i32> %t863, <16 x i32> poison, <16 x i32> zeroinitializer
  %t865 = mul i64 %t28, 2
  %t866 = add i64 %t865, 30
  %t867 = getelementptr <16 x i32>, ptr %tile, i64 %t866
  %t868 = load <16 x i32>, ptr %t867, align 4
  %t869 = bitcast <16 x i32> %t868 to <16 x float>
  %t870 = fmul <16 x float> %t869, %t47
  %t871 = fadd <16 x float> %t870, %t53
  %t872 = fcmp olt <16 x float> %t871, splat (float 0x0000000000000000)
  %t873 = select <16 x i1> %t872, <16 x float> splat (float 0x0000000000000000), <16 x float> %t871
  %t874 = fcmp ogt <16 x float> %t873, splat (float 0x4018000000000000)
  %t875 = select <16 x i1> %t874, <16 x float> splat (float 0x4018000000000000), <16 x float> %t873
  %t876 = mul i64 %t28, 2
  %t877 = add i64 %t876, 31
  %t878 = getelementptr <16 x i32>, ptr %tile, i64 %t877
  %t879 = load <16 x i32>, ptr %t878, align 4
  %t880 = bitcast <16 x i32> %t879 to <16 x float>
  %t881 = fmul <16 x float> %t880, %t50
  %t882 = fadd <16 x float> %t881, %t56
  %t883 = fcmp olt <16 x float> %t882, splat (float 0x0000000000000000)
  %t884 = select <16 x i1> %t883, <16 x float> splat (float 0x0000000000000000), <16 x float> %t882
  %t885 = fcmp ogt <16 x float> %t884, splat (float 0x4018000000000000)
  %t886 = select <16 x i1> %t885, <16 x float> splat (float 0x4018000000000000), <16 x float> %t884
  %t887 = mul i64 %t856, %size.ldc
  %t888 = add i64 %t887, %t18
  %t889 = getelementptr float, ptr %buf.c, i64 %t888
  br i1 %t57, label %whole890, label %part891
whole890:
  %t892 = getelementptr float, ptr %t889, i64 0
  store <16 x float> %t875, ptr %t892, align 4
  %t893 = getelementptr float, ptr %t889, i64 16
  store <16 x float> %t886, ptr %t893, align 4
  br label %rowdone854
part891:
  %t894 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t875, ptr %t894, align 4
  %t895 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t886, ptr %t895, align 4
  store i64 0, ptr %c896
  br label %head897
head897:
  %i900 = load i64, ptr %c896
  %t901 = icmp slt i64 %i900, %t24
  br i1 %t901, label %body898, label %done899
body898:
  %t902 = getelementptr float, ptr %rowbuf, i64 %i900
  %t903 = load float, ptr %t902, align 4
  %t904 = getelementptr float, ptr %t889, i64 %i900
  store float %t903, ptr %t904, align 4
  %t905 = add nsw i64 %i900, 1
  store i64 %t905, ptr %c896
  br label %head897
done899:
  br label %rowdone854
rowdone854:
  %t908 = icmp slt i64 16, %t21
  br i1 %t908, label %row906, label %rowdone907
row906:
  %t909 = add i64 %t17, 16
  %t910 = getelementptr i32, ptr %buf.radd, i64 %t909
  %t911 = load i32, ptr %t910, align 4
  %t912 = insertelement <16 x i32> poison, i32 %t911, i64 0
  %t913 = shufflevector <16 x i32> %t912, <16 x i32> poison, <16 x i32> zeroinitializer
  %t914 = getelementptr i32, ptr %buf.rmul, i64 %t909
  %t915 = load i32, ptr %t914, align 4
  %t916 = insertelement <16 x i32> poison, i32 %t915, i64 0
  %t917 = shufflevector <16 x i32> %t916, <16 x i32> poison, <16 x i32> zeroinitializer
  %t918 = mul i64 %t28, 2
  %t919 = add i64 %t918, 32
  %t920 = getelementptr <16 x i32>, ptr %tile, i64 %t919
  %t921 = load <16 x i32>, ptr %t920, align 4
  %t922 = bitcast <16 x i32> %t921 to <16 x float>
  %t923 = fmul <16 x float> %t922, %t47
  %t924 = fadd <16 x float> %t923, %t53
  %t925 = fcmp olt <16 x float> %t924, splat (float 0x0000000000000000)
  %t926 = select <16 x i1> %t925, <16 x float> splat (float 0x0000000000000000), <16 x float> %t924
  %t927 = fcmp ogt <16 x float> %t926, splat (float 0x4018000000000000)
  %t928 = select <16 x i1> %t927, <16 x float> splat (float 0x4018000000000000), <16 x float> %t926
  %t929 = mul i64 %t28, 2
  %t930 = add i64 %t929, 33
  %t931 = getelementptr <16 x i32>, ptr %tile, i64 %t930
  %t932 = load <16 x i32>, ptr %t931, align 4
  %t933 = bitcast <16 x i32> %t932 to <16 x float>
  %t934 = fmul <16 x float> %t933, %t50
  %t935 = fadd <16 x float> %t934, %t56
  %t936 = fcmp olt <16 x float> %t935, splat (float 0x0000000000000000)
  %t937 = select <16 x i1> %t936, <16 x float> splat (float 0x0000000000000000), <16 x float> %t935
  %t938 = fcmp ogt <16 x float> %t937, splat (float 0x4018000000000000)
  %t939 = select <16 x i1> %t938, <16 x float> splat (float 0x4018000000000000), <16 x float> %t937
  %t940 = mul i64 %t909, %size.ldc
  %t941 = add i64 %t940, %t18
  %t942 = getelementptr float, ptr %buf.c, i64 %t941
  br i1 %t57, label %whole943, label %part944
whole943:
  %t945 = getelementptr float, ptr %t942, i64 0
  store <16 x float> %t928, ptr %t945, align 4
  %t946 = getelementptr float, ptr %t942, i64 16
  store <16 x float> %t939, ptr %t946, align 4
  br label %rowdone907
part944:
  %t947 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t928, ptr %t947, align 4
  %t948 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t939, ptr %t948, align 4
  store i64 0, ptr %c949
  br label %head950
head950:
  %i953 = load i64, ptr %c949
  %t954 = icmp slt i64 %i953, %t24
  br i1 %t954, label %body951, label %done952
body951:
  %t955 = getelementptr float, ptr %rowbuf, i64 %i953
  %t956 = load float, ptr %t955, align 4
  %t957 = getelementptr float, ptr %t942, i64 %i953
  store float %t956, ptr %t957, align 4
  %t958 = add nsw i64 %i953, 1
  store i64 %t958, ptr %c949
  br label %head950
done952:
  br label %rowdone907
rowdone907:
  %t961 = icmp slt i64 17, %t21
  br i1 %t961, label %row959, label %rowdone960
row959:
  %t962 = add i64 %t17, 17
  %t963 = getelementptr i32, ptr %buf.radd, i64 %t962
  %t964 = load i32, ptr %t963, align 4
  %t965 = insertelement <16 x i32> poison, i32 %t964, i64 0
  %t966 = shufflevector <16 x i32> %t965, <16 x i32> poison, <16 x i32> zeroinitializer
  %t967 = getelementptr i32, ptr %buf.rmul, i64 %t962
  %t968 = load i32, ptr %t967, align 4
  %t969 = insertelement <16 x i32> poison, i32 %t968, i64 0
  %t970 = shufflevector <16 x i32> %t969, <16 x i32> poison, <16 x i32> zeroinitializer
  %t971 = mul i64 %t28, 2
  %t972 = add i64 %t971, 34
  %t973 = getelementptr <16 x i32>, ptr %tile, i64 %t972
  %t974 = load <16 x i32>, ptr %t973, align 4
  %t975 = bitcast <16 x i32> %t974 to <16 x float>
  %t976 = fmul <16 x float> %t975, %t47
  %t977 = fadd <16 x float> %t976, %t53
  %t978 = fcmp olt <16 x float> %t977, splat (float 0x0000000000000000)
  %t979 = select <16 x i1> %t978, <16 x float> splat (float 0x0000000000000000), <16 x float> %t977
  %t980 = fcmp ogt <16 x float> %t979, splat (float 0x4018000000000000)
  %t981 = select <16 x i1> %t980, <16 x float> splat (float 0x4018000000000000), <16 x float> %t979
  %t982 = mul i64 %t28, 2
  %t983 = add i64 %t982, 35
  %t984 = getelementptr <16 x i32>, ptr %tile, i64 %t983
  %t985 = load <16 x i32>, ptr %t984, align 4
  %t986 = bitcast <16 x i32> %t985 to <16 x float>
  %t987 = fmul <16 x float> %t986, %t50
  %t988 = fadd <16 x float> %t987, %t56
  %t989 = fcmp olt <16 x float> %t988, splat (float 0x0000000000000000)
  %t990 = select <16 x i1> %t989, <16 x float> splat (float 0x0000000000000000), <16 x float> %t988
  %t991 = fcmp ogt <16 x float> %t990, splat (float 0x4018000000000000)
  %t992 = select <16 x i1> %t991, <16 x float> splat (float 0x4018000000000000), <16 x float> %t990
  %t993 = mul i64 %t962, %size.ldc
  %t994 = add i64 %t993, %t18
  %t995 = getelementptr float, ptr %buf.c, i64 %t994
  br i1 %t57, label %whole996, label %part997
whole996:
  %t998 = getelementptr float, ptr %t995, i64 0
  store <16 x float> %t981, ptr %t998, align 4
  %t999 = getelementptr float, ptr %t995, i64 16
  store <16 x float> %t992, ptr %t999, align 4
  br label %rowdone960
part997:
  %t1000 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t981, ptr %t1000, align 4
  %t1001 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t992, ptr %t1001, align 4
  store i64 0, ptr %c1002
  br label %head1003
head1003:
  %i1006 = load i64, ptr %c1002
  %t1007 = icmp slt i64 %i1006, %t24
  br i1 %t1007, label %body1004, label %done1005
body1004:
  %t1008 = getelementptr float, ptr %rowbuf, i64 %i1006
  %t1009 = load float, ptr %t1008, align 4
  %t1010 = getelementptr float, ptr %t995, i64 %i1006
  store float %t1009, ptr %t1010, align 4
  %t1011 = add nsw i64 %i1006, 1
  store i64 %t1011, ptr %c1002
  br label %head1003
done1005:
  br label %rowdone960
rowdone960:
  %t1014 = icmp slt i64 18, %t21
  br i1 %t1014, label %row1012, label %rowdone1013
row1012:
  %t1015 = add i64 %t17, 18
  %t1016 = getelementptr i32, ptr %buf.radd, i64 %t1015
  %t1017 = load i32, ptr %t1016, align 4
  %t1018 = insertelement <16 x i32> poison, i32 %t1017, i64 0
  %t1019 = shufflevector <16 x i32> %t1018, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1020 = getelementptr i32, ptr %buf.rmul, i64 %t1015
  %t1021 = load i32, ptr %t1020, align 4
  %t1022 = insertelement <16 x i32> poison, i32 %t1021, i64 0
  %t1023 = shufflevector <16 x i32> %t1022, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1024 = mul i64 %t28, 2
  %t1025 = add i64 %t1024, 36
  %t1026 = getelementptr <16 x i32>, ptr %tile, i64 %t1025
  %t1027 = load <16 x i32>, ptr %t1026, align 4
  %t1028 = bitcast <16 x i32> %t1027 to <16 x float>
  %t1029 = fmul <16 x float> %t1028, %t47
  %t1030 = fadd <16 x float> %t1029, %t53
  %t1031 = fcmp olt <16 x float> %t1030, splat (float 0x0000000000000000)
  %t1032 = select <16 x i1> %t1031, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1030
  %t1033 = fcmp ogt <16 x float> %t1032, splat (float 0x4018000000000000)
  %t1034 = select <16 x i1> %t1033, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1032
  %t1035 = mul i64 %t28, 2
  %t1036 = add i64 %t1035, 37
  %t1037 = getelementptr <16 x i32>, ptr %tile, i64 %t1036
  %t1038 = load <16 x i32>, ptr %t1037, align 4
  %t1039 = bitcast <16 x i32> %t1038 to <16 x float>
  %t1040 = fmul <16 x float> %t1039, %t50
  %t1041 = fadd <16 x float> %t1040, %t56
  %t1042 = fcmp olt <16 x float> %t1041, splat (float 0x0000000000000000)
  %t1043 = select <16 x i1> %t1042, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1041
  %t1044 = fcmp ogt <16 x float> %t1043, splat (float 0x4018000000000000)
  %t1045 = select <16 x i1> %t1044, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1043
  %t1046 = mul i64 %t1015, %size.ldc
  %t1047 = add i64 %t1046, %t18
  %t1048 = getelementptr float, ptr %buf.c, i64 %t1047
  br i1 %t57, label %whole1049, label %part1050
whole1049:
  %t1051 = getelementptr float, ptr %t1048, i64 0
  store <16 x float> %t1034, ptr %t1051, align 4
  %t1052 = getelementptr float, ptr %t1048, i64 16
  store <16 x float> %t1045, ptr %t1052, align 4
  br label %rowdone1013
part1050:
  %t1053 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1034, ptr %t1053, align 4
  %t1054 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1045, ptr %t1054, align 4
  store i64 0, ptr %c1055
  br label %head1056
head1056:
  %i1059 = load i64, ptr %c1055
  %t1060 = icmp slt i64 %i1059, %t24
  br i1 %t1060, label %body1057, label %done1058
body1057:
  %t1061 = getelementptr float, ptr %rowbuf, i64 %i1059
  %t1062 = load float, ptr %t1061, align 4
  %t1063 = getelementptr float, ptr %t1048, i64 %i1059
  store float %t1062, ptr %t1063, align 4
  %t1064 = add nsw i64 %i1059, 1
  store i64 %t1064, ptr %c1055
  br label %head1056
done1058:
  br label %rowdone1013
rowdone1013:
  %t1067 = icmp slt i64 19, %t21
  br i1 %t1067, label %row1065, label %rowdone1066
row1065:
  %t1068 = add i64 %t17, 19
  %t1069 = getelementptr i32, ptr %buf.radd, i64 %t1068
  %t1070 = load i32, ptr %t1069, align 4
  %t1071 = insertelement <16 x i32> poison, i32 %t1070, i64 0
  %t1072 = shufflevector <16 x i32> %t1071, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1073 = getelementptr i32, ptr %buf.rmul, i64 %t1068
  %t1074 = load i32, ptr %t1073, align 4
  %t1075 = insertelement <16 x i32> poison, i32 %t1074, i64 0
  %t1076 = shufflevector <16 x i32> %t1075, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1077 = mul i64 %t28, 2
  %t1078 = add i64 %t1077, 38
  %t1079 = getelementptr <16 x i32>, ptr %tile, i64 %t1078
  %t1080 = load <16 x i32>, ptr %t1079, align 4
  %t1081 = bitcast <16 x i32> %t1080 to <16 x float>
  %t1082 = fmul <16 x float> %t1081, %t47
  %t1083 = fadd <16 x float> %t1082, %t53
  %t1084 = fcmp olt <16 x float> %t1083, splat (float 0x0000000000000000)
  %t1085 = select <16 x i1> %t1084, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1083
  %t1086 = fcmp ogt <16 x float> %t1085, splat (float 0x4018000000000000)
  %t1087 = select <16 x i1> %t1086, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1085
  %t1088 = mul i64 %t28, 2
  %t1089 = add i64 %t1088, 39
  %t1090 = getelementptr <16 x i32>, ptr %tile, i64 %t1089
  %t1091 = load <16 x i32>, ptr %t1090, align 4
  %t1092 = bitcast <16 x i32> %t1091 to <16 x float>
  %t1093 = fmul <16 x float> %t1092, %t50
  %t1094 = fadd <16 x float> %t1093, %t56
  %t1095 = fcmp olt <16 x float> %t1094, splat (float 0x0000000000000000)
  %t1096 = select <16 x i1> %t1095, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1094
  %t1097 = fcmp ogt <16 x float> %t1096, splat (float 0x4018000000000000)
  %t1098 = select <16 x i1> %t1097, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1096
  %t1099 = mul i64 %t1068, %size.ldc
  %t1100 = add i64 %t1099, %t18
  %t1101 = getelementptr float, ptr %buf.c, i64 %t1100
  br i1 %t57, label %whole1102, label %part1103
whole1102:
  %t1104 = getelementptr float, ptr %t1101, i64 0
  store <16 x float> %t1087, ptr %t1104, align 4
  %t1105 = getelementptr float, ptr %t1101, i64 16
  store <16 x float> %t1098, ptr %t1105, align 4
  br label %rowdone1066
part1103:
  %t1106 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1087, ptr %t1106, align 4
  %t1107 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1098, ptr %t1107, align 4
  store i64 0, ptr %c1108
  br label %head1109
head1109:
  %i1112 = load i64, ptr %c1108
  %t1113 = icmp slt i64 %i1112, %t24
  br i1 %t1113, label %body1110, label %done1111
body1110:
  %t1114 = getelementptr float, ptr %rowbuf, i64 %i1112
  %t1115 = load float, ptr %t1114, align 4
  %t1116 = getelementptr float, ptr %t1101, i64 %i1112
  store float %t1115, ptr %t1116, align 4
  %t1117 = add nsw i64 %i1112, 1
  store i64 %t1117, ptr %c1108
  br label %head1109
done1111:
  br label %rowdone1066
rowdone1066:
  %t1120 = icmp slt i64 20, %t21
  br i1 %t1120, label %row1118, label %rowdone1119
row1118:
  %t1121 = add i64 %t17, 20
  %t1122 = getelementptr i32, ptr %buf.radd, i64 %t1121
  %t1123 = load i32, ptr %t1122, align 4
  %t1124 = insertelement <16 x i32> poison, i32 %t1123, i64 0
  %t1125 = shufflevector <16 x i32> %t1124, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1126 = getelementptr i32, ptr %buf.rmul, i64 %t1121
  %t1127 = load i32, ptr %t1126, align 4
  %t1128 = insertelement <16 x i32> poison, i32 %t1127, i64 0
  %t1129 = shufflevector <16 x i32> %t1128, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1130 = mul i64 %t28, 2
  %t1131 = add i64 %t1130, 40
  %t1132 = getelementptr <16 x i32>, ptr %tile, i64 %t1131
  %t1133 = load <16 x i32>, ptr %t1132, align 4
  %t1134 = bitcast <16 x i32> %t1133 to <16 x float>
  %t1135 = fmul <16 x float> %t1134, %t47
  %t1136 = fadd <16 x float> %t1135, %t53
  %t1137 = fcmp olt <16 x float> %t1136, splat (float 0x0000000000000000)
  %t1138 = select <16 x i1> %t1137, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1136
  %t1139 = fcmp ogt <16 x float> %t1138, splat (float 0x4018000000000000)
  %t1140 = select <16 x i1> %t1139, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1138
  %t1141 = mul i64 %t28, 2
  %t1142 = add i64 %t1141, 41
  %t1143 = getelementptr <16 x i32>, ptr %tile, i64 %t1142
  %t1144 = load <16 x i32>, ptr %t1143, align 4
  %t1145 = bitcast <16 x i32> %t1144 to <16 x float>
  %t1146 = fmul <16 x float> %t1145, %t50
  %t1147 = fadd <16 x float> %t1146, %t56
  %t1148 = fcmp olt <16 x float> %t1147, splat (float 0x0000000000000000)
  %t1149 = select <16 x i1> %t1148, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1147
  %t1150 = fcmp ogt <16 x float> %t1149, splat (float 0x4018000000000000)
  %t1151 = select <16 x i1> %t1150, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1149
  %t1152 = mul i64 %t1121, %size.ldc
  %t1153 = add i64 %t1152, %t18
  %t1154 = getelementptr float, ptr %buf.c, i64 %t1153
  br i1 %t57, label %whole1155, label %part1156
whole1155:
  %t1157 = getelementptr float, ptr %t1154, i64 0
  store <16 x float> %t1140, ptr %t1157, align 4
  %t1158 = getelementptr float, ptr %t1154, i64 16
  store <16 x float> %t1151, ptr %t1158, align 4
  br label %rowdone1119
part1156:
  %t1159 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1140, ptr %t1159, align 4
  %t1160 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1151, ptr %t1160, align 4
  store i64 0, ptr %c1161
  br label %head1162
head1162:
  %i1165 = load i64, ptr %c1161
  %t1166 = icmp slt i64 %i1165, %t24
  br i1 %t1166, label %body1163, label %done1164
body1163:
  %t1167 = getelementptr float, ptr %rowbuf, i64 %i1165
  %t1168 = load float, ptr %t1167, align 4
  %t1169 = getelementptr float, ptr %t1154, i64 %i1165
  store float %t1168, ptr %t1169, align 4
  %t1170 = add nsw i64 %i1165, 1
  store i64 %t1170, ptr %c1161
  br label %head1162
done1164:
  br label %rowdone1119
rowdone1119:
  %t1173 = icmp slt i64 21, %t21
  br i1 %t1173, label %row1171, label %rowdone1172
row1171:
  %t1174 = add i64 %t17, 21
  %t1175 = getelementptr i32, ptr %buf.radd, i64 %t1174
  %t1176 = load i32, ptr %t1175, align 4
  %t1177 = insertelement <16 x i32> poison, i32 %t1176, i64 0
  %t1178 = shufflevector <16 x i32> %t1177, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1179 = getelementptr i32, ptr %buf.rmul, i64 %t1174
  %t1180 = load i32, ptr %t1179, align 4
  %t1181 = insertelement <16 x i32> poison, i32 %t1180, i64 0
  %t1182 = shufflevector <16 x i32> %t1181, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1183 = mul i64 %t28, 2
  %t1184 = add i64 %t1183, 42
  %t1185 = getelementptr <16 x i32>, ptr %tile, i64 %t1184
  %t1186 = load <16 x i32>, ptr %t1185, align 4
  %t1187 = bitcast <16 x i32> %t1186 to <16 x float>
  %t1188 = fmul <16 x float> %t1187, %t47
  %t1189 = fadd <16 x float> %t1188, %t53
  %t1190 = fcmp olt <16 x float> %t1189, splat (float 0x0000000000000000)
  %t1191 = select <16 x i1> %t1190, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1189
  %t1192 = fcmp ogt <16 x float> %t1191, splat (float 0x4018000000000000)
  %t1193 = select <16 x i1> %t1192, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1191
  %t1194 = mul i64 %t28, 2
  %t1195 = add i64 %t1194, 43
  %t1196 = getelementptr <16 x i32>, ptr %tile, i64 %t1195
  %t1197 = load <16 x i32>, ptr %t1196, align 4
  %t1198 = bitcast <16 x i32> %t1197 to <16 x float>
  %t1199 = fmul <16 x float> %t1198, %t50
  %t1200 = fadd <16 x float> %t1199, %t56
  %t1201 = fcmp olt <16 x float> %t1200, splat (float 0x0000000000000000)
  %t1202 = select <16 x i1> %t1201, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1200
  %t1203 = fcmp ogt <16 x float> %t1202, splat (float 0x4018000000000000)
  %t1204 = select <16 x i1> %t1203, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1202
  %t1205 = mul i64 %t1174, %size.ldc
  %t1206 = add i64 %t1205, %t18
  %t1207 = getelementptr float, ptr %buf.c, i64 %t1206
  br i1 %t57, label %whole1208, label %part1209
whole1208:
  %t1210 = getelementptr float, ptr %t1207, i64 0
  store <16 x float> %t1193, ptr %t1210, align 4
  %t1211 = getelementptr float, ptr %t1207, i64 16
  store <16 x float> %t1204, ptr %t1211, align 4
  br label %rowdone1172
part1209:
  %t1212 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1193, ptr %t1212, align 4
  %t1213 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1204, ptr %t1213, align 4
  store i64 0, ptr %c1214
  br label %head1215
head1215:
  %i1218 = load i64, ptr %c1214
  %t1219 = icmp slt i64 %i1218, %t24
  br i1 %t1219, label %body1216, label %done1217
body1216:
  %t1220 = getelementptr float, ptr %rowbuf, i64 %i1218
  %t1221 = load float, ptr %t1220, align 4
  %t1222 = getelementptr float, ptr %t1207, i64 %i1218
  store float %t1221, ptr %t1222, align 4
  %t1223 = add nsw i64 %i1218, 1
  store i64 %t1223, ptr %c1214
  br label %head1215
done1217:
  br label %rowdone1172
rowdone1172:
  %t1226 = icmp slt i64 22, %t21
  br i1 %t1226, label %row1224, label %rowdone1225
row1224:
  %t1227 = add i64 %t17, 22
  %t1228 = getelementptr i32, ptr %buf.radd, i64 %t1227
  %t1229 = load i32, ptr %t1228, align 4
  %t1230 = insertelement <16 x i32> poison, i32 %t1229, i64 0
  %t1231 = shufflevector <16 x i32> %t1230, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1232 = getelementptr i32, ptr %buf.rmul, i64 %t1227
  %t1233 = load i32, ptr %t1232, align 4
  %t1234 = insertelement <16 x i32> poison, i32 %t1233, i64 0
  %t1235 = shufflevector <16 x i32> %t1234, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1236 = mul i64 %t28, 2
  %t1237 = add i64 %t1236, 44
  %t1238 = getelementptr <16 x i32>, ptr %tile, i64 %t1237
  %t1239 = load <16 x i32>, ptr %t1238, align 4
  %t1240 = bitcast <16 x i32> %t1239 to <16 x float>
  %t1241 = fmul <16 x float> %t1240, %t47
  %t1242 = fadd <16 x float> %t1241, %t53
  %t1243 = fcmp olt <16 x float> %t1242, splat (float 0x0000000000000000)
  %t1244 = select <16 x i1> %t1243, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1242
  %t1245 = fcmp ogt <16 x float> %t1244, splat (float 0x4018000000000000)
  %t1246 = select <16 x i1> %t1245, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1244
  %t1247 = mul i64 %t28, 2
  %t1248 = add i64 %t1247, 45
  %t1249 = getelementptr <16 x i32>, ptr %tile, i64 %t1248
  %t1250 = load <16 x i32>, ptr %t1249, align 4
  %t1251 = bitcast <16 x i32> %t1250 to <16 x float>
  %t1252 = fmul <16 x float> %t1251, %t50
  %t1253 = fadd <16 x float> %t1252, %t56
  %t1254 = fcmp olt <16 x float> %t1253, splat (float 0x0000000000000000)
  %t1255 = select <16 x i1> %t1254, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1253
  %t1256 = fcmp ogt <16 x float> %t1255, splat (float 0x4018000000000000)
  %t1257 = select <16 x i1> %t1256, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1255
  %t1258 = mul i64 %t1227, %size.ldc
  %t1259 = add i64 %t1258, %t18
  %t1260 = getelementptr float, ptr %buf.c, i64 %t1259
  br i1 %t57, label %whole1261, label %part1262
whole1261:
  %t1263 = getelementptr float, ptr %t1260, i64 0
  store <16 x float> %t1246, ptr %t1263, align 4
  %t1264 = getelementptr float, ptr %t1260, i64 16
  store <16 x float> %t1257, ptr %t1264, align 4
  br label %rowdone1225
part1262:
  %t1265 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1246, ptr %t1265, align 4
  %t1266 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1257, ptr %t1266, align 4
  store i64 0, ptr %c1267
  br label %head1268
head1268:
  %i1271 = load i64, ptr %c1267
  %t1272 = icmp slt i64 %i1271, %t24
  br i1 %t1272, label %body1269, label %done1270
body1269:
  %t1273 = getelementptr float, ptr %rowbuf, i64 %i1271
  %t1274 = load float, ptr %t1273, align 4
  %t1275 = getelementptr float, ptr %t1260, i64 %i1271
  store float %t1274, ptr %t1275, align 4
  %t1276 = add nsw i64 %i1271, 1
  store i64 %t1276, ptr %c1267
  br label %head1268
done1270:
  br label %rowdone1225
rowdone1225:
  %t1279 = icmp slt i64 23, %t21
  br i1 %t1279, label %row1277, label %rowdone1278
row1277:
  %t1280 = add i64 %t17, 23
  %t1281 = getelementptr i32, ptr %buf.radd, i64 %t1280
  %t1282 = load i32, ptr %t1281, align 4
  %t1283 = insertelement <16 x i32> poison, i32 %t1282, i64 0
  %t1284 = shufflevector <16 x i32> %t1283, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1285 = getelementptr i32, ptr %buf.rmul, i64 %t1280
  %t1286 = load i32, ptr %t1285, align 4
  %t1287 = insertelement <16 x i32> poison, i32 %t1286, i64 0
  %t1288 = shufflevector <16 x i32> %t1287, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1289 = mul i64 %t28, 2
  %t1290 = add i64 %t1289, 46
  %t1291 = getelementptr <16 x i32>, ptr %tile, i64 %t1290
  %t1292 = load <16 x i32>, ptr %t1291, align 4
  %t1293 = bitcast <16 x i32> %t1292 to <16 x float>
  %t1294 = fmul <16 x float> %t1293, %t47
  %t1295 = fadd <16 x float> %t1294, %t53
  %t1296 = fcmp olt <16 x float> %t1295, splat (float 0x0000000000000000)
  %t1297 = select <16 x i1> %t1296, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1295
  %t1298 = fcmp ogt <16 x float> %t1297, splat (float 0x4018000000000000)
  %t1299 = select <16 x i1> %t1298, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1297
  %t1300 = mul i64 %t28, 2
  %t1301 = add i64 %t1300, 47
  %t1302 = getelementptr <16 x i32>, ptr %tile, i64 %t1301
  %t1303 = load <16 x i32>, ptr %t1302, align 4
  %t1304 = bitcast <16 x i32> %t1303 to <16 x float>
  %t1305 = fmul <16 x float> %t1304, %t50
  %t1306 = fadd <16 x float> %t1305, %t56
  %t1307 = fcmp olt <16 x float> %t1306, splat (float 0x0000000000000000)
  %t1308 = select <16 x i1> %t1307, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1306
  %t1309 = fcmp ogt <16 x float> %t1308, splat (float 0x4018000000000000)
  %t1310 = select <16 x i1> %t1309, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1308
  %t1311 = mul i64 %t1280, %size.ldc
  %t1312 = add i64 %t1311, %t18
  %t1313 = getelementptr float, ptr %buf.c, i64 %t1312
  br i1 %t57, label %whole1314, label %part1315
whole1314:
  %t1316 = getelementptr float, ptr %t1313, i64 0
  store <16 x float> %t1299, ptr %t1316, align 4
  %t1317 = getelementptr float, ptr %t1313, i64 16
  store <16 x float> %t1310, ptr %t1317, align 4
  br label %rowdone1278
part1315:
  %t1318 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1299, ptr %t1318, align 4
  %t1319 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1310, ptr %t1319, align 4
  store i64 0, ptr %c1320
  br label %head1321
head1321:
  %i1324 = load i64, ptr %c1320
  %t1325 = icmp slt i64 %i1324, %t24
  br i1 %t1325, label %body1322, label %done1323
body1322:
  %t1326 = getelementptr float, ptr %rowbuf, i64 %i1324
  %t1327 = load float, ptr %t1326, align 4
  %t1328 = getelementptr float, ptr %t1313, i64 %i1324
  store float %t1327, ptr %t1328, align 4
  %t1329 = add nsw i64 %i1324, 1
  store i64 %t1329, ptr %c1320
  br label %head1321
done1323:
  br label %rowdone1278
rowdone1278:
  %t1332 = icmp slt i64 24, %t21
  br i1 %t1332, label %row1330, label %rowdone1331
row1330:
  %t1333 = add i64 %t17, 24
  %t1334 = getelementptr i32, ptr %buf.radd, i64 %t1333
  %t1335 = load i32, ptr %t1334, align 4
  %t1336 = insertelement <16 x i32> poison, i32 %t1335, i64 0
  %t1337 = shufflevector <16 x i32> %t1336, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1338 = getelementptr i32, ptr %buf.rmul, i64 %t1333
  %t1339 = load i32, ptr %t1338, align 4
  %t1340 = insertelement <16 x i32> poison, i32 %t1339, i64 0
  %t1341 = shufflevector <16 x i32> %t1340, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1342 = mul i64 %t28, 2
  %t1343 = add i64 %t1342, 48
  %t1344 = getelementptr <16 x i32>, ptr %tile, i64 %t1343
  %t1345 = load <16 x i32>, ptr %t1344, align 4
  %t1346 = bitcast <16 x i32> %t1345 to <16 x float>
  %t1347 = fmul <16 x float> %t1346, %t47
  %t1348 = fadd <16 x float> %t1347, %t53
  %t1349 = fcmp olt <16 x float> %t1348, splat (float 0x0000000000000000)
  %t1350 = select <16 x i1> %t1349, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1348
  %t1351 = fcmp ogt <16 x float> %t1350, splat (float 0x4018000000000000)
  %t1352 = select <16 x i1> %t1351, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1350
  %t1353 = mul i64 %t28, 2
  %t1354 = add i64 %t1353, 49
  %t1355 = getelementptr <16 x i32>, ptr %tile, i64 %t1354
  %t1356 = load <16 x i32>, ptr %t1355, align 4
  %t1357 = bitcast <16 x i32> %t1356 to <16 x float>
  %t1358 = fmul <16 x float> %t1357, %t50
  %t1359 = fadd <16 x float> %t1358, %t56
  %t1360 = fcmp olt <16 x float> %t1359, splat (float 0x0000000000000000)
  %t1361 = select <16 x i1> %t1360, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1359
  %t1362 = fcmp ogt <16 x float> %t1361, splat (float 0x4018000000000000)
  %t1363 = select <16 x i1> %t1362, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1361
  %t1364 = mul i64 %t1333, %size.ldc
  %t1365 = add i64 %t1364, %t18
  %t1366 = getelementptr float, ptr %buf.c, i64 %t1365
  br i1 %t57, label %whole1367, label %part1368
whole1367:
  %t1369 = getelementptr float, ptr %t1366, i64 0
  store <16 x float> %t1352, ptr %t1369, align 4
  %t1370 = getelementptr float, ptr %t1366, i64 16
  store <16 x float> %t1363, ptr %t1370, align 4
  br label %rowdone1331
part1368:
  %t1371 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1352, ptr %t1371, align 4
  %t1372 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1363, ptr %t1372, align 4
  store i64 0, ptr %c1373
  br label %head1374
head1374:
  %i1377 = load i64, ptr %c1373
  %t1378 = icmp slt i64 %i1377, %t24
  br i1 %t1378, label %body1375, label %done1376
body1375:
  %t1379 = getelementptr float, ptr %rowbuf, i64 %i1377
  %t1380 = load float, ptr %t1379, align 4
  %t1381 = getelementptr float, ptr %t1366, i64 %i1377
  store float %t1380, ptr %t1381, align 4
  %t1382 = add nsw i64 %i1377, 1
  store i64 %t1382, ptr %c1373
  br label %head1374
done1376:
  br label %rowdone1331
rowdone1331:
  %t1385 = icmp slt i64 25, %t21
  br i1 %t1385, label %row1383, label %rowdone1384
row1383:
  %t1386 = add i64 %t17, 25
  %t1387 = getelementptr i32, ptr %buf.radd, i64 %t1386
  %t1388 = load i32, ptr %t1387, align 4
  %t1389 = insertelement <16 x i32> poison, i32 %t1388, i64 0
  %t1390 = shufflevector <16 x i32> %t1389, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1391 = getelementptr i32, ptr %buf.rmul, i64 %t1386
  %t1392 = load i32, ptr %t1391, align 4
  %t1393 = insertelement <16 x i32> poison, i32 %t1392, i64 0
  %t1394 = shufflevector <16 x i32> %t1393, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1395 = mul i64 %t28, 2
  %t1396 = add i64 %t1395, 50
  %t1397 = getelementptr <16 x i32>, ptr %tile, i64 %t1396
  %t1398 = load <16 x i32>, ptr %t1397, align 4
  %t1399 = bitcast <16 x i32> %t1398 to <16 x float>
  %t1400 = fmul <16 x float> %t1399, %t47
  %t1401 = fadd <16 x float> %t1400, %t53
  %t1402 = fcmp olt <16 x float> %t1401, splat (float 0x0000000000000000)
  %t1403 = select <16 x i1> %t1402, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1401
  %t1404 = fcmp ogt <16 x float> %t1403, splat (float 0x4018000000000000)
  %t1405 = select <16 x i1> %t1404, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1403
  %t1406 = mul i64 %t28, 2
  %t1407 = add i64 %t1406, 51
  %t1408 = getelementptr <16 x i32>, ptr %tile, i64 %t1407
  %t1409 = load <16 x i32>, ptr %t1408, align 4
  %t1410 = bitcast <16 x i32> %t1409 to <16 x float>
  %t1411 = fmul <16 x float> %t1410, %t50
  %t1412 = fadd <16 x float> %t1411, %t56
  %t1413 = fcmp olt <16 x float> %t1412, splat (float 0x0000000000000000)
  %t1414 = select <16 x i1> %t1413, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1412
  %t1415 = fcmp ogt <16 x float> %t1414, splat (float 0x4018000000000000)
  %t1416 = select <16 x i1> %t1415, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1414
  %t1417 = mul i64 %t1386, %size.ldc
  %t1418 = add i64 %t1417, %t18
  %t1419 = getelementptr float, ptr %buf.c, i64 %t1418
  br i1 %t57, label %whole1420, label %part1421
whole1420:
  %t1422 = getelementptr float, ptr %t1419, i64 0
  store <16 x float> %t1405, ptr %t1422, align 4
  %t1423 = getelementptr float, ptr %t1419, i64 16
  store <16 x float> %t1416, ptr %t1423, align 4
  br label %rowdone1384
part1421:
  %t1424 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1405, ptr %t1424, align 4
  %t1425 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1416, ptr %t1425, align 4
  store i64 0, ptr %c1426
  br label %head1427
head1427:
  %i1430 = load i64, ptr %c1426
  %t1431 = icmp slt i64 %i1430, %t24
  br i1 %t1431, label %body1428, label %done1429
body1428:
  %t1432 = getelementptr float, ptr %rowbuf, i64 %i1430
  %t1433 = load float, ptr %t1432, align 4
  %t1434 = getelementptr float, ptr %t1419, i64 %i1430
  store float %t1433, ptr %t1434, align 4
  %t1435 = add nsw i64 %i1430, 1
  store i64 %t1435, ptr %c1426
  br label %head1427
done1429:
  br label %rowdone1384
rowdone1384:
  %t1438 = icmp slt i64 26, %t21
  br i1 %t1438, label %row1436, label %rowdone1437
row1436:
  %t1439 = add i64 %t17, 26
  %t1440 = getelementptr i32, ptr %buf.radd, i64 %t1439
  %t1441 = load i32, ptr %t1440, align 4
  %t1442 = insertelement <16 x i32> poison, i32 %t1441, i64 0
  %t1443 = shufflevector <16 x i32> %t1442, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1444 = getelementptr i32, ptr %buf.rmul, i64 %t1439
  %t1445 = load i32, ptr %t1444, align 4
  %t1446 = insertelement <16 x i32> poison, i32 %t1445, i64 0
  %t1447 = shufflevector <16 x i32> %t1446, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1448 = mul i64 %t28, 2
  %t1449 = add i64 %t1448, 52
  %t1450 = getelementptr <16 x i32>, ptr %tile, i64 %t1449
  %t1451 = load <16 x i32>, ptr %t1450, align 4
  %t1452 = bitcast <16 x i32> %t1451 to <16 x float>
  %t1453 = fmul <16 x float> %t1452, %t47
  %t1454 = fadd <16 x float> %t1453, %t53
  %t1455 = fcmp olt <16 x float> %t1454, splat (float 0x0000000000000000)
  %t1456 = select <16 x i1> %t1455, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1454
  %t1457 = fcmp ogt <16 x float> %t1456, splat (float 0x4018000000000000)
  %t1458 = select <16 x i1> %t1457, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1456
  %t1459 = mul i64 %t28, 2
  %t1460 = add i64 %t1459, 53
  %t1461 = getelementptr <16 x i32>, ptr %tile, i64 %t1460
  %t1462 = load <16 x i32>, ptr %t1461, align 4
  %t1463 = bitcast <16 x i32> %t1462 to <16 x float>
  %t1464 = fmul <16 x float> %t1463, %t50
  %t1465 = fadd <16 x float> %t1464, %t56
  %t1466 = fcmp olt <16 x float> %t1465, splat (float 0x0000000000000000)
  %t1467 = select <16 x i1> %t1466, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1465
  %t1468 = fcmp ogt <16 x float> %t1467, splat (float 0x4018000000000000)
  %t1469 = select <16 x i1> %t1468, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1467
  %t1470 = mul i64 %t1439, %size.ldc
  %t1471 = add i64 %t1470, %t18
  %t1472 = getelementptr float, ptr %buf.c, i64 %t1471
  br i1 %t57, label %whole1473, label %part1474
whole1473:
  %t1475 = getelementptr float, ptr %t1472, i64 0
  store <16 x float> %t1458, ptr %t1475, align 4
  %t1476 = getelementptr float, ptr %t1472, i64 16
  store <16 x float> %t1469, ptr %t1476, align 4
  br label %rowdone1437
part1474:
  %t1477 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1458, ptr %t1477, align 4
  %t1478 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1469, ptr %t1478, align 4
  store i64 0, ptr %c1479
  br label %head1480
head1480:
  %i1483 = load i64, ptr %c1479
  %t1484 = icmp slt i64 %i1483, %t24
  br i1 %t1484, label %body1481, label %done1482
body1481:
  %t1485 = getelementptr float, ptr %rowbuf, i64 %i1483
  %t1486 = load float, ptr %t1485, align 4
  %t1487 = getelementptr float, ptr %t1472, i64 %i1483
  store float %t1486, ptr %t1487, align 4
  %t1488 = add nsw i64 %i1483, 1
  store i64 %t1488, ptr %c1479
  br label %head1480
done1482:
  br label %rowdone1437
rowdone1437:
  %t1491 = icmp slt i64 27, %t21
  br i1 %t1491, label %row1489, label %rowdone1490
row1489:
  %t1492 = add i64 %t17, 27
  %t1493 = getelementptr i32, ptr %buf.radd, i64 %t1492
  %t1494 = load i32, ptr %t1493, align 4
  %t1495 = insertelement <16 x i32> poison, i32 %t1494, i64 0
  %t1496 = shufflevector <16 x i32> %t1495, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1497 = getelementptr i32, ptr %buf.rmul, i64 %t1492
  %t1498 = load i32, ptr %t1497, align 4
  %t1499 = insertelement <16 x i32> poison, i32 %t1498, i64 0
  %t1500 = shufflevector <16 x i32> %t1499, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1501 = mul i64 %t28, 2
  %t1502 = add i64 %t1501, 54
  %t1503 = getelementptr <16 x i32>, ptr %tile, i64 %t1502
  %t1504 = load <16 x i32>, ptr %t1503, align 4
  %t1505 = bitcast <16 x i32> %t1504 to <16 x float>
  %t1506 = fmul <16 x float> %t1505, %t47
  %t1507 = fadd <16 x float> %t1506, %t53
  %t1508 = fcmp olt <16 x float> %t1507, splat (float 0x0000000000000000)
  %t1509 = select <16 x i1> %t1508, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1507
  %t1510 = fcmp ogt <16 x float> %t1509, splat (float 0x4018000000000000)
  %t1511 = select <16 x i1> %t1510, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1509
  %t1512 = mul i64 %t28, 2
  %t1513 = add i64 %t1512, 55
  %t1514 = getelementptr <16 x i32>, ptr %tile, i64 %t1513
  %t1515 = load <16 x i32>, ptr %t1514, align 4
  %t1516 = bitcast <16 x i32> %t1515 to <16 x float>
  %t1517 = fmul <16 x float> %t1516, %t50
  %t1518 = fadd <16 x float> %t1517, %t56
  %t1519 = fcmp olt <16 x float> %t1518, splat (float 0x0000000000000000)
  %t1520 = select <16 x i1> %t1519, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1518
  %t1521 = fcmp ogt <16 x float> %t1520, splat (float 0x4018000000000000)
  %t1522 = select <16 x i1> %t1521, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1520
  %t1523 = mul i64 %t1492, %size.ldc
  %t1524 = add i64 %t1523, %t18
  %t1525 = getelementptr float, ptr %buf.c, i64 %t1524
  br i1 %t57, label %whole1526, label %part1527
whole1526:
  %t1528 = getelementptr float, ptr %t1525, i64 0
  store <16 x float> %t1511, ptr %t1528, align 4
  %t1529 = getelementptr float, ptr %t1525, i64 16
  store <16 x float> %t1522, ptr %t1529, align 4
  br label %rowdone1490
part1527:
  %t1530 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1511, ptr %t1530, align 4
  %t1531 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1522, ptr %t1531, align 4
  store i64 0, ptr %c1532
  br label %head1533
head1533:
  %i1536 = load i64, ptr %c1532
  %t1537 = icmp slt i64 %i1536, %t24
  br i1 %t1537, label %body1534, label %done1535
body1534:
  %t1538 = getelementptr float, ptr %rowbuf, i64 %i1536
  %t1539 = load float, ptr %t1538, align 4
  %t1540 = getelementptr float, ptr %t1525, i64 %i1536
  store float %t1539, ptr %t1540, align 4
  %t1541 = add nsw i64 %i1536, 1
  store i64 %t1541, ptr %c1532
  br label %head1533
done1535:
  br label %rowdone1490
rowdone1490:
  %t1544 = icmp slt i64 28, %t21
  br i1 %t1544, label %row1542, label %rowdone1543
row1542:
  %t1545 = add i64 %t17, 28
  %t1546 = getelementptr i32, ptr %buf.radd, i64 %t1545
  %t1547 = load i32, ptr %t1546, align 4
  %t1548 = insertelement <16 x i32> poison, i32 %t1547, i64 0
  %t1549 = shufflevector <16 x i32> %t1548, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1550 = getelementptr i32, ptr %buf.rmul, i64 %t1545
  %t1551 = load i32, ptr %t1550, align 4
  %t1552 = insertelement <16 x i32> poison, i32 %t1551, i64 0
  %t1553 = shufflevector <16 x i32> %t1552, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1554 = mul i64 %t28, 2
  %t1555 = add i64 %t1554, 56
  %t1556 = getelementptr <16 x i32>, ptr %tile, i64 %t1555
  %t1557 = load <16 x i32>, ptr %t1556, align 4
  %t1558 = bitcast <16 x i32> %t1557 to <16 x float>
  %t1559 = fmul <16 x float> %t1558, %t47
  %t1560 = fadd <16 x float> %t1559, %t53
  %t1561 = fcmp olt <16 x float> %t1560, splat (float 0x0000000000000000)
  %t1562 = select <16 x i1> %t1561, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1560
  %t1563 = fcmp ogt <16 x float> %t1562, splat (float 0x4018000000000000)
  %t1564 = select <16 x i1> %t1563, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1562
  %t1565 = mul i64 %t28, 2
  %t1566 = add i64 %t1565, 57
  %t1567 = getelementptr <16 x i32>, ptr %tile, i64 %t1566
  %t1568 = load <16 x i32>, ptr %t1567, align 4
  %t1569 = bitcast <16 x i32> %t1568 to <16 x float>
  %t1570 = fmul <16 x float> %t1569, %t50
  %t1571 = fadd <16 x float> %t1570, %t56
  %t1572 = fcmp olt <16 x float> %t1571, splat (float 0x0000000000000000)
  %t1573 = select <16 x i1> %t1572, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1571
  %t1574 = fcmp ogt <16 x float> %t1573, splat (float 0x4018000000000000)
  %t1575 = select <16 x i1> %t1574, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1573
  %t1576 = mul i64 %t1545, %size.ldc
  %t1577 = add i64 %t1576, %t18
  %t1578 = getelementptr float, ptr %buf.c, i64 %t1577
  br i1 %t57, label %whole1579, label %part1580
whole1579:
  %t1581 = getelementptr float, ptr %t1578, i64 0
  store <16 x float> %t1564, ptr %t1581, align 4
  %t1582 = getelementptr float, ptr %t1578, i64 16
  store <16 x float> %t1575, ptr %t1582, align 4
  br label %rowdone1543
part1580:
  %t1583 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1564, ptr %t1583, align 4
  %t1584 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1575, ptr %t1584, align 4
  store i64 0, ptr %c1585
  br label %head1586
head1586:
  %i1589 = load i64, ptr %c1585
  %t1590 = icmp slt i64 %i1589, %t24
  br i1 %t1590, label %body1587, label %done1588
body1587:
  %t1591 = getelementptr float, ptr %rowbuf, i64 %i1589
  %t1592 = load float, ptr %t1591, align 4
  %t1593 = getelementptr float, ptr %t1578, i64 %i1589
  store float %t1592, ptr %t1593, align 4
  %t1594 = add nsw i64 %i1589, 1
  store i64 %t1594, ptr %c1585
  br label %head1586
done1588:
  br label %rowdone1543
rowdone1543:
  %t1597 = icmp slt i64 29, %t21
  br i1 %t1597, label %row1595, label %rowdone1596
row1595:
  %t1598 = add i64 %t17, 29
  %t1599 = getelementptr i32, ptr %buf.radd, i64 %t1598
  %t1600 = load i32, ptr %t1599, align 4
  %t1601 = insertelement <16 x i32> poison, i32 %t1600, i64 0
  %t1602 = shufflevector <16 x i32> %t1601, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1603 = getelementptr i32, ptr %buf.rmul, i64 %t1598
  %t1604 = load i32, ptr %t1603, align 4
  %t1605 = insertelement <16 x i32> poison, i32 %t1604, i64 0
  %t1606 = shufflevector <16 x i32> %t1605, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1607 = mul i64 %t28, 2
  %t1608 = add i64 %t1607, 58
  %t1609 = getelementptr <16 x i32>, ptr %tile, i64 %t1608
  %t1610 = load <16 x i32>, ptr %t1609, align 4
  %t1611 = bitcast <16 x i32> %t1610 to <16 x float>
  %t1612 = fmul <16 x float> %t1611, %t47
  %t1613 = fadd <16 x float> %t1612, %t53
  %t1614 = fcmp olt <16 x float> %t1613, splat (float 0x0000000000000000)
  %t1615 = select <16 x i1> %t1614, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1613
  %t1616 = fcmp ogt <16 x float> %t1615, splat (float 0x4018000000000000)
  %t1617 = select <16 x i1> %t1616, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1615
  %t1618 = mul i64 %t28, 2
  %t1619 = add i64 %t1618, 59
  %t1620 = getelementptr <16 x i32>, ptr %tile, i64 %t1619
  %t1621 = load <16 x i32>, ptr %t1620, align 4
  %t1622 = bitcast <16 x i32> %t1621 to <16 x float>
  %t1623 = fmul <16 x float> %t1622, %t50
  %t1624 = fadd <16 x float> %t1623, %t56
  %t1625 = fcmp olt <16 x float> %t1624, splat (float 0x0000000000000000)
  %t1626 = select <16 x i1> %t1625, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1624
  %t1627 = fcmp ogt <16 x float> %t1626, splat (float 0x4018000000000000)
  %t1628 = select <16 x i1> %t1627, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1626
  %t1629 = mul i64 %t1598, %size.ldc
  %t1630 = add i64 %t1629, %t18
  %t1631 = getelementptr float, ptr %buf.c, i64 %t1630
  br i1 %t57, label %whole1632, label %part1633
whole1632:
  %t1634 = getelementptr float, ptr %t1631, i64 0
  store <16 x float> %t1617, ptr %t1634, align 4
  %t1635 = getelementptr float, ptr %t1631, i64 16
  store <16 x float> %t1628, ptr %t1635, align 4
  br label %rowdone1596
part1633:
  %t1636 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1617, ptr %t1636, align 4
  %t1637 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1628, ptr %t1637, align 4
  store i64 0, ptr %c1638
  br label %head1639
head1639:
  %i1642 = load i64, ptr %c1638
  %t1643 = icmp slt i64 %i1642, %t24
  br i1 %t1643, label %body1640, label %done1641
body1640:
  %t1644 = getelementptr float, ptr %rowbuf, i64 %i1642
  %t1645 = load float, ptr %t1644, align 4
  %t1646 = getelementptr float, ptr %t1631, i64 %i1642
  store float %t1645, ptr %t1646, align 4
  %t1647 = add nsw i64 %i1642, 1
  store i64 %t1647, ptr %c1638
  br label %head1639
done1641:
  br label %rowdone1596
rowdone1596:
  %t1650 = icmp slt i64 30, %t21
  br i1 %t1650, label %row1648, label %rowdone1649
row1648:
  %t1651 = add i64 %t17, 30
  %t1652 = getelementptr i32, ptr %buf.radd, i64 %t1651
  %t1653 = load i32, ptr %t1652, align 4
  %t1654 = insertelement <16 x i32> poison, i32 %t1653, i64 0
  %t1655 = shufflevector <16 x i32> %t1654, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1656 = getelementptr i32, ptr %buf.rmul, i64 %t1651
  %t1657 = load i32, ptr %t1656, align 4
  %t1658 = insertelement <16 x i32> poison, i32 %t1657, i64 0
  %t1659 = shufflevector <16 x i32> %t1658, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1660 = mul i64 %t28, 2
  %t1661 = add i64 %t1660, 60
  %t1662 = getelementptr <16 x i32>, ptr %tile, i64 %t1661
  %t1663 = load <16 x i32>, ptr %t1662, align 4
  %t1664 = bitcast <16 x i32> %t1663 to <16 x float>
  %t1665 = fmul <16 x float> %t1664, %t47
  %t1666 = fadd <16 x float> %t1665, %t53
  %t1667 = fcmp olt <16 x float> %t1666, splat (float 0x0000000000000000)
  %t1668 = select <16 x i1> %t1667, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1666
  %t1669 = fcmp ogt <16 x float> %t1668, splat (float 0x4018000000000000)
  %t1670 = select <16 x i1> %t1669, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1668
  %t1671 = mul i64 %t28, 2
  %t1672 = add i64 %t1671, 61
  %t1673 = getelementptr <16 x i32>, ptr %tile, i64 %t1672
  %t1674 = load <16 x i32>, ptr %t1673, align 4
  %t1675 = bitcast <16 x i32> %t1674 to <16 x float>
  %t1676 = fmul <16 x float> %t1675, %t50
  %t1677 = fadd <16 x float> %t1676, %t56
  %t1678 = fcmp olt <16 x float> %t1677, splat (float 0x0000000000000000)
  %t1679 = select <16 x i1> %t1678, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1677
  %t1680 = fcmp ogt <16 x float> %t1679, splat (float 0x4018000000000000)
  %t1681 = select <16 x i1> %t1680, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1679
  %t1682 = mul i64 %t1651, %size.ldc
  %t1683 = add i64 %t1682, %t18
  %t1684 = getelementptr float, ptr %buf.c, i64 %t1683
  br i1 %t57, label %whole1685, label %part1686
whole1685:
  %t1687 = getelementptr float, ptr %t1684, i64 0
  store <16 x float> %t1670, ptr %t1687, align 4
  %t1688 = getelementptr float, ptr %t1684, i64 16
  store <16 x float> %t1681, ptr %t1688, align 4
  br label %rowdone1649
part1686:
  %t1689 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1670, ptr %t1689, align 4
  %t1690 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1681, ptr %t1690, align 4
  store i64 0, ptr %c1691
  br label %head1692
head1692:
  %i1695 = load i64, ptr %c1691
  %t1696 = icmp slt i64 %i1695, %t24
  br i1 %t1696, label %body1693, label %done1694
body1693:
  %t1697 = getelementptr float, ptr %rowbuf, i64 %i1695
  %t1698 = load float, ptr %t1697, align 4
  %t1699 = getelementptr float, ptr %t1684, i64 %i1695
  store float %t1698, ptr %t1699, align 4
  %t1700 = add nsw i64 %i1695, 1
  store i64 %t1700, ptr %c1691
  br label %head1692
done1694:
  br label %rowdone1649
rowdone1649:
  %t1703 = icmp slt i64 31, %t21
  br i1 %t1703, label %row1701, label %rowdone1702
row1701:
  %t1704 = add i64 %t17, 31
  %t1705 = getelementptr i32, ptr %buf.radd, i64 %t1704
  %t1706 = load i32, ptr %t1705, align 4
  %t1707 = insertelement <16 x i32> poison, i32 %t1706, i64 0
  %t1708 = shufflevector <16 x i32> %t1707, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1709 = getelementptr i32, ptr %buf.rmul, i64 %t1704
  %t1710 = load i32, ptr %t1709, align 4
  %t1711 = insertelement <16 x i32> poison, i32 %t1710, i64 0
  %t1712 = shufflevector <16 x i32> %t1711, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1713 = mul i64 %t28, 2
  %t1714 = add i64 %t1713, 62
  %t1715 = getelementptr <16 x i32>, ptr %tile, i64 %t1714
  %t1716 = load <16 x i32>, ptr %t1715, align 4
  %t1717 = bitcast <16 x i32> %t1716 to <16 x float>
  %t1718 = fmul <16 x float> %t1717, %t47
  %t1719 = fadd <16 x float> %t1718, %t53
  %t1720 = fcmp olt <16 x float> %t1719, splat (float 0x0000000000000000)
  %t1721 = select <16 x i1> %t1720, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1719
  %t1722 = fcmp ogt <16 x float> %t1721, splat (float 0x4018000000000000)
  %t1723 = select <16 x i1> %t1722, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1721
  %t1724 = mul i64 %t28, 2
  %t1725 = add i64 %t1724, 63
  %t1726 = getelementptr <16 x i32>, ptr %tile, i64 %t1725
  %t1727 = load <16 x i32>, ptr %t1726, align 4
  %t1728 = bitcast <16 x i32> %t1727 to <16 x float>
  %t1729 = fmul <16 x float> %t1728, %t50
  %t1730 = fadd <16 x float> %t1729, %t56
  %t1731 = fcmp olt <16 x float> %t1730, splat (float 0x0000000000000000)
  %t1732 = select <16 x i1> %t1731, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1730
  %t1733 = fcmp ogt <16 x float> %t1732, splat (float 0x4018000000000000)
  %t1734 = select <16 x i1> %t1733, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1732
  %t1735 = mul i64 %t1704, %size.ldc
  %t1736 = add i64 %t1735, %t18
  %t1737 = getelementptr float, ptr %buf.c, i64 %t1736
  br i1 %t57, label %whole1738, label %part1739
whole1738:
  %t1740 = getelementptr float, ptr %t1737, i64 0
  store <16 x float> %t1723, ptr %t1740, align 4
  %t1741 = getelementptr float, ptr %t1737, i64 16
  store <16 x float> %t1734, ptr %t1741, align 4
  br label %rowdone1702
part1739:
  %t1742 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1723, ptr %t1742, align 4
  %t1743 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1734, ptr %t1743, align 4
  store i64 0, ptr %c1744
  br label %head1745
head1745:
  %i1748 = load i64, ptr %c1744
  %t1749 = icmp slt i64 %i1748, %t24
  br i1 %t1749, label %body1746, label %done1747
body1746:
  %t1750 = getelementptr float, ptr %rowbuf, i64 %i1748
  %t1751 = load float, ptr %t1750, align 4
  %t1752 = getelementptr float, ptr %t1737, i64 %i1748
  store float %t1751, ptr %t1752, align 4
  %t1753 = add nsw i64 %i1748, 1
  store i64 %t1753, ptr %c1744
  br label %head1745
done1747:
  br label %rowdone1702
rowdone1702:
  %t1754 = add nsw i64 %i13, 1
  store i64 %t1754, ptr %c9
  br label %head10
done12:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
