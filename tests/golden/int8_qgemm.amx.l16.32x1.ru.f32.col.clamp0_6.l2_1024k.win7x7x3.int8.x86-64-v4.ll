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
  %c204 = alloca i64
  %c219 = alloca i64
  %c240 = alloca i64
  %c258 = alloca i64
  %c270 = alloca i64
  %c287 = alloca i64
  %c354 = alloca i64
  %c394 = alloca i64
  %c434 = alloca i64
  %c474 = alloca i64
  %c514 = alloca i64
  %c554 = alloca i64
  %c594 = alloca i64
  %c634 = alloca i64
  %c674 = alloca i64
  %c714 = alloca i64
  %c754 = alloca i64
  %c794 = alloca i64
  %c834 = alloca i64
  %c874 = alloca i64
  %c914 = alloca i64
  %c954 = alloca i64
  %c994 = alloca i64
  %c1034 = alloca i64
  %c1074 = alloca i64
  %c1114 = alloca i64
  %c1154 = alloca i64
  %c1194 = alloca i64
  %c1234 = alloca i64
  %c1274 = alloca i64
  %c1314 = alloca i64
  %c1354 = alloca i64
  %c1394 = alloca i64
  %c1434 = alloca i64
  %c1474 = alloca i64
  %c1514 = alloca i64
  %c1554 = alloca i64
  %c1594 = alloca i64
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
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %t97, ptr align 2 %t98, <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>)
  %t99 = mul i64 %size.dh, 1
  %t100 = add i64 %t71, %t99
  %t101 = icmp ult i64 %t100, %size.h
  %t102 = insertelement <32 x i1> poison, i1 %t101, i64 0
  %t103 = shufflevector <32 x i1> %t102, <32 x i1> poison, <32 x i32> zeroinitializer
  %t104 = mul i64 %t67, %t51
  %t105 = mul i64 %t100, %size.w
  %t106 = add i64 %t105, %t73
  %t107 = mul i64 %t106, 3
  %t108 = add i64 %t104, %t107
  %t109 = getelementptr i16, ptr %buf.r, i64 %t108
  %t110 = getelementptr i16, ptr %t109, i64 0
  %t111 = and <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>, %t103
  %t112 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %t110, <32 x i1> %t111, <32 x i16> zeroinitializer)
  %t113 = getelementptr i16, ptr %t76, i64 21
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %t112, ptr align 2 %t113, <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>)
  %t114 = mul i64 %size.dh, 2
  %t115 = add i64 %t71, %t114
  %t116 = icmp ult i64 %t115, %size.h
  %t117 = insertelement <32 x i1> poison, i1 %t116, i64 0
  %t118 = shufflevector <32 x i1> %t117, <32 x i1> poison, <32 x i32> zeroinitializer
  %t119 = mul i64 %t67, %t51
  %t120 = mul i64 %t115, %size.w
  %t121 = add i64 %t120, %t73
  %t122 = mul i64 %t121, 3
  %t123 = add i64 %t119, %t122
  %t124 = getelementptr i16, ptr %buf.r, i64 %t123
  %t125 = getelementptr i16, ptr %t124, i64 0
  %t126 = and <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>, %t118
  %t127 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %t125, <32 x i1> %t126, <32 x i16> zeroinitializer)
  %t128 = getelementptr i16, ptr %t76, i64 42
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %t127, ptr align 2 %t128, <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>)
  %t129 = mul i64 %size.dh, 3
  %t130 = add i64 %t71, %t129
  %t131 = icmp ult i64 %t130, %size.h
  %t132 = insertelement <32 x i1> poison, i1 %t131, i64 0
  %t133 = shufflevector <32 x i1> %t132, <32 x i1> poison, <32 x i32> zeroinitializer
  %t134 = mul i64 %t67, %t51
  %t135 = mul i64 %t130, %size.w
  %t136 = add i64 %t135, %t73
  %t137 = mul i64 %t136, 3
  %t138 = add i64 %t134, %t137
  %t139 = getelementptr i16, ptr %buf.r, i64 %t138
  %t140 = getelementptr i16, ptr %t139, i64 0
  %t141 = and <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>, %t133
  %t142 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %t140, <32 x i1> %t141, <32 x i16> zeroinitializer)
  %t143 = getelementptr i16, ptr %t76, i64 63
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %t142, ptr align 2 %t143, <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>)
  %t144 = mul i64 %size.dh, 4
  %t145 = add i64 %t71, %t144
  %t146 = icmp ult i64 %t145, %size.h
  %t147 = insertelement <32 x i1> poison, i1 %t146, i64 0
  %t148 = shufflevector <32 x i1> %t147, <32 x i1> poison, <32 x i32> zeroinitializer
  %t149 = mul i64 %t67, %t51
  %t150 = mul i64 %t145, %size.w
  %t151 = add i64 %t150, %t73
  %t152 = mul i64 %t151, 3
  %t153 = add i64 %t149, %t152
  %t154 = getelementptr i16, ptr %buf.r, i64 %t153
  %t155 = getelementptr i16, ptr %t154, i64 0
  %t156 = and <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>, %t148
  %t157 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %t155, <32 x i1> %t156, <32 x i16> zeroinitializer)
  %t158 = getelementptr i16, ptr %t76, i64 84
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %t157, ptr align 2 %t158, <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>)
  %t159 = mul i64 %size.dh, 5
  %t160 = add i64 %t71, %t159
  %t161 = icmp ult i64 %t160, %size.h
  %t162 = insertelement <32 x i1> poison, i1 %t161, i64 0
  %t163 = shufflevector <32 x i1> %t162, <32 x i1> poison, <32 x i32> zeroinitializer
  %t164 = mul i64 %t67, %t51
  %t165 = mul i64 %t160, %size.w
  %t166 = add i64 %t165, %t73
  %t167 = mul i64 %t166, 3
  %t168 = add i64 %t164, %t167
  %t169 = getelementptr i16, ptr %buf.r, i64 %t168
  %t170 = getelementptr i16, ptr %t169, i64 0
  %t171 = and <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>, %t163
  %t172 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %t170, <32 x i1> %t171, <32 x i16> zeroinitializer)
  %t173 = getelementptr i16, ptr %t76, i64 105
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %t172, ptr align 2 %t173, <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>)
  %t174 = mul i64 %size.dh, 6
  %t175 = add i64 %t71, %t174
  %t176 = icmp ult i64 %t175, %size.h
  %t177 = insertelement <32 x i1> poison, i1 %t176, i64 0
  %t178 = shufflevector <32 x i1> %t177, <32 x i1> poison, <32 x i32> zeroinitializer
  %t179 = mul i64 %t67, %t51
  %t180 = mul i64 %t175, %size.w
  %t181 = add i64 %t180, %t73
  %t182 = mul i64 %t181, 3
  %t183 = add i64 %t179, %t182
  %t184 = getelementptr i16, ptr %buf.r, i64 %t183
  %t185 = getelementptr i16, ptr %t184, i64 0
  %t186 = and <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>, %t178
  %t187 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %t185, <32 x i1> %t186, <32 x i16> zeroinitializer)
  %t188 = getelementptr i16, ptr %t76, i64 126
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %t187, ptr align 2 %t188, <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>)
  br label %windowed79
edge78:
  %t189 = sub i64 0, %t73
  %t190 = icmp sgt i64 %t189, 0
  %t191 = select i1 %t190, i64 %t189, i64 0
  %t192 = icmp slt i64 %t191, 7
  %t193 = select i1 %t192, i64 %t191, i64 7
  %t194 = add i64 %t73, 7
  %t195 = sub i64 %t194, %size.w
  %t196 = icmp sgt i64 %t195, 0
  %t197 = select i1 %t196, i64 %t195, i64 0
  %t198 = sub i64 7, %t193
  %t199 = icmp slt i64 %t197, %t198
  %t200 = select i1 %t199, i64 %t197, i64 %t198
  %t201 = sub i64 7, %t193
  %t202 = sub i64 %t201, %t200
  %t203 = mul i64 %t202, 3
  store i64 0, ptr %c204
  br label %head205
head205:
  %i208 = load i64, ptr %c204
  %t209 = icmp slt i64 %i208, 7
  br i1 %t209, label %body206, label %done207
body206:
  %t210 = mul i64 %i208, %size.dh
  %t211 = add i64 %t71, %t210
  %t212 = mul i64 %i208, %t52
  %t213 = getelementptr i16, ptr %t76, i64 %t212
  %t217 = icmp ult i64 %t211, %size.h
  br i1 %t217, label %inside214, label %padding215
inside214:
  %t218 = mul i64 %t193, 3
  store i64 0, ptr %c219
  br label %head220
head220:
  %i223 = load i64, ptr %c219
  %t224 = icmp slt i64 %i223, %t218
  br i1 %t224, label %body221, label %done222
body221:
  %t225 = sub i64 %t218, %i223
  %t226 = insertelement <32 x i64> poison, i64 %t225, i64 0
  %t227 = shufflevector <32 x i64> %t226, <32 x i64> poison, <32 x i32> zeroinitializer
  %t228 = icmp ult <32 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %t227
  %t229 = getelementptr i16, ptr %t213, i64 %i223
  call void @llvm.masked.store.v32i16.p0(<32 x i16> zeroinitializer, ptr align 2 %t229, <32 x i1> %t228)
  %t230 = add nsw i64 %i223, 32
  store i64 %t230, ptr %c219
  br label %head220
done222:
  %t231 = mul i64 %t67, %t51
  %t232 = mul i64 %t211, %size.w
  %t233 = add i64 %t73, %t193
  %t234 = add i64 %t232, %t233
  %t235 = mul i64 %t234, 3
  %t236 = add i64 %t231, %t235
  %t237 = getelementptr i16, ptr %buf.r, i64 %t236
  %t238 = mul i64 %t193, 3
  %t239 = getelementptr i16, ptr %t213, i64 %t238
  store i64 0, ptr %c240
  br label %head241
head241:
  %i244 = load i64, ptr %c240
  %t245 = icmp slt i64 %i244, %t203
  br i1 %t245, label %body242, label %done243
body242:
  %t246 = sub i64 %t203, %i244
  %t247 = insertelement <32 x i64> poison, i64 %t246, i64 0
  %t248 = shufflevector <32 x i64> %t247, <32 x i64> poison, <32 x i32> zeroinitializer
  %t249 = icmp ult <32 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %t248
  %t250 = getelementptr i16, ptr %t237, i64 %i244
  %t251 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %t250, <32 x i1> %t249, <32 x i16> zeroinitializer)
  %t252 = getelementptr i16, ptr %t239, i64 %i244
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %t251, ptr align 2 %t252, <32 x i1> %t249)
  %t253 = add nsw i64 %i244, 32
  store i64 %t253, ptr %c240
  br label %head241
done243:
  %t254 = mul i64 %t200, 3
  %t255 = sub i64 %t52, %t254
  %t256 = getelementptr i16, ptr %t213, i64 %t255
  %t257 = mul i64 %t200, 3
  store i64 0, ptr %c258
  br label %head259
head259:
  %i262 = load i64, ptr %c258
  %t263 = icmp slt i64 %i262, %t257
  br i1 %t263, label %body260, label %done261
body260:
  %t264 = sub i64 %t257, %i262
  %t265 = insertelement <32 x i64> poison, i64 %t264, i64 0
  %t266 = shufflevector <32 x i64> %t265, <32 x i64> poison, <32 x i32> zeroinitializer
  %t267 = icmp ult <32 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %t266
  %t268 = getelementptr i16, ptr %t256, i64 %i262
  call void @llvm.masked.store.v32i16.p0(<32 x i16> zeroinitializer, ptr align 2 %t268, <32 x i1> %t267)
  %t269 = add nsw i64 %i262, 32
  store i64 %t269, ptr %c258
  br label %head259
done261:
  br label %tapped216
padding215:
  store i64 0, ptr %c270
  br label %head271
head271:
  %i274 = load i64, ptr %c270
  %t275 = icmp slt i64 %i274, %t52
  br i1 %t275, label %body272, label %done273
body272:
  %t276 = sub i64 %t52, %i274
  %t277 = insertelement <32 x i64> poison, i64 %t276, i64 0
  %t278 = shufflevector <32 x i64> %t277, <32 x i64> poison, <32 x i32> zeroinitializer
  %t279 = icmp ult <32 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %t278
  %t280 = getelementptr i16, ptr %t213, i64 %i274
  call void @llvm.masked.store.v32i16.p0(<32 x i16> zeroinitializer, ptr align 2 %t280, <32 x i1> %t279)
  %t281 = add nsw i64 %i274, 32
  store i64 %t281, ptr %c270
  br label %head271
done273:
  br label %tapped216
tapped216:
  %t282 = add nsw i64 %i208, 1
  store i64 %t282, ptr %c204
  br label %head205
done207:
  br label %windowed79
windowed79:
  %t283 = mul i64 7, %t52
  %t284 = getelementptr i16, ptr %t76, i64 %t283
  %t285 = mul i64 7, %t52
  %t286 = sub i64 %t48, %t285
  store i64 0, ptr %c287
  br label %head288
head288:
  %i291 = load i64, ptr %c287
  %t292 = icmp slt i64 %i291, %t286
  br i1 %t292, label %body289, label %done290
body289:
  %t293 = sub i64 %t286, %i291
  %t294 = insertelement <32 x i64> poison, i64 %t293, i64 0
  %t295 = shufflevector <32 x i64> %t294, <32 x i64> poison, <32 x i32> zeroinitializer
  %t296 = icmp ult <32 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %t295
  %t297 = getelementptr i16, ptr %t284, i64 %i291
  call void @llvm.masked.store.v32i16.p0(<32 x i16> zeroinitializer, ptr align 2 %t297, <32 x i1> %t296)
  %t298 = add nsw i64 %i291, 32
  store i64 %t298, ptr %c287
  br label %head288
done290:
  %t299 = add i64 %t69, 1
  %t300 = icmp eq i64 %t299, %size.ow
  %t301 = add i64 %t68, 1
  %t302 = select i1 %t300, i64 %t301, i64 %t68
  %t303 = icmp eq i64 %t302, %size.oh
  %t304 = select i1 %t300, i64 0, i64 %t299
  store i64 %t304, ptr %c60
  %t305 = select i1 %t303, i64 0, i64 %t302
  store i64 %t305, ptr %c59
  %t306 = add i64 %t67, 1
  %t307 = select i1 %t303, i64 %t306, i64 %t67
  store i64 %t307, ptr %c58
  %t308 = add nsw i64 %i65, 1
  store i64 %t308, ptr %c61
  br label %head62
done64:
  br label %rounded39
rounded39:
  %t309 = mul i64 %t22, %t8
  %t310 = getelementptr i8, ptr %buf.p, i64 %t309
  call void @"jr.qgemm.amx.l16.32x1.ru.f32.col.clamp0_6.l2_1024k.win7x7x3.mk"(ptr %block, i64 %t37, i64 %t29, ptr %t310, i64 %size.kg, ptr %tile)
  %t311 = add i64 %t26, 0
  %t312 = getelementptr i32, ptr %buf.cadd, i64 %t311
  %t313 = load <16 x i32>, ptr %t312, align 4
  %t314 = add i64 %t26, 0
  %t315 = getelementptr i32, ptr %buf.cmul, i64 %t314
  %t316 = load <16 x i32>, ptr %t315, align 4
  %t317 = add i64 %t26, 0
  %t318 = getelementptr float, ptr %buf.scale, i64 %t317
  %t319 = load <16 x float>, ptr %t318, align 4
  %t320 = add i64 %t26, 0
  %t321 = getelementptr float, ptr %buf.bias, i64 %t320
  %t322 = load <16 x float>, ptr %t321, align 4
  %t323 = icmp eq i64 %t32, 16
  %t326 = icmp slt i64 0, %t29
  br i1 %t326, label %row324, label %rowdone325
row324:
  %t327 = add i64 %t25, 0
  %t328 = getelementptr i32, ptr %buf.radd, i64 %t327
  %t329 = load i32, ptr %t328, align 4
  %t330 = insertelement <16 x i32> poison, i32 %t329, i64 0
  %t331 = shufflevector <16 x i32> %t330, <16 x i32> poison, <16 x i32> zeroinitializer
  %t332 = getelementptr i32, ptr %buf.rmul, i64 %t327
  %t333 = load i32, ptr %t332, align 4
  %t334 = insertelement <16 x i32> poison, i32 %t333, i64 0
  %t335 = shufflevector <16 x i32> %t334, <16 x i32> poison, <16 x i32> zeroinitializer
  %t336 = mul i64 %t36, 1
  %t337 = add i64 %t336, 0
  %t338 = getelementptr <16 x i32>, ptr %tile, i64 %t337
  %t339 = load <16 x i32>, ptr %t338, align 4
  %t340 = bitcast <16 x i32> %t339 to <16 x float>
  %t341 = fmul <16 x float> %t340, %t319
  %t342 = fadd <16 x float> %t341, %t322
  %t343 = fcmp olt <16 x float> %t342, splat (float 0x0000000000000000)
  %t344 = select <16 x i1> %t343, <16 x float> splat (float 0x0000000000000000), <16 x float> %t342
  %t345 = fcmp ogt <16 x float> %t344, splat (float 0x4018000000000000)
  %t346 = select <16 x i1> %t345, <16 x float> splat (float 0x4018000000000000), <16 x float> %t344
  %t347 = mul i64 %t327, %size.ldc
  %t348 = add i64 %t347, %t26
  %t349 = getelementptr float, ptr %buf.c, i64 %t348
  br i1 %t323, label %whole350, label %part351
whole350:
  %t352 = getelementptr float, ptr %t349, i64 0
  store <16 x float> %t346, ptr %t352, align 4
  br label %rowdone325
part351:
  %t353 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t346, ptr %t353, align 4
  store i64 0, ptr %c354
  br label %head355
head355:
  %i358 = load i64, ptr %c354
  %t359 = icmp slt i64 %i358, %t32
  br i1 %t359, label %body356, label %done357
body356:
  %t360 = getelementptr float, ptr %rowbuf, i64 %i358
  %t361 = load float, ptr %t360, align 4
  %t362 = getelementptr float, ptr %t349, i64 %i358
  store float %t361, ptr %t362, align 4
  %t363 = add nsw i64 %i358, 1
  store i64 %t363, ptr %c354
  br label %head355
done357:
  br label %rowdone325
rowdone325:
  %t366 = icmp slt i64 1, %t29
  br i1 %t366, label %row364, label %rowdone365
row364:
  %t367 = add i64 %t25, 1
  %t368 = getelementptr i32, ptr %buf.radd, i64 %t367
  %t369 = load i32, ptr %t368, align 4
  %t370 = insertelement <16 x i32> poison, i32 %t369, i64 0
  %t371 = shufflevector <16 x i32> %t370, <16 x i32> poison, <16 x i32> zeroinitializer
  %t372 = getelementptr i32, ptr %buf.rmul, i64 %t367
  %t373 = load i32, ptr %t372, align 4
  %t374 = insertelement <16 x i32> poison, i32 %t373, i64 0
  %t375 = shufflevector <16 x i32> %t374, <16 x i32> poison, <16 x i32> zeroinitializer
  %t376 = mul i64 %t36, 1
  %t377 = add i64 %t376, 1
  %t378 = getelementptr <16 x i32>, ptr %tile, i64 %t377
  %t379 = load <16 x i32>, ptr %t378, align 4
  %t380 = bitcast <16 x i32> %t379 to <16 x float>
  %t381 = fmul <16 x float> %t380, %t319
  %t382 = fadd <16 x float> %t381, %t322
  %t383 = fcmp olt <16 x float> %t382, splat (float 0x0000000000000000)
  %t384 = select <16 x i1> %t383, <16 x float> splat (float 0x0000000000000000), <16 x float> %t382
  %t385 = fcmp ogt <16 x float> %t384, splat (float 0x4018000000000000)
  %t386 = select <16 x i1> %t385, <16 x float> splat (float 0x4018000000000000), <16 x float> %t384
  %t387 = mul i64 %t367, %size.ldc
  %t388 = add i64 %t387, %t26
  %t389 = getelementptr float, ptr %buf.c, i64 %t388
  br i1 %t323, label %whole390, label %part391
whole390:
  %t392 = getelementptr float, ptr %t389, i64 0
  store <16 x float> %t386, ptr %t392, align 4
  br label %rowdone365
part391:
  %t393 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t386, ptr %t393, align 4
  store i64 0, ptr %c394
  br label %head395
head395:
  %i398 = load i64, ptr %c394
  %t399 = icmp slt i64 %i398, %t32
  br i1 %t399, label %body396, label %done397
body396:
  %t400 = getelementptr float, ptr %rowbuf, i64 %i398
  %t401 = load float, ptr %t400, align 4
  %t402 = getelementptr float, ptr %t389, i64 %i398
  store float %t401, ptr %t402, align 4
  %t403 = add nsw i64 %i398, 1
  store i64 %t403, ptr %c394
  br label %head395
done397:
  br label %rowdone365
rowdone365:
  %t406 = icmp slt i64 2, %t29
  br i1 %t406, label %row404, label %rowdone405
row404:
  %t407 = add i64 %t25, 2
  %t408 = getelementptr i32, ptr %buf.radd, i64 %t407
  %t409 = load i32, ptr %t408, align 4
  %t410 = insertelement <16 x i32> poison, i32 %t409, i64 0
  %t411 = shufflevector <16 x i32> %t410, <16 x i32> poison, <16 x i32> zeroinitializer
  %t412 = getelementptr i32, ptr %buf.rmul, i64 %t407
  %t413 = load i32, ptr %t412, align 4
  %t414 = insertelement <16 x i32> poison, i32 %t413, i64 0
  %t415 = shufflevector <16 x i32> %t414, <16 x i32> poison, <16 x i32> zeroinitializer
  %t416 = mul i64 %t36, 1
  %t417 = add i64 %t416, 2
  %t418 = getelementptr <16 x i32>, ptr %tile, i64 %t417
  %t419 = load <16 x i32>, ptr %t418, align 4
  %t420 = bitcast <16 x i32> %t419 to <16 x float>
  %t421 = fmul <16 x float> %t420, %t319
  %t422 = fadd <16 x float> %t421, %t322
  %t423 = fcmp olt <16 x float> %t422, splat (float 0x0000000000000000)
  %t424 = select <16 x i1> %t423, <16 x float> splat (float 0x0000000000000000), <16 x float> %t422
  %t425 = fcmp ogt <16 x float> %t424, splat (float 0x4018000000000000)
  %t426 = select <16 x i1> %t425, <16 x float> splat (float 0x4018000000000000), <16 x float> %t424
  %t427 = mul i64 %t407, %size.ldc
  %t428 = add i64 %t427, %t26
  %t429 = getelementptr float, ptr %buf.c, i64 %t428
  br i1 %t323, label %whole430, label %part431
whole430:
  %t432 = getelementptr float, ptr %t429, i64 0
  store <16 x float> %t426, ptr %t432, align 4
  br label %rowdone405
part431:
  %t433 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t426, ptr %t433, align 4
  store i64 0, ptr %c434
  br label %head435
head435:
  %i438 = load i64, ptr %c434
  %t439 = icmp slt i64 %i438, %t32
  br i1 %t439, label %body436, label %done437
body436:
  %t440 = getelementptr float, ptr %rowbuf, i64 %i438
  %t441 = load float, ptr %t440, align 4
  %t442 = getelementptr float, ptr %t429, i64 %i438
  store float %t441, ptr %t442, align 4
  %t443 = add nsw i64 %i438, 1
  store i64 %t443, ptr %c434
  br label %head435
done437:
  br label %rowdone405
rowdone405:
  %t446 = icmp slt i64 3, %t29
  br i1 %t446, label %row444, label %rowdone445
row444:
  %t447 = add i64 %t25, 3
  %t448 = getelementptr i32, ptr %buf.radd, i64 %t447
  %t449 = load i32, ptr %t448, align 4
  %t450 = insertelement <16 x i32> poison, i32 %t449, i64 0
  %t451 = shufflevector <16 x i32> %t450, <16 x i32> poison, <16 x i32> zeroinitializer
  %t452 = getelementptr i32, ptr %buf.rmul, i64 %t447
  %t453 = load i32, ptr %t452, align 4
  %t454 = insertelement <16 x i32> poison, i32 %t453, i64 0
  %t455 = shufflevector <16 x i32> %t454, <16 x i32> poison, <16 x i32> zeroinitializer
  %t456 = mul i64 %t36, 1
  %t457 = add i64 %t456, 3
  %t458 = getelementptr <16 x i32>, ptr %tile, i64 %t457
  %t459 = load <16 x i32>, ptr %t458, align 4
  %t460 = bitcast <16 x i32> %t459 to <16 x float>
  %t461 = fmul <16 x float> %t460, %t319
  %t462 = fadd <16 x float> %t461, %t322
  %t463 = fcmp olt <16 x float> %t462, splat (float 0x0000000000000000)
  %t464 = select <16 x i1> %t463, <16 x float> splat (float 0x0000000000000000), <16 x float> %t462
  %t465 = fcmp ogt <16 x float> %t464, splat (float 0x4018000000000000)
  %t466 = select <16 x i1> %t465, <16 x float> splat (float 0x4018000000000000), <16 x float> %t464
  %t467 = mul i64 %t447, %size.ldc
  %t468 = add i64 %t467, %t26
  %t469 = getelementptr float, ptr %buf.c, i64 %t468
  br i1 %t323, label %whole470, label %part471
whole470:
  %t472 = getelementptr float, ptr %t469, i64 0
  store <16 x float> %t466, ptr %t472, align 4
  br label %rowdone445
part471:
  %t473 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t466, ptr %t473, align 4
  store i64 0, ptr %c474
  br label %head475
head475:
  %i478 = load i64, ptr %c474
  %t479 = icmp slt i64 %i478, %t32
  br i1 %t479, label %body476, label %done477
body476:
  %t480 = getelementptr float, ptr %rowbuf, i64 %i478
  %t481 = load float, ptr %t480, align 4
  %t482 = getelementptr float, ptr %t469, i64 %i478
  store float %t481, ptr %t482, align 4
  %t483 = add nsw i64 %i478, 1
  store i64 %t483, ptr %c474
  br label %head475
done477:
  br label %rowdone445
rowdone445:
  %t486 = icmp slt i64 4, %t29
  br i1 %t486, label %row484, label %rowdone485
row484:
  %t487 = add i64 %t25, 4
  %t488 = getelementptr i32, ptr %buf.radd, i64 %t487
  %t489 = load i32, ptr %t488, align 4
  %t490 = insertelement <16 x i32> poison, i32 %t489, i64 0
  %t491 = shufflevector <16 x i32> %t490, <16 x i32> poison, <16 x i32> zeroinitializer
  %t492 = getelementptr i32, ptr %buf.rmul, i64 %t487
  %t493 = load i32, ptr %t492, align 4
  %t494 = insertelement <16 x i32> poison, i32 %t493, i64 0
  %t495 = shufflevector <16 x i32> %t494, <16 x i32> poison, <16 x i32> zeroinitializer
  %t496 = mul i64 %t36, 1
  %t497 = add i64 %t496, 4
  %t498 = getelementptr <16 x i32>, ptr %tile, i64 %t497
  %t499 = load <16 x i32>, ptr %t498, align 4
  %t500 = bitcast <16 x i32> %t499 to <16 x float>
  %t501 = fmul <16 x float> %t500, %t319
  %t502 = fadd <16 x float> %t501, %t322
  %t503 = fcmp olt <16 x float> %t502, splat (float 0x0000000000000000)
  %t504 = select <16 x i1> %t503, <16 x float> splat (float 0x0000000000000000), <16 x float> %t502
  %t505 = fcmp ogt <16 x float> %t504, splat (float 0x4018000000000000)
  %t506 = select <16 x i1> %t505, <16 x float> splat (float 0x4018000000000000), <16 x float> %t504
  %t507 = mul i64 %t487, %size.ldc
  %t508 = add i64 %t507, %t26
  %t509 = getelementptr float, ptr %buf.c, i64 %t508
  br i1 %t323, label %whole510, label %part511
whole510:
  %t512 = getelementptr float, ptr %t509, i64 0
  store <16 x float> %t506, ptr %t512, align 4
  br label %rowdone485
part511:
  %t513 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t506, ptr %t513, align 4
  store i64 0, ptr %c514
  br label %head515
head515:
  %i518 = load i64, ptr %c514
  %t519 = icmp slt i64 %i518, %t32
  br i1 %t519, label %body516, label %done517
body516:
  %t520 = getelementptr float, ptr %rowbuf, i64 %i518
  %t521 = load float, ptr %t520, align 4
  %t522 = getelementptr float, ptr %t509, i64 %i518
  store float %t521, ptr %t522, align 4
  %t523 = add nsw i64 %i518, 1
  store i64 %t523, ptr %c514
  br label %head515
done517:
  br label %rowdone485
rowdone485:
  %t526 = icmp slt i64 5, %t29
  br i1 %t526, label %row524, label %rowdone525
row524:
  %t527 = add i64 %t25, 5
  %t528 = getelementptr i32, ptr %buf.radd, i64 %t527
  %t529 = load i32, ptr %t528, align 4
  %t530 = insertelement <16 x i32> poison, i32 %t529, i64 0
  %t531 = shufflevector <16 x i32> %t530, <16 x i32> poison, <16 x i32> zeroinitializer
  %t532 = getelementptr i32, ptr %buf.rmul, i64 %t527
  %t533 = load i32, ptr %t532, align 4
  %t534 = insertelement <16 x i32> poison, i32 %t533, i64 0
  %t535 = shufflevector <16 x i32> %t534, <16 x i32> poison, <16 x i32> zeroinitializer
  %t536 = mul i64 %t36, 1
  %t537 = add i64 %t536, 5
  %t538 = getelementptr <16 x i32>, ptr %tile, i64 %t537
  %t539 = load <16 x i32>, ptr %t538, align 4
  %t540 = bitcast <16 x i32> %t539 to <16 x float>
  %t541 = fmul <16 x float> %t540, %t319
  %t542 = fadd <16 x float> %t541, %t322
  %t543 = fcmp olt <16 x float> %t542, splat (float 0x0000000000000000)
  %t544 = select <16 x i1> %t543, <16 x float> splat (float 0x0000000000000000), <16 x float> %t542
  %t545 = fcmp ogt <16 x float> %t544, splat (float 0x4018000000000000)
  %t546 = select <16 x i1> %t545, <16 x float> splat (float 0x4018000000000000), <16 x float> %t544
  %t547 = mul i64 %t527, %size.ldc
  %t548 = add i64 %t547, %t26
  %t549 = getelementptr float, ptr %buf.c, i64 %t548
  br i1 %t323, label %whole550, label %part551
whole550:
  %t552 = getelementptr float, ptr %t549, i64 0
  store <16 x float> %t546, ptr %t552, align 4
  br label %rowdone525
part551:
  %t553 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t546, ptr %t553, align 4
  store i64 0, ptr %c554
  br label %head555
head555:
  %i558 = load i64, ptr %c554
  %t559 = icmp slt i64 %i558, %t32
  br i1 %t559, label %body556, label %done557
body556:
  %t560 = getelementptr float, ptr %rowbuf, i64 %i558
  %t561 = load float, ptr %t560, align 4
  %t562 = getelementptr float, ptr %t549, i64 %i558
  store float %t561, ptr %t562, align 4
  %t563 = add nsw i64 %i558, 1
  store i64 %t563, ptr %c554
  br label %head555
done557:
  br label %rowdone525
rowdone525:
  %t566 = icmp slt i64 6, %t29
  br i1 %t566, label %row564, label %rowdone565
row564:
  %t567 = add i64 %t25, 6
  %t568 = getelementptr i32, ptr %buf.radd, i64 %t567
  %t569 = load i32, ptr %t568, align 4
  %t570 = insertelement <16 x i32> poison, i32 %t569, i64 0
  %t571 = shufflevector <16 x i32> %t570, <16 x i32> poison, <16 x i32> zeroinitializer
  %t572 = getelementptr i32, ptr %buf.rmul, i64 %t567
  %t573 = load i32, ptr %t572, align 4
  %t574 = insertelement <16 x i32> poison, i32 %t573, i64 0
  %t575 = shufflevector <16 x i32> %t574, <16 x i32> poison, <16 x i32> zeroinitializer
  %t576 = mul i64 %t36, 1
  %t577 = add i64 %t576, 6
  %t578 = getelementptr <16 x i32>, ptr %tile, i64 %t577
  %t579 = load <16 x i32>, ptr %t578, align 4
  %t580 = bitcast <16 x i32> %t579 to <16 x float>
  %t581 = fmul <16 x float> %t580, %t319
  %t582 = fadd <16 x float> %t581, %t322
  %t583 = fcmp olt <16 x float> %t582, splat (float 0x0000000000000000)
  %t584 = select <16 x i1> %t583, <16 x float> splat (float 0x0000000000000000), <16 x float> %t582
  %t585 = fcmp ogt <16 x float> %t584, splat (float 0x4018000000000000)
  %t586 = select <16 x i1> %t585, <16 x float> splat (float 0x4018000000000000), <16 x float> %t584
  %t587 = mul i64 %t567, %size.ldc
  %t588 = add i64 %t587, %t26
  %t589 = getelementptr float, ptr %buf.c, i64 %t588
  br i1 %t323, label %whole590, label %part591
whole590:
  %t592 = getelementptr float, ptr %t589, i64 0
  store <16 x float> %t586, ptr %t592, align 4
  br label %rowdone565
part591:
  %t593 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t586, ptr %t593, align 4
  store i64 0, ptr %c594
  br label %head595
head595:
  %i598 = load i64, ptr %c594
  %t599 = icmp slt i64 %i598, %t32
  br i1 %t599, label %body596, label %done597
body596:
  %t600 = getelementptr float, ptr %rowbuf, i64 %i598
  %t601 = load float, ptr %t600, align 4
  %t602 = getelementptr float, ptr %t589, i64 %i598
  store float %t601, ptr %t602, align 4
  %t603 = add nsw i64 %i598, 1
  store i64 %t603, ptr %c594
  br label %head595
done597:
  br label %rowdone565
rowdone565:
  %t606 = icmp slt i64 7, %t29
  br i1 %t606, label %row604, label %rowdone605
row604:
  %t607 = add i64 %t25, 7
  %t608 = getelementptr i32, ptr %buf.radd, i64 %t607
  %t609 = load i32, ptr %t608, align 4
  %t610 = insertelement <16 x i32> poison, i32 %t609, i64 0
  %t611 = shufflevector <16 x i32> %t610, <16 x i32> poison, <16 x i32> zeroinitializer
  %t612 = getelementptr i32, ptr %buf.rmul, i64 %t607
  %t613 = load i32, ptr %t612, align 4
  %t614 = insertelement <16 x i32> poison, i32 %t613, i64 0
  %t615 = shufflevector <16 x i32> %t614, <16 x i32> poison, <16 x i32> zeroinitializer
  %t616 = mul i64 %t36, 1
  %t617 = add i64 %t616, 7
  %t618 = getelementptr <16 x i32>, ptr %tile, i64 %t617
  %t619 = load <16 x i32>, ptr %t618, align 4
  %t620 = bitcast <16 x i32> %t619 to <16 x float>
  %t621 = fmul <16 x float> %t620, %t319
  %t622 = fadd <16 x float> %t621, %t322
  %t623 = fcmp olt <16 x float> %t622, splat (float 0x0000000000000000)
  %t624 = select <16 x i1> %t623, <16 x float> splat (float 0x0000000000000000), <16 x float> %t622
  %t625 = fcmp ogt <16 x float> %t624, splat (float 0x4018000000000000)
  %t626 = select <16 x i1> %t625, <16 x float> splat (float 0x4018000000000000), <16 x float> %t624
  %t627 = mul i64 %t607, %size.ldc
  %t628 = add i64 %t627, %t26
  %t629 = getelementptr float, ptr %buf.c, i64 %t628
  br i1 %t323, label %whole630, label %part631
whole630:
  %t632 = getelementptr float, ptr %t629, i64 0
  store <16 x float> %t626, ptr %t632, align 4
  br label %rowdone605
part631:
  %t633 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t626, ptr %t633, align 4
  store i64 0, ptr %c634
  br label %head635
head635:
  %i638 = load i64, ptr %c634
  %t639 = icmp slt i64 %i638, %t32
  br i1 %t639, label %body636, label %done637
body636:
  %t640 = getelementptr float, ptr %rowbuf, i64 %i638
  %t641 = load float, ptr %t640, align 4
  %t642 = getelementptr float, ptr %t629, i64 %i638
  store float %t641, ptr %t642, align 4
  %t643 = add nsw i64 %i638, 1
  store i64 %t643, ptr %c634
  br label %head635
done637:
  br label %rowdone605
rowdone605:
  %t646 = icmp slt i64 8, %t29
  br i1 %t646, label %row644, label %rowdone645
row644:
  %t647 = add i64 %t25, 8
  %t648 = getelementptr i32, ptr %buf.radd, i64 %t647
  %t649 = load i32, ptr %t648, align 4
  %t650 = insertelement <16 x i32> poison, i32 %t649, i64 0
  %t651 = shufflevector <16 x i32> %t650, <16 x i32> poison, <16 x i32> zeroinitializer
  %t652 = getelementptr i32, ptr %buf.rmul, i64 %t647
  %t653 = load i32, ptr %t652, align 4
  %t654 = insertelement <16 x i32> poison, i32 %t653, i64 0
  %t655 = shufflevector <16 x i32> %t654, <16 x i32> poison, <16 x i32> zeroinitializer
  %t656 = mul i64 %t36, 1
  %t657 = add i64 %t656, 8
  %t658 = getelementptr <16 x i32>, ptr %tile, i64 %t657
  %t659 = load <16 x i32>, ptr %t658, align 4
  %t660 = bitcast <16 x i32> %t659 to <16 x float>
  %t661 = fmul <16 x float> %t660, %t319
  %t662 = fadd <16 x float> %t661, %t322
  %t663 = fcmp olt <16 x float> %t662, splat (float 0x0000000000000000)
  %t664 = select <16 x i1> %t663, <16 x float> splat (float 0x0000000000000000), <16 x float> %t662
  %t665 = fcmp ogt <16 x float> %t664, splat (float 0x4018000000000000)
  %t666 = select <16 x i1> %t665, <16 x float> splat (float 0x4018000000000000), <16 x float> %t664
  %t667 = mul i64 %t647, %size.ldc
  %t668 = add i64 %t667, %t26
  %t669 = getelementptr float, ptr %buf.c, i64 %t668
  br i1 %t323, label %whole670, label %part671
whole670:
  %t672 = getelementptr float, ptr %t669, i64 0
  store <16 x float> %t666, ptr %t672, align 4
  br label %rowdone645
part671:
  %t673 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t666, ptr %t673, align 4
  store i64 0, ptr %c674
  br label %head675
head675:
  %i678 = load i64, ptr %c674
  %t679 = icmp slt i64 %i678, %t32
  br i1 %t679, label %body676, label %done677
body676:
  %t680 = getelementptr float, ptr %rowbuf, i64 %i678
  %t681 = load float, ptr %t680, align 4
  %t682 = getelementptr float, ptr %t669, i64 %i678
  store float %t681, ptr %t682, align 4
  %t683 = add nsw i64 %i678, 1
  store i64 %t683, ptr %c674
  br label %head675
done677:
  br label %rowdone645
rowdone645:
  %t686 = icmp slt i64 9, %t29
  br i1 %t686, label %row684, label %rowdone685
row684:
  %t687 = add i64 %t25, 9
  %t688 = getelementptr i32, ptr %buf.radd, i64 %t687
  %t689 = load i32, ptr %t688, align 4
  %t690 = insertelement <16 x i32> poison, i32 %t689, i64 0
  %t691 = shufflevector <16 x i32> %t690, <16 x i32> poison, <16 x i32> zeroinitializer
  %t692 = getelementptr i32, ptr %buf.rmul, i64 %t687
  %t693 = load i32, ptr %t692, align 4
  %t694 = insertelement <16 x i32> poison, i32 %t693, i64 0
  %t695 = shufflevector <16 x i32> %t694, <16 x i32> poison, <16 x i32> zeroinitializer
  %t696 = mul i64 %t36, 1
  %t697 = add i64 %t696, 9
  %t698 = getelementptr <16 x i32>, ptr %tile, i64 %t697
  %t699 = load <16 x i32>, ptr %t698, align 4
  %t700 = bitcast <16 x i32> %t699 to <16 x float>
  %t701 = fmul <16 x float> %t700, %t319
  %t702 = fadd <16 x float> %t701, %t322
  %t703 = fcmp olt <16 x float> %t702, splat (float 0x0000000000000000)
  %t704 = select <16 x i1> %t703, <16 x float> splat (float 0x0000000000000000), <16 x float> %t702
  %t705 = fcmp ogt <16 x float> %t704, splat (float 0x4018000000000000)
  %t706 = select <16 x i1> %t705, <16 x float> splat (float 0x4018000000000000), <16 x float> %t704
  %t707 = mul i64 %t687, %size.ldc
  %t708 = add i64 %t707, %t26
  %t709 = getelementptr float, ptr %buf.c, i64 %t708
  br i1 %t323, label %whole710, label %part711
whole710:
  %t712 = getelementptr float, ptr %t709, i64 0
  store <16 x float> %t706, ptr %t712, align 4
  br label %rowdone685
part711:
  %t713 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t706, ptr %t713, align 4
  store i64 0, ptr %c714
  br label %head715
head715:
  %i718 = load i64, ptr %c714
  %t719 = icmp slt i64 %i718, %t32
  br i1 %t719, label %body716, label %done717
body716:
  %t720 = getelementptr float, ptr %rowbuf, i64 %i718
  %t721 = load float, ptr %t720, align 4
  %t722 = getelementptr float, ptr %t709, i64 %i718
  store float %t721, ptr %t722, align 4
  %t723 = add nsw i64 %i718, 1
  store i64 %t723, ptr %c714
  br label %head715
done717:
  br label %rowdone685
rowdone685:
  %t726 = icmp slt i64 10, %t29
  br i1 %t726, label %row724, label %rowdone725
row724:
  %t727 = add i64 %t25, 10
  %t728 = getelementptr i32, ptr %buf.radd, i64 %t727
  %t729 = load i32, ptr %t728, align 4
  %t730 = insertelement <16 x i32> poison, i32 %t729, i64 0
  %t731 = shufflevector <16 x i32> %t730, <16 x i32> poison, <16 x i32> zeroinitializer
  %t732 = getelementptr i32, ptr %buf.rmul, i64 %t727
  %t733 = load i32, ptr %t732, align 4
  %t734 = insertelement <16 x i32> poison, i32 %t733, i64 0
  %t735 = shufflevector <16 x i32> %t734, <16 x i32> poison, <16 x i32> zeroinitializer
  %t736 = mul i64 %t36, 1
  %t737 = add i64 %t736, 10
  %t738 = getelementptr <16 x i32>, ptr %tile, i64 %t737
  %t739 = load <16 x i32>, ptr %t738, align 4
  %t740 = bitcast <16 x i32> %t739 to <16 x float>
  %t741 = fmul <16 x float> %t740, %t319
  %t742 = fadd <16 x float> %t741, %t322
  %t743 = fcmp olt <16 x float> %t742, splat (float 0x0000000000000000)
  %t744 = select <16 x i1> %t743, <16 x float> splat (float 0x0000000000000000), <16 x float> %t742
  %t745 = fcmp ogt <16 x float> %t744, splat (float 0x4018000000000000)
  %t746 = select <16 x i1> %t745, <16 x float> splat (float 0x4018000000000000), <16 x float> %t744
  %t747 = mul i64 %t727, %size.ldc
  %t748 = add i64 %t747, %t26
  %t749 = getelementptr float, ptr %buf.c, i64 %t748
  br i1 %t323, label %whole750, label %part751
whole750:
  %t752 = getelementptr float, ptr %t749, i64 0
  store <16 x float> %t746, ptr %t752, align 4
  br label %rowdone725
part751:
  %t753 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t746, ptr %t753, align 4
  store i64 0, ptr %c754
  br label %head755
head755:
  %i758 = load i64, ptr %c754
  %t759 = icmp slt i64 %i758, %t32
  br i1 %t759, label %body756, label %done757
body756:
  %t760 = getelementptr float, ptr %rowbuf, i64 %i758
  %t761 = load float, ptr %t760, align 4
  %t762 = getelementptr float, ptr %t749, i64 %i758
  store float %t761, ptr %t762, align 4
  %t763 = add nsw i64 %i758, 1
  store i64 %t763, ptr %c754
  br label %head755
done757:
  br label %rowdone725
rowdone725:
  %t766 = icmp slt i64 11, %t29
  br i1 %t766, label %row764, label %rowdone765
row764:
  %t767 = add i64 %t25, 11
  %t768 = getelementptr i32, ptr %buf.radd, i64 %t767
  %t769 = load i32, ptr %t768, align 4
  %t770 = insertelement <16 x i32> poison, i32 %t769, i64 0
  %t771 = shufflevector <16 x i32> %t770, <16 x i32> poison, <16 x i32> zeroinitializer
  %t772 = getelementptr i32, ptr %buf.rmul, i64 %t767
  %t773 = load i32, ptr %t772, align 4
  %t774 = insertelement <16 x i32> poison, i32 %t773, i64 0
  %t775 = shufflevector <16 x i32> %t774, <16 x i32> poison, <16 x i32> zeroinitializer
  %t776 = mul i64 %t36, 1
  %t777 = add i64 %t776, 11
  %t778 = getelementptr <16 x i32>, ptr %tile, i64 %t777
  %t779 = load <16 x i32>, ptr %t778, align 4
  %t780 = bitcast <16 x i32> %t779 to <16 x float>
  %t781 = fmul <16 x float> %t780, %t319
  %t782 = fadd <16 x float> %t781, %t322
  %t783 = fcmp olt <16 x float> %t782, splat (float 0x0000000000000000)
  %t784 = select <16 x i1> %t783, <16 x float> splat (float 0x0000000000000000), <16 x float> %t782
  %t785 = fcmp ogt <16 x float> %t784, splat (float 0x4018000000000000)
  %t786 = select <16 x i1> %t785, <16 x float> splat (float 0x4018000000000000), <16 x float> %t784
  %t787 = mul i64 %t767, %size.ldc
  %t788 = add i64 %t787, %t26
  %t789 = getelementptr float, ptr %buf.c, i64 %t788
  br i1 %t323, label %whole790, label %part791
whole790:
  %t792 = getelementptr float, ptr %t789, i64 0
  store <16 x float> %t786, ptr %t792, align 4
  br label %rowdone765
part791:
  %t793 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t786, ptr %t793, align 4
  store i64 0, ptr %c794
  br label %head795
head795:
  %i798 = load i64, ptr %c794
  %t799 = icmp slt i64 %i798, %t32
  br i1 %t799, label %body796, label %done797
body796:
  %t800 = getelementptr float, ptr %rowbuf, i64 %i798
  %t801 = load float, ptr %t800, align 4
  %t802 = getelementptr float, ptr %t789, i64 %i798
  store float %t801, ptr %t802, align 4
  %t803 = add nsw i64 %i798, 1
  store i64 %t803, ptr %c794
  br label %head795
done797:
  br label %rowdone765
rowdone765:
  %t806 = icmp slt i64 12, %t29
  br i1 %t806, label %row804, label %rowdone805
row804:
  %t807 = add i64 %t25, 12
  %t808 = getelementptr i32, ptr %buf.radd, i64 %t807
  %t809 = load i32, ptr %t808, align 4
  %t810 = insertelement <16 x i32> poison, i32 %t809, i64 0
  %t811 = shufflevector <16 x i32> %t810, <16 x i32> poison, <16 x i32> zeroinitializer
  %t812 = getelementptr i32, ptr %buf.rmul, i64 %t807
  %t813 = load i32, ptr %t812, align 4
  %t814 = insertelement <16 x i32> poison, i32 %t813, i64 0
  %t815 = shufflevector <16 x i32> %t814, <16 x i32> poison, <16 x i32> zeroinitializer
  %t816 = mul i64 %t36, 1
  %t817 = add i64 %t816, 12
  %t818 = getelementptr <16 x i32>, ptr %tile, i64 %t817
  %t819 = load <16 x i32>, ptr %t818, align 4
  %t820 = bitcast <16 x i32> %t819 to <16 x float>
  %t821 = fmul <16 x float> %t820, %t319
  %t822 = fadd <16 x float> %t821, %t322
  %t823 = fcmp olt <16 x float> %t822, splat (float 0x0000000000000000)
  %t824 = select <16 x i1> %t823, <16 x float> splat (float 0x0000000000000000), <16 x float> %t822
  %t825 = fcmp ogt <16 x float> %t824, splat (float 0x4018000000000000)
  %t826 = select <16 x i1> %t825, <16 x float> splat (float 0x4018000000000000), <16 x float> %t824
  %t827 = mul i64 %t807, %size.ldc
  %t828 = add i64 %t827, %t26
  %t829 = getelementptr float, ptr %buf.c, i64 %t828
  br i1 %t323, label %whole830, label %part831
whole830:
  %t832 = getelementptr float, ptr %t829, i64 0
  store <16 x float> %t826, ptr %t832, align 4
  br label %rowdone805
part831:
  %t833 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t826, ptr %t833, align 4
  store i64 0, ptr %c834
  br label %head835
head835:
  %i838 = load i64, ptr %c834
  %t839 = icmp slt i64 %i838, %t32
  br i1 %t839, label %body836, label %done837
body836:
  %t840 = getelementptr float, ptr %rowbuf, i64 %i838
  %t841 = load float, ptr %t840, align 4
  %t842 = getelementptr float, ptr %t829, i64 %i838
  store float %t841, ptr %t842, align 4
  %t843 = add nsw i64 %i838, 1
  store i64 %t843, ptr %c834
  br label %head835
done837:
  br label %rowdone805
rowdone805:
  %t846 = icmp slt i64 13, %t29
  br i1 %t846, label %row844, label %rowdone845
row844:
  %t847 = add i64 %t25, 13
  %t848 = getelementptr i32, ptr %buf.radd, i64 %t847
  %t849 = load i32, ptr %t848, align 4
  %t850 = insertelement <16 x i32> poison, i32 %t849, i64 0
  %t851 = shufflevector <16 x i32> %t850, <16 x i32> poison, <16 x i32> zeroinitializer
  %t852 = getelementptr i32, ptr %buf.rmul, i64 %t847
  %t853 = load i32, ptr %t852, align 4
  %t854 = insertelement <16 x i32> poison, i32 %t853, i64 0
  %t855 = shufflevector <16 x i32> %t854, <16 x i32> poison, <16 x i32> zeroinitializer
  %t856 = mul i64 %t36, 1
  %t857 = add i64 %t856, 13
  %t858 = getelementptr <16 x i32>, ptr %tile, i64 %t857
  %t859 = load <16 x i32>, ptr %t858, align 4
  %t860 = bitcast <16 x i32> %t859 to <16 x float>
  %t861 = fmul <16 x float> %t860, %t319
  %t862 = fadd <16 x float> %t861, %t322
  %t863 = fcmp olt <16 x float> %t862, splat (float 0x0000000000000000)
  %t864 = select <16 x i1> %t863, <16 x float> splat (float 0x0000000000000000), <16 x float> %t862
  %t865 = fcmp ogt <16 x float> %t864, splat (float 0x4018000000000000)
  %t866 = select <16 x i1> %t865, <16 x float> splat (float 0x4018000000000000), <16 x float> %t864
  %t867 = mul i64 %t847, %size.ldc
  %t868 = add i64 %t867, %t26
  %t869 = getelementptr float, ptr %buf.c, i64 %t868
  br i1 %t323, label %whole870, label %part871
whole870:
  %t872 = getelementptr float, ptr %t869, i64 0
  store <16 x float> %t866, ptr %t872, align 4
  br label %rowdone845
part871:
  %t873 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t866, ptr %t873, align 4
  store i64 0, ptr %c874
  br label %head875
head875:
  %i878 = load i64, ptr %c874
  %t879 = icmp slt i64 %i878, %t32
  br i1 %t879, label %body876, label %done877
body876:
  %t880 = getelementptr float, ptr %rowbuf, i64 %i878
  %t881 = load float, ptr %t880, align 4
  %t882 = getelementptr float, ptr %t869, i64 %i878
  store float %t881, ptr %t882, align 4
  %t883 = add nsw i64 %i878, 1
  store i64 %t883, ptr %c874
  br label %head875
done877:
  br label %rowdone845
rowdone845:
  %t886 = icmp slt i64 14, %t29
  br i1 %t886, label %row884, label %rowdone885
row884:
  %t887 = add i64 %t25, 14
  %t888 = getelementptr i32, ptr %buf.radd, i64 %t887
  %t889 = load i32, ptr %t888, align 4
  %t890 = insertelement <16 x i32> poison, i32 %t889, i64 0
  %t891 = shufflevector <16 x i32> %t890, <16 x i32> poison, <16 x i32> zeroinitializer
  %t892 = getelementptr i32, ptr %buf.rmul, i64 %t887
  %t893 = load i32, ptr %t892, align 4
  %t894 = insertelement <16 x i32> poison, i32 %t893, i64 0
  %t895 = shufflevector <16 x i32> %t894, <16 x i32> poison, <16 x i32> zeroinitializer
  %t896 = mul i64 %t36, 1
  %t897 = add i64 %t896, 14
  %t898 = getelementptr <16 x i32>, ptr %tile, i64 %t897
  %t899 = load <16 x i32>, ptr %t898, align 4
  %t900 = bitcast <16 x i32> %t899 to <16 x float>
  %t901 = fmul <16 x float> %t900, %t319
  %t902 = fadd <16 x float> %t901, %t322
  %t903 = fcmp olt <16 x float> %t902, splat (float 0x0000000000000000)
  %t904 = select <16 x i1> %t903, <16 x float> splat (float 0x0000000000000000), <16 x float> %t902
  %t905 = fcmp ogt <16 x float> %t904, splat (float 0x4018000000000000)
  %t906 = select <16 x i1> %t905, <16 x float> splat (float 0x4018000000000000), <16 x float> %t904
  %t907 = mul i64 %t887, %size.ldc
  %t908 = add i64 %t907, %t26
  %t909 = getelementptr float, ptr %buf.c, i64 %t908
  br i1 %t323, label %whole910, label %part911
whole910:
  %t912 = getelementptr float, ptr %t909, i64 0
  store <16 x float> %t906, ptr %t912, align 4
  br label %rowdone885
part911:
  %t913 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t906, ptr %t913, align 4
  store i64 0, ptr %c914
  br label %head915
head915:
  %i918 = load i64, ptr %c914
  %t919 = icmp slt i64 %i918, %t32
  br i1 %t919, label %body916, label %done917
body916:
  %t920 = getelementptr float, ptr %rowbuf, i64 %i918
  %t921 = load float, ptr %t920, align 4
  %t922 = getelementptr float, ptr %t909, i64 %i918
  store float %t921, ptr %t922, align 4
  %t923 = add nsw i64 %i918, 1
  store i64 %t923, ptr %c914
  br label %head915
done917:
  br label %rowdone885
rowdone885:
  %t926 = icmp slt i64 15, %t29
  br i1 %t926, label %row924, label %rowdone925
row924:
  %t927 = add i64 %t25, 15
  %t928 = getelementptr i32, ptr %buf.radd, i64 %t927
  %t929 = load i32, ptr %t928, align 4
  %t930 = insertelement <16 x i32> poison, i32 %t929, i64 0
  %t931 = shufflevector <16 x i32> %t930, <16 x i32> poison, <16 x i32> zeroinitializer
  %t932 = getelementptr i32, ptr %buf.rmul, i64 %t927
  %t933 = load i32, ptr %t932, align 4
  %t934 = insertelement <16 x i32> poison, i32 %t933, i64 0
  %t935 = shufflevector <16 x i32> %t934, <16 x i32> poison, <16 x i32> zeroinitializer
  %t936 = mul i64 %t36, 1
  %t937 = add i64 %t936, 15
  %t938 = getelementptr <16 x i32>, ptr %tile, i64 %t937
  %t939 = load <16 x i32>, ptr %t938, align 4
  %t940 = bitcast <16 x i32> %t939 to <16 x float>
  %t941 = fmul <16 x float> %t940, %t319
  %t942 = fadd <16 x float> %t941, %t322
  %t943 = fcmp olt <16 x float> %t942, splat (float 0x0000000000000000)
  %t944 = select <16 x i1> %t943, <16 x float> splat (float 0x0000000000000000), <16 x float> %t942
  %t945 = fcmp ogt <16 x float> %t944, splat (float 0x4018000000000000)
  %t946 = select <16 x i1> %t945, <16 x float> splat (float 0x4018000000000000), <16 x float> %t944
  %t947 = mul i64 %t927, %size.ldc
  %t948 = add i64 %t947, %t26
  %t949 = getelementptr float, ptr %buf.c, i64 %t948
  br i1 %t323, label %whole950, label %part951
whole950:
  %t952 = getelementptr float, ptr %t949, i64 0
  store <16 x float> %t946, ptr %t952, align 4
  br label %rowdone925
part951:
  %t953 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t946, ptr %t953, align 4
  store i64 0, ptr %c954
  br label %head955
head955:
  %i958 = load i64, ptr %c954
  %t959 = icmp slt i64 %i958, %t32
  br i1 %t959, label %body956, label %done957
body956:
  %t960 = getelementptr float, ptr %rowbuf, i64 %i958
  %t961 = load float, ptr %t960, align 4
  %t962 = getelementptr float, ptr %t949, i64 %i958
  store float %t961, ptr %t962, align 4
  %t963 = add nsw i64 %i958, 1
  store i64 %t963, ptr %c954
  br label %head955
done957:
  br label %rowdone925
rowdone925:
  %t966 = icmp slt i64 16, %t29
  br i1 %t966, label %row964, label %rowdone965
row964:
  %t967 = add i64 %t25, 16
  %t968 = getelementptr i32, ptr %buf.radd, i64 %t967
  %t969 = load i32, ptr %t968, align 4
  %t970 = insertelement <16 x i32> poison, i32 %t969, i64 0
  %t971 = shufflevector <16 x i32> %t970, <16 x i32> poison, <16 x i32> zeroinitializer
  %t972 = getelementptr i32, ptr %buf.rmul, i64 %t967
  %t973 = load i32, ptr %t972, align 4
  %t974 = insertelement <16 x i32> poison, i32 %t973, i64 0
  %t975 = shufflevector <16 x i32> %t974, <16 x i32> poison, <16 x i32> zeroinitializer
  %t976 = mul i64 %t36, 1
  %t977 = add i64 %t976, 16
  %t978 = getelementptr <16 x i32>, ptr %tile, i64 %t977
  %t979 = load <16 x i32>, ptr %t978, align 4
  %t980 = bitcast <16 x i32> %t979 to <16 x float>
  %t981 = fmul <16 x float> %t980, %t319
  %t982 = fadd <16 x float> %t981, %t322
  %t983 = fcmp olt <16 x float> %t982, splat (float 0x0000000000000000)
  %t984 = select <16 x i1> %t983, <16 x float> splat (float 0x0000000000000000), <16 x float> %t982
  %t985 = fcmp ogt <16 x float> %t984, splat (float 0x4018000000000000)
  %t986 = select <16 x i1> %t985, <16 x float> splat (float 0x4018000000000000), <16 x float> %t984
  %t987 = mul i64 %t967, %size.ldc
  %t988 = add i64 %t987, %t26
  %t989 = getelementptr float, ptr %buf.c, i64 %t988
  br i1 %t323, label %whole990, label %part991
whole990:
  %t992 = getelementptr float, ptr %t989, i64 0
  store <16 x float> %t986, ptr %t992, align 4
  br label %rowdone965
part991:
  %t993 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t986, ptr %t993, align 4
  store i64 0, ptr %c994
  br label %head995
head995:
  %i998 = load i64, ptr %c994
  %t999 = icmp slt i64 %i998, %t32
  br i1 %t999, label %body996, label %done997
body996:
  %t1000 = getelementptr float, ptr %rowbuf, i64 %i998
  %t1001 = load float, ptr %t1000, align 4
  %t1002 = getelementptr float, ptr %t989, i64 %i998
  store float %t1001, ptr %t1002, align 4
  %t1003 = add nsw i64 %i998, 1
  store i64 %t1003, ptr %c994
  br label %head995
done997:
  br label %rowdone965
rowdone965:
  %t1006 = icmp slt i64 17, %t29
  br i1 %t1006, label %row1004, label %rowdone1005
row1004:
  %t1007 = add i64 %t25, 17
  %t1008 = getelementptr i32, ptr %buf.radd, i64 %t1007
  %t1009 = load i32, ptr %t1008, align 4
  %t1010 = insertelement <16 x i32> poison, i32 %t1009, i64 0
  %t1011 = shufflevector <16 x i32> %t1010, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1012 = getelementptr i32, ptr %buf.rmul, i64 %t1007
  %t1013 = load i32, ptr %t1012, align 4
  %t1014 = insertelement <16 x i32> poison, i32 %t1013, i64 0
  %t1015 = shufflevector <16 x i32> %t1014, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1016 = mul i64 %t36, 1
  %t1017 = add i64 %t1016, 17
  %t1018 = getelementptr <16 x i32>, ptr %tile, i64 %t1017
  %t1019 = load <16 x i32>, ptr %t1018, align 4
  %t1020 = bitcast <16 x i32> %t1019 to <16 x float>
  %t1021 = fmul <16 x float> %t1020, %t319
  %t1022 = fadd <16 x float> %t1021, %t322
  %t1023 = fcmp olt <16 x float> %t1022, splat (float 0x0000000000000000)
  %t1024 = select <16 x i1> %t1023, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1022
  %t1025 = fcmp ogt <16 x float> %t1024, splat (float 0x4018000000000000)
  %t1026 = select <16 x i1> %t1025, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1024
  %t1027 = mul i64 %t1007, %size.ldc
  %t1028 = add i64 %t1027, %t26
  %t1029 = getelementptr float, ptr %buf.c, i64 %t1028
  br i1 %t323, label %whole1030, label %part1031
whole1030:
  %t1032 = getelementptr float, ptr %t1029, i64 0
  store <16 x float> %t1026, ptr %t1032, align 4
  br label %rowdone1005
part1031:
  %t1033 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1026, ptr %t1033, align 4
  store i64 0, ptr %c1034
  br label %head1035
head1035:
  %i1038 = load i64, ptr %c1034
  %t1039 = icmp slt i64 %i1038, %t32
  br i1 %t1039, label %body1036, label %done1037
body1036:
  %t1040 = getelementptr float, ptr %rowbuf, i64 %i1038
  %t1041 = load float, ptr %t1040, align 4
  %t1042 = getelementptr float, ptr %t1029, i64 %i1038
  store float %t1041, ptr %t1042, align 4
  %t1043 = add nsw i64 %i1038, 1
  store i64 %t1043, ptr %c1034
  br label %head1035
done1037:
  br label %rowdone1005
rowdone1005:
  %t1046 = icmp slt i64 18, %t29
  br i1 %t1046, label %row1044, label %rowdone1045
row1044:
  %t1047 = add i64 %t25, 18
  %t1048 = getelementptr i32, ptr %buf.radd, i64 %t1047
  %t1049 = load i32, ptr %t1048, align 4
  %t1050 = insertelement <16 x i32> poison, i32 %t1049, i64 0
  %t1051 = shufflevector <16 x i32> %t1050, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1052 = getelementptr i32, ptr %buf.rmul, i64 %t1047
  %t1053 = load i32, ptr %t1052, align 4
  %t1054 = insertelement <16 x i32> poison, i32 %t1053, i64 0
  %t1055 = shufflevector <16 x i32> %t1054, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1056 = mul i64 %t36, 1
  %t1057 = add i64 %t1056, 18
  %t1058 = getelementptr <16 x i32>, ptr %tile, i64 %t1057
  %t1059 = load <16 x i32>, ptr %t1058, align 4
  %t1060 = bitcast <16 x i32> %t1059 to <16 x float>
  %t1061 = fmul <16 x float> %t1060, %t319
  %t1062 = fadd <16 x float> %t1061, %t322
  %t1063 = fcmp olt <16 x float> %t1062, splat (float 0x0000000000000000)
  %t1064 = select <16 x i1> %t1063, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1062
  %t1065 = fcmp ogt <16 x float> %t1064, splat (float 0x4018000000000000)
  %t1066 = select <16 x i1> %t1065, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1064
  %t1067 = mul i64 %t1047, %size.ldc
  %t1068 = add i64 %t1067, %t26
  %t1069 = getelementptr float, ptr %buf.c, i64 %t1068
  br i1 %t323, label %whole1070, label %part1071
whole1070:
  %t1072 = getelementptr float, ptr %t1069, i64 0
  store <16 x float> %t1066, ptr %t1072, align 4
  br label %rowdone1045
part1071:
  %t1073 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1066, ptr %t1073, align 4
  store i64 0, ptr %c1074
  br label %head1075
head1075:
  %i1078 = load i64, ptr %c1074
  %t1079 = icmp slt i64 %i1078, %t32
  br i1 %t1079, label %body1076, label %done1077
body1076:
  %t1080 = getelementptr float, ptr %rowbuf, i64 %i1078
  %t1081 = load float, ptr %t1080, align 4
  %t1082 = getelementptr float, ptr %t1069, i64 %i1078
  store float %t1081, ptr %t1082, align 4
  %t1083 = add nsw i64 %i1078, 1
  store i64 %t1083, ptr %c1074
  br label %head1075
done1077:
  br label %rowdone1045
rowdone1045:
  %t1086 = icmp slt i64 19, %t29
  br i1 %t1086, label %row1084, label %rowdone1085
row1084:
  %t1087 = add i64 %t25, 19
  %t1088 = getelementptr i32, ptr %buf.radd, i64 %t1087
  %t1089 = load i32, ptr %t1088, align 4
  %t1090 = insertelement <16 x i32> poison, i32 %t1089, i64 0
  %t1091 = shufflevector <16 x i32> %t1090, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1092 = getelementptr i32, ptr %buf.rmul, i64 %t1087
  %t1093 = load i32, ptr %t1092, align 4
  %t1094 = insertelement <16 x i32> poison, i32 %t1093, i64 0
  %t1095 = shufflevector <16 x i32> %t1094, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1096 = mul i64 %t36, 1
  %t1097 = add i64 %t1096, 19
  %t1098 = getelementptr <16 x i32>, ptr %tile, i64 %t1097
  %t1099 = load <16 x i32>, ptr %t1098, align 4
  %t1100 = bitcast <16 x i32> %t1099 to <16 x float>
  %t1101 = fmul <16 x float> %t1100, %t319
  %t1102 = fadd <16 x float> %t1101, %t322
  %t1103 = fcmp olt <16 x float> %t1102, splat (float 0x0000000000000000)
  %t1104 = select <16 x i1> %t1103, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1102
  %t1105 = fcmp ogt <16 x float> %t1104, splat (float 0x4018000000000000)
  %t1106 = select <16 x i1> %t1105, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1104
  %t1107 = mul i64 %t1087, %size.ldc
  %t1108 = add i64 %t1107, %t26
  %t1109 = getelementptr float, ptr %buf.c, i64 %t1108
  br i1 %t323, label %whole1110, label %part1111
whole1110:
  %t1112 = getelementptr float, ptr %t1109, i64 0
  store <16 x float> %t1106, ptr %t1112, align 4
  br label %rowdone1085
part1111:
  %t1113 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1106, ptr %t1113, align 4
  store i64 0, ptr %c1114
  br label %head1115
head1115:
  %i1118 = load i64, ptr %c1114
  %t1119 = icmp slt i64 %i1118, %t32
  br i1 %t1119, label %body1116, label %done1117
body1116:
  %t1120 = getelementptr float, ptr %rowbuf, i64 %i1118
  %t1121 = load float, ptr %t1120, align 4
  %t1122 = getelementptr float, ptr %t1109, i64 %i1118
  store float %t1121, ptr %t1122, align 4
  %t1123 = add nsw i64 %i1118, 1
  store i64 %t1123, ptr %c1114
  br label %head1115
done1117:
  br label %rowdone1085
rowdone1085:
  %t1126 = icmp slt i64 20, %t29
  br i1 %t1126, label %row1124, label %rowdone1125
row1124:
  %t1127 = add i64 %t25, 20
  %t1128 = getelementptr i32, ptr %buf.radd, i64 %t1127
  %t1129 = load i32, ptr %t1128, align 4
  %t1130 = insertelement <16 x i32> poison, i32 %t1129, i64 0
  %t1131 = shufflevector <16 x i32> %t1130, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1132 = getelementptr i32, ptr %buf.rmul, i64 %t1127
  %t1133 = load i32, ptr %t1132, align 4
  %t1134 = insertelement <16 x i32> poison, i32 %t1133, i64 0
  %t1135 = shufflevector <16 x i32> %t1134, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1136 = mul i64 %t36, 1
  %t1137 = add i64 %t1136, 20
  %t1138 = getelementptr <16 x i32>, ptr %tile, i64 %t1137
  %t1139 = load <16 x i32>, ptr %t1138, align 4
  %t1140 = bitcast <16 x i32> %t1139 to <16 x float>
  %t1141 = fmul <16 x float> %t1140, %t319
  %t1142 = fadd <16 x float> %t1141, %t322
  %t1143 = fcmp olt <16 x float> %t1142, splat (float 0x0000000000000000)
  %t1144 = select <16 x i1> %t1143, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1142
  %t1145 = fcmp ogt <16 x float> %t1144, splat (float 0x4018000000000000)
  %t1146 = select <16 x i1> %t1145, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1144
  %t1147 = mul i64 %t1127, %size.ldc
  %t1148 = add i64 %t1147, %t26
  %t1149 = getelementptr float, ptr %buf.c, i64 %t1148
  br i1 %t323, label %whole1150, label %part1151
whole1150:
  %t1152 = getelementptr float, ptr %t1149, i64 0
  store <16 x float> %t1146, ptr %t1152, align 4
  br label %rowdone1125
part1151:
  %t1153 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1146, ptr %t1153, align 4
  store i64 0, ptr %c1154
  br label %head1155
head1155:
  %i1158 = load i64, ptr %c1154
  %t1159 = icmp slt i64 %i1158, %t32
  br i1 %t1159, label %body1156, label %done1157
body1156:
  %t1160 = getelementptr float, ptr %rowbuf, i64 %i1158
  %t1161 = load float, ptr %t1160, align 4
  %t1162 = getelementptr float, ptr %t1149, i64 %i1158
  store float %t1161, ptr %t1162, align 4
  %t1163 = add nsw i64 %i1158, 1
  store i64 %t1163, ptr %c1154
  br label %head1155
done1157:
  br label %rowdone1125
rowdone1125:
  %t1166 = icmp slt i64 21, %t29
  br i1 %t1166, label %row1164, label %rowdone1165
row1164:
  %t1167 = add i64 %t25, 21
  %t1168 = getelementptr i32, ptr %buf.radd, i64 %t1167
  %t1169 = load i32, ptr %t1168, align 4
  %t1170 = insertelement <16 x i32> poison, i32 %t1169, i64 0
  %t1171 = shufflevector <16 x i32> %t1170, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1172 = getelementptr i32, ptr %buf.rmul, i64 %t1167
  %t1173 = load i32, ptr %t1172, align 4
  %t1174 = insertelement <16 x i32> poison, i32 %t1173, i64 0
  %t1175 = shufflevector <16 x i32> %t1174, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1176 = mul i64 %t36, 1
  %t1177 = add i64 %t1176, 21
  %t1178 = getelementptr <16 x i32>, ptr %tile, i64 %t1177
  %t1179 = load <16 x i32>, ptr %t1178, align 4
  %t1180 = bitcast <16 x i32> %t1179 to <16 x float>
  %t1181 = fmul <16 x float> %t1180, %t319
  %t1182 = fadd <16 x float> %t1181, %t322
  %t1183 = fcmp olt <16 x float> %t1182, splat (float 0x0000000000000000)
  %t1184 = select <16 x i1> %t1183, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1182
  %t1185 = fcmp ogt <16 x float> %t1184, splat (float 0x4018000000000000)
  %t1186 = select <16 x i1> %t1185, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1184
  %t1187 = mul i64 %t1167, %size.ldc
  %t1188 = add i64 %t1187, %t26
  %t1189 = getelementptr float, ptr %buf.c, i64 %t1188
  br i1 %t323, label %whole1190, label %part1191
whole1190:
  %t1192 = getelementptr float, ptr %t1189, i64 0
  store <16 x float> %t1186, ptr %t1192, align 4
  br label %rowdone1165
part1191:
  %t1193 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1186, ptr %t1193, align 4
  store i64 0, ptr %c1194
  br label %head1195
head1195:
  %i1198 = load i64, ptr %c1194
  %t1199 = icmp slt i64 %i1198, %t32
  br i1 %t1199, label %body1196, label %done1197
body1196:
  %t1200 = getelementptr float, ptr %rowbuf, i64 %i1198
  %t1201 = load float, ptr %t1200, align 4
  %t1202 = getelementptr float, ptr %t1189, i64 %i1198
  store float %t1201, ptr %t1202, align 4
  %t1203 = add nsw i64 %i1198, 1
  store i64 %t1203, ptr %c1194
  br label %head1195
done1197:
  br label %rowdone1165
rowdone1165:
  %t1206 = icmp slt i64 22, %t29
  br i1 %t1206, label %row1204, label %rowdone1205
row1204:
  %t1207 = add i64 %t25, 22
  %t1208 = getelementptr i32, ptr %buf.radd, i64 %t1207
  %t1209 = load i32, ptr %t1208, align 4
  %t1210 = insertelement <16 x i32> poison, i32 %t1209, i64 0
  %t1211 = shufflevector <16 x i32> %t1210, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1212 = getelementptr i32, ptr %buf.rmul, i64 %t1207
  %t1213 = load i32, ptr %t1212, align 4
  %t1214 = insertelement <16 x i32> poison, i32 %t1213, i64 0
  %t1215 = shufflevector <16 x i32> %t1214, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1216 = mul i64 %t36, 1
  %t1217 = add i64 %t1216, 22
  %t1218 = getelementptr <16 x i32>, ptr %tile, i64 %t1217
  %t1219 = load <16 x i32>, ptr %t1218, align 4
  %t1220 = bitcast <16 x i32> %t1219 to <16 x float>
  %t1221 = fmul <16 x float> %t1220, %t319
  %t1222 = fadd <16 x float> %t1221, %t322
  %t1223 = fcmp olt <16 x float> %t1222, splat (float 0x0000000000000000)
  %t1224 = select <16 x i1> %t1223, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1222
  %t1225 = fcmp ogt <16 x float> %t1224, splat (float 0x4018000000000000)
  %t1226 = select <16 x i1> %t1225, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1224
  %t1227 = mul i64 %t1207, %size.ldc
  %t1228 = add i64 %t1227, %t26
  %t1229 = getelementptr float, ptr %buf.c, i64 %t1228
  br i1 %t323, label %whole1230, label %part1231
whole1230:
  %t1232 = getelementptr float, ptr %t1229, i64 0
  store <16 x float> %t1226, ptr %t1232, align 4
  br label %rowdone1205
part1231:
  %t1233 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1226, ptr %t1233, align 4
  store i64 0, ptr %c1234
  br label %head1235
head1235:
  %i1238 = load i64, ptr %c1234
  %t1239 = icmp slt i64 %i1238, %t32
  br i1 %t1239, label %body1236, label %done1237
body1236:
  %t1240 = getelementptr float, ptr %rowbuf, i64 %i1238
  %t1241 = load float, ptr %t1240, align 4
  %t1242 = getelementptr float, ptr %t1229, i64 %i1238
  store float %t1241, ptr %t1242, align 4
  %t1243 = add nsw i64 %i1238, 1
  store i64 %t1243, ptr %c1234
  br label %head1235
done1237:
  br label %rowdone1205
rowdone1205:
  %t1246 = icmp slt i64 23, %t29
  br i1 %t1246, label %row1244, label %rowdone1245
row1244:
  %t1247 = add i64 %t25, 23
  %t1248 = getelementptr i32, ptr %buf.radd, i64 %t1247
  %t1249 = load i32, ptr %t1248, align 4
  %t1250 = insertelement <16 x i32> poison, i32 %t1249, i64 0
  %t1251 = shufflevector <16 x i32> %t1250, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1252 = getelementptr i32, ptr %buf.rmul, i64 %t1247
  %t1253 = load i32, ptr %t1252, align 4
  %t1254 = insertelement <16 x i32> poison, i32 %t1253, i64 0
  %t1255 = shufflevector <16 x i32> %t1254, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1256 = mul i64 %t36, 1
  %t1257 = add i64 %t1256, 23
  %t1258 = getelementptr <16 x i32>, ptr %tile, i64 %t1257
  %t1259 = load <16 x i32>, ptr %t1258, align 4
  %t1260 = bitcast <16 x i32> %t1259 to <16 x float>
  %t1261 = fmul <16 x float> %t1260, %t319
  %t1262 = fadd <16 x float> %t1261, %t322
  %t1263 = fcmp olt <16 x float> %t1262, splat (float 0x0000000000000000)
  %t1264 = select <16 x i1> %t1263, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1262
  %t1265 = fcmp ogt <16 x float> %t1264, splat (float 0x4018000000000000)
  %t1266 = select <16 x i1> %t1265, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1264
  %t1267 = mul i64 %t1247, %size.ldc
  %t1268 = add i64 %t1267, %t26
  %t1269 = getelementptr float, ptr %buf.c, i64 %t1268
  br i1 %t323, label %whole1270, label %part1271
whole1270:
  %t1272 = getelementptr float, ptr %t1269, i64 0
  store <16 x float> %t1266, ptr %t1272, align 4
  br label %rowdone1245
part1271:
  %t1273 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1266, ptr %t1273, align 4
  store i64 0, ptr %c1274
  br label %head1275
head1275:
  %i1278 = load i64, ptr %c1274
  %t1279 = icmp slt i64 %i1278, %t32
  br i1 %t1279, label %body1276, label %done1277
body1276:
  %t1280 = getelementptr float, ptr %rowbuf, i64 %i1278
  %t1281 = load float, ptr %t1280, align 4
  %t1282 = getelementptr float, ptr %t1269, i64 %i1278
  store float %t1281, ptr %t1282, align 4
  %t1283 = add nsw i64 %i1278, 1
  store i64 %t1283, ptr %c1274
  br label %head1275
done1277:
  br label %rowdone1245
rowdone1245:
  %t1286 = icmp slt i64 24, %t29
  br i1 %t1286, label %row1284, label %rowdone1285
row1284:
  %t1287 = add i64 %t25, 24
  %t1288 = getelementptr i32, ptr %buf.radd, i64 %t1287
  %t1289 = load i32, ptr %t1288, align 4
  %t1290 = insertelement <16 x i32> poison, i32 %t1289, i64 0
  %t1291 = shufflevector <16 x i32> %t1290, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1292 = getelementptr i32, ptr %buf.rmul, i64 %t1287
  %t1293 = load i32, ptr %t1292, align 4
  %t1294 = insertelement <16 x i32> poison, i32 %t1293, i64 0
  %t1295 = shufflevector <16 x i32> %t1294, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1296 = mul i64 %t36, 1
  %t1297 = add i64 %t1296, 24
  %t1298 = getelementptr <16 x i32>, ptr %tile, i64 %t1297
  %t1299 = load <16 x i32>, ptr %t1298, align 4
  %t1300 = bitcast <16 x i32> %t1299 to <16 x float>
  %t1301 = fmul <16 x float> %t1300, %t319
  %t1302 = fadd <16 x float> %t1301, %t322
  %t1303 = fcmp olt <16 x float> %t1302, splat (float 0x0000000000000000)
  %t1304 = select <16 x i1> %t1303, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1302
  %t1305 = fcmp ogt <16 x float> %t1304, splat (float 0x4018000000000000)
  %t1306 = select <16 x i1> %t1305, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1304
  %t1307 = mul i64 %t1287, %size.ldc
  %t1308 = add i64 %t1307, %t26
  %t1309 = getelementptr float, ptr %buf.c, i64 %t1308
  br i1 %t323, label %whole1310, label %part1311
whole1310:
  %t1312 = getelementptr float, ptr %t1309, i64 0
  store <16 x float> %t1306, ptr %t1312, align 4
  br label %rowdone1285
part1311:
  %t1313 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1306, ptr %t1313, align 4
  store i64 0, ptr %c1314
  br label %head1315
head1315:
  %i1318 = load i64, ptr %c1314
  %t1319 = icmp slt i64 %i1318, %t32
  br i1 %t1319, label %body1316, label %done1317
body1316:
  %t1320 = getelementptr float, ptr %rowbuf, i64 %i1318
  %t1321 = load float, ptr %t1320, align 4
  %t1322 = getelementptr float, ptr %t1309, i64 %i1318
  store float %t1321, ptr %t1322, align 4
  %t1323 = add nsw i64 %i1318, 1
  store i64 %t1323, ptr %c1314
  br label %head1315
done1317:
  br label %rowdone1285
rowdone1285:
  %t1326 = icmp slt i64 25, %t29
  br i1 %t1326, label %row1324, label %rowdone1325
row1324:
  %t1327 = add i64 %t25, 25
  %t1328 = getelementptr i32, ptr %buf.radd, i64 %t1327
  %t1329 = load i32, ptr %t1328, align 4
  %t1330 = insertelement <16 x i32> poison, i32 %t1329, i64 0
  %t1331 = shufflevector <16 x i32> %t1330, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1332 = getelementptr i32, ptr %buf.rmul, i64 %t1327
  %t1333 = load i32, ptr %t1332, align 4
  %t1334 = insertelement <16 x i32> poison, i32 %t1333, i64 0
  %t1335 = shufflevector <16 x i32> %t1334, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1336 = mul i64 %t36, 1
  %t1337 = add i64 %t1336, 25
  %t1338 = getelementptr <16 x i32>, ptr %tile, i64 %t1337
  %t1339 = load <16 x i32>, ptr %t1338, align 4
  %t1340 = bitcast <16 x i32> %t1339 to <16 x float>
  %t1341 = fmul <16 x float> %t1340, %t319
  %t1342 = fadd <16 x float> %t1341, %t322
  %t1343 = fcmp olt <16 x float> %t1342, splat (float 0x0000000000000000)
  %t1344 = select <16 x i1> %t1343, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1342
  %t1345 = fcmp ogt <16 x float> %t1344, splat (float 0x4018000000000000)
  %t1346 = select <16 x i1> %t1345, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1344
  %t1347 = mul i64 %t1327, %size.ldc
  %t1348 = add i64 %t1347, %t26
  %t1349 = getelementptr float, ptr %buf.c, i64 %t1348
  br i1 %t323, label %whole1350, label %part1351
whole1350:
  %t1352 = getelementptr float, ptr %t1349, i64 0
  store <16 x float> %t1346, ptr %t1352, align 4
  br label %rowdone1325
part1351:
  %t1353 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1346, ptr %t1353, align 4
  store i64 0, ptr %c1354
  br label %head1355
head1355:
  %i1358 = load i64, ptr %c1354
  %t1359 = icmp slt i64 %i1358, %t32
  br i1 %t1359, label %body1356, label %done1357
body1356:
  %t1360 = getelementptr float, ptr %rowbuf, i64 %i1358
  %t1361 = load float, ptr %t1360, align 4
  %t1362 = getelementptr float, ptr %t1349, i64 %i1358
  store float %t1361, ptr %t1362, align 4
  %t1363 = add nsw i64 %i1358, 1
  store i64 %t1363, ptr %c1354
  br label %head1355
done1357:
  br label %rowdone1325
rowdone1325:
  %t1366 = icmp slt i64 26, %t29
  br i1 %t1366, label %row1364, label %rowdone1365
row1364:
  %t1367 = add i64 %t25, 26
  %t1368 = getelementptr i32, ptr %buf.radd, i64 %t1367
  %t1369 = load i32, ptr %t1368, align 4
  %t1370 = insertelement <16 x i32> poison, i32 %t1369, i64 0
  %t1371 = shufflevector <16 x i32> %t1370, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1372 = getelementptr i32, ptr %buf.rmul, i64 %t1367
  %t1373 = load i32, ptr %t1372, align 4
  %t1374 = insertelement <16 x i32> poison, i32 %t1373, i64 0
  %t1375 = shufflevector <16 x i32> %t1374, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1376 = mul i64 %t36, 1
  %t1377 = add i64 %t1376, 26
  %t1378 = getelementptr <16 x i32>, ptr %tile, i64 %t1377
  %t1379 = load <16 x i32>, ptr %t1378, align 4
  %t1380 = bitcast <16 x i32> %t1379 to <16 x float>
  %t1381 = fmul <16 x float> %t1380, %t319
  %t1382 = fadd <16 x float> %t1381, %t322
  %t1383 = fcmp olt <16 x float> %t1382, splat (float 0x0000000000000000)
  %t1384 = select <16 x i1> %t1383, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1382
  %t1385 = fcmp ogt <16 x float> %t1384, splat (float 0x4018000000000000)
  %t1386 = select <16 x i1> %t1385, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1384
  %t1387 = mul i64 %t1367, %size.ldc
  %t1388 = add i64 %t1387, %t26
  %t1389 = getelementptr float, ptr %buf.c, i64 %t1388
  br i1 %t323, label %whole1390, label %part1391
whole1390:
  %t1392 = getelementptr float, ptr %t1389, i64 0
  store <16 x float> %t1386, ptr %t1392, align 4
  br label %rowdone1365
part1391:
  %t1393 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1386, ptr %t1393, align 4
  store i64 0, ptr %c1394
  br label %head1395
head1395:
  %i1398 = load i64, ptr %c1394
  %t1399 = icmp slt i64 %i1398, %t32
  br i1 %t1399, label %body1396, label %done1397
body1396:
  %t1400 = getelementptr float, ptr %rowbuf, i64 %i1398
  %t1401 = load float, ptr %t1400, align 4
  %t1402 = getelementptr float, ptr %t1389, i64 %i1398
  store float %t1401, ptr %t1402, align 4
  %t1403 = add nsw i64 %i1398, 1
  store i64 %t1403, ptr %c1394
  br label %head1395
done1397:
  br label %rowdone1365
rowdone1365:
  %t1406 = icmp slt i64 27, %t29
  br i1 %t1406, label %row1404, label %rowdone1405
row1404:
  %t1407 = add i64 %t25, 27
  %t1408 = getelementptr i32, ptr %buf.radd, i64 %t1407
  %t1409 = load i32, ptr %t1408, align 4
  %t1410 = insertelement <16 x i32> poison, i32 %t1409, i64 0
  %t1411 = shufflevector <16 x i32> %t1410, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1412 = getelementptr i32, ptr %buf.rmul, i64 %t1407
  %t1413 = load i32, ptr %t1412, align 4
  %t1414 = insertelement <16 x i32> poison, i32 %t1413, i64 0
  %t1415 = shufflevector <16 x i32> %t1414, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1416 = mul i64 %t36, 1
  %t1417 = add i64 %t1416, 27
  %t1418 = getelementptr <16 x i32>, ptr %tile, i64 %t1417
  %t1419 = load <16 x i32>, ptr %t1418, align 4
  %t1420 = bitcast <16 x i32> %t1419 to <16 x float>
  %t1421 = fmul <16 x float> %t1420, %t319
  %t1422 = fadd <16 x float> %t1421, %t322
  %t1423 = fcmp olt <16 x float> %t1422, splat (float 0x0000000000000000)
  %t1424 = select <16 x i1> %t1423, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1422
  %t1425 = fcmp ogt <16 x float> %t1424, splat (float 0x4018000000000000)
  %t1426 = select <16 x i1> %t1425, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1424
  %t1427 = mul i64 %t1407, %size.ldc
  %t1428 = add i64 %t1427, %t26
  %t1429 = getelementptr float, ptr %buf.c, i64 %t1428
  br i1 %t323, label %whole1430, label %part1431
whole1430:
  %t1432 = getelementptr float, ptr %t1429, i64 0
  store <16 x float> %t1426, ptr %t1432, align 4
  br label %rowdone1405
part1431:
  %t1433 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1426, ptr %t1433, align 4
  store i64 0, ptr %c1434
  br label %head1435
head1435:
  %i1438 = load i64, ptr %c1434
  %t1439 = icmp slt i64 %i1438, %t32
  br i1 %t1439, label %body1436, label %done1437
body1436:
  %t1440 = getelementptr float, ptr %rowbuf, i64 %i1438
  %t1441 = load float, ptr %t1440, align 4
  %t1442 = getelementptr float, ptr %t1429, i64 %i1438
  store float %t1441, ptr %t1442, align 4
  %t1443 = add nsw i64 %i1438, 1
  store i64 %t1443, ptr %c1434
  br label %head1435
done1437:
  br label %rowdone1405
rowdone1405:
  %t1446 = icmp slt i64 28, %t29
  br i1 %t1446, label %row1444, label %rowdone1445
row1444:
  %t1447 = add i64 %t25, 28
  %t1448 = getelementptr i32, ptr %buf.radd, i64 %t1447
  %t1449 = load i32, ptr %t1448, align 4
  %t1450 = insertelement <16 x i32> poison, i32 %t1449, i64 0
  %t1451 = shufflevector <16 x i32> %t1450, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1452 = getelementptr i32, ptr %buf.rmul, i64 %t1447
  %t1453 = load i32, ptr %t1452, align 4
  %t1454 = insertelement <16 x i32> poison, i32 %t1453, i64 0
  %t1455 = shufflevector <16 x i32> %t1454, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1456 = mul i64 %t36, 1
  %t1457 = add i64 %t1456, 28
  %t1458 = getelementptr <16 x i32>, ptr %tile, i64 %t1457
  %t1459 = load <16 x i32>, ptr %t1458, align 4
  %t1460 = bitcast <16 x i32> %t1459 to <16 x float>
  %t1461 = fmul <16 x float> %t1460, %t319
  %t1462 = fadd <16 x float> %t1461, %t322
  %t1463 = fcmp olt <16 x float> %t1462, splat (float 0x0000000000000000)
  %t1464 = select <16 x i1> %t1463, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1462
  %t1465 = fcmp ogt <16 x float> %t1464, splat (float 0x4018000000000000)
  %t1466 = select <16 x i1> %t1465, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1464
  %t1467 = mul i64 %t1447, %size.ldc
  %t1468 = add i64 %t1467, %t26
  %t1469 = getelementptr float, ptr %buf.c, i64 %t1468
  br i1 %t323, label %whole1470, label %part1471
whole1470:
  %t1472 = getelementptr float, ptr %t1469, i64 0
  store <16 x float> %t1466, ptr %t1472, align 4
  br label %rowdone1445
part1471:
  %t1473 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1466, ptr %t1473, align 4
  store i64 0, ptr %c1474
  br label %head1475
head1475:
  %i1478 = load i64, ptr %c1474
  %t1479 = icmp slt i64 %i1478, %t32
  br i1 %t1479, label %body1476, label %done1477
body1476:
  %t1480 = getelementptr float, ptr %rowbuf, i64 %i1478
  %t1481 = load float, ptr %t1480, align 4
  %t1482 = getelementptr float, ptr %t1469, i64 %i1478
  store float %t1481, ptr %t1482, align 4
  %t1483 = add nsw i64 %i1478, 1
  store i64 %t1483, ptr %c1474
  br label %head1475
done1477:
  br label %rowdone1445
rowdone1445:
  %t1486 = icmp slt i64 29, %t29
  br i1 %t1486, label %row1484, label %rowdone1485
row1484:
  %t1487 = add i64 %t25, 29
  %t1488 = getelementptr i32, ptr %buf.radd, i64 %t1487
  %t1489 = load i32, ptr %t1488, align 4
  %t1490 = insertelement <16 x i32> poison, i32 %t1489, i64 0
  %t1491 = shufflevector <16 x i32> %t1490, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1492 = getelementptr i32, ptr %buf.rmul, i64 %t1487
  %t1493 = load i32, ptr %t1492, align 4
  %t1494 = insertelement <16 x i32> poison, i32 %t1493, i64 0
  %t1495 = shufflevector <16 x i32> %t1494, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1496 = mul i64 %t36, 1
  %t1497 = add i64 %t1496, 29
  %t1498 = getelementptr <16 x i32>, ptr %tile, i64 %t1497
  %t1499 = load <16 x i32>, ptr %t1498, align 4
  %t1500 = bitcast <16 x i32> %t1499 to <16 x float>
  %t1501 = fmul <16 x float> %t1500, %t319
  %t1502 = fadd <16 x float> %t1501, %t322
  %t1503 = fcmp olt <16 x float> %t1502, splat (float 0x0000000000000000)
  %t1504 = select <16 x i1> %t1503, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1502
  %t1505 = fcmp ogt <16 x float> %t1504, splat (float 0x4018000000000000)
  %t1506 = select <16 x i1> %t1505, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1504
  %t1507 = mul i64 %t1487, %size.ldc
  %t1508 = add i64 %t1507, %t26
  %t1509 = getelementptr float, ptr %buf.c, i64 %t1508
  br i1 %t323, label %whole1510, label %part1511
whole1510:
  %t1512 = getelementptr float, ptr %t1509, i64 0
  store <16 x float> %t1506, ptr %t1512, align 4
  br label %rowdone1485
part1511:
  %t1513 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1506, ptr %t1513, align 4
  store i64 0, ptr %c1514
  br label %head1515
head1515:
  %i1518 = load i64, ptr %c1514
  %t1519 = icmp slt i64 %i1518, %t32
  br i1 %t1519, label %body1516, label %done1517
body1516:
  %t1520 = getelementptr float, ptr %rowbuf, i64 %i1518
  %t1521 = load float, ptr %t1520, align 4
  %t1522 = getelementptr float, ptr %t1509, i64 %i1518
  store float %t1521, ptr %t1522, align 4
  %t1523 = add nsw i64 %i1518, 1
  store i64 %t1523, ptr %c1514
  br label %head1515
done1517:
  br label %rowdone1485
rowdone1485:
  %t1526 = icmp slt i64 30, %t29
  br i1 %t1526, label %row1524, label %rowdone1525
row1524:
  %t1527 = add i64 %t25, 30
  %t1528 = getelementptr i32, ptr %buf.radd, i64 %t1527
  %t1529 = load i32, ptr %t1528, align 4
  %t1530 = insertelement <16 x i32> poison, i32 %t1529, i64 0
  %t1531 = shufflevector <16 x i32> %t1530, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1532 = getelementptr i32, ptr %buf.rmul, i64 %t1527
  %t1533 = load i32, ptr %t1532, align 4
  %t1534 = insertelement <16 x i32> poison, i32 %t1533, i64 0
  %t1535 = shufflevector <16 x i32> %t1534, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1536 = mul i64 %t36, 1
  %t1537 = add i64 %t1536, 30
  %t1538 = getelementptr <16 x i32>, ptr %tile, i64 %t1537
  %t1539 = load <16 x i32>, ptr %t1538, align 4
  %t1540 = bitcast <16 x i32> %t1539 to <16 x float>
  %t1541 = fmul <16 x float> %t1540, %t319
  %t1542 = fadd <16 x float> %t1541, %t322
  %t1543 = fcmp olt <16 x float> %t1542, splat (float 0x0000000000000000)
  %t1544 = select <16 x i1> %t1543, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1542
  %t1545 = fcmp ogt <16 x float> %t1544, splat (float 0x4018000000000000)
  %t1546 = select <16 x i1> %t1545, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1544
  %t1547 = mul i64 %t1527, %size.ldc
  %t1548 = add i64 %t1547, %t26
  %t1549 = getelementptr float, ptr %buf.c, i64 %t1548
  br i1 %t323, label %whole1550, label %part1551
whole1550:
  %t1552 = getelementptr float, ptr %t1549, i64 0
  store <16 x float> %t1546, ptr %t1552, align 4
  br label %rowdone1525
part1551:
  %t1553 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1546, ptr %t1553, align 4
  store i64 0, ptr %c1554
  br label %head1555
head1555:
  %i1558 = load i64, ptr %c1554
  %t1559 = icmp slt i64 %i1558, %t32
  br i1 %t1559, label %body1556, label %done1557
body1556:
  %t1560 = getelementptr float, ptr %rowbuf, i64 %i1558
  %t1561 = load float, ptr %t1560, align 4
  %t1562 = getelementptr float, ptr %t1549, i64 %i1558
  store float %t1561, ptr %t1562, align 4
  %t1563 = add nsw i64 %i1558, 1
  store i64 %t1563, ptr %c1554
  br label %head1555
done1557:
  br label %rowdone1525
rowdone1525:
  %t1566 = icmp slt i64 31, %t29
  br i1 %t1566, label %row1564, label %rowdone1565
row1564:
  %t1567 = add i64 %t25, 31
  %t1568 = getelementptr i32, ptr %buf.radd, i64 %t1567
  %t1569 = load i32, ptr %t1568, align 4
  %t1570 = insertelement <16 x i32> poison, i32 %t1569, i64 0
  %t1571 = shufflevector <16 x i32> %t1570, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1572 = getelementptr i32, ptr %buf.rmul, i64 %t1567
  %t1573 = load i32, ptr %t1572, align 4
  %t1574 = insertelement <16 x i32> poison, i32 %t1573, i64 0
  %t1575 = shufflevector <16 x i32> %t1574, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1576 = mul i64 %t36, 1
  %t1577 = add i64 %t1576, 31
  %t1578 = getelementptr <16 x i32>, ptr %tile, i64 %t1577
  %t1579 = load <16 x i32>, ptr %t1578, align 4
  %t1580 = bitcast <16 x i32> %t1579 to <16 x float>
  %t1581 = fmul <16 x float> %t1580, %t319
  %t1582 = fadd <16 x float> %t1581, %t322
  %t1583 = fcmp olt <16 x float> %t1582, splat (float 0x0000000000000000)
  %t1584 = select <16 x i1> %t1583, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1582
  %t1585 = fcmp ogt <16 x float> %t1584, splat (float 0x4018000000000000)
  %t1586 = select <16 x i1> %t1585, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1584
  %t1587 = mul i64 %t1567, %size.ldc
  %t1588 = add i64 %t1587, %t26
  %t1589 = getelementptr float, ptr %buf.c, i64 %t1588
  br i1 %t323, label %whole1590, label %part1591
whole1590:
  %t1592 = getelementptr float, ptr %t1589, i64 0
  store <16 x float> %t1586, ptr %t1592, align 4
  br label %rowdone1565
part1591:
  %t1593 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1586, ptr %t1593, align 4
  store i64 0, ptr %c1594
  br label %head1595
head1595:
  %i1598 = load i64, ptr %c1594
  %t1599 = icmp slt i64 %i1598, %t32
  br i1 %t1599, label %body1596, label %done1597
body1596:
  %t1600 = getelementptr float, ptr %rowbuf, i64 %i1598
  %t1601 = load float, ptr %t1600, align 4
  %t1602 = getelementptr float, ptr %t1589, i64 %i1598
  store float %t1601, ptr %t1602, align 4
  %t1603 = add nsw i64 %i1598, 1
  store i64 %t1603, ptr %c1594
  br label %head1595
done1597:
  br label %rowdone1565
rowdone1565:
  %t1604 = add nsw i64 %i17, 1
  store i64 %t1604, ptr %c13
  br label %head14
done16:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
