declare <8 x float> @llvm.fabs.v8f32(<8 x float>)
declare <8 x float> @llvm.maxnum.v8f32(<8 x float>, <8 x float>)
declare float @llvm.fabs.f32(float)
declare float @llvm.vector.reduce.fmax.v8f32(<8 x float>)
declare i1 @llvm.vector.reduce.or.v8i1(<8 x i1>)

define void @"jr.quantize_u8.scales.l8"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.m, ptr noalias %buf.s, ptr noalias %scratch, i64 %size.n, i64 %size.cols, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %best6 = alloca float
  %acc7 = alloca <8 x float>
  %acc8 = alloca <8 x float>
  %acc9 = alloca <8 x float>
  %acc10 = alloca <8 x float>
  %nan11 = alloca <8 x i1>
  %nan12 = alloca <8 x i1>
  %nan13 = alloca <8 x i1>
  %nan14 = alloca <8 x i1>
  %c17 = alloca i64
  %c77 = alloca i64
  %c94 = alloca i64
  %t3 = icmp slt i64 %range.hi, 1
  %t4 = select i1 %t3, i64 %range.hi, i64 1
  %t5 = icmp slt i64 %range.lo, %t4
  br i1 %t5, label %go1, label %skip2
go1:
  store float 0x0000000000000000, ptr %best6
  store <8 x float> zeroinitializer, ptr %acc7
  store <8 x float> zeroinitializer, ptr %acc8
  store <8 x float> zeroinitializer, ptr %acc9
  store <8 x float> zeroinitializer, ptr %acc10
  store <8 x i1> zeroinitializer, ptr %nan11
  store <8 x i1> zeroinitializer, ptr %nan12
  store <8 x i1> zeroinitializer, ptr %nan13
  store <8 x i1> zeroinitializer, ptr %nan14
  %t15 = sdiv i64 %size.n, 32
  %t16 = mul i64 %t15, 32
  store i64 0, ptr %c17
  br label %head18
head18:
  %i21 = load i64, ptr %c17
  %t22 = icmp slt i64 %i21, %t16
  br i1 %t22, label %body19, label %done20
body19:
  %t23 = add i64 %i21, 0
  %t24 = getelementptr float, ptr %buf.x, i64 %t23
  %t25 = load <8 x float>, ptr %t24, align 4
  %t26 = load <8 x float>, ptr %acc7
  %t27 = call <8 x float> @llvm.fabs.v8f32(<8 x float> %t25)
  %t28 = call nnan <8 x float> @llvm.maxnum.v8f32(<8 x float> %t26, <8 x float> %t27)
  store <8 x float> %t28, ptr %acc7
  %t29 = load <8 x i1>, ptr %nan11
  %t30 = fcmp uno <8 x float> %t25, %t25
  %t31 = or <8 x i1> %t29, %t30
  store <8 x i1> %t31, ptr %nan11
  %t32 = add i64 %i21, 8
  %t33 = getelementptr float, ptr %buf.x, i64 %t32
  %t34 = load <8 x float>, ptr %t33, align 4
  %t35 = load <8 x float>, ptr %acc8
  %t36 = call <8 x float> @llvm.fabs.v8f32(<8 x float> %t34)
  %t37 = call nnan <8 x float> @llvm.maxnum.v8f32(<8 x float> %t35, <8 x float> %t36)
  store <8 x float> %t37, ptr %acc8
  %t38 = load <8 x i1>, ptr %nan12
  %t39 = fcmp uno <8 x float> %t34, %t34
  %t40 = or <8 x i1> %t38, %t39
  store <8 x i1> %t40, ptr %nan12
  %t41 = add i64 %i21, 16
  %t42 = getelementptr float, ptr %buf.x, i64 %t41
  %t43 = load <8 x float>, ptr %t42, align 4
  %t44 = load <8 x float>, ptr %acc9
  %t45 = call <8 x float> @llvm.fabs.v8f32(<8 x float> %t43)
  %t46 = call nnan <8 x float> @llvm.maxnum.v8f32(<8 x float> %t44, <8 x float> %t45)
  store <8 x float> %t46, ptr %acc9
  %t47 = load <8 x i1>, ptr %nan13
  %t48 = fcmp uno <8 x float> %t43, %t43
  %t49 = or <8 x i1> %t47, %t48
  store <8 x i1> %t49, ptr %nan13
  %t50 = add i64 %i21, 24
  %t51 = getelementptr float, ptr %buf.x, i64 %t50
  %t52 = load <8 x float>, ptr %t51, align 4
  %t53 = load <8 x float>, ptr %acc10
  %t54 = call <8 x float> @llvm.fabs.v8f32(<8 x float> %t52)
  %t55 = call nnan <8 x float> @llvm.maxnum.v8f32(<8 x float> %t53, <8 x float> %t54)
  store <8 x float> %t55, ptr %acc10
  %t56 = load <8 x i1>, ptr %nan14
  %t57 = fcmp uno <8 x float> %t52, %t52
  %t58 = or <8 x i1> %t56, %t57
  store <8 x i1> %t58, ptr %nan14
  %t59 = add nsw i64 %i21, 32
  store i64 %t59, ptr %c17
  br label %head18
done20:
  %t60 = load <8 x float>, ptr %acc7
  %t61 = load <8 x i1>, ptr %nan11
  %t62 = load <8 x float>, ptr %acc8
  %t63 = call nnan <8 x float> @llvm.maxnum.v8f32(<8 x float> %t60, <8 x float> %t62)
  %t64 = load <8 x i1>, ptr %nan12
  %t65 = or <8 x i1> %t61, %t64
  %t66 = load <8 x float>, ptr %acc9
  %t67 = call nnan <8 x float> @llvm.maxnum.v8f32(<8 x float> %t63, <8 x float> %t66)
  %t68 = load <8 x i1>, ptr %nan13
  %t69 = or <8 x i1> %t65, %t68
  %t70 = load <8 x float>, ptr %acc10
  %t71 = call nnan <8 x float> @llvm.maxnum.v8f32(<8 x float> %t67, <8 x float> %t70)
  %t72 = load <8 x i1>, ptr %nan14
  %t73 = or <8 x i1> %t69, %t72
  %t74 = call nnan float @llvm.vector.reduce.fmax.v8f32(<8 x float> %t71)
  %t75 = call i1 @llvm.vector.reduce.or.v8i1(<8 x i1> %t73)
  %t76 = select i1 %t75, float 0x7FF8000000000000, float %t74
  store float %t76, ptr %best6
  store i64 %t16, ptr %c77
  br label %head78
head78:
  %i81 = load i64, ptr %c77
  %t82 = icmp slt i64 %i81, %size.n
  br i1 %t82, label %body79, label %done80
body79:
  %t83 = getelementptr float, ptr %buf.x, i64 %i81
  %t84 = load float, ptr %t83, align 4
  %t85 = load float, ptr %best6
  %t86 = call float @llvm.fabs.f32(float %t84)
  %t87 = fcmp oge float %t85, %t86
  %t88 = fcmp uno float %t85, %t84
  %t89 = select i1 %t87, float %t85, float %t86
  %t90 = select i1 %t88, float 0x7FF8000000000000, float %t89
  store float %t90, ptr %best6
  %t91 = add nsw i64 %i81, 1
  store i64 %t91, ptr %c77
  br label %head78
done80:
  %t92 = load float, ptr %best6
  store float %t92, ptr %buf.m, align 4
  %t93 = fmul float %t92, 0x3F80204080000000
  store i64 0, ptr %c94
  br label %head95
head95:
  %i98 = load i64, ptr %c94
  %t99 = icmp slt i64 %i98, %size.cols
  br i1 %t99, label %body96, label %done97
body96:
  %t100 = getelementptr float, ptr %buf.w, i64 %i98
  %t101 = load float, ptr %t100, align 4
  %t102 = fmul float %t101, %t93
  %t103 = getelementptr float, ptr %buf.s, i64 %i98
  store float %t102, ptr %t103, align 4
  %t104 = add nsw i64 %i98, 1
  store i64 %t104, ptr %c94
  br label %head95
done97:
  br label %skip2
skip2:
  ret void
}
