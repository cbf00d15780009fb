declare <4 x float> @llvm.maxnum.v4f32(<4 x float>, <4 x float>)
declare <4 x float> @llvm.minnum.v4f32(<4 x float>, <4 x float>)
declare float @llvm.maxnum.f32(float, float)
declare float @llvm.minnum.f32(float, float)

define void @"jr.quantize_u8.l4.w"(ptr noalias %buf.x, ptr noalias %buf.m, ptr noalias %buf.q, ptr noalias %scratch, i64 %size.rows, i64 %size.k, i64 %size.kp, i64 %range.lo, i64 %range.hi) nounwind "no-builtins" {
entry:
  %c7 = alloca i64
  %c19 = alloca i64
  %c43 = alloca i64
  %c59 = alloca i64
  %t1 = icmp slt i64 %range.hi, %size.rows
  %t2 = select i1 %t1, i64 %range.hi, i64 %size.rows
  %t3 = load float, ptr %buf.m, align 4
  %t4 = fcmp ogt float %t3, 0x39B0000000000000
  %t5 = fdiv float 0x405FC00000000000, %t3
  %t6 = select i1 %t4, float %t5, float 0x0000000000000000
  store i64 %range.lo, ptr %c7
  br label %head8
head8:
  %i11 = load i64, ptr %c7
  %t12 = icmp slt i64 %i11, %t2
  br i1 %t12, label %body9, label %done10
body9:
  %t13 = mul i64 %i11, %size.k
  %t14 = getelementptr float, ptr %buf.x, i64 %t13
  %t15 = mul i64 %i11, %size.kp
  %t16 = getelementptr i16, ptr %buf.q, i64 %t15
  %t17 = sdiv i64 %size.k, 4
  %t18 = mul i64 %t17, 4
  store i64 0, ptr %c19
  br label %head20
head20:
  %i23 = load i64, ptr %c19
  %t24 = icmp slt i64 %i23, %t18
  br i1 %t24, label %body21, label %done22
body21:
  %t25 = getelementptr float, ptr %t14, i64 %i23
  %t26 = load <4 x float>, ptr %t25, align 4
  %t27 = insertelement <4 x float> poison, float %t6, i64 0
  %t28 = shufflevector <4 x float> %t27, <4 x float> poison, <4 x i32> zeroinitializer
  %t29 = insertelement <4 x float> poison, float 0x4060100000000000, i64 0
  %t30 = shufflevector <4 x float> %t29, <4 x float> poison, <4 x i32> zeroinitializer
  %t31 = insertelement <4 x float> poison, float 0x0000000000000000, i64 0
  %t32 = shufflevector <4 x float> %t31, <4 x float> poison, <4 x i32> zeroinitializer
  %t33 = insertelement <4 x float> poison, float 0x406FE00000000000, i64 0
  %t34 = shufflevector <4 x float> %t33, <4 x float> poison, <4 x i32> zeroinitializer
  %t35 = fmul <4 x float> %t26, %t28
  %t36 = fadd <4 x float> %t35, %t30
  %t37 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %t36, <4 x float> %t32)
  %t38 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %t37, <4 x float> %t34)
  %t39 = fptosi <4 x float> %t38 to <4 x i32>
  %t40 = trunc <4 x i32> %t39 to <4 x i16>
  %t41 = getelementptr i16, ptr %t16, i64 %i23
  store <4 x i16> %t40, ptr %t41, align 2
  %t42 = add nsw i64 %i23, 4
  store i64 %t42, ptr %c19
  br label %head20
done22:
  store i64 %t18, ptr %c43
  br label %head44
head44:
  %i47 = load i64, ptr %c43
  %t48 = icmp slt i64 %i47, %size.k
  br i1 %t48, label %body45, label %done46
body45:
  %t49 = getelementptr float, ptr %t14, i64 %i47
  %t50 = load float, ptr %t49, align 4
  %t51 = fmul float %t50, %t6
  %t52 = fadd float %t51, 0x4060100000000000
  %t53 = call float @llvm.maxnum.f32(float %t52, float 0x0000000000000000)
  %t54 = call float @llvm.minnum.f32(float %t53, float 0x406FE00000000000)
  %t55 = fptosi float %t54 to i32
  %t56 = trunc i32 %t55 to i16
  %t57 = getelementptr i16, ptr %t16, i64 %i47
  store i16 %t56, ptr %t57, align 2
  %t58 = add nsw i64 %i47, 1
  store i64 %t58, ptr %c43
  br label %head44
done46:
  store i64 %size.k, ptr %c59
  br label %head60
head60:
  %i63 = load i64, ptr %c59
  %t64 = icmp slt i64 %i63, %size.kp
  br i1 %t64, label %body61, label %done62
body61:
  %t65 = getelementptr i16, ptr %t16, i64 %i63
  store i16 0, ptr %t65, align 2
  %t66 = add nsw i64 %i63, 1
  store i64 %t66, ptr %c59
  br label %head60
done62:
  %t67 = add nsw i64 %i11, 1
  store i64 %t67, ptr %c7
  br label %head8
done10:
  ret void
}
