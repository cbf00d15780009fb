declare <32 x i16> @llvm.masked.load.v32i16.p0(ptr, <32 x i1>, <32 x i16>)
declare void @llvm.masked.store.v32i16.p0(<32 x i16>, ptr, <32 x i1>)
declare void @llvm.x86.tilestored64.internal(i16, i16, ptr, i64, x86_amx)
declare x86_amx @llvm.x86.tdpbf16ps.internal(i16, i16, i16, x86_amx, x86_amx, x86_amx)
declare x86_amx @llvm.x86.tileloadd64.internal(i16, i16, ptr, i64)
declare x86_amx @llvm.x86.tilezero.internal(i16, i16)

define internal void @"jr.qgemm.amx.l16.32x1.ru.f32.col.clamp0_6.l2_1024k.win7x7x3.mk"(ptr %r, i64 %rs, i64 %nrows, ptr %p, i64 %kg, ptr %out) alwaysinline nounwind {
entry:
  %t1 = sdiv i64 %kg, 16
  %t2 = call x86_amx @llvm.x86.tilezero.internal(i16 16, i16 64)
  %t3 = call x86_amx @llvm.x86.tilezero.internal(i16 16, i16 64)
  %t4 = icmp sgt i64 %t1, 0
  br i1 %t4, label %loop, label %exit
loop:
  %k = phi i64 [0, %entry], [%k1, %loop]
  %acc0_0 = phi x86_amx [%t2, %entry], [%new0_0, %loop]
  %acc1_0 = phi x86_amx [%t3, %entry], [%new1_0, %loop]
  %t5 = mul i64 %rs, 0
  %t6 = mul i64 %k, 64
  %t7 = add i64 %t5, %t6
  %t8 = getelementptr i8, ptr %r, i64 %t7
  %t9 = call x86_amx @llvm.x86.tileloadd64.internal(i16 16, i16 64, ptr %t8, i64 %rs)
  %t10 = mul i64 %rs, 16
  %t11 = mul i64 %k, 64
  %t12 = add i64 %t10, %t11
  %t13 = getelementptr i8, ptr %r, i64 %t12
  %t14 = call x86_amx @llvm.x86.tileloadd64.internal(i16 16, i16 64, ptr %t13, i64 %rs)
  %t15 = mul i64 %k, 1024
  %t16 = add i64 %t15, 0
  %t17 = getelementptr i8, ptr %p, i64 %t16
  %t18 = call x86_amx @llvm.x86.tileloadd64.internal(i16 16, i16 64, ptr %t17, i64 64)
  %new0_0 = call x86_amx @llvm.x86.tdpbf16ps.internal(i16 16, i16 64, i16 64, x86_amx %acc0_0, x86_amx %t9, x86_amx %t18)
  %new1_0 = call x86_amx @llvm.x86.tdpbf16ps.internal(i16 16, i16 64, i16 64, x86_amx %acc1_0, x86_amx %t14, x86_amx %t18)
  %k1 = add nsw i64 %k, 1
  %t19 = icmp slt i64 %k1, %t1
  br i1 %t19, label %loop, label %exit, !llvm.loop !0
exit:
  %t20 = phi x86_amx [%t2, %entry], [%new0_0, %loop]
  %t21 = phi x86_amx [%t3, %entry], [%new1_0, %loop]
  %t22 = getelementptr i8, ptr %out, i64 0
  call void @llvm.x86.tilestored64.internal(i16 16, i16 64, ptr %t22, i64 64, x86_amx %t20)
  %t23 = getelementptr i8, ptr %out, i64 1024
  call void @llvm.x86.tilestored64.internal(i16 16, i16 64, ptr %t23, i64 64, x86_amx %t21)
  ret void
}

define void @"jr.qgemm.amx.l16.32x1.ru.f32.col.clamp0_6.l2_1024k.win7x7x3"(ptr noalias %buf.r, ptr noalias %buf.p, ptr noalias %buf.radd, ptr noalias %buf.cadd, ptr noalias %buf.rmul, ptr noalias %buf.cmul, ptr noalias %buf.scale, ptr noalias %buf.bias, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.m, i64 %size.n, i64 %size.kg, i64 %size.rs, i64 %size.ldc, i64 %size.zp, i64 %size.h, i64 %size.w, i64 %size.oh, i64 %size.ow, i64 %size.sh, i64 %size.sw, i64 %size.dh, i64 %size.pt, i64 %size.pl, i64 %range.lo, i64 %range.hi) nounwind "no-builtins" {
entry:
  %tile = alloca [32 x <16 x i32>], align 64
  %rowbuf = alloca [16 x float], align 64
  %block = alloca [32768 x i16], align 64
  %c13 = alloca i64
  %c58 = alloca i64
  %c59 = alloca i64
  %c60 = alloca i64
  %c61 = alloca i64
  %c215 = alloca i64
  %c230 = alloca i64
  %c252 = alloca i64
  %c271 = alloca i64
  %c284 = alloca i64
  %c302 = alloca i64
  %c370 = alloca i64
  %c410 = alloca i64
  %c450 = alloca i64
  %c490 = alloca i64
  %c530 = alloca i64
  %c570 = alloca i64
  %c610 = alloca i64
  %c650 = alloca i64
  %c690 = alloca i64
  %c730 = alloca i64
  %c770 = alloca i64
  %c810 = alloca i64
  %c850 = alloca i64
  %c890 = alloca i64
  %c930 = alloca i64
  %c970 = alloca i64
  %c1010 = alloca i64
  %c1050 = alloca i64
  %c1090 = alloca i64
  %c1130 = alloca i64
  %c1170 = alloca i64
  %c1210 = alloca i64
  %c1250 = alloca i64
  %c1290 = alloca i64
  %c1330 = alloca i64
  %c1370 = alloca i64
  %c1410 = alloca i64
  %c1450 = alloca i64
  %c1490 = alloca i64
  %c1530 = alloca i64
  %c1570 = alloca i64
  %c1610 = alloca i64
  %off99 = call i64 asm "", "=r,0"(i64 0)
  %off100 = trunc i64 %off99 to i1
  %off101 = insertelement <32 x i1> zeroinitializer, i1 %off100, i64 0
  %off102 = insertelement <32 x i1> %off101, i1 %off100, i64 31
  %t1 = add i64 %size.m, 31
  %t2 = sdiv i64 %t1, 32
  %t3 = add i64 %size.n, 15
  %t4 = sdiv i64 %t3, 16
  %t5 = mul i64 %t4, %t2
  %t6 = icmp slt i64 %range.hi, %t5
  %t7 = select i1 %t6, i64 %range.hi, i64 %t5
  %t8 = mul i64 %size.kg, 64
  %t9 = add i64 %size.n, 15
  %t10 = sdiv i64 %t9, 16
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
  %t26 = mul i64 %t22, 16
  %t27 = sub i64 %size.m, %t25
  %t28 = icmp slt i64 32, %t27
  %t29 = select i1 %t28, i64 32, i64 %t27
  %t30 = sub i64 %size.n, %t26
  %t31 = icmp slt i64 16, %t30
  %t32 = select i1 %t31, i64 16, i64 %t30
  %t33 = sub i64 %size.m, 32
  %t34 = icmp slt i64 %t25, %t33
  %t35 = select i1 %t34, i64 %t25, i64 %t33
  %t36 = sub i64 %t25, %t35
  %t37 = mul i64 %size.kg, 4
  %t40 = icmp eq i64 %t22, 0
  %t41 = icmp eq i64 %i17, %range.lo
  %t42 = or i1 %t40, %t41
  %t43 = xor i1 %t12, true
  %t44 = or i1 %t42, %t43
  br i1 %t44, label %round38, label %rounded39
round38:
  %t45 = sub i64 %size.m, %t35
  %t46 = icmp slt i64 32, %t45
  %t47 = select i1 %t46, i64 32, i64 %t45
  %t48 = mul i64 %size.kg, 2
  %t49 = add i64 %t35, %t47
  %t50 = mul i64 %size.h, %size.w
  %t51 = mul i64 %t50, 3
  %t52 = mul i64 7, 3
  %t53 = mul i64 %size.oh, %size.ow
  %t54 = srem i64 %t35, %t53
  %t55 = sdiv i64 %t35, %t53
  %t56 = sdiv i64 %t54, %size.ow
  %t57 = srem i64 %t54, %size.ow
  store i64 %t55, ptr %c58
  store i64 %t56, ptr %c59
  store i64 %t57, ptr %c60
  store i64 %t35, ptr %c61
  br label %head62
head62:
  %i65 = load i64, ptr %c61
  %t66 = icmp slt i64 %i65, %t49
  br i1 %t66, label %body63, label %done64
body63:
  %t67 = load i64, ptr %c58
  %t68 = load i64, ptr %c59
  %t69 = load i64, ptr %c60
  %t70 = mul i64 %t68, %size.sh
  %t71 = sub i64 %t70, %size.pt
  %t72 = mul i64 %t69, %size.sw
  %t73 = sub i64 %t72, %size.pl
  %t74 = sub i64 %i65, %t35
  %t75 = mul i64 %t74, %t48
  %t76 = getelementptr i16, ptr %block, i64 %t75
  %t80 = icmp sge i64 %t73, 0
  %t81 = add i64 %t73, 7
  %t82 = icmp sle i64 %t81, %size.w
  %t83 = and i1 %t80, %t82
  br i1 %t83, label %along77, label %edge78
along77:
  %t84 = mul i64 %size.dh, 0
  %t85 = add i64 %t71, %t84
  %t86 = icmp ult i64 %t85, %size.h
  %t87 = insertelement <32 x i1> poison, i1 %t86, i64 0
  %t88 = shufflevector <32 x i1> %t87, <32 x i1> poison, <32 x i32> zeroinitializer
  %t89 = mul i64 %t67, %t51
  %t90 = mul i64 %t85, %size.w
  %t91 = add i64 %t90, %t73
  %t92 = mul i64 %t91, 3
  %t93 = add i64 %t89, %t92
  %t94 = getelementptr i16, ptr %buf.r, i64 %t93
  %t95 = getelementptr i16, ptr %t94, i64 0
  %t96 = and <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>, %t88
  %t97 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %t95, <32 x i1> %t96, <32 x i16> zeroinitializer)
  %t98 = getelementptr i16, ptr %t76, i64 0
  %t103 = or <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>, %off102
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %t97, ptr align 2 %t98, <32 x i1> %t103)
  %t104 = mul i64 %size.dh, 1
  %t105 = add i64 %t71, %t104
  %t106 = icmp ult i64 %t105, %size.h
  %t107 = insertelement <32 x i1> poison, i1 %t106, i64 0
  %t108 = shufflevector <32 x i1> %t107, <32 x i1> poison, <32 x i32> zeroinitializer
  %t109 = mul i64 %t67, %t51
  %t110 = mul i64 %t105, %size.w
  %t111 = add i64 %t110, %t73
  %t112 = mul i64 %t111, 3
  %t113 = add i64 %t109, %t112
  %t114 = getelementptr i16, ptr %buf.r, i64 %t113
  %t115 = getelementptr i16, ptr %t114, i64 0
  %t116 = and <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>, %t108
  %t117 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %t115, <32 x i1> %t116, <32 x i16> zeroinitializer)
  %t118 = getelementptr i16, ptr %t76, i64 21
  %t119 = or <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>, %off102
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %t117, ptr align 2 %t118, <32 x i1> %t119)
  %t120 = mul i64 %size.dh, 2
  %t121 = add i64 %t71, %t120
  %t122 = icmp ult i64 %t121, %size.h
  %t123 = insertelement <32 x i1> poison, i1 %t122, i64 0
  %t124 = shufflevector <32 x i1> %t123, <32 x i1> poison, <32 x i32> zeroinitializer
  %t125 = mul i64 %t67, %t51
  %t126 = mul i64 %t121, %size.w
  %t127 = add i64 %t126, %t73
  %t128 = mul i64 %t127, 3
  %t129 = add i64 %t125, %t128
  %t130 = getelementptr i16, ptr %buf.r, i64 %t129
  %t131 = getelementptr i16, ptr %t130, i64 0
  %t132 = and <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>, %t124
  %t133 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %t131, <32 x i1> %t132, <32 x i16> zeroinitializer)
  %t134 = getelementptr i16, ptr %t76, i64 42
  %t135 = or <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>, %off102
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %t133, ptr align 2 %t134, <32 x i1> %t135)
  %t136 = mul i64 %size.dh, 3
  %t137 = add i64 %t71, %t136
  %t138 = icmp ult i64 %t137, %size.h
  %t139 = insertelement <32 x i1> poison, i1 %t138, i64 0
  %t140 = shufflevector <32 x i1> %t139, <32 x i1> poison, <32 x i32> zeroinitializer
  %t141 = mul i64 %t67, %t51
  %t142 = mul i64 %t137, %size.w
  %t143 = add i64 %t142, %t73
  %t144 = mul i64 %t143, 3
  %t145 = add i64 %t141, %t144
  %t146 = getelementptr i16, ptr %buf.r, i64 %t145
  %t147 = getelementptr i16, ptr %t146, i64 0
  %t148 = and <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>, %t140
  %t149 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %t147, <32 x i1> %t148, <32 x i16> zeroinitializer)
  %t150 = getelementptr i16, ptr %t76, i64 63
  %t151 = or <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>, %off102
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %t149, ptr align 2 %t150, <32 x i1> %t151)
  %t152 = mul i64 %size.dh, 4
  %t153 = add i64 %t71, %t152
  %t154 = icmp ult i64 %t153, %size.h
  %t155 = insertelement <32 x i1> poison, i1 %t154, i64 0
  %t156 = shufflevector <32 x i1> %t155, <32 x i1> poison, <32 x i32> zeroinitializer
  %t157 = mul i64 %t67, %t51
  %t158 = mul i64 %t153, %size.w
  %t159 = add i64 %t158, %t73
  %t160 = mul i64 %t159, 3
  %t161 = add i64 %t157, %t160
  %t162 = getelementptr i16, ptr %buf.r, i64 %t161
  %t163 = getelementptr i16, ptr %t162, i64 0
  %t164 = and <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>, %t156
  %t165 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %t163, <32 x i1> %t164, <32 x i16> zeroinitializer)
  %t166 = getelementptr i16, ptr %t76, i64 84
  %t167 = or <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>, %off102
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %t165, ptr align 2 %t166, <32 x i1> %t167)
  %t168 = mul i64 %size.dh, 5
  %t169 = add i64 %t71, %t168
  %t170 = icmp ult i64 %t169, %size.h
  %t171 = insertelement <32 x i1> poison, i1 %t170, i64 0
  %t172 = shufflevector <32 x i1> %t171, <32 x i1> poison, <32 x i32> zeroinitializer
  %t173 = mul i64 %t67, %t51
  %t174 = mul i64 %t169, %size.w
  %t175 = add i64 %t174, %t73
  %t176 = mul i64 %t175, 3
  %t177 = add i64 %t173, %t176
  %t178 = getelementptr i16, ptr %buf.r, i64 %t177
  %t179 = getelementptr i16, ptr %t178, i64 0
  %t180 = and <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>, %t172
  %t181 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %t179, <32 x i1> %t180, <32 x i16> zeroinitializer)
  %t182 = getelementptr i16, ptr %t76, i64 105
  %t183 = or <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>, %off102
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %t181, ptr align 2 %t182, <32 x i1> %t183)
  %t184 = mul i64 %size.dh, 6
  %t185 = add i64 %t71, %t184
  %t186 = icmp ult i64 %t185, %size.h
  %t187 = insertelement <32 x i1> poison, i1 %t186, i64 0
  %t188 = shufflevector <32 x i1> %t187, <32 x i1> poison, <32 x i32> zeroinitializer
  %t189 = mul i64 %t67, %t51
  %t190 = mul i64 %t185, %size.w
  %t191 = add i64 %t190, %t73
  %t192 = mul i64 %t191, 3
  %t193 = add i64 %t189, %t192
  %t194 = getelementptr i16, ptr %buf.r, i64 %t193
  %t195 = getelementptr i16, ptr %t194, i64 0
  %t196 = and <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>, %t188
  %t197 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %t195, <32 x i1> %t196, <32 x i16> zeroinitializer)
  %t198 = getelementptr i16, ptr %t76, i64 126
  %t199 = or <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>, %off102
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %t197, ptr align 2 %t198, <32 x i1> %t199)
  br label %windowed79
edge78:
  %t200 = sub i64 0, %t73
  %t201 = icmp sgt i64 %t200, 0
  %t202 = select i1 %t201, i64 %t200, i64 0
  %t203 = icmp slt i64 %t202, 7
  %t204 = select i1 %t203, i64 %t202, i64 7
  %t205 = add i64 %t73, 7
  %t206 = sub i64 %t205, %size.w
  %t207 = icmp sgt i64 %t206, 0
  %t208 = select i1 %t207, i64 %t206, i64 0
  %t209 = sub i64 7, %t204
  %t210 = icmp slt i64 %t208, %t209
  %t211 = select i1 %t210, i64 %t208, i64 %t209
  %t212 = sub i64 7, %t204
  %t213 = sub i64 %t212, %t211
  %t214 = mul i64 %t213, 3
  store i64 0, ptr %c215
  br label %head216
head216:
  %i219 = load i64, ptr %c215
  %t220 = icmp slt i64 %i219, 7
  br i1 %t220, label %body217, label %done218
body217:
  %t221 = mul i64 %i219, %size.dh
  %t222 = add i64 %t71, %t221
  %t223 = mul i64 %i219, %t52
  %t224 = getelementptr i16, ptr %t76, i64 %t223
  %t228 = icmp ult i64 %t222, %size.h
  br i1 %t228, label %inside225, label %padding226
inside225:
  %t229 = mul i64 %t204, 3
  store i64 0, ptr %c230
  br label %head231
head231:
  %i234 = load i64, ptr %c230
  %t235 = icmp slt i64 %i234, %t229
  br i1 %t235, label %body232, label %done233
body232:
  %t236 = sub i64 %t229, %i234
  %t237 = insertelement <32 x i64> poison, i64 %t236, i64 0
  %t238 = shufflevector <32 x i64> %t237, <32 x i64> poison, <32 x i32> zeroinitializer
  %t239 = icmp ult <32 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %t238
  %t240 = getelementptr i16, ptr %t224, i64 %i234
  %t241 = or <32 x i1> %t239, %off102
  call void @llvm.masked.store.v32i16.p0(<32 x i16> zeroinitializer, ptr align 2 %t240, <32 x i1> %t241)
  %t242 = add nsw i64 %i234, 32
  store i64 %t242, ptr %c230
  br label %head231
done233:
  %t243 = mul i64 %t67, %t51
  %t244 = mul i64 %t222, %size.w
  %t245 = add i64 %t73, %t204
  %t246 = add i64 %t244, %t245
  %t247 = mul i64 %t246, 3
  %t248 = add i64 %t243, %t247
  %t249 = getelementptr i16, ptr %buf.r, i64 %t248
  %t250 = mul i64 %t204, 3
  %t251 = getelementptr i16, ptr %t224, i64 %t250
  store i64 0, ptr %c252
  br label %head253
head253:
  %i256 = load i64, ptr %c252
  %t257 = icmp slt i64 %i256, %t214
  br i1 %t257, label %body254, label %done255
body254:
  %t258 = sub i64 %t214, %i256
  %t259 = insertelement <32 x i64> poison, i64 %t258, i64 0
  %t260 = shufflevector <32 x i64> %t259, <32 x i64> poison, <32 x i32> zeroinitializer
  %t261 = icmp ult <32 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %t260
  %t262 = getelementptr i16, ptr %t249, i64 %i256
  %t263 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %t262, <32 x i1> %t261, <32 x i16> zeroinitializer)
  %t264 = getelementptr i16, ptr %t251, i64 %i256
  %t265 = or <32 x i1> %t261, %off102
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %t263, ptr align 2 %t264, <32 x i1> %t265)
  %t266 = add nsw i64 %i256, 32
  store i64 %t266, ptr %c252
  br label %head253
done255:
  %t267 = mul i64 %t211, 3
  %t268 = sub i64 %t52, %t267
  %t269 = getelementptr i16, ptr %t224, i64 %t268
  %t270 = mul i64 %t211, 3
  store i64 0, ptr %c271
  br label %head272
head272:
  %i275 = load i64, ptr %c271
  %t276 = icmp slt i64 %i275, %t270
  br i1 %t276, label %body273, label %done274
body273:
  %t277 = sub i64 %t270, %i275
  %t278 = insertelement <32 x i64> poison, i64 %t277, i64 0
  %t279 = shufflevector <32 x i64> %t278, <32 x i64> poison, <32 x i32> zeroinitializer
  %t280 = icmp ult <32 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %t279
  %t281 = getelementptr i16, ptr %t269, i64 %i275
  %t282 = or <32 x i1> %t280, %off102
  call void @llvm.masked.store.v32i16.p0(<32 x i16> zeroinitializer, ptr align 2 %t281, <32 x i1> %t282)
  %t283 = add nsw i64 %i275, 32
  store i64 %t283, ptr %c271
  br label %head272
done274:
  br label %tapped227
padding226:
  store i64 0, ptr %c284
  br label %head285
head285:
  %i288 = load i64, ptr %c284
  %t289 = icmp slt i64 %i288, %t52
  br i1 %t289, label %body286, label %done287
body286:
  %t290 = sub i64 %t52, %i288
  %t291 = insertelement <32 x i64> poison, i64 %t290, i64 0
  %t292 = shufflevector <32 x i64> %t291, <32 x i64> poison, <32 x i32> zeroinitializer
  %t293 = icmp ult <32 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %t292
  %t294 = getelementptr i16, ptr %t224, i64 %i288
  %t295 = or <32 x i1> %t293, %off102
  call void @llvm.masked.store.v32i16.p0(<32 x i16> zeroinitializer, ptr align 2 %t294, <32 x i1> %t295)
  %t296 = add nsw i64 %i288, 32
  store i64 %t296, ptr %c284
  br label %head285
done287:
  br label %tapped227
tapped227:
  %t297 = add nsw i64 %i219, 1
  store i64 %t297, ptr %c215
  br label %head216
done218:
  br label %windowed79
windowed79:
  %t298 = mul i64 7, %t52
  %t299 = getelementptr i16, ptr %t76, i64 %t298
  %t300 = mul i64 7, %t52
  %t301 = sub i64 %t48, %t300
  store i64 0, ptr %c302
  br label %head303
head303:
  %i306 = load i64, ptr %c302
  %t307 = icmp slt i64 %i306, %t301
  br i1 %t307, label %body304, label %done305
body304:
  %t308 = sub i64 %t301, %i306
  %t309 = insertelement <32 x i64> poison, i64 %t308, i64 0
  %t310 = shufflevector <32 x i64> %t309, <32 x i64> poison, <32 x i32> zeroinitializer
  %t311 = icmp ult <32 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %t310
  %t312 = getelementptr i16, ptr %t299, i64 %i306
  %t313 = or <32 x i1> %t311, %off102
  call void @llvm.masked.store.v32i16.p0(<32 x i16> zeroinitializer, ptr align 2 %t312, <32 x i1> %t313)
  %t314 = add nsw i64 %i306, 32
  store i64 %t314, ptr %c302
  br label %head303
done305:
  %t315 = add i64 %t69, 1
  %t316 = icmp eq i64 %t315, %size.ow
  %t317 = add i64 %t68, 1
  %t318 = select i1 %t316, i64 %t317, i64 %t68
  %t319 = icmp eq i64 %t318, %size.oh
  %t320 = select i1 %t316, i64 0, i64 %t315
  store i64 %t320, ptr %c60
  %t321 = select i1 %t319, i64 0, i64 %t318
  store i64 %t321, ptr %c59
  %t322 = add i64 %t67, 1
  %t323 = select i1 %t319, i64 %t322, i64 %t67
  store i64 %t323, ptr %c58
  %t324 = add nsw i64 %i65, 1
  store i64 %t324, ptr %c61
  br label %head62
done64:
  br label %rounded39
rounded39:
  %t325 = mul i64 %t22, %t8
  %t326 = getelementptr i8, ptr %buf.p, i64 %t325
  call void @"jr.qgemm.amx.l16.32x1.ru.f32.col.clamp0_6.l2_1024k.win7x7x3.mk"(ptr %block, i64 %t37, i64 %t29, ptr %t326, i64 %size.kg, ptr %tile)
  %t327 = add i64 %t26, 0
  %t328 = getelementptr i32, ptr %buf.cadd, i64 %t327
  %t329 = load <16 x i32>, ptr %t328, align 4
  %t330 = add i64 %t26, 0
  %t331 = getelementptr i32, ptr %buf.cmul, i64 %t330
  %t332 = load <16 x i32>, ptr %t331, align 4
  %t333 = add i64 %t26, 0
  %t334 = getelementptr float, ptr %buf.scale, i64 %t333
  %t335 = load <16 x float>, ptr %t334, align 4
  %t336 = add i64 %t26, 0
  %t337 = getelementptr float, ptr %buf.bias, i64 %t336
  %t338 = load <16 x float>, ptr %t337, align 4
  %t339 = icmp eq i64 %t32, 16
  %t342 = icmp slt i64 0, %t29
  br i1 %t342, label %row340, label %rowdone341
row340:
  %t343 = add i64 %t25, 0
  %t344 = getelementptr i32, ptr %buf.radd, i64 %t343
  %t345 = load i32, ptr %t344, align 4
  %t346 = insertelement <16 x i32> poison, i32 %t345, i64 0
  %t347 = shufflevector <16 x i32> %t346, <16 x i32> poison, <16 x i32> zeroinitializer
  %t348 = getelementptr i32, ptr %buf.rmul, i64 %t343
  %t349 = load i32, ptr %t348, align 4
  %t350 = insertelement <16 x i32> poison, i32 %t349, i64 0
  %t351 = shufflevector <16 x i32> %t350, <16 x i32> poison, <16 x i32> zeroinitializer
  %t352 = mul i64 %t36, 1
  %t353 = add i64 %t352, 0
  %t354 = getelementptr <16 x i32>, ptr %tile, i64 %t353
  %t355 = load <16 x i32>, ptr %t354, align 4
  %t356 = bitcast <16 x i32> %t355 to <16 x float>
  %t357 = fmul <16 x float> %t356, %t335
  %t358 = fadd <16 x float> %t357, %t338
  %t359 = fcmp olt <16 x float> %t358, splat (float 0x0000000000000000)
  %t360 = select <16 x i1> %t359, <16 x float> splat (float 0x0000000000000000), <16 x float> %t358
  %t361 = fcmp ogt <16 x float> %t360, splat (float 0x4018000000000000)
  %t362 = select <16 x i1> %t361, <16 x float> splat (float 0x4018000000000000), <16 x float> %t360
  %t363 = mul i64 %t343, %size.ldc
  %t364 = add i64 %t363, %t26
  %t365 = getelementptr float, ptr %buf.c, i64 %t364
  br i1 %t339, label %whole366, label %part367
whole366:
  %t368 = getelementptr float, ptr %t365, i64 0
  store <16 x float> %t362, ptr %t368, align 4
  br label %rowdone341
part367:
  %t369 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t362, ptr %t369, align 4
  store i64 0, ptr %c370
  br label %head371
head371:
  %i374 = load i64, ptr %c370
  %t375 = icmp slt i64 %i374, %t32
  br i1 %t375, label %body372, label %done373
body372:
  %t376 = getelementptr float, ptr %rowbuf, i64 %i374
  %t377 = load float, ptr %t376, align 4
  %t378 = getelementptr float, ptr %t365, i64 %i374
  store float %t377, ptr %t378, align 4
  %t379 = add nsw i64 %i374, 1
  store i64 %t379, ptr %c370
  br label %head371
done373:
  br label %rowdone341
rowdone341:
  %t382 = icmp slt i64 1, %t29
  br i1 %t382, label %row380, label %rowdone381
row380:
  %t383 = add i64 %t25, 1
  %t384 = getelementptr i32, ptr %buf.radd, i64 %t383
  %t385 = load i32, ptr %t384, align 4
  %t386 = insertelement <16 x i32> poison, i32 %t385, i64 0
  %t387 = shufflevector <16 x i32> %t386, <16 x i32> poison, <16 x i32> zeroinitializer
  %t388 = getelementptr i32, ptr %buf.rmul, i64 %t383
  %t389 = load i32, ptr %t388, align 4
  %t390 = insertelement <16 x i32> poison, i32 %t389, i64 0
  %t391 = shufflevector <16 x i32> %t390, <16 x i32> poison, <16 x i32> zeroinitializer
  %t392 = mul i64 %t36, 1
  %t393 = add i64 %t392, 1
  %t394 = getelementptr <16 x i32>, ptr %tile, i64 %t393
  %t395 = load <16 x i32>, ptr %t394, align 4
  %t396 = bitcast <16 x i32> %t395 to <16 x float>
  %t397 = fmul <16 x float> %t396, %t335
  %t398 = fadd <16 x float> %t397, %t338
  %t399 = fcmp olt <16 x float> %t398, splat (float 0x0000000000000000)
  %t400 = select <16 x i1> %t399, <16 x float> splat (float 0x0000000000000000), <16 x float> %t398
  %t401 = fcmp ogt <16 x float> %t400, splat (float 0x4018000000000000)
  %t402 = select <16 x i1> %t401, <16 x float> splat (float 0x4018000000000000), <16 x float> %t400
  %t403 = mul i64 %t383, %size.ldc
  %t404 = add i64 %t403, %t26
  %t405 = getelementptr float, ptr %buf.c, i64 %t404
  br i1 %t339, label %whole406, label %part407
whole406:
  %t408 = getelementptr float, ptr %t405, i64 0
  store <16 x float> %t402, ptr %t408, align 4
  br label %rowdone381
part407:
  %t409 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t402, ptr %t409, align 4
  store i64 0, ptr %c410
  br label %head411
head411:
  %i414 = load i64, ptr %c410
  %t415 = icmp slt i64 %i414, %t32
  br i1 %t415, label %body412, label %done413
body412:
  %t416 = getelementptr float, ptr %rowbuf, i64 %i414
  %t417 = load float, ptr %t416, align 4
  %t418 = getelementptr float, ptr %t405, i64 %i414
  store float %t417, ptr %t418, align 4
  %t419 = add nsw i64 %i414, 1
  store i64 %t419, ptr %c410
  br label %head411
done413:
  br label %rowdone381
rowdone381:
  %t422 = icmp slt i64 2, %t29
  br i1 %t422, label %row420, label %rowdone421
row420:
  %t423 = add i64 %t25, 2
  %t424 = getelementptr i32, ptr %buf.radd, i64 %t423
  %t425 = load i32, ptr %t424, align 4
  %t426 = insertelement <16 x i32> poison, i32 %t425, i64 0
  %t427 = shufflevector <16 x i32> %t426, <16 x i32> poison, <16 x i32> zeroinitializer
  %t428 = getelementptr i32, ptr %buf.rmul, i64 %t423
  %t429 = load i32, ptr %t428, align 4
  %t430 = insertelement <16 x i32> poison, i32 %t429, i64 0
  %t431 = shufflevector <16 x i32> %t430, <16 x i32> poison, <16 x i32> zeroinitializer
  %t432 = mul i64 %t36, 1
  %t433 = add i64 %t432, 2
  %t434 = getelementptr <16 x i32>, ptr %tile, i64 %t433
  %t435 = load <16 x i32>, ptr %t434, align 4
  %t436 = bitcast <16 x i32> %t435 to <16 x float>
  %t437 = fmul <16 x float> %t436, %t335
  %t438 = fadd <16 x float> %t437, %t338
  %t439 = fcmp olt <16 x float> %t438, splat (float 0x0000000000000000)
  %t440 = select <16 x i1> %t439, <16 x float> splat (float 0x0000000000000000), <16 x float> %t438
  %t441 = fcmp ogt <16 x float> %t440, splat (float 0x4018000000000000)
  %t442 = select <16 x i1> %t441, <16 x float> splat (float 0x4018000000000000), <16 x float> %t440
  %t443 = mul i64 %t423, %size.ldc
  %t444 = add i64 %t443, %t26
  %t445 = getelementptr float, ptr %buf.c, i64 %t444
  br i1 %t339, label %whole446, label %part447
whole446:
  %t448 = getelementptr float, ptr %t445, i64 0
  store <16 x float> %t442, ptr %t448, align 4
  br label %rowdone421
part447:
  %t449 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t442, ptr %t449, align 4
  store i64 0, ptr %c450
  br label %head451
head451:
  %i454 = load i64, ptr %c450
  %t455 = icmp slt i64 %i454, %t32
  br i1 %t455, label %body452, label %done453
body452:
  %t456 = getelementptr float, ptr %rowbuf, i64 %i454
  %t457 = load float, ptr %t456, align 4
  %t458 = getelementptr float, ptr %t445, i64 %i454
  store float %t457, ptr %t458, align 4
  %t459 = add nsw i64 %i454, 1
  store i64 %t459, ptr %c450
  br label %head451
done453:
  br label %rowdone421
rowdone421:
  %t462 = icmp slt i64 3, %t29
  br i1 %t462, label %row460, label %rowdone461
row460:
  %t463 = add i64 %t25, 3
  %t464 = getelementptr i32, ptr %buf.radd, i64 %t463
  %t465 = load i32, ptr %t464, align 4
  %t466 = insertelement <16 x i32> poison, i32 %t465, i64 0
  %t467 = shufflevector <16 x i32> %t466, <16 x i32> poison, <16 x i32> zeroinitializer
  %t468 = getelementptr i32, ptr %buf.rmul, i64 %t463
  %t469 = load i32, ptr %t468, align 4
  %t470 = insertelement <16 x i32> poison, i32 %t469, i64 0
  %t471 = shufflevector <16 x i32> %t470, <16 x i32> poison, <16 x i32> zeroinitializer
  %t472 = mul i64 %t36, 1
  %t473 = add i64 %t472, 3
  %t474 = getelementptr <16 x i32>, ptr %tile, i64 %t473
  %t475 = load <16 x i32>, ptr %t474, align 4
  %t476 = bitcast <16 x i32> %t475 to <16 x float>
  %t477 = fmul <16 x float> %t476, %t335
  %t478 = fadd <16 x float> %t477, %t338
  %t479 = fcmp olt <16 x float> %t478, splat (float 0x0000000000000000)
  %t480 = select <16 x i1> %t479, <16 x float> splat (float 0x0000000000000000), <16 x float> %t478
  %t481 = fcmp ogt <16 x float> %t480, splat (float 0x4018000000000000)
  %t482 = select <16 x i1> %t481, <16 x float> splat (float 0x4018000000000000), <16 x float> %t480
  %t483 = mul i64 %t463, %size.ldc
  %t484 = add i64 %t483, %t26
  %t485 = getelementptr float, ptr %buf.c, i64 %t484
  br i1 %t339, label %whole486, label %part487
whole486:
  %t488 = getelementptr float, ptr %t485, i64 0
  store <16 x float> %t482, ptr %t488, align 4
  br label %rowdone461
part487:
  %t489 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t482, ptr %t489, align 4
  store i64 0, ptr %c490
  br label %head491
head491:
  %i494 = load i64, ptr %c490
  %t495 = icmp slt i64 %i494, %t32
  br i1 %t495, label %body492, label %done493
body492:
  %t496 = getelementptr float, ptr %rowbuf, i64 %i494
  %t497 = load float, ptr %t496, align 4
  %t498 = getelementptr float, ptr %t485, i64 %i494
  store float %t497, ptr %t498, align 4
  %t499 = add nsw i64 %i494, 1
  store i64 %t499, ptr %c490
  br label %head491
done493:
  br label %rowdone461
rowdone461:
  %t502 = icmp slt i64 4, %t29
  br i1 %t502, label %row500, label %rowdone501
row500:
  %t503 = add i64 %t25, 4
  %t504 = getelementptr i32, ptr %buf.radd, i64 %t503
  %t505 = load i32, ptr %t504, align 4
  %t506 = insertelement <16 x i32> poison, i32 %t505, i64 0
  %t507 = shufflevector <16 x i32> %t506, <16 x i32> poison, <16 x i32> zeroinitializer
  %t508 = getelementptr i32, ptr %buf.rmul, i64 %t503
  %t509 = load i32, ptr %t508, align 4
  %t510 = insertelement <16 x i32> poison, i32 %t509, i64 0
  %t511 = shufflevector <16 x i32> %t510, <16 x i32> poison, <16 x i32> zeroinitializer
  %t512 = mul i64 %t36, 1
  %t513 = add i64 %t512, 4
  %t514 = getelementptr <16 x i32>, ptr %tile, i64 %t513
  %t515 = load <16 x i32>, ptr %t514, align 4
  %t516 = bitcast <16 x i32> %t515 to <16 x float>
  %t517 = fmul <16 x float> %t516, %t335
  %t518 = fadd <16 x float> %t517, %t338
  %t519 = fcmp olt <16 x float> %t518, splat (float 0x0000000000000000)
  %t520 = select <16 x i1> %t519, <16 x float> splat (float 0x0000000000000000), <16 x float> %t518
  %t521 = fcmp ogt <16 x float> %t520, splat (float 0x4018000000000000)
  %t522 = select <16 x i1> %t521, <16 x float> splat (float 0x4018000000000000), <16 x float> %t520
  %t523 = mul i64 %t503, %size.ldc
  %t524 = add i64 %t523, %t26
  %t525 = getelementptr float, ptr %buf.c, i64 %t524
  br i1 %t339, label %whole526, label %part527
whole526:
  %t528 = getelementptr float, ptr %t525, i64 0
  store <16 x float> %t522, ptr %t528, align 4
  br label %rowdone501
part527:
  %t529 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t522, ptr %t529, align 4
  store i64 0, ptr %c530
  br label %head531
head531:
  %i534 = load i64, ptr %c530
  %t535 = icmp slt i64 %i534, %t32
  br i1 %t535, label %body532, label %done533
body532:
  %t536 = getelementptr float, ptr %rowbuf, i64 %i534
  %t537 = load float, ptr %t536, align 4
  %t538 = getelementptr float, ptr %t525, i64 %i534
  store float %t537, ptr %t538, align 4
  %t539 = add nsw i64 %i534, 1
  store i64 %t539, ptr %c530
  br label %head531
done533:
  br label %rowdone501
rowdone501:
  %t542 = icmp slt i64 5, %t29
  br i1 %t542, label %row540, label %rowdone541
row540:
  %t543 = add i64 %t25, 5
  %t544 = getelementptr i32, ptr %buf.radd, i64 %t543
  %t545 = load i32, ptr %t544, align 4
  %t546 = insertelement <16 x i32> poison, i32 %t545, i64 0
  %t547 = shufflevector <16 x i32> %t546, <16 x i32> poison, <16 x i32> zeroinitializer
  %t548 = getelementptr i32, ptr %buf.rmul, i64 %t543
  %t549 = load i32, ptr %t548, align 4
  %t550 = insertelement <16 x i32> poison, i32 %t549, i64 0
  %t551 = shufflevector <16 x i32> %t550, <16 x i32> poison, <16 x i32> zeroinitializer
  %t552 = mul i64 %t36, 1
  %t553 = add i64 %t552, 5
  %t554 = getelementptr <16 x i32>, ptr %tile, i64 %t553
  %t555 = load <16 x i32>, ptr %t554, align 4
  %t556 = bitcast <16 x i32> %t555 to <16 x float>
  %t557 = fmul <16 x float> %t556, %t335
  %t558 = fadd <16 x float> %t557, %t338
  %t559 = fcmp olt <16 x float> %t558, splat (float 0x0000000000000000)
  %t560 = select <16 x i1> %t559, <16 x float> splat (float 0x0000000000000000), <16 x float> %t558
  %t561 = fcmp ogt <16 x float> %t560, splat (float 0x4018000000000000)
  %t562 = select <16 x i1> %t561, <16 x float> splat (float 0x4018000000000000), <16 x float> %t560
  %t563 = mul i64 %t543, %size.ldc
  %t564 = add i64 %t563, %t26
  %t565 = getelementptr float, ptr %buf.c, i64 %t564
  br i1 %t339, label %whole566, label %part567
whole566:
  %t568 = getelementptr float, ptr %t565, i64 0
  store <16 x float> %t562, ptr %t568, align 4
  br label %rowdone541
part567:
  %t569 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t562, ptr %t569, align 4
  store i64 0, ptr %c570
  br label %head571
head571:
  %i574 = load i64, ptr %c570
  %t575 = icmp slt i64 %i574, %t32
  br i1 %t575, label %body572, label %done573
body572:
  %t576 = getelementptr float, ptr %rowbuf, i64 %i574
  %t577 = load float, ptr %t576, align 4
  %t578 = getelementptr float, ptr %t565, i64 %i574
  store float %t577, ptr %t578, align 4
  %t579 = add nsw i64 %i574, 1
  store i64 %t579, ptr %c570
  br label %head571
done573:
  br label %rowdone541
rowdone541:
  %t582 = icmp slt i64 6, %t29
  br i1 %t582, label %row580, label %rowdone581
row580:
  %t583 = add i64 %t25, 6
  %t584 = getelementptr i32, ptr %buf.radd, i64 %t583
  %t585 = load i32, ptr %t584, align 4
  %t586 = insertelement <16 x i32> poison, i32 %t585, i64 0
  %t587 = shufflevector <16 x i32> %t586, <16 x i32> poison, <16 x i32> zeroinitializer
  %t588 = getelementptr i32, ptr %buf.rmul, i64 %t583
  %t589 = load i32, ptr %t588, align 4
  %t590 = insertelement <16 x i32> poison, i32 %t589, i64 0
  %t591 = shufflevector <16 x i32> %t590, <16 x i32> poison, <16 x i32> zeroinitializer
  %t592 = mul i64 %t36, 1
  %t593 = add i64 %t592, 6
  %t594 = getelementptr <16 x i32>, ptr %tile, i64 %t593
  %t595 = load <16 x i32>, ptr %t594, align 4
  %t596 = bitcast <16 x i32> %t595 to <16 x float>
  %t597 = fmul <16 x float> %t596, %t335
  %t598 = fadd <16 x float> %t597, %t338
  %t599 = fcmp olt <16 x float> %t598, splat (float 0x0000000000000000)
  %t600 = select <16 x i1> %t599, <16 x float> splat (float 0x0000000000000000), <16 x float> %t598
  %t601 = fcmp ogt <16 x float> %t600, splat (float 0x4018000000000000)
  %t602 = select <16 x i1> %t601, <16 x float> splat (float 0x4018000000000000), <16 x float> %t600
  %t603 = mul i64 %t583, %size.ldc
  %t604 = add i64 %t603, %t26
  %t605 = getelementptr float, ptr %buf.c, i64 %t604
  br i1 %t339, label %whole606, label %part607
whole606:
  %t608 = getelementptr float, ptr %t605, i64 0
  store <16 x float> %t602, ptr %t608, align 4
  br label %rowdone581
part607:
  %t609 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t602, ptr %t609, align 4
  store i64 0, ptr %c610
  br label %head611
head611:
  %i614 = load i64, ptr %c610
  %t615 = icmp slt i64 %i614, %t32
  br i1 %t615, label %body612, label %done613
body612:
  %t616 = getelementptr float, ptr %rowbuf, i64 %i614
  %t617 = load float, ptr %t616, align 4
  %t618 = getelementptr float, ptr %t605, i64 %i614
  store float %t617, ptr %t618, align 4
  %t619 = add nsw i64 %i614, 1
  store i64 %t619, ptr %c610
  br label %head611
done613:
  br label %rowdone581
rowdone581:
  %t622 = icmp slt i64 7, %t29
  br i1 %t622, label %row620, label %rowdone621
row620:
  %t623 = add i64 %t25, 7
  %t624 = getelementptr i32, ptr %buf.radd, i64 %t623
  %t625 = load i32, ptr %t624, align 4
  %t626 = insertelement <16 x i32> poison, i32 %t625, i64 0
  %t627 = shufflevector <16 x i32> %t626, <16 x i32> poison, <16 x i32> zeroinitializer
  %t628 = getelementptr i32, ptr %buf.rmul, i64 %t623
  %t629 = load i32, ptr %t628, align 4
  %t630 = insertelement <16 x i32> poison, i32 %t629, i64 0
  %t631 = shufflevector <16 x i32> %t630, <16 x i32> poison, <16 x i32> zeroinitializer
  %t632 = mul i64 %t36, 1
  %t633 = add i64 %t632, 7
  %t634 = getelementptr <16 x i32>, ptr %tile, i64 %t633
  %t635 = load <16 x i32>, ptr %t634, align 4
  %t636 = bitcast <16 x i32> %t635 to <16 x float>
  %t637 = fmul <16 x float> %t636, %t335
  %t638 = fadd <16 x float> %t637, %t338
  %t639 = fcmp olt <16 x float> %t638, splat (float 0x0000000000000000)
  %t640 = select <16 x i1> %t639, <16 x float> splat (float 0x0000000000000000), <16 x float> %t638
  %t641 = fcmp ogt <16 x float> %t640, splat (float 0x4018000000000000)
  %t642 = select <16 x i1> %t641, <16 x float> splat (float 0x4018000000000000), <16 x float> %t640
  %t643 = mul i64 %t623, %size.ldc
  %t644 = add i64 %t643, %t26
  %t645 = getelementptr float, ptr %buf.c, i64 %t644
  br i1 %t339, label %whole646, label %part647
whole646:
  %t648 = getelementptr float, ptr %t645, i64 0
  store <16 x float> %t642, ptr %t648, align 4
  br label %rowdone621
part647:
  %t649 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t642, ptr %t649, align 4
  store i64 0, ptr %c650
  br label %head651
head651:
  %i654 = load i64, ptr %c650
  %t655 = icmp slt i64 %i654, %t32
  br i1 %t655, label %body652, label %done653
body652:
  %t656 = getelementptr float, ptr %rowbuf, i64 %i654
  %t657 = load float, ptr %t656, align 4
  %t658 = getelementptr float, ptr %t645, i64 %i654
  store float %t657, ptr %t658, align 4
  %t659 = add nsw i64 %i654, 1
  store i64 %t659, ptr %c650
  br label %head651
done653:
  br label %rowdone621
rowdone621:
  %t662 = icmp slt i64 8, %t29
  br i1 %t662, label %row660, label %rowdone661
row660:
  %t663 = add i64 %t25, 8
  %t664 = getelementptr i32, ptr %buf.radd, i64 %t663
  %t665 = load i32, ptr %t664, align 4
  %t666 = insertelement <16 x i32> poison, i32 %t665, i64 0
  %t667 = shufflevector <16 x i32> %t666, <16 x i32> poison, <16 x i32> zeroinitializer
  %t668 = getelementptr i32, ptr %buf.rmul, i64 %t663
  %t669 = load i32, ptr %t668, align 4
  %t670 = insertelement <16 x i32> poison, i32 %t669, i64 0
  %t671 = shufflevector <16 x i32> %t670, <16 x i32> poison, <16 x i32> zeroinitializer
  %t672 = mul i64 %t36, 1
  %t673 = add i64 %t672, 8
  %t674 = getelementptr <16 x i32>, ptr %tile, i64 %t673
  %t675 = load <16 x i32>, ptr %t674, align 4
  %t676 = bitcast <16 x i32> %t675 to <16 x float>
  %t677 = fmul <16 x float> %t676, %t335
  %t678 = fadd <16 x float> %t677, %t338
  %t679 = fcmp olt <16 x float> %t678, splat (float 0x0000000000000000)
  %t680 = select <16 x i1> %t679, <16 x float> splat (float 0x0000000000000000), <16 x float> %t678
  %t681 = fcmp ogt <16 x float> %t680, splat (float 0x4018000000000000)
  %t682 = select <16 x i1> %t681, <16 x float> splat (float 0x4018000000000000), <16 x float> %t680
  %t683 = mul i64 %t663, %size.ldc
  %t684 = add i64 %t683, %t26
  %t685 = getelementptr float, ptr %buf.c, i64 %t684
  br i1 %t339, label %whole686, label %part687
whole686:
  %t688 = getelementptr float, ptr %t685, i64 0
  store <16 x float> %t682, ptr %t688, align 4
  br label %rowdone661
part687:
  %t689 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t682, ptr %t689, align 4
  store i64 0, ptr %c690
  br label %head691
head691:
  %i694 = load i64, ptr %c690
  %t695 = icmp slt i64 %i694, %t32
  br i1 %t695, label %body692, label %done693
body692:
  %t696 = getelementptr float, ptr %rowbuf, i64 %i694
  %t697 = load float, ptr %t696, align 4
  %t698 = getelementptr float, ptr %t685, i64 %i694
  store float %t697, ptr %t698, align 4
  %t699 = add nsw i64 %i694, 1
  store i64 %t699, ptr %c690
  br label %head691
done693:
  br label %rowdone661
rowdone661:
  %t702 = icmp slt i64 9, %t29
  br i1 %t702, label %row700, label %rowdone701
row700:
  %t703 = add i64 %t25, 9
  %t704 = getelementptr i32, ptr %buf.radd, i64 %t703
  %t705 = load i32, ptr %t704, align 4
  %t706 = insertelement <16 x i32> poison, i32 %t705, i64 0
  %t707 = shufflevector <16 x i32> %t706, <16 x i32> poison, <16 x i32> zeroinitializer
  %t708 = getelementptr i32, ptr %buf.rmul, i64 %t703
  %t709 = load i32, ptr %t708, align 4
  %t710 = insertelement <16 x i32> poison, i32 %t709, i64 0
  %t711 = shufflevector <16 x i32> %t710, <16 x i32> poison, <16 x i32> zeroinitializer
  %t712 = mul i64 %t36, 1
  %t713 = add i64 %t712, 9
  %t714 = getelementptr <16 x i32>, ptr %tile, i64 %t713
  %t715 = load <16 x i32>, ptr %t714, align 4
  %t716 = bitcast <16 x i32> %t715 to <16 x float>
  %t717 = fmul <16 x float> %t716, %t335
  %t718 = fadd <16 x float> %t717, %t338
  %t719 = fcmp olt <16 x float> %t718, splat (float 0x0000000000000000)
  %t720 = select <16 x i1> %t719, <16 x float> splat (float 0x0000000000000000), <16 x float> %t718
  %t721 = fcmp ogt <16 x float> %t720, splat (float 0x4018000000000000)
  %t722 = select <16 x i1> %t721, <16 x float> splat (float 0x4018000000000000), <16 x float> %t720
  %t723 = mul i64 %t703, %size.ldc
  %t724 = add i64 %t723, %t26
  %t725 = getelementptr float, ptr %buf.c, i64 %t724
  br i1 %t339, label %whole726, label %part727
whole726:
  %t728 = getelementptr float, ptr %t725, i64 0
  store <16 x float> %t722, ptr %t728, align 4
  br label %rowdone701
part727:
  %t729 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t722, ptr %t729, align 4
  store i64 0, ptr %c730
  br label %head731
head731:
  %i734 = load i64, ptr %c730
  %t735 = icmp slt i64 %i734, %t32
  br i1 %t735, label %body732, label %done733
body732:
  %t736 = getelementptr float, ptr %rowbuf, i64 %i734
  %t737 = load float, ptr %t736, align 4
  %t738 = getelementptr float, ptr %t725, i64 %i734
  store float %t737, ptr %t738, align 4
  %t739 = add nsw i64 %i734, 1
  store i64 %t739, ptr %c730
  br label %head731
done733:
  br label %rowdone701
rowdone701:
  %t742 = icmp slt i64 10, %t29
  br i1 %t742, label %row740, label %rowdone741
row740:
  %t743 = add i64 %t25, 10
  %t744 = getelementptr i32, ptr %buf.radd, i64 %t743
  %t745 = load i32, ptr %t744, align 4
  %t746 = insertelement <16 x i32> poison, i32 %t745, i64 0
  %t747 = shufflevector <16 x i32> %t746, <16 x i32> poison, <16 x i32> zeroinitializer
  %t748 = getelementptr i32, ptr %buf.rmul, i64 %t743
  %t749 = load i32, ptr %t748, align 4
  %t750 = insertelement <16 x i32> poison, i32 %t749, i64 0
  %t751 = shufflevector <16 x i32> %t750, <16 x i32> poison, <16 x i32> zeroinitializer
  %t752 = mul i64 %t36, 1
  %t753 = add i64 %t752, 10
  %t754 = getelementptr <16 x i32>, ptr %tile, i64 %t753
  %t755 = load <16 x i32>, ptr %t754, align 4
  %t756 = bitcast <16 x i32> %t755 to <16 x float>
  %t757 = fmul <16 x float> %t756, %t335
  %t758 = fadd <16 x float> %t757, %t338
  %t759 = fcmp olt <16 x float> %t758, splat (float 0x0000000000000000)
  %t760 = select <16 x i1> %t759, <16 x float> splat (float 0x0000000000000000), <16 x float> %t758
  %t761 = fcmp ogt <16 x float> %t760, splat (float 0x4018000000000000)
  %t762 = select <16 x i1> %t761, <16 x float> splat (float 0x4018000000000000), <16 x float> %t760
  %t763 = mul i64 %t743, %size.ldc
  %t764 = add i64 %t763, %t26
  %t765 = getelementptr float, ptr %buf.c, i64 %t764
  br i1 %t339, label %whole766, label %part767
whole766:
  %t768 = getelementptr float, ptr %t765, i64 0
  store <16 x float> %t762, ptr %t768, align 4
  br label %rowdone741
part767:
  %t769 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t762, ptr %t769, align 4
  store i64 0, ptr %c770
  br label %head771
head771:
  %i774 = load i64, ptr %c770
  %t775 = icmp slt i64 %i774, %t32
  br i1 %t775, label %body772, label %done773
body772:
  %t776 = getelementptr float, ptr %rowbuf, i64 %i774
  %t777 = load float, ptr %t776, align 4
  %t778 = getelementptr float, ptr %t765, i64 %i774
  store float %t777, ptr %t778, align 4
  %t779 = add nsw i64 %i774, 1
  store i64 %t779, ptr %c770
  br label %head771
done773:
  br label %rowdone741
rowdone741:
  %t782 = icmp slt i64 11, %t29
  br i1 %t782, label %row780, label %rowdone781
row780:
  %t783 = add i64 %t25, 11
  %t784 = getelementptr i32, ptr %buf.radd, i64 %t783
  %t785 = load i32, ptr %t784, align 4
  %t786 = insertelement <16 x i32> poison, i32 %t785, i64 0
  %t787 = shufflevector <16 x i32> %t786, <16 x i32> poison, <16 x i32> zeroinitializer
  %t788 = getelementptr i32, ptr %buf.rmul, i64 %t783
  %t789 = load i32, ptr %t788, align 4
  %t790 = insertelement <16 x i32> poison, i32 %t789, i64 0
  %t791 = shufflevector <16 x i32> %t790, <16 x i32> poison, <16 x i32> zeroinitializer
  %t792 = mul i64 %t36, 1
  %t793 = add i64 %t792, 11
  %t794 = getelementptr <16 x i32>, ptr %tile, i64 %t793
  %t795 = load <16 x i32>, ptr %t794, align 4
  %t796 = bitcast <16 x i32> %t795 to <16 x float>
  %t797 = fmul <16 x float> %t796, %t335
  %t798 = fadd <16 x float> %t797, %t338
  %t799 = fcmp olt <16 x float> %t798, splat (float 0x0000000000000000)
  %t800 = select <16 x i1> %t799, <16 x float> splat (float 0x0000000000000000), <16 x float> %t798
  %t801 = fcmp ogt <16 x float> %t800, splat (float 0x4018000000000000)
  %t802 = select <16 x i1> %t801, <16 x float> splat (float 0x4018000000000000), <16 x float> %t800
  %t803 = mul i64 %t783, %size.ldc
  %t804 = add i64 %t803, %t26
  %t805 = getelementptr float, ptr %buf.c, i64 %t804
  br i1 %t339, label %whole806, label %part807
whole806:
  %t808 = getelementptr float, ptr %t805, i64 0
  store <16 x float> %t802, ptr %t808, align 4
  br label %rowdone781
part807:
  %t809 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t802, ptr %t809, align 4
  store i64 0, ptr %c810
  br label %head811
head811:
  %i814 = load i64, ptr %c810
  %t815 = icmp slt i64 %i814, %t32
  br i1 %t815, label %body812, label %done813
body812:
  %t816 = getelementptr float, ptr %rowbuf, i64 %i814
  %t817 = load float, ptr %t816, align 4
  %t818 = getelementptr float, ptr %t805, i64 %i814
  store float %t817, ptr %t818, align 4
  %t819 = add nsw i64 %i814, 1
  store i64 %t819, ptr %c810
  br label %head811
done813:
  br label %rowdone781
rowdone781:
  %t822 = icmp slt i64 12, %t29
  br i1 %t822, label %row820, label %rowdone821
row820:
  %t823 = add i64 %t25, 12
  %t824 = getelementptr i32, ptr %buf.radd, i64 %t823
  %t825 = load i32, ptr %t824, align 4
  %t826 = insertelement <16 x i32> poison, i32 %t825, i64 0
  %t827 = shufflevector <16 x i32> %t826, <16 x i32> poison, <16 x i32> zeroinitializer
  %t828 = getelementptr i32, ptr %buf.rmul, i64 %t823
  %t829 = load i32, ptr %t828, align 4
  %t830 = insertelement <16 x i32> poison, i32 %t829, i64 0
  %t831 = shufflevector <16 x i32> %t830, <16 x i32> poison, <16 x i32> zeroinitializer
  %t832 = mul i64 %t36, 1
  %t833 = add i64 %t832, 12
  %t834 = getelementptr <16 x i32>, ptr %tile, i64 %t833
  %t835 = load <16 x i32>, ptr %t834, align 4
  %t836 = bitcast <16 x i32> %t835 to <16 x float>
  %t837 = fmul <16 x float> %t836, %t335
  %t838 = fadd <16 x float> %t837, %t338
  %t839 = fcmp olt <16 x float> %t838, splat (float 0x0000000000000000)
  %t840 = select <16 x i1> %t839, <16 x float> splat (float 0x0000000000000000), <16 x float> %t838
  %t841 = fcmp ogt <16 x float> %t840, splat (float 0x4018000000000000)
  %t842 = select <16 x i1> %t841, <16 x float> splat (float 0x4018000000000000), <16 x float> %t840
  %t843 = mul i64 %t823, %size.ldc
  %t844 = add i64 %t843, %t26
  %t845 = getelementptr float, ptr %buf.c, i64 %t844
  br i1 %t339, label %whole846, label %part847
whole846:
  %t848 = getelementptr float, ptr %t845, i64 0
  store <16 x float> %t842, ptr %t848, align 4
  br label %rowdone821
part847:
  %t849 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t842, ptr %t849, align 4
  store i64 0, ptr %c850
  br label %head851
head851:
  %i854 = load i64, ptr %c850
  %t855 = icmp slt i64 %i854, %t32
  br i1 %t855, label %body852, label %done853
body852:
  %t856 = getelementptr float, ptr %rowbuf, i64 %i854
  %t857 = load float, ptr %t856, align 4
  %t858 = getelementptr float, ptr %t845, i64 %i854
  store float %t857, ptr %t858, align 4
  %t859 = add nsw i64 %i854, 1
  store i64 %t859, ptr %c850
  br label %head851
done853:
  br label %rowdone821
rowdone821:
  %t862 = icmp slt i64 13, %t29
  br i1 %t862, label %row860, label %rowdone861
row860:
  %t863 = add i64 %t25, 13
  %t864 = getelementptr i32, ptr %buf.radd, i64 %t863
  %t865 = load i32, ptr %t864, align 4
  %t866 = insertelement <16 x i32> poison, i32 %t865, i64 0
  %t867 = shufflevector <16 x i32> %t866, <16 x i32> poison, <16 x i32> zeroinitializer
  %t868 = getelementptr i32, ptr %buf.rmul, i64 %t863
  %t869 = load i32, ptr %t868, align 4
  %t870 = insertelement <16 x i32> poison, i32 %t869, i64 0
  %t871 = shufflevector <16 x i32> %t870, <16 x i32> poison, <16 x i32> zeroinitializer
  %t872 = mul i64 %t36, 1
  %t873 = add i64 %t872, 13
  %t874 = getelementptr <16 x i32>, ptr %tile, i64 %t873
  %t875 = load <16 x i32>, ptr %t874, align 4
  %t876 = bitcast <16 x i32> %t875 to <16 x float>
  %t877 = fmul <16 x float> %t876, %t335
  %t878 = fadd <16 x float> %t877, %t338
  %t879 = fcmp olt <16 x float> %t878, splat (float 0x0000000000000000)
  %t880 = select <16 x i1> %t879, <16 x float> splat (float 0x0000000000000000), <16 x float> %t878
  %t881 = fcmp ogt <16 x float> %t880, splat (float 0x4018000000000000)
  %t882 = select <16 x i1> %t881, <16 x float> splat (float 0x4018000000000000), <16 x float> %t880
  %t883 = mul i64 %t863, %size.ldc
  %t884 = add i64 %t883, %t26
  %t885 = getelementptr float, ptr %buf.c, i64 %t884
  br i1 %t339, label %whole886, label %part887
whole886:
  %t888 = getelementptr float, ptr %t885, i64 0
  store <16 x float> %t882, ptr %t888, align 4
  br label %rowdone861
part887:
  %t889 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t882, ptr %t889, align 4
  store i64 0, ptr %c890
  br label %head891
head891:
  %i894 = load i64, ptr %c890
  %t895 = icmp slt i64 %i894, %t32
  br i1 %t895, label %body892, label %done893
body892:
  %t896 = getelementptr float, ptr %rowbuf, i64 %i894
  %t897 = load float, ptr %t896, align 4
  %t898 = getelementptr float, ptr %t885, i64 %i894
  store float %t897, ptr %t898, align 4
  %t899 = add nsw i64 %i894, 1
  store i64 %t899, ptr %c890
  br label %head891
done893:
  br label %rowdone861
rowdone861:
  %t902 = icmp slt i64 14, %t29
  br i1 %t902, label %row900, label %rowdone901
row900:
  %t903 = add i64 %t25, 14
  %t904 = getelementptr i32, ptr %buf.radd, i64 %t903
  %t905 = load i32, ptr %t904, align 4
  %t906 = insertelement <16 x i32> poison, i32 %t905, i64 0
  %t907 = shufflevector <16 x i32> %t906, <16 x i32> poison, <16 x i32> zeroinitializer
  %t908 = getelementptr i32, ptr %buf.rmul, i64 %t903
  %t909 = load i32, ptr %t908, align 4
  %t910 = insertelement <16 x i32> poison, i32 %t909, i64 0
  %t911 = shufflevector <16 x i32> %t910, <16 x i32> poison, <16 x i32> zeroinitializer
  %t912 = mul i64 %t36, 1
  %t913 = add i64 %t912, 14
  %t914 = getelementptr <16 x i32>, ptr %tile, i64 %t913
  %t915 = load <16 x i32>, ptr %t914, align 4
  %t916 = bitcast <16 x i32> %t915 to <16 x float>
  %t917 = fmul <16 x float> %t916, %t335
  %t918 = fadd <16 x float> %t917, %t338
  %t919 = fcmp olt <16 x float> %t918, splat (float 0x0000000000000000)
  %t920 = select <16 x i1> %t919, <16 x float> splat (float 0x0000000000000000), <16 x float> %t918
  %t921 = fcmp ogt <16 x float> %t920, splat (float 0x4018000000000000)
  %t922 = select <16 x i1> %t921, <16 x float> splat (float 0x4018000000000000), <16 x float> %t920
  %t923 = mul i64 %t903, %size.ldc
  %t924 = add i64 %t923, %t26
  %t925 = getelementptr float, ptr %buf.c, i64 %t924
  br i1 %t339, label %whole926, label %part927
whole926:
  %t928 = getelementptr float, ptr %t925, i64 0
  store <16 x float> %t922, ptr %t928, align 4
  br label %rowdone901
part927:
  %t929 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t922, ptr %t929, align 4
  store i64 0, ptr %c930
  br label %head931
head931:
  %i934 = load i64, ptr %c930
  %t935 = icmp slt i64 %i934, %t32
  br i1 %t935, label %body932, label %done933
body932:
  %t936 = getelementptr float, ptr %rowbuf, i64 %i934
  %t937 = load float, ptr %t936, align 4
  %t938 = getelementptr float, ptr %t925, i64 %i934
  store float %t937, ptr %t938, align 4
  %t939 = add nsw i64 %i934, 1
  store i64 %t939, ptr %c930
  br label %head931
done933:
  br label %rowdone901
rowdone901:
  %t942 = icmp slt i64 15, %t29
  br i1 %t942, label %row940, label %rowdone941
row940:
  %t943 = add i64 %t25, 15
  %t944 = getelementptr i32, ptr %buf.radd, i64 %t943
  %t945 = load i32, ptr %t944, align 4
  %t946 = insertelement <16 x i32> poison, i32 %t945, i64 0
  %t947 = shufflevector <16 x i32> %t946, <16 x i32> poison, <16 x i32> zeroinitializer
  %t948 = getelementptr i32, ptr %buf.rmul, i64 %t943
  %t949 = load i32, ptr %t948, align 4
  %t950 = insertelement <16 x i32> poison, i32 %t949, i64 0
  %t951 = shufflevector <16 x i32> %t950, <16 x i32> poison, <16 x i32> zeroinitializer
  %t952 = mul i64 %t36, 1
  %t953 = add i64 %t952, 15
  %t954 = getelementptr <16 x i32>, ptr %tile, i64 %t953
  %t955 = load <16 x i32>, ptr %t954, align 4
  %t956 = bitcast <16 x i32> %t955 to <16 x float>
  %t957 = fmul <16 x float> %t956, %t335
  %t958 = fadd <16 x float> %t957, %t338
  %t959 = fcmp olt <16 x float> %t958, splat (float 0x0000000000000000)
  %t960 = select <16 x i1> %t959, <16 x float> splat (float 0x0000000000000000), <16 x float> %t958
  %t961 = fcmp ogt <16 x float> %t960, splat (float 0x4018000000000000)
  %t962 = select <16 x i1> %t961, <16 x float> splat (float 0x4018000000000000), <16 x float> %t960
  %t963 = mul i64 %t943, %size.ldc
  %t964 = add i64 %t963, %t26
  %t965 = getelementptr float, ptr %buf.c, i64 %t964
  br i1 %t339, label %whole966, label %part967
whole966:
  %t968 = getelementptr float, ptr %t965, i64 0
  store <16 x float> %t962, ptr %t968, align 4
  br label %rowdone941
part967:
  %t969 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t962, ptr %t969, align 4
  store i64 0, ptr %c970
  br label %head971
head971:
  %i974 = load i64, ptr %c970
  %t975 = icmp slt i64 %i974, %t32
  br i1 %t975, label %body972, label %done973
body972:
  %t976 = getelementptr float, ptr %rowbuf, i64 %i974
  %t977 = load float, ptr %t976, align 4
  %t978 = getelementptr float, ptr %t965, i64 %i974
  store float %t977, ptr %t978, align 4
  %t979 = add nsw i64 %i974, 1
  store i64 %t979, ptr %c970
  br label %head971
done973:
  br label %rowdone941
rowdone941:
  %t982 = icmp slt i64 16, %t29
  br i1 %t982, label %row980, label %rowdone981
row980:
  %t983 = add i64 %t25, 16
  %t984 = getelementptr i32, ptr %buf.radd, i64 %t983
  %t985 = load i32, ptr %t984, align 4
  %t986 = insertelement <16 x i32> poison, i32 %t985, i64 0
  %t987 = shufflevector <16 x i32> %t986, <16 x i32> poison, <16 x i32> zeroinitializer
  %t988 = getelementptr i32, ptr %buf.rmul, i64 %t983
  %t989 = load i32, ptr %t988, align 4
  %t990 = insertelement <16 x i32> poison, i32 %t989, i64 0
  %t991 = shufflevector <16 x i32> %t990, <16 x i32> poison, <16 x i32> zeroinitializer
  %t992 = mul i64 %t36, 1
  %t993 = add i64 %t992, 16
  %t994 = getelementptr <16 x i32>, ptr %tile, i64 %t993
  %t995 = load <16 x i32>, ptr %t994, align 4
  %t996 = bitcast <16 x i32> %t995 to <16 x float>
  %t997 = fmul <16 x float> %t996, %t335
  %t998 = fadd <16 x float> %t997, %t338
  %t999 = fcmp olt <16 x float> %t998, splat (float 0x0000000000000000)
  %t1000 = select <16 x i1> %t999, <16 x float> splat (float 0x0000000000000000), <16 x float> %t998
  %t1001 = fcmp ogt <16 x float> %t1000, splat (float 0x4018000000000000)
  %t1002 = select <16 x i1> %t1001, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1000
  %t1003 = mul i64 %t983, %size.ldc
  %t1004 = add i64 %t1003, %t26
  %t1005 = getelementptr float, ptr %buf.c, i64 %t1004
  br i1 %t339, label %whole1006, label %part1007
whole1006:
  %t1008 = getelementptr float, ptr %t1005, i64 0
  store <16 x float> %t1002, ptr %t1008, align 4
  br label %rowdone981
part1007:
  %t1009 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1002, ptr %t1009, align 4
  store i64 0, ptr %c1010
  br label %head1011
head1011:
  %i1014 = load i64, ptr %c1010
  %t1015 = icmp slt i64 %i1014, %t32
  br i1 %t1015, label %body1012, label %done1013
body1012:
  %t1016 = getelementptr float, ptr %rowbuf, i64 %i1014
  %t1017 = load float, ptr %t1016, align 4
  %t1018 = getelementptr float, ptr %t1005, i64 %i1014
  store float %t1017, ptr %t1018, align 4
  %t1019 = add nsw i64 %i1014, 1
  store i64 %t1019, ptr %c1010
  br label %head1011
done1013:
  br label %rowdone981
rowdone981:
  %t1022 = icmp slt i64 17, %t29
  br i1 %t1022, label %row1020, label %rowdone1021
row1020:
  %t1023 = add i64 %t25, 17
  %t1024 = getelementptr i32, ptr %buf.radd, i64 %t1023
  %t1025 = load i32, ptr %t1024, align 4
  %t1026 = insertelement <16 x i32> poison, i32 %t1025, i64 0
  %t1027 = shufflevector <16 x i32> %t1026, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1028 = getelementptr i32, ptr %buf.rmul, i64 %t1023
  %t1029 = load i32, ptr %t1028, align 4
  %t1030 = insertelement <16 x i32> poison, i32 %t1029, i64 0
  %t1031 = shufflevector <16 x i32> %t1030, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1032 = mul i64 %t36, 1
  %t1033 = add i64 %t1032, 17
  %t1034 = getelementptr <16 x i32>, ptr %tile, i64 %t1033
  %t1035 = load <16 x i32>, ptr %t1034, align 4
  %t1036 = bitcast <16 x i32> %t1035 to <16 x float>
  %t1037 = fmul <16 x float> %t1036, %t335
  %t1038 = fadd <16 x float> %t1037, %t338
  %t1039 = fcmp olt <16 x float> %t1038, splat (float 0x0000000000000000)
  %t1040 = select <16 x i1> %t1039, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1038
  %t1041 = fcmp ogt <16 x float> %t1040, splat (float 0x4018000000000000)
  %t1042 = select <16 x i1> %t1041, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1040
  %t1043 = mul i64 %t1023, %size.ldc
  %t1044 = add i64 %t1043, %t26
  %t1045 = getelementptr float, ptr %buf.c, i64 %t1044
  br i1 %t339, label %whole1046, label %part1047
whole1046:
  %t1048 = getelementptr float, ptr %t1045, i64 0
  store <16 x float> %t1042, ptr %t1048, align 4
  br label %rowdone1021
part1047:
  %t1049 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1042, ptr %t1049, align 4
  store i64 0, ptr %c1050
  br label %head1051
head1051:
  %i1054 = load i64, ptr %c1050
  %t1055 = icmp slt i64 %i1054, %t32
  br i1 %t1055, label %body1052, label %done1053
body1052:
  %t1056 = getelementptr float, ptr %rowbuf, i64 %i1054
  %t1057 = load float, ptr %t1056, align 4
  %t1058 = getelementptr float, ptr %t1045, i64 %i1054
  store float %t1057, ptr %t1058, align 4
  %t1059 = add nsw i64 %i1054, 1
  store i64 %t1059, ptr %c1050
  br label %head1051
done1053:
  br label %rowdone1021
rowdone1021:
  %t1062 = icmp slt i64 18, %t29
  br i1 %t1062, label %row1060, label %rowdone1061
row1060:
  %t1063 = add i64 %t25, 18
  %t1064 = getelementptr i32, ptr %buf.radd, i64 %t1063
  %t1065 = load i32, ptr %t1064, align 4
  %t1066 = insertelement <16 x i32> poison, i32 %t1065, i64 0
  %t1067 = shufflevector <16 x i32> %t1066, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1068 = getelementptr i32, ptr %buf.rmul, i64 %t1063
  %t1069 = load i32, ptr %t1068, align 4
  %t1070 = insertelement <16 x i32> poison, i32 %t1069, i64 0
  %t1071 = shufflevector <16 x i32> %t1070, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1072 = mul i64 %t36, 1
  %t1073 = add i64 %t1072, 18
  %t1074 = getelementptr <16 x i32>, ptr %tile, i64 %t1073
  %t1075 = load <16 x i32>, ptr %t1074, align 4
  %t1076 = bitcast <16 x i32> %t1075 to <16 x float>
  %t1077 = fmul <16 x float> %t1076, %t335
  %t1078 = fadd <16 x float> %t1077, %t338
  %t1079 = fcmp olt <16 x float> %t1078, splat (float 0x0000000000000000)
  %t1080 = select <16 x i1> %t1079, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1078
  %t1081 = fcmp ogt <16 x float> %t1080, splat (float 0x4018000000000000)
  %t1082 = select <16 x i1> %t1081, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1080
  %t1083 = mul i64 %t1063, %size.ldc
  %t1084 = add i64 %t1083, %t26
  %t1085 = getelementptr float, ptr %buf.c, i64 %t1084
  br i1 %t339, label %whole1086, label %part1087
whole1086:
  %t1088 = getelementptr float, ptr %t1085, i64 0
  store <16 x float> %t1082, ptr %t1088, align 4
  br label %rowdone1061
part1087:
  %t1089 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1082, ptr %t1089, align 4
  store i64 0, ptr %c1090
  br label %head1091
head1091:
  %i1094 = load i64, ptr %c1090
  %t1095 = icmp slt i64 %i1094, %t32
  br i1 %t1095, label %body1092, label %done1093
body1092:
  %t1096 = getelementptr float, ptr %rowbuf, i64 %i1094
  %t1097 = load float, ptr %t1096, align 4
  %t1098 = getelementptr float, ptr %t1085, i64 %i1094
  store float %t1097, ptr %t1098, align 4
  %t1099 = add nsw i64 %i1094, 1
  store i64 %t1099, ptr %c1090
  br label %head1091
done1093:
  br label %rowdone1061
rowdone1061:
  %t1102 = icmp slt i64 19, %t29
  br i1 %t1102, label %row1100, label %rowdone1101
row1100:
  %t1103 = add i64 %t25, 19
  %t1104 = getelementptr i32, ptr %buf.radd, i64 %t1103
  %t1105 = load i32, ptr %t1104, align 4
  %t1106 = insertelement <16 x i32> poison, i32 %t1105, i64 0
  %t1107 = shufflevector <16 x i32> %t1106, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1108 = getelementptr i32, ptr %buf.rmul, i64 %t1103
  %t1109 = load i32, ptr %t1108, align 4
  %t1110 = insertelement <16 x i32> poison, i32 %t1109, i64 0
  %t1111 = shufflevector <16 x i32> %t1110, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1112 = mul i64 %t36, 1
  %t1113 = add i64 %t1112, 19
  %t1114 = getelementptr <16 x i32>, ptr %tile, i64 %t1113
  %t1115 = load <16 x i32>, ptr %t1114, align 4
  %t1116 = bitcast <16 x i32> %t1115 to <16 x float>
  %t1117 = fmul <16 x float> %t1116, %t335
  %t1118 = fadd <16 x float> %t1117, %t338
  %t1119 = fcmp olt <16 x float> %t1118, splat (float 0x0000000000000000)
  %t1120 = select <16 x i1> %t1119, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1118
  %t1121 = fcmp ogt <16 x float> %t1120, splat (float 0x4018000000000000)
  %t1122 = select <16 x i1> %t1121, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1120
  %t1123 = mul i64 %t1103, %size.ldc
  %t1124 = add i64 %t1123, %t26
  %t1125 = getelementptr float, ptr %buf.c, i64 %t1124
  br i1 %t339, label %whole1126, label %part1127
whole1126:
  %t1128 = getelementptr float, ptr %t1125, i64 0
  store <16 x float> %t1122, ptr %t1128, align 4
  br label %rowdone1101
part1127:
  %t1129 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1122, ptr %t1129, align 4
  store i64 0, ptr %c1130
  br label %head1131
head1131:
  %i1134 = load i64, ptr %c1130
  %t1135 = icmp slt i64 %i1134, %t32
  br i1 %t1135, label %body1132, label %done1133
body1132:
  %t1136 = getelementptr float, ptr %rowbuf, i64 %i1134
  %t1137 = load float, ptr %t1136, align 4
  %t1138 = getelementptr float, ptr %t1125, i64 %i1134
  store float %t1137, ptr %t1138, align 4
  %t1139 = add nsw i64 %i1134, 1
  store i64 %t1139, ptr %c1130
  br label %head1131
done1133:
  br label %rowdone1101
rowdone1101:
  %t1142 = icmp slt i64 20, %t29
  br i1 %t1142, label %row1140, label %rowdone1141
row1140:
  %t1143 = add i64 %t25, 20
  %t1144 = getelementptr i32, ptr %buf.radd, i64 %t1143
  %t1145 = load i32, ptr %t1144, align 4
  %t1146 = insertelement <16 x i32> poison, i32 %t1145, i64 0
  %t1147 = shufflevector <16 x i32> %t1146, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1148 = getelementptr i32, ptr %buf.rmul, i64 %t1143
  %t1149 = load i32, ptr %t1148, align 4
  %t1150 = insertelement <16 x i32> poison, i32 %t1149, i64 0
  %t1151 = shufflevector <16 x i32> %t1150, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1152 = mul i64 %t36, 1
  %t1153 = add i64 %t1152, 20
  %t1154 = getelementptr <16 x i32>, ptr %tile, i64 %t1153
  %t1155 = load <16 x i32>, ptr %t1154, align 4
  %t1156 = bitcast <16 x i32> %t1155 to <16 x float>
  %t1157 = fmul <16 x float> %t1156, %t335
  %t1158 = fadd <16 x float> %t1157, %t338
  %t1159 = fcmp olt <16 x float> %t1158, splat (float 0x0000000000000000)
  %t1160 = select <16 x i1> %t1159, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1158
  %t1161 = fcmp ogt <16 x float> %t1160, splat (float 0x4018000000000000)
  %t1162 = select <16 x i1> %t1161, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1160
  %t1163 = mul i64 %t1143, %size.ldc
  %t1164 = add i64 %t1163, %t26
  %t1165 = getelementptr float, ptr %buf.c, i64 %t1164
  br i1 %t339, label %whole1166, label %part1167
whole1166:
  %t1168 = getelementptr float, ptr %t1165, i64 0
  store <16 x float> %t1162, ptr %t1168, align 4
  br label %rowdone1141
part1167:
  %t1169 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1162, ptr %t1169, align 4
  store i64 0, ptr %c1170
  br label %head1171
head1171:
  %i1174 = load i64, ptr %c1170
  %t1175 = icmp slt i64 %i1174, %t32
  br i1 %t1175, label %body1172, label %done1173
body1172:
  %t1176 = getelementptr float, ptr %rowbuf, i64 %i1174
  %t1177 = load float, ptr %t1176, align 4
  %t1178 = getelementptr float, ptr %t1165, i64 %i1174
  store float %t1177, ptr %t1178, align 4
  %t1179 = add nsw i64 %i1174, 1
  store i64 %t1179, ptr %c1170
  br label %head1171
done1173:
  br label %rowdone1141
rowdone1141:
  %t1182 = icmp slt i64 21, %t29
  br i1 %t1182, label %row1180, label %rowdone1181
row1180:
  %t1183 = add i64 %t25, 21
  %t1184 = getelementptr i32, ptr %buf.radd, i64 %t1183
  %t1185 = load i32, ptr %t1184, align 4
  %t1186 = insertelement <16 x i32> poison, i32 %t1185, i64 0
  %t1187 = shufflevector <16 x i32> %t1186, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1188 = getelementptr i32, ptr %buf.rmul, i64 %t1183
  %t1189 = load i32, ptr %t1188, align 4
  %t1190 = insertelement <16 x i32> poison, i32 %t1189, i64 0
  %t1191 = shufflevector <16 x i32> %t1190, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1192 = mul i64 %t36, 1
  %t1193 = add i64 %t1192, 21
  %t1194 = getelementptr <16 x i32>, ptr %tile, i64 %t1193
  %t1195 = load <16 x i32>, ptr %t1194, align 4
  %t1196 = bitcast <16 x i32> %t1195 to <16 x float>
  %t1197 = fmul <16 x float> %t1196, %t335
  %t1198 = fadd <16 x float> %t1197, %t338
  %t1199 = fcmp olt <16 x float> %t1198, splat (float 0x0000000000000000)
  %t1200 = select <16 x i1> %t1199, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1198
  %t1201 = fcmp ogt <16 x float> %t1200, splat (float 0x4018000000000000)
  %t1202 = select <16 x i1> %t1201, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1200
  %t1203 = mul i64 %t1183, %size.ldc
  %t1204 = add i64 %t1203, %t26
  %t1205 = getelementptr float, ptr %buf.c, i64 %t1204
  br i1 %t339, label %whole1206, label %part1207
whole1206:
  %t1208 = getelementptr float, ptr %t1205, i64 0
  store <16 x float> %t1202, ptr %t1208, align 4
  br label %rowdone1181
part1207:
  %t1209 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1202, ptr %t1209, align 4
  store i64 0, ptr %c1210
  br label %head1211
head1211:
  %i1214 = load i64, ptr %c1210
  %t1215 = icmp slt i64 %i1214, %t32
  br i1 %t1215, label %body1212, label %done1213
body1212:
  %t1216 = getelementptr float, ptr %rowbuf, i64 %i1214
  %t1217 = load float, ptr %t1216, align 4
  %t1218 = getelementptr float, ptr %t1205, i64 %i1214
  store float %t1217, ptr %t1218, align 4
  %t1219 = add nsw i64 %i1214, 1
  store i64 %t1219, ptr %c1210
  br label %head1211
done1213:
  br label %rowdone1181
rowdone1181:
  %t1222 = icmp slt i64 22, %t29
  br i1 %t1222, label %row1220, label %rowdone1221
row1220:
  %t1223 = add i64 %t25, 22
  %t1224 = getelementptr i32, ptr %buf.radd, i64 %t1223
  %t1225 = load i32, ptr %t1224, align 4
  %t1226 = insertelement <16 x i32> poison, i32 %t1225, i64 0
  %t1227 = shufflevector <16 x i32> %t1226, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1228 = getelementptr i32, ptr %buf.rmul, i64 %t1223
  %t1229 = load i32, ptr %t1228, align 4
  %t1230 = insertelement <16 x i32> poison, i32 %t1229, i64 0
  %t1231 = shufflevector <16 x i32> %t1230, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1232 = mul i64 %t36, 1
  %t1233 = add i64 %t1232, 22
  %t1234 = getelementptr <16 x i32>, ptr %tile, i64 %t1233
  %t1235 = load <16 x i32>, ptr %t1234, align 4
  %t1236 = bitcast <16 x i32> %t1235 to <16 x float>
  %t1237 = fmul <16 x float> %t1236, %t335
  %t1238 = fadd <16 x float> %t1237, %t338
  %t1239 = fcmp olt <16 x float> %t1238, splat (float 0x0000000000000000)
  %t1240 = select <16 x i1> %t1239, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1238
  %t1241 = fcmp ogt <16 x float> %t1240, splat (float 0x4018000000000000)
  %t1242 = select <16 x i1> %t1241, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1240
  %t1243 = mul i64 %t1223, %size.ldc
  %t1244 = add i64 %t1243, %t26
  %t1245 = getelementptr float, ptr %buf.c, i64 %t1244
  br i1 %t339, label %whole1246, label %part1247
whole1246:
  %t1248 = getelementptr float, ptr %t1245, i64 0
  store <16 x float> %t1242, ptr %t1248, align 4
  br label %rowdone1221
part1247:
  %t1249 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1242, ptr %t1249, align 4
  store i64 0, ptr %c1250
  br label %head1251
head1251:
  %i1254 = load i64, ptr %c1250
  %t1255 = icmp slt i64 %i1254, %t32
  br i1 %t1255, label %body1252, label %done1253
body1252:
  %t1256 = getelementptr float, ptr %rowbuf, i64 %i1254
  %t1257 = load float, ptr %t1256, align 4
  %t1258 = getelementptr float, ptr %t1245, i64 %i1254
  store float %t1257, ptr %t1258, align 4
  %t1259 = add nsw i64 %i1254, 1
  store i64 %t1259, ptr %c1250
  br label %head1251
done1253:
  br label %rowdone1221
rowdone1221:
  %t1262 = icmp slt i64 23, %t29
  br i1 %t1262, label %row1260, label %rowdone1261
row1260:
  %t1263 = add i64 %t25, 23
  %t1264 = getelementptr i32, ptr %buf.radd, i64 %t1263
  %t1265 = load i32, ptr %t1264, align 4
  %t1266 = insertelement <16 x i32> poison, i32 %t1265, i64 0
  %t1267 = shufflevector <16 x i32> %t1266, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1268 = getelementptr i32, ptr %buf.rmul, i64 %t1263
  %t1269 = load i32, ptr %t1268, align 4
  %t1270 = insertelement <16 x i32> poison, i32 %t1269, i64 0
  %t1271 = shufflevector <16 x i32> %t1270, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1272 = mul i64 %t36, 1
  %t1273 = add i64 %t1272, 23
  %t1274 = getelementptr <16 x i32>, ptr %tile, i64 %t1273
  %t1275 = load <16 x i32>, ptr %t1274, align 4
  %t1276 = bitcast <16 x i32> %t1275 to <16 x float>
  %t1277 = fmul <16 x float> %t1276, %t335
  %t1278 = fadd <16 x float> %t1277, %t338
  %t1279 = fcmp olt <16 x float> %t1278, splat (float 0x0000000000000000)
  %t1280 = select <16 x i1> %t1279, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1278
  %t1281 = fcmp ogt <16 x float> %t1280, splat (float 0x4018000000000000)
  %t1282 = select <16 x i1> %t1281, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1280
  %t1283 = mul i64 %t1263, %size.ldc
  %t1284 = add i64 %t1283, %t26
  %t1285 = getelementptr float, ptr %buf.c, i64 %t1284
  br i1 %t339, label %whole1286, label %part1287
whole1286:
  %t1288 = getelementptr float, ptr %t1285, i64 0
  store <16 x float> %t1282, ptr %t1288, align 4
  br label %rowdone1261
part1287:
  %t1289 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1282, ptr %t1289, align 4
  store i64 0, ptr %c1290
  br label %head1291
head1291:
  %i1294 = load i64, ptr %c1290
  %t1295 = icmp slt i64 %i1294, %t32
  br i1 %t1295, label %body1292, label %done1293
body1292:
  %t1296 = getelementptr float, ptr %rowbuf, i64 %i1294
  %t1297 = load float, ptr %t1296, align 4
  %t1298 = getelementptr float, ptr %t1285, i64 %i1294
  store float %t1297, ptr %t1298, align 4
  %t1299 = add nsw i64 %i1294, 1
  store i64 %t1299, ptr %c1290
  br label %head1291
done1293:
  br label %rowdone1261
rowdone1261:
  %t1302 = icmp slt i64 24, %t29
  br i1 %t1302, label %row1300, label %rowdone1301
row1300:
  %t1303 = add i64 %t25, 24
  %t1304 = getelementptr i32, ptr %buf.radd, i64 %t1303
  %t1305 = load i32, ptr %t1304, align 4
  %t1306 = insertelement <16 x i32> poison, i32 %t1305, i64 0
  %t1307 = shufflevector <16 x i32> %t1306, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1308 = getelementptr i32, ptr %buf.rmul, i64 %t1303
  %t1309 = load i32, ptr %t1308, align 4
  %t1310 = insertelement <16 x i32> poison, i32 %t1309, i64 0
  %t1311 = shufflevector <16 x i32> %t1310, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1312 = mul i64 %t36, 1
  %t1313 = add i64 %t1312, 24
  %t1314 = getelementptr <16 x i32>, ptr %tile, i64 %t1313
  %t1315 = load <16 x i32>, ptr %t1314, align 4
  %t1316 = bitcast <16 x i32> %t1315 to <16 x float>
  %t1317 = fmul <16 x float> %t1316, %t335
  %t1318 = fadd <16 x float> %t1317, %t338
  %t1319 = fcmp olt <16 x float> %t1318, splat (float 0x0000000000000000)
  %t1320 = select <16 x i1> %t1319, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1318
  %t1321 = fcmp ogt <16 x float> %t1320, splat (float 0x4018000000000000)
  %t1322 = select <16 x i1> %t1321, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1320
  %t1323 = mul i64 %t1303, %size.ldc
  %t1324 = add i64 %t1323, %t26
  %t1325 = getelementptr float, ptr %buf.c, i64 %t1324
  br i1 %t339, label %whole1326, label %part1327
whole1326:
  %t1328 = getelementptr float, ptr %t1325, i64 0
  store <16 x float> %t1322, ptr %t1328, align 4
  br label %rowdone1301
part1327:
  %t1329 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1322, ptr %t1329, align 4
  store i64 0, ptr %c1330
  br label %head1331
head1331:
  %i1334 = load i64, ptr %c1330
  %t1335 = icmp slt i64 %i1334, %t32
  br i1 %t1335, label %body1332, label %done1333
body1332:
  %t1336 = getelementptr float, ptr %rowbuf, i64 %i1334
  %t1337 = load float, ptr %t1336, align 4
  %t1338 = getelementptr float, ptr %t1325, i64 %i1334
  store float %t1337, ptr %t1338, align 4
  %t1339 = add nsw i64 %i1334, 1
  store i64 %t1339, ptr %c1330
  br label %head1331
done1333:
  br label %rowdone1301
rowdone1301:
  %t1342 = icmp slt i64 25, %t29
  br i1 %t1342, label %row1340, label %rowdone1341
row1340:
  %t1343 = add i64 %t25, 25
  %t1344 = getelementptr i32, ptr %buf.radd, i64 %t1343
  %t1345 = load i32, ptr %t1344, align 4
  %t1346 = insertelement <16 x i32> poison, i32 %t1345, i64 0
  %t1347 = shufflevector <16 x i32> %t1346, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1348 = getelementptr i32, ptr %buf.rmul, i64 %t1343
  %t1349 = load i32, ptr %t1348, align 4
  %t1350 = insertelement <16 x i32> poison, i32 %t1349, i64 0
  %t1351 = shufflevector <16 x i32> %t1350, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1352 = mul i64 %t36, 1
  %t1353 = add i64 %t1352, 25
  %t1354 = getelementptr <16 x i32>, ptr %tile, i64 %t1353
  %t1355 = load <16 x i32>, ptr %t1354, align 4
  %t1356 = bitcast <16 x i32> %t1355 to <16 x float>
  %t1357 = fmul <16 x float> %t1356, %t335
  %t1358 = fadd <16 x float> %t1357, %t338
  %t1359 = fcmp olt <16 x float> %t1358, splat (float 0x0000000000000000)
  %t1360 = select <16 x i1> %t1359, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1358
  %t1361 = fcmp ogt <16 x float> %t1360, splat (float 0x4018000000000000)
  %t1362 = select <16 x i1> %t1361, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1360
  %t1363 = mul i64 %t1343, %size.ldc
  %t1364 = add i64 %t1363, %t26
  %t1365 = getelementptr float, ptr %buf.c, i64 %t1364
  br i1 %t339, label %whole1366, label %part1367
whole1366:
  %t1368 = getelementptr float, ptr %t1365, i64 0
  store <16 x float> %t1362, ptr %t1368, align 4
  br label %rowdone1341
part1367:
  %t1369 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1362, ptr %t1369, align 4
  store i64 0, ptr %c1370
  br label %head1371
head1371:
  %i1374 = load i64, ptr %c1370
  %t1375 = icmp slt i64 %i1374, %t32
  br i1 %t1375, label %body1372, label %done1373
body1372:
  %t1376 = getelementptr float, ptr %rowbuf, i64 %i1374
  %t1377 = load float, ptr %t1376, align 4
  %t1378 = getelementptr float, ptr %t1365, i64 %i1374
  store float %t1377, ptr %t1378, align 4
  %t1379 = add nsw i64 %i1374, 1
  store i64 %t1379, ptr %c1370
  br label %head1371
done1373:
  br label %rowdone1341
rowdone1341:
  %t1382 = icmp slt i64 26, %t29
  br i1 %t1382, label %row1380, label %rowdone1381
row1380:
  %t1383 = add i64 %t25, 26
  %t1384 = getelementptr i32, ptr %buf.radd, i64 %t1383
  %t1385 = load i32, ptr %t1384, align 4
  %t1386 = insertelement <16 x i32> poison, i32 %t1385, i64 0
  %t1387 = shufflevector <16 x i32> %t1386, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1388 = getelementptr i32, ptr %buf.rmul, i64 %t1383
  %t1389 = load i32, ptr %t1388, align 4
  %t1390 = insertelement <16 x i32> poison, i32 %t1389, i64 0
  %t1391 = shufflevector <16 x i32> %t1390, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1392 = mul i64 %t36, 1
  %t1393 = add i64 %t1392, 26
  %t1394 = getelementptr <16 x i32>, ptr %tile, i64 %t1393
  %t1395 = load <16 x i32>, ptr %t1394, align 4
  %t1396 = bitcast <16 x i32> %t1395 to <16 x float>
  %t1397 = fmul <16 x float> %t1396, %t335
  %t1398 = fadd <16 x float> %t1397, %t338
  %t1399 = fcmp olt <16 x float> %t1398, splat (float 0x0000000000000000)
  %t1400 = select <16 x i1> %t1399, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1398
  %t1401 = fcmp ogt <16 x float> %t1400, splat (float 0x4018000000000000)
  %t1402 = select <16 x i1> %t1401, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1400
  %t1403 = mul i64 %t1383, %size.ldc
  %t1404 = add i64 %t1403, %t26
  %t1405 = getelementptr float, ptr %buf.c, i64 %t1404
  br i1 %t339, label %whole1406, label %part1407
whole1406:
  %t1408 = getelementptr float, ptr %t1405, i64 0
  store <16 x float> %t1402, ptr %t1408, align 4
  br label %rowdone1381
part1407:
  %t1409 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1402, ptr %t1409, align 4
  store i64 0, ptr %c1410
  br label %head1411
head1411:
  %i1414 = load i64, ptr %c1410
  %t1415 = icmp slt i64 %i1414, %t32
  br i1 %t1415, label %body1412, label %done1413
body1412:
  %t1416 = getelementptr float, ptr %rowbuf, i64 %i1414
  %t1417 = load float, ptr %t1416, align 4
  %t1418 = getelementptr float, ptr %t1405, i64 %i1414
  store float %t1417, ptr %t1418, align 4
  %t1419 = add nsw i64 %i1414, 1
  store i64 %t1419, ptr %c1410
  br label %head1411
done1413:
  br label %rowdone1381
rowdone1381:
  %t1422 = icmp slt i64 27, %t29
  br i1 %t1422, label %row1420, label %rowdone1421
row1420:
  %t1423 = add i64 %t25, 27
  %t1424 = getelementptr i32, ptr %buf.radd, i64 %t1423
  %t1425 = load i32, ptr %t1424, align 4
  %t1426 = insertelement <16 x i32> poison, i32 %t1425, i64 0
  %t1427 = shufflevector <16 x i32> %t1426, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1428 = getelementptr i32, ptr %buf.rmul, i64 %t1423
  %t1429 = load i32, ptr %t1428, align 4
  %t1430 = insertelement <16 x i32> poison, i32 %t1429, i64 0
  %t1431 = shufflevector <16 x i32> %t1430, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1432 = mul i64 %t36, 1
  %t1433 = add i64 %t1432, 27
  %t1434 = getelementptr <16 x i32>, ptr %tile, i64 %t1433
  %t1435 = load <16 x i32>, ptr %t1434, align 4
  %t1436 = bitcast <16 x i32> %t1435 to <16 x float>
  %t1437 = fmul <16 x float> %t1436, %t335
  %t1438 = fadd <16 x float> %t1437, %t338
  %t1439 = fcmp olt <16 x float> %t1438, splat (float 0x0000000000000000)
  %t1440 = select <16 x i1> %t1439, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1438
  %t1441 = fcmp ogt <16 x float> %t1440, splat (float 0x4018000000000000)
  %t1442 = select <16 x i1> %t1441, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1440
  %t1443 = mul i64 %t1423, %size.ldc
  %t1444 = add i64 %t1443, %t26
  %t1445 = getelementptr float, ptr %buf.c, i64 %t1444
  br i1 %t339, label %whole1446, label %part1447
whole1446:
  %t1448 = getelementptr float, ptr %t1445, i64 0
  store <16 x float> %t1442, ptr %t1448, align 4
  br label %rowdone1421
part1447:
  %t1449 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1442, ptr %t1449, align 4
  store i64 0, ptr %c1450
  br label %head1451
head1451:
  %i1454 = load i64, ptr %c1450
  %t1455 = icmp slt i64 %i1454, %t32
  br i1 %t1455, label %body1452, label %done1453
body1452:
  %t1456 = getelementptr float, ptr %rowbuf, i64 %i1454
  %t1457 = load float, ptr %t1456, align 4
  %t1458 = getelementptr float, ptr %t1445, i64 %i1454
  store float %t1457, ptr %t1458, align 4
  %t1459 = add nsw i64 %i1454, 1
  store i64 %t1459, ptr %c1450
  br label %head1451
done1453:
  br label %rowdone1421
rowdone1421:
  %t1462 = icmp slt i64 28, %t29
  br i1 %t1462, label %row1460, label %rowdone1461
row1460:
  %t1463 = add i64 %t25, 28
  %t1464 = getelementptr i32, ptr %buf.radd, i64 %t1463
  %t1465 = load i32, ptr %t1464, align 4
  %t1466 = insertelement <16 x i32> poison, i32 %t1465, i64 0
  %t1467 = shufflevector <16 x i32> %t1466, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1468 = getelementptr i32, ptr %buf.rmul, i64 %t1463
  %t1469 = load i32, ptr %t1468, align 4
  %t1470 = insertelement <16 x i32> poison, i32 %t1469, i64 0
  %t1471 = shufflevector <16 x i32> %t1470, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1472 = mul i64 %t36, 1
  %t1473 = add i64 %t1472, 28
  %t1474 = getelementptr <16 x i32>, ptr %tile, i64 %t1473
  %t1475 = load <16 x i32>, ptr %t1474, align 4
  %t1476 = bitcast <16 x i32> %t1475 to <16 x float>
  %t1477 = fmul <16 x float> %t1476, %t335
  %t1478 = fadd <16 x float> %t1477, %t338
  %t1479 = fcmp olt <16 x float> %t1478, splat (float 0x0000000000000000)
  %t1480 = select <16 x i1> %t1479, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1478
  %t1481 = fcmp ogt <16 x float> %t1480, splat (float 0x4018000000000000)
  %t1482 = select <16 x i1> %t1481, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1480
  %t1483 = mul i64 %t1463, %size.ldc
  %t1484 = add i64 %t1483, %t26
  %t1485 = getelementptr float, ptr %buf.c, i64 %t1484
  br i1 %t339, label %whole1486, label %part1487
whole1486:
  %t1488 = getelementptr float, ptr %t1485, i64 0
  store <16 x float> %t1482, ptr %t1488, align 4
  br label %rowdone1461
part1487:
  %t1489 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1482, ptr %t1489, align 4
  store i64 0, ptr %c1490
  br label %head1491
head1491:
  %i1494 = load i64, ptr %c1490
  %t1495 = icmp slt i64 %i1494, %t32
  br i1 %t1495, label %body1492, label %done1493
body1492:
  %t1496 = getelementptr float, ptr %rowbuf, i64 %i1494
  %t1497 = load float, ptr %t1496, align 4
  %t1498 = getelementptr float, ptr %t1485, i64 %i1494
  store float %t1497, ptr %t1498, align 4
  %t1499 = add nsw i64 %i1494, 1
  store i64 %t1499, ptr %c1490
  br label %head1491
done1493:
  br label %rowdone1461
rowdone1461:
  %t1502 = icmp slt i64 29, %t29
  br i1 %t1502, label %row1500, label %rowdone1501
row1500:
  %t1503 = add i64 %t25, 29
  %t1504 = getelementptr i32, ptr %buf.radd, i64 %t1503
  %t1505 = load i32, ptr %t1504, align 4
  %t1506 = insertelement <16 x i32> poison, i32 %t1505, i64 0
  %t1507 = shufflevector <16 x i32> %t1506, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1508 = getelementptr i32, ptr %buf.rmul, i64 %t1503
  %t1509 = load i32, ptr %t1508, align 4
  %t1510 = insertelement <16 x i32> poison, i32 %t1509, i64 0
  %t1511 = shufflevector <16 x i32> %t1510, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1512 = mul i64 %t36, 1
  %t1513 = add i64 %t1512, 29
  %t1514 = getelementptr <16 x i32>, ptr %tile, i64 %t1513
  %t1515 = load <16 x i32>, ptr %t1514, align 4
  %t1516 = bitcast <16 x i32> %t1515 to <16 x float>
  %t1517 = fmul <16 x float> %t1516, %t335
  %t1518 = fadd <16 x float> %t1517, %t338
  %t1519 = fcmp olt <16 x float> %t1518, splat (float 0x0000000000000000)
  %t1520 = select <16 x i1> %t1519, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1518
  %t1521 = fcmp ogt <16 x float> %t1520, splat (float 0x4018000000000000)
  %t1522 = select <16 x i1> %t1521, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1520
  %t1523 = mul i64 %t1503, %size.ldc
  %t1524 = add i64 %t1523, %t26
  %t1525 = getelementptr float, ptr %buf.c, i64 %t1524
  br i1 %t339, label %whole1526, label %part1527
whole1526:
  %t1528 = getelementptr float, ptr %t1525, i64 0
  store <16 x float> %t1522, ptr %t1528, align 4
  br label %rowdone1501
part1527:
  %t1529 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1522, ptr %t1529, align 4
  store i64 0, ptr %c1530
  br label %head1531
head1531:
  %i1534 = load i64, ptr %c1530
  %t1535 = icmp slt i64 %i1534, %t32
  br i1 %t1535, label %body1532, label %done1533
body1532:
  %t1536 = getelementptr float, ptr %rowbuf, i64 %i1534
  %t1537 = load float, ptr %t1536, align 4
  %t1538 = getelementptr float, ptr %t1525, i64 %i1534
  store float %t1537, ptr %t1538, align 4
  %t1539 = add nsw i64 %i1534, 1
  store i64 %t1539, ptr %c1530
  br label %head1531
done1533:
  br label %rowdone1501
rowdone1501:
  %t1542 = icmp slt i64 30, %t29
  br i1 %t1542, label %row1540, label %rowdone1541
row1540:
  %t1543 = add i64 %t25, 30
  %t1544 = getelementptr i32, ptr %buf.radd, i64 %t1543
  %t1545 = load i32, ptr %t1544, align 4
  %t1546 = insertelement <16 x i32> poison, i32 %t1545, i64 0
  %t1547 = shufflevector <16 x i32> %t1546, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1548 = getelementptr i32, ptr %buf.rmul, i64 %t1543
  %t1549 = load i32, ptr %t1548, align 4
  %t1550 = insertelement <16 x i32> poison, i32 %t1549, i64 0
  %t1551 = shufflevector <16 x i32> %t1550, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1552 = mul i64 %t36, 1
  %t1553 = add i64 %t1552, 30
  %t1554 = getelementptr <16 x i32>, ptr %tile, i64 %t1553
  %t1555 = load <16 x i32>, ptr %t1554, align 4
  %t1556 = bitcast <16 x i32> %t1555 to <16 x float>
  %t1557 = fmul <16 x float> %t1556, %t335
  %t1558 = fadd <16 x float> %t1557, %t338
  %t1559 = fcmp olt <16 x float> %t1558, splat (float 0x0000000000000000)
  %t1560 = select <16 x i1> %t1559, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1558
  %t1561 = fcmp ogt <16 x float> %t1560, splat (float 0x4018000000000000)
  %t1562 = select <16 x i1> %t1561, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1560
  %t1563 = mul i64 %t1543, %size.ldc
  %t1564 = add i64 %t1563, %t26
  %t1565 = getelementptr float, ptr %buf.c, i64 %t1564
  br i1 %t339, label %whole1566, label %part1567
whole1566:
  %t1568 = getelementptr float, ptr %t1565, i64 0
  store <16 x float> %t1562, ptr %t1568, align 4
  br label %rowdone1541
part1567:
  %t1569 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1562, ptr %t1569, align 4
  store i64 0, ptr %c1570
  br label %head1571
head1571:
  %i1574 = load i64, ptr %c1570
  %t1575 = icmp slt i64 %i1574, %t32
  br i1 %t1575, label %body1572, label %done1573
body1572:
  %t1576 = getelementptr float, ptr %rowbuf, i64 %i1574
  %t1577 = load float, ptr %t1576, align 4
  %t1578 = getelementptr float, ptr %t1565, i64 %i1574
  store float %t1577, ptr %t1578, align 4
  %t1579 = add nsw i64 %i1574, 1
  store i64 %t1579, ptr %c1570
  br label %head1571
done1573:
  br label %rowdone1541
rowdone1541:
  %t1582 = icmp slt i64 31, %t29
  br i1 %t1582, label %row1580, label %rowdone1581
row1580:
  %t1583 = add i64 %t25, 31
  %t1584 = getelementptr i32, ptr %buf.radd, i64 %t1583
  %t1585 = load i32, ptr %t1584, align 4
  %t1586 = insertelement <16 x i32> poison, i32 %t1585, i64 0
  %t1587 = shufflevector <16 x i32> %t1586, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1588 = getelementptr i32, ptr %buf.rmul, i64 %t1583
  %t1589 = load i32, ptr %t1588, align 4
  %t1590 = insertelement <16 x i32> poison, i32 %t1589, i64 0
  %t1591 = shufflevector <16 x i32> %t1590, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1592 = mul i64 %t36, 1
  %t1593 = add i64 %t1592, 31
  %t1594 = getelementptr <16 x i32>, ptr %tile, i64 %t1593
  %t1595 = load <16 x i32>, ptr %t1594, align 4
  %t1596 = bitcast <16 x i32> %t1595 to <16 x float>
  %t1597 = fmul <16 x float> %t1596, %t335
  %t1598 = fadd <16 x float> %t1597, %t338
  %t1599 = fcmp olt <16 x float> %t1598, splat (float 0x0000000000000000)
  %t1600 = select <16 x i1> %t1599, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1598
  %t1601 = fcmp ogt <16 x float> %t1600, splat (float 0x4018000000000000)
  %t1602 = select <16 x i1> %t1601, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1600
  %t1603 = mul i64 %t1583, %size.ldc
  %t1604 = add i64 %t1603, %t26
  %t1605 = getelementptr float, ptr %buf.c, i64 %t1604
  br i1 %t339, label %whole1606, label %part1607
whole1606:
  %t1608 = getelementptr float, ptr %t1605, i64 0
  store <16 x float> %t1602, ptr %t1608, align 4
  br label %rowdone1581
part1607:
  %t1609 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1602, ptr %t1609, align 4
  store i64 0, ptr %c1610
  br label %head1611
head1611:
  %i1614 = load i64, ptr %c1610
  %t1615 = icmp slt i64 %i1614, %t32
  br i1 %t1615, label %body1612, label %done1613
body1612:
  %t1616 = getelementptr float, ptr %rowbuf, i64 %i1614
  %t1617 = load float, ptr %t1616, align 4
  %t1618 = getelementptr float, ptr %t1605, i64 %i1614
  store float %t1617, ptr %t1618, align 4
  %t1619 = add nsw i64 %i1614, 1
  store i64 %t1619, ptr %c1610
  br label %head1611
done1613:
  br label %rowdone1581
rowdone1581:
  %t1620 = add nsw i64 %i17, 1
  store i64 %t1620, ptr %c13
  br label %head14
done16:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
