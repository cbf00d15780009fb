declare <32 x i16> @llvm.masked.load.v32i16.p0(ptr, <32 x i1>, <32 x i16>)
declare void @llvm.masked.store.v32i16.p0(<32 x i16>, ptr, <32 x i1>)

define void @"jr.windows.bf16.l16.m.c"(ptr noalias %buf.x, ptr noalias %buf.q, ptr noalias %scratch, i64 %size.rows, i64 %size.c, i64 %size.kp, i64 %size.h, i64 %size.w, i64 %size.oh, i64 %size.ow, i64 %size.kh, i64 %size.kw, i64 %size.sh, i64 %size.sw, i64 %size.dh, i64 %size.dw, i64 %size.pt, i64 %size.pl, i64 %range.lo, i64 %range.hi) nounwind "no-builtins" {
entry:
  %c15 = alloca i64
  %c16 = alloca i64
  %c17 = alloca i64
  %c18 = alloca i64
  %c40 = alloca i64
  %c59 = alloca i64
  %c73 = alloca i64
  %c95 = alloca i64
  %c109 = alloca i64
  %c119 = alloca i64
  %t1 = icmp slt i64 %range.hi, %size.rows
  %t2 = select i1 %t1, i64 %range.hi, i64 %size.rows
  %t3 = icmp slt i64 %range.lo, %t2
  %t4 = select i1 %t3, i64 %range.lo, i64 %t2
  %t5 = mul i64 %size.h, %size.w
  %t6 = mul i64 %t5, %size.c
  %t7 = mul i64 %size.kw, %size.c
  %t8 = mul i64 %size.kh, %t7
  %t9 = icmp eq i64 %size.dw, 1
  %t10 = mul i64 %size.oh, %size.ow
  %t11 = srem i64 %t4, %t10
  %t12 = sdiv i64 %t4, %t10
  %t13 = sdiv i64 %t11, %size.ow
  %t14 = srem i64 %t11, %size.ow
  store i64 %t12, ptr %c15
  store i64 %t13, ptr %c16
  store i64 %t14, ptr %c17
  store i64 %t4, ptr %c18
  br label %head19
head19:
  %i22 = load i64, ptr %c18
  %t23 = icmp slt i64 %i22, %t2
  br i1 %t23, label %body20, label %done21
body20:
  %t24 = load i64, ptr %c15
  %t25 = load i64, ptr %c16
  %t26 = load i64, ptr %c17
  %t27 = mul i64 %t25, %size.sh
  %t28 = sub i64 %t27, %size.pt
  %t29 = mul i64 %t26, %size.sw
  %t30 = sub i64 %t29, %size.pl
  %t31 = mul i64 %t24, %t6
  %t32 = getelementptr i16, ptr %buf.x, i64 %t31
  %t33 = mul i64 %i22, %size.kp
  %t34 = getelementptr i16, ptr %buf.q, i64 %t33
  %t35 = icmp sge i64 %t30, 0
  %t36 = add i64 %t30, %size.kw
  %t37 = icmp sle i64 %t36, %size.w
  %t38 = and i1 %t35, %t37
  %t39 = and i1 %t9, %t38
  store i64 0, ptr %c40
  br label %head41
head41:
  %i44 = load i64, ptr %c40
  %t45 = icmp slt i64 %i44, %size.kh
  br i1 %t45, label %body42, label %done43
body42:
  %t46 = mul i64 %i44, %size.dh
  %t47 = add i64 %t28, %t46
  %t51 = icmp ult i64 %t47, %size.h
  %t52 = and i1 %t39, %t51
  br i1 %t52, label %run48, label %taps49
run48:
  %t53 = mul i64 %t47, %size.w
  %t54 = add i64 %t53, %t30
  %t55 = mul i64 %t54, %size.c
  %t56 = getelementptr i16, ptr %t32, i64 %t55
  %t57 = mul i64 %i44, %t7
  %t58 = getelementptr i16, ptr %t34, i64 %t57
  store i64 0, ptr %c59
  br label %head60
head60:
  %i63 = load i64, ptr %c59
  %t64 = icmp slt i64 %i63, %t7
  br i1 %t64, label %body61, label %done62
body61:
  %t65 = sub i64 %t7, %i63
  %t66 = insertelement <32 x i64> poison, i64 %t65, i64 0
  %t67 = shufflevector <32 x i64> %t66, <32 x i64> poison, <32 x i32> zeroinitializer
  %t68 = icmp ult <32 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %t67
  %t69 = getelementptr i16, ptr %t56, i64 %i63
  %t70 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %t69, <32 x i1> %t68, <32 x i16> zeroinitializer)
  %t71 = getelementptr i16, ptr %t58, i64 %i63
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %t70, ptr align 2 %t71, <32 x i1> %t68)
  %t72 = add nsw i64 %i63, 32
  store i64 %t72, ptr %c59
  br label %head60
done62:
  br label %row_done50
taps49:
  store i64 0, ptr %c73
  br label %head74
head74:
  %i77 = load i64, ptr %c73
  %t78 = icmp slt i64 %i77, %size.kw
  br i1 %t78, label %body75, label %done76
body75:
  %t79 = mul i64 %i77, %size.dw
  %t80 = add i64 %t30, %t79
  %t81 = mul i64 %i44, %size.kw
  %t82 = add i64 %t81, %i77
  %t83 = mul i64 %t82, %size.c
  %t84 = getelementptr i16, ptr %t34, i64 %t83
  %t85 = icmp ult i64 %t47, %size.h
  %t86 = icmp ult i64 %t80, %size.w
  %t87 = and i1 %t85, %t86
  br i1 %t87, label %inside88, label %padding89
inside88:
  %t91 = mul i64 %t47, %size.w
  %t92 = add i64 %t91, %t80
  %t93 = mul i64 %t92, %size.c
  %t94 = getelementptr i16, ptr %t32, i64 %t93
  store i64 0, ptr %c95
  br label %head96
head96:
  %i99 = load i64, ptr %c95
  %t100 = icmp slt i64 %i99, %size.c
  br i1 %t100, label %body97, label %done98
body97:
  %t101 = sub i64 %size.c, %i99
  %t102 = insertelement <32 x i64> poison, i64 %t101, i64 0
  %t103 = shufflevector <32 x i64> %t102, <32 x i64> poison, <32 x i32> zeroinitializer
  %t104 = icmp ult <32 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %t103
  %t105 = getelementptr i16, ptr %t94, i64 %i99
  %t106 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %t105, <32 x i1> %t104, <32 x i16> zeroinitializer)
  %t107 = getelementptr i16, ptr %t84, i64 %i99
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %t106, ptr align 2 %t107, <32 x i1> %t104)
  %t108 = add nsw i64 %i99, 32
  store i64 %t108, ptr %c95
  br label %head96
done98:
  br label %tapped90
padding89:
  store i64 0, ptr %c109
  br label %head110
head110:
  %i113 = load i64, ptr %c109
  %t114 = icmp slt i64 %i113, %size.c
  br i1 %t114, label %body111, label %done112
body111:
  %t115 = getelementptr i16, ptr %t84, i64 %i113
  store i16 0, ptr %t115, align 2
  %t116 = add nsw i64 %i113, 1
  store i64 %t116, ptr %c109
  br label %head110
done112:
  br label %tapped90
tapped90:
  %t117 = add nsw i64 %i77, 1
  store i64 %t117, ptr %c73
  br label %head74
done76:
  br label %row_done50
row_done50:
  %t118 = add nsw i64 %i44, 1
  store i64 %t118, ptr %c40
  br label %head41
done43:
  store i64 %t8, ptr %c119
  br label %head120
head120:
  %i123 = load i64, ptr %c119
  %t124 = icmp slt i64 %i123, %size.kp
  br i1 %t124, label %body121, label %done122
body121:
  %t125 = getelementptr i16, ptr %t34, i64 %i123
  store i16 0, ptr %t125, align 2
  %t126 = add nsw i64 %i123, 1
  store i64 %t126, ptr %c119
  br label %head120
done122:
  %t127 = add i64 %t26, 1
  %t128 = icmp eq i64 %t127, %size.ow
  %t129 = add i64 %t25, 1
  %t130 = select i1 %t128, i64 %t129, i64 %t25
  %t131 = icmp eq i64 %t130, %size.oh
  %t132 = select i1 %t128, i64 0, i64 %t127
  store i64 %t132, ptr %c17
  %t133 = select i1 %t131, i64 0, i64 %t130
  store i64 %t133, ptr %c16
  %t134 = add i64 %t24, 1
  %t135 = select i1 %t131, i64 %t134, i64 %t24
  store i64 %t135, ptr %c15
  %t136 = add nsw i64 %i22, 1
  store i64 %t136, ptr %c18
  br label %head19
done21:
  ret void
}
