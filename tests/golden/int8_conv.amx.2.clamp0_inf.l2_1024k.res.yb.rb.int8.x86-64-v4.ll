declare <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float>)
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
  %off134 = call i64 asm "", "=r,0"(i64 0)
  %off135 = trunc i64 %off134 to i1
  %off136 = insertelement <16 x i1> zeroinitializer, i1 %off135, i64 0
  %off137 = insertelement <16 x i1> %off136, i1 %off135, i64 15
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
  %t131 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t130)
  %t132 = bitcast <16 x bfloat> %t131 to <16 x i16>
  %t133 = getelementptr i16, ptr %t116, i64 0
  %t138 = or <16 x i1> %t100, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t132, ptr align 2 %t133, <16 x i1> %t138)
  %t139 = getelementptr <16 x float>, ptr %tile, i64 1
  %t140 = load <16 x float>, ptr %t139, align 64
  %t141 = fadd <16 x float> %t140, %t96
  %t142 = mul i64 %t113, %size.n
  %t143 = add i64 %t89, 16
  %t144 = add i64 %t142, %t143
  %t145 = getelementptr i16, ptr %buf.res, i64 %t144
  %t146 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t145, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t147 = zext <16 x i16> %t146 to <16 x i32>
  %t148 = shl <16 x i32> %t147, splat (i32 16)
  %t149 = bitcast <16 x i32> %t148 to <16 x float>
  %t150 = fadd <16 x float> %t141, %t149
  %t151 = fcmp olt <16 x float> %t150, splat (float 0x0000000000000000)
  %t152 = select <16 x i1> %t151, <16 x float> splat (float 0x0000000000000000), <16 x float> %t150
  %t153 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t152)
  %t154 = bitcast <16 x bfloat> %t153 to <16 x i16>
  %t155 = getelementptr i16, ptr %t116, i64 16
  %t156 = or <16 x i1> %t104, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t154, ptr align 2 %t155, <16 x i1> %t156)
  br label %rowdone108
rowdone108:
  %t157 = add i64 %t106, 1
  %t158 = icmp eq i64 %t157, %size.wp
  %t159 = add i64 %t105, 1
  %t160 = select i1 %t158, i64 %t159, i64 %t105
  %t161 = select i1 %t158, i64 0, i64 %t157
  %t164 = icmp slt i64 %t161, %size.ow
  br i1 %t164, label %row162, label %rowdone163
row162:
  %t165 = mul i64 %t66, %size.oh
  %t166 = add i64 %t165, %t160
  %t167 = mul i64 %t166, %size.ow
  %t168 = add i64 %t167, %t161
  %t169 = mul i64 %t168, %size.n
  %t170 = add i64 %t169, %t89
  %t171 = getelementptr i16, ptr %buf.c, i64 %t170
  %t172 = getelementptr <16 x float>, ptr %tile, i64 2
  %t173 = load <16 x float>, ptr %t172, align 64
  %t174 = fadd <16 x float> %t173, %t93
  %t175 = mul i64 %t168, %size.n
  %t176 = add i64 %t89, 0
  %t177 = add i64 %t175, %t176
  %t178 = getelementptr i16, ptr %buf.res, i64 %t177
  %t179 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t178, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t180 = zext <16 x i16> %t179 to <16 x i32>
  %t181 = shl <16 x i32> %t180, splat (i32 16)
  %t182 = bitcast <16 x i32> %t181 to <16 x float>
  %t183 = fadd <16 x float> %t174, %t182
  %t184 = fcmp olt <16 x float> %t183, splat (float 0x0000000000000000)
  %t185 = select <16 x i1> %t184, <16 x float> splat (float 0x0000000000000000), <16 x float> %t183
  %t186 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t185)
  %t187 = bitcast <16 x bfloat> %t186 to <16 x i16>
  %t188 = getelementptr i16, ptr %t171, i64 0
  %t189 = or <16 x i1> %t100, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t187, ptr align 2 %t188, <16 x i1> %t189)
  %t190 = getelementptr <16 x float>, ptr %tile, i64 3
  %t191 = load <16 x float>, ptr %t190, align 64
  %t192 = fadd <16 x float> %t191, %t96
  %t193 = mul i64 %t168, %size.n
  %t194 = add i64 %t89, 16
  %t195 = add i64 %t193, %t194
  %t196 = getelementptr i16, ptr %buf.res, i64 %t195
  %t197 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t196, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t198 = zext <16 x i16> %t197 to <16 x i32>
  %t199 = shl <16 x i32> %t198, splat (i32 16)
  %t200 = bitcast <16 x i32> %t199 to <16 x float>
  %t201 = fadd <16 x float> %t192, %t200
  %t202 = fcmp olt <16 x float> %t201, splat (float 0x0000000000000000)
  %t203 = select <16 x i1> %t202, <16 x float> splat (float 0x0000000000000000), <16 x float> %t201
  %t204 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t203)
  %t205 = bitcast <16 x bfloat> %t204 to <16 x i16>
  %t206 = getelementptr i16, ptr %t171, i64 16
  %t207 = or <16 x i1> %t104, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t205, ptr align 2 %t206, <16 x i1> %t207)
  br label %rowdone163
rowdone163:
  %t208 = add i64 %t161, 1
  %t209 = icmp eq i64 %t208, %size.wp
  %t210 = add i64 %t160, 1
  %t211 = select i1 %t209, i64 %t210, i64 %t160
  %t212 = select i1 %t209, i64 0, i64 %t208
  %t215 = icmp slt i64 %t212, %size.ow
  br i1 %t215, label %row213, label %rowdone214
row213:
  %t216 = mul i64 %t66, %size.oh
  %t217 = add i64 %t216, %t211
  %t218 = mul i64 %t217, %size.ow
  %t219 = add i64 %t218, %t212
  %t220 = mul i64 %t219, %size.n
  %t221 = add i64 %t220, %t89
  %t222 = getelementptr i16, ptr %buf.c, i64 %t221
  %t223 = getelementptr <16 x float>, ptr %tile, i64 4
  %t224 = load <16 x float>, ptr %t223, align 64
  %t225 = fadd <16 x float> %t224, %t93
  %t226 = mul i64 %t219, %size.n
  %t227 = add i64 %t89, 0
  %t228 = add i64 %t226, %t227
  %t229 = getelementptr i16, ptr %buf.res, i64 %t228
  %t230 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t229, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t231 = zext <16 x i16> %t230 to <16 x i32>
  %t232 = shl <16 x i32> %t231, splat (i32 16)
  %t233 = bitcast <16 x i32> %t232 to <16 x float>
  %t234 = fadd <16 x float> %t225, %t233
  %t235 = fcmp olt <16 x float> %t234, splat (float 0x0000000000000000)
  %t236 = select <16 x i1> %t235, <16 x float> splat (float 0x0000000000000000), <16 x float> %t234
  %t237 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t236)
  %t238 = bitcast <16 x bfloat> %t237 to <16 x i16>
  %t239 = getelementptr i16, ptr %t222, i64 0
  %t240 = or <16 x i1> %t100, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t238, ptr align 2 %t239, <16 x i1> %t240)
  %t241 = getelementptr <16 x float>, ptr %tile, i64 5
  %t242 = load <16 x float>, ptr %t241, align 64
  %t243 = fadd <16 x float> %t242, %t96
  %t244 = mul i64 %t219, %size.n
  %t245 = add i64 %t89, 16
  %t246 = add i64 %t244, %t245
  %t247 = getelementptr i16, ptr %buf.res, i64 %t246
  %t248 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t247, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t249 = zext <16 x i16> %t248 to <16 x i32>
  %t250 = shl <16 x i32> %t249, splat (i32 16)
  %t251 = bitcast <16 x i32> %t250 to <16 x float>
  %t252 = fadd <16 x float> %t243, %t251
  %t253 = fcmp olt <16 x float> %t252, splat (float 0x0000000000000000)
  %t254 = select <16 x i1> %t253, <16 x float> splat (float 0x0000000000000000), <16 x float> %t252
  %t255 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t254)
  %t256 = bitcast <16 x bfloat> %t255 to <16 x i16>
  %t257 = getelementptr i16, ptr %t222, i64 16
  %t258 = or <16 x i1> %t104, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t256, ptr align 2 %t257, <16 x i1> %t258)
  br label %rowdone214
rowdone214:
  %t259 = add i64 %t212, 1
  %t260 = icmp eq i64 %t259, %size.wp
  %t261 = add i64 %t211, 1
  %t262 = select i1 %t260, i64 %t261, i64 %t211
  %t263 = select i1 %t260, i64 0, i64 %t259
  %t266 = icmp slt i64 %t263, %size.ow
  br i1 %t266, label %row264, label %rowdone265
row264:
  %t267 = mul i64 %t66, %size.oh
  %t268 = add i64 %t267, %t262
  %t269 = mul i64 %t268, %size.ow
  %t270 = add i64 %t269, %t263
  %t271 = mul i64 %t270, %size.n
  %t272 = add i64 %t271, %t89
  %t273 = getelementptr i16, ptr %buf.c, i64 %t272
  %t274 = getelementptr <16 x float>, ptr %tile, i64 6
  %t275 = load <16 x float>, ptr %t274, align 64
  %t276 = fadd <16 x float> %t275, %t93
  %t277 = mul i64 %t270, %size.n
  %t278 = add i64 %t89, 0
  %t279 = add i64 %t277, %t278
  %t280 = getelementptr i16, ptr %buf.res, i64 %t279
  %t281 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t280, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t282 = zext <16 x i16> %t281 to <16 x i32>
  %t283 = shl <16 x i32> %t282, splat (i32 16)
  %t284 = bitcast <16 x i32> %t283 to <16 x float>
  %t285 = fadd <16 x float> %t276, %t284
  %t286 = fcmp olt <16 x float> %t285, splat (float 0x0000000000000000)
  %t287 = select <16 x i1> %t286, <16 x float> splat (float 0x0000000000000000), <16 x float> %t285
  %t288 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t287)
  %t289 = bitcast <16 x bfloat> %t288 to <16 x i16>
  %t290 = getelementptr i16, ptr %t273, i64 0
  %t291 = or <16 x i1> %t100, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t289, ptr align 2 %t290, <16 x i1> %t291)
  %t292 = getelementptr <16 x float>, ptr %tile, i64 7
  %t293 = load <16 x float>, ptr %t292, align 64
  %t294 = fadd <16 x float> %t293, %t96
  %t295 = mul i64 %t270, %size.n
  %t296 = add i64 %t89, 16
  %t297 = add i64 %t295, %t296
  %t298 = getelementptr i16, ptr %buf.res, i64 %t297
  %t299 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t298, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t300 = zext <16 x i16> %t299 to <16 x i32>
  %t301 = shl <16 x i32> %t300, splat (i32 16)
  %t302 = bitcast <16 x i32> %t301 to <16 x float>
  %t303 = fadd <16 x float> %t294, %t302
  %t304 = fcmp olt <16 x float> %t303, splat (float 0x0000000000000000)
  %t305 = select <16 x i1> %t304, <16 x float> splat (float 0x0000000000000000), <16 x float> %t303
  %t306 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t305)
  %t307 = bitcast <16 x bfloat> %t306 to <16 x i16>
  %t308 = getelementptr i16, ptr %t273, i64 16
  %t309 = or <16 x i1> %t104, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t307, ptr align 2 %t308, <16 x i1> %t309)
  br label %rowdone265
rowdone265:
  %t310 = add i64 %t263, 1
  %t311 = icmp eq i64 %t310, %size.wp
  %t312 = add i64 %t262, 1
  %t313 = select i1 %t311, i64 %t312, i64 %t262
  %t314 = select i1 %t311, i64 0, i64 %t310
  %t317 = icmp slt i64 %t314, %size.ow
  br i1 %t317, label %row315, label %rowdone316
row315:
  %t318 = mul i64 %t66, %size.oh
  %t319 = add i64 %t318, %t313
  %t320 = mul i64 %t319, %size.ow
  %t321 = add i64 %t320, %t314
  %t322 = mul i64 %t321, %size.n
  %t323 = add i64 %t322, %t89
  %t324 = getelementptr i16, ptr %buf.c, i64 %t323
  %t325 = getelementptr <16 x float>, ptr %tile, i64 8
  %t326 = load <16 x float>, ptr %t325, align 64
  %t327 = fadd <16 x float> %t326, %t93
  %t328 = mul i64 %t321, %size.n
  %t329 = add i64 %t89, 0
  %t330 = add i64 %t328, %t329
  %t331 = getelementptr i16, ptr %buf.res, i64 %t330
  %t332 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t331, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t333 = zext <16 x i16> %t332 to <16 x i32>
  %t334 = shl <16 x i32> %t333, splat (i32 16)
  %t335 = bitcast <16 x i32> %t334 to <16 x float>
  %t336 = fadd <16 x float> %t327, %t335
  %t337 = fcmp olt <16 x float> %t336, splat (float 0x0000000000000000)
  %t338 = select <16 x i1> %t337, <16 x float> splat (float 0x0000000000000000), <16 x float> %t336
  %t339 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t338)
  %t340 = bitcast <16 x bfloat> %t339 to <16 x i16>
  %t341 = getelementptr i16, ptr %t324, i64 0
  %t342 = or <16 x i1> %t100, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t340, ptr align 2 %t341, <16 x i1> %t342)
  %t343 = getelementptr <16 x float>, ptr %tile, i64 9
  %t344 = load <16 x float>, ptr %t343, align 64
  %t345 = fadd <16 x float> %t344, %t96
  %t346 = mul i64 %t321, %size.n
  %t347 = add i64 %t89, 16
  %t348 = add i64 %t346, %t347
  %t349 = getelementptr i16, ptr %buf.res, i64 %t348
  %t350 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t349, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t351 = zext <16 x i16> %t350 to <16 x i32>
  %t352 = shl <16 x i32> %t351, splat (i32 16)
  %t353 = bitcast <16 x i32> %t352 to <16 x float>
  %t354 = fadd <16 x float> %t345, %t353
  %t355 = fcmp olt <16 x float> %t354, splat (float 0x0000000000000000)
  %t356 = select <16 x i1> %t355, <16 x float> splat (float 0x0000000000000000), <16 x float> %t354
  %t357 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t356)
  %t358 = bitcast <16 x bfloat> %t357 to <16 x i16>
  %t359 = getelementptr i16, ptr %t324, i64 16
  %t360 = or <16 x i1> %t104, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t358, ptr align 2 %t359, <16 x i1> %t360)
  br label %rowdone316
rowdone316:
  %t361 = add i64 %t314, 1
  %t362 = icmp eq i64 %t361, %size.wp
  %t363 = add i64 %t313, 1
  %t364 = select i1 %t362, i64 %t363, i64 %t313
  %t365 = select i1 %t362, i64 0, i64 %t361
  %t368 = icmp slt i64 %t365, %size.ow
  br i1 %t368, label %row366, label %rowdone367
row366:
  %t369 = mul i64 %t66, %size.oh
  %t370 = add i64 %t369, %t364
  %t371 = mul i64 %t370, %size.ow
  %t372 = add i64 %t371, %t365
  %t373 = mul i64 %t372, %size.n
  %t374 = add i64 %t373, %t89
  %t375 = getelementptr i16, ptr %buf.c, i64 %t374
  %t376 = getelementptr <16 x float>, ptr %tile, i64 10
  %t377 = load <16 x float>, ptr %t376, align 64
  %t378 = fadd <16 x float> %t377, %t93
  %t379 = mul i64 %t372, %size.n
  %t380 = add i64 %t89, 0
  %t381 = add i64 %t379, %t380
  %t382 = getelementptr i16, ptr %buf.res, i64 %t381
  %t383 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t382, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t384 = zext <16 x i16> %t383 to <16 x i32>
  %t385 = shl <16 x i32> %t384, splat (i32 16)
  %t386 = bitcast <16 x i32> %t385 to <16 x float>
  %t387 = fadd <16 x float> %t378, %t386
  %t388 = fcmp olt <16 x float> %t387, splat (float 0x0000000000000000)
  %t389 = select <16 x i1> %t388, <16 x float> splat (float 0x0000000000000000), <16 x float> %t387
  %t390 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t389)
  %t391 = bitcast <16 x bfloat> %t390 to <16 x i16>
  %t392 = getelementptr i16, ptr %t375, i64 0
  %t393 = or <16 x i1> %t100, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t391, ptr align 2 %t392, <16 x i1> %t393)
  %t394 = getelementptr <16 x float>, ptr %tile, i64 11
  %t395 = load <16 x float>, ptr %t394, align 64
  %t396 = fadd <16 x float> %t395, %t96
  %t397 = mul i64 %t372, %size.n
  %t398 = add i64 %t89, 16
  %t399 = add i64 %t397, %t398
  %t400 = getelementptr i16, ptr %buf.res, i64 %t399
  %t401 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t400, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t402 = zext <16 x i16> %t401 to <16 x i32>
  %t403 = shl <16 x i32> %t402, splat (i32 16)
  %t404 = bitcast <16 x i32> %t403 to <16 x float>
  %t405 = fadd <16 x float> %t396, %t404
  %t406 = fcmp olt <16 x float> %t405, splat (float 0x0000000000000000)
  %t407 = select <16 x i1> %t406, <16 x float> splat (float 0x0000000000000000), <16 x float> %t405
  %t408 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t407)
  %t409 = bitcast <16 x bfloat> %t408 to <16 x i16>
  %t410 = getelementptr i16, ptr %t375, i64 16
  %t411 = or <16 x i1> %t104, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t409, ptr align 2 %t410, <16 x i1> %t411)
  br label %rowdone367
rowdone367:
  %t412 = add i64 %t365, 1
  %t413 = icmp eq i64 %t412, %size.wp
  %t414 = add i64 %t364, 1
  %t415 = select i1 %t413, i64 %t414, i64 %t364
  %t416 = select i1 %t413, i64 0, i64 %t412
  %t419 = icmp slt i64 %t416, %size.ow
  br i1 %t419, label %row417, label %rowdone418
row417:
  %t420 = mul i64 %t66, %size.oh
  %t421 = add i64 %t420, %t415
  %t422 = mul i64 %t421, %size.ow
  %t423 = add i64 %t422, %t416
  %t424 = mul i64 %t423, %size.n
  %t425 = add i64 %t424, %t89
  %t426 = getelementptr i16, ptr %buf.c, i64 %t425
  %t427 = getelementptr <16 x float>, ptr %tile, i64 12
  %t428 = load <16 x float>, ptr %t427, align 64
  %t429 = fadd <16 x float> %t428, %t93
  %t430 = mul i64 %t423, %size.n
  %t431 = add i64 %t89, 0
  %t432 = add i64 %t430, %t431
  %t433 = getelementptr i16, ptr %buf.res, i64 %t432
  %t434 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t433, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t435 = zext <16 x i16> %t434 to <16 x i32>
  %t436 = shl <16 x i32> %t435, splat (i32 16)
  %t437 = bitcast <16 x i32> %t436 to <16 x float>
  %t438 = fadd <16 x float> %t429, %t437
  %t439 = fcmp olt <16 x float> %t438, splat (float 0x0000000000000000)
  %t440 = select <16 x i1> %t439, <16 x float> splat (float 0x0000000000000000), <16 x float> %t438
  %t441 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t440)
  %t442 = bitcast <16 x bfloat> %t441 to <16 x i16>
  %t443 = getelementptr i16, ptr %t426, i64 0
  %t444 = or <16 x i1> %t100, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t442, ptr align 2 %t443, <16 x i1> %t444)
  %t445 = getelementptr <16 x float>, ptr %tile, i64 13
  %t446 = load <16 x float>, ptr %t445, align 64
  %t447 = fadd <16 x float> %t446, %t96
  %t448 = mul i64 %t423, %size.n
  %t449 = add i64 %t89, 16
  %t450 = add i64 %t448, %t449
  %t451 = getelementptr i16, ptr %buf.res, i64 %t450
  %t452 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t451, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t453 = zext <16 x i16> %t452 to <16 x i32>
  %t454 = shl <16 x i32> %t453, splat (i32 16)
  %t455 = bitcast <16 x i32> %t454 to <16 x float>
  %t456 = fadd <16 x float> %t447, %t455
  %t457 = fcmp olt <16 x float> %t456, splat (float 0x0000000000000000)
  %t458 = select <16 x i1> %t457, <16 x float> splat (float 0x0000000000000000), <16 x float> %t456
  %t459 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t458)
  %t460 = bitcast <16 x bfloat> %t459 to <16 x i16>
  %t461 = getelementptr i16, ptr %t426, i64 16
  %t462 = or <16 x i1> %t104, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t460, ptr align 2 %t461, <16 x i1> %t462)
  br label %rowdone418
rowdone418:
  %t463 = add i64 %t416, 1
  %t464 = icmp eq i64 %t463, %size.wp
  %t465 = add i64 %t415, 1
  %t466 = select i1 %t464, i64 %t465, i64 %t415
  %t467 = select i1 %t464, i64 0, i64 %t463
  %t470 = icmp slt i64 %t467, %size.ow
  br i1 %t470, label %row468, label %rowdone469
row468:
  %t471 = mul i64 %t66, %size.oh
  %t472 = add i64 %t471, %t466
  %t473 = mul i64 %t472, %size.ow
  %t474 = add i64 %t473, %t467
  %t475 = mul i64 %t474, %size.n
  %t476 = add i64 %t475, %t89
  %t477 = getelementptr i16, ptr %buf.c, i64 %t476
  %t478 = getelementptr <16 x float>, ptr %tile, i64 14
  %t479 = load <16 x float>, ptr %t478, align 64
  %t480 = fadd <16 x float> %t479, %t93
  %t481 = mul i64 %t474, %size.n
  %t482 = add i64 %t89, 0
  %t483 = add i64 %t481, %t482
  %t484 = getelementptr i16, ptr %buf.res, i64 %t483
  %t485 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t484, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t486 = zext <16 x i16> %t485 to <16 x i32>
  %t487 = shl <16 x i32> %t486, splat (i32 16)
  %t488 = bitcast <16 x i32> %t487 to <16 x float>
  %t489 = fadd <16 x float> %t480, %t488
  %t490 = fcmp olt <16 x float> %t489, splat (float 0x0000000000000000)
  %t491 = select <16 x i1> %t490, <16 x float> splat (float 0x0000000000000000), <16 x float> %t489
  %t492 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t491)
  %t493 = bitcast <16 x bfloat> %t492 to <16 x i16>
  %t494 = getelementptr i16, ptr %t477, i64 0
  %t495 = or <16 x i1> %t100, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t493, ptr align 2 %t494, <16 x i1> %t495)
  %t496 = getelementptr <16 x float>, ptr %tile, i64 15
  %t497 = load <16 x float>, ptr %t496, align 64
  %t498 = fadd <16 x float> %t497, %t96
  %t499 = mul i64 %t474, %size.n
  %t500 = add i64 %t89, 16
  %t501 = add i64 %t499, %t500
  %t502 = getelementptr i16, ptr %buf.res, i64 %t501
  %t503 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t502, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t504 = zext <16 x i16> %t503 to <16 x i32>
  %t505 = shl <16 x i32> %t504, splat (i32 16)
  %t506 = bitcast <16 x i32> %t505 to <16 x float>
  %t507 = fadd <16 x float> %t498, %t506
  %t508 = fcmp olt <16 x float> %t507, splat (float 0x0000000000000000)
  %t509 = select <16 x i1> %t508, <16 x float> splat (float 0x0000000000000000), <16 x float> %t507
  %t510 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t509)
  %t511 = bitcast <16 x bfloat> %t510 to <16 x i16>
  %t512 = getelementptr i16, ptr %t477, i64 16
  %t513 = or <16 x i1> %t104, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t511, ptr align 2 %t512, <16 x i1> %t513)
  br label %rowdone469
rowdone469:
  %t514 = add i64 %t467, 1
  %t515 = icmp eq i64 %t514, %size.wp
  %t516 = add i64 %t466, 1
  %t517 = select i1 %t515, i64 %t516, i64 %t466
  %t518 = select i1 %t515, i64 0, i64 %t514
  %t521 = icmp slt i64 %t518, %size.ow
  br i1 %t521, label %row519, label %rowdone520
row519:
  %t522 = mul i64 %t66, %size.oh
  %t523 = add i64 %t522, %t517
  %t524 = mul i64 %t523, %size.ow
  %t525 = add i64 %t524, %t518
  %t526 = mul i64 %t525, %size.n
  %t527 = add i64 %t526, %t89
  %t528 = getelementptr i16, ptr %buf.c, i64 %t527
  %t529 = getelementptr <16 x float>, ptr %tile, i64 16
  %t530 = load <16 x float>, ptr %t529, align 64
  %t531 = fadd <16 x float> %t530, %t93
  %t532 = mul i64 %t525, %size.n
  %t533 = add i64 %t89, 0
  %t534 = add i64 %t532, %t533
  %t535 = getelementptr i16, ptr %buf.res, i64 %t534
  %t536 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t535, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t537 = zext <16 x i16> %t536 to <16 x i32>
  %t538 = shl <16 x i32> %t537, splat (i32 16)
  %t539 = bitcast <16 x i32> %t538 to <16 x float>
  %t540 = fadd <16 x float> %t531, %t539
  %t541 = fcmp olt <16 x float> %t540, splat (float 0x0000000000000000)
  %t542 = select <16 x i1> %t541, <16 x float> splat (float 0x0000000000000000), <16 x float> %t540
  %t543 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t542)
  %t544 = bitcast <16 x bfloat> %t543 to <16 x i16>
  %t545 = getelementptr i16, ptr %t528, i64 0
  %t546 = or <16 x i1> %t100, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t544, ptr align 2 %t545, <16 x i1> %t546)
  %t547 = getelementptr <16 x float>, ptr %tile, i64 17
  %t548 = load <16 x float>, ptr %t547, align 64
  %t549 = fadd <16 x float> %t548, %t96
  %t550 = mul i64 %t525, %size.n
  %t551 = add i64 %t89, 16
  %t552 = add i64 %t550, %t551
  %t553 = getelementptr i16, ptr %buf.res, i64 %t552
  %t554 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t553, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t555 = zext <16 x i16> %t554 to <16 x i32>
  %t556 = shl <16 x i32> %t555, splat (i32 16)
  %t557 = bitcast <16 x i32> %t556 to <16 x float>
  %t558 = fadd <16 x float> %t549, %t557
  %t559 = fcmp olt <16 x float> %t558, splat (float 0x0000000000000000)
  %t560 = select <16 x i1> %t559, <16 x float> splat (float 0x0000000000000000), <16 x float> %t558
  %t561 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t560)
  %t562 = bitcast <16 x bfloat> %t561 to <16 x i16>
  %t563 = getelementptr i16, ptr %t528, i64 16
  %t564 = or <16 x i1> %t104, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t562, ptr align 2 %t563, <16 x i1> %t564)
  br label %rowdone520
rowdone520:
  %t565 = add i64 %t518, 1
  %t566 = icmp eq i64 %t565, %size.wp
  %t567 = add i64 %t517, 1
  %t568 = select i1 %t566, i64 %t567, i64 %t517
  %t569 = select i1 %t566, i64 0, i64 %t565
  %t572 = icmp slt i64 %t569, %size.ow
  br i1 %t572, label %row570, label %rowdone571
row570:
  %t573 = mul i64 %t66, %size.oh
  %t574 = add i64 %t573, %t568
  %t575 = mul i64 %t574, %size.ow
  %t576 = add i64 %t575, %t569
  %t577 = mul i64 %t576, %size.n
  %t578 = add i64 %t577, %t89
  %t579 = getelementptr i16, ptr %buf.c, i64 %t578
  %t580 = getelementptr <16 x float>, ptr %tile, i64 18
  %t581 = load <16 x float>, ptr %t580, align 64
  %t582 = fadd <16 x float> %t581, %t93
  %t583 = mul i64 %t576, %size.n
  %t584 = add i64 %t89, 0
  %t585 = add i64 %t583, %t584
  %t586 = getelementptr i16, ptr %buf.res, i64 %t585
  %t587 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t586, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t588 = zext <16 x i16> %t587 to <16 x i32>
  %t589 = shl <16 x i32> %t588, splat (i32 16)
  %t590 = bitcast <16 x i32> %t589 to <16 x float>
  %t591 = fadd <16 x float> %t582, %t590
  %t592 = fcmp olt <16 x float> %t591, splat (float 0x0000000000000000)
  %t593 = select <16 x i1> %t592, <16 x float> splat (float 0x0000000000000000), <16 x float> %t591
  %t594 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t593)
  %t595 = bitcast <16 x bfloat> %t594 to <16 x i16>
  %t596 = getelementptr i16, ptr %t579, i64 0
  %t597 = or <16 x i1> %t100, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t595, ptr align 2 %t596, <16 x i1> %t597)
  %t598 = getelementptr <16 x float>, ptr %tile, i64 19
  %t599 = load <16 x float>, ptr %t598, align 64
  %t600 = fadd <16 x float> %t599, %t96
  %t601 = mul i64 %t576, %size.n
  %t602 = add i64 %t89, 16
  %t603 = add i64 %t601, %t602
  %t604 = getelementptr i16, ptr %buf.res, i64 %t603
  %t605 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t604, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t606 = zext <16 x i16> %t605 to <16 x i32>
  %t607 = shl <16 x i32> %t606, splat (i32 16)
  %t608 = bitcast <16 x i32> %t607 to <16 x float>
  %t609 = fadd <16 x float> %t600, %t608
  %t610 = fcmp olt <16 x float> %t609, splat (float 0x0000000000000000)
  %t611 = select <16 x i1> %t610, <16 x float> splat (float 0x0000000000000000), <16 x float> %t609
  %t612 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t611)
  %t613 = bitcast <16 x bfloat> %t612 to <16 x i16>
  %t614 = getelementptr i16, ptr %t579, i64 16
  %t615 = or <16 x i1> %t104, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t613, ptr align 2 %t614, <16 x i1> %t615)
  br label %rowdone571
rowdone571:
  %t616 = add i64 %t569, 1
  %t617 = icmp eq i64 %t616, %size.wp
  %t618 = add i64 %t568, 1
  %t619 = select i1 %t617, i64 %t618, i64 %t568
  %t620 = select i1 %t617, i64 0, i64 %t616
  %t623 = icmp slt i64 %t620, %size.ow
  br i1 %t623, label %row621, label %rowdone622
row621:
  %t624 = mul i64 %t66, %size.oh
  %t625 = add i64 %t624, %t619
  %t626 = mul i64 %t625, %size.ow
  %t627 = add i64 %t626, %t620
  %t628 = mul i64 %t627, %size.n
  %t629 = add i64 %t628, %t89
  %t630 = getelementptr i16, ptr %buf.c, i64 %t629
  %t631 = getelementptr <16 x float>, ptr %tile, i64 20
  %t632 = load <16 x float>, ptr %t631, align 64
  %t633 = fadd <16 x float> %t632, %t93
  %t634 = mul i64 %t627, %size.n
  %t635 = add i64 %t89, 0
  %t636 = add i64 %t634, %t635
  %t637 = getelementptr i16, ptr %buf.res, i64 %t636
  %t638 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t637, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t639 = zext <16 x i16> %t638 to <16 x i32>
  %t640 = shl <16 x i32> %t639, splat (i32 16)
  %t641 = bitcast <16 x i32> %t640 to <16 x float>
  %t642 = fadd <16 x float> %t633, %t641
  %t643 = fcmp olt <16 x float> %t642, splat (float 0x0000000000000000)
  %t644 = select <16 x i1> %t643, <16 x float> splat (float 0x0000000000000000), <16 x float> %t642
  %t645 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t644)
  %t646 = bitcast <16 x bfloat> %t645 to <16 x i16>
  %t647 = getelementptr i16, ptr %t630, i64 0
  %t648 = or <16 x i1> %t100, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t646, ptr align 2 %t647, <16 x i1> %t648)
  %t649 = getelementptr <16 x float>, ptr %tile, i64 21
  %t650 = load <16 x float>, ptr %t649, align 64
  %t651 = fadd <16 x float> %t650, %t96
  %t652 = mul i64 %t627, %size.n
  %t653 = add i64 %t89, 16
  %t654 = add i64 %t652, %t653
  %t655 = getelementptr i16, ptr %buf.res, i64 %t654
  %t656 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t655, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t657 = zext <16 x i16> %t656 to <16 x i32>
  %t658 = shl <16 x i32> %t657, splat (i32 16)
  %t659 = bitcast <16 x i32> %t658 to <16 x float>
  %t660 = fadd <16 x float> %t651, %t659
  %t661 = fcmp olt <16 x float> %t660, splat (float 0x0000000000000000)
  %t662 = select <16 x i1> %t661, <16 x float> splat (float 0x0000000000000000), <16 x float> %t660
  %t663 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t662)
  %t664 = bitcast <16 x bfloat> %t663 to <16 x i16>
  %t665 = getelementptr i16, ptr %t630, i64 16
  %t666 = or <16 x i1> %t104, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t664, ptr align 2 %t665, <16 x i1> %t666)
  br label %rowdone622
rowdone622:
  %t667 = add i64 %t620, 1
  %t668 = icmp eq i64 %t667, %size.wp
  %t669 = add i64 %t619, 1
  %t670 = select i1 %t668, i64 %t669, i64 %t619
  %t671 = select i1 %t668, i64 0, i64 %t667
  %t674 = icmp slt i64 %t671, %size.ow
  br i1 %t674, label %row672, label %rowdone673
row672:
  %t675 = mul i64 %t66, %size.oh
  %t676 = add i64 %t675, %t670
  %t677 = mul i64 %t676, %size.ow
  %t678 = add i64 %t677, %t671
  %t679 = mul i64 %t678, %size.n
  %t680 = add i64 %t679, %t89
  %t681 = getelementptr i16, ptr %buf.c, i64 %t680
  %t682 = getelementptr <16 x float>, ptr %tile, i64 22
  %t683 = load <16 x float>, ptr %t682, align 64
  %t684 = fadd <16 x float> %t683, %t93
  %t685 = mul i64 %t678, %size.n
  %t686 = add i64 %t89, 0
  %t687 = add i64 %t685, %t686
  %t688 = getelementptr i16, ptr %buf.res, i64 %t687
  %t689 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t688, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t690 = zext <16 x i16> %t689 to <16 x i32>
  %t691 = shl <16 x i32> %t690, splat (i32 16)
  %t692 = bitcast <16 x i32> %t691 to <16 x float>
  %t693 = fadd <16 x float> %t684, %t692
  %t694 = fcmp olt <16 x float> %t693, splat (float 0x0000000000000000)
  %t695 = select <16 x i1> %t694, <16 x float> splat (float 0x0000000000000000), <16 x float> %t693
  %t696 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t695)
  %t697 = bitcast <16 x bfloat> %t696 to <16 x i16>
  %t698 = getelementptr i16, ptr %t681, i64 0
  %t699 = or <16 x i1> %t100, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t697, ptr align 2 %t698, <16 x i1> %t699)
  %t700 = getelementptr <16 x float>, ptr %tile, i64 23
  %t701 = load <16 x float>, ptr %t700, align 64
  %t702 = fadd <16 x float> %t701, %t96
  %t703 = mul i64 %t678, %size.n
  %t704 = add i64 %t89, 16
  %t705 = add i64 %t703, %t704
  %t706 = getelementptr i16, ptr %buf.res, i64 %t705
  %t707 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t706, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t708 = zext <16 x i16> %t707 to <16 x i32>
  %t709 = shl <16 x i32> %t708, splat (i32 16)
  %t710 = bitcast <16 x i32> %t709 to <16 x float>
  %t711 = fadd <16 x float> %t702, %t710
  %t712 = fcmp olt <16 x float> %t711, splat (float 0x0000000000000000)
  %t713 = select <16 x i1> %t712, <16 x float> splat (float 0x0000000000000000), <16 x float> %t711
  %t714 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t713)
  %t715 = bitcast <16 x bfloat> %t714 to <16 x i16>
  %t716 = getelementptr i16, ptr %t681, i64 16
  %t717 = or <16 x i1> %t104, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t715, ptr align 2 %t716, <16 x i1> %t717)
  br label %rowdone673
rowdone673:
  %t718 = add i64 %t671, 1
  %t719 = icmp eq i64 %t718, %size.wp
  %t720 = add i64 %t670, 1
  %t721 = select i1 %t719, i64 %t720, i64 %t670
  %t722 = select i1 %t719, i64 0, i64 %t718
  %t725 = icmp slt i64 %t722, %size.ow
  br i1 %t725, label %row723, label %rowdone724
row723:
  %t726 = mul i64 %t66, %size.oh
  %t727 = add i64 %t726, %t721
  %t728 = mul i64 %t727, %size.ow
  %t729 = add i64 %t728, %t722
  %t730 = mul i64 %t729, %size.n
  %t731 = add i64 %t730, %t89
  %t732 = getelementptr i16, ptr %buf.c, i64 %t731
  %t733 = getelementptr <16 x float>, ptr %tile, i64 24
  %t734 = load <16 x float>, ptr %t733, align 64
  %t735 = fadd <16 x float> %t734, %t93
  %t736 = mul i64 %t729, %size.n
  %t737 = add i64 %t89, 0
  %t738 = add i64 %t736, %t737
  %t739 = getelementptr i16, ptr %buf.res, i64 %t738
  %t740 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t739, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t741 = zext <16 x i16> %t740 to <16 x i32>
  %t742 = shl <16 x i32> %t741, splat (i32 16)
  %t743 = bitcast <16 x i32> %t742 to <16 x float>
  %t744 = fadd <16 x float> %t735, %t743
  %t745 = fcmp olt <16 x float> %t744, splat (float 0x0000000000000000)
  %t746 = select <16 x i1> %t745, <16 x float> splat (float 0x0000000000000000), <16 x float> %t744
  %t747 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t746)
  %t748 = bitcast <16 x bfloat> %t747 to <16 x i16>
  %t749 = getelementptr i16, ptr %t732, i64 0
  %t750 = or <16 x i1> %t100, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t748, ptr align 2 %t749, <16 x i1> %t750)
  %t751 = getelementptr <16 x float>, ptr %tile, i64 25
  %t752 = load <16 x float>, ptr %t751, align 64
  %t753 = fadd <16 x float> %t752, %t96
  %t754 = mul i64 %t729, %size.n
  %t755 = add i64 %t89, 16
  %t756 = add i64 %t754, %t755
  %t757 = getelementptr i16, ptr %buf.res, i64 %t756
  %t758 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t757, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t759 = zext <16 x i16> %t758 to <16 x i32>
  %t760 = shl <16 x i32> %t759, splat (i32 16)
  %t761 = bitcast <16 x i32> %t760 to <16 x float>
  %t762 = fadd <16 x float> %t753, %t761
  %t763 = fcmp olt <16 x float> %t762, splat (float 0x0000000000000000)
  %t764 = select <16 x i1> %t763, <16 x float> splat (float 0x0000000000000000), <16 x float> %t762
  %t765 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t764)
  %t766 = bitcast <16 x bfloat> %t765 to <16 x i16>
  %t767 = getelementptr i16, ptr %t732, i64 16
  %t768 = or <16 x i1> %t104, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t766, ptr align 2 %t767, <16 x i1> %t768)
  br label %rowdone724
rowdone724:
  %t769 = add i64 %t722, 1
  %t770 = icmp eq i64 %t769, %size.wp
  %t771 = add i64 %t721, 1
  %t772 = select i1 %t770, i64 %t771, i64 %t721
  %t773 = select i1 %t770, i64 0, i64 %t769
  %t776 = icmp slt i64 %t773, %size.ow
  br i1 %t776, label %row774, label %rowdone775
row774:
  %t777 = mul i64 %t66, %size.oh
  %t778 = add i64 %t777, %t772
  %t779 = mul i64 %t778, %size.ow
  %t780 = add i64 %t779, %t773
  %t781 = mul i64 %t780, %size.n
  %t782 = add i64 %t781, %t89
  %t783 = getelementptr i16, ptr %buf.c, i64 %t782
  %t784 = getelementptr <16 x float>, ptr %tile, i64 26
  %t785 = load <16 x float>, ptr %t784, align 64
  %t786 = fadd <16 x float> %t785, %t93
  %t787 = mul i64 %t780, %size.n
  %t788 = add i64 %t89, 0
  %t789 = add i64 %t787, %t788
  %t790 = getelementptr i16, ptr %buf.res, i64 %t789
  %t791 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t790, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t792 = zext <16 x i16> %t791 to <16 x i32>
  %t793 = shl <16 x i32> %t792, splat (i32 16)
  %t794 = bitcast <16 x i32> %t793 to <16 x float>
  %t795 = fadd <16 x float> %t786, %t794
  %t796 = fcmp olt <16 x float> %t795, splat (float 0x0000000000000000)
  %t797 = select <16 x i1> %t796, <16 x float> splat (float 0x0000000000000000), <16 x float> %t795
  %t798 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t797)
  %t799 = bitcast <16 x bfloat> %t798 to <16 x i16>
  %t800 = getelementptr i16, ptr %t783, i64 0
  %t801 = or <16 x i1> %t100, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t799, ptr align 2 %t800, <16 x i1> %t801)
  %t802 = getelementptr <16 x float>, ptr %tile, i64 27
  %t803 = load <16 x float>, ptr %t802, align 64
  %t804 = fadd <16 x float> %t803, %t96
  %t805 = mul i64 %t780, %size.n
  %t806 = add i64 %t89, 16
  %t807 = add i64 %t805, %t806
  %t808 = getelementptr i16, ptr %buf.res, i64 %t807
  %t809 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t808, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t810 = zext <16 x i16> %t809 to <16 x i32>
  %t811 = shl <16 x i32> %t810, splat (i32 16)
  %t812 = bitcast <16 x i32> %t811 to <16 x float>
  %t813 = fadd <16 x float> %t804, %t812
  %t814 = fcmp olt <16 x float> %t813, splat (float 0x0000000000000000)
  %t815 = select <16 x i1> %t814, <16 x float> splat (float 0x0000000000000000), <16 x float> %t813
  %t816 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t815)
  %t817 = bitcast <16 x bfloat> %t816 to <16 x i16>
  %t818 = getelementptr i16, ptr %t783, i64 16
  %t819 = or <16 x i1> %t104, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t817, ptr align 2 %t818, <16 x i1> %t819)
  br label %rowdone775
rowdone775:
  %t820 = add i64 %t773, 1
  %t821 = icmp eq i64 %t820, %size.wp
  %t822 = add i64 %t772, 1
  %t823 = select i1 %t821, i64 %t822, i64 %t772
  %t824 = select i1 %t821, i64 0, i64 %t820
  %t827 = icmp slt i64 %t824, %size.ow
  br i1 %t827, label %row825, label %rowdone826
row825:
  %t828 = mul i64 %t66, %size.oh
  %t829 = add i64 %t828, %t823
  %t830 = mul i64 %t829, %size.ow
  %t831 = add i64 %t830, %t824
  %t832 = mul i64 %t831, %size.n
  %t833 = add i64 %t832, %t89
  %t834 = getelementptr i16, ptr %buf.c, i64 %t833
  %t835 = getelementptr <16 x float>, ptr %tile, i64 28
  %t836 = load <16 x float>, ptr %t835, align 64
  %t837 = fadd <16 x float> %t836, %t93
  %t838 = mul i64 %t831, %size.n
  %t839 = add i64 %t89, 0
  %t840 = add i64 %t838, %t839
  %t841 = getelementptr i16, ptr %buf.res, i64 %t840
  %t842 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t841, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t843 = zext <16 x i16> %t842 to <16 x i32>
  %t844 = shl <16 x i32> %t843, splat (i32 16)
  %t845 = bitcast <16 x i32> %t844 to <16 x float>
  %t846 = fadd <16 x float> %t837, %t845
  %t847 = fcmp olt <16 x float> %t846, splat (float 0x0000000000000000)
  %t848 = select <16 x i1> %t847, <16 x float> splat (float 0x0000000000000000), <16 x float> %t846
  %t849 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t848)
  %t850 = bitcast <16 x bfloat> %t849 to <16 x i16>
  %t851 = getelementptr i16, ptr %t834, i64 0
  %t852 = or <16 x i1> %t100, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t850, ptr align 2 %t851, <16 x i1> %t852)
  %t853 = getelementptr <16 x float>, ptr %tile, i64 29
  %t854 = load <16 x float>, ptr %t853, align 64
  %t855 = fadd <16 x float> %t854, %t96
  %t856 = mul i64 %t831, %size.n
  %t857 = add i64 %t89, 16
  %t858 = add i64 %t856, %t857
  %t859 = getelementptr i16, ptr %buf.res, i64 %t858
  %t860 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t859, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t861 = zext <16 x i16> %t860 to <16 x i32>
  %t862 = shl <16 x i32> %t861, splat (i32 16)
  %t863 = bitcast <16 x i32> %t862 to <16 x float>
  %t864 = fadd <16 x float> %t855, %t863
  %t865 = fcmp olt <16 x float> %t864, splat (float 0x0000000000000000)
  %t866 = select <16 x i1> %t865, <16 x float> splat (float 0x0000000000000000), <16 x float> %t864
  %t867 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t866)
  %t868 = bitcast <16 x bfloat> %t867 to <16 x i16>
  %t869 = getelementptr i16, ptr %t834, i64 16
  %t870 = or <16 x i1> %t104, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t868, ptr align 2 %t869, <16 x i1> %t870)
  br label %rowdone826
rowdone826:
  %t871 = add i64 %t824, 1
  %t872 = icmp eq i64 %t871, %size.wp
  %t873 = add i64 %t823, 1
  %t874 = select i1 %t872, i64 %t873, i64 %t823
  %t875 = select i1 %t872, i64 0, i64 %t871
  %t878 = icmp slt i64 %t875, %size.ow
  br i1 %t878, label %row876, label %rowdone877
row876:
  %t879 = mul i64 %t66, %size.oh
  %t880 = add i64 %t879, %t874
  %t881 = mul i64 %t880, %size.ow
  %t882 = add i64 %t881, %t875
  %t883 = mul i64 %t882, %size.n
  %t884 = add i64 %t883, %t89
  %t885 = getelementptr i16, ptr %buf.c, i64 %t884
  %t886 = getelementptr <16 x float>, ptr %tile, i64 30
  %t887 = load <16 x float>, ptr %t886, align 64
  %t888 = fadd <16 x float> %t887, %t93
  %t889 = mul i64 %t882, %size.n
  %t890 = add i64 %t89, 0
  %t891 = add i64 %t889, %t890
  %t892 = getelementptr i16, ptr %buf.res, i64 %t891
  %t893 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t892, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t894 = zext <16 x i16> %t893 to <16 x i32>
  %t895 = shl <16 x i32> %t894, splat (i32 16)
  %t896 = bitcast <16 x i32> %t895 to <16 x float>
  %t897 = fadd <16 x float> %t888, %t896
  %t898 = fcmp olt <16 x float> %t897, splat (float 0x0000000000000000)
  %t899 = select <16 x i1> %t898, <16 x float> splat (float 0x0000000000000000), <16 x float> %t897
  %t900 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t899)
  %t901 = bitcast <16 x bfloat> %t900 to <16 x i16>
  %t902 = getelementptr i16, ptr %t885, i64 0
  %t903 = or <16 x i1> %t100, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t901, ptr align 2 %t902, <16 x i1> %t903)
  %t904 = getelementptr <16 x float>, ptr %tile, i64 31
  %t905 = load <16 x float>, ptr %t904, align 64
  %t906 = fadd <16 x float> %t905, %t96
  %t907 = mul i64 %t882, %size.n
  %t908 = add i64 %t89, 16
  %t909 = add i64 %t907, %t908
  %t910 = getelementptr i16, ptr %buf.res, i64 %t909
  %t911 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t910, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t912 = zext <16 x i16> %t911 to <16 x i32>
  %t913 = shl <16 x i32> %t912, splat (i32 16)
  %t914 = bitcast <16 x i32> %t913 to <16 x float>
  %t915 = fadd <16 x float> %t906, %t914
  %t916 = fcmp olt <16 x float> %t915, splat (float 0x0000000000000000)
  %t917 = select <16 x i1> %t916, <16 x float> splat (float 0x0000000000000000), <16 x float> %t915
  %t918 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t917)
  %t919 = bitcast <16 x bfloat> %t918 to <16 x i16>
  %t920 = getelementptr i16, ptr %t885, i64 16
  %t921 = or <16 x i1> %t104, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t919, ptr align 2 %t920, <16 x i1> %t921)
  br label %rowdone877
rowdone877:
  %t922 = sdiv i64 %t78, %size.wp
  %t923 = srem i64 %t78, %size.wp
  %t926 = icmp slt i64 %t923, %size.ow
  br i1 %t926, label %row924, label %rowdone925
row924:
  %t927 = mul i64 %t73, %size.oh
  %t928 = add i64 %t927, %t922
  %t929 = mul i64 %t928, %size.ow
  %t930 = add i64 %t929, %t923
  %t931 = mul i64 %t930, %size.n
  %t932 = add i64 %t931, %t89
  %t933 = getelementptr i16, ptr %buf.c, i64 %t932
  %t934 = getelementptr <16 x float>, ptr %tile, i64 32
  %t935 = load <16 x float>, ptr %t934, align 64
  %t936 = fadd <16 x float> %t935, %t93
  %t937 = mul i64 %t930, %size.n
  %t938 = add i64 %t89, 0
  %t939 = add i64 %t937, %t938
  %t940 = getelementptr i16, ptr %buf.res, i64 %t939
  %t941 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t940, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t942 = zext <16 x i16> %t941 to <16 x i32>
  %t943 = shl <16 x i32> %t942, splat (i32 16)
  %t944 = bitcast <16 x i32> %t943 to <16 x float>
  %t945 = fadd <16 x float> %t936, %t944
  %t946 = fcmp olt <16 x float> %t945, splat (float 0x0000000000000000)
  %t947 = select <16 x i1> %t946, <16 x float> splat (float 0x0000000000000000), <16 x float> %t945
  %t948 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t947)
  %t949 = bitcast <16 x bfloat> %t948 to <16 x i16>
  %t950 = getelementptr i16, ptr %t933, i64 0
  %t951 = or <16 x i1> %t100, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t949, ptr align 2 %t950, <16 x i1> %t951)
  %t952 = getelementptr <16 x float>, ptr %tile, i64 33
  %t953 = load <16 x float>, ptr %t952, align 64
  %t954 = fadd <16 x float> %t953, %t96
  %t955 = mul i64 %t930, %size.n
  %t956 = add i64 %t89, 16
  %t957 = add i64 %t955, %t956
  %t958 = getelementptr i16, ptr %buf.res, i64 %t957
  %t959 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t958, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t960 = zext <16 x i16> %t959 to <16 x i32>
  %t961 = shl <16 x i32> %t960, splat (i32 16)
  %t962 = bitcast <16 x i32> %t961 to <16 x float>
  %t963 = fadd <16 x float> %t954, %t962
  %t964 = fcmp olt <16 x float> %t963, splat (float 0x0000000000000000)
  %t965 = select <16 x i1> %t964, <16 x float> splat (float 0x0000000000000000), <16 x float> %t963
  %t966 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t965)
  %t967 = bitcast <16 x bfloat> %t966 to <16 x i16>
  %t968 = getelementptr i16, ptr %t933, i64 16
  %t969 = or <16 x i1> %t104, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t967, ptr align 2 %t968, <16 x i1> %t969)
  br label %rowdone925
rowdone925:
  %t970 = add i64 %t923, 1
  %t971 = icmp eq i64 %t970, %size.wp
  %t972 = add i64 %t922, 1
  %t973 = select i1 %t971, i64 %t972, i64 %t922
  %t974 = select i1 %t971, i64 0, i64 %t970
  %t977 = icmp slt i64 %t974, %size.ow
  br i1 %t977, label %row975, label %rowdone976
row975:
  %t978 = mul i64 %t73, %size.oh
  %t979 = add i64 %t978, %t973
  %t980 = mul i64 %t979, %size.ow
  %t981 = add i64 %t980, %t974
  %t982 = mul i64 %t981, %size.n
  %t983 = add i64 %t982, %t89
  %t984 = getelementptr i16, ptr %buf.c, i64 %t983
  %t985 = getelementptr <16 x float>, ptr %tile, i64 34
  %t986 = load <16 x float>, ptr %t985, align 64
  %t987 = fadd <16 x float> %t986, %t93
  %t988 = mul i64 %t981, %size.n
  %t989 = add i64 %t89, 0
  %t990 = add i64 %t988, %t989
  %t991 = getelementptr i16, ptr %buf.res, i64 %t990
  %t992 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t991, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t993 = zext <16 x i16> %t992 to <16 x i32>
  %t994 = shl <16 x i32> %t993, splat (i32 16)
  %t995 = bitcast <16 x i32> %t994 to <16 x float>
  %t996 = fadd <16 x float> %t987, %t995
  %t997 = fcmp olt <16 x float> %t996, splat (float 0x0000000000000000)
  %t998 = select <16 x i1> %t997, <16 x float> splat (float 0x0000000000000000), <16 x float> %t996
  %t999 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t998)
  %t1000 = bitcast <16 x bfloat> %t999 to <16 x i16>
  %t1001 = getelementptr i16, ptr %t984, i64 0
  %t1002 = or <16 x i1> %t100, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1000, ptr align 2 %t1001, <16 x i1> %t1002)
  %t1003 = getelementptr <16 x float>, ptr %tile, i64 35
  %t1004 = load <16 x float>, ptr %t1003, align 64
  %t1005 = fadd <16 x float> %t1004, %t96
  %t1006 = mul i64 %t981, %size.n
  %t1007 = add i64 %t89, 16
  %t1008 = add i64 %t1006, %t1007
  %t1009 = getelementptr i16, ptr %buf.res, i64 %t1008
  %t1010 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1009, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1011 = zext <16 x i16> %t1010 to <16 x i32>
  %t1012 = shl <16 x i32> %t1011, splat (i32 16)
  %t1013 = bitcast <16 x i32> %t1012 to <16 x float>
  %t1014 = fadd <16 x float> %t1005, %t1013
  %t1015 = fcmp olt <16 x float> %t1014, splat (float 0x0000000000000000)
  %t1016 = select <16 x i1> %t1015, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1014
  %t1017 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1016)
  %t1018 = bitcast <16 x bfloat> %t1017 to <16 x i16>
  %t1019 = getelementptr i16, ptr %t984, i64 16
  %t1020 = or <16 x i1> %t104, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1018, ptr align 2 %t1019, <16 x i1> %t1020)
  br label %rowdone976
rowdone976:
  %t1021 = add i64 %t974, 1
  %t1022 = icmp eq i64 %t1021, %size.wp
  %t1023 = add i64 %t973, 1
  %t1024 = select i1 %t1022, i64 %t1023, i64 %t973
  %t1025 = select i1 %t1022, i64 0, i64 %t1021
  %t1028 = icmp slt i64 %t1025, %size.ow
  br i1 %t1028, label %row1026, label %rowdone1027
row1026:
  %t1029 = mul i64 %t73, %size.oh
  %t1030 = add i64 %t1029, %t1024
  %t1031 = mul i64 %t1030, %size.ow
  %t1032 = add i64 %t1031, %t1025
  %t1033 = mul i64 %t1032, %size.n
  %t1034 = add i64 %t1033, %t89
  %t1035 = getelementptr i16, ptr %buf.c, i64 %t1034
  %t1036 = getelementptr <16 x float>, ptr %tile, i64 36
  %t1037 = load <16 x float>, ptr %t1036, align 64
  %t1038 = fadd <16 x float> %t1037, %t93
  %t1039 = mul i64 %t1032, %size.n
  %t1040 = add i64 %t89, 0
  %t1041 = add i64 %t1039, %t1040
  %t1042 = getelementptr i16, ptr %buf.res, i64 %t1041
  %t1043 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1042, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1044 = zext <16 x i16> %t1043 to <16 x i32>
  %t1045 = shl <16 x i32> %t1044, splat (i32 16)
  %t1046 = bitcast <16 x i32> %t1045 to <16 x float>
  %t1047 = fadd <16 x float> %t1038, %t1046
  %t1048 = fcmp olt <16 x float> %t1047, splat (float 0x0000000000000000)
  %t1049 = select <16 x i1> %t1048, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1047
  %t1050 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1049)
  %t1051 = bitcast <16 x bfloat> %t1050 to <16 x i16>
  %t1052 = getelementptr i16, ptr %t1035, i64 0
  %t1053 = or <16 x i1> %t100, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1051, ptr align 2 %t1052, <16 x i1> %t1053)
  %t1054 = getelementptr <16 x float>, ptr %tile, i64 37
  %t1055 = load <16 x float>, ptr %t1054, align 64
  %t1056 = fadd <16 x float> %t1055, %t96
  %t1057 = mul i64 %t1032, %size.n
  %t1058 = add i64 %t89, 16
  %t1059 = add i64 %t1057, %t1058
  %t1060 = getelementptr i16, ptr %buf.res, i64 %t1059
  %t1061 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1060, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1062 = zext <16 x i16> %t1061 to <16 x i32>
  %t1063 = shl <16 x i32> %t1062, splat (i32 16)
  %t1064 = bitcast <16 x i32> %t1063 to <16 x float>
  %t1065 = fadd <16 x float> %t1056, %t1064
  %t1066 = fcmp olt <16 x float> %t1065, splat (float 0x0000000000000000)
  %t1067 = select <16 x i1> %t1066, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1065
  %t1068 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1067)
  %t1069 = bitcast <16 x bfloat> %t1068 to <16 x i16>
  %t1070 = getelementptr i16, ptr %t1035, i64 16
  %t1071 = or <16 x i1> %t104, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1069, ptr align 2 %t1070, <16 x i1> %t1071)
  br label %rowdone1027
rowdone1027:
  %t1072 = add i64 %t1025, 1
  %t1073 = icmp eq i64 %t1072, %size.wp
  %t1074 = add i64 %t1024, 1
  %t1075 = select i1 %t1073, i64 %t1074, i64 %t1024
  %t1076 = select i1 %t1073, i64 0, i64 %t1072
  %t1079 = icmp slt i64 %t1076, %size.ow
  br i1 %t1079, label %row1077, label %rowdone1078
row1077:
  %t1080 = mul i64 %t73, %size.oh
  %t1081 = add i64 %t1080, %t1075
  %t1082 = mul i64 %t1081, %size.ow
  %t1083 = add i64 %t1082, %t1076
  %t1084 = mul i64 %t1083, %size.n
  %t1085 = add i64 %t1084, %t89
  %t1086 = getelementptr i16, ptr %buf.c, i64 %t1085
  %t1087 = getelementptr <16 x float>, ptr %tile, i64 38
  %t1088 = load <16 x float>, ptr %t1087, align 64
  %t1089 = fadd <16 x float> %t1088, %t93
  %t1090 = mul i64 %t1083, %size.n
  %t1091 = add i64 %t89, 0
  %t1092 = add i64 %t1090, %t1091
  %t1093 = getelementptr i16, ptr %buf.res, i64 %t1092
  %t1094 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1093, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1095 = zext <16 x i16> %t1094 to <16 x i32>
  %t1096 = shl <16 x i32> %t1095, splat (i32 16)
  %t1097 = bitcast <16 x i32> %t1096 to <16 x float>
  %t1098 = fadd <16 x float> %t1089, %t1097
  %t1099 = fcmp olt <16 x float> %t1098, splat (float 0x0000000000000000)
  %t1100 = select <16 x i1> %t1099, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1098
  %t1101 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1100)
  %t1102 = bitcast <16 x bfloat> %t1101 to <16 x i16>
  %t1103 = getelementptr i16, ptr %t1086, i64 0
  %t1104 = or <16 x i1> %t100, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1102, ptr align 2 %t1103, <16 x i1> %t1104)
  %t1105 = getelementptr <16 x float>, ptr %tile, i64 39
  %t1106 = load <16 x float>, ptr %t1105, align 64
  %t1107 = fadd <16 x float> %t1106, %t96
  %t1108 = mul i64 %t1083, %size.n
  %t1109 = add i64 %t89, 16
  %t1110 = add i64 %t1108, %t1109
  %t1111 = getelementptr i16, ptr %buf.res, i64 %t1110
  %t1112 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1111, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1113 = zext <16 x i16> %t1112 to <16 x i32>
  %t1114 = shl <16 x i32> %t1113, splat (i32 16)
  %t1115 = bitcast <16 x i32> %t1114 to <16 x float>
  %t1116 = fadd <16 x float> %t1107, %t1115
  %t1117 = fcmp olt <16 x float> %t1116, splat (float 0x0000000000000000)
  %t1118 = select <16 x i1> %t1117, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1116
  %t1119 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1118)
  %t1120 = bitcast <16 x bfloat> %t1119 to <16 x i16>
  %t1121 = getelementptr i16, ptr %t1086, i64 16
  %t1122 = or <16 x i1> %t104, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1120, ptr align 2 %t1121, <16 x i1> %t1122)
  br label %rowdone1078
rowdone1078:
  %t1123 = add i64 %t1076, 1
  %t1124 = icmp eq i64 %t1123, %size.wp
  %t1125 = add i64 %t1075, 1
  %t1126 = select i1 %t1124, i64 %t1125, i64 %t1075
  %t1127 = select i1 %t1124, i64 0, i64 %t1123
  %t1130 = icmp slt i64 %t1127, %size.ow
  br i1 %t1130, label %row1128, label %rowdone1129
row1128:
  %t1131 = mul i64 %t73, %size.oh
  %t1132 = add i64 %t1131, %t1126
  %t1133 = mul i64 %t1132, %size.ow
  %t1134 = add i64 %t1133, %t1127
  %t1135 = mul i64 %t1134, %size.n
  %t1136 = add i64 %t1135, %t89
  %t1137 = getelementptr i16, ptr %buf.c, i64 %t1136
  %t1138 = getelementptr <16 x float>, ptr %tile, i64 40
  %t1139 = load <16 x float>, ptr %t1138, align 64
  %t1140 = fadd <16 x float> %t1139, %t93
  %t1141 = mul i64 %t1134, %size.n
  %t1142 = add i64 %t89, 0
  %t1143 = add i64 %t1141, %t1142
  %t1144 = getelementptr i16, ptr %buf.res, i64 %t1143
  %t1145 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1144, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1146 = zext <16 x i16> %t1145 to <16 x i32>
  %t1147 = shl <16 x i32> %t1146, splat (i32 16)
  %t1148 = bitcast <16 x i32> %t1147 to <16 x float>
  %t1149 = fadd <16 x float> %t1140, %t1148
  %t1150 = fcmp olt <16 x float> %t1149, splat (float 0x0000000000000000)
  %t1151 = select <16 x i1> %t1150, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1149
  %t1152 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1151)
  %t1153 = bitcast <16 x bfloat> %t1152 to <16 x i16>
  %t1154 = getelementptr i16, ptr %t1137, i64 0
  %t1155 = or <16 x i1> %t100, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1153, ptr align 2 %t1154, <16 x i1> %t1155)
  %t1156 = getelementptr <16 x float>, ptr %tile, i64 41
  %t1157 = load <16 x float>, ptr %t1156, align 64
  %t1158 = fadd <16 x float> %t1157, %t96
  %t1159 = mul i64 %t1134, %size.n
  %t1160 = add i64 %t89, 16
  %t1161 = add i64 %t1159, %t1160
  %t1162 = getelementptr i16, ptr %buf.res, i64 %t1161
  %t1163 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1162, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1164 = zext <16 x i16> %t1163 to <16 x i32>
  %t1165 = shl <16 x i32> %t1164, splat (i32 16)
  %t1166 = bitcast <16 x i32> %t1165 to <16 x float>
  %t1167 = fadd <16 x float> %t1158, %t1166
  %t1168 = fcmp olt <16 x float> %t1167, splat (float 0x0000000000000000)
  %t1169 = select <16 x i1> %t1168, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1167
  %t1170 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1169)
  %t1171 = bitcast <16 x bfloat> %t1170 to <16 x i16>
  %t1172 = getelementptr i16, ptr %t1137, i64 16
  %t1173 = or <16 x i1> %t104, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1171, ptr align 2 %t1172, <16 x i1> %t1173)
  br label %rowdone1129
rowdone1129:
  %t1174 = add i64 %t1127, 1
  %t1175 = icmp eq i64 %t1174, %size.wp
  %t1176 = add i64 %t1126, 1
  %t1177 = select i1 %t1175, i64 %t1176, i64 %t1126
  %t1178 = select i1 %t1175, i64 0, i64 %t1174
  %t1181 = icmp slt i64 %t1178, %size.ow
  br i1 %t1181, label %row1179, label %rowdone1180
row1179:
  %t1182 = mul i64 %t73, %size.oh
  %t1183 = add i64 %t1182, %t1177
  %t1184 = mul i64 %t1183, %size.ow
  %t1185 = add i64 %t1184, %t1178
  %t1186 = mul i64 %t1185, %size.n
  %t1187 = add i64 %t1186, %t89
  %t1188 = getelementptr i16, ptr %buf.c, i64 %t1187
  %t1189 = getelementptr <16 x float>, ptr %tile, i64 42
  %t1190 = load <16 x float>, ptr %t1189, align 64
  %t1191 = fadd <16 x float> %t1190, %t93
  %t1192 = mul i64 %t1185, %size.n
  %t1193 = add i64 %t89, 0
  %t1194 = add i64 %t1192, %t1193
  %t1195 = getelementptr i16, ptr %buf.res, i64 %t1194
  %t1196 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1195, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1197 = zext <16 x i16> %t1196 to <16 x i32>
  %t1198 = shl <16 x i32> %t1197, splat (i32 16)
  %t1199 = bitcast <16 x i32> %t1198 to <16 x float>
  %t1200 = fadd <16 x float> %t1191, %t1199
  %t1201 = fcmp olt <16 x float> %t1200, splat (float 0x0000000000000000)
  %t1202 = select <16 x i1> %t1201, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1200
  %t1203 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1202)
  %t1204 = bitcast <16 x bfloat> %t1203 to <16 x i16>
  %t1205 = getelementptr i16, ptr %t1188, i64 0
  %t1206 = or <16 x i1> %t100, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1204, ptr align 2 %t1205, <16 x i1> %t1206)
  %t1207 = getelementptr <16 x float>, ptr %tile, i64 43
  %t1208 = load <16 x float>, ptr %t1207, align 64
  %t1209 = fadd <16 x float> %t1208, %t96
  %t1210 = mul i64 %t1185, %size.n
  %t1211 = add i64 %t89, 16
  %t1212 = add i64 %t1210, %t1211
  %t1213 = getelementptr i16, ptr %buf.res, i64 %t1212
  %t1214 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1213, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1215 = zext <16 x i16> %t1214 to <16 x i32>
  %t1216 = shl <16 x i32> %t1215, splat (i32 16)
  %t1217 = bitcast <16 x i32> %t1216 to <16 x float>
  %t1218 = fadd <16 x float> %t1209, %t1217
  %t1219 = fcmp olt <16 x float> %t1218, splat (float 0x0000000000000000)
  %t1220 = select <16 x i1> %t1219, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1218
  %t1221 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1220)
  %t1222 = bitcast <16 x bfloat> %t1221 to <16 x i16>
  %t1223 = getelementptr i16, ptr %t1188, i64 16
  %t1224 = or <16 x i1> %t104, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1222, ptr align 2 %t1223, <16 x i1> %t1224)
  br label %rowdone1180
rowdone1180:
  %t1225 = add i64 %t1178, 1
  %t1226 = icmp eq i64 %t1225, %size.wp
  %t1227 = add i64 %t1177, 1
  %t1228 = select i1 %t1226, i64 %t1227, i64 %t1177
  %t1229 = select i1 %t1226, i64 0, i64 %t1225
  %t1232 = icmp slt i64 %t1229, %size.ow
  br i1 %t1232, label %row1230, label %rowdone1231
row1230:
  %t1233 = mul i64 %t73, %size.oh
  %t1234 = add i64 %t1233, %t1228
  %t1235 = mul i64 %t1234, %size.ow
  %t1236 = add i64 %t1235, %t1229
  %t1237 = mul i64 %t1236, %size.n
  %t1238 = add i64 %t1237, %t89
  %t1239 = getelementptr i16, ptr %buf.c, i64 %t1238
  %t1240 = getelementptr <16 x float>, ptr %tile, i64 44
  %t1241 = load <16 x float>, ptr %t1240, align 64
  %t1242 = fadd <16 x float> %t1241, %t93
  %t1243 = mul i64 %t1236, %size.n
  %t1244 = add i64 %t89, 0
  %t1245 = add i64 %t1243, %t1244
  %t1246 = getelementptr i16, ptr %buf.res, i64 %t1245
  %t1247 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1246, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1248 = zext <16 x i16> %t1247 to <16 x i32>
  %t1249 = shl <16 x i32> %t1248, splat (i32 16)
  %t1250 = bitcast <16 x i32> %t1249 to <16 x float>
  %t1251 = fadd <16 x float> %t1242, %t1250
  %t1252 = fcmp olt <16 x float> %t1251, splat (float 0x0000000000000000)
  %t1253 = select <16 x i1> %t1252, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1251
  %t1254 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1253)
  %t1255 = bitcast <16 x bfloat> %t1254 to <16 x i16>
  %t1256 = getelementptr i16, ptr %t1239, i64 0
  %t1257 = or <16 x i1> %t100, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1255, ptr align 2 %t1256, <16 x i1> %t1257)
  %t1258 = getelementptr <16 x float>, ptr %tile, i64 45
  %t1259 = load <16 x float>, ptr %t1258, align 64
  %t1260 = fadd <16 x float> %t1259, %t96
  %t1261 = mul i64 %t1236, %size.n
  %t1262 = add i64 %t89, 16
  %t1263 = add i64 %t1261, %t1262
  %t1264 = getelementptr i16, ptr %buf.res, i64 %t1263
  %t1265 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1264, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1266 = zext <16 x i16> %t1265 to <16 x i32>
  %t1267 = shl <16 x i32> %t1266, splat (i32 16)
  %t1268 = bitcast <16 x i32> %t1267 to <16 x float>
  %t1269 = fadd <16 x float> %t1260, %t1268
  %t1270 = fcmp olt <16 x float> %t1269, splat (float 0x0000000000000000)
  %t1271 = select <16 x i1> %t1270, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1269
  %t1272 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1271)
  %t1273 = bitcast <16 x bfloat> %t1272 to <16 x i16>
  %t1274 = getelementptr i16, ptr %t1239, i64 16
  %t1275 = or <16 x i1> %t104, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1273, ptr align 2 %t1274, <16 x i1> %t1275)
  br label %rowdone1231
rowdone1231:
  %t1276 = add i64 %t1229, 1
  %t1277 = icmp eq i64 %t1276, %size.wp
  %t1278 = add i64 %t1228, 1
  %t1279 = select i1 %t1277, i64 %t1278, i64 %t1228
  %t1280 = select i1 %t1277, i64 0, i64 %t1276
  %t1283 = icmp slt i64 %t1280, %size.ow
  br i1 %t1283, label %row1281, label %rowdone1282
row1281:
  %t1284 = mul i64 %t73, %size.oh
  %t1285 = add i64 %t1284, %t1279
  %t1286 = mul i64 %t1285, %size.ow
  %t1287 = add i64 %t1286, %t1280
  %t1288 = mul i64 %t1287, %size.n
  %t1289 = add i64 %t1288, %t89
  %t1290 = getelementptr i16, ptr %buf.c, i64 %t1289
  %t1291 = getelementptr <16 x float>, ptr %tile, i64 46
  %t1292 = load <16 x float>, ptr %t1291, align 64
  %t1293 = fadd <16 x float> %t1292, %t93
  %t1294 = mul i64 %t1287, %size.n
  %t1295 = add i64 %t89, 0
  %t1296 = add i64 %t1294, %t1295
  %t1297 = getelementptr i16, ptr %buf.res, i64 %t1296
  %t1298 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1297, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1299 = zext <16 x i16> %t1298 to <16 x i32>
  %t1300 = shl <16 x i32> %t1299, splat (i32 16)
  %t1301 = bitcast <16 x i32> %t1300 to <16 x float>
  %t1302 = fadd <16 x float> %t1293, %t1301
  %t1303 = fcmp olt <16 x float> %t1302, splat (float 0x0000000000000000)
  %t1304 = select <16 x i1> %t1303, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1302
  %t1305 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1304)
  %t1306 = bitcast <16 x bfloat> %t1305 to <16 x i16>
  %t1307 = getelementptr i16, ptr %t1290, i64 0
  %t1308 = or <16 x i1> %t100, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1306, ptr align 2 %t1307, <16 x i1> %t1308)
  %t1309 = getelementptr <16 x float>, ptr %tile, i64 47
  %t1310 = load <16 x float>, ptr %t1309, align 64
  %t1311 = fadd <16 x float> %t1310, %t96
  %t1312 = mul i64 %t1287, %size.n
  %t1313 = add i64 %t89, 16
  %t1314 = add i64 %t1312, %t1313
  %t1315 = getelementptr i16, ptr %buf.res, i64 %t1314
  %t1316 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1315, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1317 = zext <16 x i16> %t1316 to <16 x i32>
  %t1318 = shl <16 x i32> %t1317, splat (i32 16)
  %t1319 = bitcast <16 x i32> %t1318 to <16 x float>
  %t1320 = fadd <16 x float> %t1311, %t1319
  %t1321 = fcmp olt <16 x float> %t1320, splat (float 0x0000000000000000)
  %t1322 = select <16 x i1> %t1321, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1320
  %t1323 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1322)
  %t1324 = bitcast <16 x bfloat> %t1323 to <16 x i16>
  %t1325 = getelementptr i16, ptr %t1290, i64 16
  %t1326 = or <16 x i1> %t104, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1324, ptr align 2 %t1325, <16 x i1> %t1326)
  br label %rowdone1282
rowdone1282:
  %t1327 = add i64 %t1280, 1
  %t1328 = icmp eq i64 %t1327, %size.wp
  %t1329 = add i64 %t1279, 1
  %t1330 = select i1 %t1328, i64 %t1329, i64 %t1279
  %t1331 = select i1 %t1328, i64 0, i64 %t1327
  %t1334 = icmp slt i64 %t1331, %size.ow
  br i1 %t1334, label %row1332, label %rowdone1333
row1332:
  %t1335 = mul i64 %t73, %size.oh
  %t1336 = add i64 %t1335, %t1330
  %t1337 = mul i64 %t1336, %size.ow
  %t1338 = add i64 %t1337, %t1331
  %t1339 = mul i64 %t1338, %size.n
  %t1340 = add i64 %t1339, %t89
  %t1341 = getelementptr i16, ptr %buf.c, i64 %t1340
  %t1342 = getelementptr <16 x float>, ptr %tile, i64 48
  %t1343 = load <16 x float>, ptr %t1342, align 64
  %t1344 = fadd <16 x float> %t1343, %t93
  %t1345 = mul i64 %t1338, %size.n
  %t1346 = add i64 %t89, 0
  %t1347 = add i64 %t1345, %t1346
  %t1348 = getelementptr i16, ptr %buf.res, i64 %t1347
  %t1349 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1348, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1350 = zext <16 x i16> %t1349 to <16 x i32>
  %t1351 = shl <16 x i32> %t1350, splat (i32 16)
  %t1352 = bitcast <16 x i32> %t1351 to <16 x float>
  %t1353 = fadd <16 x float> %t1344, %t1352
  %t1354 = fcmp olt <16 x float> %t1353, splat (float 0x0000000000000000)
  %t1355 = select <16 x i1> %t1354, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1353
  %t1356 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1355)
  %t1357 = bitcast <16 x bfloat> %t1356 to <16 x i16>
  %t1358 = getelementptr i16, ptr %t1341, i64 0
  %t1359 = or <16 x i1> %t100, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1357, ptr align 2 %t1358, <16 x i1> %t1359)
  %t1360 = getelementptr <16 x float>, ptr %tile, i64 49
  %t1361 = load <16 x float>, ptr %t1360, align 64
  %t1362 = fadd <16 x float> %t1361, %t96
  %t1363 = mul i64 %t1338, %size.n
  %t1364 = add i64 %t89, 16
  %t1365 = add i64 %t1363, %t1364
  %t1366 = getelementptr i16, ptr %buf.res, i64 %t1365
  %t1367 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1366, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1368 = zext <16 x i16> %t1367 to <16 x i32>
  %t1369 = shl <16 x i32> %t1368, splat (i32 16)
  %t1370 = bitcast <16 x i32> %t1369 to <16 x float>
  %t1371 = fadd <16 x float> %t1362, %t1370
  %t1372 = fcmp olt <16 x float> %t1371, splat (float 0x0000000000000000)
  %t1373 = select <16 x i1> %t1372, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1371
  %t1374 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1373)
  %t1375 = bitcast <16 x bfloat> %t1374 to <16 x i16>
  %t1376 = getelementptr i16, ptr %t1341, i64 16
  %t1377 = or <16 x i1> %t104, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1375, ptr align 2 %t1376, <16 x i1> %t1377)
  br label %rowdone1333
rowdone1333:
  %t1378 = add i64 %t1331, 1
  %t1379 = icmp eq i64 %t1378, %size.wp
  %t1380 = add i64 %t1330, 1
  %t1381 = select i1 %t1379, i64 %t1380, i64 %t1330
  %t1382 = select i1 %t1379, i64 0, i64 %t1378
  %t1385 = icmp slt i64 %t1382, %size.ow
  br i1 %t1385, label %row1383, label %rowdone1384
row1383:
  %t1386 = mul i64 %t73, %size.oh
  %t1387 = add i64 %t1386, %t1381
  %t1388 = mul i64 %t1387, %size.ow
  %t1389 = add i64 %t1388, %t1382
  %t1390 = mul i64 %t1389, %size.n
  %t1391 = add i64 %t1390, %t89
  %t1392 = getelementptr i16, ptr %buf.c, i64 %t1391
  %t1393 = getelementptr <16 x float>, ptr %tile, i64 50
  %t1394 = load <16 x float>, ptr %t1393, align 64
  %t1395 = fadd <16 x float> %t1394, %t93
  %t1396 = mul i64 %t1389, %size.n
  %t1397 = add i64 %t89, 0
  %t1398 = add i64 %t1396, %t1397
  %t1399 = getelementptr i16, ptr %buf.res, i64 %t1398
  %t1400 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1399, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1401 = zext <16 x i16> %t1400 to <16 x i32>
  %t1402 = shl <16 x i32> %t1401, splat (i32 16)
  %t1403 = bitcast <16 x i32> %t1402 to <16 x float>
  %t1404 = fadd <16 x float> %t1395, %t1403
  %t1405 = fcmp olt <16 x float> %t1404, splat (float 0x0000000000000000)
  %t1406 = select <16 x i1> %t1405, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1404
  %t1407 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1406)
  %t1408 = bitcast <16 x bfloat> %t1407 to <16 x i16>
  %t1409 = getelementptr i16, ptr %t1392, i64 0
  %t1410 = or <16 x i1> %t100, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1408, ptr align 2 %t1409, <16 x i1> %t1410)
  %t1411 = getelementptr <16 x float>, ptr %tile, i64 51
  %t1412 = load <16 x float>, ptr %t1411, align 64
  %t1413 = fadd <16 x float> %t1412, %t96
  %t1414 = mul i64 %t1389, %size.n
  %t1415 = add i64 %t89, 16
  %t1416 = add i64 %t1414, %t1415
  %t1417 = getelementptr i16, ptr %buf.res, i64 %t1416
  %t1418 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1417, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1419 = zext <16 x i16> %t1418 to <16 x i32>
  %t1420 = shl <16 x i32> %t1419, splat (i32 16)
  %t1421 = bitcast <16 x i32> %t1420 to <16 x float>
  %t1422 = fadd <16 x float> %t1413, %t1421
  %t1423 = fcmp olt <16 x float> %t1422, splat (float 0x0000000000000000)
  %t1424 = select <16 x i1> %t1423, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1422
  %t1425 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1424)
  %t1426 = bitcast <16 x bfloat> %t1425 to <16 x i16>
  %t1427 = getelementptr i16, ptr %t1392, i64 16
  %t1428 = or <16 x i1> %t104, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1426, ptr align 2 %t1427, <16 x i1> %t1428)
  br label %rowdone1384
rowdone1384:
  %t1429 = add i64 %t1382, 1
  %t1430 = icmp eq i64 %t1429, %size.wp
  %t1431 = add i64 %t1381, 1
  %t1432 = select i1 %t1430, i64 %t1431, i64 %t1381
  %t1433 = select i1 %t1430, i64 0, i64 %t1429
  %t1436 = icmp slt i64 %t1433, %size.ow
  br i1 %t1436, label %row1434, label %rowdone1435
row1434:
  %t1437 = mul i64 %t73, %size.oh
  %t1438 = add i64 %t1437, %t1432
  %t1439 = mul i64 %t1438, %size.ow
  %t1440 = add i64 %t1439, %t1433
  %t1441 = mul i64 %t1440, %size.n
  %t1442 = add i64 %t1441, %t89
  %t1443 = getelementptr i16, ptr %buf.c, i64 %t1442
  %t1444 = getelementptr <16 x float>, ptr %tile, i64 52
  %t1445 = load <16 x float>, ptr %t1444, align 64
  %t1446 = fadd <16 x float> %t1445, %t93
  %t1447 = mul i64 %t1440, %size.n
  %t1448 = add i64 %t89, 0
  %t1449 = add i64 %t1447, %t1448
  %t1450 = getelementptr i16, ptr %buf.res, i64 %t1449
  %t1451 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1450, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1452 = zext <16 x i16> %t1451 to <16 x i32>
  %t1453 = shl <16 x i32> %t1452, splat (i32 16)
  %t1454 = bitcast <16 x i32> %t1453 to <16 x float>
  %t1455 = fadd <16 x float> %t1446, %t1454
  %t1456 = fcmp olt <16 x float> %t1455, splat (float 0x0000000000000000)
  %t1457 = select <16 x i1> %t1456, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1455
  %t1458 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1457)
  %t1459 = bitcast <16 x bfloat> %t1458 to <16 x i16>
  %t1460 = getelementptr i16, ptr %t1443, i64 0
  %t1461 = or <16 x i1> %t100, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1459, ptr align 2 %t1460, <16 x i1> %t1461)
  %t1462 = getelementptr <16 x float>, ptr %tile, i64 53
  %t1463 = load <16 x float>, ptr %t1462, align 64
  %t1464 = fadd <16 x float> %t1463, %t96
  %t1465 = mul i64 %t1440, %size.n
  %t1466 = add i64 %t89, 16
  %t1467 = add i64 %t1465, %t1466
  %t1468 = getelementptr i16, ptr %buf.res, i64 %t1467
  %t1469 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1468, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1470 = zext <16 x i16> %t1469 to <16 x i32>
  %t1471 = shl <16 x i32> %t1470, splat (i32 16)
  %t1472 = bitcast <16 x i32> %t1471 to <16 x float>
  %t1473 = fadd <16 x float> %t1464, %t1472
  %t1474 = fcmp olt <16 x float> %t1473, splat (float 0x0000000000000000)
  %t1475 = select <16 x i1> %t1474, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1473
  %t1476 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1475)
  %t1477 = bitcast <16 x bfloat> %t1476 to <16 x i16>
  %t1478 = getelementptr i16, ptr %t1443, i64 16
  %t1479 = or <16 x i1> %t104, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1477, ptr align 2 %t1478, <16 x i1> %t1479)
  br label %rowdone1435
rowdone1435:
  %t1480 = add i64 %t1433, 1
  %t1481 = icmp eq i64 %t1480, %size.wp
  %t1482 = add i64 %t1432, 1
  %t1483 = select i1 %t1481, i64 %t1482, i64 %t1432
  %t1484 = select i1 %t1481, i64 0, i64 %t1480
  %t1487 = icmp slt i64 %t1484, %size.ow
  br i1 %t1487, label %row1485, label %rowdone1486
row1485:
  %t1488 = mul i64 %t73, %size.oh
  %t1489 = add i64 %t1488, %t1483
  %t1490 = mul i64 %t1489, %size.ow
  %t1491 = add i64 %t1490, %t1484
  %t1492 = mul i64 %t1491, %size.n
  %t1493 = add i64 %t1492, %t89
  %t1494 = getelementptr i16, ptr %buf.c, i64 %t1493
  %t1495 = getelementptr <16 x float>, ptr %tile, i64 54
  %t1496 = load <16 x float>, ptr %t1495, align 64
  %t1497 = fadd <16 x float> %t1496, %t93
  %t1498 = mul i64 %t1491, %size.n
  %t1499 = add i64 %t89, 0
  %t1500 = add i64 %t1498, %t1499
  %t1501 = getelementptr i16, ptr %buf.res, i64 %t1500
  %t1502 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1501, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1503 = zext <16 x i16> %t1502 to <16 x i32>
  %t1504 = shl <16 x i32> %t1503, splat (i32 16)
  %t1505 = bitcast <16 x i32> %t1504 to <16 x float>
  %t1506 = fadd <16 x float> %t1497, %t1505
  %t1507 = fcmp olt <16 x float> %t1506, splat (float 0x0000000000000000)
  %t1508 = select <16 x i1> %t1507, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1506
  %t1509 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1508)
  %t1510 = bitcast <16 x bfloat> %t1509 to <16 x i16>
  %t1511 = getelementptr i16, ptr %t1494, i64 0
  %t1512 = or <16 x i1> %t100, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1510, ptr align 2 %t1511, <16 x i1> %t1512)
  %t1513 = getelementptr <16 x float>, ptr %tile, i64 55
  %t1514 = load <16 x float>, ptr %t1513, align 64
  %t1515 = fadd <16 x float> %t1514, %t96
  %t1516 = mul i64 %t1491, %size.n
  %t1517 = add i64 %t89, 16
  %t1518 = add i64 %t1516, %t1517
  %t1519 = getelementptr i16, ptr %buf.res, i64 %t1518
  %t1520 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1519, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1521 = zext <16 x i16> %t1520 to <16 x i32>
  %t1522 = shl <16 x i32> %t1521, splat (i32 16)
  %t1523 = bitcast <16 x i32> %t1522 to <16 x float>
  %t1524 = fadd <16 x float> %t1515, %t1523
  %t1525 = fcmp olt <16 x float> %t1524, splat (float 0x0000000000000000)
  %t1526 = select <16 x i1> %t1525, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1524
  %t1527 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1526)
  %t1528 = bitcast <16 x bfloat> %t1527 to <16 x i16>
  %t1529 = getelementptr i16, ptr %t1494, i64 16
  %t1530 = or <16 x i1> %t104, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1528, ptr align 2 %t1529, <16 x i1> %t1530)
  br label %rowdone1486
rowdone1486:
  %t1531 = add i64 %t1484, 1
  %t1532 = icmp eq i64 %t1531, %size.wp
  %t1533 = add i64 %t1483, 1
  %t1534 = select i1 %t1532, i64 %t1533, i64 %t1483
  %t1535 = select i1 %t1532, i64 0, i64 %t1531
  %t1538 = icmp slt i64 %t1535, %size.ow
  br i1 %t1538, label %row1536, label %rowdone1537
row1536:
  %t1539 = mul i64 %t73, %size.oh
  %t1540 = add i64 %t1539, %t1534
  %t1541 = mul i64 %t1540, %size.ow
  %t1542 = add i64 %t1541, %t1535
  %t1543 = mul i64 %t1542, %size.n
  %t1544 = add i64 %t1543, %t89
  %t1545 = getelementptr i16, ptr %buf.c, i64 %t1544
  %t1546 = getelementptr <16 x float>, ptr %tile, i64 56
  %t1547 = load <16 x float>, ptr %t1546, align 64
  %t1548 = fadd <16 x float> %t1547, %t93
  %t1549 = mul i64 %t1542, %size.n
  %t1550 = add i64 %t89, 0
  %t1551 = add i64 %t1549, %t1550
  %t1552 = getelementptr i16, ptr %buf.res, i64 %t1551
  %t1553 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1552, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1554 = zext <16 x i16> %t1553 to <16 x i32>
  %t1555 = shl <16 x i32> %t1554, splat (i32 16)
  %t1556 = bitcast <16 x i32> %t1555 to <16 x float>
  %t1557 = fadd <16 x float> %t1548, %t1556
  %t1558 = fcmp olt <16 x float> %t1557, splat (float 0x0000000000000000)
  %t1559 = select <16 x i1> %t1558, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1557
  %t1560 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1559)
  %t1561 = bitcast <16 x bfloat> %t1560 to <16 x i16>
  %t1562 = getelementptr i16, ptr %t1545, i64 0
  %t1563 = or <16 x i1> %t100, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1561, ptr align 2 %t1562, <16 x i1> %t1563)
  %t1564 = getelementptr <16 x float>, ptr %tile, i64 57
  %t1565 = load <16 x float>, ptr %t1564, align 64
  %t1566 = fadd <16 x float> %t1565, %t96
  %t1567 = mul i64 %t1542, %size.n
  %t1568 = add i64 %t89, 16
  %t1569 = add i64 %t1567, %t1568
  %t1570 = getelementptr i16, ptr %buf.res, i64 %t1569
  %t1571 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1570, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1572 = zext <16 x i16> %t1571 to <16 x i32>
  %t1573 = shl <16 x i32> %t1572, splat (i32 16)
  %t1574 = bitcast <16 x i32> %t1573 to <16 x float>
  %t1575 = fadd <16 x float> %t1566, %t1574
  %t1576 = fcmp olt <16 x float> %t1575, splat (float 0x0000000000000000)
  %t1577 = select <16 x i1> %t1576, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1575
  %t1578 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1577)
  %t1579 = bitcast <16 x bfloat> %t1578 to <16 x i16>
  %t1580 = getelementptr i16, ptr %t1545, i64 16
  %t1581 = or <16 x i1> %t104, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1579, ptr align 2 %t1580, <16 x i1> %t1581)
  br label %rowdone1537
rowdone1537:
  %t1582 = add i64 %t1535, 1
  %t1583 = icmp eq i64 %t1582, %size.wp
  %t1584 = add i64 %t1534, 1
  %t1585 = select i1 %t1583, i64 %t1584, i64 %t1534
  %t1586 = select i1 %t1583, i64 0, i64 %t1582
  %t1589 = icmp slt i64 %t1586, %size.ow
  br i1 %t1589, label %row1587, label %rowdone1588
row1587:
  %t1590 = mul i64 %t73, %size.oh
  %t1591 = add i64 %t1590, %t1585
  %t1592 = mul i64 %t1591, %size.ow
  %t1593 = add i64 %t1592, %t1586
  %t1594 = mul i64 %t1593, %size.n
  %t1595 = add i64 %t1594, %t89
  %t1596 = getelementptr i16, ptr %buf.c, i64 %t1595
  %t1597 = getelementptr <16 x float>, ptr %tile, i64 58
  %t1598 = load <16 x float>, ptr %t1597, align 64
  %t1599 = fadd <16 x float> %t1598, %t93
  %t1600 = mul i64 %t1593, %size.n
  %t1601 = add i64 %t89, 0
  %t1602 = add i64 %t1600, %t1601
  %t1603 = getelementptr i16, ptr %buf.res, i64 %t1602
  %t1604 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1603, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1605 = zext <16 x i16> %t1604 to <16 x i32>
  %t1606 = shl <16 x i32> %t1605, splat (i32 16)
  %t1607 = bitcast <16 x i32> %t1606 to <16 x float>
  %t1608 = fadd <16 x float> %t1599, %t1607
  %t1609 = fcmp olt <16 x float> %t1608, splat (float 0x0000000000000000)
  %t1610 = select <16 x i1> %t1609, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1608
  %t1611 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1610)
  %t1612 = bitcast <16 x bfloat> %t1611 to <16 x i16>
  %t1613 = getelementptr i16, ptr %t1596, i64 0
  %t1614 = or <16 x i1> %t100, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1612, ptr align 2 %t1613, <16 x i1> %t1614)
  %t1615 = getelementptr <16 x float>, ptr %tile, i64 59
  %t1616 = load <16 x float>, ptr %t1615, align 64
  %t1617 = fadd <16 x float> %t1616, %t96
  %t1618 = mul i64 %t1593, %size.n
  %t1619 = add i64 %t89, 16
  %t1620 = add i64 %t1618, %t1619
  %t1621 = getelementptr i16, ptr %buf.res, i64 %t1620
  %t1622 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1621, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1623 = zext <16 x i16> %t1622 to <16 x i32>
  %t1624 = shl <16 x i32> %t1623, splat (i32 16)
  %t1625 = bitcast <16 x i32> %t1624 to <16 x float>
  %t1626 = fadd <16 x float> %t1617, %t1625
  %t1627 = fcmp olt <16 x float> %t1626, splat (float 0x0000000000000000)
  %t1628 = select <16 x i1> %t1627, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1626
  %t1629 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1628)
  %t1630 = bitcast <16 x bfloat> %t1629 to <16 x i16>
  %t1631 = getelementptr i16, ptr %t1596, i64 16
  %t1632 = or <16 x i1> %t104, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1630, ptr align 2 %t1631, <16 x i1> %t1632)
  br label %rowdone1588
rowdone1588:
  %t1633 = add i64 %t1586, 1
  %t1634 = icmp eq i64 %t1633, %size.wp
  %t1635 = add i64 %t1585, 1
  %t1636 = select i1 %t1634, i64 %t1635, i64 %t1585
  %t1637 = select i1 %t1634, i64 0, i64 %t1633
  %t1640 = icmp slt i64 %t1637, %size.ow
  br i1 %t1640, label %row1638, label %rowdone1639
row1638:
  %t1641 = mul i64 %t73, %size.oh
  %t1642 = add i64 %t1641, %t1636
  %t1643 = mul i64 %t1642, %size.ow
  %t1644 = add i64 %t1643, %t1637
  %t1645 = mul i64 %t1644, %size.n
  %t1646 = add i64 %t1645, %t89
  %t1647 = getelementptr i16, ptr %buf.c, i64 %t1646
  %t1648 = getelementptr <16 x float>, ptr %tile, i64 60
  %t1649 = load <16 x float>, ptr %t1648, align 64
  %t1650 = fadd <16 x float> %t1649, %t93
  %t1651 = mul i64 %t1644, %size.n
  %t1652 = add i64 %t89, 0
  %t1653 = add i64 %t1651, %t1652
  %t1654 = getelementptr i16, ptr %buf.res, i64 %t1653
  %t1655 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1654, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1656 = zext <16 x i16> %t1655 to <16 x i32>
  %t1657 = shl <16 x i32> %t1656, splat (i32 16)
  %t1658 = bitcast <16 x i32> %t1657 to <16 x float>
  %t1659 = fadd <16 x float> %t1650, %t1658
  %t1660 = fcmp olt <16 x float> %t1659, splat (float 0x0000000000000000)
  %t1661 = select <16 x i1> %t1660, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1659
  %t1662 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1661)
  %t1663 = bitcast <16 x bfloat> %t1662 to <16 x i16>
  %t1664 = getelementptr i16, ptr %t1647, i64 0
  %t1665 = or <16 x i1> %t100, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1663, ptr align 2 %t1664, <16 x i1> %t1665)
  %t1666 = getelementptr <16 x float>, ptr %tile, i64 61
  %t1667 = load <16 x float>, ptr %t1666, align 64
  %t1668 = fadd <16 x float> %t1667, %t96
  %t1669 = mul i64 %t1644, %size.n
  %t1670 = add i64 %t89, 16
  %t1671 = add i64 %t1669, %t1670
  %t1672 = getelementptr i16, ptr %buf.res, i64 %t1671
  %t1673 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1672, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1674 = zext <16 x i16> %t1673 to <16 x i32>
  %t1675 = shl <16 x i32> %t1674, splat (i32 16)
  %t1676 = bitcast <16 x i32> %t1675 to <16 x float>
  %t1677 = fadd <16 x float> %t1668, %t1676
  %t1678 = fcmp olt <16 x float> %t1677, splat (float 0x0000000000000000)
  %t1679 = select <16 x i1> %t1678, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1677
  %t1680 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1679)
  %t1681 = bitcast <16 x bfloat> %t1680 to <16 x i16>
  %t1682 = getelementptr i16, ptr %t1647, i64 16
  %t1683 = or <16 x i1> %t104, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1681, ptr align 2 %t1682, <16 x i1> %t1683)
  br label %rowdone1639
rowdone1639:
  %t1684 = add i64 %t1637, 1
  %t1685 = icmp eq i64 %t1684, %size.wp
  %t1686 = add i64 %t1636, 1
  %t1687 = select i1 %t1685, i64 %t1686, i64 %t1636
  %t1688 = select i1 %t1685, i64 0, i64 %t1684
  %t1691 = icmp slt i64 %t1688, %size.ow
  br i1 %t1691, label %row1689, label %rowdone1690
row1689:
  %t1692 = mul i64 %t73, %size.oh
  %t1693 = add i64 %t1692, %t1687
  %t1694 = mul i64 %t1693, %size.ow
  %t1695 = add i64 %t1694, %t1688
  %t1696 = mul i64 %t1695, %size.n
  %t1697 = add i64 %t1696, %t89
  %t1698 = getelementptr i16, ptr %buf.c, i64 %t1697
  %t1699 = getelementptr <16 x float>, ptr %tile, i64 62
  %t1700 = load <16 x float>, ptr %t1699, align 64
  %t1701 = fadd <16 x float> %t1700, %t93
  %t1702 = mul i64 %t1695, %size.n
  %t1703 = add i64 %t89, 0
  %t1704 = add i64 %t1702, %t1703
  %t1705 = getelementptr i16, ptr %buf.res, i64 %t1704
  %t1706 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1705, <16 x i1> %t100, <16 x i16> zeroinitializer)
  %t1707 = zext <16 x i16> %t1706 to <16 x i32>
  %t1708 = shl <16 x i32> %t1707, splat (i32 16)
  %t1709 = bitcast <16 x i32> %t1708 to <16 x float>
  %t1710 = fadd <16 x float> %t1701, %t1709
  %t1711 = fcmp olt <16 x float> %t1710, splat (float 0x0000000000000000)
  %t1712 = select <16 x i1> %t1711, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1710
  %t1713 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1712)
  %t1714 = bitcast <16 x bfloat> %t1713 to <16 x i16>
  %t1715 = getelementptr i16, ptr %t1698, i64 0
  %t1716 = or <16 x i1> %t100, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1714, ptr align 2 %t1715, <16 x i1> %t1716)
  %t1717 = getelementptr <16 x float>, ptr %tile, i64 63
  %t1718 = load <16 x float>, ptr %t1717, align 64
  %t1719 = fadd <16 x float> %t1718, %t96
  %t1720 = mul i64 %t1695, %size.n
  %t1721 = add i64 %t89, 16
  %t1722 = add i64 %t1720, %t1721
  %t1723 = getelementptr i16, ptr %buf.res, i64 %t1722
  %t1724 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %t1723, <16 x i1> %t104, <16 x i16> zeroinitializer)
  %t1725 = zext <16 x i16> %t1724 to <16 x i32>
  %t1726 = shl <16 x i32> %t1725, splat (i32 16)
  %t1727 = bitcast <16 x i32> %t1726 to <16 x float>
  %t1728 = fadd <16 x float> %t1719, %t1727
  %t1729 = fcmp olt <16 x float> %t1728, splat (float 0x0000000000000000)
  %t1730 = select <16 x i1> %t1729, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1728
  %t1731 = call <16 x bfloat> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %t1730)
  %t1732 = bitcast <16 x bfloat> %t1731 to <16 x i16>
  %t1733 = getelementptr i16, ptr %t1698, i64 16
  %t1734 = or <16 x i1> %t104, %off137
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %t1732, ptr align 2 %t1733, <16 x i1> %t1734)
  br label %rowdone1690
rowdone1690:
  %t1735 = add nsw i64 %i54, 1
  store i64 %t1735, ptr %c50
  br label %head51
done53:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
