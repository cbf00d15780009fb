@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

define void @"jr.op.depthwise_nhwc"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c16 = alloca i64
  %c55 = alloca i64
  %c62 = alloca i64
  %bacc68 = alloca <16 x float>
  %c73 = alloca i64
  %c176 = alloca i64
  %c338 = alloca i64
  %c344 = alloca i64
  %c411 = alloca i64
  %tacc417 = alloca <16 x float>
  %tacc418 = alloca <16 x float>
  %tacc419 = alloca <16 x float>
  %tacc420 = alloca <16 x float>
  %tacc421 = alloca <16 x float>
  %tacc422 = alloca <16 x float>
  %tacc423 = alloca <16 x float>
  %tacc424 = alloca <16 x float>
  %c437 = alloca i64
  %c924 = alloca i64
  %c1726 = alloca i64
  %c1732 = alloca i64
  %c2088 = alloca i64
  %tacc2094 = alloca <16 x float>
  %tacc2095 = alloca <16 x float>
  %tacc2096 = alloca <16 x float>
  %tacc2097 = alloca <16 x float>
  %c2106 = alloca i64
  %c2365 = alloca i64
  %c2787 = alloca i64
  %c2793 = alloca i64
  %c2981 = alloca i64
  %tacc2987 = alloca <16 x float>
  %tacc2988 = alloca <16 x float>
  %c2995 = alloca i64
  %c3140 = alloca i64
  %c3372 = alloca i64
  %c3378 = alloca i64
  %c3482 = alloca i64
  %tacc3488 = alloca <16 x float>
  %c3494 = alloca i64
  %c3582 = alloca i64
  %c3719 = alloca i64
  %c3725 = alloca i64
  %c3783 = alloca i64
  %bacc3789 = alloca <16 x float>
  %c3794 = alloca i64
  %c3897 = alloca i64
  %c4059 = alloca i64
  %c4065 = alloca i64
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
  %t13 = mul i64 1, %t6
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
  %t60 = icmp slt i64 %i59, %size.C
  br i1 %t60, label %body57, label %done58
body57:
  %t61 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i59, i64 %size.C)
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
  %t90 = mul i64 %t89, %size.C
  %t91 = mul i64 %t22, %t90
  %t92 = mul i64 %size.W, %size.C
  %t93 = mul i64 %t88, %t92
  %t94 = add i64 %t91, %t93
  %t95 = mul i64 %t86, %size.C
  %t96 = add i64 %t94, %t95
  %t97 = add i64 %t96, %i59
  %t98 = getelementptr float, ptr %buf.x, i64 %t97
  %t99 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t98, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t100 = load <16 x float>, ptr %bacc68
  %t101 = mul i64 %size.S, %size.C
  %t102 = mul i64 %i77, %t101
  %t103 = mul i64 0, %size.C
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
  %t121 = mul i64 %t120, %size.C
  %t122 = mul i64 %t22, %t121
  %t123 = mul i64 %size.W, %size.C
  %t124 = mul i64 %t119, %t123
  %t125 = add i64 %t122, %t124
  %t126 = mul i64 %t117, %size.C
  %t127 = add i64 %t125, %t126
  %t128 = add i64 %t127, %i59
  %t129 = getelementptr float, ptr %buf.x, i64 %t128
  %t130 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t129, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t131 = load <16 x float>, ptr %bacc68
  %t132 = mul i64 %size.S, %size.C
  %t133 = mul i64 %i77, %t132
  %t134 = mul i64 1, %size.C
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
  %t152 = mul i64 %t151, %size.C
  %t153 = mul i64 %t22, %t152
  %t154 = mul i64 %size.W, %size.C
  %t155 = mul i64 %t150, %t154
  %t156 = add i64 %t153, %t155
  %t157 = mul i64 %t148, %size.C
  %t158 = add i64 %t156, %t157
  %t159 = add i64 %t158, %i59
  %t160 = getelementptr float, ptr %buf.x, i64 %t159
  %t161 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t160, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t162 = load <16 x float>, ptr %bacc68
  %t163 = mul i64 %size.S, %size.C
  %t164 = mul i64 %i77, %t163
  %t165 = mul i64 2, %size.C
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
  %t193 = mul i64 %t192, %size.C
  %t194 = mul i64 %t22, %t193
  %t195 = mul i64 %size.W, %size.C
  %t196 = mul i64 %t191, %t195
  %t197 = add i64 %t194, %t196
  %t198 = mul i64 %t189, %size.C
  %t199 = add i64 %t197, %t198
  %t200 = add i64 %t199, %i59
  %t201 = getelementptr float, ptr %buf.x, i64 %t200
  %t202 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t201, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t203 = load <16 x float>, ptr %bacc68
  %t204 = mul i64 %size.S, %size.C
  %t205 = mul i64 %i180, %t204
  %t206 = mul i64 0, %size.C
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
  %t224 = mul i64 %t223, %size.C
  %t225 = mul i64 %t22, %t224
  %t226 = mul i64 %size.W, %size.C
  %t227 = mul i64 %t222, %t226
  %t228 = add i64 %t225, %t227
  %t229 = mul i64 %t220, %size.C
  %t230 = add i64 %t228, %t229
  %t231 = add i64 %t230, %i59
  %t232 = getelementptr float, ptr %buf.x, i64 %t231
  %t233 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t232, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t234 = load <16 x float>, ptr %bacc68
  %t235 = mul i64 %size.S, %size.C
  %t236 = mul i64 %i180, %t235
  %t237 = mul i64 1, %size.C
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
  %t255 = mul i64 %t254, %size.C
  %t256 = mul i64 %t22, %t255
  %t257 = mul i64 %size.W, %size.C
  %t258 = mul i64 %t253, %t257
  %t259 = add i64 %t256, %t258
  %t260 = mul i64 %t251, %size.C
  %t261 = add i64 %t259, %t260
  %t262 = add i64 %t261, %i59
  %t263 = getelementptr float, ptr %buf.x, i64 %t262
  %t264 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t263, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t265 = load <16 x float>, ptr %bacc68
  %t266 = mul i64 %size.S, %size.C
  %t267 = mul i64 %i180, %t266
  %t268 = mul i64 2, %size.C
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
  %t286 = mul i64 %t285, %size.C
  %t287 = mul i64 %t22, %t286
  %t288 = mul i64 %size.W, %size.C
  %t289 = mul i64 %t284, %t288
  %t290 = add i64 %t287, %t289
  %t291 = mul i64 %t282, %size.C
  %t292 = add i64 %t290, %t291
  %t293 = add i64 %t292, %i59
  %t294 = getelementptr float, ptr %buf.x, i64 %t293
  %t295 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t294, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t296 = load <16 x float>, ptr %bacc68
  %t297 = mul i64 %size.S, %size.C
  %t298 = mul i64 %i180, %t297
  %t299 = mul i64 3, %size.C
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
  %t317 = mul i64 %t316, %size.C
  %t318 = mul i64 %t22, %t317
  %t319 = mul i64 %size.W, %size.C
  %t320 = mul i64 %t315, %t319
  %t321 = add i64 %t318, %t320
  %t322 = mul i64 %t313, %size.C
  %t323 = add i64 %t321, %t322
  %t324 = add i64 %t323, %i59
  %t325 = getelementptr float, ptr %buf.x, i64 %t324
  %t326 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t325, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t327 = load <16 x float>, ptr %bacc68
  %t328 = mul i64 %size.S, %size.C
  %t329 = mul i64 %i180, %t328
  %t330 = mul i64 4, %size.C
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
  %t361 = mul i64 %t360, %size.C
  %t362 = mul i64 %t22, %t361
  %t363 = mul i64 %size.W, %size.C
  %t364 = mul i64 %t359, %t363
  %t365 = add i64 %t362, %t364
  %t366 = mul i64 %t357, %size.C
  %t367 = add i64 %t365, %t366
  %t368 = add i64 %t367, %i59
  %t369 = getelementptr float, ptr %buf.x, i64 %t368
  %t370 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t369, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t371 = load <16 x float>, ptr %bacc68
  %t372 = mul i64 %size.S, %size.C
  %t373 = mul i64 %i342, %t372
  %t374 = mul i64 %i348, %size.C
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
  %v387 = add i64 %size.H, 1
  %v388 = add i64 %v387, 1
  %v389 = sub i64 %size.R, 1
  %v390 = sub i64 %v388, %v389
  %v391 = sub i64 %v390, 1
  %v392 = add i64 %v391, 1
  %v393 = mul i64 %t22, %v392
  %v394 = add i64 %v393, %t23
  %v395 = add i64 %size.W, 1
  %v396 = add i64 %v395, 1
  %v397 = sub i64 %size.S, 1
  %v398 = sub i64 %v396, %v397
  %v399 = sub i64 %v398, 1
  %v400 = add i64 %v399, 1
  %v401 = mul i64 %v394, %v400
  %v402 = add i64 %v401, %i66
  %v403 = mul i64 %v402, %size.C
  %v404 = add i64 %v403, %i59
  %p405 = getelementptr float, ptr %buf.y, i64 %v404
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v386, ptr align 4 %p405, <16 x i1> %t61)
  %t406 = add nsw i64 %i66, 1
  store i64 %t406, ptr %c62
  br label %head63
done65:
  %t407 = sub i64 %t54, %t46
  %t408 = sdiv i64 %t407, 8
  %t409 = mul i64 %t408, 8
  %t410 = add i64 %t46, %t409
  store i64 %t46, ptr %c411
  br label %head412
head412:
  %i415 = load i64, ptr %c411
  %t416 = icmp slt i64 %i415, %t410
  br i1 %t416, label %body413, label %done414
body413:
  store <16 x float> zeroinitializer, ptr %tacc417
  store <16 x float> zeroinitializer, ptr %tacc418
  store <16 x float> zeroinitializer, ptr %tacc419
  store <16 x float> zeroinitializer, ptr %tacc420
  store <16 x float> zeroinitializer, ptr %tacc421
  store <16 x float> zeroinitializer, ptr %tacc422
  store <16 x float> zeroinitializer, ptr %tacc423
  store <16 x float> zeroinitializer, ptr %tacc424
  %t425 = add i64 %i415, 0
  %t426 = add i64 %i415, 1
  %t427 = add i64 %i415, 2
  %t428 = add i64 %i415, 3
  %t429 = add i64 %i415, 4
  %t430 = add i64 %i415, 5
  %t431 = add i64 %i415, 6
  %t432 = add i64 %i415, 7
  %t436 = icmp eq i64 %size.S, 3
  br i1 %t436, label %win3434, label %winnext435
win3434:
  store i64 %t29, ptr %c437
  br label %head438
head438:
  %i441 = load i64, ptr %c437
  %t442 = icmp slt i64 %i441, %t36
  br i1 %t442, label %body439, label %done440
body439:
  %t443 = mul i64 %size.S, %size.C
  %t444 = mul i64 %i441, %t443
  %t445 = mul i64 0, %size.C
  %t446 = add i64 %t444, %t445
  %t447 = add i64 %t446, %i59
  %t448 = getelementptr float, ptr %buf.w, i64 %t447
  %t449 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t448, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t450 = mul i64 %t425, 1
  %t451 = mul i64 0, 1
  %t452 = add i64 %t450, %t451
  %t453 = add i64 %t452, -1
  %t454 = mul i64 %i441, 1
  %t455 = add i64 %t25, %t454
  %t456 = mul i64 %size.H, %size.W
  %t457 = mul i64 %t456, %size.C
  %t458 = mul i64 %t22, %t457
  %t459 = mul i64 %size.W, %size.C
  %t460 = mul i64 %t455, %t459
  %t461 = add i64 %t458, %t460
  %t462 = mul i64 %t453, %size.C
  %t463 = add i64 %t461, %t462
  %t464 = add i64 %t463, %i59
  %t465 = getelementptr float, ptr %buf.x, i64 %t464
  %t466 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t465, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t467 = load <16 x float>, ptr %tacc417
  %t468 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t466, <16 x float> %t449, <16 x float> %t467)
  store <16 x float> %t468, ptr %tacc417
  %t469 = mul i64 %t426, 1
  %t470 = mul i64 0, 1
  %t471 = add i64 %t469, %t470
  %t472 = add i64 %t471, -1
  %t473 = mul i64 %i441, 1
  %t474 = add i64 %t25, %t473
  %t475 = mul i64 %size.H, %size.W
  %t476 = mul i64 %t475, %size.C
  %t477 = mul i64 %t22, %t476
  %t478 = mul i64 %size.W, %size.C
  %t479 = mul i64 %t474, %t478
  %t480 = add i64 %t477, %t479
  %t481 = mul i64 %t472, %size.C
  %t482 = add i64 %t480, %t481
  %t483 = add i64 %t482, %i59
  %t484 = getelementptr float, ptr %buf.x, i64 %t483
  %t485 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t484, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t486 = load <16 x float>, ptr %tacc418
  %t487 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t485, <16 x float> %t449, <16 x float> %t486)
  store <16 x float> %t487, ptr %tacc418
  %t488 = mul i64 %t427, 1
  %t489 = mul i64 0, 1
  %t490 = add i64 %t488, %t489
  %t491 = add i64 %t490, -1
  %t492 = mul i64 %i441, 1
  %t493 = add i64 %t25, %t492
  %t494 = mul i64 %size.H, %size.W
  %t495 = mul i64 %t494, %size.C
  %t496 = mul i64 %t22, %t495
  %t497 = mul i64 %size.W, %size.C
  %t498 = mul i64 %t493, %t497
  %t499 = add i64 %t496, %t498
  %t500 = mul i64 %t491, %size.C
  %t501 = add i64 %t499, %t500
  %t502 = add i64 %t501, %i59
  %t503 = getelementptr float, ptr %buf.x, i64 %t502
  %t504 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t503, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t505 = load <16 x float>, ptr %tacc419
  %t506 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t504, <16 x float> %t449, <16 x float> %t505)
  store <16 x float> %t506, ptr %tacc419
  %t507 = mul i64 %t428, 1
  %t508 = mul i64 0, 1
  %t509 = add i64 %t507, %t508
  %t510 = add i64 %t509, -1
  %t511 = mul i64 %i441, 1
  %t512 = add i64 %t25, %t511
  %t513 = mul i64 %size.H, %size.W
  %t514 = mul i64 %t513, %size.C
  %t515 = mul i64 %t22, %t514
  %t516 = mul i64 %size.W, %size.C
  %t517 = mul i64 %t512, %t516
  %t518 = add i64 %t515, %t517
  %t519 = mul i64 %t510, %size.C
  %t520 = add i64 %t518, %t519
  %t521 = add i64 %t520, %i59
  %t522 = getelementptr float, ptr %buf.x, i64 %t521
  %t523 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t522, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t524 = load <16 x float>, ptr %tacc420
  %t525 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t523, <16 x float> %t449, <16 x float> %t524)
  store <16 x float> %t525, ptr %tacc420
  %t526 = mul i64 %t429, 1
  %t527 = mul i64 0, 1
  %t528 = add i64 %t526, %t527
  %t529 = add i64 %t528, -1
  %t530 = mul i64 %i441, 1
  %t531 = add i64 %t25, %t530
  %t532 = mul i64 %size.H, %size.W
  %t533 = mul i64 %t532, %size.C
  %t534 = mul i64 %t22, %t533
  %t535 = mul i64 %size.W, %size.C
  %t536 = mul i64 %t531, %t535
  %t537 = add i64 %t534, %t536
  %t538 = mul i64 %t529, %size.C
  %t539 = add i64 %t537, %t538
  %t540 = add i64 %t539, %i59
  %t541 = getelementptr float, ptr %buf.x, i64 %t540
  %t542 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t541, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t543 = load <16 x float>, ptr %tacc421
  %t544 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t542, <16 x float> %t449, <16 x float> %t543)
  store <16 x float> %t544, ptr %tacc421
  %t545 = mul i64 %t430, 1
  %t546 = mul i64 0, 1
  %t547 = add i64 %t545, %t546
  %t548 = add i64 %t547, -1
  %t549 = mul i64 %i441, 1
  %t550 = add i64 %t25, %t549
  %t551 = mul i64 %size.H, %size.W
  %t552 = mul i64 %t551, %size.C
  %t553 = mul i64 %t22, %t552
  %t554 = mul i64 %size.W, %size.C
  %t555 = mul i64 %t550, %t554
  %t556 = add i64 %t553, %t555
  %t557 = mul i64 %t548, %size.C
  %t558 = add i64 %t556, %t557
  %t559 = add i64 %t558, %i59
  %t560 = getelementptr float, ptr %buf.x, i64 %t559
  %t561 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t560, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t562 = load <16 x float>, ptr %tacc422
  %t563 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t561, <16 x float> %t449, <16 x float> %t562)
  store <16 x float> %t563, ptr %tacc422
  %t564 = mul i64 %t431, 1
  %t565 = mul i64 0, 1
  %t566 = add i64 %t564, %t565
  %t567 = add i64 %t566, -1
  %t568 = mul i64 %i441, 1
  %t569 = add i64 %t25, %t568
  %t570 = mul i64 %size.H, %size.W
  %t571 = mul i64 %t570, %size.C
  %t572 = mul i64 %t22, %t571
  %t573 = mul i64 %size.W, %size.C
  %t574 = mul i64 %t569, %t573
  %t575 = add i64 %t572, %t574
  %t576 = mul i64 %t567, %size.C
  %t577 = add i64 %t575, %t576
  %t578 = add i64 %t577, %i59
  %t579 = getelementptr float, ptr %buf.x, i64 %t578
  %t580 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t579, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t581 = load <16 x float>, ptr %tacc423
  %t582 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t580, <16 x float> %t449, <16 x float> %t581)
  store <16 x float> %t582, ptr %tacc423
  %t583 = mul i64 %t432, 1
  %t584 = mul i64 0, 1
  %t585 = add i64 %t583, %t584
  %t586 = add i64 %t585, -1
  %t587 = mul i64 %i441, 1
  %t588 = add i64 %t25, %t587
  %t589 = mul i64 %size.H, %size.W
  %t590 = mul i64 %t589, %size.C
  %t591 = mul i64 %t22, %t590
  %t592 = mul i64 %size.W, %size.C
  %t593 = mul i64 %t588, %t592
  %t594 = add i64 %t591, %t593
  %t595 = mul i64 %t586, %size.C
  %t596 = add i64 %t594, %t595
  %t597 = add i64 %t596, %i59
  %t598 = getelementptr float, ptr %buf.x, i64 %t597
  %t599 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t598, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t600 = load <16 x float>, ptr %tacc424
  %t601 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t599, <16 x float> %t449, <16 x float> %t600)
  store <16 x float> %t601, ptr %tacc424
  %t602 = mul i64 %size.S, %size.C
  %t603 = mul i64 %i441, %t602
  %t604 = mul i64 1, %size.C
  %t605 = add i64 %t603, %t604
  %t606 = add i64 %t605, %i59
  %t607 = getelementptr float, ptr %buf.w, i64 %t606
  %t608 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t607, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t609 = mul i64 %t425, 1
  %t610 = mul i64 1, 1
  %t611 = add i64 %t609, %t610
  %t612 = add i64 %t611, -1
  %t613 = mul i64 %i441, 1
  %t614 = add i64 %t25, %t613
  %t615 = mul i64 %size.H, %size.W
  %t616 = mul i64 %t615, %size.C
  %t617 = mul i64 %t22, %t616
  %t618 = mul i64 %size.W, %size.C
  %t619 = mul i64 %t614, %t618
  %t620 = add i64 %t617, %t619
  %t621 = mul i64 %t612, %size.C
  %t622 = add i64 %t620, %t621
  %t623 = add i64 %t622, %i59
  %t624 = getelementptr float, ptr %buf.x, i64 %t623
  %t625 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t624, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t626 = load <16 x float>, ptr %tacc417
  %t627 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t625, <16 x float> %t608, <16 x float> %t626)
  store <16 x float> %t627, ptr %tacc417
  %t628 = mul i64 %t426, 1
  %t629 = mul i64 1, 1
  %t630 = add i64 %t628, %t629
  %t631 = add i64 %t630, -1
  %t632 = mul i64 %i441, 1
  %t633 = add i64 %t25, %t632
  %t634 = mul i64 %size.H, %size.W
  %t635 = mul i64 %t634, %size.C
  %t636 = mul i64 %t22, %t635
  %t637 = mul i64 %size.W, %size.C
  %t638 = mul i64 %t633, %t637
  %t639 = add i64 %t636, %t638
  %t640 = mul i64 %t631, %size.C
  %t641 = add i64 %t639, %t640
  %t642 = add i64 %t641, %i59
  %t643 = getelementptr float, ptr %buf.x, i64 %t642
  %t644 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t643, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t645 = load <16 x float>, ptr %tacc418
  %t646 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t644, <16 x float> %t608, <16 x float> %t645)
  store <16 x float> %t646, ptr %tacc418
  %t647 = mul i64 %t427, 1
  %t648 = mul i64 1, 1
  %t649 = add i64 %t647, %t648
  %t650 = add i64 %t649, -1
  %t651 = mul i64 %i441, 1
  %t652 = add i64 %t25, %t651
  %t653 = mul i64 %size.H, %size.W
  %t654 = mul i64 %t653, %size.C
  %t655 = mul i64 %t22, %t654
  %t656 = mul i64 %size.W, %size.C
  %t657 = mul i64 %t652, %t656
  %t658 = add i64 %t655, %t657
  %t659 = mul i64 %t650, %size.C
  %t660 = add i64 %t658, %t659
  %t661 = add i64 %t660, %i59
  %t662 = getelementptr float, ptr %buf.x, i64 %t661
  %t663 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t662, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t664 = load <16 x float>, ptr %tacc419
  %t665 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t663, <16 x float> %t608, <16 x float> %t664)
  store <16 x float> %t665, ptr %tacc419
  %t666 = mul i64 %t428, 1
  %t667 = mul i64 1, 1
  %t668 = add i64 %t666, %t667
  %t669 = add i64 %t668, -1
  %t670 = mul i64 %i441, 1
  %t671 = add i64 %t25, %t670
  %t672 = mul i64 %size.H, %size.W
  %t673 = mul i64 %t672, %size.C
  %t674 = mul i64 %t22, %t673
  %t675 = mul i64 %size.W, %size.C
  %t676 = mul i64 %t671, %t675
  %t677 = add i64 %t674, %t676
  %t678 = mul i64 %t669, %size.C
  %t679 = add i64 %t677, %t678
  %t680 = add i64 %t679, %i59
  %t681 = getelementptr float, ptr %buf.x, i64 %t680
  %t682 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t681, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t683 = load <16 x float>, ptr %tacc420
  %t684 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t682, <16 x float> %t608, <16 x float> %t683)
  store <16 x float> %t684, ptr %tacc420
  %t685 = mul i64 %t429, 1
  %t686 = mul i64 1, 1
  %t687 = add i64 %t685, %t686
  %t688 = add i64 %t687, -1
  %t689 = mul i64 %i441, 1
  %t690 = add i64 %t25, %t689
  %t691 = mul i64 %size.H, %size.W
  %t692 = mul i64 %t691, %size.C
  %t693 = mul i64 %t22, %t692
  %t694 = mul i64 %size.W, %size.C
  %t695 = mul i64 %t690, %t694
  %t696 = add i64 %t693, %t695
  %t697 = mul i64 %t688, %size.C
  %t698 = add i64 %t696, %t697
  %t699 = add i64 %t698, %i59
  %t700 = getelementptr float, ptr %buf.x, i64 %t699
  %t701 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t700, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t702 = load <16 x float>, ptr %tacc421
  %t703 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t701, <16 x float> %t608, <16 x float> %t702)
  store <16 x float> %t703, ptr %tacc421
  %t704 = mul i64 %t430, 1
  %t705 = mul i64 1, 1
  %t706 = add i64 %t704, %t705
  %t707 = add i64 %t706, -1
  %t708 = mul i64 %i441, 1
  %t709 = add i64 %t25, %t708
  %t710 = mul i64 %size.H, %size.W
  %t711 = mul i64 %t710, %size.C
  %t712 = mul i64 %t22, %t711
  %t713 = mul i64 %size.W, %size.C
  %t714 = mul i64 %t709, %t713
  %t715 = add i64 %t712, %t714
  %t716 = mul i64 %t707, %size.C
  %t717 = add i64 %t715, %t716
  %t718 = add i64 %t717, %i59
  %t719 = getelementptr float, ptr %buf.x, i64 %t718
  %t720 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t719, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t721 = load <16 x float>, ptr %tacc422
  %t722 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t720, <16 x float> %t608, <16 x float> %t721)
  store <16 x float> %t722, ptr %tacc422
  %t723 = mul i64 %t431, 1
  %t724 = mul i64 1, 1
  %t725 = add i64 %t723, %t724
  %t726 = add i64 %t725, -1
  %t727 = mul i64 %i441, 1
  %t728 = add i64 %t25, %t727
  %t729 = mul i64 %size.H, %size.W
  %t730 = mul i64 %t729, %size.C
  %t731 = mul i64 %t22, %t730
  %t732 = mul i64 %size.W, %size.C
  %t733 = mul i64 %t728, %t732
  %t734 = add i64 %t731, %t733
  %t735 = mul i64 %t726, %size.C
  %t736 = add i64 %t734, %t735
  %t737 = add i64 %t736, %i59
  %t738 = getelementptr float, ptr %buf.x, i64 %t737
  %t739 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t738, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t740 = load <16 x float>, ptr %tacc423
  %t741 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t739, <16 x float> %t608, <16 x float> %t740)
  store <16 x float> %t741, ptr %tacc423
  %t742 = mul i64 %t432, 1
  %t743 = mul i64 1, 1
  %t744 = add i64 %t742, %t743
  %t745 = add i64 %t744, -1
  %t746 = mul i64 %i441, 1
  %t747 = add i64 %t25, %t746
  %t748 = mul i64 %size.H, %size.W
  %t749 = mul i64 %t748, %size.C
  %t750 = mul i64 %t22, %t749
  %t751 = mul i64 %size.W, %size.C
  %t752 = mul i64 %t747, %t751
  %t753 = add i64 %t750, %t752
  %t754 = mul i64 %t745, %size.C
  %t755 = add i64 %t753, %t754
  %t756 = add i64 %t755, %i59
  %t757 = getelementptr float, ptr %buf.x, i64 %t756
  %t758 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t757, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t759 = load <16 x float>, ptr %tacc424
  %t760 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t758, <16 x float> %t608, <16 x float> %t759)
  store <16 x float> %t760, ptr %tacc424
  %t761 = mul i64 %size.S, %size.C
  %t762 = mul i64 %i441, %t761
  %t763 = mul i64 2, %size.C
  %t764 = add i64 %t762, %t763
  %t765 = add i64 %t764, %i59
  %t766 = getelementptr float, ptr %buf.w, i64 %t765
  %t767 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t766, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t768 = mul i64 %t425, 1
  %t769 = mul i64 2, 1
  %t770 = add i64 %t768, %t769
  %t771 = add i64 %t770, -1
  %t772 = mul i64 %i441, 1
  %t773 = add i64 %t25, %t772
  %t774 = mul i64 %size.H, %size.W
  %t775 = mul i64 %t774, %size.C
  %t776 = mul i64 %t22, %t775
  %t777 = mul i64 %size.W, %size.C
  %t778 = mul i64 %t773, %t777
  %t779 = add i64 %t776, %t778
  %t780 = mul i64 %t771, %size.C
  %t781 = add i64 %t779, %t780
  %t782 = add i64 %t781, %i59
  %t783 = getelementptr float, ptr %buf.x, i64 %t782
  %t784 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t783, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t785 = load <16 x float>, ptr %tacc417
  %t786 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t784, <16 x float> %t767, <16 x float> %t785)
  store <16 x float> %t786, ptr %tacc417
  %t787 = mul i64 %t426, 1
  %t788 = mul i64 2, 1
  %t789 = add i64 %t787, %t788
  %t790 = add i64 %t789, -1
  %t791 = mul i64 %i441, 1
  %t792 = add i64 %t25, %t791
  %t793 = mul i64 %size.H, %size.W
  %t794 = mul i64 %t793, %size.C
  %t795 = mul i64 %t22, %t794
  %t796 = mul i64 %size.W, %size.C
  %t797 = mul i64 %t792, %t796
  %t798 = add i64 %t795, %t797
  %t799 = mul i64 %t790, %size.C
  %t800 = add i64 %t798, %t799
  %t801 = add i64 %t800, %i59
  %t802 = getelementptr float, ptr %buf.x, i64 %t801
  %t803 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t802, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t804 = load <16 x float>, ptr %tacc418
  %t805 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t803, <16 x float> %t767, <16 x float> %t804)
  store <16 x float> %t805, ptr %tacc418
  %t806 = mul i64 %t427, 1
  %t807 = mul i64 2, 1
  %t808 = add i64 %t806, %t807
  %t809 = add i64 %t808, -1
  %t810 = mul i64 %i441, 1
  %t811 = add i64 %t25, %t810
  %t812 = mul i64 %size.H, %size.W
  %t813 = mul i64 %t812, %size.C
  %t814 = mul i64 %t22, %t813
  %t815 = mul i64 %size.W, %size.C
  %t816 = mul i64 %t811, %t815
  %t817 = add i64 %t814, %t816
  %t818 = mul i64 %t809, %size.C
  %t819 = add i64 %t817, %t818
  %t820 = add i64 %t819, %i59
  %t821 = getelementptr float, ptr %buf.x, i64 %t820
  %t822 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t821, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t823 = load <16 x float>, ptr %tacc419
  %t824 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t822, <16 x float> %t767, <16 x float> %t823)
  store <16 x float> %t824, ptr %tacc419
  %t825 = mul i64 %t428, 1
  %t826 = mul i64 2, 1
  %t827 = add i64 %t825, %t826
  %t828 = add i64 %t827, -1
  %t829 = mul i64 %i441, 1
  %t830 = add i64 %t25, %t829
  %t831 = mul i64 %size.H, %size.W
  %t832 = mul i64 %t831, %size.C
  %t833 = mul i64 %t22, %t832
  %t834 = mul i64 %size.W, %size.C
  %t835 = mul i64 %t830, %t834
  %t836 = add i64 %t833, %t835
  %t837 = mul i64 %t828, %size.C
  %t838 = add i64 %t836, %t837
  %t839 = add i64 %t838, %i59
  %t840 = getelementptr float, ptr %buf.x, i64 %t839
  %t841 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t840, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t842 = load <16 x float>, ptr %tacc420
  %t843 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t841, <16 x float> %t767, <16 x float> %t842)
  store <16 x float> %t843, ptr %tacc420
  %t844 = mul i64 %t429, 1
  %t845 = mul i64 2, 1
  %t846 = add i64 %t844, %t845
  %t847 = add i64 %t846, -1
  %t848 = mul i64 %i441, 1
  %t849 = add i64 %t25, %t848
  %t850 = mul i64 %size.H, %size.W
  %t851 = mul i64 %t850, %size.C
  %t852 = mul i64 %t22, %t851
  %t853 = mul i64 %size.W, %size.C
  %t854 = mul i64 %t849, %t853
  %t855 = add i64 %t852, %t854
  %t856 = mul i64 %t847, %size.C
  %t857 = add i64 %t855, %t856
  %t858 = add i64 %t857, %i59
  %t859 = getelementptr float, ptr %buf.x, i64 %t858
  %t860 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t859, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t861 = load <16 x float>, ptr %tacc421
  %t862 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t860, <16 x float> %t767, <16 x float> %t861)
  store <16 x float> %t862, ptr %tacc421
  %t863 = mul i64 %t430, 1
  %t864 = mul i64 2, 1
  %t865 = add i64 %t863, %t864
  %t866 = add i64 %t865, -1
  %t867 = mul i64 %i441, 1
  %t868 = add i64 %t25, %t867
  %t869 = mul i64 %size.H, %size.W
  %t870 = mul i64 %t869, %size.C
  %t871 = mul i64 %t22, %t870
  %t872 = mul i64 %size.W, %size.C
  %t873 = mul i64 %t868, %t872
  %t874 = add i64 %t871, %t873
  %t875 = mul i64 %t866, %size.C
  %t876 = add i64 %t874, %t875
  %t877 = add i64 %t876, %i59
  %t878 = getelementptr float, ptr %buf.x, i64 %t877
  %t879 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t878, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t880 = load <16 x float>, ptr %tacc422
  %t881 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t879, <16 x float> %t767, <16 x float> %t880)
  store <16 x float> %t881, ptr %tacc422
  %t882 = mul i64 %t431, 1
  %t883 = mul i64 2, 1
  %t884 = add i64 %t882, %t883
  %t885 = add i64 %t884, -1
  %t886 = mul i64 %i441, 1
  %t887 = add i64 %t25, %t886
  %t888 = mul i64 %size.H, %size.W
  %t889 = mul i64 %t888, %size.C
  %t890 = mul i64 %t22, %t889
  %t891 = mul i64 %size.W, %size.C
  %t892 = mul i64 %t887, %t891
  %t893 = add i64 %t890, %t892
  %t894 = mul i64 %t885, %size.C
  %t895 = add i64 %t893, %t894
  %t896 = add i64 %t895, %i59
  %t897 = getelementptr float, ptr %buf.x, i64 %t896
  %t898 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t897, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t899 = load <16 x float>, ptr %tacc423
  %t900 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t898, <16 x float> %t767, <16 x float> %t899)
  store <16 x float> %t900, ptr %tacc423
  %t901 = mul i64 %t432, 1
  %t902 = mul i64 2, 1
  %t903 = add i64 %t901, %t902
  %t904 = add i64 %t903, -1
  %t905 = mul i64 %i441, 1
  %t906 = add i64 %t25, %t905
  %t907 = mul i64 %size.H, %size.W
  %t908 = mul i64 %t907, %size.C
  %t909 = mul i64 %t22, %t908
  %t910 = mul i64 %size.W, %size.C
  %t911 = mul i64 %t906, %t910
  %t912 = add i64 %t909, %t911
  %t913 = mul i64 %t904, %size.C
  %t914 = add i64 %t912, %t913
  %t915 = add i64 %t914, %i59
  %t916 = getelementptr float, ptr %buf.x, i64 %t915
  %t917 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t916, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t918 = load <16 x float>, ptr %tacc424
  %t919 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t917, <16 x float> %t767, <16 x float> %t918)
  store <16 x float> %t919, ptr %tacc424
  %t920 = add nsw i64 %i441, 1
  store i64 %t920, ptr %c437
  br label %head438
done440:
  br label %taps.done433
winnext435:
  %t923 = icmp eq i64 %size.S, 5
  br i1 %t923, label %win5921, label %winnext922
win5921:
  store i64 %t29, ptr %c924
  br label %head925
head925:
  %i928 = load i64, ptr %c924
  %t929 = icmp slt i64 %i928, %t36
  br i1 %t929, label %body926, label %done927
body926:
  %t930 = mul i64 %size.S, %size.C
  %t931 = mul i64 %i928, %t930
  %t932 = mul i64 0, %size.C
  %t933 = add i64 %t931, %t932
  %t934 = add i64 %t933, %i59
  %t935 = getelementptr float, ptr %buf.w, i64 %t934
  %t936 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t935, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t937 = mul i64 %t425, 1
  %t938 = mul i64 0, 1
  %t939 = add i64 %t937, %t938
  %t940 = add i64 %t939, -1
  %t941 = mul i64 %i928, 1
  %t942 = add i64 %t25, %t941
  %t943 = mul i64 %size.H, %size.W
  %t944 = mul i64 %t943, %size.C
  %t945 = mul i64 %t22, %t944
  %t946 = mul i64 %size.W, %size.C
  %t947 = mul i64 %t942, %t946
  %t948 = add i64 %t945, %t947
  %t949 = mul i64 %t940, %size.C
  %t950 = add i64 %t948, %t949
  %t951 = add i64 %t950, %i59
  %t952 = getelementptr float, ptr %buf.x, i64 %t951
  %t953 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t952, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t954 = load <16 x float>, ptr %tacc417
  %t955 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t953, <16 x float> %t936, <16 x float> %t954)
  store <16 x float> %t955, ptr %tacc417
  %t956 = mul i64 %t426, 1
  %t957 = mul i64 0, 1
  %t958 = add i64 %t956, %t957
  %t959 = add i64 %t958, -1
  %t960 = mul i64 %i928, 1
  %t961 = add i64 %t25, %t960
  %t962 = mul i64 %size.H, %size.W
  %t963 = mul i64 %t962, %size.C
  %t964 = mul i64 %t22, %t963
  %t965 = mul i64 %size.W, %size.C
  %t966 = mul i64 %t961, %t965
  %t967 = add i64 %t964, %t966
  %t968 = mul i64 %t959, %size.C
  %t969 = add i64 %t967, %t968
  %t970 = add i64 %t969, %i59
  %t971 = getelementptr float, ptr %buf.x, i64 %t970
  %t972 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t971, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t973 = load <16 x float>, ptr %tacc418
  %t974 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t972, <16 x float> %t936, <16 x float> %t973)
  store <16 x float> %t974, ptr %tacc418
  %t975 = mul i64 %t427, 1
  %t976 = mul i64 0, 1
  %t977 = add i64 %t975, %t976
  %t978 = add i64 %t977, -1
  %t979 = mul i64 %i928, 1
  %t980 = add i64 %t25, %t979
  %t981 = mul i64 %size.H, %size.W
  %t982 = mul i64 %t981, %size.C
  %t983 = mul i64 %t22, %t982
  %t984 = mul i64 %size.W, %size.C
  %t985 = mul i64 %t980, %t984
  %t986 = add i64 %t983, %t985
  %t987 = mul i64 %t978, %size.C
  %t988 = add i64 %t986, %t987
  %t989 = add i64 %t988, %i59
  %t990 = getelementptr float, ptr %buf.x, i64 %t989
  %t991 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t990, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t992 = load <16 x float>, ptr %tacc419
  %t993 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t991, <16 x float> %t936, <16 x float> %t992)
  store <16 x float> %t993, ptr %tacc419
  %t994 = mul i64 %t428, 1
  %t995 = mul i64 0, 1
  %t996 = add i64 %t994, %t995
  %t997 = add i64 %t996, -1
  %t998 = mul i64 %i928, 1
  %t999 = add i64 %t25, %t998
  %t1000 = mul i64 %size.H, %size.W
  %t1001 = mul i64 %t1000, %size.C
  %t1002 = mul i64 %t22, %t1001
  %t1003 = mul i64 %size.W, %size.C
  %t1004 = mul i64 %t999, %t1003
  %t1005 = add i64 %t1002, %t1004
  %t1006 = mul i64 %t997, %size.C
  %t1007 = add i64 %t1005, %t1006
  %t1008 = add i64 %t1007, %i59
  %t1009 = getelementptr float, ptr %buf.x, i64 %t1008
  %t1010 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1009, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1011 = load <16 x float>, ptr %tacc420
  %t1012 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1010, <16 x float> %t936, <16 x float> %t1011)
  store <16 x float> %t1012, ptr %tacc420
  %t1013 = mul i64 %t429, 1
  %t1014 = mul i64 0, 1
  %t1015 = add i64 %t1013, %t1014
  %t1016 = add i64 %t1015, -1
  %t1017 = mul i64 %i928, 1
  %t1018 = add i64 %t25, %t1017
  %t1019 = mul i64 %size.H, %size.W
  %t1020 = mul i64 %t1019, %size.C
  %t1021 = mul i64 %t22, %t1020
  %t1022 = mul i64 %size.W, %size.C
  %t1023 = mul i64 %t1018, %t1022
  %t1024 = add i64 %t1021, %t1023
  %t1025 = mul i64 %t1016, %size.C
  %t1026 = add i64 %t1024, %t1025
  %t1027 = add i64 %t1026, %i59
  %t1028 = getelementptr float, ptr %buf.x, i64 %t1027
  %t1029 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1028, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1030 = load <16 x float>, ptr %tacc421
  %t1031 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1029, <16 x float> %t936, <16 x float> %t1030)
  store <16 x float> %t1031, ptr %tacc421
  %t1032 = mul i64 %t430, 1
  %t1033 = mul i64 0, 1
  %t1034 = add i64 %t1032, %t1033
  %t1035 = add i64 %t1034, -1
  %t1036 = mul i64 %i928, 1
  %t1037 = add i64 %t25, %t1036
  %t1038 = mul i64 %size.H, %size.W
  %t1039 = mul i64 %t1038, %size.C
  %t1040 = mul i64 %t22, %t1039
  %t1041 = mul i64 %size.W, %size.C
  %t1042 = mul i64 %t1037, %t1041
  %t1043 = add i64 %t1040, %t1042
  %t1044 = mul i64 %t1035, %size.C
  %t1045 = add i64 %t1043, %t1044
  %t1046 = add i64 %t1045, %i59
  %t1047 = getelementptr float, ptr %buf.x, i64 %t1046
  %t1048 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1047, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1049 = load <16 x float>, ptr %tacc422
  %t1050 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1048, <16 x float> %t936, <16 x float> %t1049)
  store <16 x float> %t1050, ptr %tacc422
  %t1051 = mul i64 %t431, 1
  %t1052 = mul i64 0, 1
  %t1053 = add i64 %t1051, %t1052
  %t1054 = add i64 %t1053, -1
  %t1055 = mul i64 %i928, 1
  %t1056 = add i64 %t25, %t1055
  %t1057 = mul i64 %size.H, %size.W
  %t1058 = mul i64 %t1057, %size.C
  %t1059 = mul i64 %t22, %t1058
  %t1060 = mul i64 %size.W, %size.C
  %t1061 = mul i64 %t1056, %t1060
  %t1062 = add i64 %t1059, %t1061
  %t1063 = mul i64 %t1054, %size.C
  %t1064 = add i64 %t1062, %t1063
  %t1065 = add i64 %t1064, %i59
  %t1066 = getelementptr float, ptr %buf.x, i64 %t1065
  %t1067 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1066, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1068 = load <16 x float>, ptr %tacc423
  %t1069 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1067, <16 x float> %t936, <16 x float> %t1068)
  store <16 x float> %t1069, ptr %tacc423
  %t1070 = mul i64 %t432, 1
  %t1071 = mul i64 0, 1
  %t1072 = add i64 %t1070, %t1071
  %t1073 = add i64 %t1072, -1
  %t1074 = mul i64 %i928, 1
  %t1075 = add i64 %t25, %t1074
  %t1076 = mul i64 %size.H, %size.W
  %t1077 = mul i64 %t1076, %size.C
  %t1078 = mul i64 %t22, %t1077
  %t1079 = mul i64 %size.W, %size.C
  %t1080 = mul i64 %t1075, %t1079
  %t1081 = add i64 %t1078, %t1080
  %t1082 = mul i64 %t1073, %size.C
  %t1083 = add i64 %t1081, %t1082
  %t1084 = add i64 %t1083, %i59
  %t1085 = getelementptr float, ptr %buf.x, i64 %t1084
  %t1086 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1085, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1087 = load <16 x float>, ptr %tacc424
  %t1088 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1086, <16 x float> %t936, <16 x float> %t1087)
  store <16 x float> %t1088, ptr %tacc424
  %t1089 = mul i64 %size.S, %size.C
  %t1090 = mul i64 %i928, %t1089
  %t1091 = mul i64 1, %size.C
  %t1092 = add i64 %t1090, %t1091
  %t1093 = add i64 %t1092, %i59
  %t1094 = getelementptr float, ptr %buf.w, i64 %t1093
  %t1095 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1094, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1096 = mul i64 %t425, 1
  %t1097 = mul i64 1, 1
  %t1098 = add i64 %t1096, %t1097
  %t1099 = add i64 %t1098, -1
  %t1100 = mul i64 %i928, 1
  %t1101 = add i64 %t25, %t1100
  %t1102 = mul i64 %size.H, %size.W
  %t1103 = mul i64 %t1102, %size.C
  %t1104 = mul i64 %t22, %t1103
  %t1105 = mul i64 %size.W, %size.C
  %t1106 = mul i64 %t1101, %t1105
  %t1107 = add i64 %t1104, %t1106
  %t1108 = mul i64 %t1099, %size.C
  %t1109 = add i64 %t1107, %t1108
  %t1110 = add i64 %t1109, %i59
  %t1111 = getelementptr float, ptr %buf.x, i64 %t1110
  %t1112 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1111, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1113 = load <16 x float>, ptr %tacc417
  %t1114 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1112, <16 x float> %t1095, <16 x float> %t1113)
  store <16 x float> %t1114, ptr %tacc417
  %t1115 = mul i64 %t426, 1
  %t1116 = mul i64 1, 1
  %t1117 = add i64 %t1115, %t1116
  %t1118 = add i64 %t1117, -1
  %t1119 = mul i64 %i928, 1
  %t1120 = add i64 %t25, %t1119
  %t1121 = mul i64 %size.H, %size.W
  %t1122 = mul i64 %t1121, %size.C
  %t1123 = mul i64 %t22, %t1122
  %t1124 = mul i64 %size.W, %size.C
  %t1125 = mul i64 %t1120, %t1124
  %t1126 = add i64 %t1123, %t1125
  %t1127 = mul i64 %t1118, %size.C
  %t1128 = add i64 %t1126, %t1127
  %t1129 = add i64 %t1128, %i59
  %t1130 = getelementptr float, ptr %buf.x, i64 %t1129
  %t1131 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1130, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1132 = load <16 x float>, ptr %tacc418
  %t1133 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1131, <16 x float> %t1095, <16 x float> %t1132)
  store <16 x float> %t1133, ptr %tacc418
  %t1134 = mul i64 %t427, 1
  %t1135 = mul i64 1, 1
  %t1136 = add i64 %t1134, %t1135
  %t1137 = add i64 %t1136, -1
  %t1138 = mul i64 %i928, 1
  %t1139 = add i64 %t25, %t1138
  %t1140 = mul i64 %size.H, %size.W
  %t1141 = mul i64 %t1140, %size.C
  %t1142 = mul i64 %t22, %t1141
  %t1143 = mul i64 %size.W, %size.C
  %t1144 = mul i64 %t1139, %t1143
  %t1145 = add i64 %t1142, %t1144
  %t1146 = mul i64 %t1137, %size.C
  %t1147 = add i64 %t1145, %t1146
  %t1148 = add i64 %t1147, %i59
  %t1149 = getelementptr float, ptr %buf.x, i64 %t1148
  %t1150 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1149, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1151 = load <16 x float>, ptr %tacc419
  %t1152 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1150, <16 x float> %t1095, <16 x float> %t1151)
  store <16 x float> %t1152, ptr %tacc419
  %t1153 = mul i64 %t428, 1
  %t1154 = mul i64 1, 1
  %t1155 = add i64 %t1153, %t1154
  %t1156 = add i64 %t1155, -1
  %t1157 = mul i64 %i928, 1
  %t1158 = add i64 %t25, %t1157
  %t1159 = mul i64 %size.H, %size.W
  %t1160 = mul i64 %t1159, %size.C
  %t1161 = mul i64 %t22, %t1160
  %t1162 = mul i64 %size.W, %size.C
  %t1163 = mul i64 %t1158, %t1162
  %t1164 = add i64 %t1161, %t1163
  %t1165 = mul i64 %t1156, %size.C
  %t1166 = add i64 %t1164, %t1165
  %t1167 = add i64 %t1166, %i59
  %t1168 = getelementptr float, ptr %buf.x, i64 %t1167
  %t1169 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1168, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1170 = load <16 x float>, ptr %tacc420
  %t1171 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1169, <16 x float> %t1095, <16 x float> %t1170)
  store <16 x float> %t1171, ptr %tacc420
  %t1172 = mul i64 %t429, 1
  %t1173 = mul i64 1, 1
  %t1174 = add i64 %t1172, %t1173
  %t1175 = add i64 %t1174, -1
  %t1176 = mul i64 %i928, 1
  %t1177 = add i64 %t25, %t1176
  %t1178 = mul i64 %size.H, %size.W
  %t1179 = mul i64 %t1178, %size.C
  %t1180 = mul i64 %t22, %t1179
  %t1181 = mul i64 %size.W, %size.C
  %t1182 = mul i64 %t1177, %t1181
  %t1183 = add i64 %t1180, %t1182
  %t1184 = mul i64 %t1175, %size.C
  %t1185 = add i64 %t1183, %t1184
  %t1186 = add i64 %t1185, %i59
  %t1187 = getelementptr float, ptr %buf.x, i64 %t1186
  %t1188 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1187, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1189 = load <16 x float>, ptr %tacc421
  %t1190 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1188, <16 x float> %t1095, <16 x float> %t1189)
  store <16 x float> %t1190, ptr %tacc421
  %t1191 = mul i64 %t430, 1
  %t1192 = mul i64 1, 1
  %t1193 = add i64 %t1191, %t1192
  %t1194 = add i64 %t1193, -1
  %t1195 = mul i64 %i928, 1
  %t1196 = add i64 %t25, %t1195
  %t1197 = mul i64 %size.H, %size.W
  %t1198 = mul i64 %t1197, %size.C
  %t1199 = mul i64 %t22, %t1198
  %t1200 = mul i64 %size.W, %size.C
  %t1201 = mul i64 %t1196, %t1200
  %t1202 = add i64 %t1199, %t1201
  %t1203 = mul i64 %t1194, %size.C
  %t1204 = add i64 %t1202, %t1203
  %t1205 = add i64 %t1204, %i59
  %t1206 = getelementptr float, ptr %buf.x, i64 %t1205
  %t1207 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1206, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1208 = load <16 x float>, ptr %tacc422
  %t1209 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1207, <16 x float> %t1095, <16 x float> %t1208)
  store <16 x float> %t1209, ptr %tacc422
  %t1210 = mul i64 %t431, 1
  %t1211 = mul i64 1, 1
  %t1212 = add i64 %t1210, %t1211
  %t1213 = add i64 %t1212, -1
  %t1214 = mul i64 %i928, 1
  %t1215 = add i64 %t25, %t1214
  %t1216 = mul i64 %size.H, %size.W
  %t1217 = mul i64 %t1216, %size.C
  %t1218 = mul i64 %t22, %t1217
  %t1219 = mul i64 %size.W, %size.C
  %t1220 = mul i64 %t1215, %t1219
  %t1221 = add i64 %t1218, %t1220
  %t1222 = mul i64 %t1213, %size.C
  %t1223 = add i64 %t1221, %t1222
  %t1224 = add i64 %t1223, %i59
  %t1225 = getelementptr float, ptr %buf.x, i64 %t1224
  %t1226 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1225, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1227 = load <16 x float>, ptr %tacc423
  %t1228 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1226, <16 x float> %t1095, <16 x float> %t1227)
  store <16 x float> %t1228, ptr %tacc423
  %t1229 = mul i64 %t432, 1
  %t1230 = mul i64 1, 1
  %t1231 = add i64 %t1229, %t1230
  %t1232 = add i64 %t1231, -1
  %t1233 = mul i64 %i928, 1
  %t1234 = add i64 %t25, %t1233
  %t1235 = mul i64 %size.H, %size.W
  %t1236 = mul i64 %t1235, %size.C
  %t1237 = mul i64 %t22, %t1236
  %t1238 = mul i64 %size.W, %size.C
  %t1239 = mul i64 %t1234, %t1238
  %t1240 = add i64 %t1237, %t1239
  %t1241 = mul i64 %t1232, %size.C
  %t1242 = add i64 %t1240, %t1241
  %t1243 = add i64 %t1242, %i59
  %t1244 = getelementptr float, ptr %buf.x, i64 %t1243
  %t1245 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1244, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1246 = load <16 x float>, ptr %tacc424
  %t1247 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1245, <16 x float> %t1095, <16 x float> %t1246)
  store <16 x float> %t1247, ptr %tacc424
  %t1248 = mul i64 %size.S, %size.C
  %t1249 = mul i64 %i928, %t1248
  %t1250 = mul i64 2, %size.C
  %t1251 = add i64 %t1249, %t1250
  %t1252 = add i64 %t1251, %i59
  %t1253 = getelementptr float, ptr %buf.w, i64 %t1252
  %t1254 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1253, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1255 = mul i64 %t425, 1
  %t1256 = mul i64 2, 1
  %t1257 = add i64 %t1255, %t1256
  %t1258 = add i64 %t1257, -1
  %t1259 = mul i64 %i928, 1
  %t1260 = add i64 %t25, %t1259
  %t1261 = mul i64 %size.H, %size.W
  %t1262 = mul i64 %t1261, %size.C
  %t1263 = mul i64 %t22, %t1262
  %t1264 = mul i64 %size.W, %size.C
  %t1265 = mul i64 %t1260, %t1264
  %t1266 = add i64 %t1263, %t1265
  %t1267 = mul i64 %t1258, %size.C
  %t1268 = add i64 %t1266, %t1267
  %t1269 = add i64 %t1268, %i59
  %t1270 = getelementptr float, ptr %buf.x, i64 %t1269
  %t1271 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1270, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1272 = load <16 x float>, ptr %tacc417
  %t1273 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1271, <16 x float> %t1254, <16 x float> %t1272)
  store <16 x float> %t1273, ptr %tacc417
  %t1274 = mul i64 %t426, 1
  %t1275 = mul i64 2, 1
  %t1276 = add i64 %t1274, %t1275
  %t1277 = add i64 %t1276, -1
  %t1278 = mul i64 %i928, 1
  %t1279 = add i64 %t25, %t1278
  %t1280 = mul i64 %size.H, %size.W
  %t1281 = mul i64 %t1280, %size.C
  %t1282 = mul i64 %t22, %t1281
  %t1283 = mul i64 %size.W, %size.C
  %t1284 = mul i64 %t1279, %t1283
  %t1285 = add i64 %t1282, %t1284
  %t1286 = mul i64 %t1277, %size.C
  %t1287 = add i64 %t1285, %t1286
  %t1288 = add i64 %t1287, %i59
  %t1289 = getelementptr float, ptr %buf.x, i64 %t1288
  %t1290 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1289, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1291 = load <16 x float>, ptr %tacc418
  %t1292 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1290, <16 x float> %t1254, <16 x float> %t1291)
  store <16 x float> %t1292, ptr %tacc418
  %t1293 = mul i64 %t427, 1
  %t1294 = mul i64 2, 1
  %t1295 = add i64 %t1293, %t1294
  %t1296 = add i64 %t1295, -1
  %t1297 = mul i64 %i928, 1
  %t1298 = add i64 %t25, %t1297
  %t1299 = mul i64 %size.H, %size.W
  %t1300 = mul i64 %t1299, %size.C
  %t1301 = mul i64 %t22, %t1300
  %t1302 = mul i64 %size.W, %size.C
  %t1303 = mul i64 %t1298, %t1302
  %t1304 = add i64 %t1301, %t1303
  %t1305 = mul i64 %t1296, %size.C
  %t1306 = add i64 %t1304, %t1305
  %t1307 = add i64 %t1306, %i59
  %t1308 = getelementptr float, ptr %buf.x, i64 %t1307
  %t1309 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1308, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1310 = load <16 x float>, ptr %tacc419
  %t1311 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1309, <16 x float> %t1254, <16 x float> %t1310)
  store <16 x float> %t1311, ptr %tacc419
  %t1312 = mul i64 %t428, 1
  %t1313 = mul i64 2, 1
  %t1314 = add i64 %t1312, %t1313
  %t1315 = add i64 %t1314, -1
  %t1316 = mul i64 %i928, 1
  %t1317 = add i64 %t25, %t1316
  %t1318 = mul i64 %size.H, %size.W
  %t1319 = mul i64 %t1318, %size.C
  %t1320 = mul i64 %t22, %t1319
  %t1321 = mul i64 %size.W, %size.C
  %t1322 = mul i64 %t1317, %t1321
  %t1323 = add i64 %t1320, %t1322
  %t1324 = mul i64 %t1315, %size.C
  %t1325 = add i64 %t1323, %t1324
  %t1326 = add i64 %t1325, %i59
  %t1327 = getelementptr float, ptr %buf.x, i64 %t1326
  %t1328 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1327, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1329 = load <16 x float>, ptr %tacc420
  %t1330 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1328, <16 x float> %t1254, <16 x float> %t1329)
  store <16 x float> %t1330, ptr %tacc420
  %t1331 = mul i64 %t429, 1
  %t1332 = mul i64 2, 1
  %t1333 = add i64 %t1331, %t1332
  %t1334 = add i64 %t1333, -1
  %t1335 = mul i64 %i928, 1
  %t1336 = add i64 %t25, %t1335
  %t1337 = mul i64 %size.H, %size.W
  %t1338 = mul i64 %t1337, %size.C
  %t1339 = mul i64 %t22, %t1338
  %t1340 = mul i64 %size.W, %size.C
  %t1341 = mul i64 %t1336, %t1340
  %t1342 = add i64 %t1339, %t1341
  %t1343 = mul i64 %t1334, %size.C
  %t1344 = add i64 %t1342, %t1343
  %t1345 = add i64 %t1344, %i59
  %t1346 = getelementptr float, ptr %buf.x, i64 %t1345
  %t1347 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1346, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1348 = load <16 x float>, ptr %tacc421
  %t1349 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1347, <16 x float> %t1254, <16 x float> %t1348)
  store <16 x float> %t1349, ptr %tacc421
  %t1350 = mul i64 %t430, 1
  %t1351 = mul i64 2, 1
  %t1352 = add i64 %t1350, %t1351
  %t1353 = add i64 %t1352, -1
  %t1354 = mul i64 %i928, 1
  %t1355 = add i64 %t25, %t1354
  %t1356 = mul i64 %size.H, %size.W
  %t1357 = mul i64 %t1356, %size.C
  %t1358 = mul i64 %t22, %t1357
  %t1359 = mul i64 %size.W, %size.C
  %t1360 = mul i64 %t1355, %t1359
  %t1361 = add i64 %t1358, %t1360
  %t1362 = mul i64 %t1353, %size.C
  %t1363 = add i64 %t1361, %t1362
  %t1364 = add i64 %t1363, %i59
  %t1365 = getelementptr float, ptr %buf.x, i64 %t1364
  %t1366 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1365, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1367 = load <16 x float>, ptr %tacc422
  %t1368 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1366, <16 x float> %t1254, <16 x float> %t1367)
  store <16 x float> %t1368, ptr %tacc422
  %t1369 = mul i64 %t431, 1
  %t1370 = mul i64 2, 1
  %t1371 = add i64 %t1369, %t1370
  %t1372 = add i64 %t1371, -1
  %t1373 = mul i64 %i928, 1
  %t1374 = add i64 %t25, %t1373
  %t1375 = mul i64 %size.H, %size.W
  %t1376 = mul i64 %t1375, %size.C
  %t1377 = mul i64 %t22, %t1376
  %t1378 = mul i64 %size.W, %size.C
  %t1379 = mul i64 %t1374, %t1378
  %t1380 = add i64 %t1377, %t1379
  %t1381 = mul i64 %t1372, %size.C
  %t1382 = add i64 %t1380, %t1381
  %t1383 = add i64 %t1382, %i59
  %t1384 = getelementptr float, ptr %buf.x, i64 %t1383
  %t1385 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1384, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1386 = load <16 x float>, ptr %tacc423
  %t1387 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1385, <16 x float> %t1254, <16 x float> %t1386)
  store <16 x float> %t1387, ptr %tacc423
  %t1388 = mul i64 %t432, 1
  %t1389 = mul i64 2, 1
  %t1390 = add i64 %t1388, %t1389
  %t1391 = add i64 %t1390, -1
  %t1392 = mul i64 %i928, 1
  %t1393 = add i64 %t25, %t1392
  %t1394 = mul i64 %size.H, %size.W
  %t1395 = mul i64 %t1394, %size.C
  %t1396 = mul i64 %t22, %t1395
  %t1397 = mul i64 %size.W, %size.C
  %t1398 = mul i64 %t1393, %t1397
  %t1399 = add i64 %t1396, %t1398
  %t1400 = mul i64 %t1391, %size.C
  %t1401 = add i64 %t1399, %t1400
  %t1402 = add i64 %t1401, %i59
  %t1403 = getelementptr float, ptr %buf.x, i64 %t1402
  %t1404 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1403, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1405 = load <16 x float>, ptr %tacc424
  %t1406 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1404, <16 x float> %t1254, <16 x float> %t1405)
  store <16 x float> %t1406, ptr %tacc424
  %t1407 = mul i64 %size.S, %size.C
  %t1408 = mul i64 %i928, %t1407
  %t1409 = mul i64 3, %size.C
  %t1410 = add i64 %t1408, %t1409
  %t1411 = add i64 %t1410, %i59
  %t1412 = getelementptr float, ptr %buf.w, i64 %t1411
  %t1413 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1412, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1414 = mul i64 %t425, 1
  %t1415 = mul i64 3, 1
  %t1416 = add i64 %t1414, %t1415
  %t1417 = add i64 %t1416, -1
  %t1418 = mul i64 %i928, 1
  %t1419 = add i64 %t25, %t1418
  %t1420 = mul i64 %size.H, %size.W
  %t1421 = mul i64 %t1420, %size.C
  %t1422 = mul i64 %t22, %t1421
  %t1423 = mul i64 %size.W, %size.C
  %t1424 = mul i64 %t1419, %t1423
  %t1425 = add i64 %t1422, %t1424
  %t1426 = mul i64 %t1417, %size.C
  %t1427 = add i64 %t1425, %t1426
  %t1428 = add i64 %t1427, %i59
  %t1429 = getelementptr float, ptr %buf.x, i64 %t1428
  %t1430 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1429, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1431 = load <16 x float>, ptr %tacc417
  %t1432 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1430, <16 x float> %t1413, <16 x float> %t1431)
  store <16 x float> %t1432, ptr %tacc417
  %t1433 = mul i64 %t426, 1
  %t1434 = mul i64 3, 1
  %t1435 = add i64 %t1433, %t1434
  %t1436 = add i64 %t1435, -1
  %t1437 = mul i64 %i928, 1
  %t1438 = add i64 %t25, %t1437
  %t1439 = mul i64 %size.H, %size.W
  %t1440 = mul i64 %t1439, %size.C
  %t1441 = mul i64 %t22, %t1440
  %t1442 = mul i64 %size.W, %size.C
  %t1443 = mul i64 %t1438, %t1442
  %t1444 = add i64 %t1441, %t1443
  %t1445 = mul i64 %t1436, %size.C
  %t1446 = add i64 %t1444, %t1445
  %t1447 = add i64 %t1446, %i59
  %t1448 = getelementptr float, ptr %buf.x, i64 %t1447
  %t1449 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1448, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1450 = load <16 x float>, ptr %tacc418
  %t1451 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1449, <16 x float> %t1413, <16 x float> %t1450)
  store <16 x float> %t1451, ptr %tacc418
  %t1452 = mul i64 %t427, 1
  %t1453 = mul i64 3, 1
  %t1454 = add i64 %t1452, %t1453
  %t1455 = add i64 %t1454, -1
  %t1456 = mul i64 %i928, 1
  %t1457 = add i64 %t25, %t1456
  %t1458 = mul i64 %size.H, %size.W
  %t1459 = mul i64 %t1458, %size.C
  %t1460 = mul i64 %t22, %t1459
  %t1461 = mul i64 %size.W, %size.C
  %t1462 = mul i64 %t1457, %t1461
  %t1463 = add i64 %t1460, %t1462
  %t1464 = mul i64 %t1455, %size.C
  %t1465 = add i64 %t1463, %t1464
  %t1466 = add i64 %t1465, %i59
  %t1467 = getelementptr float, ptr %buf.x, i64 %t1466
  %t1468 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1467, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1469 = load <16 x float>, ptr %tacc419
  %t1470 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1468, <16 x float> %t1413, <16 x float> %t1469)
  store <16 x float> %t1470, ptr %tacc419
  %t1471 = mul i64 %t428, 1
  %t1472 = mul i64 3, 1
  %t1473 = add i64 %t1471, %t1472
  %t1474 = add i64 %t1473, -1
  %t1475 = mul i64 %i928, 1
  %t1476 = add i64 %t25, %t1475
  %t1477 = mul i64 %size.H, %size.W
  %t1478 = mul i64 %t1477, %size.C
  %t1479 = mul i64 %t22, %t1478
  %t1480 = mul i64 %size.W, %size.C
  %t1481 = mul i64 %t1476, %t1480
  %t1482 = add i64 %t1479, %t1481
  %t1483 = mul i64 %t1474, %size.C
  %t1484 = add i64 %t1482, %t1483
  %t1485 = add i64 %t1484, %i59
  %t1486 = getelementptr float, ptr %buf.x, i64 %t1485
  %t1487 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1486, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1488 = load <16 x float>, ptr %tacc420
  %t1489 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1487, <16 x float> %t1413, <16 x float> %t1488)
  store <16 x float> %t1489, ptr %tacc420
  %t1490 = mul i64 %t429, 1
  %t1491 = mul i64 3, 1
  %t1492 = add i64 %t1490, %t1491
  %t1493 = add i64 %t1492, -1
  %t1494 = mul i64 %i928, 1
  %t1495 = add i64 %t25, %t1494
  %t1496 = mul i64 %size.H, %size.W
  %t1497 = mul i64 %t1496, %size.C
  %t1498 = mul i64 %t22, %t1497
  %t1499 = mul i64 %size.W, %size.C
  %t1500 = mul i64 %t1495, %t1499
  %t1501 = add i64 %t1498, %t1500
  %t1502 = mul i64 %t1493, %size.C
  %t1503 = add i64 %t1501, %t1502
  %t1504 = add i64 %t1503, %i59
  %t1505 = getelementptr float, ptr %buf.x, i64 %t1504
  %t1506 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1505, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1507 = load <16 x float>, ptr %tacc421
  %t1508 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1506, <16 x float> %t1413, <16 x float> %t1507)
  store <16 x float> %t1508, ptr %tacc421
  %t1509 = mul i64 %t430, 1
  %t1510 = mul i64 3, 1
  %t1511 = add i64 %t1509, %t1510
  %t1512 = add i64 %t1511, -1
  %t1513 = mul i64 %i928, 1
  %t1514 = add i64 %t25, %t1513
  %t1515 = mul i64 %size.H, %size.W
  %t1516 = mul i64 %t1515, %size.C
  %t1517 = mul i64 %t22, %t1516
  %t1518 = mul i64 %size.W, %size.C
  %t1519 = mul i64 %t1514, %t1518
  %t1520 = add i64 %t1517, %t1519
  %t1521 = mul i64 %t1512, %size.C
  %t1522 = add i64 %t1520, %t1521
  %t1523 = add i64 %t1522, %i59
  %t1524 = getelementptr float, ptr %buf.x, i64 %t1523
  %t1525 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1524, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1526 = load <16 x float>, ptr %tacc422
  %t1527 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1525, <16 x float> %t1413, <16 x float> %t1526)
  store <16 x float> %t1527, ptr %tacc422
  %t1528 = mul i64 %t431, 1
  %t1529 = mul i64 3, 1
  %t1530 = add i64 %t1528, %t1529
  %t1531 = add i64 %t1530, -1
  %t1532 = mul i64 %i928, 1
  %t1533 = add i64 %t25, %t1532
  %t1534 = mul i64 %size.H, %size.W
  %t1535 = mul i64 %t1534, %size.C
  %t1536 = mul i64 %t22, %t1535
  %t1537 = mul i64 %size.W, %size.C
  %t1538 = mul i64 %t1533, %t1537
  %t1539 = add i64 %t1536, %t1538
  %t1540 = mul i64 %t1531, %size.C
  %t1541 = add i64 %t1539, %t1540
  %t1542 = add i64 %t1541, %i59
  %t1543 = getelementptr float, ptr %buf.x, i64 %t1542
  %t1544 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1543, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1545 = load <16 x float>, ptr %tacc423
  %t1546 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1544, <16 x float> %t1413, <16 x float> %t1545)
  store <16 x float> %t1546, ptr %tacc423
  %t1547 = mul i64 %t432, 1
  %t1548 = mul i64 3, 1
  %t1549 = add i64 %t1547, %t1548
  %t1550 = add i64 %t1549, -1
  %t1551 = mul i64 %i928, 1
  %t1552 = add i64 %t25, %t1551
  %t1553 = mul i64 %size.H, %size.W
  %t1554 = mul i64 %t1553, %size.C
  %t1555 = mul i64 %t22, %t1554
  %t1556 = mul i64 %size.W, %size.C
  %t1557 = mul i64 %t1552, %t1556
  %t1558 = add i64 %t1555, %t1557
  %t1559 = mul i64 %t1550, %size.C
  %t1560 = add i64 %t1558, %t1559
  %t1561 = add i64 %t1560, %i59
  %t1562 = getelementptr float, ptr %buf.x, i64 %t1561
  %t1563 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1562, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1564 = load <16 x float>, ptr %tacc424
  %t1565 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1563, <16 x float> %t1413, <16 x float> %t1564)
  store <16 x float> %t1565, ptr %tacc424
  %t1566 = mul i64 %size.S, %size.C
  %t1567 = mul i64 %i928, %t1566
  %t1568 = mul i64 4, %size.C
  %t1569 = add i64 %t1567, %t1568
  %t1570 = add i64 %t1569, %i59
  %t1571 = getelementptr float, ptr %buf.w, i64 %t1570
  %t1572 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1571, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1573 = mul i64 %t425, 1
  %t1574 = mul i64 4, 1
  %t1575 = add i64 %t1573, %t1574
  %t1576 = add i64 %t1575, -1
  %t1577 = mul i64 %i928, 1
  %t1578 = add i64 %t25, %t1577
  %t1579 = mul i64 %size.H, %size.W
  %t1580 = mul i64 %t1579, %size.C
  %t1581 = mul i64 %t22, %t1580
  %t1582 = mul i64 %size.W, %size.C
  %t1583 = mul i64 %t1578, %t1582
  %t1584 = add i64 %t1581, %t1583
  %t1585 = mul i64 %t1576, %size.C
  %t1586 = add i64 %t1584, %t1585
  %t1587 = add i64 %t1586, %i59
  %t1588 = getelementptr float, ptr %buf.x, i64 %t1587
  %t1589 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1588, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1590 = load <16 x float>, ptr %tacc417
  %t1591 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1589, <16 x float> %t1572, <16 x float> %t1590)
  store <16 x float> %t1591, ptr %tacc417
  %t1592 = mul i64 %t426, 1
  %t1593 = mul i64 4, 1
  %t1594 = add i64 %t1592, %t1593
  %t1595 = add i64 %t1594, -1
  %t1596 = mul i64 %i928, 1
  %t1597 = add i64 %t25, %t1596
  %t1598 = mul i64 %size.H, %size.W
  %t1599 = mul i64 %t1598, %size.C
  %t1600 = mul i64 %t22, %t1599
  %t1601 = mul i64 %size.W, %size.C
  %t1602 = mul i64 %t1597, %t1601
  %t1603 = add i64 %t1600, %t1602
  %t1604 = mul i64 %t1595, %size.C
  %t1605 = add i64 %t1603, %t1604
  %t1606 = add i64 %t1605, %i59
  %t1607 = getelementptr float, ptr %buf.x, i64 %t1606
  %t1608 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1607, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1609 = load <16 x float>, ptr %tacc418
  %t1610 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1608, <16 x float> %t1572, <16 x float> %t1609)
  store <16 x float> %t1610, ptr %tacc418
  %t1611 = mul i64 %t427, 1
  %t1612 = mul i64 4, 1
  %t1613 = add i64 %t1611, %t1612
  %t1614 = add i64 %t1613, -1
  %t1615 = mul i64 %i928, 1
  %t1616 = add i64 %t25, %t1615
  %t1617 = mul i64 %size.H, %size.W
  %t1618 = mul i64 %t1617, %size.C
  %t1619 = mul i64 %t22, %t1618
  %t1620 = mul i64 %size.W, %size.C
  %t1621 = mul i64 %t1616, %t1620
  %t1622 = add i64 %t1619, %t1621
  %t1623 = mul i64 %t1614, %size.C
  %t1624 = add i64 %t1622, %t1623
  %t1625 = add i64 %t1624, %i59
  %t1626 = getelementptr float, ptr %buf.x, i64 %t1625
  %t1627 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1626, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1628 = load <16 x float>, ptr %tacc419
  %t1629 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1627, <16 x float> %t1572, <16 x float> %t1628)
  store <16 x float> %t1629, ptr %tacc419
  %t1630 = mul i64 %t428, 1
  %t1631 = mul i64 4, 1
  %t1632 = add i64 %t1630, %t1631
  %t1633 = add i64 %t1632, -1
  %t1634 = mul i64 %i928, 1
  %t1635 = add i64 %t25, %t1634
  %t1636 = mul i64 %size.H, %size.W
  %t1637 = mul i64 %t1636, %size.C
  %t1638 = mul i64 %t22, %t1637
  %t1639 = mul i64 %size.W, %size.C
  %t1640 = mul i64 %t1635, %t1639
  %t1641 = add i64 %t1638, %t1640
  %t1642 = mul i64 %t1633, %size.C
  %t1643 = add i64 %t1641, %t1642
  %t1644 = add i64 %t1643, %i59
  %t1645 = getelementptr float, ptr %buf.x, i64 %t1644
  %t1646 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1645, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1647 = load <16 x float>, ptr %tacc420
  %t1648 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1646, <16 x float> %t1572, <16 x float> %t1647)
  store <16 x float> %t1648, ptr %tacc420
  %t1649 = mul i64 %t429, 1
  %t1650 = mul i64 4, 1
  %t1651 = add i64 %t1649, %t1650
  %t1652 = add i64 %t1651, -1
  %t1653 = mul i64 %i928, 1
  %t1654 = add i64 %t25, %t1653
  %t1655 = mul i64 %size.H, %size.W
  %t1656 = mul i64 %t1655, %size.C
  %t1657 = mul i64 %t22, %t1656
  %t1658 = mul i64 %size.W, %size.C
  %t1659 = mul i64 %t1654, %t1658
  %t1660 = add i64 %t1657, %t1659
  %t1661 = mul i64 %t1652, %size.C
  %t1662 = add i64 %t1660, %t1661
  %t1663 = add i64 %t1662, %i59
  %t1664 = getelementptr float, ptr %buf.x, i64 %t1663
  %t1665 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1664, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1666 = load <16 x float>, ptr %tacc421
  %t1667 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1665, <16 x float> %t1572, <16 x float> %t1666)
  store <16 x float> %t1667, ptr %tacc421
  %t1668 = mul i64 %t430, 1
  %t1669 = mul i64 4, 1
  %t1670 = add i64 %t1668, %t1669
  %t1671 = add i64 %t1670, -1
  %t1672 = mul i64 %i928, 1
  %t1673 = add i64 %t25, %t1672
  %t1674 = mul i64 %size.H, %size.W
  %t1675 = mul i64 %t1674, %size.C
  %t1676 = mul i64 %t22, %t1675
  %t1677 = mul i64 %size.W, %size.C
  %t1678 = mul i64 %t1673, %t1677
  %t1679 = add i64 %t1676, %t1678
  %t1680 = mul i64 %t1671, %size.C
  %t1681 = add i64 %t1679, %t1680
  %t1682 = add i64 %t1681, %i59
  %t1683 = getelementptr float, ptr %buf.x, i64 %t1682
  %t1684 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1683, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1685 = load <16 x float>, ptr %tacc422
  %t1686 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1684, <16 x float> %t1572, <16 x float> %t1685)
  store <16 x float> %t1686, ptr %tacc422
  %t1687 = mul i64 %t431, 1
  %t1688 = mul i64 4, 1
  %t1689 = add i64 %t1687, %t1688
  %t1690 = add i64 %t1689, -1
  %t1691 = mul i64 %i928, 1
  %t1692 = add i64 %t25, %t1691
  %t1693 = mul i64 %size.H, %size.W
  %t1694 = mul i64 %t1693, %size.C
  %t1695 = mul i64 %t22, %t1694
  %t1696 = mul i64 %size.W, %size.C
  %t1697 = mul i64 %t1692, %t1696
  %t1698 = add i64 %t1695, %t1697
  %t1699 = mul i64 %t1690, %size.C
  %t1700 = add i64 %t1698, %t1699
  %t1701 = add i64 %t1700, %i59
  %t1702 = getelementptr float, ptr %buf.x, i64 %t1701
  %t1703 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1702, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1704 = load <16 x float>, ptr %tacc423
  %t1705 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1703, <16 x float> %t1572, <16 x float> %t1704)
  store <16 x float> %t1705, ptr %tacc423
  %t1706 = mul i64 %t432, 1
  %t1707 = mul i64 4, 1
  %t1708 = add i64 %t1706, %t1707
  %t1709 = add i64 %t1708, -1
  %t1710 = mul i64 %i928, 1
  %t1711 = add i64 %t25, %t1710
  %t1712 = mul i64 %size.H, %size.W
  %t1713 = mul i64 %t1712, %size.C
  %t1714 = mul i64 %t22, %t1713
  %t1715 = mul i64 %size.W, %size.C
  %t1716 = mul i64 %t1711, %t1715
  %t1717 = add i64 %t1714, %t1716
  %t1718 = mul i64 %t1709, %size.C
  %t1719 = add i64 %t1717, %t1718
  %t1720 = add i64 %t1719, %i59
  %t1721 = getelementptr float, ptr %buf.x, i64 %t1720
  %t1722 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1721, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1723 = load <16 x float>, ptr %tacc424
  %t1724 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1722, <16 x float> %t1572, <16 x float> %t1723)
  store <16 x float> %t1724, ptr %tacc424
  %t1725 = add nsw i64 %i928, 1
  store i64 %t1725, ptr %c924
  br label %head925
done927:
  br label %taps.done433
winnext922:
  store i64 %t29, ptr %c1726
  br label %head1727
head1727:
  %i1730 = load i64, ptr %c1726
  %t1731 = icmp slt i64 %i1730, %t36
  br i1 %t1731, label %body1728, label %done1729
body1728:
  store i64 0, ptr %c1732
  br label %head1733
head1733:
  %i1736 = load i64, ptr %c1732
  %t1737 = icmp slt i64 %i1736, %size.S
  br i1 %t1737, label %body1734, label %done1735
body1734:
  %t1738 = mul i64 %size.S, %size.C
  %t1739 = mul i64 %i1730, %t1738
  %t1740 = mul i64 %i1736, %size.C
  %t1741 = add i64 %t1739, %t1740
  %t1742 = add i64 %t1741, %i59
  %t1743 = getelementptr float, ptr %buf.w, i64 %t1742
  %t1744 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1743, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1745 = mul i64 %t425, 1
  %t1746 = mul i64 %i1736, 1
  %t1747 = add i64 %t1745, %t1746
  %t1748 = add i64 %t1747, -1
  %t1749 = mul i64 %i1730, 1
  %t1750 = add i64 %t25, %t1749
  %t1751 = mul i64 %size.H, %size.W
  %t1752 = mul i64 %t1751, %size.C
  %t1753 = mul i64 %t22, %t1752
  %t1754 = mul i64 %size.W, %size.C
  %t1755 = mul i64 %t1750, %t1754
  %t1756 = add i64 %t1753, %t1755
  %t1757 = mul i64 %t1748, %size.C
  %t1758 = add i64 %t1756, %t1757
  %t1759 = add i64 %t1758, %i59
  %t1760 = getelementptr float, ptr %buf.x, i64 %t1759
  %t1761 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1760, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1762 = load <16 x float>, ptr %tacc417
  %t1763 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1761, <16 x float> %t1744, <16 x float> %t1762)
  store <16 x float> %t1763, ptr %tacc417
  %t1764 = mul i64 %t426, 1
  %t1765 = mul i64 %i1736, 1
  %t1766 = add i64 %t1764, %t1765
  %t1767 = add i64 %t1766, -1
  %t1768 = mul i64 %i1730, 1
  %t1769 = add i64 %t25, %t1768
  %t1770 = mul i64 %size.H, %size.W
  %t1771 = mul i64 %t1770, %size.C
  %t1772 = mul i64 %t22, %t1771
  %t1773 = mul i64 %size.W, %size.C
  %t1774 = mul i64 %t1769, %t1773
  %t1775 = add i64 %t1772, %t1774
  %t1776 = mul i64 %t1767, %size.C
  %t1777 = add i64 %t1775, %t1776
  %t1778 = add i64 %t1777, %i59
  %t1779 = getelementptr float, ptr %buf.x, i64 %t1778
  %t1780 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1779, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1781 = load <16 x float>, ptr %tacc418
  %t1782 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1780, <16 x float> %t1744, <16 x float> %t1781)
  store <16 x float> %t1782, ptr %tacc418
  %t1783 = mul i64 %t427, 1
  %t1784 = mul i64 %i1736, 1
  %t1785 = add i64 %t1783, %t1784
  %t1786 = add i64 %t1785, -1
  %t1787 = mul i64 %i1730, 1
  %t1788 = add i64 %t25, %t1787
  %t1789 = mul i64 %size.H, %size.W
  %t1790 = mul i64 %t1789, %size.C
  %t1791 = mul i64 %t22, %t1790
  %t1792 = mul i64 %size.W, %size.C
  %t1793 = mul i64 %t1788, %t1792
  %t1794 = add i64 %t1791, %t1793
  %t1795 = mul i64 %t1786, %size.C
  %t1796 = add i64 %t1794, %t1795
  %t1797 = add i64 %t1796, %i59
  %t1798 = getelementptr float, ptr %buf.x, i64 %t1797
  %t1799 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1798, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1800 = load <16 x float>, ptr %tacc419
  %t1801 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1799, <16 x float> %t1744, <16 x float> %t1800)
  store <16 x float> %t1801, ptr %tacc419
  %t1802 = mul i64 %t428, 1
  %t1803 = mul i64 %i1736, 1
  %t1804 = add i64 %t1802, %t1803
  %t1805 = add i64 %t1804, -1
  %t1806 = mul i64 %i1730, 1
  %t1807 = add i64 %t25, %t1806
  %t1808 = mul i64 %size.H, %size.W
  %t1809 = mul i64 %t1808, %size.C
  %t1810 = mul i64 %t22, %t1809
  %t1811 = mul i64 %size.W, %size.C
  %t1812 = mul i64 %t1807, %t1811
  %t1813 = add i64 %t1810, %t1812
  %t1814 = mul i64 %t1805, %size.C
  %t1815 = add i64 %t1813, %t1814
  %t1816 = add i64 %t1815, %i59
  %t1817 = getelementptr float, ptr %buf.x, i64 %t1816
  %t1818 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1817, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1819 = load <16 x float>, ptr %tacc420
  %t1820 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1818, <16 x float> %t1744, <16 x float> %t1819)
  store <16 x float> %t1820, ptr %tacc420
  %t1821 = mul i64 %t429, 1
  %t1822 = mul i64 %i1736, 1
  %t1823 = add i64 %t1821, %t1822
  %t1824 = add i64 %t1823, -1
  %t1825 = mul i64 %i1730, 1
  %t1826 = add i64 %t25, %t1825
  %t1827 = mul i64 %size.H, %size.W
  %t1828 = mul i64 %t1827, %size.C
  %t1829 = mul i64 %t22, %t1828
  %t1830 = mul i64 %size.W, %size.C
  %t1831 = mul i64 %t1826, %t1830
  %t1832 = add i64 %t1829, %t1831
  %t1833 = mul i64 %t1824, %size.C
  %t1834 = add i64 %t1832, %t1833
  %t1835 = add i64 %t1834, %i59
  %t1836 = getelementptr float, ptr %buf.x, i64 %t1835
  %t1837 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1836, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1838 = load <16 x float>, ptr %tacc421
  %t1839 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1837, <16 x float> %t1744, <16 x float> %t1838)
  store <16 x float> %t1839, ptr %tacc421
  %t1840 = mul i64 %t430, 1
  %t1841 = mul i64 %i1736, 1
  %t1842 = add i64 %t1840, %t1841
  %t1843 = add i64 %t1842, -1
  %t1844 = mul i64 %i1730, 1
  %t1845 = add i64 %t25, %t1844
  %t1846 = mul i64 %size.H, %size.W
  %t1847 = mul i64 %t1846, %size.C
  %t1848 = mul i64 %t22, %t1847
  %t1849 = mul i64 %size.W, %size.C
  %t1850 = mul i64 %t1845, %t1849
  %t1851 = add i64 %t1848, %t1850
  %t1852 = mul i64 %t1843, %size.C
  %t1853 = add i64 %t1851, %t1852
  %t1854 = add i64 %t1853, %i59
  %t1855 = getelementptr float, ptr %buf.x, i64 %t1854
  %t1856 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1855, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1857 = load <16 x float>, ptr %tacc422
  %t1858 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1856, <16 x float> %t1744, <16 x float> %t1857)
  store <16 x float> %t1858, ptr %tacc422
  %t1859 = mul i64 %t431, 1
  %t1860 = mul i64 %i1736, 1
  %t1861 = add i64 %t1859, %t1860
  %t1862 = add i64 %t1861, -1
  %t1863 = mul i64 %i1730, 1
  %t1864 = add i64 %t25, %t1863
  %t1865 = mul i64 %size.H, %size.W
  %t1866 = mul i64 %t1865, %size.C
  %t1867 = mul i64 %t22, %t1866
  %t1868 = mul i64 %size.W, %size.C
  %t1869 = mul i64 %t1864, %t1868
  %t1870 = add i64 %t1867, %t1869
  %t1871 = mul i64 %t1862, %size.C
  %t1872 = add i64 %t1870, %t1871
  %t1873 = add i64 %t1872, %i59
  %t1874 = getelementptr float, ptr %buf.x, i64 %t1873
  %t1875 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1874, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1876 = load <16 x float>, ptr %tacc423
  %t1877 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1875, <16 x float> %t1744, <16 x float> %t1876)
  store <16 x float> %t1877, ptr %tacc423
  %t1878 = mul i64 %t432, 1
  %t1879 = mul i64 %i1736, 1
  %t1880 = add i64 %t1878, %t1879
  %t1881 = add i64 %t1880, -1
  %t1882 = mul i64 %i1730, 1
  %t1883 = add i64 %t25, %t1882
  %t1884 = mul i64 %size.H, %size.W
  %t1885 = mul i64 %t1884, %size.C
  %t1886 = mul i64 %t22, %t1885
  %t1887 = mul i64 %size.W, %size.C
  %t1888 = mul i64 %t1883, %t1887
  %t1889 = add i64 %t1886, %t1888
  %t1890 = mul i64 %t1881, %size.C
  %t1891 = add i64 %t1889, %t1890
  %t1892 = add i64 %t1891, %i59
  %t1893 = getelementptr float, ptr %buf.x, i64 %t1892
  %t1894 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1893, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t1895 = load <16 x float>, ptr %tacc424
  %t1896 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1894, <16 x float> %t1744, <16 x float> %t1895)
  store <16 x float> %t1896, ptr %tacc424
  %t1897 = add nsw i64 %i1736, 1
  store i64 %t1897, ptr %c1732
  br label %head1733
done1735:
  %t1898 = add nsw i64 %i1730, 1
  store i64 %t1898, ptr %c1726
  br label %head1727
done1729:
  br label %taps.done433
taps.done433:
  %t1899 = load <16 x float>, ptr %tacc417
  %p1900 = getelementptr float, ptr %buf.b, i64 %i59
  %ld1901 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1900, <16 x i1> %t61, <16 x float> zeroinitializer)
  %v1902 = fadd contract <16 x float> %ld1901, %t1899
  %v1903 = add i64 %size.H, 1
  %v1904 = add i64 %v1903, 1
  %v1905 = sub i64 %size.R, 1
  %v1906 = sub i64 %v1904, %v1905
  %v1907 = sub i64 %v1906, 1
  %v1908 = add i64 %v1907, 1
  %v1909 = mul i64 %t22, %v1908
  %v1910 = add i64 %v1909, %t23
  %v1911 = add i64 %size.W, 1
  %v1912 = add i64 %v1911, 1
  %v1913 = sub i64 %size.S, 1
  %v1914 = sub i64 %v1912, %v1913
  %v1915 = sub i64 %v1914, 1
  %v1916 = add i64 %v1915, 1
  %v1917 = mul i64 %v1910, %v1916
  %v1918 = add i64 %v1917, %t425
  %v1919 = mul i64 %v1918, %size.C
  %v1920 = add i64 %v1919, %i59
  %p1921 = getelementptr float, ptr %buf.y, i64 %v1920
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1902, ptr align 4 %p1921, <16 x i1> %t61)
  %t1922 = load <16 x float>, ptr %tacc418
  %p1923 = getelementptr float, ptr %buf.b, i64 %i59
  %ld1924 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1923, <16 x i1> %t61, <16 x float> zeroinitializer)
  %v1925 = fadd contract <16 x float> %ld1924, %t1922
  %v1926 = add i64 %size.H, 1
  %v1927 = add i64 %v1926, 1
  %v1928 = sub i64 %size.R, 1
  %v1929 = sub i64 %v1927, %v1928
  %v1930 = sub i64 %v1929, 1
  %v1931 = add i64 %v1930, 1
  %v1932 = mul i64 %t22, %v1931
  %v1933 = add i64 %v1932, %t23
  %v1934 = add i64 %size.W, 1
  %v1935 = add i64 %v1934, 1
  %v1936 = sub i64 %size.S, 1
  %v1937 = sub i64 %v1935, %v1936
  %v1938 = sub i64 %v1937, 1
  %v1939 = add i64 %v1938, 1
  %v1940 = mul i64 %v1933, %v1939
  %v1941 = add i64 %v1940, %t426
  %v1942 = mul i64 %v1941, %size.C
  %v1943 = add i64 %v1942, %i59
  %p1944 = getelementptr float, ptr %buf.y, i64 %v1943
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1925, ptr align 4 %p1944, <16 x i1> %t61)
  %t1945 = load <16 x float>, ptr %tacc419
  %p1946 = getelementptr float, ptr %buf.b, i64 %i59
  %ld1947 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1946, <16 x i1> %t61, <16 x float> zeroinitializer)
  %v1948 = fadd contract <16 x float> %ld1947, %t1945
  %v1949 = add i64 %size.H, 1
  %v1950 = add i64 %v1949, 1
  %v1951 = sub i64 %size.R, 1
  %v1952 = sub i64 %v1950, %v1951
  %v1953 = sub i64 %v1952, 1
  %v1954 = add i64 %v1953, 1
  %v1955 = mul i64 %t22, %v1954
  %v1956 = add i64 %v1955, %t23
  %v1957 = add i64 %size.W, 1
  %v1958 = add i64 %v1957, 1
  %v1959 = sub i64 %size.S, 1
  %v1960 = sub i64 %v1958, %v1959
  %v1961 = sub i64 %v1960, 1
  %v1962 = add i64 %v1961, 1
  %v1963 = mul i64 %v1956, %v1962
  %v1964 = add i64 %v1963, %t427
  %v1965 = mul i64 %v1964, %size.C
  %v1966 = add i64 %v1965, %i59
  %p1967 = getelementptr float, ptr %buf.y, i64 %v1966
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1948, ptr align 4 %p1967, <16 x i1> %t61)
  %t1968 = load <16 x float>, ptr %tacc420
  %p1969 = getelementptr float, ptr %buf.b, i64 %i59
  %ld1970 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1969, <16 x i1> %t61, <16 x float> zeroinitializer)
  %v1971 = fadd contract <16 x float> %ld1970, %t1968
  %v1972 = add i64 %size.H, 1
  %v1973 = add i64 %v1972, 1
  %v1974 = sub i64 %size.R, 1
  %v1975 = sub i64 %v1973, %v1974
  %v1976 = sub i64 %v1975, 1
  %v1977 = add i64 %v1976, 1
  %v1978 = mul i64 %t22, %v1977
  %v1979 = add i64 %v1978, %t23
  %v1980 = add i64 %size.W, 1
  %v1981 = add i64 %v1980, 1
  %v1982 = sub i64 %size.S, 1
  %v1983 = sub i64 %v1981, %v1982
  %v1984 = sub i64 %v1983, 1
  %v1985 = add i64 %v1984, 1
  %v1986 = mul i64 %v1979, %v1985
  %v1987 = add i64 %v1986, %t428
  %v1988 = mul i64 %v1987, %size.C
  %v1989 = add i64 %v1988, %i59
  %p1990 = getelementptr float, ptr %buf.y, i64 %v1989
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1971, ptr align 4 %p1990, <16 x i1> %t61)
  %t1991 = load <16 x float>, ptr %tacc421
  %p1992 = getelementptr float, ptr %buf.b, i64 %i59
  %ld1993 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1992, <16 x i1> %t61, <16 x float> zeroinitializer)
  %v1994 = fadd contract <16 x float> %ld1993, %t1991
  %v1995 = add i64 %size.H, 1
  %v1996 = add i64 %v1995, 1
  %v1997 = sub i64 %size.R, 1
  %v1998 = sub i64 %v1996, %v1997
  %v1999 = sub i64 %v1998, 1
  %v2000 = add i64 %v1999, 1
  %v2001 = mul i64 %t22, %v2000
  %v2002 = add i64 %v2001, %t23
  %v2003 = add i64 %size.W, 1
  %v2004 = add i64 %v2003, 1
  %v2005 = sub i64 %size.S, 1
  %v2006 = sub i64 %v2004, %v2005
  %v2007 = sub i64 %v2006, 1
  %v2008 = add i64 %v2007, 1
  %v2009 = mul i64 %v2002, %v2008
  %v2010 = add i64 %v2009, %t429
  %v2011 = mul i64 %v2010, %size.C
  %v2012 = add i64 %v2011, %i59
  %p2013 = getelementptr float, ptr %buf.y, i64 %v2012
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1994, ptr align 4 %p2013, <16 x i1> %t61)
  %t2014 = load <16 x float>, ptr %tacc422
  %p2015 = getelementptr float, ptr %buf.b, i64 %i59
  %ld2016 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2015, <16 x i1> %t61, <16 x float> zeroinitializer)
  %v2017 = fadd contract <16 x float> %ld2016, %t2014
  %v2018 = add i64 %size.H, 1
  %v2019 = add i64 %v2018, 1
  %v2020 = sub i64 %size.R, 1
  %v2021 = sub i64 %v2019, %v2020
  %v2022 = sub i64 %v2021, 1
  %v2023 = add i64 %v2022, 1
  %v2024 = mul i64 %t22, %v2023
  %v2025 = add i64 %v2024, %t23
  %v2026 = add i64 %size.W, 1
  %v2027 = add i64 %v2026, 1
  %v2028 = sub i64 %size.S, 1
  %v2029 = sub i64 %v2027, %v2028
  %v2030 = sub i64 %v2029, 1
  %v2031 = add i64 %v2030, 1
  %v2032 = mul i64 %v2025, %v2031
  %v2033 = add i64 %v2032, %t430
  %v2034 = mul i64 %v2033, %size.C
  %v2035 = add i64 %v2034, %i59
  %p2036 = getelementptr float, ptr %buf.y, i64 %v2035
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2017, ptr align 4 %p2036, <16 x i1> %t61)
  %t2037 = load <16 x float>, ptr %tacc423
  %p2038 = getelementptr float, ptr %buf.b, i64 %i59
  %ld2039 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2038, <16 x i1> %t61, <16 x float> zeroinitializer)
  %v2040 = fadd contract <16 x float> %ld2039, %t2037
  %v2041 = add i64 %size.H, 1
  %v2042 = add i64 %v2041, 1
  %v2043 = sub i64 %size.R, 1
  %v2044 = sub i64 %v2042, %v2043
  %v2045 = sub i64 %v2044, 1
  %v2046 = add i64 %v2045, 1
  %v2047 = mul i64 %t22, %v2046
  %v2048 = add i64 %v2047, %t23
  %v2049 = add i64 %size.W, 1
  %v2050 = add i64 %v2049, 1
  %v2051 = sub i64 %size.S, 1
  %v2052 = sub i64 %v2050, %v2051
  %v2053 = sub i64 %v2052, 1
  %v2054 = add i64 %v2053, 1
  %v2055 = mul i64 %v2048, %v2054
  %v2056 = add i64 %v2055, %t431
  %v2057 = mul i64 %v2056, %size.C
  %v2058 = add i64 %v2057, %i59
  %p2059 = getelementptr float, ptr %buf.y, i64 %v2058
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2040, ptr align 4 %p2059, <16 x i1> %t61)
  %t2060 = load <16 x float>, ptr %tacc424
  %p2061 = getelementptr float, ptr %buf.b, i64 %i59
  %ld2062 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2061, <16 x i1> %t61, <16 x float> zeroinitializer)
  %v2063 = fadd contract <16 x float> %ld2062, %t2060
  %v2064 = add i64 %size.H, 1
  %v2065 = add i64 %v2064, 1
  %v2066 = sub i64 %size.R, 1
  %v2067 = sub i64 %v2065, %v2066
  %v2068 = sub i64 %v2067, 1
  %v2069 = add i64 %v2068, 1
  %v2070 = mul i64 %t22, %v2069
  %v2071 = add i64 %v2070, %t23
  %v2072 = add i64 %size.W, 1
  %v2073 = add i64 %v2072, 1
  %v2074 = sub i64 %size.S, 1
  %v2075 = sub i64 %v2073, %v2074
  %v2076 = sub i64 %v2075, 1
  %v2077 = add i64 %v2076, 1
  %v2078 = mul i64 %v2071, %v2077
  %v2079 = add i64 %v2078, %t432
  %v2080 = mul i64 %v2079, %size.C
  %v2081 = add i64 %v2080, %i59
  %p2082 = getelementptr float, ptr %buf.y, i64 %v2081
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2063, ptr align 4 %p2082, <16 x i1> %t61)
  %t2083 = add nsw i64 %i415, 8
  store i64 %t2083, ptr %c411
  br label %head412
done414:
  %t2084 = sub i64 %t54, %t410
  %t2085 = sdiv i64 %t2084, 4
  %t2086 = mul i64 %t2085, 4
  %t2087 = add i64 %t410, %t2086
  store i64 %t410, ptr %c2088
  br label %head2089
head2089:
  %i2092 = load i64, ptr %c2088
  %t2093 = icmp slt i64 %i2092, %t2087
  br i1 %t2093, label %body2090, label %done2091
body2090:
  store <16 x float> zeroinitializer, ptr %tacc2094
  store <16 x float> zeroinitializer, ptr %tacc2095
  store <16 x float> zeroinitializer, ptr %tacc2096
  store <16 x float> zeroinitializer, ptr %tacc2097
  %t2098 = add i64 %i2092, 0
  %t2099 = add i64 %i2092, 1
  %t2100 = add i64 %i2092, 2
  %t2101 = add i64 %i2092, 3
  %t2105 = icmp eq i64 %size.S, 3
  br i1 %t2105, label %win32103, label %winnext2104
win32103:
  store i64 %t29, ptr %c2106
  br label %head2107
head2107:
  %i2110 = load i64, ptr %c2106
  %t2111 = icmp slt i64 %i2110, %t36
  br i1 %t2111, label %body2108, label %done2109
body2108:
  %t2112 = mul i64 %size.S, %size.C
  %t2113 = mul i64 %i2110, %t2112
  %t2114 = mul i64 0, %size.C
  %t2115 = add i64 %t2113, %t2114
  %t2116 = add i64 %t2115, %i59
  %t2117 = getelementptr float, ptr %buf.w, i64 %t2116
  %t2118 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2117, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2119 = mul i64 %t2098, 1
  %t2120 = mul i64 0, 1
  %t2121 = add i64 %t2119, %t2120
  %t2122 = add i64 %t2121, -1
  %t2123 = mul i64 %i2110, 1
  %t2124 = add i64 %t25, %t2123
  %t2125 = mul i64 %size.H, %size.W
  %t2126 = mul i64 %t2125, %size.C
  %t2127 = mul i64 %t22, %t2126
  %t2128 = mul i64 %size.W, %size.C
  %t2129 = mul i64 %t2124, %t2128
  %t2130 = add i64 %t2127, %t2129
  %t2131 = mul i64 %t2122, %size.C
  %t2132 = add i64 %t2130, %t2131
  %t2133 = add i64 %t2132, %i59
  %t2134 = getelementptr float, ptr %buf.x, i64 %t2133
  %t2135 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2134, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2136 = load <16 x float>, ptr %tacc2094
  %t2137 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2135, <16 x float> %t2118, <16 x float> %t2136)
  store <16 x float> %t2137, ptr %tacc2094
  %t2138 = mul i64 %t2099, 1
  %t2139 = mul i64 0, 1
  %t2140 = add i64 %t2138, %t2139
  %t2141 = add i64 %t2140, -1
  %t2142 = mul i64 %i2110, 1
  %t2143 = add i64 %t25, %t2142
  %t2144 = mul i64 %size.H, %size.W
  %t2145 = mul i64 %t2144, %size.C
  %t2146 = mul i64 %t22, %t2145
  %t2147 = mul i64 %size.W, %size.C
  %t2148 = mul i64 %t2143, %t2147
  %t2149 = add i64 %t2146, %t2148
  %t2150 = mul i64 %t2141, %size.C
  %t2151 = add i64 %t2149, %t2150
  %t2152 = add i64 %t2151, %i59
  %t2153 = getelementptr float, ptr %buf.x, i64 %t2152
  %t2154 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2153, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2155 = load <16 x float>, ptr %tacc2095
  %t2156 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2154, <16 x float> %t2118, <16 x float> %t2155)
  store <16 x float> %t2156, ptr %tacc2095
  %t2157 = mul i64 %t2100, 1
  %t2158 = mul i64 0, 1
  %t2159 = add i64 %t2157, %t2158
  %t2160 = add i64 %t2159, -1
  %t2161 = mul i64 %i2110, 1
  %t2162 = add i64 %t25, %t2161
  %t2163 = mul i64 %size.H, %size.W
  %t2164 = mul i64 %t2163, %size.C
  %t2165 = mul i64 %t22, %t2164
  %t2166 = mul i64 %size.W, %size.C
  %t2167 = mul i64 %t2162, %t2166
  %t2168 = add i64 %t2165, %t2167
  %t2169 = mul i64 %t2160, %size.C
  %t2170 = add i64 %t2168, %t2169
  %t2171 = add i64 %t2170, %i59
  %t2172 = getelementptr float, ptr %buf.x, i64 %t2171
  %t2173 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2172, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2174 = load <16 x float>, ptr %tacc2096
  %t2175 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2173, <16 x float> %t2118, <16 x float> %t2174)
  store <16 x float> %t2175, ptr %tacc2096
  %t2176 = mul i64 %t2101, 1
  %t2177 = mul i64 0, 1
  %t2178 = add i64 %t2176, %t2177
  %t2179 = add i64 %t2178, -1
  %t2180 = mul i64 %i2110, 1
  %t2181 = add i64 %t25, %t2180
  %t2182 = mul i64 %size.H, %size.W
  %t2183 = mul i64 %t2182, %size.C
  %t2184 = mul i64 %t22, %t2183
  %t2185 = mul i64 %size.W, %size.C
  %t2186 = mul i64 %t2181, %t2185
  %t2187 = add i64 %t2184, %t2186
  %t2188 = mul i64 %t2179, %size.C
  %t2189 = add i64 %t2187, %t2188
  %t2190 = add i64 %t2189, %i59
  %t2191 = getelementptr float, ptr %buf.x, i64 %t2190
  %t2192 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2191, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2193 = load <16 x float>, ptr %tacc2097
  %t2194 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2192, <16 x float> %t2118, <16 x float> %t2193)
  store <16 x float> %t2194, ptr %tacc2097
  %t2195 = mul i64 %size.S, %size.C
  %t2196 = mul i64 %i2110, %t2195
  %t2197 = mul i64 1, %size.C
  %t2198 = add i64 %t2196, %t2197
  %t2199 = add i64 %t2198, %i59
  %t2200 = getelementptr float, ptr %buf.w, i64 %t2199
  %t2201 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2200, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2202 = mul i64 %t2098, 1
  %t2203 = mul i64 1, 1
  %t2204 = add i64 %t2202, %t2203
  %t2205 = add i64 %t2204, -1
  %t2206 = mul i64 %i2110, 1
  %t2207 = add i64 %t25, %t2206
  %t2208 = mul i64 %size.H, %size.W
  %t2209 = mul i64 %t2208, %size.C
  %t2210 = mul i64 %t22, %t2209
  %t2211 = mul i64 %size.W, %size.C
  %t2212 = mul i64 %t2207, %t2211
  %t2213 = add i64 %t2210, %t2212
  %t2214 = mul i64 %t2205, %size.C
  %t2215 = add i64 %t2213, %t2214
  %t2216 = add i64 %t2215, %i59
  %t2217 = getelementptr float, ptr %buf.x, i64 %t2216
  %t2218 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2217, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2219 = load <16 x float>, ptr %tacc2094
  %t2220 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2218, <16 x float> %t2201, <16 x float> %t2219)
  store <16 x float> %t2220, ptr %tacc2094
  %t2221 = mul i64 %t2099, 1
  %t2222 = mul i64 1, 1
  %t2223 = add i64 %t2221, %t2222
  %t2224 = add i64 %t2223, -1
  %t2225 = mul i64 %i2110, 1
  %t2226 = add i64 %t25, %t2225
  %t2227 = mul i64 %size.H, %size.W
  %t2228 = mul i64 %t2227, %size.C
  %t2229 = mul i64 %t22, %t2228
  %t2230 = mul i64 %size.W, %size.C
  %t2231 = mul i64 %t2226, %t2230
  %t2232 = add i64 %t2229, %t2231
  %t2233 = mul i64 %t2224, %size.C
  %t2234 = add i64 %t2232, %t2233
  %t2235 = add i64 %t2234, %i59
  %t2236 = getelementptr float, ptr %buf.x, i64 %t2235
  %t2237 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2236, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2238 = load <16 x float>, ptr %tacc2095
  %t2239 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2237, <16 x float> %t2201, <16 x float> %t2238)
  store <16 x float> %t2239, ptr %tacc2095
  %t2240 = mul i64 %t2100, 1
  %t2241 = mul i64 1, 1
  %t2242 = add i64 %t2240, %t2241
  %t2243 = add i64 %t2242, -1
  %t2244 = mul i64 %i2110, 1
  %t2245 = add i64 %t25, %t2244
  %t2246 = mul i64 %size.H, %size.W
  %t2247 = mul i64 %t2246, %size.C
  %t2248 = mul i64 %t22, %t2247
  %t2249 = mul i64 %size.W, %size.C
  %t2250 = mul i64 %t2245, %t2249
  %t2251 = add i64 %t2248, %t2250
  %t2252 = mul i64 %t2243, %size.C
  %t2253 = add i64 %t2251, %t2252
  %t2254 = add i64 %t2253, %i59
  %t2255 = getelementptr float, ptr %buf.x, i64 %t2254
  %t2256 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2255, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2257 = load <16 x float>, ptr %tacc2096
  %t2258 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2256, <16 x float> %t2201, <16 x float> %t2257)
  store <16 x float> %t2258, ptr %tacc2096
  %t2259 = mul i64 %t2101, 1
  %t2260 = mul i64 1, 1
  %t2261 = add i64 %t2259, %t2260
  %t2262 = add i64 %t2261, -1
  %t2263 = mul i64 %i2110, 1
  %t2264 = add i64 %t25, %t2263
  %t2265 = mul i64 %size.H, %size.W
  %t2266 = mul i64 %t2265, %size.C
  %t2267 = mul i64 %t22, %t2266
  %t2268 = mul i64 %size.W, %size.C
  %t2269 = mul i64 %t2264, %t2268
  %t2270 = add i64 %t2267, %t2269
  %t2271 = mul i64 %t2262, %size.C
  %t2272 = add i64 %t2270, %t2271
  %t2273 = add i64 %t2272, %i59
  %t2274 = getelementptr float, ptr %buf.x, i64 %t2273
  %t2275 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2274, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2276 = load <16 x float>, ptr %tacc2097
  %t2277 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2275, <16 x float> %t2201, <16 x float> %t2276)
  store <16 x float> %t2277, ptr %tacc2097
  %t2278 = mul i64 %size.S, %size.C
  %t2279 = mul i64 %i2110, %t2278
  %t2280 = mul i64 2, %size.C
  %t2281 = add i64 %t2279, %t2280
  %t2282 = add i64 %t2281, %i59
  %t2283 = getelementptr float, ptr %buf.w, i64 %t2282
  %t2284 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2283, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2285 = mul i64 %t2098, 1
  %t2286 = mul i64 2, 1
  %t2287 = add i64 %t2285, %t2286
  %t2288 = add i64 %t2287, -1
  %t2289 = mul i64 %i2110, 1
  %t2290 = add i64 %t25, %t2289
  %t2291 = mul i64 %size.H, %size.W
  %t2292 = mul i64 %t2291, %size.C
  %t2293 = mul i64 %t22, %t2292
  %t2294 = mul i64 %size.W, %size.C
  %t2295 = mul i64 %t2290, %t2294
  %t2296 = add i64 %t2293, %t2295
  %t2297 = mul i64 %t2288, %size.C
  %t2298 = add i64 %t2296, %t2297
  %t2299 = add i64 %t2298, %i59
  %t2300 = getelementptr float, ptr %buf.x, i64 %t2299
  %t2301 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2300, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2302 = load <16 x float>, ptr %tacc2094
  %t2303 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2301, <16 x float> %t2284, <16 x float> %t2302)
  store <16 x float> %t2303, ptr %tacc2094
  %t2304 = mul i64 %t2099, 1
  %t2305 = mul i64 2, 1
  %t2306 = add i64 %t2304, %t2305
  %t2307 = add i64 %t2306, -1
  %t2308 = mul i64 %i2110, 1
  %t2309 = add i64 %t25, %t2308
  %t2310 = mul i64 %size.H, %size.W
  %t2311 = mul i64 %t2310, %size.C
  %t2312 = mul i64 %t22, %t2311
  %t2313 = mul i64 %size.W, %size.C
  %t2314 = mul i64 %t2309, %t2313
  %t2315 = add i64 %t2312, %t2314
  %t2316 = mul i64 %t2307, %size.C
  %t2317 = add i64 %t2315, %t2316
  %t2318 = add i64 %t2317, %i59
  %t2319 = getelementptr float, ptr %buf.x, i64 %t2318
  %t2320 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2319, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2321 = load <16 x float>, ptr %tacc2095
  %t2322 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2320, <16 x float> %t2284, <16 x float> %t2321)
  store <16 x float> %t2322, ptr %tacc2095
  %t2323 = mul i64 %t2100, 1
  %t2324 = mul i64 2, 1
  %t2325 = add i64 %t2323, %t2324
  %t2326 = add i64 %t2325, -1
  %t2327 = mul i64 %i2110, 1
  %t2328 = add i64 %t25, %t2327
  %t2329 = mul i64 %size.H, %size.W
  %t2330 = mul i64 %t2329, %size.C
  %t2331 = mul i64 %t22, %t2330
  %t2332 = mul i64 %size.W, %size.C
  %t2333 = mul i64 %t2328, %t2332
  %t2334 = add i64 %t2331, %t2333
  %t2335 = mul i64 %t2326, %size.C
  %t2336 = add i64 %t2334, %t2335
  %t2337 = add i64 %t2336, %i59
  %t2338 = getelementptr float, ptr %buf.x, i64 %t2337
  %t2339 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2338, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2340 = load <16 x float>, ptr %tacc2096
  %t2341 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2339, <16 x float> %t2284, <16 x float> %t2340)
  store <16 x float> %t2341, ptr %tacc2096
  %t2342 = mul i64 %t2101, 1
  %t2343 = mul i64 2, 1
  %t2344 = add i64 %t2342, %t2343
  %t2345 = add i64 %t2344, -1
  %t2346 = mul i64 %i2110, 1
  %t2347 = add i64 %t25, %t2346
  %t2348 = mul i64 %size.H, %size.W
  %t2349 = mul i64 %t2348, %size.C
  %t2350 = mul i64 %t22, %t2349
  %t2351 = mul i64 %size.W, %size.C
  %t2352 = mul i64 %t2347, %t2351
  %t2353 = add i64 %t2350, %t2352
  %t2354 = mul i64 %t2345, %size.C
  %t2355 = add i64 %t2353, %t2354
  %t2356 = add i64 %t2355, %i59
  %t2357 = getelementptr float, ptr %buf.x, i64 %t2356
  %t2358 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2357, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2359 = load <16 x float>, ptr %tacc2097
  %t2360 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2358, <16 x float> %t2284, <16 x float> %t2359)
  store <16 x float> %t2360, ptr %tacc2097
  %t2361 = add nsw i64 %i2110, 1
  store i64 %t2361, ptr %c2106
  br label %head2107
done2109:
  br label %taps.done2102
winnext2104:
  %t2364 = icmp eq i64 %size.S, 5
  br i1 %t2364, label %win52362, label %winnext2363
win52362:
  store i64 %t29, ptr %c2365
  br label %head2366
head2366:
  %i2369 = load i64, ptr %c2365
  %t2370 = icmp slt i64 %i2369, %t36
  br i1 %t2370, label %body2367, label %done2368
body2367:
  %t2371 = mul i64 %size.S, %size.C
  %t2372 = mul i64 %i2369, %t2371
  %t2373 = mul i64 0, %size.C
  %t2374 = add i64 %t2372, %t2373
  %t2375 = add i64 %t2374, %i59
  %t2376 = getelementptr float, ptr %buf.w, i64 %t2375
  %t2377 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2376, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2378 = mul i64 %t2098, 1
  %t2379 = mul i64 0, 1
  %t2380 = add i64 %t2378, %t2379
  %t2381 = add i64 %t2380, -1
  %t2382 = mul i64 %i2369, 1
  %t2383 = add i64 %t25, %t2382
  %t2384 = mul i64 %size.H, %size.W
  %t2385 = mul i64 %t2384, %size.C
  %t2386 = mul i64 %t22, %t2385
  %t2387 = mul i64 %size.W, %size.C
  %t2388 = mul i64 %t2383, %t2387
  %t2389 = add i64 %t2386, %t2388
  %t2390 = mul i64 %t2381, %size.C
  %t2391 = add i64 %t2389, %t2390
  %t2392 = add i64 %t2391, %i59
  %t2393 = getelementptr float, ptr %buf.x, i64 %t2392
  %t2394 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2393, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2395 = load <16 x float>, ptr %tacc2094
  %t2396 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2394, <16 x float> %t2377, <16 x float> %t2395)
  store <16 x float> %t2396, ptr %tacc2094
  %t2397 = mul i64 %t2099, 1
  %t2398 = mul i64 0, 1
  %t2399 = add i64 %t2397, %t2398
  %t2400 = add i64 %t2399, -1
  %t2401 = mul i64 %i2369, 1
  %t2402 = add i64 %t25, %t2401
  %t2403 = mul i64 %size.H, %size.W
  %t2404 = mul i64 %t2403, %size.C
  %t2405 = mul i64 %t22, %t2404
  %t2406 = mul i64 %size.W, %size.C
  %t2407 = mul i64 %t2402, %t2406
  %t2408 = add i64 %t2405, %t2407
  %t2409 = mul i64 %t2400, %size.C
  %t2410 = add i64 %t2408, %t2409
  %t2411 = add i64 %t2410, %i59
  %t2412 = getelementptr float, ptr %buf.x, i64 %t2411
  %t2413 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2412, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2414 = load <16 x float>, ptr %tacc2095
  %t2415 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2413, <16 x float> %t2377, <16 x float> %t2414)
  store <16 x float> %t2415, ptr %tacc2095
  %t2416 = mul i64 %t2100, 1
  %t2417 = mul i64 0, 1
  %t2418 = add i64 %t2416, %t2417
  %t2419 = add i64 %t2418, -1
  %t2420 = mul i64 %i2369, 1
  %t2421 = add i64 %t25, %t2420
  %t2422 = mul i64 %size.H, %size.W
  %t2423 = mul i64 %t2422, %size.C
  %t2424 = mul i64 %t22, %t2423
  %t2425 = mul i64 %size.W, %size.C
  %t2426 = mul i64 %t2421, %t2425
  %t2427 = add i64 %t2424, %t2426
  %t2428 = mul i64 %t2419, %size.C
  %t2429 = add i64 %t2427, %t2428
  %t2430 = add i64 %t2429, %i59
  %t2431 = getelementptr float, ptr %buf.x, i64 %t2430
  %t2432 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2431, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2433 = load <16 x float>, ptr %tacc2096
  %t2434 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2432, <16 x float> %t2377, <16 x float> %t2433)
  store <16 x float> %t2434, ptr %tacc2096
  %t2435 = mul i64 %t2101, 1
  %t2436 = mul i64 0, 1
  %t2437 = add i64 %t2435, %t2436
  %t2438 = add i64 %t2437, -1
  %t2439 = mul i64 %i2369, 1
  %t2440 = add i64 %t25, %t2439
  %t2441 = mul i64 %size.H, %size.W
  %t2442 = mul i64 %t2441, %size.C
  %t2443 = mul i64 %t22, %t2442
  %t2444 = mul i64 %size.W, %size.C
  %t2445 = mul i64 %t2440, %t2444
  %t2446 = add i64 %t2443, %t2445
  %t2447 = mul i64 %t2438, %size.C
  %t2448 = add i64 %t2446, %t2447
  %t2449 = add i64 %t2448, %i59
  %t2450 = getelementptr float, ptr %buf.x, i64 %t2449
  %t2451 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2450, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2452 = load <16 x float>, ptr %tacc2097
  %t2453 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2451, <16 x float> %t2377, <16 x float> %t2452)
  store <16 x float> %t2453, ptr %tacc2097
  %t2454 = mul i64 %size.S, %size.C
  %t2455 = mul i64 %i2369, %t2454
  %t2456 = mul i64 1, %size.C
  %t2457 = add i64 %t2455, %t2456
  %t2458 = add i64 %t2457, %i59
  %t2459 = getelementptr float, ptr %buf.w, i64 %t2458
  %t2460 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2459, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2461 = mul i64 %t2098, 1
  %t2462 = mul i64 1, 1
  %t2463 = add i64 %t2461, %t2462
  %t2464 = add i64 %t2463, -1
  %t2465 = mul i64 %i2369, 1
  %t2466 = add i64 %t25, %t2465
  %t2467 = mul i64 %size.H, %size.W
  %t2468 = mul i64 %t2467, %size.C
  %t2469 = mul i64 %t22, %t2468
  %t2470 = mul i64 %size.W, %size.C
  %t2471 = mul i64 %t2466, %t2470
  %t2472 = add i64 %t2469, %t2471
  %t2473 = mul i64 %t2464, %size.C
  %t2474 = add i64 %t2472, %t2473
  %t2475 = add i64 %t2474, %i59
  %t2476 = getelementptr float, ptr %buf.x, i64 %t2475
  %t2477 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2476, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2478 = load <16 x float>, ptr %tacc2094
  %t2479 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2477, <16 x float> %t2460, <16 x float> %t2478)
  store <16 x float> %t2479, ptr %tacc2094
  %t2480 = mul i64 %t2099, 1
  %t2481 = mul i64 1, 1
  %t2482 = add i64 %t2480, %t2481
  %t2483 = add i64 %t2482, -1
  %t2484 = mul i64 %i2369, 1
  %t2485 = add i64 %t25, %t2484
  %t2486 = mul i64 %size.H, %size.W
  %t2487 = mul i64 %t2486, %size.C
  %t2488 = mul i64 %t22, %t2487
  %t2489 = mul i64 %size.W, %size.C
  %t2490 = mul i64 %t2485, %t2489
  %t2491 = add i64 %t2488, %t2490
  %t2492 = mul i64 %t2483, %size.C
  %t2493 = add i64 %t2491, %t2492
  %t2494 = add i64 %t2493, %i59
  %t2495 = getelementptr float, ptr %buf.x, i64 %t2494
  %t2496 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2495, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2497 = load <16 x float>, ptr %tacc2095
  %t2498 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2496, <16 x float> %t2460, <16 x float> %t2497)
  store <16 x float> %t2498, ptr %tacc2095
  %t2499 = mul i64 %t2100, 1
  %t2500 = mul i64 1, 1
  %t2501 = add i64 %t2499, %t2500
  %t2502 = add i64 %t2501, -1
  %t2503 = mul i64 %i2369, 1
  %t2504 = add i64 %t25, %t2503
  %t2505 = mul i64 %size.H, %size.W
  %t2506 = mul i64 %t2505, %size.C
  %t2507 = mul i64 %t22, %t2506
  %t2508 = mul i64 %size.W, %size.C
  %t2509 = mul i64 %t2504, %t2508
  %t2510 = add i64 %t2507, %t2509
  %t2511 = mul i64 %t2502, %size.C
  %t2512 = add i64 %t2510, %t2511
  %t2513 = add i64 %t2512, %i59
  %t2514 = getelementptr float, ptr %buf.x, i64 %t2513
  %t2515 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2514, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2516 = load <16 x float>, ptr %tacc2096
  %t2517 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2515, <16 x float> %t2460, <16 x float> %t2516)
  store <16 x float> %t2517, ptr %tacc2096
  %t2518 = mul i64 %t2101, 1
  %t2519 = mul i64 1, 1
  %t2520 = add i64 %t2518, %t2519
  %t2521 = add i64 %t2520, -1
  %t2522 = mul i64 %i2369, 1
  %t2523 = add i64 %t25, %t2522
  %t2524 = mul i64 %size.H, %size.W
  %t2525 = mul i64 %t2524, %size.C
  %t2526 = mul i64 %t22, %t2525
  %t2527 = mul i64 %size.W, %size.C
  %t2528 = mul i64 %t2523, %t2527
  %t2529 = add i64 %t2526, %t2528
  %t2530 = mul i64 %t2521, %size.C
  %t2531 = add i64 %t2529, %t2530
  %t2532 = add i64 %t2531, %i59
  %t2533 = getelementptr float, ptr %buf.x, i64 %t2532
  %t2534 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2533, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2535 = load <16 x float>, ptr %tacc2097
  %t2536 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2534, <16 x float> %t2460, <16 x float> %t2535)
  store <16 x float> %t2536, ptr %tacc2097
  %t2537 = mul i64 %size.S, %size.C
  %t2538 = mul i64 %i2369, %t2537
  %t2539 = mul i64 2, %size.C
  %t2540 = add i64 %t2538, %t2539
  %t2541 = add i64 %t2540, %i59
  %t2542 = getelementptr float, ptr %buf.w, i64 %t2541
  %t2543 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2542, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2544 = mul i64 %t2098, 1
  %t2545 = mul i64 2, 1
  %t2546 = add i64 %t2544, %t2545
  %t2547 = add i64 %t2546, -1
  %t2548 = mul i64 %i2369, 1
  %t2549 = add i64 %t25, %t2548
  %t2550 = mul i64 %size.H, %size.W
  %t2551 = mul i64 %t2550, %size.C
  %t2552 = mul i64 %t22, %t2551
  %t2553 = mul i64 %size.W, %size.C
  %t2554 = mul i64 %t2549, %t2553
  %t2555 = add i64 %t2552, %t2554
  %t2556 = mul i64 %t2547, %size.C
  %t2557 = add i64 %t2555, %t2556
  %t2558 = add i64 %t2557, %i59
  %t2559 = getelementptr float, ptr %buf.x, i64 %t2558
  %t2560 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2559, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2561 = load <16 x float>, ptr %tacc2094
  %t2562 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2560, <16 x float> %t2543, <16 x float> %t2561)
  store <16 x float> %t2562, ptr %tacc2094
  %t2563 = mul i64 %t2099, 1
  %t2564 = mul i64 2, 1
  %t2565 = add i64 %t2563, %t2564
  %t2566 = add i64 %t2565, -1
  %t2567 = mul i64 %i2369, 1
  %t2568 = add i64 %t25, %t2567
  %t2569 = mul i64 %size.H, %size.W
  %t2570 = mul i64 %t2569, %size.C
  %t2571 = mul i64 %t22, %t2570
  %t2572 = mul i64 %size.W, %size.C
  %t2573 = mul i64 %t2568, %t2572
  %t2574 = add i64 %t2571, %t2573
  %t2575 = mul i64 %t2566, %size.C
  %t2576 = add i64 %t2574, %t2575
  %t2577 = add i64 %t2576, %i59
  %t2578 = getelementptr float, ptr %buf.x, i64 %t2577
  %t2579 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2578, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2580 = load <16 x float>, ptr %tacc2095
  %t2581 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2579, <16 x float> %t2543, <16 x float> %t2580)
  store <16 x float> %t2581, ptr %tacc2095
  %t2582 = mul i64 %t2100, 1
  %t2583 = mul i64 2, 1
  %t2584 = add i64 %t2582, %t2583
  %t2585 = add i64 %t2584, -1
  %t2586 = mul i64 %i2369, 1
  %t2587 = add i64 %t25, %t2586
  %t2588 = mul i64 %size.H, %size.W
  %t2589 = mul i64 %t2588, %size.C
  %t2590 = mul i64 %t22, %t2589
  %t2591 = mul i64 %size.W, %size.C
  %t2592 = mul i64 %t2587, %t2591
  %t2593 = add i64 %t2590, %t2592
  %t2594 = mul i64 %t2585, %size.C
  %t2595 = add i64 %t2593, %t2594
  %t2596 = add i64 %t2595, %i59
  %t2597 = getelementptr float, ptr %buf.x, i64 %t2596
  %t2598 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2597, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2599 = load <16 x float>, ptr %tacc2096
  %t2600 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2598, <16 x float> %t2543, <16 x float> %t2599)
  store <16 x float> %t2600, ptr %tacc2096
  %t2601 = mul i64 %t2101, 1
  %t2602 = mul i64 2, 1
  %t2603 = add i64 %t2601, %t2602
  %t2604 = add i64 %t2603, -1
  %t2605 = mul i64 %i2369, 1
  %t2606 = add i64 %t25, %t2605
  %t2607 = mul i64 %size.H, %size.W
  %t2608 = mul i64 %t2607, %size.C
  %t2609 = mul i64 %t22, %t2608
  %t2610 = mul i64 %size.W, %size.C
  %t2611 = mul i64 %t2606, %t2610
  %t2612 = add i64 %t2609, %t2611
  %t2613 = mul i64 %t2604, %size.C
  %t2614 = add i64 %t2612, %t2613
  %t2615 = add i64 %t2614, %i59
  %t2616 = getelementptr float, ptr %buf.x, i64 %t2615
  %t2617 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2616, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2618 = load <16 x float>, ptr %tacc2097
  %t2619 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2617, <16 x float> %t2543, <16 x float> %t2618)
  store <16 x float> %t2619, ptr %tacc2097
  %t2620 = mul i64 %size.S, %size.C
  %t2621 = mul i64 %i2369, %t2620
  %t2622 = mul i64 3, %size.C
  %t2623 = add i64 %t2621, %t2622
  %t2624 = add i64 %t2623, %i59
  %t2625 = getelementptr float, ptr %buf.w, i64 %t2624
  %t2626 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2625, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2627 = mul i64 %t2098, 1
  %t2628 = mul i64 3, 1
  %t2629 = add i64 %t2627, %t2628
  %t2630 = add i64 %t2629, -1
  %t2631 = mul i64 %i2369, 1
  %t2632 = add i64 %t25, %t2631
  %t2633 = mul i64 %size.H, %size.W
  %t2634 = mul i64 %t2633, %size.C
  %t2635 = mul i64 %t22, %t2634
  %t2636 = mul i64 %size.W, %size.C
  %t2637 = mul i64 %t2632, %t2636
  %t2638 = add i64 %t2635, %t2637
  %t2639 = mul i64 %t2630, %size.C
  %t2640 = add i64 %t2638, %t2639
  %t2641 = add i64 %t2640, %i59
  %t2642 = getelementptr float, ptr %buf.x, i64 %t2641
  %t2643 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2642, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2644 = load <16 x float>, ptr %tacc2094
  %t2645 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2643, <16 x float> %t2626, <16 x float> %t2644)
  store <16 x float> %t2645, ptr %tacc2094
  %t2646 = mul i64 %t2099, 1
  %t2647 = mul i64 3, 1
  %t2648 = add i64 %t2646, %t2647
  %t2649 = add i64 %t2648, -1
  %t2650 = mul i64 %i2369, 1
  %t2651 = add i64 %t25, %t2650
  %t2652 = mul i64 %size.H, %size.W
  %t2653 = mul i64 %t2652, %size.C
  %t2654 = mul i64 %t22, %t2653
  %t2655 = mul i64 %size.W, %size.C
  %t2656 = mul i64 %t2651, %t2655
  %t2657 = add i64 %t2654, %t2656
  %t2658 = mul i64 %t2649, %size.C
  %t2659 = add i64 %t2657, %t2658
  %t2660 = add i64 %t2659, %i59
  %t2661 = getelementptr float, ptr %buf.x, i64 %t2660
  %t2662 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2661, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2663 = load <16 x float>, ptr %tacc2095
  %t2664 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2662, <16 x float> %t2626, <16 x float> %t2663)
  store <16 x float> %t2664, ptr %tacc2095
  %t2665 = mul i64 %t2100, 1
  %t2666 = mul i64 3, 1
  %t2667 = add i64 %t2665, %t2666
  %t2668 = add i64 %t2667, -1
  %t2669 = mul i64 %i2369, 1
  %t2670 = add i64 %t25, %t2669
  %t2671 = mul i64 %size.H, %size.W
  %t2672 = mul i64 %t2671, %size.C
  %t2673 = mul i64 %t22, %t2672
  %t2674 = mul i64 %size.W, %size.C
  %t2675 = mul i64 %t2670, %t2674
  %t2676 = add i64 %t2673, %t2675
  %t2677 = mul i64 %t2668, %size.C
  %t2678 = add i64 %t2676, %t2677
  %t2679 = add i64 %t2678, %i59
  %t2680 = getelementptr float, ptr %buf.x, i64 %t2679
  %t2681 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2680, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2682 = load <16 x float>, ptr %tacc2096
  %t2683 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2681, <16 x float> %t2626, <16 x float> %t2682)
  store <16 x float> %t2683, ptr %tacc2096
  %t2684 = mul i64 %t2101, 1
  %t2685 = mul i64 3, 1
  %t2686 = add i64 %t2684, %t2685
  %t2687 = add i64 %t2686, -1
  %t2688 = mul i64 %i2369, 1
  %t2689 = add i64 %t25, %t2688
  %t2690 = mul i64 %size.H, %size.W
  %t2691 = mul i64 %t2690, %size.C
  %t2692 = mul i64 %t22, %t2691
  %t2693 = mul i64 %size.W, %size.C
  %t2694 = mul i64 %t2689, %t2693
  %t2695 = add i64 %t2692, %t2694
  %t2696 = mul i64 %t2687, %size.C
  %t2697 = add i64 %t2695, %t2696
  %t2698 = add i64 %t2697, %i59
  %t2699 = getelementptr float, ptr %buf.x, i64 %t2698
  %t2700 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2699, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2701 = load <16 x float>, ptr %tacc2097
  %t2702 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2700, <16 x float> %t2626, <16 x float> %t2701)
  store <16 x float> %t2702, ptr %tacc2097
  %t2703 = mul i64 %size.S, %size.C
  %t2704 = mul i64 %i2369, %t2703
  %t2705 = mul i64 4, %size.C
  %t2706 = add i64 %t2704, %t2705
  %t2707 = add i64 %t2706, %i59
  %t2708 = getelementptr float, ptr %buf.w, i64 %t2707
  %t2709 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2708, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2710 = mul i64 %t2098, 1
  %t2711 = mul i64 4, 1
  %t2712 = add i64 %t2710, %t2711
  %t2713 = add i64 %t2712, -1
  %t2714 = mul i64 %i2369, 1
  %t2715 = add i64 %t25, %t2714
  %t2716 = mul i64 %size.H, %size.W
  %t2717 = mul i64 %t2716, %size.C
  %t2718 = mul i64 %t22, %t2717
  %t2719 = mul i64 %size.W, %size.C
  %t2720 = mul i64 %t2715, %t2719
  %t2721 = add i64 %t2718, %t2720
  %t2722 = mul i64 %t2713, %size.C
  %t2723 = add i64 %t2721, %t2722
  %t2724 = add i64 %t2723, %i59
  %t2725 = getelementptr float, ptr %buf.x, i64 %t2724
  %t2726 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2725, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2727 = load <16 x float>, ptr %tacc2094
  %t2728 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2726, <16 x float> %t2709, <16 x float> %t2727)
  store <16 x float> %t2728, ptr %tacc2094
  %t2729 = mul i64 %t2099, 1
  %t2730 = mul i64 4, 1
  %t2731 = add i64 %t2729, %t2730
  %t2732 = add i64 %t2731, -1
  %t2733 = mul i64 %i2369, 1
  %t2734 = add i64 %t25, %t2733
  %t2735 = mul i64 %size.H, %size.W
  %t2736 = mul i64 %t2735, %size.C
  %t2737 = mul i64 %t22, %t2736
  %t2738 = mul i64 %size.W, %size.C
  %t2739 = mul i64 %t2734, %t2738
  %t2740 = add i64 %t2737, %t2739
  %t2741 = mul i64 %t2732, %size.C
  %t2742 = add i64 %t2740, %t2741
  %t2743 = add i64 %t2742, %i59
  %t2744 = getelementptr float, ptr %buf.x, i64 %t2743
  %t2745 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2744, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2746 = load <16 x float>, ptr %tacc2095
  %t2747 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2745, <16 x float> %t2709, <16 x float> %t2746)
  store <16 x float> %t2747, ptr %tacc2095
  %t2748 = mul i64 %t2100, 1
  %t2749 = mul i64 4, 1
  %t2750 = add i64 %t2748, %t2749
  %t2751 = add i64 %t2750, -1
  %t2752 = mul i64 %i2369, 1
  %t2753 = add i64 %t25, %t2752
  %t2754 = mul i64 %size.H, %size.W
  %t2755 = mul i64 %t2754, %size.C
  %t2756 = mul i64 %t22, %t2755
  %t2757 = mul i64 %size.W, %size.C
  %t2758 = mul i64 %t2753, %t2757
  %t2759 = add i64 %t2756, %t2758
  %t2760 = mul i64 %t2751, %size.C
  %t2761 = add i64 %t2759, %t2760
  %t2762 = add i64 %t2761, %i59
  %t2763 = getelementptr float, ptr %buf.x, i64 %t2762
  %t2764 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2763, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2765 = load <16 x float>, ptr %tacc2096
  %t2766 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2764, <16 x float> %t2709, <16 x float> %t2765)
  store <16 x float> %t2766, ptr %tacc2096
  %t2767 = mul i64 %t2101, 1
  %t2768 = mul i64 4, 1
  %t2769 = add i64 %t2767, %t2768
  %t2770 = add i64 %t2769, -1
  %t2771 = mul i64 %i2369, 1
  %t2772 = add i64 %t25, %t2771
  %t2773 = mul i64 %size.H, %size.W
  %t2774 = mul i64 %t2773, %size.C
  %t2775 = mul i64 %t22, %t2774
  %t2776 = mul i64 %size.W, %size.C
  %t2777 = mul i64 %t2772, %t2776
  %t2778 = add i64 %t2775, %t2777
  %t2779 = mul i64 %t2770, %size.C
  %t2780 = add i64 %t2778, %t2779
  %t2781 = add i64 %t2780, %i59
  %t2782 = getelementptr float, ptr %buf.x, i64 %t2781
  %t2783 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2782, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2784 = load <16 x float>, ptr %tacc2097
  %t2785 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2783, <16 x float> %t2709, <16 x float> %t2784)
  store <16 x float> %t2785, ptr %tacc2097
  %t2786 = add nsw i64 %i2369, 1
  store i64 %t2786, ptr %c2365
  br label %head2366
done2368:
  br label %taps.done2102
winnext2363:
  store i64 %t29, ptr %c2787
  br label %head2788
head2788:
  %i2791 = load i64, ptr %c2787
  %t2792 = icmp slt i64 %i2791, %t36
  br i1 %t2792, label %body2789, label %done2790
body2789:
  store i64 0, ptr %c2793
  br label %head2794
head2794:
  %i2797 = load i64, ptr %c2793
  %t2798 = icmp slt i64 %i2797, %size.S
  br i1 %t2798, label %body2795, label %done2796
body2795:
  %t2799 = mul i64 %size.S, %size.C
  %t2800 = mul i64 %i2791, %t2799
  %t2801 = mul i64 %i2797, %size.C
  %t2802 = add i64 %t2800, %t2801
  %t2803 = add i64 %t2802, %i59
  %t2804 = getelementptr float, ptr %buf.w, i64 %t2803
  %t2805 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2804, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2806 = mul i64 %t2098, 1
  %t2807 = mul i64 %i2797, 1
  %t2808 = add i64 %t2806, %t2807
  %t2809 = add i64 %t2808, -1
  %t2810 = mul i64 %i2791, 1
  %t2811 = add i64 %t25, %t2810
  %t2812 = mul i64 %size.H, %size.W
  %t2813 = mul i64 %t2812, %size.C
  %t2814 = mul i64 %t22, %t2813
  %t2815 = mul i64 %size.W, %size.C
  %t2816 = mul i64 %t2811, %t2815
  %t2817 = add i64 %t2814, %t2816
  %t2818 = mul i64 %t2809, %size.C
  %t2819 = add i64 %t2817, %t2818
  %t2820 = add i64 %t2819, %i59
  %t2821 = getelementptr float, ptr %buf.x, i64 %t2820
  %t2822 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2821, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2823 = load <16 x float>, ptr %tacc2094
  %t2824 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2822, <16 x float> %t2805, <16 x float> %t2823)
  store <16 x float> %t2824, ptr %tacc2094
  %t2825 = mul i64 %t2099, 1
  %t2826 = mul i64 %i2797, 1
  %t2827 = add i64 %t2825, %t2826
  %t2828 = add i64 %t2827, -1
  %t2829 = mul i64 %i2791, 1
  %t2830 = add i64 %t25, %t2829
  %t2831 = mul i64 %size.H, %size.W
  %t2832 = mul i64 %t2831, %size.C
  %t2833 = mul i64 %t22, %t2832
  %t2834 = mul i64 %size.W, %size.C
  %t2835 = mul i64 %t2830, %t2834
  %t2836 = add i64 %t2833, %t2835
  %t2837 = mul i64 %t2828, %size.C
  %t2838 = add i64 %t2836, %t2837
  %t2839 = add i64 %t2838, %i59
  %t2840 = getelementptr float, ptr %buf.x, i64 %t2839
  %t2841 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2840, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2842 = load <16 x float>, ptr %tacc2095
  %t2843 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2841, <16 x float> %t2805, <16 x float> %t2842)
  store <16 x float> %t2843, ptr %tacc2095
  %t2844 = mul i64 %t2100, 1
  %t2845 = mul i64 %i2797, 1
  %t2846 = add i64 %t2844, %t2845
  %t2847 = add i64 %t2846, -1
  %t2848 = mul i64 %i2791, 1
  %t2849 = add i64 %t25, %t2848
  %t2850 = mul i64 %size.H, %size.W
  %t2851 = mul i64 %t2850, %size.C
  %t2852 = mul i64 %t22, %t2851
  %t2853 = mul i64 %size.W, %size.C
  %t2854 = mul i64 %t2849, %t2853
  %t2855 = add i64 %t2852, %t2854
  %t2856 = mul i64 %t2847, %size.C
  %t2857 = add i64 %t2855, %t2856
  %t2858 = add i64 %t2857, %i59
  %t2859 = getelementptr float, ptr %buf.x, i64 %t2858
  %t2860 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2859, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2861 = load <16 x float>, ptr %tacc2096
  %t2862 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2860, <16 x float> %t2805, <16 x float> %t2861)
  store <16 x float> %t2862, ptr %tacc2096
  %t2863 = mul i64 %t2101, 1
  %t2864 = mul i64 %i2797, 1
  %t2865 = add i64 %t2863, %t2864
  %t2866 = add i64 %t2865, -1
  %t2867 = mul i64 %i2791, 1
  %t2868 = add i64 %t25, %t2867
  %t2869 = mul i64 %size.H, %size.W
  %t2870 = mul i64 %t2869, %size.C
  %t2871 = mul i64 %t22, %t2870
  %t2872 = mul i64 %size.W, %size.C
  %t2873 = mul i64 %t2868, %t2872
  %t2874 = add i64 %t2871, %t2873
  %t2875 = mul i64 %t2866, %size.C
  %t2876 = add i64 %t2874, %t2875
  %t2877 = add i64 %t2876, %i59
  %t2878 = getelementptr float, ptr %buf.x, i64 %t2877
  %t2879 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2878, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t2880 = load <16 x float>, ptr %tacc2097
  %t2881 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2879, <16 x float> %t2805, <16 x float> %t2880)
  store <16 x float> %t2881, ptr %tacc2097
  %t2882 = add nsw i64 %i2797, 1
  store i64 %t2882, ptr %c2793
  br label %head2794
done2796:
  %t2883 = add nsw i64 %i2791, 1
  store i64 %t2883, ptr %c2787
  br label %head2788
done2790:
  br label %taps.done2102
taps.done2102:
  %t2884 = load <16 x float>, ptr %tacc2094
  %p2885 = getelementptr float, ptr %buf.b, i64 %i59
  %ld2886 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2885, <16 x i1> %t61, <16 x float> zeroinitializer)
  %v2887 = fadd contract <16 x float> %ld2886, %t2884
  %v2888 = add i64 %size.H, 1
  %v2889 = add i64 %v2888, 1
  %v2890 = sub i64 %size.R, 1
  %v2891 = sub i64 %v2889, %v2890
  %v2892 = sub i64 %v2891, 1
  %v2893 = add i64 %v2892, 1
  %v2894 = mul i64 %t22, %v2893
  %v2895 = add i64 %v2894, %t23
  %v2896 = add i64 %size.W, 1
  %v2897 = add i64 %v2896, 1
  %v2898 = sub i64 %size.S, 1
  %v2899 = sub i64 %v2897, %v2898
  %v2900 = sub i64 %v2899, 1
  %v2901 = add i64 %v2900, 1
  %v2902 = mul i64 %v2895, %v2901
  %v2903 = add i64 %v2902, %t2098
  %v2904 = mul i64 %v2903, %size.C
  %v2905 = add i64 %v2904, %i59
  %p2906 = getelementptr float, ptr %buf.y, i64 %v2905
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2887, ptr align 4 %p2906, <16 x i1> %t61)
  %t2907 = load <16 x float>, ptr %tacc2095
  %p2908 = getelementptr float, ptr %buf.b, i64 %i59
  %ld2909 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2908, <16 x i1> %t61, <16 x float> zeroinitializer)
  %v2910 = fadd contract <16 x float> %ld2909, %t2907
  %v2911 = add i64 %size.H, 1
  %v2912 = add i64 %v2911, 1
  %v2913 = sub i64 %size.R, 1
  %v2914 = sub i64 %v2912, %v2913
  %v2915 = sub i64 %v2914, 1
  %v2916 = add i64 %v2915, 1
  %v2917 = mul i64 %t22, %v2916
  %v2918 = add i64 %v2917, %t23
  %v2919 = add i64 %size.W, 1
  %v2920 = add i64 %v2919, 1
  %v2921 = sub i64 %size.S, 1
  %v2922 = sub i64 %v2920, %v2921
  %v2923 = sub i64 %v2922, 1
  %v2924 = add i64 %v2923, 1
  %v2925 = mul i64 %v2918, %v2924
  %v2926 = add i64 %v2925, %t2099
  %v2927 = mul i64 %v2926, %size.C
  %v2928 = add i64 %v2927, %i59
  %p2929 = getelementptr float, ptr %buf.y, i64 %v2928
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2910, ptr align 4 %p2929, <16 x i1> %t61)
  %t2930 = load <16 x float>, ptr %tacc2096
  %p2931 = getelementptr float, ptr %buf.b, i64 %i59
  %ld2932 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2931, <16 x i1> %t61, <16 x float> zeroinitializer)
  %v2933 = fadd contract <16 x float> %ld2932, %t2930
  %v2934 = add i64 %size.H, 1
  %v2935 = add i64 %v2934, 1
  %v2936 = sub i64 %size.R, 1
  %v2937 = sub i64 %v2935, %v2936
  %v2938 = sub i64 %v2937, 1
  %v2939 = add i64 %v2938, 1
  %v2940 = mul i64 %t22, %v2939
  %v2941 = add i64 %v2940, %t23
  %v2942 = add i64 %size.W, 1
  %v2943 = add i64 %v2942, 1
  %v2944 = sub i64 %size.S, 1
  %v2945 = sub i64 %v2943, %v2944
  %v2946 = sub i64 %v2945, 1
  %v2947 = add i64 %v2946, 1
  %v2948 = mul i64 %v2941, %v2947
  %v2949 = add i64 %v2948, %t2100
  %v2950 = mul i64 %v2949, %size.C
  %v2951 = add i64 %v2950, %i59
  %p2952 = getelementptr float, ptr %buf.y, i64 %v2951
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2933, ptr align 4 %p2952, <16 x i1> %t61)
  %t2953 = load <16 x float>, ptr %tacc2097
  %p2954 = getelementptr float, ptr %buf.b, i64 %i59
  %ld2955 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2954, <16 x i1> %t61, <16 x float> zeroinitializer)
  %v2956 = fadd contract <16 x float> %ld2955, %t2953
  %v2957 = add i64 %size.H, 1
  %v2958 = add i64 %v2957, 1
  %v2959 = sub i64 %size.R, 1
  %v2960 = sub i64 %v2958, %v2959
  %v2961 = sub i64 %v2960, 1
  %v2962 = add i64 %v2961, 1
  %v2963 = mul i64 %t22, %v2962
  %v2964 = add i64 %v2963, %t23
  %v2965 = add i64 %size.W, 1
  %v2966 = add i64 %v2965, 1
  %v2967 = sub i64 %size.S, 1
  %v2968 = sub i64 %v2966, %v2967
  %v2969 = sub i64 %v2968, 1
  %v2970 = add i64 %v2969, 1
  %v2971 = mul i64 %v2964, %v2970
  %v2972 = add i64 %v2971, %t2101
  %v2973 = mul i64 %v2972, %size.C
  %v2974 = add i64 %v2973, %i59
  %p2975 = getelementptr float, ptr %buf.y, i64 %v2974
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2956, ptr align 4 %p2975, <16 x i1> %t61)
  %t2976 = add nsw i64 %i2092, 4
  store i64 %t2976, ptr %c2088
  br label %head2089
done2091:
  %t2977 = sub i64 %t54, %t2087
  %t2978 = sdiv i64 %t2977, 2
  %t2979 = mul i64 %t2978, 2
  %t2980 = add i64 %t2087, %t2979
  store i64 %t2087, ptr %c2981
  br label %head2982
head2982:
  %i2985 = load i64, ptr %c2981
  %t2986 = icmp slt i64 %i2985, %t2980
  br i1 %t2986, label %body2983, label %done2984
body2983:
  store <16 x float> zeroinitializer, ptr %tacc2987
  store <16 x float> zeroinitializer, ptr %tacc2988
  %t2989 = add i64 %i2985, 0
  %t2990 = add i64 %i2985, 1
  %t2994 = icmp eq i64 %size.S, 3
  br i1 %t2994, label %win32992, label %winnext2993
win32992:
  store i64 %t29, ptr %c2995
  br label %head2996
head2996:
  %i2999 = load i64, ptr %c2995
  %t3000 = icmp slt i64 %i2999, %t36
  br i1 %t3000, label %body2997, label %done2998
body2997:
  %t3001 = mul i64 %size.S, %size.C
  %t3002 = mul i64 %i2999, %t3001
  %t3003 = mul i64 0, %size.C
  %t3004 = add i64 %t3002, %t3003
  %t3005 = add i64 %t3004, %i59
  %t3006 = getelementptr float, ptr %buf.w, i64 %t3005
  %t3007 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3006, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3008 = mul i64 %t2989, 1
  %t3009 = mul i64 0, 1
  %t3010 = add i64 %t3008, %t3009
  %t3011 = add i64 %t3010, -1
  %t3012 = mul i64 %i2999, 1
  %t3013 = add i64 %t25, %t3012
  %t3014 = mul i64 %size.H, %size.W
  %t3015 = mul i64 %t3014, %size.C
  %t3016 = mul i64 %t22, %t3015
  %t3017 = mul i64 %size.W, %size.C
  %t3018 = mul i64 %t3013, %t3017
  %t3019 = add i64 %t3016, %t3018
  %t3020 = mul i64 %t3011, %size.C
  %t3021 = add i64 %t3019, %t3020
  %t3022 = add i64 %t3021, %i59
  %t3023 = getelementptr float, ptr %buf.x, i64 %t3022
  %t3024 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3023, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3025 = load <16 x float>, ptr %tacc2987
  %t3026 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3024, <16 x float> %t3007, <16 x float> %t3025)
  store <16 x float> %t3026, ptr %tacc2987
  %t3027 = mul i64 %t2990, 1
  %t3028 = mul i64 0, 1
  %t3029 = add i64 %t3027, %t3028
  %t3030 = add i64 %t3029, -1
  %t3031 = mul i64 %i2999, 1
  %t3032 = add i64 %t25, %t3031
  %t3033 = mul i64 %size.H, %size.W
  %t3034 = mul i64 %t3033, %size.C
  %t3035 = mul i64 %t22, %t3034
  %t3036 = mul i64 %size.W, %size.C
  %t3037 = mul i64 %t3032, %t3036
  %t3038 = add i64 %t3035, %t3037
  %t3039 = mul i64 %t3030, %size.C
  %t3040 = add i64 %t3038, %t3039
  %t3041 = add i64 %t3040, %i59
  %t3042 = getelementptr float, ptr %buf.x, i64 %t3041
  %t3043 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3042, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3044 = load <16 x float>, ptr %tacc2988
  %t3045 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3043, <16 x float> %t3007, <16 x float> %t3044)
  store <16 x float> %t3045, ptr %tacc2988
  %t3046 = mul i64 %size.S, %size.C
  %t3047 = mul i64 %i2999, %t3046
  %t3048 = mul i64 1, %size.C
  %t3049 = add i64 %t3047, %t3048
  %t3050 = add i64 %t3049, %i59
  %t3051 = getelementptr float, ptr %buf.w, i64 %t3050
  %t3052 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3051, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3053 = mul i64 %t2989, 1
  %t3054 = mul i64 1, 1
  %t3055 = add i64 %t3053, %t3054
  %t3056 = add i64 %t3055, -1
  %t3057 = mul i64 %i2999, 1
  %t3058 = add i64 %t25, %t3057
  %t3059 = mul i64 %size.H, %size.W
  %t3060 = mul i64 %t3059, %size.C
  %t3061 = mul i64 %t22, %t3060
  %t3062 = mul i64 %size.W, %size.C
  %t3063 = mul i64 %t3058, %t3062
  %t3064 = add i64 %t3061, %t3063
  %t3065 = mul i64 %t3056, %size.C
  %t3066 = add i64 %t3064, %t3065
  %t3067 = add i64 %t3066, %i59
  %t3068 = getelementptr float, ptr %buf.x, i64 %t3067
  %t3069 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3068, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3070 = load <16 x float>, ptr %tacc2987
  %t3071 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3069, <16 x float> %t3052, <16 x float> %t3070)
  store <16 x float> %t3071, ptr %tacc2987
  %t3072 = mul i64 %t2990, 1
  %t3073 = mul i64 1, 1
  %t3074 = add i64 %t3072, %t3073
  %t3075 = add i64 %t3074, -1
  %t3076 = mul i64 %i2999, 1
  %t3077 = add i64 %t25, %t3076
  %t3078 = mul i64 %size.H, %size.W
  %t3079 = mul i64 %t3078, %size.C
  %t3080 = mul i64 %t22, %t3079
  %t3081 = mul i64 %size.W, %size.C
  %t3082 = mul i64 %t3077, %t3081
  %t3083 = add i64 %t3080, %t3082
  %t3084 = mul i64 %t3075, %size.C
  %t3085 = add i64 %t3083, %t3084
  %t3086 = add i64 %t3085, %i59
  %t3087 = getelementptr float, ptr %buf.x, i64 %t3086
  %t3088 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3087, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3089 = load <16 x float>, ptr %tacc2988
  %t3090 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3088, <16 x float> %t3052, <16 x float> %t3089)
  store <16 x float> %t3090, ptr %tacc2988
  %t3091 = mul i64 %size.S, %size.C
  %t3092 = mul i64 %i2999, %t3091
  %t3093 = mul i64 2, %size.C
  %t3094 = add i64 %t3092, %t3093
  %t3095 = add i64 %t3094, %i59
  %t3096 = getelementptr float, ptr %buf.w, i64 %t3095
  %t3097 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3096, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3098 = mul i64 %t2989, 1
  %t3099 = mul i64 2, 1
  %t3100 = add i64 %t3098, %t3099
  %t3101 = add i64 %t3100, -1
  %t3102 = mul i64 %i2999, 1
  %t3103 = add i64 %t25, %t3102
  %t3104 = mul i64 %size.H, %size.W
  %t3105 = mul i64 %t3104, %size.C
  %t3106 = mul i64 %t22, %t3105
  %t3107 = mul i64 %size.W, %size.C
  %t3108 = mul i64 %t3103, %t3107
  %t3109 = add i64 %t3106, %t3108
  %t3110 = mul i64 %t3101, %size.C
  %t3111 = add i64 %t3109, %t3110
  %t3112 = add i64 %t3111, %i59
  %t3113 = getelementptr float, ptr %buf.x, i64 %t3112
  %t3114 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3113, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3115 = load <16 x float>, ptr %tacc2987
  %t3116 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3114, <16 x float> %t3097, <16 x float> %t3115)
  store <16 x float> %t3116, ptr %tacc2987
  %t3117 = mul i64 %t2990, 1
  %t3118 = mul i64 2, 1
  %t3119 = add i64 %t3117, %t3118
  %t3120 = add i64 %t3119, -1
  %t3121 = mul i64 %i2999, 1
  %t3122 = add i64 %t25, %t3121
  %t3123 = mul i64 %size.H, %size.W
  %t3124 = mul i64 %t3123, %size.C
  %t3125 = mul i64 %t22, %t3124
  %t3126 = mul i64 %size.W, %size.C
  %t3127 = mul i64 %t3122, %t3126
  %t3128 = add i64 %t3125, %t3127
  %t3129 = mul i64 %t3120, %size.C
  %t3130 = add i64 %t3128, %t3129
  %t3131 = add i64 %t3130, %i59
  %t3132 = getelementptr float, ptr %buf.x, i64 %t3131
  %t3133 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3132, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3134 = load <16 x float>, ptr %tacc2988
  %t3135 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3133, <16 x float> %t3097, <16 x float> %t3134)
  store <16 x float> %t3135, ptr %tacc2988
  %t3136 = add nsw i64 %i2999, 1
  store i64 %t3136, ptr %c2995
  br label %head2996
done2998:
  br label %taps.done2991
winnext2993:
  %t3139 = icmp eq i64 %size.S, 5
  br i1 %t3139, label %win53137, label %winnext3138
win53137:
  store i64 %t29, ptr %c3140
  br label %head3141
head3141:
  %i3144 = load i64, ptr %c3140
  %t3145 = icmp slt i64 %i3144, %t36
  br i1 %t3145, label %body3142, label %done3143
body3142:
  %t3146 = mul i64 %size.S, %size.C
  %t3147 = mul i64 %i3144, %t3146
  %t3148 = mul i64 0, %size.C
  %t3149 = add i64 %t3147, %t3148
  %t3150 = add i64 %t3149, %i59
  %t3151 = getelementptr float, ptr %buf.w, i64 %t3150
  %t3152 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3151, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3153 = mul i64 %t2989, 1
  %t3154 = mul i64 0, 1
  %t3155 = add i64 %t3153, %t3154
  %t3156 = add i64 %t3155, -1
  %t3157 = mul i64 %i3144, 1
  %t3158 = add i64 %t25, %t3157
  %t3159 = mul i64 %size.H, %size.W
  %t3160 = mul i64 %t3159, %size.C
  %t3161 = mul i64 %t22, %t3160
  %t3162 = mul i64 %size.W, %size.C
  %t3163 = mul i64 %t3158, %t3162
  %t3164 = add i64 %t3161, %t3163
  %t3165 = mul i64 %t3156, %size.C
  %t3166 = add i64 %t3164, %t3165
  %t3167 = add i64 %t3166, %i59
  %t3168 = getelementptr float, ptr %buf.x, i64 %t3167
  %t3169 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3168, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3170 = load <16 x float>, ptr %tacc2987
  %t3171 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3169, <16 x float> %t3152, <16 x float> %t3170)
  store <16 x float> %t3171, ptr %tacc2987
  %t3172 = mul i64 %t2990, 1
  %t3173 = mul i64 0, 1
  %t3174 = add i64 %t3172, %t3173
  %t3175 = add i64 %t3174, -1
  %t3176 = mul i64 %i3144, 1
  %t3177 = add i64 %t25, %t3176
  %t3178 = mul i64 %size.H, %size.W
  %t3179 = mul i64 %t3178, %size.C
  %t3180 = mul i64 %t22, %t3179
  %t3181 = mul i64 %size.W, %size.C
  %t3182 = mul i64 %t3177, %t3181
  %t3183 = add i64 %t3180, %t3182
  %t3184 = mul i64 %t3175, %size.C
  %t3185 = add i64 %t3183, %t3184
  %t3186 = add i64 %t3185, %i59
  %t3187 = getelementptr float, ptr %buf.x, i64 %t3186
  %t3188 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3187, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3189 = load <16 x float>, ptr %tacc2988
  %t3190 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3188, <16 x float> %t3152, <16 x float> %t3189)
  store <16 x float> %t3190, ptr %tacc2988
  %t3191 = mul i64 %size.S, %size.C
  %t3192 = mul i64 %i3144, %t3191
  %t3193 = mul i64 1, %size.C
  %t3194 = add i64 %t3192, %t3193
  %t3195 = add i64 %t3194, %i59
  %t3196 = getelementptr float, ptr %buf.w, i64 %t3195
  %t3197 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3196, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3198 = mul i64 %t2989, 1
  %t3199 = mul i64 1, 1
  %t3200 = add i64 %t3198, %t3199
  %t3201 = add i64 %t3200, -1
  %t3202 = mul i64 %i3144, 1
  %t3203 = add i64 %t25, %t3202
  %t3204 = mul i64 %size.H, %size.W
  %t3205 = mul i64 %t3204, %size.C
  %t3206 = mul i64 %t22, %t3205
  %t3207 = mul i64 %size.W, %size.C
  %t3208 = mul i64 %t3203, %t3207
  %t3209 = add i64 %t3206, %t3208
  %t3210 = mul i64 %t3201, %size.C
  %t3211 = add i64 %t3209, %t3210
  %t3212 = add i64 %t3211, %i59
  %t3213 = getelementptr float, ptr %buf.x, i64 %t3212
  %t3214 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3213, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3215 = load <16 x float>, ptr %tacc2987
  %t3216 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3214, <16 x float> %t3197, <16 x float> %t3215)
  store <16 x float> %t3216, ptr %tacc2987
  %t3217 = mul i64 %t2990, 1
  %t3218 = mul i64 1, 1
  %t3219 = add i64 %t3217, %t3218
  %t3220 = add i64 %t3219, -1
  %t3221 = mul i64 %i3144, 1
  %t3222 = add i64 %t25, %t3221
  %t3223 = mul i64 %size.H, %size.W
  %t3224 = mul i64 %t3223, %size.C
  %t3225 = mul i64 %t22, %t3224
  %t3226 = mul i64 %size.W, %size.C
  %t3227 = mul i64 %t3222, %t3226
  %t3228 = add i64 %t3225, %t3227
  %t3229 = mul i64 %t3220, %size.C
  %t3230 = add i64 %t3228, %t3229
  %t3231 = add i64 %t3230, %i59
  %t3232 = getelementptr float, ptr %buf.x, i64 %t3231
  %t3233 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3232, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3234 = load <16 x float>, ptr %tacc2988
  %t3235 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3233, <16 x float> %t3197, <16 x float> %t3234)
  store <16 x float> %t3235, ptr %tacc2988
  %t3236 = mul i64 %size.S, %size.C
  %t3237 = mul i64 %i3144, %t3236
  %t3238 = mul i64 2, %size.C
  %t3239 = add i64 %t3237, %t3238
  %t3240 = add i64 %t3239, %i59
  %t3241 = getelementptr float, ptr %buf.w, i64 %t3240
  %t3242 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3241, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3243 = mul i64 %t2989, 1
  %t3244 = mul i64 2, 1
  %t3245 = add i64 %t3243, %t3244
  %t3246 = add i64 %t3245, -1
  %t3247 = mul i64 %i3144, 1
  %t3248 = add i64 %t25, %t3247
  %t3249 = mul i64 %size.H, %size.W
  %t3250 = mul i64 %t3249, %size.C
  %t3251 = mul i64 %t22, %t3250
  %t3252 = mul i64 %size.W, %size.C
  %t3253 = mul i64 %t3248, %t3252
  %t3254 = add i64 %t3251, %t3253
  %t3255 = mul i64 %t3246, %size.C
  %t3256 = add i64 %t3254, %t3255
  %t3257 = add i64 %t3256, %i59
  %t3258 = getelementptr float, ptr %buf.x, i64 %t3257
  %t3259 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3258, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3260 = load <16 x float>, ptr %tacc2987
  %t3261 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3259, <16 x float> %t3242, <16 x float> %t3260)
  store <16 x float> %t3261, ptr %tacc2987
  %t3262 = mul i64 %t2990, 1
  %t3263 = mul i64 2, 1
  %t3264 = add i64 %t3262, %t3263
  %t3265 = add i64 %t3264, -1
  %t3266 = mul i64 %i3144, 1
  %t3267 = add i64 %t25, %t3266
  %t3268 = mul i64 %size.H, %size.W
  %t3269 = mul i64 %t3268, %size.C
  %t3270 = mul i64 %t22, %t3269
  %t3271 = mul i64 %size.W, %size.C
  %t3272 = mul i64 %t3267, %t3271
  %t3273 = add i64 %t3270, %t3272
  %t3274 = mul i64 %t3265, %size.C
  %t3275 = add i64 %t3273, %t3274
  %t3276 = add i64 %t3275, %i59
  %t3277 = getelementptr float, ptr %buf.x, i64 %t3276
  %t3278 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3277, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3279 = load <16 x float>, ptr %tacc2988
  %t3280 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3278, <16 x float> %t3242, <16 x float> %t3279)
  store <16 x float> %t3280, ptr %tacc2988
  %t3281 = mul i64 %size.S, %size.C
  %t3282 = mul i64 %i3144, %t3281
  %t3283 = mul i64 3, %size.C
  %t3284 = add i64 %t3282, %t3283
  %t3285 = add i64 %t3284, %i59
  %t3286 = getelementptr float, ptr %buf.w, i64 %t3285
  %t3287 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3286, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3288 = mul i64 %t2989, 1
  %t3289 = mul i64 3, 1
  %t3290 = add i64 %t3288, %t3289
  %t3291 = add i64 %t3290, -1
  %t3292 = mul i64 %i3144, 1
  %t3293 = add i64 %t25, %t3292
  %t3294 = mul i64 %size.H, %size.W
  %t3295 = mul i64 %t3294, %size.C
  %t3296 = mul i64 %t22, %t3295
  %t3297 = mul i64 %size.W, %size.C
  %t3298 = mul i64 %t3293, %t3297
  %t3299 = add i64 %t3296, %t3298
  %t3300 = mul i64 %t3291, %size.C
  %t3301 = add i64 %t3299, %t3300
  %t3302 = add i64 %t3301, %i59
  %t3303 = getelementptr float, ptr %buf.x, i64 %t3302
  %t3304 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3303, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3305 = load <16 x float>, ptr %tacc2987
  %t3306 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3304, <16 x float> %t3287, <16 x float> %t3305)
  store <16 x float> %t3306, ptr %tacc2987
  %t3307 = mul i64 %t2990, 1
  %t3308 = mul i64 3, 1
  %t3309 = add i64 %t3307, %t3308
  %t3310 = add i64 %t3309, -1
  %t3311 = mul i64 %i3144, 1
  %t3312 = add i64 %t25, %t3311
  %t3313 = mul i64 %size.H, %size.W
  %t3314 = mul i64 %t3313, %size.C
  %t3315 = mul i64 %t22, %t3314
  %t3316 = mul i64 %size.W, %size.C
  %t3317 = mul i64 %t3312, %t3316
  %t3318 = add i64 %t3315, %t3317
  %t3319 = mul i64 %t3310, %size.C
  %t3320 = add i64 %t3318, %t3319
  %t3321 = add i64 %t3320, %i59
  %t3322 = getelementptr float, ptr %buf.x, i64 %t3321
  %t3323 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3322, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3324 = load <16 x float>, ptr %tacc2988
  %t3325 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3323, <16 x float> %t3287, <16 x float> %t3324)
  store <16 x float> %t3325, ptr %tacc2988
  %t3326 = mul i64 %size.S, %size.C
  %t3327 = mul i64 %i3144, %t3326
  %t3328 = mul i64 4, %size.C
  %t3329 = add i64 %t3327, %t3328
  %t3330 = add i64 %t3329, %i59
  %t3331 = getelementptr float, ptr %buf.w, i64 %t3330
  %t3332 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3331, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3333 = mul i64 %t2989, 1
  %t3334 = mul i64 4, 1
  %t3335 = add i64 %t3333, %t3334
  %t3336 = add i64 %t3335, -1
  %t3337 = mul i64 %i3144, 1
  %t3338 = add i64 %t25, %t3337
  %t3339 = mul i64 %size.H, %size.W
  %t3340 = mul i64 %t3339, %size.C
  %t3341 = mul i64 %t22, %t3340
  %t3342 = mul i64 %size.W, %size.C
  %t3343 = mul i64 %t3338, %t3342
  %t3344 = add i64 %t3341, %t3343
  %t3345 = mul i64 %t3336, %size.C
  %t3346 = add i64 %t3344, %t3345
  %t3347 = add i64 %t3346, %i59
  %t3348 = getelementptr float, ptr %buf.x, i64 %t3347
  %t3349 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3348, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3350 = load <16 x float>, ptr %tacc2987
  %t3351 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3349, <16 x float> %t3332, <16 x float> %t3350)
  store <16 x float> %t3351, ptr %tacc2987
  %t3352 = mul i64 %t2990, 1
  %t3353 = mul i64 4, 1
  %t3354 = add i64 %t3352, %t3353
  %t3355 = add i64 %t3354, -1
  %t3356 = mul i64 %i3144, 1
  %t3357 = add i64 %t25, %t3356
  %t3358 = mul i64 %size.H, %size.W
  %t3359 = mul i64 %t3358, %size.C
  %t3360 = mul i64 %t22, %t3359
  %t3361 = mul i64 %size.W, %size.C
  %t3362 = mul i64 %t3357, %t3361
  %t3363 = add i64 %t3360, %t3362
  %t3364 = mul i64 %t3355, %size.C
  %t3365 = add i64 %t3363, %t3364
  %t3366 = add i64 %t3365, %i59
  %t3367 = getelementptr float, ptr %buf.x, i64 %t3366
  %t3368 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3367, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3369 = load <16 x float>, ptr %tacc2988
  %t3370 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3368, <16 x float> %t3332, <16 x float> %t3369)
  store <16 x float> %t3370, ptr %tacc2988
  %t3371 = add nsw i64 %i3144, 1
  store i64 %t3371, ptr %c3140
  br label %head3141
done3143:
  br label %taps.done2991
winnext3138:
  store i64 %t29, ptr %c3372
  br label %head3373
head3373:
  %i3376 = load i64, ptr %c3372
  %t3377 = icmp slt i64 %i3376, %t36
  br i1 %t3377, label %body3374, label %done3375
body3374:
  store i64 0, ptr %c3378
  br label %head3379
head3379:
  %i3382 = load i64, ptr %c3378
  %t3383 = icmp slt i64 %i3382, %size.S
  br i1 %t3383, label %body3380, label %done3381
body3380:
  %t3384 = mul i64 %size.S, %size.C
  %t3385 = mul i64 %i3376, %t3384
  %t3386 = mul i64 %i3382, %size.C
  %t3387 = add i64 %t3385, %t3386
  %t3388 = add i64 %t3387, %i59
  %t3389 = getelementptr float, ptr %buf.w, i64 %t3388
  %t3390 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3389, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3391 = mul i64 %t2989, 1
  %t3392 = mul i64 %i3382, 1
  %t3393 = add i64 %t3391, %t3392
  %t3394 = add i64 %t3393, -1
  %t3395 = mul i64 %i3376, 1
  %t3396 = add i64 %t25, %t3395
  %t3397 = mul i64 %size.H, %size.W
  %t3398 = mul i64 %t3397, %size.C
  %t3399 = mul i64 %t22, %t3398
  %t3400 = mul i64 %size.W, %size.C
  %t3401 = mul i64 %t3396, %t3400
  %t3402 = add i64 %t3399, %t3401
  %t3403 = mul i64 %t3394, %size.C
  %t3404 = add i64 %t3402, %t3403
  %t3405 = add i64 %t3404, %i59
  %t3406 = getelementptr float, ptr %buf.x, i64 %t3405
  %t3407 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3406, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3408 = load <16 x float>, ptr %tacc2987
  %t3409 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3407, <16 x float> %t3390, <16 x float> %t3408)
  store <16 x float> %t3409, ptr %tacc2987
  %t3410 = mul i64 %t2990, 1
  %t3411 = mul i64 %i3382, 1
  %t3412 = add i64 %t3410, %t3411
  %t3413 = add i64 %t3412, -1
  %t3414 = mul i64 %i3376, 1
  %t3415 = add i64 %t25, %t3414
  %t3416 = mul i64 %size.H, %size.W
  %t3417 = mul i64 %t3416, %size.C
  %t3418 = mul i64 %t22, %t3417
  %t3419 = mul i64 %size.W, %size.C
  %t3420 = mul i64 %t3415, %t3419
  %t3421 = add i64 %t3418, %t3420
  %t3422 = mul i64 %t3413, %size.C
  %t3423 = add i64 %t3421, %t3422
  %t3424 = add i64 %t3423, %i59
  %t3425 = getelementptr float, ptr %buf.x, i64 %t3424
  %t3426 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3425, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3427 = load <16 x float>, ptr %tacc2988
  %t3428 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3426, <16 x float> %t3390, <16 x float> %t3427)
  store <16 x float> %t3428, ptr %tacc2988
  %t3429 = add nsw i64 %i3382, 1
  store i64 %t3429, ptr %c3378
  br label %head3379
done3381:
  %t3430 = add nsw i64 %i3376, 1
  store i64 %t3430, ptr %c3372
  br label %head3373
done3375:
  br label %taps.done2991
taps.done2991:
  %t3431 = load <16 x float>, ptr %tacc2987
  %p3432 = getelementptr float, ptr %buf.b, i64 %i59
  %ld3433 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p3432, <16 x i1> %t61, <16 x float> zeroinitializer)
  %v3434 = fadd contract <16 x float> %ld3433, %t3431
  %v3435 = add i64 %size.H, 1
  %v3436 = add i64 %v3435, 1
  %v3437 = sub i64 %size.R, 1
  %v3438 = sub i64 %v3436, %v3437
  %v3439 = sub i64 %v3438, 1
  %v3440 = add i64 %v3439, 1
  %v3441 = mul i64 %t22, %v3440
  %v3442 = add i64 %v3441, %t23
  %v3443 = add i64 %size.W, 1
  %v3444 = add i64 %v3443, 1
  %v3445 = sub i64 %size.S, 1
  %v3446 = sub i64 %v3444, %v3445
  %v3447 = sub i64 %v3446, 1
  %v3448 = add i64 %v3447, 1
  %v3449 = mul i64 %v3442, %v3448
  %v3450 = add i64 %v3449, %t2989
  %v3451 = mul i64 %v3450, %size.C
  %v3452 = add i64 %v3451, %i59
  %p3453 = getelementptr float, ptr %buf.y, i64 %v3452
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v3434, ptr align 4 %p3453, <16 x i1> %t61)
  %t3454 = load <16 x float>, ptr %tacc2988
  %p3455 = getelementptr float, ptr %buf.b, i64 %i59
  %ld3456 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p3455, <16 x i1> %t61, <16 x float> zeroinitializer)
  %v3457 = fadd contract <16 x float> %ld3456, %t3454
  %v3458 = add i64 %size.H, 1
  %v3459 = add i64 %v3458, 1
  %v3460 = sub i64 %size.R, 1
  %v3461 = sub i64 %v3459, %v3460
  %v3462 = sub i64 %v3461, 1
  %v3463 = add i64 %v3462, 1
  %v3464 = mul i64 %t22, %v3463
  %v3465 = add i64 %v3464, %t23
  %v3466 = add i64 %size.W, 1
  %v3467 = add i64 %v3466, 1
  %v3468 = sub i64 %size.S, 1
  %v3469 = sub i64 %v3467, %v3468
  %v3470 = sub i64 %v3469, 1
  %v3471 = add i64 %v3470, 1
  %v3472 = mul i64 %v3465, %v3471
  %v3473 = add i64 %v3472, %t2990
  %v3474 = mul i64 %v3473, %size.C
  %v3475 = add i64 %v3474, %i59
  %p3476 = getelementptr float, ptr %buf.y, i64 %v3475
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v3457, ptr align 4 %p3476, <16 x i1> %t61)
  %t3477 = add nsw i64 %i2985, 2
  store i64 %t3477, ptr %c2981
  br label %head2982
done2984:
  %t3478 = sub i64 %t54, %t2980
  %t3479 = sdiv i64 %t3478, 1
  %t3480 = mul i64 %t3479, 1
  %t3481 = add i64 %t2980, %t3480
  store i64 %t2980, ptr %c3482
  br label %head3483
head3483:
  %i3486 = load i64, ptr %c3482
  %t3487 = icmp slt i64 %i3486, %t3481
  br i1 %t3487, label %body3484, label %done3485
body3484:
  store <16 x float> zeroinitializer, ptr %tacc3488
  %t3489 = add i64 %i3486, 0
  %t3493 = icmp eq i64 %size.S, 3
  br i1 %t3493, label %win33491, label %winnext3492
win33491:
  store i64 %t29, ptr %c3494
  br label %head3495
head3495:
  %i3498 = load i64, ptr %c3494
  %t3499 = icmp slt i64 %i3498, %t36
  br i1 %t3499, label %body3496, label %done3497
body3496:
  %t3500 = mul i64 %size.S, %size.C
  %t3501 = mul i64 %i3498, %t3500
  %t3502 = mul i64 0, %size.C
  %t3503 = add i64 %t3501, %t3502
  %t3504 = add i64 %t3503, %i59
  %t3505 = getelementptr float, ptr %buf.w, i64 %t3504
  %t3506 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3505, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3507 = mul i64 %t3489, 1
  %t3508 = mul i64 0, 1
  %t3509 = add i64 %t3507, %t3508
  %t3510 = add i64 %t3509, -1
  %t3511 = mul i64 %i3498, 1
  %t3512 = add i64 %t25, %t3511
  %t3513 = mul i64 %size.H, %size.W
  %t3514 = mul i64 %t3513, %size.C
  %t3515 = mul i64 %t22, %t3514
  %t3516 = mul i64 %size.W, %size.C
  %t3517 = mul i64 %t3512, %t3516
  %t3518 = add i64 %t3515, %t3517
  %t3519 = mul i64 %t3510, %size.C
  %t3520 = add i64 %t3518, %t3519
  %t3521 = add i64 %t3520, %i59
  %t3522 = getelementptr float, ptr %buf.x, i64 %t3521
  %t3523 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3522, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3524 = load <16 x float>, ptr %tacc3488
  %t3525 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3523, <16 x float> %t3506, <16 x float> %t3524)
  store <16 x float> %t3525, ptr %tacc3488
  %t3526 = mul i64 %size.S, %size.C
  %t3527 = mul i64 %i3498, %t3526
  %t3528 = mul i64 1, %size.C
  %t3529 = add i64 %t3527, %t3528
  %t3530 = add i64 %t3529, %i59
  %t3531 = getelementptr float, ptr %buf.w, i64 %t3530
  %t3532 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3531, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3533 = mul i64 %t3489, 1
  %t3534 = mul i64 1, 1
  %t3535 = add i64 %t3533, %t3534
  %t3536 = add i64 %t3535, -1
  %t3537 = mul i64 %i3498, 1
  %t3538 = add i64 %t25, %t3537
  %t3539 = mul i64 %size.H, %size.W
  %t3540 = mul i64 %t3539, %size.C
  %t3541 = mul i64 %t22, %t3540
  %t3542 = mul i64 %size.W, %size.C
  %t3543 = mul i64 %t3538, %t3542
  %t3544 = add i64 %t3541, %t3543
  %t3545 = mul i64 %t3536, %size.C
  %t3546 = add i64 %t3544, %t3545
  %t3547 = add i64 %t3546, %i59
  %t3548 = getelementptr float, ptr %buf.x, i64 %t3547
  %t3549 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3548, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3550 = load <16 x float>, ptr %tacc3488
  %t3551 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3549, <16 x float> %t3532, <16 x float> %t3550)
  store <16 x float> %t3551, ptr %tacc3488
  %t3552 = mul i64 %size.S, %size.C
  %t3553 = mul i64 %i3498, %t3552
  %t3554 = mul i64 2, %size.C
  %t3555 = add i64 %t3553, %t3554
  %t3556 = add i64 %t3555, %i59
  %t3557 = getelementptr float, ptr %buf.w, i64 %t3556
  %t3558 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3557, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3559 = mul i64 %t3489, 1
  %t3560 = mul i64 2, 1
  %t3561 = add i64 %t3559, %t3560
  %t3562 = add i64 %t3561, -1
  %t3563 = mul i64 %i3498, 1
  %t3564 = add i64 %t25, %t3563
  %t3565 = mul i64 %size.H, %size.W
  %t3566 = mul i64 %t3565, %size.C
  %t3567 = mul i64 %t22, %t3566
  %t3568 = mul i64 %size.W, %size.C
  %t3569 = mul i64 %t3564, %t3568
  %t3570 = add i64 %t3567, %t3569
  %t3571 = mul i64 %t3562, %size.C
  %t3572 = add i64 %t3570, %t3571
  %t3573 = add i64 %t3572, %i59
  %t3574 = getelementptr float, ptr %buf.x, i64 %t3573
  %t3575 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3574, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3576 = load <16 x float>, ptr %tacc3488
  %t3577 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3575, <16 x float> %t3558, <16 x float> %t3576)
  store <16 x float> %t3577, ptr %tacc3488
  %t3578 = add nsw i64 %i3498, 1
  store i64 %t3578, ptr %c3494
  br label %head3495
done3497:
  br label %taps.done3490
winnext3492:
  %t3581 = icmp eq i64 %size.S, 5
  br i1 %t3581, label %win53579, label %winnext3580
win53579:
  store i64 %t29, ptr %c3582
  br label %head3583
head3583:
  %i3586 = load i64, ptr %c3582
  %t3587 = icmp slt i64 %i3586, %t36
  br i1 %t3587, label %body3584, label %done3585
body3584:
  %t3588 = mul i64 %size.S, %size.C
  %t3589 = mul i64 %i3586, %t3588
  %t3590 = mul i64 0, %size.C
  %t3591 = add i64 %t3589, %t3590
  %t3592 = add i64 %t3591, %i59
  %t3593 = getelementptr float, ptr %buf.w, i64 %t3592
  %t3594 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3593, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3595 = mul i64 %t3489, 1
  %t3596 = mul i64 0, 1
  %t3597 = add i64 %t3595, %t3596
  %t3598 = add i64 %t3597, -1
  %t3599 = mul i64 %i3586, 1
  %t3600 = add i64 %t25, %t3599
  %t3601 = mul i64 %size.H, %size.W
  %t3602 = mul i64 %t3601, %size.C
  %t3603 = mul i64 %t22, %t3602
  %t3604 = mul i64 %size.W, %size.C
  %t3605 = mul i64 %t3600, %t3604
  %t3606 = add i64 %t3603, %t3605
  %t3607 = mul i64 %t3598, %size.C
  %t3608 = add i64 %t3606, %t3607
  %t3609 = add i64 %t3608, %i59
  %t3610 = getelementptr float, ptr %buf.x, i64 %t3609
  %t3611 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3610, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3612 = load <16 x float>, ptr %tacc3488
  %t3613 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3611, <16 x float> %t3594, <16 x float> %t3612)
  store <16 x float> %t3613, ptr %tacc3488
  %t3614 = mul i64 %size.S, %size.C
  %t3615 = mul i64 %i3586, %t3614
  %t3616 = mul i64 1, %size.C
  %t3617 = add i64 %t3615, %t3616
  %t3618 = add i64 %t3617, %i59
  %t3619 = getelementptr float, ptr %buf.w, i64 %t3618
  %t3620 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3619, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3621 = mul i64 %t3489, 1
  %t3622 = mul i64 1, 1
  %t3623 = add i64 %t3621, %t3622
  %t3624 = add i64 %t3623, -1
  %t3625 = mul i64 %i3586, 1
  %t3626 = add i64 %t25, %t3625
  %t3627 = mul i64 %size.H, %size.W
  %t3628 = mul i64 %t3627, %size.C
  %t3629 = mul i64 %t22, %t3628
  %t3630 = mul i64 %size.W, %size.C
  %t3631 = mul i64 %t3626, %t3630
  %t3632 = add i64 %t3629, %t3631
  %t3633 = mul i64 %t3624, %size.C
  %t3634 = add i64 %t3632, %t3633
  %t3635 = add i64 %t3634, %i59
  %t3636 = getelementptr float, ptr %buf.x, i64 %t3635
  %t3637 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3636, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3638 = load <16 x float>, ptr %tacc3488
  %t3639 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3637, <16 x float> %t3620, <16 x float> %t3638)
  store <16 x float> %t3639, ptr %tacc3488
  %t3640 = mul i64 %size.S, %size.C
  %t3641 = mul i64 %i3586, %t3640
  %t3642 = mul i64 2, %size.C
  %t3643 = add i64 %t3641, %t3642
  %t3644 = add i64 %t3643, %i59
  %t3645 = getelementptr float, ptr %buf.w, i64 %t3644
  %t3646 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3645, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3647 = mul i64 %t3489, 1
  %t3648 = mul i64 2, 1
  %t3649 = add i64 %t3647, %t3648
  %t3650 = add i64 %t3649, -1
  %t3651 = mul i64 %i3586, 1
  %t3652 = add i64 %t25, %t3651
  %t3653 = mul i64 %size.H, %size.W
  %t3654 = mul i64 %t3653, %size.C
  %t3655 = mul i64 %t22, %t3654
  %t3656 = mul i64 %size.W, %size.C
  %t3657 = mul i64 %t3652, %t3656
  %t3658 = add i64 %t3655, %t3657
  %t3659 = mul i64 %t3650, %size.C
  %t3660 = add i64 %t3658, %t3659
  %t3661 = add i64 %t3660, %i59
  %t3662 = getelementptr float, ptr %buf.x, i64 %t3661
  %t3663 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3662, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3664 = load <16 x float>, ptr %tacc3488
  %t3665 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3663, <16 x float> %t3646, <16 x float> %t3664)
  store <16 x float> %t3665, ptr %tacc3488
  %t3666 = mul i64 %size.S, %size.C
  %t3667 = mul i64 %i3586, %t3666
  %t3668 = mul i64 3, %size.C
  %t3669 = add i64 %t3667, %t3668
  %t3670 = add i64 %t3669, %i59
  %t3671 = getelementptr float, ptr %buf.w, i64 %t3670
  %t3672 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3671, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3673 = mul i64 %t3489, 1
  %t3674 = mul i64 3, 1
  %t3675 = add i64 %t3673, %t3674
  %t3676 = add i64 %t3675, -1
  %t3677 = mul i64 %i3586, 1
  %t3678 = add i64 %t25, %t3677
  %t3679 = mul i64 %size.H, %size.W
  %t3680 = mul i64 %t3679, %size.C
  %t3681 = mul i64 %t22, %t3680
  %t3682 = mul i64 %size.W, %size.C
  %t3683 = mul i64 %t3678, %t3682
  %t3684 = add i64 %t3681, %t3683
  %t3685 = mul i64 %t3676, %size.C
  %t3686 = add i64 %t3684, %t3685
  %t3687 = add i64 %t3686, %i59
  %t3688 = getelementptr float, ptr %buf.x, i64 %t3687
  %t3689 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3688, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3690 = load <16 x float>, ptr %tacc3488
  %t3691 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3689, <16 x float> %t3672, <16 x float> %t3690)
  store <16 x float> %t3691, ptr %tacc3488
  %t3692 = mul i64 %size.S, %size.C
  %t3693 = mul i64 %i3586, %t3692
  %t3694 = mul i64 4, %size.C
  %t3695 = add i64 %t3693, %t3694
  %t3696 = add i64 %t3695, %i59
  %t3697 = getelementptr float, ptr %buf.w, i64 %t3696
  %t3698 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3697, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3699 = mul i64 %t3489, 1
  %t3700 = mul i64 4, 1
  %t3701 = add i64 %t3699, %t3700
  %t3702 = add i64 %t3701, -1
  %t3703 = mul i64 %i3586, 1
  %t3704 = add i64 %t25, %t3703
  %t3705 = mul i64 %size.H, %size.W
  %t3706 = mul i64 %t3705, %size.C
  %t3707 = mul i64 %t22, %t3706
  %t3708 = mul i64 %size.W, %size.C
  %t3709 = mul i64 %t3704, %t3708
  %t3710 = add i64 %t3707, %t3709
  %t3711 = mul i64 %t3702, %size.C
  %t3712 = add i64 %t3710, %t3711
  %t3713 = add i64 %t3712, %i59
  %t3714 = getelementptr float, ptr %buf.x, i64 %t3713
  %t3715 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3714, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3716 = load <16 x float>, ptr %tacc3488
  %t3717 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3715, <16 x float> %t3698, <16 x float> %t3716)
  store <16 x float> %t3717, ptr %tacc3488
  %t3718 = add nsw i64 %i3586, 1
  store i64 %t3718, ptr %c3582
  br label %head3583
done3585:
  br label %taps.done3490
winnext3580:
  store i64 %t29, ptr %c3719
  br label %head3720
head3720:
  %i3723 = load i64, ptr %c3719
  %t3724 = icmp slt i64 %i3723, %t36
  br i1 %t3724, label %body3721, label %done3722
body3721:
  store i64 0, ptr %c3725
  br label %head3726
head3726:
  %i3729 = load i64, ptr %c3725
  %t3730 = icmp slt i64 %i3729, %size.S
  br i1 %t3730, label %body3727, label %done3728
body3727:
  %t3731 = mul i64 %size.S, %size.C
  %t3732 = mul i64 %i3723, %t3731
  %t3733 = mul i64 %i3729, %size.C
  %t3734 = add i64 %t3732, %t3733
  %t3735 = add i64 %t3734, %i59
  %t3736 = getelementptr float, ptr %buf.w, i64 %t3735
  %t3737 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3736, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3738 = mul i64 %t3489, 1
  %t3739 = mul i64 %i3729, 1
  %t3740 = add i64 %t3738, %t3739
  %t3741 = add i64 %t3740, -1
  %t3742 = mul i64 %i3723, 1
  %t3743 = add i64 %t25, %t3742
  %t3744 = mul i64 %size.H, %size.W
  %t3745 = mul i64 %t3744, %size.C
  %t3746 = mul i64 %t22, %t3745
  %t3747 = mul i64 %size.W, %size.C
  %t3748 = mul i64 %t3743, %t3747
  %t3749 = add i64 %t3746, %t3748
  %t3750 = mul i64 %t3741, %size.C
  %t3751 = add i64 %t3749, %t3750
  %t3752 = add i64 %t3751, %i59
  %t3753 = getelementptr float, ptr %buf.x, i64 %t3752
  %t3754 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3753, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3755 = load <16 x float>, ptr %tacc3488
  %t3756 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3754, <16 x float> %t3737, <16 x float> %t3755)
  store <16 x float> %t3756, ptr %tacc3488
  %t3757 = add nsw i64 %i3729, 1
  store i64 %t3757, ptr %c3725
  br label %head3726
done3728:
  %t3758 = add nsw i64 %i3723, 1
  store i64 %t3758, ptr %c3719
  br label %head3720
done3722:
  br label %taps.done3490
taps.done3490:
  %t3759 = load <16 x float>, ptr %tacc3488
  %p3760 = getelementptr float, ptr %buf.b, i64 %i59
  %ld3761 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p3760, <16 x i1> %t61, <16 x float> zeroinitializer)
  %v3762 = fadd contract <16 x float> %ld3761, %t3759
  %v3763 = add i64 %size.H, 1
  %v3764 = add i64 %v3763, 1
  %v3765 = sub i64 %size.R, 1
  %v3766 = sub i64 %v3764, %v3765
  %v3767 = sub i64 %v3766, 1
  %v3768 = add i64 %v3767, 1
  %v3769 = mul i64 %t22, %v3768
  %v3770 = add i64 %v3769, %t23
  %v3771 = add i64 %size.W, 1
  %v3772 = add i64 %v3771, 1
  %v3773 = sub i64 %size.S, 1
  %v3774 = sub i64 %v3772, %v3773
  %v3775 = sub i64 %v3774, 1
  %v3776 = add i64 %v3775, 1
  %v3777 = mul i64 %v3770, %v3776
  %v3778 = add i64 %v3777, %t3489
  %v3779 = mul i64 %v3778, %size.C
  %v3780 = add i64 %v3779, %i59
  %p3781 = getelementptr float, ptr %buf.y, i64 %v3780
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v3762, ptr align 4 %p3781, <16 x i1> %t61)
  %t3782 = add nsw i64 %i3486, 1
  store i64 %t3782, ptr %c3482
  br label %head3483
done3485:
  store i64 %t54, ptr %c3783
  br label %head3784
head3784:
  %i3787 = load i64, ptr %c3783
  %t3788 = icmp slt i64 %i3787, %t12
  br i1 %t3788, label %body3785, label %done3786
body3785:
  store <16 x float> zeroinitializer, ptr %bacc3789
  %t3793 = icmp eq i64 %size.S, 3
  br i1 %t3793, label %win33791, label %winnext3792
win33791:
  store i64 %t29, ptr %c3794
  br label %head3795
head3795:
  %i3798 = load i64, ptr %c3794
  %t3799 = icmp slt i64 %i3798, %t36
  br i1 %t3799, label %body3796, label %done3797
body3796:
  %t3800 = mul i64 %i3787, 1
  %t3801 = mul i64 0, 1
  %t3802 = add i64 %t3800, %t3801
  %t3803 = add i64 %t3802, -1
  %t3804 = icmp sge i64 %t3803, 0
  %t3805 = icmp slt i64 %t3803, %size.W
  %t3806 = and i1 %t3804, %t3805
  %t3807 = select i1 %t3806, i64 %t3803, i64 0
  %t3808 = mul i64 %i3798, 1
  %t3809 = add i64 %t25, %t3808
  %t3810 = mul i64 %size.H, %size.W
  %t3811 = mul i64 %t3810, %size.C
  %t3812 = mul i64 %t22, %t3811
  %t3813 = mul i64 %size.W, %size.C
  %t3814 = mul i64 %t3809, %t3813
  %t3815 = add i64 %t3812, %t3814
  %t3816 = mul i64 %t3807, %size.C
  %t3817 = add i64 %t3815, %t3816
  %t3818 = add i64 %t3817, %i59
  %t3819 = getelementptr float, ptr %buf.x, i64 %t3818
  %t3820 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3819, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3821 = load <16 x float>, ptr %bacc3789
  %t3822 = mul i64 %size.S, %size.C
  %t3823 = mul i64 %i3798, %t3822
  %t3824 = mul i64 0, %size.C
  %t3825 = add i64 %t3823, %t3824
  %t3826 = add i64 %t3825, %i59
  %t3827 = getelementptr float, ptr %buf.w, i64 %t3826
  %t3828 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3827, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3829 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3820, <16 x float> %t3828, <16 x float> %t3821)
  %t3830 = select i1 %t3806, <16 x float> %t3829, <16 x float> %t3821
  store <16 x float> %t3830, ptr %bacc3789
  %t3831 = mul i64 %i3787, 1
  %t3832 = mul i64 1, 1
  %t3833 = add i64 %t3831, %t3832
  %t3834 = add i64 %t3833, -1
  %t3835 = icmp sge i64 %t3834, 0
  %t3836 = icmp slt i64 %t3834, %size.W
  %t3837 = and i1 %t3835, %t3836
  %t3838 = select i1 %t3837, i64 %t3834, i64 0
  %t3839 = mul i64 %i3798, 1
  %t3840 = add i64 %t25, %t3839
  %t3841 = mul i64 %size.H, %size.W
  %t3842 = mul i64 %t3841, %size.C
  %t3843 = mul i64 %t22, %t3842
  %t3844 = mul i64 %size.W, %size.C
  %t3845 = mul i64 %t3840, %t3844
  %t3846 = add i64 %t3843, %t3845
  %t3847 = mul i64 %t3838, %size.C
  %t3848 = add i64 %t3846, %t3847
  %t3849 = add i64 %t3848, %i59
  %t3850 = getelementptr float, ptr %buf.x, i64 %t3849
  %t3851 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3850, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3852 = load <16 x float>, ptr %bacc3789
  %t3853 = mul i64 %size.S, %size.C
  %t3854 = mul i64 %i3798, %t3853
  %t3855 = mul i64 1, %size.C
  %t3856 = add i64 %t3854, %t3855
  %t3857 = add i64 %t3856, %i59
  %t3858 = getelementptr float, ptr %buf.w, i64 %t3857
  %t3859 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3858, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3860 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3851, <16 x float> %t3859, <16 x float> %t3852)
  %t3861 = select i1 %t3837, <16 x float> %t3860, <16 x float> %t3852
  store <16 x float> %t3861, ptr %bacc3789
  %t3862 = mul i64 %i3787, 1
  %t3863 = mul i64 2, 1
  %t3864 = add i64 %t3862, %t3863
  %t3865 = add i64 %t3864, -1
  %t3866 = icmp sge i64 %t3865, 0
  %t3867 = icmp slt i64 %t3865, %size.W
  %t3868 = and i1 %t3866, %t3867
  %t3869 = select i1 %t3868, i64 %t3865, i64 0
  %t3870 = mul i64 %i3798, 1
  %t3871 = add i64 %t25, %t3870
  %t3872 = mul i64 %size.H, %size.W
  %t3873 = mul i64 %t3872, %size.C
  %t3874 = mul i64 %t22, %t3873
  %t3875 = mul i64 %size.W, %size.C
  %t3876 = mul i64 %t3871, %t3875
  %t3877 = add i64 %t3874, %t3876
  %t3878 = mul i64 %t3869, %size.C
  %t3879 = add i64 %t3877, %t3878
  %t3880 = add i64 %t3879, %i59
  %t3881 = getelementptr float, ptr %buf.x, i64 %t3880
  %t3882 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3881, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3883 = load <16 x float>, ptr %bacc3789
  %t3884 = mul i64 %size.S, %size.C
  %t3885 = mul i64 %i3798, %t3884
  %t3886 = mul i64 2, %size.C
  %t3887 = add i64 %t3885, %t3886
  %t3888 = add i64 %t3887, %i59
  %t3889 = getelementptr float, ptr %buf.w, i64 %t3888
  %t3890 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3889, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3891 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3882, <16 x float> %t3890, <16 x float> %t3883)
  %t3892 = select i1 %t3868, <16 x float> %t3891, <16 x float> %t3883
  store <16 x float> %t3892, ptr %bacc3789
  %t3893 = add nsw i64 %i3798, 1
  store i64 %t3893, ptr %c3794
  br label %head3795
done3797:
  br label %taps.done3790
winnext3792:
  %t3896 = icmp eq i64 %size.S, 5
  br i1 %t3896, label %win53894, label %winnext3895
win53894:
  store i64 %t29, ptr %c3897
  br label %head3898
head3898:
  %i3901 = load i64, ptr %c3897
  %t3902 = icmp slt i64 %i3901, %t36
  br i1 %t3902, label %body3899, label %done3900
body3899:
  %t3903 = mul i64 %i3787, 1
  %t3904 = mul i64 0, 1
  %t3905 = add i64 %t3903, %t3904
  %t3906 = add i64 %t3905, -1
  %t3907 = icmp sge i64 %t3906, 0
  %t3908 = icmp slt i64 %t3906, %size.W
  %t3909 = and i1 %t3907, %t3908
  %t3910 = select i1 %t3909, i64 %t3906, i64 0
  %t3911 = mul i64 %i3901, 1
  %t3912 = add i64 %t25, %t3911
  %t3913 = mul i64 %size.H, %size.W
  %t3914 = mul i64 %t3913, %size.C
  %t3915 = mul i64 %t22, %t3914
  %t3916 = mul i64 %size.W, %size.C
  %t3917 = mul i64 %t3912, %t3916
  %t3918 = add i64 %t3915, %t3917
  %t3919 = mul i64 %t3910, %size.C
  %t3920 = add i64 %t3918, %t3919
  %t3921 = add i64 %t3920, %i59
  %t3922 = getelementptr float, ptr %buf.x, i64 %t3921
  %t3923 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3922, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3924 = load <16 x float>, ptr %bacc3789
  %t3925 = mul i64 %size.S, %size.C
  %t3926 = mul i64 %i3901, %t3925
  %t3927 = mul i64 0, %size.C
  %t3928 = add i64 %t3926, %t3927
  %t3929 = add i64 %t3928, %i59
  %t3930 = getelementptr float, ptr %buf.w, i64 %t3929
  %t3931 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3930, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3932 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3923, <16 x float> %t3931, <16 x float> %t3924)
  %t3933 = select i1 %t3909, <16 x float> %t3932, <16 x float> %t3924
  store <16 x float> %t3933, ptr %bacc3789
  %t3934 = mul i64 %i3787, 1
  %t3935 = mul i64 1, 1
  %t3936 = add i64 %t3934, %t3935
  %t3937 = add i64 %t3936, -1
  %t3938 = icmp sge i64 %t3937, 0
  %t3939 = icmp slt i64 %t3937, %size.W
  %t3940 = and i1 %t3938, %t3939
  %t3941 = select i1 %t3940, i64 %t3937, i64 0
  %t3942 = mul i64 %i3901, 1
  %t3943 = add i64 %t25, %t3942
  %t3944 = mul i64 %size.H, %size.W
  %t3945 = mul i64 %t3944, %size.C
  %t3946 = mul i64 %t22, %t3945
  %t3947 = mul i64 %size.W, %size.C
  %t3948 = mul i64 %t3943, %t3947
  %t3949 = add i64 %t3946, %t3948
  %t3950 = mul i64 %t3941, %size.C
  %t3951 = add i64 %t3949, %t3950
  %t3952 = add i64 %t3951, %i59
  %t3953 = getelementptr float, ptr %buf.x, i64 %t3952
  %t3954 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3953, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3955 = load <16 x float>, ptr %bacc3789
  %t3956 = mul i64 %size.S, %size.C
  %t3957 = mul i64 %i3901, %t3956
  %t3958 = mul i64 1, %size.C
  %t3959 = add i64 %t3957, %t3958
  %t3960 = add i64 %t3959, %i59
  %t3961 = getelementptr float, ptr %buf.w, i64 %t3960
  %t3962 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3961, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3963 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3954, <16 x float> %t3962, <16 x float> %t3955)
  %t3964 = select i1 %t3940, <16 x float> %t3963, <16 x float> %t3955
  store <16 x float> %t3964, ptr %bacc3789
  %t3965 = mul i64 %i3787, 1
  %t3966 = mul i64 2, 1
  %t3967 = add i64 %t3965, %t3966
  %t3968 = add i64 %t3967, -1
  %t3969 = icmp sge i64 %t3968, 0
  %t3970 = icmp slt i64 %t3968, %size.W
  %t3971 = and i1 %t3969, %t3970
  %t3972 = select i1 %t3971, i64 %t3968, i64 0
  %t3973 = mul i64 %i3901, 1
  %t3974 = add i64 %t25, %t3973
  %t3975 = mul i64 %size.H, %size.W
  %t3976 = mul i64 %t3975, %size.C
  %t3977 = mul i64 %t22, %t3976
  %t3978 = mul i64 %size.W, %size.C
  %t3979 = mul i64 %t3974, %t3978
  %t3980 = add i64 %t3977, %t3979
  %t3981 = mul i64 %t3972, %size.C
  %t3982 = add i64 %t3980, %t3981
  %t3983 = add i64 %t3982, %i59
  %t3984 = getelementptr float, ptr %buf.x, i64 %t3983
  %t3985 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3984, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3986 = load <16 x float>, ptr %bacc3789
  %t3987 = mul i64 %size.S, %size.C
  %t3988 = mul i64 %i3901, %t3987
  %t3989 = mul i64 2, %size.C
  %t3990 = add i64 %t3988, %t3989
  %t3991 = add i64 %t3990, %i59
  %t3992 = getelementptr float, ptr %buf.w, i64 %t3991
  %t3993 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3992, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t3994 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3985, <16 x float> %t3993, <16 x float> %t3986)
  %t3995 = select i1 %t3971, <16 x float> %t3994, <16 x float> %t3986
  store <16 x float> %t3995, ptr %bacc3789
  %t3996 = mul i64 %i3787, 1
  %t3997 = mul i64 3, 1
  %t3998 = add i64 %t3996, %t3997
  %t3999 = add i64 %t3998, -1
  %t4000 = icmp sge i64 %t3999, 0
  %t4001 = icmp slt i64 %t3999, %size.W
  %t4002 = and i1 %t4000, %t4001
  %t4003 = select i1 %t4002, i64 %t3999, i64 0
  %t4004 = mul i64 %i3901, 1
  %t4005 = add i64 %t25, %t4004
  %t4006 = mul i64 %size.H, %size.W
  %t4007 = mul i64 %t4006, %size.C
  %t4008 = mul i64 %t22, %t4007
  %t4009 = mul i64 %size.W, %size.C
  %t4010 = mul i64 %t4005, %t4009
  %t4011 = add i64 %t4008, %t4010
  %t4012 = mul i64 %t4003, %size.C
  %t4013 = add i64 %t4011, %t4012
  %t4014 = add i64 %t4013, %i59
  %t4015 = getelementptr float, ptr %buf.x, i64 %t4014
  %t4016 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4015, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t4017 = load <16 x float>, ptr %bacc3789
  %t4018 = mul i64 %size.S, %size.C
  %t4019 = mul i64 %i3901, %t4018
  %t4020 = mul i64 3, %size.C
  %t4021 = add i64 %t4019, %t4020
  %t4022 = add i64 %t4021, %i59
  %t4023 = getelementptr float, ptr %buf.w, i64 %t4022
  %t4024 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4023, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t4025 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4016, <16 x float> %t4024, <16 x float> %t4017)
  %t4026 = select i1 %t4002, <16 x float> %t4025, <16 x float> %t4017
  store <16 x float> %t4026, ptr %bacc3789
  %t4027 = mul i64 %i3787, 1
  %t4028 = mul i64 4, 1
  %t4029 = add i64 %t4027, %t4028
  %t4030 = add i64 %t4029, -1
  %t4031 = icmp sge i64 %t4030, 0
  %t4032 = icmp slt i64 %t4030, %size.W
  %t4033 = and i1 %t4031, %t4032
  %t4034 = select i1 %t4033, i64 %t4030, i64 0
  %t4035 = mul i64 %i3901, 1
  %t4036 = add i64 %t25, %t4035
  %t4037 = mul i64 %size.H, %size.W
  %t4038 = mul i64 %t4037, %size.C
  %t4039 = mul i64 %t22, %t4038
  %t4040 = mul i64 %size.W, %size.C
  %t4041 = mul i64 %t4036, %t4040
  %t4042 = add i64 %t4039, %t4041
  %t4043 = mul i64 %t4034, %size.C
  %t4044 = add i64 %t4042, %t4043
  %t4045 = add i64 %t4044, %i59
  %t4046 = getelementptr float, ptr %buf.x, i64 %t4045
  %t4047 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4046, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t4048 = load <16 x float>, ptr %bacc3789
  %t4049 = mul i64 %size.S, %size.C
  %t4050 = mul i64 %i3901, %t4049
  %t4051 = mul i64 4, %size.C
  %t4052 = add i64 %t4050, %t4051
  %t4053 = add i64 %t4052, %i59
  %t4054 = getelementptr float, ptr %buf.w, i64 %t4053
  %t4055 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4054, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t4056 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4047, <16 x float> %t4055, <16 x float> %t4048)
  %t4057 = select i1 %t4033, <16 x float> %t4056, <16 x float> %t4048
  store <16 x float> %t4057, ptr %bacc3789
  %t4058 = add nsw i64 %i3901, 1
  store i64 %t4058, ptr %c3897
  br label %head3898
done3900:
  br label %taps.done3790
winnext3895:
  store i64 %t29, ptr %c4059
  br label %head4060
head4060:
  %i4063 = load i64, ptr %c4059
  %t4064 = icmp slt i64 %i4063, %t36
  br i1 %t4064, label %body4061, label %done4062
body4061:
  store i64 0, ptr %c4065
  br label %head4066
head4066:
  %i4069 = load i64, ptr %c4065
  %t4070 = icmp slt i64 %i4069, %size.S
  br i1 %t4070, label %body4067, label %done4068
body4067:
  %t4071 = mul i64 %i3787, 1
  %t4072 = mul i64 %i4069, 1
  %t4073 = add i64 %t4071, %t4072
  %t4074 = add i64 %t4073, -1
  %t4075 = icmp sge i64 %t4074, 0
  %t4076 = icmp slt i64 %t4074, %size.W
  %t4077 = and i1 %t4075, %t4076
  %t4078 = select i1 %t4077, i64 %t4074, i64 0
  %t4079 = mul i64 %i4063, 1
  %t4080 = add i64 %t25, %t4079
  %t4081 = mul i64 %size.H, %size.W
  %t4082 = mul i64 %t4081, %size.C
  %t4083 = mul i64 %t22, %t4082
  %t4084 = mul i64 %size.W, %size.C
  %t4085 = mul i64 %t4080, %t4084
  %t4086 = add i64 %t4083, %t4085
  %t4087 = mul i64 %t4078, %size.C
  %t4088 = add i64 %t4086, %t4087
  %t4089 = add i64 %t4088, %i59
  %t4090 = getelementptr float, ptr %buf.x, i64 %t4089
  %t4091 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4090, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t4092 = load <16 x float>, ptr %bacc3789
  %t4093 = mul i64 %size.S, %size.C
  %t4094 = mul i64 %i4063, %t4093
  %t4095 = mul i64 %i4069, %size.C
  %t4096 = add i64 %t4094, %t4095
  %t4097 = add i64 %t4096, %i59
  %t4098 = getelementptr float, ptr %buf.w, i64 %t4097
  %t4099 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4098, <16 x i1> %t61, <16 x float> zeroinitializer)
  %t4100 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4091, <16 x float> %t4099, <16 x float> %t4092)
  %t4101 = select i1 %t4077, <16 x float> %t4100, <16 x float> %t4092
  store <16 x float> %t4101, ptr %bacc3789
  %t4102 = add nsw i64 %i4069, 1
  store i64 %t4102, ptr %c4065
  br label %head4066
done4068:
  %t4103 = add nsw i64 %i4063, 1
  store i64 %t4103, ptr %c4059
  br label %head4060
done4062:
  br label %taps.done3790
taps.done3790:
  %t4104 = load <16 x float>, ptr %bacc3789
  %p4105 = getelementptr float, ptr %buf.b, i64 %i59
  %ld4106 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p4105, <16 x i1> %t61, <16 x float> zeroinitializer)
  %v4107 = fadd contract <16 x float> %ld4106, %t4104
  %v4108 = add i64 %size.H, 1
  %v4109 = add i64 %v4108, 1
  %v4110 = sub i64 %size.R, 1
  %v4111 = sub i64 %v4109, %v4110
  %v4112 = sub i64 %v4111, 1
  %v4113 = add i64 %v4112, 1
  %v4114 = mul i64 %t22, %v4113
  %v4115 = add i64 %v4114, %t23
  %v4116 = add i64 %size.W, 1
  %v4117 = add i64 %v4116, 1
  %v4118 = sub i64 %size.S, 1
  %v4119 = sub i64 %v4117, %v4118
  %v4120 = sub i64 %v4119, 1
  %v4121 = add i64 %v4120, 1
  %v4122 = mul i64 %v4115, %v4121
  %v4123 = add i64 %v4122, %i3787
  %v4124 = mul i64 %v4123, %size.C
  %v4125 = add i64 %v4124, %i59
  %p4126 = getelementptr float, ptr %buf.y, i64 %v4125
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v4107, ptr align 4 %p4126, <16 x i1> %t61)
  %t4127 = add nsw i64 %i3787, 1
  store i64 %t4127, ptr %c3783
  br label %head3784
done3786:
  %t4128 = add nsw i64 %i59, 16
  store i64 %t4128, ptr %c55
  br label %head56
done58:
  %t4129 = add nsw i64 %i20, 1
  store i64 %t4129, ptr %c16
  br label %head17
done19:
  ret void
}
