declare void @llvm.x86.tilestored64.internal(i16, i16, ptr, i64, x86_amx)
declare x86_amx @llvm.x86.tdpbf16ps.internal(i16, i16, i16, x86_amx, x86_amx, x86_amx)
declare x86_amx @llvm.x86.tileloadd64.internal(i16, i16, ptr, i64)
declare x86_amx @llvm.x86.tilezero.internal(i16, i16)

define internal void @"jr.qgemm.amx.l16.32x2.ru.f32.col.l2_1024k.rf.mk"(ptr %r, i64 %rs, i64 %nrows, ptr %p, i64 %kg, ptr %out) alwaysinline nounwind {
entry:
  %t1 = sdiv i64 %kg, 16
  %t2 = call x86_amx @llvm.x86.tilezero.internal(i16 16, i16 64)
  %t3 = call x86_amx @llvm.x86.tilezero.internal(i16 16, i16 64)
  %t4 = call x86_amx @llvm.x86.tilezero.internal(i16 16, i16 64)
  %t5 = call x86_amx @llvm.x86.tilezero.internal(i16 16, i16 64)
  %t6 = icmp sgt i64 %t1, 0
  br i1 %t6, label %loop, label %exit
loop:
  %k = phi i64 [0, %entry], [%k1, %loop]
  %acc0_0 = phi x86_amx [%t2, %entry], [%new0_0, %loop]
  %acc0_1 = phi x86_amx [%t3, %entry], [%new0_1, %loop]
  %acc1_0 = phi x86_amx [%t4, %entry], [%new1_0, %loop]
  %acc1_1 = phi x86_amx [%t5, %entry], [%new1_1, %loop]
  %t7 = mul i64 %rs, 0
  %t8 = mul i64 %k, 64
  %t9 = add i64 %t7, %t8
  %t10 = getelementptr i8, ptr %r, i64 %t9
  %t11 = call x86_amx @llvm.x86.tileloadd64.internal(i16 16, i16 64, ptr %t10, i64 %rs)
  %t12 = mul i64 %rs, 16
  %t13 = mul i64 %k, 64
  %t14 = add i64 %t12, %t13
  %t15 = getelementptr i8, ptr %r, i64 %t14
  %t16 = call x86_amx @llvm.x86.tileloadd64.internal(i16 16, i16 64, ptr %t15, i64 %rs)
  %t17 = mul i64 %k, 2048
  %t18 = add i64 %t17, 0
  %t19 = getelementptr i8, ptr %p, i64 %t18
  %t20 = call x86_amx @llvm.x86.tileloadd64.internal(i16 16, i16 64, ptr %t19, i64 128)
  %t21 = mul i64 %k, 2048
  %t22 = add i64 %t21, 64
  %t23 = getelementptr i8, ptr %p, i64 %t22
  %t24 = call x86_amx @llvm.x86.tileloadd64.internal(i16 16, i16 64, ptr %t23, i64 128)
  %new0_0 = call x86_amx @llvm.x86.tdpbf16ps.internal(i16 16, i16 64, i16 64, x86_amx %acc0_0, x86_amx %t11, x86_amx %t20)
  %new0_1 = call x86_amx @llvm.x86.tdpbf16ps.internal(i16 16, i16 64, i16 64, x86_amx %acc0_1, x86_amx %t11, x86_amx %t24)
  %new1_0 = call x86_amx @llvm.x86.tdpbf16ps.internal(i16 16, i16 64, i16 64, x86_amx %acc1_0, x86_amx %t16, x86_amx %t20)
  %new1_1 = call x86_amx @llvm.x86.tdpbf16ps.internal(i16 16, i16 64, i16 64, x86_amx %acc1_1, x86_amx %t16, x86_amx %t24)
  %k1 = add nsw i64 %k, 1
  %t25 = icmp slt i64 %k1, %t1
  br i1 %t25, label %loop, label %exit, !llvm.loop !0
exit:
  %t26 = phi x86_amx [%t2, %entry], [%new0_0, %loop]
  %t27 = phi x86_amx [%t3, %entry], [%new0_1, %loop]
  %t28 = phi x86_amx [%t4, %entry], [%new1_0, %loop]
  %t29 = phi x86_amx [%t5, %entry], [%new1_1, %loop]
  %t30 = getelementptr i8, ptr %out, i64 0
  call void @llvm.x86.tilestored64.internal(i16 16, i16 64, ptr %t30, i64 128, x86_amx %t26)
  %t31 = getelementptr i8, ptr %out, i64 64
  call void @llvm.x86.tilestored64.internal(i16 16, i16 64, ptr %t31, i64 128, x86_amx %t27)
  %t32 = getelementptr i8, ptr %out, i64 2048
  call void @llvm.x86.tilestored64.internal(i16 16, i16 64, ptr %t32, i64 128, x86_amx %t28)
  %t33 = getelementptr i8, ptr %out, i64 2112
  call void @llvm.x86.tilestored64.internal(i16 16, i16 64, ptr %t33, i64 128, x86_amx %t29)
  ret void
}

define void @"jr.qgemm.amx.l16.32x2.ru.f32.col.l2_1024k.rf"(ptr noalias %buf.r, ptr noalias %buf.p, ptr noalias %buf.radd, ptr noalias %buf.cadd, ptr noalias %buf.rmul, ptr noalias %buf.cmul, ptr noalias %buf.scale, ptr noalias %buf.bias, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.m, i64 %size.n, i64 %size.kg, i64 %size.rs, i64 %size.ldc, i64 %size.zp, i64 %range.lo, i64 %range.hi) nounwind "no-builtins" {
entry:
  %tile = alloca [64 x <16 x i32>], align 64
  %rowbuf = alloca [32 x float], align 64
  %block = alloca [32768 x i16], align 64
  %c13 = alloca i64
  %c54 = alloca i64
  %c66 = alloca i64
  %c85 = alloca i64
  %c104 = alloca i64
  %c175 = alloca i64
  %c220 = alloca i64
  %c265 = alloca i64
  %c310 = alloca i64
  %c355 = alloca i64
  %c400 = alloca i64
  %c445 = alloca i64
  %c490 = alloca i64
  %c535 = alloca i64
  %c580 = alloca i64
  %c625 = alloca i64
  %c670 = alloca i64
  %c715 = alloca i64
  %c760 = alloca i64
  %c805 = alloca i64
  %c850 = alloca i64
  %c895 = alloca i64
  %c940 = alloca i64
  %c985 = alloca i64
  %c1030 = alloca i64
  %c1075 = alloca i64
  %c1120 = alloca i64
  %c1165 = alloca i64
  %c1210 = alloca i64
  %c1255 = alloca i64
  %c1300 = alloca i64
  %c1345 = alloca i64
  %c1390 = alloca i64
  %c1435 = alloca i64
  %c1480 = alloca i64
  %c1525 = alloca i64
  %c1570 = alloca i64
  %t1 = add i64 %size.m, 31
  %t2 = sdiv i64 %t1, 32
  %t3 = add i64 %size.n, 31
  %t4 = sdiv i64 %t3, 32
  %t5 = mul i64 %t4, %t2
  %t6 = icmp slt i64 %range.hi, %t5
  %t7 = select i1 %t6, i64 %range.hi, i64 %t5
  %t8 = mul i64 %size.kg, 128
  %t9 = add i64 %size.n, 31
  %t10 = sdiv i64 %t9, 32
  %t11 = mul i64 %t8, %t10
  %t12 = icmp sle i64 %t11, 524288
  store i64 %range.lo, ptr %c13
  br label %head14
head14:
  %i17 = load i64, ptr %c13
  %t18 = icmp slt i64 %i17, %t7
  br i1 %t18, label %body15, label %done16
body15:
  %t19 = sdiv i64 %i17, %t2
  %t20 = srem i64 %i17, %t2
  %t21 = srem i64 %i17, %t10
  %t22 = select i1 %t12, i64 %t21, i64 %t19
  %t23 = sdiv i64 %i17, %t10
  %t24 = select i1 %t12, i64 %t23, i64 %t20
  %t25 = mul i64 %t24, 32
  %t26 = mul i64 %t22, 32
  %t27 = sub i64 %size.m, %t25
  %t28 = icmp slt i64 32, %t27
  %t29 = select i1 %t28, i64 32, i64 %t27
  %t30 = sub i64 %size.n, %t26
  %t31 = icmp slt i64 32, %t30
  %t32 = select i1 %t31, i64 32, i64 %t30
  %t33 = sub i64 %size.m, 32
  %t34 = icmp slt i64 %t25, %t33
  %t35 = select i1 %t34, i64 %t25, i64 %t33
  %t36 = sub i64 %t25, %t35
  %t37 = mul i64 %t35, %size.rs
  %t38 = getelementptr i8, ptr %buf.r, i64 %t37
  %t39 = mul i64 %size.kg, 4
  %t42 = icmp eq i64 %t22, 0
  %t43 = icmp eq i64 %i17, %range.lo
  %t44 = or i1 %t42, %t43
  %t45 = xor i1 %t12, true
  %t46 = or i1 %t44, %t45
  br i1 %t46, label %round40, label %rounded41
round40:
  %t47 = sub i64 %size.m, %t35
  %t48 = icmp slt i64 32, %t47
  %t49 = select i1 %t48, i64 32, i64 %t47
  %t50 = mul i64 %size.kg, 2
  %t51 = mul i64 %t35, %size.rs
  %t52 = getelementptr i8, ptr %buf.r, i64 %t51
  %t53 = sdiv i64 %size.rs, 4
  store i64 0, ptr %c54
  br label %head55
head55:
  %i58 = load i64, ptr %c54
  %t59 = icmp slt i64 %i58, %t49
  br i1 %t59, label %body56, label %done57
body56:
  %t60 = mul i64 %i58, %t53
  %t61 = getelementptr float, ptr %t52, i64 %t60
  %t62 = mul i64 %i58, %t50
  %t63 = getelementptr i16, ptr %block, i64 %t62
  %t64 = sdiv i64 %t53, 16
  %t65 = mul i64 %t64, 16
  store i64 0, ptr %c66
  br label %head67
head67:
  %i70 = load i64, ptr %c66
  %t71 = icmp slt i64 %i70, %t65
  br i1 %t71, label %body68, label %done69
body68:
  %t72 = getelementptr float, ptr %t61, i64 %i70
  %t73 = load <16 x float>, ptr %t72, align 4
  %t74 = bitcast <16 x float> %t73 to <16 x i32>
  %t75 = lshr <16 x i32> %t74, splat (i32 16)
  %t76 = and <16 x i32> %t75, splat (i32 1)
  %t77 = add <16 x i32> %t74, splat (i32 32767)
  %t78 = add <16 x i32> %t77, %t76
  %t79 = lshr <16 x i32> %t78, splat (i32 16)
  %t80 = fcmp uno <16 x float> %t73, %t73
  %t81 = select <16 x i1> %t80, <16 x i32> splat (i32 32704), <16 x i32> %t79
  %t82 = trunc <16 x i32> %t81 to <16 x i16>
  %t83 = getelementptr i16, ptr %t63, i64 %i70
  store <16 x i16> %t82, ptr %t83, align 2
  %t84 = add nsw i64 %i70, 16
  store i64 %t84, ptr %c66
  br label %head67
done69:
  store i64 %t65, ptr %c85
  br label %head86
head86:
  %i89 = load i64, ptr %c85
  %t90 = icmp slt i64 %i89, %t53
  br i1 %t90, label %body87, label %done88
body87:
  %t91 = getelementptr float, ptr %t61, i64 %i89
  %t92 = load float, ptr %t91, align 4
  %t93 = bitcast float %t92 to i32
  %t94 = lshr i32 %t93, 16
  %t95 = and i32 %t94, 1
  %t96 = add i32 %t93, 32767
  %t97 = add i32 %t96, %t95
  %t98 = lshr i32 %t97, 16
  %t99 = fcmp uno float %t92, %t92
  %t100 = select i1 %t99, i32 32704, i32 %t98
  %t101 = trunc i32 %t100 to i16
  %t102 = getelementptr i16, ptr %t63, i64 %i89
  store i16 %t101, ptr %t102, align 2
  %t103 = add nsw i64 %i89, 1
  store i64 %t103, ptr %c85
  br label %head86
done88:
  store i64 %t53, ptr %c104
  br label %head105
head105:
  %i108 = load i64, ptr %c104
  %t109 = icmp slt i64 %i108, %t50
  br i1 %t109, label %body106, label %done107
body106:
  %t110 = getelementptr i16, ptr %t63, i64 %i108
  store i16 0, ptr %t110, align 2
  %t111 = add nsw i64 %i108, 1
  store i64 %t111, ptr %c104
  br label %head105
done107:
  %t112 = add nsw i64 %i58, 1
  store i64 %t112, ptr %c54
  br label %head55
done57:
  br label %rounded41
rounded41:
  %t113 = mul i64 %t22, %t8
  %t114 = getelementptr i8, ptr %buf.p, i64 %t113
  call void @"jr.qgemm.amx.l16.32x2.ru.f32.col.l2_1024k.rf.mk"(ptr %block, i64 %t39, i64 %t29, ptr %t114, i64 %size.kg, ptr %tile)
  %t115 = add i64 %t26, 0
  %t116 = getelementptr i32, ptr %buf.cadd, i64 %t115
  %t117 = load <16 x i32>, ptr %t116, align 4
  %t118 = add i64 %t26, 16
  %t119 = getelementptr i32, ptr %buf.cadd, i64 %t118
  %t120 = load <16 x i32>, ptr %t119, align 4
  %t121 = add i64 %t26, 0
  %t122 = getelementptr i32, ptr %buf.cmul, i64 %t121
  %t123 = load <16 x i32>, ptr %t122, align 4
  %t124 = add i64 %t26, 16
  %t125 = getelementptr i32, ptr %buf.cmul, i64 %t124
  %t126 = load <16 x i32>, ptr %t125, align 4
  %t127 = add i64 %t26, 0
  %t128 = getelementptr float, ptr %buf.scale, i64 %t127
  %t129 = load <16 x float>, ptr %t128, align 4
  %t130 = add i64 %t26, 16
  %t131 = getelementptr float, ptr %buf.scale, i64 %t130
  %t132 = load <16 x float>, ptr %t131, align 4
  %t133 = add i64 %t26, 0
  %t134 = getelementptr float, ptr %buf.bias, i64 %t133
  %t135 = load <16 x float>, ptr %t134, align 4
  %t136 = add i64 %t26, 16
  %t137 = getelementptr float, ptr %buf.bias, i64 %t136
  %t138 = load <16 x float>, ptr %t137, align 4
  %t139 = icmp eq i64 %t32, 32
  %t142 = icmp slt i64 0, %t29
  br i1 %t142, label %row140, label %rowdone141
row140:
  %t143 = add i64 %t25, 0
  %t144 = getelementptr i32, ptr %buf.radd, i64 %t143
  %t145 = load i32, ptr %t144, align 4
  %t146 = insertelement <16 x i32> poison, i32 %t145, i64 0
  %t147 = shufflevector <16 x i32> %t146, <16 x i32> poison, <16 x i32> zeroinitializer
  %t148 = getelementptr i32, ptr %buf.rmul, i64 %t143
  %t149 = load i32, ptr %t148, align 4
  %t150 = insertelement <16 x i32> poison, i32 %t149, i64 0
  %t151 = shufflevector <16 x i32> %t150, <16 x i32> poison, <16 x i32> zeroinitializer
  %t152 = mul i64 %t36, 2
  %t153 = add i64 %t152, 0
  %t154 = getelementptr <16 x i32>, ptr %tile, i64 %t153
  %t155 = load <16 x i32>, ptr %t154, align 4
  %t156 = bitcast <16 x i32> %t155 to <16 x float>
  %t157 = fmul <16 x float> %t156, %t129
  %t158 = fadd <16 x float> %t157, %t135
  %t159 = mul i64 %t36, 2
  %t160 = add i64 %t159, 1
  %t161 = getelementptr <16 x i32>, ptr %tile, i64 %t160
  %t162 = load <16 x i32>, ptr %t161, align 4
  %t163 = bitcast <16 x i32> %t162 to <16 x float>
  %t164 = fmul <16 x float> %t163, %t132
  %t165 = fadd <16 x float> %t164, %t138
  %t166 = mul i64 %t143, %size.ldc
  %t167 = add i64 %t166, %t26
  %t168 = getelementptr float, ptr %buf.c, i64 %t167
  br i1 %t139, label %whole169, label %part170
whole169:
  %t171 = getelementptr float, ptr %t168, i64 0
  store <16 x float> %t158, ptr %t171, align 4
  %t172 = getelementptr float, ptr %t168, i64 16
  store <16 x float> %t165, ptr %t172, align 4
  br label %rowdone141
part170:
  %t173 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t158, ptr %t173, align 4
  %t174 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t165, ptr %t174, align 4
  store i64 0, ptr %c175
  br label %head176
head176:
  %i179 = load i64, ptr %c175
  %t180 = icmp slt i64 %i179, %t32
  br i1 %t180, label %body177, label %done178
body177:
  %t181 = getelementptr float, ptr %rowbuf, i64 %i179
  %t182 = load float, ptr %t181, align 4
  %t183 = getelementptr float, ptr %t168, i64 %i179
  store float %t182, ptr %t183, align 4
  %t184 = add nsw i64 %i179, 1
  store i64 %t184, ptr %c175
  br label %head176
done178:
  br label %rowdone141
rowdone141:
  %t187 = icmp slt i64 1, %t29
  br i1 %t187, label %row185, label %rowdone186
row185:
  %t188 = add i64 %t25, 1
  %t189 = getelementptr i32, ptr %buf.radd, i64 %t188
  %t190 = load i32, ptr %t189, align 4
  %t191 = insertelement <16 x i32> poison, i32 %t190, i64 0
  %t192 = shufflevector <16 x i32> %t191, <16 x i32> poison, <16 x i32> zeroinitializer
  %t193 = getelementptr i32, ptr %buf.rmul, i64 %t188
  %t194 = load i32, ptr %t193, align 4
  %t195 = insertelement <16 x i32> poison, i32 %t194, i64 0
  %t196 = shufflevector <16 x i32> %t195, <16 x i32> poison, <16 x i32> zeroinitializer
  %t197 = mul i64 %t36, 2
  %t198 = add i64 %t197, 2
  %t199 = getelementptr <16 x i32>, ptr %tile, i64 %t198
  %t200 = load <16 x i32>, ptr %t199, align 4
  %t201 = bitcast <16 x i32> %t200 to <16 x float>
  %t202 = fmul <16 x float> %t201, %t129
  %t203 = fadd <16 x float> %t202, %t135
  %t204 = mul i64 %t36, 2
  %t205 = add i64 %t204, 3
  %t206 = getelementptr <16 x i32>, ptr %tile, i64 %t205
  %t207 = load <16 x i32>, ptr %t206, align 4
  %t208 = bitcast <16 x i32> %t207 to <16 x float>
  %t209 = fmul <16 x float> %t208, %t132
  %t210 = fadd <16 x float> %t209, %t138
  %t211 = mul i64 %t188, %size.ldc
  %t212 = add i64 %t211, %t26
  %t213 = getelementptr float, ptr %buf.c, i64 %t212
  br i1 %t139, label %whole214, label %part215
whole214:
  %t216 = getelementptr float, ptr %t213, i64 0
  store <16 x float> %t203, ptr %t216, align 4
  %t217 = getelementptr float, ptr %t213, i64 16
  store <16 x float> %t210, ptr %t217, align 4
  br label %rowdone186
part215:
  %t218 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t203, ptr %t218, align 4
  %t219 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t210, ptr %t219, align 4
  store i64 0, ptr %c220
  br label %head221
head221:
  %i224 = load i64, ptr %c220
  %t225 = icmp slt i64 %i224, %t32
  br i1 %t225, label %body222, label %done223
body222:
  %t226 = getelementptr float, ptr %rowbuf, i64 %i224
  %t227 = load float, ptr %t226, align 4
  %t228 = getelementptr float, ptr %t213, i64 %i224
  store float %t227, ptr %t228, align 4
  %t229 = add nsw i64 %i224, 1
  store i64 %t229, ptr %c220
  br label %head221
done223:
  br label %rowdone186
rowdone186:
  %t232 = icmp slt i64 2, %t29
  br i1 %t232, label %row230, label %rowdone231
row230:
  %t233 = add i64 %t25, 2
  %t234 = getelementptr i32, ptr %buf.radd, i64 %t233
  %t235 = load i32, ptr %t234, align 4
  %t236 = insertelement <16 x i32> poison, i32 %t235, i64 0
  %t237 = shufflevector <16 x i32> %t236, <16 x i32> poison, <16 x i32> zeroinitializer
  %t238 = getelementptr i32, ptr %buf.rmul, i64 %t233
  %t239 = load i32, ptr %t238, align 4
  %t240 = insertelement <16 x i32> poison, i32 %t239, i64 0
  %t241 = shufflevector <16 x i32> %t240, <16 x i32> poison, <16 x i32> zeroinitializer
  %t242 = mul i64 %t36, 2
  %t243 = add i64 %t242, 4
  %t244 = getelementptr <16 x i32>, ptr %tile, i64 %t243
  %t245 = load <16 x i32>, ptr %t244, align 4
  %t246 = bitcast <16 x i32> %t245 to <16 x float>
  %t247 = fmul <16 x float> %t246, %t129
  %t248 = fadd <16 x float> %t247, %t135
  %t249 = mul i64 %t36, 2
  %t250 = add i64 %t249, 5
  %t251 = getelementptr <16 x i32>, ptr %tile, i64 %t250
  %t252 = load <16 x i32>, ptr %t251, align 4
  %t253 = bitcast <16 x i32> %t252 to <16 x float>
  %t254 = fmul <16 x float> %t253, %t132
  %t255 = fadd <16 x float> %t254, %t138
  %t256 = mul i64 %t233, %size.ldc
  %t257 = add i64 %t256, %t26
  %t258 = getelementptr float, ptr %buf.c, i64 %t257
  br i1 %t139, label %whole259, label %part260
whole259:
  %t261 = getelementptr float, ptr %t258, i64 0
  store <16 x float> %t248, ptr %t261, align 4
  %t262 = getelementptr float, ptr %t258, i64 16
  store <16 x float> %t255, ptr %t262, align 4
  br label %rowdone231
part260:
  %t263 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t248, ptr %t263, align 4
  %t264 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t255, ptr %t264, align 4
  store i64 0, ptr %c265
  br label %head266
head266:
  %i269 = load i64, ptr %c265
  %t270 = icmp slt i64 %i269, %t32
  br i1 %t270, label %body267, label %done268
body267:
  %t271 = getelementptr float, ptr %rowbuf, i64 %i269
  %t272 = load float, ptr %t271, align 4
  %t273 = getelementptr float, ptr %t258, i64 %i269
  store float %t272, ptr %t273, align 4
  %t274 = add nsw i64 %i269, 1
  store i64 %t274, ptr %c265
  br label %head266
done268:
  br label %rowdone231
rowdone231:
  %t277 = icmp slt i64 3, %t29
  br i1 %t277, label %row275, label %rowdone276
row275:
  %t278 = add i64 %t25, 3
  %t279 = getelementptr i32, ptr %buf.radd, i64 %t278
  %t280 = load i32, ptr %t279, align 4
  %t281 = insertelement <16 x i32> poison, i32 %t280, i64 0
  %t282 = shufflevector <16 x i32> %t281, <16 x i32> poison, <16 x i32> zeroinitializer
  %t283 = getelementptr i32, ptr %buf.rmul, i64 %t278
  %t284 = load i32, ptr %t283, align 4
  %t285 = insertelement <16 x i32> poison, i32 %t284, i64 0
  %t286 = shufflevector <16 x i32> %t285, <16 x i32> poison, <16 x i32> zeroinitializer
  %t287 = mul i64 %t36, 2
  %t288 = add i64 %t287, 6
  %t289 = getelementptr <16 x i32>, ptr %tile, i64 %t288
  %t290 = load <16 x i32>, ptr %t289, align 4
  %t291 = bitcast <16 x i32> %t290 to <16 x float>
  %t292 = fmul <16 x float> %t291, %t129
  %t293 = fadd <16 x float> %t292, %t135
  %t294 = mul i64 %t36, 2
  %t295 = add i64 %t294, 7
  %t296 = getelementptr <16 x i32>, ptr %tile, i64 %t295
  %t297 = load <16 x i32>, ptr %t296, align 4
  %t298 = bitcast <16 x i32> %t297 to <16 x float>
  %t299 = fmul <16 x float> %t298, %t132
  %t300 = fadd <16 x float> %t299, %t138
  %t301 = mul i64 %t278, %size.ldc
  %t302 = add i64 %t301, %t26
  %t303 = getelementptr float, ptr %buf.c, i64 %t302
  br i1 %t139, label %whole304, label %part305
whole304:
  %t306 = getelementptr float, ptr %t303, i64 0
  store <16 x float> %t293, ptr %t306, align 4
  %t307 = getelementptr float, ptr %t303, i64 16
  store <16 x float> %t300, ptr %t307, align 4
  br label %rowdone276
part305:
  %t308 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t293, ptr %t308, align 4
  %t309 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t300, ptr %t309, align 4
  store i64 0, ptr %c310
  br label %head311
head311:
  %i314 = load i64, ptr %c310
  %t315 = icmp slt i64 %i314, %t32
  br i1 %t315, label %body312, label %done313
body312:
  %t316 = getelementptr float, ptr %rowbuf, i64 %i314
  %t317 = load float, ptr %t316, align 4
  %t318 = getelementptr float, ptr %t303, i64 %i314
  store float %t317, ptr %t318, align 4
  %t319 = add nsw i64 %i314, 1
  store i64 %t319, ptr %c310
  br label %head311
done313:
  br label %rowdone276
rowdone276:
  %t322 = icmp slt i64 4, %t29
  br i1 %t322, label %row320, label %rowdone321
row320:
  %t323 = add i64 %t25, 4
  %t324 = getelementptr i32, ptr %buf.radd, i64 %t323
  %t325 = load i32, ptr %t324, align 4
  %t326 = insertelement <16 x i32> poison, i32 %t325, i64 0
  %t327 = shufflevector <16 x i32> %t326, <16 x i32> poison, <16 x i32> zeroinitializer
  %t328 = getelementptr i32, ptr %buf.rmul, i64 %t323
  %t329 = load i32, ptr %t328, align 4
  %t330 = insertelement <16 x i32> poison, i32 %t329, i64 0
  %t331 = shufflevector <16 x i32> %t330, <16 x i32> poison, <16 x i32> zeroinitializer
  %t332 = mul i64 %t36, 2
  %t333 = add i64 %t332, 8
  %t334 = getelementptr <16 x i32>, ptr %tile, i64 %t333
  %t335 = load <16 x i32>, ptr %t334, align 4
  %t336 = bitcast <16 x i32> %t335 to <16 x float>
  %t337 = fmul <16 x float> %t336, %t129
  %t338 = fadd <16 x float> %t337, %t135
  %t339 = mul i64 %t36, 2
  %t340 = add i64 %t339, 9
  %t341 = getelementptr <16 x i32>, ptr %tile, i64 %t340
  %t342 = load <16 x i32>, ptr %t341, align 4
  %t343 = bitcast <16 x i32> %t342 to <16 x float>
  %t344 = fmul <16 x float> %t343, %t132
  %t345 = fadd <16 x float> %t344, %t138
  %t346 = mul i64 %t323, %size.ldc
  %t347 = add i64 %t346, %t26
  %t348 = getelementptr float, ptr %buf.c, i64 %t347
  br i1 %t139, label %whole349, label %part350
whole349:
  %t351 = getelementptr float, ptr %t348, i64 0
  store <16 x float> %t338, ptr %t351, align 4
  %t352 = getelementptr float, ptr %t348, i64 16
  store <16 x float> %t345, ptr %t352, align 4
  br label %rowdone321
part350:
  %t353 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t338, ptr %t353, align 4
  %t354 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t345, ptr %t354, align 4
  store i64 0, ptr %c355
  br label %head356
head356:
  %i359 = load i64, ptr %c355
  %t360 = icmp slt i64 %i359, %t32
  br i1 %t360, label %body357, label %done358
body357:
  %t361 = getelementptr float, ptr %rowbuf, i64 %i359
  %t362 = load float, ptr %t361, align 4
  %t363 = getelementptr float, ptr %t348, i64 %i359
  store float %t362, ptr %t363, align 4
  %t364 = add nsw i64 %i359, 1
  store i64 %t364, ptr %c355
  br label %head356
done358:
  br label %rowdone321
rowdone321:
  %t367 = icmp slt i64 5, %t29
  br i1 %t367, label %row365, label %rowdone366
row365:
  %t368 = add i64 %t25, 5
  %t369 = getelementptr i32, ptr %buf.radd, i64 %t368
  %t370 = load i32, ptr %t369, align 4
  %t371 = insertelement <16 x i32> poison, i32 %t370, i64 0
  %t372 = shufflevector <16 x i32> %t371, <16 x i32> poison, <16 x i32> zeroinitializer
  %t373 = getelementptr i32, ptr %buf.rmul, i64 %t368
  %t374 = load i32, ptr %t373, align 4
  %t375 = insertelement <16 x i32> poison, i32 %t374, i64 0
  %t376 = shufflevector <16 x i32> %t375, <16 x i32> poison, <16 x i32> zeroinitializer
  %t377 = mul i64 %t36, 2
  %t378 = add i64 %t377, 10
  %t379 = getelementptr <16 x i32>, ptr %tile, i64 %t378
  %t380 = load <16 x i32>, ptr %t379, align 4
  %t381 = bitcast <16 x i32> %t380 to <16 x float>
  %t382 = fmul <16 x float> %t381, %t129
  %t383 = fadd <16 x float> %t382, %t135
  %t384 = mul i64 %t36, 2
  %t385 = add i64 %t384, 11
  %t386 = getelementptr <16 x i32>, ptr %tile, i64 %t385
  %t387 = load <16 x i32>, ptr %t386, align 4
  %t388 = bitcast <16 x i32> %t387 to <16 x float>
  %t389 = fmul <16 x float> %t388, %t132
  %t390 = fadd <16 x float> %t389, %t138
  %t391 = mul i64 %t368, %size.ldc
  %t392 = add i64 %t391, %t26
  %t393 = getelementptr float, ptr %buf.c, i64 %t392
  br i1 %t139, label %whole394, label %part395
whole394:
  %t396 = getelementptr float, ptr %t393, i64 0
  store <16 x float> %t383, ptr %t396, align 4
  %t397 = getelementptr float, ptr %t393, i64 16
  store <16 x float> %t390, ptr %t397, align 4
  br label %rowdone366
part395:
  %t398 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t383, ptr %t398, align 4
  %t399 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t390, ptr %t399, align 4
  store i64 0, ptr %c400
  br label %head401
head401:
  %i404 = load i64, ptr %c400
  %t405 = icmp slt i64 %i404, %t32
  br i1 %t405, label %body402, label %done403
body402:
  %t406 = getelementptr float, ptr %rowbuf, i64 %i404
  %t407 = load float, ptr %t406, align 4
  %t408 = getelementptr float, ptr %t393, i64 %i404
  store float %t407, ptr %t408, align 4
  %t409 = add nsw i64 %i404, 1
  store i64 %t409, ptr %c400
  br label %head401
done403:
  br label %rowdone366
rowdone366:
  %t412 = icmp slt i64 6, %t29
  br i1 %t412, label %row410, label %rowdone411
row410:
  %t413 = add i64 %t25, 6
  %t414 = getelementptr i32, ptr %buf.radd, i64 %t413
  %t415 = load i32, ptr %t414, align 4
  %t416 = insertelement <16 x i32> poison, i32 %t415, i64 0
  %t417 = shufflevector <16 x i32> %t416, <16 x i32> poison, <16 x i32> zeroinitializer
  %t418 = getelementptr i32, ptr %buf.rmul, i64 %t413
  %t419 = load i32, ptr %t418, align 4
  %t420 = insertelement <16 x i32> poison, i32 %t419, i64 0
  %t421 = shufflevector <16 x i32> %t420, <16 x i32> poison, <16 x i32> zeroinitializer
  %t422 = mul i64 %t36, 2
  %t423 = add i64 %t422, 12
  %t424 = getelementptr <16 x i32>, ptr %tile, i64 %t423
  %t425 = load <16 x i32>, ptr %t424, align 4
  %t426 = bitcast <16 x i32> %t425 to <16 x float>
  %t427 = fmul <16 x float> %t426, %t129
  %t428 = fadd <16 x float> %t427, %t135
  %t429 = mul i64 %t36, 2
  %t430 = add i64 %t429, 13
  %t431 = getelementptr <16 x i32>, ptr %tile, i64 %t430
  %t432 = load <16 x i32>, ptr %t431, align 4
  %t433 = bitcast <16 x i32> %t432 to <16 x float>
  %t434 = fmul <16 x float> %t433, %t132
  %t435 = fadd <16 x float> %t434, %t138
  %t436 = mul i64 %t413, %size.ldc
  %t437 = add i64 %t436, %t26
  %t438 = getelementptr float, ptr %buf.c, i64 %t437
  br i1 %t139, label %whole439, label %part440
whole439:
  %t441 = getelementptr float, ptr %t438, i64 0
  store <16 x float> %t428, ptr %t441, align 4
  %t442 = getelementptr float, ptr %t438, i64 16
  store <16 x float> %t435, ptr %t442, align 4
  br label %rowdone411
part440:
  %t443 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t428, ptr %t443, align 4
  %t444 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t435, ptr %t444, align 4
  store i64 0, ptr %c445
  br label %head446
head446:
  %i449 = load i64, ptr %c445
  %t450 = icmp slt i64 %i449, %t32
  br i1 %t450, label %body447, label %done448
body447:
  %t451 = getelementptr float, ptr %rowbuf, i64 %i449
  %t452 = load float, ptr %t451, align 4
  %t453 = getelementptr float, ptr %t438, i64 %i449
  store float %t452, ptr %t453, align 4
  %t454 = add nsw i64 %i449, 1
  store i64 %t454, ptr %c445
  br label %head446
done448:
  br label %rowdone411
rowdone411:
  %t457 = icmp slt i64 7, %t29
  br i1 %t457, label %row455, label %rowdone456
row455:
  %t458 = add i64 %t25, 7
  %t459 = getelementptr i32, ptr %buf.radd, i64 %t458
  %t460 = load i32, ptr %t459, align 4
  %t461 = insertelement <16 x i32> poison, i32 %t460, i64 0
  %t462 = shufflevector <16 x i32> %t461, <16 x i32> poison, <16 x i32> zeroinitializer
  %t463 = getelementptr i32, ptr %buf.rmul, i64 %t458
  %t464 = load i32, ptr %t463, align 4
  %t465 = insertelement <16 x i32> poison, i32 %t464, i64 0
  %t466 = shufflevector <16 x i32> %t465, <16 x i32> poison, <16 x i32> zeroinitializer
  %t467 = mul i64 %t36, 2
  %t468 = add i64 %t467, 14
  %t469 = getelementptr <16 x i32>, ptr %tile, i64 %t468
  %t470 = load <16 x i32>, ptr %t469, align 4
  %t471 = bitcast <16 x i32> %t470 to <16 x float>
  %t472 = fmul <16 x float> %t471, %t129
  %t473 = fadd <16 x float> %t472, %t135
  %t474 = mul i64 %t36, 2
  %t475 = add i64 %t474, 15
  %t476 = getelementptr <16 x i32>, ptr %tile, i64 %t475
  %t477 = load <16 x i32>, ptr %t476, align 4
  %t478 = bitcast <16 x i32> %t477 to <16 x float>
  %t479 = fmul <16 x float> %t478, %t132
  %t480 = fadd <16 x float> %t479, %t138
  %t481 = mul i64 %t458, %size.ldc
  %t482 = add i64 %t481, %t26
  %t483 = getelementptr float, ptr %buf.c, i64 %t482
  br i1 %t139, label %whole484, label %part485
whole484:
  %t486 = getelementptr float, ptr %t483, i64 0
  store <16 x float> %t473, ptr %t486, align 4
  %t487 = getelementptr float, ptr %t483, i64 16
  store <16 x float> %t480, ptr %t487, align 4
  br label %rowdone456
part485:
  %t488 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t473, ptr %t488, align 4
  %t489 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t480, ptr %t489, align 4
  store i64 0, ptr %c490
  br label %head491
head491:
  %i494 = load i64, ptr %c490
  %t495 = icmp slt i64 %i494, %t32
  br i1 %t495, label %body492, label %done493
body492:
  %t496 = getelementptr float, ptr %rowbuf, i64 %i494
  %t497 = load float, ptr %t496, align 4
  %t498 = getelementptr float, ptr %t483, i64 %i494
  store float %t497, ptr %t498, align 4
  %t499 = add nsw i64 %i494, 1
  store i64 %t499, ptr %c490
  br label %head491
done493:
  br label %rowdone456
rowdone456:
  %t502 = icmp slt i64 8, %t29
  br i1 %t502, label %row500, label %rowdone501
row500:
  %t503 = add i64 %t25, 8
  %t504 = getelementptr i32, ptr %buf.radd, i64 %t503
  %t505 = load i32, ptr %t504, align 4
  %t506 = insertelement <16 x i32> poison, i32 %t505, i64 0
  %t507 = shufflevector <16 x i32> %t506, <16 x i32> poison, <16 x i32> zeroinitializer
  %t508 = getelementptr i32, ptr %buf.rmul, i64 %t503
  %t509 = load i32, ptr %t508, align 4
  %t510 = insertelement <16 x i32> poison, i32 %t509, i64 0
  %t511 = shufflevector <16 x i32> %t510, <16 x i32> poison, <16 x i32> zeroinitializer
  %t512 = mul i64 %t36, 2
  %t513 = add i64 %t512, 16
  %t514 = getelementptr <16 x i32>, ptr %tile, i64 %t513
  %t515 = load <16 x i32>, ptr %t514, align 4
  %t516 = bitcast <16 x i32> %t515 to <16 x float>
  %t517 = fmul <16 x float> %t516, %t129
  %t518 = fadd <16 x float> %t517, %t135
  %t519 = mul i64 %t36, 2
  %t520 = add i64 %t519, 17
  %t521 = getelementptr <16 x i32>, ptr %tile, i64 %t520
  %t522 = load <16 x i32>, ptr %t521, align 4
  %t523 = bitcast <16 x i32> %t522 to <16 x float>
  %t524 = fmul <16 x float> %t523, %t132
  %t525 = fadd <16 x float> %t524, %t138
  %t526 = mul i64 %t503, %size.ldc
  %t527 = add i64 %t526, %t26
  %t528 = getelementptr float, ptr %buf.c, i64 %t527
  br i1 %t139, label %whole529, label %part530
whole529:
  %t531 = getelementptr float, ptr %t528, i64 0
  store <16 x float> %t518, ptr %t531, align 4
  %t532 = getelementptr float, ptr %t528, i64 16
  store <16 x float> %t525, ptr %t532, align 4
  br label %rowdone501
part530:
  %t533 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t518, ptr %t533, align 4
  %t534 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t525, ptr %t534, align 4
  store i64 0, ptr %c535
  br label %head536
head536:
  %i539 = load i64, ptr %c535
  %t540 = icmp slt i64 %i539, %t32
  br i1 %t540, label %body537, label %done538
body537:
  %t541 = getelementptr float, ptr %rowbuf, i64 %i539
  %t542 = load float, ptr %t541, align 4
  %t543 = getelementptr float, ptr %t528, i64 %i539
  store float %t542, ptr %t543, align 4
  %t544 = add nsw i64 %i539, 1
  store i64 %t544, ptr %c535
  br label %head536
done538:
  br label %rowdone501
rowdone501:
  %t547 = icmp slt i64 9, %t29
  br i1 %t547, label %row545, label %rowdone546
row545:
  %t548 = add i64 %t25, 9
  %t549 = getelementptr i32, ptr %buf.radd, i64 %t548
  %t550 = load i32, ptr %t549, align 4
  %t551 = insertelement <16 x i32> poison, i32 %t550, i64 0
  %t552 = shufflevector <16 x i32> %t551, <16 x i32> poison, <16 x i32> zeroinitializer
  %t553 = getelementptr i32, ptr %buf.rmul, i64 %t548
  %t554 = load i32, ptr %t553, align 4
  %t555 = insertelement <16 x i32> poison, i32 %t554, i64 0
  %t556 = shufflevector <16 x i32> %t555, <16 x i32> poison, <16 x i32> zeroinitializer
  %t557 = mul i64 %t36, 2
  %t558 = add i64 %t557, 18
  %t559 = getelementptr <16 x i32>, ptr %tile, i64 %t558
  %t560 = load <16 x i32>, ptr %t559, align 4
  %t561 = bitcast <16 x i32> %t560 to <16 x float>
  %t562 = fmul <16 x float> %t561, %t129
  %t563 = fadd <16 x float> %t562, %t135
  %t564 = mul i64 %t36, 2
  %t565 = add i64 %t564, 19
  %t566 = getelementptr <16 x i32>, ptr %tile, i64 %t565
  %t567 = load <16 x i32>, ptr %t566, align 4
  %t568 = bitcast <16 x i32> %t567 to <16 x float>
  %t569 = fmul <16 x float> %t568, %t132
  %t570 = fadd <16 x float> %t569, %t138
  %t571 = mul i64 %t548, %size.ldc
  %t572 = add i64 %t571, %t26
  %t573 = getelementptr float, ptr %buf.c, i64 %t572
  br i1 %t139, label %whole574, label %part575
whole574:
  %t576 = getelementptr float, ptr %t573, i64 0
  store <16 x float> %t563, ptr %t576, align 4
  %t577 = getelementptr float, ptr %t573, i64 16
  store <16 x float> %t570, ptr %t577, align 4
  br label %rowdone546
part575:
  %t578 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t563, ptr %t578, align 4
  %t579 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t570, ptr %t579, align 4
  store i64 0, ptr %c580
  br label %head581
head581:
  %i584 = load i64, ptr %c580
  %t585 = icmp slt i64 %i584, %t32
  br i1 %t585, label %body582, label %done583
body582:
  %t586 = getelementptr float, ptr %rowbuf, i64 %i584
  %t587 = load float, ptr %t586, align 4
  %t588 = getelementptr float, ptr %t573, i64 %i584
  store float %t587, ptr %t588, align 4
  %t589 = add nsw i64 %i584, 1
  store i64 %t589, ptr %c580
  br label %head581
done583:
  br label %rowdone546
rowdone546:
  %t592 = icmp slt i64 10, %t29
  br i1 %t592, label %row590, label %rowdone591
row590:
  %t593 = add i64 %t25, 10
  %t594 = getelementptr i32, ptr %buf.radd, i64 %t593
  %t595 = load i32, ptr %t594, align 4
  %t596 = insertelement <16 x i32> poison, i32 %t595, i64 0
  %t597 = shufflevector <16 x i32> %t596, <16 x i32> poison, <16 x i32> zeroinitializer
  %t598 = getelementptr i32, ptr %buf.rmul, i64 %t593
  %t599 = load i32, ptr %t598, align 4
  %t600 = insertelement <16 x i32> poison, i32 %t599, i64 0
  %t601 = shufflevector <16 x i32> %t600, <16 x i32> poison, <16 x i32> zeroinitializer
  %t602 = mul i64 %t36, 2
  %t603 = add i64 %t602, 20
  %t604 = getelementptr <16 x i32>, ptr %tile, i64 %t603
  %t605 = load <16 x i32>, ptr %t604, align 4
  %t606 = bitcast <16 x i32> %t605 to <16 x float>
  %t607 = fmul <16 x float> %t606, %t129
  %t608 = fadd <16 x float> %t607, %t135
  %t609 = mul i64 %t36, 2
  %t610 = add i64 %t609, 21
  %t611 = getelementptr <16 x i32>, ptr %tile, i64 %t610
  %t612 = load <16 x i32>, ptr %t611, align 4
  %t613 = bitcast <16 x i32> %t612 to <16 x float>
  %t614 = fmul <16 x float> %t613, %t132
  %t615 = fadd <16 x float> %t614, %t138
  %t616 = mul i64 %t593, %size.ldc
  %t617 = add i64 %t616, %t26
  %t618 = getelementptr float, ptr %buf.c, i64 %t617
  br i1 %t139, label %whole619, label %part620
whole619:
  %t621 = getelementptr float, ptr %t618, i64 0
  store <16 x float> %t608, ptr %t621, align 4
  %t622 = getelementptr float, ptr %t618, i64 16
  store <16 x float> %t615, ptr %t622, align 4
  br label %rowdone591
part620:
  %t623 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t608, ptr %t623, align 4
  %t624 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t615, ptr %t624, align 4
  store i64 0, ptr %c625
  br label %head626
head626:
  %i629 = load i64, ptr %c625
  %t630 = icmp slt i64 %i629, %t32
  br i1 %t630, label %body627, label %done628
body627:
  %t631 = getelementptr float, ptr %rowbuf, i64 %i629
  %t632 = load float, ptr %t631, align 4
  %t633 = getelementptr float, ptr %t618, i64 %i629
  store float %t632, ptr %t633, align 4
  %t634 = add nsw i64 %i629, 1
  store i64 %t634, ptr %c625
  br label %head626
done628:
  br label %rowdone591
rowdone591:
  %t637 = icmp slt i64 11, %t29
  br i1 %t637, label %row635, label %rowdone636
row635:
  %t638 = add i64 %t25, 11
  %t639 = getelementptr i32, ptr %buf.radd, i64 %t638
  %t640 = load i32, ptr %t639, align 4
  %t641 = insertelement <16 x i32> poison, i32 %t640, i64 0
  %t642 = shufflevector <16 x i32> %t641, <16 x i32> poison, <16 x i32> zeroinitializer
  %t643 = getelementptr i32, ptr %buf.rmul, i64 %t638
  %t644 = load i32, ptr %t643, align 4
  %t645 = insertelement <16 x i32> poison, i32 %t644, i64 0
  %t646 = shufflevector <16 x i32> %t645, <16 x i32> poison, <16 x i32> zeroinitializer
  %t647 = mul i64 %t36, 2
  %t648 = add i64 %t647, 22
  %t649 = getelementptr <16 x i32>, ptr %tile, i64 %t648
  %t650 = load <16 x i32>, ptr %t649, align 4
  %t651 = bitcast <16 x i32> %t650 to <16 x float>
  %t652 = fmul <16 x float> %t651, %t129
  %t653 = fadd <16 x float> %t652, %t135
  %t654 = mul i64 %t36, 2
  %t655 = add i64 %t654, 23
  %t656 = getelementptr <16 x i32>, ptr %tile, i64 %t655
  %t657 = load <16 x i32>, ptr %t656, align 4
  %t658 = bitcast <16 x i32> %t657 to <16 x float>
  %t659 = fmul <16 x float> %t658, %t132
  %t660 = fadd <16 x float> %t659, %t138
  %t661 = mul i64 %t638, %size.ldc
  %t662 = add i64 %t661, %t26
  %t663 = getelementptr float, ptr %buf.c, i64 %t662
  br i1 %t139, label %whole664, label %part665
whole664:
  %t666 = getelementptr float, ptr %t663, i64 0
  store <16 x float> %t653, ptr %t666, align 4
  %t667 = getelementptr float, ptr %t663, i64 16
  store <16 x float> %t660, ptr %t667, align 4
  br label %rowdone636
part665:
  %t668 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t653, ptr %t668, align 4
  %t669 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t660, ptr %t669, align 4
  store i64 0, ptr %c670
  br label %head671
head671:
  %i674 = load i64, ptr %c670
  %t675 = icmp slt i64 %i674, %t32
  br i1 %t675, label %body672, label %done673
body672:
  %t676 = getelementptr float, ptr %rowbuf, i64 %i674
  %t677 = load float, ptr %t676, align 4
  %t678 = getelementptr float, ptr %t663, i64 %i674
  store float %t677, ptr %t678, align 4
  %t679 = add nsw i64 %i674, 1
  store i64 %t679, ptr %c670
  br label %head671
done673:
  br label %rowdone636
rowdone636:
  %t682 = icmp slt i64 12, %t29
  br i1 %t682, label %row680, label %rowdone681
row680:
  %t683 = add i64 %t25, 12
  %t684 = getelementptr i32, ptr %buf.radd, i64 %t683
  %t685 = load i32, ptr %t684, align 4
  %t686 = insertelement <16 x i32> poison, i32 %t685, i64 0
  %t687 = shufflevector <16 x i32> %t686, <16 x i32> poison, <16 x i32> zeroinitializer
  %t688 = getelementptr i32, ptr %buf.rmul, i64 %t683
  %t689 = load i32, ptr %t688, align 4
  %t690 = insertelement <16 x i32> poison, i32 %t689, i64 0
  %t691 = shufflevector <16 x i32> %t690, <16 x i32> poison, <16 x i32> zeroinitializer
  %t692 = mul i64 %t36, 2
  %t693 = add i64 %t692, 24
  %t694 = getelementptr <16 x i32>, ptr %tile, i64 %t693
  %t695 = load <16 x i32>, ptr %t694, align 4
  %t696 = bitcast <16 x i32> %t695 to <16 x float>
  %t697 = fmul <16 x float> %t696, %t129
  %t698 = fadd <16 x float> %t697, %t135
  %t699 = mul i64 %t36, 2
  %t700 = add i64 %t699, 25
  %t701 = getelementptr <16 x i32>, ptr %tile, i64 %t700
  %t702 = load <16 x i32>, ptr %t701, align 4
  %t703 = bitcast <16 x i32> %t702 to <16 x float>
  %t704 = fmul <16 x float> %t703, %t132
  %t705 = fadd <16 x float> %t704, %t138
  %t706 = mul i64 %t683, %size.ldc
  %t707 = add i64 %t706, %t26
  %t708 = getelementptr float, ptr %buf.c, i64 %t707
  br i1 %t139, label %whole709, label %part710
whole709:
  %t711 = getelementptr float, ptr %t708, i64 0
  store <16 x float> %t698, ptr %t711, align 4
  %t712 = getelementptr float, ptr %t708, i64 16
  store <16 x float> %t705, ptr %t712, align 4
  br label %rowdone681
part710:
  %t713 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t698, ptr %t713, align 4
  %t714 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t705, ptr %t714, align 4
  store i64 0, ptr %c715
  br label %head716
head716:
  %i719 = load i64, ptr %c715
  %t720 = icmp slt i64 %i719, %t32
  br i1 %t720, label %body717, label %done718
body717:
  %t721 = getelementptr float, ptr %rowbuf, i64 %i719
  %t722 = load float, ptr %t721, align 4
  %t723 = getelementptr float, ptr %t708, i64 %i719
  store float %t722, ptr %t723, align 4
  %t724 = add nsw i64 %i719, 1
  store i64 %t724, ptr %c715
  br label %head716
done718:
  br label %rowdone681
rowdone681:
  %t727 = icmp slt i64 13, %t29
  br i1 %t727, label %row725, label %rowdone726
row725:
  %t728 = add i64 %t25, 13
  %t729 = getelementptr i32, ptr %buf.radd, i64 %t728
  %t730 = load i32, ptr %t729, align 4
  %t731 = insertelement <16 x i32> poison, i32 %t730, i64 0
  %t732 = shufflevector <16 x i32> %t731, <16 x i32> poison, <16 x i32> zeroinitializer
  %t733 = getelementptr i32, ptr %buf.rmul, i64 %t728
  %t734 = load i32, ptr %t733, align 4
  %t735 = insertelement <16 x i32> poison, i32 %t734, i64 0
  %t736 = shufflevector <16 x i32> %t735, <16 x i32> poison, <16 x i32> zeroinitializer
  %t737 = mul i64 %t36, 2
  %t738 = add i64 %t737, 26
  %t739 = getelementptr <16 x i32>, ptr %tile, i64 %t738
  %t740 = load <16 x i32>, ptr %t739, align 4
  %t741 = bitcast <16 x i32> %t740 to <16 x float>
  %t742 = fmul <16 x float> %t741, %t129
  %t743 = fadd <16 x float> %t742, %t135
  %t744 = mul i64 %t36, 2
  %t745 = add i64 %t744, 27
  %t746 = getelementptr <16 x i32>, ptr %tile, i64 %t745
  %t747 = load <16 x i32>, ptr %t746, align 4
  %t748 = bitcast <16 x i32> %t747 to <16 x float>
  %t749 = fmul <16 x float> %t748, %t132
  %t750 = fadd <16 x float> %t749, %t138
  %t751 = mul i64 %t728, %size.ldc
  %t752 = add i64 %t751, %t26
  %t753 = getelementptr float, ptr %buf.c, i64 %t752
  br i1 %t139, label %whole754, label %part755
whole754:
  %t756 = getelementptr float, ptr %t753, i64 0
  store <16 x float> %t743, ptr %t756, align 4
  %t757 = getelementptr float, ptr %t753, i64 16
  store <16 x float> %t750, ptr %t757, align 4
  br label %rowdone726
part755:
  %t758 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t743, ptr %t758, align 4
  %t759 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t750, ptr %t759, align 4
  store i64 0, ptr %c760
  br label %head761
head761:
  %i764 = load i64, ptr %c760
  %t765 = icmp slt i64 %i764, %t32
  br i1 %t765, label %body762, label %done763
body762:
  %t766 = getelementptr float, ptr %rowbuf, i64 %i764
  %t767 = load float, ptr %t766, align 4
  %t768 = getelementptr float, ptr %t753, i64 %i764
  store float %t767, ptr %t768, align 4
  %t769 = add nsw i64 %i764, 1
  store i64 %t769, ptr %c760
  br label %head761
done763:
  br label %rowdone726
rowdone726:
  %t772 = icmp slt i64 14, %t29
  br i1 %t772, label %row770, label %rowdone771
row770:
  %t773 = add i64 %t25, 14
  %t774 = getelementptr i32, ptr %buf.radd, i64 %t773
  %t775 = load i32, ptr %t774, align 4
  %t776 = insertelement <16 x i32> poison, i32 %t775, i64 0
  %t777 = shufflevector <16 x i32> %t776, <16 x i32> poison, <16 x i32> zeroinitializer
  %t778 = getelementptr i32, ptr %buf.rmul, i64 %t773
  %t779 = load i32, ptr %t778, align 4
  %t780 = insertelement <16 x i32> poison, i32 %t779, i64 0
  %t781 = shufflevector <16 x i32> %t780, <16 x i32> poison, <16 x i32> zeroinitializer
  %t782 = mul i64 %t36, 2
  %t783 = add i64 %t782, 28
  %t784 = getelementptr <16 x i32>, ptr %tile, i64 %t783
  %t785 = load <16 x i32>, ptr %t784, align 4
  %t786 = bitcast <16 x i32> %t785 to <16 x float>
  %t787 = fmul <16 x float> %t786, %t129
  %t788 = fadd <16 x float> %t787, %t135
  %t789 = mul i64 %t36, 2
  %t790 = add i64 %t789, 29
  %t791 = getelementptr <16 x i32>, ptr %tile, i64 %t790
  %t792 = load <16 x i32>, ptr %t791, align 4
  %t793 = bitcast <16 x i32> %t792 to <16 x float>
  %t794 = fmul <16 x float> %t793, %t132
  %t795 = fadd <16 x float> %t794, %t138
  %t796 = mul i64 %t773, %size.ldc
  %t797 = add i64 %t796, %t26
  %t798 = getelementptr float, ptr %buf.c, i64 %t797
  br i1 %t139, label %whole799, label %part800
whole799:
  %t801 = getelementptr float, ptr %t798, i64 0
  store <16 x float> %t788, ptr %t801, align 4
  %t802 = getelementptr float, ptr %t798, i64 16
  store <16 x float> %t795, ptr %t802, align 4
  br label %rowdone771
part800:
  %t803 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t788, ptr %t803, align 4
  %t804 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t795, ptr %t804, align 4
  store i64 0, ptr %c805
  br label %head806
head806:
  %i809 = load i64, ptr %c805
  %t810 = icmp slt i64 %i809, %t32
  br i1 %t810, label %body807, label %done808
body807:
  %t811 = getelementptr float, ptr %rowbuf, i64 %i809
  %t812 = load float, ptr %t811, align 4
  %t813 = getelementptr float, ptr %t798, i64 %i809
  store float %t812, ptr %t813, align 4
  %t814 = add nsw i64 %i809, 1
  store i64 %t814, ptr %c805
  br label %head806
done808:
  br label %rowdone771
rowdone771:
  %t817 = icmp slt i64 15, %t29
  br i1 %t817, label %row815, label %rowdone816
row815:
  %t818 = add i64 %t25, 15
  %t819 = getelementptr i32, ptr %buf.radd, i64 %t818
  %t820 = load i32, ptr %t819, align 4
  %t821 = insertelement <16 x i32> poison, i32 %t820, i64 0
  %t822 = shufflevector <16 x i32> %t821, <16 x i32> poison, <16 x i32> zeroinitializer
  %t823 = getelementptr i32, ptr %buf.rmul, i64 %t818
  %t824 = load i32, ptr %t823, align 4
  %t825 = insertelement <16 x i32> poison, i32 %t824, i64 0
  %t826 = shufflevector <16 x i32> %t825, <16 x i32> poison, <16 x i32> zeroinitializer
  %t827 = mul i64 %t36, 2
  %t828 = add i64 %t827, 30
  %t829 = getelementptr <16 x i32>, ptr %tile, i64 %t828
  %t830 = load <16 x i32>, ptr %t829, align 4
  %t831 = bitcast <16 x i32> %t830 to <16 x float>
  %t832 = fmul <16 x float> %t831, %t129
  %t833 = fadd <16 x float> %t832, %t135
  %t834 = mul i64 %t36, 2
  %t835 = add i64 %t834, 31
  %t836 = getelementptr <16 x i32>, ptr %tile, i64 %t835
  %t837 = load <16 x i32>, ptr %t836, align 4
  %t838 = bitcast <16 x i32> %t837 to <16 x float>
  %t839 = fmul <16 x float> %t838, %t132
  %t840 = fadd <16 x float> %t839, %t138
  %t841 = mul i64 %t818, %size.ldc
  %t842 = add i64 %t841, %t26
  %t843 = getelementptr float, ptr %buf.c, i64 %t842
  br i1 %t139, label %whole844, label %part845
whole844:
  %t846 = getelementptr float, ptr %t843, i64 0
  store <16 x float> %t833, ptr %t846, align 4
  %t847 = getelementptr float, ptr %t843, i64 16
  store <16 x float> %t840, ptr %t847, align 4
  br label %rowdone816
part845:
  %t848 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t833, ptr %t848, align 4
  %t849 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t840, ptr %t849, align 4
  store i64 0, ptr %c850
  br label %head851
head851:
  %i854 = load i64, ptr %c850
  %t855 = icmp slt i64 %i854, %t32
  br i1 %t855, label %body852, label %done853
body852:
  %t856 = getelementptr float, ptr %rowbuf, i64 %i854
  %t857 = load float, ptr %t856, align 4
  %t858 = getelementptr float, ptr %t843, i64 %i854
  store float %t857, ptr %t858, align 4
  %t859 = add nsw i64 %i854, 1
  store i64 %t859, ptr %c850
  br label %head851
done853:
  br label %rowdone816
rowdone816:
  %t862 = icmp slt i64 16, %t29
  br i1 %t862, label %row860, label %rowdone861
row860:
  %t863 = add i64 %t25, 16
  %t864 = getelementptr i32, ptr %buf.radd, i64 %t863
  %t865 = load i32, ptr %t864, align 4
  %t866 = insertelement <16 x i32> poison, i32 %t865, i64 0
  %t867 = shufflevector <16 x i32> %t866, <16 x i32> poison, <16 x i32> zeroinitializer
  %t868 = getelementptr i32, ptr %buf.rmul, i64 %t863
  %t869 = load i32, ptr %t868, align 4
  %t870 = insertelement <16 x i32> poison, i32 %t869, i64 0
  %t871 = shufflevector <16 x i32> %t870, <16 x i32> poison, <16 x i32> zeroinitializer
  %t872 = mul i64 %t36, 2
  %t873 = add i64 %t872, 32
  %t874 = getelementptr <16 x i32>, ptr %tile, i64 %t873
  %t875 = load <16 x i32>, ptr %t874, align 4
  %t876 = bitcast <16 x i32> %t875 to <16 x float>
  %t877 = fmul <16 x float> %t876, %t129
  %t878 = fadd <16 x float> %t877, %t135
  %t879 = mul i64 %t36, 2
  %t880 = add i64 %t879, 33
  %t881 = getelementptr <16 x i32>, ptr %tile, i64 %t880
  %t882 = load <16 x i32>, ptr %t881, align 4
  %t883 = bitcast <16 x i32> %t882 to <16 x float>
  %t884 = fmul <16 x float> %t883, %t132
  %t885 = fadd <16 x float> %t884, %t138
  %t886 = mul i64 %t863, %size.ldc
  %t887 = add i64 %t886, %t26
  %t888 = getelementptr float, ptr %buf.c, i64 %t887
  br i1 %t139, label %whole889, label %part890
whole889:
  %t891 = getelementptr float, ptr %t888, i64 0
  store <16 x float> %t878, ptr %t891, align 4
  %t892 = getelementptr float, ptr %t888, i64 16
  store <16 x float> %t885, ptr %t892, align 4
  br label %rowdone861
part890:
  %t893 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t878, ptr %t893, align 4
  %t894 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t885, ptr %t894, align 4
  store i64 0, ptr %c895
  br label %head896
head896:
  %i899 = load i64, ptr %c895
  %t900 = icmp slt i64 %i899, %t32
  br i1 %t900, label %body897, label %done898
body897:
  %t901 = getelementptr float, ptr %rowbuf, i64 %i899
  %t902 = load float, ptr %t901, align 4
  %t903 = getelementptr float, ptr %t888, i64 %i899
  store float %t902, ptr %t903, align 4
  %t904 = add nsw i64 %i899, 1
  store i64 %t904, ptr %c895
  br label %head896
done898:
  br label %rowdone861
rowdone861:
  %t907 = icmp slt i64 17, %t29
  br i1 %t907, label %row905, label %rowdone906
row905:
  %t908 = add i64 %t25, 17
  %t909 = getelementptr i32, ptr %buf.radd, i64 %t908
  %t910 = load i32, ptr %t909, align 4
  %t911 = insertelement <16 x i32> poison, i32 %t910, i64 0
  %t912 = shufflevector <16 x i32> %t911, <16 x i32> poison, <16 x i32> zeroinitializer
  %t913 = getelementptr i32, ptr %buf.rmul, i64 %t908
  %t914 = load i32, ptr %t913, align 4
  %t915 = insertelement <16 x i32> poison, i32 %t914, i64 0
  %t916 = shufflevector <16 x i32> %t915, <16 x i32> poison, <16 x i32> zeroinitializer
  %t917 = mul i64 %t36, 2
  %t918 = add i64 %t917, 34
  %t919 = getelementptr <16 x i32>, ptr %tile, i64 %t918
  %t920 = load <16 x i32>, ptr %t919, align 4
  %t921 = bitcast <16 x i32> %t920 to <16 x float>
  %t922 = fmul <16 x float> %t921, %t129
  %t923 = fadd <16 x float> %t922, %t135
  %t924 = mul i64 %t36, 2
  %t925 = add i64 %t924, 35
  %t926 = getelementptr <16 x i32>, ptr %tile, i64 %t925
  %t927 = load <16 x i32>, ptr %t926, align 4
  %t928 = bitcast <16 x i32> %t927 to <16 x float>
  %t929 = fmul <16 x float> %t928, %t132
  %t930 = fadd <16 x float> %t929, %t138
  %t931 = mul i64 %t908, %size.ldc
  %t932 = add i64 %t931, %t26
  %t933 = getelementptr float, ptr %buf.c, i64 %t932
  br i1 %t139, label %whole934, label %part935
whole934:
  %t936 = getelementptr float, ptr %t933, i64 0
  store <16 x float> %t923, ptr %t936, align 4
  %t937 = getelementptr float, ptr %t933, i64 16
  store <16 x float> %t930, ptr %t937, align 4
  br label %rowdone906
part935:
  %t938 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t923, ptr %t938, align 4
  %t939 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t930, ptr %t939, align 4
  store i64 0, ptr %c940
  br label %head941
head941:
  %i944 = load i64, ptr %c940
  %t945 = icmp slt i64 %i944, %t32
  br i1 %t945, label %body942, label %done943
body942:
  %t946 = getelementptr float, ptr %rowbuf, i64 %i944
  %t947 = load float, ptr %t946, align 4
  %t948 = getelementptr float, ptr %t933, i64 %i944
  store float %t947, ptr %t948, align 4
  %t949 = add nsw i64 %i944, 1
  store i64 %t949, ptr %c940
  br label %head941
done943:
  br label %rowdone906
rowdone906:
  %t952 = icmp slt i64 18, %t29
  br i1 %t952, label %row950, label %rowdone951
row950:
  %t953 = add i64 %t25, 18
  %t954 = getelementptr i32, ptr %buf.radd, i64 %t953
  %t955 = load i32, ptr %t954, align 4
  %t956 = insertelement <16 x i32> poison, i32 %t955, i64 0
  %t957 = shufflevector <16 x i32> %t956, <16 x i32> poison, <16 x i32> zeroinitializer
  %t958 = getelementptr i32, ptr %buf.rmul, i64 %t953
  %t959 = load i32, ptr %t958, align 4
  %t960 = insertelement <16 x i32> poison, i32 %t959, i64 0
  %t961 = shufflevector <16 x i32> %t960, <16 x i32> poison, <16 x i32> zeroinitializer
  %t962 = mul i64 %t36, 2
  %t963 = add i64 %t962, 36
  %t964 = getelementptr <16 x i32>, ptr %tile, i64 %t963
  %t965 = load <16 x i32>, ptr %t964, align 4
  %t966 = bitcast <16 x i32> %t965 to <16 x float>
  %t967 = fmul <16 x float> %t966, %t129
  %t968 = fadd <16 x float> %t967, %t135
  %t969 = mul i64 %t36, 2
  %t970 = add i64 %t969, 37
  %t971 = getelementptr <16 x i32>, ptr %tile, i64 %t970
  %t972 = load <16 x i32>, ptr %t971, align 4
  %t973 = bitcast <16 x i32> %t972 to <16 x float>
  %t974 = fmul <16 x float> %t973, %t132
  %t975 = fadd <16 x float> %t974, %t138
  %t976 = mul i64 %t953, %size.ldc
  %t977 = add i64 %t976, %t26
  %t978 = getelementptr float, ptr %buf.c, i64 %t977
  br i1 %t139, label %whole979, label %part980
whole979:
  %t981 = getelementptr float, ptr %t978, i64 0
  store <16 x float> %t968, ptr %t981, align 4
  %t982 = getelementptr float, ptr %t978, i64 16
  store <16 x float> %t975, ptr %t982, align 4
  br label %rowdone951
part980:
  %t983 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t968, ptr %t983, align 4
  %t984 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t975, ptr %t984, align 4
  store i64 0, ptr %c985
  br label %head986
head986:
  %i989 = load i64, ptr %c985
  %t990 = icmp slt i64 %i989, %t32
  br i1 %t990, label %body987, label %done988
body987:
  %t991 = getelementptr float, ptr %rowbuf, i64 %i989
  %t992 = load float, ptr %t991, align 4
  %t993 = getelementptr float, ptr %t978, i64 %i989
  store float %t992, ptr %t993, align 4
  %t994 = add nsw i64 %i989, 1
  store i64 %t994, ptr %c985
  br label %head986
done988:
  br label %rowdone951
rowdone951:
  %t997 = icmp slt i64 19, %t29
  br i1 %t997, label %row995, label %rowdone996
row995:
  %t998 = add i64 %t25, 19
  %t999 = getelementptr i32, ptr %buf.radd, i64 %t998
  %t1000 = load i32, ptr %t999, align 4
  %t1001 = insertelement <16 x i32> poison, i32 %t1000, i64 0
  %t1002 = shufflevector <16 x i32> %t1001, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1003 = getelementptr i32, ptr %buf.rmul, i64 %t998
  %t1004 = load i32, ptr %t1003, align 4
  %t1005 = insertelement <16 x i32> poison, i32 %t1004, i64 0
  %t1006 = shufflevector <16 x i32> %t1005, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1007 = mul i64 %t36, 2
  %t1008 = add i64 %t1007, 38
  %t1009 = getelementptr <16 x i32>, ptr %tile, i64 %t1008
  %t1010 = load <16 x i32>, ptr %t1009, align 4
  %t1011 = bitcast <16 x i32> %t1010 to <16 x float>
  %t1012 = fmul <16 x float> %t1011, %t129
  %t1013 = fadd <16 x float> %t1012, %t135
  %t1014 = mul i64 %t36, 2
  %t1015 = add i64 %t1014, 39
  %t1016 = getelementptr <16 x i32>, ptr %tile, i64 %t1015
  %t1017 = load <16 x i32>, ptr %t1016, align 4
  %t1018 = bitcast <16 x i32> %t1017 to <16 x float>
  %t1019 = fmul <16 x float> %t1018, %t132
  %t1020 = fadd <16 x float> %t1019, %t138
  %t1021 = mul i64 %t998, %size.ldc
  %t1022 = add i64 %t1021, %t26
  %t1023 = getelementptr float, ptr %buf.c, i64 %t1022
  br i1 %t139, label %whole1024, label %part1025
whole1024:
  %t1026 = getelementptr float, ptr %t1023, i64 0
  store <16 x float> %t1013, ptr %t1026, align 4
  %t1027 = getelementptr float, ptr %t1023, i64 16
  store <16 x float> %t1020, ptr %t1027, align 4
  br label %rowdone996
part1025:
  %t1028 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1013, ptr %t1028, align 4
  %t1029 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1020, ptr %t1029, align 4
  store i64 0, ptr %c1030
  br label %head1031
head1031:
  %i1034 = load i64, ptr %c1030
  %t1035 = icmp slt i64 %i1034, %t32
  br i1 %t1035, label %body1032, label %done1033
body1032:
  %t1036 = getelementptr float, ptr %rowbuf, i64 %i1034
  %t1037 = load float, ptr %t1036, align 4
  %t1038 = getelementptr float, ptr %t1023, i64 %i1034
  store float %t1037, ptr %t1038, align 4
  %t1039 = add nsw i64 %i1034, 1
  store i64 %t1039, ptr %c1030
  br label %head1031
done1033:
  br label %rowdone996
rowdone996:
  %t1042 = icmp slt i64 20, %t29
  br i1 %t1042, label %row1040, label %rowdone1041
row1040:
  %t1043 = add i64 %t25, 20
  %t1044 = getelementptr i32, ptr %buf.radd, i64 %t1043
  %t1045 = load i32, ptr %t1044, align 4
  %t1046 = insertelement <16 x i32> poison, i32 %t1045, i64 0
  %t1047 = shufflevector <16 x i32> %t1046, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1048 = getelementptr i32, ptr %buf.rmul, i64 %t1043
  %t1049 = load i32, ptr %t1048, align 4
  %t1050 = insertelement <16 x i32> poison, i32 %t1049, i64 0
  %t1051 = shufflevector <16 x i32> %t1050, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1052 = mul i64 %t36, 2
  %t1053 = add i64 %t1052, 40
  %t1054 = getelementptr <16 x i32>, ptr %tile, i64 %t1053
  %t1055 = load <16 x i32>, ptr %t1054, align 4
  %t1056 = bitcast <16 x i32> %t1055 to <16 x float>
  %t1057 = fmul <16 x float> %t1056, %t129
  %t1058 = fadd <16 x float> %t1057, %t135
  %t1059 = mul i64 %t36, 2
  %t1060 = add i64 %t1059, 41
  %t1061 = getelementptr <16 x i32>, ptr %tile, i64 %t1060
  %t1062 = load <16 x i32>, ptr %t1061, align 4
  %t1063 = bitcast <16 x i32> %t1062 to <16 x float>
  %t1064 = fmul <16 x float> %t1063, %t132
  %t1065 = fadd <16 x float> %t1064, %t138
  %t1066 = mul i64 %t1043, %size.ldc
  %t1067 = add i64 %t1066, %t26
  %t1068 = getelementptr float, ptr %buf.c, i64 %t1067
  br i1 %t139, label %whole1069, label %part1070
whole1069:
  %t1071 = getelementptr float, ptr %t1068, i64 0
  store <16 x float> %t1058, ptr %t1071, align 4
  %t1072 = getelementptr float, ptr %t1068, i64 16
  store <16 x float> %t1065, ptr %t1072, align 4
  br label %rowdone1041
part1070:
  %t1073 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1058, ptr %t1073, align 4
  %t1074 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1065, ptr %t1074, align 4
  store i64 0, ptr %c1075
  br label %head1076
head1076:
  %i1079 = load i64, ptr %c1075
  %t1080 = icmp slt i64 %i1079, %t32
  br i1 %t1080, label %body1077, label %done1078
body1077:
  %t1081 = getelementptr float, ptr %rowbuf, i64 %i1079
  %t1082 = load float, ptr %t1081, align 4
  %t1083 = getelementptr float, ptr %t1068, i64 %i1079
  store float %t1082, ptr %t1083, align 4
  %t1084 = add nsw i64 %i1079, 1
  store i64 %t1084, ptr %c1075
  br label %head1076
done1078:
  br label %rowdone1041
rowdone1041:
  %t1087 = icmp slt i64 21, %t29
  br i1 %t1087, label %row1085, label %rowdone1086
row1085:
  %t1088 = add i64 %t25, 21
  %t1089 = getelementptr i32, ptr %buf.radd, i64 %t1088
  %t1090 = load i32, ptr %t1089, align 4
  %t1091 = insertelement <16 x i32> poison, i32 %t1090, i64 0
  %t1092 = shufflevector <16 x i32> %t1091, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1093 = getelementptr i32, ptr %buf.rmul, i64 %t1088
  %t1094 = load i32, ptr %t1093, align 4
  %t1095 = insertelement <16 x i32> poison, i32 %t1094, i64 0
  %t1096 = shufflevector <16 x i32> %t1095, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1097 = mul i64 %t36, 2
  %t1098 = add i64 %t1097, 42
  %t1099 = getelementptr <16 x i32>, ptr %tile, i64 %t1098
  %t1100 = load <16 x i32>, ptr %t1099, align 4
  %t1101 = bitcast <16 x i32> %t1100 to <16 x float>
  %t1102 = fmul <16 x float> %t1101, %t129
  %t1103 = fadd <16 x float> %t1102, %t135
  %t1104 = mul i64 %t36, 2
  %t1105 = add i64 %t1104, 43
  %t1106 = getelementptr <16 x i32>, ptr %tile, i64 %t1105
  %t1107 = load <16 x i32>, ptr %t1106, align 4
  %t1108 = bitcast <16 x i32> %t1107 to <16 x float>
  %t1109 = fmul <16 x float> %t1108, %t132
  %t1110 = fadd <16 x float> %t1109, %t138
  %t1111 = mul i64 %t1088, %size.ldc
  %t1112 = add i64 %t1111, %t26
  %t1113 = getelementptr float, ptr %buf.c, i64 %t1112
  br i1 %t139, label %whole1114, label %part1115
whole1114:
  %t1116 = getelementptr float, ptr %t1113, i64 0
  store <16 x float> %t1103, ptr %t1116, align 4
  %t1117 = getelementptr float, ptr %t1113, i64 16
  store <16 x float> %t1110, ptr %t1117, align 4
  br label %rowdone1086
part1115:
  %t1118 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1103, ptr %t1118, align 4
  %t1119 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1110, ptr %t1119, align 4
  store i64 0, ptr %c1120
  br label %head1121
head1121:
  %i1124 = load i64, ptr %c1120
  %t1125 = icmp slt i64 %i1124, %t32
  br i1 %t1125, label %body1122, label %done1123
body1122:
  %t1126 = getelementptr float, ptr %rowbuf, i64 %i1124
  %t1127 = load float, ptr %t1126, align 4
  %t1128 = getelementptr float, ptr %t1113, i64 %i1124
  store float %t1127, ptr %t1128, align 4
  %t1129 = add nsw i64 %i1124, 1
  store i64 %t1129, ptr %c1120
  br label %head1121
done1123:
  br label %rowdone1086
rowdone1086:
  %t1132 = icmp slt i64 22, %t29
  br i1 %t1132, label %row1130, label %rowdone1131
row1130:
  %t1133 = add i64 %t25, 22
  %t1134 = getelementptr i32, ptr %buf.radd, i64 %t1133
  %t1135 = load i32, ptr %t1134, align 4
  %t1136 = insertelement <16 x i32> poison, i32 %t1135, i64 0
  %t1137 = shufflevector <16 x i32> %t1136, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1138 = getelementptr i32, ptr %buf.rmul, i64 %t1133
  %t1139 = load i32, ptr %t1138, align 4
  %t1140 = insertelement <16 x i32> poison, i32 %t1139, i64 0
  %t1141 = shufflevector <16 x i32> %t1140, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1142 = mul i64 %t36, 2
  %t1143 = add i64 %t1142, 44
  %t1144 = getelementptr <16 x i32>, ptr %tile, i64 %t1143
  %t1145 = load <16 x i32>, ptr %t1144, align 4
  %t1146 = bitcast <16 x i32> %t1145 to <16 x float>
  %t1147 = fmul <16 x float> %t1146, %t129
  %t1148 = fadd <16 x float> %t1147, %t135
  %t1149 = mul i64 %t36, 2
  %t1150 = add i64 %t1149, 45
  %t1151 = getelementptr <16 x i32>, ptr %tile, i64 %t1150
  %t1152 = load <16 x i32>, ptr %t1151, align 4
  %t1153 = bitcast <16 x i32> %t1152 to <16 x float>
  %t1154 = fmul <16 x float> %t1153, %t132
  %t1155 = fadd <16 x float> %t1154, %t138
  %t1156 = mul i64 %t1133, %size.ldc
  %t1157 = add i64 %t1156, %t26
  %t1158 = getelementptr float, ptr %buf.c, i64 %t1157
  br i1 %t139, label %whole1159, label %part1160
whole1159:
  %t1161 = getelementptr float, ptr %t1158, i64 0
  store <16 x float> %t1148, ptr %t1161, align 4
  %t1162 = getelementptr float, ptr %t1158, i64 16
  store <16 x float> %t1155, ptr %t1162, align 4
  br label %rowdone1131
part1160:
  %t1163 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1148, ptr %t1163, align 4
  %t1164 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1155, ptr %t1164, align 4
  store i64 0, ptr %c1165
  br label %head1166
head1166:
  %i1169 = load i64, ptr %c1165
  %t1170 = icmp slt i64 %i1169, %t32
  br i1 %t1170, label %body1167, label %done1168
body1167:
  %t1171 = getelementptr float, ptr %rowbuf, i64 %i1169
  %t1172 = load float, ptr %t1171, align 4
  %t1173 = getelementptr float, ptr %t1158, i64 %i1169
  store float %t1172, ptr %t1173, align 4
  %t1174 = add nsw i64 %i1169, 1
  store i64 %t1174, ptr %c1165
  br label %head1166
done1168:
  br label %rowdone1131
rowdone1131:
  %t1177 = icmp slt i64 23, %t29
  br i1 %t1177, label %row1175, label %rowdone1176
row1175:
  %t1178 = add i64 %t25, 23
  %t1179 = getelementptr i32, ptr %buf.radd, i64 %t1178
  %t1180 = load i32, ptr %t1179, align 4
  %t1181 = insertelement <16 x i32> poison, i32 %t1180, i64 0
  %t1182 = shufflevector <16 x i32> %t1181, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1183 = getelementptr i32, ptr %buf.rmul, i64 %t1178
  %t1184 = load i32, ptr %t1183, align 4
  %t1185 = insertelement <16 x i32> poison, i32 %t1184, i64 0
  %t1186 = shufflevector <16 x i32> %t1185, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1187 = mul i64 %t36, 2
  %t1188 = add i64 %t1187, 46
  %t1189 = getelementptr <16 x i32>, ptr %tile, i64 %t1188
  %t1190 = load <16 x i32>, ptr %t1189, align 4
  %t1191 = bitcast <16 x i32> %t1190 to <16 x float>
  %t1192 = fmul <16 x float> %t1191, %t129
  %t1193 = fadd <16 x float> %t1192, %t135
  %t1194 = mul i64 %t36, 2
  %t1195 = add i64 %t1194, 47
  %t1196 = getelementptr <16 x i32>, ptr %tile, i64 %t1195
  %t1197 = load <16 x i32>, ptr %t1196, align 4
  %t1198 = bitcast <16 x i32> %t1197 to <16 x float>
  %t1199 = fmul <16 x float> %t1198, %t132
  %t1200 = fadd <16 x float> %t1199, %t138
  %t1201 = mul i64 %t1178, %size.ldc
  %t1202 = add i64 %t1201, %t26
  %t1203 = getelementptr float, ptr %buf.c, i64 %t1202
  br i1 %t139, label %whole1204, label %part1205
whole1204:
  %t1206 = getelementptr float, ptr %t1203, i64 0
  store <16 x float> %t1193, ptr %t1206, align 4
  %t1207 = getelementptr float, ptr %t1203, i64 16
  store <16 x float> %t1200, ptr %t1207, align 4
  br label %rowdone1176
part1205:
  %t1208 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1193, ptr %t1208, align 4
  %t1209 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1200, ptr %t1209, align 4
  store i64 0, ptr %c1210
  br label %head1211
head1211:
  %i1214 = load i64, ptr %c1210
  %t1215 = icmp slt i64 %i1214, %t32
  br i1 %t1215, label %body1212, label %done1213
body1212:
  %t1216 = getelementptr float, ptr %rowbuf, i64 %i1214
  %t1217 = load float, ptr %t1216, align 4
  %t1218 = getelementptr float, ptr %t1203, i64 %i1214
  store float %t1217, ptr %t1218, align 4
  %t1219 = add nsw i64 %i1214, 1
  store i64 %t1219, ptr %c1210
  br label %head1211
done1213:
  br label %rowdone1176
rowdone1176:
  %t1222 = icmp slt i64 24, %t29
  br i1 %t1222, label %row1220, label %rowdone1221
row1220:
  %t1223 = add i64 %t25, 24
  %t1224 = getelementptr i32, ptr %buf.radd, i64 %t1223
  %t1225 = load i32, ptr %t1224, align 4
  %t1226 = insertelement <16 x i32> poison, i32 %t1225, i64 0
  %t1227 = shufflevector <16 x i32> %t1226, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1228 = getelementptr i32, ptr %buf.rmul, i64 %t1223
  %t1229 = load i32, ptr %t1228, align 4
  %t1230 = insertelement <16 x i32> poison, i32 %t1229, i64 0
  %t1231 = shufflevector <16 x i32> %t1230, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1232 = mul i64 %t36, 2
  %t1233 = add i64 %t1232, 48
  %t1234 = getelementptr <16 x i32>, ptr %tile, i64 %t1233
  %t1235 = load <16 x i32>, ptr %t1234, align 4
  %t1236 = bitcast <16 x i32> %t1235 to <16 x float>
  %t1237 = fmul <16 x float> %t1236, %t129
  %t1238 = fadd <16 x float> %t1237, %t135
  %t1239 = mul i64 %t36, 2
  %t1240 = add i64 %t1239, 49
  %t1241 = getelementptr <16 x i32>, ptr %tile, i64 %t1240
  %t1242 = load <16 x i32>, ptr %t1241, align 4
  %t1243 = bitcast <16 x i32> %t1242 to <16 x float>
  %t1244 = fmul <16 x float> %t1243, %t132
  %t1245 = fadd <16 x float> %t1244, %t138
  %t1246 = mul i64 %t1223, %size.ldc
  %t1247 = add i64 %t1246, %t26
  %t1248 = getelementptr float, ptr %buf.c, i64 %t1247
  br i1 %t139, label %whole1249, label %part1250
whole1249:
  %t1251 = getelementptr float, ptr %t1248, i64 0
  store <16 x float> %t1238, ptr %t1251, align 4
  %t1252 = getelementptr float, ptr %t1248, i64 16
  store <16 x float> %t1245, ptr %t1252, align 4
  br label %rowdone1221
part1250:
  %t1253 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1238, ptr %t1253, align 4
  %t1254 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1245, ptr %t1254, align 4
  store i64 0, ptr %c1255
  br label %head1256
head1256:
  %i1259 = load i64, ptr %c1255
  %t1260 = icmp slt i64 %i1259, %t32
  br i1 %t1260, label %body1257, label %done1258
body1257:
  %t1261 = getelementptr float, ptr %rowbuf, i64 %i1259
  %t1262 = load float, ptr %t1261, align 4
  %t1263 = getelementptr float, ptr %t1248, i64 %i1259
  store float %t1262, ptr %t1263, align 4
  %t1264 = add nsw i64 %i1259, 1
  store i64 %t1264, ptr %c1255
  br label %head1256
done1258:
  br label %rowdone1221
rowdone1221:
  %t1267 = icmp slt i64 25, %t29
  br i1 %t1267, label %row1265, label %rowdone1266
row1265:
  %t1268 = add i64 %t25, 25
  %t1269 = getelementptr i32, ptr %buf.radd, i64 %t1268
  %t1270 = load i32, ptr %t1269, align 4
  %t1271 = insertelement <16 x i32> poison, i32 %t1270, i64 0
  %t1272 = shufflevector <16 x i32> %t1271, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1273 = getelementptr i32, ptr %buf.rmul, i64 %t1268
  %t1274 = load i32, ptr %t1273, align 4
  %t1275 = insertelement <16 x i32> poison, i32 %t1274, i64 0
  %t1276 = shufflevector <16 x i32> %t1275, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1277 = mul i64 %t36, 2
  %t1278 = add i64 %t1277, 50
  %t1279 = getelementptr <16 x i32>, ptr %tile, i64 %t1278
  %t1280 = load <16 x i32>, ptr %t1279, align 4
  %t1281 = bitcast <16 x i32> %t1280 to <16 x float>
  %t1282 = fmul <16 x float> %t1281, %t129
  %t1283 = fadd <16 x float> %t1282, %t135
  %t1284 = mul i64 %t36, 2
  %t1285 = add i64 %t1284, 51
  %t1286 = getelementptr <16 x i32>, ptr %tile, i64 %t1285
  %t1287 = load <16 x i32>, ptr %t1286, align 4
  %t1288 = bitcast <16 x i32> %t1287 to <16 x float>
  %t1289 = fmul <16 x float> %t1288, %t132
  %t1290 = fadd <16 x float> %t1289, %t138
  %t1291 = mul i64 %t1268, %size.ldc
  %t1292 = add i64 %t1291, %t26
  %t1293 = getelementptr float, ptr %buf.c, i64 %t1292
  br i1 %t139, label %whole1294, label %part1295
whole1294:
  %t1296 = getelementptr float, ptr %t1293, i64 0
  store <16 x float> %t1283, ptr %t1296, align 4
  %t1297 = getelementptr float, ptr %t1293, i64 16
  store <16 x float> %t1290, ptr %t1297, align 4
  br label %rowdone1266
part1295:
  %t1298 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1283, ptr %t1298, align 4
  %t1299 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1290, ptr %t1299, align 4
  store i64 0, ptr %c1300
  br label %head1301
head1301:
  %i1304 = load i64, ptr %c1300
  %t1305 = icmp slt i64 %i1304, %t32
  br i1 %t1305, label %body1302, label %done1303
body1302:
  %t1306 = getelementptr float, ptr %rowbuf, i64 %i1304
  %t1307 = load float, ptr %t1306, align 4
  %t1308 = getelementptr float, ptr %t1293, i64 %i1304
  store float %t1307, ptr %t1308, align 4
  %t1309 = add nsw i64 %i1304, 1
  store i64 %t1309, ptr %c1300
  br label %head1301
done1303:
  br label %rowdone1266
rowdone1266:
  %t1312 = icmp slt i64 26, %t29
  br i1 %t1312, label %row1310, label %rowdone1311
row1310:
  %t1313 = add i64 %t25, 26
  %t1314 = getelementptr i32, ptr %buf.radd, i64 %t1313
  %t1315 = load i32, ptr %t1314, align 4
  %t1316 = insertelement <16 x i32> poison, i32 %t1315, i64 0
  %t1317 = shufflevector <16 x i32> %t1316, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1318 = getelementptr i32, ptr %buf.rmul, i64 %t1313
  %t1319 = load i32, ptr %t1318, align 4
  %t1320 = insertelement <16 x i32> poison, i32 %t1319, i64 0
  %t1321 = shufflevector <16 x i32> %t1320, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1322 = mul i64 %t36, 2
  %t1323 = add i64 %t1322, 52
  %t1324 = getelementptr <16 x i32>, ptr %tile, i64 %t1323
  %t1325 = load <16 x i32>, ptr %t1324, align 4
  %t1326 = bitcast <16 x i32> %t1325 to <16 x float>
  %t1327 = fmul <16 x float> %t1326, %t129
  %t1328 = fadd <16 x float> %t1327, %t135
  %t1329 = mul i64 %t36, 2
  %t1330 = add i64 %t1329, 53
  %t1331 = getelementptr <16 x i32>, ptr %tile, i64 %t1330
  %t1332 = load <16 x i32>, ptr %t1331, align 4
  %t1333 = bitcast <16 x i32> %t1332 to <16 x float>
  %t1334 = fmul <16 x float> %t1333, %t132
  %t1335 = fadd <16 x float> %t1334, %t138
  %t1336 = mul i64 %t1313, %size.ldc
  %t1337 = add i64 %t1336, %t26
  %t1338 = getelementptr float, ptr %buf.c, i64 %t1337
  br i1 %t139, label %whole1339, label %part1340
whole1339:
  %t1341 = getelementptr float, ptr %t1338, i64 0
  store <16 x float> %t1328, ptr %t1341, align 4
  %t1342 = getelementptr float, ptr %t1338, i64 16
  store <16 x float> %t1335, ptr %t1342, align 4
  br label %rowdone1311
part1340:
  %t1343 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1328, ptr %t1343, align 4
  %t1344 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1335, ptr %t1344, align 4
  store i64 0, ptr %c1345
  br label %head1346
head1346:
  %i1349 = load i64, ptr %c1345
  %t1350 = icmp slt i64 %i1349, %t32
  br i1 %t1350, label %body1347, label %done1348
body1347:
  %t1351 = getelementptr float, ptr %rowbuf, i64 %i1349
  %t1352 = load float, ptr %t1351, align 4
  %t1353 = getelementptr float, ptr %t1338, i64 %i1349
  store float %t1352, ptr %t1353, align 4
  %t1354 = add nsw i64 %i1349, 1
  store i64 %t1354, ptr %c1345
  br label %head1346
done1348:
  br label %rowdone1311
rowdone1311:
  %t1357 = icmp slt i64 27, %t29
  br i1 %t1357, label %row1355, label %rowdone1356
row1355:
  %t1358 = add i64 %t25, 27
  %t1359 = getelementptr i32, ptr %buf.radd, i64 %t1358
  %t1360 = load i32, ptr %t1359, align 4
  %t1361 = insertelement <16 x i32> poison, i32 %t1360, i64 0
  %t1362 = shufflevector <16 x i32> %t1361, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1363 = getelementptr i32, ptr %buf.rmul, i64 %t1358
  %t1364 = load i32, ptr %t1363, align 4
  %t1365 = insertelement <16 x i32> poison, i32 %t1364, i64 0
  %t1366 = shufflevector <16 x i32> %t1365, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1367 = mul i64 %t36, 2
  %t1368 = add i64 %t1367, 54
  %t1369 = getelementptr <16 x i32>, ptr %tile, i64 %t1368
  %t1370 = load <16 x i32>, ptr %t1369, align 4
  %t1371 = bitcast <16 x i32> %t1370 to <16 x float>
  %t1372 = fmul <16 x float> %t1371, %t129
  %t1373 = fadd <16 x float> %t1372, %t135
  %t1374 = mul i64 %t36, 2
  %t1375 = add i64 %t1374, 55
  %t1376 = getelementptr <16 x i32>, ptr %tile, i64 %t1375
  %t1377 = load <16 x i32>, ptr %t1376, align 4
  %t1378 = bitcast <16 x i32> %t1377 to <16 x float>
  %t1379 = fmul <16 x float> %t1378, %t132
  %t1380 = fadd <16 x float> %t1379, %t138
  %t1381 = mul i64 %t1358, %size.ldc
  %t1382 = add i64 %t1381, %t26
  %t1383 = getelementptr float, ptr %buf.c, i64 %t1382
  br i1 %t139, label %whole1384, label %part1385
whole1384:
  %t1386 = getelementptr float, ptr %t1383, i64 0
  store <16 x float> %t1373, ptr %t1386, align 4
  %t1387 = getelementptr float, ptr %t1383, i64 16
  store <16 x float> %t1380, ptr %t1387, align 4
  br label %rowdone1356
part1385:
  %t1388 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1373, ptr %t1388, align 4
  %t1389 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1380, ptr %t1389, align 4
  store i64 0, ptr %c1390
  br label %head1391
head1391:
  %i1394 = load i64, ptr %c1390
  %t1395 = icmp slt i64 %i1394, %t32
  br i1 %t1395, label %body1392, label %done1393
body1392:
  %t1396 = getelementptr float, ptr %rowbuf, i64 %i1394
  %t1397 = load float, ptr %t1396, align 4
  %t1398 = getelementptr float, ptr %t1383, i64 %i1394
  store float %t1397, ptr %t1398, align 4
  %t1399 = add nsw i64 %i1394, 1
  store i64 %t1399, ptr %c1390
  br label %head1391
done1393:
  br label %rowdone1356
rowdone1356:
  %t1402 = icmp slt i64 28, %t29
  br i1 %t1402, label %row1400, label %rowdone1401
row1400:
  %t1403 = add i64 %t25, 28
  %t1404 = getelementptr i32, ptr %buf.radd, i64 %t1403
  %t1405 = load i32, ptr %t1404, align 4
  %t1406 = insertelement <16 x i32> poison, i32 %t1405, i64 0
  %t1407 = shufflevector <16 x i32> %t1406, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1408 = getelementptr i32, ptr %buf.rmul, i64 %t1403
  %t1409 = load i32, ptr %t1408, align 4
  %t1410 = insertelement <16 x i32> poison, i32 %t1409, i64 0
  %t1411 = shufflevector <16 x i32> %t1410, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1412 = mul i64 %t36, 2
  %t1413 = add i64 %t1412, 56
  %t1414 = getelementptr <16 x i32>, ptr %tile, i64 %t1413
  %t1415 = load <16 x i32>, ptr %t1414, align 4
  %t1416 = bitcast <16 x i32> %t1415 to <16 x float>
  %t1417 = fmul <16 x float> %t1416, %t129
  %t1418 = fadd <16 x float> %t1417, %t135
  %t1419 = mul i64 %t36, 2
  %t1420 = add i64 %t1419, 57
  %t1421 = getelementptr <16 x i32>, ptr %tile, i64 %t1420
  %t1422 = load <16 x i32>, ptr %t1421, align 4
  %t1423 = bitcast <16 x i32> %t1422 to <16 x float>
  %t1424 = fmul <16 x float> %t1423, %t132
  %t1425 = fadd <16 x float> %t1424, %t138
  %t1426 = mul i64 %t1403, %size.ldc
  %t1427 = add i64 %t1426, %t26
  %t1428 = getelementptr float, ptr %buf.c, i64 %t1427
  br i1 %t139, label %whole1429, label %part1430
whole1429:
  %t1431 = getelementptr float, ptr %t1428, i64 0
  store <16 x float> %t1418, ptr %t1431, align 4
  %t1432 = getelementptr float, ptr %t1428, i64 16
  store <16 x float> %t1425, ptr %t1432, align 4
  br label %rowdone1401
part1430:
  %t1433 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1418, ptr %t1433, align 4
  %t1434 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1425, ptr %t1434, align 4
  store i64 0, ptr %c1435
  br label %head1436
head1436:
  %i1439 = load i64, ptr %c1435
  %t1440 = icmp slt i64 %i1439, %t32
  br i1 %t1440, label %body1437, label %done1438
body1437:
  %t1441 = getelementptr float, ptr %rowbuf, i64 %i1439
  %t1442 = load float, ptr %t1441, align 4
  %t1443 = getelementptr float, ptr %t1428, i64 %i1439
  store float %t1442, ptr %t1443, align 4
  %t1444 = add nsw i64 %i1439, 1
  store i64 %t1444, ptr %c1435
  br label %head1436
done1438:
  br label %rowdone1401
rowdone1401:
  %t1447 = icmp slt i64 29, %t29
  br i1 %t1447, label %row1445, label %rowdone1446
row1445:
  %t1448 = add i64 %t25, 29
  %t1449 = getelementptr i32, ptr %buf.radd, i64 %t1448
  %t1450 = load i32, ptr %t1449, align 4
  %t1451 = insertelement <16 x i32> poison, i32 %t1450, i64 0
  %t1452 = shufflevector <16 x i32> %t1451, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1453 = getelementptr i32, ptr %buf.rmul, i64 %t1448
  %t1454 = load i32, ptr %t1453, align 4
  %t1455 = insertelement <16 x i32> poison, i32 %t1454, i64 0
  %t1456 = shufflevector <16 x i32> %t1455, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1457 = mul i64 %t36, 2
  %t1458 = add i64 %t1457, 58
  %t1459 = getelementptr <16 x i32>, ptr %tile, i64 %t1458
  %t1460 = load <16 x i32>, ptr %t1459, align 4
  %t1461 = bitcast <16 x i32> %t1460 to <16 x float>
  %t1462 = fmul <16 x float> %t1461, %t129
  %t1463 = fadd <16 x float> %t1462, %t135
  %t1464 = mul i64 %t36, 2
  %t1465 = add i64 %t1464, 59
  %t1466 = getelementptr <16 x i32>, ptr %tile, i64 %t1465
  %t1467 = load <16 x i32>, ptr %t1466, align 4
  %t1468 = bitcast <16 x i32> %t1467 to <16 x float>
  %t1469 = fmul <16 x float> %t1468, %t132
  %t1470 = fadd <16 x float> %t1469, %t138
  %t1471 = mul i64 %t1448, %size.ldc
  %t1472 = add i64 %t1471, %t26
  %t1473 = getelementptr float, ptr %buf.c, i64 %t1472
  br i1 %t139, label %whole1474, label %part1475
whole1474:
  %t1476 = getelementptr float, ptr %t1473, i64 0
  store <16 x float> %t1463, ptr %t1476, align 4
  %t1477 = getelementptr float, ptr %t1473, i64 16
  store <16 x float> %t1470, ptr %t1477, align 4
  br label %rowdone1446
part1475:
  %t1478 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1463, ptr %t1478, align 4
  %t1479 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1470, ptr %t1479, align 4
  store i64 0, ptr %c1480
  br label %head1481
head1481:
  %i1484 = load i64, ptr %c1480
  %t1485 = icmp slt i64 %i1484, %t32
  br i1 %t1485, label %body1482, label %done1483
body1482:
  %t1486 = getelementptr float, ptr %rowbuf, i64 %i1484
  %t1487 = load float, ptr %t1486, align 4
  %t1488 = getelementptr float, ptr %t1473, i64 %i1484
  store float %t1487, ptr %t1488, align 4
  %t1489 = add nsw i64 %i1484, 1
  store i64 %t1489, ptr %c1480
  br label %head1481
done1483:
  br label %rowdone1446
rowdone1446:
  %t1492 = icmp slt i64 30, %t29
  br i1 %t1492, label %row1490, label %rowdone1491
row1490:
  %t1493 = add i64 %t25, 30
  %t1494 = getelementptr i32, ptr %buf.radd, i64 %t1493
  %t1495 = load i32, ptr %t1494, align 4
  %t1496 = insertelement <16 x i32> poison, i32 %t1495, i64 0
  %t1497 = shufflevector <16 x i32> %t1496, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1498 = getelementptr i32, ptr %buf.rmul, i64 %t1493
  %t1499 = load i32, ptr %t1498, align 4
  %t1500 = insertelement <16 x i32> poison, i32 %t1499, i64 0
  %t1501 = shufflevector <16 x i32> %t1500, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1502 = mul i64 %t36, 2
  %t1503 = add i64 %t1502, 60
  %t1504 = getelementptr <16 x i32>, ptr %tile, i64 %t1503
  %t1505 = load <16 x i32>, ptr %t1504, align 4
  %t1506 = bitcast <16 x i32> %t1505 to <16 x float>
  %t1507 = fmul <16 x float> %t1506, %t129
  %t1508 = fadd <16 x float> %t1507, %t135
  %t1509 = mul i64 %t36, 2
  %t1510 = add i64 %t1509, 61
  %t1511 = getelementptr <16 x i32>, ptr %tile, i64 %t1510
  %t1512 = load <16 x i32>, ptr %t1511, align 4
  %t1513 = bitcast <16 x i32> %t1512 to <16 x float>
  %t1514 = fmul <16 x float> %t1513, %t132
  %t1515 = fadd <16 x float> %t1514, %t138
  %t1516 = mul i64 %t1493, %size.ldc
  %t1517 = add i64 %t1516, %t26
  %t1518 = getelementptr float, ptr %buf.c, i64 %t1517
  br i1 %t139, label %whole1519, label %part1520
whole1519:
  %t1521 = getelementptr float, ptr %t1518, i64 0
  store <16 x float> %t1508, ptr %t1521, align 4
  %t1522 = getelementptr float, ptr %t1518, i64 16
  store <16 x float> %t1515, ptr %t1522, align 4
  br label %rowdone1491
part1520:
  %t1523 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1508, ptr %t1523, align 4
  %t1524 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1515, ptr %t1524, align 4
  store i64 0, ptr %c1525
  br label %head1526
head1526:
  %i1529 = load i64, ptr %c1525
  %t1530 = icmp slt i64 %i1529, %t32
  br i1 %t1530, label %body1527, label %done1528
body1527:
  %t1531 = getelementptr float, ptr %rowbuf, i64 %i1529
  %t1532 = load float, ptr %t1531, align 4
  %t1533 = getelementptr float, ptr %t1518, i64 %i1529
  store float %t1532, ptr %t1533, align 4
  %t1534 = add nsw i64 %i1529, 1
  store i64 %t1534, ptr %c1525
  br label %head1526
done1528:
  br label %rowdone1491
rowdone1491:
  %t1537 = icmp slt i64 31, %t29
  br i1 %t1537, label %row1535, label %rowdone1536
row1535:
  %t1538 = add i64 %t25, 31
  %t1539 = getelementptr i32, ptr %buf.radd, i64 %t1538
  %t1540 = load i32, ptr %t1539, align 4
  %t1541 = insertelement <16 x i32> poison, i32 %t1540, i64 0
  %t1542 = shufflevector <16 x i32> %t1541, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1543 = getelementptr i32, ptr %buf.rmul, i64 %t1538
  %t1544 = load i32, ptr %t1543, align 4
  %t1545 = insertelement <16 x i32> poison, i32 %t1544, i64 0
  %t1546 = shufflevector <16 x i32> %t1545, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1547 = mul i64 %t36, 2
  %t1548 = add i64 %t1547, 62
  %t1549 = getelementptr <16 x i32>, ptr %tile, i64 %t1548
  %t1550 = load <16 x i32>, ptr %t1549, align 4
  %t1551 = bitcast <16 x i32> %t1550 to <16 x float>
  %t1552 = fmul <16 x float> %t1551, %t129
  %t1553 = fadd <16 x float> %t1552, %t135
  %t1554 = mul i64 %t36, 2
  %t1555 = add i64 %t1554, 63
  %t1556 = getelementptr <16 x i32>, ptr %tile, i64 %t1555
  %t1557 = load <16 x i32>, ptr %t1556, align 4
  %t1558 = bitcast <16 x i32> %t1557 to <16 x float>
  %t1559 = fmul <16 x float> %t1558, %t132
  %t1560 = fadd <16 x float> %t1559, %t138
  %t1561 = mul i64 %t1538, %size.ldc
  %t1562 = add i64 %t1561, %t26
  %t1563 = getelementptr float, ptr %buf.c, i64 %t1562
  br i1 %t139, label %whole1564, label %part1565
whole1564:
  %t1566 = getelementptr float, ptr %t1563, i64 0
  store <16 x float> %t1553, ptr %t1566, align 4
  %t1567 = getelementptr float, ptr %t1563, i64 16
  store <16 x float> %t1560, ptr %t1567, align 4
  br label %rowdone1536
part1565:
  %t1568 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1553, ptr %t1568, align 4
  %t1569 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1560, ptr %t1569, align 4
  store i64 0, ptr %c1570
  br label %head1571
head1571:
  %i1574 = load i64, ptr %c1570
  %t1575 = icmp slt i64 %i1574, %t32
  br i1 %t1575, label %body1572, label %done1573
body1572:
  %t1576 = getelementptr float, ptr %rowbuf, i64 %i1574
  %t1577 = load float, ptr %t1576, align 4
  %t1578 = getelementptr float, ptr %t1563, i64 %i1574
  store float %t1577, ptr %t1578, align 4
  %t1579 = add nsw i64 %i1574, 1
  store i64 %t1579, ptr %c1570
  br label %head1571
done1573:
  br label %rowdone1536
rowdone1536:
  %t1580 = add nsw i64 %i17, 1
  store i64 %t1580, ptr %c13
  br label %head14
done16:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
