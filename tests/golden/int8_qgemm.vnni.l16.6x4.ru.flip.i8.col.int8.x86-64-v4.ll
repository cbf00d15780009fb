declare <16 x float> @llvm.maxnum.v16f32(<16 x float>, <16 x float>)
declare <16 x float> @llvm.minnum.v16f32(<16 x float>, <16 x float>)
declare <16 x float> @llvm.rint.v16f32(<16 x float>)
declare <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32>, <16 x i32>, <16 x i32>)

define internal void @"jr.qgemm.vnni.l16.6x4.ru.flip.i8.col.mk"(ptr %r, i64 %rs, i64 %nrows, ptr %p, i64 %kg, ptr %out) alwaysinline nounwind {
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
  %t28 = load <64 x i8>, ptr %t27, align 1
  %t29 = getelementptr i8, ptr %t26, i64 64
  %t30 = load <64 x i8>, ptr %t29, align 1
  %t31 = getelementptr i8, ptr %t26, i64 128
  %t32 = load <64 x i8>, ptr %t31, align 1
  %t33 = getelementptr i8, ptr %t26, i64 192
  %t34 = load <64 x i8>, ptr %t33, align 1
  %t35 = mul i64 %k, 4
  %t36 = getelementptr i8, ptr %t3, i64 %t35
  %t37 = load i32, ptr %t36, align 1
  %t38 = xor i32 %t37, -2139062144
  %t39 = insertelement <16 x i32> poison, i32 %t38, i64 0
  %t40 = shufflevector <16 x i32> %t39, <16 x i32> poison, <16 x i32> zeroinitializer
  %t41 = bitcast <16 x i32> %t40 to <64 x i8>
  %t42 = bitcast <64 x i8> %t41 to <16 x i32>
  %t43 = bitcast <64 x i8> %t28 to <16 x i32>
  %new0 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc0, <16 x i32> %t42, <16 x i32> %t43)
  %t44 = bitcast <16 x i32> %t40 to <64 x i8>
  %t45 = bitcast <64 x i8> %t44 to <16 x i32>
  %t46 = bitcast <64 x i8> %t30 to <16 x i32>
  %new1 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc1, <16 x i32> %t45, <16 x i32> %t46)
  %t47 = bitcast <16 x i32> %t40 to <64 x i8>
  %t48 = bitcast <64 x i8> %t47 to <16 x i32>
  %t49 = bitcast <64 x i8> %t32 to <16 x i32>
  %new2 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc2, <16 x i32> %t48, <16 x i32> %t49)
  %t50 = bitcast <16 x i32> %t40 to <64 x i8>
  %t51 = bitcast <64 x i8> %t50 to <16 x i32>
  %t52 = bitcast <64 x i8> %t34 to <16 x i32>
  %new3 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc3, <16 x i32> %t51, <16 x i32> %t52)
  %t53 = mul i64 %k, 4
  %t54 = getelementptr i8, ptr %t7, i64 %t53
  %t55 = load i32, ptr %t54, align 1
  %t56 = xor i32 %t55, -2139062144
  %t57 = insertelement <16 x i32> poison, i32 %t56, i64 0
  %t58 = shufflevector <16 x i32> %t57, <16 x i32> poison, <16 x i32> zeroinitializer
  %t59 = bitcast <16 x i32> %t58 to <64 x i8>
  %t60 = bitcast <64 x i8> %t59 to <16 x i32>
  %t61 = bitcast <64 x i8> %t28 to <16 x i32>
  %new4 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc4, <16 x i32> %t60, <16 x i32> %t61)
  %t62 = bitcast <16 x i32> %t58 to <64 x i8>
  %t63 = bitcast <64 x i8> %t62 to <16 x i32>
  %t64 = bitcast <64 x i8> %t30 to <16 x i32>
  %new5 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc5, <16 x i32> %t63, <16 x i32> %t64)
  %t65 = bitcast <16 x i32> %t58 to <64 x i8>
  %t66 = bitcast <64 x i8> %t65 to <16 x i32>
  %t67 = bitcast <64 x i8> %t32 to <16 x i32>
  %new6 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc6, <16 x i32> %t66, <16 x i32> %t67)
  %t68 = bitcast <16 x i32> %t58 to <64 x i8>
  %t69 = bitcast <64 x i8> %t68 to <16 x i32>
  %t70 = bitcast <64 x i8> %t34 to <16 x i32>
  %new7 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc7, <16 x i32> %t69, <16 x i32> %t70)
  %t71 = mul i64 %k, 4
  %t72 = getelementptr i8, ptr %t11, i64 %t71
  %t73 = load i32, ptr %t72, align 1
  %t74 = xor i32 %t73, -2139062144
  %t75 = insertelement <16 x i32> poison, i32 %t74, i64 0
  %t76 = shufflevector <16 x i32> %t75, <16 x i32> poison, <16 x i32> zeroinitializer
  %t77 = bitcast <16 x i32> %t76 to <64 x i8>
  %t78 = bitcast <64 x i8> %t77 to <16 x i32>
  %t79 = bitcast <64 x i8> %t28 to <16 x i32>
  %new8 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc8, <16 x i32> %t78, <16 x i32> %t79)
  %t80 = bitcast <16 x i32> %t76 to <64 x i8>
  %t81 = bitcast <64 x i8> %t80 to <16 x i32>
  %t82 = bitcast <64 x i8> %t30 to <16 x i32>
  %new9 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc9, <16 x i32> %t81, <16 x i32> %t82)
  %t83 = bitcast <16 x i32> %t76 to <64 x i8>
  %t84 = bitcast <64 x i8> %t83 to <16 x i32>
  %t85 = bitcast <64 x i8> %t32 to <16 x i32>
  %new10 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc10, <16 x i32> %t84, <16 x i32> %t85)
  %t86 = bitcast <16 x i32> %t76 to <64 x i8>
  %t87 = bitcast <64 x i8> %t86 to <16 x i32>
  %t88 = bitcast <64 x i8> %t34 to <16 x i32>
  %new11 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc11, <16 x i32> %t87, <16 x i32> %t88)
  %t89 = mul i64 %k, 4
  %t90 = getelementptr i8, ptr %t15, i64 %t89
  %t91 = load i32, ptr %t90, align 1
  %t92 = xor i32 %t91, -2139062144
  %t93 = insertelement <16 x i32> poison, i32 %t92, i64 0
  %t94 = shufflevector <16 x i32> %t93, <16 x i32> poison, <16 x i32> zeroinitializer
  %t95 = bitcast <16 x i32> %t94 to <64 x i8>
  %t96 = bitcast <64 x i8> %t95 to <16 x i32>
  %t97 = bitcast <64 x i8> %t28 to <16 x i32>
  %new12 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc12, <16 x i32> %t96, <16 x i32> %t97)
  %t98 = bitcast <16 x i32> %t94 to <64 x i8>
  %t99 = bitcast <64 x i8> %t98 to <16 x i32>
  %t100 = bitcast <64 x i8> %t30 to <16 x i32>
  %new13 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc13, <16 x i32> %t99, <16 x i32> %t100)
  %t101 = bitcast <16 x i32> %t94 to <64 x i8>
  %t102 = bitcast <64 x i8> %t101 to <16 x i32>
  %t103 = bitcast <64 x i8> %t32 to <16 x i32>
  %new14 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc14, <16 x i32> %t102, <16 x i32> %t103)
  %t104 = bitcast <16 x i32> %t94 to <64 x i8>
  %t105 = bitcast <64 x i8> %t104 to <16 x i32>
  %t106 = bitcast <64 x i8> %t34 to <16 x i32>
  %new15 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc15, <16 x i32> %t105, <16 x i32> %t106)
  %t107 = mul i64 %k, 4
  %t108 = getelementptr i8, ptr %t19, i64 %t107
  %t109 = load i32, ptr %t108, align 1
  %t110 = xor i32 %t109, -2139062144
  %t111 = insertelement <16 x i32> poison, i32 %t110, i64 0
  %t112 = shufflevector <16 x i32> %t111, <16 x i32> poison, <16 x i32> zeroinitializer
  %t113 = bitcast <16 x i32> %t112 to <64 x i8>
  %t114 = bitcast <64 x i8> %t113 to <16 x i32>
  %t115 = bitcast <64 x i8> %t28 to <16 x i32>
  %new16 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc16, <16 x i32> %t114, <16 x i32> %t115)
  %t116 = bitcast <16 x i32> %t112 to <64 x i8>
  %t117 = bitcast <64 x i8> %t116 to <16 x i32>
  %t118 = bitcast <64 x i8> %t30 to <16 x i32>
  %new17 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc17, <16 x i32> %t117, <16 x i32> %t118)
  %t119 = bitcast <16 x i32> %t112 to <64 x i8>
  %t120 = bitcast <64 x i8> %t119 to <16 x i32>
  %t121 = bitcast <64 x i8> %t32 to <16 x i32>
  %new18 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc18, <16 x i32> %t120, <16 x i32> %t121)
  %t122 = bitcast <16 x i32> %t112 to <64 x i8>
  %t123 = bitcast <64 x i8> %t122 to <16 x i32>
  %t124 = bitcast <64 x i8> %t34 to <16 x i32>
  %new19 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc19, <16 x i32> %t123, <16 x i32> %t124)
  %t125 = mul i64 %k, 4
  %t126 = getelementptr i8, ptr %t23, i64 %t125
  %t127 = load i32, ptr %t126, align 1
  %t128 = xor i32 %t127, -2139062144
  %t129 = insertelement <16 x i32> poison, i32 %t128, i64 0
  %t130 = shufflevector <16 x i32> %t129, <16 x i32> poison, <16 x i32> zeroinitializer
  %t131 = bitcast <16 x i32> %t130 to <64 x i8>
  %t132 = bitcast <64 x i8> %t131 to <16 x i32>
  %t133 = bitcast <64 x i8> %t28 to <16 x i32>
  %new20 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc20, <16 x i32> %t132, <16 x i32> %t133)
  %t134 = bitcast <16 x i32> %t130 to <64 x i8>
  %t135 = bitcast <64 x i8> %t134 to <16 x i32>
  %t136 = bitcast <64 x i8> %t30 to <16 x i32>
  %new21 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc21, <16 x i32> %t135, <16 x i32> %t136)
  %t137 = bitcast <16 x i32> %t130 to <64 x i8>
  %t138 = bitcast <64 x i8> %t137 to <16 x i32>
  %t139 = bitcast <64 x i8> %t32 to <16 x i32>
  %new22 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc22, <16 x i32> %t138, <16 x i32> %t139)
  %t140 = bitcast <16 x i32> %t130 to <64 x i8>
  %t141 = bitcast <64 x i8> %t140 to <16 x i32>
  %t142 = bitcast <64 x i8> %t34 to <16 x i32>
  %new23 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc23, <16 x i32> %t141, <16 x i32> %t142)
  %k1 = add nsw i64 %k, 1
  %t143 = icmp slt i64 %k1, %kg
  br i1 %t143, label %loop, label %exit, !llvm.loop !0
exit:
  %t144 = phi <16 x i32> [zeroinitializer, %entry], [%new0, %loop]
  %t145 = phi <16 x i32> [zeroinitializer, %entry], [%new1, %loop]
  %t146 = phi <16 x i32> [zeroinitializer, %entry], [%new2, %loop]
  %t147 = phi <16 x i32> [zeroinitializer, %entry], [%new3, %loop]
  %t148 = phi <16 x i32> [zeroinitializer, %entry], [%new4, %loop]
  %t149 = phi <16 x i32> [zeroinitializer, %entry], [%new5, %loop]
  %t150 = phi <16 x i32> [zeroinitializer, %entry], [%new6, %loop]
  %t151 = phi <16 x i32> [zeroinitializer, %entry], [%new7, %loop]
  %t152 = phi <16 x i32> [zeroinitializer, %entry], [%new8, %loop]
  %t153 = phi <16 x i32> [zeroinitializer, %entry], [%new9, %loop]
  %t154 = phi <16 x i32> [zeroinitializer, %entry], [%new10, %loop]
  %t155 = phi <16 x i32> [zeroinitializer, %entry], [%new11, %loop]
  %t156 = phi <16 x i32> [zeroinitializer, %entry], [%new12, %loop]
  %t157 = phi <16 x i32> [zeroinitializer, %entry], [%new13, %loop]
  %t158 = phi <16 x i32> [zeroinitializer, %entry], [%new14, %loop]
  %t159 = phi <16 x i32> [zeroinitializer, %entry], [%new15, %loop]
  %t160 = phi <16 x i32> [zeroinitializer, %entry], [%new16, %loop]
  %t161 = phi <16 x i32> [zeroinitializer, %entry], [%new17, %loop]
  %t162 = phi <16 x i32> [zeroinitializer, %entry], [%new18, %loop]
  %t163 = phi <16 x i32> [zeroinitializer, %entry], [%new19, %loop]
  %t164 = phi <16 x i32> [zeroinitializer, %entry], [%new20, %loop]
  %t165 = phi <16 x i32> [zeroinitializer, %entry], [%new21, %loop]
  %t166 = phi <16 x i32> [zeroinitializer, %entry], [%new22, %loop]
  %t167 = phi <16 x i32> [zeroinitializer, %entry], [%new23, %loop]
  %t168 = getelementptr <16 x i32>, ptr %out, i64 0
  store <16 x i32> %t144, ptr %t168, align 4
  %t169 = getelementptr <16 x i32>, ptr %out, i64 1
  store <16 x i32> %t145, ptr %t169, align 4
  %t170 = getelementptr <16 x i32>, ptr %out, i64 2
  store <16 x i32> %t146, ptr %t170, align 4
  %t171 = getelementptr <16 x i32>, ptr %out, i64 3
  store <16 x i32> %t147, ptr %t171, align 4
  %t172 = getelementptr <16 x i32>, ptr %out, i64 4
  store <16 x i32> %t148, ptr %t172, align 4
  %t173 = getelementptr <16 x i32>, ptr %out, i64 5
  store <16 x i32> %t149, ptr %t173, align 4
  %t174 = getelementptr <16 x i32>, ptr %out, i64 6
  store <16 x i32> %t150, ptr %t174, align 4
  %t175 = getelementptr <16 x i32>, ptr %out, i64 7
  store <16 x i32> %t151, ptr %t175, align 4
  %t176 = getelementptr <16 x i32>, ptr %out, i64 8
  store <16 x i32> %t152, ptr %t176, align 4
  %t177 = getelementptr <16 x i32>, ptr %out, i64 9
  store <16 x i32> %t153, ptr %t177, align 4
  %t178 = getelementptr <16 x i32>, ptr %out, i64 10
  store <16 x i32> %t154, ptr %t178, align 4
  %t179 = getelementptr <16 x i32>, ptr %out, i64 11
  store <16 x i32> %t155, ptr %t179, align 4
  %t180 = getelementptr <16 x i32>, ptr %out, i64 12
  store <16 x i32> %t156, ptr %t180, align 4
  %t181 = getelementptr <16 x i32>, ptr %out, i64 13
  store <16 x i32> %t157, ptr %t181, align 4
  %t182 = getelementptr <16 x i32>, ptr %out, i64 14
  store <16 x i32> %t158, ptr %t182, align 4
  %t183 = getelementptr <16 x i32>, ptr %out, i64 15
  store <16 x i32> %t159, ptr %t183, align 4
  %t184 = getelementptr <16 x i32>, ptr %out, i64 16
  store <16 x i32> %t160, ptr %t184, align 4
  %t185 = getelementptr <16 x i32>, ptr %out, i64 17
  store <16 x i32> %t161, ptr %t185, align 4
  %t186 = getelementptr <16 x i32>, ptr %out, i64 18
  store <16 x i32> %t162, ptr %t186, align 4
  %t187 = getelementptr <16 x i32>, ptr %out, i64 19
  store <16 x i32> %t163, ptr %t187, align 4
  %t188 = getelementptr <16 x i32>, ptr %out, i64 20
  store <16 x i32> %t164, ptr %t188, align 4
  %t189 = getelementptr <16 x i32>, ptr %out, i64 21
  store <16 x i32> %t165, ptr %t189, align 4
  %t190 = getelementptr <16 x i32>, ptr %out, i64 22
  store <16 x i32> %t166, ptr %t190, align 4
  %t191 = getelementptr <16 x i32>, ptr %out, i64 23
  store <16 x i32> %t167, ptr %t191, align 4
  ret void
}

define void @"jr.qgemm.vnni.l16.6x4.ru.flip.i8.col"(ptr noalias %buf.r, ptr noalias %buf.p, ptr noalias %buf.radd, ptr noalias %buf.cadd, ptr noalias %buf.rmul, ptr noalias %buf.cmul, ptr noalias %buf.scale, ptr noalias %buf.bias, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.m, i64 %size.n, i64 %size.kg, i64 %size.rs, i64 %size.ldc, i64 %size.zp, i64 %range.lo, i64 %range.hi) nounwind "no-builtins" {
entry:
  %tile = alloca [24 x <16 x i32>], align 64
  %rowbuf = alloca [64 x i8], align 64
  %c19 = alloca i64
  %c157 = alloca i64
  %c248 = alloca i64
  %c339 = alloca i64
  %c430 = alloca i64
  %c521 = alloca i64
  %c612 = alloca i64
  %t1 = trunc i64 %size.zp to i32
  %t2 = sitofp i32 %t1 to float
  %t3 = fsub float 0xC060000000000000, %t2
  %t4 = fsub float 0x405FC00000000000, %t2
  %t5 = insertelement <16 x float> poison, float %t3, i64 0
  %t6 = shufflevector <16 x float> %t5, <16 x float> poison, <16 x i32> zeroinitializer
  %t7 = insertelement <16 x float> poison, float %t4, i64 0
  %t8 = shufflevector <16 x float> %t7, <16 x float> poison, <16 x i32> zeroinitializer
  %t9 = insertelement <16 x i32> poison, i32 %t1, i64 0
  %t10 = shufflevector <16 x i32> %t9, <16 x i32> poison, <16 x i32> zeroinitializer
  %t11 = add i64 %size.m, 5
  %t12 = sdiv i64 %t11, 6
  %t13 = add i64 %size.n, 63
  %t14 = sdiv i64 %t13, 64
  %t15 = mul i64 %t14, %t12
  %t16 = icmp slt i64 %range.hi, %t15
  %t17 = select i1 %t16, i64 %range.hi, i64 %t15
  %t18 = mul i64 %size.kg, 256
  store i64 %range.lo, ptr %c19
  br label %head20
head20:
  %i23 = load i64, ptr %c19
  %t24 = icmp slt i64 %i23, %t17
  br i1 %t24, label %body21, label %done22
body21:
  %t25 = sdiv i64 %i23, %t12
  %t26 = srem i64 %i23, %t12
  %t27 = mul i64 %t26, 6
  %t28 = mul i64 %t25, 64
  %t29 = sub i64 %size.m, %t27
  %t30 = icmp slt i64 6, %t29
  %t31 = select i1 %t30, i64 6, i64 %t29
  %t32 = sub i64 %size.n, %t28
  %t33 = icmp slt i64 64, %t32
  %t34 = select i1 %t33, i64 64, i64 %t32
  %t35 = mul i64 %t27, %size.rs
  %t36 = getelementptr i8, ptr %buf.r, i64 %t35
  %t37 = mul i64 %t25, %t18
  %t38 = getelementptr i8, ptr %buf.p, i64 %t37
  call void @"jr.qgemm.vnni.l16.6x4.ru.flip.i8.col.mk"(ptr %t36, i64 %size.rs, i64 %t31, ptr %t38, i64 %size.kg, ptr %tile)
  %t39 = add i64 %t28, 0
  %t40 = getelementptr i32, ptr %buf.cadd, i64 %t39
  %t41 = load <16 x i32>, ptr %t40, align 4
  %t42 = add i64 %t28, 16
  %t43 = getelementptr i32, ptr %buf.cadd, i64 %t42
  %t44 = load <16 x i32>, ptr %t43, align 4
  %t45 = add i64 %t28, 32
  %t46 = getelementptr i32, ptr %buf.cadd, i64 %t45
  %t47 = load <16 x i32>, ptr %t46, align 4
  %t48 = add i64 %t28, 48
  %t49 = getelementptr i32, ptr %buf.cadd, i64 %t48
  %t50 = load <16 x i32>, ptr %t49, align 4
  %t51 = add i64 %t28, 0
  %t52 = getelementptr i32, ptr %buf.cmul, i64 %t51
  %t53 = load <16 x i32>, ptr %t52, align 4
  %t54 = add i64 %t28, 16
  %t55 = getelementptr i32, ptr %buf.cmul, i64 %t54
  %t56 = load <16 x i32>, ptr %t55, align 4
  %t57 = add i64 %t28, 32
  %t58 = getelementptr i32, ptr %buf.cmul, i64 %t57
  %t59 = load <16 x i32>, ptr %t58, align 4
  %t60 = add i64 %t28, 48
  %t61 = getelementptr i32, ptr %buf.cmul, i64 %t60
  %t62 = load <16 x i32>, ptr %t61, align 4
  %t63 = add i64 %t28, 0
  %t64 = getelementptr float, ptr %buf.scale, i64 %t63
  %t65 = load <16 x float>, ptr %t64, align 4
  %t66 = add i64 %t28, 16
  %t67 = getelementptr float, ptr %buf.scale, i64 %t66
  %t68 = load <16 x float>, ptr %t67, align 4
  %t69 = add i64 %t28, 32
  %t70 = getelementptr float, ptr %buf.scale, i64 %t69
  %t71 = load <16 x float>, ptr %t70, align 4
  %t72 = add i64 %t28, 48
  %t73 = getelementptr float, ptr %buf.scale, i64 %t72
  %t74 = load <16 x float>, ptr %t73, align 4
  %t75 = icmp eq i64 %t34, 64
  %t78 = icmp slt i64 0, %t31
  br i1 %t78, label %row76, label %rowdone77
row76:
  %t79 = add i64 %t27, 0
  %t80 = getelementptr i32, ptr %buf.radd, i64 %t79
  %t81 = load i32, ptr %t80, align 4
  %t82 = insertelement <16 x i32> poison, i32 %t81, i64 0
  %t83 = shufflevector <16 x i32> %t82, <16 x i32> poison, <16 x i32> zeroinitializer
  %t84 = getelementptr i32, ptr %buf.rmul, i64 %t79
  %t85 = load i32, ptr %t84, align 4
  %t86 = insertelement <16 x i32> poison, i32 %t85, i64 0
  %t87 = shufflevector <16 x i32> %t86, <16 x i32> poison, <16 x i32> zeroinitializer
  %t88 = getelementptr <16 x i32>, ptr %tile, i64 0
  %t89 = load <16 x i32>, ptr %t88, align 4
  %t90 = add <16 x i32> %t89, %t83
  %t91 = mul <16 x i32> %t87, %t53
  %t92 = add <16 x i32> %t41, %t91
  %t93 = add <16 x i32> %t90, %t92
  %t94 = sitofp <16 x i32> %t93 to <16 x float>
  %t95 = fmul <16 x float> %t94, %t65
  %t96 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t95, <16 x float> %t6)
  %t97 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t96, <16 x float> %t8)
  %t98 = call <16 x float> @llvm.rint.v16f32(<16 x float> %t97)
  %t99 = fptosi <16 x float> %t98 to <16 x i32>
  %t100 = add nsw <16 x i32> %t99, %t10
  %t101 = trunc <16 x i32> %t100 to <16 x i8>
  %t102 = getelementptr <16 x i32>, ptr %tile, i64 1
  %t103 = load <16 x i32>, ptr %t102, align 4
  %t104 = add <16 x i32> %t103, %t83
  %t105 = mul <16 x i32> %t87, %t56
  %t106 = add <16 x i32> %t44, %t105
  %t107 = add <16 x i32> %t104, %t106
  %t108 = sitofp <16 x i32> %t107 to <16 x float>
  %t109 = fmul <16 x float> %t108, %t68
  %t110 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t109, <16 x float> %t6)
  %t111 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t110, <16 x float> %t8)
  %t112 = call <16 x float> @llvm.rint.v16f32(<16 x float> %t111)
  %t113 = fptosi <16 x float> %t112 to <16 x i32>
  %t114 = add nsw <16 x i32> %t113, %t10
  %t115 = trunc <16 x i32> %t114 to <16 x i8>
  %t116 = getelementptr <16 x i32>, ptr %tile, i64 2
  %t117 = load <16 x i32>, ptr %t116, align 4
  %t118 = add <16 x i32> %t117, %t83
  %t119 = mul <16 x i32> %t87, %t59
  %t120 = add <16 x i32> %t47, %t119
  %t121 = add <16 x i32> %t118, %t120
  %t122 = sitofp <16 x i32> %t121 to <16 x float>
  %t123 = fmul <16 x float> %t122, %t71
  %t124 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t123, <16 x float> %t6)
  %t125 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t124, <16 x float> %t8)
  %t126 = call <16 x float> @llvm.rint.v16f32(<16 x float> %t125)
  %t127 = fptosi <16 x float> %t126 to <16 x i32>
  %t128 = add nsw <16 x i32> %t127, %t10
  %t129 = trunc <16 x i32> %t128 to <16 x i8>
  %t130 = getelementptr <16 x i32>, ptr %tile, i64 3
  %t131 = load <16 x i32>, ptr %t130, align 4
  %t132 = add <16 x i32> %t131, %t83
  %t133 = mul <16 x i32> %t87, %t62
  %t134 = add <16 x i32> %t50, %t133
  %t135 = add <16 x i32> %t132, %t134
  %t136 = sitofp <16 x i32> %t135 to <16 x float>
  %t137 = fmul <16 x float> %t136, %t74
  %t138 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t137, <16 x float> %t6)
  %t139 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t138, <16 x float> %t8)
  %t140 = call <16 x float> @llvm.rint.v16f32(<16 x float> %t139)
  %t141 = fptosi <16 x float> %t140 to <16 x i32>
  %t142 = add nsw <16 x i32> %t141, %t10
  %t143 = trunc <16 x i32> %t142 to <16 x i8>
  %t144 = mul i64 %t79, %size.ldc
  %t145 = add i64 %t144, %t28
  %t146 = getelementptr i8, ptr %buf.c, i64 %t145
  br i1 %t75, label %whole147, label %part148
whole147:
  %t149 = getelementptr i8, ptr %t146, i64 0
  store <16 x i8> %t101, ptr %t149, align 1
  %t150 = getelementptr i8, ptr %t146, i64 16
  store <16 x i8> %t115, ptr %t150, align 1
  %t151 = getelementptr i8, ptr %t146, i64 32
  store <16 x i8> %t129, ptr %t151, align 1
  %t152 = getelementptr i8, ptr %t146, i64 48
  store <16 x i8> %t143, ptr %t152, align 1
  br label %rowdone77
part148:
  %t153 = getelementptr i8, ptr %rowbuf, i64 0
  store <16 x i8> %t101, ptr %t153, align 1
  %t154 = getelementptr i8, ptr %rowbuf, i64 16
  store <16 x i8> %t115, ptr %t154, align 1
  %t155 = getelementptr i8, ptr %rowbuf, i64 32
  store <16 x i8> %t129, ptr %t155, align 1
  %t156 = getelementptr i8, ptr %rowbuf, i64 48
  store <16 x i8> %t143, ptr %t156, align 1
  store i64 0, ptr %c157
  br label %head158
head158:
  %i161 = load i64, ptr %c157
  %t162 = icmp slt i64 %i161, %t34
  br i1 %t162, label %body159, label %done160
body159:
  %t163 = getelementptr i8, ptr %rowbuf, i64 %i161
  %t164 = load i8, ptr %t163, align 1
  %t165 = getelementptr i8, ptr %t146, i64 %i161
  store i8 %t164, ptr %t165, align 1
  %t166 = add nsw i64 %i161, 1
  store i64 %t166, ptr %c157
  br label %head158
done160:
  br label %rowdone77
rowdone77:
  %t169 = icmp slt i64 1, %t31
  br i1 %t169, label %row167, label %rowdone168
row167:
  %t170 = add i64 %t27, 1
  %t171 = getelementptr i32, ptr %buf.radd, i64 %t170
  %t172 = load i32, ptr %t171, align 4
  %t173 = insertelement <16 x i32> poison, i32 %t172, i64 0
  %t174 = shufflevector <16 x i32> %t173, <16 x i32> poison, <16 x i32> zeroinitializer
  %t175 = getelementptr i32, ptr %buf.rmul, i64 %t170
  %t176 = load i32, ptr %t175, align 4
  %t177 = insertelement <16 x i32> poison, i32 %t176, i64 0
  %t178 = shufflevector <16 x i32> %t177, <16 x i32> poison, <16 x i32> zeroinitializer
  %t179 = getelementptr <16 x i32>, ptr %tile, i64 4
  %t180 = load <16 x i32>, ptr %t179, align 4
  %t181 = add <16 x i32> %t180, %t174
  %t182 = mul <16 x i32> %t178, %t53
  %t183 = add <16 x i32> %t41, %t182
  %t184 = add <16 x i32> %t181, %t183
  %t185 = sitofp <16 x i32> %t184 to <16 x float>
  %t186 = fmul <16 x float> %t185, %t65
  %t187 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t186, <16 x float> %t6)
  %t188 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t187, <16 x float> %t8)
  %t189 = call <16 x float> @llvm.rint.v16f32(<16 x float> %t188)
  %t190 = fptosi <16 x float> %t189 to <16 x i32>
  %t191 = add nsw <16 x i32> %t190, %t10
  %t192 = trunc <16 x i32> %t191 to <16 x i8>
  %t193 = getelementptr <16 x i32>, ptr %tile, i64 5
  %t194 = load <16 x i32>, ptr %t193, align 4
  %t195 = add <16 x i32> %t194, %t174
  %t196 = mul <16 x i32> %t178, %t56
  %t197 = add <16 x i32> %t44, %t196
  %t198 = add <16 x i32> %t195, %t197
  %t199 = sitofp <16 x i32> %t198 to <16 x float>
  %t200 = fmul <16 x float> %t199, %t68
  %t201 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t200, <16 x float> %t6)
  %t202 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t201, <16 x float> %t8)
  %t203 = call <16 x float> @llvm.rint.v16f32(<16 x float> %t202)
  %t204 = fptosi <16 x float> %t203 to <16 x i32>
  %t205 = add nsw <16 x i32> %t204, %t10
  %t206 = trunc <16 x i32> %t205 to <16 x i8>
  %t207 = getelementptr <16 x i32>, ptr %tile, i64 6
  %t208 = load <16 x i32>, ptr %t207, align 4
  %t209 = add <16 x i32> %t208, %t174
  %t210 = mul <16 x i32> %t178, %t59
  %t211 = add <16 x i32> %t47, %t210
  %t212 = add <16 x i32> %t209, %t211
  %t213 = sitofp <16 x i32> %t212 to <16 x float>
  %t214 = fmul <16 x float> %t213, %t71
  %t215 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t214, <16 x float> %t6)
  %t216 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t215, <16 x float> %t8)
  %t217 = call <16 x float> @llvm.rint.v16f32(<16 x float> %t216)
  %t218 = fptosi <16 x float> %t217 to <16 x i32>
  %t219 = add nsw <16 x i32> %t218, %t10
  %t220 = trunc <16 x i32> %t219 to <16 x i8>
  %t221 = getelementptr <16 x i32>, ptr %tile, i64 7
  %t222 = load <16 x i32>, ptr %t221, align 4
  %t223 = add <16 x i32> %t222, %t174
  %t224 = mul <16 x i32> %t178, %t62
  %t225 = add <16 x i32> %t50, %t224
  %t226 = add <16 x i32> %t223, %t225
  %t227 = sitofp <16 x i32> %t226 to <16 x float>
  %t228 = fmul <16 x float> %t227, %t74
  %t229 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t228, <16 x float> %t6)
  %t230 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t229, <16 x float> %t8)
  %t231 = call <16 x float> @llvm.rint.v16f32(<16 x float> %t230)
  %t232 = fptosi <16 x float> %t231 to <16 x i32>
  %t233 = add nsw <16 x i32> %t232, %t10
  %t234 = trunc <16 x i32> %t233 to <16 x i8>
  %t235 = mul i64 %t170, %size.ldc
  %t236 = add i64 %t235, %t28
  %t237 = getelementptr i8, ptr %buf.c, i64 %t236
  br i1 %t75, label %whole238, label %part239
whole238:
  %t240 = getelementptr i8, ptr %t237, i64 0
  store <16 x i8> %t192, ptr %t240, align 1
  %t241 = getelementptr i8, ptr %t237, i64 16
  store <16 x i8> %t206, ptr %t241, align 1
  %t242 = getelementptr i8, ptr %t237, i64 32
  store <16 x i8> %t220, ptr %t242, align 1
  %t243 = getelementptr i8, ptr %t237, i64 48
  store <16 x i8> %t234, ptr %t243, align 1
  br label %rowdone168
part239:
  %t244 = getelementptr i8, ptr %rowbuf, i64 0
  store <16 x i8> %t192, ptr %t244, align 1
  %t245 = getelementptr i8, ptr %rowbuf, i64 16
  store <16 x i8> %t206, ptr %t245, align 1
  %t246 = getelementptr i8, ptr %rowbuf, i64 32
  store <16 x i8> %t220, ptr %t246, align 1
  %t247 = getelementptr i8, ptr %rowbuf, i64 48
  store <16 x i8> %t234, ptr %t247, align 1
  store i64 0, ptr %c248
  br label %head249
head249:
  %i252 = load i64, ptr %c248
  %t253 = icmp slt i64 %i252, %t34
  br i1 %t253, label %body250, label %done251
body250:
  %t254 = getelementptr i8, ptr %rowbuf, i64 %i252
  %t255 = load i8, ptr %t254, align 1
  %t256 = getelementptr i8, ptr %t237, i64 %i252
  store i8 %t255, ptr %t256, align 1
  %t257 = add nsw i64 %i252, 1
  store i64 %t257, ptr %c248
  br label %head249
done251:
  br label %rowdone168
rowdone168:
  %t260 = icmp slt i64 2, %t31
  br i1 %t260, label %row258, label %rowdone259
row258:
  %t261 = add i64 %t27, 2
  %t262 = getelementptr i32, ptr %buf.radd, i64 %t261
  %t263 = load i32, ptr %t262, align 4
  %t264 = insertelement <16 x i32> poison, i32 %t263, i64 0
  %t265 = shufflevector <16 x i32> %t264, <16 x i32> poison, <16 x i32> zeroinitializer
  %t266 = getelementptr i32, ptr %buf.rmul, i64 %t261
  %t267 = load i32, ptr %t266, align 4
  %t268 = insertelement <16 x i32> poison, i32 %t267, i64 0
  %t269 = shufflevector <16 x i32> %t268, <16 x i32> poison, <16 x i32> zeroinitializer
  %t270 = getelementptr <16 x i32>, ptr %tile, i64 8
  %t271 = load <16 x i32>, ptr %t270, align 4
  %t272 = add <16 x i32> %t271, %t265
  %t273 = mul <16 x i32> %t269, %t53
  %t274 = add <16 x i32> %t41, %t273
  %t275 = add <16 x i32> %t272, %t274
  %t276 = sitofp <16 x i32> %t275 to <16 x float>
  %t277 = fmul <16 x float> %t276, %t65
  %t278 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t277, <16 x float> %t6)
  %t279 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t278, <16 x float> %t8)
  %t280 = call <16 x float> @llvm.rint.v16f32(<16 x float> %t279)
  %t281 = fptosi <16 x float> %t280 to <16 x i32>
  %t282 = add nsw <16 x i32> %t281, %t10
  %t283 = trunc <16 x i32> %t282 to <16 x i8>
  %t284 = getelementptr <16 x i32>, ptr %tile, i64 9
  %t285 = load <16 x i32>, ptr %t284, align 4
  %t286 = add <16 x i32> %t285, %t265
  %t287 = mul <16 x i32> %t269, %t56
  %t288 = add <16 x i32> %t44, %t287
  %t289 = add <16 x i32> %t286, %t288
  %t290 = sitofp <16 x i32> %t289 to <16 x float>
  %t291 = fmul <16 x float> %t290, %t68
  %t292 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t291, <16 x float> %t6)
  %t293 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t292, <16 x float> %t8)
  %t294 = call <16 x float> @llvm.rint.v16f32(<16 x float> %t293)
  %t295 = fptosi <16 x float> %t294 to <16 x i32>
  %t296 = add nsw <16 x i32> %t295, %t10
  %t297 = trunc <16 x i32> %t296 to <16 x i8>
  %t298 = getelementptr <16 x i32>, ptr %tile, i64 10
  %t299 = load <16 x i32>, ptr %t298, align 4
  %t300 = add <16 x i32> %t299, %t265
  %t301 = mul <16 x i32> %t269, %t59
  %t302 = add <16 x i32> %t47, %t301
  %t303 = add <16 x i32> %t300, %t302
  %t304 = sitofp <16 x i32> %t303 to <16 x float>
  %t305 = fmul <16 x float> %t304, %t71
  %t306 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t305, <16 x float> %t6)
  %t307 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t306, <16 x float> %t8)
  %t308 = call <16 x float> @llvm.rint.v16f32(<16 x float> %t307)
  %t309 = fptosi <16 x float> %t308 to <16 x i32>
  %t310 = add nsw <16 x i32> %t309, %t10
  %t311 = trunc <16 x i32> %t310 to <16 x i8>
  %t312 = getelementptr <16 x i32>, ptr %tile, i64 11
  %t313 = load <16 x i32>, ptr %t312, align 4
  %t314 = add <16 x i32> %t313, %t265
  %t315 = mul <16 x i32> %t269, %t62
  %t316 = add <16 x i32> %t50, %t315
  %t317 = add <16 x i32> %t314, %t316
  %t318 = sitofp <16 x i32> %t317 to <16 x float>
  %t319 = fmul <16 x float> %t318, %t74
  %t320 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t319, <16 x float> %t6)
  %t321 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t320, <16 x float> %t8)
  %t322 = call <16 x float> @llvm.rint.v16f32(<16 x float> %t321)
  %t323 = fptosi <16 x float> %t322 to <16 x i32>
  %t324 = add nsw <16 x i32> %t323, %t10
  %t325 = trunc <16 x i32> %t324 to <16 x i8>
  %t326 = mul i64 %t261, %size.ldc
  %t327 = add i64 %t326, %t28
  %t328 = getelementptr i8, ptr %buf.c, i64 %t327
  br i1 %t75, label %whole329, label %part330
whole329:
  %t331 = getelementptr i8, ptr %t328, i64 0
  store <16 x i8> %t283, ptr %t331, align 1
  %t332 = getelementptr i8, ptr %t328, i64 16
  store <16 x i8> %t297, ptr %t332, align 1
  %t333 = getelementptr i8, ptr %t328, i64 32
  store <16 x i8> %t311, ptr %t333, align 1
  %t334 = getelementptr i8, ptr %t328, i64 48
  store <16 x i8> %t325, ptr %t334, align 1
  br label %rowdone259
part330:
  %t335 = getelementptr i8, ptr %rowbuf, i64 0
  store <16 x i8> %t283, ptr %t335, align 1
  %t336 = getelementptr i8, ptr %rowbuf, i64 16
  store <16 x i8> %t297, ptr %t336, align 1
  %t337 = getelementptr i8, ptr %rowbuf, i64 32
  store <16 x i8> %t311, ptr %t337, align 1
  %t338 = getelementptr i8, ptr %rowbuf, i64 48
  store <16 x i8> %t325, ptr %t338, align 1
  store i64 0, ptr %c339
  br label %head340
head340:
  %i343 = load i64, ptr %c339
  %t344 = icmp slt i64 %i343, %t34
  br i1 %t344, label %body341, label %done342
body341:
  %t345 = getelementptr i8, ptr %rowbuf, i64 %i343
  %t346 = load i8, ptr %t345, align 1
  %t347 = getelementptr i8, ptr %t328, i64 %i343
  store i8 %t346, ptr %t347, align 1
  %t348 = add nsw i64 %i343, 1
  store i64 %t348, ptr %c339
  br label %head340
done342:
  br label %rowdone259
rowdone259:
  %t351 = icmp slt i64 3, %t31
  br i1 %t351, label %row349, label %rowdone350
row349:
  %t352 = add i64 %t27, 3
  %t353 = getelementptr i32, ptr %buf.radd, i64 %t352
  %t354 = load i32, ptr %t353, align 4
  %t355 = insertelement <16 x i32> poison, i32 %t354, i64 0
  %t356 = shufflevector <16 x i32> %t355, <16 x i32> poison, <16 x i32> zeroinitializer
  %t357 = getelementptr i32, ptr %buf.rmul, i64 %t352
  %t358 = load i32, ptr %t357, align 4
  %t359 = insertelement <16 x i32> poison, i32 %t358, i64 0
  %t360 = shufflevector <16 x i32> %t359, <16 x i32> poison, <16 x i32> zeroinitializer
  %t361 = getelementptr <16 x i32>, ptr %tile, i64 12
  %t362 = load <16 x i32>, ptr %t361, align 4
  %t363 = add <16 x i32> %t362, %t356
  %t364 = mul <16 x i32> %t360, %t53
  %t365 = add <16 x i32> %t41, %t364
  %t366 = add <16 x i32> %t363, %t365
  %t367 = sitofp <16 x i32> %t366 to <16 x float>
  %t368 = fmul <16 x float> %t367, %t65
  %t369 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t368, <16 x float> %t6)
  %t370 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t369, <16 x float> %t8)
  %t371 = call <16 x float> @llvm.rint.v16f32(<16 x float> %t370)
  %t372 = fptosi <16 x float> %t371 to <16 x i32>
  %t373 = add nsw <16 x i32> %t372, %t10
  %t374 = trunc <16 x i32> %t373 to <16 x i8>
  %t375 = getelementptr <16 x i32>, ptr %tile, i64 13
  %t376 = load <16 x i32>, ptr %t375, align 4
  %t377 = add <16 x i32> %t376, %t356
  %t378 = mul <16 x i32> %t360, %t56
  %t379 = add <16 x i32> %t44, %t378
  %t380 = add <16 x i32> %t377, %t379
  %t381 = sitofp <16 x i32> %t380 to <16 x float>
  %t382 = fmul <16 x float> %t381, %t68
  %t383 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t382, <16 x float> %t6)
  %t384 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t383, <16 x float> %t8)
  %t385 = call <16 x float> @llvm.rint.v16f32(<16 x float> %t384)
  %t386 = fptosi <16 x float> %t385 to <16 x i32>
  %t387 = add nsw <16 x i32> %t386, %t10
  %t388 = trunc <16 x i32> %t387 to <16 x i8>
  %t389 = getelementptr <16 x i32>, ptr %tile, i64 14
  %t390 = load <16 x i32>, ptr %t389, align 4
  %t391 = add <16 x i32> %t390, %t356
  %t392 = mul <16 x i32> %t360, %t59
  %t393 = add <16 x i32> %t47, %t392
  %t394 = add <16 x i32> %t391, %t393
  %t395 = sitofp <16 x i32> %t394 to <16 x float>
  %t396 = fmul <16 x float> %t395, %t71
  %t397 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t396, <16 x float> %t6)
  %t398 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t397, <16 x float> %t8)
  %t399 = call <16 x float> @llvm.rint.v16f32(<16 x float> %t398)
  %t400 = fptosi <16 x float> %t399 to <16 x i32>
  %t401 = add nsw <16 x i32> %t400, %t10
  %t402 = trunc <16 x i32> %t401 to <16 x i8>
  %t403 = getelementptr <16 x i32>, ptr %tile, i64 15
  %t404 = load <16 x i32>, ptr %t403, align 4
  %t405 = add <16 x i32> %t404, %t356
  %t406 = mul <16 x i32> %t360, %t62
  %t407 = add <16 x i32> %t50, %t406
  %t408 = add <16 x i32> %t405, %t407
  %t409 = sitofp <16 x i32> %t408 to <16 x float>
  %t410 = fmul <16 x float> %t409, %t74
  %t411 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t410, <16 x float> %t6)
  %t412 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t411, <16 x float> %t8)
  %t413 = call <16 x float> @llvm.rint.v16f32(<16 x float> %t412)
  %t414 = fptosi <16 x float> %t413 to <16 x i32>
  %t415 = add nsw <16 x i32> %t414, %t10
  %t416 = trunc <16 x i32> %t415 to <16 x i8>
  %t417 = mul i64 %t352, %size.ldc
  %t418 = add i64 %t417, %t28
  %t419 = getelementptr i8, ptr %buf.c, i64 %t418
  br i1 %t75, label %whole420, label %part421
whole420:
  %t422 = getelementptr i8, ptr %t419, i64 0
  store <16 x i8> %t374, ptr %t422, align 1
  %t423 = getelementptr i8, ptr %t419, i64 16
  store <16 x i8> %t388, ptr %t423, align 1
  %t424 = getelementptr i8, ptr %t419, i64 32
  store <16 x i8> %t402, ptr %t424, align 1
  %t425 = getelementptr i8, ptr %t419, i64 48
  store <16 x i8> %t416, ptr %t425, align 1
  br label %rowdone350
part421:
  %t426 = getelementptr i8, ptr %rowbuf, i64 0
  store <16 x i8> %t374, ptr %t426, align 1
  %t427 = getelementptr i8, ptr %rowbuf, i64 16
  store <16 x i8> %t388, ptr %t427, align 1
  %t428 = getelementptr i8, ptr %rowbuf, i64 32
  store <16 x i8> %t402, ptr %t428, align 1
  %t429 = getelementptr i8, ptr %rowbuf, i64 48
  store <16 x i8> %t416, ptr %t429, align 1
  store i64 0, ptr %c430
  br label %head431
head431:
  %i434 = load i64, ptr %c430
  %t435 = icmp slt i64 %i434, %t34
  br i1 %t435, label %body432, label %done433
body432:
  %t436 = getelementptr i8, ptr %rowbuf, i64 %i434
  %t437 = load i8, ptr %t436, align 1
  %t438 = getelementptr i8, ptr %t419, i64 %i434
  store i8 %t437, ptr %t438, align 1
  %t439 = add nsw i64 %i434, 1
  store i64 %t439, ptr %c430
  br label %head431
done433:
  br label %rowdone350
rowdone350:
  %t442 = icmp slt i64 4, %t31
  br i1 %t442, label %row440, label %rowdone441
row440:
  %t443 = add i64 %t27, 4
  %t444 = getelementptr i32, ptr %buf.radd, i64 %t443
  %t445 = load i32, ptr %t444, align 4
  %t446 = insertelement <16 x i32> poison, i32 %t445, i64 0
  %t447 = shufflevector <16 x i32> %t446, <16 x i32> poison, <16 x i32> zeroinitializer
  %t448 = getelementptr i32, ptr %buf.rmul, i64 %t443
  %t449 = load i32, ptr %t448, align 4
  %t450 = insertelement <16 x i32> poison, i32 %t449, i64 0
  %t451 = shufflevector <16 x i32> %t450, <16 x i32> poison, <16 x i32> zeroinitializer
  %t452 = getelementptr <16 x i32>, ptr %tile, i64 16
  %t453 = load <16 x i32>, ptr %t452, align 4
  %t454 = add <16 x i32> %t453, %t447
  %t455 = mul <16 x i32> %t451, %t53
  %t456 = add <16 x i32> %t41, %t455
  %t457 = add <16 x i32> %t454, %t456
  %t458 = sitofp <16 x i32> %t457 to <16 x float>
  %t459 = fmul <16 x float> %t458, %t65
  %t460 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t459, <16 x float> %t6)
  %t461 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t460, <16 x float> %t8)
  %t462 = call <16 x float> @llvm.rint.v16f32(<16 x float> %t461)
  %t463 = fptosi <16 x float> %t462 to <16 x i32>
  %t464 = add nsw <16 x i32> %t463, %t10
  %t465 = trunc <16 x i32> %t464 to <16 x i8>
  %t466 = getelementptr <16 x i32>, ptr %tile, i64 17
  %t467 = load <16 x i32>, ptr %t466, align 4
  %t468 = add <16 x i32> %t467, %t447
  %t469 = mul <16 x i32> %t451, %t56
  %t470 = add <16 x i32> %t44, %t469
  %t471 = add <16 x i32> %t468, %t470
  %t472 = sitofp <16 x i32> %t471 to <16 x float>
  %t473 = fmul <16 x float> %t472, %t68
  %t474 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t473, <16 x float> %t6)
  %t475 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t474, <16 x float> %t8)
  %t476 = call <16 x float> @llvm.rint.v16f32(<16 x float> %t475)
  %t477 = fptosi <16 x float> %t476 to <16 x i32>
  %t478 = add nsw <16 x i32> %t477, %t10
  %t479 = trunc <16 x i32> %t478 to <16 x i8>
  %t480 = getelementptr <16 x i32>, ptr %tile, i64 18
  %t481 = load <16 x i32>, ptr %t480, align 4
  %t482 = add <16 x i32> %t481, %t447
  %t483 = mul <16 x i32> %t451, %t59
  %t484 = add <16 x i32> %t47, %t483
  %t485 = add <16 x i32> %t482, %t484
  %t486 = sitofp <16 x i32> %t485 to <16 x float>
  %t487 = fmul <16 x float> %t486, %t71
  %t488 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t487, <16 x float> %t6)
  %t489 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t488, <16 x float> %t8)
  %t490 = call <16 x float> @llvm.rint.v16f32(<16 x float> %t489)
  %t491 = fptosi <16 x float> %t490 to <16 x i32>
  %t492 = add nsw <16 x i32> %t491, %t10
  %t493 = trunc <16 x i32> %t492 to <16 x i8>
  %t494 = getelementptr <16 x i32>, ptr %tile, i64 19
  %t495 = load <16 x i32>, ptr %t494, align 4
  %t496 = add <16 x i32> %t495, %t447
  %t497 = mul <16 x i32> %t451, %t62
  %t498 = add <16 x i32> %t50, %t497
  %t499 = add <16 x i32> %t496, %t498
  %t500 = sitofp <16 x i32> %t499 to <16 x float>
  %t501 = fmul <16 x float> %t500, %t74
  %t502 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t501, <16 x float> %t6)
  %t503 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t502, <16 x float> %t8)
  %t504 = call <16 x float> @llvm.rint.v16f32(<16 x float> %t503)
  %t505 = fptosi <16 x float> %t504 to <16 x i32>
  %t506 = add nsw <16 x i32> %t505, %t10
  %t507 = trunc <16 x i32> %t506 to <16 x i8>
  %t508 = mul i64 %t443, %size.ldc
  %t509 = add i64 %t508, %t28
  %t510 = getelementptr i8, ptr %buf.c, i64 %t509
  br i1 %t75, label %whole511, label %part512
whole511:
  %t513 = getelementptr i8, ptr %t510, i64 0
  store <16 x i8> %t465, ptr %t513, align 1
  %t514 = getelementptr i8, ptr %t510, i64 16
  store <16 x i8> %t479, ptr %t514, align 1
  %t515 = getelementptr i8, ptr %t510, i64 32
  store <16 x i8> %t493, ptr %t515, align 1
  %t516 = getelementptr i8, ptr %t510, i64 48
  store <16 x i8> %t507, ptr %t516, align 1
  br label %rowdone441
part512:
  %t517 = getelementptr i8, ptr %rowbuf, i64 0
  store <16 x i8> %t465, ptr %t517, align 1
  %t518 = getelementptr i8, ptr %rowbuf, i64 16
  store <16 x i8> %t479, ptr %t518, align 1
  %t519 = getelementptr i8, ptr %rowbuf, i64 32
  store <16 x i8> %t493, ptr %t519, align 1
  %t520 = getelementptr i8, ptr %rowbuf, i64 48
  store <16 x i8> %t507, ptr %t520, align 1
  store i64 0, ptr %c521
  br label %head522
head522:
  %i525 = load i64, ptr %c521
  %t526 = icmp slt i64 %i525, %t34
  br i1 %t526, label %body523, label %done524
body523:
  %t527 = getelementptr i8, ptr %rowbuf, i64 %i525
  %t528 = load i8, ptr %t527, align 1
  %t529 = getelementptr i8, ptr %t510, i64 %i525
  store i8 %t528, ptr %t529, align 1
  %t530 = add nsw i64 %i525, 1
  store i64 %t530, ptr %c521
  br label %head522
done524:
  br label %rowdone441
rowdone441:
  %t533 = icmp slt i64 5, %t31
  br i1 %t533, label %row531, label %rowdone532
row531:
  %t534 = add i64 %t27, 5
  %t535 = getelementptr i32, ptr %buf.radd, i64 %t534
  %t536 = load i32, ptr %t535, align 4
  %t537 = insertelement <16 x i32> poison, i32 %t536, i64 0
  %t538 = shufflevector <16 x i32> %t537, <16 x i32> poison, <16 x i32> zeroinitializer
  %t539 = getelementptr i32, ptr %buf.rmul, i64 %t534
  %t540 = load i32, ptr %t539, align 4
  %t541 = insertelement <16 x i32> poison, i32 %t540, i64 0
  %t542 = shufflevector <16 x i32> %t541, <16 x i32> poison, <16 x i32> zeroinitializer
  %t543 = getelementptr <16 x i32>, ptr %tile, i64 20
  %t544 = load <16 x i32>, ptr %t543, align 4
  %t545 = add <16 x i32> %t544, %t538
  %t546 = mul <16 x i32> %t542, %t53
  %t547 = add <16 x i32> %t41, %t546
  %t548 = add <16 x i32> %t545, %t547
  %t549 = sitofp <16 x i32> %t548 to <16 x float>
  %t550 = fmul <16 x float> %t549, %t65
  %t551 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t550, <16 x float> %t6)
  %t552 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t551, <16 x float> %t8)
  %t553 = call <16 x float> @llvm.rint.v16f32(<16 x float> %t552)
  %t554 = fptosi <16 x float> %t553 to <16 x i32>
  %t555 = add nsw <16 x i32> %t554, %t10
  %t556 = trunc <16 x i32> %t555 to <16 x i8>
  %t557 = getelementptr <16 x i32>, ptr %tile, i64 21
  %t558 = load <16 x i32>, ptr %t557, align 4
  %t559 = add <16 x i32> %t558, %t538
  %t560 = mul <16 x i32> %t542, %t56
  %t561 = add <16 x i32> %t44, %t560
  %t562 = add <16 x i32> %t559, %t561
  %t563 = sitofp <16 x i32> %t562 to <16 x float>
  %t564 = fmul <16 x float> %t563, %t68
  %t565 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t564, <16 x float> %t6)
  %t566 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t565, <16 x float> %t8)
  %t567 = call <16 x float> @llvm.rint.v16f32(<16 x float> %t566)
  %t568 = fptosi <16 x float> %t567 to <16 x i32>
  %t569 = add nsw <16 x i32> %t568, %t10
  %t570 = trunc <16 x i32> %t569 to <16 x i8>
  %t571 = getelementptr <16 x i32>, ptr %tile, i64 22
  %t572 = load <16 x i32>, ptr %t571, align 4
  %t573 = add <16 x i32> %t572, %t538
  %t574 = mul <16 x i32> %t542, %t59
  %t575 = add <16 x i32> %t47, %t574
  %t576 = add <16 x i32> %t573, %t575
  %t577 = sitofp <16 x i32> %t576 to <16 x float>
  %t578 = fmul <16 x float> %t577, %t71
  %t579 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t578, <16 x float> %t6)
  %t580 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t579, <16 x float> %t8)
  %t581 = call <16 x float> @llvm.rint.v16f32(<16 x float> %t580)
  %t582 = fptosi <16 x float> %t581 to <16 x i32>
  %t583 = add nsw <16 x i32> %t582, %t10
  %t584 = trunc <16 x i32> %t583 to <16 x i8>
  %t585 = getelementptr <16 x i32>, ptr %tile, i64 23
  %t586 = load <16 x i32>, ptr %t585, align 4
  %t587 = add <16 x i32> %t586, %t538
  %t588 = mul <16 x i32> %t542, %t62
  %t589 = add <16 x i32> %t50, %t588
  %t590 = add <16 x i32> %t587, %t589
  %t591 = sitofp <16 x i32> %t590 to <16 x float>
  %t592 = fmul <16 x float> %t591, %t74
  %t593 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t592, <16 x float> %t6)
  %t594 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t593, <16 x float> %t8)
  %t595 = call <16 x float> @llvm.rint.v16f32(<16 x float> %t594)
  %t596 = fptosi <16 x float> %t595 to <16 x i32>
  %t597 = add nsw <16 x i32> %t596, %t10
  %t598 = trunc <16 x i32> %t597 to <16 x i8>
  %t599 = mul i64 %t534, %size.ldc
  %t600 = add i64 %t599, %t28
  %t601 = getelementptr i8, ptr %buf.c, i64 %t600
  br i1 %t75, label %whole602, label %part603
whole602:
  %t604 = getelementptr i8, ptr %t601, i64 0
  store <16 x i8> %t556, ptr %t604, align 1
  %t605 = getelementptr i8, ptr %t601, i64 16
  store <16 x i8> %t570, ptr %t605, align 1
  %t606 = getelementptr i8, ptr %t601, i64 32
  store <16 x i8> %t584, ptr %t606, align 1
  %t607 = getelementptr i8, ptr %t601, i64 48
  store <16 x i8> %t598, ptr %t607, align 1
  br label %rowdone532
part603:
  %t608 = getelementptr i8, ptr %rowbuf, i64 0
  store <16 x i8> %t556, ptr %t608, align 1
  %t609 = getelementptr i8, ptr %rowbuf, i64 16
  store <16 x i8> %t570, ptr %t609, align 1
  %t610 = getelementptr i8, ptr %rowbuf, i64 32
  store <16 x i8> %t584, ptr %t610, align 1
  %t611 = getelementptr i8, ptr %rowbuf, i64 48
  store <16 x i8> %t598, ptr %t611, align 1
  store i64 0, ptr %c612
  br label %head613
head613:
  %i616 = load i64, ptr %c612
  %t617 = icmp slt i64 %i616, %t34
  br i1 %t617, label %body614, label %done615
body614:
  %t618 = getelementptr i8, ptr %rowbuf, i64 %i616
  %t619 = load i8, ptr %t618, align 1
  %t620 = getelementptr i8, ptr %t601, i64 %i616
  store i8 %t619, ptr %t620, align 1
  %t621 = add nsw i64 %i616, 1
  store i64 %t621, ptr %c612
  br label %head613
done615:
  br label %rowdone532
rowdone532:
  %t622 = add nsw i64 %i23, 1
  store i64 %t622, ptr %c19
  br label %head20
done22:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
