define void @"jr.qpack.g4.nr16.bu.flip"(ptr noalias %buf.src, ptr noalias %buf.dst, ptr noalias %scratch, i64 %size.k, i64 %size.n, i64 %size.ld, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c7 = alloca i64
  %c23 = alloca i64
  %c61 = alloca i64
  %c69 = alloca i64
  %c158 = alloca i64
  %c166 = alloca i64
  %t1 = add i64 %size.k, 3
  %t2 = sdiv i64 %t1, 4
  %t3 = add i64 %size.n, 15
  %t4 = sdiv i64 %t3, 16
  %t5 = icmp slt i64 %range.hi, %t4
  %t6 = select i1 %t5, i64 %range.hi, i64 %t4
  store i64 %range.lo, ptr %c7
  br label %head8
head8:
  %i11 = load i64, ptr %c7
  %t12 = icmp slt i64 %i11, %t6
  br i1 %t12, label %body9, label %done10
body9:
  %t13 = mul i64 %i11, 16
  %t14 = mul i64 %i11, %t2
  %t15 = mul i64 %t14, 64
  %t16 = getelementptr i8, ptr %buf.dst, i64 %t15
  %t17 = add i64 %t13, 16
  %t18 = icmp sle i64 %t17, %size.n
  %t19 = sdiv i64 %size.k, 4
  br i1 %t18, label %fast20, label %slow21
fast20:
  store i64 0, ptr %c23
  br label %head24
head24:
  %i27 = load i64, ptr %c23
  %t28 = icmp slt i64 %i27, %t19
  br i1 %t28, label %body25, label %done26
body25:
  %t29 = mul i64 %i27, 64
  %t30 = getelementptr i8, ptr %t16, i64 %t29
  %t31 = mul i64 %i27, 4
  %t32 = add i64 %t31, 0
  %t33 = mul i64 %t32, %size.ld
  %t34 = add i64 %t33, %t13
  %t35 = getelementptr i8, ptr %buf.src, i64 %t34
  %t36 = load <16 x i8>, ptr %t35, align 1
  %t37 = mul i64 %i27, 4
  %t38 = add i64 %t37, 1
  %t39 = mul i64 %t38, %size.ld
  %t40 = add i64 %t39, %t13
  %t41 = getelementptr i8, ptr %buf.src, i64 %t40
  %t42 = load <16 x i8>, ptr %t41, align 1
  %t43 = mul i64 %i27, 4
  %t44 = add i64 %t43, 2
  %t45 = mul i64 %t44, %size.ld
  %t46 = add i64 %t45, %t13
  %t47 = getelementptr i8, ptr %buf.src, i64 %t46
  %t48 = load <16 x i8>, ptr %t47, align 1
  %t49 = mul i64 %i27, 4
  %t50 = add i64 %t49, 3
  %t51 = mul i64 %t50, %size.ld
  %t52 = add i64 %t51, %t13
  %t53 = getelementptr i8, ptr %buf.src, i64 %t52
  %t54 = load <16 x i8>, ptr %t53, align 1
  %t55 = shufflevector <16 x i8> %t36, <16 x i8> %t42, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %t56 = shufflevector <16 x i8> %t48, <16 x i8> %t54, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %t57 = shufflevector <32 x i8> %t55, <32 x i8> %t56, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %t58 = shufflevector <64 x i8> %t57, <64 x i8> poison, <64 x i32> <i32 0, i32 16, i32 32, i32 48, i32 1, i32 17, i32 33, i32 49, i32 2, i32 18, i32 34, i32 50, i32 3, i32 19, i32 35, i32 51, i32 4, i32 20, i32 36, i32 52, i32 5, i32 21, i32 37, i32 53, i32 6, i32 22, i32 38, i32 54, i32 7, i32 23, i32 39, i32 55, i32 8, i32 24, i32 40, i32 56, i32 9, i32 25, i32 41, i32 57, i32 10, i32 26, i32 42, i32 58, i32 11, i32 27, i32 43, i32 59, i32 12, i32 28, i32 44, i32 60, i32 13, i32 29, i32 45, i32 61, i32 14, i32 30, i32 46, i32 62, i32 15, i32 31, i32 47, i32 63>
  %t59 = xor <64 x i8> %t58, splat (i8 -128)
  store <64 x i8> %t59, ptr %t30, align 1
  %t60 = add nsw i64 %i27, 1
  store i64 %t60, ptr %c23
  br label %head24
done26:
  store i64 %t19, ptr %c61
  br label %head62
head62:
  %i65 = load i64, ptr %c61
  %t66 = icmp slt i64 %i65, %t2
  br i1 %t66, label %body63, label %done64
body63:
  %t67 = mul i64 %i65, 64
  %t68 = getelementptr i8, ptr %t16, i64 %t67
  store i64 0, ptr %c69
  br label %head70
head70:
  %i73 = load i64, ptr %c69
  %t74 = icmp slt i64 %i73, 16
  br i1 %t74, label %body71, label %done72
body71:
  %t75 = add i64 %t13, %i73
  %t76 = mul i64 %i65, 4
  %t77 = add i64 %t76, 0
  %t78 = icmp slt i64 %t77, %size.k
  %t79 = icmp slt i64 %t75, %size.n
  %t80 = and i1 %t78, %t79
  %t81 = sub i64 %size.k, 1
  %t82 = icmp slt i64 %t77, %t81
  %t83 = select i1 %t82, i64 %t77, i64 %t81
  %t84 = sub i64 %size.n, 1
  %t85 = icmp slt i64 %t75, %t84
  %t86 = select i1 %t85, i64 %t75, i64 %t84
  %t87 = mul i64 %t83, %size.ld
  %t88 = add i64 %t87, %t86
  %t89 = getelementptr i8, ptr %buf.src, i64 %t88
  %t90 = load i8, ptr %t89, align 1
  %t91 = xor i8 %t90, -128
  %t92 = select i1 %t80, i8 %t91, i8 0
  %t93 = mul i64 %i73, 4
  %t94 = add i64 %t93, 0
  %t95 = getelementptr i8, ptr %t68, i64 %t94
  store i8 %t92, ptr %t95, align 1
  %t96 = mul i64 %i65, 4
  %t97 = add i64 %t96, 1
  %t98 = icmp slt i64 %t97, %size.k
  %t99 = icmp slt i64 %t75, %size.n
  %t100 = and i1 %t98, %t99
  %t101 = sub i64 %size.k, 1
  %t102 = icmp slt i64 %t97, %t101
  %t103 = select i1 %t102, i64 %t97, i64 %t101
  %t104 = sub i64 %size.n, 1
  %t105 = icmp slt i64 %t75, %t104
  %t106 = select i1 %t105, i64 %t75, i64 %t104
  %t107 = mul i64 %t103, %size.ld
  %t108 = add i64 %t107, %t106
  %t109 = getelementptr i8, ptr %buf.src, i64 %t108
  %t110 = load i8, ptr %t109, align 1
  %t111 = xor i8 %t110, -128
  %t112 = select i1 %t100, i8 %t111, i8 0
  %t113 = mul i64 %i73, 4
  %t114 = add i64 %t113, 1
  %t115 = getelementptr i8, ptr %t68, i64 %t114
  store i8 %t112, ptr %t115, align 1
  %t116 = mul i64 %i65, 4
  %t117 = add i64 %t116, 2
  %t118 = icmp slt i64 %t117, %size.k
  %t119 = icmp slt i64 %t75, %size.n
  %t120 = and i1 %t118, %t119
  %t121 = sub i64 %size.k, 1
  %t122 = icmp slt i64 %t117, %t121
  %t123 = select i1 %t122, i64 %t117, i64 %t121
  %t124 = sub i64 %size.n, 1
  %t125 = icmp slt i64 %t75, %t124
  %t126 = select i1 %t125, i64 %t75, i64 %t124
  %t127 = mul i64 %t123, %size.ld
  %t128 = add i64 %t127, %t126
  %t129 = getelementptr i8, ptr %buf.src, i64 %t128
  %t130 = load i8, ptr %t129, align 1
  %t131 = xor i8 %t130, -128
  %t132 = select i1 %t120, i8 %t131, i8 0
  %t133 = mul i64 %i73, 4
  %t134 = add i64 %t133, 2
  %t135 = getelementptr i8, ptr %t68, i64 %t134
  store i8 %t132, ptr %t135, align 1
  %t136 = mul i64 %i65, 4
  %t137 = add i64 %t136, 3
  %t138 = icmp slt i64 %t137, %size.k
  %t139 = icmp slt i64 %t75, %size.n
  %t140 = and i1 %t138, %t139
  %t141 = sub i64 %size.k, 1
  %t142 = icmp slt i64 %t137, %t141
  %t143 = select i1 %t142, i64 %t137, i64 %t141
  %t144 = sub i64 %size.n, 1
  %t145 = icmp slt i64 %t75, %t144
  %t146 = select i1 %t145, i64 %t75, i64 %t144
  %t147 = mul i64 %t143, %size.ld
  %t148 = add i64 %t147, %t146
  %t149 = getelementptr i8, ptr %buf.src, i64 %t148
  %t150 = load i8, ptr %t149, align 1
  %t151 = xor i8 %t150, -128
  %t152 = select i1 %t140, i8 %t151, i8 0
  %t153 = mul i64 %i73, 4
  %t154 = add i64 %t153, 3
  %t155 = getelementptr i8, ptr %t68, i64 %t154
  store i8 %t152, ptr %t155, align 1
  %t156 = add nsw i64 %i73, 1
  store i64 %t156, ptr %c69
  br label %head70
done72:
  %t157 = add nsw i64 %i65, 1
  store i64 %t157, ptr %c61
  br label %head62
done64:
  br label %pdone22
slow21:
  store i64 0, ptr %c158
  br label %head159
head159:
  %i162 = load i64, ptr %c158
  %t163 = icmp slt i64 %i162, %t2
  br i1 %t163, label %body160, label %done161
body160:
  %t164 = mul i64 %i162, 64
  %t165 = getelementptr i8, ptr %t16, i64 %t164
  store i64 0, ptr %c166
  br label %head167
head167:
  %i170 = load i64, ptr %c166
  %t171 = icmp slt i64 %i170, 16
  br i1 %t171, label %body168, label %done169
body168:
  %t172 = add i64 %t13, %i170
  %t173 = mul i64 %i162, 4
  %t174 = add i64 %t173, 0
  %t175 = icmp slt i64 %t174, %size.k
  %t176 = icmp slt i64 %t172, %size.n
  %t177 = and i1 %t175, %t176
  %t178 = sub i64 %size.k, 1
  %t179 = icmp slt i64 %t174, %t178
  %t180 = select i1 %t179, i64 %t174, i64 %t178
  %t181 = sub i64 %size.n, 1
  %t182 = icmp slt i64 %t172, %t181
  %t183 = select i1 %t182, i64 %t172, i64 %t181
  %t184 = mul i64 %t180, %size.ld
  %t185 = add i64 %t184, %t183
  %t186 = getelementptr i8, ptr %buf.src, i64 %t185
  %t187 = load i8, ptr %t186, align 1
  %t188 = xor i8 %t187, -128
  %t189 = select i1 %t177, i8 %t188, i8 0
  %t190 = mul i64 %i170, 4
  %t191 = add i64 %t190, 0
  %t192 = getelementptr i8, ptr %t165, i64 %t191
  store i8 %t189, ptr %t192, align 1
  %t193 = mul i64 %i162, 4
  %t194 = add i64 %t193, 1
  %t195 = icmp slt i64 %t194, %size.k
  %t196 = icmp slt i64 %t172, %size.n
  %t197 = and i1 %t195, %t196
  %t198 = sub i64 %size.k, 1
  %t199 = icmp slt i64 %t194, %t198
  %t200 = select i1 %t199, i64 %t194, i64 %t198
  %t201 = sub i64 %size.n, 1
  %t202 = icmp slt i64 %t172, %t201
  %t203 = select i1 %t202, i64 %t172, i64 %t201
  %t204 = mul i64 %t200, %size.ld
  %t205 = add i64 %t204, %t203
  %t206 = getelementptr i8, ptr %buf.src, i64 %t205
  %t207 = load i8, ptr %t206, align 1
  %t208 = xor i8 %t207, -128
  %t209 = select i1 %t197, i8 %t208, i8 0
  %t210 = mul i64 %i170, 4
  %t211 = add i64 %t210, 1
  %t212 = getelementptr i8, ptr %t165, i64 %t211
  store i8 %t209, ptr %t212, align 1
  %t213 = mul i64 %i162, 4
  %t214 = add i64 %t213, 2
  %t215 = icmp slt i64 %t214, %size.k
  %t216 = icmp slt i64 %t172, %size.n
  %t217 = and i1 %t215, %t216
  %t218 = sub i64 %size.k, 1
  %t219 = icmp slt i64 %t214, %t218
  %t220 = select i1 %t219, i64 %t214, i64 %t218
  %t221 = sub i64 %size.n, 1
  %t222 = icmp slt i64 %t172, %t221
  %t223 = select i1 %t222, i64 %t172, i64 %t221
  %t224 = mul i64 %t220, %size.ld
  %t225 = add i64 %t224, %t223
  %t226 = getelementptr i8, ptr %buf.src, i64 %t225
  %t227 = load i8, ptr %t226, align 1
  %t228 = xor i8 %t227, -128
  %t229 = select i1 %t217, i8 %t228, i8 0
  %t230 = mul i64 %i170, 4
  %t231 = add i64 %t230, 2
  %t232 = getelementptr i8, ptr %t165, i64 %t231
  store i8 %t229, ptr %t232, align 1
  %t233 = mul i64 %i162, 4
  %t234 = add i64 %t233, 3
  %t235 = icmp slt i64 %t234, %size.k
  %t236 = icmp slt i64 %t172, %size.n
  %t237 = and i1 %t235, %t236
  %t238 = sub i64 %size.k, 1
  %t239 = icmp slt i64 %t234, %t238
  %t240 = select i1 %t239, i64 %t234, i64 %t238
  %t241 = sub i64 %size.n, 1
  %t242 = icmp slt i64 %t172, %t241
  %t243 = select i1 %t242, i64 %t172, i64 %t241
  %t244 = mul i64 %t240, %size.ld
  %t245 = add i64 %t244, %t243
  %t246 = getelementptr i8, ptr %buf.src, i64 %t245
  %t247 = load i8, ptr %t246, align 1
  %t248 = xor i8 %t247, -128
  %t249 = select i1 %t237, i8 %t248, i8 0
  %t250 = mul i64 %i170, 4
  %t251 = add i64 %t250, 3
  %t252 = getelementptr i8, ptr %t165, i64 %t251
  store i8 %t249, ptr %t252, align 1
  %t253 = add nsw i64 %i170, 1
  store i64 %t253, ptr %c166
  br label %head167
done169:
  %t254 = add nsw i64 %i162, 1
  store i64 %t254, ptr %c158
  br label %head159
done161:
  br label %pdone22
pdone22:
  %t255 = add nsw i64 %i11, 1
  store i64 %t255, ptr %c7
  br label %head8
done10:
  ret void
}
