declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32>, <16 x i32>, <16 x i32>)

define internal void @"jr.qgemm.vnni.l16.12x2.ru.f32.col.clamp0_6.rsc.zc.res.mk"(ptr %r, i64 %rs, i64 %nrows, ptr %p, i64 %kg, ptr %out) alwaysinline nounwind {
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

define void @"jr.qgemm.vnni.l16.12x2.ru.f32.col.clamp0_6.rsc.zc.res"(ptr noalias %buf.r, ptr noalias %buf.p, ptr noalias %buf.radd, ptr noalias %buf.cadd, ptr noalias %buf.rmul, ptr noalias %buf.cmul, ptr noalias %buf.scale, ptr noalias %buf.bias, ptr noalias %buf.rscale, ptr noalias %buf.res, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.m, i64 %size.n, i64 %size.kg, i64 %size.rs, i64 %size.ldc, i64 %size.zp, i64 %range.lo, i64 %range.hi) nounwind "no-builtins" {
entry:
  %tile = alloca [24 x <16 x i32>], align 64
  %rowbuf = alloca [32 x float], align 64
  %c9 = alloca i64
  %c107 = alloca i64
  %c168 = alloca i64
  %c229 = alloca i64
  %c290 = alloca i64
  %c351 = alloca i64
  %c412 = alloca i64
  %c473 = alloca i64
  %c534 = alloca i64
  %c595 = alloca i64
  %c656 = alloca i64
  %c717 = alloca i64
  %c778 = alloca i64
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
  call void @"jr.qgemm.vnni.l16.12x2.ru.f32.col.clamp0_6.rsc.zc.res.mk"(ptr %t26, i64 %size.rs, i64 %t21, ptr %t28, i64 %size.kg, ptr %tile)
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
  %t48 = sub i64 %t24, 0
  %t49 = insertelement <16 x i64> poison, i64 %t48, i64 0
  %t50 = shufflevector <16 x i64> %t49, <16 x i64> poison, <16 x i32> zeroinitializer
  %t51 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t50
  %t52 = sub i64 %t24, 16
  %t53 = insertelement <16 x i64> poison, i64 %t52, i64 0
  %t54 = shufflevector <16 x i64> %t53, <16 x i64> poison, <16 x i32> zeroinitializer
  %t55 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t54
  %t58 = icmp slt i64 0, %t21
  br i1 %t58, label %row56, label %rowdone57
row56:
  %t59 = add i64 %t17, 0
  %t60 = getelementptr float, ptr %buf.rscale, i64 %t59
  %t61 = load float, ptr %t60, align 4
  %t62 = insertelement <16 x float> poison, float %t61, i64 0
  %t63 = shufflevector <16 x float> %t62, <16 x float> poison, <16 x i32> zeroinitializer
  %t64 = getelementptr <16 x i32>, ptr %tile, i64 0
  %t65 = load <16 x i32>, ptr %t64, align 4
  %t66 = add <16 x i32> %t65, %t31
  %t67 = fmul <16 x float> %t37, %t63
  %t68 = mul i64 %t59, %size.ldc
  %t69 = add i64 %t68, %t18
  %t70 = add i64 %t69, 0
  %t71 = getelementptr float, ptr %buf.res, i64 %t70
  %t72 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t71, <16 x i1> %t51, <16 x float> zeroinitializer)
  %t73 = sitofp <16 x i32> %t66 to <16 x float>
  %t74 = fmul <16 x float> %t73, %t67
  %t75 = fadd <16 x float> %t74, %t43
  %t76 = fadd <16 x float> %t75, %t72
  %t77 = fcmp olt <16 x float> %t76, splat (float 0x0000000000000000)
  %t78 = select <16 x i1> %t77, <16 x float> splat (float 0x0000000000000000), <16 x float> %t76
  %t79 = fcmp ogt <16 x float> %t78, splat (float 0x4018000000000000)
  %t80 = select <16 x i1> %t79, <16 x float> splat (float 0x4018000000000000), <16 x float> %t78
  %t81 = getelementptr <16 x i32>, ptr %tile, i64 1
  %t82 = load <16 x i32>, ptr %t81, align 4
  %t83 = add <16 x i32> %t82, %t34
  %t84 = fmul <16 x float> %t40, %t63
  %t85 = mul i64 %t59, %size.ldc
  %t86 = add i64 %t85, %t18
  %t87 = add i64 %t86, 16
  %t88 = getelementptr float, ptr %buf.res, i64 %t87
  %t89 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t88, <16 x i1> %t55, <16 x float> zeroinitializer)
  %t90 = sitofp <16 x i32> %t83 to <16 x float>
  %t91 = fmul <16 x float> %t90, %t84
  %t92 = fadd <16 x float> %t91, %t46
  %t93 = fadd <16 x float> %t92, %t89
  %t94 = fcmp olt <16 x float> %t93, splat (float 0x0000000000000000)
  %t95 = select <16 x i1> %t94, <16 x float> splat (float 0x0000000000000000), <16 x float> %t93
  %t96 = fcmp ogt <16 x float> %t95, splat (float 0x4018000000000000)
  %t97 = select <16 x i1> %t96, <16 x float> splat (float 0x4018000000000000), <16 x float> %t95
  %t98 = mul i64 %t59, %size.ldc
  %t99 = add i64 %t98, %t18
  %t100 = getelementptr float, ptr %buf.c, i64 %t99
  br i1 %t47, label %whole101, label %part102
whole101:
  %t103 = getelementptr float, ptr %t100, i64 0
  store <16 x float> %t80, ptr %t103, align 4
  %t104 = getelementptr float, ptr %t100, i64 16
  store <16 x float> %t97, ptr %t104, align 4
  br label %rowdone57
part102:
  %t105 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t80, ptr %t105, align 4
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
  br label %rowdone57
rowdone57:
  %t119 = icmp slt i64 1, %t21
  br i1 %t119, label %row117, label %rowdone118
row117:
  %t120 = add i64 %t17, 1
  %t121 = getelementptr float, ptr %buf.rscale, i64 %t120
  %t122 = load float, ptr %t121, align 4
  %t123 = insertelement <16 x float> poison, float %t122, i64 0
  %t124 = shufflevector <16 x float> %t123, <16 x float> poison, <16 x i32> zeroinitializer
  %t125 = getelementptr <16 x i32>, ptr %tile, i64 2
  %t126 = load <16 x i32>, ptr %t125, align 4
  %t127 = add <16 x i32> %t126, %t31
  %t128 = fmul <16 x float> %t37, %t124
  %t129 = mul i64 %t120, %size.ldc
  %t130 = add i64 %t129, %t18
  %t131 = add i64 %t130, 0
  %t132 = getelementptr float, ptr %buf.res, i64 %t131
  %t133 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t132, <16 x i1> %t51, <16 x float> zeroinitializer)
  %t134 = sitofp <16 x i32> %t127 to <16 x float>
  %t135 = fmul <16 x float> %t134, %t128
  %t136 = fadd <16 x float> %t135, %t43
  %t137 = fadd <16 x float> %t136, %t133
  %t138 = fcmp olt <16 x float> %t137, splat (float 0x0000000000000000)
  %t139 = select <16 x i1> %t138, <16 x float> splat (float 0x0000000000000000), <16 x float> %t137
  %t140 = fcmp ogt <16 x float> %t139, splat (float 0x4018000000000000)
  %t141 = select <16 x i1> %t140, <16 x float> splat (float 0x4018000000000000), <16 x float> %t139
  %t142 = getelementptr <16 x i32>, ptr %tile, i64 3
  %t143 = load <16 x i32>, ptr %t142, align 4
  %t144 = add <16 x i32> %t143, %t34
  %t145 = fmul <16 x float> %t40, %t124
  %t146 = mul i64 %t120, %size.ldc
  %t147 = add i64 %t146, %t18
  %t148 = add i64 %t147, 16
  %t149 = getelementptr float, ptr %buf.res, i64 %t148
  %t150 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t149, <16 x i1> %t55, <16 x float> zeroinitializer)
  %t151 = sitofp <16 x i32> %t144 to <16 x float>
  %t152 = fmul <16 x float> %t151, %t145
  %t153 = fadd <16 x float> %t152, %t46
  %t154 = fadd <16 x float> %t153, %t150
  %t155 = fcmp olt <16 x float> %t154, splat (float 0x0000000000000000)
  %t156 = select <16 x i1> %t155, <16 x float> splat (float 0x0000000000000000), <16 x float> %t154
  %t157 = fcmp ogt <16 x float> %t156, splat (float 0x4018000000000000)
  %t158 = select <16 x i1> %t157, <16 x float> splat (float 0x4018000000000000), <16 x float> %t156
  %t159 = mul i64 %t120, %size.ldc
  %t160 = add i64 %t159, %t18
  %t161 = getelementptr float, ptr %buf.c, i64 %t160
  br i1 %t47, label %whole162, label %part163
whole162:
  %t164 = getelementptr float, ptr %t161, i64 0
  store <16 x float> %t141, ptr %t164, align 4
  %t165 = getelementptr float, ptr %t161, i64 16
  store <16 x float> %t158, ptr %t165, align 4
  br label %rowdone118
part163:
  %t166 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t141, ptr %t166, align 4
  %t167 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t158, ptr %t167, align 4
  store i64 0, ptr %c168
  br label %head169
head169:
  %i172 = load i64, ptr %c168
  %t173 = icmp slt i64 %i172, %t24
  br i1 %t173, label %body170, label %done171
body170:
  %t174 = getelementptr float, ptr %rowbuf, i64 %i172
  %t175 = load float, ptr %t174, align 4
  %t176 = getelementptr float, ptr %t161, i64 %i172
  store float %t175, ptr %t176, align 4
  %t177 = add nsw i64 %i172, 1
  store i64 %t177, ptr %c168
  br label %head169
done171:
  br label %rowdone118
rowdone118:
  %t180 = icmp slt i64 2, %t21
  br i1 %t180, label %row178, label %rowdone179
row178:
  %t181 = add i64 %t17, 2
  %t182 = getelementptr float, ptr %buf.rscale, i64 %t181
  %t183 = load float, ptr %t182, align 4
  %t184 = insertelement <16 x float> poison, float %t183, i64 0
  %t185 = shufflevector <16 x float> %t184, <16 x float> poison, <16 x i32> zeroinitializer
  %t186 = getelementptr <16 x i32>, ptr %tile, i64 4
  %t187 = load <16 x i32>, ptr %t186, align 4
  %t188 = add <16 x i32> %t187, %t31
  %t189 = fmul <16 x float> %t37, %t185
  %t190 = mul i64 %t181, %size.ldc
  %t191 = add i64 %t190, %t18
  %t192 = add i64 %t191, 0
  %t193 = getelementptr float, ptr %buf.res, i64 %t192
  %t194 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t193, <16 x i1> %t51, <16 x float> zeroinitializer)
  %t195 = sitofp <16 x i32> %t188 to <16 x float>
  %t196 = fmul <16 x float> %t195, %t189
  %t197 = fadd <16 x float> %t196, %t43
  %t198 = fadd <16 x float> %t197, %t194
  %t199 = fcmp olt <16 x float> %t198, splat (float 0x0000000000000000)
  %t200 = select <16 x i1> %t199, <16 x float> splat (float 0x0000000000000000), <16 x float> %t198
  %t201 = fcmp ogt <16 x float> %t200, splat (float 0x4018000000000000)
  %t202 = select <16 x i1> %t201, <16 x float> splat (float 0x4018000000000000), <16 x float> %t200
  %t203 = getelementptr <16 x i32>, ptr %tile, i64 5
  %t204 = load <16 x i32>, ptr %t203, align 4
  %t205 = add <16 x i32> %t204, %t34
  %t206 = fmul <16 x float> %t40, %t185
  %t207 = mul i64 %t181, %size.ldc
  %t208 = add i64 %t207, %t18
  %t209 = add i64 %t208, 16
  %t210 = getelementptr float, ptr %buf.res, i64 %t209
  %t211 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t210, <16 x i1> %t55, <16 x float> zeroinitializer)
  %t212 = sitofp <16 x i32> %t205 to <16 x float>
  %t213 = fmul <16 x float> %t212, %t206
  %t214 = fadd <16 x float> %t213, %t46
  %t215 = fadd <16 x float> %t214, %t211
  %t216 = fcmp olt <16 x float> %t215, splat (float 0x0000000000000000)
  %t217 = select <16 x i1> %t216, <16 x float> splat (float 0x0000000000000000), <16 x float> %t215
  %t218 = fcmp ogt <16 x float> %t217, splat (float 0x4018000000000000)
  %t219 = select <16 x i1> %t218, <16 x float> splat (float 0x4018000000000000), <16 x float> %t217
  %t220 = mul i64 %t181, %size.ldc
  %t221 = add i64 %t220, %t18
  %t222 = getelementptr float, ptr %buf.c, i64 %t221
  br i1 %t47, label %whole223, label %part224
whole223:
  %t225 = getelementptr float, ptr %t222, i64 0
  store <16 x float> %t202, ptr %t225, align 4
  %t226 = getelementptr float, ptr %t222, i64 16
  store <16 x float> %t219, ptr %t226, align 4
  br label %rowdone179
part224:
  %t227 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t202, ptr %t227, align 4
  %t228 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t219, ptr %t228, align 4
  store i64 0, ptr %c229
  br label %head230
head230:
  %i233 = load i64, ptr %c229
  %t234 = icmp slt i64 %i233, %t24
  br i1 %t234, label %body231, label %done232
body231:
  %t235 = getelementptr float, ptr %rowbuf, i64 %i233
  %t236 = load float, ptr %t235, align 4
  %t237 = getelementptr float, ptr %t222, i64 %i233
  store float %t236, ptr %t237, align 4
  %t238 = add nsw i64 %i233, 1
  store i64 %t238, ptr %c229
  br label %head230
done232:
  br label %rowdone179
rowdone179:
  %t241 = icmp slt i64 3, %t21
  br i1 %t241, label %row239, label %rowdone240
row239:
  %t242 = add i64 %t17, 3
  %t243 = getelementptr float, ptr %buf.rscale, i64 %t242
  %t244 = load float, ptr %t243, align 4
  %t245 = insertelement <16 x float> poison, float %t244, i64 0
  %t246 = shufflevector <16 x float> %t245, <16 x float> poison, <16 x i32> zeroinitializer
  %t247 = getelementptr <16 x i32>, ptr %tile, i64 6
  %t248 = load <16 x i32>, ptr %t247, align 4
  %t249 = add <16 x i32> %t248, %t31
  %t250 = fmul <16 x float> %t37, %t246
  %t251 = mul i64 %t242, %size.ldc
  %t252 = add i64 %t251, %t18
  %t253 = add i64 %t252, 0
  %t254 = getelementptr float, ptr %buf.res, i64 %t253
  %t255 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t254, <16 x i1> %t51, <16 x float> zeroinitializer)
  %t256 = sitofp <16 x i32> %t249 to <16 x float>
  %t257 = fmul <16 x float> %t256, %t250
  %t258 = fadd <16 x float> %t257, %t43
  %t259 = fadd <16 x float> %t258, %t255
  %t260 = fcmp olt <16 x float> %t259, splat (float 0x0000000000000000)
  %t261 = select <16 x i1> %t260, <16 x float> splat (float 0x0000000000000000), <16 x float> %t259
  %t262 = fcmp ogt <16 x float> %t261, splat (float 0x4018000000000000)
  %t263 = select <16 x i1> %t262, <16 x float> splat (float 0x4018000000000000), <16 x float> %t261
  %t264 = getelementptr <16 x i32>, ptr %tile, i64 7
  %t265 = load <16 x i32>, ptr %t264, align 4
  %t266 = add <16 x i32> %t265, %t34
  %t267 = fmul <16 x float> %t40, %t246
  %t268 = mul i64 %t242, %size.ldc
  %t269 = add i64 %t268, %t18
  %t270 = add i64 %t269, 16
  %t271 = getelementptr float, ptr %buf.res, i64 %t270
  %t272 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t271, <16 x i1> %t55, <16 x float> zeroinitializer)
  %t273 = sitofp <16 x i32> %t266 to <16 x float>
  %t274 = fmul <16 x float> %t273, %t267
  %t275 = fadd <16 x float> %t274, %t46
  %t276 = fadd <16 x float> %t275, %t272
  %t277 = fcmp olt <16 x float> %t276, splat (float 0x0000000000000000)
  %t278 = select <16 x i1> %t277, <16 x float> splat (float 0x0000000000000000), <16 x float> %t276
  %t279 = fcmp ogt <16 x float> %t278, splat (float 0x4018000000000000)
  %t280 = select <16 x i1> %t279, <16 x float> splat (float 0x4018000000000000), <16 x float> %t278
  %t281 = mul i64 %t242, %size.ldc
  %t282 = add i64 %t281, %t18
  %t283 = getelementptr float, ptr %buf.c, i64 %t282
  br i1 %t47, label %whole284, label %part285
whole284:
  %t286 = getelementptr float, ptr %t283, i64 0
  store <16 x float> %t263, ptr %t286, align 4
  %t287 = getelementptr float, ptr %t283, i64 16
  store <16 x float> %t280, ptr %t287, align 4
  br label %rowdone240
part285:
  %t288 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t263, ptr %t288, align 4
  %t289 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t280, ptr %t289, align 4
  store i64 0, ptr %c290
  br label %head291
head291:
  %i294 = load i64, ptr %c290
  %t295 = icmp slt i64 %i294, %t24
  br i1 %t295, label %body292, label %done293
body292:
  %t296 = getelementptr float, ptr %rowbuf, i64 %i294
  %t297 = load float, ptr %t296, align 4
  %t298 = getelementptr float, ptr %t283, i64 %i294
  store float %t297, ptr %t298, align 4
  %t299 = add nsw i64 %i294, 1
  store i64 %t299, ptr %c290
  br label %head291
done293:
  br label %rowdone240
rowdone240:
  %t302 = icmp slt i64 4, %t21
  br i1 %t302, label %row300, label %rowdone301
row300:
  %t303 = add i64 %t17, 4
  %t304 = getelementptr float, ptr %buf.rscale, i64 %t303
  %t305 = load float, ptr %t304, align 4
  %t306 = insertelement <16 x float> poison, float %t305, i64 0
  %t307 = shufflevector <16 x float> %t306, <16 x float> poison, <16 x i32> zeroinitializer
  %t308 = getelementptr <16 x i32>, ptr %tile, i64 8
  %t309 = load <16 x i32>, ptr %t308, align 4
  %t310 = add <16 x i32> %t309, %t31
  %t311 = fmul <16 x float> %t37, %t307
  %t312 = mul i64 %t303, %size.ldc
  %t313 = add i64 %t312, %t18
  %t314 = add i64 %t313, 0
  %t315 = getelementptr float, ptr %buf.res, i64 %t314
  %t316 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t315, <16 x i1> %t51, <16 x float> zeroinitializer)
  %t317 = sitofp <16 x i32> %t310 to <16 x float>
  %t318 = fmul <16 x float> %t317, %t311
  %t319 = fadd <16 x float> %t318, %t43
  %t320 = fadd <16 x float> %t319, %t316
  %t321 = fcmp olt <16 x float> %t320, splat (float 0x0000000000000000)
  %t322 = select <16 x i1> %t321, <16 x float> splat (float 0x0000000000000000), <16 x float> %t320
  %t323 = fcmp ogt <16 x float> %t322, splat (float 0x4018000000000000)
  %t324 = select <16 x i1> %t323, <16 x float> splat (float 0x4018000000000000), <16 x float> %t322
  %t325 = getelementptr <16 x i32>, ptr %tile, i64 9
  %t326 = load <16 x i32>, ptr %t325, align 4
  %t327 = add <16 x i32> %t326, %t34
  %t328 = fmul <16 x float> %t40, %t307
  %t329 = mul i64 %t303, %size.ldc
  %t330 = add i64 %t329, %t18
  %t331 = add i64 %t330, 16
  %t332 = getelementptr float, ptr %buf.res, i64 %t331
  %t333 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t332, <16 x i1> %t55, <16 x float> zeroinitializer)
  %t334 = sitofp <16 x i32> %t327 to <16 x float>
  %t335 = fmul <16 x float> %t334, %t328
  %t336 = fadd <16 x float> %t335, %t46
  %t337 = fadd <16 x float> %t336, %t333
  %t338 = fcmp olt <16 x float> %t337, splat (float 0x0000000000000000)
  %t339 = select <16 x i1> %t338, <16 x float> splat (float 0x0000000000000000), <16 x float> %t337
  %t340 = fcmp ogt <16 x float> %t339, splat (float 0x4018000000000000)
  %t341 = select <16 x i1> %t340, <16 x float> splat (float 0x4018000000000000), <16 x float> %t339
  %t342 = mul i64 %t303, %size.ldc
  %t343 = add i64 %t342, %t18
  %t344 = getelementptr float, ptr %buf.c, i64 %t343
  br i1 %t47, label %whole345, label %part346
whole345:
  %t347 = getelementptr float, ptr %t344, i64 0
  store <16 x float> %t324, ptr %t347, align 4
  %t348 = getelementptr float, ptr %t344, i64 16
  store <16 x float> %t341, ptr %t348, align 4
  br label %rowdone301
part346:
  %t349 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t324, ptr %t349, align 4
  %t350 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t341, ptr %t350, align 4
  store i64 0, ptr %c351
  br label %head352
head352:
  %i355 = load i64, ptr %c351
  %t356 = icmp slt i64 %i355, %t24
  br i1 %t356, label %body353, label %done354
body353:
  %t357 = getelementptr float, ptr %rowbuf, i64 %i355
  %t358 = load float, ptr %t357, align 4
  %t359 = getelementptr float, ptr %t344, i64 %i355
  store float %t358, ptr %t359, align 4
  %t360 = add nsw i64 %i355, 1
  store i64 %t360, ptr %c351
  br label %head352
done354:
  br label %rowdone301
rowdone301:
  %t363 = icmp slt i64 5, %t21
  br i1 %t363, label %row361, label %rowdone362
row361:
  %t364 = add i64 %t17, 5
  %t365 = getelementptr float, ptr %buf.rscale, i64 %t364
  %t366 = load float, ptr %t365, align 4
  %t367 = insertelement <16 x float> poison, float %t366, i64 0
  %t368 = shufflevector <16 x float> %t367, <16 x float> poison, <16 x i32> zeroinitializer
  %t369 = getelementptr <16 x i32>, ptr %tile, i64 10
  %t370 = load <16 x i32>, ptr %t369, align 4
  %t371 = add <16 x i32> %t370, %t31
  %t372 = fmul <16 x float> %t37, %t368
  %t373 = mul i64 %t364, %size.ldc
  %t374 = add i64 %t373, %t18
  %t375 = add i64 %t374, 0
  %t376 = getelementptr float, ptr %buf.res, i64 %t375
  %t377 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t376, <16 x i1> %t51, <16 x float> zeroinitializer)
  %t378 = sitofp <16 x i32> %t371 to <16 x float>
  %t379 = fmul <16 x float> %t378, %t372
  %t380 = fadd <16 x float> %t379, %t43
  %t381 = fadd <16 x float> %t380, %t377
  %t382 = fcmp olt <16 x float> %t381, splat (float 0x0000000000000000)
  %t383 = select <16 x i1> %t382, <16 x float> splat (float 0x0000000000000000), <16 x float> %t381
  %t384 = fcmp ogt <16 x float> %t383, splat (float 0x4018000000000000)
  %t385 = select <16 x i1> %t384, <16 x float> splat (float 0x4018000000000000), <16 x float> %t383
  %t386 = getelementptr <16 x i32>, ptr %tile, i64 11
  %t387 = load <16 x i32>, ptr %t386, align 4
  %t388 = add <16 x i32> %t387, %t34
  %t389 = fmul <16 x float> %t40, %t368
  %t390 = mul i64 %t364, %size.ldc
  %t391 = add i64 %t390, %t18
  %t392 = add i64 %t391, 16
  %t393 = getelementptr float, ptr %buf.res, i64 %t392
  %t394 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t393, <16 x i1> %t55, <16 x float> zeroinitializer)
  %t395 = sitofp <16 x i32> %t388 to <16 x float>
  %t396 = fmul <16 x float> %t395, %t389
  %t397 = fadd <16 x float> %t396, %t46
  %t398 = fadd <16 x float> %t397, %t394
  %t399 = fcmp olt <16 x float> %t398, splat (float 0x0000000000000000)
  %t400 = select <16 x i1> %t399, <16 x float> splat (float 0x0000000000000000), <16 x float> %t398
  %t401 = fcmp ogt <16 x float> %t400, splat (float 0x4018000000000000)
  %t402 = select <16 x i1> %t401, <16 x float> splat (float 0x4018000000000000), <16 x float> %t400
  %t403 = mul i64 %t364, %size.ldc
  %t404 = add i64 %t403, %t18
  %t405 = getelementptr float, ptr %buf.c, i64 %t404
  br i1 %t47, label %whole406, label %part407
whole406:
  %t408 = getelementptr float, ptr %t405, i64 0
  store <16 x float> %t385, ptr %t408, align 4
  %t409 = getelementptr float, ptr %t405, i64 16
  store <16 x float> %t402, ptr %t409, align 4
  br label %rowdone362
part407:
  %t410 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t385, ptr %t410, align 4
  %t411 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t402, ptr %t411, align 4
  store i64 0, ptr %c412
  br label %head413
head413:
  %i416 = load i64, ptr %c412
  %t417 = icmp slt i64 %i416, %t24
  br i1 %t417, label %body414, label %done415
body414:
  %t418 = getelementptr float, ptr %rowbuf, i64 %i416
  %t419 = load float, ptr %t418, align 4
  %t420 = getelementptr float, ptr %t405, i64 %i416
  store float %t419, ptr %t420, align 4
  %t421 = add nsw i64 %i416, 1
  store i64 %t421, ptr %c412
  br label %head413
done415:
  br label %rowdone362
rowdone362:
  %t424 = icmp slt i64 6, %t21
  br i1 %t424, label %row422, label %rowdone423
row422:
  %t425 = add i64 %t17, 6
  %t426 = getelementptr float, ptr %buf.rscale, i64 %t425
  %t427 = load float, ptr %t426, align 4
  %t428 = insertelement <16 x float> poison, float %t427, i64 0
  %t429 = shufflevector <16 x float> %t428, <16 x float> poison, <16 x i32> zeroinitializer
  %t430 = getelementptr <16 x i32>, ptr %tile, i64 12
  %t431 = load <16 x i32>, ptr %t430, align 4
  %t432 = add <16 x i32> %t431, %t31
  %t433 = fmul <16 x float> %t37, %t429
  %t434 = mul i64 %t425, %size.ldc
  %t435 = add i64 %t434, %t18
  %t436 = add i64 %t435, 0
  %t437 = getelementptr float, ptr %buf.res, i64 %t436
  %t438 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t437, <16 x i1> %t51, <16 x float> zeroinitializer)
  %t439 = sitofp <16 x i32> %t432 to <16 x float>
  %t440 = fmul <16 x float> %t439, %t433
  %t441 = fadd <16 x float> %t440, %t43
  %t442 = fadd <16 x float> %t441, %t438
  %t443 = fcmp olt <16 x float> %t442, splat (float 0x0000000000000000)
  %t444 = select <16 x i1> %t443, <16 x float> splat (float 0x0000000000000000), <16 x float> %t442
  %t445 = fcmp ogt <16 x float> %t444, splat (float 0x4018000000000000)
  %t446 = select <16 x i1> %t445, <16 x float> splat (float 0x4018000000000000), <16 x float> %t444
  %t447 = getelementptr <16 x i32>, ptr %tile, i64 13
  %t448 = load <16 x i32>, ptr %t447, align 4
  %t449 = add <16 x i32> %t448, %t34
  %t450 = fmul <16 x float> %t40, %t429
  %t451 = mul i64 %t425, %size.ldc
  %t452 = add i64 %t451, %t18
  %t453 = add i64 %t452, 16
  %t454 = getelementptr float, ptr %buf.res, i64 %t453
  %t455 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t454, <16 x i1> %t55, <16 x float> zeroinitializer)
  %t456 = sitofp <16 x i32> %t449 to <16 x float>
  %t457 = fmul <16 x float> %t456, %t450
  %t458 = fadd <16 x float> %t457, %t46
  %t459 = fadd <16 x float> %t458, %t455
  %t460 = fcmp olt <16 x float> %t459, splat (float 0x0000000000000000)
  %t461 = select <16 x i1> %t460, <16 x float> splat (float 0x0000000000000000), <16 x float> %t459
  %t462 = fcmp ogt <16 x float> %t461, splat (float 0x4018000000000000)
  %t463 = select <16 x i1> %t462, <16 x float> splat (float 0x4018000000000000), <16 x float> %t461
  %t464 = mul i64 %t425, %size.ldc
  %t465 = add i64 %t464, %t18
  %t466 = getelementptr float, ptr %buf.c, i64 %t465
  br i1 %t47, label %whole467, label %part468
whole467:
  %t469 = getelementptr float, ptr %t466, i64 0
  store <16 x float> %t446, ptr %t469, align 4
  %t470 = getelementptr float, ptr %t466, i64 16
  store <16 x float> %t463, ptr %t470, align 4
  br label %rowdone423
part468:
  %t471 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t446, ptr %t471, align 4
  %t472 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t463, ptr %t472, align 4
  store i64 0, ptr %c473
  br label %head474
head474:
  %i477 = load i64, ptr %c473
  %t478 = icmp slt i64 %i477, %t24
  br i1 %t478, label %body475, label %done476
body475:
  %t479 = getelementptr float, ptr %rowbuf, i64 %i477
  %t480 = load float, ptr %t479, align 4
  %t481 = getelementptr float, ptr %t466, i64 %i477
  store float %t480, ptr %t481, align 4
  %t482 = add nsw i64 %i477, 1
  store i64 %t482, ptr %c473
  br label %head474
done476:
  br label %rowdone423
rowdone423:
  %t485 = icmp slt i64 7, %t21
  br i1 %t485, label %row483, label %rowdone484
row483:
  %t486 = add i64 %t17, 7
  %t487 = getelementptr float, ptr %buf.rscale, i64 %t486
  %t488 = load float, ptr %t487, align 4
  %t489 = insertelement <16 x float> poison, float %t488, i64 0
  %t490 = shufflevector <16 x float> %t489, <16 x float> poison, <16 x i32> zeroinitializer
  %t491 = getelementptr <16 x i32>, ptr %tile, i64 14
  %t492 = load <16 x i32>, ptr %t491, align 4
  %t493 = add <16 x i32> %t492, %t31
  %t494 = fmul <16 x float> %t37, %t490
  %t495 = mul i64 %t486, %size.ldc
  %t496 = add i64 %t495, %t18
  %t497 = add i64 %t496, 0
  %t498 = getelementptr float, ptr %buf.res, i64 %t497
  %t499 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t498, <16 x i1> %t51, <16 x float> zeroinitializer)
  %t500 = sitofp <16 x i32> %t493 to <16 x float>
  %t501 = fmul <16 x float> %t500, %t494
  %t502 = fadd <16 x float> %t501, %t43
  %t503 = fadd <16 x float> %t502, %t499
  %t504 = fcmp olt <16 x float> %t503, splat (float 0x0000000000000000)
  %t505 = select <16 x i1> %t504, <16 x float> splat (float 0x0000000000000000), <16 x float> %t503
  %t506 = fcmp ogt <16 x float> %t505, splat (float 0x4018000000000000)
  %t507 = select <16 x i1> %t506, <16 x float> splat (float 0x4018000000000000), <16 x float> %t505
  %t508 = getelementptr <16 x i32>, ptr %tile, i64 15
  %t509 = load <16 x i32>, ptr %t508, align 4
  %t510 = add <16 x i32> %t509, %t34
  %t511 = fmul <16 x float> %t40, %t490
  %t512 = mul i64 %t486, %size.ldc
  %t513 = add i64 %t512, %t18
  %t514 = add i64 %t513, 16
  %t515 = getelementptr float, ptr %buf.res, i64 %t514
  %t516 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t515, <16 x i1> %t55, <16 x float> zeroinitializer)
  %t517 = sitofp <16 x i32> %t510 to <16 x float>
  %t518 = fmul <16 x float> %t517, %t511
  %t519 = fadd <16 x float> %t518, %t46
  %t520 = fadd <16 x float> %t519, %t516
  %t521 = fcmp olt <16 x float> %t520, splat (float 0x0000000000000000)
  %t522 = select <16 x i1> %t521, <16 x float> splat (float 0x0000000000000000), <16 x float> %t520
  %t523 = fcmp ogt <16 x float> %t522, splat (float 0x4018000000000000)
  %t524 = select <16 x i1> %t523, <16 x float> splat (float 0x4018000000000000), <16 x float> %t522
  %t525 = mul i64 %t486, %size.ldc
  %t526 = add i64 %t525, %t18
  %t527 = getelementptr float, ptr %buf.c, i64 %t526
  br i1 %t47, label %whole528, label %part529
whole528:
  %t530 = getelementptr float, ptr %t527, i64 0
  store <16 x float> %t507, ptr %t530, align 4
  %t531 = getelementptr float, ptr %t527, i64 16
  store <16 x float> %t524, ptr %t531, align 4
  br label %rowdone484
part529:
  %t532 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t507, ptr %t532, align 4
  %t533 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t524, ptr %t533, align 4
  store i64 0, ptr %c534
  br label %head535
head535:
  %i538 = load i64, ptr %c534
  %t539 = icmp slt i64 %i538, %t24
  br i1 %t539, label %body536, label %done537
body536:
  %t540 = getelementptr float, ptr %rowbuf, i64 %i538
  %t541 = load float, ptr %t540, align 4
  %t542 = getelementptr float, ptr %t527, i64 %i538
  store float %t541, ptr %t542, align 4
  %t543 = add nsw i64 %i538, 1
  store i64 %t543, ptr %c534
  br label %head535
done537:
  br label %rowdone484
rowdone484:
  %t546 = icmp slt i64 8, %t21
  br i1 %t546, label %row544, label %rowdone545
row544:
  %t547 = add i64 %t17, 8
  %t548 = getelementptr float, ptr %buf.rscale, i64 %t547
  %t549 = load float, ptr %t548, align 4
  %t550 = insertelement <16 x float> poison, float %t549, i64 0
  %t551 = shufflevector <16 x float> %t550, <16 x float> poison, <16 x i32> zeroinitializer
  %t552 = getelementptr <16 x i32>, ptr %tile, i64 16
  %t553 = load <16 x i32>, ptr %t552, align 4
  %t554 = add <16 x i32> %t553, %t31
  %t555 = fmul <16 x float> %t37, %t551
  %t556 = mul i64 %t547, %size.ldc
  %t557 = add i64 %t556, %t18
  %t558 = add i64 %t557, 0
  %t559 = getelementptr float, ptr %buf.res, i64 %t558
  %t560 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t559, <16 x i1> %t51, <16 x float> zeroinitializer)
  %t561 = sitofp <16 x i32> %t554 to <16 x float>
  %t562 = fmul <16 x float> %t561, %t555
  %t563 = fadd <16 x float> %t562, %t43
  %t564 = fadd <16 x float> %t563, %t560
  %t565 = fcmp olt <16 x float> %t564, splat (float 0x0000000000000000)
  %t566 = select <16 x i1> %t565, <16 x float> splat (float 0x0000000000000000), <16 x float> %t564
  %t567 = fcmp ogt <16 x float> %t566, splat (float 0x4018000000000000)
  %t568 = select <16 x i1> %t567, <16 x float> splat (float 0x4018000000000000), <16 x float> %t566
  %t569 = getelementptr <16 x i32>, ptr %tile, i64 17
  %t570 = load <16 x i32>, ptr %t569, align 4
  %t571 = add <16 x i32> %t570, %t34
  %t572 = fmul <16 x float> %t40, %t551
  %t573 = mul i64 %t547, %size.ldc
  %t574 = add i64 %t573, %t18
  %t575 = add i64 %t574, 16
  %t576 = getelementptr float, ptr %buf.res, i64 %t575
  %t577 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t576, <16 x i1> %t55, <16 x float> zeroinitializer)
  %t578 = sitofp <16 x i32> %t571 to <16 x float>
  %t579 = fmul <16 x float> %t578, %t572
  %t580 = fadd <16 x float> %t579, %t46
  %t581 = fadd <16 x float> %t580, %t577
  %t582 = fcmp olt <16 x float> %t581, splat (float 0x0000000000000000)
  %t583 = select <16 x i1> %t582, <16 x float> splat (float 0x0000000000000000), <16 x float> %t581
  %t584 = fcmp ogt <16 x float> %t583, splat (float 0x4018000000000000)
  %t585 = select <16 x i1> %t584, <16 x float> splat (float 0x4018000000000000), <16 x float> %t583
  %t586 = mul i64 %t547, %size.ldc
  %t587 = add i64 %t586, %t18
  %t588 = getelementptr float, ptr %buf.c, i64 %t587
  br i1 %t47, label %whole589, label %part590
whole589:
  %t591 = getelementptr float, ptr %t588, i64 0
  store <16 x float> %t568, ptr %t591, align 4
  %t592 = getelementptr float, ptr %t588, i64 16
  store <16 x float> %t585, ptr %t592, align 4
  br label %rowdone545
part590:
  %t593 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t568, ptr %t593, align 4
  %t594 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t585, ptr %t594, align 4
  store i64 0, ptr %c595
  br label %head596
head596:
  %i599 = load i64, ptr %c595
  %t600 = icmp slt i64 %i599, %t24
  br i1 %t600, label %body597, label %done598
body597:
  %t601 = getelementptr float, ptr %rowbuf, i64 %i599
  %t602 = load float, ptr %t601, align 4
  %t603 = getelementptr float, ptr %t588, i64 %i599
  store float %t602, ptr %t603, align 4
  %t604 = add nsw i64 %i599, 1
  store i64 %t604, ptr %c595
  br label %head596
done598:
  br label %rowdone545
rowdone545:
  %t607 = icmp slt i64 9, %t21
  br i1 %t607, label %row605, label %rowdone606
row605:
  %t608 = add i64 %t17, 9
  %t609 = getelementptr float, ptr %buf.rscale, i64 %t608
  %t610 = load float, ptr %t609, align 4
  %t611 = insertelement <16 x float> poison, float %t610, i64 0
  %t612 = shufflevector <16 x float> %t611, <16 x float> poison, <16 x i32> zeroinitializer
  %t613 = getelementptr <16 x i32>, ptr %tile, i64 18
  %t614 = load <16 x i32>, ptr %t613, align 4
  %t615 = add <16 x i32> %t614, %t31
  %t616 = fmul <16 x float> %t37, %t612
  %t617 = mul i64 %t608, %size.ldc
  %t618 = add i64 %t617, %t18
  %t619 = add i64 %t618, 0
  %t620 = getelementptr float, ptr %buf.res, i64 %t619
  %t621 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t620, <16 x i1> %t51, <16 x float> zeroinitializer)
  %t622 = sitofp <16 x i32> %t615 to <16 x float>
  %t623 = fmul <16 x float> %t622, %t616
  %t624 = fadd <16 x float> %t623, %t43
  %t625 = fadd <16 x float> %t624, %t621
  %t626 = fcmp olt <16 x float> %t625, splat (float 0x0000000000000000)
  %t627 = select <16 x i1> %t626, <16 x float> splat (float 0x0000000000000000), <16 x float> %t625
  %t628 = fcmp ogt <16 x float> %t627, splat (float 0x4018000000000000)
  %t629 = select <16 x i1> %t628, <16 x float> splat (float 0x4018000000000000), <16 x float> %t627
  %t630 = getelementptr <16 x i32>, ptr %tile, i64 19
  %t631 = load <16 x i32>, ptr %t630, align 4
  %t632 = add <16 x i32> %t631, %t34
  %t633 = fmul <16 x float> %t40, %t612
  %t634 = mul i64 %t608, %size.ldc
  %t635 = add i64 %t634, %t18
  %t636 = add i64 %t635, 16
  %t637 = getelementptr float, ptr %buf.res, i64 %t636
  %t638 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t637, <16 x i1> %t55, <16 x float> zeroinitializer)
  %t639 = sitofp <16 x i32> %t632 to <16 x float>
  %t640 = fmul <16 x float> %t639, %t633
  %t641 = fadd <16 x float> %t640, %t46
  %t642 = fadd <16 x float> %t641, %t638
  %t643 = fcmp olt <16 x float> %t642, splat (float 0x0000000000000000)
  %t644 = select <16 x i1> %t643, <16 x float> splat (float 0x0000000000000000), <16 x float> %t642
  %t645 = fcmp ogt <16 x float> %t644, splat (float 0x4018000000000000)
  %t646 = select <16 x i1> %t645, <16 x float> splat (float 0x4018000000000000), <16 x float> %t644
  %t647 = mul i64 %t608, %size.ldc
  %t648 = add i64 %t647, %t18
  %t649 = getelementptr float, ptr %buf.c, i64 %t648
  br i1 %t47, label %whole650, label %part651
whole650:
  %t652 = getelementptr float, ptr %t649, i64 0
  store <16 x float> %t629, ptr %t652, align 4
  %t653 = getelementptr float, ptr %t649, i64 16
  store <16 x float> %t646, ptr %t653, align 4
  br label %rowdone606
part651:
  %t654 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t629, ptr %t654, align 4
  %t655 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t646, ptr %t655, align 4
  store i64 0, ptr %c656
  br label %head657
head657:
  %i660 = load i64, ptr %c656
  %t661 = icmp slt i64 %i660, %t24
  br i1 %t661, label %body658, label %done659
body658:
  %t662 = getelementptr float, ptr %rowbuf, i64 %i660
  %t663 = load float, ptr %t662, align 4
  %t664 = getelementptr float, ptr %t649, i64 %i660
  store float %t663, ptr %t664, align 4
  %t665 = add nsw i64 %i660, 1
  store i64 %t665, ptr %c656
  br label %head657
done659:
  br label %rowdone606
rowdone606:
  %t668 = icmp slt i64 10, %t21
  br i1 %t668, label %row666, label %rowdone667
row666:
  %t669 = add i64 %t17, 10
  %t670 = getelementptr float, ptr %buf.rscale, i64 %t669
  %t671 = load float, ptr %t670, align 4
  %t672 = insertelement <16 x float> poison, float %t671, i64 0
  %t673 = shufflevector <16 x float> %t672, <16 x float> poison, <16 x i32> zeroinitializer
  %t674 = getelementptr <16 x i32>, ptr %tile, i64 20
  %t675 = load <16 x i32>, ptr %t674, align 4
  %t676 = add <16 x i32> %t675, %t31
  %t677 = fmul <16 x float> %t37, %t673
  %t678 = mul i64 %t669, %size.ldc
  %t679 = add i64 %t678, %t18
  %t680 = add i64 %t679, 0
  %t681 = getelementptr float, ptr %buf.res, i64 %t680
  %t682 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t681, <16 x i1> %t51, <16 x float> zeroinitializer)
  %t683 = sitofp <16 x i32> %t676 to <16 x float>
  %t684 = fmul <16 x float> %t683, %t677
  %t685 = fadd <16 x float> %t684, %t43
  %t686 = fadd <16 x float> %t685, %t682
  %t687 = fcmp olt <16 x float> %t686, splat (float 0x0000000000000000)
  %t688 = select <16 x i1> %t687, <16 x float> splat (float 0x0000000000000000), <16 x float> %t686
  %t689 = fcmp ogt <16 x float> %t688, splat (float 0x4018000000000000)
  %t690 = select <16 x i1> %t689, <16 x float> splat (float 0x4018000000000000), <16 x float> %t688
  %t691 = getelementptr <16 x i32>, ptr %tile, i64 21
  %t692 = load <16 x i32>, ptr %t691, align 4
  %t693 = add <16 x i32> %t692, %t34
  %t694 = fmul <16 x float> %t40, %t673
  %t695 = mul i64 %t669, %size.ldc
  %t696 = add i64 %t695, %t18
  %t697 = add i64 %t696, 16
  %t698 = getelementptr float, ptr %buf.res, i64 %t697
  %t699 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t698, <16 x i1> %t55, <16 x float> zeroinitializer)
  %t700 = sitofp <16 x i32> %t693 to <16 x float>
  %t701 = fmul <16 x float> %t700, %t694
  %t702 = fadd <16 x float> %t701, %t46
  %t703 = fadd <16 x float> %t702, %t699
  %t704 = fcmp olt <16 x float> %t703, splat (float 0x0000000000000000)
  %t705 = select <16 x i1> %t704, <16 x float> splat (float 0x0000000000000000), <16 x float> %t703
  %t706 = fcmp ogt <16 x float> %t705, splat (float 0x4018000000000000)
  %t707 = select <16 x i1> %t706, <16 x float> splat (float 0x4018000000000000), <16 x float> %t705
  %t708 = mul i64 %t669, %size.ldc
  %t709 = add i64 %t708, %t18
  %t710 = getelementptr float, ptr %buf.c, i64 %t709
  br i1 %t47, label %whole711, label %part712
whole711:
  %t713 = getelementptr float, ptr %t710, i64 0
  store <16 x float> %t690, ptr %t713, align 4
  %t714 = getelementptr float, ptr %t710, i64 16
  store <16 x float> %t707, ptr %t714, align 4
  br label %rowdone667
part712:
  %t715 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t690, ptr %t715, align 4
  %t716 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t707, ptr %t716, align 4
  store i64 0, ptr %c717
  br label %head718
head718:
  %i721 = load i64, ptr %c717
  %t722 = icmp slt i64 %i721, %t24
  br i1 %t722, label %body719, label %done720
body719:
  %t723 = getelementptr float, ptr %rowbuf, i64 %i721
  %t724 = load float, ptr %t723, align 4
  %t725 = getelementptr float, ptr %t710, i64 %i721
  store float %t724, ptr %t725, align 4
  %t726 = add nsw i64 %i721, 1
  store i64 %t726, ptr %c717
  br label %head718
done720:
  br label %rowdone667
rowdone667:
  %t729 = icmp slt i64 11, %t21
  br i1 %t729, label %row727, label %rowdone728
row727:
  %t730 = add i64 %t17, 11
  %t731 = getelementptr float, ptr %buf.rscale, i64 %t730
  %t732 = load float, ptr %t731, align 4
  %t733 = insertelement <16 x float> poison, float %t732, i64 0
  %t734 = shufflevector <16 x float> %t733, <16 x float> poison, <16 x i32> zeroinitializer
  %t735 = getelementptr <16 x i32>, ptr %tile, i64 22
  %t736 = load <16 x i32>, ptr %t735, align 4
  %t737 = add <16 x i32> %t736, %t31
  %t738 = fmul <16 x float> %t37, %t734
  %t739 = mul i64 %t730, %size.ldc
  %t740 = add i64 %t739, %t18
  %t741 = add i64 %t740, 0
  %t742 = getelementptr float, ptr %buf.res, i64 %t741
  %t743 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t742, <16 x i1> %t51, <16 x float> zeroinitializer)
  %t744 = sitofp <16 x i32> %t737 to <16 x float>
  %t745 = fmul <16 x float> %t744, %t738
  %t746 = fadd <16 x float> %t745, %t43
  %t747 = fadd <16 x float> %t746, %t743
  %t748 = fcmp olt <16 x float> %t747, splat (float 0x0000000000000000)
  %t749 = select <16 x i1> %t748, <16 x float> splat (float 0x0000000000000000), <16 x float> %t747
  %t750 = fcmp ogt <16 x float> %t749, splat (float 0x4018000000000000)
  %t751 = select <16 x i1> %t750, <16 x float> splat (float 0x4018000000000000), <16 x float> %t749
  %t752 = getelementptr <16 x i32>, ptr %tile, i64 23
  %t753 = load <16 x i32>, ptr %t752, align 4
  %t754 = add <16 x i32> %t753, %t34
  %t755 = fmul <16 x float> %t40, %t734
  %t756 = mul i64 %t730, %size.ldc
  %t757 = add i64 %t756, %t18
  %t758 = add i64 %t757, 16
  %t759 = getelementptr float, ptr %buf.res, i64 %t758
  %t760 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t759, <16 x i1> %t55, <16 x float> zeroinitializer)
  %t761 = sitofp <16 x i32> %t754 to <16 x float>
  %t762 = fmul <16 x float> %t761, %t755
  %t763 = fadd <16 x float> %t762, %t46
  %t764 = fadd <16 x float> %t763, %t760
  %t765 = fcmp olt <16 x float> %t764, splat (float 0x0000000000000000)
  %t766 = select <16 x i1> %t765, <16 x float> splat (float 0x0000000000000000), <16 x float> %t764
  %t767 = fcmp ogt <16 x float> %t766, splat (float 0x4018000000000000)
  %t768 = select <16 x i1> %t767, <16 x float> splat (float 0x4018000000000000), <16 x float> %t766
  %t769 = mul i64 %t730, %size.ldc
  %t770 = add i64 %t769, %t18
  %t771 = getelementptr float, ptr %buf.c, i64 %t770
  br i1 %t47, label %whole772, label %part773
whole772:
  %t774 = getelementptr float, ptr %t771, i64 0
  store <16 x float> %t751, ptr %t774, align 4
  %t775 = getelementptr float, ptr %t771, i64 16
  store <16 x float> %t768, ptr %t775, align 4
  br label %rowdone728
part773:
  %t776 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t751, ptr %t776, align 4
  %t777 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t768, ptr %t777, align 4
  store i64 0, ptr %c778
  br label %head779
head779:
  %i782 = load i64, ptr %c778
  %t783 = icmp slt i64 %i782, %t24
  br i1 %t783, label %body780, label %done781
body780:
  %t784 = getelementptr float, ptr %rowbuf, i64 %i782
  %t785 = load float, ptr %t784, align 4
  %t786 = getelementptr float, ptr %t771, i64 %i782
  store float %t785, ptr %t786, align 4
  %t787 = add nsw i64 %i782, 1
  store i64 %t787, ptr %c778
  br label %head779
done781:
  br label %rowdone728
rowdone728:
  %t788 = add nsw i64 %i13, 1
  store i64 %t788, ptr %c9
  br label %head10
done12:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
