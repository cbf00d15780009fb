declare <16 x float> @llvm.fabs.v16f32(<16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.maxnum.v16f32(<16 x float>, <16 x float>)
declare <16 x float> @llvm.minnum.v16f32(<16 x float>, <16 x float>)
declare float @llvm.fabs.f32(float)
declare float @llvm.vector.reduce.fmax.v16f32(<16 x float>)
declare i1 @llvm.vector.reduce.or.v16i1(<16 x i1>)
declare void @llvm.masked.store.v16i8.p0(<16 x i8>, ptr, <16 x i1>)

define void @"jr.quantize_u8.l16.r.m"(ptr noalias %buf.x, ptr noalias %buf.q, ptr noalias %buf.s, ptr noalias %scratch, i64 %size.rows, i64 %size.k, i64 %size.kp, i64 %range.lo, i64 %range.hi) nounwind "no-builtins" {
entry:
  %c3 = alloca i64
  %best13 = alloca float
  %acc14 = alloca <16 x float>
  %nan15 = alloca <16 x i1>
  %c18 = alloca i64
  %c54 = alloca i64
  %c77 = alloca i64
  %c130 = alloca i64
  %off125 = call i64 asm "", "=r,0"(i64 0)
  %off126 = trunc i64 %off125 to i1
  %off127 = insertelement <16 x i1> zeroinitializer, i1 %off126, i64 0
  %off128 = insertelement <16 x i1> %off127, i1 %off126, i64 15
  %t1 = icmp slt i64 %range.hi, %size.rows
  %t2 = select i1 %t1, i64 %range.hi, i64 %size.rows
  store i64 %range.lo, ptr %c3
  br label %head4
head4:
  %i7 = load i64, ptr %c3
  %t8 = icmp slt i64 %i7, %t2
  br i1 %t8, label %body5, label %done6
body5:
  %t9 = mul i64 %i7, %size.k
  %t10 = getelementptr float, ptr %buf.x, i64 %t9
  %t11 = mul i64 %i7, %size.kp
  %t12 = getelementptr i8, ptr %buf.q, i64 %t11
  store float 0x0000000000000000, ptr %best13
  store <16 x float> zeroinitializer, ptr %acc14
  store <16 x i1> zeroinitializer, ptr %nan15
  %t16 = sdiv i64 %size.k, 16
  %t17 = mul i64 %t16, 16
  store i64 0, ptr %c18
  br label %head19
head19:
  %i22 = load i64, ptr %c18
  %t23 = icmp slt i64 %i22, %t17
  br i1 %t23, label %body20, label %done21
body20:
  %t24 = add i64 %i22, 0
  %t25 = getelementptr float, ptr %t10, i64 %t24
  %t26 = load <16 x float>, ptr %t25, align 4
  %t27 = load <16 x float>, ptr %acc14
  %t28 = call <16 x float> @llvm.fabs.v16f32(<16 x float> %t26)
  %t29 = call nnan <16 x float> @llvm.maxnum.v16f32(<16 x float> %t27, <16 x float> %t28)
  store <16 x float> %t29, ptr %acc14
  %t30 = load <16 x i1>, ptr %nan15
  %t31 = fcmp uno <16 x float> %t26, %t26
  %t32 = or <16 x i1> %t30, %t31
  store <16 x i1> %t32, ptr %nan15
  %t33 = add nsw i64 %i22, 16
  store i64 %t33, ptr %c18
  br label %head19
done21:
  %t36 = icmp slt i64 %t17, %size.k
  br i1 %t36, label %tail34, label %tailed35
tail34:
  %t37 = sub i64 %size.k, %t17
  %t38 = insertelement <16 x i64> poison, i64 %t37, i64 0
  %t39 = shufflevector <16 x i64> %t38, <16 x i64> poison, <16 x i32> zeroinitializer
  %t40 = icmp ult <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t39
  %t41 = getelementptr float, ptr %t10, i64 %t17
  %t42 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t41, <16 x i1> %t40, <16 x float> zeroinitializer)
  %t43 = load <16 x float>, ptr %acc14
  %t44 = call <16 x float> @llvm.fabs.v16f32(<16 x float> %t42)
  %t45 = call nnan <16 x float> @llvm.maxnum.v16f32(<16 x float> %t43, <16 x float> %t44)
  store <16 x float> %t45, ptr %acc14
  %t46 = load <16 x i1>, ptr %nan15
  %t47 = fcmp uno <16 x float> %t42, %t42
  %t48 = or <16 x i1> %t46, %t47
  store <16 x i1> %t48, ptr %nan15
  br label %tailed35
tailed35:
  %t49 = load <16 x float>, ptr %acc14
  %t50 = load <16 x i1>, ptr %nan15
  %t51 = call nnan float @llvm.vector.reduce.fmax.v16f32(<16 x float> %t49)
  %t52 = call i1 @llvm.vector.reduce.or.v16i1(<16 x i1> %t50)
  %t53 = select i1 %t52, float 0x7FF8000000000000, float %t51
  store float %t53, ptr %best13
  store i64 %size.k, ptr %c54
  br label %head55
head55:
  %i58 = load i64, ptr %c54
  %t59 = icmp slt i64 %i58, %size.k
  br i1 %t59, label %body56, label %done57
body56:
  %t60 = getelementptr float, ptr %t10, i64 %i58
  %t61 = load float, ptr %t60, align 4
  %t62 = load float, ptr %best13
  %t63 = call float @llvm.fabs.f32(float %t61)
  %t64 = fcmp oge float %t62, %t63
  %t65 = fcmp uno float %t62, %t61
  %t66 = select i1 %t64, float %t62, float %t63
  %t67 = select i1 %t65, float 0x7FF8000000000000, float %t66
  store float %t67, ptr %best13
  %t68 = add nsw i64 %i58, 1
  store i64 %t68, ptr %c54
  br label %head55
done57:
  %t69 = load float, ptr %best13
  %t70 = fmul float %t69, 0x3F80204080000000
  %t71 = getelementptr float, ptr %buf.s, i64 %i7
  store float %t70, ptr %t71, align 4
  %t72 = fcmp ogt float %t69, 0x39B0000000000000
  %t73 = fdiv float 0x405FC00000000000, %t69
  %t74 = select i1 %t72, float %t73, float 0x0000000000000000
  %t75 = sdiv i64 %size.k, 16
  %t76 = mul i64 %t75, 16
  store i64 0, ptr %c77
  br label %head78
head78:
  %i81 = load i64, ptr %c77
  %t82 = icmp slt i64 %i81, %t76
  br i1 %t82, label %body79, label %done80
body79:
  %t83 = getelementptr float, ptr %t10, i64 %i81
  %t84 = load <16 x float>, ptr %t83, align 4
  %t85 = insertelement <16 x float> poison, float %t74, i64 0
  %t86 = shufflevector <16 x float> %t85, <16 x float> poison, <16 x i32> zeroinitializer
  %t87 = insertelement <16 x float> poison, float 0x4060100000000000, i64 0
  %t88 = shufflevector <16 x float> %t87, <16 x float> poison, <16 x i32> zeroinitializer
  %t89 = insertelement <16 x float> poison, float 0x0000000000000000, i64 0
  %t90 = shufflevector <16 x float> %t89, <16 x float> poison, <16 x i32> zeroinitializer
  %t91 = insertelement <16 x float> poison, float 0x406FE00000000000, i64 0
  %t92 = shufflevector <16 x float> %t91, <16 x float> poison, <16 x i32> zeroinitializer
  %t93 = fmul <16 x float> %t84, %t86
  %t94 = fadd <16 x float> %t93, %t88
  %t95 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t94, <16 x float> %t90)
  %t96 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t95, <16 x float> %t92)
  %t97 = fptosi <16 x float> %t96 to <16 x i32>
  %t98 = trunc <16 x i32> %t97 to <16 x i8>
  %t99 = getelementptr i8, ptr %t12, i64 %i81
  store <16 x i8> %t98, ptr %t99, align 1
  %t100 = add nsw i64 %i81, 16
  store i64 %t100, ptr %c77
  br label %head78
done80:
  %t103 = icmp slt i64 %t76, %size.k
  br i1 %t103, label %tail101, label %tailed102
tail101:
  %t104 = sub i64 %size.k, %t76
  %t105 = insertelement <16 x i64> poison, i64 %t104, i64 0
  %t106 = shufflevector <16 x i64> %t105, <16 x i64> poison, <16 x i32> zeroinitializer
  %t107 = icmp ult <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t106
  %t108 = getelementptr float, ptr %t10, i64 %t76
  %t109 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t108, <16 x i1> %t107, <16 x float> zeroinitializer)
  %t110 = insertelement <16 x float> poison, float %t74, i64 0
  %t111 = shufflevector <16 x float> %t110, <16 x float> poison, <16 x i32> zeroinitializer
  %t112 = insertelement <16 x float> poison, float 0x4060100000000000, i64 0
  %t113 = shufflevector <16 x float> %t112, <16 x float> poison, <16 x i32> zeroinitializer
  %t114 = insertelement <16 x float> poison, float 0x0000000000000000, i64 0
  %t115 = shufflevector <16 x float> %t114, <16 x float> poison, <16 x i32> zeroinitializer
  %t116 = insertelement <16 x float> poison, float 0x406FE00000000000, i64 0
  %t117 = shufflevector <16 x float> %t116, <16 x float> poison, <16 x i32> zeroinitializer
  %t118 = fmul <16 x float> %t109, %t111
  %t119 = fadd <16 x float> %t118, %t113
  %t120 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t119, <16 x float> %t115)
  %t121 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t120, <16 x float> %t117)
  %t122 = fptosi <16 x float> %t121 to <16 x i32>
  %t123 = trunc <16 x i32> %t122 to <16 x i8>
  %t124 = getelementptr i8, ptr %t12, i64 %t76
  %t129 = or <16 x i1> %t107, %off128
  call void @llvm.masked.store.v16i8.p0(<16 x i8> %t123, ptr align 1 %t124, <16 x i1> %t129)
  br label %tailed102
tailed102:
  store i64 %size.k, ptr %c130
  br label %head131
head131:
  %i134 = load i64, ptr %c130
  %t135 = icmp slt i64 %i134, %size.kp
  br i1 %t135, label %body132, label %done133
body132:
  %t136 = getelementptr i8, ptr %t12, i64 %i134
  store i8 0, ptr %t136, align 1
  %t137 = add nsw i64 %i134, 1
  store i64 %t137, ptr %c130
  br label %head131
done133:
  %t138 = add nsw i64 %i7, 1
  store i64 %t138, ptr %c3
  br label %head4
done6:
  ret void
}
