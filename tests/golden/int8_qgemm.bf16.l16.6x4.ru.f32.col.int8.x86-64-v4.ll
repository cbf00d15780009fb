declare <16 x float> @llvm.x86.avx512bf16.dpbf16ps.512(<16 x float>, <32 x bfloat>, <32 x bfloat>)

define internal void @"jr.qgemm.bf16.l16.6x4.ru.f32.col.mk"(ptr %r, i64 %rs, i64 %nrows, ptr %p, i64 %kg, ptr %out) alwaysinline nounwind {
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
  %t16 = icmp slt i64 4, %t1
  %t17 = select i1 %t16, i64 4, i64 %t1
  %t18 = mul i64 %t17, %rs
  %t19 = getelementptr i8, ptr %r, i64 %t18
  %t20 = icmp slt i64 5, %t1
  %t21 = select i1 %t20, i64 5, i64 %t1
  %t22 = mul i64 %t21, %rs
  %t23 = getelementptr i8, ptr %r, i64 %t22
  %t24 = icmp sgt i64 %kg, 0
  br i1 %t24, label %loop, label %exit
loop:
  %k = phi i64 [0, %entry], [%k1, %loop]
  %acc0 = phi <16 x i32> [zeroinitializer, %entry], [%new0, %loop]
  %acc1 = phi <16 x i32> [zeroinitializer, %entry], [%new1, %loop]
  %acc2 = phi <16 x i32> [zeroinitializer, %entry], [%new2, %loop]
  %acc3 = phi <16 x i32> [zeroinitializer, %entry], [%new3, %loop]
  %acc4 = phi <16 x i32> [zeroinitializer, %entry], [%new4, %loop]
  %acc5 = phi <16 x i32> [zeroinitializer, %entry], [%new5, %loop]
  %acc6 = phi <16 x i32> [zeroinitializer, %entry], [%new6, %loop]
  %acc7 = phi <16 x i32> [zeroinitializer, %entry], [%new7, %loop]
  %acc8 = phi <16 x i32> [zeroinitializer, %entry], [%new8, %loop]
  %acc9 = phi <16 x i32> [zeroinitializer, %entry], [%new9, %loop]
  %acc10 = phi <16 x i32> [zeroinitializer, %entry], [%new10, %loop]
  %acc11 = phi <16 x i32> [zeroinitializer, %entry], [%new11, %loop]
  %acc12 = phi <16 x i32> [zeroinitializer, %entry], [%new12, %loop]
  %acc13 = phi <16 x i32> [zeroinitializer, %entry], [%new13, %loop]
  %acc14 = phi <16 x i32> [zeroinitializer, %entry], [%new14, %loop]
  %acc15 = phi <16 x i32> [zeroinitializer, %entry], [%new15, %loop]
  %acc16 = phi <16 x i32> [zeroinitializer, %entry], [%new16, %loop]
  %acc17 = phi <16 x i32> [zeroinitializer, %entry], [%new17, %loop]
  %acc18 = phi <16 x i32> [zeroinitializer, %entry], [%new18, %loop]
  %acc19 = phi <16 x i32> [zeroinitializer, %entry], [%new19, %loop]
  %acc20 = phi <16 x i32> [zeroinitializer, %entry], [%new20, %loop]
  %acc21 = phi <16 x i32> [zeroinitializer, %entry], [%new21, %loop]
  %acc22 = phi <16 x i32> [zeroinitializer, %entry], [%new22, %loop]
  %acc23 = phi <16 x i32> [zeroinitializer, %entry], [%new23, %loop]
  %t25 = mul i64 %k, 256
  %t26 = getelementptr i8, ptr %p, i64 %t25
  %t27 = getelementptr i8, ptr %t26, i64 0
  %t28 = load <32 x bfloat>, ptr %t27, align 1
  %t29 = getelementptr i8, ptr %t26, i64 64
  %t30 = load <32 x bfloat>, ptr %t29, align 1
  %t31 = getelementptr i8, ptr %t26, i64 128
  %t32 = load <32 x bfloat>, ptr %t31, align 1
  %t33 = getelementptr i8, ptr %t26, i64 192
  %t34 = load <32 x bfloat>, ptr %t33, align 1
  %t35 = mul i64 %k, 4
  %t36 = getelementptr i8, ptr %t3, i64 %t35
  %t37 = load i32, ptr %t36, align 2
  %t38 = insertelement <16 x i32> poison, i32 %t37, i64 0
  %t39 = shufflevector <16 x i32> %t38, <16 x i32> poison, <16 x i32> zeroinitializer
  %t40 = bitcast <16 x i32> %acc0 to <16 x float>
  %t41 = bitcast <16 x i32> %t39 to <32 x bfloat>
  %t42 = call <16 x float> @llvm.x86.avx512bf16.dpbf16ps.512(<16 x float> %t40, <32 x bfloat> %t41, <32 x bfloat> %t28)
  %new0 = bitcast <16 x float> %t42 to <16 x i32>
  %t43 = bitcast <16 x i32> %acc1 to <16 x float>
  %t44 = bitcast <16 x i32> %t39 to <32 x bfloat>
  %t45 = call <16 x float> @llvm.x86.avx512bf16.dpbf16ps.512(<16 x float> %t43, <32 x bfloat> %t44, <32 x bfloat> %t30)
  %new1 = bitcast <16 x float> %t45 to <16 x i32>
  %t46 = bitcast <16 x i32> %acc2 to <16 x float>
  %t47 = bitcast <16 x i32> %t39 to <32 x bfloat>
  %t48 = call <16 x float> @llvm.x86.avx512bf16.dpbf16ps.512(<16 x float> %t46, <32 x bfloat> %t47, <32 x bfloat> %t32)
  %new2 = bitcast <16 x float> %t48 to <16 x i32>
  %t49 = bitcast <16 x i32> %acc3 to <16 x float>
  %t50 = bitcast <16 x i32> %t39 to <32 x bfloat>
  %t51 = call <16 x float> @llvm.x86.avx512bf16.dpbf16ps.512(<16 x float> %t49, <32 x bfloat> %t50, <32 x bfloat> %t34)
  %new3 = bitcast <16 x float> %t51 to <16 x i32>
  %t52 = mul i64 %k, 4
  %t53 = getelementptr i8, ptr %t7, i64 %t52
  %t54 = load i32, ptr %t53, align 2
  %t55 = insertelement <16 x i32> poison, i32 %t54, i64 0
  %t56 = shufflevector <16 x i32> %t55, <16 x i32> poison, <16 x i32> zeroinitializer
  %t57 = bitcast <16 x i32> %acc4 to <16 x float>
  %t58 = bitcast <16 x i32> %t56 to <32 x bfloat>
  %t59 = call <16 x float> @llvm.x86.avx512bf16.dpbf16ps.512(<16 x float> %t57, <32 x bfloat> %t58, <32 x bfloat> %t28)
  %new4 = bitcast <16 x float> %t59 to <16 x i32>
  %t60 = bitcast <16 x i32> %acc5 to <16 x float>
  %t61 = bitcast <16 x i32> %t56 to <32 x bfloat>
  %t62 = call <16 x float> @llvm.x86.avx512bf16.dpbf16ps.512(<16 x float> %t60, <32 x bfloat> %t61, <32 x bfloat> %t30)
  %new5 = bitcast <16 x float> %t62 to <16 x i32>
  %t63 = bitcast <16 x i32> %acc6 to <16 x float>
  %t64 = bitcast <16 x i32> %t56 to <32 x bfloat>
  %t65 = call <16 x float> @llvm.x86.avx512bf16.dpbf16ps.512(<16 x float> %t63, <32 x bfloat> %t64, <32 x bfloat> %t32)
  %new6 = bitcast <16 x float> %t65 to <16 x i32>
  %t66 = bitcast <16 x i32> %acc7 to <16 x float>
  %t67 = bitcast <16 x i32> %t56 to <32 x bfloat>
  %t68 = call <16 x float> @llvm.x86.avx512bf16.dpbf16ps.512(<16 x float> %t66, <32 x bfloat> %t67, <32 x bfloat> %t34)
  %new7 = bitcast <16 x float> %t68 to <16 x i32>
  %t69 = mul i64 %k, 4
  %t70 = getelementptr i8, ptr %t11, i64 %t69
  %t71 = load i32, ptr %t70, align 2
  %t72 = insertelement <16 x i32> poison, i32 %t71, i64 0
  %t73 = shufflevector <16 x i32> %t72, <16 x i32> poison, <16 x i32> zeroinitializer
  %t74 = bitcast <16 x i32> %acc8 to <16 x float>
  %t75 = bitcast <16 x i32> %t73 to <32 x bfloat>
  %t76 = call <16 x float> @llvm.x86.avx512bf16.dpbf16ps.512(<16 x float> %t74, <32 x bfloat> %t75, <32 x bfloat> %t28)
  %new8 = bitcast <16 x float> %t76 to <16 x i32>
  %t77 = bitcast <16 x i32> %acc9 to <16 x float>
  %t78 = bitcast <16 x i32> %t73 to <32 x bfloat>
  %t79 = call <16 x float> @llvm.x86.avx512bf16.dpbf16ps.512(<16 x float> %t77, <32 x bfloat> %t78, <32 x bfloat> %t30)
  %new9 = bitcast <16 x float> %t79 to <16 x i32>
  %t80 = bitcast <16 x i32> %acc10 to <16 x float>
  %t81 = bitcast <16 x i32> %t73 to <32 x bfloat>
  %t82 = call <16 x float> @llvm.x86.avx512bf16.dpbf16ps.512(<16 x float> %t80, <32 x bfloat> %t81, <32 x bfloat> %t32)
  %new10 = bitcast <16 x float> %t82 to <16 x i32>
  %t83 = bitcast <16 x i32> %acc11 to <16 x float>
  %t84 = bitcast <16 x i32> %t73 to <32 x bfloat>
  %t85 = call <16 x float> @llvm.x86.avx512bf16.dpbf16ps.512(<16 x float> %t83, <32 x bfloat> %t84, <32 x bfloat> %t34)
  %new11 = bitcast <16 x float> %t85 to <16 x i32>
  %t86 = mul i64 %k, 4
  %t87 = getelementptr i8, ptr %t15, i64 %t86
  %t88 = load i32, ptr %t87, align 2
  %t89 = insertelement <16 x i32> poison, i32 %t88, i64 0
  %t90 = shufflevector <16 x i32> %t89, <16 x i32> poison, <16 x i32> zeroinitializer
  %t91 = bitcast <16 x i32> %acc12 to <16 x float>
  %t92 = bitcast <16 x i32> %t90 to <32 x bfloat>
  %t93 = call <16 x float> @llvm.x86.avx512bf16.dpbf16ps.512(<16 x float> %t91, <32 x bfloat> %t92, <32 x bfloat> %t28)
  %new12 = bitcast <16 x float> %t93 to <16 x i32>
  %t94 = bitcast <16 x i32> %acc13 to <16 x float>
  %t95 = bitcast <16 x i32> %t90 to <32 x bfloat>
  %t96 = call <16 x float> @llvm.x86.avx512bf16.dpbf16ps.512(<16 x float> %t94, <32 x bfloat> %t95, <32 x bfloat> %t30)
  %new13 = bitcast <16 x float> %t96 to <16 x i32>
  %t97 = bitcast <16 x i32> %acc14 to <16 x float>
  %t98 = bitcast <16 x i32> %t90 to <32 x bfloat>
  %t99 = call <16 x float> @llvm.x86.avx512bf16.dpbf16ps.512(<16 x float> %t97, <32 x bfloat> %t98, <32 x bfloat> %t32)
  %new14 = bitcast <16 x float> %t99 to <16 x i32>
  %t100 = bitcast <16 x i32> %acc15 to <16 x float>
  %t101 = bitcast <16 x i32> %t90 to <32 x bfloat>
  %t102 = call <16 x float> @llvm.x86.avx512bf16.dpbf16ps.512(<16 x float> %t100, <32 x bfloat> %t101, <32 x bfloat> %t34)
  %new15 = bitcast <16 x float> %t102 to <16 x i32>
  %t103 = mul i64 %k, 4
  %t104 = getelementptr i8, ptr %t19, i64 %t103
  %t105 = load i32, ptr %t104, align 2
  %t106 = insertelement <16 x i32> poison, i32 %t105, i64 0
  %t107 = shufflevector <16 x i32> %t106, <16 x i32> poison, <16 x i32> zeroinitializer
  %t108 = bitcast <16 x i32> %acc16 to <16 x float>
  %t109 = bitcast <16 x i32> %t107 to <32 x bfloat>
  %t110 = call <16 x float> @llvm.x86.avx512bf16.dpbf16ps.512(<16 x float> %t108, <32 x bfloat> %t109, <32 x bfloat> %t28)
  %new16 = bitcast <16 x float> %t110 to <16 x i32>
  %t111 = bitcast <16 x i32> %acc17 to <16 x float>
  %t112 = bitcast <16 x i32> %t107 to <32 x bfloat>
  %t113 = call <16 x float> @llvm.x86.avx512bf16.dpbf16ps.512(<16 x float> %t111, <32 x bfloat> %t112, <32 x bfloat> %t30)
  %new17 = bitcast <16 x float> %t113 to <16 x i32>
  %t114 = bitcast <16 x i32> %acc18 to <16 x float>
  %t115 = bitcast <16 x i32> %t107 to <32 x bfloat>
  %t116 = call <16 x float> @llvm.x86.avx512bf16.dpbf16ps.512(<16 x float> %t114, <32 x bfloat> %t115, <32 x bfloat> %t32)
  %new18 = bitcast <16 x float> %t116 to <16 x i32>
  %t117 = bitcast <16 x i32> %acc19 to <16 x float>
  %t118 = bitcast <16 x i32> %t107 to <32 x bfloat>
  %t119 = call <16 x float> @llvm.x86.avx512bf16.dpbf16ps.512(<16 x float> %t117, <32 x bfloat> %t118, <32 x bfloat> %t34)
  %new19 = bitcast <16 x float> %t119 to <16 x i32>
  %t120 = mul i64 %k, 4
  %t121 = getelementptr i8, ptr %t23, i64 %t120
  %t122 = load i32, ptr %t121, align 2
  %t123 = insertelement <16 x i32> poison, i32 %t122, i64 0
  %t124 = shufflevector <16 x i32> %t123, <16 x i32> poison, <16 x i32> zeroinitializer
  %t125 = bitcast <16 x i32> %acc20 to <16 x float>
  %t126 = bitcast <16 x i32> %t124 to <32 x bfloat>
  %t127 = call <16 x float> @llvm.x86.avx512bf16.dpbf16ps.512(<16 x float> %t125, <32 x bfloat> %t126, <32 x bfloat> %t28)
  %new20 = bitcast <16 x float> %t127 to <16 x i32>
  %t128 = bitcast <16 x i32> %acc21 to <16 x float>
  %t129 = bitcast <16 x i32> %t124 to <32 x bfloat>
  %t130 = call <16 x float> @llvm.x86.avx512bf16.dpbf16ps.512(<16 x float> %t128, <32 x bfloat> %t129, <32 x bfloat> %t30)
  %new21 = bitcast <16 x float> %t130 to <16 x i32>
  %t131 = bitcast <16 x i32> %acc22 to <16 x float>
  %t132 = bitcast <16 x i32> %t124 to <32 x bfloat>
  %t133 = call <16 x float> @llvm.x86.avx512bf16.dpbf16ps.512(<16 x float> %t131, <32 x bfloat> %t132, <32 x bfloat> %t32)
  %new22 = bitcast <16 x float> %t133 to <16 x i32>
  %t134 = bitcast <16 x i32> %acc23 to <16 x float>
  %t135 = bitcast <16 x i32> %t124 to <32 x bfloat>
  %t136 = call <16 x float> @llvm.x86.avx512bf16.dpbf16ps.512(<16 x float> %t134, <32 x bfloat> %t135, <32 x bfloat> %t34)
  %new23 = bitcast <16 x float> %t136 to <16 x i32>
  %k1 = add nsw i64 %k, 1
  %t137 = icmp slt i64 %k1, %kg
  br i1 %t137, label %loop, label %exit, !llvm.loop !0
exit:
  %t138 = phi <16 x i32> [zeroinitializer, %entry], [%new0, %loop]
  %t139 = phi <16 x i32> [zeroinitializer, %entry], [%new1, %loop]
  %t140 = phi <16 x i32> [zeroinitializer, %entry], [%new2, %loop]
  %t141 = phi <16 x i32> [zeroinitializer, %entry], [%new3, %loop]
  %t142 = phi <16 x i32> [zeroinitializer, %entry], [%new4, %loop]
  %t143 = phi <16 x i32> [zeroinitializer, %entry], [%new5, %loop]
  %t144 = phi <16 x i32> [zeroinitializer, %entry], [%new6, %loop]
  %t145 = phi <16 x i32> [zeroinitializer, %entry], [%new7, %loop]
  %t146 = phi <16 x i32> [zeroinitializer, %entry], [%new8, %loop]
  %t147 = phi <16 x i32> [zeroinitializer, %entry], [%new9, %loop]
  %t148 = phi <16 x i32> [zeroinitializer, %entry], [%new10, %loop]
  %t149 = phi <16 x i32> [zeroinitializer, %entry], [%new11, %loop]
  %t150 = phi <16 x i32> [zeroinitializer, %entry], [%new12, %loop]
  %t151 = phi <16 x i32> [zeroinitializer, %entry], [%new13, %loop]
  %t152 = phi <16 x i32> [zeroinitializer, %entry], [%new14, %loop]
  %t153 = phi <16 x i32> [zeroinitializer, %entry], [%new15, %loop]
  %t154 = phi <16 x i32> [zeroinitializer, %entry], [%new16, %loop]
  %t155 = phi <16 x i32> [zeroinitializer, %entry], [%new17, %loop]
  %t156 = phi <16 x i32> [zeroinitializer, %entry], [%new18, %loop]
  %t157 = phi <16 x i32> [zeroinitializer, %entry], [%new19, %loop]
  %t158 = phi <16 x i32> [zeroinitializer, %entry], [%new20, %loop]
  %t159 = phi <16 x i32> [zeroinitializer, %entry], [%new21, %loop]
  %t160 = phi <16 x i32> [zeroinitializer, %entry], [%new22, %loop]
  %t161 = phi <16 x i32> [zeroinitializer, %entry], [%new23, %loop]
  %t162 = getelementptr <16 x i32>, ptr %out, i64 0
  store <16 x i32> %t138, ptr %t162, align 4
  %t163 = getelementptr <16 x i32>, ptr %out, i64 1
  store <16 x i32> %t139, ptr %t163, align 4
  %t164 = getelementptr <16 x i32>, ptr %out, i64 2
  store <16 x i32> %t140, ptr %t164, align 4
  %t165 = getelementptr <16 x i32>, ptr %out, i64 3
  store <16 x i32> %t141, ptr %t165, align 4
  %t166 = getelementptr <16 x i32>, ptr %out, i64 4
  store <16 x i32> %t142, ptr %t166, align 4
  %t167 = getelementptr <16 x i32>, ptr %out, i64 5
  store <16 x i32> %t143, ptr %t167, align 4
  %t168 = getelementptr <16 x i32>, ptr %out, i64 6
  store <16 x i32> %t144, ptr %t168, align 4
  %t169 = getelementptr <16 x i32>, ptr %out, i64 7
  store <16 x i32> %t145, ptr %t169, align 4
  %t170 = getelementptr <16 x i32>, ptr %out, i64 8
  store <16 x i32> %t146, ptr %t170, align 4
  %t171 = getelementptr <16 x i32>, ptr %out, i64 9
  store <16 x i32> %t147, ptr %t171, align 4
  %t172 = getelementptr <16 x i32>, ptr %out, i64 10
  store <16 x i32> %t148, ptr %t172, align 4
  %t173 = getelementptr <16 x i32>, ptr %out, i64 11
  store <16 x i32> %t149, ptr %t173, align 4
  %t174 = getelementptr <16 x i32>, ptr %out, i64 12
  store <16 x i32> %t150, ptr %t174, align 4
  %t175 = getelementptr <16 x i32>, ptr %out, i64 13
  store <16 x i32> %t151, ptr %t175, align 4
  %t176 = getelementptr <16 x i32>, ptr %out, i64 14
  store <16 x i32> %t152, ptr %t176, align 4
  %t177 = getelementptr <16 x i32>, ptr %out, i64 15
  store <16 x i32> %t153, ptr %t177, align 4
  %t178 = getelementptr <16 x i32>, ptr %out, i64 16
  store <16 x i32> %t154, ptr %t178, align 4
  %t179 = getelementptr <16 x i32>, ptr %out, i64 17
  store <16 x i32> %t155, ptr %t179, align 4
  %t180 = getelementptr <16 x i32>, ptr %out, i64 18
  store <16 x i32> %t156, ptr %t180, align 4
  %t181 = getelementptr <16 x i32>, ptr %out, i64 19
  store <16 x i32> %t157, ptr %t181, align 4
  %t182 = getelementptr <16 x i32>, ptr %out, i64 20
  store <16 x i32> %t158, ptr %t182, align 4
  %t183 = getelementptr <16 x i32>, ptr %out, i64 21
  store <16 x i32> %t159, ptr %t183, align 4
  %t184 = getelementptr <16 x i32>, ptr %out, i64 22
  store <16 x i32> %t160, ptr %t184, align 4
  %t185 = getelementptr <16 x i32>, ptr %out, i64 23
  store <16 x i32> %t161, ptr %t185, align 4
  ret void
}

define void @"jr.qgemm.bf16.l16.6x4.ru.f32.col"(ptr noalias %buf.r, ptr noalias %buf.p, ptr noalias %buf.radd, ptr noalias %buf.cadd, ptr noalias %buf.rmul, ptr noalias %buf.cmul, ptr noalias %buf.scale, ptr noalias %buf.bias, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.m, i64 %size.n, i64 %size.kg, i64 %size.rs, i64 %size.ldc, i64 %size.zp, i64 %range.lo, i64 %range.hi) nounwind "no-builtins" {
entry:
  %tile = alloca [24 x <16 x i32>], align 64
  %rowbuf = alloca [64 x float], align 64
  %c9 = alloca i64
  %c123 = alloca i64
  %c178 = alloca i64
  %c233 = alloca i64
  %c288 = alloca i64
  %c343 = alloca i64
  %c398 = alloca i64
  %t1 = add i64 %size.m, 5
  %t2 = sdiv i64 %t1, 6
  %t3 = add i64 %size.n, 63
  %t4 = sdiv i64 %t3, 64
  %t5 = mul i64 %t4, %t2
  %t6 = icmp slt i64 %range.hi, %t5
  %t7 = select i1 %t6, i64 %range.hi, i64 %t5
  %t8 = mul i64 %size.kg, 256
  store i64 %range.lo, ptr %c9
  br label %head10
head10:
  %i13 = load i64, ptr %c9
  %t14 = icmp slt i64 %i13, %t7
  br i1 %t14, label %body11, label %done12
body11:
  %t15 = sdiv i64 %i13, %t2
  %t16 = srem i64 %i13, %t2
  %t17 = mul i64 %t16, 6
  %t18 = mul i64 %t15, 64
  %t19 = sub i64 %size.m, %t17
  %t20 = icmp slt i64 6, %t19
  %t21 = select i1 %t20, i64 6, i64 %t19
  %t22 = sub i64 %size.n, %t18
  %t23 = icmp slt i64 64, %t22
  %t24 = select i1 %t23, i64 64, i64 %t22
  %t25 = mul i64 %t17, %size.rs
  %t26 = getelementptr i8, ptr %buf.r, i64 %t25
  %t27 = mul i64 %t15, %t8
  %t28 = getelementptr i8, ptr %buf.p, i64 %t27
  call void @"jr.qgemm.bf16.l16.6x4.ru.f32.col.mk"(ptr %t26, i64 %size.rs, i64 %t21, ptr %t28, i64 %size.kg, ptr %tile)
  %t29 = add i64 %t18, 0
  %t30 = getelementptr i32, ptr %buf.cadd, i64 %t29
  %t31 = load <16 x i32>, ptr %t30, align 4
  %t32 = add i64 %t18, 16
  %t33 = getelementptr i32, ptr %buf.cadd, i64 %t32
  %t34 = load <16 x i32>, ptr %t33, align 4
  %t35 = add i64 %t18, 32
  %t36 = getelementptr i32, ptr %buf.cadd, i64 %t35
  %t37 = load <16 x i32>, ptr %t36, align 4
  %t38 = add i64 %t18, 48
  %t39 = getelementptr i32, ptr %buf.cadd, i64 %t38
  %t40 = load <16 x i32>, ptr %t39, align 4
  %t41 = add i64 %t18, 0
  %t42 = getelementptr i32, ptr %buf.cmul, i64 %t41
  %t43 = load <16 x i32>, ptr %t42, align 4
  %t44 = add i64 %t18, 16
  %t45 = getelementptr i32, ptr %buf.cmul, i64 %t44
  %t46 = load <16 x i32>, ptr %t45, align 4
  %t47 = add i64 %t18, 32
  %t48 = getelementptr i32, ptr %buf.cmul, i64 %t47
  %t49 = load <16 x i32>, ptr %t48, align 4
  %t50 = add i64 %t18, 48
  %t51 = getelementptr i32, ptr %buf.cmul, i64 %t50
  %t52 = load <16 x i32>, ptr %t51, align 4
  %t53 = add i64 %t18, 0
  %t54 = getelementptr float, ptr %buf.scale, i64 %t53
  %t55 = load <16 x float>, ptr %t54, align 4
  %t56 = add i64 %t18, 16
  %t57 = getelementptr float, ptr %buf.scale, i64 %t56
  %t58 = load <16 x float>, ptr %t57, align 4
  %t59 = add i64 %t18, 32
  %t60 = getelementptr float, ptr %buf.scale, i64 %t59
  %t61 = load <16 x float>, ptr %t60, align 4
  %t62 = add i64 %t18, 48
  %t63 = getelementptr float, ptr %buf.scale, i64 %t62
  %t64 = load <16 x float>, ptr %t63, align 4
  %t65 = add i64 %t18, 0
  %t66 = getelementptr float, ptr %buf.bias, i64 %t65
  %t67 = load <16 x float>, ptr %t66, align 4
  %t68 = add i64 %t18, 16
  %t69 = getelementptr float, ptr %buf.bias, i64 %t68
  %t70 = load <16 x float>, ptr %t69, align 4
  %t71 = add i64 %t18, 32
  %t72 = getelementptr float, ptr %buf.bias, i64 %t71
  %t73 = load <16 x float>, ptr %t72, align 4
  %t74 = add i64 %t18, 48
  %t75 = getelementptr float, ptr %buf.bias, i64 %t74
  %t76 = load <16 x float>, ptr %t75, align 4
  %t77 = icmp eq i64 %t24, 64
  %t80 = icmp slt i64 0, %t21
  br i1 %t80, label %row78, label %rowdone79
row78:
  %t81 = add i64 %t17, 0
  %t82 = getelementptr i32, ptr %buf.radd, i64 %t81
  %t83 = load i32, ptr %t82, align 4
  %t84 = insertelement <16 x i32> poison, i32 %t83, i64 0
  %t85 = shufflevector <16 x i32> %t84, <16 x i32> poison, <16 x i32> zeroinitializer
  %t86 = getelementptr i32, ptr %buf.rmul, i64 %t81
  %t87 = load i32, ptr %t86, align 4
  %t88 = insertelement <16 x i32> poison, i32 %t87, i64 0
  %t89 = shufflevector <16 x i32> %t88, <16 x i32> poison, <16 x i32> zeroinitializer
  %t90 = getelementptr <16 x i32>, ptr %tile, i64 0
  %t91 = load <16 x i32>, ptr %t90, align 4
  %t92 = bitcast <16 x i32> %t91 to <16 x float>
  %t93 = fmul <16 x float> %t92, %t55
  %t94 = fadd <16 x float> %t93, %t67
  %t95 = getelementptr <16 x i32>, ptr %tile, i64 1
  %t96 = load <16 x i32>, ptr %t95, align 4
  %t97 = bitcast <16 x i32> %t96 to <16 x float>
  %t98 = fmul <16 x float> %t97, %t58
  %t99 = fadd <16 x float> %t98, %t70
  %t100 = getelementptr <16 x i32>, ptr %tile, i64 2
  %t101 = load <16 x i32>, ptr %t100, align 4
  %t102 = bitcast <16 x i32> %t101 to <16 x float>
  %t103 = fmul <16 x float> %t102, %t61
  %t104 = fadd <16 x float> %t103, %t73
  %t105 = getelementptr <16 x i32>, ptr %tile, i64 3
  %t106 = load <16 x i32>, ptr %t105, align 4
  %t107 = bitcast <16 x i32> %t106 to <16 x float>
  %t108 = fmul <16 x float> %t107, %t64
  %t109 = fadd <16 x float> %t108, %t76
  %t110 = mul i64 %t81, %size.ldc
  %t111 = add i64 %t110, %t18
  %t112 = getelementptr float, ptr %buf.c, i64 %t111
  br i1 %t77, label %whole113, label %part114
whole113:
  %t115 = getelementptr float, ptr %t112, i64 0
  store <16 x float> %t94, ptr %t115, align 4
  %t116 = getelementptr float, ptr %t112, i64 16
  store <16 x float> %t99, ptr %t116, align 4
  %t117 = getelementptr float, ptr %t112, i64 32
  store <16 x float> %t104, ptr %t117, align 4
  %t118 = getelementptr float, ptr %t112, i64 48
  store <16 x float> %t109, ptr %t118, align 4
  br label %rowdone79
part114:
  %t119 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t94, ptr %t119, align 4
  %t120 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t99, ptr %t120, align 4
  %t121 = getelementptr float, ptr %rowbuf, i64 32
  store <16 x float> %t104, ptr %t121, align 4
  %t122 = getelementptr float, ptr %rowbuf, i64 48
  store <16 x float> %t109, ptr %t122, align 4
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
  br label %rowdone79
rowdone79:
  %t135 = icmp slt i64 1, %t21
  br i1 %t135, label %row133, label %rowdone134
row133:
  %t136 = add i64 %t17, 1
  %t137 = getelementptr i32, ptr %buf.radd, i64 %t136
  %t138 = load i32, ptr %t137, align 4
  %t139 = insertelement <16 x i32> poison, i32 %t138, i64 0
  %t140 = shufflevector <16 x i32> %t139, <16 x i32> poison, <16 x i32> zeroinitializer
  %t141 = getelementptr i32, ptr %buf.rmul, i64 %t136
  %t142 = load i32, ptr %t141, align 4
  %t143 = insertelement <16 x i32> poison, i32 %t142, i64 0
  %t144 = shufflevector <16 x i32> %t143, <16 x i32> poison, <16 x i32> zeroinitializer
  %t145 = getelementptr <16 x i32>, ptr %tile, i64 4
  %t146 = load <16 x i32>, ptr %t145, align 4
  %t147 = bitcast <16 x i32> %t146 to <16 x float>
  %t148 = fmul <16 x float> %t147, %t55
  %t149 = fadd <16 x float> %t148, %t67
  %t150 = getelementptr <16 x i32>, ptr %tile, i64 5
  %t151 = load <16 x i32>, ptr %t150, align 4
  %t152 = bitcast <16 x i32> %t151 to <16 x float>
  %t153 = fmul <16 x float> %t152, %t58
  %t154 = fadd <16 x float> %t153, %t70
  %t155 = getelementptr <16 x i32>, ptr %tile, i64 6
  %t156 = load <16 x i32>, ptr %t155, align 4
  %t157 = bitcast <16 x i32> %t156 to <16 x float>
  %t158 = fmul <16 x float> %t157, %t61
  %t159 = fadd <16 x float> %t158, %t73
  %t160 = getelementptr <16 x i32>, ptr %tile, i64 7
  %t161 = load <16 x i32>, ptr %t160, align 4
  %t162 = bitcast <16 x i32> %t161 to <16 x float>
  %t163 = fmul <16 x float> %t162, %t64
  %t164 = fadd <16 x float> %t163, %t76
  %t165 = mul i64 %t136, %size.ldc
  %t166 = add i64 %t165, %t18
  %t167 = getelementptr float, ptr %buf.c, i64 %t166
  br i1 %t77, label %whole168, label %part169
whole168:
  %t170 = getelementptr float, ptr %t167, i64 0
  store <16 x float> %t149, ptr %t170, align 4
  %t171 = getelementptr float, ptr %t167, i64 16
  store <16 x float> %t154, ptr %t171, align 4
  %t172 = getelementptr float, ptr %t167, i64 32
  store <16 x float> %t159, ptr %t172, align 4
  %t173 = getelementptr float, ptr %t167, i64 48
  store <16 x float> %t164, ptr %t173, align 4
  br label %rowdone134
part169:
  %t174 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t149, ptr %t174, align 4
  %t175 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t154, ptr %t175, align 4
  %t176 = getelementptr float, ptr %rowbuf, i64 32
  store <16 x float> %t159, ptr %t176, align 4
  %t177 = getelementptr float, ptr %rowbuf, i64 48
  store <16 x float> %t164, ptr %t177, align 4
  store i64 0, ptr %c178
  br label %head179
head179:
  %i182 = load i64, ptr %c178
  %t183 = icmp slt i64 %i182, %t24
  br i1 %t183, label %body180, label %done181
body180:
  %t184 = getelementptr float, ptr %rowbuf, i64 %i182
  %t185 = load float, ptr %t184, align 4
  %t186 = getelementptr float, ptr %t167, i64 %i182
  store float %t185, ptr %t186, align 4
  %t187 = add nsw i64 %i182, 1
  store i64 %t187, ptr %c178
  br label %head179
done181:
  br label %rowdone134
rowdone134:
  %t190 = icmp slt i64 2, %t21
  br i1 %t190, label %row188, label %rowdone189
row188:
  %t191 = add i64 %t17, 2
  %t192 = getelementptr i32, ptr %buf.radd, i64 %t191
  %t193 = load i32, ptr %t192, align 4
  %t194 = insertelement <16 x i32> poison, i32 %t193, i64 0
  %t195 = shufflevector <16 x i32> %t194, <16 x i32> poison, <16 x i32> zeroinitializer
  %t196 = getelementptr i32, ptr %buf.rmul, i64 %t191
  %t197 = load i32, ptr %t196, align 4
  %t198 = insertelement <16 x i32> poison, i32 %t197, i64 0
  %t199 = shufflevector <16 x i32> %t198, <16 x i32> poison, <16 x i32> zeroinitializer
  %t200 = getelementptr <16 x i32>, ptr %tile, i64 8
  %t201 = load <16 x i32>, ptr %t200, align 4
  %t202 = bitcast <16 x i32> %t201 to <16 x float>
  %t203 = fmul <16 x float> %t202, %t55
  %t204 = fadd <16 x float> %t203, %t67
  %t205 = getelementptr <16 x i32>, ptr %tile, i64 9
  %t206 = load <16 x i32>, ptr %t205, align 4
  %t207 = bitcast <16 x i32> %t206 to <16 x float>
  %t208 = fmul <16 x float> %t207, %t58
  %t209 = fadd <16 x float> %t208, %t70
  %t210 = getelementptr <16 x i32>, ptr %tile, i64 10
  %t211 = load <16 x i32>, ptr %t210, align 4
  %t212 = bitcast <16 x i32> %t211 to <16 x float>
  %t213 = fmul <16 x float> %t212, %t61
  %t214 = fadd <16 x float> %t213, %t73
  %t215 = getelementptr <16 x i32>, ptr %tile, i64 11
  %t216 = load <16 x i32>, ptr %t215, align 4
  %t217 = bitcast <16 x i32> %t216 to <16 x float>
  %t218 = fmul <16 x float> %t217, %t64
  %t219 = fadd <16 x float> %t218, %t76
  %t220 = mul i64 %t191, %size.ldc
  %t221 = add i64 %t220, %t18
  %t222 = getelementptr float, ptr %buf.c, i64 %t221
  br i1 %t77, label %whole223, label %part224
whole223:
  %t225 = getelementptr float, ptr %t222, i64 0
  store <16 x float> %t204, ptr %t225, align 4
  %t226 = getelementptr float, ptr %t222, i64 16
  store <16 x float> %t209, ptr %t226, align 4
  %t227 = getelementptr float, ptr %t222, i64 32
  store <16 x float> %t214, ptr %t227, align 4
  %t228 = getelementptr float, ptr %t222, i64 48
  store <16 x float> %t219, ptr %t228, align 4
  br label %rowdone189
part224:
  %t229 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t204, ptr %t229, align 4
  %t230 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t209, ptr %t230, align 4
  %t231 = getelementptr float, ptr %rowbuf, i64 32
  store <16 x float> %t214, ptr %t231, align 4
  %t232 = getelementptr float, ptr %rowbuf, i64 48
  store <16 x float> %t219, ptr %t232, align 4
  store i64 0, ptr %c233
  br label %head234
head234:
  %i237 = load i64, ptr %c233
  %t238 = icmp slt i64 %i237, %t24
  br i1 %t238, label %body235, label %done236
body235:
  %t239 = getelementptr float, ptr %rowbuf, i64 %i237
  %t240 = load float, ptr %t239, align 4
  %t241 = getelementptr float, ptr %t222, i64 %i237
  store float %t240, ptr %t241, align 4
  %t242 = add nsw i64 %i237, 1
  store i64 %t242, ptr %c233
  br label %head234
done236:
  br label %rowdone189
rowdone189:
  %t245 = icmp slt i64 3, %t21
  br i1 %t245, label %row243, label %rowdone244
row243:
  %t246 = add i64 %t17, 3
  %t247 = getelementptr i32, ptr %buf.radd, i64 %t246
  %t248 = load i32, ptr %t247, align 4
  %t249 = insertelement <16 x i32> poison, i32 %t248, i64 0
  %t250 = shufflevector <16 x i32> %t249, <16 x i32> poison, <16 x i32> zeroinitializer
  %t251 = getelementptr i32, ptr %buf.rmul, i64 %t246
  %t252 = load i32, ptr %t251, align 4
  %t253 = insertelement <16 x i32> poison, i32 %t252, i64 0
  %t254 = shufflevector <16 x i32> %t253, <16 x i32> poison, <16 x i32> zeroinitializer
  %t255 = getelementptr <16 x i32>, ptr %tile, i64 12
  %t256 = load <16 x i32>, ptr %t255, align 4
  %t257 = bitcast <16 x i32> %t256 to <16 x float>
  %t258 = fmul <16 x float> %t257, %t55
  %t259 = fadd <16 x float> %t258, %t67
  %t260 = getelementptr <16 x i32>, ptr %tile, i64 13
  %t261 = load <16 x i32>, ptr %t260, align 4
  %t262 = bitcast <16 x i32> %t261 to <16 x float>
  %t263 = fmul <16 x float> %t262, %t58
  %t264 = fadd <16 x float> %t263, %t70
  %t265 = getelementptr <16 x i32>, ptr %tile, i64 14
  %t266 = load <16 x i32>, ptr %t265, align 4
  %t267 = bitcast <16 x i32> %t266 to <16 x float>
  %t268 = fmul <16 x float> %t267, %t61
  %t269 = fadd <16 x float> %t268, %t73
  %t270 = getelementptr <16 x i32>, ptr %tile, i64 15
  %t271 = load <16 x i32>, ptr %t270, align 4
  %t272 = bitcast <16 x i32> %t271 to <16 x float>
  %t273 = fmul <16 x float> %t272, %t64
  %t274 = fadd <16 x float> %t273, %t76
  %t275 = mul i64 %t246, %size.ldc
  %t276 = add i64 %t275, %t18
  %t277 = getelementptr float, ptr %buf.c, i64 %t276
  br i1 %t77, label %whole278, label %part279
whole278:
  %t280 = getelementptr float, ptr %t277, i64 0
  store <16 x float> %t259, ptr %t280, align 4
  %t281 = getelementptr float, ptr %t277, i64 16
  store <16 x float> %t264, ptr %t281, align 4
  %t282 = getelementptr float, ptr %t277, i64 32
  store <16 x float> %t269, ptr %t282, align 4
  %t283 = getelementptr float, ptr %t277, i64 48
  store <16 x float> %t274, ptr %t283, align 4
  br label %rowdone244
part279:
  %t284 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t259, ptr %t284, align 4
  %t285 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t264, ptr %t285, align 4
  %t286 = getelementptr float, ptr %rowbuf, i64 32
  store <16 x float> %t269, ptr %t286, align 4
  %t287 = getelementptr float, ptr %rowbuf, i64 48
  store <16 x float> %t274, ptr %t287, align 4
  store i64 0, ptr %c288
  br label %head289
head289:
  %i292 = load i64, ptr %c288
  %t293 = icmp slt i64 %i292, %t24
  br i1 %t293, label %body290, label %done291
body290:
  %t294 = getelementptr float, ptr %rowbuf, i64 %i292
  %t295 = load float, ptr %t294, align 4
  %t296 = getelementptr float, ptr %t277, i64 %i292
  store float %t295, ptr %t296, align 4
  %t297 = add nsw i64 %i292, 1
  store i64 %t297, ptr %c288
  br label %head289
done291:
  br label %rowdone244
rowdone244:
  %t300 = icmp slt i64 4, %t21
  br i1 %t300, label %row298, label %rowdone299
row298:
  %t301 = add i64 %t17, 4
  %t302 = getelementptr i32, ptr %buf.radd, i64 %t301
  %t303 = load i32, ptr %t302, align 4
  %t304 = insertelement <16 x i32> poison, i32 %t303, i64 0
  %t305 = shufflevector <16 x i32> %t304, <16 x i32> poison, <16 x i32> zeroinitializer
  %t306 = getelementptr i32, ptr %buf.rmul, i64 %t301
  %t307 = load i32, ptr %t306, align 4
  %t308 = insertelement <16 x i32> poison, i32 %t307, i64 0
  %t309 = shufflevector <16 x i32> %t308, <16 x i32> poison, <16 x i32> zeroinitializer
  %t310 = getelementptr <16 x i32>, ptr %tile, i64 16
  %t311 = load <16 x i32>, ptr %t310, align 4
  %t312 = bitcast <16 x i32> %t311 to <16 x float>
  %t313 = fmul <16 x float> %t312, %t55
  %t314 = fadd <16 x float> %t313, %t67
  %t315 = getelementptr <16 x i32>, ptr %tile, i64 17
  %t316 = load <16 x i32>, ptr %t315, align 4
  %t317 = bitcast <16 x i32> %t316 to <16 x float>
  %t318 = fmul <16 x float> %t317, %t58
  %t319 = fadd <16 x float> %t318, %t70
  %t320 = getelementptr <16 x i32>, ptr %tile, i64 18
  %t321 = load <16 x i32>, ptr %t320, align 4
  %t322 = bitcast <16 x i32> %t321 to <16 x float>
  %t323 = fmul <16 x float> %t322, %t61
  %t324 = fadd <16 x float> %t323, %t73
  %t325 = getelementptr <16 x i32>, ptr %tile, i64 19
  %t326 = load <16 x i32>, ptr %t325, align 4
  %t327 = bitcast <16 x i32> %t326 to <16 x float>
  %t328 = fmul <16 x float> %t327, %t64
  %t329 = fadd <16 x float> %t328, %t76
  %t330 = mul i64 %t301, %size.ldc
  %t331 = add i64 %t330, %t18
  %t332 = getelementptr float, ptr %buf.c, i64 %t331
  br i1 %t77, label %whole333, label %part334
whole333:
  %t335 = getelementptr float, ptr %t332, i64 0
  store <16 x float> %t314, ptr %t335, align 4
  %t336 = getelementptr float, ptr %t332, i64 16
  store <16 x float> %t319, ptr %t336, align 4
  %t337 = getelementptr float, ptr %t332, i64 32
  store <16 x float> %t324, ptr %t337, align 4
  %t338 = getelementptr float, ptr %t332, i64 48
  store <16 x float> %t329, ptr %t338, align 4
  br label %rowdone299
part334:
  %t339 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t314, ptr %t339, align 4
  %t340 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t319, ptr %t340, align 4
  %t341 = getelementptr float, ptr %rowbuf, i64 32
  store <16 x float> %t324, ptr %t341, align 4
  %t342 = getelementptr float, ptr %rowbuf, i64 48
  store <16 x float> %t329, ptr %t342, align 4
  store i64 0, ptr %c343
  br label %head344
head344:
  %i347 = load i64, ptr %c343
  %t348 = icmp slt i64 %i347, %t24
  br i1 %t348, label %body345, label %done346
body345:
  %t349 = getelementptr float, ptr %rowbuf, i64 %i347
  %t350 = load float, ptr %t349, align 4
  %t351 = getelementptr float, ptr %t332, i64 %i347
  store float %t350, ptr %t351, align 4
  %t352 = add nsw i64 %i347, 1
  store i64 %t352, ptr %c343
  br label %head344
done346:
  br label %rowdone299
rowdone299:
  %t355 = icmp slt i64 5, %t21
  br i1 %t355, label %row353, label %rowdone354
row353:
  %t356 = add i64 %t17, 5
  %t357 = getelementptr i32, ptr %buf.radd, i64 %t356
  %t358 = load i32, ptr %t357, align 4
  %t359 = insertelement <16 x i32> poison, i32 %t358, i64 0
  %t360 = shufflevector <16 x i32> %t359, <16 x i32> poison, <16 x i32> zeroinitializer
  %t361 = getelementptr i32, ptr %buf.rmul, i64 %t356
  %t362 = load i32, ptr %t361, align 4
  %t363 = insertelement <16 x i32> poison, i32 %t362, i64 0
  %t364 = shufflevector <16 x i32> %t363, <16 x i32> poison, <16 x i32> zeroinitializer
  %t365 = getelementptr <16 x i32>, ptr %tile, i64 20
  %t366 = load <16 x i32>, ptr %t365, align 4
  %t367 = bitcast <16 x i32> %t366 to <16 x float>
  %t368 = fmul <16 x float> %t367, %t55
  %t369 = fadd <16 x float> %t368, %t67
  %t370 = getelementptr <16 x i32>, ptr %tile, i64 21
  %t371 = load <16 x i32>, ptr %t370, align 4
  %t372 = bitcast <16 x i32> %t371 to <16 x float>
  %t373 = fmul <16 x float> %t372, %t58
  %t374 = fadd <16 x float> %t373, %t70
  %t375 = getelementptr <16 x i32>, ptr %tile, i64 22
  %t376 = load <16 x i32>, ptr %t375, align 4
  %t377 = bitcast <16 x i32> %t376 to <16 x float>
  %t378 = fmul <16 x float> %t377, %t61
  %t379 = fadd <16 x float> %t378, %t73
  %t380 = getelementptr <16 x i32>, ptr %tile, i64 23
  %t381 = load <16 x i32>, ptr %t380, align 4
  %t382 = bitcast <16 x i32> %t381 to <16 x float>
  %t383 = fmul <16 x float> %t382, %t64
  %t384 = fadd <16 x float> %t383, %t76
  %t385 = mul i64 %t356, %size.ldc
  %t386 = add i64 %t385, %t18
  %t387 = getelementptr float, ptr %buf.c, i64 %t386
  br i1 %t77, label %whole388, label %part389
whole388:
  %t390 = getelementptr float, ptr %t387, i64 0
  store <16 x float> %t369, ptr %t390, align 4
  %t391 = getelementptr float, ptr %t387, i64 16
  store <16 x float> %t374, ptr %t391, align 4
  %t392 = getelementptr float, ptr %t387, i64 32
  store <16 x float> %t379, ptr %t392, align 4
  %t393 = getelementptr float, ptr %t387, i64 48
  store <16 x float> %t384, ptr %t393, align 4
  br label %rowdone354
part389:
  %t394 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t369, ptr %t394, align 4
  %t395 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t374, ptr %t395, align 4
  %t396 = getelementptr float, ptr %rowbuf, i64 32
  store <16 x float> %t379, ptr %t396, align 4
  %t397 = getelementptr float, ptr %rowbuf, i64 48
  store <16 x float> %t384, ptr %t397, align 4
  store i64 0, ptr %c398
  br label %head399
head399:
  %i402 = load i64, ptr %c398
  %t403 = icmp slt i64 %i402, %t24
  br i1 %t403, label %body400, label %done401
body400:
  %t404 = getelementptr float, ptr %rowbuf, i64 %i402
  %t405 = load float, ptr %t404, align 4
  %t406 = getelementptr float, ptr %t387, i64 %i402
  store float %t405, ptr %t406, align 4
  %t407 = add nsw i64 %i402, 1
  store i64 %t407, ptr %c398
  br label %head399
done401:
  br label %rowdone354
rowdone354:
  %t408 = add nsw i64 %i13, 1
  store i64 %t408, ptr %c9
  br label %head10
done12:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
