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
  %off141 = call i64 asm "", "=r,0"(i64 0)
  %off142 = trunc i64 %off141 to i1
  %off143 = insertelement <16 x i1> zeroinitializer, i1 %off142, i64 0
  %off144 = insertelement <16 x i1> %off143, i1 %off142, i64 15
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
  %t145 = or <16 x i1> %t100, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t139, ptr align 2 %t140, <16 x i1> %t145)
  %t146 = getelementptr <16 x float>, ptr %tile, i64 1
  %t147 = load <16 x float>, ptr %t146, align 64
  %t148 = fadd <16 x float> %t147, %t96
  %t149 = mul i64 %t113, %size.n
  %t150 = add i64 %t89, 16
  %t151 = add i64 %t149, %t150
  %t152 = getelementptr i16, ptr %buf.res, i64 %t151
  %t153 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t152, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t154 = zext <16 x i16> %t153 to <16 x i32>
  %t155 = shl <16 x i32> %t154, splat (i32 16)
  %t156 = bitcast <16 x i32> %t155 to <16 x float>
  %t157 = fadd <16 x float> %t148, %t156
  %t158 = fcmp olt <16 x float> %t157, splat (float 0x0000000000000000)
  %t159 = select <16 x i1> %t158, <16 x float> splat (float 0x0000000000000000), <16 x float> %t157
  %t160 = bitcast <16 x float> %t159 to <16 x i32>
  %t161 = lshr <16 x i32> %t160, splat (i32 16)
  %t162 = and <16 x i32> %t161, splat (i32 1)
  %t163 = add <16 x i32> %t160, splat (i32 32767)
  %t164 = add <16 x i32> %t163, %t162
  %t165 = lshr <16 x i32> %t164, splat (i32 16)
  %t166 = fcmp uno <16 x float> %t159, %t159
  %t167 = select <16 x i1> %t166, <16 x i32> splat (i32 32704), <16 x i32> %t165
  %t168 = trunc <16 x i32> %t167 to <16 x i16>
  %t169 = getelementptr i16, ptr %t116, i64 16
  %t170 = or <16 x i1> %t104, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t168, ptr align 2 %t169, <16 x i1> %t170)
  br label %rowdone108
rowdone108:
  %t171 = add i64 %t106, 1
  %t172 = icmp eq i64 %t171, %size.wp
  %t173 = add i64 %t105, 1
  %t174 = select i1 %t172, i64 %t173, i64 %t105
  %t175 = select i1 %t172, i64 0, i64 %t171
  %t178 = icmp slt i64 %t175, %size.ow
  br i1 %t178, label %row176, label %rowdone177
row176:
  %t179 = mul i64 %t66, %size.oh
  %t180 = add i64 %t179, %t174
  %t181 = mul i64 %t180, %size.ow
  %t182 = add i64 %t181, %t175
  %t183 = mul i64 %t182, %size.n
  %t184 = add i64 %t183, %t89
  %t185 = getelementptr i16, ptr %buf.c, i64 %t184
  %t186 = getelementptr <16 x float>, ptr %tile, i64 2
  %t187 = load <16 x float>, ptr %t186, align 64
  %t188 = fadd <16 x float> %t187, %t93
  %t189 = mul i64 %t182, %size.n
  %t190 = add i64 %t89, 0
  %t191 = add i64 %t189, %t190
  %t192 = getelementptr i16, ptr %buf.res, i64 %t191
  %t193 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t192, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t194 = zext <16 x i16> %t193 to <16 x i32>
  %t195 = shl <16 x i32> %t194, splat (i32 16)
  %t196 = bitcast <16 x i32> %t195 to <16 x float>
  %t197 = fadd <16 x float> %t188, %t196
  %t198 = fcmp olt <16 x float> %t197, splat (float 0x0000000000000000)
  %t199 = select <16 x i1> %t198, <16 x float> splat (float 0x0000000000000000), <16 x float> %t197
  %t200 = bitcast <16 x float> %t199 to <16 x i32>
  %t201 = lshr <16 x i32> %t200, splat (i32 16)
  %t202 = and <16 x i32> %t201, splat (i32 1)
  %t203 = add <16 x i32> %t200, splat (i32 32767)
  %t204 = add <16 x i32> %t203, %t202
  %t205 = lshr <16 x i32> %t204, splat (i32 16)
  %t206 = fcmp uno <16 x float> %t199, %t199
  %t207 = select <16 x i1> %t206, <16 x i32> splat (i32 32704), <16 x i32> %t205
  %t208 = trunc <16 x i32> %t207 to <16 x i16>
  %t209 = getelementptr i16, ptr %t185, i64 0
  %t210 = or <16 x i1> %t100, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t208, ptr align 2 %t209, <16 x i1> %t210)
  %t211 = getelementptr <16 x float>, ptr %tile, i64 3
  %t212 = load <16 x float>, ptr %t211, align 64
  %t213 = fadd <16 x float> %t212, %t96
  %t214 = mul i64 %t182, %size.n
  %t215 = add i64 %t89, 16
  %t216 = add i64 %t214, %t215
  %t217 = getelementptr i16, ptr %buf.res, i64 %t216
  %t218 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t217, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t219 = zext <16 x i16> %t218 to <16 x i32>
  %t220 = shl <16 x i32> %t219, splat (i32 16)
  %t221 = bitcast <16 x i32> %t220 to <16 x float>
  %t222 = fadd <16 x float> %t213, %t221
  %t223 = fcmp olt <16 x float> %t222, splat (float 0x0000000000000000)
  %t224 = select <16 x i1> %t223, <16 x float> splat (float 0x0000000000000000), <16 x float> %t222
  %t225 = bitcast <16 x float> %t224 to <16 x i32>
  %t226 = lshr <16 x i32> %t225, splat (i32 16)
  %t227 = and <16 x i32> %t226, splat (i32 1)
  %t228 = add <16 x i32> %t225, splat (i32 32767)
  %t229 = add <16 x i32> %t228, %t227
  %t230 = lshr <16 x i32> %t229, splat (i32 16)
  %t231 = fcmp uno <16 x float> %t224, %t224
  %t232 = select <16 x i1> %t231, <16 x i32> splat (i32 32704), <16 x i32> %t230
  %t233 = trunc <16 x i32> %t232 to <16 x i16>
  %t234 = getelementptr i16, ptr %t185, i64 16
  %t235 = or <16 x i1> %t104, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t233, ptr align 2 %t234, <16 x i1> %t235)
  br label %rowdone177
rowdone177:
  %t236 = add i64 %t175, 1
  %t237 = icmp eq i64 %t236, %size.wp
  %t238 = add i64 %t174, 1
  %t239 = select i1 %t237, i64 %t238, i64 %t174
  %t240 = select i1 %t237, i64 0, i64 %t236
  %t243 = icmp slt i64 %t240, %size.ow
  br i1 %t243, label %row241, label %rowdone242
row241:
  %t244 = mul i64 %t66, %size.oh
  %t245 = add i64 %t244, %t239
  %t246 = mul i64 %t245, %size.ow
  %t247 = add i64 %t246, %t240
  %t248 = mul i64 %t247, %size.n
  %t249 = add i64 %t248, %t89
  %t250 = getelementptr i16, ptr %buf.c, i64 %t249
  %t251 = getelementptr <16 x float>, ptr %tile, i64 4
  %t252 = load <16 x float>, ptr %t251, align 64
  %t253 = fadd <16 x float> %t252, %t93
  %t254 = mul i64 %t247, %size.n
  %t255 = add i64 %t89, 0
  %t256 = add i64 %t254, %t255
  %t257 = getelementptr i16, ptr %buf.res, i64 %t256
  %t258 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t257, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t259 = zext <16 x i16> %t258 to <16 x i32>
  %t260 = shl <16 x i32> %t259, splat (i32 16)
  %t261 = bitcast <16 x i32> %t260 to <16 x float>
  %t262 = fadd <16 x float> %t253, %t261
  %t263 = fcmp olt <16 x float> %t262, splat (float 0x0000000000000000)
  %t264 = select <16 x i1> %t263, <16 x float> splat (float 0x0000000000000000), <16 x float> %t262
  %t265 = bitcast <16 x float> %t264 to <16 x i32>
  %t266 = lshr <16 x i32> %t265, splat (i32 16)
  %t267 = and <16 x i32> %t266, splat (i32 1)
  %t268 = add <16 x i32> %t265, splat (i32 32767)
  %t269 = add <16 x i32> %t268, %t267
  %t270 = lshr <16 x i32> %t269, splat (i32 16)
  %t271 = fcmp uno <16 x float> %t264, %t264
  %t272 = select <16 x i1> %t271, <16 x i32> splat (i32 32704), <16 x i32> %t270
  %t273 = trunc <16 x i32> %t272 to <16 x i16>
  %t274 = getelementptr i16, ptr %t250, i64 0
  %t275 = or <16 x i1> %t100, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t273, ptr align 2 %t274, <16 x i1> %t275)
  %t276 = getelementptr <16 x float>, ptr %tile, i64 5
  %t277 = load <16 x float>, ptr %t276, align 64
  %t278 = fadd <16 x float> %t277, %t96
  %t279 = mul i64 %t247, %size.n
  %t280 = add i64 %t89, 16
  %t281 = add i64 %t279, %t280
  %t282 = getelementptr i16, ptr %buf.res, i64 %t281
  %t283 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t282, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t284 = zext <16 x i16> %t283 to <16 x i32>
  %t285 = shl <16 x i32> %t284, splat (i32 16)
  %t286 = bitcast <16 x i32> %t285 to <16 x float>
  %t287 = fadd <16 x float> %t278, %t286
  %t288 = fcmp olt <16 x float> %t287, splat (float 0x0000000000000000)
  %t289 = select <16 x i1> %t288, <16 x float> splat (float 0x0000000000000000), <16 x float> %t287
  %t290 = bitcast <16 x float> %t289 to <16 x i32>
  %t291 = lshr <16 x i32> %t290, splat (i32 16)
  %t292 = and <16 x i32> %t291, splat (i32 1)
  %t293 = add <16 x i32> %t290, splat (i32 32767)
  %t294 = add <16 x i32> %t293, %t292
  %t295 = lshr <16 x i32> %t294, splat (i32 16)
  %t296 = fcmp uno <16 x float> %t289, %t289
  %t297 = select <16 x i1> %t296, <16 x i32> splat (i32 32704), <16 x i32> %t295
  %t298 = trunc <16 x i32> %t297 to <16 x i16>
  %t299 = getelementptr i16, ptr %t250, i64 16
  %t300 = or <16 x i1> %t104, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t298, ptr align 2 %t299, <16 x i1> %t300)
  br label %rowdone242
rowdone242:
  %t301 = add i64 %t240, 1
  %t302 = icmp eq i64 %t301, %size.wp
  %t303 = add i64 %t239, 1
  %t304 = select i1 %t302, i64 %t303, i64 %t239
  %t305 = select i1 %t302, i64 0, i64 %t301
  %t308 = icmp slt i64 %t305, %size.ow
  br i1 %t308, label %row306, label %rowdone307
row306:
  %t309 = mul i64 %t66, %size.oh
  %t310 = add i64 %t309, %t304
  %t311 = mul i64 %t310, %size.ow
  %t312 = add i64 %t311, %t305
  %t313 = mul i64 %t312, %size.n
  %t314 = add i64 %t313, %t89
  %t315 = getelementptr i16, ptr %buf.c, i64 %t314
  %t316 = getelementptr <16 x float>, ptr %tile, i64 6
  %t317 = load <16 x float>, ptr %t316, align 64
  %t318 = fadd <16 x float> %t317, %t93
  %t319 = mul i64 %t312, %size.n
  %t320 = add i64 %t89, 0
  %t321 = add i64 %t319, %t320
  %t322 = getelementptr i16, ptr %buf.res, i64 %t321
  %t323 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t322, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t324 = zext <16 x i16> %t323 to <16 x i32>
  %t325 = shl <16 x i32> %t324, splat (i32 16)
  %t326 = bitcast <16 x i32> %t325 to <16 x float>
  %t327 = fadd <16 x float> %t318, %t326
  %t328 = fcmp olt <16 x float> %t327, splat (float 0x0000000000000000)
  %t329 = select <16 x i1> %t328, <16 x float> splat (float 0x0000000000000000), <16 x float> %t327
  %t330 = bitcast <16 x float> %t329 to <16 x i32>
  %t331 = lshr <16 x i32> %t330, splat (i32 16)
  %t332 = and <16 x i32> %t331, splat (i32 1)
  %t333 = add <16 x i32> %t330, splat (i32 32767)
  %t334 = add <16 x i32> %t333, %t332
  %t335 = lshr <16 x i32> %t334, splat (i32 16)
  %t336 = fcmp uno <16 x float> %t329, %t329
  %t337 = select <16 x i1> %t336, <16 x i32> splat (i32 32704), <16 x i32> %t335
  %t338 = trunc <16 x i32> %t337 to <16 x i16>
  %t339 = getelementptr i16, ptr %t315, i64 0
  %t340 = or <16 x i1> %t100, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t338, ptr align 2 %t339, <16 x i1> %t340)
  %t341 = getelementptr <16 x float>, ptr %tile, i64 7
  %t342 = load <16 x float>, ptr %t341, align 64
  %t343 = fadd <16 x float> %t342, %t96
  %t344 = mul i64 %t312, %size.n
  %t345 = add i64 %t89, 16
  %t346 = add i64 %t344, %t345
  %t347 = getelementptr i16, ptr %buf.res, i64 %t346
  %t348 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t347, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t349 = zext <16 x i16> %t348 to <16 x i32>
  %t350 = shl <16 x i32> %t349, splat (i32 16)
  %t351 = bitcast <16 x i32> %t350 to <16 x float>
  %t352 = fadd <16 x float> %t343, %t351
  %t353 = fcmp olt <16 x float> %t352, splat (float 0x0000000000000000)
  %t354 = select <16 x i1> %t353, <16 x float> splat (float 0x0000000000000000), <16 x float> %t352
  %t355 = bitcast <16 x float> %t354 to <16 x i32>
  %t356 = lshr <16 x i32> %t355, splat (i32 16)
  %t357 = and <16 x i32> %t356, splat (i32 1)
  %t358 = add <16 x i32> %t355, splat (i32 32767)
  %t359 = add <16 x i32> %t358, %t357
  %t360 = lshr <16 x i32> %t359, splat (i32 16)
  %t361 = fcmp uno <16 x float> %t354, %t354
  %t362 = select <16 x i1> %t361, <16 x i32> splat (i32 32704), <16 x i32> %t360
  %t363 = trunc <16 x i32> %t362 to <16 x i16>
  %t364 = getelementptr i16, ptr %t315, i64 16
  %t365 = or <16 x i1> %t104, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t363, ptr align 2 %t364, <16 x i1> %t365)
  br label %rowdone307
rowdone307:
  %t366 = add i64 %t305, 1
  %t367 = icmp eq i64 %t366, %size.wp
  %t368 = add i64 %t304, 1
  %t369 = select i1 %t367, i64 %t368, i64 %t304
  %t370 = select i1 %t367, i64 0, i64 %t366
  %t373 = icmp slt i64 %t370, %size.ow
  br i1 %t373, label %row371, label %rowdone372
row371:
  %t374 = mul i64 %t66, %size.oh
  %t375 = add i64 %t374, %t369
  %t376 = mul i64 %t375, %size.ow
  %t377 = add i64 %t376, %t370
  %t378 = mul i64 %t377, %size.n
  %t379 = add i64 %t378, %t89
  %t380 = getelementptr i16, ptr %buf.c, i64 %t379
  %t381 = getelementptr <16 x float>, ptr %tile, i64 8
  %t382 = load <16 x float>, ptr %t381, align 64
  %t383 = fadd <16 x float> %t382, %t93
  %t384 = mul i64 %t377, %size.n
  %t385 = add i64 %t89, 0
  %t386 = add i64 %t384, %t385
  %t387 = getelementptr i16, ptr %buf.res, i64 %t386
  %t388 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t387, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t389 = zext <16 x i16> %t388 to <16 x i32>
  %t390 = shl <16 x i32> %t389, splat (i32 16)
  %t391 = bitcast <16 x i32> %t390 to <16 x float>
  %t392 = fadd <16 x float> %t383, %t391
  %t393 = fcmp olt <16 x float> %t392, splat (float 0x0000000000000000)
  %t394 = select <16 x i1> %t393, <16 x float> splat (float 0x0000000000000000), <16 x float> %t392
  %t395 = bitcast <16 x float> %t394 to <16 x i32>
  %t396 = lshr <16 x i32> %t395, splat (i32 16)
  %t397 = and <16 x i32> %t396, splat (i32 1)
  %t398 = add <16 x i32> %t395, splat (i32 32767)
  %t399 = add <16 x i32> %t398, %t397
  %t400 = lshr <16 x i32> %t399, splat (i32 16)
  %t401 = fcmp uno <16 x float> %t394, %t394
  %t402 = select <16 x i1> %t401, <16 x i32> splat (i32 32704), <16 x i32> %t400
  %t403 = trunc <16 x i32> %t402 to <16 x i16>
  %t404 = getelementptr i16, ptr %t380, i64 0
  %t405 = or <16 x i1> %t100, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t403, ptr align 2 %t404, <16 x i1> %t405)
  %t406 = getelementptr <16 x float>, ptr %tile, i64 9
  %t407 = load <16 x float>, ptr %t406, align 64
  %t408 = fadd <16 x float> %t407, %t96
  %t409 = mul i64 %t377, %size.n
  %t410 = add i64 %t89, 16
  %t411 = add i64 %t409, %t410
  %t412 = getelementptr i16, ptr %buf.res, i64 %t411
  %t413 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t412, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t414 = zext <16 x i16> %t413 to <16 x i32>
  %t415 = shl <16 x i32> %t414, splat (i32 16)
  %t416 = bitcast <16 x i32> %t415 to <16 x float>
  %t417 = fadd <16 x float> %t408, %t416
  %t418 = fcmp olt <16 x float> %t417, splat (float 0x0000000000000000)
  %t419 = select <16 x i1> %t418, <16 x float> splat (float 0x0000000000000000), <16 x float> %t417
  %t420 = bitcast <16 x float> %t419 to <16 x i32>
  %t421 = lshr <16 x i32> %t420, splat (i32 16)
  %t422 = and <16 x i32> %t421, splat (i32 1)
  %t423 = add <16 x i32> %t420, splat (i32 32767)
  %t424 = add <16 x i32> %t423, %t422
  %t425 = lshr <16 x i32> %t424, splat (i32 16)
  %t426 = fcmp uno <16 x float> %t419, %t419
  %t427 = select <16 x i1> %t426, <16 x i32> splat (i32 32704), <16 x i32> %t425
  %t428 = trunc <16 x i32> %t427 to <16 x i16>
  %t429 = getelementptr i16, ptr %t380, i64 16
  %t430 = or <16 x i1> %t104, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t428, ptr align 2 %t429, <16 x i1> %t430)
  br label %rowdone372
rowdone372:
  %t431 = add i64 %t370, 1
  %t432 = icmp eq i64 %t431, %size.wp
  %t433 = add i64 %t369, 1
  %t434 = select i1 %t432, i64 %t433, i64 %t369
  %t435 = select i1 %t432, i64 0, i64 %t431
  %t438 = icmp slt i64 %t435, %size.ow
  br i1 %t438, label %row436, label %rowdone437
row436:
  %t439 = mul i64 %t66, %size.oh
  %t440 = add i64 %t439, %t434
  %t441 = mul i64 %t440, %size.ow
  %t442 = add i64 %t441, %t435
  %t443 = mul i64 %t442, %size.n
  %t444 = add i64 %t443, %t89
  %t445 = getelementptr i16, ptr %buf.c, i64 %t444
  %t446 = getelementptr <16 x float>, ptr %tile, i64 10
  %t447 = load <16 x float>, ptr %t446, align 64
  %t448 = fadd <16 x float> %t447, %t93
  %t449 = mul i64 %t442, %size.n
  %t450 = add i64 %t89, 0
  %t451 = add i64 %t449, %t450
  %t452 = getelementptr i16, ptr %buf.res, i64 %t451
  %t453 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t452, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t454 = zext <16 x i16> %t453 to <16 x i32>
  %t455 = shl <16 x i32> %t454, splat (i32 16)
  %t456 = bitcast <16 x i32> %t455 to <16 x float>
  %t457 = fadd <16 x float> %t448, %t456
  %t458 = fcmp olt <16 x float> %t457, splat (float 0x0000000000000000)
  %t459 = select <16 x i1> %t458, <16 x float> splat (float 0x0000000000000000), <16 x float> %t457
  %t460 = bitcast <16 x float> %t459 to <16 x i32>
  %t461 = lshr <16 x i32> %t460, splat (i32 16)
  %t462 = and <16 x i32> %t461, splat (i32 1)
  %t463 = add <16 x i32> %t460, splat (i32 32767)
  %t464 = add <16 x i32> %t463, %t462
  %t465 = lshr <16 x i32> %t464, splat (i32 16)
  %t466 = fcmp uno <16 x float> %t459, %t459
  %t467 = select <16 x i1> %t466, <16 x i32> splat (i32 32704), <16 x i32> %t465
  %t468 = trunc <16 x i32> %t467 to <16 x i16>
  %t469 = getelementptr i16, ptr %t445, i64 0
  %t470 = or <16 x i1> %t100, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t468, ptr align 2 %t469, <16 x i1> %t470)
  %t471 = getelementptr <16 x float>, ptr %tile, i64 11
  %t472 = load <16 x float>, ptr %t471, align 64
  %t473 = fadd <16 x float> %t472, %t96
  %t474 = mul i64 %t442, %size.n
  %t475 = add i64 %t89, 16
  %t476 = add i64 %t474, %t475
  %t477 = getelementptr i16, ptr %buf.res, i64 %t476
  %t478 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t477, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t479 = zext <16 x i16> %t478 to <16 x i32>
  %t480 = shl <16 x i32> %t479, splat (i32 16)
  %t481 = bitcast <16 x i32> %t480 to <16 x float>
  %t482 = fadd <16 x float> %t473, %t481
  %t483 = fcmp olt <16 x float> %t482, splat (float 0x0000000000000000)
  %t484 = select <16 x i1> %t483, <16 x float> splat (float 0x0000000000000000), <16 x float> %t482
  %t485 = bitcast <16 x float> %t484 to <16 x i32>
  %t486 = lshr <16 x i32> %t485, splat (i32 16)
  %t487 = and <16 x i32> %t486, splat (i32 1)
  %t488 = add <16 x i32> %t485, splat (i32 32767)
  %t489 = add <16 x i32> %t488, %t487
  %t490 = lshr <16 x i32> %t489, splat (i32 16)
  %t491 = fcmp uno <16 x float> %t484, %t484
  %t492 = select <16 x i1> %t491, <16 x i32> splat (i32 32704), <16 x i32> %t490
  %t493 = trunc <16 x i32> %t492 to <16 x i16>
  %t494 = getelementptr i16, ptr %t445, i64 16
  %t495 = or <16 x i1> %t104, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t493, ptr align 2 %t494, <16 x i1> %t495)
  br label %rowdone437
rowdone437:
  %t496 = add i64 %t435, 1
  %t497 = icmp eq i64 %t496, %size.wp
  %t498 = add i64 %t434, 1
  %t499 = select i1 %t497, i64 %t498, i64 %t434
  %t500 = select i1 %t497, i64 0, i64 %t496
  %t503 = icmp slt i64 %t500, %size.ow
  br i1 %t503, label %row501, label %rowdone502
row501:
  %t504 = mul i64 %t66, %size.oh
  %t505 = add i64 %t504, %t499
  %t506 = mul i64 %t505, %size.ow
  %t507 = add i64 %t506, %t500
  %t508 = mul i64 %t507, %size.n
  %t509 = add i64 %t508, %t89
  %t510 = getelementptr i16, ptr %buf.c, i64 %t509
  %t511 = getelementptr <16 x float>, ptr %tile, i64 12
  %t512 = load <16 x float>, ptr %t511, align 64
  %t513 = fadd <16 x float> %t512, %t93
  %t514 = mul i64 %t507, %size.n
  %t515 = add i64 %t89, 0
  %t516 = add i64 %t514, %t515
  %t517 = getelementptr i16, ptr %buf.res, i64 %t516
  %t518 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t517, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t519 = zext <16 x i16> %t518 to <16 x i32>
  %t520 = shl <16 x i32> %t519, splat (i32 16)
  %t521 = bitcast <16 x i32> %t520 to <16 x float>
  %t522 = fadd <16 x float> %t513, %t521
  %t523 = fcmp olt <16 x float> %t522, splat (float 0x0000000000000000)
  %t524 = select <16 x i1> %t523, <16 x float> splat (float 0x0000000000000000), <16 x float> %t522
  %t525 = bitcast <16 x float> %t524 to <16 x i32>
  %t526 = lshr <16 x i32> %t525, splat (i32 16)
  %t527 = and <16 x i32> %t526, splat (i32 1)
  %t528 = add <16 x i32> %t525, splat (i32 32767)
  %t529 = add <16 x i32> %t528, %t527
  %t530 = lshr <16 x i32> %t529, splat (i32 16)
  %t531 = fcmp uno <16 x float> %t524, %t524
  %t532 = select <16 x i1> %t531, <16 x i32> splat (i32 32704), <16 x i32> %t530
  %t533 = trunc <16 x i32> %t532 to <16 x i16>
  %t534 = getelementptr i16, ptr %t510, i64 0
  %t535 = or <16 x i1> %t100, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t533, ptr align 2 %t534, <16 x i1> %t535)
  %t536 = getelementptr <16 x float>, ptr %tile, i64 13
  %t537 = load <16 x float>, ptr %t536, align 64
  %t538 = fadd <16 x float> %t537, %t96
  %t539 = mul i64 %t507, %size.n
  %t540 = add i64 %t89, 16
  %t541 = add i64 %t539, %t540
  %t542 = getelementptr i16, ptr %buf.res, i64 %t541
  %t543 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t542, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t544 = zext <16 x i16> %t543 to <16 x i32>
  %t545 = shl <16 x i32> %t544, splat (i32 16)
  %t546 = bitcast <16 x i32> %t545 to <16 x float>
  %t547 = fadd <16 x float> %t538, %t546
  %t548 = fcmp olt <16 x float> %t547, splat (float 0x0000000000000000)
  %t549 = select <16 x i1> %t548, <16 x float> splat (float 0x0000000000000000), <16 x float> %t547
  %t550 = bitcast <16 x float> %t549 to <16 x i32>
  %t551 = lshr <16 x i32> %t550, splat (i32 16)
  %t552 = and <16 x i32> %t551, splat (i32 1)
  %t553 = add <16 x i32> %t550, splat (i32 32767)
  %t554 = add <16 x i32> %t553, %t552
  %t555 = lshr <16 x i32> %t554, splat (i32 16)
  %t556 = fcmp uno <16 x float> %t549, %t549
  %t557 = select <16 x i1> %t556, <16 x i32> splat (i32 32704), <16 x i32> %t555
  %t558 = trunc <16 x i32> %t557 to <16 x i16>
  %t559 = getelementptr i16, ptr %t510, i64 16
  %t560 = or <16 x i1> %t104, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t558, ptr align 2 %t559, <16 x i1> %t560)
  br label %rowdone502
rowdone502:
  %t561 = add i64 %t500, 1
  %t562 = icmp eq i64 %t561, %size.wp
  %t563 = add i64 %t499, 1
  %t564 = select i1 %t562, i64 %t563, i64 %t499
  %t565 = select i1 %t562, i64 0, i64 %t561
  %t568 = icmp slt i64 %t565, %size.ow
  br i1 %t568, label %row566, label %rowdone567
row566:
  %t569 = mul i64 %t66, %size.oh
  %t570 = add i64 %t569, %t564
  %t571 = mul i64 %t570, %size.ow
  %t572 = add i64 %t571, %t565
  %t573 = mul i64 %t572, %size.n
  %t574 = add i64 %t573, %t89
  %t575 = getelementptr i16, ptr %buf.c, i64 %t574
  %t576 = getelementptr <16 x float>, ptr %tile, i64 14
  %t577 = load <16 x float>, ptr %t576, align 64
  %t578 = fadd <16 x float> %t577, %t93
  %t579 = mul i64 %t572, %size.n
  %t580 = add i64 %t89, 0
  %t581 = add i64 %t579, %t580
  %t582 = getelementptr i16, ptr %buf.res, i64 %t581
  %t583 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t582, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t584 = zext <16 x i16> %t583 to <16 x i32>
  %t585 = shl <16 x i32> %t584, splat (i32 16)
  %t586 = bitcast <16 x i32> %t585 to <16 x float>
  %t587 = fadd <16 x float> %t578, %t586
  %t588 = fcmp olt <16 x float> %t587, splat (float 0x0000000000000000)
  %t589 = select <16 x i1> %t588, <16 x float> splat (float 0x0000000000000000), <16 x float> %t587
  %t590 = bitcast <16 x float> %t589 to <16 x i32>
  %t591 = lshr <16 x i32> %t590, splat (i32 16)
  %t592 = and <16 x i32> %t591, splat (i32 1)
  %t593 = add <16 x i32> %t590, splat (i32 32767)
  %t594 = add <16 x i32> %t593, %t592
  %t595 = lshr <16 x i32> %t594, splat (i32 16)
  %t596 = fcmp uno <16 x float> %t589, %t589
  %t597 = select <16 x i1> %t596, <16 x i32> splat (i32 32704), <16 x i32> %t595
  %t598 = trunc <16 x i32> %t597 to <16 x i16>
  %t599 = getelementptr i16, ptr %t575, i64 0
  %t600 = or <16 x i1> %t100, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t598, ptr align 2 %t599, <16 x i1> %t600)
  %t601 = getelementptr <16 x float>, ptr %tile, i64 15
  %t602 = load <16 x float>, ptr %t601, align 64
  %t603 = fadd <16 x float> %t602, %t96
  %t604 = mul i64 %t572, %size.n
  %t605 = add i64 %t89, 16
  %t606 = add i64 %t604, %t605
  %t607 = getelementptr i16, ptr %buf.res, i64 %t606
  %t608 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t607, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t609 = zext <16 x i16> %t608 to <16 x i32>
  %t610 = shl <16 x i32> %t609, splat (i32 16)
  %t611 = bitcast <16 x i32> %t610 to <16 x float>
  %t612 = fadd <16 x float> %t603, %t611
  %t613 = fcmp olt <16 x float> %t612, splat (float 0x0000000000000000)
  %t614 = select <16 x i1> %t613, <16 x float> splat (float 0x0000000000000000), <16 x float> %t612
  %t615 = bitcast <16 x float> %t614 to <16 x i32>
  %t616 = lshr <16 x i32> %t615, splat (i32 16)
  %t617 = and <16 x i32> %t616, splat (i32 1)
  %t618 = add <16 x i32> %t615, splat (i32 32767)
  %t619 = add <16 x i32> %t618, %t617
  %t620 = lshr <16 x i32> %t619, splat (i32 16)
  %t621 = fcmp uno <16 x float> %t614, %t614
  %t622 = select <16 x i1> %t621, <16 x i32> splat (i32 32704), <16 x i32> %t620
  %t623 = trunc <16 x i32> %t622 to <16 x i16>
  %t624 = getelementptr i16, ptr %t575, i64 16
  %t625 = or <16 x i1> %t104, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t623, ptr align 2 %t624, <16 x i1> %t625)
  br label %rowdone567
rowdone567:
  %t626 = add i64 %t565, 1
  %t627 = icmp eq i64 %t626, %size.wp
  %t628 = add i64 %t564, 1
  %t629 = select i1 %t627, i64 %t628, i64 %t564
  %t630 = select i1 %t627, i64 0, i64 %t626
  %t633 = icmp slt i64 %t630, %size.ow
  br i1 %t633, label %row631, label %rowdone632
row631:
  %t634 = mul i64 %t66, %size.oh
  %t635 = add i64 %t634, %t629
  %t636 = mul i64 %t635, %size.ow
  %t637 = add i64 %t636, %t630
  %t638 = mul i64 %t637, %size.n
  %t639 = add i64 %t638, %t89
  %t640 = getelementptr i16, ptr %buf.c, i64 %t639
  %t641 = getelementptr <16 x float>, ptr %tile, i64 16
  %t642 = load <16 x float>, ptr %t641, align 64
  %t643 = fadd <16 x float> %t642, %t93
  %t644 = mul i64 %t637, %size.n
  %t645 = add i64 %t89, 0
  %t646 = add i64 %t644, %t645
  %t647 = getelementptr i16, ptr %buf.res, i64 %t646
  %t648 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t647, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t649 = zext <16 x i16> %t648 to <16 x i32>
  %t650 = shl <16 x i32> %t649, splat (i32 16)
  %t651 = bitcast <16 x i32> %t650 to <16 x float>
  %t652 = fadd <16 x float> %t643, %t651
  %t653 = fcmp olt <16 x float> %t652, splat (float 0x0000000000000000)
  %t654 = select <16 x i1> %t653, <16 x float> splat (float 0x0000000000000000), <16 x float> %t652
  %t655 = bitcast <16 x float> %t654 to <16 x i32>
  %t656 = lshr <16 x i32> %t655, splat (i32 16)
  %t657 = and <16 x i32> %t656, splat (i32 1)
  %t658 = add <16 x i32> %t655, splat (i32 32767)
  %t659 = add <16 x i32> %t658, %t657
  %t660 = lshr <16 x i32> %t659, splat (i32 16)
  %t661 = fcmp uno <16 x float> %t654, %t654
  %t662 = select <16 x i1> %t661, <16 x i32> splat (i32 32704), <16 x i32> %t660
  %t663 = trunc <16 x i32> %t662 to <16 x i16>
  %t664 = getelementptr i16, ptr %t640, i64 0
  %t665 = or <16 x i1> %t100, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t663, ptr align 2 %t664, <16 x i1> %t665)
  %t666 = getelementptr <16 x float>, ptr %tile, i64 17
  %t667 = load <16 x float>, ptr %t666, align 64
  %t668 = fadd <16 x float> %t667, %t96
  %t669 = mul i64 %t637, %size.n
  %t670 = add i64 %t89, 16
  %t671 = add i64 %t669, %t670
  %t672 = getelementptr i16, ptr %buf.res, i64 %t671
  %t673 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t672, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t674 = zext <16 x i16> %t673 to <16 x i32>
  %t675 = shl <16 x i32> %t674, splat (i32 16)
  %t676 = bitcast <16 x i32> %t675 to <16 x float>
  %t677 = fadd <16 x float> %t668, %t676
  %t678 = fcmp olt <16 x float> %t677, splat (float 0x0000000000000000)
  %t679 = select <16 x i1> %t678, <16 x float> splat (float 0x0000000000000000), <16 x float> %t677
  %t680 = bitcast <16 x float> %t679 to <16 x i32>
  %t681 = lshr <16 x i32> %t680, splat (i32 16)
  %t682 = and <16 x i32> %t681, splat (i32 1)
  %t683 = add <16 x i32> %t680, splat (i32 32767)
  %t684 = add <16 x i32> %t683, %t682
  %t685 = lshr <16 x i32> %t684, splat (i32 16)
  %t686 = fcmp uno <16 x float> %t679, %t679
  %t687 = select <16 x i1> %t686, <16 x i32> splat (i32 32704), <16 x i32> %t685
  %t688 = trunc <16 x i32> %t687 to <16 x i16>
  %t689 = getelementptr i16, ptr %t640, i64 16
  %t690 = or <16 x i1> %t104, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t688, ptr align 2 %t689, <16 x i1> %t690)
  br label %rowdone632
rowdone632:
  %t691 = add i64 %t630, 1
  %t692 = icmp eq i64 %t691, %size.wp
  %t693 = add i64 %t629, 1
  %t694 = select i1 %t692, i64 %t693, i64 %t629
  %t695 = select i1 %t692, i64 0, i64 %t691
  %t698 = icmp slt i64 %t695, %size.ow
  br i1 %t698, label %row696, label %rowdone697
row696:
  %t699 = mul i64 %t66, %size.oh
  %t700 = add i64 %t699, %t694
  %t701 = mul i64 %t700, %size.ow
  %t702 = add i64 %t701, %t695
  %t703 = mul i64 %t702, %size.n
  %t704 = add i64 %t703, %t89
  %t705 = getelementptr i16, ptr %buf.c, i64 %t704
  %t706 = getelementptr <16 x float>, ptr %tile, i64 18
  %t707 = load <16 x float>, ptr %t706, align 64
  %t708 = fadd <16 x float> %t707, %t93
  %t709 = mul i64 %t702, %size.n
  %t710 = add i64 %t89, 0
  %t711 = add i64 %t709, %t710
  %t712 = getelementptr i16, ptr %buf.res, i64 %t711
  %t713 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t712, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t714 = zext <16 x i16> %t713 to <16 x i32>
  %t715 = shl <16 x i32> %t714, splat (i32 16)
  %t716 = bitcast <16 x i32> %t715 to <16 x float>
  %t717 = fadd <16 x float> %t708, %t716
  %t718 = fcmp olt <16 x float> %t717, splat (float 0x0000000000000000)
  %t719 = select <16 x i1> %t718, <16 x float> splat (float 0x0000000000000000), <16 x float> %t717
  %t720 = bitcast <16 x float> %t719 to <16 x i32>
  %t721 = lshr <16 x i32> %t720, splat (i32 16)
  %t722 = and <16 x i32> %t721, splat (i32 1)
  %t723 = add <16 x i32> %t720, splat (i32 32767)
  %t724 = add <16 x i32> %t723, %t722
  %t725 = lshr <16 x i32> %t724, splat (i32 16)
  %t726 = fcmp uno <16 x float> %t719, %t719
  %t727 = select <16 x i1> %t726, <16 x i32> splat (i32 32704), <16 x i32> %t725
  %t728 = trunc <16 x i32> %t727 to <16 x i16>
  %t729 = getelementptr i16, ptr %t705, i64 0
  %t730 = or <16 x i1> %t100, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t728, ptr align 2 %t729, <16 x i1> %t730)
  %t731 = getelementptr <16 x float>, ptr %tile, i64 19
  %t732 = load <16 x float>, ptr %t731, align 64
  %t733 = fadd <16 x float> %t732, %t96
  %t734 = mul i64 %t702, %size.n
  %t735 = add i64 %t89, 16
  %t736 = add i64 %t734, %t735
  %t737 = getelementptr i16, ptr %buf.res, i64 %t736
  %t738 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t737, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t739 = zext <16 x i16> %t738 to <16 x i32>
  %t740 = shl <16 x i32> %t739, splat (i32 16)
  %t741 = bitcast <16 x i32> %t740 to <16 x float>
  %t742 = fadd <16 x float> %t733, %t741
  %t743 = fcmp olt <16 x float> %t742, splat (float 0x0000000000000000)
  %t744 = select <16 x i1> %t743, <16 x float> splat (float 0x0000000000000000), <16 x float> %t742
  %t745 = bitcast <16 x float> %t744 to <16 x i32>
  %t746 = lshr <16 x i32> %t745, splat (i32 16)
  %t747 = and <16 x i32> %t746, splat (i32 1)
  %t748 = add <16 x i32> %t745, splat (i32 32767)
  %t749 = add <16 x i32> %t748, %t747
  %t750 = lshr <16 x i32> %t749, splat (i32 16)
  %t751 = fcmp uno <16 x float> %t744, %t744
  %t752 = select <16 x i1> %t751, <16 x i32> splat (i32 32704), <16 x i32> %t750
  %t753 = trunc <16 x i32> %t752 to <16 x i16>
  %t754 = getelementptr i16, ptr %t705, i64 16
  %t755 = or <16 x i1> %t104, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t753, ptr align 2 %t754, <16 x i1> %t755)
  br label %rowdone697
rowdone697:
  %t756 = add i64 %t695, 1
  %t757 = icmp eq i64 %t756, %size.wp
  %t758 = add i64 %t694, 1
  %t759 = select i1 %t757, i64 %t758, i64 %t694
  %t760 = select i1 %t757, i64 0, i64 %t756
  %t763 = icmp slt i64 %t760, %size.ow
  br i1 %t763, label %row761, label %rowdone762
row761:
  %t764 = mul i64 %t66, %size.oh
  %t765 = add i64 %t764, %t759
  %t766 = mul i64 %t765, %size.ow
  %t767 = add i64 %t766, %t760
  %t768 = mul i64 %t767, %size.n
  %t769 = add i64 %t768, %t89
  %t770 = getelementptr i16, ptr %buf.c, i64 %t769
  %t771 = getelementptr <16 x float>, ptr %tile, i64 20
  %t772 = load <16 x float>, ptr %t771, align 64
  %t773 = fadd <16 x float> %t772, %t93
  %t774 = mul i64 %t767, %size.n
  %t775 = add i64 %t89, 0
  %t776 = add i64 %t774, %t775
  %t777 = getelementptr i16, ptr %buf.res, i64 %t776
  %t778 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t777, <16 x i1> %t100, <16 x i16> zeroinitializer)
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
  %t794 = getelementptr i16, ptr %t770, i64 0
  %t795 = or <16 x i1> %t100, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t793, ptr align 2 %t794, <16 x i1> %t795)
  %t796 = getelementptr <16 x float>, ptr %tile, i64 21
  %t797 = load <16 x float>, ptr %t796, align 64
  %t798 = fadd <16 x float> %t797, %t96
  %t799 = mul i64 %t767, %size.n
  %t800 = add i64 %t89, 16
  %t801 = add i64 %t799, %t800
  %t802 = getelementptr i16, ptr %buf.res, i64 %t801
  %t803 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t802, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t804 = zext <16 x i16> %t803 to <16 x i32>
  %t805 = shl <16 x i32> %t804, splat (i32 16)
  %t806 = bitcast <16 x i32> %t805 to <16 x float>
  %t807 = fadd <16 x float> %t798, %t806
  %t808 = fcmp olt <16 x float> %t807, splat (float 0x0000000000000000)
  %t809 = select <16 x i1> %t808, <16 x float> splat (float 0x0000000000000000), <16 x float> %t807
  %t810 = bitcast <16 x float> %t809 to <16 x i32>
  %t811 = lshr <16 x i32> %t810, splat (i32 16)
  %t812 = and <16 x i32> %t811, splat (i32 1)
  %t813 = add <16 x i32> %t810, splat (i32 32767)
  %t814 = add <16 x i32> %t813, %t812
  %t815 = lshr <16 x i32> %t814, splat (i32 16)
  %t816 = fcmp uno <16 x float> %t809, %t809
  %t817 = select <16 x i1> %t816, <16 x i32> splat (i32 32704), <16 x i32> %t815
  %t818 = trunc <16 x i32> %t817 to <16 x i16>
  %t819 = getelementptr i16, ptr %t770, i64 16
  %t820 = or <16 x i1> %t104, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t818, ptr align 2 %t819, <16 x i1> %t820)
  br label %rowdone762
rowdone762:
  %t821 = add i64 %t760, 1
  %t822 = icmp eq i64 %t821, %size.wp
  %t823 = add i64 %t759, 1
  %t824 = select i1 %t822, i64 %t823, i64 %t759
  %t825 = select i1 %t822, i64 0, i64 %t821
  %t828 = icmp slt i64 %t825, %size.ow
  br i1 %t828, label %row826, label %rowdone827
row826:
  %t829 = mul i64 %t66, %size.oh
  %t830 = add i64 %t829, %t824
  %t831 = mul i64 %t830, %size.ow
  %t832 = add i64 %t831, %t825
  %t833 = mul i64 %t832, %size.n
  %t834 = add i64 %t833, %t89
  %t835 = getelementptr i16, ptr %buf.c, i64 %t834
  %t836 = getelementptr <16 x float>, ptr %tile, i64 22
  %t837 = load <16 x float>, ptr %t836, align 64
  %t838 = fadd <16 x float> %t837, %t93
  %t839 = mul i64 %t832, %size.n
  %t840 = add i64 %t89, 0
  %t841 = add i64 %t839, %t840
  %t842 = getelementptr i16, ptr %buf.res, i64 %t841
  %t843 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t842, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t844 = zext <16 x i16> %t843 to <16 x i32>
  %t845 = shl <16 x i32> %t844, splat (i32 16)
  %t846 = bitcast <16 x i32> %t845 to <16 x float>
  %t847 = fadd <16 x float> %t838, %t846
  %t848 = fcmp olt <16 x float> %t847, splat (float 0x0000000000000000)
  %t849 = select <16 x i1> %t848, <16 x float> splat (float 0x0000000000000000), <16 x float> %t847
  %t850 = bitcast <16 x float> %t849 to <16 x i32>
  %t851 = lshr <16 x i32> %t850, splat (i32 16)
  %t852 = and <16 x i32> %t851, splat (i32 1)
  %t853 = add <16 x i32> %t850, splat (i32 32767)
  %t854 = add <16 x i32> %t853, %t852
  %t855 = lshr <16 x i32> %t854, splat (i32 16)
  %t856 = fcmp uno <16 x float> %t849, %t849
  %t857 = select <16 x i1> %t856, <16 x i32> splat (i32 32704), <16 x i32> %t855
  %t858 = trunc <16 x i32> %t857 to <16 x i16>
  %t859 = getelementptr i16, ptr %t835, i64 0
  %t860 = or <16 x i1> %t100, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t858, ptr align 2 %t859, <16 x i1> %t860)
  %t861 = getelementptr <16 x float>, ptr %tile, i64 23
  %t862 = load <16 x float>, ptr %t861, align 64
  %t863 = fadd <16 x float> %t862, %t96
  %t864 = mul i64 %t832, %size.n
  %t865 = add i64 %t89, 16
  %t866 = add i64 %t864, %t865
  %t867 = getelementptr i16, ptr %buf.res, i64 %t866
  %t868 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t867, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t869 = zext <16 x i16> %t868 to <16 x i32>
  %t870 = shl <16 x i32> %t869, splat (i32 16)
  %t871 = bitcast <16 x i32> %t870 to <16 x float>
  %t872 = fadd <16 x float> %t863, %t871
  %t873 = fcmp olt <16 x float> %t872, splat (float 0x0000000000000000)
  %t874 = select <16 x i1> %t873, <16 x float> splat (float 0x0000000000000000), <16 x float> %t872
  %t875 = bitcast <16 x float> %t874 to <16 x i32>
  %t876 = lshr <16 x i32> %t875, splat (i32 16)
  %t877 = and <16 x i32> %t876, splat (i32 1)
  %t878 = add <16 x i32> %t875, splat (i32 32767)
  %t879 = add <16 x i32> %t878, %t877
  %t880 = lshr <16 x i32> %t879, splat (i32 16)
  %t881 = fcmp uno <16 x float> %t874, %t874
  %t882 = select <16 x i1> %t881, <16 x i32> splat (i32 32704), <16 x i32> %t880
  %t883 = trunc <16 x i32> %t882 to <16 x i16>
  %t884 = getelementptr i16, ptr %t835, i64 16
  %t885 = or <16 x i1> %t104, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t883, ptr align 2 %t884, <16 x i1> %t885)
  br label %rowdone827
rowdone827:
  %t886 = add i64 %t825, 1
  %t887 = icmp eq i64 %t886, %size.wp
  %t888 = add i64 %t824, 1
  %t889 = select i1 %t887, i64 %t888, i64 %t824
  %t890 = select i1 %t887, i64 0, i64 %t886
  %t893 = icmp slt i64 %t890, %size.ow
  br i1 %t893, label %row891, label %rowdone892
row891:
  %t894 = mul i64 %t66, %size.oh
  %t895 = add i64 %t894, %t889
  %t896 = mul i64 %t895, %size.ow
  %t897 = add i64 %t896, %t890
  %t898 = mul i64 %t897, %size.n
  %t899 = add i64 %t898, %t89
  %t900 = getelementptr i16, ptr %buf.c, i64 %t899
  %t901 = getelementptr <16 x float>, ptr %tile, i64 24
  %t902 = load <16 x float>, ptr %t901, align 64
  %t903 = fadd <16 x float> %t902, %t93
  %t904 = mul i64 %t897, %size.n
  %t905 = add i64 %t89, 0
  %t906 = add i64 %t904, %t905
  %t907 = getelementptr i16, ptr %buf.res, i64 %t906
  %t908 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t907, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t909 = zext <16 x i16> %t908 to <16 x i32>
  %t910 = shl <16 x i32> %t909, splat (i32 16)
  %t911 = bitcast <16 x i32> %t910 to <16 x float>
  %t912 = fadd <16 x float> %t903, %t911
  %t913 = fcmp olt <16 x float> %t912, splat (float 0x0000000000000000)
  %t914 = select <16 x i1> %t913, <16 x float> splat (float 0x0000000000000000), <16 x float> %t912
  %t915 = bitcast <16 x float> %t914 to <16 x i32>
  %t916 = lshr <16 x i32> %t915, splat (i32 16)
  %t917 = and <16 x i32> %t916, splat (i32 1)
  %t918 = add <16 x i32> %t915, splat (i32 32767)
  %t919 = add <16 x i32> %t918, %t917
  %t920 = lshr <16 x i32> %t919, splat (i32 16)
  %t921 = fcmp uno <16 x float> %t914, %t914
  %t922 = select <16 x i1> %t921, <16 x i32> splat (i32 32704), <16 x i32> %t920
  %t923 = trunc <16 x i32> %t922 to <16 x i16>
  %t924 = getelementptr i16, ptr %t900, i64 0
  %t925 = or <16 x i1> %t100, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t923, ptr align 2 %t924, <16 x i1> %t925)
  %t926 = getelementptr <16 x float>, ptr %tile, i64 25
  %t927 = load <16 x float>, ptr %t926, align 64
  %t928 = fadd <16 x float> %t927, %t96
  %t929 = mul i64 %t897, %size.n
  %t930 = add i64 %t89, 16
  %t931 = add i64 %t929, %t930
  %t932 = getelementptr i16, ptr %buf.res, i64 %t931
  %t933 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t932, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t934 = zext <16 x i16> %t933 to <16 x i32>
  %t935 = shl <16 x i32> %t934, splat (i32 16)
  %t936 = bitcast <16 x i32> %t935 to <16 x float>
  %t937 = fadd <16 x float> %t928, %t936
  %t938 = fcmp olt <16 x float> %t937, splat (float 0x0000000000000000)
  %t939 = select <16 x i1> %t938, <16 x float> splat (float 0x0000000000000000), <16 x float> %t937
  %t940 = bitcast <16 x float> %t939 to <16 x i32>
  %t941 = lshr <16 x i32> %t940, splat (i32 16)
  %t942 = and <16 x i32> %t941, splat (i32 1)
  %t943 = add <16 x i32> %t940, splat (i32 32767)
  %t944 = add <16 x i32> %t943, %t942
  %t945 = lshr <16 x i32> %t944, splat (i32 16)
  %t946 = fcmp uno <16 x float> %t939, %t939
  %t947 = select <16 x i1> %t946, <16 x i32> splat (i32 32704), <16 x i32> %t945
  %t948 = trunc <16 x i32> %t947 to <16 x i16>
  %t949 = getelementptr i16, ptr %t900, i64 16
  %t950 = or <16 x i1> %t104, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t948, ptr align 2 %t949, <16 x i1> %t950)
  br label %rowdone892
rowdone892:
  %t951 = add i64 %t890, 1
  %t952 = icmp eq i64 %t951, %size.wp
  %t953 = add i64 %t889, 1
  %t954 = select i1 %t952, i64 %t953, i64 %t889
  %t955 = select i1 %t952, i64 0, i64 %t951
  %t958 = icmp slt i64 %t955, %size.ow
  br i1 %t958, label %row956, label %rowdone957
row956:
  %t959 = mul i64 %t66, %size.oh
  %t960 = add i64 %t959, %t954
  %t961 = mul i64 %t960, %size.ow
  %t962 = add i64 %t961, %t955
  %t963 = mul i64 %t962, %size.n
  %t964 = add i64 %t963, %t89
  %t965 = getelementptr i16, ptr %buf.c, i64 %t964
  %t966 = getelementptr <16 x float>, ptr %tile, i64 26
  %t967 = load <16 x float>, ptr %t966, align 64
  %t968 = fadd <16 x float> %t967, %t93
  %t969 = mul i64 %t962, %size.n
  %t970 = add i64 %t89, 0
  %t971 = add i64 %t969, %t970
  %t972 = getelementptr i16, ptr %buf.res, i64 %t971
  %t973 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t972, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t974 = zext <16 x i16> %t973 to <16 x i32>
  %t975 = shl <16 x i32> %t974, splat (i32 16)
  %t976 = bitcast <16 x i32> %t975 to <16 x float>
  %t977 = fadd <16 x float> %t968, %t976
  %t978 = fcmp olt <16 x float> %t977, splat (float 0x0000000000000000)
  %t979 = select <16 x i1> %t978, <16 x float> splat (float 0x0000000000000000), <16 x float> %t977
  %t980 = bitcast <16 x float> %t979 to <16 x i32>
  %t981 = lshr <16 x i32> %t980, splat (i32 16)
  %t982 = and <16 x i32> %t981, splat (i32 1)
  %t983 = add <16 x i32> %t980, splat (i32 32767)
  %t984 = add <16 x i32> %t983, %t982
  %t985 = lshr <16 x i32> %t984, splat (i32 16)
  %t986 = fcmp uno <16 x float> %t979, %t979
  %t987 = select <16 x i1> %t986, <16 x i32> splat (i32 32704), <16 x i32> %t985
  %t988 = trunc <16 x i32> %t987 to <16 x i16>
  %t989 = getelementptr i16, ptr %t965, i64 0
  %t990 = or <16 x i1> %t100, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t988, ptr align 2 %t989, <16 x i1> %t990)
  %t991 = getelementptr <16 x float>, ptr %tile, i64 27
  %t992 = load <16 x float>, ptr %t991, align 64
  %t993 = fadd <16 x float> %t992, %t96
  %t994 = mul i64 %t962, %size.n
  %t995 = add i64 %t89, 16
  %t996 = add i64 %t994, %t995
  %t997 = getelementptr i16, ptr %buf.res, i64 %t996
  %t998 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t997, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t999 = zext <16 x i16> %t998 to <16 x i32>
  %t1000 = shl <16 x i32> %t999, splat (i32 16)
  %t1001 = bitcast <16 x i32> %t1000 to <16 x float>
  %t1002 = fadd <16 x float> %t993, %t1001
  %t1003 = fcmp olt <16 x float> %t1002, splat (float 0x0000000000000000)
  %t1004 = select <16 x i1> %t1003, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1002
  %t1005 = bitcast <16 x float> %t1004 to <16 x i32>
  %t1006 = lshr <16 x i32> %t1005, splat (i32 16)
  %t1007 = and <16 x i32> %t1006, splat (i32 1)
  %t1008 = add <16 x i32> %t1005, splat (i32 32767)
  %t1009 = add <16 x i32> %t1008, %t1007
  %t1010 = lshr <16 x i32> %t1009, splat (i32 16)
  %t1011 = fcmp uno <16 x float> %t1004, %t1004
  %t1012 = select <16 x i1> %t1011, <16 x i32> splat (i32 32704), <16 x i32> %t1010
  %t1013 = trunc <16 x i32> %t1012 to <16 x i16>
  %t1014 = getelementptr i16, ptr %t965, i64 16
  %t1015 = or <16 x i1> %t104, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1013, ptr align 2 %t1014, <16 x i1> %t1015)
  br label %rowdone957
rowdone957:
  %t1016 = add i64 %t955, 1
  %t1017 = icmp eq i64 %t1016, %size.wp
  %t1018 = add i64 %t954, 1
  %t1019 = select i1 %t1017, i64 %t1018, i64 %t954
  %t1020 = select i1 %t1017, i64 0, i64 %t1016
  %t1023 = icmp slt i64 %t1020, %size.ow
  br i1 %t1023, label %row1021, label %rowdone1022
row1021:
  %t1024 = mul i64 %t66, %size.oh
  %t1025 = add i64 %t1024, %t1019
  %t1026 = mul i64 %t1025, %size.ow
  %t1027 = add i64 %t1026, %t1020
  %t1028 = mul i64 %t1027, %size.n
  %t1029 = add i64 %t1028, %t89
  %t1030 = getelementptr i16, ptr %buf.c, i64 %t1029
  %t1031 = getelementptr <16 x float>, ptr %tile, i64 28
  %t1032 = load <16 x float>, ptr %t1031, align 64
  %t1033 = fadd <16 x float> %t1032, %t93
  %t1034 = mul i64 %t1027, %size.n
  %t1035 = add i64 %t89, 0
  %t1036 = add i64 %t1034, %t1035
  %t1037 = getelementptr i16, ptr %buf.res, i64 %t1036
  %t1038 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1037, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1039 = zext <16 x i16> %t1038 to <16 x i32>
  %t1040 = shl <16 x i32> %t1039, splat (i32 16)
  %t1041 = bitcast <16 x i32> %t1040 to <16 x float>
  %t1042 = fadd <16 x float> %t1033, %t1041
  %t1043 = fcmp olt <16 x float> %t1042, splat (float 0x0000000000000000)
  %t1044 = select <16 x i1> %t1043, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1042
  %t1045 = bitcast <16 x float> %t1044 to <16 x i32>
  %t1046 = lshr <16 x i32> %t1045, splat (i32 16)
  %t1047 = and <16 x i32> %t1046, splat (i32 1)
  %t1048 = add <16 x i32> %t1045, splat (i32 32767)
  %t1049 = add <16 x i32> %t1048, %t1047
  %t1050 = lshr <16 x i32> %t1049, splat (i32 16)
  %t1051 = fcmp uno <16 x float> %t1044, %t1044
  %t1052 = select <16 x i1> %t1051, <16 x i32> splat (i32 32704), <16 x i32> %t1050
  %t1053 = trunc <16 x i32> %t1052 to <16 x i16>
  %t1054 = getelementptr i16, ptr %t1030, i64 0
  %t1055 = or <16 x i1> %t100, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1053, ptr align 2 %t1054, <16 x i1> %t1055)
  %t1056 = getelementptr <16 x float>, ptr %tile, i64 29
  %t1057 = load <16 x float>, ptr %t1056, align 64
  %t1058 = fadd <16 x float> %t1057, %t96
  %t1059 = mul i64 %t1027, %size.n
  %t1060 = add i64 %t89, 16
  %t1061 = add i64 %t1059, %t1060
  %t1062 = getelementptr i16, ptr %buf.res, i64 %t1061
  %t1063 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1062, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1064 = zext <16 x i16> %t1063 to <16 x i32>
  %t1065 = shl <16 x i32> %t1064, splat (i32 16)
  %t1066 = bitcast <16 x i32> %t1065 to <16 x float>
  %t1067 = fadd <16 x float> %t1058, %t1066
  %t1068 = fcmp olt <16 x float> %t1067, splat (float 0x0000000000000000)
  %t1069 = select <16 x i1> %t1068, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1067
  %t1070 = bitcast <16 x float> %t1069 to <16 x i32>
  %t1071 = lshr <16 x i32> %t1070, splat (i32 16)
  %t1072 = and <16 x i32> %t1071, splat (i32 1)
  %t1073 = add <16 x i32> %t1070, splat (i32 32767)
  %t1074 = add <16 x i32> %t1073, %t1072
  %t1075 = lshr <16 x i32> %t1074, splat (i32 16)
  %t1076 = fcmp uno <16 x float> %t1069, %t1069
  %t1077 = select <16 x i1> %t1076, <16 x i32> splat (i32 32704), <16 x i32> %t1075
  %t1078 = trunc <16 x i32> %t1077 to <16 x i16>
  %t1079 = getelementptr i16, ptr %t1030, i64 16
  %t1080 = or <16 x i1> %t104, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1078, ptr align 2 %t1079, <16 x i1> %t1080)
  br label %rowdone1022
rowdone1022:
  %t1081 = add i64 %t1020, 1
  %t1082 = icmp eq i64 %t1081, %size.wp
  %t1083 = add i64 %t1019, 1
  %t1084 = select i1 %t1082, i64 %t1083, i64 %t1019
  %t1085 = select i1 %t1082, i64 0, i64 %t1081
  %t1088 = icmp slt i64 %t1085, %size.ow
  br i1 %t1088, label %row1086, label %rowdone1087
row1086:
  %t1089 = mul i64 %t66, %size.oh
  %t1090 = add i64 %t1089, %t1084
  %t1091 = mul i64 %t1090, %size.ow
  %t1092 = add i64 %t1091, %t1085
  %t1093 = mul i64 %t1092, %size.n
  %t1094 = add i64 %t1093, %t89
  %t1095 = getelementptr i16, ptr %buf.c, i64 %t1094
  %t1096 = getelementptr <16 x float>, ptr %tile, i64 30
  %t1097 = load <16 x float>, ptr %t1096, align 64
  %t1098 = fadd <16 x float> %t1097, %t93
  %t1099 = mul i64 %t1092, %size.n
  %t1100 = add i64 %t89, 0
  %t1101 = add i64 %t1099, %t1100
  %t1102 = getelementptr i16, ptr %buf.res, i64 %t1101
  %t1103 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1102, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1104 = zext <16 x i16> %t1103 to <16 x i32>
  %t1105 = shl <16 x i32> %t1104, splat (i32 16)
  %t1106 = bitcast <16 x i32> %t1105 to <16 x float>
  %t1107 = fadd <16 x float> %t1098, %t1106
  %t1108 = fcmp olt <16 x float> %t1107, splat (float 0x0000000000000000)
  %t1109 = select <16 x i1> %t1108, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1107
  %t1110 = bitcast <16 x float> %t1109 to <16 x i32>
  %t1111 = lshr <16 x i32> %t1110, splat (i32 16)
  %t1112 = and <16 x i32> %t1111, splat (i32 1)
  %t1113 = add <16 x i32> %t1110, splat (i32 32767)
  %t1114 = add <16 x i32> %t1113, %t1112
  %t1115 = lshr <16 x i32> %t1114, splat (i32 16)
  %t1116 = fcmp uno <16 x float> %t1109, %t1109
  %t1117 = select <16 x i1> %t1116, <16 x i32> splat (i32 32704), <16 x i32> %t1115
  %t1118 = trunc <16 x i32> %t1117 to <16 x i16>
  %t1119 = getelementptr i16, ptr %t1095, i64 0
  %t1120 = or <16 x i1> %t100, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1118, ptr align 2 %t1119, <16 x i1> %t1120)
  %t1121 = getelementptr <16 x float>, ptr %tile, i64 31
  %t1122 = load <16 x float>, ptr %t1121, align 64
  %t1123 = fadd <16 x float> %t1122, %t96
  %t1124 = mul i64 %t1092, %size.n
  %t1125 = add i64 %t89, 16
  %t1126 = add i64 %t1124, %t1125
  %t1127 = getelementptr i16, ptr %buf.res, i64 %t1126
  %t1128 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1127, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1129 = zext <16 x i16> %t1128 to <16 x i32>
  %t1130 = shl <16 x i32> %t1129, splat (i32 16)
  %t1131 = bitcast <16 x i32> %t1130 to <16 x float>
  %t1132 = fadd <16 x float> %t1123, %t1131
  %t1133 = fcmp olt <16 x float> %t1132, splat (float 0x0000000000000000)
  %t1134 = select <16 x i1> %t1133, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1132
  %t1135 = bitcast <16 x float> %t1134 to <16 x i32>
  %t1136 = lshr <16 x i32> %t1135, splat (i32 16)
  %t1137 = and <16 x i32> %t1136, splat (i32 1)
  %t1138 = add <16 x i32> %t1135, splat (i32 32767)
  %t1139 = add <16 x i32> %t1138, %t1137
  %t1140 = lshr <16 x i32> %t1139, splat (i32 16)
  %t1141 = fcmp uno <16 x float> %t1134, %t1134
  %t1142 = select <16 x i1> %t1141, <16 x i32> splat (i32 32704), <16 x i32> %t1140
  %t1143 = trunc <16 x i32> %t1142 to <16 x i16>
  %t1144 = getelementptr i16, ptr %t1095, i64 16
  %t1145 = or <16 x i1> %t104, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1143, ptr align 2 %t1144, <16 x i1> %t1145)
  br label %rowdone1087
rowdone1087:
  %t1146 = sdiv i64 %t78, %size.wp
  %t1147 = srem i64 %t78, %size.wp
  %t1150 = icmp slt i64 %t1147, %size.ow
  br i1 %t1150, label %row1148, label %rowdone1149
row1148:
  %t1151 = mul i64 %t73, %size.oh
  %t1152 = add i64 %t1151, %t1146
  %t1153 = mul i64 %t1152, %size.ow
  %t1154 = add i64 %t1153, %t1147
  %t1155 = mul i64 %t1154, %size.n
  %t1156 = add i64 %t1155, %t89
  %t1157 = getelementptr i16, ptr %buf.c, i64 %t1156
  %t1158 = getelementptr <16 x float>, ptr %tile, i64 32
  %t1159 = load <16 x float>, ptr %t1158, align 64
  %t1160 = fadd <16 x float> %t1159, %t93
  %t1161 = mul i64 %t1154, %size.n
  %t1162 = add i64 %t89, 0
  %t1163 = add i64 %t1161, %t1162
  %t1164 = getelementptr i16, ptr %buf.res, i64 %t1163
  %t1165 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1164, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1166 = zext <16 x i16> %t1165 to <16 x i32>
  %t1167 = shl <16 x i32> %t1166, splat (i32 16)
  %t1168 = bitcast <16 x i32> %t1167 to <16 x float>
  %t1169 = fadd <16 x float> %t1160, %t1168
  %t1170 = fcmp olt <16 x float> %t1169, splat (float 0x0000000000000000)
  %t1171 = select <16 x i1> %t1170, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1169
  %t1172 = bitcast <16 x float> %t1171 to <16 x i32>
  %t1173 = lshr <16 x i32> %t1172, splat (i32 16)
  %t1174 = and <16 x i32> %t1173, splat (i32 1)
  %t1175 = add <16 x i32> %t1172, splat (i32 32767)
  %t1176 = add <16 x i32> %t1175, %t1174
  %t1177 = lshr <16 x i32> %t1176, splat (i32 16)
  %t1178 = fcmp uno <16 x float> %t1171, %t1171
  %t1179 = select <16 x i1> %t1178, <16 x i32> splat (i32 32704), <16 x i32> %t1177
  %t1180 = trunc <16 x i32> %t1179 to <16 x i16>
  %t1181 = getelementptr i16, ptr %t1157, i64 0
  %t1182 = or <16 x i1> %t100, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1180, ptr align 2 %t1181, <16 x i1> %t1182)
  %t1183 = getelementptr <16 x float>, ptr %tile, i64 33
  %t1184 = load <16 x float>, ptr %t1183, align 64
  %t1185 = fadd <16 x float> %t1184, %t96
  %t1186 = mul i64 %t1154, %size.n
  %t1187 = add i64 %t89, 16
  %t1188 = add i64 %t1186, %t1187
  %t1189 = getelementptr i16, ptr %buf.res, i64 %t1188
  %t1190 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1189, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1191 = zext <16 x i16> %t1190 to <16 x i32>
  %t1192 = shl <16 x i32> %t1191, splat (i32 16)
  %t1193 = bitcast <16 x i32> %t1192 to <16 x float>
  %t1194 = fadd <16 x float> %t1185, %t1193
  %t1195 = fcmp olt <16 x float> %t1194, splat (float 0x0000000000000000)
  %t1196 = select <16 x i1> %t1195, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1194
  %t1197 = bitcast <16 x float> %t1196 to <16 x i32>
  %t1198 = lshr <16 x i32> %t1197, splat (i32 16)
  %t1199 = and <16 x i32> %t1198, splat (i32 1)
  %t1200 = add <16 x i32> %t1197, splat (i32 32767)
  %t1201 = add <16 x i32> %t1200, %t1199
  %t1202 = lshr <16 x i32> %t1201, splat (i32 16)
  %t1203 = fcmp uno <16 x float> %t1196, %t1196
  %t1204 = select <16 x i1> %t1203, <16 x i32> splat (i32 32704), <16 x i32> %t1202
  %t1205 = trunc <16 x i32> %t1204 to <16 x i16>
  %t1206 = getelementptr i16, ptr %t1157, i64 16
  %t1207 = or <16 x i1> %t104, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1205, ptr align 2 %t1206, <16 x i1> %t1207)
  br label %rowdone1149
rowdone1149:
  %t1208 = add i64 %t1147, 1
  %t1209 = icmp eq i64 %t1208, %size.wp
  %t1210 = add i64 %t1146, 1
  %t1211 = select i1 %t1209, i64 %t1210, i64 %t1146
  %t1212 = select i1 %t1209, i64 0, i64 %t1208
  %t1215 = icmp slt i64 %t1212, %size.ow
  br i1 %t1215, label %row1213, label %rowdone1214
row1213:
  %t1216 = mul i64 %t73, %size.oh
  %t1217 = add i64 %t1216, %t1211
  %t1218 = mul i64 %t1217, %size.ow
  %t1219 = add i64 %t1218, %t1212
  %t1220 = mul i64 %t1219, %size.n
  %t1221 = add i64 %t1220, %t89
  %t1222 = getelementptr i16, ptr %buf.c, i64 %t1221
  %t1223 = getelementptr <16 x float>, ptr %tile, i64 34
  %t1224 = load <16 x float>, ptr %t1223, align 64
  %t1225 = fadd <16 x float> %t1224, %t93
  %t1226 = mul i64 %t1219, %size.n
  %t1227 = add i64 %t89, 0
  %t1228 = add i64 %t1226, %t1227
  %t1229 = getelementptr i16, ptr %buf.res, i64 %t1228
  %t1230 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1229, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1231 = zext <16 x i16> %t1230 to <16 x i32>
  %t1232 = shl <16 x i32> %t1231, splat (i32 16)
  %t1233 = bitcast <16 x i32> %t1232 to <16 x float>
  %t1234 = fadd <16 x float> %t1225, %t1233
  %t1235 = fcmp olt <16 x float> %t1234, splat (float 0x0000000000000000)
  %t1236 = select <16 x i1> %t1235, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1234
  %t1237 = bitcast <16 x float> %t1236 to <16 x i32>
  %t1238 = lshr <16 x i32> %t1237, splat (i32 16)
  %t1239 = and <16 x i32> %t1238, splat (i32 1)
  %t1240 = add <16 x i32> %t1237, splat (i32 32767)
  %t1241 = add <16 x i32> %t1240, %t1239
  %t1242 = lshr <16 x i32> %t1241, splat (i32 16)
  %t1243 = fcmp uno <16 x float> %t1236, %t1236
  %t1244 = select <16 x i1> %t1243, <16 x i32> splat (i32 32704), <16 x i32> %t1242
  %t1245 = trunc <16 x i32> %t1244 to <16 x i16>
  %t1246 = getelementptr i16, ptr %t1222, i64 0
  %t1247 = or <16 x i1> %t100, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1245, ptr align 2 %t1246, <16 x i1> %t1247)
  %t1248 = getelementptr <16 x float>, ptr %tile, i64 35
  %t1249 = load <16 x float>, ptr %t1248, align 64
  %t1250 = fadd <16 x float> %t1249, %t96
  %t1251 = mul i64 %t1219, %size.n
  %t1252 = add i64 %t89, 16
  %t1253 = add i64 %t1251, %t1252
  %t1254 = getelementptr i16, ptr %buf.res, i64 %t1253
  %t1255 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1254, <16 x i1> %t104, <16 x i16> zeroinitializer)
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
  %t1271 = getelementptr i16, ptr %t1222, i64 16
  %t1272 = or <16 x i1> %t104, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1270, ptr align 2 %t1271, <16 x i1> %t1272)
  br label %rowdone1214
rowdone1214:
  %t1273 = add i64 %t1212, 1
  %t1274 = icmp eq i64 %t1273, %size.wp
  %t1275 = add i64 %t1211, 1
  %t1276 = select i1 %t1274, i64 %t1275, i64 %t1211
  %t1277 = select i1 %t1274, i64 0, i64 %t1273
  %t1280 = icmp slt i64 %t1277, %size.ow
  br i1 %t1280, label %row1278, label %rowdone1279
row1278:
  %t1281 = mul i64 %t73, %size.oh
  %t1282 = add i64 %t1281, %t1276
  %t1283 = mul i64 %t1282, %size.ow
  %t1284 = add i64 %t1283, %t1277
  %t1285 = mul i64 %t1284, %size.n
  %t1286 = add i64 %t1285, %t89
  %t1287 = getelementptr i16, ptr %buf.c, i64 %t1286
  %t1288 = getelementptr <16 x float>, ptr %tile, i64 36
  %t1289 = load <16 x float>, ptr %t1288, align 64
  %t1290 = fadd <16 x float> %t1289, %t93
  %t1291 = mul i64 %t1284, %size.n
  %t1292 = add i64 %t89, 0
  %t1293 = add i64 %t1291, %t1292
  %t1294 = getelementptr i16, ptr %buf.res, i64 %t1293
  %t1295 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1294, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1296 = zext <16 x i16> %t1295 to <16 x i32>
  %t1297 = shl <16 x i32> %t1296, splat (i32 16)
  %t1298 = bitcast <16 x i32> %t1297 to <16 x float>
  %t1299 = fadd <16 x float> %t1290, %t1298
  %t1300 = fcmp olt <16 x float> %t1299, splat (float 0x0000000000000000)
  %t1301 = select <16 x i1> %t1300, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1299
  %t1302 = bitcast <16 x float> %t1301 to <16 x i32>
  %t1303 = lshr <16 x i32> %t1302, splat (i32 16)
  %t1304 = and <16 x i32> %t1303, splat (i32 1)
  %t1305 = add <16 x i32> %t1302, splat (i32 32767)
  %t1306 = add <16 x i32> %t1305, %t1304
  %t1307 = lshr <16 x i32> %t1306, splat (i32 16)
  %t1308 = fcmp uno <16 x float> %t1301, %t1301
  %t1309 = select <16 x i1> %t1308, <16 x i32> splat (i32 32704), <16 x i32> %t1307
  %t1310 = trunc <16 x i32> %t1309 to <16 x i16>
  %t1311 = getelementptr i16, ptr %t1287, i64 0
  %t1312 = or <16 x i1> %t100, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1310, ptr align 2 %t1311, <16 x i1> %t1312)
  %t1313 = getelementptr <16 x float>, ptr %tile, i64 37
  %t1314 = load <16 x float>, ptr %t1313, align 64
  %t1315 = fadd <16 x float> %t1314, %t96
  %t1316 = mul i64 %t1284, %size.n
  %t1317 = add i64 %t89, 16
  %t1318 = add i64 %t1316, %t1317
  %t1319 = getelementptr i16, ptr %buf.res, i64 %t1318
  %t1320 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1319, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1321 = zext <16 x i16> %t1320 to <16 x i32>
  %t1322 = shl <16 x i32> %t1321, splat (i32 16)
  %t1323 = bitcast <16 x i32> %t1322 to <16 x float>
  %t1324 = fadd <16 x float> %t1315, %t1323
  %t1325 = fcmp olt <16 x float> %t1324, splat (float 0x0000000000000000)
  %t1326 = select <16 x i1> %t1325, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1324
  %t1327 = bitcast <16 x float> %t1326 to <16 x i32>
  %t1328 = lshr <16 x i32> %t1327, splat (i32 16)
  %t1329 = and <16 x i32> %t1328, splat (i32 1)
  %t1330 = add <16 x i32> %t1327, splat (i32 32767)
  %t1331 = add <16 x i32> %t1330, %t1329
  %t1332 = lshr <16 x i32> %t1331, splat (i32 16)
  %t1333 = fcmp uno <16 x float> %t1326, %t1326
  %t1334 = select <16 x i1> %t1333, <16 x i32> splat (i32 32704), <16 x i32> %t1332
  %t1335 = trunc <16 x i32> %t1334 to <16 x i16>
  %t1336 = getelementptr i16, ptr %t1287, i64 16
  %t1337 = or <16 x i1> %t104, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1335, ptr align 2 %t1336, <16 x i1> %t1337)
  br label %rowdone1279
rowdone1279:
  %t1338 = add i64 %t1277, 1
  %t1339 = icmp eq i64 %t1338, %size.wp
  %t1340 = add i64 %t1276, 1
  %t1341 = select i1 %t1339, i64 %t1340, i64 %t1276
  %t1342 = select i1 %t1339, i64 0, i64 %t1338
  %t1345 = icmp slt i64 %t1342, %size.ow
  br i1 %t1345, label %row1343, label %rowdone1344
row1343:
  %t1346 = mul i64 %t73, %size.oh
  %t1347 = add i64 %t1346, %t1341
  %t1348 = mul i64 %t1347, %size.ow
  %t1349 = add i64 %t1348, %t1342
  %t1350 = mul i64 %t1349, %size.n
  %t1351 = add i64 %t1350, %t89
  %t1352 = getelementptr i16, ptr %buf.c, i64 %t1351
  %t1353 = getelementptr <16 x float>, ptr %tile, i64 38
  %t1354 = load <16 x float>, ptr %t1353, align 64
  %t1355 = fadd <16 x float> %t1354, %t93
  %t1356 = mul i64 %t1349, %size.n
  %t1357 = add i64 %t89, 0
  %t1358 = add i64 %t1356, %t1357
  %t1359 = getelementptr i16, ptr %buf.res, i64 %t1358
  %t1360 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1359, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1361 = zext <16 x i16> %t1360 to <16 x i32>
  %t1362 = shl <16 x i32> %t1361, splat (i32 16)
  %t1363 = bitcast <16 x i32> %t1362 to <16 x float>
  %t1364 = fadd <16 x float> %t1355, %t1363
  %t1365 = fcmp olt <16 x float> %t1364, splat (float 0x0000000000000000)
  %t1366 = select <16 x i1> %t1365, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1364
  %t1367 = bitcast <16 x float> %t1366 to <16 x i32>
  %t1368 = lshr <16 x i32> %t1367, splat (i32 16)
  %t1369 = and <16 x i32> %t1368, splat (i32 1)
  %t1370 = add <16 x i32> %t1367, splat (i32 32767)
  %t1371 = add <16 x i32> %t1370, %t1369
  %t1372 = lshr <16 x i32> %t1371, splat (i32 16)
  %t1373 = fcmp uno <16 x float> %t1366, %t1366
  %t1374 = select <16 x i1> %t1373, <16 x i32> splat (i32 32704), <16 x i32> %t1372
  %t1375 = trunc <16 x i32> %t1374 to <16 x i16>
  %t1376 = getelementptr i16, ptr %t1352, i64 0
  %t1377 = or <16 x i1> %t100, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1375, ptr align 2 %t1376, <16 x i1> %t1377)
  %t1378 = getelementptr <16 x float>, ptr %tile, i64 39
  %t1379 = load <16 x float>, ptr %t1378, align 64
  %t1380 = fadd <16 x float> %t1379, %t96
  %t1381 = mul i64 %t1349, %size.n
  %t1382 = add i64 %t89, 16
  %t1383 = add i64 %t1381, %t1382
  %t1384 = getelementptr i16, ptr %buf.res, i64 %t1383
  %t1385 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1384, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1386 = zext <16 x i16> %t1385 to <16 x i32>
  %t1387 = shl <16 x i32> %t1386, splat (i32 16)
  %t1388 = bitcast <16 x i32> %t1387 to <16 x float>
  %t1389 = fadd <16 x float> %t1380, %t1388
  %t1390 = fcmp olt <16 x float> %t1389, splat (float 0x0000000000000000)
  %t1391 = select <16 x i1> %t1390, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1389
  %t1392 = bitcast <16 x float> %t1391 to <16 x i32>
  %t1393 = lshr <16 x i32> %t1392, splat (i32 16)
  %t1394 = and <16 x i32> %t1393, splat (i32 1)
  %t1395 = add <16 x i32> %t1392, splat (i32 32767)
  %t1396 = add <16 x i32> %t1395, %t1394
  %t1397 = lshr <16 x i32> %t1396, splat (i32 16)
  %t1398 = fcmp uno <16 x float> %t1391, %t1391
  %t1399 = select <16 x i1> %t1398, <16 x i32> splat (i32 32704), <16 x i32> %t1397
  %t1400 = trunc <16 x i32> %t1399 to <16 x i16>
  %t1401 = getelementptr i16, ptr %t1352, i64 16
  %t1402 = or <16 x i1> %t104, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1400, ptr align 2 %t1401, <16 x i1> %t1402)
  br label %rowdone1344
rowdone1344:
  %t1403 = add i64 %t1342, 1
  %t1404 = icmp eq i64 %t1403, %size.wp
  %t1405 = add i64 %t1341, 1
  %t1406 = select i1 %t1404, i64 %t1405, i64 %t1341
  %t1407 = select i1 %t1404, i64 0, i64 %t1403
  %t1410 = icmp slt i64 %t1407, %size.ow
  br i1 %t1410, label %row1408, label %rowdone1409
row1408:
  %t1411 = mul i64 %t73, %size.oh
  %t1412 = add i64 %t1411, %t1406
  %t1413 = mul i64 %t1412, %size.ow
  %t1414 = add i64 %t1413, %t1407
  %t1415 = mul i64 %t1414, %size.n
  %t1416 = add i64 %t1415, %t89
  %t1417 = getelementptr i16, ptr %buf.c, i64 %t1416
  %t1418 = getelementptr <16 x float>, ptr %tile, i64 40
  %t1419 = load <16 x float>, ptr %t1418, align 64
  %t1420 = fadd <16 x float> %t1419, %t93
  %t1421 = mul i64 %t1414, %size.n
  %t1422 = add i64 %t89, 0
  %t1423 = add i64 %t1421, %t1422
  %t1424 = getelementptr i16, ptr %buf.res, i64 %t1423
  %t1425 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1424, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1426 = zext <16 x i16> %t1425 to <16 x i32>
  %t1427 = shl <16 x i32> %t1426, splat (i32 16)
  %t1428 = bitcast <16 x i32> %t1427 to <16 x float>
  %t1429 = fadd <16 x float> %t1420, %t1428
  %t1430 = fcmp olt <16 x float> %t1429, splat (float 0x0000000000000000)
  %t1431 = select <16 x i1> %t1430, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1429
  %t1432 = bitcast <16 x float> %t1431 to <16 x i32>
  %t1433 = lshr <16 x i32> %t1432, splat (i32 16)
  %t1434 = and <16 x i32> %t1433, splat (i32 1)
  %t1435 = add <16 x i32> %t1432, splat (i32 32767)
  %t1436 = add <16 x i32> %t1435, %t1434
  %t1437 = lshr <16 x i32> %t1436, splat (i32 16)
  %t1438 = fcmp uno <16 x float> %t1431, %t1431
  %t1439 = select <16 x i1> %t1438, <16 x i32> splat (i32 32704), <16 x i32> %t1437
  %t1440 = trunc <16 x i32> %t1439 to <16 x i16>
  %t1441 = getelementptr i16, ptr %t1417, i64 0
  %t1442 = or <16 x i1> %t100, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1440, ptr align 2 %t1441, <16 x i1> %t1442)
  %t1443 = getelementptr <16 x float>, ptr %tile, i64 41
  %t1444 = load <16 x float>, ptr %t1443, align 64
  %t1445 = fadd <16 x float> %t1444, %t96
  %t1446 = mul i64 %t1414, %size.n
  %t1447 = add i64 %t89, 16
  %t1448 = add i64 %t1446, %t1447
  %t1449 = getelementptr i16, ptr %buf.res, i64 %t1448
  %t1450 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1449, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1451 = zext <16 x i16> %t1450 to <16 x i32>
  %t1452 = shl <16 x i32> %t1451, splat (i32 16)
  %t1453 = bitcast <16 x i32> %t1452 to <16 x float>
  %t1454 = fadd <16 x float> %t1445, %t1453
  %t1455 = fcmp olt <16 x float> %t1454, splat (float 0x0000000000000000)
  %t1456 = select <16 x i1> %t1455, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1454
  %t1457 = bitcast <16 x float> %t1456 to <16 x i32>
  %t1458 = lshr <16 x i32> %t1457, splat (i32 16)
  %t1459 = and <16 x i32> %t1458, splat (i32 1)
  %t1460 = add <16 x i32> %t1457, splat (i32 32767)
  %t1461 = add <16 x i32> %t1460, %t1459
  %t1462 = lshr <16 x i32> %t1461, splat (i32 16)
  %t1463 = fcmp uno <16 x float> %t1456, %t1456
  %t1464 = select <16 x i1> %t1463, <16 x i32> splat (i32 32704), <16 x i32> %t1462
  %t1465 = trunc <16 x i32> %t1464 to <16 x i16>
  %t1466 = getelementptr i16, ptr %t1417, i64 16
  %t1467 = or <16 x i1> %t104, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1465, ptr align 2 %t1466, <16 x i1> %t1467)
  br label %rowdone1409
rowdone1409:
  %t1468 = add i64 %t1407, 1
  %t1469 = icmp eq i64 %t1468, %size.wp
  %t1470 = add i64 %t1406, 1
  %t1471 = select i1 %t1469, i64 %t1470, i64 %t1406
  %t1472 = select i1 %t1469, i64 0, i64 %t1468
  %t1475 = icmp slt i64 %t1472, %size.ow
  br i1 %t1475, label %row1473, label %rowdone1474
row1473:
  %t1476 = mul i64 %t73, %size.oh
  %t1477 = add i64 %t1476, %t1471
  %t1478 = mul i64 %t1477, %size.ow
  %t1479 = add i64 %t1478, %t1472
  %t1480 = mul i64 %t1479, %size.n
  %t1481 = add i64 %t1480, %t89
  %t1482 = getelementptr i16, ptr %buf.c, i64 %t1481
  %t1483 = getelementptr <16 x float>, ptr %tile, i64 42
  %t1484 = load <16 x float>, ptr %t1483, align 64
  %t1485 = fadd <16 x float> %t1484, %t93
  %t1486 = mul i64 %t1479, %size.n
  %t1487 = add i64 %t89, 0
  %t1488 = add i64 %t1486, %t1487
  %t1489 = getelementptr i16, ptr %buf.res, i64 %t1488
  %t1490 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1489, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1491 = zext <16 x i16> %t1490 to <16 x i32>
  %t1492 = shl <16 x i32> %t1491, splat (i32 16)
  %t1493 = bitcast <16 x i32> %t1492 to <16 x float>
  %t1494 = fadd <16 x float> %t1485, %t1493
  %t1495 = fcmp olt <16 x float> %t1494, splat (float 0x0000000000000000)
  %t1496 = select <16 x i1> %t1495, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1494
  %t1497 = bitcast <16 x float> %t1496 to <16 x i32>
  %t1498 = lshr <16 x i32> %t1497, splat (i32 16)
  %t1499 = and <16 x i32> %t1498, splat (i32 1)
  %t1500 = add <16 x i32> %t1497, splat (i32 32767)
  %t1501 = add <16 x i32> %t1500, %t1499
  %t1502 = lshr <16 x i32> %t1501, splat (i32 16)
  %t1503 = fcmp uno <16 x float> %t1496, %t1496
  %t1504 = select <16 x i1> %t1503, <16 x i32> splat (i32 32704), <16 x i32> %t1502
  %t1505 = trunc <16 x i32> %t1504 to <16 x i16>
  %t1506 = getelementptr i16, ptr %t1482, i64 0
  %t1507 = or <16 x i1> %t100, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1505, ptr align 2 %t1506, <16 x i1> %t1507)
  %t1508 = getelementptr <16 x float>, ptr %tile, i64 43
  %t1509 = load <16 x float>, ptr %t1508, align 64
  %t1510 = fadd <16 x float> %t1509, %t96
  %t1511 = mul i64 %t1479, %size.n
  %t1512 = add i64 %t89, 16
  %t1513 = add i64 %t1511, %t1512
  %t1514 = getelementptr i16, ptr %buf.res, i64 %t1513
  %t1515 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1514, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1516 = zext <16 x i16> %t1515 to <16 x i32>
  %t1517 = shl <16 x i32> %t1516, splat (i32 16)
  %t1518 = bitcast <16 x i32> %t1517 to <16 x float>
  %t1519 = fadd <16 x float> %t1510, %t1518
  %t1520 = fcmp olt <16 x float> %t1519, splat (float 0x0000000000000000)
  %t1521 = select <16 x i1> %t1520, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1519
  %t1522 = bitcast <16 x float> %t1521 to <16 x i32>
  %t1523 = lshr <16 x i32> %t1522, splat (i32 16)
  %t1524 = and <16 x i32> %t1523, splat (i32 1)
  %t1525 = add <16 x i32> %t1522, splat (i32 32767)
  %t1526 = add <16 x i32> %t1525, %t1524
  %t1527 = lshr <16 x i32> %t1526, splat (i32 16)
  %t1528 = fcmp uno <16 x float> %t1521, %t1521
  %t1529 = select <16 x i1> %t1528, <16 x i32> splat (i32 32704), <16 x i32> %t1527
  %t1530 = trunc <16 x i32> %t1529 to <16 x i16>
  %t1531 = getelementptr i16, ptr %t1482, i64 16
  %t1532 = or <16 x i1> %t104, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1530, ptr align 2 %t1531, <16 x i1> %t1532)
  br label %rowdone1474
rowdone1474:
  %t1533 = add i64 %t1472, 1
  %t1534 = icmp eq i64 %t1533, %size.wp
  %t1535 = add i64 %t1471, 1
  %t1536 = select i1 %t1534, i64 %t1535, i64 %t1471
  %t1537 = select i1 %t1534, i64 0, i64 %t1533
  %t1540 = icmp slt i64 %t1537, %size.ow
  br i1 %t1540, label %row1538, label %rowdone1539
row1538:
  %t1541 = mul i64 %t73, %size.oh
  %t1542 = add i64 %t1541, %t1536
  %t1543 = mul i64 %t1542, %size.ow
  %t1544 = add i64 %t1543, %t1537
  %t1545 = mul i64 %t1544, %size.n
  %t1546 = add i64 %t1545, %t89
  %t1547 = getelementptr i16, ptr %buf.c, i64 %t1546
  %t1548 = getelementptr <16 x float>, ptr %tile, i64 44
  %t1549 = load <16 x float>, ptr %t1548, align 64
  %t1550 = fadd <16 x float> %t1549, %t93
  %t1551 = mul i64 %t1544, %size.n
  %t1552 = add i64 %t89, 0
  %t1553 = add i64 %t1551, %t1552
  %t1554 = getelementptr i16, ptr %buf.res, i64 %t1553
  %t1555 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1554, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1556 = zext <16 x i16> %t1555 to <16 x i32>
  %t1557 = shl <16 x i32> %t1556, splat (i32 16)
  %t1558 = bitcast <16 x i32> %t1557 to <16 x float>
  %t1559 = fadd <16 x float> %t1550, %t1558
  %t1560 = fcmp olt <16 x float> %t1559, splat (float 0x0000000000000000)
  %t1561 = select <16 x i1> %t1560, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1559
  %t1562 = bitcast <16 x float> %t1561 to <16 x i32>
  %t1563 = lshr <16 x i32> %t1562, splat (i32 16)
  %t1564 = and <16 x i32> %t1563, splat (i32 1)
  %t1565 = add <16 x i32> %t1562, splat (i32 32767)
  %t1566 = add <16 x i32> %t1565, %t1564
  %t1567 = lshr <16 x i32> %t1566, splat (i32 16)
  %t1568 = fcmp uno <16 x float> %t1561, %t1561
  %t1569 = select <16 x i1> %t1568, <16 x i32> splat (i32 32704), <16 x i32> %t1567
  %t1570 = trunc <16 x i32> %t1569 to <16 x i16>
  %t1571 = getelementptr i16, ptr %t1547, i64 0
  %t1572 = or <16 x i1> %t100, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1570, ptr align 2 %t1571, <16 x i1> %t1572)
  %t1573 = getelementptr <16 x float>, ptr %tile, i64 45
  %t1574 = load <16 x float>, ptr %t1573, align 64
  %t1575 = fadd <16 x float> %t1574, %t96
  %t1576 = mul i64 %t1544, %size.n
  %t1577 = add i64 %t89, 16
  %t1578 = add i64 %t1576, %t1577
  %t1579 = getelementptr i16, ptr %buf.res, i64 %t1578
  %t1580 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1579, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1581 = zext <16 x i16> %t1580 to <16 x i32>
  %t1582 = shl <16 x i32> %t1581, splat (i32 16)
  %t1583 = bitcast <16 x i32> %t1582 to <16 x float>
  %t1584 = fadd <16 x float> %t1575, %t1583
  %t1585 = fcmp olt <16 x float> %t1584, splat (float 0x0000000000000000)
  %t1586 = select <16 x i1> %t1585, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1584
  %t1587 = bitcast <16 x float> %t1586 to <16 x i32>
  %t1588 = lshr <16 x i32> %t1587, splat (i32 16)
  %t1589 = and <16 x i32> %t1588, splat (i32 1)
  %t1590 = add <16 x i32> %t1587, splat (i32 32767)
  %t1591 = add <16 x i32> %t1590, %t1589
  %t1592 = lshr <16 x i32> %t1591, splat (i32 16)
  %t1593 = fcmp uno <16 x float> %t1586, %t1586
  %t1594 = select <16 x i1> %t1593, <16 x i32> splat (i32 32704), <16 x i32> %t1592
  %t1595 = trunc <16 x i32> %t1594 to <16 x i16>
  %t1596 = getelementptr i16, ptr %t1547, i64 16
  %t1597 = or <16 x i1> %t104, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1595, ptr align 2 %t1596, <16 x i1> %t1597)
  br label %rowdone1539
rowdone1539:
  %t1598 = add i64 %t1537, 1
  %t1599 = icmp eq i64 %t1598, %size.wp
  %t1600 = add i64 %t1536, 1
  %t1601 = select i1 %t1599, i64 %t1600, i64 %t1536
  %t1602 = select i1 %t1599, i64 0, i64 %t1598
  %t1605 = icmp slt i64 %t1602, %size.ow
  br i1 %t1605, label %row1603, label %rowdone1604
row1603:
  %t1606 = mul i64 %t73, %size.oh
  %t1607 = add i64 %t1606, %t1601
  %t1608 = mul i64 %t1607, %size.ow
  %t1609 = add i64 %t1608, %t1602
  %t1610 = mul i64 %t1609, %size.n
  %t1611 = add i64 %t1610, %t89
  %t1612 = getelementptr i16, ptr %buf.c, i64 %t1611
  %t1613 = getelementptr <16 x float>, ptr %tile, i64 46
  %t1614 = load <16 x float>, ptr %t1613, align 64
  %t1615 = fadd <16 x float> %t1614, %t93
  %t1616 = mul i64 %t1609, %size.n
  %t1617 = add i64 %t89, 0
  %t1618 = add i64 %t1616, %t1617
  %t1619 = getelementptr i16, ptr %buf.res, i64 %t1618
  %t1620 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1619, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1621 = zext <16 x i16> %t1620 to <16 x i32>
  %t1622 = shl <16 x i32> %t1621, splat (i32 16)
  %t1623 = bitcast <16 x i32> %t1622 to <16 x float>
  %t1624 = fadd <16 x float> %t1615, %t1623
  %t1625 = fcmp olt <16 x float> %t1624, splat (float 0x0000000000000000)
  %t1626 = select <16 x i1> %t1625, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1624
  %t1627 = bitcast <16 x float> %t1626 to <16 x i32>
  %t1628 = lshr <16 x i32> %t1627, splat (i32 16)
  %t1629 = and <16 x i32> %t1628, splat (i32 1)
  %t1630 = add <16 x i32> %t1627, splat (i32 32767)
  %t1631 = add <16 x i32> %t1630, %t1629
  %t1632 = lshr <16 x i32> %t1631, splat (i32 16)
  %t1633 = fcmp uno <16 x float> %t1626, %t1626
  %t1634 = select <16 x i1> %t1633, <16 x i32> splat (i32 32704), <16 x i32> %t1632
  %t1635 = trunc <16 x i32> %t1634 to <16 x i16>
  %t1636 = getelementptr i16, ptr %t1612, i64 0
  %t1637 = or <16 x i1> %t100, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1635, ptr align 2 %t1636, <16 x i1> %t1637)
  %t1638 = getelementptr <16 x float>, ptr %tile, i64 47
  %t1639 = load <16 x float>, ptr %t1638, align 64
  %t1640 = fadd <16 x float> %t1639, %t96
  %t1641 = mul i64 %t1609, %size.n
  %t1642 = add i64 %t89, 16
  %t1643 = add i64 %t1641, %t1642
  %t1644 = getelementptr i16, ptr %buf.res, i64 %t1643
  %t1645 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1644, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1646 = zext <16 x i16> %t1645 to <16 x i32>
  %t1647 = shl <16 x i32> %t1646, splat (i32 16)
  %t1648 = bitcast <16 x i32> %t1647 to <16 x float>
  %t1649 = fadd <16 x float> %t1640, %t1648
  %t1650 = fcmp olt <16 x float> %t1649, splat (float 0x0000000000000000)
  %t1651 = select <16 x i1> %t1650, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1649
  %t1652 = bitcast <16 x float> %t1651 to <16 x i32>
  %t1653 = lshr <16 x i32> %t1652, splat (i32 16)
  %t1654 = and <16 x i32> %t1653, splat (i32 1)
  %t1655 = add <16 x i32> %t1652, splat (i32 32767)
  %t1656 = add <16 x i32> %t1655, %t1654
  %t1657 = lshr <16 x i32> %t1656, splat (i32 16)
  %t1658 = fcmp uno <16 x float> %t1651, %t1651
  %t1659 = select <16 x i1> %t1658, <16 x i32> splat (i32 32704), <16 x i32> %t1657
  %t1660 = trunc <16 x i32> %t1659 to <16 x i16>
  %t1661 = getelementptr i16, ptr %t1612, i64 16
  %t1662 = or <16 x i1> %t104, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1660, ptr align 2 %t1661, <16 x i1> %t1662)
  br label %rowdone1604
rowdone1604:
  %t1663 = add i64 %t1602, 1
  %t1664 = icmp eq i64 %t1663, %size.wp
  %t1665 = add i64 %t1601, 1
  %t1666 = select i1 %t1664, i64 %t1665, i64 %t1601
  %t1667 = select i1 %t1664, i64 0, i64 %t1663
  %t1670 = icmp slt i64 %t1667, %size.ow
  br i1 %t1670, label %row1668, label %rowdone1669
row1668:
  %t1671 = mul i64 %t73, %size.oh
  %t1672 = add i64 %t1671, %t1666
  %t1673 = mul i64 %t1672, %size.ow
  %t1674 = add i64 %t1673, %t1667
  %t1675 = mul i64 %t1674, %size.n
  %t1676 = add i64 %t1675, %t89
  %t1677 = getelementptr i16, ptr %buf.c, i64 %t1676
  %t1678 = getelementptr <16 x float>, ptr %tile, i64 48
  %t1679 = load <16 x float>, ptr %t1678, align 64
  %t1680 = fadd <16 x float> %t1679, %t93
  %t1681 = mul i64 %t1674, %size.n
  %t1682 = add i64 %t89, 0
  %t1683 = add i64 %t1681, %t1682
  %t1684 = getelementptr i16, ptr %buf.res, i64 %t1683
  %t1685 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1684, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1686 = zext <16 x i16> %t1685 to <16 x i32>
  %t1687 = shl <16 x i32> %t1686, splat (i32 16)
  %t1688 = bitcast <16 x i32> %t1687 to <16 x float>
  %t1689 = fadd <16 x float> %t1680, %t1688
  %t1690 = fcmp olt <16 x float> %t1689, splat (float 0x0000000000000000)
  %t1691 = select <16 x i1> %t1690, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1689
  %t1692 = bitcast <16 x float> %t1691 to <16 x i32>
  %t1693 = lshr <16 x i32> %t1692, splat (i32 16)
  %t1694 = and <16 x i32> %t1693, splat (i32 1)
  %t1695 = add <16 x i32> %t1692, splat (i32 32767)
  %t1696 = add <16 x i32> %t1695, %t1694
  %t1697 = lshr <16 x i32> %t1696, splat (i32 16)
  %t1698 = fcmp uno <16 x float> %t1691, %t1691
  %t1699 = select <16 x i1> %t1698, <16 x i32> splat (i32 32704), <16 x i32> %t1697
  %t1700 = trunc <16 x i32> %t1699 to <16 x i16>
  %t1701 = getelementptr i16, ptr %t1677, i64 0
  %t1702 = or <16 x i1> %t100, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1700, ptr align 2 %t1701, <16 x i1> %t1702)
  %t1703 = getelementptr <16 x float>, ptr %tile, i64 49
  %t1704 = load <16 x float>, ptr %t1703, align 64
  %t1705 = fadd <16 x float> %t1704, %t96
  %t1706 = mul i64 %t1674, %size.n
  %t1707 = add i64 %t89, 16
  %t1708 = add i64 %t1706, %t1707
  %t1709 = getelementptr i16, ptr %buf.res, i64 %t1708
  %t1710 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1709, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1711 = zext <16 x i16> %t1710 to <16 x i32>
  %t1712 = shl <16 x i32> %t1711, splat (i32 16)
  %t1713 = bitcast <16 x i32> %t1712 to <16 x float>
  %t1714 = fadd <16 x float> %t1705, %t1713
  %t1715 = fcmp olt <16 x float> %t1714, splat (float 0x0000000000000000)
  %t1716 = select <16 x i1> %t1715, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1714
  %t1717 = bitcast <16 x float> %t1716 to <16 x i32>
  %t1718 = lshr <16 x i32> %t1717, splat (i32 16)
  %t1719 = and <16 x i32> %t1718, splat (i32 1)
  %t1720 = add <16 x i32> %t1717, splat (i32 32767)
  %t1721 = add <16 x i32> %t1720, %t1719
  %t1722 = lshr <16 x i32> %t1721, splat (i32 16)
  %t1723 = fcmp uno <16 x float> %t1716, %t1716
  %t1724 = select <16 x i1> %t1723, <16 x i32> splat (i32 32704), <16 x i32> %t1722
  %t1725 = trunc <16 x i32> %t1724 to <16 x i16>
  %t1726 = getelementptr i16, ptr %t1677, i64 16
  %t1727 = or <16 x i1> %t104, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1725, ptr align 2 %t1726, <16 x i1> %t1727)
  br label %rowdone1669
rowdone1669:
  %t1728 = add i64 %t1667, 1
  %t1729 = icmp eq i64 %t1728, %size.wp
  %t1730 = add i64 %t1666, 1
  %t1731 = select i1 %t1729, i64 %t1730, i64 %t1666
  %t1732 = select i1 %t1729, i64 0, i64 %t1728
  %t1735 = icmp slt i64 %t1732, %size.ow
  br i1 %t1735, label %row1733, label %rowdone1734
row1733:
  %t1736 = mul i64 %t73, %size.oh
  %t1737 = add i64 %t1736, %t1731
  %t1738 = mul i64 %t1737, %size.ow
  %t1739 = add i64 %t1738, %t1732
  %t1740 = mul i64 %t1739, %size.n
  %t1741 = add i64 %t1740, %t89
  %t1742 = getelementptr i16, ptr %buf.c, i64 %t1741
  %t1743 = getelementptr <16 x float>, ptr %tile, i64 50
  %t1744 = load <16 x float>, ptr %t1743, align 64
  %t1745 = fadd <16 x float> %t1744, %t93
  %t1746 = mul i64 %t1739, %size.n
  %t1747 = add i64 %t89, 0
  %t1748 = add i64 %t1746, %t1747
  %t1749 = getelementptr i16, ptr %buf.res, i64 %t1748
  %t1750 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1749, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1751 = zext <16 x i16> %t1750 to <16 x i32>
  %t1752 = shl <16 x i32> %t1751, splat (i32 16)
  %t1753 = bitcast <16 x i32> %t1752 to <16 x float>
  %t1754 = fadd <16 x float> %t1745, %t1753
  %t1755 = fcmp olt <16 x float> %t1754, splat (float 0x0000000000000000)
  %t1756 = select <16 x i1> %t1755, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1754
  %t1757 = bitcast <16 x float> %t1756 to <16 x i32>
  %t1758 = lshr <16 x i32> %t1757, splat (i32 16)
  %t1759 = and <16 x i32> %t1758, splat (i32 1)
  %t1760 = add <16 x i32> %t1757, splat (i32 32767)
  %t1761 = add <16 x i32> %t1760, %t1759
  %t1762 = lshr <16 x i32> %t1761, splat (i32 16)
  %t1763 = fcmp uno <16 x float> %t1756, %t1756
  %t1764 = select <16 x i1> %t1763, <16 x i32> splat (i32 32704), <16 x i32> %t1762
  %t1765 = trunc <16 x i32> %t1764 to <16 x i16>
  %t1766 = getelementptr i16, ptr %t1742, i64 0
  %t1767 = or <16 x i1> %t100, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1765, ptr align 2 %t1766, <16 x i1> %t1767)
  %t1768 = getelementptr <16 x float>, ptr %tile, i64 51
  %t1769 = load <16 x float>, ptr %t1768, align 64
  %t1770 = fadd <16 x float> %t1769, %t96
  %t1771 = mul i64 %t1739, %size.n
  %t1772 = add i64 %t89, 16
  %t1773 = add i64 %t1771, %t1772
  %t1774 = getelementptr i16, ptr %buf.res, i64 %t1773
  %t1775 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1774, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1776 = zext <16 x i16> %t1775 to <16 x i32>
  %t1777 = shl <16 x i32> %t1776, splat (i32 16)
  %t1778 = bitcast <16 x i32> %t1777 to <16 x float>
  %t1779 = fadd <16 x float> %t1770, %t1778
  %t1780 = fcmp olt <16 x float> %t1779, splat (float 0x0000000000000000)
  %t1781 = select <16 x i1> %t1780, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1779
  %t1782 = bitcast <16 x float> %t1781 to <16 x i32>
  %t1783 = lshr <16 x i32> %t1782, splat (i32 16)
  %t1784 = and <16 x i32> %t1783, splat (i32 1)
  %t1785 = add <16 x i32> %t1782, splat (i32 32767)
  %t1786 = add <16 x i32> %t1785, %t1784
  %t1787 = lshr <16 x i32> %t1786, splat (i32 16)
  %t1788 = fcmp uno <16 x float> %t1781, %t1781
  %t1789 = select <16 x i1> %t1788, <16 x i32> splat (i32 32704), <16 x i32> %t1787
  %t1790 = trunc <16 x i32> %t1789 to <16 x i16>
  %t1791 = getelementptr i16, ptr %t1742, i64 16
  %t1792 = or <16 x i1> %t104, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1790, ptr align 2 %t1791, <16 x i1> %t1792)
  br label %rowdone1734
rowdone1734:
  %t1793 = add i64 %t1732, 1
  %t1794 = icmp eq i64 %t1793, %size.wp
  %t1795 = add i64 %t1731, 1
  %t1796 = select i1 %t1794, i64 %t1795, i64 %t1731
  %t1797 = select i1 %t1794, i64 0, i64 %t1793
  %t1800 = icmp slt i64 %t1797, %size.ow
  br i1 %t1800, label %row1798, label %rowdone1799
row1798:
  %t1801 = mul i64 %t73, %size.oh
  %t1802 = add i64 %t1801, %t1796
  %t1803 = mul i64 %t1802, %size.ow
  %t1804 = add i64 %t1803, %t1797
  %t1805 = mul i64 %t1804, %size.n
  %t1806 = add i64 %t1805, %t89
  %t1807 = getelementptr i16, ptr %buf.c, i64 %t1806
  %t1808 = getelementptr <16 x float>, ptr %tile, i64 52
  %t1809 = load <16 x float>, ptr %t1808, align 64
  %t1810 = fadd <16 x float> %t1809, %t93
  %t1811 = mul i64 %t1804, %size.n
  %t1812 = add i64 %t89, 0
  %t1813 = add i64 %t1811, %t1812
  %t1814 = getelementptr i16, ptr %buf.res, i64 %t1813
  %t1815 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1814, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1816 = zext <16 x i16> %t1815 to <16 x i32>
  %t1817 = shl <16 x i32> %t1816, splat (i32 16)
  %t1818 = bitcast <16 x i32> %t1817 to <16 x float>
  %t1819 = fadd <16 x float> %t1810, %t1818
  %t1820 = fcmp olt <16 x float> %t1819, splat (float 0x0000000000000000)
  %t1821 = select <16 x i1> %t1820, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1819
  %t1822 = bitcast <16 x float> %t1821 to <16 x i32>
  %t1823 = lshr <16 x i32> %t1822, splat (i32 16)
  %t1824 = and <16 x i32> %t1823, splat (i32 1)
  %t1825 = add <16 x i32> %t1822, splat (i32 32767)
  %t1826 = add <16 x i32> %t1825, %t1824
  %t1827 = lshr <16 x i32> %t1826, splat (i32 16)
  %t1828 = fcmp uno <16 x float> %t1821, %t1821
  %t1829 = select <16 x i1> %t1828, <16 x i32> splat (i32 32704), <16 x i32> %t1827
  %t1830 = trunc <16 x i32> %t1829 to <16 x i16>
  %t1831 = getelementptr i16, ptr %t1807, i64 0
  %t1832 = or <16 x i1> %t100, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1830, ptr align 2 %t1831, <16 x i1> %t1832)
  %t1833 = getelementptr <16 x float>, ptr %tile, i64 53
  %t1834 = load <16 x float>, ptr %t1833, align 64
  %t1835 = fadd <16 x float> %t1834, %t96
  %t1836 = mul i64 %t1804, %size.n
  %t1837 = add i64 %t89, 16
  %t1838 = add i64 %t1836, %t1837
  %t1839 = getelementptr i16, ptr %buf.res, i64 %t1838
  %t1840 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1839, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1841 = zext <16 x i16> %t1840 to <16 x i32>
  %t1842 = shl <16 x i32> %t1841, splat (i32 16)
  %t1843 = bitcast <16 x i32> %t1842 to <16 x float>
  %t1844 = fadd <16 x float> %t1835, %t1843
  %t1845 = fcmp olt <16 x float> %t1844, splat (float 0x0000000000000000)
  %t1846 = select <16 x i1> %t1845, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1844
  %t1847 = bitcast <16 x float> %t1846 to <16 x i32>
  %t1848 = lshr <16 x i32> %t1847, splat (i32 16)
  %t1849 = and <16 x i32> %t1848, splat (i32 1)
  %t1850 = add <16 x i32> %t1847, splat (i32 32767)
  %t1851 = add <16 x i32> %t1850, %t1849
  %t1852 = lshr <16 x i32> %t1851, splat (i32 16)
  %t1853 = fcmp uno <16 x float> %t1846, %t1846
  %t1854 = select <16 x i1> %t1853, <16 x i32> splat (i32 32704), <16 x i32> %t1852
  %t1855 = trunc <16 x i32> %t1854 to <16 x i16>
  %t1856 = getelementptr i16, ptr %t1807, i64 16
  %t1857 = or <16 x i1> %t104, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1855, ptr align 2 %t1856, <16 x i1> %t1857)
  br label %rowdone1799
rowdone1799:
  %t1858 = add i64 %t1797, 1
  %t1859 = icmp eq i64 %t1858, %size.wp
  %t1860 = add i64 %t1796, 1
  %t1861 = select i1 %t1859, i64 %t1860, i64 %t1796
  %t1862 = select i1 %t1859, i64 0, i64 %t1858
  %t1865 = icmp slt i64 %t1862, %size.ow
  br i1 %t1865, label %row1863, label %rowdone1864
row1863:
  %t1866 = mul i64 %t73, %size.oh
  %t1867 = add i64 %t1866, %t1861
  %t1868 = mul i64 %t1867, %size.ow
  %t1869 = add i64 %t1868, %t1862
  %t1870 = mul i64 %t1869, %size.n
  %t1871 = add i64 %t1870, %t89
  %t1872 = getelementptr i16, ptr %buf.c, i64 %t1871
  %t1873 = getelementptr <16 x float>, ptr %tile, i64 54
  %t1874 = load <16 x float>, ptr %t1873, align 64
  %t1875 = fadd <16 x float> %t1874, %t93
  %t1876 = mul i64 %t1869, %size.n
  %t1877 = add i64 %t89, 0
  %t1878 = add i64 %t1876, %t1877
  %t1879 = getelementptr i16, ptr %buf.res, i64 %t1878
  %t1880 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1879, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1881 = zext <16 x i16> %t1880 to <16 x i32>
  %t1882 = shl <16 x i32> %t1881, splat (i32 16)
  %t1883 = bitcast <16 x i32> %t1882 to <16 x float>
  %t1884 = fadd <16 x float> %t1875, %t1883
  %t1885 = fcmp olt <16 x float> %t1884, splat (float 0x0000000000000000)
  %t1886 = select <16 x i1> %t1885, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1884
  %t1887 = bitcast <16 x float> %t1886 to <16 x i32>
  %t1888 = lshr <16 x i32> %t1887, splat (i32 16)
  %t1889 = and <16 x i32> %t1888, splat (i32 1)
  %t1890 = add <16 x i32> %t1887, splat (i32 32767)
  %t1891 = add <16 x i32> %t1890, %t1889
  %t1892 = lshr <16 x i32> %t1891, splat (i32 16)
  %t1893 = fcmp uno <16 x float> %t1886, %t1886
  %t1894 = select <16 x i1> %t1893, <16 x i32> splat (i32 32704), <16 x i32> %t1892
  %t1895 = trunc <16 x i32> %t1894 to <16 x i16>
  %t1896 = getelementptr i16, ptr %t1872, i64 0
  %t1897 = or <16 x i1> %t100, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1895, ptr align 2 %t1896, <16 x i1> %t1897)
  %t1898 = getelementptr <16 x float>, ptr %tile, i64 55
  %t1899 = load <16 x float>, ptr %t1898, align 64
  %t1900 = fadd <16 x float> %t1899, %t96
  %t1901 = mul i64 %t1869, %size.n
  %t1902 = add i64 %t89, 16
  %t1903 = add i64 %t1901, %t1902
  %t1904 = getelementptr i16, ptr %buf.res, i64 %t1903
  %t1905 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1904, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1906 = zext <16 x i16> %t1905 to <16 x i32>
  %t1907 = shl <16 x i32> %t1906, splat (i32 16)
  %t1908 = bitcast <16 x i32> %t1907 to <16 x float>
  %t1909 = fadd <16 x float> %t1900, %t1908
  %t1910 = fcmp olt <16 x float> %t1909, splat (float 0x0000000000000000)
  %t1911 = select <16 x i1> %t1910, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1909
  %t1912 = bitcast <16 x float> %t1911 to <16 x i32>
  %t1913 = lshr <16 x i32> %t1912, splat (i32 16)
  %t1914 = and <16 x i32> %t1913, splat (i32 1)
  %t1915 = add <16 x i32> %t1912, splat (i32 32767)
  %t1916 = add <16 x i32> %t1915, %t1914
  %t1917 = lshr <16 x i32> %t1916, splat (i32 16)
  %t1918 = fcmp uno <16 x float> %t1911, %t1911
  %t1919 = select <16 x i1> %t1918, <16 x i32> splat (i32 32704), <16 x i32> %t1917
  %t1920 = trunc <16 x i32> %t1919 to <16 x i16>
  %t1921 = getelementptr i16, ptr %t1872, i64 16
  %t1922 = or <16 x i1> %t104, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1920, ptr align 2 %t1921, <16 x i1> %t1922)
  br label %rowdone1864
rowdone1864:
  %t1923 = add i64 %t1862, 1
  %t1924 = icmp eq i64 %t1923, %size.wp
  %t1925 = add i64 %t1861, 1
  %t1926 = select i1 %t1924, i64 %t1925, i64 %t1861
  %t1927 = select i1 %t1924, i64 0, i64 %t1923
  %t1930 = icmp slt i64 %t1927, %size.ow
  br i1 %t1930, label %row1928, label %rowdone1929
row1928:
  %t1931 = mul i64 %t73, %size.oh
  %t1932 = add i64 %t1931, %t1926
  %t1933 = mul i64 %t1932, %size.ow
  %t1934 = add i64 %t1933, %t1927
  %t1935 = mul i64 %t1934, %size.n
  %t1936 = add i64 %t1935, %t89
  %t1937 = getelementptr i16, ptr %buf.c, i64 %t1936
  %t1938 = getelementptr <16 x float>, ptr %tile, i64 56
  %t1939 = load <16 x float>, ptr %t1938, align 64
  %t1940 = fadd <16 x float> %t1939, %t93
  %t1941 = mul i64 %t1934, %size.n
  %t1942 = add i64 %t89, 0
  %t1943 = add i64 %t1941, %t1942
  %t1944 = getelementptr i16, ptr %buf.res, i64 %t1943
  %t1945 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1944, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1946 = zext <16 x i16> %t1945 to <16 x i32>
  %t1947 = shl <16 x i32> %t1946, splat (i32 16)
  %t1948 = bitcast <16 x i32> %t1947 to <16 x float>
  %t1949 = fadd <16 x float> %t1940, %t1948
  %t1950 = fcmp olt <16 x float> %t1949, splat (float 0x0000000000000000)
  %t1951 = select <16 x i1> %t1950, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1949
  %t1952 = bitcast <16 x float> %t1951 to <16 x i32>
  %t1953 = lshr <16 x i32> %t1952, splat (i32 16)
  %t1954 = and <16 x i32> %t1953, splat (i32 1)
  %t1955 = add <16 x i32> %t1952, splat (i32 32767)
  %t1956 = add <16 x i32> %t1955, %t1954
  %t1957 = lshr <16 x i32> %t1956, splat (i32 16)
  %t1958 = fcmp uno <16 x float> %t1951, %t1951
  %t1959 = select <16 x i1> %t1958, <16 x i32> splat (i32 32704), <16 x i32> %t1957
  %t1960 = trunc <16 x i32> %t1959 to <16 x i16>
  %t1961 = getelementptr i16, ptr %t1937, i64 0
  %t1962 = or <16 x i1> %t100, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1960, ptr align 2 %t1961, <16 x i1> %t1962)
  %t1963 = getelementptr <16 x float>, ptr %tile, i64 57
  %t1964 = load <16 x float>, ptr %t1963, align 64
  %t1965 = fadd <16 x float> %t1964, %t96
  %t1966 = mul i64 %t1934, %size.n
  %t1967 = add i64 %t89, 16
  %t1968 = add i64 %t1966, %t1967
  %t1969 = getelementptr i16, ptr %buf.res, i64 %t1968
  %t1970 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1969, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1971 = zext <16 x i16> %t1970 to <16 x i32>
  %t1972 = shl <16 x i32> %t1971, splat (i32 16)
  %t1973 = bitcast <16 x i32> %t1972 to <16 x float>
  %t1974 = fadd <16 x float> %t1965, %t1973
  %t1975 = fcmp olt <16 x float> %t1974, splat (float 0x0000000000000000)
  %t1976 = select <16 x i1> %t1975, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1974
  %t1977 = bitcast <16 x float> %t1976 to <16 x i32>
  %t1978 = lshr <16 x i32> %t1977, splat (i32 16)
  %t1979 = and <16 x i32> %t1978, splat (i32 1)
  %t1980 = add <16 x i32> %t1977, splat (i32 32767)
  %t1981 = add <16 x i32> %t1980, %t1979
  %t1982 = lshr <16 x i32> %t1981, splat (i32 16)
  %t1983 = fcmp uno <16 x float> %t1976, %t1976
  %t1984 = select <16 x i1> %t1983, <16 x i32> splat (i32 32704), <16 x i32> %t1982
  %t1985 = trunc <16 x i32> %t1984 to <16 x i16>
  %t1986 = getelementptr i16, ptr %t1937, i64 16
  %t1987 = or <16 x i1> %t104, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1985, ptr align 2 %t1986, <16 x i1> %t1987)
  br label %rowdone1929
rowdone1929:
  %t1988 = add i64 %t1927, 1
  %t1989 = icmp eq i64 %t1988, %size.wp
  %t1990 = add i64 %t1926, 1
  %t1991 = select i1 %t1989, i64 %t1990, i64 %t1926
  %t1992 = select i1 %t1989, i64 0, i64 %t1988
  %t1995 = icmp slt i64 %t1992, %size.ow
  br i1 %t1995, label %row1993, label %rowdone1994
row1993:
  %t1996 = mul i64 %t73, %size.oh
  %t1997 = add i64 %t1996, %t1991
  %t1998 = mul i64 %t1997, %size.ow
  %t1999 = add i64 %t1998, %t1992
  %t2000 = mul i64 %t1999, %size.n
  %t2001 = add i64 %t2000, %t89
  %t2002 = getelementptr i16, ptr %buf.c, i64 %t2001
  %t2003 = getelementptr <16 x float>, ptr %tile, i64 58
  %t2004 = load <16 x float>, ptr %t2003, align 64
  %t2005 = fadd <16 x float> %t2004, %t93
  %t2006 = mul i64 %t1999, %size.n
  %t2007 = add i64 %t89, 0
  %t2008 = add i64 %t2006, %t2007
  %t2009 = getelementptr i16, ptr %buf.res, i64 %t2008
  %t2010 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2009, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t2011 = zext <16 x i16> %t2010 to <16 x i32>
  %t2012 = shl <16 x i32> %t2011, splat (i32 16)
  %t2013 = bitcast <16 x i32> %t2012 to <16 x float>
  %t2014 = fadd <16 x float> %t2005, %t2013
  %t2015 = fcmp olt <16 x float> %t2014, splat (float 0x0000000000000000)
  %t2016 = select <16 x i1> %t2015, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2014
  %t2017 = bitcast <16 x float> %t2016 to <16 x i32>
  %t2018 = lshr <16 x i32> %t2017, splat (i32 16)
  %t2019 = and <16 x i32> %t2018, splat (i32 1)
  %t2020 = add <16 x i32> %t2017, splat (i32 32767)
  %t2021 = add <16 x i32> %t2020, %t2019
  %t2022 = lshr <16 x i32> %t2021, splat (i32 16)
  %t2023 = fcmp uno <16 x float> %t2016, %t2016
  %t2024 = select <16 x i1> %t2023, <16 x i32> splat (i32 32704), <16 x i32> %t2022
  %t2025 = trunc <16 x i32> %t2024 to <16 x i16>
  %t2026 = getelementptr i16, ptr %t2002, i64 0
  %t2027 = or <16 x i1> %t100, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t2025, ptr align 2 %t2026, <16 x i1> %t2027)
  %t2028 = getelementptr <16 x float>, ptr %tile, i64 59
  %t2029 = load <16 x float>, ptr %t2028, align 64
  %t2030 = fadd <16 x float> %t2029, %t96
  %t2031 = mul i64 %t1999, %size.n
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
  %t2051 = getelementptr i16, ptr %t2002, i64 16
  %t2052 = or <16 x i1> %t104, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t2050, ptr align 2 %t2051, <16 x i1> %t2052)
  br label %rowdone1994
rowdone1994:
  %t2053 = add i64 %t1992, 1
  %t2054 = icmp eq i64 %t2053, %size.wp
  %t2055 = add i64 %t1991, 1
  %t2056 = select i1 %t2054, i64 %t2055, i64 %t1991
  %t2057 = select i1 %t2054, i64 0, i64 %t2053
  %t2060 = icmp slt i64 %t2057, %size.ow
  br i1 %t2060, label %row2058, label %rowdone2059
row2058:
  %t2061 = mul i64 %t73, %size.oh
  %t2062 = add i64 %t2061, %t2056
  %t2063 = mul i64 %t2062, %size.ow
  %t2064 = add i64 %t2063, %t2057
  %t2065 = mul i64 %t2064, %size.n
  %t2066 = add i64 %t2065, %t89
  %t2067 = getelementptr i16, ptr %buf.c, i64 %t2066
  %t2068 = getelementptr <16 x float>, ptr %tile, i64 60
  %t2069 = load <16 x float>, ptr %t2068, align 64
  %t2070 = fadd <16 x float> %t2069, %t93
  %t2071 = mul i64 %t2064, %size.n
  %t2072 = add i64 %t89, 0
  %t2073 = add i64 %t2071, %t2072
  %t2074 = getelementptr i16, ptr %buf.res, i64 %t2073
  %t2075 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2074, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t2076 = zext <16 x i16> %t2075 to <16 x i32>
  %t2077 = shl <16 x i32> %t2076, splat (i32 16)
  %t2078 = bitcast <16 x i32> %t2077 to <16 x float>
  %t2079 = fadd <16 x float> %t2070, %t2078
  %t2080 = fcmp olt <16 x float> %t2079, splat (float 0x0000000000000000)
  %t2081 = select <16 x i1> %t2080, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2079
  %t2082 = bitcast <16 x float> %t2081 to <16 x i32>
  %t2083 = lshr <16 x i32> %t2082, splat (i32 16)
  %t2084 = and <16 x i32> %t2083, splat (i32 1)
  %t2085 = add <16 x i32> %t2082, splat (i32 32767)
  %t2086 = add <16 x i32> %t2085, %t2084
  %t2087 = lshr <16 x i32> %t2086, splat (i32 16)
  %t2088 = fcmp uno <16 x float> %t2081, %t2081
  %t2089 = select <16 x i1> %t2088, <16 x i32> splat (i32 32704), <16 x i32> %t2087
  %t2090 = trunc <16 x i32> %t2089 to <16 x i16>
  %t2091 = getelementptr i16, ptr %t2067, i64 0
  %t2092 = or <16 x i1> %t100, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t2090, ptr align 2 %t2091, <16 x i1> %t2092)
  %t2093 = getelementptr <16 x float>, ptr %tile, i64 61
  %t2094 = load <16 x float>, ptr %t2093, align 64
  %t2095 = fadd <16 x float> %t2094, %t96
  %t2096 = mul i64 %t2064, %size.n
  %t2097 = add i64 %t89, 16
  %t2098 = add i64 %t2096, %t2097
  %t2099 = getelementptr i16, ptr %buf.res, i64 %t2098
  %t2100 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2099, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t2101 = zext <16 x i16> %t2100 to <16 x i32>
  %t2102 = shl <16 x i32> %t2101, splat (i32 16)
  %t2103 = bitcast <16 x i32> %t2102 to <16 x float>
  %t2104 = fadd <16 x float> %t2095, %t2103
  %t2105 = fcmp olt <16 x float> %t2104, splat (float 0x0000000000000000)
  %t2106 = select <16 x i1> %t2105, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2104
  %t2107 = bitcast <16 x float> %t2106 to <16 x i32>
  %t2108 = lshr <16 x i32> %t2107, splat (i32 16)
  %t2109 = and <16 x i32> %t2108, splat (i32 1)
  %t2110 = add <16 x i32> %t2107, splat (i32 32767)
  %t2111 = add <16 x i32> %t2110, %t2109
  %t2112 = lshr <16 x i32> %t2111, splat (i32 16)
  %t2113 = fcmp uno <16 x float> %t2106, %t2106
  %t2114 = select <16 x i1> %t2113, <16 x i32> splat (i32 32704), <16 x i32> %t2112
  %t2115 = trunc <16 x i32> %t2114 to <16 x i16>
  %t2116 = getelementptr i16, ptr %t2067, i64 16
  %t2117 = or <16 x i1> %t104, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t2115, ptr align 2 %t2116, <16 x i1> %t2117)
  br label %rowdone2059
rowdone2059:
  %t2118 = add i64 %t2057, 1
  %t2119 = icmp eq i64 %t2118, %size.wp
  %t2120 = add i64 %t2056, 1
  %t2121 = select i1 %t2119, i64 %t2120, i64 %t2056
  %t2122 = select i1 %t2119, i64 0, i64 %t2118
  %t2125 = icmp slt i64 %t2122, %size.ow
  br i1 %t2125, label %row2123, label %rowdone2124
row2123:
  %t2126 = mul i64 %t73, %size.oh
  %t2127 = add i64 %t2126, %t2121
  %t2128 = mul i64 %t2127, %size.ow
  %t2129 = add i64 %t2128, %t2122
  %t2130 = mul i64 %t2129, %size.n
  %t2131 = add i64 %t2130, %t89
  %t2132 = getelementptr i16, ptr %buf.c, i64 %t2131
  %t2133 = getelementptr <16 x float>, ptr %tile, i64 62
  %t2134 = load <16 x float>, ptr %t2133, align 64
  %t2135 = fadd <16 x float> %t2134, %t93
  %t2136 = mul i64 %t2129, %size.n
  %t2137 = add i64 %t89, 0
  %t2138 = add i64 %t2136, %t2137
  %t2139 = getelementptr i16, ptr %buf.res, i64 %t2138
  %t2140 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2139, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t2141 = zext <16 x i16> %t2140 to <16 x i32>
  %t2142 = shl <16 x i32> %t2141, splat (i32 16)
  %t2143 = bitcast <16 x i32> %t2142 to <16 x float>
  %t2144 = fadd <16 x float> %t2135, %t2143
  %t2145 = fcmp olt <16 x float> %t2144, splat (float 0x0000000000000000)
  %t2146 = select <16 x i1> %t2145, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2144
  %t2147 = bitcast <16 x float> %t2146 to <16 x i32>
  %t2148 = lshr <16 x i32> %t2147, splat (i32 16)
  %t2149 = and <16 x i32> %t2148, splat (i32 1)
  %t2150 = add <16 x i32> %t2147, splat (i32 32767)
  %t2151 = add <16 x i32> %t2150, %t2149
  %t2152 = lshr <16 x i32> %t2151, splat (i32 16)
  %t2153 = fcmp uno <16 x float> %t2146, %t2146
  %t2154 = select <16 x i1> %t2153, <16 x i32> splat (i32 32704), <16 x i32> %t2152
  %t2155 = trunc <16 x i32> %t2154 to <16 x i16>
  %t2156 = getelementptr i16, ptr %t2132, i64 0
  %t2157 = or <16 x i1> %t100, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t2155, ptr align 2 %t2156, <16 x i1> %t2157)
  %t2158 = getelementptr <16 x float>, ptr %tile, i64 63
  %t2159 = load <16 x float>, ptr %t2158, align 64
  %t2160 = fadd <16 x float> %t2159, %t96
  %t2161 = mul i64 %t2129, %size.n
  %t2162 = add i64 %t89, 16
  %t2163 = add i64 %t2161, %t2162
  %t2164 = getelementptr i16, ptr %buf.res, i64 %t2163
  %t2165 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t2164, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t2166 = zext <16 x i16> %t2165 to <16 x i32>
  %t2167 = shl <16 x i32> %t2166, splat (i32 16)
  %t2168 = bitcast <16 x i32> %t2167 to <16 x float>
  %t2169 = fadd <16 x float> %t2160, %t2168
  %t2170 = fcmp olt <16 x float> %t2169, splat (float 0x0000000000000000)
  %t2171 = select <16 x i1> %t2170, <16 x float> splat (float 0x0000000000000000), <16 x float> %t2169
  %t2172 = bitcast <16 x float> %t2171 to <16 x i32>
  %t2173 = lshr <16 x i32> %t2172, splat (i32 16)
  %t2174 = and <16 x i32> %t2173, splat (i32 1)
  %t2175 = add <16 x i32> %t2172, splat (i32 32767)
  %t2176 = add <16 x i32> %t2175, %t2174
  %t2177 = lshr <16 x i32> %t2176, splat (i32 16)
  %t2178 = fcmp uno <16 x float> %t2171, %t2171
  %t2179 = select <16 x i1> %t2178, <16 x i32> splat (i32 32704), <16 x i32> %t2177
  %t2180 = trunc <16 x i32> %t2179 to <16 x i16>
  %t2181 = getelementptr i16, ptr %t2132, i64 16
  %t2182 = or <16 x i1> %t104, %off144
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t2180, ptr align 2 %t2181, <16 x i1> %t2182)
  br label %rowdone2124
rowdone2124:
  %t2183 = add nsw i64 %i54, 1
  store i64 %t2183, ptr %c50
  br label %head51
done53:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
