define internal void @"jr.qgemm.scalar.l1.4x4.rs.flip.i32.col.mk"(ptr %r, i64 %rs, i64 %nrows, ptr %p, i64 %kg, ptr %out) alwaysinline nounwind {
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
  %acc0 = phi <1 x i32> [zeroinitializer, %entry], [%new0, %loop]
  %acc1 = phi <1 x i32> [zeroinitializer, %entry], [%new1, %loop]
  %acc2 = phi <1 x i32> [zeroinitializer, %entry], [%new2, %loop]
  %acc3 = phi <1 x i32> [zeroinitializer, %entry], [%new3, %loop]
  %acc4 = phi <1 x i32> [zeroinitializer, %entry], [%new4, %loop]
  %acc5 = phi <1 x i32> [zeroinitializer, %entry], [%new5, %loop]
  %acc6 = phi <1 x i32> [zeroinitializer, %entry], [%new6, %loop]
  %acc7 = phi <1 x i32> [zeroinitializer, %entry], [%new7, %loop]
  %acc8 = phi <1 x i32> [zeroinitializer, %entry], [%new8, %loop]
  %acc9 = phi <1 x i32> [zeroinitializer, %entry], [%new9, %loop]
  %acc10 = phi <1 x i32> [zeroinitializer, %entry], [%new10, %loop]
  %acc11 = phi <1 x i32> [zeroinitializer, %entry], [%new11, %loop]
  %acc12 = phi <1 x i32> [zeroinitializer, %entry], [%new12, %loop]
  %acc13 = phi <1 x i32> [zeroinitializer, %entry], [%new13, %loop]
  %acc14 = phi <1 x i32> [zeroinitializer, %entry], [%new14, %loop]
  %acc15 = phi <1 x i32> [zeroinitializer, %entry], [%new15, %loop]
  %t17 = mul i64 %k, 16
  %t18 = getelementptr i8, ptr %p, i64 %t17
  %t19 = getelementptr i8, ptr %t18, i64 0
  %t20 = load <4 x i8>, ptr %t19, align 1
  %t21 = getelementptr i8, ptr %t18, i64 4
  %t22 = load <4 x i8>, ptr %t21, align 1
  %t23 = getelementptr i8, ptr %t18, i64 8
  %t24 = load <4 x i8>, ptr %t23, align 1
  %t25 = getelementptr i8, ptr %t18, i64 12
  %t26 = load <4 x i8>, ptr %t25, align 1
  %t27 = mul i64 %k, 4
  %t28 = getelementptr i8, ptr %t3, i64 %t27
  %t29 = load i32, ptr %t28, align 1
  %t30 = xor i32 %t29, -2139062144
  %t31 = insertelement <1 x i32> poison, i32 %t30, i64 0
  %t32 = shufflevector <1 x i32> %t31, <1 x i32> poison, <1 x i32> zeroinitializer
  %t33 = bitcast <1 x i32> %t32 to <4 x i8>
  %t34 = zext <4 x i8> %t20 to <4 x i32>
  %t35 = sext <4 x i8> %t33 to <4 x i32>
  %t36 = mul nsw <4 x i32> %t34, %t35
  %t37 = shufflevector <4 x i32> %t36, <4 x i32> poison, <1 x i32> <i32 0>
  %t38 = add <1 x i32> %acc0, %t37
  %t39 = shufflevector <4 x i32> %t36, <4 x i32> poison, <1 x i32> <i32 1>
  %t40 = add <1 x i32> %t38, %t39
  %t41 = shufflevector <4 x i32> %t36, <4 x i32> poison, <1 x i32> <i32 2>
  %t42 = add <1 x i32> %t40, %t41
  %t43 = shufflevector <4 x i32> %t36, <4 x i32> poison, <1 x i32> <i32 3>
  %new0 = add <1 x i32> %t42, %t43
  %t44 = bitcast <1 x i32> %t32 to <4 x i8>
  %t45 = zext <4 x i8> %t22 to <4 x i32>
  %t46 = sext <4 x i8> %t44 to <4 x i32>
  %t47 = mul nsw <4 x i32> %t45, %t46
  %t48 = shufflevector <4 x i32> %t47, <4 x i32> poison, <1 x i32> <i32 0>
  %t49 = add <1 x i32> %acc1, %t48
  %t50 = shufflevector <4 x i32> %t47, <4 x i32> poison, <1 x i32> <i32 1>
  %t51 = add <1 x i32> %t49, %t50
  %t52 = shufflevector <4 x i32> %t47, <4 x i32> poison, <1 x i32> <i32 2>
  %t53 = add <1 x i32> %t51, %t52
  %t54 = shufflevector <4 x i32> %t47, <4 x i32> poison, <1 x i32> <i32 3>
  %new1 = add <1 x i32> %t53, %t54
  %t55 = bitcast <1 x i32> %t32 to <4 x i8>
  %t56 = zext <4 x i8> %t24 to <4 x i32>
  %t57 = sext <4 x i8> %t55 to <4 x i32>
  %t58 = mul nsw <4 x i32> %t56, %t57
  %t59 = shufflevector <4 x i32> %t58, <4 x i32> poison, <1 x i32> <i32 0>
  %t60 = add <1 x i32> %acc2, %t59
  %t61 = shufflevector <4 x i32> %t58, <4 x i32> poison, <1 x i32> <i32 1>
  %t62 = add <1 x i32> %t60, %t61
  %t63 = shufflevector <4 x i32> %t58, <4 x i32> poison, <1 x i32> <i32 2>
  %t64 = add <1 x i32> %t62, %t63
  %t65 = shufflevector <4 x i32> %t58, <4 x i32> poison, <1 x i32> <i32 3>
  %new2 = add <1 x i32> %t64, %t65
  %t66 = bitcast <1 x i32> %t32 to <4 x i8>
  %t67 = zext <4 x i8> %t26 to <4 x i32>
  %t68 = sext <4 x i8> %t66 to <4 x i32>
  %t69 = mul nsw <4 x i32> %t67, %t68
  %t70 = shufflevector <4 x i32> %t69, <4 x i32> poison, <1 x i32> <i32 0>
  %t71 = add <1 x i32> %acc3, %t70
  %t72 = shufflevector <4 x i32> %t69, <4 x i32> poison, <1 x i32> <i32 1>
  %t73 = add <1 x i32> %t71, %t72
  %t74 = shufflevector <4 x i32> %t69, <4 x i32> poison, <1 x i32> <i32 2>
  %t75 = add <1 x i32> %t73, %t74
  %t76 = shufflevector <4 x i32> %t69, <4 x i32> poison, <1 x i32> <i32 3>
  %new3 = add <1 x i32> %t75, %t76
  %t77 = mul i64 %k, 4
  %t78 = getelementptr i8, ptr %t7, i64 %t77
  %t79 = load i32, ptr %t78, align 1
  %t80 = xor i32 %t79, -2139062144
  %t81 = insertelement <1 x i32> poison, i32 %t80, i64 0
  %t82 = shufflevector <1 x i32> %t81, <1 x i32> poison, <1 x i32> zeroinitializer
  %t83 = bitcast <1 x i32> %t82 to <4 x i8>
  %t84 = zext <4 x i8> %t20 to <4 x i32>
  %t85 = sext <4 x i8> %t83 to <4 x i32>
  %t86 = mul nsw <4 x i32> %t84, %t85
  %t87 = shufflevector <4 x i32> %t86, <4 x i32> poison, <1 x i32> <i32 0>
  %t88 = add <1 x i32> %acc4, %t87
  %t89 = shufflevector <4 x i32> %t86, <4 x i32> poison, <1 x i32> <i32 1>
  %t90 = add <1 x i32> %t88, %t89
  %t91 = shufflevector <4 x i32> %t86, <4 x i32> poison, <1 x i32> <i32 2>
  %t92 = add <1 x i32> %t90, %t91
  %t93 = shufflevector <4 x i32> %t86, <4 x i32> poison, <1 x i32> <i32 3>
  %new4 = add <1 x i32> %t92, %t93
  %t94 = bitcast <1 x i32> %t82 to <4 x i8>
  %t95 = zext <4 x i8> %t22 to <4 x i32>
  %t96 = sext <4 x i8> %t94 to <4 x i32>
  %t97 = mul nsw <4 x i32> %t95, %t96
  %t98 = shufflevector <4 x i32> %t97, <4 x i32> poison, <1 x i32> <i32 0>
  %t99 = add <1 x i32> %acc5, %t98
  %t100 = shufflevector <4 x i32> %t97, <4 x i32> poison, <1 x i32> <i32 1>
  %t101 = add <1 x i32> %t99, %t100
  %t102 = shufflevector <4 x i32> %t97, <4 x i32> poison, <1 x i32> <i32 2>
  %t103 = add <1 x i32> %t101, %t102
  %t104 = shufflevector <4 x i32> %t97, <4 x i32> poison, <1 x i32> <i32 3>
  %new5 = add <1 x i32> %t103, %t104
  %t105 = bitcast <1 x i32> %t82 to <4 x i8>
  %t106 = zext <4 x i8> %t24 to <4 x i32>
  %t107 = sext <4 x i8> %t105 to <4 x i32>
  %t108 = mul nsw <4 x i32> %t106, %t107
  %t109 = shufflevector <4 x i32> %t108, <4 x i32> poison, <1 x i32> <i32 0>
  %t110 = add <1 x i32> %acc6, %t109
  %t111 = shufflevector <4 x i32> %t108, <4 x i32> poison, <1 x i32> <i32 1>
  %t112 = add <1 x i32> %t110, %t111
  %t113 = shufflevector <4 x i32> %t108, <4 x i32> poison, <1 x i32> <i32 2>
  %t114 = add <1 x i32> %t112, %t113
  %t115 = shufflevector <4 x i32> %t108, <4 x i32> poison, <1 x i32> <i32 3>
  %new6 = add <1 x i32> %t114, %t115
  %t116 = bitcast <1 x i32> %t82 to <4 x i8>
  %t117 = zext <4 x i8> %t26 to <4 x i32>
  %t118 = sext <4 x i8> %t116 to <4 x i32>
  %t119 = mul nsw <4 x i32> %t117, %t118
  %t120 = shufflevector <4 x i32> %t119, <4 x i32> poison, <1 x i32> <i32 0>
  %t121 = add <1 x i32> %acc7, %t120
  %t122 = shufflevector <4 x i32> %t119, <4 x i32> poison, <1 x i32> <i32 1>
  %t123 = add <1 x i32> %t121, %t122
  %t124 = shufflevector <4 x i32> %t119, <4 x i32> poison, <1 x i32> <i32 2>
  %t125 = add <1 x i32> %t123, %t124
  %t126 = shufflevector <4 x i32> %t119, <4 x i32> poison, <1 x i32> <i32 3>
  %new7 = add <1 x i32> %t125, %t126
  %t127 = mul i64 %k, 4
  %t128 = getelementptr i8, ptr %t11, i64 %t127
  %t129 = load i32, ptr %t128, align 1
  %t130 = xor i32 %t129, -2139062144
  %t131 = insertelement <1 x i32> poison, i32 %t130, i64 0
  %t132 = shufflevector <1 x i32> %t131, <1 x i32> poison, <1 x i32> zeroinitializer
  %t133 = bitcast <1 x i32> %t132 to <4 x i8>
  %t134 = zext <4 x i8> %t20 to <4 x i32>
  %t135 = sext <4 x i8> %t133 to <4 x i32>
  %t136 = mul nsw <4 x i32> %t134, %t135
  %t137 = shufflevector <4 x i32> %t136, <4 x i32> poison, <1 x i32> <i32 0>
  %t138 = add <1 x i32> %acc8, %t137
  %t139 = shufflevector <4 x i32> %t136, <4 x i32> poison, <1 x i32> <i32 1>
  %t140 = add <1 x i32> %t138, %t139
  %t141 = shufflevector <4 x i32> %t136, <4 x i32> poison, <1 x i32> <i32 2>
  %t142 = add <1 x i32> %t140, %t141
  %t143 = shufflevector <4 x i32> %t136, <4 x i32> poison, <1 x i32> <i32 3>
  %new8 = add <1 x i32> %t142, %t143
  %t144 = bitcast <1 x i32> %t132 to <4 x i8>
  %t145 = zext <4 x i8> %t22 to <4 x i32>
  %t146 = sext <4 x i8> %t144 to <4 x i32>
  %t147 = mul nsw <4 x i32> %t145, %t146
  %t148 = shufflevector <4 x i32> %t147, <4 x i32> poison, <1 x i32> <i32 0>
  %t149 = add <1 x i32> %acc9, %t148
  %t150 = shufflevector <4 x i32> %t147, <4 x i32> poison, <1 x i32> <i32 1>
  %t151 = add <1 x i32> %t149, %t150
  %t152 = shufflevector <4 x i32> %t147, <4 x i32> poison, <1 x i32> <i32 2>
  %t153 = add <1 x i32> %t151, %t152
  %t154 = shufflevector <4 x i32> %t147, <4 x i32> poison, <1 x i32> <i32 3>
  %new9 = add <1 x i32> %t153, %t154
  %t155 = bitcast <1 x i32> %t132 to <4 x i8>
  %t156 = zext <4 x i8> %t24 to <4 x i32>
  %t157 = sext <4 x i8> %t155 to <4 x i32>
  %t158 = mul nsw <4 x i32> %t156, %t157
  %t159 = shufflevector <4 x i32> %t158, <4 x i32> poison, <1 x i32> <i32 0>
  %t160 = add <1 x i32> %acc10, %t159
  %t161 = shufflevector <4 x i32> %t158, <4 x i32> poison, <1 x i32> <i32 1>
  %t162 = add <1 x i32> %t160, %t161
  %t163 = shufflevector <4 x i32> %t158, <4 x i32> poison, <1 x i32> <i32 2>
  %t164 = add <1 x i32> %t162, %t163
  %t165 = shufflevector <4 x i32> %t158, <4 x i32> poison, <1 x i32> <i32 3>
  %new10 = add <1 x i32> %t164, %t165
  %t166 = bitcast <1 x i32> %t132 to <4 x i8>
  %t167 = zext <4 x i8> %t26 to <4 x i32>
  %t168 = sext <4 x i8> %t166 to <4 x i32>
  %t169 = mul nsw <4 x i32> %t167, %t168
  %t170 = shufflevector <4 x i32> %t169, <4 x i32> poison, <1 x i32> <i32 0>
  %t171 = add <1 x i32> %acc11, %t170
  %t172 = shufflevector <4 x i32> %t169, <4 x i32> poison, <1 x i32> <i32 1>
  %t173 = add <1 x i32> %t171, %t172
  %t174 = shufflevector <4 x i32> %t169, <4 x i32> poison, <1 x i32> <i32 2>
  %t175 = add <1 x i32> %t173, %t174
  %t176 = shufflevector <4 x i32> %t169, <4 x i32> poison, <1 x i32> <i32 3>
  %new11 = add <1 x i32> %t175, %t176
  %t177 = mul i64 %k, 4
  %t178 = getelementptr i8, ptr %t15, i64 %t177
  %t179 = load i32, ptr %t178, align 1
  %t180 = xor i32 %t179, -2139062144
  %t181 = insertelement <1 x i32> poison, i32 %t180, i64 0
  %t182 = shufflevector <1 x i32> %t181, <1 x i32> poison, <1 x i32> zeroinitializer
  %t183 = bitcast <1 x i32> %t182 to <4 x i8>
  %t184 = zext <4 x i8> %t20 to <4 x i32>
  %t185 = sext <4 x i8> %t183 to <4 x i32>
  %t186 = mul nsw <4 x i32> %t184, %t185
  %t187 = shufflevector <4 x i32> %t186, <4 x i32> poison, <1 x i32> <i32 0>
  %t188 = add <1 x i32> %acc12, %t187
  %t189 = shufflevector <4 x i32> %t186, <4 x i32> poison, <1 x i32> <i32 1>
  %t190 = add <1 x i32> %t188, %t189
  %t191 = shufflevector <4 x i32> %t186, <4 x i32> poison, <1 x i32> <i32 2>
  %t192 = add <1 x i32> %t190, %t191
  %t193 = shufflevector <4 x i32> %t186, <4 x i32> poison, <1 x i32> <i32 3>
  %new12 = add <1 x i32> %t192, %t193
  %t194 = bitcast <1 x i32> %t182 to <4 x i8>
  %t195 = zext <4 x i8> %t22 to <4 x i32>
  %t196 = sext <4 x i8> %t194 to <4 x i32>
  %t197 = mul nsw <4 x i32> %t195, %t196
  %t198 = shufflevector <4 x i32> %t197, <4 x i32> poison, <1 x i32> <i32 0>
  %t199 = add <1 x i32> %acc13, %t198
  %t200 = shufflevector <4 x i32> %t197, <4 x i32> poison, <1 x i32> <i32 1>
  %t201 = add <1 x i32> %t199, %t200
  %t202 = shufflevector <4 x i32> %t197, <4 x i32> poison, <1 x i32> <i32 2>
  %t203 = add <1 x i32> %t201, %t202
  %t204 = shufflevector <4 x i32> %t197, <4 x i32> poison, <1 x i32> <i32 3>
  %new13 = add <1 x i32> %t203, %t204
  %t205 = bitcast <1 x i32> %t182 to <4 x i8>
  %t206 = zext <4 x i8> %t24 to <4 x i32>
  %t207 = sext <4 x i8> %t205 to <4 x i32>
  %t208 = mul nsw <4 x i32> %t206, %t207
  %t209 = shufflevector <4 x i32> %t208, <4 x i32> poison, <1 x i32> <i32 0>
  %t210 = add <1 x i32> %acc14, %t209
  %t211 = shufflevector <4 x i32> %t208, <4 x i32> poison, <1 x i32> <i32 1>
  %t212 = add <1 x i32> %t210, %t211
  %t213 = shufflevector <4 x i32> %t208, <4 x i32> poison, <1 x i32> <i32 2>
  %t214 = add <1 x i32> %t212, %t213
  %t215 = shufflevector <4 x i32> %t208, <4 x i32> poison, <1 x i32> <i32 3>
  %new14 = add <1 x i32> %t214, %t215
  %t216 = bitcast <1 x i32> %t182 to <4 x i8>
  %t217 = zext <4 x i8> %t26 to <4 x i32>
  %t218 = sext <4 x i8> %t216 to <4 x i32>
  %t219 = mul nsw <4 x i32> %t217, %t218
  %t220 = shufflevector <4 x i32> %t219, <4 x i32> poison, <1 x i32> <i32 0>
  %t221 = add <1 x i32> %acc15, %t220
  %t222 = shufflevector <4 x i32> %t219, <4 x i32> poison, <1 x i32> <i32 1>
  %t223 = add <1 x i32> %t221, %t222
  %t224 = shufflevector <4 x i32> %t219, <4 x i32> poison, <1 x i32> <i32 2>
  %t225 = add <1 x i32> %t223, %t224
  %t226 = shufflevector <4 x i32> %t219, <4 x i32> poison, <1 x i32> <i32 3>
  %new15 = add <1 x i32> %t225, %t226
  %k1 = add nsw i64 %k, 1
  %t227 = icmp slt i64 %k1, %kg
  br i1 %t227, label %loop, label %exit, !llvm.loop !0
exit:
  %t228 = phi <1 x i32> [zeroinitializer, %entry], [%new0, %loop]
  %t229 = phi <1 x i32> [zeroinitializer, %entry], [%new1, %loop]
  %t230 = phi <1 x i32> [zeroinitializer, %entry], [%new2, %loop]
  %t231 = phi <1 x i32> [zeroinitializer, %entry], [%new3, %loop]
  %t232 = phi <1 x i32> [zeroinitializer, %entry], [%new4, %loop]
  %t233 = phi <1 x i32> [zeroinitializer, %entry], [%new5, %loop]
  %t234 = phi <1 x i32> [zeroinitializer, %entry], [%new6, %loop]
  %t235 = phi <1 x i32> [zeroinitializer, %entry], [%new7, %loop]
  %t236 = phi <1 x i32> [zeroinitializer, %entry], [%new8, %loop]
  %t237 = phi <1 x i32> [zeroinitializer, %entry], [%new9, %loop]
  %t238 = phi <1 x i32> [zeroinitializer, %entry], [%new10, %loop]
  %t239 = phi <1 x i32> [zeroinitializer, %entry], [%new11, %loop]
  %t240 = phi <1 x i32> [zeroinitializer, %entry], [%new12, %loop]
  %t241 = phi <1 x i32> [zeroinitializer, %entry], [%new13, %loop]
  %t242 = phi <1 x i32> [zeroinitializer, %entry], [%new14, %loop]
  %t243 = phi <1 x i32> [zeroinitializer, %entry], [%new15, %loop]
  %t244 = getelementptr <1 x i32>, ptr %out, i64 0
  store <1 x i32> %t228, ptr %t244, align 4
  %t245 = getelementptr <1 x i32>, ptr %out, i64 1
  store <1 x i32> %t229, ptr %t245, align 4
  %t246 = getelementptr <1 x i32>, ptr %out, i64 2
  store <1 x i32> %t230, ptr %t246, align 4
  %t247 = getelementptr <1 x i32>, ptr %out, i64 3
  store <1 x i32> %t231, ptr %t247, align 4
  %t248 = getelementptr <1 x i32>, ptr %out, i64 4
  store <1 x i32> %t232, ptr %t248, align 4
  %t249 = getelementptr <1 x i32>, ptr %out, i64 5
  store <1 x i32> %t233, ptr %t249, align 4
  %t250 = getelementptr <1 x i32>, ptr %out, i64 6
  store <1 x i32> %t234, ptr %t250, align 4
  %t251 = getelementptr <1 x i32>, ptr %out, i64 7
  store <1 x i32> %t235, ptr %t251, align 4
  %t252 = getelementptr <1 x i32>, ptr %out, i64 8
  store <1 x i32> %t236, ptr %t252, align 4
  %t253 = getelementptr <1 x i32>, ptr %out, i64 9
  store <1 x i32> %t237, ptr %t253, align 4
  %t254 = getelementptr <1 x i32>, ptr %out, i64 10
  store <1 x i32> %t238, ptr %t254, align 4
  %t255 = getelementptr <1 x i32>, ptr %out, i64 11
  store <1 x i32> %t239, ptr %t255, align 4
  %t256 = getelementptr <1 x i32>, ptr %out, i64 12
  store <1 x i32> %t240, ptr %t256, align 4
  %t257 = getelementptr <1 x i32>, ptr %out, i64 13
  store <1 x i32> %t241, ptr %t257, align 4
  %t258 = getelementptr <1 x i32>, ptr %out, i64 14
  store <1 x i32> %t242, ptr %t258, align 4
  %t259 = getelementptr <1 x i32>, ptr %out, i64 15
  store <1 x i32> %t243, ptr %t259, align 4
  ret void
}

define void @"jr.qgemm.scalar.l1.4x4.rs.flip.i32.col"(ptr noalias %buf.r, ptr noalias %buf.p, ptr noalias %buf.radd, ptr noalias %buf.cadd, ptr noalias %buf.rmul, ptr noalias %buf.cmul, ptr noalias %buf.scale, ptr noalias %buf.bias, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.m, i64 %size.n, i64 %size.kg, i64 %size.rs, i64 %size.ldc, i64 %size.zp, i64 %range.lo, i64 %range.hi) nounwind "no-builtins" {
entry:
  %tile = alloca [16 x <1 x i32>], align 64
  %rowbuf = alloca [4 x i32], align 64
  %c9 = alloca i64
  %c103 = alloca i64
  %c162 = alloca i64
  %c221 = alloca i64
  %c280 = alloca i64
  %t1 = add i64 %size.m, 3
  %t2 = sdiv i64 %t1, 4
  %t3 = add i64 %size.n, 3
  %t4 = sdiv i64 %t3, 4
  %t5 = mul i64 %t4, %t2
  %t6 = icmp slt i64 %range.hi, %t5
  %t7 = select i1 %t6, i64 %range.hi, i64 %t5
  %t8 = mul i64 %size.kg, 16
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
  %t18 = mul i64 %t15, 4
  %t19 = sub i64 %size.m, %t17
  %t20 = icmp slt i64 4, %t19
  %t21 = select i1 %t20, i64 4, i64 %t19
  %t22 = sub i64 %size.n, %t18
  %t23 = icmp slt i64 4, %t22
  %t24 = select i1 %t23, i64 4, i64 %t22
  %t25 = mul i64 %t17, %size.rs
  %t26 = getelementptr i8, ptr %buf.r, i64 %t25
  %t27 = mul i64 %t15, %t8
  %t28 = getelementptr i8, ptr %buf.p, i64 %t27
  call void @"jr.qgemm.scalar.l1.4x4.rs.flip.i32.col.mk"(ptr %t26, i64 %size.rs, i64 %t21, ptr %t28, i64 %size.kg, ptr %tile)
  %t29 = add i64 %t18, 0
  %t30 = getelementptr i32, ptr %buf.cadd, i64 %t29
  %t31 = load <1 x i32>, ptr %t30, align 4
  %t32 = add i64 %t18, 1
  %t33 = getelementptr i32, ptr %buf.cadd, i64 %t32
  %t34 = load <1 x i32>, ptr %t33, align 4
  %t35 = add i64 %t18, 2
  %t36 = getelementptr i32, ptr %buf.cadd, i64 %t35
  %t37 = load <1 x i32>, ptr %t36, align 4
  %t38 = add i64 %t18, 3
  %t39 = getelementptr i32, ptr %buf.cadd, i64 %t38
  %t40 = load <1 x i32>, ptr %t39, align 4
  %t41 = add i64 %t18, 0
  %t42 = getelementptr i32, ptr %buf.cmul, i64 %t41
  %t43 = load <1 x i32>, ptr %t42, align 4
  %t44 = add i64 %t18, 1
  %t45 = getelementptr i32, ptr %buf.cmul, i64 %t44
  %t46 = load <1 x i32>, ptr %t45, align 4
  %t47 = add i64 %t18, 2
  %t48 = getelementptr i32, ptr %buf.cmul, i64 %t47
  %t49 = load <1 x i32>, ptr %t48, align 4
  %t50 = add i64 %t18, 3
  %t51 = getelementptr i32, ptr %buf.cmul, i64 %t50
  %t52 = load <1 x i32>, ptr %t51, align 4
  %t53 = icmp eq i64 %t24, 4
  %t56 = icmp slt i64 0, %t21
  br i1 %t56, label %row54, label %rowdone55
row54:
  %t57 = add i64 %t17, 0
  %t58 = getelementptr i32, ptr %buf.radd, i64 %t57
  %t59 = load i32, ptr %t58, align 4
  %t60 = insertelement <1 x i32> poison, i32 %t59, i64 0
  %t61 = shufflevector <1 x i32> %t60, <1 x i32> poison, <1 x i32> zeroinitializer
  %t62 = getelementptr i32, ptr %buf.rmul, i64 %t57
  %t63 = load i32, ptr %t62, align 4
  %t64 = insertelement <1 x i32> poison, i32 %t63, i64 0
  %t65 = shufflevector <1 x i32> %t64, <1 x i32> poison, <1 x i32> zeroinitializer
  %t66 = getelementptr <1 x i32>, ptr %tile, i64 0
  %t67 = load <1 x i32>, ptr %t66, align 4
  %t68 = add <1 x i32> %t67, %t61
  %t69 = mul <1 x i32> %t65, %t43
  %t70 = add <1 x i32> %t31, %t69
  %t71 = add <1 x i32> %t68, %t70
  %t72 = getelementptr <1 x i32>, ptr %tile, i64 1
  %t73 = load <1 x i32>, ptr %t72, align 4
  %t74 = add <1 x i32> %t73, %t61
  %t75 = mul <1 x i32> %t65, %t46
  %t76 = add <1 x i32> %t34, %t75
  %t77 = add <1 x i32> %t74, %t76
  %t78 = getelementptr <1 x i32>, ptr %tile, i64 2
  %t79 = load <1 x i32>, ptr %t78, align 4
  %t80 = add <1 x i32> %t79, %t61
  %t81 = mul <1 x i32> %t65, %t49
  %t82 = add <1 x i32> %t37, %t81
  %t83 = add <1 x i32> %t80, %t82
  %t84 = getelementptr <1 x i32>, ptr %tile, i64 3
  %t85 = load <1 x i32>, ptr %t84, align 4
  %t86 = add <1 x i32> %t85, %t61
  %t87 = mul <1 x i32> %t65, %t52
  %t88 = add <1 x i32> %t40, %t87
  %t89 = add <1 x i32> %t86, %t88
  %t90 = mul i64 %t57, %size.ldc
  %t91 = add i64 %t90, %t18
  %t92 = getelementptr i32, ptr %buf.c, i64 %t91
  br i1 %t53, label %whole93, label %part94
whole93:
  %t95 = getelementptr i32, ptr %t92, i64 0
  store <1 x i32> %t71, ptr %t95, align 4
  %t96 = getelementptr i32, ptr %t92, i64 1
  store <1 x i32> %t77, ptr %t96, align 4
  %t97 = getelementptr i32, ptr %t92, i64 2
  store <1 x i32> %t83, ptr %t97, align 4
  %t98 = getelementptr i32, ptr %t92, i64 3
  store <1 x i32> %t89, ptr %t98, align 4
  br label %rowdone55
part94:
  %t99 = getelementptr i32, ptr %rowbuf, i64 0
  store <1 x i32> %t71, ptr %t99, align 4
  %t100 = getelementptr i32, ptr %rowbuf, i64 1
  store <1 x i32> %t77, ptr %t100, align 4
  %t101 = getelementptr i32, ptr %rowbuf, i64 2
  store <1 x i32> %t83, ptr %t101, align 4
  %t102 = getelementptr i32, ptr %rowbuf, i64 3
  store <1 x i32> %t89, ptr %t102, align 4
  store i64 0, ptr %c103
  br label %head104
head104:
  %i107 = load i64, ptr %c103
  %t108 = icmp slt i64 %i107, %t24
  br i1 %t108, label %body105, label %done106
body105:
  %t109 = getelementptr i32, ptr %rowbuf, i64 %i107
  %t110 = load i32, ptr %t109, align 4
  %t111 = getelementptr i32, ptr %t92, i64 %i107
  store i32 %t110, ptr %t111, align 4
  %t112 = add nsw i64 %i107, 1
  store i64 %t112, ptr %c103
  br label %head104
done106:
  br label %rowdone55
rowdone55:
  %t115 = icmp slt i64 1, %t21
  br i1 %t115, label %row113, label %rowdone114
row113:
  %t116 = add i64 %t17, 1
  %t117 = getelementptr i32, ptr %buf.radd, i64 %t116
  %t118 = load i32, ptr %t117, align 4
  %t119 = insertelement <1 x i32> poison, i32 %t118, i64 0
  %t120 = shufflevector <1 x i32> %t119, <1 x i32> poison, <1 x i32> zeroinitializer
  %t121 = getelementptr i32, ptr %buf.rmul, i64 %t116
  %t122 = load i32, ptr %t121, align 4
  %t123 = insertelement <1 x i32> poison, i32 %t122, i64 0
  %t124 = shufflevector <1 x i32> %t123, <1 x i32> poison, <1 x i32> zeroinitializer
  %t125 = getelementptr <1 x i32>, ptr %tile, i64 4
  %t126 = load <1 x i32>, ptr %t125, align 4
  %t127 = add <1 x i32> %t126, %t120
  %t128 = mul <1 x i32> %t124, %t43
  %t129 = add <1 x i32> %t31, %t128
  %t130 = add <1 x i32> %t127, %t129
  %t131 = getelementptr <1 x i32>, ptr %tile, i64 5
  %t132 = load <1 x i32>, ptr %t131, align 4
  %t133 = add <1 x i32> %t132, %t120
  %t134 = mul <1 x i32> %t124, %t46
  %t135 = add <1 x i32> %t34, %t134
  %t136 = add <1 x i32> %t133, %t135
  %t137 = getelementptr <1 x i32>, ptr %tile, i64 6
  %t138 = load <1 x i32>, ptr %t137, align 4
  %t139 = add <1 x i32> %t138, %t120
  %t140 = mul <1 x i32> %t124, %t49
  %t141 = add <1 x i32> %t37, %t140
  %t142 = add <1 x i32> %t139, %t141
  %t143 = getelementptr <1 x i32>, ptr %tile, i64 7
  %t144 = load <1 x i32>, ptr %t143, align 4
  %t145 = add <1 x i32> %t144, %t120
  %t146 = mul <1 x i32> %t124, %t52
  %t147 = add <1 x i32> %t40, %t146
  %t148 = add <1 x i32> %t145, %t147
  %t149 = mul i64 %t116, %size.ldc
  %t150 = add i64 %t149, %t18
  %t151 = getelementptr i32, ptr %buf.c, i64 %t150
  br i1 %t53, label %whole152, label %part153
whole152:
  %t154 = getelementptr i32, ptr %t151, i64 0
  store <1 x i32> %t130, ptr %t154, align 4
  %t155 = getelementptr i32, ptr %t151, i64 1
  store <1 x i32> %t136, ptr %t155, align 4
  %t156 = getelementptr i32, ptr %t151, i64 2
  store <1 x i32> %t142, ptr %t156, align 4
  %t157 = getelementptr i32, ptr %t151, i64 3
  store <1 x i32> %t148, ptr %t157, align 4
  br label %rowdone114
part153:
  %t158 = getelementptr i32, ptr %rowbuf, i64 0
  store <1 x i32> %t130, ptr %t158, align 4
  %t159 = getelementptr i32, ptr %rowbuf, i64 1
  store <1 x i32> %t136, ptr %t159, align 4
  %t160 = getelementptr i32, ptr %rowbuf, i64 2
  store <1 x i32> %t142, ptr %t160, align 4
  %t161 = getelementptr i32, ptr %rowbuf, i64 3
  store <1 x i32> %t148, ptr %t161, align 4
  store i64 0, ptr %c162
  br label %head163
head163:
  %i166 = load i64, ptr %c162
  %t167 = icmp slt i64 %i166, %t24
  br i1 %t167, label %body164, label %done165
body164:
  %t168 = getelementptr i32, ptr %rowbuf, i64 %i166
  %t169 = load i32, ptr %t168, align 4
  %t170 = getelementptr i32, ptr %t151, i64 %i166
  store i32 %t169, ptr %t170, align 4
  %t171 = add nsw i64 %i166, 1
  store i64 %t171, ptr %c162
  br label %head163
done165:
  br label %rowdone114
rowdone114:
  %t174 = icmp slt i64 2, %t21
  br i1 %t174, label %row172, label %rowdone173
row172:
  %t175 = add i64 %t17, 2
  %t176 = getelementptr i32, ptr %buf.radd, i64 %t175
  %t177 = load i32, ptr %t176, align 4
  %t178 = insertelement <1 x i32> poison, i32 %t177, i64 0
  %t179 = shufflevector <1 x i32> %t178, <1 x i32> poison, <1 x i32> zeroinitializer
  %t180 = getelementptr i32, ptr %buf.rmul, i64 %t175
  %t181 = load i32, ptr %t180, align 4
  %t182 = insertelement <1 x i32> poison, i32 %t181, i64 0
  %t183 = shufflevector <1 x i32> %t182, <1 x i32> poison, <1 x i32> zeroinitializer
  %t184 = getelementptr <1 x i32>, ptr %tile, i64 8
  %t185 = load <1 x i32>, ptr %t184, align 4
  %t186 = add <1 x i32> %t185, %t179
  %t187 = mul <1 x i32> %t183, %t43
  %t188 = add <1 x i32> %t31, %t187
  %t189 = add <1 x i32> %t186, %t188
  %t190 = getelementptr <1 x i32>, ptr %tile, i64 9
  %t191 = load <1 x i32>, ptr %t190, align 4
  %t192 = add <1 x i32> %t191, %t179
  %t193 = mul <1 x i32> %t183, %t46
  %t194 = add <1 x i32> %t34, %t193
  %t195 = add <1 x i32> %t192, %t194
  %t196 = getelementptr <1 x i32>, ptr %tile, i64 10
  %t197 = load <1 x i32>, ptr %t196, align 4
  %t198 = add <1 x i32> %t197, %t179
  %t199 = mul <1 x i32> %t183, %t49
  %t200 = add <1 x i32> %t37, %t199
  %t201 = add <1 x i32> %t198, %t200
  %t202 = getelementptr <1 x i32>, ptr %tile, i64 11
  %t203 = load <1 x i32>, ptr %t202, align 4
  %t204 = add <1 x i32> %t203, %t179
  %t205 = mul <1 x i32> %t183, %t52
  %t206 = add <1 x i32> %t40, %t205
  %t207 = add <1 x i32> %t204, %t206
  %t208 = mul i64 %t175, %size.ldc
  %t209 = add i64 %t208, %t18
  %t210 = getelementptr i32, ptr %buf.c, i64 %t209
  br i1 %t53, label %whole211, label %part212
whole211:
  %t213 = getelementptr i32, ptr %t210, i64 0
  store <1 x i32> %t189, ptr %t213, align 4
  %t214 = getelementptr i32, ptr %t210, i64 1
  store <1 x i32> %t195, ptr %t214, align 4
  %t215 = getelementptr i32, ptr %t210, i64 2
  store <1 x i32> %t201, ptr %t215, align 4
  %t216 = getelementptr i32, ptr %t210, i64 3
  store <1 x i32> %t207, ptr %t216, align 4
  br label %rowdone173
part212:
  %t217 = getelementptr i32, ptr %rowbuf, i64 0
  store <1 x i32> %t189, ptr %t217, align 4
  %t218 = getelementptr i32, ptr %rowbuf, i64 1
  store <1 x i32> %t195, ptr %t218, align 4
  %t219 = getelementptr i32, ptr %rowbuf, i64 2
  store <1 x i32> %t201, ptr %t219, align 4
  %t220 = getelementptr i32, ptr %rowbuf, i64 3
  store <1 x i32> %t207, ptr %t220, align 4
  store i64 0, ptr %c221
  br label %head222
head222:
  %i225 = load i64, ptr %c221
  %t226 = icmp slt i64 %i225, %t24
  br i1 %t226, label %body223, label %done224
body223:
  %t227 = getelementptr i32, ptr %rowbuf, i64 %i225
  %t228 = load i32, ptr %t227, align 4
  %t229 = getelementptr i32, ptr %t210, i64 %i225
  store i32 %t228, ptr %t229, align 4
  %t230 = add nsw i64 %i225, 1
  store i64 %t230, ptr %c221
  br label %head222
done224:
  br label %rowdone173
rowdone173:
  %t233 = icmp slt i64 3, %t21
  br i1 %t233, label %row231, label %rowdone232
row231:
  %t234 = add i64 %t17, 3
  %t235 = getelementptr i32, ptr %buf.radd, i64 %t234
  %t236 = load i32, ptr %t235, align 4
  %t237 = insertelement <1 x i32> poison, i32 %t236, i64 0
  %t238 = shufflevector <1 x i32> %t237, <1 x i32> poison, <1 x i32> zeroinitializer
  %t239 = getelementptr i32, ptr %buf.rmul, i64 %t234
  %t240 = load i32, ptr %t239, align 4
  %t241 = insertelement <1 x i32> poison, i32 %t240, i64 0
  %t242 = shufflevector <1 x i32> %t241, <1 x i32> poison, <1 x i32> zeroinitializer
  %t243 = getelementptr <1 x i32>, ptr %tile, i64 12
  %t244 = load <1 x i32>, ptr %t243, align 4
  %t245 = add <1 x i32> %t244, %t238
  %t246 = mul <1 x i32> %t242, %t43
  %t247 = add <1 x i32> %t31, %t246
  %t248 = add <1 x i32> %t245, %t247
  %t249 = getelementptr <1 x i32>, ptr %tile, i64 13
  %t250 = load <1 x i32>, ptr %t249, align 4
  %t251 = add <1 x i32> %t250, %t238
  %t252 = mul <1 x i32> %t242, %t46
  %t253 = add <1 x i32> %t34, %t252
  %t254 = add <1 x i32> %t251, %t253
  %t255 = getelementptr <1 x i32>, ptr %tile, i64 14
  %t256 = load <1 x i32>, ptr %t255, align 4
  %t257 = add <1 x i32> %t256, %t238
  %t258 = mul <1 x i32> %t242, %t49
  %t259 = add <1 x i32> %t37, %t258
  %t260 = add <1 x i32> %t257, %t259
  %t261 = getelementptr <1 x i32>, ptr %tile, i64 15
  %t262 = load <1 x i32>, ptr %t261, align 4
  %t263 = add <1 x i32> %t262, %t238
  %t264 = mul <1 x i32> %t242, %t52
  %t265 = add <1 x i32> %t40, %t264
  %t266 = add <1 x i32> %t263, %t265
  %t267 = mul i64 %t234, %size.ldc
  %t268 = add i64 %t267, %t18
  %t269 = getelementptr i32, ptr %buf.c, i64 %t268
  br i1 %t53, label %whole270, label %part271
whole270:
  %t272 = getelementptr i32, ptr %t269, i64 0
  store <1 x i32> %t248, ptr %t272, align 4
  %t273 = getelementptr i32, ptr %t269, i64 1
  store <1 x i32> %t254, ptr %t273, align 4
  %t274 = getelementptr i32, ptr %t269, i64 2
  store <1 x i32> %t260, ptr %t274, align 4
  %t275 = getelementptr i32, ptr %t269, i64 3
  store <1 x i32> %t266, ptr %t275, align 4
  br label %rowdone232
part271:
  %t276 = getelementptr i32, ptr %rowbuf, i64 0
  store <1 x i32> %t248, ptr %t276, align 4
  %t277 = getelementptr i32, ptr %rowbuf, i64 1
  store <1 x i32> %t254, ptr %t277, align 4
  %t278 = getelementptr i32, ptr %rowbuf, i64 2
  store <1 x i32> %t260, ptr %t278, align 4
  %t279 = getelementptr i32, ptr %rowbuf, i64 3
  store <1 x i32> %t266, ptr %t279, align 4
  store i64 0, ptr %c280
  br label %head281
head281:
  %i284 = load i64, ptr %c280
  %t285 = icmp slt i64 %i284, %t24
  br i1 %t285, label %body282, label %done283
body282:
  %t286 = getelementptr i32, ptr %rowbuf, i64 %i284
  %t287 = load i32, ptr %t286, align 4
  %t288 = getelementptr i32, ptr %t269, i64 %i284
  store i32 %t287, ptr %t288, align 4
  %t289 = add nsw i64 %i284, 1
  store i64 %t289, ptr %c280
  br label %head281
done283:
  br label %rowdone232
rowdone232:
  %t290 = add nsw i64 %i13, 1
  store i64 %t290, ptr %c9
  br label %head10
done12:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
