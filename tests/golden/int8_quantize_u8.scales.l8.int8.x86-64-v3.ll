declare <8 x float> @llvm.fabs.v8f32(<8 x float>)
declare <8 x float> @llvm.maxnum.v8f32(<8 x float>, <8 x float>)
declare float @llvm.fabs.f32(float)
declare float @llvm.vector.reduce.fmax.v8f32(<8 x float>)
declare i1 @llvm.vector.reduce.or.v8i1(<8 x i1>)

define void @"jr.quantize_u8.scales.l8"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.m, ptr noalias %buf.s, ptr noalias %scratch, i64 %size.n, i64 %size.cols, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %acc6 = alloca <8 x float>
  %acc7 = alloca <8 x float>
  %acc8 = alloca <8 x float>
  %acc9 = alloca <8 x float>
  %nan10 = alloca <8 x i1>
  %nan11 = alloca <8 x i1>
  %nan12 = alloca <8 x i1>
  %nan13 = alloca <8 x i1>
  %c16 = alloca i64
  %best76 = alloca float
  %c77 = alloca i64
  %c94 = alloca i64
  %t3 = icmp slt i64 %range.hi, 1
  %t4 = select i1 %t3, i64 %range.hi, i64 1
  %t5 = icmp slt i64 %range.lo, %t4
  br i1 %t5, label %go1, label %skip2
go1:
  store <8 x float> zeroinitializer, ptr %acc6
  store <8 x float> zeroinitializer, ptr %acc7
  store <8 x float> zeroinitializer, ptr %acc8
  store <8 x float> zeroinitializer, ptr %acc9
  store <8 x i1> zeroinitializer, ptr %nan10
  store <8 x i1> zeroinitializer, ptr %nan11
  store <8 x i1> zeroinitializer, ptr %nan12
  store <8 x i1> zeroinitializer, ptr %nan13
  %t14 = sdiv i64 %size.n, 32
  %t15 = mul i64 %t14, 32
  store i64 0, ptr %c16
  br label %head17
head17:
  %i20 = load i64, ptr %c16
  %t21 = icmp slt i64 %i20, %t15
  br i1 %t21, label %body18, label %done19
body18:
  %t22 = add i64 %i20, 0
  %t23 = getelementptr float, ptr %buf.x, i64 %t22
  %t24 = load <8 x float>, ptr %t23, align 4
  %t25 = load <8 x float>, ptr %acc6
  %t26 = call <8 x float> @llvm.fabs.v8f32(<8 x float> %t24)
  %t27 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %t25, <8 x float> %t26)
  store <8 x float> %t27, ptr %acc6
  %t28 = load <8 x i1>, ptr %nan10
  %t29 = fcmp uno <8 x float> %t24, %t24
  %t30 = or <8 x i1> %t28, %t29
  store <8 x i1> %t30, ptr %nan10
  %t31 = add i64 %i20, 8
  %t32 = getelementptr float, ptr %buf.x, i64 %t31
  %t33 = load <8 x float>, ptr %t32, align 4
  %t34 = load <8 x float>, ptr %acc7
  %t35 = call <8 x float> @llvm.fabs.v8f32(<8 x float> %t33)
  %t36 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %t34, <8 x float> %t35)
  store <8 x float> %t36, ptr %acc7
  %t37 = load <8 x i1>, ptr %nan11
  %t38 = fcmp uno <8 x float> %t33, %t33
  %t39 = or <8 x i1> %t37, %t38
  store <8 x i1> %t39, ptr %nan11
  %t40 = add i64 %i20, 16
  %t41 = getelementptr float, ptr %buf.x, i64 %t40
  %t42 = load <8 x float>, ptr %t41, align 4
  %t43 = load <8 x float>, ptr %acc8
  %t44 = call <8 x float> @llvm.fabs.v8f32(<8 x float> %t42)
  %t45 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %t43, <8 x float> %t44)
  store <8 x float> %t45, ptr %acc8
  %t46 = load <8 x i1>, ptr %nan12
  %t47 = fcmp uno <8 x float> %t42, %t42
  %t48 = or <8 x i1> %t46, %t47
  store <8 x i1> %t48, ptr %nan12
  %t49 = add i64 %i20, 24
  %t50 = getelementptr float, ptr %buf.x, i64 %t49
  %t51 = load <8 x float>, ptr %t50, align 4
  %t52 = load <8 x float>, ptr %acc9
  %t53 = call <8 x float> @llvm.fabs.v8f32(<8 x float> %t51)
  %t54 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %t52, <8 x float> %t53)
  store <8 x float> %t54, ptr %acc9
  %t55 = load <8 x i1>, ptr %nan13
  %t56 = fcmp uno <8 x float> %t51, %t51
  %t57 = or <8 x i1> %t55, %t56
  store <8 x i1> %t57, ptr %nan13
  %t58 = add nsw i64 %i20, 32
  store i64 %t58, ptr %c16
  br label %head17
done19:
  %t59 = load <8 x float>, ptr %acc6
  %t60 = load <8 x i1>, ptr %nan10
  %t61 = load <8 x float>, ptr %acc7
  %t62 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %t59, <8 x float> %t61)
  %t63 = load <8 x i1>, ptr %nan11
  %t64 = or <8 x i1> %t60, %t63
  %t65 = load <8 x float>, ptr %acc8
  %t66 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %t62, <8 x float> %t65)
  %t67 = load <8 x i1>, ptr %nan12
  %t68 = or <8 x i1> %t64, %t67
  %t69 = load <8 x float>, ptr %acc9
  %t70 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %t66, <8 x float> %t69)
  %t71 = load <8 x i1>, ptr %nan13
  %t72 = or <8 x i1> %t68, %t71
  %t73 = call float @llvm.vector.reduce.fmax.v8f32(<8 x float> %t70)
  %t74 = call i1 @llvm.vector.reduce.or.v8i1(<8 x i1> %t72)
  %t75 = select i1 %t74, float 0x7FF8000000000000, float %t73
  store float %t75, ptr %best76
  store i64 %t15, ptr %c77
  br label %head78
head78:
  %i81 = load i64, ptr %c77
  %t82 = icmp slt i64 %i81, %size.n
  br i1 %t82, label %body79, label %done80
body79:
  %t83 = getelementptr float, ptr %buf.x, i64 %i81
  %t84 = load float, ptr %t83, align 4
  %t85 = load float, ptr %best76
  %t86 = call float @llvm.fabs.f32(float %t84)
  %t87 = fcmp oge float %t85, %t86
  %t88 = fcmp uno float %t85, %t84
  %t89 = select i1 %t87, float %t85, float %t86
  %t90 = select i1 %t88, float 0x7FF8000000000000, float %t89
  store float %t90, ptr %best76
  %t91 = add nsw i64 %i81, 1
  store i64 %t91, ptr %c77
  br label %head78
done80:
  %t92 = load float, ptr %best76
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
