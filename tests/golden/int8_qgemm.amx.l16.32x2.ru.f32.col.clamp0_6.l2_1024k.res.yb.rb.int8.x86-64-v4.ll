declare <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float>)
declare <16 x i16> @llvm.masked.load.v16i16.p0(ptr, <16 x i1>, <16 x i16>)
declare void @llvm.x86.tilestored64.internal(i16, i16, ptr, i64, x86_amx)
declare x86_amx @llvm.x86.tdpbf16ps.internal(i16, i16, i16, x86_amx, x86_amx, x86_amx)
declare x86_amx @llvm.x86.tileloadd64.internal(i16, i16, ptr, i64)
declare x86_amx @llvm.x86.tilezero.internal(i16, i16)

define internal void @"jr.qgemm.amx.l16.32x2.ru.f32.col.clamp0_6.l2_1024k.res.yb.rb.mk"(ptr %r, i64 %rs, i64 %nrows, ptr %p, i64 %kg, ptr %out) alwaysinline nounwind {
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

define void @"jr.qgemm.amx.l16.32x2.ru.f32.col.clamp0_6.l2_1024k.res.yb.rb"(ptr noalias %buf.r, ptr noalias %buf.p, ptr noalias %buf.radd, ptr noalias %buf.cadd, ptr noalias %buf.rmul, ptr noalias %buf.cmul, ptr noalias %buf.scale, ptr noalias %buf.bias, ptr noalias %buf.res, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.m, i64 %size.n, i64 %size.kg, i64 %size.rs, i64 %size.ldc, i64 %size.zp, i64 %range.lo, i64 %range.hi) nounwind "no-builtins" {
entry:
  %tile = alloca [64 x <16 x i32>], align 64
  %rowbuf = alloca [32 x i16], align 64
  %c13 = alloca i64
  %c139 = alloca i64
  %c214 = alloca i64
  %c289 = alloca i64
  %c364 = alloca i64
  %c439 = alloca i64
  %c514 = alloca i64
  %c589 = alloca i64
  %c664 = alloca i64
  %c739 = alloca i64
  %c814 = alloca i64
  %c889 = alloca i64
  %c964 = alloca i64
  %c1039 = alloca i64
  %c1114 = alloca i64
  %c1189 = alloca i64
  %c1264 = alloca i64
  %c1339 = alloca i64
  %c1414 = alloca i64
  %c1489 = alloca i64
  %c1564 = alloca i64
  %c1639 = alloca i64
  %c1714 = alloca i64
  %c1789 = alloca i64
  %c1864 = alloca i64
  %c1939 = alloca i64
  %c2014 = alloca i64
  %c2089 = alloca i64
  %c2164 = alloca i64
  %c2239 = alloca i64
  %c2314 = alloca i64
  %c2389 = alloca i64
  %c2464 = alloca i64
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
  call void @"jr.qgemm.amx.l16.32x2.ru.f32.col.clamp0_6.l2_1024k.res.yb.rb.mk"(ptr %t38, i64 %size.rs, i64 %t29, ptr %t40, i64 %size.kg, ptr %tile)
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
  %t66 = sub i64 %t32, 0
  %t67 = insertelement <16 x i64> poison, i64 %t66, i64 0
  %t68 = shufflevector <16 x i64> %t67, <16 x i64> poison, <16 x i32> zeroinitializer
  %t69 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t68
  %t70 = sub i64 %t32, 16
  %t71 = insertelement <16 x i64> poison, i64 %t70, i64 0
  %t72 = shufflevector <16 x i64> %t71, <16 x i64> poison, <16 x i32> zeroinitializer
  %t73 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t72
  %t76 = icmp slt i64 0, %t29
  br i1 %t76, label %row74, label %rowdone75
row74:
  %t77 = add i64 %t25, 0
  %t78 = getelementptr i32, ptr %buf.radd, i64 %t77
  %t79 = load i32, ptr %t78, align 4
  %t80 = insertelement <16 x i32> poison, i32 %t79, i64 0
  %t81 = shufflevector <16 x i32> %t80, <16 x i32> poison, <16 x i32> zeroinitializer
  %t82 = getelementptr i32, ptr %buf.rmul, i64 %t77
  %t83 = load i32, ptr %t82, align 4
  %t84 = insertelement <16 x i32> poison, i32 %t83, i64 0
  %t85 = shufflevector <16 x i32> %t84, <16 x i32> poison, <16 x i32> zeroinitializer
  %t86 = mul i64 %t36, 2
  %t87 = add i64 %t86, 0
  %t88 = getelementptr <16 x i32>, ptr %tile, i64 %t87
  %t89 = load <16 x i32>, ptr %t88, align 4
  %t90 = mul i64 %t77, %size.ldc
  %t91 = add i64 %t90, %t26
  %t92 = add i64 %t91, 0
  %t93 = getelementptr i16, ptr %buf.res, i64 %t92
  %t94 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t93, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t95 = zext <16 x i16> %t94 to <16 x i32>
  %t96 = shl <16 x i32> %t95, splat (i32 16)
  %t97 = bitcast <16 x i32> %t96 to <16 x float>
  %t98 = bitcast <16 x i32> %t89 to <16 x float>
  %t99 = fmul <16 x float> %t98, %t55
  %t100 = fadd <16 x float> %t99, %t61
  %t101 = fadd <16 x float> %t100, %t97
  %t102 = fcmp olt <16 x float> %t101, splat (float 0x0000000000000000)
  %t103 = select <16 x i1> %t102, <16 x float> splat (float 0x0000000000000000), <16 x float> %t101
  %t104 = fcmp ogt <16 x float> %t103, splat (float 0x4018000000000000)
  %t105 = select <16 x i1> %t104, <16 x float> splat (float 0x4018000000000000), <16 x float> %t103
  %t106 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t105)
  %t107 = bitcast <16 x bfloat> %t106 to <16 x i16>
  %t108 = mul i64 %t36, 2
  %t109 = add i64 %t108, 1
  %t110 = getelementptr <16 x i32>, ptr %tile, i64 %t109
  %t111 = load <16 x i32>, ptr %t110, align 4
  %t112 = mul i64 %t77, %size.ldc
  %t113 = add i64 %t112, %t26
  %t114 = add i64 %t113, 16
  %t115 = getelementptr i16, ptr %buf.res, i64 %t114
  %t116 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t115, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t117 = zext <16 x i16> %t116 to <16 x i32>
  %t118 = shl <16 x i32> %t117, splat (i32 16)
  %t119 = bitcast <16 x i32> %t118 to <16 x float>
  %t120 = bitcast <16 x i32> %t111 to <16 x float>
  %t121 = fmul <16 x float> %t120, %t58
  %t122 = fadd <16 x float> %t121, %t64
  %t123 = fadd <16 x float> %t122, %t119
  %t124 = fcmp olt <16 x float> %t123, splat (float 0x0000000000000000)
  %t125 = select <16 x i1> %t124, <16 x float> splat (float 0x0000000000000000), <16 x float> %t123
  %t126 = fcmp ogt <16 x float> %t125, splat (float 0x4018000000000000)
  %t127 = select <16 x i1> %t126, <16 x float> splat (float 0x4018000000000000), <16 x float> %t125
  %t128 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t127)
  %t129 = bitcast <16 x bfloat> %t128 to <16 x i16>
  %t130 = mul i64 %t77, %size.ldc
  %t131 = add i64 %t130, %t26
  %t132 = getelementptr i16, ptr %buf.c, i64 %t131
  br i1 %t65, label %whole133, label %part134
whole133:
  %t135 = getelementptr i16, ptr %t132, i64 0
  store <16 x i16> %t107, ptr %t135, align 2
  %t136 = getelementptr i16, ptr %t132, i64 16
  store <16 x i16> %t129, ptr %t136, align 2
  br label %rowdone75
part134:
  %t137 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t107, ptr %t137, align 2
  %t138 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t129, ptr %t138, align 2
  store i64 0, ptr %c139
  br label %head140
head140:
  %i143 = load i64, ptr %c139
  %t144 = icmp slt i64 %i143, %t32
  br i1 %t144, label %body141, label %done142
body141:
  %t145 = getelementptr i16, ptr %rowbuf, i64 %i143
  %t146 = load i16, ptr %t145, align 2
  %t147 = getelementptr i16, ptr %t132, i64 %i143
  store i16 %t146, ptr %t147, align 2
  %t148 = add nsw i64 %i143, 1
  store i64 %t148, ptr %c139
  br label %head140
done142:
  br label %rowdone75
rowdone75:
  %t151 = icmp slt i64 1, %t29
  br i1 %t151, label %row149, label %rowdone150
row149:
  %t152 = add i64 %t25, 1
  %t153 = getelementptr i32, ptr %buf.radd, i64 %t152
  %t154 = load i32, ptr %t153, align 4
  %t155 = insertelement <16 x i32> poison, i32 %t154, i64 0
  %t156 = shufflevector <16 x i32> %t155, <16 x i32> poison, <16 x i32> zeroinitializer
  %t157 = getelementptr i32, ptr %buf.rmul, i64 %t152
  %t158 = load i32, ptr %t157, align 4
  %t159 = insertelement <16 x i32> poison, i32 %t158, i64 0
  %t160 = shufflevector <16 x i32> %t159, <16 x i32> poison, <16 x i32> zeroinitializer
  %t161 = mul i64 %t36, 2
  %t162 = add i64 %t161, 2
  %t163 = getelementptr <16 x i32>, ptr %tile, i64 %t162
  %t164 = load <16 x i32>, ptr %t163, align 4
  %t165 = mul i64 %t152, %size.ldc
  %t166 = add i64 %t165, %t26
  %t167 = add i64 %t166, 0
  %t168 = getelementptr i16, ptr %buf.res, i64 %t167
  %t169 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t168, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t170 = zext <16 x i16> %t169 to <16 x i32>
  %t171 = shl <16 x i32> %t170, splat (i32 16)
  %t172 = bitcast <16 x i32> %t171 to <16 x float>
  %t173 = bitcast <16 x i32> %t164 to <16 x float>
  %t174 = fmul <16 x float> %t173, %t55
  %t175 = fadd <16 x float> %t174, %t61
  %t176 = fadd <16 x float> %t175, %t172
  %t177 = fcmp olt <16 x float> %t176, splat (float 0x0000000000000000)
  %t178 = select <16 x i1> %t177, <16 x float> splat (float 0x0000000000000000), <16 x float> %t176
  %t179 = fcmp ogt <16 x float> %t178, splat (float 0x4018000000000000)
  %t180 = select <16 x i1> %t179, <16 x float> splat (float 0x4018000000000000), <16 x float> %t178
  %t181 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t180)
  %t182 = bitcast <16 x bfloat> %t181 to <16 x i16>
  %t183 = mul i64 %t36, 2
  %t184 = add i64 %t183, 3
  %t185 = getelementptr <16 x i32>, ptr %tile, i64 %t184
  %t186 = load <16 x i32>, ptr %t185, align 4
  %t187 = mul i64 %t152, %size.ldc
  %t188 = add i64 %t187, %t26
  %t189 = add i64 %t188, 16
  %t190 = getelementptr i16, ptr %buf.res, i64 %t189
  %t191 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t190, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t192 = zext <16 x i16> %t191 to <16 x i32>
  %t193 = shl <16 x i32> %t192, splat (i32 16)
  %t194 = bitcast <16 x i32> %t193 to <16 x float>
  %t195 = bitcast <16 x i32> %t186 to <16 x float>
  %t196 = fmul <16 x float> %t195, %t58
  %t197 = fadd <16 x float> %t196, %t64
  %t198 = fadd <16 x float> %t197, %t194
  %t199 = fcmp olt <16 x float> %t198, splat (float 0x0000000000000000)
  %t200 = select <16 x i1> %t199, <16 x float> splat (float 0x0000000000000000), <16 x float> %t198
  %t201 = fcmp ogt <16 x float> %t200, splat (float 0x4018000000000000)
  %t202 = select <16 x i1> %t201, <16 x float> splat (float 0x4018000000000000), <16 x float> %t200
  %t203 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t202)
  %t204 = bitcast <16 x bfloat> %t203 to <16 x i16>
  %t205 = mul i64 %t152, %size.ldc
  %t206 = add i64 %t205, %t26
  %t207 = getelementptr i16, ptr %buf.c, i64 %t206
  br i1 %t65, label %whole208, label %part209
whole208:
  %t210 = getelementptr i16, ptr %t207, i64 0
  store <16 x i16> %t182, ptr %t210, align 2
  %t211 = getelementptr i16, ptr %t207, i64 16
  store <16 x i16> %t204, ptr %t211, align 2
  br label %rowdone150
part209:
  %t212 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t182, ptr %t212, align 2
  %t213 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t204, ptr %t213, align 2
  store i64 0, ptr %c214
  br label %head215
head215:
  %i218 = load i64, ptr %c214
  %t219 = icmp slt i64 %i218, %t32
  br i1 %t219, label %body216, label %done217
body216:
  %t220 = getelementptr i16, ptr %rowbuf, i64 %i218
  %t221 = load i16, ptr %t220, align 2
  %t222 = getelementptr i16, ptr %t207, i64 %i218
  store i16 %t221, ptr %t222, align 2
  %t223 = add nsw i64 %i218, 1
  store i64 %t223, ptr %c214
  br label %head215
done217:
  br label %rowdone150
rowdone150:
  %t226 = icmp slt i64 2, %t29
  br i1 %t226, label %row224, label %rowdone225
row224:
  %t227 = add i64 %t25, 2
  %t228 = getelementptr i32, ptr %buf.radd, i64 %t227
  %t229 = load i32, ptr %t228, align 4
  %t230 = insertelement <16 x i32> poison, i32 %t229, i64 0
  %t231 = shufflevector <16 x i32> %t230, <16 x i32> poison, <16 x i32> zeroinitializer
  %t232 = getelementptr i32, ptr %buf.rmul, i64 %t227
  %t233 = load i32, ptr %t232, align 4
  %t234 = insertelement <16 x i32> poison, i32 %t233, i64 0
  %t235 = shufflevector <16 x i32> %t234, <16 x i32> poison, <16 x i32> zeroinitializer
  %t236 = mul i64 %t36, 2
  %t237 = add i64 %t236, 4
  %t238 = getelementptr <16 x i32>, ptr %tile, i64 %t237
  %t239 = load <16 x i32>, ptr %t238, align 4
  %t240 = mul i64 %t227, %size.ldc
  %t241 = add i64 %t240, %t26
  %t242 = add i64 %t241, 0
  %t243 = getelementptr i16, ptr %buf.res, i64 %t242
  %t244 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t243, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t245 = zext <16 x i16> %t244 to <16 x i32>
  %t246 = shl <16 x i32> %t245, splat (i32 16)
  %t247 = bitcast <16 x i32> %t246 to <16 x float>
  %t248 = bitcast <16 x i32> %t239 to <16 x float>
  %t249 = fmul <16 x float> %t248, %t55
  %t250 = fadd <16 x float> %t249, %t61
  %t251 = fadd <16 x float> %t250, %t247
  %t252 = fcmp olt <16 x float> %t251, splat (float 0x0000000000000000)
  %t253 = select <16 x i1> %t252, <16 x float> splat (float 0x0000000000000000), <16 x float> %t251
  %t254 = fcmp ogt <16 x float> %t253, splat (float 0x4018000000000000)
  %t255 = select <16 x i1> %t254, <16 x float> splat (float 0x4018000000000000), <16 x float> %t253
  %t256 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t255)
  %t257 = bitcast <16 x bfloat> %t256 to <16 x i16>
  %t258 = mul i64 %t36, 2
  %t259 = add i64 %t258, 5
  %t260 = getelementptr <16 x i32>, ptr %tile, i64 %t259
  %t261 = load <16 x i32>, ptr %t260, align 4
  %t262 = mul i64 %t227, %size.ldc
  %t263 = add i64 %t262, %t26
  %t264 = add i64 %t263, 16
  %t265 = getelementptr i16, ptr %buf.res, i64 %t264
  %t266 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t265, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t267 = zext <16 x i16> %t266 to <16 x i32>
  %t268 = shl <16 x i32> %t267, splat (i32 16)
  %t269 = bitcast <16 x i32> %t268 to <16 x float>
  %t270 = bitcast <16 x i32> %t261 to <16 x float>
  %t271 = fmul <16 x float> %t270, %t58
  %t272 = fadd <16 x float> %t271, %t64
  %t273 = fadd <16 x float> %t272, %t269
  %t274 = fcmp olt <16 x float> %t273, splat (float 0x0000000000000000)
  %t275 = select <16 x i1> %t274, <16 x float> splat (float 0x0000000000000000), <16 x float> %t273
  %t276 = fcmp ogt <16 x float> %t275, splat (float 0x4018000000000000)
  %t277 = select <16 x i1> %t276, <16 x float> splat (float 0x4018000000000000), <16 x float> %t275
  %t278 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t277)
  %t279 = bitcast <16 x bfloat> %t278 to <16 x i16>
  %t280 = mul i64 %t227, %size.ldc
  %t281 = add i64 %t280, %t26
  %t282 = getelementptr i16, ptr %buf.c, i64 %t281
  br i1 %t65, label %whole283, label %part284
whole283:
  %t285 = getelementptr i16, ptr %t282, i64 0
  store <16 x i16> %t257, ptr %t285, align 2
  %t286 = getelementptr i16, ptr %t282, i64 16
  store <16 x i16> %t279, ptr %t286, align 2
  br label %rowdone225
part284:
  %t287 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t257, ptr %t287, align 2
  %t288 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t279, ptr %t288, align 2
  store i64 0, ptr %c289
  br label %head290
head290:
  %i293 = load i64, ptr %c289
  %t294 = icmp slt i64 %i293, %t32
  br i1 %t294, label %body291, label %done292
body291:
  %t295 = getelementptr i16, ptr %rowbuf, i64 %i293
  %t296 = load i16, ptr %t295, align 2
  %t297 = getelementptr i16, ptr %t282, i64 %i293
  store i16 %t296, ptr %t297, align 2
  %t298 = add nsw i64 %i293, 1
  store i64 %t298, ptr %c289
  br label %head290
done292:
  br label %rowdone225
rowdone225:
  %t301 = icmp slt i64 3, %t29
  br i1 %t301, label %row299, label %rowdone300
row299:
  %t302 = add i64 %t25, 3
  %t303 = getelementptr i32, ptr %buf.radd, i64 %t302
  %t304 = load i32, ptr %t303, align 4
  %t305 = insertelement <16 x i32> poison, i32 %t304, i64 0
  %t306 = shufflevector <16 x i32> %t305, <16 x i32> poison, <16 x i32> zeroinitializer
  %t307 = getelementptr i32, ptr %buf.rmul, i64 %t302
  %t308 = load i32, ptr %t307, align 4
  %t309 = insertelement <16 x i32> poison, i32 %t308, i64 0
  %t310 = shufflevector <16 x i32> %t309, <16 x i32> poison, <16 x i32> zeroinitializer
  %t311 = mul i64 %t36, 2
  %t312 = add i64 %t311, 6
  %t313 = getelementptr <16 x i32>, ptr %tile, i64 %t312
  %t314 = load <16 x i32>, ptr %t313, align 4
  %t315 = mul i64 %t302, %size.ldc
  %t316 = add i64 %t315, %t26
  %t317 = add i64 %t316, 0
  %t318 = getelementptr i16, ptr %buf.res, i64 %t317
  %t319 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t318, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t320 = zext <16 x i16> %t319 to <16 x i32>
  %t321 = shl <16 x i32> %t320, splat (i32 16)
  %t322 = bitcast <16 x i32> %t321 to <16 x float>
  %t323 = bitcast <16 x i32> %t314 to <16 x float>
  %t324 = fmul <16 x float> %t323, %t55
  %t325 = fadd <16 x float> %t324, %t61
  %t326 = fadd <16 x float> %t325, %t322
  %t327 = fcmp olt <16 x float> %t326, splat (float 0x0000000000000000)
  %t328 = select <16 x i1> %t327, <16 x float> splat (float 0x0000000000000000), <16 x float> %t326
  %t329 = fcmp ogt <16 x float> %t328, splat (float 0x4018000000000000)
  %t330 = select <16 x i1> %t329, <16 x float> splat (float 0x4018000000000000), <16 x float> %t328
  %t331 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t330)
  %t332 = bitcast <16 x bfloat> %t331 to <16 x i16>
  %t333 = mul i64 %t36, 2
  %t334 = add i64 %t333, 7
  %t335 = getelementptr <16 x i32>, ptr %tile, i64 %t334
  %t336 = load <16 x i32>, ptr %t335, align 4
  %t337 = mul i64 %t302, %size.ldc
  %t338 = add i64 %t337, %t26
  %t339 = add i64 %t338, 16
  %t340 = getelementptr i16, ptr %buf.res, i64 %t339
  %t341 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t340, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t342 = zext <16 x i16> %t341 to <16 x i32>
  %t343 = shl <16 x i32> %t342, splat (i32 16)
  %t344 = bitcast <16 x i32> %t343 to <16 x float>
  %t345 = bitcast <16 x i32> %t336 to <16 x float>
  %t346 = fmul <16 x float> %t345, %t58
  %t347 = fadd <16 x float> %t346, %t64
  %t348 = fadd <16 x float> %t347, %t344
  %t349 = fcmp olt <16 x float> %t348, splat (float 0x0000000000000000)
  %t350 = select <16 x i1> %t349, <16 x float> splat (float 0x0000000000000000), <16 x float> %t348
  %t351 = fcmp ogt <16 x float> %t350, splat (float 0x4018000000000000)
  %t352 = select <16 x i1> %t351, <16 x float> splat (float 0x4018000000000000), <16 x float> %t350
  %t353 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t352)
  %t354 = bitcast <16 x bfloat> %t353 to <16 x i16>
  %t355 = mul i64 %t302, %size.ldc
  %t356 = add i64 %t355, %t26
  %t357 = getelementptr i16, ptr %buf.c, i64 %t356
  br i1 %t65, label %whole358, label %part359
whole358:
  %t360 = getelementptr i16, ptr %t357, i64 0
  store <16 x i16> %t332, ptr %t360, align 2
  %t361 = getelementptr i16, ptr %t357, i64 16
  store <16 x i16> %t354, ptr %t361, align 2
  br label %rowdone300
part359:
  %t362 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t332, ptr %t362, align 2
  %t363 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t354, ptr %t363, align 2
  store i64 0, ptr %c364
  br label %head365
head365:
  %i368 = load i64, ptr %c364
  %t369 = icmp slt i64 %i368, %t32
  br i1 %t369, label %body366, label %done367
body366:
  %t370 = getelementptr i16, ptr %rowbuf, i64 %i368
  %t371 = load i16, ptr %t370, align 2
  %t372 = getelementptr i16, ptr %t357, i64 %i368
  store i16 %t371, ptr %t372, align 2
  %t373 = add nsw i64 %i368, 1
  store i64 %t373, ptr %c364
  br label %head365
done367:
  br label %rowdone300
rowdone300:
  %t376 = icmp slt i64 4, %t29
  br i1 %t376, label %row374, label %rowdone375
row374:
  %t377 = add i64 %t25, 4
  %t378 = getelementptr i32, ptr %buf.radd, i64 %t377
  %t379 = load i32, ptr %t378, align 4
  %t380 = insertelement <16 x i32> poison, i32 %t379, i64 0
  %t381 = shufflevector <16 x i32> %t380, <16 x i32> poison, <16 x i32> zeroinitializer
  %t382 = getelementptr i32, ptr %buf.rmul, i64 %t377
  %t383 = load i32, ptr %t382, align 4
  %t384 = insertelement <16 x i32> poison, i32 %t383, i64 0
  %t385 = shufflevector <16 x i32> %t384, <16 x i32> poison, <16 x i32> zeroinitializer
  %t386 = mul i64 %t36, 2
  %t387 = add i64 %t386, 8
  %t388 = getelementptr <16 x i32>, ptr %tile, i64 %t387
  %t389 = load <16 x i32>, ptr %t388, align 4
  %t390 = mul i64 %t377, %size.ldc
  %t391 = add i64 %t390, %t26
  %t392 = add i64 %t391, 0
  %t393 = getelementptr i16, ptr %buf.res, i64 %t392
  %t394 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t393, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t395 = zext <16 x i16> %t394 to <16 x i32>
  %t396 = shl <16 x i32> %t395, splat (i32 16)
  %t397 = bitcast <16 x i32> %t396 to <16 x float>
  %t398 = bitcast <16 x i32> %t389 to <16 x float>
  %t399 = fmul <16 x float> %t398, %t55
  %t400 = fadd <16 x float> %t399, %t61
  %t401 = fadd <16 x float> %t400, %t397
  %t402 = fcmp olt <16 x float> %t401, splat (float 0x0000000000000000)
  %t403 = select <16 x i1> %t402, <16 x float> splat (float 0x0000000000000000), <16 x float> %t401
  %t404 = fcmp ogt <16 x float> %t403, splat (float 0x4018000000000000)
  %t405 = select <16 x i1> %t404, <16 x float> splat (float 0x4018000000000000), <16 x float> %t403
  %t406 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t405)
  %t407 = bitcast <16 x bfloat> %t406 to <16 x i16>
  %t408 = mul i64 %t36, 2
  %t409 = add i64 %t408, 9
  %t410 = getelementptr <16 x i32>, ptr %tile, i64 %t409
  %t411 = load <16 x i32>, ptr %t410, align 4
  %t412 = mul i64 %t377, %size.ldc
  %t413 = add i64 %t412, %t26
  %t414 = add i64 %t413, 16
  %t415 = getelementptr i16, ptr %buf.res, i64 %t414
  %t416 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t415, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t417 = zext <16 x i16> %t416 to <16 x i32>
  %t418 = shl <16 x i32> %t417, splat (i32 16)
  %t419 = bitcast <16 x i32> %t418 to <16 x float>
  %t420 = bitcast <16 x i32> %t411 to <16 x float>
  %t421 = fmul <16 x float> %t420, %t58
  %t422 = fadd <16 x float> %t421, %t64
  %t423 = fadd <16 x float> %t422, %t419
  %t424 = fcmp olt <16 x float> %t423, splat (float 0x0000000000000000)
  %t425 = select <16 x i1> %t424, <16 x float> splat (float 0x0000000000000000), <16 x float> %t423
  %t426 = fcmp ogt <16 x float> %t425, splat (float 0x4018000000000000)
  %t427 = select <16 x i1> %t426, <16 x float> splat (float 0x4018000000000000), <16 x float> %t425
  %t428 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t427)
  %t429 = bitcast <16 x bfloat> %t428 to <16 x i16>
  %t430 = mul i64 %t377, %size.ldc
  %t431 = add i64 %t430, %t26
  %t432 = getelementptr i16, ptr %buf.c, i64 %t431
  br i1 %t65, label %whole433, label %part434
whole433:
  %t435 = getelementptr i16, ptr %t432, i64 0
  store <16 x i16> %t407, ptr %t435, align 2
  %t436 = getelementptr i16, ptr %t432, i64 16
  store <16 x i16> %t429, ptr %t436, align 2
  br label %rowdone375
part434:
  %t437 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t407, ptr %t437, align 2
  %t438 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t429, ptr %t438, align 2
  store i64 0, ptr %c439
  br label %head440
head440:
  %i443 = load i64, ptr %c439
  %t444 = icmp slt i64 %i443, %t32
  br i1 %t444, label %body441, label %done442
body441:
  %t445 = getelementptr i16, ptr %rowbuf, i64 %i443
  %t446 = load i16, ptr %t445, align 2
  %t447 = getelementptr i16, ptr %t432, i64 %i443
  store i16 %t446, ptr %t447, align 2
  %t448 = add nsw i64 %i443, 1
  store i64 %t448, ptr %c439
  br label %head440
done442:
  br label %rowdone375
rowdone375:
  %t451 = icmp slt i64 5, %t29
  br i1 %t451, label %row449, label %rowdone450
row449:
  %t452 = add i64 %t25, 5
  %t453 = getelementptr i32, ptr %buf.radd, i64 %t452
  %t454 = load i32, ptr %t453, align 4
  %t455 = insertelement <16 x i32> poison, i32 %t454, i64 0
  %t456 = shufflevector <16 x i32> %t455, <16 x i32> poison, <16 x i32> zeroinitializer
  %t457 = getelementptr i32, ptr %buf.rmul, i64 %t452
  %t458 = load i32, ptr %t457, align 4
  %t459 = insertelement <16 x i32> poison, i32 %t458, i64 0
  %t460 = shufflevector <16 x i32> %t459, <16 x i32> poison, <16 x i32> zeroinitializer
  %t461 = mul i64 %t36, 2
  %t462 = add i64 %t461, 10
  %t463 = getelementptr <16 x i32>, ptr %tile, i64 %t462
  %t464 = load <16 x i32>, ptr %t463, align 4
  %t465 = mul i64 %t452, %size.ldc
  %t466 = add i64 %t465, %t26
  %t467 = add i64 %t466, 0
  %t468 = getelementptr i16, ptr %buf.res, i64 %t467
  %t469 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t468, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t470 = zext <16 x i16> %t469 to <16 x i32>
  %t471 = shl <16 x i32> %t470, splat (i32 16)
  %t472 = bitcast <16 x i32> %t471 to <16 x float>
  %t473 = bitcast <16 x i32> %t464 to <16 x float>
  %t474 = fmul <16 x float> %t473, %t55
  %t475 = fadd <16 x float> %t474, %t61
  %t476 = fadd <16 x float> %t475, %t472
  %t477 = fcmp olt <16 x float> %t476, splat (float 0x0000000000000000)
  %t478 = select <16 x i1> %t477, <16 x float> splat (float 0x0000000000000000), <16 x float> %t476
  %t479 = fcmp ogt <16 x float> %t478, splat (float 0x4018000000000000)
  %t480 = select <16 x i1> %t479, <16 x float> splat (float 0x4018000000000000), <16 x float> %t478
  %t481 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t480)
  %t482 = bitcast <16 x bfloat> %t481 to <16 x i16>
  %t483 = mul i64 %t36, 2
  %t484 = add i64 %t483, 11
  %t485 = getelementptr <16 x i32>, ptr %tile, i64 %t484
  %t486 = load <16 x i32>, ptr %t485, align 4
  %t487 = mul i64 %t452, %size.ldc
  %t488 = add i64 %t487, %t26
  %t489 = add i64 %t488, 16
  %t490 = getelementptr i16, ptr %buf.res, i64 %t489
  %t491 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t490, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t492 = zext <16 x i16> %t491 to <16 x i32>
  %t493 = shl <16 x i32> %t492, splat (i32 16)
  %t494 = bitcast <16 x i32> %t493 to <16 x float>
  %t495 = bitcast <16 x i32> %t486 to <16 x float>
  %t496 = fmul <16 x float> %t495, %t58
  %t497 = fadd <16 x float> %t496, %t64
  %t498 = fadd <16 x float> %t497, %t494
  %t499 = fcmp olt <16 x float> %t498, splat (float 0x0000000000000000)
  %t500 = select <16 x i1> %t499, <16 x float> splat (float 0x0000000000000000), <16 x float> %t498
  %t501 = fcmp ogt <16 x float> %t500, splat (float 0x4018000000000000)
  %t502 = select <16 x i1> %t501, <16 x float> splat (float 0x4018000000000000), <16 x float> %t500
  %t503 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t502)
  %t504 = bitcast <16 x bfloat> %t503 to <16 x i16>
  %t505 = mul i64 %t452, %size.ldc
  %t506 = add i64 %t505, %t26
  %t507 = getelementptr i16, ptr %buf.c, i64 %t506
  br i1 %t65, label %whole508, label %part509
whole508:
  %t510 = getelementptr i16, ptr %t507, i64 0
  store <16 x i16> %t482, ptr %t510, align 2
  %t511 = getelementptr i16, ptr %t507, i64 16
  store <16 x i16> %t504, ptr %t511, align 2
  br label %rowdone450
part509:
  %t512 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t482, ptr %t512, align 2
  %t513 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t504, ptr %t513, align 2
  store i64 0, ptr %c514
  br label %head515
head515:
  %i518 = load i64, ptr %c514
  %t519 = icmp slt i64 %i518, %t32
  br i1 %t519, label %body516, label %done517
body516:
  %t520 = getelementptr i16, ptr %rowbuf, i64 %i518
  %t521 = load i16, ptr %t520, align 2
  %t522 = getelementptr i16, ptr %t507, i64 %i518
  store i16 %t521, ptr %t522, align 2
  %t523 = add nsw i64 %i518, 1
  store i64 %t523, ptr %c514
  br label %head515
done517:
  br label %rowdone450
rowdone450:
  %t526 = icmp slt i64 6, %t29
  br i1 %t526, label %row524, label %rowdone525
row524:
  %t527 = add i64 %t25, 6
  %t528 = getelementptr i32, ptr %buf.radd, i64 %t527
  %t529 = load i32, ptr %t528, align 4
  %t530 = insertelement <16 x i32> poison, i32 %t529, i64 0
  %t531 = shufflevector <16 x i32> %t530, <16 x i32> poison, <16 x i32> zeroinitializer
  %t532 = getelementptr i32, ptr %buf.rmul, i64 %t527
  %t533 = load i32, ptr %t532, align 4
  %t534 = insertelement <16 x i32> poison, i32 %t533, i64 0
  %t535 = shufflevector <16 x i32> %t534, <16 x i32> poison, <16 x i32> zeroinitializer
  %t536 = mul i64 %t36, 2
  %t537 = add i64 %t536, 12
  %t538 = getelementptr <16 x i32>, ptr %tile, i64 %t537
  %t539 = load <16 x i32>, ptr %t538, align 4
  %t540 = mul i64 %t527, %size.ldc
  %t541 = add i64 %t540, %t26
  %t542 = add i64 %t541, 0
  %t543 = getelementptr i16, ptr %buf.res, i64 %t542
  %t544 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t543, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t545 = zext <16 x i16> %t544 to <16 x i32>
  %t546 = shl <16 x i32> %t545, splat (i32 16)
  %t547 = bitcast <16 x i32> %t546 to <16 x float>
  %t548 = bitcast <16 x i32> %t539 to <16 x float>
  %t549 = fmul <16 x float> %t548, %t55
  %t550 = fadd <16 x float> %t549, %t61
  %t551 = fadd <16 x float> %t550, %t547
  %t552 = fcmp olt <16 x float> %t551, splat (float 0x0000000000000000)
  %t553 = select <16 x i1> %t552, <16 x float> splat (float 0x0000000000000000), <16 x float> %t551
  %t554 = fcmp ogt <16 x float> %t553, splat (float 0x4018000000000000)
  %t555 = select <16 x i1> %t554, <16 x float> splat (float 0x4018000000000000), <16 x float> %t553
  %t556 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t555)
  %t557 = bitcast <16 x bfloat> %t556 to <16 x i16>
  %t558 = mul i64 %t36, 2
  %t559 = add i64 %t558, 13
  %t560 = getelementptr <16 x i32>, ptr %tile, i64 %t559
  %t561 = load <16 x i32>, ptr %t560, align 4
  %t562 = mul i64 %t527, %size.ldc
  %t563 = add i64 %t562, %t26
  %t564 = add i64 %t563, 16
  %t565 = getelementptr i16, ptr %buf.res, i64 %t564
  %t566 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t565, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t567 = zext <16 x i16> %t566 to <16 x i32>
  %t568 = shl <16 x i32> %t567, splat (i32 16)
  %t569 = bitcast <16 x i32> %t568 to <16 x float>
  %t570 = bitcast <16 x i32> %t561 to <16 x float>
  %t571 = fmul <16 x float> %t570, %t58
  %t572 = fadd <16 x float> %t571, %t64
  %t573 = fadd <16 x float> %t572, %t569
  %t574 = fcmp olt <16 x float> %t573, splat (float 0x0000000000000000)
  %t575 = select <16 x i1> %t574, <16 x float> splat (float 0x0000000000000000), <16 x float> %t573
  %t576 = fcmp ogt <16 x float> %t575, splat (float 0x4018000000000000)
  %t577 = select <16 x i1> %t576, <16 x float> splat (float 0x4018000000000000), <16 x float> %t575
  %t578 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t577)
  %t579 = bitcast <16 x bfloat> %t578 to <16 x i16>
  %t580 = mul i64 %t527, %size.ldc
  %t581 = add i64 %t580, %t26
  %t582 = getelementptr i16, ptr %buf.c, i64 %t581
  br i1 %t65, label %whole583, label %part584
whole583:
  %t585 = getelementptr i16, ptr %t582, i64 0
  store <16 x i16> %t557, ptr %t585, align 2
  %t586 = getelementptr i16, ptr %t582, i64 16
  store <16 x i16> %t579, ptr %t586, align 2
  br label %rowdone525
part584:
  %t587 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t557, ptr %t587, align 2
  %t588 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t579, ptr %t588, align 2
  store i64 0, ptr %c589
  br label %head590
head590:
  %i593 = load i64, ptr %c589
  %t594 = icmp slt i64 %i593, %t32
  br i1 %t594, label %body591, label %done592
body591:
  %t595 = getelementptr i16, ptr %rowbuf, i64 %i593
  %t596 = load i16, ptr %t595, align 2
  %t597 = getelementptr i16, ptr %t582, i64 %i593
  store i16 %t596, ptr %t597, align 2
  %t598 = add nsw i64 %i593, 1
  store i64 %t598, ptr %c589
  br label %head590
done592:
  br label %rowdone525
rowdone525:
  %t601 = icmp slt i64 7, %t29
  br i1 %t601, label %row599, label %rowdone600
row599:
  %t602 = add i64 %t25, 7
  %t603 = getelementptr i32, ptr %buf.radd, i64 %t602
  %t604 = load i32, ptr %t603, align 4
  %t605 = insertelement <16 x i32> poison, i32 %t604, i64 0
  %t606 = shufflevector <16 x i32> %t605, <16 x i32> poison, <16 x i32> zeroinitializer
  %t607 = getelementptr i32, ptr %buf.rmul, i64 %t602
  %t608 = load i32, ptr %t607, align 4
  %t609 = insertelement <16 x i32> poison, i32 %t608, i64 0
  %t610 = shufflevector <16 x i32> %t609, <16 x i32> poison, <16 x i32> zeroinitializer
  %t611 = mul i64 %t36, 2
  %t612 = add i64 %t611, 14
  %t613 = getelementptr <16 x i32>, ptr %tile, i64 %t612
  %t614 = load <16 x i32>, ptr %t613, align 4
  %t615 = mul i64 %t602, %size.ldc
  %t616 = add i64 %t615, %t26
  %t617 = add i64 %t616, 0
  %t618 = getelementptr i16, ptr %buf.res, i64 %t617
  %t619 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t618, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t620 = zext <16 x i16> %t619 to <16 x i32>
  %t621 = shl <16 x i32> %t620, splat (i32 16)
  %t622 = bitcast <16 x i32> %t621 to <16 x float>
  %t623 = bitcast <16 x i32> %t614 to <16 x float>
  %t624 = fmul <16 x float> %t623, %t55
  %t625 = fadd <16 x float> %t624, %t61
  %t626 = fadd <16 x float> %t625, %t622
  %t627 = fcmp olt <16 x float> %t626, splat (float 0x0000000000000000)
  %t628 = select <16 x i1> %t627, <16 x float> splat (float 0x0000000000000000), <16 x float> %t626
  %t629 = fcmp ogt <16 x float> %t628, splat (float 0x4018000000000000)
  %t630 = select <16 x i1> %t629, <16 x float> splat (float 0x4018000000000000), <16 x float> %t628
  %t631 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t630)
  %t632 = bitcast <16 x bfloat> %t631 to <16 x i16>
  %t633 = mul i64 %t36, 2
  %t634 = add i64 %t633, 15
  %t635 = getelementptr <16 x i32>, ptr %tile, i64 %t634
  %t636 = load <16 x i32>, ptr %t635, align 4
  %t637 = mul i64 %t602, %size.ldc
  %t638 = add i64 %t637, %t26
  %t639 = add i64 %t638, 16
  %t640 = getelementptr i16, ptr %buf.res, i64 %t639
  %t641 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t640, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t642 = zext <16 x i16> %t641 to <16 x i32>
  %t643 = shl <16 x i32> %t642, splat (i32 16)
  %t644 = bitcast <16 x i32> %t643 to <16 x float>
  %t645 = bitcast <16 x i32> %t636 to <16 x float>
  %t646 = fmul <16 x float> %t645, %t58
  %t647 = fadd <16 x float> %t646, %t64
  %t648 = fadd <16 x float> %t647, %t644
  %t649 = fcmp olt <16 x float> %t648, splat (float 0x0000000000000000)
  %t650 = select <16 x i1> %t649, <16 x float> splat (float 0x0000000000000000), <16 x float> %t648
  %t651 = fcmp ogt <16 x float> %t650, splat (float 0x4018000000000000)
  %t652 = select <16 x i1> %t651, <16 x float> splat (float 0x4018000000000000), <16 x float> %t650
  %t653 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t652)
  %t654 = bitcast <16 x bfloat> %t653 to <16 x i16>
  %t655 = mul i64 %t602, %size.ldc
  %t656 = add i64 %t655, %t26
  %t657 = getelementptr i16, ptr %buf.c, i64 %t656
  br i1 %t65, label %whole658, label %part659
whole658:
  %t660 = getelementptr i16, ptr %t657, i64 0
  store <16 x i16> %t632, ptr %t660, align 2
  %t661 = getelementptr i16, ptr %t657, i64 16
  store <16 x i16> %t654, ptr %t661, align 2
  br label %rowdone600
part659:
  %t662 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t632, ptr %t662, align 2
  %t663 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t654, ptr %t663, align 2
  store i64 0, ptr %c664
  br label %head665
head665:
  %i668 = load i64, ptr %c664
  %t669 = icmp slt i64 %i668, %t32
  br i1 %t669, label %body666, label %done667
body666:
  %t670 = getelementptr i16, ptr %rowbuf, i64 %i668
  %t671 = load i16, ptr %t670, align 2
  %t672 = getelementptr i16, ptr %t657, i64 %i668
  store i16 %t671, ptr %t672, align 2
  %t673 = add nsw i64 %i668, 1
  store i64 %t673, ptr %c664
  br label %head665
done667:
  br label %rowdone600
rowdone600:
  %t676 = icmp slt i64 8, %t29
  br i1 %t676, label %row674, label %rowdone675
row674:
  %t677 = add i64 %t25, 8
  %t678 = getelementptr i32, ptr %buf.radd, i64 %t677
  %t679 = load i32, ptr %t678, align 4
  %t680 = insertelement <16 x i32> poison, i32 %t679, i64 0
  %t681 = shufflevector <16 x i32> %t680, <16 x i32> poison, <16 x i32> zeroinitializer
  %t682 = getelementptr i32, ptr %buf.rmul, i64 %t677
  %t683 = load i32, ptr %t682, align 4
  %t684 = insertelement <16 x i32> poison, i32 %t683, i64 0
  %t685 = shufflevector <16 x i32> %t684, <16 x i32> poison, <16 x i32> zeroinitializer
  %t686 = mul i64 %t36, 2
  %t687 = add i64 %t686, 16
  %t688 = getelementptr <16 x i32>, ptr %tile, i64 %t687
  %t689 = load <16 x i32>, ptr %t688, align 4
  %t690 = mul i64 %t677, %size.ldc
  %t691 = add i64 %t690, %t26
  %t692 = add i64 %t691, 0
  %t693 = getelementptr i16, ptr %buf.res, i64 %t692
  %t694 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t693, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t695 = zext <16 x i16> %t694 to <16 x i32>
  %t696 = shl <16 x i32> %t695, splat (i32 16)
  %t697 = bitcast <16 x i32> %t696 to <16 x float>
  %t698 = bitcast <16 x i32> %t689 to <16 x float>
  %t699 = fmul <16 x float> %t698, %t55
  %t700 = fadd <16 x float> %t699, %t61
  %t701 = fadd <16 x float> %t700, %t697
  %t702 = fcmp olt <16 x float> %t701, splat (float 0x0000000000000000)
  %t703 = select <16 x i1> %t702, <16 x float> splat (float 0x0000000000000000), <16 x float> %t701
  %t704 = fcmp ogt <16 x float> %t703, splat (float 0x4018000000000000)
  %t705 = select <16 x i1> %t704, <16 x float> splat (float 0x4018000000000000), <16 x float> %t703
  %t706 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t705)
  %t707 = bitcast <16 x bfloat> %t706 to <16 x i16>
  %t708 = mul i64 %t36, 2
  %t709 = add i64 %t708, 17
  %t710 = getelementptr <16 x i32>, ptr %tile, i64 %t709
  %t711 = load <16 x i32>, ptr %t710, align 4
  %t712 = mul i64 %t677, %size.ldc
  %t713 = add i64 %t712, %t26
  %t714 = add i64 %t713, 16
  %t715 = getelementptr i16, ptr %buf.res, i64 %t714
  %t716 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t715, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t717 = zext <16 x i16> %t716 to <16 x i32>
  %t718 = shl <16 x i32> %t717, splat (i32 16)
  %t719 = bitcast <16 x i32> %t718 to <16 x float>
  %t720 = bitcast <16 x i32> %t711 to <16 x float>
  %t721 = fmul <16 x float> %t720, %t58
  %t722 = fadd <16 x float> %t721, %t64
  %t723 = fadd <16 x float> %t722, %t719
  %t724 = fcmp olt <16 x float> %t723, splat (float 0x0000000000000000)
  %t725 = select <16 x i1> %t724, <16 x float> splat (float 0x0000000000000000), <16 x float> %t723
  %t726 = fcmp ogt <16 x float> %t725, splat (float 0x4018000000000000)
  %t727 = select <16 x i1> %t726, <16 x float> splat (float 0x4018000000000000), <16 x float> %t725
  %t728 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t727)
  %t729 = bitcast <16 x bfloat> %t728 to <16 x i16>
  %t730 = mul i64 %t677, %size.ldc
  %t731 = add i64 %t730, %t26
  %t732 = getelementptr i16, ptr %buf.c, i64 %t731
  br i1 %t65, label %whole733, label %part734
whole733:
  %t735 = getelementptr i16, ptr %t732, i64 0
  store <16 x i16> %t707, ptr %t735, align 2
  %t736 = getelementptr i16, ptr %t732, i64 16
  store <16 x i16> %t729, ptr %t736, align 2
  br label %rowdone675
part734:
  %t737 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t707, ptr %t737, align 2
  %t738 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t729, ptr %t738, align 2
  store i64 0, ptr %c739
  br label %head740
head740:
  %i743 = load i64, ptr %c739
  %t744 = icmp slt i64 %i743, %t32
  br i1 %t744, label %body741, label %done742
body741:
  %t745 = getelementptr i16, ptr %rowbuf, i64 %i743
  %t746 = load i16, ptr %t745, align 2
  %t747 = getelementptr i16, ptr %t732, i64 %i743
  store i16 %t746, ptr %t747, align 2
  %t748 = add nsw i64 %i743, 1
  store i64 %t748, ptr %c739
  br label %head740
done742:
  br label %rowdone675
rowdone675:
  %t751 = icmp slt i64 9, %t29
  br i1 %t751, label %row749, label %rowdone750
row749:
  %t752 = add i64 %t25, 9
  %t753 = getelementptr i32, ptr %buf.radd, i64 %t752
  %t754 = load i32, ptr %t753, align 4
  %t755 = insertelement <16 x i32> poison, i32 %t754, i64 0
  %t756 = shufflevector <16 x i32> %t755, <16 x i32> poison, <16 x i32> zeroinitializer
  %t757 = getelementptr i32, ptr %buf.rmul, i64 %t752
  %t758 = load i32, ptr %t757, align 4
  %t759 = insertelement <16 x i32> poison, i32 %t758, i64 0
  %t760 = shufflevector <16 x i32> %t759, <16 x i32> poison, <16 x i32> zeroinitializer
  %t761 = mul i64 %t36, 2
  %t762 = add i64 %t761, 18
  %t763 = getelementptr <16 x i32>, ptr %tile, i64 %t762
  %t764 = load <16 x i32>, ptr %t763, align 4
  %t765 = mul i64 %t752, %size.ldc
  %t766 = add i64 %t765, %t26
  %t767 = add i64 %t766, 0
  %t768 = getelementptr i16, ptr %buf.res, i64 %t767
  %t769 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t768, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t770 = zext <16 x i16> %t769 to <16 x i32>
  %t771 = shl <16 x i32> %t770, splat (i32 16)
  %t772 = bitcast <16 x i32> %t771 to <16 x float>
  %t773 = bitcast <16 x i32> %t764 to <16 x float>
  %t774 = fmul <16 x float> %t773, %t55
  %t775 = fadd <16 x float> %t774, %t61
  %t776 = fadd <16 x float> %t775, %t772
  %t777 = fcmp olt <16 x float> %t776, splat (float 0x0000000000000000)
  %t778 = select <16 x i1> %t777, <16 x float> splat (float 0x0000000000000000), <16 x float> %t776
  %t779 = fcmp ogt <16 x float> %t778, splat (float 0x4018000000000000)
  %t780 = select <16 x i1> %t779, <16 x float> splat (float 0x4018000000000000), <16 x float> %t778
  %t781 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t780)
  %t782 = bitcast <16 x bfloat> %t781 to <16 x i16>
  %t783 = mul i64 %t36, 2
  %t784 = add i64 %t783, 19
  %t785 = getelementptr <16 x i32>, ptr %tile, i64 %t784
  %t786 = load <16 x i32>, ptr %t785, align 4
  %t787 = mul i64 %t752, %size.ldc
  %t788 = add i64 %t787, %t26
  %t789 = add i64 %t788, 16
  %t790 = getelementptr i16, ptr %buf.res, i64 %t789
  %t791 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t790, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t792 = zext <16 x i16> %t791 to <16 x i32>
  %t793 = shl <16 x i32> %t792, splat (i32 16)
  %t794 = bitcast <16 x i32> %t793 to <16 x float>
  %t795 = bitcast <16 x i32> %t786 to <16 x float>
  %t796 = fmul <16 x float> %t795, %t58
  %t797 = fadd <16 x float> %t796, %t64
  %t798 = fadd <16 x float> %t797, %t794
  %t799 = fcmp olt <16 x float> %t798, splat (float 0x0000000000000000)
  %t800 = select <16 x i1> %t799, <16 x float> splat (float 0x0000000000000000), <16 x float> %t798
  %t801 = fcmp ogt <16 x float> %t800, splat (float 0x4018000000000000)
  %t802 = select <16 x i1> %t801, <16 x float> splat (float 0x4018000000000000), <16 x float> %t800
  %t803 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t802)
  %t804 = bitcast <16 x bfloat> %t803 to <16 x i16>
  %t805 = mul i64 %t752, %size.ldc
  %t806 = add i64 %t805, %t26
  %t807 = getelementptr i16, ptr %buf.c, i64 %t806
  br i1 %t65, label %whole808, label %part809
whole808:
  %t810 = getelementptr i16, ptr %t807, i64 0
  store <16 x i16> %t782, ptr %t810, align 2
  %t811 = getelementptr i16, ptr %t807, i64 16
  store <16 x i16> %t804, ptr %t811, align 2
  br label %rowdone750
part809:
  %t812 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t782, ptr %t812, align 2
  %t813 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t804, ptr %t813, align 2
  store i64 0, ptr %c814
  br label %head815
head815:
  %i818 = load i64, ptr %c814
  %t819 = icmp slt i64 %i818, %t32
  br i1 %t819, label %body816, label %done817
body816:
  %t820 = getelementptr i16, ptr %rowbuf, i64 %i818
  %t821 = load i16, ptr %t820, align 2
  %t822 = getelementptr i16, ptr %t807, i64 %i818
  store i16 %t821, ptr %t822, align 2
  %t823 = add nsw i64 %i818, 1
  store i64 %t823, ptr %c814
  br label %head815
done817:
  br label %rowdone750
rowdone750:
  %t826 = icmp slt i64 10, %t29
  br i1 %t826, label %row824, label %rowdone825
row824:
  %t827 = add i64 %t25, 10
  %t828 = getelementptr i32, ptr %buf.radd, i64 %t827
  %t829 = load i32, ptr %t828, align 4
  %t830 = insertelement <16 x i32> poison, i32 %t829, i64 0
  %t831 = shufflevector <16 x i32> %t830, <16 x i32> poison, <16 x i32> zeroinitializer
  %t832 = getelementptr i32, ptr %buf.rmul, i64 %t827
  %t833 = load i32, ptr %t832, align 4
  %t834 = insertelement <16 x i32> poison, i32 %t833, i64 0
  %t835 = shufflevector <16 x i32> %t834, <16 x i32> poison, <16 x i32> zeroinitializer
  %t836 = mul i64 %t36, 2
  %t837 = add i64 %t836, 20
  %t838 = getelementptr <16 x i32>, ptr %tile, i64 %t837
  %t839 = load <16 x i32>, ptr %t838, align 4
  %t840 = mul i64 %t827, %size.ldc
  %t841 = add i64 %t840, %t26
  %t842 = add i64 %t841, 0
  %t843 = getelementptr i16, ptr %buf.res, i64 %t842
  %t844 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t843, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t845 = zext <16 x i16> %t844 to <16 x i32>
  %t846 = shl <16 x i32> %t845, splat (i32 16)
  %t847 = bitcast <16 x i32> %t846 to <16 x float>
  %t848 = bitcast <16 x i32> %t839 to <16 x float>
  %t849 = fmul <16 x float> %t848, %t55
  %t850 = fadd <16 x float> %t849, %t61
  %t851 = fadd <16 x float> %t850, %t847
  %t852 = fcmp olt <16 x float> %t851, splat (float 0x0000000000000000)
  %t853 = select <16 x i1> %t852, <16 x float> splat (float 0x0000000000000000), <16 x float> %t851
  %t854 = fcmp ogt <16 x float> %t853, splat (float 0x4018000000000000)
  %t855 = select <16 x i1> %t854, <16 x float> splat (float 0x4018000000000000), <16 x float> %t853
  %t856 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t855)
  %t857 = bitcast <16 x bfloat> %t856 to <16 x i16>
  %t858 = mul i64 %t36, 2
  %t859 = add i64 %t858, 21
  %t860 = getelementptr <16 x i32>, ptr %tile, i64 %t859
  %t861 = load <16 x i32>, ptr %t860, align 4
  %t862 = mul i64 %t827, %size.ldc
  %t863 = add i64 %t862, %t26
  %t864 = add i64 %t863, 16
  %t865 = getelementptr i16, ptr %buf.res, i64 %t864
  %t866 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t865, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t867 = zext <16 x i16> %t866 to <16 x i32>
  %t868 = shl <16 x i32> %t867, splat (i32 16)
  %t869 = bitcast <16 x i32> %t868 to <16 x float>
  %t870 = bitcast <16 x i32> %t861 to <16 x float>
  %t871 = fmul <16 x float> %t870, %t58
  %t872 = fadd <16 x float> %t871, %t64
  %t873 = fadd <16 x float> %t872, %t869
  %t874 = fcmp olt <16 x float> %t873, splat (float 0x0000000000000000)
  %t875 = select <16 x i1> %t874, <16 x float> splat (float 0x0000000000000000), <16 x float> %t873
  %t876 = fcmp ogt <16 x float> %t875, splat (float 0x4018000000000000)
  %t877 = select <16 x i1> %t876, <16 x float> splat (float 0x4018000000000000), <16 x float> %t875
  %t878 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t877)
  %t879 = bitcast <16 x bfloat> %t878 to <16 x i16>
  %t880 = mul i64 %t827, %size.ldc
  %t881 = add i64 %t880, %t26
  %t882 = getelementptr i16, ptr %buf.c, i64 %t881
  br i1 %t65, label %whole883, label %part884
whole883:
  %t885 = getelementptr i16, ptr %t882, i64 0
  store <16 x i16> %t857, ptr %t885, align 2
  %t886 = getelementptr i16, ptr %t882, i64 16
  store <16 x i16> %t879, ptr %t886, align 2
  br label %rowdone825
part884:
  %t887 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t857, ptr %t887, align 2
  %t888 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t879, ptr %t888, align 2
  store i64 0, ptr %c889
  br label %head890
head890:
  %i893 = load i64, ptr %c889
  %t894 = icmp slt i64 %i893, %t32
  br i1 %t894, label %body891, label %done892
body891:
  %t895 = getelementptr i16, ptr %rowbuf, i64 %i893
  %t896 = load i16, ptr %t895, align 2
  %t897 = getelementptr i16, ptr %t882, i64 %i893
  store i16 %t896, ptr %t897, align 2
  %t898 = add nsw i64 %i893, 1
  store i64 %t898, ptr %c889
  br label %head890
done892:
  br label %rowdone825
rowdone825:
  %t901 = icmp slt i64 11, %t29
  br i1 %t901, label %row899, label %rowdone900
row899:
  %t902 = add i64 %t25, 11
  %t903 = getelementptr i32, ptr %buf.radd, i64 %t902
  %t904 = load i32, ptr %t903, align 4
  %t905 = insertelement <16 x i32> poison, i32 %t904, i64 0
  %t906 = shufflevector <16 x i32> %t905, <16 x i32> poison, <16 x i32> zeroinitializer
  %t907 = getelementptr i32, ptr %buf.rmul, i64 %t902
  %t908 = load i32, ptr %t907, align 4
  %t909 = insertelement <16 x i32> poison, i32 %t908, i64 0
  %t910 = shufflevector <16 x i32> %t909, <16 x i32> poison, <16 x i32> zeroinitializer
  %t911 = mul i64 %t36, 2
  %t912 = add i64 %t911, 22
  %t913 = getelementptr <16 x i32>, ptr %tile, i64 %t912
  %t914 = load <16 x i32>, ptr %t913, align 4
  %t915 = mul i64 %t902, %size.ldc
  %t916 = add i64 %t915, %t26
  %t917 = add i64 %t916, 0
  %t918 = getelementptr i16, ptr %buf.res, i64 %t917
  %t919 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t918, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t920 = zext <16 x i16> %t919 to <16 x i32>
  %t921 = shl <16 x i32> %t920, splat (i32 16)
  %t922 = bitcast <16 x i32> %t921 to <16 x float>
  %t923 = bitcast <16 x i32> %t914 to <16 x float>
  %t924 = fmul <16 x float> %t923, %t55
  %t925 = fadd <16 x float> %t924, %t61
  %t926 = fadd <16 x float> %t925, %t922
  %t927 = fcmp olt <16 x float> %t926, splat (float 0x0000000000000000)
  %t928 = select <16 x i1> %t927, <16 x float> splat (float 0x0000000000000000), <16 x float> %t926
  %t929 = fcmp ogt <16 x float> %t928, splat (float 0x4018000000000000)
  %t930 = select <16 x i1> %t929, <16 x float> splat (float 0x4018000000000000), <16 x float> %t928
  %t931 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t930)
  %t932 = bitcast <16 x bfloat> %t931 to <16 x i16>
  %t933 = mul i64 %t36, 2
  %t934 = add i64 %t933, 23
  %t935 = getelementptr <16 x i32>, ptr %tile, i64 %t934
  %t936 = load <16 x i32>, ptr %t935, align 4
  %t937 = mul i64 %t902, %size.ldc
  %t938 = add i64 %t937, %t26
  %t939 = add i64 %t938, 16
  %t940 = getelementptr i16, ptr %buf.res, i64 %t939
  %t941 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t940, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t942 = zext <16 x i16> %t941 to <16 x i32>
  %t943 = shl <16 x i32> %t942, splat (i32 16)
  %t944 = bitcast <16 x i32> %t943 to <16 x float>
  %t945 = bitcast <16 x i32> %t936 to <16 x float>
  %t946 = fmul <16 x float> %t945, %t58
  %t947 = fadd <16 x float> %t946, %t64
  %t948 = fadd <16 x float> %t947, %t944
  %t949 = fcmp olt <16 x float> %t948, splat (float 0x0000000000000000)
  %t950 = select <16 x i1> %t949, <16 x float> splat (float 0x0000000000000000), <16 x float> %t948
  %t951 = fcmp ogt <16 x float> %t950, splat (float 0x4018000000000000)
  %t952 = select <16 x i1> %t951, <16 x float> splat (float 0x4018000000000000), <16 x float> %t950
  %t953 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t952)
  %t954 = bitcast <16 x bfloat> %t953 to <16 x i16>
  %t955 = mul i64 %t902, %size.ldc
  %t956 = add i64 %t955, %t26
  %t957 = getelementptr i16, ptr %buf.c, i64 %t956
  br i1 %t65, label %whole958, label %part959
whole958:
  %t960 = getelementptr i16, ptr %t957, i64 0
  store <16 x i16> %t932, ptr %t960, align 2
  %t961 = getelementptr i16, ptr %t957, i64 16
  store <16 x i16> %t954, ptr %t961, align 2
  br label %rowdone900
part959:
  %t962 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t932, ptr %t962, align 2
  %t963 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t954, ptr %t963, align 2
  store i64 0, ptr %c964
  br label %head965
head965:
  %i968 = load i64, ptr %c964
  %t969 = icmp slt i64 %i968, %t32
  br i1 %t969, label %body966, label %done967
body966:
  %t970 = getelementptr i16, ptr %rowbuf, i64 %i968
  %t971 = load i16, ptr %t970, align 2
  %t972 = getelementptr i16, ptr %t957, i64 %i968
  store i16 %t971, ptr %t972, align 2
  %t973 = add nsw i64 %i968, 1
  store i64 %t973, ptr %c964
  br label %head965
done967:
  br label %rowdone900
rowdone900:
  %t976 = icmp slt i64 12, %t29
  br i1 %t976, label %row974, label %rowdone975
row974:
  %t977 = add i64 %t25, 12
  %t978 = getelementptr i32, ptr %buf.radd, i64 %t977
  %t979 = load i32, ptr %t978, align 4
  %t980 = insertelement <16 x i32> poison, i32 %t979, i64 0
  %t981 = shufflevector <16 x i32> %t980, <16 x i32> poison, <16 x i32> zeroinitializer
  %t982 = getelementptr i32, ptr %buf.rmul, i64 %t977
  %t983 = load i32, ptr %t982, align 4
  %t984 = insertelement <16 x i32> poison, i32 %t983, i64 0
  %t985 = shufflevector <16 x i32> %t984, <16 x i32> poison, <16 x i32> zeroinitializer
  %t986 = mul i64 %t36, 2
  %t987 = add i64 %t986, 24
  %t988 = getelementptr <16 x i32>, ptr %tile, i64 %t987
  %t989 = load <16 x i32>, ptr %t988, align 4
  %t990 = mul i64 %t977, %size.ldc
  %t991 = add i64 %t990, %t26
  %t992 = add i64 %t991, 0
  %t993 = getelementptr i16, ptr %buf.res, i64 %t992
  %t994 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t993, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t995 = zext <16 x i16> %t994 to <16 x i32>
  %t996 = shl <16 x i32> %t995, splat (i32 16)
  %t997 = bitcast <16 x i32> %t996 to <16 x float>
  %t998 = bitcast <16 x i32> %t989 to <16 x float>
  %t999 = fmul <16 x float> %t998, %t55
  %t1000 = fadd <16 x float> %t999, %t61
  %t1001 = fadd <16 x float> %t1000, %t997
  %t1002 = fcmp olt <16 x float> %t1001, splat (float 0x0000000000000000)
  %t1003 = select <16 x i1> %t1002, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1001
  %t1004 = fcmp ogt <16 x float> %t1003, splat (float 0x4018000000000000)
  %t1005 = select <16 x i1> %t1004, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1003
  %t1006 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1005)
  %t1007 = bitcast <16 x bfloat> %t1006 to <16 x i16>
  %t1008 = mul i64 %t36, 2
  %t1009 = add i64 %t1008, 25
  %t1010 = getelementptr <16 x i32>, ptr %tile, i64 %t1009
  %t1011 = load <16 x i32>, ptr %t1010, align 4
  %t1012 = mul i64 %t977, %size.ldc
  %t1013 = add i64 %t1012, %t26
  %t1014 = add i64 %t1013, 16
  %t1015 = getelementptr i16, ptr %buf.res, i64 %t1014
  %t1016 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1015, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t1017 = zext <16 x i16> %t1016 to <16 x i32>
  %t1018 = shl <16 x i32> %t1017, splat (i32 16)
  %t1019 = bitcast <16 x i32> %t1018 to <16 x float>
  %t1020 = bitcast <16 x i32> %t1011 to <16 x float>
  %t1021 = fmul <16 x float> %t1020, %t58
  %t1022 = fadd <16 x float> %t1021, %t64
  %t1023 = fadd <16 x float> %t1022, %t1019
  %t1024 = fcmp olt <16 x float> %t1023, splat (float 0x0000000000000000)
  %t1025 = select <16 x i1> %t1024, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1023
  %t1026 = fcmp ogt <16 x float> %t1025, splat (float 0x4018000000000000)
  %t1027 = select <16 x i1> %t1026, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1025
  %t1028 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1027)
  %t1029 = bitcast <16 x bfloat> %t1028 to <16 x i16>
  %t1030 = mul i64 %t977, %size.ldc
  %t1031 = add i64 %t1030, %t26
  %t1032 = getelementptr i16, ptr %buf.c, i64 %t1031
  br i1 %t65, label %whole1033, label %part1034
whole1033:
  %t1035 = getelementptr i16, ptr %t1032, i64 0
  store <16 x i16> %t1007, ptr %t1035, align 2
  %t1036 = getelementptr i16, ptr %t1032, i64 16
  store <16 x i16> %t1029, ptr %t1036, align 2
  br label %rowdone975
part1034:
  %t1037 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t1007, ptr %t1037, align 2
  %t1038 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t1029, ptr %t1038, align 2
  store i64 0, ptr %c1039
  br label %head1040
head1040:
  %i1043 = load i64, ptr %c1039
  %t1044 = icmp slt i64 %i1043, %t32
  br i1 %t1044, label %body1041, label %done1042
body1041:
  %t1045 = getelementptr i16, ptr %rowbuf, i64 %i1043
  %t1046 = load i16, ptr %t1045, align 2
  %t1047 = getelementptr i16, ptr %t1032, i64 %i1043
  store i16 %t1046, ptr %t1047, align 2
  %t1048 = add nsw i64 %i1043, 1
  store i64 %t1048, ptr %c1039
  br label %head1040
done1042:
  br label %rowdone975
rowdone975:
  %t1051 = icmp slt i64 13, %t29
  br i1 %t1051, label %row1049, label %rowdone1050
row1049:
  %t1052 = add i64 %t25, 13
  %t1053 = getelementptr i32, ptr %buf.radd, i64 %t1052
  %t1054 = load i32, ptr %t1053, align 4
  %t1055 = insertelement <16 x i32> poison, i32 %t1054, i64 0
  %t1056 = shufflevector <16 x i32> %t1055, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1057 = getelementptr i32, ptr %buf.rmul, i64 %t1052
  %t1058 = load i32, ptr %t1057, align 4
  %t1059 = insertelement <16 x i32> poison, i32 %t1058, i64 0
  %t1060 = shufflevector <16 x i32> %t1059, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1061 = mul i64 %t36, 2
  %t1062 = add i64 %t1061, 26
  %t1063 = getelementptr <16 x i32>, ptr %tile, i64 %t1062
  %t1064 = load <16 x i32>, ptr %t1063, align 4
  %t1065 = mul i64 %t1052, %size.ldc
  %t1066 = add i64 %t1065, %t26
  %t1067 = add i64 %t1066, 0
  %t1068 = getelementptr i16, ptr %buf.res, i64 %t1067
  %t1069 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1068, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t1070 = zext <16 x i16> %t1069 to <16 x i32>
  %t1071 = shl <16 x i32> %t1070, splat (i32 16)
  %t1072 = bitcast <16 x i32> %t1071 to <16 x float>
  %t1073 = bitcast <16 x i32> %t1064 to <16 x float>
  %t1074 = fmul <16 x float> %t1073, %t55
  %t1075 = fadd <16 x float> %t1074, %t61
  %t1076 = fadd <16 x float> %t1075, %t1072
  %t1077 = fcmp olt <16 x float> %t1076, splat (float 0x0000000000000000)
  %t1078 = select <16 x i1> %t1077, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1076
  %t1079 = fcmp ogt <16 x float> %t1078, splat (float 0x4018000000000000)
  %t1080 = select <16 x i1> %t1079, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1078
  %t1081 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1080)
  %t1082 = bitcast <16 x bfloat> %t1081 to <16 x i16>
  %t1083 = mul i64 %t36, 2
  %t1084 = add i64 %t1083, 27
  %t1085 = getelementptr <16 x i32>, ptr %tile, i64 %t1084
  %t1086 = load <16 x i32>, ptr %t1085, align 4
  %t1087 = mul i64 %t1052, %size.ldc
  %t1088 = add i64 %t1087, %t26
  %t1089 = add i64 %t1088, 16
  %t1090 = getelementptr i16, ptr %buf.res, i64 %t1089
  %t1091 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1090, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t1092 = zext <16 x i16> %t1091 to <16 x i32>
  %t1093 = shl <16 x i32> %t1092, splat (i32 16)
  %t1094 = bitcast <16 x i32> %t1093 to <16 x float>
  %t1095 = bitcast <16 x i32> %t1086 to <16 x float>
  %t1096 = fmul <16 x float> %t1095, %t58
  %t1097 = fadd <16 x float> %t1096, %t64
  %t1098 = fadd <16 x float> %t1097, %t1094
  %t1099 = fcmp olt <16 x float> %t1098, splat (float 0x0000000000000000)
  %t1100 = select <16 x i1> %t1099, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1098
  %t1101 = fcmp ogt <16 x float> %t1100, splat (float 0x4018000000000000)
  %t1102 = select <16 x i1> %t1101, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1100
  %t1103 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1102)
  %t1104 = bitcast <16 x bfloat> %t1103 to <16 x i16>
  %t1105 = mul i64 %t1052, %size.ldc
  %t1106 = add i64 %t1105, %t26
  %t1107 = getelementptr i16, ptr %buf.c, i64 %t1106
  br i1 %t65, label %whole1108, label %part1109
whole1108:
  %t1110 = getelementptr i16, ptr %t1107, i64 0
  store <16 x i16> %t1082, ptr %t1110, align 2
  %t1111 = getelementptr i16, ptr %t1107, i64 16
  store <16 x i16> %t1104, ptr %t1111, align 2
  br label %rowdone1050
part1109:
  %t1112 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t1082, ptr %t1112, align 2
  %t1113 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t1104, ptr %t1113, align 2
  store i64 0, ptr %c1114
  br label %head1115
head1115:
  %i1118 = load i64, ptr %c1114
  %t1119 = icmp slt i64 %i1118, %t32
  br i1 %t1119, label %body1116, label %done1117
body1116:
  %t1120 = getelementptr i16, ptr %rowbuf, i64 %i1118
  %t1121 = load i16, ptr %t1120, align 2
  %t1122 = getelementptr i16, ptr %t1107, i64 %i1118
  store i16 %t1121, ptr %t1122, align 2
  %t1123 = add nsw i64 %i1118, 1
  store i64 %t1123, ptr %c1114
  br label %head1115
done1117:
  br label %rowdone1050
rowdone1050:
  %t1126 = icmp slt i64 14, %t29
  br i1 %t1126, label %row1124, label %rowdone1125
row1124:
  %t1127 = add i64 %t25, 14
  %t1128 = getelementptr i32, ptr %buf.radd, i64 %t1127
  %t1129 = load i32, ptr %t1128, align 4
  %t1130 = insertelement <16 x i32> poison, i32 %t1129, i64 0
  %t1131 = shufflevector <16 x i32> %t1130, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1132 = getelementptr i32, ptr %buf.rmul, i64 %t1127
  %t1133 = load i32, ptr %t1132, align 4
  %t1134 = insertelement <16 x i32> poison, i32 %t1133, i64 0
  %t1135 = shufflevector <16 x i32> %t1134, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1136 = mul i64 %t36, 2
  %t1137 = add i64 %t1136, 28
  %t1138 = getelementptr <16 x i32>, ptr %tile, i64 %t1137
  %t1139 = load <16 x i32>, ptr %t1138, align 4
  %t1140 = mul i64 %t1127, %size.ldc
  %t1141 = add i64 %t1140, %t26
  %t1142 = add i64 %t1141, 0
  %t1143 = getelementptr i16, ptr %buf.res, i64 %t1142
  %t1144 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1143, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t1145 = zext <16 x i16> %t1144 to <16 x i32>
  %t1146 = shl <16 x i32> %t1145, splat (i32 16)
  %t1147 = bitcast <16 x i32> %t1146 to <16 x float>
  %t1148 = bitcast <16 x i32> %t1139 to <16 x float>
  %t1149 = fmul <16 x float> %t1148, %t55
  %t1150 = fadd <16 x float> %t1149, %t61
  %t1151 = fadd <16 x float> %t1150, %t1147
  %t1152 = fcmp olt <16 x float> %t1151, splat (float 0x0000000000000000)
  %t1153 = select <16 x i1> %t1152, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1151
  %t1154 = fcmp ogt <16 x float> %t1153, splat (float 0x4018000000000000)
  %t1155 = select <16 x i1> %t1154, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1153
  %t1156 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1155)
  %t1157 = bitcast <16 x bfloat> %t1156 to <16 x i16>
  %t1158 = mul i64 %t36, 2
  %t1159 = add i64 %t1158, 29
  %t1160 = getelementptr <16 x i32>, ptr %tile, i64 %t1159
  %t1161 = load <16 x i32>, ptr %t1160, align 4
  %t1162 = mul i64 %t1127, %size.ldc
  %t1163 = add i64 %t1162, %t26
  %t1164 = add i64 %t1163, 16
  %t1165 = getelementptr i16, ptr %buf.res, i64 %t1164
  %t1166 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1165, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t1167 = zext <16 x i16> %t1166 to <16 x i32>
  %t1168 = shl <16 x i32> %t1167, splat (i32 16)
  %t1169 = bitcast <16 x i32> %t1168 to <16 x float>
  %t1170 = bitcast <16 x i32> %t1161 to <16 x float>
  %t1171 = fmul <16 x float> %t1170, %t58
  %t1172 = fadd <16 x float> %t1171, %t64
  %t1173 = fadd <16 x float> %t1172, %t1169
  %t1174 = fcmp olt <16 x float> %t1173, splat (float 0x0000000000000000)
  %t1175 = select <16 x i1> %t1174, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1173
  %t1176 = fcmp ogt <16 x float> %t1175, splat (float 0x4018000000000000)
  %t1177 = select <16 x i1> %t1176, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1175
  %t1178 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1177)
  %t1179 = bitcast <16 x bfloat> %t1178 to <16 x i16>
  %t1180 = mul i64 %t1127, %size.ldc
  %t1181 = add i64 %t1180, %t26
  %t1182 = getelementptr i16, ptr %buf.c, i64 %t1181
  br i1 %t65, label %whole1183, label %part1184
whole1183:
  %t1185 = getelementptr i16, ptr %t1182, i64 0
  store <16 x i16> %t1157, ptr %t1185, align 2
  %t1186 = getelementptr i16, ptr %t1182, i64 16
  store <16 x i16> %t1179, ptr %t1186, align 2
  br label %rowdone1125
part1184:
  %t1187 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t1157, ptr %t1187, align 2
  %t1188 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t1179, ptr %t1188, align 2
  store i64 0, ptr %c1189
  br label %head1190
head1190:
  %i1193 = load i64, ptr %c1189
  %t1194 = icmp slt i64 %i1193, %t32
  br i1 %t1194, label %body1191, label %done1192
body1191:
  %t1195 = getelementptr i16, ptr %rowbuf, i64 %i1193
  %t1196 = load i16, ptr %t1195, align 2
  %t1197 = getelementptr i16, ptr %t1182, i64 %i1193
  store i16 %t1196, ptr %t1197, align 2
  %t1198 = add nsw i64 %i1193, 1
  store i64 %t1198, ptr %c1189
  br label %head1190
done1192:
  br label %rowdone1125
rowdone1125:
  %t1201 = icmp slt i64 15, %t29
  br i1 %t1201, label %row1199, label %rowdone1200
row1199:
  %t1202 = add i64 %t25, 15
  %t1203 = getelementptr i32, ptr %buf.radd, i64 %t1202
  %t1204 = load i32, ptr %t1203, align 4
  %t1205 = insertelement <16 x i32> poison, i32 %t1204, i64 0
  %t1206 = shufflevector <16 x i32> %t1205, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1207 = getelementptr i32, ptr %buf.rmul, i64 %t1202
  %t1208 = load i32, ptr %t1207, align 4
  %t1209 = insertelement <16 x i32> poison, i32 %t1208, i64 0
  %t1210 = shufflevector <16 x i32> %t1209, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1211 = mul i64 %t36, 2
  %t1212 = add i64 %t1211, 30
  %t1213 = getelementptr <16 x i32>, ptr %tile, i64 %t1212
  %t1214 = load <16 x i32>, ptr %t1213, align 4
  %t1215 = mul i64 %t1202, %size.ldc
  %t1216 = add i64 %t1215, %t26
  %t1217 = add i64 %t1216, 0
  %t1218 = getelementptr i16, ptr %buf.res, i64 %t1217
  %t1219 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1218, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t1220 = zext <16 x i16> %t1219 to <16 x i32>
  %t1221 = shl <16 x i32> %t1220, splat (i32 16)
  %t1222 = bitcast <16 x i32> %t1221 to <16 x float>
  %t1223 = bitcast <16 x i32> %t1214 to <16 x float>
  %t1224 = fmul <16 x float> %t1223, %t55
  %t1225 = fadd <16 x float> %t1224, %t61
  %t1226 = fadd <16 x float> %t1225, %t1222
  %t1227 = fcmp olt <16 x float> %t1226, splat (float 0x0000000000000000)
  %t1228 = select <16 x i1> %t1227, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1226
  %t1229 = fcmp ogt <16 x float> %t1228, splat (float 0x4018000000000000)
  %t1230 = select <16 x i1> %t1229, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1228
  %t1231 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1230)
  %t1232 = bitcast <16 x bfloat> %t1231 to <16 x i16>
  %t1233 = mul i64 %t36, 2
  %t1234 = add i64 %t1233, 31
  %t1235 = getelementptr <16 x i32>, ptr %tile, i64 %t1234
  %t1236 = load <16 x i32>, ptr %t1235, align 4
  %t1237 = mul i64 %t1202, %size.ldc
  %t1238 = add i64 %t1237, %t26
  %t1239 = add i64 %t1238, 16
  %t1240 = getelementptr i16, ptr %buf.res, i64 %t1239
  %t1241 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1240, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t1242 = zext <16 x i16> %t1241 to <16 x i32>
  %t1243 = shl <16 x i32> %t1242, splat (i32 16)
  %t1244 = bitcast <16 x i32> %t1243 to <16 x float>
  %t1245 = bitcast <16 x i32> %t1236 to <16 x float>
  %t1246 = fmul <16 x float> %t1245, %t58
  %t1247 = fadd <16 x float> %t1246, %t64
  %t1248 = fadd <16 x float> %t1247, %t1244
  %t1249 = fcmp olt <16 x float> %t1248, splat (float 0x0000000000000000)
  %t1250 = select <16 x i1> %t1249, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1248
  %t1251 = fcmp ogt <16 x float> %t1250, splat (float 0x4018000000000000)
  %t1252 = select <16 x i1> %t1251, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1250
  %t1253 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1252)
  %t1254 = bitcast <16 x bfloat> %t1253 to <16 x i16>
  %t1255 = mul i64 %t1202, %size.ldc
  %t1256 = add i64 %t1255, %t26
  %t1257 = getelementptr i16, ptr %buf.c, i64 %t1256
  br i1 %t65, label %whole1258, label %part1259
whole1258:
  %t1260 = getelementptr i16, ptr %t1257, i64 0
  store <16 x i16> %t1232, ptr %t1260, align 2
  %t1261 = getelementptr i16, ptr %t1257, i64 16
  store <16 x i16> %t1254, ptr %t1261, align 2
  br label %rowdone1200
part1259:
  %t1262 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t1232, ptr %t1262, align 2
  %t1263 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t1254, ptr %t1263, align 2
  store i64 0, ptr %c1264
  br label %head1265
head1265:
  %i1268 = load i64, ptr %c1264
  %t1269 = icmp slt i64 %i1268, %t32
  br i1 %t1269, label %body1266, label %done1267
body1266:
  %t1270 = getelementptr i16, ptr %rowbuf, i64 %i1268
  %t1271 = load i16, ptr %t1270, align 2
  %t1272 = getelementptr i16, ptr %t1257, i64 %i1268
  store i16 %t1271, ptr %t1272, align 2
  %t1273 = add nsw i64 %i1268, 1
  store i64 %t1273, ptr %c1264
  br label %head1265
done1267:
  br label %rowdone1200
rowdone1200:
  %t1276 = icmp slt i64 16, %t29
  br i1 %t1276, label %row1274, label %rowdone1275
row1274:
  %t1277 = add i64 %t25, 16
  %t1278 = getelementptr i32, ptr %buf.radd, i64 %t1277
  %t1279 = load i32, ptr %t1278, align 4
  %t1280 = insertelement <16 x i32> poison, i32 %t1279, i64 0
  %t1281 = shufflevector <16 x i32> %t1280, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1282 = getelementptr i32, ptr %buf.rmul, i64 %t1277
  %t1283 = load i32, ptr %t1282, align 4
  %t1284 = insertelement <16 x i32> poison, i32 %t1283, i64 0
  %t1285 = shufflevector <16 x i32> %t1284, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1286 = mul i64 %t36, 2
  %t1287 = add i64 %t1286, 32
  %t1288 = getelementptr <16 x i32>, ptr %tile, i64 %t1287
  %t1289 = load <16 x i32>, ptr %t1288, align 4
  %t1290 = mul i64 %t1277, %size.ldc
  %t1291 = add i64 %t1290, %t26
  %t1292 = add i64 %t1291, 0
  %t1293 = getelementptr i16, ptr %buf.res, i64 %t1292
  %t1294 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1293, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t1295 = zext <16 x i16> %t1294 to <16 x i32>
  %t1296 = shl <16 x i32> %t1295, splat (i32 16)
  %t1297 = bitcast <16 x i32> %t1296 to <16 x float>
  %t1298 = bitcast <16 x i32> %t1289 to <16 x float>
  %t1299 = fmul <16 x float> %t1298, %t55
  %t1300 = fadd <16 x float> %t1299, %t61
  %t1301 = fadd <16 x float> %t1300, %t1297
  %t1302 = fcmp olt <16 x float> %t1301, splat (float 0x0000000000000000)
  %t1303 = select <16 x i1> %t1302, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1301
  %t1304 = fcmp ogt <16 x float> %t1303, splat (float 0x4018000000000000)
  %t1305 = select <16 x i1> %t1304, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1303
  %t1306 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1305)
  %t1307 = bitcast <16 x bfloat> %t1306 to <16 x i16>
  %t1308 = mul i64 %t36, 2
  %t1309 = add i64 %t1308, 33
  %t1310 = getelementptr <16 x i32>, ptr %tile, i64 %t1309
  %t1311 = load <16 x i32>, ptr %t1310, align 4
  %t1312 = mul i64 %t1277, %size.ldc
  %t1313 = add i64 %t1312, %t26
  %t1314 = add i64 %t1313, 16
  %t1315 = getelementptr i16, ptr %buf.res, i64 %t1314
  %t1316 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1315, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t1317 = zext <16 x i16> %t1316 to <16 x i32>
  %t1318 = shl <16 x i32> %t1317, splat (i32 16)
  %t1319 = bitcast <16 x i32> %t1318 to <16 x float>
  %t1320 = bitcast <16 x i32> %t1311 to <16 x float>
  %t1321 = fmul <16 x float> %t1320, %t58
  %t1322 = fadd <16 x float> %t1321, %t64
  %t1323 = fadd <16 x float> %t1322, %t1319
  %t1324 = fcmp olt <16 x float> %t1323, splat (float 0x0000000000000000)
  %t1325 = select <16 x i1> %t1324, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1323
  %t1326 = fcmp ogt <16 x float> %t1325, splat (float 0x4018000000000000)
  %t1327 = select <16 x i1> %t1326, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1325
  %t1328 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1327)
  %t1329 = bitcast <16 x bfloat> %t1328 to <16 x i16>
  %t1330 = mul i64 %t1277, %size.ldc
  %t1331 = add i64 %t1330, %t26
  %t1332 = getelementptr i16, ptr %buf.c, i64 %t1331
  br i1 %t65, label %whole1333, label %part1334
whole1333:
  %t1335 = getelementptr i16, ptr %t1332, i64 0
  store <16 x i16> %t1307, ptr %t1335, align 2
  %t1336 = getelementptr i16, ptr %t1332, i64 16
  store <16 x i16> %t1329, ptr %t1336, align 2
  br label %rowdone1275
part1334:
  %t1337 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t1307, ptr %t1337, align 2
  %t1338 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t1329, ptr %t1338, align 2
  store i64 0, ptr %c1339
  br label %head1340
head1340:
  %i1343 = load i64, ptr %c1339
  %t1344 = icmp slt i64 %i1343, %t32
  br i1 %t1344, label %body1341, label %done1342
body1341:
  %t1345 = getelementptr i16, ptr %rowbuf, i64 %i1343
  %t1346 = load i16, ptr %t1345, align 2
  %t1347 = getelementptr i16, ptr %t1332, i64 %i1343
  store i16 %t1346, ptr %t1347, align 2
  %t1348 = add nsw i64 %i1343, 1
  store i64 %t1348, ptr %c1339
  br label %head1340
done1342:
  br label %rowdone1275
rowdone1275:
  %t1351 = icmp slt i64 17, %t29
  br i1 %t1351, label %row1349, label %rowdone1350
row1349:
  %t1352 = add i64 %t25, 17
  %t1353 = getelementptr i32, ptr %buf.radd, i64 %t1352
  %t1354 = load i32, ptr %t1353, align 4
  %t1355 = insertelement <16 x i32> poison, i32 %t1354, i64 0
  %t1356 = shufflevector <16 x i32> %t1355, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1357 = getelementptr i32, ptr %buf.rmul, i64 %t1352
  %t1358 = load i32, ptr %t1357, align 4
  %t1359 = insertelement <16 x i32> poison, i32 %t1358, i64 0
  %t1360 = shufflevector <16 x i32> %t1359, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1361 = mul i64 %t36, 2
  %t1362 = add i64 %t1361, 34
  %t1363 = getelementptr <16 x i32>, ptr %tile, i64 %t1362
  %t1364 = load <16 x i32>, ptr %t1363, align 4
  %t1365 = mul i64 %t1352, %size.ldc
  %t1366 = add i64 %t1365, %t26
  %t1367 = add i64 %t1366, 0
  %t1368 = getelementptr i16, ptr %buf.res, i64 %t1367
  %t1369 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1368, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t1370 = zext <16 x i16> %t1369 to <16 x i32>
  %t1371 = shl <16 x i32> %t1370, splat (i32 16)
  %t1372 = bitcast <16 x i32> %t1371 to <16 x float>
  %t1373 = bitcast <16 x i32> %t1364 to <16 x float>
  %t1374 = fmul <16 x float> %t1373, %t55
  %t1375 = fadd <16 x float> %t1374, %t61
  %t1376 = fadd <16 x float> %t1375, %t1372
  %t1377 = fcmp olt <16 x float> %t1376, splat (float 0x0000000000000000)
  %t1378 = select <16 x i1> %t1377, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1376
  %t1379 = fcmp ogt <16 x float> %t1378, splat (float 0x4018000000000000)
  %t1380 = select <16 x i1> %t1379, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1378
  %t1381 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1380)
  %t1382 = bitcast <16 x bfloat> %t1381 to <16 x i16>
  %t1383 = mul i64 %t36, 2
  %t1384 = add i64 %t1383, 35
  %t1385 = getelementptr <16 x i32>, ptr %tile, i64 %t1384
  %t1386 = load <16 x i32>, ptr %t1385, align 4
  %t1387 = mul i64 %t1352, %size.ldc
  %t1388 = add i64 %t1387, %t26
  %t1389 = add i64 %t1388, 16
  %t1390 = getelementptr i16, ptr %buf.res, i64 %t1389
  %t1391 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1390, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t1392 = zext <16 x i16> %t1391 to <16 x i32>
  %t1393 = shl <16 x i32> %t1392, splat (i32 16)
  %t1394 = bitcast <16 x i32> %t1393 to <16 x float>
  %t1395 = bitcast <16 x i32> %t1386 to <16 x float>
  %t1396 = fmul <16 x float> %t1395, %t58
  %t1397 = fadd <16 x float> %t1396, %t64
  %t1398 = fadd <16 x float> %t1397, %t1394
  %t1399 = fcmp olt <16 x float> %t1398, splat (float 0x0000000000000000)
  %t1400 = select <16 x i1> %t1399, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1398
  %t1401 = fcmp ogt <16 x float> %t1400, splat (float 0x4018000000000000)
  %t1402 = select <16 x i1> %t1401, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1400
  %t1403 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1402)
  %t1404 = bitcast <16 x bfloat> %t1403 to <16 x i16>
  %t1405 = mul i64 %t1352, %size.ldc
  %t1406 = add i64 %t1405, %t26
  %t1407 = getelementptr i16, ptr %buf.c, i64 %t1406
  br i1 %t65, label %whole1408, label %part1409
whole1408:
  %t1410 = getelementptr i16, ptr %t1407, i64 0
  store <16 x i16> %t1382, ptr %t1410, align 2
  %t1411 = getelementptr i16, ptr %t1407, i64 16
  store <16 x i16> %t1404, ptr %t1411, align 2
  br label %rowdone1350
part1409:
  %t1412 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t1382, ptr %t1412, align 2
  %t1413 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t1404, ptr %t1413, align 2
  store i64 0, ptr %c1414
  br label %head1415
head1415:
  %i1418 = load i64, ptr %c1414
  %t1419 = icmp slt i64 %i1418, %t32
  br i1 %t1419, label %body1416, label %done1417
body1416:
  %t1420 = getelementptr i16, ptr %rowbuf, i64 %i1418
  %t1421 = load i16, ptr %t1420, align 2
  %t1422 = getelementptr i16, ptr %t1407, i64 %i1418
  store i16 %t1421, ptr %t1422, align 2
  %t1423 = add nsw i64 %i1418, 1
  store i64 %t1423, ptr %c1414
  br label %head1415
done1417:
  br label %rowdone1350
rowdone1350:
  %t1426 = icmp slt i64 18, %t29
  br i1 %t1426, label %row1424, label %rowdone1425
row1424:
  %t1427 = add i64 %t25, 18
  %t1428 = getelementptr i32, ptr %buf.radd, i64 %t1427
  %t1429 = load i32, ptr %t1428, align 4
  %t1430 = insertelement <16 x i32> poison, i32 %t1429, i64 0
  %t1431 = shufflevector <16 x i32> %t1430, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1432 = getelementptr i32, ptr %buf.rmul, i64 %t1427
  %t1433 = load i32, ptr %t1432, align 4
  %t1434 = insertelement <16 x i32> poison, i32 %t1433, i64 0
  %t1435 = shufflevector <16 x i32> %t1434, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1436 = mul i64 %t36, 2
  %t1437 = add i64 %t1436, 36
  %t1438 = getelementptr <16 x i32>, ptr %tile, i64 %t1437
  %t1439 = load <16 x i32>, ptr %t1438, align 4
  %t1440 = mul i64 %t1427, %size.ldc
  %t1441 = add i64 %t1440, %t26
  %t1442 = add i64 %t1441, 0
  %t1443 = getelementptr i16, ptr %buf.res, i64 %t1442
  %t1444 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1443, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t1445 = zext <16 x i16> %t1444 to <16 x i32>
  %t1446 = shl <16 x i32> %t1445, splat (i32 16)
  %t1447 = bitcast <16 x i32> %t1446 to <16 x float>
  %t1448 = bitcast <16 x i32> %t1439 to <16 x float>
  %t1449 = fmul <16 x float> %t1448, %t55
  %t1450 = fadd <16 x float> %t1449, %t61
  %t1451 = fadd <16 x float> %t1450, %t1447
  %t1452 = fcmp olt <16 x float> %t1451, splat (float 0x0000000000000000)
  %t1453 = select <16 x i1> %t1452, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1451
  %t1454 = fcmp ogt <16 x float> %t1453, splat (float 0x4018000000000000)
  %t1455 = select <16 x i1> %t1454, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1453
  %t1456 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1455)
  %t1457 = bitcast <16 x bfloat> %t1456 to <16 x i16>
  %t1458 = mul i64 %t36, 2
  %t1459 = add i64 %t1458, 37
  %t1460 = getelementptr <16 x i32>, ptr %tile, i64 %t1459
  %t1461 = load <16 x i32>, ptr %t1460, align 4
  %t1462 = mul i64 %t1427, %size.ldc
  %t1463 = add i64 %t1462, %t26
  %t1464 = add i64 %t1463, 16
  %t1465 = getelementptr i16, ptr %buf.res, i64 %t1464
  %t1466 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1465, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t1467 = zext <16 x i16> %t1466 to <16 x i32>
  %t1468 = shl <16 x i32> %t1467, splat (i32 16)
  %t1469 = bitcast <16 x i32> %t1468 to <16 x float>
  %t1470 = bitcast <16 x i32> %t1461 to <16 x float>
  %t1471 = fmul <16 x float> %t1470, %t58
  %t1472 = fadd <16 x float> %t1471, %t64
  %t1473 = fadd <16 x float> %t1472, %t1469
  %t1474 = fcmp olt <16 x float> %t1473, splat (float 0x0000000000000000)
  %t1475 = select <16 x i1> %t1474, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1473
  %t1476 = fcmp ogt <16 x float> %t1475, splat (float 0x4018000000000000)
  %t1477 = select <16 x i1> %t1476, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1475
  %t1478 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1477)
  %t1479 = bitcast <16 x bfloat> %t1478 to <16 x i16>
  %t1480 = mul i64 %t1427, %size.ldc
  %t1481 = add i64 %t1480, %t26
  %t1482 = getelementptr i16, ptr %buf.c, i64 %t1481
  br i1 %t65, label %whole1483, label %part1484
whole1483:
  %t1485 = getelementptr i16, ptr %t1482, i64 0
  store <16 x i16> %t1457, ptr %t1485, align 2
  %t1486 = getelementptr i16, ptr %t1482, i64 16
  store <16 x i16> %t1479, ptr %t1486, align 2
  br label %rowdone1425
part1484:
  %t1487 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t1457, ptr %t1487, align 2
  %t1488 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t1479, ptr %t1488, align 2
  store i64 0, ptr %c1489
  br label %head1490
head1490:
  %i1493 = load i64, ptr %c1489
  %t1494 = icmp slt i64 %i1493, %t32
  br i1 %t1494, label %body1491, label %done1492
body1491:
  %t1495 = getelementptr i16, ptr %rowbuf, i64 %i1493
  %t1496 = load i16, ptr %t1495, align 2
  %t1497 = getelementptr i16, ptr %t1482, i64 %i1493
  store i16 %t1496, ptr %t1497, align 2
  %t1498 = add nsw i64 %i1493, 1
  store i64 %t1498, ptr %c1489
  br label %head1490
done1492:
  br label %rowdone1425
rowdone1425:
  %t1501 = icmp slt i64 19, %t29
  br i1 %t1501, label %row1499, label %rowdone1500
row1499:
  %t1502 = add i64 %t25, 19
  %t1503 = getelementptr i32, ptr %buf.radd, i64 %t1502
  %t1504 = load i32, ptr %t1503, align 4
  %t1505 = insertelement <16 x i32> poison, i32 %t1504, i64 0
  %t1506 = shufflevector <16 x i32> %t1505, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1507 = getelementptr i32, ptr %buf.rmul, i64 %t1502
  %t1508 = load i32, ptr %t1507, align 4
  %t1509 = insertelement <16 x i32> poison, i32 %t1508, i64 0
  %t1510 = shufflevector <16 x i32> %t1509, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1511 = mul i64 %t36, 2
  %t1512 = add i64 %t1511, 38
  %t1513 = getelementptr <16 x i32>, ptr %tile, i64 %t1512
  %t1514 = load <16 x i32>, ptr %t1513, align 4
  %t1515 = mul i64 %t1502, %size.ldc
  %t1516 = add i64 %t1515, %t26
  %t1517 = add i64 %t1516, 0
  %t1518 = getelementptr i16, ptr %buf.res, i64 %t1517
  %t1519 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1518, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t1520 = zext <16 x i16> %t1519 to <16 x i32>
  %t1521 = shl <16 x i32> %t1520, splat (i32 16)
  %t1522 = bitcast <16 x i32> %t1521 to <16 x float>
  %t1523 = bitcast <16 x i32> %t1514 to <16 x float>
  %t1524 = fmul <16 x float> %t1523, %t55
  %t1525 = fadd <16 x float> %t1524, %t61
  %t1526 = fadd <16 x float> %t1525, %t1522
  %t1527 = fcmp olt <16 x float> %t1526, splat (float 0x0000000000000000)
  %t1528 = select <16 x i1> %t1527, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1526
  %t1529 = fcmp ogt <16 x float> %t1528, splat (float 0x4018000000000000)
  %t1530 = select <16 x i1> %t1529, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1528
  %t1531 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1530)
  %t1532 = bitcast <16 x bfloat> %t1531 to <16 x i16>
  %t1533 = mul i64 %t36, 2
  %t1534 = add i64 %t1533, 39
  %t1535 = getelementptr <16 x i32>, ptr %tile, i64 %t1534
  %t1536 = load <16 x i32>, ptr %t1535, align 4
  %t1537 = mul i64 %t1502, %size.ldc
  %t1538 = add i64 %t1537, %t26
  %t1539 = add i64 %t1538, 16
  %t1540 = getelementptr i16, ptr %buf.res, i64 %t1539
  %t1541 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1540, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t1542 = zext <16 x i16> %t1541 to <16 x i32>
  %t1543 = shl <16 x i32> %t1542, splat (i32 16)
  %t1544 = bitcast <16 x i32> %t1543 to <16 x float>
  %t1545 = bitcast <16 x i32> %t1536 to <16 x float>
  %t1546 = fmul <16 x float> %t1545, %t58
  %t1547 = fadd <16 x float> %t1546, %t64
  %t1548 = fadd <16 x float> %t1547, %t1544
  %t1549 = fcmp olt <16 x float> %t1548, splat (float 0x0000000000000000)
  %t1550 = select <16 x i1> %t1549, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1548
  %t1551 = fcmp ogt <16 x float> %t1550, splat (float 0x4018000000000000)
  %t1552 = select <16 x i1> %t1551, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1550
  %t1553 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1552)
  %t1554 = bitcast <16 x bfloat> %t1553 to <16 x i16>
  %t1555 = mul i64 %t1502, %size.ldc
  %t1556 = add i64 %t1555, %t26
  %t1557 = getelementptr i16, ptr %buf.c, i64 %t1556
  br i1 %t65, label %whole1558, label %part1559
whole1558:
  %t1560 = getelementptr i16, ptr %t1557, i64 0
  store <16 x i16> %t1532, ptr %t1560, align 2
  %t1561 = getelementptr i16, ptr %t1557, i64 16
  store <16 x i16> %t1554, ptr %t1561, align 2
  br label %rowdone1500
part1559:
  %t1562 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t1532, ptr %t1562, align 2
  %t1563 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t1554, ptr %t1563, align 2
  store i64 0, ptr %c1564
  br label %head1565
head1565:
  %i1568 = load i64, ptr %c1564
  %t1569 = icmp slt i64 %i1568, %t32
  br i1 %t1569, label %body1566, label %done1567
body1566:
  %t1570 = getelementptr i16, ptr %rowbuf, i64 %i1568
  %t1571 = load i16, ptr %t1570, align 2
  %t1572 = getelementptr i16, ptr %t1557, i64 %i1568
  store i16 %t1571, ptr %t1572, align 2
  %t1573 = add nsw i64 %i1568, 1
  store i64 %t1573, ptr %c1564
  br label %head1565
done1567:
  br label %rowdone1500
rowdone1500:
  %t1576 = icmp slt i64 20, %t29
  br i1 %t1576, label %row1574, label %rowdone1575
row1574:
  %t1577 = add i64 %t25, 20
  %t1578 = getelementptr i32, ptr %buf.radd, i64 %t1577
  %t1579 = load i32, ptr %t1578, align 4
  %t1580 = insertelement <16 x i32> poison, i32 %t1579, i64 0
  %t1581 = shufflevector <16 x i32> %t1580, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1582 = getelementptr i32, ptr %buf.rmul, i64 %t1577
  %t1583 = load i32, ptr %t1582, align 4
  %t1584 = insertelement <16 x i32> poison, i32 %t1583, i64 0
  %t1585 = shufflevector <16 x i32> %t1584, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1586 = mul i64 %t36, 2
  %t1587 = add i64 %t1586, 40
  %t1588 = getelementptr <16 x i32>, ptr %tile, i64 %t1587
  %t1589 = load <16 x i32>, ptr %t1588, align 4
  %t1590 = mul i64 %t1577, %size.ldc
  %t1591 = add i64 %t1590, %t26
  %t1592 = add i64 %t1591, 0
  %t1593 = getelementptr i16, ptr %buf.res, i64 %t1592
  %t1594 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1593, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t1595 = zext <16 x i16> %t1594 to <16 x i32>
  %t1596 = shl <16 x i32> %t1595, splat (i32 16)
  %t1597 = bitcast <16 x i32> %t1596 to <16 x float>
  %t1598 = bitcast <16 x i32> %t1589 to <16 x float>
  %t1599 = fmul <16 x float> %t1598, %t55
  %t1600 = fadd <16 x float> %t1599, %t61
  %t1601 = fadd <16 x float> %t1600, %t1597
  %t1602 = fcmp olt <16 x float> %t1601, splat (float 0x0000000000000000)
  %t1603 = select <16 x i1> %t1602, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1601
  %t1604 = fcmp ogt <16 x float> %t1603, splat (float 0x4018000000000000)
  %t1605 = select <16 x i1> %t1604, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1603
  %t1606 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1605)
  %t1607 = bitcast <16 x bfloat> %t1606 to <16 x i16>
  %t1608 = mul i64 %t36, 2
  %t1609 = add i64 %t1608, 41
  %t1610 = getelementptr <16 x i32>, ptr %tile, i64 %t1609
  %t1611 = load <16 x i32>, ptr %t1610, align 4
  %t1612 = mul i64 %t1577, %size.ldc
  %t1613 = add i64 %t1612, %t26
  %t1614 = add i64 %t1613, 16
  %t1615 = getelementptr i16, ptr %buf.res, i64 %t1614
  %t1616 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1615, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t1617 = zext <16 x i16> %t1616 to <16 x i32>
  %t1618 = shl <16 x i32> %t1617, splat (i32 16)
  %t1619 = bitcast <16 x i32> %t1618 to <16 x float>
  %t1620 = bitcast <16 x i32> %t1611 to <16 x float>
  %t1621 = fmul <16 x float> %t1620, %t58
  %t1622 = fadd <16 x float> %t1621, %t64
  %t1623 = fadd <16 x float> %t1622, %t1619
  %t1624 = fcmp olt <16 x float> %t1623, splat (float 0x0000000000000000)
  %t1625 = select <16 x i1> %t1624, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1623
  %t1626 = fcmp ogt <16 x float> %t1625, splat (float 0x4018000000000000)
  %t1627 = select <16 x i1> %t1626, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1625
  %t1628 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1627)
  %t1629 = bitcast <16 x bfloat> %t1628 to <16 x i16>
  %t1630 = mul i64 %t1577, %size.ldc
  %t1631 = add i64 %t1630, %t26
  %t1632 = getelementptr i16, ptr %buf.c, i64 %t1631
  br i1 %t65, label %whole1633, label %part1634
whole1633:
  %t1635 = getelementptr i16, ptr %t1632, i64 0
  store <16 x i16> %t1607, ptr %t1635, align 2
  %t1636 = getelementptr i16, ptr %t1632, i64 16
  store <16 x i16> %t1629, ptr %t1636, align 2
  br label %rowdone1575
part1634:
  %t1637 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t1607, ptr %t1637, align 2
  %t1638 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t1629, ptr %t1638, align 2
  store i64 0, ptr %c1639
  br label %head1640
head1640:
  %i1643 = load i64, ptr %c1639
  %t1644 = icmp slt i64 %i1643, %t32
  br i1 %t1644, label %body1641, label %done1642
body1641:
  %t1645 = getelementptr i16, ptr %rowbuf, i64 %i1643
  %t1646 = load i16, ptr %t1645, align 2
  %t1647 = getelementptr i16, ptr %t1632, i64 %i1643
  store i16 %t1646, ptr %t1647, align 2
  %t1648 = add nsw i64 %i1643, 1
  store i64 %t1648, ptr %c1639
  br label %head1640
done1642:
  br label %rowdone1575
rowdone1575:
  %t1651 = icmp slt i64 21, %t29
  br i1 %t1651, label %row1649, label %rowdone1650
row1649:
  %t1652 = add i64 %t25, 21
  %t1653 = getelementptr i32, ptr %buf.radd, i64 %t1652
  %t1654 = load i32, ptr %t1653, align 4
  %t1655 = insertelement <16 x i32> poison, i32 %t1654, i64 0
  %t1656 = shufflevector <16 x i32> %t1655, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1657 = getelementptr i32, ptr %buf.rmul, i64 %t1652
  %t1658 = load i32, ptr %t1657, align 4
  %t1659 = insertelement <16 x i32> poison, i32 %t1658, i64 0
  %t1660 = shufflevector <16 x i32> %t1659, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1661 = mul i64 %t36, 2
  %t1662 = add i64 %t1661, 42
  %t1663 = getelementptr <16 x i32>, ptr %tile, i64 %t1662
  %t1664 = load <16 x i32>, ptr %t1663, align 4
  %t1665 = mul i64 %t1652, %size.ldc
  %t1666 = add i64 %t1665, %t26
  %t1667 = add i64 %t1666, 0
  %t1668 = getelementptr i16, ptr %buf.res, i64 %t1667
  %t1669 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1668, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t1670 = zext <16 x i16> %t1669 to <16 x i32>
  %t1671 = shl <16 x i32> %t1670, splat (i32 16)
  %t1672 = bitcast <16 x i32> %t1671 to <16 x float>
  %t1673 = bitcast <16 x i32> %t1664 to <16 x float>
  %t1674 = fmul <16 x float> %t1673, %t55
  %t1675 = fadd <16 x float> %t1674, %t61
  %t1676 = fadd <16 x float> %t1675, %t1672
  %t1677 = fcmp olt <16 x float> %t1676, splat (float 0x0000000000000000)
  %t1678 = select <16 x i1> %t1677, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1676
  %t1679 = fcmp ogt <16 x float> %t1678, splat (float 0x4018000000000000)
  %t1680 = select <16 x i1> %t1679, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1678
  %t1681 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1680)
  %t1682 = bitcast <16 x bfloat> %t1681 to <16 x i16>
  %t1683 = mul i64 %t36, 2
  %t1684 = add i64 %t1683, 43
  %t1685 = getelementptr <16 x i32>, ptr %tile, i64 %t1684
  %t1686 = load <16 x i32>, ptr %t1685, align 4
  %t1687 = mul i64 %t1652, %size.ldc
  %t1688 = add i64 %t1687, %t26
  %t1689 = add i64 %t1688, 16
  %t1690 = getelementptr i16, ptr %buf.res, i64 %t1689
  %t1691 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1690, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t1692 = zext <16 x i16> %t1691 to <16 x i32>
  %t1693 = shl <16 x i32> %t1692, splat (i32 16)
  %t1694 = bitcast <16 x i32> %t1693 to <16 x float>
  %t1695 = bitcast <16 x i32> %t1686 to <16 x float>
  %t1696 = fmul <16 x float> %t1695, %t58
  %t1697 = fadd <16 x float> %t1696, %t64
  %t1698 = fadd <16 x float> %t1697, %t1694
  %t1699 = fcmp olt <16 x float> %t1698, splat (float 0x0000000000000000)
  %t1700 = select <16 x i1> %t1699, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1698
  %t1701 = fcmp ogt <16 x float> %t1700, splat (float 0x4018000000000000)
  %t1702 = select <16 x i1> %t1701, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1700
  %t1703 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1702)
  %t1704 = bitcast <16 x bfloat> %t1703 to <16 x i16>
  %t1705 = mul i64 %t1652, %size.ldc
  %t1706 = add i64 %t1705, %t26
  %t1707 = getelementptr i16, ptr %buf.c, i64 %t1706
  br i1 %t65, label %whole1708, label %part1709
whole1708:
  %t1710 = getelementptr i16, ptr %t1707, i64 0
  store <16 x i16> %t1682, ptr %t1710, align 2
  %t1711 = getelementptr i16, ptr %t1707, i64 16
  store <16 x i16> %t1704, ptr %t1711, align 2
  br label %rowdone1650
part1709:
  %t1712 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t1682, ptr %t1712, align 2
  %t1713 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t1704, ptr %t1713, align 2
  store i64 0, ptr %c1714
  br label %head1715
head1715:
  %i1718 = load i64, ptr %c1714
  %t1719 = icmp slt i64 %i1718, %t32
  br i1 %t1719, label %body1716, label %done1717
body1716:
  %t1720 = getelementptr i16, ptr %rowbuf, i64 %i1718
  %t1721 = load i16, ptr %t1720, align 2
  %t1722 = getelementptr i16, ptr %t1707, i64 %i1718
  store i16 %t1721, ptr %t1722, align 2
  %t1723 = add nsw i64 %i1718, 1
  store i64 %t1723, ptr %c1714
  br label %head1715
done1717:
  br label %rowdone1650
rowdone1650:
  %t1726 = icmp slt i64 22, %t29
  br i1 %t1726, label %row1724, label %rowdone1725
row1724:
  %t1727 = add i64 %t25, 22
  %t1728 = getelementptr i32, ptr %buf.radd, i64 %t1727
  %t1729 = load i32, ptr %t1728, align 4
  %t1730 = insertelement <16 x i32> poison, i32 %t1729, i64 0
  %t1731 = shufflevector <16 x i32> %t1730, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1732 = getelementptr i32, ptr %buf.rmul, i64 %t1727
  %t1733 = load i32, ptr %t1732, align 4
  %t1734 = insertelement <16 x i32> poison, i32 %t1733, i64 0
  %t1735 = shufflevector <16 x i32> %t1734, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1736 = mul i64 %t36, 2
  %t1737 = add i64 %t1736, 44
  %t1738 = getelementptr <16 x i32>, ptr %tile, i64 %t1737
  %t1739 = load <16 x i32>, ptr %t1738, align 4
  %t1740 = mul i64 %t1727, %size.ldc
  %t1741 = add i64 %t1740, %t26
  %t1742 = add i64 %t1741, 0
  %t1743 = getelementptr i16, ptr %buf.res, i64 %t1742
  %t1744 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1743, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t1745 = zext <16 x i16> %t1744 to <16 x i32>
  %t1746 = shl <16 x i32> %t1745, splat (i32 16)
  %t1747 = bitcast <16 x i32> %t1746 to <16 x float>
  %t1748 = bitcast <16 x i32> %t1739 to <16 x float>
  %t1749 = fmul <16 x float> %t1748, %t55
  %t1750 = fadd <16 x float> %t1749, %t61
  %t1751 = fadd <16 x float> %t1750, %t1747
  %t1752 = fcmp olt <16 x float> %t1751, splat (float 0x0000000000000000)
  %t1753 = select <16 x i1> %t1752, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1751
  %t1754 = fcmp ogt <16 x float> %t1753, splat (float 0x4018000000000000)
  %t1755 = select <16 x i1> %t1754, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1753
  %t1756 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1755)
  %t1757 = bitcast <16 x bfloat> %t1756 to <16 x i16>
  %t1758 = mul i64 %t36, 2
  %t1759 = add i64 %t1758, 45
  %t1760 = getelementptr <16 x i32>, ptr %tile, i64 %t1759
  %t1761 = load <16 x i32>, ptr %t1760, align 4
  %t1762 = mul i64 %t1727, %size.ldc
  %t1763 = add i64 %t1762, %t26
  %t1764 = add i64 %t1763, 16
  %t1765 = getelementptr i16, ptr %buf.res, i64 %t1764
  %t1766 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1765, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t1767 = zext <16 x i16> %t1766 to <16 x i32>
  %t1768 = shl <16 x i32> %t1767, splat (i32 16)
  %t1769 = bitcast <16 x i32> %t1768 to <16 x float>
  %t1770 = bitcast <16 x i32> %t1761 to <16 x float>
  %t1771 = fmul <16 x float> %t1770, %t58
  %t1772 = fadd <16 x float> %t1771, %t64
  %t1773 = fadd <16 x float> %t1772, %t1769
  %t1774 = fcmp olt <16 x float> %t1773, splat (float 0x0000000000000000)
  %t1775 = select <16 x i1> %t1774, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1773
  %t1776 = fcmp ogt <16 x float> %t1775, splat (float 0x4018000000000000)
  %t1777 = select <16 x i1> %t1776, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1775
  %t1778 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1777)
  %t1779 = bitcast <16 x bfloat> %t1778 to <16 x i16>
  %t1780 = mul i64 %t1727, %size.ldc
  %t1781 = add i64 %t1780, %t26
  %t1782 = getelementptr i16, ptr %buf.c, i64 %t1781
  br i1 %t65, label %whole1783, label %part1784
whole1783:
  %t1785 = getelementptr i16, ptr %t1782, i64 0
  store <16 x i16> %t1757, ptr %t1785, align 2
  %t1786 = getelementptr i16, ptr %t1782, i64 16
  store <16 x i16> %t1779, ptr %t1786, align 2
  br label %rowdone1725
part1784:
  %t1787 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t1757, ptr %t1787, align 2
  %t1788 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t1779, ptr %t1788, align 2
  store i64 0, ptr %c1789
  br label %head1790
head1790:
  %i1793 = load i64, ptr %c1789
  %t1794 = icmp slt i64 %i1793, %t32
  br i1 %t1794, label %body1791, label %done1792
body1791:
  %t1795 = getelementptr i16, ptr %rowbuf, i64 %i1793
  %t1796 = load i16, ptr %t1795, align 2
  %t1797 = getelementptr i16, ptr %t1782, i64 %i1793
  store i16 %t1796, ptr %t1797, align 2
  %t1798 = add nsw i64 %i1793, 1
  store i64 %t1798, ptr %c1789
  br label %head1790
done1792:
  br label %rowdone1725
rowdone1725:
  %t1801 = icmp slt i64 23, %t29
  br i1 %t1801, label %row1799, label %rowdone1800
row1799:
  %t1802 = add i64 %t25, 23
  %t1803 = getelementptr i32, ptr %buf.radd, i64 %t1802
  %t1804 = load i32, ptr %t1803, align 4
  %t1805 = insertelement <16 x i32> poison, i32 %t1804, i64 0
  %t1806 = shufflevector <16 x i32> %t1805, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1807 = getelementptr i32, ptr %buf.rmul, i64 %t1802
  %t1808 = load i32, ptr %t1807, align 4
  %t1809 = insertelement <16 x i32> poison, i32 %t1808, i64 0
  %t1810 = shufflevector <16 x i32> %t1809, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1811 = mul i64 %t36, 2
  %t1812 = add i64 %t1811, 46
  %t1813 = getelementptr <16 x i32>, ptr %tile, i64 %t1812
  %t1814 = load <16 x i32>, ptr %t1813, align 4
  %t1815 = mul i64 %t1802, %size.ldc
  %t1816 = add i64 %t1815, %t26
  %t1817 = add i64 %t1816, 0
  %t1818 = getelementptr i16, ptr %buf.res, i64 %t1817
  %t1819 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1818, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t1820 = zext <16 x i16> %t1819 to <16 x i32>
  %t1821 = shl <16 x i32> %t1820, splat (i32 16)
  %t1822 = bitcast <16 x i32> %t1821 to <16 x float>
  %t1823 = bitcast <16 x i32> %t1814 to <16 x float>
  %t1824 = fmul <16 x float> %t1823, %t55
  %t1825 = fadd <16 x float> %t1824, %t61
  %t1826 = fadd <16 x float> %t1825, %t1822
  %t1827 = fcmp olt <16 x float> %t1826, splat (float 0x0000000000000000)
  %t1828 = select <16 x i1> %t1827, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1826
  %t1829 = fcmp ogt <16 x float> %t1828, splat (float 0x4018000000000000)
  %t1830 = select <16 x i1> %t1829, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1828
  %t1831 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1830)
  %t1832 = bitcast <16 x bfloat> %t1831 to <16 x i16>
  %t1833 = mul i64 %t36, 2
  %t1834 = add i64 %t1833, 47
  %t1835 = getelementptr <16 x i32>, ptr %tile, i64 %t1834
  %t1836 = load <16 x i32>, ptr %t1835, align 4
  %t1837 = mul i64 %t1802, %size.ldc
  %t1838 = add i64 %t1837, %t26
  %t1839 = add i64 %t1838, 16
  %t1840 = getelementptr i16, ptr %buf.res, i64 %t1839
  %t1841 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1840, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t1842 = zext <16 x i16> %t1841 to <16 x i32>
  %t1843 = shl <16 x i32> %t1842, splat (i32 16)
  %t1844 = bitcast <16 x i32> %t1843 to <16 x float>
  %t1845 = bitcast <16 x i32> %t1836 to <16 x float>
  %t1846 = fmul <16 x float> %t1845, %t58
  %t1847 = fadd <16 x float> %t1846, %t64
  %t1848 = fadd <16 x float> %t1847, %t1844
  %t1849 = fcmp olt <16 x float> %t1848, splat (float 0x0000000000000000)
  %t1850 = select <16 x i1> %t1849, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1848
  %t1851 = fcmp ogt <16 x float> %t1850, splat (float 0x4018000000000000)
  %t1852 = select <16 x i1> %t1851, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1850
  %t1853 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1852)
  %t1854 = bitcast <16 x bfloat> %t1853 to <16 x i16>
  %t1855 = mul i64 %t1802, %size.ldc
  %t1856 = add i64 %t1855, %t26
  %t1857 = getelementptr i16, ptr %buf.c, i64 %t1856
  br i1 %t65, label %whole1858, label %part1859
whole1858:
  %t1860 = getelementptr i16, ptr %t1857, i64 0
  store <16 x i16> %t1832, ptr %t1860, align 2
  %t1861 = getelementptr i16, ptr %t1857, i64 16
  store <16 x i16> %t1854, ptr %t1861, align 2
  br label %rowdone1800
part1859:
  %t1862 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t1832, ptr %t1862, align 2
  %t1863 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t1854, ptr %t1863, align 2
  store i64 0, ptr %c1864
  br label %head1865
head1865:
  %i1868 = load i64, ptr %c1864
  %t1869 = icmp slt i64 %i1868, %t32
  br i1 %t1869, label %body1866, label %done1867
body1866:
  %t1870 = getelementptr i16, ptr %rowbuf, i64 %i1868
  %t1871 = load i16, ptr %t1870, align 2
  %t1872 = getelementptr i16, ptr %t1857, i64 %i1868
  store i16 %t1871, ptr %t1872, align 2
  %t1873 = add nsw i64 %i1868, 1
  store i64 %t1873, ptr %c1864
  br label %head1865
done1867:
  br label %rowdone1800
rowdone1800:
  %t1876 = icmp slt i64 24, %t29
  br i1 %t1876, label %row1874, label %rowdone1875
row1874:
  %t1877 = add i64 %t25, 24
  %t1878 = getelementptr i32, ptr %buf.radd, i64 %t1877
  %t1879 = load i32, ptr %t1878, align 4
  %t1880 = insertelement <16 x i32> poison, i32 %t1879, i64 0
  %t1881 = shufflevector <16 x i32> %t1880, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1882 = getelementptr i32, ptr %buf.rmul, i64 %t1877
  %t1883 = load i32, ptr %t1882, align 4
  %t1884 = insertelement <16 x i32> poison, i32 %t1883, i64 0
  %t1885 = shufflevector <16 x i32> %t1884, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1886 = mul i64 %t36, 2
  %t1887 = add i64 %t1886, 48
  %t1888 = getelementptr <16 x i32>, ptr %tile, i64 %t1887
  %t1889 = load <16 x i32>, ptr %t1888, align 4
  %t1890 = mul i64 %t1877, %size.ldc
  %t1891 = add i64 %t1890, %t26
  %t1892 = add i64 %t1891, 0
  %t1893 = getelementptr i16, ptr %buf.res, i64 %t1892
  %t1894 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1893, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t1895 = zext <16 x i16> %t1894 to <16 x i32>
  %t1896 = shl <16 x i32> %t1895, splat (i32 16)
  %t1897 = bitcast <16 x i32> %t1896 to <16 x float>
  %t1898 = bitcast <16 x i32> %t1889 to <16 x float>
  %t1899 = fmul <16 x float> %t1898, %t55
  %t1900 = fadd <16 x float> %t1899, %t61
  %t1901 = fadd <16 x float> %t1900, %t1897
  %t1902 = fcmp olt <16 x float> %t1901, splat (float 0x0000000000000000)
  %t1903 = select <16 x i1> %t1902, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1901
  %t1904 = fcmp ogt <16 x float> %t1903, splat (float 0x4018000000000000)
  %t1905 = select <16 x i1> %t1904, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1903
  %t1906 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1905)
  %t1907 = bitcast <16 x bfloat> %t1906 to <16 x i16>
  %t1908 = mul i64 %t36, 2
  %t1909 = add i64 %t1908, 49
  %t1910 = getelementptr <16 x i32>, ptr %tile, i64 %t1909
  %t1911 = load <16 x i32>, ptr %t1910, align 4
  %t1912 = mul i64 %t1877, %size.ldc
  %t1913 = add i64 %t1912, %t26
  %t1914 = add i64 %t1913, 16
  %t1915 = getelementptr i16, ptr %buf.res, i64 %t1914
  %t1916 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1915, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t1917 = zext <16 x i16> %t1916 to <16 x i32>
  %t1918 = shl <16 x i32> %t1917, splat (i32 16)
  %t1919 = bitcast <16 x i32> %t1918 to <16 x float>
  %t1920 = bitcast <16 x i32> %t1911 to <16 x float>
  %t1921 = fmul <16 x float> %t1920, %t58
  %t1922 = fadd <16 x float> %t1921, %t64
  %t1923 = fadd <16 x float> %t1922, %t1919
  %t1924 = fcmp olt <16 x float> %t1923, splat (float 0x0000000000000000)
  %t1925 = select <16 x i1> %t1924, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1923
  %t1926 = fcmp ogt <16 x float> %t1925, splat (float 0x4018000000000000)
  %t1927 = select <16 x i1> %t1926, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1925
  %t1928 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1927)
  %t1929 = bitcast <16 x bfloat> %t1928 to <16 x i16>
  %t1930 = mul i64 %t1877, %size.ldc
  %t1931 = add i64 %t1930, %t26
  %t1932 = getelementptr i16, ptr %buf.c, i64 %t1931
  br i1 %t65, label %whole1933, label %part1934
whole1933:
  %t1935 = getelementptr i16, ptr %t1932, i64 0
  store <16 x i16> %t1907, ptr %t1935, align 2
  %t1936 = getelementptr i16, ptr %t1932, i64 16
  store <16 x i16> %t1929, ptr %t1936, align 2
  br label %rowdone1875
part1934:
  %t1937 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t1907, ptr %t1937, align 2
  %t1938 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t1929, ptr %t1938, align 2
  store i64 0, ptr %c1939
  br label %head1940
head1940:
  %i1943 = load i64, ptr %c1939
  %t1944 = icmp slt i64 %i1943, %t32
  br i1 %t1944, label %body1941, label %done1942
body1941:
  %t1945 = getelementptr i16, ptr %rowbuf, i64 %i1943
  %t1946 = load i16, ptr %t1945, align 2
  %t1947 = getelementptr i16, ptr %t1932, i64 %i1943
  store i16 %t1946, ptr %t1947, align 2
  %t1948 = add nsw i64 %i1943, 1
  store i64 %t1948, ptr %c1939
  br label %head1940
done1942:
  br label %rowdone1875
rowdone1875:
  %t1951 = icmp slt i64 25, %t29
  br i1 %t1951, label %row1949, label %rowdone1950
row1949:
  %t1952 = add i64 %t25, 25
  %t1953 = getelementptr i32, ptr %buf.radd, i64 %t1952
  %t1954 = load i32, ptr %t1953, align 4
  %t1955 = insertelement <16 x i32> poison, i32 %t1954, i64 0
  %t1956 = shufflevector <16 x i32> %t1955, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1957 = getelementptr i32, ptr %buf.rmul, i64 %t1952
  %t1958 = load i32, ptr %t1957, align 4
  %t1959 = insertelement <16 x i32> poison, i32 %t1958, i64 0
  %t1960 = shufflevector <16 x i32> %t1959, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1961 = mul i64 %t36, 2
  %t1962 = add i64 %t1961, 50
  %t1963 = getelementptr <16 x i32>, ptr %tile, i64 %t1962
  %t1964 = load <16 x i32>, ptr %t1963, align 4
  %t1965 = mul i64 %t1952, %size.ldc
  %t1966 = add i64 %t1965, %t26
  %t1967 = add i64 %t1966, 0
  %t1968 = getelementptr i16, ptr %buf.res, i64 %t1967
  %t1969 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1968, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t1970 = zext <16 x i16> %t1969 to <16 x i32>
  %t1971 = shl <16 x i32> %t1970, splat (i32 16)
  %t1972 = bitcast <16 x i32> %t1971 to <16 x float>
  %t1973 = bitcast <16 x i32> %t1964 to <16 x float>
  %t1974 = fmul <16 x float> %t1973, %t55
  %t1975 = fadd <16 x float> %t1974, %t61
  %t1976 = fadd <16 x float> %t1975, %t1972
  %t1977 = fcmp olt <16 x float> %t1976, splat (float 0x0000000000000000)
  %t1978 = select <16 x i1> %t1977, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1976
  %t1979 = fcmp ogt <16 x float> %t1978, splat (float 0x4018000000000000)
  %t1980 = select <16 x i1> %t1979, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1978
  %t1981 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1980)
  %t1982 = bitcast <16 x bfloat> %t1981 to <16 x i16>
  %t1983 = mul i64 %t36, 2
  %t1984 = add i64 %t1983, 51
  %t1985 = getelementptr <16 x i32>, ptr %tile, i64 %t1984
  %t1986 = load <16 x i32>, ptr %t1985, align 4
  %t1987 = mul i64 %t1952, %size.ldc
  %t1988 = add i64 %t1987, %t26
  %t1989 = add i64 %t1988, 16
  %t1990 = getelementptr i16, ptr %buf.res, i64 %t1989
  %t1991 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1990, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t1992 = zext <16 x i16> %t1991 to <16 x i32>
  %t1993 = shl <16 x i32> %t1992, splat (i32 16)
  %t1994 = bitcast <16 x i32> %t1993 to <16 x float>
  %t1995 = bitcast <16 x i32> %t1986 to <16 x float>
  %t1996 = fmul <16 x float> %t1995, %t58
  %t1997 = fadd <16 x float> %t1996, %t64
  %t1998 = fadd <16 x float> %t1997, %t1994
  %t1999 = fcmp olt <16 x float> %t1998, splat (float 0x0000000000000000)
  %t2000 = select <16 x i1> %t1999, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1998
  %t2001 = fcmp ogt <16 x float> %t2000, splat (float 0x4018000000000000)
  %t2002 = select <16 x i1> %t2001, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2000
  %t2003 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t2002)
  %t2004 = bitcast <16 x bfloat> %t2003 to <16 x i16>
  %t2005 = mul i64 %t1952, %size.ldc
  %t2006 = add i64 %t2005, %t26
  %t2007 = getelementptr i16, ptr %buf.c, i64 %t2006
  br i1 %t65, label %whole2008, label %part2009
whole2008:
  %t2010 = getelementptr i16, ptr %t2007, i64 0
  store <16 x i16> %t1982, ptr %t2010, align 2
  %t2011 = getelementptr i16, ptr %t2007, i64 16
  store <16 x i16> %t2004, ptr %t2011, align 2
  br label %rowdone1950
part2009:
  %t2012 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t1982, ptr %t2012, align 2
  %t2013 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t2004, ptr %t2013, align 2
  store i64 0, ptr %c2014
  br label %head2015
head2015:
  %i2018 = load i64, ptr %c2014
  %t2019 = icmp slt i64 %i2018, %t32
  br i1 %t2019, label %body2016, label %done2017
body2016:
  %t2020 = getelementptr i16, ptr %rowbuf, i64 %i2018
  %t2021 = load i16, ptr %t2020, align 2
  %t2022 = getelementptr i16, ptr %t2007, i64 %i2018
  store i16 %t2021, ptr %t2022, align 2
  %t2023 = add nsw i64 %i2018, 1
  store i64 %t2023, ptr %c2014
  br label %head2015
done2017:
  br label %rowdone1950
rowdone1950:
  %t2026 = icmp slt i64 26, %t29
  br i1 %t2026, label %row2024, label %rowdone2025
row2024:
  %t2027 = add i64 %t25, 26
  %t2028 = getelementptr i32, ptr %buf.radd, i64 %t2027
  %t2029 = load i32, ptr %t2028, align 4
  %t2030 = insertelement <16 x i32> poison, i32 %t2029, i64 0
  %t2031 = shufflevector <16 x i32> %t2030, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2032 = getelementptr i32, ptr %buf.rmul, i64 %t2027
  %t2033 = load i32, ptr %t2032, align 4
  %t2034 = insertelement <16 x i32> poison, i32 %t2033, i64 0
  %t2035 = shufflevector <16 x i32> %t2034, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2036 = mul i64 %t36, 2
  %t2037 = add i64 %t2036, 52
  %t2038 = getelementptr <16 x i32>, ptr %tile, i64 %t2037
  %t2039 = load <16 x i32>, ptr %t2038, align 4
  %t2040 = mul i64 %t2027, %size.ldc
  %t2041 = add i64 %t2040, %t26
  %t2042 = add i64 %t2041, 0
  %t2043 = getelementptr i16, ptr %buf.res, i64 %t2042
  %t2044 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2043, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t2045 = zext <16 x i16> %t2044 to <16 x i32>
  %t2046 = shl <16 x i32> %t2045, splat (i32 16)
  %t2047 = bitcast <16 x i32> %t2046 to <16 x float>
  %t2048 = bitcast <16 x i32> %t2039 to <16 x float>
  %t2049 = fmul <16 x float> %t2048, %t55
  %t2050 = fadd <16 x float> %t2049, %t61
  %t2051 = fadd <16 x float> %t2050, %t2047
  %t2052 = fcmp olt <16 x float> %t2051, splat (float 0x0000000000000000)
  %t2053 = select <16 x i1> %t2052, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2051
  %t2054 = fcmp ogt <16 x float> %t2053, splat (float 0x4018000000000000)
  %t2055 = select <16 x i1> %t2054, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2053
  %t2056 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t2055)
  %t2057 = bitcast <16 x bfloat> %t2056 to <16 x i16>
  %t2058 = mul i64 %t36, 2
  %t2059 = add i64 %t2058, 53
  %t2060 = getelementptr <16 x i32>, ptr %tile, i64 %t2059
  %t2061 = load <16 x i32>, ptr %t2060, align 4
  %t2062 = mul i64 %t2027, %size.ldc
  %t2063 = add i64 %t2062, %t26
  %t2064 = add i64 %t2063, 16
  %t2065 = getelementptr i16, ptr %buf.res, i64 %t2064
  %t2066 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2065, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t2067 = zext <16 x i16> %t2066 to <16 x i32>
  %t2068 = shl <16 x i32> %t2067, splat (i32 16)
  %t2069 = bitcast <16 x i32> %t2068 to <16 x float>
  %t2070 = bitcast <16 x i32> %t2061 to <16 x float>
  %t2071 = fmul <16 x float> %t2070, %t58
  %t2072 = fadd <16 x float> %t2071, %t64
  %t2073 = fadd <16 x float> %t2072, %t2069
  %t2074 = fcmp olt <16 x float> %t2073, splat (float 0x0000000000000000)
  %t2075 = select <16 x i1> %t2074, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2073
  %t2076 = fcmp ogt <16 x float> %t2075, splat (float 0x4018000000000000)
  %t2077 = select <16 x i1> %t2076, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2075
  %t2078 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t2077)
  %t2079 = bitcast <16 x bfloat> %t2078 to <16 x i16>
  %t2080 = mul i64 %t2027, %size.ldc
  %t2081 = add i64 %t2080, %t26
  %t2082 = getelementptr i16, ptr %buf.c, i64 %t2081
  br i1 %t65, label %whole2083, label %part2084
whole2083:
  %t2085 = getelementptr i16, ptr %t2082, i64 0
  store <16 x i16> %t2057, ptr %t2085, align 2
  %t2086 = getelementptr i16, ptr %t2082, i64 16
  store <16 x i16> %t2079, ptr %t2086, align 2
  br label %rowdone2025
part2084:
  %t2087 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t2057, ptr %t2087, align 2
  %t2088 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t2079, ptr %t2088, align 2
  store i64 0, ptr %c2089
  br label %head2090
head2090:
  %i2093 = load i64, ptr %c2089
  %t2094 = icmp slt i64 %i2093, %t32
  br i1 %t2094, label %body2091, label %done2092
body2091:
  %t2095 = getelementptr i16, ptr %rowbuf, i64 %i2093
  %t2096 = load i16, ptr %t2095, align 2
  %t2097 = getelementptr i16, ptr %t2082, i64 %i2093
  store i16 %t2096, ptr %t2097, align 2
  %t2098 = add nsw i64 %i2093, 1
  store i64 %t2098, ptr %c2089
  br label %head2090
done2092:
  br label %rowdone2025
rowdone2025:
  %t2101 = icmp slt i64 27, %t29
  br i1 %t2101, label %row2099, label %rowdone2100
row2099:
  %t2102 = add i64 %t25, 27
  %t2103 = getelementptr i32, ptr %buf.radd, i64 %t2102
  %t2104 = load i32, ptr %t2103, align 4
  %t2105 = insertelement <16 x i32> poison, i32 %t2104, i64 0
  %t2106 = shufflevector <16 x i32> %t2105, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2107 = getelementptr i32, ptr %buf.rmul, i64 %t2102
  %t2108 = load i32, ptr %t2107, align 4
  %t2109 = insertelement <16 x i32> poison, i32 %t2108, i64 0
  %t2110 = shufflevector <16 x i32> %t2109, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2111 = mul i64 %t36, 2
  %t2112 = add i64 %t2111, 54
  %t2113 = getelementptr <16 x i32>, ptr %tile, i64 %t2112
  %t2114 = load <16 x i32>, ptr %t2113, align 4
  %t2115 = mul i64 %t2102, %size.ldc
  %t2116 = add i64 %t2115, %t26
  %t2117 = add i64 %t2116, 0
  %t2118 = getelementptr i16, ptr %buf.res, i64 %t2117
  %t2119 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2118, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t2120 = zext <16 x i16> %t2119 to <16 x i32>
  %t2121 = shl <16 x i32> %t2120, splat (i32 16)
  %t2122 = bitcast <16 x i32> %t2121 to <16 x float>
  %t2123 = bitcast <16 x i32> %t2114 to <16 x float>
  %t2124 = fmul <16 x float> %t2123, %t55
  %t2125 = fadd <16 x float> %t2124, %t61
  %t2126 = fadd <16 x float> %t2125, %t2122
  %t2127 = fcmp olt <16 x float> %t2126, splat (float 0x0000000000000000)
  %t2128 = select <16 x i1> %t2127, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2126
  %t2129 = fcmp ogt <16 x float> %t2128, splat (float 0x4018000000000000)
  %t2130 = select <16 x i1> %t2129, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2128
  %t2131 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t2130)
  %t2132 = bitcast <16 x bfloat> %t2131 to <16 x i16>
  %t2133 = mul i64 %t36, 2
  %t2134 = add i64 %t2133, 55
  %t2135 = getelementptr <16 x i32>, ptr %tile, i64 %t2134
  %t2136 = load <16 x i32>, ptr %t2135, align 4
  %t2137 = mul i64 %t2102, %size.ldc
  %t2138 = add i64 %t2137, %t26
  %t2139 = add i64 %t2138, 16
  %t2140 = getelementptr i16, ptr %buf.res, i64 %t2139
  %t2141 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2140, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t2142 = zext <16 x i16> %t2141 to <16 x i32>
  %t2143 = shl <16 x i32> %t2142, splat (i32 16)
  %t2144 = bitcast <16 x i32> %t2143 to <16 x float>
  %t2145 = bitcast <16 x i32> %t2136 to <16 x float>
  %t2146 = fmul <16 x float> %t2145, %t58
  %t2147 = fadd <16 x float> %t2146, %t64
  %t2148 = fadd <16 x float> %t2147, %t2144
  %t2149 = fcmp olt <16 x float> %t2148, splat (float 0x0000000000000000)
  %t2150 = select <16 x i1> %t2149, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2148
  %t2151 = fcmp ogt <16 x float> %t2150, splat (float 0x4018000000000000)
  %t2152 = select <16 x i1> %t2151, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2150
  %t2153 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t2152)
  %t2154 = bitcast <16 x bfloat> %t2153 to <16 x i16>
  %t2155 = mul i64 %t2102, %size.ldc
  %t2156 = add i64 %t2155, %t26
  %t2157 = getelementptr i16, ptr %buf.c, i64 %t2156
  br i1 %t65, label %whole2158, label %part2159
whole2158:
  %t2160 = getelementptr i16, ptr %t2157, i64 0
  store <16 x i16> %t2132, ptr %t2160, align 2
  %t2161 = getelementptr i16, ptr %t2157, i64 16
  store <16 x i16> %t2154, ptr %t2161, align 2
  br label %rowdone2100
part2159:
  %t2162 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t2132, ptr %t2162, align 2
  %t2163 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t2154, ptr %t2163, align 2
  store i64 0, ptr %c2164
  br label %head2165
head2165:
  %i2168 = load i64, ptr %c2164
  %t2169 = icmp slt i64 %i2168, %t32
  br i1 %t2169, label %body2166, label %done2167
body2166:
  %t2170 = getelementptr i16, ptr %rowbuf, i64 %i2168
  %t2171 = load i16, ptr %t2170, align 2
  %t2172 = getelementptr i16, ptr %t2157, i64 %i2168
  store i16 %t2171, ptr %t2172, align 2
  %t2173 = add nsw i64 %i2168, 1
  store i64 %t2173, ptr %c2164
  br label %head2165
done2167:
  br label %rowdone2100
rowdone2100:
  %t2176 = icmp slt i64 28, %t29
  br i1 %t2176, label %row2174, label %rowdone2175
row2174:
  %t2177 = add i64 %t25, 28
  %t2178 = getelementptr i32, ptr %buf.radd, i64 %t2177
  %t2179 = load i32, ptr %t2178, align 4
  %t2180 = insertelement <16 x i32> poison, i32 %t2179, i64 0
  %t2181 = shufflevector <16 x i32> %t2180, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2182 = getelementptr i32, ptr %buf.rmul, i64 %t2177
  %t2183 = load i32, ptr %t2182, align 4
  %t2184 = insertelement <16 x i32> poison, i32 %t2183, i64 0
  %t2185 = shufflevector <16 x i32> %t2184, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2186 = mul i64 %t36, 2
  %t2187 = add i64 %t2186, 56
  %t2188 = getelementptr <16 x i32>, ptr %tile, i64 %t2187
  %t2189 = load <16 x i32>, ptr %t2188, align 4
  %t2190 = mul i64 %t2177, %size.ldc
  %t2191 = add i64 %t2190, %t26
  %t2192 = add i64 %t2191, 0
  %t2193 = getelementptr i16, ptr %buf.res, i64 %t2192
  %t2194 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2193, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t2195 = zext <16 x i16> %t2194 to <16 x i32>
  %t2196 = shl <16 x i32> %t2195, splat (i32 16)
  %t2197 = bitcast <16 x i32> %t2196 to <16 x float>
  %t2198 = bitcast <16 x i32> %t2189 to <16 x float>
  %t2199 = fmul <16 x float> %t2198, %t55
  %t2200 = fadd <16 x float> %t2199, %t61
  %t2201 = fadd <16 x float> %t2200, %t2197
  %t2202 = fcmp olt <16 x float> %t2201, splat (float 0x0000000000000000)
  %t2203 = select <16 x i1> %t2202, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2201
  %t2204 = fcmp ogt <16 x float> %t2203, splat (float 0x4018000000000000)
  %t2205 = select <16 x i1> %t2204, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2203
  %t2206 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t2205)
  %t2207 = bitcast <16 x bfloat> %t2206 to <16 x i16>
  %t2208 = mul i64 %t36, 2
  %t2209 = add i64 %t2208, 57
  %t2210 = getelementptr <16 x i32>, ptr %tile, i64 %t2209
  %t2211 = load <16 x i32>, ptr %t2210, align 4
  %t2212 = mul i64 %t2177, %size.ldc
  %t2213 = add i64 %t2212, %t26
  %t2214 = add i64 %t2213, 16
  %t2215 = getelementptr i16, ptr %buf.res, i64 %t2214
  %t2216 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2215, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t2217 = zext <16 x i16> %t2216 to <16 x i32>
  %t2218 = shl <16 x i32> %t2217, splat (i32 16)
  %t2219 = bitcast <16 x i32> %t2218 to <16 x float>
  %t2220 = bitcast <16 x i32> %t2211 to <16 x float>
  %t2221 = fmul <16 x float> %t2220, %t58
  %t2222 = fadd <16 x float> %t2221, %t64
  %t2223 = fadd <16 x float> %t2222, %t2219
  %t2224 = fcmp olt <16 x float> %t2223, splat (float 0x0000000000000000)
  %t2225 = select <16 x i1> %t2224, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2223
  %t2226 = fcmp ogt <16 x float> %t2225, splat (float 0x4018000000000000)
  %t2227 = select <16 x i1> %t2226, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2225
  %t2228 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t2227)
  %t2229 = bitcast <16 x bfloat> %t2228 to <16 x i16>
  %t2230 = mul i64 %t2177, %size.ldc
  %t2231 = add i64 %t2230, %t26
  %t2232 = getelementptr i16, ptr %buf.c, i64 %t2231
  br i1 %t65, label %whole2233, label %part2234
whole2233:
  %t2235 = getelementptr i16, ptr %t2232, i64 0
  store <16 x i16> %t2207, ptr %t2235, align 2
  %t2236 = getelementptr i16, ptr %t2232, i64 16
  store <16 x i16> %t2229, ptr %t2236, align 2
  br label %rowdone2175
part2234:
  %t2237 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t2207, ptr %t2237, align 2
  %t2238 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t2229, ptr %t2238, align 2
  store i64 0, ptr %c2239
  br label %head2240
head2240:
  %i2243 = load i64, ptr %c2239
  %t2244 = icmp slt i64 %i2243, %t32
  br i1 %t2244, label %body2241, label %done2242
body2241:
  %t2245 = getelementptr i16, ptr %rowbuf, i64 %i2243
  %t2246 = load i16, ptr %t2245, align 2
  %t2247 = getelementptr i16, ptr %t2232, i64 %i2243
  store i16 %t2246, ptr %t2247, align 2
  %t2248 = add nsw i64 %i2243, 1
  store i64 %t2248, ptr %c2239
  br label %head2240
done2242:
  br label %rowdone2175
rowdone2175:
  %t2251 = icmp slt i64 29, %t29
  br i1 %t2251, label %row2249, label %rowdone2250
row2249:
  %t2252 = add i64 %t25, 29
  %t2253 = getelementptr i32, ptr %buf.radd, i64 %t2252
  %t2254 = load i32, ptr %t2253, align 4
  %t2255 = insertelement <16 x i32> poison, i32 %t2254, i64 0
  %t2256 = shufflevector <16 x i32> %t2255, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2257 = getelementptr i32, ptr %buf.rmul, i64 %t2252
  %t2258 = load i32, ptr %t2257, align 4
  %t2259 = insertelement <16 x i32> poison, i32 %t2258, i64 0
  %t2260 = shufflevector <16 x i32> %t2259, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2261 = mul i64 %t36, 2
  %t2262 = add i64 %t2261, 58
  %t2263 = getelementptr <16 x i32>, ptr %tile, i64 %t2262
  %t2264 = load <16 x i32>, ptr %t2263, align 4
  %t2265 = mul i64 %t2252, %size.ldc
  %t2266 = add i64 %t2265, %t26
  %t2267 = add i64 %t2266, 0
  %t2268 = getelementptr i16, ptr %buf.res, i64 %t2267
  %t2269 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2268, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t2270 = zext <16 x i16> %t2269 to <16 x i32>
  %t2271 = shl <16 x i32> %t2270, splat (i32 16)
  %t2272 = bitcast <16 x i32> %t2271 to <16 x float>
  %t2273 = bitcast <16 x i32> %t2264 to <16 x float>
  %t2274 = fmul <16 x float> %t2273, %t55
  %t2275 = fadd <16 x float> %t2274, %t61
  %t2276 = fadd <16 x float> %t2275, %t2272
  %t2277 = fcmp olt <16 x float> %t2276, splat (float 0x0000000000000000)
  %t2278 = select <16 x i1> %t2277, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2276
  %t2279 = fcmp ogt <16 x float> %t2278, splat (float 0x4018000000000000)
  %t2280 = select <16 x i1> %t2279, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2278
  %t2281 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t2280)
  %t2282 = bitcast <16 x bfloat> %t2281 to <16 x i16>
  %t2283 = mul i64 %t36, 2
  %t2284 = add i64 %t2283, 59
  %t2285 = getelementptr <16 x i32>, ptr %tile, i64 %t2284
  %t2286 = load <16 x i32>, ptr %t2285, align 4
  %t2287 = mul i64 %t2252, %size.ldc
  %t2288 = add i64 %t2287, %t26
  %t2289 = add i64 %t2288, 16
  %t2290 = getelementptr i16, ptr %buf.res, i64 %t2289
  %t2291 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2290, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t2292 = zext <16 x i16> %t2291 to <16 x i32>
  %t2293 = shl <16 x i32> %t2292, splat (i32 16)
  %t2294 = bitcast <16 x i32> %t2293 to <16 x float>
  %t2295 = bitcast <16 x i32> %t2286 to <16 x float>
  %t2296 = fmul <16 x float> %t2295, %t58
  %t2297 = fadd <16 x float> %t2296, %t64
  %t2298 = fadd <16 x float> %t2297, %t2294
  %t2299 = fcmp olt <16 x float> %t2298, splat (float 0x0000000000000000)
  %t2300 = select <16 x i1> %t2299, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2298
  %t2301 = fcmp ogt <16 x float> %t2300, splat (float 0x4018000000000000)
  %t2302 = select <16 x i1> %t2301, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2300
  %t2303 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t2302)
  %t2304 = bitcast <16 x bfloat> %t2303 to <16 x i16>
  %t2305 = mul i64 %t2252, %size.ldc
  %t2306 = add i64 %t2305, %t26
  %t2307 = getelementptr i16, ptr %buf.c, i64 %t2306
  br i1 %t65, label %whole2308, label %part2309
whole2308:
  %t2310 = getelementptr i16, ptr %t2307, i64 0
  store <16 x i16> %t2282, ptr %t2310, align 2
  %t2311 = getelementptr i16, ptr %t2307, i64 16
  store <16 x i16> %t2304, ptr %t2311, align 2
  br label %rowdone2250
part2309:
  %t2312 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t2282, ptr %t2312, align 2
  %t2313 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t2304, ptr %t2313, align 2
  store i64 0, ptr %c2314
  br label %head2315
head2315:
  %i2318 = load i64, ptr %c2314
  %t2319 = icmp slt i64 %i2318, %t32
  br i1 %t2319, label %body2316, label %done2317
body2316:
  %t2320 = getelementptr i16, ptr %rowbuf, i64 %i2318
  %t2321 = load i16, ptr %t2320, align 2
  %t2322 = getelementptr i16, ptr %t2307, i64 %i2318
  store i16 %t2321, ptr %t2322, align 2
  %t2323 = add nsw i64 %i2318, 1
  store i64 %t2323, ptr %c2314
  br label %head2315
done2317:
  br label %rowdone2250
rowdone2250:
  %t2326 = icmp slt i64 30, %t29
  br i1 %t2326, label %row2324, label %rowdone2325
row2324:
  %t2327 = add i64 %t25, 30
  %t2328 = getelementptr i32, ptr %buf.radd, i64 %t2327
  %t2329 = load i32, ptr %t2328, align 4
  %t2330 = insertelement <16 x i32> poison, i32 %t2329, i64 0
  %t2331 = shufflevector <16 x i32> %t2330, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2332 = getelementptr i32, ptr %buf.rmul, i64 %t2327
  %t2333 = load i32, ptr %t2332, align 4
  %t2334 = insertelement <16 x i32> poison, i32 %t2333, i64 0
  %t2335 = shufflevector <16 x i32> %t2334, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2336 = mul i64 %t36, 2
  %t2337 = add i64 %t2336, 60
  %t2338 = getelementptr <16 x i32>, ptr %tile, i64 %t2337
  %t2339 = load <16 x i32>, ptr %t2338, align 4
  %t2340 = mul i64 %t2327, %size.ldc
  %t2341 = add i64 %t2340, %t26
  %t2342 = add i64 %t2341, 0
  %t2343 = getelementptr i16, ptr %buf.res, i64 %t2342
  %t2344 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2343, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t2345 = zext <16 x i16> %t2344 to <16 x i32>
  %t2346 = shl <16 x i32> %t2345, splat (i32 16)
  %t2347 = bitcast <16 x i32> %t2346 to <16 x float>
  %t2348 = bitcast <16 x i32> %t2339 to <16 x float>
  %t2349 = fmul <16 x float> %t2348, %t55
  %t2350 = fadd <16 x float> %t2349, %t61
  %t2351 = fadd <16 x float> %t2350, %t2347
  %t2352 = fcmp olt <16 x float> %t2351, splat (float 0x0000000000000000)
  %t2353 = select <16 x i1> %t2352, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2351
  %t2354 = fcmp ogt <16 x float> %t2353, splat (float 0x4018000000000000)
  %t2355 = select <16 x i1> %t2354, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2353
  %t2356 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t2355)
  %t2357 = bitcast <16 x bfloat> %t2356 to <16 x i16>
  %t2358 = mul i64 %t36, 2
  %t2359 = add i64 %t2358, 61
  %t2360 = getelementptr <16 x i32>, ptr %tile, i64 %t2359
  %t2361 = load <16 x i32>, ptr %t2360, align 4
  %t2362 = mul i64 %t2327, %size.ldc
  %t2363 = add i64 %t2362, %t26
  %t2364 = add i64 %t2363, 16
  %t2365 = getelementptr i16, ptr %buf.res, i64 %t2364
  %t2366 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2365, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t2367 = zext <16 x i16> %t2366 to <16 x i32>
  %t2368 = shl <16 x i32> %t2367, splat (i32 16)
  %t2369 = bitcast <16 x i32> %t2368 to <16 x float>
  %t2370 = bitcast <16 x i32> %t2361 to <16 x float>
  %t2371 = fmul <16 x float> %t2370, %t58
  %t2372 = fadd <16 x float> %t2371, %t64
  %t2373 = fadd <16 x float> %t2372, %t2369
  %t2374 = fcmp olt <16 x float> %t2373, splat (float 0x0000000000000000)
  %t2375 = select <16 x i1> %t2374, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2373
  %t2376 = fcmp ogt <16 x float> %t2375, splat (float 0x4018000000000000)
  %t2377 = select <16 x i1> %t2376, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2375
  %t2378 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t2377)
  %t2379 = bitcast <16 x bfloat> %t2378 to <16 x i16>
  %t2380 = mul i64 %t2327, %size.ldc
  %t2381 = add i64 %t2380, %t26
  %t2382 = getelementptr i16, ptr %buf.c, i64 %t2381
  br i1 %t65, label %whole2383, label %part2384
whole2383:
  %t2385 = getelementptr i16, ptr %t2382, i64 0
  store <16 x i16> %t2357, ptr %t2385, align 2
  %t2386 = getelementptr i16, ptr %t2382, i64 16
  store <16 x i16> %t2379, ptr %t2386, align 2
  br label %rowdone2325
part2384:
  %t2387 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t2357, ptr %t2387, align 2
  %t2388 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t2379, ptr %t2388, align 2
  store i64 0, ptr %c2389
  br label %head2390
head2390:
  %i2393 = load i64, ptr %c2389
  %t2394 = icmp slt i64 %i2393, %t32
  br i1 %t2394, label %body2391, label %done2392
body2391:
  %t2395 = getelementptr i16, ptr %rowbuf, i64 %i2393
  %t2396 = load i16, ptr %t2395, align 2
  %t2397 = getelementptr i16, ptr %t2382, i64 %i2393
  store i16 %t2396, ptr %t2397, align 2
  %t2398 = add nsw i64 %i2393, 1
  store i64 %t2398, ptr %c2389
  br label %head2390
done2392:
  br label %rowdone2325
rowdone2325:
  %t2401 = icmp slt i64 31, %t29
  br i1 %t2401, label %row2399, label %rowdone2400
row2399:
  %t2402 = add i64 %t25, 31
  %t2403 = getelementptr i32, ptr %buf.radd, i64 %t2402
  %t2404 = load i32, ptr %t2403, align 4
  %t2405 = insertelement <16 x i32> poison, i32 %t2404, i64 0
  %t2406 = shufflevector <16 x i32> %t2405, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2407 = getelementptr i32, ptr %buf.rmul, i64 %t2402
  %t2408 = load i32, ptr %t2407, align 4
  %t2409 = insertelement <16 x i32> poison, i32 %t2408, i64 0
  %t2410 = shufflevector <16 x i32> %t2409, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2411 = mul i64 %t36, 2
  %t2412 = add i64 %t2411, 62
  %t2413 = getelementptr <16 x i32>, ptr %tile, i64 %t2412
  %t2414 = load <16 x i32>, ptr %t2413, align 4
  %t2415 = mul i64 %t2402, %size.ldc
  %t2416 = add i64 %t2415, %t26
  %t2417 = add i64 %t2416, 0
  %t2418 = getelementptr i16, ptr %buf.res, i64 %t2417
  %t2419 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2418, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t2420 = zext <16 x i16> %t2419 to <16 x i32>
  %t2421 = shl <16 x i32> %t2420, splat (i32 16)
  %t2422 = bitcast <16 x i32> %t2421 to <16 x float>
  %t2423 = bitcast <16 x i32> %t2414 to <16 x float>
  %t2424 = fmul <16 x float> %t2423, %t55
  %t2425 = fadd <16 x float> %t2424, %t61
  %t2426 = fadd <16 x float> %t2425, %t2422
  %t2427 = fcmp olt <16 x float> %t2426, splat (float 0x0000000000000000)
  %t2428 = select <16 x i1> %t2427, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2426
  %t2429 = fcmp ogt <16 x float> %t2428, splat (float 0x4018000000000000)
  %t2430 = select <16 x i1> %t2429, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2428
  %t2431 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t2430)
  %t2432 = bitcast <16 x bfloat> %t2431 to <16 x i16>
  %t2433 = mul i64 %t36, 2
  %t2434 = add i64 %t2433, 63
  %t2435 = getelementptr <16 x i32>, ptr %tile, i64 %t2434
  %t2436 = load <16 x i32>, ptr %t2435, align 4
  %t2437 = mul i64 %t2402, %size.ldc
  %t2438 = add i64 %t2437, %t26
  %t2439 = add i64 %t2438, 16
  %t2440 = getelementptr i16, ptr %buf.res, i64 %t2439
  %t2441 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2440, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t2442 = zext <16 x i16> %t2441 to <16 x i32>
  %t2443 = shl <16 x i32> %t2442, splat (i32 16)
  %t2444 = bitcast <16 x i32> %t2443 to <16 x float>
  %t2445 = bitcast <16 x i32> %t2436 to <16 x float>
  %t2446 = fmul <16 x float> %t2445, %t58
  %t2447 = fadd <16 x float> %t2446, %t64
  %t2448 = fadd <16 x float> %t2447, %t2444
  %t2449 = fcmp olt <16 x float> %t2448, splat (float 0x0000000000000000)
  %t2450 = select <16 x i1> %t2449, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2448
  %t2451 = fcmp ogt <16 x float> %t2450, splat (float 0x4018000000000000)
  %t2452 = select <16 x i1> %t2451, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2450
  %t2453 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t2452)
  %t2454 = bitcast <16 x bfloat> %t2453 to <16 x i16>
  %t2455 = mul i64 %t2402, %size.ldc
  %t2456 = add i64 %t2455, %t26
  %t2457 = getelementptr i16, ptr %buf.c, i64 %t2456
  br i1 %t65, label %whole2458, label %part2459
whole2458:
  %t2460 = getelementptr i16, ptr %t2457, i64 0
  store <16 x i16> %t2432, ptr %t2460, align 2
  %t2461 = getelementptr i16, ptr %t2457, i64 16
  store <16 x i16> %t2454, ptr %t2461, align 2
  br label %rowdone2400
part2459:
  %t2462 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t2432, ptr %t2462, align 2
  %t2463 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t2454, ptr %t2463, align 2
  store i64 0, ptr %c2464
  br label %head2465
head2465:
  %i2468 = load i64, ptr %c2464
  %t2469 = icmp slt i64 %i2468, %t32
  br i1 %t2469, label %body2466, label %done2467
body2466:
  %t2470 = getelementptr i16, ptr %rowbuf, i64 %i2468
  %t2471 = load i16, ptr %t2470, align 2
  %t2472 = getelementptr i16, ptr %t2457, i64 %i2468
  store i16 %t2471, ptr %t2472, align 2
  %t2473 = add nsw i64 %i2468, 1
  store i64 %t2473, ptr %c2464
  br label %head2465
done2467:
  br label %rowdone2400
rowdone2400:
  %t2474 = add nsw i64 %i17, 1
  store i64 %t2474, ptr %c13
  br label %head14
done16:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
