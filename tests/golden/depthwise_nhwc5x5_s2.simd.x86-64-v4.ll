@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

define void @"jr.op.depthwise_nhwc"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c34 = alloca i64
  %c87 = alloca i64
  %c94 = alloca i64
  %bacc100 = alloca <16 x float>
  %c105 = alloca i64
  %c208 = alloca i64
  %c370 = alloca i64
  %c376 = alloca i64
  %c461 = alloca i64
  %tacc467 = alloca <16 x float>
  %tacc468 = alloca <16 x float>
  %tacc469 = alloca <16 x float>
  %tacc470 = alloca <16 x float>
  %tacc471 = alloca <16 x float>
  %tacc472 = alloca <16 x float>
  %tacc473 = alloca <16 x float>
  %tacc474 = alloca <16 x float>
  %c487 = alloca i64
  %c974 = alloca i64
  %c1776 = alloca i64
  %c1782 = alloca i64
  %c2282 = alloca i64
  %tacc2288 = alloca <16 x float>
  %tacc2289 = alloca <16 x float>
  %tacc2290 = alloca <16 x float>
  %tacc2291 = alloca <16 x float>
  %c2300 = alloca i64
  %c2559 = alloca i64
  %c2981 = alloca i64
  %c2987 = alloca i64
  %c3247 = alloca i64
  %tacc3253 = alloca <16 x float>
  %tacc3254 = alloca <16 x float>
  %c3261 = alloca i64
  %c3406 = alloca i64
  %c3638 = alloca i64
  %c3644 = alloca i64
  %c3784 = alloca i64
  %tacc3790 = alloca <16 x float>
  %c3796 = alloca i64
  %c3884 = alloca i64
  %c4021 = alloca i64
  %c4027 = alloca i64
  %c4103 = alloca i64
  %bacc4109 = alloca <16 x float>
  %c4114 = alloca i64
  %c4217 = alloca i64
  %c4379 = alloca i64
  %c4385 = alloca i64
  %t1 = add i64 %size.H, 2
  %t2 = add i64 %t1, 2
  %t3 = sub i64 %size.R, 1
  %t4 = sub i64 %t2, %t3
  %t5 = sub i64 %t4, 1
  %t6 = sdiv i64 %t5, 2
  %t7 = srem i64 %t5, 2
  %t8 = icmp slt i64 %t7, 0
  %t9 = icmp slt i64 2, 0
  %t10 = icmp ne i1 %t8, %t9
  %t11 = icmp ne i64 %t7, 0
  %t12 = and i1 %t11, %t10
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
  %t23 = icmp slt i64 %t22, 0
  %t24 = icmp slt i64 2, 0
  %t25 = icmp ne i1 %t23, %t24
  %t26 = icmp ne i64 %t22, 0
  %t27 = and i1 %t26, %t25
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
  %t62 = icmp slt i64 %t60, 0
  %t63 = srem i64 %t60, 2
  %t64 = icmp ne i64 %t63, 0
  %t65 = and i1 %t62, %t64
  %t66 = zext i1 %t65 to i64
  %t67 = sub i64 %t61, %t66
  %t68 = icmp sgt i64 0, %t67
  %t69 = select i1 %t68, i64 0, i64 %t67
  %t70 = icmp slt i64 %t30, %t69
  %t71 = select i1 %t70, i64 %t30, i64 %t69
  %t72 = sub i64 %size.W, 1
  %t73 = sub i64 %t72, -2
  %t74 = sub i64 %t73, %t58
  %t75 = sdiv i64 %t74, 2
  %t76 = icmp slt i64 %t74, 0
  %t77 = srem i64 %t74, 2
  %t78 = icmp ne i64 %t77, 0
  %t79 = and i1 %t76, %t78
  %t80 = zext i1 %t79 to i64
  %t81 = sub i64 %t75, %t80
  %t82 = add i64 %t81, 1
  %t83 = icmp slt i64 %t30, %t82
  %t84 = select i1 %t83, i64 %t30, i64 %t82
  %t85 = icmp sgt i64 %t71, %t84
  %t86 = select i1 %t85, i64 %t71, i64 %t84
  store i64 0, ptr %c87
  br label %head88
head88:
  %i91 = load i64, ptr %c87
  %t92 = icmp slt i64 %i91, %size.C
  br i1 %t92, label %body89, label %done90
body89:
  %t93 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i91, i64 %size.C)
  store i64 0, ptr %c94
  br label %head95
head95:
  %i98 = load i64, ptr %c94
  %t99 = icmp slt i64 %i98, %t71
  br i1 %t99, label %body96, label %done97
body96:
  store <16 x float> zeroinitializer, ptr %bacc100
  %t104 = icmp eq i64 %size.S, 3
  br i1 %t104, label %win3102, label %winnext103
win3102:
  store i64 %t47, ptr %c105
  br label %head106
head106:
  %i109 = load i64, ptr %c105
  %t110 = icmp slt i64 %i109, %t54
  br i1 %t110, label %body107, label %done108
body107:
  %t111 = mul i64 %i98, 2
  %t112 = mul i64 0, 1
  %t113 = add i64 %t111, %t112
  %t114 = add i64 %t113, -2
  %t115 = icmp sge i64 %t114, 0
  %t116 = icmp slt i64 %t114, %size.W
  %t117 = and i1 %t115, %t116
  %t118 = select i1 %t117, i64 %t114, i64 0
  %t119 = mul i64 %i109, 1
  %t120 = add i64 %t43, %t119
  %t121 = mul i64 %size.H, %size.W
  %t122 = mul i64 %t121, %size.C
  %t123 = mul i64 %t40, %t122
  %t124 = mul i64 %size.W, %size.C
  %t125 = mul i64 %t120, %t124
  %t126 = add i64 %t123, %t125
  %t127 = mul i64 %t118, %size.C
  %t128 = add i64 %t126, %t127
  %t129 = add i64 %t128, %i91
  %t130 = getelementptr float, ptr %buf.x, i64 %t129
  %t131 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t130, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t132 = load <16 x float>, ptr %bacc100
  %t133 = mul i64 %size.S, %size.C
  %t134 = mul i64 %i109, %t133
  %t135 = mul i64 0, %size.C
  %t136 = add i64 %t134, %t135
  %t137 = add i64 %t136, %i91
  %t138 = getelementptr float, ptr %buf.w, i64 %t137
  %t139 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t138, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t140 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t131, <16 x float> %t139, <16 x float> %t132)
  %t141 = select i1 %t117, <16 x float> %t140, <16 x float> %t132
  store <16 x float> %t141, ptr %bacc100
  %t142 = mul i64 %i98, 2
  %t143 = mul i64 1, 1
  %t144 = add i64 %t142, %t143
  %t145 = add i64 %t144, -2
  %t146 = icmp sge i64 %t145, 0
  %t147 = icmp slt i64 %t145, %size.W
  %t148 = and i1 %t146, %t147
  %t149 = select i1 %t148, i64 %t145, i64 0
  %t150 = mul i64 %i109, 1
  %t151 = add i64 %t43, %t150
  %t152 = mul i64 %size.H, %size.W
  %t153 = mul i64 %t152, %size.C
  %t154 = mul i64 %t40, %t153
  %t155 = mul i64 %size.W, %size.C
  %t156 = mul i64 %t151, %t155
  %t157 = add i64 %t154, %t156
  %t158 = mul i64 %t149, %size.C
  %t159 = add i64 %t157, %t158
  %t160 = add i64 %t159, %i91
  %t161 = getelementptr float, ptr %buf.x, i64 %t160
  %t162 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t161, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t163 = load <16 x float>, ptr %bacc100
  %t164 = mul i64 %size.S, %size.C
  %t165 = mul i64 %i109, %t164
  %t166 = mul i64 1, %size.C
  %t167 = add i64 %t165, %t166
  %t168 = add i64 %t167, %i91
  %t169 = getelementptr float, ptr %buf.w, i64 %t168
  %t170 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t169, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t171 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t162, <16 x float> %t170, <16 x float> %t163)
  %t172 = select i1 %t148, <16 x float> %t171, <16 x float> %t163
  store <16 x float> %t172, ptr %bacc100
  %t173 = mul i64 %i98, 2
  %t174 = mul i64 2, 1
  %t175 = add i64 %t173, %t174
  %t176 = add i64 %t175, -2
  %t177 = icmp sge i64 %t176, 0
  %t178 = icmp slt i64 %t176, %size.W
  %t179 = and i1 %t177, %t178
  %t180 = select i1 %t179, i64 %t176, i64 0
  %t181 = mul i64 %i109, 1
  %t182 = add i64 %t43, %t181
  %t183 = mul i64 %size.H, %size.W
  %t184 = mul i64 %t183, %size.C
  %t185 = mul i64 %t40, %t184
  %t186 = mul i64 %size.W, %size.C
  %t187 = mul i64 %t182, %t186
  %t188 = add i64 %t185, %t187
  %t189 = mul i64 %t180, %size.C
  %t190 = add i64 %t188, %t189
  %t191 = add i64 %t190, %i91
  %t192 = getelementptr float, ptr %buf.x, i64 %t191
  %t193 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t192, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t194 = load <16 x float>, ptr %bacc100
  %t195 = mul i64 %size.S, %size.C
  %t196 = mul i64 %i109, %t195
  %t197 = mul i64 2, %size.C
  %t198 = add i64 %t196, %t197
  %t199 = add i64 %t198, %i91
  %t200 = getelementptr float, ptr %buf.w, i64 %t199
  %t201 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t200, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t202 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t193, <16 x float> %t201, <16 x float> %t194)
  %t203 = select i1 %t179, <16 x float> %t202, <16 x float> %t194
  store <16 x float> %t203, ptr %bacc100
  %t204 = add nsw i64 %i109, 1
  store i64 %t204, ptr %c105
  br label %head106
done108:
  br label %taps.done101
winnext103:
  %t207 = icmp eq i64 %size.S, 5
  br i1 %t207, label %win5205, label %winnext206
win5205:
  store i64 %t47, ptr %c208
  br label %head209
head209:
  %i212 = load i64, ptr %c208
  %t213 = icmp slt i64 %i212, %t54
  br i1 %t213, label %body210, label %done211
body210:
  %t214 = mul i64 %i98, 2
  %t215 = mul i64 0, 1
  %t216 = add i64 %t214, %t215
  %t217 = add i64 %t216, -2
  %t218 = icmp sge i64 %t217, 0
  %t219 = icmp slt i64 %t217, %size.W
  %t220 = and i1 %t218, %t219
  %t221 = select i1 %t220, i64 %t217, i64 0
  %t222 = mul i64 %i212, 1
  %t223 = add i64 %t43, %t222
  %t224 = mul i64 %size.H, %size.W
  %t225 = mul i64 %t224, %size.C
  %t226 = mul i64 %t40, %t225
  %t227 = mul i64 %size.W, %size.C
  %t228 = mul i64 %t223, %t227
  %t229 = add i64 %t226, %t228
  %t230 = mul i64 %t221, %size.C
  %t231 = add i64 %t229, %t230
  %t232 = add i64 %t231, %i91
  %t233 = getelementptr float, ptr %buf.x, i64 %t232
  %t234 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t233, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t235 = load <16 x float>, ptr %bacc100
  %t236 = mul i64 %size.S, %size.C
  %t237 = mul i64 %i212, %t236
  %t238 = mul i64 0, %size.C
  %t239 = add i64 %t237, %t238
  %t240 = add i64 %t239, %i91
  %t241 = getelementptr float, ptr %buf.w, i64 %t240
  %t242 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t241, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t243 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t234, <16 x float> %t242, <16 x float> %t235)
  %t244 = select i1 %t220, <16 x float> %t243, <16 x float> %t235
  store <16 x float> %t244, ptr %bacc100
  %t245 = mul i64 %i98, 2
  %t246 = mul i64 1, 1
  %t247 = add i64 %t245, %t246
  %t248 = add i64 %t247, -2
  %t249 = icmp sge i64 %t248, 0
  %t250 = icmp slt i64 %t248, %size.W
  %t251 = and i1 %t249, %t250
  %t252 = select i1 %t251, i64 %t248, i64 0
  %t253 = mul i64 %i212, 1
  %t254 = add i64 %t43, %t253
  %t255 = mul i64 %size.H, %size.W
  %t256 = mul i64 %t255, %size.C
  %t257 = mul i64 %t40, %t256
  %t258 = mul i64 %size.W, %size.C
  %t259 = mul i64 %t254, %t258
  %t260 = add i64 %t257, %t259
  %t261 = mul i64 %t252, %size.C
  %t262 = add i64 %t260, %t261
  %t263 = add i64 %t262, %i91
  %t264 = getelementptr float, ptr %buf.x, i64 %t263
  %t265 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t264, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t266 = load <16 x float>, ptr %bacc100
  %t267 = mul i64 %size.S, %size.C
  %t268 = mul i64 %i212, %t267
  %t269 = mul i64 1, %size.C
  %t270 = add i64 %t268, %t269
  %t271 = add i64 %t270, %i91
  %t272 = getelementptr float, ptr %buf.w, i64 %t271
  %t273 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t272, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t274 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t265, <16 x float> %t273, <16 x float> %t266)
  %t275 = select i1 %t251, <16 x float> %t274, <16 x float> %t266
  store <16 x float> %t275, ptr %bacc100
  %t276 = mul i64 %i98, 2
  %t277 = mul i64 2, 1
  %t278 = add i64 %t276, %t277
  %t279 = add i64 %t278, -2
  %t280 = icmp sge i64 %t279, 0
  %t281 = icmp slt i64 %t279, %size.W
  %t282 = and i1 %t280, %t281
  %t283 = select i1 %t282, i64 %t279, i64 0
  %t284 = mul i64 %i212, 1
  %t285 = add i64 %t43, %t284
  %t286 = mul i64 %size.H, %size.W
  %t287 = mul i64 %t286, %size.C
  %t288 = mul i64 %t40, %t287
  %t289 = mul i64 %size.W, %size.C
  %t290 = mul i64 %t285, %t289
  %t291 = add i64 %t288, %t290
  %t292 = mul i64 %t283, %size.C
  %t293 = add i64 %t291, %t292
  %t294 = add i64 %t293, %i91
  %t295 = getelementptr float, ptr %buf.x, i64 %t294
  %t296 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t295, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t297 = load <16 x float>, ptr %bacc100
  %t298 = mul i64 %size.S, %size.C
  %t299 = mul i64 %i212, %t298
  %t300 = mul i64 2, %size.C
  %t301 = add i64 %t299, %t300
  %t302 = add i64 %t301, %i91
  %t303 = getelementptr float, ptr %buf.w, i64 %t302
  %t304 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t303, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t305 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t296, <16 x float> %t304, <16 x float> %t297)
  %t306 = select i1 %t282, <16 x float> %t305, <16 x float> %t297
  store <16 x float> %t306, ptr %bacc100
  %t307 = mul i64 %i98, 2
  %t308 = mul i64 3, 1
  %t309 = add i64 %t307, %t308
  %t310 = add i64 %t309, -2
  %t311 = icmp sge i64 %t310, 0
  %t312 = icmp slt i64 %t310, %size.W
  %t313 = and i1 %t311, %t312
  %t314 = select i1 %t313, i64 %t310, i64 0
  %t315 = mul i64 %i212, 1
  %t316 = add i64 %t43, %t315
  %t317 = mul i64 %size.H, %size.W
  %t318 = mul i64 %t317, %size.C
  %t319 = mul i64 %t40, %t318
  %t320 = mul i64 %size.W, %size.C
  %t321 = mul i64 %t316, %t320
  %t322 = add i64 %t319, %t321
  %t323 = mul i64 %t314, %size.C
  %t324 = add i64 %t322, %t323
  %t325 = add i64 %t324, %i91
  %t326 = getelementptr float, ptr %buf.x, i64 %t325
  %t327 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t326, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t328 = load <16 x float>, ptr %bacc100
  %t329 = mul i64 %size.S, %size.C
  %t330 = mul i64 %i212, %t329
  %t331 = mul i64 3, %size.C
  %t332 = add i64 %t330, %t331
  %t333 = add i64 %t332, %i91
  %t334 = getelementptr float, ptr %buf.w, i64 %t333
  %t335 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t334, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t336 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t327, <16 x float> %t335, <16 x float> %t328)
  %t337 = select i1 %t313, <16 x float> %t336, <16 x float> %t328
  store <16 x float> %t337, ptr %bacc100
  %t338 = mul i64 %i98, 2
  %t339 = mul i64 4, 1
  %t340 = add i64 %t338, %t339
  %t341 = add i64 %t340, -2
  %t342 = icmp sge i64 %t341, 0
  %t343 = icmp slt i64 %t341, %size.W
  %t344 = and i1 %t342, %t343
  %t345 = select i1 %t344, i64 %t341, i64 0
  %t346 = mul i64 %i212, 1
  %t347 = add i64 %t43, %t346
  %t348 = mul i64 %size.H, %size.W
  %t349 = mul i64 %t348, %size.C
  %t350 = mul i64 %t40, %t349
  %t351 = mul i64 %size.W, %size.C
  %t352 = mul i64 %t347, %t351
  %t353 = add i64 %t350, %t352
  %t354 = mul i64 %t345, %size.C
  %t355 = add i64 %t353, %t354
  %t356 = add i64 %t355, %i91
  %t357 = getelementptr float, ptr %buf.x, i64 %t356
  %t358 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t357, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t359 = load <16 x float>, ptr %bacc100
  %t360 = mul i64 %size.S, %size.C
  %t361 = mul i64 %i212, %t360
  %t362 = mul i64 4, %size.C
  %t363 = add i64 %t361, %t362
  %t364 = add i64 %t363, %i91
  %t365 = getelementptr float, ptr %buf.w, i64 %t364
  %t366 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t365, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t367 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t358, <16 x float> %t366, <16 x float> %t359)
  %t368 = select i1 %t344, <16 x float> %t367, <16 x float> %t359
  store <16 x float> %t368, ptr %bacc100
  %t369 = add nsw i64 %i212, 1
  store i64 %t369, ptr %c208
  br label %head209
done211:
  br label %taps.done101
winnext206:
  store i64 %t47, ptr %c370
  br label %head371
head371:
  %i374 = load i64, ptr %c370
  %t375 = icmp slt i64 %i374, %t54
  br i1 %t375, label %body372, label %done373
body372:
  store i64 0, ptr %c376
  br label %head377
head377:
  %i380 = load i64, ptr %c376
  %t381 = icmp slt i64 %i380, %size.S
  br i1 %t381, label %body378, label %done379
body378:
  %t382 = mul i64 %i98, 2
  %t383 = mul i64 %i380, 1
  %t384 = add i64 %t382, %t383
  %t385 = add i64 %t384, -2
  %t386 = icmp sge i64 %t385, 0
  %t387 = icmp slt i64 %t385, %size.W
  %t388 = and i1 %t386, %t387
  %t389 = select i1 %t388, i64 %t385, i64 0
  %t390 = mul i64 %i374, 1
  %t391 = add i64 %t43, %t390
  %t392 = mul i64 %size.H, %size.W
  %t393 = mul i64 %t392, %size.C
  %t394 = mul i64 %t40, %t393
  %t395 = mul i64 %size.W, %size.C
  %t396 = mul i64 %t391, %t395
  %t397 = add i64 %t394, %t396
  %t398 = mul i64 %t389, %size.C
  %t399 = add i64 %t397, %t398
  %t400 = add i64 %t399, %i91
  %t401 = getelementptr float, ptr %buf.x, i64 %t400
  %t402 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t401, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t403 = load <16 x float>, ptr %bacc100
  %t404 = mul i64 %size.S, %size.C
  %t405 = mul i64 %i374, %t404
  %t406 = mul i64 %i380, %size.C
  %t407 = add i64 %t405, %t406
  %t408 = add i64 %t407, %i91
  %t409 = getelementptr float, ptr %buf.w, i64 %t408
  %t410 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t409, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t411 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t402, <16 x float> %t410, <16 x float> %t403)
  %t412 = select i1 %t388, <16 x float> %t411, <16 x float> %t403
  store <16 x float> %t412, ptr %bacc100
  %t413 = add nsw i64 %i380, 1
  store i64 %t413, ptr %c376
  br label %head377
done379:
  %t414 = add nsw i64 %i374, 1
  store i64 %t414, ptr %c370
  br label %head371
done373:
  br label %taps.done101
taps.done101:
  %t415 = load <16 x float>, ptr %bacc100
  %p416 = getelementptr float, ptr %buf.b, i64 %i91
  %ld417 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p416, <16 x i1> %t93, <16 x float> zeroinitializer)
  %v418 = fadd contract <16 x float> %ld417, %t415
  %v419 = add i64 %size.H, 2
  %v420 = add i64 %v419, 2
  %v421 = sub i64 %size.R, 1
  %v422 = sub i64 %v420, %v421
  %v423 = sub i64 %v422, 1
  %v424 = sdiv i64 %v423, 2
  %v425 = srem i64 %v423, 2
  %v426 = icmp ne i64 %v425, 0
  %v427 = icmp slt i64 %v425, 0
  %v428 = icmp slt i64 2, 0
  %v429 = xor i1 %v427, %v428
  %v430 = and i1 %v426, %v429
  %v431 = zext i1 %v430 to i64
  %v432 = sub i64 %v424, %v431
  %v433 = add i64 %v432, 1
  %v434 = mul i64 %t40, %v433
  %v435 = add i64 %v434, %t41
  %v436 = add i64 %size.W, 2
  %v437 = add i64 %v436, 2
  %v438 = sub i64 %size.S, 1
  %v439 = sub i64 %v437, %v438
  %v440 = sub i64 %v439, 1
  %v441 = sdiv i64 %v440, 2
  %v442 = srem i64 %v440, 2
  %v443 = icmp ne i64 %v442, 0
  %v444 = icmp slt i64 %v442, 0
  %v445 = icmp slt i64 2, 0
  %v446 = xor i1 %v444, %v445
  %v447 = and i1 %v443, %v446
  %v448 = zext i1 %v447 to i64
  %v449 = sub i64 %v441, %v448
  %v450 = add i64 %v449, 1
  %v451 = mul i64 %v435, %v450
  %v452 = add i64 %v451, %i98
  %v453 = mul i64 %v452, %size.C
  %v454 = add i64 %v453, %i91
  %p455 = getelementptr float, ptr %buf.y, i64 %v454
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v418, ptr align 4 %p455, <16 x i1> %t93)
  %t456 = add nsw i64 %i98, 1
  store i64 %t456, ptr %c94
  br label %head95
done97:
  %t457 = sub i64 %t86, %t71
  %t458 = sdiv i64 %t457, 8
  %t459 = mul i64 %t458, 8
  %t460 = add i64 %t71, %t459
  store i64 %t71, ptr %c461
  br label %head462
head462:
  %i465 = load i64, ptr %c461
  %t466 = icmp slt i64 %i465, %t460
  br i1 %t466, label %body463, label %done464
body463:
  store <16 x float> zeroinitializer, ptr %tacc467
  store <16 x float> zeroinitializer, ptr %tacc468
  store <16 x float> zeroinitializer, ptr %tacc469
  store <16 x float> zeroinitializer, ptr %tacc470
  store <16 x float> zeroinitializer, ptr %tacc471
  store <16 x float> zeroinitializer, ptr %tacc472
  store <16 x float> zeroinitializer, ptr %tacc473
  store <16 x float> zeroinitializer, ptr %tacc474
  %t475 = add i64 %i465, 0
  %t476 = add i64 %i465, 1
  %t477 = add i64 %i465, 2
  %t478 = add i64 %i465, 3
  %t479 = add i64 %i465, 4
  %t480 = add i64 %i465, 5
  %t481 = add i64 %i465, 6
  %t482 = add i64 %i465, 7
  %t486 = icmp eq i64 %size.S, 3
  br i1 %t486, label %win3484, label %winnext485
win3484:
  store i64 %t47, ptr %c487
  br label %head488
head488:
  %i491 = load i64, ptr %c487
  %t492 = icmp slt i64 %i491, %t54
  br i1 %t492, label %body489, label %done490
body489:
  %t493 = mul i64 %size.S, %size.C
  %t494 = mul i64 %i491, %t493
  %t495 = mul i64 0, %size.C
  %t496 = add i64 %t494, %t495
  %t497 = add i64 %t496, %i91
  %t498 = getelementptr float, ptr %buf.w, i64 %t497
  %t499 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t498, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t500 = mul i64 %t475, 2
  %t501 = mul i64 0, 1
  %t502 = add i64 %t500, %t501
  %t503 = add i64 %t502, -2
  %t504 = mul i64 %i491, 1
  %t505 = add i64 %t43, %t504
  %t506 = mul i64 %size.H, %size.W
  %t507 = mul i64 %t506, %size.C
  %t508 = mul i64 %t40, %t507
  %t509 = mul i64 %size.W, %size.C
  %t510 = mul i64 %t505, %t509
  %t511 = add i64 %t508, %t510
  %t512 = mul i64 %t503, %size.C
  %t513 = add i64 %t511, %t512
  %t514 = add i64 %t513, %i91
  %t515 = getelementptr float, ptr %buf.x, i64 %t514
  %t516 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t515, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t517 = load <16 x float>, ptr %tacc467
  %t518 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t516, <16 x float> %t499, <16 x float> %t517)
  store <16 x float> %t518, ptr %tacc467
  %t519 = mul i64 %t476, 2
  %t520 = mul i64 0, 1
  %t521 = add i64 %t519, %t520
  %t522 = add i64 %t521, -2
  %t523 = mul i64 %i491, 1
  %t524 = add i64 %t43, %t523
  %t525 = mul i64 %size.H, %size.W
  %t526 = mul i64 %t525, %size.C
  %t527 = mul i64 %t40, %t526
  %t528 = mul i64 %size.W, %size.C
  %t529 = mul i64 %t524, %t528
  %t530 = add i64 %t527, %t529
  %t531 = mul i64 %t522, %size.C
  %t532 = add i64 %t530, %t531
  %t533 = add i64 %t532, %i91
  %t534 = getelementptr float, ptr %buf.x, i64 %t533
  %t535 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t534, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t536 = load <16 x float>, ptr %tacc468
  %t537 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t535, <16 x float> %t499, <16 x float> %t536)
  store <16 x float> %t537, ptr %tacc468
  %t538 = mul i64 %t477, 2
  %t539 = mul i64 0, 1
  %t540 = add i64 %t538, %t539
  %t541 = add i64 %t540, -2
  %t542 = mul i64 %i491, 1
  %t543 = add i64 %t43, %t542
  %t544 = mul i64 %size.H, %size.W
  %t545 = mul i64 %t544, %size.C
  %t546 = mul i64 %t40, %t545
  %t547 = mul i64 %size.W, %size.C
  %t548 = mul i64 %t543, %t547
  %t549 = add i64 %t546, %t548
  %t550 = mul i64 %t541, %size.C
  %t551 = add i64 %t549, %t550
  %t552 = add i64 %t551, %i91
  %t553 = getelementptr float, ptr %buf.x, i64 %t552
  %t554 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t553, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t555 = load <16 x float>, ptr %tacc469
  %t556 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t554, <16 x float> %t499, <16 x float> %t555)
  store <16 x float> %t556, ptr %tacc469
  %t557 = mul i64 %t478, 2
  %t558 = mul i64 0, 1
  %t559 = add i64 %t557, %t558
  %t560 = add i64 %t559, -2
  %t561 = mul i64 %i491, 1
  %t562 = add i64 %t43, %t561
  %t563 = mul i64 %size.H, %size.W
  %t564 = mul i64 %t563, %size.C
  %t565 = mul i64 %t40, %t564
  %t566 = mul i64 %size.W, %size.C
  %t567 = mul i64 %t562, %t566
  %t568 = add i64 %t565, %t567
  %t569 = mul i64 %t560, %size.C
  %t570 = add i64 %t568, %t569
  %t571 = add i64 %t570, %i91
  %t572 = getelementptr float, ptr %buf.x, i64 %t571
  %t573 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t572, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t574 = load <16 x float>, ptr %tacc470
  %t575 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t573, <16 x float> %t499, <16 x float> %t574)
  store <16 x float> %t575, ptr %tacc470
  %t576 = mul i64 %t479, 2
  %t577 = mul i64 0, 1
  %t578 = add i64 %t576, %t577
  %t579 = add i64 %t578, -2
  %t580 = mul i64 %i491, 1
  %t581 = add i64 %t43, %t580
  %t582 = mul i64 %size.H, %size.W
  %t583 = mul i64 %t582, %size.C
  %t584 = mul i64 %t40, %t583
  %t585 = mul i64 %size.W, %size.C
  %t586 = mul i64 %t581, %t585
  %t587 = add i64 %t584, %t586
  %t588 = mul i64 %t579, %size.C
  %t589 = add i64 %t587, %t588
  %t590 = add i64 %t589, %i91
  %t591 = getelementptr float, ptr %buf.x, i64 %t590
  %t592 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t591, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t593 = load <16 x float>, ptr %tacc471
  %t594 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t592, <16 x float> %t499, <16 x float> %t593)
  store <16 x float> %t594, ptr %tacc471
  %t595 = mul i64 %t480, 2
  %t596 = mul i64 0, 1
  %t597 = add i64 %t595, %t596
  %t598 = add i64 %t597, -2
  %t599 = mul i64 %i491, 1
  %t600 = add i64 %t43, %t599
  %t601 = mul i64 %size.H, %size.W
  %t602 = mul i64 %t601, %size.C
  %t603 = mul i64 %t40, %t602
  %t604 = mul i64 %size.W, %size.C
  %t605 = mul i64 %t600, %t604
  %t606 = add i64 %t603, %t605
  %t607 = mul i64 %t598, %size.C
  %t608 = add i64 %t606, %t607
  %t609 = add i64 %t608, %i91
  %t610 = getelementptr float, ptr %buf.x, i64 %t609
  %t611 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t610, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t612 = load <16 x float>, ptr %tacc472
  %t613 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t611, <16 x float> %t499, <16 x float> %t612)
  store <16 x float> %t613, ptr %tacc472
  %t614 = mul i64 %t481, 2
  %t615 = mul i64 0, 1
  %t616 = add i64 %t614, %t615
  %t617 = add i64 %t616, -2
  %t618 = mul i64 %i491, 1
  %t619 = add i64 %t43, %t618
  %t620 = mul i64 %size.H, %size.W
  %t621 = mul i64 %t620, %size.C
  %t622 = mul i64 %t40, %t621
  %t623 = mul i64 %size.W, %size.C
  %t624 = mul i64 %t619, %t623
  %t625 = add i64 %t622, %t624
  %t626 = mul i64 %t617, %size.C
  %t627 = add i64 %t625, %t626
  %t628 = add i64 %t627, %i91
  %t629 = getelementptr float, ptr %buf.x, i64 %t628
  %t630 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t629, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t631 = load <16 x float>, ptr %tacc473
  %t632 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t630, <16 x float> %t499, <16 x float> %t631)
  store <16 x float> %t632, ptr %tacc473
  %t633 = mul i64 %t482, 2
  %t634 = mul i64 0, 1
  %t635 = add i64 %t633, %t634
  %t636 = add i64 %t635, -2
  %t637 = mul i64 %i491, 1
  %t638 = add i64 %t43, %t637
  %t639 = mul i64 %size.H, %size.W
  %t640 = mul i64 %t639, %size.C
  %t641 = mul i64 %t40, %t640
  %t642 = mul i64 %size.W, %size.C
  %t643 = mul i64 %t638, %t642
  %t644 = add i64 %t641, %t643
  %t645 = mul i64 %t636, %size.C
  %t646 = add i64 %t644, %t645
  %t647 = add i64 %t646, %i91
  %t648 = getelementptr float, ptr %buf.x, i64 %t647
  %t649 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t648, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t650 = load <16 x float>, ptr %tacc474
  %t651 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t649, <16 x float> %t499, <16 x float> %t650)
  store <16 x float> %t651, ptr %tacc474
  %t652 = mul i64 %size.S, %size.C
  %t653 = mul i64 %i491, %t652
  %t654 = mul i64 1, %size.C
  %t655 = add i64 %t653, %t654
  %t656 = add i64 %t655, %i91
  %t657 = getelementptr float, ptr %buf.w, i64 %t656
  %t658 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t657, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t659 = mul i64 %t475, 2
  %t660 = mul i64 1, 1
  %t661 = add i64 %t659, %t660
  %t662 = add i64 %t661, -2
  %t663 = mul i64 %i491, 1
  %t664 = add i64 %t43, %t663
  %t665 = mul i64 %size.H, %size.W
  %t666 = mul i64 %t665, %size.C
  %t667 = mul i64 %t40, %t666
  %t668 = mul i64 %size.W, %size.C
  %t669 = mul i64 %t664, %t668
  %t670 = add i64 %t667, %t669
  %t671 = mul i64 %t662, %size.C
  %t672 = add i64 %t670, %t671
  %t673 = add i64 %t672, %i91
  %t674 = getelementptr float, ptr %buf.x, i64 %t673
  %t675 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t674, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t676 = load <16 x float>, ptr %tacc467
  %t677 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t675, <16 x float> %t658, <16 x float> %t676)
  store <16 x float> %t677, ptr %tacc467
  %t678 = mul i64 %t476, 2
  %t679 = mul i64 1, 1
  %t680 = add i64 %t678, %t679
  %t681 = add i64 %t680, -2
  %t682 = mul i64 %i491, 1
  %t683 = add i64 %t43, %t682
  %t684 = mul i64 %size.H, %size.W
  %t685 = mul i64 %t684, %size.C
  %t686 = mul i64 %t40, %t685
  %t687 = mul i64 %size.W, %size.C
  %t688 = mul i64 %t683, %t687
  %t689 = add i64 %t686, %t688
  %t690 = mul i64 %t681, %size.C
  %t691 = add i64 %t689, %t690
  %t692 = add i64 %t691, %i91
  %t693 = getelementptr float, ptr %buf.x, i64 %t692
  %t694 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t693, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t695 = load <16 x float>, ptr %tacc468
  %t696 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t694, <16 x float> %t658, <16 x float> %t695)
  store <16 x float> %t696, ptr %tacc468
  %t697 = mul i64 %t477, 2
  %t698 = mul i64 1, 1
  %t699 = add i64 %t697, %t698
  %t700 = add i64 %t699, -2
  %t701 = mul i64 %i491, 1
  %t702 = add i64 %t43, %t701
  %t703 = mul i64 %size.H, %size.W
  %t704 = mul i64 %t703, %size.C
  %t705 = mul i64 %t40, %t704
  %t706 = mul i64 %size.W, %size.C
  %t707 = mul i64 %t702, %t706
  %t708 = add i64 %t705, %t707
  %t709 = mul i64 %t700, %size.C
  %t710 = add i64 %t708, %t709
  %t711 = add i64 %t710, %i91
  %t712 = getelementptr float, ptr %buf.x, i64 %t711
  %t713 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t712, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t714 = load <16 x float>, ptr %tacc469
  %t715 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t713, <16 x float> %t658, <16 x float> %t714)
  store <16 x float> %t715, ptr %tacc469
  %t716 = mul i64 %t478, 2
  %t717 = mul i64 1, 1
  %t718 = add i64 %t716, %t717
  %t719 = add i64 %t718, -2
  %t720 = mul i64 %i491, 1
  %t721 = add i64 %t43, %t720
  %t722 = mul i64 %size.H, %size.W
  %t723 = mul i64 %t722, %size.C
  %t724 = mul i64 %t40, %t723
  %t725 = mul i64 %size.W, %size.C
  %t726 = mul i64 %t721, %t725
  %t727 = add i64 %t724, %t726
  %t728 = mul i64 %t719, %size.C
  %t729 = add i64 %t727, %t728
  %t730 = add i64 %t729, %i91
  %t731 = getelementptr float, ptr %buf.x, i64 %t730
  %t732 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t731, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t733 = load <16 x float>, ptr %tacc470
  %t734 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t732, <16 x float> %t658, <16 x float> %t733)
  store <16 x float> %t734, ptr %tacc470
  %t735 = mul i64 %t479, 2
  %t736 = mul i64 1, 1
  %t737 = add i64 %t735, %t736
  %t738 = add i64 %t737, -2
  %t739 = mul i64 %i491, 1
  %t740 = add i64 %t43, %t739
  %t741 = mul i64 %size.H, %size.W
  %t742 = mul i64 %t741, %size.C
  %t743 = mul i64 %t40, %t742
  %t744 = mul i64 %size.W, %size.C
  %t745 = mul i64 %t740, %t744
  %t746 = add i64 %t743, %t745
  %t747 = mul i64 %t738, %size.C
  %t748 = add i64 %t746, %t747
  %t749 = add i64 %t748, %i91
  %t750 = getelementptr float, ptr %buf.x, i64 %t749
  %t751 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t750, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t752 = load <16 x float>, ptr %tacc471
  %t753 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t751, <16 x float> %t658, <16 x float> %t752)
  store <16 x float> %t753, ptr %tacc471
  %t754 = mul i64 %t480, 2
  %t755 = mul i64 1, 1
  %t756 = add i64 %t754, %t755
  %t757 = add i64 %t756, -2
  %t758 = mul i64 %i491, 1
  %t759 = add i64 %t43, %t758
  %t760 = mul i64 %size.H, %size.W
  %t761 = mul i64 %t760, %size.C
  %t762 = mul i64 %t40, %t761
  %t763 = mul i64 %size.W, %size.C
  %t764 = mul i64 %t759, %t763
  %t765 = add i64 %t762, %t764
  %t766 = mul i64 %t757, %size.C
  %t767 = add i64 %t765, %t766
  %t768 = add i64 %t767, %i91
  %t769 = getelementptr float, ptr %buf.x, i64 %t768
  %t770 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t769, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t771 = load <16 x float>, ptr %tacc472
  %t772 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t770, <16 x float> %t658, <16 x float> %t771)
  store <16 x float> %t772, ptr %tacc472
  %t773 = mul i64 %t481, 2
  %t774 = mul i64 1, 1
  %t775 = add i64 %t773, %t774
  %t776 = add i64 %t775, -2
  %t777 = mul i64 %i491, 1
  %t778 = add i64 %t43, %t777
  %t779 = mul i64 %size.H, %size.W
  %t780 = mul i64 %t779, %size.C
  %t781 = mul i64 %t40, %t780
  %t782 = mul i64 %size.W, %size.C
  %t783 = mul i64 %t778, %t782
  %t784 = add i64 %t781, %t783
  %t785 = mul i64 %t776, %size.C
  %t786 = add i64 %t784, %t785
  %t787 = add i64 %t786, %i91
  %t788 = getelementptr float, ptr %buf.x, i64 %t787
  %t789 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t788, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t790 = load <16 x float>, ptr %tacc473
  %t791 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t789, <16 x float> %t658, <16 x float> %t790)
  store <16 x float> %t791, ptr %tacc473
  %t792 = mul i64 %t482, 2
  %t793 = mul i64 1, 1
  %t794 = add i64 %t792, %t793
  %t795 = add i64 %t794, -2
  %t796 = mul i64 %i491, 1
  %t797 = add i64 %t43, %t796
  %t798 = mul i64 %size.H, %size.W
  %t799 = mul i64 %t798, %size.C
  %t800 = mul i64 %t40, %t799
  %t801 = mul i64 %size.W, %size.C
  %t802 = mul i64 %t797, %t801
  %t803 = add i64 %t800, %t802
  %t804 = mul i64 %t795, %size.C
  %t805 = add i64 %t803, %t804
  %t806 = add i64 %t805, %i91
  %t807 = getelementptr float, ptr %buf.x, i64 %t806
  %t808 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t807, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t809 = load <16 x float>, ptr %tacc474
  %t810 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t808, <16 x float> %t658, <16 x float> %t809)
  store <16 x float> %t810, ptr %tacc474
  %t811 = mul i64 %size.S, %size.C
  %t812 = mul i64 %i491, %t811
  %t813 = mul i64 2, %size.C
  %t814 = add i64 %t812, %t813
  %t815 = add i64 %t814, %i91
  %t816 = getelementptr float, ptr %buf.w, i64 %t815
  %t817 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t816, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t818 = mul i64 %t475, 2
  %t819 = mul i64 2, 1
  %t820 = add i64 %t818, %t819
  %t821 = add i64 %t820, -2
  %t822 = mul i64 %i491, 1
  %t823 = add i64 %t43, %t822
  %t824 = mul i64 %size.H, %size.W
  %t825 = mul i64 %t824, %size.C
  %t826 = mul i64 %t40, %t825
  %t827 = mul i64 %size.W, %size.C
  %t828 = mul i64 %t823, %t827
  %t829 = add i64 %t826, %t828
  %t830 = mul i64 %t821, %size.C
  %t831 = add i64 %t829, %t830
  %t832 = add i64 %t831, %i91
  %t833 = getelementptr float, ptr %buf.x, i64 %t832
  %t834 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t833, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t835 = load <16 x float>, ptr %tacc467
  %t836 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t834, <16 x float> %t817, <16 x float> %t835)
  store <16 x float> %t836, ptr %tacc467
  %t837 = mul i64 %t476, 2
  %t838 = mul i64 2, 1
  %t839 = add i64 %t837, %t838
  %t840 = add i64 %t839, -2
  %t841 = mul i64 %i491, 1
  %t842 = add i64 %t43, %t841
  %t843 = mul i64 %size.H, %size.W
  %t844 = mul i64 %t843, %size.C
  %t845 = mul i64 %t40, %t844
  %t846 = mul i64 %size.W, %size.C
  %t847 = mul i64 %t842, %t846
  %t848 = add i64 %t845, %t847
  %t849 = mul i64 %t840, %size.C
  %t850 = add i64 %t848, %t849
  %t851 = add i64 %t850, %i91
  %t852 = getelementptr float, ptr %buf.x, i64 %t851
  %t853 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t852, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t854 = load <16 x float>, ptr %tacc468
  %t855 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t853, <16 x float> %t817, <16 x float> %t854)
  store <16 x float> %t855, ptr %tacc468
  %t856 = mul i64 %t477, 2
  %t857 = mul i64 2, 1
  %t858 = add i64 %t856, %t857
  %t859 = add i64 %t858, -2
  %t860 = mul i64 %i491, 1
  %t861 = add i64 %t43, %t860
  %t862 = mul i64 %size.H, %size.W
  %t863 = mul i64 %t862, %size.C
  %t864 = mul i64 %t40, %t863
  %t865 = mul i64 %size.W, %size.C
  %t866 = mul i64 %t861, %t865
  %t867 = add i64 %t864, %t866
  %t868 = mul i64 %t859, %size.C
  %t869 = add i64 %t867, %t868
  %t870 = add i64 %t869, %i91
  %t871 = getelementptr float, ptr %buf.x, i64 %t870
  %t872 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t871, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t873 = load <16 x float>, ptr %tacc469
  %t874 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t872, <16 x float> %t817, <16 x float> %t873)
  store <16 x float> %t874, ptr %tacc469
  %t875 = mul i64 %t478, 2
  %t876 = mul i64 2, 1
  %t877 = add i64 %t875, %t876
  %t878 = add i64 %t877, -2
  %t879 = mul i64 %i491, 1
  %t880 = add i64 %t43, %t879
  %t881 = mul i64 %size.H, %size.W
  %t882 = mul i64 %t881, %size.C
  %t883 = mul i64 %t40, %t882
  %t884 = mul i64 %size.W, %size.C
  %t885 = mul i64 %t880, %t884
  %t886 = add i64 %t883, %t885
  %t887 = mul i64 %t878, %size.C
  %t888 = add i64 %t886, %t887
  %t889 = add i64 %t888, %i91
  %t890 = getelementptr float, ptr %buf.x, i64 %t889
  %t891 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t890, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t892 = load <16 x float>, ptr %tacc470
  %t893 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t891, <16 x float> %t817, <16 x float> %t892)
  store <16 x float> %t893, ptr %tacc470
  %t894 = mul i64 %t479, 2
  %t895 = mul i64 2, 1
  %t896 = add i64 %t894, %t895
  %t897 = add i64 %t896, -2
  %t898 = mul i64 %i491, 1
  %t899 = add i64 %t43, %t898
  %t900 = mul i64 %size.H, %size.W
  %t901 = mul i64 %t900, %size.C
  %t902 = mul i64 %t40, %t901
  %t903 = mul i64 %size.W, %size.C
  %t904 = mul i64 %t899, %t903
  %t905 = add i64 %t902, %t904
  %t906 = mul i64 %t897, %size.C
  %t907 = add i64 %t905, %t906
  %t908 = add i64 %t907, %i91
  %t909 = getelementptr float, ptr %buf.x, i64 %t908
  %t910 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t909, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t911 = load <16 x float>, ptr %tacc471
  %t912 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t910, <16 x float> %t817, <16 x float> %t911)
  store <16 x float> %t912, ptr %tacc471
  %t913 = mul i64 %t480, 2
  %t914 = mul i64 2, 1
  %t915 = add i64 %t913, %t914
  %t916 = add i64 %t915, -2
  %t917 = mul i64 %i491, 1
  %t918 = add i64 %t43, %t917
  %t919 = mul i64 %size.H, %size.W
  %t920 = mul i64 %t919, %size.C
  %t921 = mul i64 %t40, %t920
  %t922 = mul i64 %size.W, %size.C
  %t923 = mul i64 %t918, %t922
  %t924 = add i64 %t921, %t923
  %t925 = mul i64 %t916, %size.C
  %t926 = add i64 %t924, %t925
  %t927 = add i64 %t926, %i91
  %t928 = getelementptr float, ptr %buf.x, i64 %t927
  %t929 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t928, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t930 = load <16 x float>, ptr %tacc472
  %t931 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t929, <16 x float> %t817, <16 x float> %t930)
  store <16 x float> %t931, ptr %tacc472
  %t932 = mul i64 %t481, 2
  %t933 = mul i64 2, 1
  %t934 = add i64 %t932, %t933
  %t935 = add i64 %t934, -2
  %t936 = mul i64 %i491, 1
  %t937 = add i64 %t43, %t936
  %t938 = mul i64 %size.H, %size.W
  %t939 = mul i64 %t938, %size.C
  %t940 = mul i64 %t40, %t939
  %t941 = mul i64 %size.W, %size.C
  %t942 = mul i64 %t937, %t941
  %t943 = add i64 %t940, %t942
  %t944 = mul i64 %t935, %size.C
  %t945 = add i64 %t943, %t944
  %t946 = add i64 %t945, %i91
  %t947 = getelementptr float, ptr %buf.x, i64 %t946
  %t948 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t947, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t949 = load <16 x float>, ptr %tacc473
  %t950 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t948, <16 x float> %t817, <16 x float> %t949)
  store <16 x float> %t950, ptr %tacc473
  %t951 = mul i64 %t482, 2
  %t952 = mul i64 2, 1
  %t953 = add i64 %t951, %t952
  %t954 = add i64 %t953, -2
  %t955 = mul i64 %i491, 1
  %t956 = add i64 %t43, %t955
  %t957 = mul i64 %size.H, %size.W
  %t958 = mul i64 %t957, %size.C
  %t959 = mul i64 %t40, %t958
  %t960 = mul i64 %size.W, %size.C
  %t961 = mul i64 %t956, %t960
  %t962 = add i64 %t959, %t961
  %t963 = mul i64 %t954, %size.C
  %t964 = add i64 %t962, %t963
  %t965 = add i64 %t964, %i91
  %t966 = getelementptr float, ptr %buf.x, i64 %t965
  %t967 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t966, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t968 = load <16 x float>, ptr %tacc474
  %t969 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t967, <16 x float> %t817, <16 x float> %t968)
  store <16 x float> %t969, ptr %tacc474
  %t970 = add nsw i64 %i491, 1
  store i64 %t970, ptr %c487
  br label %head488
done490:
  br label %taps.done483
winnext485:
  %t973 = icmp eq i64 %size.S, 5
  br i1 %t973, label %win5971, label %winnext972
win5971:
  store i64 %t47, ptr %c974
  br label %head975
head975:
  %i978 = load i64, ptr %c974
  %t979 = icmp slt i64 %i978, %t54
  br i1 %t979, label %body976, label %done977
body976:
  %t980 = mul i64 %size.S, %size.C
  %t981 = mul i64 %i978, %t980
  %t982 = mul i64 0, %size.C
  %t983 = add i64 %t981, %t982
  %t984 = add i64 %t983, %i91
  %t985 = getelementptr float, ptr %buf.w, i64 %t984
  %t986 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t985, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t987 = mul i64 %t475, 2
  %t988 = mul i64 0, 1
  %t989 = add i64 %t987, %t988
  %t990 = add i64 %t989, -2
  %t991 = mul i64 %i978, 1
  %t992 = add i64 %t43, %t991
  %t993 = mul i64 %size.H, %size.W
  %t994 = mul i64 %t993, %size.C
  %t995 = mul i64 %t40, %t994
  %t996 = mul i64 %size.W, %size.C
  %t997 = mul i64 %t992, %t996
  %t998 = add i64 %t995, %t997
  %t999 = mul i64 %t990, %size.C
  %t1000 = add i64 %t998, %t999
  %t1001 = add i64 %t1000, %i91
  %t1002 = getelementptr float, ptr %buf.x, i64 %t1001
  %t1003 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1002, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1004 = load <16 x float>, ptr %tacc467
  %t1005 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1003, <16 x float> %t986, <16 x float> %t1004)
  store <16 x float> %t1005, ptr %tacc467
  %t1006 = mul i64 %t476, 2
  %t1007 = mul i64 0, 1
  %t1008 = add i64 %t1006, %t1007
  %t1009 = add i64 %t1008, -2
  %t1010 = mul i64 %i978, 1
  %t1011 = add i64 %t43, %t1010
  %t1012 = mul i64 %size.H, %size.W
  %t1013 = mul i64 %t1012, %size.C
  %t1014 = mul i64 %t40, %t1013
  %t1015 = mul i64 %size.W, %size.C
  %t1016 = mul i64 %t1011, %t1015
  %t1017 = add i64 %t1014, %t1016
  %t1018 = mul i64 %t1009, %size.C
  %t1019 = add i64 %t1017, %t1018
  %t1020 = add i64 %t1019, %i91
  %t1021 = getelementptr float, ptr %buf.x, i64 %t1020
  %t1022 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1021, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1023 = load <16 x float>, ptr %tacc468
  %t1024 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1022, <16 x float> %t986, <16 x float> %t1023)
  store <16 x float> %t1024, ptr %tacc468
  %t1025 = mul i64 %t477, 2
  %t1026 = mul i64 0, 1
  %t1027 = add i64 %t1025, %t1026
  %t1028 = add i64 %t1027, -2
  %t1029 = mul i64 %i978, 1
  %t1030 = add i64 %t43, %t1029
  %t1031 = mul i64 %size.H, %size.W
  %t1032 = mul i64 %t1031, %size.C
  %t1033 = mul i64 %t40, %t1032
  %t1034 = mul i64 %size.W, %size.C
  %t1035 = mul i64 %t1030, %t1034
  %t1036 = add i64 %t1033, %t1035
  %t1037 = mul i64 %t1028, %size.C
  %t1038 = add i64 %t1036, %t1037
  %t1039 = add i64 %t1038, %i91
  %t1040 = getelementptr float, ptr %buf.x, i64 %t1039
  %t1041 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1040, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1042 = load <16 x float>, ptr %tacc469
  %t1043 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1041, <16 x float> %t986, <16 x float> %t1042)
  store <16 x float> %t1043, ptr %tacc469
  %t1044 = mul i64 %t478, 2
  %t1045 = mul i64 0, 1
  %t1046 = add i64 %t1044, %t1045
  %t1047 = add i64 %t1046, -2
  %t1048 = mul i64 %i978, 1
  %t1049 = add i64 %t43, %t1048
  %t1050 = mul i64 %size.H, %size.W
  %t1051 = mul i64 %t1050, %size.C
  %t1052 = mul i64 %t40, %t1051
  %t1053 = mul i64 %size.W, %size.C
  %t1054 = mul i64 %t1049, %t1053
  %t1055 = add i64 %t1052, %t1054
  %t1056 = mul i64 %t1047, %size.C
  %t1057 = add i64 %t1055, %t1056
  %t1058 = add i64 %t1057, %i91
  %t1059 = getelementptr float, ptr %buf.x, i64 %t1058
  %t1060 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1059, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1061 = load <16 x float>, ptr %tacc470
  %t1062 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1060, <16 x float> %t986, <16 x float> %t1061)
  store <16 x float> %t1062, ptr %tacc470
  %t1063 = mul i64 %t479, 2
  %t1064 = mul i64 0, 1
  %t1065 = add i64 %t1063, %t1064
  %t1066 = add i64 %t1065, -2
  %t1067 = mul i64 %i978, 1
  %t1068 = add i64 %t43, %t1067
  %t1069 = mul i64 %size.H, %size.W
  %t1070 = mul i64 %t1069, %size.C
  %t1071 = mul i64 %t40, %t1070
  %t1072 = mul i64 %size.W, %size.C
  %t1073 = mul i64 %t1068, %t1072
  %t1074 = add i64 %t1071, %t1073
  %t1075 = mul i64 %t1066, %size.C
  %t1076 = add i64 %t1074, %t1075
  %t1077 = add i64 %t1076, %i91
  %t1078 = getelementptr float, ptr %buf.x, i64 %t1077
  %t1079 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1078, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1080 = load <16 x float>, ptr %tacc471
  %t1081 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1079, <16 x float> %t986, <16 x float> %t1080)
  store <16 x float> %t1081, ptr %tacc471
  %t1082 = mul i64 %t480, 2
  %t1083 = mul i64 0, 1
  %t1084 = add i64 %t1082, %t1083
  %t1085 = add i64 %t1084, -2
  %t1086 = mul i64 %i978, 1
  %t1087 = add i64 %t43, %t1086
  %t1088 = mul i64 %size.H, %size.W
  %t1089 = mul i64 %t1088, %size.C
  %t1090 = mul i64 %t40, %t1089
  %t1091 = mul i64 %size.W, %size.C
  %t1092 = mul i64 %t1087, %t1091
  %t1093 = add i64 %t1090, %t1092
  %t1094 = mul i64 %t1085, %size.C
  %t1095 = add i64 %t1093, %t1094
  %t1096 = add i64 %t1095, %i91
  %t1097 = getelementptr float, ptr %buf.x, i64 %t1096
  %t1098 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1097, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1099 = load <16 x float>, ptr %tacc472
  %t1100 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1098, <16 x float> %t986, <16 x float> %t1099)
  store <16 x float> %t1100, ptr %tacc472
  %t1101 = mul i64 %t481, 2
  %t1102 = mul i64 0, 1
  %t1103 = add i64 %t1101, %t1102
  %t1104 = add i64 %t1103, -2
  %t1105 = mul i64 %i978, 1
  %t1106 = add i64 %t43, %t1105
  %t1107 = mul i64 %size.H, %size.W
  %t1108 = mul i64 %t1107, %size.C
  %t1109 = mul i64 %t40, %t1108
  %t1110 = mul i64 %size.W, %size.C
  %t1111 = mul i64 %t1106, %t1110
  %t1112 = add i64 %t1109, %t1111
  %t1113 = mul i64 %t1104, %size.C
  %t1114 = add i64 %t1112, %t1113
  %t1115 = add i64 %t1114, %i91
  %t1116 = getelementptr float, ptr %buf.x, i64 %t1115
  %t1117 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1116, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1118 = load <16 x float>, ptr %tacc473
  %t1119 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1117, <16 x float> %t986, <16 x float> %t1118)
  store <16 x float> %t1119, ptr %tacc473
  %t1120 = mul i64 %t482, 2
  %t1121 = mul i64 0, 1
  %t1122 = add i64 %t1120, %t1121
  %t1123 = add i64 %t1122, -2
  %t1124 = mul i64 %i978, 1
  %t1125 = add i64 %t43, %t1124
  %t1126 = mul i64 %size.H, %size.W
  %t1127 = mul i64 %t1126, %size.C
  %t1128 = mul i64 %t40, %t1127
  %t1129 = mul i64 %size.W, %size.C
  %t1130 = mul i64 %t1125, %t1129
  %t1131 = add i64 %t1128, %t1130
  %t1132 = mul i64 %t1123, %size.C
  %t1133 = add i64 %t1131, %t1132
  %t1134 = add i64 %t1133, %i91
  %t1135 = getelementptr float, ptr %buf.x, i64 %t1134
  %t1136 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1135, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1137 = load <16 x float>, ptr %tacc474
  %t1138 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1136, <16 x float> %t986, <16 x float> %t1137)
  store <16 x float> %t1138, ptr %tacc474
  %t1139 = mul i64 %size.S, %size.C
  %t1140 = mul i64 %i978, %t1139
  %t1141 = mul i64 1, %size.C
  %t1142 = add i64 %t1140, %t1141
  %t1143 = add i64 %t1142, %i91
  %t1144 = getelementptr float, ptr %buf.w, i64 %t1143
  %t1145 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1144, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1146 = mul i64 %t475, 2
  %t1147 = mul i64 1, 1
  %t1148 = add i64 %t1146, %t1147
  %t1149 = add i64 %t1148, -2
  %t1150 = mul i64 %i978, 1
  %t1151 = add i64 %t43, %t1150
  %t1152 = mul i64 %size.H, %size.W
  %t1153 = mul i64 %t1152, %size.C
  %t1154 = mul i64 %t40, %t1153
  %t1155 = mul i64 %size.W, %size.C
  %t1156 = mul i64 %t1151, %t1155
  %t1157 = add i64 %t1154, %t1156
  %t1158 = mul i64 %t1149, %size.C
  %t1159 = add i64 %t1157, %t1158
  %t1160 = add i64 %t1159, %i91
  %t1161 = getelementptr float, ptr %buf.x, i64 %t1160
  %t1162 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1161, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1163 = load <16 x float>, ptr %tacc467
  %t1164 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1162, <16 x float> %t1145, <16 x float> %t1163)
  store <16 x float> %t1164, ptr %tacc467
  %t1165 = mul i64 %t476, 2
  %t1166 = mul i64 1, 1
  %t1167 = add i64 %t1165, %t1166
  %t1168 = add i64 %t1167, -2
  %t1169 = mul i64 %i978, 1
  %t1170 = add i64 %t43, %t1169
  %t1171 = mul i64 %size.H, %size.W
  %t1172 = mul i64 %t1171, %size.C
  %t1173 = mul i64 %t40, %t1172
  %t1174 = mul i64 %size.W, %size.C
  %t1175 = mul i64 %t1170, %t1174
  %t1176 = add i64 %t1173, %t1175
  %t1177 = mul i64 %t1168, %size.C
  %t1178 = add i64 %t1176, %t1177
  %t1179 = add i64 %t1178, %i91
  %t1180 = getelementptr float, ptr %buf.x, i64 %t1179
  %t1181 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1180, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1182 = load <16 x float>, ptr %tacc468
  %t1183 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1181, <16 x float> %t1145, <16 x float> %t1182)
  store <16 x float> %t1183, ptr %tacc468
  %t1184 = mul i64 %t477, 2
  %t1185 = mul i64 1, 1
  %t1186 = add i64 %t1184, %t1185
  %t1187 = add i64 %t1186, -2
  %t1188 = mul i64 %i978, 1
  %t1189 = add i64 %t43, %t1188
  %t1190 = mul i64 %size.H, %size.W
  %t1191 = mul i64 %t1190, %size.C
  %t1192 = mul i64 %t40, %t1191
  %t1193 = mul i64 %size.W, %size.C
  %t1194 = mul i64 %t1189, %t1193
  %t1195 = add i64 %t1192, %t1194
  %t1196 = mul i64 %t1187, %size.C
  %t1197 = add i64 %t1195, %t1196
  %t1198 = add i64 %t1197, %i91
  %t1199 = getelementptr float, ptr %buf.x, i64 %t1198
  %t1200 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1199, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1201 = load <16 x float>, ptr %tacc469
  %t1202 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1200, <16 x float> %t1145, <16 x float> %t1201)
  store <16 x float> %t1202, ptr %tacc469
  %t1203 = mul i64 %t478, 2
  %t1204 = mul i64 1, 1
  %t1205 = add i64 %t1203, %t1204
  %t1206 = add i64 %t1205, -2
  %t1207 = mul i64 %i978, 1
  %t1208 = add i64 %t43, %t1207
  %t1209 = mul i64 %size.H, %size.W
  %t1210 = mul i64 %t1209, %size.C
  %t1211 = mul i64 %t40, %t1210
  %t1212 = mul i64 %size.W, %size.C
  %t1213 = mul i64 %t1208, %t1212
  %t1214 = add i64 %t1211, %t1213
  %t1215 = mul i64 %t1206, %size.C
  %t1216 = add i64 %t1214, %t1215
  %t1217 = add i64 %t1216, %i91
  %t1218 = getelementptr float, ptr %buf.x, i64 %t1217
  %t1219 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1218, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1220 = load <16 x float>, ptr %tacc470
  %t1221 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1219, <16 x float> %t1145, <16 x float> %t1220)
  store <16 x float> %t1221, ptr %tacc470
  %t1222 = mul i64 %t479, 2
  %t1223 = mul i64 1, 1
  %t1224 = add i64 %t1222, %t1223
  %t1225 = add i64 %t1224, -2
  %t1226 = mul i64 %i978, 1
  %t1227 = add i64 %t43, %t1226
  %t1228 = mul i64 %size.H, %size.W
  %t1229 = mul i64 %t1228, %size.C
  %t1230 = mul i64 %t40, %t1229
  %t1231 = mul i64 %size.W, %size.C
  %t1232 = mul i64 %t1227, %t1231
  %t1233 = add i64 %t1230, %t1232
  %t1234 = mul i64 %t1225, %size.C
  %t1235 = add i64 %t1233, %t1234
  %t1236 = add i64 %t1235, %i91
  %t1237 = getelementptr float, ptr %buf.x, i64 %t1236
  %t1238 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1237, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1239 = load <16 x float>, ptr %tacc471
  %t1240 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1238, <16 x float> %t1145, <16 x float> %t1239)
  store <16 x float> %t1240, ptr %tacc471
  %t1241 = mul i64 %t480, 2
  %t1242 = mul i64 1, 1
  %t1243 = add i64 %t1241, %t1242
  %t1244 = add i64 %t1243, -2
  %t1245 = mul i64 %i978, 1
  %t1246 = add i64 %t43, %t1245
  %t1247 = mul i64 %size.H, %size.W
  %t1248 = mul i64 %t1247, %size.C
  %t1249 = mul i64 %t40, %t1248
  %t1250 = mul i64 %size.W, %size.C
  %t1251 = mul i64 %t1246, %t1250
  %t1252 = add i64 %t1249, %t1251
  %t1253 = mul i64 %t1244, %size.C
  %t1254 = add i64 %t1252, %t1253
  %t1255 = add i64 %t1254, %i91
  %t1256 = getelementptr float, ptr %buf.x, i64 %t1255
  %t1257 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1256, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1258 = load <16 x float>, ptr %tacc472
  %t1259 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1257, <16 x float> %t1145, <16 x float> %t1258)
  store <16 x float> %t1259, ptr %tacc472
  %t1260 = mul i64 %t481, 2
  %t1261 = mul i64 1, 1
  %t1262 = add i64 %t1260, %t1261
  %t1263 = add i64 %t1262, -2
  %t1264 = mul i64 %i978, 1
  %t1265 = add i64 %t43, %t1264
  %t1266 = mul i64 %size.H, %size.W
  %t1267 = mul i64 %t1266, %size.C
  %t1268 = mul i64 %t40, %t1267
  %t1269 = mul i64 %size.W, %size.C
  %t1270 = mul i64 %t1265, %t1269
  %t1271 = add i64 %t1268, %t1270
  %t1272 = mul i64 %t1263, %size.C
  %t1273 = add i64 %t1271, %t1272
  %t1274 = add i64 %t1273, %i91
  %t1275 = getelementptr float, ptr %buf.x, i64 %t1274
  %t1276 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1275, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1277 = load <16 x float>, ptr %tacc473
  %t1278 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1276, <16 x float> %t1145, <16 x float> %t1277)
  store <16 x float> %t1278, ptr %tacc473
  %t1279 = mul i64 %t482, 2
  %t1280 = mul i64 1, 1
  %t1281 = add i64 %t1279, %t1280
  %t1282 = add i64 %t1281, -2
  %t1283 = mul i64 %i978, 1
  %t1284 = add i64 %t43, %t1283
  %t1285 = mul i64 %size.H, %size.W
  %t1286 = mul i64 %t1285, %size.C
  %t1287 = mul i64 %t40, %t1286
  %t1288 = mul i64 %size.W, %size.C
  %t1289 = mul i64 %t1284, %t1288
  %t1290 = add i64 %t1287, %t1289
  %t1291 = mul i64 %t1282, %size.C
  %t1292 = add i64 %t1290, %t1291
  %t1293 = add i64 %t1292, %i91
  %t1294 = getelementptr float, ptr %buf.x, i64 %t1293
  %t1295 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1294, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1296 = load <16 x float>, ptr %tacc474
  %t1297 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1295, <16 x float> %t1145, <16 x float> %t1296)
  store <16 x float> %t1297, ptr %tacc474
  %t1298 = mul i64 %size.S, %size.C
  %t1299 = mul i64 %i978, %t1298
  %t1300 = mul i64 2, %size.C
  %t1301 = add i64 %t1299, %t1300
  %t1302 = add i64 %t1301, %i91
  %t1303 = getelementptr float, ptr %buf.w, i64 %t1302
  %t1304 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1303, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1305 = mul i64 %t475, 2
  %t1306 = mul i64 2, 1
  %t1307 = add i64 %t1305, %t1306
  %t1308 = add i64 %t1307, -2
  %t1309 = mul i64 %i978, 1
  %t1310 = add i64 %t43, %t1309
  %t1311 = mul i64 %size.H, %size.W
  %t1312 = mul i64 %t1311, %size.C
  %t1313 = mul i64 %t40, %t1312
  %t1314 = mul i64 %size.W, %size.C
  %t1315 = mul i64 %t1310, %t1314
  %t1316 = add i64 %t1313, %t1315
  %t1317 = mul i64 %t1308, %size.C
  %t1318 = add i64 %t1316, %t1317
  %t1319 = add i64 %t1318, %i91
  %t1320 = getelementptr float, ptr %buf.x, i64 %t1319
  %t1321 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1320, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1322 = load <16 x float>, ptr %tacc467
  %t1323 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1321, <16 x float> %t1304, <16 x float> %t1322)
  store <16 x float> %t1323, ptr %tacc467
  %t1324 = mul i64 %t476, 2
  %t1325 = mul i64 2, 1
  %t1326 = add i64 %t1324, %t1325
  %t1327 = add i64 %t1326, -2
  %t1328 = mul i64 %i978, 1
  %t1329 = add i64 %t43, %t1328
  %t1330 = mul i64 %size.H, %size.W
  %t1331 = mul i64 %t1330, %size.C
  %t1332 = mul i64 %t40, %t1331
  %t1333 = mul i64 %size.W, %size.C
  %t1334 = mul i64 %t1329, %t1333
  %t1335 = add i64 %t1332, %t1334
  %t1336 = mul i64 %t1327, %size.C
  %t1337 = add i64 %t1335, %t1336
  %t1338 = add i64 %t1337, %i91
  %t1339 = getelementptr float, ptr %buf.x, i64 %t1338
  %t1340 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1339, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1341 = load <16 x float>, ptr %tacc468
  %t1342 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1340, <16 x float> %t1304, <16 x float> %t1341)
  store <16 x float> %t1342, ptr %tacc468
  %t1343 = mul i64 %t477, 2
  %t1344 = mul i64 2, 1
  %t1345 = add i64 %t1343, %t1344
  %t1346 = add i64 %t1345, -2
  %t1347 = mul i64 %i978, 1
  %t1348 = add i64 %t43, %t1347
  %t1349 = mul i64 %size.H, %size.W
  %t1350 = mul i64 %t1349, %size.C
  %t1351 = mul i64 %t40, %t1350
  %t1352 = mul i64 %size.W, %size.C
  %t1353 = mul i64 %t1348, %t1352
  %t1354 = add i64 %t1351, %t1353
  %t1355 = mul i64 %t1346, %size.C
  %t1356 = add i64 %t1354, %t1355
  %t1357 = add i64 %t1356, %i91
  %t1358 = getelementptr float, ptr %buf.x, i64 %t1357
  %t1359 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1358, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1360 = load <16 x float>, ptr %tacc469
  %t1361 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1359, <16 x float> %t1304, <16 x float> %t1360)
  store <16 x float> %t1361, ptr %tacc469
  %t1362 = mul i64 %t478, 2
  %t1363 = mul i64 2, 1
  %t1364 = add i64 %t1362, %t1363
  %t1365 = add i64 %t1364, -2
  %t1366 = mul i64 %i978, 1
  %t1367 = add i64 %t43, %t1366
  %t1368 = mul i64 %size.H, %size.W
  %t1369 = mul i64 %t1368, %size.C
  %t1370 = mul i64 %t40, %t1369
  %t1371 = mul i64 %size.W, %size.C
  %t1372 = mul i64 %t1367, %t1371
  %t1373 = add i64 %t1370, %t1372
  %t1374 = mul i64 %t1365, %size.C
  %t1375 = add i64 %t1373, %t1374
  %t1376 = add i64 %t1375, %i91
  %t1377 = getelementptr float, ptr %buf.x, i64 %t1376
  %t1378 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1377, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1379 = load <16 x float>, ptr %tacc470
  %t1380 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1378, <16 x float> %t1304, <16 x float> %t1379)
  store <16 x float> %t1380, ptr %tacc470
  %t1381 = mul i64 %t479, 2
  %t1382 = mul i64 2, 1
  %t1383 = add i64 %t1381, %t1382
  %t1384 = add i64 %t1383, -2
  %t1385 = mul i64 %i978, 1
  %t1386 = add i64 %t43, %t1385
  %t1387 = mul i64 %size.H, %size.W
  %t1388 = mul i64 %t1387, %size.C
  %t1389 = mul i64 %t40, %t1388
  %t1390 = mul i64 %size.W, %size.C
  %t1391 = mul i64 %t1386, %t1390
  %t1392 = add i64 %t1389, %t1391
  %t1393 = mul i64 %t1384, %size.C
  %t1394 = add i64 %t1392, %t1393
  %t1395 = add i64 %t1394, %i91
  %t1396 = getelementptr float, ptr %buf.x, i64 %t1395
  %t1397 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1396, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1398 = load <16 x float>, ptr %tacc471
  %t1399 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1397, <16 x float> %t1304, <16 x float> %t1398)
  store <16 x float> %t1399, ptr %tacc471
  %t1400 = mul i64 %t480, 2
  %t1401 = mul i64 2, 1
  %t1402 = add i64 %t1400, %t1401
  %t1403 = add i64 %t1402, -2
  %t1404 = mul i64 %i978, 1
  %t1405 = add i64 %t43, %t1404
  %t1406 = mul i64 %size.H, %size.W
  %t1407 = mul i64 %t1406, %size.C
  %t1408 = mul i64 %t40, %t1407
  %t1409 = mul i64 %size.W, %size.C
  %t1410 = mul i64 %t1405, %t1409
  %t1411 = add i64 %t1408, %t1410
  %t1412 = mul i64 %t1403, %size.C
  %t1413 = add i64 %t1411, %t1412
  %t1414 = add i64 %t1413, %i91
  %t1415 = getelementptr float, ptr %buf.x, i64 %t1414
  %t1416 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1415, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1417 = load <16 x float>, ptr %tacc472
  %t1418 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1416, <16 x float> %t1304, <16 x float> %t1417)
  store <16 x float> %t1418, ptr %tacc472
  %t1419 = mul i64 %t481, 2
  %t1420 = mul i64 2, 1
  %t1421 = add i64 %t1419, %t1420
  %t1422 = add i64 %t1421, -2
  %t1423 = mul i64 %i978, 1
  %t1424 = add i64 %t43, %t1423
  %t1425 = mul i64 %size.H, %size.W
  %t1426 = mul i64 %t1425, %size.C
  %t1427 = mul i64 %t40, %t1426
  %t1428 = mul i64 %size.W, %size.C
  %t1429 = mul i64 %t1424, %t1428
  %t1430 = add i64 %t1427, %t1429
  %t1431 = mul i64 %t1422, %size.C
  %t1432 = add i64 %t1430, %t1431
  %t1433 = add i64 %t1432, %i91
  %t1434 = getelementptr float, ptr %buf.x, i64 %t1433
  %t1435 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1434, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1436 = load <16 x float>, ptr %tacc473
  %t1437 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1435, <16 x float> %t1304, <16 x float> %t1436)
  store <16 x float> %t1437, ptr %tacc473
  %t1438 = mul i64 %t482, 2
  %t1439 = mul i64 2, 1
  %t1440 = add i64 %t1438, %t1439
  %t1441 = add i64 %t1440, -2
  %t1442 = mul i64 %i978, 1
  %t1443 = add i64 %t43, %t1442
  %t1444 = mul i64 %size.H, %size.W
  %t1445 = mul i64 %t1444, %size.C
  %t1446 = mul i64 %t40, %t1445
  %t1447 = mul i64 %size.W, %size.C
  %t1448 = mul i64 %t1443, %t1447
  %t1449 = add i64 %t1446, %t1448
  %t1450 = mul i64 %t1441, %size.C
  %t1451 = add i64 %t1449, %t1450
  %t1452 = add i64 %t1451, %i91
  %t1453 = getelementptr float, ptr %buf.x, i64 %t1452
  %t1454 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1453, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1455 = load <16 x float>, ptr %tacc474
  %t1456 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1454, <16 x float> %t1304, <16 x float> %t1455)
  store <16 x float> %t1456, ptr %tacc474
  %t1457 = mul i64 %size.S, %size.C
  %t1458 = mul i64 %i978, %t1457
  %t1459 = mul i64 3, %size.C
  %t1460 = add i64 %t1458, %t1459
  %t1461 = add i64 %t1460, %i91
  %t1462 = getelementptr float, ptr %buf.w, i64 %t1461
  %t1463 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1462, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1464 = mul i64 %t475, 2
  %t1465 = mul i64 3, 1
  %t1466 = add i64 %t1464, %t1465
  %t1467 = add i64 %t1466, -2
  %t1468 = mul i64 %i978, 1
  %t1469 = add i64 %t43, %t1468
  %t1470 = mul i64 %size.H, %size.W
  %t1471 = mul i64 %t1470, %size.C
  %t1472 = mul i64 %t40, %t1471
  %t1473 = mul i64 %size.W, %size.C
  %t1474 = mul i64 %t1469, %t1473
  %t1475 = add i64 %t1472, %t1474
  %t1476 = mul i64 %t1467, %size.C
  %t1477 = add i64 %t1475, %t1476
  %t1478 = add i64 %t1477, %i91
  %t1479 = getelementptr float, ptr %buf.x, i64 %t1478
  %t1480 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1479, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1481 = load <16 x float>, ptr %tacc467
  %t1482 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1480, <16 x float> %t1463, <16 x float> %t1481)
  store <16 x float> %t1482, ptr %tacc467
  %t1483 = mul i64 %t476, 2
  %t1484 = mul i64 3, 1
  %t1485 = add i64 %t1483, %t1484
  %t1486 = add i64 %t1485, -2
  %t1487 = mul i64 %i978, 1
  %t1488 = add i64 %t43, %t1487
  %t1489 = mul i64 %size.H, %size.W
  %t1490 = mul i64 %t1489, %size.C
  %t1491 = mul i64 %t40, %t1490
  %t1492 = mul i64 %size.W, %size.C
  %t1493 = mul i64 %t1488, %t1492
  %t1494 = add i64 %t1491, %t1493
  %t1495 = mul i64 %t1486, %size.C
  %t1496 = add i64 %t1494, %t1495
  %t1497 = add i64 %t1496, %i91
  %t1498 = getelementptr float, ptr %buf.x, i64 %t1497
  %t1499 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1498, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1500 = load <16 x float>, ptr %tacc468
  %t1501 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1499, <16 x float> %t1463, <16 x float> %t1500)
  store <16 x float> %t1501, ptr %tacc468
  %t1502 = mul i64 %t477, 2
  %t1503 = mul i64 3, 1
  %t1504 = add i64 %t1502, %t1503
  %t1505 = add i64 %t1504, -2
  %t1506 = mul i64 %i978, 1
  %t1507 = add i64 %t43, %t1506
  %t1508 = mul i64 %size.H, %size.W
  %t1509 = mul i64 %t1508, %size.C
  %t1510 = mul i64 %t40, %t1509
  %t1511 = mul i64 %size.W, %size.C
  %t1512 = mul i64 %t1507, %t1511
  %t1513 = add i64 %t1510, %t1512
  %t1514 = mul i64 %t1505, %size.C
  %t1515 = add i64 %t1513, %t1514
  %t1516 = add i64 %t1515, %i91
  %t1517 = getelementptr float, ptr %buf.x, i64 %t1516
  %t1518 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1517, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1519 = load <16 x float>, ptr %tacc469
  %t1520 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1518, <16 x float> %t1463, <16 x float> %t1519)
  store <16 x float> %t1520, ptr %tacc469
  %t1521 = mul i64 %t478, 2
  %t1522 = mul i64 3, 1
  %t1523 = add i64 %t1521, %t1522
  %t1524 = add i64 %t1523, -2
  %t1525 = mul i64 %i978, 1
  %t1526 = add i64 %t43, %t1525
  %t1527 = mul i64 %size.H, %size.W
  %t1528 = mul i64 %t1527, %size.C
  %t1529 = mul i64 %t40, %t1528
  %t1530 = mul i64 %size.W, %size.C
  %t1531 = mul i64 %t1526, %t1530
  %t1532 = add i64 %t1529, %t1531
  %t1533 = mul i64 %t1524, %size.C
  %t1534 = add i64 %t1532, %t1533
  %t1535 = add i64 %t1534, %i91
  %t1536 = getelementptr float, ptr %buf.x, i64 %t1535
  %t1537 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1536, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1538 = load <16 x float>, ptr %tacc470
  %t1539 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1537, <16 x float> %t1463, <16 x float> %t1538)
  store <16 x float> %t1539, ptr %tacc470
  %t1540 = mul i64 %t479, 2
  %t1541 = mul i64 3, 1
  %t1542 = add i64 %t1540, %t1541
  %t1543 = add i64 %t1542, -2
  %t1544 = mul i64 %i978, 1
  %t1545 = add i64 %t43, %t1544
  %t1546 = mul i64 %size.H, %size.W
  %t1547 = mul i64 %t1546, %size.C
  %t1548 = mul i64 %t40, %t1547
  %t1549 = mul i64 %size.W, %size.C
  %t1550 = mul i64 %t1545, %t1549
  %t1551 = add i64 %t1548, %t1550
  %t1552 = mul i64 %t1543, %size.C
  %t1553 = add i64 %t1551, %t1552
  %t1554 = add i64 %t1553, %i91
  %t1555 = getelementptr float, ptr %buf.x, i64 %t1554
  %t1556 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1555, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1557 = load <16 x float>, ptr %tacc471
  %t1558 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1556, <16 x float> %t1463, <16 x float> %t1557)
  store <16 x float> %t1558, ptr %tacc471
  %t1559 = mul i64 %t480, 2
  %t1560 = mul i64 3, 1
  %t1561 = add i64 %t1559, %t1560
  %t1562 = add i64 %t1561, -2
  %t1563 = mul i64 %i978, 1
  %t1564 = add i64 %t43, %t1563
  %t1565 = mul i64 %size.H, %size.W
  %t1566 = mul i64 %t1565, %size.C
  %t1567 = mul i64 %t40, %t1566
  %t1568 = mul i64 %size.W, %size.C
  %t1569 = mul i64 %t1564, %t1568
  %t1570 = add i64 %t1567, %t1569
  %t1571 = mul i64 %t1562, %size.C
  %t1572 = add i64 %t1570, %t1571
  %t1573 = add i64 %t1572, %i91
  %t1574 = getelementptr float, ptr %buf.x, i64 %t1573
  %t1575 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1574, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1576 = load <16 x float>, ptr %tacc472
  %t1577 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1575, <16 x float> %t1463, <16 x float> %t1576)
  store <16 x float> %t1577, ptr %tacc472
  %t1578 = mul i64 %t481, 2
  %t1579 = mul i64 3, 1
  %t1580 = add i64 %t1578, %t1579
  %t1581 = add i64 %t1580, -2
  %t1582 = mul i64 %i978, 1
  %t1583 = add i64 %t43, %t1582
  %t1584 = mul i64 %size.H, %size.W
  %t1585 = mul i64 %t1584, %size.C
  %t1586 = mul i64 %t40, %t1585
  %t1587 = mul i64 %size.W, %size.C
  %t1588 = mul i64 %t1583, %t1587
  %t1589 = add i64 %t1586, %t1588
  %t1590 = mul i64 %t1581, %size.C
  %t1591 = add i64 %t1589, %t1590
  %t1592 = add i64 %t1591, %i91
  %t1593 = getelementptr float, ptr %buf.x, i64 %t1592
  %t1594 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1593, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1595 = load <16 x float>, ptr %tacc473
  %t1596 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1594, <16 x float> %t1463, <16 x float> %t1595)
  store <16 x float> %t1596, ptr %tacc473
  %t1597 = mul i64 %t482, 2
  %t1598 = mul i64 3, 1
  %t1599 = add i64 %t1597, %t1598
  %t1600 = add i64 %t1599, -2
  %t1601 = mul i64 %i978, 1
  %t1602 = add i64 %t43, %t1601
  %t1603 = mul i64 %size.H, %size.W
  %t1604 = mul i64 %t1603, %size.C
  %t1605 = mul i64 %t40, %t1604
  %t1606 = mul i64 %size.W, %size.C
  %t1607 = mul i64 %t1602, %t1606
  %t1608 = add i64 %t1605, %t1607
  %t1609 = mul i64 %t1600, %size.C
  %t1610 = add i64 %t1608, %t1609
  %t1611 = add i64 %t1610, %i91
  %t1612 = getelementptr float, ptr %buf.x, i64 %t1611
  %t1613 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1612, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1614 = load <16 x float>, ptr %tacc474
  %t1615 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1613, <16 x float> %t1463, <16 x float> %t1614)
  store <16 x float> %t1615, ptr %tacc474
  %t1616 = mul i64 %size.S, %size.C
  %t1617 = mul i64 %i978, %t1616
  %t1618 = mul i64 4, %size.C
  %t1619 = add i64 %t1617, %t1618
  %t1620 = add i64 %t1619, %i91
  %t1621 = getelementptr float, ptr %buf.w, i64 %t1620
  %t1622 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1621, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1623 = mul i64 %t475, 2
  %t1624 = mul i64 4, 1
  %t1625 = add i64 %t1623, %t1624
  %t1626 = add i64 %t1625, -2
  %t1627 = mul i64 %i978, 1
  %t1628 = add i64 %t43, %t1627
  %t1629 = mul i64 %size.H, %size.W
  %t1630 = mul i64 %t1629, %size.C
  %t1631 = mul i64 %t40, %t1630
  %t1632 = mul i64 %size.W, %size.C
  %t1633 = mul i64 %t1628, %t1632
  %t1634 = add i64 %t1631, %t1633
  %t1635 = mul i64 %t1626, %size.C
  %t1636 = add i64 %t1634, %t1635
  %t1637 = add i64 %t1636, %i91
  %t1638 = getelementptr float, ptr %buf.x, i64 %t1637
  %t1639 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1638, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1640 = load <16 x float>, ptr %tacc467
  %t1641 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1639, <16 x float> %t1622, <16 x float> %t1640)
  store <16 x float> %t1641, ptr %tacc467
  %t1642 = mul i64 %t476, 2
  %t1643 = mul i64 4, 1
  %t1644 = add i64 %t1642, %t1643
  %t1645 = add i64 %t1644, -2
  %t1646 = mul i64 %i978, 1
  %t1647 = add i64 %t43, %t1646
  %t1648 = mul i64 %size.H, %size.W
  %t1649 = mul i64 %t1648, %size.C
  %t1650 = mul i64 %t40, %t1649
  %t1651 = mul i64 %size.W, %size.C
  %t1652 = mul i64 %t1647, %t1651
  %t1653 = add i64 %t1650, %t1652
  %t1654 = mul i64 %t1645, %size.C
  %t1655 = add i64 %t1653, %t1654
  %t1656 = add i64 %t1655, %i91
  %t1657 = getelementptr float, ptr %buf.x, i64 %t1656
  %t1658 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1657, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1659 = load <16 x float>, ptr %tacc468
  %t1660 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1658, <16 x float> %t1622, <16 x float> %t1659)
  store <16 x float> %t1660, ptr %tacc468
  %t1661 = mul i64 %t477, 2
  %t1662 = mul i64 4, 1
  %t1663 = add i64 %t1661, %t1662
  %t1664 = add i64 %t1663, -2
  %t1665 = mul i64 %i978, 1
  %t1666 = add i64 %t43, %t1665
  %t1667 = mul i64 %size.H, %size.W
  %t1668 = mul i64 %t1667, %size.C
  %t1669 = mul i64 %t40, %t1668
  %t1670 = mul i64 %size.W, %size.C
  %t1671 = mul i64 %t1666, %t1670
  %t1672 = add i64 %t1669, %t1671
  %t1673 = mul i64 %t1664, %size.C
  %t1674 = add i64 %t1672, %t1673
  %t1675 = add i64 %t1674, %i91
  %t1676 = getelementptr float, ptr %buf.x, i64 %t1675
  %t1677 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1676, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1678 = load <16 x float>, ptr %tacc469
  %t1679 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1677, <16 x float> %t1622, <16 x float> %t1678)
  store <16 x float> %t1679, ptr %tacc469
  %t1680 = mul i64 %t478, 2
  %t1681 = mul i64 4, 1
  %t1682 = add i64 %t1680, %t1681
  %t1683 = add i64 %t1682, -2
  %t1684 = mul i64 %i978, 1
  %t1685 = add i64 %t43, %t1684
  %t1686 = mul i64 %size.H, %size.W
  %t1687 = mul i64 %t1686, %size.C
  %t1688 = mul i64 %t40, %t1687
  %t1689 = mul i64 %size.W, %size.C
  %t1690 = mul i64 %t1685, %t1689
  %t1691 = add i64 %t1688, %t1690
  %t1692 = mul i64 %t1683, %size.C
  %t1693 = add i64 %t1691, %t1692
  %t1694 = add i64 %t1693, %i91
  %t1695 = getelementptr float, ptr %buf.x, i64 %t1694
  %t1696 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1695, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1697 = load <16 x float>, ptr %tacc470
  %t1698 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1696, <16 x float> %t1622, <16 x float> %t1697)
  store <16 x float> %t1698, ptr %tacc470
  %t1699 = mul i64 %t479, 2
  %t1700 = mul i64 4, 1
  %t1701 = add i64 %t1699, %t1700
  %t1702 = add i64 %t1701, -2
  %t1703 = mul i64 %i978, 1
  %t1704 = add i64 %t43, %t1703
  %t1705 = mul i64 %size.H, %size.W
  %t1706 = mul i64 %t1705, %size.C
  %t1707 = mul i64 %t40, %t1706
  %t1708 = mul i64 %size.W, %size.C
  %t1709 = mul i64 %t1704, %t1708
  %t1710 = add i64 %t1707, %t1709
  %t1711 = mul i64 %t1702, %size.C
  %t1712 = add i64 %t1710, %t1711
  %t1713 = add i64 %t1712, %i91
  %t1714 = getelementptr float, ptr %buf.x, i64 %t1713
  %t1715 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1714, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1716 = load <16 x float>, ptr %tacc471
  %t1717 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1715, <16 x float> %t1622, <16 x float> %t1716)
  store <16 x float> %t1717, ptr %tacc471
  %t1718 = mul i64 %t480, 2
  %t1719 = mul i64 4, 1
  %t1720 = add i64 %t1718, %t1719
  %t1721 = add i64 %t1720, -2
  %t1722 = mul i64 %i978, 1
  %t1723 = add i64 %t43, %t1722
  %t1724 = mul i64 %size.H, %size.W
  %t1725 = mul i64 %t1724, %size.C
  %t1726 = mul i64 %t40, %t1725
  %t1727 = mul i64 %size.W, %size.C
  %t1728 = mul i64 %t1723, %t1727
  %t1729 = add i64 %t1726, %t1728
  %t1730 = mul i64 %t1721, %size.C
  %t1731 = add i64 %t1729, %t1730
  %t1732 = add i64 %t1731, %i91
  %t1733 = getelementptr float, ptr %buf.x, i64 %t1732
  %t1734 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1733, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1735 = load <16 x float>, ptr %tacc472
  %t1736 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1734, <16 x float> %t1622, <16 x float> %t1735)
  store <16 x float> %t1736, ptr %tacc472
  %t1737 = mul i64 %t481, 2
  %t1738 = mul i64 4, 1
  %t1739 = add i64 %t1737, %t1738
  %t1740 = add i64 %t1739, -2
  %t1741 = mul i64 %i978, 1
  %t1742 = add i64 %t43, %t1741
  %t1743 = mul i64 %size.H, %size.W
  %t1744 = mul i64 %t1743, %size.C
  %t1745 = mul i64 %t40, %t1744
  %t1746 = mul i64 %size.W, %size.C
  %t1747 = mul i64 %t1742, %t1746
  %t1748 = add i64 %t1745, %t1747
  %t1749 = mul i64 %t1740, %size.C
  %t1750 = add i64 %t1748, %t1749
  %t1751 = add i64 %t1750, %i91
  %t1752 = getelementptr float, ptr %buf.x, i64 %t1751
  %t1753 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1752, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1754 = load <16 x float>, ptr %tacc473
  %t1755 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1753, <16 x float> %t1622, <16 x float> %t1754)
  store <16 x float> %t1755, ptr %tacc473
  %t1756 = mul i64 %t482, 2
  %t1757 = mul i64 4, 1
  %t1758 = add i64 %t1756, %t1757
  %t1759 = add i64 %t1758, -2
  %t1760 = mul i64 %i978, 1
  %t1761 = add i64 %t43, %t1760
  %t1762 = mul i64 %size.H, %size.W
  %t1763 = mul i64 %t1762, %size.C
  %t1764 = mul i64 %t40, %t1763
  %t1765 = mul i64 %size.W, %size.C
  %t1766 = mul i64 %t1761, %t1765
  %t1767 = add i64 %t1764, %t1766
  %t1768 = mul i64 %t1759, %size.C
  %t1769 = add i64 %t1767, %t1768
  %t1770 = add i64 %t1769, %i91
  %t1771 = getelementptr float, ptr %buf.x, i64 %t1770
  %t1772 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1771, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1773 = load <16 x float>, ptr %tacc474
  %t1774 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1772, <16 x float> %t1622, <16 x float> %t1773)
  store <16 x float> %t1774, ptr %tacc474
  %t1775 = add nsw i64 %i978, 1
  store i64 %t1775, ptr %c974
  br label %head975
done977:
  br label %taps.done483
winnext972:
  store i64 %t47, ptr %c1776
  br label %head1777
head1777:
  %i1780 = load i64, ptr %c1776
  %t1781 = icmp slt i64 %i1780, %t54
  br i1 %t1781, label %body1778, label %done1779
body1778:
  store i64 0, ptr %c1782
  br label %head1783
head1783:
  %i1786 = load i64, ptr %c1782
  %t1787 = icmp slt i64 %i1786, %size.S
  br i1 %t1787, label %body1784, label %done1785
body1784:
  %t1788 = mul i64 %size.S, %size.C
  %t1789 = mul i64 %i1780, %t1788
  %t1790 = mul i64 %i1786, %size.C
  %t1791 = add i64 %t1789, %t1790
  %t1792 = add i64 %t1791, %i91
  %t1793 = getelementptr float, ptr %buf.w, i64 %t1792
  %t1794 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1793, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1795 = mul i64 %t475, 2
  %t1796 = mul i64 %i1786, 1
  %t1797 = add i64 %t1795, %t1796
  %t1798 = add i64 %t1797, -2
  %t1799 = mul i64 %i1780, 1
  %t1800 = add i64 %t43, %t1799
  %t1801 = mul i64 %size.H, %size.W
  %t1802 = mul i64 %t1801, %size.C
  %t1803 = mul i64 %t40, %t1802
  %t1804 = mul i64 %size.W, %size.C
  %t1805 = mul i64 %t1800, %t1804
  %t1806 = add i64 %t1803, %t1805
  %t1807 = mul i64 %t1798, %size.C
  %t1808 = add i64 %t1806, %t1807
  %t1809 = add i64 %t1808, %i91
  %t1810 = getelementptr float, ptr %buf.x, i64 %t1809
  %t1811 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1810, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1812 = load <16 x float>, ptr %tacc467
  %t1813 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1811, <16 x float> %t1794, <16 x float> %t1812)
  store <16 x float> %t1813, ptr %tacc467
  %t1814 = mul i64 %t476, 2
  %t1815 = mul i64 %i1786, 1
  %t1816 = add i64 %t1814, %t1815
  %t1817 = add i64 %t1816, -2
  %t1818 = mul i64 %i1780, 1
  %t1819 = add i64 %t43, %t1818
  %t1820 = mul i64 %size.H, %size.W
  %t1821 = mul i64 %t1820, %size.C
  %t1822 = mul i64 %t40, %t1821
  %t1823 = mul i64 %size.W, %size.C
  %t1824 = mul i64 %t1819, %t1823
  %t1825 = add i64 %t1822, %t1824
  %t1826 = mul i64 %t1817, %size.C
  %t1827 = add i64 %t1825, %t1826
  %t1828 = add i64 %t1827, %i91
  %t1829 = getelementptr float, ptr %buf.x, i64 %t1828
  %t1830 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1829, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1831 = load <16 x float>, ptr %tacc468
  %t1832 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1830, <16 x float> %t1794, <16 x float> %t1831)
  store <16 x float> %t1832, ptr %tacc468
  %t1833 = mul i64 %t477, 2
  %t1834 = mul i64 %i1786, 1
  %t1835 = add i64 %t1833, %t1834
  %t1836 = add i64 %t1835, -2
  %t1837 = mul i64 %i1780, 1
  %t1838 = add i64 %t43, %t1837
  %t1839 = mul i64 %size.H, %size.W
  %t1840 = mul i64 %t1839, %size.C
  %t1841 = mul i64 %t40, %t1840
  %t1842 = mul i64 %size.W, %size.C
  %t1843 = mul i64 %t1838, %t1842
  %t1844 = add i64 %t1841, %t1843
  %t1845 = mul i64 %t1836, %size.C
  %t1846 = add i64 %t1844, %t1845
  %t1847 = add i64 %t1846, %i91
  %t1848 = getelementptr float, ptr %buf.x, i64 %t1847
  %t1849 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1848, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1850 = load <16 x float>, ptr %tacc469
  %t1851 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1849, <16 x float> %t1794, <16 x float> %t1850)
  store <16 x float> %t1851, ptr %tacc469
  %t1852 = mul i64 %t478, 2
  %t1853 = mul i64 %i1786, 1
  %t1854 = add i64 %t1852, %t1853
  %t1855 = add i64 %t1854, -2
  %t1856 = mul i64 %i1780, 1
  %t1857 = add i64 %t43, %t1856
  %t1858 = mul i64 %size.H, %size.W
  %t1859 = mul i64 %t1858, %size.C
  %t1860 = mul i64 %t40, %t1859
  %t1861 = mul i64 %size.W, %size.C
  %t1862 = mul i64 %t1857, %t1861
  %t1863 = add i64 %t1860, %t1862
  %t1864 = mul i64 %t1855, %size.C
  %t1865 = add i64 %t1863, %t1864
  %t1866 = add i64 %t1865, %i91
  %t1867 = getelementptr float, ptr %buf.x, i64 %t1866
  %t1868 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1867, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1869 = load <16 x float>, ptr %tacc470
  %t1870 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1868, <16 x float> %t1794, <16 x float> %t1869)
  store <16 x float> %t1870, ptr %tacc470
  %t1871 = mul i64 %t479, 2
  %t1872 = mul i64 %i1786, 1
  %t1873 = add i64 %t1871, %t1872
  %t1874 = add i64 %t1873, -2
  %t1875 = mul i64 %i1780, 1
  %t1876 = add i64 %t43, %t1875
  %t1877 = mul i64 %size.H, %size.W
  %t1878 = mul i64 %t1877, %size.C
  %t1879 = mul i64 %t40, %t1878
  %t1880 = mul i64 %size.W, %size.C
  %t1881 = mul i64 %t1876, %t1880
  %t1882 = add i64 %t1879, %t1881
  %t1883 = mul i64 %t1874, %size.C
  %t1884 = add i64 %t1882, %t1883
  %t1885 = add i64 %t1884, %i91
  %t1886 = getelementptr float, ptr %buf.x, i64 %t1885
  %t1887 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1886, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1888 = load <16 x float>, ptr %tacc471
  %t1889 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1887, <16 x float> %t1794, <16 x float> %t1888)
  store <16 x float> %t1889, ptr %tacc471
  %t1890 = mul i64 %t480, 2
  %t1891 = mul i64 %i1786, 1
  %t1892 = add i64 %t1890, %t1891
  %t1893 = add i64 %t1892, -2
  %t1894 = mul i64 %i1780, 1
  %t1895 = add i64 %t43, %t1894
  %t1896 = mul i64 %size.H, %size.W
  %t1897 = mul i64 %t1896, %size.C
  %t1898 = mul i64 %t40, %t1897
  %t1899 = mul i64 %size.W, %size.C
  %t1900 = mul i64 %t1895, %t1899
  %t1901 = add i64 %t1898, %t1900
  %t1902 = mul i64 %t1893, %size.C
  %t1903 = add i64 %t1901, %t1902
  %t1904 = add i64 %t1903, %i91
  %t1905 = getelementptr float, ptr %buf.x, i64 %t1904
  %t1906 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1905, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1907 = load <16 x float>, ptr %tacc472
  %t1908 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1906, <16 x float> %t1794, <16 x float> %t1907)
  store <16 x float> %t1908, ptr %tacc472
  %t1909 = mul i64 %t481, 2
  %t1910 = mul i64 %i1786, 1
  %t1911 = add i64 %t1909, %t1910
  %t1912 = add i64 %t1911, -2
  %t1913 = mul i64 %i1780, 1
  %t1914 = add i64 %t43, %t1913
  %t1915 = mul i64 %size.H, %size.W
  %t1916 = mul i64 %t1915, %size.C
  %t1917 = mul i64 %t40, %t1916
  %t1918 = mul i64 %size.W, %size.C
  %t1919 = mul i64 %t1914, %t1918
  %t1920 = add i64 %t1917, %t1919
  %t1921 = mul i64 %t1912, %size.C
  %t1922 = add i64 %t1920, %t1921
  %t1923 = add i64 %t1922, %i91
  %t1924 = getelementptr float, ptr %buf.x, i64 %t1923
  %t1925 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1924, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1926 = load <16 x float>, ptr %tacc473
  %t1927 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1925, <16 x float> %t1794, <16 x float> %t1926)
  store <16 x float> %t1927, ptr %tacc473
  %t1928 = mul i64 %t482, 2
  %t1929 = mul i64 %i1786, 1
  %t1930 = add i64 %t1928, %t1929
  %t1931 = add i64 %t1930, -2
  %t1932 = mul i64 %i1780, 1
  %t1933 = add i64 %t43, %t1932
  %t1934 = mul i64 %size.H, %size.W
  %t1935 = mul i64 %t1934, %size.C
  %t1936 = mul i64 %t40, %t1935
  %t1937 = mul i64 %size.W, %size.C
  %t1938 = mul i64 %t1933, %t1937
  %t1939 = add i64 %t1936, %t1938
  %t1940 = mul i64 %t1931, %size.C
  %t1941 = add i64 %t1939, %t1940
  %t1942 = add i64 %t1941, %i91
  %t1943 = getelementptr float, ptr %buf.x, i64 %t1942
  %t1944 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1943, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t1945 = load <16 x float>, ptr %tacc474
  %t1946 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1944, <16 x float> %t1794, <16 x float> %t1945)
  store <16 x float> %t1946, ptr %tacc474
  %t1947 = add nsw i64 %i1786, 1
  store i64 %t1947, ptr %c1782
  br label %head1783
done1785:
  %t1948 = add nsw i64 %i1780, 1
  store i64 %t1948, ptr %c1776
  br label %head1777
done1779:
  br label %taps.done483
taps.done483:
  %t1949 = load <16 x float>, ptr %tacc467
  %p1950 = getelementptr float, ptr %buf.b, i64 %i91
  %ld1951 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1950, <16 x i1> %t93, <16 x float> zeroinitializer)
  %v1952 = fadd contract <16 x float> %ld1951, %t1949
  %v1953 = add i64 %size.H, 2
  %v1954 = add i64 %v1953, 2
  %v1955 = sub i64 %size.R, 1
  %v1956 = sub i64 %v1954, %v1955
  %v1957 = sub i64 %v1956, 1
  %v1958 = sdiv i64 %v1957, 2
  %v1959 = srem i64 %v1957, 2
  %v1960 = icmp ne i64 %v1959, 0
  %v1961 = icmp slt i64 %v1959, 0
  %v1962 = icmp slt i64 2, 0
  %v1963 = xor i1 %v1961, %v1962
  %v1964 = and i1 %v1960, %v1963
  %v1965 = zext i1 %v1964 to i64
  %v1966 = sub i64 %v1958, %v1965
  %v1967 = add i64 %v1966, 1
  %v1968 = mul i64 %t40, %v1967
  %v1969 = add i64 %v1968, %t41
  %v1970 = add i64 %size.W, 2
  %v1971 = add i64 %v1970, 2
  %v1972 = sub i64 %size.S, 1
  %v1973 = sub i64 %v1971, %v1972
  %v1974 = sub i64 %v1973, 1
  %v1975 = sdiv i64 %v1974, 2
  %v1976 = srem i64 %v1974, 2
  %v1977 = icmp ne i64 %v1976, 0
  %v1978 = icmp slt i64 %v1976, 0
  %v1979 = icmp slt i64 2, 0
  %v1980 = xor i1 %v1978, %v1979
  %v1981 = and i1 %v1977, %v1980
  %v1982 = zext i1 %v1981 to i64
  %v1983 = sub i64 %v1975, %v1982
  %v1984 = add i64 %v1983, 1
  %v1985 = mul i64 %v1969, %v1984
  %v1986 = add i64 %v1985, %t475
  %v1987 = mul i64 %v1986, %size.C
  %v1988 = add i64 %v1987, %i91
  %p1989 = getelementptr float, ptr %buf.y, i64 %v1988
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1952, ptr align 4 %p1989, <16 x i1> %t93)
  %t1990 = load <16 x float>, ptr %tacc468
  %p1991 = getelementptr float, ptr %buf.b, i64 %i91
  %ld1992 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1991, <16 x i1> %t93, <16 x float> zeroinitializer)
  %v1993 = fadd contract <16 x float> %ld1992, %t1990
  %v1994 = add i64 %size.H, 2
  %v1995 = add i64 %v1994, 2
  %v1996 = sub i64 %size.R, 1
  %v1997 = sub i64 %v1995, %v1996
  %v1998 = sub i64 %v1997, 1
  %v1999 = sdiv i64 %v1998, 2
  %v2000 = srem i64 %v1998, 2
  %v2001 = icmp ne i64 %v2000, 0
  %v2002 = icmp slt i64 %v2000, 0
  %v2003 = icmp slt i64 2, 0
  %v2004 = xor i1 %v2002, %v2003
  %v2005 = and i1 %v2001, %v2004
  %v2006 = zext i1 %v2005 to i64
  %v2007 = sub i64 %v1999, %v2006
  %v2008 = add i64 %v2007, 1
  %v2009 = mul i64 %t40, %v2008
  %v2010 = add i64 %v2009, %t41
  %v2011 = add i64 %size.W, 2
  %v2012 = add i64 %v2011, 2
  %v2013 = sub i64 %size.S, 1
  %v2014 = sub i64 %v2012, %v2013
  %v2015 = sub i64 %v2014, 1
  %v2016 = sdiv i64 %v2015, 2
  %v2017 = srem i64 %v2015, 2
  %v2018 = icmp ne i64 %v2017, 0
  %v2019 = icmp slt i64 %v2017, 0
  %v2020 = icmp slt i64 2, 0
  %v2021 = xor i1 %v2019, %v2020
  %v2022 = and i1 %v2018, %v2021
  %v2023 = zext i1 %v2022 to i64
  %v2024 = sub i64 %v2016, %v2023
  %v2025 = add i64 %v2024, 1
  %v2026 = mul i64 %v2010, %v2025
  %v2027 = add i64 %v2026, %t476
  %v2028 = mul i64 %v2027, %size.C
  %v2029 = add i64 %v2028, %i91
  %p2030 = getelementptr float, ptr %buf.y, i64 %v2029
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1993, ptr align 4 %p2030, <16 x i1> %t93)
  %t2031 = load <16 x float>, ptr %tacc469
  %p2032 = getelementptr float, ptr %buf.b, i64 %i91
  %ld2033 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2032, <16 x i1> %t93, <16 x float> zeroinitializer)
  %v2034 = fadd contract <16 x float> %ld2033, %t2031
  %v2035 = add i64 %size.H, 2
  %v2036 = add i64 %v2035, 2
  %v2037 = sub i64 %size.R, 1
  %v2038 = sub i64 %v2036, %v2037
  %v2039 = sub i64 %v2038, 1
  %v2040 = sdiv i64 %v2039, 2
  %v2041 = srem i64 %v2039, 2
  %v2042 = icmp ne i64 %v2041, 0
  %v2043 = icmp slt i64 %v2041, 0
  %v2044 = icmp slt i64 2, 0
  %v2045 = xor i1 %v2043, %v2044
  %v2046 = and i1 %v2042, %v2045
  %v2047 = zext i1 %v2046 to i64
  %v2048 = sub i64 %v2040, %v2047
  %v2049 = add i64 %v2048, 1
  %v2050 = mul i64 %t40, %v2049
  %v2051 = add i64 %v2050, %t41
  %v2052 = add i64 %size.W, 2
  %v2053 = add i64 %v2052, 2
  %v2054 = sub i64 %size.S, 1
  %v2055 = sub i64 %v2053, %v2054
  %v2056 = sub i64 %v2055, 1
  %v2057 = sdiv i64 %v2056, 2
  %v2058 = srem i64 %v2056, 2
  %v2059 = icmp ne i64 %v2058, 0
  %v2060 = icmp slt i64 %v2058, 0
  %v2061 = icmp slt i64 2, 0
  %v2062 = xor i1 %v2060, %v2061
  %v2063 = and i1 %v2059, %v2062
  %v2064 = zext i1 %v2063 to i64
  %v2065 = sub i64 %v2057, %v2064
  %v2066 = add i64 %v2065, 1
  %v2067 = mul i64 %v2051, %v2066
  %v2068 = add i64 %v2067, %t477
  %v2069 = mul i64 %v2068, %size.C
  %v2070 = add i64 %v2069, %i91
  %p2071 = getelementptr float, ptr %buf.y, i64 %v2070
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2034, ptr align 4 %p2071, <16 x i1> %t93)
  %t2072 = load <16 x float>, ptr %tacc470
  %p2073 = getelementptr float, ptr %buf.b, i64 %i91
  %ld2074 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2073, <16 x i1> %t93, <16 x float> zeroinitializer)
  %v2075 = fadd contract <16 x float> %ld2074, %t2072
  %v2076 = add i64 %size.H, 2
  %v2077 = add i64 %v2076, 2
  %v2078 = sub i64 %size.R, 1
  %v2079 = sub i64 %v2077, %v2078
  %v2080 = sub i64 %v2079, 1
  %v2081 = sdiv i64 %v2080, 2
  %v2082 = srem i64 %v2080, 2
  %v2083 = icmp ne i64 %v2082, 0
  %v2084 = icmp slt i64 %v2082, 0
  %v2085 = icmp slt i64 2, 0
  %v2086 = xor i1 %v2084, %v2085
  %v2087 = and i1 %v2083, %v2086
  %v2088 = zext i1 %v2087 to i64
  %v2089 = sub i64 %v2081, %v2088
  %v2090 = add i64 %v2089, 1
  %v2091 = mul i64 %t40, %v2090
  %v2092 = add i64 %v2091, %t41
  %v2093 = add i64 %size.W, 2
  %v2094 = add i64 %v2093, 2
  %v2095 = sub i64 %size.S, 1
  %v2096 = sub i64 %v2094, %v2095
  %v2097 = sub i64 %v2096, 1
  %v2098 = sdiv i64 %v2097, 2
  %v2099 = srem i64 %v2097, 2
  %v2100 = icmp ne i64 %v2099, 0
  %v2101 = icmp slt i64 %v2099, 0
  %v2102 = icmp slt i64 2, 0
  %v2103 = xor i1 %v2101, %v2102
  %v2104 = and i1 %v2100, %v2103
  %v2105 = zext i1 %v2104 to i64
  %v2106 = sub i64 %v2098, %v2105
  %v2107 = add i64 %v2106, 1
  %v2108 = mul i64 %v2092, %v2107
  %v2109 = add i64 %v2108, %t478
  %v2110 = mul i64 %v2109, %size.C
  %v2111 = add i64 %v2110, %i91
  %p2112 = getelementptr float, ptr %buf.y, i64 %v2111
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2075, ptr align 4 %p2112, <16 x i1> %t93)
  %t2113 = load <16 x float>, ptr %tacc471
  %p2114 = getelementptr float, ptr %buf.b, i64 %i91
  %ld2115 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2114, <16 x i1> %t93, <16 x float> zeroinitializer)
  %v2116 = fadd contract <16 x float> %ld2115, %t2113
  %v2117 = add i64 %size.H, 2
  %v2118 = add i64 %v2117, 2
  %v2119 = sub i64 %size.R, 1
  %v2120 = sub i64 %v2118, %v2119
  %v2121 = sub i64 %v2120, 1
  %v2122 = sdiv i64 %v2121, 2
  %v2123 = srem i64 %v2121, 2
  %v2124 = icmp ne i64 %v2123, 0
  %v2125 = icmp slt i64 %v2123, 0
  %v2126 = icmp slt i64 2, 0
  %v2127 = xor i1 %v2125, %v2126
  %v2128 = and i1 %v2124, %v2127
  %v2129 = zext i1 %v2128 to i64
  %v2130 = sub i64 %v2122, %v2129
  %v2131 = add i64 %v2130, 1
  %v2132 = mul i64 %t40, %v2131
  %v2133 = add i64 %v2132, %t41
  %v2134 = add i64 %size.W, 2
  %v2135 = add i64 %v2134, 2
  %v2136 = sub i64 %size.S, 1
  %v2137 = sub i64 %v2135, %v2136
  %v2138 = sub i64 %v2137, 1
  %v2139 = sdiv i64 %v2138, 2
  %v2140 = srem i64 %v2138, 2
  %v2141 = icmp ne i64 %v2140, 0
  %v2142 = icmp slt i64 %v2140, 0
  %v2143 = icmp slt i64 2, 0
  %v2144 = xor i1 %v2142, %v2143
  %v2145 = and i1 %v2141, %v2144
  %v2146 = zext i1 %v2145 to i64
  %v2147 = sub i64 %v2139, %v2146
  %v2148 = add i64 %v2147, 1
  %v2149 = mul i64 %v2133, %v2148
  %v2150 = add i64 %v2149, %t479
  %v2151 = mul i64 %v2150, %size.C
  %v2152 = add i64 %v2151, %i91
  %p2153 = getelementptr float, ptr %buf.y, i64 %v2152
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2116, ptr align 4 %p2153, <16 x i1> %t93)
  %t2154 = load <16 x float>, ptr %tacc472
  %p2155 = getelementptr float, ptr %buf.b, i64 %i91
  %ld2156 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2155, <16 x i1> %t93, <16 x float> zeroinitializer)
  %v2157 = fadd contract <16 x float> %ld2156, %t2154
  %v2158 = add i64 %size.H, 2
  %v2159 = add i64 %v2158, 2
  %v2160 = sub i64 %size.R, 1
  %v2161 = sub i64 %v2159, %v2160
  %v2162 = sub i64 %v2161, 1
  %v2163 = sdiv i64 %v2162, 2
  %v2164 = srem i64 %v2162, 2
  %v2165 = icmp ne i64 %v2164, 0
  %v2166 = icmp slt i64 %v2164, 0
  %v2167 = icmp slt i64 2, 0
  %v2168 = xor i1 %v2166, %v2167
  %v2169 = and i1 %v2165, %v2168
  %v2170 = zext i1 %v2169 to i64
  %v2171 = sub i64 %v2163, %v2170
  %v2172 = add i64 %v2171, 1
  %v2173 = mul i64 %t40, %v2172
  %v2174 = add i64 %v2173, %t41
  %v2175 = add i64 %size.W, 2
  %v2176 = add i64 %v2175, 2
  %v2177 = sub i64 %size.S, 1
  %v2178 = sub i64 %v2176, %v2177
  %v2179 = sub i64 %v2178, 1
  %v2180 = sdiv i64 %v2179, 2
  %v2181 = srem i64 %v2179, 2
  %v2182 = icmp ne i64 %v2181, 0
  %v2183 = icmp slt i64 %v2181, 0
  %v2184 = icmp slt i64 2, 0
  %v2185 = xor i1 %v2183, %v2184
  %v2186 = and i1 %v2182, %v2185
  %v2187 = zext i1 %v2186 to i64
  %v2188 = sub i64 %v2180, %v2187
  %v2189 = add i64 %v2188, 1
  %v2190 = mul i64 %v2174, %v2189
  %v2191 = add i64 %v2190, %t480
  %v2192 = mul i64 %v2191, %size.C
  %v2193 = add i64 %v2192, %i91
  %p2194 = getelementptr float, ptr %buf.y, i64 %v2193
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2157, ptr align 4 %p2194, <16 x i1> %t93)
  %t2195 = load <16 x float>, ptr %tacc473
  %p2196 = getelementptr float, ptr %buf.b, i64 %i91
  %ld2197 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2196, <16 x i1> %t93, <16 x float> zeroinitializer)
  %v2198 = fadd contract <16 x float> %ld2197, %t2195
  %v2199 = add i64 %size.H, 2
  %v2200 = add i64 %v2199, 2
  %v2201 = sub i64 %size.R, 1
  %v2202 = sub i64 %v2200, %v2201
  %v2203 = sub i64 %v2202, 1
  %v2204 = sdiv i64 %v2203, 2
  %v2205 = srem i64 %v2203, 2
  %v2206 = icmp ne i64 %v2205, 0
  %v2207 = icmp slt i64 %v2205, 0
  %v2208 = icmp slt i64 2, 0
  %v2209 = xor i1 %v2207, %v2208
  %v2210 = and i1 %v2206, %v2209
  %v2211 = zext i1 %v2210 to i64
  %v2212 = sub i64 %v2204, %v2211
  %v2213 = add i64 %v2212, 1
  %v2214 = mul i64 %t40, %v2213
  %v2215 = add i64 %v2214, %t41
  %v2216 = add i64 %size.W, 2
  %v2217 = add i64 %v2216, 2
  %v2218 = sub i64 %size.S, 1
  %v2219 = sub i64 %v2217, %v2218
  %v2220 = sub i64 %v2219, 1
  %v2221 = sdiv i64 %v2220, 2
  %v2222 = srem i64 %v2220, 2
  %v2223 = icmp ne i64 %v2222, 0
  %v2224 = icmp slt i64 %v2222, 0
  %v2225 = icmp slt i64 2, 0
  %v2226 = xor i1 %v2224, %v2225
  %v2227 = and i1 %v2223, %v2226
  %v2228 = zext i1 %v2227 to i64
  %v2229 = sub i64 %v2221, %v2228
  %v2230 = add i64 %v2229, 1
  %v2231 = mul i64 %v2215, %v2230
  %v2232 = add i64 %v2231, %t481
  %v2233 = mul i64 %v2232, %size.C
  %v2234 = add i64 %v2233, %i91
  %p2235 = getelementptr float, ptr %buf.y, i64 %v2234
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2198, ptr align 4 %p2235, <16 x i1> %t93)
  %t2236 = load <16 x float>, ptr %tacc474
  %p2237 = getelementptr float, ptr %buf.b, i64 %i91
  %ld2238 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2237, <16 x i1> %t93, <16 x float> zeroinitializer)
  %v2239 = fadd contract <16 x float> %ld2238, %t2236
  %v2240 = add i64 %size.H, 2
  %v2241 = add i64 %v2240, 2
  %v2242 = sub i64 %size.R, 1
  %v2243 = sub i64 %v2241, %v2242
  %v2244 = sub i64 %v2243, 1
  %v2245 = sdiv i64 %v2244, 2
  %v2246 = srem i64 %v2244, 2
  %v2247 = icmp ne i64 %v2246, 0
  %v2248 = icmp slt i64 %v2246, 0
  %v2249 = icmp slt i64 2, 0
  %v2250 = xor i1 %v2248, %v2249
  %v2251 = and i1 %v2247, %v2250
  %v2252 = zext i1 %v2251 to i64
  %v2253 = sub i64 %v2245, %v2252
  %v2254 = add i64 %v2253, 1
  %v2255 = mul i64 %t40, %v2254
  %v2256 = add i64 %v2255, %t41
  %v2257 = add i64 %size.W, 2
  %v2258 = add i64 %v2257, 2
  %v2259 = sub i64 %size.S, 1
  %v2260 = sub i64 %v2258, %v2259
  %v2261 = sub i64 %v2260, 1
  %v2262 = sdiv i64 %v2261, 2
  %v2263 = srem i64 %v2261, 2
  %v2264 = icmp ne i64 %v2263, 0
  %v2265 = icmp slt i64 %v2263, 0
  %v2266 = icmp slt i64 2, 0
  %v2267 = xor i1 %v2265, %v2266
  %v2268 = and i1 %v2264, %v2267
  %v2269 = zext i1 %v2268 to i64
  %v2270 = sub i64 %v2262, %v2269
  %v2271 = add i64 %v2270, 1
  %v2272 = mul i64 %v2256, %v2271
  %v2273 = add i64 %v2272, %t482
  %v2274 = mul i64 %v2273, %size.C
  %v2275 = add i64 %v2274, %i91
  %p2276 = getelementptr float, ptr %buf.y, i64 %v2275
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2239, ptr align 4 %p2276, <16 x i1> %t93)
  %t2277 = add nsw i64 %i465, 8
  store i64 %t2277, ptr %c461
  br label %head462
done464:
  %t2278 = sub i64 %t86, %t460
  %t2279 = sdiv i64 %t2278, 4
  %t2280 = mul i64 %t2279, 4
  %t2281 = add i64 %t460, %t2280
  store i64 %t460, ptr %c2282
  br label %head2283
head2283:
  %i2286 = load i64, ptr %c2282
  %t2287 = icmp slt i64 %i2286, %t2281
  br i1 %t2287, label %body2284, label %done2285
body2284:
  store <16 x float> zeroinitializer, ptr %tacc2288
  store <16 x float> zeroinitializer, ptr %tacc2289
  store <16 x float> zeroinitializer, ptr %tacc2290
  store <16 x float> zeroinitializer, ptr %tacc2291
  %t2292 = add i64 %i2286, 0
  %t2293 = add i64 %i2286, 1
  %t2294 = add i64 %i2286, 2
  %t2295 = add i64 %i2286, 3
  %t2299 = icmp eq i64 %size.S, 3
  br i1 %t2299, label %win32297, label %winnext2298
win32297:
  store i64 %t47, ptr %c2300
  br label %head2301
head2301:
  %i2304 = load i64, ptr %c2300
  %t2305 = icmp slt i64 %i2304, %t54
  br i1 %t2305, label %body2302, label %done2303
body2302:
  %t2306 = mul i64 %size.S, %size.C
  %t2307 = mul i64 %i2304, %t2306
  %t2308 = mul i64 0, %size.C
  %t2309 = add i64 %t2307, %t2308
  %t2310 = add i64 %t2309, %i91
  %t2311 = getelementptr float, ptr %buf.w, i64 %t2310
  %t2312 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2311, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2313 = mul i64 %t2292, 2
  %t2314 = mul i64 0, 1
  %t2315 = add i64 %t2313, %t2314
  %t2316 = add i64 %t2315, -2
  %t2317 = mul i64 %i2304, 1
  %t2318 = add i64 %t43, %t2317
  %t2319 = mul i64 %size.H, %size.W
  %t2320 = mul i64 %t2319, %size.C
  %t2321 = mul i64 %t40, %t2320
  %t2322 = mul i64 %size.W, %size.C
  %t2323 = mul i64 %t2318, %t2322
  %t2324 = add i64 %t2321, %t2323
  %t2325 = mul i64 %t2316, %size.C
  %t2326 = add i64 %t2324, %t2325
  %t2327 = add i64 %t2326, %i91
  %t2328 = getelementptr float, ptr %buf.x, i64 %t2327
  %t2329 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2328, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2330 = load <16 x float>, ptr %tacc2288
  %t2331 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2329, <16 x float> %t2312, <16 x float> %t2330)
  store <16 x float> %t2331, ptr %tacc2288
  %t2332 = mul i64 %t2293, 2
  %t2333 = mul i64 0, 1
  %t2334 = add i64 %t2332, %t2333
  %t2335 = add i64 %t2334, -2
  %t2336 = mul i64 %i2304, 1
  %t2337 = add i64 %t43, %t2336
  %t2338 = mul i64 %size.H, %size.W
  %t2339 = mul i64 %t2338, %size.C
  %t2340 = mul i64 %t40, %t2339
  %t2341 = mul i64 %size.W, %size.C
  %t2342 = mul i64 %t2337, %t2341
  %t2343 = add i64 %t2340, %t2342
  %t2344 = mul i64 %t2335, %size.C
  %t2345 = add i64 %t2343, %t2344
  %t2346 = add i64 %t2345, %i91
  %t2347 = getelementptr float, ptr %buf.x, i64 %t2346
  %t2348 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2347, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2349 = load <16 x float>, ptr %tacc2289
  %t2350 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2348, <16 x float> %t2312, <16 x float> %t2349)
  store <16 x float> %t2350, ptr %tacc2289
  %t2351 = mul i64 %t2294, 2
  %t2352 = mul i64 0, 1
  %t2353 = add i64 %t2351, %t2352
  %t2354 = add i64 %t2353, -2
  %t2355 = mul i64 %i2304, 1
  %t2356 = add i64 %t43, %t2355
  %t2357 = mul i64 %size.H, %size.W
  %t2358 = mul i64 %t2357, %size.C
  %t2359 = mul i64 %t40, %t2358
  %t2360 = mul i64 %size.W, %size.C
  %t2361 = mul i64 %t2356, %t2360
  %t2362 = add i64 %t2359, %t2361
  %t2363 = mul i64 %t2354, %size.C
  %t2364 = add i64 %t2362, %t2363
  %t2365 = add i64 %t2364, %i91
  %t2366 = getelementptr float, ptr %buf.x, i64 %t2365
  %t2367 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2366, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2368 = load <16 x float>, ptr %tacc2290
  %t2369 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2367, <16 x float> %t2312, <16 x float> %t2368)
  store <16 x float> %t2369, ptr %tacc2290
  %t2370 = mul i64 %t2295, 2
  %t2371 = mul i64 0, 1
  %t2372 = add i64 %t2370, %t2371
  %t2373 = add i64 %t2372, -2
  %t2374 = mul i64 %i2304, 1
  %t2375 = add i64 %t43, %t2374
  %t2376 = mul i64 %size.H, %size.W
  %t2377 = mul i64 %t2376, %size.C
  %t2378 = mul i64 %t40, %t2377
  %t2379 = mul i64 %size.W, %size.C
  %t2380 = mul i64 %t2375, %t2379
  %t2381 = add i64 %t2378, %t2380
  %t2382 = mul i64 %t2373, %size.C
  %t2383 = add i64 %t2381, %t2382
  %t2384 = add i64 %t2383, %i91
  %t2385 = getelementptr float, ptr %buf.x, i64 %t2384
  %t2386 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2385, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2387 = load <16 x float>, ptr %tacc2291
  %t2388 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2386, <16 x float> %t2312, <16 x float> %t2387)
  store <16 x float> %t2388, ptr %tacc2291
  %t2389 = mul i64 %size.S, %size.C
  %t2390 = mul i64 %i2304, %t2389
  %t2391 = mul i64 1, %size.C
  %t2392 = add i64 %t2390, %t2391
  %t2393 = add i64 %t2392, %i91
  %t2394 = getelementptr float, ptr %buf.w, i64 %t2393
  %t2395 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2394, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2396 = mul i64 %t2292, 2
  %t2397 = mul i64 1, 1
  %t2398 = add i64 %t2396, %t2397
  %t2399 = add i64 %t2398, -2
  %t2400 = mul i64 %i2304, 1
  %t2401 = add i64 %t43, %t2400
  %t2402 = mul i64 %size.H, %size.W
  %t2403 = mul i64 %t2402, %size.C
  %t2404 = mul i64 %t40, %t2403
  %t2405 = mul i64 %size.W, %size.C
  %t2406 = mul i64 %t2401, %t2405
  %t2407 = add i64 %t2404, %t2406
  %t2408 = mul i64 %t2399, %size.C
  %t2409 = add i64 %t2407, %t2408
  %t2410 = add i64 %t2409, %i91
  %t2411 = getelementptr float, ptr %buf.x, i64 %t2410
  %t2412 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2411, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2413 = load <16 x float>, ptr %tacc2288
  %t2414 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2412, <16 x float> %t2395, <16 x float> %t2413)
  store <16 x float> %t2414, ptr %tacc2288
  %t2415 = mul i64 %t2293, 2
  %t2416 = mul i64 1, 1
  %t2417 = add i64 %t2415, %t2416
  %t2418 = add i64 %t2417, -2
  %t2419 = mul i64 %i2304, 1
  %t2420 = add i64 %t43, %t2419
  %t2421 = mul i64 %size.H, %size.W
  %t2422 = mul i64 %t2421, %size.C
  %t2423 = mul i64 %t40, %t2422
  %t2424 = mul i64 %size.W, %size.C
  %t2425 = mul i64 %t2420, %t2424
  %t2426 = add i64 %t2423, %t2425
  %t2427 = mul i64 %t2418, %size.C
  %t2428 = add i64 %t2426, %t2427
  %t2429 = add i64 %t2428, %i91
  %t2430 = getelementptr float, ptr %buf.x, i64 %t2429
  %t2431 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2430, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2432 = load <16 x float>, ptr %tacc2289
  %t2433 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2431, <16 x float> %t2395, <16 x float> %t2432)
  store <16 x float> %t2433, ptr %tacc2289
  %t2434 = mul i64 %t2294, 2
  %t2435 = mul i64 1, 1
  %t2436 = add i64 %t2434, %t2435
  %t2437 = add i64 %t2436, -2
  %t2438 = mul i64 %i2304, 1
  %t2439 = add i64 %t43, %t2438
  %t2440 = mul i64 %size.H, %size.W
  %t2441 = mul i64 %t2440, %size.C
  %t2442 = mul i64 %t40, %t2441
  %t2443 = mul i64 %size.W, %size.C
  %t2444 = mul i64 %t2439, %t2443
  %t2445 = add i64 %t2442, %t2444
  %t2446 = mul i64 %t2437, %size.C
  %t2447 = add i64 %t2445, %t2446
  %t2448 = add i64 %t2447, %i91
  %t2449 = getelementptr float, ptr %buf.x, i64 %t2448
  %t2450 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2449, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2451 = load <16 x float>, ptr %tacc2290
  %t2452 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2450, <16 x float> %t2395, <16 x float> %t2451)
  store <16 x float> %t2452, ptr %tacc2290
  %t2453 = mul i64 %t2295, 2
  %t2454 = mul i64 1, 1
  %t2455 = add i64 %t2453, %t2454
  %t2456 = add i64 %t2455, -2
  %t2457 = mul i64 %i2304, 1
  %t2458 = add i64 %t43, %t2457
  %t2459 = mul i64 %size.H, %size.W
  %t2460 = mul i64 %t2459, %size.C
  %t2461 = mul i64 %t40, %t2460
  %t2462 = mul i64 %size.W, %size.C
  %t2463 = mul i64 %t2458, %t2462
  %t2464 = add i64 %t2461, %t2463
  %t2465 = mul i64 %t2456, %size.C
  %t2466 = add i64 %t2464, %t2465
  %t2467 = add i64 %t2466, %i91
  %t2468 = getelementptr float, ptr %buf.x, i64 %t2467
  %t2469 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2468, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2470 = load <16 x float>, ptr %tacc2291
  %t2471 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2469, <16 x float> %t2395, <16 x float> %t2470)
  store <16 x float> %t2471, ptr %tacc2291
  %t2472 = mul i64 %size.S, %size.C
  %t2473 = mul i64 %i2304, %t2472
  %t2474 = mul i64 2, %size.C
  %t2475 = add i64 %t2473, %t2474
  %t2476 = add i64 %t2475, %i91
  %t2477 = getelementptr float, ptr %buf.w, i64 %t2476
  %t2478 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2477, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2479 = mul i64 %t2292, 2
  %t2480 = mul i64 2, 1
  %t2481 = add i64 %t2479, %t2480
  %t2482 = add i64 %t2481, -2
  %t2483 = mul i64 %i2304, 1
  %t2484 = add i64 %t43, %t2483
  %t2485 = mul i64 %size.H, %size.W
  %t2486 = mul i64 %t2485, %size.C
  %t2487 = mul i64 %t40, %t2486
  %t2488 = mul i64 %size.W, %size.C
  %t2489 = mul i64 %t2484, %t2488
  %t2490 = add i64 %t2487, %t2489
  %t2491 = mul i64 %t2482, %size.C
  %t2492 = add i64 %t2490, %t2491
  %t2493 = add i64 %t2492, %i91
  %t2494 = getelementptr float, ptr %buf.x, i64 %t2493
  %t2495 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2494, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2496 = load <16 x float>, ptr %tacc2288
  %t2497 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2495, <16 x float> %t2478, <16 x float> %t2496)
  store <16 x float> %t2497, ptr %tacc2288
  %t2498 = mul i64 %t2293, 2
  %t2499 = mul i64 2, 1
  %t2500 = add i64 %t2498, %t2499
  %t2501 = add i64 %t2500, -2
  %t2502 = mul i64 %i2304, 1
  %t2503 = add i64 %t43, %t2502
  %t2504 = mul i64 %size.H, %size.W
  %t2505 = mul i64 %t2504, %size.C
  %t2506 = mul i64 %t40, %t2505
  %t2507 = mul i64 %size.W, %size.C
  %t2508 = mul i64 %t2503, %t2507
  %t2509 = add i64 %t2506, %t2508
  %t2510 = mul i64 %t2501, %size.C
  %t2511 = add i64 %t2509, %t2510
  %t2512 = add i64 %t2511, %i91
  %t2513 = getelementptr float, ptr %buf.x, i64 %t2512
  %t2514 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2513, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2515 = load <16 x float>, ptr %tacc2289
  %t2516 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2514, <16 x float> %t2478, <16 x float> %t2515)
  store <16 x float> %t2516, ptr %tacc2289
  %t2517 = mul i64 %t2294, 2
  %t2518 = mul i64 2, 1
  %t2519 = add i64 %t2517, %t2518
  %t2520 = add i64 %t2519, -2
  %t2521 = mul i64 %i2304, 1
  %t2522 = add i64 %t43, %t2521
  %t2523 = mul i64 %size.H, %size.W
  %t2524 = mul i64 %t2523, %size.C
  %t2525 = mul i64 %t40, %t2524
  %t2526 = mul i64 %size.W, %size.C
  %t2527 = mul i64 %t2522, %t2526
  %t2528 = add i64 %t2525, %t2527
  %t2529 = mul i64 %t2520, %size.C
  %t2530 = add i64 %t2528, %t2529
  %t2531 = add i64 %t2530, %i91
  %t2532 = getelementptr float, ptr %buf.x, i64 %t2531
  %t2533 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2532, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2534 = load <16 x float>, ptr %tacc2290
  %t2535 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2533, <16 x float> %t2478, <16 x float> %t2534)
  store <16 x float> %t2535, ptr %tacc2290
  %t2536 = mul i64 %t2295, 2
  %t2537 = mul i64 2, 1
  %t2538 = add i64 %t2536, %t2537
  %t2539 = add i64 %t2538, -2
  %t2540 = mul i64 %i2304, 1
  %t2541 = add i64 %t43, %t2540
  %t2542 = mul i64 %size.H, %size.W
  %t2543 = mul i64 %t2542, %size.C
  %t2544 = mul i64 %t40, %t2543
  %t2545 = mul i64 %size.W, %size.C
  %t2546 = mul i64 %t2541, %t2545
  %t2547 = add i64 %t2544, %t2546
  %t2548 = mul i64 %t2539, %size.C
  %t2549 = add i64 %t2547, %t2548
  %t2550 = add i64 %t2549, %i91
  %t2551 = getelementptr float, ptr %buf.x, i64 %t2550
  %t2552 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2551, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2553 = load <16 x float>, ptr %tacc2291
  %t2554 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2552, <16 x float> %t2478, <16 x float> %t2553)
  store <16 x float> %t2554, ptr %tacc2291
  %t2555 = add nsw i64 %i2304, 1
  store i64 %t2555, ptr %c2300
  br label %head2301
done2303:
  br label %taps.done2296
winnext2298:
  %t2558 = icmp eq i64 %size.S, 5
  br i1 %t2558, label %win52556, label %winnext2557
win52556:
  store i64 %t47, ptr %c2559
  br label %head2560
head2560:
  %i2563 = load i64, ptr %c2559
  %t2564 = icmp slt i64 %i2563, %t54
  br i1 %t2564, label %body2561, label %done2562
body2561:
  %t2565 = mul i64 %size.S, %size.C
  %t2566 = mul i64 %i2563, %t2565
  %t2567 = mul i64 0, %size.C
  %t2568 = add i64 %t2566, %t2567
  %t2569 = add i64 %t2568, %i91
  %t2570 = getelementptr float, ptr %buf.w, i64 %t2569
  %t2571 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2570, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2572 = mul i64 %t2292, 2
  %t2573 = mul i64 0, 1
  %t2574 = add i64 %t2572, %t2573
  %t2575 = add i64 %t2574, -2
  %t2576 = mul i64 %i2563, 1
  %t2577 = add i64 %t43, %t2576
  %t2578 = mul i64 %size.H, %size.W
  %t2579 = mul i64 %t2578, %size.C
  %t2580 = mul i64 %t40, %t2579
  %t2581 = mul i64 %size.W, %size.C
  %t2582 = mul i64 %t2577, %t2581
  %t2583 = add i64 %t2580, %t2582
  %t2584 = mul i64 %t2575, %size.C
  %t2585 = add i64 %t2583, %t2584
  %t2586 = add i64 %t2585, %i91
  %t2587 = getelementptr float, ptr %buf.x, i64 %t2586
  %t2588 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2587, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2589 = load <16 x float>, ptr %tacc2288
  %t2590 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2588, <16 x float> %t2571, <16 x float> %t2589)
  store <16 x float> %t2590, ptr %tacc2288
  %t2591 = mul i64 %t2293, 2
  %t2592 = mul i64 0, 1
  %t2593 = add i64 %t2591, %t2592
  %t2594 = add i64 %t2593, -2
  %t2595 = mul i64 %i2563, 1
  %t2596 = add i64 %t43, %t2595
  %t2597 = mul i64 %size.H, %size.W
  %t2598 = mul i64 %t2597, %size.C
  %t2599 = mul i64 %t40, %t2598
  %t2600 = mul i64 %size.W, %size.C
  %t2601 = mul i64 %t2596, %t2600
  %t2602 = add i64 %t2599, %t2601
  %t2603 = mul i64 %t2594, %size.C
  %t2604 = add i64 %t2602, %t2603
  %t2605 = add i64 %t2604, %i91
  %t2606 = getelementptr float, ptr %buf.x, i64 %t2605
  %t2607 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2606, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2608 = load <16 x float>, ptr %tacc2289
  %t2609 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2607, <16 x float> %t2571, <16 x float> %t2608)
  store <16 x float> %t2609, ptr %tacc2289
  %t2610 = mul i64 %t2294, 2
  %t2611 = mul i64 0, 1
  %t2612 = add i64 %t2610, %t2611
  %t2613 = add i64 %t2612, -2
  %t2614 = mul i64 %i2563, 1
  %t2615 = add i64 %t43, %t2614
  %t2616 = mul i64 %size.H, %size.W
  %t2617 = mul i64 %t2616, %size.C
  %t2618 = mul i64 %t40, %t2617
  %t2619 = mul i64 %size.W, %size.C
  %t2620 = mul i64 %t2615, %t2619
  %t2621 = add i64 %t2618, %t2620
  %t2622 = mul i64 %t2613, %size.C
  %t2623 = add i64 %t2621, %t2622
  %t2624 = add i64 %t2623, %i91
  %t2625 = getelementptr float, ptr %buf.x, i64 %t2624
  %t2626 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2625, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2627 = load <16 x float>, ptr %tacc2290
  %t2628 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2626, <16 x float> %t2571, <16 x float> %t2627)
  store <16 x float> %t2628, ptr %tacc2290
  %t2629 = mul i64 %t2295, 2
  %t2630 = mul i64 0, 1
  %t2631 = add i64 %t2629, %t2630
  %t2632 = add i64 %t2631, -2
  %t2633 = mul i64 %i2563, 1
  %t2634 = add i64 %t43, %t2633
  %t2635 = mul i64 %size.H, %size.W
  %t2636 = mul i64 %t2635, %size.C
  %t2637 = mul i64 %t40, %t2636
  %t2638 = mul i64 %size.W, %size.C
  %t2639 = mul i64 %t2634, %t2638
  %t2640 = add i64 %t2637, %t2639
  %t2641 = mul i64 %t2632, %size.C
  %t2642 = add i64 %t2640, %t2641
  %t2643 = add i64 %t2642, %i91
  %t2644 = getelementptr float, ptr %buf.x, i64 %t2643
  %t2645 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2644, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2646 = load <16 x float>, ptr %tacc2291
  %t2647 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2645, <16 x float> %t2571, <16 x float> %t2646)
  store <16 x float> %t2647, ptr %tacc2291
  %t2648 = mul i64 %size.S, %size.C
  %t2649 = mul i64 %i2563, %t2648
  %t2650 = mul i64 1, %size.C
  %t2651 = add i64 %t2649, %t2650
  %t2652 = add i64 %t2651, %i91
  %t2653 = getelementptr float, ptr %buf.w, i64 %t2652
  %t2654 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2653, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2655 = mul i64 %t2292, 2
  %t2656 = mul i64 1, 1
  %t2657 = add i64 %t2655, %t2656
  %t2658 = add i64 %t2657, -2
  %t2659 = mul i64 %i2563, 1
  %t2660 = add i64 %t43, %t2659
  %t2661 = mul i64 %size.H, %size.W
  %t2662 = mul i64 %t2661, %size.C
  %t2663 = mul i64 %t40, %t2662
  %t2664 = mul i64 %size.W, %size.C
  %t2665 = mul i64 %t2660, %t2664
  %t2666 = add i64 %t2663, %t2665
  %t2667 = mul i64 %t2658, %size.C
  %t2668 = add i64 %t2666, %t2667
  %t2669 = add i64 %t2668, %i91
  %t2670 = getelementptr float, ptr %buf.x, i64 %t2669
  %t2671 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2670, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2672 = load <16 x float>, ptr %tacc2288
  %t2673 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2671, <16 x float> %t2654, <16 x float> %t2672)
  store <16 x float> %t2673, ptr %tacc2288
  %t2674 = mul i64 %t2293, 2
  %t2675 = mul i64 1, 1
  %t2676 = add i64 %t2674, %t2675
  %t2677 = add i64 %t2676, -2
  %t2678 = mul i64 %i2563, 1
  %t2679 = add i64 %t43, %t2678
  %t2680 = mul i64 %size.H, %size.W
  %t2681 = mul i64 %t2680, %size.C
  %t2682 = mul i64 %t40, %t2681
  %t2683 = mul i64 %size.W, %size.C
  %t2684 = mul i64 %t2679, %t2683
  %t2685 = add i64 %t2682, %t2684
  %t2686 = mul i64 %t2677, %size.C
  %t2687 = add i64 %t2685, %t2686
  %t2688 = add i64 %t2687, %i91
  %t2689 = getelementptr float, ptr %buf.x, i64 %t2688
  %t2690 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2689, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2691 = load <16 x float>, ptr %tacc2289
  %t2692 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2690, <16 x float> %t2654, <16 x float> %t2691)
  store <16 x float> %t2692, ptr %tacc2289
  %t2693 = mul i64 %t2294, 2
  %t2694 = mul i64 1, 1
  %t2695 = add i64 %t2693, %t2694
  %t2696 = add i64 %t2695, -2
  %t2697 = mul i64 %i2563, 1
  %t2698 = add i64 %t43, %t2697
  %t2699 = mul i64 %size.H, %size.W
  %t2700 = mul i64 %t2699, %size.C
  %t2701 = mul i64 %t40, %t2700
  %t2702 = mul i64 %size.W, %size.C
  %t2703 = mul i64 %t2698, %t2702
  %t2704 = add i64 %t2701, %t2703
  %t2705 = mul i64 %t2696, %size.C
  %t2706 = add i64 %t2704, %t2705
  %t2707 = add i64 %t2706, %i91
  %t2708 = getelementptr float, ptr %buf.x, i64 %t2707
  %t2709 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2708, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2710 = load <16 x float>, ptr %tacc2290
  %t2711 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2709, <16 x float> %t2654, <16 x float> %t2710)
  store <16 x float> %t2711, ptr %tacc2290
  %t2712 = mul i64 %t2295, 2
  %t2713 = mul i64 1, 1
  %t2714 = add i64 %t2712, %t2713
  %t2715 = add i64 %t2714, -2
  %t2716 = mul i64 %i2563, 1
  %t2717 = add i64 %t43, %t2716
  %t2718 = mul i64 %size.H, %size.W
  %t2719 = mul i64 %t2718, %size.C
  %t2720 = mul i64 %t40, %t2719
  %t2721 = mul i64 %size.W, %size.C
  %t2722 = mul i64 %t2717, %t2721
  %t2723 = add i64 %t2720, %t2722
  %t2724 = mul i64 %t2715, %size.C
  %t2725 = add i64 %t2723, %t2724
  %t2726 = add i64 %t2725, %i91
  %t2727 = getelementptr float, ptr %buf.x, i64 %t2726
  %t2728 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2727, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2729 = load <16 x float>, ptr %tacc2291
  %t2730 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2728, <16 x float> %t2654, <16 x float> %t2729)
  store <16 x float> %t2730, ptr %tacc2291
  %t2731 = mul i64 %size.S, %size.C
  %t2732 = mul i64 %i2563, %t2731
  %t2733 = mul i64 2, %size.C
  %t2734 = add i64 %t2732, %t2733
  %t2735 = add i64 %t2734, %i91
  %t2736 = getelementptr float, ptr %buf.w, i64 %t2735
  %t2737 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2736, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2738 = mul i64 %t2292, 2
  %t2739 = mul i64 2, 1
  %t2740 = add i64 %t2738, %t2739
  %t2741 = add i64 %t2740, -2
  %t2742 = mul i64 %i2563, 1
  %t2743 = add i64 %t43, %t2742
  %t2744 = mul i64 %size.H, %size.W
  %t2745 = mul i64 %t2744, %size.C
  %t2746 = mul i64 %t40, %t2745
  %t2747 = mul i64 %size.W, %size.C
  %t2748 = mul i64 %t2743, %t2747
  %t2749 = add i64 %t2746, %t2748
  %t2750 = mul i64 %t2741, %size.C
  %t2751 = add i64 %t2749, %t2750
  %t2752 = add i64 %t2751, %i91
  %t2753 = getelementptr float, ptr %buf.x, i64 %t2752
  %t2754 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2753, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2755 = load <16 x float>, ptr %tacc2288
  %t2756 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2754, <16 x float> %t2737, <16 x float> %t2755)
  store <16 x float> %t2756, ptr %tacc2288
  %t2757 = mul i64 %t2293, 2
  %t2758 = mul i64 2, 1
  %t2759 = add i64 %t2757, %t2758
  %t2760 = add i64 %t2759, -2
  %t2761 = mul i64 %i2563, 1
  %t2762 = add i64 %t43, %t2761
  %t2763 = mul i64 %size.H, %size.W
  %t2764 = mul i64 %t2763, %size.C
  %t2765 = mul i64 %t40, %t2764
  %t2766 = mul i64 %size.W, %size.C
  %t2767 = mul i64 %t2762, %t2766
  %t2768 = add i64 %t2765, %t2767
  %t2769 = mul i64 %t2760, %size.C
  %t2770 = add i64 %t2768, %t2769
  %t2771 = add i64 %t2770, %i91
  %t2772 = getelementptr float, ptr %buf.x, i64 %t2771
  %t2773 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2772, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2774 = load <16 x float>, ptr %tacc2289
  %t2775 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2773, <16 x float> %t2737, <16 x float> %t2774)
  store <16 x float> %t2775, ptr %tacc2289
  %t2776 = mul i64 %t2294, 2
  %t2777 = mul i64 2, 1
  %t2778 = add i64 %t2776, %t2777
  %t2779 = add i64 %t2778, -2
  %t2780 = mul i64 %i2563, 1
  %t2781 = add i64 %t43, %t2780
  %t2782 = mul i64 %size.H, %size.W
  %t2783 = mul i64 %t2782, %size.C
  %t2784 = mul i64 %t40, %t2783
  %t2785 = mul i64 %size.W, %size.C
  %t2786 = mul i64 %t2781, %t2785
  %t2787 = add i64 %t2784, %t2786
  %t2788 = mul i64 %t2779, %size.C
  %t2789 = add i64 %t2787, %t2788
  %t2790 = add i64 %t2789, %i91
  %t2791 = getelementptr float, ptr %buf.x, i64 %t2790
  %t2792 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2791, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2793 = load <16 x float>, ptr %tacc2290
  %t2794 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2792, <16 x float> %t2737, <16 x float> %t2793)
  store <16 x float> %t2794, ptr %tacc2290
  %t2795 = mul i64 %t2295, 2
  %t2796 = mul i64 2, 1
  %t2797 = add i64 %t2795, %t2796
  %t2798 = add i64 %t2797, -2
  %t2799 = mul i64 %i2563, 1
  %t2800 = add i64 %t43, %t2799
  %t2801 = mul i64 %size.H, %size.W
  %t2802 = mul i64 %t2801, %size.C
  %t2803 = mul i64 %t40, %t2802
  %t2804 = mul i64 %size.W, %size.C
  %t2805 = mul i64 %t2800, %t2804
  %t2806 = add i64 %t2803, %t2805
  %t2807 = mul i64 %t2798, %size.C
  %t2808 = add i64 %t2806, %t2807
  %t2809 = add i64 %t2808, %i91
  %t2810 = getelementptr float, ptr %buf.x, i64 %t2809
  %t2811 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2810, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2812 = load <16 x float>, ptr %tacc2291
  %t2813 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2811, <16 x float> %t2737, <16 x float> %t2812)
  store <16 x float> %t2813, ptr %tacc2291
  %t2814 = mul i64 %size.S, %size.C
  %t2815 = mul i64 %i2563, %t2814
  %t2816 = mul i64 3, %size.C
  %t2817 = add i64 %t2815, %t2816
  %t2818 = add i64 %t2817, %i91
  %t2819 = getelementptr float, ptr %buf.w, i64 %t2818
  %t2820 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2819, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2821 = mul i64 %t2292, 2
  %t2822 = mul i64 3, 1
  %t2823 = add i64 %t2821, %t2822
  %t2824 = add i64 %t2823, -2
  %t2825 = mul i64 %i2563, 1
  %t2826 = add i64 %t43, %t2825
  %t2827 = mul i64 %size.H, %size.W
  %t2828 = mul i64 %t2827, %size.C
  %t2829 = mul i64 %t40, %t2828
  %t2830 = mul i64 %size.W, %size.C
  %t2831 = mul i64 %t2826, %t2830
  %t2832 = add i64 %t2829, %t2831
  %t2833 = mul i64 %t2824, %size.C
  %t2834 = add i64 %t2832, %t2833
  %t2835 = add i64 %t2834, %i91
  %t2836 = getelementptr float, ptr %buf.x, i64 %t2835
  %t2837 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2836, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2838 = load <16 x float>, ptr %tacc2288
  %t2839 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2837, <16 x float> %t2820, <16 x float> %t2838)
  store <16 x float> %t2839, ptr %tacc2288
  %t2840 = mul i64 %t2293, 2
  %t2841 = mul i64 3, 1
  %t2842 = add i64 %t2840, %t2841
  %t2843 = add i64 %t2842, -2
  %t2844 = mul i64 %i2563, 1
  %t2845 = add i64 %t43, %t2844
  %t2846 = mul i64 %size.H, %size.W
  %t2847 = mul i64 %t2846, %size.C
  %t2848 = mul i64 %t40, %t2847
  %t2849 = mul i64 %size.W, %size.C
  %t2850 = mul i64 %t2845, %t2849
  %t2851 = add i64 %t2848, %t2850
  %t2852 = mul i64 %t2843, %size.C
  %t2853 = add i64 %t2851, %t2852
  %t2854 = add i64 %t2853, %i91
  %t2855 = getelementptr float, ptr %buf.x, i64 %t2854
  %t2856 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2855, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2857 = load <16 x float>, ptr %tacc2289
  %t2858 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2856, <16 x float> %t2820, <16 x float> %t2857)
  store <16 x float> %t2858, ptr %tacc2289
  %t2859 = mul i64 %t2294, 2
  %t2860 = mul i64 3, 1
  %t2861 = add i64 %t2859, %t2860
  %t2862 = add i64 %t2861, -2
  %t2863 = mul i64 %i2563, 1
  %t2864 = add i64 %t43, %t2863
  %t2865 = mul i64 %size.H, %size.W
  %t2866 = mul i64 %t2865, %size.C
  %t2867 = mul i64 %t40, %t2866
  %t2868 = mul i64 %size.W, %size.C
  %t2869 = mul i64 %t2864, %t2868
  %t2870 = add i64 %t2867, %t2869
  %t2871 = mul i64 %t2862, %size.C
  %t2872 = add i64 %t2870, %t2871
  %t2873 = add i64 %t2872, %i91
  %t2874 = getelementptr float, ptr %buf.x, i64 %t2873
  %t2875 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2874, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2876 = load <16 x float>, ptr %tacc2290
  %t2877 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2875, <16 x float> %t2820, <16 x float> %t2876)
  store <16 x float> %t2877, ptr %tacc2290
  %t2878 = mul i64 %t2295, 2
  %t2879 = mul i64 3, 1
  %t2880 = add i64 %t2878, %t2879
  %t2881 = add i64 %t2880, -2
  %t2882 = mul i64 %i2563, 1
  %t2883 = add i64 %t43, %t2882
  %t2884 = mul i64 %size.H, %size.W
  %t2885 = mul i64 %t2884, %size.C
  %t2886 = mul i64 %t40, %t2885
  %t2887 = mul i64 %size.W, %size.C
  %t2888 = mul i64 %t2883, %t2887
  %t2889 = add i64 %t2886, %t2888
  %t2890 = mul i64 %t2881, %size.C
  %t2891 = add i64 %t2889, %t2890
  %t2892 = add i64 %t2891, %i91
  %t2893 = getelementptr float, ptr %buf.x, i64 %t2892
  %t2894 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2893, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2895 = load <16 x float>, ptr %tacc2291
  %t2896 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2894, <16 x float> %t2820, <16 x float> %t2895)
  store <16 x float> %t2896, ptr %tacc2291
  %t2897 = mul i64 %size.S, %size.C
  %t2898 = mul i64 %i2563, %t2897
  %t2899 = mul i64 4, %size.C
  %t2900 = add i64 %t2898, %t2899
  %t2901 = add i64 %t2900, %i91
  %t2902 = getelementptr float, ptr %buf.w, i64 %t2901
  %t2903 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2902, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2904 = mul i64 %t2292, 2
  %t2905 = mul i64 4, 1
  %t2906 = add i64 %t2904, %t2905
  %t2907 = add i64 %t2906, -2
  %t2908 = mul i64 %i2563, 1
  %t2909 = add i64 %t43, %t2908
  %t2910 = mul i64 %size.H, %size.W
  %t2911 = mul i64 %t2910, %size.C
  %t2912 = mul i64 %t40, %t2911
  %t2913 = mul i64 %size.W, %size.C
  %t2914 = mul i64 %t2909, %t2913
  %t2915 = add i64 %t2912, %t2914
  %t2916 = mul i64 %t2907, %size.C
  %t2917 = add i64 %t2915, %t2916
  %t2918 = add i64 %t2917, %i91
  %t2919 = getelementptr float, ptr %buf.x, i64 %t2918
  %t2920 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2919, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2921 = load <16 x float>, ptr %tacc2288
  %t2922 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2920, <16 x float> %t2903, <16 x float> %t2921)
  store <16 x float> %t2922, ptr %tacc2288
  %t2923 = mul i64 %t2293, 2
  %t2924 = mul i64 4, 1
  %t2925 = add i64 %t2923, %t2924
  %t2926 = add i64 %t2925, -2
  %t2927 = mul i64 %i2563, 1
  %t2928 = add i64 %t43, %t2927
  %t2929 = mul i64 %size.H, %size.W
  %t2930 = mul i64 %t2929, %size.C
  %t2931 = mul i64 %t40, %t2930
  %t2932 = mul i64 %size.W, %size.C
  %t2933 = mul i64 %t2928, %t2932
  %t2934 = add i64 %t2931, %t2933
  %t2935 = mul i64 %t2926, %size.C
  %t2936 = add i64 %t2934, %t2935
  %t2937 = add i64 %t2936, %i91
  %t2938 = getelementptr float, ptr %buf.x, i64 %t2937
  %t2939 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2938, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2940 = load <16 x float>, ptr %tacc2289
  %t2941 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2939, <16 x float> %t2903, <16 x float> %t2940)
  store <16 x float> %t2941, ptr %tacc2289
  %t2942 = mul i64 %t2294, 2
  %t2943 = mul i64 4, 1
  %t2944 = add i64 %t2942, %t2943
  %t2945 = add i64 %t2944, -2
  %t2946 = mul i64 %i2563, 1
  %t2947 = add i64 %t43, %t2946
  %t2948 = mul i64 %size.H, %size.W
  %t2949 = mul i64 %t2948, %size.C
  %t2950 = mul i64 %t40, %t2949
  %t2951 = mul i64 %size.W, %size.C
  %t2952 = mul i64 %t2947, %t2951
  %t2953 = add i64 %t2950, %t2952
  %t2954 = mul i64 %t2945, %size.C
  %t2955 = add i64 %t2953, %t2954
  %t2956 = add i64 %t2955, %i91
  %t2957 = getelementptr float, ptr %buf.x, i64 %t2956
  %t2958 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2957, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2959 = load <16 x float>, ptr %tacc2290
  %t2960 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2958, <16 x float> %t2903, <16 x float> %t2959)
  store <16 x float> %t2960, ptr %tacc2290
  %t2961 = mul i64 %t2295, 2
  %t2962 = mul i64 4, 1
  %t2963 = add i64 %t2961, %t2962
  %t2964 = add i64 %t2963, -2
  %t2965 = mul i64 %i2563, 1
  %t2966 = add i64 %t43, %t2965
  %t2967 = mul i64 %size.H, %size.W
  %t2968 = mul i64 %t2967, %size.C
  %t2969 = mul i64 %t40, %t2968
  %t2970 = mul i64 %size.W, %size.C
  %t2971 = mul i64 %t2966, %t2970
  %t2972 = add i64 %t2969, %t2971
  %t2973 = mul i64 %t2964, %size.C
  %t2974 = add i64 %t2972, %t2973
  %t2975 = add i64 %t2974, %i91
  %t2976 = getelementptr float, ptr %buf.x, i64 %t2975
  %t2977 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2976, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t2978 = load <16 x float>, ptr %tacc2291
  %t2979 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2977, <16 x float> %t2903, <16 x float> %t2978)
  store <16 x float> %t2979, ptr %tacc2291
  %t2980 = add nsw i64 %i2563, 1
  store i64 %t2980, ptr %c2559
  br label %head2560
done2562:
  br label %taps.done2296
winnext2557:
  store i64 %t47, ptr %c2981
  br label %head2982
head2982:
  %i2985 = load i64, ptr %c2981
  %t2986 = icmp slt i64 %i2985, %t54
  br i1 %t2986, label %body2983, label %done2984
body2983:
  store i64 0, ptr %c2987
  br label %head2988
head2988:
  %i2991 = load i64, ptr %c2987
  %t2992 = icmp slt i64 %i2991, %size.S
  br i1 %t2992, label %body2989, label %done2990
body2989:
  %t2993 = mul i64 %size.S, %size.C
  %t2994 = mul i64 %i2985, %t2993
  %t2995 = mul i64 %i2991, %size.C
  %t2996 = add i64 %t2994, %t2995
  %t2997 = add i64 %t2996, %i91
  %t2998 = getelementptr float, ptr %buf.w, i64 %t2997
  %t2999 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2998, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3000 = mul i64 %t2292, 2
  %t3001 = mul i64 %i2991, 1
  %t3002 = add i64 %t3000, %t3001
  %t3003 = add i64 %t3002, -2
  %t3004 = mul i64 %i2985, 1
  %t3005 = add i64 %t43, %t3004
  %t3006 = mul i64 %size.H, %size.W
  %t3007 = mul i64 %t3006, %size.C
  %t3008 = mul i64 %t40, %t3007
  %t3009 = mul i64 %size.W, %size.C
  %t3010 = mul i64 %t3005, %t3009
  %t3011 = add i64 %t3008, %t3010
  %t3012 = mul i64 %t3003, %size.C
  %t3013 = add i64 %t3011, %t3012
  %t3014 = add i64 %t3013, %i91
  %t3015 = getelementptr float, ptr %buf.x, i64 %t3014
  %t3016 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3015, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3017 = load <16 x float>, ptr %tacc2288
  %t3018 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3016, <16 x float> %t2999, <16 x float> %t3017)
  store <16 x float> %t3018, ptr %tacc2288
  %t3019 = mul i64 %t2293, 2
  %t3020 = mul i64 %i2991, 1
  %t3021 = add i64 %t3019, %t3020
  %t3022 = add i64 %t3021, -2
  %t3023 = mul i64 %i2985, 1
  %t3024 = add i64 %t43, %t3023
  %t3025 = mul i64 %size.H, %size.W
  %t3026 = mul i64 %t3025, %size.C
  %t3027 = mul i64 %t40, %t3026
  %t3028 = mul i64 %size.W, %size.C
  %t3029 = mul i64 %t3024, %t3028
  %t3030 = add i64 %t3027, %t3029
  %t3031 = mul i64 %t3022, %size.C
  %t3032 = add i64 %t3030, %t3031
  %t3033 = add i64 %t3032, %i91
  %t3034 = getelementptr float, ptr %buf.x, i64 %t3033
  %t3035 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3034, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3036 = load <16 x float>, ptr %tacc2289
  %t3037 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3035, <16 x float> %t2999, <16 x float> %t3036)
  store <16 x float> %t3037, ptr %tacc2289
  %t3038 = mul i64 %t2294, 2
  %t3039 = mul i64 %i2991, 1
  %t3040 = add i64 %t3038, %t3039
  %t3041 = add i64 %t3040, -2
  %t3042 = mul i64 %i2985, 1
  %t3043 = add i64 %t43, %t3042
  %t3044 = mul i64 %size.H, %size.W
  %t3045 = mul i64 %t3044, %size.C
  %t3046 = mul i64 %t40, %t3045
  %t3047 = mul i64 %size.W, %size.C
  %t3048 = mul i64 %t3043, %t3047
  %t3049 = add i64 %t3046, %t3048
  %t3050 = mul i64 %t3041, %size.C
  %t3051 = add i64 %t3049, %t3050
  %t3052 = add i64 %t3051, %i91
  %t3053 = getelementptr float, ptr %buf.x, i64 %t3052
  %t3054 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3053, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3055 = load <16 x float>, ptr %tacc2290
  %t3056 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3054, <16 x float> %t2999, <16 x float> %t3055)
  store <16 x float> %t3056, ptr %tacc2290
  %t3057 = mul i64 %t2295, 2
  %t3058 = mul i64 %i2991, 1
  %t3059 = add i64 %t3057, %t3058
  %t3060 = add i64 %t3059, -2
  %t3061 = mul i64 %i2985, 1
  %t3062 = add i64 %t43, %t3061
  %t3063 = mul i64 %size.H, %size.W
  %t3064 = mul i64 %t3063, %size.C
  %t3065 = mul i64 %t40, %t3064
  %t3066 = mul i64 %size.W, %size.C
  %t3067 = mul i64 %t3062, %t3066
  %t3068 = add i64 %t3065, %t3067
  %t3069 = mul i64 %t3060, %size.C
  %t3070 = add i64 %t3068, %t3069
  %t3071 = add i64 %t3070, %i91
  %t3072 = getelementptr float, ptr %buf.x, i64 %t3071
  %t3073 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3072, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3074 = load <16 x float>, ptr %tacc2291
  %t3075 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3073, <16 x float> %t2999, <16 x float> %t3074)
  store <16 x float> %t3075, ptr %tacc2291
  %t3076 = add nsw i64 %i2991, 1
  store i64 %t3076, ptr %c2987
  br label %head2988
done2990:
  %t3077 = add nsw i64 %i2985, 1
  store i64 %t3077, ptr %c2981
  br label %head2982
done2984:
  br label %taps.done2296
taps.done2296:
  %t3078 = load <16 x float>, ptr %tacc2288
  %p3079 = getelementptr float, ptr %buf.b, i64 %i91
  %ld3080 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p3079, <16 x i1> %t93, <16 x float> zeroinitializer)
  %v3081 = fadd contract <16 x float> %ld3080, %t3078
  %v3082 = add i64 %size.H, 2
  %v3083 = add i64 %v3082, 2
  %v3084 = sub i64 %size.R, 1
  %v3085 = sub i64 %v3083, %v3084
  %v3086 = sub i64 %v3085, 1
  %v3087 = sdiv i64 %v3086, 2
  %v3088 = srem i64 %v3086, 2
  %v3089 = icmp ne i64 %v3088, 0
  %v3090 = icmp slt i64 %v3088, 0
  %v3091 = icmp slt i64 2, 0
  %v3092 = xor i1 %v3090, %v3091
  %v3093 = and i1 %v3089, %v3092
  %v3094 = zext i1 %v3093 to i64
  %v3095 = sub i64 %v3087, %v3094
  %v3096 = add i64 %v3095, 1
  %v3097 = mul i64 %t40, %v3096
  %v3098 = add i64 %v3097, %t41
  %v3099 = add i64 %size.W, 2
  %v3100 = add i64 %v3099, 2
  %v3101 = sub i64 %size.S, 1
  %v3102 = sub i64 %v3100, %v3101
  %v3103 = sub i64 %v3102, 1
  %v3104 = sdiv i64 %v3103, 2
  %v3105 = srem i64 %v3103, 2
  %v3106 = icmp ne i64 %v3105, 0
  %v3107 = icmp slt i64 %v3105, 0
  %v3108 = icmp slt i64 2, 0
  %v3109 = xor i1 %v3107, %v3108
  %v3110 = and i1 %v3106, %v3109
  %v3111 = zext i1 %v3110 to i64
  %v3112 = sub i64 %v3104, %v3111
  %v3113 = add i64 %v3112, 1
  %v3114 = mul i64 %v3098, %v3113
  %v3115 = add i64 %v3114, %t2292
  %v3116 = mul i64 %v3115, %size.C
  %v3117 = add i64 %v3116, %i91
  %p3118 = getelementptr float, ptr %buf.y, i64 %v3117
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v3081, ptr align 4 %p3118, <16 x i1> %t93)
  %t3119 = load <16 x float>, ptr %tacc2289
  %p3120 = getelementptr float, ptr %buf.b, i64 %i91
  %ld3121 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p3120, <16 x i1> %t93, <16 x float> zeroinitializer)
  %v3122 = fadd contract <16 x float> %ld3121, %t3119
  %v3123 = add i64 %size.H, 2
  %v3124 = add i64 %v3123, 2
  %v3125 = sub i64 %size.R, 1
  %v3126 = sub i64 %v3124, %v3125
  %v3127 = sub i64 %v3126, 1
  %v3128 = sdiv i64 %v3127, 2
  %v3129 = srem i64 %v3127, 2
  %v3130 = icmp ne i64 %v3129, 0
  %v3131 = icmp slt i64 %v3129, 0
  %v3132 = icmp slt i64 2, 0
  %v3133 = xor i1 %v3131, %v3132
  %v3134 = and i1 %v3130, %v3133
  %v3135 = zext i1 %v3134 to i64
  %v3136 = sub i64 %v3128, %v3135
  %v3137 = add i64 %v3136, 1
  %v3138 = mul i64 %t40, %v3137
  %v3139 = add i64 %v3138, %t41
  %v3140 = add i64 %size.W, 2
  %v3141 = add i64 %v3140, 2
  %v3142 = sub i64 %size.S, 1
  %v3143 = sub i64 %v3141, %v3142
  %v3144 = sub i64 %v3143, 1
  %v3145 = sdiv i64 %v3144, 2
  %v3146 = srem i64 %v3144, 2
  %v3147 = icmp ne i64 %v3146, 0
  %v3148 = icmp slt i64 %v3146, 0
  %v3149 = icmp slt i64 2, 0
  %v3150 = xor i1 %v3148, %v3149
  %v3151 = and i1 %v3147, %v3150
  %v3152 = zext i1 %v3151 to i64
  %v3153 = sub i64 %v3145, %v3152
  %v3154 = add i64 %v3153, 1
  %v3155 = mul i64 %v3139, %v3154
  %v3156 = add i64 %v3155, %t2293
  %v3157 = mul i64 %v3156, %size.C
  %v3158 = add i64 %v3157, %i91
  %p3159 = getelementptr float, ptr %buf.y, i64 %v3158
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v3122, ptr align 4 %p3159, <16 x i1> %t93)
  %t3160 = load <16 x float>, ptr %tacc2290
  %p3161 = getelementptr float, ptr %buf.b, i64 %i91
  %ld3162 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p3161, <16 x i1> %t93, <16 x float> zeroinitializer)
  %v3163 = fadd contract <16 x float> %ld3162, %t3160
  %v3164 = add i64 %size.H, 2
  %v3165 = add i64 %v3164, 2
  %v3166 = sub i64 %size.R, 1
  %v3167 = sub i64 %v3165, %v3166
  %v3168 = sub i64 %v3167, 1
  %v3169 = sdiv i64 %v3168, 2
  %v3170 = srem i64 %v3168, 2
  %v3171 = icmp ne i64 %v3170, 0
  %v3172 = icmp slt i64 %v3170, 0
  %v3173 = icmp slt i64 2, 0
  %v3174 = xor i1 %v3172, %v3173
  %v3175 = and i1 %v3171, %v3174
  %v3176 = zext i1 %v3175 to i64
  %v3177 = sub i64 %v3169, %v3176
  %v3178 = add i64 %v3177, 1
  %v3179 = mul i64 %t40, %v3178
  %v3180 = add i64 %v3179, %t41
  %v3181 = add i64 %size.W, 2
  %v3182 = add i64 %v3181, 2
  %v3183 = sub i64 %size.S, 1
  %v3184 = sub i64 %v3182, %v3183
  %v3185 = sub i64 %v3184, 1
  %v3186 = sdiv i64 %v3185, 2
  %v3187 = srem i64 %v3185, 2
  %v3188 = icmp ne i64 %v3187, 0
  %v3189 = icmp slt i64 %v3187, 0
  %v3190 = icmp slt i64 2, 0
  %v3191 = xor i1 %v3189, %v3190
  %v3192 = and i1 %v3188, %v3191
  %v3193 = zext i1 %v3192 to i64
  %v3194 = sub i64 %v3186, %v3193
  %v3195 = add i64 %v3194, 1
  %v3196 = mul i64 %v3180, %v3195
  %v3197 = add i64 %v3196, %t2294
  %v3198 = mul i64 %v3197, %size.C
  %v3199 = add i64 %v3198, %i91
  %p3200 = getelementptr float, ptr %buf.y, i64 %v3199
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v3163, ptr align 4 %p3200, <16 x i1> %t93)
  %t3201 = load <16 x float>, ptr %tacc2291
  %p3202 = getelementptr float, ptr %buf.b, i64 %i91
  %ld3203 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p3202, <16 x i1> %t93, <16 x float> zeroinitializer)
  %v3204 = fadd contract <16 x float> %ld3203, %t3201
  %v3205 = add i64 %size.H, 2
  %v3206 = add i64 %v3205, 2
  %v3207 = sub i64 %size.R, 1
  %v3208 = sub i64 %v3206, %v3207
  %v3209 = sub i64 %v3208, 1
  %v3210 = sdiv i64 %v3209, 2
  %v3211 = srem i64 %v3209, 2
  %v3212 = icmp ne i64 %v3211, 0
  %v3213 = icmp slt i64 %v3211, 0
  %v3214 = icmp slt i64 2, 0
  %v3215 = xor i1 %v3213, %v3214
  %v3216 = and i1 %v3212, %v3215
  %v3217 = zext i1 %v3216 to i64
  %v3218 = sub i64 %v3210, %v3217
  %v3219 = add i64 %v3218, 1
  %v3220 = mul i64 %t40, %v3219
  %v3221 = add i64 %v3220, %t41
  %v3222 = add i64 %size.W, 2
  %v3223 = add i64 %v3222, 2
  %v3224 = sub i64 %size.S, 1
  %v3225 = sub i64 %v3223, %v3224
  %v3226 = sub i64 %v3225, 1
  %v3227 = sdiv i64 %v3226, 2
  %v3228 = srem i64 %v3226, 2
  %v3229 = icmp ne i64 %v3228, 0
  %v3230 = icmp slt i64 %v3228, 0
  %v3231 = icmp slt i64 2, 0
  %v3232 = xor i1 %v3230, %v3231
  %v3233 = and i1 %v3229, %v3232
  %v3234 = zext i1 %v3233 to i64
  %v3235 = sub i64 %v3227, %v3234
  %v3236 = add i64 %v3235, 1
  %v3237 = mul i64 %v3221, %v3236
  %v3238 = add i64 %v3237, %t2295
  %v3239 = mul i64 %v3238, %size.C
  %v3240 = add i64 %v3239, %i91
  %p3241 = getelementptr float, ptr %buf.y, i64 %v3240
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v3204, ptr align 4 %p3241, <16 x i1> %t93)
  %t3242 = add nsw i64 %i2286, 4
  store i64 %t3242, ptr %c2282
  br label %head2283
done2285:
  %t3243 = sub i64 %t86, %t2281
  %t3244 = sdiv i64 %t3243, 2
  %t3245 = mul i64 %t3244, 2
  %t3246 = add i64 %t2281, %t3245
  store i64 %t2281, ptr %c3247
  br label %head3248
head3248:
  %i3251 = load i64, ptr %c3247
  %t3252 = icmp slt i64 %i3251, %t3246
  br i1 %t3252, label %body3249, label %done3250
body3249:
  store <16 x float> zeroinitializer, ptr %tacc3253
  store <16 x float> zeroinitializer, ptr %tacc3254
  %t3255 = add i64 %i3251, 0
  %t3256 = add i64 %i3251, 1
  %t3260 = icmp eq i64 %size.S, 3
  br i1 %t3260, label %win33258, label %winnext3259
win33258:
  store i64 %t47, ptr %c3261
  br label %head3262
head3262:
  %i3265 = load i64, ptr %c3261
  %t3266 = icmp slt i64 %i3265, %t54
  br i1 %t3266, label %body3263, label %done3264
body3263:
  %t3267 = mul i64 %size.S, %size.C
  %t3268 = mul i64 %i3265, %t3267
  %t3269 = mul i64 0, %size.C
  %t3270 = add i64 %t3268, %t3269
  %t3271 = add i64 %t3270, %i91
  %t3272 = getelementptr float, ptr %buf.w, i64 %t3271
  %t3273 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3272, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3274 = mul i64 %t3255, 2
  %t3275 = mul i64 0, 1
  %t3276 = add i64 %t3274, %t3275
  %t3277 = add i64 %t3276, -2
  %t3278 = mul i64 %i3265, 1
  %t3279 = add i64 %t43, %t3278
  %t3280 = mul i64 %size.H, %size.W
  %t3281 = mul i64 %t3280, %size.C
  %t3282 = mul i64 %t40, %t3281
  %t3283 = mul i64 %size.W, %size.C
  %t3284 = mul i64 %t3279, %t3283
  %t3285 = add i64 %t3282, %t3284
  %t3286 = mul i64 %t3277, %size.C
  %t3287 = add i64 %t3285, %t3286
  %t3288 = add i64 %t3287, %i91
  %t3289 = getelementptr float, ptr %buf.x, i64 %t3288
  %t3290 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3289, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3291 = load <16 x float>, ptr %tacc3253
  %t3292 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3290, <16 x float> %t3273, <16 x float> %t3291)
  store <16 x float> %t3292, ptr %tacc3253
  %t3293 = mul i64 %t3256, 2
  %t3294 = mul i64 0, 1
  %t3295 = add i64 %t3293, %t3294
  %t3296 = add i64 %t3295, -2
  %t3297 = mul i64 %i3265, 1
  %t3298 = add i64 %t43, %t3297
  %t3299 = mul i64 %size.H, %size.W
  %t3300 = mul i64 %t3299, %size.C
  %t3301 = mul i64 %t40, %t3300
  %t3302 = mul i64 %size.W, %size.C
  %t3303 = mul i64 %t3298, %t3302
  %t3304 = add i64 %t3301, %t3303
  %t3305 = mul i64 %t3296, %size.C
  %t3306 = add i64 %t3304, %t3305
  %t3307 = add i64 %t3306, %i91
  %t3308 = getelementptr float, ptr %buf.x, i64 %t3307
  %t3309 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3308, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3310 = load <16 x float>, ptr %tacc3254
  %t3311 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3309, <16 x float> %t3273, <16 x float> %t3310)
  store <16 x float> %t3311, ptr %tacc3254
  %t3312 = mul i64 %size.S, %size.C
  %t3313 = mul i64 %i3265, %t3312
  %t3314 = mul i64 1, %size.C
  %t3315 = add i64 %t3313, %t3314
  %t3316 = add i64 %t3315, %i91
  %t3317 = getelementptr float, ptr %buf.w, i64 %t3316
  %t3318 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3317, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3319 = mul i64 %t3255, 2
  %t3320 = mul i64 1, 1
  %t3321 = add i64 %t3319, %t3320
  %t3322 = add i64 %t3321, -2
  %t3323 = mul i64 %i3265, 1
  %t3324 = add i64 %t43, %t3323
  %t3325 = mul i64 %size.H, %size.W
  %t3326 = mul i64 %t3325, %size.C
  %t3327 = mul i64 %t40, %t3326
  %t3328 = mul i64 %size.W, %size.C
  %t3329 = mul i64 %t3324, %t3328
  %t3330 = add i64 %t3327, %t3329
  %t3331 = mul i64 %t3322, %size.C
  %t3332 = add i64 %t3330, %t3331
  %t3333 = add i64 %t3332, %i91
  %t3334 = getelementptr float, ptr %buf.x, i64 %t3333
  %t3335 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3334, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3336 = load <16 x float>, ptr %tacc3253
  %t3337 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3335, <16 x float> %t3318, <16 x float> %t3336)
  store <16 x float> %t3337, ptr %tacc3253
  %t3338 = mul i64 %t3256, 2
  %t3339 = mul i64 1, 1
  %t3340 = add i64 %t3338, %t3339
  %t3341 = add i64 %t3340, -2
  %t3342 = mul i64 %i3265, 1
  %t3343 = add i64 %t43, %t3342
  %t3344 = mul i64 %size.H, %size.W
  %t3345 = mul i64 %t3344, %size.C
  %t3346 = mul i64 %t40, %t3345
  %t3347 = mul i64 %size.W, %size.C
  %t3348 = mul i64 %t3343, %t3347
  %t3349 = add i64 %t3346, %t3348
  %t3350 = mul i64 %t3341, %size.C
  %t3351 = add i64 %t3349, %t3350
  %t3352 = add i64 %t3351, %i91
  %t3353 = getelementptr float, ptr %buf.x, i64 %t3352
  %t3354 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3353, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3355 = load <16 x float>, ptr %tacc3254
  %t3356 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3354, <16 x float> %t3318, <16 x float> %t3355)
  store <16 x float> %t3356, ptr %tacc3254
  %t3357 = mul i64 %size.S, %size.C
  %t3358 = mul i64 %i3265, %t3357
  %t3359 = mul i64 2, %size.C
  %t3360 = add i64 %t3358, %t3359
  %t3361 = add i64 %t3360, %i91
  %t3362 = getelementptr float, ptr %buf.w, i64 %t3361
  %t3363 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3362, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3364 = mul i64 %t3255, 2
  %t3365 = mul i64 2, 1
  %t3366 = add i64 %t3364, %t3365
  %t3367 = add i64 %t3366, -2
  %t3368 = mul i64 %i3265, 1
  %t3369 = add i64 %t43, %t3368
  %t3370 = mul i64 %size.H, %size.W
  %t3371 = mul i64 %t3370, %size.C
  %t3372 = mul i64 %t40, %t3371
  %t3373 = mul i64 %size.W, %size.C
  %t3374 = mul i64 %t3369, %t3373
  %t3375 = add i64 %t3372, %t3374
  %t3376 = mul i64 %t3367, %size.C
  %t3377 = add i64 %t3375, %t3376
  %t3378 = add i64 %t3377, %i91
  %t3379 = getelementptr float, ptr %buf.x, i64 %t3378
  %t3380 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3379, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3381 = load <16 x float>, ptr %tacc3253
  %t3382 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3380, <16 x float> %t3363, <16 x float> %t3381)
  store <16 x float> %t3382, ptr %tacc3253
  %t3383 = mul i64 %t3256, 2
  %t3384 = mul i64 2, 1
  %t3385 = add i64 %t3383, %t3384
  %t3386 = add i64 %t3385, -2
  %t3387 = mul i64 %i3265, 1
  %t3388 = add i64 %t43, %t3387
  %t3389 = mul i64 %size.H, %size.W
  %t3390 = mul i64 %t3389, %size.C
  %t3391 = mul i64 %t40, %t3390
  %t3392 = mul i64 %size.W, %size.C
  %t3393 = mul i64 %t3388, %t3392
  %t3394 = add i64 %t3391, %t3393
  %t3395 = mul i64 %t3386, %size.C
  %t3396 = add i64 %t3394, %t3395
  %t3397 = add i64 %t3396, %i91
  %t3398 = getelementptr float, ptr %buf.x, i64 %t3397
  %t3399 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3398, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3400 = load <16 x float>, ptr %tacc3254
  %t3401 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3399, <16 x float> %t3363, <16 x float> %t3400)
  store <16 x float> %t3401, ptr %tacc3254
  %t3402 = add nsw i64 %i3265, 1
  store i64 %t3402, ptr %c3261
  br label %head3262
done3264:
  br label %taps.done3257
winnext3259:
  %t3405 = icmp eq i64 %size.S, 5
  br i1 %t3405, label %win53403, label %winnext3404
win53403:
  store i64 %t47, ptr %c3406
  br label %head3407
head3407:
  %i3410 = load i64, ptr %c3406
  %t3411 = icmp slt i64 %i3410, %t54
  br i1 %t3411, label %body3408, label %done3409
body3408:
  %t3412 = mul i64 %size.S, %size.C
  %t3413 = mul i64 %i3410, %t3412
  %t3414 = mul i64 0, %size.C
  %t3415 = add i64 %t3413, %t3414
  %t3416 = add i64 %t3415, %i91
  %t3417 = getelementptr float, ptr %buf.w, i64 %t3416
  %t3418 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3417, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3419 = mul i64 %t3255, 2
  %t3420 = mul i64 0, 1
  %t3421 = add i64 %t3419, %t3420
  %t3422 = add i64 %t3421, -2
  %t3423 = mul i64 %i3410, 1
  %t3424 = add i64 %t43, %t3423
  %t3425 = mul i64 %size.H, %size.W
  %t3426 = mul i64 %t3425, %size.C
  %t3427 = mul i64 %t40, %t3426
  %t3428 = mul i64 %size.W, %size.C
  %t3429 = mul i64 %t3424, %t3428
  %t3430 = add i64 %t3427, %t3429
  %t3431 = mul i64 %t3422, %size.C
  %t3432 = add i64 %t3430, %t3431
  %t3433 = add i64 %t3432, %i91
  %t3434 = getelementptr float, ptr %buf.x, i64 %t3433
  %t3435 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3434, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3436 = load <16 x float>, ptr %tacc3253
  %t3437 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3435, <16 x float> %t3418, <16 x float> %t3436)
  store <16 x float> %t3437, ptr %tacc3253
  %t3438 = mul i64 %t3256, 2
  %t3439 = mul i64 0, 1
  %t3440 = add i64 %t3438, %t3439
  %t3441 = add i64 %t3440, -2
  %t3442 = mul i64 %i3410, 1
  %t3443 = add i64 %t43, %t3442
  %t3444 = mul i64 %size.H, %size.W
  %t3445 = mul i64 %t3444, %size.C
  %t3446 = mul i64 %t40, %t3445
  %t3447 = mul i64 %size.W, %size.C
  %t3448 = mul i64 %t3443, %t3447
  %t3449 = add i64 %t3446, %t3448
  %t3450 = mul i64 %t3441, %size.C
  %t3451 = add i64 %t3449, %t3450
  %t3452 = add i64 %t3451, %i91
  %t3453 = getelementptr float, ptr %buf.x, i64 %t3452
  %t3454 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3453, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3455 = load <16 x float>, ptr %tacc3254
  %t3456 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3454, <16 x float> %t3418, <16 x float> %t3455)
  store <16 x float> %t3456, ptr %tacc3254
  %t3457 = mul i64 %size.S, %size.C
  %t3458 = mul i64 %i3410, %t3457
  %t3459 = mul i64 1, %size.C
  %t3460 = add i64 %t3458, %t3459
  %t3461 = add i64 %t3460, %i91
  %t3462 = getelementptr float, ptr %buf.w, i64 %t3461
  %t3463 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3462, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3464 = mul i64 %t3255, 2
  %t3465 = mul i64 1, 1
  %t3466 = add i64 %t3464, %t3465
  %t3467 = add i64 %t3466, -2
  %t3468 = mul i64 %i3410, 1
  %t3469 = add i64 %t43, %t3468
  %t3470 = mul i64 %size.H, %size.W
  %t3471 = mul i64 %t3470, %size.C
  %t3472 = mul i64 %t40, %t3471
  %t3473 = mul i64 %size.W, %size.C
  %t3474 = mul i64 %t3469, %t3473
  %t3475 = add i64 %t3472, %t3474
  %t3476 = mul i64 %t3467, %size.C
  %t3477 = add i64 %t3475, %t3476
  %t3478 = add i64 %t3477, %i91
  %t3479 = getelementptr float, ptr %buf.x, i64 %t3478
  %t3480 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3479, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3481 = load <16 x float>, ptr %tacc3253
  %t3482 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3480, <16 x float> %t3463, <16 x float> %t3481)
  store <16 x float> %t3482, ptr %tacc3253
  %t3483 = mul i64 %t3256, 2
  %t3484 = mul i64 1, 1
  %t3485 = add i64 %t3483, %t3484
  %t3486 = add i64 %t3485, -2
  %t3487 = mul i64 %i3410, 1
  %t3488 = add i64 %t43, %t3487
  %t3489 = mul i64 %size.H, %size.W
  %t3490 = mul i64 %t3489, %size.C
  %t3491 = mul i64 %t40, %t3490
  %t3492 = mul i64 %size.W, %size.C
  %t3493 = mul i64 %t3488, %t3492
  %t3494 = add i64 %t3491, %t3493
  %t3495 = mul i64 %t3486, %size.C
  %t3496 = add i64 %t3494, %t3495
  %t3497 = add i64 %t3496, %i91
  %t3498 = getelementptr float, ptr %buf.x, i64 %t3497
  %t3499 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3498, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3500 = load <16 x float>, ptr %tacc3254
  %t3501 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3499, <16 x float> %t3463, <16 x float> %t3500)
  store <16 x float> %t3501, ptr %tacc3254
  %t3502 = mul i64 %size.S, %size.C
  %t3503 = mul i64 %i3410, %t3502
  %t3504 = mul i64 2, %size.C
  %t3505 = add i64 %t3503, %t3504
  %t3506 = add i64 %t3505, %i91
  %t3507 = getelementptr float, ptr %buf.w, i64 %t3506
  %t3508 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3507, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3509 = mul i64 %t3255, 2
  %t3510 = mul i64 2, 1
  %t3511 = add i64 %t3509, %t3510
  %t3512 = add i64 %t3511, -2
  %t3513 = mul i64 %i3410, 1
  %t3514 = add i64 %t43, %t3513
  %t3515 = mul i64 %size.H, %size.W
  %t3516 = mul i64 %t3515, %size.C
  %t3517 = mul i64 %t40, %t3516
  %t3518 = mul i64 %size.W, %size.C
  %t3519 = mul i64 %t3514, %t3518
  %t3520 = add i64 %t3517, %t3519
  %t3521 = mul i64 %t3512, %size.C
  %t3522 = add i64 %t3520, %t3521
  %t3523 = add i64 %t3522, %i91
  %t3524 = getelementptr float, ptr %buf.x, i64 %t3523
  %t3525 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3524, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3526 = load <16 x float>, ptr %tacc3253
  %t3527 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3525, <16 x float> %t3508, <16 x float> %t3526)
  store <16 x float> %t3527, ptr %tacc3253
  %t3528 = mul i64 %t3256, 2
  %t3529 = mul i64 2, 1
  %t3530 = add i64 %t3528, %t3529
  %t3531 = add i64 %t3530, -2
  %t3532 = mul i64 %i3410, 1
  %t3533 = add i64 %t43, %t3532
  %t3534 = mul i64 %size.H, %size.W
  %t3535 = mul i64 %t3534, %size.C
  %t3536 = mul i64 %t40, %t3535
  %t3537 = mul i64 %size.W, %size.C
  %t3538 = mul i64 %t3533, %t3537
  %t3539 = add i64 %t3536, %t3538
  %t3540 = mul i64 %t3531, %size.C
  %t3541 = add i64 %t3539, %t3540
  %t3542 = add i64 %t3541, %i91
  %t3543 = getelementptr float, ptr %buf.x, i64 %t3542
  %t3544 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3543, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3545 = load <16 x float>, ptr %tacc3254
  %t3546 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3544, <16 x float> %t3508, <16 x float> %t3545)
  store <16 x float> %t3546, ptr %tacc3254
  %t3547 = mul i64 %size.S, %size.C
  %t3548 = mul i64 %i3410, %t3547
  %t3549 = mul i64 3, %size.C
  %t3550 = add i64 %t3548, %t3549
  %t3551 = add i64 %t3550, %i91
  %t3552 = getelementptr float, ptr %buf.w, i64 %t3551
  %t3553 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3552, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3554 = mul i64 %t3255, 2
  %t3555 = mul i64 3, 1
  %t3556 = add i64 %t3554, %t3555
  %t3557 = add i64 %t3556, -2
  %t3558 = mul i64 %i3410, 1
  %t3559 = add i64 %t43, %t3558
  %t3560 = mul i64 %size.H, %size.W
  %t3561 = mul i64 %t3560, %size.C
  %t3562 = mul i64 %t40, %t3561
  %t3563 = mul i64 %size.W, %size.C
  %t3564 = mul i64 %t3559, %t3563
  %t3565 = add i64 %t3562, %t3564
  %t3566 = mul i64 %t3557, %size.C
  %t3567 = add i64 %t3565, %t3566
  %t3568 = add i64 %t3567, %i91
  %t3569 = getelementptr float, ptr %buf.x, i64 %t3568
  %t3570 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3569, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3571 = load <16 x float>, ptr %tacc3253
  %t3572 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3570, <16 x float> %t3553, <16 x float> %t3571)
  store <16 x float> %t3572, ptr %tacc3253
  %t3573 = mul i64 %t3256, 2
  %t3574 = mul i64 3, 1
  %t3575 = add i64 %t3573, %t3574
  %t3576 = add i64 %t3575, -2
  %t3577 = mul i64 %i3410, 1
  %t3578 = add i64 %t43, %t3577
  %t3579 = mul i64 %size.H, %size.W
  %t3580 = mul i64 %t3579, %size.C
  %t3581 = mul i64 %t40, %t3580
  %t3582 = mul i64 %size.W, %size.C
  %t3583 = mul i64 %t3578, %t3582
  %t3584 = add i64 %t3581, %t3583
  %t3585 = mul i64 %t3576, %size.C
  %t3586 = add i64 %t3584, %t3585
  %t3587 = add i64 %t3586, %i91
  %t3588 = getelementptr float, ptr %buf.x, i64 %t3587
  %t3589 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3588, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3590 = load <16 x float>, ptr %tacc3254
  %t3591 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3589, <16 x float> %t3553, <16 x float> %t3590)
  store <16 x float> %t3591, ptr %tacc3254
  %t3592 = mul i64 %size.S, %size.C
  %t3593 = mul i64 %i3410, %t3592
  %t3594 = mul i64 4, %size.C
  %t3595 = add i64 %t3593, %t3594
  %t3596 = add i64 %t3595, %i91
  %t3597 = getelementptr float, ptr %buf.w, i64 %t3596
  %t3598 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3597, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3599 = mul i64 %t3255, 2
  %t3600 = mul i64 4, 1
  %t3601 = add i64 %t3599, %t3600
  %t3602 = add i64 %t3601, -2
  %t3603 = mul i64 %i3410, 1
  %t3604 = add i64 %t43, %t3603
  %t3605 = mul i64 %size.H, %size.W
  %t3606 = mul i64 %t3605, %size.C
  %t3607 = mul i64 %t40, %t3606
  %t3608 = mul i64 %size.W, %size.C
  %t3609 = mul i64 %t3604, %t3608
  %t3610 = add i64 %t3607, %t3609
  %t3611 = mul i64 %t3602, %size.C
  %t3612 = add i64 %t3610, %t3611
  %t3613 = add i64 %t3612, %i91
  %t3614 = getelementptr float, ptr %buf.x, i64 %t3613
  %t3615 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3614, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3616 = load <16 x float>, ptr %tacc3253
  %t3617 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3615, <16 x float> %t3598, <16 x float> %t3616)
  store <16 x float> %t3617, ptr %tacc3253
  %t3618 = mul i64 %t3256, 2
  %t3619 = mul i64 4, 1
  %t3620 = add i64 %t3618, %t3619
  %t3621 = add i64 %t3620, -2
  %t3622 = mul i64 %i3410, 1
  %t3623 = add i64 %t43, %t3622
  %t3624 = mul i64 %size.H, %size.W
  %t3625 = mul i64 %t3624, %size.C
  %t3626 = mul i64 %t40, %t3625
  %t3627 = mul i64 %size.W, %size.C
  %t3628 = mul i64 %t3623, %t3627
  %t3629 = add i64 %t3626, %t3628
  %t3630 = mul i64 %t3621, %size.C
  %t3631 = add i64 %t3629, %t3630
  %t3632 = add i64 %t3631, %i91
  %t3633 = getelementptr float, ptr %buf.x, i64 %t3632
  %t3634 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3633, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3635 = load <16 x float>, ptr %tacc3254
  %t3636 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3634, <16 x float> %t3598, <16 x float> %t3635)
  store <16 x float> %t3636, ptr %tacc3254
  %t3637 = add nsw i64 %i3410, 1
  store i64 %t3637, ptr %c3406
  br label %head3407
done3409:
  br label %taps.done3257
winnext3404:
  store i64 %t47, ptr %c3638
  br label %head3639
head3639:
  %i3642 = load i64, ptr %c3638
  %t3643 = icmp slt i64 %i3642, %t54
  br i1 %t3643, label %body3640, label %done3641
body3640:
  store i64 0, ptr %c3644
  br label %head3645
head3645:
  %i3648 = load i64, ptr %c3644
  %t3649 = icmp slt i64 %i3648, %size.S
  br i1 %t3649, label %body3646, label %done3647
body3646:
  %t3650 = mul i64 %size.S, %size.C
  %t3651 = mul i64 %i3642, %t3650
  %t3652 = mul i64 %i3648, %size.C
  %t3653 = add i64 %t3651, %t3652
  %t3654 = add i64 %t3653, %i91
  %t3655 = getelementptr float, ptr %buf.w, i64 %t3654
  %t3656 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3655, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3657 = mul i64 %t3255, 2
  %t3658 = mul i64 %i3648, 1
  %t3659 = add i64 %t3657, %t3658
  %t3660 = add i64 %t3659, -2
  %t3661 = mul i64 %i3642, 1
  %t3662 = add i64 %t43, %t3661
  %t3663 = mul i64 %size.H, %size.W
  %t3664 = mul i64 %t3663, %size.C
  %t3665 = mul i64 %t40, %t3664
  %t3666 = mul i64 %size.W, %size.C
  %t3667 = mul i64 %t3662, %t3666
  %t3668 = add i64 %t3665, %t3667
  %t3669 = mul i64 %t3660, %size.C
  %t3670 = add i64 %t3668, %t3669
  %t3671 = add i64 %t3670, %i91
  %t3672 = getelementptr float, ptr %buf.x, i64 %t3671
  %t3673 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3672, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3674 = load <16 x float>, ptr %tacc3253
  %t3675 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3673, <16 x float> %t3656, <16 x float> %t3674)
  store <16 x float> %t3675, ptr %tacc3253
  %t3676 = mul i64 %t3256, 2
  %t3677 = mul i64 %i3648, 1
  %t3678 = add i64 %t3676, %t3677
  %t3679 = add i64 %t3678, -2
  %t3680 = mul i64 %i3642, 1
  %t3681 = add i64 %t43, %t3680
  %t3682 = mul i64 %size.H, %size.W
  %t3683 = mul i64 %t3682, %size.C
  %t3684 = mul i64 %t40, %t3683
  %t3685 = mul i64 %size.W, %size.C
  %t3686 = mul i64 %t3681, %t3685
  %t3687 = add i64 %t3684, %t3686
  %t3688 = mul i64 %t3679, %size.C
  %t3689 = add i64 %t3687, %t3688
  %t3690 = add i64 %t3689, %i91
  %t3691 = getelementptr float, ptr %buf.x, i64 %t3690
  %t3692 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3691, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3693 = load <16 x float>, ptr %tacc3254
  %t3694 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3692, <16 x float> %t3656, <16 x float> %t3693)
  store <16 x float> %t3694, ptr %tacc3254
  %t3695 = add nsw i64 %i3648, 1
  store i64 %t3695, ptr %c3644
  br label %head3645
done3647:
  %t3696 = add nsw i64 %i3642, 1
  store i64 %t3696, ptr %c3638
  br label %head3639
done3641:
  br label %taps.done3257
taps.done3257:
  %t3697 = load <16 x float>, ptr %tacc3253
  %p3698 = getelementptr float, ptr %buf.b, i64 %i91
  %ld3699 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p3698, <16 x i1> %t93, <16 x float> zeroinitializer)
  %v3700 = fadd contract <16 x float> %ld3699, %t3697
  %v3701 = add i64 %size.H, 2
  %v3702 = add i64 %v3701, 2
  %v3703 = sub i64 %size.R, 1
  %v3704 = sub i64 %v3702, %v3703
  %v3705 = sub i64 %v3704, 1
  %v3706 = sdiv i64 %v3705, 2
  %v3707 = srem i64 %v3705, 2
  %v3708 = icmp ne i64 %v3707, 0
  %v3709 = icmp slt i64 %v3707, 0
  %v3710 = icmp slt i64 2, 0
  %v3711 = xor i1 %v3709, %v3710
  %v3712 = and i1 %v3708, %v3711
  %v3713 = zext i1 %v3712 to i64
  %v3714 = sub i64 %v3706, %v3713
  %v3715 = add i64 %v3714, 1
  %v3716 = mul i64 %t40, %v3715
  %v3717 = add i64 %v3716, %t41
  %v3718 = add i64 %size.W, 2
  %v3719 = add i64 %v3718, 2
  %v3720 = sub i64 %size.S, 1
  %v3721 = sub i64 %v3719, %v3720
  %v3722 = sub i64 %v3721, 1
  %v3723 = sdiv i64 %v3722, 2
  %v3724 = srem i64 %v3722, 2
  %v3725 = icmp ne i64 %v3724, 0
  %v3726 = icmp slt i64 %v3724, 0
  %v3727 = icmp slt i64 2, 0
  %v3728 = xor i1 %v3726, %v3727
  %v3729 = and i1 %v3725, %v3728
  %v3730 = zext i1 %v3729 to i64
  %v3731 = sub i64 %v3723, %v3730
  %v3732 = add i64 %v3731, 1
  %v3733 = mul i64 %v3717, %v3732
  %v3734 = add i64 %v3733, %t3255
  %v3735 = mul i64 %v3734, %size.C
  %v3736 = add i64 %v3735, %i91
  %p3737 = getelementptr float, ptr %buf.y, i64 %v3736
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v3700, ptr align 4 %p3737, <16 x i1> %t93)
  %t3738 = load <16 x float>, ptr %tacc3254
  %p3739 = getelementptr float, ptr %buf.b, i64 %i91
  %ld3740 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p3739, <16 x i1> %t93, <16 x float> zeroinitializer)
  %v3741 = fadd contract <16 x float> %ld3740, %t3738
  %v3742 = add i64 %size.H, 2
  %v3743 = add i64 %v3742, 2
  %v3744 = sub i64 %size.R, 1
  %v3745 = sub i64 %v3743, %v3744
  %v3746 = sub i64 %v3745, 1
  %v3747 = sdiv i64 %v3746, 2
  %v3748 = srem i64 %v3746, 2
  %v3749 = icmp ne i64 %v3748, 0
  %v3750 = icmp slt i64 %v3748, 0
  %v3751 = icmp slt i64 2, 0
  %v3752 = xor i1 %v3750, %v3751
  %v3753 = and i1 %v3749, %v3752
  %v3754 = zext i1 %v3753 to i64
  %v3755 = sub i64 %v3747, %v3754
  %v3756 = add i64 %v3755, 1
  %v3757 = mul i64 %t40, %v3756
  %v3758 = add i64 %v3757, %t41
  %v3759 = add i64 %size.W, 2
  %v3760 = add i64 %v3759, 2
  %v3761 = sub i64 %size.S, 1
  %v3762 = sub i64 %v3760, %v3761
  %v3763 = sub i64 %v3762, 1
  %v3764 = sdiv i64 %v3763, 2
  %v3765 = srem i64 %v3763, 2
  %v3766 = icmp ne i64 %v3765, 0
  %v3767 = icmp slt i64 %v3765, 0
  %v3768 = icmp slt i64 2, 0
  %v3769 = xor i1 %v3767, %v3768
  %v3770 = and i1 %v3766, %v3769
  %v3771 = zext i1 %v3770 to i64
  %v3772 = sub i64 %v3764, %v3771
  %v3773 = add i64 %v3772, 1
  %v3774 = mul i64 %v3758, %v3773
  %v3775 = add i64 %v3774, %t3256
  %v3776 = mul i64 %v3775, %size.C
  %v3777 = add i64 %v3776, %i91
  %p3778 = getelementptr float, ptr %buf.y, i64 %v3777
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v3741, ptr align 4 %p3778, <16 x i1> %t93)
  %t3779 = add nsw i64 %i3251, 2
  store i64 %t3779, ptr %c3247
  br label %head3248
done3250:
  %t3780 = sub i64 %t86, %t3246
  %t3781 = sdiv i64 %t3780, 1
  %t3782 = mul i64 %t3781, 1
  %t3783 = add i64 %t3246, %t3782
  store i64 %t3246, ptr %c3784
  br label %head3785
head3785:
  %i3788 = load i64, ptr %c3784
  %t3789 = icmp slt i64 %i3788, %t3783
  br i1 %t3789, label %body3786, label %done3787
body3786:
  store <16 x float> zeroinitializer, ptr %tacc3790
  %t3791 = add i64 %i3788, 0
  %t3795 = icmp eq i64 %size.S, 3
  br i1 %t3795, label %win33793, label %winnext3794
win33793:
  store i64 %t47, ptr %c3796
  br label %head3797
head3797:
  %i3800 = load i64, ptr %c3796
  %t3801 = icmp slt i64 %i3800, %t54
  br i1 %t3801, label %body3798, label %done3799
body3798:
  %t3802 = mul i64 %size.S, %size.C
  %t3803 = mul i64 %i3800, %t3802
  %t3804 = mul i64 0, %size.C
  %t3805 = add i64 %t3803, %t3804
  %t3806 = add i64 %t3805, %i91
  %t3807 = getelementptr float, ptr %buf.w, i64 %t3806
  %t3808 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3807, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3809 = mul i64 %t3791, 2
  %t3810 = mul i64 0, 1
  %t3811 = add i64 %t3809, %t3810
  %t3812 = add i64 %t3811, -2
  %t3813 = mul i64 %i3800, 1
  %t3814 = add i64 %t43, %t3813
  %t3815 = mul i64 %size.H, %size.W
  %t3816 = mul i64 %t3815, %size.C
  %t3817 = mul i64 %t40, %t3816
  %t3818 = mul i64 %size.W, %size.C
  %t3819 = mul i64 %t3814, %t3818
  %t3820 = add i64 %t3817, %t3819
  %t3821 = mul i64 %t3812, %size.C
  %t3822 = add i64 %t3820, %t3821
  %t3823 = add i64 %t3822, %i91
  %t3824 = getelementptr float, ptr %buf.x, i64 %t3823
  %t3825 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3824, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3826 = load <16 x float>, ptr %tacc3790
  %t3827 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3825, <16 x float> %t3808, <16 x float> %t3826)
  store <16 x float> %t3827, ptr %tacc3790
  %t3828 = mul i64 %size.S, %size.C
  %t3829 = mul i64 %i3800, %t3828
  %t3830 = mul i64 1, %size.C
  %t3831 = add i64 %t3829, %t3830
  %t3832 = add i64 %t3831, %i91
  %t3833 = getelementptr float, ptr %buf.w, i64 %t3832
  %t3834 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3833, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3835 = mul i64 %t3791, 2
  %t3836 = mul i64 1, 1
  %t3837 = add i64 %t3835, %t3836
  %t3838 = add i64 %t3837, -2
  %t3839 = mul i64 %i3800, 1
  %t3840 = add i64 %t43, %t3839
  %t3841 = mul i64 %size.H, %size.W
  %t3842 = mul i64 %t3841, %size.C
  %t3843 = mul i64 %t40, %t3842
  %t3844 = mul i64 %size.W, %size.C
  %t3845 = mul i64 %t3840, %t3844
  %t3846 = add i64 %t3843, %t3845
  %t3847 = mul i64 %t3838, %size.C
  %t3848 = add i64 %t3846, %t3847
  %t3849 = add i64 %t3848, %i91
  %t3850 = getelementptr float, ptr %buf.x, i64 %t3849
  %t3851 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3850, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3852 = load <16 x float>, ptr %tacc3790
  %t3853 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3851, <16 x float> %t3834, <16 x float> %t3852)
  store <16 x float> %t3853, ptr %tacc3790
  %t3854 = mul i64 %size.S, %size.C
  %t3855 = mul i64 %i3800, %t3854
  %t3856 = mul i64 2, %size.C
  %t3857 = add i64 %t3855, %t3856
  %t3858 = add i64 %t3857, %i91
  %t3859 = getelementptr float, ptr %buf.w, i64 %t3858
  %t3860 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3859, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3861 = mul i64 %t3791, 2
  %t3862 = mul i64 2, 1
  %t3863 = add i64 %t3861, %t3862
  %t3864 = add i64 %t3863, -2
  %t3865 = mul i64 %i3800, 1
  %t3866 = add i64 %t43, %t3865
  %t3867 = mul i64 %size.H, %size.W
  %t3868 = mul i64 %t3867, %size.C
  %t3869 = mul i64 %t40, %t3868
  %t3870 = mul i64 %size.W, %size.C
  %t3871 = mul i64 %t3866, %t3870
  %t3872 = add i64 %t3869, %t3871
  %t3873 = mul i64 %t3864, %size.C
  %t3874 = add i64 %t3872, %t3873
  %t3875 = add i64 %t3874, %i91
  %t3876 = getelementptr float, ptr %buf.x, i64 %t3875
  %t3877 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3876, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3878 = load <16 x float>, ptr %tacc3790
  %t3879 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3877, <16 x float> %t3860, <16 x float> %t3878)
  store <16 x float> %t3879, ptr %tacc3790
  %t3880 = add nsw i64 %i3800, 1
  store i64 %t3880, ptr %c3796
  br label %head3797
done3799:
  br label %taps.done3792
winnext3794:
  %t3883 = icmp eq i64 %size.S, 5
  br i1 %t3883, label %win53881, label %winnext3882
win53881:
  store i64 %t47, ptr %c3884
  br label %head3885
head3885:
  %i3888 = load i64, ptr %c3884
  %t3889 = icmp slt i64 %i3888, %t54
  br i1 %t3889, label %body3886, label %done3887
body3886:
  %t3890 = mul i64 %size.S, %size.C
  %t3891 = mul i64 %i3888, %t3890
  %t3892 = mul i64 0, %size.C
  %t3893 = add i64 %t3891, %t3892
  %t3894 = add i64 %t3893, %i91
  %t3895 = getelementptr float, ptr %buf.w, i64 %t3894
  %t3896 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3895, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3897 = mul i64 %t3791, 2
  %t3898 = mul i64 0, 1
  %t3899 = add i64 %t3897, %t3898
  %t3900 = add i64 %t3899, -2
  %t3901 = mul i64 %i3888, 1
  %t3902 = add i64 %t43, %t3901
  %t3903 = mul i64 %size.H, %size.W
  %t3904 = mul i64 %t3903, %size.C
  %t3905 = mul i64 %t40, %t3904
  %t3906 = mul i64 %size.W, %size.C
  %t3907 = mul i64 %t3902, %t3906
  %t3908 = add i64 %t3905, %t3907
  %t3909 = mul i64 %t3900, %size.C
  %t3910 = add i64 %t3908, %t3909
  %t3911 = add i64 %t3910, %i91
  %t3912 = getelementptr float, ptr %buf.x, i64 %t3911
  %t3913 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3912, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3914 = load <16 x float>, ptr %tacc3790
  %t3915 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3913, <16 x float> %t3896, <16 x float> %t3914)
  store <16 x float> %t3915, ptr %tacc3790
  %t3916 = mul i64 %size.S, %size.C
  %t3917 = mul i64 %i3888, %t3916
  %t3918 = mul i64 1, %size.C
  %t3919 = add i64 %t3917, %t3918
  %t3920 = add i64 %t3919, %i91
  %t3921 = getelementptr float, ptr %buf.w, i64 %t3920
  %t3922 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3921, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3923 = mul i64 %t3791, 2
  %t3924 = mul i64 1, 1
  %t3925 = add i64 %t3923, %t3924
  %t3926 = add i64 %t3925, -2
  %t3927 = mul i64 %i3888, 1
  %t3928 = add i64 %t43, %t3927
  %t3929 = mul i64 %size.H, %size.W
  %t3930 = mul i64 %t3929, %size.C
  %t3931 = mul i64 %t40, %t3930
  %t3932 = mul i64 %size.W, %size.C
  %t3933 = mul i64 %t3928, %t3932
  %t3934 = add i64 %t3931, %t3933
  %t3935 = mul i64 %t3926, %size.C
  %t3936 = add i64 %t3934, %t3935
  %t3937 = add i64 %t3936, %i91
  %t3938 = getelementptr float, ptr %buf.x, i64 %t3937
  %t3939 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3938, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3940 = load <16 x float>, ptr %tacc3790
  %t3941 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3939, <16 x float> %t3922, <16 x float> %t3940)
  store <16 x float> %t3941, ptr %tacc3790
  %t3942 = mul i64 %size.S, %size.C
  %t3943 = mul i64 %i3888, %t3942
  %t3944 = mul i64 2, %size.C
  %t3945 = add i64 %t3943, %t3944
  %t3946 = add i64 %t3945, %i91
  %t3947 = getelementptr float, ptr %buf.w, i64 %t3946
  %t3948 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3947, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3949 = mul i64 %t3791, 2
  %t3950 = mul i64 2, 1
  %t3951 = add i64 %t3949, %t3950
  %t3952 = add i64 %t3951, -2
  %t3953 = mul i64 %i3888, 1
  %t3954 = add i64 %t43, %t3953
  %t3955 = mul i64 %size.H, %size.W
  %t3956 = mul i64 %t3955, %size.C
  %t3957 = mul i64 %t40, %t3956
  %t3958 = mul i64 %size.W, %size.C
  %t3959 = mul i64 %t3954, %t3958
  %t3960 = add i64 %t3957, %t3959
  %t3961 = mul i64 %t3952, %size.C
  %t3962 = add i64 %t3960, %t3961
  %t3963 = add i64 %t3962, %i91
  %t3964 = getelementptr float, ptr %buf.x, i64 %t3963
  %t3965 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3964, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3966 = load <16 x float>, ptr %tacc3790
  %t3967 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3965, <16 x float> %t3948, <16 x float> %t3966)
  store <16 x float> %t3967, ptr %tacc3790
  %t3968 = mul i64 %size.S, %size.C
  %t3969 = mul i64 %i3888, %t3968
  %t3970 = mul i64 3, %size.C
  %t3971 = add i64 %t3969, %t3970
  %t3972 = add i64 %t3971, %i91
  %t3973 = getelementptr float, ptr %buf.w, i64 %t3972
  %t3974 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3973, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3975 = mul i64 %t3791, 2
  %t3976 = mul i64 3, 1
  %t3977 = add i64 %t3975, %t3976
  %t3978 = add i64 %t3977, -2
  %t3979 = mul i64 %i3888, 1
  %t3980 = add i64 %t43, %t3979
  %t3981 = mul i64 %size.H, %size.W
  %t3982 = mul i64 %t3981, %size.C
  %t3983 = mul i64 %t40, %t3982
  %t3984 = mul i64 %size.W, %size.C
  %t3985 = mul i64 %t3980, %t3984
  %t3986 = add i64 %t3983, %t3985
  %t3987 = mul i64 %t3978, %size.C
  %t3988 = add i64 %t3986, %t3987
  %t3989 = add i64 %t3988, %i91
  %t3990 = getelementptr float, ptr %buf.x, i64 %t3989
  %t3991 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3990, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t3992 = load <16 x float>, ptr %tacc3790
  %t3993 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3991, <16 x float> %t3974, <16 x float> %t3992)
  store <16 x float> %t3993, ptr %tacc3790
  %t3994 = mul i64 %size.S, %size.C
  %t3995 = mul i64 %i3888, %t3994
  %t3996 = mul i64 4, %size.C
  %t3997 = add i64 %t3995, %t3996
  %t3998 = add i64 %t3997, %i91
  %t3999 = getelementptr float, ptr %buf.w, i64 %t3998
  %t4000 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3999, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t4001 = mul i64 %t3791, 2
  %t4002 = mul i64 4, 1
  %t4003 = add i64 %t4001, %t4002
  %t4004 = add i64 %t4003, -2
  %t4005 = mul i64 %i3888, 1
  %t4006 = add i64 %t43, %t4005
  %t4007 = mul i64 %size.H, %size.W
  %t4008 = mul i64 %t4007, %size.C
  %t4009 = mul i64 %t40, %t4008
  %t4010 = mul i64 %size.W, %size.C
  %t4011 = mul i64 %t4006, %t4010
  %t4012 = add i64 %t4009, %t4011
  %t4013 = mul i64 %t4004, %size.C
  %t4014 = add i64 %t4012, %t4013
  %t4015 = add i64 %t4014, %i91
  %t4016 = getelementptr float, ptr %buf.x, i64 %t4015
  %t4017 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4016, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t4018 = load <16 x float>, ptr %tacc3790
  %t4019 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4017, <16 x float> %t4000, <16 x float> %t4018)
  store <16 x float> %t4019, ptr %tacc3790
  %t4020 = add nsw i64 %i3888, 1
  store i64 %t4020, ptr %c3884
  br label %head3885
done3887:
  br label %taps.done3792
winnext3882:
  store i64 %t47, ptr %c4021
  br label %head4022
head4022:
  %i4025 = load i64, ptr %c4021
  %t4026 = icmp slt i64 %i4025, %t54
  br i1 %t4026, label %body4023, label %done4024
body4023:
  store i64 0, ptr %c4027
  br label %head4028
head4028:
  %i4031 = load i64, ptr %c4027
  %t4032 = icmp slt i64 %i4031, %size.S
  br i1 %t4032, label %body4029, label %done4030
body4029:
  %t4033 = mul i64 %size.S, %size.C
  %t4034 = mul i64 %i4025, %t4033
  %t4035 = mul i64 %i4031, %size.C
  %t4036 = add i64 %t4034, %t4035
  %t4037 = add i64 %t4036, %i91
  %t4038 = getelementptr float, ptr %buf.w, i64 %t4037
  %t4039 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4038, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t4040 = mul i64 %t3791, 2
  %t4041 = mul i64 %i4031, 1
  %t4042 = add i64 %t4040, %t4041
  %t4043 = add i64 %t4042, -2
  %t4044 = mul i64 %i4025, 1
  %t4045 = add i64 %t43, %t4044
  %t4046 = mul i64 %size.H, %size.W
  %t4047 = mul i64 %t4046, %size.C
  %t4048 = mul i64 %t40, %t4047
  %t4049 = mul i64 %size.W, %size.C
  %t4050 = mul i64 %t4045, %t4049
  %t4051 = add i64 %t4048, %t4050
  %t4052 = mul i64 %t4043, %size.C
  %t4053 = add i64 %t4051, %t4052
  %t4054 = add i64 %t4053, %i91
  %t4055 = getelementptr float, ptr %buf.x, i64 %t4054
  %t4056 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4055, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t4057 = load <16 x float>, ptr %tacc3790
  %t4058 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4056, <16 x float> %t4039, <16 x float> %t4057)
  store <16 x float> %t4058, ptr %tacc3790
  %t4059 = add nsw i64 %i4031, 1
  store i64 %t4059, ptr %c4027
  br label %head4028
done4030:
  %t4060 = add nsw i64 %i4025, 1
  store i64 %t4060, ptr %c4021
  br label %head4022
done4024:
  br label %taps.done3792
taps.done3792:
  %t4061 = load <16 x float>, ptr %tacc3790
  %p4062 = getelementptr float, ptr %buf.b, i64 %i91
  %ld4063 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p4062, <16 x i1> %t93, <16 x float> zeroinitializer)
  %v4064 = fadd contract <16 x float> %ld4063, %t4061
  %v4065 = add i64 %size.H, 2
  %v4066 = add i64 %v4065, 2
  %v4067 = sub i64 %size.R, 1
  %v4068 = sub i64 %v4066, %v4067
  %v4069 = sub i64 %v4068, 1
  %v4070 = sdiv i64 %v4069, 2
  %v4071 = srem i64 %v4069, 2
  %v4072 = icmp ne i64 %v4071, 0
  %v4073 = icmp slt i64 %v4071, 0
  %v4074 = icmp slt i64 2, 0
  %v4075 = xor i1 %v4073, %v4074
  %v4076 = and i1 %v4072, %v4075
  %v4077 = zext i1 %v4076 to i64
  %v4078 = sub i64 %v4070, %v4077
  %v4079 = add i64 %v4078, 1
  %v4080 = mul i64 %t40, %v4079
  %v4081 = add i64 %v4080, %t41
  %v4082 = add i64 %size.W, 2
  %v4083 = add i64 %v4082, 2
  %v4084 = sub i64 %size.S, 1
  %v4085 = sub i64 %v4083, %v4084
  %v4086 = sub i64 %v4085, 1
  %v4087 = sdiv i64 %v4086, 2
  %v4088 = srem i64 %v4086, 2
  %v4089 = icmp ne i64 %v4088, 0
  %v4090 = icmp slt i64 %v4088, 0
  %v4091 = icmp slt i64 2, 0
  %v4092 = xor i1 %v4090, %v4091
  %v4093 = and i1 %v4089, %v4092
  %v4094 = zext i1 %v4093 to i64
  %v4095 = sub i64 %v4087, %v4094
  %v4096 = add i64 %v4095, 1
  %v4097 = mul i64 %v4081, %v4096
  %v4098 = add i64 %v4097, %t3791
  %v4099 = mul i64 %v4098, %size.C
  %v4100 = add i64 %v4099, %i91
  %p4101 = getelementptr float, ptr %buf.y, i64 %v4100
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v4064, ptr align 4 %p4101, <16 x i1> %t93)
  %t4102 = add nsw i64 %i3788, 1
  store i64 %t4102, ptr %c3784
  br label %head3785
done3787:
  store i64 %t86, ptr %c4103
  br label %head4104
head4104:
  %i4107 = load i64, ptr %c4103
  %t4108 = icmp slt i64 %i4107, %t30
  br i1 %t4108, label %body4105, label %done4106
body4105:
  store <16 x float> zeroinitializer, ptr %bacc4109
  %t4113 = icmp eq i64 %size.S, 3
  br i1 %t4113, label %win34111, label %winnext4112
win34111:
  store i64 %t47, ptr %c4114
  br label %head4115
head4115:
  %i4118 = load i64, ptr %c4114
  %t4119 = icmp slt i64 %i4118, %t54
  br i1 %t4119, label %body4116, label %done4117
body4116:
  %t4120 = mul i64 %i4107, 2
  %t4121 = mul i64 0, 1
  %t4122 = add i64 %t4120, %t4121
  %t4123 = add i64 %t4122, -2
  %t4124 = icmp sge i64 %t4123, 0
  %t4125 = icmp slt i64 %t4123, %size.W
  %t4126 = and i1 %t4124, %t4125
  %t4127 = select i1 %t4126, i64 %t4123, i64 0
  %t4128 = mul i64 %i4118, 1
  %t4129 = add i64 %t43, %t4128
  %t4130 = mul i64 %size.H, %size.W
  %t4131 = mul i64 %t4130, %size.C
  %t4132 = mul i64 %t40, %t4131
  %t4133 = mul i64 %size.W, %size.C
  %t4134 = mul i64 %t4129, %t4133
  %t4135 = add i64 %t4132, %t4134
  %t4136 = mul i64 %t4127, %size.C
  %t4137 = add i64 %t4135, %t4136
  %t4138 = add i64 %t4137, %i91
  %t4139 = getelementptr float, ptr %buf.x, i64 %t4138
  %t4140 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4139, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t4141 = load <16 x float>, ptr %bacc4109
  %t4142 = mul i64 %size.S, %size.C
  %t4143 = mul i64 %i4118, %t4142
  %t4144 = mul i64 0, %size.C
  %t4145 = add i64 %t4143, %t4144
  %t4146 = add i64 %t4145, %i91
  %t4147 = getelementptr float, ptr %buf.w, i64 %t4146
  %t4148 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4147, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t4149 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4140, <16 x float> %t4148, <16 x float> %t4141)
  %t4150 = select i1 %t4126, <16 x float> %t4149, <16 x float> %t4141
  store <16 x float> %t4150, ptr %bacc4109
  %t4151 = mul i64 %i4107, 2
  %t4152 = mul i64 1, 1
  %t4153 = add i64 %t4151, %t4152
  %t4154 = add i64 %t4153, -2
  %t4155 = icmp sge i64 %t4154, 0
  %t4156 = icmp slt i64 %t4154, %size.W
  %t4157 = and i1 %t4155, %t4156
  %t4158 = select i1 %t4157, i64 %t4154, i64 0
  %t4159 = mul i64 %i4118, 1
  %t4160 = add i64 %t43, %t4159
  %t4161 = mul i64 %size.H, %size.W
  %t4162 = mul i64 %t4161, %size.C
  %t4163 = mul i64 %t40, %t4162
  %t4164 = mul i64 %size.W, %size.C
  %t4165 = mul i64 %t4160, %t4164
  %t4166 = add i64 %t4163, %t4165
  %t4167 = mul i64 %t4158, %size.C
  %t4168 = add i64 %t4166, %t4167
  %t4169 = add i64 %t4168, %i91
  %t4170 = getelementptr float, ptr %buf.x, i64 %t4169
  %t4171 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4170, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t4172 = load <16 x float>, ptr %bacc4109
  %t4173 = mul i64 %size.S, %size.C
  %t4174 = mul i64 %i4118, %t4173
  %t4175 = mul i64 1, %size.C
  %t4176 = add i64 %t4174, %t4175
  %t4177 = add i64 %t4176, %i91
  %t4178 = getelementptr float, ptr %buf.w, i64 %t4177
  %t4179 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4178, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t4180 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4171, <16 x float> %t4179, <16 x float> %t4172)
  %t4181 = select i1 %t4157, <16 x float> %t4180, <16 x float> %t4172
  store <16 x float> %t4181, ptr %bacc4109
  %t4182 = mul i64 %i4107, 2
  %t4183 = mul i64 2, 1
  %t4184 = add i64 %t4182, %t4183
  %t4185 = add i64 %t4184, -2
  %t4186 = icmp sge i64 %t4185, 0
  %t4187 = icmp slt i64 %t4185, %size.W
  %t4188 = and i1 %t4186, %t4187
  %t4189 = select i1 %t4188, i64 %t4185, i64 0
  %t4190 = mul i64 %i4118, 1
  %t4191 = add i64 %t43, %t4190
  %t4192 = mul i64 %size.H, %size.W
  %t4193 = mul i64 %t4192, %size.C
  %t4194 = mul i64 %t40, %t4193
  %t4195 = mul i64 %size.W, %size.C
  %t4196 = mul i64 %t4191, %t4195
  %t4197 = add i64 %t4194, %t4196
  %t4198 = mul i64 %t4189, %size.C
  %t4199 = add i64 %t4197, %t4198
  %t4200 = add i64 %t4199, %i91
  %t4201 = getelementptr float, ptr %buf.x, i64 %t4200
  %t4202 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4201, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t4203 = load <16 x float>, ptr %bacc4109
  %t4204 = mul i64 %size.S, %size.C
  %t4205 = mul i64 %i4118, %t4204
  %t4206 = mul i64 2, %size.C
  %t4207 = add i64 %t4205, %t4206
  %t4208 = add i64 %t4207, %i91
  %t4209 = getelementptr float, ptr %buf.w, i64 %t4208
  %t4210 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4209, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t4211 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4202, <16 x float> %t4210, <16 x float> %t4203)
  %t4212 = select i1 %t4188, <16 x float> %t4211, <16 x float> %t4203
  store <16 x float> %t4212, ptr %bacc4109
  %t4213 = add nsw i64 %i4118, 1
  store i64 %t4213, ptr %c4114
  br label %head4115
done4117:
  br label %taps.done4110
winnext4112:
  %t4216 = icmp eq i64 %size.S, 5
  br i1 %t4216, label %win54214, label %winnext4215
win54214:
  store i64 %t47, ptr %c4217
  br label %head4218
head4218:
  %i4221 = load i64, ptr %c4217
  %t4222 = icmp slt i64 %i4221, %t54
  br i1 %t4222, label %body4219, label %done4220
body4219:
  %t4223 = mul i64 %i4107, 2
  %t4224 = mul i64 0, 1
  %t4225 = add i64 %t4223, %t4224
  %t4226 = add i64 %t4225, -2
  %t4227 = icmp sge i64 %t4226, 0
  %t4228 = icmp slt i64 %t4226, %size.W
  %t4229 = and i1 %t4227, %t4228
  %t4230 = select i1 %t4229, i64 %t4226, i64 0
  %t4231 = mul i64 %i4221, 1
  %t4232 = add i64 %t43, %t4231
  %t4233 = mul i64 %size.H, %size.W
  %t4234 = mul i64 %t4233, %size.C
  %t4235 = mul i64 %t40, %t4234
  %t4236 = mul i64 %size.W, %size.C
  %t4237 = mul i64 %t4232, %t4236
  %t4238 = add i64 %t4235, %t4237
  %t4239 = mul i64 %t4230, %size.C
  %t4240 = add i64 %t4238, %t4239
  %t4241 = add i64 %t4240, %i91
  %t4242 = getelementptr float, ptr %buf.x, i64 %t4241
  %t4243 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4242, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t4244 = load <16 x float>, ptr %bacc4109
  %t4245 = mul i64 %size.S, %size.C
  %t4246 = mul i64 %i4221, %t4245
  %t4247 = mul i64 0, %size.C
  %t4248 = add i64 %t4246, %t4247
  %t4249 = add i64 %t4248, %i91
  %t4250 = getelementptr float, ptr %buf.w, i64 %t4249
  %t4251 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4250, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t4252 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4243, <16 x float> %t4251, <16 x float> %t4244)
  %t4253 = select i1 %t4229, <16 x float> %t4252, <16 x float> %t4244
  store <16 x float> %t4253, ptr %bacc4109
  %t4254 = mul i64 %i4107, 2
  %t4255 = mul i64 1, 1
  %t4256 = add i64 %t4254, %t4255
  %t4257 = add i64 %t4256, -2
  %t4258 = icmp sge i64 %t4257, 0
  %t4259 = icmp slt i64 %t4257, %size.W
  %t4260 = and i1 %t4258, %t4259
  %t4261 = select i1 %t4260, i64 %t4257, i64 0
  %t4262 = mul i64 %i4221, 1
  %t4263 = add i64 %t43, %t4262
  %t4264 = mul i64 %size.H, %size.W
  %t4265 = mul i64 %t4264, %size.C
  %t4266 = mul i64 %t40, %t4265
  %t4267 = mul i64 %size.W, %size.C
  %t4268 = mul i64 %t4263, %t4267
  %t4269 = add i64 %t4266, %t4268
  %t4270 = mul i64 %t4261, %size.C
  %t4271 = add i64 %t4269, %t4270
  %t4272 = add i64 %t4271, %i91
  %t4273 = getelementptr float, ptr %buf.x, i64 %t4272
  %t4274 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4273, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t4275 = load <16 x float>, ptr %bacc4109
  %t4276 = mul i64 %size.S, %size.C
  %t4277 = mul i64 %i4221, %t4276
  %t4278 = mul i64 1, %size.C
  %t4279 = add i64 %t4277, %t4278
  %t4280 = add i64 %t4279, %i91
  %t4281 = getelementptr float, ptr %buf.w, i64 %t4280
  %t4282 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4281, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t4283 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4274, <16 x float> %t4282, <16 x float> %t4275)
  %t4284 = select i1 %t4260, <16 x float> %t4283, <16 x float> %t4275
  store <16 x float> %t4284, ptr %bacc4109
  %t4285 = mul i64 %i4107, 2
  %t4286 = mul i64 2, 1
  %t4287 = add i64 %t4285, %t4286
  %t4288 = add i64 %t4287, -2
  %t4289 = icmp sge i64 %t4288, 0
  %t4290 = icmp slt i64 %t4288, %size.W
  %t4291 = and i1 %t4289, %t4290
  %t4292 = select i1 %t4291, i64 %t4288, i64 0
  %t4293 = mul i64 %i4221, 1
  %t4294 = add i64 %t43, %t4293
  %t4295 = mul i64 %size.H, %size.W
  %t4296 = mul i64 %t4295, %size.C
  %t4297 = mul i64 %t40, %t4296
  %t4298 = mul i64 %size.W, %size.C
  %t4299 = mul i64 %t4294, %t4298
  %t4300 = add i64 %t4297, %t4299
  %t4301 = mul i64 %t4292, %size.C
  %t4302 = add i64 %t4300, %t4301
  %t4303 = add i64 %t4302, %i91
  %t4304 = getelementptr float, ptr %buf.x, i64 %t4303
  %t4305 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4304, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t4306 = load <16 x float>, ptr %bacc4109
  %t4307 = mul i64 %size.S, %size.C
  %t4308 = mul i64 %i4221, %t4307
  %t4309 = mul i64 2, %size.C
  %t4310 = add i64 %t4308, %t4309
  %t4311 = add i64 %t4310, %i91
  %t4312 = getelementptr float, ptr %buf.w, i64 %t4311
  %t4313 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4312, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t4314 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4305, <16 x float> %t4313, <16 x float> %t4306)
  %t4315 = select i1 %t4291, <16 x float> %t4314, <16 x float> %t4306
  store <16 x float> %t4315, ptr %bacc4109
  %t4316 = mul i64 %i4107, 2
  %t4317 = mul i64 3, 1
  %t4318 = add i64 %t4316, %t4317
  %t4319 = add i64 %t4318, -2
  %t4320 = icmp sge i64 %t4319, 0
  %t4321 = icmp slt i64 %t4319, %size.W
  %t4322 = and i1 %t4320, %t4321
  %t4323 = select i1 %t4322, i64 %t4319, i64 0
  %t4324 = mul i64 %i4221, 1
  %t4325 = add i64 %t43, %t4324
  %t4326 = mul i64 %size.H, %size.W
  %t4327 = mul i64 %t4326, %size.C
  %t4328 = mul i64 %t40, %t4327
  %t4329 = mul i64 %size.W, %size.C
  %t4330 = mul i64 %t4325, %t4329
  %t4331 = add i64 %t4328, %t4330
  %t4332 = mul i64 %t4323, %size.C
  %t4333 = add i64 %t4331, %t4332
  %t4334 = add i64 %t4333, %i91
  %t4335 = getelementptr float, ptr %buf.x, i64 %t4334
  %t4336 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4335, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t4337 = load <16 x float>, ptr %bacc4109
  %t4338 = mul i64 %size.S, %size.C
  %t4339 = mul i64 %i4221, %t4338
  %t4340 = mul i64 3, %size.C
  %t4341 = add i64 %t4339, %t4340
  %t4342 = add i64 %t4341, %i91
  %t4343 = getelementptr float, ptr %buf.w, i64 %t4342
  %t4344 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4343, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t4345 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4336, <16 x float> %t4344, <16 x float> %t4337)
  %t4346 = select i1 %t4322, <16 x float> %t4345, <16 x float> %t4337
  store <16 x float> %t4346, ptr %bacc4109
  %t4347 = mul i64 %i4107, 2
  %t4348 = mul i64 4, 1
  %t4349 = add i64 %t4347, %t4348
  %t4350 = add i64 %t4349, -2
  %t4351 = icmp sge i64 %t4350, 0
  %t4352 = icmp slt i64 %t4350, %size.W
  %t4353 = and i1 %t4351, %t4352
  %t4354 = select i1 %t4353, i64 %t4350, i64 0
  %t4355 = mul i64 %i4221, 1
  %t4356 = add i64 %t43, %t4355
  %t4357 = mul i64 %size.H, %size.W
  %t4358 = mul i64 %t4357, %size.C
  %t4359 = mul i64 %t40, %t4358
  %t4360 = mul i64 %size.W, %size.C
  %t4361 = mul i64 %t4356, %t4360
  %t4362 = add i64 %t4359, %t4361
  %t4363 = mul i64 %t4354, %size.C
  %t4364 = add i64 %t4362, %t4363
  %t4365 = add i64 %t4364, %i91
  %t4366 = getelementptr float, ptr %buf.x, i64 %t4365
  %t4367 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4366, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t4368 = load <16 x float>, ptr %bacc4109
  %t4369 = mul i64 %size.S, %size.C
  %t4370 = mul i64 %i4221, %t4369
  %t4371 = mul i64 4, %size.C
  %t4372 = add i64 %t4370, %t4371
  %t4373 = add i64 %t4372, %i91
  %t4374 = getelementptr float, ptr %buf.w, i64 %t4373
  %t4375 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4374, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t4376 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4367, <16 x float> %t4375, <16 x float> %t4368)
  %t4377 = select i1 %t4353, <16 x float> %t4376, <16 x float> %t4368
  store <16 x float> %t4377, ptr %bacc4109
  %t4378 = add nsw i64 %i4221, 1
  store i64 %t4378, ptr %c4217
  br label %head4218
done4220:
  br label %taps.done4110
winnext4215:
  store i64 %t47, ptr %c4379
  br label %head4380
head4380:
  %i4383 = load i64, ptr %c4379
  %t4384 = icmp slt i64 %i4383, %t54
  br i1 %t4384, label %body4381, label %done4382
body4381:
  store i64 0, ptr %c4385
  br label %head4386
head4386:
  %i4389 = load i64, ptr %c4385
  %t4390 = icmp slt i64 %i4389, %size.S
  br i1 %t4390, label %body4387, label %done4388
body4387:
  %t4391 = mul i64 %i4107, 2
  %t4392 = mul i64 %i4389, 1
  %t4393 = add i64 %t4391, %t4392
  %t4394 = add i64 %t4393, -2
  %t4395 = icmp sge i64 %t4394, 0
  %t4396 = icmp slt i64 %t4394, %size.W
  %t4397 = and i1 %t4395, %t4396
  %t4398 = select i1 %t4397, i64 %t4394, i64 0
  %t4399 = mul i64 %i4383, 1
  %t4400 = add i64 %t43, %t4399
  %t4401 = mul i64 %size.H, %size.W
  %t4402 = mul i64 %t4401, %size.C
  %t4403 = mul i64 %t40, %t4402
  %t4404 = mul i64 %size.W, %size.C
  %t4405 = mul i64 %t4400, %t4404
  %t4406 = add i64 %t4403, %t4405
  %t4407 = mul i64 %t4398, %size.C
  %t4408 = add i64 %t4406, %t4407
  %t4409 = add i64 %t4408, %i91
  %t4410 = getelementptr float, ptr %buf.x, i64 %t4409
  %t4411 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4410, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t4412 = load <16 x float>, ptr %bacc4109
  %t4413 = mul i64 %size.S, %size.C
  %t4414 = mul i64 %i4383, %t4413
  %t4415 = mul i64 %i4389, %size.C
  %t4416 = add i64 %t4414, %t4415
  %t4417 = add i64 %t4416, %i91
  %t4418 = getelementptr float, ptr %buf.w, i64 %t4417
  %t4419 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4418, <16 x i1> %t93, <16 x float> zeroinitializer)
  %t4420 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4411, <16 x float> %t4419, <16 x float> %t4412)
  %t4421 = select i1 %t4397, <16 x float> %t4420, <16 x float> %t4412
  store <16 x float> %t4421, ptr %bacc4109
  %t4422 = add nsw i64 %i4389, 1
  store i64 %t4422, ptr %c4385
  br label %head4386
done4388:
  %t4423 = add nsw i64 %i4383, 1
  store i64 %t4423, ptr %c4379
  br label %head4380
done4382:
  br label %taps.done4110
taps.done4110:
  %t4424 = load <16 x float>, ptr %bacc4109
  %p4425 = getelementptr float, ptr %buf.b, i64 %i91
  %ld4426 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p4425, <16 x i1> %t93, <16 x float> zeroinitializer)
  %v4427 = fadd contract <16 x float> %ld4426, %t4424
  %v4428 = add i64 %size.H, 2
  %v4429 = add i64 %v4428, 2
  %v4430 = sub i64 %size.R, 1
  %v4431 = sub i64 %v4429, %v4430
  %v4432 = sub i64 %v4431, 1
  %v4433 = sdiv i64 %v4432, 2
  %v4434 = srem i64 %v4432, 2
  %v4435 = icmp ne i64 %v4434, 0
  %v4436 = icmp slt i64 %v4434, 0
  %v4437 = icmp slt i64 2, 0
  %v4438 = xor i1 %v4436, %v4437
  %v4439 = and i1 %v4435, %v4438
  %v4440 = zext i1 %v4439 to i64
  %v4441 = sub i64 %v4433, %v4440
  %v4442 = add i64 %v4441, 1
  %v4443 = mul i64 %t40, %v4442
  %v4444 = add i64 %v4443, %t41
  %v4445 = add i64 %size.W, 2
  %v4446 = add i64 %v4445, 2
  %v4447 = sub i64 %size.S, 1
  %v4448 = sub i64 %v4446, %v4447
  %v4449 = sub i64 %v4448, 1
  %v4450 = sdiv i64 %v4449, 2
  %v4451 = srem i64 %v4449, 2
  %v4452 = icmp ne i64 %v4451, 0
  %v4453 = icmp slt i64 %v4451, 0
  %v4454 = icmp slt i64 2, 0
  %v4455 = xor i1 %v4453, %v4454
  %v4456 = and i1 %v4452, %v4455
  %v4457 = zext i1 %v4456 to i64
  %v4458 = sub i64 %v4450, %v4457
  %v4459 = add i64 %v4458, 1
  %v4460 = mul i64 %v4444, %v4459
  %v4461 = add i64 %v4460, %i4107
  %v4462 = mul i64 %v4461, %size.C
  %v4463 = add i64 %v4462, %i91
  %p4464 = getelementptr float, ptr %buf.y, i64 %v4463
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v4427, ptr align 4 %p4464, <16 x i1> %t93)
  %t4465 = add nsw i64 %i4107, 1
  store i64 %t4465, ptr %c4103
  br label %head4104
done4106:
  %t4466 = add nsw i64 %i91, 16
  store i64 %t4466, ptr %c87
  br label %head88
done90:
  %t4467 = add nsw i64 %i38, 1
  store i64 %t4467, ptr %c34
  br label %head35
done37:
  ret void
}
