declare <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32>, <16 x i32>, <16 x i32>)

define internal void @"jr.qgemm.vnni.l16.6x4.ru.f32.col.clamp0_6.mk"(ptr %r, i64 %rs, i64 %nrows, ptr %p, i64 %kg, ptr %out) alwaysinline nounwind {
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
  %t38 = insertelement <16 x i32> poison, i32 %t37, i64 0
  %t39 = shufflevector <16 x i32> %t38, <16 x i32> poison, <16 x i32> zeroinitializer
  %t40 = bitcast <16 x i32> %t39 to <64 x i8>
  %t41 = bitcast <64 x i8> %t40 to <16 x i32>
  %t42 = bitcast <64 x i8> %t28 to <16 x i32>
  %new0 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc0, <16 x i32> %t41, <16 x i32> %t42)
  %t43 = bitcast <16 x i32> %t39 to <64 x i8>
  %t44 = bitcast <64 x i8> %t43 to <16 x i32>
  %t45 = bitcast <64 x i8> %t30 to <16 x i32>
  %new1 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc1, <16 x i32> %t44, <16 x i32> %t45)
  %t46 = bitcast <16 x i32> %t39 to <64 x i8>
  %t47 = bitcast <64 x i8> %t46 to <16 x i32>
  %t48 = bitcast <64 x i8> %t32 to <16 x i32>
  %new2 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc2, <16 x i32> %t47, <16 x i32> %t48)
  %t49 = bitcast <16 x i32> %t39 to <64 x i8>
  %t50 = bitcast <64 x i8> %t49 to <16 x i32>
  %t51 = bitcast <64 x i8> %t34 to <16 x i32>
  %new3 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc3, <16 x i32> %t50, <16 x i32> %t51)
  %t52 = mul i64 %k, 4
  %t53 = getelementptr i8, ptr %t7, i64 %t52
  %t54 = load i32, ptr %t53, align 1
  %t55 = insertelement <16 x i32> poison, i32 %t54, i64 0
  %t56 = shufflevector <16 x i32> %t55, <16 x i32> poison, <16 x i32> zeroinitializer
  %t57 = bitcast <16 x i32> %t56 to <64 x i8>
  %t58 = bitcast <64 x i8> %t57 to <16 x i32>
  %t59 = bitcast <64 x i8> %t28 to <16 x i32>
  %new4 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc4, <16 x i32> %t58, <16 x i32> %t59)
  %t60 = bitcast <16 x i32> %t56 to <64 x i8>
  %t61 = bitcast <64 x i8> %t60 to <16 x i32>
  %t62 = bitcast <64 x i8> %t30 to <16 x i32>
  %new5 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc5, <16 x i32> %t61, <16 x i32> %t62)
  %t63 = bitcast <16 x i32> %t56 to <64 x i8>
  %t64 = bitcast <64 x i8> %t63 to <16 x i32>
  %t65 = bitcast <64 x i8> %t32 to <16 x i32>
  %new6 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc6, <16 x i32> %t64, <16 x i32> %t65)
  %t66 = bitcast <16 x i32> %t56 to <64 x i8>
  %t67 = bitcast <64 x i8> %t66 to <16 x i32>
  %t68 = bitcast <64 x i8> %t34 to <16 x i32>
  %new7 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc7, <16 x i32> %t67, <16 x i32> %t68)
  %t69 = mul i64 %k, 4
  %t70 = getelementptr i8, ptr %t11, i64 %t69
  %t71 = load i32, ptr %t70, align 1
  %t72 = insertelement <16 x i32> poison, i32 %t71, i64 0
  %t73 = shufflevector <16 x i32> %t72, <16 x i32> poison, <16 x i32> zeroinitializer
  %t74 = bitcast <16 x i32> %t73 to <64 x i8>
  %t75 = bitcast <64 x i8> %t74 to <16 x i32>
  %t76 = bitcast <64 x i8> %t28 to <16 x i32>
  %new8 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc8, <16 x i32> %t75, <16 x i32> %t76)
  %t77 = bitcast <16 x i32> %t73 to <64 x i8>
  %t78 = bitcast <64 x i8> %t77 to <16 x i32>
  %t79 = bitcast <64 x i8> %t30 to <16 x i32>
  %new9 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc9, <16 x i32> %t78, <16 x i32> %t79)
  %t80 = bitcast <16 x i32> %t73 to <64 x i8>
  %t81 = bitcast <64 x i8> %t80 to <16 x i32>
  %t82 = bitcast <64 x i8> %t32 to <16 x i32>
  %new10 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc10, <16 x i32> %t81, <16 x i32> %t82)
  %t83 = bitcast <16 x i32> %t73 to <64 x i8>
  %t84 = bitcast <64 x i8> %t83 to <16 x i32>
  %t85 = bitcast <64 x i8> %t34 to <16 x i32>
  %new11 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc11, <16 x i32> %t84, <16 x i32> %t85)
  %t86 = mul i64 %k, 4
  %t87 = getelementptr i8, ptr %t15, i64 %t86
  %t88 = load i32, ptr %t87, align 1
  %t89 = insertelement <16 x i32> poison, i32 %t88, i64 0
  %t90 = shufflevector <16 x i32> %t89, <16 x i32> poison, <16 x i32> zeroinitializer
  %t91 = bitcast <16 x i32> %t90 to <64 x i8>
  %t92 = bitcast <64 x i8> %t91 to <16 x i32>
  %t93 = bitcast <64 x i8> %t28 to <16 x i32>
  %new12 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc12, <16 x i32> %t92, <16 x i32> %t93)
  %t94 = bitcast <16 x i32> %t90 to <64 x i8>
  %t95 = bitcast <64 x i8> %t94 to <16 x i32>
  %t96 = bitcast <64 x i8> %t30 to <16 x i32>
  %new13 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc13, <16 x i32> %t95, <16 x i32> %t96)
  %t97 = bitcast <16 x i32> %t90 to <64 x i8>
  %t98 = bitcast <64 x i8> %t97 to <16 x i32>
  %t99 = bitcast <64 x i8> %t32 to <16 x i32>
  %new14 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc14, <16 x i32> %t98, <16 x i32> %t99)
  %t100 = bitcast <16 x i32> %t90 to <64 x i8>
  %t101 = bitcast <64 x i8> %t100 to <16 x i32>
  %t102 = bitcast <64 x i8> %t34 to <16 x i32>
  %new15 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc15, <16 x i32> %t101, <16 x i32> %t102)
  %t103 = mul i64 %k, 4
  %t104 = getelementptr i8, ptr %t19, i64 %t103
  %t105 = load i32, ptr %t104, align 1
  %t106 = insertelement <16 x i32> poison, i32 %t105, i64 0
  %t107 = shufflevector <16 x i32> %t106, <16 x i32> poison, <16 x i32> zeroinitializer
  %t108 = bitcast <16 x i32> %t107 to <64 x i8>
  %t109 = bitcast <64 x i8> %t108 to <16 x i32>
  %t110 = bitcast <64 x i8> %t28 to <16 x i32>
  %new16 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc16, <16 x i32> %t109, <16 x i32> %t110)
  %t111 = bitcast <16 x i32> %t107 to <64 x i8>
  %t112 = bitcast <64 x i8> %t111 to <16 x i32>
  %t113 = bitcast <64 x i8> %t30 to <16 x i32>
  %new17 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc17, <16 x i32> %t112, <16 x i32> %t113)
  %t114 = bitcast <16 x i32> %t107 to <64 x i8>
  %t115 = bitcast <64 x i8> %t114 to <16 x i32>
  %t116 = bitcast <64 x i8> %t32 to <16 x i32>
  %new18 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc18, <16 x i32> %t115, <16 x i32> %t116)
  %t117 = bitcast <16 x i32> %t107 to <64 x i8>
  %t118 = bitcast <64 x i8> %t117 to <16 x i32>
  %t119 = bitcast <64 x i8> %t34 to <16 x i32>
  %new19 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc19, <16 x i32> %t118, <16 x i32> %t119)
  %t120 = mul i64 %k, 4
  %t121 = getelementptr i8, ptr %t23, i64 %t120
  %t122 = load i32, ptr %t121, align 1
  %t123 = insertelement <16 x i32> poison, i32 %t122, i64 0
  %t124 = shufflevector <16 x i32> %t123, <16 x i32> poison, <16 x i32> zeroinitializer
  %t125 = bitcast <16 x i32> %t124 to <64 x i8>
  %t126 = bitcast <64 x i8> %t125 to <16 x i32>
  %t127 = bitcast <64 x i8> %t28 to <16 x i32>
  %new20 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc20, <16 x i32> %t126, <16 x i32> %t127)
  %t128 = bitcast <16 x i32> %t124 to <64 x i8>
  %t129 = bitcast <64 x i8> %t128 to <16 x i32>
  %t130 = bitcast <64 x i8> %t30 to <16 x i32>
  %new21 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc21, <16 x i32> %t129, <16 x i32> %t130)
  %t131 = bitcast <16 x i32> %t124 to <64 x i8>
  %t132 = bitcast <64 x i8> %t131 to <16 x i32>
  %t133 = bitcast <64 x i8> %t32 to <16 x i32>
  %new22 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc22, <16 x i32> %t132, <16 x i32> %t133)
  %t134 = bitcast <16 x i32> %t124 to <64 x i8>
  %t135 = bitcast <64 x i8> %t134 to <16 x i32>
  %t136 = bitcast <64 x i8> %t34 to <16 x i32>
  %new23 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc23, <16 x i32> %t135, <16 x i32> %t136)
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

define void @"jr.qgemm.vnni.l16.6x4.ru.f32.col.clamp0_6"(ptr noalias %buf.r, ptr noalias %buf.p, ptr noalias %buf.radd, ptr noalias %buf.cadd, ptr noalias %buf.rmul, ptr noalias %buf.cmul, ptr noalias %buf.scale, ptr noalias %buf.bias, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.m, i64 %size.n, i64 %size.kg, i64 %size.rs, i64 %size.ldc, i64 %size.zp, i64 %range.lo, i64 %range.hi) nounwind "no-builtins" {
entry:
  %tile = alloca [24 x <16 x i32>], align 64
  %rowbuf = alloca [64 x float], align 64
  %c9 = alloca i64
  %c155 = alloca i64
  %c242 = alloca i64
  %c329 = alloca i64
  %c416 = alloca i64
  %c503 = alloca i64
  %c590 = alloca i64
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
  call void @"jr.qgemm.vnni.l16.6x4.ru.f32.col.clamp0_6.mk"(ptr %t26, i64 %size.rs, i64 %t21, ptr %t28, i64 %size.kg, ptr %tile)
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
  %t92 = add <16 x i32> %t91, %t85
  %t93 = mul <16 x i32> %t89, %t43
  %t94 = add <16 x i32> %t31, %t93
  %t95 = add <16 x i32> %t92, %t94
  %t96 = sitofp <16 x i32> %t95 to <16 x float>
  %t97 = fmul <16 x float> %t96, %t55
  %t98 = fadd <16 x float> %t97, %t67
  %t99 = fcmp olt <16 x float> %t98, splat (float 0x0000000000000000)
  %t100 = select <16 x i1> %t99, <16 x float> splat (float 0x0000000000000000), <16 x float> %t98
  %t101 = fcmp ogt <16 x float> %t100, splat (float 0x4018000000000000)
  %t102 = select <16 x i1> %t101, <16 x float> splat (float 0x4018000000000000), <16 x float> %t100
  %t103 = getelementptr <16 x i32>, ptr %tile, i64 1
  %t104 = load <16 x i32>, ptr %t103, align 4
  %t105 = add <16 x i32> %t104, %t85
  %t106 = mul <16 x i32> %t89, %t46
  %t107 = add <16 x i32> %t34, %t106
  %t108 = add <16 x i32> %t105, %t107
  %t109 = sitofp <16 x i32> %t108 to <16 x float>
  %t110 = fmul <16 x float> %t109, %t58
  %t111 = fadd <16 x float> %t110, %t70
  %t112 = fcmp olt <16 x float> %t111, splat (float 0x0000000000000000)
  %t113 = select <16 x i1> %t112, <16 x float> splat (float 0x0000000000000000), <16 x float> %t111
  %t114 = fcmp ogt <16 x float> %t113, splat (float 0x4018000000000000)
  %t115 = select <16 x i1> %t114, <16 x float> splat (float 0x4018000000000000), <16 x float> %t113
  %t116 = getelementptr <16 x i32>, ptr %tile, i64 2
  %t117 = load <16 x i32>, ptr %t116, align 4
  %t118 = add <16 x i32> %t117, %t85
  %t119 = mul <16 x i32> %t89, %t49
  %t120 = add <16 x i32> %t37, %t119
  %t121 = add <16 x i32> %t118, %t120
  %t122 = sitofp <16 x i32> %t121 to <16 x float>
  %t123 = fmul <16 x float> %t122, %t61
  %t124 = fadd <16 x float> %t123, %t73
  %t125 = fcmp olt <16 x float> %t124, splat (float 0x0000000000000000)
  %t126 = select <16 x i1> %t125, <16 x float> splat (float 0x0000000000000000), <16 x float> %t124
  %t127 = fcmp ogt <16 x float> %t126, splat (float 0x4018000000000000)
  %t128 = select <16 x i1> %t127, <16 x float> splat (float 0x4018000000000000), <16 x float> %t126
  %t129 = getelementptr <16 x i32>, ptr %tile, i64 3
  %t130 = load <16 x i32>, ptr %t129, align 4
  %t131 = add <16 x i32> %t130, %t85
  %t132 = mul <16 x i32> %t89, %t52
  %t133 = add <16 x i32> %t40, %t132
  %t134 = add <16 x i32> %t131, %t133
  %t135 = sitofp <16 x i32> %t134 to <16 x float>
  %t136 = fmul <16 x float> %t135, %t64
  %t137 = fadd <16 x float> %t136, %t76
  %t138 = fcmp olt <16 x float> %t137, splat (float 0x0000000000000000)
  %t139 = select <16 x i1> %t138, <16 x float> splat (float 0x0000000000000000), <16 x float> %t137
  %t140 = fcmp ogt <16 x float> %t139, splat (float 0x4018000000000000)
  %t141 = select <16 x i1> %t140, <16 x float> splat (float 0x4018000000000000), <16 x float> %t139
  %t142 = mul i64 %t81, %size.ldc
  %t143 = add i64 %t142, %t18
  %t144 = getelementptr float, ptr %buf.c, i64 %t143
  br i1 %t77, label %whole145, label %part146
whole145:
  %t147 = getelementptr float, ptr %t144, i64 0
  store <16 x float> %t102, ptr %t147, align 4
  %t148 = getelementptr float, ptr %t144, i64 16
  store <16 x float> %t115, ptr %t148, align 4
  %t149 = getelementptr float, ptr %t144, i64 32
  store <16 x float> %t128, ptr %t149, align 4
  %t150 = getelementptr float, ptr %t144, i64 48
  store <16 x float> %t141, ptr %t150, align 4
  br label %rowdone79
part146:
  %t151 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t102, ptr %t151, align 4
  %t152 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t115, ptr %t152, align 4
  %t153 = getelementptr float, ptr %rowbuf, i64 32
  store <16 x float> %t128, ptr %t153, align 4
  %t154 = getelementptr float, ptr %rowbuf, i64 48
  store <16 x float> %t141, ptr %t154, align 4
  store i64 0, ptr %c155
  br label %head156
head156:
  %i159 = load i64, ptr %c155
  %t160 = icmp slt i64 %i159, %t24
  br i1 %t160, label %body157, label %done158
body157:
  %t161 = getelementptr float, ptr %rowbuf, i64 %i159
  %t162 = load float, ptr %t161, align 4
  %t163 = getelementptr float, ptr %t144, i64 %i159
  store float %t162, ptr %t163, align 4
  %t164 = add nsw i64 %i159, 1
  store i64 %t164, ptr %c155
  br label %head156
done158:
  br label %rowdone79
rowdone79:
  %t167 = icmp slt i64 1, %t21
  br i1 %t167, label %row165, label %rowdone166
row165:
  %t168 = add i64 %t17, 1
  %t169 = getelementptr i32, ptr %buf.radd, i64 %t168
  %t170 = load i32, ptr %t169, align 4
  %t171 = insertelement <16 x i32> poison, i32 %t170, i64 0
  %t172 = shufflevector <16 x i32> %t171, <16 x i32> poison, <16 x i32> zeroinitializer
  %t173 = getelementptr i32, ptr %buf.rmul, i64 %t168
  %t174 = load i32, ptr %t173, align 4
  %t175 = insertelement <16 x i32> poison, i32 %t174, i64 0
  %t176 = shufflevector <16 x i32> %t175, <16 x i32> poison, <16 x i32> zeroinitializer
  %t177 = getelementptr <16 x i32>, ptr %tile, i64 4
  %t178 = load <16 x i32>, ptr %t177, align 4
  %t179 = add <16 x i32> %t178, %t172
  %t180 = mul <16 x i32> %t176, %t43
  %t181 = add <16 x i32> %t31, %t180
  %t182 = add <16 x i32> %t179, %t181
  %t183 = sitofp <16 x i32> %t182 to <16 x float>
  %t184 = fmul <16 x float> %t183, %t55
  %t185 = fadd <16 x float> %t184, %t67
  %t186 = fcmp olt <16 x float> %t185, splat (float 0x0000000000000000)
  %t187 = select <16 x i1> %t186, <16 x float> splat (float 0x0000000000000000), <16 x float> %t185
  %t188 = fcmp ogt <16 x float> %t187, splat (float 0x4018000000000000)
  %t189 = select <16 x i1> %t188, <16 x float> splat (float 0x4018000000000000), <16 x float> %t187
  %t190 = getelementptr <16 x i32>, ptr %tile, i64 5
  %t191 = load <16 x i32>, ptr %t190, align 4
  %t192 = add <16 x i32> %t191, %t172
  %t193 = mul <16 x i32> %t176, %t46
  %t194 = add <16 x i32> %t34, %t193
  %t195 = add <16 x i32> %t192, %t194
  %t196 = sitofp <16 x i32> %t195 to <16 x float>
  %t197 = fmul <16 x float> %t196, %t58
  %t198 = fadd <16 x float> %t197, %t70
  %t199 = fcmp olt <16 x float> %t198, splat (float 0x0000000000000000)
  %t200 = select <16 x i1> %t199, <16 x float> splat (float 0x0000000000000000), <16 x float> %t198
  %t201 = fcmp ogt <16 x float> %t200, splat (float 0x4018000000000000)
  %t202 = select <16 x i1> %t201, <16 x float> splat (float 0x4018000000000000), <16 x float> %t200
  %t203 = getelementptr <16 x i32>, ptr %tile, i64 6
  %t204 = load <16 x i32>, ptr %t203, align 4
  %t205 = add <16 x i32> %t204, %t172
  %t206 = mul <16 x i32> %t176, %t49
  %t207 = add <16 x i32> %t37, %t206
  %t208 = add <16 x i32> %t205, %t207
  %t209 = sitofp <16 x i32> %t208 to <16 x float>
  %t210 = fmul <16 x float> %t209, %t61
  %t211 = fadd <16 x float> %t210, %t73
  %t212 = fcmp olt <16 x float> %t211, splat (float 0x0000000000000000)
  %t213 = select <16 x i1> %t212, <16 x float> splat (float 0x0000000000000000), <16 x float> %t211
  %t214 = fcmp ogt <16 x float> %t213, splat (float 0x4018000000000000)
  %t215 = select <16 x i1> %t214, <16 x float> splat (float 0x4018000000000000), <16 x float> %t213
  %t216 = getelementptr <16 x i32>, ptr %tile, i64 7
  %t217 = load <16 x i32>, ptr %t216, align 4
  %t218 = add <16 x i32> %t217, %t172
  %t219 = mul <16 x i32> %t176, %t52
  %t220 = add <16 x i32> %t40, %t219
  %t221 = add <16 x i32> %t218, %t220
  %t222 = sitofp <16 x i32> %t221 to <16 x float>
  %t223 = fmul <16 x float> %t222, %t64
  %t224 = fadd <16 x float> %t223, %t76
  %t225 = fcmp olt <16 x float> %t224, splat (float 0x0000000000000000)
  %t226 = select <16 x i1> %t225, <16 x float> splat (float 0x0000000000000000), <16 x float> %t224
  %t227 = fcmp ogt <16 x float> %t226, splat (float 0x4018000000000000)
  %t228 = select <16 x i1> %t227, <16 x float> splat (float 0x4018000000000000), <16 x float> %t226
  %t229 = mul i64 %t168, %size.ldc
  %t230 = add i64 %t229, %t18
  %t231 = getelementptr float, ptr %buf.c, i64 %t230
  br i1 %t77, label %whole232, label %part233
whole232:
  %t234 = getelementptr float, ptr %t231, i64 0
  store <16 x float> %t189, ptr %t234, align 4
  %t235 = getelementptr float, ptr %t231, i64 16
  store <16 x float> %t202, ptr %t235, align 4
  %t236 = getelementptr float, ptr %t231, i64 32
  store <16 x float> %t215, ptr %t236, align 4
  %t237 = getelementptr float, ptr %t231, i64 48
  store <16 x float> %t228, ptr %t237, align 4
  br label %rowdone166
part233:
  %t238 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t189, ptr %t238, align 4
  %t239 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t202, ptr %t239, align 4
  %t240 = getelementptr float, ptr %rowbuf, i64 32
  store <16 x float> %t215, ptr %t240, align 4
  %t241 = getelementptr float, ptr %rowbuf, i64 48
  store <16 x float> %t228, ptr %t241, align 4
  store i64 0, ptr %c242
  br label %head243
head243:
  %i246 = load i64, ptr %c242
  %t247 = icmp slt i64 %i246, %t24
  br i1 %t247, label %body244, label %done245
body244:
  %t248 = getelementptr float, ptr %rowbuf, i64 %i246
  %t249 = load float, ptr %t248, align 4
  %t250 = getelementptr float, ptr %t231, i64 %i246
  store float %t249, ptr %t250, align 4
  %t251 = add nsw i64 %i246, 1
  store i64 %t251, ptr %c242
  br label %head243
done245:
  br label %rowdone166
rowdone166:
  %t254 = icmp slt i64 2, %t21
  br i1 %t254, label %row252, label %rowdone253
row252:
  %t255 = add i64 %t17, 2
  %t256 = getelementptr i32, ptr %buf.radd, i64 %t255
  %t257 = load i32, ptr %t256, align 4
  %t258 = insertelement <16 x i32> poison, i32 %t257, i64 0
  %t259 = shufflevector <16 x i32> %t258, <16 x i32> poison, <16 x i32> zeroinitializer
  %t260 = getelementptr i32, ptr %buf.rmul, i64 %t255
  %t261 = load i32, ptr %t260, align 4
  %t262 = insertelement <16 x i32> poison, i32 %t261, i64 0
  %t263 = shufflevector <16 x i32> %t262, <16 x i32> poison, <16 x i32> zeroinitializer
  %t264 = getelementptr <16 x i32>, ptr %tile, i64 8
  %t265 = load <16 x i32>, ptr %t264, align 4
  %t266 = add <16 x i32> %t265, %t259
  %t267 = mul <16 x i32> %t263, %t43
  %t268 = add <16 x i32> %t31, %t267
  %t269 = add <16 x i32> %t266, %t268
  %t270 = sitofp <16 x i32> %t269 to <16 x float>
  %t271 = fmul <16 x float> %t270, %t55
  %t272 = fadd <16 x float> %t271, %t67
  %t273 = fcmp olt <16 x float> %t272, splat (float 0x0000000000000000)
  %t274 = select <16 x i1> %t273, <16 x float> splat (float 0x0000000000000000), <16 x float> %t272
  %t275 = fcmp ogt <16 x float> %t274, splat (float 0x4018000000000000)
  %t276 = select <16 x i1> %t275, <16 x float> splat (float 0x4018000000000000), <16 x float> %t274
  %t277 = getelementptr <16 x i32>, ptr %tile, i64 9
  %t278 = load <16 x i32>, ptr %t277, align 4
  %t279 = add <16 x i32> %t278, %t259
  %t280 = mul <16 x i32> %t263, %t46
  %t281 = add <16 x i32> %t34, %t280
  %t282 = add <16 x i32> %t279, %t281
  %t283 = sitofp <16 x i32> %t282 to <16 x float>
  %t284 = fmul <16 x float> %t283, %t58
  %t285 = fadd <16 x float> %t284, %t70
  %t286 = fcmp olt <16 x float> %t285, splat (float 0x0000000000000000)
  %t287 = select <16 x i1> %t286, <16 x float> splat (float 0x0000000000000000), <16 x float> %t285
  %t288 = fcmp ogt <16 x float> %t287, splat (float 0x4018000000000000)
  %t289 = select <16 x i1> %t288, <16 x float> splat (float 0x4018000000000000), <16 x float> %t287
  %t290 = getelementptr <16 x i32>, ptr %tile, i64 10
  %t291 = load <16 x i32>, ptr %t290, align 4
  %t292 = add <16 x i32> %t291, %t259
  %t293 = mul <16 x i32> %t263, %t49
  %t294 = add <16 x i32> %t37, %t293
  %t295 = add <16 x i32> %t292, %t294
  %t296 = sitofp <16 x i32> %t295 to <16 x float>
  %t297 = fmul <16 x float> %t296, %t61
  %t298 = fadd <16 x float> %t297, %t73
  %t299 = fcmp olt <16 x float> %t298, splat (float 0x0000000000000000)
  %t300 = select <16 x i1> %t299, <16 x float> splat (float 0x0000000000000000), <16 x float> %t298
  %t301 = fcmp ogt <16 x float> %t300, splat (float 0x4018000000000000)
  %t302 = select <16 x i1> %t301, <16 x float> splat (float 0x4018000000000000), <16 x float> %t300
  %t303 = getelementptr <16 x i32>, ptr %tile, i64 11
  %t304 = load <16 x i32>, ptr %t303, align 4
  %t305 = add <16 x i32> %t304, %t259
  %t306 = mul <16 x i32> %t263, %t52
  %t307 = add <16 x i32> %t40, %t306
  %t308 = add <16 x i32> %t305, %t307
  %t309 = sitofp <16 x i32> %t308 to <16 x float>
  %t310 = fmul <16 x float> %t309, %t64
  %t311 = fadd <16 x float> %t310, %t76
  %t312 = fcmp olt <16 x float> %t311, splat (float 0x0000000000000000)
  %t313 = select <16 x i1> %t312, <16 x float> splat (float 0x0000000000000000), <16 x float> %t311
  %t314 = fcmp ogt <16 x float> %t313, splat (float 0x4018000000000000)
  %t315 = select <16 x i1> %t314, <16 x float> splat (float 0x4018000000000000), <16 x float> %t313
  %t316 = mul i64 %t255, %size.ldc
  %t317 = add i64 %t316, %t18
  %t318 = getelementptr float, ptr %buf.c, i64 %t317
  br i1 %t77, label %whole319, label %part320
whole319:
  %t321 = getelementptr float, ptr %t318, i64 0
  store <16 x float> %t276, ptr %t321, align 4
  %t322 = getelementptr float, ptr %t318, i64 16
  store <16 x float> %t289, ptr %t322, align 4
  %t323 = getelementptr float, ptr %t318, i64 32
  store <16 x float> %t302, ptr %t323, align 4
  %t324 = getelementptr float, ptr %t318, i64 48
  store <16 x float> %t315, ptr %t324, align 4
  br label %rowdone253
part320:
  %t325 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t276, ptr %t325, align 4
  %t326 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t289, ptr %t326, align 4
  %t327 = getelementptr float, ptr %rowbuf, i64 32
  store <16 x float> %t302, ptr %t327, align 4
  %t328 = getelementptr float, ptr %rowbuf, i64 48
  store <16 x float> %t315, ptr %t328, align 4
  store i64 0, ptr %c329
  br label %head330
head330:
  %i333 = load i64, ptr %c329
  %t334 = icmp slt i64 %i333, %t24
  br i1 %t334, label %body331, label %done332
body331:
  %t335 = getelementptr float, ptr %rowbuf, i64 %i333
  %t336 = load float, ptr %t335, align 4
  %t337 = getelementptr float, ptr %t318, i64 %i333
  store float %t336, ptr %t337, align 4
  %t338 = add nsw i64 %i333, 1
  store i64 %t338, ptr %c329
  br label %head330
done332:
  br label %rowdone253
rowdone253:
  %t341 = icmp slt i64 3, %t21
  br i1 %t341, label %row339, label %rowdone340
row339:
  %t342 = add i64 %t17, 3
  %t343 = getelementptr i32, ptr %buf.radd, i64 %t342
  %t344 = load i32, ptr %t343, align 4
  %t345 = insertelement <16 x i32> poison, i32 %t344, i64 0
  %t346 = shufflevector <16 x i32> %t345, <16 x i32> poison, <16 x i32> zeroinitializer
  %t347 = getelementptr i32, ptr %buf.rmul, i64 %t342
  %t348 = load i32, ptr %t347, align 4
  %t349 = insertelement <16 x i32> poison, i32 %t348, i64 0
  %t350 = shufflevector <16 x i32> %t349, <16 x i32> poison, <16 x i32> zeroinitializer
  %t351 = getelementptr <16 x i32>, ptr %tile, i64 12
  %t352 = load <16 x i32>, ptr %t351, align 4
  %t353 = add <16 x i32> %t352, %t346
  %t354 = mul <16 x i32> %t350, %t43
  %t355 = add <16 x i32> %t31, %t354
  %t356 = add <16 x i32> %t353, %t355
  %t357 = sitofp <16 x i32> %t356 to <16 x float>
  %t358 = fmul <16 x float> %t357, %t55
  %t359 = fadd <16 x float> %t358, %t67
  %t360 = fcmp olt <16 x float> %t359, splat (float 0x0000000000000000)
  %t361 = select <16 x i1> %t360, <16 x float> splat (float 0x0000000000000000), <16 x float> %t359
  %t362 = fcmp ogt <16 x float> %t361, splat (float 0x4018000000000000)
  %t363 = select <16 x i1> %t362, <16 x float> splat (float 0x4018000000000000), <16 x float> %t361
  %t364 = getelementptr <16 x i32>, ptr %tile, i64 13
  %t365 = load <16 x i32>, ptr %t364, align 4
  %t366 = add <16 x i32> %t365, %t346
  %t367 = mul <16 x i32> %t350, %t46
  %t368 = add <16 x i32> %t34, %t367
  %t369 = add <16 x i32> %t366, %t368
  %t370 = sitofp <16 x i32> %t369 to <16 x float>
  %t371 = fmul <16 x float> %t370, %t58
  %t372 = fadd <16 x float> %t371, %t70
  %t373 = fcmp olt <16 x float> %t372, splat (float 0x0000000000000000)
  %t374 = select <16 x i1> %t373, <16 x float> splat (float 0x0000000000000000), <16 x float> %t372
  %t375 = fcmp ogt <16 x float> %t374, splat (float 0x4018000000000000)
  %t376 = select <16 x i1> %t375, <16 x float> splat (float 0x4018000000000000), <16 x float> %t374
  %t377 = getelementptr <16 x i32>, ptr %tile, i64 14
  %t378 = load <16 x i32>, ptr %t377, align 4
  %t379 = add <16 x i32> %t378, %t346
  %t380 = mul <16 x i32> %t350, %t49
  %t381 = add <16 x i32> %t37, %t380
  %t382 = add <16 x i32> %t379, %t381
  %t383 = sitofp <16 x i32> %t382 to <16 x float>
  %t384 = fmul <16 x float> %t383, %t61
  %t385 = fadd <16 x float> %t384, %t73
  %t386 = fcmp olt <16 x float> %t385, splat (float 0x0000000000000000)
  %t387 = select <16 x i1> %t386, <16 x float> splat (float 0x0000000000000000), <16 x float> %t385
  %t388 = fcmp ogt <16 x float> %t387, splat (float 0x4018000000000000)
  %t389 = select <16 x i1> %t388, <16 x float> splat (float 0x4018000000000000), <16 x float> %t387
  %t390 = getelementptr <16 x i32>, ptr %tile, i64 15
  %t391 = load <16 x i32>, ptr %t390, align 4
  %t392 = add <16 x i32> %t391, %t346
  %t393 = mul <16 x i32> %t350, %t52
  %t394 = add <16 x i32> %t40, %t393
  %t395 = add <16 x i32> %t392, %t394
  %t396 = sitofp <16 x i32> %t395 to <16 x float>
  %t397 = fmul <16 x float> %t396, %t64
  %t398 = fadd <16 x float> %t397, %t76
  %t399 = fcmp olt <16 x float> %t398, splat (float 0x0000000000000000)
  %t400 = select <16 x i1> %t399, <16 x float> splat (float 0x0000000000000000), <16 x float> %t398
  %t401 = fcmp ogt <16 x float> %t400, splat (float 0x4018000000000000)
  %t402 = select <16 x i1> %t401, <16 x float> splat (float 0x4018000000000000), <16 x float> %t400
  %t403 = mul i64 %t342, %size.ldc
  %t404 = add i64 %t403, %t18
  %t405 = getelementptr float, ptr %buf.c, i64 %t404
  br i1 %t77, label %whole406, label %part407
whole406:
  %t408 = getelementptr float, ptr %t405, i64 0
  store <16 x float> %t363, ptr %t408, align 4
  %t409 = getelementptr float, ptr %t405, i64 16
  store <16 x float> %t376, ptr %t409, align 4
  %t410 = getelementptr float, ptr %t405, i64 32
  store <16 x float> %t389, ptr %t410, align 4
  %t411 = getelementptr float, ptr %t405, i64 48
  store <16 x float> %t402, ptr %t411, align 4
  br label %rowdone340
part407:
  %t412 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t363, ptr %t412, align 4
  %t413 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t376, ptr %t413, align 4
  %t414 = getelementptr float, ptr %rowbuf, i64 32
  store <16 x float> %t389, ptr %t414, align 4
  %t415 = getelementptr float, ptr %rowbuf, i64 48
  store <16 x float> %t402, ptr %t415, align 4
  store i64 0, ptr %c416
  br label %head417
head417:
  %i420 = load i64, ptr %c416
  %t421 = icmp slt i64 %i420, %t24
  br i1 %t421, label %body418, label %done419
body418:
  %t422 = getelementptr float, ptr %rowbuf, i64 %i420
  %t423 = load float, ptr %t422, align 4
  %t424 = getelementptr float, ptr %t405, i64 %i420
  store float %t423, ptr %t424, align 4
  %t425 = add nsw i64 %i420, 1
  store i64 %t425, ptr %c416
  br label %head417
done419:
  br label %rowdone340
rowdone340:
  %t428 = icmp slt i64 4, %t21
  br i1 %t428, label %row426, label %rowdone427
row426:
  %t429 = add i64 %t17, 4
  %t430 = getelementptr i32, ptr %buf.radd, i64 %t429
  %t431 = load i32, ptr %t430, align 4
  %t432 = insertelement <16 x i32> poison, i32 %t431, i64 0
  %t433 = shufflevector <16 x i32> %t432, <16 x i32> poison, <16 x i32> zeroinitializer
  %t434 = getelementptr i32, ptr %buf.rmul, i64 %t429
  %t435 = load i32, ptr %t434, align 4
  %t436 = insertelement <16 x i32> poison, i32 %t435, i64 0
  %t437 = shufflevector <16 x i32> %t436, <16 x i32> poison, <16 x i32> zeroinitializer
  %t438 = getelementptr <16 x i32>, ptr %tile, i64 16
  %t439 = load <16 x i32>, ptr %t438, align 4
  %t440 = add <16 x i32> %t439, %t433
  %t441 = mul <16 x i32> %t437, %t43
  %t442 = add <16 x i32> %t31, %t441
  %t443 = add <16 x i32> %t440, %t442
  %t444 = sitofp <16 x i32> %t443 to <16 x float>
  %t445 = fmul <16 x float> %t444, %t55
  %t446 = fadd <16 x float> %t445, %t67
  %t447 = fcmp olt <16 x float> %t446, splat (float 0x0000000000000000)
  %t448 = select <16 x i1> %t447, <16 x float> splat (float 0x0000000000000000), <16 x float> %t446
  %t449 = fcmp ogt <16 x float> %t448, splat (float 0x4018000000000000)
  %t450 = select <16 x i1> %t449, <16 x float> splat (float 0x4018000000000000), <16 x float> %t448
  %t451 = getelementptr <16 x i32>, ptr %tile, i64 17
  %t452 = load <16 x i32>, ptr %t451, align 4
  %t453 = add <16 x i32> %t452, %t433
  %t454 = mul <16 x i32> %t437, %t46
  %t455 = add <16 x i32> %t34, %t454
  %t456 = add <16 x i32> %t453, %t455
  %t457 = sitofp <16 x i32> %t456 to <16 x float>
  %t458 = fmul <16 x float> %t457, %t58
  %t459 = fadd <16 x float> %t458, %t70
  %t460 = fcmp olt <16 x float> %t459, splat (float 0x0000000000000000)
  %t461 = select <16 x i1> %t460, <16 x float> splat (float 0x0000000000000000), <16 x float> %t459
  %t462 = fcmp ogt <16 x float> %t461, splat (float 0x4018000000000000)
  %t463 = select <16 x i1> %t462, <16 x float> splat (float 0x4018000000000000), <16 x float> %t461
  %t464 = getelementptr <16 x i32>, ptr %tile, i64 18
  %t465 = load <16 x i32>, ptr %t464, align 4
  %t466 = add <16 x i32> %t465, %t433
  %t467 = mul <16 x i32> %t437, %t49
  %t468 = add <16 x i32> %t37, %t467
  %t469 = add <16 x i32> %t466, %t468
  %t470 = sitofp <16 x i32> %t469 to <16 x float>
  %t471 = fmul <16 x float> %t470, %t61
  %t472 = fadd <16 x float> %t471, %t73
  %t473 = fcmp olt <16 x float> %t472, splat (float 0x0000000000000000)
  %t474 = select <16 x i1> %t473, <16 x float> splat (float 0x0000000000000000), <16 x float> %t472
  %t475 = fcmp ogt <16 x float> %t474, splat (float 0x4018000000000000)
  %t476 = select <16 x i1> %t475, <16 x float> splat (float 0x4018000000000000), <16 x float> %t474
  %t477 = getelementptr <16 x i32>, ptr %tile, i64 19
  %t478 = load <16 x i32>, ptr %t477, align 4
  %t479 = add <16 x i32> %t478, %t433
  %t480 = mul <16 x i32> %t437, %t52
  %t481 = add <16 x i32> %t40, %t480
  %t482 = add <16 x i32> %t479, %t481
  %t483 = sitofp <16 x i32> %t482 to <16 x float>
  %t484 = fmul <16 x float> %t483, %t64
  %t485 = fadd <16 x float> %t484, %t76
  %t486 = fcmp olt <16 x float> %t485, splat (float 0x0000000000000000)
  %t487 = select <16 x i1> %t486, <16 x float> splat (float 0x0000000000000000), <16 x float> %t485
  %t488 = fcmp ogt <16 x float> %t487, splat (float 0x4018000000000000)
  %t489 = select <16 x i1> %t488, <16 x float> splat (float 0x4018000000000000), <16 x float> %t487
  %t490 = mul i64 %t429, %size.ldc
  %t491 = add i64 %t490, %t18
  %t492 = getelementptr float, ptr %buf.c, i64 %t491
  br i1 %t77, label %whole493, label %part494
whole493:
  %t495 = getelementptr float, ptr %t492, i64 0
  store <16 x float> %t450, ptr %t495, align 4
  %t496 = getelementptr float, ptr %t492, i64 16
  store <16 x float> %t463, ptr %t496, align 4
  %t497 = getelementptr float, ptr %t492, i64 32
  store <16 x float> %t476, ptr %t497, align 4
  %t498 = getelementptr float, ptr %t492, i64 48
  store <16 x float> %t489, ptr %t498, align 4
  br label %rowdone427
part494:
  %t499 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t450, ptr %t499, align 4
  %t500 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t463, ptr %t500, align 4
  %t501 = getelementptr float, ptr %rowbuf, i64 32
  store <16 x float> %t476, ptr %t501, align 4
  %t502 = getelementptr float, ptr %rowbuf, i64 48
  store <16 x float> %t489, ptr %t502, align 4
  store i64 0, ptr %c503
  br label %head504
head504:
  %i507 = load i64, ptr %c503
  %t508 = icmp slt i64 %i507, %t24
  br i1 %t508, label %body505, label %done506
body505:
  %t509 = getelementptr float, ptr %rowbuf, i64 %i507
  %t510 = load float, ptr %t509, align 4
  %t511 = getelementptr float, ptr %t492, i64 %i507
  store float %t510, ptr %t511, align 4
  %t512 = add nsw i64 %i507, 1
  store i64 %t512, ptr %c503
  br label %head504
done506:
  br label %rowdone427
rowdone427:
  %t515 = icmp slt i64 5, %t21
  br i1 %t515, label %row513, label %rowdone514
row513:
  %t516 = add i64 %t17, 5
  %t517 = getelementptr i32, ptr %buf.radd, i64 %t516
  %t518 = load i32, ptr %t517, align 4
  %t519 = insertelement <16 x i32> poison, i32 %t518, i64 0
  %t520 = shufflevector <16 x i32> %t519, <16 x i32> poison, <16 x i32> zeroinitializer
  %t521 = getelementptr i32, ptr %buf.rmul, i64 %t516
  %t522 = load i32, ptr %t521, align 4
  %t523 = insertelement <16 x i32> poison, i32 %t522, i64 0
  %t524 = shufflevector <16 x i32> %t523, <16 x i32> poison, <16 x i32> zeroinitializer
  %t525 = getelementptr <16 x i32>, ptr %tile, i64 20
  %t526 = load <16 x i32>, ptr %t525, align 4
  %t527 = add <16 x i32> %t526, %t520
  %t528 = mul <16 x i32> %t524, %t43
  %t529 = add <16 x i32> %t31, %t528
  %t530 = add <16 x i32> %t527, %t529
  %t531 = sitofp <16 x i32> %t530 to <16 x float>
  %t532 = fmul <16 x float> %t531, %t55
  %t533 = fadd <16 x float> %t532, %t67
  %t534 = fcmp olt <16 x float> %t533, splat (float 0x0000000000000000)
  %t535 = select <16 x i1> %t534, <16 x float> splat (float 0x0000000000000000), <16 x float> %t533
  %t536 = fcmp ogt <16 x float> %t535, splat (float 0x4018000000000000)
  %t537 = select <16 x i1> %t536, <16 x float> splat (float 0x4018000000000000), <16 x float> %t535
  %t538 = getelementptr <16 x i32>, ptr %tile, i64 21
  %t539 = load <16 x i32>, ptr %t538, align 4
  %t540 = add <16 x i32> %t539, %t520
  %t541 = mul <16 x i32> %t524, %t46
  %t542 = add <16 x i32> %t34, %t541
  %t543 = add <16 x i32> %t540, %t542
  %t544 = sitofp <16 x i32> %t543 to <16 x float>
  %t545 = fmul <16 x float> %t544, %t58
  %t546 = fadd <16 x float> %t545, %t70
  %t547 = fcmp olt <16 x float> %t546, splat (float 0x0000000000000000)
  %t548 = select <16 x i1> %t547, <16 x float> splat (float 0x0000000000000000), <16 x float> %t546
  %t549 = fcmp ogt <16 x float> %t548, splat (float 0x4018000000000000)
  %t550 = select <16 x i1> %t549, <16 x float> splat (float 0x4018000000000000), <16 x float> %t548
  %t551 = getelementptr <16 x i32>, ptr %tile, i64 22
  %t552 = load <16 x i32>, ptr %t551, align 4
  %t553 = add <16 x i32> %t552, %t520
  %t554 = mul <16 x i32> %t524, %t49
  %t555 = add <16 x i32> %t37, %t554
  %t556 = add <16 x i32> %t553, %t555
  %t557 = sitofp <16 x i32> %t556 to <16 x float>
  %t558 = fmul <16 x float> %t557, %t61
  %t559 = fadd <16 x float> %t558, %t73
  %t560 = fcmp olt <16 x float> %t559, splat (float 0x0000000000000000)
  %t561 = select <16 x i1> %t560, <16 x float> splat (float 0x0000000000000000), <16 x float> %t559
  %t562 = fcmp ogt <16 x float> %t561, splat (float 0x4018000000000000)
  %t563 = select <16 x i1> %t562, <16 x float> splat (float 0x4018000000000000), <16 x float> %t561
  %t564 = getelementptr <16 x i32>, ptr %tile, i64 23
  %t565 = load <16 x i32>, ptr %t564, align 4
  %t566 = add <16 x i32> %t565, %t520
  %t567 = mul <16 x i32> %t524, %t52
  %t568 = add <16 x i32> %t40, %t567
  %t569 = add <16 x i32> %t566, %t568
  %t570 = sitofp <16 x i32> %t569 to <16 x float>
  %t571 = fmul <16 x float> %t570, %t64
  %t572 = fadd <16 x float> %t571, %t76
  %t573 = fcmp olt <16 x float> %t572, splat (float 0x0000000000000000)
  %t574 = select <16 x i1> %t573, <16 x float> splat (float 0x0000000000000000), <16 x float> %t572
  %t575 = fcmp ogt <16 x float> %t574, splat (float 0x4018000000000000)
  %t576 = select <16 x i1> %t575, <16 x float> splat (float 0x4018000000000000), <16 x float> %t574
  %t577 = mul i64 %t516, %size.ldc
  %t578 = add i64 %t577, %t18
  %t579 = getelementptr float, ptr %buf.c, i64 %t578
  br i1 %t77, label %whole580, label %part581
whole580:
  %t582 = getelementptr float, ptr %t579, i64 0
  store <16 x float> %t537, ptr %t582, align 4
  %t583 = getelementptr float, ptr %t579, i64 16
  store <16 x float> %t550, ptr %t583, align 4
  %t584 = getelementptr float, ptr %t579, i64 32
  store <16 x float> %t563, ptr %t584, align 4
  %t585 = getelementptr float, ptr %t579, i64 48
  store <16 x float> %t576, ptr %t585, align 4
  br label %rowdone514
part581:
  %t586 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t537, ptr %t586, align 4
  %t587 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t550, ptr %t587, align 4
  %t588 = getelementptr float, ptr %rowbuf, i64 32
  store <16 x float> %t563, ptr %t588, align 4
  %t589 = getelementptr float, ptr %rowbuf, i64 48
  store <16 x float> %t576, ptr %t589, align 4
  store i64 0, ptr %c590
  br label %head591
head591:
  %i594 = load i64, ptr %c590
  %t595 = icmp slt i64 %i594, %t24
  br i1 %t595, label %body592, label %done593
body592:
  %t596 = getelementptr float, ptr %rowbuf, i64 %i594
  %t597 = load float, ptr %t596, align 4
  %t598 = getelementptr float, ptr %t579, i64 %i594
  store float %t597, ptr %t598, align 4
  %t599 = add nsw i64 %i594, 1
  store i64 %t599, ptr %c590
  br label %head591
done593:
  br label %rowdone514
rowdone514:
  %t600 = add nsw i64 %i13, 1
  store i64 %t600, ptr %c9
  br label %head10
done12:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
