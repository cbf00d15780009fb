declare <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32>, <16 x i32>, <16 x i32>)

define internal void @"jr.qgemm.vnni.l16.12x2.ru.f32.col.clamp0_6.rsc.zc.mk"(ptr %r, i64 %rs, i64 %nrows, ptr %p, i64 %kg, ptr %out) alwaysinline nounwind {
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

define void @"jr.qgemm.vnni.l16.12x2.ru.f32.col.clamp0_6.rsc.zc"(ptr noalias %buf.r, ptr noalias %buf.p, ptr noalias %buf.radd, ptr noalias %buf.cadd, ptr noalias %buf.rmul, ptr noalias %buf.cmul, ptr noalias %buf.scale, ptr noalias %buf.bias, ptr noalias %buf.rscale, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.m, i64 %size.n, i64 %size.kg, i64 %size.rs, i64 %size.ldc, i64 %size.zp, i64 %range.lo, i64 %range.hi) nounwind "no-builtins" {
entry:
  %tile = alloca [24 x <16 x i32>], align 64
  %rowbuf = alloca [32 x float], align 64
  %c9 = alloca i64
  %c87 = alloca i64
  %c136 = alloca i64
  %c185 = alloca i64
  %c234 = alloca i64
  %c283 = alloca i64
  %c332 = alloca i64
  %c381 = alloca i64
  %c430 = alloca i64
  %c479 = alloca i64
  %c528 = alloca i64
  %c577 = alloca i64
  %c626 = alloca i64
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
  call void @"jr.qgemm.vnni.l16.12x2.ru.f32.col.clamp0_6.rsc.zc.mk"(ptr %t26, i64 %size.rs, i64 %t21, ptr %t28, i64 %size.kg, ptr %tile)
  %t29 = add i64 %t18, 0
  %t30 = getelementptr i32, ptr %buf.cadd, i64 %t29
  %t31 = load <16 x i32>, ptr %t30, align 4
  %t32 = add i64 %t18, 16
  %t33 = getelementptr i32, ptr %buf.cadd, i64 %t32
  %t34 = load <16 x i32>, ptr %t33, align 4
  %t35 = add i64 %t18, 0
  %t36 = getelementptr float, ptr %buf.scale, i64 %t35
  %t37 = load <16 x float>, ptr %t36, align 4
  %t38 = add i64 %t18, 16
  %t39 = getelementptr float, ptr %buf.scale, i64 %t38
  %t40 = load <16 x float>, ptr %t39, align 4
  %t41 = add i64 %t18, 0
  %t42 = getelementptr float, ptr %buf.bias, i64 %t41
  %t43 = load <16 x float>, ptr %t42, align 4
  %t44 = add i64 %t18, 16
  %t45 = getelementptr float, ptr %buf.bias, i64 %t44
  %t46 = load <16 x float>, ptr %t45, align 4
  %t47 = icmp eq i64 %t24, 32
  %t50 = icmp slt i64 0, %t21
  br i1 %t50, label %row48, label %rowdone49
row48:
  %t51 = add i64 %t17, 0
  %t52 = getelementptr float, ptr %buf.rscale, i64 %t51
  %t53 = load float, ptr %t52, align 4
  %t54 = insertelement <16 x float> poison, float %t53, i64 0
  %t55 = shufflevector <16 x float> %t54, <16 x float> poison, <16 x i32> zeroinitializer
  %t56 = getelementptr <16 x i32>, ptr %tile, i64 0
  %t57 = load <16 x i32>, ptr %t56, align 4
  %t58 = add <16 x i32> %t57, %t31
  %t59 = fmul <16 x float> %t37, %t55
  %t60 = sitofp <16 x i32> %t58 to <16 x float>
  %t61 = fmul <16 x float> %t60, %t59
  %t62 = fadd <16 x float> %t61, %t43
  %t63 = fcmp olt <16 x float> %t62, splat (float 0x0000000000000000)
  %t64 = select <16 x i1> %t63, <16 x float> splat (float 0x0000000000000000), <16 x float> %t62
  %t65 = fcmp ogt <16 x float> %t64, splat (float 0x4018000000000000)
  %t66 = select <16 x i1> %t65, <16 x float> splat (float 0x4018000000000000), <16 x float> %t64
  %t67 = getelementptr <16 x i32>, ptr %tile, i64 1
  %t68 = load <16 x i32>, ptr %t67, align 4
  %t69 = add <16 x i32> %t68, %t34
  %t70 = fmul <16 x float> %t40, %t55
  %t71 = sitofp <16 x i32> %t69 to <16 x float>
  %t72 = fmul <16 x float> %t71, %t70
  %t73 = fadd <16 x float> %t72, %t46
  %t74 = fcmp olt <16 x float> %t73, splat (float 0x0000000000000000)
  %t75 = select <16 x i1> %t74, <16 x float> splat (float 0x0000000000000000), <16 x float> %t73
  %t76 = fcmp ogt <16 x float> %t75, splat (float 0x4018000000000000)
  %t77 = select <16 x i1> %t76, <16 x float> splat (float 0x4018000000000000), <16 x float> %t75
  %t78 = mul i64 %t51, %size.ldc
  %t79 = add i64 %t78, %t18
  %t80 = getelementptr float, ptr %buf.c, i64 %t79
  br i1 %t47, label %whole81, label %part82
whole81:
  %t83 = getelementptr float, ptr %t80, i64 0
  store <16 x float> %t66, ptr %t83, align 4
  %t84 = getelementptr float, ptr %t80, i64 16
  store <16 x float> %t77, ptr %t84, align 4
  br label %rowdone49
part82:
  %t85 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t66, ptr %t85, align 4
  %t86 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t77, ptr %t86, align 4
  store i64 0, ptr %c87
  br label %head88
head88:
  %i91 = load i64, ptr %c87
  %t92 = icmp slt i64 %i91, %t24
  br i1 %t92, label %body89, label %done90
body89:
  %t93 = getelementptr float, ptr %rowbuf, i64 %i91
  %t94 = load float, ptr %t93, align 4
  %t95 = getelementptr float, ptr %t80, i64 %i91
  store float %t94, ptr %t95, align 4
  %t96 = add nsw i64 %i91, 1
  store i64 %t96, ptr %c87
  br label %head88
done90:
  br label %rowdone49
rowdone49:
  %t99 = icmp slt i64 1, %t21
  br i1 %t99, label %row97, label %rowdone98
row97:
  %t100 = add i64 %t17, 1
  %t101 = getelementptr float, ptr %buf.rscale, i64 %t100
  %t102 = load float, ptr %t101, align 4
  %t103 = insertelement <16 x float> poison, float %t102, i64 0
  %t104 = shufflevector <16 x float> %t103, <16 x float> poison, <16 x i32> zeroinitializer
  %t105 = getelementptr <16 x i32>, ptr %tile, i64 2
  %t106 = load <16 x i32>, ptr %t105, align 4
  %t107 = add <16 x i32> %t106, %t31
  %t108 = fmul <16 x float> %t37, %t104
  %t109 = sitofp <16 x i32> %t107 to <16 x float>
  %t110 = fmul <16 x float> %t109, %t108
  %t111 = fadd <16 x float> %t110, %t43
  %t112 = fcmp olt <16 x float> %t111, splat (float 0x0000000000000000)
  %t113 = select <16 x i1> %t112, <16 x float> splat (float 0x0000000000000000), <16 x float> %t111
  %t114 = fcmp ogt <16 x float> %t113, splat (float 0x4018000000000000)
  %t115 = select <16 x i1> %t114, <16 x float> splat (float 0x4018000000000000), <16 x float> %t113
  %t116 = getelementptr <16 x i32>, ptr %tile, i64 3
  %t117 = load <16 x i32>, ptr %t116, align 4
  %t118 = add <16 x i32> %t117, %t34
  %t119 = fmul <16 x float> %t40, %t104
  %t120 = sitofp <16 x i32> %t118 to <16 x float>
  %t121 = fmul <16 x float> %t120, %t119
  %t122 = fadd <16 x float> %t121, %t46
  %t123 = fcmp olt <16 x float> %t122, splat (float 0x0000000000000000)
  %t124 = select <16 x i1> %t123, <16 x float> splat (float 0x0000000000000000), <16 x float> %t122
  %t125 = fcmp ogt <16 x float> %t124, splat (float 0x4018000000000000)
  %t126 = select <16 x i1> %t125, <16 x float> splat (float 0x4018000000000000), <16 x float> %t124
  %t127 = mul i64 %t100, %size.ldc
  %t128 = add i64 %t127, %t18
  %t129 = getelementptr float, ptr %buf.c, i64 %t128
  br i1 %t47, label %whole130, label %part131
whole130:
  %t132 = getelementptr float, ptr %t129, i64 0
  store <16 x float> %t115, ptr %t132, align 4
  %t133 = getelementptr float, ptr %t129, i64 16
  store <16 x float> %t126, ptr %t133, align 4
  br label %rowdone98
part131:
  %t134 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t115, ptr %t134, align 4
  %t135 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t126, ptr %t135, align 4
  store i64 0, ptr %c136
  br label %head137
head137:
  %i140 = load i64, ptr %c136
  %t141 = icmp slt i64 %i140, %t24
  br i1 %t141, label %body138, label %done139
body138:
  %t142 = getelementptr float, ptr %rowbuf, i64 %i140
  %t143 = load float, ptr %t142, align 4
  %t144 = getelementptr float, ptr %t129, i64 %i140
  store float %t143, ptr %t144, align 4
  %t145 = add nsw i64 %i140, 1
  store i64 %t145, ptr %c136
  br label %head137
done139:
  br label %rowdone98
rowdone98:
  %t148 = icmp slt i64 2, %t21
  br i1 %t148, label %row146, label %rowdone147
row146:
  %t149 = add i64 %t17, 2
  %t150 = getelementptr float, ptr %buf.rscale, i64 %t149
  %t151 = load float, ptr %t150, align 4
  %t152 = insertelement <16 x float> poison, float %t151, i64 0
  %t153 = shufflevector <16 x float> %t152, <16 x float> poison, <16 x i32> zeroinitializer
  %t154 = getelementptr <16 x i32>, ptr %tile, i64 4
  %t155 = load <16 x i32>, ptr %t154, align 4
  %t156 = add <16 x i32> %t155, %t31
  %t157 = fmul <16 x float> %t37, %t153
  %t158 = sitofp <16 x i32> %t156 to <16 x float>
  %t159 = fmul <16 x float> %t158, %t157
  %t160 = fadd <16 x float> %t159, %t43
  %t161 = fcmp olt <16 x float> %t160, splat (float 0x0000000000000000)
  %t162 = select <16 x i1> %t161, <16 x float> splat (float 0x0000000000000000), <16 x float> %t160
  %t163 = fcmp ogt <16 x float> %t162, splat (float 0x4018000000000000)
  %t164 = select <16 x i1> %t163, <16 x float> splat (float 0x4018000000000000), <16 x float> %t162
  %t165 = getelementptr <16 x i32>, ptr %tile, i64 5
  %t166 = load <16 x i32>, ptr %t165, align 4
  %t167 = add <16 x i32> %t166, %t34
  %t168 = fmul <16 x float> %t40, %t153
  %t169 = sitofp <16 x i32> %t167 to <16 x float>
  %t170 = fmul <16 x float> %t169, %t168
  %t171 = fadd <16 x float> %t170, %t46
  %t172 = fcmp olt <16 x float> %t171, splat (float 0x0000000000000000)
  %t173 = select <16 x i1> %t172, <16 x float> splat (float 0x0000000000000000), <16 x float> %t171
  %t174 = fcmp ogt <16 x float> %t173, splat (float 0x4018000000000000)
  %t175 = select <16 x i1> %t174, <16 x float> splat (float 0x4018000000000000), <16 x float> %t173
  %t176 = mul i64 %t149, %size.ldc
  %t177 = add i64 %t176, %t18
  %t178 = getelementptr float, ptr %buf.c, i64 %t177
  br i1 %t47, label %whole179, label %part180
whole179:
  %t181 = getelementptr float, ptr %t178, i64 0
  store <16 x float> %t164, ptr %t181, align 4
  %t182 = getelementptr float, ptr %t178, i64 16
  store <16 x float> %t175, ptr %t182, align 4
  br label %rowdone147
part180:
  %t183 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t164, ptr %t183, align 4
  %t184 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t175, ptr %t184, align 4
  store i64 0, ptr %c185
  br label %head186
head186:
  %i189 = load i64, ptr %c185
  %t190 = icmp slt i64 %i189, %t24
  br i1 %t190, label %body187, label %done188
body187:
  %t191 = getelementptr float, ptr %rowbuf, i64 %i189
  %t192 = load float, ptr %t191, align 4
  %t193 = getelementptr float, ptr %t178, i64 %i189
  store float %t192, ptr %t193, align 4
  %t194 = add nsw i64 %i189, 1
  store i64 %t194, ptr %c185
  br label %head186
done188:
  br label %rowdone147
rowdone147:
  %t197 = icmp slt i64 3, %t21
  br i1 %t197, label %row195, label %rowdone196
row195:
  %t198 = add i64 %t17, 3
  %t199 = getelementptr float, ptr %buf.rscale, i64 %t198
  %t200 = load float, ptr %t199, align 4
  %t201 = insertelement <16 x float> poison, float %t200, i64 0
  %t202 = shufflevector <16 x float> %t201, <16 x float> poison, <16 x i32> zeroinitializer
  %t203 = getelementptr <16 x i32>, ptr %tile, i64 6
  %t204 = load <16 x i32>, ptr %t203, align 4
  %t205 = add <16 x i32> %t204, %t31
  %t206 = fmul <16 x float> %t37, %t202
  %t207 = sitofp <16 x i32> %t205 to <16 x float>
  %t208 = fmul <16 x float> %t207, %t206
  %t209 = fadd <16 x float> %t208, %t43
  %t210 = fcmp olt <16 x float> %t209, splat (float 0x0000000000000000)
  %t211 = select <16 x i1> %t210, <16 x float> splat (float 0x0000000000000000), <16 x float> %t209
  %t212 = fcmp ogt <16 x float> %t211, splat (float 0x4018000000000000)
  %t213 = select <16 x i1> %t212, <16 x float> splat (float 0x4018000000000000), <16 x float> %t211
  %t214 = getelementptr <16 x i32>, ptr %tile, i64 7
  %t215 = load <16 x i32>, ptr %t214, align 4
  %t216 = add <16 x i32> %t215, %t34
  %t217 = fmul <16 x float> %t40, %t202
  %t218 = sitofp <16 x i32> %t216 to <16 x float>
  %t219 = fmul <16 x float> %t218, %t217
  %t220 = fadd <16 x float> %t219, %t46
  %t221 = fcmp olt <16 x float> %t220, splat (float 0x0000000000000000)
  %t222 = select <16 x i1> %t221, <16 x float> splat (float 0x0000000000000000), <16 x float> %t220
  %t223 = fcmp ogt <16 x float> %t222, splat (float 0x4018000000000000)
  %t224 = select <16 x i1> %t223, <16 x float> splat (float 0x4018000000000000), <16 x float> %t222
  %t225 = mul i64 %t198, %size.ldc
  %t226 = add i64 %t225, %t18
  %t227 = getelementptr float, ptr %buf.c, i64 %t226
  br i1 %t47, label %whole228, label %part229
whole228:
  %t230 = getelementptr float, ptr %t227, i64 0
  store <16 x float> %t213, ptr %t230, align 4
  %t231 = getelementptr float, ptr %t227, i64 16
  store <16 x float> %t224, ptr %t231, align 4
  br label %rowdone196
part229:
  %t232 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t213, ptr %t232, align 4
  %t233 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t224, ptr %t233, align 4
  store i64 0, ptr %c234
  br label %head235
head235:
  %i238 = load i64, ptr %c234
  %t239 = icmp slt i64 %i238, %t24
  br i1 %t239, label %body236, label %done237
body236:
  %t240 = getelementptr float, ptr %rowbuf, i64 %i238
  %t241 = load float, ptr %t240, align 4
  %t242 = getelementptr float, ptr %t227, i64 %i238
  store float %t241, ptr %t242, align 4
  %t243 = add nsw i64 %i238, 1
  store i64 %t243, ptr %c234
  br label %head235
done237:
  br label %rowdone196
rowdone196:
  %t246 = icmp slt i64 4, %t21
  br i1 %t246, label %row244, label %rowdone245
row244:
  %t247 = add i64 %t17, 4
  %t248 = getelementptr float, ptr %buf.rscale, i64 %t247
  %t249 = load float, ptr %t248, align 4
  %t250 = insertelement <16 x float> poison, float %t249, i64 0
  %t251 = shufflevector <16 x float> %t250, <16 x float> poison, <16 x i32> zeroinitializer
  %t252 = getelementptr <16 x i32>, ptr %tile, i64 8
  %t253 = load <16 x i32>, ptr %t252, align 4
  %t254 = add <16 x i32> %t253, %t31
  %t255 = fmul <16 x float> %t37, %t251
  %t256 = sitofp <16 x i32> %t254 to <16 x float>
  %t257 = fmul <16 x float> %t256, %t255
  %t258 = fadd <16 x float> %t257, %t43
  %t259 = fcmp olt <16 x float> %t258, splat (float 0x0000000000000000)
  %t260 = select <16 x i1> %t259, <16 x float> splat (float 0x0000000000000000), <16 x float> %t258
  %t261 = fcmp ogt <16 x float> %t260, splat (float 0x4018000000000000)
  %t262 = select <16 x i1> %t261, <16 x float> splat (float 0x4018000000000000), <16 x float> %t260
  %t263 = getelementptr <16 x i32>, ptr %tile, i64 9
  %t264 = load <16 x i32>, ptr %t263, align 4
  %t265 = add <16 x i32> %t264, %t34
  %t266 = fmul <16 x float> %t40, %t251
  %t267 = sitofp <16 x i32> %t265 to <16 x float>
  %t268 = fmul <16 x float> %t267, %t266
  %t269 = fadd <16 x float> %t268, %t46
  %t270 = fcmp olt <16 x float> %t269, splat (float 0x0000000000000000)
  %t271 = select <16 x i1> %t270, <16 x float> splat (float 0x0000000000000000), <16 x float> %t269
  %t272 = fcmp ogt <16 x float> %t271, splat (float 0x4018000000000000)
  %t273 = select <16 x i1> %t272, <16 x float> splat (float 0x4018000000000000), <16 x float> %t271
  %t274 = mul i64 %t247, %size.ldc
  %t275 = add i64 %t274, %t18
  %t276 = getelementptr float, ptr %buf.c, i64 %t275
  br i1 %t47, label %whole277, label %part278
whole277:
  %t279 = getelementptr float, ptr %t276, i64 0
  store <16 x float> %t262, ptr %t279, align 4
  %t280 = getelementptr float, ptr %t276, i64 16
  store <16 x float> %t273, ptr %t280, align 4
  br label %rowdone245
part278:
  %t281 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t262, ptr %t281, align 4
  %t282 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t273, ptr %t282, align 4
  store i64 0, ptr %c283
  br label %head284
head284:
  %i287 = load i64, ptr %c283
  %t288 = icmp slt i64 %i287, %t24
  br i1 %t288, label %body285, label %done286
body285:
  %t289 = getelementptr float, ptr %rowbuf, i64 %i287
  %t290 = load float, ptr %t289, align 4
  %t291 = getelementptr float, ptr %t276, i64 %i287
  store float %t290, ptr %t291, align 4
  %t292 = add nsw i64 %i287, 1
  store i64 %t292, ptr %c283
  br label %head284
done286:
  br label %rowdone245
rowdone245:
  %t295 = icmp slt i64 5, %t21
  br i1 %t295, label %row293, label %rowdone294
row293:
  %t296 = add i64 %t17, 5
  %t297 = getelementptr float, ptr %buf.rscale, i64 %t296
  %t298 = load float, ptr %t297, align 4
  %t299 = insertelement <16 x float> poison, float %t298, i64 0
  %t300 = shufflevector <16 x float> %t299, <16 x float> poison, <16 x i32> zeroinitializer
  %t301 = getelementptr <16 x i32>, ptr %tile, i64 10
  %t302 = load <16 x i32>, ptr %t301, align 4
  %t303 = add <16 x i32> %t302, %t31
  %t304 = fmul <16 x float> %t37, %t300
  %t305 = sitofp <16 x i32> %t303 to <16 x float>
  %t306 = fmul <16 x float> %t305, %t304
  %t307 = fadd <16 x float> %t306, %t43
  %t308 = fcmp olt <16 x float> %t307, splat (float 0x0000000000000000)
  %t309 = select <16 x i1> %t308, <16 x float> splat (float 0x0000000000000000), <16 x float> %t307
  %t310 = fcmp ogt <16 x float> %t309, splat (float 0x4018000000000000)
  %t311 = select <16 x i1> %t310, <16 x float> splat (float 0x4018000000000000), <16 x float> %t309
  %t312 = getelementptr <16 x i32>, ptr %tile, i64 11
  %t313 = load <16 x i32>, ptr %t312, align 4
  %t314 = add <16 x i32> %t313, %t34
  %t315 = fmul <16 x float> %t40, %t300
  %t316 = sitofp <16 x i32> %t314 to <16 x float>
  %t317 = fmul <16 x float> %t316, %t315
  %t318 = fadd <16 x float> %t317, %t46
  %t319 = fcmp olt <16 x float> %t318, splat (float 0x0000000000000000)
  %t320 = select <16 x i1> %t319, <16 x float> splat (float 0x0000000000000000), <16 x float> %t318
  %t321 = fcmp ogt <16 x float> %t320, splat (float 0x4018000000000000)
  %t322 = select <16 x i1> %t321, <16 x float> splat (float 0x4018000000000000), <16 x float> %t320
  %t323 = mul i64 %t296, %size.ldc
  %t324 = add i64 %t323, %t18
  %t325 = getelementptr float, ptr %buf.c, i64 %t324
  br i1 %t47, label %whole326, label %part327
whole326:
  %t328 = getelementptr float, ptr %t325, i64 0
  store <16 x float> %t311, ptr %t328, align 4
  %t329 = getelementptr float, ptr %t325, i64 16
  store <16 x float> %t322, ptr %t329, align 4
  br label %rowdone294
part327:
  %t330 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t311, ptr %t330, align 4
  %t331 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t322, ptr %t331, align 4
  store i64 0, ptr %c332
  br label %head333
head333:
  %i336 = load i64, ptr %c332
  %t337 = icmp slt i64 %i336, %t24
  br i1 %t337, label %body334, label %done335
body334:
  %t338 = getelementptr float, ptr %rowbuf, i64 %i336
  %t339 = load float, ptr %t338, align 4
  %t340 = getelementptr float, ptr %t325, i64 %i336
  store float %t339, ptr %t340, align 4
  %t341 = add nsw i64 %i336, 1
  store i64 %t341, ptr %c332
  br label %head333
done335:
  br label %rowdone294
rowdone294:
  %t344 = icmp slt i64 6, %t21
  br i1 %t344, label %row342, label %rowdone343
row342:
  %t345 = add i64 %t17, 6
  %t346 = getelementptr float, ptr %buf.rscale, i64 %t345
  %t347 = load float, ptr %t346, align 4
  %t348 = insertelement <16 x float> poison, float %t347, i64 0
  %t349 = shufflevector <16 x float> %t348, <16 x float> poison, <16 x i32> zeroinitializer
  %t350 = getelementptr <16 x i32>, ptr %tile, i64 12
  %t351 = load <16 x i32>, ptr %t350, align 4
  %t352 = add <16 x i32> %t351, %t31
  %t353 = fmul <16 x float> %t37, %t349
  %t354 = sitofp <16 x i32> %t352 to <16 x float>
  %t355 = fmul <16 x float> %t354, %t353
  %t356 = fadd <16 x float> %t355, %t43
  %t357 = fcmp olt <16 x float> %t356, splat (float 0x0000000000000000)
  %t358 = select <16 x i1> %t357, <16 x float> splat (float 0x0000000000000000), <16 x float> %t356
  %t359 = fcmp ogt <16 x float> %t358, splat (float 0x4018000000000000)
  %t360 = select <16 x i1> %t359, <16 x float> splat (float 0x4018000000000000), <16 x float> %t358
  %t361 = getelementptr <16 x i32>, ptr %tile, i64 13
  %t362 = load <16 x i32>, ptr %t361, align 4
  %t363 = add <16 x i32> %t362, %t34
  %t364 = fmul <16 x float> %t40, %t349
  %t365 = sitofp <16 x i32> %t363 to <16 x float>
  %t366 = fmul <16 x float> %t365, %t364
  %t367 = fadd <16 x float> %t366, %t46
  %t368 = fcmp olt <16 x float> %t367, splat (float 0x0000000000000000)
  %t369 = select <16 x i1> %t368, <16 x float> splat (float 0x0000000000000000), <16 x float> %t367
  %t370 = fcmp ogt <16 x float> %t369, splat (float 0x4018000000000000)
  %t371 = select <16 x i1> %t370, <16 x float> splat (float 0x4018000000000000), <16 x float> %t369
  %t372 = mul i64 %t345, %size.ldc
  %t373 = add i64 %t372, %t18
  %t374 = getelementptr float, ptr %buf.c, i64 %t373
  br i1 %t47, label %whole375, label %part376
whole375:
  %t377 = getelementptr float, ptr %t374, i64 0
  store <16 x float> %t360, ptr %t377, align 4
  %t378 = getelementptr float, ptr %t374, i64 16
  store <16 x float> %t371, ptr %t378, align 4
  br label %rowdone343
part376:
  %t379 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t360, ptr %t379, align 4
  %t380 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t371, ptr %t380, align 4
  store i64 0, ptr %c381
  br label %head382
head382:
  %i385 = load i64, ptr %c381
  %t386 = icmp slt i64 %i385, %t24
  br i1 %t386, label %body383, label %done384
body383:
  %t387 = getelementptr float, ptr %rowbuf, i64 %i385
  %t388 = load float, ptr %t387, align 4
  %t389 = getelementptr float, ptr %t374, i64 %i385
  store float %t388, ptr %t389, align 4
  %t390 = add nsw i64 %i385, 1
  store i64 %t390, ptr %c381
  br label %head382
done384:
  br label %rowdone343
rowdone343:
  %t393 = icmp slt i64 7, %t21
  br i1 %t393, label %row391, label %rowdone392
row391:
  %t394 = add i64 %t17, 7
  %t395 = getelementptr float, ptr %buf.rscale, i64 %t394
  %t396 = load float, ptr %t395, align 4
  %t397 = insertelement <16 x float> poison, float %t396, i64 0
  %t398 = shufflevector <16 x float> %t397, <16 x float> poison, <16 x i32> zeroinitializer
  %t399 = getelementptr <16 x i32>, ptr %tile, i64 14
  %t400 = load <16 x i32>, ptr %t399, align 4
  %t401 = add <16 x i32> %t400, %t31
  %t402 = fmul <16 x float> %t37, %t398
  %t403 = sitofp <16 x i32> %t401 to <16 x float>
  %t404 = fmul <16 x float> %t403, %t402
  %t405 = fadd <16 x float> %t404, %t43
  %t406 = fcmp olt <16 x float> %t405, splat (float 0x0000000000000000)
  %t407 = select <16 x i1> %t406, <16 x float> splat (float 0x0000000000000000), <16 x float> %t405
  %t408 = fcmp ogt <16 x float> %t407, splat (float 0x4018000000000000)
  %t409 = select <16 x i1> %t408, <16 x float> splat (float 0x4018000000000000), <16 x float> %t407
  %t410 = getelementptr <16 x i32>, ptr %tile, i64 15
  %t411 = load <16 x i32>, ptr %t410, align 4
  %t412 = add <16 x i32> %t411, %t34
  %t413 = fmul <16 x float> %t40, %t398
  %t414 = sitofp <16 x i32> %t412 to <16 x float>
  %t415 = fmul <16 x float> %t414, %t413
  %t416 = fadd <16 x float> %t415, %t46
  %t417 = fcmp olt <16 x float> %t416, splat (float 0x0000000000000000)
  %t418 = select <16 x i1> %t417, <16 x float> splat (float 0x0000000000000000), <16 x float> %t416
  %t419 = fcmp ogt <16 x float> %t418, splat (float 0x4018000000000000)
  %t420 = select <16 x i1> %t419, <16 x float> splat (float 0x4018000000000000), <16 x float> %t418
  %t421 = mul i64 %t394, %size.ldc
  %t422 = add i64 %t421, %t18
  %t423 = getelementptr float, ptr %buf.c, i64 %t422
  br i1 %t47, label %whole424, label %part425
whole424:
  %t426 = getelementptr float, ptr %t423, i64 0
  store <16 x float> %t409, ptr %t426, align 4
  %t427 = getelementptr float, ptr %t423, i64 16
  store <16 x float> %t420, ptr %t427, align 4
  br label %rowdone392
part425:
  %t428 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t409, ptr %t428, align 4
  %t429 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t420, ptr %t429, align 4
  store i64 0, ptr %c430
  br label %head431
head431:
  %i434 = load i64, ptr %c430
  %t435 = icmp slt i64 %i434, %t24
  br i1 %t435, label %body432, label %done433
body432:
  %t436 = getelementptr float, ptr %rowbuf, i64 %i434
  %t437 = load float, ptr %t436, align 4
  %t438 = getelementptr float, ptr %t423, i64 %i434
  store float %t437, ptr %t438, align 4
  %t439 = add nsw i64 %i434, 1
  store i64 %t439, ptr %c430
  br label %head431
done433:
  br label %rowdone392
rowdone392:
  %t442 = icmp slt i64 8, %t21
  br i1 %t442, label %row440, label %rowdone441
row440:
  %t443 = add i64 %t17, 8
  %t444 = getelementptr float, ptr %buf.rscale, i64 %t443
  %t445 = load float, ptr %t444, align 4
  %t446 = insertelement <16 x float> poison, float %t445, i64 0
  %t447 = shufflevector <16 x float> %t446, <16 x float> poison, <16 x i32> zeroinitializer
  %t448 = getelementptr <16 x i32>, ptr %tile, i64 16
  %t449 = load <16 x i32>, ptr %t448, align 4
  %t450 = add <16 x i32> %t449, %t31
  %t451 = fmul <16 x float> %t37, %t447
  %t452 = sitofp <16 x i32> %t450 to <16 x float>
  %t453 = fmul <16 x float> %t452, %t451
  %t454 = fadd <16 x float> %t453, %t43
  %t455 = fcmp olt <16 x float> %t454, splat (float 0x0000000000000000)
  %t456 = select <16 x i1> %t455, <16 x float> splat (float 0x0000000000000000), <16 x float> %t454
  %t457 = fcmp ogt <16 x float> %t456, splat (float 0x4018000000000000)
  %t458 = select <16 x i1> %t457, <16 x float> splat (float 0x4018000000000000), <16 x float> %t456
  %t459 = getelementptr <16 x i32>, ptr %tile, i64 17
  %t460 = load <16 x i32>, ptr %t459, align 4
  %t461 = add <16 x i32> %t460, %t34
  %t462 = fmul <16 x float> %t40, %t447
  %t463 = sitofp <16 x i32> %t461 to <16 x float>
  %t464 = fmul <16 x float> %t463, %t462
  %t465 = fadd <16 x float> %t464, %t46
  %t466 = fcmp olt <16 x float> %t465, splat (float 0x0000000000000000)
  %t467 = select <16 x i1> %t466, <16 x float> splat (float 0x0000000000000000), <16 x float> %t465
  %t468 = fcmp ogt <16 x float> %t467, splat (float 0x4018000000000000)
  %t469 = select <16 x i1> %t468, <16 x float> splat (float 0x4018000000000000), <16 x float> %t467
  %t470 = mul i64 %t443, %size.ldc
  %t471 = add i64 %t470, %t18
  %t472 = getelementptr float, ptr %buf.c, i64 %t471
  br i1 %t47, label %whole473, label %part474
whole473:
  %t475 = getelementptr float, ptr %t472, i64 0
  store <16 x float> %t458, ptr %t475, align 4
  %t476 = getelementptr float, ptr %t472, i64 16
  store <16 x float> %t469, ptr %t476, align 4
  br label %rowdone441
part474:
  %t477 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t458, ptr %t477, align 4
  %t478 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t469, ptr %t478, align 4
  store i64 0, ptr %c479
  br label %head480
head480:
  %i483 = load i64, ptr %c479
  %t484 = icmp slt i64 %i483, %t24
  br i1 %t484, label %body481, label %done482
body481:
  %t485 = getelementptr float, ptr %rowbuf, i64 %i483
  %t486 = load float, ptr %t485, align 4
  %t487 = getelementptr float, ptr %t472, i64 %i483
  store float %t486, ptr %t487, align 4
  %t488 = add nsw i64 %i483, 1
  store i64 %t488, ptr %c479
  br label %head480
done482:
  br label %rowdone441
rowdone441:
  %t491 = icmp slt i64 9, %t21
  br i1 %t491, label %row489, label %rowdone490
row489:
  %t492 = add i64 %t17, 9
  %t493 = getelementptr float, ptr %buf.rscale, i64 %t492
  %t494 = load float, ptr %t493, align 4
  %t495 = insertelement <16 x float> poison, float %t494, i64 0
  %t496 = shufflevector <16 x float> %t495, <16 x float> poison, <16 x i32> zeroinitializer
  %t497 = getelementptr <16 x i32>, ptr %tile, i64 18
  %t498 = load <16 x i32>, ptr %t497, align 4
  %t499 = add <16 x i32> %t498, %t31
  %t500 = fmul <16 x float> %t37, %t496
  %t501 = sitofp <16 x i32> %t499 to <16 x float>
  %t502 = fmul <16 x float> %t501, %t500
  %t503 = fadd <16 x float> %t502, %t43
  %t504 = fcmp olt <16 x float> %t503, splat (float 0x0000000000000000)
  %t505 = select <16 x i1> %t504, <16 x float> splat (float 0x0000000000000000), <16 x float> %t503
  %t506 = fcmp ogt <16 x float> %t505, splat (float 0x4018000000000000)
  %t507 = select <16 x i1> %t506, <16 x float> splat (float 0x4018000000000000), <16 x float> %t505
  %t508 = getelementptr <16 x i32>, ptr %tile, i64 19
  %t509 = load <16 x i32>, ptr %t508, align 4
  %t510 = add <16 x i32> %t509, %t34
  %t511 = fmul <16 x float> %t40, %t496
  %t512 = sitofp <16 x i32> %t510 to <16 x float>
  %t513 = fmul <16 x float> %t512, %t511
  %t514 = fadd <16 x float> %t513, %t46
  %t515 = fcmp olt <16 x float> %t514, splat (float 0x0000000000000000)
  %t516 = select <16 x i1> %t515, <16 x float> splat (float 0x0000000000000000), <16 x float> %t514
  %t517 = fcmp ogt <16 x float> %t516, splat (float 0x4018000000000000)
  %t518 = select <16 x i1> %t517, <16 x float> splat (float 0x4018000000000000), <16 x float> %t516
  %t519 = mul i64 %t492, %size.ldc
  %t520 = add i64 %t519, %t18
  %t521 = getelementptr float, ptr %buf.c, i64 %t520
  br i1 %t47, label %whole522, label %part523
whole522:
  %t524 = getelementptr float, ptr %t521, i64 0
  store <16 x float> %t507, ptr %t524, align 4
  %t525 = getelementptr float, ptr %t521, i64 16
  store <16 x float> %t518, ptr %t525, align 4
  br label %rowdone490
part523:
  %t526 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t507, ptr %t526, align 4
  %t527 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t518, ptr %t527, align 4
  store i64 0, ptr %c528
  br label %head529
head529:
  %i532 = load i64, ptr %c528
  %t533 = icmp slt i64 %i532, %t24
  br i1 %t533, label %body530, label %done531
body530:
  %t534 = getelementptr float, ptr %rowbuf, i64 %i532
  %t535 = load float, ptr %t534, align 4
  %t536 = getelementptr float, ptr %t521, i64 %i532
  store float %t535, ptr %t536, align 4
  %t537 = add nsw i64 %i532, 1
  store i64 %t537, ptr %c528
  br label %head529
done531:
  br label %rowdone490
rowdone490:
  %t540 = icmp slt i64 10, %t21
  br i1 %t540, label %row538, label %rowdone539
row538:
  %t541 = add i64 %t17, 10
  %t542 = getelementptr float, ptr %buf.rscale, i64 %t541
  %t543 = load float, ptr %t542, align 4
  %t544 = insertelement <16 x float> poison, float %t543, i64 0
  %t545 = shufflevector <16 x float> %t544, <16 x float> poison, <16 x i32> zeroinitializer
  %t546 = getelementptr <16 x i32>, ptr %tile, i64 20
  %t547 = load <16 x i32>, ptr %t546, align 4
  %t548 = add <16 x i32> %t547, %t31
  %t549 = fmul <16 x float> %t37, %t545
  %t550 = sitofp <16 x i32> %t548 to <16 x float>
  %t551 = fmul <16 x float> %t550, %t549
  %t552 = fadd <16 x float> %t551, %t43
  %t553 = fcmp olt <16 x float> %t552, splat (float 0x0000000000000000)
  %t554 = select <16 x i1> %t553, <16 x float> splat (float 0x0000000000000000), <16 x float> %t552
  %t555 = fcmp ogt <16 x float> %t554, splat (float 0x4018000000000000)
  %t556 = select <16 x i1> %t555, <16 x float> splat (float 0x4018000000000000), <16 x float> %t554
  %t557 = getelementptr <16 x i32>, ptr %tile, i64 21
  %t558 = load <16 x i32>, ptr %t557, align 4
  %t559 = add <16 x i32> %t558, %t34
  %t560 = fmul <16 x float> %t40, %t545
  %t561 = sitofp <16 x i32> %t559 to <16 x float>
  %t562 = fmul <16 x float> %t561, %t560
  %t563 = fadd <16 x float> %t562, %t46
  %t564 = fcmp olt <16 x float> %t563, splat (float 0x0000000000000000)
  %t565 = select <16 x i1> %t564, <16 x float> splat (float 0x0000000000000000), <16 x float> %t563
  %t566 = fcmp ogt <16 x float> %t565, splat (float 0x4018000000000000)
  %t567 = select <16 x i1> %t566, <16 x float> splat (float 0x4018000000000000), <16 x float> %t565
  %t568 = mul i64 %t541, %size.ldc
  %t569 = add i64 %t568, %t18
  %t570 = getelementptr float, ptr %buf.c, i64 %t569
  br i1 %t47, label %whole571, label %part572
whole571:
  %t573 = getelementptr float, ptr %t570, i64 0
  store <16 x float> %t556, ptr %t573, align 4
  %t574 = getelementptr float, ptr %t570, i64 16
  store <16 x float> %t567, ptr %t574, align 4
  br label %rowdone539
part572:
  %t575 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t556, ptr %t575, align 4
  %t576 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t567, ptr %t576, align 4
  store i64 0, ptr %c577
  br label %head578
head578:
  %i581 = load i64, ptr %c577
  %t582 = icmp slt i64 %i581, %t24
  br i1 %t582, label %body579, label %done580
body579:
  %t583 = getelementptr float, ptr %rowbuf, i64 %i581
  %t584 = load float, ptr %t583, align 4
  %t585 = getelementptr float, ptr %t570, i64 %i581
  store float %t584, ptr %t585, align 4
  %t586 = add nsw i64 %i581, 1
  store i64 %t586, ptr %c577
  br label %head578
done580:
  br label %rowdone539
rowdone539:
  %t589 = icmp slt i64 11, %t21
  br i1 %t589, label %row587, label %rowdone588
row587:
  %t590 = add i64 %t17, 11
  %t591 = getelementptr float, ptr %buf.rscale, i64 %t590
  %t592 = load float, ptr %t591, align 4
  %t593 = insertelement <16 x float> poison, float %t592, i64 0
  %t594 = shufflevector <16 x float> %t593, <16 x float> poison, <16 x i32> zeroinitializer
  %t595 = getelementptr <16 x i32>, ptr %tile, i64 22
  %t596 = load <16 x i32>, ptr %t595, align 4
  %t597 = add <16 x i32> %t596, %t31
  %t598 = fmul <16 x float> %t37, %t594
  %t599 = sitofp <16 x i32> %t597 to <16 x float>
  %t600 = fmul <16 x float> %t599, %t598
  %t601 = fadd <16 x float> %t600, %t43
  %t602 = fcmp olt <16 x float> %t601, splat (float 0x0000000000000000)
  %t603 = select <16 x i1> %t602, <16 x float> splat (float 0x0000000000000000), <16 x float> %t601
  %t604 = fcmp ogt <16 x float> %t603, splat (float 0x4018000000000000)
  %t605 = select <16 x i1> %t604, <16 x float> splat (float 0x4018000000000000), <16 x float> %t603
  %t606 = getelementptr <16 x i32>, ptr %tile, i64 23
  %t607 = load <16 x i32>, ptr %t606, align 4
  %t608 = add <16 x i32> %t607, %t34
  %t609 = fmul <16 x float> %t40, %t594
  %t610 = sitofp <16 x i32> %t608 to <16 x float>
  %t611 = fmul <16 x float> %t610, %t609
  %t612 = fadd <16 x float> %t611, %t46
  %t613 = fcmp olt <16 x float> %t612, splat (float 0x0000000000000000)
  %t614 = select <16 x i1> %t613, <16 x float> splat (float 0x0000000000000000), <16 x float> %t612
  %t615 = fcmp ogt <16 x float> %t614, splat (float 0x4018000000000000)
  %t616 = select <16 x i1> %t615, <16 x float> splat (float 0x4018000000000000), <16 x float> %t614
  %t617 = mul i64 %t590, %size.ldc
  %t618 = add i64 %t617, %t18
  %t619 = getelementptr float, ptr %buf.c, i64 %t618
  br i1 %t47, label %whole620, label %part621
whole620:
  %t622 = getelementptr float, ptr %t619, i64 0
  store <16 x float> %t605, ptr %t622, align 4
  %t623 = getelementptr float, ptr %t619, i64 16
  store <16 x float> %t616, ptr %t623, align 4
  br label %rowdone588
part621:
  %t624 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t605, ptr %t624, align 4
  %t625 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t616, ptr %t625, align 4
  store i64 0, ptr %c626
  br label %head627
head627:
  %i630 = load i64, ptr %c626
  %t631 = icmp slt i64 %i630, %t24
  br i1 %t631, label %body628, label %done629
body628:
  %t632 = getelementptr float, ptr %rowbuf, i64 %i630
  %t633 = load float, ptr %t632, align 4
  %t634 = getelementptr float, ptr %t619, i64 %i630
  store float %t633, ptr %t634, align 4
  %t635 = add nsw i64 %i630, 1
  store i64 %t635, ptr %c626
  br label %head627
done629:
  br label %rowdone588
rowdone588:
  %t636 = add nsw i64 %i13, 1
  store i64 %t636, ptr %c9
  br label %head10
done12:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
