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
  %c78 = alloca i64
  %c100 = alloca i64
  %c115 = alloca i64
  %c125 = alloca i64
  %off72 = call i64 asm "", "=r,0"(i64 0)
  %off73 = trunc i64 %off72 to i1
  %off74 = insertelement <32 x i1> zeroinitializer, i1 %off73, i64 0
  %off75 = insertelement <32 x i1> %off74, i1 %off73, i64 31
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
  %t76 = or <32 x i1> %t68, %off75
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %t70, ptr align 2 %t71, <32 x i1> %t76)
  %t77 = add nsw i64 %i63, 32
  store i64 %t77, ptr %c59
  br label %head60
done62:
  br label %row_done50
taps49:
  store i64 0, ptr %c78
  br label %head79
head79:
  %i82 = load i64, ptr %c78
  %t83 = icmp slt i64 %i82, %size.kw
  br i1 %t83, label %body80, label %done81
body80:
  %t84 = mul i64 %i82, %size.dw
  %t85 = add i64 %t30, %t84
  %t86 = mul i64 %i44, %size.kw
  %t87 = add i64 %t86, %i82
  %t88 = mul i64 %t87, %size.c
  %t89 = getelementptr i16, ptr %t34, i64 %t88
  %t90 = icmp ult i64 %t47, %size.h
  %t91 = icmp ult i64 %t85, %size.w
  %t92 = and i1 %t90, %t91
  br i1 %t92, label %inside93, label %padding94
inside93:
  %t96 = mul i64 %t47, %size.w
  %t97 = add i64 %t96, %t85
  %t98 = mul i64 %t97, %size.c
  %t99 = getelementptr i16, ptr %t32, i64 %t98
  store i64 0, ptr %c100
  br label %head101
head101:
  %i104 = load i64, ptr %c100
  %t105 = icmp slt i64 %i104, %size.c
  br i1 %t105, label %body102, label %done103
body102:
  %t106 = sub i64 %size.c, %i104
  %t107 = insertelement <32 x i64> poison, i64 %t106, i64 0
  %t108 = shufflevector <32 x i64> %t107, <32 x i64> poison, <32 x i32> zeroinitializer
  %t109 = icmp ult <32 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %t108
  %t110 = getelementptr i16, ptr %t99, i64 %i104
  %t111 = call <32 x i16> @llvm.masked.load.v32i16.p0(ptr align 2 %t110, <32 x i1> %t109, <32 x i16> zeroinitializer)
  %t112 = getelementptr i16, ptr %t89, i64 %i104
  %t113 = or <32 x i1> %t109, %off75
  call void @llvm.masked.store.v32i16.p0(<32 x i16> %t111, ptr align 2 %t112, <32 x i1> %t113)
  %t114 = add nsw i64 %i104, 32
  store i64 %t114, ptr %c100
  br label %head101
done103:
  br label %tapped95
padding94:
  store i64 0, ptr %c115
  br label %head116
head116:
  %i119 = load i64, ptr %c115
  %t120 = icmp slt i64 %i119, %size.c
  br i1 %t120, label %body117, label %done118
body117:
  %t121 = getelementptr i16, ptr %t89, i64 %i119
  store i16 0, ptr %t121, align 2
  %t122 = add nsw i64 %i119, 1
  store i64 %t122, ptr %c115
  br label %head116
done118:
  br label %tapped95
tapped95:
  %t123 = add nsw i64 %i82, 1
  store i64 %t123, ptr %c78
  br label %head79
done81:
  br label %row_done50
row_done50:
  %t124 = add nsw i64 %i44, 1
  store i64 %t124, ptr %c40
  br label %head41
done43:
  store i64 %t8, ptr %c125
  br label %head126
head126:
  %i129 = load i64, ptr %c125
  %t130 = icmp slt i64 %i129, %size.kp
  br i1 %t130, label %body127, label %done128
body127:
  %t131 = getelementptr i16, ptr %t34, i64 %i129
  store i16 0, ptr %t131, align 2
  %t132 = add nsw i64 %i129, 1
  store i64 %t132, ptr %c125
  br label %head126
done128:
  %t133 = add i64 %t26, 1
  %t134 = icmp eq i64 %t133, %size.ow
  %t135 = add i64 %t25, 1
  %t136 = select i1 %t134, i64 %t135, i64 %t25
  %t137 = icmp eq i64 %t136, %size.oh
  %t138 = select i1 %t134, i64 0, i64 %t133
  store i64 %t138, ptr %c17
  %t139 = select i1 %t137, i64 0, i64 %t136
  store i64 %t139, ptr %c16
  %t140 = add i64 %t24, 1
  %t141 = select i1 %t137, i64 %t140, i64 %t24
  store i64 %t141, ptr %c15
  %t142 = add nsw i64 %i22, 1
  store i64 %t142, ptr %c18
  br label %head19
done21:
  ret void
}
