declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.maxnum.v16f32(<16 x float>, <16 x float>)
declare <16 x float> @llvm.minnum.v16f32(<16 x float>, <16 x float>)
declare void @llvm.masked.store.v16i8.p0(<16 x i8>, ptr, <16 x i1>)

define void @"jr.windows.u8.l16.m"(ptr noalias %buf.x, ptr noalias %buf.m, ptr noalias %buf.q, ptr noalias %scratch, i64 %size.rows, i64 %size.c, i64 %size.kp, i64 %size.h, i64 %size.w, i64 %size.oh, i64 %size.ow, i64 %size.kh, i64 %size.kw, i64 %size.sh, i64 %size.sw, i64 %size.dh, i64 %size.dw, i64 %size.pt, i64 %size.pl, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c12 = alloca i64
  %c30 = alloca i64
  %c38 = alloca i64
  %c62 = alloca i64
  %c110 = alloca i64
  %c120 = alloca i64
  %t1 = load float, ptr %buf.m, align 4
  %t2 = fcmp ogt float %t1, 0x39B0000000000000
  %t3 = fdiv float 0x405FC00000000000, %t1
  %t4 = select i1 %t2, float %t3, float 0x0000000000000000
  %t5 = mul i64 %size.oh, %size.ow
  %t6 = mul i64 %size.h, %size.w
  %t7 = mul i64 %t6, %size.c
  %t8 = mul i64 %size.kh, %size.kw
  %t9 = mul i64 %t8, %size.c
  %t10 = icmp slt i64 %range.hi, %size.rows
  %t11 = select i1 %t10, i64 %range.hi, i64 %size.rows
  store i64 %range.lo, ptr %c12
  br label %head13
head13:
  %i16 = load i64, ptr %c12
  %t17 = icmp slt i64 %i16, %t11
  br i1 %t17, label %body14, label %done15
body14:
  %t18 = sdiv i64 %i16, %t5
  %t19 = srem i64 %i16, %t5
  %t20 = sdiv i64 %t19, %size.ow
  %t21 = mul i64 %t20, %size.sh
  %t22 = sub i64 %t21, %size.pt
  %t23 = srem i64 %t19, %size.ow
  %t24 = mul i64 %t23, %size.sw
  %t25 = sub i64 %t24, %size.pl
  %t26 = mul i64 %t18, %t7
  %t27 = getelementptr float, ptr %buf.x, i64 %t26
  %t28 = mul i64 %i16, %size.kp
  %t29 = getelementptr i8, ptr %buf.q, i64 %t28
  store i64 0, ptr %c30
  br label %head31
head31:
  %i34 = load i64, ptr %c30
  %t35 = icmp slt i64 %i34, %size.kh
  br i1 %t35, label %body32, label %done33
body32:
  %t36 = mul i64 %i34, %size.dh
  %t37 = add i64 %t22, %t36
  store i64 0, ptr %c38
  br label %head39
head39:
  %i42 = load i64, ptr %c38
  %t43 = icmp slt i64 %i42, %size.kw
  br i1 %t43, label %body40, label %done41
body40:
  %t44 = mul i64 %i42, %size.dw
  %t45 = add i64 %t25, %t44
  %t46 = mul i64 %i34, %size.kw
  %t47 = add i64 %t46, %i42
  %t48 = mul i64 %t47, %size.c
  %t49 = getelementptr i8, ptr %t29, i64 %t48
  %t50 = icmp ult i64 %t37, %size.h
  %t51 = icmp ult i64 %t45, %size.w
  %t52 = and i1 %t50, %t51
  br i1 %t52, label %inside53, label %padding54
inside53:
  %t56 = mul i64 %t37, %size.w
  %t57 = add i64 %t56, %t45
  %t58 = mul i64 %t57, %size.c
  %t59 = getelementptr float, ptr %t27, i64 %t58
  %t60 = sdiv i64 %size.c, 16
  %t61 = mul i64 %t60, 16
  store i64 0, ptr %c62
  br label %head63
head63:
  %i66 = load i64, ptr %c62
  %t67 = icmp slt i64 %i66, %t61
  br i1 %t67, label %body64, label %done65
body64:
  %t68 = getelementptr float, ptr %t59, i64 %i66
  %t69 = load <16 x float>, ptr %t68, align 4
  %t70 = insertelement <16 x float> poison, float %t4, i64 0
  %t71 = shufflevector <16 x float> %t70, <16 x float> poison, <16 x i32> zeroinitializer
  %t72 = insertelement <16 x float> poison, float 0x4060100000000000, i64 0
  %t73 = shufflevector <16 x float> %t72, <16 x float> poison, <16 x i32> zeroinitializer
  %t74 = insertelement <16 x float> poison, float 0x0000000000000000, i64 0
  %t75 = shufflevector <16 x float> %t74, <16 x float> poison, <16 x i32> zeroinitializer
  %t76 = insertelement <16 x float> poison, float 0x406FE00000000000, i64 0
  %t77 = shufflevector <16 x float> %t76, <16 x float> poison, <16 x i32> zeroinitializer
  %t78 = fmul <16 x float> %t69, %t71
  %t79 = fadd <16 x float> %t78, %t73
  %t80 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t79, <16 x float> %t75)
  %t81 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t80, <16 x float> %t77)
  %t82 = fptosi <16 x float> %t81 to <16 x i32>
  %t83 = trunc <16 x i32> %t82 to <16 x i8>
  %t84 = getelementptr i8, ptr %t49, i64 %i66
  store <16 x i8> %t83, ptr %t84, align 1
  %t85 = add nsw i64 %i66, 16
  store i64 %t85, ptr %c62
  br label %head63
done65:
  %t88 = icmp slt i64 %t61, %size.c
  br i1 %t88, label %tail86, label %tailed87
tail86:
  %t89 = sub i64 %size.c, %t61
  %t90 = insertelement <16 x i64> poison, i64 %t89, i64 0
  %t91 = shufflevector <16 x i64> %t90, <16 x i64> poison, <16 x i32> zeroinitializer
  %t92 = icmp ult <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t91
  %t93 = getelementptr float, ptr %t59, i64 %t61
  %t94 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t93, <16 x i1> %t92, <16 x float> zeroinitializer)
  %t95 = insertelement <16 x float> poison, float %t4, i64 0
  %t96 = shufflevector <16 x float> %t95, <16 x float> poison, <16 x i32> zeroinitializer
  %t97 = insertelement <16 x float> poison, float 0x4060100000000000, i64 0
  %t98 = shufflevector <16 x float> %t97, <16 x float> poison, <16 x i32> zeroinitializer
  %t99 = insertelement <16 x float> poison, float 0x0000000000000000, i64 0
  %t100 = shufflevector <16 x float> %t99, <16 x float> poison, <16 x i32> zeroinitializer
  %t101 = insertelement <16 x float> poison, float 0x406FE00000000000, i64 0
  %t102 = shufflevector <16 x float> %t101, <16 x float> poison, <16 x i32> zeroinitializer
  %t103 = fmul <16 x float> %t94, %t96
  %t104 = fadd <16 x float> %t103, %t98
  %t105 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t104, <16 x float> %t100)
  %t106 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t105, <16 x float> %t102)
  %t107 = fptosi <16 x float> %t106 to <16 x i32>
  %t108 = trunc <16 x i32> %t107 to <16 x i8>
  %t109 = getelementptr i8, ptr %t49, i64 %t61
  call void @llvm.masked.store.v16i8.p0(<16 x i8> %t108, ptr align 1 %t109, <16 x i1> %t92)
  br label %tailed87
tailed87:
  br label %tapped55
padding54:
  store i64 0, ptr %c110
  br label %head111
head111:
  %i114 = load i64, ptr %c110
  %t115 = icmp slt i64 %i114, %size.c
  br i1 %t115, label %body112, label %done113
body112:
  %t116 = getelementptr i8, ptr %t49, i64 %i114
  store i8 128, ptr %t116, align 1
  %t117 = add nsw i64 %i114, 1
  store i64 %t117, ptr %c110
  br label %head111
done113:
  br label %tapped55
tapped55:
  %t118 = add nsw i64 %i42, 1
  store i64 %t118, ptr %c38
  br label %head39
done41:
  %t119 = add nsw i64 %i34, 1
  store i64 %t119, ptr %c30
  br label %head31
done33:
  store i64 %t9, ptr %c120
  br label %head121
head121:
  %i124 = load i64, ptr %c120
  %t125 = icmp slt i64 %i124, %size.kp
  br i1 %t125, label %body122, label %done123
body122:
  %t126 = getelementptr i8, ptr %t29, i64 %i124
  store i8 0, ptr %t126, align 1
  %t127 = add nsw i64 %i124, 1
  store i64 %t127, ptr %c120
  br label %head121
done123:
  %t128 = add nsw i64 %i16, 1
  store i64 %t128, ptr %c12
  br label %head13
done15:
  ret void
}
