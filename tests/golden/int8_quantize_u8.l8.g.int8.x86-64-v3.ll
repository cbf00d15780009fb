declare <8 x float> @llvm.maxnum.v8f32(<8 x float>, <8 x float>)
declare <8 x float> @llvm.minnum.v8f32(<8 x float>, <8 x float>)
declare float @llvm.maxnum.f32(float, float)
declare float @llvm.minnum.f32(float, float)

define void @"jr.quantize_u8.l8.g"(ptr noalias %buf.x, ptr noalias %buf.m, ptr noalias %buf.q, ptr noalias %scratch, i64 %size.rows, i64 %size.k, i64 %size.kp, i64 %range.lo, i64 %range.hi) nounwind "no-builtins" {
entry:
  %c9 = alloca i64
  %c21 = alloca i64
  %c45 = alloca i64
  %c61 = alloca i64
  %t1 = icmp slt i64 %range.hi, %size.rows
  %t2 = select i1 %t1, i64 %range.hi, i64 %size.rows
  %t3 = load float, ptr %buf.m, align 4
  %t4 = getelementptr float, ptr %buf.m, i64 1
  %t5 = load float, ptr %t4, align 4
  %t6 = fptosi float %t5 to i32
  %t7 = trunc i32 %t6 to i8
  %t8 = fadd float %t5, 0x3FE0000000000000
  store i64 %range.lo, ptr %c9
  br label %head10
head10:
  %i13 = load i64, ptr %c9
  %t14 = icmp slt i64 %i13, %t2
  br i1 %t14, label %body11, label %done12
body11:
  %t15 = mul i64 %i13, %size.k
  %t16 = getelementptr float, ptr %buf.x, i64 %t15
  %t17 = mul i64 %i13, %size.kp
  %t18 = getelementptr i8, ptr %buf.q, i64 %t17
  %t19 = sdiv i64 %size.k, 8
  %t20 = mul i64 %t19, 8
  store i64 0, ptr %c21
  br label %head22
head22:
  %i25 = load i64, ptr %c21
  %t26 = icmp slt i64 %i25, %t20
  br i1 %t26, label %body23, label %done24
body23:
  %t27 = getelementptr float, ptr %t16, i64 %i25
  %t28 = load <8 x float>, ptr %t27, align 4
  %t29 = insertelement <8 x float> poison, float %t3, i64 0
  %t30 = shufflevector <8 x float> %t29, <8 x float> poison, <8 x i32> zeroinitializer
  %t31 = insertelement <8 x float> poison, float %t8, i64 0
  %t32 = shufflevector <8 x float> %t31, <8 x float> poison, <8 x i32> zeroinitializer
  %t33 = insertelement <8 x float> poison, float 0x0000000000000000, i64 0
  %t34 = shufflevector <8 x float> %t33, <8 x float> poison, <8 x i32> zeroinitializer
  %t35 = insertelement <8 x float> poison, float 0x406FE00000000000, i64 0
  %t36 = shufflevector <8 x float> %t35, <8 x float> poison, <8 x i32> zeroinitializer
  %t37 = fmul <8 x float> %t28, %t30
  %t38 = fadd <8 x float> %t37, %t32
  %t39 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %t38, <8 x float> %t34)
  %t40 = call <8 x float> @llvm.minnum.v8f32(<8 x float> %t39, <8 x float> %t36)
  %t41 = fptosi <8 x float> %t40 to <8 x i32>
  %t42 = trunc <8 x i32> %t41 to <8 x i8>
  %t43 = getelementptr i8, ptr %t18, i64 %i25
  store <8 x i8> %t42, ptr %t43, align 1
  %t44 = add nsw i64 %i25, 8
  store i64 %t44, ptr %c21
  br label %head22
done24:
  store i64 %t20, ptr %c45
  br label %head46
head46:
  %i49 = load i64, ptr %c45
  %t50 = icmp slt i64 %i49, %size.k
  br i1 %t50, label %body47, label %done48
body47:
  %t51 = getelementptr float, ptr %t16, i64 %i49
  %t52 = load float, ptr %t51, align 4
  %t53 = fmul float %t52, %t3
  %t54 = fadd float %t53, %t8
  %t55 = call float @llvm.maxnum.f32(float %t54, float 0x0000000000000000)
  %t56 = call float @llvm.minnum.f32(float %t55, float 0x406FE00000000000)
  %t57 = fptosi float %t56 to i32
  %t58 = trunc i32 %t57 to i8
  %t59 = getelementptr i8, ptr %t18, i64 %i49
  store i8 %t58, ptr %t59, align 1
  %t60 = add nsw i64 %i49, 1
  store i64 %t60, ptr %c45
  br label %head46
done48:
  store i64 %size.k, ptr %c61
  br label %head62
head62:
  %i65 = load i64, ptr %c61
  %t66 = icmp slt i64 %i65, %size.kp
  br i1 %t66, label %body63, label %done64
body63:
  %t67 = getelementptr i8, ptr %t18, i64 %i65
  store i8 0, ptr %t67, align 1
  %t68 = add nsw i64 %i65, 1
  store i64 %t68, ptr %c61
  br label %head62
done64:
  %t69 = add nsw i64 %i13, 1
  store i64 %t69, ptr %c9
  br label %head10
done12:
  ret void
}
