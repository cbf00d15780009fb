define void @"jr.to_bf16.l16"(ptr noalias %buf.x, ptr noalias %buf.q, ptr noalias %scratch, i64 %size.rows, i64 %size.k, i64 %size.kp, i64 %range.lo, i64 %range.hi) nounwind "no-builtins" {
entry:
  %c3 = alloca i64
  %c15 = alloca i64
  %c34 = alloca i64
  %c53 = alloca i64
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
  %t12 = getelementptr i16, ptr %buf.q, i64 %t11
  %t13 = sdiv i64 %size.k, 16
  %t14 = mul i64 %t13, 16
  store i64 0, ptr %c15
  br label %head16
head16:
  %i19 = load i64, ptr %c15
  %t20 = icmp slt i64 %i19, %t14
  br i1 %t20, label %body17, label %done18
body17:
  %t21 = getelementptr float, ptr %t10, i64 %i19
  %t22 = load <16 x float>, ptr %t21, align 4
  %t23 = bitcast <16 x float> %t22 to <16 x i32>
  %t24 = lshr <16 x i32> %t23, splat (i32 16)
  %t25 = and <16 x i32> %t24, splat (i32 1)
  %t26 = add <16 x i32> %t23, splat (i32 32767)
  %t27 = add <16 x i32> %t26, %t25
  %t28 = lshr <16 x i32> %t27, splat (i32 16)
  %t29 = fcmp uno <16 x float> %t22, %t22
  %t30 = select <16 x i1> %t29, <16 x i32> splat (i32 32704), <16 x i32> %t28
  %t31 = trunc <16 x i32> %t30 to <16 x i16>
  %t32 = getelementptr i16, ptr %t12, i64 %i19
  store <16 x i16> %t31, ptr %t32, align 2
  %t33 = add nsw i64 %i19, 16
  store i64 %t33, ptr %c15
  br label %head16
done18:
  store i64 %t14, ptr %c34
  br label %head35
head35:
  %i38 = load i64, ptr %c34
  %t39 = icmp slt i64 %i38, %size.k
  br i1 %t39, label %body36, label %done37
body36:
  %t40 = getelementptr float, ptr %t10, i64 %i38
  %t41 = load float, ptr %t40, align 4
  %t42 = bitcast float %t41 to i32
  %t43 = lshr i32 %t42, 16
  %t44 = and i32 %t43, 1
  %t45 = add i32 %t42, 32767
  %t46 = add i32 %t45, %t44
  %t47 = lshr i32 %t46, 16
  %t48 = fcmp uno float %t41, %t41
  %t49 = select i1 %t48, i32 32704, i32 %t47
  %t50 = trunc i32 %t49 to i16
  %t51 = getelementptr i16, ptr %t12, i64 %i38
  store i16 %t50, ptr %t51, align 2
  %t52 = add nsw i64 %i38, 1
  store i64 %t52, ptr %c34
  br label %head35
done37:
  store i64 %size.k, ptr %c53
  br label %head54
head54:
  %i57 = load i64, ptr %c53
  %t58 = icmp slt i64 %i57, %size.kp
  br i1 %t58, label %body55, label %done56
body55:
  %t59 = getelementptr i16, ptr %t12, i64 %i57
  store i16 0, ptr %t59, align 2
  %t60 = add nsw i64 %i57, 1
  store i64 %t60, ptr %c53
  br label %head54
done56:
  %t61 = add nsw i64 %i7, 1
  store i64 %t61, ptr %c3
  br label %head4
done6:
  ret void
}
