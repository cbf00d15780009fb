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
  %c153 = alloca i64
  %c242 = alloca i64
  %c331 = alloca i64
  %c420 = alloca i64
  %c509 = alloca i64
  %c598 = alloca i64
  %c687 = alloca i64
  %c776 = alloca i64
  %c865 = alloca i64
  %c954 = alloca i64
  %c1043 = alloca i64
  %c1132 = alloca i64
  %c1221 = alloca i64
  %c1310 = alloca i64
  %c1399 = alloca i64
  %c1488 = alloca i64
  %c1577 = alloca i64
  %c1666 = alloca i64
  %c1755 = alloca i64
  %c1844 = alloca i64
  %c1933 = alloca i64
  %c2022 = alloca i64
  %c2111 = alloca i64
  %c2200 = alloca i64
  %c2289 = alloca i64
  %c2378 = alloca i64
  %c2467 = alloca i64
  %c2556 = alloca i64
  %c2645 = alloca i64
  %c2734 = alloca i64
  %c2823 = alloca i64
  %c2912 = alloca i64
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
  %t106 = bitcast <16 x float> %t105 to <16 x i32>
  %t107 = lshr <16 x i32> %t106, splat (i32 16)
  %t108 = and <16 x i32> %t107, splat (i32 1)
  %t109 = add <16 x i32> %t106, splat (i32 32767)
  %t110 = add <16 x i32> %t109, %t108
  %t111 = lshr <16 x i32> %t110, splat (i32 16)
  %t112 = fcmp uno <16 x float> %t105, %t105
  %t113 = select <16 x i1> %t112, <16 x i32> splat (i32 32704), <16 x i32> %t111
  %t114 = trunc <16 x i32> %t113 to <16 x i16>
  %t115 = mul i64 %t36, 2
  %t116 = add i64 %t115, 1
  %t117 = getelementptr <16 x i32>, ptr %tile, i64 %t116
  %t118 = load <16 x i32>, ptr %t117, align 4
  %t119 = mul i64 %t77, %size.ldc
  %t120 = add i64 %t119, %t26
  %t121 = add i64 %t120, 16
  %t122 = getelementptr i16, ptr %buf.res, i64 %t121
  %t123 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t122, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t124 = zext <16 x i16> %t123 to <16 x i32>
  %t125 = shl <16 x i32> %t124, splat (i32 16)
  %t126 = bitcast <16 x i32> %t125 to <16 x float>
  %t127 = bitcast <16 x i32> %t118 to <16 x float>
  %t128 = fmul <16 x float> %t127, %t58
  %t129 = fadd <16 x float> %t128, %t64
  %t130 = fadd <16 x float> %t129, %t126
  %t131 = fcmp olt <16 x float> %t130, splat (float 0x0000000000000000)
  %t132 = select <16 x i1> %t131, <16 x float> splat (float 0x0000000000000000), <16 x float> %t130
  %t133 = fcmp ogt <16 x float> %t132, splat (float 0x4018000000000000)
  %t134 = select <16 x i1> %t133, <16 x float> splat (float 0x4018000000000000), <16 x float> %t132
  %t135 = bitcast <16 x float> %t134 to <16 x i32>
  %t136 = lshr <16 x i32> %t135, splat (i32 16)
  %t137 = and <16 x i32> %t136, splat (i32 1)
  %t138 = add <16 x i32> %t135, splat (i32 32767)
  %t139 = add <16 x i32> %t138, %t137
  %t140 = lshr <16 x i32> %t139, splat (i32 16)
  %t141 = fcmp uno <16 x float> %t134, %t134
  %t142 = select <16 x i1> %t141, <16 x i32> splat (i32 32704), <16 x i32> %t140
  %t143 = trunc <16 x i32> %t142 to <16 x i16>
  %t144 = mul i64 %t77, %size.ldc
  %t145 = add i64 %t144, %t26
  %t146 = getelementptr i16, ptr %buf.c, i64 %t145
  br i1 %t65, label %whole147, label %part148
whole147:
  %t149 = getelementptr i16, ptr %t146, i64 0
  store <16 x i16> %t114, ptr %t149, align 2
  %t150 = getelementptr i16, ptr %t146, i64 16
  store <16 x i16> %t143, ptr %t150, align 2
  br label %rowdone75
part148:
  %t151 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t114, ptr %t151, align 2
  %t152 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t143, ptr %t152, align 2
  store i64 0, ptr %c153
  br label %head154
head154:
  %i157 = load i64, ptr %c153
  %t158 = icmp slt i64 %i157, %t32
  br i1 %t158, label %body155, label %done156
body155:
  %t159 = getelementptr i16, ptr %rowbuf, i64 %i157
  %t160 = load i16, ptr %t159, align 2
  %t161 = getelementptr i16, ptr %t146, i64 %i157
  store i16 %t160, ptr %t161, align 2
  %t162 = add nsw i64 %i157, 1
  store i64 %t162, ptr %c153
  br label %head154
done156:
  br label %rowdone75
rowdone75:
  %t165 = icmp slt i64 1, %t29
  br i1 %t165, label %row163, label %rowdone164
row163:
  %t166 = add i64 %t25, 1
  %t167 = getelementptr i32, ptr %buf.radd, i64 %t166
  %t168 = load i32, ptr %t167, align 4
  %t169 = insertelement <16 x i32> poison, i32 %t168, i64 0
  %t170 = shufflevector <16 x i32> %t169, <16 x i32> poison, <16 x i32> zeroinitializer
  %t171 = getelementptr i32, ptr %buf.rmul, i64 %t166
  %t172 = load i32, ptr %t171, align 4
  %t173 = insertelement <16 x i32> poison, i32 %t172, i64 0
  %t174 = shufflevector <16 x i32> %t173, <16 x i32> poison, <16 x i32> zeroinitializer
  %t175 = mul i64 %t36, 2
  %t176 = add i64 %t175, 2
  %t177 = getelementptr <16 x i32>, ptr %tile, i64 %t176
  %t178 = load <16 x i32>, ptr %t177, align 4
  %t179 = mul i64 %t166, %size.ldc
  %t180 = add i64 %t179, %t26
  %t181 = add i64 %t180, 0
  %t182 = getelementptr i16, ptr %buf.res, i64 %t181
  %t183 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t182, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t184 = zext <16 x i16> %t183 to <16 x i32>
  %t185 = shl <16 x i32> %t184, splat (i32 16)
  %t186 = bitcast <16 x i32> %t185 to <16 x float>
  %t187 = bitcast <16 x i32> %t178 to <16 x float>
  %t188 = fmul <16 x float> %t187, %t55
  %t189 = fadd <16 x float> %t188, %t61
  %t190 = fadd <16 x float> %t189, %t186
  %t191 = fcmp olt <16 x float> %t190, splat (float 0x0000000000000000)
  %t192 = select <16 x i1> %t191, <16 x float> splat (float 0x0000000000000000), <16 x float> %t190
  %t193 = fcmp ogt <16 x float> %t192, splat (float 0x4018000000000000)
  %t194 = select <16 x i1> %t193, <16 x float> splat (float 0x4018000000000000), <16 x float> %t192
  %t195 = bitcast <16 x float> %t194 to <16 x i32>
  %t196 = lshr <16 x i32> %t195, splat (i32 16)
  %t197 = and <16 x i32> %t196, splat (i32 1)
  %t198 = add <16 x i32> %t195, splat (i32 32767)
  %t199 = add <16 x i32> %t198, %t197
  %t200 = lshr <16 x i32> %t199, splat (i32 16)
  %t201 = fcmp uno <16 x float> %t194, %t194
  %t202 = select <16 x i1> %t201, <16 x i32> splat (i32 32704), <16 x i32> %t200
  %t203 = trunc <16 x i32> %t202 to <16 x i16>
  %t204 = mul i64 %t36, 2
  %t205 = add i64 %t204, 3
  %t206 = getelementptr <16 x i32>, ptr %tile, i64 %t205
  %t207 = load <16 x i32>, ptr %t206, align 4
  %t208 = mul i64 %t166, %size.ldc
  %t209 = add i64 %t208, %t26
  %t210 = add i64 %t209, 16
  %t211 = getelementptr i16, ptr %buf.res, i64 %t210
  %t212 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t211, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t213 = zext <16 x i16> %t212 to <16 x i32>
  %t214 = shl <16 x i32> %t213, splat (i32 16)
  %t215 = bitcast <16 x i32> %t214 to <16 x float>
  %t216 = bitcast <16 x i32> %t207 to <16 x float>
  %t217 = fmul <16 x float> %t216, %t58
  %t218 = fadd <16 x float> %t217, %t64
  %t219 = fadd <16 x float> %t218, %t215
  %t220 = fcmp olt <16 x float> %t219, splat (float 0x0000000000000000)
  %t221 = select <16 x i1> %t220, <16 x float> splat (float 0x0000000000000000), <16 x float> %t219
  %t222 = fcmp ogt <16 x float> %t221, splat (float 0x4018000000000000)
  %t223 = select <16 x i1> %t222, <16 x float> splat (float 0x4018000000000000), <16 x float> %t221
  %t224 = bitcast <16 x float> %t223 to <16 x i32>
  %t225 = lshr <16 x i32> %t224, splat (i32 16)
  %t226 = and <16 x i32> %t225, splat (i32 1)
  %t227 = add <16 x i32> %t224, splat (i32 32767)
  %t228 = add <16 x i32> %t227, %t226
  %t229 = lshr <16 x i32> %t228, splat (i32 16)
  %t230 = fcmp uno <16 x float> %t223, %t223
  %t231 = select <16 x i1> %t230, <16 x i32> splat (i32 32704), <16 x i32> %t229
  %t232 = trunc <16 x i32> %t231 to <16 x i16>
  %t233 = mul i64 %t166, %size.ldc
  %t234 = add i64 %t233, %t26
  %t235 = getelementptr i16, ptr %buf.c, i64 %t234
  br i1 %t65, label %whole236, label %part237
whole236:
  %t238 = getelementptr i16, ptr %t235, i64 0
  store <16 x i16> %t203, ptr %t238, align 2
  %t239 = getelementptr i16, ptr %t235, i64 16
  store <16 x i16> %t232, ptr %t239, align 2
  br label %rowdone164
part237:
  %t240 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t203, ptr %t240, align 2
  %t241 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t232, ptr %t241, align 2
  store i64 0, ptr %c242
  br label %head243
head243:
  %i246 = load i64, ptr %c242
  %t247 = icmp slt i64 %i246, %t32
  br i1 %t247, label %body244, label %done245
body244:
  %t248 = getelementptr i16, ptr %rowbuf, i64 %i246
  %t249 = load i16, ptr %t248, align 2
  %t250 = getelementptr i16, ptr %t235, i64 %i246
  store i16 %t249, ptr %t250, align 2
  %t251 = add nsw i64 %i246, 1
  store i64 %t251, ptr %c242
  br label %head243
done245:
  br label %rowdone164
rowdone164:
  %t254 = icmp slt i64 2, %t29
  br i1 %t254, label %row252, label %rowdone253
row252:
  %t255 = add i64 %t25, 2
  %t256 = getelementptr i32, ptr %buf.radd, i64 %t255
  %t257 = load i32, ptr %t256, align 4
  %t258 = insertelement <16 x i32> poison, i32 %t257, i64 0
  %t259 = shufflevector <16 x i32> %t258, <16 x i32> poison, <16 x i32> zeroinitializer
  %t260 = getelementptr i32, ptr %buf.rmul, i64 %t255
  %t261 = load i32, ptr %t260, align 4
  %t262 = insertelement <16 x i32> poison, i32 %t261, i64 0
  %t263 = shufflevector <16 x i32> %t262, <16 x i32> poison, <16 x i32> zeroinitializer
  %t264 = mul i64 %t36, 2
  %t265 = add i64 %t264, 4
  %t266 = getelementptr <16 x i32>, ptr %tile, i64 %t265
  %t267 = load <16 x i32>, ptr %t266, align 4
  %t268 = mul i64 %t255, %size.ldc
  %t269 = add i64 %t268, %t26
  %t270 = add i64 %t269, 0
  %t271 = getelementptr i16, ptr %buf.res, i64 %t270
  %t272 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t271, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t273 = zext <16 x i16> %t272 to <16 x i32>
  %t274 = shl <16 x i32> %t273, splat (i32 16)
  %t275 = bitcast <16 x i32> %t274 to <16 x float>
  %t276 = bitcast <16 x i32> %t267 to <16 x float>
  %t277 = fmul <16 x float> %t276, %t55
  %t278 = fadd <16 x float> %t277, %t61
  %t279 = fadd <16 x float> %t278, %t275
  %t280 = fcmp olt <16 x float> %t279, splat (float 0x0000000000000000)
  %t281 = select <16 x i1> %t280, <16 x float> splat (float 0x0000000000000000), <16 x float> %t279
  %t282 = fcmp ogt <16 x float> %t281, splat (float 0x4018000000000000)
  %t283 = select <16 x i1> %t282, <16 x float> splat (float 0x4018000000000000), <16 x float> %t281
  %t284 = bitcast <16 x float> %t283 to <16 x i32>
  %t285 = lshr <16 x i32> %t284, splat (i32 16)
  %t286 = and <16 x i32> %t285, splat (i32 1)
  %t287 = add <16 x i32> %t284, splat (i32 32767)
  %t288 = add <16 x i32> %t287, %t286
  %t289 = lshr <16 x i32> %t288, splat (i32 16)
  %t290 = fcmp uno <16 x float> %t283, %t283
  %t291 = select <16 x i1> %t290, <16 x i32> splat (i32 32704), <16 x i32> %t289
  %t292 = trunc <16 x i32> %t291 to <16 x i16>
  %t293 = mul i64 %t36, 2
  %t294 = add i64 %t293, 5
  %t295 = getelementptr <16 x i32>, ptr %tile, i64 %t294
  %t296 = load <16 x i32>, ptr %t295, align 4
  %t297 = mul i64 %t255, %size.ldc
  %t298 = add i64 %t297, %t26
  %t299 = add i64 %t298, 16
  %t300 = getelementptr i16, ptr %buf.res, i64 %t299
  %t301 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t300, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t302 = zext <16 x i16> %t301 to <16 x i32>
  %t303 = shl <16 x i32> %t302, splat (i32 16)
  %t304 = bitcast <16 x i32> %t303 to <16 x float>
  %t305 = bitcast <16 x i32> %t296 to <16 x float>
  %t306 = fmul <16 x float> %t305, %t58
  %t307 = fadd <16 x float> %t306, %t64
  %t308 = fadd <16 x float> %t307, %t304
  %t309 = fcmp olt <16 x float> %t308, splat (float 0x0000000000000000)
  %t310 = select <16 x i1> %t309, <16 x float> splat (float 0x0000000000000000), <16 x float> %t308
  %t311 = fcmp ogt <16 x float> %t310, splat (float 0x4018000000000000)
  %t312 = select <16 x i1> %t311, <16 x float> splat (float 0x4018000000000000), <16 x float> %t310
  %t313 = bitcast <16 x float> %t312 to <16 x i32>
  %t314 = lshr <16 x i32> %t313, splat (i32 16)
  %t315 = and <16 x i32> %t314, splat (i32 1)
  %t316 = add <16 x i32> %t313, splat (i32 32767)
  %t317 = add <16 x i32> %t316, %t315
  %t318 = lshr <16 x i32> %t317, splat (i32 16)
  %t319 = fcmp uno <16 x float> %t312, %t312
  %t320 = select <16 x i1> %t319, <16 x i32> splat (i32 32704), <16 x i32> %t318
  %t321 = trunc <16 x i32> %t320 to <16 x i16>
  %t322 = mul i64 %t255, %size.ldc
  %t323 = add i64 %t322, %t26
  %t324 = getelementptr i16, ptr %buf.c, i64 %t323
  br i1 %t65, label %whole325, label %part326
whole325:
  %t327 = getelementptr i16, ptr %t324, i64 0
  store <16 x i16> %t292, ptr %t327, align 2
  %t328 = getelementptr i16, ptr %t324, i64 16
  store <16 x i16> %t321, ptr %t328, align 2
  br label %rowdone253
part326:
  %t329 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t292, ptr %t329, align 2
  %t330 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t321, ptr %t330, align 2
  store i64 0, ptr %c331
  br label %head332
head332:
  %i335 = load i64, ptr %c331
  %t336 = icmp slt i64 %i335, %t32
  br i1 %t336, label %body333, label %done334
body333:
  %t337 = getelementptr i16, ptr %rowbuf, i64 %i335
  %t338 = load i16, ptr %t337, align 2
  %t339 = getelementptr i16, ptr %t324, i64 %i335
  store i16 %t338, ptr %t339, align 2
  %t340 = add nsw i64 %i335, 1
  store i64 %t340, ptr %c331
  br label %head332
done334:
  br label %rowdone253
rowdone253:
  %t343 = icmp slt i64 3, %t29
  br i1 %t343, label %row341, label %rowdone342
row341:
  %t344 = add i64 %t25, 3
  %t345 = getelementptr i32, ptr %buf.radd, i64 %t344
  %t346 = load i32, ptr %t345, align 4
  %t347 = insertelement <16 x i32> poison, i32 %t346, i64 0
  %t348 = shufflevector <16 x i32> %t347, <16 x i32> poison, <16 x i32> zeroinitializer
  %t349 = getelementptr i32, ptr %buf.rmul, i64 %t344
  %t350 = load i32, ptr %t349, align 4
  %t351 = insertelement <16 x i32> poison, i32 %t350, i64 0
  %t352 = shufflevector <16 x i32> %t351, <16 x i32> poison, <16 x i32> zeroinitializer
  %t353 = mul i64 %t36, 2
  %t354 = add i64 %t353, 6
  %t355 = getelementptr <16 x i32>, ptr %tile, i64 %t354
  %t356 = load <16 x i32>, ptr %t355, align 4
  %t357 = mul i64 %t344, %size.ldc
  %t358 = add i64 %t357, %t26
  %t359 = add i64 %t358, 0
  %t360 = getelementptr i16, ptr %buf.res, i64 %t359
  %t361 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t360, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t362 = zext <16 x i16> %t361 to <16 x i32>
  %t363 = shl <16 x i32> %t362, splat (i32 16)
  %t364 = bitcast <16 x i32> %t363 to <16 x float>
  %t365 = bitcast <16 x i32> %t356 to <16 x float>
  %t366 = fmul <16 x float> %t365, %t55
  %t367 = fadd <16 x float> %t366, %t61
  %t368 = fadd <16 x float> %t367, %t364
  %t369 = fcmp olt <16 x float> %t368, splat (float 0x0000000000000000)
  %t370 = select <16 x i1> %t369, <16 x float> splat (float 0x0000000000000000), <16 x float> %t368
  %t371 = fcmp ogt <16 x float> %t370, splat (float 0x4018000000000000)
  %t372 = select <16 x i1> %t371, <16 x float> splat (float 0x4018000000000000), <16 x float> %t370
  %t373 = bitcast <16 x float> %t372 to <16 x i32>
  %t374 = lshr <16 x i32> %t373, splat (i32 16)
  %t375 = and <16 x i32> %t374, splat (i32 1)
  %t376 = add <16 x i32> %t373, splat (i32 32767)
  %t377 = add <16 x i32> %t376, %t375
  %t378 = lshr <16 x i32> %t377, splat (i32 16)
  %t379 = fcmp uno <16 x float> %t372, %t372
  %t380 = select <16 x i1> %t379, <16 x i32> splat (i32 32704), <16 x i32> %t378
  %t381 = trunc <16 x i32> %t380 to <16 x i16>
  %t382 = mul i64 %t36, 2
  %t383 = add i64 %t382, 7
  %t384 = getelementptr <16 x i32>, ptr %tile, i64 %t383
  %t385 = load <16 x i32>, ptr %t384, align 4
  %t386 = mul i64 %t344, %size.ldc
  %t387 = add i64 %t386, %t26
  %t388 = add i64 %t387, 16
  %t389 = getelementptr i16, ptr %buf.res, i64 %t388
  %t390 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t389, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t391 = zext <16 x i16> %t390 to <16 x i32>
  %t392 = shl <16 x i32> %t391, splat (i32 16)
  %t393 = bitcast <16 x i32> %t392 to <16 x float>
  %t394 = bitcast <16 x i32> %t385 to <16 x float>
  %t395 = fmul <16 x float> %t394, %t58
  %t396 = fadd <16 x float> %t395, %t64
  %t397 = fadd <16 x float> %t396, %t393
  %t398 = fcmp olt <16 x float> %t397, splat (float 0x0000000000000000)
  %t399 = select <16 x i1> %t398, <16 x float> splat (float 0x0000000000000000), <16 x float> %t397
  %t400 = fcmp ogt <16 x float> %t399, splat (float 0x4018000000000000)
  %t401 = select <16 x i1> %t400, <16 x float> splat (float 0x4018000000000000), <16 x float> %t399
  %t402 = bitcast <16 x float> %t401 to <16 x i32>
  %t403 = lshr <16 x i32> %t402, splat (i32 16)
  %t404 = and <16 x i32> %t403, splat (i32 1)
  %t405 = add <16 x i32> %t402, splat (i32 32767)
  %t406 = add <16 x i32> %t405, %t404
  %t407 = lshr <16 x i32> %t406, splat (i32 16)
  %t408 = fcmp uno <16 x float> %t401, %t401
  %t409 = select <16 x i1> %t408, <16 x i32> splat (i32 32704), <16 x i32> %t407
  %t410 = trunc <16 x i32> %t409 to <16 x i16>
  %t411 = mul i64 %t344, %size.ldc
  %t412 = add i64 %t411, %t26
  %t413 = getelementptr i16, ptr %buf.c, i64 %t412
  br i1 %t65, label %whole414, label %part415
whole414:
  %t416 = getelementptr i16, ptr %t413, i64 0
  store <16 x i16> %t381, ptr %t416, align 2
  %t417 = getelementptr i16, ptr %t413, i64 16
  store <16 x i16> %t410, ptr %t417, align 2
  br label %rowdone342
part415:
  %t418 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t381, ptr %t418, align 2
  %t419 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t410, ptr %t419, align 2
  store i64 0, ptr %c420
  br label %head421
head421:
  %i424 = load i64, ptr %c420
  %t425 = icmp slt i64 %i424, %t32
  br i1 %t425, label %body422, label %done423
body422:
  %t426 = getelementptr i16, ptr %rowbuf, i64 %i424
  %t427 = load i16, ptr %t426, align 2
  %t428 = getelementptr i16, ptr %t413, i64 %i424
  store i16 %t427, ptr %t428, align 2
  %t429 = add nsw i64 %i424, 1
  store i64 %t429, ptr %c420
  br label %head421
done423:
  br label %rowdone342
rowdone342:
  %t432 = icmp slt i64 4, %t29
  br i1 %t432, label %row430, label %rowdone431
row430:
  %t433 = add i64 %t25, 4
  %t434 = getelementptr i32, ptr %buf.radd, i64 %t433
  %t435 = load i32, ptr %t434, align 4
  %t436 = insertelement <16 x i32> poison, i32 %t435, i64 0
  %t437 = shufflevector <16 x i32> %t436, <16 x i32> poison, <16 x i32> zeroinitializer
  %t438 = getelementptr i32, ptr %buf.rmul, i64 %t433
  %t439 = load i32, ptr %t438, align 4
  %t440 = insertelement <16 x i32> poison, i32 %t439, i64 0
  %t441 = shufflevector <16 x i32> %t440, <16 x i32> poison, <16 x i32> zeroinitializer
  %t442 = mul i64 %t36, 2
  %t443 = add i64 %t442, 8
  %t444 = getelementptr <16 x i32>, ptr %tile, i64 %t443
  %t445 = load <16 x i32>, ptr %t444, align 4
  %t446 = mul i64 %t433, %size.ldc
  %t447 = add i64 %t446, %t26
  %t448 = add i64 %t447, 0
  %t449 = getelementptr i16, ptr %buf.res, i64 %t448
  %t450 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t449, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t451 = zext <16 x i16> %t450 to <16 x i32>
  %t452 = shl <16 x i32> %t451, splat (i32 16)
  %t453 = bitcast <16 x i32> %t452 to <16 x float>
  %t454 = bitcast <16 x i32> %t445 to <16 x float>
  %t455 = fmul <16 x float> %t454, %t55
  %t456 = fadd <16 x float> %t455, %t61
  %t457 = fadd <16 x float> %t456, %t453
  %t458 = fcmp olt <16 x float> %t457, splat (float 0x0000000000000000)
  %t459 = select <16 x i1> %t458, <16 x float> splat (float 0x0000000000000000), <16 x float> %t457
  %t460 = fcmp ogt <16 x float> %t459, splat (float 0x4018000000000000)
  %t461 = select <16 x i1> %t460, <16 x float> splat (float 0x4018000000000000), <16 x float> %t459
  %t462 = bitcast <16 x float> %t461 to <16 x i32>
  %t463 = lshr <16 x i32> %t462, splat (i32 16)
  %t464 = and <16 x i32> %t463, splat (i32 1)
  %t465 = add <16 x i32> %t462, splat (i32 32767)
  %t466 = add <16 x i32> %t465, %t464
  %t467 = lshr <16 x i32> %t466, splat (i32 16)
  %t468 = fcmp uno <16 x float> %t461, %t461
  %t469 = select <16 x i1> %t468, <16 x i32> splat (i32 32704), <16 x i32> %t467
  %t470 = trunc <16 x i32> %t469 to <16 x i16>
  %t471 = mul i64 %t36, 2
  %t472 = add i64 %t471, 9
  %t473 = getelementptr <16 x i32>, ptr %tile, i64 %t472
  %t474 = load <16 x i32>, ptr %t473, align 4
  %t475 = mul i64 %t433, %size.ldc
  %t476 = add i64 %t475, %t26
  %t477 = add i64 %t476, 16
  %t478 = getelementptr i16, ptr %buf.res, i64 %t477
  %t479 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t478, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t480 = zext <16 x i16> %t479 to <16 x i32>
  %t481 = shl <16 x i32> %t480, splat (i32 16)
  %t482 = bitcast <16 x i32> %t481 to <16 x float>
  %t483 = bitcast <16 x i32> %t474 to <16 x float>
  %t484 = fmul <16 x float> %t483, %t58
  %t485 = fadd <16 x float> %t484, %t64
  %t486 = fadd <16 x float> %t485, %t482
  %t487 = fcmp olt <16 x float> %t486, splat (float 0x0000000000000000)
  %t488 = select <16 x i1> %t487, <16 x float> splat (float 0x0000000000000000), <16 x float> %t486
  %t489 = fcmp ogt <16 x float> %t488, splat (float 0x4018000000000000)
  %t490 = select <16 x i1> %t489, <16 x float> splat (float 0x4018000000000000), <16 x float> %t488
  %t491 = bitcast <16 x float> %t490 to <16 x i32>
  %t492 = lshr <16 x i32> %t491, splat (i32 16)
  %t493 = and <16 x i32> %t492, splat (i32 1)
  %t494 = add <16 x i32> %t491, splat (i32 32767)
  %t495 = add <16 x i32> %t494, %t493
  %t496 = lshr <16 x i32> %t495, splat (i32 16)
  %t497 = fcmp uno <16 x float> %t490, %t490
  %t498 = select <16 x i1> %t497, <16 x i32> splat (i32 32704), <16 x i32> %t496
  %t499 = trunc <16 x i32> %t498 to <16 x i16>
  %t500 = mul i64 %t433, %size.ldc
  %t501 = add i64 %t500, %t26
  %t502 = getelementptr i16, ptr %buf.c, i64 %t501
  br i1 %t65, label %whole503, label %part504
whole503:
  %t505 = getelementptr i16, ptr %t502, i64 0
  store <16 x i16> %t470, ptr %t505, align 2
  %t506 = getelementptr i16, ptr %t502, i64 16
  store <16 x i16> %t499, ptr %t506, align 2
  br label %rowdone431
part504:
  %t507 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t470, ptr %t507, align 2
  %t508 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t499, ptr %t508, align 2
  store i64 0, ptr %c509
  br label %head510
head510:
  %i513 = load i64, ptr %c509
  %t514 = icmp slt i64 %i513, %t32
  br i1 %t514, label %body511, label %done512
body511:
  %t515 = getelementptr i16, ptr %rowbuf, i64 %i513
  %t516 = load i16, ptr %t515, align 2
  %t517 = getelementptr i16, ptr %t502, i64 %i513
  store i16 %t516, ptr %t517, align 2
  %t518 = add nsw i64 %i513, 1
  store i64 %t518, ptr %c509
  br label %head510
done512:
  br label %rowdone431
rowdone431:
  %t521 = icmp slt i64 5, %t29
  br i1 %t521, label %row519, label %rowdone520
row519:
  %t522 = add i64 %t25, 5
  %t523 = getelementptr i32, ptr %buf.radd, i64 %t522
  %t524 = load i32, ptr %t523, align 4
  %t525 = insertelement <16 x i32> poison, i32 %t524, i64 0
  %t526 = shufflevector <16 x i32> %t525, <16 x i32> poison, <16 x i32> zeroinitializer
  %t527 = getelementptr i32, ptr %buf.rmul, i64 %t522
  %t528 = load i32, ptr %t527, align 4
  %t529 = insertelement <16 x i32> poison, i32 %t528, i64 0
  %t530 = shufflevector <16 x i32> %t529, <16 x i32> poison, <16 x i32> zeroinitializer
  %t531 = mul i64 %t36, 2
  %t532 = add i64 %t531, 10
  %t533 = getelementptr <16 x i32>, ptr %tile, i64 %t532
  %t534 = load <16 x i32>, ptr %t533, align 4
  %t535 = mul i64 %t522, %size.ldc
  %t536 = add i64 %t535, %t26
  %t537 = add i64 %t536, 0
  %t538 = getelementptr i16, ptr %buf.res, i64 %t537
  %t539 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t538, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t540 = zext <16 x i16> %t539 to <16 x i32>
  %t541 = shl <16 x i32> %t540, splat (i32 16)
  %t542 = bitcast <16 x i32> %t541 to <16 x float>
  %t543 = bitcast <16 x i32> %t534 to <16 x float>
  %t544 = fmul <16 x float> %t543, %t55
  %t545 = fadd <16 x float> %t544, %t61
  %t546 = fadd <16 x float> %t545, %t542
  %t547 = fcmp olt <16 x float> %t546, splat (float 0x0000000000000000)
  %t548 = select <16 x i1> %t547, <16 x float> splat (float 0x0000000000000000), <16 x float> %t546
  %t549 = fcmp ogt <16 x float> %t548, splat (float 0x4018000000000000)
  %t550 = select <16 x i1> %t549, <16 x float> splat (float 0x4018000000000000), <16 x float> %t548
  %t551 = bitcast <16 x float> %t550 to <16 x i32>
  %t552 = lshr <16 x i32> %t551, splat (i32 16)
  %t553 = and <16 x i32> %t552, splat (i32 1)
  %t554 = add <16 x i32> %t551, splat (i32 32767)
  %t555 = add <16 x i32> %t554, %t553
  %t556 = lshr <16 x i32> %t555, splat (i32 16)
  %t557 = fcmp uno <16 x float> %t550, %t550
  %t558 = select <16 x i1> %t557, <16 x i32> splat (i32 32704), <16 x i32> %t556
  %t559 = trunc <16 x i32> %t558 to <16 x i16>
  %t560 = mul i64 %t36, 2
  %t561 = add i64 %t560, 11
  %t562 = getelementptr <16 x i32>, ptr %tile, i64 %t561
  %t563 = load <16 x i32>, ptr %t562, align 4
  %t564 = mul i64 %t522, %size.ldc
  %t565 = add i64 %t564, %t26
  %t566 = add i64 %t565, 16
  %t567 = getelementptr i16, ptr %buf.res, i64 %t566
  %t568 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t567, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t569 = zext <16 x i16> %t568 to <16 x i32>
  %t570 = shl <16 x i32> %t569, splat (i32 16)
  %t571 = bitcast <16 x i32> %t570 to <16 x float>
  %t572 = bitcast <16 x i32> %t563 to <16 x float>
  %t573 = fmul <16 x float> %t572, %t58
  %t574 = fadd <16 x float> %t573, %t64
  %t575 = fadd <16 x float> %t574, %t571
  %t576 = fcmp olt <16 x float> %t575, splat (float 0x0000000000000000)
  %t577 = select <16 x i1> %t576, <16 x float> splat (float 0x0000000000000000), <16 x float> %t575
  %t578 = fcmp ogt <16 x float> %t577, splat (float 0x4018000000000000)
  %t579 = select <16 x i1> %t578, <16 x float> splat (float 0x4018000000000000), <16 x float> %t577
  %t580 = bitcast <16 x float> %t579 to <16 x i32>
  %t581 = lshr <16 x i32> %t580, splat (i32 16)
  %t582 = and <16 x i32> %t581, splat (i32 1)
  %t583 = add <16 x i32> %t580, splat (i32 32767)
  %t584 = add <16 x i32> %t583, %t582
  %t585 = lshr <16 x i32> %t584, splat (i32 16)
  %t586 = fcmp uno <16 x float> %t579, %t579
  %t587 = select <16 x i1> %t586, <16 x i32> splat (i32 32704), <16 x i32> %t585
  %t588 = trunc <16 x i32> %t587 to <16 x i16>
  %t589 = mul i64 %t522, %size.ldc
  %t590 = add i64 %t589, %t26
  %t591 = getelementptr i16, ptr %buf.c, i64 %t590
  br i1 %t65, label %whole592, label %part593
whole592:
  %t594 = getelementptr i16, ptr %t591, i64 0
  store <16 x i16> %t559, ptr %t594, align 2
  %t595 = getelementptr i16, ptr %t591, i64 16
  store <16 x i16> %t588, ptr %t595, align 2
  br label %rowdone520
part593:
  %t596 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t559, ptr %t596, align 2
  %t597 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t588, ptr %t597, align 2
  store i64 0, ptr %c598
  br label %head599
head599:
  %i602 = load i64, ptr %c598
  %t603 = icmp slt i64 %i602, %t32
  br i1 %t603, label %body600, label %done601
body600:
  %t604 = getelementptr i16, ptr %rowbuf, i64 %i602
  %t605 = load i16, ptr %t604, align 2
  %t606 = getelementptr i16, ptr %t591, i64 %i602
  store i16 %t605, ptr %t606, align 2
  %t607 = add nsw i64 %i602, 1
  store i64 %t607, ptr %c598
  br label %head599
done601:
  br label %rowdone520
rowdone520:
  %t610 = icmp slt i64 6, %t29
  br i1 %t610, label %row608, label %rowdone609
row608:
  %t611 = add i64 %t25, 6
  %t612 = getelementptr i32, ptr %buf.radd, i64 %t611
  %t613 = load i32, ptr %t612, align 4
  %t614 = insertelement <16 x i32> poison, i32 %t613, i64 0
  %t615 = shufflevector <16 x i32> %t614, <16 x i32> poison, <16 x i32> zeroinitializer
  %t616 = getelementptr i32, ptr %buf.rmul, i64 %t611
  %t617 = load i32, ptr %t616, align 4
  %t618 = insertelement <16 x i32> poison, i32 %t617, i64 0
  %t619 = shufflevector <16 x i32> %t618, <16 x i32> poison, <16 x i32> zeroinitializer
  %t620 = mul i64 %t36, 2
  %t621 = add i64 %t620, 12
  %t622 = getelementptr <16 x i32>, ptr %tile, i64 %t621
  %t623 = load <16 x i32>, ptr %t622, align 4
  %t624 = mul i64 %t611, %size.ldc
  %t625 = add i64 %t624, %t26
  %t626 = add i64 %t625, 0
  %t627 = getelementptr i16, ptr %buf.res, i64 %t626
  %t628 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t627, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t629 = zext <16 x i16> %t628 to <16 x i32>
  %t630 = shl <16 x i32> %t629, splat (i32 16)
  %t631 = bitcast <16 x i32> %t630 to <16 x float>
  %t632 = bitcast <16 x i32> %t623 to <16 x float>
  %t633 = fmul <16 x float> %t632, %t55
  %t634 = fadd <16 x float> %t633, %t61
  %t635 = fadd <16 x float> %t634, %t631
  %t636 = fcmp olt <16 x float> %t635, splat (float 0x0000000000000000)
  %t637 = select <16 x i1> %t636, <16 x float> splat (float 0x0000000000000000), <16 x float> %t635
  %t638 = fcmp ogt <16 x float> %t637, splat (float 0x4018000000000000)
  %t639 = select <16 x i1> %t638, <16 x float> splat (float 0x4018000000000000), <16 x float> %t637
  %t640 = bitcast <16 x float> %t639 to <16 x i32>
  %t641 = lshr <16 x i32> %t640, splat (i32 16)
  %t642 = and <16 x i32> %t641, splat (i32 1)
  %t643 = add <16 x i32> %t640, splat (i32 32767)
  %t644 = add <16 x i32> %t643, %t642
  %t645 = lshr <16 x i32> %t644, splat (i32 16)
  %t646 = fcmp uno <16 x float> %t639, %t639
  %t647 = select <16 x i1> %t646, <16 x i32> splat (i32 32704), <16 x i32> %t645
  %t648 = trunc <16 x i32> %t647 to <16 x i16>
  %t649 = mul i64 %t36, 2
  %t650 = add i64 %t649, 13
  %t651 = getelementptr <16 x i32>, ptr %tile, i64 %t650
  %t652 = load <16 x i32>, ptr %t651, align 4
  %t653 = mul i64 %t611, %size.ldc
  %t654 = add i64 %t653, %t26
  %t655 = add i64 %t654, 16
  %t656 = getelementptr i16, ptr %buf.res, i64 %t655
  %t657 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t656, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t658 = zext <16 x i16> %t657 to <16 x i32>
  %t659 = shl <16 x i32> %t658, splat (i32 16)
  %t660 = bitcast <16 x i32> %t659 to <16 x float>
  %t661 = bitcast <16 x i32> %t652 to <16 x float>
  %t662 = fmul <16 x float> %t661, %t58
  %t663 = fadd <16 x float> %t662, %t64
  %t664 = fadd <16 x float> %t663, %t660
  %t665 = fcmp olt <16 x float> %t664, splat (float 0x0000000000000000)
  %t666 = select <16 x i1> %t665, <16 x float> splat (float 0x0000000000000000), <16 x float> %t664
  %t667 = fcmp ogt <16 x float> %t666, splat (float 0x4018000000000000)
  %t668 = select <16 x i1> %t667, <16 x float> splat (float 0x4018000000000000), <16 x float> %t666
  %t669 = bitcast <16 x float> %t668 to <16 x i32>
  %t670 = lshr <16 x i32> %t669, splat (i32 16)
  %t671 = and <16 x i32> %t670, splat (i32 1)
  %t672 = add <16 x i32> %t669, splat (i32 32767)
  %t673 = add <16 x i32> %t672, %t671
  %t674 = lshr <16 x i32> %t673, splat (i32 16)
  %t675 = fcmp uno <16 x float> %t668, %t668
  %t676 = select <16 x i1> %t675, <16 x i32> splat (i32 32704), <16 x i32> %t674
  %t677 = trunc <16 x i32> %t676 to <16 x i16>
  %t678 = mul i64 %t611, %size.ldc
  %t679 = add i64 %t678, %t26
  %t680 = getelementptr i16, ptr %buf.c, i64 %t679
  br i1 %t65, label %whole681, label %part682
whole681:
  %t683 = getelementptr i16, ptr %t680, i64 0
  store <16 x i16> %t648, ptr %t683, align 2
  %t684 = getelementptr i16, ptr %t680, i64 16
  store <16 x i16> %t677, ptr %t684, align 2
  br label %rowdone609
part682:
  %t685 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t648, ptr %t685, align 2
  %t686 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t677, ptr %t686, align 2
  store i64 0, ptr %c687
  br label %head688
head688:
  %i691 = load i64, ptr %c687
  %t692 = icmp slt i64 %i691, %t32
  br i1 %t692, label %body689, label %done690
body689:
  %t693 = getelementptr i16, ptr %rowbuf, i64 %i691
  %t694 = load i16, ptr %t693, align 2
  %t695 = getelementptr i16, ptr %t680, i64 %i691
  store i16 %t694, ptr %t695, align 2
  %t696 = add nsw i64 %i691, 1
  store i64 %t696, ptr %c687
  br label %head688
done690:
  br label %rowdone609
rowdone609:
  %t699 = icmp slt i64 7, %t29
  br i1 %t699, label %row697, label %rowdone698
row697:
  %t700 = add i64 %t25, 7
  %t701 = getelementptr i32, ptr %buf.radd, i64 %t700
  %t702 = load i32, ptr %t701, align 4
  %t703 = insertelement <16 x i32> poison, i32 %t702, i64 0
  %t704 = shufflevector <16 x i32> %t703, <16 x i32> poison, <16 x i32> zeroinitializer
  %t705 = getelementptr i32, ptr %buf.rmul, i64 %t700
  %t706 = load i32, ptr %t705, align 4
  %t707 = insertelement <16 x i32> poison, i32 %t706, i64 0
  %t708 = shufflevector <16 x i32> %t707, <16 x i32> poison, <16 x i32> zeroinitializer
  %t709 = mul i64 %t36, 2
  %t710 = add i64 %t709, 14
  %t711 = getelementptr <16 x i32>, ptr %tile, i64 %t710
  %t712 = load <16 x i32>, ptr %t711, align 4
  %t713 = mul i64 %t700, %size.ldc
  %t714 = add i64 %t713, %t26
  %t715 = add i64 %t714, 0
  %t716 = getelementptr i16, ptr %buf.res, i64 %t715
  %t717 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t716, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t718 = zext <16 x i16> %t717 to <16 x i32>
  %t719 = shl <16 x i32> %t718, splat (i32 16)
  %t720 = bitcast <16 x i32> %t719 to <16 x float>
  %t721 = bitcast <16 x i32> %t712 to <16 x float>
  %t722 = fmul <16 x float> %t721, %t55
  %t723 = fadd <16 x float> %t722, %t61
  %t724 = fadd <16 x float> %t723, %t720
  %t725 = fcmp olt <16 x float> %t724, splat (float 0x0000000000000000)
  %t726 = select <16 x i1> %t725, <16 x float> splat (float 0x0000000000000000), <16 x float> %t724
  %t727 = fcmp ogt <16 x float> %t726, splat (float 0x4018000000000000)
  %t728 = select <16 x i1> %t727, <16 x float> splat (float 0x4018000000000000), <16 x float> %t726
  %t729 = bitcast <16 x float> %t728 to <16 x i32>
  %t730 = lshr <16 x i32> %t729, splat (i32 16)
  %t731 = and <16 x i32> %t730, splat (i32 1)
  %t732 = add <16 x i32> %t729, splat (i32 32767)
  %t733 = add <16 x i32> %t732, %t731
  %t734 = lshr <16 x i32> %t733, splat (i32 16)
  %t735 = fcmp uno <16 x float> %t728, %t728
  %t736 = select <16 x i1> %t735, <16 x i32> splat (i32 32704), <16 x i32> %t734
  %t737 = trunc <16 x i32> %t736 to <16 x i16>
  %t738 = mul i64 %t36, 2
  %t739 = add i64 %t738, 15
  %t740 = getelementptr <16 x i32>, ptr %tile, i64 %t739
  %t741 = load <16 x i32>, ptr %t740, align 4
  %t742 = mul i64 %t700, %size.ldc
  %t743 = add i64 %t742, %t26
  %t744 = add i64 %t743, 16
  %t745 = getelementptr i16, ptr %buf.res, i64 %t744
  %t746 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t745, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t747 = zext <16 x i16> %t746 to <16 x i32>
  %t748 = shl <16 x i32> %t747, splat (i32 16)
  %t749 = bitcast <16 x i32> %t748 to <16 x float>
  %t750 = bitcast <16 x i32> %t741 to <16 x float>
  %t751 = fmul <16 x float> %t750, %t58
  %t752 = fadd <16 x float> %t751, %t64
  %t753 = fadd <16 x float> %t752, %t749
  %t754 = fcmp olt <16 x float> %t753, splat (float 0x0000000000000000)
  %t755 = select <16 x i1> %t754, <16 x float> splat (float 0x0000000000000000), <16 x float> %t753
  %t756 = fcmp ogt <16 x float> %t755, splat (float 0x4018000000000000)
  %t757 = select <16 x i1> %t756, <16 x float> splat (float 0x4018000000000000), <16 x float> %t755
  %t758 = bitcast <16 x float> %t757 to <16 x i32>
  %t759 = lshr <16 x i32> %t758, splat (i32 16)
  %t760 = and <16 x i32> %t759, splat (i32 1)
  %t761 = add <16 x i32> %t758, splat (i32 32767)
  %t762 = add <16 x i32> %t761, %t760
  %t763 = lshr <16 x i32> %t762, splat (i32 16)
  %t764 = fcmp uno <16 x float> %t757, %t757
  %t765 = select <16 x i1> %t764, <16 x i32> splat (i32 32704), <16 x i32> %t763
  %t766 = trunc <16 x i32> %t765 to <16 x i16>
  %t767 = mul i64 %t700, %size.ldc
  %t768 = add i64 %t767, %t26
  %t769 = getelementptr i16, ptr %buf.c, i64 %t768
  br i1 %t65, label %whole770, label %part771
whole770:
  %t772 = getelementptr i16, ptr %t769, i64 0
  store <16 x i16> %t737, ptr %t772, align 2
  %t773 = getelementptr i16, ptr %t769, i64 16
  store <16 x i16> %t766, ptr %t773, align 2
  br label %rowdone698
part771:
  %t774 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t737, ptr %t774, align 2
  %t775 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t766, ptr %t775, align 2
  store i64 0, ptr %c776
  br label %head777
head777:
  %i780 = load i64, ptr %c776
  %t781 = icmp slt i64 %i780, %t32
  br i1 %t781, label %body778, label %done779
body778:
  %t782 = getelementptr i16, ptr %rowbuf, i64 %i780
  %t783 = load i16, ptr %t782, align 2
  %t784 = getelementptr i16, ptr %t769, i64 %i780
  store i16 %t783, ptr %t784, align 2
  %t785 = add nsw i64 %i780, 1
  store i64 %t785, ptr %c776
  br label %head777
done779:
  br label %rowdone698
rowdone698:
  %t788 = icmp slt i64 8, %t29
  br i1 %t788, label %row786, label %rowdone787
row786:
  %t789 = add i64 %t25, 8
  %t790 = getelementptr i32, ptr %buf.radd, i64 %t789
  %t791 = load i32, ptr %t790, align 4
  %t792 = insertelement <16 x i32> poison, i32 %t791, i64 0
  %t793 = shufflevector <16 x i32> %t792, <16 x i32> poison, <16 x i32> zeroinitializer
  %t794 = getelementptr i32, ptr %buf.rmul, i64 %t789
  %t795 = load i32, ptr %t794, align 4
  %t796 = insertelement <16 x i32> poison, i32 %t795, i64 0
  %t797 = shufflevector <16 x i32> %t796, <16 x i32> poison, <16 x i32> zeroinitializer
  %t798 = mul i64 %t36, 2
  %t799 = add i64 %t798, 16
  %t800 = getelementptr <16 x i32>, ptr %tile, i64 %t799
  %t801 = load <16 x i32>, ptr %t800, align 4
  %t802 = mul i64 %t789, %size.ldc
  %t803 = add i64 %t802, %t26
  %t804 = add i64 %t803, 0
  %t805 = getelementptr i16, ptr %buf.res, i64 %t804
  %t806 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t805, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t807 = zext <16 x i16> %t806 to <16 x i32>
  %t808 = shl <16 x i32> %t807, splat (i32 16)
  %t809 = bitcast <16 x i32> %t808 to <16 x float>
  %t810 = bitcast <16 x i32> %t801 to <16 x float>
  %t811 = fmul <16 x float> %t810, %t55
  %t812 = fadd <16 x float> %t811, %t61
  %t813 = fadd <16 x float> %t812, %t809
  %t814 = fcmp olt <16 x float> %t813, splat (float 0x0000000000000000)
  %t815 = select <16 x i1> %t814, <16 x float> splat (float 0x0000000000000000), <16 x float> %t813
  %t816 = fcmp ogt <16 x float> %t815, splat (float 0x4018000000000000)
  %t817 = select <16 x i1> %t816, <16 x float> splat (float 0x4018000000000000), <16 x float> %t815
  %t818 = bitcast <16 x float> %t817 to <16 x i32>
  %t819 = lshr <16 x i32> %t818, splat (i32 16)
  %t820 = and <16 x i32> %t819, splat (i32 1)
  %t821 = add <16 x i32> %t818, splat (i32 32767)
  %t822 = add <16 x i32> %t821, %t820
  %t823 = lshr <16 x i32> %t822, splat (i32 16)
  %t824 = fcmp uno <16 x float> %t817, %t817
  %t825 = select <16 x i1> %t824, <16 x i32> splat (i32 32704), <16 x i32> %t823
  %t826 = trunc <16 x i32> %t825 to <16 x i16>
  %t827 = mul i64 %t36, 2
  %t828 = add i64 %t827, 17
  %t829 = getelementptr <16 x i32>, ptr %tile, i64 %t828
  %t830 = load <16 x i32>, ptr %t829, align 4
  %t831 = mul i64 %t789, %size.ldc
  %t832 = add i64 %t831, %t26
  %t833 = add i64 %t832, 16
  %t834 = getelementptr i16, ptr %buf.res, i64 %t833
  %t835 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t834, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t836 = zext <16 x i16> %t835 to <16 x i32>
  %t837 = shl <16 x i32> %t836, splat (i32 16)
  %t838 = bitcast <16 x i32> %t837 to <16 x float>
  %t839 = bitcast <16 x i32> %t830 to <16 x float>
  %t840 = fmul <16 x float> %t839, %t58
  %t841 = fadd <16 x float> %t840, %t64
  %t842 = fadd <16 x float> %t841, %t838
  %t843 = fcmp olt <16 x float> %t842, splat (float 0x0000000000000000)
  %t844 = select <16 x i1> %t843, <16 x float> splat (float 0x0000000000000000), <16 x float> %t842
  %t845 = fcmp ogt <16 x float> %t844, splat (float 0x4018000000000000)
  %t846 = select <16 x i1> %t845, <16 x float> splat (float 0x4018000000000000), <16 x float> %t844
  %t847 = bitcast <16 x float> %t846 to <16 x i32>
  %t848 = lshr <16 x i32> %t847, splat (i32 16)
  %t849 = and <16 x i32> %t848, splat (i32 1)
  %t850 = add <16 x i32> %t847, splat (i32 32767)
  %t851 = add <16 x i32> %t850, %t849
  %t852 = lshr <16 x i32> %t851, splat (i32 16)
  %t853 = fcmp uno <16 x float> %t846, %t846
  %t854 = select <16 x i1> %t853, <16 x i32> splat (i32 32704), <16 x i32> %t852
  %t855 = trunc <16 x i32> %t854 to <16 x i16>
  %t856 = mul i64 %t789, %size.ldc
  %t857 = add i64 %t856, %t26
  %t858 = getelementptr i16, ptr %buf.c, i64 %t857
  br i1 %t65, label %whole859, label %part860
whole859:
  %t861 = getelementptr i16, ptr %t858, i64 0
  store <16 x i16> %t826, ptr %t861, align 2
  %t862 = getelementptr i16, ptr %t858, i64 16
  store <16 x i16> %t855, ptr %t862, align 2
  br label %rowdone787
part860:
  %t863 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t826, ptr %t863, align 2
  %t864 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t855, ptr %t864, align 2
  store i64 0, ptr %c865
  br label %head866
head866:
  %i869 = load i64, ptr %c865
  %t870 = icmp slt i64 %i869, %t32
  br i1 %t870, label %body867, label %done868
body867:
  %t871 = getelementptr i16, ptr %rowbuf, i64 %i869
  %t872 = load i16, ptr %t871, align 2
  %t873 = getelementptr i16, ptr %t858, i64 %i869
  store i16 %t872, ptr %t873, align 2
  %t874 = add nsw i64 %i869, 1
  store i64 %t874, ptr %c865
  br label %head866
done868:
  br label %rowdone787
rowdone787:
  %t877 = icmp slt i64 9, %t29
  br i1 %t877, label %row875, label %rowdone876
row875:
  %t878 = add i64 %t25, 9
  %t879 = getelementptr i32, ptr %buf.radd, i64 %t878
  %t880 = load i32, ptr %t879, align 4
  %t881 = insertelement <16 x i32> poison, i32 %t880, i64 0
  %t882 = shufflevector <16 x i32> %t881, <16 x i32> poison, <16 x i32> zeroinitializer
  %t883 = getelementptr i32, ptr %buf.rmul, i64 %t878
  %t884 = load i32, ptr %t883, align 4
  %t885 = insertelement <16 x i32> poison, i32 %t884, i64 0
  %t886 = shufflevector <16 x i32> %t885, <16 x i32> poison, <16 x i32> zeroinitializer
  %t887 = mul i64 %t36, 2
  %t888 = add i64 %t887, 18
  %t889 = getelementptr <16 x i32>, ptr %tile, i64 %t888
  %t890 = load <16 x i32>, ptr %t889, align 4
  %t891 = mul i64 %t878, %size.ldc
  %t892 = add i64 %t891, %t26
  %t893 = add i64 %t892, 0
  %t894 = getelementptr i16, ptr %buf.res, i64 %t893
  %t895 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t894, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t896 = zext <16 x i16> %t895 to <16 x i32>
  %t897 = shl <16 x i32> %t896, splat (i32 16)
  %t898 = bitcast <16 x i32> %t897 to <16 x float>
  %t899 = bitcast <16 x i32> %t890 to <16 x float>
  %t900 = fmul <16 x float> %t899, %t55
  %t901 = fadd <16 x float> %t900, %t61
  %t902 = fadd <16 x float> %t901, %t898
  %t903 = fcmp olt <16 x float> %t902, splat (float 0x0000000000000000)
  %t904 = select <16 x i1> %t903, <16 x float> splat (float 0x0000000000000000), <16 x float> %t902
  %t905 = fcmp ogt <16 x float> %t904, splat (float 0x4018000000000000)
  %t906 = select <16 x i1> %t905, <16 x float> splat (float 0x4018000000000000), <16 x float> %t904
  %t907 = bitcast <16 x float> %t906 to <16 x i32>
  %t908 = lshr <16 x i32> %t907, splat (i32 16)
  %t909 = and <16 x i32> %t908, splat (i32 1)
  %t910 = add <16 x i32> %t907, splat (i32 32767)
  %t911 = add <16 x i32> %t910, %t909
  %t912 = lshr <16 x i32> %t911, splat (i32 16)
  %t913 = fcmp uno <16 x float> %t906, %t906
  %t914 = select <16 x i1> %t913, <16 x i32> splat (i32 32704), <16 x i32> %t912
  %t915 = trunc <16 x i32> %t914 to <16 x i16>
  %t916 = mul i64 %t36, 2
  %t917 = add i64 %t916, 19
  %t918 = getelementptr <16 x i32>, ptr %tile, i64 %t917
  %t919 = load <16 x i32>, ptr %t918, align 4
  %t920 = mul i64 %t878, %size.ldc
  %t921 = add i64 %t920, %t26
  %t922 = add i64 %t921, 16
  %t923 = getelementptr i16, ptr %buf.res, i64 %t922
  %t924 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t923, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t925 = zext <16 x i16> %t924 to <16 x i32>
  %t926 = shl <16 x i32> %t925, splat (i32 16)
  %t927 = bitcast <16 x i32> %t926 to <16 x float>
  %t928 = bitcast <16 x i32> %t919 to <16 x float>
  %t929 = fmul <16 x float> %t928, %t58
  %t930 = fadd <16 x float> %t929, %t64
  %t931 = fadd <16 x float> %t930, %t927
  %t932 = fcmp olt <16 x float> %t931, splat (float 0x0000000000000000)
  %t933 = select <16 x i1> %t932, <16 x float> splat (float 0x0000000000000000), <16 x float> %t931
  %t934 = fcmp ogt <16 x float> %t933, splat (float 0x4018000000000000)
  %t935 = select <16 x i1> %t934, <16 x float> splat (float 0x4018000000000000), <16 x float> %t933
  %t936 = bitcast <16 x float> %t935 to <16 x i32>
  %t937 = lshr <16 x i32> %t936, splat (i32 16)
  %t938 = and <16 x i32> %t937, splat (i32 1)
  %t939 = add <16 x i32> %t936, splat (i32 32767)
  %t940 = add <16 x i32> %t939, %t938
  %t941 = lshr <16 x i32> %t940, splat (i32 16)
  %t942 = fcmp uno <16 x float> %t935, %t935
  %t943 = select <16 x i1> %t942, <16 x i32> splat (i32 32704), <16 x i32> %t941
  %t944 = trunc <16 x i32> %t943 to <16 x i16>
  %t945 = mul i64 %t878, %size.ldc
  %t946 = add i64 %t945, %t26
  %t947 = getelementptr i16, ptr %buf.c, i64 %t946
  br i1 %t65, label %whole948, label %part949
whole948:
  %t950 = getelementptr i16, ptr %t947, i64 0
  store <16 x i16> %t915, ptr %t950, align 2
  %t951 = getelementptr i16, ptr %t947, i64 16
  store <16 x i16> %t944, ptr %t951, align 2
  br label %rowdone876
part949:
  %t952 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t915, ptr %t952, align 2
  %t953 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t944, ptr %t953, align 2
  store i64 0, ptr %c954
  br label %head955
head955:
  %i958 = load i64, ptr %c954
  %t959 = icmp slt i64 %i958, %t32
  br i1 %t959, label %body956, label %done957
body956:
  %t960 = getelementptr i16, ptr %rowbuf, i64 %i958
  %t961 = load i16, ptr %t960, align 2
  %t962 = getelementptr i16, ptr %t947, i64 %i958
  store i16 %t961, ptr %t962, align 2
  %t963 = add nsw i64 %i958, 1
  store i64 %t963, ptr %c954
  br label %head955
done957:
  br label %rowdone876
rowdone876:
  %t966 = icmp slt i64 10, %t29
  br i1 %t966, label %row964, label %rowdone965
row964:
  %t967 = add i64 %t25, 10
  %t968 = getelementptr i32, ptr %buf.radd, i64 %t967
  %t969 = load i32, ptr %t968, align 4
  %t970 = insertelement <16 x i32> poison, i32 %t969, i64 0
  %t971 = shufflevector <16 x i32> %t970, <16 x i32> poison, <16 x i32> zeroinitializer
  %t972 = getelementptr i32, ptr %buf.rmul, i64 %t967
  %t973 = load i32, ptr %t972, align 4
  %t974 = insertelement <16 x i32> poison, i32 %t973, i64 0
  %t975 = shufflevector <16 x i32> %t974, <16 x i32> poison, <16 x i32> zeroinitializer
  %t976 = mul i64 %t36, 2
  %t977 = add i64 %t976, 20
  %t978 = getelementptr <16 x i32>, ptr %tile, i64 %t977
  %t979 = load <16 x i32>, ptr %t978, align 4
  %t980 = mul i64 %t967, %size.ldc
  %t981 = add i64 %t980, %t26
  %t982 = add i64 %t981, 0
  %t983 = getelementptr i16, ptr %buf.res, i64 %t982
  %t984 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t983, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t985 = zext <16 x i16> %t984 to <16 x i32>
  %t986 = shl <16 x i32> %t985, splat (i32 16)
  %t987 = bitcast <16 x i32> %t986 to <16 x float>
  %t988 = bitcast <16 x i32> %t979 to <16 x float>
  %t989 = fmul <16 x float> %t988, %t55
  %t990 = fadd <16 x float> %t989, %t61
  %t991 = fadd <16 x float> %t990, %t987
  %t992 = fcmp olt <16 x float> %t991, splat (float 0x0000000000000000)
  %t993 = select <16 x i1> %t992, <16 x float> splat (float 0x0000000000000000), <16 x float> %t991
  %t994 = fcmp ogt <16 x float> %t993, splat (float 0x4018000000000000)
  %t995 = select <16 x i1> %t994, <16 x float> splat (float 0x4018000000000000), <16 x float> %t993
  %t996 = bitcast <16 x float> %t995 to <16 x i32>
  %t997 = lshr <16 x i32> %t996, splat (i32 16)
  %t998 = and <16 x i32> %t997, splat (i32 1)
  %t999 = add <16 x i32> %t996, splat (i32 32767)
  %t1000 = add <16 x i32> %t999, %t998
  %t1001 = lshr <16 x i32> %t1000, splat (i32 16)
  %t1002 = fcmp uno <16 x float> %t995, %t995
  %t1003 = select <16 x i1> %t1002, <16 x i32> splat (i32 32704), <16 x i32> %t1001
  %t1004 = trunc <16 x i32> %t1003 to <16 x i16>
  %t1005 = mul i64 %t36, 2
  %t1006 = add i64 %t1005, 21
  %t1007 = getelementptr <16 x i32>, ptr %tile, i64 %t1006
  %t1008 = load <16 x i32>, ptr %t1007, align 4
  %t1009 = mul i64 %t967, %size.ldc
  %t1010 = add i64 %t1009, %t26
  %t1011 = add i64 %t1010, 16
  %t1012 = getelementptr i16, ptr %buf.res, i64 %t1011
  %t1013 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1012, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t1014 = zext <16 x i16> %t1013 to <16 x i32>
  %t1015 = shl <16 x i32> %t1014, splat (i32 16)
  %t1016 = bitcast <16 x i32> %t1015 to <16 x float>
  %t1017 = bitcast <16 x i32> %t1008 to <16 x float>
  %t1018 = fmul <16 x float> %t1017, %t58
  %t1019 = fadd <16 x float> %t1018, %t64
  %t1020 = fadd <16 x float> %t1019, %t1016
  %t1021 = fcmp olt <16 x float> %t1020, splat (float 0x0000000000000000)
  %t1022 = select <16 x i1> %t1021, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1020
  %t1023 = fcmp ogt <16 x float> %t1022, splat (float 0x4018000000000000)
  %t1024 = select <16 x i1> %t1023, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1022
  %t1025 = bitcast <16 x float> %t1024 to <16 x i32>
  %t1026 = lshr <16 x i32> %t1025, splat (i32 16)
  %t1027 = and <16 x i32> %t1026, splat (i32 1)
  %t1028 = add <16 x i32> %t1025, splat (i32 32767)
  %t1029 = add <16 x i32> %t1028, %t1027
  %t1030 = lshr <16 x i32> %t1029, splat (i32 16)
  %t1031 = fcmp uno <16 x float> %t1024, %t1024
  %t1032 = select <16 x i1> %t1031, <16 x i32> splat (i32 32704), <16 x i32> %t1030
  %t1033 = trunc <16 x i32> %t1032 to <16 x i16>
  %t1034 = mul i64 %t967, %size.ldc
  %t1035 = add i64 %t1034, %t26
  %t1036 = getelementptr i16, ptr %buf.c, i64 %t1035
  br i1 %t65, label %whole1037, label %part1038
whole1037:
  %t1039 = getelementptr i16, ptr %t1036, i64 0
  store <16 x i16> %t1004, ptr %t1039, align 2
  %t1040 = getelementptr i16, ptr %t1036, i64 16
  store <16 x i16> %t1033, ptr %t1040, align 2
  br label %rowdone965
part1038:
  %t1041 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t1004, ptr %t1041, align 2
  %t1042 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t1033, ptr %t1042, align 2
  store i64 0, ptr %c1043
  br label %head1044
head1044:
  %i1047 = load i64, ptr %c1043
  %t1048 = icmp slt i64 %i1047, %t32
  br i1 %t1048, label %body1045, label %done1046
body1045:
  %t1049 = getelementptr i16, ptr %rowbuf, i64 %i1047
  %t1050 = load i16, ptr %t1049, align 2
  %t1051 = getelementptr i16, ptr %t1036, i64 %i1047
  store i16 %t1050, ptr %t1051, align 2
  %t1052 = add nsw i64 %i1047, 1
  store i64 %t1052, ptr %c1043
  br label %head1044
done1046:
  br label %rowdone965
rowdone965:
  %t1055 = icmp slt i64 11, %t29
  br i1 %t1055, label %row1053, label %rowdone1054
row1053:
  %t1056 = add i64 %t25, 11
  %t1057 = getelementptr i32, ptr %buf.radd, i64 %t1056
  %t1058 = load i32, ptr %t1057, align 4
  %t1059 = insertelement <16 x i32> poison, i32 %t1058, i64 0
  %t1060 = shufflevector <16 x i32> %t1059, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1061 = getelementptr i32, ptr %buf.rmul, i64 %t1056
  %t1062 = load i32, ptr %t1061, align 4
  %t1063 = insertelement <16 x i32> poison, i32 %t1062, i64 0
  %t1064 = shufflevector <16 x i32> %t1063, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1065 = mul i64 %t36, 2
  %t1066 = add i64 %t1065, 22
  %t1067 = getelementptr <16 x i32>, ptr %tile, i64 %t1066
  %t1068 = load <16 x i32>, ptr %t1067, align 4
  %t1069 = mul i64 %t1056, %size.ldc
  %t1070 = add i64 %t1069, %t26
  %t1071 = add i64 %t1070, 0
  %t1072 = getelementptr i16, ptr %buf.res, i64 %t1071
  %t1073 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1072, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t1074 = zext <16 x i16> %t1073 to <16 x i32>
  %t1075 = shl <16 x i32> %t1074, splat (i32 16)
  %t1076 = bitcast <16 x i32> %t1075 to <16 x float>
  %t1077 = bitcast <16 x i32> %t1068 to <16 x float>
  %t1078 = fmul <16 x float> %t1077, %t55
  %t1079 = fadd <16 x float> %t1078, %t61
  %t1080 = fadd <16 x float> %t1079, %t1076
  %t1081 = fcmp olt <16 x float> %t1080, splat (float 0x0000000000000000)
  %t1082 = select <16 x i1> %t1081, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1080
  %t1083 = fcmp ogt <16 x float> %t1082, splat (float 0x4018000000000000)
  %t1084 = select <16 x i1> %t1083, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1082
  %t1085 = bitcast <16 x float> %t1084 to <16 x i32>
  %t1086 = lshr <16 x i32> %t1085, splat (i32 16)
  %t1087 = and <16 x i32> %t1086, splat (i32 1)
  %t1088 = add <16 x i32> %t1085, splat (i32 32767)
  %t1089 = add <16 x i32> %t1088, %t1087
  %t1090 = lshr <16 x i32> %t1089, splat (i32 16)
  %t1091 = fcmp uno <16 x float> %t1084, %t1084
  %t1092 = select <16 x i1> %t1091, <16 x i32> splat (i32 32704), <16 x i32> %t1090
  %t1093 = trunc <16 x i32> %t1092 to <16 x i16>
  %t1094 = mul i64 %t36, 2
  %t1095 = add i64 %t1094, 23
  %t1096 = getelementptr <16 x i32>, ptr %tile, i64 %t1095
  %t1097 = load <16 x i32>, ptr %t1096, align 4
  %t1098 = mul i64 %t1056, %size.ldc
  %t1099 = add i64 %t1098, %t26
  %t1100 = add i64 %t1099, 16
  %t1101 = getelementptr i16, ptr %buf.res, i64 %t1100
  %t1102 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1101, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t1103 = zext <16 x i16> %t1102 to <16 x i32>
  %t1104 = shl <16 x i32> %t1103, splat (i32 16)
  %t1105 = bitcast <16 x i32> %t1104 to <16 x float>
  %t1106 = bitcast <16 x i32> %t1097 to <16 x float>
  %t1107 = fmul <16 x float> %t1106, %t58
  %t1108 = fadd <16 x float> %t1107, %t64
  %t1109 = fadd <16 x float> %t1108, %t1105
  %t1110 = fcmp olt <16 x float> %t1109, splat (float 0x0000000000000000)
  %t1111 = select <16 x i1> %t1110, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1109
  %t1112 = fcmp ogt <16 x float> %t1111, splat (float 0x4018000000000000)
  %t1113 = select <16 x i1> %t1112, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1111
  %t1114 = bitcast <16 x float> %t1113 to <16 x i32>
  %t1115 = lshr <16 x i32> %t1114, splat (i32 16)
  %t1116 = and <16 x i32> %t1115, splat (i32 1)
  %t1117 = add <16 x i32> %t1114, splat (i32 32767)
  %t1118 = add <16 x i32> %t1117, %t1116
  %t1119 = lshr <16 x i32> %t1118, splat (i32 16)
  %t1120 = fcmp uno <16 x float> %t1113, %t1113
  %t1121 = select <16 x i1> %t1120, <16 x i32> splat (i32 32704), <16 x i32> %t1119
  %t1122 = trunc <16 x i32> %t1121 to <16 x i16>
  %t1123 = mul i64 %t1056, %size.ldc
  %t1124 = add i64 %t1123, %t26
  %t1125 = getelementptr i16, ptr %buf.c, i64 %t1124
  br i1 %t65, label %whole1126, label %part1127
whole1126:
  %t1128 = getelementptr i16, ptr %t1125, i64 0
  store <16 x i16> %t1093, ptr %t1128, align 2
  %t1129 = getelementptr i16, ptr %t1125, i64 16
  store <16 x i16> %t1122, ptr %t1129, align 2
  br label %rowdone1054
part1127:
  %t1130 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t1093, ptr %t1130, align 2
  %t1131 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t1122, ptr %t1131, align 2
  store i64 0, ptr %c1132
  br label %head1133
head1133:
  %i1136 = load i64, ptr %c1132
  %t1137 = icmp slt i64 %i1136, %t32
  br i1 %t1137, label %body1134, label %done1135
body1134:
  %t1138 = getelementptr i16, ptr %rowbuf, i64 %i1136
  %t1139 = load i16, ptr %t1138, align 2
  %t1140 = getelementptr i16, ptr %t1125, i64 %i1136
  store i16 %t1139, ptr %t1140, align 2
  %t1141 = add nsw i64 %i1136, 1
  store i64 %t1141, ptr %c1132
  br label %head1133
done1135:
  br label %rowdone1054
rowdone1054:
  %t1144 = icmp slt i64 12, %t29
  br i1 %t1144, label %row1142, label %rowdone1143
row1142:
  %t1145 = add i64 %t25, 12
  %t1146 = getelementptr i32, ptr %buf.radd, i64 %t1145
  %t1147 = load i32, ptr %t1146, align 4
  %t1148 = insertelement <16 x i32> poison, i32 %t1147, i64 0
  %t1149 = shufflevector <16 x i32> %t1148, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1150 = getelementptr i32, ptr %buf.rmul, i64 %t1145
  %t1151 = load i32, ptr %t1150, align 4
  %t1152 = insertelement <16 x i32> poison, i32 %t1151, i64 0
  %t1153 = shufflevector <16 x i32> %t1152, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1154 = mul i64 %t36, 2
  %t1155 = add i64 %t1154, 24
  %t1156 = getelementptr <16 x i32>, ptr %tile, i64 %t1155
  %t1157 = load <16 x i32>, ptr %t1156, align 4
  %t1158 = mul i64 %t1145, %size.ldc
  %t1159 = add i64 %t1158, %t26
  %t1160 = add i64 %t1159, 0
  %t1161 = getelementptr i16, ptr %buf.res, i64 %t1160
  %t1162 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1161, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t1163 = zext <16 x i16> %t1162 to <16 x i32>
  %t1164 = shl <16 x i32> %t1163, splat (i32 16)
  %t1165 = bitcast <16 x i32> %t1164 to <16 x float>
  %t1166 = bitcast <16 x i32> %t1157 to <16 x float>
  %t1167 = fmul <16 x float> %t1166, %t55
  %t1168 = fadd <16 x float> %t1167, %t61
  %t1169 = fadd <16 x float> %t1168, %t1165
  %t1170 = fcmp olt <16 x float> %t1169, splat (float 0x0000000000000000)
  %t1171 = select <16 x i1> %t1170, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1169
  %t1172 = fcmp ogt <16 x float> %t1171, splat (float 0x4018000000000000)
  %t1173 = select <16 x i1> %t1172, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1171
  %t1174 = bitcast <16 x float> %t1173 to <16 x i32>
  %t1175 = lshr <16 x i32> %t1174, splat (i32 16)
  %t1176 = and <16 x i32> %t1175, splat (i32 1)
  %t1177 = add <16 x i32> %t1174, splat (i32 32767)
  %t1178 = add <16 x i32> %t1177, %t1176
  %t1179 = lshr <16 x i32> %t1178, splat (i32 16)
  %t1180 = fcmp uno <16 x float> %t1173, %t1173
  %t1181 = select <16 x i1> %t1180, <16 x i32> splat (i32 32704), <16 x i32> %t1179
  %t1182 = trunc <16 x i32> %t1181 to <16 x i16>
  %t1183 = mul i64 %t36, 2
  %t1184 = add i64 %t1183, 25
  %t1185 = getelementptr <16 x i32>, ptr %tile, i64 %t1184
  %t1186 = load <16 x i32>, ptr %t1185, align 4
  %t1187 = mul i64 %t1145, %size.ldc
  %t1188 = add i64 %t1187, %t26
  %t1189 = add i64 %t1188, 16
  %t1190 = getelementptr i16, ptr %buf.res, i64 %t1189
  %t1191 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1190, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t1192 = zext <16 x i16> %t1191 to <16 x i32>
  %t1193 = shl <16 x i32> %t1192, splat (i32 16)
  %t1194 = bitcast <16 x i32> %t1193 to <16 x float>
  %t1195 = bitcast <16 x i32> %t1186 to <16 x float>
  %t1196 = fmul <16 x float> %t1195, %t58
  %t1197 = fadd <16 x float> %t1196, %t64
  %t1198 = fadd <16 x float> %t1197, %t1194
  %t1199 = fcmp olt <16 x float> %t1198, splat (float 0x0000000000000000)
  %t1200 = select <16 x i1> %t1199, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1198
  %t1201 = fcmp ogt <16 x float> %t1200, splat (float 0x4018000000000000)
  %t1202 = select <16 x i1> %t1201, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1200
  %t1203 = bitcast <16 x float> %t1202 to <16 x i32>
  %t1204 = lshr <16 x i32> %t1203, splat (i32 16)
  %t1205 = and <16 x i32> %t1204, splat (i32 1)
  %t1206 = add <16 x i32> %t1203, splat (i32 32767)
  %t1207 = add <16 x i32> %t1206, %t1205
  %t1208 = lshr <16 x i32> %t1207, splat (i32 16)
  %t1209 = fcmp uno <16 x float> %t1202, %t1202
  %t1210 = select <16 x i1> %t1209, <16 x i32> splat (i32 32704), <16 x i32> %t1208
  %t1211 = trunc <16 x i32> %t1210 to <16 x i16>
  %t1212 = mul i64 %t1145, %size.ldc
  %t1213 = add i64 %t1212, %t26
  %t1214 = getelementptr i16, ptr %buf.c, i64 %t1213
  br i1 %t65, label %whole1215, label %part1216
whole1215:
  %t1217 = getelementptr i16, ptr %t1214, i64 0
  store <16 x i16> %t1182, ptr %t1217, align 2
  %t1218 = getelementptr i16, ptr %t1214, i64 16
  store <16 x i16> %t1211, ptr %t1218, align 2
  br label %rowdone1143
part1216:
  %t1219 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t1182, ptr %t1219, align 2
  %t1220 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t1211, ptr %t1220, align 2
  store i64 0, ptr %c1221
  br label %head1222
head1222:
  %i1225 = load i64, ptr %c1221
  %t1226 = icmp slt i64 %i1225, %t32
  br i1 %t1226, label %body1223, label %done1224
body1223:
  %t1227 = getelementptr i16, ptr %rowbuf, i64 %i1225
  %t1228 = load i16, ptr %t1227, align 2
  %t1229 = getelementptr i16, ptr %t1214, i64 %i1225
  store i16 %t1228, ptr %t1229, align 2
  %t1230 = add nsw i64 %i1225, 1
  store i64 %t1230, ptr %c1221
  br label %head1222
done1224:
  br label %rowdone1143
rowdone1143:
  %t1233 = icmp slt i64 13, %t29
  br i1 %t1233, label %row1231, label %rowdone1232
row1231:
  %t1234 = add i64 %t25, 13
  %t1235 = getelementptr i32, ptr %buf.radd, i64 %t1234
  %t1236 = load i32, ptr %t1235, align 4
  %t1237 = insertelement <16 x i32> poison, i32 %t1236, i64 0
  %t1238 = shufflevector <16 x i32> %t1237, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1239 = getelementptr i32, ptr %buf.rmul, i64 %t1234
  %t1240 = load i32, ptr %t1239, align 4
  %t1241 = insertelement <16 x i32> poison, i32 %t1240, i64 0
  %t1242 = shufflevector <16 x i32> %t1241, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1243 = mul i64 %t36, 2
  %t1244 = add i64 %t1243, 26
  %t1245 = getelementptr <16 x i32>, ptr %tile, i64 %t1244
  %t1246 = load <16 x i32>, ptr %t1245, align 4
  %t1247 = mul i64 %t1234, %size.ldc
  %t1248 = add i64 %t1247, %t26
  %t1249 = add i64 %t1248, 0
  %t1250 = getelementptr i16, ptr %buf.res, i64 %t1249
  %t1251 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1250, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t1252 = zext <16 x i16> %t1251 to <16 x i32>
  %t1253 = shl <16 x i32> %t1252, splat (i32 16)
  %t1254 = bitcast <16 x i32> %t1253 to <16 x float>
  %t1255 = bitcast <16 x i32> %t1246 to <16 x float>
  %t1256 = fmul <16 x float> %t1255, %t55
  %t1257 = fadd <16 x float> %t1256, %t61
  %t1258 = fadd <16 x float> %t1257, %t1254
  %t1259 = fcmp olt <16 x float> %t1258, splat (float 0x0000000000000000)
  %t1260 = select <16 x i1> %t1259, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1258
  %t1261 = fcmp ogt <16 x float> %t1260, splat (float 0x4018000000000000)
  %t1262 = select <16 x i1> %t1261, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1260
  %t1263 = bitcast <16 x float> %t1262 to <16 x i32>
  %t1264 = lshr <16 x i32> %t1263, splat (i32 16)
  %t1265 = and <16 x i32> %t1264, splat (i32 1)
  %t1266 = add <16 x i32> %t1263, splat (i32 32767)
  %t1267 = add <16 x i32> %t1266, %t1265
  %t1268 = lshr <16 x i32> %t1267, splat (i32 16)
  %t1269 = fcmp uno <16 x float> %t1262, %t1262
  %t1270 = select <16 x i1> %t1269, <16 x i32> splat (i32 32704), <16 x i32> %t1268
  %t1271 = trunc <16 x i32> %t1270 to <16 x i16>
  %t1272 = mul i64 %t36, 2
  %t1273 = add i64 %t1272, 27
  %t1274 = getelementptr <16 x i32>, ptr %tile, i64 %t1273
  %t1275 = load <16 x i32>, ptr %t1274, align 4
  %t1276 = mul i64 %t1234, %size.ldc
  %t1277 = add i64 %t1276, %t26
  %t1278 = add i64 %t1277, 16
  %t1279 = getelementptr i16, ptr %buf.res, i64 %t1278
  %t1280 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1279, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t1281 = zext <16 x i16> %t1280 to <16 x i32>
  %t1282 = shl <16 x i32> %t1281, splat (i32 16)
  %t1283 = bitcast <16 x i32> %t1282 to <16 x float>
  %t1284 = bitcast <16 x i32> %t1275 to <16 x float>
  %t1285 = fmul <16 x float> %t1284, %t58
  %t1286 = fadd <16 x float> %t1285, %t64
  %t1287 = fadd <16 x float> %t1286, %t1283
  %t1288 = fcmp olt <16 x float> %t1287, splat (float 0x0000000000000000)
  %t1289 = select <16 x i1> %t1288, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1287
  %t1290 = fcmp ogt <16 x float> %t1289, splat (float 0x4018000000000000)
  %t1291 = select <16 x i1> %t1290, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1289
  %t1292 = bitcast <16 x float> %t1291 to <16 x i32>
  %t1293 = lshr <16 x i32> %t1292, splat (i32 16)
  %t1294 = and <16 x i32> %t1293, splat (i32 1)
  %t1295 = add <16 x i32> %t1292, splat (i32 32767)
  %t1296 = add <16 x i32> %t1295, %t1294
  %t1297 = lshr <16 x i32> %t1296, splat (i32 16)
  %t1298 = fcmp uno <16 x float> %t1291, %t1291
  %t1299 = select <16 x i1> %t1298, <16 x i32> splat (i32 32704), <16 x i32> %t1297
  %t1300 = trunc <16 x i32> %t1299 to <16 x i16>
  %t1301 = mul i64 %t1234, %size.ldc
  %t1302 = add i64 %t1301, %t26
  %t1303 = getelementptr i16, ptr %buf.c, i64 %t1302
  br i1 %t65, label %whole1304, label %part1305
whole1304:
  %t1306 = getelementptr i16, ptr %t1303, i64 0
  store <16 x i16> %t1271, ptr %t1306, align 2
  %t1307 = getelementptr i16, ptr %t1303, i64 16
  store <16 x i16> %t1300, ptr %t1307, align 2
  br label %rowdone1232
part1305:
  %t1308 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t1271, ptr %t1308, align 2
  %t1309 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t1300, ptr %t1309, align 2
  store i64 0, ptr %c1310
  br label %head1311
head1311:
  %i1314 = load i64, ptr %c1310
  %t1315 = icmp slt i64 %i1314, %t32
  br i1 %t1315, label %body1312, label %done1313
body1312:
  %t1316 = getelementptr i16, ptr %rowbuf, i64 %i1314
  %t1317 = load i16, ptr %t1316, align 2
  %t1318 = getelementptr i16, ptr %t1303, i64 %i1314
  store i16 %t1317, ptr %t1318, align 2
  %t1319 = add nsw i64 %i1314, 1
  store i64 %t1319, ptr %c1310
  br label %head1311
done1313:
  br label %rowdone1232
rowdone1232:
  %t1322 = icmp slt i64 14, %t29
  br i1 %t1322, label %row1320, label %rowdone1321
row1320:
  %t1323 = add i64 %t25, 14
  %t1324 = getelementptr i32, ptr %buf.radd, i64 %t1323
  %t1325 = load i32, ptr %t1324, align 4
  %t1326 = insertelement <16 x i32> poison, i32 %t1325, i64 0
  %t1327 = shufflevector <16 x i32> %t1326, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1328 = getelementptr i32, ptr %buf.rmul, i64 %t1323
  %t1329 = load i32, ptr %t1328, align 4
  %t1330 = insertelement <16 x i32> poison, i32 %t1329, i64 0
  %t1331 = shufflevector <16 x i32> %t1330, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1332 = mul i64 %t36, 2
  %t1333 = add i64 %t1332, 28
  %t1334 = getelementptr <16 x i32>, ptr %tile, i64 %t1333
  %t1335 = load <16 x i32>, ptr %t1334, align 4
  %t1336 = mul i64 %t1323, %size.ldc
  %t1337 = add i64 %t1336, %t26
  %t1338 = add i64 %t1337, 0
  %t1339 = getelementptr i16, ptr %buf.res, i64 %t1338
  %t1340 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1339, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t1341 = zext <16 x i16> %t1340 to <16 x i32>
  %t1342 = shl <16 x i32> %t1341, splat (i32 16)
  %t1343 = bitcast <16 x i32> %t1342 to <16 x float>
  %t1344 = bitcast <16 x i32> %t1335 to <16 x float>
  %t1345 = fmul <16 x float> %t1344, %t55
  %t1346 = fadd <16 x float> %t1345, %t61
  %t1347 = fadd <16 x float> %t1346, %t1343
  %t1348 = fcmp olt <16 x float> %t1347, splat (float 0x0000000000000000)
  %t1349 = select <16 x i1> %t1348, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1347
  %t1350 = fcmp ogt <16 x float> %t1349, splat (float 0x4018000000000000)
  %t1351 = select <16 x i1> %t1350, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1349
  %t1352 = bitcast <16 x float> %t1351 to <16 x i32>
  %t1353 = lshr <16 x i32> %t1352, splat (i32 16)
  %t1354 = and <16 x i32> %t1353, splat (i32 1)
  %t1355 = add <16 x i32> %t1352, splat (i32 32767)
  %t1356 = add <16 x i32> %t1355, %t1354
  %t1357 = lshr <16 x i32> %t1356, splat (i32 16)
  %t1358 = fcmp uno <16 x float> %t1351, %t1351
  %t1359 = select <16 x i1> %t1358, <16 x i32> splat (i32 32704), <16 x i32> %t1357
  %t1360 = trunc <16 x i32> %t1359 to <16 x i16>
  %t1361 = mul i64 %t36, 2
  %t1362 = add i64 %t1361, 29
  %t1363 = getelementptr <16 x i32>, ptr %tile, i64 %t1362
  %t1364 = load <16 x i32>, ptr %t1363, align 4
  %t1365 = mul i64 %t1323, %size.ldc
  %t1366 = add i64 %t1365, %t26
  %t1367 = add i64 %t1366, 16
  %t1368 = getelementptr i16, ptr %buf.res, i64 %t1367
  %t1369 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1368, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t1370 = zext <16 x i16> %t1369 to <16 x i32>
  %t1371 = shl <16 x i32> %t1370, splat (i32 16)
  %t1372 = bitcast <16 x i32> %t1371 to <16 x float>
  %t1373 = bitcast <16 x i32> %t1364 to <16 x float>
  %t1374 = fmul <16 x float> %t1373, %t58
  %t1375 = fadd <16 x float> %t1374, %t64
  %t1376 = fadd <16 x float> %t1375, %t1372
  %t1377 = fcmp olt <16 x float> %t1376, splat (float 0x0000000000000000)
  %t1378 = select <16 x i1> %t1377, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1376
  %t1379 = fcmp ogt <16 x float> %t1378, splat (float 0x4018000000000000)
  %t1380 = select <16 x i1> %t1379, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1378
  %t1381 = bitcast <16 x float> %t1380 to <16 x i32>
  %t1382 = lshr <16 x i32> %t1381, splat (i32 16)
  %t1383 = and <16 x i32> %t1382, splat (i32 1)
  %t1384 = add <16 x i32> %t1381, splat (i32 32767)
  %t1385 = add <16 x i32> %t1384, %t1383
  %t1386 = lshr <16 x i32> %t1385, splat (i32 16)
  %t1387 = fcmp uno <16 x float> %t1380, %t1380
  %t1388 = select <16 x i1> %t1387, <16 x i32> splat (i32 32704), <16 x i32> %t1386
  %t1389 = trunc <16 x i32> %t1388 to <16 x i16>
  %t1390 = mul i64 %t1323, %size.ldc
  %t1391 = add i64 %t1390, %t26
  %t1392 = getelementptr i16, ptr %buf.c, i64 %t1391
  br i1 %t65, label %whole1393, label %part1394
whole1393:
  %t1395 = getelementptr i16, ptr %t1392, i64 0
  store <16 x i16> %t1360, ptr %t1395, align 2
  %t1396 = getelementptr i16, ptr %t1392, i64 16
  store <16 x i16> %t1389, ptr %t1396, align 2
  br label %rowdone1321
part1394:
  %t1397 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t1360, ptr %t1397, align 2
  %t1398 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t1389, ptr %t1398, align 2
  store i64 0, ptr %c1399
  br label %head1400
head1400:
  %i1403 = load i64, ptr %c1399
  %t1404 = icmp slt i64 %i1403, %t32
  br i1 %t1404, label %body1401, label %done1402
body1401:
  %t1405 = getelementptr i16, ptr %rowbuf, i64 %i1403
  %t1406 = load i16, ptr %t1405, align 2
  %t1407 = getelementptr i16, ptr %t1392, i64 %i1403
  store i16 %t1406, ptr %t1407, align 2
  %t1408 = add nsw i64 %i1403, 1
  store i64 %t1408, ptr %c1399
  br label %head1400
done1402:
  br label %rowdone1321
rowdone1321:
  %t1411 = icmp slt i64 15, %t29
  br i1 %t1411, label %row1409, label %rowdone1410
row1409:
  %t1412 = add i64 %t25, 15
  %t1413 = getelementptr i32, ptr %buf.radd, i64 %t1412
  %t1414 = load i32, ptr %t1413, align 4
  %t1415 = insertelement <16 x i32> poison, i32 %t1414, i64 0
  %t1416 = shufflevector <16 x i32> %t1415, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1417 = getelementptr i32, ptr %buf.rmul, i64 %t1412
  %t1418 = load i32, ptr %t1417, align 4
  %t1419 = insertelement <16 x i32> poison, i32 %t1418, i64 0
  %t1420 = shufflevector <16 x i32> %t1419, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1421 = mul i64 %t36, 2
  %t1422 = add i64 %t1421, 30
  %t1423 = getelementptr <16 x i32>, ptr %tile, i64 %t1422
  %t1424 = load <16 x i32>, ptr %t1423, align 4
  %t1425 = mul i64 %t1412, %size.ldc
  %t1426 = add i64 %t1425, %t26
  %t1427 = add i64 %t1426, 0
  %t1428 = getelementptr i16, ptr %buf.res, i64 %t1427
  %t1429 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1428, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t1430 = zext <16 x i16> %t1429 to <16 x i32>
  %t1431 = shl <16 x i32> %t1430, splat (i32 16)
  %t1432 = bitcast <16 x i32> %t1431 to <16 x float>
  %t1433 = bitcast <16 x i32> %t1424 to <16 x float>
  %t1434 = fmul <16 x float> %t1433, %t55
  %t1435 = fadd <16 x float> %t1434, %t61
  %t1436 = fadd <16 x float> %t1435, %t1432
  %t1437 = fcmp olt <16 x float> %t1436, splat (float 0x0000000000000000)
  %t1438 = select <16 x i1> %t1437, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1436
  %t1439 = fcmp ogt <16 x float> %t1438, splat (float 0x4018000000000000)
  %t1440 = select <16 x i1> %t1439, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1438
  %t1441 = bitcast <16 x float> %t1440 to <16 x i32>
  %t1442 = lshr <16 x i32> %t1441, splat (i32 16)
  %t1443 = and <16 x i32> %t1442, splat (i32 1)
  %t1444 = add <16 x i32> %t1441, splat (i32 32767)
  %t1445 = add <16 x i32> %t1444, %t1443
  %t1446 = lshr <16 x i32> %t1445, splat (i32 16)
  %t1447 = fcmp uno <16 x float> %t1440, %t1440
  %t1448 = select <16 x i1> %t1447, <16 x i32> splat (i32 32704), <16 x i32> %t1446
  %t1449 = trunc <16 x i32> %t1448 to <16 x i16>
  %t1450 = mul i64 %t36, 2
  %t1451 = add i64 %t1450, 31
  %t1452 = getelementptr <16 x i32>, ptr %tile, i64 %t1451
  %t1453 = load <16 x i32>, ptr %t1452, align 4
  %t1454 = mul i64 %t1412, %size.ldc
  %t1455 = add i64 %t1454, %t26
  %t1456 = add i64 %t1455, 16
  %t1457 = getelementptr i16, ptr %buf.res, i64 %t1456
  %t1458 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1457, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t1459 = zext <16 x i16> %t1458 to <16 x i32>
  %t1460 = shl <16 x i32> %t1459, splat (i32 16)
  %t1461 = bitcast <16 x i32> %t1460 to <16 x float>
  %t1462 = bitcast <16 x i32> %t1453 to <16 x float>
  %t1463 = fmul <16 x float> %t1462, %t58
  %t1464 = fadd <16 x float> %t1463, %t64
  %t1465 = fadd <16 x float> %t1464, %t1461
  %t1466 = fcmp olt <16 x float> %t1465, splat (float 0x0000000000000000)
  %t1467 = select <16 x i1> %t1466, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1465
  %t1468 = fcmp ogt <16 x float> %t1467, splat (float 0x4018000000000000)
  %t1469 = select <16 x i1> %t1468, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1467
  %t1470 = bitcast <16 x float> %t1469 to <16 x i32>
  %t1471 = lshr <16 x i32> %t1470, splat (i32 16)
  %t1472 = and <16 x i32> %t1471, splat (i32 1)
  %t1473 = add <16 x i32> %t1470, splat (i32 32767)
  %t1474 = add <16 x i32> %t1473, %t1472
  %t1475 = lshr <16 x i32> %t1474, splat (i32 16)
  %t1476 = fcmp uno <16 x float> %t1469, %t1469
  %t1477 = select <16 x i1> %t1476, <16 x i32> splat (i32 32704), <16 x i32> %t1475
  %t1478 = trunc <16 x i32> %t1477 to <16 x i16>
  %t1479 = mul i64 %t1412, %size.ldc
  %t1480 = add i64 %t1479, %t26
  %t1481 = getelementptr i16, ptr %buf.c, i64 %t1480
  br i1 %t65, label %whole1482, label %part1483
whole1482:
  %t1484 = getelementptr i16, ptr %t1481, i64 0
  store <16 x i16> %t1449, ptr %t1484, align 2
  %t1485 = getelementptr i16, ptr %t1481, i64 16
  store <16 x i16> %t1478, ptr %t1485, align 2
  br label %rowdone1410
part1483:
  %t1486 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t1449, ptr %t1486, align 2
  %t1487 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t1478, ptr %t1487, align 2
  store i64 0, ptr %c1488
  br label %head1489
head1489:
  %i1492 = load i64, ptr %c1488
  %t1493 = icmp slt i64 %i1492, %t32
  br i1 %t1493, label %body1490, label %done1491
body1490:
  %t1494 = getelementptr i16, ptr %rowbuf, i64 %i1492
  %t1495 = load i16, ptr %t1494, align 2
  %t1496 = getelementptr i16, ptr %t1481, i64 %i1492
  store i16 %t1495, ptr %t1496, align 2
  %t1497 = add nsw i64 %i1492, 1
  store i64 %t1497, ptr %c1488
  br label %head1489
done1491:
  br label %rowdone1410
rowdone1410:
  %t1500 = icmp slt i64 16, %t29
  br i1 %t1500, label %row1498, label %rowdone1499
row1498:
  %t1501 = add i64 %t25, 16
  %t1502 = getelementptr i32, ptr %buf.radd, i64 %t1501
  %t1503 = load i32, ptr %t1502, align 4
  %t1504 = insertelement <16 x i32> poison, i32 %t1503, i64 0
  %t1505 = shufflevector <16 x i32> %t1504, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1506 = getelementptr i32, ptr %buf.rmul, i64 %t1501
  %t1507 = load i32, ptr %t1506, align 4
  %t1508 = insertelement <16 x i32> poison, i32 %t1507, i64 0
  %t1509 = shufflevector <16 x i32> %t1508, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1510 = mul i64 %t36, 2
  %t1511 = add i64 %t1510, 32
  %t1512 = getelementptr <16 x i32>, ptr %tile, i64 %t1511
  %t1513 = load <16 x i32>, ptr %t1512, align 4
  %t1514 = mul i64 %t1501, %size.ldc
  %t1515 = add i64 %t1514, %t26
  %t1516 = add i64 %t1515, 0
  %t1517 = getelementptr i16, ptr %buf.res, i64 %t1516
  %t1518 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1517, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t1519 = zext <16 x i16> %t1518 to <16 x i32>
  %t1520 = shl <16 x i32> %t1519, splat (i32 16)
  %t1521 = bitcast <16 x i32> %t1520 to <16 x float>
  %t1522 = bitcast <16 x i32> %t1513 to <16 x float>
  %t1523 = fmul <16 x float> %t1522, %t55
  %t1524 = fadd <16 x float> %t1523, %t61
  %t1525 = fadd <16 x float> %t1524, %t1521
  %t1526 = fcmp olt <16 x float> %t1525, splat (float 0x0000000000000000)
  %t1527 = select <16 x i1> %t1526, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1525
  %t1528 = fcmp ogt <16 x float> %t1527, splat (float 0x4018000000000000)
  %t1529 = select <16 x i1> %t1528, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1527
  %t1530 = bitcast <16 x float> %t1529 to <16 x i32>
  %t1531 = lshr <16 x i32> %t1530, splat (i32 16)
  %t1532 = and <16 x i32> %t1531, splat (i32 1)
  %t1533 = add <16 x i32> %t1530, splat (i32 32767)
  %t1534 = add <16 x i32> %t1533, %t1532
  %t1535 = lshr <16 x i32> %t1534, splat (i32 16)
  %t1536 = fcmp uno <16 x float> %t1529, %t1529
  %t1537 = select <16 x i1> %t1536, <16 x i32> splat (i32 32704), <16 x i32> %t1535
  %t1538 = trunc <16 x i32> %t1537 to <16 x i16>
  %t1539 = mul i64 %t36, 2
  %t1540 = add i64 %t1539, 33
  %t1541 = getelementptr <16 x i32>, ptr %tile, i64 %t1540
  %t1542 = load <16 x i32>, ptr %t1541, align 4
  %t1543 = mul i64 %t1501, %size.ldc
  %t1544 = add i64 %t1543, %t26
  %t1545 = add i64 %t1544, 16
  %t1546 = getelementptr i16, ptr %buf.res, i64 %t1545
  %t1547 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1546, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t1548 = zext <16 x i16> %t1547 to <16 x i32>
  %t1549 = shl <16 x i32> %t1548, splat (i32 16)
  %t1550 = bitcast <16 x i32> %t1549 to <16 x float>
  %t1551 = bitcast <16 x i32> %t1542 to <16 x float>
  %t1552 = fmul <16 x float> %t1551, %t58
  %t1553 = fadd <16 x float> %t1552, %t64
  %t1554 = fadd <16 x float> %t1553, %t1550
  %t1555 = fcmp olt <16 x float> %t1554, splat (float 0x0000000000000000)
  %t1556 = select <16 x i1> %t1555, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1554
  %t1557 = fcmp ogt <16 x float> %t1556, splat (float 0x4018000000000000)
  %t1558 = select <16 x i1> %t1557, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1556
  %t1559 = bitcast <16 x float> %t1558 to <16 x i32>
  %t1560 = lshr <16 x i32> %t1559, splat (i32 16)
  %t1561 = and <16 x i32> %t1560, splat (i32 1)
  %t1562 = add <16 x i32> %t1559, splat (i32 32767)
  %t1563 = add <16 x i32> %t1562, %t1561
  %t1564 = lshr <16 x i32> %t1563, splat (i32 16)
  %t1565 = fcmp uno <16 x float> %t1558, %t1558
  %t1566 = select <16 x i1> %t1565, <16 x i32> splat (i32 32704), <16 x i32> %t1564
  %t1567 = trunc <16 x i32> %t1566 to <16 x i16>
  %t1568 = mul i64 %t1501, %size.ldc
  %t1569 = add i64 %t1568, %t26
  %t1570 = getelementptr i16, ptr %buf.c, i64 %t1569
  br i1 %t65, label %whole1571, label %part1572
whole1571:
  %t1573 = getelementptr i16, ptr %t1570, i64 0
  store <16 x i16> %t1538, ptr %t1573, align 2
  %t1574 = getelementptr i16, ptr %t1570, i64 16
  store <16 x i16> %t1567, ptr %t1574, align 2
  br label %rowdone1499
part1572:
  %t1575 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t1538, ptr %t1575, align 2
  %t1576 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t1567, ptr %t1576, align 2
  store i64 0, ptr %c1577
  br label %head1578
head1578:
  %i1581 = load i64, ptr %c1577
  %t1582 = icmp slt i64 %i1581, %t32
  br i1 %t1582, label %body1579, label %done1580
body1579:
  %t1583 = getelementptr i16, ptr %rowbuf, i64 %i1581
  %t1584 = load i16, ptr %t1583, align 2
  %t1585 = getelementptr i16, ptr %t1570, i64 %i1581
  store i16 %t1584, ptr %t1585, align 2
  %t1586 = add nsw i64 %i1581, 1
  store i64 %t1586, ptr %c1577
  br label %head1578
done1580:
  br label %rowdone1499
rowdone1499:
  %t1589 = icmp slt i64 17, %t29
  br i1 %t1589, label %row1587, label %rowdone1588
row1587:
  %t1590 = add i64 %t25, 17
  %t1591 = getelementptr i32, ptr %buf.radd, i64 %t1590
  %t1592 = load i32, ptr %t1591, align 4
  %t1593 = insertelement <16 x i32> poison, i32 %t1592, i64 0
  %t1594 = shufflevector <16 x i32> %t1593, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1595 = getelementptr i32, ptr %buf.rmul, i64 %t1590
  %t1596 = load i32, ptr %t1595, align 4
  %t1597 = insertelement <16 x i32> poison, i32 %t1596, i64 0
  %t1598 = shufflevector <16 x i32> %t1597, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1599 = mul i64 %t36, 2
  %t1600 = add i64 %t1599, 34
  %t1601 = getelementptr <16 x i32>, ptr %tile, i64 %t1600
  %t1602 = load <16 x i32>, ptr %t1601, align 4
  %t1603 = mul i64 %t1590, %size.ldc
  %t1604 = add i64 %t1603, %t26
  %t1605 = add i64 %t1604, 0
  %t1606 = getelementptr i16, ptr %buf.res, i64 %t1605
  %t1607 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1606, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t1608 = zext <16 x i16> %t1607 to <16 x i32>
  %t1609 = shl <16 x i32> %t1608, splat (i32 16)
  %t1610 = bitcast <16 x i32> %t1609 to <16 x float>
  %t1611 = bitcast <16 x i32> %t1602 to <16 x float>
  %t1612 = fmul <16 x float> %t1611, %t55
  %t1613 = fadd <16 x float> %t1612, %t61
  %t1614 = fadd <16 x float> %t1613, %t1610
  %t1615 = fcmp olt <16 x float> %t1614, splat (float 0x0000000000000000)
  %t1616 = select <16 x i1> %t1615, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1614
  %t1617 = fcmp ogt <16 x float> %t1616, splat (float 0x4018000000000000)
  %t1618 = select <16 x i1> %t1617, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1616
  %t1619 = bitcast <16 x float> %t1618 to <16 x i32>
  %t1620 = lshr <16 x i32> %t1619, splat (i32 16)
  %t1621 = and <16 x i32> %t1620, splat (i32 1)
  %t1622 = add <16 x i32> %t1619, splat (i32 32767)
  %t1623 = add <16 x i32> %t1622, %t1621
  %t1624 = lshr <16 x i32> %t1623, splat (i32 16)
  %t1625 = fcmp uno <16 x float> %t1618, %t1618
  %t1626 = select <16 x i1> %t1625, <16 x i32> splat (i32 32704), <16 x i32> %t1624
  %t1627 = trunc <16 x i32> %t1626 to <16 x i16>
  %t1628 = mul i64 %t36, 2
  %t1629 = add i64 %t1628, 35
  %t1630 = getelementptr <16 x i32>, ptr %tile, i64 %t1629
  %t1631 = load <16 x i32>, ptr %t1630, align 4
  %t1632 = mul i64 %t1590, %size.ldc
  %t1633 = add i64 %t1632, %t26
  %t1634 = add i64 %t1633, 16
  %t1635 = getelementptr i16, ptr %buf.res, i64 %t1634
  %t1636 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1635, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t1637 = zext <16 x i16> %t1636 to <16 x i32>
  %t1638 = shl <16 x i32> %t1637, splat (i32 16)
  %t1639 = bitcast <16 x i32> %t1638 to <16 x float>
  %t1640 = bitcast <16 x i32> %t1631 to <16 x float>
  %t1641 = fmul <16 x float> %t1640, %t58
  %t1642 = fadd <16 x float> %t1641, %t64
  %t1643 = fadd <16 x float> %t1642, %t1639
  %t1644 = fcmp olt <16 x float> %t1643, splat (float 0x0000000000000000)
  %t1645 = select <16 x i1> %t1644, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1643
  %t1646 = fcmp ogt <16 x float> %t1645, splat (float 0x4018000000000000)
  %t1647 = select <16 x i1> %t1646, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1645
  %t1648 = bitcast <16 x float> %t1647 to <16 x i32>
  %t1649 = lshr <16 x i32> %t1648, splat (i32 16)
  %t1650 = and <16 x i32> %t1649, splat (i32 1)
  %t1651 = add <16 x i32> %t1648, splat (i32 32767)
  %t1652 = add <16 x i32> %t1651, %t1650
  %t1653 = lshr <16 x i32> %t1652, splat (i32 16)
  %t1654 = fcmp uno <16 x float> %t1647, %t1647
  %t1655 = select <16 x i1> %t1654, <16 x i32> splat (i32 32704), <16 x i32> %t1653
  %t1656 = trunc <16 x i32> %t1655 to <16 x i16>
  %t1657 = mul i64 %t1590, %size.ldc
  %t1658 = add i64 %t1657, %t26
  %t1659 = getelementptr i16, ptr %buf.c, i64 %t1658
  br i1 %t65, label %whole1660, label %part1661
whole1660:
  %t1662 = getelementptr i16, ptr %t1659, i64 0
  store <16 x i16> %t1627, ptr %t1662, align 2
  %t1663 = getelementptr i16, ptr %t1659, i64 16
  store <16 x i16> %t1656, ptr %t1663, align 2
  br label %rowdone1588
part1661:
  %t1664 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t1627, ptr %t1664, align 2
  %t1665 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t1656, ptr %t1665, align 2
  store i64 0, ptr %c1666
  br label %head1667
head1667:
  %i1670 = load i64, ptr %c1666
  %t1671 = icmp slt i64 %i1670, %t32
  br i1 %t1671, label %body1668, label %done1669
body1668:
  %t1672 = getelementptr i16, ptr %rowbuf, i64 %i1670
  %t1673 = load i16, ptr %t1672, align 2
  %t1674 = getelementptr i16, ptr %t1659, i64 %i1670
  store i16 %t1673, ptr %t1674, align 2
  %t1675 = add nsw i64 %i1670, 1
  store i64 %t1675, ptr %c1666
  br label %head1667
done1669:
  br label %rowdone1588
rowdone1588:
  %t1678 = icmp slt i64 18, %t29
  br i1 %t1678, label %row1676, label %rowdone1677
row1676:
  %t1679 = add i64 %t25, 18
  %t1680 = getelementptr i32, ptr %buf.radd, i64 %t1679
  %t1681 = load i32, ptr %t1680, align 4
  %t1682 = insertelement <16 x i32> poison, i32 %t1681, i64 0
  %t1683 = shufflevector <16 x i32> %t1682, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1684 = getelementptr i32, ptr %buf.rmul, i64 %t1679
  %t1685 = load i32, ptr %t1684, align 4
  %t1686 = insertelement <16 x i32> poison, i32 %t1685, i64 0
  %t1687 = shufflevector <16 x i32> %t1686, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1688 = mul i64 %t36, 2
  %t1689 = add i64 %t1688, 36
  %t1690 = getelementptr <16 x i32>, ptr %tile, i64 %t1689
  %t1691 = load <16 x i32>, ptr %t1690, align 4
  %t1692 = mul i64 %t1679, %size.ldc
  %t1693 = add i64 %t1692, %t26
  %t1694 = add i64 %t1693, 0
  %t1695 = getelementptr i16, ptr %buf.res, i64 %t1694
  %t1696 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1695, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t1697 = zext <16 x i16> %t1696 to <16 x i32>
  %t1698 = shl <16 x i32> %t1697, splat (i32 16)
  %t1699 = bitcast <16 x i32> %t1698 to <16 x float>
  %t1700 = bitcast <16 x i32> %t1691 to <16 x float>
  %t1701 = fmul <16 x float> %t1700, %t55
  %t1702 = fadd <16 x float> %t1701, %t61
  %t1703 = fadd <16 x float> %t1702, %t1699
  %t1704 = fcmp olt <16 x float> %t1703, splat (float 0x0000000000000000)
  %t1705 = select <16 x i1> %t1704, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1703
  %t1706 = fcmp ogt <16 x float> %t1705, splat (float 0x4018000000000000)
  %t1707 = select <16 x i1> %t1706, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1705
  %t1708 = bitcast <16 x float> %t1707 to <16 x i32>
  %t1709 = lshr <16 x i32> %t1708, splat (i32 16)
  %t1710 = and <16 x i32> %t1709, splat (i32 1)
  %t1711 = add <16 x i32> %t1708, splat (i32 32767)
  %t1712 = add <16 x i32> %t1711, %t1710
  %t1713 = lshr <16 x i32> %t1712, splat (i32 16)
  %t1714 = fcmp uno <16 x float> %t1707, %t1707
  %t1715 = select <16 x i1> %t1714, <16 x i32> splat (i32 32704), <16 x i32> %t1713
  %t1716 = trunc <16 x i32> %t1715 to <16 x i16>
  %t1717 = mul i64 %t36, 2
  %t1718 = add i64 %t1717, 37
  %t1719 = getelementptr <16 x i32>, ptr %tile, i64 %t1718
  %t1720 = load <16 x i32>, ptr %t1719, align 4
  %t1721 = mul i64 %t1679, %size.ldc
  %t1722 = add i64 %t1721, %t26
  %t1723 = add i64 %t1722, 16
  %t1724 = getelementptr i16, ptr %buf.res, i64 %t1723
  %t1725 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1724, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t1726 = zext <16 x i16> %t1725 to <16 x i32>
  %t1727 = shl <16 x i32> %t1726, splat (i32 16)
  %t1728 = bitcast <16 x i32> %t1727 to <16 x float>
  %t1729 = bitcast <16 x i32> %t1720 to <16 x float>
  %t1730 = fmul <16 x float> %t1729, %t58
  %t1731 = fadd <16 x float> %t1730, %t64
  %t1732 = fadd <16 x float> %t1731, %t1728
  %t1733 = fcmp olt <16 x float> %t1732, splat (float 0x0000000000000000)
  %t1734 = select <16 x i1> %t1733, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1732
  %t1735 = fcmp ogt <16 x float> %t1734, splat (float 0x4018000000000000)
  %t1736 = select <16 x i1> %t1735, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1734
  %t1737 = bitcast <16 x float> %t1736 to <16 x i32>
  %t1738 = lshr <16 x i32> %t1737, splat (i32 16)
  %t1739 = and <16 x i32> %t1738, splat (i32 1)
  %t1740 = add <16 x i32> %t1737, splat (i32 32767)
  %t1741 = add <16 x i32> %t1740, %t1739
  %t1742 = lshr <16 x i32> %t1741, splat (i32 16)
  %t1743 = fcmp uno <16 x float> %t1736, %t1736
  %t1744 = select <16 x i1> %t1743, <16 x i32> splat (i32 32704), <16 x i32> %t1742
  %t1745 = trunc <16 x i32> %t1744 to <16 x i16>
  %t1746 = mul i64 %t1679, %size.ldc
  %t1747 = add i64 %t1746, %t26
  %t1748 = getelementptr i16, ptr %buf.c, i64 %t1747
  br i1 %t65, label %whole1749, label %part1750
whole1749:
  %t1751 = getelementptr i16, ptr %t1748, i64 0
  store <16 x i16> %t1716, ptr %t1751, align 2
  %t1752 = getelementptr i16, ptr %t1748, i64 16
  store <16 x i16> %t1745, ptr %t1752, align 2
  br label %rowdone1677
part1750:
  %t1753 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t1716, ptr %t1753, align 2
  %t1754 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t1745, ptr %t1754, align 2
  store i64 0, ptr %c1755
  br label %head1756
head1756:
  %i1759 = load i64, ptr %c1755
  %t1760 = icmp slt i64 %i1759, %t32
  br i1 %t1760, label %body1757, label %done1758
body1757:
  %t1761 = getelementptr i16, ptr %rowbuf, i64 %i1759
  %t1762 = load i16, ptr %t1761, align 2
  %t1763 = getelementptr i16, ptr %t1748, i64 %i1759
  store i16 %t1762, ptr %t1763, align 2
  %t1764 = add nsw i64 %i1759, 1
  store i64 %t1764, ptr %c1755
  br label %head1756
done1758:
  br label %rowdone1677
rowdone1677:
  %t1767 = icmp slt i64 19, %t29
  br i1 %t1767, label %row1765, label %rowdone1766
row1765:
  %t1768 = add i64 %t25, 19
  %t1769 = getelementptr i32, ptr %buf.radd, i64 %t1768
  %t1770 = load i32, ptr %t1769, align 4
  %t1771 = insertelement <16 x i32> poison, i32 %t1770, i64 0
  %t1772 = shufflevector <16 x i32> %t1771, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1773 = getelementptr i32, ptr %buf.rmul, i64 %t1768
  %t1774 = load i32, ptr %t1773, align 4
  %t1775 = insertelement <16 x i32> poison, i32 %t1774, i64 0
  %t1776 = shufflevector <16 x i32> %t1775, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1777 = mul i64 %t36, 2
  %t1778 = add i64 %t1777, 38
  %t1779 = getelementptr <16 x i32>, ptr %tile, i64 %t1778
  %t1780 = load <16 x i32>, ptr %t1779, align 4
  %t1781 = mul i64 %t1768, %size.ldc
  %t1782 = add i64 %t1781, %t26
  %t1783 = add i64 %t1782, 0
  %t1784 = getelementptr i16, ptr %buf.res, i64 %t1783
  %t1785 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1784, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t1786 = zext <16 x i16> %t1785 to <16 x i32>
  %t1787 = shl <16 x i32> %t1786, splat (i32 16)
  %t1788 = bitcast <16 x i32> %t1787 to <16 x float>
  %t1789 = bitcast <16 x i32> %t1780 to <16 x float>
  %t1790 = fmul <16 x float> %t1789, %t55
  %t1791 = fadd <16 x float> %t1790, %t61
  %t1792 = fadd <16 x float> %t1791, %t1788
  %t1793 = fcmp olt <16 x float> %t1792, splat (float 0x0000000000000000)
  %t1794 = select <16 x i1> %t1793, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1792
  %t1795 = fcmp ogt <16 x float> %t1794, splat (float 0x4018000000000000)
  %t1796 = select <16 x i1> %t1795, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1794
  %t1797 = bitcast <16 x float> %t1796 to <16 x i32>
  %t1798 = lshr <16 x i32> %t1797, splat (i32 16)
  %t1799 = and <16 x i32> %t1798, splat (i32 1)
  %t1800 = add <16 x i32> %t1797, splat (i32 32767)
  %t1801 = add <16 x i32> %t1800, %t1799
  %t1802 = lshr <16 x i32> %t1801, splat (i32 16)
  %t1803 = fcmp uno <16 x float> %t1796, %t1796
  %t1804 = select <16 x i1> %t1803, <16 x i32> splat (i32 32704), <16 x i32> %t1802
  %t1805 = trunc <16 x i32> %t1804 to <16 x i16>
  %t1806 = mul i64 %t36, 2
  %t1807 = add i64 %t1806, 39
  %t1808 = getelementptr <16 x i32>, ptr %tile, i64 %t1807
  %t1809 = load <16 x i32>, ptr %t1808, align 4
  %t1810 = mul i64 %t1768, %size.ldc
  %t1811 = add i64 %t1810, %t26
  %t1812 = add i64 %t1811, 16
  %t1813 = getelementptr i16, ptr %buf.res, i64 %t1812
  %t1814 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1813, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t1815 = zext <16 x i16> %t1814 to <16 x i32>
  %t1816 = shl <16 x i32> %t1815, splat (i32 16)
  %t1817 = bitcast <16 x i32> %t1816 to <16 x float>
  %t1818 = bitcast <16 x i32> %t1809 to <16 x float>
  %t1819 = fmul <16 x float> %t1818, %t58
  %t1820 = fadd <16 x float> %t1819, %t64
  %t1821 = fadd <16 x float> %t1820, %t1817
  %t1822 = fcmp olt <16 x float> %t1821, splat (float 0x0000000000000000)
  %t1823 = select <16 x i1> %t1822, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1821
  %t1824 = fcmp ogt <16 x float> %t1823, splat (float 0x4018000000000000)
  %t1825 = select <16 x i1> %t1824, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1823
  %t1826 = bitcast <16 x float> %t1825 to <16 x i32>
  %t1827 = lshr <16 x i32> %t1826, splat (i32 16)
  %t1828 = and <16 x i32> %t1827, splat (i32 1)
  %t1829 = add <16 x i32> %t1826, splat (i32 32767)
  %t1830 = add <16 x i32> %t1829, %t1828
  %t1831 = lshr <16 x i32> %t1830, splat (i32 16)
  %t1832 = fcmp uno <16 x float> %t1825, %t1825
  %t1833 = select <16 x i1> %t1832, <16 x i32> splat (i32 32704), <16 x i32> %t1831
  %t1834 = trunc <16 x i32> %t1833 to <16 x i16>
  %t1835 = mul i64 %t1768, %size.ldc
  %t1836 = add i64 %t1835, %t26
  %t1837 = getelementptr i16, ptr %buf.c, i64 %t1836
  br i1 %t65, label %whole1838, label %part1839
whole1838:
  %t1840 = getelementptr i16, ptr %t1837, i64 0
  store <16 x i16> %t1805, ptr %t1840, align 2
  %t1841 = getelementptr i16, ptr %t1837, i64 16
  store <16 x i16> %t1834, ptr %t1841, align 2
  br label %rowdone1766
part1839:
  %t1842 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t1805, ptr %t1842, align 2
  %t1843 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t1834, ptr %t1843, align 2
  store i64 0, ptr %c1844
  br label %head1845
head1845:
  %i1848 = load i64, ptr %c1844
  %t1849 = icmp slt i64 %i1848, %t32
  br i1 %t1849, label %body1846, label %done1847
body1846:
  %t1850 = getelementptr i16, ptr %rowbuf, i64 %i1848
  %t1851 = load i16, ptr %t1850, align 2
  %t1852 = getelementptr i16, ptr %t1837, i64 %i1848
  store i16 %t1851, ptr %t1852, align 2
  %t1853 = add nsw i64 %i1848, 1
  store i64 %t1853, ptr %c1844
  br label %head1845
done1847:
  br label %rowdone1766
rowdone1766:
  %t1856 = icmp slt i64 20, %t29
  br i1 %t1856, label %row1854, label %rowdone1855
row1854:
  %t1857 = add i64 %t25, 20
  %t1858 = getelementptr i32, ptr %buf.radd, i64 %t1857
  %t1859 = load i32, ptr %t1858, align 4
  %t1860 = insertelement <16 x i32> poison, i32 %t1859, i64 0
  %t1861 = shufflevector <16 x i32> %t1860, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1862 = getelementptr i32, ptr %buf.rmul, i64 %t1857
  %t1863 = load i32, ptr %t1862, align 4
  %t1864 = insertelement <16 x i32> poison, i32 %t1863, i64 0
  %t1865 = shufflevector <16 x i32> %t1864, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1866 = mul i64 %t36, 2
  %t1867 = add i64 %t1866, 40
  %t1868 = getelementptr <16 x i32>, ptr %tile, i64 %t1867
  %t1869 = load <16 x i32>, ptr %t1868, align 4
  %t1870 = mul i64 %t1857, %size.ldc
  %t1871 = add i64 %t1870, %t26
  %t1872 = add i64 %t1871, 0
  %t1873 = getelementptr i16, ptr %buf.res, i64 %t1872
  %t1874 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1873, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t1875 = zext <16 x i16> %t1874 to <16 x i32>
  %t1876 = shl <16 x i32> %t1875, splat (i32 16)
  %t1877 = bitcast <16 x i32> %t1876 to <16 x float>
  %t1878 = bitcast <16 x i32> %t1869 to <16 x float>
  %t1879 = fmul <16 x float> %t1878, %t55
  %t1880 = fadd <16 x float> %t1879, %t61
  %t1881 = fadd <16 x float> %t1880, %t1877
  %t1882 = fcmp olt <16 x float> %t1881, splat (float 0x0000000000000000)
  %t1883 = select <16 x i1> %t1882, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1881
  %t1884 = fcmp ogt <16 x float> %t1883, splat (float 0x4018000000000000)
  %t1885 = select <16 x i1> %t1884, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1883
  %t1886 = bitcast <16 x float> %t1885 to <16 x i32>
  %t1887 = lshr <16 x i32> %t1886, splat (i32 16)
  %t1888 = and <16 x i32> %t1887, splat (i32 1)
  %t1889 = add <16 x i32> %t1886, splat (i32 32767)
  %t1890 = add <16 x i32> %t1889, %t1888
  %t1891 = lshr <16 x i32> %t1890, splat (i32 16)
  %t1892 = fcmp uno <16 x float> %t1885, %t1885
  %t1893 = select <16 x i1> %t1892, <16 x i32> splat (i32 32704), <16 x i32> %t1891
  %t1894 = trunc <16 x i32> %t1893 to <16 x i16>
  %t1895 = mul i64 %t36, 2
  %t1896 = add i64 %t1895, 41
  %t1897 = getelementptr <16 x i32>, ptr %tile, i64 %t1896
  %t1898 = load <16 x i32>, ptr %t1897, align 4
  %t1899 = mul i64 %t1857, %size.ldc
  %t1900 = add i64 %t1899, %t26
  %t1901 = add i64 %t1900, 16
  %t1902 = getelementptr i16, ptr %buf.res, i64 %t1901
  %t1903 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1902, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t1904 = zext <16 x i16> %t1903 to <16 x i32>
  %t1905 = shl <16 x i32> %t1904, splat (i32 16)
  %t1906 = bitcast <16 x i32> %t1905 to <16 x float>
  %t1907 = bitcast <16 x i32> %t1898 to <16 x float>
  %t1908 = fmul <16 x float> %t1907, %t58
  %t1909 = fadd <16 x float> %t1908, %t64
  %t1910 = fadd <16 x float> %t1909, %t1906
  %t1911 = fcmp olt <16 x float> %t1910, splat (float 0x0000000000000000)
  %t1912 = select <16 x i1> %t1911, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1910
  %t1913 = fcmp ogt <16 x float> %t1912, splat (float 0x4018000000000000)
  %t1914 = select <16 x i1> %t1913, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1912
  %t1915 = bitcast <16 x float> %t1914 to <16 x i32>
  %t1916 = lshr <16 x i32> %t1915, splat (i32 16)
  %t1917 = and <16 x i32> %t1916, splat (i32 1)
  %t1918 = add <16 x i32> %t1915, splat (i32 32767)
  %t1919 = add <16 x i32> %t1918, %t1917
  %t1920 = lshr <16 x i32> %t1919, splat (i32 16)
  %t1921 = fcmp uno <16 x float> %t1914, %t1914
  %t1922 = select <16 x i1> %t1921, <16 x i32> splat (i32 32704), <16 x i32> %t1920
  %t1923 = trunc <16 x i32> %t1922 to <16 x i16>
  %t1924 = mul i64 %t1857, %size.ldc
  %t1925 = add i64 %t1924, %t26
  %t1926 = getelementptr i16, ptr %buf.c, i64 %t1925
  br i1 %t65, label %whole1927, label %part1928
whole1927:
  %t1929 = getelementptr i16, ptr %t1926, i64 0
  store <16 x i16> %t1894, ptr %t1929, align 2
  %t1930 = getelementptr i16, ptr %t1926, i64 16
  store <16 x i16> %t1923, ptr %t1930, align 2
  br label %rowdone1855
part1928:
  %t1931 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t1894, ptr %t1931, align 2
  %t1932 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t1923, ptr %t1932, align 2
  store i64 0, ptr %c1933
  br label %head1934
head1934:
  %i1937 = load i64, ptr %c1933
  %t1938 = icmp slt i64 %i1937, %t32
  br i1 %t1938, label %body1935, label %done1936
body1935:
  %t1939 = getelementptr i16, ptr %rowbuf, i64 %i1937
  %t1940 = load i16, ptr %t1939, align 2
  %t1941 = getelementptr i16, ptr %t1926, i64 %i1937
  store i16 %t1940, ptr %t1941, align 2
  %t1942 = add nsw i64 %i1937, 1
  store i64 %t1942, ptr %c1933
  br label %head1934
done1936:
  br label %rowdone1855
rowdone1855:
  %t1945 = icmp slt i64 21, %t29
  br i1 %t1945, label %row1943, label %rowdone1944
row1943:
  %t1946 = add i64 %t25, 21
  %t1947 = getelementptr i32, ptr %buf.radd, i64 %t1946
  %t1948 = load i32, ptr %t1947, align 4
  %t1949 = insertelement <16 x i32> poison, i32 %t1948, i64 0
  %t1950 = shufflevector <16 x i32> %t1949, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1951 = getelementptr i32, ptr %buf.rmul, i64 %t1946
  %t1952 = load i32, ptr %t1951, align 4
  %t1953 = insertelement <16 x i32> poison, i32 %t1952, i64 0
  %t1954 = shufflevector <16 x i32> %t1953, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1955 = mul i64 %t36, 2
  %t1956 = add i64 %t1955, 42
  %t1957 = getelementptr <16 x i32>, ptr %tile, i64 %t1956
  %t1958 = load <16 x i32>, ptr %t1957, align 4
  %t1959 = mul i64 %t1946, %size.ldc
  %t1960 = add i64 %t1959, %t26
  %t1961 = add i64 %t1960, 0
  %t1962 = getelementptr i16, ptr %buf.res, i64 %t1961
  %t1963 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1962, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t1964 = zext <16 x i16> %t1963 to <16 x i32>
  %t1965 = shl <16 x i32> %t1964, splat (i32 16)
  %t1966 = bitcast <16 x i32> %t1965 to <16 x float>
  %t1967 = bitcast <16 x i32> %t1958 to <16 x float>
  %t1968 = fmul <16 x float> %t1967, %t55
  %t1969 = fadd <16 x float> %t1968, %t61
  %t1970 = fadd <16 x float> %t1969, %t1966
  %t1971 = fcmp olt <16 x float> %t1970, splat (float 0x0000000000000000)
  %t1972 = select <16 x i1> %t1971, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1970
  %t1973 = fcmp ogt <16 x float> %t1972, splat (float 0x4018000000000000)
  %t1974 = select <16 x i1> %t1973, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1972
  %t1975 = bitcast <16 x float> %t1974 to <16 x i32>
  %t1976 = lshr <16 x i32> %t1975, splat (i32 16)
  %t1977 = and <16 x i32> %t1976, splat (i32 1)
  %t1978 = add <16 x i32> %t1975, splat (i32 32767)
  %t1979 = add <16 x i32> %t1978, %t1977
  %t1980 = lshr <16 x i32> %t1979, splat (i32 16)
  %t1981 = fcmp uno <16 x float> %t1974, %t1974
  %t1982 = select <16 x i1> %t1981, <16 x i32> splat (i32 32704), <16 x i32> %t1980
  %t1983 = trunc <16 x i32> %t1982 to <16 x i16>
  %t1984 = mul i64 %t36, 2
  %t1985 = add i64 %t1984, 43
  %t1986 = getelementptr <16 x i32>, ptr %tile, i64 %t1985
  %t1987 = load <16 x i32>, ptr %t1986, align 4
  %t1988 = mul i64 %t1946, %size.ldc
  %t1989 = add i64 %t1988, %t26
  %t1990 = add i64 %t1989, 16
  %t1991 = getelementptr i16, ptr %buf.res, i64 %t1990
  %t1992 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1991, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t1993 = zext <16 x i16> %t1992 to <16 x i32>
  %t1994 = shl <16 x i32> %t1993, splat (i32 16)
  %t1995 = bitcast <16 x i32> %t1994 to <16 x float>
  %t1996 = bitcast <16 x i32> %t1987 to <16 x float>
  %t1997 = fmul <16 x float> %t1996, %t58
  %t1998 = fadd <16 x float> %t1997, %t64
  %t1999 = fadd <16 x float> %t1998, %t1995
  %t2000 = fcmp olt <16 x float> %t1999, splat (float 0x0000000000000000)
  %t2001 = select <16 x i1> %t2000, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1999
  %t2002 = fcmp ogt <16 x float> %t2001, splat (float 0x4018000000000000)
  %t2003 = select <16 x i1> %t2002, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2001
  %t2004 = bitcast <16 x float> %t2003 to <16 x i32>
  %t2005 = lshr <16 x i32> %t2004, splat (i32 16)
  %t2006 = and <16 x i32> %t2005, splat (i32 1)
  %t2007 = add <16 x i32> %t2004, splat (i32 32767)
  %t2008 = add <16 x i32> %t2007, %t2006
  %t2009 = lshr <16 x i32> %t2008, splat (i32 16)
  %t2010 = fcmp uno <16 x float> %t2003, %t2003
  %t2011 = select <16 x i1> %t2010, <16 x i32> splat (i32 32704), <16 x i32> %t2009
  %t2012 = trunc <16 x i32> %t2011 to <16 x i16>
  %t2013 = mul i64 %t1946, %size.ldc
  %t2014 = add i64 %t2013, %t26
  %t2015 = getelementptr i16, ptr %buf.c, i64 %t2014
  br i1 %t65, label %whole2016, label %part2017
whole2016:
  %t2018 = getelementptr i16, ptr %t2015, i64 0
  store <16 x i16> %t1983, ptr %t2018, align 2
  %t2019 = getelementptr i16, ptr %t2015, i64 16
  store <16 x i16> %t2012, ptr %t2019, align 2
  br label %rowdone1944
part2017:
  %t2020 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t1983, ptr %t2020, align 2
  %t2021 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t2012, ptr %t2021, align 2
  store i64 0, ptr %c2022
  br label %head2023
head2023:
  %i2026 = load i64, ptr %c2022
  %t2027 = icmp slt i64 %i2026, %t32
  br i1 %t2027, label %body2024, label %done2025
body2024:
  %t2028 = getelementptr i16, ptr %rowbuf, i64 %i2026
  %t2029 = load i16, ptr %t2028, align 2
  %t2030 = getelementptr i16, ptr %t2015, i64 %i2026
  store i16 %t2029, ptr %t2030, align 2
  %t2031 = add nsw i64 %i2026, 1
  store i64 %t2031, ptr %c2022
  br label %head2023
done2025:
  br label %rowdone1944
rowdone1944:
  %t2034 = icmp slt i64 22, %t29
  br i1 %t2034, label %row2032, label %rowdone2033
row2032:
  %t2035 = add i64 %t25, 22
  %t2036 = getelementptr i32, ptr %buf.radd, i64 %t2035
  %t2037 = load i32, ptr %t2036, align 4
  %t2038 = insertelement <16 x i32> poison, i32 %t2037, i64 0
  %t2039 = shufflevector <16 x i32> %t2038, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2040 = getelementptr i32, ptr %buf.rmul, i64 %t2035
  %t2041 = load i32, ptr %t2040, align 4
  %t2042 = insertelement <16 x i32> poison, i32 %t2041, i64 0
  %t2043 = shufflevector <16 x i32> %t2042, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2044 = mul i64 %t36, 2
  %t2045 = add i64 %t2044, 44
  %t2046 = getelementptr <16 x i32>, ptr %tile, i64 %t2045
  %t2047 = load <16 x i32>, ptr %t2046, align 4
  %t2048 = mul i64 %t2035, %size.ldc
  %t2049 = add i64 %t2048, %t26
  %t2050 = add i64 %t2049, 0
  %t2051 = getelementptr i16, ptr %buf.res, i64 %t2050
  %t2052 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2051, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t2053 = zext <16 x i16> %t2052 to <16 x i32>
  %t2054 = shl <16 x i32> %t2053, splat (i32 16)
  %t2055 = bitcast <16 x i32> %t2054 to <16 x float>
  %t2056 = bitcast <16 x i32> %t2047 to <16 x float>
  %t2057 = fmul <16 x float> %t2056, %t55
  %t2058 = fadd <16 x float> %t2057, %t61
  %t2059 = fadd <16 x float> %t2058, %t2055
  %t2060 = fcmp olt <16 x float> %t2059, splat (float 0x0000000000000000)
  %t2061 = select <16 x i1> %t2060, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2059
  %t2062 = fcmp ogt <16 x float> %t2061, splat (float 0x4018000000000000)
  %t2063 = select <16 x i1> %t2062, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2061
  %t2064 = bitcast <16 x float> %t2063 to <16 x i32>
  %t2065 = lshr <16 x i32> %t2064, splat (i32 16)
  %t2066 = and <16 x i32> %t2065, splat (i32 1)
  %t2067 = add <16 x i32> %t2064, splat (i32 32767)
  %t2068 = add <16 x i32> %t2067, %t2066
  %t2069 = lshr <16 x i32> %t2068, splat (i32 16)
  %t2070 = fcmp uno <16 x float> %t2063, %t2063
  %t2071 = select <16 x i1> %t2070, <16 x i32> splat (i32 32704), <16 x i32> %t2069
  %t2072 = trunc <16 x i32> %t2071 to <16 x i16>
  %t2073 = mul i64 %t36, 2
  %t2074 = add i64 %t2073, 45
  %t2075 = getelementptr <16 x i32>, ptr %tile, i64 %t2074
  %t2076 = load <16 x i32>, ptr %t2075, align 4
  %t2077 = mul i64 %t2035, %size.ldc
  %t2078 = add i64 %t2077, %t26
  %t2079 = add i64 %t2078, 16
  %t2080 = getelementptr i16, ptr %buf.res, i64 %t2079
  %t2081 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2080, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t2082 = zext <16 x i16> %t2081 to <16 x i32>
  %t2083 = shl <16 x i32> %t2082, splat (i32 16)
  %t2084 = bitcast <16 x i32> %t2083 to <16 x float>
  %t2085 = bitcast <16 x i32> %t2076 to <16 x float>
  %t2086 = fmul <16 x float> %t2085, %t58
  %t2087 = fadd <16 x float> %t2086, %t64
  %t2088 = fadd <16 x float> %t2087, %t2084
  %t2089 = fcmp olt <16 x float> %t2088, splat (float 0x0000000000000000)
  %t2090 = select <16 x i1> %t2089, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2088
  %t2091 = fcmp ogt <16 x float> %t2090, splat (float 0x4018000000000000)
  %t2092 = select <16 x i1> %t2091, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2090
  %t2093 = bitcast <16 x float> %t2092 to <16 x i32>
  %t2094 = lshr <16 x i32> %t2093, splat (i32 16)
  %t2095 = and <16 x i32> %t2094, splat (i32 1)
  %t2096 = add <16 x i32> %t2093, splat (i32 32767)
  %t2097 = add <16 x i32> %t2096, %t2095
  %t2098 = lshr <16 x i32> %t2097, splat (i32 16)
  %t2099 = fcmp uno <16 x float> %t2092, %t2092
  %t2100 = select <16 x i1> %t2099, <16 x i32> splat (i32 32704), <16 x i32> %t2098
  %t2101 = trunc <16 x i32> %t2100 to <16 x i16>
  %t2102 = mul i64 %t2035, %size.ldc
  %t2103 = add i64 %t2102, %t26
  %t2104 = getelementptr i16, ptr %buf.c, i64 %t2103
  br i1 %t65, label %whole2105, label %part2106
whole2105:
  %t2107 = getelementptr i16, ptr %t2104, i64 0
  store <16 x i16> %t2072, ptr %t2107, align 2
  %t2108 = getelementptr i16, ptr %t2104, i64 16
  store <16 x i16> %t2101, ptr %t2108, align 2
  br label %rowdone2033
part2106:
  %t2109 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t2072, ptr %t2109, align 2
  %t2110 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t2101, ptr %t2110, align 2
  store i64 0, ptr %c2111
  br label %head2112
head2112:
  %i2115 = load i64, ptr %c2111
  %t2116 = icmp slt i64 %i2115, %t32
  br i1 %t2116, label %body2113, label %done2114
body2113:
  %t2117 = getelementptr i16, ptr %rowbuf, i64 %i2115
  %t2118 = load i16, ptr %t2117, align 2
  %t2119 = getelementptr i16, ptr %t2104, i64 %i2115
  store i16 %t2118, ptr %t2119, align 2
  %t2120 = add nsw i64 %i2115, 1
  store i64 %t2120, ptr %c2111
  br label %head2112
done2114:
  br label %rowdone2033
rowdone2033:
  %t2123 = icmp slt i64 23, %t29
  br i1 %t2123, label %row2121, label %rowdone2122
row2121:
  %t2124 = add i64 %t25, 23
  %t2125 = getelementptr i32, ptr %buf.radd, i64 %t2124
  %t2126 = load i32, ptr %t2125, align 4
  %t2127 = insertelement <16 x i32> poison, i32 %t2126, i64 0
  %t2128 = shufflevector <16 x i32> %t2127, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2129 = getelementptr i32, ptr %buf.rmul, i64 %t2124
  %t2130 = load i32, ptr %t2129, align 4
  %t2131 = insertelement <16 x i32> poison, i32 %t2130, i64 0
  %t2132 = shufflevector <16 x i32> %t2131, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2133 = mul i64 %t36, 2
  %t2134 = add i64 %t2133, 46
  %t2135 = getelementptr <16 x i32>, ptr %tile, i64 %t2134
  %t2136 = load <16 x i32>, ptr %t2135, align 4
  %t2137 = mul i64 %t2124, %size.ldc
  %t2138 = add i64 %t2137, %t26
  %t2139 = add i64 %t2138, 0
  %t2140 = getelementptr i16, ptr %buf.res, i64 %t2139
  %t2141 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2140, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t2142 = zext <16 x i16> %t2141 to <16 x i32>
  %t2143 = shl <16 x i32> %t2142, splat (i32 16)
  %t2144 = bitcast <16 x i32> %t2143 to <16 x float>
  %t2145 = bitcast <16 x i32> %t2136 to <16 x float>
  %t2146 = fmul <16 x float> %t2145, %t55
  %t2147 = fadd <16 x float> %t2146, %t61
  %t2148 = fadd <16 x float> %t2147, %t2144
  %t2149 = fcmp olt <16 x float> %t2148, splat (float 0x0000000000000000)
  %t2150 = select <16 x i1> %t2149, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2148
  %t2151 = fcmp ogt <16 x float> %t2150, splat (float 0x4018000000000000)
  %t2152 = select <16 x i1> %t2151, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2150
  %t2153 = bitcast <16 x float> %t2152 to <16 x i32>
  %t2154 = lshr <16 x i32> %t2153, splat (i32 16)
  %t2155 = and <16 x i32> %t2154, splat (i32 1)
  %t2156 = add <16 x i32> %t2153, splat (i32 32767)
  %t2157 = add <16 x i32> %t2156, %t2155
  %t2158 = lshr <16 x i32> %t2157, splat (i32 16)
  %t2159 = fcmp uno <16 x float> %t2152, %t2152
  %t2160 = select <16 x i1> %t2159, <16 x i32> splat (i32 32704), <16 x i32> %t2158
  %t2161 = trunc <16 x i32> %t2160 to <16 x i16>
  %t2162 = mul i64 %t36, 2
  %t2163 = add i64 %t2162, 47
  %t2164 = getelementptr <16 x i32>, ptr %tile, i64 %t2163
  %t2165 = load <16 x i32>, ptr %t2164, align 4
  %t2166 = mul i64 %t2124, %size.ldc
  %t2167 = add i64 %t2166, %t26
  %t2168 = add i64 %t2167, 16
  %t2169 = getelementptr i16, ptr %buf.res, i64 %t2168
  %t2170 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2169, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t2171 = zext <16 x i16> %t2170 to <16 x i32>
  %t2172 = shl <16 x i32> %t2171, splat (i32 16)
  %t2173 = bitcast <16 x i32> %t2172 to <16 x float>
  %t2174 = bitcast <16 x i32> %t2165 to <16 x float>
  %t2175 = fmul <16 x float> %t2174, %t58
  %t2176 = fadd <16 x float> %t2175, %t64
  %t2177 = fadd <16 x float> %t2176, %t2173
  %t2178 = fcmp olt <16 x float> %t2177, splat (float 0x0000000000000000)
  %t2179 = select <16 x i1> %t2178, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2177
  %t2180 = fcmp ogt <16 x float> %t2179, splat (float 0x4018000000000000)
  %t2181 = select <16 x i1> %t2180, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2179
  %t2182 = bitcast <16 x float> %t2181 to <16 x i32>
  %t2183 = lshr <16 x i32> %t2182, splat (i32 16)
  %t2184 = and <16 x i32> %t2183, splat (i32 1)
  %t2185 = add <16 x i32> %t2182, splat (i32 32767)
  %t2186 = add <16 x i32> %t2185, %t2184
  %t2187 = lshr <16 x i32> %t2186, splat (i32 16)
  %t2188 = fcmp uno <16 x float> %t2181, %t2181
  %t2189 = select <16 x i1> %t2188, <16 x i32> splat (i32 32704), <16 x i32> %t2187
  %t2190 = trunc <16 x i32> %t2189 to <16 x i16>
  %t2191 = mul i64 %t2124, %size.ldc
  %t2192 = add i64 %t2191, %t26
  %t2193 = getelementptr i16, ptr %buf.c, i64 %t2192
  br i1 %t65, label %whole2194, label %part2195
whole2194:
  %t2196 = getelementptr i16, ptr %t2193, i64 0
  store <16 x i16> %t2161, ptr %t2196, align 2
  %t2197 = getelementptr i16, ptr %t2193, i64 16
  store <16 x i16> %t2190, ptr %t2197, align 2
  br label %rowdone2122
part2195:
  %t2198 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t2161, ptr %t2198, align 2
  %t2199 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t2190, ptr %t2199, align 2
  store i64 0, ptr %c2200
  br label %head2201
head2201:
  %i2204 = load i64, ptr %c2200
  %t2205 = icmp slt i64 %i2204, %t32
  br i1 %t2205, label %body2202, label %done2203
body2202:
  %t2206 = getelementptr i16, ptr %rowbuf, i64 %i2204
  %t2207 = load i16, ptr %t2206, align 2
  %t2208 = getelementptr i16, ptr %t2193, i64 %i2204
  store i16 %t2207, ptr %t2208, align 2
  %t2209 = add nsw i64 %i2204, 1
  store i64 %t2209, ptr %c2200
  br label %head2201
done2203:
  br label %rowdone2122
rowdone2122:
  %t2212 = icmp slt i64 24, %t29
  br i1 %t2212, label %row2210, label %rowdone2211
row2210:
  %t2213 = add i64 %t25, 24
  %t2214 = getelementptr i32, ptr %buf.radd, i64 %t2213
  %t2215 = load i32, ptr %t2214, align 4
  %t2216 = insertelement <16 x i32> poison, i32 %t2215, i64 0
  %t2217 = shufflevector <16 x i32> %t2216, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2218 = getelementptr i32, ptr %buf.rmul, i64 %t2213
  %t2219 = load i32, ptr %t2218, align 4
  %t2220 = insertelement <16 x i32> poison, i32 %t2219, i64 0
  %t2221 = shufflevector <16 x i32> %t2220, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2222 = mul i64 %t36, 2
  %t2223 = add i64 %t2222, 48
  %t2224 = getelementptr <16 x i32>, ptr %tile, i64 %t2223
  %t2225 = load <16 x i32>, ptr %t2224, align 4
  %t2226 = mul i64 %t2213, %size.ldc
  %t2227 = add i64 %t2226, %t26
  %t2228 = add i64 %t2227, 0
  %t2229 = getelementptr i16, ptr %buf.res, i64 %t2228
  %t2230 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2229, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t2231 = zext <16 x i16> %t2230 to <16 x i32>
  %t2232 = shl <16 x i32> %t2231, splat (i32 16)
  %t2233 = bitcast <16 x i32> %t2232 to <16 x float>
  %t2234 = bitcast <16 x i32> %t2225 to <16 x float>
  %t2235 = fmul <16 x float> %t2234, %t55
  %t2236 = fadd <16 x float> %t2235, %t61
  %t2237 = fadd <16 x float> %t2236, %t2233
  %t2238 = fcmp olt <16 x float> %t2237, splat (float 0x0000000000000000)
  %t2239 = select <16 x i1> %t2238, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2237
  %t2240 = fcmp ogt <16 x float> %t2239, splat (float 0x4018000000000000)
  %t2241 = select <16 x i1> %t2240, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2239
  %t2242 = bitcast <16 x float> %t2241 to <16 x i32>
  %t2243 = lshr <16 x i32> %t2242, splat (i32 16)
  %t2244 = and <16 x i32> %t2243, splat (i32 1)
  %t2245 = add <16 x i32> %t2242, splat (i32 32767)
  %t2246 = add <16 x i32> %t2245, %t2244
  %t2247 = lshr <16 x i32> %t2246, splat (i32 16)
  %t2248 = fcmp uno <16 x float> %t2241, %t2241
  %t2249 = select <16 x i1> %t2248, <16 x i32> splat (i32 32704), <16 x i32> %t2247
  %t2250 = trunc <16 x i32> %t2249 to <16 x i16>
  %t2251 = mul i64 %t36, 2
  %t2252 = add i64 %t2251, 49
  %t2253 = getelementptr <16 x i32>, ptr %tile, i64 %t2252
  %t2254 = load <16 x i32>, ptr %t2253, align 4
  %t2255 = mul i64 %t2213, %size.ldc
  %t2256 = add i64 %t2255, %t26
  %t2257 = add i64 %t2256, 16
  %t2258 = getelementptr i16, ptr %buf.res, i64 %t2257
  %t2259 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2258, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t2260 = zext <16 x i16> %t2259 to <16 x i32>
  %t2261 = shl <16 x i32> %t2260, splat (i32 16)
  %t2262 = bitcast <16 x i32> %t2261 to <16 x float>
  %t2263 = bitcast <16 x i32> %t2254 to <16 x float>
  %t2264 = fmul <16 x float> %t2263, %t58
  %t2265 = fadd <16 x float> %t2264, %t64
  %t2266 = fadd <16 x float> %t2265, %t2262
  %t2267 = fcmp olt <16 x float> %t2266, splat (float 0x0000000000000000)
  %t2268 = select <16 x i1> %t2267, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2266
  %t2269 = fcmp ogt <16 x float> %t2268, splat (float 0x4018000000000000)
  %t2270 = select <16 x i1> %t2269, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2268
  %t2271 = bitcast <16 x float> %t2270 to <16 x i32>
  %t2272 = lshr <16 x i32> %t2271, splat (i32 16)
  %t2273 = and <16 x i32> %t2272, splat (i32 1)
  %t2274 = add <16 x i32> %t2271, splat (i32 32767)
  %t2275 = add <16 x i32> %t2274, %t2273
  %t2276 = lshr <16 x i32> %t2275, splat (i32 16)
  %t2277 = fcmp uno <16 x float> %t2270, %t2270
  %t2278 = select <16 x i1> %t2277, <16 x i32> splat (i32 32704), <16 x i32> %t2276
  %t2279 = trunc <16 x i32> %t2278 to <16 x i16>
  %t2280 = mul i64 %t2213, %size.ldc
  %t2281 = add i64 %t2280, %t26
  %t2282 = getelementptr i16, ptr %buf.c, i64 %t2281
  br i1 %t65, label %whole2283, label %part2284
whole2283:
  %t2285 = getelementptr i16, ptr %t2282, i64 0
  store <16 x i16> %t2250, ptr %t2285, align 2
  %t2286 = getelementptr i16, ptr %t2282, i64 16
  store <16 x i16> %t2279, ptr %t2286, align 2
  br label %rowdone2211
part2284:
  %t2287 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t2250, ptr %t2287, align 2
  %t2288 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t2279, ptr %t2288, align 2
  store i64 0, ptr %c2289
  br label %head2290
head2290:
  %i2293 = load i64, ptr %c2289
  %t2294 = icmp slt i64 %i2293, %t32
  br i1 %t2294, label %body2291, label %done2292
body2291:
  %t2295 = getelementptr i16, ptr %rowbuf, i64 %i2293
  %t2296 = load i16, ptr %t2295, align 2
  %t2297 = getelementptr i16, ptr %t2282, i64 %i2293
  store i16 %t2296, ptr %t2297, align 2
  %t2298 = add nsw i64 %i2293, 1
  store i64 %t2298, ptr %c2289
  br label %head2290
done2292:
  br label %rowdone2211
rowdone2211:
  %t2301 = icmp slt i64 25, %t29
  br i1 %t2301, label %row2299, label %rowdone2300
row2299:
  %t2302 = add i64 %t25, 25
  %t2303 = getelementptr i32, ptr %buf.radd, i64 %t2302
  %t2304 = load i32, ptr %t2303, align 4
  %t2305 = insertelement <16 x i32> poison, i32 %t2304, i64 0
  %t2306 = shufflevector <16 x i32> %t2305, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2307 = getelementptr i32, ptr %buf.rmul, i64 %t2302
  %t2308 = load i32, ptr %t2307, align 4
  %t2309 = insertelement <16 x i32> poison, i32 %t2308, i64 0
  %t2310 = shufflevector <16 x i32> %t2309, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2311 = mul i64 %t36, 2
  %t2312 = add i64 %t2311, 50
  %t2313 = getelementptr <16 x i32>, ptr %tile, i64 %t2312
  %t2314 = load <16 x i32>, ptr %t2313, align 4
  %t2315 = mul i64 %t2302, %size.ldc
  %t2316 = add i64 %t2315, %t26
  %t2317 = add i64 %t2316, 0
  %t2318 = getelementptr i16, ptr %buf.res, i64 %t2317
  %t2319 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2318, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t2320 = zext <16 x i16> %t2319 to <16 x i32>
  %t2321 = shl <16 x i32> %t2320, splat (i32 16)
  %t2322 = bitcast <16 x i32> %t2321 to <16 x float>
  %t2323 = bitcast <16 x i32> %t2314 to <16 x float>
  %t2324 = fmul <16 x float> %t2323, %t55
  %t2325 = fadd <16 x float> %t2324, %t61
  %t2326 = fadd <16 x float> %t2325, %t2322
  %t2327 = fcmp olt <16 x float> %t2326, splat (float 0x0000000000000000)
  %t2328 = select <16 x i1> %t2327, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2326
  %t2329 = fcmp ogt <16 x float> %t2328, splat (float 0x4018000000000000)
  %t2330 = select <16 x i1> %t2329, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2328
  %t2331 = bitcast <16 x float> %t2330 to <16 x i32>
  %t2332 = lshr <16 x i32> %t2331, splat (i32 16)
  %t2333 = and <16 x i32> %t2332, splat (i32 1)
  %t2334 = add <16 x i32> %t2331, splat (i32 32767)
  %t2335 = add <16 x i32> %t2334, %t2333
  %t2336 = lshr <16 x i32> %t2335, splat (i32 16)
  %t2337 = fcmp uno <16 x float> %t2330, %t2330
  %t2338 = select <16 x i1> %t2337, <16 x i32> splat (i32 32704), <16 x i32> %t2336
  %t2339 = trunc <16 x i32> %t2338 to <16 x i16>
  %t2340 = mul i64 %t36, 2
  %t2341 = add i64 %t2340, 51
  %t2342 = getelementptr <16 x i32>, ptr %tile, i64 %t2341
  %t2343 = load <16 x i32>, ptr %t2342, align 4
  %t2344 = mul i64 %t2302, %size.ldc
  %t2345 = add i64 %t2344, %t26
  %t2346 = add i64 %t2345, 16
  %t2347 = getelementptr i16, ptr %buf.res, i64 %t2346
  %t2348 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2347, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t2349 = zext <16 x i16> %t2348 to <16 x i32>
  %t2350 = shl <16 x i32> %t2349, splat (i32 16)
  %t2351 = bitcast <16 x i32> %t2350 to <16 x float>
  %t2352 = bitcast <16 x i32> %t2343 to <16 x float>
  %t2353 = fmul <16 x float> %t2352, %t58
  %t2354 = fadd <16 x float> %t2353, %t64
  %t2355 = fadd <16 x float> %t2354, %t2351
  %t2356 = fcmp olt <16 x float> %t2355, splat (float 0x0000000000000000)
  %t2357 = select <16 x i1> %t2356, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2355
  %t2358 = fcmp ogt <16 x float> %t2357, splat (float 0x4018000000000000)
  %t2359 = select <16 x i1> %t2358, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2357
  %t2360 = bitcast <16 x float> %t2359 to <16 x i32>
  %t2361 = lshr <16 x i32> %t2360, splat (i32 16)
  %t2362 = and <16 x i32> %t2361, splat (i32 1)
  %t2363 = add <16 x i32> %t2360, splat (i32 32767)
  %t2364 = add <16 x i32> %t2363, %t2362
  %t2365 = lshr <16 x i32> %t2364, splat (i32 16)
  %t2366 = fcmp uno <16 x float> %t2359, %t2359
  %t2367 = select <16 x i1> %t2366, <16 x i32> splat (i32 32704), <16 x i32> %t2365
  %t2368 = trunc <16 x i32> %t2367 to <16 x i16>
  %t2369 = mul i64 %t2302, %size.ldc
  %t2370 = add i64 %t2369, %t26
  %t2371 = getelementptr i16, ptr %buf.c, i64 %t2370
  br i1 %t65, label %whole2372, label %part2373
whole2372:
  %t2374 = getelementptr i16, ptr %t2371, i64 0
  store <16 x i16> %t2339, ptr %t2374, align 2
  %t2375 = getelementptr i16, ptr %t2371, i64 16
  store <16 x i16> %t2368, ptr %t2375, align 2
  br label %rowdone2300
part2373:
  %t2376 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t2339, ptr %t2376, align 2
  %t2377 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t2368, ptr %t2377, align 2
  store i64 0, ptr %c2378
  br label %head2379
head2379:
  %i2382 = load i64, ptr %c2378
  %t2383 = icmp slt i64 %i2382, %t32
  br i1 %t2383, label %body2380, label %done2381
body2380:
  %t2384 = getelementptr i16, ptr %rowbuf, i64 %i2382
  %t2385 = load i16, ptr %t2384, align 2
  %t2386 = getelementptr i16, ptr %t2371, i64 %i2382
  store i16 %t2385, ptr %t2386, align 2
  %t2387 = add nsw i64 %i2382, 1
  store i64 %t2387, ptr %c2378
  br label %head2379
done2381:
  br label %rowdone2300
rowdone2300:
  %t2390 = icmp slt i64 26, %t29
  br i1 %t2390, label %row2388, label %rowdone2389
row2388:
  %t2391 = add i64 %t25, 26
  %t2392 = getelementptr i32, ptr %buf.radd, i64 %t2391
  %t2393 = load i32, ptr %t2392, align 4
  %t2394 = insertelement <16 x i32> poison, i32 %t2393, i64 0
  %t2395 = shufflevector <16 x i32> %t2394, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2396 = getelementptr i32, ptr %buf.rmul, i64 %t2391
  %t2397 = load i32, ptr %t2396, align 4
  %t2398 = insertelement <16 x i32> poison, i32 %t2397, i64 0
  %t2399 = shufflevector <16 x i32> %t2398, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2400 = mul i64 %t36, 2
  %t2401 = add i64 %t2400, 52
  %t2402 = getelementptr <16 x i32>, ptr %tile, i64 %t2401
  %t2403 = load <16 x i32>, ptr %t2402, align 4
  %t2404 = mul i64 %t2391, %size.ldc
  %t2405 = add i64 %t2404, %t26
  %t2406 = add i64 %t2405, 0
  %t2407 = getelementptr i16, ptr %buf.res, i64 %t2406
  %t2408 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2407, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t2409 = zext <16 x i16> %t2408 to <16 x i32>
  %t2410 = shl <16 x i32> %t2409, splat (i32 16)
  %t2411 = bitcast <16 x i32> %t2410 to <16 x float>
  %t2412 = bitcast <16 x i32> %t2403 to <16 x float>
  %t2413 = fmul <16 x float> %t2412, %t55
  %t2414 = fadd <16 x float> %t2413, %t61
  %t2415 = fadd <16 x float> %t2414, %t2411
  %t2416 = fcmp olt <16 x float> %t2415, splat (float 0x0000000000000000)
  %t2417 = select <16 x i1> %t2416, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2415
  %t2418 = fcmp ogt <16 x float> %t2417, splat (float 0x4018000000000000)
  %t2419 = select <16 x i1> %t2418, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2417
  %t2420 = bitcast <16 x float> %t2419 to <16 x i32>
  %t2421 = lshr <16 x i32> %t2420, splat (i32 16)
  %t2422 = and <16 x i32> %t2421, splat (i32 1)
  %t2423 = add <16 x i32> %t2420, splat (i32 32767)
  %t2424 = add <16 x i32> %t2423, %t2422
  %t2425 = lshr <16 x i32> %t2424, splat (i32 16)
  %t2426 = fcmp uno <16 x float> %t2419, %t2419
  %t2427 = select <16 x i1> %t2426, <16 x i32> splat (i32 32704), <16 x i32> %t2425
  %t2428 = trunc <16 x i32> %t2427 to <16 x i16>
  %t2429 = mul i64 %t36, 2
  %t2430 = add i64 %t2429, 53
  %t2431 = getelementptr <16 x i32>, ptr %tile, i64 %t2430
  %t2432 = load <16 x i32>, ptr %t2431, align 4
  %t2433 = mul i64 %t2391, %size.ldc
  %t2434 = add i64 %t2433, %t26
  %t2435 = add i64 %t2434, 16
  %t2436 = getelementptr i16, ptr %buf.res, i64 %t2435
  %t2437 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2436, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t2438 = zext <16 x i16> %t2437 to <16 x i32>
  %t2439 = shl <16 x i32> %t2438, splat (i32 16)
  %t2440 = bitcast <16 x i32> %t2439 to <16 x float>
  %t2441 = bitcast <16 x i32> %t2432 to <16 x float>
  %t2442 = fmul <16 x float> %t2441, %t58
  %t2443 = fadd <16 x float> %t2442, %t64
  %t2444 = fadd <16 x float> %t2443, %t2440
  %t2445 = fcmp olt <16 x float> %t2444, splat (float 0x0000000000000000)
  %t2446 = select <16 x i1> %t2445, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2444
  %t2447 = fcmp ogt <16 x float> %t2446, splat (float 0x4018000000000000)
  %t2448 = select <16 x i1> %t2447, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2446
  %t2449 = bitcast <16 x float> %t2448 to <16 x i32>
  %t2450 = lshr <16 x i32> %t2449, splat (i32 16)
  %t2451 = and <16 x i32> %t2450, splat (i32 1)
  %t2452 = add <16 x i32> %t2449, splat (i32 32767)
  %t2453 = add <16 x i32> %t2452, %t2451
  %t2454 = lshr <16 x i32> %t2453, splat (i32 16)
  %t2455 = fcmp uno <16 x float> %t2448, %t2448
  %t2456 = select <16 x i1> %t2455, <16 x i32> splat (i32 32704), <16 x i32> %t2454
  %t2457 = trunc <16 x i32> %t2456 to <16 x i16>
  %t2458 = mul i64 %t2391, %size.ldc
  %t2459 = add i64 %t2458, %t26
  %t2460 = getelementptr i16, ptr %buf.c, i64 %t2459
  br i1 %t65, label %whole2461, label %part2462
whole2461:
  %t2463 = getelementptr i16, ptr %t2460, i64 0
  store <16 x i16> %t2428, ptr %t2463, align 2
  %t2464 = getelementptr i16, ptr %t2460, i64 16
  store <16 x i16> %t2457, ptr %t2464, align 2
  br label %rowdone2389
part2462:
  %t2465 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t2428, ptr %t2465, align 2
  %t2466 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t2457, ptr %t2466, align 2
  store i64 0, ptr %c2467
  br label %head2468
head2468:
  %i2471 = load i64, ptr %c2467
  %t2472 = icmp slt i64 %i2471, %t32
  br i1 %t2472, label %body2469, label %done2470
body2469:
  %t2473 = getelementptr i16, ptr %rowbuf, i64 %i2471
  %t2474 = load i16, ptr %t2473, align 2
  %t2475 = getelementptr i16, ptr %t2460, i64 %i2471
  store i16 %t2474, ptr %t2475, align 2
  %t2476 = add nsw i64 %i2471, 1
  store i64 %t2476, ptr %c2467
  br label %head2468
done2470:
  br label %rowdone2389
rowdone2389:
  %t2479 = icmp slt i64 27, %t29
  br i1 %t2479, label %row2477, label %rowdone2478
row2477:
  %t2480 = add i64 %t25, 27
  %t2481 = getelementptr i32, ptr %buf.radd, i64 %t2480
  %t2482 = load i32, ptr %t2481, align 4
  %t2483 = insertelement <16 x i32> poison, i32 %t2482, i64 0
  %t2484 = shufflevector <16 x i32> %t2483, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2485 = getelementptr i32, ptr %buf.rmul, i64 %t2480
  %t2486 = load i32, ptr %t2485, align 4
  %t2487 = insertelement <16 x i32> poison, i32 %t2486, i64 0
  %t2488 = shufflevector <16 x i32> %t2487, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2489 = mul i64 %t36, 2
  %t2490 = add i64 %t2489, 54
  %t2491 = getelementptr <16 x i32>, ptr %tile, i64 %t2490
  %t2492 = load <16 x i32>, ptr %t2491, align 4
  %t2493 = mul i64 %t2480, %size.ldc
  %t2494 = add i64 %t2493, %t26
  %t2495 = add i64 %t2494, 0
  %t2496 = getelementptr i16, ptr %buf.res, i64 %t2495
  %t2497 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2496, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t2498 = zext <16 x i16> %t2497 to <16 x i32>
  %t2499 = shl <16 x i32> %t2498, splat (i32 16)
  %t2500 = bitcast <16 x i32> %t2499 to <16 x float>
  %t2501 = bitcast <16 x i32> %t2492 to <16 x float>
  %t2502 = fmul <16 x float> %t2501, %t55
  %t2503 = fadd <16 x float> %t2502, %t61
  %t2504 = fadd <16 x float> %t2503, %t2500
  %t2505 = fcmp olt <16 x float> %t2504, splat (float 0x0000000000000000)
  %t2506 = select <16 x i1> %t2505, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2504
  %t2507 = fcmp ogt <16 x float> %t2506, splat (float 0x4018000000000000)
  %t2508 = select <16 x i1> %t2507, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2506
  %t2509 = bitcast <16 x float> %t2508 to <16 x i32>
  %t2510 = lshr <16 x i32> %t2509, splat (i32 16)
  %t2511 = and <16 x i32> %t2510, splat (i32 1)
  %t2512 = add <16 x i32> %t2509, splat (i32 32767)
  %t2513 = add <16 x i32> %t2512, %t2511
  %t2514 = lshr <16 x i32> %t2513, splat (i32 16)
  %t2515 = fcmp uno <16 x float> %t2508, %t2508
  %t2516 = select <16 x i1> %t2515, <16 x i32> splat (i32 32704), <16 x i32> %t2514
  %t2517 = trunc <16 x i32> %t2516 to <16 x i16>
  %t2518 = mul i64 %t36, 2
  %t2519 = add i64 %t2518, 55
  %t2520 = getelementptr <16 x i32>, ptr %tile, i64 %t2519
  %t2521 = load <16 x i32>, ptr %t2520, align 4
  %t2522 = mul i64 %t2480, %size.ldc
  %t2523 = add i64 %t2522, %t26
  %t2524 = add i64 %t2523, 16
  %t2525 = getelementptr i16, ptr %buf.res, i64 %t2524
  %t2526 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2525, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t2527 = zext <16 x i16> %t2526 to <16 x i32>
  %t2528 = shl <16 x i32> %t2527, splat (i32 16)
  %t2529 = bitcast <16 x i32> %t2528 to <16 x float>
  %t2530 = bitcast <16 x i32> %t2521 to <16 x float>
  %t2531 = fmul <16 x float> %t2530, %t58
  %t2532 = fadd <16 x float> %t2531, %t64
  %t2533 = fadd <16 x float> %t2532, %t2529
  %t2534 = fcmp olt <16 x float> %t2533, splat (float 0x0000000000000000)
  %t2535 = select <16 x i1> %t2534, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2533
  %t2536 = fcmp ogt <16 x float> %t2535, splat (float 0x4018000000000000)
  %t2537 = select <16 x i1> %t2536, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2535
  %t2538 = bitcast <16 x float> %t2537 to <16 x i32>
  %t2539 = lshr <16 x i32> %t2538, splat (i32 16)
  %t2540 = and <16 x i32> %t2539, splat (i32 1)
  %t2541 = add <16 x i32> %t2538, splat (i32 32767)
  %t2542 = add <16 x i32> %t2541, %t2540
  %t2543 = lshr <16 x i32> %t2542, splat (i32 16)
  %t2544 = fcmp uno <16 x float> %t2537, %t2537
  %t2545 = select <16 x i1> %t2544, <16 x i32> splat (i32 32704), <16 x i32> %t2543
  %t2546 = trunc <16 x i32> %t2545 to <16 x i16>
  %t2547 = mul i64 %t2480, %size.ldc
  %t2548 = add i64 %t2547, %t26
  %t2549 = getelementptr i16, ptr %buf.c, i64 %t2548
  br i1 %t65, label %whole2550, label %part2551
whole2550:
  %t2552 = getelementptr i16, ptr %t2549, i64 0
  store <16 x i16> %t2517, ptr %t2552, align 2
  %t2553 = getelementptr i16, ptr %t2549, i64 16
  store <16 x i16> %t2546, ptr %t2553, align 2
  br label %rowdone2478
part2551:
  %t2554 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t2517, ptr %t2554, align 2
  %t2555 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t2546, ptr %t2555, align 2
  store i64 0, ptr %c2556
  br label %head2557
head2557:
  %i2560 = load i64, ptr %c2556
  %t2561 = icmp slt i64 %i2560, %t32
  br i1 %t2561, label %body2558, label %done2559
body2558:
  %t2562 = getelementptr i16, ptr %rowbuf, i64 %i2560
  %t2563 = load i16, ptr %t2562, align 2
  %t2564 = getelementptr i16, ptr %t2549, i64 %i2560
  store i16 %t2563, ptr %t2564, align 2
  %t2565 = add nsw i64 %i2560, 1
  store i64 %t2565, ptr %c2556
  br label %head2557
done2559:
  br label %rowdone2478
rowdone2478:
  %t2568 = icmp slt i64 28, %t29
  br i1 %t2568, label %row2566, label %rowdone2567
row2566:
  %t2569 = add i64 %t25, 28
  %t2570 = getelementptr i32, ptr %buf.radd, i64 %t2569
  %t2571 = load i32, ptr %t2570, align 4
  %t2572 = insertelement <16 x i32> poison, i32 %t2571, i64 0
  %t2573 = shufflevector <16 x i32> %t2572, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2574 = getelementptr i32, ptr %buf.rmul, i64 %t2569
  %t2575 = load i32, ptr %t2574, align 4
  %t2576 = insertelement <16 x i32> poison, i32 %t2575, i64 0
  %t2577 = shufflevector <16 x i32> %t2576, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2578 = mul i64 %t36, 2
  %t2579 = add i64 %t2578, 56
  %t2580 = getelementptr <16 x i32>, ptr %tile, i64 %t2579
  %t2581 = load <16 x i32>, ptr %t2580, align 4
  %t2582 = mul i64 %t2569, %size.ldc
  %t2583 = add i64 %t2582, %t26
  %t2584 = add i64 %t2583, 0
  %t2585 = getelementptr i16, ptr %buf.res, i64 %t2584
  %t2586 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2585, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t2587 = zext <16 x i16> %t2586 to <16 x i32>
  %t2588 = shl <16 x i32> %t2587, splat (i32 16)
  %t2589 = bitcast <16 x i32> %t2588 to <16 x float>
  %t2590 = bitcast <16 x i32> %t2581 to <16 x float>
  %t2591 = fmul <16 x float> %t2590, %t55
  %t2592 = fadd <16 x float> %t2591, %t61
  %t2593 = fadd <16 x float> %t2592, %t2589
  %t2594 = fcmp olt <16 x float> %t2593, splat (float 0x0000000000000000)
  %t2595 = select <16 x i1> %t2594, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2593
  %t2596 = fcmp ogt <16 x float> %t2595, splat (float 0x4018000000000000)
  %t2597 = select <16 x i1> %t2596, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2595
  %t2598 = bitcast <16 x float> %t2597 to <16 x i32>
  %t2599 = lshr <16 x i32> %t2598, splat (i32 16)
  %t2600 = and <16 x i32> %t2599, splat (i32 1)
  %t2601 = add <16 x i32> %t2598, splat (i32 32767)
  %t2602 = add <16 x i32> %t2601, %t2600
  %t2603 = lshr <16 x i32> %t2602, splat (i32 16)
  %t2604 = fcmp uno <16 x float> %t2597, %t2597
  %t2605 = select <16 x i1> %t2604, <16 x i32> splat (i32 32704), <16 x i32> %t2603
  %t2606 = trunc <16 x i32> %t2605 to <16 x i16>
  %t2607 = mul i64 %t36, 2
  %t2608 = add i64 %t2607, 57
  %t2609 = getelementptr <16 x i32>, ptr %tile, i64 %t2608
  %t2610 = load <16 x i32>, ptr %t2609, align 4
  %t2611 = mul i64 %t2569, %size.ldc
  %t2612 = add i64 %t2611, %t26
  %t2613 = add i64 %t2612, 16
  %t2614 = getelementptr i16, ptr %buf.res, i64 %t2613
  %t2615 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2614, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t2616 = zext <16 x i16> %t2615 to <16 x i32>
  %t2617 = shl <16 x i32> %t2616, splat (i32 16)
  %t2618 = bitcast <16 x i32> %t2617 to <16 x float>
  %t2619 = bitcast <16 x i32> %t2610 to <16 x float>
  %t2620 = fmul <16 x float> %t2619, %t58
  %t2621 = fadd <16 x float> %t2620, %t64
  %t2622 = fadd <16 x float> %t2621, %t2618
  %t2623 = fcmp olt <16 x float> %t2622, splat (float 0x0000000000000000)
  %t2624 = select <16 x i1> %t2623, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2622
  %t2625 = fcmp ogt <16 x float> %t2624, splat (float 0x4018000000000000)
  %t2626 = select <16 x i1> %t2625, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2624
  %t2627 = bitcast <16 x float> %t2626 to <16 x i32>
  %t2628 = lshr <16 x i32> %t2627, splat (i32 16)
  %t2629 = and <16 x i32> %t2628, splat (i32 1)
  %t2630 = add <16 x i32> %t2627, splat (i32 32767)
  %t2631 = add <16 x i32> %t2630, %t2629
  %t2632 = lshr <16 x i32> %t2631, splat (i32 16)
  %t2633 = fcmp uno <16 x float> %t2626, %t2626
  %t2634 = select <16 x i1> %t2633, <16 x i32> splat (i32 32704), <16 x i32> %t2632
  %t2635 = trunc <16 x i32> %t2634 to <16 x i16>
  %t2636 = mul i64 %t2569, %size.ldc
  %t2637 = add i64 %t2636, %t26
  %t2638 = getelementptr i16, ptr %buf.c, i64 %t2637
  br i1 %t65, label %whole2639, label %part2640
whole2639:
  %t2641 = getelementptr i16, ptr %t2638, i64 0
  store <16 x i16> %t2606, ptr %t2641, align 2
  %t2642 = getelementptr i16, ptr %t2638, i64 16
  store <16 x i16> %t2635, ptr %t2642, align 2
  br label %rowdone2567
part2640:
  %t2643 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t2606, ptr %t2643, align 2
  %t2644 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t2635, ptr %t2644, align 2
  store i64 0, ptr %c2645
  br label %head2646
head2646:
  %i2649 = load i64, ptr %c2645
  %t2650 = icmp slt i64 %i2649, %t32
  br i1 %t2650, label %body2647, label %done2648
body2647:
  %t2651 = getelementptr i16, ptr %rowbuf, i64 %i2649
  %t2652 = load i16, ptr %t2651, align 2
  %t2653 = getelementptr i16, ptr %t2638, i64 %i2649
  store i16 %t2652, ptr %t2653, align 2
  %t2654 = add nsw i64 %i2649, 1
  store i64 %t2654, ptr %c2645
  br label %head2646
done2648:
  br label %rowdone2567
rowdone2567:
  %t2657 = icmp slt i64 29, %t29
  br i1 %t2657, label %row2655, label %rowdone2656
row2655:
  %t2658 = add i64 %t25, 29
  %t2659 = getelementptr i32, ptr %buf.radd, i64 %t2658
  %t2660 = load i32, ptr %t2659, align 4
  %t2661 = insertelement <16 x i32> poison, i32 %t2660, i64 0
  %t2662 = shufflevector <16 x i32> %t2661, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2663 = getelementptr i32, ptr %buf.rmul, i64 %t2658
  %t2664 = load i32, ptr %t2663, align 4
  %t2665 = insertelement <16 x i32> poison, i32 %t2664, i64 0
  %t2666 = shufflevector <16 x i32> %t2665, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2667 = mul i64 %t36, 2
  %t2668 = add i64 %t2667, 58
  %t2669 = getelementptr <16 x i32>, ptr %tile, i64 %t2668
  %t2670 = load <16 x i32>, ptr %t2669, align 4
  %t2671 = mul i64 %t2658, %size.ldc
  %t2672 = add i64 %t2671, %t26
  %t2673 = add i64 %t2672, 0
  %t2674 = getelementptr i16, ptr %buf.res, i64 %t2673
  %t2675 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2674, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t2676 = zext <16 x i16> %t2675 to <16 x i32>
  %t2677 = shl <16 x i32> %t2676, splat (i32 16)
  %t2678 = bitcast <16 x i32> %t2677 to <16 x float>
  %t2679 = bitcast <16 x i32> %t2670 to <16 x float>
  %t2680 = fmul <16 x float> %t2679, %t55
  %t2681 = fadd <16 x float> %t2680, %t61
  %t2682 = fadd <16 x float> %t2681, %t2678
  %t2683 = fcmp olt <16 x float> %t2682, splat (float 0x0000000000000000)
  %t2684 = select <16 x i1> %t2683, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2682
  %t2685 = fcmp ogt <16 x float> %t2684, splat (float 0x4018000000000000)
  %t2686 = select <16 x i1> %t2685, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2684
  %t2687 = bitcast <16 x float> %t2686 to <16 x i32>
  %t2688 = lshr <16 x i32> %t2687, splat (i32 16)
  %t2689 = and <16 x i32> %t2688, splat (i32 1)
  %t2690 = add <16 x i32> %t2687, splat (i32 32767)
  %t2691 = add <16 x i32> %t2690, %t2689
  %t2692 = lshr <16 x i32> %t2691, splat (i32 16)
  %t2693 = fcmp uno <16 x float> %t2686, %t2686
  %t2694 = select <16 x i1> %t2693, <16 x i32> splat (i32 32704), <16 x i32> %t2692
  %t2695 = trunc <16 x i32> %t2694 to <16 x i16>
  %t2696 = mul i64 %t36, 2
  %t2697 = add i64 %t2696, 59
  %t2698 = getelementptr <16 x i32>, ptr %tile, i64 %t2697
  %t2699 = load <16 x i32>, ptr %t2698, align 4
  %t2700 = mul i64 %t2658, %size.ldc
  %t2701 = add i64 %t2700, %t26
  %t2702 = add i64 %t2701, 16
  %t2703 = getelementptr i16, ptr %buf.res, i64 %t2702
  %t2704 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2703, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t2705 = zext <16 x i16> %t2704 to <16 x i32>
  %t2706 = shl <16 x i32> %t2705, splat (i32 16)
  %t2707 = bitcast <16 x i32> %t2706 to <16 x float>
  %t2708 = bitcast <16 x i32> %t2699 to <16 x float>
  %t2709 = fmul <16 x float> %t2708, %t58
  %t2710 = fadd <16 x float> %t2709, %t64
  %t2711 = fadd <16 x float> %t2710, %t2707
  %t2712 = fcmp olt <16 x float> %t2711, splat (float 0x0000000000000000)
  %t2713 = select <16 x i1> %t2712, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2711
  %t2714 = fcmp ogt <16 x float> %t2713, splat (float 0x4018000000000000)
  %t2715 = select <16 x i1> %t2714, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2713
  %t2716 = bitcast <16 x float> %t2715 to <16 x i32>
  %t2717 = lshr <16 x i32> %t2716, splat (i32 16)
  %t2718 = and <16 x i32> %t2717, splat (i32 1)
  %t2719 = add <16 x i32> %t2716, splat (i32 32767)
  %t2720 = add <16 x i32> %t2719, %t2718
  %t2721 = lshr <16 x i32> %t2720, splat (i32 16)
  %t2722 = fcmp uno <16 x float> %t2715, %t2715
  %t2723 = select <16 x i1> %t2722, <16 x i32> splat (i32 32704), <16 x i32> %t2721
  %t2724 = trunc <16 x i32> %t2723 to <16 x i16>
  %t2725 = mul i64 %t2658, %size.ldc
  %t2726 = add i64 %t2725, %t26
  %t2727 = getelementptr i16, ptr %buf.c, i64 %t2726
  br i1 %t65, label %whole2728, label %part2729
whole2728:
  %t2730 = getelementptr i16, ptr %t2727, i64 0
  store <16 x i16> %t2695, ptr %t2730, align 2
  %t2731 = getelementptr i16, ptr %t2727, i64 16
  store <16 x i16> %t2724, ptr %t2731, align 2
  br label %rowdone2656
part2729:
  %t2732 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t2695, ptr %t2732, align 2
  %t2733 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t2724, ptr %t2733, align 2
  store i64 0, ptr %c2734
  br label %head2735
head2735:
  %i2738 = load i64, ptr %c2734
  %t2739 = icmp slt i64 %i2738, %t32
  br i1 %t2739, label %body2736, label %done2737
body2736:
  %t2740 = getelementptr i16, ptr %rowbuf, i64 %i2738
  %t2741 = load i16, ptr %t2740, align 2
  %t2742 = getelementptr i16, ptr %t2727, i64 %i2738
  store i16 %t2741, ptr %t2742, align 2
  %t2743 = add nsw i64 %i2738, 1
  store i64 %t2743, ptr %c2734
  br label %head2735
done2737:
  br label %rowdone2656
rowdone2656:
  %t2746 = icmp slt i64 30, %t29
  br i1 %t2746, label %row2744, label %rowdone2745
row2744:
  %t2747 = add i64 %t25, 30
  %t2748 = getelementptr i32, ptr %buf.radd, i64 %t2747
  %t2749 = load i32, ptr %t2748, align 4
  %t2750 = insertelement <16 x i32> poison, i32 %t2749, i64 0
  %t2751 = shufflevector <16 x i32> %t2750, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2752 = getelementptr i32, ptr %buf.rmul, i64 %t2747
  %t2753 = load i32, ptr %t2752, align 4
  %t2754 = insertelement <16 x i32> poison, i32 %t2753, i64 0
  %t2755 = shufflevector <16 x i32> %t2754, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2756 = mul i64 %t36, 2
  %t2757 = add i64 %t2756, 60
  %t2758 = getelementptr <16 x i32>, ptr %tile, i64 %t2757
  %t2759 = load <16 x i32>, ptr %t2758, align 4
  %t2760 = mul i64 %t2747, %size.ldc
  %t2761 = add i64 %t2760, %t26
  %t2762 = add i64 %t2761, 0
  %t2763 = getelementptr i16, ptr %buf.res, i64 %t2762
  %t2764 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2763, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t2765 = zext <16 x i16> %t2764 to <16 x i32>
  %t2766 = shl <16 x i32> %t2765, splat (i32 16)
  %t2767 = bitcast <16 x i32> %t2766 to <16 x float>
  %t2768 = bitcast <16 x i32> %t2759 to <16 x float>
  %t2769 = fmul <16 x float> %t2768, %t55
  %t2770 = fadd <16 x float> %t2769, %t61
  %t2771 = fadd <16 x float> %t2770, %t2767
  %t2772 = fcmp olt <16 x float> %t2771, splat (float 0x0000000000000000)
  %t2773 = select <16 x i1> %t2772, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2771
  %t2774 = fcmp ogt <16 x float> %t2773, splat (float 0x4018000000000000)
  %t2775 = select <16 x i1> %t2774, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2773
  %t2776 = bitcast <16 x float> %t2775 to <16 x i32>
  %t2777 = lshr <16 x i32> %t2776, splat (i32 16)
  %t2778 = and <16 x i32> %t2777, splat (i32 1)
  %t2779 = add <16 x i32> %t2776, splat (i32 32767)
  %t2780 = add <16 x i32> %t2779, %t2778
  %t2781 = lshr <16 x i32> %t2780, splat (i32 16)
  %t2782 = fcmp uno <16 x float> %t2775, %t2775
  %t2783 = select <16 x i1> %t2782, <16 x i32> splat (i32 32704), <16 x i32> %t2781
  %t2784 = trunc <16 x i32> %t2783 to <16 x i16>
  %t2785 = mul i64 %t36, 2
  %t2786 = add i64 %t2785, 61
  %t2787 = getelementptr <16 x i32>, ptr %tile, i64 %t2786
  %t2788 = load <16 x i32>, ptr %t2787, align 4
  %t2789 = mul i64 %t2747, %size.ldc
  %t2790 = add i64 %t2789, %t26
  %t2791 = add i64 %t2790, 16
  %t2792 = getelementptr i16, ptr %buf.res, i64 %t2791
  %t2793 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2792, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t2794 = zext <16 x i16> %t2793 to <16 x i32>
  %t2795 = shl <16 x i32> %t2794, splat (i32 16)
  %t2796 = bitcast <16 x i32> %t2795 to <16 x float>
  %t2797 = bitcast <16 x i32> %t2788 to <16 x float>
  %t2798 = fmul <16 x float> %t2797, %t58
  %t2799 = fadd <16 x float> %t2798, %t64
  %t2800 = fadd <16 x float> %t2799, %t2796
  %t2801 = fcmp olt <16 x float> %t2800, splat (float 0x0000000000000000)
  %t2802 = select <16 x i1> %t2801, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2800
  %t2803 = fcmp ogt <16 x float> %t2802, splat (float 0x4018000000000000)
  %t2804 = select <16 x i1> %t2803, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2802
  %t2805 = bitcast <16 x float> %t2804 to <16 x i32>
  %t2806 = lshr <16 x i32> %t2805, splat (i32 16)
  %t2807 = and <16 x i32> %t2806, splat (i32 1)
  %t2808 = add <16 x i32> %t2805, splat (i32 32767)
  %t2809 = add <16 x i32> %t2808, %t2807
  %t2810 = lshr <16 x i32> %t2809, splat (i32 16)
  %t2811 = fcmp uno <16 x float> %t2804, %t2804
  %t2812 = select <16 x i1> %t2811, <16 x i32> splat (i32 32704), <16 x i32> %t2810
  %t2813 = trunc <16 x i32> %t2812 to <16 x i16>
  %t2814 = mul i64 %t2747, %size.ldc
  %t2815 = add i64 %t2814, %t26
  %t2816 = getelementptr i16, ptr %buf.c, i64 %t2815
  br i1 %t65, label %whole2817, label %part2818
whole2817:
  %t2819 = getelementptr i16, ptr %t2816, i64 0
  store <16 x i16> %t2784, ptr %t2819, align 2
  %t2820 = getelementptr i16, ptr %t2816, i64 16
  store <16 x i16> %t2813, ptr %t2820, align 2
  br label %rowdone2745
part2818:
  %t2821 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t2784, ptr %t2821, align 2
  %t2822 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t2813, ptr %t2822, align 2
  store i64 0, ptr %c2823
  br label %head2824
head2824:
  %i2827 = load i64, ptr %c2823
  %t2828 = icmp slt i64 %i2827, %t32
  br i1 %t2828, label %body2825, label %done2826
body2825:
  %t2829 = getelementptr i16, ptr %rowbuf, i64 %i2827
  %t2830 = load i16, ptr %t2829, align 2
  %t2831 = getelementptr i16, ptr %t2816, i64 %i2827
  store i16 %t2830, ptr %t2831, align 2
  %t2832 = add nsw i64 %i2827, 1
  store i64 %t2832, ptr %c2823
  br label %head2824
done2826:
  br label %rowdone2745
rowdone2745:
  %t2835 = icmp slt i64 31, %t29
  br i1 %t2835, label %row2833, label %rowdone2834
row2833:
  %t2836 = add i64 %t25, 31
  %t2837 = getelementptr i32, ptr %buf.radd, i64 %t2836
  %t2838 = load i32, ptr %t2837, align 4
  %t2839 = insertelement <16 x i32> poison, i32 %t2838, i64 0
  %t2840 = shufflevector <16 x i32> %t2839, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2841 = getelementptr i32, ptr %buf.rmul, i64 %t2836
  %t2842 = load i32, ptr %t2841, align 4
  %t2843 = insertelement <16 x i32> poison, i32 %t2842, i64 0
  %t2844 = shufflevector <16 x i32> %t2843, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2845 = mul i64 %t36, 2
  %t2846 = add i64 %t2845, 62
  %t2847 = getelementptr <16 x i32>, ptr %tile, i64 %t2846
  %t2848 = load <16 x i32>, ptr %t2847, align 4
  %t2849 = mul i64 %t2836, %size.ldc
  %t2850 = add i64 %t2849, %t26
  %t2851 = add i64 %t2850, 0
  %t2852 = getelementptr i16, ptr %buf.res, i64 %t2851
  %t2853 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2852, <16 x i1> %t69, <16 x i16> zeroinitializer)
  %t2854 = zext <16 x i16> %t2853 to <16 x i32>
  %t2855 = shl <16 x i32> %t2854, splat (i32 16)
  %t2856 = bitcast <16 x i32> %t2855 to <16 x float>
  %t2857 = bitcast <16 x i32> %t2848 to <16 x float>
  %t2858 = fmul <16 x float> %t2857, %t55
  %t2859 = fadd <16 x float> %t2858, %t61
  %t2860 = fadd <16 x float> %t2859, %t2856
  %t2861 = fcmp olt <16 x float> %t2860, splat (float 0x0000000000000000)
  %t2862 = select <16 x i1> %t2861, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2860
  %t2863 = fcmp ogt <16 x float> %t2862, splat (float 0x4018000000000000)
  %t2864 = select <16 x i1> %t2863, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2862
  %t2865 = bitcast <16 x float> %t2864 to <16 x i32>
  %t2866 = lshr <16 x i32> %t2865, splat (i32 16)
  %t2867 = and <16 x i32> %t2866, splat (i32 1)
  %t2868 = add <16 x i32> %t2865, splat (i32 32767)
  %t2869 = add <16 x i32> %t2868, %t2867
  %t2870 = lshr <16 x i32> %t2869, splat (i32 16)
  %t2871 = fcmp uno <16 x float> %t2864, %t2864
  %t2872 = select <16 x i1> %t2871, <16 x i32> splat (i32 32704), <16 x i32> %t2870
  %t2873 = trunc <16 x i32> %t2872 to <16 x i16>
  %t2874 = mul i64 %t36, 2
  %t2875 = add i64 %t2874, 63
  %t2876 = getelementptr <16 x i32>, ptr %tile, i64 %t2875
  %t2877 = load <16 x i32>, ptr %t2876, align 4
  %t2878 = mul i64 %t2836, %size.ldc
  %t2879 = add i64 %t2878, %t26
  %t2880 = add i64 %t2879, 16
  %t2881 = getelementptr i16, ptr %buf.res, i64 %t2880
  %t2882 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2881, <16 x i1> %t73, <16 x i16> zeroinitializer)
  %t2883 = zext <16 x i16> %t2882 to <16 x i32>
  %t2884 = shl <16 x i32> %t2883, splat (i32 16)
  %t2885 = bitcast <16 x i32> %t2884 to <16 x float>
  %t2886 = bitcast <16 x i32> %t2877 to <16 x float>
  %t2887 = fmul <16 x float> %t2886, %t58
  %t2888 = fadd <16 x float> %t2887, %t64
  %t2889 = fadd <16 x float> %t2888, %t2885
  %t2890 = fcmp olt <16 x float> %t2889, splat (float 0x0000000000000000)
  %t2891 = select <16 x i1> %t2890, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2889
  %t2892 = fcmp ogt <16 x float> %t2891, splat (float 0x4018000000000000)
  %t2893 = select <16 x i1> %t2892, <16 x float> splat (float 0x4018000000000000), <16 x float> %t2891
  %t2894 = bitcast <16 x float> %t2893 to <16 x i32>
  %t2895 = lshr <16 x i32> %t2894, splat (i32 16)
  %t2896 = and <16 x i32> %t2895, splat (i32 1)
  %t2897 = add <16 x i32> %t2894, splat (i32 32767)
  %t2898 = add <16 x i32> %t2897, %t2896
  %t2899 = lshr <16 x i32> %t2898, splat (i32 16)
  %t2900 = fcmp uno <16 x float> %t2893, %t2893
  %t2901 = select <16 x i1> %t2900, <16 x i32> splat (i32 32704), <16 x i32> %t2899
  %t2902 = trunc <16 x i32> %t2901 to <16 x i16>
  %t2903 = mul i64 %t2836, %size.ldc
  %t2904 = add i64 %t2903, %t26
  %t2905 = getelementptr i16, ptr %buf.c, i64 %t2904
  br i1 %t65, label %whole2906, label %part2907
whole2906:
  %t2908 = getelementptr i16, ptr %t2905, i64 0
  store <16 x i16> %t2873, ptr %t2908, align 2
  %t2909 = getelementptr i16, ptr %t2905, i64 16
  store <16 x i16> %t2902, ptr %t2909, align 2
  br label %rowdone2834
part2907:
  %t2910 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t2873, ptr %t2910, align 2
  %t2911 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t2902, ptr %t2911, align 2
  store i64 0, ptr %c2912
  br label %head2913
head2913:
  %i2916 = load i64, ptr %c2912
  %t2917 = icmp slt i64 %i2916, %t32
  br i1 %t2917, label %body2914, label %done2915
body2914:
  %t2918 = getelementptr i16, ptr %rowbuf, i64 %i2916
  %t2919 = load i16, ptr %t2918, align 2
  %t2920 = getelementptr i16, ptr %t2905, i64 %i2916
  store i16 %t2919, ptr %t2920, align 2
  %t2921 = add nsw i64 %i2916, 1
  store i64 %t2921, ptr %c2912
  br label %head2913
done2915:
  br label %rowdone2834
rowdone2834:
  %t2922 = add nsw i64 %i17, 1
  store i64 %t2922, ptr %c13
  br label %head14
done16:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
