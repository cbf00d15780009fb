define void @"jr.qpack.g2.nr32.bu.h.r.kt16"(ptr noalias %buf.src, ptr noalias %buf.dst, ptr noalias %scratch, i64 %size.k, i64 %size.n, i64 %size.ld, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c10 = alloca i64
  %c26 = alloca i64
  %c58 = alloca i64
  %c66 = alloca i64
  %c131 = alloca i64
  %c139 = alloca i64
  %t1 = add i64 %size.k, 1
  %t2 = sdiv i64 %t1, 2
  %t3 = add i64 %t2, 15
  %t4 = sdiv i64 %t3, 16
  %t5 = mul i64 %t4, 16
  %t6 = add i64 %size.n, 31
  %t7 = sdiv i64 %t6, 32
  %t8 = icmp slt i64 %range.hi, %t7
  %t9 = select i1 %t8, i64 %range.hi, i64 %t7
  store i64 %range.lo, ptr %c10
  br label %head11
head11:
  %i14 = load i64, ptr %c10
  %t15 = icmp slt i64 %i14, %t9
  br i1 %t15, label %body12, label %done13
body12:
  %t16 = mul i64 %i14, 32
  %t17 = mul i64 %i14, %t5
  %t18 = mul i64 %t17, 64
  %t19 = getelementptr i16, ptr %buf.dst, i64 %t18
  %t20 = add i64 %t16, 32
  %t21 = icmp sle i64 %t20, %size.n
  %t22 = sdiv i64 %size.k, 2
  br i1 %t21, label %fast23, label %slow24
fast23:
  store i64 0, ptr %c26
  br label %head27
head27:
  %i30 = load i64, ptr %c26
  %t31 = icmp slt i64 %i30, %t22
  br i1 %t31, label %body28, label %done29
body28:
  %t32 = mul i64 %i30, 64
  %t33 = getelementptr i16, ptr %t19, i64 %t32
  %t34 = mul i64 %i30, 2
  %t35 = add i64 %t34, 0
  %t36 = mul i64 %t35, %size.ld
  %t37 = add i64 %t36, %t16
  %t38 = getelementptr float, ptr %buf.src, i64 %t37
  %t39 = load <32 x float>, ptr %t38, align 4
  %t40 = mul i64 %i30, 2
  %t41 = add i64 %t40, 1
  %t42 = mul i64 %t41, %size.ld
  %t43 = add i64 %t42, %t16
  %t44 = getelementptr float, ptr %buf.src, i64 %t43
  %t45 = load <32 x float>, ptr %t44, align 4
  %t46 = shufflevector <32 x float> %t39, <32 x float> %t45, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %t47 = shufflevector <64 x float> %t46, <64 x float> poison, <64 x i32> <i32 0, i32 32, i32 1, i32 33, i32 2, i32 34, i32 3, i32 35, i32 4, i32 36, i32 5, i32 37, i32 6, i32 38, i32 7, i32 39, i32 8, i32 40, i32 9, i32 41, i32 10, i32 42, i32 11, i32 43, i32 12, i32 44, i32 13, i32 45, i32 14, i32 46, i32 15, i32 47, i32 16, i32 48, i32 17, i32 49, i32 18, i32 50, i32 19, i32 51, i32 20, i32 52, i32 21, i32 53, i32 22, i32 54, i32 23, i32 55, i32 24, i32 56, i32 25, i32 57, i32 26, i32 58, i32 27, i32 59, i32 28, i32 60, i32 29, i32 61, i32 30, i32 62, i32 31, i32 63>
  %t48 = bitcast <64 x float> %t47 to <64 x i32>
  %t49 = lshr <64 x i32> %t48, splat (i32 16)
  %t50 = and <64 x i32> %t49, splat (i32 1)
  %t51 = add <64 x i32> %t48, splat (i32 32767)
  %t52 = add <64 x i32> %t51, %t50
  %t53 = lshr <64 x i32> %t52, splat (i32 16)
  %t54 = fcmp uno <64 x float> %t47, %t47
  %t55 = select <64 x i1> %t54, <64 x i32> splat (i32 32704), <64 x i32> %t53
  %t56 = trunc <64 x i32> %t55 to <64 x i16>
  store <64 x i16> %t56, ptr %t33, align 2
  %t57 = add nsw i64 %i30, 1
  store i64 %t57, ptr %c26
  br label %head27
done29:
  store i64 %t22, ptr %c58
  br label %head59
head59:
  %i62 = load i64, ptr %c58
  %t63 = icmp slt i64 %i62, %t5
  br i1 %t63, label %body60, label %done61
body60:
  %t64 = mul i64 %i62, 64
  %t65 = getelementptr i16, ptr %t19, i64 %t64
  store i64 0, ptr %c66
  br label %head67
head67:
  %i70 = load i64, ptr %c66
  %t71 = icmp slt i64 %i70, 32
  br i1 %t71, label %body68, label %done69
body68:
  %t72 = add i64 %t16, %i70
  %t73 = mul i64 %i62, 2
  %t74 = add i64 %t73, 0
  %t75 = icmp slt i64 %t74, %size.k
  %t76 = icmp slt i64 %t72, %size.n
  %t77 = and i1 %t75, %t76
  %t78 = sub i64 %size.k, 1
  %t79 = icmp slt i64 %t74, %t78
  %t80 = select i1 %t79, i64 %t74, i64 %t78
  %t81 = sub i64 %size.n, 1
  %t82 = icmp slt i64 %t72, %t81
  %t83 = select i1 %t82, i64 %t72, i64 %t81
  %t84 = mul i64 %t80, %size.ld
  %t85 = add i64 %t84, %t83
  %t86 = getelementptr float, ptr %buf.src, i64 %t85
  %t87 = load float, ptr %t86, align 4
  %t88 = bitcast float %t87 to i32
  %t89 = lshr i32 %t88, 16
  %t90 = and i32 %t89, 1
  %t91 = add i32 %t88, 32767
  %t92 = add i32 %t91, %t90
  %t93 = lshr i32 %t92, 16
  %t94 = fcmp uno float %t87, %t87
  %t95 = select i1 %t94, i32 32704, i32 %t93
  %t96 = trunc i32 %t95 to i16
  %t97 = select i1 %t77, i16 %t96, i16 0
  %t98 = mul i64 %i70, 2
  %t99 = add i64 %t98, 0
  %t100 = getelementptr i16, ptr %t65, i64 %t99
  store i16 %t97, ptr %t100, align 2
  %t101 = mul i64 %i62, 2
  %t102 = add i64 %t101, 1
  %t103 = icmp slt i64 %t102, %size.k
  %t104 = icmp slt i64 %t72, %size.n
  %t105 = and i1 %t103, %t104
  %t106 = sub i64 %size.k, 1
  %t107 = icmp slt i64 %t102, %t106
  %t108 = select i1 %t107, i64 %t102, i64 %t106
  %t109 = sub i64 %size.n, 1
  %t110 = icmp slt i64 %t72, %t109
  %t111 = select i1 %t110, i64 %t72, i64 %t109
  %t112 = mul i64 %t108, %size.ld
  %t113 = add i64 %t112, %t111
  %t114 = getelementptr float, ptr %buf.src, i64 %t113
  %t115 = load float, ptr %t114, align 4
  %t116 = bitcast float %t115 to i32
  %t117 = lshr i32 %t116, 16
  %t118 = and i32 %t117, 1
  %t119 = add i32 %t116, 32767
  %t120 = add i32 %t119, %t118
  %t121 = lshr i32 %t120, 16
  %t122 = fcmp uno float %t115, %t115
  %t123 = select i1 %t122, i32 32704, i32 %t121
  %t124 = trunc i32 %t123 to i16
  %t125 = select i1 %t105, i16 %t124, i16 0
  %t126 = mul i64 %i70, 2
  %t127 = add i64 %t126, 1
  %t128 = getelementptr i16, ptr %t65, i64 %t127
  store i16 %t125, ptr %t128, align 2
  %t129 = add nsw i64 %i70, 1
  store i64 %t129, ptr %c66
  br label %head67
done69:
  %t130 = add nsw i64 %i62, 1
  store i64 %t130, ptr %c58
  br label %head59
done61:
  br label %pdone25
slow24:
  store i64 0, ptr %c131
  br label %head132
head132:
  %i135 = load i64, ptr %c131
  %t136 = icmp slt i64 %i135, %t5
  br i1 %t136, label %body133, label %done134
body133:
  %t137 = mul i64 %i135, 64
  %t138 = getelementptr i16, ptr %t19, i64 %t137
  store i64 0, ptr %c139
  br label %head140
head140:
  %i143 = load i64, ptr %c139
  %t144 = icmp slt i64 %i143, 32
  br i1 %t144, label %body141, label %done142
body141:
  %t145 = add i64 %t16, %i143
  %t146 = mul i64 %i135, 2
  %t147 = add i64 %t146, 0
  %t148 = icmp slt i64 %t147, %size.k
  %t149 = icmp slt i64 %t145, %size.n
  %t150 = and i1 %t148, %t149
  %t151 = sub i64 %size.k, 1
  %t152 = icmp slt i64 %t147, %t151
  %t153 = select i1 %t152, i64 %t147, i64 %t151
  %t154 = sub i64 %size.n, 1
  %t155 = icmp slt i64 %t145, %t154
  %t156 = select i1 %t155, i64 %t145, i64 %t154
  %t157 = mul i64 %t153, %size.ld
  %t158 = add i64 %t157, %t156
  %t159 = getelementptr float, ptr %buf.src, i64 %t158
  %t160 = load float, ptr %t159, align 4
  %t161 = bitcast float %t160 to i32
  %t162 = lshr i32 %t161, 16
  %t163 = and i32 %t162, 1
  %t164 = add i32 %t161, 32767
  %t165 = add i32 %t164, %t163
  %t166 = lshr i32 %t165, 16
  %t167 = fcmp uno float %t160, %t160
  %t168 = select i1 %t167, i32 32704, i32 %t166
  %t169 = trunc i32 %t168 to i16
  %t170 = select i1 %t150, i16 %t169, i16 0
  %t171 = mul i64 %i143, 2
  %t172 = add i64 %t171, 0
  %t173 = getelementptr i16, ptr %t138, i64 %t172
  store i16 %t170, ptr %t173, align 2
  %t174 = mul i64 %i135, 2
  %t175 = add i64 %t174, 1
  %t176 = icmp slt i64 %t175, %size.k
  %t177 = icmp slt i64 %t145, %size.n
  %t178 = and i1 %t176, %t177
  %t179 = sub i64 %size.k, 1
  %t180 = icmp slt i64 %t175, %t179
  %t181 = select i1 %t180, i64 %t175, i64 %t179
  %t182 = sub i64 %size.n, 1
  %t183 = icmp slt i64 %t145, %t182
  %t184 = select i1 %t183, i64 %t145, i64 %t182
  %t185 = mul i64 %t181, %size.ld
  %t186 = add i64 %t185, %t184
  %t187 = getelementptr float, ptr %buf.src, i64 %t186
  %t188 = load float, ptr %t187, align 4
  %t189 = bitcast float %t188 to i32
  %t190 = lshr i32 %t189, 16
  %t191 = and i32 %t190, 1
  %t192 = add i32 %t189, 32767
  %t193 = add i32 %t192, %t191
  %t194 = lshr i32 %t193, 16
  %t195 = fcmp uno float %t188, %t188
  %t196 = select i1 %t195, i32 32704, i32 %t194
  %t197 = trunc i32 %t196 to i16
  %t198 = select i1 %t178, i16 %t197, i16 0
  %t199 = mul i64 %i143, 2
  %t200 = add i64 %t199, 1
  %t201 = getelementptr i16, ptr %t138, i64 %t200
  store i16 %t198, ptr %t201, align 2
  %t202 = add nsw i64 %i143, 1
  store i64 %t202, ptr %c139
  br label %head140
done142:
  %t203 = add nsw i64 %i135, 1
  store i64 %t203, ptr %c131
  br label %head132
done134:
  br label %pdone25
pdone25:
  %t204 = add nsw i64 %i14, 1
  store i64 %t204, ptr %c10
  br label %head11
done13:
  ret void
}
