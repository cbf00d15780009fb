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

define void @"jr.qgemm.amx.l16.32x1.ru.f32.col.clamp0_6.l2_1024k.win7x7x3"(ptr noalias %buf.r, ptr noalias %buf.p, ptr noalias %buf.radd, ptr noalias %buf.cadd, ptr noalias %buf.rmul, ptr noalias %buf.cmul, ptr noalias %buf.scale, ptr noalias %buf.bias, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.m, i64 %size.n, i64 %size.kg, i64 %size.rs, i64 %size.ldc, i64 %size.zp, i64 %size.c, i64 %size.h, i64 %size.w, i64 %size.oh, i64 %size.ow, i64 %size.kh, i64 %size.kw, i64 %size.sh, i64 %size.sw, i64 %size.dh, i64 %size.pt, i64 %size.pl, i64 %range.lo, i64 %range.hi) nounwind "no-builtins" {
entry:
  %tile = alloca [32 x <16 x i32>], align 64
  %rowbuf = alloca [16 x float], align 64
  %block = alloca [32768 x i16], align 64
  %c13 = alloca i64
  %c60 = alloca i64
  %c61 = alloca i64
  %c62 = alloca i64
  %c63 = alloca i64
  %c206 = alloca i64
  %c221 = alloca i64
  %c242 = alloca i64
  %c260 = alloca i64
  %c272 = alloca i64
  %c289 = alloca i64
  %c356 = alloca i64
  %c396 = alloca i64
  %c436 = alloca i64
  %c476 = alloca i64
  %c516 = alloca i64
  %c556 = alloca i64
  %c596 = alloca i64
  %c636 = alloca i64
  %c676 = alloca i64
  %c716 = alloca i64
  %c756 = alloca i64
  %c796 = alloca i64
  %c836 = alloca i64
  %c876 = alloca i64
  %c916 = alloca i64
  %c956 = alloca i64
  %c996 = alloca i64
  %c1036 = alloca i64
  %c1076 = alloca i64
  %c1116 = alloca i64
  %c1156 = alloca i64
  %c1196 = alloca i64
  %c1236 = alloca i64
  %c1276 = alloca i64
  %c1316 = alloca i64
  %c1356 = alloca i64
  %c1396 = alloca i64
  %c1436 = alloca i64
  %c1476 = alloca i64
  %c1516 = alloca i64
  %c1556 = alloca i64
  %c1596 = alloca i64
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
  %t37 = mul i64 %t35, %size.rs
  %t38 = getelementptr i8, ptr %buf.r, i64 %t37
  %t39 = mul i64 %size.kg, 4
  %t42 = icmp eq i64 %t22, 0
  %t43 = icmp eq i64 %i17, %range.lo
  %t44 = or i1 %t42, %t43
  %t45 = xor i1 %t12, true
  %t46 = or i1 %t44, %t45
  br i1 %t46, label %round40, label %rounded41
round40:
  %t47 = sub i64 %size.m, %t35
  %t48 = icmp slt i64 32, %t47
  %t49 = select i1 %t48, i64 32, i64 %t47
  %t50 = mul i64 %size.kg, 2
  %t51 = add i64 %t35, %t49
  %t52 = mul i64 %size.h, %size.w
  %t53 = mul i64 %t52, 3
  %t54 = mul i64 7, 3
  %t55 = mul i64 %size.oh, %size.ow
  %t56 = srem i64 %t35, %t55
  %t57 = sdiv i64 %t35, %t55
  %t58 = sdiv i64 %t56, %size.ow
  %t59 = srem i64 %t56, %size.ow
  store i64 %t57, ptr %c60
  store i64 %t58, ptr %c61
  store i64 %t59, ptr %c62
  store i64 %t35, ptr %c63
  br label %head64
head64:
  %i67 = load i64, ptr %c63
  %t68 = icmp slt i64 %i67, %t51
  br i1 %t68, label %body65, label %done66
body65:
  %t69 = load i64, ptr %c60
  %t70 = load i64, ptr %c61
  %t71 = load i64, ptr %c62
  %t72 = mul i64 %t70, %size.sh
  %t73 = sub i64 %t72, %size.pt
  %t74 = mul i64 %t71, %size.sw
  %t75 = sub i64 %t74, %size.pl
  %t76 = sub i64 %i67, %t35
  %t77 = mul i64 %t76, %t50
  %t78 = getelementptr i16, ptr %block, i64 %t77
  %t82 = icmp sge i64 %t75, 0
  %t83 = add i64 %t75, 7
  %t84 = icmp sle i64 %t83, %size.w
  %t85 = and i1 %t82, %t84
  br i1 %t85, label %along79, label %edge80
along79:
  %t86 = mul i64 %size.dh, 0
  %t87 = add i64 %t73, %t86
  %t88 = icmp ult i64 %t87, %size.h
  %t89 = insertelement <32 x i1> poison, i1 %t88, i64 0
  %t90 = shufflevector <32 x i1> %t89, <32 x i1> poison, <32 x i32> zeroinitializer
  %t91 = mul i64 %t69, %t53
  %t92 = mul i64 %t87, %size.w
  %t93 = add i64 %t92, %t75
  %t94 = mul i64 %t93, 3
  %t95 = add i64 %t91, %t94
  %t96 = getelementptr i16, ptr %buf.r, i64 %t95
  %t97 = getelementptr i16, ptr %t96, i64 0
  %t98 = and <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>, %t90
  %t99 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %t97, <32 x i1> %t98, <32 x i16> zeroinitializer)
  %t100 = getelementptr i16, ptr %t78, i64 0
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %t99, ptr align 2 %t100, <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>)
  %t101 = mul i64 %size.dh, 1
  %t102 = add i64 %t73, %t101
  %t103 = icmp ult i64 %t102, %size.h
  %t104 = insertelement <32 x i1> poison, i1 %t103, i64 0
  %t105 = shufflevector <32 x i1> %t104, <32 x i1> poison, <32 x i32> zeroinitializer
  %t106 = mul i64 %t69, %t53
  %t107 = mul i64 %t102, %size.w
  %t108 = add i64 %t107, %t75
  %t109 = mul i64 %t108, 3
  %t110 = add i64 %t106, %t109
  %t111 = getelementptr i16, ptr %buf.r, i64 %t110
  %t112 = getelementptr i16, ptr %t111, i64 0
  %t113 = and <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>, %t105
  %t114 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %t112, <32 x i1> %t113, <32 x i16> zeroinitializer)
  %t115 = getelementptr i16, ptr %t78, i64 21
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %t114, ptr align 2 %t115, <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>)
  %t116 = mul i64 %size.dh, 2
  %t117 = add i64 %t73, %t116
  %t118 = icmp ult i64 %t117, %size.h
  %t119 = insertelement <32 x i1> poison, i1 %t118, i64 0
  %t120 = shufflevector <32 x i1> %t119, <32 x i1> poison, <32 x i32> zeroinitializer
  %t121 = mul i64 %t69, %t53
  %t122 = mul i64 %t117, %size.w
  %t123 = add i64 %t122, %t75
  %t124 = mul i64 %t123, 3
  %t125 = add i64 %t121, %t124
  %t126 = getelementptr i16, ptr %buf.r, i64 %t125
  %t127 = getelementptr i16, ptr %t126, i64 0
  %t128 = and <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>, %t120
  %t129 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %t127, <32 x i1> %t128, <32 x i16> zeroinitializer)
  %t130 = getelementptr i16, ptr %t78, i64 42
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %t129, ptr align 2 %t130, <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>)
  %t131 = mul i64 %size.dh, 3
  %t132 = add i64 %t73, %t131
  %t133 = icmp ult i64 %t132, %size.h
  %t134 = insertelement <32 x i1> poison, i1 %t133, i64 0
  %t135 = shufflevector <32 x i1> %t134, <32 x i1> poison, <32 x i32> zeroinitializer
  %t136 = mul i64 %t69, %t53
  %t137 = mul i64 %t132, %size.w
  %t138 = add i64 %t137, %t75
  %t139 = mul i64 %t138, 3
  %t140 = add i64 %t136, %t139
  %t141 = getelementptr i16, ptr %buf.r, i64 %t140
  %t142 = getelementptr i16, ptr %t141, i64 0
  %t143 = and <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>, %t135
  %t144 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %t142, <32 x i1> %t143, <32 x i16> zeroinitializer)
  %t145 = getelementptr i16, ptr %t78, i64 63
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %t144, ptr align 2 %t145, <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>)
  %t146 = mul i64 %size.dh, 4
  %t147 = add i64 %t73, %t146
  %t148 = icmp ult i64 %t147, %size.h
  %t149 = insertelement <32 x i1> poison, i1 %t148, i64 0
  %t150 = shufflevector <32 x i1> %t149, <32 x i1> poison, <32 x i32> zeroinitializer
  %t151 = mul i64 %t69, %t53
  %t152 = mul i64 %t147, %size.w
  %t153 = add i64 %t152, %t75
  %t154 = mul i64 %t153, 3
  %t155 = add i64 %t151, %t154
  %t156 = getelementptr i16, ptr %buf.r, i64 %t155
  %t157 = getelementptr i16, ptr %t156, i64 0
  %t158 = and <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>, %t150
  %t159 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %t157, <32 x i1> %t158, <32 x i16> zeroinitializer)
  %t160 = getelementptr i16, ptr %t78, i64 84
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %t159, ptr align 2 %t160, <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>)
  %t161 = mul i64 %size.dh, 5
  %t162 = add i64 %t73, %t161
  %t163 = icmp ult i64 %t162, %size.h
  %t164 = insertelement <32 x i1> poison, i1 %t163, i64 0
  %t165 = shufflevector <32 x i1> %t164, <32 x i1> poison, <32 x i32> zeroinitializer
  %t166 = mul i64 %t69, %t53
  %t167 = mul i64 %t162, %size.w
  %t168 = add i64 %t167, %t75
  %t169 = mul i64 %t168, 3
  %t170 = add i64 %t166, %t169
  %t171 = getelementptr i16, ptr %buf.r, i64 %t170
  %t172 = getelementptr i16, ptr %t171, i64 0
  %t173 = and <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>, %t165
  %t174 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %t172, <32 x i1> %t173, <32 x i16> zeroinitializer)
  %t175 = getelementptr i16, ptr %t78, i64 105
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %t174, ptr align 2 %t175, <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>)
  %t176 = mul i64 %size.dh, 6
  %t177 = add i64 %t73, %t176
  %t178 = icmp ult i64 %t177, %size.h
  %t179 = insertelement <32 x i1> poison, i1 %t178, i64 0
  %t180 = shufflevector <32 x i1> %t179, <32 x i1> poison, <32 x i32> zeroinitializer
  %t181 = mul i64 %t69, %t53
  %t182 = mul i64 %t177, %size.w
  %t183 = add i64 %t182, %t75
  %t184 = mul i64 %t183, 3
  %t185 = add i64 %t181, %t184
  %t186 = getelementptr i16, ptr %buf.r, i64 %t185
  %t187 = getelementptr i16, ptr %t186, i64 0
  %t188 = and <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>, %t180
  %t189 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %t187, <32 x i1> %t188, <32 x i16> zeroinitializer)
  %t190 = getelementptr i16, ptr %t78, i64 126
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %t189, ptr align 2 %t190, <32 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>)
  br label %windowed81
edge80:
  %t191 = sub i64 0, %t75
  %t192 = icmp sgt i64 %t191, 0
  %t193 = select i1 %t192, i64 %t191, i64 0
  %t194 = icmp slt i64 %t193, 7
  %t195 = select i1 %t194, i64 %t193, i64 7
  %t196 = add i64 %t75, 7
  %t197 = sub i64 %t196, %size.w
  %t198 = icmp sgt i64 %t197, 0
  %t199 = select i1 %t198, i64 %t197, i64 0
  %t200 = sub i64 7, %t195
  %t201 = icmp slt i64 %t199, %t200
  %t202 = select i1 %t201, i64 %t199, i64 %t200
  %t203 = sub i64 7, %t195
  %t204 = sub i64 %t203, %t202
  %t205 = mul i64 %t204, 3
  store i64 0, ptr %c206
  br label %head207
head207:
  %i210 = load i64, ptr %c206
  %t211 = icmp slt i64 %i210, 7
  br i1 %t211, label %body208, label %done209
body208:
  %t212 = mul i64 %i210, %size.dh
  %t213 = add i64 %t73, %t212
  %t214 = mul i64 %i210, %t54
  %t215 = getelementptr i16, ptr %t78, i64 %t214
  %t219 = icmp ult i64 %t213, %size.h
  br i1 %t219, label %inside216, label %padding217
inside216:
  %t220 = mul i64 %t195, 3
  store i64 0, ptr %c221
  br label %head222
head222:
  %i225 = load i64, ptr %c221
  %t226 = icmp slt i64 %i225, %t220
  br i1 %t226, label %body223, label %done224
body223:
  %t227 = sub i64 %t220, %i225
  %t228 = insertelement <32 x i64> poison, i64 %t227, i64 0
  %t229 = shufflevector <32 x i64> %t228, <32 x i64> poison, <32 x i32> zeroinitializer
  %t230 = icmp ult <32 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %t229
  %t231 = getelementptr i16, ptr %t215, i64 %i225
  call void @llvm.masked.store.v32i16.p0(<32 x i16> zeroinitializer, ptr align 2 %t231, <32 x i1> %t230)
  %t232 = add nsw i64 %i225, 32
  store i64 %t232, ptr %c221
  br label %head222
done224:
  %t233 = mul i64 %t69, %t53
  %t234 = mul i64 %t213, %size.w
  %t235 = add i64 %t75, %t195
  %t236 = add i64 %t234, %t235
  %t237 = mul i64 %t236, 3
  %t238 = add i64 %t233, %t237
  %t239 = getelementptr i16, ptr %buf.r, i64 %t238
  %t240 = mul i64 %t195, 3
  %t241 = getelementptr i16, ptr %t215, i64 %t240
  store i64 0, ptr %c242
  br label %head243
head243:
  %i246 = load i64, ptr %c242
  %t247 = icmp slt i64 %i246, %t205
  br i1 %t247, label %body244, label %done245
body244:
  %t248 = sub i64 %t205, %i246
  %t249 = insertelement <32 x i64> poison, i64 %t248, i64 0
  %t250 = shufflevector <32 x i64> %t249, <32 x i64> poison, <32 x i32> zeroinitializer
  %t251 = icmp ult <32 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %t250
  %t252 = getelementptr i16, ptr %t239, i64 %i246
  %t253 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %t252, <32 x i1> %t251, <32 x i16> zeroinitializer)
  %t254 = getelementptr i16, ptr %t241, i64 %i246
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %t253, ptr align 2 %t254, <32 x i1> %t251)
  %t255 = add nsw i64 %i246, 32
  store i64 %t255, ptr %c242
  br label %head243
done245:
  %t256 = mul i64 %t202, 3
  %t257 = sub i64 %t54, %t256
  %t258 = getelementptr i16, ptr %t215, i64 %t257
  %t259 = mul i64 %t202, 3
  store i64 0, ptr %c260
  br label %head261
head261:
  %i264 = load i64, ptr %c260
  %t265 = icmp slt i64 %i264, %t259
  br i1 %t265, label %body262, label %done263
body262:
  %t266 = sub i64 %t259, %i264
  %t267 = insertelement <32 x i64> poison, i64 %t266, i64 0
  %t268 = shufflevector <32 x i64> %t267, <32 x i64> poison, <32 x i32> zeroinitializer
  %t269 = icmp ult <32 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %t268
  %t270 = getelementptr i16, ptr %t258, i64 %i264
  call void @llvm.masked.store.v32i16.p0(<32 x i16> zeroinitializer, ptr align 2 %t270, <32 x i1> %t269)
  %t271 = add nsw i64 %i264, 32
  store i64 %t271, ptr %c260
  br label %head261
done263:
  br label %tapped218
padding217:
  store i64 0, ptr %c272
  br label %head273
head273:
  %i276 = load i64, ptr %c272
  %t277 = icmp slt i64 %i276, %t54
  br i1 %t277, label %body274, label %done275
body274:
  %t278 = sub i64 %t54, %i276
  %t279 = insertelement <32 x i64> poison, i64 %t278, i64 0
  %t280 = shufflevector <32 x i64> %t279, <32 x i64> poison, <32 x i32> zeroinitializer
  %t281 = icmp ult <32 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %t280
  %t282 = getelementptr i16, ptr %t215, i64 %i276
  call void @llvm.masked.store.v32i16.p0(<32 x i16> zeroinitializer, ptr align 2 %t282, <32 x i1> %t281)
  %t283 = add nsw i64 %i276, 32
  store i64 %t283, ptr %c272
  br label %head273
done275:
  br label %tapped218
tapped218:
  %t284 = add nsw i64 %i210, 1
  store i64 %t284, ptr %c206
  br label %head207
done209:
  br label %windowed81
windowed81:
  %t285 = mul i64 7, %t54
  %t286 = getelementptr i16, ptr %t78, i64 %t285
  %t287 = mul i64 7, %t54
  %t288 = sub i64 %t50, %t287
  store i64 0, ptr %c289
  br label %head290
head290:
  %i293 = load i64, ptr %c289
  %t294 = icmp slt i64 %i293, %t288
  br i1 %t294, label %body291, label %done292
body291:
  %t295 = sub i64 %t288, %i293
  %t296 = insertelement <32 x i64> poison, i64 %t295, i64 0
  %t297 = shufflevector <32 x i64> %t296, <32 x i64> poison, <32 x i32> zeroinitializer
  %t298 = icmp ult <32 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %t297
  %t299 = getelementptr i16, ptr %t286, i64 %i293
  call void @llvm.masked.store.v32i16.p0(<32 x i16> zeroinitializer, ptr align 2 %t299, <32 x i1> %t298)
  %t300 = add nsw i64 %i293, 32
  store i64 %t300, ptr %c289
  br label %head290
done292:
  %t301 = add i64 %t71, 1
  %t302 = icmp eq i64 %t301, %size.ow
  %t303 = add i64 %t70, 1
  %t304 = select i1 %t302, i64 %t303, i64 %t70
  %t305 = icmp eq i64 %t304, %size.oh
  %t306 = select i1 %t302, i64 0, i64 %t301
  store i64 %t306, ptr %c62
  %t307 = select i1 %t305, i64 0, i64 %t304
  store i64 %t307, ptr %c61
  %t308 = add i64 %t69, 1
  %t309 = select i1 %t305, i64 %t308, i64 %t69
  store i64 %t309, ptr %c60
  %t310 = add nsw i64 %i67, 1
  store i64 %t310, ptr %c63
  br label %head64
done66:
  br label %rounded41
rounded41:
  %t311 = mul i64 %t22, %t8
  %t312 = getelementptr i8, ptr %buf.p, i64 %t311
  call void @"jr.qgemm.amx.l16.32x1.ru.f32.col.clamp0_6.l2_1024k.win7x7x3.mk"(ptr %block, i64 %t39, i64 %t29, ptr %t312, i64 %size.kg, ptr %tile)
  %t313 = add i64 %t26, 0
  %t314 = getelementptr i32, ptr %buf.cadd, i64 %t313
  %t315 = load <16 x i32>, ptr %t314, align 4
  %t316 = add i64 %t26, 0
  %t317 = getelementptr i32, ptr %buf.cmul, i64 %t316
  %t318 = load <16 x i32>, ptr %t317, align 4
  %t319 = add i64 %t26, 0
  %t320 = getelementptr float, ptr %buf.scale, i64 %t319
  %t321 = load <16 x float>, ptr %t320, align 4
  %t322 = add i64 %t26, 0
  %t323 = getelementptr float, ptr %buf.bias, i64 %t322
  %t324 = load <16 x float>, ptr %t323, align 4
  %t325 = icmp eq i64 %t32, 16
  %t328 = icmp slt i64 0, %t29
  br i1 %t328, label %row326, label %rowdone327
row326:
  %t329 = add i64 %t25, 0
  %t330 = getelementptr i32, ptr %buf.radd, i64 %t329
  %t331 = load i32, ptr %t330, align 4
  %t332 = insertelement <16 x i32> poison, i32 %t331, i64 0
  %t333 = shufflevector <16 x i32> %t332, <16 x i32> poison, <16 x i32> zeroinitializer
  %t334 = getelementptr i32, ptr %buf.rmul, i64 %t329
  %t335 = load i32, ptr %t334, align 4
  %t336 = insertelement <16 x i32> poison, i32 %t335, i64 0
  %t337 = shufflevector <16 x i32> %t336, <16 x i32> poison, <16 x i32> zeroinitializer
  %t338 = mul i64 %t36, 1
  %t339 = add i64 %t338, 0
  %t340 = getelementptr <16 x i32>, ptr %tile, i64 %t339
  %t341 = load <16 x i32>, ptr %t340, align 4
  %t342 = bitcast <16 x i32> %t341 to <16 x float>
  %t343 = fmul <16 x float> %t342, %t321
  %t344 = fadd <16 x float> %t343, %t324
  %t345 = fcmp olt <16 x float> %t344, splat (float 0x0000000000000000)
  %t346 = select <16 x i1> %t345, <16 x float> splat (float 0x0000000000000000), <16 x float> %t344
  %t347 = fcmp ogt <16 x float> %t346, splat (float 0x4018000000000000)
  %t348 = select <16 x i1> %t347, <16 x float> splat (float 0x4018000000000000), <16 x float> %t346
  %t349 = mul i64 %t329, %size.ldc
  %t350 = add i64 %t349, %t26
  %t351 = getelementptr float, ptr %buf.c, i64 %t350
  br i1 %t325, label %whole352, label %part353
whole352:
  %t354 = getelementptr float, ptr %t351, i64 0
  store <16 x float> %t348, ptr %t354, align 4
  br label %rowdone327
part353:
  %t355 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t348, ptr %t355, align 4
  store i64 0, ptr %c356
  br label %head357
head357:
  %i360 = load i64, ptr %c356
  %t361 = icmp slt i64 %i360, %t32
  br i1 %t361, label %body358, label %done359
body358:
  %t362 = getelementptr float, ptr %rowbuf, i64 %i360
  %t363 = load float, ptr %t362, align 4
  %t364 = getelementptr float, ptr %t351, i64 %i360
  store float %t363, ptr %t364, align 4
  %t365 = add nsw i64 %i360, 1
  store i64 %t365, ptr %c356
  br label %head357
done359:
  br label %rowdone327
rowdone327:
  %t368 = icmp slt i64 1, %t29
  br i1 %t368, label %row366, label %rowdone367
row366:
  %t369 = add i64 %t25, 1
  %t370 = getelementptr i32, ptr %buf.radd, i64 %t369
  %t371 = load i32, ptr %t370, align 4
  %t372 = insertelement <16 x i32> poison, i32 %t371, i64 0
  %t373 = shufflevector <16 x i32> %t372, <16 x i32> poison, <16 x i32> zeroinitializer
  %t374 = getelementptr i32, ptr %buf.rmul, i64 %t369
  %t375 = load i32, ptr %t374, align 4
  %t376 = insertelement <16 x i32> poison, i32 %t375, i64 0
  %t377 = shufflevector <16 x i32> %t376, <16 x i32> poison, <16 x i32> zeroinitializer
  %t378 = mul i64 %t36, 1
  %t379 = add i64 %t378, 1
  %t380 = getelementptr <16 x i32>, ptr %tile, i64 %t379
  %t381 = load <16 x i32>, ptr %t380, align 4
  %t382 = bitcast <16 x i32> %t381 to <16 x float>
  %t383 = fmul <16 x float> %t382, %t321
  %t384 = fadd <16 x float> %t383, %t324
  %t385 = fcmp olt <16 x float> %t384, splat (float 0x0000000000000000)
  %t386 = select <16 x i1> %t385, <16 x float> splat (float 0x0000000000000000), <16 x float> %t384
  %t387 = fcmp ogt <16 x float> %t386, splat (float 0x4018000000000000)
  %t388 = select <16 x i1> %t387, <16 x float> splat (float 0x4018000000000000), <16 x float> %t386
  %t389 = mul i64 %t369, %size.ldc
  %t390 = add i64 %t389, %t26
  %t391 = getelementptr float, ptr %buf.c, i64 %t390
  br i1 %t325, label %whole392, label %part393
whole392:
  %t394 = getelementptr float, ptr %t391, i64 0
  store <16 x float> %t388, ptr %t394, align 4
  br label %rowdone367
part393:
  %t395 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t388, ptr %t395, align 4
  store i64 0, ptr %c396
  br label %head397
head397:
  %i400 = load i64, ptr %c396
  %t401 = icmp slt i64 %i400, %t32
  br i1 %t401, label %body398, label %done399
body398:
  %t402 = getelementptr float, ptr %rowbuf, i64 %i400
  %t403 = load float, ptr %t402, align 4
  %t404 = getelementptr float, ptr %t391, i64 %i400
  store float %t403, ptr %t404, align 4
  %t405 = add nsw i64 %i400, 1
  store i64 %t405, ptr %c396
  br label %head397
done399:
  br label %rowdone367
rowdone367:
  %t408 = icmp slt i64 2, %t29
  br i1 %t408, label %row406, label %rowdone407
row406:
  %t409 = add i64 %t25, 2
  %t410 = getelementptr i32, ptr %buf.radd, i64 %t409
  %t411 = load i32, ptr %t410, align 4
  %t412 = insertelement <16 x i32> poison, i32 %t411, i64 0
  %t413 = shufflevector <16 x i32> %t412, <16 x i32> poison, <16 x i32> zeroinitializer
  %t414 = getelementptr i32, ptr %buf.rmul, i64 %t409
  %t415 = load i32, ptr %t414, align 4
  %t416 = insertelement <16 x i32> poison, i32 %t415, i64 0
  %t417 = shufflevector <16 x i32> %t416, <16 x i32> poison, <16 x i32> zeroinitializer
  %t418 = mul i64 %t36, 1
  %t419 = add i64 %t418, 2
  %t420 = getelementptr <16 x i32>, ptr %tile, i64 %t419
  %t421 = load <16 x i32>, ptr %t420, align 4
  %t422 = bitcast <16 x i32> %t421 to <16 x float>
  %t423 = fmul <16 x float> %t422, %t321
  %t424 = fadd <16 x float> %t423, %t324
  %t425 = fcmp olt <16 x float> %t424, splat (float 0x0000000000000000)
  %t426 = select <16 x i1> %t425, <16 x float> splat (float 0x0000000000000000), <16 x float> %t424
  %t427 = fcmp ogt <16 x float> %t426, splat (float 0x4018000000000000)
  %t428 = select <16 x i1> %t427, <16 x float> splat (float 0x4018000000000000), <16 x float> %t426
  %t429 = mul i64 %t409, %size.ldc
  %t430 = add i64 %t429, %t26
  %t431 = getelementptr float, ptr %buf.c, i64 %t430
  br i1 %t325, label %whole432, label %part433
whole432:
  %t434 = getelementptr float, ptr %t431, i64 0
  store <16 x float> %t428, ptr %t434, align 4
  br label %rowdone407
part433:
  %t435 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t428, ptr %t435, align 4
  store i64 0, ptr %c436
  br label %head437
head437:
  %i440 = load i64, ptr %c436
  %t441 = icmp slt i64 %i440, %t32
  br i1 %t441, label %body438, label %done439
body438:
  %t442 = getelementptr float, ptr %rowbuf, i64 %i440
  %t443 = load float, ptr %t442, align 4
  %t444 = getelementptr float, ptr %t431, i64 %i440
  store float %t443, ptr %t444, align 4
  %t445 = add nsw i64 %i440, 1
  store i64 %t445, ptr %c436
  br label %head437
done439:
  br label %rowdone407
rowdone407:
  %t448 = icmp slt i64 3, %t29
  br i1 %t448, label %row446, label %rowdone447
row446:
  %t449 = add i64 %t25, 3
  %t450 = getelementptr i32, ptr %buf.radd, i64 %t449
  %t451 = load i32, ptr %t450, align 4
  %t452 = insertelement <16 x i32> poison, i32 %t451, i64 0
  %t453 = shufflevector <16 x i32> %t452, <16 x i32> poison, <16 x i32> zeroinitializer
  %t454 = getelementptr i32, ptr %buf.rmul, i64 %t449
  %t455 = load i32, ptr %t454, align 4
  %t456 = insertelement <16 x i32> poison, i32 %t455, i64 0
  %t457 = shufflevector <16 x i32> %t456, <16 x i32> poison, <16 x i32> zeroinitializer
  %t458 = mul i64 %t36, 1
  %t459 = add i64 %t458, 3
  %t460 = getelementptr <16 x i32>, ptr %tile, i64 %t459
  %t461 = load <16 x i32>, ptr %t460, align 4
  %t462 = bitcast <16 x i32> %t461 to <16 x float>
  %t463 = fmul <16 x float> %t462, %t321
  %t464 = fadd <16 x float> %t463, %t324
  %t465 = fcmp olt <16 x float> %t464, splat (float 0x0000000000000000)
  %t466 = select <16 x i1> %t465, <16 x float> splat (float 0x0000000000000000), <16 x float> %t464
  %t467 = fcmp ogt <16 x float> %t466, splat (float 0x4018000000000000)
  %t468 = select <16 x i1> %t467, <16 x float> splat (float 0x4018000000000000), <16 x float> %t466
  %t469 = mul i64 %t449, %size.ldc
  %t470 = add i64 %t469, %t26
  %t471 = getelementptr float, ptr %buf.c, i64 %t470
  br i1 %t325, label %whole472, label %part473
whole472:
  %t474 = getelementptr float, ptr %t471, i64 0
  store <16 x float> %t468, ptr %t474, align 4
  br label %rowdone447
part473:
  %t475 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t468, ptr %t475, align 4
  store i64 0, ptr %c476
  br label %head477
head477:
  %i480 = load i64, ptr %c476
  %t481 = icmp slt i64 %i480, %t32
  br i1 %t481, label %body478, label %done479
body478:
  %t482 = getelementptr float, ptr %rowbuf, i64 %i480
  %t483 = load float, ptr %t482, align 4
  %t484 = getelementptr float, ptr %t471, i64 %i480
  store float %t483, ptr %t484, align 4
  %t485 = add nsw i64 %i480, 1
  store i64 %t485, ptr %c476
  br label %head477
done479:
  br label %rowdone447
rowdone447:
  %t488 = icmp slt i64 4, %t29
  br i1 %t488, label %row486, label %rowdone487
row486:
  %t489 = add i64 %t25, 4
  %t490 = getelementptr i32, ptr %buf.radd, i64 %t489
  %t491 = load i32, ptr %t490, align 4
  %t492 = insertelement <16 x i32> poison, i32 %t491, i64 0
  %t493 = shufflevector <16 x i32> %t492, <16 x i32> poison, <16 x i32> zeroinitializer
  %t494 = getelementptr i32, ptr %buf.rmul, i64 %t489
  %t495 = load i32, ptr %t494, align 4
  %t496 = insertelement <16 x i32> poison, i32 %t495, i64 0
  %t497 = shufflevector <16 x i32> %t496, <16 x i32> poison, <16 x i32> zeroinitializer
  %t498 = mul i64 %t36, 1
  %t499 = add i64 %t498, 4
  %t500 = getelementptr <16 x i32>, ptr %tile, i64 %t499
  %t501 = load <16 x i32>, ptr %t500, align 4
  %t502 = bitcast <16 x i32> %t501 to <16 x float>
  %t503 = fmul <16 x float> %t502, %t321
  %t504 = fadd <16 x float> %t503, %t324
  %t505 = fcmp olt <16 x float> %t504, splat (float 0x0000000000000000)
  %t506 = select <16 x i1> %t505, <16 x float> splat (float 0x0000000000000000), <16 x float> %t504
  %t507 = fcmp ogt <16 x float> %t506, splat (float 0x4018000000000000)
  %t508 = select <16 x i1> %t507, <16 x float> splat (float 0x4018000000000000), <16 x float> %t506
  %t509 = mul i64 %t489, %size.ldc
  %t510 = add i64 %t509, %t26
  %t511 = getelementptr float, ptr %buf.c, i64 %t510
  br i1 %t325, label %whole512, label %part513
whole512:
  %t514 = getelementptr float, ptr %t511, i64 0
  store <16 x float> %t508, ptr %t514, align 4
  br label %rowdone487
part513:
  %t515 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t508, ptr %t515, align 4
  store i64 0, ptr %c516
  br label %head517
head517:
  %i520 = load i64, ptr %c516
  %t521 = icmp slt i64 %i520, %t32
  br i1 %t521, label %body518, label %done519
body518:
  %t522 = getelementptr float, ptr %rowbuf, i64 %i520
  %t523 = load float, ptr %t522, align 4
  %t524 = getelementptr float, ptr %t511, i64 %i520
  store float %t523, ptr %t524, align 4
  %t525 = add nsw i64 %i520, 1
  store i64 %t525, ptr %c516
  br label %head517
done519:
  br label %rowdone487
rowdone487:
  %t528 = icmp slt i64 5, %t29
  br i1 %t528, label %row526, label %rowdone527
row526:
  %t529 = add i64 %t25, 5
  %t530 = getelementptr i32, ptr %buf.radd, i64 %t529
  %t531 = load i32, ptr %t530, align 4
  %t532 = insertelement <16 x i32> poison, i32 %t531, i64 0
  %t533 = shufflevector <16 x i32> %t532, <16 x i32> poison, <16 x i32> zeroinitializer
  %t534 = getelementptr i32, ptr %buf.rmul, i64 %t529
  %t535 = load i32, ptr %t534, align 4
  %t536 = insertelement <16 x i32> poison, i32 %t535, i64 0
  %t537 = shufflevector <16 x i32> %t536, <16 x i32> poison, <16 x i32> zeroinitializer
  %t538 = mul i64 %t36, 1
  %t539 = add i64 %t538, 5
  %t540 = getelementptr <16 x i32>, ptr %tile, i64 %t539
  %t541 = load <16 x i32>, ptr %t540, align 4
  %t542 = bitcast <16 x i32> %t541 to <16 x float>
  %t543 = fmul <16 x float> %t542, %t321
  %t544 = fadd <16 x float> %t543, %t324
  %t545 = fcmp olt <16 x float> %t544, splat (float 0x0000000000000000)
  %t546 = select <16 x i1> %t545, <16 x float> splat (float 0x0000000000000000), <16 x float> %t544
  %t547 = fcmp ogt <16 x float> %t546, splat (float 0x4018000000000000)
  %t548 = select <16 x i1> %t547, <16 x float> splat (float 0x4018000000000000), <16 x float> %t546
  %t549 = mul i64 %t529, %size.ldc
  %t550 = add i64 %t549, %t26
  %t551 = getelementptr float, ptr %buf.c, i64 %t550
  br i1 %t325, label %whole552, label %part553
whole552:
  %t554 = getelementptr float, ptr %t551, i64 0
  store <16 x float> %t548, ptr %t554, align 4
  br label %rowdone527
part553:
  %t555 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t548, ptr %t555, align 4
  store i64 0, ptr %c556
  br label %head557
head557:
  %i560 = load i64, ptr %c556
  %t561 = icmp slt i64 %i560, %t32
  br i1 %t561, label %body558, label %done559
body558:
  %t562 = getelementptr float, ptr %rowbuf, i64 %i560
  %t563 = load float, ptr %t562, align 4
  %t564 = getelementptr float, ptr %t551, i64 %i560
  store float %t563, ptr %t564, align 4
  %t565 = add nsw i64 %i560, 1
  store i64 %t565, ptr %c556
  br label %head557
done559:
  br label %rowdone527
rowdone527:
  %t568 = icmp slt i64 6, %t29
  br i1 %t568, label %row566, label %rowdone567
row566:
  %t569 = add i64 %t25, 6
  %t570 = getelementptr i32, ptr %buf.radd, i64 %t569
  %t571 = load i32, ptr %t570, align 4
  %t572 = insertelement <16 x i32> poison, i32 %t571, i64 0
  %t573 = shufflevector <16 x i32> %t572, <16 x i32> poison, <16 x i32> zeroinitializer
  %t574 = getelementptr i32, ptr %buf.rmul, i64 %t569
  %t575 = load i32, ptr %t574, align 4
  %t576 = insertelement <16 x i32> poison, i32 %t575, i64 0
  %t577 = shufflevector <16 x i32> %t576, <16 x i32> poison, <16 x i32> zeroinitializer
  %t578 = mul i64 %t36, 1
  %t579 = add i64 %t578, 6
  %t580 = getelementptr <16 x i32>, ptr %tile, i64 %t579
  %t581 = load <16 x i32>, ptr %t580, align 4
  %t582 = bitcast <16 x i32> %t581 to <16 x float>
  %t583 = fmul <16 x float> %t582, %t321
  %t584 = fadd <16 x float> %t583, %t324
  %t585 = fcmp olt <16 x float> %t584, splat (float 0x0000000000000000)
  %t586 = select <16 x i1> %t585, <16 x float> splat (float 0x0000000000000000), <16 x float> %t584
  %t587 = fcmp ogt <16 x float> %t586, splat (float 0x4018000000000000)
  %t588 = select <16 x i1> %t587, <16 x float> splat (float 0x4018000000000000), <16 x float> %t586
  %t589 = mul i64 %t569, %size.ldc
  %t590 = add i64 %t589, %t26
  %t591 = getelementptr float, ptr %buf.c, i64 %t590
  br i1 %t325, label %whole592, label %part593
whole592:
  %t594 = getelementptr float, ptr %t591, i64 0
  store <16 x float> %t588, ptr %t594, align 4
  br label %rowdone567
part593:
  %t595 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t588, ptr %t595, align 4
  store i64 0, ptr %c596
  br label %head597
head597:
  %i600 = load i64, ptr %c596
  %t601 = icmp slt i64 %i600, %t32
  br i1 %t601, label %body598, label %done599
body598:
  %t602 = getelementptr float, ptr %rowbuf, i64 %i600
  %t603 = load float, ptr %t602, align 4
  %t604 = getelementptr float, ptr %t591, i64 %i600
  store float %t603, ptr %t604, align 4
  %t605 = add nsw i64 %i600, 1
  store i64 %t605, ptr %c596
  br label %head597
done599:
  br label %rowdone567
rowdone567:
  %t608 = icmp slt i64 7, %t29
  br i1 %t608, label %row606, label %rowdone607
row606:
  %t609 = add i64 %t25, 7
  %t610 = getelementptr i32, ptr %buf.radd, i64 %t609
  %t611 = load i32, ptr %t610, align 4
  %t612 = insertelement <16 x i32> poison, i32 %t611, i64 0
  %t613 = shufflevector <16 x i32> %t612, <16 x i32> poison, <16 x i32> zeroinitializer
  %t614 = getelementptr i32, ptr %buf.rmul, i64 %t609
  %t615 = load i32, ptr %t614, align 4
  %t616 = insertelement <16 x i32> poison, i32 %t615, i64 0
  %t617 = shufflevector <16 x i32> %t616, <16 x i32> poison, <16 x i32> zeroinitializer
  %t618 = mul i64 %t36, 1
  %t619 = add i64 %t618, 7
  %t620 = getelementptr <16 x i32>, ptr %tile, i64 %t619
  %t621 = load <16 x i32>, ptr %t620, align 4
  %t622 = bitcast <16 x i32> %t621 to <16 x float>
  %t623 = fmul <16 x float> %t622, %t321
  %t624 = fadd <16 x float> %t623, %t324
  %t625 = fcmp olt <16 x float> %t624, splat (float 0x0000000000000000)
  %t626 = select <16 x i1> %t625, <16 x float> splat (float 0x0000000000000000), <16 x float> %t624
  %t627 = fcmp ogt <16 x float> %t626, splat (float 0x4018000000000000)
  %t628 = select <16 x i1> %t627, <16 x float> splat (float 0x4018000000000000), <16 x float> %t626
  %t629 = mul i64 %t609, %size.ldc
  %t630 = add i64 %t629, %t26
  %t631 = getelementptr float, ptr %buf.c, i64 %t630
  br i1 %t325, label %whole632, label %part633
whole632:
  %t634 = getelementptr float, ptr %t631, i64 0
  store <16 x float> %t628, ptr %t634, align 4
  br label %rowdone607
part633:
  %t635 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t628, ptr %t635, align 4
  store i64 0, ptr %c636
  br label %head637
head637:
  %i640 = load i64, ptr %c636
  %t641 = icmp slt i64 %i640, %t32
  br i1 %t641, label %body638, label %done639
body638:
  %t642 = getelementptr float, ptr %rowbuf, i64 %i640
  %t643 = load float, ptr %t642, align 4
  %t644 = getelementptr float, ptr %t631, i64 %i640
  store float %t643, ptr %t644, align 4
  %t645 = add nsw i64 %i640, 1
  store i64 %t645, ptr %c636
  br label %head637
done639:
  br label %rowdone607
rowdone607:
  %t648 = icmp slt i64 8, %t29
  br i1 %t648, label %row646, label %rowdone647
row646:
  %t649 = add i64 %t25, 8
  %t650 = getelementptr i32, ptr %buf.radd, i64 %t649
  %t651 = load i32, ptr %t650, align 4
  %t652 = insertelement <16 x i32> poison, i32 %t651, i64 0
  %t653 = shufflevector <16 x i32> %t652, <16 x i32> poison, <16 x i32> zeroinitializer
  %t654 = getelementptr i32, ptr %buf.rmul, i64 %t649
  %t655 = load i32, ptr %t654, align 4
  %t656 = insertelement <16 x i32> poison, i32 %t655, i64 0
  %t657 = shufflevector <16 x i32> %t656, <16 x i32> poison, <16 x i32> zeroinitializer
  %t658 = mul i64 %t36, 1
  %t659 = add i64 %t658, 8
  %t660 = getelementptr <16 x i32>, ptr %tile, i64 %t659
  %t661 = load <16 x i32>, ptr %t660, align 4
  %t662 = bitcast <16 x i32> %t661 to <16 x float>
  %t663 = fmul <16 x float> %t662, %t321
  %t664 = fadd <16 x float> %t663, %t324
  %t665 = fcmp olt <16 x float> %t664, splat (float 0x0000000000000000)
  %t666 = select <16 x i1> %t665, <16 x float> splat (float 0x0000000000000000), <16 x float> %t664
  %t667 = fcmp ogt <16 x float> %t666, splat (float 0x4018000000000000)
  %t668 = select <16 x i1> %t667, <16 x float> splat (float 0x4018000000000000), <16 x float> %t666
  %t669 = mul i64 %t649, %size.ldc
  %t670 = add i64 %t669, %t26
  %t671 = getelementptr float, ptr %buf.c, i64 %t670
  br i1 %t325, label %whole672, label %part673
whole672:
  %t674 = getelementptr float, ptr %t671, i64 0
  store <16 x float> %t668, ptr %t674, align 4
  br label %rowdone647
part673:
  %t675 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t668, ptr %t675, align 4
  store i64 0, ptr %c676
  br label %head677
head677:
  %i680 = load i64, ptr %c676
  %t681 = icmp slt i64 %i680, %t32
  br i1 %t681, label %body678, label %done679
body678:
  %t682 = getelementptr float, ptr %rowbuf, i64 %i680
  %t683 = load float, ptr %t682, align 4
  %t684 = getelementptr float, ptr %t671, i64 %i680
  store float %t683, ptr %t684, align 4
  %t685 = add nsw i64 %i680, 1
  store i64 %t685, ptr %c676
  br label %head677
done679:
  br label %rowdone647
rowdone647:
  %t688 = icmp slt i64 9, %t29
  br i1 %t688, label %row686, label %rowdone687
row686:
  %t689 = add i64 %t25, 9
  %t690 = getelementptr i32, ptr %buf.radd, i64 %t689
  %t691 = load i32, ptr %t690, align 4
  %t692 = insertelement <16 x i32> poison, i32 %t691, i64 0
  %t693 = shufflevector <16 x i32> %t692, <16 x i32> poison, <16 x i32> zeroinitializer
  %t694 = getelementptr i32, ptr %buf.rmul, i64 %t689
  %t695 = load i32, ptr %t694, align 4
  %t696 = insertelement <16 x i32> poison, i32 %t695, i64 0
  %t697 = shufflevector <16 x i32> %t696, <16 x i32> poison, <16 x i32> zeroinitializer
  %t698 = mul i64 %t36, 1
  %t699 = add i64 %t698, 9
  %t700 = getelementptr <16 x i32>, ptr %tile, i64 %t699
  %t701 = load <16 x i32>, ptr %t700, align 4
  %t702 = bitcast <16 x i32> %t701 to <16 x float>
  %t703 = fmul <16 x float> %t702, %t321
  %t704 = fadd <16 x float> %t703, %t324
  %t705 = fcmp olt <16 x float> %t704, splat (float 0x0000000000000000)
  %t706 = select <16 x i1> %t705, <16 x float> splat (float 0x0000000000000000), <16 x float> %t704
  %t707 = fcmp ogt <16 x float> %t706, splat (float 0x4018000000000000)
  %t708 = select <16 x i1> %t707, <16 x float> splat (float 0x4018000000000000), <16 x float> %t706
  %t709 = mul i64 %t689, %size.ldc
  %t710 = add i64 %t709, %t26
  %t711 = getelementptr float, ptr %buf.c, i64 %t710
  br i1 %t325, label %whole712, label %part713
whole712:
  %t714 = getelementptr float, ptr %t711, i64 0
  store <16 x float> %t708, ptr %t714, align 4
  br label %rowdone687
part713:
  %t715 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t708, ptr %t715, align 4
  store i64 0, ptr %c716
  br label %head717
head717:
  %i720 = load i64, ptr %c716
  %t721 = icmp slt i64 %i720, %t32
  br i1 %t721, label %body718, label %done719
body718:
  %t722 = getelementptr float, ptr %rowbuf, i64 %i720
  %t723 = load float, ptr %t722, align 4
  %t724 = getelementptr float, ptr %t711, i64 %i720
  store float %t723, ptr %t724, align 4
  %t725 = add nsw i64 %i720, 1
  store i64 %t725, ptr %c716
  br label %head717
done719:
  br label %rowdone687
rowdone687:
  %t728 = icmp slt i64 10, %t29
  br i1 %t728, label %row726, label %rowdone727
row726:
  %t729 = add i64 %t25, 10
  %t730 = getelementptr i32, ptr %buf.radd, i64 %t729
  %t731 = load i32, ptr %t730, align 4
  %t732 = insertelement <16 x i32> poison, i32 %t731, i64 0
  %t733 = shufflevector <16 x i32> %t732, <16 x i32> poison, <16 x i32> zeroinitializer
  %t734 = getelementptr i32, ptr %buf.rmul, i64 %t729
  %t735 = load i32, ptr %t734, align 4
  %t736 = insertelement <16 x i32> poison, i32 %t735, i64 0
  %t737 = shufflevector <16 x i32> %t736, <16 x i32> poison, <16 x i32> zeroinitializer
  %t738 = mul i64 %t36, 1
  %t739 = add i64 %t738, 10
  %t740 = getelementptr <16 x i32>, ptr %tile, i64 %t739
  %t741 = load <16 x i32>, ptr %t740, align 4
  %t742 = bitcast <16 x i32> %t741 to <16 x float>
  %t743 = fmul <16 x float> %t742, %t321
  %t744 = fadd <16 x float> %t743, %t324
  %t745 = fcmp olt <16 x float> %t744, splat (float 0x0000000000000000)
  %t746 = select <16 x i1> %t745, <16 x float> splat (float 0x0000000000000000), <16 x float> %t744
  %t747 = fcmp ogt <16 x float> %t746, splat (float 0x4018000000000000)
  %t748 = select <16 x i1> %t747, <16 x float> splat (float 0x4018000000000000), <16 x float> %t746
  %t749 = mul i64 %t729, %size.ldc
  %t750 = add i64 %t749, %t26
  %t751 = getelementptr float, ptr %buf.c, i64 %t750
  br i1 %t325, label %whole752, label %part753
whole752:
  %t754 = getelementptr float, ptr %t751, i64 0
  store <16 x float> %t748, ptr %t754, align 4
  br label %rowdone727
part753:
  %t755 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t748, ptr %t755, align 4
  store i64 0, ptr %c756
  br label %head757
head757:
  %i760 = load i64, ptr %c756
  %t761 = icmp slt i64 %i760, %t32
  br i1 %t761, label %body758, label %done759
body758:
  %t762 = getelementptr float, ptr %rowbuf, i64 %i760
  %t763 = load float, ptr %t762, align 4
  %t764 = getelementptr float, ptr %t751, i64 %i760
  store float %t763, ptr %t764, align 4
  %t765 = add nsw i64 %i760, 1
  store i64 %t765, ptr %c756
  br label %head757
done759:
  br label %rowdone727
rowdone727:
  %t768 = icmp slt i64 11, %t29
  br i1 %t768, label %row766, label %rowdone767
row766:
  %t769 = add i64 %t25, 11
  %t770 = getelementptr i32, ptr %buf.radd, i64 %t769
  %t771 = load i32, ptr %t770, align 4
  %t772 = insertelement <16 x i32> poison, i32 %t771, i64 0
  %t773 = shufflevector <16 x i32> %t772, <16 x i32> poison, <16 x i32> zeroinitializer
  %t774 = getelementptr i32, ptr %buf.rmul, i64 %t769
  %t775 = load i32, ptr %t774, align 4
  %t776 = insertelement <16 x i32> poison, i32 %t775, i64 0
  %t777 = shufflevector <16 x i32> %t776, <16 x i32> poison, <16 x i32> zeroinitializer
  %t778 = mul i64 %t36, 1
  %t779 = add i64 %t778, 11
  %t780 = getelementptr <16 x i32>, ptr %tile, i64 %t779
  %t781 = load <16 x i32>, ptr %t780, align 4
  %t782 = bitcast <16 x i32> %t781 to <16 x float>
  %t783 = fmul <16 x float> %t782, %t321
  %t784 = fadd <16 x float> %t783, %t324
  %t785 = fcmp olt <16 x float> %t784, splat (float 0x0000000000000000)
  %t786 = select <16 x i1> %t785, <16 x float> splat (float 0x0000000000000000), <16 x float> %t784
  %t787 = fcmp ogt <16 x float> %t786, splat (float 0x4018000000000000)
  %t788 = select <16 x i1> %t787, <16 x float> splat (float 0x4018000000000000), <16 x float> %t786
  %t789 = mul i64 %t769, %size.ldc
  %t790 = add i64 %t789, %t26
  %t791 = getelementptr float, ptr %buf.c, i64 %t790
  br i1 %t325, label %whole792, label %part793
whole792:
  %t794 = getelementptr float, ptr %t791, i64 0
  store <16 x float> %t788, ptr %t794, align 4
  br label %rowdone767
part793:
  %t795 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t788, ptr %t795, align 4
  store i64 0, ptr %c796
  br label %head797
head797:
  %i800 = load i64, ptr %c796
  %t801 = icmp slt i64 %i800, %t32
  br i1 %t801, label %body798, label %done799
body798:
  %t802 = getelementptr float, ptr %rowbuf, i64 %i800
  %t803 = load float, ptr %t802, align 4
  %t804 = getelementptr float, ptr %t791, i64 %i800
  store float %t803, ptr %t804, align 4
  %t805 = add nsw i64 %i800, 1
  store i64 %t805, ptr %c796
  br label %head797
done799:
  br label %rowdone767
rowdone767:
  %t808 = icmp slt i64 12, %t29
  br i1 %t808, label %row806, label %rowdone807
row806:
  %t809 = add i64 %t25, 12
  %t810 = getelementptr i32, ptr %buf.radd, i64 %t809
  %t811 = load i32, ptr %t810, align 4
  %t812 = insertelement <16 x i32> poison, i32 %t811, i64 0
  %t813 = shufflevector <16 x i32> %t812, <16 x i32> poison, <16 x i32> zeroinitializer
  %t814 = getelementptr i32, ptr %buf.rmul, i64 %t809
  %t815 = load i32, ptr %t814, align 4
  %t816 = insertelement <16 x i32> poison, i32 %t815, i64 0
  %t817 = shufflevector <16 x i32> %t816, <16 x i32> poison, <16 x i32> zeroinitializer
  %t818 = mul i64 %t36, 1
  %t819 = add i64 %t818, 12
  %t820 = getelementptr <16 x i32>, ptr %tile, i64 %t819
  %t821 = load <16 x i32>, ptr %t820, align 4
  %t822 = bitcast <16 x i32> %t821 to <16 x float>
  %t823 = fmul <16 x float> %t822, %t321
  %t824 = fadd <16 x float> %t823, %t324
  %t825 = fcmp olt <16 x float> %t824, splat (float 0x0000000000000000)
  %t826 = select <16 x i1> %t825, <16 x float> splat (float 0x0000000000000000), <16 x float> %t824
  %t827 = fcmp ogt <16 x float> %t826, splat (float 0x4018000000000000)
  %t828 = select <16 x i1> %t827, <16 x float> splat (float 0x4018000000000000), <16 x float> %t826
  %t829 = mul i64 %t809, %size.ldc
  %t830 = add i64 %t829, %t26
  %t831 = getelementptr float, ptr %buf.c, i64 %t830
  br i1 %t325, label %whole832, label %part833
whole832:
  %t834 = getelementptr float, ptr %t831, i64 0
  store <16 x float> %t828, ptr %t834, align 4
  br label %rowdone807
part833:
  %t835 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t828, ptr %t835, align 4
  store i64 0, ptr %c836
  br label %head837
head837:
  %i840 = load i64, ptr %c836
  %t841 = icmp slt i64 %i840, %t32
  br i1 %t841, label %body838, label %done839
body838:
  %t842 = getelementptr float, ptr %rowbuf, i64 %i840
  %t843 = load float, ptr %t842, align 4
  %t844 = getelementptr float, ptr %t831, i64 %i840
  store float %t843, ptr %t844, align 4
  %t845 = add nsw i64 %i840, 1
  store i64 %t845, ptr %c836
  br label %head837
done839:
  br label %rowdone807
rowdone807:
  %t848 = icmp slt i64 13, %t29
  br i1 %t848, label %row846, label %rowdone847
row846:
  %t849 = add i64 %t25, 13
  %t850 = getelementptr i32, ptr %buf.radd, i64 %t849
  %t851 = load i32, ptr %t850, align 4
  %t852 = insertelement <16 x i32> poison, i32 %t851, i64 0
  %t853 = shufflevector <16 x i32> %t852, <16 x i32> poison, <16 x i32> zeroinitializer
  %t854 = getelementptr i32, ptr %buf.rmul, i64 %t849
  %t855 = load i32, ptr %t854, align 4
  %t856 = insertelement <16 x i32> poison, i32 %t855, i64 0
  %t857 = shufflevector <16 x i32> %t856, <16 x i32> poison, <16 x i32> zeroinitializer
  %t858 = mul i64 %t36, 1
  %t859 = add i64 %t858, 13
  %t860 = getelementptr <16 x i32>, ptr %tile, i64 %t859
  %t861 = load <16 x i32>, ptr %t860, align 4
  %t862 = bitcast <16 x i32> %t861 to <16 x float>
  %t863 = fmul <16 x float> %t862, %t321
  %t864 = fadd <16 x float> %t863, %t324
  %t865 = fcmp olt <16 x float> %t864, splat (float 0x0000000000000000)
  %t866 = select <16 x i1> %t865, <16 x float> splat (float 0x0000000000000000), <16 x float> %t864
  %t867 = fcmp ogt <16 x float> %t866, splat (float 0x4018000000000000)
  %t868 = select <16 x i1> %t867, <16 x float> splat (float 0x4018000000000000), <16 x float> %t866
  %t869 = mul i64 %t849, %size.ldc
  %t870 = add i64 %t869, %t26
  %t871 = getelementptr float, ptr %buf.c, i64 %t870
  br i1 %t325, label %whole872, label %part873
whole872:
  %t874 = getelementptr float, ptr %t871, i64 0
  store <16 x float> %t868, ptr %t874, align 4
  br label %rowdone847
part873:
  %t875 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t868, ptr %t875, align 4
  store i64 0, ptr %c876
  br label %head877
head877:
  %i880 = load i64, ptr %c876
  %t881 = icmp slt i64 %i880, %t32
  br i1 %t881, label %body878, label %done879
body878:
  %t882 = getelementptr float, ptr %rowbuf, i64 %i880
  %t883 = load float, ptr %t882, align 4
  %t884 = getelementptr float, ptr %t871, i64 %i880
  store float %t883, ptr %t884, align 4
  %t885 = add nsw i64 %i880, 1
  store i64 %t885, ptr %c876
  br label %head877
done879:
  br label %rowdone847
rowdone847:
  %t888 = icmp slt i64 14, %t29
  br i1 %t888, label %row886, label %rowdone887
row886:
  %t889 = add i64 %t25, 14
  %t890 = getelementptr i32, ptr %buf.radd, i64 %t889
  %t891 = load i32, ptr %t890, align 4
  %t892 = insertelement <16 x i32> poison, i32 %t891, i64 0
  %t893 = shufflevector <16 x i32> %t892, <16 x i32> poison, <16 x i32> zeroinitializer
  %t894 = getelementptr i32, ptr %buf.rmul, i64 %t889
  %t895 = load i32, ptr %t894, align 4
  %t896 = insertelement <16 x i32> poison, i32 %t895, i64 0
  %t897 = shufflevector <16 x i32> %t896, <16 x i32> poison, <16 x i32> zeroinitializer
  %t898 = mul i64 %t36, 1
  %t899 = add i64 %t898, 14
  %t900 = getelementptr <16 x i32>, ptr %tile, i64 %t899
  %t901 = load <16 x i32>, ptr %t900, align 4
  %t902 = bitcast <16 x i32> %t901 to <16 x float>
  %t903 = fmul <16 x float> %t902, %t321
  %t904 = fadd <16 x float> %t903, %t324
  %t905 = fcmp olt <16 x float> %t904, splat (float 0x0000000000000000)
  %t906 = select <16 x i1> %t905, <16 x float> splat (float 0x0000000000000000), <16 x float> %t904
  %t907 = fcmp ogt <16 x float> %t906, splat (float 0x4018000000000000)
  %t908 = select <16 x i1> %t907, <16 x float> splat (float 0x4018000000000000), <16 x float> %t906
  %t909 = mul i64 %t889, %size.ldc
  %t910 = add i64 %t909, %t26
  %t911 = getelementptr float, ptr %buf.c, i64 %t910
  br i1 %t325, label %whole912, label %part913
whole912:
  %t914 = getelementptr float, ptr %t911, i64 0
  store <16 x float> %t908, ptr %t914, align 4
  br label %rowdone887
part913:
  %t915 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t908, ptr %t915, align 4
  store i64 0, ptr %c916
  br label %head917
head917:
  %i920 = load i64, ptr %c916
  %t921 = icmp slt i64 %i920, %t32
  br i1 %t921, label %body918, label %done919
body918:
  %t922 = getelementptr float, ptr %rowbuf, i64 %i920
  %t923 = load float, ptr %t922, align 4
  %t924 = getelementptr float, ptr %t911, i64 %i920
  store float %t923, ptr %t924, align 4
  %t925 = add nsw i64 %i920, 1
  store i64 %t925, ptr %c916
  br label %head917
done919:
  br label %rowdone887
rowdone887:
  %t928 = icmp slt i64 15, %t29
  br i1 %t928, label %row926, label %rowdone927
row926:
  %t929 = add i64 %t25, 15
  %t930 = getelementptr i32, ptr %buf.radd, i64 %t929
  %t931 = load i32, ptr %t930, align 4
  %t932 = insertelement <16 x i32> poison, i32 %t931, i64 0
  %t933 = shufflevector <16 x i32> %t932, <16 x i32> poison, <16 x i32> zeroinitializer
  %t934 = getelementptr i32, ptr %buf.rmul, i64 %t929
  %t935 = load i32, ptr %t934, align 4
  %t936 = insertelement <16 x i32> poison, i32 %t935, i64 0
  %t937 = shufflevector <16 x i32> %t936, <16 x i32> poison, <16 x i32> zeroinitializer
  %t938 = mul i64 %t36, 1
  %t939 = add i64 %t938, 15
  %t940 = getelementptr <16 x i32>, ptr %tile, i64 %t939
  %t941 = load <16 x i32>, ptr %t940, align 4
  %t942 = bitcast <16 x i32> %t941 to <16 x float>
  %t943 = fmul <16 x float> %t942, %t321
  %t944 = fadd <16 x float> %t943, %t324
  %t945 = fcmp olt <16 x float> %t944, splat (float 0x0000000000000000)
  %t946 = select <16 x i1> %t945, <16 x float> splat (float 0x0000000000000000), <16 x float> %t944
  %t947 = fcmp ogt <16 x float> %t946, splat (float 0x4018000000000000)
  %t948 = select <16 x i1> %t947, <16 x float> splat (float 0x4018000000000000), <16 x float> %t946
  %t949 = mul i64 %t929, %size.ldc
  %t950 = add i64 %t949, %t26
  %t951 = getelementptr float, ptr %buf.c, i64 %t950
  br i1 %t325, label %whole952, label %part953
whole952:
  %t954 = getelementptr float, ptr %t951, i64 0
  store <16 x float> %t948, ptr %t954, align 4
  br label %rowdone927
part953:
  %t955 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t948, ptr %t955, align 4
  store i64 0, ptr %c956
  br label %head957
head957:
  %i960 = load i64, ptr %c956
  %t961 = icmp slt i64 %i960, %t32
  br i1 %t961, label %body958, label %done959
body958:
  %t962 = getelementptr float, ptr %rowbuf, i64 %i960
  %t963 = load float, ptr %t962, align 4
  %t964 = getelementptr float, ptr %t951, i64 %i960
  store float %t963, ptr %t964, align 4
  %t965 = add nsw i64 %i960, 1
  store i64 %t965, ptr %c956
  br label %head957
done959:
  br label %rowdone927
rowdone927:
  %t968 = icmp slt i64 16, %t29
  br i1 %t968, label %row966, label %rowdone967
row966:
  %t969 = add i64 %t25, 16
  %t970 = getelementptr i32, ptr %buf.radd, i64 %t969
  %t971 = load i32, ptr %t970, align 4
  %t972 = insertelement <16 x i32> poison, i32 %t971, i64 0
  %t973 = shufflevector <16 x i32> %t972, <16 x i32> poison, <16 x i32> zeroinitializer
  %t974 = getelementptr i32, ptr %buf.rmul, i64 %t969
  %t975 = load i32, ptr %t974, align 4
  %t976 = insertelement <16 x i32> poison, i32 %t975, i64 0
  %t977 = shufflevector <16 x i32> %t976, <16 x i32> poison, <16 x i32> zeroinitializer
  %t978 = mul i64 %t36, 1
  %t979 = add i64 %t978, 16
  %t980 = getelementptr <16 x i32>, ptr %tile, i64 %t979
  %t981 = load <16 x i32>, ptr %t980, align 4
  %t982 = bitcast <16 x i32> %t981 to <16 x float>
  %t983 = fmul <16 x float> %t982, %t321
  %t984 = fadd <16 x float> %t983, %t324
  %t985 = fcmp olt <16 x float> %t984, splat (float 0x0000000000000000)
  %t986 = select <16 x i1> %t985, <16 x float> splat (float 0x0000000000000000), <16 x float> %t984
  %t987 = fcmp ogt <16 x float> %t986, splat (float 0x4018000000000000)
  %t988 = select <16 x i1> %t987, <16 x float> splat (float 0x4018000000000000), <16 x float> %t986
  %t989 = mul i64 %t969, %size.ldc
  %t990 = add i64 %t989, %t26
  %t991 = getelementptr float, ptr %buf.c, i64 %t990
  br i1 %t325, label %whole992, label %part993
whole992:
  %t994 = getelementptr float, ptr %t991, i64 0
  store <16 x float> %t988, ptr %t994, align 4
  br label %rowdone967
part993:
  %t995 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t988, ptr %t995, align 4
  store i64 0, ptr %c996
  br label %head997
head997:
  %i1000 = load i64, ptr %c996
  %t1001 = icmp slt i64 %i1000, %t32
  br i1 %t1001, label %body998, label %done999
body998:
  %t1002 = getelementptr float, ptr %rowbuf, i64 %i1000
  %t1003 = load float, ptr %t1002, align 4
  %t1004 = getelementptr float, ptr %t991, i64 %i1000
  store float %t1003, ptr %t1004, align 4
  %t1005 = add nsw i64 %i1000, 1
  store i64 %t1005, ptr %c996
  br label %head997
done999:
  br label %rowdone967
rowdone967:
  %t1008 = icmp slt i64 17, %t29
  br i1 %t1008, label %row1006, label %rowdone1007
row1006:
  %t1009 = add i64 %t25, 17
  %t1010 = getelementptr i32, ptr %buf.radd, i64 %t1009
  %t1011 = load i32, ptr %t1010, align 4
  %t1012 = insertelement <16 x i32> poison, i32 %t1011, i64 0
  %t1013 = shufflevector <16 x i32> %t1012, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1014 = getelementptr i32, ptr %buf.rmul, i64 %t1009
  %t1015 = load i32, ptr %t1014, align 4
  %t1016 = insertelement <16 x i32> poison, i32 %t1015, i64 0
  %t1017 = shufflevector <16 x i32> %t1016, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1018 = mul i64 %t36, 1
  %t1019 = add i64 %t1018, 17
  %t1020 = getelementptr <16 x i32>, ptr %tile, i64 %t1019
  %t1021 = load <16 x i32>, ptr %t1020, align 4
  %t1022 = bitcast <16 x i32> %t1021 to <16 x float>
  %t1023 = fmul <16 x float> %t1022, %t321
  %t1024 = fadd <16 x float> %t1023, %t324
  %t1025 = fcmp olt <16 x float> %t1024, splat (float 0x0000000000000000)
  %t1026 = select <16 x i1> %t1025, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1024
  %t1027 = fcmp ogt <16 x float> %t1026, splat (float 0x4018000000000000)
  %t1028 = select <16 x i1> %t1027, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1026
  %t1029 = mul i64 %t1009, %size.ldc
  %t1030 = add i64 %t1029, %t26
  %t1031 = getelementptr float, ptr %buf.c, i64 %t1030
  br i1 %t325, label %whole1032, label %part1033
whole1032:
  %t1034 = getelementptr float, ptr %t1031, i64 0
  store <16 x float> %t1028, ptr %t1034, align 4
  br label %rowdone1007
part1033:
  %t1035 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1028, ptr %t1035, align 4
  store i64 0, ptr %c1036
  br label %head1037
head1037:
  %i1040 = load i64, ptr %c1036
  %t1041 = icmp slt i64 %i1040, %t32
  br i1 %t1041, label %body1038, label %done1039
body1038:
  %t1042 = getelementptr float, ptr %rowbuf, i64 %i1040
  %t1043 = load float, ptr %t1042, align 4
  %t1044 = getelementptr float, ptr %t1031, i64 %i1040
  store float %t1043, ptr %t1044, align 4
  %t1045 = add nsw i64 %i1040, 1
  store i64 %t1045, ptr %c1036
  br label %head1037
done1039:
  br label %rowdone1007
rowdone1007:
  %t1048 = icmp slt i64 18, %t29
  br i1 %t1048, label %row1046, label %rowdone1047
row1046:
  %t1049 = add i64 %t25, 18
  %t1050 = getelementptr i32, ptr %buf.radd, i64 %t1049
  %t1051 = load i32, ptr %t1050, align 4
  %t1052 = insertelement <16 x i32> poison, i32 %t1051, i64 0
  %t1053 = shufflevector <16 x i32> %t1052, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1054 = getelementptr i32, ptr %buf.rmul, i64 %t1049
  %t1055 = load i32, ptr %t1054, align 4
  %t1056 = insertelement <16 x i32> poison, i32 %t1055, i64 0
  %t1057 = shufflevector <16 x i32> %t1056, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1058 = mul i64 %t36, 1
  %t1059 = add i64 %t1058, 18
  %t1060 = getelementptr <16 x i32>, ptr %tile, i64 %t1059
  %t1061 = load <16 x i32>, ptr %t1060, align 4
  %t1062 = bitcast <16 x i32> %t1061 to <16 x float>
  %t1063 = fmul <16 x float> %t1062, %t321
  %t1064 = fadd <16 x float> %t1063, %t324
  %t1065 = fcmp olt <16 x float> %t1064, splat (float 0x0000000000000000)
  %t1066 = select <16 x i1> %t1065, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1064
  %t1067 = fcmp ogt <16 x float> %t1066, splat (float 0x4018000000000000)
  %t1068 = select <16 x i1> %t1067, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1066
  %t1069 = mul i64 %t1049, %size.ldc
  %t1070 = add i64 %t1069, %t26
  %t1071 = getelementptr float, ptr %buf.c, i64 %t1070
  br i1 %t325, label %whole1072, label %part1073
whole1072:
  %t1074 = getelementptr float, ptr %t1071, i64 0
  store <16 x float> %t1068, ptr %t1074, align 4
  br label %rowdone1047
part1073:
  %t1075 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1068, ptr %t1075, align 4
  store i64 0, ptr %c1076
  br label %head1077
head1077:
  %i1080 = load i64, ptr %c1076
  %t1081 = icmp slt i64 %i1080, %t32
  br i1 %t1081, label %body1078, label %done1079
body1078:
  %t1082 = getelementptr float, ptr %rowbuf, i64 %i1080
  %t1083 = load float, ptr %t1082, align 4
  %t1084 = getelementptr float, ptr %t1071, i64 %i1080
  store float %t1083, ptr %t1084, align 4
  %t1085 = add nsw i64 %i1080, 1
  store i64 %t1085, ptr %c1076
  br label %head1077
done1079:
  br label %rowdone1047
rowdone1047:
  %t1088 = icmp slt i64 19, %t29
  br i1 %t1088, label %row1086, label %rowdone1087
row1086:
  %t1089 = add i64 %t25, 19
  %t1090 = getelementptr i32, ptr %buf.radd, i64 %t1089
  %t1091 = load i32, ptr %t1090, align 4
  %t1092 = insertelement <16 x i32> poison, i32 %t1091, i64 0
  %t1093 = shufflevector <16 x i32> %t1092, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1094 = getelementptr i32, ptr %buf.rmul, i64 %t1089
  %t1095 = load i32, ptr %t1094, align 4
  %t1096 = insertelement <16 x i32> poison, i32 %t1095, i64 0
  %t1097 = shufflevector <16 x i32> %t1096, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1098 = mul i64 %t36, 1
  %t1099 = add i64 %t1098, 19
  %t1100 = getelementptr <16 x i32>, ptr %tile, i64 %t1099
  %t1101 = load <16 x i32>, ptr %t1100, align 4
  %t1102 = bitcast <16 x i32> %t1101 to <16 x float>
  %t1103 = fmul <16 x float> %t1102, %t321
  %t1104 = fadd <16 x float> %t1103, %t324
  %t1105 = fcmp olt <16 x float> %t1104, splat (float 0x0000000000000000)
  %t1106 = select <16 x i1> %t1105, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1104
  %t1107 = fcmp ogt <16 x float> %t1106, splat (float 0x4018000000000000)
  %t1108 = select <16 x i1> %t1107, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1106
  %t1109 = mul i64 %t1089, %size.ldc
  %t1110 = add i64 %t1109, %t26
  %t1111 = getelementptr float, ptr %buf.c, i64 %t1110
  br i1 %t325, label %whole1112, label %part1113
whole1112:
  %t1114 = getelementptr float, ptr %t1111, i64 0
  store <16 x float> %t1108, ptr %t1114, align 4
  br label %rowdone1087
part1113:
  %t1115 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1108, ptr %t1115, align 4
  store i64 0, ptr %c1116
  br label %head1117
head1117:
  %i1120 = load i64, ptr %c1116
  %t1121 = icmp slt i64 %i1120, %t32
  br i1 %t1121, label %body1118, label %done1119
body1118:
  %t1122 = getelementptr float, ptr %rowbuf, i64 %i1120
  %t1123 = load float, ptr %t1122, align 4
  %t1124 = getelementptr float, ptr %t1111, i64 %i1120
  store float %t1123, ptr %t1124, align 4
  %t1125 = add nsw i64 %i1120, 1
  store i64 %t1125, ptr %c1116
  br label %head1117
done1119:
  br label %rowdone1087
rowdone1087:
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
  %t1138 = mul i64 %t36, 1
  %t1139 = add i64 %t1138, 20
  %t1140 = getelementptr <16 x i32>, ptr %tile, i64 %t1139
  %t1141 = load <16 x i32>, ptr %t1140, align 4
  %t1142 = bitcast <16 x i32> %t1141 to <16 x float>
  %t1143 = fmul <16 x float> %t1142, %t321
  %t1144 = fadd <16 x float> %t1143, %t324
  %t1145 = fcmp olt <16 x float> %t1144, splat (float 0x0000000000000000)
  %t1146 = select <16 x i1> %t1145, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1144
  %t1147 = fcmp ogt <16 x float> %t1146, splat (float 0x4018000000000000)
  %t1148 = select <16 x i1> %t1147, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1146
  %t1149 = mul i64 %t1129, %size.ldc
  %t1150 = add i64 %t1149, %t26
  %t1151 = getelementptr float, ptr %buf.c, i64 %t1150
  br i1 %t325, label %whole1152, label %part1153
whole1152:
  %t1154 = getelementptr float, ptr %t1151, i64 0
  store <16 x float> %t1148, ptr %t1154, align 4
  br label %rowdone1127
part1153:
  %t1155 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1148, ptr %t1155, align 4
  store i64 0, ptr %c1156
  br label %head1157
head1157:
  %i1160 = load i64, ptr %c1156
  %t1161 = icmp slt i64 %i1160, %t32
  br i1 %t1161, label %body1158, label %done1159
body1158:
  %t1162 = getelementptr float, ptr %rowbuf, i64 %i1160
  %t1163 = load float, ptr %t1162, align 4
  %t1164 = getelementptr float, ptr %t1151, i64 %i1160
  store float %t1163, ptr %t1164, align 4
  %t1165 = add nsw i64 %i1160, 1
  store i64 %t1165, ptr %c1156
  br label %head1157
done1159:
  br label %rowdone1127
rowdone1127:
  %t1168 = icmp slt i64 21, %t29
  br i1 %t1168, label %row1166, label %rowdone1167
row1166:
  %t1169 = add i64 %t25, 21
  %t1170 = getelementptr i32, ptr %buf.radd, i64 %t1169
  %t1171 = load i32, ptr %t1170, align 4
  %t1172 = insertelement <16 x i32> poison, i32 %t1171, i64 0
  %t1173 = shufflevector <16 x i32> %t1172, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1174 = getelementptr i32, ptr %buf.rmul, i64 %t1169
  %t1175 = load i32, ptr %t1174, align 4
  %t1176 = insertelement <16 x i32> poison, i32 %t1175, i64 0
  %t1177 = shufflevector <16 x i32> %t1176, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1178 = mul i64 %t36, 1
  %t1179 = add i64 %t1178, 21
  %t1180 = getelementptr <16 x i32>, ptr %tile, i64 %t1179
  %t1181 = load <16 x i32>, ptr %t1180, align 4
  %t1182 = bitcast <16 x i32> %t1181 to <16 x float>
  %t1183 = fmul <16 x float> %t1182, %t321
  %t1184 = fadd <16 x float> %t1183, %t324
  %t1185 = fcmp olt <16 x float> %t1184, splat (float 0x0000000000000000)
  %t1186 = select <16 x i1> %t1185, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1184
  %t1187 = fcmp ogt <16 x float> %t1186, splat (float 0x4018000000000000)
  %t1188 = select <16 x i1> %t1187, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1186
  %t1189 = mul i64 %t1169, %size.ldc
  %t1190 = add i64 %t1189, %t26
  %t1191 = getelementptr float, ptr %buf.c, i64 %t1190
  br i1 %t325, label %whole1192, label %part1193
whole1192:
  %t1194 = getelementptr float, ptr %t1191, i64 0
  store <16 x float> %t1188, ptr %t1194, align 4
  br label %rowdone1167
part1193:
  %t1195 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1188, ptr %t1195, align 4
  store i64 0, ptr %c1196
  br label %head1197
head1197:
  %i1200 = load i64, ptr %c1196
  %t1201 = icmp slt i64 %i1200, %t32
  br i1 %t1201, label %body1198, label %done1199
body1198:
  %t1202 = getelementptr float, ptr %rowbuf, i64 %i1200
  %t1203 = load float, ptr %t1202, align 4
  %t1204 = getelementptr float, ptr %t1191, i64 %i1200
  store float %t1203, ptr %t1204, align 4
  %t1205 = add nsw i64 %i1200, 1
  store i64 %t1205, ptr %c1196
  br label %head1197
done1199:
  br label %rowdone1167
rowdone1167:
  %t1208 = icmp slt i64 22, %t29
  br i1 %t1208, label %row1206, label %rowdone1207
row1206:
  %t1209 = add i64 %t25, 22
  %t1210 = getelementptr i32, ptr %buf.radd, i64 %t1209
  %t1211 = load i32, ptr %t1210, align 4
  %t1212 = insertelement <16 x i32> poison, i32 %t1211, i64 0
  %t1213 = shufflevector <16 x i32> %t1212, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1214 = getelementptr i32, ptr %buf.rmul, i64 %t1209
  %t1215 = load i32, ptr %t1214, align 4
  %t1216 = insertelement <16 x i32> poison, i32 %t1215, i64 0
  %t1217 = shufflevector <16 x i32> %t1216, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1218 = mul i64 %t36, 1
  %t1219 = add i64 %t1218, 22
  %t1220 = getelementptr <16 x i32>, ptr %tile, i64 %t1219
  %t1221 = load <16 x i32>, ptr %t1220, align 4
  %t1222 = bitcast <16 x i32> %t1221 to <16 x float>
  %t1223 = fmul <16 x float> %t1222, %t321
  %t1224 = fadd <16 x float> %t1223, %t324
  %t1225 = fcmp olt <16 x float> %t1224, splat (float 0x0000000000000000)
  %t1226 = select <16 x i1> %t1225, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1224
  %t1227 = fcmp ogt <16 x float> %t1226, splat (float 0x4018000000000000)
  %t1228 = select <16 x i1> %t1227, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1226
  %t1229 = mul i64 %t1209, %size.ldc
  %t1230 = add i64 %t1229, %t26
  %t1231 = getelementptr float, ptr %buf.c, i64 %t1230
  br i1 %t325, label %whole1232, label %part1233
whole1232:
  %t1234 = getelementptr float, ptr %t1231, i64 0
  store <16 x float> %t1228, ptr %t1234, align 4
  br label %rowdone1207
part1233:
  %t1235 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1228, ptr %t1235, align 4
  store i64 0, ptr %c1236
  br label %head1237
head1237:
  %i1240 = load i64, ptr %c1236
  %t1241 = icmp slt i64 %i1240, %t32
  br i1 %t1241, label %body1238, label %done1239
body1238:
  %t1242 = getelementptr float, ptr %rowbuf, i64 %i1240
  %t1243 = load float, ptr %t1242, align 4
  %t1244 = getelementptr float, ptr %t1231, i64 %i1240
  store float %t1243, ptr %t1244, align 4
  %t1245 = add nsw i64 %i1240, 1
  store i64 %t1245, ptr %c1236
  br label %head1237
done1239:
  br label %rowdone1207
rowdone1207:
  %t1248 = icmp slt i64 23, %t29
  br i1 %t1248, label %row1246, label %rowdone1247
row1246:
  %t1249 = add i64 %t25, 23
  %t1250 = getelementptr i32, ptr %buf.radd, i64 %t1249
  %t1251 = load i32, ptr %t1250, align 4
  %t1252 = insertelement <16 x i32> poison, i32 %t1251, i64 0
  %t1253 = shufflevector <16 x i32> %t1252, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1254 = getelementptr i32, ptr %buf.rmul, i64 %t1249
  %t1255 = load i32, ptr %t1254, align 4
  %t1256 = insertelement <16 x i32> poison, i32 %t1255, i64 0
  %t1257 = shufflevector <16 x i32> %t1256, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1258 = mul i64 %t36, 1
  %t1259 = add i64 %t1258, 23
  %t1260 = getelementptr <16 x i32>, ptr %tile, i64 %t1259
  %t1261 = load <16 x i32>, ptr %t1260, align 4
  %t1262 = bitcast <16 x i32> %t1261 to <16 x float>
  %t1263 = fmul <16 x float> %t1262, %t321
  %t1264 = fadd <16 x float> %t1263, %t324
  %t1265 = fcmp olt <16 x float> %t1264, splat (float 0x0000000000000000)
  %t1266 = select <16 x i1> %t1265, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1264
  %t1267 = fcmp ogt <16 x float> %t1266, splat (float 0x4018000000000000)
  %t1268 = select <16 x i1> %t1267, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1266
  %t1269 = mul i64 %t1249, %size.ldc
  %t1270 = add i64 %t1269, %t26
  %t1271 = getelementptr float, ptr %buf.c, i64 %t1270
  br i1 %t325, label %whole1272, label %part1273
whole1272:
  %t1274 = getelementptr float, ptr %t1271, i64 0
  store <16 x float> %t1268, ptr %t1274, align 4
  br label %rowdone1247
part1273:
  %t1275 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1268, ptr %t1275, align 4
  store i64 0, ptr %c1276
  br label %head1277
head1277:
  %i1280 = load i64, ptr %c1276
  %t1281 = icmp slt i64 %i1280, %t32
  br i1 %t1281, label %body1278, label %done1279
body1278:
  %t1282 = getelementptr float, ptr %rowbuf, i64 %i1280
  %t1283 = load float, ptr %t1282, align 4
  %t1284 = getelementptr float, ptr %t1271, i64 %i1280
  store float %t1283, ptr %t1284, align 4
  %t1285 = add nsw i64 %i1280, 1
  store i64 %t1285, ptr %c1276
  br label %head1277
done1279:
  br label %rowdone1247
rowdone1247:
  %t1288 = icmp slt i64 24, %t29
  br i1 %t1288, label %row1286, label %rowdone1287
row1286:
  %t1289 = add i64 %t25, 24
  %t1290 = getelementptr i32, ptr %buf.radd, i64 %t1289
  %t1291 = load i32, ptr %t1290, align 4
  %t1292 = insertelement <16 x i32> poison, i32 %t1291, i64 0
  %t1293 = shufflevector <16 x i32> %t1292, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1294 = getelementptr i32, ptr %buf.rmul, i64 %t1289
  %t1295 = load i32, ptr %t1294, align 4
  %t1296 = insertelement <16 x i32> poison, i32 %t1295, i64 0
  %t1297 = shufflevector <16 x i32> %t1296, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1298 = mul i64 %t36, 1
  %t1299 = add i64 %t1298, 24
  %t1300 = getelementptr <16 x i32>, ptr %tile, i64 %t1299
  %t1301 = load <16 x i32>, ptr %t1300, align 4
  %t1302 = bitcast <16 x i32> %t1301 to <16 x float>
  %t1303 = fmul <16 x float> %t1302, %t321
  %t1304 = fadd <16 x float> %t1303, %t324
  %t1305 = fcmp olt <16 x float> %t1304, splat (float 0x0000000000000000)
  %t1306 = select <16 x i1> %t1305, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1304
  %t1307 = fcmp ogt <16 x float> %t1306, splat (float 0x4018000000000000)
  %t1308 = select <16 x i1> %t1307, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1306
  %t1309 = mul i64 %t1289, %size.ldc
  %t1310 = add i64 %t1309, %t26
  %t1311 = getelementptr float, ptr %buf.c, i64 %t1310
  br i1 %t325, label %whole1312, label %part1313
whole1312:
  %t1314 = getelementptr float, ptr %t1311, i64 0
  store <16 x float> %t1308, ptr %t1314, align 4
  br label %rowdone1287
part1313:
  %t1315 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1308, ptr %t1315, align 4
  store i64 0, ptr %c1316
  br label %head1317
head1317:
  %i1320 = load i64, ptr %c1316
  %t1321 = icmp slt i64 %i1320, %t32
  br i1 %t1321, label %body1318, label %done1319
body1318:
  %t1322 = getelementptr float, ptr %rowbuf, i64 %i1320
  %t1323 = load float, ptr %t1322, align 4
  %t1324 = getelementptr float, ptr %t1311, i64 %i1320
  store float %t1323, ptr %t1324, align 4
  %t1325 = add nsw i64 %i1320, 1
  store i64 %t1325, ptr %c1316
  br label %head1317
done1319:
  br label %rowdone1287
rowdone1287:
  %t1328 = icmp slt i64 25, %t29
  br i1 %t1328, label %row1326, label %rowdone1327
row1326:
  %t1329 = add i64 %t25, 25
  %t1330 = getelementptr i32, ptr %buf.radd, i64 %t1329
  %t1331 = load i32, ptr %t1330, align 4
  %t1332 = insertelement <16 x i32> poison, i32 %t1331, i64 0
  %t1333 = shufflevector <16 x i32> %t1332, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1334 = getelementptr i32, ptr %buf.rmul, i64 %t1329
  %t1335 = load i32, ptr %t1334, align 4
  %t1336 = insertelement <16 x i32> poison, i32 %t1335, i64 0
  %t1337 = shufflevector <16 x i32> %t1336, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1338 = mul i64 %t36, 1
  %t1339 = add i64 %t1338, 25
  %t1340 = getelementptr <16 x i32>, ptr %tile, i64 %t1339
  %t1341 = load <16 x i32>, ptr %t1340, align 4
  %t1342 = bitcast <16 x i32> %t1341 to <16 x float>
  %t1343 = fmul <16 x float> %t1342, %t321
  %t1344 = fadd <16 x float> %t1343, %t324
  %t1345 = fcmp olt <16 x float> %t1344, splat (float 0x0000000000000000)
  %t1346 = select <16 x i1> %t1345, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1344
  %t1347 = fcmp ogt <16 x float> %t1346, splat (float 0x4018000000000000)
  %t1348 = select <16 x i1> %t1347, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1346
  %t1349 = mul i64 %t1329, %size.ldc
  %t1350 = add i64 %t1349, %t26
  %t1351 = getelementptr float, ptr %buf.c, i64 %t1350
  br i1 %t325, label %whole1352, label %part1353
whole1352:
  %t1354 = getelementptr float, ptr %t1351, i64 0
  store <16 x float> %t1348, ptr %t1354, align 4
  br label %rowdone1327
part1353:
  %t1355 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1348, ptr %t1355, align 4
  store i64 0, ptr %c1356
  br label %head1357
head1357:
  %i1360 = load i64, ptr %c1356
  %t1361 = icmp slt i64 %i1360, %t32
  br i1 %t1361, label %body1358, label %done1359
body1358:
  %t1362 = getelementptr float, ptr %rowbuf, i64 %i1360
  %t1363 = load float, ptr %t1362, align 4
  %t1364 = getelementptr float, ptr %t1351, i64 %i1360
  store float %t1363, ptr %t1364, align 4
  %t1365 = add nsw i64 %i1360, 1
  store i64 %t1365, ptr %c1356
  br label %head1357
done1359:
  br label %rowdone1327
rowdone1327:
  %t1368 = icmp slt i64 26, %t29
  br i1 %t1368, label %row1366, label %rowdone1367
row1366:
  %t1369 = add i64 %t25, 26
  %t1370 = getelementptr i32, ptr %buf.radd, i64 %t1369
  %t1371 = load i32, ptr %t1370, align 4
  %t1372 = insertelement <16 x i32> poison, i32 %t1371, i64 0
  %t1373 = shufflevector <16 x i32> %t1372, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1374 = getelementptr i32, ptr %buf.rmul, i64 %t1369
  %t1375 = load i32, ptr %t1374, align 4
  %t1376 = insertelement <16 x i32> poison, i32 %t1375, i64 0
  %t1377 = shufflevector <16 x i32> %t1376, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1378 = mul i64 %t36, 1
  %t1379 = add i64 %t1378, 26
  %t1380 = getelementptr <16 x i32>, ptr %tile, i64 %t1379
  %t1381 = load <16 x i32>, ptr %t1380, align 4
  %t1382 = bitcast <16 x i32> %t1381 to <16 x float>
  %t1383 = fmul <16 x float> %t1382, %t321
  %t1384 = fadd <16 x float> %t1383, %t324
  %t1385 = fcmp olt <16 x float> %t1384, splat (float 0x0000000000000000)
  %t1386 = select <16 x i1> %t1385, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1384
  %t1387 = fcmp ogt <16 x float> %t1386, splat (float 0x4018000000000000)
  %t1388 = select <16 x i1> %t1387, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1386
  %t1389 = mul i64 %t1369, %size.ldc
  %t1390 = add i64 %t1389, %t26
  %t1391 = getelementptr float, ptr %buf.c, i64 %t1390
  br i1 %t325, label %whole1392, label %part1393
whole1392:
  %t1394 = getelementptr float, ptr %t1391, i64 0
  store <16 x float> %t1388, ptr %t1394, align 4
  br label %rowdone1367
part1393:
  %t1395 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1388, ptr %t1395, align 4
  store i64 0, ptr %c1396
  br label %head1397
head1397:
  %i1400 = load i64, ptr %c1396
  %t1401 = icmp slt i64 %i1400, %t32
  br i1 %t1401, label %body1398, label %done1399
body1398:
  %t1402 = getelementptr float, ptr %rowbuf, i64 %i1400
  %t1403 = load float, ptr %t1402, align 4
  %t1404 = getelementptr float, ptr %t1391, i64 %i1400
  store float %t1403, ptr %t1404, align 4
  %t1405 = add nsw i64 %i1400, 1
  store i64 %t1405, ptr %c1396
  br label %head1397
done1399:
  br label %rowdone1367
rowdone1367:
  %t1408 = icmp slt i64 27, %t29
  br i1 %t1408, label %row1406, label %rowdone1407
row1406:
  %t1409 = add i64 %t25, 27
  %t1410 = getelementptr i32, ptr %buf.radd, i64 %t1409
  %t1411 = load i32, ptr %t1410, align 4
  %t1412 = insertelement <16 x i32> poison, i32 %t1411, i64 0
  %t1413 = shufflevector <16 x i32> %t1412, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1414 = getelementptr i32, ptr %buf.rmul, i64 %t1409
  %t1415 = load i32, ptr %t1414, align 4
  %t1416 = insertelement <16 x i32> poison, i32 %t1415, i64 0
  %t1417 = shufflevector <16 x i32> %t1416, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1418 = mul i64 %t36, 1
  %t1419 = add i64 %t1418, 27
  %t1420 = getelementptr <16 x i32>, ptr %tile, i64 %t1419
  %t1421 = load <16 x i32>, ptr %t1420, align 4
  %t1422 = bitcast <16 x i32> %t1421 to <16 x float>
  %t1423 = fmul <16 x float> %t1422, %t321
  %t1424 = fadd <16 x float> %t1423, %t324
  %t1425 = fcmp olt <16 x float> %t1424, splat (float 0x0000000000000000)
  %t1426 = select <16 x i1> %t1425, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1424
  %t1427 = fcmp ogt <16 x float> %t1426, splat (float 0x4018000000000000)
  %t1428 = select <16 x i1> %t1427, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1426
  %t1429 = mul i64 %t1409, %size.ldc
  %t1430 = add i64 %t1429, %t26
  %t1431 = getelementptr float, ptr %buf.c, i64 %t1430
  br i1 %t325, label %whole1432, label %part1433
whole1432:
  %t1434 = getelementptr float, ptr %t1431, i64 0
  store <16 x float> %t1428, ptr %t1434, align 4
  br label %rowdone1407
part1433:
  %t1435 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1428, ptr %t1435, align 4
  store i64 0, ptr %c1436
  br label %head1437
head1437:
  %i1440 = load i64, ptr %c1436
  %t1441 = icmp slt i64 %i1440, %t32
  br i1 %t1441, label %body1438, label %done1439
body1438:
  %t1442 = getelementptr float, ptr %rowbuf, i64 %i1440
  %t1443 = load float, ptr %t1442, align 4
  %t1444 = getelementptr float, ptr %t1431, i64 %i1440
  store float %t1443, ptr %t1444, align 4
  %t1445 = add nsw i64 %i1440, 1
  store i64 %t1445, ptr %c1436
  br label %head1437
done1439:
  br label %rowdone1407
rowdone1407:
  %t1448 = icmp slt i64 28, %t29
  br i1 %t1448, label %row1446, label %rowdone1447
row1446:
  %t1449 = add i64 %t25, 28
  %t1450 = getelementptr i32, ptr %buf.radd, i64 %t1449
  %t1451 = load i32, ptr %t1450, align 4
  %t1452 = insertelement <16 x i32> poison, i32 %t1451, i64 0
  %t1453 = shufflevector <16 x i32> %t1452, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1454 = getelementptr i32, ptr %buf.rmul, i64 %t1449
  %t1455 = load i32, ptr %t1454, align 4
  %t1456 = insertelement <16 x i32> poison, i32 %t1455, i64 0
  %t1457 = shufflevector <16 x i32> %t1456, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1458 = mul i64 %t36, 1
  %t1459 = add i64 %t1458, 28
  %t1460 = getelementptr <16 x i32>, ptr %tile, i64 %t1459
  %t1461 = load <16 x i32>, ptr %t1460, align 4
  %t1462 = bitcast <16 x i32> %t1461 to <16 x float>
  %t1463 = fmul <16 x float> %t1462, %t321
  %t1464 = fadd <16 x float> %t1463, %t324
  %t1465 = fcmp olt <16 x float> %t1464, splat (float 0x0000000000000000)
  %t1466 = select <16 x i1> %t1465, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1464
  %t1467 = fcmp ogt <16 x float> %t1466, splat (float 0x4018000000000000)
  %t1468 = select <16 x i1> %t1467, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1466
  %t1469 = mul i64 %t1449, %size.ldc
  %t1470 = add i64 %t1469, %t26
  %t1471 = getelementptr float, ptr %buf.c, i64 %t1470
  br i1 %t325, label %whole1472, label %part1473
whole1472:
  %t1474 = getelementptr float, ptr %t1471, i64 0
  store <16 x float> %t1468, ptr %t1474, align 4
  br label %rowdone1447
part1473:
  %t1475 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1468, ptr %t1475, align 4
  store i64 0, ptr %c1476
  br label %head1477
head1477:
  %i1480 = load i64, ptr %c1476
  %t1481 = icmp slt i64 %i1480, %t32
  br i1 %t1481, label %body1478, label %done1479
body1478:
  %t1482 = getelementptr float, ptr %rowbuf, i64 %i1480
  %t1483 = load float, ptr %t1482, align 4
  %t1484 = getelementptr float, ptr %t1471, i64 %i1480
  store float %t1483, ptr %t1484, align 4
  %t1485 = add nsw i64 %i1480, 1
  store i64 %t1485, ptr %c1476
  br label %head1477
done1479:
  br label %rowdone1447
rowdone1447:
  %t1488 = icmp slt i64 29, %t29
  br i1 %t1488, label %row1486, label %rowdone1487
row1486:
  %t1489 = add i64 %t25, 29
  %t1490 = getelementptr i32, ptr %buf.radd, i64 %t1489
  %t1491 = load i32, ptr %t1490, align 4
  %t1492 = insertelement <16 x i32> poison, i32 %t1491, i64 0
  %t1493 = shufflevector <16 x i32> %t1492, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1494 = getelementptr i32, ptr %buf.rmul, i64 %t1489
  %t1495 = load i32, ptr %t1494, align 4
  %t1496 = insertelement <16 x i32> poison, i32 %t1495, i64 0
  %t1497 = shufflevector <16 x i32> %t1496, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1498 = mul i64 %t36, 1
  %t1499 = add i64 %t1498, 29
  %t1500 = getelementptr <16 x i32>, ptr %tile, i64 %t1499
  %t1501 = load <16 x i32>, ptr %t1500, align 4
  %t1502 = bitcast <16 x i32> %t1501 to <16 x float>
  %t1503 = fmul <16 x float> %t1502, %t321
  %t1504 = fadd <16 x float> %t1503, %t324
  %t1505 = fcmp olt <16 x float> %t1504, splat (float 0x0000000000000000)
  %t1506 = select <16 x i1> %t1505, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1504
  %t1507 = fcmp ogt <16 x float> %t1506, splat (float 0x4018000000000000)
  %t1508 = select <16 x i1> %t1507, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1506
  %t1509 = mul i64 %t1489, %size.ldc
  %t1510 = add i64 %t1509, %t26
  %t1511 = getelementptr float, ptr %buf.c, i64 %t1510
  br i1 %t325, label %whole1512, label %part1513
whole1512:
  %t1514 = getelementptr float, ptr %t1511, i64 0
  store <16 x float> %t1508, ptr %t1514, align 4
  br label %rowdone1487
part1513:
  %t1515 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1508, ptr %t1515, align 4
  store i64 0, ptr %c1516
  br label %head1517
head1517:
  %i1520 = load i64, ptr %c1516
  %t1521 = icmp slt i64 %i1520, %t32
  br i1 %t1521, label %body1518, label %done1519
body1518:
  %t1522 = getelementptr float, ptr %rowbuf, i64 %i1520
  %t1523 = load float, ptr %t1522, align 4
  %t1524 = getelementptr float, ptr %t1511, i64 %i1520
  store float %t1523, ptr %t1524, align 4
  %t1525 = add nsw i64 %i1520, 1
  store i64 %t1525, ptr %c1516
  br label %head1517
done1519:
  br label %rowdone1487
rowdone1487:
  %t1528 = icmp slt i64 30, %t29
  br i1 %t1528, label %row1526, label %rowdone1527
row1526:
  %t1529 = add i64 %t25, 30
  %t1530 = getelementptr i32, ptr %buf.radd, i64 %t1529
  %t1531 = load i32, ptr %t1530, align 4
  %t1532 = insertelement <16 x i32> poison, i32 %t1531, i64 0
  %t1533 = shufflevector <16 x i32> %t1532, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1534 = getelementptr i32, ptr %buf.rmul, i64 %t1529
  %t1535 = load i32, ptr %t1534, align 4
  %t1536 = insertelement <16 x i32> poison, i32 %t1535, i64 0
  %t1537 = shufflevector <16 x i32> %t1536, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1538 = mul i64 %t36, 1
  %t1539 = add i64 %t1538, 30
  %t1540 = getelementptr <16 x i32>, ptr %tile, i64 %t1539
  %t1541 = load <16 x i32>, ptr %t1540, align 4
  %t1542 = bitcast <16 x i32> %t1541 to <16 x float>
  %t1543 = fmul <16 x float> %t1542, %t321
  %t1544 = fadd <16 x float> %t1543, %t324
  %t1545 = fcmp olt <16 x float> %t1544, splat (float 0x0000000000000000)
  %t1546 = select <16 x i1> %t1545, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1544
  %t1547 = fcmp ogt <16 x float> %t1546, splat (float 0x4018000000000000)
  %t1548 = select <16 x i1> %t1547, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1546
  %t1549 = mul i64 %t1529, %size.ldc
  %t1550 = add i64 %t1549, %t26
  %t1551 = getelementptr float, ptr %buf.c, i64 %t1550
  br i1 %t325, label %whole1552, label %part1553
whole1552:
  %t1554 = getelementptr float, ptr %t1551, i64 0
  store <16 x float> %t1548, ptr %t1554, align 4
  br label %rowdone1527
part1553:
  %t1555 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1548, ptr %t1555, align 4
  store i64 0, ptr %c1556
  br label %head1557
head1557:
  %i1560 = load i64, ptr %c1556
  %t1561 = icmp slt i64 %i1560, %t32
  br i1 %t1561, label %body1558, label %done1559
body1558:
  %t1562 = getelementptr float, ptr %rowbuf, i64 %i1560
  %t1563 = load float, ptr %t1562, align 4
  %t1564 = getelementptr float, ptr %t1551, i64 %i1560
  store float %t1563, ptr %t1564, align 4
  %t1565 = add nsw i64 %i1560, 1
  store i64 %t1565, ptr %c1556
  br label %head1557
done1559:
  br label %rowdone1527
rowdone1527:
  %t1568 = icmp slt i64 31, %t29
  br i1 %t1568, label %row1566, label %rowdone1567
row1566:
  %t1569 = add i64 %t25, 31
  %t1570 = getelementptr i32, ptr %buf.radd, i64 %t1569
  %t1571 = load i32, ptr %t1570, align 4
  %t1572 = insertelement <16 x i32> poison, i32 %t1571, i64 0
  %t1573 = shufflevector <16 x i32> %t1572, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1574 = getelementptr i32, ptr %buf.rmul, i64 %t1569
  %t1575 = load i32, ptr %t1574, align 4
  %t1576 = insertelement <16 x i32> poison, i32 %t1575, i64 0
  %t1577 = shufflevector <16 x i32> %t1576, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1578 = mul i64 %t36, 1
  %t1579 = add i64 %t1578, 31
  %t1580 = getelementptr <16 x i32>, ptr %tile, i64 %t1579
  %t1581 = load <16 x i32>, ptr %t1580, align 4
  %t1582 = bitcast <16 x i32> %t1581 to <16 x float>
  %t1583 = fmul <16 x float> %t1582, %t321
  %t1584 = fadd <16 x float> %t1583, %t324
  %t1585 = fcmp olt <16 x float> %t1584, splat (float 0x0000000000000000)
  %t1586 = select <16 x i1> %t1585, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1584
  %t1587 = fcmp ogt <16 x float> %t1586, splat (float 0x4018000000000000)
  %t1588 = select <16 x i1> %t1587, <16 x float> splat (float 0x4018000000000000), <16 x float> %t1586
  %t1589 = mul i64 %t1569, %size.ldc
  %t1590 = add i64 %t1589, %t26
  %t1591 = getelementptr float, ptr %buf.c, i64 %t1590
  br i1 %t325, label %whole1592, label %part1593
whole1592:
  %t1594 = getelementptr float, ptr %t1591, i64 0
  store <16 x float> %t1588, ptr %t1594, align 4
  br label %rowdone1567
part1593:
  %t1595 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1588, ptr %t1595, align 4
  store i64 0, ptr %c1596
  br label %head1597
head1597:
  %i1600 = load i64, ptr %c1596
  %t1601 = icmp slt i64 %i1600, %t32
  br i1 %t1601, label %body1598, label %done1599
body1598:
  %t1602 = getelementptr float, ptr %rowbuf, i64 %i1600
  %t1603 = load float, ptr %t1602, align 4
  %t1604 = getelementptr float, ptr %t1591, i64 %i1600
  store float %t1603, ptr %t1604, align 4
  %t1605 = add nsw i64 %i1600, 1
  store i64 %t1605, ptr %c1596
  br label %head1597
done1599:
  br label %rowdone1567
rowdone1567:
  %t1606 = add nsw i64 %i17, 1
  store i64 %t1606, ptr %c13
  br label %head14
done16:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
