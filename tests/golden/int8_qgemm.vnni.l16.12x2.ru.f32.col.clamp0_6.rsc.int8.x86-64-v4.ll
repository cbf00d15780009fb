declare <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32>, <16 x i32>, <16 x i32>)

define internal void @"jr.qgemm.vnni.l16.12x2.ru.f32.col.clamp0_6.rsc.mk"(ptr %r, i64 %rs, i64 %nrows, ptr %p, i64 %kg, ptr %out) noinline nounwind {
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
  %t24 = icmp slt i64 6, %t1
  %t25 = select i1 %t24, i64 6, i64 %t1
  %t26 = mul i64 %t25, %rs
  %t27 = getelementptr i8, ptr %r, i64 %t26
  %t28 = icmp slt i64 7, %t1
  %t29 = select i1 %t28, i64 7, i64 %t1
  %t30 = mul i64 %t29, %rs
  %t31 = getelementptr i8, ptr %r, i64 %t30
  %t32 = icmp slt i64 8, %t1
  %t33 = select i1 %t32, i64 8, i64 %t1
  %t34 = mul i64 %t33, %rs
  %t35 = getelementptr i8, ptr %r, i64 %t34
  %t36 = icmp slt i64 9, %t1
  %t37 = select i1 %t36, i64 9, i64 %t1
  %t38 = mul i64 %t37, %rs
  %t39 = getelementptr i8, ptr %r, i64 %t38
  %t40 = icmp slt i64 10, %t1
  %t41 = select i1 %t40, i64 10, i64 %t1
  %t42 = mul i64 %t41, %rs
  %t43 = getelementptr i8, ptr %r, i64 %t42
  %t44 = icmp slt i64 11, %t1
  %t45 = select i1 %t44, i64 11, i64 %t1
  %t46 = mul i64 %t45, %rs
  %t47 = getelementptr i8, ptr %r, i64 %t46
  %t48 = icmp sgt i64 %kg, 0
  br i1 %t48, label %loop, label %exit
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
  %t49 = mul i64 %k, 128
  %t50 = getelementptr i8, ptr %p, i64 %t49
  %t51 = getelementptr i8, ptr %t50, i64 0
  %t52 = load <64 x i8>, ptr %t51, align 1
  %t53 = getelementptr i8, ptr %t50, i64 64
  %t54 = load <64 x i8>, ptr %t53, align 1
  %t55 = mul i64 %k, 4
  %t56 = getelementptr i8, ptr %t3, i64 %t55
  %t57 = load i32, ptr %t56, align 1
  %t58 = insertelement <16 x i32> poison, i32 %t57, i64 0
  %t59 = shufflevector <16 x i32> %t58, <16 x i32> poison, <16 x i32> zeroinitializer
  %t60 = bitcast <16 x i32> %t59 to <64 x i8>
  %t61 = bitcast <64 x i8> %t60 to <16 x i32>
  %t62 = bitcast <64 x i8> %t52 to <16 x i32>
  %new0 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc0, <16 x i32> %t61, <16 x i32> %t62)
  %t63 = bitcast <16 x i32> %t59 to <64 x i8>
  %t64 = bitcast <64 x i8> %t63 to <16 x i32>
  %t65 = bitcast <64 x i8> %t54 to <16 x i32>
  %new1 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc1, <16 x i32> %t64, <16 x i32> %t65)
  %t66 = mul i64 %k, 4
  %t67 = getelementptr i8, ptr %t7, i64 %t66
  %t68 = load i32, ptr %t67, align 1
  %t69 = insertelement <16 x i32> poison, i32 %t68, i64 0
  %t70 = shufflevector <16 x i32> %t69, <16 x i32> poison, <16 x i32> zeroinitializer
  %t71 = bitcast <16 x i32> %t70 to <64 x i8>
  %t72 = bitcast <64 x i8> %t71 to <16 x i32>
  %t73 = bitcast <64 x i8> %t52 to <16 x i32>
  %new2 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc2, <16 x i32> %t72, <16 x i32> %t73)
  %t74 = bitcast <16 x i32> %t70 to <64 x i8>
  %t75 = bitcast <64 x i8> %t74 to <16 x i32>
  %t76 = bitcast <64 x i8> %t54 to <16 x i32>
  %new3 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc3, <16 x i32> %t75, <16 x i32> %t76)
  %t77 = mul i64 %k, 4
  %t78 = getelementptr i8, ptr %t11, i64 %t77
  %t79 = load i32, ptr %t78, align 1
  %t80 = insertelement <16 x i32> poison, i32 %t79, i64 0
  %t81 = shufflevector <16 x i32> %t80, <16 x i32> poison, <16 x i32> zeroinitializer
  %t82 = bitcast <16 x i32> %t81 to <64 x i8>
  %t83 = bitcast <64 x i8> %t82 to <16 x i32>
  %t84 = bitcast <64 x i8> %t52 to <16 x i32>
  %new4 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc4, <16 x i32> %t83, <16 x i32> %t84)
  %t85 = bitcast <16 x i32> %t81 to <64 x i8>
  %t86 = bitcast <64 x i8> %t85 to <16 x i32>
  %t87 = bitcast <64 x i8> %t54 to <16 x i32>
  %new5 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc5, <16 x i32> %t86, <16 x i32> %t87)
  %t88 = mul i64 %k, 4
  %t89 = getelementptr i8, ptr %t15, i64 %t88
  %t90 = load i32, ptr %t89, align 1
  %t91 = insertelement <16 x i32> poison, i32 %t90, i64 0
  %t92 = shufflevector <16 x i32> %t91, <16 x i32> poison, <16 x i32> zeroinitializer
  %t93 = bitcast <16 x i32> %t92 to <64 x i8>
  %t94 = bitcast <64 x i8> %t93 to <16 x i32>
  %t95 = bitcast <64 x i8> %t52 to <16 x i32>
  %new6 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc6, <16 x i32> %t94, <16 x i32> %t95)
  %t96 = bitcast <16 x i32> %t92 to <64 x i8>
  %t97 = bitcast <64 x i8> %t96 to <16 x i32>
  %t98 = bitcast <64 x i8> %t54 to <16 x i32>
  %new7 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc7, <16 x i32> %t97, <16 x i32> %t98)
  %t99 = mul i64 %k, 4
  %t100 = getelementptr i8, ptr %t19, i64 %t99
  %t101 = load i32, ptr %t100, align 1
  %t102 = insertelement <16 x i32> poison, i32 %t101, i64 0
  %t103 = shufflevector <16 x i32> %t102, <16 x i32> poison, <16 x i32> zeroinitializer
  %t104 = bitcast <16 x i32> %t103 to <64 x i8>
  %t105 = bitcast <64 x i8> %t104 to <16 x i32>
  %t106 = bitcast <64 x i8> %t52 to <16 x i32>
  %new8 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc8, <16 x i32> %t105, <16 x i32> %t106)
  %t107 = bitcast <16 x i32> %t103 to <64 x i8>
  %t108 = bitcast <64 x i8> %t107 to <16 x i32>
  %t109 = bitcast <64 x i8> %t54 to <16 x i32>
  %new9 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc9, <16 x i32> %t108, <16 x i32> %t109)
  %t110 = mul i64 %k, 4
  %t111 = getelementptr i8, ptr %t23, i64 %t110
  %t112 = load i32, ptr %t111, align 1
  %t113 = insertelement <16 x i32> poison, i32 %t112, i64 0
  %t114 = shufflevector <16 x i32> %t113, <16 x i32> poison, <16 x i32> zeroinitializer
  %t115 = bitcast <16 x i32> %t114 to <64 x i8>
  %t116 = bitcast <64 x i8> %t115 to <16 x i32>
  %t117 = bitcast <64 x i8> %t52 to <16 x i32>
  %new10 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc10, <16 x i32> %t116, <16 x i32> %t117)
  %t118 = bitcast <16 x i32> %t114 to <64 x i8>
  %t119 = bitcast <64 x i8> %t118 to <16 x i32>
  %t120 = bitcast <64 x i8> %t54 to <16 x i32>
  %new11 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc11, <16 x i32> %t119, <16 x i32> %t120)
  %t121 = mul i64 %k, 4
  %t122 = getelementptr i8, ptr %t27, i64 %t121
  %t123 = load i32, ptr %t122, align 1
  %t124 = insertelement <16 x i32> poison, i32 %t123, i64 0
  %t125 = shufflevector <16 x i32> %t124, <16 x i32> poison, <16 x i32> zeroinitializer
  %t126 = bitcast <16 x i32> %t125 to <64 x i8>
  %t127 = bitcast <64 x i8> %t126 to <16 x i32>
  %t128 = bitcast <64 x i8> %t52 to <16 x i32>
  %new12 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc12, <16 x i32> %t127, <16 x i32> %t128)
  %t129 = bitcast <16 x i32> %t125 to <64 x i8>
  %t130 = bitcast <64 x i8> %t129 to <16 x i32>
  %t131 = bitcast <64 x i8> %t54 to <16 x i32>
  %new13 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc13, <16 x i32> %t130, <16 x i32> %t131)
  %t132 = mul i64 %k, 4
  %t133 = getelementptr i8, ptr %t31, i64 %t132
  %t134 = load i32, ptr %t133, align 1
  %t135 = insertelement <16 x i32> poison, i32 %t134, i64 0
  %t136 = shufflevector <16 x i32> %t135, <16 x i32> poison, <16 x i32> zeroinitializer
  %t137 = bitcast <16 x i32> %t136 to <64 x i8>
  %t138 = bitcast <64 x i8> %t137 to <16 x i32>
  %t139 = bitcast <64 x i8> %t52 to <16 x i32>
  %new14 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc14, <16 x i32> %t138, <16 x i32> %t139)
  %t140 = bitcast <16 x i32> %t136 to <64 x i8>
  %t141 = bitcast <64 x i8> %t140 to <16 x i32>
  %t142 = bitcast <64 x i8> %t54 to <16 x i32>
  %new15 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc15, <16 x i32> %t141, <16 x i32> %t142)
  %t143 = mul i64 %k, 4
  %t144 = getelementptr i8, ptr %t35, i64 %t143
  %t145 = load i32, ptr %t144, align 1
  %t146 = insertelement <16 x i32> poison, i32 %t145, i64 0
  %t147 = shufflevector <16 x i32> %t146, <16 x i32> poison, <16 x i32> zeroinitializer
  %t148 = bitcast <16 x i32> %t147 to <64 x i8>
  %t149 = bitcast <64 x i8> %t148 to <16 x i32>
  %t150 = bitcast <64 x i8> %t52 to <16 x i32>
  %new16 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc16, <16 x i32> %t149, <16 x i32> %t150)
  %t151 = bitcast <16 x i32> %t147 to <64 x i8>
  %t152 = bitcast <64 x i8> %t151 to <16 x i32>
  %t153 = bitcast <64 x i8> %t54 to <16 x i32>
  %new17 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc17, <16 x i32> %t152, <16 x i32> %t153)
  %t154 = mul i64 %k, 4
  %t155 = getelementptr i8, ptr %t39, i64 %t154
  %t156 = load i32, ptr %t155, align 1
  %t157 = insertelement <16 x i32> poison, i32 %t156, i64 0
  %t158 = shufflevector <16 x i32> %t157, <16 x i32> poison, <16 x i32> zeroinitializer
  %t159 = bitcast <16 x i32> %t158 to <64 x i8>
  %t160 = bitcast <64 x i8> %t159 to <16 x i32>
  %t161 = bitcast <64 x i8> %t52 to <16 x i32>
  %new18 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc18, <16 x i32> %t160, <16 x i32> %t161)
  %t162 = bitcast <16 x i32> %t158 to <64 x i8>
  %t163 = bitcast <64 x i8> %t162 to <16 x i32>
  %t164 = bitcast <64 x i8> %t54 to <16 x i32>
  %new19 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc19, <16 x i32> %t163, <16 x i32> %t164)
  %t165 = mul i64 %k, 4
  %t166 = getelementptr i8, ptr %t43, i64 %t165
  %t167 = load i32, ptr %t166, align 1
  %t168 = insertelement <16 x i32> poison, i32 %t167, i64 0
  %t169 = shufflevector <16 x i32> %t168, <16 x i32> poison, <16 x i32> zeroinitializer
  %t170 = bitcast <16 x i32> %t169 to <64 x i8>
  %t171 = bitcast <64 x i8> %t170 to <16 x i32>
  %t172 = bitcast <64 x i8> %t52 to <16 x i32>
  %new20 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc20, <16 x i32> %t171, <16 x i32> %t172)
  %t173 = bitcast <16 x i32> %t169 to <64 x i8>
  %t174 = bitcast <64 x i8> %t173 to <16 x i32>
  %t175 = bitcast <64 x i8> %t54 to <16 x i32>
  %new21 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc21, <16 x i32> %t174, <16 x i32> %t175)
  %t176 = mul i64 %k, 4
  %t177 = getelementptr i8, ptr %t47, i64 %t176
  %t178 = load i32, ptr %t177, align 1
  %t179 = insertelement <16 x i32> poison, i32 %t178, i64 0
  %t180 = shufflevector <16 x i32> %t179, <16 x i32> poison, <16 x i32> zeroinitializer
  %t181 = bitcast <16 x i32> %t180 to <64 x i8>
  %t182 = bitcast <64 x i8> %t181 to <16 x i32>
  %t183 = bitcast <64 x i8> %t52 to <16 x i32>
  %new22 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc22, <16 x i32> %t182, <16 x i32> %t183)
  %t184 = bitcast <16 x i32> %t180 to <64 x i8>
  %t185 = bitcast <64 x i8> %t184 to <16 x i32>
  %t186 = bitcast <64 x i8> %t54 to <16 x i32>
  %new23 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc23, <16 x i32> %t185, <16 x i32> %t186)
  %k1 = add nsw i64 %k, 1
  %t187 = icmp slt i64 %k1, %kg
  br i1 %t187, label %loop, label %exit, !llvm.loop !0
exit:
  %t188 = phi <16 x i32> [zeroinitializer, %entry], [%new0, %loop]
  %t189 = phi <16 x i32> [zeroinitializer, %entry], [%new1, %loop]
  %t190 = phi <16 x i32> [zeroinitializer, %entry], [%new2, %loop]
  %t191 = phi <16 x i32> [zeroinitializer, %entry], [%new3, %loop]
  %t192 = phi <16 x i32> [zeroinitializer, %entry], [%new4, %loop]
  %t193 = phi <16 x i32> [zeroinitializer, %entry], [%new5, %loop]
  %t194 = phi <16 x i32> [zeroinitializer, %entry], [%new6, %loop]
  %t195 = phi <16 x i32> [zeroinitializer, %entry], [%new7, %loop]
  %t196 = phi <16 x i32> [zeroinitializer, %entry], [%new8, %loop]
  %t197 = phi <16 x i32> [zeroinitializer, %entry], [%new9, %loop]
  %t198 = phi <16 x i32> [zeroinitializer, %entry], [%new10, %loop]
  %t199 = phi <16 x i32> [zeroinitializer, %entry], [%new11, %loop]
  %t200 = phi <16 x i32> [zeroinitializer, %entry], [%new12, %loop]
  %t201 = phi <16 x i32> [zeroinitializer, %entry], [%new13, %loop]
  %t202 = phi <16 x i32> [zeroinitializer, %entry], [%new14, %loop]
  %t203 = phi <16 x i32> [zeroinitializer, %entry], [%new15, %loop]
  %t204 = phi <16 x i32> [zeroinitializer, %entry], [%new16, %loop]
  %t205 = phi <16 x i32> [zeroinitializer, %entry], [%new17, %loop]
  %t206 = phi <16 x i32> [zeroinitializer, %entry], [%new18, %loop]
  %t207 = phi <16 x i32> [zeroinitializer, %entry], [%new19, %loop]
  %t208 = phi <16 x i32> [zeroinitializer, %entry], [%new20, %loop]
  %t209 = phi <16 x i32> [zeroinitializer, %entry], [%new21, %loop]
  %t210 = phi <16 x i32> [zeroinitializer, %entry], [%new22, %loop]
  %t211 = phi <16 x i32> [zeroinitializer, %entry], [%new23, %loop]
  %t212 = getelementptr <16 x i32>, ptr %out, i64 0
  store <16 x i32> %t188, ptr %t212, align 4
  %t213 = getelementptr <16 x i32>, ptr %out, i64 1
  store <16 x i32> %t189, ptr %t213, align 4
  %t214 = getelementptr <16 x i32>, ptr %out, i64 2
  store <16 x i32> %t190, ptr %t214, align 4
  %t215 = getelementptr <16 x i32>, ptr %out, i64 3
  store <16 x i32> %t191, ptr %t215, align 4
  %t216 = getelementptr <16 x i32>, ptr %out, i64 4
  store <16 x i32> %t192, ptr %t216, align 4
  %t217 = getelementptr <16 x i32>, ptr %out, i64 5
  store <16 x i32> %t193, ptr %t217, align 4
  %t218 = getelementptr <16 x i32>, ptr %out, i64 6
  store <16 x i32> %t194, ptr %t218, align 4
  %t219 = getelementptr <16 x i32>, ptr %out, i64 7
  store <16 x i32> %t195, ptr %t219, align 4
  %t220 = getelementptr <16 x i32>, ptr %out, i64 8
  store <16 x i32> %t196, ptr %t220, align 4
  %t221 = getelementptr <16 x i32>, ptr %out, i64 9
  store <16 x i32> %t197, ptr %t221, align 4
  %t222 = getelementptr <16 x i32>, ptr %out, i64 10
  store <16 x i32> %t198, ptr %t222, align 4
  %t223 = getelementptr <16 x i32>, ptr %out, i64 11
  store <16 x i32> %t199, ptr %t223, align 4
  %t224 = getelementptr <16 x i32>, ptr %out, i64 12
  store <16 x i32> %t200, ptr %t224, align 4
  %t225 = getelementptr <16 x i32>, ptr %out, i64 13
  store <16 x i32> %t201, ptr %t225, align 4
  %t226 = getelementptr <16 x i32>, ptr %out, i64 14
  store <16 x i32> %t202, ptr %t226, align 4
  %t227 = getelementptr <16 x i32>, ptr %out, i64 15
  store <16 x i32> %t203, ptr %t227, align 4
  %t228 = getelementptr <16 x i32>, ptr %out, i64 16
  store <16 x i32> %t204, ptr %t228, align 4
  %t229 = getelementptr <16 x i32>, ptr %out, i64 17
  store <16 x i32> %t205, ptr %t229, align 4
  %t230 = getelementptr <16 x i32>, ptr %out, i64 18
  store <16 x i32> %t206, ptr %t230, align 4
  %t231 = getelementptr <16 x i32>, ptr %out, i64 19
  store <16 x i32> %t207, ptr %t231, align 4
  %t232 = getelementptr <16 x i32>, ptr %out, i64 20
  store <16 x i32> %t208, ptr %t232, align 4
  %t233 = getelementptr <16 x i32>, ptr %out, i64 21
  store <16 x i32> %t209, ptr %t233, align 4
  %t234 = getelementptr <16 x i32>, ptr %out, i64 22
  store <16 x i32> %t210, ptr %t234, align 4
  %t235 = getelementptr <16 x i32>, ptr %out, i64 23
  store <16 x i32> %t211, ptr %t235, align 4
  ret void
}

define void @"jr.qgemm.vnni.l16.12x2.ru.f32.col.clamp0_6.rsc"(ptr noalias %buf.r, ptr noalias %buf.p, ptr noalias %buf.radd, ptr noalias %buf.cadd, ptr noalias %buf.rmul, ptr noalias %buf.cmul, ptr noalias %buf.scale, ptr noalias %buf.bias, ptr noalias %buf.rscale, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.m, i64 %size.n, i64 %size.kg, i64 %size.rs, i64 %size.ldc, i64 %size.zp, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %tile = alloca [24 x <16 x i32>], align 64
  %rowbuf = alloca [32 x float], align 64
  %c9 = alloca i64
  %c107 = alloca i64
  %c170 = alloca i64
  %c233 = alloca i64
  %c296 = alloca i64
  %c359 = alloca i64
  %c422 = alloca i64
  %c485 = alloca i64
  %c548 = alloca i64
  %c611 = alloca i64
  %c674 = alloca i64
  %c737 = alloca i64
  %c800 = alloca i64
  %t1 = add i64 %size.m, 11
  %t2 = sdiv i64 %t1, 12
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
  %t17 = mul i64 %t16, 12
  %t18 = mul i64 %t15, 32
  %t19 = sub i64 %size.m, %t17
  %t20 = icmp slt i64 12, %t19
  %t21 = select i1 %t20, i64 12, i64 %t19
  %t22 = sub i64 %size.n, %t18
  %t23 = icmp slt i64 32, %t22
  %t24 = select i1 %t23, i64 32, i64 %t22
  %t25 = mul i64 %t17, %size.rs
  %t26 = getelementptr i8, ptr %buf.r, i64 %t25
  %t27 = mul i64 %t15, %t8
  %t28 = getelementptr i8, ptr %buf.p, i64 %t27
  call void @"jr.qgemm.vnni.l16.12x2.ru.f32.col.clamp0_6.rsc.mk"(ptr %t26, i64 %size.rs, i64 %t21, ptr %t28, i64 %size.kg, ptr %tile)
  %t29 = add i64 %t18, 0
  %t30 = getelementptr i32, ptr %buf.cadd, i64 %t29
  %t31 = load <16 x i32>, ptr %t30, align 4
  %t32 = add i64 %t18, 16
  %t33 = getelementptr i32, ptr %buf.cadd, i64 %t32
  %t34 = load <16 x i32>, ptr %t33, align 4
  %t35 = add i64 %t18, 0
  %t36 = getelementptr i32, ptr %buf.cmul, i64 %t35
  %t37 = load <16 x i32>, ptr %t36, align 4
  %t38 = add i64 %t18, 16
  %t39 = getelementptr i32, ptr %buf.cmul, i64 %t38
  %t40 = load <16 x i32>, ptr %t39, align 4
  %t41 = add i64 %t18, 0
  %t42 = getelementptr float, ptr %buf.scale, i64 %t41
  %t43 = load <16 x float>, ptr %t42, align 4
  %t44 = add i64 %t18, 16
  %t45 = getelementptr float, ptr %buf.scale, i64 %t44
  %t46 = load <16 x float>, ptr %t45, align 4
  %t47 = add i64 %t18, 0
  %t48 = getelementptr float, ptr %buf.bias, i64 %t47
  %t49 = load <16 x float>, ptr %t48, align 4
  %t50 = add i64 %t18, 16
  %t51 = getelementptr float, ptr %buf.bias, i64 %t50
  %t52 = load <16 x float>, ptr %t51, align 4
  %t53 = icmp eq i64 %t24, 32
  %t56 = icmp slt i64 0, %t21
  br i1 %t56, label %row54, label %rowdone55
row54:
  %t57 = add i64 %t17, 0
  %t58 = getelementptr i32, ptr %buf.radd, i64 %t57
  %t59 = load i32, ptr %t58, align 4
  %t60 = insertelement <16 x i32> poison, i32 %t59, i64 0
  %t61 = shufflevector <16 x i32> %t60, <16 x i32> poison, <16 x i32> zeroinitializer
  %t62 = getelementptr i32, ptr %buf.rmul, i64 %t57
  %t63 = load i32, ptr %t62, align 4
  %t64 = insertelement <16 x i32> poison, i32 %t63, i64 0
  %t65 = shufflevector <16 x i32> %t64, <16 x i32> poison, <16 x i32> zeroinitializer
  %t66 = getelementptr float, ptr %buf.rscale, i64 %t57
  %t67 = load float, ptr %t66, align 4
  %t68 = insertelement <16 x float> poison, float %t67, i64 0
  %t69 = shufflevector <16 x float> %t68, <16 x float> poison, <16 x i32> zeroinitializer
  %t70 = getelementptr <16 x i32>, ptr %tile, i64 0
  %t71 = load <16 x i32>, ptr %t70, align 4
  %t72 = add <16 x i32> %t71, %t61
  %t73 = mul <16 x i32> %t65, %t37
  %t74 = add <16 x i32> %t31, %t73
  %t75 = add <16 x i32> %t72, %t74
  %t76 = fmul <16 x float> %t43, %t69
  %t77 = sitofp <16 x i32> %t75 to <16 x float>
  %t78 = fmul <16 x float> %t77, %t76
  %t79 = fadd <16 x float> %t78, %t49
  %t80 = fcmp olt <16 x float> %t79, splat (float 0x0000000000000000)
  %t81 = select <16 x i1> %t80, <16 x float> splat (float 0x0000000000000000), <16 x float> %t79
  %t82 = fcmp ogt <16 x float> %t81, splat (float 0x4018000000000000)
  %t83 = select <16 x i1> %t82, <16 x float> splat (float 0x4018000000000000), <16 x float> %t81
  %t84 = getelementptr <16 x i32>, ptr %tile, i64 1
  %t85 = load <16 x i32>, ptr %t84, align 4
  %t86 = add <16 x i32> %t85, %t61
  %t87 = mul <16 x i32> %t65, %t40
  %t88 = add <16 x i32> %t34, %t87
  %t89 = add <16 x i32> %t86, %t88
  %t90 = fmul <16 x float> %t46, %t69
  %t91 = sitofp <16 x i32> %t89 to <16 x float>
  %t92 = fmul <16 x float> %t91, %t90
  %t93 = fadd <16 x float> %t92, %t52
  %t94 = fcmp olt <16 x float> %t93, splat (float 0x0000000000000000)
  %t95 = select <16 x i1> %t94, <16 x float> splat (float 0x0000000000000000), <16 x float> %t93
  %t96 = fcmp ogt <16 x float> %t95, splat (float 0x4018000000000000)
  %t97 = select <16 x i1> %t96, <16 x float> splat (float 0x4018000000000000), <16 x float> %t95
  %t98 = mul i64 %t57, %size.ldc
  %t99 = add i64 %t98, %t18
  %t100 = getelementptr float, ptr %buf.c, i64 %t99
  br i1 %t53, label %whole101, label %part102
whole101:
  %t103 = getelementptr float, ptr %t100, i64 0
  store <16 x float> %t83, ptr %t103, align 4
  %t104 = getelementptr float, ptr %t100, i64 16
  store <16 x float> %t97, ptr %t104, align 4
  br label %rowdone55
part102:
  %t105 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t83, ptr %t105, align 4
  %t106 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t97, ptr %t106, align 4
  store i64 0, ptr %c107
  br label %head108
head108:
  %i111 = load i64, ptr %c107
  %t112 = icmp slt i64 %i111, %t24
  br i1 %t112, label %body109, label %done110
body109:
  %t113 = getelementptr float, ptr %rowbuf, i64 %i111
  %t114 = load float, ptr %t113, align 4
  %t115 = getelementptr float, ptr %t100, i64 %i111
  store float %t114, ptr %t115, align 4
  %t116 = add nsw i64 %i111, 1
  store i64 %t116, ptr %c107
  br label %head108
done110:
  br label %rowdone55
rowdone55:
  %t119 = icmp slt i64 1, %t21
  br i1 %t119, label %row117, label %rowdone118
row117:
  %t120 = add i64 %t17, 1
  %t121 = getelementptr i32, ptr %buf.radd, i64 %t120
  %t122 = load i32, ptr %t121, align 4
  %t123 = insertelement <16 x i32> poison, i32 %t122, i64 0
  %t124 = shufflevector <16 x i32> %t123, <16 x i32> poison, <16 x i32> zeroinitializer
  %t125 = getelementptr i32, ptr %buf.rmul, i64 %t120
  %t126 = load i32, ptr %t125, align 4
  %t127 = insertelement <16 x i32> poison, i32 %t126, i64 0
  %t128 = shufflevector <16 x i32> %t127, <16 x i32> poison, <16 x i32> zeroinitializer
  %t129 = getelementptr float, ptr %buf.rscale, i64 %t120
  %t130 = load float, ptr %t129, align 4
  %t131 = insertelement <16 x float> poison, float %t130, i64 0
  %t132 = shufflevector <16 x float> %t131, <16 x float> poison, <16 x i32> zeroinitializer
  %t133 = getelementptr <16 x i32>, ptr %tile, i64 2
  %t134 = load <16 x i32>, ptr %t133, align 4
  %t135 = add <16 x i32> %t134, %t124
  %t136 = mul <16 x i32> %t128, %t37
  %t137 = add <16 x i32> %t31, %t136
  %t138 = add <16 x i32> %t135, %t137
  %t139 = fmul <16 x float> %t43, %t132
  %t140 = sitofp <16 x i32> %t138 to <16 x float>
  %t141 = fmul <16 x float> %t140, %t139
  %t142 = fadd <16 x float> %t141, %t49
  %t143 = fcmp olt <16 x float> %t142, splat (float 0x0000000000000000)
  %t144 = select <16 x i1> %t143, <16 x float> splat (float 0x0000000000000000), <16 x float> %t142
  %t145 = fcmp ogt <16 x float> %t144, splat (float 0x4018000000000000)
  %t146 = select <16 x i1> %t145, <16 x float> splat (float 0x4018000000000000), <16 x float> %t144
  %t147 = getelementptr <16 x i32>, ptr %tile, i64 3
  %t148 = load <16 x i32>, ptr %t147, align 4
  %t149 = add <16 x i32> %t148, %t124
  %t150 = mul <16 x i32> %t128, %t40
  %t151 = add <16 x i32> %t34, %t150
  %t152 = add <16 x i32> %t149, %t151
  %t153 = fmul <16 x float> %t46, %t132
  %t154 = sitofp <16 x i32> %t152 to <16 x float>
  %t155 = fmul <16 x float> %t154, %t153
  %t156 = fadd <16 x float> %t155, %t52
  %t157 = fcmp olt <16 x float> %t156, splat (float 0x0000000000000000)
  %t158 = select <16 x i1> %t157, <16 x float> splat (float 0x0000000000000000), <16 x float> %t156
  %t159 = fcmp ogt <16 x float> %t158, splat (float 0x4018000000000000)
  %t160 = select <16 x i1> %t159, <16 x float> splat (float 0x4018000000000000), <16 x float> %t158
  %t161 = mul i64 %t120, %size.ldc
  %t162 = add i64 %t161, %t18
  %t163 = getelementptr float, ptr %buf.c, i64 %t162
  br i1 %t53, label %whole164, label %part165
whole164:
  %t166 = getelementptr float, ptr %t163, i64 0
  store <16 x float> %t146, ptr %t166, align 4
  %t167 = getelementptr float, ptr %t163, i64 16
  store <16 x float> %t160, ptr %t167, align 4
  br label %rowdone118
part165:
  %t168 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t146, ptr %t168, align 4
  %t169 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t160, ptr %t169, align 4
  store i64 0, ptr %c170
  br label %head171
head171:
  %i174 = load i64, ptr %c170
  %t175 = icmp slt i64 %i174, %t24
  br i1 %t175, label %body172, label %done173
body172:
  %t176 = getelementptr float, ptr %rowbuf, i64 %i174
  %t177 = load float, ptr %t176, align 4
  %t178 = getelementptr float, ptr %t163, i64 %i174
  store float %t177, ptr %t178, align 4
  %t179 = add nsw i64 %i174, 1
  store i64 %t179, ptr %c170
  br label %head171
done173:
  br label %rowdone118
rowdone118:
  %t182 = icmp slt i64 2, %t21
  br i1 %t182, label %row180, label %rowdone181
row180:
  %t183 = add i64 %t17, 2
  %t184 = getelementptr i32, ptr %buf.radd, i64 %t183
  %t185 = load i32, ptr %t184, align 4
  %t186 = insertelement <16 x i32> poison, i32 %t185, i64 0
  %t187 = shufflevector <16 x i32> %t186, <16 x i32> poison, <16 x i32> zeroinitializer
  %t188 = getelementptr i32, ptr %buf.rmul, i64 %t183
  %t189 = load i32, ptr %t188, align 4
  %t190 = insertelement <16 x i32> poison, i32 %t189, i64 0
  %t191 = shufflevector <16 x i32> %t190, <16 x i32> poison, <16 x i32> zeroinitializer
  %t192 = getelementptr float, ptr %buf.rscale, i64 %t183
  %t193 = load float, ptr %t192, align 4
  %t194 = insertelement <16 x float> poison, float %t193, i64 0
  %t195 = shufflevector <16 x float> %t194, <16 x float> poison, <16 x i32> zeroinitializer
  %t196 = getelementptr <16 x i32>, ptr %tile, i64 4
  %t197 = load <16 x i32>, ptr %t196, align 4
  %t198 = add <16 x i32> %t197, %t187
  %t199 = mul <16 x i32> %t191, %t37
  %t200 = add <16 x i32> %t31, %t199
  %t201 = add <16 x i32> %t198, %t200
  %t202 = fmul <16 x float> %t43, %t195
  %t203 = sitofp <16 x i32> %t201 to <16 x float>
  %t204 = fmul <16 x float> %t203, %t202
  %t205 = fadd <16 x float> %t204, %t49
  %t206 = fcmp olt <16 x float> %t205, splat (float 0x0000000000000000)
  %t207 = select <16 x i1> %t206, <16 x float> splat (float 0x0000000000000000), <16 x float> %t205
  %t208 = fcmp ogt <16 x float> %t207, splat (float 0x4018000000000000)
  %t209 = select <16 x i1> %t208, <16 x float> splat (float 0x4018000000000000), <16 x float> %t207
  %t210 = getelementptr <16 x i32>, ptr %tile, i64 5
  %t211 = load <16 x i32>, ptr %t210, align 4
  %t212 = add <16 x i32> %t211, %t187
  %t213 = mul <16 x i32> %t191, %t40
  %t214 = add <16 x i32> %t34, %t213
  %t215 = add <16 x i32> %t212, %t214
  %t216 = fmul <16 x float> %t46, %t195
  %t217 = sitofp <16 x i32> %t215 to <16 x float>
  %t218 = fmul <16 x float> %t217, %t216
  %t219 = fadd <16 x float> %t218, %t52
  %t220 = fcmp olt <16 x float> %t219, splat (float 0x0000000000000000)
  %t221 = select <16 x i1> %t220, <16 x float> splat (float 0x0000000000000000), <16 x float> %t219
  %t222 = fcmp ogt <16 x float> %t221, splat (float 0x4018000000000000)
  %t223 = select <16 x i1> %t222, <16 x float> splat (float 0x4018000000000000), <16 x float> %t221
  %t224 = mul i64 %t183, %size.ldc
  %t225 = add i64 %t224, %t18
  %t226 = getelementptr float, ptr %buf.c, i64 %t225
  br i1 %t53, label %whole227, label %part228
whole227:
  %t229 = getelementptr float, ptr %t226, i64 0
  store <16 x float> %t209, ptr %t229, align 4
  %t230 = getelementptr float, ptr %t226, i64 16
  store <16 x float> %t223, ptr %t230, align 4
  br label %rowdone181
part228:
  %t231 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t209, ptr %t231, align 4
  %t232 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t223, ptr %t232, align 4
  store i64 0, ptr %c233
  br label %head234
head234:
  %i237 = load i64, ptr %c233
  %t238 = icmp slt i64 %i237, %t24
  br i1 %t238, label %body235, label %done236
body235:
  %t239 = getelementptr float, ptr %rowbuf, i64 %i237
  %t240 = load float, ptr %t239, align 4
  %t241 = getelementptr float, ptr %t226, i64 %i237
  store float %t240, ptr %t241, align 4
  %t242 = add nsw i64 %i237, 1
  store i64 %t242, ptr %c233
  br label %head234
done236:
  br label %rowdone181
rowdone181:
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
  %t255 = getelementptr float, ptr %buf.rscale, i64 %t246
  %t256 = load float, ptr %t255, align 4
  %t257 = insertelement <16 x float> poison, float %t256, i64 0
  %t258 = shufflevector <16 x float> %t257, <16 x float> poison, <16 x i32> zeroinitializer
  %t259 = getelementptr <16 x i32>, ptr %tile, i64 6
  %t260 = load <16 x i32>, ptr %t259, align 4
  %t261 = add <16 x i32> %t260, %t250
  %t262 = mul <16 x i32> %t254, %t37
  %t263 = add <16 x i32> %t31, %t262
  %t264 = add <16 x i32> %t261, %t263
  %t265 = fmul <16 x float> %t43, %t258
  %t266 = sitofp <16 x i32> %t264 to <16 x float>
  %t267 = fmul <16 x float> %t266, %t265
  %t268 = fadd <16 x float> %t267, %t49
  %t269 = fcmp olt <16 x float> %t268, splat (float 0x0000000000000000)
  %t270 = select <16 x i1> %t269, <16 x float> splat (float 0x0000000000000000), <16 x float> %t268
  %t271 = fcmp ogt <16 x float> %t270, splat (float 0x4018000000000000)
  %t272 = select <16 x i1> %t271, <16 x float> splat (float 0x4018000000000000), <16 x float> %t270
  %t273 = getelementptr <16 x i32>, ptr %tile, i64 7
  %t274 = load <16 x i32>, ptr %t273, align 4
  %t275 = add <16 x i32> %t274, %t250
  %t276 = mul <16 x i32> %t254, %t40
  %t277 = add <16 x i32> %t34, %t276
  %t278 = add <16 x i32> %t275, %t277
  %t279 = fmul <16 x float> %t46, %t258
  %t280 = sitofp <16 x i32> %t278 to <16 x float>
  %t281 = fmul <16 x float> %t280, %t279
  %t282 = fadd <16 x float> %t281, %t52
  %t283 = fcmp olt <16 x float> %t282, splat (float 0x0000000000000000)
  %t284 = select <16 x i1> %t283, <16 x float> splat (float 0x0000000000000000), <16 x float> %t282
  %t285 = fcmp ogt <16 x float> %t284, splat (float 0x4018000000000000)
  %t286 = select <16 x i1> %t285, <16 x float> splat (float 0x4018000000000000), <16 x float> %t284
  %t287 = mul i64 %t246, %size.ldc
  %t288 = add i64 %t287, %t18
  %t289 = getelementptr float, ptr %buf.c, i64 %t288
  br i1 %t53, label %whole290, label %part291
whole290:
  %t292 = getelementptr float, ptr %t289, i64 0
  store <16 x float> %t272, ptr %t292, align 4
  %t293 = getelementptr float, ptr %t289, i64 16
  store <16 x float> %t286, ptr %t293, align 4
  br label %rowdone244
part291:
  %t294 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t272, ptr %t294, align 4
  %t295 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t286, ptr %t295, align 4
  store i64 0, ptr %c296
  br label %head297
head297:
  %i300 = load i64, ptr %c296
  %t301 = icmp slt i64 %i300, %t24
  br i1 %t301, label %body298, label %done299
body298:
  %t302 = getelementptr float, ptr %rowbuf, i64 %i300
  %t303 = load float, ptr %t302, align 4
  %t304 = getelementptr float, ptr %t289, i64 %i300
  store float %t303, ptr %t304, align 4
  %t305 = add nsw i64 %i300, 1
  store i64 %t305, ptr %c296
  br label %head297
done299:
  br label %rowdone244
rowdone244:
  %t308 = icmp slt i64 4, %t21
  br i1 %t308, label %row306, label %rowdone307
row306:
  %t309 = add i64 %t17, 4
  %t310 = getelementptr i32, ptr %buf.radd, i64 %t309
  %t311 = load i32, ptr %t310, align 4
  %t312 = insertelement <16 x i32> poison, i32 %t311, i64 0
  %t313 = shufflevector <16 x i32> %t312, <16 x i32> poison, <16 x i32> zeroinitializer
  %t314 = getelementptr i32, ptr %buf.rmul, i64 %t309
  %t315 = load i32, ptr %t314, align 4
  %t316 = insertelement <16 x i32> poison, i32 %t315, i64 0
  %t317 = shufflevector <16 x i32> %t316, <16 x i32> poison, <16 x i32> zeroinitializer
  %t318 = getelementptr float, ptr %buf.rscale, i64 %t309
  %t319 = load float, ptr %t318, align 4
  %t320 = insertelement <16 x float> poison, float %t319, i64 0
  %t321 = shufflevector <16 x float> %t320, <16 x float> poison, <16 x i32> zeroinitializer
  %t322 = getelementptr <16 x i32>, ptr %tile, i64 8
  %t323 = load <16 x i32>, ptr %t322, align 4
  %t324 = add <16 x i32> %t323, %t313
  %t325 = mul <16 x i32> %t317, %t37
  %t326 = add <16 x i32> %t31, %t325
  %t327 = add <16 x i32> %t324, %t326
  %t328 = fmul <16 x float> %t43, %t321
  %t329 = sitofp <16 x i32> %t327 to <16 x float>
  %t330 = fmul <16 x float> %t329, %t328
  %t331 = fadd <16 x float> %t330, %t49
  %t332 = fcmp olt <16 x float> %t331, splat (float 0x0000000000000000)
  %t333 = select <16 x i1> %t332, <16 x float> splat (float 0x0000000000000000), <16 x float> %t331
  %t334 = fcmp ogt <16 x float> %t333, splat (float 0x4018000000000000)
  %t335 = select <16 x i1> %t334, <16 x float> splat (float 0x4018000000000000), <16 x float> %t333
  %t336 = getelementptr <16 x i32>, ptr %tile, i64 9
  %t337 = load <16 x i32>, ptr %t336, align 4
  %t338 = add <16 x i32> %t337, %t313
  %t339 = mul <16 x i32> %t317, %t40
  %t340 = add <16 x i32> %t34, %t339
  %t341 = add <16 x i32> %t338, %t340
  %t342 = fmul <16 x float> %t46, %t321
  %t343 = sitofp <16 x i32> %t341 to <16 x float>
  %t344 = fmul <16 x float> %t343, %t342
  %t345 = fadd <16 x float> %t344, %t52
  %t346 = fcmp olt <16 x float> %t345, splat (float 0x0000000000000000)
  %t347 = select <16 x i1> %t346, <16 x float> splat (float 0x0000000000000000), <16 x float> %t345
  %t348 = fcmp ogt <16 x float> %t347, splat (float 0x4018000000000000)
  %t349 = select <16 x i1> %t348, <16 x float> splat (float 0x4018000000000000), <16 x float> %t347
  %t350 = mul i64 %t309, %size.ldc
  %t351 = add i64 %t350, %t18
  %t352 = getelementptr float, ptr %buf.c, i64 %t351
  br i1 %t53, label %whole353, label %part354
whole353:
  %t355 = getelementptr float, ptr %t352, i64 0
  store <16 x float> %t335, ptr %t355, align 4
  %t356 = getelementptr float, ptr %t352, i64 16
  store <16 x float> %t349, ptr %t356, align 4
  br label %rowdone307
part354:
  %t357 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t335, ptr %t357, align 4
  %t358 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t349, ptr %t358, align 4
  store i64 0, ptr %c359
  br label %head360
head360:
  %i363 = load i64, ptr %c359
  %t364 = icmp slt i64 %i363, %t24
  br i1 %t364, label %body361, label %done362
body361:
  %t365 = getelementptr float, ptr %rowbuf, i64 %i363
  %t366 = load float, ptr %t365, align 4
  %t367 = getelementptr float, ptr %t352, i64 %i363
  store float %t366, ptr %t367, align 4
  %t368 = add nsw i64 %i363, 1
  store i64 %t368, ptr %c359
  br label %head360
done362:
  br label %rowdone307
rowdone307:
  %t371 = icmp slt i64 5, %t21
  br i1 %t371, label %row369, label %rowdone370
row369:
  %t372 = add i64 %t17, 5
  %t373 = getelementptr i32, ptr %buf.radd, i64 %t372
  %t374 = load i32, ptr %t373, align 4
  %t375 = insertelement <16 x i32> poison, i32 %t374, i64 0
  %t376 = shufflevector <16 x i32> %t375, <16 x i32> poison, <16 x i32> zeroinitializer
  %t377 = getelementptr i32, ptr %buf.rmul, i64 %t372
  %t378 = load i32, ptr %t377, align 4
  %t379 = insertelement <16 x i32> poison, i32 %t378, i64 0
  %t380 = shufflevector <16 x i32> %t379, <16 x i32> poison, <16 x i32> zeroinitializer
  %t381 = getelementptr float, ptr %buf.rscale, i64 %t372
  %t382 = load float, ptr %t381, align 4
  %t383 = insertelement <16 x float> poison, float %t382, i64 0
  %t384 = shufflevector <16 x float> %t383, <16 x float> poison, <16 x i32> zeroinitializer
  %t385 = getelementptr <16 x i32>, ptr %tile, i64 10
  %t386 = load <16 x i32>, ptr %t385, align 4
  %t387 = add <16 x i32> %t386, %t376
  %t388 = mul <16 x i32> %t380, %t37
  %t389 = add <16 x i32> %t31, %t388
  %t390 = add <16 x i32> %t387, %t389
  %t391 = fmul <16 x float> %t43, %t384
  %t392 = sitofp <16 x i32> %t390 to <16 x float>
  %t393 = fmul <16 x float> %t392, %t391
  %t394 = fadd <16 x float> %t393, %t49
  %t395 = fcmp olt <16 x float> %t394, splat (float 0x0000000000000000)
  %t396 = select <16 x i1> %t395, <16 x float> splat (float 0x0000000000000000), <16 x float> %t394
  %t397 = fcmp ogt <16 x float> %t396, splat (float 0x4018000000000000)
  %t398 = select <16 x i1> %t397, <16 x float> splat (float 0x4018000000000000), <16 x float> %t396
  %t399 = getelementptr <16 x i32>, ptr %tile, i64 11
  %t400 = load <16 x i32>, ptr %t399, align 4
  %t401 = add <16 x i32> %t400, %t376
  %t402 = mul <16 x i32> %t380, %t40
  %t403 = add <16 x i32> %t34, %t402
  %t404 = add <16 x i32> %t401, %t403
  %t405 = fmul <16 x float> %t46, %t384
  %t406 = sitofp <16 x i32> %t404 to <16 x float>
  %t407 = fmul <16 x float> %t406, %t405
  %t408 = fadd <16 x float> %t407, %t52
  %t409 = fcmp olt <16 x float> %t408, splat (float 0x0000000000000000)
  %t410 = select <16 x i1> %t409, <16 x float> splat (float 0x0000000000000000), <16 x float> %t408
  %t411 = fcmp ogt <16 x float> %t410, splat (float 0x4018000000000000)
  %t412 = select <16 x i1> %t411, <16 x float> splat (float 0x4018000000000000), <16 x float> %t410
  %t413 = mul i64 %t372, %size.ldc
  %t414 = add i64 %t413, %t18
  %t415 = getelementptr float, ptr %buf.c, i64 %t414
  br i1 %t53, label %whole416, label %part417
whole416:
  %t418 = getelementptr float, ptr %t415, i64 0
  store <16 x float> %t398, ptr %t418, align 4
  %t419 = getelementptr float, ptr %t415, i64 16
  store <16 x float> %t412, ptr %t419, align 4
  br label %rowdone370
part417:
  %t420 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t398, ptr %t420, align 4
  %t421 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t412, ptr %t421, align 4
  store i64 0, ptr %c422
  br label %head423
head423:
  %i426 = load i64, ptr %c422
  %t427 = icmp slt i64 %i426, %t24
  br i1 %t427, label %body424, label %done425
body424:
  %t428 = getelementptr float, ptr %rowbuf, i64 %i426
  %t429 = load float, ptr %t428, align 4
  %t430 = getelementptr float, ptr %t415, i64 %i426
  store float %t429, ptr %t430, align 4
  %t431 = add nsw i64 %i426, 1
  store i64 %t431, ptr %c422
  br label %head423
done425:
  br label %rowdone370
rowdone370:
  %t434 = icmp slt i64 6, %t21
  br i1 %t434, label %row432, label %rowdone433
row432:
  %t435 = add i64 %t17, 6
  %t436 = getelementptr i32, ptr %buf.radd, i64 %t435
  %t437 = load i32, ptr %t436, align 4
  %t438 = insertelement <16 x i32> poison, i32 %t437, i64 0
  %t439 = shufflevector <16 x i32> %t438, <16 x i32> poison, <16 x i32> zeroinitializer
  %t440 = getelementptr i32, ptr %buf.rmul, i64 %t435
  %t441 = load i32, ptr %t440, align 4
  %t442 = insertelement <16 x i32> poison, i32 %t441, i64 0
  %t443 = shufflevector <16 x i32> %t442, <16 x i32> poison, <16 x i32> zeroinitializer
  %t444 = getelementptr float, ptr %buf.rscale, i64 %t435
  %t445 = load float, ptr %t444, align 4
  %t446 = insertelement <16 x float> poison, float %t445, i64 0
  %t447 = shufflevector <16 x float> %t446, <16 x float> poison, <16 x i32> zeroinitializer
  %t448 = getelementptr <16 x i32>, ptr %tile, i64 12
  %t449 = load <16 x i32>, ptr %t448, align 4
  %t450 = add <16 x i32> %t449, %t439
  %t451 = mul <16 x i32> %t443, %t37
  %t452 = add <16 x i32> %t31, %t451
  %t453 = add <16 x i32> %t450, %t452
  %t454 = fmul <16 x float> %t43, %t447
  %t455 = sitofp <16 x i32> %t453 to <16 x float>
  %t456 = fmul <16 x float> %t455, %t454
  %t457 = fadd <16 x float> %t456, %t49
  %t458 = fcmp olt <16 x float> %t457, splat (float 0x0000000000000000)
  %t459 = select <16 x i1> %t458, <16 x float> splat (float 0x0000000000000000), <16 x float> %t457
  %t460 = fcmp ogt <16 x float> %t459, splat (float 0x4018000000000000)
  %t461 = select <16 x i1> %t460, <16 x float> splat (float 0x4018000000000000), <16 x float> %t459
  %t462 = getelementptr <16 x i32>, ptr %tile, i64 13
  %t463 = load <16 x i32>, ptr %t462, align 4
  %t464 = add <16 x i32> %t463, %t439
  %t465 = mul <16 x i32> %t443, %t40
  %t466 = add <16 x i32> %t34, %t465
  %t467 = add <16 x i32> %t464, %t466
  %t468 = fmul <16 x float> %t46, %t447
  %t469 = sitofp <16 x i32> %t467 to <16 x float>
  %t470 = fmul <16 x float> %t469, %t468
  %t471 = fadd <16 x float> %t470, %t52
  %t472 = fcmp olt <16 x float> %t471, splat (float 0x0000000000000000)
  %t473 = select <16 x i1> %t472, <16 x float> splat (float 0x0000000000000000), <16 x float> %t471
  %t474 = fcmp ogt <16 x float> %t473, splat (float 0x4018000000000000)
  %t475 = select <16 x i1> %t474, <16 x float> splat (float 0x4018000000000000), <16 x float> %t473
  %t476 = mul i64 %t435, %size.ldc
  %t477 = add i64 %t476, %t18
  %t478 = getelementptr float, ptr %buf.c, i64 %t477
  br i1 %t53, label %whole479, label %part480
whole479:
  %t481 = getelementptr float, ptr %t478, i64 0
  store <16 x float> %t461, ptr %t481, align 4
  %t482 = getelementptr float, ptr %t478, i64 16
  store <16 x float> %t475, ptr %t482, align 4
  br label %rowdone433
part480:
  %t483 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t461, ptr %t483, align 4
  %t484 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t475, ptr %t484, align 4
  store i64 0, ptr %c485
  br label %head486
head486:
  %i489 = load i64, ptr %c485
  %t490 = icmp slt i64 %i489, %t24
  br i1 %t490, label %body487, label %done488
body487:
  %t491 = getelementptr float, ptr %rowbuf, i64 %i489
  %t492 = load float, ptr %t491, align 4
  %t493 = getelementptr float, ptr %t478, i64 %i489
  store float %t492, ptr %t493, align 4
  %t494 = add nsw i64 %i489, 1
  store i64 %t494, ptr %c485
  br label %head486
done488:
  br label %rowdone433
rowdone433:
  %t497 = icmp slt i64 7, %t21
  br i1 %t497, label %row495, label %rowdone496
row495:
  %t498 = add i64 %t17, 7
  %t499 = getelementptr i32, ptr %buf.radd, i64 %t498
  %t500 = load i32, ptr %t499, align 4
  %t501 = insertelement <16 x i32> poison, i32 %t500, i64 0
  %t502 = shufflevector <16 x i32> %t501, <16 x i32> poison, <16 x i32> zeroinitializer
  %t503 = getelementptr i32, ptr %buf.rmul, i64 %t498
  %t504 = load i32, ptr %t503, align 4
  %t505 = insertelement <16 x i32> poison, i32 %t504, i64 0
  %t506 = shufflevector <16 x i32> %t505, <16 x i32> poison, <16 x i32> zeroinitializer
  %t507 = getelementptr float, ptr %buf.rscale, i64 %t498
  %t508 = load float, ptr %t507, align 4
  %t509 = insertelement <16 x float> poison, float %t508, i64 0
  %t510 = shufflevector <16 x float> %t509, <16 x float> poison, <16 x i32> zeroinitializer
  %t511 = getelementptr <16 x i32>, ptr %tile, i64 14
  %t512 = load <16 x i32>, ptr %t511, align 4
  %t513 = add <16 x i32> %t512, %t502
  %t514 = mul <16 x i32> %t506, %t37
  %t515 = add <16 x i32> %t31, %t514
  %t516 = add <16 x i32> %t513, %t515
  %t517 = fmul <16 x float> %t43, %t510
  %t518 = sitofp <16 x i32> %t516 to <16 x float>
  %t519 = fmul <16 x float> %t518, %t517
  %t520 = fadd <16 x float> %t519, %t49
  %t521 = fcmp olt <16 x float> %t520, splat (float 0x0000000000000000)
  %t522 = select <16 x i1> %t521, <16 x float> splat (float 0x0000000000000000), <16 x float> %t520
  %t523 = fcmp ogt <16 x float> %t522, splat (float 0x4018000000000000)
  %t524 = select <16 x i1> %t523, <16 x float> splat (float 0x4018000000000000), <16 x float> %t522
  %t525 = getelementptr <16 x i32>, ptr %tile, i64 15
  %t526 = load <16 x i32>, ptr %t525, align 4
  %t527 = add <16 x i32> %t526, %t502
  %t528 = mul <16 x i32> %t506, %t40
  %t529 = add <16 x i32> %t34, %t528
  %t530 = add <16 x i32> %t527, %t529
  %t531 = fmul <16 x float> %t46, %t510
  %t532 = sitofp <16 x i32> %t530 to <16 x float>
  %t533 = fmul <16 x float> %t532, %t531
  %t534 = fadd <16 x float> %t533, %t52
  %t535 = fcmp olt <16 x float> %t534, splat (float 0x0000000000000000)
  %t536 = select <16 x i1> %t535, <16 x float> splat (float 0x0000000000000000), <16 x float> %t534
  %t537 = fcmp ogt <16 x float> %t536, splat (float 0x4018000000000000)
  %t538 = select <16 x i1> %t537, <16 x float> splat (float 0x4018000000000000), <16 x float> %t536
  %t539 = mul i64 %t498, %size.ldc
  %t540 = add i64 %t539, %t18
  %t541 = getelementptr float, ptr %buf.c, i64 %t540
  br i1 %t53, label %whole542, label %part543
whole542:
  %t544 = getelementptr float, ptr %t541, i64 0
  store <16 x float> %t524, ptr %t544, align 4
  %t545 = getelementptr float, ptr %t541, i64 16
  store <16 x float> %t538, ptr %t545, align 4
  br label %rowdone496
part543:
  %t546 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t524, ptr %t546, align 4
  %t547 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t538, ptr %t547, align 4
  store i64 0, ptr %c548
  br label %head549
head549:
  %i552 = load i64, ptr %c548
  %t553 = icmp slt i64 %i552, %t24
  br i1 %t553, label %body550, label %done551
body550:
  %t554 = getelementptr float, ptr %rowbuf, i64 %i552
  %t555 = load float, ptr %t554, align 4
  %t556 = getelementptr float, ptr %t541, i64 %i552
  store float %t555, ptr %t556, align 4
  %t557 = add nsw i64 %i552, 1
  store i64 %t557, ptr %c548
  br label %head549
done551:
  br label %rowdone496
rowdone496:
  %t560 = icmp slt i64 8, %t21
  br i1 %t560, label %row558, label %rowdone559
row558:
  %t561 = add i64 %t17, 8
  %t562 = getelementptr i32, ptr %buf.radd, i64 %t561
  %t563 = load i32, ptr %t562, align 4
  %t564 = insertelement <16 x i32> poison, i32 %t563, i64 0
  %t565 = shufflevector <16 x i32> %t564, <16 x i32> poison, <16 x i32> zeroinitializer
  %t566 = getelementptr i32, ptr %buf.rmul, i64 %t561
  %t567 = load i32, ptr %t566, align 4
  %t568 = insertelement <16 x i32> poison, i32 %t567, i64 0
  %t569 = shufflevector <16 x i32> %t568, <16 x i32> poison, <16 x i32> zeroinitializer
  %t570 = getelementptr float, ptr %buf.rscale, i64 %t561
  %t571 = load float, ptr %t570, align 4
  %t572 = insertelement <16 x float> poison, float %t571, i64 0
  %t573 = shufflevector <16 x float> %t572, <16 x float> poison, <16 x i32> zeroinitializer
  %t574 = getelementptr <16 x i32>, ptr %tile, i64 16
  %t575 = load <16 x i32>, ptr %t574, align 4
  %t576 = add <16 x i32> %t575, %t565
  %t577 = mul <16 x i32> %t569, %t37
  %t578 = add <16 x i32> %t31, %t577
  %t579 = add <16 x i32> %t576, %t578
  %t580 = fmul <16 x float> %t43, %t573
  %t581 = sitofp <16 x i32> %t579 to <16 x float>
  %t582 = fmul <16 x float> %t581, %t580
  %t583 = fadd <16 x float> %t582, %t49
  %t584 = fcmp olt <16 x float> %t583, splat (float 0x0000000000000000)
  %t585 = select <16 x i1> %t584, <16 x float> splat (float 0x0000000000000000), <16 x float> %t583
  %t586 = fcmp ogt <16 x float> %t585, splat (float 0x4018000000000000)
  %t587 = select <16 x i1> %t586, <16 x float> splat (float 0x4018000000000000), <16 x float> %t585
  %t588 = getelementptr <16 x i32>, ptr %tile, i64 17
  %t589 = load <16 x i32>, ptr %t588, align 4
  %t590 = add <16 x i32> %t589, %t565
  %t591 = mul <16 x i32> %t569, %t40
  %t592 = add <16 x i32> %t34, %t591
  %t593 = add <16 x i32> %t590, %t592
  %t594 = fmul <16 x float> %t46, %t573
  %t595 = sitofp <16 x i32> %t593 to <16 x float>
  %t596 = fmul <16 x float> %t595, %t594
  %t597 = fadd <16 x float> %t596, %t52
  %t598 = fcmp olt <16 x float> %t597, splat (float 0x0000000000000000)
  %t599 = select <16 x i1> %t598, <16 x float> splat (float 0x0000000000000000), <16 x float> %t597
  %t600 = fcmp ogt <16 x float> %t599, splat (float 0x4018000000000000)
  %t601 = select <16 x i1> %t600, <16 x float> splat (float 0x4018000000000000), <16 x float> %t599
  %t602 = mul i64 %t561, %size.ldc
  %t603 = add i64 %t602, %t18
  %t604 = getelementptr float, ptr %buf.c, i64 %t603
  br i1 %t53, label %whole605, label %part606
whole605:
  %t607 = getelementptr float, ptr %t604, i64 0
  store <16 x float> %t587, ptr %t607, align 4
  %t608 = getelementptr float, ptr %t604, i64 16
  store <16 x float> %t601, ptr %t608, align 4
  br label %rowdone559
part606:
  %t609 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t587, ptr %t609, align 4
  %t610 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t601, ptr %t610, align 4
  store i64 0, ptr %c611
  br label %head612
head612:
  %i615 = load i64, ptr %c611
  %t616 = icmp slt i64 %i615, %t24
  br i1 %t616, label %body613, label %done614
body613:
  %t617 = getelementptr float, ptr %rowbuf, i64 %i615
  %t618 = load float, ptr %t617, align 4
  %t619 = getelementptr float, ptr %t604, i64 %i615
  store float %t618, ptr %t619, align 4
  %t620 = add nsw i64 %i615, 1
  store i64 %t620, ptr %c611
  br label %head612
done614:
  br label %rowdone559
rowdone559:
  %t623 = icmp slt i64 9, %t21
  br i1 %t623, label %row621, label %rowdone622
row621:
  %t624 = add i64 %t17, 9
  %t625 = getelementptr i32, ptr %buf.radd, i64 %t624
  %t626 = load i32, ptr %t625, align 4
  %t627 = insertelement <16 x i32> poison, i32 %t626, i64 0
  %t628 = shufflevector <16 x i32> %t627, <16 x i32> poison, <16 x i32> zeroinitializer
  %t629 = getelementptr i32, ptr %buf.rmul, i64 %t624
  %t630 = load i32, ptr %t629, align 4
  %t631 = insertelement <16 x i32> poison, i32 %t630, i64 0
  %t632 = shufflevector <16 x i32> %t631, <16 x i32> poison, <16 x i32> zeroinitializer
  %t633 = getelementptr float, ptr %buf.rscale, i64 %t624
  %t634 = load float, ptr %t633, align 4
  %t635 = insertelement <16 x float> poison, float %t634, i64 0
  %t636 = shufflevector <16 x float> %t635, <16 x float> poison, <16 x i32> zeroinitializer
  %t637 = getelementptr <16 x i32>, ptr %tile, i64 18
  %t638 = load <16 x i32>, ptr %t637, align 4
  %t639 = add <16 x i32> %t638, %t628
  %t640 = mul <16 x i32> %t632, %t37
  %t641 = add <16 x i32> %t31, %t640
  %t642 = add <16 x i32> %t639, %t641
  %t643 = fmul <16 x float> %t43, %t636
  %t644 = sitofp <16 x i32> %t642 to <16 x float>
  %t645 = fmul <16 x float> %t644, %t643
  %t646 = fadd <16 x float> %t645, %t49
  %t647 = fcmp olt <16 x float> %t646, splat (float 0x0000000000000000)
  %t648 = select <16 x i1> %t647, <16 x float> splat (float 0x0000000000000000), <16 x float> %t646
  %t649 = fcmp ogt <16 x float> %t648, splat (float 0x4018000000000000)
  %t650 = select <16 x i1> %t649, <16 x float> splat (float 0x4018000000000000), <16 x float> %t648
  %t651 = getelementptr <16 x i32>, ptr %tile, i64 19
  %t652 = load <16 x i32>, ptr %t651, align 4
  %t653 = add <16 x i32> %t652, %t628
  %t654 = mul <16 x i32> %t632, %t40
  %t655 = add <16 x i32> %t34, %t654
  %t656 = add <16 x i32> %t653, %t655
  %t657 = fmul <16 x float> %t46, %t636
  %t658 = sitofp <16 x i32> %t656 to <16 x float>
  %t659 = fmul <16 x float> %t658, %t657
  %t660 = fadd <16 x float> %t659, %t52
  %t661 = fcmp olt <16 x float> %t660, splat (float 0x0000000000000000)
  %t662 = select <16 x i1> %t661, <16 x float> splat (float 0x0000000000000000), <16 x float> %t660
  %t663 = fcmp ogt <16 x float> %t662, splat (float 0x4018000000000000)
  %t664 = select <16 x i1> %t663, <16 x float> splat (float 0x4018000000000000), <16 x float> %t662
  %t665 = mul i64 %t624, %size.ldc
  %t666 = add i64 %t665, %t18
  %t667 = getelementptr float, ptr %buf.c, i64 %t666
  br i1 %t53, label %whole668, label %part669
whole668:
  %t670 = getelementptr float, ptr %t667, i64 0
  store <16 x float> %t650, ptr %t670, align 4
  %t671 = getelementptr float, ptr %t667, i64 16
  store <16 x float> %t664, ptr %t671, align 4
  br label %rowdone622
part669:
  %t672 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t650, ptr %t672, align 4
  %t673 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t664, ptr %t673, align 4
  store i64 0, ptr %c674
  br label %head675
head675:
  %i678 = load i64, ptr %c674
  %t679 = icmp slt i64 %i678, %t24
  br i1 %t679, label %body676, label %done677
body676:
  %t680 = getelementptr float, ptr %rowbuf, i64 %i678
  %t681 = load float, ptr %t680, align 4
  %t682 = getelementptr float, ptr %t667, i64 %i678
  store float %t681, ptr %t682, align 4
  %t683 = add nsw i64 %i678, 1
  store i64 %t683, ptr %c674
  br label %head675
done677:
  br label %rowdone622
rowdone622:
  %t686 = icmp slt i64 10, %t21
  br i1 %t686, label %row684, label %rowdone685
row684:
  %t687 = add i64 %t17, 10
  %t688 = getelementptr i32, ptr %buf.radd, i64 %t687
  %t689 = load i32, ptr %t688, align 4
  %t690 = insertelement <16 x i32> poison, i32 %t689, i64 0
  %t691 = shufflevector <16 x i32> %t690, <16 x i32> poison, <16 x i32> zeroinitializer
  %t692 = getelementptr i32, ptr %buf.rmul, i64 %t687
  %t693 = load i32, ptr %t692, align 4
  %t694 = insertelement <16 x i32> poison, i32 %t693, i64 0
  %t695 = shufflevector <16 x i32> %t694, <16 x i32> poison, <16 x i32> zeroinitializer
  %t696 = getelementptr float, ptr %buf.rscale, i64 %t687
  %t697 = load float, ptr %t696, align 4
  %t698 = insertelement <16 x float> poison, float %t697, i64 0
  %t699 = shufflevector <16 x float> %t698, <16 x float> poison, <16 x i32> zeroinitializer
  %t700 = getelementptr <16 x i32>, ptr %tile, i64 20
  %t701 = load <16 x i32>, ptr %t700, align 4
  %t702 = add <16 x i32> %t701, %t691
  %t703 = mul <16 x i32> %t695, %t37
  %t704 = add <16 x i32> %t31, %t703
  %t705 = add <16 x i32> %t702, %t704
  %t706 = fmul <16 x float> %t43, %t699
  %t707 = sitofp <16 x i32> %t705 to <16 x float>
  %t708 = fmul <16 x float> %t707, %t706
  %t709 = fadd <16 x float> %t708, %t49
  %t710 = fcmp olt <16 x float> %t709, splat (float 0x0000000000000000)
  %t711 = select <16 x i1> %t710, <16 x float> splat (float 0x0000000000000000), <16 x float> %t709
  %t712 = fcmp ogt <16 x float> %t711, splat (float 0x4018000000000000)
  %t713 = select <16 x i1> %t712, <16 x float> splat (float 0x4018000000000000), <16 x float> %t711
  %t714 = getelementptr <16 x i32>, ptr %tile, i64 21
  %t715 = load <16 x i32>, ptr %t714, align 4
  %t716 = add <16 x i32> %t715, %t691
  %t717 = mul <16 x i32> %t695, %t40
  %t718 = add <16 x i32> %t34, %t717
  %t719 = add <16 x i32> %t716, %t718
  %t720 = fmul <16 x float> %t46, %t699
  %t721 = sitofp <16 x i32> %t719 to <16 x float>
  %t722 = fmul <16 x float> %t721, %t720
  %t723 = fadd <16 x float> %t722, %t52
  %t724 = fcmp olt <16 x float> %t723, splat (float 0x0000000000000000)
  %t725 = select <16 x i1> %t724, <16 x float> splat (float 0x0000000000000000), <16 x float> %t723
  %t726 = fcmp ogt <16 x float> %t725, splat (float 0x4018000000000000)
  %t727 = select <16 x i1> %t726, <16 x float> splat (float 0x4018000000000000), <16 x float> %t725
  %t728 = mul i64 %t687, %size.ldc
  %t729 = add i64 %t728, %t18
  %t730 = getelementptr float, ptr %buf.c, i64 %t729
  br i1 %t53, label %whole731, label %part732
whole731:
  %t733 = getelementptr float, ptr %t730, i64 0
  store <16 x float> %t713, ptr %t733, align 4
  %t734 = getelementptr float, ptr %t730, i64 16
  store <16 x float> %t727, ptr %t734, align 4
  br label %rowdone685
part732:
  %t735 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t713, ptr %t735, align 4
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
  br label %rowdone685
rowdone685:
  %t749 = icmp slt i64 11, %t21
  br i1 %t749, label %row747, label %rowdone748
row747:
  %t750 = add i64 %t17, 11
  %t751 = getelementptr i32, ptr %buf.radd, i64 %t750
  %t752 = load i32, ptr %t751, align 4
  %t753 = insertelement <16 x i32> poison, i32 %t752, i64 0
  %t754 = shufflevector <16 x i32> %t753, <16 x i32> poison, <16 x i32> zeroinitializer
  %t755 = getelementptr i32, ptr %buf.rmul, i64 %t750
  %t756 = load i32, ptr %t755, align 4
  %t757 = insertelement <16 x i32> poison, i32 %t756, i64 0
  %t758 = shufflevector <16 x i32> %t757, <16 x i32> poison, <16 x i32> zeroinitializer
  %t759 = getelementptr float, ptr %buf.rscale, i64 %t750
  %t760 = load float, ptr %t759, align 4
  %t761 = insertelement <16 x float> poison, float %t760, i64 0
  %t762 = shufflevector <16 x float> %t761, <16 x float> poison, <16 x i32> zeroinitializer
  %t763 = getelementptr <16 x i32>, ptr %tile, i64 22
  %t764 = load <16 x i32>, ptr %t763, align 4
  %t765 = add <16 x i32> %t764, %t754
  %t766 = mul <16 x i32> %t758, %t37
  %t767 = add <16 x i32> %t31, %t766
  %t768 = add <16 x i32> %t765, %t767
  %t769 = fmul <16 x float> %t43, %t762
  %t770 = sitofp <16 x i32> %t768 to <16 x float>
  %t771 = fmul <16 x float> %t770, %t769
  %t772 = fadd <16 x float> %t771, %t49
  %t773 = fcmp olt <16 x float> %t772, splat (float 0x0000000000000000)
  %t774 = select <16 x i1> %t773, <16 x float> splat (float 0x0000000000000000), <16 x float> %t772
  %t775 = fcmp ogt <16 x float> %t774, splat (float 0x4018000000000000)
  %t776 = select <16 x i1> %t775, <16 x float> splat (float 0x4018000000000000), <16 x float> %t774
  %t777 = getelementptr <16 x i32>, ptr %tile, i64 23
  %t778 = load <16 x i32>, ptr %t777, align 4
  %t779 = add <16 x i32> %t778, %t754
  %t780 = mul <16 x i32> %t758, %t40
  %t781 = add <16 x i32> %t34, %t780
  %t782 = add <16 x i32> %t779, %t781
  %t783 = fmul <16 x float> %t46, %t762
  %t784 = sitofp <16 x i32> %t782 to <16 x float>
  %t785 = fmul <16 x float> %t784, %t783
  %t786 = fadd <16 x float> %t785, %t52
  %t787 = fcmp olt <16 x float> %t786, splat (float 0x0000000000000000)
  %t788 = select <16 x i1> %t787, <16 x float> splat (float 0x0000000000000000), <16 x float> %t786
  %t789 = fcmp ogt <16 x float> %t788, splat (float 0x4018000000000000)
  %t790 = select <16 x i1> %t789, <16 x float> splat (float 0x4018000000000000), <16 x float> %t788
  %t791 = mul i64 %t750, %size.ldc
  %t792 = add i64 %t791, %t18
  %t793 = getelementptr float, ptr %buf.c, i64 %t792
  br i1 %t53, label %whole794, label %part795
whole794:
  %t796 = getelementptr float, ptr %t793, i64 0
  store <16 x float> %t776, ptr %t796, align 4
  %t797 = getelementptr float, ptr %t793, i64 16
  store <16 x float> %t790, ptr %t797, align 4
  br label %rowdone748
part795:
  %t798 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t776, ptr %t798, align 4
  %t799 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t790, ptr %t799, align 4
  store i64 0, ptr %c800
  br label %head801
head801:
  %i804 = load i64, ptr %c800
  %t805 = icmp slt i64 %i804, %t24
  br i1 %t805, label %body802, label %done803
body802:
  %t806 = getelementptr float, ptr %rowbuf, i64 %i804
  %t807 = load float, ptr %t806, align 4
  %t808 = getelementptr float, ptr %t793, i64 %i804
  store float %t807, ptr %t808, align 4
  %t809 = add nsw i64 %i804, 1
  store i64 %t809, ptr %c800
  br label %head801
done803:
  br label %rowdone748
rowdone748:
  %t810 = add nsw i64 %i13, 1
  store i64 %t810, ptr %c9
  br label %head10
done12:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
