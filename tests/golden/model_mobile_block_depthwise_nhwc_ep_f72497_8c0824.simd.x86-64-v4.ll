@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.maximum.v16f32(<16 x float>, <16 x float>)
declare <16 x float> @llvm.minimum.v16f32(<16 x float>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

define void @"jr.op.depthwise_nhwc_ep_f72497"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c16 = alloca i64
  %c55 = alloca i64
  %c62 = alloca i64
  %bacc68 = alloca <16 x float>
  %c73 = alloca i64
  %c176 = alloca i64
  %c338 = alloca i64
  %c344 = alloca i64
  %c413 = alloca i64
  %tacc419 = alloca <16 x float>
  %tacc420 = alloca <16 x float>
  %tacc421 = alloca <16 x float>
  %tacc422 = alloca <16 x float>
  %tacc423 = alloca <16 x float>
  %tacc424 = alloca <16 x float>
  %tacc425 = alloca <16 x float>
  %tacc426 = alloca <16 x float>
  %c439 = alloca i64
  %c926 = alloca i64
  %c1728 = alloca i64
  %c1734 = alloca i64
  %c2106 = alloca i64
  %tacc2112 = alloca <16 x float>
  %tacc2113 = alloca <16 x float>
  %tacc2114 = alloca <16 x float>
  %tacc2115 = alloca <16 x float>
  %c2124 = alloca i64
  %c2383 = alloca i64
  %c2805 = alloca i64
  %c2811 = alloca i64
  %c3007 = alloca i64
  %tacc3013 = alloca <16 x float>
  %tacc3014 = alloca <16 x float>
  %c3021 = alloca i64
  %c3166 = alloca i64
  %c3398 = alloca i64
  %c3404 = alloca i64
  %c3512 = alloca i64
  %tacc3518 = alloca <16 x float>
  %c3524 = alloca i64
  %c3612 = alloca i64
  %c3749 = alloca i64
  %c3755 = alloca i64
  %c3815 = alloca i64
  %bacc3821 = alloca <16 x float>
  %c3826 = alloca i64
  %c3929 = alloca i64
  %c4091 = alloca i64
  %c4097 = alloca i64
  %t1 = add i64 %size.H, 1
  %t2 = add i64 %t1, 1
  %t3 = sub i64 %size.R, 1
  %t4 = sub i64 %t2, %t3
  %t5 = sub i64 %t4, 1
  %t6 = add i64 %t5, 1
  %t7 = add i64 %size.W, 1
  %t8 = add i64 %t7, 1
  %t9 = sub i64 %size.S, 1
  %t10 = sub i64 %t8, %t9
  %t11 = sub i64 %t10, 1
  %t12 = add i64 %t11, 1
  %t13 = mul i64 %size.N, %t6
  %t14 = icmp slt i64 %range.hi, %t13
  %t15 = select i1 %t14, i64 %range.hi, i64 %t13
  store i64 %range.lo, ptr %c16
  br label %head17
head17:
  %i20 = load i64, ptr %c16
  %t21 = icmp slt i64 %i20, %t15
  br i1 %t21, label %body18, label %done19
body18:
  %t22 = sdiv i64 %i20, %t6
  %t23 = srem i64 %i20, %t6
  %t24 = mul i64 %t23, 1
  %t25 = add i64 %t24, -1
  %t26 = sub i64 0, %t25
  %t27 = add i64 %t26, 0
  %t28 = icmp sgt i64 0, %t27
  %t29 = select i1 %t28, i64 0, i64 %t27
  %t30 = sub i64 %size.H, 1
  %t31 = sub i64 %t30, %t25
  %t32 = add i64 %t31, 1
  %t33 = icmp slt i64 %size.R, %t32
  %t34 = select i1 %t33, i64 %size.R, i64 %t32
  %t35 = icmp sgt i64 %t29, %t34
  %t36 = select i1 %t35, i64 %t29, i64 %t34
  %t37 = sub i64 %size.S, 1
  %t38 = icmp sgt i64 %t37, 0
  %t39 = select i1 %t38, i64 %t37, i64 0
  %t40 = mul i64 1, %t39
  %t41 = sub i64 0, -1
  %t42 = add i64 %t41, 0
  %t43 = icmp sgt i64 0, %t42
  %t44 = select i1 %t43, i64 0, i64 %t42
  %t45 = icmp slt i64 %t12, %t44
  %t46 = select i1 %t45, i64 %t12, i64 %t44
  %t47 = sub i64 %size.W, 1
  %t48 = sub i64 %t47, -1
  %t49 = sub i64 %t48, %t40
  %t50 = add i64 %t49, 1
  %t51 = icmp slt i64 %t12, %t50
  %t52 = select i1 %t51, i64 %t12, i64 %t50
  %t53 = icmp sgt i64 %t46, %t52
  %t54 = select i1 %t53, i64 %t46, i64 %t52
  store i64 0, ptr %c55
  br label %head56
head56:
  %i59 = load i64, ptr %c55
  %t60 = icmp slt i64 %i59, %size.K
  br i1 %t60, label %body57, label %done58
body57:
  %t61 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i59, i64 %size.K)
  store i64 0, ptr %c62
  br label %head63
head63:
  %i66 = load i64, ptr %c62
  %t67 = icmp slt i64 %i66, %t46
  br i1 %t67, label %body64, label %done65
body64:
  store <16 x float> zeroinitializer, ptr %bacc68
  %t72 = icmp eq i64 %size.S, 3
  br i1 %t72, label %win370, label %winnext71
win370:
  store i64 %t29, ptr %c73
  br label %head74
head74:
  %i77 = load i64, ptr %c73
  %t78 = icmp slt i64 %i77, %t36
  br i1 %t78, label %body75, label %done76
body75:
  %t79 = mul i64 %i66, 1
  %t80 = mul i64 0, 1
  %t81 = add i64 %t79, %t80
  %t82 = add i64 %t81, -1
  %t83 = icmp sge i64 %t82, 0
  %t84 = icmp slt i64 %t82, %size.W
  %t85 = and i1 %t83, %t84
  %t86 = select i1 %t85, i64 %t82, i64 0
  %t87 = mul i64 %i77, 1
  %t88 = add i64 %t25, %t87
  %t89 = mul i64 %size.H, %size.W
  %t90 = mul i64 %t89, %size.K
  %t91 = mul i64 %t22, %t90
  %t92 = mul i64 %size.W, %size.K
  %t93 = mul i64 %t88, %t92
  %t94 = add i64 %t91, %t93
  %t95 = mul i64 %t86, %size.K
  %t96 = add i64 %t94, %t95
  %t97 = add i64 %t96, %i59
  %t98 = getelementptr float, ptr %buf.x, i64 %t97
  %t99 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t98, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t100 = load <16 x float>, ptr %bacc68
  %t101 = mul i64 %size.S, %size.K
  %t102 = mul i64 %i77, %t101
  %t103 = mul i64 0, %size.K
  %t104 = add i64 %t102, %t103
  %t105 = add i64 %t104, %i59
  %t106 = getelementptr float, ptr %buf.w, i64 %t105
  %t107 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t106, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t108 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t99, <16 x float> %t107, <16 x float> %t100)
  %t109 = select i1 %t85, <16 x float> %t108, <16 x float> %t100
  store <16 x float> %t109, ptr %bacc68
  %t110 = mul i64 %i66, 1
  %t111 = mul i64 1, 1
  %t112 = add i64 %t110, %t111
  %t113 = add i64 %t112, -1
  %t114 = icmp sge i64 %t113, 0
  %t115 = icmp slt i64 %t113, %size.W
  %t116 = and i1 %t114, %t115
  %t117 = select i1 %t116, i64 %t113, i64 0
  %t118 = mul i64 %i77, 1
  %t119 = add i64 %t25, %t118
  %t120 = mul i64 %size.H, %size.W
  %t121 = mul i64 %t120, %size.K
  %t122 = mul i64 %t22, %t121
  %t123 = mul i64 %size.W, %size.K
  %t124 = mul i64 %t119, %t123
  %t125 = add i64 %t122, %t124
  %t126 = mul i64 %t117, %size.K
  %t127 = add i64 %t125, %t126
  %t128 = add i64 %t127, %i59
  %t129 = getelementptr float, ptr %buf.x, i64 %t128
  %t130 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t129, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t131 = load <16 x float>, ptr %bacc68
  %t132 = mul i64 %size.S, %size.K
  %t133 = mul i64 %i77, %t132
  %t134 = mul i64 1, %size.K
  %t135 = add i64 %t133, %t134
  %t136 = add i64 %t135, %i59
  %t137 = getelementptr float, ptr %buf.w, i64 %t136
  %t138 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t137, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t139 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t130, <16 x float> %t138, <16 x float> %t131)
  %t140 = select i1 %t116, <16 x float> %t139, <16 x float> %t131
  store <16 x float> %t140, ptr %bacc68
  %t141 = mul i64 %i66, 1
  %t142 = mul i64 2, 1
  %t143 = add i64 %t141, %t142
  %t144 = add i64 %t143, -1
  %t145 = icmp sge i64 %t144, 0
  %t146 = icmp slt i64 %t144, %size.W
  %t147 = and i1 %t145, %t146
  %t148 = select i1 %t147, i64 %t144, i64 0
  %t149 = mul i64 %i77, 1
  %t150 = add i64 %t25, %t149
  %t151 = mul i64 %size.H, %size.W
  %t152 = mul i64 %t151, %size.K
  %t153 = mul i64 %t22, %t152
  %t154 = mul i64 %size.W, %size.K
  %t155 = mul i64 %t150, %t154
  %t156 = add i64 %t153, %t155
  %t157 = mul i64 %t148, %size.K
  %t158 = add i64 %t156, %t157
  %t159 = add i64 %t158, %i59
  %t160 = getelementptr float, ptr %buf.x, i64 %t159
  %t161 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t160, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t162 = load <16 x float>, ptr %bacc68
  %t163 = mul i64 %size.S, %size.K
  %t164 = mul i64 %i77, %t163
  %t165 = mul i64 2, %size.K
  %t166 = add i64 %t164, %t165
  %t167 = add i64 %t166, %i59
  %t168 = getelementptr float, ptr %buf.w, i64 %t167
  %t169 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t168, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t170 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t161, <16 x float> %t169, <16 x float> %t162)
  %t171 = select i1 %t147, <16 x float> %t170, <16 x float> %t162
  store <16 x float> %t171, ptr %bacc68
  %t172 = add nsw i64 %i77, 1
  store i64 %t172, ptr %c73
  br label %head74
done76:
  br label %taps.done69
winnext71:
  %t175 = icmp eq i64 %size.S, 5
  br i1 %t175, label %win5173, label %winnext174
win5173:
  store i64 %t29, ptr %c176
  br label %head177
head177:
  %i180 = load i64, ptr %c176
  %t181 = icmp slt i64 %i180, %t36
  br i1 %t181, label %body178, label %done179
body178:
  %t182 = mul i64 %i66, 1
  %t183 = mul i64 0, 1
  %t184 = add i64 %t182, %t183
  %t185 = add i64 %t184, -1
  %t186 = icmp sge i64 %t185, 0
  %t187 = icmp slt i64 %t185, %size.W
  %t188 = and i1 %t186, %t187
  %t189 = select i1 %t188, i64 %t185, i64 0
  %t190 = mul i64 %i180, 1
  %t191 = add i64 %t25, %t190
  %t192 = mul i64 %size.H, %size.W
  %t193 = mul i64 %t192, %size.K
  %t194 = mul i64 %t22, %t193
  %t195 = mul i64 %size.W, %size.K
  %t196 = mul i64 %t191, %t195
  %t197 = add i64 %t194, %t196
  %t198 = mul i64 %t189, %size.K
  %t199 = add i64 %t197, %t198
  %t200 = add i64 %t199, %i59
  %t201 = getelementptr float, ptr %buf.x, i64 %t200
  %t202 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t201, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t203 = load <16 x float>, ptr %bacc68
  %t204 = mul i64 %size.S, %size.K
  %t205 = mul i64 %i180, %t204
  %t206 = mul i64 0, %size.K
  %t207 = add i64 %t205, %t206
  %t208 = add i64 %t207, %i59
  %t209 = getelementptr float, ptr %buf.w, i64 %t208
  %t210 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t209, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t211 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t202, <16 x float> %t210, <16 x float> %t203)
  %t212 = select i1 %t188, <16 x float> %t211, <16 x float> %t203
  store <16 x float> %t212, ptr %bacc68
  %t213 = mul i64 %i66, 1
  %t214 = mul i64 1, 1
  %t215 = add i64 %t213, %t214
  %t216 = add i64 %t215, -1
  %t217 = icmp sge i64 %t216, 0
  %t218 = icmp slt i64 %t216, %size.W
  %t219 = and i1 %t217, %t218
  %t220 = select i1 %t219, i64 %t216, i64 0
  %t221 = mul i64 %i180, 1
  %t222 = add i64 %t25, %t221
  %t223 = mul i64 %size.H, %size.W
  %t224 = mul i64 %t223, %size.K
  %t225 = mul i64 %t22, %t224
  %t226 = mul i64 %size.W, %size.K
  %t227 = mul i64 %t222, %t226
  %t228 = add i64 %t225, %t227
  %t229 = mul i64 %t220, %size.K
  %t230 = add i64 %t228, %t229
  %t231 = add i64 %t230, %i59
  %t232 = getelementptr float, ptr %buf.x, i64 %t231
  %t233 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t232, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t234 = load <16 x float>, ptr %bacc68
  %t235 = mul i64 %size.S, %size.K
  %t236 = mul i64 %i180, %t235
  %t237 = mul i64 1, %size.K
  %t238 = add i64 %t236, %t237
  %t239 = add i64 %t238, %i59
  %t240 = getelementptr float, ptr %buf.w, i64 %t239
  %t241 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t240, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t242 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t233, <16 x float> %t241, <16 x float> %t234)
  %t243 = select i1 %t219, <16 x float> %t242, <16 x float> %t234
  store <16 x float> %t243, ptr %bacc68
  %t244 = mul i64 %i66, 1
  %t245 = mul i64 2, 1
  %t246 = add i64 %t244, %t245
  %t247 = add i64 %t246, -1
  %t248 = icmp sge i64 %t247, 0
  %t249 = icmp slt i64 %t247, %size.W
  %t250 = and i1 %t248, %t249
  %t251 = select i1 %t250, i64 %t247, i64 0
  %t252 = mul i64 %i180, 1
  %t253 = add i64 %t25, %t252
  %t254 = mul i64 %size.H, %size.W
  %t255 = mul i64 %t254, %size.K
  %t256 = mul i64 %t22, %t255
  %t257 = mul i64 %size.W, %size.K
  %t258 = mul i64 %t253, %t257
  %t259 = add i64 %t256, %t258
  %t260 = mul i64 %t251, %size.K
  %t261 = add i64 %t259, %t260
  %t262 = add i64 %t261, %i59
  %t263 = getelementptr float, ptr %buf.x, i64 %t262
  %t264 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t263, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t265 = load <16 x float>, ptr %bacc68
  %t266 = mul i64 %size.S, %size.K
  %t267 = mul i64 %i180, %t266
  %t268 = mul i64 2, %size.K
  %t269 = add i64 %t267, %t268
  %t270 = add i64 %t269, %i59
  %t271 = getelementptr float, ptr %buf.w, i64 %t270
  %t272 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t271, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t273 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t264, <16 x float> %t272, <16 x float> %t265)
  %t274 = select i1 %t250, <16 x float> %t273, <16 x float> %t265
  store <16 x float> %t274, ptr %bacc68
  %t275 = mul i64 %i66, 1
  %t276 = mul i64 3, 1
  %t277 = add i64 %t275, %t276
  %t278 = add i64 %t277, -1
  %t279 = icmp sge i64 %t278, 0
  %t280 = icmp slt i64 %t278, %size.W
  %t281 = and i1 %t279, %t280
  %t282 = select i1 %t281, i64 %t278, i64 0
  %t283 = mul i64 %i180, 1
  %t284 = add i64 %t25, %t283
  %t285 = mul i64 %size.H, %size.W
  %t286 = mul i64 %t285, %size.K
  %t287 = mul i64 %t22, %t286
  %t288 = mul i64 %size.W, %size.K
  %t289 = mul i64 %t284, %t288
  %t290 = add i64 %t287, %t289
  %t291 = mul i64 %t282, %size.K
  %t292 = add i64 %t290, %t291
  %t293 = add i64 %t292, %i59
  %t294 = getelementptr float, ptr %buf.x, i64 %t293
  %t295 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t294, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t296 = load <16 x float>, ptr %bacc68
  %t297 = mul i64 %size.S, %size.K
  %t298 = mul i64 %i180, %t297
  %t299 = mul i64 3, %size.K
  %t300 = add i64 %t298, %t299
  %t301 = add i64 %t300, %i59
  %t302 = getelementptr float, ptr %buf.w, i64 %t301
  %t303 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t302, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t304 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t295, <16 x float> %t303, <16 x float> %t296)
  %t305 = select i1 %t281, <16 x float> %t304, <16 x float> %t296
  store <16 x float> %t305, ptr %bacc68
  %t306 = mul i64 %i66, 1
  %t307 = mul i64 4, 1
  %t308 = add i64 %t306, %t307
  %t309 = add i64 %t308, -1
  %t310 = icmp sge i64 %t309, 0
  %t311 = icmp slt i64 %t309, %size.W
  %t312 = and i1 %t310, %t311
  %t313 = select i1 %t312, i64 %t309, i64 0
  %t314 = mul i64 %i180, 1
  %t315 = add i64 %t25, %t314
  %t316 = mul i64 %size.H, %size.W
  %t317 = mul i64 %t316, %size.K
  %t318 = mul i64 %t22, %t317
  %t319 = mul i64 %size.W, %size.K
  %t320 = mul i64 %t315, %t319
  %t321 = add i64 %t318, %t320
  %t322 = mul i64 %t313, %size.K
  %t323 = add i64 %t321, %t322
  %t324 = add i64 %t323, %i59
  %t325 = getelementptr float, ptr %buf.x, i64 %t324
  %t326 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t325, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t327 = load <16 x float>, ptr %bacc68
  %t328 = mul i64 %size.S, %size.K
  %t329 = mul i64 %i180, %t328
  %t330 = mul i64 4, %size.K
  %t331 = add i64 %t329, %t330
  %t332 = add i64 %t331, %i59
  %t333 = getelementptr float, ptr %buf.w, i64 %t332
  %t334 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t333, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t335 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t326, <16 x float> %t334, <16 x float> %t327)
  %t336 = select i1 %t312, <16 x float> %t335, <16 x float> %t327
  store <16 x float> %t336, ptr %bacc68
  %t337 = add nsw i64 %i180, 1
  store i64 %t337, ptr %c176
  br label %head177
done179:
  br label %taps.done69
winnext174:
  store i64 %t29, ptr %c338
  br label %head339
head339:
  %i342 = load i64, ptr %c338
  %t343 = icmp slt i64 %i342, %t36
  br i1 %t343, label %body340, label %done341
body340:
  store i64 0, ptr %c344
  br label %head345
head345:
  %i348 = load i64, ptr %c344
  %t349 = icmp slt i64 %i348, %size.S
  br i1 %t349, label %body346, label %done347
body346:
  %t350 = mul i64 %i66, 1
  %t351 = mul i64 %i348, 1
  %t352 = add i64 %t350, %t351
  %t353 = add i64 %t352, -1
  %t354 = icmp sge i64 %t353, 0
  %t355 = icmp slt i64 %t353, %size.W
  %t356 = and i1 %t354, %t355
  %t357 = select i1 %t356, i64 %t353, i64 0
  %t358 = mul i64 %i342, 1
  %t359 = add i64 %t25, %t358
  %t360 = mul i64 %size.H, %size.W
  %t361 = mul i64 %t360, %size.K
  %t362 = mul i64 %t22, %t361
  %t363 = mul i64 %size.W, %size.K
  %t364 = mul i64 %t359, %t363
  %t365 = add i64 %t362, %t364
  %t366 = mul i64 %t357, %size.K
  %t367 = add i64 %t365, %t366
  %t368 = add i64 %t367, %i59
  %t369 = getelementptr float, ptr %buf.x, i64 %t368
  %t370 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t369, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t371 = load <16 x float>, ptr %bacc68
  %t372 = mul i64 %size.S, %size.K
  %t373 = mul i64 %i342, %t372
  %t374 = mul i64 %i348, %size.K
  %t375 = add i64 %t373, %t374
  %t376 = add i64 %t375, %i59
  %t377 = getelementptr float, ptr %buf.w, i64 %t376
  %t378 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t377, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t379 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t370, <16 x float> %t378, <16 x float> %t371)
  %t380 = select i1 %t356, <16 x float> %t379, <16 x float> %t371
  store <16 x float> %t380, ptr %bacc68
  %t381 = add nsw i64 %i348, 1
  store i64 %t381, ptr %c344
  br label %head345
done347:
  %t382 = add nsw i64 %i342, 1
  store i64 %t382, ptr %c338
  br label %head339
done341:
  br label %taps.done69
taps.done69:
  %t383 = load <16 x float>, ptr %bacc68
  %p384 = getelementptr float, ptr %buf.b, i64 %i59
  %ld385 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p384, <16 x i1> %t61, <16 x float> zeroinitializer)
  %v386 = fadd contract <16 x float> %ld385, %t383
  %v387 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v386, <16 x float> splat (float 0x0000000000000000))
  %v388 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %v387, <16 x float> splat (float 0x4018000000000000))
  %v389 = add i64 %size.H, 1
  %v390 = add i64 %v389, 1
  %v391 = sub i64 %size.R, 1
  %v392 = sub i64 %v390, %v391
  %v393 = sub i64 %v392, 1
  %v394 = add i64 %v393, 1
  %v395 = mul i64 %t22, %v394
  %v396 = add i64 %v395, %t23
  %v397 = add i64 %size.W, 1
  %v398 = add i64 %v397, 1
  %v399 = sub i64 %size.S, 1
  %v400 = sub i64 %v398, %v399
  %v401 = sub i64 %v400, 1
  %v402 = add i64 %v401, 1
  %v403 = mul i64 %v396, %v402
  %v404 = add i64 %v403, %i66
  %v405 = mul i64 %v404, %size.K
  %v406 = add i64 %v405, %i59
  %p407 = getelementptr float, ptr %buf.y, i64 %v406
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v388, ptr align 4 %p407, <16 x i1> %t61)
  %t408 = add nsw i64 %i66, 1
  store i64 %t408, ptr %c62
  br label %head63
done65:
  %t409 = sub i64 %t54, %t46
  %t410 = sdiv i64 %t409, 8
  %t411 = mul i64 %t410, 8
  %t412 = add i64 %t46, %t411
  store i64 %t46, ptr %c413
  br label %head414
head414:
  %i417 = load i64, ptr %c413
  %t418 = icmp slt i64 %i417, %t412
  br i1 %t418, label %body415, label %done416
body415:
  store <16 x float> zeroinitializer, ptr %tacc419
  store <16 x float> zeroinitializer, ptr %tacc420
  store <16 x float> zeroinitializer, ptr %tacc421
  store <16 x float> zeroinitializer, ptr %tacc422
  store <16 x float> zeroinitializer, ptr %tacc423
  store <16 x float> zeroinitializer, ptr %tacc424
  store <16 x float> zeroinitializer, ptr %tacc425
  store <16 x float> zeroinitializer, ptr %tacc426
  %t427 = add i64 %i417, 0
  %t428 = add i64 %i417, 1
  %t429 = add i64 %i417, 2
  %t430 = add i64 %i417, 3
  %t431 = add i64 %i417, 4
  %t432 = add i64 %i417, 5
  %t433 = add i64 %i417, 6
  %t434 = add i64 %i417, 7
  %t438 = icmp eq i64 %size.S, 3
  br i1 %t438, label %win3436, label %winnext437
win3436:
  store i64 %t29, ptr %c439
  br label %head440
head440:
  %i443 = load i64, ptr %c439
  %t444 = icmp slt i64 %i443, %t36
  br i1 %t444, label %body441, label %done442
body441:
  %t445 = mul i64 %size.S, %size.K
  %t446 = mul i64 %i443, %t445
  %t447 = mul i64 0, %size.K
  %t448 = add i64 %t446, %t447
  %t449 = add i64 %t448, %i59
  %t450 = getelementptr float, ptr %buf.w, i64 %t449
  %t451 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t450, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t452 = mul i64 %t427, 1
  %t453 = mul i64 0, 1
  %t454 = add i64 %t452, %t453
  %t455 = add i64 %t454, -1
  %t456 = mul i64 %i443, 1
  %t457 = add i64 %t25, %t456
  %t458 = mul i64 %size.H, %size.W
  %t459 = mul i64 %t458, %size.K
  %t460 = mul i64 %t22, %t459
  %t461 = mul i64 %size.W, %size.K
  %t462 = mul i64 %t457, %t461
  %t463 = add i64 %t460, %t462
  %t464 = mul i64 %t455, %size.K
  %t465 = add i64 %t463, %t464
  %t466 = add i64 %t465, %i59
  %t467 = getelementptr float, ptr %buf.x, i64 %t466
  %t468 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t467, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t469 = load <16 x float>, ptr %tacc419
  %t470 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t468, <16 x float> %t451, <16 x float> %t469)
  store <16 x float> %t470, ptr %tacc419
  %t471 = mul i64 %t428, 1
  %t472 = mul i64 0, 1
  %t473 = add i64 %t471, %t472
  %t474 = add i64 %t473, -1
  %t475 = mul i64 %i443, 1
  %t476 = add i64 %t25, %t475
  %t477 = mul i64 %size.H, %size.W
  %t478 = mul i64 %t477, %size.K
  %t479 = mul i64 %t22, %t478
  %t480 = mul i64 %size.W, %size.K
  %t481 = mul i64 %t476, %t480
  %t482 = add i64 %t479, %t481
  %t483 = mul i64 %t474, %size.K
  %t484 = add i64 %t482, %t483
  %t485 = add i64 %t484, %i59
  %t486 = getelementptr float, ptr %buf.x, i64 %t485
  %t487 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t486, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t488 = load <16 x float>, ptr %tacc420
  %t489 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t487, <16 x float> %t451, <16 x float> %t488)
  store <16 x float> %t489, ptr %tacc420
  %t490 = mul i64 %t429, 1
  %t491 = mul i64 0, 1
  %t492 = add i64 %t490, %t491
  %t493 = add i64 %t492, -1
  %t494 = mul i64 %i443, 1
  %t495 = add i64 %t25, %t494
  %t496 = mul i64 %size.H, %size.W
  %t497 = mul i64 %t496, %size.K
  %t498 = mul i64 %t22, %t497
  %t499 = mul i64 %size.W, %size.K
  %t500 = mul i64 %t495, %t499
  %t501 = add i64 %t498, %t500
  %t502 = mul i64 %t493, %size.K
  %t503 = add i64 %t501, %t502
  %t504 = add i64 %t503, %i59
  %t505 = getelementptr float, ptr %buf.x, i64 %t504
  %t506 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t505, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t507 = load <16 x float>, ptr %tacc421
  %t508 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t506, <16 x float> %t451, <16 x float> %t507)
  store <16 x float> %t508, ptr %tacc421
  %t509 = mul i64 %t430, 1
  %t510 = mul i64 0, 1
  %t511 = add i64 %t509, %t510
  %t512 = add i64 %t511, -1
  %t513 = mul i64 %i443, 1
  %t514 = add i64 %t25, %t513
  %t515 = mul i64 %size.H, %size.W
  %t516 = mul i64 %t515, %size.K
  %t517 = mul i64 %t22, %t516
  %t518 = mul i64 %size.W, %size.K
  %t519 = mul i64 %t514, %t518
  %t520 = add i64 %t517, %t519
  %t521 = mul i64 %t512, %size.K
  %t522 = add i64 %t520, %t521
  %t523 = add i64 %t522, %i59
  %t524 = getelementptr float, ptr %buf.x, i64 %t523
  %t525 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t524, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t526 = load <16 x float>, ptr %tacc422
  %t527 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t525, <16 x float> %t451, <16 x float> %t526)
  store <16 x float> %t527, ptr %tacc422
  %t528 = mul i64 %t431, 1
  %t529 = mul i64 0, 1
  %t530 = add i64 %t528, %t529
  %t531 = add i64 %t530, -1
  %t532 = mul i64 %i443, 1
  %t533 = add i64 %t25, %t532
  %t534 = mul i64 %size.H, %size.W
  %t535 = mul i64 %t534, %size.K
  %t536 = mul i64 %t22, %t535
  %t537 = mul i64 %size.W, %size.K
  %t538 = mul i64 %t533, %t537
  %t539 = add i64 %t536, %t538
  %t540 = mul i64 %t531, %size.K
  %t541 = add i64 %t539, %t540
  %t542 = add i64 %t541, %i59
  %t543 = getelementptr float, ptr %buf.x, i64 %t542
  %t544 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t543, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t545 = load <16 x float>, ptr %tacc423
  %t546 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t544, <16 x float> %t451, <16 x float> %t545)
  store <16 x float> %t546, ptr %tacc423
  %t547 = mul i64 %t432, 1
  %t548 = mul i64 0, 1
  %t549 = add i64 %t547, %t548
  %t550 = add i64 %t549, -1
  %t551 = mul i64 %i443, 1
  %t552 = add i64 %t25, %t551
  %t553 = mul i64 %size.H, %size.W
  %t554 = mul i64 %t553, %size.K
  %t555 = mul i64 %t22, %t554
  %t556 = mul i64 %size.W, %size.K
  %t557 = mul i64 %t552, %t556
  %t558 = add i64 %t555, %t557
  %t559 = mul i64 %t550, %size.K
  %t560 = add i64 %t558, %t559
  %t561 = add i64 %t560, %i59
  %t562 = getelementptr float, ptr %buf.x, i64 %t561
  %t563 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t562, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t564 = load <16 x float>, ptr %tacc424
  %t565 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t563, <16 x float> %t451, <16 x float> %t564)
  store <16 x float> %t565, ptr %tacc424
  %t566 = mul i64 %t433, 1
  %t567 = mul i64 0, 1
  %t568 = add i64 %t566, %t567
  %t569 = add i64 %t568, -1
  %t570 = mul i64 %i443, 1
  %t571 = add i64 %t25, %t570
  %t572 = mul i64 %size.H, %size.W
  %t573 = mul i64 %t572, %size.K
  %t574 = mul i64 %t22, %t573
  %t575 = mul i64 %size.W, %size.K
  %t576 = mul i64 %t571, %t575
  %t577 = add i64 %t574, %t576
  %t578 = mul i64 %t569, %size.K
  %t579 = add i64 %t577, %t578
  %t580 = add i64 %t579, %i59
  %t581 = getelementptr float, ptr %buf.x, i64 %t580
  %t582 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t581, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t583 = load <16 x float>, ptr %tacc425
  %t584 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t582, <16 x float> %t451, <16 x float> %t583)
  store <16 x float> %t584, ptr %tacc425
  %t585 = mul i64 %t434, 1
  %t586 = mul i64 0, 1
  %t587 = add i64 %t585, %t586
  %t588 = add i64 %t587, -1
  %t589 = mul i64 %i443, 1
  %t590 = add i64 %t25, %t589
  %t591 = mul i64 %size.H, %size.W
  %t592 = mul i64 %t591, %size.K
  %t593 = mul i64 %t22, %t592
  %t594 = mul i64 %size.W, %size.K
  %t595 = mul i64 %t590, %t594
  %t596 = add i64 %t593, %t595
  %t597 = mul i64 %t588, %size.K
  %t598 = add i64 %t596, %t597
  %t599 = add i64 %t598, %i59
  %t600 = getelementptr float, ptr %buf.x, i64 %t599
  %t601 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t600, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t602 = load <16 x float>, ptr %tacc426
  %t603 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t601, <16 x float> %t451, <16 x float> %t602)
  store <16 x float> %t603, ptr %tacc426
  %t604 = mul i64 %size.S, %size.K
  %t605 = mul i64 %i443, %t604
  %t606 = mul i64 1, %size.K
  %t607 = add i64 %t605, %t606
  %t608 = add i64 %t607, %i59
  %t609 = getelementptr float, ptr %buf.w, i64 %t608
  %t610 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t609, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t611 = mul i64 %t427, 1
  %t612 = mul i64 1, 1
  %t613 = add i64 %t611, %t612
  %t614 = add i64 %t613, -1
  %t615 = mul i64 %i443, 1
  %t616 = add i64 %t25, %t615
  %t617 = mul i64 %size.H, %size.W
  %t618 = mul i64 %t617, %size.K
  %t619 = mul i64 %t22, %t618
  %t620 = mul i64 %size.W, %size.K
  %t621 = mul i64 %t616, %t620
  %t622 = add i64 %t619, %t621
  %t623 = mul i64 %t614, %size.K
  %t624 = add i64 %t622, %t623
  %t625 = add i64 %t624, %i59
  %t626 = getelementptr float, ptr %buf.x, i64 %t625
  %t627 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t626, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t628 = load <16 x float>, ptr %tacc419
  %t629 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t627, <16 x float> %t610, <16 x float> %t628)
  store <16 x float> %t629, ptr %tacc419
  %t630 = mul i64 %t428, 1
  %t631 = mul i64 1, 1
  %t632 = add i64 %t630, %t631
  %t633 = add i64 %t632, -1
  %t634 = mul i64 %i443, 1
  %t635 = add i64 %t25, %t634
  %t636 = mul i64 %size.H, %size.W
  %t637 = mul i64 %t636, %size.K
  %t638 = mul i64 %t22, %t637
  %t639 = mul i64 %size.W, %size.K
  %t640 = mul i64 %t635, %t639
  %t641 = add i64 %t638, %t640
  %t642 = mul i64 %t633, %size.K
  %t643 = add i64 %t641, %t642
  %t644 = add i64 %t643, %i59
  %t645 = getelementptr float, ptr %buf.x, i64 %t644
  %t646 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t645, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t647 = load <16 x float>, ptr %tacc420
  %t648 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t646, <16 x float> %t610, <16 x float> %t647)
  store <16 x float> %t648, ptr %tacc420
  %t649 = mul i64 %t429, 1
  %t650 = mul i64 1, 1
  %t651 = add i64 %t649, %t650
  %t652 = add i64 %t651, -1
  %t653 = mul i64 %i443, 1
  %t654 = add i64 %t25, %t653
  %t655 = mul i64 %size.H, %size.W
  %t656 = mul i64 %t655, %size.K
  %t657 = mul i64 %t22, %t656
  %t658 = mul i64 %size.W, %size.K
  %t659 = mul i64 %t654, %t658
  %t660 = add i64 %t657, %t659
  %t661 = mul i64 %t652, %size.K
  %t662 = add i64 %t660, %t661
  %t663 = add i64 %t662, %i59
  %t664 = getelementptr float, ptr %buf.x, i64 %t663
  %t665 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t664, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t666 = load <16 x float>, ptr %tacc421
  %t667 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t665, <16 x float> %t610, <16 x float> %t666)
  store <16 x float> %t667, ptr %tacc421
  %t668 = mul i64 %t430, 1
  %t669 = mul i64 1, 1
  %t670 = add i64 %t668, %t669
  %t671 = add i64 %t670, -1
  %t672 = mul i64 %i443, 1
  %t673 = add i64 %t25, %t672
  %t674 = mul i64 %size.H, %size.W
  %t675 = mul i64 %t674, %size.K
  %t676 = mul i64 %t22, %t675
  %t677 = mul i64 %size.W, %size.K
  %t678 = mul i64 %t673, %t677
  %t679 = add i64 %t676, %t678
  %t680 = mul i64 %t671, %size.K
  %t681 = add i64 %t679, %t680
  %t682 = add i64 %t681, %i59
  %t683 = getelementptr float, ptr %buf.x, i64 %t682
  %t684 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t683, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t685 = load <16 x float>, ptr %tacc422
  %t686 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t684, <16 x float> %t610, <16 x float> %t685)
  store <16 x float> %t686, ptr %tacc422
  %t687 = mul i64 %t431, 1
  %t688 = mul i64 1, 1
  %t689 = add i64 %t687, %t688
  %t690 = add i64 %t689, -1
  %t691 = mul i64 %i443, 1
  %t692 = add i64 %t25, %t691
  %t693 = mul i64 %size.H, %size.W
  %t694 = mul i64 %t693, %size.K
  %t695 = mul i64 %t22, %t694
  %t696 = mul i64 %size.W, %size.K
  %t697 = mul i64 %t692, %t696
  %t698 = add i64 %t695, %t697
  %t699 = mul i64 %t690, %size.K
  %t700 = add i64 %t698, %t699
  %t701 = add i64 %t700, %i59
  %t702 = getelementptr float, ptr %buf.x, i64 %t701
  %t703 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t702, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t704 = load <16 x float>, ptr %tacc423
  %t705 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t703, <16 x float> %t610, <16 x float> %t704)
  store <16 x float> %t705, ptr %tacc423
  %t706 = mul i64 %t432, 1
  %t707 = mul i64 1, 1
  %t708 = add i64 %t706, %t707
  %t709 = add i64 %t708, -1
  %t710 = mul i64 %i443, 1
  %t711 = add i64 %t25, %t710
  %t712 = mul i64 %size.H, %size.W
  %t713 = mul i64 %t712, %size.K
  %t714 = mul i64 %t22, %t713
  %t715 = mul i64 %size.W, %size.K
  %t716 = mul i64 %t711, %t715
  %t717 = add i64 %t714, %t716
  %t718 = mul i64 %t709, %size.K
  %t719 = add i64 %t717, %t718
  %t720 = add i64 %t719, %i59
  %t721 = getelementptr float, ptr %buf.x, i64 %t720
  %t722 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t721, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t723 = load <16 x float>, ptr %tacc424
  %t724 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t722, <16 x float> %t610, <16 x float> %t723)
  store <16 x float> %t724, ptr %tacc424
  %t725 = mul i64 %t433, 1
  %t726 = mul i64 1, 1
  %t727 = add i64 %t725, %t726
  %t728 = add i64 %t727, -1
  %t729 = mul i64 %i443, 1
  %t730 = add i64 %t25, %t729
  %t731 = mul i64 %size.H, %size.W
  %t732 = mul i64 %t731, %size.K
  %t733 = mul i64 %t22, %t732
  %t734 = mul i64 %size.W, %size.K
  %t735 = mul i64 %t730, %t734
  %t736 = add i64 %t733, %t735
  %t737 = mul i64 %t728, %size.K
  %t738 = add i64 %t736, %t737
  %t739 = add i64 %t738, %i59
  %t740 = getelementptr float, ptr %buf.x, i64 %t739
  %t741 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t740, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t742 = load <16 x float>, ptr %tacc425
  %t743 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t741, <16 x float> %t610, <16 x float> %t742)
  store <16 x float> %t743, ptr %tacc425
  %t744 = mul i64 %t434, 1
  %t745 = mul i64 1, 1
  %t746 = add i64 %t744, %t745
  %t747 = add i64 %t746, -1
  %t748 = mul i64 %i443, 1
  %t749 = add i64 %t25, %t748
  %t750 = mul i64 %size.H, %size.W
  %t751 = mul i64 %t750, %size.K
  %t752 = mul i64 %t22, %t751
  %t753 = mul i64 %size.W, %size.K
  %t754 = mul i64 %t749, %t753
  %t755 = add i64 %t752, %t754
  %t756 = mul i64 %t747, %size.K
  %t757 = add i64 %t755, %t756
  %t758 = add i64 %t757, %i59
  %t759 = getelementptr float, ptr %buf.x, i64 %t758
  %t760 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t759, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t761 = load <16 x float>, ptr %tacc426
  %t762 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t760, <16 x float> %t610, <16 x float> %t761)
  store <16 x float> %t762, ptr %tacc426
  %t763 = mul i64 %size.S, %size.K
  %t764 = mul i64 %i443, %t763
  %t765 = mul i64 2, %size.K
  %t766 = add i64 %t764, %t765
  %t767 = add i64 %t766, %i59
  %t768 = getelementptr float, ptr %buf.w, i64 %t767
  %t769 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t768, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t770 = mul i64 %t427, 1
  %t771 = mul i64 2, 1
  %t772 = add i64 %t770, %t771
  %t773 = add i64 %t772, -1
  %t774 = mul i64 %i443, 1
  %t775 = add i64 %t25, %t774
  %t776 = mul i64 %size.H, %size.W
  %t777 = mul i64 %t776, %size.K
  %t778 = mul i64 %t22, %t777
  %t779 = mul i64 %size.W, %size.K
  %t780 = mul i64 %t775, %t779
  %t781 = add i64 %t778, %t780
  %t782 = mul i64 %t773, %size.K
  %t783 = add i64 %t781, %t782
  %t784 = add i64 %t783, %i59
  %t785 = getelementptr float, ptr %buf.x, i64 %t784
  %t786 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t785, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t787 = load <16 x float>, ptr %tacc419
  %t788 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t786, <16 x float> %t769, <16 x float> %t787)
  store <16 x float> %t788, ptr %tacc419
  %t789 = mul i64 %t428, 1
  %t790 = mul i64 2, 1
  %t791 = add i64 %t789, %t790
  %t792 = add i64 %t791, -1
  %t793 = mul i64 %i443, 1
  %t794 = add i64 %t25, %t793
  %t795 = mul i64 %size.H, %size.W
  %t796 = mul i64 %t795, %size.K
  %t797 = mul i64 %t22, %t796
  %t798 = mul i64 %size.W, %size.K
  %t799 = mul i64 %t794, %t798
  %t800 = add i64 %t797, %t799
  %t801 = mul i64 %t792, %size.K
  %t802 = add i64 %t800, %t801
  %t803 = add i64 %t802, %i59
  %t804 = getelementptr float, ptr %buf.x, i64 %t803
  %t805 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t804, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t806 = load <16 x float>, ptr %tacc420
  %t807 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t805, <16 x float> %t769, <16 x float> %t806)
  store <16 x float> %t807, ptr %tacc420
  %t808 = mul i64 %t429, 1
  %t809 = mul i64 2, 1
  %t810 = add i64 %t808, %t809
  %t811 = add i64 %t810, -1
  %t812 = mul i64 %i443, 1
  %t813 = add i64 %t25, %t812
  %t814 = mul i64 %size.H, %size.W
  %t815 = mul i64 %t814, %size.K
  %t816 = mul i64 %t22, %t815
  %t817 = mul i64 %size.W, %size.K
  %t818 = mul i64 %t813, %t817
  %t819 = add i64 %t816, %t818
  %t820 = mul i64 %t811, %size.K
  %t821 = add i64 %t819, %t820
  %t822 = add i64 %t821, %i59
  %t823 = getelementptr float, ptr %buf.x, i64 %t822
  %t824 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t823, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t825 = load <16 x float>, ptr %tacc421
  %t826 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t824, <16 x float> %t769, <16 x float> %t825)
  store <16 x float> %t826, ptr %tacc421
  %t827 = mul i64 %t430, 1
  %t828 = mul i64 2, 1
  %t829 = add i64 %t827, %t828
  %t830 = add i64 %t829, -1
  %t831 = mul i64 %i443, 1
  %t832 = add i64 %t25, %t831
  %t833 = mul i64 %size.H, %size.W
  %t834 = mul i64 %t833, %size.K
  %t835 = mul i64 %t22, %t834
  %t836 = mul i64 %size.W, %size.K
  %t837 = mul i64 %t832, %t836
  %t838 = add i64 %t835, %t837
  %t839 = mul i64 %t830, %size.K
  %t840 = add i64 %t838, %t839
  %t841 = add i64 %t840, %i59
  %t842 = getelementptr float, ptr %buf.x, i64 %t841
  %t843 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t842, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t844 = load <16 x float>, ptr %tacc422
  %t845 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t843, <16 x float> %t769, <16 x float> %t844)
  store <16 x float> %t845, ptr %tacc422
  %t846 = mul i64 %t431, 1
  %t847 = mul i64 2, 1
  %t848 = add i64 %t846, %t847
  %t849 = add i64 %t848, -1
  %t850 = mul i64 %i443, 1
  %t851 = add i64 %t25, %t850
  %t852 = mul i64 %size.H, %size.W
  %t853 = mul i64 %t852, %size.K
  %t854 = mul i64 %t22, %t853
  %t855 = mul i64 %size.W, %size.K
  %t856 = mul i64 %t851, %t855
  %t857 = add i64 %t854, %t856
  %t858 = mul i64 %t849, %size.K
  %t859 = add i64 %t857, %t858
  %t860 = add i64 %t859, %i59
  %t861 = getelementptr float, ptr %buf.x, i64 %t860
  %t862 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t861, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t863 = load <16 x float>, ptr %tacc423
  %t864 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t862, <16 x float> %t769, <16 x float> %t863)
  store <16 x float> %t864, ptr %tacc423
  %t865 = mul i64 %t432, 1
  %t866 = mul i64 2, 1
  %t867 = add i64 %t865, %t866
  %t868 = add i64 %t867, -1
  %t869 = mul i64 %i443, 1
  %t870 = add i64 %t25, %t869
  %t871 = mul i64 %size.H, %size.W
  %t872 = mul i64 %t871, %size.K
  %t873 = mul i64 %t22, %t872
  %t874 = mul i64 %size.W, %size.K
  %t875 = mul i64 %t870, %t874
  %t876 = add i64 %t873, %t875
  %t877 = mul i64 %t868, %size.K
  %t878 = add i64 %t876, %t877
  %t879 = add i64 %t878, %i59
  %t880 = getelementptr float, ptr %buf.x, i64 %t879
  %t881 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t880, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t882 = load <16 x float>, ptr %tacc424
  %t883 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t881, <16 x float> %t769, <16 x float> %t882)
  store <16 x float> %t883, ptr %tacc424
  %t884 = mul i64 %t433, 1
  %t885 = mul i64 2, 1
  %t886 = add i64 %t884, %t885
  %t887 = add i64 %t886, -1
  %t888 = mul i64 %i443, 1
  %t889 = add i64 %t25, %t888
  %t890 = mul i64 %size.H, %size.W
  %t891 = mul i64 %t890, %size.K
  %t892 = mul i64 %t22, %t891
  %t893 = mul i64 %size.W, %size.K
  %t894 = mul i64 %t889, %t893
  %t895 = add i64 %t892, %t894
  %t896 = mul i64 %t887, %size.K
  %t897 = add i64 %t895, %t896
  %t898 = add i64 %t897, %i59
  %t899 = getelementptr float, ptr %buf.x, i64 %t898
  %t900 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t899, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t901 = load <16 x float>, ptr %tacc425
  %t902 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t900, <16 x float> %t769, <16 x float> %t901)
  store <16 x float> %t902, ptr %tacc425
  %t903 = mul i64 %t434, 1
  %t904 = mul i64 2, 1
  %t905 = add i64 %t903, %t904
  %t906 = add i64 %t905, -1
  %t907 = mul i64 %i443, 1
  %t908 = add i64 %t25, %t907
  %t909 = mul i64 %size.H, %size.W
  %t910 = mul i64 %t909, %size.K
  %t911 = mul i64 %t22, %t910
  %t912 = mul i64 %size.W, %size.K
  %t913 = mul i64 %t908, %t912
  %t914 = add i64 %t911, %t913
  %t915 = mul i64 %t906, %size.K
  %t916 = add i64 %t914, %t915
  %t917 = add i64 %t916, %i59
  %t918 = getelementptr float, ptr %buf.x, i64 %t917
  %t919 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t918, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t920 = load <16 x float>, ptr %tacc426
  %t921 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t919, <16 x float> %t769, <16 x float> %t920)
  store <16 x float> %t921, ptr %tacc426
  %t922 = add nsw i64 %i443, 1
  store i64 %t922, ptr %c439
  br label %head440
done442:
  br label %taps.done435
winnext437:
  %t925 = icmp eq i64 %size.S, 5
  br i1 %t925, label %win5923, label %winnext924
win5923:
  store i64 %t29, ptr %c926
  br label %head927
head927:
  %i930 = load i64, ptr %c926
  %t931 = icmp slt i64 %i930, %t36
  br i1 %t931, label %body928, label %done929
body928:
  %t932 = mul i64 %size.S, %size.K
  %t933 = mul i64 %i930, %t932
  %t934 = mul i64 0, %size.K
  %t935 = add i64 %t933, %t934
  %t936 = add i64 %t935, %i59
  %t937 = getelementptr float, ptr %buf.w, i64 %t936
  %t938 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t937, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t939 = mul i64 %t427, 1
  %t940 = mul i64 0, 1
  %t941 = add i64 %t939, %t940
  %t942 = add i64 %t941, -1
  %t943 = mul i64 %i930, 1
  %t944 = add i64 %t25, %t943
  %t945 = mul i64 %size.H, %size.W
  %t946 = mul i64 %t945, %size.K
  %t947 = mul i64 %t22, %t946
  %t948 = mul i64 %size.W, %size.K
  %t949 = mul i64 %t944, %t948
  %t950 = add i64 %t947, %t949
  %t951 = mul i64 %t942, %size.K
  %t952 = add i64 %t950, %t951
  %t953 = add i64 %t952, %i59
  %t954 = getelementptr float, ptr %buf.x, i64 %t953
  %t955 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t954, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t956 = load <16 x float>, ptr %tacc419
  %t957 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t955, <16 x float> %t938, <16 x float> %t956)
  store <16 x float> %t957, ptr %tacc419
  %t958 = mul i64 %t428, 1
  %t959 = mul i64 0, 1
  %t960 = add i64 %t958, %t959
  %t961 = add i64 %t960, -1
  %t962 = mul i64 %i930, 1
  %t963 = add i64 %t25, %t962
  %t964 = mul i64 %size.H, %size.W
  %t965 = mul i64 %t964, %size.K
  %t966 = mul i64 %t22, %t965
  %t967 = mul i64 %size.W, %size.K
  %t968 = mul i64 %t963, %t967
  %t969 = add i64 %t966, %t968
  %t970 = mul i64 %t961, %size.K
  %t971 = add i64 %t969, %t970
  %t972 = add i64 %t971, %i59
  %t973 = getelementptr float, ptr %buf.x, i64 %t972
  %t974 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t973, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t975 = load <16 x float>, ptr %tacc420
  %t976 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t974, <16 x float> %t938, <16 x float> %t975)
  store <16 x float> %t976, ptr %tacc420
  %t977 = mul i64 %t429, 1
  %t978 = mul i64 0, 1
  %t979 = add i64 %t977, %t978
  %t980 = add i64 %t979, -1
  %t981 = mul i64 %i930, 1
  %t982 = add i64 %t25, %t981
  %t983 = mul i64 %size.H, %size.W
  %t984 = mul i64 %t983, %size.K
  %t985 = mul i64 %t22, %t984
  %t986 = mul i64 %size.W, %size.K
  %t987 = mul i64 %t982, %t986
  %t988 = add i64 %t985, %t987
  %t989 = mul i64 %t980, %size.K
  %t990 = add i64 %t988, %t989
  %t991 = add i64 %t990, %i59
  %t992 = getelementptr float, ptr %buf.x, i64 %t991
  %t993 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t992, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t994 = load <16 x float>, ptr %tacc421
  %t995 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t993, <16 x float> %t938, <16 x float> %t994)
  store <16 x float> %t995, ptr %tacc421
  %t996 = mul i64 %t430, 1
  %t997 = mul i64 0, 1
  %t998 = add i64 %t996, %t997
  %t999 = add i64 %t998, -1
  %t1000 = mul i64 %i930, 1
  %t1001 = add i64 %t25, %t1000
  %t1002 = mul i64 %size.H, %size.W
  %t1003 = mul i64 %t1002, %size.K
  %t1004 = mul i64 %t22, %t1003
  %t1005 = mul i64 %size.W, %size.K
  %t1006 = mul i64 %t1001, %t1005
  %t1007 = add i64 %t1004, %t1006
  %t1008 = mul i64 %t999, %size.K
  %t1009 = add i64 %t1007, %t1008
  %t1010 = add i64 %t1009, %i59
  %t1011 = getelementptr float, ptr %buf.x, i64 %t1010
  %t1012 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1011, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1013 = load <16 x float>, ptr %tacc422
  %t1014 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1012, <16 x float> %t938, <16 x float> %t1013)
  store <16 x float> %t1014, ptr %tacc422
  %t1015 = mul i64 %t431, 1
  %t1016 = mul i64 0, 1
  %t1017 = add i64 %t1015, %t1016
  %t1018 = add i64 %t1017, -1
  %t1019 = mul i64 %i930, 1
  %t1020 = add i64 %t25, %t1019
  %t1021 = mul i64 %size.H, %size.W
  %t1022 = mul i64 %t1021, %size.K
  %t1023 = mul i64 %t22, %t1022
  %t1024 = mul i64 %size.W, %size.K
  %t1025 = mul i64 %t1020, %t1024
  %t1026 = add i64 %t1023, %t1025
  %t1027 = mul i64 %t1018, %size.K
  %t1028 = add i64 %t1026, %t1027
  %t1029 = add i64 %t1028, %i59
  %t1030 = getelementptr float, ptr %buf.x, i64 %t1029
  %t1031 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1030, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1032 = load <16 x float>, ptr %tacc423
  %t1033 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1031, <16 x float> %t938, <16 x float> %t1032)
  store <16 x float> %t1033, ptr %tacc423
  %t1034 = mul i64 %t432, 1
  %t1035 = mul i64 0, 1
  %t1036 = add i64 %t1034, %t1035
  %t1037 = add i64 %t1036, -1
  %t1038 = mul i64 %i930, 1
  %t1039 = add i64 %t25, %t1038
  %t1040 = mul i64 %size.H, %size.W
  %t1041 = mul i64 %t1040, %size.K
  %t1042 = mul i64 %t22, %t1041
  %t1043 = mul i64 %size.W, %size.K
  %t1044 = mul i64 %t1039, %t1043
  %t1045 = add i64 %t1042, %t1044
  %t1046 = mul i64 %t1037, %size.K
  %t1047 = add i64 %t1045, %t1046
  %t1048 = add i64 %t1047, %i59
  %t1049 = getelementptr float, ptr %buf.x, i64 %t1048
  %t1050 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1049, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1051 = load <16 x float>, ptr %tacc424
  %t1052 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1050, <16 x float> %t938, <16 x float> %t1051)
  store <16 x float> %t1052, ptr %tacc424
  %t1053 = mul i64 %t433, 1
  %t1054 = mul i64 0, 1
  %t1055 = add i64 %t1053, %t1054
  %t1056 = add i64 %t1055, -1
  %t1057 = mul i64 %i930, 1
  %t1058 = add i64 %t25, %t1057
  %t1059 = mul i64 %size.H, %size.W
  %t1060 = mul i64 %t1059, %size.K
  %t1061 = mul i64 %t22, %t1060
  %t1062 = mul i64 %size.W, %size.K
  %t1063 = mul i64 %t1058, %t1062
  %t1064 = add i64 %t1061, %t1063
  %t1065 = mul i64 %t1056, %size.K
  %t1066 = add i64 %t1064, %t1065
  %t1067 = add i64 %t1066, %i59
  %t1068 = getelementptr float, ptr %buf.x, i64 %t1067
  %t1069 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1068, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1070 = load <16 x float>, ptr %tacc425
  %t1071 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1069, <16 x float> %t938, <16 x float> %t1070)
  store <16 x float> %t1071, ptr %tacc425
  %t1072 = mul i64 %t434, 1
  %t1073 = mul i64 0, 1
  %t1074 = add i64 %t1072, %t1073
  %t1075 = add i64 %t1074, -1
  %t1076 = mul i64 %i930, 1
  %t1077 = add i64 %t25, %t1076
  %t1078 = mul i64 %size.H, %size.W
  %t1079 = mul i64 %t1078, %size.K
  %t1080 = mul i64 %t22, %t1079
  %t1081 = mul i64 %size.W, %size.K
  %t1082 = mul i64 %t1077, %t1081
  %t1083 = add i64 %t1080, %t1082
  %t1084 = mul i64 %t1075, %size.K
  %t1085 = add i64 %t1083, %t1084
  %t1086 = add i64 %t1085, %i59
  %t1087 = getelementptr float, ptr %buf.x, i64 %t1086
  %t1088 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1087, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1089 = load <16 x float>, ptr %tacc426
  %t1090 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1088, <16 x float> %t938, <16 x float> %t1089)
  store <16 x float> %t1090, ptr %tacc426
  %t1091 = mul i64 %size.S, %size.K
  %t1092 = mul i64 %i930, %t1091
  %t1093 = mul i64 1, %size.K
  %t1094 = add i64 %t1092, %t1093
  %t1095 = add i64 %t1094, %i59
  %t1096 = getelementptr float, ptr %buf.w, i64 %t1095
  %t1097 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1096, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1098 = mul i64 %t427, 1
  %t1099 = mul i64 1, 1
  %t1100 = add i64 %t1098, %t1099
  %t1101 = add i64 %t1100, -1
  %t1102 = mul i64 %i930, 1
  %t1103 = add i64 %t25, %t1102
  %t1104 = mul i64 %size.H, %size.W
  %t1105 = mul i64 %t1104, %size.K
  %t1106 = mul i64 %t22, %t1105
  %t1107 = mul i64 %size.W, %size.K
  %t1108 = mul i64 %t1103, %t1107
  %t1109 = add i64 %t1106, %t1108
  %t1110 = mul i64 %t1101, %size.K
  %t1111 = add i64 %t1109, %t1110
  %t1112 = add i64 %t1111, %i59
  %t1113 = getelementptr float, ptr %buf.x, i64 %t1112
  %t1114 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1113, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1115 = load <16 x float>, ptr %tacc419
  %t1116 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1114, <16 x float> %t1097, <16 x float> %t1115)
  store <16 x float> %t1116, ptr %tacc419
  %t1117 = mul i64 %t428, 1
  %t1118 = mul i64 1, 1
  %t1119 = add i64 %t1117, %t1118
  %t1120 = add i64 %t1119, -1
  %t1121 = mul i64 %i930, 1
  %t1122 = add i64 %t25, %t1121
  %t1123 = mul i64 %size.H, %size.W
  %t1124 = mul i64 %t1123, %size.K
  %t1125 = mul i64 %t22, %t1124
  %t1126 = mul i64 %size.W, %size.K
  %t1127 = mul i64 %t1122, %t1126
  %t1128 = add i64 %t1125, %t1127
  %t1129 = mul i64 %t1120, %size.K
  %t1130 = add i64 %t1128, %t1129
  %t1131 = add i64 %t1130, %i59
  %t1132 = getelementptr float, ptr %buf.x, i64 %t1131
  %t1133 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1132, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1134 = load <16 x float>, ptr %tacc420
  %t1135 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1133, <16 x float> %t1097, <16 x float> %t1134)
  store <16 x float> %t1135, ptr %tacc420
  %t1136 = mul i64 %t429, 1
  %t1137 = mul i64 1, 1
  %t1138 = add i64 %t1136, %t1137
  %t1139 = add i64 %t1138, -1
  %t1140 = mul i64 %i930, 1
  %t1141 = add i64 %t25, %t1140
  %t1142 = mul i64 %size.H, %size.W
  %t1143 = mul i64 %t1142, %size.K
  %t1144 = mul i64 %t22, %t1143
  %t1145 = mul i64 %size.W, %size.K
  %t1146 = mul i64 %t1141, %t1145
  %t1147 = add i64 %t1144, %t1146
  %t1148 = mul i64 %t1139, %size.K
  %t1149 = add i64 %t1147, %t1148
  %t1150 = add i64 %t1149, %i59
  %t1151 = getelementptr float, ptr %buf.x, i64 %t1150
  %t1152 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1151, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1153 = load <16 x float>, ptr %tacc421
  %t1154 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1152, <16 x float> %t1097, <16 x float> %t1153)
  store <16 x float> %t1154, ptr %tacc421
  %t1155 = mul i64 %t430, 1
  %t1156 = mul i64 1, 1
  %t1157 = add i64 %t1155, %t1156
  %t1158 = add i64 %t1157, -1
  %t1159 = mul i64 %i930, 1
  %t1160 = add i64 %t25, %t1159
  %t1161 = mul i64 %size.H, %size.W
  %t1162 = mul i64 %t1161, %size.K
  %t1163 = mul i64 %t22, %t1162
  %t1164 = mul i64 %size.W, %size.K
  %t1165 = mul i64 %t1160, %t1164
  %t1166 = add i64 %t1163, %t1165
  %t1167 = mul i64 %t1158, %size.K
  %t1168 = add i64 %t1166, %t1167
  %t1169 = add i64 %t1168, %i59
  %t1170 = getelementptr float, ptr %buf.x, i64 %t1169
  %t1171 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1170, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1172 = load <16 x float>, ptr %tacc422
  %t1173 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1171, <16 x float> %t1097, <16 x float> %t1172)
  store <16 x float> %t1173, ptr %tacc422
  %t1174 = mul i64 %t431, 1
  %t1175 = mul i64 1, 1
  %t1176 = add i64 %t1174, %t1175
  %t1177 = add i64 %t1176, -1
  %t1178 = mul i64 %i930, 1
  %t1179 = add i64 %t25, %t1178
  %t1180 = mul i64 %size.H, %size.W
  %t1181 = mul i64 %t1180, %size.K
  %t1182 = mul i64 %t22, %t1181
  %t1183 = mul i64 %size.W, %size.K
  %t1184 = mul i64 %t1179, %t1183
  %t1185 = add i64 %t1182, %t1184
  %t1186 = mul i64 %t1177, %size.K
  %t1187 = add i64 %t1185, %t1186
  %t1188 = add i64 %t1187, %i59
  %t1189 = getelementptr float, ptr %buf.x, i64 %t1188
  %t1190 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1189, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1191 = load <16 x float>, ptr %tacc423
  %t1192 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1190, <16 x float> %t1097, <16 x float> %t1191)
  store <16 x float> %t1192, ptr %tacc423
  %t1193 = mul i64 %t432, 1
  %t1194 = mul i64 1, 1
  %t1195 = add i64 %t1193, %t1194
  %t1196 = add i64 %t1195, -1
  %t1197 = mul i64 %i930, 1
  %t1198 = add i64 %t25, %t1197
  %t1199 = mul i64 %size.H, %size.W
  %t1200 = mul i64 %t1199, %size.K
  %t1201 = mul i64 %t22, %t1200
  %t1202 = mul i64 %size.W, %size.K
  %t1203 = mul i64 %t1198, %t1202
  %t1204 = add i64 %t1201, %t1203
  %t1205 = mul i64 %t1196, %size.K
  %t1206 = add i64 %t1204, %t1205
  %t1207 = add i64 %t1206, %i59
  %t1208 = getelementptr float, ptr %buf.x, i64 %t1207
  %t1209 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1208, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1210 = load <16 x float>, ptr %tacc424
  %t1211 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1209, <16 x float> %t1097, <16 x float> %t1210)
  store <16 x float> %t1211, ptr %tacc424
  %t1212 = mul i64 %t433, 1
  %t1213 = mul i64 1, 1
  %t1214 = add i64 %t1212, %t1213
  %t1215 = add i64 %t1214, -1
  %t1216 = mul i64 %i930, 1
  %t1217 = add i64 %t25, %t1216
  %t1218 = mul i64 %size.H, %size.W
  %t1219 = mul i64 %t1218, %size.K
  %t1220 = mul i64 %t22, %t1219
  %t1221 = mul i64 %size.W, %size.K
  %t1222 = mul i64 %t1217, %t1221
  %t1223 = add i64 %t1220, %t1222
  %t1224 = mul i64 %t1215, %size.K
  %t1225 = add i64 %t1223, %t1224
  %t1226 = add i64 %t1225, %i59
  %t1227 = getelementptr float, ptr %buf.x, i64 %t1226
  %t1228 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1227, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1229 = load <16 x float>, ptr %tacc425
  %t1230 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1228, <16 x float> %t1097, <16 x float> %t1229)
  store <16 x float> %t1230, ptr %tacc425
  %t1231 = mul i64 %t434, 1
  %t1232 = mul i64 1, 1
  %t1233 = add i64 %t1231, %t1232
  %t1234 = add i64 %t1233, -1
  %t1235 = mul i64 %i930, 1
  %t1236 = add i64 %t25, %t1235
  %t1237 = mul i64 %size.H, %size.W
  %t1238 = mul i64 %t1237, %size.K
  %t1239 = mul i64 %t22, %t1238
  %t1240 = mul i64 %size.W, %size.K
  %t1241 = mul i64 %t1236, %t1240
  %t1242 = add i64 %t1239, %t1241
  %t1243 = mul i64 %t1234, %size.K
  %t1244 = add i64 %t1242, %t1243
  %t1245 = add i64 %t1244, %i59
  %t1246 = getelementptr float, ptr %buf.x, i64 %t1245
  %t1247 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1246, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1248 = load <16 x float>, ptr %tacc426
  %t1249 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1247, <16 x float> %t1097, <16 x float> %t1248)
  store <16 x float> %t1249, ptr %tacc426
  %t1250 = mul i64 %size.S, %size.K
  %t1251 = mul i64 %i930, %t1250
  %t1252 = mul i64 2, %size.K
  %t1253 = add i64 %t1251, %t1252
  %t1254 = add i64 %t1253, %i59
  %t1255 = getelementptr float, ptr %buf.w, i64 %t1254
  %t1256 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1255, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1257 = mul i64 %t427, 1
  %t1258 = mul i64 2, 1
  %t1259 = add i64 %t1257, %t1258
  %t1260 = add i64 %t1259, -1
  %t1261 = mul i64 %i930, 1
  %t1262 = add i64 %t25, %t1261
  %t1263 = mul i64 %size.H, %size.W
  %t1264 = mul i64 %t1263, %size.K
  %t1265 = mul i64 %t22, %t1264
  %t1266 = mul i64 %size.W, %size.K
  %t1267 = mul i64 %t1262, %t1266
  %t1268 = add i64 %t1265, %t1267
  %t1269 = mul i64 %t1260, %size.K
  %t1270 = add i64 %t1268, %t1269
  %t1271 = add i64 %t1270, %i59
  %t1272 = getelementptr float, ptr %buf.x, i64 %t1271
  %t1273 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1272, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1274 = load <16 x float>, ptr %tacc419
  %t1275 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1273, <16 x float> %t1256, <16 x float> %t1274)
  store <16 x float> %t1275, ptr %tacc419
  %t1276 = mul i64 %t428, 1
  %t1277 = mul i64 2, 1
  %t1278 = add i64 %t1276, %t1277
  %t1279 = add i64 %t1278, -1
  %t1280 = mul i64 %i930, 1
  %t1281 = add i64 %t25, %t1280
  %t1282 = mul i64 %size.H, %size.W
  %t1283 = mul i64 %t1282, %size.K
  %t1284 = mul i64 %t22, %t1283
  %t1285 = mul i64 %size.W, %size.K
  %t1286 = mul i64 %t1281, %t1285
  %t1287 = add i64 %t1284, %t1286
  %t1288 = mul i64 %t1279, %size.K
  %t1289 = add i64 %t1287, %t1288
  %t1290 = add i64 %t1289, %i59
  %t1291 = getelementptr float, ptr %buf.x, i64 %t1290
  %t1292 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1291, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1293 = load <16 x float>, ptr %tacc420
  %t1294 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1292, <16 x float> %t1256, <16 x float> %t1293)
  store <16 x float> %t1294, ptr %tacc420
  %t1295 = mul i64 %t429, 1
  %t1296 = mul i64 2, 1
  %t1297 = add i64 %t1295, %t1296
  %t1298 = add i64 %t1297, -1
  %t1299 = mul i64 %i930, 1
  %t1300 = add i64 %t25, %t1299
  %t1301 = mul i64 %size.H, %size.W
  %t1302 = mul i64 %t1301, %size.K
  %t1303 = mul i64 %t22, %t1302
  %t1304 = mul i64 %size.W, %size.K
  %t1305 = mul i64 %t1300, %t1304
  %t1306 = add i64 %t1303, %t1305
  %t1307 = mul i64 %t1298, %size.K
  %t1308 = add i64 %t1306, %t1307
  %t1309 = add i64 %t1308, %i59
  %t1310 = getelementptr float, ptr %buf.x, i64 %t1309
  %t1311 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1310, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1312 = load <16 x float>, ptr %tacc421
  %t1313 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1311, <16 x float> %t1256, <16 x float> %t1312)
  store <16 x float> %t1313, ptr %tacc421
  %t1314 = mul i64 %t430, 1
  %t1315 = mul i64 2, 1
  %t1316 = add i64 %t1314, %t1315
  %t1317 = add i64 %t1316, -1
  %t1318 = mul i64 %i930, 1
  %t1319 = add i64 %t25, %t1318
  %t1320 = mul i64 %size.H, %size.W
  %t1321 = mul i64 %t1320, %size.K
  %t1322 = mul i64 %t22, %t1321
  %t1323 = mul i64 %size.W, %size.K
  %t1324 = mul i64 %t1319, %t1323
  %t1325 = add i64 %t1322, %t1324
  %t1326 = mul i64 %t1317, %size.K
  %t1327 = add i64 %t1325, %t1326
  %t1328 = add i64 %t1327, %i59
  %t1329 = getelementptr float, ptr %buf.x, i64 %t1328
  %t1330 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1329, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1331 = load <16 x float>, ptr %tacc422
  %t1332 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1330, <16 x float> %t1256, <16 x float> %t1331)
  store <16 x float> %t1332, ptr %tacc422
  %t1333 = mul i64 %t431, 1
  %t1334 = mul i64 2, 1
  %t1335 = add i64 %t1333, %t1334
  %t1336 = add i64 %t1335, -1
  %t1337 = mul i64 %i930, 1
  %t1338 = add i64 %t25, %t1337
  %t1339 = mul i64 %size.H, %size.W
  %t1340 = mul i64 %t1339, %size.K
  %t1341 = mul i64 %t22, %t1340
  %t1342 = mul i64 %size.W, %size.K
  %t1343 = mul i64 %t1338, %t1342
  %t1344 = add i64 %t1341, %t1343
  %t1345 = mul i64 %t1336, %size.K
  %t1346 = add i64 %t1344, %t1345
  %t1347 = add i64 %t1346, %i59
  %t1348 = getelementptr float, ptr %buf.x, i64 %t1347
  %t1349 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1348, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1350 = load <16 x float>, ptr %tacc423
  %t1351 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1349, <16 x float> %t1256, <16 x float> %t1350)
  store <16 x float> %t1351, ptr %tacc423
  %t1352 = mul i64 %t432, 1
  %t1353 = mul i64 2, 1
  %t1354 = add i64 %t1352, %t1353
  %t1355 = add i64 %t1354, -1
  %t1356 = mul i64 %i930, 1
  %t1357 = add i64 %t25, %t1356
  %t1358 = mul i64 %size.H, %size.W
  %t1359 = mul i64 %t1358, %size.K
  %t1360 = mul i64 %t22, %t1359
  %t1361 = mul i64 %size.W, %size.K
  %t1362 = mul i64 %t1357, %t1361
  %t1363 = add i64 %t1360, %t1362
  %t1364 = mul i64 %t1355, %size.K
  %t1365 = add i64 %t1363, %t1364
  %t1366 = add i64 %t1365, %i59
  %t1367 = getelementptr float, ptr %buf.x, i64 %t1366
  %t1368 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1367, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1369 = load <16 x float>, ptr %tacc424
  %t1370 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1368, <16 x float> %t1256, <16 x float> %t1369)
  store <16 x float> %t1370, ptr %tacc424
  %t1371 = mul i64 %t433, 1
  %t1372 = mul i64 2, 1
  %t1373 = add i64 %t1371, %t1372
  %t1374 = add i64 %t1373, -1
  %t1375 = mul i64 %i930, 1
  %t1376 = add i64 %t25, %t1375
  %t1377 = mul i64 %size.H, %size.W
  %t1378 = mul i64 %t1377, %size.K
  %t1379 = mul i64 %t22, %t1378
  %t1380 = mul i64 %size.W, %size.K
  %t1381 = mul i64 %t1376, %t1380
  %t1382 = add i64 %t1379, %t1381
  %t1383 = mul i64 %t1374, %size.K
  %t1384 = add i64 %t1382, %t1383
  %t1385 = add i64 %t1384, %i59
  %t1386 = getelementptr float, ptr %buf.x, i64 %t1385
  %t1387 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1386, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1388 = load <16 x float>, ptr %tacc425
  %t1389 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1387, <16 x float> %t1256, <16 x float> %t1388)
  store <16 x float> %t1389, ptr %tacc425
  %t1390 = mul i64 %t434, 1
  %t1391 = mul i64 2, 1
  %t1392 = add i64 %t1390, %t1391
  %t1393 = add i64 %t1392, -1
  %t1394 = mul i64 %i930, 1
  %t1395 = add i64 %t25, %t1394
  %t1396 = mul i64 %size.H, %size.W
  %t1397 = mul i64 %t1396, %size.K
  %t1398 = mul i64 %t22, %t1397
  %t1399 = mul i64 %size.W, %size.K
  %t1400 = mul i64 %t1395, %t1399
  %t1401 = add i64 %t1398, %t1400
  %t1402 = mul i64 %t1393, %size.K
  %t1403 = add i64 %t1401, %t1402
  %t1404 = add i64 %t1403, %i59
  %t1405 = getelementptr float, ptr %buf.x, i64 %t1404
  %t1406 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1405, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1407 = load <16 x float>, ptr %tacc426
  %t1408 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1406, <16 x float> %t1256, <16 x float> %t1407)
  store <16 x float> %t1408, ptr %tacc426
  %t1409 = mul i64 %size.S, %size.K
  %t1410 = mul i64 %i930, %t1409
  %t1411 = mul i64 3, %size.K
  %t1412 = add i64 %t1410, %t1411
  %t1413 = add i64 %t1412, %i59
  %t1414 = getelementptr float, ptr %buf.w, i64 %t1413
  %t1415 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1414, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1416 = mul i64 %t427, 1
  %t1417 = mul i64 3, 1
  %t1418 = add i64 %t1416, %t1417
  %t1419 = add i64 %t1418, -1
  %t1420 = mul i64 %i930, 1
  %t1421 = add i64 %t25, %t1420
  %t1422 = mul i64 %size.H, %size.W
  %t1423 = mul i64 %t1422, %size.K
  %t1424 = mul i64 %t22, %t1423
  %t1425 = mul i64 %size.W, %size.K
  %t1426 = mul i64 %t1421, %t1425
  %t1427 = add i64 %t1424, %t1426
  %t1428 = mul i64 %t1419, %size.K
  %t1429 = add i64 %t1427, %t1428
  %t1430 = add i64 %t1429, %i59
  %t1431 = getelementptr float, ptr %buf.x, i64 %t1430
  %t1432 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1431, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1433 = load <16 x float>, ptr %tacc419
  %t1434 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1432, <16 x float> %t1415, <16 x float> %t1433)
  store <16 x float> %t1434, ptr %tacc419
  %t1435 = mul i64 %t428, 1
  %t1436 = mul i64 3, 1
  %t1437 = add i64 %t1435, %t1436
  %t1438 = add i64 %t1437, -1
  %t1439 = mul i64 %i930, 1
  %t1440 = add i64 %t25, %t1439
  %t1441 = mul i64 %size.H, %size.W
  %t1442 = mul i64 %t1441, %size.K
  %t1443 = mul i64 %t22, %t1442
  %t1444 = mul i64 %size.W, %size.K
  %t1445 = mul i64 %t1440, %t1444
  %t1446 = add i64 %t1443, %t1445
  %t1447 = mul i64 %t1438, %size.K
  %t1448 = add i64 %t1446, %t1447
  %t1449 = add i64 %t1448, %i59
  %t1450 = getelementptr float, ptr %buf.x, i64 %t1449
  %t1451 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1450, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1452 = load <16 x float>, ptr %tacc420
  %t1453 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1451, <16 x float> %t1415, <16 x float> %t1452)
  store <16 x float> %t1453, ptr %tacc420
  %t1454 = mul i64 %t429, 1
  %t1455 = mul i64 3, 1
  %t1456 = add i64 %t1454, %t1455
  %t1457 = add i64 %t1456, -1
  %t1458 = mul i64 %i930, 1
  %t1459 = add i64 %t25, %t1458
  %t1460 = mul i64 %size.H, %size.W
  %t1461 = mul i64 %t1460, %size.K
  %t1462 = mul i64 %t22, %t1461
  %t1463 = mul i64 %size.W, %size.K
  %t1464 = mul i64 %t1459, %t1463
  %t1465 = add i64 %t1462, %t1464
  %t1466 = mul i64 %t1457, %size.K
  %t1467 = add i64 %t1465, %t1466
  %t1468 = add i64 %t1467, %i59
  %t1469 = getelementptr float, ptr %buf.x, i64 %t1468
  %t1470 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1469, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1471 = load <16 x float>, ptr %tacc421
  %t1472 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1470, <16 x float> %t1415, <16 x float> %t1471)
  store <16 x float> %t1472, ptr %tacc421
  %t1473 = mul i64 %t430, 1
  %t1474 = mul i64 3, 1
  %t1475 = add i64 %t1473, %t1474
  %t1476 = add i64 %t1475, -1
  %t1477 = mul i64 %i930, 1
  %t1478 = add i64 %t25, %t1477
  %t1479 = mul i64 %size.H, %size.W
  %t1480 = mul i64 %t1479, %size.K
  %t1481 = mul i64 %t22, %t1480
  %t1482 = mul i64 %size.W, %size.K
  %t1483 = mul i64 %t1478, %t1482
  %t1484 = add i64 %t1481, %t1483
  %t1485 = mul i64 %t1476, %size.K
  %t1486 = add i64 %t1484, %t1485
  %t1487 = add i64 %t1486, %i59
  %t1488 = getelementptr float, ptr %buf.x, i64 %t1487
  %t1489 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1488, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1490 = load <16 x float>, ptr %tacc422
  %t1491 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1489, <16 x float> %t1415, <16 x float> %t1490)
  store <16 x float> %t1491, ptr %tacc422
  %t1492 = mul i64 %t431, 1
  %t1493 = mul i64 3, 1
  %t1494 = add i64 %t1492, %t1493
  %t1495 = add i64 %t1494, -1
  %t1496 = mul i64 %i930, 1
  %t1497 = add i64 %t25, %t1496
  %t1498 = mul i64 %size.H, %size.W
  %t1499 = mul i64 %t1498, %size.K
  %t1500 = mul i64 %t22, %t1499
  %t1501 = mul i64 %size.W, %size.K
  %t1502 = mul i64 %t1497, %t1501
  %t1503 = add i64 %t1500, %t1502
  %t1504 = mul i64 %t1495, %size.K
  %t1505 = add i64 %t1503, %t1504
  %t1506 = add i64 %t1505, %i59
  %t1507 = getelementptr float, ptr %buf.x, i64 %t1506
  %t1508 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1507, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1509 = load <16 x float>, ptr %tacc423
  %t1510 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1508, <16 x float> %t1415, <16 x float> %t1509)
  store <16 x float> %t1510, ptr %tacc423
  %t1511 = mul i64 %t432, 1
  %t1512 = mul i64 3, 1
  %t1513 = add i64 %t1511, %t1512
  %t1514 = add i64 %t1513, -1
  %t1515 = mul i64 %i930, 1
  %t1516 = add i64 %t25, %t1515
  %t1517 = mul i64 %size.H, %size.W
  %t1518 = mul i64 %t1517, %size.K
  %t1519 = mul i64 %t22, %t1518
  %t1520 = mul i64 %size.W, %size.K
  %t1521 = mul i64 %t1516, %t1520
  %t1522 = add i64 %t1519, %t1521
  %t1523 = mul i64 %t1514, %size.K
  %t1524 = add i64 %t1522, %t1523
  %t1525 = add i64 %t1524, %i59
  %t1526 = getelementptr float, ptr %buf.x, i64 %t1525
  %t1527 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1526, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1528 = load <16 x float>, ptr %tacc424
  %t1529 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1527, <16 x float> %t1415, <16 x float> %t1528)
  store <16 x float> %t1529, ptr %tacc424
  %t1530 = mul i64 %t433, 1
  %t1531 = mul i64 3, 1
  %t1532 = add i64 %t1530, %t1531
  %t1533 = add i64 %t1532, -1
  %t1534 = mul i64 %i930, 1
  %t1535 = add i64 %t25, %t1534
  %t1536 = mul i64 %size.H, %size.W
  %t1537 = mul i64 %t1536, %size.K
  %t1538 = mul i64 %t22, %t1537
  %t1539 = mul i64 %size.W, %size.K
  %t1540 = mul i64 %t1535, %t1539
  %t1541 = add i64 %t1538, %t1540
  %t1542 = mul i64 %t1533, %size.K
  %t1543 = add i64 %t1541, %t1542
  %t1544 = add i64 %t1543, %i59
  %t1545 = getelementptr float, ptr %buf.x, i64 %t1544
  %t1546 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1545, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1547 = load <16 x float>, ptr %tacc425
  %t1548 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1546, <16 x float> %t1415, <16 x float> %t1547)
  store <16 x float> %t1548, ptr %tacc425
  %t1549 = mul i64 %t434, 1
  %t1550 = mul i64 3, 1
  %t1551 = add i64 %t1549, %t1550
  %t1552 = add i64 %t1551, -1
  %t1553 = mul i64 %i930, 1
  %t1554 = add i64 %t25, %t1553
  %t1555 = mul i64 %size.H, %size.W
  %t1556 = mul i64 %t1555, %size.K
  %t1557 = mul i64 %t22, %t1556
  %t1558 = mul i64 %size.W, %size.K
  %t1559 = mul i64 %t1554, %t1558
  %t1560 = add i64 %t1557, %t1559
  %t1561 = mul i64 %t1552, %size.K
  %t1562 = add i64 %t1560, %t1561
  %t1563 = add i64 %t1562, %i59
  %t1564 = getelementptr float, ptr %buf.x, i64 %t1563
  %t1565 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1564, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1566 = load <16 x float>, ptr %tacc426
  %t1567 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1565, <16 x float> %t1415, <16 x float> %t1566)
  store <16 x float> %t1567, ptr %tacc426
  %t1568 = mul i64 %size.S, %size.K
  %t1569 = mul i64 %i930, %t1568
  %t1570 = mul i64 4, %size.K
  %t1571 = add i64 %t1569, %t1570
  %t1572 = add i64 %t1571, %i59
  %t1573 = getelementptr float, ptr %buf.w, i64 %t1572
  %t1574 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1573, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1575 = mul i64 %t427, 1
  %t1576 = mul i64 4, 1
  %t1577 = add i64 %t1575, %t1576
  %t1578 = add i64 %t1577, -1
  %t1579 = mul i64 %i930, 1
  %t1580 = add i64 %t25, %t1579
  %t1581 = mul i64 %size.H, %size.W
  %t1582 = mul i64 %t1581, %size.K
  %t1583 = mul i64 %t22, %t1582
  %t1584 = mul i64 %size.W, %size.K
  %t1585 = mul i64 %t1580, %t1584
  %t1586 = add i64 %t1583, %t1585
  %t1587 = mul i64 %t1578, %size.K
  %t1588 = add i64 %t1586, %t1587
  %t1589 = add i64 %t1588, %i59
  %t1590 = getelementptr float, ptr %buf.x, i64 %t1589
  %t1591 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1590, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1592 = load <16 x float>, ptr %tacc419
  %t1593 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1591, <16 x float> %t1574, <16 x float> %t1592)
  store <16 x float> %t1593, ptr %tacc419
  %t1594 = mul i64 %t428, 1
  %t1595 = mul i64 4, 1
  %t1596 = add i64 %t1594, %t1595
  %t1597 = add i64 %t1596, -1
  %t1598 = mul i64 %i930, 1
  %t1599 = add i64 %t25, %t1598
  %t1600 = mul i64 %size.H, %size.W
  %t1601 = mul i64 %t1600, %size.K
  %t1602 = mul i64 %t22, %t1601
  %t1603 = mul i64 %size.W, %size.K
  %t1604 = mul i64 %t1599, %t1603
  %t1605 = add i64 %t1602, %t1604
  %t1606 = mul i64 %t1597, %size.K
  %t1607 = add i64 %t1605, %t1606
  %t1608 = add i64 %t1607, %i59
  %t1609 = getelementptr float, ptr %buf.x, i64 %t1608
  %t1610 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1609, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1611 = load <16 x float>, ptr %tacc420
  %t1612 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1610, <16 x float> %t1574, <16 x float> %t1611)
  store <16 x float> %t1612, ptr %tacc420
  %t1613 = mul i64 %t429, 1
  %t1614 = mul i64 4, 1
  %t1615 = add i64 %t1613, %t1614
  %t1616 = add i64 %t1615, -1
  %t1617 = mul i64 %i930, 1
  %t1618 = add i64 %t25, %t1617
  %t1619 = mul i64 %size.H, %size.W
  %t1620 = mul i64 %t1619, %size.K
  %t1621 = mul i64 %t22, %t1620
  %t1622 = mul i64 %size.W, %size.K
  %t1623 = mul i64 %t1618, %t1622
  %t1624 = add i64 %t1621, %t1623
  %t1625 = mul i64 %t1616, %size.K
  %t1626 = add i64 %t1624, %t1625
  %t1627 = add i64 %t1626, %i59
  %t1628 = getelementptr float, ptr %buf.x, i64 %t1627
  %t1629 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1628, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1630 = load <16 x float>, ptr %tacc421
  %t1631 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1629, <16 x float> %t1574, <16 x float> %t1630)
  store <16 x float> %t1631, ptr %tacc421
  %t1632 = mul i64 %t430, 1
  %t1633 = mul i64 4, 1
  %t1634 = add i64 %t1632, %t1633
  %t1635 = add i64 %t1634, -1
  %t1636 = mul i64 %i930, 1
  %t1637 = add i64 %t25, %t1636
  %t1638 = mul i64 %size.H, %size.W
  %t1639 = mul i64 %t1638, %size.K
  %t1640 = mul i64 %t22, %t1639
  %t1641 = mul i64 %size.W, %size.K
  %t1642 = mul i64 %t1637, %t1641
  %t1643 = add i64 %t1640, %t1642
  %t1644 = mul i64 %t1635, %size.K
  %t1645 = add i64 %t1643, %t1644
  %t1646 = add i64 %t1645, %i59
  %t1647 = getelementptr float, ptr %buf.x, i64 %t1646
  %t1648 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1647, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1649 = load <16 x float>, ptr %tacc422
  %t1650 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1648, <16 x float> %t1574, <16 x float> %t1649)
  store <16 x float> %t1650, ptr %tacc422
  %t1651 = mul i64 %t431, 1
  %t1652 = mul i64 4, 1
  %t1653 = add i64 %t1651, %t1652
  %t1654 = add i64 %t1653, -1
  %t1655 = mul i64 %i930, 1
  %t1656 = add i64 %t25, %t1655
  %t1657 = mul i64 %size.H, %size.W
  %t1658 = mul i64 %t1657, %size.K
  %t1659 = mul i64 %t22, %t1658
  %t1660 = mul i64 %size.W, %size.K
  %t1661 = mul i64 %t1656, %t1660
  %t1662 = add i64 %t1659, %t1661
  %t1663 = mul i64 %t1654, %size.K
  %t1664 = add i64 %t1662, %t1663
  %t1665 = add i64 %t1664, %i59
  %t1666 = getelementptr float, ptr %buf.x, i64 %t1665
  %t1667 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1666, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1668 = load <16 x float>, ptr %tacc423
  %t1669 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1667, <16 x float> %t1574, <16 x float> %t1668)
  store <16 x float> %t1669, ptr %tacc423
  %t1670 = mul i64 %t432, 1
  %t1671 = mul i64 4, 1
  %t1672 = add i64 %t1670, %t1671
  %t1673 = add i64 %t1672, -1
  %t1674 = mul i64 %i930, 1
  %t1675 = add i64 %t25, %t1674
  %t1676 = mul i64 %size.H, %size.W
  %t1677 = mul i64 %t1676, %size.K
  %t1678 = mul i64 %t22, %t1677
  %t1679 = mul i64 %size.W, %size.K
  %t1680 = mul i64 %t1675, %t1679
  %t1681 = add i64 %t1678, %t1680
  %t1682 = mul i64 %t1673, %size.K
  %t1683 = add i64 %t1681, %t1682
  %t1684 = add i64 %t1683, %i59
  %t1685 = getelementptr float, ptr %buf.x, i64 %t1684
  %t1686 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1685, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1687 = load <16 x float>, ptr %tacc424
  %t1688 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1686, <16 x float> %t1574, <16 x float> %t1687)
  store <16 x float> %t1688, ptr %tacc424
  %t1689 = mul i64 %t433, 1
  %t1690 = mul i64 4, 1
  %t1691 = add i64 %t1689, %t1690
  %t1692 = add i64 %t1691, -1
  %t1693 = mul i64 %i930, 1
  %t1694 = add i64 %t25, %t1693
  %t1695 = mul i64 %size.H, %size.W
  %t1696 = mul i64 %t1695, %size.K
  %t1697 = mul i64 %t22, %t1696
  %t1698 = mul i64 %size.W, %size.K
  %t1699 = mul i64 %t1694, %t1698
  %t1700 = add i64 %t1697, %t1699
  %t1701 = mul i64 %t1692, %size.K
  %t1702 = add i64 %t1700, %t1701
  %t1703 = add i64 %t1702, %i59
  %t1704 = getelementptr float, ptr %buf.x, i64 %t1703
  %t1705 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1704, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1706 = load <16 x float>, ptr %tacc425
  %t1707 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1705, <16 x float> %t1574, <16 x float> %t1706)
  store <16 x float> %t1707, ptr %tacc425
  %t1708 = mul i64 %t434, 1
  %t1709 = mul i64 4, 1
  %t1710 = add i64 %t1708, %t1709
  %t1711 = add i64 %t1710, -1
  %t1712 = mul i64 %i930, 1
  %t1713 = add i64 %t25, %t1712
  %t1714 = mul i64 %size.H, %size.W
  %t1715 = mul i64 %t1714, %size.K
  %t1716 = mul i64 %t22, %t1715
  %t1717 = mul i64 %size.W, %size.K
  %t1718 = mul i64 %t1713, %t1717
  %t1719 = add i64 %t1716, %t1718
  %t1720 = mul i64 %t1711, %size.K
  %t1721 = add i64 %t1719, %t1720
  %t1722 = add i64 %t1721, %i59
  %t1723 = getelementptr float, ptr %buf.x, i64 %t1722
  %t1724 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1723, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1725 = load <16 x float>, ptr %tacc426
  %t1726 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1724, <16 x float> %t1574, <16 x float> %t1725)
  store <16 x float> %t1726, ptr %tacc426
  %t1727 = add nsw i64 %i930, 1
  store i64 %t1727, ptr %c926
  br label %head927
done929:
  br label %taps.done435
winnext924:
  store i64 %t29, ptr %c1728
  br label %head1729
head1729:
  %i1732 = load i64, ptr %c1728
  %t1733 = icmp slt i64 %i1732, %t36
  br i1 %t1733, label %body1730, label %done1731
body1730:
  store i64 0, ptr %c1734
  br label %head1735
head1735:
  %i1738 = load i64, ptr %c1734
  %t1739 = icmp slt i64 %i1738, %size.S
  br i1 %t1739, label %body1736, label %done1737
body1736:
  %t1740 = mul i64 %size.S, %size.K
  %t1741 = mul i64 %i1732, %t1740
  %t1742 = mul i64 %i1738, %size.K
  %t1743 = add i64 %t1741, %t1742
  %t1744 = add i64 %t1743, %i59
  %t1745 = getelementptr float, ptr %buf.w, i64 %t1744
  %t1746 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1745, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1747 = mul i64 %t427, 1
  %t1748 = mul i64 %i1738, 1
  %t1749 = add i64 %t1747, %t1748
  %t1750 = add i64 %t1749, -1
  %t1751 = mul i64 %i1732, 1
  %t1752 = add i64 %t25, %t1751
  %t1753 = mul i64 %size.H, %size.W
  %t1754 = mul i64 %t1753, %size.K
  %t1755 = mul i64 %t22, %t1754
  %t1756 = mul i64 %size.W, %size.K
  %t1757 = mul i64 %t1752, %t1756
  %t1758 = add i64 %t1755, %t1757
  %t1759 = mul i64 %t1750, %size.K
  %t1760 = add i64 %t1758, %t1759
  %t1761 = add i64 %t1760, %i59
  %t1762 = getelementptr float, ptr %buf.x, i64 %t1761
  %t1763 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1762, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1764 = load <16 x float>, ptr %tacc419
  %t1765 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1763, <16 x float> %t1746, <16 x float> %t1764)
  store <16 x float> %t1765, ptr %tacc419
  %t1766 = mul i64 %t428, 1
  %t1767 = mul i64 %i1738, 1
  %t1768 = add i64 %t1766, %t1767
  %t1769 = add i64 %t1768, -1
  %t1770 = mul i64 %i1732, 1
  %t1771 = add i64 %t25, %t1770
  %t1772 = mul i64 %size.H, %size.W
  %t1773 = mul i64 %t1772, %size.K
  %t1774 = mul i64 %t22, %t1773
  %t1775 = mul i64 %size.W, %size.K
  %t1776 = mul i64 %t1771, %t1775
  %t1777 = add i64 %t1774, %t1776
  %t1778 = mul i64 %t1769, %size.K
  %t1779 = add i64 %t1777, %t1778
  %t1780 = add i64 %t1779, %i59
  %t1781 = getelementptr float, ptr %buf.x, i64 %t1780
  %t1782 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1781, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1783 = load <16 x float>, ptr %tacc420
  %t1784 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1782, <16 x float> %t1746, <16 x float> %t1783)
  store <16 x float> %t1784, ptr %tacc420
  %t1785 = mul i64 %t429, 1
  %t1786 = mul i64 %i1738, 1
  %t1787 = add i64 %t1785, %t1786
  %t1788 = add i64 %t1787, -1
  %t1789 = mul i64 %i1732, 1
  %t1790 = add i64 %t25, %t1789
  %t1791 = mul i64 %size.H, %size.W
  %t1792 = mul i64 %t1791, %size.K
  %t1793 = mul i64 %t22, %t1792
  %t1794 = mul i64 %size.W, %size.K
  %t1795 = mul i64 %t1790, %t1794
  %t1796 = add i64 %t1793, %t1795
  %t1797 = mul i64 %t1788, %size.K
  %t1798 = add i64 %t1796, %t1797
  %t1799 = add i64 %t1798, %i59
  %t1800 = getelementptr float, ptr %buf.x, i64 %t1799
  %t1801 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1800, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1802 = load <16 x float>, ptr %tacc421
  %t1803 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1801, <16 x float> %t1746, <16 x float> %t1802)
  store <16 x float> %t1803, ptr %tacc421
  %t1804 = mul i64 %t430, 1
  %t1805 = mul i64 %i1738, 1
  %t1806 = add i64 %t1804, %t1805
  %t1807 = add i64 %t1806, -1
  %t1808 = mul i64 %i1732, 1
  %t1809 = add i64 %t25, %t1808
  %t1810 = mul i64 %size.H, %size.W
  %t1811 = mul i64 %t1810, %size.K
  %t1812 = mul i64 %t22, %t1811
  %t1813 = mul i64 %size.W, %size.K
  %t1814 = mul i64 %t1809, %t1813
  %t1815 = add i64 %t1812, %t1814
  %t1816 = mul i64 %t1807, %size.K
  %t1817 = add i64 %t1815, %t1816
  %t1818 = add i64 %t1817, %i59
  %t1819 = getelementptr float, ptr %buf.x, i64 %t1818
  %t1820 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1819, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1821 = load <16 x float>, ptr %tacc422
  %t1822 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1820, <16 x float> %t1746, <16 x float> %t1821)
  store <16 x float> %t1822, ptr %tacc422
  %t1823 = mul i64 %t431, 1
  %t1824 = mul i64 %i1738, 1
  %t1825 = add i64 %t1823, %t1824
  %t1826 = add i64 %t1825, -1
  %t1827 = mul i64 %i1732, 1
  %t1828 = add i64 %t25, %t1827
  %t1829 = mul i64 %size.H, %size.W
  %t1830 = mul i64 %t1829, %size.K
  %t1831 = mul i64 %t22, %t1830
  %t1832 = mul i64 %size.W, %size.K
  %t1833 = mul i64 %t1828, %t1832
  %t1834 = add i64 %t1831, %t1833
  %t1835 = mul i64 %t1826, %size.K
  %t1836 = add i64 %t1834, %t1835
  %t1837 = add i64 %t1836, %i59
  %t1838 = getelementptr float, ptr %buf.x, i64 %t1837
  %t1839 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1838, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1840 = load <16 x float>, ptr %tacc423
  %t1841 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1839, <16 x float> %t1746, <16 x float> %t1840)
  store <16 x float> %t1841, ptr %tacc423
  %t1842 = mul i64 %t432, 1
  %t1843 = mul i64 %i1738, 1
  %t1844 = add i64 %t1842, %t1843
  %t1845 = add i64 %t1844, -1
  %t1846 = mul i64 %i1732, 1
  %t1847 = add i64 %t25, %t1846
  %t1848 = mul i64 %size.H, %size.W
  %t1849 = mul i64 %t1848, %size.K
  %t1850 = mul i64 %t22, %t1849
  %t1851 = mul i64 %size.W, %size.K
  %t1852 = mul i64 %t1847, %t1851
  %t1853 = add i64 %t1850, %t1852
  %t1854 = mul i64 %t1845, %size.K
  %t1855 = add i64 %t1853, %t1854
  %t1856 = add i64 %t1855, %i59
  %t1857 = getelementptr float, ptr %buf.x, i64 %t1856
  %t1858 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1857, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1859 = load <16 x float>, ptr %tacc424
  %t1860 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1858, <16 x float> %t1746, <16 x float> %t1859)
  store <16 x float> %t1860, ptr %tacc424
  %t1861 = mul i64 %t433, 1
  %t1862 = mul i64 %i1738, 1
  %t1863 = add i64 %t1861, %t1862
  %t1864 = add i64 %t1863, -1
  %t1865 = mul i64 %i1732, 1
  %t1866 = add i64 %t25, %t1865
  %t1867 = mul i64 %size.H, %size.W
  %t1868 = mul i64 %t1867, %size.K
  %t1869 = mul i64 %t22, %t1868
  %t1870 = mul i64 %size.W, %size.K
  %t1871 = mul i64 %t1866, %t1870
  %t1872 = add i64 %t1869, %t1871
  %t1873 = mul i64 %t1864, %size.K
  %t1874 = add i64 %t1872, %t1873
  %t1875 = add i64 %t1874, %i59
  %t1876 = getelementptr float, ptr %buf.x, i64 %t1875
  %t1877 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1876, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1878 = load <16 x float>, ptr %tacc425
  %t1879 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1877, <16 x float> %t1746, <16 x float> %t1878)
  store <16 x float> %t1879, ptr %tacc425
  %t1880 = mul i64 %t434, 1
  %t1881 = mul i64 %i1738, 1
  %t1882 = add i64 %t1880, %t1881
  %t1883 = add i64 %t1882, -1
  %t1884 = mul i64 %i1732, 1
  %t1885 = add i64 %t25, %t1884
  %t1886 = mul i64 %size.H, %size.W
  %t1887 = mul i64 %t1886, %size.K
  %t1888 = mul i64 %t22, %t1887
  %t1889 = mul i64 %size.W, %size.K
  %t1890 = mul i64 %t1885, %t1889
  %t1891 = add i64 %t1888, %t1890
  %t1892 = mul i64 %t1883, %size.K
  %t1893 = add i64 %t1891, %t1892
  %t1894 = add i64 %t1893, %i59
  %t1895 = getelementptr float, ptr %buf.x, i64 %t1894
  %t1896 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1895, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1897 = load <16 x float>, ptr %tacc426
  %t1898 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1896, <16 x float> %t1746, <16 x float> %t1897)
  store <16 x float> %t1898, ptr %tacc426
  %t1899 = add nsw i64 %i1738, 1
  store i64 %t1899, ptr %c1734
  br label %head1735
done1737:
  %t1900 = add nsw i64 %i1732, 1
  store i64 %t1900, ptr %c1728
  br label %head1729
done1731:
  br label %taps.done435
taps.done435:
  %t1901 = load <16 x float>, ptr %tacc419
  %p1902 = getelementptr float, ptr %buf.b, i64 %i59
  %ld1903 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1902, <16 x i1> %t61, <16 x float> zeroinitializer)
  %v1904 = fadd contract <16 x float> %ld1903, %t1901
  %v1905 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1904, <16 x float> splat (float 0x0000000000000000))
  %v1906 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %v1905, <16 x float> splat (float 0x4018000000000000))
  %v1907 = add i64 %size.H, 1
  %v1908 = add i64 %v1907, 1
  %v1909 = sub i64 %size.R, 1
  %v1910 = sub i64 %v1908, %v1909
  %v1911 = sub i64 %v1910, 1
  %v1912 = add i64 %v1911, 1
  %v1913 = mul i64 %t22, %v1912
  %v1914 = add i64 %v1913, %t23
  %v1915 = add i64 %size.W, 1
  %v1916 = add i64 %v1915, 1
  %v1917 = sub i64 %size.S, 1
  %v1918 = sub i64 %v1916, %v1917
  %v1919 = sub i64 %v1918, 1
  %v1920 = add i64 %v1919, 1
  %v1921 = mul i64 %v1914, %v1920
  %v1922 = add i64 %v1921, %t427
  %v1923 = mul i64 %v1922, %size.K
  %v1924 = add i64 %v1923, %i59
  %p1925 = getelementptr float, ptr %buf.y, i64 %v1924
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1906, ptr align 4 %p1925, <16 x i1> %t61)
  %t1926 = load <16 x float>, ptr %tacc420
  %p1927 = getelementptr float, ptr %buf.b, i64 %i59
  %ld1928 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1927, <16 x i1> %t61, <16 x float> zeroinitializer)
  %v1929 = fadd contract <16 x float> %ld1928, %t1926
  %v1930 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1929, <16 x float> splat (float 0x0000000000000000))
  %v1931 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %v1930, <16 x float> splat (float 0x4018000000000000))
  %v1932 = add i64 %size.H, 1
  %v1933 = add i64 %v1932, 1
  %v1934 = sub i64 %size.R, 1
  %v1935 = sub i64 %v1933, %v1934
  %v1936 = sub i64 %v1935, 1
  %v1937 = add i64 %v1936, 1
  %v1938 = mul i64 %t22, %v1937
  %v1939 = add i64 %v1938, %t23
  %v1940 = add i64 %size.W, 1
  %v1941 = add i64 %v1940, 1
  %v1942 = sub i64 %size.S, 1
  %v1943 = sub i64 %v1941, %v1942
  %v1944 = sub i64 %v1943, 1
  %v1945 = add i64 %v1944, 1
  %v1946 = mul i64 %v1939, %v1945
  %v1947 = add i64 %v1946, %t428
  %v1948 = mul i64 %v1947, %size.K
  %v1949 = add i64 %v1948, %i59
  %p1950 = getelementptr float, ptr %buf.y, i64 %v1949
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1931, ptr align 4 %p1950, <16 x i1> %t61)
  %t1951 = load <16 x float>, ptr %tacc421
  %p1952 = getelementptr float, ptr %buf.b, i64 %i59
  %ld1953 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1952, <16 x i1> %t61, <16 x float> zeroinitializer)
  %v1954 = fadd contract <16 x float> %ld1953, %t1951
  %v1955 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1954, <16 x float> splat (float 0x0000000000000000))
  %v1956 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %v1955, <16 x float> splat (float 0x4018000000000000))
  %v1957 = add i64 %size.H, 1
  %v1958 = add i64 %v1957, 1
  %v1959 = sub i64 %size.R, 1
  %v1960 = sub i64 %v1958, %v1959
  %v1961 = sub i64 %v1960, 1
  %v1962 = add i64 %v1961, 1
  %v1963 = mul i64 %t22, %v1962
  %v1964 = add i64 %v1963, %t23
  %v1965 = add i64 %size.W, 1
  %v1966 = add i64 %v1965, 1
  %v1967 = sub i64 %size.S, 1
  %v1968 = sub i64 %v1966, %v1967
  %v1969 = sub i64 %v1968, 1
  %v1970 = add i64 %v1969, 1
  %v1971 = mul i64 %v1964, %v1970
  %v1972 = add i64 %v1971, %t429
  %v1973 = mul i64 %v1972, %size.K
  %v1974 = add i64 %v1973, %i59
  %p1975 = getelementptr float, ptr %buf.y, i64 %v1974
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1956, ptr align 4 %p1975, <16 x i1> %t61)
  %t1976 = load <16 x float>, ptr %tacc422
  %p1977 = getelementptr float, ptr %buf.b, i64 %i59
  %ld1978 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1977, <16 x i1> %t61, <16 x float> zeroinitializer)
  %v1979 = fadd contract <16 x float> %ld1978, %t1976
  %v1980 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v1979, <16 x float> splat (float 0x0000000000000000))
  %v1981 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %v1980, <16 x float> splat (float 0x4018000000000000))
  %v1982 = add i64 %size.H, 1
  %v1983 = add i64 %v1982, 1
  %v1984 = sub i64 %size.R, 1
  %v1985 = sub i64 %v1983, %v1984
  %v1986 = sub i64 %v1985, 1
  %v1987 = add i64 %v1986, 1
  %v1988 = mul i64 %t22, %v1987
  %v1989 = add i64 %v1988, %t23
  %v1990 = add i64 %size.W, 1
  %v1991 = add i64 %v1990, 1
  %v1992 = sub i64 %size.S, 1
  %v1993 = sub i64 %v1991, %v1992
  %v1994 = sub i64 %v1993, 1
  %v1995 = add i64 %v1994, 1
  %v1996 = mul i64 %v1989, %v1995
  %v1997 = add i64 %v1996, %t430
  %v1998 = mul i64 %v1997, %size.K
  %v1999 = add i64 %v1998, %i59
  %p2000 = getelementptr float, ptr %buf.y, i64 %v1999
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1981, ptr align 4 %p2000, <16 x i1> %t61)
  %t2001 = load <16 x float>, ptr %tacc423
  %p2002 = getelementptr float, ptr %buf.b, i64 %i59
  %ld2003 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2002, <16 x i1> %t61, <16 x float> zeroinitializer)
  %v2004 = fadd contract <16 x float> %ld2003, %t2001
  %v2005 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v2004, <16 x float> splat (float 0x0000000000000000))
  %v2006 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %v2005, <16 x float> splat (float 0x4018000000000000))
  %v2007 = add i64 %size.H, 1
  %v2008 = add i64 %v2007, 1
  %v2009 = sub i64 %size.R, 1
  %v2010 = sub i64 %v2008, %v2009
  %v2011 = sub i64 %v2010, 1
  %v2012 = add i64 %v2011, 1
  %v2013 = mul i64 %t22, %v2012
  %v2014 = add i64 %v2013, %t23
  %v2015 = add i64 %size.W, 1
  %v2016 = add i64 %v2015, 1
  %v2017 = sub i64 %size.S, 1
  %v2018 = sub i64 %v2016, %v2017
  %v2019 = sub i64 %v2018, 1
  %v2020 = add i64 %v2019, 1
  %v2021 = mul i64 %v2014, %v2020
  %v2022 = add i64 %v2021, %t431
  %v2023 = mul i64 %v2022, %size.K
  %v2024 = add i64 %v2023, %i59
  %p2025 = getelementptr float, ptr %buf.y, i64 %v2024
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2006, ptr align 4 %p2025, <16 x i1> %t61)
  %t2026 = load <16 x float>, ptr %tacc424
  %p2027 = getelementptr float, ptr %buf.b, i64 %i59
  %ld2028 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2027, <16 x i1> %t61, <16 x float> zeroinitializer)
  %v2029 = fadd contract <16 x float> %ld2028, %t2026
  %v2030 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v2029, <16 x float> splat (float 0x0000000000000000))
  %v2031 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %v2030, <16 x float> splat (float 0x4018000000000000))
  %v2032 = add i64 %size.H, 1
  %v2033 = add i64 %v2032, 1
  %v2034 = sub i64 %size.R, 1
  %v2035 = sub i64 %v2033, %v2034
  %v2036 = sub i64 %v2035, 1
  %v2037 = add i64 %v2036, 1
  %v2038 = mul i64 %t22, %v2037
  %v2039 = add i64 %v2038, %t23
  %v2040 = add i64 %size.W, 1
  %v2041 = add i64 %v2040, 1
  %v2042 = sub i64 %size.S, 1
  %v2043 = sub i64 %v2041, %v2042
  %v2044 = sub i64 %v2043, 1
  %v2045 = add i64 %v2044, 1
  %v2046 = mul i64 %v2039, %v2045
  %v2047 = add i64 %v2046, %t432
  %v2048 = mul i64 %v2047, %size.K
  %v2049 = add i64 %v2048, %i59
  %p2050 = getelementptr float, ptr %buf.y, i64 %v2049
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2031, ptr align 4 %p2050, <16 x i1> %t61)
  %t2051 = load <16 x float>, ptr %tacc425
  %p2052 = getelementptr float, ptr %buf.b, i64 %i59
  %ld2053 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2052, <16 x i1> %t61, <16 x float> zeroinitializer)
  %v2054 = fadd contract <16 x float> %ld2053, %t2051
  %v2055 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v2054, <16 x float> splat (float 0x0000000000000000))
  %v2056 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %v2055, <16 x float> splat (float 0x4018000000000000))
  %v2057 = add i64 %size.H, 1
  %v2058 = add i64 %v2057, 1
  %v2059 = sub i64 %size.R, 1
  %v2060 = sub i64 %v2058, %v2059
  %v2061 = sub i64 %v2060, 1
  %v2062 = add i64 %v2061, 1
  %v2063 = mul i64 %t22, %v2062
  %v2064 = add i64 %v2063, %t23
  %v2065 = add i64 %size.W, 1
  %v2066 = add i64 %v2065, 1
  %v2067 = sub i64 %size.S, 1
  %v2068 = sub i64 %v2066, %v2067
  %v2069 = sub i64 %v2068, 1
  %v2070 = add i64 %v2069, 1
  %v2071 = mul i64 %v2064, %v2070
  %v2072 = add i64 %v2071, %t433
  %v2073 = mul i64 %v2072, %size.K
  %v2074 = add i64 %v2073, %i59
  %p2075 = getelementptr float, ptr %buf.y, i64 %v2074
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2056, ptr align 4 %p2075, <16 x i1> %t61)
  %t2076 = load <16 x float>, ptr %tacc426
  %p2077 = getelementptr float, ptr %buf.b, i64 %i59
  %ld2078 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2077, <16 x i1> %t61, <16 x float> zeroinitializer)
  %v2079 = fadd contract <16 x float> %ld2078, %t2076
  %v2080 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v2079, <16 x float> splat (float 0x0000000000000000))
  %v2081 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %v2080, <16 x float> splat (float 0x4018000000000000))
  %v2082 = add i64 %size.H, 1
  %v2083 = add i64 %v2082, 1
  %v2084 = sub i64 %size.R, 1
  %v2085 = sub i64 %v2083, %v2084
  %v2086 = sub i64 %v2085, 1
  %v2087 = add i64 %v2086, 1
  %v2088 = mul i64 %t22, %v2087
  %v2089 = add i64 %v2088, %t23
  %v2090 = add i64 %size.W, 1
  %v2091 = add i64 %v2090, 1
  %v2092 = sub i64 %size.S, 1
  %v2093 = sub i64 %v2091, %v2092
  %v2094 = sub i64 %v2093, 1
  %v2095 = add i64 %v2094, 1
  %v2096 = mul i64 %v2089, %v2095
  %v2097 = add i64 %v2096, %t434
  %v2098 = mul i64 %v2097, %size.K
  %v2099 = add i64 %v2098, %i59
  %p2100 = getelementptr float, ptr %buf.y, i64 %v2099
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2081, ptr align 4 %p2100, <16 x i1> %t61)
  %t2101 = add nsw i64 %i417, 8
  store i64 %t2101, ptr %c413
  br label %head414
done416:
  %t2102 = sub i64 %t54, %t412
  %t2103 = sdiv i64 %t2102, 4
  %t2104 = mul i64 %t2103, 4
  %t2105 = add i64 %t412, %t2104
  store i64 %t412, ptr %c2106
  br label %head2107
head2107:
  %i2110 = load i64, ptr %c2106
  %t2111 = icmp slt i64 %i2110, %t2105
  br i1 %t2111, label %body2108, label %done2109
body2108:
  store <16 x float> zeroinitializer, ptr %tacc2112
  store <16 x float> zeroinitializer, ptr %tacc2113
  store <16 x float> zeroinitializer, ptr %tacc2114
  store <16 x float> zeroinitializer, ptr %tacc2115
  %t2116 = add i64 %i2110, 0
  %t2117 = add i64 %i2110, 1
  %t2118 = add i64 %i2110, 2
  %t2119 = add i64 %i2110, 3
  %t2123 = icmp eq i64 %size.S, 3
  br i1 %t2123, label %win32121, label %winnext2122
win32121:
  store i64 %t29, ptr %c2124
  br label %head2125
head2125:
  %i2128 = load i64, ptr %c2124
  %t2129 = icmp slt i64 %i2128, %t36
  br i1 %t2129, label %body2126, label %done2127
body2126:
  %t2130 = mul i64 %size.S, %size.K
  %t2131 = mul i64 %i2128, %t2130
  %t2132 = mul i64 0, %size.K
  %t2133 = add i64 %t2131, %t2132
  %t2134 = add i64 %t2133, %i59
  %t2135 = getelementptr float, ptr %buf.w, i64 %t2134
  %t2136 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2135, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2137 = mul i64 %t2116, 1
  %t2138 = mul i64 0, 1
  %t2139 = add i64 %t2137, %t2138
  %t2140 = add i64 %t2139, -1
  %t2141 = mul i64 %i2128, 1
  %t2142 = add i64 %t25, %t2141
  %t2143 = mul i64 %size.H, %size.W
  %t2144 = mul i64 %t2143, %size.K
  %t2145 = mul i64 %t22, %t2144
  %t2146 = mul i64 %size.W, %size.K
  %t2147 = mul i64 %t2142, %t2146
  %t2148 = add i64 %t2145, %t2147
  %t2149 = mul i64 %t2140, %size.K
  %t2150 = add i64 %t2148, %t2149
  %t2151 = add i64 %t2150, %i59
  %t2152 = getelementptr float, ptr %buf.x, i64 %t2151
  %t2153 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2152, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2154 = load <16 x float>, ptr %tacc2112
  %t2155 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2153, <16 x float> %t2136, <16 x float> %t2154)
  store <16 x float> %t2155, ptr %tacc2112
  %t2156 = mul i64 %t2117, 1
  %t2157 = mul i64 0, 1
  %t2158 = add i64 %t2156, %t2157
  %t2159 = add i64 %t2158, -1
  %t2160 = mul i64 %i2128, 1
  %t2161 = add i64 %t25, %t2160
  %t2162 = mul i64 %size.H, %size.W
  %t2163 = mul i64 %t2162, %size.K
  %t2164 = mul i64 %t22, %t2163
  %t2165 = mul i64 %size.W, %size.K
  %t2166 = mul i64 %t2161, %t2165
  %t2167 = add i64 %t2164, %t2166
  %t2168 = mul i64 %t2159, %size.K
  %t2169 = add i64 %t2167, %t2168
  %t2170 = add i64 %t2169, %i59
  %t2171 = getelementptr float, ptr %buf.x, i64 %t2170
  %t2172 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2171, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2173 = load <16 x float>, ptr %tacc2113
  %t2174 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2172, <16 x float> %t2136, <16 x float> %t2173)
  store <16 x float> %t2174, ptr %tacc2113
  %t2175 = mul i64 %t2118, 1
  %t2176 = mul i64 0, 1
  %t2177 = add i64 %t2175, %t2176
  %t2178 = add i64 %t2177, -1
  %t2179 = mul i64 %i2128, 1
  %t2180 = add i64 %t25, %t2179
  %t2181 = mul i64 %size.H, %size.W
  %t2182 = mul i64 %t2181, %size.K
  %t2183 = mul i64 %t22, %t2182
  %t2184 = mul i64 %size.W, %size.K
  %t2185 = mul i64 %t2180, %t2184
  %t2186 = add i64 %t2183, %t2185
  %t2187 = mul i64 %t2178, %size.K
  %t2188 = add i64 %t2186, %t2187
  %t2189 = add i64 %t2188, %i59
  %t2190 = getelementptr float, ptr %buf.x, i64 %t2189
  %t2191 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2190, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2192 = load <16 x float>, ptr %tacc2114
  %t2193 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2191, <16 x float> %t2136, <16 x float> %t2192)
  store <16 x float> %t2193, ptr %tacc2114
  %t2194 = mul i64 %t2119, 1
  %t2195 = mul i64 0, 1
  %t2196 = add i64 %t2194, %t2195
  %t2197 = add i64 %t2196, -1
  %t2198 = mul i64 %i2128, 1
  %t2199 = add i64 %t25, %t2198
  %t2200 = mul i64 %size.H, %size.W
  %t2201 = mul i64 %t2200, %size.K
  %t2202 = mul i64 %t22, %t2201
  %t2203 = mul i64 %size.W, %size.K
  %t2204 = mul i64 %t2199, %t2203
  %t2205 = add i64 %t2202, %t2204
  %t2206 = mul i64 %t2197, %size.K
  %t2207 = add i64 %t2205, %t2206
  %t2208 = add i64 %t2207, %i59
  %t2209 = getelementptr float, ptr %buf.x, i64 %t2208
  %t2210 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2209, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2211 = load <16 x float>, ptr %tacc2115
  %t2212 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2210, <16 x float> %t2136, <16 x float> %t2211)
  store <16 x float> %t2212, ptr %tacc2115
  %t2213 = mul i64 %size.S, %size.K
  %t2214 = mul i64 %i2128, %t2213
  %t2215 = mul i64 1, %size.K
  %t2216 = add i64 %t2214, %t2215
  %t2217 = add i64 %t2216, %i59
  %t2218 = getelementptr float, ptr %buf.w, i64 %t2217
  %t2219 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2218, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2220 = mul i64 %t2116, 1
  %t2221 = mul i64 1, 1
  %t2222 = add i64 %t2220, %t2221
  %t2223 = add i64 %t2222, -1
  %t2224 = mul i64 %i2128, 1
  %t2225 = add i64 %t25, %t2224
  %t2226 = mul i64 %size.H, %size.W
  %t2227 = mul i64 %t2226, %size.K
  %t2228 = mul i64 %t22, %t2227
  %t2229 = mul i64 %size.W, %size.K
  %t2230 = mul i64 %t2225, %t2229
  %t2231 = add i64 %t2228, %t2230
  %t2232 = mul i64 %t2223, %size.K
  %t2233 = add i64 %t2231, %t2232
  %t2234 = add i64 %t2233, %i59
  %t2235 = getelementptr float, ptr %buf.x, i64 %t2234
  %t2236 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2235, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2237 = load <16 x float>, ptr %tacc2112
  %t2238 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2236, <16 x float> %t2219, <16 x float> %t2237)
  store <16 x float> %t2238, ptr %tacc2112
  %t2239 = mul i64 %t2117, 1
  %t2240 = mul i64 1, 1
  %t2241 = add i64 %t2239, %t2240
  %t2242 = add i64 %t2241, -1
  %t2243 = mul i64 %i2128, 1
  %t2244 = add i64 %t25, %t2243
  %t2245 = mul i64 %size.H, %size.W
  %t2246 = mul i64 %t2245, %size.K
  %t2247 = mul i64 %t22, %t2246
  %t2248 = mul i64 %size.W, %size.K
  %t2249 = mul i64 %t2244, %t2248
  %t2250 = add i64 %t2247, %t2249
  %t2251 = mul i64 %t2242, %size.K
  %t2252 = add i64 %t2250, %t2251
  %t2253 = add i64 %t2252, %i59
  %t2254 = getelementptr float, ptr %buf.x, i64 %t2253
  %t2255 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2254, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2256 = load <16 x float>, ptr %tacc2113
  %t2257 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2255, <16 x float> %t2219, <16 x float> %t2256)
  store <16 x float> %t2257, ptr %tacc2113
  %t2258 = mul i64 %t2118, 1
  %t2259 = mul i64 1, 1
  %t2260 = add i64 %t2258, %t2259
  %t2261 = add i64 %t2260, -1
  %t2262 = mul i64 %i2128, 1
  %t2263 = add i64 %t25, %t2262
  %t2264 = mul i64 %size.H, %size.W
  %t2265 = mul i64 %t2264, %size.K
  %t2266 = mul i64 %t22, %t2265
  %t2267 = mul i64 %size.W, %size.K
  %t2268 = mul i64 %t2263, %t2267
  %t2269 = add i64 %t2266, %t2268
  %t2270 = mul i64 %t2261, %size.K
  %t2271 = add i64 %t2269, %t2270
  %t2272 = add i64 %t2271, %i59
  %t2273 = getelementptr float, ptr %buf.x, i64 %t2272
  %t2274 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2273, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2275 = load <16 x float>, ptr %tacc2114
  %t2276 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2274, <16 x float> %t2219, <16 x float> %t2275)
  store <16 x float> %t2276, ptr %tacc2114
  %t2277 = mul i64 %t2119, 1
  %t2278 = mul i64 1, 1
  %t2279 = add i64 %t2277, %t2278
  %t2280 = add i64 %t2279, -1
  %t2281 = mul i64 %i2128, 1
  %t2282 = add i64 %t25, %t2281
  %t2283 = mul i64 %size.H, %size.W
  %t2284 = mul i64 %t2283, %size.K
  %t2285 = mul i64 %t22, %t2284
  %t2286 = mul i64 %size.W, %size.K
  %t2287 = mul i64 %t2282, %t2286
  %t2288 = add i64 %t2285, %t2287
  %t2289 = mul i64 %t2280, %size.K
  %t2290 = add i64 %t2288, %t2289
  %t2291 = add i64 %t2290, %i59
  %t2292 = getelementptr float, ptr %buf.x, i64 %t2291
  %t2293 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2292, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2294 = load <16 x float>, ptr %tacc2115
  %t2295 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2293, <16 x float> %t2219, <16 x float> %t2294)
  store <16 x float> %t2295, ptr %tacc2115
  %t2296 = mul i64 %size.S, %size.K
  %t2297 = mul i64 %i2128, %t2296
  %t2298 = mul i64 2, %size.K
  %t2299 = add i64 %t2297, %t2298
  %t2300 = add i64 %t2299, %i59
  %t2301 = getelementptr float, ptr %buf.w, i64 %t2300
  %t2302 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2301, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2303 = mul i64 %t2116, 1
  %t2304 = mul i64 2, 1
  %t2305 = add i64 %t2303, %t2304
  %t2306 = add i64 %t2305, -1
  %t2307 = mul i64 %i2128, 1
  %t2308 = add i64 %t25, %t2307
  %t2309 = mul i64 %size.H, %size.W
  %t2310 = mul i64 %t2309, %size.K
  %t2311 = mul i64 %t22, %t2310
  %t2312 = mul i64 %size.W, %size.K
  %t2313 = mul i64 %t2308, %t2312
  %t2314 = add i64 %t2311, %t2313
  %t2315 = mul i64 %t2306, %size.K
  %t2316 = add i64 %t2314, %t2315
  %t2317 = add i64 %t2316, %i59
  %t2318 = getelementptr float, ptr %buf.x, i64 %t2317
  %t2319 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2318, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2320 = load <16 x float>, ptr %tacc2112
  %t2321 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2319, <16 x float> %t2302, <16 x float> %t2320)
  store <16 x float> %t2321, ptr %tacc2112
  %t2322 = mul i64 %t2117, 1
  %t2323 = mul i64 2, 1
  %t2324 = add i64 %t2322, %t2323
  %t2325 = add i64 %t2324, -1
  %t2326 = mul i64 %i2128, 1
  %t2327 = add i64 %t25, %t2326
  %t2328 = mul i64 %size.H, %size.W
  %t2329 = mul i64 %t2328, %size.K
  %t2330 = mul i64 %t22, %t2329
  %t2331 = mul i64 %size.W, %size.K
  %t2332 = mul i64 %t2327, %t2331
  %t2333 = add i64 %t2330, %t2332
  %t2334 = mul i64 %t2325, %size.K
  %t2335 = add i64 %t2333, %t2334
  %t2336 = add i64 %t2335, %i59
  %t2337 = getelementptr float, ptr %buf.x, i64 %t2336
  %t2338 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2337, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2339 = load <16 x float>, ptr %tacc2113
  %t2340 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2338, <16 x float> %t2302, <16 x float> %t2339)
  store <16 x float> %t2340, ptr %tacc2113
  %t2341 = mul i64 %t2118, 1
  %t2342 = mul i64 2, 1
  %t2343 = add i64 %t2341, %t2342
  %t2344 = add i64 %t2343, -1
  %t2345 = mul i64 %i2128, 1
  %t2346 = add i64 %t25, %t2345
  %t2347 = mul i64 %size.H, %size.W
  %t2348 = mul i64 %t2347, %size.K
  %t2349 = mul i64 %t22, %t2348
  %t2350 = mul i64 %size.W, %size.K
  %t2351 = mul i64 %t2346, %t2350
  %t2352 = add i64 %t2349, %t2351
  %t2353 = mul i64 %t2344, %size.K
  %t2354 = add i64 %t2352, %t2353
  %t2355 = add i64 %t2354, %i59
  %t2356 = getelementptr float, ptr %buf.x, i64 %t2355
  %t2357 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2356, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2358 = load <16 x float>, ptr %tacc2114
  %t2359 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2357, <16 x float> %t2302, <16 x float> %t2358)
  store <16 x float> %t2359, ptr %tacc2114
  %t2360 = mul i64 %t2119, 1
  %t2361 = mul i64 2, 1
  %t2362 = add i64 %t2360, %t2361
  %t2363 = add i64 %t2362, -1
  %t2364 = mul i64 %i2128, 1
  %t2365 = add i64 %t25, %t2364
  %t2366 = mul i64 %size.H, %size.W
  %t2367 = mul i64 %t2366, %size.K
  %t2368 = mul i64 %t22, %t2367
  %t2369 = mul i64 %size.W, %size.K
  %t2370 = mul i64 %t2365, %t2369
  %t2371 = add i64 %t2368, %t2370
  %t2372 = mul i64 %t2363, %size.K
  %t2373 = add i64 %t2371, %t2372
  %t2374 = add i64 %t2373, %i59
  %t2375 = getelementptr float, ptr %buf.x, i64 %t2374
  %t2376 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2375, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2377 = load <16 x float>, ptr %tacc2115
  %t2378 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2376, <16 x float> %t2302, <16 x float> %t2377)
  store <16 x float> %t2378, ptr %tacc2115
  %t2379 = add nsw i64 %i2128, 1
  store i64 %t2379, ptr %c2124
  br label %head2125
done2127:
  br label %taps.done2120
winnext2122:
  %t2382 = icmp eq i64 %size.S, 5
  br i1 %t2382, label %win52380, label %winnext2381
win52380:
  store i64 %t29, ptr %c2383
  br label %head2384
head2384:
  %i2387 = load i64, ptr %c2383
  %t2388 = icmp slt i64 %i2387, %t36
  br i1 %t2388, label %body2385, label %done2386
body2385:
  %t2389 = mul i64 %size.S, %size.K
  %t2390 = mul i64 %i2387, %t2389
  %t2391 = mul i64 0, %size.K
  %t2392 = add i64 %t2390, %t2391
  %t2393 = add i64 %t2392, %i59
  %t2394 = getelementptr float, ptr %buf.w, i64 %t2393
  %t2395 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2394, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2396 = mul i64 %t2116, 1
  %t2397 = mul i64 0, 1
  %t2398 = add i64 %t2396, %t2397
  %t2399 = add i64 %t2398, -1
  %t2400 = mul i64 %i2387, 1
  %t2401 = add i64 %t25, %t2400
  %t2402 = mul i64 %size.H, %size.W
  %t2403 = mul i64 %t2402, %size.K
  %t2404 = mul i64 %t22, %t2403
  %t2405 = mul i64 %size.W, %size.K
  %t2406 = mul i64 %t2401, %t2405
  %t2407 = add i64 %t2404, %t2406
  %t2408 = mul i64 %t2399, %size.K
  %t2409 = add i64 %t2407, %t2408
  %t2410 = add i64 %t2409, %i59
  %t2411 = getelementptr float, ptr %buf.x, i64 %t2410
  %t2412 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2411, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2413 = load <16 x float>, ptr %tacc2112
  %t2414 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2412, <16 x float> %t2395, <16 x float> %t2413)
  store <16 x float> %t2414, ptr %tacc2112
  %t2415 = mul i64 %t2117, 1
  %t2416 = mul i64 0, 1
  %t2417 = add i64 %t2415, %t2416
  %t2418 = add i64 %t2417, -1
  %t2419 = mul i64 %i2387, 1
  %t2420 = add i64 %t25, %t2419
  %t2421 = mul i64 %size.H, %size.W
  %t2422 = mul i64 %t2421, %size.K
  %t2423 = mul i64 %t22, %t2422
  %t2424 = mul i64 %size.W, %size.K
  %t2425 = mul i64 %t2420, %t2424
  %t2426 = add i64 %t2423, %t2425
  %t2427 = mul i64 %t2418, %size.K
  %t2428 = add i64 %t2426, %t2427
  %t2429 = add i64 %t2428, %i59
  %t2430 = getelementptr float, ptr %buf.x, i64 %t2429
  %t2431 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2430, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2432 = load <16 x float>, ptr %tacc2113
  %t2433 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2431, <16 x float> %t2395, <16 x float> %t2432)
  store <16 x float> %t2433, ptr %tacc2113
  %t2434 = mul i64 %t2118, 1
  %t2435 = mul i64 0, 1
  %t2436 = add i64 %t2434, %t2435
  %t2437 = add i64 %t2436, -1
  %t2438 = mul i64 %i2387, 1
  %t2439 = add i64 %t25, %t2438
  %t2440 = mul i64 %size.H, %size.W
  %t2441 = mul i64 %t2440, %size.K
  %t2442 = mul i64 %t22, %t2441
  %t2443 = mul i64 %size.W, %size.K
  %t2444 = mul i64 %t2439, %t2443
  %t2445 = add i64 %t2442, %t2444
  %t2446 = mul i64 %t2437, %size.K
  %t2447 = add i64 %t2445, %t2446
  %t2448 = add i64 %t2447, %i59
  %t2449 = getelementptr float, ptr %buf.x, i64 %t2448
  %t2450 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2449, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2451 = load <16 x float>, ptr %tacc2114
  %t2452 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2450, <16 x float> %t2395, <16 x float> %t2451)
  store <16 x float> %t2452, ptr %tacc2114
  %t2453 = mul i64 %t2119, 1
  %t2454 = mul i64 0, 1
  %t2455 = add i64 %t2453, %t2454
  %t2456 = add i64 %t2455, -1
  %t2457 = mul i64 %i2387, 1
  %t2458 = add i64 %t25, %t2457
  %t2459 = mul i64 %size.H, %size.W
  %t2460 = mul i64 %t2459, %size.K
  %t2461 = mul i64 %t22, %t2460
  %t2462 = mul i64 %size.W, %size.K
  %t2463 = mul i64 %t2458, %t2462
  %t2464 = add i64 %t2461, %t2463
  %t2465 = mul i64 %t2456, %size.K
  %t2466 = add i64 %t2464, %t2465
  %t2467 = add i64 %t2466, %i59
  %t2468 = getelementptr float, ptr %buf.x, i64 %t2467
  %t2469 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2468, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2470 = load <16 x float>, ptr %tacc2115
  %t2471 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2469, <16 x float> %t2395, <16 x float> %t2470)
  store <16 x float> %t2471, ptr %tacc2115
  %t2472 = mul i64 %size.S, %size.K
  %t2473 = mul i64 %i2387, %t2472
  %t2474 = mul i64 1, %size.K
  %t2475 = add i64 %t2473, %t2474
  %t2476 = add i64 %t2475, %i59
  %t2477 = getelementptr float, ptr %buf.w, i64 %t2476
  %t2478 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2477, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2479 = mul i64 %t2116, 1
  %t2480 = mul i64 1, 1
  %t2481 = add i64 %t2479, %t2480
  %t2482 = add i64 %t2481, -1
  %t2483 = mul i64 %i2387, 1
  %t2484 = add i64 %t25, %t2483
  %t2485 = mul i64 %size.H, %size.W
  %t2486 = mul i64 %t2485, %size.K
  %t2487 = mul i64 %t22, %t2486
  %t2488 = mul i64 %size.W, %size.K
  %t2489 = mul i64 %t2484, %t2488
  %t2490 = add i64 %t2487, %t2489
  %t2491 = mul i64 %t2482, %size.K
  %t2492 = add i64 %t2490, %t2491
  %t2493 = add i64 %t2492, %i59
  %t2494 = getelementptr float, ptr %buf.x, i64 %t2493
  %t2495 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2494, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2496 = load <16 x float>, ptr %tacc2112
  %t2497 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2495, <16 x float> %t2478, <16 x float> %t2496)
  store <16 x float> %t2497, ptr %tacc2112
  %t2498 = mul i64 %t2117, 1
  %t2499 = mul i64 1, 1
  %t2500 = add i64 %t2498, %t2499
  %t2501 = add i64 %t2500, -1
  %t2502 = mul i64 %i2387, 1
  %t2503 = add i64 %t25, %t2502
  %t2504 = mul i64 %size.H, %size.W
  %t2505 = mul i64 %t2504, %size.K
  %t2506 = mul i64 %t22, %t2505
  %t2507 = mul i64 %size.W, %size.K
  %t2508 = mul i64 %t2503, %t2507
  %t2509 = add i64 %t2506, %t2508
  %t2510 = mul i64 %t2501, %size.K
  %t2511 = add i64 %t2509, %t2510
  %t2512 = add i64 %t2511, %i59
  %t2513 = getelementptr float, ptr %buf.x, i64 %t2512
  %t2514 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2513, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2515 = load <16 x float>, ptr %tacc2113
  %t2516 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2514, <16 x float> %t2478, <16 x float> %t2515)
  store <16 x float> %t2516, ptr %tacc2113
  %t2517 = mul i64 %t2118, 1
  %t2518 = mul i64 1, 1
  %t2519 = add i64 %t2517, %t2518
  %t2520 = add i64 %t2519, -1
  %t2521 = mul i64 %i2387, 1
  %t2522 = add i64 %t25, %t2521
  %t2523 = mul i64 %size.H, %size.W
  %t2524 = mul i64 %t2523, %size.K
  %t2525 = mul i64 %t22, %t2524
  %t2526 = mul i64 %size.W, %size.K
  %t2527 = mul i64 %t2522, %t2526
  %t2528 = add i64 %t2525, %t2527
  %t2529 = mul i64 %t2520, %size.K
  %t2530 = add i64 %t2528, %t2529
  %t2531 = add i64 %t2530, %i59
  %t2532 = getelementptr float, ptr %buf.x, i64 %t2531
  %t2533 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2532, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2534 = load <16 x float>, ptr %tacc2114
  %t2535 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2533, <16 x float> %t2478, <16 x float> %t2534)
  store <16 x float> %t2535, ptr %tacc2114
  %t2536 = mul i64 %t2119, 1
  %t2537 = mul i64 1, 1
  %t2538 = add i64 %t2536, %t2537
  %t2539 = add i64 %t2538, -1
  %t2540 = mul i64 %i2387, 1
  %t2541 = add i64 %t25, %t2540
  %t2542 = mul i64 %size.H, %size.W
  %t2543 = mul i64 %t2542, %size.K
  %t2544 = mul i64 %t22, %t2543
  %t2545 = mul i64 %size.W, %size.K
  %t2546 = mul i64 %t2541, %t2545
  %t2547 = add i64 %t2544, %t2546
  %t2548 = mul i64 %t2539, %size.K
  %t2549 = add i64 %t2547, %t2548
  %t2550 = add i64 %t2549, %i59
  %t2551 = getelementptr float, ptr %buf.x, i64 %t2550
  %t2552 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2551, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2553 = load <16 x float>, ptr %tacc2115
  %t2554 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2552, <16 x float> %t2478, <16 x float> %t2553)
  store <16 x float> %t2554, ptr %tacc2115
  %t2555 = mul i64 %size.S, %size.K
  %t2556 = mul i64 %i2387, %t2555
  %t2557 = mul i64 2, %size.K
  %t2558 = add i64 %t2556, %t2557
  %t2559 = add i64 %t2558, %i59
  %t2560 = getelementptr float, ptr %buf.w, i64 %t2559
  %t2561 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2560, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2562 = mul i64 %t2116, 1
  %t2563 = mul i64 2, 1
  %t2564 = add i64 %t2562, %t2563
  %t2565 = add i64 %t2564, -1
  %t2566 = mul i64 %i2387, 1
  %t2567 = add i64 %t25, %t2566
  %t2568 = mul i64 %size.H, %size.W
  %t2569 = mul i64 %t2568, %size.K
  %t2570 = mul i64 %t22, %t2569
  %t2571 = mul i64 %size.W, %size.K
  %t2572 = mul i64 %t2567, %t2571
  %t2573 = add i64 %t2570, %t2572
  %t2574 = mul i64 %t2565, %size.K
  %t2575 = add i64 %t2573, %t2574
  %t2576 = add i64 %t2575, %i59
  %t2577 = getelementptr float, ptr %buf.x, i64 %t2576
  %t2578 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2577, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2579 = load <16 x float>, ptr %tacc2112
  %t2580 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2578, <16 x float> %t2561, <16 x float> %t2579)
  store <16 x float> %t2580, ptr %tacc2112
  %t2581 = mul i64 %t2117, 1
  %t2582 = mul i64 2, 1
  %t2583 = add i64 %t2581, %t2582
  %t2584 = add i64 %t2583, -1
  %t2585 = mul i64 %i2387, 1
  %t2586 = add i64 %t25, %t2585
  %t2587 = mul i64 %size.H, %size.W
  %t2588 = mul i64 %t2587, %size.K
  %t2589 = mul i64 %t22, %t2588
  %t2590 = mul i64 %size.W, %size.K
  %t2591 = mul i64 %t2586, %t2590
  %t2592 = add i64 %t2589, %t2591
  %t2593 = mul i64 %t2584, %size.K
  %t2594 = add i64 %t2592, %t2593
  %t2595 = add i64 %t2594, %i59
  %t2596 = getelementptr float, ptr %buf.x, i64 %t2595
  %t2597 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2596, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2598 = load <16 x float>, ptr %tacc2113
  %t2599 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2597, <16 x float> %t2561, <16 x float> %t2598)
  store <16 x float> %t2599, ptr %tacc2113
  %t2600 = mul i64 %t2118, 1
  %t2601 = mul i64 2, 1
  %t2602 = add i64 %t2600, %t2601
  %t2603 = add i64 %t2602, -1
  %t2604 = mul i64 %i2387, 1
  %t2605 = add i64 %t25, %t2604
  %t2606 = mul i64 %size.H, %size.W
  %t2607 = mul i64 %t2606, %size.K
  %t2608 = mul i64 %t22, %t2607
  %t2609 = mul i64 %size.W, %size.K
  %t2610 = mul i64 %t2605, %t2609
  %t2611 = add i64 %t2608, %t2610
  %t2612 = mul i64 %t2603, %size.K
  %t2613 = add i64 %t2611, %t2612
  %t2614 = add i64 %t2613, %i59
  %t2615 = getelementptr float, ptr %buf.x, i64 %t2614
  %t2616 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2615, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2617 = load <16 x float>, ptr %tacc2114
  %t2618 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2616, <16 x float> %t2561, <16 x float> %t2617)
  store <16 x float> %t2618, ptr %tacc2114
  %t2619 = mul i64 %t2119, 1
  %t2620 = mul i64 2, 1
  %t2621 = add i64 %t2619, %t2620
  %t2622 = add i64 %t2621, -1
  %t2623 = mul i64 %i2387, 1
  %t2624 = add i64 %t25, %t2623
  %t2625 = mul i64 %size.H, %size.W
  %t2626 = mul i64 %t2625, %size.K
  %t2627 = mul i64 %t22, %t2626
  %t2628 = mul i64 %size.W, %size.K
  %t2629 = mul i64 %t2624, %t2628
  %t2630 = add i64 %t2627, %t2629
  %t2631 = mul i64 %t2622, %size.K
  %t2632 = add i64 %t2630, %t2631
  %t2633 = add i64 %t2632, %i59
  %t2634 = getelementptr float, ptr %buf.x, i64 %t2633
  %t2635 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2634, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2636 = load <16 x float>, ptr %tacc2115
  %t2637 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2635, <16 x float> %t2561, <16 x float> %t2636)
  store <16 x float> %t2637, ptr %tacc2115
  %t2638 = mul i64 %size.S, %size.K
  %t2639 = mul i64 %i2387, %t2638
  %t2640 = mul i64 3, %size.K
  %t2641 = add i64 %t2639, %t2640
  %t2642 = add i64 %t2641, %i59
  %t2643 = getelementptr float, ptr %buf.w, i64 %t2642
  %t2644 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2643, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2645 = mul i64 %t2116, 1
  %t2646 = mul i64 3, 1
  %t2647 = add i64 %t2645, %t2646
  %t2648 = add i64 %t2647, -1
  %t2649 = mul i64 %i2387, 1
  %t2650 = add i64 %t25, %t2649
  %t2651 = mul i64 %size.H, %size.W
  %t2652 = mul i64 %t2651, %size.K
  %t2653 = mul i64 %t22, %t2652
  %t2654 = mul i64 %size.W, %size.K
  %t2655 = mul i64 %t2650, %t2654
  %t2656 = add i64 %t2653, %t2655
  %t2657 = mul i64 %t2648, %size.K
  %t2658 = add i64 %t2656, %t2657
  %t2659 = add i64 %t2658, %i59
  %t2660 = getelementptr float, ptr %buf.x, i64 %t2659
  %t2661 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2660, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2662 = load <16 x float>, ptr %tacc2112
  %t2663 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2661, <16 x float> %t2644, <16 x float> %t2662)
  store <16 x float> %t2663, ptr %tacc2112
  %t2664 = mul i64 %t2117, 1
  %t2665 = mul i64 3, 1
  %t2666 = add i64 %t2664, %t2665
  %t2667 = add i64 %t2666, -1
  %t2668 = mul i64 %i2387, 1
  %t2669 = add i64 %t25, %t2668
  %t2670 = mul i64 %size.H, %size.W
  %t2671 = mul i64 %t2670, %size.K
  %t2672 = mul i64 %t22, %t2671
  %t2673 = mul i64 %size.W, %size.K
  %t2674 = mul i64 %t2669, %t2673
  %t2675 = add i64 %t2672, %t2674
  %t2676 = mul i64 %t2667, %size.K
  %t2677 = add i64 %t2675, %t2676
  %t2678 = add i64 %t2677, %i59
  %t2679 = getelementptr float, ptr %buf.x, i64 %t2678
  %t2680 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2679, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2681 = load <16 x float>, ptr %tacc2113
  %t2682 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2680, <16 x float> %t2644, <16 x float> %t2681)
  store <16 x float> %t2682, ptr %tacc2113
  %t2683 = mul i64 %t2118, 1
  %t2684 = mul i64 3, 1
  %t2685 = add i64 %t2683, %t2684
  %t2686 = add i64 %t2685, -1
  %t2687 = mul i64 %i2387, 1
  %t2688 = add i64 %t25, %t2687
  %t2689 = mul i64 %size.H, %size.W
  %t2690 = mul i64 %t2689, %size.K
  %t2691 = mul i64 %t22, %t2690
  %t2692 = mul i64 %size.W, %size.K
  %t2693 = mul i64 %t2688, %t2692
  %t2694 = add i64 %t2691, %t2693
  %t2695 = mul i64 %t2686, %size.K
  %t2696 = add i64 %t2694, %t2695
  %t2697 = add i64 %t2696, %i59
  %t2698 = getelementptr float, ptr %buf.x, i64 %t2697
  %t2699 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2698, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2700 = load <16 x float>, ptr %tacc2114
  %t2701 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2699, <16 x float> %t2644, <16 x float> %t2700)
  store <16 x float> %t2701, ptr %tacc2114
  %t2702 = mul i64 %t2119, 1
  %t2703 = mul i64 3, 1
  %t2704 = add i64 %t2702, %t2703
  %t2705 = add i64 %t2704, -1
  %t2706 = mul i64 %i2387, 1
  %t2707 = add i64 %t25, %t2706
  %t2708 = mul i64 %size.H, %size.W
  %t2709 = mul i64 %t2708, %size.K
  %t2710 = mul i64 %t22, %t2709
  %t2711 = mul i64 %size.W, %size.K
  %t2712 = mul i64 %t2707, %t2711
  %t2713 = add i64 %t2710, %t2712
  %t2714 = mul i64 %t2705, %size.K
  %t2715 = add i64 %t2713, %t2714
  %t2716 = add i64 %t2715, %i59
  %t2717 = getelementptr float, ptr %buf.x, i64 %t2716
  %t2718 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2717, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2719 = load <16 x float>, ptr %tacc2115
  %t2720 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2718, <16 x float> %t2644, <16 x float> %t2719)
  store <16 x float> %t2720, ptr %tacc2115
  %t2721 = mul i64 %size.S, %size.K
  %t2722 = mul i64 %i2387, %t2721
  %t2723 = mul i64 4, %size.K
  %t2724 = add i64 %t2722, %t2723
  %t2725 = add i64 %t2724, %i59
  %t2726 = getelementptr float, ptr %buf.w, i64 %t2725
  %t2727 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2726, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2728 = mul i64 %t2116, 1
  %t2729 = mul i64 4, 1
  %t2730 = add i64 %t2728, %t2729
  %t2731 = add i64 %t2730, -1
  %t2732 = mul i64 %i2387, 1
  %t2733 = add i64 %t25, %t2732
  %t2734 = mul i64 %size.H, %size.W
  %t2735 = mul i64 %t2734, %size.K
  %t2736 = mul i64 %t22, %t2735
  %t2737 = mul i64 %size.W, %size.K
  %t2738 = mul i64 %t2733, %t2737
  %t2739 = add i64 %t2736, %t2738
  %t2740 = mul i64 %t2731, %size.K
  %t2741 = add i64 %t2739, %t2740
  %t2742 = add i64 %t2741, %i59
  %t2743 = getelementptr float, ptr %buf.x, i64 %t2742
  %t2744 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2743, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2745 = load <16 x float>, ptr %tacc2112
  %t2746 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2744, <16 x float> %t2727, <16 x float> %t2745)
  store <16 x float> %t2746, ptr %tacc2112
  %t2747 = mul i64 %t2117, 1
  %t2748 = mul i64 4, 1
  %t2749 = add i64 %t2747, %t2748
  %t2750 = add i64 %t2749, -1
  %t2751 = mul i64 %i2387, 1
  %t2752 = add i64 %t25, %t2751
  %t2753 = mul i64 %size.H, %size.W
  %t2754 = mul i64 %t2753, %size.K
  %t2755 = mul i64 %t22, %t2754
  %t2756 = mul i64 %size.W, %size.K
  %t2757 = mul i64 %t2752, %t2756
  %t2758 = add i64 %t2755, %t2757
  %t2759 = mul i64 %t2750, %size.K
  %t2760 = add i64 %t2758, %t2759
  %t2761 = add i64 %t2760, %i59
  %t2762 = getelementptr float, ptr %buf.x, i64 %t2761
  %t2763 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2762, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2764 = load <16 x float>, ptr %tacc2113
  %t2765 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2763, <16 x float> %t2727, <16 x float> %t2764)
  store <16 x float> %t2765, ptr %tacc2113
  %t2766 = mul i64 %t2118, 1
  %t2767 = mul i64 4, 1
  %t2768 = add i64 %t2766, %t2767
  %t2769 = add i64 %t2768, -1
  %t2770 = mul i64 %i2387, 1
  %t2771 = add i64 %t25, %t2770
  %t2772 = mul i64 %size.H, %size.W
  %t2773 = mul i64 %t2772, %size.K
  %t2774 = mul i64 %t22, %t2773
  %t2775 = mul i64 %size.W, %size.K
  %t2776 = mul i64 %t2771, %t2775
  %t2777 = add i64 %t2774, %t2776
  %t2778 = mul i64 %t2769, %size.K
  %t2779 = add i64 %t2777, %t2778
  %t2780 = add i64 %t2779, %i59
  %t2781 = getelementptr float, ptr %buf.x, i64 %t2780
  %t2782 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2781, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2783 = load <16 x float>, ptr %tacc2114
  %t2784 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2782, <16 x float> %t2727, <16 x float> %t2783)
  store <16 x float> %t2784, ptr %tacc2114
  %t2785 = mul i64 %t2119, 1
  %t2786 = mul i64 4, 1
  %t2787 = add i64 %t2785, %t2786
  %t2788 = add i64 %t2787, -1
  %t2789 = mul i64 %i2387, 1
  %t2790 = add i64 %t25, %t2789
  %t2791 = mul i64 %size.H, %size.W
  %t2792 = mul i64 %t2791, %size.K
  %t2793 = mul i64 %t22, %t2792
  %t2794 = mul i64 %size.W, %size.K
  %t2795 = mul i64 %t2790, %t2794
  %t2796 = add i64 %t2793, %t2795
  %t2797 = mul i64 %t2788, %size.K
  %t2798 = add i64 %t2796, %t2797
  %t2799 = add i64 %t2798, %i59
  %t2800 = getelementptr float, ptr %buf.x, i64 %t2799
  %t2801 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2800, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2802 = load <16 x float>, ptr %tacc2115
  %t2803 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2801, <16 x float> %t2727, <16 x float> %t2802)
  store <16 x float> %t2803, ptr %tacc2115
  %t2804 = add nsw i64 %i2387, 1
  store i64 %t2804, ptr %c2383
  br label %head2384
done2386:
  br label %taps.done2120
winnext2381:
  store i64 %t29, ptr %c2805
  br label %head2806
head2806:
  %i2809 = load i64, ptr %c2805
  %t2810 = icmp slt i64 %i2809, %t36
  br i1 %t2810, label %body2807, label %done2808
body2807:
  store i64 0, ptr %c2811
  br label %head2812
head2812:
  %i2815 = load i64, ptr %c2811
  %t2816 = icmp slt i64 %i2815, %size.S
  br i1 %t2816, label %body2813, label %done2814
body2813:
  %t2817 = mul i64 %size.S, %size.K
  %t2818 = mul i64 %i2809, %t2817
  %t2819 = mul i64 %i2815, %size.K
  %t2820 = add i64 %t2818, %t2819
  %t2821 = add i64 %t2820, %i59
  %t2822 = getelementptr float, ptr %buf.w, i64 %t2821
  %t2823 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2822, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2824 = mul i64 %t2116, 1
  %t2825 = mul i64 %i2815, 1
  %t2826 = add i64 %t2824, %t2825
  %t2827 = add i64 %t2826, -1
  %t2828 = mul i64 %i2809, 1
  %t2829 = add i64 %t25, %t2828
  %t2830 = mul i64 %size.H, %size.W
  %t2831 = mul i64 %t2830, %size.K
  %t2832 = mul i64 %t22, %t2831
  %t2833 = mul i64 %size.W, %size.K
  %t2834 = mul i64 %t2829, %t2833
  %t2835 = add i64 %t2832, %t2834
  %t2836 = mul i64 %t2827, %size.K
  %t2837 = add i64 %t2835, %t2836
  %t2838 = add i64 %t2837, %i59
  %t2839 = getelementptr float, ptr %buf.x, i64 %t2838
  %t2840 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2839, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2841 = load <16 x float>, ptr %tacc2112
  %t2842 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2840, <16 x float> %t2823, <16 x float> %t2841)
  store <16 x float> %t2842, ptr %tacc2112
  %t2843 = mul i64 %t2117, 1
  %t2844 = mul i64 %i2815, 1
  %t2845 = add i64 %t2843, %t2844
  %t2846 = add i64 %t2845, -1
  %t2847 = mul i64 %i2809, 1
  %t2848 = add i64 %t25, %t2847
  %t2849 = mul i64 %size.H, %size.W
  %t2850 = mul i64 %t2849, %size.K
  %t2851 = mul i64 %t22, %t2850
  %t2852 = mul i64 %size.W, %size.K
  %t2853 = mul i64 %t2848, %t2852
  %t2854 = add i64 %t2851, %t2853
  %t2855 = mul i64 %t2846, %size.K
  %t2856 = add i64 %t2854, %t2855
  %t2857 = add i64 %t2856, %i59
  %t2858 = getelementptr float, ptr %buf.x, i64 %t2857
  %t2859 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2858, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2860 = load <16 x float>, ptr %tacc2113
  %t2861 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2859, <16 x float> %t2823, <16 x float> %t2860)
  store <16 x float> %t2861, ptr %tacc2113
  %t2862 = mul i64 %t2118, 1
  %t2863 = mul i64 %i2815, 1
  %t2864 = add i64 %t2862, %t2863
  %t2865 = add i64 %t2864, -1
  %t2866 = mul i64 %i2809, 1
  %t2867 = add i64 %t25, %t2866
  %t2868 = mul i64 %size.H, %size.W
  %t2869 = mul i64 %t2868, %size.K
  %t2870 = mul i64 %t22, %t2869
  %t2871 = mul i64 %size.W, %size.K
  %t2872 = mul i64 %t2867, %t2871
  %t2873 = add i64 %t2870, %t2872
  %t2874 = mul i64 %t2865, %size.K
  %t2875 = add i64 %t2873, %t2874
  %t2876 = add i64 %t2875, %i59
  %t2877 = getelementptr float, ptr %buf.x, i64 %t2876
  %t2878 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2877, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2879 = load <16 x float>, ptr %tacc2114
  %t2880 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2878, <16 x float> %t2823, <16 x float> %t2879)
  store <16 x float> %t2880, ptr %tacc2114
  %t2881 = mul i64 %t2119, 1
  %t2882 = mul i64 %i2815, 1
  %t2883 = add i64 %t2881, %t2882
  %t2884 = add i64 %t2883, -1
  %t2885 = mul i64 %i2809, 1
  %t2886 = add i64 %t25, %t2885
  %t2887 = mul i64 %size.H, %size.W
  %t2888 = mul i64 %t2887, %size.K
  %t2889 = mul i64 %t22, %t2888
  %t2890 = mul i64 %size.W, %size.K
  %t2891 = mul i64 %t2886, %t2890
  %t2892 = add i64 %t2889, %t2891
  %t2893 = mul i64 %t2884, %size.K
  %t2894 = add i64 %t2892, %t2893
  %t2895 = add i64 %t2894, %i59
  %t2896 = getelementptr float, ptr %buf.x, i64 %t2895
  %t2897 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2896, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2898 = load <16 x float>, ptr %tacc2115
  %t2899 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2897, <16 x float> %t2823, <16 x float> %t2898)
  store <16 x float> %t2899, ptr %tacc2115
  %t2900 = add nsw i64 %i2815, 1
  store i64 %t2900, ptr %c2811
  br label %head2812
done2814:
  %t2901 = add nsw i64 %i2809, 1
  store i64 %t2901, ptr %c2805
  br label %head2806
done2808:
  br label %taps.done2120
taps.done2120:
  %t2902 = load <16 x float>, ptr %tacc2112
  %p2903 = getelementptr float, ptr %buf.b, i64 %i59
  %ld2904 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2903, <16 x i1> %t61, <16 x float> zeroinitializer)
  %v2905 = fadd contract <16 x float> %ld2904, %t2902
  %v2906 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v2905, <16 x float> splat (float 0x0000000000000000))
  %v2907 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %v2906, <16 x float> splat (float 0x4018000000000000))
  %v2908 = add i64 %size.H, 1
  %v2909 = add i64 %v2908, 1
  %v2910 = sub i64 %size.R, 1
  %v2911 = sub i64 %v2909, %v2910
  %v2912 = sub i64 %v2911, 1
  %v2913 = add i64 %v2912, 1
  %v2914 = mul i64 %t22, %v2913
  %v2915 = add i64 %v2914, %t23
  %v2916 = add i64 %size.W, 1
  %v2917 = add i64 %v2916, 1
  %v2918 = sub i64 %size.S, 1
  %v2919 = sub i64 %v2917, %v2918
  %v2920 = sub i64 %v2919, 1
  %v2921 = add i64 %v2920, 1
  %v2922 = mul i64 %v2915, %v2921
  %v2923 = add i64 %v2922, %t2116
  %v2924 = mul i64 %v2923, %size.K
  %v2925 = add i64 %v2924, %i59
  %p2926 = getelementptr float, ptr %buf.y, i64 %v2925
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2907, ptr align 4 %p2926, <16 x i1> %t61)
  %t2927 = load <16 x float>, ptr %tacc2113
  %p2928 = getelementptr float, ptr %buf.b, i64 %i59
  %ld2929 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2928, <16 x i1> %t61, <16 x float> zeroinitializer)
  %v2930 = fadd contract <16 x float> %ld2929, %t2927
  %v2931 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v2930, <16 x float> splat (float 0x0000000000000000))
  %v2932 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %v2931, <16 x float> splat (float 0x4018000000000000))
  %v2933 = add i64 %size.H, 1
  %v2934 = add i64 %v2933, 1
  %v2935 = sub i64 %size.R, 1
  %v2936 = sub i64 %v2934, %v2935
  %v2937 = sub i64 %v2936, 1
  %v2938 = add i64 %v2937, 1
  %v2939 = mul i64 %t22, %v2938
  %v2940 = add i64 %v2939, %t23
  %v2941 = add i64 %size.W, 1
  %v2942 = add i64 %v2941, 1
  %v2943 = sub i64 %size.S, 1
  %v2944 = sub i64 %v2942, %v2943
  %v2945 = sub i64 %v2944, 1
  %v2946 = add i64 %v2945, 1
  %v2947 = mul i64 %v2940, %v2946
  %v2948 = add i64 %v2947, %t2117
  %v2949 = mul i64 %v2948, %size.K
  %v2950 = add i64 %v2949, %i59
  %p2951 = getelementptr float, ptr %buf.y, i64 %v2950
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2932, ptr align 4 %p2951, <16 x i1> %t61)
  %t2952 = load <16 x float>, ptr %tacc2114
  %p2953 = getelementptr float, ptr %buf.b, i64 %i59
  %ld2954 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2953, <16 x i1> %t61, <16 x float> zeroinitializer)
  %v2955 = fadd contract <16 x float> %ld2954, %t2952
  %v2956 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v2955, <16 x float> splat (float 0x0000000000000000))
  %v2957 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %v2956, <16 x float> splat (float 0x4018000000000000))
  %v2958 = add i64 %size.H, 1
  %v2959 = add i64 %v2958, 1
  %v2960 = sub i64 %size.R, 1
  %v2961 = sub i64 %v2959, %v2960
  %v2962 = sub i64 %v2961, 1
  %v2963 = add i64 %v2962, 1
  %v2964 = mul i64 %t22, %v2963
  %v2965 = add i64 %v2964, %t23
  %v2966 = add i64 %size.W, 1
  %v2967 = add i64 %v2966, 1
  %v2968 = sub i64 %size.S, 1
  %v2969 = sub i64 %v2967, %v2968
  %v2970 = sub i64 %v2969, 1
  %v2971 = add i64 %v2970, 1
  %v2972 = mul i64 %v2965, %v2971
  %v2973 = add i64 %v2972, %t2118
  %v2974 = mul i64 %v2973, %size.K
  %v2975 = add i64 %v2974, %i59
  %p2976 = getelementptr float, ptr %buf.y, i64 %v2975
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2957, ptr align 4 %p2976, <16 x i1> %t61)
  %t2977 = load <16 x float>, ptr %tacc2115
  %p2978 = getelementptr float, ptr %buf.b, i64 %i59
  %ld2979 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2978, <16 x i1> %t61, <16 x float> zeroinitializer)
  %v2980 = fadd contract <16 x float> %ld2979, %t2977
  %v2981 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v2980, <16 x float> splat (float 0x0000000000000000))
  %v2982 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %v2981, <16 x float> splat (float 0x4018000000000000))
  %v2983 = add i64 %size.H, 1
  %v2984 = add i64 %v2983, 1
  %v2985 = sub i64 %size.R, 1
  %v2986 = sub i64 %v2984, %v2985
  %v2987 = sub i64 %v2986, 1
  %v2988 = add i64 %v2987, 1
  %v2989 = mul i64 %t22, %v2988
  %v2990 = add i64 %v2989, %t23
  %v2991 = add i64 %size.W, 1
  %v2992 = add i64 %v2991, 1
  %v2993 = sub i64 %size.S, 1
  %v2994 = sub i64 %v2992, %v2993
  %v2995 = sub i64 %v2994, 1
  %v2996 = add i64 %v2995, 1
  %v2997 = mul i64 %v2990, %v2996
  %v2998 = add i64 %v2997, %t2119
  %v2999 = mul i64 %v2998, %size.K
  %v3000 = add i64 %v2999, %i59
  %p3001 = getelementptr float, ptr %buf.y, i64 %v3000
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2982, ptr align 4 %p3001, <16 x i1> %t61)
  %t3002 = add nsw i64 %i2110, 4
  store i64 %t3002, ptr %c2106
  br label %head2107
done2109:
  %t3003 = sub i64 %t54, %t2105
  %t3004 = sdiv i64 %t3003, 2
  %t3005 = mul i64 %t3004, 2
  %t3006 = add i64 %t2105, %t3005
  store i64 %t2105, ptr %c3007
  br label %head3008
head3008:
  %i3011 = load i64, ptr %c3007
  %t3012 = icmp slt i64 %i3011, %t3006
  br i1 %t3012, label %body3009, label %done3010
body3009:
  store <16 x float> zeroinitializer, ptr %tacc3013
  store <16 x float> zeroinitializer, ptr %tacc3014
  %t3015 = add i64 %i3011, 0
  %t3016 = add i64 %i3011, 1
  %t3020 = icmp eq i64 %size.S, 3
  br i1 %t3020, label %win33018, label %winnext3019
win33018:
  store i64 %t29, ptr %c3021
  br label %head3022
head3022:
  %i3025 = load i64, ptr %c3021
  %t3026 = icmp slt i64 %i3025, %t36
  br i1 %t3026, label %body3023, label %done3024
body3023:
  %t3027 = mul i64 %size.S, %size.K
  %t3028 = mul i64 %i3025, %t3027
  %t3029 = mul i64 0, %size.K
  %t3030 = add i64 %t3028, %t3029
  %t3031 = add i64 %t3030, %i59
  %t3032 = getelementptr float, ptr %buf.w, i64 %t3031
  %t3033 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3032, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3034 = mul i64 %t3015, 1
  %t3035 = mul i64 0, 1
  %t3036 = add i64 %t3034, %t3035
  %t3037 = add i64 %t3036, -1
  %t3038 = mul i64 %i3025, 1
  %t3039 = add i64 %t25, %t3038
  %t3040 = mul i64 %size.H, %size.W
  %t3041 = mul i64 %t3040, %size.K
  %t3042 = mul i64 %t22, %t3041
  %t3043 = mul i64 %size.W, %size.K
  %t3044 = mul i64 %t3039, %t3043
  %t3045 = add i64 %t3042, %t3044
  %t3046 = mul i64 %t3037, %size.K
  %t3047 = add i64 %t3045, %t3046
  %t3048 = add i64 %t3047, %i59
  %t3049 = getelementptr float, ptr %buf.x, i64 %t3048
  %t3050 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3049, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3051 = load <16 x float>, ptr %tacc3013
  %t3052 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3050, <16 x float> %t3033, <16 x float> %t3051)
  store <16 x float> %t3052, ptr %tacc3013
  %t3053 = mul i64 %t3016, 1
  %t3054 = mul i64 0, 1
  %t3055 = add i64 %t3053, %t3054
  %t3056 = add i64 %t3055, -1
  %t3057 = mul i64 %i3025, 1
  %t3058 = add i64 %t25, %t3057
  %t3059 = mul i64 %size.H, %size.W
  %t3060 = mul i64 %t3059, %size.K
  %t3061 = mul i64 %t22, %t3060
  %t3062 = mul i64 %size.W, %size.K
  %t3063 = mul i64 %t3058, %t3062
  %t3064 = add i64 %t3061, %t3063
  %t3065 = mul i64 %t3056, %size.K
  %t3066 = add i64 %t3064, %t3065
  %t3067 = add i64 %t3066, %i59
  %t3068 = getelementptr float, ptr %buf.x, i64 %t3067
  %t3069 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3068, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3070 = load <16 x float>, ptr %tacc3014
  %t3071 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3069, <16 x float> %t3033, <16 x float> %t3070)
  store <16 x float> %t3071, ptr %tacc3014
  %t3072 = mul i64 %size.S, %size.K
  %t3073 = mul i64 %i3025, %t3072
  %t3074 = mul i64 1, %size.K
  %t3075 = add i64 %t3073, %t3074
  %t3076 = add i64 %t3075, %i59
  %t3077 = getelementptr float, ptr %buf.w, i64 %t3076
  %t3078 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3077, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3079 = mul i64 %t3015, 1
  %t3080 = mul i64 1, 1
  %t3081 = add i64 %t3079, %t3080
  %t3082 = add i64 %t3081, -1
  %t3083 = mul i64 %i3025, 1
  %t3084 = add i64 %t25, %t3083
  %t3085 = mul i64 %size.H, %size.W
  %t3086 = mul i64 %t3085, %size.K
  %t3087 = mul i64 %t22, %t3086
  %t3088 = mul i64 %size.W, %size.K
  %t3089 = mul i64 %t3084, %t3088
  %t3090 = add i64 %t3087, %t3089
  %t3091 = mul i64 %t3082, %size.K
  %t3092 = add i64 %t3090, %t3091
  %t3093 = add i64 %t3092, %i59
  %t3094 = getelementptr float, ptr %buf.x, i64 %t3093
  %t3095 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3094, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3096 = load <16 x float>, ptr %tacc3013
  %t3097 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3095, <16 x float> %t3078, <16 x float> %t3096)
  store <16 x float> %t3097, ptr %tacc3013
  %t3098 = mul i64 %t3016, 1
  %t3099 = mul i64 1, 1
  %t3100 = add i64 %t3098, %t3099
  %t3101 = add i64 %t3100, -1
  %t3102 = mul i64 %i3025, 1
  %t3103 = add i64 %t25, %t3102
  %t3104 = mul i64 %size.H, %size.W
  %t3105 = mul i64 %t3104, %size.K
  %t3106 = mul i64 %t22, %t3105
  %t3107 = mul i64 %size.W, %size.K
  %t3108 = mul i64 %t3103, %t3107
  %t3109 = add i64 %t3106, %t3108
  %t3110 = mul i64 %t3101, %size.K
  %t3111 = add i64 %t3109, %t3110
  %t3112 = add i64 %t3111, %i59
  %t3113 = getelementptr float, ptr %buf.x, i64 %t3112
  %t3114 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3113, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3115 = load <16 x float>, ptr %tacc3014
  %t3116 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3114, <16 x float> %t3078, <16 x float> %t3115)
  store <16 x float> %t3116, ptr %tacc3014
  %t3117 = mul i64 %size.S, %size.K
  %t3118 = mul i64 %i3025, %t3117
  %t3119 = mul i64 2, %size.K
  %t3120 = add i64 %t3118, %t3119
  %t3121 = add i64 %t3120, %i59
  %t3122 = getelementptr float, ptr %buf.w, i64 %t3121
  %t3123 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3122, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3124 = mul i64 %t3015, 1
  %t3125 = mul i64 2, 1
  %t3126 = add i64 %t3124, %t3125
  %t3127 = add i64 %t3126, -1
  %t3128 = mul i64 %i3025, 1
  %t3129 = add i64 %t25, %t3128
  %t3130 = mul i64 %size.H, %size.W
  %t3131 = mul i64 %t3130, %size.K
  %t3132 = mul i64 %t22, %t3131
  %t3133 = mul i64 %size.W, %size.K
  %t3134 = mul i64 %t3129, %t3133
  %t3135 = add i64 %t3132, %t3134
  %t3136 = mul i64 %t3127, %size.K
  %t3137 = add i64 %t3135, %t3136
  %t3138 = add i64 %t3137, %i59
  %t3139 = getelementptr float, ptr %buf.x, i64 %t3138
  %t3140 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3139, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3141 = load <16 x float>, ptr %tacc3013
  %t3142 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3140, <16 x float> %t3123, <16 x float> %t3141)
  store <16 x float> %t3142, ptr %tacc3013
  %t3143 = mul i64 %t3016, 1
  %t3144 = mul i64 2, 1
  %t3145 = add i64 %t3143, %t3144
  %t3146 = add i64 %t3145, -1
  %t3147 = mul i64 %i3025, 1
  %t3148 = add i64 %t25, %t3147
  %t3149 = mul i64 %size.H, %size.W
  %t3150 = mul i64 %t3149, %size.K
  %t3151 = mul i64 %t22, %t3150
  %t3152 = mul i64 %size.W, %size.K
  %t3153 = mul i64 %t3148, %t3152
  %t3154 = add i64 %t3151, %t3153
  %t3155 = mul i64 %t3146, %size.K
  %t3156 = add i64 %t3154, %t3155
  %t3157 = add i64 %t3156, %i59
  %t3158 = getelementptr float, ptr %buf.x, i64 %t3157
  %t3159 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3158, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3160 = load <16 x float>, ptr %tacc3014
  %t3161 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3159, <16 x float> %t3123, <16 x float> %t3160)
  store <16 x float> %t3161, ptr %tacc3014
  %t3162 = add nsw i64 %i3025, 1
  store i64 %t3162, ptr %c3021
  br label %head3022
done3024:
  br label %taps.done3017
winnext3019:
  %t3165 = icmp eq i64 %size.S, 5
  br i1 %t3165, label %win53163, label %winnext3164
win53163:
  store i64 %t29, ptr %c3166
  br label %head3167
head3167:
  %i3170 = load i64, ptr %c3166
  %t3171 = icmp slt i64 %i3170, %t36
  br i1 %t3171, label %body3168, label %done3169
body3168:
  %t3172 = mul i64 %size.S, %size.K
  %t3173 = mul i64 %i3170, %t3172
  %t3174 = mul i64 0, %size.K
  %t3175 = add i64 %t3173, %t3174
  %t3176 = add i64 %t3175, %i59
  %t3177 = getelementptr float, ptr %buf.w, i64 %t3176
  %t3178 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3177, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3179 = mul i64 %t3015, 1
  %t3180 = mul i64 0, 1
  %t3181 = add i64 %t3179, %t3180
  %t3182 = add i64 %t3181, -1
  %t3183 = mul i64 %i3170, 1
  %t3184 = add i64 %t25, %t3183
  %t3185 = mul i64 %size.H, %size.W
  %t3186 = mul i64 %t3185, %size.K
  %t3187 = mul i64 %t22, %t3186
  %t3188 = mul i64 %size.W, %size.K
  %t3189 = mul i64 %t3184, %t3188
  %t3190 = add i64 %t3187, %t3189
  %t3191 = mul i64 %t3182, %size.K
  %t3192 = add i64 %t3190, %t3191
  %t3193 = add i64 %t3192, %i59
  %t3194 = getelementptr float, ptr %buf.x, i64 %t3193
  %t3195 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3194, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3196 = load <16 x float>, ptr %tacc3013
  %t3197 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3195, <16 x float> %t3178, <16 x float> %t3196)
  store <16 x float> %t3197, ptr %tacc3013
  %t3198 = mul i64 %t3016, 1
  %t3199 = mul i64 0, 1
  %t3200 = add i64 %t3198, %t3199
  %t3201 = add i64 %t3200, -1
  %t3202 = mul i64 %i3170, 1
  %t3203 = add i64 %t25, %t3202
  %t3204 = mul i64 %size.H, %size.W
  %t3205 = mul i64 %t3204, %size.K
  %t3206 = mul i64 %t22, %t3205
  %t3207 = mul i64 %size.W, %size.K
  %t3208 = mul i64 %t3203, %t3207
  %t3209 = add i64 %t3206, %t3208
  %t3210 = mul i64 %t3201, %size.K
  %t3211 = add i64 %t3209, %t3210
  %t3212 = add i64 %t3211, %i59
  %t3213 = getelementptr float, ptr %buf.x, i64 %t3212
  %t3214 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3213, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3215 = load <16 x float>, ptr %tacc3014
  %t3216 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3214, <16 x float> %t3178, <16 x float> %t3215)
  store <16 x float> %t3216, ptr %tacc3014
  %t3217 = mul i64 %size.S, %size.K
  %t3218 = mul i64 %i3170, %t3217
  %t3219 = mul i64 1, %size.K
  %t3220 = add i64 %t3218, %t3219
  %t3221 = add i64 %t3220, %i59
  %t3222 = getelementptr float, ptr %buf.w, i64 %t3221
  %t3223 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3222, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3224 = mul i64 %t3015, 1
  %t3225 = mul i64 1, 1
  %t3226 = add i64 %t3224, %t3225
  %t3227 = add i64 %t3226, -1
  %t3228 = mul i64 %i3170, 1
  %t3229 = add i64 %t25, %t3228
  %t3230 = mul i64 %size.H, %size.W
  %t3231 = mul i64 %t3230, %size.K
  %t3232 = mul i64 %t22, %t3231
  %t3233 = mul i64 %size.W, %size.K
  %t3234 = mul i64 %t3229, %t3233
  %t3235 = add i64 %t3232, %t3234
  %t3236 = mul i64 %t3227, %size.K
  %t3237 = add i64 %t3235, %t3236
  %t3238 = add i64 %t3237, %i59
  %t3239 = getelementptr float, ptr %buf.x, i64 %t3238
  %t3240 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3239, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3241 = load <16 x float>, ptr %tacc3013
  %t3242 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3240, <16 x float> %t3223, <16 x float> %t3241)
  store <16 x float> %t3242, ptr %tacc3013
  %t3243 = mul i64 %t3016, 1
  %t3244 = mul i64 1, 1
  %t3245 = add i64 %t3243, %t3244
  %t3246 = add i64 %t3245, -1
  %t3247 = mul i64 %i3170, 1
  %t3248 = add i64 %t25, %t3247
  %t3249 = mul i64 %size.H, %size.W
  %t3250 = mul i64 %t3249, %size.K
  %t3251 = mul i64 %t22, %t3250
  %t3252 = mul i64 %size.W, %size.K
  %t3253 = mul i64 %t3248, %t3252
  %t3254 = add i64 %t3251, %t3253
  %t3255 = mul i64 %t3246, %size.K
  %t3256 = add i64 %t3254, %t3255
  %t3257 = add i64 %t3256, %i59
  %t3258 = getelementptr float, ptr %buf.x, i64 %t3257
  %t3259 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3258, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3260 = load <16 x float>, ptr %tacc3014
  %t3261 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3259, <16 x float> %t3223, <16 x float> %t3260)
  store <16 x float> %t3261, ptr %tacc3014
  %t3262 = mul i64 %size.S, %size.K
  %t3263 = mul i64 %i3170, %t3262
  %t3264 = mul i64 2, %size.K
  %t3265 = add i64 %t3263, %t3264
  %t3266 = add i64 %t3265, %i59
  %t3267 = getelementptr float, ptr %buf.w, i64 %t3266
  %t3268 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3267, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3269 = mul i64 %t3015, 1
  %t3270 = mul i64 2, 1
  %t3271 = add i64 %t3269, %t3270
  %t3272 = add i64 %t3271, -1
  %t3273 = mul i64 %i3170, 1
  %t3274 = add i64 %t25, %t3273
  %t3275 = mul i64 %size.H, %size.W
  %t3276 = mul i64 %t3275, %size.K
  %t3277 = mul i64 %t22, %t3276
  %t3278 = mul i64 %size.W, %size.K
  %t3279 = mul i64 %t3274, %t3278
  %t3280 = add i64 %t3277, %t3279
  %t3281 = mul i64 %t3272, %size.K
  %t3282 = add i64 %t3280, %t3281
  %t3283 = add i64 %t3282, %i59
  %t3284 = getelementptr float, ptr %buf.x, i64 %t3283
  %t3285 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3284, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3286 = load <16 x float>, ptr %tacc3013
  %t3287 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3285, <16 x float> %t3268, <16 x float> %t3286)
  store <16 x float> %t3287, ptr %tacc3013
  %t3288 = mul i64 %t3016, 1
  %t3289 = mul i64 2, 1
  %t3290 = add i64 %t3288, %t3289
  %t3291 = add i64 %t3290, -1
  %t3292 = mul i64 %i3170, 1
  %t3293 = add i64 %t25, %t3292
  %t3294 = mul i64 %size.H, %size.W
  %t3295 = mul i64 %t3294, %size.K
  %t3296 = mul i64 %t22, %t3295
  %t3297 = mul i64 %size.W, %size.K
  %t3298 = mul i64 %t3293, %t3297
  %t3299 = add i64 %t3296, %t3298
  %t3300 = mul i64 %t3291, %size.K
  %t3301 = add i64 %t3299, %t3300
  %t3302 = add i64 %t3301, %i59
  %t3303 = getelementptr float, ptr %buf.x, i64 %t3302
  %t3304 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3303, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3305 = load <16 x float>, ptr %tacc3014
  %t3306 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3304, <16 x float> %t3268, <16 x float> %t3305)
  store <16 x float> %t3306, ptr %tacc3014
  %t3307 = mul i64 %size.S, %size.K
  %t3308 = mul i64 %i3170, %t3307
  %t3309 = mul i64 3, %size.K
  %t3310 = add i64 %t3308, %t3309
  %t3311 = add i64 %t3310, %i59
  %t3312 = getelementptr float, ptr %buf.w, i64 %t3311
  %t3313 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3312, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3314 = mul i64 %t3015, 1
  %t3315 = mul i64 3, 1
  %t3316 = add i64 %t3314, %t3315
  %t3317 = add i64 %t3316, -1
  %t3318 = mul i64 %i3170, 1
  %t3319 = add i64 %t25, %t3318
  %t3320 = mul i64 %size.H, %size.W
  %t3321 = mul i64 %t3320, %size.K
  %t3322 = mul i64 %t22, %t3321
  %t3323 = mul i64 %size.W, %size.K
  %t3324 = mul i64 %t3319, %t3323
  %t3325 = add i64 %t3322, %t3324
  %t3326 = mul i64 %t3317, %size.K
  %t3327 = add i64 %t3325, %t3326
  %t3328 = add i64 %t3327, %i59
  %t3329 = getelementptr float, ptr %buf.x, i64 %t3328
  %t3330 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3329, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3331 = load <16 x float>, ptr %tacc3013
  %t3332 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3330, <16 x float> %t3313, <16 x float> %t3331)
  store <16 x float> %t3332, ptr %tacc3013
  %t3333 = mul i64 %t3016, 1
  %t3334 = mul i64 3, 1
  %t3335 = add i64 %t3333, %t3334
  %t3336 = add i64 %t3335, -1
  %t3337 = mul i64 %i3170, 1
  %t3338 = add i64 %t25, %t3337
  %t3339 = mul i64 %size.H, %size.W
  %t3340 = mul i64 %t3339, %size.K
  %t3341 = mul i64 %t22, %t3340
  %t3342 = mul i64 %size.W, %size.K
  %t3343 = mul i64 %t3338, %t3342
  %t3344 = add i64 %t3341, %t3343
  %t3345 = mul i64 %t3336, %size.K
  %t3346 = add i64 %t3344, %t3345
  %t3347 = add i64 %t3346, %i59
  %t3348 = getelementptr float, ptr %buf.x, i64 %t3347
  %t3349 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3348, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3350 = load <16 x float>, ptr %tacc3014
  %t3351 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3349, <16 x float> %t3313, <16 x float> %t3350)
  store <16 x float> %t3351, ptr %tacc3014
  %t3352 = mul i64 %size.S, %size.K
  %t3353 = mul i64 %i3170, %t3352
  %t3354 = mul i64 4, %size.K
  %t3355 = add i64 %t3353, %t3354
  %t3356 = add i64 %t3355, %i59
  %t3357 = getelementptr float, ptr %buf.w, i64 %t3356
  %t3358 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3357, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3359 = mul i64 %t3015, 1
  %t3360 = mul i64 4, 1
  %t3361 = add i64 %t3359, %t3360
  %t3362 = add i64 %t3361, -1
  %t3363 = mul i64 %i3170, 1
  %t3364 = add i64 %t25, %t3363
  %t3365 = mul i64 %size.H, %size.W
  %t3366 = mul i64 %t3365, %size.K
  %t3367 = mul i64 %t22, %t3366
  %t3368 = mul i64 %size.W, %size.K
  %t3369 = mul i64 %t3364, %t3368
  %t3370 = add i64 %t3367, %t3369
  %t3371 = mul i64 %t3362, %size.K
  %t3372 = add i64 %t3370, %t3371
  %t3373 = add i64 %t3372, %i59
  %t3374 = getelementptr float, ptr %buf.x, i64 %t3373
  %t3375 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3374, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3376 = load <16 x float>, ptr %tacc3013
  %t3377 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3375, <16 x float> %t3358, <16 x float> %t3376)
  store <16 x float> %t3377, ptr %tacc3013
  %t3378 = mul i64 %t3016, 1
  %t3379 = mul i64 4, 1
  %t3380 = add i64 %t3378, %t3379
  %t3381 = add i64 %t3380, -1
  %t3382 = mul i64 %i3170, 1
  %t3383 = add i64 %t25, %t3382
  %t3384 = mul i64 %size.H, %size.W
  %t3385 = mul i64 %t3384, %size.K
  %t3386 = mul i64 %t22, %t3385
  %t3387 = mul i64 %size.W, %size.K
  %t3388 = mul i64 %t3383, %t3387
  %t3389 = add i64 %t3386, %t3388
  %t3390 = mul i64 %t3381, %size.K
  %t3391 = add i64 %t3389, %t3390
  %t3392 = add i64 %t3391, %i59
  %t3393 = getelementptr float, ptr %buf.x, i64 %t3392
  %t3394 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3393, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3395 = load <16 x float>, ptr %tacc3014
  %t3396 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3394, <16 x float> %t3358, <16 x float> %t3395)
  store <16 x float> %t3396, ptr %tacc3014
  %t3397 = add nsw i64 %i3170, 1
  store i64 %t3397, ptr %c3166
  br label %head3167
done3169:
  br label %taps.done3017
winnext3164:
  store i64 %t29, ptr %c3398
  br label %head3399
head3399:
  %i3402 = load i64, ptr %c3398
  %t3403 = icmp slt i64 %i3402, %t36
  br i1 %t3403, label %body3400, label %done3401
body3400:
  store i64 0, ptr %c3404
  br label %head3405
head3405:
  %i3408 = load i64, ptr %c3404
  %t3409 = icmp slt i64 %i3408, %size.S
  br i1 %t3409, label %body3406, label %done3407
body3406:
  %t3410 = mul i64 %size.S, %size.K
  %t3411 = mul i64 %i3402, %t3410
  %t3412 = mul i64 %i3408, %size.K
  %t3413 = add i64 %t3411, %t3412
  %t3414 = add i64 %t3413, %i59
  %t3415 = getelementptr float, ptr %buf.w, i64 %t3414
  %t3416 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3415, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3417 = mul i64 %t3015, 1
  %t3418 = mul i64 %i3408, 1
  %t3419 = add i64 %t3417, %t3418
  %t3420 = add i64 %t3419, -1
  %t3421 = mul i64 %i3402, 1
  %t3422 = add i64 %t25, %t3421
  %t3423 = mul i64 %size.H, %size.W
  %t3424 = mul i64 %t3423, %size.K
  %t3425 = mul i64 %t22, %t3424
  %t3426 = mul i64 %size.W, %size.K
  %t3427 = mul i64 %t3422, %t3426
  %t3428 = add i64 %t3425, %t3427
  %t3429 = mul i64 %t3420, %size.K
  %t3430 = add i64 %t3428, %t3429
  %t3431 = add i64 %t3430, %i59
  %t3432 = getelementptr float, ptr %buf.x, i64 %t3431
  %t3433 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3432, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3434 = load <16 x float>, ptr %tacc3013
  %t3435 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3433, <16 x float> %t3416, <16 x float> %t3434)
  store <16 x float> %t3435, ptr %tacc3013
  %t3436 = mul i64 %t3016, 1
  %t3437 = mul i64 %i3408, 1
  %t3438 = add i64 %t3436, %t3437
  %t3439 = add i64 %t3438, -1
  %t3440 = mul i64 %i3402, 1
  %t3441 = add i64 %t25, %t3440
  %t3442 = mul i64 %size.H, %size.W
  %t3443 = mul i64 %t3442, %size.K
  %t3444 = mul i64 %t22, %t3443
  %t3445 = mul i64 %size.W, %size.K
  %t3446 = mul i64 %t3441, %t3445
  %t3447 = add i64 %t3444, %t3446
  %t3448 = mul i64 %t3439, %size.K
  %t3449 = add i64 %t3447, %t3448
  %t3450 = add i64 %t3449, %i59
  %t3451 = getelementptr float, ptr %buf.x, i64 %t3450
  %t3452 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3451, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3453 = load <16 x float>, ptr %tacc3014
  %t3454 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3452, <16 x float> %t3416, <16 x float> %t3453)
  store <16 x float> %t3454, ptr %tacc3014
  %t3455 = add nsw i64 %i3408, 1
  store i64 %t3455, ptr %c3404
  br label %head3405
done3407:
  %t3456 = add nsw i64 %i3402, 1
  store i64 %t3456, ptr %c3398
  br label %head3399
done3401:
  br label %taps.done3017
taps.done3017:
  %t3457 = load <16 x float>, ptr %tacc3013
  %p3458 = getelementptr float, ptr %buf.b, i64 %i59
  %ld3459 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p3458, <16 x i1> %t61, <16 x float> zeroinitializer)
  %v3460 = fadd contract <16 x float> %ld3459, %t3457
  %v3461 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v3460, <16 x float> splat (float 0x0000000000000000))
  %v3462 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %v3461, <16 x float> splat (float 0x4018000000000000))
  %v3463 = add i64 %size.H, 1
  %v3464 = add i64 %v3463, 1
  %v3465 = sub i64 %size.R, 1
  %v3466 = sub i64 %v3464, %v3465
  %v3467 = sub i64 %v3466, 1
  %v3468 = add i64 %v3467, 1
  %v3469 = mul i64 %t22, %v3468
  %v3470 = add i64 %v3469, %t23
  %v3471 = add i64 %size.W, 1
  %v3472 = add i64 %v3471, 1
  %v3473 = sub i64 %size.S, 1
  %v3474 = sub i64 %v3472, %v3473
  %v3475 = sub i64 %v3474, 1
  %v3476 = add i64 %v3475, 1
  %v3477 = mul i64 %v3470, %v3476
  %v3478 = add i64 %v3477, %t3015
  %v3479 = mul i64 %v3478, %size.K
  %v3480 = add i64 %v3479, %i59
  %p3481 = getelementptr float, ptr %buf.y, i64 %v3480
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v3462, ptr align 4 %p3481, <16 x i1> %t61)
  %t3482 = load <16 x float>, ptr %tacc3014
  %p3483 = getelementptr float, ptr %buf.b, i64 %i59
  %ld3484 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p3483, <16 x i1> %t61, <16 x float> zeroinitializer)
  %v3485 = fadd contract <16 x float> %ld3484, %t3482
  %v3486 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v3485, <16 x float> splat (float 0x0000000000000000))
  %v3487 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %v3486, <16 x float> splat (float 0x4018000000000000))
  %v3488 = add i64 %size.H, 1
  %v3489 = add i64 %v3488, 1
  %v3490 = sub i64 %size.R, 1
  %v3491 = sub i64 %v3489, %v3490
  %v3492 = sub i64 %v3491, 1
  %v3493 = add i64 %v3492, 1
  %v3494 = mul i64 %t22, %v3493
  %v3495 = add i64 %v3494, %t23
  %v3496 = add i64 %size.W, 1
  %v3497 = add i64 %v3496, 1
  %v3498 = sub i64 %size.S, 1
  %v3499 = sub i64 %v3497, %v3498
  %v3500 = sub i64 %v3499, 1
  %v3501 = add i64 %v3500, 1
  %v3502 = mul i64 %v3495, %v3501
  %v3503 = add i64 %v3502, %t3016
  %v3504 = mul i64 %v3503, %size.K
  %v3505 = add i64 %v3504, %i59
  %p3506 = getelementptr float, ptr %buf.y, i64 %v3505
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v3487, ptr align 4 %p3506, <16 x i1> %t61)
  %t3507 = add nsw i64 %i3011, 2
  store i64 %t3507, ptr %c3007
  br label %head3008
done3010:
  %t3508 = sub i64 %t54, %t3006
  %t3509 = sdiv i64 %t3508, 1
  %t3510 = mul i64 %t3509, 1
  %t3511 = add i64 %t3006, %t3510
  store i64 %t3006, ptr %c3512
  br label %head3513
head3513:
  %i3516 = load i64, ptr %c3512
  %t3517 = icmp slt i64 %i3516, %t3511
  br i1 %t3517, label %body3514, label %done3515
body3514:
  store <16 x float> zeroinitializer, ptr %tacc3518
  %t3519 = add i64 %i3516, 0
  %t3523 = icmp eq i64 %size.S, 3
  br i1 %t3523, label %win33521, label %winnext3522
win33521:
  store i64 %t29, ptr %c3524
  br label %head3525
head3525:
  %i3528 = load i64, ptr %c3524
  %t3529 = icmp slt i64 %i3528, %t36
  br i1 %t3529, label %body3526, label %done3527
body3526:
  %t3530 = mul i64 %size.S, %size.K
  %t3531 = mul i64 %i3528, %t3530
  %t3532 = mul i64 0, %size.K
  %t3533 = add i64 %t3531, %t3532
  %t3534 = add i64 %t3533, %i59
  %t3535 = getelementptr float, ptr %buf.w, i64 %t3534
  %t3536 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3535, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3537 = mul i64 %t3519, 1
  %t3538 = mul i64 0, 1
  %t3539 = add i64 %t3537, %t3538
  %t3540 = add i64 %t3539, -1
  %t3541 = mul i64 %i3528, 1
  %t3542 = add i64 %t25, %t3541
  %t3543 = mul i64 %size.H, %size.W
  %t3544 = mul i64 %t3543, %size.K
  %t3545 = mul i64 %t22, %t3544
  %t3546 = mul i64 %size.W, %size.K
  %t3547 = mul i64 %t3542, %t3546
  %t3548 = add i64 %t3545, %t3547
  %t3549 = mul i64 %t3540, %size.K
  %t3550 = add i64 %t3548, %t3549
  %t3551 = add i64 %t3550, %i59
  %t3552 = getelementptr float, ptr %buf.x, i64 %t3551
  %t3553 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3552, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3554 = load <16 x float>, ptr %tacc3518
  %t3555 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3553, <16 x float> %t3536, <16 x float> %t3554)
  store <16 x float> %t3555, ptr %tacc3518
  %t3556 = mul i64 %size.S, %size.K
  %t3557 = mul i64 %i3528, %t3556
  %t3558 = mul i64 1, %size.K
  %t3559 = add i64 %t3557, %t3558
  %t3560 = add i64 %t3559, %i59
  %t3561 = getelementptr float, ptr %buf.w, i64 %t3560
  %t3562 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3561, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3563 = mul i64 %t3519, 1
  %t3564 = mul i64 1, 1
  %t3565 = add i64 %t3563, %t3564
  %t3566 = add i64 %t3565, -1
  %t3567 = mul i64 %i3528, 1
  %t3568 = add i64 %t25, %t3567
  %t3569 = mul i64 %size.H, %size.W
  %t3570 = mul i64 %t3569, %size.K
  %t3571 = mul i64 %t22, %t3570
  %t3572 = mul i64 %size.W, %size.K
  %t3573 = mul i64 %t3568, %t3572
  %t3574 = add i64 %t3571, %t3573
  %t3575 = mul i64 %t3566, %size.K
  %t3576 = add i64 %t3574, %t3575
  %t3577 = add i64 %t3576, %i59
  %t3578 = getelementptr float, ptr %buf.x, i64 %t3577
  %t3579 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3578, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3580 = load <16 x float>, ptr %tacc3518
  %t3581 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3579, <16 x float> %t3562, <16 x float> %t3580)
  store <16 x float> %t3581, ptr %tacc3518
  %t3582 = mul i64 %size.S, %size.K
  %t3583 = mul i64 %i3528, %t3582
  %t3584 = mul i64 2, %size.K
  %t3585 = add i64 %t3583, %t3584
  %t3586 = add i64 %t3585, %i59
  %t3587 = getelementptr float, ptr %buf.w, i64 %t3586
  %t3588 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3587, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3589 = mul i64 %t3519, 1
  %t3590 = mul i64 2, 1
  %t3591 = add i64 %t3589, %t3590
  %t3592 = add i64 %t3591, -1
  %t3593 = mul i64 %i3528, 1
  %t3594 = add i64 %t25, %t3593
  %t3595 = mul i64 %size.H, %size.W
  %t3596 = mul i64 %t3595, %size.K
  %t3597 = mul i64 %t22, %t3596
  %t3598 = mul i64 %size.W, %size.K
  %t3599 = mul i64 %t3594, %t3598
  %t3600 = add i64 %t3597, %t3599
  %t3601 = mul i64 %t3592, %size.K
  %t3602 = add i64 %t3600, %t3601
  %t3603 = add i64 %t3602, %i59
  %t3604 = getelementptr float, ptr %buf.x, i64 %t3603
  %t3605 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3604, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3606 = load <16 x float>, ptr %tacc3518
  %t3607 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3605, <16 x float> %t3588, <16 x float> %t3606)
  store <16 x float> %t3607, ptr %tacc3518
  %t3608 = add nsw i64 %i3528, 1
  store i64 %t3608, ptr %c3524
  br label %head3525
done3527:
  br label %taps.done3520
winnext3522:
  %t3611 = icmp eq i64 %size.S, 5
  br i1 %t3611, label %win53609, label %winnext3610
win53609:
  store i64 %t29, ptr %c3612
  br label %head3613
head3613:
  %i3616 = load i64, ptr %c3612
  %t3617 = icmp slt i64 %i3616, %t36
  br i1 %t3617, label %body3614, label %done3615
body3614:
  %t3618 = mul i64 %size.S, %size.K
  %t3619 = mul i64 %i3616, %t3618
  %t3620 = mul i64 0, %size.K
  %t3621 = add i64 %t3619, %t3620
  %t3622 = add i64 %t3621, %i59
  %t3623 = getelementptr float, ptr %buf.w, i64 %t3622
  %t3624 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3623, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3625 = mul i64 %t3519, 1
  %t3626 = mul i64 0, 1
  %t3627 = add i64 %t3625, %t3626
  %t3628 = add i64 %t3627, -1
  %t3629 = mul i64 %i3616, 1
  %t3630 = add i64 %t25, %t3629
  %t3631 = mul i64 %size.H, %size.W
  %t3632 = mul i64 %t3631, %size.K
  %t3633 = mul i64 %t22, %t3632
  %t3634 = mul i64 %size.W, %size.K
  %t3635 = mul i64 %t3630, %t3634
  %t3636 = add i64 %t3633, %t3635
  %t3637 = mul i64 %t3628, %size.K
  %t3638 = add i64 %t3636, %t3637
  %t3639 = add i64 %t3638, %i59
  %t3640 = getelementptr float, ptr %buf.x, i64 %t3639
  %t3641 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3640, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3642 = load <16 x float>, ptr %tacc3518
  %t3643 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3641, <16 x float> %t3624, <16 x float> %t3642)
  store <16 x float> %t3643, ptr %tacc3518
  %t3644 = mul i64 %size.S, %size.K
  %t3645 = mul i64 %i3616, %t3644
  %t3646 = mul i64 1, %size.K
  %t3647 = add i64 %t3645, %t3646
  %t3648 = add i64 %t3647, %i59
  %t3649 = getelementptr float, ptr %buf.w, i64 %t3648
  %t3650 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3649, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3651 = mul i64 %t3519, 1
  %t3652 = mul i64 1, 1
  %t3653 = add i64 %t3651, %t3652
  %t3654 = add i64 %t3653, -1
  %t3655 = mul i64 %i3616, 1
  %t3656 = add i64 %t25, %t3655
  %t3657 = mul i64 %size.H, %size.W
  %t3658 = mul i64 %t3657, %size.K
  %t3659 = mul i64 %t22, %t3658
  %t3660 = mul i64 %size.W, %size.K
  %t3661 = mul i64 %t3656, %t3660
  %t3662 = add i64 %t3659, %t3661
  %t3663 = mul i64 %t3654, %size.K
  %t3664 = add i64 %t3662, %t3663
  %t3665 = add i64 %t3664, %i59
  %t3666 = getelementptr float, ptr %buf.x, i64 %t3665
  %t3667 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3666, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3668 = load <16 x float>, ptr %tacc3518
  %t3669 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3667, <16 x float> %t3650, <16 x float> %t3668)
  store <16 x float> %t3669, ptr %tacc3518
  %t3670 = mul i64 %size.S, %size.K
  %t3671 = mul i64 %i3616, %t3670
  %t3672 = mul i64 2, %size.K
  %t3673 = add i64 %t3671, %t3672
  %t3674 = add i64 %t3673, %i59
  %t3675 = getelementptr float, ptr %buf.w, i64 %t3674
  %t3676 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3675, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3677 = mul i64 %t3519, 1
  %t3678 = mul i64 2, 1
  %t3679 = add i64 %t3677, %t3678
  %t3680 = add i64 %t3679, -1
  %t3681 = mul i64 %i3616, 1
  %t3682 = add i64 %t25, %t3681
  %t3683 = mul i64 %size.H, %size.W
  %t3684 = mul i64 %t3683, %size.K
  %t3685 = mul i64 %t22, %t3684
  %t3686 = mul i64 %size.W, %size.K
  %t3687 = mul i64 %t3682, %t3686
  %t3688 = add i64 %t3685, %t3687
  %t3689 = mul i64 %t3680, %size.K
  %t3690 = add i64 %t3688, %t3689
  %t3691 = add i64 %t3690, %i59
  %t3692 = getelementptr float, ptr %buf.x, i64 %t3691
  %t3693 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3692, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3694 = load <16 x float>, ptr %tacc3518
  %t3695 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3693, <16 x float> %t3676, <16 x float> %t3694)
  store <16 x float> %t3695, ptr %tacc3518
  %t3696 = mul i64 %size.S, %size.K
  %t3697 = mul i64 %i3616, %t3696
  %t3698 = mul i64 3, %size.K
  %t3699 = add i64 %t3697, %t3698
  %t3700 = add i64 %t3699, %i59
  %t3701 = getelementptr float, ptr %buf.w, i64 %t3700
  %t3702 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3701, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3703 = mul i64 %t3519, 1
  %t3704 = mul i64 3, 1
  %t3705 = add i64 %t3703, %t3704
  %t3706 = add i64 %t3705, -1
  %t3707 = mul i64 %i3616, 1
  %t3708 = add i64 %t25, %t3707
  %t3709 = mul i64 %size.H, %size.W
  %t3710 = mul i64 %t3709, %size.K
  %t3711 = mul i64 %t22, %t3710
  %t3712 = mul i64 %size.W, %size.K
  %t3713 = mul i64 %t3708, %t3712
  %t3714 = add i64 %t3711, %t3713
  %t3715 = mul i64 %t3706, %size.K
  %t3716 = add i64 %t3714, %t3715
  %t3717 = add i64 %t3716, %i59
  %t3718 = getelementptr float, ptr %buf.x, i64 %t3717
  %t3719 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3718, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3720 = load <16 x float>, ptr %tacc3518
  %t3721 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3719, <16 x float> %t3702, <16 x float> %t3720)
  store <16 x float> %t3721, ptr %tacc3518
  %t3722 = mul i64 %size.S, %size.K
  %t3723 = mul i64 %i3616, %t3722
  %t3724 = mul i64 4, %size.K
  %t3725 = add i64 %t3723, %t3724
  %t3726 = add i64 %t3725, %i59
  %t3727 = getelementptr float, ptr %buf.w, i64 %t3726
  %t3728 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3727, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3729 = mul i64 %t3519, 1
  %t3730 = mul i64 4, 1
  %t3731 = add i64 %t3729, %t3730
  %t3732 = add i64 %t3731, -1
  %t3733 = mul i64 %i3616, 1
  %t3734 = add i64 %t25, %t3733
  %t3735 = mul i64 %size.H, %size.W
  %t3736 = mul i64 %t3735, %size.K
  %t3737 = mul i64 %t22, %t3736
  %t3738 = mul i64 %size.W, %size.K
  %t3739 = mul i64 %t3734, %t3738
  %t3740 = add i64 %t3737, %t3739
  %t3741 = mul i64 %t3732, %size.K
  %t3742 = add i64 %t3740, %t3741
  %t3743 = add i64 %t3742, %i59
  %t3744 = getelementptr float, ptr %buf.x, i64 %t3743
  %t3745 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3744, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3746 = load <16 x float>, ptr %tacc3518
  %t3747 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3745, <16 x float> %t3728, <16 x float> %t3746)
  store <16 x float> %t3747, ptr %tacc3518
  %t3748 = add nsw i64 %i3616, 1
  store i64 %t3748, ptr %c3612
  br label %head3613
done3615:
  br label %taps.done3520
winnext3610:
  store i64 %t29, ptr %c3749
  br label %head3750
head3750:
  %i3753 = load i64, ptr %c3749
  %t3754 = icmp slt i64 %i3753, %t36
  br i1 %t3754, label %body3751, label %done3752
body3751:
  store i64 0, ptr %c3755
  br label %head3756
head3756:
  %i3759 = load i64, ptr %c3755
  %t3760 = icmp slt i64 %i3759, %size.S
  br i1 %t3760, label %body3757, label %done3758
body3757:
  %t3761 = mul i64 %size.S, %size.K
  %t3762 = mul i64 %i3753, %t3761
  %t3763 = mul i64 %i3759, %size.K
  %t3764 = add i64 %t3762, %t3763
  %t3765 = add i64 %t3764, %i59
  %t3766 = getelementptr float, ptr %buf.w, i64 %t3765
  %t3767 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3766, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3768 = mul i64 %t3519, 1
  %t3769 = mul i64 %i3759, 1
  %t3770 = add i64 %t3768, %t3769
  %t3771 = add i64 %t3770, -1
  %t3772 = mul i64 %i3753, 1
  %t3773 = add i64 %t25, %t3772
  %t3774 = mul i64 %size.H, %size.W
  %t3775 = mul i64 %t3774, %size.K
  %t3776 = mul i64 %t22, %t3775
  %t3777 = mul i64 %size.W, %size.K
  %t3778 = mul i64 %t3773, %t3777
  %t3779 = add i64 %t3776, %t3778
  %t3780 = mul i64 %t3771, %size.K
  %t3781 = add i64 %t3779, %t3780
  %t3782 = add i64 %t3781, %i59
  %t3783 = getelementptr float, ptr %buf.x, i64 %t3782
  %t3784 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3783, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3785 = load <16 x float>, ptr %tacc3518
  %t3786 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3784, <16 x float> %t3767, <16 x float> %t3785)
  store <16 x float> %t3786, ptr %tacc3518
  %t3787 = add nsw i64 %i3759, 1
  store i64 %t3787, ptr %c3755
  br label %head3756
done3758:
  %t3788 = add nsw i64 %i3753, 1
  store i64 %t3788, ptr %c3749
  br label %head3750
done3752:
  br label %taps.done3520
taps.done3520:
  %t3789 = load <16 x float>, ptr %tacc3518
  %p3790 = getelementptr float, ptr %buf.b, i64 %i59
  %ld3791 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p3790, <16 x i1> %t61, <16 x float> zeroinitializer)
  %v3792 = fadd contract <16 x float> %ld3791, %t3789
  %v3793 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v3792, <16 x float> splat (float 0x0000000000000000))
  %v3794 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %v3793, <16 x float> splat (float 0x4018000000000000))
  %v3795 = add i64 %size.H, 1
  %v3796 = add i64 %v3795, 1
  %v3797 = sub i64 %size.R, 1
  %v3798 = sub i64 %v3796, %v3797
  %v3799 = sub i64 %v3798, 1
  %v3800 = add i64 %v3799, 1
  %v3801 = mul i64 %t22, %v3800
  %v3802 = add i64 %v3801, %t23
  %v3803 = add i64 %size.W, 1
  %v3804 = add i64 %v3803, 1
  %v3805 = sub i64 %size.S, 1
  %v3806 = sub i64 %v3804, %v3805
  %v3807 = sub i64 %v3806, 1
  %v3808 = add i64 %v3807, 1
  %v3809 = mul i64 %v3802, %v3808
  %v3810 = add i64 %v3809, %t3519
  %v3811 = mul i64 %v3810, %size.K
  %v3812 = add i64 %v3811, %i59
  %p3813 = getelementptr float, ptr %buf.y, i64 %v3812
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v3794, ptr align 4 %p3813, <16 x i1> %t61)
  %t3814 = add nsw i64 %i3516, 1
  store i64 %t3814, ptr %c3512
  br label %head3513
done3515:
  store i64 %t54, ptr %c3815
  br label %head3816
head3816:
  %i3819 = load i64, ptr %c3815
  %t3820 = icmp slt i64 %i3819, %t12
  br i1 %t3820, label %body3817, label %done3818
body3817:
  store <16 x float> zeroinitializer, ptr %bacc3821
  %t3825 = icmp eq i64 %size.S, 3
  br i1 %t3825, label %win33823, label %winnext3824
win33823:
  store i64 %t29, ptr %c3826
  br label %head3827
head3827:
  %i3830 = load i64, ptr %c3826
  %t3831 = icmp slt i64 %i3830, %t36
  br i1 %t3831, label %body3828, label %done3829
body3828:
  %t3832 = mul i64 %i3819, 1
  %t3833 = mul i64 0, 1
  %t3834 = add i64 %t3832, %t3833
  %t3835 = add i64 %t3834, -1
  %t3836 = icmp sge i64 %t3835, 0
  %t3837 = icmp slt i64 %t3835, %size.W
  %t3838 = and i1 %t3836, %t3837
  %t3839 = select i1 %t3838, i64 %t3835, i64 0
  %t3840 = mul i64 %i3830, 1
  %t3841 = add i64 %t25, %t3840
  %t3842 = mul i64 %size.H, %size.W
  %t3843 = mul i64 %t3842, %size.K
  %t3844 = mul i64 %t22, %t3843
  %t3845 = mul i64 %size.W, %size.K
  %t3846 = mul i64 %t3841, %t3845
  %t3847 = add i64 %t3844, %t3846
  %t3848 = mul i64 %t3839, %size.K
  %t3849 = add i64 %t3847, %t3848
  %t3850 = add i64 %t3849, %i59
  %t3851 = getelementptr float, ptr %buf.x, i64 %t3850
  %t3852 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3851, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3853 = load <16 x float>, ptr %bacc3821
  %t3854 = mul i64 %size.S, %size.K
  %t3855 = mul i64 %i3830, %t3854
  %t3856 = mul i64 0, %size.K
  %t3857 = add i64 %t3855, %t3856
  %t3858 = add i64 %t3857, %i59
  %t3859 = getelementptr float, ptr %buf.w, i64 %t3858
  %t3860 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3859, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3861 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3852, <16 x float> %t3860, <16 x float> %t3853)
  %t3862 = select i1 %t3838, <16 x float> %t3861, <16 x float> %t3853
  store <16 x float> %t3862, ptr %bacc3821
  %t3863 = mul i64 %i3819, 1
  %t3864 = mul i64 1, 1
  %t3865 = add i64 %t3863, %t3864
  %t3866 = add i64 %t3865, -1
  %t3867 = icmp sge i64 %t3866, 0
  %t3868 = icmp slt i64 %t3866, %size.W
  %t3869 = and i1 %t3867, %t3868
  %t3870 = select i1 %t3869, i64 %t3866, i64 0
  %t3871 = mul i64 %i3830, 1
  %t3872 = add i64 %t25, %t3871
  %t3873 = mul i64 %size.H, %size.W
  %t3874 = mul i64 %t3873, %size.K
  %t3875 = mul i64 %t22, %t3874
  %t3876 = mul i64 %size.W, %size.K
  %t3877 = mul i64 %t3872, %t3876
  %t3878 = add i64 %t3875, %t3877
  %t3879 = mul i64 %t3870, %size.K
  %t3880 = add i64 %t3878, %t3879
  %t3881 = add i64 %t3880, %i59
  %t3882 = getelementptr float, ptr %buf.x, i64 %t3881
  %t3883 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3882, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3884 = load <16 x float>, ptr %bacc3821
  %t3885 = mul i64 %size.S, %size.K
  %t3886 = mul i64 %i3830, %t3885
  %t3887 = mul i64 1, %size.K
  %t3888 = add i64 %t3886, %t3887
  %t3889 = add i64 %t3888, %i59
  %t3890 = getelementptr float, ptr %buf.w, i64 %t3889
  %t3891 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3890, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3892 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3883, <16 x float> %t3891, <16 x float> %t3884)
  %t3893 = select i1 %t3869, <16 x float> %t3892, <16 x float> %t3884
  store <16 x float> %t3893, ptr %bacc3821
  %t3894 = mul i64 %i3819, 1
  %t3895 = mul i64 2, 1
  %t3896 = add i64 %t3894, %t3895
  %t3897 = add i64 %t3896, -1
  %t3898 = icmp sge i64 %t3897, 0
  %t3899 = icmp slt i64 %t3897, %size.W
  %t3900 = and i1 %t3898, %t3899
  %t3901 = select i1 %t3900, i64 %t3897, i64 0
  %t3902 = mul i64 %i3830, 1
  %t3903 = add i64 %t25, %t3902
  %t3904 = mul i64 %size.H, %size.W
  %t3905 = mul i64 %t3904, %size.K
  %t3906 = mul i64 %t22, %t3905
  %t3907 = mul i64 %size.W, %size.K
  %t3908 = mul i64 %t3903, %t3907
  %t3909 = add i64 %t3906, %t3908
  %t3910 = mul i64 %t3901, %size.K
  %t3911 = add i64 %t3909, %t3910
  %t3912 = add i64 %t3911, %i59
  %t3913 = getelementptr float, ptr %buf.x, i64 %t3912
  %t3914 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3913, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3915 = load <16 x float>, ptr %bacc3821
  %t3916 = mul i64 %size.S, %size.K
  %t3917 = mul i64 %i3830, %t3916
  %t3918 = mul i64 2, %size.K
  %t3919 = add i64 %t3917, %t3918
  %t3920 = add i64 %t3919, %i59
  %t3921 = getelementptr float, ptr %buf.w, i64 %t3920
  %t3922 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3921, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3923 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3914, <16 x float> %t3922, <16 x float> %t3915)
  %t3924 = select i1 %t3900, <16 x float> %t3923, <16 x float> %t3915
  store <16 x float> %t3924, ptr %bacc3821
  %t3925 = add nsw i64 %i3830, 1
  store i64 %t3925, ptr %c3826
  br label %head3827
done3829:
  br label %taps.done3822
winnext3824:
  %t3928 = icmp eq i64 %size.S, 5
  br i1 %t3928, label %win53926, label %winnext3927
win53926:
  store i64 %t29, ptr %c3929
  br label %head3930
head3930:
  %i3933 = load i64, ptr %c3929
  %t3934 = icmp slt i64 %i3933, %t36
  br i1 %t3934, label %body3931, label %done3932
body3931:
  %t3935 = mul i64 %i3819, 1
  %t3936 = mul i64 0, 1
  %t3937 = add i64 %t3935, %t3936
  %t3938 = add i64 %t3937, -1
  %t3939 = icmp sge i64 %t3938, 0
  %t3940 = icmp slt i64 %t3938, %size.W
  %t3941 = and i1 %t3939, %t3940
  %t3942 = select i1 %t3941, i64 %t3938, i64 0
  %t3943 = mul i64 %i3933, 1
  %t3944 = add i64 %t25, %t3943
  %t3945 = mul i64 %size.H, %size.W
  %t3946 = mul i64 %t3945, %size.K
  %t3947 = mul i64 %t22, %t3946
  %t3948 = mul i64 %size.W, %size.K
  %t3949 = mul i64 %t3944, %t3948
  %t3950 = add i64 %t3947, %t3949
  %t3951 = mul i64 %t3942, %size.K
  %t3952 = add i64 %t3950, %t3951
  %t3953 = add i64 %t3952, %i59
  %t3954 = getelementptr float, ptr %buf.x, i64 %t3953
  %t3955 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3954, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3956 = load <16 x float>, ptr %bacc3821
  %t3957 = mul i64 %size.S, %size.K
  %t3958 = mul i64 %i3933, %t3957
  %t3959 = mul i64 0, %size.K
  %t3960 = add i64 %t3958, %t3959
  %t3961 = add i64 %t3960, %i59
  %t3962 = getelementptr float, ptr %buf.w, i64 %t3961
  %t3963 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3962, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3964 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3955, <16 x float> %t3963, <16 x float> %t3956)
  %t3965 = select i1 %t3941, <16 x float> %t3964, <16 x float> %t3956
  store <16 x float> %t3965, ptr %bacc3821
  %t3966 = mul i64 %i3819, 1
  %t3967 = mul i64 1, 1
  %t3968 = add i64 %t3966, %t3967
  %t3969 = add i64 %t3968, -1
  %t3970 = icmp sge i64 %t3969, 0
  %t3971 = icmp slt i64 %t3969, %size.W
  %t3972 = and i1 %t3970, %t3971
  %t3973 = select i1 %t3972, i64 %t3969, i64 0
  %t3974 = mul i64 %i3933, 1
  %t3975 = add i64 %t25, %t3974
  %t3976 = mul i64 %size.H, %size.W
  %t3977 = mul i64 %t3976, %size.K
  %t3978 = mul i64 %t22, %t3977
  %t3979 = mul i64 %size.W, %size.K
  %t3980 = mul i64 %t3975, %t3979
  %t3981 = add i64 %t3978, %t3980
  %t3982 = mul i64 %t3973, %size.K
  %t3983 = add i64 %t3981, %t3982
  %t3984 = add i64 %t3983, %i59
  %t3985 = getelementptr float, ptr %buf.x, i64 %t3984
  %t3986 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3985, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3987 = load <16 x float>, ptr %bacc3821
  %t3988 = mul i64 %size.S, %size.K
  %t3989 = mul i64 %i3933, %t3988
  %t3990 = mul i64 1, %size.K
  %t3991 = add i64 %t3989, %t3990
  %t3992 = add i64 %t3991, %i59
  %t3993 = getelementptr float, ptr %buf.w, i64 %t3992
  %t3994 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3993, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3995 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3986, <16 x float> %t3994, <16 x float> %t3987)
  %t3996 = select i1 %t3972, <16 x float> %t3995, <16 x float> %t3987
  store <16 x float> %t3996, ptr %bacc3821
  %t3997 = mul i64 %i3819, 1
  %t3998 = mul i64 2, 1
  %t3999 = add i64 %t3997, %t3998
  %t4000 = add i64 %t3999, -1
  %t4001 = icmp sge i64 %t4000, 0
  %t4002 = icmp slt i64 %t4000, %size.W
  %t4003 = and i1 %t4001, %t4002
  %t4004 = select i1 %t4003, i64 %t4000, i64 0
  %t4005 = mul i64 %i3933, 1
  %t4006 = add i64 %t25, %t4005
  %t4007 = mul i64 %size.H, %size.W
  %t4008 = mul i64 %t4007, %size.K
  %t4009 = mul i64 %t22, %t4008
  %t4010 = mul i64 %size.W, %size.K
  %t4011 = mul i64 %t4006, %t4010
  %t4012 = add i64 %t4009, %t4011
  %t4013 = mul i64 %t4004, %size.K
  %t4014 = add i64 %t4012, %t4013
  %t4015 = add i64 %t4014, %i59
  %t4016 = getelementptr float, ptr %buf.x, i64 %t4015
  %t4017 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4016, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t4018 = load <16 x float>, ptr %bacc3821
  %t4019 = mul i64 %size.S, %size.K
  %t4020 = mul i64 %i3933, %t4019
  %t4021 = mul i64 2, %size.K
  %t4022 = add i64 %t4020, %t4021
  %t4023 = add i64 %t4022, %i59
  %t4024 = getelementptr float, ptr %buf.w, i64 %t4023
  %t4025 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4024, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t4026 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4017, <16 x float> %t4025, <16 x float> %t4018)
  %t4027 = select i1 %t4003, <16 x float> %t4026, <16 x float> %t4018
  store <16 x float> %t4027, ptr %bacc3821
  %t4028 = mul i64 %i3819, 1
  %t4029 = mul i64 3, 1
  %t4030 = add i64 %t4028, %t4029
  %t4031 = add i64 %t4030, -1
  %t4032 = icmp sge i64 %t4031, 0
  %t4033 = icmp slt i64 %t4031, %size.W
  %t4034 = and i1 %t4032, %t4033
  %t4035 = select i1 %t4034, i64 %t4031, i64 0
  %t4036 = mul i64 %i3933, 1
  %t4037 = add i64 %t25, %t4036
  %t4038 = mul i64 %size.H, %size.W
  %t4039 = mul i64 %t4038, %size.K
  %t4040 = mul i64 %t22, %t4039
  %t4041 = mul i64 %size.W, %size.K
  %t4042 = mul i64 %t4037, %t4041
  %t4043 = add i64 %t4040, %t4042
  %t4044 = mul i64 %t4035, %size.K
  %t4045 = add i64 %t4043, %t4044
  %t4046 = add i64 %t4045, %i59
  %t4047 = getelementptr float, ptr %buf.x, i64 %t4046
  %t4048 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4047, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t4049 = load <16 x float>, ptr %bacc3821
  %t4050 = mul i64 %size.S, %size.K
  %t4051 = mul i64 %i3933, %t4050
  %t4052 = mul i64 3, %size.K
  %t4053 = add i64 %t4051, %t4052
  %t4054 = add i64 %t4053, %i59
  %t4055 = getelementptr float, ptr %buf.w, i64 %t4054
  %t4056 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4055, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t4057 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4048, <16 x float> %t4056, <16 x float> %t4049)
  %t4058 = select i1 %t4034, <16 x float> %t4057, <16 x float> %t4049
  store <16 x float> %t4058, ptr %bacc3821
  %t4059 = mul i64 %i3819, 1
  %t4060 = mul i64 4, 1
  %t4061 = add i64 %t4059, %t4060
  %t4062 = add i64 %t4061, -1
  %t4063 = icmp sge i64 %t4062, 0
  %t4064 = icmp slt i64 %t4062, %size.W
  %t4065 = and i1 %t4063, %t4064
  %t4066 = select i1 %t4065, i64 %t4062, i64 0
  %t4067 = mul i64 %i3933, 1
  %t4068 = add i64 %t25, %t4067
  %t4069 = mul i64 %size.H, %size.W
  %t4070 = mul i64 %t4069, %size.K
  %t4071 = mul i64 %t22, %t4070
  %t4072 = mul i64 %size.W, %size.K
  %t4073 = mul i64 %t4068, %t4072
  %t4074 = add i64 %t4071, %t4073
  %t4075 = mul i64 %t4066, %size.K
  %t4076 = add i64 %t4074, %t4075
  %t4077 = add i64 %t4076, %i59
  %t4078 = getelementptr float, ptr %buf.x, i64 %t4077
  %t4079 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4078, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t4080 = load <16 x float>, ptr %bacc3821
  %t4081 = mul i64 %size.S, %size.K
  %t4082 = mul i64 %i3933, %t4081
  %t4083 = mul i64 4, %size.K
  %t4084 = add i64 %t4082, %t4083
  %t4085 = add i64 %t4084, %i59
  %t4086 = getelementptr float, ptr %buf.w, i64 %t4085
  %t4087 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4086, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t4088 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4079, <16 x float> %t4087, <16 x float> %t4080)
  %t4089 = select i1 %t4065, <16 x float> %t4088, <16 x float> %t4080
  store <16 x float> %t4089, ptr %bacc3821
  %t4090 = add nsw i64 %i3933, 1
  store i64 %t4090, ptr %c3929
  br label %head3930
done3932:
  br label %taps.done3822
winnext3927:
  store i64 %t29, ptr %c4091
  br label %head4092
head4092:
  %i4095 = load i64, ptr %c4091
  %t4096 = icmp slt i64 %i4095, %t36
  br i1 %t4096, label %body4093, label %done4094
body4093:
  store i64 0, ptr %c4097
  br label %head4098
head4098:
  %i4101 = load i64, ptr %c4097
  %t4102 = icmp slt i64 %i4101, %size.S
  br i1 %t4102, label %body4099, label %done4100
body4099:
  %t4103 = mul i64 %i3819, 1
  %t4104 = mul i64 %i4101, 1
  %t4105 = add i64 %t4103, %t4104
  %t4106 = add i64 %t4105, -1
  %t4107 = icmp sge i64 %t4106, 0
  %t4108 = icmp slt i64 %t4106, %size.W
  %t4109 = and i1 %t4107, %t4108
  %t4110 = select i1 %t4109, i64 %t4106, i64 0
  %t4111 = mul i64 %i4095, 1
  %t4112 = add i64 %t25, %t4111
  %t4113 = mul i64 %size.H, %size.W
  %t4114 = mul i64 %t4113, %size.K
  %t4115 = mul i64 %t22, %t4114
  %t4116 = mul i64 %size.W, %size.K
  %t4117 = mul i64 %t4112, %t4116
  %t4118 = add i64 %t4115, %t4117
  %t4119 = mul i64 %t4110, %size.K
  %t4120 = add i64 %t4118, %t4119
  %t4121 = add i64 %t4120, %i59
  %t4122 = getelementptr float, ptr %buf.x, i64 %t4121
  %t4123 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4122, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t4124 = load <16 x float>, ptr %bacc3821
  %t4125 = mul i64 %size.S, %size.K
  %t4126 = mul i64 %i4095, %t4125
  %t4127 = mul i64 %i4101, %size.K
  %t4128 = add i64 %t4126, %t4127
  %t4129 = add i64 %t4128, %i59
  %t4130 = getelementptr float, ptr %buf.w, i64 %t4129
  %t4131 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4130, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t4132 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4123, <16 x float> %t4131, <16 x float> %t4124)
  %t4133 = select i1 %t4109, <16 x float> %t4132, <16 x float> %t4124
  store <16 x float> %t4133, ptr %bacc3821
  %t4134 = add nsw i64 %i4101, 1
  store i64 %t4134, ptr %c4097
  br label %head4098
done4100:
  %t4135 = add nsw i64 %i4095, 1
  store i64 %t4135, ptr %c4091
  br label %head4092
done4094:
  br label %taps.done3822
taps.done3822:
  %t4136 = load <16 x float>, ptr %bacc3821
  %p4137 = getelementptr float, ptr %buf.b, i64 %i59
  %ld4138 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p4137, <16 x i1> %t61, <16 x float> zeroinitializer)
  %v4139 = fadd contract <16 x float> %ld4138, %t4136
  %v4140 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %v4139, <16 x float> splat (float 0x0000000000000000))
  %v4141 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %v4140, <16 x float> splat (float 0x4018000000000000))
  %v4142 = add i64 %size.H, 1
  %v4143 = add i64 %v4142, 1
  %v4144 = sub i64 %size.R, 1
  %v4145 = sub i64 %v4143, %v4144
  %v4146 = sub i64 %v4145, 1
  %v4147 = add i64 %v4146, 1
  %v4148 = mul i64 %t22, %v4147
  %v4149 = add i64 %v4148, %t23
  %v4150 = add i64 %size.W, 1
  %v4151 = add i64 %v4150, 1
  %v4152 = sub i64 %size.S, 1
  %v4153 = sub i64 %v4151, %v4152
  %v4154 = sub i64 %v4153, 1
  %v4155 = add i64 %v4154, 1
  %v4156 = mul i64 %v4149, %v4155
  %v4157 = add i64 %v4156, %i3819
  %v4158 = mul i64 %v4157, %size.K
  %v4159 = add i64 %v4158, %i59
  %p4160 = getelementptr float, ptr %buf.y, i64 %v4159
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v4141, ptr align 4 %p4160, <16 x i1> %t61)
  %t4161 = add nsw i64 %i3819, 1
  store i64 %t4161, ptr %c3815
  br label %head3816
done3818:
  %t4162 = add nsw i64 %i59, 16
  store i64 %t4162, ptr %c55
  br label %head56
done58:
  %t4163 = add nsw i64 %i20, 1
  store i64 %t4163, ptr %c16
  br label %head17
done19:
  ret void
}
