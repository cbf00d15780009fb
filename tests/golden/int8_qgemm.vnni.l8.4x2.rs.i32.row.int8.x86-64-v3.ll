declare <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32>, <8 x i32>, <8 x i32>)

define internal void @"jr.qgemm.vnni.l8.4x2.rs.i32.row.mk"(ptr %r, i64 %rs, i64 %nrows, ptr %p, i64 %kg, ptr %out) alwaysinline nounwind {
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
  %t29 = bitcast <32 x i8> %t20 to <8 x i32>
  %t30 = bitcast <32 x i8> %t28 to <8 x i32>
  %new0 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %acc0, <8 x i32> %t29, <8 x i32> %t30)
  %t31 = bitcast <8 x i32> %t27 to <32 x i8>
  %t32 = bitcast <32 x i8> %t22 to <8 x i32>
  %t33 = bitcast <32 x i8> %t31 to <8 x i32>
  %new1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %acc1, <8 x i32> %t32, <8 x i32> %t33)
  %t34 = mul i64 %k, 4
  %t35 = getelementptr i8, ptr %t7, i64 %t34
  %t36 = load i32, ptr %t35, align 1
  %t37 = insertelement <8 x i32> poison, i32 %t36, i64 0
  %t38 = shufflevector <8 x i32> %t37, <8 x i32> poison, <8 x i32> zeroinitializer
  %t39 = bitcast <8 x i32> %t38 to <32 x i8>
  %t40 = bitcast <32 x i8> %t20 to <8 x i32>
  %t41 = bitcast <32 x i8> %t39 to <8 x i32>
  %new2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %acc2, <8 x i32> %t40, <8 x i32> %t41)
  %t42 = bitcast <8 x i32> %t38 to <32 x i8>
  %t43 = bitcast <32 x i8> %t22 to <8 x i32>
  %t44 = bitcast <32 x i8> %t42 to <8 x i32>
  %new3 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %acc3, <8 x i32> %t43, <8 x i32> %t44)
  %t45 = mul i64 %k, 4
  %t46 = getelementptr i8, ptr %t11, i64 %t45
  %t47 = load i32, ptr %t46, align 1
  %t48 = insertelement <8 x i32> poison, i32 %t47, i64 0
  %t49 = shufflevector <8 x i32> %t48, <8 x i32> poison, <8 x i32> zeroinitializer
  %t50 = bitcast <8 x i32> %t49 to <32 x i8>
  %t51 = bitcast <32 x i8> %t20 to <8 x i32>
  %t52 = bitcast <32 x i8> %t50 to <8 x i32>
  %new4 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %acc4, <8 x i32> %t51, <8 x i32> %t52)
  %t53 = bitcast <8 x i32> %t49 to <32 x i8>
  %t54 = bitcast <32 x i8> %t22 to <8 x i32>
  %t55 = bitcast <32 x i8> %t53 to <8 x i32>
  %new5 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %acc5, <8 x i32> %t54, <8 x i32> %t55)
  %t56 = mul i64 %k, 4
  %t57 = getelementptr i8, ptr %t15, i64 %t56
  %t58 = load i32, ptr %t57, align 1
  %t59 = insertelement <8 x i32> poison, i32 %t58, i64 0
  %t60 = shufflevector <8 x i32> %t59, <8 x i32> poison, <8 x i32> zeroinitializer
  %t61 = bitcast <8 x i32> %t60 to <32 x i8>
  %t62 = bitcast <32 x i8> %t20 to <8 x i32>
  %t63 = bitcast <32 x i8> %t61 to <8 x i32>
  %new6 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %acc6, <8 x i32> %t62, <8 x i32> %t63)
  %t64 = bitcast <8 x i32> %t60 to <32 x i8>
  %t65 = bitcast <32 x i8> %t22 to <8 x i32>
  %t66 = bitcast <32 x i8> %t64 to <8 x i32>
  %new7 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %acc7, <8 x i32> %t65, <8 x i32> %t66)
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

define void @"jr.qgemm.vnni.l8.4x2.rs.i32.row"(ptr noalias %buf.r, ptr noalias %buf.p, ptr noalias %buf.radd, ptr noalias %buf.cadd, ptr noalias %buf.rmul, ptr noalias %buf.cmul, ptr noalias %buf.scale, ptr noalias %buf.bias, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.m, i64 %size.n, i64 %size.kg, i64 %size.rs, i64 %size.ldc, i64 %size.zp, i64 %range.lo, i64 %range.hi) nounwind "no-builtins" {
entry:
  %tile = alloca [8 x <8 x i32>], align 64
  %rowbuf = alloca [16 x i32], align 64
  %c9 = alloca i64
  %c75 = alloca i64
  %c118 = alloca i64
  %c161 = alloca i64
  %c204 = alloca i64
  %t1 = add i64 %size.m, 3
  %t2 = sdiv i64 %t1, 4
  %t3 = add i64 %size.n, 15
  %t4 = sdiv i64 %t3, 16
  %t5 = mul i64 %t4, %t2
  %t6 = icmp slt i64 %range.hi, %t5
  %t7 = select i1 %t6, i64 %range.hi, i64 %t5
  %t8 = mul i64 %size.kg, 64
  store i64 %range.lo, ptr %c9
  br label %head10
head10:
  %i13 = load i64, ptr %c9
  %t14 = icmp slt i64 %i13, %t7
  br i1 %t14, label %body11, label %done12
body11:
  %t15 = sdiv i64 %i13, %t2
  %t16 = srem i64 %i13, %t2
  %t17 = mul i64 %t16, 4
  %t18 = mul i64 %t15, 16
  %t19 = sub i64 %size.m, %t17
  %t20 = icmp slt i64 4, %t19
  %t21 = select i1 %t20, i64 4, i64 %t19
  %t22 = sub i64 %size.n, %t18
  %t23 = icmp slt i64 16, %t22
  %t24 = select i1 %t23, i64 16, i64 %t22
  %t25 = mul i64 %t17, %size.rs
  %t26 = getelementptr i8, ptr %buf.r, i64 %t25
  %t27 = mul i64 %t15, %t8
  %t28 = getelementptr i8, ptr %buf.p, i64 %t27
  call void @"jr.qgemm.vnni.l8.4x2.rs.i32.row.mk"(ptr %t26, i64 %size.rs, i64 %t21, ptr %t28, i64 %size.kg, ptr %tile)
  %t29 = add i64 %t18, 0
  %t30 = getelementptr i32, ptr %buf.cadd, i64 %t29
  %t31 = load <8 x i32>, ptr %t30, align 4
  %t32 = add i64 %t18, 8
  %t33 = getelementptr i32, ptr %buf.cadd, i64 %t32
  %t34 = load <8 x i32>, ptr %t33, align 4
  %t35 = add i64 %t18, 0
  %t36 = getelementptr i32, ptr %buf.cmul, i64 %t35
  %t37 = load <8 x i32>, ptr %t36, align 4
  %t38 = add i64 %t18, 8
  %t39 = getelementptr i32, ptr %buf.cmul, i64 %t38
  %t40 = load <8 x i32>, ptr %t39, align 4
  %t41 = icmp eq i64 %t24, 16
  %t44 = icmp slt i64 0, %t21
  br i1 %t44, label %row42, label %rowdone43
row42:
  %t45 = add i64 %t17, 0
  %t46 = getelementptr i32, ptr %buf.radd, i64 %t45
  %t47 = load i32, ptr %t46, align 4
  %t48 = insertelement <8 x i32> poison, i32 %t47, i64 0
  %t49 = shufflevector <8 x i32> %t48, <8 x i32> poison, <8 x i32> zeroinitializer
  %t50 = getelementptr i32, ptr %buf.rmul, i64 %t45
  %t51 = load i32, ptr %t50, align 4
  %t52 = insertelement <8 x i32> poison, i32 %t51, i64 0
  %t53 = shufflevector <8 x i32> %t52, <8 x i32> poison, <8 x i32> zeroinitializer
  %t54 = getelementptr <8 x i32>, ptr %tile, i64 0
  %t55 = load <8 x i32>, ptr %t54, align 4
  %t56 = add <8 x i32> %t55, %t49
  %t57 = mul <8 x i32> %t53, %t37
  %t58 = add <8 x i32> %t31, %t57
  %t59 = add <8 x i32> %t56, %t58
  %t60 = getelementptr <8 x i32>, ptr %tile, i64 1
  %t61 = load <8 x i32>, ptr %t60, align 4
  %t62 = add <8 x i32> %t61, %t49
  %t63 = mul <8 x i32> %t53, %t40
  %t64 = add <8 x i32> %t34, %t63
  %t65 = add <8 x i32> %t62, %t64
  %t66 = mul i64 %t45, %size.ldc
  %t67 = add i64 %t66, %t18
  %t68 = getelementptr i32, ptr %buf.c, i64 %t67
  br i1 %t41, label %whole69, label %part70
whole69:
  %t71 = getelementptr i32, ptr %t68, i64 0
  store <8 x i32> %t59, ptr %t71, align 4
  %t72 = getelementptr i32, ptr %t68, i64 8
  store <8 x i32> %t65, ptr %t72, align 4
  br label %rowdone43
part70:
  %t73 = getelementptr i32, ptr %rowbuf, i64 0
  store <8 x i32> %t59, ptr %t73, align 4
  %t74 = getelementptr i32, ptr %rowbuf, i64 8
  store <8 x i32> %t65, ptr %t74, align 4
  store i64 0, ptr %c75
  br label %head76
head76:
  %i79 = load i64, ptr %c75
  %t80 = icmp slt i64 %i79, %t24
  br i1 %t80, label %body77, label %done78
body77:
  %t81 = getelementptr i32, ptr %rowbuf, i64 %i79
  %t82 = load i32, ptr %t81, align 4
  %t83 = getelementptr i32, ptr %t68, i64 %i79
  store i32 %t82, ptr %t83, align 4
  %t84 = add nsw i64 %i79, 1
  store i64 %t84, ptr %c75
  br label %head76
done78:
  br label %rowdone43
rowdone43:
  %t87 = icmp slt i64 1, %t21
  br i1 %t87, label %row85, label %rowdone86
row85:
  %t88 = add i64 %t17, 1
  %t89 = getelementptr i32, ptr %buf.radd, i64 %t88
  %t90 = load i32, ptr %t89, align 4
  %t91 = insertelement <8 x i32> poison, i32 %t90, i64 0
  %t92 = shufflevector <8 x i32> %t91, <8 x i32> poison, <8 x i32> zeroinitializer
  %t93 = getelementptr i32, ptr %buf.rmul, i64 %t88
  %t94 = load i32, ptr %t93, align 4
  %t95 = insertelement <8 x i32> poison, i32 %t94, i64 0
  %t96 = shufflevector <8 x i32> %t95, <8 x i32> poison, <8 x i32> zeroinitializer
  %t97 = getelementptr <8 x i32>, ptr %tile, i64 2
  %t98 = load <8 x i32>, ptr %t97, align 4
  %t99 = add <8 x i32> %t98, %t92
  %t100 = mul <8 x i32> %t96, %t37
  %t101 = add <8 x i32> %t31, %t100
  %t102 = add <8 x i32> %t99, %t101
  %t103 = getelementptr <8 x i32>, ptr %tile, i64 3
  %t104 = load <8 x i32>, ptr %t103, align 4
  %t105 = add <8 x i32> %t104, %t92
  %t106 = mul <8 x i32> %t96, %t40
  %t107 = add <8 x i32> %t34, %t106
  %t108 = add <8 x i32> %t105, %t107
  %t109 = mul i64 %t88, %size.ldc
  %t110 = add i64 %t109, %t18
  %t111 = getelementptr i32, ptr %buf.c, i64 %t110
  br i1 %t41, label %whole112, label %part113
whole112:
  %t114 = getelementptr i32, ptr %t111, i64 0
  store <8 x i32> %t102, ptr %t114, align 4
  %t115 = getelementptr i32, ptr %t111, i64 8
  store <8 x i32> %t108, ptr %t115, align 4
  br label %rowdone86
part113:
  %t116 = getelementptr i32, ptr %rowbuf, i64 0
  store <8 x i32> %t102, ptr %t116, align 4
  %t117 = getelementptr i32, ptr %rowbuf, i64 8
  store <8 x i32> %t108, ptr %t117, align 4
  store i64 0, ptr %c118
  br label %head119
head119:
  %i122 = load i64, ptr %c118
  %t123 = icmp slt i64 %i122, %t24
  br i1 %t123, label %body120, label %done121
body120:
  %t124 = getelementptr i32, ptr %rowbuf, i64 %i122
  %t125 = load i32, ptr %t124, align 4
  %t126 = getelementptr i32, ptr %t111, i64 %i122
  store i32 %t125, ptr %t126, align 4
  %t127 = add nsw i64 %i122, 1
  store i64 %t127, ptr %c118
  br label %head119
done121:
  br label %rowdone86
rowdone86:
  %t130 = icmp slt i64 2, %t21
  br i1 %t130, label %row128, label %rowdone129
row128:
  %t131 = add i64 %t17, 2
  %t132 = getelementptr i32, ptr %buf.radd, i64 %t131
  %t133 = load i32, ptr %t132, align 4
  %t134 = insertelement <8 x i32> poison, i32 %t133, i64 0
  %t135 = shufflevector <8 x i32> %t134, <8 x i32> poison, <8 x i32> zeroinitializer
  %t136 = getelementptr i32, ptr %buf.rmul, i64 %t131
  %t137 = load i32, ptr %t136, align 4
  %t138 = insertelement <8 x i32> poison, i32 %t137, i64 0
  %t139 = shufflevector <8 x i32> %t138, <8 x i32> poison, <8 x i32> zeroinitializer
  %t140 = getelementptr <8 x i32>, ptr %tile, i64 4
  %t141 = load <8 x i32>, ptr %t140, align 4
  %t142 = add <8 x i32> %t141, %t135
  %t143 = mul <8 x i32> %t139, %t37
  %t144 = add <8 x i32> %t31, %t143
  %t145 = add <8 x i32> %t142, %t144
  %t146 = getelementptr <8 x i32>, ptr %tile, i64 5
  %t147 = load <8 x i32>, ptr %t146, align 4
  %t148 = add <8 x i32> %t147, %t135
  %t149 = mul <8 x i32> %t139, %t40
  %t150 = add <8 x i32> %t34, %t149
  %t151 = add <8 x i32> %t148, %t150
  %t152 = mul i64 %t131, %size.ldc
  %t153 = add i64 %t152, %t18
  %t154 = getelementptr i32, ptr %buf.c, i64 %t153
  br i1 %t41, label %whole155, label %part156
whole155:
  %t157 = getelementptr i32, ptr %t154, i64 0
  store <8 x i32> %t145, ptr %t157, align 4
  %t158 = getelementptr i32, ptr %t154, i64 8
  store <8 x i32> %t151, ptr %t158, align 4
  br label %rowdone129
part156:
  %t159 = getelementptr i32, ptr %rowbuf, i64 0
  store <8 x i32> %t145, ptr %t159, align 4
  %t160 = getelementptr i32, ptr %rowbuf, i64 8
  store <8 x i32> %t151, ptr %t160, align 4
  store i64 0, ptr %c161
  br label %head162
head162:
  %i165 = load i64, ptr %c161
  %t166 = icmp slt i64 %i165, %t24
  br i1 %t166, label %body163, label %done164
body163:
  %t167 = getelementptr i32, ptr %rowbuf, i64 %i165
  %t168 = load i32, ptr %t167, align 4
  %t169 = getelementptr i32, ptr %t154, i64 %i165
  store i32 %t168, ptr %t169, align 4
  %t170 = add nsw i64 %i165, 1
  store i64 %t170, ptr %c161
  br label %head162
done164:
  br label %rowdone129
rowdone129:
  %t173 = icmp slt i64 3, %t21
  br i1 %t173, label %row171, label %rowdone172
row171:
  %t174 = add i64 %t17, 3
  %t175 = getelementptr i32, ptr %buf.radd, i64 %t174
  %t176 = load i32, ptr %t175, align 4
  %t177 = insertelement <8 x i32> poison, i32 %t176, i64 0
  %t178 = shufflevector <8 x i32> %t177, <8 x i32> poison, <8 x i32> zeroinitializer
  %t179 = getelementptr i32, ptr %buf.rmul, i64 %t174
  %t180 = load i32, ptr %t179, align 4
  %t181 = insertelement <8 x i32> poison, i32 %t180, i64 0
  %t182 = shufflevector <8 x i32> %t181, <8 x i32> poison, <8 x i32> zeroinitializer
  %t183 = getelementptr <8 x i32>, ptr %tile, i64 6
  %t184 = load <8 x i32>, ptr %t183, align 4
  %t185 = add <8 x i32> %t184, %t178
  %t186 = mul <8 x i32> %t182, %t37
  %t187 = add <8 x i32> %t31, %t186
  %t188 = add <8 x i32> %t185, %t187
  %t189 = getelementptr <8 x i32>, ptr %tile, i64 7
  %t190 = load <8 x i32>, ptr %t189, align 4
  %t191 = add <8 x i32> %t190, %t178
  %t192 = mul <8 x i32> %t182, %t40
  %t193 = add <8 x i32> %t34, %t192
  %t194 = add <8 x i32> %t191, %t193
  %t195 = mul i64 %t174, %size.ldc
  %t196 = add i64 %t195, %t18
  %t197 = getelementptr i32, ptr %buf.c, i64 %t196
  br i1 %t41, label %whole198, label %part199
whole198:
  %t200 = getelementptr i32, ptr %t197, i64 0
  store <8 x i32> %t188, ptr %t200, align 4
  %t201 = getelementptr i32, ptr %t197, i64 8
  store <8 x i32> %t194, ptr %t201, align 4
  br label %rowdone172
part199:
  %t202 = getelementptr i32, ptr %rowbuf, i64 0
  store <8 x i32> %t188, ptr %t202, align 4
  %t203 = getelementptr i32, ptr %rowbuf, i64 8
  store <8 x i32> %t194, ptr %t203, align 4
  store i64 0, ptr %c204
  br label %head205
head205:
  %i208 = load i64, ptr %c204
  %t209 = icmp slt i64 %i208, %t24
  br i1 %t209, label %body206, label %done207
body206:
  %t210 = getelementptr i32, ptr %rowbuf, i64 %i208
  %t211 = load i32, ptr %t210, align 4
  %t212 = getelementptr i32, ptr %t197, i64 %i208
  store i32 %t211, ptr %t212, align 4
  %t213 = add nsw i64 %i208, 1
  store i64 %t213, ptr %c204
  br label %head205
done207:
  br label %rowdone172
rowdone172:
  %t214 = add nsw i64 %i13, 1
  store i64 %t214, ptr %c9
  br label %head10
done12:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
