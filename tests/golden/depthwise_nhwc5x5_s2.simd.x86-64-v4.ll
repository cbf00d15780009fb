@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

define void @"jr.op.depthwise_nhwc"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c34 = alloca i64
  %c91 = alloca i64
  %c98 = alloca i64
  %bacc104 = alloca <16 x float>
  %c109 = alloca i64
  %c212 = alloca i64
  %c374 = alloca i64
  %c380 = alloca i64
  %c465 = alloca i64
  %tacc471 = alloca <16 x float>
  %tacc472 = alloca <16 x float>
  %tacc473 = alloca <16 x float>
  %tacc474 = alloca <16 x float>
  %tacc475 = alloca <16 x float>
  %tacc476 = alloca <16 x float>
  %tacc477 = alloca <16 x float>
  %tacc478 = alloca <16 x float>
  %c491 = alloca i64
  %c978 = alloca i64
  %c1780 = alloca i64
  %c1786 = alloca i64
  %c2286 = alloca i64
  %tacc2292 = alloca <16 x float>
  %tacc2293 = alloca <16 x float>
  %tacc2294 = alloca <16 x float>
  %tacc2295 = alloca <16 x float>
  %c2304 = alloca i64
  %c2563 = alloca i64
  %c2985 = alloca i64
  %c2991 = alloca i64
  %c3251 = alloca i64
  %tacc3257 = alloca <16 x float>
  %tacc3258 = alloca <16 x float>
  %c3265 = alloca i64
  %c3410 = alloca i64
  %c3642 = alloca i64
  %c3648 = alloca i64
  %c3788 = alloca i64
  %tacc3794 = alloca <16 x float>
  %c3800 = alloca i64
  %c3888 = alloca i64
  %c4025 = alloca i64
  %c4031 = alloca i64
  %c4107 = alloca i64
  %bacc4113 = alloca <16 x float>
  %c4118 = alloca i64
  %c4221 = alloca i64
  %c4383 = alloca i64
  %c4389 = alloca i64
  %t1 = add i64 %size.H, 2
  %t2 = add i64 %t1, 2
  %t3 = sub i64 %size.R, 1
  %t4 = sub i64 %t2, %t3
  %t5 = sub i64 %t4, 1
  %t6 = sdiv i64 %t5, 2
  %t7 = srem i64 %t5, 2
  %t8 = icmp ne i64 %t7, 0
  %t9 = icmp slt i64 %t7, 0
  %t10 = icmp slt i64 2, 0
  %t11 = xor i1 %t9, %t10
  %t12 = and i1 %t8, %t11
  %t13 = zext i1 %t12 to i64
  %t14 = sub i64 %t6, %t13
  %t15 = add i64 %t14, 1
  %t16 = add i64 %size.W, 2
  %t17 = add i64 %t16, 2
  %t18 = sub i64 %size.S, 1
  %t19 = sub i64 %t17, %t18
  %t20 = sub i64 %t19, 1
  %t21 = sdiv i64 %t20, 2
  %t22 = srem i64 %t20, 2
  %t23 = icmp ne i64 %t22, 0
  %t24 = icmp slt i64 %t22, 0
  %t25 = icmp slt i64 2, 0
  %t26 = xor i1 %t24, %t25
  %t27 = and i1 %t23, %t26
  %t28 = zext i1 %t27 to i64
  %t29 = sub i64 %t21, %t28
  %t30 = add i64 %t29, 1
  %t31 = mul i64 1, %t15
  %t32 = icmp slt i64 %range.hi, %t31
  %t33 = select i1 %t32, i64 %range.hi, i64 %t31
  store i64 %range.lo, ptr %c34
  br label %head35
head35:
  %i38 = load i64, ptr %c34
  %t39 = icmp slt i64 %i38, %t33
  br i1 %t39, label %body36, label %done37
body36:
  %t40 = sdiv i64 %i38, %t15
  %t41 = srem i64 %i38, %t15
  %t42 = mul i64 %t41, 2
  %t43 = add i64 %t42, -2
  %t44 = sub i64 0, %t43
  %t45 = add i64 %t44, 0
  %t46 = icmp sgt i64 0, %t45
  %t47 = select i1 %t46, i64 0, i64 %t45
  %t48 = sub i64 %size.H, 1
  %t49 = sub i64 %t48, %t43
  %t50 = add i64 %t49, 1
  %t51 = icmp slt i64 %size.R, %t50
  %t52 = select i1 %t51, i64 %size.R, i64 %t50
  %t53 = icmp sgt i64 %t47, %t52
  %t54 = select i1 %t53, i64 %t47, i64 %t52
  %t55 = sub i64 %size.S, 1
  %t56 = icmp sgt i64 %t55, 0
  %t57 = select i1 %t56, i64 %t55, i64 0
  %t58 = mul i64 1, %t57
  %t59 = sub i64 0, -2
  %t60 = add i64 %t59, 1
  %t61 = sdiv i64 %t60, 2
  %t62 = srem i64 %t60, 2
  %t63 = icmp ne i64 %t62, 0
  %t64 = icmp slt i64 %t62, 0
  %t65 = icmp slt i64 2, 0
  %t66 = xor i1 %t64, %t65
  %t67 = and i1 %t63, %t66
  %t68 = zext i1 %t67 to i64
  %t69 = sub i64 %t61, %t68
  %t70 = icmp sgt i64 0, %t69
  %t71 = select i1 %t70, i64 0, i64 %t69
  %t72 = icmp slt i64 %t30, %t71
  %t73 = select i1 %t72, i64 %t30, i64 %t71
  %t74 = sub i64 %size.W, 1
  %t75 = sub i64 %t74, -2
  %t76 = sub i64 %t75, %t58
  %t77 = sdiv i64 %t76, 2
  %t78 = srem i64 %t76, 2
  %t79 = icmp ne i64 %t78, 0
  %t80 = icmp slt i64 %t78, 0
  %t81 = icmp slt i64 2, 0
  %t82 = xor i1 %t80, %t81
  %t83 = and i1 %t79, %t82
  %t84 = zext i1 %t83 to i64
  %t85 = sub i64 %t77, %t84
  %t86 = add i64 %t85, 1
  %t87 = icmp slt i64 %t30, %t86
  %t88 = select i1 %t87, i64 %t30, i64 %t86
  %t89 = icmp sgt i64 %t73, %t88
  %t90 = select i1 %t89, i64 %t73, i64 %t88
  store i64 0, ptr %c91
  br label %head92
head92:
  %i95 = load i64, ptr %c91
  %t96 = icmp slt i64 %i95, %size.C
  br i1 %t96, label %body93, label %done94
body93:
  %t97 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i95, i64 %size.C)
  store i64 0, ptr %c98
  br label %head99
head99:
  %i102 = load i64, ptr %c98
  %t103 = icmp slt i64 %i102, %t73
  br i1 %t103, label %body100, label %done101
body100:
  store <16 x float> zeroinitializer, ptr %bacc104
  %t108 = icmp eq i64 %size.S, 3
  br i1 %t108, label %win3106, label %winnext107
win3106:
  store i64 %t47, ptr %c109
  br label %head110
head110:
  %i113 = load i64, ptr %c109
  %t114 = icmp slt i64 %i113, %t54
  br i1 %t114, label %body111, label %done112
body111:
  %t115 = mul i64 %i102, 2
  %t116 = mul i64 0, 1
  %t117 = add i64 %t115, %t116
  %t118 = add i64 %t117, -2
  %t119 = icmp sge i64 %t118, 0
  %t120 = icmp slt i64 %t118, %size.W
  %t121 = and i1 %t119, %t120
  %t122 = select i1 %t121, i64 %t118, i64 0
  %t123 = mul i64 %i113, 1
  %t124 = add i64 %t43, %t123
  %t125 = mul i64 %size.H, %size.W
  %t126 = mul i64 %t125, %size.C
  %t127 = mul i64 %t40, %t126
  %t128 = mul i64 %size.W, %size.C
  %t129 = mul i64 %t124, %t128
  %t130 = add i64 %t127, %t129
  %t131 = mul i64 %t122, %size.C
  %t132 = add i64 %t130, %t131
  %t133 = add i64 %t132, %i95
  %t134 = getelementptr float, ptr %buf.x, i64 %t133
  %t135 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t134, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t136 = load <16 x float>, ptr %bacc104
  %t137 = mul i64 %size.S, %size.C
  %t138 = mul i64 %i113, %t137
  %t139 = mul i64 0, %size.C
  %t140 = add i64 %t138, %t139
  %t141 = add i64 %t140, %i95
  %t142 = getelementptr float, ptr %buf.w, i64 %t141
  %t143 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t142, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t144 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t135, <16 x float> %t143, <16 x float> %t136)
  %t145 = select i1 %t121, <16 x float> %t144, <16 x float> %t136
  store <16 x float> %t145, ptr %bacc104
  %t146 = mul i64 %i102, 2
  %t147 = mul i64 1, 1
  %t148 = add i64 %t146, %t147
  %t149 = add i64 %t148, -2
  %t150 = icmp sge i64 %t149, 0
  %t151 = icmp slt i64 %t149, %size.W
  %t152 = and i1 %t150, %t151
  %t153 = select i1 %t152, i64 %t149, i64 0
  %t154 = mul i64 %i113, 1
  %t155 = add i64 %t43, %t154
  %t156 = mul i64 %size.H, %size.W
  %t157 = mul i64 %t156, %size.C
  %t158 = mul i64 %t40, %t157
  %t159 = mul i64 %size.W, %size.C
  %t160 = mul i64 %t155, %t159
  %t161 = add i64 %t158, %t160
  %t162 = mul i64 %t153, %size.C
  %t163 = add i64 %t161, %t162
  %t164 = add i64 %t163, %i95
  %t165 = getelementptr float, ptr %buf.x, i64 %t164
  %t166 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t165, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t167 = load <16 x float>, ptr %bacc104
  %t168 = mul i64 %size.S, %size.C
  %t169 = mul i64 %i113, %t168
  %t170 = mul i64 1, %size.C
  %t171 = add i64 %t169, %t170
  %t172 = add i64 %t171, %i95
  %t173 = getelementptr float, ptr %buf.w, i64 %t172
  %t174 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t173, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t175 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t166, <16 x float> %t174, <16 x float> %t167)
  %t176 = select i1 %t152, <16 x float> %t175, <16 x float> %t167
  store <16 x float> %t176, ptr %bacc104
  %t177 = mul i64 %i102, 2
  %t178 = mul i64 2, 1
  %t179 = add i64 %t177, %t178
  %t180 = add i64 %t179, -2
  %t181 = icmp sge i64 %t180, 0
  %t182 = icmp slt i64 %t180, %size.W
  %t183 = and i1 %t181, %t182
  %t184 = select i1 %t183, i64 %t180, i64 0
  %t185 = mul i64 %i113, 1
  %t186 = add i64 %t43, %t185
  %t187 = mul i64 %size.H, %size.W
  %t188 = mul i64 %t187, %size.C
  %t189 = mul i64 %t40, %t188
  %t190 = mul i64 %size.W, %size.C
  %t191 = mul i64 %t186, %t190
  %t192 = add i64 %t189, %t191
  %t193 = mul i64 %t184, %size.C
  %t194 = add i64 %t192, %t193
  %t195 = add i64 %t194, %i95
  %t196 = getelementptr float, ptr %buf.x, i64 %t195
  %t197 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t196, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t198 = load <16 x float>, ptr %bacc104
  %t199 = mul i64 %size.S, %size.C
  %t200 = mul i64 %i113, %t199
  %t201 = mul i64 2, %size.C
  %t202 = add i64 %t200, %t201
  %t203 = add i64 %t202, %i95
  %t204 = getelementptr float, ptr %buf.w, i64 %t203
  %t205 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t204, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t206 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t197, <16 x float> %t205, <16 x float> %t198)
  %t207 = select i1 %t183, <16 x float> %t206, <16 x float> %t198
  store <16 x float> %t207, ptr %bacc104
  %t208 = add nsw i64 %i113, 1
  store i64 %t208, ptr %c109
  br label %head110
done112:
  br label %taps.done105
winnext107:
  %t211 = icmp eq i64 %size.S, 5
  br i1 %t211, label %win5209, label %winnext210
win5209:
  store i64 %t47, ptr %c212
  br label %head213
head213:
  %i216 = load i64, ptr %c212
  %t217 = icmp slt i64 %i216, %t54
  br i1 %t217, label %body214, label %done215
body214:
  %t218 = mul i64 %i102, 2
  %t219 = mul i64 0, 1
  %t220 = add i64 %t218, %t219
  %t221 = add i64 %t220, -2
  %t222 = icmp sge i64 %t221, 0
  %t223 = icmp slt i64 %t221, %size.W
  %t224 = and i1 %t222, %t223
  %t225 = select i1 %t224, i64 %t221, i64 0
  %t226 = mul i64 %i216, 1
  %t227 = add i64 %t43, %t226
  %t228 = mul i64 %size.H, %size.W
  %t229 = mul i64 %t228, %size.C
  %t230 = mul i64 %t40, %t229
  %t231 = mul i64 %size.W, %size.C
  %t232 = mul i64 %t227, %t231
  %t233 = add i64 %t230, %t232
  %t234 = mul i64 %t225, %size.C
  %t235 = add i64 %t233, %t234
  %t236 = add i64 %t235, %i95
  %t237 = getelementptr float, ptr %buf.x, i64 %t236
  %t238 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t237, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t239 = load <16 x float>, ptr %bacc104
  %t240 = mul i64 %size.S, %size.C
  %t241 = mul i64 %i216, %t240
  %t242 = mul i64 0, %size.C
  %t243 = add i64 %t241, %t242
  %t244 = add i64 %t243, %i95
  %t245 = getelementptr float, ptr %buf.w, i64 %t244
  %t246 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t245, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t247 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t238, <16 x float> %t246, <16 x float> %t239)
  %t248 = select i1 %t224, <16 x float> %t247, <16 x float> %t239
  store <16 x float> %t248, ptr %bacc104
  %t249 = mul i64 %i102, 2
  %t250 = mul i64 1, 1
  %t251 = add i64 %t249, %t250
  %t252 = add i64 %t251, -2
  %t253 = icmp sge i64 %t252, 0
  %t254 = icmp slt i64 %t252, %size.W
  %t255 = and i1 %t253, %t254
  %t256 = select i1 %t255, i64 %t252, i64 0
  %t257 = mul i64 %i216, 1
  %t258 = add i64 %t43, %t257
  %t259 = mul i64 %size.H, %size.W
  %t260 = mul i64 %t259, %size.C
  %t261 = mul i64 %t40, %t260
  %t262 = mul i64 %size.W, %size.C
  %t263 = mul i64 %t258, %t262
  %t264 = add i64 %t261, %t263
  %t265 = mul i64 %t256, %size.C
  %t266 = add i64 %t264, %t265
  %t267 = add i64 %t266, %i95
  %t268 = getelementptr float, ptr %buf.x, i64 %t267
  %t269 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t268, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t270 = load <16 x float>, ptr %bacc104
  %t271 = mul i64 %size.S, %size.C
  %t272 = mul i64 %i216, %t271
  %t273 = mul i64 1, %size.C
  %t274 = add i64 %t272, %t273
  %t275 = add i64 %t274, %i95
  %t276 = getelementptr float, ptr %buf.w, i64 %t275
  %t277 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t276, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t278 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t269, <16 x float> %t277, <16 x float> %t270)
  %t279 = select i1 %t255, <16 x float> %t278, <16 x float> %t270
  store <16 x float> %t279, ptr %bacc104
  %t280 = mul i64 %i102, 2
  %t281 = mul i64 2, 1
  %t282 = add i64 %t280, %t281
  %t283 = add i64 %t282, -2
  %t284 = icmp sge i64 %t283, 0
  %t285 = icmp slt i64 %t283, %size.W
  %t286 = and i1 %t284, %t285
  %t287 = select i1 %t286, i64 %t283, i64 0
  %t288 = mul i64 %i216, 1
  %t289 = add i64 %t43, %t288
  %t290 = mul i64 %size.H, %size.W
  %t291 = mul i64 %t290, %size.C
  %t292 = mul i64 %t40, %t291
  %t293 = mul i64 %size.W, %size.C
  %t294 = mul i64 %t289, %t293
  %t295 = add i64 %t292, %t294
  %t296 = mul i64 %t287, %size.C
  %t297 = add i64 %t295, %t296
  %t298 = add i64 %t297, %i95
  %t299 = getelementptr float, ptr %buf.x, i64 %t298
  %t300 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t299, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t301 = load <16 x float>, ptr %bacc104
  %t302 = mul i64 %size.S, %size.C
  %t303 = mul i64 %i216, %t302
  %t304 = mul i64 2, %size.C
  %t305 = add i64 %t303, %t304
  %t306 = add i64 %t305, %i95
  %t307 = getelementptr float, ptr %buf.w, i64 %t306
  %t308 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t307, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t309 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t300, <16 x float> %t308, <16 x float> %t301)
  %t310 = select i1 %t286, <16 x float> %t309, <16 x float> %t301
  store <16 x float> %t310, ptr %bacc104
  %t311 = mul i64 %i102, 2
  %t312 = mul i64 3, 1
  %t313 = add i64 %t311, %t312
  %t314 = add i64 %t313, -2
  %t315 = icmp sge i64 %t314, 0
  %t316 = icmp slt i64 %t314, %size.W
  %t317 = and i1 %t315, %t316
  %t318 = select i1 %t317, i64 %t314, i64 0
  %t319 = mul i64 %i216, 1
  %t320 = add i64 %t43, %t319
  %t321 = mul i64 %size.H, %size.W
  %t322 = mul i64 %t321, %size.C
  %t323 = mul i64 %t40, %t322
  %t324 = mul i64 %size.W, %size.C
  %t325 = mul i64 %t320, %t324
  %t326 = add i64 %t323, %t325
  %t327 = mul i64 %t318, %size.C
  %t328 = add i64 %t326, %t327
  %t329 = add i64 %t328, %i95
  %t330 = getelementptr float, ptr %buf.x, i64 %t329
  %t331 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t330, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t332 = load <16 x float>, ptr %bacc104
  %t333 = mul i64 %size.S, %size.C
  %t334 = mul i64 %i216, %t333
  %t335 = mul i64 3, %size.C
  %t336 = add i64 %t334, %t335
  %t337 = add i64 %t336, %i95
  %t338 = getelementptr float, ptr %buf.w, i64 %t337
  %t339 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t338, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t340 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t331, <16 x float> %t339, <16 x float> %t332)
  %t341 = select i1 %t317, <16 x float> %t340, <16 x float> %t332
  store <16 x float> %t341, ptr %bacc104
  %t342 = mul i64 %i102, 2
  %t343 = mul i64 4, 1
  %t344 = add i64 %t342, %t343
  %t345 = add i64 %t344, -2
  %t346 = icmp sge i64 %t345, 0
  %t347 = icmp slt i64 %t345, %size.W
  %t348 = and i1 %t346, %t347
  %t349 = select i1 %t348, i64 %t345, i64 0
  %t350 = mul i64 %i216, 1
  %t351 = add i64 %t43, %t350
  %t352 = mul i64 %size.H, %size.W
  %t353 = mul i64 %t352, %size.C
  %t354 = mul i64 %t40, %t353
  %t355 = mul i64 %size.W, %size.C
  %t356 = mul i64 %t351, %t355
  %t357 = add i64 %t354, %t356
  %t358 = mul i64 %t349, %size.C
  %t359 = add i64 %t357, %t358
  %t360 = add i64 %t359, %i95
  %t361 = getelementptr float, ptr %buf.x, i64 %t360
  %t362 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t361, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t363 = load <16 x float>, ptr %bacc104
  %t364 = mul i64 %size.S, %size.C
  %t365 = mul i64 %i216, %t364
  %t366 = mul i64 4, %size.C
  %t367 = add i64 %t365, %t366
  %t368 = add i64 %t367, %i95
  %t369 = getelementptr float, ptr %buf.w, i64 %t368
  %t370 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t369, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t371 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t362, <16 x float> %t370, <16 x float> %t363)
  %t372 = select i1 %t348, <16 x float> %t371, <16 x float> %t363
  store <16 x float> %t372, ptr %bacc104
  %t373 = add nsw i64 %i216, 1
  store i64 %t373, ptr %c212
  br label %head213
done215:
  br label %taps.done105
winnext210:
  store i64 %t47, ptr %c374
  br label %head375
head375:
  %i378 = load i64, ptr %c374
  %t379 = icmp slt i64 %i378, %t54
  br i1 %t379, label %body376, label %done377
body376:
  store i64 0, ptr %c380
  br label %head381
head381:
  %i384 = load i64, ptr %c380
  %t385 = icmp slt i64 %i384, %size.S
  br i1 %t385, label %body382, label %done383
body382:
  %t386 = mul i64 %i102, 2
  %t387 = mul i64 %i384, 1
  %t388 = add i64 %t386, %t387
  %t389 = add i64 %t388, -2
  %t390 = icmp sge i64 %t389, 0
  %t391 = icmp slt i64 %t389, %size.W
  %t392 = and i1 %t390, %t391
  %t393 = select i1 %t392, i64 %t389, i64 0
  %t394 = mul i64 %i378, 1
  %t395 = add i64 %t43, %t394
  %t396 = mul i64 %size.H, %size.W
  %t397 = mul i64 %t396, %size.C
  %t398 = mul i64 %t40, %t397
  %t399 = mul i64 %size.W, %size.C
  %t400 = mul i64 %t395, %t399
  %t401 = add i64 %t398, %t400
  %t402 = mul i64 %t393, %size.C
  %t403 = add i64 %t401, %t402
  %t404 = add i64 %t403, %i95
  %t405 = getelementptr float, ptr %buf.x, i64 %t404
  %t406 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t405, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t407 = load <16 x float>, ptr %bacc104
  %t408 = mul i64 %size.S, %size.C
  %t409 = mul i64 %i378, %t408
  %t410 = mul i64 %i384, %size.C
  %t411 = add i64 %t409, %t410
  %t412 = add i64 %t411, %i95
  %t413 = getelementptr float, ptr %buf.w, i64 %t412
  %t414 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t413, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t415 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t406, <16 x float> %t414, <16 x float> %t407)
  %t416 = select i1 %t392, <16 x float> %t415, <16 x float> %t407
  store <16 x float> %t416, ptr %bacc104
  %t417 = add nsw i64 %i384, 1
  store i64 %t417, ptr %c380
  br label %head381
done383:
  %t418 = add nsw i64 %i378, 1
  store i64 %t418, ptr %c374
  br label %head375
done377:
  br label %taps.done105
taps.done105:
  %t419 = load <16 x float>, ptr %bacc104
  %p420 = getelementptr float, ptr %buf.b, i64 %i95
  %ld421 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p420, <16 x i1> %t97, <16 x float> zeroinitializer)
  %v422 = fadd contract <16 x float> %ld421, %t419
  %v423 = add i64 %size.H, 2
  %v424 = add i64 %v423, 2
  %v425 = sub i64 %size.R, 1
  %v426 = sub i64 %v424, %v425
  %v427 = sub i64 %v426, 1
  %v428 = sdiv i64 %v427, 2
  %v429 = srem i64 %v427, 2
  %v430 = icmp ne i64 %v429, 0
  %v431 = icmp slt i64 %v429, 0
  %v432 = icmp slt i64 2, 0
  %v433 = xor i1 %v431, %v432
  %v434 = and i1 %v430, %v433
  %v435 = zext i1 %v434 to i64
  %v436 = sub i64 %v428, %v435
  %v437 = add i64 %v436, 1
  %v438 = mul i64 %t40, %v437
  %v439 = add i64 %v438, %t41
  %v440 = add i64 %size.W, 2
  %v441 = add i64 %v440, 2
  %v442 = sub i64 %size.S, 1
  %v443 = sub i64 %v441, %v442
  %v444 = sub i64 %v443, 1
  %v445 = sdiv i64 %v444, 2
  %v446 = srem i64 %v444, 2
  %v447 = icmp ne i64 %v446, 0
  %v448 = icmp slt i64 %v446, 0
  %v449 = icmp slt i64 2, 0
  %v450 = xor i1 %v448, %v449
  %v451 = and i1 %v447, %v450
  %v452 = zext i1 %v451 to i64
  %v453 = sub i64 %v445, %v452
  %v454 = add i64 %v453, 1
  %v455 = mul i64 %v439, %v454
  %v456 = add i64 %v455, %i102
  %v457 = mul i64 %v456, %size.C
  %v458 = add i64 %v457, %i95
  %p459 = getelementptr float, ptr %buf.y, i64 %v458
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v422, ptr align 4 %p459, <16 x i1> %t97)
  %t460 = add nsw i64 %i102, 1
  store i64 %t460, ptr %c98
  br label %head99
done101:
  %t461 = sub i64 %t90, %t73
  %t462 = sdiv i64 %t461, 8
  %t463 = mul i64 %t462, 8
  %t464 = add i64 %t73, %t463
  store i64 %t73, ptr %c465
  br label %head466
head466:
  %i469 = load i64, ptr %c465
  %t470 = icmp slt i64 %i469, %t464
  br i1 %t470, label %body467, label %done468
body467:
  store <16 x float> zeroinitializer, ptr %tacc471
  store <16 x float> zeroinitializer, ptr %tacc472
  store <16 x float> zeroinitializer, ptr %tacc473
  store <16 x float> zeroinitializer, ptr %tacc474
  store <16 x float> zeroinitializer, ptr %tacc475
  store <16 x float> zeroinitializer, ptr %tacc476
  store <16 x float> zeroinitializer, ptr %tacc477
  store <16 x float> zeroinitializer, ptr %tacc478
  %t479 = add i64 %i469, 0
  %t480 = add i64 %i469, 1
  %t481 = add i64 %i469, 2
  %t482 = add i64 %i469, 3
  %t483 = add i64 %i469, 4
  %t484 = add i64 %i469, 5
  %t485 = add i64 %i469, 6
  %t486 = add i64 %i469, 7
  %t490 = icmp eq i64 %size.S, 3
  br i1 %t490, label %win3488, label %winnext489
win3488:
  store i64 %t47, ptr %c491
  br label %head492
head492:
  %i495 = load i64, ptr %c491
  %t496 = icmp slt i64 %i495, %t54
  br i1 %t496, label %body493, label %done494
body493:
  %t497 = mul i64 %size.S, %size.C
  %t498 = mul i64 %i495, %t497
  %t499 = mul i64 0, %size.C
  %t500 = add i64 %t498, %t499
  %t501 = add i64 %t500, %i95
  %t502 = getelementptr float, ptr %buf.w, i64 %t501
  %t503 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t502, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t504 = mul i64 %t479, 2
  %t505 = mul i64 0, 1
  %t506 = add i64 %t504, %t505
  %t507 = add i64 %t506, -2
  %t508 = mul i64 %i495, 1
  %t509 = add i64 %t43, %t508
  %t510 = mul i64 %size.H, %size.W
  %t511 = mul i64 %t510, %size.C
  %t512 = mul i64 %t40, %t511
  %t513 = mul i64 %size.W, %size.C
  %t514 = mul i64 %t509, %t513
  %t515 = add i64 %t512, %t514
  %t516 = mul i64 %t507, %size.C
  %t517 = add i64 %t515, %t516
  %t518 = add i64 %t517, %i95
  %t519 = getelementptr float, ptr %buf.x, i64 %t518
  %t520 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t519, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t521 = load <16 x float>, ptr %tacc471
  %t522 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t520, <16 x float> %t503, <16 x float> %t521)
  store <16 x float> %t522, ptr %tacc471
  %t523 = mul i64 %t480, 2
  %t524 = mul i64 0, 1
  %t525 = add i64 %t523, %t524
  %t526 = add i64 %t525, -2
  %t527 = mul i64 %i495, 1
  %t528 = add i64 %t43, %t527
  %t529 = mul i64 %size.H, %size.W
  %t530 = mul i64 %t529, %size.C
  %t531 = mul i64 %t40, %t530
  %t532 = mul i64 %size.W, %size.C
  %t533 = mul i64 %t528, %t532
  %t534 = add i64 %t531, %t533
  %t535 = mul i64 %t526, %size.C
  %t536 = add i64 %t534, %t535
  %t537 = add i64 %t536, %i95
  %t538 = getelementptr float, ptr %buf.x, i64 %t537
  %t539 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t538, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t540 = load <16 x float>, ptr %tacc472
  %t541 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t539, <16 x float> %t503, <16 x float> %t540)
  store <16 x float> %t541, ptr %tacc472
  %t542 = mul i64 %t481, 2
  %t543 = mul i64 0, 1
  %t544 = add i64 %t542, %t543
  %t545 = add i64 %t544, -2
  %t546 = mul i64 %i495, 1
  %t547 = add i64 %t43, %t546
  %t548 = mul i64 %size.H, %size.W
  %t549 = mul i64 %t548, %size.C
  %t550 = mul i64 %t40, %t549
  %t551 = mul i64 %size.W, %size.C
  %t552 = mul i64 %t547, %t551
  %t553 = add i64 %t550, %t552
  %t554 = mul i64 %t545, %size.C
  %t555 = add i64 %t553, %t554
  %t556 = add i64 %t555, %i95
  %t557 = getelementptr float, ptr %buf.x, i64 %t556
  %t558 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t557, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t559 = load <16 x float>, ptr %tacc473
  %t560 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t558, <16 x float> %t503, <16 x float> %t559)
  store <16 x float> %t560, ptr %tacc473
  %t561 = mul i64 %t482, 2
  %t562 = mul i64 0, 1
  %t563 = add i64 %t561, %t562
  %t564 = add i64 %t563, -2
  %t565 = mul i64 %i495, 1
  %t566 = add i64 %t43, %t565
  %t567 = mul i64 %size.H, %size.W
  %t568 = mul i64 %t567, %size.C
  %t569 = mul i64 %t40, %t568
  %t570 = mul i64 %size.W, %size.C
  %t571 = mul i64 %t566, %t570
  %t572 = add i64 %t569, %t571
  %t573 = mul i64 %t564, %size.C
  %t574 = add i64 %t572, %t573
  %t575 = add i64 %t574, %i95
  %t576 = getelementptr float, ptr %buf.x, i64 %t575
  %t577 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t576, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t578 = load <16 x float>, ptr %tacc474
  %t579 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t577, <16 x float> %t503, <16 x float> %t578)
  store <16 x float> %t579, ptr %tacc474
  %t580 = mul i64 %t483, 2
  %t581 = mul i64 0, 1
  %t582 = add i64 %t580, %t581
  %t583 = add i64 %t582, -2
  %t584 = mul i64 %i495, 1
  %t585 = add i64 %t43, %t584
  %t586 = mul i64 %size.H, %size.W
  %t587 = mul i64 %t586, %size.C
  %t588 = mul i64 %t40, %t587
  %t589 = mul i64 %size.W, %size.C
  %t590 = mul i64 %t585, %t589
  %t591 = add i64 %t588, %t590
  %t592 = mul i64 %t583, %size.C
  %t593 = add i64 %t591, %t592
  %t594 = add i64 %t593, %i95
  %t595 = getelementptr float, ptr %buf.x, i64 %t594
  %t596 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t595, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t597 = load <16 x float>, ptr %tacc475
  %t598 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t596, <16 x float> %t503, <16 x float> %t597)
  store <16 x float> %t598, ptr %tacc475
  %t599 = mul i64 %t484, 2
  %t600 = mul i64 0, 1
  %t601 = add i64 %t599, %t600
  %t602 = add i64 %t601, -2
  %t603 = mul i64 %i495, 1
  %t604 = add i64 %t43, %t603
  %t605 = mul i64 %size.H, %size.W
  %t606 = mul i64 %t605, %size.C
  %t607 = mul i64 %t40, %t606
  %t608 = mul i64 %size.W, %size.C
  %t609 = mul i64 %t604, %t608
  %t610 = add i64 %t607, %t609
  %t611 = mul i64 %t602, %size.C
  %t612 = add i64 %t610, %t611
  %t613 = add i64 %t612, %i95
  %t614 = getelementptr float, ptr %buf.x, i64 %t613
  %t615 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t614, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t616 = load <16 x float>, ptr %tacc476
  %t617 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t615, <16 x float> %t503, <16 x float> %t616)
  store <16 x float> %t617, ptr %tacc476
  %t618 = mul i64 %t485, 2
  %t619 = mul i64 0, 1
  %t620 = add i64 %t618, %t619
  %t621 = add i64 %t620, -2
  %t622 = mul i64 %i495, 1
  %t623 = add i64 %t43, %t622
  %t624 = mul i64 %size.H, %size.W
  %t625 = mul i64 %t624, %size.C
  %t626 = mul i64 %t40, %t625
  %t627 = mul i64 %size.W, %size.C
  %t628 = mul i64 %t623, %t627
  %t629 = add i64 %t626, %t628
  %t630 = mul i64 %t621, %size.C
  %t631 = add i64 %t629, %t630
  %t632 = add i64 %t631, %i95
  %t633 = getelementptr float, ptr %buf.x, i64 %t632
  %t634 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t633, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t635 = load <16 x float>, ptr %tacc477
  %t636 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t634, <16 x float> %t503, <16 x float> %t635)
  store <16 x float> %t636, ptr %tacc477
  %t637 = mul i64 %t486, 2
  %t638 = mul i64 0, 1
  %t639 = add i64 %t637, %t638
  %t640 = add i64 %t639, -2
  %t641 = mul i64 %i495, 1
  %t642 = add i64 %t43, %t641
  %t643 = mul i64 %size.H, %size.W
  %t644 = mul i64 %t643, %size.C
  %t645 = mul i64 %t40, %t644
  %t646 = mul i64 %size.W, %size.C
  %t647 = mul i64 %t642, %t646
  %t648 = add i64 %t645, %t647
  %t649 = mul i64 %t640, %size.C
  %t650 = add i64 %t648, %t649
  %t651 = add i64 %t650, %i95
  %t652 = getelementptr float, ptr %buf.x, i64 %t651
  %t653 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t652, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t654 = load <16 x float>, ptr %tacc478
  %t655 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t653, <16 x float> %t503, <16 x float> %t654)
  store <16 x float> %t655, ptr %tacc478
  %t656 = mul i64 %size.S, %size.C
  %t657 = mul i64 %i495, %t656
  %t658 = mul i64 1, %size.C
  %t659 = add i64 %t657, %t658
  %t660 = add i64 %t659, %i95
  %t661 = getelementptr float, ptr %buf.w, i64 %t660
  %t662 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t661, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t663 = mul i64 %t479, 2
  %t664 = mul i64 1, 1
  %t665 = add i64 %t663, %t664
  %t666 = add i64 %t665, -2
  %t667 = mul i64 %i495, 1
  %t668 = add i64 %t43, %t667
  %t669 = mul i64 %size.H, %size.W
  %t670 = mul i64 %t669, %size.C
  %t671 = mul i64 %t40, %t670
  %t672 = mul i64 %size.W, %size.C
  %t673 = mul i64 %t668, %t672
  %t674 = add i64 %t671, %t673
  %t675 = mul i64 %t666, %size.C
  %t676 = add i64 %t674, %t675
  %t677 = add i64 %t676, %i95
  %t678 = getelementptr float, ptr %buf.x, i64 %t677
  %t679 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t678, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t680 = load <16 x float>, ptr %tacc471
  %t681 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t679, <16 x float> %t662, <16 x float> %t680)
  store <16 x float> %t681, ptr %tacc471
  %t682 = mul i64 %t480, 2
  %t683 = mul i64 1, 1
  %t684 = add i64 %t682, %t683
  %t685 = add i64 %t684, -2
  %t686 = mul i64 %i495, 1
  %t687 = add i64 %t43, %t686
  %t688 = mul i64 %size.H, %size.W
  %t689 = mul i64 %t688, %size.C
  %t690 = mul i64 %t40, %t689
  %t691 = mul i64 %size.W, %size.C
  %t692 = mul i64 %t687, %t691
  %t693 = add i64 %t690, %t692
  %t694 = mul i64 %t685, %size.C
  %t695 = add i64 %t693, %t694
  %t696 = add i64 %t695, %i95
  %t697 = getelementptr float, ptr %buf.x, i64 %t696
  %t698 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t697, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t699 = load <16 x float>, ptr %tacc472
  %t700 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t698, <16 x float> %t662, <16 x float> %t699)
  store <16 x float> %t700, ptr %tacc472
  %t701 = mul i64 %t481, 2
  %t702 = mul i64 1, 1
  %t703 = add i64 %t701, %t702
  %t704 = add i64 %t703, -2
  %t705 = mul i64 %i495, 1
  %t706 = add i64 %t43, %t705
  %t707 = mul i64 %size.H, %size.W
  %t708 = mul i64 %t707, %size.C
  %t709 = mul i64 %t40, %t708
  %t710 = mul i64 %size.W, %size.C
  %t711 = mul i64 %t706, %t710
  %t712 = add i64 %t709, %t711
  %t713 = mul i64 %t704, %size.C
  %t714 = add i64 %t712, %t713
  %t715 = add i64 %t714, %i95
  %t716 = getelementptr float, ptr %buf.x, i64 %t715
  %t717 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t716, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t718 = load <16 x float>, ptr %tacc473
  %t719 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t717, <16 x float> %t662, <16 x float> %t718)
  store <16 x float> %t719, ptr %tacc473
  %t720 = mul i64 %t482, 2
  %t721 = mul i64 1, 1
  %t722 = add i64 %t720, %t721
  %t723 = add i64 %t722, -2
  %t724 = mul i64 %i495, 1
  %t725 = add i64 %t43, %t724
  %t726 = mul i64 %size.H, %size.W
  %t727 = mul i64 %t726, %size.C
  %t728 = mul i64 %t40, %t727
  %t729 = mul i64 %size.W, %size.C
  %t730 = mul i64 %t725, %t729
  %t731 = add i64 %t728, %t730
  %t732 = mul i64 %t723, %size.C
  %t733 = add i64 %t731, %t732
  %t734 = add i64 %t733, %i95
  %t735 = getelementptr float, ptr %buf.x, i64 %t734
  %t736 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t735, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t737 = load <16 x float>, ptr %tacc474
  %t738 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t736, <16 x float> %t662, <16 x float> %t737)
  store <16 x float> %t738, ptr %tacc474
  %t739 = mul i64 %t483, 2
  %t740 = mul i64 1, 1
  %t741 = add i64 %t739, %t740
  %t742 = add i64 %t741, -2
  %t743 = mul i64 %i495, 1
  %t744 = add i64 %t43, %t743
  %t745 = mul i64 %size.H, %size.W
  %t746 = mul i64 %t745, %size.C
  %t747 = mul i64 %t40, %t746
  %t748 = mul i64 %size.W, %size.C
  %t749 = mul i64 %t744, %t748
  %t750 = add i64 %t747, %t749
  %t751 = mul i64 %t742, %size.C
  %t752 = add i64 %t750, %t751
  %t753 = add i64 %t752, %i95
  %t754 = getelementptr float, ptr %buf.x, i64 %t753
  %t755 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t754, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t756 = load <16 x float>, ptr %tacc475
  %t757 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t755, <16 x float> %t662, <16 x float> %t756)
  store <16 x float> %t757, ptr %tacc475
  %t758 = mul i64 %t484, 2
  %t759 = mul i64 1, 1
  %t760 = add i64 %t758, %t759
  %t761 = add i64 %t760, -2
  %t762 = mul i64 %i495, 1
  %t763 = add i64 %t43, %t762
  %t764 = mul i64 %size.H, %size.W
  %t765 = mul i64 %t764, %size.C
  %t766 = mul i64 %t40, %t765
  %t767 = mul i64 %size.W, %size.C
  %t768 = mul i64 %t763, %t767
  %t769 = add i64 %t766, %t768
  %t770 = mul i64 %t761, %size.C
  %t771 = add i64 %t769, %t770
  %t772 = add i64 %t771, %i95
  %t773 = getelementptr float, ptr %buf.x, i64 %t772
  %t774 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t773, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t775 = load <16 x float>, ptr %tacc476
  %t776 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t774, <16 x float> %t662, <16 x float> %t775)
  store <16 x float> %t776, ptr %tacc476
  %t777 = mul i64 %t485, 2
  %t778 = mul i64 1, 1
  %t779 = add i64 %t777, %t778
  %t780 = add i64 %t779, -2
  %t781 = mul i64 %i495, 1
  %t782 = add i64 %t43, %t781
  %t783 = mul i64 %size.H, %size.W
  %t784 = mul i64 %t783, %size.C
  %t785 = mul i64 %t40, %t784
  %t786 = mul i64 %size.W, %size.C
  %t787 = mul i64 %t782, %t786
  %t788 = add i64 %t785, %t787
  %t789 = mul i64 %t780, %size.C
  %t790 = add i64 %t788, %t789
  %t791 = add i64 %t790, %i95
  %t792 = getelementptr float, ptr %buf.x, i64 %t791
  %t793 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t792, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t794 = load <16 x float>, ptr %tacc477
  %t795 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t793, <16 x float> %t662, <16 x float> %t794)
  store <16 x float> %t795, ptr %tacc477
  %t796 = mul i64 %t486, 2
  %t797 = mul i64 1, 1
  %t798 = add i64 %t796, %t797
  %t799 = add i64 %t798, -2
  %t800 = mul i64 %i495, 1
  %t801 = add i64 %t43, %t800
  %t802 = mul i64 %size.H, %size.W
  %t803 = mul i64 %t802, %size.C
  %t804 = mul i64 %t40, %t803
  %t805 = mul i64 %size.W, %size.C
  %t806 = mul i64 %t801, %t805
  %t807 = add i64 %t804, %t806
  %t808 = mul i64 %t799, %size.C
  %t809 = add i64 %t807, %t808
  %t810 = add i64 %t809, %i95
  %t811 = getelementptr float, ptr %buf.x, i64 %t810
  %t812 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t811, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t813 = load <16 x float>, ptr %tacc478
  %t814 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t812, <16 x float> %t662, <16 x float> %t813)
  store <16 x float> %t814, ptr %tacc478
  %t815 = mul i64 %size.S, %size.C
  %t816 = mul i64 %i495, %t815
  %t817 = mul i64 2, %size.C
  %t818 = add i64 %t816, %t817
  %t819 = add i64 %t818, %i95
  %t820 = getelementptr float, ptr %buf.w, i64 %t819
  %t821 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t820, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t822 = mul i64 %t479, 2
  %t823 = mul i64 2, 1
  %t824 = add i64 %t822, %t823
  %t825 = add i64 %t824, -2
  %t826 = mul i64 %i495, 1
  %t827 = add i64 %t43, %t826
  %t828 = mul i64 %size.H, %size.W
  %t829 = mul i64 %t828, %size.C
  %t830 = mul i64 %t40, %t829
  %t831 = mul i64 %size.W, %size.C
  %t832 = mul i64 %t827, %t831
  %t833 = add i64 %t830, %t832
  %t834 = mul i64 %t825, %size.C
  %t835 = add i64 %t833, %t834
  %t836 = add i64 %t835, %i95
  %t837 = getelementptr float, ptr %buf.x, i64 %t836
  %t838 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t837, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t839 = load <16 x float>, ptr %tacc471
  %t840 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t838, <16 x float> %t821, <16 x float> %t839)
  store <16 x float> %t840, ptr %tacc471
  %t841 = mul i64 %t480, 2
  %t842 = mul i64 2, 1
  %t843 = add i64 %t841, %t842
  %t844 = add i64 %t843, -2
  %t845 = mul i64 %i495, 1
  %t846 = add i64 %t43, %t845
  %t847 = mul i64 %size.H, %size.W
  %t848 = mul i64 %t847, %size.C
  %t849 = mul i64 %t40, %t848
  %t850 = mul i64 %size.W, %size.C
  %t851 = mul i64 %t846, %t850
  %t852 = add i64 %t849, %t851
  %t853 = mul i64 %t844, %size.C
  %t854 = add i64 %t852, %t853
  %t855 = add i64 %t854, %i95
  %t856 = getelementptr float, ptr %buf.x, i64 %t855
  %t857 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t856, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t858 = load <16 x float>, ptr %tacc472
  %t859 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t857, <16 x float> %t821, <16 x float> %t858)
  store <16 x float> %t859, ptr %tacc472
  %t860 = mul i64 %t481, 2
  %t861 = mul i64 2, 1
  %t862 = add i64 %t860, %t861
  %t863 = add i64 %t862, -2
  %t864 = mul i64 %i495, 1
  %t865 = add i64 %t43, %t864
  %t866 = mul i64 %size.H, %size.W
  %t867 = mul i64 %t866, %size.C
  %t868 = mul i64 %t40, %t867
  %t869 = mul i64 %size.W, %size.C
  %t870 = mul i64 %t865, %t869
  %t871 = add i64 %t868, %t870
  %t872 = mul i64 %t863, %size.C
  %t873 = add i64 %t871, %t872
  %t874 = add i64 %t873, %i95
  %t875 = getelementptr float, ptr %buf.x, i64 %t874
  %t876 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t875, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t877 = load <16 x float>, ptr %tacc473
  %t878 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t876, <16 x float> %t821, <16 x float> %t877)
  store <16 x float> %t878, ptr %tacc473
  %t879 = mul i64 %t482, 2
  %t880 = mul i64 2, 1
  %t881 = add i64 %t879, %t880
  %t882 = add i64 %t881, -2
  %t883 = mul i64 %i495, 1
  %t884 = add i64 %t43, %t883
  %t885 = mul i64 %size.H, %size.W
  %t886 = mul i64 %t885, %size.C
  %t887 = mul i64 %t40, %t886
  %t888 = mul i64 %size.W, %size.C
  %t889 = mul i64 %t884, %t888
  %t890 = add i64 %t887, %t889
  %t891 = mul i64 %t882, %size.C
  %t892 = add i64 %t890, %t891
  %t893 = add i64 %t892, %i95
  %t894 = getelementptr float, ptr %buf.x, i64 %t893
  %t895 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t894, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t896 = load <16 x float>, ptr %tacc474
  %t897 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t895, <16 x float> %t821, <16 x float> %t896)
  store <16 x float> %t897, ptr %tacc474
  %t898 = mul i64 %t483, 2
  %t899 = mul i64 2, 1
  %t900 = add i64 %t898, %t899
  %t901 = add i64 %t900, -2
  %t902 = mul i64 %i495, 1
  %t903 = add i64 %t43, %t902
  %t904 = mul i64 %size.H, %size.W
  %t905 = mul i64 %t904, %size.C
  %t906 = mul i64 %t40, %t905
  %t907 = mul i64 %size.W, %size.C
  %t908 = mul i64 %t903, %t907
  %t909 = add i64 %t906, %t908
  %t910 = mul i64 %t901, %size.C
  %t911 = add i64 %t909, %t910
  %t912 = add i64 %t911, %i95
  %t913 = getelementptr float, ptr %buf.x, i64 %t912
  %t914 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t913, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t915 = load <16 x float>, ptr %tacc475
  %t916 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t914, <16 x float> %t821, <16 x float> %t915)
  store <16 x float> %t916, ptr %tacc475
  %t917 = mul i64 %t484, 2
  %t918 = mul i64 2, 1
  %t919 = add i64 %t917, %t918
  %t920 = add i64 %t919, -2
  %t921 = mul i64 %i495, 1
  %t922 = add i64 %t43, %t921
  %t923 = mul i64 %size.H, %size.W
  %t924 = mul i64 %t923, %size.C
  %t925 = mul i64 %t40, %t924
  %t926 = mul i64 %size.W, %size.C
  %t927 = mul i64 %t922, %t926
  %t928 = add i64 %t925, %t927
  %t929 = mul i64 %t920, %size.C
  %t930 = add i64 %t928, %t929
  %t931 = add i64 %t930, %i95
  %t932 = getelementptr float, ptr %buf.x, i64 %t931
  %t933 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t932, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t934 = load <16 x float>, ptr %tacc476
  %t935 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t933, <16 x float> %t821, <16 x float> %t934)
  store <16 x float> %t935, ptr %tacc476
  %t936 = mul i64 %t485, 2
  %t937 = mul i64 2, 1
  %t938 = add i64 %t936, %t937
  %t939 = add i64 %t938, -2
  %t940 = mul i64 %i495, 1
  %t941 = add i64 %t43, %t940
  %t942 = mul i64 %size.H, %size.W
  %t943 = mul i64 %t942, %size.C
  %t944 = mul i64 %t40, %t943
  %t945 = mul i64 %size.W, %size.C
  %t946 = mul i64 %t941, %t945
  %t947 = add i64 %t944, %t946
  %t948 = mul i64 %t939, %size.C
  %t949 = add i64 %t947, %t948
  %t950 = add i64 %t949, %i95
  %t951 = getelementptr float, ptr %buf.x, i64 %t950
  %t952 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t951, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t953 = load <16 x float>, ptr %tacc477
  %t954 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t952, <16 x float> %t821, <16 x float> %t953)
  store <16 x float> %t954, ptr %tacc477
  %t955 = mul i64 %t486, 2
  %t956 = mul i64 2, 1
  %t957 = add i64 %t955, %t956
  %t958 = add i64 %t957, -2
  %t959 = mul i64 %i495, 1
  %t960 = add i64 %t43, %t959
  %t961 = mul i64 %size.H, %size.W
  %t962 = mul i64 %t961, %size.C
  %t963 = mul i64 %t40, %t962
  %t964 = mul i64 %size.W, %size.C
  %t965 = mul i64 %t960, %t964
  %t966 = add i64 %t963, %t965
  %t967 = mul i64 %t958, %size.C
  %t968 = add i64 %t966, %t967
  %t969 = add i64 %t968, %i95
  %t970 = getelementptr float, ptr %buf.x, i64 %t969
  %t971 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t970, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t972 = load <16 x float>, ptr %tacc478
  %t973 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t971, <16 x float> %t821, <16 x float> %t972)
  store <16 x float> %t973, ptr %tacc478
  %t974 = add nsw i64 %i495, 1
  store i64 %t974, ptr %c491
  br label %head492
done494:
  br label %taps.done487
winnext489:
  %t977 = icmp eq i64 %size.S, 5
  br i1 %t977, label %win5975, label %winnext976
win5975:
  store i64 %t47, ptr %c978
  br label %head979
head979:
  %i982 = load i64, ptr %c978
  %t983 = icmp slt i64 %i982, %t54
  br i1 %t983, label %body980, label %done981
body980:
  %t984 = mul i64 %size.S, %size.C
  %t985 = mul i64 %i982, %t984
  %t986 = mul i64 0, %size.C
  %t987 = add i64 %t985, %t986
  %t988 = add i64 %t987, %i95
  %t989 = getelementptr float, ptr %buf.w, i64 %t988
  %t990 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t989, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t991 = mul i64 %t479, 2
  %t992 = mul i64 0, 1
  %t993 = add i64 %t991, %t992
  %t994 = add i64 %t993, -2
  %t995 = mul i64 %i982, 1
  %t996 = add i64 %t43, %t995
  %t997 = mul i64 %size.H, %size.W
  %t998 = mul i64 %t997, %size.C
  %t999 = mul i64 %t40, %t998
  %t1000 = mul i64 %size.W, %size.C
  %t1001 = mul i64 %t996, %t1000
  %t1002 = add i64 %t999, %t1001
  %t1003 = mul i64 %t994, %size.C
  %t1004 = add i64 %t1002, %t1003
  %t1005 = add i64 %t1004, %i95
  %t1006 = getelementptr float, ptr %buf.x, i64 %t1005
  %t1007 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1006, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1008 = load <16 x float>, ptr %tacc471
  %t1009 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1007, <16 x float> %t990, <16 x float> %t1008)
  store <16 x float> %t1009, ptr %tacc471
  %t1010 = mul i64 %t480, 2
  %t1011 = mul i64 0, 1
  %t1012 = add i64 %t1010, %t1011
  %t1013 = add i64 %t1012, -2
  %t1014 = mul i64 %i982, 1
  %t1015 = add i64 %t43, %t1014
  %t1016 = mul i64 %size.H, %size.W
  %t1017 = mul i64 %t1016, %size.C
  %t1018 = mul i64 %t40, %t1017
  %t1019 = mul i64 %size.W, %size.C
  %t1020 = mul i64 %t1015, %t1019
  %t1021 = add i64 %t1018, %t1020
  %t1022 = mul i64 %t1013, %size.C
  %t1023 = add i64 %t1021, %t1022
  %t1024 = add i64 %t1023, %i95
  %t1025 = getelementptr float, ptr %buf.x, i64 %t1024
  %t1026 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1025, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1027 = load <16 x float>, ptr %tacc472
  %t1028 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1026, <16 x float> %t990, <16 x float> %t1027)
  store <16 x float> %t1028, ptr %tacc472
  %t1029 = mul i64 %t481, 2
  %t1030 = mul i64 0, 1
  %t1031 = add i64 %t1029, %t1030
  %t1032 = add i64 %t1031, -2
  %t1033 = mul i64 %i982, 1
  %t1034 = add i64 %t43, %t1033
  %t1035 = mul i64 %size.H, %size.W
  %t1036 = mul i64 %t1035, %size.C
  %t1037 = mul i64 %t40, %t1036
  %t1038 = mul i64 %size.W, %size.C
  %t1039 = mul i64 %t1034, %t1038
  %t1040 = add i64 %t1037, %t1039
  %t1041 = mul i64 %t1032, %size.C
  %t1042 = add i64 %t1040, %t1041
  %t1043 = add i64 %t1042, %i95
  %t1044 = getelementptr float, ptr %buf.x, i64 %t1043
  %t1045 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1044, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1046 = load <16 x float>, ptr %tacc473
  %t1047 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1045, <16 x float> %t990, <16 x float> %t1046)
  store <16 x float> %t1047, ptr %tacc473
  %t1048 = mul i64 %t482, 2
  %t1049 = mul i64 0, 1
  %t1050 = add i64 %t1048, %t1049
  %t1051 = add i64 %t1050, -2
  %t1052 = mul i64 %i982, 1
  %t1053 = add i64 %t43, %t1052
  %t1054 = mul i64 %size.H, %size.W
  %t1055 = mul i64 %t1054, %size.C
  %t1056 = mul i64 %t40, %t1055
  %t1057 = mul i64 %size.W, %size.C
  %t1058 = mul i64 %t1053, %t1057
  %t1059 = add i64 %t1056, %t1058
  %t1060 = mul i64 %t1051, %size.C
  %t1061 = add i64 %t1059, %t1060
  %t1062 = add i64 %t1061, %i95
  %t1063 = getelementptr float, ptr %buf.x, i64 %t1062
  %t1064 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1063, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1065 = load <16 x float>, ptr %tacc474
  %t1066 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1064, <16 x float> %t990, <16 x float> %t1065)
  store <16 x float> %t1066, ptr %tacc474
  %t1067 = mul i64 %t483, 2
  %t1068 = mul i64 0, 1
  %t1069 = add i64 %t1067, %t1068
  %t1070 = add i64 %t1069, -2
  %t1071 = mul i64 %i982, 1
  %t1072 = add i64 %t43, %t1071
  %t1073 = mul i64 %size.H, %size.W
  %t1074 = mul i64 %t1073, %size.C
  %t1075 = mul i64 %t40, %t1074
  %t1076 = mul i64 %size.W, %size.C
  %t1077 = mul i64 %t1072, %t1076
  %t1078 = add i64 %t1075, %t1077
  %t1079 = mul i64 %t1070, %size.C
  %t1080 = add i64 %t1078, %t1079
  %t1081 = add i64 %t1080, %i95
  %t1082 = getelementptr float, ptr %buf.x, i64 %t1081
  %t1083 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1082, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1084 = load <16 x float>, ptr %tacc475
  %t1085 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1083, <16 x float> %t990, <16 x float> %t1084)
  store <16 x float> %t1085, ptr %tacc475
  %t1086 = mul i64 %t484, 2
  %t1087 = mul i64 0, 1
  %t1088 = add i64 %t1086, %t1087
  %t1089 = add i64 %t1088, -2
  %t1090 = mul i64 %i982, 1
  %t1091 = add i64 %t43, %t1090
  %t1092 = mul i64 %size.H, %size.W
  %t1093 = mul i64 %t1092, %size.C
  %t1094 = mul i64 %t40, %t1093
  %t1095 = mul i64 %size.W, %size.C
  %t1096 = mul i64 %t1091, %t1095
  %t1097 = add i64 %t1094, %t1096
  %t1098 = mul i64 %t1089, %size.C
  %t1099 = add i64 %t1097, %t1098
  %t1100 = add i64 %t1099, %i95
  %t1101 = getelementptr float, ptr %buf.x, i64 %t1100
  %t1102 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1101, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1103 = load <16 x float>, ptr %tacc476
  %t1104 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1102, <16 x float> %t990, <16 x float> %t1103)
  store <16 x float> %t1104, ptr %tacc476
  %t1105 = mul i64 %t485, 2
  %t1106 = mul i64 0, 1
  %t1107 = add i64 %t1105, %t1106
  %t1108 = add i64 %t1107, -2
  %t1109 = mul i64 %i982, 1
  %t1110 = add i64 %t43, %t1109
  %t1111 = mul i64 %size.H, %size.W
  %t1112 = mul i64 %t1111, %size.C
  %t1113 = mul i64 %t40, %t1112
  %t1114 = mul i64 %size.W, %size.C
  %t1115 = mul i64 %t1110, %t1114
  %t1116 = add i64 %t1113, %t1115
  %t1117 = mul i64 %t1108, %size.C
  %t1118 = add i64 %t1116, %t1117
  %t1119 = add i64 %t1118, %i95
  %t1120 = getelementptr float, ptr %buf.x, i64 %t1119
  %t1121 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1120, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1122 = load <16 x float>, ptr %tacc477
  %t1123 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1121, <16 x float> %t990, <16 x float> %t1122)
  store <16 x float> %t1123, ptr %tacc477
  %t1124 = mul i64 %t486, 2
  %t1125 = mul i64 0, 1
  %t1126 = add i64 %t1124, %t1125
  %t1127 = add i64 %t1126, -2
  %t1128 = mul i64 %i982, 1
  %t1129 = add i64 %t43, %t1128
  %t1130 = mul i64 %size.H, %size.W
  %t1131 = mul i64 %t1130, %size.C
  %t1132 = mul i64 %t40, %t1131
  %t1133 = mul i64 %size.W, %size.C
  %t1134 = mul i64 %t1129, %t1133
  %t1135 = add i64 %t1132, %t1134
  %t1136 = mul i64 %t1127, %size.C
  %t1137 = add i64 %t1135, %t1136
  %t1138 = add i64 %t1137, %i95
  %t1139 = getelementptr float, ptr %buf.x, i64 %t1138
  %t1140 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1139, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1141 = load <16 x float>, ptr %tacc478
  %t1142 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1140, <16 x float> %t990, <16 x float> %t1141)
  store <16 x float> %t1142, ptr %tacc478
  %t1143 = mul i64 %size.S, %size.C
  %t1144 = mul i64 %i982, %t1143
  %t1145 = mul i64 1, %size.C
  %t1146 = add i64 %t1144, %t1145
  %t1147 = add i64 %t1146, %i95
  %t1148 = getelementptr float, ptr %buf.w, i64 %t1147
  %t1149 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1148, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1150 = mul i64 %t479, 2
  %t1151 = mul i64 1, 1
  %t1152 = add i64 %t1150, %t1151
  %t1153 = add i64 %t1152, -2
  %t1154 = mul i64 %i982, 1
  %t1155 = add i64 %t43, %t1154
  %t1156 = mul i64 %size.H, %size.W
  %t1157 = mul i64 %t1156, %size.C
  %t1158 = mul i64 %t40, %t1157
  %t1159 = mul i64 %size.W, %size.C
  %t1160 = mul i64 %t1155, %t1159
  %t1161 = add i64 %t1158, %t1160
  %t1162 = mul i64 %t1153, %size.C
  %t1163 = add i64 %t1161, %t1162
  %t1164 = add i64 %t1163, %i95
  %t1165 = getelementptr float, ptr %buf.x, i64 %t1164
  %t1166 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1165, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1167 = load <16 x float>, ptr %tacc471
  %t1168 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1166, <16 x float> %t1149, <16 x float> %t1167)
  store <16 x float> %t1168, ptr %tacc471
  %t1169 = mul i64 %t480, 2
  %t1170 = mul i64 1, 1
  %t1171 = add i64 %t1169, %t1170
  %t1172 = add i64 %t1171, -2
  %t1173 = mul i64 %i982, 1
  %t1174 = add i64 %t43, %t1173
  %t1175 = mul i64 %size.H, %size.W
  %t1176 = mul i64 %t1175, %size.C
  %t1177 = mul i64 %t40, %t1176
  %t1178 = mul i64 %size.W, %size.C
  %t1179 = mul i64 %t1174, %t1178
  %t1180 = add i64 %t1177, %t1179
  %t1181 = mul i64 %t1172, %size.C
  %t1182 = add i64 %t1180, %t1181
  %t1183 = add i64 %t1182, %i95
  %t1184 = getelementptr float, ptr %buf.x, i64 %t1183
  %t1185 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1184, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1186 = load <16 x float>, ptr %tacc472
  %t1187 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1185, <16 x float> %t1149, <16 x float> %t1186)
  store <16 x float> %t1187, ptr %tacc472
  %t1188 = mul i64 %t481, 2
  %t1189 = mul i64 1, 1
  %t1190 = add i64 %t1188, %t1189
  %t1191 = add i64 %t1190, -2
  %t1192 = mul i64 %i982, 1
  %t1193 = add i64 %t43, %t1192
  %t1194 = mul i64 %size.H, %size.W
  %t1195 = mul i64 %t1194, %size.C
  %t1196 = mul i64 %t40, %t1195
  %t1197 = mul i64 %size.W, %size.C
  %t1198 = mul i64 %t1193, %t1197
  %t1199 = add i64 %t1196, %t1198
  %t1200 = mul i64 %t1191, %size.C
  %t1201 = add i64 %t1199, %t1200
  %t1202 = add i64 %t1201, %i95
  %t1203 = getelementptr float, ptr %buf.x, i64 %t1202
  %t1204 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1203, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1205 = load <16 x float>, ptr %tacc473
  %t1206 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1204, <16 x float> %t1149, <16 x float> %t1205)
  store <16 x float> %t1206, ptr %tacc473
  %t1207 = mul i64 %t482, 2
  %t1208 = mul i64 1, 1
  %t1209 = add i64 %t1207, %t1208
  %t1210 = add i64 %t1209, -2
  %t1211 = mul i64 %i982, 1
  %t1212 = add i64 %t43, %t1211
  %t1213 = mul i64 %size.H, %size.W
  %t1214 = mul i64 %t1213, %size.C
  %t1215 = mul i64 %t40, %t1214
  %t1216 = mul i64 %size.W, %size.C
  %t1217 = mul i64 %t1212, %t1216
  %t1218 = add i64 %t1215, %t1217
  %t1219 = mul i64 %t1210, %size.C
  %t1220 = add i64 %t1218, %t1219
  %t1221 = add i64 %t1220, %i95
  %t1222 = getelementptr float, ptr %buf.x, i64 %t1221
  %t1223 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1222, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1224 = load <16 x float>, ptr %tacc474
  %t1225 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1223, <16 x float> %t1149, <16 x float> %t1224)
  store <16 x float> %t1225, ptr %tacc474
  %t1226 = mul i64 %t483, 2
  %t1227 = mul i64 1, 1
  %t1228 = add i64 %t1226, %t1227
  %t1229 = add i64 %t1228, -2
  %t1230 = mul i64 %i982, 1
  %t1231 = add i64 %t43, %t1230
  %t1232 = mul i64 %size.H, %size.W
  %t1233 = mul i64 %t1232, %size.C
  %t1234 = mul i64 %t40, %t1233
  %t1235 = mul i64 %size.W, %size.C
  %t1236 = mul i64 %t1231, %t1235
  %t1237 = add i64 %t1234, %t1236
  %t1238 = mul i64 %t1229, %size.C
  %t1239 = add i64 %t1237, %t1238
  %t1240 = add i64 %t1239, %i95
  %t1241 = getelementptr float, ptr %buf.x, i64 %t1240
  %t1242 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1241, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1243 = load <16 x float>, ptr %tacc475
  %t1244 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1242, <16 x float> %t1149, <16 x float> %t1243)
  store <16 x float> %t1244, ptr %tacc475
  %t1245 = mul i64 %t484, 2
  %t1246 = mul i64 1, 1
  %t1247 = add i64 %t1245, %t1246
  %t1248 = add i64 %t1247, -2
  %t1249 = mul i64 %i982, 1
  %t1250 = add i64 %t43, %t1249
  %t1251 = mul i64 %size.H, %size.W
  %t1252 = mul i64 %t1251, %size.C
  %t1253 = mul i64 %t40, %t1252
  %t1254 = mul i64 %size.W, %size.C
  %t1255 = mul i64 %t1250, %t1254
  %t1256 = add i64 %t1253, %t1255
  %t1257 = mul i64 %t1248, %size.C
  %t1258 = add i64 %t1256, %t1257
  %t1259 = add i64 %t1258, %i95
  %t1260 = getelementptr float, ptr %buf.x, i64 %t1259
  %t1261 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1260, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1262 = load <16 x float>, ptr %tacc476
  %t1263 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1261, <16 x float> %t1149, <16 x float> %t1262)
  store <16 x float> %t1263, ptr %tacc476
  %t1264 = mul i64 %t485, 2
  %t1265 = mul i64 1, 1
  %t1266 = add i64 %t1264, %t1265
  %t1267 = add i64 %t1266, -2
  %t1268 = mul i64 %i982, 1
  %t1269 = add i64 %t43, %t1268
  %t1270 = mul i64 %size.H, %size.W
  %t1271 = mul i64 %t1270, %size.C
  %t1272 = mul i64 %t40, %t1271
  %t1273 = mul i64 %size.W, %size.C
  %t1274 = mul i64 %t1269, %t1273
  %t1275 = add i64 %t1272, %t1274
  %t1276 = mul i64 %t1267, %size.C
  %t1277 = add i64 %t1275, %t1276
  %t1278 = add i64 %t1277, %i95
  %t1279 = getelementptr float, ptr %buf.x, i64 %t1278
  %t1280 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1279, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1281 = load <16 x float>, ptr %tacc477
  %t1282 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1280, <16 x float> %t1149, <16 x float> %t1281)
  store <16 x float> %t1282, ptr %tacc477
  %t1283 = mul i64 %t486, 2
  %t1284 = mul i64 1, 1
  %t1285 = add i64 %t1283, %t1284
  %t1286 = add i64 %t1285, -2
  %t1287 = mul i64 %i982, 1
  %t1288 = add i64 %t43, %t1287
  %t1289 = mul i64 %size.H, %size.W
  %t1290 = mul i64 %t1289, %size.C
  %t1291 = mul i64 %t40, %t1290
  %t1292 = mul i64 %size.W, %size.C
  %t1293 = mul i64 %t1288, %t1292
  %t1294 = add i64 %t1291, %t1293
  %t1295 = mul i64 %t1286, %size.C
  %t1296 = add i64 %t1294, %t1295
  %t1297 = add i64 %t1296, %i95
  %t1298 = getelementptr float, ptr %buf.x, i64 %t1297
  %t1299 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1298, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1300 = load <16 x float>, ptr %tacc478
  %t1301 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1299, <16 x float> %t1149, <16 x float> %t1300)
  store <16 x float> %t1301, ptr %tacc478
  %t1302 = mul i64 %size.S, %size.C
  %t1303 = mul i64 %i982, %t1302
  %t1304 = mul i64 2, %size.C
  %t1305 = add i64 %t1303, %t1304
  %t1306 = add i64 %t1305, %i95
  %t1307 = getelementptr float, ptr %buf.w, i64 %t1306
  %t1308 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1307, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1309 = mul i64 %t479, 2
  %t1310 = mul i64 2, 1
  %t1311 = add i64 %t1309, %t1310
  %t1312 = add i64 %t1311, -2
  %t1313 = mul i64 %i982, 1
  %t1314 = add i64 %t43, %t1313
  %t1315 = mul i64 %size.H, %size.W
  %t1316 = mul i64 %t1315, %size.C
  %t1317 = mul i64 %t40, %t1316
  %t1318 = mul i64 %size.W, %size.C
  %t1319 = mul i64 %t1314, %t1318
  %t1320 = add i64 %t1317, %t1319
  %t1321 = mul i64 %t1312, %size.C
  %t1322 = add i64 %t1320, %t1321
  %t1323 = add i64 %t1322, %i95
  %t1324 = getelementptr float, ptr %buf.x, i64 %t1323
  %t1325 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1324, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1326 = load <16 x float>, ptr %tacc471
  %t1327 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1325, <16 x float> %t1308, <16 x float> %t1326)
  store <16 x float> %t1327, ptr %tacc471
  %t1328 = mul i64 %t480, 2
  %t1329 = mul i64 2, 1
  %t1330 = add i64 %t1328, %t1329
  %t1331 = add i64 %t1330, -2
  %t1332 = mul i64 %i982, 1
  %t1333 = add i64 %t43, %t1332
  %t1334 = mul i64 %size.H, %size.W
  %t1335 = mul i64 %t1334, %size.C
  %t1336 = mul i64 %t40, %t1335
  %t1337 = mul i64 %size.W, %size.C
  %t1338 = mul i64 %t1333, %t1337
  %t1339 = add i64 %t1336, %t1338
  %t1340 = mul i64 %t1331, %size.C
  %t1341 = add i64 %t1339, %t1340
  %t1342 = add i64 %t1341, %i95
  %t1343 = getelementptr float, ptr %buf.x, i64 %t1342
  %t1344 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1343, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1345 = load <16 x float>, ptr %tacc472
  %t1346 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1344, <16 x float> %t1308, <16 x float> %t1345)
  store <16 x float> %t1346, ptr %tacc472
  %t1347 = mul i64 %t481, 2
  %t1348 = mul i64 2, 1
  %t1349 = add i64 %t1347, %t1348
  %t1350 = add i64 %t1349, -2
  %t1351 = mul i64 %i982, 1
  %t1352 = add i64 %t43, %t1351
  %t1353 = mul i64 %size.H, %size.W
  %t1354 = mul i64 %t1353, %size.C
  %t1355 = mul i64 %t40, %t1354
  %t1356 = mul i64 %size.W, %size.C
  %t1357 = mul i64 %t1352, %t1356
  %t1358 = add i64 %t1355, %t1357
  %t1359 = mul i64 %t1350, %size.C
  %t1360 = add i64 %t1358, %t1359
  %t1361 = add i64 %t1360, %i95
  %t1362 = getelementptr float, ptr %buf.x, i64 %t1361
  %t1363 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1362, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1364 = load <16 x float>, ptr %tacc473
  %t1365 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1363, <16 x float> %t1308, <16 x float> %t1364)
  store <16 x float> %t1365, ptr %tacc473
  %t1366 = mul i64 %t482, 2
  %t1367 = mul i64 2, 1
  %t1368 = add i64 %t1366, %t1367
  %t1369 = add i64 %t1368, -2
  %t1370 = mul i64 %i982, 1
  %t1371 = add i64 %t43, %t1370
  %t1372 = mul i64 %size.H, %size.W
  %t1373 = mul i64 %t1372, %size.C
  %t1374 = mul i64 %t40, %t1373
  %t1375 = mul i64 %size.W, %size.C
  %t1376 = mul i64 %t1371, %t1375
  %t1377 = add i64 %t1374, %t1376
  %t1378 = mul i64 %t1369, %size.C
  %t1379 = add i64 %t1377, %t1378
  %t1380 = add i64 %t1379, %i95
  %t1381 = getelementptr float, ptr %buf.x, i64 %t1380
  %t1382 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1381, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1383 = load <16 x float>, ptr %tacc474
  %t1384 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1382, <16 x float> %t1308, <16 x float> %t1383)
  store <16 x float> %t1384, ptr %tacc474
  %t1385 = mul i64 %t483, 2
  %t1386 = mul i64 2, 1
  %t1387 = add i64 %t1385, %t1386
  %t1388 = add i64 %t1387, -2
  %t1389 = mul i64 %i982, 1
  %t1390 = add i64 %t43, %t1389
  %t1391 = mul i64 %size.H, %size.W
  %t1392 = mul i64 %t1391, %size.C
  %t1393 = mul i64 %t40, %t1392
  %t1394 = mul i64 %size.W, %size.C
  %t1395 = mul i64 %t1390, %t1394
  %t1396 = add i64 %t1393, %t1395
  %t1397 = mul i64 %t1388, %size.C
  %t1398 = add i64 %t1396, %t1397
  %t1399 = add i64 %t1398, %i95
  %t1400 = getelementptr float, ptr %buf.x, i64 %t1399
  %t1401 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1400, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1402 = load <16 x float>, ptr %tacc475
  %t1403 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1401, <16 x float> %t1308, <16 x float> %t1402)
  store <16 x float> %t1403, ptr %tacc475
  %t1404 = mul i64 %t484, 2
  %t1405 = mul i64 2, 1
  %t1406 = add i64 %t1404, %t1405
  %t1407 = add i64 %t1406, -2
  %t1408 = mul i64 %i982, 1
  %t1409 = add i64 %t43, %t1408
  %t1410 = mul i64 %size.H, %size.W
  %t1411 = mul i64 %t1410, %size.C
  %t1412 = mul i64 %t40, %t1411
  %t1413 = mul i64 %size.W, %size.C
  %t1414 = mul i64 %t1409, %t1413
  %t1415 = add i64 %t1412, %t1414
  %t1416 = mul i64 %t1407, %size.C
  %t1417 = add i64 %t1415, %t1416
  %t1418 = add i64 %t1417, %i95
  %t1419 = getelementptr float, ptr %buf.x, i64 %t1418
  %t1420 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1419, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1421 = load <16 x float>, ptr %tacc476
  %t1422 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1420, <16 x float> %t1308, <16 x float> %t1421)
  store <16 x float> %t1422, ptr %tacc476
  %t1423 = mul i64 %t485, 2
  %t1424 = mul i64 2, 1
  %t1425 = add i64 %t1423, %t1424
  %t1426 = add i64 %t1425, -2
  %t1427 = mul i64 %i982, 1
  %t1428 = add i64 %t43, %t1427
  %t1429 = mul i64 %size.H, %size.W
  %t1430 = mul i64 %t1429, %size.C
  %t1431 = mul i64 %t40, %t1430
  %t1432 = mul i64 %size.W, %size.C
  %t1433 = mul i64 %t1428, %t1432
  %t1434 = add i64 %t1431, %t1433
  %t1435 = mul i64 %t1426, %size.C
  %t1436 = add i64 %t1434, %t1435
  %t1437 = add i64 %t1436, %i95
  %t1438 = getelementptr float, ptr %buf.x, i64 %t1437
  %t1439 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1438, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1440 = load <16 x float>, ptr %tacc477
  %t1441 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1439, <16 x float> %t1308, <16 x float> %t1440)
  store <16 x float> %t1441, ptr %tacc477
  %t1442 = mul i64 %t486, 2
  %t1443 = mul i64 2, 1
  %t1444 = add i64 %t1442, %t1443
  %t1445 = add i64 %t1444, -2
  %t1446 = mul i64 %i982, 1
  %t1447 = add i64 %t43, %t1446
  %t1448 = mul i64 %size.H, %size.W
  %t1449 = mul i64 %t1448, %size.C
  %t1450 = mul i64 %t40, %t1449
  %t1451 = mul i64 %size.W, %size.C
  %t1452 = mul i64 %t1447, %t1451
  %t1453 = add i64 %t1450, %t1452
  %t1454 = mul i64 %t1445, %size.C
  %t1455 = add i64 %t1453, %t1454
  %t1456 = add i64 %t1455, %i95
  %t1457 = getelementptr float, ptr %buf.x, i64 %t1456
  %t1458 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1457, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1459 = load <16 x float>, ptr %tacc478
  %t1460 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1458, <16 x float> %t1308, <16 x float> %t1459)
  store <16 x float> %t1460, ptr %tacc478
  %t1461 = mul i64 %size.S, %size.C
  %t1462 = mul i64 %i982, %t1461
  %t1463 = mul i64 3, %size.C
  %t1464 = add i64 %t1462, %t1463
  %t1465 = add i64 %t1464, %i95
  %t1466 = getelementptr float, ptr %buf.w, i64 %t1465
  %t1467 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1466, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1468 = mul i64 %t479, 2
  %t1469 = mul i64 3, 1
  %t1470 = add i64 %t1468, %t1469
  %t1471 = add i64 %t1470, -2
  %t1472 = mul i64 %i982, 1
  %t1473 = add i64 %t43, %t1472
  %t1474 = mul i64 %size.H, %size.W
  %t1475 = mul i64 %t1474, %size.C
  %t1476 = mul i64 %t40, %t1475
  %t1477 = mul i64 %size.W, %size.C
  %t1478 = mul i64 %t1473, %t1477
  %t1479 = add i64 %t1476, %t1478
  %t1480 = mul i64 %t1471, %size.C
  %t1481 = add i64 %t1479, %t1480
  %t1482 = add i64 %t1481, %i95
  %t1483 = getelementptr float, ptr %buf.x, i64 %t1482
  %t1484 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1483, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1485 = load <16 x float>, ptr %tacc471
  %t1486 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1484, <16 x float> %t1467, <16 x float> %t1485)
  store <16 x float> %t1486, ptr %tacc471
  %t1487 = mul i64 %t480, 2
  %t1488 = mul i64 3, 1
  %t1489 = add i64 %t1487, %t1488
  %t1490 = add i64 %t1489, -2
  %t1491 = mul i64 %i982, 1
  %t1492 = add i64 %t43, %t1491
  %t1493 = mul i64 %size.H, %size.W
  %t1494 = mul i64 %t1493, %size.C
  %t1495 = mul i64 %t40, %t1494
  %t1496 = mul i64 %size.W, %size.C
  %t1497 = mul i64 %t1492, %t1496
  %t1498 = add i64 %t1495, %t1497
  %t1499 = mul i64 %t1490, %size.C
  %t1500 = add i64 %t1498, %t1499
  %t1501 = add i64 %t1500, %i95
  %t1502 = getelementptr float, ptr %buf.x, i64 %t1501
  %t1503 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1502, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1504 = load <16 x float>, ptr %tacc472
  %t1505 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1503, <16 x float> %t1467, <16 x float> %t1504)
  store <16 x float> %t1505, ptr %tacc472
  %t1506 = mul i64 %t481, 2
  %t1507 = mul i64 3, 1
  %t1508 = add i64 %t1506, %t1507
  %t1509 = add i64 %t1508, -2
  %t1510 = mul i64 %i982, 1
  %t1511 = add i64 %t43, %t1510
  %t1512 = mul i64 %size.H, %size.W
  %t1513 = mul i64 %t1512, %size.C
  %t1514 = mul i64 %t40, %t1513
  %t1515 = mul i64 %size.W, %size.C
  %t1516 = mul i64 %t1511, %t1515
  %t1517 = add i64 %t1514, %t1516
  %t1518 = mul i64 %t1509, %size.C
  %t1519 = add i64 %t1517, %t1518
  %t1520 = add i64 %t1519, %i95
  %t1521 = getelementptr float, ptr %buf.x, i64 %t1520
  %t1522 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1521, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1523 = load <16 x float>, ptr %tacc473
  %t1524 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1522, <16 x float> %t1467, <16 x float> %t1523)
  store <16 x float> %t1524, ptr %tacc473
  %t1525 = mul i64 %t482, 2
  %t1526 = mul i64 3, 1
  %t1527 = add i64 %t1525, %t1526
  %t1528 = add i64 %t1527, -2
  %t1529 = mul i64 %i982, 1
  %t1530 = add i64 %t43, %t1529
  %t1531 = mul i64 %size.H, %size.W
  %t1532 = mul i64 %t1531, %size.C
  %t1533 = mul i64 %t40, %t1532
  %t1534 = mul i64 %size.W, %size.C
  %t1535 = mul i64 %t1530, %t1534
  %t1536 = add i64 %t1533, %t1535
  %t1537 = mul i64 %t1528, %size.C
  %t1538 = add i64 %t1536, %t1537
  %t1539 = add i64 %t1538, %i95
  %t1540 = getelementptr float, ptr %buf.x, i64 %t1539
  %t1541 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1540, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1542 = load <16 x float>, ptr %tacc474
  %t1543 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1541, <16 x float> %t1467, <16 x float> %t1542)
  store <16 x float> %t1543, ptr %tacc474
  %t1544 = mul i64 %t483, 2
  %t1545 = mul i64 3, 1
  %t1546 = add i64 %t1544, %t1545
  %t1547 = add i64 %t1546, -2
  %t1548 = mul i64 %i982, 1
  %t1549 = add i64 %t43, %t1548
  %t1550 = mul i64 %size.H, %size.W
  %t1551 = mul i64 %t1550, %size.C
  %t1552 = mul i64 %t40, %t1551
  %t1553 = mul i64 %size.W, %size.C
  %t1554 = mul i64 %t1549, %t1553
  %t1555 = add i64 %t1552, %t1554
  %t1556 = mul i64 %t1547, %size.C
  %t1557 = add i64 %t1555, %t1556
  %t1558 = add i64 %t1557, %i95
  %t1559 = getelementptr float, ptr %buf.x, i64 %t1558
  %t1560 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1559, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1561 = load <16 x float>, ptr %tacc475
  %t1562 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1560, <16 x float> %t1467, <16 x float> %t1561)
  store <16 x float> %t1562, ptr %tacc475
  %t1563 = mul i64 %t484, 2
  %t1564 = mul i64 3, 1
  %t1565 = add i64 %t1563, %t1564
  %t1566 = add i64 %t1565, -2
  %t1567 = mul i64 %i982, 1
  %t1568 = add i64 %t43, %t1567
  %t1569 = mul i64 %size.H, %size.W
  %t1570 = mul i64 %t1569, %size.C
  %t1571 = mul i64 %t40, %t1570
  %t1572 = mul i64 %size.W, %size.C
  %t1573 = mul i64 %t1568, %t1572
  %t1574 = add i64 %t1571, %t1573
  %t1575 = mul i64 %t1566, %size.C
  %t1576 = add i64 %t1574, %t1575
  %t1577 = add i64 %t1576, %i95
  %t1578 = getelementptr float, ptr %buf.x, i64 %t1577
  %t1579 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1578, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1580 = load <16 x float>, ptr %tacc476
  %t1581 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1579, <16 x float> %t1467, <16 x float> %t1580)
  store <16 x float> %t1581, ptr %tacc476
  %t1582 = mul i64 %t485, 2
  %t1583 = mul i64 3, 1
  %t1584 = add i64 %t1582, %t1583
  %t1585 = add i64 %t1584, -2
  %t1586 = mul i64 %i982, 1
  %t1587 = add i64 %t43, %t1586
  %t1588 = mul i64 %size.H, %size.W
  %t1589 = mul i64 %t1588, %size.C
  %t1590 = mul i64 %t40, %t1589
  %t1591 = mul i64 %size.W, %size.C
  %t1592 = mul i64 %t1587, %t1591
  %t1593 = add i64 %t1590, %t1592
  %t1594 = mul i64 %t1585, %size.C
  %t1595 = add i64 %t1593, %t1594
  %t1596 = add i64 %t1595, %i95
  %t1597 = getelementptr float, ptr %buf.x, i64 %t1596
  %t1598 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1597, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1599 = load <16 x float>, ptr %tacc477
  %t1600 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1598, <16 x float> %t1467, <16 x float> %t1599)
  store <16 x float> %t1600, ptr %tacc477
  %t1601 = mul i64 %t486, 2
  %t1602 = mul i64 3, 1
  %t1603 = add i64 %t1601, %t1602
  %t1604 = add i64 %t1603, -2
  %t1605 = mul i64 %i982, 1
  %t1606 = add i64 %t43, %t1605
  %t1607 = mul i64 %size.H, %size.W
  %t1608 = mul i64 %t1607, %size.C
  %t1609 = mul i64 %t40, %t1608
  %t1610 = mul i64 %size.W, %size.C
  %t1611 = mul i64 %t1606, %t1610
  %t1612 = add i64 %t1609, %t1611
  %t1613 = mul i64 %t1604, %size.C
  %t1614 = add i64 %t1612, %t1613
  %t1615 = add i64 %t1614, %i95
  %t1616 = getelementptr float, ptr %buf.x, i64 %t1615
  %t1617 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1616, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1618 = load <16 x float>, ptr %tacc478
  %t1619 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1617, <16 x float> %t1467, <16 x float> %t1618)
  store <16 x float> %t1619, ptr %tacc478
  %t1620 = mul i64 %size.S, %size.C
  %t1621 = mul i64 %i982, %t1620
  %t1622 = mul i64 4, %size.C
  %t1623 = add i64 %t1621, %t1622
  %t1624 = add i64 %t1623, %i95
  %t1625 = getelementptr float, ptr %buf.w, i64 %t1624
  %t1626 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1625, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1627 = mul i64 %t479, 2
  %t1628 = mul i64 4, 1
  %t1629 = add i64 %t1627, %t1628
  %t1630 = add i64 %t1629, -2
  %t1631 = mul i64 %i982, 1
  %t1632 = add i64 %t43, %t1631
  %t1633 = mul i64 %size.H, %size.W
  %t1634 = mul i64 %t1633, %size.C
  %t1635 = mul i64 %t40, %t1634
  %t1636 = mul i64 %size.W, %size.C
  %t1637 = mul i64 %t1632, %t1636
  %t1638 = add i64 %t1635, %t1637
  %t1639 = mul i64 %t1630, %size.C
  %t1640 = add i64 %t1638, %t1639
  %t1641 = add i64 %t1640, %i95
  %t1642 = getelementptr float, ptr %buf.x, i64 %t1641
  %t1643 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1642, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1644 = load <16 x float>, ptr %tacc471
  %t1645 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1643, <16 x float> %t1626, <16 x float> %t1644)
  store <16 x float> %t1645, ptr %tacc471
  %t1646 = mul i64 %t480, 2
  %t1647 = mul i64 4, 1
  %t1648 = add i64 %t1646, %t1647
  %t1649 = add i64 %t1648, -2
  %t1650 = mul i64 %i982, 1
  %t1651 = add i64 %t43, %t1650
  %t1652 = mul i64 %size.H, %size.W
  %t1653 = mul i64 %t1652, %size.C
  %t1654 = mul i64 %t40, %t1653
  %t1655 = mul i64 %size.W, %size.C
  %t1656 = mul i64 %t1651, %t1655
  %t1657 = add i64 %t1654, %t1656
  %t1658 = mul i64 %t1649, %size.C
  %t1659 = add i64 %t1657, %t1658
  %t1660 = add i64 %t1659, %i95
  %t1661 = getelementptr float, ptr %buf.x, i64 %t1660
  %t1662 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1661, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1663 = load <16 x float>, ptr %tacc472
  %t1664 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1662, <16 x float> %t1626, <16 x float> %t1663)
  store <16 x float> %t1664, ptr %tacc472
  %t1665 = mul i64 %t481, 2
  %t1666 = mul i64 4, 1
  %t1667 = add i64 %t1665, %t1666
  %t1668 = add i64 %t1667, -2
  %t1669 = mul i64 %i982, 1
  %t1670 = add i64 %t43, %t1669
  %t1671 = mul i64 %size.H, %size.W
  %t1672 = mul i64 %t1671, %size.C
  %t1673 = mul i64 %t40, %t1672
  %t1674 = mul i64 %size.W, %size.C
  %t1675 = mul i64 %t1670, %t1674
  %t1676 = add i64 %t1673, %t1675
  %t1677 = mul i64 %t1668, %size.C
  %t1678 = add i64 %t1676, %t1677
  %t1679 = add i64 %t1678, %i95
  %t1680 = getelementptr float, ptr %buf.x, i64 %t1679
  %t1681 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1680, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1682 = load <16 x float>, ptr %tacc473
  %t1683 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1681, <16 x float> %t1626, <16 x float> %t1682)
  store <16 x float> %t1683, ptr %tacc473
  %t1684 = mul i64 %t482, 2
  %t1685 = mul i64 4, 1
  %t1686 = add i64 %t1684, %t1685
  %t1687 = add i64 %t1686, -2
  %t1688 = mul i64 %i982, 1
  %t1689 = add i64 %t43, %t1688
  %t1690 = mul i64 %size.H, %size.W
  %t1691 = mul i64 %t1690, %size.C
  %t1692 = mul i64 %t40, %t1691
  %t1693 = mul i64 %size.W, %size.C
  %t1694 = mul i64 %t1689, %t1693
  %t1695 = add i64 %t1692, %t1694
  %t1696 = mul i64 %t1687, %size.C
  %t1697 = add i64 %t1695, %t1696
  %t1698 = add i64 %t1697, %i95
  %t1699 = getelementptr float, ptr %buf.x, i64 %t1698
  %t1700 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1699, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1701 = load <16 x float>, ptr %tacc474
  %t1702 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1700, <16 x float> %t1626, <16 x float> %t1701)
  store <16 x float> %t1702, ptr %tacc474
  %t1703 = mul i64 %t483, 2
  %t1704 = mul i64 4, 1
  %t1705 = add i64 %t1703, %t1704
  %t1706 = add i64 %t1705, -2
  %t1707 = mul i64 %i982, 1
  %t1708 = add i64 %t43, %t1707
  %t1709 = mul i64 %size.H, %size.W
  %t1710 = mul i64 %t1709, %size.C
  %t1711 = mul i64 %t40, %t1710
  %t1712 = mul i64 %size.W, %size.C
  %t1713 = mul i64 %t1708, %t1712
  %t1714 = add i64 %t1711, %t1713
  %t1715 = mul i64 %t1706, %size.C
  %t1716 = add i64 %t1714, %t1715
  %t1717 = add i64 %t1716, %i95
  %t1718 = getelementptr float, ptr %buf.x, i64 %t1717
  %t1719 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1718, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1720 = load <16 x float>, ptr %tacc475
  %t1721 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1719, <16 x float> %t1626, <16 x float> %t1720)
  store <16 x float> %t1721, ptr %tacc475
  %t1722 = mul i64 %t484, 2
  %t1723 = mul i64 4, 1
  %t1724 = add i64 %t1722, %t1723
  %t1725 = add i64 %t1724, -2
  %t1726 = mul i64 %i982, 1
  %t1727 = add i64 %t43, %t1726
  %t1728 = mul i64 %size.H, %size.W
  %t1729 = mul i64 %t1728, %size.C
  %t1730 = mul i64 %t40, %t1729
  %t1731 = mul i64 %size.W, %size.C
  %t1732 = mul i64 %t1727, %t1731
  %t1733 = add i64 %t1730, %t1732
  %t1734 = mul i64 %t1725, %size.C
  %t1735 = add i64 %t1733, %t1734
  %t1736 = add i64 %t1735, %i95
  %t1737 = getelementptr float, ptr %buf.x, i64 %t1736
  %t1738 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1737, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1739 = load <16 x float>, ptr %tacc476
  %t1740 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1738, <16 x float> %t1626, <16 x float> %t1739)
  store <16 x float> %t1740, ptr %tacc476
  %t1741 = mul i64 %t485, 2
  %t1742 = mul i64 4, 1
  %t1743 = add i64 %t1741, %t1742
  %t1744 = add i64 %t1743, -2
  %t1745 = mul i64 %i982, 1
  %t1746 = add i64 %t43, %t1745
  %t1747 = mul i64 %size.H, %size.W
  %t1748 = mul i64 %t1747, %size.C
  %t1749 = mul i64 %t40, %t1748
  %t1750 = mul i64 %size.W, %size.C
  %t1751 = mul i64 %t1746, %t1750
  %t1752 = add i64 %t1749, %t1751
  %t1753 = mul i64 %t1744, %size.C
  %t1754 = add i64 %t1752, %t1753
  %t1755 = add i64 %t1754, %i95
  %t1756 = getelementptr float, ptr %buf.x, i64 %t1755
  %t1757 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1756, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1758 = load <16 x float>, ptr %tacc477
  %t1759 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1757, <16 x float> %t1626, <16 x float> %t1758)
  store <16 x float> %t1759, ptr %tacc477
  %t1760 = mul i64 %t486, 2
  %t1761 = mul i64 4, 1
  %t1762 = add i64 %t1760, %t1761
  %t1763 = add i64 %t1762, -2
  %t1764 = mul i64 %i982, 1
  %t1765 = add i64 %t43, %t1764
  %t1766 = mul i64 %size.H, %size.W
  %t1767 = mul i64 %t1766, %size.C
  %t1768 = mul i64 %t40, %t1767
  %t1769 = mul i64 %size.W, %size.C
  %t1770 = mul i64 %t1765, %t1769
  %t1771 = add i64 %t1768, %t1770
  %t1772 = mul i64 %t1763, %size.C
  %t1773 = add i64 %t1771, %t1772
  %t1774 = add i64 %t1773, %i95
  %t1775 = getelementptr float, ptr %buf.x, i64 %t1774
  %t1776 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1775, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1777 = load <16 x float>, ptr %tacc478
  %t1778 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1776, <16 x float> %t1626, <16 x float> %t1777)
  store <16 x float> %t1778, ptr %tacc478
  %t1779 = add nsw i64 %i982, 1
  store i64 %t1779, ptr %c978
  br label %head979
done981:
  br label %taps.done487
winnext976:
  store i64 %t47, ptr %c1780
  br label %head1781
head1781:
  %i1784 = load i64, ptr %c1780
  %t1785 = icmp slt i64 %i1784, %t54
  br i1 %t1785, label %body1782, label %done1783
body1782:
  store i64 0, ptr %c1786
  br label %head1787
head1787:
  %i1790 = load i64, ptr %c1786
  %t1791 = icmp slt i64 %i1790, %size.S
  br i1 %t1791, label %body1788, label %done1789
body1788:
  %t1792 = mul i64 %size.S, %size.C
  %t1793 = mul i64 %i1784, %t1792
  %t1794 = mul i64 %i1790, %size.C
  %t1795 = add i64 %t1793, %t1794
  %t1796 = add i64 %t1795, %i95
  %t1797 = getelementptr float, ptr %buf.w, i64 %t1796
  %t1798 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1797, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1799 = mul i64 %t479, 2
  %t1800 = mul i64 %i1790, 1
  %t1801 = add i64 %t1799, %t1800
  %t1802 = add i64 %t1801, -2
  %t1803 = mul i64 %i1784, 1
  %t1804 = add i64 %t43, %t1803
  %t1805 = mul i64 %size.H, %size.W
  %t1806 = mul i64 %t1805, %size.C
  %t1807 = mul i64 %t40, %t1806
  %t1808 = mul i64 %size.W, %size.C
  %t1809 = mul i64 %t1804, %t1808
  %t1810 = add i64 %t1807, %t1809
  %t1811 = mul i64 %t1802, %size.C
  %t1812 = add i64 %t1810, %t1811
  %t1813 = add i64 %t1812, %i95
  %t1814 = getelementptr float, ptr %buf.x, i64 %t1813
  %t1815 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1814, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1816 = load <16 x float>, ptr %tacc471
  %t1817 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1815, <16 x float> %t1798, <16 x float> %t1816)
  store <16 x float> %t1817, ptr %tacc471
  %t1818 = mul i64 %t480, 2
  %t1819 = mul i64 %i1790, 1
  %t1820 = add i64 %t1818, %t1819
  %t1821 = add i64 %t1820, -2
  %t1822 = mul i64 %i1784, 1
  %t1823 = add i64 %t43, %t1822
  %t1824 = mul i64 %size.H, %size.W
  %t1825 = mul i64 %t1824, %size.C
  %t1826 = mul i64 %t40, %t1825
  %t1827 = mul i64 %size.W, %size.C
  %t1828 = mul i64 %t1823, %t1827
  %t1829 = add i64 %t1826, %t1828
  %t1830 = mul i64 %t1821, %size.C
  %t1831 = add i64 %t1829, %t1830
  %t1832 = add i64 %t1831, %i95
  %t1833 = getelementptr float, ptr %buf.x, i64 %t1832
  %t1834 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1833, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1835 = load <16 x float>, ptr %tacc472
  %t1836 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1834, <16 x float> %t1798, <16 x float> %t1835)
  store <16 x float> %t1836, ptr %tacc472
  %t1837 = mul i64 %t481, 2
  %t1838 = mul i64 %i1790, 1
  %t1839 = add i64 %t1837, %t1838
  %t1840 = add i64 %t1839, -2
  %t1841 = mul i64 %i1784, 1
  %t1842 = add i64 %t43, %t1841
  %t1843 = mul i64 %size.H, %size.W
  %t1844 = mul i64 %t1843, %size.C
  %t1845 = mul i64 %t40, %t1844
  %t1846 = mul i64 %size.W, %size.C
  %t1847 = mul i64 %t1842, %t1846
  %t1848 = add i64 %t1845, %t1847
  %t1849 = mul i64 %t1840, %size.C
  %t1850 = add i64 %t1848, %t1849
  %t1851 = add i64 %t1850, %i95
  %t1852 = getelementptr float, ptr %buf.x, i64 %t1851
  %t1853 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1852, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1854 = load <16 x float>, ptr %tacc473
  %t1855 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1853, <16 x float> %t1798, <16 x float> %t1854)
  store <16 x float> %t1855, ptr %tacc473
  %t1856 = mul i64 %t482, 2
  %t1857 = mul i64 %i1790, 1
  %t1858 = add i64 %t1856, %t1857
  %t1859 = add i64 %t1858, -2
  %t1860 = mul i64 %i1784, 1
  %t1861 = add i64 %t43, %t1860
  %t1862 = mul i64 %size.H, %size.W
  %t1863 = mul i64 %t1862, %size.C
  %t1864 = mul i64 %t40, %t1863
  %t1865 = mul i64 %size.W, %size.C
  %t1866 = mul i64 %t1861, %t1865
  %t1867 = add i64 %t1864, %t1866
  %t1868 = mul i64 %t1859, %size.C
  %t1869 = add i64 %t1867, %t1868
  %t1870 = add i64 %t1869, %i95
  %t1871 = getelementptr float, ptr %buf.x, i64 %t1870
  %t1872 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1871, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1873 = load <16 x float>, ptr %tacc474
  %t1874 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1872, <16 x float> %t1798, <16 x float> %t1873)
  store <16 x float> %t1874, ptr %tacc474
  %t1875 = mul i64 %t483, 2
  %t1876 = mul i64 %i1790, 1
  %t1877 = add i64 %t1875, %t1876
  %t1878 = add i64 %t1877, -2
  %t1879 = mul i64 %i1784, 1
  %t1880 = add i64 %t43, %t1879
  %t1881 = mul i64 %size.H, %size.W
  %t1882 = mul i64 %t1881, %size.C
  %t1883 = mul i64 %t40, %t1882
  %t1884 = mul i64 %size.W, %size.C
  %t1885 = mul i64 %t1880, %t1884
  %t1886 = add i64 %t1883, %t1885
  %t1887 = mul i64 %t1878, %size.C
  %t1888 = add i64 %t1886, %t1887
  %t1889 = add i64 %t1888, %i95
  %t1890 = getelementptr float, ptr %buf.x, i64 %t1889
  %t1891 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1890, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1892 = load <16 x float>, ptr %tacc475
  %t1893 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1891, <16 x float> %t1798, <16 x float> %t1892)
  store <16 x float> %t1893, ptr %tacc475
  %t1894 = mul i64 %t484, 2
  %t1895 = mul i64 %i1790, 1
  %t1896 = add i64 %t1894, %t1895
  %t1897 = add i64 %t1896, -2
  %t1898 = mul i64 %i1784, 1
  %t1899 = add i64 %t43, %t1898
  %t1900 = mul i64 %size.H, %size.W
  %t1901 = mul i64 %t1900, %size.C
  %t1902 = mul i64 %t40, %t1901
  %t1903 = mul i64 %size.W, %size.C
  %t1904 = mul i64 %t1899, %t1903
  %t1905 = add i64 %t1902, %t1904
  %t1906 = mul i64 %t1897, %size.C
  %t1907 = add i64 %t1905, %t1906
  %t1908 = add i64 %t1907, %i95
  %t1909 = getelementptr float, ptr %buf.x, i64 %t1908
  %t1910 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1909, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1911 = load <16 x float>, ptr %tacc476
  %t1912 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1910, <16 x float> %t1798, <16 x float> %t1911)
  store <16 x float> %t1912, ptr %tacc476
  %t1913 = mul i64 %t485, 2
  %t1914 = mul i64 %i1790, 1
  %t1915 = add i64 %t1913, %t1914
  %t1916 = add i64 %t1915, -2
  %t1917 = mul i64 %i1784, 1
  %t1918 = add i64 %t43, %t1917
  %t1919 = mul i64 %size.H, %size.W
  %t1920 = mul i64 %t1919, %size.C
  %t1921 = mul i64 %t40, %t1920
  %t1922 = mul i64 %size.W, %size.C
  %t1923 = mul i64 %t1918, %t1922
  %t1924 = add i64 %t1921, %t1923
  %t1925 = mul i64 %t1916, %size.C
  %t1926 = add i64 %t1924, %t1925
  %t1927 = add i64 %t1926, %i95
  %t1928 = getelementptr float, ptr %buf.x, i64 %t1927
  %t1929 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1928, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1930 = load <16 x float>, ptr %tacc477
  %t1931 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1929, <16 x float> %t1798, <16 x float> %t1930)
  store <16 x float> %t1931, ptr %tacc477
  %t1932 = mul i64 %t486, 2
  %t1933 = mul i64 %i1790, 1
  %t1934 = add i64 %t1932, %t1933
  %t1935 = add i64 %t1934, -2
  %t1936 = mul i64 %i1784, 1
  %t1937 = add i64 %t43, %t1936
  %t1938 = mul i64 %size.H, %size.W
  %t1939 = mul i64 %t1938, %size.C
  %t1940 = mul i64 %t40, %t1939
  %t1941 = mul i64 %size.W, %size.C
  %t1942 = mul i64 %t1937, %t1941
  %t1943 = add i64 %t1940, %t1942
  %t1944 = mul i64 %t1935, %size.C
  %t1945 = add i64 %t1943, %t1944
  %t1946 = add i64 %t1945, %i95
  %t1947 = getelementptr float, ptr %buf.x, i64 %t1946
  %t1948 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1947, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t1949 = load <16 x float>, ptr %tacc478
  %t1950 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1948, <16 x float> %t1798, <16 x float> %t1949)
  store <16 x float> %t1950, ptr %tacc478
  %t1951 = add nsw i64 %i1790, 1
  store i64 %t1951, ptr %c1786
  br label %head1787
done1789:
  %t1952 = add nsw i64 %i1784, 1
  store i64 %t1952, ptr %c1780
  br label %head1781
done1783:
  br label %taps.done487
taps.done487:
  %t1953 = load <16 x float>, ptr %tacc471
  %p1954 = getelementptr float, ptr %buf.b, i64 %i95
  %ld1955 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1954, <16 x i1> %t97, <16 x float> zeroinitializer)
  %v1956 = fadd contract <16 x float> %ld1955, %t1953
  %v1957 = add i64 %size.H, 2
  %v1958 = add i64 %v1957, 2
  %v1959 = sub i64 %size.R, 1
  %v1960 = sub i64 %v1958, %v1959
  %v1961 = sub i64 %v1960, 1
  %v1962 = sdiv i64 %v1961, 2
  %v1963 = srem i64 %v1961, 2
  %v1964 = icmp ne i64 %v1963, 0
  %v1965 = icmp slt i64 %v1963, 0
  %v1966 = icmp slt i64 2, 0
  %v1967 = xor i1 %v1965, %v1966
  %v1968 = and i1 %v1964, %v1967
  %v1969 = zext i1 %v1968 to i64
  %v1970 = sub i64 %v1962, %v1969
  %v1971 = add i64 %v1970, 1
  %v1972 = mul i64 %t40, %v1971
  %v1973 = add i64 %v1972, %t41
  %v1974 = add i64 %size.W, 2
  %v1975 = add i64 %v1974, 2
  %v1976 = sub i64 %size.S, 1
  %v1977 = sub i64 %v1975, %v1976
  %v1978 = sub i64 %v1977, 1
  %v1979 = sdiv i64 %v1978, 2
  %v1980 = srem i64 %v1978, 2
  %v1981 = icmp ne i64 %v1980, 0
  %v1982 = icmp slt i64 %v1980, 0
  %v1983 = icmp slt i64 2, 0
  %v1984 = xor i1 %v1982, %v1983
  %v1985 = and i1 %v1981, %v1984
  %v1986 = zext i1 %v1985 to i64
  %v1987 = sub i64 %v1979, %v1986
  %v1988 = add i64 %v1987, 1
  %v1989 = mul i64 %v1973, %v1988
  %v1990 = add i64 %v1989, %t479
  %v1991 = mul i64 %v1990, %size.C
  %v1992 = add i64 %v1991, %i95
  %p1993 = getelementptr float, ptr %buf.y, i64 %v1992
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1956, ptr align 4 %p1993, <16 x i1> %t97)
  %t1994 = load <16 x float>, ptr %tacc472
  %p1995 = getelementptr float, ptr %buf.b, i64 %i95
  %ld1996 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1995, <16 x i1> %t97, <16 x float> zeroinitializer)
  %v1997 = fadd contract <16 x float> %ld1996, %t1994
  %v1998 = add i64 %size.H, 2
  %v1999 = add i64 %v1998, 2
  %v2000 = sub i64 %size.R, 1
  %v2001 = sub i64 %v1999, %v2000
  %v2002 = sub i64 %v2001, 1
  %v2003 = sdiv i64 %v2002, 2
  %v2004 = srem i64 %v2002, 2
  %v2005 = icmp ne i64 %v2004, 0
  %v2006 = icmp slt i64 %v2004, 0
  %v2007 = icmp slt i64 2, 0
  %v2008 = xor i1 %v2006, %v2007
  %v2009 = and i1 %v2005, %v2008
  %v2010 = zext i1 %v2009 to i64
  %v2011 = sub i64 %v2003, %v2010
  %v2012 = add i64 %v2011, 1
  %v2013 = mul i64 %t40, %v2012
  %v2014 = add i64 %v2013, %t41
  %v2015 = add i64 %size.W, 2
  %v2016 = add i64 %v2015, 2
  %v2017 = sub i64 %size.S, 1
  %v2018 = sub i64 %v2016, %v2017
  %v2019 = sub i64 %v2018, 1
  %v2020 = sdiv i64 %v2019, 2
  %v2021 = srem i64 %v2019, 2
  %v2022 = icmp ne i64 %v2021, 0
  %v2023 = icmp slt i64 %v2021, 0
  %v2024 = icmp slt i64 2, 0
  %v2025 = xor i1 %v2023, %v2024
  %v2026 = and i1 %v2022, %v2025
  %v2027 = zext i1 %v2026 to i64
  %v2028 = sub i64 %v2020, %v2027
  %v2029 = add i64 %v2028, 1
  %v2030 = mul i64 %v2014, %v2029
  %v2031 = add i64 %v2030, %t480
  %v2032 = mul i64 %v2031, %size.C
  %v2033 = add i64 %v2032, %i95
  %p2034 = getelementptr float, ptr %buf.y, i64 %v2033
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1997, ptr align 4 %p2034, <16 x i1> %t97)
  %t2035 = load <16 x float>, ptr %tacc473
  %p2036 = getelementptr float, ptr %buf.b, i64 %i95
  %ld2037 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2036, <16 x i1> %t97, <16 x float> zeroinitializer)
  %v2038 = fadd contract <16 x float> %ld2037, %t2035
  %v2039 = add i64 %size.H, 2
  %v2040 = add i64 %v2039, 2
  %v2041 = sub i64 %size.R, 1
  %v2042 = sub i64 %v2040, %v2041
  %v2043 = sub i64 %v2042, 1
  %v2044 = sdiv i64 %v2043, 2
  %v2045 = srem i64 %v2043, 2
  %v2046 = icmp ne i64 %v2045, 0
  %v2047 = icmp slt i64 %v2045, 0
  %v2048 = icmp slt i64 2, 0
  %v2049 = xor i1 %v2047, %v2048
  %v2050 = and i1 %v2046, %v2049
  %v2051 = zext i1 %v2050 to i64
  %v2052 = sub i64 %v2044, %v2051
  %v2053 = add i64 %v2052, 1
  %v2054 = mul i64 %t40, %v2053
  %v2055 = add i64 %v2054, %t41
  %v2056 = add i64 %size.W, 2
  %v2057 = add i64 %v2056, 2
  %v2058 = sub i64 %size.S, 1
  %v2059 = sub i64 %v2057, %v2058
  %v2060 = sub i64 %v2059, 1
  %v2061 = sdiv i64 %v2060, 2
  %v2062 = srem i64 %v2060, 2
  %v2063 = icmp ne i64 %v2062, 0
  %v2064 = icmp slt i64 %v2062, 0
  %v2065 = icmp slt i64 2, 0
  %v2066 = xor i1 %v2064, %v2065
  %v2067 = and i1 %v2063, %v2066
  %v2068 = zext i1 %v2067 to i64
  %v2069 = sub i64 %v2061, %v2068
  %v2070 = add i64 %v2069, 1
  %v2071 = mul i64 %v2055, %v2070
  %v2072 = add i64 %v2071, %t481
  %v2073 = mul i64 %v2072, %size.C
  %v2074 = add i64 %v2073, %i95
  %p2075 = getelementptr float, ptr %buf.y, i64 %v2074
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2038, ptr align 4 %p2075, <16 x i1> %t97)
  %t2076 = load <16 x float>, ptr %tacc474
  %p2077 = getelementptr float, ptr %buf.b, i64 %i95
  %ld2078 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2077, <16 x i1> %t97, <16 x float> zeroinitializer)
  %v2079 = fadd contract <16 x float> %ld2078, %t2076
  %v2080 = add i64 %size.H, 2
  %v2081 = add i64 %v2080, 2
  %v2082 = sub i64 %size.R, 1
  %v2083 = sub i64 %v2081, %v2082
  %v2084 = sub i64 %v2083, 1
  %v2085 = sdiv i64 %v2084, 2
  %v2086 = srem i64 %v2084, 2
  %v2087 = icmp ne i64 %v2086, 0
  %v2088 = icmp slt i64 %v2086, 0
  %v2089 = icmp slt i64 2, 0
  %v2090 = xor i1 %v2088, %v2089
  %v2091 = and i1 %v2087, %v2090
  %v2092 = zext i1 %v2091 to i64
  %v2093 = sub i64 %v2085, %v2092
  %v2094 = add i64 %v2093, 1
  %v2095 = mul i64 %t40, %v2094
  %v2096 = add i64 %v2095, %t41
  %v2097 = add i64 %size.W, 2
  %v2098 = add i64 %v2097, 2
  %v2099 = sub i64 %size.S, 1
  %v2100 = sub i64 %v2098, %v2099
  %v2101 = sub i64 %v2100, 1
  %v2102 = sdiv i64 %v2101, 2
  %v2103 = srem i64 %v2101, 2
  %v2104 = icmp ne i64 %v2103, 0
  %v2105 = icmp slt i64 %v2103, 0
  %v2106 = icmp slt i64 2, 0
  %v2107 = xor i1 %v2105, %v2106
  %v2108 = and i1 %v2104, %v2107
  %v2109 = zext i1 %v2108 to i64
  %v2110 = sub i64 %v2102, %v2109
  %v2111 = add i64 %v2110, 1
  %v2112 = mul i64 %v2096, %v2111
  %v2113 = add i64 %v2112, %t482
  %v2114 = mul i64 %v2113, %size.C
  %v2115 = add i64 %v2114, %i95
  %p2116 = getelementptr float, ptr %buf.y, i64 %v2115
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2079, ptr align 4 %p2116, <16 x i1> %t97)
  %t2117 = load <16 x float>, ptr %tacc475
  %p2118 = getelementptr float, ptr %buf.b, i64 %i95
  %ld2119 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2118, <16 x i1> %t97, <16 x float> zeroinitializer)
  %v2120 = fadd contract <16 x float> %ld2119, %t2117
  %v2121 = add i64 %size.H, 2
  %v2122 = add i64 %v2121, 2
  %v2123 = sub i64 %size.R, 1
  %v2124 = sub i64 %v2122, %v2123
  %v2125 = sub i64 %v2124, 1
  %v2126 = sdiv i64 %v2125, 2
  %v2127 = srem i64 %v2125, 2
  %v2128 = icmp ne i64 %v2127, 0
  %v2129 = icmp slt i64 %v2127, 0
  %v2130 = icmp slt i64 2, 0
  %v2131 = xor i1 %v2129, %v2130
  %v2132 = and i1 %v2128, %v2131
  %v2133 = zext i1 %v2132 to i64
  %v2134 = sub i64 %v2126, %v2133
  %v2135 = add i64 %v2134, 1
  %v2136 = mul i64 %t40, %v2135
  %v2137 = add i64 %v2136, %t41
  %v2138 = add i64 %size.W, 2
  %v2139 = add i64 %v2138, 2
  %v2140 = sub i64 %size.S, 1
  %v2141 = sub i64 %v2139, %v2140
  %v2142 = sub i64 %v2141, 1
  %v2143 = sdiv i64 %v2142, 2
  %v2144 = srem i64 %v2142, 2
  %v2145 = icmp ne i64 %v2144, 0
  %v2146 = icmp slt i64 %v2144, 0
  %v2147 = icmp slt i64 2, 0
  %v2148 = xor i1 %v2146, %v2147
  %v2149 = and i1 %v2145, %v2148
  %v2150 = zext i1 %v2149 to i64
  %v2151 = sub i64 %v2143, %v2150
  %v2152 = add i64 %v2151, 1
  %v2153 = mul i64 %v2137, %v2152
  %v2154 = add i64 %v2153, %t483
  %v2155 = mul i64 %v2154, %size.C
  %v2156 = add i64 %v2155, %i95
  %p2157 = getelementptr float, ptr %buf.y, i64 %v2156
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2120, ptr align 4 %p2157, <16 x i1> %t97)
  %t2158 = load <16 x float>, ptr %tacc476
  %p2159 = getelementptr float, ptr %buf.b, i64 %i95
  %ld2160 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2159, <16 x i1> %t97, <16 x float> zeroinitializer)
  %v2161 = fadd contract <16 x float> %ld2160, %t2158
  %v2162 = add i64 %size.H, 2
  %v2163 = add i64 %v2162, 2
  %v2164 = sub i64 %size.R, 1
  %v2165 = sub i64 %v2163, %v2164
  %v2166 = sub i64 %v2165, 1
  %v2167 = sdiv i64 %v2166, 2
  %v2168 = srem i64 %v2166, 2
  %v2169 = icmp ne i64 %v2168, 0
  %v2170 = icmp slt i64 %v2168, 0
  %v2171 = icmp slt i64 2, 0
  %v2172 = xor i1 %v2170, %v2171
  %v2173 = and i1 %v2169, %v2172
  %v2174 = zext i1 %v2173 to i64
  %v2175 = sub i64 %v2167, %v2174
  %v2176 = add i64 %v2175, 1
  %v2177 = mul i64 %t40, %v2176
  %v2178 = add i64 %v2177, %t41
  %v2179 = add i64 %size.W, 2
  %v2180 = add i64 %v2179, 2
  %v2181 = sub i64 %size.S, 1
  %v2182 = sub i64 %v2180, %v2181
  %v2183 = sub i64 %v2182, 1
  %v2184 = sdiv i64 %v2183, 2
  %v2185 = srem i64 %v2183, 2
  %v2186 = icmp ne i64 %v2185, 0
  %v2187 = icmp slt i64 %v2185, 0
  %v2188 = icmp slt i64 2, 0
  %v2189 = xor i1 %v2187, %v2188
  %v2190 = and i1 %v2186, %v2189
  %v2191 = zext i1 %v2190 to i64
  %v2192 = sub i64 %v2184, %v2191
  %v2193 = add i64 %v2192, 1
  %v2194 = mul i64 %v2178, %v2193
  %v2195 = add i64 %v2194, %t484
  %v2196 = mul i64 %v2195, %size.C
  %v2197 = add i64 %v2196, %i95
  %p2198 = getelementptr float, ptr %buf.y, i64 %v2197
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2161, ptr align 4 %p2198, <16 x i1> %t97)
  %t2199 = load <16 x float>, ptr %tacc477
  %p2200 = getelementptr float, ptr %buf.b, i64 %i95
  %ld2201 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2200, <16 x i1> %t97, <16 x float> zeroinitializer)
  %v2202 = fadd contract <16 x float> %ld2201, %t2199
  %v2203 = add i64 %size.H, 2
  %v2204 = add i64 %v2203, 2
  %v2205 = sub i64 %size.R, 1
  %v2206 = sub i64 %v2204, %v2205
  %v2207 = sub i64 %v2206, 1
  %v2208 = sdiv i64 %v2207, 2
  %v2209 = srem i64 %v2207, 2
  %v2210 = icmp ne i64 %v2209, 0
  %v2211 = icmp slt i64 %v2209, 0
  %v2212 = icmp slt i64 2, 0
  %v2213 = xor i1 %v2211, %v2212
  %v2214 = and i1 %v2210, %v2213
  %v2215 = zext i1 %v2214 to i64
  %v2216 = sub i64 %v2208, %v2215
  %v2217 = add i64 %v2216, 1
  %v2218 = mul i64 %t40, %v2217
  %v2219 = add i64 %v2218, %t41
  %v2220 = add i64 %size.W, 2
  %v2221 = add i64 %v2220, 2
  %v2222 = sub i64 %size.S, 1
  %v2223 = sub i64 %v2221, %v2222
  %v2224 = sub i64 %v2223, 1
  %v2225 = sdiv i64 %v2224, 2
  %v2226 = srem i64 %v2224, 2
  %v2227 = icmp ne i64 %v2226, 0
  %v2228 = icmp slt i64 %v2226, 0
  %v2229 = icmp slt i64 2, 0
  %v2230 = xor i1 %v2228, %v2229
  %v2231 = and i1 %v2227, %v2230
  %v2232 = zext i1 %v2231 to i64
  %v2233 = sub i64 %v2225, %v2232
  %v2234 = add i64 %v2233, 1
  %v2235 = mul i64 %v2219, %v2234
  %v2236 = add i64 %v2235, %t485
  %v2237 = mul i64 %v2236, %size.C
  %v2238 = add i64 %v2237, %i95
  %p2239 = getelementptr float, ptr %buf.y, i64 %v2238
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2202, ptr align 4 %p2239, <16 x i1> %t97)
  %t2240 = load <16 x float>, ptr %tacc478
  %p2241 = getelementptr float, ptr %buf.b, i64 %i95
  %ld2242 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2241, <16 x i1> %t97, <16 x float> zeroinitializer)
  %v2243 = fadd contract <16 x float> %ld2242, %t2240
  %v2244 = add i64 %size.H, 2
  %v2245 = add i64 %v2244, 2
  %v2246 = sub i64 %size.R, 1
  %v2247 = sub i64 %v2245, %v2246
  %v2248 = sub i64 %v2247, 1
  %v2249 = sdiv i64 %v2248, 2
  %v2250 = srem i64 %v2248, 2
  %v2251 = icmp ne i64 %v2250, 0
  %v2252 = icmp slt i64 %v2250, 0
  %v2253 = icmp slt i64 2, 0
  %v2254 = xor i1 %v2252, %v2253
  %v2255 = and i1 %v2251, %v2254
  %v2256 = zext i1 %v2255 to i64
  %v2257 = sub i64 %v2249, %v2256
  %v2258 = add i64 %v2257, 1
  %v2259 = mul i64 %t40, %v2258
  %v2260 = add i64 %v2259, %t41
  %v2261 = add i64 %size.W, 2
  %v2262 = add i64 %v2261, 2
  %v2263 = sub i64 %size.S, 1
  %v2264 = sub i64 %v2262, %v2263
  %v2265 = sub i64 %v2264, 1
  %v2266 = sdiv i64 %v2265, 2
  %v2267 = srem i64 %v2265, 2
  %v2268 = icmp ne i64 %v2267, 0
  %v2269 = icmp slt i64 %v2267, 0
  %v2270 = icmp slt i64 2, 0
  %v2271 = xor i1 %v2269, %v2270
  %v2272 = and i1 %v2268, %v2271
  %v2273 = zext i1 %v2272 to i64
  %v2274 = sub i64 %v2266, %v2273
  %v2275 = add i64 %v2274, 1
  %v2276 = mul i64 %v2260, %v2275
  %v2277 = add i64 %v2276, %t486
  %v2278 = mul i64 %v2277, %size.C
  %v2279 = add i64 %v2278, %i95
  %p2280 = getelementptr float, ptr %buf.y, i64 %v2279
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2243, ptr align 4 %p2280, <16 x i1> %t97)
  %t2281 = add nsw i64 %i469, 8
  store i64 %t2281, ptr %c465
  br label %head466
done468:
  %t2282 = sub i64 %t90, %t464
  %t2283 = sdiv i64 %t2282, 4
  %t2284 = mul i64 %t2283, 4
  %t2285 = add i64 %t464, %t2284
  store i64 %t464, ptr %c2286
  br label %head2287
head2287:
  %i2290 = load i64, ptr %c2286
  %t2291 = icmp slt i64 %i2290, %t2285
  br i1 %t2291, label %body2288, label %done2289
body2288:
  store <16 x float> zeroinitializer, ptr %tacc2292
  store <16 x float> zeroinitializer, ptr %tacc2293
  store <16 x float> zeroinitializer, ptr %tacc2294
  store <16 x float> zeroinitializer, ptr %tacc2295
  %t2296 = add i64 %i2290, 0
  %t2297 = add i64 %i2290, 1
  %t2298 = add i64 %i2290, 2
  %t2299 = add i64 %i2290, 3
  %t2303 = icmp eq i64 %size.S, 3
  br i1 %t2303, label %win32301, label %winnext2302
win32301:
  store i64 %t47, ptr %c2304
  br label %head2305
head2305:
  %i2308 = load i64, ptr %c2304
  %t2309 = icmp slt i64 %i2308, %t54
  br i1 %t2309, label %body2306, label %done2307
body2306:
  %t2310 = mul i64 %size.S, %size.C
  %t2311 = mul i64 %i2308, %t2310
  %t2312 = mul i64 0, %size.C
  %t2313 = add i64 %t2311, %t2312
  %t2314 = add i64 %t2313, %i95
  %t2315 = getelementptr float, ptr %buf.w, i64 %t2314
  %t2316 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2315, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2317 = mul i64 %t2296, 2
  %t2318 = mul i64 0, 1
  %t2319 = add i64 %t2317, %t2318
  %t2320 = add i64 %t2319, -2
  %t2321 = mul i64 %i2308, 1
  %t2322 = add i64 %t43, %t2321
  %t2323 = mul i64 %size.H, %size.W
  %t2324 = mul i64 %t2323, %size.C
  %t2325 = mul i64 %t40, %t2324
  %t2326 = mul i64 %size.W, %size.C
  %t2327 = mul i64 %t2322, %t2326
  %t2328 = add i64 %t2325, %t2327
  %t2329 = mul i64 %t2320, %size.C
  %t2330 = add i64 %t2328, %t2329
  %t2331 = add i64 %t2330, %i95
  %t2332 = getelementptr float, ptr %buf.x, i64 %t2331
  %t2333 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2332, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2334 = load <16 x float>, ptr %tacc2292
  %t2335 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2333, <16 x float> %t2316, <16 x float> %t2334)
  store <16 x float> %t2335, ptr %tacc2292
  %t2336 = mul i64 %t2297, 2
  %t2337 = mul i64 0, 1
  %t2338 = add i64 %t2336, %t2337
  %t2339 = add i64 %t2338, -2
  %t2340 = mul i64 %i2308, 1
  %t2341 = add i64 %t43, %t2340
  %t2342 = mul i64 %size.H, %size.W
  %t2343 = mul i64 %t2342, %size.C
  %t2344 = mul i64 %t40, %t2343
  %t2345 = mul i64 %size.W, %size.C
  %t2346 = mul i64 %t2341, %t2345
  %t2347 = add i64 %t2344, %t2346
  %t2348 = mul i64 %t2339, %size.C
  %t2349 = add i64 %t2347, %t2348
  %t2350 = add i64 %t2349, %i95
  %t2351 = getelementptr float, ptr %buf.x, i64 %t2350
  %t2352 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2351, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2353 = load <16 x float>, ptr %tacc2293
  %t2354 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2352, <16 x float> %t2316, <16 x float> %t2353)
  store <16 x float> %t2354, ptr %tacc2293
  %t2355 = mul i64 %t2298, 2
  %t2356 = mul i64 0, 1
  %t2357 = add i64 %t2355, %t2356
  %t2358 = add i64 %t2357, -2
  %t2359 = mul i64 %i2308, 1
  %t2360 = add i64 %t43, %t2359
  %t2361 = mul i64 %size.H, %size.W
  %t2362 = mul i64 %t2361, %size.C
  %t2363 = mul i64 %t40, %t2362
  %t2364 = mul i64 %size.W, %size.C
  %t2365 = mul i64 %t2360, %t2364
  %t2366 = add i64 %t2363, %t2365
  %t2367 = mul i64 %t2358, %size.C
  %t2368 = add i64 %t2366, %t2367
  %t2369 = add i64 %t2368, %i95
  %t2370 = getelementptr float, ptr %buf.x, i64 %t2369
  %t2371 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2370, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2372 = load <16 x float>, ptr %tacc2294
  %t2373 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2371, <16 x float> %t2316, <16 x float> %t2372)
  store <16 x float> %t2373, ptr %tacc2294
  %t2374 = mul i64 %t2299, 2
  %t2375 = mul i64 0, 1
  %t2376 = add i64 %t2374, %t2375
  %t2377 = add i64 %t2376, -2
  %t2378 = mul i64 %i2308, 1
  %t2379 = add i64 %t43, %t2378
  %t2380 = mul i64 %size.H, %size.W
  %t2381 = mul i64 %t2380, %size.C
  %t2382 = mul i64 %t40, %t2381
  %t2383 = mul i64 %size.W, %size.C
  %t2384 = mul i64 %t2379, %t2383
  %t2385 = add i64 %t2382, %t2384
  %t2386 = mul i64 %t2377, %size.C
  %t2387 = add i64 %t2385, %t2386
  %t2388 = add i64 %t2387, %i95
  %t2389 = getelementptr float, ptr %buf.x, i64 %t2388
  %t2390 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2389, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2391 = load <16 x float>, ptr %tacc2295
  %t2392 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2390, <16 x float> %t2316, <16 x float> %t2391)
  store <16 x float> %t2392, ptr %tacc2295
  %t2393 = mul i64 %size.S, %size.C
  %t2394 = mul i64 %i2308, %t2393
  %t2395 = mul i64 1, %size.C
  %t2396 = add i64 %t2394, %t2395
  %t2397 = add i64 %t2396, %i95
  %t2398 = getelementptr float, ptr %buf.w, i64 %t2397
  %t2399 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2398, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2400 = mul i64 %t2296, 2
  %t2401 = mul i64 1, 1
  %t2402 = add i64 %t2400, %t2401
  %t2403 = add i64 %t2402, -2
  %t2404 = mul i64 %i2308, 1
  %t2405 = add i64 %t43, %t2404
  %t2406 = mul i64 %size.H, %size.W
  %t2407 = mul i64 %t2406, %size.C
  %t2408 = mul i64 %t40, %t2407
  %t2409 = mul i64 %size.W, %size.C
  %t2410 = mul i64 %t2405, %t2409
  %t2411 = add i64 %t2408, %t2410
  %t2412 = mul i64 %t2403, %size.C
  %t2413 = add i64 %t2411, %t2412
  %t2414 = add i64 %t2413, %i95
  %t2415 = getelementptr float, ptr %buf.x, i64 %t2414
  %t2416 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2415, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2417 = load <16 x float>, ptr %tacc2292
  %t2418 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2416, <16 x float> %t2399, <16 x float> %t2417)
  store <16 x float> %t2418, ptr %tacc2292
  %t2419 = mul i64 %t2297, 2
  %t2420 = mul i64 1, 1
  %t2421 = add i64 %t2419, %t2420
  %t2422 = add i64 %t2421, -2
  %t2423 = mul i64 %i2308, 1
  %t2424 = add i64 %t43, %t2423
  %t2425 = mul i64 %size.H, %size.W
  %t2426 = mul i64 %t2425, %size.C
  %t2427 = mul i64 %t40, %t2426
  %t2428 = mul i64 %size.W, %size.C
  %t2429 = mul i64 %t2424, %t2428
  %t2430 = add i64 %t2427, %t2429
  %t2431 = mul i64 %t2422, %size.C
  %t2432 = add i64 %t2430, %t2431
  %t2433 = add i64 %t2432, %i95
  %t2434 = getelementptr float, ptr %buf.x, i64 %t2433
  %t2435 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2434, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2436 = load <16 x float>, ptr %tacc2293
  %t2437 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2435, <16 x float> %t2399, <16 x float> %t2436)
  store <16 x float> %t2437, ptr %tacc2293
  %t2438 = mul i64 %t2298, 2
  %t2439 = mul i64 1, 1
  %t2440 = add i64 %t2438, %t2439
  %t2441 = add i64 %t2440, -2
  %t2442 = mul i64 %i2308, 1
  %t2443 = add i64 %t43, %t2442
  %t2444 = mul i64 %size.H, %size.W
  %t2445 = mul i64 %t2444, %size.C
  %t2446 = mul i64 %t40, %t2445
  %t2447 = mul i64 %size.W, %size.C
  %t2448 = mul i64 %t2443, %t2447
  %t2449 = add i64 %t2446, %t2448
  %t2450 = mul i64 %t2441, %size.C
  %t2451 = add i64 %t2449, %t2450
  %t2452 = add i64 %t2451, %i95
  %t2453 = getelementptr float, ptr %buf.x, i64 %t2452
  %t2454 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2453, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2455 = load <16 x float>, ptr %tacc2294
  %t2456 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2454, <16 x float> %t2399, <16 x float> %t2455)
  store <16 x float> %t2456, ptr %tacc2294
  %t2457 = mul i64 %t2299, 2
  %t2458 = mul i64 1, 1
  %t2459 = add i64 %t2457, %t2458
  %t2460 = add i64 %t2459, -2
  %t2461 = mul i64 %i2308, 1
  %t2462 = add i64 %t43, %t2461
  %t2463 = mul i64 %size.H, %size.W
  %t2464 = mul i64 %t2463, %size.C
  %t2465 = mul i64 %t40, %t2464
  %t2466 = mul i64 %size.W, %size.C
  %t2467 = mul i64 %t2462, %t2466
  %t2468 = add i64 %t2465, %t2467
  %t2469 = mul i64 %t2460, %size.C
  %t2470 = add i64 %t2468, %t2469
  %t2471 = add i64 %t2470, %i95
  %t2472 = getelementptr float, ptr %buf.x, i64 %t2471
  %t2473 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2472, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2474 = load <16 x float>, ptr %tacc2295
  %t2475 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2473, <16 x float> %t2399, <16 x float> %t2474)
  store <16 x float> %t2475, ptr %tacc2295
  %t2476 = mul i64 %size.S, %size.C
  %t2477 = mul i64 %i2308, %t2476
  %t2478 = mul i64 2, %size.C
  %t2479 = add i64 %t2477, %t2478
  %t2480 = add i64 %t2479, %i95
  %t2481 = getelementptr float, ptr %buf.w, i64 %t2480
  %t2482 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2481, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2483 = mul i64 %t2296, 2
  %t2484 = mul i64 2, 1
  %t2485 = add i64 %t2483, %t2484
  %t2486 = add i64 %t2485, -2
  %t2487 = mul i64 %i2308, 1
  %t2488 = add i64 %t43, %t2487
  %t2489 = mul i64 %size.H, %size.W
  %t2490 = mul i64 %t2489, %size.C
  %t2491 = mul i64 %t40, %t2490
  %t2492 = mul i64 %size.W, %size.C
  %t2493 = mul i64 %t2488, %t2492
  %t2494 = add i64 %t2491, %t2493
  %t2495 = mul i64 %t2486, %size.C
  %t2496 = add i64 %t2494, %t2495
  %t2497 = add i64 %t2496, %i95
  %t2498 = getelementptr float, ptr %buf.x, i64 %t2497
  %t2499 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2498, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2500 = load <16 x float>, ptr %tacc2292
  %t2501 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2499, <16 x float> %t2482, <16 x float> %t2500)
  store <16 x float> %t2501, ptr %tacc2292
  %t2502 = mul i64 %t2297, 2
  %t2503 = mul i64 2, 1
  %t2504 = add i64 %t2502, %t2503
  %t2505 = add i64 %t2504, -2
  %t2506 = mul i64 %i2308, 1
  %t2507 = add i64 %t43, %t2506
  %t2508 = mul i64 %size.H, %size.W
  %t2509 = mul i64 %t2508, %size.C
  %t2510 = mul i64 %t40, %t2509
  %t2511 = mul i64 %size.W, %size.C
  %t2512 = mul i64 %t2507, %t2511
  %t2513 = add i64 %t2510, %t2512
  %t2514 = mul i64 %t2505, %size.C
  %t2515 = add i64 %t2513, %t2514
  %t2516 = add i64 %t2515, %i95
  %t2517 = getelementptr float, ptr %buf.x, i64 %t2516
  %t2518 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2517, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2519 = load <16 x float>, ptr %tacc2293
  %t2520 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2518, <16 x float> %t2482, <16 x float> %t2519)
  store <16 x float> %t2520, ptr %tacc2293
  %t2521 = mul i64 %t2298, 2
  %t2522 = mul i64 2, 1
  %t2523 = add i64 %t2521, %t2522
  %t2524 = add i64 %t2523, -2
  %t2525 = mul i64 %i2308, 1
  %t2526 = add i64 %t43, %t2525
  %t2527 = mul i64 %size.H, %size.W
  %t2528 = mul i64 %t2527, %size.C
  %t2529 = mul i64 %t40, %t2528
  %t2530 = mul i64 %size.W, %size.C
  %t2531 = mul i64 %t2526, %t2530
  %t2532 = add i64 %t2529, %t2531
  %t2533 = mul i64 %t2524, %size.C
  %t2534 = add i64 %t2532, %t2533
  %t2535 = add i64 %t2534, %i95
  %t2536 = getelementptr float, ptr %buf.x, i64 %t2535
  %t2537 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2536, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2538 = load <16 x float>, ptr %tacc2294
  %t2539 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2537, <16 x float> %t2482, <16 x float> %t2538)
  store <16 x float> %t2539, ptr %tacc2294
  %t2540 = mul i64 %t2299, 2
  %t2541 = mul i64 2, 1
  %t2542 = add i64 %t2540, %t2541
  %t2543 = add i64 %t2542, -2
  %t2544 = mul i64 %i2308, 1
  %t2545 = add i64 %t43, %t2544
  %t2546 = mul i64 %size.H, %size.W
  %t2547 = mul i64 %t2546, %size.C
  %t2548 = mul i64 %t40, %t2547
  %t2549 = mul i64 %size.W, %size.C
  %t2550 = mul i64 %t2545, %t2549
  %t2551 = add i64 %t2548, %t2550
  %t2552 = mul i64 %t2543, %size.C
  %t2553 = add i64 %t2551, %t2552
  %t2554 = add i64 %t2553, %i95
  %t2555 = getelementptr float, ptr %buf.x, i64 %t2554
  %t2556 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2555, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2557 = load <16 x float>, ptr %tacc2295
  %t2558 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2556, <16 x float> %t2482, <16 x float> %t2557)
  store <16 x float> %t2558, ptr %tacc2295
  %t2559 = add nsw i64 %i2308, 1
  store i64 %t2559, ptr %c2304
  br label %head2305
done2307:
  br label %taps.done2300
winnext2302:
  %t2562 = icmp eq i64 %size.S, 5
  br i1 %t2562, label %win52560, label %winnext2561
win52560:
  store i64 %t47, ptr %c2563
  br label %head2564
head2564:
  %i2567 = load i64, ptr %c2563
  %t2568 = icmp slt i64 %i2567, %t54
  br i1 %t2568, label %body2565, label %done2566
body2565:
  %t2569 = mul i64 %size.S, %size.C
  %t2570 = mul i64 %i2567, %t2569
  %t2571 = mul i64 0, %size.C
  %t2572 = add i64 %t2570, %t2571
  %t2573 = add i64 %t2572, %i95
  %t2574 = getelementptr float, ptr %buf.w, i64 %t2573
  %t2575 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2574, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2576 = mul i64 %t2296, 2
  %t2577 = mul i64 0, 1
  %t2578 = add i64 %t2576, %t2577
  %t2579 = add i64 %t2578, -2
  %t2580 = mul i64 %i2567, 1
  %t2581 = add i64 %t43, %t2580
  %t2582 = mul i64 %size.H, %size.W
  %t2583 = mul i64 %t2582, %size.C
  %t2584 = mul i64 %t40, %t2583
  %t2585 = mul i64 %size.W, %size.C
  %t2586 = mul i64 %t2581, %t2585
  %t2587 = add i64 %t2584, %t2586
  %t2588 = mul i64 %t2579, %size.C
  %t2589 = add i64 %t2587, %t2588
  %t2590 = add i64 %t2589, %i95
  %t2591 = getelementptr float, ptr %buf.x, i64 %t2590
  %t2592 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2591, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2593 = load <16 x float>, ptr %tacc2292
  %t2594 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2592, <16 x float> %t2575, <16 x float> %t2593)
  store <16 x float> %t2594, ptr %tacc2292
  %t2595 = mul i64 %t2297, 2
  %t2596 = mul i64 0, 1
  %t2597 = add i64 %t2595, %t2596
  %t2598 = add i64 %t2597, -2
  %t2599 = mul i64 %i2567, 1
  %t2600 = add i64 %t43, %t2599
  %t2601 = mul i64 %size.H, %size.W
  %t2602 = mul i64 %t2601, %size.C
  %t2603 = mul i64 %t40, %t2602
  %t2604 = mul i64 %size.W, %size.C
  %t2605 = mul i64 %t2600, %t2604
  %t2606 = add i64 %t2603, %t2605
  %t2607 = mul i64 %t2598, %size.C
  %t2608 = add i64 %t2606, %t2607
  %t2609 = add i64 %t2608, %i95
  %t2610 = getelementptr float, ptr %buf.x, i64 %t2609
  %t2611 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2610, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2612 = load <16 x float>, ptr %tacc2293
  %t2613 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2611, <16 x float> %t2575, <16 x float> %t2612)
  store <16 x float> %t2613, ptr %tacc2293
  %t2614 = mul i64 %t2298, 2
  %t2615 = mul i64 0, 1
  %t2616 = add i64 %t2614, %t2615
  %t2617 = add i64 %t2616, -2
  %t2618 = mul i64 %i2567, 1
  %t2619 = add i64 %t43, %t2618
  %t2620 = mul i64 %size.H, %size.W
  %t2621 = mul i64 %t2620, %size.C
  %t2622 = mul i64 %t40, %t2621
  %t2623 = mul i64 %size.W, %size.C
  %t2624 = mul i64 %t2619, %t2623
  %t2625 = add i64 %t2622, %t2624
  %t2626 = mul i64 %t2617, %size.C
  %t2627 = add i64 %t2625, %t2626
  %t2628 = add i64 %t2627, %i95
  %t2629 = getelementptr float, ptr %buf.x, i64 %t2628
  %t2630 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2629, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2631 = load <16 x float>, ptr %tacc2294
  %t2632 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2630, <16 x float> %t2575, <16 x float> %t2631)
  store <16 x float> %t2632, ptr %tacc2294
  %t2633 = mul i64 %t2299, 2
  %t2634 = mul i64 0, 1
  %t2635 = add i64 %t2633, %t2634
  %t2636 = add i64 %t2635, -2
  %t2637 = mul i64 %i2567, 1
  %t2638 = add i64 %t43, %t2637
  %t2639 = mul i64 %size.H, %size.W
  %t2640 = mul i64 %t2639, %size.C
  %t2641 = mul i64 %t40, %t2640
  %t2642 = mul i64 %size.W, %size.C
  %t2643 = mul i64 %t2638, %t2642
  %t2644 = add i64 %t2641, %t2643
  %t2645 = mul i64 %t2636, %size.C
  %t2646 = add i64 %t2644, %t2645
  %t2647 = add i64 %t2646, %i95
  %t2648 = getelementptr float, ptr %buf.x, i64 %t2647
  %t2649 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2648, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2650 = load <16 x float>, ptr %tacc2295
  %t2651 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2649, <16 x float> %t2575, <16 x float> %t2650)
  store <16 x float> %t2651, ptr %tacc2295
  %t2652 = mul i64 %size.S, %size.C
  %t2653 = mul i64 %i2567, %t2652
  %t2654 = mul i64 1, %size.C
  %t2655 = add i64 %t2653, %t2654
  %t2656 = add i64 %t2655, %i95
  %t2657 = getelementptr float, ptr %buf.w, i64 %t2656
  %t2658 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2657, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2659 = mul i64 %t2296, 2
  %t2660 = mul i64 1, 1
  %t2661 = add i64 %t2659, %t2660
  %t2662 = add i64 %t2661, -2
  %t2663 = mul i64 %i2567, 1
  %t2664 = add i64 %t43, %t2663
  %t2665 = mul i64 %size.H, %size.W
  %t2666 = mul i64 %t2665, %size.C
  %t2667 = mul i64 %t40, %t2666
  %t2668 = mul i64 %size.W, %size.C
  %t2669 = mul i64 %t2664, %t2668
  %t2670 = add i64 %t2667, %t2669
  %t2671 = mul i64 %t2662, %size.C
  %t2672 = add i64 %t2670, %t2671
  %t2673 = add i64 %t2672, %i95
  %t2674 = getelementptr float, ptr %buf.x, i64 %t2673
  %t2675 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2674, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2676 = load <16 x float>, ptr %tacc2292
  %t2677 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2675, <16 x float> %t2658, <16 x float> %t2676)
  store <16 x float> %t2677, ptr %tacc2292
  %t2678 = mul i64 %t2297, 2
  %t2679 = mul i64 1, 1
  %t2680 = add i64 %t2678, %t2679
  %t2681 = add i64 %t2680, -2
  %t2682 = mul i64 %i2567, 1
  %t2683 = add i64 %t43, %t2682
  %t2684 = mul i64 %size.H, %size.W
  %t2685 = mul i64 %t2684, %size.C
  %t2686 = mul i64 %t40, %t2685
  %t2687 = mul i64 %size.W, %size.C
  %t2688 = mul i64 %t2683, %t2687
  %t2689 = add i64 %t2686, %t2688
  %t2690 = mul i64 %t2681, %size.C
  %t2691 = add i64 %t2689, %t2690
  %t2692 = add i64 %t2691, %i95
  %t2693 = getelementptr float, ptr %buf.x, i64 %t2692
  %t2694 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2693, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2695 = load <16 x float>, ptr %tacc2293
  %t2696 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2694, <16 x float> %t2658, <16 x float> %t2695)
  store <16 x float> %t2696, ptr %tacc2293
  %t2697 = mul i64 %t2298, 2
  %t2698 = mul i64 1, 1
  %t2699 = add i64 %t2697, %t2698
  %t2700 = add i64 %t2699, -2
  %t2701 = mul i64 %i2567, 1
  %t2702 = add i64 %t43, %t2701
  %t2703 = mul i64 %size.H, %size.W
  %t2704 = mul i64 %t2703, %size.C
  %t2705 = mul i64 %t40, %t2704
  %t2706 = mul i64 %size.W, %size.C
  %t2707 = mul i64 %t2702, %t2706
  %t2708 = add i64 %t2705, %t2707
  %t2709 = mul i64 %t2700, %size.C
  %t2710 = add i64 %t2708, %t2709
  %t2711 = add i64 %t2710, %i95
  %t2712 = getelementptr float, ptr %buf.x, i64 %t2711
  %t2713 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2712, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2714 = load <16 x float>, ptr %tacc2294
  %t2715 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2713, <16 x float> %t2658, <16 x float> %t2714)
  store <16 x float> %t2715, ptr %tacc2294
  %t2716 = mul i64 %t2299, 2
  %t2717 = mul i64 1, 1
  %t2718 = add i64 %t2716, %t2717
  %t2719 = add i64 %t2718, -2
  %t2720 = mul i64 %i2567, 1
  %t2721 = add i64 %t43, %t2720
  %t2722 = mul i64 %size.H, %size.W
  %t2723 = mul i64 %t2722, %size.C
  %t2724 = mul i64 %t40, %t2723
  %t2725 = mul i64 %size.W, %size.C
  %t2726 = mul i64 %t2721, %t2725
  %t2727 = add i64 %t2724, %t2726
  %t2728 = mul i64 %t2719, %size.C
  %t2729 = add i64 %t2727, %t2728
  %t2730 = add i64 %t2729, %i95
  %t2731 = getelementptr float, ptr %buf.x, i64 %t2730
  %t2732 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2731, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2733 = load <16 x float>, ptr %tacc2295
  %t2734 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2732, <16 x float> %t2658, <16 x float> %t2733)
  store <16 x float> %t2734, ptr %tacc2295
  %t2735 = mul i64 %size.S, %size.C
  %t2736 = mul i64 %i2567, %t2735
  %t2737 = mul i64 2, %size.C
  %t2738 = add i64 %t2736, %t2737
  %t2739 = add i64 %t2738, %i95
  %t2740 = getelementptr float, ptr %buf.w, i64 %t2739
  %t2741 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2740, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2742 = mul i64 %t2296, 2
  %t2743 = mul i64 2, 1
  %t2744 = add i64 %t2742, %t2743
  %t2745 = add i64 %t2744, -2
  %t2746 = mul i64 %i2567, 1
  %t2747 = add i64 %t43, %t2746
  %t2748 = mul i64 %size.H, %size.W
  %t2749 = mul i64 %t2748, %size.C
  %t2750 = mul i64 %t40, %t2749
  %t2751 = mul i64 %size.W, %size.C
  %t2752 = mul i64 %t2747, %t2751
  %t2753 = add i64 %t2750, %t2752
  %t2754 = mul i64 %t2745, %size.C
  %t2755 = add i64 %t2753, %t2754
  %t2756 = add i64 %t2755, %i95
  %t2757 = getelementptr float, ptr %buf.x, i64 %t2756
  %t2758 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2757, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2759 = load <16 x float>, ptr %tacc2292
  %t2760 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2758, <16 x float> %t2741, <16 x float> %t2759)
  store <16 x float> %t2760, ptr %tacc2292
  %t2761 = mul i64 %t2297, 2
  %t2762 = mul i64 2, 1
  %t2763 = add i64 %t2761, %t2762
  %t2764 = add i64 %t2763, -2
  %t2765 = mul i64 %i2567, 1
  %t2766 = add i64 %t43, %t2765
  %t2767 = mul i64 %size.H, %size.W
  %t2768 = mul i64 %t2767, %size.C
  %t2769 = mul i64 %t40, %t2768
  %t2770 = mul i64 %size.W, %size.C
  %t2771 = mul i64 %t2766, %t2770
  %t2772 = add i64 %t2769, %t2771
  %t2773 = mul i64 %t2764, %size.C
  %t2774 = add i64 %t2772, %t2773
  %t2775 = add i64 %t2774, %i95
  %t2776 = getelementptr float, ptr %buf.x, i64 %t2775
  %t2777 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2776, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2778 = load <16 x float>, ptr %tacc2293
  %t2779 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2777, <16 x float> %t2741, <16 x float> %t2778)
  store <16 x float> %t2779, ptr %tacc2293
  %t2780 = mul i64 %t2298, 2
  %t2781 = mul i64 2, 1
  %t2782 = add i64 %t2780, %t2781
  %t2783 = add i64 %t2782, -2
  %t2784 = mul i64 %i2567, 1
  %t2785 = add i64 %t43, %t2784
  %t2786 = mul i64 %size.H, %size.W
  %t2787 = mul i64 %t2786, %size.C
  %t2788 = mul i64 %t40, %t2787
  %t2789 = mul i64 %size.W, %size.C
  %t2790 = mul i64 %t2785, %t2789
  %t2791 = add i64 %t2788, %t2790
  %t2792 = mul i64 %t2783, %size.C
  %t2793 = add i64 %t2791, %t2792
  %t2794 = add i64 %t2793, %i95
  %t2795 = getelementptr float, ptr %buf.x, i64 %t2794
  %t2796 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2795, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2797 = load <16 x float>, ptr %tacc2294
  %t2798 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2796, <16 x float> %t2741, <16 x float> %t2797)
  store <16 x float> %t2798, ptr %tacc2294
  %t2799 = mul i64 %t2299, 2
  %t2800 = mul i64 2, 1
  %t2801 = add i64 %t2799, %t2800
  %t2802 = add i64 %t2801, -2
  %t2803 = mul i64 %i2567, 1
  %t2804 = add i64 %t43, %t2803
  %t2805 = mul i64 %size.H, %size.W
  %t2806 = mul i64 %t2805, %size.C
  %t2807 = mul i64 %t40, %t2806
  %t2808 = mul i64 %size.W, %size.C
  %t2809 = mul i64 %t2804, %t2808
  %t2810 = add i64 %t2807, %t2809
  %t2811 = mul i64 %t2802, %size.C
  %t2812 = add i64 %t2810, %t2811
  %t2813 = add i64 %t2812, %i95
  %t2814 = getelementptr float, ptr %buf.x, i64 %t2813
  %t2815 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2814, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2816 = load <16 x float>, ptr %tacc2295
  %t2817 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2815, <16 x float> %t2741, <16 x float> %t2816)
  store <16 x float> %t2817, ptr %tacc2295
  %t2818 = mul i64 %size.S, %size.C
  %t2819 = mul i64 %i2567, %t2818
  %t2820 = mul i64 3, %size.C
  %t2821 = add i64 %t2819, %t2820
  %t2822 = add i64 %t2821, %i95
  %t2823 = getelementptr float, ptr %buf.w, i64 %t2822
  %t2824 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2823, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2825 = mul i64 %t2296, 2
  %t2826 = mul i64 3, 1
  %t2827 = add i64 %t2825, %t2826
  %t2828 = add i64 %t2827, -2
  %t2829 = mul i64 %i2567, 1
  %t2830 = add i64 %t43, %t2829
  %t2831 = mul i64 %size.H, %size.W
  %t2832 = mul i64 %t2831, %size.C
  %t2833 = mul i64 %t40, %t2832
  %t2834 = mul i64 %size.W, %size.C
  %t2835 = mul i64 %t2830, %t2834
  %t2836 = add i64 %t2833, %t2835
  %t2837 = mul i64 %t2828, %size.C
  %t2838 = add i64 %t2836, %t2837
  %t2839 = add i64 %t2838, %i95
  %t2840 = getelementptr float, ptr %buf.x, i64 %t2839
  %t2841 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2840, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2842 = load <16 x float>, ptr %tacc2292
  %t2843 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2841, <16 x float> %t2824, <16 x float> %t2842)
  store <16 x float> %t2843, ptr %tacc2292
  %t2844 = mul i64 %t2297, 2
  %t2845 = mul i64 3, 1
  %t2846 = add i64 %t2844, %t2845
  %t2847 = add i64 %t2846, -2
  %t2848 = mul i64 %i2567, 1
  %t2849 = add i64 %t43, %t2848
  %t2850 = mul i64 %size.H, %size.W
  %t2851 = mul i64 %t2850, %size.C
  %t2852 = mul i64 %t40, %t2851
  %t2853 = mul i64 %size.W, %size.C
  %t2854 = mul i64 %t2849, %t2853
  %t2855 = add i64 %t2852, %t2854
  %t2856 = mul i64 %t2847, %size.C
  %t2857 = add i64 %t2855, %t2856
  %t2858 = add i64 %t2857, %i95
  %t2859 = getelementptr float, ptr %buf.x, i64 %t2858
  %t2860 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2859, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2861 = load <16 x float>, ptr %tacc2293
  %t2862 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2860, <16 x float> %t2824, <16 x float> %t2861)
  store <16 x float> %t2862, ptr %tacc2293
  %t2863 = mul i64 %t2298, 2
  %t2864 = mul i64 3, 1
  %t2865 = add i64 %t2863, %t2864
  %t2866 = add i64 %t2865, -2
  %t2867 = mul i64 %i2567, 1
  %t2868 = add i64 %t43, %t2867
  %t2869 = mul i64 %size.H, %size.W
  %t2870 = mul i64 %t2869, %size.C
  %t2871 = mul i64 %t40, %t2870
  %t2872 = mul i64 %size.W, %size.C
  %t2873 = mul i64 %t2868, %t2872
  %t2874 = add i64 %t2871, %t2873
  %t2875 = mul i64 %t2866, %size.C
  %t2876 = add i64 %t2874, %t2875
  %t2877 = add i64 %t2876, %i95
  %t2878 = getelementptr float, ptr %buf.x, i64 %t2877
  %t2879 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2878, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2880 = load <16 x float>, ptr %tacc2294
  %t2881 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2879, <16 x float> %t2824, <16 x float> %t2880)
  store <16 x float> %t2881, ptr %tacc2294
  %t2882 = mul i64 %t2299, 2
  %t2883 = mul i64 3, 1
  %t2884 = add i64 %t2882, %t2883
  %t2885 = add i64 %t2884, -2
  %t2886 = mul i64 %i2567, 1
  %t2887 = add i64 %t43, %t2886
  %t2888 = mul i64 %size.H, %size.W
  %t2889 = mul i64 %t2888, %size.C
  %t2890 = mul i64 %t40, %t2889
  %t2891 = mul i64 %size.W, %size.C
  %t2892 = mul i64 %t2887, %t2891
  %t2893 = add i64 %t2890, %t2892
  %t2894 = mul i64 %t2885, %size.C
  %t2895 = add i64 %t2893, %t2894
  %t2896 = add i64 %t2895, %i95
  %t2897 = getelementptr float, ptr %buf.x, i64 %t2896
  %t2898 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2897, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2899 = load <16 x float>, ptr %tacc2295
  %t2900 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2898, <16 x float> %t2824, <16 x float> %t2899)
  store <16 x float> %t2900, ptr %tacc2295
  %t2901 = mul i64 %size.S, %size.C
  %t2902 = mul i64 %i2567, %t2901
  %t2903 = mul i64 4, %size.C
  %t2904 = add i64 %t2902, %t2903
  %t2905 = add i64 %t2904, %i95
  %t2906 = getelementptr float, ptr %buf.w, i64 %t2905
  %t2907 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2906, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2908 = mul i64 %t2296, 2
  %t2909 = mul i64 4, 1
  %t2910 = add i64 %t2908, %t2909
  %t2911 = add i64 %t2910, -2
  %t2912 = mul i64 %i2567, 1
  %t2913 = add i64 %t43, %t2912
  %t2914 = mul i64 %size.H, %size.W
  %t2915 = mul i64 %t2914, %size.C
  %t2916 = mul i64 %t40, %t2915
  %t2917 = mul i64 %size.W, %size.C
  %t2918 = mul i64 %t2913, %t2917
  %t2919 = add i64 %t2916, %t2918
  %t2920 = mul i64 %t2911, %size.C
  %t2921 = add i64 %t2919, %t2920
  %t2922 = add i64 %t2921, %i95
  %t2923 = getelementptr float, ptr %buf.x, i64 %t2922
  %t2924 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2923, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2925 = load <16 x float>, ptr %tacc2292
  %t2926 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2924, <16 x float> %t2907, <16 x float> %t2925)
  store <16 x float> %t2926, ptr %tacc2292
  %t2927 = mul i64 %t2297, 2
  %t2928 = mul i64 4, 1
  %t2929 = add i64 %t2927, %t2928
  %t2930 = add i64 %t2929, -2
  %t2931 = mul i64 %i2567, 1
  %t2932 = add i64 %t43, %t2931
  %t2933 = mul i64 %size.H, %size.W
  %t2934 = mul i64 %t2933, %size.C
  %t2935 = mul i64 %t40, %t2934
  %t2936 = mul i64 %size.W, %size.C
  %t2937 = mul i64 %t2932, %t2936
  %t2938 = add i64 %t2935, %t2937
  %t2939 = mul i64 %t2930, %size.C
  %t2940 = add i64 %t2938, %t2939
  %t2941 = add i64 %t2940, %i95
  %t2942 = getelementptr float, ptr %buf.x, i64 %t2941
  %t2943 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2942, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2944 = load <16 x float>, ptr %tacc2293
  %t2945 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2943, <16 x float> %t2907, <16 x float> %t2944)
  store <16 x float> %t2945, ptr %tacc2293
  %t2946 = mul i64 %t2298, 2
  %t2947 = mul i64 4, 1
  %t2948 = add i64 %t2946, %t2947
  %t2949 = add i64 %t2948, -2
  %t2950 = mul i64 %i2567, 1
  %t2951 = add i64 %t43, %t2950
  %t2952 = mul i64 %size.H, %size.W
  %t2953 = mul i64 %t2952, %size.C
  %t2954 = mul i64 %t40, %t2953
  %t2955 = mul i64 %size.W, %size.C
  %t2956 = mul i64 %t2951, %t2955
  %t2957 = add i64 %t2954, %t2956
  %t2958 = mul i64 %t2949, %size.C
  %t2959 = add i64 %t2957, %t2958
  %t2960 = add i64 %t2959, %i95
  %t2961 = getelementptr float, ptr %buf.x, i64 %t2960
  %t2962 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2961, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2963 = load <16 x float>, ptr %tacc2294
  %t2964 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2962, <16 x float> %t2907, <16 x float> %t2963)
  store <16 x float> %t2964, ptr %tacc2294
  %t2965 = mul i64 %t2299, 2
  %t2966 = mul i64 4, 1
  %t2967 = add i64 %t2965, %t2966
  %t2968 = add i64 %t2967, -2
  %t2969 = mul i64 %i2567, 1
  %t2970 = add i64 %t43, %t2969
  %t2971 = mul i64 %size.H, %size.W
  %t2972 = mul i64 %t2971, %size.C
  %t2973 = mul i64 %t40, %t2972
  %t2974 = mul i64 %size.W, %size.C
  %t2975 = mul i64 %t2970, %t2974
  %t2976 = add i64 %t2973, %t2975
  %t2977 = mul i64 %t2968, %size.C
  %t2978 = add i64 %t2976, %t2977
  %t2979 = add i64 %t2978, %i95
  %t2980 = getelementptr float, ptr %buf.x, i64 %t2979
  %t2981 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2980, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t2982 = load <16 x float>, ptr %tacc2295
  %t2983 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2981, <16 x float> %t2907, <16 x float> %t2982)
  store <16 x float> %t2983, ptr %tacc2295
  %t2984 = add nsw i64 %i2567, 1
  store i64 %t2984, ptr %c2563
  br label %head2564
done2566:
  br label %taps.done2300
winnext2561:
  store i64 %t47, ptr %c2985
  br label %head2986
head2986:
  %i2989 = load i64, ptr %c2985
  %t2990 = icmp slt i64 %i2989, %t54
  br i1 %t2990, label %body2987, label %done2988
body2987:
  store i64 0, ptr %c2991
  br label %head2992
head2992:
  %i2995 = load i64, ptr %c2991
  %t2996 = icmp slt i64 %i2995, %size.S
  br i1 %t2996, label %body2993, label %done2994
body2993:
  %t2997 = mul i64 %size.S, %size.C
  %t2998 = mul i64 %i2989, %t2997
  %t2999 = mul i64 %i2995, %size.C
  %t3000 = add i64 %t2998, %t2999
  %t3001 = add i64 %t3000, %i95
  %t3002 = getelementptr float, ptr %buf.w, i64 %t3001
  %t3003 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3002, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3004 = mul i64 %t2296, 2
  %t3005 = mul i64 %i2995, 1
  %t3006 = add i64 %t3004, %t3005
  %t3007 = add i64 %t3006, -2
  %t3008 = mul i64 %i2989, 1
  %t3009 = add i64 %t43, %t3008
  %t3010 = mul i64 %size.H, %size.W
  %t3011 = mul i64 %t3010, %size.C
  %t3012 = mul i64 %t40, %t3011
  %t3013 = mul i64 %size.W, %size.C
  %t3014 = mul i64 %t3009, %t3013
  %t3015 = add i64 %t3012, %t3014
  %t3016 = mul i64 %t3007, %size.C
  %t3017 = add i64 %t3015, %t3016
  %t3018 = add i64 %t3017, %i95
  %t3019 = getelementptr float, ptr %buf.x, i64 %t3018
  %t3020 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3019, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3021 = load <16 x float>, ptr %tacc2292
  %t3022 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3020, <16 x float> %t3003, <16 x float> %t3021)
  store <16 x float> %t3022, ptr %tacc2292
  %t3023 = mul i64 %t2297, 2
  %t3024 = mul i64 %i2995, 1
  %t3025 = add i64 %t3023, %t3024
  %t3026 = add i64 %t3025, -2
  %t3027 = mul i64 %i2989, 1
  %t3028 = add i64 %t43, %t3027
  %t3029 = mul i64 %size.H, %size.W
  %t3030 = mul i64 %t3029, %size.C
  %t3031 = mul i64 %t40, %t3030
  %t3032 = mul i64 %size.W, %size.C
  %t3033 = mul i64 %t3028, %t3032
  %t3034 = add i64 %t3031, %t3033
  %t3035 = mul i64 %t3026, %size.C
  %t3036 = add i64 %t3034, %t3035
  %t3037 = add i64 %t3036, %i95
  %t3038 = getelementptr float, ptr %buf.x, i64 %t3037
  %t3039 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3038, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3040 = load <16 x float>, ptr %tacc2293
  %t3041 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3039, <16 x float> %t3003, <16 x float> %t3040)
  store <16 x float> %t3041, ptr %tacc2293
  %t3042 = mul i64 %t2298, 2
  %t3043 = mul i64 %i2995, 1
  %t3044 = add i64 %t3042, %t3043
  %t3045 = add i64 %t3044, -2
  %t3046 = mul i64 %i2989, 1
  %t3047 = add i64 %t43, %t3046
  %t3048 = mul i64 %size.H, %size.W
  %t3049 = mul i64 %t3048, %size.C
  %t3050 = mul i64 %t40, %t3049
  %t3051 = mul i64 %size.W, %size.C
  %t3052 = mul i64 %t3047, %t3051
  %t3053 = add i64 %t3050, %t3052
  %t3054 = mul i64 %t3045, %size.C
  %t3055 = add i64 %t3053, %t3054
  %t3056 = add i64 %t3055, %i95
  %t3057 = getelementptr float, ptr %buf.x, i64 %t3056
  %t3058 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3057, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3059 = load <16 x float>, ptr %tacc2294
  %t3060 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3058, <16 x float> %t3003, <16 x float> %t3059)
  store <16 x float> %t3060, ptr %tacc2294
  %t3061 = mul i64 %t2299, 2
  %t3062 = mul i64 %i2995, 1
  %t3063 = add i64 %t3061, %t3062
  %t3064 = add i64 %t3063, -2
  %t3065 = mul i64 %i2989, 1
  %t3066 = add i64 %t43, %t3065
  %t3067 = mul i64 %size.H, %size.W
  %t3068 = mul i64 %t3067, %size.C
  %t3069 = mul i64 %t40, %t3068
  %t3070 = mul i64 %size.W, %size.C
  %t3071 = mul i64 %t3066, %t3070
  %t3072 = add i64 %t3069, %t3071
  %t3073 = mul i64 %t3064, %size.C
  %t3074 = add i64 %t3072, %t3073
  %t3075 = add i64 %t3074, %i95
  %t3076 = getelementptr float, ptr %buf.x, i64 %t3075
  %t3077 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3076, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3078 = load <16 x float>, ptr %tacc2295
  %t3079 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3077, <16 x float> %t3003, <16 x float> %t3078)
  store <16 x float> %t3079, ptr %tacc2295
  %t3080 = add nsw i64 %i2995, 1
  store i64 %t3080, ptr %c2991
  br label %head2992
done2994:
  %t3081 = add nsw i64 %i2989, 1
  store i64 %t3081, ptr %c2985
  br label %head2986
done2988:
  br label %taps.done2300
taps.done2300:
  %t3082 = load <16 x float>, ptr %tacc2292
  %p3083 = getelementptr float, ptr %buf.b, i64 %i95
  %ld3084 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p3083, <16 x i1> %t97, <16 x float> zeroinitializer)
  %v3085 = fadd contract <16 x float> %ld3084, %t3082
  %v3086 = add i64 %size.H, 2
  %v3087 = add i64 %v3086, 2
  %v3088 = sub i64 %size.R, 1
  %v3089 = sub i64 %v3087, %v3088
  %v3090 = sub i64 %v3089, 1
  %v3091 = sdiv i64 %v3090, 2
  %v3092 = srem i64 %v3090, 2
  %v3093 = icmp ne i64 %v3092, 0
  %v3094 = icmp slt i64 %v3092, 0
  %v3095 = icmp slt i64 2, 0
  %v3096 = xor i1 %v3094, %v3095
  %v3097 = and i1 %v3093, %v3096
  %v3098 = zext i1 %v3097 to i64
  %v3099 = sub i64 %v3091, %v3098
  %v3100 = add i64 %v3099, 1
  %v3101 = mul i64 %t40, %v3100
  %v3102 = add i64 %v3101, %t41
  %v3103 = add i64 %size.W, 2
  %v3104 = add i64 %v3103, 2
  %v3105 = sub i64 %size.S, 1
  %v3106 = sub i64 %v3104, %v3105
  %v3107 = sub i64 %v3106, 1
  %v3108 = sdiv i64 %v3107, 2
  %v3109 = srem i64 %v3107, 2
  %v3110 = icmp ne i64 %v3109, 0
  %v3111 = icmp slt i64 %v3109, 0
  %v3112 = icmp slt i64 2, 0
  %v3113 = xor i1 %v3111, %v3112
  %v3114 = and i1 %v3110, %v3113
  %v3115 = zext i1 %v3114 to i64
  %v3116 = sub i64 %v3108, %v3115
  %v3117 = add i64 %v3116, 1
  %v3118 = mul i64 %v3102, %v3117
  %v3119 = add i64 %v3118, %t2296
  %v3120 = mul i64 %v3119, %size.C
  %v3121 = add i64 %v3120, %i95
  %p3122 = getelementptr float, ptr %buf.y, i64 %v3121
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v3085, ptr align 4 %p3122, <16 x i1> %t97)
  %t3123 = load <16 x float>, ptr %tacc2293
  %p3124 = getelementptr float, ptr %buf.b, i64 %i95
  %ld3125 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p3124, <16 x i1> %t97, <16 x float> zeroinitializer)
  %v3126 = fadd contract <16 x float> %ld3125, %t3123
  %v3127 = add i64 %size.H, 2
  %v3128 = add i64 %v3127, 2
  %v3129 = sub i64 %size.R, 1
  %v3130 = sub i64 %v3128, %v3129
  %v3131 = sub i64 %v3130, 1
  %v3132 = sdiv i64 %v3131, 2
  %v3133 = srem i64 %v3131, 2
  %v3134 = icmp ne i64 %v3133, 0
  %v3135 = icmp slt i64 %v3133, 0
  %v3136 = icmp slt i64 2, 0
  %v3137 = xor i1 %v3135, %v3136
  %v3138 = and i1 %v3134, %v3137
  %v3139 = zext i1 %v3138 to i64
  %v3140 = sub i64 %v3132, %v3139
  %v3141 = add i64 %v3140, 1
  %v3142 = mul i64 %t40, %v3141
  %v3143 = add i64 %v3142, %t41
  %v3144 = add i64 %size.W, 2
  %v3145 = add i64 %v3144, 2
  %v3146 = sub i64 %size.S, 1
  %v3147 = sub i64 %v3145, %v3146
  %v3148 = sub i64 %v3147, 1
  %v3149 = sdiv i64 %v3148, 2
  %v3150 = srem i64 %v3148, 2
  %v3151 = icmp ne i64 %v3150, 0
  %v3152 = icmp slt i64 %v3150, 0
  %v3153 = icmp slt i64 2, 0
  %v3154 = xor i1 %v3152, %v3153
  %v3155 = and i1 %v3151, %v3154
  %v3156 = zext i1 %v3155 to i64
  %v3157 = sub i64 %v3149, %v3156
  %v3158 = add i64 %v3157, 1
  %v3159 = mul i64 %v3143, %v3158
  %v3160 = add i64 %v3159, %t2297
  %v3161 = mul i64 %v3160, %size.C
  %v3162 = add i64 %v3161, %i95
  %p3163 = getelementptr float, ptr %buf.y, i64 %v3162
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v3126, ptr align 4 %p3163, <16 x i1> %t97)
  %t3164 = load <16 x float>, ptr %tacc2294
  %p3165 = getelementptr float, ptr %buf.b, i64 %i95
  %ld3166 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p3165, <16 x i1> %t97, <16 x float> zeroinitializer)
  %v3167 = fadd contract <16 x float> %ld3166, %t3164
  %v3168 = add i64 %size.H, 2
  %v3169 = add i64 %v3168, 2
  %v3170 = sub i64 %size.R, 1
  %v3171 = sub i64 %v3169, %v3170
  %v3172 = sub i64 %v3171, 1
  %v3173 = sdiv i64 %v3172, 2
  %v3174 = srem i64 %v3172, 2
  %v3175 = icmp ne i64 %v3174, 0
  %v3176 = icmp slt i64 %v3174, 0
  %v3177 = icmp slt i64 2, 0
  %v3178 = xor i1 %v3176, %v3177
  %v3179 = and i1 %v3175, %v3178
  %v3180 = zext i1 %v3179 to i64
  %v3181 = sub i64 %v3173, %v3180
  %v3182 = add i64 %v3181, 1
  %v3183 = mul i64 %t40, %v3182
  %v3184 = add i64 %v3183, %t41
  %v3185 = add i64 %size.W, 2
  %v3186 = add i64 %v3185, 2
  %v3187 = sub i64 %size.S, 1
  %v3188 = sub i64 %v3186, %v3187
  %v3189 = sub i64 %v3188, 1
  %v3190 = sdiv i64 %v3189, 2
  %v3191 = srem i64 %v3189, 2
  %v3192 = icmp ne i64 %v3191, 0
  %v3193 = icmp slt i64 %v3191, 0
  %v3194 = icmp slt i64 2, 0
  %v3195 = xor i1 %v3193, %v3194
  %v3196 = and i1 %v3192, %v3195
  %v3197 = zext i1 %v3196 to i64
  %v3198 = sub i64 %v3190, %v3197
  %v3199 = add i64 %v3198, 1
  %v3200 = mul i64 %v3184, %v3199
  %v3201 = add i64 %v3200, %t2298
  %v3202 = mul i64 %v3201, %size.C
  %v3203 = add i64 %v3202, %i95
  %p3204 = getelementptr float, ptr %buf.y, i64 %v3203
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v3167, ptr align 4 %p3204, <16 x i1> %t97)
  %t3205 = load <16 x float>, ptr %tacc2295
  %p3206 = getelementptr float, ptr %buf.b, i64 %i95
  %ld3207 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p3206, <16 x i1> %t97, <16 x float> zeroinitializer)
  %v3208 = fadd contract <16 x float> %ld3207, %t3205
  %v3209 = add i64 %size.H, 2
  %v3210 = add i64 %v3209, 2
  %v3211 = sub i64 %size.R, 1
  %v3212 = sub i64 %v3210, %v3211
  %v3213 = sub i64 %v3212, 1
  %v3214 = sdiv i64 %v3213, 2
  %v3215 = srem i64 %v3213, 2
  %v3216 = icmp ne i64 %v3215, 0
  %v3217 = icmp slt i64 %v3215, 0
  %v3218 = icmp slt i64 2, 0
  %v3219 = xor i1 %v3217, %v3218
  %v3220 = and i1 %v3216, %v3219
  %v3221 = zext i1 %v3220 to i64
  %v3222 = sub i64 %v3214, %v3221
  %v3223 = add i64 %v3222, 1
  %v3224 = mul i64 %t40, %v3223
  %v3225 = add i64 %v3224, %t41
  %v3226 = add i64 %size.W, 2
  %v3227 = add i64 %v3226, 2
  %v3228 = sub i64 %size.S, 1
  %v3229 = sub i64 %v3227, %v3228
  %v3230 = sub i64 %v3229, 1
  %v3231 = sdiv i64 %v3230, 2
  %v3232 = srem i64 %v3230, 2
  %v3233 = icmp ne i64 %v3232, 0
  %v3234 = icmp slt i64 %v3232, 0
  %v3235 = icmp slt i64 2, 0
  %v3236 = xor i1 %v3234, %v3235
  %v3237 = and i1 %v3233, %v3236
  %v3238 = zext i1 %v3237 to i64
  %v3239 = sub i64 %v3231, %v3238
  %v3240 = add i64 %v3239, 1
  %v3241 = mul i64 %v3225, %v3240
  %v3242 = add i64 %v3241, %t2299
  %v3243 = mul i64 %v3242, %size.C
  %v3244 = add i64 %v3243, %i95
  %p3245 = getelementptr float, ptr %buf.y, i64 %v3244
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v3208, ptr align 4 %p3245, <16 x i1> %t97)
  %t3246 = add nsw i64 %i2290, 4
  store i64 %t3246, ptr %c2286
  br label %head2287
done2289:
  %t3247 = sub i64 %t90, %t2285
  %t3248 = sdiv i64 %t3247, 2
  %t3249 = mul i64 %t3248, 2
  %t3250 = add i64 %t2285, %t3249
  store i64 %t2285, ptr %c3251
  br label %head3252
head3252:
  %i3255 = load i64, ptr %c3251
  %t3256 = icmp slt i64 %i3255, %t3250
  br i1 %t3256, label %body3253, label %done3254
body3253:
  store <16 x float> zeroinitializer, ptr %tacc3257
  store <16 x float> zeroinitializer, ptr %tacc3258
  %t3259 = add i64 %i3255, 0
  %t3260 = add i64 %i3255, 1
  %t3264 = icmp eq i64 %size.S, 3
  br i1 %t3264, label %win33262, label %winnext3263
win33262:
  store i64 %t47, ptr %c3265
  br label %head3266
head3266:
  %i3269 = load i64, ptr %c3265
  %t3270 = icmp slt i64 %i3269, %t54
  br i1 %t3270, label %body3267, label %done3268
body3267:
  %t3271 = mul i64 %size.S, %size.C
  %t3272 = mul i64 %i3269, %t3271
  %t3273 = mul i64 0, %size.C
  %t3274 = add i64 %t3272, %t3273
  %t3275 = add i64 %t3274, %i95
  %t3276 = getelementptr float, ptr %buf.w, i64 %t3275
  %t3277 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3276, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3278 = mul i64 %t3259, 2
  %t3279 = mul i64 0, 1
  %t3280 = add i64 %t3278, %t3279
  %t3281 = add i64 %t3280, -2
  %t3282 = mul i64 %i3269, 1
  %t3283 = add i64 %t43, %t3282
  %t3284 = mul i64 %size.H, %size.W
  %t3285 = mul i64 %t3284, %size.C
  %t3286 = mul i64 %t40, %t3285
  %t3287 = mul i64 %size.W, %size.C
  %t3288 = mul i64 %t3283, %t3287
  %t3289 = add i64 %t3286, %t3288
  %t3290 = mul i64 %t3281, %size.C
  %t3291 = add i64 %t3289, %t3290
  %t3292 = add i64 %t3291, %i95
  %t3293 = getelementptr float, ptr %buf.x, i64 %t3292
  %t3294 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3293, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3295 = load <16 x float>, ptr %tacc3257
  %t3296 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3294, <16 x float> %t3277, <16 x float> %t3295)
  store <16 x float> %t3296, ptr %tacc3257
  %t3297 = mul i64 %t3260, 2
  %t3298 = mul i64 0, 1
  %t3299 = add i64 %t3297, %t3298
  %t3300 = add i64 %t3299, -2
  %t3301 = mul i64 %i3269, 1
  %t3302 = add i64 %t43, %t3301
  %t3303 = mul i64 %size.H, %size.W
  %t3304 = mul i64 %t3303, %size.C
  %t3305 = mul i64 %t40, %t3304
  %t3306 = mul i64 %size.W, %size.C
  %t3307 = mul i64 %t3302, %t3306
  %t3308 = add i64 %t3305, %t3307
  %t3309 = mul i64 %t3300, %size.C
  %t3310 = add i64 %t3308, %t3309
  %t3311 = add i64 %t3310, %i95
  %t3312 = getelementptr float, ptr %buf.x, i64 %t3311
  %t3313 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3312, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3314 = load <16 x float>, ptr %tacc3258
  %t3315 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3313, <16 x float> %t3277, <16 x float> %t3314)
  store <16 x float> %t3315, ptr %tacc3258
  %t3316 = mul i64 %size.S, %size.C
  %t3317 = mul i64 %i3269, %t3316
  %t3318 = mul i64 1, %size.C
  %t3319 = add i64 %t3317, %t3318
  %t3320 = add i64 %t3319, %i95
  %t3321 = getelementptr float, ptr %buf.w, i64 %t3320
  %t3322 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3321, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3323 = mul i64 %t3259, 2
  %t3324 = mul i64 1, 1
  %t3325 = add i64 %t3323, %t3324
  %t3326 = add i64 %t3325, -2
  %t3327 = mul i64 %i3269, 1
  %t3328 = add i64 %t43, %t3327
  %t3329 = mul i64 %size.H, %size.W
  %t3330 = mul i64 %t3329, %size.C
  %t3331 = mul i64 %t40, %t3330
  %t3332 = mul i64 %size.W, %size.C
  %t3333 = mul i64 %t3328, %t3332
  %t3334 = add i64 %t3331, %t3333
  %t3335 = mul i64 %t3326, %size.C
  %t3336 = add i64 %t3334, %t3335
  %t3337 = add i64 %t3336, %i95
  %t3338 = getelementptr float, ptr %buf.x, i64 %t3337
  %t3339 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3338, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3340 = load <16 x float>, ptr %tacc3257
  %t3341 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3339, <16 x float> %t3322, <16 x float> %t3340)
  store <16 x float> %t3341, ptr %tacc3257
  %t3342 = mul i64 %t3260, 2
  %t3343 = mul i64 1, 1
  %t3344 = add i64 %t3342, %t3343
  %t3345 = add i64 %t3344, -2
  %t3346 = mul i64 %i3269, 1
  %t3347 = add i64 %t43, %t3346
  %t3348 = mul i64 %size.H, %size.W
  %t3349 = mul i64 %t3348, %size.C
  %t3350 = mul i64 %t40, %t3349
  %t3351 = mul i64 %size.W, %size.C
  %t3352 = mul i64 %t3347, %t3351
  %t3353 = add i64 %t3350, %t3352
  %t3354 = mul i64 %t3345, %size.C
  %t3355 = add i64 %t3353, %t3354
  %t3356 = add i64 %t3355, %i95
  %t3357 = getelementptr float, ptr %buf.x, i64 %t3356
  %t3358 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3357, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3359 = load <16 x float>, ptr %tacc3258
  %t3360 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3358, <16 x float> %t3322, <16 x float> %t3359)
  store <16 x float> %t3360, ptr %tacc3258
  %t3361 = mul i64 %size.S, %size.C
  %t3362 = mul i64 %i3269, %t3361
  %t3363 = mul i64 2, %size.C
  %t3364 = add i64 %t3362, %t3363
  %t3365 = add i64 %t3364, %i95
  %t3366 = getelementptr float, ptr %buf.w, i64 %t3365
  %t3367 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3366, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3368 = mul i64 %t3259, 2
  %t3369 = mul i64 2, 1
  %t3370 = add i64 %t3368, %t3369
  %t3371 = add i64 %t3370, -2
  %t3372 = mul i64 %i3269, 1
  %t3373 = add i64 %t43, %t3372
  %t3374 = mul i64 %size.H, %size.W
  %t3375 = mul i64 %t3374, %size.C
  %t3376 = mul i64 %t40, %t3375
  %t3377 = mul i64 %size.W, %size.C
  %t3378 = mul i64 %t3373, %t3377
  %t3379 = add i64 %t3376, %t3378
  %t3380 = mul i64 %t3371, %size.C
  %t3381 = add i64 %t3379, %t3380
  %t3382 = add i64 %t3381, %i95
  %t3383 = getelementptr float, ptr %buf.x, i64 %t3382
  %t3384 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3383, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3385 = load <16 x float>, ptr %tacc3257
  %t3386 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3384, <16 x float> %t3367, <16 x float> %t3385)
  store <16 x float> %t3386, ptr %tacc3257
  %t3387 = mul i64 %t3260, 2
  %t3388 = mul i64 2, 1
  %t3389 = add i64 %t3387, %t3388
  %t3390 = add i64 %t3389, -2
  %t3391 = mul i64 %i3269, 1
  %t3392 = add i64 %t43, %t3391
  %t3393 = mul i64 %size.H, %size.W
  %t3394 = mul i64 %t3393, %size.C
  %t3395 = mul i64 %t40, %t3394
  %t3396 = mul i64 %size.W, %size.C
  %t3397 = mul i64 %t3392, %t3396
  %t3398 = add i64 %t3395, %t3397
  %t3399 = mul i64 %t3390, %size.C
  %t3400 = add i64 %t3398, %t3399
  %t3401 = add i64 %t3400, %i95
  %t3402 = getelementptr float, ptr %buf.x, i64 %t3401
  %t3403 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3402, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3404 = load <16 x float>, ptr %tacc3258
  %t3405 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3403, <16 x float> %t3367, <16 x float> %t3404)
  store <16 x float> %t3405, ptr %tacc3258
  %t3406 = add nsw i64 %i3269, 1
  store i64 %t3406, ptr %c3265
  br label %head3266
done3268:
  br label %taps.done3261
winnext3263:
  %t3409 = icmp eq i64 %size.S, 5
  br i1 %t3409, label %win53407, label %winnext3408
win53407:
  store i64 %t47, ptr %c3410
  br label %head3411
head3411:
  %i3414 = load i64, ptr %c3410
  %t3415 = icmp slt i64 %i3414, %t54
  br i1 %t3415, label %body3412, label %done3413
body3412:
  %t3416 = mul i64 %size.S, %size.C
  %t3417 = mul i64 %i3414, %t3416
  %t3418 = mul i64 0, %size.C
  %t3419 = add i64 %t3417, %t3418
  %t3420 = add i64 %t3419, %i95
  %t3421 = getelementptr float, ptr %buf.w, i64 %t3420
  %t3422 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3421, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3423 = mul i64 %t3259, 2
  %t3424 = mul i64 0, 1
  %t3425 = add i64 %t3423, %t3424
  %t3426 = add i64 %t3425, -2
  %t3427 = mul i64 %i3414, 1
  %t3428 = add i64 %t43, %t3427
  %t3429 = mul i64 %size.H, %size.W
  %t3430 = mul i64 %t3429, %size.C
  %t3431 = mul i64 %t40, %t3430
  %t3432 = mul i64 %size.W, %size.C
  %t3433 = mul i64 %t3428, %t3432
  %t3434 = add i64 %t3431, %t3433
  %t3435 = mul i64 %t3426, %size.C
  %t3436 = add i64 %t3434, %t3435
  %t3437 = add i64 %t3436, %i95
  %t3438 = getelementptr float, ptr %buf.x, i64 %t3437
  %t3439 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3438, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3440 = load <16 x float>, ptr %tacc3257
  %t3441 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3439, <16 x float> %t3422, <16 x float> %t3440)
  store <16 x float> %t3441, ptr %tacc3257
  %t3442 = mul i64 %t3260, 2
  %t3443 = mul i64 0, 1
  %t3444 = add i64 %t3442, %t3443
  %t3445 = add i64 %t3444, -2
  %t3446 = mul i64 %i3414, 1
  %t3447 = add i64 %t43, %t3446
  %t3448 = mul i64 %size.H, %size.W
  %t3449 = mul i64 %t3448, %size.C
  %t3450 = mul i64 %t40, %t3449
  %t3451 = mul i64 %size.W, %size.C
  %t3452 = mul i64 %t3447, %t3451
  %t3453 = add i64 %t3450, %t3452
  %t3454 = mul i64 %t3445, %size.C
  %t3455 = add i64 %t3453, %t3454
  %t3456 = add i64 %t3455, %i95
  %t3457 = getelementptr float, ptr %buf.x, i64 %t3456
  %t3458 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3457, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3459 = load <16 x float>, ptr %tacc3258
  %t3460 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3458, <16 x float> %t3422, <16 x float> %t3459)
  store <16 x float> %t3460, ptr %tacc3258
  %t3461 = mul i64 %size.S, %size.C
  %t3462 = mul i64 %i3414, %t3461
  %t3463 = mul i64 1, %size.C
  %t3464 = add i64 %t3462, %t3463
  %t3465 = add i64 %t3464, %i95
  %t3466 = getelementptr float, ptr %buf.w, i64 %t3465
  %t3467 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3466, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3468 = mul i64 %t3259, 2
  %t3469 = mul i64 1, 1
  %t3470 = add i64 %t3468, %t3469
  %t3471 = add i64 %t3470, -2
  %t3472 = mul i64 %i3414, 1
  %t3473 = add i64 %t43, %t3472
  %t3474 = mul i64 %size.H, %size.W
  %t3475 = mul i64 %t3474, %size.C
  %t3476 = mul i64 %t40, %t3475
  %t3477 = mul i64 %size.W, %size.C
  %t3478 = mul i64 %t3473, %t3477
  %t3479 = add i64 %t3476, %t3478
  %t3480 = mul i64 %t3471, %size.C
  %t3481 = add i64 %t3479, %t3480
  %t3482 = add i64 %t3481, %i95
  %t3483 = getelementptr float, ptr %buf.x, i64 %t3482
  %t3484 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3483, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3485 = load <16 x float>, ptr %tacc3257
  %t3486 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3484, <16 x float> %t3467, <16 x float> %t3485)
  store <16 x float> %t3486, ptr %tacc3257
  %t3487 = mul i64 %t3260, 2
  %t3488 = mul i64 1, 1
  %t3489 = add i64 %t3487, %t3488
  %t3490 = add i64 %t3489, -2
  %t3491 = mul i64 %i3414, 1
  %t3492 = add i64 %t43, %t3491
  %t3493 = mul i64 %size.H, %size.W
  %t3494 = mul i64 %t3493, %size.C
  %t3495 = mul i64 %t40, %t3494
  %t3496 = mul i64 %size.W, %size.C
  %t3497 = mul i64 %t3492, %t3496
  %t3498 = add i64 %t3495, %t3497
  %t3499 = mul i64 %t3490, %size.C
  %t3500 = add i64 %t3498, %t3499
  %t3501 = add i64 %t3500, %i95
  %t3502 = getelementptr float, ptr %buf.x, i64 %t3501
  %t3503 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3502, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3504 = load <16 x float>, ptr %tacc3258
  %t3505 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3503, <16 x float> %t3467, <16 x float> %t3504)
  store <16 x float> %t3505, ptr %tacc3258
  %t3506 = mul i64 %size.S, %size.C
  %t3507 = mul i64 %i3414, %t3506
  %t3508 = mul i64 2, %size.C
  %t3509 = add i64 %t3507, %t3508
  %t3510 = add i64 %t3509, %i95
  %t3511 = getelementptr float, ptr %buf.w, i64 %t3510
  %t3512 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3511, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3513 = mul i64 %t3259, 2
  %t3514 = mul i64 2, 1
  %t3515 = add i64 %t3513, %t3514
  %t3516 = add i64 %t3515, -2
  %t3517 = mul i64 %i3414, 1
  %t3518 = add i64 %t43, %t3517
  %t3519 = mul i64 %size.H, %size.W
  %t3520 = mul i64 %t3519, %size.C
  %t3521 = mul i64 %t40, %t3520
  %t3522 = mul i64 %size.W, %size.C
  %t3523 = mul i64 %t3518, %t3522
  %t3524 = add i64 %t3521, %t3523
  %t3525 = mul i64 %t3516, %size.C
  %t3526 = add i64 %t3524, %t3525
  %t3527 = add i64 %t3526, %i95
  %t3528 = getelementptr float, ptr %buf.x, i64 %t3527
  %t3529 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3528, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3530 = load <16 x float>, ptr %tacc3257
  %t3531 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3529, <16 x float> %t3512, <16 x float> %t3530)
  store <16 x float> %t3531, ptr %tacc3257
  %t3532 = mul i64 %t3260, 2
  %t3533 = mul i64 2, 1
  %t3534 = add i64 %t3532, %t3533
  %t3535 = add i64 %t3534, -2
  %t3536 = mul i64 %i3414, 1
  %t3537 = add i64 %t43, %t3536
  %t3538 = mul i64 %size.H, %size.W
  %t3539 = mul i64 %t3538, %size.C
  %t3540 = mul i64 %t40, %t3539
  %t3541 = mul i64 %size.W, %size.C
  %t3542 = mul i64 %t3537, %t3541
  %t3543 = add i64 %t3540, %t3542
  %t3544 = mul i64 %t3535, %size.C
  %t3545 = add i64 %t3543, %t3544
  %t3546 = add i64 %t3545, %i95
  %t3547 = getelementptr float, ptr %buf.x, i64 %t3546
  %t3548 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3547, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3549 = load <16 x float>, ptr %tacc3258
  %t3550 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3548, <16 x float> %t3512, <16 x float> %t3549)
  store <16 x float> %t3550, ptr %tacc3258
  %t3551 = mul i64 %size.S, %size.C
  %t3552 = mul i64 %i3414, %t3551
  %t3553 = mul i64 3, %size.C
  %t3554 = add i64 %t3552, %t3553
  %t3555 = add i64 %t3554, %i95
  %t3556 = getelementptr float, ptr %buf.w, i64 %t3555
  %t3557 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3556, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3558 = mul i64 %t3259, 2
  %t3559 = mul i64 3, 1
  %t3560 = add i64 %t3558, %t3559
  %t3561 = add i64 %t3560, -2
  %t3562 = mul i64 %i3414, 1
  %t3563 = add i64 %t43, %t3562
  %t3564 = mul i64 %size.H, %size.W
  %t3565 = mul i64 %t3564, %size.C
  %t3566 = mul i64 %t40, %t3565
  %t3567 = mul i64 %size.W, %size.C
  %t3568 = mul i64 %t3563, %t3567
  %t3569 = add i64 %t3566, %t3568
  %t3570 = mul i64 %t3561, %size.C
  %t3571 = add i64 %t3569, %t3570
  %t3572 = add i64 %t3571, %i95
  %t3573 = getelementptr float, ptr %buf.x, i64 %t3572
  %t3574 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3573, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3575 = load <16 x float>, ptr %tacc3257
  %t3576 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3574, <16 x float> %t3557, <16 x float> %t3575)
  store <16 x float> %t3576, ptr %tacc3257
  %t3577 = mul i64 %t3260, 2
  %t3578 = mul i64 3, 1
  %t3579 = add i64 %t3577, %t3578
  %t3580 = add i64 %t3579, -2
  %t3581 = mul i64 %i3414, 1
  %t3582 = add i64 %t43, %t3581
  %t3583 = mul i64 %size.H, %size.W
  %t3584 = mul i64 %t3583, %size.C
  %t3585 = mul i64 %t40, %t3584
  %t3586 = mul i64 %size.W, %size.C
  %t3587 = mul i64 %t3582, %t3586
  %t3588 = add i64 %t3585, %t3587
  %t3589 = mul i64 %t3580, %size.C
  %t3590 = add i64 %t3588, %t3589
  %t3591 = add i64 %t3590, %i95
  %t3592 = getelementptr float, ptr %buf.x, i64 %t3591
  %t3593 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3592, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3594 = load <16 x float>, ptr %tacc3258
  %t3595 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3593, <16 x float> %t3557, <16 x float> %t3594)
  store <16 x float> %t3595, ptr %tacc3258
  %t3596 = mul i64 %size.S, %size.C
  %t3597 = mul i64 %i3414, %t3596
  %t3598 = mul i64 4, %size.C
  %t3599 = add i64 %t3597, %t3598
  %t3600 = add i64 %t3599, %i95
  %t3601 = getelementptr float, ptr %buf.w, i64 %t3600
  %t3602 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3601, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3603 = mul i64 %t3259, 2
  %t3604 = mul i64 4, 1
  %t3605 = add i64 %t3603, %t3604
  %t3606 = add i64 %t3605, -2
  %t3607 = mul i64 %i3414, 1
  %t3608 = add i64 %t43, %t3607
  %t3609 = mul i64 %size.H, %size.W
  %t3610 = mul i64 %t3609, %size.C
  %t3611 = mul i64 %t40, %t3610
  %t3612 = mul i64 %size.W, %size.C
  %t3613 = mul i64 %t3608, %t3612
  %t3614 = add i64 %t3611, %t3613
  %t3615 = mul i64 %t3606, %size.C
  %t3616 = add i64 %t3614, %t3615
  %t3617 = add i64 %t3616, %i95
  %t3618 = getelementptr float, ptr %buf.x, i64 %t3617
  %t3619 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3618, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3620 = load <16 x float>, ptr %tacc3257
  %t3621 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3619, <16 x float> %t3602, <16 x float> %t3620)
  store <16 x float> %t3621, ptr %tacc3257
  %t3622 = mul i64 %t3260, 2
  %t3623 = mul i64 4, 1
  %t3624 = add i64 %t3622, %t3623
  %t3625 = add i64 %t3624, -2
  %t3626 = mul i64 %i3414, 1
  %t3627 = add i64 %t43, %t3626
  %t3628 = mul i64 %size.H, %size.W
  %t3629 = mul i64 %t3628, %size.C
  %t3630 = mul i64 %t40, %t3629
  %t3631 = mul i64 %size.W, %size.C
  %t3632 = mul i64 %t3627, %t3631
  %t3633 = add i64 %t3630, %t3632
  %t3634 = mul i64 %t3625, %size.C
  %t3635 = add i64 %t3633, %t3634
  %t3636 = add i64 %t3635, %i95
  %t3637 = getelementptr float, ptr %buf.x, i64 %t3636
  %t3638 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3637, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3639 = load <16 x float>, ptr %tacc3258
  %t3640 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3638, <16 x float> %t3602, <16 x float> %t3639)
  store <16 x float> %t3640, ptr %tacc3258
  %t3641 = add nsw i64 %i3414, 1
  store i64 %t3641, ptr %c3410
  br label %head3411
done3413:
  br label %taps.done3261
winnext3408:
  store i64 %t47, ptr %c3642
  br label %head3643
head3643:
  %i3646 = load i64, ptr %c3642
  %t3647 = icmp slt i64 %i3646, %t54
  br i1 %t3647, label %body3644, label %done3645
body3644:
  store i64 0, ptr %c3648
  br label %head3649
head3649:
  %i3652 = load i64, ptr %c3648
  %t3653 = icmp slt i64 %i3652, %size.S
  br i1 %t3653, label %body3650, label %done3651
body3650:
  %t3654 = mul i64 %size.S, %size.C
  %t3655 = mul i64 %i3646, %t3654
  %t3656 = mul i64 %i3652, %size.C
  %t3657 = add i64 %t3655, %t3656
  %t3658 = add i64 %t3657, %i95
  %t3659 = getelementptr float, ptr %buf.w, i64 %t3658
  %t3660 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3659, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3661 = mul i64 %t3259, 2
  %t3662 = mul i64 %i3652, 1
  %t3663 = add i64 %t3661, %t3662
  %t3664 = add i64 %t3663, -2
  %t3665 = mul i64 %i3646, 1
  %t3666 = add i64 %t43, %t3665
  %t3667 = mul i64 %size.H, %size.W
  %t3668 = mul i64 %t3667, %size.C
  %t3669 = mul i64 %t40, %t3668
  %t3670 = mul i64 %size.W, %size.C
  %t3671 = mul i64 %t3666, %t3670
  %t3672 = add i64 %t3669, %t3671
  %t3673 = mul i64 %t3664, %size.C
  %t3674 = add i64 %t3672, %t3673
  %t3675 = add i64 %t3674, %i95
  %t3676 = getelementptr float, ptr %buf.x, i64 %t3675
  %t3677 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3676, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3678 = load <16 x float>, ptr %tacc3257
  %t3679 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3677, <16 x float> %t3660, <16 x float> %t3678)
  store <16 x float> %t3679, ptr %tacc3257
  %t3680 = mul i64 %t3260, 2
  %t3681 = mul i64 %i3652, 1
  %t3682 = add i64 %t3680, %t3681
  %t3683 = add i64 %t3682, -2
  %t3684 = mul i64 %i3646, 1
  %t3685 = add i64 %t43, %t3684
  %t3686 = mul i64 %size.H, %size.W
  %t3687 = mul i64 %t3686, %size.C
  %t3688 = mul i64 %t40, %t3687
  %t3689 = mul i64 %size.W, %size.C
  %t3690 = mul i64 %t3685, %t3689
  %t3691 = add i64 %t3688, %t3690
  %t3692 = mul i64 %t3683, %size.C
  %t3693 = add i64 %t3691, %t3692
  %t3694 = add i64 %t3693, %i95
  %t3695 = getelementptr float, ptr %buf.x, i64 %t3694
  %t3696 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3695, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3697 = load <16 x float>, ptr %tacc3258
  %t3698 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3696, <16 x float> %t3660, <16 x float> %t3697)
  store <16 x float> %t3698, ptr %tacc3258
  %t3699 = add nsw i64 %i3652, 1
  store i64 %t3699, ptr %c3648
  br label %head3649
done3651:
  %t3700 = add nsw i64 %i3646, 1
  store i64 %t3700, ptr %c3642
  br label %head3643
done3645:
  br label %taps.done3261
taps.done3261:
  %t3701 = load <16 x float>, ptr %tacc3257
  %p3702 = getelementptr float, ptr %buf.b, i64 %i95
  %ld3703 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p3702, <16 x i1> %t97, <16 x float> zeroinitializer)
  %v3704 = fadd contract <16 x float> %ld3703, %t3701
  %v3705 = add i64 %size.H, 2
  %v3706 = add i64 %v3705, 2
  %v3707 = sub i64 %size.R, 1
  %v3708 = sub i64 %v3706, %v3707
  %v3709 = sub i64 %v3708, 1
  %v3710 = sdiv i64 %v3709, 2
  %v3711 = srem i64 %v3709, 2
  %v3712 = icmp ne i64 %v3711, 0
  %v3713 = icmp slt i64 %v3711, 0
  %v3714 = icmp slt i64 2, 0
  %v3715 = xor i1 %v3713, %v3714
  %v3716 = and i1 %v3712, %v3715
  %v3717 = zext i1 %v3716 to i64
  %v3718 = sub i64 %v3710, %v3717
  %v3719 = add i64 %v3718, 1
  %v3720 = mul i64 %t40, %v3719
  %v3721 = add i64 %v3720, %t41
  %v3722 = add i64 %size.W, 2
  %v3723 = add i64 %v3722, 2
  %v3724 = sub i64 %size.S, 1
  %v3725 = sub i64 %v3723, %v3724
  %v3726 = sub i64 %v3725, 1
  %v3727 = sdiv i64 %v3726, 2
  %v3728 = srem i64 %v3726, 2
  %v3729 = icmp ne i64 %v3728, 0
  %v3730 = icmp slt i64 %v3728, 0
  %v3731 = icmp slt i64 2, 0
  %v3732 = xor i1 %v3730, %v3731
  %v3733 = and i1 %v3729, %v3732
  %v3734 = zext i1 %v3733 to i64
  %v3735 = sub i64 %v3727, %v3734
  %v3736 = add i64 %v3735, 1
  %v3737 = mul i64 %v3721, %v3736
  %v3738 = add i64 %v3737, %t3259
  %v3739 = mul i64 %v3738, %size.C
  %v3740 = add i64 %v3739, %i95
  %p3741 = getelementptr float, ptr %buf.y, i64 %v3740
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v3704, ptr align 4 %p3741, <16 x i1> %t97)
  %t3742 = load <16 x float>, ptr %tacc3258
  %p3743 = getelementptr float, ptr %buf.b, i64 %i95
  %ld3744 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p3743, <16 x i1> %t97, <16 x float> zeroinitializer)
  %v3745 = fadd contract <16 x float> %ld3744, %t3742
  %v3746 = add i64 %size.H, 2
  %v3747 = add i64 %v3746, 2
  %v3748 = sub i64 %size.R, 1
  %v3749 = sub i64 %v3747, %v3748
  %v3750 = sub i64 %v3749, 1
  %v3751 = sdiv i64 %v3750, 2
  %v3752 = srem i64 %v3750, 2
  %v3753 = icmp ne i64 %v3752, 0
  %v3754 = icmp slt i64 %v3752, 0
  %v3755 = icmp slt i64 2, 0
  %v3756 = xor i1 %v3754, %v3755
  %v3757 = and i1 %v3753, %v3756
  %v3758 = zext i1 %v3757 to i64
  %v3759 = sub i64 %v3751, %v3758
  %v3760 = add i64 %v3759, 1
  %v3761 = mul i64 %t40, %v3760
  %v3762 = add i64 %v3761, %t41
  %v3763 = add i64 %size.W, 2
  %v3764 = add i64 %v3763, 2
  %v3765 = sub i64 %size.S, 1
  %v3766 = sub i64 %v3764, %v3765
  %v3767 = sub i64 %v3766, 1
  %v3768 = sdiv i64 %v3767, 2
  %v3769 = srem i64 %v3767, 2
  %v3770 = icmp ne i64 %v3769, 0
  %v3771 = icmp slt i64 %v3769, 0
  %v3772 = icmp slt i64 2, 0
  %v3773 = xor i1 %v3771, %v3772
  %v3774 = and i1 %v3770, %v3773
  %v3775 = zext i1 %v3774 to i64
  %v3776 = sub i64 %v3768, %v3775
  %v3777 = add i64 %v3776, 1
  %v3778 = mul i64 %v3762, %v3777
  %v3779 = add i64 %v3778, %t3260
  %v3780 = mul i64 %v3779, %size.C
  %v3781 = add i64 %v3780, %i95
  %p3782 = getelementptr float, ptr %buf.y, i64 %v3781
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v3745, ptr align 4 %p3782, <16 x i1> %t97)
  %t3783 = add nsw i64 %i3255, 2
  store i64 %t3783, ptr %c3251
  br label %head3252
done3254:
  %t3784 = sub i64 %t90, %t3250
  %t3785 = sdiv i64 %t3784, 1
  %t3786 = mul i64 %t3785, 1
  %t3787 = add i64 %t3250, %t3786
  store i64 %t3250, ptr %c3788
  br label %head3789
head3789:
  %i3792 = load i64, ptr %c3788
  %t3793 = icmp slt i64 %i3792, %t3787
  br i1 %t3793, label %body3790, label %done3791
body3790:
  store <16 x float> zeroinitializer, ptr %tacc3794
  %t3795 = add i64 %i3792, 0
  %t3799 = icmp eq i64 %size.S, 3
  br i1 %t3799, label %win33797, label %winnext3798
win33797:
  store i64 %t47, ptr %c3800
  br label %head3801
head3801:
  %i3804 = load i64, ptr %c3800
  %t3805 = icmp slt i64 %i3804, %t54
  br i1 %t3805, label %body3802, label %done3803
body3802:
  %t3806 = mul i64 %size.S, %size.C
  %t3807 = mul i64 %i3804, %t3806
  %t3808 = mul i64 0, %size.C
  %t3809 = add i64 %t3807, %t3808
  %t3810 = add i64 %t3809, %i95
  %t3811 = getelementptr float, ptr %buf.w, i64 %t3810
  %t3812 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3811, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3813 = mul i64 %t3795, 2
  %t3814 = mul i64 0, 1
  %t3815 = add i64 %t3813, %t3814
  %t3816 = add i64 %t3815, -2
  %t3817 = mul i64 %i3804, 1
  %t3818 = add i64 %t43, %t3817
  %t3819 = mul i64 %size.H, %size.W
  %t3820 = mul i64 %t3819, %size.C
  %t3821 = mul i64 %t40, %t3820
  %t3822 = mul i64 %size.W, %size.C
  %t3823 = mul i64 %t3818, %t3822
  %t3824 = add i64 %t3821, %t3823
  %t3825 = mul i64 %t3816, %size.C
  %t3826 = add i64 %t3824, %t3825
  %t3827 = add i64 %t3826, %i95
  %t3828 = getelementptr float, ptr %buf.x, i64 %t3827
  %t3829 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3828, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3830 = load <16 x float>, ptr %tacc3794
  %t3831 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3829, <16 x float> %t3812, <16 x float> %t3830)
  store <16 x float> %t3831, ptr %tacc3794
  %t3832 = mul i64 %size.S, %size.C
  %t3833 = mul i64 %i3804, %t3832
  %t3834 = mul i64 1, %size.C
  %t3835 = add i64 %t3833, %t3834
  %t3836 = add i64 %t3835, %i95
  %t3837 = getelementptr float, ptr %buf.w, i64 %t3836
  %t3838 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3837, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3839 = mul i64 %t3795, 2
  %t3840 = mul i64 1, 1
  %t3841 = add i64 %t3839, %t3840
  %t3842 = add i64 %t3841, -2
  %t3843 = mul i64 %i3804, 1
  %t3844 = add i64 %t43, %t3843
  %t3845 = mul i64 %size.H, %size.W
  %t3846 = mul i64 %t3845, %size.C
  %t3847 = mul i64 %t40, %t3846
  %t3848 = mul i64 %size.W, %size.C
  %t3849 = mul i64 %t3844, %t3848
  %t3850 = add i64 %t3847, %t3849
  %t3851 = mul i64 %t3842, %size.C
  %t3852 = add i64 %t3850, %t3851
  %t3853 = add i64 %t3852, %i95
  %t3854 = getelementptr float, ptr %buf.x, i64 %t3853
  %t3855 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3854, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3856 = load <16 x float>, ptr %tacc3794
  %t3857 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3855, <16 x float> %t3838, <16 x float> %t3856)
  store <16 x float> %t3857, ptr %tacc3794
  %t3858 = mul i64 %size.S, %size.C
  %t3859 = mul i64 %i3804, %t3858
  %t3860 = mul i64 2, %size.C
  %t3861 = add i64 %t3859, %t3860
  %t3862 = add i64 %t3861, %i95
  %t3863 = getelementptr float, ptr %buf.w, i64 %t3862
  %t3864 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3863, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3865 = mul i64 %t3795, 2
  %t3866 = mul i64 2, 1
  %t3867 = add i64 %t3865, %t3866
  %t3868 = add i64 %t3867, -2
  %t3869 = mul i64 %i3804, 1
  %t3870 = add i64 %t43, %t3869
  %t3871 = mul i64 %size.H, %size.W
  %t3872 = mul i64 %t3871, %size.C
  %t3873 = mul i64 %t40, %t3872
  %t3874 = mul i64 %size.W, %size.C
  %t3875 = mul i64 %t3870, %t3874
  %t3876 = add i64 %t3873, %t3875
  %t3877 = mul i64 %t3868, %size.C
  %t3878 = add i64 %t3876, %t3877
  %t3879 = add i64 %t3878, %i95
  %t3880 = getelementptr float, ptr %buf.x, i64 %t3879
  %t3881 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3880, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3882 = load <16 x float>, ptr %tacc3794
  %t3883 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3881, <16 x float> %t3864, <16 x float> %t3882)
  store <16 x float> %t3883, ptr %tacc3794
  %t3884 = add nsw i64 %i3804, 1
  store i64 %t3884, ptr %c3800
  br label %head3801
done3803:
  br label %taps.done3796
winnext3798:
  %t3887 = icmp eq i64 %size.S, 5
  br i1 %t3887, label %win53885, label %winnext3886
win53885:
  store i64 %t47, ptr %c3888
  br label %head3889
head3889:
  %i3892 = load i64, ptr %c3888
  %t3893 = icmp slt i64 %i3892, %t54
  br i1 %t3893, label %body3890, label %done3891
body3890:
  %t3894 = mul i64 %size.S, %size.C
  %t3895 = mul i64 %i3892, %t3894
  %t3896 = mul i64 0, %size.C
  %t3897 = add i64 %t3895, %t3896
  %t3898 = add i64 %t3897, %i95
  %t3899 = getelementptr float, ptr %buf.w, i64 %t3898
  %t3900 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3899, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3901 = mul i64 %t3795, 2
  %t3902 = mul i64 0, 1
  %t3903 = add i64 %t3901, %t3902
  %t3904 = add i64 %t3903, -2
  %t3905 = mul i64 %i3892, 1
  %t3906 = add i64 %t43, %t3905
  %t3907 = mul i64 %size.H, %size.W
  %t3908 = mul i64 %t3907, %size.C
  %t3909 = mul i64 %t40, %t3908
  %t3910 = mul i64 %size.W, %size.C
  %t3911 = mul i64 %t3906, %t3910
  %t3912 = add i64 %t3909, %t3911
  %t3913 = mul i64 %t3904, %size.C
  %t3914 = add i64 %t3912, %t3913
  %t3915 = add i64 %t3914, %i95
  %t3916 = getelementptr float, ptr %buf.x, i64 %t3915
  %t3917 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3916, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3918 = load <16 x float>, ptr %tacc3794
  %t3919 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3917, <16 x float> %t3900, <16 x float> %t3918)
  store <16 x float> %t3919, ptr %tacc3794
  %t3920 = mul i64 %size.S, %size.C
  %t3921 = mul i64 %i3892, %t3920
  %t3922 = mul i64 1, %size.C
  %t3923 = add i64 %t3921, %t3922
  %t3924 = add i64 %t3923, %i95
  %t3925 = getelementptr float, ptr %buf.w, i64 %t3924
  %t3926 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3925, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3927 = mul i64 %t3795, 2
  %t3928 = mul i64 1, 1
  %t3929 = add i64 %t3927, %t3928
  %t3930 = add i64 %t3929, -2
  %t3931 = mul i64 %i3892, 1
  %t3932 = add i64 %t43, %t3931
  %t3933 = mul i64 %size.H, %size.W
  %t3934 = mul i64 %t3933, %size.C
  %t3935 = mul i64 %t40, %t3934
  %t3936 = mul i64 %size.W, %size.C
  %t3937 = mul i64 %t3932, %t3936
  %t3938 = add i64 %t3935, %t3937
  %t3939 = mul i64 %t3930, %size.C
  %t3940 = add i64 %t3938, %t3939
  %t3941 = add i64 %t3940, %i95
  %t3942 = getelementptr float, ptr %buf.x, i64 %t3941
  %t3943 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3942, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3944 = load <16 x float>, ptr %tacc3794
  %t3945 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3943, <16 x float> %t3926, <16 x float> %t3944)
  store <16 x float> %t3945, ptr %tacc3794
  %t3946 = mul i64 %size.S, %size.C
  %t3947 = mul i64 %i3892, %t3946
  %t3948 = mul i64 2, %size.C
  %t3949 = add i64 %t3947, %t3948
  %t3950 = add i64 %t3949, %i95
  %t3951 = getelementptr float, ptr %buf.w, i64 %t3950
  %t3952 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3951, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3953 = mul i64 %t3795, 2
  %t3954 = mul i64 2, 1
  %t3955 = add i64 %t3953, %t3954
  %t3956 = add i64 %t3955, -2
  %t3957 = mul i64 %i3892, 1
  %t3958 = add i64 %t43, %t3957
  %t3959 = mul i64 %size.H, %size.W
  %t3960 = mul i64 %t3959, %size.C
  %t3961 = mul i64 %t40, %t3960
  %t3962 = mul i64 %size.W, %size.C
  %t3963 = mul i64 %t3958, %t3962
  %t3964 = add i64 %t3961, %t3963
  %t3965 = mul i64 %t3956, %size.C
  %t3966 = add i64 %t3964, %t3965
  %t3967 = add i64 %t3966, %i95
  %t3968 = getelementptr float, ptr %buf.x, i64 %t3967
  %t3969 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3968, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3970 = load <16 x float>, ptr %tacc3794
  %t3971 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3969, <16 x float> %t3952, <16 x float> %t3970)
  store <16 x float> %t3971, ptr %tacc3794
  %t3972 = mul i64 %size.S, %size.C
  %t3973 = mul i64 %i3892, %t3972
  %t3974 = mul i64 3, %size.C
  %t3975 = add i64 %t3973, %t3974
  %t3976 = add i64 %t3975, %i95
  %t3977 = getelementptr float, ptr %buf.w, i64 %t3976
  %t3978 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3977, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3979 = mul i64 %t3795, 2
  %t3980 = mul i64 3, 1
  %t3981 = add i64 %t3979, %t3980
  %t3982 = add i64 %t3981, -2
  %t3983 = mul i64 %i3892, 1
  %t3984 = add i64 %t43, %t3983
  %t3985 = mul i64 %size.H, %size.W
  %t3986 = mul i64 %t3985, %size.C
  %t3987 = mul i64 %t40, %t3986
  %t3988 = mul i64 %size.W, %size.C
  %t3989 = mul i64 %t3984, %t3988
  %t3990 = add i64 %t3987, %t3989
  %t3991 = mul i64 %t3982, %size.C
  %t3992 = add i64 %t3990, %t3991
  %t3993 = add i64 %t3992, %i95
  %t3994 = getelementptr float, ptr %buf.x, i64 %t3993
  %t3995 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3994, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t3996 = load <16 x float>, ptr %tacc3794
  %t3997 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3995, <16 x float> %t3978, <16 x float> %t3996)
  store <16 x float> %t3997, ptr %tacc3794
  %t3998 = mul i64 %size.S, %size.C
  %t3999 = mul i64 %i3892, %t3998
  %t4000 = mul i64 4, %size.C
  %t4001 = add i64 %t3999, %t4000
  %t4002 = add i64 %t4001, %i95
  %t4003 = getelementptr float, ptr %buf.w, i64 %t4002
  %t4004 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4003, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t4005 = mul i64 %t3795, 2
  %t4006 = mul i64 4, 1
  %t4007 = add i64 %t4005, %t4006
  %t4008 = add i64 %t4007, -2
  %t4009 = mul i64 %i3892, 1
  %t4010 = add i64 %t43, %t4009
  %t4011 = mul i64 %size.H, %size.W
  %t4012 = mul i64 %t4011, %size.C
  %t4013 = mul i64 %t40, %t4012
  %t4014 = mul i64 %size.W, %size.C
  %t4015 = mul i64 %t4010, %t4014
  %t4016 = add i64 %t4013, %t4015
  %t4017 = mul i64 %t4008, %size.C
  %t4018 = add i64 %t4016, %t4017
  %t4019 = add i64 %t4018, %i95
  %t4020 = getelementptr float, ptr %buf.x, i64 %t4019
  %t4021 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4020, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t4022 = load <16 x float>, ptr %tacc3794
  %t4023 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4021, <16 x float> %t4004, <16 x float> %t4022)
  store <16 x float> %t4023, ptr %tacc3794
  %t4024 = add nsw i64 %i3892, 1
  store i64 %t4024, ptr %c3888
  br label %head3889
done3891:
  br label %taps.done3796
winnext3886:
  store i64 %t47, ptr %c4025
  br label %head4026
head4026:
  %i4029 = load i64, ptr %c4025
  %t4030 = icmp slt i64 %i4029, %t54
  br i1 %t4030, label %body4027, label %done4028
body4027:
  store i64 0, ptr %c4031
  br label %head4032
head4032:
  %i4035 = load i64, ptr %c4031
  %t4036 = icmp slt i64 %i4035, %size.S
  br i1 %t4036, label %body4033, label %done4034
body4033:
  %t4037 = mul i64 %size.S, %size.C
  %t4038 = mul i64 %i4029, %t4037
  %t4039 = mul i64 %i4035, %size.C
  %t4040 = add i64 %t4038, %t4039
  %t4041 = add i64 %t4040, %i95
  %t4042 = getelementptr float, ptr %buf.w, i64 %t4041
  %t4043 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4042, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t4044 = mul i64 %t3795, 2
  %t4045 = mul i64 %i4035, 1
  %t4046 = add i64 %t4044, %t4045
  %t4047 = add i64 %t4046, -2
  %t4048 = mul i64 %i4029, 1
  %t4049 = add i64 %t43, %t4048
  %t4050 = mul i64 %size.H, %size.W
  %t4051 = mul i64 %t4050, %size.C
  %t4052 = mul i64 %t40, %t4051
  %t4053 = mul i64 %size.W, %size.C
  %t4054 = mul i64 %t4049, %t4053
  %t4055 = add i64 %t4052, %t4054
  %t4056 = mul i64 %t4047, %size.C
  %t4057 = add i64 %t4055, %t4056
  %t4058 = add i64 %t4057, %i95
  %t4059 = getelementptr float, ptr %buf.x, i64 %t4058
  %t4060 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4059, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t4061 = load <16 x float>, ptr %tacc3794
  %t4062 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4060, <16 x float> %t4043, <16 x float> %t4061)
  store <16 x float> %t4062, ptr %tacc3794
  %t4063 = add nsw i64 %i4035, 1
  store i64 %t4063, ptr %c4031
  br label %head4032
done4034:
  %t4064 = add nsw i64 %i4029, 1
  store i64 %t4064, ptr %c4025
  br label %head4026
done4028:
  br label %taps.done3796
taps.done3796:
  %t4065 = load <16 x float>, ptr %tacc3794
  %p4066 = getelementptr float, ptr %buf.b, i64 %i95
  %ld4067 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p4066, <16 x i1> %t97, <16 x float> zeroinitializer)
  %v4068 = fadd contract <16 x float> %ld4067, %t4065
  %v4069 = add i64 %size.H, 2
  %v4070 = add i64 %v4069, 2
  %v4071 = sub i64 %size.R, 1
  %v4072 = sub i64 %v4070, %v4071
  %v4073 = sub i64 %v4072, 1
  %v4074 = sdiv i64 %v4073, 2
  %v4075 = srem i64 %v4073, 2
  %v4076 = icmp ne i64 %v4075, 0
  %v4077 = icmp slt i64 %v4075, 0
  %v4078 = icmp slt i64 2, 0
  %v4079 = xor i1 %v4077, %v4078
  %v4080 = and i1 %v4076, %v4079
  %v4081 = zext i1 %v4080 to i64
  %v4082 = sub i64 %v4074, %v4081
  %v4083 = add i64 %v4082, 1
  %v4084 = mul i64 %t40, %v4083
  %v4085 = add i64 %v4084, %t41
  %v4086 = add i64 %size.W, 2
  %v4087 = add i64 %v4086, 2
  %v4088 = sub i64 %size.S, 1
  %v4089 = sub i64 %v4087, %v4088
  %v4090 = sub i64 %v4089, 1
  %v4091 = sdiv i64 %v4090, 2
  %v4092 = srem i64 %v4090, 2
  %v4093 = icmp ne i64 %v4092, 0
  %v4094 = icmp slt i64 %v4092, 0
  %v4095 = icmp slt i64 2, 0
  %v4096 = xor i1 %v4094, %v4095
  %v4097 = and i1 %v4093, %v4096
  %v4098 = zext i1 %v4097 to i64
  %v4099 = sub i64 %v4091, %v4098
  %v4100 = add i64 %v4099, 1
  %v4101 = mul i64 %v4085, %v4100
  %v4102 = add i64 %v4101, %t3795
  %v4103 = mul i64 %v4102, %size.C
  %v4104 = add i64 %v4103, %i95
  %p4105 = getelementptr float, ptr %buf.y, i64 %v4104
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v4068, ptr align 4 %p4105, <16 x i1> %t97)
  %t4106 = add nsw i64 %i3792, 1
  store i64 %t4106, ptr %c3788
  br label %head3789
done3791:
  store i64 %t90, ptr %c4107
  br label %head4108
head4108:
  %i4111 = load i64, ptr %c4107
  %t4112 = icmp slt i64 %i4111, %t30
  br i1 %t4112, label %body4109, label %done4110
body4109:
  store <16 x float> zeroinitializer, ptr %bacc4113
  %t4117 = icmp eq i64 %size.S, 3
  br i1 %t4117, label %win34115, label %winnext4116
win34115:
  store i64 %t47, ptr %c4118
  br label %head4119
head4119:
  %i4122 = load i64, ptr %c4118
  %t4123 = icmp slt i64 %i4122, %t54
  br i1 %t4123, label %body4120, label %done4121
body4120:
  %t4124 = mul i64 %i4111, 2
  %t4125 = mul i64 0, 1
  %t4126 = add i64 %t4124, %t4125
  %t4127 = add i64 %t4126, -2
  %t4128 = icmp sge i64 %t4127, 0
  %t4129 = icmp slt i64 %t4127, %size.W
  %t4130 = and i1 %t4128, %t4129
  %t4131 = select i1 %t4130, i64 %t4127, i64 0
  %t4132 = mul i64 %i4122, 1
  %t4133 = add i64 %t43, %t4132
  %t4134 = mul i64 %size.H, %size.W
  %t4135 = mul i64 %t4134, %size.C
  %t4136 = mul i64 %t40, %t4135
  %t4137 = mul i64 %size.W, %size.C
  %t4138 = mul i64 %t4133, %t4137
  %t4139 = add i64 %t4136, %t4138
  %t4140 = mul i64 %t4131, %size.C
  %t4141 = add i64 %t4139, %t4140
  %t4142 = add i64 %t4141, %i95
  %t4143 = getelementptr float, ptr %buf.x, i64 %t4142
  %t4144 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4143, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t4145 = load <16 x float>, ptr %bacc4113
  %t4146 = mul i64 %size.S, %size.C
  %t4147 = mul i64 %i4122, %t4146
  %t4148 = mul i64 0, %size.C
  %t4149 = add i64 %t4147, %t4148
  %t4150 = add i64 %t4149, %i95
  %t4151 = getelementptr float, ptr %buf.w, i64 %t4150
  %t4152 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4151, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t4153 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4144, <16 x float> %t4152, <16 x float> %t4145)
  %t4154 = select i1 %t4130, <16 x float> %t4153, <16 x float> %t4145
  store <16 x float> %t4154, ptr %bacc4113
  %t4155 = mul i64 %i4111, 2
  %t4156 = mul i64 1, 1
  %t4157 = add i64 %t4155, %t4156
  %t4158 = add i64 %t4157, -2
  %t4159 = icmp sge i64 %t4158, 0
  %t4160 = icmp slt i64 %t4158, %size.W
  %t4161 = and i1 %t4159, %t4160
  %t4162 = select i1 %t4161, i64 %t4158, i64 0
  %t4163 = mul i64 %i4122, 1
  %t4164 = add i64 %t43, %t4163
  %t4165 = mul i64 %size.H, %size.W
  %t4166 = mul i64 %t4165, %size.C
  %t4167 = mul i64 %t40, %t4166
  %t4168 = mul i64 %size.W, %size.C
  %t4169 = mul i64 %t4164, %t4168
  %t4170 = add i64 %t4167, %t4169
  %t4171 = mul i64 %t4162, %size.C
  %t4172 = add i64 %t4170, %t4171
  %t4173 = add i64 %t4172, %i95
  %t4174 = getelementptr float, ptr %buf.x, i64 %t4173
  %t4175 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4174, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t4176 = load <16 x float>, ptr %bacc4113
  %t4177 = mul i64 %size.S, %size.C
  %t4178 = mul i64 %i4122, %t4177
  %t4179 = mul i64 1, %size.C
  %t4180 = add i64 %t4178, %t4179
  %t4181 = add i64 %t4180, %i95
  %t4182 = getelementptr float, ptr %buf.w, i64 %t4181
  %t4183 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4182, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t4184 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4175, <16 x float> %t4183, <16 x float> %t4176)
  %t4185 = select i1 %t4161, <16 x float> %t4184, <16 x float> %t4176
  store <16 x float> %t4185, ptr %bacc4113
  %t4186 = mul i64 %i4111, 2
  %t4187 = mul i64 2, 1
  %t4188 = add i64 %t4186, %t4187
  %t4189 = add i64 %t4188, -2
  %t4190 = icmp sge i64 %t4189, 0
  %t4191 = icmp slt i64 %t4189, %size.W
  %t4192 = and i1 %t4190, %t4191
  %t4193 = select i1 %t4192, i64 %t4189, i64 0
  %t4194 = mul i64 %i4122, 1
  %t4195 = add i64 %t43, %t4194
  %t4196 = mul i64 %size.H, %size.W
  %t4197 = mul i64 %t4196, %size.C
  %t4198 = mul i64 %t40, %t4197
  %t4199 = mul i64 %size.W, %size.C
  %t4200 = mul i64 %t4195, %t4199
  %t4201 = add i64 %t4198, %t4200
  %t4202 = mul i64 %t4193, %size.C
  %t4203 = add i64 %t4201, %t4202
  %t4204 = add i64 %t4203, %i95
  %t4205 = getelementptr float, ptr %buf.x, i64 %t4204
  %t4206 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4205, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t4207 = load <16 x float>, ptr %bacc4113
  %t4208 = mul i64 %size.S, %size.C
  %t4209 = mul i64 %i4122, %t4208
  %t4210 = mul i64 2, %size.C
  %t4211 = add i64 %t4209, %t4210
  %t4212 = add i64 %t4211, %i95
  %t4213 = getelementptr float, ptr %buf.w, i64 %t4212
  %t4214 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4213, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t4215 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4206, <16 x float> %t4214, <16 x float> %t4207)
  %t4216 = select i1 %t4192, <16 x float> %t4215, <16 x float> %t4207
  store <16 x float> %t4216, ptr %bacc4113
  %t4217 = add nsw i64 %i4122, 1
  store i64 %t4217, ptr %c4118
  br label %head4119
done4121:
  br label %taps.done4114
winnext4116:
  %t4220 = icmp eq i64 %size.S, 5
  br i1 %t4220, label %win54218, label %winnext4219
win54218:
  store i64 %t47, ptr %c4221
  br label %head4222
head4222:
  %i4225 = load i64, ptr %c4221
  %t4226 = icmp slt i64 %i4225, %t54
  br i1 %t4226, label %body4223, label %done4224
body4223:
  %t4227 = mul i64 %i4111, 2
  %t4228 = mul i64 0, 1
  %t4229 = add i64 %t4227, %t4228
  %t4230 = add i64 %t4229, -2
  %t4231 = icmp sge i64 %t4230, 0
  %t4232 = icmp slt i64 %t4230, %size.W
  %t4233 = and i1 %t4231, %t4232
  %t4234 = select i1 %t4233, i64 %t4230, i64 0
  %t4235 = mul i64 %i4225, 1
  %t4236 = add i64 %t43, %t4235
  %t4237 = mul i64 %size.H, %size.W
  %t4238 = mul i64 %t4237, %size.C
  %t4239 = mul i64 %t40, %t4238
  %t4240 = mul i64 %size.W, %size.C
  %t4241 = mul i64 %t4236, %t4240
  %t4242 = add i64 %t4239, %t4241
  %t4243 = mul i64 %t4234, %size.C
  %t4244 = add i64 %t4242, %t4243
  %t4245 = add i64 %t4244, %i95
  %t4246 = getelementptr float, ptr %buf.x, i64 %t4245
  %t4247 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4246, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t4248 = load <16 x float>, ptr %bacc4113
  %t4249 = mul i64 %size.S, %size.C
  %t4250 = mul i64 %i4225, %t4249
  %t4251 = mul i64 0, %size.C
  %t4252 = add i64 %t4250, %t4251
  %t4253 = add i64 %t4252, %i95
  %t4254 = getelementptr float, ptr %buf.w, i64 %t4253
  %t4255 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4254, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t4256 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4247, <16 x float> %t4255, <16 x float> %t4248)
  %t4257 = select i1 %t4233, <16 x float> %t4256, <16 x float> %t4248
  store <16 x float> %t4257, ptr %bacc4113
  %t4258 = mul i64 %i4111, 2
  %t4259 = mul i64 1, 1
  %t4260 = add i64 %t4258, %t4259
  %t4261 = add i64 %t4260, -2
  %t4262 = icmp sge i64 %t4261, 0
  %t4263 = icmp slt i64 %t4261, %size.W
  %t4264 = and i1 %t4262, %t4263
  %t4265 = select i1 %t4264, i64 %t4261, i64 0
  %t4266 = mul i64 %i4225, 1
  %t4267 = add i64 %t43, %t4266
  %t4268 = mul i64 %size.H, %size.W
  %t4269 = mul i64 %t4268, %size.C
  %t4270 = mul i64 %t40, %t4269
  %t4271 = mul i64 %size.W, %size.C
  %t4272 = mul i64 %t4267, %t4271
  %t4273 = add i64 %t4270, %t4272
  %t4274 = mul i64 %t4265, %size.C
  %t4275 = add i64 %t4273, %t4274
  %t4276 = add i64 %t4275, %i95
  %t4277 = getelementptr float, ptr %buf.x, i64 %t4276
  %t4278 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4277, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t4279 = load <16 x float>, ptr %bacc4113
  %t4280 = mul i64 %size.S, %size.C
  %t4281 = mul i64 %i4225, %t4280
  %t4282 = mul i64 1, %size.C
  %t4283 = add i64 %t4281, %t4282
  %t4284 = add i64 %t4283, %i95
  %t4285 = getelementptr float, ptr %buf.w, i64 %t4284
  %t4286 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4285, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t4287 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4278, <16 x float> %t4286, <16 x float> %t4279)
  %t4288 = select i1 %t4264, <16 x float> %t4287, <16 x float> %t4279
  store <16 x float> %t4288, ptr %bacc4113
  %t4289 = mul i64 %i4111, 2
  %t4290 = mul i64 2, 1
  %t4291 = add i64 %t4289, %t4290
  %t4292 = add i64 %t4291, -2
  %t4293 = icmp sge i64 %t4292, 0
  %t4294 = icmp slt i64 %t4292, %size.W
  %t4295 = and i1 %t4293, %t4294
  %t4296 = select i1 %t4295, i64 %t4292, i64 0
  %t4297 = mul i64 %i4225, 1
  %t4298 = add i64 %t43, %t4297
  %t4299 = mul i64 %size.H, %size.W
  %t4300 = mul i64 %t4299, %size.C
  %t4301 = mul i64 %t40, %t4300
  %t4302 = mul i64 %size.W, %size.C
  %t4303 = mul i64 %t4298, %t4302
  %t4304 = add i64 %t4301, %t4303
  %t4305 = mul i64 %t4296, %size.C
  %t4306 = add i64 %t4304, %t4305
  %t4307 = add i64 %t4306, %i95
  %t4308 = getelementptr float, ptr %buf.x, i64 %t4307
  %t4309 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4308, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t4310 = load <16 x float>, ptr %bacc4113
  %t4311 = mul i64 %size.S, %size.C
  %t4312 = mul i64 %i4225, %t4311
  %t4313 = mul i64 2, %size.C
  %t4314 = add i64 %t4312, %t4313
  %t4315 = add i64 %t4314, %i95
  %t4316 = getelementptr float, ptr %buf.w, i64 %t4315
  %t4317 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4316, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t4318 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4309, <16 x float> %t4317, <16 x float> %t4310)
  %t4319 = select i1 %t4295, <16 x float> %t4318, <16 x float> %t4310
  store <16 x float> %t4319, ptr %bacc4113
  %t4320 = mul i64 %i4111, 2
  %t4321 = mul i64 3, 1
  %t4322 = add i64 %t4320, %t4321
  %t4323 = add i64 %t4322, -2
  %t4324 = icmp sge i64 %t4323, 0
  %t4325 = icmp slt i64 %t4323, %size.W
  %t4326 = and i1 %t4324, %t4325
  %t4327 = select i1 %t4326, i64 %t4323, i64 0
  %t4328 = mul i64 %i4225, 1
  %t4329 = add i64 %t43, %t4328
  %t4330 = mul i64 %size.H, %size.W
  %t4331 = mul i64 %t4330, %size.C
  %t4332 = mul i64 %t40, %t4331
  %t4333 = mul i64 %size.W, %size.C
  %t4334 = mul i64 %t4329, %t4333
  %t4335 = add i64 %t4332, %t4334
  %t4336 = mul i64 %t4327, %size.C
  %t4337 = add i64 %t4335, %t4336
  %t4338 = add i64 %t4337, %i95
  %t4339 = getelementptr float, ptr %buf.x, i64 %t4338
  %t4340 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4339, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t4341 = load <16 x float>, ptr %bacc4113
  %t4342 = mul i64 %size.S, %size.C
  %t4343 = mul i64 %i4225, %t4342
  %t4344 = mul i64 3, %size.C
  %t4345 = add i64 %t4343, %t4344
  %t4346 = add i64 %t4345, %i95
  %t4347 = getelementptr float, ptr %buf.w, i64 %t4346
  %t4348 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4347, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t4349 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4340, <16 x float> %t4348, <16 x float> %t4341)
  %t4350 = select i1 %t4326, <16 x float> %t4349, <16 x float> %t4341
  store <16 x float> %t4350, ptr %bacc4113
  %t4351 = mul i64 %i4111, 2
  %t4352 = mul i64 4, 1
  %t4353 = add i64 %t4351, %t4352
  %t4354 = add i64 %t4353, -2
  %t4355 = icmp sge i64 %t4354, 0
  %t4356 = icmp slt i64 %t4354, %size.W
  %t4357 = and i1 %t4355, %t4356
  %t4358 = select i1 %t4357, i64 %t4354, i64 0
  %t4359 = mul i64 %i4225, 1
  %t4360 = add i64 %t43, %t4359
  %t4361 = mul i64 %size.H, %size.W
  %t4362 = mul i64 %t4361, %size.C
  %t4363 = mul i64 %t40, %t4362
  %t4364 = mul i64 %size.W, %size.C
  %t4365 = mul i64 %t4360, %t4364
  %t4366 = add i64 %t4363, %t4365
  %t4367 = mul i64 %t4358, %size.C
  %t4368 = add i64 %t4366, %t4367
  %t4369 = add i64 %t4368, %i95
  %t4370 = getelementptr float, ptr %buf.x, i64 %t4369
  %t4371 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4370, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t4372 = load <16 x float>, ptr %bacc4113
  %t4373 = mul i64 %size.S, %size.C
  %t4374 = mul i64 %i4225, %t4373
  %t4375 = mul i64 4, %size.C
  %t4376 = add i64 %t4374, %t4375
  %t4377 = add i64 %t4376, %i95
  %t4378 = getelementptr float, ptr %buf.w, i64 %t4377
  %t4379 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4378, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t4380 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4371, <16 x float> %t4379, <16 x float> %t4372)
  %t4381 = select i1 %t4357, <16 x float> %t4380, <16 x float> %t4372
  store <16 x float> %t4381, ptr %bacc4113
  %t4382 = add nsw i64 %i4225, 1
  store i64 %t4382, ptr %c4221
  br label %head4222
done4224:
  br label %taps.done4114
winnext4219:
  store i64 %t47, ptr %c4383
  br label %head4384
head4384:
  %i4387 = load i64, ptr %c4383
  %t4388 = icmp slt i64 %i4387, %t54
  br i1 %t4388, label %body4385, label %done4386
body4385:
  store i64 0, ptr %c4389
  br label %head4390
head4390:
  %i4393 = load i64, ptr %c4389
  %t4394 = icmp slt i64 %i4393, %size.S
  br i1 %t4394, label %body4391, label %done4392
body4391:
  %t4395 = mul i64 %i4111, 2
  %t4396 = mul i64 %i4393, 1
  %t4397 = add i64 %t4395, %t4396
  %t4398 = add i64 %t4397, -2
  %t4399 = icmp sge i64 %t4398, 0
  %t4400 = icmp slt i64 %t4398, %size.W
  %t4401 = and i1 %t4399, %t4400
  %t4402 = select i1 %t4401, i64 %t4398, i64 0
  %t4403 = mul i64 %i4387, 1
  %t4404 = add i64 %t43, %t4403
  %t4405 = mul i64 %size.H, %size.W
  %t4406 = mul i64 %t4405, %size.C
  %t4407 = mul i64 %t40, %t4406
  %t4408 = mul i64 %size.W, %size.C
  %t4409 = mul i64 %t4404, %t4408
  %t4410 = add i64 %t4407, %t4409
  %t4411 = mul i64 %t4402, %size.C
  %t4412 = add i64 %t4410, %t4411
  %t4413 = add i64 %t4412, %i95
  %t4414 = getelementptr float, ptr %buf.x, i64 %t4413
  %t4415 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4414, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t4416 = load <16 x float>, ptr %bacc4113
  %t4417 = mul i64 %size.S, %size.C
  %t4418 = mul i64 %i4387, %t4417
  %t4419 = mul i64 %i4393, %size.C
  %t4420 = add i64 %t4418, %t4419
  %t4421 = add i64 %t4420, %i95
  %t4422 = getelementptr float, ptr %buf.w, i64 %t4421
  %t4423 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4422, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t4424 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4415, <16 x float> %t4423, <16 x float> %t4416)
  %t4425 = select i1 %t4401, <16 x float> %t4424, <16 x float> %t4416
  store <16 x float> %t4425, ptr %bacc4113
  %t4426 = add nsw i64 %i4393, 1
  store i64 %t4426, ptr %c4389
  br label %head4390
done4392:
  %t4427 = add nsw i64 %i4387, 1
  store i64 %t4427, ptr %c4383
  br label %head4384
done4386:
  br label %taps.done4114
taps.done4114:
  %t4428 = load <16 x float>, ptr %bacc4113
  %p4429 = getelementptr float, ptr %buf.b, i64 %i95
  %ld4430 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p4429, <16 x i1> %t97, <16 x float> zeroinitializer)
  %v4431 = fadd contract <16 x float> %ld4430, %t4428
  %v4432 = add i64 %size.H, 2
  %v4433 = add i64 %v4432, 2
  %v4434 = sub i64 %size.R, 1
  %v4435 = sub i64 %v4433, %v4434
  %v4436 = sub i64 %v4435, 1
  %v4437 = sdiv i64 %v4436, 2
  %v4438 = srem i64 %v4436, 2
  %v4439 = icmp ne i64 %v4438, 0
  %v4440 = icmp slt i64 %v4438, 0
  %v4441 = icmp slt i64 2, 0
  %v4442 = xor i1 %v4440, %v4441
  %v4443 = and i1 %v4439, %v4442
  %v4444 = zext i1 %v4443 to i64
  %v4445 = sub i64 %v4437, %v4444
  %v4446 = add i64 %v4445, 1
  %v4447 = mul i64 %t40, %v4446
  %v4448 = add i64 %v4447, %t41
  %v4449 = add i64 %size.W, 2
  %v4450 = add i64 %v4449, 2
  %v4451 = sub i64 %size.S, 1
  %v4452 = sub i64 %v4450, %v4451
  %v4453 = sub i64 %v4452, 1
  %v4454 = sdiv i64 %v4453, 2
  %v4455 = srem i64 %v4453, 2
  %v4456 = icmp ne i64 %v4455, 0
  %v4457 = icmp slt i64 %v4455, 0
  %v4458 = icmp slt i64 2, 0
  %v4459 = xor i1 %v4457, %v4458
  %v4460 = and i1 %v4456, %v4459
  %v4461 = zext i1 %v4460 to i64
  %v4462 = sub i64 %v4454, %v4461
  %v4463 = add i64 %v4462, 1
  %v4464 = mul i64 %v4448, %v4463
  %v4465 = add i64 %v4464, %i4111
  %v4466 = mul i64 %v4465, %size.C
  %v4467 = add i64 %v4466, %i95
  %p4468 = getelementptr float, ptr %buf.y, i64 %v4467
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v4431, ptr align 4 %p4468, <16 x i1> %t97)
  %t4469 = add nsw i64 %i4111, 1
  store i64 %t4469, ptr %c4107
  br label %head4108
done4110:
  %t4470 = add nsw i64 %i95, 16
  store i64 %t4470, ptr %c91
  br label %head92
done94:
  %t4471 = add nsw i64 %i38, 1
  store i64 %t4471, ptr %c34
  br label %head35
done37:
  ret void
}
