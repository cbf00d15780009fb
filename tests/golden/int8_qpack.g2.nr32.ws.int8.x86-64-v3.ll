define void @"jr.qpack.g2.nr32.ws"(ptr noalias %buf.src, ptr noalias %buf.dst, ptr noalias %scratch, i64 %size.k, i64 %size.n, i64 %size.ld, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c7 = alloca i64
  %c23 = alloca i64
  %c47 = alloca i64
  %c55 = alloca i64
  %c104 = alloca i64
  %c112 = alloca i64
  %t1 = add i64 %size.k, 1
  %t2 = sdiv i64 %t1, 2
  %t3 = add i64 %size.n, 31
  %t4 = sdiv i64 %t3, 32
  %t5 = icmp slt i64 %range.hi, %t4
  %t6 = select i1 %t5, i64 %range.hi, i64 %t4
  store i64 %range.lo, ptr %c7
  br label %head8
head8:
  %i11 = load i64, ptr %c7
  %t12 = icmp slt i64 %i11, %t6
  br i1 %t12, label %body9, label %done10
body9:
  %t13 = mul i64 %i11, 32
  %t14 = mul i64 %i11, %t2
  %t15 = mul i64 %t14, 64
  %t16 = getelementptr i16, ptr %buf.dst, i64 %t15
  %t17 = add i64 %t13, 32
  %t18 = icmp sle i64 %t17, %size.n
  %t19 = sdiv i64 %size.k, 2
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
  %t30 = getelementptr i16, ptr %t16, i64 %t29
  %t31 = mul i64 %i27, 2
  %t32 = add i64 %t31, 0
  %t33 = mul i64 %t32, %size.ld
  %t34 = add i64 %t33, %t13
  %t35 = getelementptr i8, ptr %buf.src, i64 %t34
  %t36 = load <32 x i8>, ptr %t35, align 1
  %t37 = mul i64 %i27, 2
  %t38 = add i64 %t37, 1
  %t39 = mul i64 %t38, %size.ld
  %t40 = add i64 %t39, %t13
  %t41 = getelementptr i8, ptr %buf.src, i64 %t40
  %t42 = load <32 x i8>, ptr %t41, align 1
  %t43 = shufflevector <32 x i8> %t36, <32 x i8> %t42, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %t44 = shufflevector <64 x i8> %t43, <64 x i8> poison, <64 x i32> <i32 0, i32 32, i32 1, i32 33, i32 2, i32 34, i32 3, i32 35, i32 4, i32 36, i32 5, i32 37, i32 6, i32 38, i32 7, i32 39, i32 8, i32 40, i32 9, i32 41, i32 10, i32 42, i32 11, i32 43, i32 12, i32 44, i32 13, i32 45, i32 14, i32 46, i32 15, i32 47, i32 16, i32 48, i32 17, i32 49, i32 18, i32 50, i32 19, i32 51, i32 20, i32 52, i32 21, i32 53, i32 22, i32 54, i32 23, i32 55, i32 24, i32 56, i32 25, i32 57, i32 26, i32 58, i32 27, i32 59, i32 28, i32 60, i32 29, i32 61, i32 30, i32 62, i32 31, i32 63>
  %t45 = sext <64 x i8> %t44 to <64 x i16>
  store <64 x i16> %t45, ptr %t30, align 2
  %t46 = add nsw i64 %i27, 1
  store i64 %t46, ptr %c23
  br label %head24
done26:
  store i64 %t19, ptr %c47
  br label %head48
head48:
  %i51 = load i64, ptr %c47
  %t52 = icmp slt i64 %i51, %t2
  br i1 %t52, label %body49, label %done50
body49:
  %t53 = mul i64 %i51, 64
  %t54 = getelementptr i16, ptr %t16, i64 %t53
  store i64 0, ptr %c55
  br label %head56
head56:
  %i59 = load i64, ptr %c55
  %t60 = icmp slt i64 %i59, 32
  br i1 %t60, label %body57, label %done58
body57:
  %t61 = add i64 %t13, %i59
  %t62 = mul i64 %i51, 2
  %t63 = add i64 %t62, 0
  %t64 = icmp slt i64 %t63, %size.k
  %t65 = icmp slt i64 %t61, %size.n
  %t66 = and i1 %t64, %t65
  %t67 = sub i64 %size.k, 1
  %t68 = icmp slt i64 %t63, %t67
  %t69 = select i1 %t68, i64 %t63, i64 %t67
  %t70 = sub i64 %size.n, 1
  %t71 = icmp slt i64 %t61, %t70
  %t72 = select i1 %t71, i64 %t61, i64 %t70
  %t73 = mul i64 %t69, %size.ld
  %t74 = add i64 %t73, %t72
  %t75 = getelementptr i8, ptr %buf.src, i64 %t74
  %t76 = load i8, ptr %t75, align 1
  %t77 = sext i8 %t76 to i16
  %t78 = select i1 %t66, i16 %t77, i16 0
  %t79 = mul i64 %i59, 2
  %t80 = add i64 %t79, 0
  %t81 = getelementptr i16, ptr %t54, i64 %t80
  store i16 %t78, ptr %t81, align 2
  %t82 = mul i64 %i51, 2
  %t83 = add i64 %t82, 1
  %t84 = icmp slt i64 %t83, %size.k
  %t85 = icmp slt i64 %t61, %size.n
  %t86 = and i1 %t84, %t85
  %t87 = sub i64 %size.k, 1
  %t88 = icmp slt i64 %t83, %t87
  %t89 = select i1 %t88, i64 %t83, i64 %t87
  %t90 = sub i64 %size.n, 1
  %t91 = icmp slt i64 %t61, %t90
  %t92 = select i1 %t91, i64 %t61, i64 %t90
  %t93 = mul i64 %t89, %size.ld
  %t94 = add i64 %t93, %t92
  %t95 = getelementptr i8, ptr %buf.src, i64 %t94
  %t96 = load i8, ptr %t95, align 1
  %t97 = sext i8 %t96 to i16
  %t98 = select i1 %t86, i16 %t97, i16 0
  %t99 = mul i64 %i59, 2
  %t100 = add i64 %t99, 1
  %t101 = getelementptr i16, ptr %t54, i64 %t100
  store i16 %t98, ptr %t101, align 2
  %t102 = add nsw i64 %i59, 1
  store i64 %t102, ptr %c55
  br label %head56
done58:
  %t103 = add nsw i64 %i51, 1
  store i64 %t103, ptr %c47
  br label %head48
done50:
  br label %pdone22
slow21:
  store i64 0, ptr %c104
  br label %head105
head105:
  %i108 = load i64, ptr %c104
  %t109 = icmp slt i64 %i108, %t2
  br i1 %t109, label %body106, label %done107
body106:
  %t110 = mul i64 %i108, 64
  %t111 = getelementptr i16, ptr %t16, i64 %t110
  store i64 0, ptr %c112
  br label %head113
head113:
  %i116 = load i64, ptr %c112
  %t117 = icmp slt i64 %i116, 32
  br i1 %t117, label %body114, label %done115
body114:
  %t118 = add i64 %t13, %i116
  %t119 = mul i64 %i108, 2
  %t120 = add i64 %t119, 0
  %t121 = icmp slt i64 %t120, %size.k
  %t122 = icmp slt i64 %t118, %size.n
  %t123 = and i1 %t121, %t122
  %t124 = sub i64 %size.k, 1
  %t125 = icmp slt i64 %t120, %t124
  %t126 = select i1 %t125, i64 %t120, i64 %t124
  %t127 = sub i64 %size.n, 1
  %t128 = icmp slt i64 %t118, %t127
  %t129 = select i1 %t128, i64 %t118, i64 %t127
  %t130 = mul i64 %t126, %size.ld
  %t131 = add i64 %t130, %t129
  %t132 = getelementptr i8, ptr %buf.src, i64 %t131
  %t133 = load i8, ptr %t132, align 1
  %t134 = sext i8 %t133 to i16
  %t135 = select i1 %t123, i16 %t134, i16 0
  %t136 = mul i64 %i116, 2
  %t137 = add i64 %t136, 0
  %t138 = getelementptr i16, ptr %t111, i64 %t137
  store i16 %t135, ptr %t138, align 2
  %t139 = mul i64 %i108, 2
  %t140 = add i64 %t139, 1
  %t141 = icmp slt i64 %t140, %size.k
  %t142 = icmp slt i64 %t118, %size.n
  %t143 = and i1 %t141, %t142
  %t144 = sub i64 %size.k, 1
  %t145 = icmp slt i64 %t140, %t144
  %t146 = select i1 %t145, i64 %t140, i64 %t144
  %t147 = sub i64 %size.n, 1
  %t148 = icmp slt i64 %t118, %t147
  %t149 = select i1 %t148, i64 %t118, i64 %t147
  %t150 = mul i64 %t146, %size.ld
  %t151 = add i64 %t150, %t149
  %t152 = getelementptr i8, ptr %buf.src, i64 %t151
  %t153 = load i8, ptr %t152, align 1
  %t154 = sext i8 %t153 to i16
  %t155 = select i1 %t143, i16 %t154, i16 0
  %t156 = mul i64 %i116, 2
  %t157 = add i64 %t156, 1
  %t158 = getelementptr i16, ptr %t111, i64 %t157
  store i16 %t155, ptr %t158, align 2
  %t159 = add nsw i64 %i116, 1
  store i64 %t159, ptr %c112
  br label %head113
done115:
  %t160 = add nsw i64 %i108, 1
  store i64 %t160, ptr %c104
  br label %head105
done107:
  br label %pdone22
pdone22:
  %t161 = add nsw i64 %i11, 1
  store i64 %t161, ptr %c7
  br label %head8
done10:
  ret void
}
