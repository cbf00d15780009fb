define void @"jr.windows.bf16.l16"(ptr noalias %buf.x, ptr noalias %buf.q, ptr noalias %scratch, i64 %size.rows, i64 %size.c, i64 %size.kp, i64 %size.h, i64 %size.w, i64 %size.oh, i64 %size.ow, i64 %size.kh, i64 %size.kw, i64 %size.sh, i64 %size.sw, i64 %size.dh, i64 %size.dw, i64 %size.pt, i64 %size.pl, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c8 = alloca i64
  %c26 = alloca i64
  %c34 = alloca i64
  %c58 = alloca i64
  %c77 = alloca i64
  %c96 = alloca i64
  %c106 = alloca i64
  %t1 = mul i64 %size.oh, %size.ow
  %t2 = mul i64 %size.h, %size.w
  %t3 = mul i64 %t2, %size.c
  %t4 = mul i64 %size.kh, %size.kw
  %t5 = mul i64 %t4, %size.c
  %t6 = icmp slt i64 %range.hi, %size.rows
  %t7 = select i1 %t6, i64 %range.hi, i64 %size.rows
  store i64 %range.lo, ptr %c8
  br label %head9
head9:
  %i12 = load i64, ptr %c8
  %t13 = icmp slt i64 %i12, %t7
  br i1 %t13, label %body10, label %done11
body10:
  %t14 = sdiv i64 %i12, %t1
  %t15 = srem i64 %i12, %t1
  %t16 = sdiv i64 %t15, %size.ow
  %t17 = mul i64 %t16, %size.sh
  %t18 = sub i64 %t17, %size.pt
  %t19 = srem i64 %t15, %size.ow
  %t20 = mul i64 %t19, %size.sw
  %t21 = sub i64 %t20, %size.pl
  %t22 = mul i64 %t14, %t3
  %t23 = getelementptr float, ptr %buf.x, i64 %t22
  %t24 = mul i64 %i12, %size.kp
  %t25 = getelementptr i16, ptr %buf.q, i64 %t24
  store i64 0, ptr %c26
  br label %head27
head27:
  %i30 = load i64, ptr %c26
  %t31 = icmp slt i64 %i30, %size.kh
  br i1 %t31, label %body28, label %done29
body28:
  %t32 = mul i64 %i30, %size.dh
  %t33 = add i64 %t18, %t32
  store i64 0, ptr %c34
  br label %head35
head35:
  %i38 = load i64, ptr %c34
  %t39 = icmp slt i64 %i38, %size.kw
  br i1 %t39, label %body36, label %done37
body36:
  %t40 = mul i64 %i38, %size.dw
  %t41 = add i64 %t21, %t40
  %t42 = mul i64 %i30, %size.kw
  %t43 = add i64 %t42, %i38
  %t44 = mul i64 %t43, %size.c
  %t45 = getelementptr i16, ptr %t25, i64 %t44
  %t46 = icmp ult i64 %t33, %size.h
  %t47 = icmp ult i64 %t41, %size.w
  %t48 = and i1 %t46, %t47
  br i1 %t48, label %inside49, label %padding50
inside49:
  %t52 = mul i64 %t33, %size.w
  %t53 = add i64 %t52, %t41
  %t54 = mul i64 %t53, %size.c
  %t55 = getelementptr float, ptr %t23, i64 %t54
  %t56 = sdiv i64 %size.c, 16
  %t57 = mul i64 %t56, 16
  store i64 0, ptr %c58
  br label %head59
head59:
  %i62 = load i64, ptr %c58
  %t63 = icmp slt i64 %i62, %t57
  br i1 %t63, label %body60, label %done61
body60:
  %t64 = getelementptr float, ptr %t55, i64 %i62
  %t65 = load <16 x float>, ptr %t64, align 4
  %t66 = bitcast <16 x float> %t65 to <16 x i32>
  %t67 = lshr <16 x i32> %t66, splat (i32 16)
  %t68 = and <16 x i32> %t67, splat (i32 1)
  %t69 = add <16 x i32> %t66, splat (i32 32767)
  %t70 = add <16 x i32> %t69, %t68
  %t71 = lshr <16 x i32> %t70, splat (i32 16)
  %t72 = fcmp uno <16 x float> %t65, %t65
  %t73 = select <16 x i1> %t72, <16 x i32> splat (i32 32704), <16 x i32> %t71
  %t74 = trunc <16 x i32> %t73 to <16 x i16>
  %t75 = getelementptr i16, ptr %t45, i64 %i62
  store <16 x i16> %t74, ptr %t75, align 2
  %t76 = add nsw i64 %i62, 16
  store i64 %t76, ptr %c58
  br label %head59
done61:
  store i64 %t57, ptr %c77
  br label %head78
head78:
  %i81 = load i64, ptr %c77
  %t82 = icmp slt i64 %i81, %size.c
  br i1 %t82, label %body79, label %done80
body79:
  %t83 = getelementptr float, ptr %t55, i64 %i81
  %t84 = load float, ptr %t83, align 4
  %t85 = bitcast float %t84 to i32
  %t86 = lshr i32 %t85, 16
  %t87 = and i32 %t86, 1
  %t88 = add i32 %t85, 32767
  %t89 = add i32 %t88, %t87
  %t90 = lshr i32 %t89, 16
  %t91 = fcmp uno float %t84, %t84
  %t92 = select i1 %t91, i32 32704, i32 %t90
  %t93 = trunc i32 %t92 to i16
  %t94 = getelementptr i16, ptr %t45, i64 %i81
  store i16 %t93, ptr %t94, align 2
  %t95 = add nsw i64 %i81, 1
  store i64 %t95, ptr %c77
  br label %head78
done80:
  br label %tapped51
padding50:
  store i64 0, ptr %c96
  br label %head97
head97:
  %i100 = load i64, ptr %c96
  %t101 = icmp slt i64 %i100, %size.c
  br i1 %t101, label %body98, label %done99
body98:
  %t102 = getelementptr i16, ptr %t45, i64 %i100
  store i16 0, ptr %t102, align 2
  %t103 = add nsw i64 %i100, 1
  store i64 %t103, ptr %c96
  br label %head97
done99:
  br label %tapped51
tapped51:
  %t104 = add nsw i64 %i38, 1
  store i64 %t104, ptr %c34
  br label %head35
done37:
  %t105 = add nsw i64 %i30, 1
  store i64 %t105, ptr %c26
  br label %head27
done29:
  store i64 %t5, ptr %c106
  br label %head107
head107:
  %i110 = load i64, ptr %c106
  %t111 = icmp slt i64 %i110, %size.kp
  br i1 %t111, label %body108, label %done109
body108:
  %t112 = getelementptr i16, ptr %t25, i64 %i110
  store i16 0, ptr %t112, align 2
  %t113 = add nsw i64 %i110, 1
  store i64 %t113, ptr %c106
  br label %head107
done109:
  %t114 = add nsw i64 %i12, 1
  store i64 %t114, ptr %c8
  br label %head9
done11:
  ret void
}
