declare <16 x i16> @llvm.masked.load.v16i16.p0(ptr, <16 x i1>, <16 x i16>)
declare void @llvm.masked.store.v16i16.p0(<16 x i16>, ptr, <16 x i1>)
declare void @llvm.x86.tilestored64.internal(i16, i16, ptr, i64, x86_amx)
declare x86_amx @llvm.x86.tdpbf16ps.internal(i16, i16, i16, x86_amx, x86_amx, x86_amx)
declare x86_amx @llvm.x86.tileloadd64.internal(i16, i16, ptr, i64)
declare x86_amx @llvm.x86.tilezero.internal(i16, i16)

define internal void @"jr.conv.amx.2.clamp0_inf.l2_1024k.res.yb.rb.mk"(ptr %a0, ptr %a1, ptr %p, i64 %steps, ptr %offs, i64 %astride, ptr %out) alwaysinline nounwind {
entry:
  %t1 = call x86_amx @llvm.x86.tilezero.internal(i16 16, i16 64)
  %t2 = call x86_amx @llvm.x86.tilezero.internal(i16 16, i16 64)
  %t3 = call x86_amx @llvm.x86.tilezero.internal(i16 16, i16 64)
  %t4 = call x86_amx @llvm.x86.tilezero.internal(i16 16, i16 64)
  %t5 = icmp sgt i64 %steps, 0
  br i1 %t5, label %loop, label %exit
loop:
  %k = phi i64 [0, %entry], [%k1, %loop]
  %acc0_0 = phi x86_amx [%t1, %entry], [%new0_0, %loop]
  %acc0_1 = phi x86_amx [%t2, %entry], [%new0_1, %loop]
  %acc1_0 = phi x86_amx [%t3, %entry], [%new1_0, %loop]
  %acc1_1 = phi x86_amx [%t4, %entry], [%new1_1, %loop]
  %t6 = getelementptr i64, ptr %offs, i64 %k
  %t7 = load i64, ptr %t6, align 8
  %t8 = getelementptr i8, ptr %a0, i64 %t7
  %t9 = call x86_amx @llvm.x86.tileloadd64.internal(i16 16, i16 64, ptr %t8, i64 %astride)
  %t10 = getelementptr i8, ptr %a1, i64 %t7
  %t11 = call x86_amx @llvm.x86.tileloadd64.internal(i16 16, i16 64, ptr %t10, i64 %astride)
  %t12 = mul i64 %k, 2048
  %t13 = add i64 %t12, 0
  %t14 = getelementptr i8, ptr %p, i64 %t13
  %t15 = call x86_amx @llvm.x86.tileloadd64.internal(i16 16, i16 64, ptr %t14, i64 128)
  %t16 = mul i64 %k, 2048
  %t17 = add i64 %t16, 64
  %t18 = getelementptr i8, ptr %p, i64 %t17
  %t19 = call x86_amx @llvm.x86.tileloadd64.internal(i16 16, i16 64, ptr %t18, i64 128)
  %new0_0 = call x86_amx @llvm.x86.tdpbf16ps.internal(i16 16, i16 64, i16 64, x86_amx %acc0_0, x86_amx %t9, x86_amx %t15)
  %new0_1 = call x86_amx @llvm.x86.tdpbf16ps.internal(i16 16, i16 64, i16 64, x86_amx %acc0_1, x86_amx %t9, x86_amx %t19)
  %new1_0 = call x86_amx @llvm.x86.tdpbf16ps.internal(i16 16, i16 64, i16 64, x86_amx %acc1_0, x86_amx %t11, x86_amx %t15)
  %new1_1 = call x86_amx @llvm.x86.tdpbf16ps.internal(i16 16, i16 64, i16 64, x86_amx %acc1_1, x86_amx %t11, x86_amx %t19)
  %k1 = add nsw i64 %k, 1
  %t20 = icmp slt i64 %k1, %steps
  br i1 %t20, label %loop, label %exit, !llvm.loop !0
exit:
  %t21 = phi x86_amx [%t1, %entry], [%new0_0, %loop]
  %t22 = phi x86_amx [%t2, %entry], [%new0_1, %loop]
  %t23 = phi x86_amx [%t3, %entry], [%new1_0, %loop]
  %t24 = phi x86_amx [%t4, %entry], [%new1_1, %loop]
  %t25 = getelementptr i8, ptr %out, i64 0
  call void @llvm.x86.tilestored64.internal(i16 16, i16 64, ptr %t25, i64 128, x86_amx %t21)
  %t26 = getelementptr i8, ptr %out, i64 64
  call void @llvm.x86.tilestored64.internal(i16 16, i16 64, ptr %t26, i64 128, x86_amx %t22)
  %t27 = getelementptr i8, ptr %out, i64 2048
  call void @llvm.x86.tilestored64.internal(i16 16, i16 64, ptr %t27, i64 128, x86_amx %t23)
  %t28 = getelementptr i8, ptr %out, i64 2112
  call void @llvm.x86.tilestored64.internal(i16 16, i16 64, ptr %t28, i64 128, x86_amx %t24)
  ret void
}

define void @"jr.conv.amx.2.clamp0_inf.l2_1024k.res.yb.rb"(ptr noalias %buf.x, ptr noalias %buf.p, ptr noalias %buf.bias, ptr noalias %buf.res, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.b, i64 %size.oh, i64 %size.ow, i64 %size.c, i64 %size.kh, i64 %size.kw, i64 %size.dh, i64 %size.dw, i64 %size.hp, i64 %size.wp, i64 %size.n, i64 %range.lo, i64 %range.hi) nounwind "no-builtins" {
entry:
  %tile = alloca [64 x <16 x float>], align 64
  %c23 = alloca i64
  %c34 = alloca i64
  %c50 = alloca i64
  %t1 = mul i64 %size.oh, %size.wp
  %t2 = add i64 %t1, 15
  %t3 = sdiv i64 %t2, 16
  %t4 = mul i64 %size.b, %t3
  %t5 = add i64 %t4, 1
  %t6 = sdiv i64 %t5, 2
  %t7 = add i64 %size.n, 31
  %t8 = sdiv i64 %t7, 32
  %t9 = sdiv i64 %size.c, 32
  %t10 = mul i64 %size.kh, %size.kw
  %t11 = mul i64 %t10, %t9
  %t12 = mul i64 %t11, 2048
  %t13 = mul i64 %size.c, 2
  %t14 = mul i64 %size.hp, %size.wp
  %t15 = mul i64 %t14, %t13
  %t16 = mul i64 %size.dh, %size.wp
  %t17 = mul i64 %t16, %t13
  %t18 = mul i64 %size.dw, %t13
  %t19 = mul i64 %size.b, %t3
  %t20 = mul i64 %t12, %t8
  %t21 = icmp sle i64 %t20, 524288
  %offs = alloca i64, i64 %t11, align 8
  %t22 = mul i64 %size.kh, %size.kw
  store i64 0, ptr %c23
  br label %head24
head24:
  %i27 = load i64, ptr %c23
  %t28 = icmp slt i64 %i27, %t22
  br i1 %t28, label %body25, label %done26
body25:
  %t29 = sdiv i64 %i27, %size.kw
  %t30 = mul i64 %t29, %t17
  %t31 = srem i64 %i27, %size.kw
  %t32 = mul i64 %t31, %t18
  %t33 = add i64 %t30, %t32
  store i64 0, ptr %c34
  br label %head35
head35:
  %i38 = load i64, ptr %c34
  %t39 = icmp slt i64 %i38, %t9
  br i1 %t39, label %body36, label %done37
body36:
  %t40 = mul i64 %i38, 64
  %t41 = add i64 %t33, %t40
  %t42 = mul i64 %i27, %t9
  %t43 = add i64 %t42, %i38
  %t44 = getelementptr i64, ptr %offs, i64 %t43
  store i64 %t41, ptr %t44, align 8
  %t45 = add nsw i64 %i38, 1
  store i64 %t45, ptr %c34
  br label %head35
done37:
  %t46 = add nsw i64 %i27, 1
  store i64 %t46, ptr %c23
  br label %head24
done26:
  %t47 = mul i64 %t6, %t8
  %t48 = icmp slt i64 %range.hi, %t47
  %t49 = select i1 %t48, i64 %range.hi, i64 %t47
  store i64 %range.lo, ptr %c50
  br label %head51
head51:
  %i54 = load i64, ptr %c50
  %t55 = icmp slt i64 %i54, %t49
  br i1 %t55, label %body52, label %done53
body52:
  %t56 = srem i64 %i54, %t8
  %t57 = sdiv i64 %i54, %t6
  %t58 = select i1 %t21, i64 %t56, i64 %t57
  %t59 = sdiv i64 %i54, %t8
  %t60 = srem i64 %i54, %t6
  %t61 = select i1 %t21, i64 %t59, i64 %t60
  %t62 = mul i64 %t61, 2
  %t63 = sub i64 %t19, 2
  %t64 = icmp slt i64 %t62, %t63
  %t65 = select i1 %t64, i64 %t62, i64 %t63
  %t66 = sdiv i64 %t65, %t3
  %t67 = srem i64 %t65, %t3
  %t68 = mul i64 %t67, 16
  %t69 = sub i64 %t1, 16
  %t70 = icmp slt i64 %t68, %t69
  %t71 = select i1 %t70, i64 %t68, i64 %t69
  %t72 = add i64 %t65, 1
  %t73 = sdiv i64 %t72, %t3
  %t74 = srem i64 %t72, %t3
  %t75 = mul i64 %t74, 16
  %t76 = sub i64 %t1, 16
  %t77 = icmp slt i64 %t75, %t76
  %t78 = select i1 %t77, i64 %t75, i64 %t76
  %t79 = mul i64 %t66, %t15
  %t80 = mul i64 %t71, %t13
  %t81 = add i64 %t79, %t80
  %t82 = getelementptr i8, ptr %buf.x, i64 %t81
  %t83 = mul i64 %t73, %t15
  %t84 = mul i64 %t78, %t13
  %t85 = add i64 %t83, %t84
  %t86 = getelementptr i8, ptr %buf.x, i64 %t85
  %t87 = mul i64 %t58, %t12
  %t88 = getelementptr i8, ptr %buf.p, i64 %t87
  call void @"jr.conv.amx.2.clamp0_inf.l2_1024k.res.yb.rb.mk"(ptr %t82, ptr %t86, ptr %t88, i64 %t11, ptr %offs, i64 %t13, ptr %tile)
  %t89 = mul i64 %t58, 32
  %t90 = sub i64 %size.n, %t89
  %t91 = add i64 %t89, 0
  %t92 = getelementptr float, ptr %buf.bias, i64 %t91
  %t93 = load <16 x float>, ptr %t92, align 4
  %t94 = add i64 %t89, 16
  %t95 = getelementptr float, ptr %buf.bias, i64 %t94
  %t96 = load <16 x float>, ptr %t95, align 4
  %t97 = sub i64 %t90, 0
  %t98 = insertelement <16 x i64> poison, i64 %t97, i64 0
  %t99 = shufflevector <16 x i64> %t98, <16 x i64> poison, <16 x i32> zeroinitializer
  %t100 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t99
  %t101 = sub i64 %t90, 16
  %t102 = insertelement <16 x i64> poison, i64 %t101, i64 0
  %t103 = shufflevector <16 x i64> %t102, <16 x i64> poison, <16 x i32> zeroinitializer
  %t104 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t103
  %t105 = sdiv i64 %t71, %size.wp
  %t106 = srem i64 %t71, %size.wp
  %t109 = icmp slt i64 %t106, %size.ow
  br i1 %t109, label %row107, label %rowdone108
row107:
  %t110 = mul i64 %t66, %size.oh
  %t111 = add i64 %t110, %t105
  %t112 = mul i64 %t111, %size.ow
  %t113 = add i64 %t112, %t106
  %t114 = mul i64 %t113, %size.n
  %t115 = add i64 %t114, %t89
  %t116 = getelementptr i16, ptr %buf.c, i64 %t115
  %t117 = getelementptr <16 x float>, ptr %tile, i64 0
  %t118 = load <16 x float>, ptr %t117, align 64
  %t119 = fadd <16 x float> %t118, %t93
  %t120 = mul i64 %t113, %size.n
  %t121 = add i64 %t89, 0
  %t122 = add i64 %t120, %t121
  %t123 = getelementptr i16, ptr %buf.res, i64 %t122
  %t124 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t123, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t125 = zext <16 x i16> %t124 to <16 x i32>
  %t126 = shl <16 x i32> %t125, splat (i32 16)
  %t127 = bitcast <16 x i32> %t126 to <16 x float>
  %t128 = fadd <16 x float> %t119, %t127
  %t129 = fcmp olt <16 x float> %t128, splat (float 0x0000000000000000)
  %t130 = select <16 x i1> %t129, <16 x float> splat (float 0x0000000000000000), <16 x float> %t128
  %t131 = bitcast <16 x float> %t130 to <16 x i32>
  %t132 = lshr <16 x i32> %t131, splat (i32 16)
  %t133 = and <16 x i32> %t132, splat (i32 1)
  %t134 = add <16 x i32> %t131, splat (i32 32767)
  %t135 = add <16 x i32> %t134, %t133
  %t136 = lshr <16 x i32> %t135, splat (i32 16)
  %t137 = fcmp uno <16 x float> %t130, %t130
  %t138 = select <16 x i1> %t137, <16 x i32> splat (i32 32704), <16 x i32> %t136
  %t139 = trunc <16 x i32> %t138 to <16 x i16>
  %t140 = getelementptr i16, ptr %t116, i64 0
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t139, ptr align 2 %t140, <16 x i1> %t100)
  %t141 = getelementptr <16 x float>, ptr %tile, i64 1
  %t142 = load <16 x float>, ptr %t141, align 64
  %t143 = fadd <16 x float> %t142, %t96
  %t144 = mul i64 %t113, %size.n
  %t145 = add i64 %t89, 16
  %t146 = add i64 %t144, %t145
  %t147 = getelementptr i16, ptr %buf.res, i64 %t146
  %t148 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t147, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t149 = zext <16 x i16> %t148 to <16 x i32>
  %t150 = shl <16 x i32> %t149, splat (i32 16)
  %t151 = bitcast <16 x i32> %t150 to <16 x float>
  %t152 = fadd <16 x float> %t143, %t151
  %t153 = fcmp olt <16 x float> %t152, splat (float 0x0000000000000000)
  %t154 = select <16 x i1> %t153, <16 x float> splat (float 0x0000000000000000), <16 x float> %t152
  %t155 = bitcast <16 x float> %t154 to <16 x i32>
  %t156 = lshr <16 x i32> %t155, splat (i32 16)
  %t157 = and <16 x i32> %t156, splat (i32 1)
  %t158 = add <16 x i32> %t155, splat (i32 32767)
  %t159 = add <16 x i32> %t158, %t157
  %t160 = lshr <16 x i32> %t159, splat (i32 16)
  %t161 = fcmp uno <16 x float> %t154, %t154
  %t162 = select <16 x i1> %t161, <16 x i32> splat (i32 32704), <16 x i32> %t160
  %t163 = trunc <16 x i32> %t162 to <16 x i16>
  %t164 = getelementptr i16, ptr %t116, i64 16
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t163, ptr align 2 %t164, <16 x i1> %t104)
  br label %rowdone108
rowdone108:
  %t165 = add i64 %t106, 1
  %t166 = icmp eq i64 %t165, %size.wp
  %t167 = add i64 %t105, 1
  %t168 = select i1 %t166, i64 %t167, i64 %t105
  %t169 = select i1 %t166, i64 0, i64 %t165
  %t172 = icmp slt i64 %t169, %size.ow
  br i1 %t172, label %row170, label %rowdone171
row170:
  %t173 = mul i64 %t66, %size.oh
  %t174 = add i64 %t173, %t168
  %t175 = mul i64 %t174, %size.ow
  %t176 = add i64 %t175, %t169
  %t177 = mul i64 %t176, %size.n
  %t178 = add i64 %t177, %t89
  %t179 = getelementptr i16, ptr %buf.c, i64 %t178
  %t180 = getelementptr <16 x float>, ptr %tile, i64 2
  %t181 = load <16 x float>, ptr %t180, align 64
  %t182 = fadd <16 x float> %t181, %t93
  %t183 = mul i64 %t176, %size.n
  %t184 = add i64 %t89, 0
  %t185 = add i64 %t183, %t184
  %t186 = getelementptr i16, ptr %buf.res, i64 %t185
  %t187 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t186, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t188 = zext <16 x i16> %t187 to <16 x i32>
  %t189 = shl <16 x i32> %t188, splat (i32 16)
  %t190 = bitcast <16 x i32> %t189 to <16 x float>
  %t191 = fadd <16 x float> %t182, %t190
  %t192 = fcmp olt <16 x float> %t191, splat (float 0x0000000000000000)
  %t193 = select <16 x i1> %t192, <16 x float> splat (float 0x0000000000000000), <16 x float> %t191
  %t194 = bitcast <16 x float> %t193 to <16 x i32>
  %t195 = lshr <16 x i32> %t194, splat (i32 16)
  %t196 = and <16 x i32> %t195, splat (i32 1)
  %t197 = add <16 x i32> %t194, splat (i32 32767)
  %t198 = add <16 x i32> %t197, %t196
  %t199 = lshr <16 x i32> %t198, splat (i32 16)
  %t200 = fcmp uno <16 x float> %t193, %t193
  %t201 = select <16 x i1> %t200, <16 x i32> splat (i32 32704), <16 x i32> %t199
  %t202 = trunc <16 x i32> %t201 to <16 x i16>
  %t203 = getelementptr i16, ptr %t179, i64 0
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t202, ptr align 2 %t203, <16 x i1> %t100)
  %t204 = getelementptr <16 x float>, ptr %tile, i64 3
  %t205 = load <16 x float>, ptr %t204, align 64
  %t206 = fadd <16 x float> %t205, %t96
  %t207 = mul i64 %t176, %size.n
  %t208 = add i64 %t89, 16
  %t209 = add i64 %t207, %t208
  %t210 = getelementptr i16, ptr %buf.res, i64 %t209
  %t211 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t210, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t212 = zext <16 x i16> %t211 to <16 x i32>
  %t213 = shl <16 x i32> %t212, splat (i32 16)
  %t214 = bitcast <16 x i32> %t213 to <16 x float>
  %t215 = fadd <16 x float> %t206, %t214
  %t216 = fcmp olt <16 x float> %t215, splat (float 0x0000000000000000)
  %t217 = select <16 x i1> %t216, <16 x float> splat (float 0x0000000000000000), <16 x float> %t215
  %t218 = bitcast <16 x float> %t217 to <16 x i32>
  %t219 = lshr <16 x i32> %t218, splat (i32 16)
  %t220 = and <16 x i32> %t219, splat (i32 1)
  %t221 = add <16 x i32> %t218, splat (i32 32767)
  %t222 = add <16 x i32> %t221, %t220
  %t223 = lshr <16 x i32> %t222, splat (i32 16)
  %t224 = fcmp uno <16 x float> %t217, %t217
  %t225 = select <16 x i1> %t224, <16 x i32> splat (i32 32704), <16 x i32> %t223
  %t226 = trunc <16 x i32> %t225 to <16 x i16>
  %t227 = getelementptr i16, ptr %t179, i64 16
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t226, ptr align 2 %t227, <16 x i1> %t104)
  br label %rowdone171
rowdone171:
  %t228 = add i64 %t169, 1
  %t229 = icmp eq i64 %t228, %size.wp
  %t230 = add i64 %t168, 1
  %t231 = select i1 %t229, i64 %t230, i64 %t168
  %t232 = select i1 %t229, i64 0, i64 %t228
  %t235 = icmp slt i64 %t232, %size.ow
  br i1 %t235, label %row233, label %rowdone234
row233:
  %t236 = mul i64 %t66, %size.oh
  %t237 = add i64 %t236, %t231
  %t238 = mul i64 %t237, %size.ow
  %t239 = add i64 %t238, %t232
  %t240 = mul i64 %t239, %size.n
  %t241 = add i64 %t240, %t89
  %t242 = getelementptr i16, ptr %buf.c, i64 %t241
  %t243 = getelementptr <16 x float>, ptr %tile, i64 4
  %t244 = load <16 x float>, ptr %t243, align 64
  %t245 = fadd <16 x float> %t244, %t93
  %t246 = mul i64 %t239, %size.n
  %t247 = add i64 %t89, 0
  %t248 = add i64 %t246, %t247
  %t249 = getelementptr i16, ptr %buf.res, i64 %t248
  %t250 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t249, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t251 = zext <16 x i16> %t250 to <16 x i32>
  %t252 = shl <16 x i32> %t251, splat (i32 16)
  %t253 = bitcast <16 x i32> %t252 to <16 x float>
  %t254 = fadd <16 x float> %t245, %t253
  %t255 = fcmp olt <16 x float> %t254, splat (float 0x0000000000000000)
  %t256 = select <16 x i1> %t255, <16 x float> splat (float 0x0000000000000000), <16 x float> %t254
  %t257 = bitcast <16 x float> %t256 to <16 x i32>
  %t258 = lshr <16 x i32> %t257, splat (i32 16)
  %t259 = and <16 x i32> %t258, splat (i32 1)
  %t260 = add <16 x i32> %t257, splat (i32 32767)
  %t261 = add <16 x i32> %t260, %t259
  %t262 = lshr <16 x i32> %t261, splat (i32 16)
  %t263 = fcmp uno <16 x float> %t256, %t256
  %t264 = select <16 x i1> %t263, <16 x i32> splat (i32 32704), <16 x i32> %t262
  %t265 = trunc <16 x i32> %t264 to <16 x i16>
  %t266 = getelementptr i16, ptr %t242, i64 0
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t265, ptr align 2 %t266, <16 x i1> %t100)
  %t267 = getelementptr <16 x float>, ptr %tile, i64 5
  %t268 = load <16 x float>, ptr %t267, align 64
  %t269 = fadd <16 x float> %t268, %t96
  %t270 = mul i64 %t239, %size.n
  %t271 = add i64 %t89, 16
  %t272 = add i64 %t270, %t271
  %t273 = getelementptr i16, ptr %buf.res, i64 %t272
  %t274 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t273, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t275 = zext <16 x i16> %t274 to <16 x i32>
  %t276 = shl <16 x i32> %t275, splat (i32 16)
  %t277 = bitcast <16 x i32> %t276 to <16 x float>
  %t278 = fadd <16 x float> %t269, %t277
  %t279 = fcmp olt <16 x float> %t278, splat (float 0x0000000000000000)
  %t280 = select <16 x i1> %t279, <16 x float> splat (float 0x0000000000000000), <16 x float> %t278
  %t281 = bitcast <16 x float> %t280 to <16 x i32>
  %t282 = lshr <16 x i32> %t281, splat (i32 16)
  %t283 = and <16 x i32> %t282, splat (i32 1)
  %t284 = add <16 x i32> %t281, splat (i32 32767)
  %t285 = add <16 x i32> %t284, %t283
  %t286 = lshr <16 x i32> %t285, splat (i32 16)
  %t287 = fcmp uno <16 x float> %t280, %t280
  %t288 = select <16 x i1> %t287, <16 x i32> splat (i32 32704), <16 x i32> %t286
  %t289 = trunc <16 x i32> %t288 to <16 x i16>
  %t290 = getelementptr i16, ptr %t242, i64 16
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t289, ptr align 2 %t290, <16 x i1> %t104)
  br label %rowdone234
rowdone234:
  %t291 = add i64 %t232, 1
  %t292 = icmp eq i64 %t291, %size.wp
  %t293 = add i64 %t231, 1
  %t294 = select i1 %t292, i64 %t293, i64 %t231
  %t295 = select i1 %t292, i64 0, i64 %t291
  %t298 = icmp slt i64 %t295, %size.ow
  br i1 %t298, label %row296, label %rowdone297
row296:
  %t299 = mul i64 %t66, %size.oh
  %t300 = add i64 %t299, %t294
  %t301 = mul i64 %t300, %size.ow
  %t302 = add i64 %t301, %t295
  %t303 = mul i64 %t302, %size.n
  %t304 = add i64 %t303, %t89
  %t305 = getelementptr i16, ptr %buf.c, i64 %t304
  %t306 = getelementptr <16 x float>, ptr %tile, i64 6
  %t307 = load <16 x float>, ptr %t306, align 64
  %t308 = fadd <16 x float> %t307, %t93
  %t309 = mul i64 %t302, %size.n
  %t310 = add i64 %t89, 0
  %t311 = add i64 %t309, %t310
  %t312 = getelementptr i16, ptr %buf.res, i64 %t311
  %t313 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t312, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t314 = zext <16 x i16> %t313 to <16 x i32>
  %t315 = shl <16 x i32> %t314, splat (i32 16)
  %t316 = bitcast <16 x i32> %t315 to <16 x float>
  %t317 = fadd <16 x float> %t308, %t316
  %t318 = fcmp olt <16 x float> %t317, splat (float 0x0000000000000000)
  %t319 = select <16 x i1> %t318, <16 x float> splat (float 0x0000000000000000), <16 x float> %t317
  %t320 = bitcast <16 x float> %t319 to <16 x i32>
  %t321 = lshr <16 x i32> %t320, splat (i32 16)
  %t322 = and <16 x i32> %t321, splat (i32 1)
  %t323 = add <16 x i32> %t320, splat (i32 32767)
  %t324 = add <16 x i32> %t323, %t322
  %t325 = lshr <16 x i32> %t324, splat (i32 16)
  %t326 = fcmp uno <16 x float> %t319, %t319
  %t327 = select <16 x i1> %t326, <16 x i32> splat (i32 32704), <16 x i32> %t325
  %t328 = trunc <16 x i32> %t327 to <16 x i16>
  %t329 = getelementptr i16, ptr %t305, i64 0
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t328, ptr align 2 %t329, <16 x i1> %t100)
  %t330 = getelementptr <16 x float>, ptr %tile, i64 7
  %t331 = load <16 x float>, ptr %t330, align 64
  %t332 = fadd <16 x float> %t331, %t96
  %t333 = mul i64 %t302, %size.n
  %t334 = add i64 %t89, 16
  %t335 = add i64 %t333, %t334
  %t336 = getelementptr i16, ptr %buf.res, i64 %t335
  %t337 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t336, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t338 = zext <16 x i16> %t337 to <16 x i32>
  %t339 = shl <16 x i32> %t338, splat (i32 16)
  %t340 = bitcast <16 x i32> %t339 to <16 x float>
  %t341 = fadd <16 x float> %t332, %t340
  %t342 = fcmp olt <16 x float> %t341, splat (float 0x0000000000000000)
  %t343 = select <16 x i1> %t342, <16 x float> splat (float 0x0000000000000000), <16 x float> %t341
  %t344 = bitcast <16 x float> %t343 to <16 x i32>
  %t345 = lshr <16 x i32> %t344, splat (i32 16)
  %t346 = and <16 x i32> %t345, splat (i32 1)
  %t347 = add <16 x i32> %t344, splat (i32 32767)
  %t348 = add <16 x i32> %t347, %t346
  %t349 = lshr <16 x i32> %t348, splat (i32 16)
  %t350 = fcmp uno <16 x float> %t343, %t343
  %t351 = select <16 x i1> %t350, <16 x i32> splat (i32 32704), <16 x i32> %t349
  %t352 = trunc <16 x i32> %t351 to <16 x i16>
  %t353 = getelementptr i16, ptr %t305, i64 16
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t352, ptr align 2 %t353, <16 x i1> %t104)
  br label %rowdone297
rowdone297:
  %t354 = add i64 %t295, 1
  %t355 = icmp eq i64 %t354, %size.wp
  %t356 = add i64 %t294, 1
  %t357 = select i1 %t355, i64 %t356, i64 %t294
  %t358 = select i1 %t355, i64 0, i64 %t354
  %t361 = icmp slt i64 %t358, %size.ow
  br i1 %t361, label %row359, label %rowdone360
row359:
  %t362 = mul i64 %t66, %size.oh
  %t363 = add i64 %t362, %t357
  %t364 = mul i64 %t363, %size.ow
  %t365 = add i64 %t364, %t358
  %t366 = mul i64 %t365, %size.n
  %t367 = add i64 %t366, %t89
  %t368 = getelementptr i16, ptr %buf.c, i64 %t367
  %t369 = getelementptr <16 x float>, ptr %tile, i64 8
  %t370 = load <16 x float>, ptr %t369, align 64
  %t371 = fadd <16 x float> %t370, %t93
  %t372 = mul i64 %t365, %size.n
  %t373 = add i64 %t89, 0
  %t374 = add i64 %t372, %t373
  %t375 = getelementptr i16, ptr %buf.res, i64 %t374
  %t376 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t375, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t377 = zext <16 x i16> %t376 to <16 x i32>
  %t378 = shl <16 x i32> %t377, splat (i32 16)
  %t379 = bitcast <16 x i32> %t378 to <16 x float>
  %t380 = fadd <16 x float> %t371, %t379
  %t381 = fcmp olt <16 x float> %t380, splat (float 0x0000000000000000)
  %t382 = select <16 x i1> %t381, <16 x float> splat (float 0x0000000000000000), <16 x float> %t380
  %t383 = bitcast <16 x float> %t382 to <16 x i32>
  %t384 = lshr <16 x i32> %t383, splat (i32 16)
  %t385 = and <16 x i32> %t384, splat (i32 1)
  %t386 = add <16 x i32> %t383, splat (i32 32767)
  %t387 = add <16 x i32> %t386, %t385
  %t388 = lshr <16 x i32> %t387, splat (i32 16)
  %t389 = fcmp uno <16 x float> %t382, %t382
  %t390 = select <16 x i1> %t389, <16 x i32> splat (i32 32704), <16 x i32> %t388
  %t391 = trunc <16 x i32> %t390 to <16 x i16>
  %t392 = getelementptr i16, ptr %t368, i64 0
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t391, ptr align 2 %t392, <16 x i1> %t100)
  %t393 = getelementptr <16 x float>, ptr %tile, i64 9
  %t394 = load <16 x float>, ptr %t393, align 64
  %t395 = fadd <16 x float> %t394, %t96
  %t396 = mul i64 %t365, %size.n
  %t397 = add i64 %t89, 16
  %t398 = add i64 %t396, %t397
  %t399 = getelementptr i16, ptr %buf.res, i64 %t398
  %t400 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t399, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t401 = zext <16 x i16> %t400 to <16 x i32>
  %t402 = shl <16 x i32> %t401, splat (i32 16)
  %t403 = bitcast <16 x i32> %t402 to <16 x float>
  %t404 = fadd <16 x float> %t395, %t403
  %t405 = fcmp olt <16 x float> %t404, splat (float 0x0000000000000000)
  %t406 = select <16 x i1> %t405, <16 x float> splat (float 0x0000000000000000), <16 x float> %t404
  %t407 = bitcast <16 x float> %t406 to <16 x i32>
  %t408 = lshr <16 x i32> %t407, splat (i32 16)
  %t409 = and <16 x i32> %t408, splat (i32 1)
  %t410 = add <16 x i32> %t407, splat (i32 32767)
  %t411 = add <16 x i32> %t410, %t409
  %t412 = lshr <16 x i32> %t411, splat (i32 16)
  %t413 = fcmp uno <16 x float> %t406, %t406
  %t414 = select <16 x i1> %t413, <16 x i32> splat (i32 32704), <16 x i32> %t412
  %t415 = trunc <16 x i32> %t414 to <16 x i16>
  %t416 = getelementptr i16, ptr %t368, i64 16
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t415, ptr align 2 %t416, <16 x i1> %t104)
  br label %rowdone360
rowdone360:
  %t417 = add i64 %t358, 1
  %t418 = icmp eq i64 %t417, %size.wp
  %t419 = add i64 %t357, 1
  %t420 = select i1 %t418, i64 %t419, i64 %t357
  %t421 = select i1 %t418, i64 0, i64 %t417
  %t424 = icmp slt i64 %t421, %size.ow
  br i1 %t424, label %row422, label %rowdone423
row422:
  %t425 = mul i64 %t66, %size.oh
  %t426 = add i64 %t425, %t420
  %t427 = mul i64 %t426, %size.ow
  %t428 = add i64 %t427, %t421
  %t429 = mul i64 %t428, %size.n
  %t430 = add i64 %t429, %t89
  %t431 = getelementptr i16, ptr %buf.c, i64 %t430
  %t432 = getelementptr <16 x float>, ptr %tile, i64 10
  %t433 = load <16 x float>, ptr %t432, align 64
  %t434 = fadd <16 x float> %t433, %t93
  %t435 = mul i64 %t428, %size.n
  %t436 = add i64 %t89, 0
  %t437 = add i64 %t435, %t436
  %t438 = getelementptr i16, ptr %buf.res, i64 %t437
  %t439 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t438, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t440 = zext <16 x i16> %t439 to <16 x i32>
  %t441 = shl <16 x i32> %t440, splat (i32 16)
  %t442 = bitcast <16 x i32> %t441 to <16 x float>
  %t443 = fadd <16 x float> %t434, %t442
  %t444 = fcmp olt <16 x float> %t443, splat (float 0x0000000000000000)
  %t445 = select <16 x i1> %t444, <16 x float> splat (float 0x0000000000000000), <16 x float> %t443
  %t446 = bitcast <16 x float> %t445 to <16 x i32>
  %t447 = lshr <16 x i32> %t446, splat (i32 16)
  %t448 = and <16 x i32> %t447, splat (i32 1)
  %t449 = add <16 x i32> %t446, splat (i32 32767)
  %t450 = add <16 x i32> %t449, %t448
  %t451 = lshr <16 x i32> %t450, splat (i32 16)
  %t452 = fcmp uno <16 x float> %t445, %t445
  %t453 = select <16 x i1> %t452, <16 x i32> splat (i32 32704), <16 x i32> %t451
  %t454 = trunc <16 x i32> %t453 to <16 x i16>
  %t455 = getelementptr i16, ptr %t431, i64 0
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t454, ptr align 2 %t455, <16 x i1> %t100)
  %t456 = getelementptr <16 x float>, ptr %tile, i64 11
  %t457 = load <16 x float>, ptr %t456, align 64
  %t458 = fadd <16 x float> %t457, %t96
  %t459 = mul i64 %t428, %size.n
  %t460 = add i64 %t89, 16
  %t461 = add i64 %t459, %t460
  %t462 = getelementptr i16, ptr %buf.res, i64 %t461
  %t463 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t462, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t464 = zext <16 x i16> %t463 to <16 x i32>
  %t465 = shl <16 x i32> %t464, splat (i32 16)
  %t466 = bitcast <16 x i32> %t465 to <16 x float>
  %t467 = fadd <16 x float> %t458, %t466
  %t468 = fcmp olt <16 x float> %t467, splat (float 0x0000000000000000)
  %t469 = select <16 x i1> %t468, <16 x float> splat (float 0x0000000000000000), <16 x float> %t467
  %t470 = bitcast <16 x float> %t469 to <16 x i32>
  %t471 = lshr <16 x i32> %t470, splat (i32 16)
  %t472 = and <16 x i32> %t471, splat (i32 1)
  %t473 = add <16 x i32> %t470, splat (i32 32767)
  %t474 = add <16 x i32> %t473, %t472
  %t475 = lshr <16 x i32> %t474, splat (i32 16)
  %t476 = fcmp uno <16 x float> %t469, %t469
  %t477 = select <16 x i1> %t476, <16 x i32> splat (i32 32704), <16 x i32> %t475
  %t478 = trunc <16 x i32> %t477 to <16 x i16>
  %t479 = getelementptr i16, ptr %t431, i64 16
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t478, ptr align 2 %t479, <16 x i1> %t104)
  br label %rowdone423
rowdone423:
  %t480 = add i64 %t421, 1
  %t481 = icmp eq i64 %t480, %size.wp
  %t482 = add i64 %t420, 1
  %t483 = select i1 %t481, i64 %t482, i64 %t420
  %t484 = select i1 %t481, i64 0, i64 %t480
  %t487 = icmp slt i64 %t484, %size.ow
  br i1 %t487, label %row485, label %rowdone486
row485:
  %t488 = mul i64 %t66, %size.oh
  %t489 = add i64 %t488, %t483
  %t490 = mul i64 %t489, %size.ow
  %t491 = add i64 %t490, %t484
  %t492 = mul i64 %t491, %size.n
  %t493 = add i64 %t492, %t89
  %t494 = getelementptr i16, ptr %buf.c, i64 %t493
  %t495 = getelementptr <16 x float>, ptr %tile, i64 12
  %t496 = load <16 x float>, ptr %t495, align 64
  %t497 = fadd <16 x float> %t496, %t93
  %t498 = mul i64 %t491, %size.n
  %t499 = add i64 %t89, 0
  %t500 = add i64 %t498, %t499
  %t501 = getelementptr i16, ptr %buf.res, i64 %t500
  %t502 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t501, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t503 = zext <16 x i16> %t502 to <16 x i32>
  %t504 = shl <16 x i32> %t503, splat (i32 16)
  %t505 = bitcast <16 x i32> %t504 to <16 x float>
  %t506 = fadd <16 x float> %t497, %t505
  %t507 = fcmp olt <16 x float> %t506, splat (float 0x0000000000000000)
  %t508 = select <16 x i1> %t507, <16 x float> splat (float 0x0000000000000000), <16 x float> %t506
  %t509 = bitcast <16 x float> %t508 to <16 x i32>
  %t510 = lshr <16 x i32> %t509, splat (i32 16)
  %t511 = and <16 x i32> %t510, splat (i32 1)
  %t512 = add <16 x i32> %t509, splat (i32 32767)
  %t513 = add <16 x i32> %t512, %t511
  %t514 = lshr <16 x i32> %t513, splat (i32 16)
  %t515 = fcmp uno <16 x float> %t508, %t508
  %t516 = select <16 x i1> %t515, <16 x i32> splat (i32 32704), <16 x i32> %t514
  %t517 = trunc <16 x i32> %t516 to <16 x i16>
  %t518 = getelementptr i16, ptr %t494, i64 0
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t517, ptr align 2 %t518, <16 x i1> %t100)
  %t519 = getelementptr <16 x float>, ptr %tile, i64 13
  %t520 = load <16 x float>, ptr %t519, align 64
  %t521 = fadd <16 x float> %t520, %t96
  %t522 = mul i64 %t491, %size.n
  %t523 = add i64 %t89, 16
  %t524 = add i64 %t522, %t523
  %t525 = getelementptr i16, ptr %buf.res, i64 %t524
  %t526 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t525, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t527 = zext <16 x i16> %t526 to <16 x i32>
  %t528 = shl <16 x i32> %t527, splat (i32 16)
  %t529 = bitcast <16 x i32> %t528 to <16 x float>
  %t530 = fadd <16 x float> %t521, %t529
  %t531 = fcmp olt <16 x float> %t530, splat (float 0x0000000000000000)
  %t532 = select <16 x i1> %t531, <16 x float> splat (float 0x0000000000000000), <16 x float> %t530
  %t533 = bitcast <16 x float> %t532 to <16 x i32>
  %t534 = lshr <16 x i32> %t533, splat (i32 16)
  %t535 = and <16 x i32> %t534, splat (i32 1)
  %t536 = add <16 x i32> %t533, splat (i32 32767)
  %t537 = add <16 x i32> %t536, %t535
  %t538 = lshr <16 x i32> %t537, splat (i32 16)
  %t539 = fcmp uno <16 x float> %t532, %t532
  %t540 = select <16 x i1> %t539, <16 x i32> splat (i32 32704), <16 x i32> %t538
  %t541 = trunc <16 x i32> %t540 to <16 x i16>
  %t542 = getelementptr i16, ptr %t494, i64 16
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t541, ptr align 2 %t542, <16 x i1> %t104)
  br label %rowdone486
rowdone486:
  %t543 = add i64 %t484, 1
  %t544 = icmp eq i64 %t543, %size.wp
  %t545 = add i64 %t483, 1
  %t546 = select i1 %t544, i64 %t545, i64 %t483
  %t547 = select i1 %t544, i64 0, i64 %t543
  %t550 = icmp slt i64 %t547, %size.ow
  br i1 %t550, label %row548, label %rowdone549
row548:
  %t551 = mul i64 %t66, %size.oh
  %t552 = add i64 %t551, %t546
  %t553 = mul i64 %t552, %size.ow
  %t554 = add i64 %t553, %t547
  %t555 = mul i64 %t554, %size.n
  %t556 = add i64 %t555, %t89
  %t557 = getelementptr i16, ptr %buf.c, i64 %t556
  %t558 = getelementptr <16 x float>, ptr %tile, i64 14
  %t559 = load <16 x float>, ptr %t558, align 64
  %t560 = fadd <16 x float> %t559, %t93
  %t561 = mul i64 %t554, %size.n
  %t562 = add i64 %t89, 0
  %t563 = add i64 %t561, %t562
  %t564 = getelementptr i16, ptr %buf.res, i64 %t563
  %t565 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t564, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t566 = zext <16 x i16> %t565 to <16 x i32>
  %t567 = shl <16 x i32> %t566, splat (i32 16)
  %t568 = bitcast <16 x i32> %t567 to <16 x float>
  %t569 = fadd <16 x float> %t560, %t568
  %t570 = fcmp olt <16 x float> %t569, splat (float 0x0000000000000000)
  %t571 = select <16 x i1> %t570, <16 x float> splat (float 0x0000000000000000), <16 x float> %t569
  %t572 = bitcast <16 x float> %t571 to <16 x i32>
  %t573 = lshr <16 x i32> %t572, splat (i32 16)
  %t574 = and <16 x i32> %t573, splat (i32 1)
  %t575 = add <16 x i32> %t572, splat (i32 32767)
  %t576 = add <16 x i32> %t575, %t574
  %t577 = lshr <16 x i32> %t576, splat (i32 16)
  %t578 = fcmp uno <16 x float> %t571, %t571
  %t579 = select <16 x i1> %t578, <16 x i32> splat (i32 32704), <16 x i32> %t577
  %t580 = trunc <16 x i32> %t579 to <16 x i16>
  %t581 = getelementptr i16, ptr %t557, i64 0
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t580, ptr align 2 %t581, <16 x i1> %t100)
  %t582 = getelementptr <16 x float>, ptr %tile, i64 15
  %t583 = load <16 x float>, ptr %t582, align 64
  %t584 = fadd <16 x float> %t583, %t96
  %t585 = mul i64 %t554, %size.n
  %t586 = add i64 %t89, 16
  %t587 = add i64 %t585, %t586
  %t588 = getelementptr i16, ptr %buf.res, i64 %t587
  %t589 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t588, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t590 = zext <16 x i16> %t589 to <16 x i32>
  %t591 = shl <16 x i32> %t590, splat (i32 16)
  %t592 = bitcast <16 x i32> %t591 to <16 x float>
  %t593 = fadd <16 x float> %t584, %t592
  %t594 = fcmp olt <16 x float> %t593, splat (float 0x0000000000000000)
  %t595 = select <16 x i1> %t594, <16 x float> splat (float 0x0000000000000000), <16 x float> %t593
  %t596 = bitcast <16 x float> %t595 to <16 x i32>
  %t597 = lshr <16 x i32> %t596, splat (i32 16)
  %t598 = and <16 x i32> %t597, splat (i32 1)
  %t599 = add <16 x i32> %t596, splat (i32 32767)
  %t600 = add <16 x i32> %t599, %t598
  %t601 = lshr <16 x i32> %t600, splat (i32 16)
  %t602 = fcmp uno <16 x float> %t595, %t595
  %t603 = select <16 x i1> %t602, <16 x i32> splat (i32 32704), <16 x i32> %t601
  %t604 = trunc <16 x i32> %t603 to <16 x i16>
  %t605 = getelementptr i16, ptr %t557, i64 16
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t604, ptr align 2 %t605, <16 x i1> %t104)
  br label %rowdone549
rowdone549:
  %t606 = add i64 %t547, 1
  %t607 = icmp eq i64 %t606, %size.wp
  %t608 = add i64 %t546, 1
  %t609 = select i1 %t607, i64 %t608, i64 %t546
  %t610 = select i1 %t607, i64 0, i64 %t606
  %t613 = icmp slt i64 %t610, %size.ow
  br i1 %t613, label %row611, label %rowdone612
row611:
  %t614 = mul i64 %t66, %size.oh
  %t615 = add i64 %t614, %t609
  %t616 = mul i64 %t615, %size.ow
  %t617 = add i64 %t616, %t610
  %t618 = mul i64 %t617, %size.n
  %t619 = add i64 %t618, %t89
  %t620 = getelementptr i16, ptr %buf.c, i64 %t619
  %t621 = getelementptr <16 x float>, ptr %tile, i64 16
  %t622 = load <16 x float>, ptr %t621, align 64
  %t623 = fadd <16 x float> %t622, %t93
  %t624 = mul i64 %t617, %size.n
  %t625 = add i64 %t89, 0
  %t626 = add i64 %t624, %t625
  %t627 = getelementptr i16, ptr %buf.res, i64 %t626
  %t628 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t627, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t629 = zext <16 x i16> %t628 to <16 x i32>
  %t630 = shl <16 x i32> %t629, splat (i32 16)
  %t631 = bitcast <16 x i32> %t630 to <16 x float>
  %t632 = fadd <16 x float> %t623, %t631
  %t633 = fcmp olt <16 x float> %t632, splat (float 0x0000000000000000)
  %t634 = select <16 x i1> %t633, <16 x float> splat (float 0x0000000000000000), <16 x float> %t632
  %t635 = bitcast <16 x float> %t634 to <16 x i32>
  %t636 = lshr <16 x i32> %t635, splat (i32 16)
  %t637 = and <16 x i32> %t636, splat (i32 1)
  %t638 = add <16 x i32> %t635, splat (i32 32767)
  %t639 = add <16 x i32> %t638, %t637
  %t640 = lshr <16 x i32> %t639, splat (i32 16)
  %t641 = fcmp uno <16 x float> %t634, %t634
  %t642 = select <16 x i1> %t641, <16 x i32> splat (i32 32704), <16 x i32> %t640
  %t643 = trunc <16 x i32> %t642 to <16 x i16>
  %t644 = getelementptr i16, ptr %t620, i64 0
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t643, ptr align 2 %t644, <16 x i1> %t100)
  %t645 = getelementptr <16 x float>, ptr %tile, i64 17
  %t646 = load <16 x float>, ptr %t645, align 64
  %t647 = fadd <16 x float> %t646, %t96
  %t648 = mul i64 %t617, %size.n
  %t649 = add i64 %t89, 16
  %t650 = add i64 %t648, %t649
  %t651 = getelementptr i16, ptr %buf.res, i64 %t650
  %t652 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t651, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t653 = zext <16 x i16> %t652 to <16 x i32>
  %t654 = shl <16 x i32> %t653, splat (i32 16)
  %t655 = bitcast <16 x i32> %t654 to <16 x float>
  %t656 = fadd <16 x float> %t647, %t655
  %t657 = fcmp olt <16 x float> %t656, splat (float 0x0000000000000000)
  %t658 = select <16 x i1> %t657, <16 x float> splat (float 0x0000000000000000), <16 x float> %t656
  %t659 = bitcast <16 x float> %t658 to <16 x i32>
  %t660 = lshr <16 x i32> %t659, splat (i32 16)
  %t661 = and <16 x i32> %t660, splat (i32 1)
  %t662 = add <16 x i32> %t659, splat (i32 32767)
  %t663 = add <16 x i32> %t662, %t661
  %t664 = lshr <16 x i32> %t663, splat (i32 16)
  %t665 = fcmp uno <16 x float> %t658, %t658
  %t666 = select <16 x i1> %t665, <16 x i32> splat (i32 32704), <16 x i32> %t664
  %t667 = trunc <16 x i32> %t666 to <16 x i16>
  %t668 = getelementptr i16, ptr %t620, i64 16
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t667, ptr align 2 %t668, <16 x i1> %t104)
  br label %rowdone612
rowdone612:
  %t669 = add i64 %t610, 1
  %t670 = icmp eq i64 %t669, %size.wp
  %t671 = add i64 %t609, 1
  %t672 = select i1 %t670, i64 %t671, i64 %t609
  %t673 = select i1 %t670, i64 0, i64 %t669
  %t676 = icmp slt i64 %t673, %size.ow
  br i1 %t676, label %row674, label %rowdone675
row674:
  %t677 = mul i64 %t66, %size.oh
  %t678 = add i64 %t677, %t672
  %t679 = mul i64 %t678, %size.ow
  %t680 = add i64 %t679, %t673
  %t681 = mul i64 %t680, %size.n
  %t682 = add i64 %t681, %t89
  %t683 = getelementptr i16, ptr %buf.c, i64 %t682
  %t684 = getelementptr <16 x float>, ptr %tile, i64 18
  %t685 = load <16 x float>, ptr %t684, align 64
  %t686 = fadd <16 x float> %t685, %t93
  %t687 = mul i64 %t680, %size.n
  %t688 = add i64 %t89, 0
  %t689 = add i64 %t687, %t688
  %t690 = getelementptr i16, ptr %buf.res, i64 %t689
  %t691 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t690, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t692 = zext <16 x i16> %t691 to <16 x i32>
  %t693 = shl <16 x i32> %t692, splat (i32 16)
  %t694 = bitcast <16 x i32> %t693 to <16 x float>
  %t695 = fadd <16 x float> %t686, %t694
  %t696 = fcmp olt <16 x float> %t695, splat (float 0x0000000000000000)
  %t697 = select <16 x i1> %t696, <16 x float> splat (float 0x0000000000000000), <16 x float> %t695
  %t698 = bitcast <16 x float> %t697 to <16 x i32>
  %t699 = lshr <16 x i32> %t698, splat (i32 16)
  %t700 = and <16 x i32> %t699, splat (i32 1)
  %t701 = add <16 x i32> %t698, splat (i32 32767)
  %t702 = add <16 x i32> %t701, %t700
  %t703 = lshr <16 x i32> %t702, splat (i32 16)
  %t704 = fcmp uno <16 x float> %t697, %t697
  %t705 = select <16 x i1> %t704, <16 x i32> splat (i32 32704), <16 x i32> %t703
  %t706 = trunc <16 x i32> %t705 to <16 x i16>
  %t707 = getelementptr i16, ptr %t683, i64 0
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t706, ptr align 2 %t707, <16 x i1> %t100)
  %t708 = getelementptr <16 x float>, ptr %tile, i64 19
  %t709 = load <16 x float>, ptr %t708, align 64
  %t710 = fadd <16 x float> %t709, %t96
  %t711 = mul i64 %t680, %size.n
  %t712 = add i64 %t89, 16
  %t713 = add i64 %t711, %t712
  %t714 = getelementptr i16, ptr %buf.res, i64 %t713
  %t715 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t714, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t716 = zext <16 x i16> %t715 to <16 x i32>
  %t717 = shl <16 x i32> %t716, splat (i32 16)
  %t718 = bitcast <16 x i32> %t717 to <16 x float>
  %t719 = fadd <16 x float> %t710, %t718
  %t720 = fcmp olt <16 x float> %t719, splat (float 0x0000000000000000)
  %t721 = select <16 x i1> %t720, <16 x float> splat (float 0x0000000000000000), <16 x float> %t719
  %t722 = bitcast <16 x float> %t721 to <16 x i32>
  %t723 = lshr <16 x i32> %t722, splat (i32 16)
  %t724 = and <16 x i32> %t723, splat (i32 1)
  %t725 = add <16 x i32> %t722, splat (i32 32767)
  %t726 = add <16 x i32> %t725, %t724
  %t727 = lshr <16 x i32> %t726, splat (i32 16)
  %t728 = fcmp uno <16 x float> %t721, %t721
  %t729 = select <16 x i1> %t728, <16 x i32> splat (i32 32704), <16 x i32> %t727
  %t730 = trunc <16 x i32> %t729 to <16 x i16>
  %t731 = getelementptr i16, ptr %t683, i64 16
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t730, ptr align 2 %t731, <16 x i1> %t104)
  br label %rowdone675
rowdone675:
  %t732 = add i64 %t673, 1
  %t733 = icmp eq i64 %t732, %size.wp
  %t734 = add i64 %t672, 1
  %t735 = select i1 %t733, i64 %t734, i64 %t672
  %t736 = select i1 %t733, i64 0, i64 %t732
  %t739 = icmp slt i64 %t736, %size.ow
  br i1 %t739, label %row737, label %rowdone738
row737:
  %t740 = mul i64 %t66, %size.oh
  %t741 = add i64 %t740, %t735
  %t742 = mul i64 %t741, %size.ow
  %t743 = add i64 %t742, %t736
  %t744 = mul i64 %t743, %size.n
  %t745 = add i64 %t744, %t89
  %t746 = getelementptr i16, ptr %buf.c, i64 %t745
  %t747 = getelementptr <16 x float>, ptr %tile, i64 20
  %t748 = load <16 x float>, ptr %t747, align 64
  %t749 = fadd <16 x float> %t748, %t93
  %t750 = mul i64 %t743, %size.n
  %t751 = add i64 %t89, 0
  %t752 = add i64 %t750, %t751
  %t753 = getelementptr i16, ptr %buf.res, i64 %t752
  %t754 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t753, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t755 = zext <16 x i16> %t754 to <16 x i32>
  %t756 = shl <16 x i32> %t755, splat (i32 16)
  %t757 = bitcast <16 x i32> %t756 to <16 x float>
  %t758 = fadd <16 x float> %t749, %t757
  %t759 = fcmp olt <16 x float> %t758, splat (float 0x0000000000000000)
  %t760 = select <16 x i1> %t759, <16 x float> splat (float 0x0000000000000000), <16 x float> %t758
  %t761 = bitcast <16 x float> %t760 to <16 x i32>
  %t762 = lshr <16 x i32> %t761, splat (i32 16)
  %t763 = and <16 x i32> %t762, splat (i32 1)
  %t764 = add <16 x i32> %t761, splat (i32 32767)
  %t765 = add <16 x i32> %t764, %t763
  %t766 = lshr <16 x i32> %t765, splat (i32 16)
  %t767 = fcmp uno <16 x float> %t760, %t760
  %t768 = select <16 x i1> %t767, <16 x i32> splat (i32 32704), <16 x i32> %t766
  %t769 = trunc <16 x i32> %t768 to <16 x i16>
  %t770 = getelementptr i16, ptr %t746, i64 0
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t769, ptr align 2 %t770, <16 x i1> %t100)
  %t771 = getelementptr <16 x float>, ptr %tile, i64 21
  %t772 = load <16 x float>, ptr %t771, align 64
  %t773 = fadd <16 x float> %t772, %t96
  %t774 = mul i64 %t743, %size.n
  %t775 = add i64 %t89, 16
  %t776 = add i64 %t774, %t775
  %t777 = getelementptr i16, ptr %buf.res, i64 %t776
  %t778 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t777, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t779 = zext <16 x i16> %t778 to <16 x i32>
  %t780 = shl <16 x i32> %t779, splat (i32 16)
  %t781 = bitcast <16 x i32> %t780 to <16 x float>
  %t782 = fadd <16 x float> %t773, %t781
  %t783 = fcmp olt <16 x float> %t782, splat (float 0x0000000000000000)
  %t784 = select <16 x i1> %t783, <16 x float> splat (float 0x0000000000000000), <16 x float> %t782
  %t785 = bitcast <16 x float> %t784 to <16 x i32>
  %t786 = lshr <16 x i32> %t785, splat (i32 16)
  %t787 = and <16 x i32> %t786, splat (i32 1)
  %t788 = add <16 x i32> %t785, splat (i32 32767)
  %t789 = add <16 x i32> %t788, %t787
  %t790 = lshr <16 x i32> %t789, splat (i32 16)
  %t791 = fcmp uno <16 x float> %t784, %t784
  %t792 = select <16 x i1> %t791, <16 x i32> splat (i32 32704), <16 x i32> %t790
  %t793 = trunc <16 x i32> %t792 to <16 x i16>
  %t794 = getelementptr i16, ptr %t746, i64 16
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t793, ptr align 2 %t794, <16 x i1> %t104)
  br label %rowdone738
rowdone738:
  %t795 = add i64 %t736, 1
  %t796 = icmp eq i64 %t795, %size.wp
  %t797 = add i64 %t735, 1
  %t798 = select i1 %t796, i64 %t797, i64 %t735
  %t799 = select i1 %t796, i64 0, i64 %t795
  %t802 = icmp slt i64 %t799, %size.ow
  br i1 %t802, label %row800, label %rowdone801
row800:
  %t803 = mul i64 %t66, %size.oh
  %t804 = add i64 %t803, %t798
  %t805 = mul i64 %t804, %size.ow
  %t806 = add i64 %t805, %t799
  %t807 = mul i64 %t806, %size.n
  %t808 = add i64 %t807, %t89
  %t809 = getelementptr i16, ptr %buf.c, i64 %t808
  %t810 = getelementptr <16 x float>, ptr %tile, i64 22
  %t811 = load <16 x float>, ptr %t810, align 64
  %t812 = fadd <16 x float> %t811, %t93
  %t813 = mul i64 %t806, %size.n
  %t814 = add i64 %t89, 0
  %t815 = add i64 %t813, %t814
  %t816 = getelementptr i16, ptr %buf.res, i64 %t815
  %t817 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t816, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t818 = zext <16 x i16> %t817 to <16 x i32>
  %t819 = shl <16 x i32> %t818, splat (i32 16)
  %t820 = bitcast <16 x i32> %t819 to <16 x float>
  %t821 = fadd <16 x float> %t812, %t820
  %t822 = fcmp olt <16 x float> %t821, splat (float 0x0000000000000000)
  %t823 = select <16 x i1> %t822, <16 x float> splat (float 0x0000000000000000), <16 x float> %t821
  %t824 = bitcast <16 x float> %t823 to <16 x i32>
  %t825 = lshr <16 x i32> %t824, splat (i32 16)
  %t826 = and <16 x i32> %t825, splat (i32 1)
  %t827 = add <16 x i32> %t824, splat (i32 32767)
  %t828 = add <16 x i32> %t827, %t826
  %t829 = lshr <16 x i32> %t828, splat (i32 16)
  %t830 = fcmp uno <16 x float> %t823, %t823
  %t831 = select <16 x i1> %t830, <16 x i32> splat (i32 32704), <16 x i32> %t829
  %t832 = trunc <16 x i32> %t831 to <16 x i16>
  %t833 = getelementptr i16, ptr %t809, i64 0
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t832, ptr align 2 %t833, <16 x i1> %t100)
  %t834 = getelementptr <16 x float>, ptr %tile, i64 23
  %t835 = load <16 x float>, ptr %t834, align 64
  %t836 = fadd <16 x float> %t835, %t96
  %t837 = mul i64 %t806, %size.n
  %t838 = add i64 %t89, 16
  %t839 = add i64 %t837, %t838
  %t840 = getelementptr i16, ptr %buf.res, i64 %t839
  %t841 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t840, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t842 = zext <16 x i16> %t841 to <16 x i32>
  %t843 = shl <16 x i32> %t842, splat (i32 16)
  %t844 = bitcast <16 x i32> %t843 to <16 x float>
  %t845 = fadd <16 x float> %t836, %t844
  %t846 = fcmp olt <16 x float> %t845, splat (float 0x0000000000000000)
  %t847 = select <16 x i1> %t846, <16 x float> splat (float 0x0000000000000000), <16 x float> %t845
  %t848 = bitcast <16 x float> %t847 to <16 x i32>
  %t849 = lshr <16 x i32> %t848, splat (i32 16)
  %t850 = and <16 x i32> %t849, splat (i32 1)
  %t851 = add <16 x i32> %t848, splat (i32 32767)
  %t852 = add <16 x i32> %t851, %t850
  %t853 = lshr <16 x i32> %t852, splat (i32 16)
  %t854 = fcmp uno <16 x float> %t847, %t847
  %t855 = select <16 x i1> %t854, <16 x i32> splat (i32 32704), <16 x i32> %t853
  %t856 = trunc <16 x i32> %t855 to <16 x i16>
  %t857 = getelementptr i16, ptr %t809, i64 16
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t856, ptr align 2 %t857, <16 x i1> %t104)
  br label %rowdone801
rowdone801:
  %t858 = add i64 %t799, 1
  %t859 = icmp eq i64 %t858, %size.wp
  %t860 = add i64 %t798, 1
  %t861 = select i1 %t859, i64 %t860, i64 %t798
  %t862 = select i1 %t859, i64 0, i64 %t858
  %t865 = icmp slt i64 %t862, %size.ow
  br i1 %t865, label %row863, label %rowdone864
row863:
  %t866 = mul i64 %t66, %size.oh
  %t867 = add i64 %t866, %t861
  %t868 = mul i64 %t867, %size.ow
  %t869 = add i64 %t868, %t862
  %t870 = mul i64 %t869, %size.n
  %t871 = add i64 %t870, %t89
  %t872 = getelementptr i16, ptr %buf.c, i64 %t871
  %t873 = getelementptr <16 x float>, ptr %tile, i64 24
  %t874 = load <16 x float>, ptr %t873, align 64
  %t875 = fadd <16 x float> %t874, %t93
  %t876 = mul i64 %t869, %size.n
  %t877 = add i64 %t89, 0
  %t878 = add i64 %t876, %t877
  %t879 = getelementptr i16, ptr %buf.res, i64 %t878
  %t880 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t879, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t881 = zext <16 x i16> %t880 to <16 x i32>
  %t882 = shl <16 x i32> %t881, splat (i32 16)
  %t883 = bitcast <16 x i32> %t882 to <16 x float>
  %t884 = fadd <16 x float> %t875, %t883
  %t885 = fcmp olt <16 x float> %t884, splat (float 0x0000000000000000)
  %t886 = select <16 x i1> %t885, <16 x float> splat (float 0x0000000000000000), <16 x float> %t884
  %t887 = bitcast <16 x float> %t886 to <16 x i32>
  %t888 = lshr <16 x i32> %t887, splat (i32 16)
  %t889 = and <16 x i32> %t888, splat (i32 1)
  %t890 = add <16 x i32> %t887, splat (i32 32767)
  %t891 = add <16 x i32> %t890, %t889
  %t892 = lshr <16 x i32> %t891, splat (i32 16)
  %t893 = fcmp uno <16 x float> %t886, %t886
  %t894 = select <16 x i1> %t893, <16 x i32> splat (i32 32704), <16 x i32> %t892
  %t895 = trunc <16 x i32> %t894 to <16 x i16>
  %t896 = getelementptr i16, ptr %t872, i64 0
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t895, ptr align 2 %t896, <16 x i1> %t100)
  %t897 = getelementptr <16 x float>, ptr %tile, i64 25
  %t898 = load <16 x float>, ptr %t897, align 64
  %t899 = fadd <16 x float> %t898, %t96
  %t900 = mul i64 %t869, %size.n
  %t901 = add i64 %t89, 16
  %t902 = add i64 %t900, %t901
  %t903 = getelementptr i16, ptr %buf.res, i64 %t902
  %t904 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t903, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t905 = zext <16 x i16> %t904 to <16 x i32>
  %t906 = shl <16 x i32> %t905, splat (i32 16)
  %t907 = bitcast <16 x i32> %t906 to <16 x float>
  %t908 = fadd <16 x float> %t899, %t907
  %t909 = fcmp olt <16 x float> %t908, splat (float 0x0000000000000000)
  %t910 = select <16 x i1> %t909, <16 x float> splat (float 0x0000000000000000), <16 x float> %t908
  %t911 = bitcast <16 x float> %t910 to <16 x i32>
  %t912 = lshr <16 x i32> %t911, splat (i32 16)
  %t913 = and <16 x i32> %t912, splat (i32 1)
  %t914 = add <16 x i32> %t911, splat (i32 32767)
  %t915 = add <16 x i32> %t914, %t913
  %t916 = lshr <16 x i32> %t915, splat (i32 16)
  %t917 = fcmp uno <16 x float> %t910, %t910
  %t918 = select <16 x i1> %t917, <16 x i32> splat (i32 32704), <16 x i32> %t916
  %t919 = trunc <16 x i32> %t918 to <16 x i16>
  %t920 = getelementptr i16, ptr %t872, i64 16
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t919, ptr align 2 %t920, <16 x i1> %t104)
  br label %rowdone864
rowdone864:
  %t921 = add i64 %t862, 1
  %t922 = icmp eq i64 %t921, %size.wp
  %t923 = add i64 %t861, 1
  %t924 = select i1 %t922, i64 %t923, i64 %t861
  %t925 = select i1 %t922, i64 0, i64 %t921
  %t928 = icmp slt i64 %t925, %size.ow
  br i1 %t928, label %row926, label %rowdone927
row926:
  %t929 = mul i64 %t66, %size.oh
  %t930 = add i64 %t929, %t924
  %t931 = mul i64 %t930, %size.ow
  %t932 = add i64 %t931, %t925
  %t933 = mul i64 %t932, %size.n
  %t934 = add i64 %t933, %t89
  %t935 = getelementptr i16, ptr %buf.c, i64 %t934
  %t936 = getelementptr <16 x float>, ptr %tile, i64 26
  %t937 = load <16 x float>, ptr %t936, align 64
  %t938 = fadd <16 x float> %t937, %t93
  %t939 = mul i64 %t932, %size.n
  %t940 = add i64 %t89, 0
  %t941 = add i64 %t939, %t940
  %t942 = getelementptr i16, ptr %buf.res, i64 %t941
  %t943 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t942, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t944 = zext <16 x i16> %t943 to <16 x i32>
  %t945 = shl <16 x i32> %t944, splat (i32 16)
  %t946 = bitcast <16 x i32> %t945 to <16 x float>
  %t947 = fadd <16 x float> %t938, %t946
  %t948 = fcmp olt <16 x float> %t947, splat (float 0x0000000000000000)
  %t949 = select <16 x i1> %t948, <16 x float> splat (float 0x0000000000000000), <16 x float> %t947
  %t950 = bitcast <16 x float> %t949 to <16 x i32>
  %t951 = lshr <16 x i32> %t950, splat (i32 16)
  %t952 = and <16 x i32> %t951, splat (i32 1)
  %t953 = add <16 x i32> %t950, splat (i32 32767)
  %t954 = add <16 x i32> %t953, %t952
  %t955 = lshr <16 x i32> %t954, splat (i32 16)
  %t956 = fcmp uno <16 x float> %t949, %t949
  %t957 = select <16 x i1> %t956, <16 x i32> splat (i32 32704), <16 x i32> %t955
  %t958 = trunc <16 x i32> %t957 to <16 x i16>
  %t959 = getelementptr i16, ptr %t935, i64 0
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t958, ptr align 2 %t959, <16 x i1> %t100)
  %t960 = getelementptr <16 x float>, ptr %tile, i64 27
  %t961 = load <16 x float>, ptr %t960, align 64
  %t962 = fadd <16 x float> %t961, %t96
  %t963 = mul i64 %t932, %size.n
  %t964 = add i64 %t89, 16
  %t965 = add i64 %t963, %t964
  %t966 = getelementptr i16, ptr %buf.res, i64 %t965
  %t967 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t966, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t968 = zext <16 x i16> %t967 to <16 x i32>
  %t969 = shl <16 x i32> %t968, splat (i32 16)
  %t970 = bitcast <16 x i32> %t969 to <16 x float>
  %t971 = fadd <16 x float> %t962, %t970
  %t972 = fcmp olt <16 x float> %t971, splat (float 0x0000000000000000)
  %t973 = select <16 x i1> %t972, <16 x float> splat (float 0x0000000000000000), <16 x float> %t971
  %t974 = bitcast <16 x float> %t973 to <16 x i32>
  %t975 = lshr <16 x i32> %t974, splat (i32 16)
  %t976 = and <16 x i32> %t975, splat (i32 1)
  %t977 = add <16 x i32> %t974, splat (i32 32767)
  %t978 = add <16 x i32> %t977, %t976
  %t979 = lshr <16 x i32> %t978, splat (i32 16)
  %t980 = fcmp uno <16 x float> %t973, %t973
  %t981 = select <16 x i1> %t980, <16 x i32> splat (i32 32704), <16 x i32> %t979
  %t982 = trunc <16 x i32> %t981 to <16 x i16>
  %t983 = getelementptr i16, ptr %t935, i64 16
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t982, ptr align 2 %t983, <16 x i1> %t104)
  br label %rowdone927
rowdone927:
  %t984 = add i64 %t925, 1
  %t985 = icmp eq i64 %t984, %size.wp
  %t986 = add i64 %t924, 1
  %t987 = select i1 %t985, i64 %t986, i64 %t924
  %t988 = select i1 %t985, i64 0, i64 %t984
  %t991 = icmp slt i64 %t988, %size.ow
  br i1 %t991, label %row989, label %rowdone990
row989:
  %t992 = mul i64 %t66, %size.oh
  %t993 = add i64 %t992, %t987
  %t994 = mul i64 %t993, %size.ow
  %t995 = add i64 %t994, %t988
  %t996 = mul i64 %t995, %size.n
  %t997 = add i64 %t996, %t89
  %t998 = getelementptr i16, ptr %buf.c, i64 %t997
  %t999 = getelementptr <16 x float>, ptr %tile, i64 28
  %t1000 = load <16 x float>, ptr %t999, align 64
  %t1001 = fadd <16 x float> %t1000, %t93
  %t1002 = mul i64 %t995, %size.n
  %t1003 = add i64 %t89, 0
  %t1004 = add i64 %t1002, %t1003
  %t1005 = getelementptr i16, ptr %buf.res, i64 %t1004
  %t1006 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1005, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1007 = zext <16 x i16> %t1006 to <16 x i32>
  %t1008 = shl <16 x i32> %t1007, splat (i32 16)
  %t1009 = bitcast <16 x i32> %t1008 to <16 x float>
  %t1010 = fadd <16 x float> %t1001, %t1009
  %t1011 = fcmp olt <16 x float> %t1010, splat (float 0x0000000000000000)
  %t1012 = select <16 x i1> %t1011, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1010
  %t1013 = bitcast <16 x float> %t1012 to <16 x i32>
  %t1014 = lshr <16 x i32> %t1013, splat (i32 16)
  %t1015 = and <16 x i32> %t1014, splat (i32 1)
  %t1016 = add <16 x i32> %t1013, splat (i32 32767)
  %t1017 = add <16 x i32> %t1016, %t1015
  %t1018 = lshr <16 x i32> %t1017, splat (i32 16)
  %t1019 = fcmp uno <16 x float> %t1012, %t1012
  %t1020 = select <16 x i1> %t1019, <16 x i32> splat (i32 32704), <16 x i32> %t1018
  %t1021 = trunc <16 x i32> %t1020 to <16 x i16>
  %t1022 = getelementptr i16, ptr %t998, i64 0
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1021, ptr align 2 %t1022, <16 x i1> %t100)
  %t1023 = getelementptr <16 x float>, ptr %tile, i64 29
  %t1024 = load <16 x float>, ptr %t1023, align 64
  %t1025 = fadd <16 x float> %t1024, %t96
  %t1026 = mul i64 %t995, %size.n
  %t1027 = add i64 %t89, 16
  %t1028 = add i64 %t1026, %t1027
  %t1029 = getelementptr i16, ptr %buf.res, i64 %t1028
  %t1030 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1029, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1031 = zext <16 x i16> %t1030 to <16 x i32>
  %t1032 = shl <16 x i32> %t1031, splat (i32 16)
  %t1033 = bitcast <16 x i32> %t1032 to <16 x float>
  %t1034 = fadd <16 x float> %t1025, %t1033
  %t1035 = fcmp olt <16 x float> %t1034, splat (float 0x0000000000000000)
  %t1036 = select <16 x i1> %t1035, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1034
  %t1037 = bitcast <16 x float> %t1036 to <16 x i32>
  %t1038 = lshr <16 x i32> %t1037, splat (i32 16)
  %t1039 = and <16 x i32> %t1038, splat (i32 1)
  %t1040 = add <16 x i32> %t1037, splat (i32 32767)
  %t1041 = add <16 x i32> %t1040, %t1039
  %t1042 = lshr <16 x i32> %t1041, splat (i32 16)
  %t1043 = fcmp uno <16 x float> %t1036, %t1036
  %t1044 = select <16 x i1> %t1043, <16 x i32> splat (i32 32704), <16 x i32> %t1042
  %t1045 = trunc <16 x i32> %t1044 to <16 x i16>
  %t1046 = getelementptr i16, ptr %t998, i64 16
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1045, ptr align 2 %t1046, <16 x i1> %t104)
  br label %rowdone990
rowdone990:
  %t1047 = add i64 %t988, 1
  %t1048 = icmp eq i64 %t1047, %size.wp
  %t1049 = add i64 %t987, 1
  %t1050 = select i1 %t1048, i64 %t1049, i64 %t987
  %t1051 = select i1 %t1048, i64 0, i64 %t1047
  %t1054 = icmp slt i64 %t1051, %size.ow
  br i1 %t1054, label %row1052, label %rowdone1053
row1052:
  %t1055 = mul i64 %t66, %size.oh
  %t1056 = add i64 %t1055, %t1050
  %t1057 = mul i64 %t1056, %size.ow
  %t1058 = add i64 %t1057, %t1051
  %t1059 = mul i64 %t1058, %size.n
  %t1060 = add i64 %t1059, %t89
  %t1061 = getelementptr i16, ptr %buf.c, i64 %t1060
  %t1062 = getelementptr <16 x float>, ptr %tile, i64 30
  %t1063 = load <16 x float>, ptr %t1062, align 64
  %t1064 = fadd <16 x float> %t1063, %t93
  %t1065 = mul i64 %t1058, %size.n
  %t1066 = add i64 %t89, 0
  %t1067 = add i64 %t1065, %t1066
  %t1068 = getelementptr i16, ptr %buf.res, i64 %t1067
  %t1069 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1068, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1070 = zext <16 x i16> %t1069 to <16 x i32>
  %t1071 = shl <16 x i32> %t1070, splat (i32 16)
  %t1072 = bitcast <16 x i32> %t1071 to <16 x float>
  %t1073 = fadd <16 x float> %t1064, %t1072
  %t1074 = fcmp olt <16 x float> %t1073, splat (float 0x0000000000000000)
  %t1075 = select <16 x i1> %t1074, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1073
  %t1076 = bitcast <16 x float> %t1075 to <16 x i32>
  %t1077 = lshr <16 x i32> %t1076, splat (i32 16)
  %t1078 = and <16 x i32> %t1077, splat (i32 1)
  %t1079 = add <16 x i32> %t1076, splat (i32 32767)
  %t1080 = add <16 x i32> %t1079, %t1078
  %t1081 = lshr <16 x i32> %t1080, splat (i32 16)
  %t1082 = fcmp uno <16 x float> %t1075, %t1075
  %t1083 = select <16 x i1> %t1082, <16 x i32> splat (i32 32704), <16 x i32> %t1081
  %t1084 = trunc <16 x i32> %t1083 to <16 x i16>
  %t1085 = getelementptr i16, ptr %t1061, i64 0
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1084, ptr align 2 %t1085, <16 x i1> %t100)
  %t1086 = getelementptr <16 x float>, ptr %tile, i64 31
  %t1087 = load <16 x float>, ptr %t1086, align 64
  %t1088 = fadd <16 x float> %t1087, %t96
  %t1089 = mul i64 %t1058, %size.n
  %t1090 = add i64 %t89, 16
  %t1091 = add i64 %t1089, %t1090
  %t1092 = getelementptr i16, ptr %buf.res, i64 %t1091
  %t1093 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1092, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1094 = zext <16 x i16> %t1093 to <16 x i32>
  %t1095 = shl <16 x i32> %t1094, splat (i32 16)
  %t1096 = bitcast <16 x i32> %t1095 to <16 x float>
  %t1097 = fadd <16 x float> %t1088, %t1096
  %t1098 = fcmp olt <16 x float> %t1097, splat (float 0x0000000000000000)
  %t1099 = select <16 x i1> %t1098, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1097
  %t1100 = bitcast <16 x float> %t1099 to <16 x i32>
  %t1101 = lshr <16 x i32> %t1100, splat (i32 16)
  %t1102 = and <16 x i32> %t1101, splat (i32 1)
  %t1103 = add <16 x i32> %t1100, splat (i32 32767)
  %t1104 = add <16 x i32> %t1103, %t1102
  %t1105 = lshr <16 x i32> %t1104, splat (i32 16)
  %t1106 = fcmp uno <16 x float> %t1099, %t1099
  %t1107 = select <16 x i1> %t1106, <16 x i32> splat (i32 32704), <16 x i32> %t1105
  %t1108 = trunc <16 x i32> %t1107 to <16 x i16>
  %t1109 = getelementptr i16, ptr %t1061, i64 16
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1108, ptr align 2 %t1109, <16 x i1> %t104)
  br label %rowdone1053
rowdone1053:
  %t1110 = sdiv i64 %t78, %size.wp
  %t1111 = srem i64 %t78, %size.wp
  %t1114 = icmp slt i64 %t1111, %size.ow
  br i1 %t1114, label %row1112, label %rowdone1113
row1112:
  %t1115 = mul i64 %t73, %size.oh
  %t1116 = add i64 %t1115, %t1110
  %t1117 = mul i64 %t1116, %size.ow
  %t1118 = add i64 %t1117, %t1111
  %t1119 = mul i64 %t1118, %size.n
  %t1120 = add i64 %t1119, %t89
  %t1121 = getelementptr i16, ptr %buf.c, i64 %t1120
  %t1122 = getelementptr <16 x float>, ptr %tile, i64 32
  %t1123 = load <16 x float>, ptr %t1122, align 64
  %t1124 = fadd <16 x float> %t1123, %t93
  %t1125 = mul i64 %t1118, %size.n
  %t1126 = add i64 %t89, 0
  %t1127 = add i64 %t1125, %t1126
  %t1128 = getelementptr i16, ptr %buf.res, i64 %t1127
  %t1129 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1128, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1130 = zext <16 x i16> %t1129 to <16 x i32>
  %t1131 = shl <16 x i32> %t1130, splat (i32 16)
  %t1132 = bitcast <16 x i32> %t1131 to <16 x float>
  %t1133 = fadd <16 x float> %t1124, %t1132
  %t1134 = fcmp olt <16 x float> %t1133, splat (float 0x0000000000000000)
  %t1135 = select <16 x i1> %t1134, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1133
  %t1136 = bitcast <16 x float> %t1135 to <16 x i32>
  %t1137 = lshr <16 x i32> %t1136, splat (i32 16)
  %t1138 = and <16 x i32> %t1137, splat (i32 1)
  %t1139 = add <16 x i32> %t1136, splat (i32 32767)
  %t1140 = add <16 x i32> %t1139, %t1138
  %t1141 = lshr <16 x i32> %t1140, splat (i32 16)
  %t1142 = fcmp uno <16 x float> %t1135, %t1135
  %t1143 = select <16 x i1> %t1142, <16 x i32> splat (i32 32704), <16 x i32> %t1141
  %t1144 = trunc <16 x i32> %t1143 to <16 x i16>
  %t1145 = getelementptr i16, ptr %t1121, i64 0
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1144, ptr align 2 %t1145, <16 x i1> %t100)
  %t1146 = getelementptr <16 x float>, ptr %tile, i64 33
  %t1147 = load <16 x float>, ptr %t1146, align 64
  %t1148 = fadd <16 x float> %t1147, %t96
  %t1149 = mul i64 %t1118, %size.n
  %t1150 = add i64 %t89, 16
  %t1151 = add i64 %t1149, %t1150
  %t1152 = getelementptr i16, ptr %buf.res, i64 %t1151
  %t1153 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1152, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1154 = zext <16 x i16> %t1153 to <16 x i32>
  %t1155 = shl <16 x i32> %t1154, splat (i32 16)
  %t1156 = bitcast <16 x i32> %t1155 to <16 x float>
  %t1157 = fadd <16 x float> %t1148, %t1156
  %t1158 = fcmp olt <16 x float> %t1157, splat (float 0x0000000000000000)
  %t1159 = select <16 x i1> %t1158, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1157
  %t1160 = bitcast <16 x float> %t1159 to <16 x i32>
  %t1161 = lshr <16 x i32> %t1160, splat (i32 16)
  %t1162 = and <16 x i32> %t1161, splat (i32 1)
  %t1163 = add <16 x i32> %t1160, splat (i32 32767)
  %t1164 = add <16 x i32> %t1163, %t1162
  %t1165 = lshr <16 x i32> %t1164, splat (i32 16)
  %t1166 = fcmp uno <16 x float> %t1159, %t1159
  %t1167 = select <16 x i1> %t1166, <16 x i32> splat (i32 32704), <16 x i32> %t1165
  %t1168 = trunc <16 x i32> %t1167 to <16 x i16>
  %t1169 = getelementptr i16, ptr %t1121, i64 16
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1168, ptr align 2 %t1169, <16 x i1> %t104)
  br label %rowdone1113
rowdone1113:
  %t1170 = add i64 %t1111, 1
  %t1171 = icmp eq i64 %t1170, %size.wp
  %t1172 = add i64 %t1110, 1
  %t1173 = select i1 %t1171, i64 %t1172, i64 %t1110
  %t1174 = select i1 %t1171, i64 0, i64 %t1170
  %t1177 = icmp slt i64 %t1174, %size.ow
  br i1 %t1177, label %row1175, label %rowdone1176
row1175:
  %t1178 = mul i64 %t73, %size.oh
  %t1179 = add i64 %t1178, %t1173
  %t1180 = mul i64 %t1179, %size.ow
  %t1181 = add i64 %t1180, %t1174
  %t1182 = mul i64 %t1181, %size.n
  %t1183 = add i64 %t1182, %t89
  %t1184 = getelementptr i16, ptr %buf.c, i64 %t1183
  %t1185 = getelementptr <16 x float>, ptr %tile, i64 34
  %t1186 = load <16 x float>, ptr %t1185, align 64
  %t1187 = fadd <16 x float> %t1186, %t93
  %t1188 = mul i64 %t1181, %size.n
  %t1189 = add i64 %t89, 0
  %t1190 = add i64 %t1188, %t1189
  %t1191 = getelementptr i16, ptr %buf.res, i64 %t1190
  %t1192 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1191, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1193 = zext <16 x i16> %t1192 to <16 x i32>
  %t1194 = shl <16 x i32> %t1193, splat (i32 16)
  %t1195 = bitcast <16 x i32> %t1194 to <16 x float>
  %t1196 = fadd <16 x float> %t1187, %t1195
  %t1197 = fcmp olt <16 x float> %t1196, splat (float 0x0000000000000000)
  %t1198 = select <16 x i1> %t1197, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1196
  %t1199 = bitcast <16 x float> %t1198 to <16 x i32>
  %t1200 = lshr <16 x i32> %t1199, splat (i32 16)
  %t1201 = and <16 x i32> %t1200, splat (i32 1)
  %t1202 = add <16 x i32> %t1199, splat (i32 32767)
  %t1203 = add <16 x i32> %t1202, %t1201
  %t1204 = lshr <16 x i32> %t1203, splat (i32 16)
  %t1205 = fcmp uno <16 x float> %t1198, %t1198
  %t1206 = select <16 x i1> %t1205, <16 x i32> splat (i32 32704), <16 x i32> %t1204
  %t1207 = trunc <16 x i32> %t1206 to <16 x i16>
  %t1208 = getelementptr i16, ptr %t1184, i64 0
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1207, ptr align 2 %t1208, <16 x i1> %t100)
  %t1209 = getelementptr <16 x float>, ptr %tile, i64 35
  %t1210 = load <16 x float>, ptr %t1209, align 64
  %t1211 = fadd <16 x float> %t1210, %t96
  %t1212 = mul i64 %t1181, %size.n
  %t1213 = add i64 %t89, 16
  %t1214 = add i64 %t1212, %t1213
  %t1215 = getelementptr i16, ptr %buf.res, i64 %t1214
  %t1216 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1215, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1217 = zext <16 x i16> %t1216 to <16 x i32>
  %t1218 = shl <16 x i32> %t1217, splat (i32 16)
  %t1219 = bitcast <16 x i32> %t1218 to <16 x float>
  %t1220 = fadd <16 x float> %t1211, %t1219
  %t1221 = fcmp olt <16 x float> %t1220, splat (float 0x0000000000000000)
  %t1222 = select <16 x i1> %t1221, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1220
  %t1223 = bitcast <16 x float> %t1222 to <16 x i32>
  %t1224 = lshr <16 x i32> %t1223, splat (i32 16)
  %t1225 = and <16 x i32> %t1224, splat (i32 1)
  %t1226 = add <16 x i32> %t1223, splat (i32 32767)
  %t1227 = add <16 x i32> %t1226, %t1225
  %t1228 = lshr <16 x i32> %t1227, splat (i32 16)
  %t1229 = fcmp uno <16 x float> %t1222, %t1222
  %t1230 = select <16 x i1> %t1229, <16 x i32> splat (i32 32704), <16 x i32> %t1228
  %t1231 = trunc <16 x i32> %t1230 to <16 x i16>
  %t1232 = getelementptr i16, ptr %t1184, i64 16
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1231, ptr align 2 %t1232, <16 x i1> %t104)
  br label %rowdone1176
rowdone1176:
  %t1233 = add i64 %t1174, 1
  %t1234 = icmp eq i64 %t1233, %size.wp
  %t1235 = add i64 %t1173, 1
  %t1236 = select i1 %t1234, i64 %t1235, i64 %t1173
  %t1237 = select i1 %t1234, i64 0, i64 %t1233
  %t1240 = icmp slt i64 %t1237, %size.ow
  br i1 %t1240, label %row1238, label %rowdone1239
row1238:
  %t1241 = mul i64 %t73, %size.oh
  %t1242 = add i64 %t1241, %t1236
  %t1243 = mul i64 %t1242, %size.ow
  %t1244 = add i64 %t1243, %t1237
  %t1245 = mul i64 %t1244, %size.n
  %t1246 = add i64 %t1245, %t89
  %t1247 = getelementptr i16, ptr %buf.c, i64 %t1246
  %t1248 = getelementptr <16 x float>, ptr %tile, i64 36
  %t1249 = load <16 x float>, ptr %t1248, align 64
  %t1250 = fadd <16 x float> %t1249, %t93
  %t1251 = mul i64 %t1244, %size.n
  %t1252 = add i64 %t89, 0
  %t1253 = add i64 %t1251, %t1252
  %t1254 = getelementptr i16, ptr %buf.res, i64 %t1253
  %t1255 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1254, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1256 = zext <16 x i16> %t1255 to <16 x i32>
  %t1257 = shl <16 x i32> %t1256, splat (i32 16)
  %t1258 = bitcast <16 x i32> %t1257 to <16 x float>
  %t1259 = fadd <16 x float> %t1250, %t1258
  %t1260 = fcmp olt <16 x float> %t1259, splat (float 0x0000000000000000)
  %t1261 = select <16 x i1> %t1260, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1259
  %t1262 = bitcast <16 x float> %t1261 to <16 x i32>
  %t1263 = lshr <16 x i32> %t1262, splat (i32 16)
  %t1264 = and <16 x i32> %t1263, splat (i32 1)
  %t1265 = add <16 x i32> %t1262, splat (i32 32767)
  %t1266 = add <16 x i32> %t1265, %t1264
  %t1267 = lshr <16 x i32> %t1266, splat (i32 16)
  %t1268 = fcmp uno <16 x float> %t1261, %t1261
  %t1269 = select <16 x i1> %t1268, <16 x i32> splat (i32 32704), <16 x i32> %t1267
  %t1270 = trunc <16 x i32> %t1269 to <16 x i16>
  %t1271 = getelementptr i16, ptr %t1247, i64 0
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1270, ptr align 2 %t1271, <16 x i1> %t100)
  %t1272 = getelementptr <16 x float>, ptr %tile, i64 37
  %t1273 = load <16 x float>, ptr %t1272, align 64
  %t1274 = fadd <16 x float> %t1273, %t96
  %t1275 = mul i64 %t1244, %size.n
  %t1276 = add i64 %t89, 16
  %t1277 = add i64 %t1275, %t1276
  %t1278 = getelementptr i16, ptr %buf.res, i64 %t1277
  %t1279 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1278, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1280 = zext <16 x i16> %t1279 to <16 x i32>
  %t1281 = shl <16 x i32> %t1280, splat (i32 16)
  %t1282 = bitcast <16 x i32> %t1281 to <16 x float>
  %t1283 = fadd <16 x float> %t1274, %t1282
  %t1284 = fcmp olt <16 x float> %t1283, splat (float 0x0000000000000000)
  %t1285 = select <16 x i1> %t1284, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1283
  %t1286 = bitcast <16 x float> %t1285 to <16 x i32>
  %t1287 = lshr <16 x i32> %t1286, splat (i32 16)
  %t1288 = and <16 x i32> %t1287, splat (i32 1)
  %t1289 = add <16 x i32> %t1286, splat (i32 32767)
  %t1290 = add <16 x i32> %t1289, %t1288
  %t1291 = lshr <16 x i32> %t1290, splat (i32 16)
  %t1292 = fcmp uno <16 x float> %t1285, %t1285
  %t1293 = select <16 x i1> %t1292, <16 x i32> splat (i32 32704), <16 x i32> %t1291
  %t1294 = trunc <16 x i32> %t1293 to <16 x i16>
  %t1295 = getelementptr i16, ptr %t1247, i64 16
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1294, ptr align 2 %t1295, <16 x i1> %t104)
  br label %rowdone1239
rowdone1239:
  %t1296 = add i64 %t1237, 1
  %t1297 = icmp eq i64 %t1296, %size.wp
  %t1298 = add i64 %t1236, 1
  %t1299 = select i1 %t1297, i64 %t1298, i64 %t1236
  %t1300 = select i1 %t1297, i64 0, i64 %t1296
  %t1303 = icmp slt i64 %t1300, %size.ow
  br i1 %t1303, label %row1301, label %rowdone1302
row1301:
  %t1304 = mul i64 %t73, %size.oh
  %t1305 = add i64 %t1304, %t1299
  %t1306 = mul i64 %t1305, %size.ow
  %t1307 = add i64 %t1306, %t1300
  %t1308 = mul i64 %t1307, %size.n
  %t1309 = add i64 %t1308, %t89
  %t1310 = getelementptr i16, ptr %buf.c, i64 %t1309
  %t1311 = getelementptr <16 x float>, ptr %tile, i64 38
  %t1312 = load <16 x float>, ptr %t1311, align 64
  %t1313 = fadd <16 x float> %t1312, %t93
  %t1314 = mul i64 %t1307, %size.n
  %t1315 = add i64 %t89, 0
  %t1316 = add i64 %t1314, %t1315
  %t1317 = getelementptr i16, ptr %buf.res, i64 %t1316
  %t1318 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1317, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1319 = zext <16 x i16> %t1318 to <16 x i32>
  %t1320 = shl <16 x i32> %t1319, splat (i32 16)
  %t1321 = bitcast <16 x i32> %t1320 to <16 x float>
  %t1322 = fadd <16 x float> %t1313, %t1321
  %t1323 = fcmp olt <16 x float> %t1322, splat (float 0x0000000000000000)
  %t1324 = select <16 x i1> %t1323, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1322
  %t1325 = bitcast <16 x float> %t1324 to <16 x i32>
  %t1326 = lshr <16 x i32> %t1325, splat (i32 16)
  %t1327 = and <16 x i32> %t1326, splat (i32 1)
  %t1328 = add <16 x i32> %t1325, splat (i32 32767)
  %t1329 = add <16 x i32> %t1328, %t1327
  %t1330 = lshr <16 x i32> %t1329, splat (i32 16)
  %t1331 = fcmp uno <16 x float> %t1324, %t1324
  %t1332 = select <16 x i1> %t1331, <16 x i32> splat (i32 32704), <16 x i32> %t1330
  %t1333 = trunc <16 x i32> %t1332 to <16 x i16>
  %t1334 = getelementptr i16, ptr %t1310, i64 0
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1333, ptr align 2 %t1334, <16 x i1> %t100)
  %t1335 = getelementptr <16 x float>, ptr %tile, i64 39
  %t1336 = load <16 x float>, ptr %t1335, align 64
  %t1337 = fadd <16 x float> %t1336, %t96
  %t1338 = mul i64 %t1307, %size.n
  %t1339 = add i64 %t89, 16
  %t1340 = add i64 %t1338, %t1339
  %t1341 = getelementptr i16, ptr %buf.res, i64 %t1340
  %t1342 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1341, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1343 = zext <16 x i16> %t1342 to <16 x i32>
  %t1344 = shl <16 x i32> %t1343, splat (i32 16)
  %t1345 = bitcast <16 x i32> %t1344 to <16 x float>
  %t1346 = fadd <16 x float> %t1337, %t1345
  %t1347 = fcmp olt <16 x float> %t1346, splat (float 0x0000000000000000)
  %t1348 = select <16 x i1> %t1347, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1346
  %t1349 = bitcast <16 x float> %t1348 to <16 x i32>
  %t1350 = lshr <16 x i32> %t1349, splat (i32 16)
  %t1351 = and <16 x i32> %t1350, splat (i32 1)
  %t1352 = add <16 x i32> %t1349, splat (i32 32767)
  %t1353 = add <16 x i32> %t1352, %t1351
  %t1354 = lshr <16 x i32> %t1353, splat (i32 16)
  %t1355 = fcmp uno <16 x float> %t1348, %t1348
  %t1356 = select <16 x i1> %t1355, <16 x i32> splat (i32 32704), <16 x i32> %t1354
  %t1357 = trunc <16 x i32> %t1356 to <16 x i16>
  %t1358 = getelementptr i16, ptr %t1310, i64 16
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1357, ptr align 2 %t1358, <16 x i1> %t104)
  br label %rowdone1302
rowdone1302:
  %t1359 = add i64 %t1300, 1
  %t1360 = icmp eq i64 %t1359, %size.wp
  %t1361 = add i64 %t1299, 1
  %t1362 = select i1 %t1360, i64 %t1361, i64 %t1299
  %t1363 = select i1 %t1360, i64 0, i64 %t1359
  %t1366 = icmp slt i64 %t1363, %size.ow
  br i1 %t1366, label %row1364, label %rowdone1365
row1364:
  %t1367 = mul i64 %t73, %size.oh
  %t1368 = add i64 %t1367, %t1362
  %t1369 = mul i64 %t1368, %size.ow
  %t1370 = add i64 %t1369, %t1363
  %t1371 = mul i64 %t1370, %size.n
  %t1372 = add i64 %t1371, %t89
  %t1373 = getelementptr i16, ptr %buf.c, i64 %t1372
  %t1374 = getelementptr <16 x float>, ptr %tile, i64 40
  %t1375 = load <16 x float>, ptr %t1374, align 64
  %t1376 = fadd <16 x float> %t1375, %t93
  %t1377 = mul i64 %t1370, %size.n
  %t1378 = add i64 %t89, 0
  %t1379 = add i64 %t1377, %t1378
  %t1380 = getelementptr i16, ptr %buf.res, i64 %t1379
  %t1381 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1380, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1382 = zext <16 x i16> %t1381 to <16 x i32>
  %t1383 = shl <16 x i32> %t1382, splat (i32 16)
  %t1384 = bitcast <16 x i32> %t1383 to <16 x float>
  %t1385 = fadd <16 x float> %t1376, %t1384
  %t1386 = fcmp olt <16 x float> %t1385, splat (float 0x0000000000000000)
  %t1387 = select <16 x i1> %t1386, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1385
  %t1388 = bitcast <16 x float> %t1387 to <16 x i32>
  %t1389 = lshr <16 x i32> %t1388, splat (i32 16)
  %t1390 = and <16 x i32> %t1389, splat (i32 1)
  %t1391 = add <16 x i32> %t1388, splat (i32 32767)
  %t1392 = add <16 x i32> %t1391, %t1390
  %t1393 = lshr <16 x i32> %t1392, splat (i32 16)
  %t1394 = fcmp uno <16 x float> %t1387, %t1387
  %t1395 = select <16 x i1> %t1394, <16 x i32> splat (i32 32704), <16 x i32> %t1393
  %t1396 = trunc <16 x i32> %t1395 to <16 x i16>
  %t1397 = getelementptr i16, ptr %t1373, i64 0
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1396, ptr align 2 %t1397, <16 x i1> %t100)
  %t1398 = getelementptr <16 x float>, ptr %tile, i64 41
  %t1399 = load <16 x float>, ptr %t1398, align 64
  %t1400 = fadd <16 x float> %t1399, %t96
  %t1401 = mul i64 %t1370, %size.n
  %t1402 = add i64 %t89, 16
  %t1403 = add i64 %t1401, %t1402
  %t1404 = getelementptr i16, ptr %buf.res, i64 %t1403
  %t1405 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1404, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1406 = zext <16 x i16> %t1405 to <16 x i32>
  %t1407 = shl <16 x i32> %t1406, splat (i32 16)
  %t1408 = bitcast <16 x i32> %t1407 to <16 x float>
  %t1409 = fadd <16 x float> %t1400, %t1408
  %t1410 = fcmp olt <16 x float> %t1409, splat (float 0x0000000000000000)
  %t1411 = select <16 x i1> %t1410, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1409
  %t1412 = bitcast <16 x float> %t1411 to <16 x i32>
  %t1413 = lshr <16 x i32> %t1412, splat (i32 16)
  %t1414 = and <16 x i32> %t1413, splat (i32 1)
  %t1415 = add <16 x i32> %t1412, splat (i32 32767)
  %t1416 = add <16 x i32> %t1415, %t1414
  %t1417 = lshr <16 x i32> %t1416, splat (i32 16)
  %t1418 = fcmp uno <16 x float> %t1411, %t1411
  %t1419 = select <16 x i1> %t1418, <16 x i32> splat (i32 32704), <16 x i32> %t1417
  %t1420 = trunc <16 x i32> %t1419 to <16 x i16>
  %t1421 = getelementptr i16, ptr %t1373, i64 16
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1420, ptr align 2 %t1421, <16 x i1> %t104)
  br label %rowdone1365
rowdone1365:
  %t1422 = add i64 %t1363, 1
  %t1423 = icmp eq i64 %t1422, %size.wp
  %t1424 = add i64 %t1362, 1
  %t1425 = select i1 %t1423, i64 %t1424, i64 %t1362
  %t1426 = select i1 %t1423, i64 0, i64 %t1422
  %t1429 = icmp slt i64 %t1426, %size.ow
  br i1 %t1429, label %row1427, label %rowdone1428
row1427:
  %t1430 = mul i64 %t73, %size.oh
  %t1431 = add i64 %t1430, %t1425
  %t1432 = mul i64 %t1431, %size.ow
  %t1433 = add i64 %t1432, %t1426
  %t1434 = mul i64 %t1433, %size.n
  %t1435 = add i64 %t1434, %t89
  %t1436 = getelementptr i16, ptr %buf.c, i64 %t1435
  %t1437 = getelementptr <16 x float>, ptr %tile, i64 42
  %t1438 = load <16 x float>, ptr %t1437, align 64
  %t1439 = fadd <16 x float> %t1438, %t93
  %t1440 = mul i64 %t1433, %size.n
  %t1441 = add i64 %t89, 0
  %t1442 = add i64 %t1440, %t1441
  %t1443 = getelementptr i16, ptr %buf.res, i64 %t1442
  %t1444 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1443, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1445 = zext <16 x i16> %t1444 to <16 x i32>
  %t1446 = shl <16 x i32> %t1445, splat (i32 16)
  %t1447 = bitcast <16 x i32> %t1446 to <16 x float>
  %t1448 = fadd <16 x float> %t1439, %t1447
  %t1449 = fcmp olt <16 x float> %t1448, splat (float 0x0000000000000000)
  %t1450 = select <16 x i1> %t1449, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1448
  %t1451 = bitcast <16 x float> %t1450 to <16 x i32>
  %t1452 = lshr <16 x i32> %t1451, splat (i32 16)
  %t1453 = and <16 x i32> %t1452, splat (i32 1)
  %t1454 = add <16 x i32> %t1451, splat (i32 32767)
  %t1455 = add <16 x i32> %t1454, %t1453
  %t1456 = lshr <16 x i32> %t1455, splat (i32 16)
  %t1457 = fcmp uno <16 x float> %t1450, %t1450
  %t1458 = select <16 x i1> %t1457, <16 x i32> splat (i32 32704), <16 x i32> %t1456
  %t1459 = trunc <16 x i32> %t1458 to <16 x i16>
  %t1460 = getelementptr i16, ptr %t1436, i64 0
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1459, ptr align 2 %t1460, <16 x i1> %t100)
  %t1461 = getelementptr <16 x float>, ptr %tile, i64 43
  %t1462 = load <16 x float>, ptr %t1461, align 64
  %t1463 = fadd <16 x float> %t1462, %t96
  %t1464 = mul i64 %t1433, %size.n
  %t1465 = add i64 %t89, 16
  %t1466 = add i64 %t1464, %t1465
  %t1467 = getelementptr i16, ptr %buf.res, i64 %t1466
  %t1468 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1467, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1469 = zext <16 x i16> %t1468 to <16 x i32>
  %t1470 = shl <16 x i32> %t1469, splat (i32 16)
  %t1471 = bitcast <16 x i32> %t1470 to <16 x float>
  %t1472 = fadd <16 x float> %t1463, %t1471
  %t1473 = fcmp olt <16 x float> %t1472, splat (float 0x0000000000000000)
  %t1474 = select <16 x i1> %t1473, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1472
  %t1475 = bitcast <16 x float> %t1474 to <16 x i32>
  %t1476 = lshr <16 x i32> %t1475, splat (i32 16)
  %t1477 = and <16 x i32> %t1476, splat (i32 1)
  %t1478 = add <16 x i32> %t1475, splat (i32 32767)
  %t1479 = add <16 x i32> %t1478, %t1477
  %t1480 = lshr <16 x i32> %t1479, splat (i32 16)
  %t1481 = fcmp uno <16 x float> %t1474, %t1474
  %t1482 = select <16 x i1> %t1481, <16 x i32> splat (i32 32704), <16 x i32> %t1480
  %t1483 = trunc <16 x i32> %t1482 to <16 x i16>
  %t1484 = getelementptr i16, ptr %t1436, i64 16
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1483, ptr align 2 %t1484, <16 x i1> %t104)
  br label %rowdone1428
rowdone1428:
  %t1485 = add i64 %t1426, 1
  %t1486 = icmp eq i64 %t1485, %size.wp
  %t1487 = add i64 %t1425, 1
  %t1488 = select i1 %t1486, i64 %t1487, i64 %t1425
  %t1489 = select i1 %t1486, i64 0, i64 %t1485
  %t1492 = icmp slt i64 %t1489, %size.ow
  br i1 %t1492, label %row1490, label %rowdone1491
row1490:
  %t1493 = mul i64 %t73, %size.oh
  %t1494 = add i64 %t1493, %t1488
  %t1495 = mul i64 %t1494, %size.ow
  %t1496 = add i64 %t1495, %t1489
  %t1497 = mul i64 %t1496, %size.n
  %t1498 = add i64 %t1497, %t89
  %t1499 = getelementptr i16, ptr %buf.c, i64 %t1498
  %t1500 = getelementptr <16 x float>, ptr %tile, i64 44
  %t1501 = load <16 x float>, ptr %t1500, align 64
  %t1502 = fadd <16 x float> %t1501, %t93
  %t1503 = mul i64 %t1496, %size.n
  %t1504 = add i64 %t89, 0
  %t1505 = add i64 %t1503, %t1504
  %t1506 = getelementptr i16, ptr %buf.res, i64 %t1505
  %t1507 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1506, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1508 = zext <16 x i16> %t1507 to <16 x i32>
  %t1509 = shl <16 x i32> %t1508, splat (i32 16)
  %t1510 = bitcast <16 x i32> %t1509 to <16 x float>
  %t1511 = fadd <16 x float> %t1502, %t1510
  %t1512 = fcmp olt <16 x float> %t1511, splat (float 0x0000000000000000)
  %t1513 = select <16 x i1> %t1512, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1511
  %t1514 = bitcast <16 x float> %t1513 to <16 x i32>
  %t1515 = lshr <16 x i32> %t1514, splat (i32 16)
  %t1516 = and <16 x i32> %t1515, splat (i32 1)
  %t1517 = add <16 x i32> %t1514, splat (i32 32767)
  %t1518 = add <16 x i32> %t1517, %t1516
  %t1519 = lshr <16 x i32> %t1518, splat (i32 16)
  %t1520 = fcmp uno <16 x float> %t1513, %t1513
  %t1521 = select <16 x i1> %t1520, <16 x i32> splat (i32 32704), <16 x i32> %t1519
  %t1522 = trunc <16 x i32> %t1521 to <16 x i16>
  %t1523 = getelementptr i16, ptr %t1499, i64 0
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1522, ptr align 2 %t1523, <16 x i1> %t100)
  %t1524 = getelementptr <16 x float>, ptr %tile, i64 45
  %t1525 = load <16 x float>, ptr %t1524, align 64
  %t1526 = fadd <16 x float> %t1525, %t96
  %t1527 = mul i64 %t1496, %size.n
  %t1528 = add i64 %t89, 16
  %t1529 = add i64 %t1527, %t1528
  %t1530 = getelementptr i16, ptr %buf.res, i64 %t1529
  %t1531 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1530, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1532 = zext <16 x i16> %t1531 to <16 x i32>
  %t1533 = shl <16 x i32> %t1532, splat (i32 16)
  %t1534 = bitcast <16 x i32> %t1533 to <16 x float>
  %t1535 = fadd <16 x float> %t1526, %t1534
  %t1536 = fcmp olt <16 x float> %t1535, splat (float 0x0000000000000000)
  %t1537 = select <16 x i1> %t1536, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1535
  %t1538 = bitcast <16 x float> %t1537 to <16 x i32>
  %t1539 = lshr <16 x i32> %t1538, splat (i32 16)
  %t1540 = and <16 x i32> %t1539, splat (i32 1)
  %t1541 = add <16 x i32> %t1538, splat (i32 32767)
  %t1542 = add <16 x i32> %t1541, %t1540
  %t1543 = lshr <16 x i32> %t1542, splat (i32 16)
  %t1544 = fcmp uno <16 x float> %t1537, %t1537
  %t1545 = select <16 x i1> %t1544, <16 x i32> splat (i32 32704), <16 x i32> %t1543
  %t1546 = trunc <16 x i32> %t1545 to <16 x i16>
  %t1547 = getelementptr i16, ptr %t1499, i64 16
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1546, ptr align 2 %t1547, <16 x i1> %t104)
  br label %rowdone1491
rowdone1491:
  %t1548 = add i64 %t1489, 1
  %t1549 = icmp eq i64 %t1548, %size.wp
  %t1550 = add i64 %t1488, 1
  %t1551 = select i1 %t1549, i64 %t1550, i64 %t1488
  %t1552 = select i1 %t1549, i64 0, i64 %t1548
  %t1555 = icmp slt i64 %t1552, %size.ow
  br i1 %t1555, label %row1553, label %rowdone1554
row1553:
  %t1556 = mul i64 %t73, %size.oh
  %t1557 = add i64 %t1556, %t1551
  %t1558 = mul i64 %t1557, %size.ow
  %t1559 = add i64 %t1558, %t1552
  %t1560 = mul i64 %t1559, %size.n
  %t1561 = add i64 %t1560, %t89
  %t1562 = getelementptr i16, ptr %buf.c, i64 %t1561
  %t1563 = getelementptr <16 x float>, ptr %tile, i64 46
  %t1564 = load <16 x float>, ptr %t1563, align 64
  %t1565 = fadd <16 x float> %t1564, %t93
  %t1566 = mul i64 %t1559, %size.n
  %t1567 = add i64 %t89, 0
  %t1568 = add i64 %t1566, %t1567
  %t1569 = getelementptr i16, ptr %buf.res, i64 %t1568
  %t1570 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1569, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1571 = zext <16 x i16> %t1570 to <16 x i32>
  %t1572 = shl <16 x i32> %t1571, splat (i32 16)
  %t1573 = bitcast <16 x i32> %t1572 to <16 x float>
  %t1574 = fadd <16 x float> %t1565, %t1573
  %t1575 = fcmp olt <16 x float> %t1574, splat (float 0x0000000000000000)
  %t1576 = select <16 x i1> %t1575, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1574
  %t1577 = bitcast <16 x float> %t1576 to <16 x i32>
  %t1578 = lshr <16 x i32> %t1577, splat (i32 16)
  %t1579 = and <16 x i32> %t1578, splat (i32 1)
  %t1580 = add <16 x i32> %t1577, splat (i32 32767)
  %t1581 = add <16 x i32> %t1580, %t1579
  %t1582 = lshr <16 x i32> %t1581, splat (i32 16)
  %t1583 = fcmp uno <16 x float> %t1576, %t1576
  %t1584 = select <16 x i1> %t1583, <16 x i32> splat (i32 32704), <16 x i32> %t1582
  %t1585 = trunc <16 x i32> %t1584 to <16 x i16>
  %t1586 = getelementptr i16, ptr %t1562, i64 0
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1585, ptr align 2 %t1586, <16 x i1> %t100)
  %t1587 = getelementptr <16 x float>, ptr %tile, i64 47
  %t1588 = load <16 x float>, ptr %t1587, align 64
  %t1589 = fadd <16 x float> %t1588, %t96
  %t1590 = mul i64 %t1559, %size.n
  %t1591 = add i64 %t89, 16
  %t1592 = add i64 %t1590, %t1591
  %t1593 = getelementptr i16, ptr %buf.res, i64 %t1592
  %t1594 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1593, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1595 = zext <16 x i16> %t1594 to <16 x i32>
  %t1596 = shl <16 x i32> %t1595, splat (i32 16)
  %t1597 = bitcast <16 x i32> %t1596 to <16 x float>
  %t1598 = fadd <16 x float> %t1589, %t1597
  %t1599 = fcmp olt <16 x float> %t1598, splat (float 0x0000000000000000)
  %t1600 = select <16 x i1> %t1599, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1598
  %t1601 = bitcast <16 x float> %t1600 to <16 x i32>
  %t1602 = lshr <16 x i32> %t1601, splat (i32 16)
  %t1603 = and <16 x i32> %t1602, splat (i32 1)
  %t1604 = add <16 x i32> %t1601, splat (i32 32767)
  %t1605 = add <16 x i32> %t1604, %t1603
  %t1606 = lshr <16 x i32> %t1605, splat (i32 16)
  %t1607 = fcmp uno <16 x float> %t1600, %t1600
  %t1608 = select <16 x i1> %t1607, <16 x i32> splat (i32 32704), <16 x i32> %t1606
  %t1609 = trunc <16 x i32> %t1608 to <16 x i16>
  %t1610 = getelementptr i16, ptr %t1562, i64 16
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1609, ptr align 2 %t1610, <16 x i1> %t104)
  br label %rowdone1554
rowdone1554:
  %t1611 = add i64 %t1552, 1
  %t1612 = icmp eq i64 %t1611, %size.wp
  %t1613 = add i64 %t1551, 1
  %t1614 = select i1 %t1612, i64 %t1613, i64 %t1551
  %t1615 = select i1 %t1612, i64 0, i64 %t1611
  %t1618 = icmp slt i64 %t1615, %size.ow
  br i1 %t1618, label %row1616, label %rowdone1617
row1616:
  %t1619 = mul i64 %t73, %size.oh
  %t1620 = add i64 %t1619, %t1614
  %t1621 = mul i64 %t1620, %size.ow
  %t1622 = add i64 %t1621, %t1615
  %t1623 = mul i64 %t1622, %size.n
  %t1624 = add i64 %t1623, %t89
  %t1625 = getelementptr i16, ptr %buf.c, i64 %t1624
  %t1626 = getelementptr <16 x float>, ptr %tile, i64 48
  %t1627 = load <16 x float>, ptr %t1626, align 64
  %t1628 = fadd <16 x float> %t1627, %t93
  %t1629 = mul i64 %t1622, %size.n
  %t1630 = add i64 %t89, 0
  %t1631 = add i64 %t1629, %t1630
  %t1632 = getelementptr i16, ptr %buf.res, i64 %t1631
  %t1633 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1632, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1634 = zext <16 x i16> %t1633 to <16 x i32>
  %t1635 = shl <16 x i32> %t1634, splat (i32 16)
  %t1636 = bitcast <16 x i32> %t1635 to <16 x float>
  %t1637 = fadd <16 x float> %t1628, %t1636
  %t1638 = fcmp olt <16 x float> %t1637, splat (float 0x0000000000000000)
  %t1639 = select <16 x i1> %t1638, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1637
  %t1640 = bitcast <16 x float> %t1639 to <16 x i32>
  %t1641 = lshr <16 x i32> %t1640, splat (i32 16)
  %t1642 = and <16 x i32> %t1641, splat (i32 1)
  %t1643 = add <16 x i32> %t1640, splat (i32 32767)
  %t1644 = add <16 x i32> %t1643, %t1642
  %t1645 = lshr <16 x i32> %t1644, splat (i32 16)
  %t1646 = fcmp uno <16 x float> %t1639, %t1639
  %t1647 = select <16 x i1> %t1646, <16 x i32> splat (i32 32704), <16 x i32> %t1645
  %t1648 = trunc <16 x i32> %t1647 to <16 x i16>
  %t1649 = getelementptr i16, ptr %t1625, i64 0
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1648, ptr align 2 %t1649, <16 x i1> %t100)
  %t1650 = getelementptr <16 x float>, ptr %tile, i64 49
  %t1651 = load <16 x float>, ptr %t1650, align 64
  %t1652 = fadd <16 x float> %t1651, %t96
  %t1653 = mul i64 %t1622, %size.n
  %t1654 = add i64 %t89, 16
  %t1655 = add i64 %t1653, %t1654
  %t1656 = getelementptr i16, ptr %buf.res, i64 %t1655
  %t1657 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1656, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1658 = zext <16 x i16> %t1657 to <16 x i32>
  %t1659 = shl <16 x i32> %t1658, splat (i32 16)
  %t1660 = bitcast <16 x i32> %t1659 to <16 x float>
  %t1661 = fadd <16 x float> %t1652, %t1660
  %t1662 = fcmp olt <16 x float> %t1661, splat (float 0x0000000000000000)
  %t1663 = select <16 x i1> %t1662, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1661
  %t1664 = bitcast <16 x float> %t1663 to <16 x i32>
  %t1665 = lshr <16 x i32> %t1664, splat (i32 16)
  %t1666 = and <16 x i32> %t1665, splat (i32 1)
  %t1667 = add <16 x i32> %t1664, splat (i32 32767)
  %t1668 = add <16 x i32> %t1667, %t1666
  %t1669 = lshr <16 x i32> %t1668, splat (i32 16)
  %t1670 = fcmp uno <16 x float> %t1663, %t1663
  %t1671 = select <16 x i1> %t1670, <16 x i32> splat (i32 32704), <16 x i32> %t1669
  %t1672 = trunc <16 x i32> %t1671 to <16 x i16>
  %t1673 = getelementptr i16, ptr %t1625, i64 16
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1672, ptr align 2 %t1673, <16 x i1> %t104)
  br label %rowdone1617
rowdone1617:
  %t1674 = add i64 %t1615, 1
  %t1675 = icmp eq i64 %t1674, %size.wp
  %t1676 = add i64 %t1614, 1
  %t1677 = select i1 %t1675, i64 %t1676, i64 %t1614
  %t1678 = select i1 %t1675, i64 0, i64 %t1674
  %t1681 = icmp slt i64 %t1678, %size.ow
  br i1 %t1681, label %row1679, label %rowdone1680
row1679:
  %t1682 = mul i64 %t73, %size.oh
  %t1683 = add i64 %t1682, %t1677
  %t1684 = mul i64 %t1683, %size.ow
  %t1685 = add i64 %t1684, %t1678
  %t1686 = mul i64 %t1685, %size.n
  %t1687 = add i64 %t1686, %t89
  %t1688 = getelementptr i16, ptr %buf.c, i64 %t1687
  %t1689 = getelementptr <16 x float>, ptr %tile, i64 50
  %t1690 = load <16 x float>, ptr %t1689, align 64
  %t1691 = fadd <16 x float> %t1690, %t93
  %t1692 = mul i64 %t1685, %size.n
  %t1693 = add i64 %t89, 0
  %t1694 = add i64 %t1692, %t1693
  %t1695 = getelementptr i16, ptr %buf.res, i64 %t1694
  %t1696 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1695, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1697 = zext <16 x i16> %t1696 to <16 x i32>
  %t1698 = shl <16 x i32> %t1697, splat (i32 16)
  %t1699 = bitcast <16 x i32> %t1698 to <16 x float>
  %t1700 = fadd <16 x float> %t1691, %t1699
  %t1701 = fcmp olt <16 x float> %t1700, splat (float 0x0000000000000000)
  %t1702 = select <16 x i1> %t1701, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1700
  %t1703 = bitcast <16 x float> %t1702 to <16 x i32>
  %t1704 = lshr <16 x i32> %t1703, splat (i32 16)
  %t1705 = and <16 x i32> %t1704, splat (i32 1)
  %t1706 = add <16 x i32> %t1703, splat (i32 32767)
  %t1707 = add <16 x i32> %t1706, %t1705
  %t1708 = lshr <16 x i32> %t1707, splat (i32 16)
  %t1709 = fcmp uno <16 x float> %t1702, %t1702
  %t1710 = select <16 x i1> %t1709, <16 x i32> splat (i32 32704), <16 x i32> %t1708
  %t1711 = trunc <16 x i32> %t1710 to <16 x i16>
  %t1712 = getelementptr i16, ptr %t1688, i64 0
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1711, ptr align 2 %t1712, <16 x i1> %t100)
  %t1713 = getelementptr <16 x float>, ptr %tile, i64 51
  %t1714 = load <16 x float>, ptr %t1713, align 64
  %t1715 = fadd <16 x float> %t1714, %t96
  %t1716 = mul i64 %t1685, %size.n
  %t1717 = add i64 %t89, 16
  %t1718 = add i64 %t1716, %t1717
  %t1719 = getelementptr i16, ptr %buf.res, i64 %t1718
  %t1720 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1719, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1721 = zext <16 x i16> %t1720 to <16 x i32>
  %t1722 = shl <16 x i32> %t1721, splat (i32 16)
  %t1723 = bitcast <16 x i32> %t1722 to <16 x float>
  %t1724 = fadd <16 x float> %t1715, %t1723
  %t1725 = fcmp olt <16 x float> %t1724, splat (float 0x0000000000000000)
  %t1726 = select <16 x i1> %t1725, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1724
  %t1727 = bitcast <16 x float> %t1726 to <16 x i32>
  %t1728 = lshr <16 x i32> %t1727, splat (i32 16)
  %t1729 = and <16 x i32> %t1728, splat (i32 1)
  %t1730 = add <16 x i32> %t1727, splat (i32 32767)
  %t1731 = add <16 x i32> %t1730, %t1729
  %t1732 = lshr <16 x i32> %t1731, splat (i32 16)
  %t1733 = fcmp uno <16 x float> %t1726, %t1726
  %t1734 = select <16 x i1> %t1733, <16 x i32> splat (i32 32704), <16 x i32> %t1732
  %t1735 = trunc <16 x i32> %t1734 to <16 x i16>
  %t1736 = getelementptr i16, ptr %t1688, i64 16
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1735, ptr align 2 %t1736, <16 x i1> %t104)
  br label %rowdone1680
rowdone1680:
  %t1737 = add i64 %t1678, 1
  %t1738 = icmp eq i64 %t1737, %size.wp
  %t1739 = add i64 %t1677, 1
  %t1740 = select i1 %t1738, i64 %t1739, i64 %t1677
  %t1741 = select i1 %t1738, i64 0, i64 %t1737
  %t1744 = icmp slt i64 %t1741, %size.ow
  br i1 %t1744, label %row1742, label %rowdone1743
row1742:
  %t1745 = mul i64 %t73, %size.oh
  %t1746 = add i64 %t1745, %t1740
  %t1747 = mul i64 %t1746, %size.ow
  %t1748 = add i64 %t1747, %t1741
  %t1749 = mul i64 %t1748, %size.n
  %t1750 = add i64 %t1749, %t89
  %t1751 = getelementptr i16, ptr %buf.c, i64 %t1750
  %t1752 = getelementptr <16 x float>, ptr %tile, i64 52
  %t1753 = load <16 x float>, ptr %t1752, align 64
  %t1754 = fadd <16 x float> %t1753, %t93
  %t1755 = mul i64 %t1748, %size.n
  %t1756 = add i64 %t89, 0
  %t1757 = add i64 %t1755, %t1756
  %t1758 = getelementptr i16, ptr %buf.res, i64 %t1757
  %t1759 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1758, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1760 = zext <16 x i16> %t1759 to <16 x i32>
  %t1761 = shl <16 x i32> %t1760, splat (i32 16)
  %t1762 = bitcast <16 x i32> %t1761 to <16 x float>
  %t1763 = fadd <16 x float> %t1754, %t1762
  %t1764 = fcmp olt <16 x float> %t1763, splat (float 0x0000000000000000)
  %t1765 = select <16 x i1> %t1764, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1763
  %t1766 = bitcast <16 x float> %t1765 to <16 x i32>
  %t1767 = lshr <16 x i32> %t1766, splat (i32 16)
  %t1768 = and <16 x i32> %t1767, splat (i32 1)
  %t1769 = add <16 x i32> %t1766, splat (i32 32767)
  %t1770 = add <16 x i32> %t1769, %t1768
  %t1771 = lshr <16 x i32> %t1770, splat (i32 16)
  %t1772 = fcmp uno <16 x float> %t1765, %t1765
  %t1773 = select <16 x i1> %t1772, <16 x i32> splat (i32 32704), <16 x i32> %t1771
  %t1774 = trunc <16 x i32> %t1773 to <16 x i16>
  %t1775 = getelementptr i16, ptr %t1751, i64 0
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1774, ptr align 2 %t1775, <16 x i1> %t100)
  %t1776 = getelementptr <16 x float>, ptr %tile, i64 53
  %t1777 = load <16 x float>, ptr %t1776, align 64
  %t1778 = fadd <16 x float> %t1777, %t96
  %t1779 = mul i64 %t1748, %size.n
  %t1780 = add i64 %t89, 16
  %t1781 = add i64 %t1779, %t1780
  %t1782 = getelementptr i16, ptr %buf.res, i64 %t1781
  %t1783 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1782, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1784 = zext <16 x i16> %t1783 to <16 x i32>
  %t1785 = shl <16 x i32> %t1784, splat (i32 16)
  %t1786 = bitcast <16 x i32> %t1785 to <16 x float>
  %t1787 = fadd <16 x float> %t1778, %t1786
  %t1788 = fcmp olt <16 x float> %t1787, splat (float 0x0000000000000000)
  %t1789 = select <16 x i1> %t1788, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1787
  %t1790 = bitcast <16 x float> %t1789 to <16 x i32>
  %t1791 = lshr <16 x i32> %t1790, splat (i32 16)
  %t1792 = and <16 x i32> %t1791, splat (i32 1)
  %t1793 = add <16 x i32> %t1790, splat (i32 32767)
  %t1794 = add <16 x i32> %t1793, %t1792
  %t1795 = lshr <16 x i32> %t1794, splat (i32 16)
  %t1796 = fcmp uno <16 x float> %t1789, %t1789
  %t1797 = select <16 x i1> %t1796, <16 x i32> splat (i32 32704), <16 x i32> %t1795
  %t1798 = trunc <16 x i32> %t1797 to <16 x i16>
  %t1799 = getelementptr i16, ptr %t1751, i64 16
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1798, ptr align 2 %t1799, <16 x i1> %t104)
  br label %rowdone1743
rowdone1743:
  %t1800 = add i64 %t1741, 1
  %t1801 = icmp eq i64 %t1800, %size.wp
  %t1802 = add i64 %t1740, 1
  %t1803 = select i1 %t1801, i64 %t1802, i64 %t1740
  %t1804 = select i1 %t1801, i64 0, i64 %t1800
  %t1807 = icmp slt i64 %t1804, %size.ow
  br i1 %t1807, label %row1805, label %rowdone1806
row1805:
  %t1808 = mul i64 %t73, %size.oh
  %t1809 = add i64 %t1808, %t1803
  %t1810 = mul i64 %t1809, %size.ow
  %t1811 = add i64 %t1810, %t1804
  %t1812 = mul i64 %t1811, %size.n
  %t1813 = add i64 %t1812, %t89
  %t1814 = getelementptr i16, ptr %buf.c, i64 %t1813
  %t1815 = getelementptr <16 x float>, ptr %tile, i64 54
  %t1816 = load <16 x float>, ptr %t1815, align 64
  %t1817 = fadd <16 x float> %t1816, %t93
  %t1818 = mul i64 %t1811, %size.n
  %t1819 = add i64 %t89, 0
  %t1820 = add i64 %t1818, %t1819
  %t1821 = getelementptr i16, ptr %buf.res, i64 %t1820
  %t1822 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1821, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1823 = zext <16 x i16> %t1822 to <16 x i32>
  %t1824 = shl <16 x i32> %t1823, splat (i32 16)
  %t1825 = bitcast <16 x i32> %t1824 to <16 x float>
  %t1826 = fadd <16 x float> %t1817, %t1825
  %t1827 = fcmp olt <16 x float> %t1826, splat (float 0x0000000000000000)
  %t1828 = select <16 x i1> %t1827, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1826
  %t1829 = bitcast <16 x float> %t1828 to <16 x i32>
  %t1830 = lshr <16 x i32> %t1829, splat (i32 16)
  %t1831 = and <16 x i32> %t1830, splat (i32 1)
  %t1832 = add <16 x i32> %t1829, splat (i32 32767)
  %t1833 = add <16 x i32> %t1832, %t1831
  %t1834 = lshr <16 x i32> %t1833, splat (i32 16)
  %t1835 = fcmp uno <16 x float> %t1828, %t1828
  %t1836 = select <16 x i1> %t1835, <16 x i32> splat (i32 32704), <16 x i32> %t1834
  %t1837 = trunc <16 x i32> %t1836 to <16 x i16>
  %t1838 = getelementptr i16, ptr %t1814, i64 0
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1837, ptr align 2 %t1838, <16 x i1> %t100)
  %t1839 = getelementptr <16 x float>, ptr %tile, i64 55
  %t1840 = load <16 x float>, ptr %t1839, align 64
  %t1841 = fadd <16 x float> %t1840, %t96
  %t1842 = mul i64 %t1811, %size.n
  %t1843 = add i64 %t89, 16
  %t1844 = add i64 %t1842, %t1843
  %t1845 = getelementptr i16, ptr %buf.res, i64 %t1844
  %t1846 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1845, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1847 = zext <16 x i16> %t1846 to <16 x i32>
  %t1848 = shl <16 x i32> %t1847, splat (i32 16)
  %t1849 = bitcast <16 x i32> %t1848 to <16 x float>
  %t1850 = fadd <16 x float> %t1841, %t1849
  %t1851 = fcmp olt <16 x float> %t1850, splat (float 0x0000000000000000)
  %t1852 = select <16 x i1> %t1851, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1850
  %t1853 = bitcast <16 x float> %t1852 to <16 x i32>
  %t1854 = lshr <16 x i32> %t1853, splat (i32 16)
  %t1855 = and <16 x i32> %t1854, splat (i32 1)
  %t1856 = add <16 x i32> %t1853, splat (i32 32767)
  %t1857 = add <16 x i32> %t1856, %t1855
  %t1858 = lshr <16 x i32> %t1857, splat (i32 16)
  %t1859 = fcmp uno <16 x float> %t1852, %t1852
  %t1860 = select <16 x i1> %t1859, <16 x i32> splat (i32 32704), <16 x i32> %t1858
  %t1861 = trunc <16 x i32> %t1860 to <16 x i16>
  %t1862 = getelementptr i16, ptr %t1814, i64 16
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1861, ptr align 2 %t1862, <16 x i1> %t104)
  br label %rowdone1806
rowdone1806:
  %t1863 = add i64 %t1804, 1
  %t1864 = icmp eq i64 %t1863, %size.wp
  %t1865 = add i64 %t1803, 1
  %t1866 = select i1 %t1864, i64 %t1865, i64 %t1803
  %t1867 = select i1 %t1864, i64 0, i64 %t1863
  %t1870 = icmp slt i64 %t1867, %size.ow
  br i1 %t1870, label %row1868, label %rowdone1869
row1868:
  %t1871 = mul i64 %t73, %size.oh
  %t1872 = add i64 %t1871, %t1866
  %t1873 = mul i64 %t1872, %size.ow
  %t1874 = add i64 %t1873, %t1867
  %t1875 = mul i64 %t1874, %size.n
  %t1876 = add i64 %t1875, %t89
  %t1877 = getelementptr i16, ptr %buf.c, i64 %t1876
  %t1878 = getelementptr <16 x float>, ptr %tile, i64 56
  %t1879 = load <16 x float>, ptr %t1878, align 64
  %t1880 = fadd <16 x float> %t1879, %t93
  %t1881 = mul i64 %t1874, %size.n
  %t1882 = add i64 %t89, 0
  %t1883 = add i64 %t1881, %t1882
  %t1884 = getelementptr i16, ptr %buf.res, i64 %t1883
  %t1885 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1884, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1886 = zext <16 x i16> %t1885 to <16 x i32>
  %t1887 = shl <16 x i32> %t1886, splat (i32 16)
  %t1888 = bitcast <16 x i32> %t1887 to <16 x float>
  %t1889 = fadd <16 x float> %t1880, %t1888
  %t1890 = fcmp olt <16 x float> %t1889, splat (float 0x0000000000000000)
  %t1891 = select <16 x i1> %t1890, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1889
  %t1892 = bitcast <16 x float> %t1891 to <16 x i32>
  %t1893 = lshr <16 x i32> %t1892, splat (i32 16)
  %t1894 = and <16 x i32> %t1893, splat (i32 1)
  %t1895 = add <16 x i32> %t1892, splat (i32 32767)
  %t1896 = add <16 x i32> %t1895, %t1894
  %t1897 = lshr <16 x i32> %t1896, splat (i32 16)
  %t1898 = fcmp uno <16 x float> %t1891, %t1891
  %t1899 = select <16 x i1> %t1898, <16 x i32> splat (i32 32704), <16 x i32> %t1897
  %t1900 = trunc <16 x i32> %t1899 to <16 x i16>
  %t1901 = getelementptr i16, ptr %t1877, i64 0
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1900, ptr align 2 %t1901, <16 x i1> %t100)
  %t1902 = getelementptr <16 x float>, ptr %tile, i64 57
  %t1903 = load <16 x float>, ptr %t1902, align 64
  %t1904 = fadd <16 x float> %t1903, %t96
  %t1905 = mul i64 %t1874, %size.n
  %t1906 = add i64 %t89, 16
  %t1907 = add i64 %t1905, %t1906
  %t1908 = getelementptr i16, ptr %buf.res, i64 %t1907
  %t1909 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1908, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1910 = zext <16 x i16> %t1909 to <16 x i32>
  %t1911 = shl <16 x i32> %t1910, splat (i32 16)
  %t1912 = bitcast <16 x i32> %t1911 to <16 x float>
  %t1913 = fadd <16 x float> %t1904, %t1912
  %t1914 = fcmp olt <16 x float> %t1913, splat (float 0x0000000000000000)
  %t1915 = select <16 x i1> %t1914, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1913
  %t1916 = bitcast <16 x float> %t1915 to <16 x i32>
  %t1917 = lshr <16 x i32> %t1916, splat (i32 16)
  %t1918 = and <16 x i32> %t1917, splat (i32 1)
  %t1919 = add <16 x i32> %t1916, splat (i32 32767)
  %t1920 = add <16 x i32> %t1919, %t1918
  %t1921 = lshr <16 x i32> %t1920, splat (i32 16)
  %t1922 = fcmp uno <16 x float> %t1915, %t1915
  %t1923 = select <16 x i1> %t1922, <16 x i32> splat (i32 32704), <16 x i32> %t1921
  %t1924 = trunc <16 x i32> %t1923 to <16 x i16>
  %t1925 = getelementptr i16, ptr %t1877, i64 16
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1924, ptr align 2 %t1925, <16 x i1> %t104)
  br label %rowdone1869
rowdone1869:
  %t1926 = add i64 %t1867, 1
  %t1927 = icmp eq i64 %t1926, %size.wp
  %t1928 = add i64 %t1866, 1
  %t1929 = select i1 %t1927, i64 %t1928, i64 %t1866
  %t1930 = select i1 %t1927, i64 0, i64 %t1926
  %t1933 = icmp slt i64 %t1930, %size.ow
  br i1 %t1933, label %row1931, label %rowdone1932
row1931:
  %t1934 = mul i64 %t73, %size.oh
  %t1935 = add i64 %t1934, %t1929
  %t1936 = mul i64 %t1935, %size.ow
  %t1937 = add i64 %t1936, %t1930
  %t1938 = mul i64 %t1937, %size.n
  %t1939 = add i64 %t1938, %t89
  %t1940 = getelementptr i16, ptr %buf.c, i64 %t1939
  %t1941 = getelementptr <16 x float>, ptr %tile, i64 58
  %t1942 = load <16 x float>, ptr %t1941, align 64
  %t1943 = fadd <16 x float> %t1942, %t93
  %t1944 = mul i64 %t1937, %size.n
  %t1945 = add i64 %t89, 0
  %t1946 = add i64 %t1944, %t1945
  %t1947 = getelementptr i16, ptr %buf.res, i64 %t1946
  %t1948 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1947, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1949 = zext <16 x i16> %t1948 to <16 x i32>
  %t1950 = shl <16 x i32> %t1949, splat (i32 16)
  %t1951 = bitcast <16 x i32> %t1950 to <16 x float>
  %t1952 = fadd <16 x float> %t1943, %t1951
  %t1953 = fcmp olt <16 x float> %t1952, splat (float 0x0000000000000000)
  %t1954 = select <16 x i1> %t1953, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1952
  %t1955 = bitcast <16 x float> %t1954 to <16 x i32>
  %t1956 = lshr <16 x i32> %t1955, splat (i32 16)
  %t1957 = and <16 x i32> %t1956, splat (i32 1)
  %t1958 = add <16 x i32> %t1955, splat (i32 32767)
  %t1959 = add <16 x i32> %t1958, %t1957
  %t1960 = lshr <16 x i32> %t1959, splat (i32 16)
  %t1961 = fcmp uno <16 x float> %t1954, %t1954
  %t1962 = select <16 x i1> %t1961, <16 x i32> splat (i32 32704), <16 x i32> %t1960
  %t1963 = trunc <16 x i32> %t1962 to <16 x i16>
  %t1964 = getelementptr i16, ptr %t1940, i64 0
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1963, ptr align 2 %t1964, <16 x i1> %t100)
  %t1965 = getelementptr <16 x float>, ptr %tile, i64 59
  %t1966 = load <16 x float>, ptr %t1965, align 64
  %t1967 = fadd <16 x float> %t1966, %t96
  %t1968 = mul i64 %t1937, %size.n
  %t1969 = add i64 %t89, 16
  %t1970 = add i64 %t1968, %t1969
  %t1971 = getelementptr i16, ptr %buf.res, i64 %t1970
  %t1972 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1971, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1973 = zext <16 x i16> %t1972 to <16 x i32>
  %t1974 = shl <16 x i32> %t1973, splat (i32 16)
  %t1975 = bitcast <16 x i32> %t1974 to <16 x float>
  %t1976 = fadd <16 x float> %t1967, %t1975
  %t1977 = fcmp olt <16 x float> %t1976, splat (float 0x0000000000000000)
  %t1978 = select <16 x i1> %t1977, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1976
  %t1979 = bitcast <16 x float> %t1978 to <16 x i32>
  %t1980 = lshr <16 x i32> %t1979, splat (i32 16)
  %t1981 = and <16 x i32> %t1980, splat (i32 1)
  %t1982 = add <16 x i32> %t1979, splat (i32 32767)
  %t1983 = add <16 x i32> %t1982, %t1981
  %t1984 = lshr <16 x i32> %t1983, splat (i32 16)
  %t1985 = fcmp uno <16 x float> %t1978, %t1978
  %t1986 = select <16 x i1> %t1985, <16 x i32> splat (i32 32704), <16 x i32> %t1984
  %t1987 = trunc <16 x i32> %t1986 to <16 x i16>
  %t1988 = getelementptr i16, ptr %t1940, i64 16
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1987, ptr align 2 %t1988, <16 x i1> %t104)
  br label %rowdone1932
rowdone1932:
  %t1989 = add i64 %t1930, 1
  %t1990 = icmp eq i64 %t1989, %size.wp
  %t1991 = add i64 %t1929, 1
  %t1992 = select i1 %t1990, i64 %t1991, i64 %t1929
  %t1993 = select i1 %t1990, i64 0, i64 %t1989
  %t1996 = icmp slt i64 %t1993, %size.ow
  br i1 %t1996, label %row1994, label %rowdone1995
row1994:
  %t1997 = mul i64 %t73, %size.oh
  %t1998 = add i64 %t1997, %t1992
  %t1999 = mul i64 %t1998, %size.ow
  %t2000 = add i64 %t1999, %t1993
  %t2001 = mul i64 %t2000, %size.n
  %t2002 = add i64 %t2001, %t89
  %t2003 = getelementptr i16, ptr %buf.c, i64 %t2002
  %t2004 = getelementptr <16 x float>, ptr %tile, i64 60
  %t2005 = load <16 x float>, ptr %t2004, align 64
  %t2006 = fadd <16 x float> %t2005, %t93
  %t2007 = mul i64 %t2000, %size.n
  %t2008 = add i64 %t89, 0
  %t2009 = add i64 %t2007, %t2008
  %t2010 = getelementptr i16, ptr %buf.res, i64 %t2009
  %t2011 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2010, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t2012 = zext <16 x i16> %t2011 to <16 x i32>
  %t2013 = shl <16 x i32> %t2012, splat (i32 16)
  %t2014 = bitcast <16 x i32> %t2013 to <16 x float>
  %t2015 = fadd <16 x float> %t2006, %t2014
  %t2016 = fcmp olt <16 x float> %t2015, splat (float 0x0000000000000000)
  %t2017 = select <16 x i1> %t2016, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2015
  %t2018 = bitcast <16 x float> %t2017 to <16 x i32>
  %t2019 = lshr <16 x i32> %t2018, splat (i32 16)
  %t2020 = and <16 x i32> %t2019, splat (i32 1)
  %t2021 = add <16 x i32> %t2018, splat (i32 32767)
  %t2022 = add <16 x i32> %t2021, %t2020
  %t2023 = lshr <16 x i32> %t2022, splat (i32 16)
  %t2024 = fcmp uno <16 x float> %t2017, %t2017
  %t2025 = select <16 x i1> %t2024, <16 x i32> splat (i32 32704), <16 x i32> %t2023
  %t2026 = trunc <16 x i32> %t2025 to <16 x i16>
  %t2027 = getelementptr i16, ptr %t2003, i64 0
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t2026, ptr align 2 %t2027, <16 x i1> %t100)
  %t2028 = getelementptr <16 x float>, ptr %tile, i64 61
  %t2029 = load <16 x float>, ptr %t2028, align 64
  %t2030 = fadd <16 x float> %t2029, %t96
  %t2031 = mul i64 %t2000, %size.n
  %t2032 = add i64 %t89, 16
  %t2033 = add i64 %t2031, %t2032
  %t2034 = getelementptr i16, ptr %buf.res, i64 %t2033
  %t2035 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2034, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t2036 = zext <16 x i16> %t2035 to <16 x i32>
  %t2037 = shl <16 x i32> %t2036, splat (i32 16)
  %t2038 = bitcast <16 x i32> %t2037 to <16 x float>
  %t2039 = fadd <16 x float> %t2030, %t2038
  %t2040 = fcmp olt <16 x float> %t2039, splat (float 0x0000000000000000)
  %t2041 = select <16 x i1> %t2040, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2039
  %t2042 = bitcast <16 x float> %t2041 to <16 x i32>
  %t2043 = lshr <16 x i32> %t2042, splat (i32 16)
  %t2044 = and <16 x i32> %t2043, splat (i32 1)
  %t2045 = add <16 x i32> %t2042, splat (i32 32767)
  %t2046 = add <16 x i32> %t2045, %t2044
  %t2047 = lshr <16 x i32> %t2046, splat (i32 16)
  %t2048 = fcmp uno <16 x float> %t2041, %t2041
  %t2049 = select <16 x i1> %t2048, <16 x i32> splat (i32 32704), <16 x i32> %t2047
  %t2050 = trunc <16 x i32> %t2049 to <16 x i16>
  %t2051 = getelementptr i16, ptr %t2003, i64 16
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t2050, ptr align 2 %t2051, <16 x i1> %t104)
  br label %rowdone1995
rowdone1995:
  %t2052 = add i64 %t1993, 1
  %t2053 = icmp eq i64 %t2052, %size.wp
  %t2054 = add i64 %t1992, 1
  %t2055 = select i1 %t2053, i64 %t2054, i64 %t1992
  %t2056 = select i1 %t2053, i64 0, i64 %t2052
  %t2059 = icmp slt i64 %t2056, %size.ow
  br i1 %t2059, label %row2057, label %rowdone2058
row2057:
  %t2060 = mul i64 %t73, %size.oh
  %t2061 = add i64 %t2060, %t2055
  %t2062 = mul i64 %t2061, %size.ow
  %t2063 = add i64 %t2062, %t2056
  %t2064 = mul i64 %t2063, %size.n
  %t2065 = add i64 %t2064, %t89
  %t2066 = getelementptr i16, ptr %buf.c, i64 %t2065
  %t2067 = getelementptr <16 x float>, ptr %tile, i64 62
  %t2068 = load <16 x float>, ptr %t2067, align 64
  %t2069 = fadd <16 x float> %t2068, %t93
  %t2070 = mul i64 %t2063, %size.n
  %t2071 = add i64 %t89, 0
  %t2072 = add i64 %t2070, %t2071
  %t2073 = getelementptr i16, ptr %buf.res, i64 %t2072
  %t2074 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2073, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t2075 = zext <16 x i16> %t2074 to <16 x i32>
  %t2076 = shl <16 x i32> %t2075, splat (i32 16)
  %t2077 = bitcast <16 x i32> %t2076 to <16 x float>
  %t2078 = fadd <16 x float> %t2069, %t2077
  %t2079 = fcmp olt <16 x float> %t2078, splat (float 0x0000000000000000)
  %t2080 = select <16 x i1> %t2079, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2078
  %t2081 = bitcast <16 x float> %t2080 to <16 x i32>
  %t2082 = lshr <16 x i32> %t2081, splat (i32 16)
  %t2083 = and <16 x i32> %t2082, splat (i32 1)
  %t2084 = add <16 x i32> %t2081, splat (i32 32767)
  %t2085 = add <16 x i32> %t2084, %t2083
  %t2086 = lshr <16 x i32> %t2085, splat (i32 16)
  %t2087 = fcmp uno <16 x float> %t2080, %t2080
  %t2088 = select <16 x i1> %t2087, <16 x i32> splat (i32 32704), <16 x i32> %t2086
  %t2089 = trunc <16 x i32> %t2088 to <16 x i16>
  %t2090 = getelementptr i16, ptr %t2066, i64 0
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t2089, ptr align 2 %t2090, <16 x i1> %t100)
  %t2091 = getelementptr <16 x float>, ptr %tile, i64 63
  %t2092 = load <16 x float>, ptr %t2091, align 64
  %t2093 = fadd <16 x float> %t2092, %t96
  %t2094 = mul i64 %t2063, %size.n
  %t2095 = add i64 %t89, 16
  %t2096 = add i64 %t2094, %t2095
  %t2097 = getelementptr i16, ptr %buf.res, i64 %t2096
  %t2098 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2097, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t2099 = zext <16 x i16> %t2098 to <16 x i32>
  %t2100 = shl <16 x i32> %t2099, splat (i32 16)
  %t2101 = bitcast <16 x i32> %t2100 to <16 x float>
  %t2102 = fadd <16 x float> %t2093, %t2101
  %t2103 = fcmp olt <16 x float> %t2102, splat (float 0x0000000000000000)
  %t2104 = select <16 x i1> %t2103, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2102
  %t2105 = bitcast <16 x float> %t2104 to <16 x i32>
  %t2106 = lshr <16 x i32> %t2105, splat (i32 16)
  %t2107 = and <16 x i32> %t2106, splat (i32 1)
  %t2108 = add <16 x i32> %t2105, splat (i32 32767)
  %t2109 = add <16 x i32> %t2108, %t2107
  %t2110 = lshr <16 x i32> %t2109, splat (i32 16)
  %t2111 = fcmp uno <16 x float> %t2104, %t2104
  %t2112 = select <16 x i1> %t2111, <16 x i32> splat (i32 32704), <16 x i32> %t2110
  %t2113 = trunc <16 x i32> %t2112 to <16 x i16>
  %t2114 = getelementptr i16, ptr %t2066, i64 16
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t2113, ptr align 2 %t2114, <16 x i1> %t104)
  br label %rowdone2058
rowdone2058:
  %t2115 = add nsw i64 %i54, 1
  store i64 %t2115, ptr %c50
  br label %head51
done53:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
