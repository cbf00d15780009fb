declare <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float>)
declare <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32>, <16 x i32>, <16 x i32>)

define internal void @"jr.qgemm.vnni.l16.12x2.ru.f32.col.clamp0_6.rsc.zc.yb.cv.mk"(ptr %r, i64 %rs, i64 %nrows, ptr %p, i64 %kg, ptr %out) alwaysinline nounwind {
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

define void @"jr.qgemm.vnni.l16.12x2.ru.f32.col.clamp0_6.rsc.zc.yb.cv"(ptr noalias %buf.r, ptr noalias %buf.p, ptr noalias %buf.radd, ptr noalias %buf.cadd, ptr noalias %buf.rmul, ptr noalias %buf.cmul, ptr noalias %buf.scale, ptr noalias %buf.bias, ptr noalias %buf.rscale, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.m, i64 %size.n, i64 %size.kg, i64 %size.rs, i64 %size.ldc, i64 %size.zp, i64 %range.lo, i64 %range.hi) nounwind "no-builtins" {
entry:
  %tile = alloca [24 x <16 x i32>], align 64
  %rowbuf = alloca [32 x i16], align 64
  %c9 = alloca i64
  %c91 = alloca i64
  %c144 = alloca i64
  %c197 = alloca i64
  %c250 = alloca i64
  %c303 = alloca i64
  %c356 = alloca i64
  %c409 = alloca i64
  %c462 = alloca i64
  %c515 = alloca i64
  %c568 = alloca i64
  %c621 = alloca i64
  %c674 = alloca i64
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
  call void @"jr.qgemm.vnni.l16.12x2.ru.f32.col.clamp0_6.rsc.zc.yb.cv.mk"(ptr %t26, i64 %size.rs, i64 %t21, ptr %t28, i64 %size.kg, ptr %tile)
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
  %t67 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t66)
  %t68 = bitcast <16 x bfloat> %t67 to <16 x i16>
  %t69 = getelementptr <16 x i32>, ptr %tile, i64 1
  %t70 = load <16 x i32>, ptr %t69, align 4
  %t71 = add <16 x i32> %t70, %t34
  %t72 = fmul <16 x float> %t40, %t55
  %t73 = sitofp <16 x i32> %t71 to <16 x float>
  %t74 = fmul <16 x float> %t73, %t72
  %t75 = fadd <16 x float> %t74, %t46
  %t76 = fcmp olt <16 x float> %t75, splat (float 0x0000000000000000)
  %t77 = select <16 x i1> %t76, <16 x float> splat (float 0x0000000000000000), <16 x float> %t75
  %t78 = fcmp ogt <16 x float> %t77, splat (float 0x4018000000000000)
  %t79 = select <16 x i1> %t78, <16 x float> splat (float 0x4018000000000000), <16 x float> %t77
  %t80 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t79)
  %t81 = bitcast <16 x bfloat> %t80 to <16 x i16>
  %t82 = mul i64 %t51, %size.ldc
  %t83 = add i64 %t82, %t18
  %t84 = getelementptr i16, ptr %buf.c, i64 %t83
  br i1 %t47, label %whole85, label %part86
whole85:
  %t87 = getelementptr i16, ptr %t84, i64 0
  store <16 x i16> %t68, ptr %t87, align 2
  %t88 = getelementptr i16, ptr %t84, i64 16
  store <16 x i16> %t81, ptr %t88, align 2
  br label %rowdone49
part86:
  %t89 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t68, ptr %t89, align 2
  %t90 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t81, ptr %t90, align 2
  store i64 0, ptr %c91
  br label %head92
head92:
  %i95 = load i64, ptr %c91
  %t96 = icmp slt i64 %i95, %t24
  br i1 %t96, label %body93, label %done94
body93:
  %t97 = getelementptr i16, ptr %rowbuf, i64 %i95
  %t98 = load i16, ptr %t97, align 2
  %t99 = getelementptr i16, ptr %t84, i64 %i95
  store i16 %t98, ptr %t99, align 2
  %t100 = add nsw i64 %i95, 1
  store i64 %t100, ptr %c91
  br label %head92
done94:
  br label %rowdone49
rowdone49:
  %t103 = icmp slt i64 1, %t21
  br i1 %t103, label %row101, label %rowdone102
row101:
  %t104 = add i64 %t17, 1
  %t105 = getelementptr float, ptr %buf.rscale, i64 %t104
  %t106 = load float, ptr %t105, align 4
  %t107 = insertelement <16 x float> poison, float %t106, i64 0
  %t108 = shufflevector <16 x float> %t107, <16 x float> poison, <16 x i32> zeroinitializer
  %t109 = getelementptr <16 x i32>, ptr %tile, i64 2
  %t110 = load <16 x i32>, ptr %t109, align 4
  %t111 = add <16 x i32> %t110, %t31
  %t112 = fmul <16 x float> %t37, %t108
  %t113 = sitofp <16 x i32> %t111 to <16 x float>
  %t114 = fmul <16 x float> %t113, %t112
  %t115 = fadd <16 x float> %t114, %t43
  %t116 = fcmp olt <16 x float> %t115, splat (float 0x0000000000000000)
  %t117 = select <16 x i1> %t116, <16 x float> splat (float 0x0000000000000000), <16 x float> %t115
  %t118 = fcmp ogt <16 x float> %t117, splat (float 0x4018000000000000)
  %t119 = select <16 x i1> %t118, <16 x float> splat (float 0x4018000000000000), <16 x float> %t117
  %t120 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t119)
  %t121 = bitcast <16 x bfloat> %t120 to <16 x i16>
  %t122 = getelementptr <16 x i32>, ptr %tile, i64 3
  %t123 = load <16 x i32>, ptr %t122, align 4
  %t124 = add <16 x i32> %t123, %t34
  %t125 = fmul <16 x float> %t40, %t108
  %t126 = sitofp <16 x i32> %t124 to <16 x float>
  %t127 = fmul <16 x float> %t126, %t125
  %t128 = fadd <16 x float> %t127, %t46
  %t129 = fcmp olt <16 x float> %t128, splat (float 0x0000000000000000)
  %t130 = select <16 x i1> %t129, <16 x float> splat (float 0x0000000000000000), <16 x float> %t128
  %t131 = fcmp ogt <16 x float> %t130, splat (float 0x4018000000000000)
  %t132 = select <16 x i1> %t131, <16 x float> splat (float 0x4018000000000000), <16 x float> %t130
  %t133 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t132)
  %t134 = bitcast <16 x bfloat> %t133 to <16 x i16>
  %t135 = mul i64 %t104, %size.ldc
  %t136 = add i64 %t135, %t18
  %t137 = getelementptr i16, ptr %buf.c, i64 %t136
  br i1 %t47, label %whole138, label %part139
whole138:
  %t140 = getelementptr i16, ptr %t137, i64 0
  store <16 x i16> %t121, ptr %t140, align 2
  %t141 = getelementptr i16, ptr %t137, i64 16
  store <16 x i16> %t134, ptr %t141, align 2
  br label %rowdone102
part139:
  %t142 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t121, ptr %t142, align 2
  %t143 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t134, ptr %t143, align 2
  store i64 0, ptr %c144
  br label %head145
head145:
  %i148 = load i64, ptr %c144
  %t149 = icmp slt i64 %i148, %t24
  br i1 %t149, label %body146, label %done147
body146:
  %t150 = getelementptr i16, ptr %rowbuf, i64 %i148
  %t151 = load i16, ptr %t150, align 2
  %t152 = getelementptr i16, ptr %t137, i64 %i148
  store i16 %t151, ptr %t152, align 2
  %t153 = add nsw i64 %i148, 1
  store i64 %t153, ptr %c144
  br label %head145
done147:
  br label %rowdone102
rowdone102:
  %t156 = icmp slt i64 2, %t21
  br i1 %t156, label %row154, label %rowdone155
row154:
  %t157 = add i64 %t17, 2
  %t158 = getelementptr float, ptr %buf.rscale, i64 %t157
  %t159 = load float, ptr %t158, align 4
  %t160 = insertelement <16 x float> poison, float %t159, i64 0
  %t161 = shufflevector <16 x float> %t160, <16 x float> poison, <16 x i32> zeroinitializer
  %t162 = getelementptr <16 x i32>, ptr %tile, i64 4
  %t163 = load <16 x i32>, ptr %t162, align 4
  %t164 = add <16 x i32> %t163, %t31
  %t165 = fmul <16 x float> %t37, %t161
  %t166 = sitofp <16 x i32> %t164 to <16 x float>
  %t167 = fmul <16 x float> %t166, %t165
  %t168 = fadd <16 x float> %t167, %t43
  %t169 = fcmp olt <16 x float> %t168, splat (float 0x0000000000000000)
  %t170 = select <16 x i1> %t169, <16 x float> splat (float 0x0000000000000000), <16 x float> %t168
  %t171 = fcmp ogt <16 x float> %t170, splat (float 0x4018000000000000)
  %t172 = select <16 x i1> %t171, <16 x float> splat (float 0x4018000000000000), <16 x float> %t170
  %t173 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t172)
  %t174 = bitcast <16 x bfloat> %t173 to <16 x i16>
  %t175 = getelementptr <16 x i32>, ptr %tile, i64 5
  %t176 = load <16 x i32>, ptr %t175, align 4
  %t177 = add <16 x i32> %t176, %t34
  %t178 = fmul <16 x float> %t40, %t161
  %t179 = sitofp <16 x i32> %t177 to <16 x float>
  %t180 = fmul <16 x float> %t179, %t178
  %t181 = fadd <16 x float> %t180, %t46
  %t182 = fcmp olt <16 x float> %t181, splat (float 0x0000000000000000)
  %t183 = select <16 x i1> %t182, <16 x float> splat (float 0x0000000000000000), <16 x float> %t181
  %t184 = fcmp ogt <16 x float> %t183, splat (float 0x4018000000000000)
  %t185 = select <16 x i1> %t184, <16 x float> splat (float 0x4018000000000000), <16 x float> %t183
  %t186 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t185)
  %t187 = bitcast <16 x bfloat> %t186 to <16 x i16>
  %t188 = mul i64 %t157, %size.ldc
  %t189 = add i64 %t188, %t18
  %t190 = getelementptr i16, ptr %buf.c, i64 %t189
  br i1 %t47, label %whole191, label %part192
whole191:
  %t193 = getelementptr i16, ptr %t190, i64 0
  store <16 x i16> %t174, ptr %t193, align 2
  %t194 = getelementptr i16, ptr %t190, i64 16
  store <16 x i16> %t187, ptr %t194, align 2
  br label %rowdone155
part192:
  %t195 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t174, ptr %t195, align 2
  %t196 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t187, ptr %t196, align 2
  store i64 0, ptr %c197
  br label %head198
head198:
  %i201 = load i64, ptr %c197
  %t202 = icmp slt i64 %i201, %t24
  br i1 %t202, label %body199, label %done200
body199:
  %t203 = getelementptr i16, ptr %rowbuf, i64 %i201
  %t204 = load i16, ptr %t203, align 2
  %t205 = getelementptr i16, ptr %t190, i64 %i201
  store i16 %t204, ptr %t205, align 2
  %t206 = add nsw i64 %i201, 1
  store i64 %t206, ptr %c197
  br label %head198
done200:
  br label %rowdone155
rowdone155:
  %t209 = icmp slt i64 3, %t21
  br i1 %t209, label %row207, label %rowdone208
row207:
  %t210 = add i64 %t17, 3
  %t211 = getelementptr float, ptr %buf.rscale, i64 %t210
  %t212 = load float, ptr %t211, align 4
  %t213 = insertelement <16 x float> poison, float %t212, i64 0
  %t214 = shufflevector <16 x float> %t213, <16 x float> poison, <16 x i32> zeroinitializer
  %t215 = getelementptr <16 x i32>, ptr %tile, i64 6
  %t216 = load <16 x i32>, ptr %t215, align 4
  %t217 = add <16 x i32> %t216, %t31
  %t218 = fmul <16 x float> %t37, %t214
  %t219 = sitofp <16 x i32> %t217 to <16 x float>
  %t220 = fmul <16 x float> %t219, %t218
  %t221 = fadd <16 x float> %t220, %t43
  %t222 = fcmp olt <16 x float> %t221, splat (float 0x0000000000000000)
  %t223 = select <16 x i1> %t222, <16 x float> splat (float 0x0000000000000000), <16 x float> %t221
  %t224 = fcmp ogt <16 x float> %t223, splat (float 0x4018000000000000)
  %t225 = select <16 x i1> %t224, <16 x float> splat (float 0x4018000000000000), <16 x float> %t223
  %t226 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t225)
  %t227 = bitcast <16 x bfloat> %t226 to <16 x i16>
  %t228 = getelementptr <16 x i32>, ptr %tile, i64 7
  %t229 = load <16 x i32>, ptr %t228, align 4
  %t230 = add <16 x i32> %t229, %t34
  %t231 = fmul <16 x float> %t40, %t214
  %t232 = sitofp <16 x i32> %t230 to <16 x float>
  %t233 = fmul <16 x float> %t232, %t231
  %t234 = fadd <16 x float> %t233, %t46
  %t235 = fcmp olt <16 x float> %t234, splat (float 0x0000000000000000)
  %t236 = select <16 x i1> %t235, <16 x float> splat (float 0x0000000000000000), <16 x float> %t234
  %t237 = fcmp ogt <16 x float> %t236, splat (float 0x4018000000000000)
  %t238 = select <16 x i1> %t237, <16 x float> splat (float 0x4018000000000000), <16 x float> %t236
  %t239 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t238)
  %t240 = bitcast <16 x bfloat> %t239 to <16 x i16>
  %t241 = mul i64 %t210, %size.ldc
  %t242 = add i64 %t241, %t18
  %t243 = getelementptr i16, ptr %buf.c, i64 %t242
  br i1 %t47, label %whole244, label %part245
whole244:
  %t246 = getelementptr i16, ptr %t243, i64 0
  store <16 x i16> %t227, ptr %t246, align 2
  %t247 = getelementptr i16, ptr %t243, i64 16
  store <16 x i16> %t240, ptr %t247, align 2
  br label %rowdone208
part245:
  %t248 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t227, ptr %t248, align 2
  %t249 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t240, ptr %t249, align 2
  store i64 0, ptr %c250
  br label %head251
head251:
  %i254 = load i64, ptr %c250
  %t255 = icmp slt i64 %i254, %t24
  br i1 %t255, label %body252, label %done253
body252:
  %t256 = getelementptr i16, ptr %rowbuf, i64 %i254
  %t257 = load i16, ptr %t256, align 2
  %t258 = getelementptr i16, ptr %t243, i64 %i254
  store i16 %t257, ptr %t258, align 2
  %t259 = add nsw i64 %i254, 1
  store i64 %t259, ptr %c250
  br label %head251
done253:
  br label %rowdone208
rowdone208:
  %t262 = icmp slt i64 4, %t21
  br i1 %t262, label %row260, label %rowdone261
row260:
  %t263 = add i64 %t17, 4
  %t264 = getelementptr float, ptr %buf.rscale, i64 %t263
  %t265 = load float, ptr %t264, align 4
  %t266 = insertelement <16 x float> poison, float %t265, i64 0
  %t267 = shufflevector <16 x float> %t266, <16 x float> poison, <16 x i32> zeroinitializer
  %t268 = getelementptr <16 x i32>, ptr %tile, i64 8
  %t269 = load <16 x i32>, ptr %t268, align 4
  %t270 = add <16 x i32> %t269, %t31
  %t271 = fmul <16 x float> %t37, %t267
  %t272 = sitofp <16 x i32> %t270 to <16 x float>
  %t273 = fmul <16 x float> %t272, %t271
  %t274 = fadd <16 x float> %t273, %t43
  %t275 = fcmp olt <16 x float> %t274, splat (float 0x0000000000000000)
  %t276 = select <16 x i1> %t275, <16 x float> splat (float 0x0000000000000000), <16 x float> %t274
  %t277 = fcmp ogt <16 x float> %t276, splat (float 0x4018000000000000)
  %t278 = select <16 x i1> %t277, <16 x float> splat (float 0x4018000000000000), <16 x float> %t276
  %t279 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t278)
  %t280 = bitcast <16 x bfloat> %t279 to <16 x i16>
  %t281 = getelementptr <16 x i32>, ptr %tile, i64 9
  %t282 = load <16 x i32>, ptr %t281, align 4
  %t283 = add <16 x i32> %t282, %t34
  %t284 = fmul <16 x float> %t40, %t267
  %t285 = sitofp <16 x i32> %t283 to <16 x float>
  %t286 = fmul <16 x float> %t285, %t284
  %t287 = fadd <16 x float> %t286, %t46
  %t288 = fcmp olt <16 x float> %t287, splat (float 0x0000000000000000)
  %t289 = select <16 x i1> %t288, <16 x float> splat (float 0x0000000000000000), <16 x float> %t287
  %t290 = fcmp ogt <16 x float> %t289, splat (float 0x4018000000000000)
  %t291 = select <16 x i1> %t290, <16 x float> splat (float 0x4018000000000000), <16 x float> %t289
  %t292 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t291)
  %t293 = bitcast <16 x bfloat> %t292 to <16 x i16>
  %t294 = mul i64 %t263, %size.ldc
  %t295 = add i64 %t294, %t18
  %t296 = getelementptr i16, ptr %buf.c, i64 %t295
  br i1 %t47, label %whole297, label %part298
whole297:
  %t299 = getelementptr i16, ptr %t296, i64 0
  store <16 x i16> %t280, ptr %t299, align 2
  %t300 = getelementptr i16, ptr %t296, i64 16
  store <16 x i16> %t293, ptr %t300, align 2
  br label %rowdone261
part298:
  %t301 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t280, ptr %t301, align 2
  %t302 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t293, ptr %t302, align 2
  store i64 0, ptr %c303
  br label %head304
head304:
  %i307 = load i64, ptr %c303
  %t308 = icmp slt i64 %i307, %t24
  br i1 %t308, label %body305, label %done306
body305:
  %t309 = getelementptr i16, ptr %rowbuf, i64 %i307
  %t310 = load i16, ptr %t309, align 2
  %t311 = getelementptr i16, ptr %t296, i64 %i307
  store i16 %t310, ptr %t311, align 2
  %t312 = add nsw i64 %i307, 1
  store i64 %t312, ptr %c303
  br label %head304
done306:
  br label %rowdone261
rowdone261:
  %t315 = icmp slt i64 5, %t21
  br i1 %t315, label %row313, label %rowdone314
row313:
  %t316 = add i64 %t17, 5
  %t317 = getelementptr float, ptr %buf.rscale, i64 %t316
  %t318 = load float, ptr %t317, align 4
  %t319 = insertelement <16 x float> poison, float %t318, i64 0
  %t320 = shufflevector <16 x float> %t319, <16 x float> poison, <16 x i32> zeroinitializer
  %t321 = getelementptr <16 x i32>, ptr %tile, i64 10
  %t322 = load <16 x i32>, ptr %t321, align 4
  %t323 = add <16 x i32> %t322, %t31
  %t324 = fmul <16 x float> %t37, %t320
  %t325 = sitofp <16 x i32> %t323 to <16 x float>
  %t326 = fmul <16 x float> %t325, %t324
  %t327 = fadd <16 x float> %t326, %t43
  %t328 = fcmp olt <16 x float> %t327, splat (float 0x0000000000000000)
  %t329 = select <16 x i1> %t328, <16 x float> splat (float 0x0000000000000000), <16 x float> %t327
  %t330 = fcmp ogt <16 x float> %t329, splat (float 0x4018000000000000)
  %t331 = select <16 x i1> %t330, <16 x float> splat (float 0x4018000000000000), <16 x float> %t329
  %t332 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t331)
  %t333 = bitcast <16 x bfloat> %t332 to <16 x i16>
  %t334 = getelementptr <16 x i32>, ptr %tile, i64 11
  %t335 = load <16 x i32>, ptr %t334, align 4
  %t336 = add <16 x i32> %t335, %t34
  %t337 = fmul <16 x float> %t40, %t320
  %t338 = sitofp <16 x i32> %t336 to <16 x float>
  %t339 = fmul <16 x float> %t338, %t337
  %t340 = fadd <16 x float> %t339, %t46
  %t341 = fcmp olt <16 x float> %t340, splat (float 0x0000000000000000)
  %t342 = select <16 x i1> %t341, <16 x float> splat (float 0x0000000000000000), <16 x float> %t340
  %t343 = fcmp ogt <16 x float> %t342, splat (float 0x4018000000000000)
  %t344 = select <16 x i1> %t343, <16 x float> splat (float 0x4018000000000000), <16 x float> %t342
  %t345 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t344)
  %t346 = bitcast <16 x bfloat> %t345 to <16 x i16>
  %t347 = mul i64 %t316, %size.ldc
  %t348 = add i64 %t347, %t18
  %t349 = getelementptr i16, ptr %buf.c, i64 %t348
  br i1 %t47, label %whole350, label %part351
whole350:
  %t352 = getelementptr i16, ptr %t349, i64 0
  store <16 x i16> %t333, ptr %t352, align 2
  %t353 = getelementptr i16, ptr %t349, i64 16
  store <16 x i16> %t346, ptr %t353, align 2
  br label %rowdone314
part351:
  %t354 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t333, ptr %t354, align 2
  %t355 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t346, ptr %t355, align 2
  store i64 0, ptr %c356
  br label %head357
head357:
  %i360 = load i64, ptr %c356
  %t361 = icmp slt i64 %i360, %t24
  br i1 %t361, label %body358, label %done359
body358:
  %t362 = getelementptr i16, ptr %rowbuf, i64 %i360
  %t363 = load i16, ptr %t362, align 2
  %t364 = getelementptr i16, ptr %t349, i64 %i360
  store i16 %t363, ptr %t364, align 2
  %t365 = add nsw i64 %i360, 1
  store i64 %t365, ptr %c356
  br label %head357
done359:
  br label %rowdone314
rowdone314:
  %t368 = icmp slt i64 6, %t21
  br i1 %t368, label %row366, label %rowdone367
row366:
  %t369 = add i64 %t17, 6
  %t370 = getelementptr float, ptr %buf.rscale, i64 %t369
  %t371 = load float, ptr %t370, align 4
  %t372 = insertelement <16 x float> poison, float %t371, i64 0
  %t373 = shufflevector <16 x float> %t372, <16 x float> poison, <16 x i32> zeroinitializer
  %t374 = getelementptr <16 x i32>, ptr %tile, i64 12
  %t375 = load <16 x i32>, ptr %t374, align 4
  %t376 = add <16 x i32> %t375, %t31
  %t377 = fmul <16 x float> %t37, %t373
  %t378 = sitofp <16 x i32> %t376 to <16 x float>
  %t379 = fmul <16 x float> %t378, %t377
  %t380 = fadd <16 x float> %t379, %t43
  %t381 = fcmp olt <16 x float> %t380, splat (float 0x0000000000000000)
  %t382 = select <16 x i1> %t381, <16 x float> splat (float 0x0000000000000000), <16 x float> %t380
  %t383 = fcmp ogt <16 x float> %t382, splat (float 0x4018000000000000)
  %t384 = select <16 x i1> %t383, <16 x float> splat (float 0x4018000000000000), <16 x float> %t382
  %t385 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t384)
  %t386 = bitcast <16 x bfloat> %t385 to <16 x i16>
  %t387 = getelementptr <16 x i32>, ptr %tile, i64 13
  %t388 = load <16 x i32>, ptr %t387, align 4
  %t389 = add <16 x i32> %t388, %t34
  %t390 = fmul <16 x float> %t40, %t373
  %t391 = sitofp <16 x i32> %t389 to <16 x float>
  %t392 = fmul <16 x float> %t391, %t390
  %t393 = fadd <16 x float> %t392, %t46
  %t394 = fcmp olt <16 x float> %t393, splat (float 0x0000000000000000)
  %t395 = select <16 x i1> %t394, <16 x float> splat (float 0x0000000000000000), <16 x float> %t393
  %t396 = fcmp ogt <16 x float> %t395, splat (float 0x4018000000000000)
  %t397 = select <16 x i1> %t396, <16 x float> splat (float 0x4018000000000000), <16 x float> %t395
  %t398 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t397)
  %t399 = bitcast <16 x bfloat> %t398 to <16 x i16>
  %t400 = mul i64 %t369, %size.ldc
  %t401 = add i64 %t400, %t18
  %t402 = getelementptr i16, ptr %buf.c, i64 %t401
  br i1 %t47, label %whole403, label %part404
whole403:
  %t405 = getelementptr i16, ptr %t402, i64 0
  store <16 x i16> %t386, ptr %t405, align 2
  %t406 = getelementptr i16, ptr %t402, i64 16
  store <16 x i16> %t399, ptr %t406, align 2
  br label %rowdone367
part404:
  %t407 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t386, ptr %t407, align 2
  %t408 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t399, ptr %t408, align 2
  store i64 0, ptr %c409
  br label %head410
head410:
  %i413 = load i64, ptr %c409
  %t414 = icmp slt i64 %i413, %t24
  br i1 %t414, label %body411, label %done412
body411:
  %t415 = getelementptr i16, ptr %rowbuf, i64 %i413
  %t416 = load i16, ptr %t415, align 2
  %t417 = getelementptr i16, ptr %t402, i64 %i413
  store i16 %t416, ptr %t417, align 2
  %t418 = add nsw i64 %i413, 1
  store i64 %t418, ptr %c409
  br label %head410
done412:
  br label %rowdone367
rowdone367:
  %t421 = icmp slt i64 7, %t21
  br i1 %t421, label %row419, label %rowdone420
row419:
  %t422 = add i64 %t17, 7
  %t423 = getelementptr float, ptr %buf.rscale, i64 %t422
  %t424 = load float, ptr %t423, align 4
  %t425 = insertelement <16 x float> poison, float %t424, i64 0
  %t426 = shufflevector <16 x float> %t425, <16 x float> poison, <16 x i32> zeroinitializer
  %t427 = getelementptr <16 x i32>, ptr %tile, i64 14
  %t428 = load <16 x i32>, ptr %t427, align 4
  %t429 = add <16 x i32> %t428, %t31
  %t430 = fmul <16 x float> %t37, %t426
  %t431 = sitofp <16 x i32> %t429 to <16 x float>
  %t432 = fmul <16 x float> %t431, %t430
  %t433 = fadd <16 x float> %t432, %t43
  %t434 = fcmp olt <16 x float> %t433, splat (float 0x0000000000000000)
  %t435 = select <16 x i1> %t434, <16 x float> splat (float 0x0000000000000000), <16 x float> %t433
  %t436 = fcmp ogt <16 x float> %t435, splat (float 0x4018000000000000)
  %t437 = select <16 x i1> %t436, <16 x float> splat (float 0x4018000000000000), <16 x float> %t435
  %t438 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t437)
  %t439 = bitcast <16 x bfloat> %t438 to <16 x i16>
  %t440 = getelementptr <16 x i32>, ptr %tile, i64 15
  %t441 = load <16 x i32>, ptr %t440, align 4
  %t442 = add <16 x i32> %t441, %t34
  %t443 = fmul <16 x float> %t40, %t426
  %t444 = sitofp <16 x i32> %t442 to <16 x float>
  %t445 = fmul <16 x float> %t444, %t443
  %t446 = fadd <16 x float> %t445, %t46
  %t447 = fcmp olt <16 x float> %t446, splat (float 0x0000000000000000)
  %t448 = select <16 x i1> %t447, <16 x float> splat (float 0x0000000000000000), <16 x float> %t446
  %t449 = fcmp ogt <16 x float> %t448, splat (float 0x4018000000000000)
  %t450 = select <16 x i1> %t449, <16 x float> splat (float 0x4018000000000000), <16 x float> %t448
  %t451 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t450)
  %t452 = bitcast <16 x bfloat> %t451 to <16 x i16>
  %t453 = mul i64 %t422, %size.ldc
  %t454 = add i64 %t453, %t18
  %t455 = getelementptr i16, ptr %buf.c, i64 %t454
  br i1 %t47, label %whole456, label %part457
whole456:
  %t458 = getelementptr i16, ptr %t455, i64 0
  store <16 x i16> %t439, ptr %t458, align 2
  %t459 = getelementptr i16, ptr %t455, i64 16
  store <16 x i16> %t452, ptr %t459, align 2
  br label %rowdone420
part457:
  %t460 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t439, ptr %t460, align 2
  %t461 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t452, ptr %t461, align 2
  store i64 0, ptr %c462
  br label %head463
head463:
  %i466 = load i64, ptr %c462
  %t467 = icmp slt i64 %i466, %t24
  br i1 %t467, label %body464, label %done465
body464:
  %t468 = getelementptr i16, ptr %rowbuf, i64 %i466
  %t469 = load i16, ptr %t468, align 2
  %t470 = getelementptr i16, ptr %t455, i64 %i466
  store i16 %t469, ptr %t470, align 2
  %t471 = add nsw i64 %i466, 1
  store i64 %t471, ptr %c462
  br label %head463
done465:
  br label %rowdone420
rowdone420:
  %t474 = icmp slt i64 8, %t21
  br i1 %t474, label %row472, label %rowdone473
row472:
  %t475 = add i64 %t17, 8
  %t476 = getelementptr float, ptr %buf.rscale, i64 %t475
  %t477 = load float, ptr %t476, align 4
  %t478 = insertelement <16 x float> poison, float %t477, i64 0
  %t479 = shufflevector <16 x float> %t478, <16 x float> poison, <16 x i32> zeroinitializer
  %t480 = getelementptr <16 x i32>, ptr %tile, i64 16
  %t481 = load <16 x i32>, ptr %t480, align 4
  %t482 = add <16 x i32> %t481, %t31
  %t483 = fmul <16 x float> %t37, %t479
  %t484 = sitofp <16 x i32> %t482 to <16 x float>
  %t485 = fmul <16 x float> %t484, %t483
  %t486 = fadd <16 x float> %t485, %t43
  %t487 = fcmp olt <16 x float> %t486, splat (float 0x0000000000000000)
  %t488 = select <16 x i1> %t487, <16 x float> splat (float 0x0000000000000000), <16 x float> %t486
  %t489 = fcmp ogt <16 x float> %t488, splat (float 0x4018000000000000)
  %t490 = select <16 x i1> %t489, <16 x float> splat (float 0x4018000000000000), <16 x float> %t488
  %t491 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t490)
  %t492 = bitcast <16 x bfloat> %t491 to <16 x i16>
  %t493 = getelementptr <16 x i32>, ptr %tile, i64 17
  %t494 = load <16 x i32>, ptr %t493, align 4
  %t495 = add <16 x i32> %t494, %t34
  %t496 = fmul <16 x float> %t40, %t479
  %t497 = sitofp <16 x i32> %t495 to <16 x float>
  %t498 = fmul <16 x float> %t497, %t496
  %t499 = fadd <16 x float> %t498, %t46
  %t500 = fcmp olt <16 x float> %t499, splat (float 0x0000000000000000)
  %t501 = select <16 x i1> %t500, <16 x float> splat (float 0x0000000000000000), <16 x float> %t499
  %t502 = fcmp ogt <16 x float> %t501, splat (float 0x4018000000000000)
  %t503 = select <16 x i1> %t502, <16 x float> splat (float 0x4018000000000000), <16 x float> %t501
  %t504 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t503)
  %t505 = bitcast <16 x bfloat> %t504 to <16 x i16>
  %t506 = mul i64 %t475, %size.ldc
  %t507 = add i64 %t506, %t18
  %t508 = getelementptr i16, ptr %buf.c, i64 %t507
  br i1 %t47, label %whole509, label %part510
whole509:
  %t511 = getelementptr i16, ptr %t508, i64 0
  store <16 x i16> %t492, ptr %t511, align 2
  %t512 = getelementptr i16, ptr %t508, i64 16
  store <16 x i16> %t505, ptr %t512, align 2
  br label %rowdone473
part510:
  %t513 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t492, ptr %t513, align 2
  %t514 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t505, ptr %t514, align 2
  store i64 0, ptr %c515
  br label %head516
head516:
  %i519 = load i64, ptr %c515
  %t520 = icmp slt i64 %i519, %t24
  br i1 %t520, label %body517, label %done518
body517:
  %t521 = getelementptr i16, ptr %rowbuf, i64 %i519
  %t522 = load i16, ptr %t521, align 2
  %t523 = getelementptr i16, ptr %t508, i64 %i519
  store i16 %t522, ptr %t523, align 2
  %t524 = add nsw i64 %i519, 1
  store i64 %t524, ptr %c515
  br label %head516
done518:
  br label %rowdone473
rowdone473:
  %t527 = icmp slt i64 9, %t21
  br i1 %t527, label %row525, label %rowdone526
row525:
  %t528 = add i64 %t17, 9
  %t529 = getelementptr float, ptr %buf.rscale, i64 %t528
  %t530 = load float, ptr %t529, align 4
  %t531 = insertelement <16 x float> poison, float %t530, i64 0
  %t532 = shufflevector <16 x float> %t531, <16 x float> poison, <16 x i32> zeroinitializer
  %t533 = getelementptr <16 x i32>, ptr %tile, i64 18
  %t534 = load <16 x i32>, ptr %t533, align 4
  %t535 = add <16 x i32> %t534, %t31
  %t536 = fmul <16 x float> %t37, %t532
  %t537 = sitofp <16 x i32> %t535 to <16 x float>
  %t538 = fmul <16 x float> %t537, %t536
  %t539 = fadd <16 x float> %t538, %t43
  %t540 = fcmp olt <16 x float> %t539, splat (float 0x0000000000000000)
  %t541 = select <16 x i1> %t540, <16 x float> splat (float 0x0000000000000000), <16 x float> %t539
  %t542 = fcmp ogt <16 x float> %t541, splat (float 0x4018000000000000)
  %t543 = select <16 x i1> %t542, <16 x float> splat (float 0x4018000000000000), <16 x float> %t541
  %t544 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t543)
  %t545 = bitcast <16 x bfloat> %t544 to <16 x i16>
  %t546 = getelementptr <16 x i32>, ptr %tile, i64 19
  %t547 = load <16 x i32>, ptr %t546, align 4
  %t548 = add <16 x i32> %t547, %t34
  %t549 = fmul <16 x float> %t40, %t532
  %t550 = sitofp <16 x i32> %t548 to <16 x float>
  %t551 = fmul <16 x float> %t550, %t549
  %t552 = fadd <16 x float> %t551, %t46
  %t553 = fcmp olt <16 x float> %t552, splat (float 0x0000000000000000)
  %t554 = select <16 x i1> %t553, <16 x float> splat (float 0x0000000000000000), <16 x float> %t552
  %t555 = fcmp ogt <16 x float> %t554, splat (float 0x4018000000000000)
  %t556 = select <16 x i1> %t555, <16 x float> splat (float 0x4018000000000000), <16 x float> %t554
  %t557 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t556)
  %t558 = bitcast <16 x bfloat> %t557 to <16 x i16>
  %t559 = mul i64 %t528, %size.ldc
  %t560 = add i64 %t559, %t18
  %t561 = getelementptr i16, ptr %buf.c, i64 %t560
  br i1 %t47, label %whole562, label %part563
whole562:
  %t564 = getelementptr i16, ptr %t561, i64 0
  store <16 x i16> %t545, ptr %t564, align 2
  %t565 = getelementptr i16, ptr %t561, i64 16
  store <16 x i16> %t558, ptr %t565, align 2
  br label %rowdone526
part563:
  %t566 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t545, ptr %t566, align 2
  %t567 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t558, ptr %t567, align 2
  store i64 0, ptr %c568
  br label %head569
head569:
  %i572 = load i64, ptr %c568
  %t573 = icmp slt i64 %i572, %t24
  br i1 %t573, label %body570, label %done571
body570:
  %t574 = getelementptr i16, ptr %rowbuf, i64 %i572
  %t575 = load i16, ptr %t574, align 2
  %t576 = getelementptr i16, ptr %t561, i64 %i572
  store i16 %t575, ptr %t576, align 2
  %t577 = add nsw i64 %i572, 1
  store i64 %t577, ptr %c568
  br label %head569
done571:
  br label %rowdone526
rowdone526:
  %t580 = icmp slt i64 10, %t21
  br i1 %t580, label %row578, label %rowdone579
row578:
  %t581 = add i64 %t17, 10
  %t582 = getelementptr float, ptr %buf.rscale, i64 %t581
  %t583 = load float, ptr %t582, align 4
  %t584 = insertelement <16 x float> poison, float %t583, i64 0
  %t585 = shufflevector <16 x float> %t584, <16 x float> poison, <16 x i32> zeroinitializer
  %t586 = getelementptr <16 x i32>, ptr %tile, i64 20
  %t587 = load <16 x i32>, ptr %t586, align 4
  %t588 = add <16 x i32> %t587, %t31
  %t589 = fmul <16 x float> %t37, %t585
  %t590 = sitofp <16 x i32> %t588 to <16 x float>
  %t591 = fmul <16 x float> %t590, %t589
  %t592 = fadd <16 x float> %t591, %t43
  %t593 = fcmp olt <16 x float> %t592, splat (float 0x0000000000000000)
  %t594 = select <16 x i1> %t593, <16 x float> splat (float 0x0000000000000000), <16 x float> %t592
  %t595 = fcmp ogt <16 x float> %t594, splat (float 0x4018000000000000)
  %t596 = select <16 x i1> %t595, <16 x float> splat (float 0x4018000000000000), <16 x float> %t594
  %t597 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t596)
  %t598 = bitcast <16 x bfloat> %t597 to <16 x i16>
  %t599 = getelementptr <16 x i32>, ptr %tile, i64 21
  %t600 = load <16 x i32>, ptr %t599, align 4
  %t601 = add <16 x i32> %t600, %t34
  %t602 = fmul <16 x float> %t40, %t585
  %t603 = sitofp <16 x i32> %t601 to <16 x float>
  %t604 = fmul <16 x float> %t603, %t602
  %t605 = fadd <16 x float> %t604, %t46
  %t606 = fcmp olt <16 x float> %t605, splat (float 0x0000000000000000)
  %t607 = select <16 x i1> %t606, <16 x float> splat (float 0x0000000000000000), <16 x float> %t605
  %t608 = fcmp ogt <16 x float> %t607, splat (float 0x4018000000000000)
  %t609 = select <16 x i1> %t608, <16 x float> splat (float 0x4018000000000000), <16 x float> %t607
  %t610 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t609)
  %t611 = bitcast <16 x bfloat> %t610 to <16 x i16>
  %t612 = mul i64 %t581, %size.ldc
  %t613 = add i64 %t612, %t18
  %t614 = getelementptr i16, ptr %buf.c, i64 %t613
  br i1 %t47, label %whole615, label %part616
whole615:
  %t617 = getelementptr i16, ptr %t614, i64 0
  store <16 x i16> %t598, ptr %t617, align 2
  %t618 = getelementptr i16, ptr %t614, i64 16
  store <16 x i16> %t611, ptr %t618, align 2
  br label %rowdone579
part616:
  %t619 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t598, ptr %t619, align 2
  %t620 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t611, ptr %t620, align 2
  store i64 0, ptr %c621
  br label %head622
head622:
  %i625 = load i64, ptr %c621
  %t626 = icmp slt i64 %i625, %t24
  br i1 %t626, label %body623, label %done624
body623:
  %t627 = getelementptr i16, ptr %rowbuf, i64 %i625
  %t628 = load i16, ptr %t627, align 2
  %t629 = getelementptr i16, ptr %t614, i64 %i625
  store i16 %t628, ptr %t629, align 2
  %t630 = add nsw i64 %i625, 1
  store i64 %t630, ptr %c621
  br label %head622
done624:
  br label %rowdone579
rowdone579:
  %t633 = icmp slt i64 11, %t21
  br i1 %t633, label %row631, label %rowdone632
row631:
  %t634 = add i64 %t17, 11
  %t635 = getelementptr float, ptr %buf.rscale, i64 %t634
  %t636 = load float, ptr %t635, align 4
  %t637 = insertelement <16 x float> poison, float %t636, i64 0
  %t638 = shufflevector <16 x float> %t637, <16 x float> poison, <16 x i32> zeroinitializer
  %t639 = getelementptr <16 x i32>, ptr %tile, i64 22
  %t640 = load <16 x i32>, ptr %t639, align 4
  %t641 = add <16 x i32> %t640, %t31
  %t642 = fmul <16 x float> %t37, %t638
  %t643 = sitofp <16 x i32> %t641 to <16 x float>
  %t644 = fmul <16 x float> %t643, %t642
  %t645 = fadd <16 x float> %t644, %t43
  %t646 = fcmp olt <16 x float> %t645, splat (float 0x0000000000000000)
  %t647 = select <16 x i1> %t646, <16 x float> splat (float 0x0000000000000000), <16 x float> %t645
  %t648 = fcmp ogt <16 x float> %t647, splat (float 0x4018000000000000)
  %t649 = select <16 x i1> %t648, <16 x float> splat (float 0x4018000000000000), <16 x float> %t647
  %t650 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t649)
  %t651 = bitcast <16 x bfloat> %t650 to <16 x i16>
  %t652 = getelementptr <16 x i32>, ptr %tile, i64 23
  %t653 = load <16 x i32>, ptr %t652, align 4
  %t654 = add <16 x i32> %t653, %t34
  %t655 = fmul <16 x float> %t40, %t638
  %t656 = sitofp <16 x i32> %t654 to <16 x float>
  %t657 = fmul <16 x float> %t656, %t655
  %t658 = fadd <16 x float> %t657, %t46
  %t659 = fcmp olt <16 x float> %t658, splat (float 0x0000000000000000)
  %t660 = select <16 x i1> %t659, <16 x float> splat (float 0x0000000000000000), <16 x float> %t658
  %t661 = fcmp ogt <16 x float> %t660, splat (float 0x4018000000000000)
  %t662 = select <16 x i1> %t661, <16 x float> splat (float 0x4018000000000000), <16 x float> %t660
  %t663 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t662)
  %t664 = bitcast <16 x bfloat> %t663 to <16 x i16>
  %t665 = mul i64 %t634, %size.ldc
  %t666 = add i64 %t665, %t18
  %t667 = getelementptr i16, ptr %buf.c, i64 %t666
  br i1 %t47, label %whole668, label %part669
whole668:
  %t670 = getelementptr i16, ptr %t667, i64 0
  store <16 x i16> %t651, ptr %t670, align 2
  %t671 = getelementptr i16, ptr %t667, i64 16
  store <16 x i16> %t664, ptr %t671, align 2
  br label %rowdone632
part669:
  %t672 = getelementptr i16, ptr %rowbuf, i64 0
  store <16 x i16> %t651, ptr %t672, align 2
  %t673 = getelementptr i16, ptr %rowbuf, i64 16
  store <16 x i16> %t664, ptr %t673, align 2
  store i64 0, ptr %c674
  br label %head675
head675:
  %i678 = load i64, ptr %c674
  %t679 = icmp slt i64 %i678, %t24
  br i1 %t679, label %body676, label %done677
body676:
  %t680 = getelementptr i16, ptr %rowbuf, i64 %i678
  %t681 = load i16, ptr %t680, align 2
  %t682 = getelementptr i16, ptr %t667, i64 %i678
  store i16 %t681, ptr %t682, align 2
  %t683 = add nsw i64 %i678, 1
  store i64 %t683, ptr %c674
  br label %head675
done677:
  br label %rowdone632
rowdone632:
  %t684 = add nsw i64 %i13, 1
  store i64 %t684, ptr %c9
  br label %head10
done12:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
