define void @"jr.qpack.g2.nr64.bu.h"(ptr noalias %buf.src, ptr noalias %buf.dst, ptr noalias %scratch, i64 %size.k, i64 %size.n, i64 %size.ld, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c7 = alloca i64
  %c23 = alloca i64
  %c46 = alloca i64
  %c54 = alloca i64
  %c101 = alloca i64
  %c109 = alloca i64
  %t1 = add i64 %size.k, 1
  %t2 = sdiv i64 %t1, 2
  %t3 = add i64 %size.n, 63
  %t4 = sdiv i64 %t3, 64
  %t5 = icmp slt i64 %range.hi, %t4
  %t6 = select i1 %t5, i64 %range.hi, i64 %t4
  store i64 %range.lo, ptr %c7
  br label %head8
head8:
  %i11 = load i64, ptr %c7
  %t12 = icmp slt i64 %i11, %t6
  br i1 %t12, label %body9, label %done10
body9:
  %t13 = mul i64 %i11, 64
  %t14 = mul i64 %i11, %t2
  %t15 = mul i64 %t14, 128
  %t16 = getelementptr i16, ptr %buf.dst, i64 %t15
  %t17 = add i64 %t13, 64
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
  %t29 = mul i64 %i27, 128
  %t30 = getelementptr i16, ptr %t16, i64 %t29
  %t31 = mul i64 %i27, 2
  %t32 = add i64 %t31, 0
  %t33 = mul i64 %t32, %size.ld
  %t34 = add i64 %t33, %t13
  %t35 = getelementptr i16, ptr %buf.src, i64 %t34
  %t36 = load <64 x i16>, ptr %t35, align 2
  %t37 = mul i64 %i27, 2
  %t38 = add i64 %t37, 1
  %t39 = mul i64 %t38, %size.ld
  %t40 = add i64 %t39, %t13
  %t41 = getelementptr i16, ptr %buf.src, i64 %t40
  %t42 = load <64 x i16>, ptr %t41, align 2
  %t43 = shufflevector <64 x i16> %t36, <64 x i16> %t42, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127>
  %t44 = shufflevector <128 x i16> %t43, <128 x i16> poison, <128 x i32> <i32 0, i32 64, i32 1, i32 65, i32 2, i32 66, i32 3, i32 67, i32 4, i32 68, i32 5, i32 69, i32 6, i32 70, i32 7, i32 71, i32 8, i32 72, i32 9, i32 73, i32 10, i32 74, i32 11, i32 75, i32 12, i32 76, i32 13, i32 77, i32 14, i32 78, i32 15, i32 79, i32 16, i32 80, i32 17, i32 81, i32 18, i32 82, i32 19, i32 83, i32 20, i32 84, i32 21, i32 85, i32 22, i32 86, i32 23, i32 87, i32 24, i32 88, i32 25, i32 89, i32 26, i32 90, i32 27, i32 91, i32 28, i32 92, i32 29, i32 93, i32 30, i32 94, i32 31, i32 95, i32 32, i32 96, i32 33, i32 97, i32 34, i32 98, i32 35, i32 99, i32 36, i32 100, i32 37, i32 101, i32 38, i32 102, i32 39, i32 103, i32 40, i32 104, i32 41, i32 105, i32 42, i32 106, i32 43, i32 107, i32 44, i32 108, i32 45, i32 109, i32 46, i32 110, i32 47, i32 111, i32 48, i32 112, i32 49, i32 113, i32 50, i32 114, i32 51, i32 115, i32 52, i32 116, i32 53, i32 117, i32 54, i32 118, i32 55, i32 119, i32 56, i32 120, i32 57, i32 121, i32 58, i32 122, i32 59, i32 123, i32 60, i32 124, i32 61, i32 125, i32 62, i32 126, i32 63, i32 127>
  store <128 x i16> %t44, ptr %t30, align 2
  %t45 = add nsw i64 %i27, 1
  store i64 %t45, ptr %c23
  br label %head24
done26:
  store i64 %t19, ptr %c46
  br label %head47
head47:
  %i50 = load i64, ptr %c46
  %t51 = icmp slt i64 %i50, %t2
  br i1 %t51, label %body48, label %done49
body48:
  %t52 = mul i64 %i50, 128
  %t53 = getelementptr i16, ptr %t16, i64 %t52
  store i64 0, ptr %c54
  br label %head55
head55:
  %i58 = load i64, ptr %c54
  %t59 = icmp slt i64 %i58, 64
  br i1 %t59, label %body56, label %done57
body56:
  %t60 = add i64 %t13, %i58
  %t61 = mul i64 %i50, 2
  %t62 = add i64 %t61, 0
  %t63 = icmp slt i64 %t62, %size.k
  %t64 = icmp slt i64 %t60, %size.n
  %t65 = and i1 %t63, %t64
  %t66 = sub i64 %size.k, 1
  %t67 = icmp slt i64 %t62, %t66
  %t68 = select i1 %t67, i64 %t62, i64 %t66
  %t69 = sub i64 %size.n, 1
  %t70 = icmp slt i64 %t60, %t69
  %t71 = select i1 %t70, i64 %t60, i64 %t69
  %t72 = mul i64 %t68, %size.ld
  %t73 = add i64 %t72, %t71
  %t74 = getelementptr i16, ptr %buf.src, i64 %t73
  %t75 = load i16, ptr %t74, align 2
  %t76 = select i1 %t65, i16 %t75, i16 0
  %t77 = mul i64 %i58, 2
  %t78 = add i64 %t77, 0
  %t79 = getelementptr i16, ptr %t53, i64 %t78
  store i16 %t76, ptr %t79, align 2
  %t80 = mul i64 %i50, 2
  %t81 = add i64 %t80, 1
  %t82 = icmp slt i64 %t81, %size.k
  %t83 = icmp slt i64 %t60, %size.n
  %t84 = and i1 %t82, %t83
  %t85 = sub i64 %size.k, 1
  %t86 = icmp slt i64 %t81, %t85
  %t87 = select i1 %t86, i64 %t81, i64 %t85
  %t88 = sub i64 %size.n, 1
  %t89 = icmp slt i64 %t60, %t88
  %t90 = select i1 %t89, i64 %t60, i64 %t88
  %t91 = mul i64 %t87, %size.ld
  %t92 = add i64 %t91, %t90
  %t93 = getelementptr i16, ptr %buf.src, i64 %t92
  %t94 = load i16, ptr %t93, align 2
  %t95 = select i1 %t84, i16 %t94, i16 0
  %t96 = mul i64 %i58, 2
  %t97 = add i64 %t96, 1
  %t98 = getelementptr i16, ptr %t53, i64 %t97
  store i16 %t95, ptr %t98, align 2
  %t99 = add nsw i64 %i58, 1
  store i64 %t99, ptr %c54
  br label %head55
done57:
  %t100 = add nsw i64 %i50, 1
  store i64 %t100, ptr %c46
  br label %head47
done49:
  br label %pdone22
slow21:
  store i64 0, ptr %c101
  br label %head102
head102:
  %i105 = load i64, ptr %c101
  %t106 = icmp slt i64 %i105, %t2
  br i1 %t106, label %body103, label %done104
body103:
  %t107 = mul i64 %i105, 128
  %t108 = getelementptr i16, ptr %t16, i64 %t107
  store i64 0, ptr %c109
  br label %head110
head110:
  %i113 = load i64, ptr %c109
  %t114 = icmp slt i64 %i113, 64
  br i1 %t114, label %body111, label %done112
body111:
  %t115 = add i64 %t13, %i113
  %t116 = mul i64 %i105, 2
  %t117 = add i64 %t116, 0
  %t118 = icmp slt i64 %t117, %size.k
  %t119 = icmp slt i64 %t115, %size.n
  %t120 = and i1 %t118, %t119
  %t121 = sub i64 %size.k, 1
  %t122 = icmp slt i64 %t117, %t121
  %t123 = select i1 %t122, i64 %t117, i64 %t121
  %t124 = sub i64 %size.n, 1
  %t125 = icmp slt i64 %t115, %t124
  %t126 = select i1 %t125, i64 %t115, i64 %t124
  %t127 = mul i64 %t123, %size.ld
  %t128 = add i64 %t127, %t126
  %t129 = getelementptr i16, ptr %buf.src, i64 %t128
  %t130 = load i16, ptr %t129, align 2
  %t131 = select i1 %t120, i16 %t130, i16 0
  %t132 = mul i64 %i113, 2
  %t133 = add i64 %t132, 0
  %t134 = getelementptr i16, ptr %t108, i64 %t133
  store i16 %t131, ptr %t134, align 2
  %t135 = mul i64 %i105, 2
  %t136 = add i64 %t135, 1
  %t137 = icmp slt i64 %t136, %size.k
  %t138 = icmp slt i64 %t115, %size.n
  %t139 = and i1 %t137, %t138
  %t140 = sub i64 %size.k, 1
  %t141 = icmp slt i64 %t136, %t140
  %t142 = select i1 %t141, i64 %t136, i64 %t140
  %t143 = sub i64 %size.n, 1
  %t144 = icmp slt i64 %t115, %t143
  %t145 = select i1 %t144, i64 %t115, i64 %t143
  %t146 = mul i64 %t142, %size.ld
  %t147 = add i64 %t146, %t145
  %t148 = getelementptr i16, ptr %buf.src, i64 %t147
  %t149 = load i16, ptr %t148, align 2
  %t150 = select i1 %t139, i16 %t149, i16 0
  %t151 = mul i64 %i113, 2
  %t152 = add i64 %t151, 1
  %t153 = getelementptr i16, ptr %t108, i64 %t152
  store i16 %t150, ptr %t153, align 2
  %t154 = add nsw i64 %i113, 1
  store i64 %t154, ptr %c109
  br label %head110
done112:
  %t155 = add nsw i64 %i105, 1
  store i64 %t155, ptr %c101
  br label %head102
done104:
  br label %pdone22
pdone22:
  %t156 = add nsw i64 %i11, 1
  store i64 %t156, ptr %c7
  br label %head8
done10:
  ret void
}
