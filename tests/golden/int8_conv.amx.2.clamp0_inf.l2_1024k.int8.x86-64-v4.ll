declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.x86.tilestored64.internal(i16, i16, ptr, i64, x86_amx)
declare x86_amx @llvm.x86.tdpbf16ps.internal(i16, i16, i16, x86_amx, x86_amx, x86_amx)
declare x86_amx @llvm.x86.tileloadd64.internal(i16, i16, ptr, i64)
declare x86_amx @llvm.x86.tilezero.internal(i16, i16)

define internal void @"jr.conv.amx.2.clamp0_inf.l2_1024k.mk"(ptr %a0, ptr %a1, ptr %p, i64 %steps, ptr %offs, i64 %astride, ptr %out) alwaysinline nounwind {
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

define void @"jr.conv.amx.2.clamp0_inf.l2_1024k"(ptr noalias %buf.x, ptr noalias %buf.p, ptr noalias %buf.bias, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.b, i64 %size.oh, i64 %size.ow, i64 %size.c, i64 %size.kh, i64 %size.kw, i64 %size.dh, i64 %size.dw, i64 %size.hp, i64 %size.wp, i64 %size.n, i64 %range.lo, i64 %range.hi) nounwind "no-builtins" {
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
  call void @"jr.conv.amx.2.clamp0_inf.l2_1024k.mk"(ptr %t82, ptr %t86, ptr %t88, i64 %t11, ptr %offs, i64 %t13, ptr %tile)
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
  %t116 = getelementptr float, ptr %buf.c, i64 %t115
  %t117 = getelementptr <16 x float>, ptr %tile, i64 0
  %t118 = load <16 x float>, ptr %t117, align 64
  %t119 = fadd <16 x float> %t118, %t93
  %t120 = fcmp olt <16 x float> %t119, splat (float 0x0000000000000000)
  %t121 = select <16 x i1> %t120, <16 x float> splat (float 0x0000000000000000), <16 x float> %t119
  %t122 = getelementptr float, ptr %t116, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t121, ptr align 4 %t122, <16 x i1> %t100)
  %t123 = getelementptr <16 x float>, ptr %tile, i64 1
  %t124 = load <16 x float>, ptr %t123, align 64
  %t125 = fadd <16 x float> %t124, %t96
  %t126 = fcmp olt <16 x float> %t125, splat (float 0x0000000000000000)
  %t127 = select <16 x i1> %t126, <16 x float> splat (float 0x0000000000000000), <16 x float> %t125
  %t128 = getelementptr float, ptr %t116, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t127, ptr align 4 %t128, <16 x i1> %t104)
  br label %rowdone108
rowdone108:
  %t129 = add i64 %t106, 1
  %t130 = icmp eq i64 %t129, %size.wp
  %t131 = add i64 %t105, 1
  %t132 = select i1 %t130, i64 %t131, i64 %t105
  %t133 = select i1 %t130, i64 0, i64 %t129
  %t136 = icmp slt i64 %t133, %size.ow
  br i1 %t136, label %row134, label %rowdone135
row134:
  %t137 = mul i64 %t66, %size.oh
  %t138 = add i64 %t137, %t132
  %t139 = mul i64 %t138, %size.ow
  %t140 = add i64 %t139, %t133
  %t141 = mul i64 %t140, %size.n
  %t142 = add i64 %t141, %t89
  %t143 = getelementptr float, ptr %buf.c, i64 %t142
  %t144 = getelementptr <16 x float>, ptr %tile, i64 2
  %t145 = load <16 x float>, ptr %t144, align 64
  %t146 = fadd <16 x float> %t145, %t93
  %t147 = fcmp olt <16 x float> %t146, splat (float 0x0000000000000000)
  %t148 = select <16 x i1> %t147, <16 x float> splat (float 0x0000000000000000), <16 x float> %t146
  %t149 = getelementptr float, ptr %t143, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t148, ptr align 4 %t149, <16 x i1> %t100)
  %t150 = getelementptr <16 x float>, ptr %tile, i64 3
  %t151 = load <16 x float>, ptr %t150, align 64
  %t152 = fadd <16 x float> %t151, %t96
  %t153 = fcmp olt <16 x float> %t152, splat (float 0x0000000000000000)
  %t154 = select <16 x i1> %t153, <16 x float> splat (float 0x0000000000000000), <16 x float> %t152
  %t155 = getelementptr float, ptr %t143, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t154, ptr align 4 %t155, <16 x i1> %t104)
  br label %rowdone135
rowdone135:
  %t156 = add i64 %t133, 1
  %t157 = icmp eq i64 %t156, %size.wp
  %t158 = add i64 %t132, 1
  %t159 = select i1 %t157, i64 %t158, i64 %t132
  %t160 = select i1 %t157, i64 0, i64 %t156
  %t163 = icmp slt i64 %t160, %size.ow
  br i1 %t163, label %row161, label %rowdone162
row161:
  %t164 = mul i64 %t66, %size.oh
  %t165 = add i64 %t164, %t159
  %t166 = mul i64 %t165, %size.ow
  %t167 = add i64 %t166, %t160
  %t168 = mul i64 %t167, %size.n
  %t169 = add i64 %t168, %t89
  %t170 = getelementptr float, ptr %buf.c, i64 %t169
  %t171 = getelementptr <16 x float>, ptr %tile, i64 4
  %t172 = load <16 x float>, ptr %t171, align 64
  %t173 = fadd <16 x float> %t172, %t93
  %t174 = fcmp olt <16 x float> %t173, splat (float 0x0000000000000000)
  %t175 = select <16 x i1> %t174, <16 x float> splat (float 0x0000000000000000), <16 x float> %t173
  %t176 = getelementptr float, ptr %t170, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t175, ptr align 4 %t176, <16 x i1> %t100)
  %t177 = getelementptr <16 x float>, ptr %tile, i64 5
  %t178 = load <16 x float>, ptr %t177, align 64
  %t179 = fadd <16 x float> %t178, %t96
  %t180 = fcmp olt <16 x float> %t179, splat (float 0x0000000000000000)
  %t181 = select <16 x i1> %t180, <16 x float> splat (float 0x0000000000000000), <16 x float> %t179
  %t182 = getelementptr float, ptr %t170, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t181, ptr align 4 %t182, <16 x i1> %t104)
  br label %rowdone162
rowdone162:
  %t183 = add i64 %t160, 1
  %t184 = icmp eq i64 %t183, %size.wp
  %t185 = add i64 %t159, 1
  %t186 = select i1 %t184, i64 %t185, i64 %t159
  %t187 = select i1 %t184, i64 0, i64 %t183
  %t190 = icmp slt i64 %t187, %size.ow
  br i1 %t190, label %row188, label %rowdone189
row188:
  %t191 = mul i64 %t66, %size.oh
  %t192 = add i64 %t191, %t186
  %t193 = mul i64 %t192, %size.ow
  %t194 = add i64 %t193, %t187
  %t195 = mul i64 %t194, %size.n
  %t196 = add i64 %t195, %t89
  %t197 = getelementptr float, ptr %buf.c, i64 %t196
  %t198 = getelementptr <16 x float>, ptr %tile, i64 6
  %t199 = load <16 x float>, ptr %t198, align 64
  %t200 = fadd <16 x float> %t199, %t93
  %t201 = fcmp olt <16 x float> %t200, splat (float 0x0000000000000000)
  %t202 = select <16 x i1> %t201, <16 x float> splat (float 0x0000000000000000), <16 x float> %t200
  %t203 = getelementptr float, ptr %t197, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t202, ptr align 4 %t203, <16 x i1> %t100)
  %t204 = getelementptr <16 x float>, ptr %tile, i64 7
  %t205 = load <16 x float>, ptr %t204, align 64
  %t206 = fadd <16 x float> %t205, %t96
  %t207 = fcmp olt <16 x float> %t206, splat (float 0x0000000000000000)
  %t208 = select <16 x i1> %t207, <16 x float> splat (float 0x0000000000000000), <16 x float> %t206
  %t209 = getelementptr float, ptr %t197, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t208, ptr align 4 %t209, <16 x i1> %t104)
  br label %rowdone189
rowdone189:
  %t210 = add i64 %t187, 1
  %t211 = icmp eq i64 %t210, %size.wp
  %t212 = add i64 %t186, 1
  %t213 = select i1 %t211, i64 %t212, i64 %t186
  %t214 = select i1 %t211, i64 0, i64 %t210
  %t217 = icmp slt i64 %t214, %size.ow
  br i1 %t217, label %row215, label %rowdone216
row215:
  %t218 = mul i64 %t66, %size.oh
  %t219 = add i64 %t218, %t213
  %t220 = mul i64 %t219, %size.ow
  %t221 = add i64 %t220, %t214
  %t222 = mul i64 %t221, %size.n
  %t223 = add i64 %t222, %t89
  %t224 = getelementptr float, ptr %buf.c, i64 %t223
  %t225 = getelementptr <16 x float>, ptr %tile, i64 8
  %t226 = load <16 x float>, ptr %t225, align 64
  %t227 = fadd <16 x float> %t226, %t93
  %t228 = fcmp olt <16 x float> %t227, splat (float 0x0000000000000000)
  %t229 = select <16 x i1> %t228, <16 x float> splat (float 0x0000000000000000), <16 x float> %t227
  %t230 = getelementptr float, ptr %t224, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t229, ptr align 4 %t230, <16 x i1> %t100)
  %t231 = getelementptr <16 x float>, ptr %tile, i64 9
  %t232 = load <16 x float>, ptr %t231, align 64
  %t233 = fadd <16 x float> %t232, %t96
  %t234 = fcmp olt <16 x float> %t233, splat (float 0x0000000000000000)
  %t235 = select <16 x i1> %t234, <16 x float> splat (float 0x0000000000000000), <16 x float> %t233
  %t236 = getelementptr float, ptr %t224, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t235, ptr align 4 %t236, <16 x i1> %t104)
  br label %rowdone216
rowdone216:
  %t237 = add i64 %t214, 1
  %t238 = icmp eq i64 %t237, %size.wp
  %t239 = add i64 %t213, 1
  %t240 = select i1 %t238, i64 %t239, i64 %t213
  %t241 = select i1 %t238, i64 0, i64 %t237
  %t244 = icmp slt i64 %t241, %size.ow
  br i1 %t244, label %row242, label %rowdone243
row242:
  %t245 = mul i64 %t66, %size.oh
  %t246 = add i64 %t245, %t240
  %t247 = mul i64 %t246, %size.ow
  %t248 = add i64 %t247, %t241
  %t249 = mul i64 %t248, %size.n
  %t250 = add i64 %t249, %t89
  %t251 = getelementptr float, ptr %buf.c, i64 %t250
  %t252 = getelementptr <16 x float>, ptr %tile, i64 10
  %t253 = load <16 x float>, ptr %t252, align 64
  %t254 = fadd <16 x float> %t253, %t93
  %t255 = fcmp olt <16 x float> %t254, splat (float 0x0000000000000000)
  %t256 = select <16 x i1> %t255, <16 x float> splat (float 0x0000000000000000), <16 x float> %t254
  %t257 = getelementptr float, ptr %t251, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t256, ptr align 4 %t257, <16 x i1> %t100)
  %t258 = getelementptr <16 x float>, ptr %tile, i64 11
  %t259 = load <16 x float>, ptr %t258, align 64
  %t260 = fadd <16 x float> %t259, %t96
  %t261 = fcmp olt <16 x float> %t260, splat (float 0x0000000000000000)
  %t262 = select <16 x i1> %t261, <16 x float> splat (float 0x0000000000000000), <16 x float> %t260
  %t263 = getelementptr float, ptr %t251, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t262, ptr align 4 %t263, <16 x i1> %t104)
  br label %rowdone243
rowdone243:
  %t264 = add i64 %t241, 1
  %t265 = icmp eq i64 %t264, %size.wp
  %t266 = add i64 %t240, 1
  %t267 = select i1 %t265, i64 %t266, i64 %t240
  %t268 = select i1 %t265, i64 0, i64 %t264
  %t271 = icmp slt i64 %t268, %size.ow
  br i1 %t271, label %row269, label %rowdone270
row269:
  %t272 = mul i64 %t66, %size.oh
  %t273 = add i64 %t272, %t267
  %t274 = mul i64 %t273, %size.ow
  %t275 = add i64 %t274, %t268
  %t276 = mul i64 %t275, %size.n
  %t277 = add i64 %t276, %t89
  %t278 = getelementptr float, ptr %buf.c, i64 %t277
  %t279 = getelementptr <16 x float>, ptr %tile, i64 12
  %t280 = load <16 x float>, ptr %t279, align 64
  %t281 = fadd <16 x float> %t280, %t93
  %t282 = fcmp olt <16 x float> %t281, splat (float 0x0000000000000000)
  %t283 = select <16 x i1> %t282, <16 x float> splat (float 0x0000000000000000), <16 x float> %t281
  %t284 = getelementptr float, ptr %t278, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t283, ptr align 4 %t284, <16 x i1> %t100)
  %t285 = getelementptr <16 x float>, ptr %tile, i64 13
  %t286 = load <16 x float>, ptr %t285, align 64
  %t287 = fadd <16 x float> %t286, %t96
  %t288 = fcmp olt <16 x float> %t287, splat (float 0x0000000000000000)
  %t289 = select <16 x i1> %t288, <16 x float> splat (float 0x0000000000000000), <16 x float> %t287
  %t290 = getelementptr float, ptr %t278, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t289, ptr align 4 %t290, <16 x i1> %t104)
  br label %rowdone270
rowdone270:
  %t291 = add i64 %t268, 1
  %t292 = icmp eq i64 %t291, %size.wp
  %t293 = add i64 %t267, 1
  %t294 = select i1 %t292, i64 %t293, i64 %t267
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
  %t305 = getelementptr float, ptr %buf.c, i64 %t304
  %t306 = getelementptr <16 x float>, ptr %tile, i64 14
  %t307 = load <16 x float>, ptr %t306, align 64
  %t308 = fadd <16 x float> %t307, %t93
  %t309 = fcmp olt <16 x float> %t308, splat (float 0x0000000000000000)
  %t310 = select <16 x i1> %t309, <16 x float> splat (float 0x0000000000000000), <16 x float> %t308
  %t311 = getelementptr float, ptr %t305, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t310, ptr align 4 %t311, <16 x i1> %t100)
  %t312 = getelementptr <16 x float>, ptr %tile, i64 15
  %t313 = load <16 x float>, ptr %t312, align 64
  %t314 = fadd <16 x float> %t313, %t96
  %t315 = fcmp olt <16 x float> %t314, splat (float 0x0000000000000000)
  %t316 = select <16 x i1> %t315, <16 x float> splat (float 0x0000000000000000), <16 x float> %t314
  %t317 = getelementptr float, ptr %t305, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t316, ptr align 4 %t317, <16 x i1> %t104)
  br label %rowdone297
rowdone297:
  %t318 = add i64 %t295, 1
  %t319 = icmp eq i64 %t318, %size.wp
  %t320 = add i64 %t294, 1
  %t321 = select i1 %t319, i64 %t320, i64 %t294
  %t322 = select i1 %t319, i64 0, i64 %t318
  %t325 = icmp slt i64 %t322, %size.ow
  br i1 %t325, label %row323, label %rowdone324
row323:
  %t326 = mul i64 %t66, %size.oh
  %t327 = add i64 %t326, %t321
  %t328 = mul i64 %t327, %size.ow
  %t329 = add i64 %t328, %t322
  %t330 = mul i64 %t329, %size.n
  %t331 = add i64 %t330, %t89
  %t332 = getelementptr float, ptr %buf.c, i64 %t331
  %t333 = getelementptr <16 x float>, ptr %tile, i64 16
  %t334 = load <16 x float>, ptr %t333, align 64
  %t335 = fadd <16 x float> %t334, %t93
  %t336 = fcmp olt <16 x float> %t335, splat (float 0x0000000000000000)
  %t337 = select <16 x i1> %t336, <16 x float> splat (float 0x0000000000000000), <16 x float> %t335
  %t338 = getelementptr float, ptr %t332, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t337, ptr align 4 %t338, <16 x i1> %t100)
  %t339 = getelementptr <16 x float>, ptr %tile, i64 17
  %t340 = load <16 x float>, ptr %t339, align 64
  %t341 = fadd <16 x float> %t340, %t96
  %t342 = fcmp olt <16 x float> %t341, splat (float 0x0000000000000000)
  %t343 = select <16 x i1> %t342, <16 x float> splat (float 0x0000000000000000), <16 x float> %t341
  %t344 = getelementptr float, ptr %t332, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t343, ptr align 4 %t344, <16 x i1> %t104)
  br label %rowdone324
rowdone324:
  %t345 = add i64 %t322, 1
  %t346 = icmp eq i64 %t345, %size.wp
  %t347 = add i64 %t321, 1
  %t348 = select i1 %t346, i64 %t347, i64 %t321
  %t349 = select i1 %t346, i64 0, i64 %t345
  %t352 = icmp slt i64 %t349, %size.ow
  br i1 %t352, label %row350, label %rowdone351
row350:
  %t353 = mul i64 %t66, %size.oh
  %t354 = add i64 %t353, %t348
  %t355 = mul i64 %t354, %size.ow
  %t356 = add i64 %t355, %t349
  %t357 = mul i64 %t356, %size.n
  %t358 = add i64 %t357, %t89
  %t359 = getelementptr float, ptr %buf.c, i64 %t358
  %t360 = getelementptr <16 x float>, ptr %tile, i64 18
  %t361 = load <16 x float>, ptr %t360, align 64
  %t362 = fadd <16 x float> %t361, %t93
  %t363 = fcmp olt <16 x float> %t362, splat (float 0x0000000000000000)
  %t364 = select <16 x i1> %t363, <16 x float> splat (float 0x0000000000000000), <16 x float> %t362
  %t365 = getelementptr float, ptr %t359, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t364, ptr align 4 %t365, <16 x i1> %t100)
  %t366 = getelementptr <16 x float>, ptr %tile, i64 19
  %t367 = load <16 x float>, ptr %t366, align 64
  %t368 = fadd <16 x float> %t367, %t96
  %t369 = fcmp olt <16 x float> %t368, splat (float 0x0000000000000000)
  %t370 = select <16 x i1> %t369, <16 x float> splat (float 0x0000000000000000), <16 x float> %t368
  %t371 = getelementptr float, ptr %t359, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t370, ptr align 4 %t371, <16 x i1> %t104)
  br label %rowdone351
rowdone351:
  %t372 = add i64 %t349, 1
  %t373 = icmp eq i64 %t372, %size.wp
  %t374 = add i64 %t348, 1
  %t375 = select i1 %t373, i64 %t374, i64 %t348
  %t376 = select i1 %t373, i64 0, i64 %t372
  %t379 = icmp slt i64 %t376, %size.ow
  br i1 %t379, label %row377, label %rowdone378
row377:
  %t380 = mul i64 %t66, %size.oh
  %t381 = add i64 %t380, %t375
  %t382 = mul i64 %t381, %size.ow
  %t383 = add i64 %t382, %t376
  %t384 = mul i64 %t383, %size.n
  %t385 = add i64 %t384, %t89
  %t386 = getelementptr float, ptr %buf.c, i64 %t385
  %t387 = getelementptr <16 x float>, ptr %tile, i64 20
  %t388 = load <16 x float>, ptr %t387, align 64
  %t389 = fadd <16 x float> %t388, %t93
  %t390 = fcmp olt <16 x float> %t389, splat (float 0x0000000000000000)
  %t391 = select <16 x i1> %t390, <16 x float> splat (float 0x0000000000000000), <16 x float> %t389
  %t392 = getelementptr float, ptr %t386, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t391, ptr align 4 %t392, <16 x i1> %t100)
  %t393 = getelementptr <16 x float>, ptr %tile, i64 21
  %t394 = load <16 x float>, ptr %t393, align 64
  %t395 = fadd <16 x float> %t394, %t96
  %t396 = fcmp olt <16 x float> %t395, splat (float 0x0000000000000000)
  %t397 = select <16 x i1> %t396, <16 x float> splat (float 0x0000000000000000), <16 x float> %t395
  %t398 = getelementptr float, ptr %t386, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t397, ptr align 4 %t398, <16 x i1> %t104)
  br label %rowdone378
rowdone378:
  %t399 = add i64 %t376, 1
  %t400 = icmp eq i64 %t399, %size.wp
  %t401 = add i64 %t375, 1
  %t402 = select i1 %t400, i64 %t401, i64 %t375
  %t403 = select i1 %t400, i64 0, i64 %t399
  %t406 = icmp slt i64 %t403, %size.ow
  br i1 %t406, label %row404, label %rowdone405
row404:
  %t407 = mul i64 %t66, %size.oh
  %t408 = add i64 %t407, %t402
  %t409 = mul i64 %t408, %size.ow
  %t410 = add i64 %t409, %t403
  %t411 = mul i64 %t410, %size.n
  %t412 = add i64 %t411, %t89
  %t413 = getelementptr float, ptr %buf.c, i64 %t412
  %t414 = getelementptr <16 x float>, ptr %tile, i64 22
  %t415 = load <16 x float>, ptr %t414, align 64
  %t416 = fadd <16 x float> %t415, %t93
  %t417 = fcmp olt <16 x float> %t416, splat (float 0x0000000000000000)
  %t418 = select <16 x i1> %t417, <16 x float> splat (float 0x0000000000000000), <16 x float> %t416
  %t419 = getelementptr float, ptr %t413, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t418, ptr align 4 %t419, <16 x i1> %t100)
  %t420 = getelementptr <16 x float>, ptr %tile, i64 23
  %t421 = load <16 x float>, ptr %t420, align 64
  %t422 = fadd <16 x float> %t421, %t96
  %t423 = fcmp olt <16 x float> %t422, splat (float 0x0000000000000000)
  %t424 = select <16 x i1> %t423, <16 x float> splat (float 0x0000000000000000), <16 x float> %t422
  %t425 = getelementptr float, ptr %t413, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t424, ptr align 4 %t425, <16 x i1> %t104)
  br label %rowdone405
rowdone405:
  %t426 = add i64 %t403, 1
  %t427 = icmp eq i64 %t426, %size.wp
  %t428 = add i64 %t402, 1
  %t429 = select i1 %t427, i64 %t428, i64 %t402
  %t430 = select i1 %t427, i64 0, i64 %t426
  %t433 = icmp slt i64 %t430, %size.ow
  br i1 %t433, label %row431, label %rowdone432
row431:
  %t434 = mul i64 %t66, %size.oh
  %t435 = add i64 %t434, %t429
  %t436 = mul i64 %t435, %size.ow
  %t437 = add i64 %t436, %t430
  %t438 = mul i64 %t437, %size.n
  %t439 = add i64 %t438, %t89
  %t440 = getelementptr float, ptr %buf.c, i64 %t439
  %t441 = getelementptr <16 x float>, ptr %tile, i64 24
  %t442 = load <16 x float>, ptr %t441, align 64
  %t443 = fadd <16 x float> %t442, %t93
  %t444 = fcmp olt <16 x float> %t443, splat (float 0x0000000000000000)
  %t445 = select <16 x i1> %t444, <16 x float> splat (float 0x0000000000000000), <16 x float> %t443
  %t446 = getelementptr float, ptr %t440, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t445, ptr align 4 %t446, <16 x i1> %t100)
  %t447 = getelementptr <16 x float>, ptr %tile, i64 25
  %t448 = load <16 x float>, ptr %t447, align 64
  %t449 = fadd <16 x float> %t448, %t96
  %t450 = fcmp olt <16 x float> %t449, splat (float 0x0000000000000000)
  %t451 = select <16 x i1> %t450, <16 x float> splat (float 0x0000000000000000), <16 x float> %t449
  %t452 = getelementptr float, ptr %t440, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t451, ptr align 4 %t452, <16 x i1> %t104)
  br label %rowdone432
rowdone432:
  %t453 = add i64 %t430, 1
  %t454 = icmp eq i64 %t453, %size.wp
  %t455 = add i64 %t429, 1
  %t456 = select i1 %t454, i64 %t455, i64 %t429
  %t457 = select i1 %t454, i64 0, i64 %t453
  %t460 = icmp slt i64 %t457, %size.ow
  br i1 %t460, label %row458, label %rowdone459
row458:
  %t461 = mul i64 %t66, %size.oh
  %t462 = add i64 %t461, %t456
  %t463 = mul i64 %t462, %size.ow
  %t464 = add i64 %t463, %t457
  %t465 = mul i64 %t464, %size.n
  %t466 = add i64 %t465, %t89
  %t467 = getelementptr float, ptr %buf.c, i64 %t466
  %t468 = getelementptr <16 x float>, ptr %tile, i64 26
  %t469 = load <16 x float>, ptr %t468, align 64
  %t470 = fadd <16 x float> %t469, %t93
  %t471 = fcmp olt <16 x float> %t470, splat (float 0x0000000000000000)
  %t472 = select <16 x i1> %t471, <16 x float> splat (float 0x0000000000000000), <16 x float> %t470
  %t473 = getelementptr float, ptr %t467, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t472, ptr align 4 %t473, <16 x i1> %t100)
  %t474 = getelementptr <16 x float>, ptr %tile, i64 27
  %t475 = load <16 x float>, ptr %t474, align 64
  %t476 = fadd <16 x float> %t475, %t96
  %t477 = fcmp olt <16 x float> %t476, splat (float 0x0000000000000000)
  %t478 = select <16 x i1> %t477, <16 x float> splat (float 0x0000000000000000), <16 x float> %t476
  %t479 = getelementptr float, ptr %t467, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t478, ptr align 4 %t479, <16 x i1> %t104)
  br label %rowdone459
rowdone459:
  %t480 = add i64 %t457, 1
  %t481 = icmp eq i64 %t480, %size.wp
  %t482 = add i64 %t456, 1
  %t483 = select i1 %t481, i64 %t482, i64 %t456
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
  %t494 = getelementptr float, ptr %buf.c, i64 %t493
  %t495 = getelementptr <16 x float>, ptr %tile, i64 28
  %t496 = load <16 x float>, ptr %t495, align 64
  %t497 = fadd <16 x float> %t496, %t93
  %t498 = fcmp olt <16 x float> %t497, splat (float 0x0000000000000000)
  %t499 = select <16 x i1> %t498, <16 x float> splat (float 0x0000000000000000), <16 x float> %t497
  %t500 = getelementptr float, ptr %t494, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t499, ptr align 4 %t500, <16 x i1> %t100)
  %t501 = getelementptr <16 x float>, ptr %tile, i64 29
  %t502 = load <16 x float>, ptr %t501, align 64
  %t503 = fadd <16 x float> %t502, %t96
  %t504 = fcmp olt <16 x float> %t503, splat (float 0x0000000000000000)
  %t505 = select <16 x i1> %t504, <16 x float> splat (float 0x0000000000000000), <16 x float> %t503
  %t506 = getelementptr float, ptr %t494, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t505, ptr align 4 %t506, <16 x i1> %t104)
  br label %rowdone486
rowdone486:
  %t507 = add i64 %t484, 1
  %t508 = icmp eq i64 %t507, %size.wp
  %t509 = add i64 %t483, 1
  %t510 = select i1 %t508, i64 %t509, i64 %t483
  %t511 = select i1 %t508, i64 0, i64 %t507
  %t514 = icmp slt i64 %t511, %size.ow
  br i1 %t514, label %row512, label %rowdone513
row512:
  %t515 = mul i64 %t66, %size.oh
  %t516 = add i64 %t515, %t510
  %t517 = mul i64 %t516, %size.ow
  %t518 = add i64 %t517, %t511
  %t519 = mul i64 %t518, %size.n
  %t520 = add i64 %t519, %t89
  %t521 = getelementptr float, ptr %buf.c, i64 %t520
  %t522 = getelementptr <16 x float>, ptr %tile, i64 30
  %t523 = load <16 x float>, ptr %t522, align 64
  %t524 = fadd <16 x float> %t523, %t93
  %t525 = fcmp olt <16 x float> %t524, splat (float 0x0000000000000000)
  %t526 = select <16 x i1> %t525, <16 x float> splat (float 0x0000000000000000), <16 x float> %t524
  %t527 = getelementptr float, ptr %t521, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t526, ptr align 4 %t527, <16 x i1> %t100)
  %t528 = getelementptr <16 x float>, ptr %tile, i64 31
  %t529 = load <16 x float>, ptr %t528, align 64
  %t530 = fadd <16 x float> %t529, %t96
  %t531 = fcmp olt <16 x float> %t530, splat (float 0x0000000000000000)
  %t532 = select <16 x i1> %t531, <16 x float> splat (float 0x0000000000000000), <16 x float> %t530
  %t533 = getelementptr float, ptr %t521, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t532, ptr align 4 %t533, <16 x i1> %t104)
  br label %rowdone513
rowdone513:
  %t534 = sdiv i64 %t78, %size.wp
  %t535 = srem i64 %t78, %size.wp
  %t538 = icmp slt i64 %t535, %size.ow
  br i1 %t538, label %row536, label %rowdone537
row536:
  %t539 = mul i64 %t73, %size.oh
  %t540 = add i64 %t539, %t534
  %t541 = mul i64 %t540, %size.ow
  %t542 = add i64 %t541, %t535
  %t543 = mul i64 %t542, %size.n
  %t544 = add i64 %t543, %t89
  %t545 = getelementptr float, ptr %buf.c, i64 %t544
  %t546 = getelementptr <16 x float>, ptr %tile, i64 32
  %t547 = load <16 x float>, ptr %t546, align 64
  %t548 = fadd <16 x float> %t547, %t93
  %t549 = fcmp olt <16 x float> %t548, splat (float 0x0000000000000000)
  %t550 = select <16 x i1> %t549, <16 x float> splat (float 0x0000000000000000), <16 x float> %t548
  %t551 = getelementptr float, ptr %t545, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t550, ptr align 4 %t551, <16 x i1> %t100)
  %t552 = getelementptr <16 x float>, ptr %tile, i64 33
  %t553 = load <16 x float>, ptr %t552, align 64
  %t554 = fadd <16 x float> %t553, %t96
  %t555 = fcmp olt <16 x float> %t554, splat (float 0x0000000000000000)
  %t556 = select <16 x i1> %t555, <16 x float> splat (float 0x0000000000000000), <16 x float> %t554
  %t557 = getelementptr float, ptr %t545, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t556, ptr align 4 %t557, <16 x i1> %t104)
  br label %rowdone537
rowdone537:
  %t558 = add i64 %t535, 1
  %t559 = icmp eq i64 %t558, %size.wp
  %t560 = add i64 %t534, 1
  %t561 = select i1 %t559, i64 %t560, i64 %t534
  %t562 = select i1 %t559, i64 0, i64 %t558
  %t565 = icmp slt i64 %t562, %size.ow
  br i1 %t565, label %row563, label %rowdone564
row563:
  %t566 = mul i64 %t73, %size.oh
  %t567 = add i64 %t566, %t561
  %t568 = mul i64 %t567, %size.ow
  %t569 = add i64 %t568, %t562
  %t570 = mul i64 %t569, %size.n
  %t571 = add i64 %t570, %t89
  %t572 = getelementptr float, ptr %buf.c, i64 %t571
  %t573 = getelementptr <16 x float>, ptr %tile, i64 34
  %t574 = load <16 x float>, ptr %t573, align 64
  %t575 = fadd <16 x float> %t574, %t93
  %t576 = fcmp olt <16 x float> %t575, splat (float 0x0000000000000000)
  %t577 = select <16 x i1> %t576, <16 x float> splat (float 0x0000000000000000), <16 x float> %t575
  %t578 = getelementptr float, ptr %t572, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t577, ptr align 4 %t578, <16 x i1> %t100)
  %t579 = getelementptr <16 x float>, ptr %tile, i64 35
  %t580 = load <16 x float>, ptr %t579, align 64
  %t581 = fadd <16 x float> %t580, %t96
  %t582 = fcmp olt <16 x float> %t581, splat (float 0x0000000000000000)
  %t583 = select <16 x i1> %t582, <16 x float> splat (float 0x0000000000000000), <16 x float> %t581
  %t584 = getelementptr float, ptr %t572, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t583, ptr align 4 %t584, <16 x i1> %t104)
  br label %rowdone564
rowdone564:
  %t585 = add i64 %t562, 1
  %t586 = icmp eq i64 %t585, %size.wp
  %t587 = add i64 %t561, 1
  %t588 = select i1 %t586, i64 %t587, i64 %t561
  %t589 = select i1 %t586, i64 0, i64 %t585
  %t592 = icmp slt i64 %t589, %size.ow
  br i1 %t592, label %row590, label %rowdone591
row590:
  %t593 = mul i64 %t73, %size.oh
  %t594 = add i64 %t593, %t588
  %t595 = mul i64 %t594, %size.ow
  %t596 = add i64 %t595, %t589
  %t597 = mul i64 %t596, %size.n
  %t598 = add i64 %t597, %t89
  %t599 = getelementptr float, ptr %buf.c, i64 %t598
  %t600 = getelementptr <16 x float>, ptr %tile, i64 36
  %t601 = load <16 x float>, ptr %t600, align 64
  %t602 = fadd <16 x float> %t601, %t93
  %t603 = fcmp olt <16 x float> %t602, splat (float 0x0000000000000000)
  %t604 = select <16 x i1> %t603, <16 x float> splat (float 0x0000000000000000), <16 x float> %t602
  %t605 = getelementptr float, ptr %t599, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t604, ptr align 4 %t605, <16 x i1> %t100)
  %t606 = getelementptr <16 x float>, ptr %tile, i64 37
  %t607 = load <16 x float>, ptr %t606, align 64
  %t608 = fadd <16 x float> %t607, %t96
  %t609 = fcmp olt <16 x float> %t608, splat (float 0x0000000000000000)
  %t610 = select <16 x i1> %t609, <16 x float> splat (float 0x0000000000000000), <16 x float> %t608
  %t611 = getelementptr float, ptr %t599, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t610, ptr align 4 %t611, <16 x i1> %t104)
  br label %rowdone591
rowdone591:
  %t612 = add i64 %t589, 1
  %t613 = icmp eq i64 %t612, %size.wp
  %t614 = add i64 %t588, 1
  %t615 = select i1 %t613, i64 %t614, i64 %t588
  %t616 = select i1 %t613, i64 0, i64 %t612
  %t619 = icmp slt i64 %t616, %size.ow
  br i1 %t619, label %row617, label %rowdone618
row617:
  %t620 = mul i64 %t73, %size.oh
  %t621 = add i64 %t620, %t615
  %t622 = mul i64 %t621, %size.ow
  %t623 = add i64 %t622, %t616
  %t624 = mul i64 %t623, %size.n
  %t625 = add i64 %t624, %t89
  %t626 = getelementptr float, ptr %buf.c, i64 %t625
  %t627 = getelementptr <16 x float>, ptr %tile, i64 38
  %t628 = load <16 x float>, ptr %t627, align 64
  %t629 = fadd <16 x float> %t628, %t93
  %t630 = fcmp olt <16 x float> %t629, splat (float 0x0000000000000000)
  %t631 = select <16 x i1> %t630, <16 x float> splat (float 0x0000000000000000), <16 x float> %t629
  %t632 = getelementptr float, ptr %t626, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t631, ptr align 4 %t632, <16 x i1> %t100)
  %t633 = getelementptr <16 x float>, ptr %tile, i64 39
  %t634 = load <16 x float>, ptr %t633, align 64
  %t635 = fadd <16 x float> %t634, %t96
  %t636 = fcmp olt <16 x float> %t635, splat (float 0x0000000000000000)
  %t637 = select <16 x i1> %t636, <16 x float> splat (float 0x0000000000000000), <16 x float> %t635
  %t638 = getelementptr float, ptr %t626, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t637, ptr align 4 %t638, <16 x i1> %t104)
  br label %rowdone618
rowdone618:
  %t639 = add i64 %t616, 1
  %t640 = icmp eq i64 %t639, %size.wp
  %t641 = add i64 %t615, 1
  %t642 = select i1 %t640, i64 %t641, i64 %t615
  %t643 = select i1 %t640, i64 0, i64 %t639
  %t646 = icmp slt i64 %t643, %size.ow
  br i1 %t646, label %row644, label %rowdone645
row644:
  %t647 = mul i64 %t73, %size.oh
  %t648 = add i64 %t647, %t642
  %t649 = mul i64 %t648, %size.ow
  %t650 = add i64 %t649, %t643
  %t651 = mul i64 %t650, %size.n
  %t652 = add i64 %t651, %t89
  %t653 = getelementptr float, ptr %buf.c, i64 %t652
  %t654 = getelementptr <16 x float>, ptr %tile, i64 40
  %t655 = load <16 x float>, ptr %t654, align 64
  %t656 = fadd <16 x float> %t655, %t93
  %t657 = fcmp olt <16 x float> %t656, splat (float 0x0000000000000000)
  %t658 = select <16 x i1> %t657, <16 x float> splat (float 0x0000000000000000), <16 x float> %t656
  %t659 = getelementptr float, ptr %t653, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t658, ptr align 4 %t659, <16 x i1> %t100)
  %t660 = getelementptr <16 x float>, ptr %tile, i64 41
  %t661 = load <16 x float>, ptr %t660, align 64
  %t662 = fadd <16 x float> %t661, %t96
  %t663 = fcmp olt <16 x float> %t662, splat (float 0x0000000000000000)
  %t664 = select <16 x i1> %t663, <16 x float> splat (float 0x0000000000000000), <16 x float> %t662
  %t665 = getelementptr float, ptr %t653, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t664, ptr align 4 %t665, <16 x i1> %t104)
  br label %rowdone645
rowdone645:
  %t666 = add i64 %t643, 1
  %t667 = icmp eq i64 %t666, %size.wp
  %t668 = add i64 %t642, 1
  %t669 = select i1 %t667, i64 %t668, i64 %t642
  %t670 = select i1 %t667, i64 0, i64 %t666
  %t673 = icmp slt i64 %t670, %size.ow
  br i1 %t673, label %row671, label %rowdone672
row671:
  %t674 = mul i64 %t73, %size.oh
  %t675 = add i64 %t674, %t669
  %t676 = mul i64 %t675, %size.ow
  %t677 = add i64 %t676, %t670
  %t678 = mul i64 %t677, %size.n
  %t679 = add i64 %t678, %t89
  %t680 = getelementptr float, ptr %buf.c, i64 %t679
  %t681 = getelementptr <16 x float>, ptr %tile, i64 42
  %t682 = load <16 x float>, ptr %t681, align 64
  %t683 = fadd <16 x float> %t682, %t93
  %t684 = fcmp olt <16 x float> %t683, splat (float 0x0000000000000000)
  %t685 = select <16 x i1> %t684, <16 x float> splat (float 0x0000000000000000), <16 x float> %t683
  %t686 = getelementptr float, ptr %t680, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t685, ptr align 4 %t686, <16 x i1> %t100)
  %t687 = getelementptr <16 x float>, ptr %tile, i64 43
  %t688 = load <16 x float>, ptr %t687, align 64
  %t689 = fadd <16 x float> %t688, %t96
  %t690 = fcmp olt <16 x float> %t689, splat (float 0x0000000000000000)
  %t691 = select <16 x i1> %t690, <16 x float> splat (float 0x0000000000000000), <16 x float> %t689
  %t692 = getelementptr float, ptr %t680, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t691, ptr align 4 %t692, <16 x i1> %t104)
  br label %rowdone672
rowdone672:
  %t693 = add i64 %t670, 1
  %t694 = icmp eq i64 %t693, %size.wp
  %t695 = add i64 %t669, 1
  %t696 = select i1 %t694, i64 %t695, i64 %t669
  %t697 = select i1 %t694, i64 0, i64 %t693
  %t700 = icmp slt i64 %t697, %size.ow
  br i1 %t700, label %row698, label %rowdone699
row698:
  %t701 = mul i64 %t73, %size.oh
  %t702 = add i64 %t701, %t696
  %t703 = mul i64 %t702, %size.ow
  %t704 = add i64 %t703, %t697
  %t705 = mul i64 %t704, %size.n
  %t706 = add i64 %t705, %t89
  %t707 = getelementptr float, ptr %buf.c, i64 %t706
  %t708 = getelementptr <16 x float>, ptr %tile, i64 44
  %t709 = load <16 x float>, ptr %t708, align 64
  %t710 = fadd <16 x float> %t709, %t93
  %t711 = fcmp olt <16 x float> %t710, splat (float 0x0000000000000000)
  %t712 = select <16 x i1> %t711, <16 x float> splat (float 0x0000000000000000), <16 x float> %t710
  %t713 = getelementptr float, ptr %t707, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t712, ptr align 4 %t713, <16 x i1> %t100)
  %t714 = getelementptr <16 x float>, ptr %tile, i64 45
  %t715 = load <16 x float>, ptr %t714, align 64
  %t716 = fadd <16 x float> %t715, %t96
  %t717 = fcmp olt <16 x float> %t716, splat (float 0x0000000000000000)
  %t718 = select <16 x i1> %t717, <16 x float> splat (float 0x0000000000000000), <16 x float> %t716
  %t719 = getelementptr float, ptr %t707, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t718, ptr align 4 %t719, <16 x i1> %t104)
  br label %rowdone699
rowdone699:
  %t720 = add i64 %t697, 1
  %t721 = icmp eq i64 %t720, %size.wp
  %t722 = add i64 %t696, 1
  %t723 = select i1 %t721, i64 %t722, i64 %t696
  %t724 = select i1 %t721, i64 0, i64 %t720
  %t727 = icmp slt i64 %t724, %size.ow
  br i1 %t727, label %row725, label %rowdone726
row725:
  %t728 = mul i64 %t73, %size.oh
  %t729 = add i64 %t728, %t723
  %t730 = mul i64 %t729, %size.ow
  %t731 = add i64 %t730, %t724
  %t732 = mul i64 %t731, %size.n
  %t733 = add i64 %t732, %t89
  %t734 = getelementptr float, ptr %buf.c, i64 %t733
  %t735 = getelementptr <16 x float>, ptr %tile, i64 46
  %t736 = load <16 x float>, ptr %t735, align 64
  %t737 = fadd <16 x float> %t736, %t93
  %t738 = fcmp olt <16 x float> %t737, splat (float 0x0000000000000000)
  %t739 = select <16 x i1> %t738, <16 x float> splat (float 0x0000000000000000), <16 x float> %t737
  %t740 = getelementptr float, ptr %t734, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t739, ptr align 4 %t740, <16 x i1> %t100)
  %t741 = getelementptr <16 x float>, ptr %tile, i64 47
  %t742 = load <16 x float>, ptr %t741, align 64
  %t743 = fadd <16 x float> %t742, %t96
  %t744 = fcmp olt <16 x float> %t743, splat (float 0x0000000000000000)
  %t745 = select <16 x i1> %t744, <16 x float> splat (float 0x0000000000000000), <16 x float> %t743
  %t746 = getelementptr float, ptr %t734, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t745, ptr align 4 %t746, <16 x i1> %t104)
  br label %rowdone726
rowdone726:
  %t747 = add i64 %t724, 1
  %t748 = icmp eq i64 %t747, %size.wp
  %t749 = add i64 %t723, 1
  %t750 = select i1 %t748, i64 %t749, i64 %t723
  %t751 = select i1 %t748, i64 0, i64 %t747
  %t754 = icmp slt i64 %t751, %size.ow
  br i1 %t754, label %row752, label %rowdone753
row752:
  %t755 = mul i64 %t73, %size.oh
  %t756 = add i64 %t755, %t750
  %t757 = mul i64 %t756, %size.ow
  %t758 = add i64 %t757, %t751
  %t759 = mul i64 %t758, %size.n
  %t760 = add i64 %t759, %t89
  %t761 = getelementptr float, ptr %buf.c, i64 %t760
  %t762 = getelementptr <16 x float>, ptr %tile, i64 48
  %t763 = load <16 x float>, ptr %t762, align 64
  %t764 = fadd <16 x float> %t763, %t93
  %t765 = fcmp olt <16 x float> %t764, splat (float 0x0000000000000000)
  %t766 = select <16 x i1> %t765, <16 x float> splat (float 0x0000000000000000), <16 x float> %t764
  %t767 = getelementptr float, ptr %t761, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t766, ptr align 4 %t767, <16 x i1> %t100)
  %t768 = getelementptr <16 x float>, ptr %tile, i64 49
  %t769 = load <16 x float>, ptr %t768, align 64
  %t770 = fadd <16 x float> %t769, %t96
  %t771 = fcmp olt <16 x float> %t770, splat (float 0x0000000000000000)
  %t772 = select <16 x i1> %t771, <16 x float> splat (float 0x0000000000000000), <16 x float> %t770
  %t773 = getelementptr float, ptr %t761, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t772, ptr align 4 %t773, <16 x i1> %t104)
  br label %rowdone753
rowdone753:
  %t774 = add i64 %t751, 1
  %t775 = icmp eq i64 %t774, %size.wp
  %t776 = add i64 %t750, 1
  %t777 = select i1 %t775, i64 %t776, i64 %t750
  %t778 = select i1 %t775, i64 0, i64 %t774
  %t781 = icmp slt i64 %t778, %size.ow
  br i1 %t781, label %row779, label %rowdone780
row779:
  %t782 = mul i64 %t73, %size.oh
  %t783 = add i64 %t782, %t777
  %t784 = mul i64 %t783, %size.ow
  %t785 = add i64 %t784, %t778
  %t786 = mul i64 %t785, %size.n
  %t787 = add i64 %t786, %t89
  %t788 = getelementptr float, ptr %buf.c, i64 %t787
  %t789 = getelementptr <16 x float>, ptr %tile, i64 50
  %t790 = load <16 x float>, ptr %t789, align 64
  %t791 = fadd <16 x float> %t790, %t93
  %t792 = fcmp olt <16 x float> %t791, splat (float 0x0000000000000000)
  %t793 = select <16 x i1> %t792, <16 x float> splat (float 0x0000000000000000), <16 x float> %t791
  %t794 = getelementptr float, ptr %t788, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t793, ptr align 4 %t794, <16 x i1> %t100)
  %t795 = getelementptr <16 x float>, ptr %tile, i64 51
  %t796 = load <16 x float>, ptr %t795, align 64
  %t797 = fadd <16 x float> %t796, %t96
  %t798 = fcmp olt <16 x float> %t797, splat (float 0x0000000000000000)
  %t799 = select <16 x i1> %t798, <16 x float> splat (float 0x0000000000000000), <16 x float> %t797
  %t800 = getelementptr float, ptr %t788, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t799, ptr align 4 %t800, <16 x i1> %t104)
  br label %rowdone780
rowdone780:
  %t801 = add i64 %t778, 1
  %t802 = icmp eq i64 %t801, %size.wp
  %t803 = add i64 %t777, 1
  %t804 = select i1 %t802, i64 %t803, i64 %t777
  %t805 = select i1 %t802, i64 0, i64 %t801
  %t808 = icmp slt i64 %t805, %size.ow
  br i1 %t808, label %row806, label %rowdone807
row806:
  %t809 = mul i64 %t73, %size.oh
  %t810 = add i64 %t809, %t804
  %t811 = mul i64 %t810, %size.ow
  %t812 = add i64 %t811, %t805
  %t813 = mul i64 %t812, %size.n
  %t814 = add i64 %t813, %t89
  %t815 = getelementptr float, ptr %buf.c, i64 %t814
  %t816 = getelementptr <16 x float>, ptr %tile, i64 52
  %t817 = load <16 x float>, ptr %t816, align 64
  %t818 = fadd <16 x float> %t817, %t93
  %t819 = fcmp olt <16 x float> %t818, splat (float 0x0000000000000000)
  %t820 = select <16 x i1> %t819, <16 x float> splat (float 0x0000000000000000), <16 x float> %t818
  %t821 = getelementptr float, ptr %t815, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t820, ptr align 4 %t821, <16 x i1> %t100)
  %t822 = getelementptr <16 x float>, ptr %tile, i64 53
  %t823 = load <16 x float>, ptr %t822, align 64
  %t824 = fadd <16 x float> %t823, %t96
  %t825 = fcmp olt <16 x float> %t824, splat (float 0x0000000000000000)
  %t826 = select <16 x i1> %t825, <16 x float> splat (float 0x0000000000000000), <16 x float> %t824
  %t827 = getelementptr float, ptr %t815, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t826, ptr align 4 %t827, <16 x i1> %t104)
  br label %rowdone807
rowdone807:
  %t828 = add i64 %t805, 1
  %t829 = icmp eq i64 %t828, %size.wp
  %t830 = add i64 %t804, 1
  %t831 = select i1 %t829, i64 %t830, i64 %t804
  %t832 = select i1 %t829, i64 0, i64 %t828
  %t835 = icmp slt i64 %t832, %size.ow
  br i1 %t835, label %row833, label %rowdone834
row833:
  %t836 = mul i64 %t73, %size.oh
  %t837 = add i64 %t836, %t831
  %t838 = mul i64 %t837, %size.ow
  %t839 = add i64 %t838, %t832
  %t840 = mul i64 %t839, %size.n
  %t841 = add i64 %t840, %t89
  %t842 = getelementptr float, ptr %buf.c, i64 %t841
  %t843 = getelementptr <16 x float>, ptr %tile, i64 54
  %t844 = load <16 x float>, ptr %t843, align 64
  %t845 = fadd <16 x float> %t844, %t93
  %t846 = fcmp olt <16 x float> %t845, splat (float 0x0000000000000000)
  %t847 = select <16 x i1> %t846, <16 x float> splat (float 0x0000000000000000), <16 x float> %t845
  %t848 = getelementptr float, ptr %t842, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t847, ptr align 4 %t848, <16 x i1> %t100)
  %t849 = getelementptr <16 x float>, ptr %tile, i64 55
  %t850 = load <16 x float>, ptr %t849, align 64
  %t851 = fadd <16 x float> %t850, %t96
  %t852 = fcmp olt <16 x float> %t851, splat (float 0x0000000000000000)
  %t853 = select <16 x i1> %t852, <16 x float> splat (float 0x0000000000000000), <16 x float> %t851
  %t854 = getelementptr float, ptr %t842, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t853, ptr align 4 %t854, <16 x i1> %t104)
  br label %rowdone834
rowdone834:
  %t855 = add i64 %t832, 1
  %t856 = icmp eq i64 %t855, %size.wp
  %t857 = add i64 %t831, 1
  %t858 = select i1 %t856, i64 %t857, i64 %t831
  %t859 = select i1 %t856, i64 0, i64 %t855
  %t862 = icmp slt i64 %t859, %size.ow
  br i1 %t862, label %row860, label %rowdone861
row860:
  %t863 = mul i64 %t73, %size.oh
  %t864 = add i64 %t863, %t858
  %t865 = mul i64 %t864, %size.ow
  %t866 = add i64 %t865, %t859
  %t867 = mul i64 %t866, %size.n
  %t868 = add i64 %t867, %t89
  %t869 = getelementptr float, ptr %buf.c, i64 %t868
  %t870 = getelementptr <16 x float>, ptr %tile, i64 56
  %t871 = load <16 x float>, ptr %t870, align 64
  %t872 = fadd <16 x float> %t871, %t93
  %t873 = fcmp olt <16 x float> %t872, splat (float 0x0000000000000000)
  %t874 = select <16 x i1> %t873, <16 x float> splat (float 0x0000000000000000), <16 x float> %t872
  %t875 = getelementptr float, ptr %t869, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t874, ptr align 4 %t875, <16 x i1> %t100)
  %t876 = getelementptr <16 x float>, ptr %tile, i64 57
  %t877 = load <16 x float>, ptr %t876, align 64
  %t878 = fadd <16 x float> %t877, %t96
  %t879 = fcmp olt <16 x float> %t878, splat (float 0x0000000000000000)
  %t880 = select <16 x i1> %t879, <16 x float> splat (float 0x0000000000000000), <16 x float> %t878
  %t881 = getelementptr float, ptr %t869, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t880, ptr align 4 %t881, <16 x i1> %t104)
  br label %rowdone861
rowdone861:
  %t882 = add i64 %t859, 1
  %t883 = icmp eq i64 %t882, %size.wp
  %t884 = add i64 %t858, 1
  %t885 = select i1 %t883, i64 %t884, i64 %t858
  %t886 = select i1 %t883, i64 0, i64 %t882
  %t889 = icmp slt i64 %t886, %size.ow
  br i1 %t889, label %row887, label %rowdone888
row887:
  %t890 = mul i64 %t73, %size.oh
  %t891 = add i64 %t890, %t885
  %t892 = mul i64 %t891, %size.ow
  %t893 = add i64 %t892, %t886
  %t894 = mul i64 %t893, %size.n
  %t895 = add i64 %t894, %t89
  %t896 = getelementptr float, ptr %buf.c, i64 %t895
  %t897 = getelementptr <16 x float>, ptr %tile, i64 58
  %t898 = load <16 x float>, ptr %t897, align 64
  %t899 = fadd <16 x float> %t898, %t93
  %t900 = fcmp olt <16 x float> %t899, splat (float 0x0000000000000000)
  %t901 = select <16 x i1> %t900, <16 x float> splat (float 0x0000000000000000), <16 x float> %t899
  %t902 = getelementptr float, ptr %t896, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t901, ptr align 4 %t902, <16 x i1> %t100)
  %t903 = getelementptr <16 x float>, ptr %tile, i64 59
  %t904 = load <16 x float>, ptr %t903, align 64
  %t905 = fadd <16 x float> %t904, %t96
  %t906 = fcmp olt <16 x float> %t905, splat (float 0x0000000000000000)
  %t907 = select <16 x i1> %t906, <16 x float> splat (float 0x0000000000000000), <16 x float> %t905
  %t908 = getelementptr float, ptr %t896, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t907, ptr align 4 %t908, <16 x i1> %t104)
  br label %rowdone888
rowdone888:
  %t909 = add i64 %t886, 1
  %t910 = icmp eq i64 %t909, %size.wp
  %t911 = add i64 %t885, 1
  %t912 = select i1 %t910, i64 %t911, i64 %t885
  %t913 = select i1 %t910, i64 0, i64 %t909
  %t916 = icmp slt i64 %t913, %size.ow
  br i1 %t916, label %row914, label %rowdone915
row914:
  %t917 = mul i64 %t73, %size.oh
  %t918 = add i64 %t917, %t912
  %t919 = mul i64 %t918, %size.ow
  %t920 = add i64 %t919, %t913
  %t921 = mul i64 %t920, %size.n
  %t922 = add i64 %t921, %t89
  %t923 = getelementptr float, ptr %buf.c, i64 %t922
  %t924 = getelementptr <16 x float>, ptr %tile, i64 60
  %t925 = load <16 x float>, ptr %t924, align 64
  %t926 = fadd <16 x float> %t925, %t93
  %t927 = fcmp olt <16 x float> %t926, splat (float 0x0000000000000000)
  %t928 = select <16 x i1> %t927, <16 x float> splat (float 0x0000000000000000), <16 x float> %t926
  %t929 = getelementptr float, ptr %t923, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t928, ptr align 4 %t929, <16 x i1> %t100)
  %t930 = getelementptr <16 x float>, ptr %tile, i64 61
  %t931 = load <16 x float>, ptr %t930, align 64
  %t932 = fadd <16 x float> %t931, %t96
  %t933 = fcmp olt <16 x float> %t932, splat (float 0x0000000000000000)
  %t934 = select <16 x i1> %t933, <16 x float> splat (float 0x0000000000000000), <16 x float> %t932
  %t935 = getelementptr float, ptr %t923, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t934, ptr align 4 %t935, <16 x i1> %t104)
  br label %rowdone915
rowdone915:
  %t936 = add i64 %t913, 1
  %t937 = icmp eq i64 %t936, %size.wp
  %t938 = add i64 %t912, 1
  %t939 = select i1 %t937, i64 %t938, i64 %t912
  %t940 = select i1 %t937, i64 0, i64 %t936
  %t943 = icmp slt i64 %t940, %size.ow
  br i1 %t943, label %row941, label %rowdone942
row941:
  %t944 = mul i64 %t73, %size.oh
  %t945 = add i64 %t944, %t939
  %t946 = mul i64 %t945, %size.ow
  %t947 = add i64 %t946, %t940
  %t948 = mul i64 %t947, %size.n
  %t949 = add i64 %t948, %t89
  %t950 = getelementptr float, ptr %buf.c, i64 %t949
  %t951 = getelementptr <16 x float>, ptr %tile, i64 62
  %t952 = load <16 x float>, ptr %t951, align 64
  %t953 = fadd <16 x float> %t952, %t93
  %t954 = fcmp olt <16 x float> %t953, splat (float 0x0000000000000000)
  %t955 = select <16 x i1> %t954, <16 x float> splat (float 0x0000000000000000), <16 x float> %t953
  %t956 = getelementptr float, ptr %t950, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t955, ptr align 4 %t956, <16 x i1> %t100)
  %t957 = getelementptr <16 x float>, ptr %tile, i64 63
  %t958 = load <16 x float>, ptr %t957, align 64
  %t959 = fadd <16 x float> %t958, %t96
  %t960 = fcmp olt <16 x float> %t959, splat (float 0x0000000000000000)
  %t961 = select <16 x i1> %t960, <16 x float> splat (float 0x0000000000000000), <16 x float> %t959
  %t962 = getelementptr float, ptr %t950, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t961, ptr align 4 %t962, <16 x i1> %t104)
  br label %rowdone942
rowdone942:
  %t963 = add nsw i64 %i54, 1
  store i64 %t963, ptr %c50
  br label %head51
done53:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
