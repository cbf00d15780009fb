declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.x86.tilestored64.internal(i16, i16, ptr, i64, x86_amx)
declare x86_amx @llvm.x86.tdpbusd.internal(i16, i16, i16, x86_amx, x86_amx, x86_amx)
declare x86_amx @llvm.x86.tileloadd64.internal(i16, i16, ptr, i64)
declare x86_amx @llvm.x86.tilezero.internal(i16, i16)

define internal void @"jr.conv.amx8.1.l2_1024k.mk"(ptr %a0, ptr %a1, ptr %p, i64 %steps, ptr %offs, i64 %astride, ptr %out) alwaysinline nounwind {
entry:
  %t1 = call x86_amx @llvm.x86.tilezero.internal(i16 16, i16 64)
  %t2 = call x86_amx @llvm.x86.tilezero.internal(i16 16, i16 64)
  %t3 = icmp sgt i64 %steps, 0
  br i1 %t3, label %loop, label %exit
loop:
  %k = phi i64 [0, %entry], [%k1, %loop]
  %acc0_0 = phi x86_amx [%t1, %entry], [%new0_0, %loop]
  %acc1_0 = phi x86_amx [%t2, %entry], [%new1_0, %loop]
  %t4 = getelementptr i64, ptr %offs, i64 %k
  %t5 = load i64, ptr %t4, align 8
  %t6 = getelementptr i8, ptr %a0, i64 %t5
  %t7 = call x86_amx @llvm.x86.tileloadd64.internal(i16 16, i16 64, ptr %t6, i64 %astride)
  %t8 = getelementptr i8, ptr %a1, i64 %t5
  %t9 = call x86_amx @llvm.x86.tileloadd64.internal(i16 16, i16 64, ptr %t8, i64 %astride)
  %t10 = mul i64 %k, 1024
  %t11 = add i64 %t10, 0
  %t12 = getelementptr i8, ptr %p, i64 %t11
  %t13 = call x86_amx @llvm.x86.tileloadd64.internal(i16 16, i16 64, ptr %t12, i64 64)
  %new0_0 = call x86_amx @llvm.x86.tdpbusd.internal(i16 16, i16 64, i16 64, x86_amx %acc0_0, x86_amx %t7, x86_amx %t13)
  %new1_0 = call x86_amx @llvm.x86.tdpbusd.internal(i16 16, i16 64, i16 64, x86_amx %acc1_0, x86_amx %t9, x86_amx %t13)
  %k1 = add nsw i64 %k, 1
  %t14 = icmp slt i64 %k1, %steps
  br i1 %t14, label %loop, label %exit, !llvm.loop !0
exit:
  %t15 = phi x86_amx [%t1, %entry], [%new0_0, %loop]
  %t16 = phi x86_amx [%t2, %entry], [%new1_0, %loop]
  %t17 = getelementptr i8, ptr %out, i64 0
  call void @llvm.x86.tilestored64.internal(i16 16, i16 64, ptr %t17, i64 64, x86_amx %t15)
  %t18 = getelementptr i8, ptr %out, i64 1024
  call void @llvm.x86.tilestored64.internal(i16 16, i16 64, ptr %t18, i64 64, x86_amx %t16)
  ret void
}

define void @"jr.conv.amx8.1.l2_1024k"(ptr noalias %buf.x, ptr noalias %buf.p, ptr noalias %buf.cadd, ptr noalias %buf.scale, ptr noalias %buf.bias, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.b, i64 %size.oh, i64 %size.ow, i64 %size.c, i64 %size.kh, i64 %size.kw, i64 %size.dh, i64 %size.dw, i64 %size.hp, i64 %size.wp, i64 %size.n, i64 %range.lo, i64 %range.hi) nounwind "no-builtins" {
entry:
  %tile = alloca [32 x <16 x float>], align 64
  %c23 = alloca i64
  %c34 = alloca i64
  %c50 = alloca i64
  %t1 = mul i64 %size.oh, %size.wp
  %t2 = add i64 %t1, 15
  %t3 = sdiv i64 %t2, 16
  %t4 = mul i64 %size.b, %t3
  %t5 = add i64 %t4, 1
  %t6 = sdiv i64 %t5, 2
  %t7 = add i64 %size.n, 15
  %t8 = sdiv i64 %t7, 16
  %t9 = sdiv i64 %size.c, 64
  %t10 = mul i64 %size.kh, %size.kw
  %t11 = mul i64 %t10, %t9
  %t12 = mul i64 %t11, 1024
  %t13 = mul i64 %size.c, 1
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
  call void @"jr.conv.amx8.1.l2_1024k.mk"(ptr %t82, ptr %t86, ptr %t88, i64 %t11, ptr %offs, i64 %t13, ptr %tile)
  %t89 = mul i64 %t58, 16
  %t90 = sub i64 %size.n, %t89
  %t91 = add i64 %t89, 0
  %t92 = getelementptr float, ptr %buf.bias, i64 %t91
  %t93 = load <16 x float>, ptr %t92, align 4
  %t94 = add i64 %t89, 0
  %t95 = getelementptr i32, ptr %buf.cadd, i64 %t94
  %t96 = load <16 x i32>, ptr %t95, align 4
  %t97 = add i64 %t89, 0
  %t98 = getelementptr float, ptr %buf.scale, i64 %t97
  %t99 = load <16 x float>, ptr %t98, align 4
  %t100 = sub i64 %t90, 0
  %t101 = insertelement <16 x i64> poison, i64 %t100, i64 0
  %t102 = shufflevector <16 x i64> %t101, <16 x i64> poison, <16 x i32> zeroinitializer
  %t103 = icmp slt <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t102
  %t104 = sdiv i64 %t71, %size.wp
  %t105 = srem i64 %t71, %size.wp
  %t108 = icmp slt i64 %t105, %size.ow
  br i1 %t108, label %row106, label %rowdone107
row106:
  %t109 = mul i64 %t66, %size.oh
  %t110 = add i64 %t109, %t104
  %t111 = mul i64 %t110, %size.ow
  %t112 = add i64 %t111, %t105
  %t113 = mul i64 %t112, %size.n
  %t114 = add i64 %t113, %t89
  %t115 = getelementptr float, ptr %buf.c, i64 %t114
  %t116 = getelementptr <16 x float>, ptr %tile, i64 0
  %t117 = load <16 x i32>, ptr %t116, align 64
  %t118 = add <16 x i32> %t117, %t96
  %t119 = sitofp <16 x i32> %t118 to <16 x float>
  %t120 = fmul <16 x float> %t119, %t99
  %t121 = fadd <16 x float> %t120, %t93
  %t122 = getelementptr float, ptr %t115, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t121, ptr align 4 %t122, <16 x i1> %t103)
  br label %rowdone107
rowdone107:
  %t123 = add i64 %t105, 1
  %t124 = icmp eq i64 %t123, %size.wp
  %t125 = add i64 %t104, 1
  %t126 = select i1 %t124, i64 %t125, i64 %t104
  %t127 = select i1 %t124, i64 0, i64 %t123
  %t130 = icmp slt i64 %t127, %size.ow
  br i1 %t130, label %row128, label %rowdone129
row128:
  %t131 = mul i64 %t66, %size.oh
  %t132 = add i64 %t131, %t126
  %t133 = mul i64 %t132, %size.ow
  %t134 = add i64 %t133, %t127
  %t135 = mul i64 %t134, %size.n
  %t136 = add i64 %t135, %t89
  %t137 = getelementptr float, ptr %buf.c, i64 %t136
  %t138 = getelementptr <16 x float>, ptr %tile, i64 1
  %t139 = load <16 x i32>, ptr %t138, align 64
  %t140 = add <16 x i32> %t139, %t96
  %t141 = sitofp <16 x i32> %t140 to <16 x float>
  %t142 = fmul <16 x float> %t141, %t99
  %t143 = fadd <16 x float> %t142, %t93
  %t144 = getelementptr float, ptr %t137, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t143, ptr align 4 %t144, <16 x i1> %t103)
  br label %rowdone129
rowdone129:
  %t145 = add i64 %t127, 1
  %t146 = icmp eq i64 %t145, %size.wp
  %t147 = add i64 %t126, 1
  %t148 = select i1 %t146, i64 %t147, i64 %t126
  %t149 = select i1 %t146, i64 0, i64 %t145
  %t152 = icmp slt i64 %t149, %size.ow
  br i1 %t152, label %row150, label %rowdone151
row150:
  %t153 = mul i64 %t66, %size.oh
  %t154 = add i64 %t153, %t148
  %t155 = mul i64 %t154, %size.ow
  %t156 = add i64 %t155, %t149
  %t157 = mul i64 %t156, %size.n
  %t158 = add i64 %t157, %t89
  %t159 = getelementptr float, ptr %buf.c, i64 %t158
  %t160 = getelementptr <16 x float>, ptr %tile, i64 2
  %t161 = load <16 x i32>, ptr %t160, align 64
  %t162 = add <16 x i32> %t161, %t96
  %t163 = sitofp <16 x i32> %t162 to <16 x float>
  %t164 = fmul <16 x float> %t163, %t99
  %t165 = fadd <16 x float> %t164, %t93
  %t166 = getelementptr float, ptr %t159, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t165, ptr align 4 %t166, <16 x i1> %t103)
  br label %rowdone151
rowdone151:
  %t167 = add i64 %t149, 1
  %t168 = icmp eq i64 %t167, %size.wp
  %t169 = add i64 %t148, 1
  %t170 = select i1 %t168, i64 %t169, i64 %t148
  %t171 = select i1 %t168, i64 0, i64 %t167
  %t174 = icmp slt i64 %t171, %size.ow
  br i1 %t174, label %row172, label %rowdone173
row172:
  %t175 = mul i64 %t66, %size.oh
  %t176 = add i64 %t175, %t170
  %t177 = mul i64 %t176, %size.ow
  %t178 = add i64 %t177, %t171
  %t179 = mul i64 %t178, %size.n
  %t180 = add i64 %t179, %t89
  %t181 = getelementptr float, ptr %buf.c, i64 %t180
  %t182 = getelementptr <16 x float>, ptr %tile, i64 3
  %t183 = load <16 x i32>, ptr %t182, align 64
  %t184 = add <16 x i32> %t183, %t96
  %t185 = sitofp <16 x i32> %t184 to <16 x float>
  %t186 = fmul <16 x float> %t185, %t99
  %t187 = fadd <16 x float> %t186, %t93
  %t188 = getelementptr float, ptr %t181, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t187, ptr align 4 %t188, <16 x i1> %t103)
  br label %rowdone173
rowdone173:
  %t189 = add i64 %t171, 1
  %t190 = icmp eq i64 %t189, %size.wp
  %t191 = add i64 %t170, 1
  %t192 = select i1 %t190, i64 %t191, i64 %t170
  %t193 = select i1 %t190, i64 0, i64 %t189
  %t196 = icmp slt i64 %t193, %size.ow
  br i1 %t196, label %row194, label %rowdone195
row194:
  %t197 = mul i64 %t66, %size.oh
  %t198 = add i64 %t197, %t192
  %t199 = mul i64 %t198, %size.ow
  %t200 = add i64 %t199, %t193
  %t201 = mul i64 %t200, %size.n
  %t202 = add i64 %t201, %t89
  %t203 = getelementptr float, ptr %buf.c, i64 %t202
  %t204 = getelementptr <16 x float>, ptr %tile, i64 4
  %t205 = load <16 x i32>, ptr %t204, align 64
  %t206 = add <16 x i32> %t205, %t96
  %t207 = sitofp <16 x i32> %t206 to <16 x float>
  %t208 = fmul <16 x float> %t207, %t99
  %t209 = fadd <16 x float> %t208, %t93
  %t210 = getelementptr float, ptr %t203, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t209, ptr align 4 %t210, <16 x i1> %t103)
  br label %rowdone195
rowdone195:
  %t211 = add i64 %t193, 1
  %t212 = icmp eq i64 %t211, %size.wp
  %t213 = add i64 %t192, 1
  %t214 = select i1 %t212, i64 %t213, i64 %t192
  %t215 = select i1 %t212, i64 0, i64 %t211
  %t218 = icmp slt i64 %t215, %size.ow
  br i1 %t218, label %row216, label %rowdone217
row216:
  %t219 = mul i64 %t66, %size.oh
  %t220 = add i64 %t219, %t214
  %t221 = mul i64 %t220, %size.ow
  %t222 = add i64 %t221, %t215
  %t223 = mul i64 %t222, %size.n
  %t224 = add i64 %t223, %t89
  %t225 = getelementptr float, ptr %buf.c, i64 %t224
  %t226 = getelementptr <16 x float>, ptr %tile, i64 5
  %t227 = load <16 x i32>, ptr %t226, align 64
  %t228 = add <16 x i32> %t227, %t96
  %t229 = sitofp <16 x i32> %t228 to <16 x float>
  %t230 = fmul <16 x float> %t229, %t99
  %t231 = fadd <16 x float> %t230, %t93
  %t232 = getelementptr float, ptr %t225, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t231, ptr align 4 %t232, <16 x i1> %t103)
  br label %rowdone217
rowdone217:
  %t233 = add i64 %t215, 1
  %t234 = icmp eq i64 %t233, %size.wp
  %t235 = add i64 %t214, 1
  %t236 = select i1 %t234, i64 %t235, i64 %t214
  %t237 = select i1 %t234, i64 0, i64 %t233
  %t240 = icmp slt i64 %t237, %size.ow
  br i1 %t240, label %row238, label %rowdone239
row238:
  %t241 = mul i64 %t66, %size.oh
  %t242 = add i64 %t241, %t236
  %t243 = mul i64 %t242, %size.ow
  %t244 = add i64 %t243, %t237
  %t245 = mul i64 %t244, %size.n
  %t246 = add i64 %t245, %t89
  %t247 = getelementptr float, ptr %buf.c, i64 %t246
  %t248 = getelementptr <16 x float>, ptr %tile, i64 6
  %t249 = load <16 x i32>, ptr %t248, align 64
  %t250 = add <16 x i32> %t249, %t96
  %t251 = sitofp <16 x i32> %t250 to <16 x float>
  %t252 = fmul <16 x float> %t251, %t99
  %t253 = fadd <16 x float> %t252, %t93
  %t254 = getelementptr float, ptr %t247, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t253, ptr align 4 %t254, <16 x i1> %t103)
  br label %rowdone239
rowdone239:
  %t255 = add i64 %t237, 1
  %t256 = icmp eq i64 %t255, %size.wp
  %t257 = add i64 %t236, 1
  %t258 = select i1 %t256, i64 %t257, i64 %t236
  %t259 = select i1 %t256, i64 0, i64 %t255
  %t262 = icmp slt i64 %t259, %size.ow
  br i1 %t262, label %row260, label %rowdone261
row260:
  %t263 = mul i64 %t66, %size.oh
  %t264 = add i64 %t263, %t258
  %t265 = mul i64 %t264, %size.ow
  %t266 = add i64 %t265, %t259
  %t267 = mul i64 %t266, %size.n
  %t268 = add i64 %t267, %t89
  %t269 = getelementptr float, ptr %buf.c, i64 %t268
  %t270 = getelementptr <16 x float>, ptr %tile, i64 7
  %t271 = load <16 x i32>, ptr %t270, align 64
  %t272 = add <16 x i32> %t271, %t96
  %t273 = sitofp <16 x i32> %t272 to <16 x float>
  %t274 = fmul <16 x float> %t273, %t99
  %t275 = fadd <16 x float> %t274, %t93
  %t276 = getelementptr float, ptr %t269, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t275, ptr align 4 %t276, <16 x i1> %t103)
  br label %rowdone261
rowdone261:
  %t277 = add i64 %t259, 1
  %t278 = icmp eq i64 %t277, %size.wp
  %t279 = add i64 %t258, 1
  %t280 = select i1 %t278, i64 %t279, i64 %t258
  %t281 = select i1 %t278, i64 0, i64 %t277
  %t284 = icmp slt i64 %t281, %size.ow
  br i1 %t284, label %row282, label %rowdone283
row282:
  %t285 = mul i64 %t66, %size.oh
  %t286 = add i64 %t285, %t280
  %t287 = mul i64 %t286, %size.ow
  %t288 = add i64 %t287, %t281
  %t289 = mul i64 %t288, %size.n
  %t290 = add i64 %t289, %t89
  %t291 = getelementptr float, ptr %buf.c, i64 %t290
  %t292 = getelementptr <16 x float>, ptr %tile, i64 8
  %t293 = load <16 x i32>, ptr %t292, align 64
  %t294 = add <16 x i32> %t293, %t96
  %t295 = sitofp <16 x i32> %t294 to <16 x float>
  %t296 = fmul <16 x float> %t295, %t99
  %t297 = fadd <16 x float> %t296, %t93
  %t298 = getelementptr float, ptr %t291, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t297, ptr align 4 %t298, <16 x i1> %t103)
  br label %rowdone283
rowdone283:
  %t299 = add i64 %t281, 1
  %t300 = icmp eq i64 %t299, %size.wp
  %t301 = add i64 %t280, 1
  %t302 = select i1 %t300, i64 %t301, i64 %t280
  %t303 = select i1 %t300, i64 0, i64 %t299
  %t306 = icmp slt i64 %t303, %size.ow
  br i1 %t306, label %row304, label %rowdone305
row304:
  %t307 = mul i64 %t66, %size.oh
  %t308 = add i64 %t307, %t302
  %t309 = mul i64 %t308, %size.ow
  %t310 = add i64 %t309, %t303
  %t311 = mul i64 %t310, %size.n
  %t312 = add i64 %t311, %t89
  %t313 = getelementptr float, ptr %buf.c, i64 %t312
  %t314 = getelementptr <16 x float>, ptr %tile, i64 9
  %t315 = load <16 x i32>, ptr %t314, align 64
  %t316 = add <16 x i32> %t315, %t96
  %t317 = sitofp <16 x i32> %t316 to <16 x float>
  %t318 = fmul <16 x float> %t317, %t99
  %t319 = fadd <16 x float> %t318, %t93
  %t320 = getelementptr float, ptr %t313, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t319, ptr align 4 %t320, <16 x i1> %t103)
  br label %rowdone305
rowdone305:
  %t321 = add i64 %t303, 1
  %t322 = icmp eq i64 %t321, %size.wp
  %t323 = add i64 %t302, 1
  %t324 = select i1 %t322, i64 %t323, i64 %t302
  %t325 = select i1 %t322, i64 0, i64 %t321
  %t328 = icmp slt i64 %t325, %size.ow
  br i1 %t328, label %row326, label %rowdone327
row326:
  %t329 = mul i64 %t66, %size.oh
  %t330 = add i64 %t329, %t324
  %t331 = mul i64 %t330, %size.ow
  %t332 = add i64 %t331, %t325
  %t333 = mul i64 %t332, %size.n
  %t334 = add i64 %t333, %t89
  %t335 = getelementptr float, ptr %buf.c, i64 %t334
  %t336 = getelementptr <16 x float>, ptr %tile, i64 10
  %t337 = load <16 x i32>, ptr %t336, align 64
  %t338 = add <16 x i32> %t337, %t96
  %t339 = sitofp <16 x i32> %t338 to <16 x float>
  %t340 = fmul <16 x float> %t339, %t99
  %t341 = fadd <16 x float> %t340, %t93
  %t342 = getelementptr float, ptr %t335, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t341, ptr align 4 %t342, <16 x i1> %t103)
  br label %rowdone327
rowdone327:
  %t343 = add i64 %t325, 1
  %t344 = icmp eq i64 %t343, %size.wp
  %t345 = add i64 %t324, 1
  %t346 = select i1 %t344, i64 %t345, i64 %t324
  %t347 = select i1 %t344, i64 0, i64 %t343
  %t350 = icmp slt i64 %t347, %size.ow
  br i1 %t350, label %row348, label %rowdone349
row348:
  %t351 = mul i64 %t66, %size.oh
  %t352 = add i64 %t351, %t346
  %t353 = mul i64 %t352, %size.ow
  %t354 = add i64 %t353, %t347
  %t355 = mul i64 %t354, %size.n
  %t356 = add i64 %t355, %t89
  %t357 = getelementptr float, ptr %buf.c, i64 %t356
  %t358 = getelementptr <16 x float>, ptr %tile, i64 11
  %t359 = load <16 x i32>, ptr %t358, align 64
  %t360 = add <16 x i32> %t359, %t96
  %t361 = sitofp <16 x i32> %t360 to <16 x float>
  %t362 = fmul <16 x float> %t361, %t99
  %t363 = fadd <16 x float> %t362, %t93
  %t364 = getelementptr float, ptr %t357, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t363, ptr align 4 %t364, <16 x i1> %t103)
  br label %rowdone349
rowdone349:
  %t365 = add i64 %t347, 1
  %t366 = icmp eq i64 %t365, %size.wp
  %t367 = add i64 %t346, 1
  %t368 = select i1 %t366, i64 %t367, i64 %t346
  %t369 = select i1 %t366, i64 0, i64 %t365
  %t372 = icmp slt i64 %t369, %size.ow
  br i1 %t372, label %row370, label %rowdone371
row370:
  %t373 = mul i64 %t66, %size.oh
  %t374 = add i64 %t373, %t368
  %t375 = mul i64 %t374, %size.ow
  %t376 = add i64 %t375, %t369
  %t377 = mul i64 %t376, %size.n
  %t378 = add i64 %t377, %t89
  %t379 = getelementptr float, ptr %buf.c, i64 %t378
  %t380 = getelementptr <16 x float>, ptr %tile, i64 12
  %t381 = load <16 x i32>, ptr %t380, align 64
  %t382 = add <16 x i32> %t381, %t96
  %t383 = sitofp <16 x i32> %t382 to <16 x float>
  %t384 = fmul <16 x float> %t383, %t99
  %t385 = fadd <16 x float> %t384, %t93
  %t386 = getelementptr float, ptr %t379, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t385, ptr align 4 %t386, <16 x i1> %t103)
  br label %rowdone371
rowdone371:
  %t387 = add i64 %t369, 1
  %t388 = icmp eq i64 %t387, %size.wp
  %t389 = add i64 %t368, 1
  %t390 = select i1 %t388, i64 %t389, i64 %t368
  %t391 = select i1 %t388, i64 0, i64 %t387
  %t394 = icmp slt i64 %t391, %size.ow
  br i1 %t394, label %row392, label %rowdone393
row392:
  %t395 = mul i64 %t66, %size.oh
  %t396 = add i64 %t395, %t390
  %t397 = mul i64 %t396, %size.ow
  %t398 = add i64 %t397, %t391
  %t399 = mul i64 %t398, %size.n
  %t400 = add i64 %t399, %t89
  %t401 = getelementptr float, ptr %buf.c, i64 %t400
  %t402 = getelementptr <16 x float>, ptr %tile, i64 13
  %t403 = load <16 x i32>, ptr %t402, align 64
  %t404 = add <16 x i32> %t403, %t96
  %t405 = sitofp <16 x i32> %t404 to <16 x float>
  %t406 = fmul <16 x float> %t405, %t99
  %t407 = fadd <16 x float> %t406, %t93
  %t408 = getelementptr float, ptr %t401, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t407, ptr align 4 %t408, <16 x i1> %t103)
  br label %rowdone393
rowdone393:
  %t409 = add i64 %t391, 1
  %t410 = icmp eq i64 %t409, %size.wp
  %t411 = add i64 %t390, 1
  %t412 = select i1 %t410, i64 %t411, i64 %t390
  %t413 = select i1 %t410, i64 0, i64 %t409
  %t416 = icmp slt i64 %t413, %size.ow
  br i1 %t416, label %row414, label %rowdone415
row414:
  %t417 = mul i64 %t66, %size.oh
  %t418 = add i64 %t417, %t412
  %t419 = mul i64 %t418, %size.ow
  %t420 = add i64 %t419, %t413
  %t421 = mul i64 %t420, %size.n
  %t422 = add i64 %t421, %t89
  %t423 = getelementptr float, ptr %buf.c, i64 %t422
  %t424 = getelementptr <16 x float>, ptr %tile, i64 14
  %t425 = load <16 x i32>, ptr %t424, align 64
  %t426 = add <16 x i32> %t425, %t96
  %t427 = sitofp <16 x i32> %t426 to <16 x float>
  %t428 = fmul <16 x float> %t427, %t99
  %t429 = fadd <16 x float> %t428, %t93
  %t430 = getelementptr float, ptr %t423, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t429, ptr align 4 %t430, <16 x i1> %t103)
  br label %rowdone415
rowdone415:
  %t431 = add i64 %t413, 1
  %t432 = icmp eq i64 %t431, %size.wp
  %t433 = add i64 %t412, 1
  %t434 = select i1 %t432, i64 %t433, i64 %t412
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
  %t445 = getelementptr float, ptr %buf.c, i64 %t444
  %t446 = getelementptr <16 x float>, ptr %tile, i64 15
  %t447 = load <16 x i32>, ptr %t446, align 64
  %t448 = add <16 x i32> %t447, %t96
  %t449 = sitofp <16 x i32> %t448 to <16 x float>
  %t450 = fmul <16 x float> %t449, %t99
  %t451 = fadd <16 x float> %t450, %t93
  %t452 = getelementptr float, ptr %t445, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t451, ptr align 4 %t452, <16 x i1> %t103)
  br label %rowdone437
rowdone437:
  %t453 = sdiv i64 %t78, %size.wp
  %t454 = srem i64 %t78, %size.wp
  %t457 = icmp slt i64 %t454, %size.ow
  br i1 %t457, label %row455, label %rowdone456
row455:
  %t458 = mul i64 %t73, %size.oh
  %t459 = add i64 %t458, %t453
  %t460 = mul i64 %t459, %size.ow
  %t461 = add i64 %t460, %t454
  %t462 = mul i64 %t461, %size.n
  %t463 = add i64 %t462, %t89
  %t464 = getelementptr float, ptr %buf.c, i64 %t463
  %t465 = getelementptr <16 x float>, ptr %tile, i64 16
  %t466 = load <16 x i32>, ptr %t465, align 64
  %t467 = add <16 x i32> %t466, %t96
  %t468 = sitofp <16 x i32> %t467 to <16 x float>
  %t469 = fmul <16 x float> %t468, %t99
  %t470 = fadd <16 x float> %t469, %t93
  %t471 = getelementptr float, ptr %t464, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t470, ptr align 4 %t471, <16 x i1> %t103)
  br label %rowdone456
rowdone456:
  %t472 = add i64 %t454, 1
  %t473 = icmp eq i64 %t472, %size.wp
  %t474 = add i64 %t453, 1
  %t475 = select i1 %t473, i64 %t474, i64 %t453
  %t476 = select i1 %t473, i64 0, i64 %t472
  %t479 = icmp slt i64 %t476, %size.ow
  br i1 %t479, label %row477, label %rowdone478
row477:
  %t480 = mul i64 %t73, %size.oh
  %t481 = add i64 %t480, %t475
  %t482 = mul i64 %t481, %size.ow
  %t483 = add i64 %t482, %t476
  %t484 = mul i64 %t483, %size.n
  %t485 = add i64 %t484, %t89
  %t486 = getelementptr float, ptr %buf.c, i64 %t485
  %t487 = getelementptr <16 x float>, ptr %tile, i64 17
  %t488 = load <16 x i32>, ptr %t487, align 64
  %t489 = add <16 x i32> %t488, %t96
  %t490 = sitofp <16 x i32> %t489 to <16 x float>
  %t491 = fmul <16 x float> %t490, %t99
  %t492 = fadd <16 x float> %t491, %t93
  %t493 = getelementptr float, ptr %t486, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t492, ptr align 4 %t493, <16 x i1> %t103)
  br label %rowdone478
rowdone478:
  %t494 = add i64 %t476, 1
  %t495 = icmp eq i64 %t494, %size.wp
  %t496 = add i64 %t475, 1
  %t497 = select i1 %t495, i64 %t496, i64 %t475
  %t498 = select i1 %t495, i64 0, i64 %t494
  %t501 = icmp slt i64 %t498, %size.ow
  br i1 %t501, label %row499, label %rowdone500
row499:
  %t502 = mul i64 %t73, %size.oh
  %t503 = add i64 %t502, %t497
  %t504 = mul i64 %t503, %size.ow
  %t505 = add i64 %t504, %t498
  %t506 = mul i64 %t505, %size.n
  %t507 = add i64 %t506, %t89
  %t508 = getelementptr float, ptr %buf.c, i64 %t507
  %t509 = getelementptr <16 x float>, ptr %tile, i64 18
  %t510 = load <16 x i32>, ptr %t509, align 64
  %t511 = add <16 x i32> %t510, %t96
  %t512 = sitofp <16 x i32> %t511 to <16 x float>
  %t513 = fmul <16 x float> %t512, %t99
  %t514 = fadd <16 x float> %t513, %t93
  %t515 = getelementptr float, ptr %t508, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t514, ptr align 4 %t515, <16 x i1> %t103)
  br label %rowdone500
rowdone500:
  %t516 = add i64 %t498, 1
  %t517 = icmp eq i64 %t516, %size.wp
  %t518 = add i64 %t497, 1
  %t519 = select i1 %t517, i64 %t518, i64 %t497
  %t520 = select i1 %t517, i64 0, i64 %t516
  %t523 = icmp slt i64 %t520, %size.ow
  br i1 %t523, label %row521, label %rowdone522
row521:
  %t524 = mul i64 %t73, %size.oh
  %t525 = add i64 %t524, %t519
  %t526 = mul i64 %t525, %size.ow
  %t527 = add i64 %t526, %t520
  %t528 = mul i64 %t527, %size.n
  %t529 = add i64 %t528, %t89
  %t530 = getelementptr float, ptr %buf.c, i64 %t529
  %t531 = getelementptr <16 x float>, ptr %tile, i64 19
  %t532 = load <16 x i32>, ptr %t531, align 64
  %t533 = add <16 x i32> %t532, %t96
  %t534 = sitofp <16 x i32> %t533 to <16 x float>
  %t535 = fmul <16 x float> %t534, %t99
  %t536 = fadd <16 x float> %t535, %t93
  %t537 = getelementptr float, ptr %t530, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t536, ptr align 4 %t537, <16 x i1> %t103)
  br label %rowdone522
rowdone522:
  %t538 = add i64 %t520, 1
  %t539 = icmp eq i64 %t538, %size.wp
  %t540 = add i64 %t519, 1
  %t541 = select i1 %t539, i64 %t540, i64 %t519
  %t542 = select i1 %t539, i64 0, i64 %t538
  %t545 = icmp slt i64 %t542, %size.ow
  br i1 %t545, label %row543, label %rowdone544
row543:
  %t546 = mul i64 %t73, %size.oh
  %t547 = add i64 %t546, %t541
  %t548 = mul i64 %t547, %size.ow
  %t549 = add i64 %t548, %t542
  %t550 = mul i64 %t549, %size.n
  %t551 = add i64 %t550, %t89
  %t552 = getelementptr float, ptr %buf.c, i64 %t551
  %t553 = getelementptr <16 x float>, ptr %tile, i64 20
  %t554 = load <16 x i32>, ptr %t553, align 64
  %t555 = add <16 x i32> %t554, %t96
  %t556 = sitofp <16 x i32> %t555 to <16 x float>
  %t557 = fmul <16 x float> %t556, %t99
  %t558 = fadd <16 x float> %t557, %t93
  %t559 = getelementptr float, ptr %t552, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t558, ptr align 4 %t559, <16 x i1> %t103)
  br label %rowdone544
rowdone544:
  %t560 = add i64 %t542, 1
  %t561 = icmp eq i64 %t560, %size.wp
  %t562 = add i64 %t541, 1
  %t563 = select i1 %t561, i64 %t562, i64 %t541
  %t564 = select i1 %t561, i64 0, i64 %t560
  %t567 = icmp slt i64 %t564, %size.ow
  br i1 %t567, label %row565, label %rowdone566
row565:
  %t568 = mul i64 %t73, %size.oh
  %t569 = add i64 %t568, %t563
  %t570 = mul i64 %t569, %size.ow
  %t571 = add i64 %t570, %t564
  %t572 = mul i64 %t571, %size.n
  %t573 = add i64 %t572, %t89
  %t574 = getelementptr float, ptr %buf.c, i64 %t573
  %t575 = getelementptr <16 x float>, ptr %tile, i64 21
  %t576 = load <16 x i32>, ptr %t575, align 64
  %t577 = add <16 x i32> %t576, %t96
  %t578 = sitofp <16 x i32> %t577 to <16 x float>
  %t579 = fmul <16 x float> %t578, %t99
  %t580 = fadd <16 x float> %t579, %t93
  %t581 = getelementptr float, ptr %t574, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t580, ptr align 4 %t581, <16 x i1> %t103)
  br label %rowdone566
rowdone566:
  %t582 = add i64 %t564, 1
  %t583 = icmp eq i64 %t582, %size.wp
  %t584 = add i64 %t563, 1
  %t585 = select i1 %t583, i64 %t584, i64 %t563
  %t586 = select i1 %t583, i64 0, i64 %t582
  %t589 = icmp slt i64 %t586, %size.ow
  br i1 %t589, label %row587, label %rowdone588
row587:
  %t590 = mul i64 %t73, %size.oh
  %t591 = add i64 %t590, %t585
  %t592 = mul i64 %t591, %size.ow
  %t593 = add i64 %t592, %t586
  %t594 = mul i64 %t593, %size.n
  %t595 = add i64 %t594, %t89
  %t596 = getelementptr float, ptr %buf.c, i64 %t595
  %t597 = getelementptr <16 x float>, ptr %tile, i64 22
  %t598 = load <16 x i32>, ptr %t597, align 64
  %t599 = add <16 x i32> %t598, %t96
  %t600 = sitofp <16 x i32> %t599 to <16 x float>
  %t601 = fmul <16 x float> %t600, %t99
  %t602 = fadd <16 x float> %t601, %t93
  %t603 = getelementptr float, ptr %t596, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t602, ptr align 4 %t603, <16 x i1> %t103)
  br label %rowdone588
rowdone588:
  %t604 = add i64 %t586, 1
  %t605 = icmp eq i64 %t604, %size.wp
  %t606 = add i64 %t585, 1
  %t607 = select i1 %t605, i64 %t606, i64 %t585
  %t608 = select i1 %t605, i64 0, i64 %t604
  %t611 = icmp slt i64 %t608, %size.ow
  br i1 %t611, label %row609, label %rowdone610
row609:
  %t612 = mul i64 %t73, %size.oh
  %t613 = add i64 %t612, %t607
  %t614 = mul i64 %t613, %size.ow
  %t615 = add i64 %t614, %t608
  %t616 = mul i64 %t615, %size.n
  %t617 = add i64 %t616, %t89
  %t618 = getelementptr float, ptr %buf.c, i64 %t617
  %t619 = getelementptr <16 x float>, ptr %tile, i64 23
  %t620 = load <16 x i32>, ptr %t619, align 64
  %t621 = add <16 x i32> %t620, %t96
  %t622 = sitofp <16 x i32> %t621 to <16 x float>
  %t623 = fmul <16 x float> %t622, %t99
  %t624 = fadd <16 x float> %t623, %t93
  %t625 = getelementptr float, ptr %t618, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t624, ptr align 4 %t625, <16 x i1> %t103)
  br label %rowdone610
rowdone610:
  %t626 = add i64 %t608, 1
  %t627 = icmp eq i64 %t626, %size.wp
  %t628 = add i64 %t607, 1
  %t629 = select i1 %t627, i64 %t628, i64 %t607
  %t630 = select i1 %t627, i64 0, i64 %t626
  %t633 = icmp slt i64 %t630, %size.ow
  br i1 %t633, label %row631, label %rowdone632
row631:
  %t634 = mul i64 %t73, %size.oh
  %t635 = add i64 %t634, %t629
  %t636 = mul i64 %t635, %size.ow
  %t637 = add i64 %t636, %t630
  %t638 = mul i64 %t637, %size.n
  %t639 = add i64 %t638, %t89
  %t640 = getelementptr float, ptr %buf.c, i64 %t639
  %t641 = getelementptr <16 x float>, ptr %tile, i64 24
  %t642 = load <16 x i32>, ptr %t641, align 64
  %t643 = add <16 x i32> %t642, %t96
  %t644 = sitofp <16 x i32> %t643 to <16 x float>
  %t645 = fmul <16 x float> %t644, %t99
  %t646 = fadd <16 x float> %t645, %t93
  %t647 = getelementptr float, ptr %t640, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t646, ptr align 4 %t647, <16 x i1> %t103)
  br label %rowdone632
rowdone632:
  %t648 = add i64 %t630, 1
  %t649 = icmp eq i64 %t648, %size.wp
  %t650 = add i64 %t629, 1
  %t651 = select i1 %t649, i64 %t650, i64 %t629
  %t652 = select i1 %t649, i64 0, i64 %t648
  %t655 = icmp slt i64 %t652, %size.ow
  br i1 %t655, label %row653, label %rowdone654
row653:
  %t656 = mul i64 %t73, %size.oh
  %t657 = add i64 %t656, %t651
  %t658 = mul i64 %t657, %size.ow
  %t659 = add i64 %t658, %t652
  %t660 = mul i64 %t659, %size.n
  %t661 = add i64 %t660, %t89
  %t662 = getelementptr float, ptr %buf.c, i64 %t661
  %t663 = getelementptr <16 x float>, ptr %tile, i64 25
  %t664 = load <16 x i32>, ptr %t663, align 64
  %t665 = add <16 x i32> %t664, %t96
  %t666 = sitofp <16 x i32> %t665 to <16 x float>
  %t667 = fmul <16 x float> %t666, %t99
  %t668 = fadd <16 x float> %t667, %t93
  %t669 = getelementptr float, ptr %t662, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t668, ptr align 4 %t669, <16 x i1> %t103)
  br label %rowdone654
rowdone654:
  %t670 = add i64 %t652, 1
  %t671 = icmp eq i64 %t670, %size.wp
  %t672 = add i64 %t651, 1
  %t673 = select i1 %t671, i64 %t672, i64 %t651
  %t674 = select i1 %t671, i64 0, i64 %t670
  %t677 = icmp slt i64 %t674, %size.ow
  br i1 %t677, label %row675, label %rowdone676
row675:
  %t678 = mul i64 %t73, %size.oh
  %t679 = add i64 %t678, %t673
  %t680 = mul i64 %t679, %size.ow
  %t681 = add i64 %t680, %t674
  %t682 = mul i64 %t681, %size.n
  %t683 = add i64 %t682, %t89
  %t684 = getelementptr float, ptr %buf.c, i64 %t683
  %t685 = getelementptr <16 x float>, ptr %tile, i64 26
  %t686 = load <16 x i32>, ptr %t685, align 64
  %t687 = add <16 x i32> %t686, %t96
  %t688 = sitofp <16 x i32> %t687 to <16 x float>
  %t689 = fmul <16 x float> %t688, %t99
  %t690 = fadd <16 x float> %t689, %t93
  %t691 = getelementptr float, ptr %t684, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t690, ptr align 4 %t691, <16 x i1> %t103)
  br label %rowdone676
rowdone676:
  %t692 = add i64 %t674, 1
  %t693 = icmp eq i64 %t692, %size.wp
  %t694 = add i64 %t673, 1
  %t695 = select i1 %t693, i64 %t694, i64 %t673
  %t696 = select i1 %t693, i64 0, i64 %t692
  %t699 = icmp slt i64 %t696, %size.ow
  br i1 %t699, label %row697, label %rowdone698
row697:
  %t700 = mul i64 %t73, %size.oh
  %t701 = add i64 %t700, %t695
  %t702 = mul i64 %t701, %size.ow
  %t703 = add i64 %t702, %t696
  %t704 = mul i64 %t703, %size.n
  %t705 = add i64 %t704, %t89
  %t706 = getelementptr float, ptr %buf.c, i64 %t705
  %t707 = getelementptr <16 x float>, ptr %tile, i64 27
  %t708 = load <16 x i32>, ptr %t707, align 64
  %t709 = add <16 x i32> %t708, %t96
  %t710 = sitofp <16 x i32> %t709 to <16 x float>
  %t711 = fmul <16 x float> %t710, %t99
  %t712 = fadd <16 x float> %t711, %t93
  %t713 = getelementptr float, ptr %t706, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t712, ptr align 4 %t713, <16 x i1> %t103)
  br label %rowdone698
rowdone698:
  %t714 = add i64 %t696, 1
  %t715 = icmp eq i64 %t714, %size.wp
  %t716 = add i64 %t695, 1
  %t717 = select i1 %t715, i64 %t716, i64 %t695
  %t718 = select i1 %t715, i64 0, i64 %t714
  %t721 = icmp slt i64 %t718, %size.ow
  br i1 %t721, label %row719, label %rowdone720
row719:
  %t722 = mul i64 %t73, %size.oh
  %t723 = add i64 %t722, %t717
  %t724 = mul i64 %t723, %size.ow
  %t725 = add i64 %t724, %t718
  %t726 = mul i64 %t725, %size.n
  %t727 = add i64 %t726, %t89
  %t728 = getelementptr float, ptr %buf.c, i64 %t727
  %t729 = getelementptr <16 x float>, ptr %tile, i64 28
  %t730 = load <16 x i32>, ptr %t729, align 64
  %t731 = add <16 x i32> %t730, %t96
  %t732 = sitofp <16 x i32> %t731 to <16 x float>
  %t733 = fmul <16 x float> %t732, %t99
  %t734 = fadd <16 x float> %t733, %t93
  %t735 = getelementptr float, ptr %t728, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t734, ptr align 4 %t735, <16 x i1> %t103)
  br label %rowdone720
rowdone720:
  %t736 = add i64 %t718, 1
  %t737 = icmp eq i64 %t736, %size.wp
  %t738 = add i64 %t717, 1
  %t739 = select i1 %t737, i64 %t738, i64 %t717
  %t740 = select i1 %t737, i64 0, i64 %t736
  %t743 = icmp slt i64 %t740, %size.ow
  br i1 %t743, label %row741, label %rowdone742
row741:
  %t744 = mul i64 %t73, %size.oh
  %t745 = add i64 %t744, %t739
  %t746 = mul i64 %t745, %size.ow
  %t747 = add i64 %t746, %t740
  %t748 = mul i64 %t747, %size.n
  %t749 = add i64 %t748, %t89
  %t750 = getelementptr float, ptr %buf.c, i64 %t749
  %t751 = getelementptr <16 x float>, ptr %tile, i64 29
  %t752 = load <16 x i32>, ptr %t751, align 64
  %t753 = add <16 x i32> %t752, %t96
  %t754 = sitofp <16 x i32> %t753 to <16 x float>
  %t755 = fmul <16 x float> %t754, %t99
  %t756 = fadd <16 x float> %t755, %t93
  %t757 = getelementptr float, ptr %t750, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t756, ptr align 4 %t757, <16 x i1> %t103)
  br label %rowdone742
rowdone742:
  %t758 = add i64 %t740, 1
  %t759 = icmp eq i64 %t758, %size.wp
  %t760 = add i64 %t739, 1
  %t761 = select i1 %t759, i64 %t760, i64 %t739
  %t762 = select i1 %t759, i64 0, i64 %t758
  %t765 = icmp slt i64 %t762, %size.ow
  br i1 %t765, label %row763, label %rowdone764
row763:
  %t766 = mul i64 %t73, %size.oh
  %t767 = add i64 %t766, %t761
  %t768 = mul i64 %t767, %size.ow
  %t769 = add i64 %t768, %t762
  %t770 = mul i64 %t769, %size.n
  %t771 = add i64 %t770, %t89
  %t772 = getelementptr float, ptr %buf.c, i64 %t771
  %t773 = getelementptr <16 x float>, ptr %tile, i64 30
  %t774 = load <16 x i32>, ptr %t773, align 64
  %t775 = add <16 x i32> %t774, %t96
  %t776 = sitofp <16 x i32> %t775 to <16 x float>
  %t777 = fmul <16 x float> %t776, %t99
  %t778 = fadd <16 x float> %t777, %t93
  %t779 = getelementptr float, ptr %t772, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t778, ptr align 4 %t779, <16 x i1> %t103)
  br label %rowdone764
rowdone764:
  %t780 = add i64 %t762, 1
  %t781 = icmp eq i64 %t780, %size.wp
  %t782 = add i64 %t761, 1
  %t783 = select i1 %t781, i64 %t782, i64 %t761
  %t784 = select i1 %t781, i64 0, i64 %t780
  %t787 = icmp slt i64 %t784, %size.ow
  br i1 %t787, label %row785, label %rowdone786
row785:
  %t788 = mul i64 %t73, %size.oh
  %t789 = add i64 %t788, %t783
  %t790 = mul i64 %t789, %size.ow
  %t791 = add i64 %t790, %t784
  %t792 = mul i64 %t791, %size.n
  %t793 = add i64 %t792, %t89
  %t794 = getelementptr float, ptr %buf.c, i64 %t793
  %t795 = getelementptr <16 x float>, ptr %tile, i64 31
  %t796 = load <16 x i32>, ptr %t795, align 64
  %t797 = add <16 x i32> %t796, %t96
  %t798 = sitofp <16 x i32> %t797 to <16 x float>
  %t799 = fmul <16 x float> %t798, %t99
  %t800 = fadd <16 x float> %t799, %t93
  %t801 = getelementptr float, ptr %t794, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t800, ptr align 4 %t801, <16 x i1> %t103)
  br label %rowdone786
rowdone786:
  %t802 = add nsw i64 %i54, 1
  store i64 %t802, ptr %c50
  br label %head51
done53:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
