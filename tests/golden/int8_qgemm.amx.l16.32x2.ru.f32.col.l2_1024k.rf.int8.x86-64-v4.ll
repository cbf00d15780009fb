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
  %c52 = alloca i64
  %c64 = alloca i64
  %c83 = alloca i64
  %c102 = alloca i64
  %c173 = alloca i64
  %c218 = alloca i64
  %c263 = alloca i64
  %c308 = alloca i64
  %c353 = alloca i64
  %c398 = alloca i64
  %c443 = alloca i64
  %c488 = alloca i64
  %c533 = alloca i64
  %c578 = alloca i64
  %c623 = alloca i64
  %c668 = alloca i64
  %c713 = alloca i64
  %c758 = alloca i64
  %c803 = alloca i64
  %c848 = alloca i64
  %c893 = alloca i64
  %c938 = alloca i64
  %c983 = alloca i64
  %c1028 = alloca i64
  %c1073 = alloca i64
  %c1118 = alloca i64
  %c1163 = alloca i64
  %c1208 = alloca i64
  %c1253 = alloca i64
  %c1298 = alloca i64
  %c1343 = alloca i64
  %c1388 = alloca i64
  %c1433 = alloca i64
  %c1478 = alloca i64
  %c1523 = alloca i64
  %c1568 = alloca i64
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
  %t37 = mul i64 %size.kg, 4
  %t40 = icmp eq i64 %t22, 0
  %t41 = icmp eq i64 %i17, %range.lo
  %t42 = or i1 %t40, %t41
  %t43 = xor i1 %t12, true
  %t44 = or i1 %t42, %t43
  br i1 %t44, label %round38, label %rounded39
round38:
  %t45 = sub i64 %size.m, %t35
  %t46 = icmp slt i64 32, %t45
  %t47 = select i1 %t46, i64 32, i64 %t45
  %t48 = mul i64 %size.kg, 2
  %t49 = mul i64 %t35, %size.rs
  %t50 = getelementptr i8, ptr %buf.r, i64 %t49
  %t51 = sdiv i64 %size.rs, 4
  store i64 0, ptr %c52
  br label %head53
head53:
  %i56 = load i64, ptr %c52
  %t57 = icmp slt i64 %i56, %t47
  br i1 %t57, label %body54, label %done55
body54:
  %t58 = mul i64 %i56, %t51
  %t59 = getelementptr float, ptr %t50, i64 %t58
  %t60 = mul i64 %i56, %t48
  %t61 = getelementptr i16, ptr %block, i64 %t60
  %t62 = sdiv i64 %t51, 16
  %t63 = mul i64 %t62, 16
  store i64 0, ptr %c64
  br label %head65
head65:
  %i68 = load i64, ptr %c64
  %t69 = icmp slt i64 %i68, %t63
  br i1 %t69, label %body66, label %done67
body66:
  %t70 = getelementptr float, ptr %t59, i64 %i68
  %t71 = load <16 x float>, ptr %t70, align 4
  %t72 = bitcast <16 x float> %t71 to <16 x i32>
  %t73 = lshr <16 x i32> %t72, splat (i32 16)
  %t74 = and <16 x i32> %t73, splat (i32 1)
  %t75 = add <16 x i32> %t72, splat (i32 32767)
  %t76 = add <16 x i32> %t75, %t74
  %t77 = lshr <16 x i32> %t76, splat (i32 16)
  %t78 = fcmp uno <16 x float> %t71, %t71
  %t79 = select <16 x i1> %t78, <16 x i32> splat (i32 32704), <16 x i32> %t77
  %t80 = trunc <16 x i32> %t79 to <16 x i16>
  %t81 = getelementptr i16, ptr %t61, i64 %i68
  store <16 x i16> %t80, ptr %t81, align 2
  %t82 = add nsw i64 %i68, 16
  store i64 %t82, ptr %c64
  br label %head65
done67:
  store i64 %t63, ptr %c83
  br label %head84
head84:
  %i87 = load i64, ptr %c83
  %t88 = icmp slt i64 %i87, %t51
  br i1 %t88, label %body85, label %done86
body85:
  %t89 = getelementptr float, ptr %t59, i64 %i87
  %t90 = load float, ptr %t89, align 4
  %t91 = bitcast float %t90 to i32
  %t92 = lshr i32 %t91, 16
  %t93 = and i32 %t92, 1
  %t94 = add i32 %t91, 32767
  %t95 = add i32 %t94, %t93
  %t96 = lshr i32 %t95, 16
  %t97 = fcmp uno float %t90, %t90
  %t98 = select i1 %t97, i32 32704, i32 %t96
  %t99 = trunc i32 %t98 to i16
  %t100 = getelementptr i16, ptr %t61, i64 %i87
  store i16 %t99, ptr %t100, align 2
  %t101 = add nsw i64 %i87, 1
  store i64 %t101, ptr %c83
  br label %head84
done86:
  store i64 %t51, ptr %c102
  br label %head103
head103:
  %i106 = load i64, ptr %c102
  %t107 = icmp slt i64 %i106, %t48
  br i1 %t107, label %body104, label %done105
body104:
  %t108 = getelementptr i16, ptr %t61, i64 %i106
  store i16 0, ptr %t108, align 2
  %t109 = add nsw i64 %i106, 1
  store i64 %t109, ptr %c102
  br label %head103
done105:
  %t110 = add nsw i64 %i56, 1
  store i64 %t110, ptr %c52
  br label %head53
done55:
  br label %rounded39
rounded39:
  %t111 = mul i64 %t22, %t8
  %t112 = getelementptr i8, ptr %buf.p, i64 %t111
  call void @"jr.qgemm.amx.l16.32x2.ru.f32.col.l2_1024k.rf.mk"(ptr %block, i64 %t37, i64 %t29, ptr %t112, i64 %size.kg, ptr %tile)
  %t113 = add i64 %t26, 0
  %t114 = getelementptr i32, ptr %buf.cadd, i64 %t113
  %t115 = load <16 x i32>, ptr %t114, align 4
  %t116 = add i64 %t26, 16
  %t117 = getelementptr i32, ptr %buf.cadd, i64 %t116
  %t118 = load <16 x i32>, ptr %t117, align 4
  %t119 = add i64 %t26, 0
  %t120 = getelementptr i32, ptr %buf.cmul, i64 %t119
  %t121 = load <16 x i32>, ptr %t120, align 4
  %t122 = add i64 %t26, 16
  %t123 = getelementptr i32, ptr %buf.cmul, i64 %t122
  %t124 = load <16 x i32>, ptr %t123, align 4
  %t125 = add i64 %t26, 0
  %t126 = getelementptr float, ptr %buf.scale, i64 %t125
  %t127 = load <16 x float>, ptr %t126, align 4
  %t128 = add i64 %t26, 16
  %t129 = getelementptr float, ptr %buf.scale, i64 %t128
  %t130 = load <16 x float>, ptr %t129, align 4
  %t131 = add i64 %t26, 0
  %t132 = getelementptr float, ptr %buf.bias, i64 %t131
  %t133 = load <16 x float>, ptr %t132, align 4
  %t134 = add i64 %t26, 16
  %t135 = getelementptr float, ptr %buf.bias, i64 %t134
  %t136 = load <16 x float>, ptr %t135, align 4
  %t137 = icmp eq i64 %t32, 32
  %t140 = icmp slt i64 0, %t29
  br i1 %t140, label %row138, label %rowdone139
row138:
  %t141 = add i64 %t25, 0
  %t142 = getelementptr i32, ptr %buf.radd, i64 %t141
  %t143 = load i32, ptr %t142, align 4
  %t144 = insertelement <16 x i32> poison, i32 %t143, i64 0
  %t145 = shufflevector <16 x i32> %t144, <16 x i32> poison, <16 x i32> zeroinitializer
  %t146 = getelementptr i32, ptr %buf.rmul, i64 %t141
  %t147 = load i32, ptr %t146, align 4
  %t148 = insertelement <16 x i32> poison, i32 %t147, i64 0
  %t149 = shufflevector <16 x i32> %t148, <16 x i32> poison, <16 x i32> zeroinitializer
  %t150 = mul i64 %t36, 2
  %t151 = add i64 %t150, 0
  %t152 = getelementptr <16 x i32>, ptr %tile, i64 %t151
  %t153 = load <16 x i32>, ptr %t152, align 4
  %t154 = bitcast <16 x i32> %t153 to <16 x float>
  %t155 = fmul <16 x float> %t154, %t127
  %t156 = fadd <16 x float> %t155, %t133
  %t157 = mul i64 %t36, 2
  %t158 = add i64 %t157, 1
  %t159 = getelementptr <16 x i32>, ptr %tile, i64 %t158
  %t160 = load <16 x i32>, ptr %t159, align 4
  %t161 = bitcast <16 x i32> %t160 to <16 x float>
  %t162 = fmul <16 x float> %t161, %t130
  %t163 = fadd <16 x float> %t162, %t136
  %t164 = mul i64 %t141, %size.ldc
  %t165 = add i64 %t164, %t26
  %t166 = getelementptr float, ptr %buf.c, i64 %t165
  br i1 %t137, label %whole167, label %part168
whole167:
  %t169 = getelementptr float, ptr %t166, i64 0
  store <16 x float> %t156, ptr %t169, align 4
  %t170 = getelementptr float, ptr %t166, i64 16
  store <16 x float> %t163, ptr %t170, align 4
  br label %rowdone139
part168:
  %t171 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t156, ptr %t171, align 4
  %t172 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t163, ptr %t172, align 4
  store i64 0, ptr %c173
  br label %head174
head174:
  %i177 = load i64, ptr %c173
  %t178 = icmp slt i64 %i177, %t32
  br i1 %t178, label %body175, label %done176
body175:
  %t179 = getelementptr float, ptr %rowbuf, i64 %i177
  %t180 = load float, ptr %t179, align 4
  %t181 = getelementptr float, ptr %t166, i64 %i177
  store float %t180, ptr %t181, align 4
  %t182 = add nsw i64 %i177, 1
  store i64 %t182, ptr %c173
  br label %head174
done176:
  br label %rowdone139
rowdone139:
  %t185 = icmp slt i64 1, %t29
  br i1 %t185, label %row183, label %rowdone184
row183:
  %t186 = add i64 %t25, 1
  %t187 = getelementptr i32, ptr %buf.radd, i64 %t186
  %t188 = load i32, ptr %t187, align 4
  %t189 = insertelement <16 x i32> poison, i32 %t188, i64 0
  %t190 = shufflevector <16 x i32> %t189, <16 x i32> poison, <16 x i32> zeroinitializer
  %t191 = getelementptr i32, ptr %buf.rmul, i64 %t186
  %t192 = load i32, ptr %t191, align 4
  %t193 = insertelement <16 x i32> poison, i32 %t192, i64 0
  %t194 = shufflevector <16 x i32> %t193, <16 x i32> poison, <16 x i32> zeroinitializer
  %t195 = mul i64 %t36, 2
  %t196 = add i64 %t195, 2
  %t197 = getelementptr <16 x i32>, ptr %tile, i64 %t196
  %t198 = load <16 x i32>, ptr %t197, align 4
  %t199 = bitcast <16 x i32> %t198 to <16 x float>
  %t200 = fmul <16 x float> %t199, %t127
  %t201 = fadd <16 x float> %t200, %t133
  %t202 = mul i64 %t36, 2
  %t203 = add i64 %t202, 3
  %t204 = getelementptr <16 x i32>, ptr %tile, i64 %t203
  %t205 = load <16 x i32>, ptr %t204, align 4
  %t206 = bitcast <16 x i32> %t205 to <16 x float>
  %t207 = fmul <16 x float> %t206, %t130
  %t208 = fadd <16 x float> %t207, %t136
  %t209 = mul i64 %t186, %size.ldc
  %t210 = add i64 %t209, %t26
  %t211 = getelementptr float, ptr %buf.c, i64 %t210
  br i1 %t137, label %whole212, label %part213
whole212:
  %t214 = getelementptr float, ptr %t211, i64 0
  store <16 x float> %t201, ptr %t214, align 4
  %t215 = getelementptr float, ptr %t211, i64 16
  store <16 x float> %t208, ptr %t215, align 4
  br label %rowdone184
part213:
  %t216 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t201, ptr %t216, align 4
  %t217 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t208, ptr %t217, align 4
  store i64 0, ptr %c218
  br label %head219
head219:
  %i222 = load i64, ptr %c218
  %t223 = icmp slt i64 %i222, %t32
  br i1 %t223, label %body220, label %done221
body220:
  %t224 = getelementptr float, ptr %rowbuf, i64 %i222
  %t225 = load float, ptr %t224, align 4
  %t226 = getelementptr float, ptr %t211, i64 %i222
  store float %t225, ptr %t226, align 4
  %t227 = add nsw i64 %i222, 1
  store i64 %t227, ptr %c218
  br label %head219
done221:
  br label %rowdone184
rowdone184:
  %t230 = icmp slt i64 2, %t29
  br i1 %t230, label %row228, label %rowdone229
row228:
  %t231 = add i64 %t25, 2
  %t232 = getelementptr i32, ptr %buf.radd, i64 %t231
  %t233 = load i32, ptr %t232, align 4
  %t234 = insertelement <16 x i32> poison, i32 %t233, i64 0
  %t235 = shufflevector <16 x i32> %t234, <16 x i32> poison, <16 x i32> zeroinitializer
  %t236 = getelementptr i32, ptr %buf.rmul, i64 %t231
  %t237 = load i32, ptr %t236, align 4
  %t238 = insertelement <16 x i32> poison, i32 %t237, i64 0
  %t239 = shufflevector <16 x i32> %t238, <16 x i32> poison, <16 x i32> zeroinitializer
  %t240 = mul i64 %t36, 2
  %t241 = add i64 %t240, 4
  %t242 = getelementptr <16 x i32>, ptr %tile, i64 %t241
  %t243 = load <16 x i32>, ptr %t242, align 4
  %t244 = bitcast <16 x i32> %t243 to <16 x float>
  %t245 = fmul <16 x float> %t244, %t127
  %t246 = fadd <16 x float> %t245, %t133
  %t247 = mul i64 %t36, 2
  %t248 = add i64 %t247, 5
  %t249 = getelementptr <16 x i32>, ptr %tile, i64 %t248
  %t250 = load <16 x i32>, ptr %t249, align 4
  %t251 = bitcast <16 x i32> %t250 to <16 x float>
  %t252 = fmul <16 x float> %t251, %t130
  %t253 = fadd <16 x float> %t252, %t136
  %t254 = mul i64 %t231, %size.ldc
  %t255 = add i64 %t254, %t26
  %t256 = getelementptr float, ptr %buf.c, i64 %t255
  br i1 %t137, label %whole257, label %part258
whole257:
  %t259 = getelementptr float, ptr %t256, i64 0
  store <16 x float> %t246, ptr %t259, align 4
  %t260 = getelementptr float, ptr %t256, i64 16
  store <16 x float> %t253, ptr %t260, align 4
  br label %rowdone229
part258:
  %t261 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t246, ptr %t261, align 4
  %t262 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t253, ptr %t262, align 4
  store i64 0, ptr %c263
  br label %head264
head264:
  %i267 = load i64, ptr %c263
  %t268 = icmp slt i64 %i267, %t32
  br i1 %t268, label %body265, label %done266
body265:
  %t269 = getelementptr float, ptr %rowbuf, i64 %i267
  %t270 = load float, ptr %t269, align 4
  %t271 = getelementptr float, ptr %t256, i64 %i267
  store float %t270, ptr %t271, align 4
  %t272 = add nsw i64 %i267, 1
  store i64 %t272, ptr %c263
  br label %head264
done266:
  br label %rowdone229
rowdone229:
  %t275 = icmp slt i64 3, %t29
  br i1 %t275, label %row273, label %rowdone274
row273:
  %t276 = add i64 %t25, 3
  %t277 = getelementptr i32, ptr %buf.radd, i64 %t276
  %t278 = load i32, ptr %t277, align 4
  %t279 = insertelement <16 x i32> poison, i32 %t278, i64 0
  %t280 = shufflevector <16 x i32> %t279, <16 x i32> poison, <16 x i32> zeroinitializer
  %t281 = getelementptr i32, ptr %buf.rmul, i64 %t276
  %t282 = load i32, ptr %t281, align 4
  %t283 = insertelement <16 x i32> poison, i32 %t282, i64 0
  %t284 = shufflevector <16 x i32> %t283, <16 x i32> poison, <16 x i32> zeroinitializer
  %t285 = mul i64 %t36, 2
  %t286 = add i64 %t285, 6
  %t287 = getelementptr <16 x i32>, ptr %tile, i64 %t286
  %t288 = load <16 x i32>, ptr %t287, align 4
  %t289 = bitcast <16 x i32> %t288 to <16 x float>
  %t290 = fmul <16 x float> %t289, %t127
  %t291 = fadd <16 x float> %t290, %t133
  %t292 = mul i64 %t36, 2
  %t293 = add i64 %t292, 7
  %t294 = getelementptr <16 x i32>, ptr %tile, i64 %t293
  %t295 = load <16 x i32>, ptr %t294, align 4
  %t296 = bitcast <16 x i32> %t295 to <16 x float>
  %t297 = fmul <16 x float> %t296, %t130
  %t298 = fadd <16 x float> %t297, %t136
  %t299 = mul i64 %t276, %size.ldc
  %t300 = add i64 %t299, %t26
  %t301 = getelementptr float, ptr %buf.c, i64 %t300
  br i1 %t137, label %whole302, label %part303
whole302:
  %t304 = getelementptr float, ptr %t301, i64 0
  store <16 x float> %t291, ptr %t304, align 4
  %t305 = getelementptr float, ptr %t301, i64 16
  store <16 x float> %t298, ptr %t305, align 4
  br label %rowdone274
part303:
  %t306 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t291, ptr %t306, align 4
  %t307 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t298, ptr %t307, align 4
  store i64 0, ptr %c308
  br label %head309
head309:
  %i312 = load i64, ptr %c308
  %t313 = icmp slt i64 %i312, %t32
  br i1 %t313, label %body310, label %done311
body310:
  %t314 = getelementptr float, ptr %rowbuf, i64 %i312
  %t315 = load float, ptr %t314, align 4
  %t316 = getelementptr float, ptr %t301, i64 %i312
  store float %t315, ptr %t316, align 4
  %t317 = add nsw i64 %i312, 1
  store i64 %t317, ptr %c308
  br label %head309
done311:
  br label %rowdone274
rowdone274:
  %t320 = icmp slt i64 4, %t29
  br i1 %t320, label %row318, label %rowdone319
row318:
  %t321 = add i64 %t25, 4
  %t322 = getelementptr i32, ptr %buf.radd, i64 %t321
  %t323 = load i32, ptr %t322, align 4
  %t324 = insertelement <16 x i32> poison, i32 %t323, i64 0
  %t325 = shufflevector <16 x i32> %t324, <16 x i32> poison, <16 x i32> zeroinitializer
  %t326 = getelementptr i32, ptr %buf.rmul, i64 %t321
  %t327 = load i32, ptr %t326, align 4
  %t328 = insertelement <16 x i32> poison, i32 %t327, i64 0
  %t329 = shufflevector <16 x i32> %t328, <16 x i32> poison, <16 x i32> zeroinitializer
  %t330 = mul i64 %t36, 2
  %t331 = add i64 %t330, 8
  %t332 = getelementptr <16 x i32>, ptr %tile, i64 %t331
  %t333 = load <16 x i32>, ptr %t332, align 4
  %t334 = bitcast <16 x i32> %t333 to <16 x float>
  %t335 = fmul <16 x float> %t334, %t127
  %t336 = fadd <16 x float> %t335, %t133
  %t337 = mul i64 %t36, 2
  %t338 = add i64 %t337, 9
  %t339 = getelementptr <16 x i32>, ptr %tile, i64 %t338
  %t340 = load <16 x i32>, ptr %t339, align 4
  %t341 = bitcast <16 x i32> %t340 to <16 x float>
  %t342 = fmul <16 x float> %t341, %t130
  %t343 = fadd <16 x float> %t342, %t136
  %t344 = mul i64 %t321, %size.ldc
  %t345 = add i64 %t344, %t26
  %t346 = getelementptr float, ptr %buf.c, i64 %t345
  br i1 %t137, label %whole347, label %part348
whole347:
  %t349 = getelementptr float, ptr %t346, i64 0
  store <16 x float> %t336, ptr %t349, align 4
  %t350 = getelementptr float, ptr %t346, i64 16
  store <16 x float> %t343, ptr %t350, align 4
  br label %rowdone319
part348:
  %t351 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t336, ptr %t351, align 4
  %t352 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t343, ptr %t352, align 4
  store i64 0, ptr %c353
  br label %head354
head354:
  %i357 = load i64, ptr %c353
  %t358 = icmp slt i64 %i357, %t32
  br i1 %t358, label %body355, label %done356
body355:
  %t359 = getelementptr float, ptr %rowbuf, i64 %i357
  %t360 = load float, ptr %t359, align 4
  %t361 = getelementptr float, ptr %t346, i64 %i357
  store float %t360, ptr %t361, align 4
  %t362 = add nsw i64 %i357, 1
  store i64 %t362, ptr %c353
  br label %head354
done356:
  br label %rowdone319
rowdone319:
  %t365 = icmp slt i64 5, %t29
  br i1 %t365, label %row363, label %rowdone364
row363:
  %t366 = add i64 %t25, 5
  %t367 = getelementptr i32, ptr %buf.radd, i64 %t366
  %t368 = load i32, ptr %t367, align 4
  %t369 = insertelement <16 x i32> poison, i32 %t368, i64 0
  %t370 = shufflevector <16 x i32> %t369, <16 x i32> poison, <16 x i32> zeroinitializer
  %t371 = getelementptr i32, ptr %buf.rmul, i64 %t366
  %t372 = load i32, ptr %t371, align 4
  %t373 = insertelement <16 x i32> poison, i32 %t372, i64 0
  %t374 = shufflevector <16 x i32> %t373, <16 x i32> poison, <16 x i32> zeroinitializer
  %t375 = mul i64 %t36, 2
  %t376 = add i64 %t375, 10
  %t377 = getelementptr <16 x i32>, ptr %tile, i64 %t376
  %t378 = load <16 x i32>, ptr %t377, align 4
  %t379 = bitcast <16 x i32> %t378 to <16 x float>
  %t380 = fmul <16 x float> %t379, %t127
  %t381 = fadd <16 x float> %t380, %t133
  %t382 = mul i64 %t36, 2
  %t383 = add i64 %t382, 11
  %t384 = getelementptr <16 x i32>, ptr %tile, i64 %t383
  %t385 = load <16 x i32>, ptr %t384, align 4
  %t386 = bitcast <16 x i32> %t385 to <16 x float>
  %t387 = fmul <16 x float> %t386, %t130
  %t388 = fadd <16 x float> %t387, %t136
  %t389 = mul i64 %t366, %size.ldc
  %t390 = add i64 %t389, %t26
  %t391 = getelementptr float, ptr %buf.c, i64 %t390
  br i1 %t137, label %whole392, label %part393
whole392:
  %t394 = getelementptr float, ptr %t391, i64 0
  store <16 x float> %t381, ptr %t394, align 4
  %t395 = getelementptr float, ptr %t391, i64 16
  store <16 x float> %t388, ptr %t395, align 4
  br label %rowdone364
part393:
  %t396 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t381, ptr %t396, align 4
  %t397 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t388, ptr %t397, align 4
  store i64 0, ptr %c398
  br label %head399
head399:
  %i402 = load i64, ptr %c398
  %t403 = icmp slt i64 %i402, %t32
  br i1 %t403, label %body400, label %done401
body400:
  %t404 = getelementptr float, ptr %rowbuf, i64 %i402
  %t405 = load float, ptr %t404, align 4
  %t406 = getelementptr float, ptr %t391, i64 %i402
  store float %t405, ptr %t406, align 4
  %t407 = add nsw i64 %i402, 1
  store i64 %t407, ptr %c398
  br label %head399
done401:
  br label %rowdone364
rowdone364:
  %t410 = icmp slt i64 6, %t29
  br i1 %t410, label %row408, label %rowdone409
row408:
  %t411 = add i64 %t25, 6
  %t412 = getelementptr i32, ptr %buf.radd, i64 %t411
  %t413 = load i32, ptr %t412, align 4
  %t414 = insertelement <16 x i32> poison, i32 %t413, i64 0
  %t415 = shufflevector <16 x i32> %t414, <16 x i32> poison, <16 x i32> zeroinitializer
  %t416 = getelementptr i32, ptr %buf.rmul, i64 %t411
  %t417 = load i32, ptr %t416, align 4
  %t418 = insertelement <16 x i32> poison, i32 %t417, i64 0
  %t419 = shufflevector <16 x i32> %t418, <16 x i32> poison, <16 x i32> zeroinitializer
  %t420 = mul i64 %t36, 2
  %t421 = add i64 %t420, 12
  %t422 = getelementptr <16 x i32>, ptr %tile, i64 %t421
  %t423 = load <16 x i32>, ptr %t422, align 4
  %t424 = bitcast <16 x i32> %t423 to <16 x float>
  %t425 = fmul <16 x float> %t424, %t127
  %t426 = fadd <16 x float> %t425, %t133
  %t427 = mul i64 %t36, 2
  %t428 = add i64 %t427, 13
  %t429 = getelementptr <16 x i32>, ptr %tile, i64 %t428
  %t430 = load <16 x i32>, ptr %t429, align 4
  %t431 = bitcast <16 x i32> %t430 to <16 x float>
  %t432 = fmul <16 x float> %t431, %t130
  %t433 = fadd <16 x float> %t432, %t136
  %t434 = mul i64 %t411, %size.ldc
  %t435 = add i64 %t434, %t26
  %t436 = getelementptr float, ptr %buf.c, i64 %t435
  br i1 %t137, label %whole437, label %part438
whole437:
  %t439 = getelementptr float, ptr %t436, i64 0
  store <16 x float> %t426, ptr %t439, align 4
  %t440 = getelementptr float, ptr %t436, i64 16
  store <16 x float> %t433, ptr %t440, align 4
  br label %rowdone409
part438:
  %t441 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t426, ptr %t441, align 4
  %t442 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t433, ptr %t442, align 4
  store i64 0, ptr %c443
  br label %head444
head444:
  %i447 = load i64, ptr %c443
  %t448 = icmp slt i64 %i447, %t32
  br i1 %t448, label %body445, label %done446
body445:
  %t449 = getelementptr float, ptr %rowbuf, i64 %i447
  %t450 = load float, ptr %t449, align 4
  %t451 = getelementptr float, ptr %t436, i64 %i447
  store float %t450, ptr %t451, align 4
  %t452 = add nsw i64 %i447, 1
  store i64 %t452, ptr %c443
  br label %head444
done446:
  br label %rowdone409
rowdone409:
  %t455 = icmp slt i64 7, %t29
  br i1 %t455, label %row453, label %rowdone454
row453:
  %t456 = add i64 %t25, 7
  %t457 = getelementptr i32, ptr %buf.radd, i64 %t456
  %t458 = load i32, ptr %t457, align 4
  %t459 = insertelement <16 x i32> poison, i32 %t458, i64 0
  %t460 = shufflevector <16 x i32> %t459, <16 x i32> poison, <16 x i32> zeroinitializer
  %t461 = getelementptr i32, ptr %buf.rmul, i64 %t456
  %t462 = load i32, ptr %t461, align 4
  %t463 = insertelement <16 x i32> poison, i32 %t462, i64 0
  %t464 = shufflevector <16 x i32> %t463, <16 x i32> poison, <16 x i32> zeroinitializer
  %t465 = mul i64 %t36, 2
  %t466 = add i64 %t465, 14
  %t467 = getelementptr <16 x i32>, ptr %tile, i64 %t466
  %t468 = load <16 x i32>, ptr %t467, align 4
  %t469 = bitcast <16 x i32> %t468 to <16 x float>
  %t470 = fmul <16 x float> %t469, %t127
  %t471 = fadd <16 x float> %t470, %t133
  %t472 = mul i64 %t36, 2
  %t473 = add i64 %t472, 15
  %t474 = getelementptr <16 x i32>, ptr %tile, i64 %t473
  %t475 = load <16 x i32>, ptr %t474, align 4
  %t476 = bitcast <16 x i32> %t475 to <16 x float>
  %t477 = fmul <16 x float> %t476, %t130
  %t478 = fadd <16 x float> %t477, %t136
  %t479 = mul i64 %t456, %size.ldc
  %t480 = add i64 %t479, %t26
  %t481 = getelementptr float, ptr %buf.c, i64 %t480
  br i1 %t137, label %whole482, label %part483
whole482:
  %t484 = getelementptr float, ptr %t481, i64 0
  store <16 x float> %t471, ptr %t484, align 4
  %t485 = getelementptr float, ptr %t481, i64 16
  store <16 x float> %t478, ptr %t485, align 4
  br label %rowdone454
part483:
  %t486 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t471, ptr %t486, align 4
  %t487 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t478, ptr %t487, align 4
  store i64 0, ptr %c488
  br label %head489
head489:
  %i492 = load i64, ptr %c488
  %t493 = icmp slt i64 %i492, %t32
  br i1 %t493, label %body490, label %done491
body490:
  %t494 = getelementptr float, ptr %rowbuf, i64 %i492
  %t495 = load float, ptr %t494, align 4
  %t496 = getelementptr float, ptr %t481, i64 %i492
  store float %t495, ptr %t496, align 4
  %t497 = add nsw i64 %i492, 1
  store i64 %t497, ptr %c488
  br label %head489
done491:
  br label %rowdone454
rowdone454:
  %t500 = icmp slt i64 8, %t29
  br i1 %t500, label %row498, label %rowdone499
row498:
  %t501 = add i64 %t25, 8
  %t502 = getelementptr i32, ptr %buf.radd, i64 %t501
  %t503 = load i32, ptr %t502, align 4
  %t504 = insertelement <16 x i32> poison, i32 %t503, i64 0
  %t505 = shufflevector <16 x i32> %t504, <16 x i32> poison, <16 x i32> zeroinitializer
  %t506 = getelementptr i32, ptr %buf.rmul, i64 %t501
  %t507 = load i32, ptr %t506, align 4
  %t508 = insertelement <16 x i32> poison, i32 %t507, i64 0
  %t509 = shufflevector <16 x i32> %t508, <16 x i32> poison, <16 x i32> zeroinitializer
  %t510 = mul i64 %t36, 2
  %t511 = add i64 %t510, 16
  %t512 = getelementptr <16 x i32>, ptr %tile, i64 %t511
  %t513 = load <16 x i32>, ptr %t512, align 4
  %t514 = bitcast <16 x i32> %t513 to <16 x float>
  %t515 = fmul <16 x float> %t514, %t127
  %t516 = fadd <16 x float> %t515, %t133
  %t517 = mul i64 %t36, 2
  %t518 = add i64 %t517, 17
  %t519 = getelementptr <16 x i32>, ptr %tile, i64 %t518
  %t520 = load <16 x i32>, ptr %t519, align 4
  %t521 = bitcast <16 x i32> %t520 to <16 x float>
  %t522 = fmul <16 x float> %t521, %t130
  %t523 = fadd <16 x float> %t522, %t136
  %t524 = mul i64 %t501, %size.ldc
  %t525 = add i64 %t524, %t26
  %t526 = getelementptr float, ptr %buf.c, i64 %t525
  br i1 %t137, label %whole527, label %part528
whole527:
  %t529 = getelementptr float, ptr %t526, i64 0
  store <16 x float> %t516, ptr %t529, align 4
  %t530 = getelementptr float, ptr %t526, i64 16
  store <16 x float> %t523, ptr %t530, align 4
  br label %rowdone499
part528:
  %t531 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t516, ptr %t531, align 4
  %t532 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t523, ptr %t532, align 4
  store i64 0, ptr %c533
  br label %head534
head534:
  %i537 = load i64, ptr %c533
  %t538 = icmp slt i64 %i537, %t32
  br i1 %t538, label %body535, label %done536
body535:
  %t539 = getelementptr float, ptr %rowbuf, i64 %i537
  %t540 = load float, ptr %t539, align 4
  %t541 = getelementptr float, ptr %t526, i64 %i537
  store float %t540, ptr %t541, align 4
  %t542 = add nsw i64 %i537, 1
  store i64 %t542, ptr %c533
  br label %head534
done536:
  br label %rowdone499
rowdone499:
  %t545 = icmp slt i64 9, %t29
  br i1 %t545, label %row543, label %rowdone544
row543:
  %t546 = add i64 %t25, 9
  %t547 = getelementptr i32, ptr %buf.radd, i64 %t546
  %t548 = load i32, ptr %t547, align 4
  %t549 = insertelement <16 x i32> poison, i32 %t548, i64 0
  %t550 = shufflevector <16 x i32> %t549, <16 x i32> poison, <16 x i32> zeroinitializer
  %t551 = getelementptr i32, ptr %buf.rmul, i64 %t546
  %t552 = load i32, ptr %t551, align 4
  %t553 = insertelement <16 x i32> poison, i32 %t552, i64 0
  %t554 = shufflevector <16 x i32> %t553, <16 x i32> poison, <16 x i32> zeroinitializer
  %t555 = mul i64 %t36, 2
  %t556 = add i64 %t555, 18
  %t557 = getelementptr <16 x i32>, ptr %tile, i64 %t556
  %t558 = load <16 x i32>, ptr %t557, align 4
  %t559 = bitcast <16 x i32> %t558 to <16 x float>
  %t560 = fmul <16 x float> %t559, %t127
  %t561 = fadd <16 x float> %t560, %t133
  %t562 = mul i64 %t36, 2
  %t563 = add i64 %t562, 19
  %t564 = getelementptr <16 x i32>, ptr %tile, i64 %t563
  %t565 = load <16 x i32>, ptr %t564, align 4
  %t566 = bitcast <16 x i32> %t565 to <16 x float>
  %t567 = fmul <16 x float> %t566, %t130
  %t568 = fadd <16 x float> %t567, %t136
  %t569 = mul i64 %t546, %size.ldc
  %t570 = add i64 %t569, %t26
  %t571 = getelementptr float, ptr %buf.c, i64 %t570
  br i1 %t137, label %whole572, label %part573
whole572:
  %t574 = getelementptr float, ptr %t571, i64 0
  store <16 x float> %t561, ptr %t574, align 4
  %t575 = getelementptr float, ptr %t571, i64 16
  store <16 x float> %t568, ptr %t575, align 4
  br label %rowdone544
part573:
  %t576 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t561, ptr %t576, align 4
  %t577 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t568, ptr %t577, align 4
  store i64 0, ptr %c578
  br label %head579
head579:
  %i582 = load i64, ptr %c578
  %t583 = icmp slt i64 %i582, %t32
  br i1 %t583, label %body580, label %done581
body580:
  %t584 = getelementptr float, ptr %rowbuf, i64 %i582
  %t585 = load float, ptr %t584, align 4
  %t586 = getelementptr float, ptr %t571, i64 %i582
  store float %t585, ptr %t586, align 4
  %t587 = add nsw i64 %i582, 1
  store i64 %t587, ptr %c578
  br label %head579
done581:
  br label %rowdone544
rowdone544:
  %t590 = icmp slt i64 10, %t29
  br i1 %t590, label %row588, label %rowdone589
row588:
  %t591 = add i64 %t25, 10
  %t592 = getelementptr i32, ptr %buf.radd, i64 %t591
  %t593 = load i32, ptr %t592, align 4
  %t594 = insertelement <16 x i32> poison, i32 %t593, i64 0
  %t595 = shufflevector <16 x i32> %t594, <16 x i32> poison, <16 x i32> zeroinitializer
  %t596 = getelementptr i32, ptr %buf.rmul, i64 %t591
  %t597 = load i32, ptr %t596, align 4
  %t598 = insertelement <16 x i32> poison, i32 %t597, i64 0
  %t599 = shufflevector <16 x i32> %t598, <16 x i32> poison, <16 x i32> zeroinitializer
  %t600 = mul i64 %t36, 2
  %t601 = add i64 %t600, 20
  %t602 = getelementptr <16 x i32>, ptr %tile, i64 %t601
  %t603 = load <16 x i32>, ptr %t602, align 4
  %t604 = bitcast <16 x i32> %t603 to <16 x float>
  %t605 = fmul <16 x float> %t604, %t127
  %t606 = fadd <16 x float> %t605, %t133
  %t607 = mul i64 %t36, 2
  %t608 = add i64 %t607, 21
  %t609 = getelementptr <16 x i32>, ptr %tile, i64 %t608
  %t610 = load <16 x i32>, ptr %t609, align 4
  %t611 = bitcast <16 x i32> %t610 to <16 x float>
  %t612 = fmul <16 x float> %t611, %t130
  %t613 = fadd <16 x float> %t612, %t136
  %t614 = mul i64 %t591, %size.ldc
  %t615 = add i64 %t614, %t26
  %t616 = getelementptr float, ptr %buf.c, i64 %t615
  br i1 %t137, label %whole617, label %part618
whole617:
  %t619 = getelementptr float, ptr %t616, i64 0
  store <16 x float> %t606, ptr %t619, align 4
  %t620 = getelementptr float, ptr %t616, i64 16
  store <16 x float> %t613, ptr %t620, align 4
  br label %rowdone589
part618:
  %t621 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t606, ptr %t621, align 4
  %t622 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t613, ptr %t622, align 4
  store i64 0, ptr %c623
  br label %head624
head624:
  %i627 = load i64, ptr %c623
  %t628 = icmp slt i64 %i627, %t32
  br i1 %t628, label %body625, label %done626
body625:
  %t629 = getelementptr float, ptr %rowbuf, i64 %i627
  %t630 = load float, ptr %t629, align 4
  %t631 = getelementptr float, ptr %t616, i64 %i627
  store float %t630, ptr %t631, align 4
  %t632 = add nsw i64 %i627, 1
  store i64 %t632, ptr %c623
  br label %head624
done626:
  br label %rowdone589
rowdone589:
  %t635 = icmp slt i64 11, %t29
  br i1 %t635, label %row633, label %rowdone634
row633:
  %t636 = add i64 %t25, 11
  %t637 = getelementptr i32, ptr %buf.radd, i64 %t636
  %t638 = load i32, ptr %t637, align 4
  %t639 = insertelement <16 x i32> poison, i32 %t638, i64 0
  %t640 = shufflevector <16 x i32> %t639, <16 x i32> poison, <16 x i32> zeroinitializer
  %t641 = getelementptr i32, ptr %buf.rmul, i64 %t636
  %t642 = load i32, ptr %t641, align 4
  %t643 = insertelement <16 x i32> poison, i32 %t642, i64 0
  %t644 = shufflevector <16 x i32> %t643, <16 x i32> poison, <16 x i32> zeroinitializer
  %t645 = mul i64 %t36, 2
  %t646 = add i64 %t645, 22
  %t647 = getelementptr <16 x i32>, ptr %tile, i64 %t646
  %t648 = load <16 x i32>, ptr %t647, align 4
  %t649 = bitcast <16 x i32> %t648 to <16 x float>
  %t650 = fmul <16 x float> %t649, %t127
  %t651 = fadd <16 x float> %t650, %t133
  %t652 = mul i64 %t36, 2
  %t653 = add i64 %t652, 23
  %t654 = getelementptr <16 x i32>, ptr %tile, i64 %t653
  %t655 = load <16 x i32>, ptr %t654, align 4
  %t656 = bitcast <16 x i32> %t655 to <16 x float>
  %t657 = fmul <16 x float> %t656, %t130
  %t658 = fadd <16 x float> %t657, %t136
  %t659 = mul i64 %t636, %size.ldc
  %t660 = add i64 %t659, %t26
  %t661 = getelementptr float, ptr %buf.c, i64 %t660
  br i1 %t137, label %whole662, label %part663
whole662:
  %t664 = getelementptr float, ptr %t661, i64 0
  store <16 x float> %t651, ptr %t664, align 4
  %t665 = getelementptr float, ptr %t661, i64 16
  store <16 x float> %t658, ptr %t665, align 4
  br label %rowdone634
part663:
  %t666 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t651, ptr %t666, align 4
  %t667 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t658, ptr %t667, align 4
  store i64 0, ptr %c668
  br label %head669
head669:
  %i672 = load i64, ptr %c668
  %t673 = icmp slt i64 %i672, %t32
  br i1 %t673, label %body670, label %done671
body670:
  %t674 = getelementptr float, ptr %rowbuf, i64 %i672
  %t675 = load float, ptr %t674, align 4
  %t676 = getelementptr float, ptr %t661, i64 %i672
  store float %t675, ptr %t676, align 4
  %t677 = add nsw i64 %i672, 1
  store i64 %t677, ptr %c668
  br label %head669
done671:
  br label %rowdone634
rowdone634:
  %t680 = icmp slt i64 12, %t29
  br i1 %t680, label %row678, label %rowdone679
row678:
  %t681 = add i64 %t25, 12
  %t682 = getelementptr i32, ptr %buf.radd, i64 %t681
  %t683 = load i32, ptr %t682, align 4
  %t684 = insertelement <16 x i32> poison, i32 %t683, i64 0
  %t685 = shufflevector <16 x i32> %t684, <16 x i32> poison, <16 x i32> zeroinitializer
  %t686 = getelementptr i32, ptr %buf.rmul, i64 %t681
  %t687 = load i32, ptr %t686, align 4
  %t688 = insertelement <16 x i32> poison, i32 %t687, i64 0
  %t689 = shufflevector <16 x i32> %t688, <16 x i32> poison, <16 x i32> zeroinitializer
  %t690 = mul i64 %t36, 2
  %t691 = add i64 %t690, 24
  %t692 = getelementptr <16 x i32>, ptr %tile, i64 %t691
  %t693 = load <16 x i32>, ptr %t692, align 4
  %t694 = bitcast <16 x i32> %t693 to <16 x float>
  %t695 = fmul <16 x float> %t694, %t127
  %t696 = fadd <16 x float> %t695, %t133
  %t697 = mul i64 %t36, 2
  %t698 = add i64 %t697, 25
  %t699 = getelementptr <16 x i32>, ptr %tile, i64 %t698
  %t700 = load <16 x i32>, ptr %t699, align 4
  %t701 = bitcast <16 x i32> %t700 to <16 x float>
  %t702 = fmul <16 x float> %t701, %t130
  %t703 = fadd <16 x float> %t702, %t136
  %t704 = mul i64 %t681, %size.ldc
  %t705 = add i64 %t704, %t26
  %t706 = getelementptr float, ptr %buf.c, i64 %t705
  br i1 %t137, label %whole707, label %part708
whole707:
  %t709 = getelementptr float, ptr %t706, i64 0
  store <16 x float> %t696, ptr %t709, align 4
  %t710 = getelementptr float, ptr %t706, i64 16
  store <16 x float> %t703, ptr %t710, align 4
  br label %rowdone679
part708:
  %t711 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t696, ptr %t711, align 4
  %t712 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t703, ptr %t712, align 4
  store i64 0, ptr %c713
  br label %head714
head714:
  %i717 = load i64, ptr %c713
  %t718 = icmp slt i64 %i717, %t32
  br i1 %t718, label %body715, label %done716
body715:
  %t719 = getelementptr float, ptr %rowbuf, i64 %i717
  %t720 = load float, ptr %t719, align 4
  %t721 = getelementptr float, ptr %t706, i64 %i717
  store float %t720, ptr %t721, align 4
  %t722 = add nsw i64 %i717, 1
  store i64 %t722, ptr %c713
  br label %head714
done716:
  br label %rowdone679
rowdone679:
  %t725 = icmp slt i64 13, %t29
  br i1 %t725, label %row723, label %rowdone724
row723:
  %t726 = add i64 %t25, 13
  %t727 = getelementptr i32, ptr %buf.radd, i64 %t726
  %t728 = load i32, ptr %t727, align 4
  %t729 = insertelement <16 x i32> poison, i32 %t728, i64 0
  %t730 = shufflevector <16 x i32> %t729, <16 x i32> poison, <16 x i32> zeroinitializer
  %t731 = getelementptr i32, ptr %buf.rmul, i64 %t726
  %t732 = load i32, ptr %t731, align 4
  %t733 = insertelement <16 x i32> poison, i32 %t732, i64 0
  %t734 = shufflevector <16 x i32> %t733, <16 x i32> poison, <16 x i32> zeroinitializer
  %t735 = mul i64 %t36, 2
  %t736 = add i64 %t735, 26
  %t737 = getelementptr <16 x i32>, ptr %tile, i64 %t736
  %t738 = load <16 x i32>, ptr %t737, align 4
  %t739 = bitcast <16 x i32> %t738 to <16 x float>
  %t740 = fmul <16 x float> %t739, %t127
  %t741 = fadd <16 x float> %t740, %t133
  %t742 = mul i64 %t36, 2
  %t743 = add i64 %t742, 27
  %t744 = getelementptr <16 x i32>, ptr %tile, i64 %t743
  %t745 = load <16 x i32>, ptr %t744, align 4
  %t746 = bitcast <16 x i32> %t745 to <16 x float>
  %t747 = fmul <16 x float> %t746, %t130
  %t748 = fadd <16 x float> %t747, %t136
  %t749 = mul i64 %t726, %size.ldc
  %t750 = add i64 %t749, %t26
  %t751 = getelementptr float, ptr %buf.c, i64 %t750
  br i1 %t137, label %whole752, label %part753
whole752:
  %t754 = getelementptr float, ptr %t751, i64 0
  store <16 x float> %t741, ptr %t754, align 4
  %t755 = getelementptr float, ptr %t751, i64 16
  store <16 x float> %t748, ptr %t755, align 4
  br label %rowdone724
part753:
  %t756 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t741, ptr %t756, align 4
  %t757 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t748, ptr %t757, align 4
  store i64 0, ptr %c758
  br label %head759
head759:
  %i762 = load i64, ptr %c758
  %t763 = icmp slt i64 %i762, %t32
  br i1 %t763, label %body760, label %done761
body760:
  %t764 = getelementptr float, ptr %rowbuf, i64 %i762
  %t765 = load float, ptr %t764, align 4
  %t766 = getelementptr float, ptr %t751, i64 %i762
  store float %t765, ptr %t766, align 4
  %t767 = add nsw i64 %i762, 1
  store i64 %t767, ptr %c758
  br label %head759
done761:
  br label %rowdone724
rowdone724:
  %t770 = icmp slt i64 14, %t29
  br i1 %t770, label %row768, label %rowdone769
row768:
  %t771 = add i64 %t25, 14
  %t772 = getelementptr i32, ptr %buf.radd, i64 %t771
  %t773 = load i32, ptr %t772, align 4
  %t774 = insertelement <16 x i32> poison, i32 %t773, i64 0
  %t775 = shufflevector <16 x i32> %t774, <16 x i32> poison, <16 x i32> zeroinitializer
  %t776 = getelementptr i32, ptr %buf.rmul, i64 %t771
  %t777 = load i32, ptr %t776, align 4
  %t778 = insertelement <16 x i32> poison, i32 %t777, i64 0
  %t779 = shufflevector <16 x i32> %t778, <16 x i32> poison, <16 x i32> zeroinitializer
  %t780 = mul i64 %t36, 2
  %t781 = add i64 %t780, 28
  %t782 = getelementptr <16 x i32>, ptr %tile, i64 %t781
  %t783 = load <16 x i32>, ptr %t782, align 4
  %t784 = bitcast <16 x i32> %t783 to <16 x float>
  %t785 = fmul <16 x float> %t784, %t127
  %t786 = fadd <16 x float> %t785, %t133
  %t787 = mul i64 %t36, 2
  %t788 = add i64 %t787, 29
  %t789 = getelementptr <16 x i32>, ptr %tile, i64 %t788
  %t790 = load <16 x i32>, ptr %t789, align 4
  %t791 = bitcast <16 x i32> %t790 to <16 x float>
  %t792 = fmul <16 x float> %t791, %t130
  %t793 = fadd <16 x float> %t792, %t136
  %t794 = mul i64 %t771, %size.ldc
  %t795 = add i64 %t794, %t26
  %t796 = getelementptr float, ptr %buf.c, i64 %t795
  br i1 %t137, label %whole797, label %part798
whole797:
  %t799 = getelementptr float, ptr %t796, i64 0
  store <16 x float> %t786, ptr %t799, align 4
  %t800 = getelementptr float, ptr %t796, i64 16
  store <16 x float> %t793, ptr %t800, align 4
  br label %rowdone769
part798:
  %t801 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t786, ptr %t801, align 4
  %t802 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t793, ptr %t802, align 4
  store i64 0, ptr %c803
  br label %head804
head804:
  %i807 = load i64, ptr %c803
  %t808 = icmp slt i64 %i807, %t32
  br i1 %t808, label %body805, label %done806
body805:
  %t809 = getelementptr float, ptr %rowbuf, i64 %i807
  %t810 = load float, ptr %t809, align 4
  %t811 = getelementptr float, ptr %t796, i64 %i807
  store float %t810, ptr %t811, align 4
  %t812 = add nsw i64 %i807, 1
  store i64 %t812, ptr %c803
  br label %head804
done806:
  br label %rowdone769
rowdone769:
  %t815 = icmp slt i64 15, %t29
  br i1 %t815, label %row813, label %rowdone814
row813:
  %t816 = add i64 %t25, 15
  %t817 = getelementptr i32, ptr %buf.radd, i64 %t816
  %t818 = load i32, ptr %t817, align 4
  %t819 = insertelement <16 x i32> poison, i32 %t818, i64 0
  %t820 = shufflevector <16 x i32> %t819, <16 x i32> poison, <16 x i32> zeroinitializer
  %t821 = getelementptr i32, ptr %buf.rmul, i64 %t816
  %t822 = load i32, ptr %t821, align 4
  %t823 = insertelement <16 x i32> poison, i32 %t822, i64 0
  %t824 = shufflevector <16 x i32> %t823, <16 x i32> poison, <16 x i32> zeroinitializer
  %t825 = mul i64 %t36, 2
  %t826 = add i64 %t825, 30
  %t827 = getelementptr <16 x i32>, ptr %tile, i64 %t826
  %t828 = load <16 x i32>, ptr %t827, align 4
  %t829 = bitcast <16 x i32> %t828 to <16 x float>
  %t830 = fmul <16 x float> %t829, %t127
  %t831 = fadd <16 x float> %t830, %t133
  %t832 = mul i64 %t36, 2
  %t833 = add i64 %t832, 31
  %t834 = getelementptr <16 x i32>, ptr %tile, i64 %t833
  %t835 = load <16 x i32>, ptr %t834, align 4
  %t836 = bitcast <16 x i32> %t835 to <16 x float>
  %t837 = fmul <16 x float> %t836, %t130
  %t838 = fadd <16 x float> %t837, %t136
  %t839 = mul i64 %t816, %size.ldc
  %t840 = add i64 %t839, %t26
  %t841 = getelementptr float, ptr %buf.c, i64 %t840
  br i1 %t137, label %whole842, label %part843
whole842:
  %t844 = getelementptr float, ptr %t841, i64 0
  store <16 x float> %t831, ptr %t844, align 4
  %t845 = getelementptr float, ptr %t841, i64 16
  store <16 x float> %t838, ptr %t845, align 4
  br label %rowdone814
part843:
  %t846 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t831, ptr %t846, align 4
  %t847 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t838, ptr %t847, align 4
  store i64 0, ptr %c848
  br label %head849
head849:
  %i852 = load i64, ptr %c848
  %t853 = icmp slt i64 %i852, %t32
  br i1 %t853, label %body850, label %done851
body850:
  %t854 = getelementptr float, ptr %rowbuf, i64 %i852
  %t855 = load float, ptr %t854, align 4
  %t856 = getelementptr float, ptr %t841, i64 %i852
  store float %t855, ptr %t856, align 4
  %t857 = add nsw i64 %i852, 1
  store i64 %t857, ptr %c848
  br label %head849
done851:
  br label %rowdone814
rowdone814:
  %t860 = icmp slt i64 16, %t29
  br i1 %t860, label %row858, label %rowdone859
row858:
  %t861 = add i64 %t25, 16
  %t862 = getelementptr i32, ptr %buf.radd, i64 %t861
  %t863 = load i32, ptr %t862, align 4
  %t864 = insertelement <16 x i32> poison, i32 %t863, i64 0
  %t865 = shufflevector <16 x i32> %t864, <16 x i32> poison, <16 x i32> zeroinitializer
  %t866 = getelementptr i32, ptr %buf.rmul, i64 %t861
  %t867 = load i32, ptr %t866, align 4
  %t868 = insertelement <16 x i32> poison, i32 %t867, i64 0
  %t869 = shufflevector <16 x i32> %t868, <16 x i32> poison, <16 x i32> zeroinitializer
  %t870 = mul i64 %t36, 2
  %t871 = add i64 %t870, 32
  %t872 = getelementptr <16 x i32>, ptr %tile, i64 %t871
  %t873 = load <16 x i32>, ptr %t872, align 4
  %t874 = bitcast <16 x i32> %t873 to <16 x float>
  %t875 = fmul <16 x float> %t874, %t127
  %t876 = fadd <16 x float> %t875, %t133
  %t877 = mul i64 %t36, 2
  %t878 = add i64 %t877, 33
  %t879 = getelementptr <16 x i32>, ptr %tile, i64 %t878
  %t880 = load <16 x i32>, ptr %t879, align 4
  %t881 = bitcast <16 x i32> %t880 to <16 x float>
  %t882 = fmul <16 x float> %t881, %t130
  %t883 = fadd <16 x float> %t882, %t136
  %t884 = mul i64 %t861, %size.ldc
  %t885 = add i64 %t884, %t26
  %t886 = getelementptr float, ptr %buf.c, i64 %t885
  br i1 %t137, label %whole887, label %part888
whole887:
  %t889 = getelementptr float, ptr %t886, i64 0
  store <16 x float> %t876, ptr %t889, align 4
  %t890 = getelementptr float, ptr %t886, i64 16
  store <16 x float> %t883, ptr %t890, align 4
  br label %rowdone859
part888:
  %t891 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t876, ptr %t891, align 4
  %t892 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t883, ptr %t892, align 4
  store i64 0, ptr %c893
  br label %head894
head894:
  %i897 = load i64, ptr %c893
  %t898 = icmp slt i64 %i897, %t32
  br i1 %t898, label %body895, label %done896
body895:
  %t899 = getelementptr float, ptr %rowbuf, i64 %i897
  %t900 = load float, ptr %t899, align 4
  %t901 = getelementptr float, ptr %t886, i64 %i897
  store float %t900, ptr %t901, align 4
  %t902 = add nsw i64 %i897, 1
  store i64 %t902, ptr %c893
  br label %head894
done896:
  br label %rowdone859
rowdone859:
  %t905 = icmp slt i64 17, %t29
  br i1 %t905, label %row903, label %rowdone904
row903:
  %t906 = add i64 %t25, 17
  %t907 = getelementptr i32, ptr %buf.radd, i64 %t906
  %t908 = load i32, ptr %t907, align 4
  %t909 = insertelement <16 x i32> poison, i32 %t908, i64 0
  %t910 = shufflevector <16 x i32> %t909, <16 x i32> poison, <16 x i32> zeroinitializer
  %t911 = getelementptr i32, ptr %buf.rmul, i64 %t906
  %t912 = load i32, ptr %t911, align 4
  %t913 = insertelement <16 x i32> poison, i32 %t912, i64 0
  %t914 = shufflevector <16 x i32> %t913, <16 x i32> poison, <16 x i32> zeroinitializer
  %t915 = mul i64 %t36, 2
  %t916 = add i64 %t915, 34
  %t917 = getelementptr <16 x i32>, ptr %tile, i64 %t916
  %t918 = load <16 x i32>, ptr %t917, align 4
  %t919 = bitcast <16 x i32> %t918 to <16 x float>
  %t920 = fmul <16 x float> %t919, %t127
  %t921 = fadd <16 x float> %t920, %t133
  %t922 = mul i64 %t36, 2
  %t923 = add i64 %t922, 35
  %t924 = getelementptr <16 x i32>, ptr %tile, i64 %t923
  %t925 = load <16 x i32>, ptr %t924, align 4
  %t926 = bitcast <16 x i32> %t925 to <16 x float>
  %t927 = fmul <16 x float> %t926, %t130
  %t928 = fadd <16 x float> %t927, %t136
  %t929 = mul i64 %t906, %size.ldc
  %t930 = add i64 %t929, %t26
  %t931 = getelementptr float, ptr %buf.c, i64 %t930
  br i1 %t137, label %whole932, label %part933
whole932:
  %t934 = getelementptr float, ptr %t931, i64 0
  store <16 x float> %t921, ptr %t934, align 4
  %t935 = getelementptr float, ptr %t931, i64 16
  store <16 x float> %t928, ptr %t935, align 4
  br label %rowdone904
part933:
  %t936 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t921, ptr %t936, align 4
  %t937 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t928, ptr %t937, align 4
  store i64 0, ptr %c938
  br label %head939
head939:
  %i942 = load i64, ptr %c938
  %t943 = icmp slt i64 %i942, %t32
  br i1 %t943, label %body940, label %done941
body940:
  %t944 = getelementptr float, ptr %rowbuf, i64 %i942
  %t945 = load float, ptr %t944, align 4
  %t946 = getelementptr float, ptr %t931, i64 %i942
  store float %t945, ptr %t946, align 4
  %t947 = add nsw i64 %i942, 1
  store i64 %t947, ptr %c938
  br label %head939
done941:
  br label %rowdone904
rowdone904:
  %t950 = icmp slt i64 18, %t29
  br i1 %t950, label %row948, label %rowdone949
row948:
  %t951 = add i64 %t25, 18
  %t952 = getelementptr i32, ptr %buf.radd, i64 %t951
  %t953 = load i32, ptr %t952, align 4
  %t954 = insertelement <16 x i32> poison, i32 %t953, i64 0
  %t955 = shufflevector <16 x i32> %t954, <16 x i32> poison, <16 x i32> zeroinitializer
  %t956 = getelementptr i32, ptr %buf.rmul, i64 %t951
  %t957 = load i32, ptr %t956, align 4
  %t958 = insertelement <16 x i32> poison, i32 %t957, i64 0
  %t959 = shufflevector <16 x i32> %t958, <16 x i32> poison, <16 x i32> zeroinitializer
  %t960 = mul i64 %t36, 2
  %t961 = add i64 %t960, 36
  %t962 = getelementptr <16 x i32>, ptr %tile, i64 %t961
  %t963 = load <16 x i32>, ptr %t962, align 4
  %t964 = bitcast <16 x i32> %t963 to <16 x float>
  %t965 = fmul <16 x float> %t964, %t127
  %t966 = fadd <16 x float> %t965, %t133
  %t967 = mul i64 %t36, 2
  %t968 = add i64 %t967, 37
  %t969 = getelementptr <16 x i32>, ptr %tile, i64 %t968
  %t970 = load <16 x i32>, ptr %t969, align 4
  %t971 = bitcast <16 x i32> %t970 to <16 x float>
  %t972 = fmul <16 x float> %t971, %t130
  %t973 = fadd <16 x float> %t972, %t136
  %t974 = mul i64 %t951, %size.ldc
  %t975 = add i64 %t974, %t26
  %t976 = getelementptr float, ptr %buf.c, i64 %t975
  br i1 %t137, label %whole977, label %part978
whole977:
  %t979 = getelementptr float, ptr %t976, i64 0
  store <16 x float> %t966, ptr %t979, align 4
  %t980 = getelementptr float, ptr %t976, i64 16
  store <16 x float> %t973, ptr %t980, align 4
  br label %rowdone949
part978:
  %t981 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t966, ptr %t981, align 4
  %t982 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t973, ptr %t982, align 4
  store i64 0, ptr %c983
  br label %head984
head984:
  %i987 = load i64, ptr %c983
  %t988 = icmp slt i64 %i987, %t32
  br i1 %t988, label %body985, label %done986
body985:
  %t989 = getelementptr float, ptr %rowbuf, i64 %i987
  %t990 = load float, ptr %t989, align 4
  %t991 = getelementptr float, ptr %t976, i64 %i987
  store float %t990, ptr %t991, align 4
  %t992 = add nsw i64 %i987, 1
  store i64 %t992, ptr %c983
  br label %head984
done986:
  br label %rowdone949
rowdone949:
  %t995 = icmp slt i64 19, %t29
  br i1 %t995, label %row993, label %rowdone994
row993:
  %t996 = add i64 %t25, 19
  %t997 = getelementptr i32, ptr %buf.radd, i64 %t996
  %t998 = load i32, ptr %t997, align 4
  %t999 = insertelement <16 x i32> poison, i32 %t998, i64 0
  %t1000 = shufflevector <16 x i32> %t999, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1001 = getelementptr i32, ptr %buf.rmul, i64 %t996
  %t1002 = load i32, ptr %t1001, align 4
  %t1003 = insertelement <16 x i32> poison, i32 %t1002, i64 0
  %t1004 = shufflevector <16 x i32> %t1003, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1005 = mul i64 %t36, 2
  %t1006 = add i64 %t1005, 38
  %t1007 = getelementptr <16 x i32>, ptr %tile, i64 %t1006
  %t1008 = load <16 x i32>, ptr %t1007, align 4
  %t1009 = bitcast <16 x i32> %t1008 to <16 x float>
  %t1010 = fmul <16 x float> %t1009, %t127
  %t1011 = fadd <16 x float> %t1010, %t133
  %t1012 = mul i64 %t36, 2
  %t1013 = add i64 %t1012, 39
  %t1014 = getelementptr <16 x i32>, ptr %tile, i64 %t1013
  %t1015 = load <16 x i32>, ptr %t1014, align 4
  %t1016 = bitcast <16 x i32> %t1015 to <16 x float>
  %t1017 = fmul <16 x float> %t1016, %t130
  %t1018 = fadd <16 x float> %t1017, %t136
  %t1019 = mul i64 %t996, %size.ldc
  %t1020 = add i64 %t1019, %t26
  %t1021 = getelementptr float, ptr %buf.c, i64 %t1020
  br i1 %t137, label %whole1022, label %part1023
whole1022:
  %t1024 = getelementptr float, ptr %t1021, i64 0
  store <16 x float> %t1011, ptr %t1024, align 4
  %t1025 = getelementptr float, ptr %t1021, i64 16
  store <16 x float> %t1018, ptr %t1025, align 4
  br label %rowdone994
part1023:
  %t1026 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1011, ptr %t1026, align 4
  %t1027 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1018, ptr %t1027, align 4
  store i64 0, ptr %c1028
  br label %head1029
head1029:
  %i1032 = load i64, ptr %c1028
  %t1033 = icmp slt i64 %i1032, %t32
  br i1 %t1033, label %body1030, label %done1031
body1030:
  %t1034 = getelementptr float, ptr %rowbuf, i64 %i1032
  %t1035 = load float, ptr %t1034, align 4
  %t1036 = getelementptr float, ptr %t1021, i64 %i1032
  store float %t1035, ptr %t1036, align 4
  %t1037 = add nsw i64 %i1032, 1
  store i64 %t1037, ptr %c1028
  br label %head1029
done1031:
  br label %rowdone994
rowdone994:
  %t1040 = icmp slt i64 20, %t29
  br i1 %t1040, label %row1038, label %rowdone1039
row1038:
  %t1041 = add i64 %t25, 20
  %t1042 = getelementptr i32, ptr %buf.radd, i64 %t1041
  %t1043 = load i32, ptr %t1042, align 4
  %t1044 = insertelement <16 x i32> poison, i32 %t1043, i64 0
  %t1045 = shufflevector <16 x i32> %t1044, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1046 = getelementptr i32, ptr %buf.rmul, i64 %t1041
  %t1047 = load i32, ptr %t1046, align 4
  %t1048 = insertelement <16 x i32> poison, i32 %t1047, i64 0
  %t1049 = shufflevector <16 x i32> %t1048, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1050 = mul i64 %t36, 2
  %t1051 = add i64 %t1050, 40
  %t1052 = getelementptr <16 x i32>, ptr %tile, i64 %t1051
  %t1053 = load <16 x i32>, ptr %t1052, align 4
  %t1054 = bitcast <16 x i32> %t1053 to <16 x float>
  %t1055 = fmul <16 x float> %t1054, %t127
  %t1056 = fadd <16 x float> %t1055, %t133
  %t1057 = mul i64 %t36, 2
  %t1058 = add i64 %t1057, 41
  %t1059 = getelementptr <16 x i32>, ptr %tile, i64 %t1058
  %t1060 = load <16 x i32>, ptr %t1059, align 4
  %t1061 = bitcast <16 x i32> %t1060 to <16 x float>
  %t1062 = fmul <16 x float> %t1061, %t130
  %t1063 = fadd <16 x float> %t1062, %t136
  %t1064 = mul i64 %t1041, %size.ldc
  %t1065 = add i64 %t1064, %t26
  %t1066 = getelementptr float, ptr %buf.c, i64 %t1065
  br i1 %t137, label %whole1067, label %part1068
whole1067:
  %t1069 = getelementptr float, ptr %t1066, i64 0
  store <16 x float> %t1056, ptr %t1069, align 4
  %t1070 = getelementptr float, ptr %t1066, i64 16
  store <16 x float> %t1063, ptr %t1070, align 4
  br label %rowdone1039
part1068:
  %t1071 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1056, ptr %t1071, align 4
  %t1072 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1063, ptr %t1072, align 4
  store i64 0, ptr %c1073
  br label %head1074
head1074:
  %i1077 = load i64, ptr %c1073
  %t1078 = icmp slt i64 %i1077, %t32
  br i1 %t1078, label %body1075, label %done1076
body1075:
  %t1079 = getelementptr float, ptr %rowbuf, i64 %i1077
  %t1080 = load float, ptr %t1079, align 4
  %t1081 = getelementptr float, ptr %t1066, i64 %i1077
  store float %t1080, ptr %t1081, align 4
  %t1082 = add nsw i64 %i1077, 1
  store i64 %t1082, ptr %c1073
  br label %head1074
done1076:
  br label %rowdone1039
rowdone1039:
  %t1085 = icmp slt i64 21, %t29
  br i1 %t1085, label %row1083, label %rowdone1084
row1083:
  %t1086 = add i64 %t25, 21
  %t1087 = getelementptr i32, ptr %buf.radd, i64 %t1086
  %t1088 = load i32, ptr %t1087, align 4
  %t1089 = insertelement <16 x i32> poison, i32 %t1088, i64 0
  %t1090 = shufflevector <16 x i32> %t1089, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1091 = getelementptr i32, ptr %buf.rmul, i64 %t1086
  %t1092 = load i32, ptr %t1091, align 4
  %t1093 = insertelement <16 x i32> poison, i32 %t1092, i64 0
  %t1094 = shufflevector <16 x i32> %t1093, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1095 = mul i64 %t36, 2
  %t1096 = add i64 %t1095, 42
  %t1097 = getelementptr <16 x i32>, ptr %tile, i64 %t1096
  %t1098 = load <16 x i32>, ptr %t1097, align 4
  %t1099 = bitcast <16 x i32> %t1098 to <16 x float>
  %t1100 = fmul <16 x float> %t1099, %t127
  %t1101 = fadd <16 x float> %t1100, %t133
  %t1102 = mul i64 %t36, 2
  %t1103 = add i64 %t1102, 43
  %t1104 = getelementptr <16 x i32>, ptr %tile, i64 %t1103
  %t1105 = load <16 x i32>, ptr %t1104, align 4
  %t1106 = bitcast <16 x i32> %t1105 to <16 x float>
  %t1107 = fmul <16 x float> %t1106, %t130
  %t1108 = fadd <16 x float> %t1107, %t136
  %t1109 = mul i64 %t1086, %size.ldc
  %t1110 = add i64 %t1109, %t26
  %t1111 = getelementptr float, ptr %buf.c, i64 %t1110
  br i1 %t137, label %whole1112, label %part1113
whole1112:
  %t1114 = getelementptr float, ptr %t1111, i64 0
  store <16 x float> %t1101, ptr %t1114, align 4
  %t1115 = getelementptr float, ptr %t1111, i64 16
  store <16 x float> %t1108, ptr %t1115, align 4
  br label %rowdone1084
part1113:
  %t1116 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1101, ptr %t1116, align 4
  %t1117 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1108, ptr %t1117, align 4
  store i64 0, ptr %c1118
  br label %head1119
head1119:
  %i1122 = load i64, ptr %c1118
  %t1123 = icmp slt i64 %i1122, %t32
  br i1 %t1123, label %body1120, label %done1121
body1120:
  %t1124 = getelementptr float, ptr %rowbuf, i64 %i1122
  %t1125 = load float, ptr %t1124, align 4
  %t1126 = getelementptr float, ptr %t1111, i64 %i1122
  store float %t1125, ptr %t1126, align 4
  %t1127 = add nsw i64 %i1122, 1
  store i64 %t1127, ptr %c1118
  br label %head1119
done1121:
  br label %rowdone1084
rowdone1084:
  %t1130 = icmp slt i64 22, %t29
  br i1 %t1130, label %row1128, label %rowdone1129
row1128:
  %t1131 = add i64 %t25, 22
  %t1132 = getelementptr i32, ptr %buf.radd, i64 %t1131
  %t1133 = load i32, ptr %t1132, align 4
  %t1134 = insertelement <16 x i32> poison, i32 %t1133, i64 0
  %t1135 = shufflevector <16 x i32> %t1134, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1136 = getelementptr i32, ptr %buf.rmul, i64 %t1131
  %t1137 = load i32, ptr %t1136, align 4
  %t1138 = insertelement <16 x i32> poison, i32 %t1137, i64 0
  %t1139 = shufflevector <16 x i32> %t1138, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1140 = mul i64 %t36, 2
  %t1141 = add i64 %t1140, 44
  %t1142 = getelementptr <16 x i32>, ptr %tile, i64 %t1141
  %t1143 = load <16 x i32>, ptr %t1142, align 4
  %t1144 = bitcast <16 x i32> %t1143 to <16 x float>
  %t1145 = fmul <16 x float> %t1144, %t127
  %t1146 = fadd <16 x float> %t1145, %t133
  %t1147 = mul i64 %t36, 2
  %t1148 = add i64 %t1147, 45
  %t1149 = getelementptr <16 x i32>, ptr %tile, i64 %t1148
  %t1150 = load <16 x i32>, ptr %t1149, align 4
  %t1151 = bitcast <16 x i32> %t1150 to <16 x float>
  %t1152 = fmul <16 x float> %t1151, %t130
  %t1153 = fadd <16 x float> %t1152, %t136
  %t1154 = mul i64 %t1131, %size.ldc
  %t1155 = add i64 %t1154, %t26
  %t1156 = getelementptr float, ptr %buf.c, i64 %t1155
  br i1 %t137, label %whole1157, label %part1158
whole1157:
  %t1159 = getelementptr float, ptr %t1156, i64 0
  store <16 x float> %t1146, ptr %t1159, align 4
  %t1160 = getelementptr float, ptr %t1156, i64 16
  store <16 x float> %t1153, ptr %t1160, align 4
  br label %rowdone1129
part1158:
  %t1161 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1146, ptr %t1161, align 4
  %t1162 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1153, ptr %t1162, align 4
  store i64 0, ptr %c1163
  br label %head1164
head1164:
  %i1167 = load i64, ptr %c1163
  %t1168 = icmp slt i64 %i1167, %t32
  br i1 %t1168, label %body1165, label %done1166
body1165:
  %t1169 = getelementptr float, ptr %rowbuf, i64 %i1167
  %t1170 = load float, ptr %t1169, align 4
  %t1171 = getelementptr float, ptr %t1156, i64 %i1167
  store float %t1170, ptr %t1171, align 4
  %t1172 = add nsw i64 %i1167, 1
  store i64 %t1172, ptr %c1163
  br label %head1164
done1166:
  br label %rowdone1129
rowdone1129:
  %t1175 = icmp slt i64 23, %t29
  br i1 %t1175, label %row1173, label %rowdone1174
row1173:
  %t1176 = add i64 %t25, 23
  %t1177 = getelementptr i32, ptr %buf.radd, i64 %t1176
  %t1178 = load i32, ptr %t1177, align 4
  %t1179 = insertelement <16 x i32> poison, i32 %t1178, i64 0
  %t1180 = shufflevector <16 x i32> %t1179, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1181 = getelementptr i32, ptr %buf.rmul, i64 %t1176
  %t1182 = load i32, ptr %t1181, align 4
  %t1183 = insertelement <16 x i32> poison, i32 %t1182, i64 0
  %t1184 = shufflevector <16 x i32> %t1183, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1185 = mul i64 %t36, 2
  %t1186 = add i64 %t1185, 46
  %t1187 = getelementptr <16 x i32>, ptr %tile, i64 %t1186
  %t1188 = load <16 x i32>, ptr %t1187, align 4
  %t1189 = bitcast <16 x i32> %t1188 to <16 x float>
  %t1190 = fmul <16 x float> %t1189, %t127
  %t1191 = fadd <16 x float> %t1190, %t133
  %t1192 = mul i64 %t36, 2
  %t1193 = add i64 %t1192, 47
  %t1194 = getelementptr <16 x i32>, ptr %tile, i64 %t1193
  %t1195 = load <16 x i32>, ptr %t1194, align 4
  %t1196 = bitcast <16 x i32> %t1195 to <16 x float>
  %t1197 = fmul <16 x float> %t1196, %t130
  %t1198 = fadd <16 x float> %t1197, %t136
  %t1199 = mul i64 %t1176, %size.ldc
  %t1200 = add i64 %t1199, %t26
  %t1201 = getelementptr float, ptr %buf.c, i64 %t1200
  br i1 %t137, label %whole1202, label %part1203
whole1202:
  %t1204 = getelementptr float, ptr %t1201, i64 0
  store <16 x float> %t1191, ptr %t1204, align 4
  %t1205 = getelementptr float, ptr %t1201, i64 16
  store <16 x float> %t1198, ptr %t1205, align 4
  br label %rowdone1174
part1203:
  %t1206 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1191, ptr %t1206, align 4
  %t1207 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1198, ptr %t1207, align 4
  store i64 0, ptr %c1208
  br label %head1209
head1209:
  %i1212 = load i64, ptr %c1208
  %t1213 = icmp slt i64 %i1212, %t32
  br i1 %t1213, label %body1210, label %done1211
body1210:
  %t1214 = getelementptr float, ptr %rowbuf, i64 %i1212
  %t1215 = load float, ptr %t1214, align 4
  %t1216 = getelementptr float, ptr %t1201, i64 %i1212
  store float %t1215, ptr %t1216, align 4
  %t1217 = add nsw i64 %i1212, 1
  store i64 %t1217, ptr %c1208
  br label %head1209
done1211:
  br label %rowdone1174
rowdone1174:
  %t1220 = icmp slt i64 24, %t29
  br i1 %t1220, label %row1218, label %rowdone1219
row1218:
  %t1221 = add i64 %t25, 24
  %t1222 = getelementptr i32, ptr %buf.radd, i64 %t1221
  %t1223 = load i32, ptr %t1222, align 4
  %t1224 = insertelement <16 x i32> poison, i32 %t1223, i64 0
  %t1225 = shufflevector <16 x i32> %t1224, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1226 = getelementptr i32, ptr %buf.rmul, i64 %t1221
  %t1227 = load i32, ptr %t1226, align 4
  %t1228 = insertelement <16 x i32> poison, i32 %t1227, i64 0
  %t1229 = shufflevector <16 x i32> %t1228, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1230 = mul i64 %t36, 2
  %t1231 = add i64 %t1230, 48
  %t1232 = getelementptr <16 x i32>, ptr %tile, i64 %t1231
  %t1233 = load <16 x i32>, ptr %t1232, align 4
  %t1234 = bitcast <16 x i32> %t1233 to <16 x float>
  %t1235 = fmul <16 x float> %t1234, %t127
  %t1236 = fadd <16 x float> %t1235, %t133
  %t1237 = mul i64 %t36, 2
  %t1238 = add i64 %t1237, 49
  %t1239 = getelementptr <16 x i32>, ptr %tile, i64 %t1238
  %t1240 = load <16 x i32>, ptr %t1239, align 4
  %t1241 = bitcast <16 x i32> %t1240 to <16 x float>
  %t1242 = fmul <16 x float> %t1241, %t130
  %t1243 = fadd <16 x float> %t1242, %t136
  %t1244 = mul i64 %t1221, %size.ldc
  %t1245 = add i64 %t1244, %t26
  %t1246 = getelementptr float, ptr %buf.c, i64 %t1245
  br i1 %t137, label %whole1247, label %part1248
whole1247:
  %t1249 = getelementptr float, ptr %t1246, i64 0
  store <16 x float> %t1236, ptr %t1249, align 4
  %t1250 = getelementptr float, ptr %t1246, i64 16
  store <16 x float> %t1243, ptr %t1250, align 4
  br label %rowdone1219
part1248:
  %t1251 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1236, ptr %t1251, align 4
  %t1252 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1243, ptr %t1252, align 4
  store i64 0, ptr %c1253
  br label %head1254
head1254:
  %i1257 = load i64, ptr %c1253
  %t1258 = icmp slt i64 %i1257, %t32
  br i1 %t1258, label %body1255, label %done1256
body1255:
  %t1259 = getelementptr float, ptr %rowbuf, i64 %i1257
  %t1260 = load float, ptr %t1259, align 4
  %t1261 = getelementptr float, ptr %t1246, i64 %i1257
  store float %t1260, ptr %t1261, align 4
  %t1262 = add nsw i64 %i1257, 1
  store i64 %t1262, ptr %c1253
  br label %head1254
done1256:
  br label %rowdone1219
rowdone1219:
  %t1265 = icmp slt i64 25, %t29
  br i1 %t1265, label %row1263, label %rowdone1264
row1263:
  %t1266 = add i64 %t25, 25
  %t1267 = getelementptr i32, ptr %buf.radd, i64 %t1266
  %t1268 = load i32, ptr %t1267, align 4
  %t1269 = insertelement <16 x i32> poison, i32 %t1268, i64 0
  %t1270 = shufflevector <16 x i32> %t1269, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1271 = getelementptr i32, ptr %buf.rmul, i64 %t1266
  %t1272 = load i32, ptr %t1271, align 4
  %t1273 = insertelement <16 x i32> poison, i32 %t1272, i64 0
  %t1274 = shufflevector <16 x i32> %t1273, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1275 = mul i64 %t36, 2
  %t1276 = add i64 %t1275, 50
  %t1277 = getelementptr <16 x i32>, ptr %tile, i64 %t1276
  %t1278 = load <16 x i32>, ptr %t1277, align 4
  %t1279 = bitcast <16 x i32> %t1278 to <16 x float>
  %t1280 = fmul <16 x float> %t1279, %t127
  %t1281 = fadd <16 x float> %t1280, %t133
  %t1282 = mul i64 %t36, 2
  %t1283 = add i64 %t1282, 51
  %t1284 = getelementptr <16 x i32>, ptr %tile, i64 %t1283
  %t1285 = load <16 x i32>, ptr %t1284, align 4
  %t1286 = bitcast <16 x i32> %t1285 to <16 x float>
  %t1287 = fmul <16 x float> %t1286, %t130
  %t1288 = fadd <16 x float> %t1287, %t136
  %t1289 = mul i64 %t1266, %size.ldc
  %t1290 = add i64 %t1289, %t26
  %t1291 = getelementptr float, ptr %buf.c, i64 %t1290
  br i1 %t137, label %whole1292, label %part1293
whole1292:
  %t1294 = getelementptr float, ptr %t1291, i64 0
  store <16 x float> %t1281, ptr %t1294, align 4
  %t1295 = getelementptr float, ptr %t1291, i64 16
  store <16 x float> %t1288, ptr %t1295, align 4
  br label %rowdone1264
part1293:
  %t1296 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1281, ptr %t1296, align 4
  %t1297 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1288, ptr %t1297, align 4
  store i64 0, ptr %c1298
  br label %head1299
head1299:
  %i1302 = load i64, ptr %c1298
  %t1303 = icmp slt i64 %i1302, %t32
  br i1 %t1303, label %body1300, label %done1301
body1300:
  %t1304 = getelementptr float, ptr %rowbuf, i64 %i1302
  %t1305 = load float, ptr %t1304, align 4
  %t1306 = getelementptr float, ptr %t1291, i64 %i1302
  store float %t1305, ptr %t1306, align 4
  %t1307 = add nsw i64 %i1302, 1
  store i64 %t1307, ptr %c1298
  br label %head1299
done1301:
  br label %rowdone1264
rowdone1264:
  %t1310 = icmp slt i64 26, %t29
  br i1 %t1310, label %row1308, label %rowdone1309
row1308:
  %t1311 = add i64 %t25, 26
  %t1312 = getelementptr i32, ptr %buf.radd, i64 %t1311
  %t1313 = load i32, ptr %t1312, align 4
  %t1314 = insertelement <16 x i32> poison, i32 %t1313, i64 0
  %t1315 = shufflevector <16 x i32> %t1314, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1316 = getelementptr i32, ptr %buf.rmul, i64 %t1311
  %t1317 = load i32, ptr %t1316, align 4
  %t1318 = insertelement <16 x i32> poison, i32 %t1317, i64 0
  %t1319 = shufflevector <16 x i32> %t1318, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1320 = mul i64 %t36, 2
  %t1321 = add i64 %t1320, 52
  %t1322 = getelementptr <16 x i32>, ptr %tile, i64 %t1321
  %t1323 = load <16 x i32>, ptr %t1322, align 4
  %t1324 = bitcast <16 x i32> %t1323 to <16 x float>
  %t1325 = fmul <16 x float> %t1324, %t127
  %t1326 = fadd <16 x float> %t1325, %t133
  %t1327 = mul i64 %t36, 2
  %t1328 = add i64 %t1327, 53
  %t1329 = getelementptr <16 x i32>, ptr %tile, i64 %t1328
  %t1330 = load <16 x i32>, ptr %t1329, align 4
  %t1331 = bitcast <16 x i32> %t1330 to <16 x float>
  %t1332 = fmul <16 x float> %t1331, %t130
  %t1333 = fadd <16 x float> %t1332, %t136
  %t1334 = mul i64 %t1311, %size.ldc
  %t1335 = add i64 %t1334, %t26
  %t1336 = getelementptr float, ptr %buf.c, i64 %t1335
  br i1 %t137, label %whole1337, label %part1338
whole1337:
  %t1339 = getelementptr float, ptr %t1336, i64 0
  store <16 x float> %t1326, ptr %t1339, align 4
  %t1340 = getelementptr float, ptr %t1336, i64 16
  store <16 x float> %t1333, ptr %t1340, align 4
  br label %rowdone1309
part1338:
  %t1341 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1326, ptr %t1341, align 4
  %t1342 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1333, ptr %t1342, align 4
  store i64 0, ptr %c1343
  br label %head1344
head1344:
  %i1347 = load i64, ptr %c1343
  %t1348 = icmp slt i64 %i1347, %t32
  br i1 %t1348, label %body1345, label %done1346
body1345:
  %t1349 = getelementptr float, ptr %rowbuf, i64 %i1347
  %t1350 = load float, ptr %t1349, align 4
  %t1351 = getelementptr float, ptr %t1336, i64 %i1347
  store float %t1350, ptr %t1351, align 4
  %t1352 = add nsw i64 %i1347, 1
  store i64 %t1352, ptr %c1343
  br label %head1344
done1346:
  br label %rowdone1309
rowdone1309:
  %t1355 = icmp slt i64 27, %t29
  br i1 %t1355, label %row1353, label %rowdone1354
row1353:
  %t1356 = add i64 %t25, 27
  %t1357 = getelementptr i32, ptr %buf.radd, i64 %t1356
  %t1358 = load i32, ptr %t1357, align 4
  %t1359 = insertelement <16 x i32> poison, i32 %t1358, i64 0
  %t1360 = shufflevector <16 x i32> %t1359, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1361 = getelementptr i32, ptr %buf.rmul, i64 %t1356
  %t1362 = load i32, ptr %t1361, align 4
  %t1363 = insertelement <16 x i32> poison, i32 %t1362, i64 0
  %t1364 = shufflevector <16 x i32> %t1363, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1365 = mul i64 %t36, 2
  %t1366 = add i64 %t1365, 54
  %t1367 = getelementptr <16 x i32>, ptr %tile, i64 %t1366
  %t1368 = load <16 x i32>, ptr %t1367, align 4
  %t1369 = bitcast <16 x i32> %t1368 to <16 x float>
  %t1370 = fmul <16 x float> %t1369, %t127
  %t1371 = fadd <16 x float> %t1370, %t133
  %t1372 = mul i64 %t36, 2
  %t1373 = add i64 %t1372, 55
  %t1374 = getelementptr <16 x i32>, ptr %tile, i64 %t1373
  %t1375 = load <16 x i32>, ptr %t1374, align 4
  %t1376 = bitcast <16 x i32> %t1375 to <16 x float>
  %t1377 = fmul <16 x float> %t1376, %t130
  %t1378 = fadd <16 x float> %t1377, %t136
  %t1379 = mul i64 %t1356, %size.ldc
  %t1380 = add i64 %t1379, %t26
  %t1381 = getelementptr float, ptr %buf.c, i64 %t1380
  br i1 %t137, label %whole1382, label %part1383
whole1382:
  %t1384 = getelementptr float, ptr %t1381, i64 0
  store <16 x float> %t1371, ptr %t1384, align 4
  %t1385 = getelementptr float, ptr %t1381, i64 16
  store <16 x float> %t1378, ptr %t1385, align 4
  br label %rowdone1354
part1383:
  %t1386 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1371, ptr %t1386, align 4
  %t1387 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1378, ptr %t1387, align 4
  store i64 0, ptr %c1388
  br label %head1389
head1389:
  %i1392 = load i64, ptr %c1388
  %t1393 = icmp slt i64 %i1392, %t32
  br i1 %t1393, label %body1390, label %done1391
body1390:
  %t1394 = getelementptr float, ptr %rowbuf, i64 %i1392
  %t1395 = load float, ptr %t1394, align 4
  %t1396 = getelementptr float, ptr %t1381, i64 %i1392
  store float %t1395, ptr %t1396, align 4
  %t1397 = add nsw i64 %i1392, 1
  store i64 %t1397, ptr %c1388
  br label %head1389
done1391:
  br label %rowdone1354
rowdone1354:
  %t1400 = icmp slt i64 28, %t29
  br i1 %t1400, label %row1398, label %rowdone1399
row1398:
  %t1401 = add i64 %t25, 28
  %t1402 = getelementptr i32, ptr %buf.radd, i64 %t1401
  %t1403 = load i32, ptr %t1402, align 4
  %t1404 = insertelement <16 x i32> poison, i32 %t1403, i64 0
  %t1405 = shufflevector <16 x i32> %t1404, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1406 = getelementptr i32, ptr %buf.rmul, i64 %t1401
  %t1407 = load i32, ptr %t1406, align 4
  %t1408 = insertelement <16 x i32> poison, i32 %t1407, i64 0
  %t1409 = shufflevector <16 x i32> %t1408, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1410 = mul i64 %t36, 2
  %t1411 = add i64 %t1410, 56
  %t1412 = getelementptr <16 x i32>, ptr %tile, i64 %t1411
  %t1413 = load <16 x i32>, ptr %t1412, align 4
  %t1414 = bitcast <16 x i32> %t1413 to <16 x float>
  %t1415 = fmul <16 x float> %t1414, %t127
  %t1416 = fadd <16 x float> %t1415, %t133
  %t1417 = mul i64 %t36, 2
  %t1418 = add i64 %t1417, 57
  %t1419 = getelementptr <16 x i32>, ptr %tile, i64 %t1418
  %t1420 = load <16 x i32>, ptr %t1419, align 4
  %t1421 = bitcast <16 x i32> %t1420 to <16 x float>
  %t1422 = fmul <16 x float> %t1421, %t130
  %t1423 = fadd <16 x float> %t1422, %t136
  %t1424 = mul i64 %t1401, %size.ldc
  %t1425 = add i64 %t1424, %t26
  %t1426 = getelementptr float, ptr %buf.c, i64 %t1425
  br i1 %t137, label %whole1427, label %part1428
whole1427:
  %t1429 = getelementptr float, ptr %t1426, i64 0
  store <16 x float> %t1416, ptr %t1429, align 4
  %t1430 = getelementptr float, ptr %t1426, i64 16
  store <16 x float> %t1423, ptr %t1430, align 4
  br label %rowdone1399
part1428:
  %t1431 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1416, ptr %t1431, align 4
  %t1432 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1423, ptr %t1432, align 4
  store i64 0, ptr %c1433
  br label %head1434
head1434:
  %i1437 = load i64, ptr %c1433
  %t1438 = icmp slt i64 %i1437, %t32
  br i1 %t1438, label %body1435, label %done1436
body1435:
  %t1439 = getelementptr float, ptr %rowbuf, i64 %i1437
  %t1440 = load float, ptr %t1439, align 4
  %t1441 = getelementptr float, ptr %t1426, i64 %i1437
  store float %t1440, ptr %t1441, align 4
  %t1442 = add nsw i64 %i1437, 1
  store i64 %t1442, ptr %c1433
  br label %head1434
done1436:
  br label %rowdone1399
rowdone1399:
  %t1445 = icmp slt i64 29, %t29
  br i1 %t1445, label %row1443, label %rowdone1444
row1443:
  %t1446 = add i64 %t25, 29
  %t1447 = getelementptr i32, ptr %buf.radd, i64 %t1446
  %t1448 = load i32, ptr %t1447, align 4
  %t1449 = insertelement <16 x i32> poison, i32 %t1448, i64 0
  %t1450 = shufflevector <16 x i32> %t1449, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1451 = getelementptr i32, ptr %buf.rmul, i64 %t1446
  %t1452 = load i32, ptr %t1451, align 4
  %t1453 = insertelement <16 x i32> poison, i32 %t1452, i64 0
  %t1454 = shufflevector <16 x i32> %t1453, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1455 = mul i64 %t36, 2
  %t1456 = add i64 %t1455, 58
  %t1457 = getelementptr <16 x i32>, ptr %tile, i64 %t1456
  %t1458 = load <16 x i32>, ptr %t1457, align 4
  %t1459 = bitcast <16 x i32> %t1458 to <16 x float>
  %t1460 = fmul <16 x float> %t1459, %t127
  %t1461 = fadd <16 x float> %t1460, %t133
  %t1462 = mul i64 %t36, 2
  %t1463 = add i64 %t1462, 59
  %t1464 = getelementptr <16 x i32>, ptr %tile, i64 %t1463
  %t1465 = load <16 x i32>, ptr %t1464, align 4
  %t1466 = bitcast <16 x i32> %t1465 to <16 x float>
  %t1467 = fmul <16 x float> %t1466, %t130
  %t1468 = fadd <16 x float> %t1467, %t136
  %t1469 = mul i64 %t1446, %size.ldc
  %t1470 = add i64 %t1469, %t26
  %t1471 = getelementptr float, ptr %buf.c, i64 %t1470
  br i1 %t137, label %whole1472, label %part1473
whole1472:
  %t1474 = getelementptr float, ptr %t1471, i64 0
  store <16 x float> %t1461, ptr %t1474, align 4
  %t1475 = getelementptr float, ptr %t1471, i64 16
  store <16 x float> %t1468, ptr %t1475, align 4
  br label %rowdone1444
part1473:
  %t1476 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1461, ptr %t1476, align 4
  %t1477 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1468, ptr %t1477, align 4
  store i64 0, ptr %c1478
  br label %head1479
head1479:
  %i1482 = load i64, ptr %c1478
  %t1483 = icmp slt i64 %i1482, %t32
  br i1 %t1483, label %body1480, label %done1481
body1480:
  %t1484 = getelementptr float, ptr %rowbuf, i64 %i1482
  %t1485 = load float, ptr %t1484, align 4
  %t1486 = getelementptr float, ptr %t1471, i64 %i1482
  store float %t1485, ptr %t1486, align 4
  %t1487 = add nsw i64 %i1482, 1
  store i64 %t1487, ptr %c1478
  br label %head1479
done1481:
  br label %rowdone1444
rowdone1444:
  %t1490 = icmp slt i64 30, %t29
  br i1 %t1490, label %row1488, label %rowdone1489
row1488:
  %t1491 = add i64 %t25, 30
  %t1492 = getelementptr i32, ptr %buf.radd, i64 %t1491
  %t1493 = load i32, ptr %t1492, align 4
  %t1494 = insertelement <16 x i32> poison, i32 %t1493, i64 0
  %t1495 = shufflevector <16 x i32> %t1494, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1496 = getelementptr i32, ptr %buf.rmul, i64 %t1491
  %t1497 = load i32, ptr %t1496, align 4
  %t1498 = insertelement <16 x i32> poison, i32 %t1497, i64 0
  %t1499 = shufflevector <16 x i32> %t1498, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1500 = mul i64 %t36, 2
  %t1501 = add i64 %t1500, 60
  %t1502 = getelementptr <16 x i32>, ptr %tile, i64 %t1501
  %t1503 = load <16 x i32>, ptr %t1502, align 4
  %t1504 = bitcast <16 x i32> %t1503 to <16 x float>
  %t1505 = fmul <16 x float> %t1504, %t127
  %t1506 = fadd <16 x float> %t1505, %t133
  %t1507 = mul i64 %t36, 2
  %t1508 = add i64 %t1507, 61
  %t1509 = getelementptr <16 x i32>, ptr %tile, i64 %t1508
  %t1510 = load <16 x i32>, ptr %t1509, align 4
  %t1511 = bitcast <16 x i32> %t1510 to <16 x float>
  %t1512 = fmul <16 x float> %t1511, %t130
  %t1513 = fadd <16 x float> %t1512, %t136
  %t1514 = mul i64 %t1491, %size.ldc
  %t1515 = add i64 %t1514, %t26
  %t1516 = getelementptr float, ptr %buf.c, i64 %t1515
  br i1 %t137, label %whole1517, label %part1518
whole1517:
  %t1519 = getelementptr float, ptr %t1516, i64 0
  store <16 x float> %t1506, ptr %t1519, align 4
  %t1520 = getelementptr float, ptr %t1516, i64 16
  store <16 x float> %t1513, ptr %t1520, align 4
  br label %rowdone1489
part1518:
  %t1521 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1506, ptr %t1521, align 4
  %t1522 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1513, ptr %t1522, align 4
  store i64 0, ptr %c1523
  br label %head1524
head1524:
  %i1527 = load i64, ptr %c1523
  %t1528 = icmp slt i64 %i1527, %t32
  br i1 %t1528, label %body1525, label %done1526
body1525:
  %t1529 = getelementptr float, ptr %rowbuf, i64 %i1527
  %t1530 = load float, ptr %t1529, align 4
  %t1531 = getelementptr float, ptr %t1516, i64 %i1527
  store float %t1530, ptr %t1531, align 4
  %t1532 = add nsw i64 %i1527, 1
  store i64 %t1532, ptr %c1523
  br label %head1524
done1526:
  br label %rowdone1489
rowdone1489:
  %t1535 = icmp slt i64 31, %t29
  br i1 %t1535, label %row1533, label %rowdone1534
row1533:
  %t1536 = add i64 %t25, 31
  %t1537 = getelementptr i32, ptr %buf.radd, i64 %t1536
  %t1538 = load i32, ptr %t1537, align 4
  %t1539 = insertelement <16 x i32> poison, i32 %t1538, i64 0
  %t1540 = shufflevector <16 x i32> %t1539, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1541 = getelementptr i32, ptr %buf.rmul, i64 %t1536
  %t1542 = load i32, ptr %t1541, align 4
  %t1543 = insertelement <16 x i32> poison, i32 %t1542, i64 0
  %t1544 = shufflevector <16 x i32> %t1543, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1545 = mul i64 %t36, 2
  %t1546 = add i64 %t1545, 62
  %t1547 = getelementptr <16 x i32>, ptr %tile, i64 %t1546
  %t1548 = load <16 x i32>, ptr %t1547, align 4
  %t1549 = bitcast <16 x i32> %t1548 to <16 x float>
  %t1550 = fmul <16 x float> %t1549, %t127
  %t1551 = fadd <16 x float> %t1550, %t133
  %t1552 = mul i64 %t36, 2
  %t1553 = add i64 %t1552, 63
  %t1554 = getelementptr <16 x i32>, ptr %tile, i64 %t1553
  %t1555 = load <16 x i32>, ptr %t1554, align 4
  %t1556 = bitcast <16 x i32> %t1555 to <16 x float>
  %t1557 = fmul <16 x float> %t1556, %t130
  %t1558 = fadd <16 x float> %t1557, %t136
  %t1559 = mul i64 %t1536, %size.ldc
  %t1560 = add i64 %t1559, %t26
  %t1561 = getelementptr float, ptr %buf.c, i64 %t1560
  br i1 %t137, label %whole1562, label %part1563
whole1562:
  %t1564 = getelementptr float, ptr %t1561, i64 0
  store <16 x float> %t1551, ptr %t1564, align 4
  %t1565 = getelementptr float, ptr %t1561, i64 16
  store <16 x float> %t1558, ptr %t1565, align 4
  br label %rowdone1534
part1563:
  %t1566 = getelementptr float, ptr %rowbuf, i64 0
  store <16 x float> %t1551, ptr %t1566, align 4
  %t1567 = getelementptr float, ptr %rowbuf, i64 16
  store <16 x float> %t1558, ptr %t1567, align 4
  store i64 0, ptr %c1568
  br label %head1569
head1569:
  %i1572 = load i64, ptr %c1568
  %t1573 = icmp slt i64 %i1572, %t32
  br i1 %t1573, label %body1570, label %done1571
body1570:
  %t1574 = getelementptr float, ptr %rowbuf, i64 %i1572
  %t1575 = load float, ptr %t1574, align 4
  %t1576 = getelementptr float, ptr %t1561, i64 %i1572
  store float %t1575, ptr %t1576, align 4
  %t1577 = add nsw i64 %i1572, 1
  store i64 %t1577, ptr %c1568
  br label %head1569
done1571:
  br label %rowdone1534
rowdone1534:
  %t1578 = add nsw i64 %i17, 1
  store i64 %t1578, ptr %c13
  br label %head14
done16:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
