@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

define void @"jr.op.depthwise_nhwc"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c12 = alloca i64
  %c51 = alloca i64
  %c58 = alloca i64
  %bacc64 = alloca <16 x float>
  %c69 = alloca i64
  %c172 = alloca i64
  %c334 = alloca i64
  %c340 = alloca i64
  %c403 = alloca i64
  %tacc409 = alloca <16 x float>
  %tacc410 = alloca <16 x float>
  %tacc411 = alloca <16 x float>
  %tacc412 = alloca <16 x float>
  %tacc413 = alloca <16 x float>
  %tacc414 = alloca <16 x float>
  %tacc415 = alloca <16 x float>
  %tacc416 = alloca <16 x float>
  %c429 = alloca i64
  %c916 = alloca i64
  %c1718 = alloca i64
  %c1724 = alloca i64
  %c2048 = alloca i64
  %tacc2054 = alloca <16 x float>
  %tacc2055 = alloca <16 x float>
  %tacc2056 = alloca <16 x float>
  %tacc2057 = alloca <16 x float>
  %c2066 = alloca i64
  %c2325 = alloca i64
  %c2747 = alloca i64
  %c2753 = alloca i64
  %c2925 = alloca i64
  %tacc2931 = alloca <16 x float>
  %tacc2932 = alloca <16 x float>
  %c2939 = alloca i64
  %c3084 = alloca i64
  %c3316 = alloca i64
  %c3322 = alloca i64
  %c3418 = alloca i64
  %tacc3424 = alloca <16 x float>
  %c3430 = alloca i64
  %c3518 = alloca i64
  %c3655 = alloca i64
  %c3661 = alloca i64
  %c3715 = alloca i64
  %bacc3721 = alloca <16 x float>
  %c3726 = alloca i64
  %c3829 = alloca i64
  %c3991 = alloca i64
  %c3997 = alloca i64
  %t1 = sub i64 %size.R, 1
  %t2 = sub i64 %size.H, %t1
  %t3 = sub i64 %t2, 1
  %t4 = add i64 %t3, 1
  %t5 = sub i64 %size.S, 1
  %t6 = sub i64 %size.W, %t5
  %t7 = sub i64 %t6, 1
  %t8 = add i64 %t7, 1
  %t9 = mul i64 %size.N, %t4
  %t10 = icmp slt i64 %range.hi, %t9
  %t11 = select i1 %t10, i64 %range.hi, i64 %t9
  store i64 %range.lo, ptr %c12
  br label %head13
head13:
  %i16 = load i64, ptr %c12
  %t17 = icmp slt i64 %i16, %t11
  br i1 %t17, label %body14, label %done15
body14:
  %t18 = sdiv i64 %i16, %t4
  %t19 = srem i64 %i16, %t4
  %t20 = mul i64 %t19, 1
  %t21 = add i64 %t20, 0
  %t22 = sub i64 0, %t21
  %t23 = add i64 %t22, 0
  %t24 = icmp sgt i64 0, %t23
  %t25 = select i1 %t24, i64 0, i64 %t23
  %t26 = sub i64 %size.H, 1
  %t27 = sub i64 %t26, %t21
  %t28 = add i64 %t27, 1
  %t29 = icmp slt i64 %size.R, %t28
  %t30 = select i1 %t29, i64 %size.R, i64 %t28
  %t31 = icmp sgt i64 %t25, %t30
  %t32 = select i1 %t31, i64 %t25, i64 %t30
  %t33 = sub i64 %size.S, 1
  %t34 = icmp sgt i64 %t33, 0
  %t35 = select i1 %t34, i64 %t33, i64 0
  %t36 = mul i64 1, %t35
  %t37 = sub i64 0, 0
  %t38 = add i64 %t37, 0
  %t39 = icmp sgt i64 0, %t38
  %t40 = select i1 %t39, i64 0, i64 %t38
  %t41 = icmp slt i64 %t8, %t40
  %t42 = select i1 %t41, i64 %t8, i64 %t40
  %t43 = sub i64 %size.W, 1
  %t44 = sub i64 %t43, 0
  %t45 = sub i64 %t44, %t36
  %t46 = add i64 %t45, 1
  %t47 = icmp slt i64 %t8, %t46
  %t48 = select i1 %t47, i64 %t8, i64 %t46
  %t49 = icmp sgt i64 %t42, %t48
  %t50 = select i1 %t49, i64 %t42, i64 %t48
  store i64 0, ptr %c51
  br label %head52
head52:
  %i55 = load i64, ptr %c51
  %t56 = icmp slt i64 %i55, %size.C
  br i1 %t56, label %body53, label %done54
body53:
  %t57 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i55, i64 %size.C)
  store i64 0, ptr %c58
  br label %head59
head59:
  %i62 = load i64, ptr %c58
  %t63 = icmp slt i64 %i62, %t42
  br i1 %t63, label %body60, label %done61
body60:
  store <16 x float> zeroinitializer, ptr %bacc64
  %t68 = icmp eq i64 %size.S, 3
  br i1 %t68, label %win366, label %winnext67
win366:
  store i64 %t25, ptr %c69
  br label %head70
head70:
  %i73 = load i64, ptr %c69
  %t74 = icmp slt i64 %i73, %t32
  br i1 %t74, label %body71, label %done72
body71:
  %t75 = mul i64 %i62, 1
  %t76 = mul i64 0, 1
  %t77 = add i64 %t75, %t76
  %t78 = add i64 %t77, 0
  %t79 = icmp sge i64 %t78, 0
  %t80 = icmp slt i64 %t78, %size.W
  %t81 = and i1 %t79, %t80
  %t82 = select i1 %t81, i64 %t78, i64 0
  %t83 = mul i64 %i73, 1
  %t84 = add i64 %t21, %t83
  %t85 = mul i64 %size.H, %size.W
  %t86 = mul i64 %t85, %size.C
  %t87 = mul i64 %t18, %t86
  %t88 = mul i64 %size.W, %size.C
  %t89 = mul i64 %t84, %t88
  %t90 = add i64 %t87, %t89
  %t91 = mul i64 %t82, %size.C
  %t92 = add i64 %t90, %t91
  %t93 = add i64 %t92, %i55
  %t94 = getelementptr float, ptr %buf.x, i64 %t93
  %t95 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t94, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t96 = load <16 x float>, ptr %bacc64
  %t97 = mul i64 %size.S, %size.C
  %t98 = mul i64 %i73, %t97
  %t99 = mul i64 0, %size.C
  %t100 = add i64 %t98, %t99
  %t101 = add i64 %t100, %i55
  %t102 = getelementptr float, ptr %buf.w, i64 %t101
  %t103 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t102, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t104 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t95, <16 x float> %t103, <16 x float> %t96)
  %t105 = select i1 %t81, <16 x float> %t104, <16 x float> %t96
  store <16 x float> %t105, ptr %bacc64
  %t106 = mul i64 %i62, 1
  %t107 = mul i64 1, 1
  %t108 = add i64 %t106, %t107
  %t109 = add i64 %t108, 0
  %t110 = icmp sge i64 %t109, 0
  %t111 = icmp slt i64 %t109, %size.W
  %t112 = and i1 %t110, %t111
  %t113 = select i1 %t112, i64 %t109, i64 0
  %t114 = mul i64 %i73, 1
  %t115 = add i64 %t21, %t114
  %t116 = mul i64 %size.H, %size.W
  %t117 = mul i64 %t116, %size.C
  %t118 = mul i64 %t18, %t117
  %t119 = mul i64 %size.W, %size.C
  %t120 = mul i64 %t115, %t119
  %t121 = add i64 %t118, %t120
  %t122 = mul i64 %t113, %size.C
  %t123 = add i64 %t121, %t122
  %t124 = add i64 %t123, %i55
  %t125 = getelementptr float, ptr %buf.x, i64 %t124
  %t126 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t125, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t127 = load <16 x float>, ptr %bacc64
  %t128 = mul i64 %size.S, %size.C
  %t129 = mul i64 %i73, %t128
  %t130 = mul i64 1, %size.C
  %t131 = add i64 %t129, %t130
  %t132 = add i64 %t131, %i55
  %t133 = getelementptr float, ptr %buf.w, i64 %t132
  %t134 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t133, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t135 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t126, <16 x float> %t134, <16 x float> %t127)
  %t136 = select i1 %t112, <16 x float> %t135, <16 x float> %t127
  store <16 x float> %t136, ptr %bacc64
  %t137 = mul i64 %i62, 1
  %t138 = mul i64 2, 1
  %t139 = add i64 %t137, %t138
  %t140 = add i64 %t139, 0
  %t141 = icmp sge i64 %t140, 0
  %t142 = icmp slt i64 %t140, %size.W
  %t143 = and i1 %t141, %t142
  %t144 = select i1 %t143, i64 %t140, i64 0
  %t145 = mul i64 %i73, 1
  %t146 = add i64 %t21, %t145
  %t147 = mul i64 %size.H, %size.W
  %t148 = mul i64 %t147, %size.C
  %t149 = mul i64 %t18, %t148
  %t150 = mul i64 %size.W, %size.C
  %t151 = mul i64 %t146, %t150
  %t152 = add i64 %t149, %t151
  %t153 = mul i64 %t144, %size.C
  %t154 = add i64 %t152, %t153
  %t155 = add i64 %t154, %i55
  %t156 = getelementptr float, ptr %buf.x, i64 %t155
  %t157 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t156, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t158 = load <16 x float>, ptr %bacc64
  %t159 = mul i64 %size.S, %size.C
  %t160 = mul i64 %i73, %t159
  %t161 = mul i64 2, %size.C
  %t162 = add i64 %t160, %t161
  %t163 = add i64 %t162, %i55
  %t164 = getelementptr float, ptr %buf.w, i64 %t163
  %t165 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t164, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t166 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t157, <16 x float> %t165, <16 x float> %t158)
  %t167 = select i1 %t143, <16 x float> %t166, <16 x float> %t158
  store <16 x float> %t167, ptr %bacc64
  %t168 = add nsw i64 %i73, 1
  store i64 %t168, ptr %c69
  br label %head70
done72:
  br label %taps.done65
winnext67:
  %t171 = icmp eq i64 %size.S, 5
  br i1 %t171, label %win5169, label %winnext170
win5169:
  store i64 %t25, ptr %c172
  br label %head173
head173:
  %i176 = load i64, ptr %c172
  %t177 = icmp slt i64 %i176, %t32
  br i1 %t177, label %body174, label %done175
body174:
  %t178 = mul i64 %i62, 1
  %t179 = mul i64 0, 1
  %t180 = add i64 %t178, %t179
  %t181 = add i64 %t180, 0
  %t182 = icmp sge i64 %t181, 0
  %t183 = icmp slt i64 %t181, %size.W
  %t184 = and i1 %t182, %t183
  %t185 = select i1 %t184, i64 %t181, i64 0
  %t186 = mul i64 %i176, 1
  %t187 = add i64 %t21, %t186
  %t188 = mul i64 %size.H, %size.W
  %t189 = mul i64 %t188, %size.C
  %t190 = mul i64 %t18, %t189
  %t191 = mul i64 %size.W, %size.C
  %t192 = mul i64 %t187, %t191
  %t193 = add i64 %t190, %t192
  %t194 = mul i64 %t185, %size.C
  %t195 = add i64 %t193, %t194
  %t196 = add i64 %t195, %i55
  %t197 = getelementptr float, ptr %buf.x, i64 %t196
  %t198 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t197, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t199 = load <16 x float>, ptr %bacc64
  %t200 = mul i64 %size.S, %size.C
  %t201 = mul i64 %i176, %t200
  %t202 = mul i64 0, %size.C
  %t203 = add i64 %t201, %t202
  %t204 = add i64 %t203, %i55
  %t205 = getelementptr float, ptr %buf.w, i64 %t204
  %t206 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t205, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t207 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t198, <16 x float> %t206, <16 x float> %t199)
  %t208 = select i1 %t184, <16 x float> %t207, <16 x float> %t199
  store <16 x float> %t208, ptr %bacc64
  %t209 = mul i64 %i62, 1
  %t210 = mul i64 1, 1
  %t211 = add i64 %t209, %t210
  %t212 = add i64 %t211, 0
  %t213 = icmp sge i64 %t212, 0
  %t214 = icmp slt i64 %t212, %size.W
  %t215 = and i1 %t213, %t214
  %t216 = select i1 %t215, i64 %t212, i64 0
  %t217 = mul i64 %i176, 1
  %t218 = add i64 %t21, %t217
  %t219 = mul i64 %size.H, %size.W
  %t220 = mul i64 %t219, %size.C
  %t221 = mul i64 %t18, %t220
  %t222 = mul i64 %size.W, %size.C
  %t223 = mul i64 %t218, %t222
  %t224 = add i64 %t221, %t223
  %t225 = mul i64 %t216, %size.C
  %t226 = add i64 %t224, %t225
  %t227 = add i64 %t226, %i55
  %t228 = getelementptr float, ptr %buf.x, i64 %t227
  %t229 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t228, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t230 = load <16 x float>, ptr %bacc64
  %t231 = mul i64 %size.S, %size.C
  %t232 = mul i64 %i176, %t231
  %t233 = mul i64 1, %size.C
  %t234 = add i64 %t232, %t233
  %t235 = add i64 %t234, %i55
  %t236 = getelementptr float, ptr %buf.w, i64 %t235
  %t237 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t236, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t238 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t229, <16 x float> %t237, <16 x float> %t230)
  %t239 = select i1 %t215, <16 x float> %t238, <16 x float> %t230
  store <16 x float> %t239, ptr %bacc64
  %t240 = mul i64 %i62, 1
  %t241 = mul i64 2, 1
  %t242 = add i64 %t240, %t241
  %t243 = add i64 %t242, 0
  %t244 = icmp sge i64 %t243, 0
  %t245 = icmp slt i64 %t243, %size.W
  %t246 = and i1 %t244, %t245
  %t247 = select i1 %t246, i64 %t243, i64 0
  %t248 = mul i64 %i176, 1
  %t249 = add i64 %t21, %t248
  %t250 = mul i64 %size.H, %size.W
  %t251 = mul i64 %t250, %size.C
  %t252 = mul i64 %t18, %t251
  %t253 = mul i64 %size.W, %size.C
  %t254 = mul i64 %t249, %t253
  %t255 = add i64 %t252, %t254
  %t256 = mul i64 %t247, %size.C
  %t257 = add i64 %t255, %t256
  %t258 = add i64 %t257, %i55
  %t259 = getelementptr float, ptr %buf.x, i64 %t258
  %t260 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t259, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t261 = load <16 x float>, ptr %bacc64
  %t262 = mul i64 %size.S, %size.C
  %t263 = mul i64 %i176, %t262
  %t264 = mul i64 2, %size.C
  %t265 = add i64 %t263, %t264
  %t266 = add i64 %t265, %i55
  %t267 = getelementptr float, ptr %buf.w, i64 %t266
  %t268 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t267, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t269 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t260, <16 x float> %t268, <16 x float> %t261)
  %t270 = select i1 %t246, <16 x float> %t269, <16 x float> %t261
  store <16 x float> %t270, ptr %bacc64
  %t271 = mul i64 %i62, 1
  %t272 = mul i64 3, 1
  %t273 = add i64 %t271, %t272
  %t274 = add i64 %t273, 0
  %t275 = icmp sge i64 %t274, 0
  %t276 = icmp slt i64 %t274, %size.W
  %t277 = and i1 %t275, %t276
  %t278 = select i1 %t277, i64 %t274, i64 0
  %t279 = mul i64 %i176, 1
  %t280 = add i64 %t21, %t279
  %t281 = mul i64 %size.H, %size.W
  %t282 = mul i64 %t281, %size.C
  %t283 = mul i64 %t18, %t282
  %t284 = mul i64 %size.W, %size.C
  %t285 = mul i64 %t280, %t284
  %t286 = add i64 %t283, %t285
  %t287 = mul i64 %t278, %size.C
  %t288 = add i64 %t286, %t287
  %t289 = add i64 %t288, %i55
  %t290 = getelementptr float, ptr %buf.x, i64 %t289
  %t291 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t290, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t292 = load <16 x float>, ptr %bacc64
  %t293 = mul i64 %size.S, %size.C
  %t294 = mul i64 %i176, %t293
  %t295 = mul i64 3, %size.C
  %t296 = add i64 %t294, %t295
  %t297 = add i64 %t296, %i55
  %t298 = getelementptr float, ptr %buf.w, i64 %t297
  %t299 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t298, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t300 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t291, <16 x float> %t299, <16 x float> %t292)
  %t301 = select i1 %t277, <16 x float> %t300, <16 x float> %t292
  store <16 x float> %t301, ptr %bacc64
  %t302 = mul i64 %i62, 1
  %t303 = mul i64 4, 1
  %t304 = add i64 %t302, %t303
  %t305 = add i64 %t304, 0
  %t306 = icmp sge i64 %t305, 0
  %t307 = icmp slt i64 %t305, %size.W
  %t308 = and i1 %t306, %t307
  %t309 = select i1 %t308, i64 %t305, i64 0
  %t310 = mul i64 %i176, 1
  %t311 = add i64 %t21, %t310
  %t312 = mul i64 %size.H, %size.W
  %t313 = mul i64 %t312, %size.C
  %t314 = mul i64 %t18, %t313
  %t315 = mul i64 %size.W, %size.C
  %t316 = mul i64 %t311, %t315
  %t317 = add i64 %t314, %t316
  %t318 = mul i64 %t309, %size.C
  %t319 = add i64 %t317, %t318
  %t320 = add i64 %t319, %i55
  %t321 = getelementptr float, ptr %buf.x, i64 %t320
  %t322 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t321, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t323 = load <16 x float>, ptr %bacc64
  %t324 = mul i64 %size.S, %size.C
  %t325 = mul i64 %i176, %t324
  %t326 = mul i64 4, %size.C
  %t327 = add i64 %t325, %t326
  %t328 = add i64 %t327, %i55
  %t329 = getelementptr float, ptr %buf.w, i64 %t328
  %t330 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t329, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t331 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t322, <16 x float> %t330, <16 x float> %t323)
  %t332 = select i1 %t308, <16 x float> %t331, <16 x float> %t323
  store <16 x float> %t332, ptr %bacc64
  %t333 = add nsw i64 %i176, 1
  store i64 %t333, ptr %c172
  br label %head173
done175:
  br label %taps.done65
winnext170:
  store i64 %t25, ptr %c334
  br label %head335
head335:
  %i338 = load i64, ptr %c334
  %t339 = icmp slt i64 %i338, %t32
  br i1 %t339, label %body336, label %done337
body336:
  store i64 0, ptr %c340
  br label %head341
head341:
  %i344 = load i64, ptr %c340
  %t345 = icmp slt i64 %i344, %size.S
  br i1 %t345, label %body342, label %done343
body342:
  %t346 = mul i64 %i62, 1
  %t347 = mul i64 %i344, 1
  %t348 = add i64 %t346, %t347
  %t349 = add i64 %t348, 0
  %t350 = icmp sge i64 %t349, 0
  %t351 = icmp slt i64 %t349, %size.W
  %t352 = and i1 %t350, %t351
  %t353 = select i1 %t352, i64 %t349, i64 0
  %t354 = mul i64 %i338, 1
  %t355 = add i64 %t21, %t354
  %t356 = mul i64 %size.H, %size.W
  %t357 = mul i64 %t356, %size.C
  %t358 = mul i64 %t18, %t357
  %t359 = mul i64 %size.W, %size.C
  %t360 = mul i64 %t355, %t359
  %t361 = add i64 %t358, %t360
  %t362 = mul i64 %t353, %size.C
  %t363 = add i64 %t361, %t362
  %t364 = add i64 %t363, %i55
  %t365 = getelementptr float, ptr %buf.x, i64 %t364
  %t366 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t365, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t367 = load <16 x float>, ptr %bacc64
  %t368 = mul i64 %size.S, %size.C
  %t369 = mul i64 %i338, %t368
  %t370 = mul i64 %i344, %size.C
  %t371 = add i64 %t369, %t370
  %t372 = add i64 %t371, %i55
  %t373 = getelementptr float, ptr %buf.w, i64 %t372
  %t374 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t373, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t375 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t366, <16 x float> %t374, <16 x float> %t367)
  %t376 = select i1 %t352, <16 x float> %t375, <16 x float> %t367
  store <16 x float> %t376, ptr %bacc64
  %t377 = add nsw i64 %i344, 1
  store i64 %t377, ptr %c340
  br label %head341
done343:
  %t378 = add nsw i64 %i338, 1
  store i64 %t378, ptr %c334
  br label %head335
done337:
  br label %taps.done65
taps.done65:
  %t379 = load <16 x float>, ptr %bacc64
  %p380 = getelementptr float, ptr %buf.b, i64 %i55
  %ld381 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p380, <16 x i1> %t57, <16 x float> zeroinitializer)
  %v382 = fadd contract <16 x float> %ld381, %t379
  %v383 = sub i64 %size.R, 1
  %v384 = sub i64 %size.H, %v383
  %v385 = sub i64 %v384, 1
  %v386 = add i64 %v385, 1
  %v387 = mul i64 %t18, %v386
  %v388 = add i64 %v387, %t19
  %v389 = sub i64 %size.S, 1
  %v390 = sub i64 %size.W, %v389
  %v391 = sub i64 %v390, 1
  %v392 = add i64 %v391, 1
  %v393 = mul i64 %v388, %v392
  %v394 = add i64 %v393, %i62
  %v395 = mul i64 %v394, %size.C
  %v396 = add i64 %v395, %i55
  %p397 = getelementptr float, ptr %buf.y, i64 %v396
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v382, ptr align 4 %p397, <16 x i1> %t57)
  %t398 = add nsw i64 %i62, 1
  store i64 %t398, ptr %c58
  br label %head59
done61:
  %t399 = sub i64 %t50, %t42
  %t400 = sdiv i64 %t399, 8
  %t401 = mul i64 %t400, 8
  %t402 = add i64 %t42, %t401
  store i64 %t42, ptr %c403
  br label %head404
head404:
  %i407 = load i64, ptr %c403
  %t408 = icmp slt i64 %i407, %t402
  br i1 %t408, label %body405, label %done406
body405:
  store <16 x float> zeroinitializer, ptr %tacc409
  store <16 x float> zeroinitializer, ptr %tacc410
  store <16 x float> zeroinitializer, ptr %tacc411
  store <16 x float> zeroinitializer, ptr %tacc412
  store <16 x float> zeroinitializer, ptr %tacc413
  store <16 x float> zeroinitializer, ptr %tacc414
  store <16 x float> zeroinitializer, ptr %tacc415
  store <16 x float> zeroinitializer, ptr %tacc416
  %t417 = add i64 %i407, 0
  %t418 = add i64 %i407, 1
  %t419 = add i64 %i407, 2
  %t420 = add i64 %i407, 3
  %t421 = add i64 %i407, 4
  %t422 = add i64 %i407, 5
  %t423 = add i64 %i407, 6
  %t424 = add i64 %i407, 7
  %t428 = icmp eq i64 %size.S, 3
  br i1 %t428, label %win3426, label %winnext427
win3426:
  store i64 %t25, ptr %c429
  br label %head430
head430:
  %i433 = load i64, ptr %c429
  %t434 = icmp slt i64 %i433, %t32
  br i1 %t434, label %body431, label %done432
body431:
  %t435 = mul i64 %size.S, %size.C
  %t436 = mul i64 %i433, %t435
  %t437 = mul i64 0, %size.C
  %t438 = add i64 %t436, %t437
  %t439 = add i64 %t438, %i55
  %t440 = getelementptr float, ptr %buf.w, i64 %t439
  %t441 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t440, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t442 = mul i64 %t417, 1
  %t443 = mul i64 0, 1
  %t444 = add i64 %t442, %t443
  %t445 = add i64 %t444, 0
  %t446 = mul i64 %i433, 1
  %t447 = add i64 %t21, %t446
  %t448 = mul i64 %size.H, %size.W
  %t449 = mul i64 %t448, %size.C
  %t450 = mul i64 %t18, %t449
  %t451 = mul i64 %size.W, %size.C
  %t452 = mul i64 %t447, %t451
  %t453 = add i64 %t450, %t452
  %t454 = mul i64 %t445, %size.C
  %t455 = add i64 %t453, %t454
  %t456 = add i64 %t455, %i55
  %t457 = getelementptr float, ptr %buf.x, i64 %t456
  %t458 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t457, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t459 = load <16 x float>, ptr %tacc409
  %t460 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t458, <16 x float> %t441, <16 x float> %t459)
  store <16 x float> %t460, ptr %tacc409
  %t461 = mul i64 %t418, 1
  %t462 = mul i64 0, 1
  %t463 = add i64 %t461, %t462
  %t464 = add i64 %t463, 0
  %t465 = mul i64 %i433, 1
  %t466 = add i64 %t21, %t465
  %t467 = mul i64 %size.H, %size.W
  %t468 = mul i64 %t467, %size.C
  %t469 = mul i64 %t18, %t468
  %t470 = mul i64 %size.W, %size.C
  %t471 = mul i64 %t466, %t470
  %t472 = add i64 %t469, %t471
  %t473 = mul i64 %t464, %size.C
  %t474 = add i64 %t472, %t473
  %t475 = add i64 %t474, %i55
  %t476 = getelementptr float, ptr %buf.x, i64 %t475
  %t477 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t476, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t478 = load <16 x float>, ptr %tacc410
  %t479 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t477, <16 x float> %t441, <16 x float> %t478)
  store <16 x float> %t479, ptr %tacc410
  %t480 = mul i64 %t419, 1
  %t481 = mul i64 0, 1
  %t482 = add i64 %t480, %t481
  %t483 = add i64 %t482, 0
  %t484 = mul i64 %i433, 1
  %t485 = add i64 %t21, %t484
  %t486 = mul i64 %size.H, %size.W
  %t487 = mul i64 %t486, %size.C
  %t488 = mul i64 %t18, %t487
  %t489 = mul i64 %size.W, %size.C
  %t490 = mul i64 %t485, %t489
  %t491 = add i64 %t488, %t490
  %t492 = mul i64 %t483, %size.C
  %t493 = add i64 %t491, %t492
  %t494 = add i64 %t493, %i55
  %t495 = getelementptr float, ptr %buf.x, i64 %t494
  %t496 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t495, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t497 = load <16 x float>, ptr %tacc411
  %t498 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t496, <16 x float> %t441, <16 x float> %t497)
  store <16 x float> %t498, ptr %tacc411
  %t499 = mul i64 %t420, 1
  %t500 = mul i64 0, 1
  %t501 = add i64 %t499, %t500
  %t502 = add i64 %t501, 0
  %t503 = mul i64 %i433, 1
  %t504 = add i64 %t21, %t503
  %t505 = mul i64 %size.H, %size.W
  %t506 = mul i64 %t505, %size.C
  %t507 = mul i64 %t18, %t506
  %t508 = mul i64 %size.W, %size.C
  %t509 = mul i64 %t504, %t508
  %t510 = add i64 %t507, %t509
  %t511 = mul i64 %t502, %size.C
  %t512 = add i64 %t510, %t511
  %t513 = add i64 %t512, %i55
  %t514 = getelementptr float, ptr %buf.x, i64 %t513
  %t515 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t514, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t516 = load <16 x float>, ptr %tacc412
  %t517 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t515, <16 x float> %t441, <16 x float> %t516)
  store <16 x float> %t517, ptr %tacc412
  %t518 = mul i64 %t421, 1
  %t519 = mul i64 0, 1
  %t520 = add i64 %t518, %t519
  %t521 = add i64 %t520, 0
  %t522 = mul i64 %i433, 1
  %t523 = add i64 %t21, %t522
  %t524 = mul i64 %size.H, %size.W
  %t525 = mul i64 %t524, %size.C
  %t526 = mul i64 %t18, %t525
  %t527 = mul i64 %size.W, %size.C
  %t528 = mul i64 %t523, %t527
  %t529 = add i64 %t526, %t528
  %t530 = mul i64 %t521, %size.C
  %t531 = add i64 %t529, %t530
  %t532 = add i64 %t531, %i55
  %t533 = getelementptr float, ptr %buf.x, i64 %t532
  %t534 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t533, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t535 = load <16 x float>, ptr %tacc413
  %t536 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t534, <16 x float> %t441, <16 x float> %t535)
  store <16 x float> %t536, ptr %tacc413
  %t537 = mul i64 %t422, 1
  %t538 = mul i64 0, 1
  %t539 = add i64 %t537, %t538
  %t540 = add i64 %t539, 0
  %t541 = mul i64 %i433, 1
  %t542 = add i64 %t21, %t541
  %t543 = mul i64 %size.H, %size.W
  %t544 = mul i64 %t543, %size.C
  %t545 = mul i64 %t18, %t544
  %t546 = mul i64 %size.W, %size.C
  %t547 = mul i64 %t542, %t546
  %t548 = add i64 %t545, %t547
  %t549 = mul i64 %t540, %size.C
  %t550 = add i64 %t548, %t549
  %t551 = add i64 %t550, %i55
  %t552 = getelementptr float, ptr %buf.x, i64 %t551
  %t553 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t552, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t554 = load <16 x float>, ptr %tacc414
  %t555 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t553, <16 x float> %t441, <16 x float> %t554)
  store <16 x float> %t555, ptr %tacc414
  %t556 = mul i64 %t423, 1
  %t557 = mul i64 0, 1
  %t558 = add i64 %t556, %t557
  %t559 = add i64 %t558, 0
  %t560 = mul i64 %i433, 1
  %t561 = add i64 %t21, %t560
  %t562 = mul i64 %size.H, %size.W
  %t563 = mul i64 %t562, %size.C
  %t564 = mul i64 %t18, %t563
  %t565 = mul i64 %size.W, %size.C
  %t566 = mul i64 %t561, %t565
  %t567 = add i64 %t564, %t566
  %t568 = mul i64 %t559, %size.C
  %t569 = add i64 %t567, %t568
  %t570 = add i64 %t569, %i55
  %t571 = getelementptr float, ptr %buf.x, i64 %t570
  %t572 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t571, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t573 = load <16 x float>, ptr %tacc415
  %t574 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t572, <16 x float> %t441, <16 x float> %t573)
  store <16 x float> %t574, ptr %tacc415
  %t575 = mul i64 %t424, 1
  %t576 = mul i64 0, 1
  %t577 = add i64 %t575, %t576
  %t578 = add i64 %t577, 0
  %t579 = mul i64 %i433, 1
  %t580 = add i64 %t21, %t579
  %t581 = mul i64 %size.H, %size.W
  %t582 = mul i64 %t581, %size.C
  %t583 = mul i64 %t18, %t582
  %t584 = mul i64 %size.W, %size.C
  %t585 = mul i64 %t580, %t584
  %t586 = add i64 %t583, %t585
  %t587 = mul i64 %t578, %size.C
  %t588 = add i64 %t586, %t587
  %t589 = add i64 %t588, %i55
  %t590 = getelementptr float, ptr %buf.x, i64 %t589
  %t591 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t590, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t592 = load <16 x float>, ptr %tacc416
  %t593 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t591, <16 x float> %t441, <16 x float> %t592)
  store <16 x float> %t593, ptr %tacc416
  %t594 = mul i64 %size.S, %size.C
  %t595 = mul i64 %i433, %t594
  %t596 = mul i64 1, %size.C
  %t597 = add i64 %t595, %t596
  %t598 = add i64 %t597, %i55
  %t599 = getelementptr float, ptr %buf.w, i64 %t598
  %t600 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t599, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t601 = mul i64 %t417, 1
  %t602 = mul i64 1, 1
  %t603 = add i64 %t601, %t602
  %t604 = add i64 %t603, 0
  %t605 = mul i64 %i433, 1
  %t606 = add i64 %t21, %t605
  %t607 = mul i64 %size.H, %size.W
  %t608 = mul i64 %t607, %size.C
  %t609 = mul i64 %t18, %t608
  %t610 = mul i64 %size.W, %size.C
  %t611 = mul i64 %t606, %t610
  %t612 = add i64 %t609, %t611
  %t613 = mul i64 %t604, %size.C
  %t614 = add i64 %t612, %t613
  %t615 = add i64 %t614, %i55
  %t616 = getelementptr float, ptr %buf.x, i64 %t615
  %t617 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t616, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t618 = load <16 x float>, ptr %tacc409
  %t619 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t617, <16 x float> %t600, <16 x float> %t618)
  store <16 x float> %t619, ptr %tacc409
  %t620 = mul i64 %t418, 1
  %t621 = mul i64 1, 1
  %t622 = add i64 %t620, %t621
  %t623 = add i64 %t622, 0
  %t624 = mul i64 %i433, 1
  %t625 = add i64 %t21, %t624
  %t626 = mul i64 %size.H, %size.W
  %t627 = mul i64 %t626, %size.C
  %t628 = mul i64 %t18, %t627
  %t629 = mul i64 %size.W, %size.C
  %t630 = mul i64 %t625, %t629
  %t631 = add i64 %t628, %t630
  %t632 = mul i64 %t623, %size.C
  %t633 = add i64 %t631, %t632
  %t634 = add i64 %t633, %i55
  %t635 = getelementptr float, ptr %buf.x, i64 %t634
  %t636 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t635, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t637 = load <16 x float>, ptr %tacc410
  %t638 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t636, <16 x float> %t600, <16 x float> %t637)
  store <16 x float> %t638, ptr %tacc410
  %t639 = mul i64 %t419, 1
  %t640 = mul i64 1, 1
  %t641 = add i64 %t639, %t640
  %t642 = add i64 %t641, 0
  %t643 = mul i64 %i433, 1
  %t644 = add i64 %t21, %t643
  %t645 = mul i64 %size.H, %size.W
  %t646 = mul i64 %t645, %size.C
  %t647 = mul i64 %t18, %t646
  %t648 = mul i64 %size.W, %size.C
  %t649 = mul i64 %t644, %t648
  %t650 = add i64 %t647, %t649
  %t651 = mul i64 %t642, %size.C
  %t652 = add i64 %t650, %t651
  %t653 = add i64 %t652, %i55
  %t654 = getelementptr float, ptr %buf.x, i64 %t653
  %t655 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t654, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t656 = load <16 x float>, ptr %tacc411
  %t657 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t655, <16 x float> %t600, <16 x float> %t656)
  store <16 x float> %t657, ptr %tacc411
  %t658 = mul i64 %t420, 1
  %t659 = mul i64 1, 1
  %t660 = add i64 %t658, %t659
  %t661 = add i64 %t660, 0
  %t662 = mul i64 %i433, 1
  %t663 = add i64 %t21, %t662
  %t664 = mul i64 %size.H, %size.W
  %t665 = mul i64 %t664, %size.C
  %t666 = mul i64 %t18, %t665
  %t667 = mul i64 %size.W, %size.C
  %t668 = mul i64 %t663, %t667
  %t669 = add i64 %t666, %t668
  %t670 = mul i64 %t661, %size.C
  %t671 = add i64 %t669, %t670
  %t672 = add i64 %t671, %i55
  %t673 = getelementptr float, ptr %buf.x, i64 %t672
  %t674 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t673, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t675 = load <16 x float>, ptr %tacc412
  %t676 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t674, <16 x float> %t600, <16 x float> %t675)
  store <16 x float> %t676, ptr %tacc412
  %t677 = mul i64 %t421, 1
  %t678 = mul i64 1, 1
  %t679 = add i64 %t677, %t678
  %t680 = add i64 %t679, 0
  %t681 = mul i64 %i433, 1
  %t682 = add i64 %t21, %t681
  %t683 = mul i64 %size.H, %size.W
  %t684 = mul i64 %t683, %size.C
  %t685 = mul i64 %t18, %t684
  %t686 = mul i64 %size.W, %size.C
  %t687 = mul i64 %t682, %t686
  %t688 = add i64 %t685, %t687
  %t689 = mul i64 %t680, %size.C
  %t690 = add i64 %t688, %t689
  %t691 = add i64 %t690, %i55
  %t692 = getelementptr float, ptr %buf.x, i64 %t691
  %t693 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t692, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t694 = load <16 x float>, ptr %tacc413
  %t695 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t693, <16 x float> %t600, <16 x float> %t694)
  store <16 x float> %t695, ptr %tacc413
  %t696 = mul i64 %t422, 1
  %t697 = mul i64 1, 1
  %t698 = add i64 %t696, %t697
  %t699 = add i64 %t698, 0
  %t700 = mul i64 %i433, 1
  %t701 = add i64 %t21, %t700
  %t702 = mul i64 %size.H, %size.W
  %t703 = mul i64 %t702, %size.C
  %t704 = mul i64 %t18, %t703
  %t705 = mul i64 %size.W, %size.C
  %t706 = mul i64 %t701, %t705
  %t707 = add i64 %t704, %t706
  %t708 = mul i64 %t699, %size.C
  %t709 = add i64 %t707, %t708
  %t710 = add i64 %t709, %i55
  %t711 = getelementptr float, ptr %buf.x, i64 %t710
  %t712 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t711, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t713 = load <16 x float>, ptr %tacc414
  %t714 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t712, <16 x float> %t600, <16 x float> %t713)
  store <16 x float> %t714, ptr %tacc414
  %t715 = mul i64 %t423, 1
  %t716 = mul i64 1, 1
  %t717 = add i64 %t715, %t716
  %t718 = add i64 %t717, 0
  %t719 = mul i64 %i433, 1
  %t720 = add i64 %t21, %t719
  %t721 = mul i64 %size.H, %size.W
  %t722 = mul i64 %t721, %size.C
  %t723 = mul i64 %t18, %t722
  %t724 = mul i64 %size.W, %size.C
  %t725 = mul i64 %t720, %t724
  %t726 = add i64 %t723, %t725
  %t727 = mul i64 %t718, %size.C
  %t728 = add i64 %t726, %t727
  %t729 = add i64 %t728, %i55
  %t730 = getelementptr float, ptr %buf.x, i64 %t729
  %t731 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t730, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t732 = load <16 x float>, ptr %tacc415
  %t733 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t731, <16 x float> %t600, <16 x float> %t732)
  store <16 x float> %t733, ptr %tacc415
  %t734 = mul i64 %t424, 1
  %t735 = mul i64 1, 1
  %t736 = add i64 %t734, %t735
  %t737 = add i64 %t736, 0
  %t738 = mul i64 %i433, 1
  %t739 = add i64 %t21, %t738
  %t740 = mul i64 %size.H, %size.W
  %t741 = mul i64 %t740, %size.C
  %t742 = mul i64 %t18, %t741
  %t743 = mul i64 %size.W, %size.C
  %t744 = mul i64 %t739, %t743
  %t745 = add i64 %t742, %t744
  %t746 = mul i64 %t737, %size.C
  %t747 = add i64 %t745, %t746
  %t748 = add i64 %t747, %i55
  %t749 = getelementptr float, ptr %buf.x, i64 %t748
  %t750 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t749, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t751 = load <16 x float>, ptr %tacc416
  %t752 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t750, <16 x float> %t600, <16 x float> %t751)
  store <16 x float> %t752, ptr %tacc416
  %t753 = mul i64 %size.S, %size.C
  %t754 = mul i64 %i433, %t753
  %t755 = mul i64 2, %size.C
  %t756 = add i64 %t754, %t755
  %t757 = add i64 %t756, %i55
  %t758 = getelementptr float, ptr %buf.w, i64 %t757
  %t759 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t758, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t760 = mul i64 %t417, 1
  %t761 = mul i64 2, 1
  %t762 = add i64 %t760, %t761
  %t763 = add i64 %t762, 0
  %t764 = mul i64 %i433, 1
  %t765 = add i64 %t21, %t764
  %t766 = mul i64 %size.H, %size.W
  %t767 = mul i64 %t766, %size.C
  %t768 = mul i64 %t18, %t767
  %t769 = mul i64 %size.W, %size.C
  %t770 = mul i64 %t765, %t769
  %t771 = add i64 %t768, %t770
  %t772 = mul i64 %t763, %size.C
  %t773 = add i64 %t771, %t772
  %t774 = add i64 %t773, %i55
  %t775 = getelementptr float, ptr %buf.x, i64 %t774
  %t776 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t775, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t777 = load <16 x float>, ptr %tacc409
  %t778 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t776, <16 x float> %t759, <16 x float> %t777)
  store <16 x float> %t778, ptr %tacc409
  %t779 = mul i64 %t418, 1
  %t780 = mul i64 2, 1
  %t781 = add i64 %t779, %t780
  %t782 = add i64 %t781, 0
  %t783 = mul i64 %i433, 1
  %t784 = add i64 %t21, %t783
  %t785 = mul i64 %size.H, %size.W
  %t786 = mul i64 %t785, %size.C
  %t787 = mul i64 %t18, %t786
  %t788 = mul i64 %size.W, %size.C
  %t789 = mul i64 %t784, %t788
  %t790 = add i64 %t787, %t789
  %t791 = mul i64 %t782, %size.C
  %t792 = add i64 %t790, %t791
  %t793 = add i64 %t792, %i55
  %t794 = getelementptr float, ptr %buf.x, i64 %t793
  %t795 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t794, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t796 = load <16 x float>, ptr %tacc410
  %t797 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t795, <16 x float> %t759, <16 x float> %t796)
  store <16 x float> %t797, ptr %tacc410
  %t798 = mul i64 %t419, 1
  %t799 = mul i64 2, 1
  %t800 = add i64 %t798, %t799
  %t801 = add i64 %t800, 0
  %t802 = mul i64 %i433, 1
  %t803 = add i64 %t21, %t802
  %t804 = mul i64 %size.H, %size.W
  %t805 = mul i64 %t804, %size.C
  %t806 = mul i64 %t18, %t805
  %t807 = mul i64 %size.W, %size.C
  %t808 = mul i64 %t803, %t807
  %t809 = add i64 %t806, %t808
  %t810 = mul i64 %t801, %size.C
  %t811 = add i64 %t809, %t810
  %t812 = add i64 %t811, %i55
  %t813 = getelementptr float, ptr %buf.x, i64 %t812
  %t814 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t813, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t815 = load <16 x float>, ptr %tacc411
  %t816 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t814, <16 x float> %t759, <16 x float> %t815)
  store <16 x float> %t816, ptr %tacc411
  %t817 = mul i64 %t420, 1
  %t818 = mul i64 2, 1
  %t819 = add i64 %t817, %t818
  %t820 = add i64 %t819, 0
  %t821 = mul i64 %i433, 1
  %t822 = add i64 %t21, %t821
  %t823 = mul i64 %size.H, %size.W
  %t824 = mul i64 %t823, %size.C
  %t825 = mul i64 %t18, %t824
  %t826 = mul i64 %size.W, %size.C
  %t827 = mul i64 %t822, %t826
  %t828 = add i64 %t825, %t827
  %t829 = mul i64 %t820, %size.C
  %t830 = add i64 %t828, %t829
  %t831 = add i64 %t830, %i55
  %t832 = getelementptr float, ptr %buf.x, i64 %t831
  %t833 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t832, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t834 = load <16 x float>, ptr %tacc412
  %t835 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t833, <16 x float> %t759, <16 x float> %t834)
  store <16 x float> %t835, ptr %tacc412
  %t836 = mul i64 %t421, 1
  %t837 = mul i64 2, 1
  %t838 = add i64 %t836, %t837
  %t839 = add i64 %t838, 0
  %t840 = mul i64 %i433, 1
  %t841 = add i64 %t21, %t840
  %t842 = mul i64 %size.H, %size.W
  %t843 = mul i64 %t842, %size.C
  %t844 = mul i64 %t18, %t843
  %t845 = mul i64 %size.W, %size.C
  %t846 = mul i64 %t841, %t845
  %t847 = add i64 %t844, %t846
  %t848 = mul i64 %t839, %size.C
  %t849 = add i64 %t847, %t848
  %t850 = add i64 %t849, %i55
  %t851 = getelementptr float, ptr %buf.x, i64 %t850
  %t852 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t851, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t853 = load <16 x float>, ptr %tacc413
  %t854 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t852, <16 x float> %t759, <16 x float> %t853)
  store <16 x float> %t854, ptr %tacc413
  %t855 = mul i64 %t422, 1
  %t856 = mul i64 2, 1
  %t857 = add i64 %t855, %t856
  %t858 = add i64 %t857, 0
  %t859 = mul i64 %i433, 1
  %t860 = add i64 %t21, %t859
  %t861 = mul i64 %size.H, %size.W
  %t862 = mul i64 %t861, %size.C
  %t863 = mul i64 %t18, %t862
  %t864 = mul i64 %size.W, %size.C
  %t865 = mul i64 %t860, %t864
  %t866 = add i64 %t863, %t865
  %t867 = mul i64 %t858, %size.C
  %t868 = add i64 %t866, %t867
  %t869 = add i64 %t868, %i55
  %t870 = getelementptr float, ptr %buf.x, i64 %t869
  %t871 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t870, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t872 = load <16 x float>, ptr %tacc414
  %t873 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t871, <16 x float> %t759, <16 x float> %t872)
  store <16 x float> %t873, ptr %tacc414
  %t874 = mul i64 %t423, 1
  %t875 = mul i64 2, 1
  %t876 = add i64 %t874, %t875
  %t877 = add i64 %t876, 0
  %t878 = mul i64 %i433, 1
  %t879 = add i64 %t21, %t878
  %t880 = mul i64 %size.H, %size.W
  %t881 = mul i64 %t880, %size.C
  %t882 = mul i64 %t18, %t881
  %t883 = mul i64 %size.W, %size.C
  %t884 = mul i64 %t879, %t883
  %t885 = add i64 %t882, %t884
  %t886 = mul i64 %t877, %size.C
  %t887 = add i64 %t885, %t886
  %t888 = add i64 %t887, %i55
  %t889 = getelementptr float, ptr %buf.x, i64 %t888
  %t890 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t889, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t891 = load <16 x float>, ptr %tacc415
  %t892 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t890, <16 x float> %t759, <16 x float> %t891)
  store <16 x float> %t892, ptr %tacc415
  %t893 = mul i64 %t424, 1
  %t894 = mul i64 2, 1
  %t895 = add i64 %t893, %t894
  %t896 = add i64 %t895, 0
  %t897 = mul i64 %i433, 1
  %t898 = add i64 %t21, %t897
  %t899 = mul i64 %size.H, %size.W
  %t900 = mul i64 %t899, %size.C
  %t901 = mul i64 %t18, %t900
  %t902 = mul i64 %size.W, %size.C
  %t903 = mul i64 %t898, %t902
  %t904 = add i64 %t901, %t903
  %t905 = mul i64 %t896, %size.C
  %t906 = add i64 %t904, %t905
  %t907 = add i64 %t906, %i55
  %t908 = getelementptr float, ptr %buf.x, i64 %t907
  %t909 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t908, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t910 = load <16 x float>, ptr %tacc416
  %t911 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t909, <16 x float> %t759, <16 x float> %t910)
  store <16 x float> %t911, ptr %tacc416
  %t912 = add nsw i64 %i433, 1
  store i64 %t912, ptr %c429
  br label %head430
done432:
  br label %taps.done425
winnext427:
  %t915 = icmp eq i64 %size.S, 5
  br i1 %t915, label %win5913, label %winnext914
win5913:
  store i64 %t25, ptr %c916
  br label %head917
head917:
  %i920 = load i64, ptr %c916
  %t921 = icmp slt i64 %i920, %t32
  br i1 %t921, label %body918, label %done919
body918:
  %t922 = mul i64 %size.S, %size.C
  %t923 = mul i64 %i920, %t922
  %t924 = mul i64 0, %size.C
  %t925 = add i64 %t923, %t924
  %t926 = add i64 %t925, %i55
  %t927 = getelementptr float, ptr %buf.w, i64 %t926
  %t928 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t927, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t929 = mul i64 %t417, 1
  %t930 = mul i64 0, 1
  %t931 = add i64 %t929, %t930
  %t932 = add i64 %t931, 0
  %t933 = mul i64 %i920, 1
  %t934 = add i64 %t21, %t933
  %t935 = mul i64 %size.H, %size.W
  %t936 = mul i64 %t935, %size.C
  %t937 = mul i64 %t18, %t936
  %t938 = mul i64 %size.W, %size.C
  %t939 = mul i64 %t934, %t938
  %t940 = add i64 %t937, %t939
  %t941 = mul i64 %t932, %size.C
  %t942 = add i64 %t940, %t941
  %t943 = add i64 %t942, %i55
  %t944 = getelementptr float, ptr %buf.x, i64 %t943
  %t945 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t944, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t946 = load <16 x float>, ptr %tacc409
  %t947 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t945, <16 x float> %t928, <16 x float> %t946)
  store <16 x float> %t947, ptr %tacc409
  %t948 = mul i64 %t418, 1
  %t949 = mul i64 0, 1
  %t950 = add i64 %t948, %t949
  %t951 = add i64 %t950, 0
  %t952 = mul i64 %i920, 1
  %t953 = add i64 %t21, %t952
  %t954 = mul i64 %size.H, %size.W
  %t955 = mul i64 %t954, %size.C
  %t956 = mul i64 %t18, %t955
  %t957 = mul i64 %size.W, %size.C
  %t958 = mul i64 %t953, %t957
  %t959 = add i64 %t956, %t958
  %t960 = mul i64 %t951, %size.C
  %t961 = add i64 %t959, %t960
  %t962 = add i64 %t961, %i55
  %t963 = getelementptr float, ptr %buf.x, i64 %t962
  %t964 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t963, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t965 = load <16 x float>, ptr %tacc410
  %t966 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t964, <16 x float> %t928, <16 x float> %t965)
  store <16 x float> %t966, ptr %tacc410
  %t967 = mul i64 %t419, 1
  %t968 = mul i64 0, 1
  %t969 = add i64 %t967, %t968
  %t970 = add i64 %t969, 0
  %t971 = mul i64 %i920, 1
  %t972 = add i64 %t21, %t971
  %t973 = mul i64 %size.H, %size.W
  %t974 = mul i64 %t973, %size.C
  %t975 = mul i64 %t18, %t974
  %t976 = mul i64 %size.W, %size.C
  %t977 = mul i64 %t972, %t976
  %t978 = add i64 %t975, %t977
  %t979 = mul i64 %t970, %size.C
  %t980 = add i64 %t978, %t979
  %t981 = add i64 %t980, %i55
  %t982 = getelementptr float, ptr %buf.x, i64 %t981
  %t983 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t982, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t984 = load <16 x float>, ptr %tacc411
  %t985 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t983, <16 x float> %t928, <16 x float> %t984)
  store <16 x float> %t985, ptr %tacc411
  %t986 = mul i64 %t420, 1
  %t987 = mul i64 0, 1
  %t988 = add i64 %t986, %t987
  %t989 = add i64 %t988, 0
  %t990 = mul i64 %i920, 1
  %t991 = add i64 %t21, %t990
  %t992 = mul i64 %size.H, %size.W
  %t993 = mul i64 %t992, %size.C
  %t994 = mul i64 %t18, %t993
  %t995 = mul i64 %size.W, %size.C
  %t996 = mul i64 %t991, %t995
  %t997 = add i64 %t994, %t996
  %t998 = mul i64 %t989, %size.C
  %t999 = add i64 %t997, %t998
  %t1000 = add i64 %t999, %i55
  %t1001 = getelementptr float, ptr %buf.x, i64 %t1000
  %t1002 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1001, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1003 = load <16 x float>, ptr %tacc412
  %t1004 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1002, <16 x float> %t928, <16 x float> %t1003)
  store <16 x float> %t1004, ptr %tacc412
  %t1005 = mul i64 %t421, 1
  %t1006 = mul i64 0, 1
  %t1007 = add i64 %t1005, %t1006
  %t1008 = add i64 %t1007, 0
  %t1009 = mul i64 %i920, 1
  %t1010 = add i64 %t21, %t1009
  %t1011 = mul i64 %size.H, %size.W
  %t1012 = mul i64 %t1011, %size.C
  %t1013 = mul i64 %t18, %t1012
  %t1014 = mul i64 %size.W, %size.C
  %t1015 = mul i64 %t1010, %t1014
  %t1016 = add i64 %t1013, %t1015
  %t1017 = mul i64 %t1008, %size.C
  %t1018 = add i64 %t1016, %t1017
  %t1019 = add i64 %t1018, %i55
  %t1020 = getelementptr float, ptr %buf.x, i64 %t1019
  %t1021 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1020, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1022 = load <16 x float>, ptr %tacc413
  %t1023 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1021, <16 x float> %t928, <16 x float> %t1022)
  store <16 x float> %t1023, ptr %tacc413
  %t1024 = mul i64 %t422, 1
  %t1025 = mul i64 0, 1
  %t1026 = add i64 %t1024, %t1025
  %t1027 = add i64 %t1026, 0
  %t1028 = mul i64 %i920, 1
  %t1029 = add i64 %t21, %t1028
  %t1030 = mul i64 %size.H, %size.W
  %t1031 = mul i64 %t1030, %size.C
  %t1032 = mul i64 %t18, %t1031
  %t1033 = mul i64 %size.W, %size.C
  %t1034 = mul i64 %t1029, %t1033
  %t1035 = add i64 %t1032, %t1034
  %t1036 = mul i64 %t1027, %size.C
  %t1037 = add i64 %t1035, %t1036
  %t1038 = add i64 %t1037, %i55
  %t1039 = getelementptr float, ptr %buf.x, i64 %t1038
  %t1040 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1039, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1041 = load <16 x float>, ptr %tacc414
  %t1042 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1040, <16 x float> %t928, <16 x float> %t1041)
  store <16 x float> %t1042, ptr %tacc414
  %t1043 = mul i64 %t423, 1
  %t1044 = mul i64 0, 1
  %t1045 = add i64 %t1043, %t1044
  %t1046 = add i64 %t1045, 0
  %t1047 = mul i64 %i920, 1
  %t1048 = add i64 %t21, %t1047
  %t1049 = mul i64 %size.H, %size.W
  %t1050 = mul i64 %t1049, %size.C
  %t1051 = mul i64 %t18, %t1050
  %t1052 = mul i64 %size.W, %size.C
  %t1053 = mul i64 %t1048, %t1052
  %t1054 = add i64 %t1051, %t1053
  %t1055 = mul i64 %t1046, %size.C
  %t1056 = add i64 %t1054, %t1055
  %t1057 = add i64 %t1056, %i55
  %t1058 = getelementptr float, ptr %buf.x, i64 %t1057
  %t1059 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1058, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1060 = load <16 x float>, ptr %tacc415
  %t1061 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1059, <16 x float> %t928, <16 x float> %t1060)
  store <16 x float> %t1061, ptr %tacc415
  %t1062 = mul i64 %t424, 1
  %t1063 = mul i64 0, 1
  %t1064 = add i64 %t1062, %t1063
  %t1065 = add i64 %t1064, 0
  %t1066 = mul i64 %i920, 1
  %t1067 = add i64 %t21, %t1066
  %t1068 = mul i64 %size.H, %size.W
  %t1069 = mul i64 %t1068, %size.C
  %t1070 = mul i64 %t18, %t1069
  %t1071 = mul i64 %size.W, %size.C
  %t1072 = mul i64 %t1067, %t1071
  %t1073 = add i64 %t1070, %t1072
  %t1074 = mul i64 %t1065, %size.C
  %t1075 = add i64 %t1073, %t1074
  %t1076 = add i64 %t1075, %i55
  %t1077 = getelementptr float, ptr %buf.x, i64 %t1076
  %t1078 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1077, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1079 = load <16 x float>, ptr %tacc416
  %t1080 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1078, <16 x float> %t928, <16 x float> %t1079)
  store <16 x float> %t1080, ptr %tacc416
  %t1081 = mul i64 %size.S, %size.C
  %t1082 = mul i64 %i920, %t1081
  %t1083 = mul i64 1, %size.C
  %t1084 = add i64 %t1082, %t1083
  %t1085 = add i64 %t1084, %i55
  %t1086 = getelementptr float, ptr %buf.w, i64 %t1085
  %t1087 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1086, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1088 = mul i64 %t417, 1
  %t1089 = mul i64 1, 1
  %t1090 = add i64 %t1088, %t1089
  %t1091 = add i64 %t1090, 0
  %t1092 = mul i64 %i920, 1
  %t1093 = add i64 %t21, %t1092
  %t1094 = mul i64 %size.H, %size.W
  %t1095 = mul i64 %t1094, %size.C
  %t1096 = mul i64 %t18, %t1095
  %t1097 = mul i64 %size.W, %size.C
  %t1098 = mul i64 %t1093, %t1097
  %t1099 = add i64 %t1096, %t1098
  %t1100 = mul i64 %t1091, %size.C
  %t1101 = add i64 %t1099, %t1100
  %t1102 = add i64 %t1101, %i55
  %t1103 = getelementptr float, ptr %buf.x, i64 %t1102
  %t1104 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1103, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1105 = load <16 x float>, ptr %tacc409
  %t1106 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1104, <16 x float> %t1087, <16 x float> %t1105)
  store <16 x float> %t1106, ptr %tacc409
  %t1107 = mul i64 %t418, 1
  %t1108 = mul i64 1, 1
  %t1109 = add i64 %t1107, %t1108
  %t1110 = add i64 %t1109, 0
  %t1111 = mul i64 %i920, 1
  %t1112 = add i64 %t21, %t1111
  %t1113 = mul i64 %size.H, %size.W
  %t1114 = mul i64 %t1113, %size.C
  %t1115 = mul i64 %t18, %t1114
  %t1116 = mul i64 %size.W, %size.C
  %t1117 = mul i64 %t1112, %t1116
  %t1118 = add i64 %t1115, %t1117
  %t1119 = mul i64 %t1110, %size.C
  %t1120 = add i64 %t1118, %t1119
  %t1121 = add i64 %t1120, %i55
  %t1122 = getelementptr float, ptr %buf.x, i64 %t1121
  %t1123 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1122, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1124 = load <16 x float>, ptr %tacc410
  %t1125 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1123, <16 x float> %t1087, <16 x float> %t1124)
  store <16 x float> %t1125, ptr %tacc410
  %t1126 = mul i64 %t419, 1
  %t1127 = mul i64 1, 1
  %t1128 = add i64 %t1126, %t1127
  %t1129 = add i64 %t1128, 0
  %t1130 = mul i64 %i920, 1
  %t1131 = add i64 %t21, %t1130
  %t1132 = mul i64 %size.H, %size.W
  %t1133 = mul i64 %t1132, %size.C
  %t1134 = mul i64 %t18, %t1133
  %t1135 = mul i64 %size.W, %size.C
  %t1136 = mul i64 %t1131, %t1135
  %t1137 = add i64 %t1134, %t1136
  %t1138 = mul i64 %t1129, %size.C
  %t1139 = add i64 %t1137, %t1138
  %t1140 = add i64 %t1139, %i55
  %t1141 = getelementptr float, ptr %buf.x, i64 %t1140
  %t1142 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1141, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1143 = load <16 x float>, ptr %tacc411
  %t1144 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1142, <16 x float> %t1087, <16 x float> %t1143)
  store <16 x float> %t1144, ptr %tacc411
  %t1145 = mul i64 %t420, 1
  %t1146 = mul i64 1, 1
  %t1147 = add i64 %t1145, %t1146
  %t1148 = add i64 %t1147, 0
  %t1149 = mul i64 %i920, 1
  %t1150 = add i64 %t21, %t1149
  %t1151 = mul i64 %size.H, %size.W
  %t1152 = mul i64 %t1151, %size.C
  %t1153 = mul i64 %t18, %t1152
  %t1154 = mul i64 %size.W, %size.C
  %t1155 = mul i64 %t1150, %t1154
  %t1156 = add i64 %t1153, %t1155
  %t1157 = mul i64 %t1148, %size.C
  %t1158 = add i64 %t1156, %t1157
  %t1159 = add i64 %t1158, %i55
  %t1160 = getelementptr float, ptr %buf.x, i64 %t1159
  %t1161 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1160, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1162 = load <16 x float>, ptr %tacc412
  %t1163 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1161, <16 x float> %t1087, <16 x float> %t1162)
  store <16 x float> %t1163, ptr %tacc412
  %t1164 = mul i64 %t421, 1
  %t1165 = mul i64 1, 1
  %t1166 = add i64 %t1164, %t1165
  %t1167 = add i64 %t1166, 0
  %t1168 = mul i64 %i920, 1
  %t1169 = add i64 %t21, %t1168
  %t1170 = mul i64 %size.H, %size.W
  %t1171 = mul i64 %t1170, %size.C
  %t1172 = mul i64 %t18, %t1171
  %t1173 = mul i64 %size.W, %size.C
  %t1174 = mul i64 %t1169, %t1173
  %t1175 = add i64 %t1172, %t1174
  %t1176 = mul i64 %t1167, %size.C
  %t1177 = add i64 %t1175, %t1176
  %t1178 = add i64 %t1177, %i55
  %t1179 = getelementptr float, ptr %buf.x, i64 %t1178
  %t1180 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1179, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1181 = load <16 x float>, ptr %tacc413
  %t1182 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1180, <16 x float> %t1087, <16 x float> %t1181)
  store <16 x float> %t1182, ptr %tacc413
  %t1183 = mul i64 %t422, 1
  %t1184 = mul i64 1, 1
  %t1185 = add i64 %t1183, %t1184
  %t1186 = add i64 %t1185, 0
  %t1187 = mul i64 %i920, 1
  %t1188 = add i64 %t21, %t1187
  %t1189 = mul i64 %size.H, %size.W
  %t1190 = mul i64 %t1189, %size.C
  %t1191 = mul i64 %t18, %t1190
  %t1192 = mul i64 %size.W, %size.C
  %t1193 = mul i64 %t1188, %t1192
  %t1194 = add i64 %t1191, %t1193
  %t1195 = mul i64 %t1186, %size.C
  %t1196 = add i64 %t1194, %t1195
  %t1197 = add i64 %t1196, %i55
  %t1198 = getelementptr float, ptr %buf.x, i64 %t1197
  %t1199 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1198, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1200 = load <16 x float>, ptr %tacc414
  %t1201 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1199, <16 x float> %t1087, <16 x float> %t1200)
  store <16 x float> %t1201, ptr %tacc414
  %t1202 = mul i64 %t423, 1
  %t1203 = mul i64 1, 1
  %t1204 = add i64 %t1202, %t1203
  %t1205 = add i64 %t1204, 0
  %t1206 = mul i64 %i920, 1
  %t1207 = add i64 %t21, %t1206
  %t1208 = mul i64 %size.H, %size.W
  %t1209 = mul i64 %t1208, %size.C
  %t1210 = mul i64 %t18, %t1209
  %t1211 = mul i64 %size.W, %size.C
  %t1212 = mul i64 %t1207, %t1211
  %t1213 = add i64 %t1210, %t1212
  %t1214 = mul i64 %t1205, %size.C
  %t1215 = add i64 %t1213, %t1214
  %t1216 = add i64 %t1215, %i55
  %t1217 = getelementptr float, ptr %buf.x, i64 %t1216
  %t1218 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1217, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1219 = load <16 x float>, ptr %tacc415
  %t1220 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1218, <16 x float> %t1087, <16 x float> %t1219)
  store <16 x float> %t1220, ptr %tacc415
  %t1221 = mul i64 %t424, 1
  %t1222 = mul i64 1, 1
  %t1223 = add i64 %t1221, %t1222
  %t1224 = add i64 %t1223, 0
  %t1225 = mul i64 %i920, 1
  %t1226 = add i64 %t21, %t1225
  %t1227 = mul i64 %size.H, %size.W
  %t1228 = mul i64 %t1227, %size.C
  %t1229 = mul i64 %t18, %t1228
  %t1230 = mul i64 %size.W, %size.C
  %t1231 = mul i64 %t1226, %t1230
  %t1232 = add i64 %t1229, %t1231
  %t1233 = mul i64 %t1224, %size.C
  %t1234 = add i64 %t1232, %t1233
  %t1235 = add i64 %t1234, %i55
  %t1236 = getelementptr float, ptr %buf.x, i64 %t1235
  %t1237 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1236, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1238 = load <16 x float>, ptr %tacc416
  %t1239 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1237, <16 x float> %t1087, <16 x float> %t1238)
  store <16 x float> %t1239, ptr %tacc416
  %t1240 = mul i64 %size.S, %size.C
  %t1241 = mul i64 %i920, %t1240
  %t1242 = mul i64 2, %size.C
  %t1243 = add i64 %t1241, %t1242
  %t1244 = add i64 %t1243, %i55
  %t1245 = getelementptr float, ptr %buf.w, i64 %t1244
  %t1246 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1245, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1247 = mul i64 %t417, 1
  %t1248 = mul i64 2, 1
  %t1249 = add i64 %t1247, %t1248
  %t1250 = add i64 %t1249, 0
  %t1251 = mul i64 %i920, 1
  %t1252 = add i64 %t21, %t1251
  %t1253 = mul i64 %size.H, %size.W
  %t1254 = mul i64 %t1253, %size.C
  %t1255 = mul i64 %t18, %t1254
  %t1256 = mul i64 %size.W, %size.C
  %t1257 = mul i64 %t1252, %t1256
  %t1258 = add i64 %t1255, %t1257
  %t1259 = mul i64 %t1250, %size.C
  %t1260 = add i64 %t1258, %t1259
  %t1261 = add i64 %t1260, %i55
  %t1262 = getelementptr float, ptr %buf.x, i64 %t1261
  %t1263 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1262, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1264 = load <16 x float>, ptr %tacc409
  %t1265 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1263, <16 x float> %t1246, <16 x float> %t1264)
  store <16 x float> %t1265, ptr %tacc409
  %t1266 = mul i64 %t418, 1
  %t1267 = mul i64 2, 1
  %t1268 = add i64 %t1266, %t1267
  %t1269 = add i64 %t1268, 0
  %t1270 = mul i64 %i920, 1
  %t1271 = add i64 %t21, %t1270
  %t1272 = mul i64 %size.H, %size.W
  %t1273 = mul i64 %t1272, %size.C
  %t1274 = mul i64 %t18, %t1273
  %t1275 = mul i64 %size.W, %size.C
  %t1276 = mul i64 %t1271, %t1275
  %t1277 = add i64 %t1274, %t1276
  %t1278 = mul i64 %t1269, %size.C
  %t1279 = add i64 %t1277, %t1278
  %t1280 = add i64 %t1279, %i55
  %t1281 = getelementptr float, ptr %buf.x, i64 %t1280
  %t1282 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1281, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1283 = load <16 x float>, ptr %tacc410
  %t1284 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1282, <16 x float> %t1246, <16 x float> %t1283)
  store <16 x float> %t1284, ptr %tacc410
  %t1285 = mul i64 %t419, 1
  %t1286 = mul i64 2, 1
  %t1287 = add i64 %t1285, %t1286
  %t1288 = add i64 %t1287, 0
  %t1289 = mul i64 %i920, 1
  %t1290 = add i64 %t21, %t1289
  %t1291 = mul i64 %size.H, %size.W
  %t1292 = mul i64 %t1291, %size.C
  %t1293 = mul i64 %t18, %t1292
  %t1294 = mul i64 %size.W, %size.C
  %t1295 = mul i64 %t1290, %t1294
  %t1296 = add i64 %t1293, %t1295
  %t1297 = mul i64 %t1288, %size.C
  %t1298 = add i64 %t1296, %t1297
  %t1299 = add i64 %t1298, %i55
  %t1300 = getelementptr float, ptr %buf.x, i64 %t1299
  %t1301 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1300, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1302 = load <16 x float>, ptr %tacc411
  %t1303 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1301, <16 x float> %t1246, <16 x float> %t1302)
  store <16 x float> %t1303, ptr %tacc411
  %t1304 = mul i64 %t420, 1
  %t1305 = mul i64 2, 1
  %t1306 = add i64 %t1304, %t1305
  %t1307 = add i64 %t1306, 0
  %t1308 = mul i64 %i920, 1
  %t1309 = add i64 %t21, %t1308
  %t1310 = mul i64 %size.H, %size.W
  %t1311 = mul i64 %t1310, %size.C
  %t1312 = mul i64 %t18, %t1311
  %t1313 = mul i64 %size.W, %size.C
  %t1314 = mul i64 %t1309, %t1313
  %t1315 = add i64 %t1312, %t1314
  %t1316 = mul i64 %t1307, %size.C
  %t1317 = add i64 %t1315, %t1316
  %t1318 = add i64 %t1317, %i55
  %t1319 = getelementptr float, ptr %buf.x, i64 %t1318
  %t1320 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1319, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1321 = load <16 x float>, ptr %tacc412
  %t1322 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1320, <16 x float> %t1246, <16 x float> %t1321)
  store <16 x float> %t1322, ptr %tacc412
  %t1323 = mul i64 %t421, 1
  %t1324 = mul i64 2, 1
  %t1325 = add i64 %t1323, %t1324
  %t1326 = add i64 %t1325, 0
  %t1327 = mul i64 %i920, 1
  %t1328 = add i64 %t21, %t1327
  %t1329 = mul i64 %size.H, %size.W
  %t1330 = mul i64 %t1329, %size.C
  %t1331 = mul i64 %t18, %t1330
  %t1332 = mul i64 %size.W, %size.C
  %t1333 = mul i64 %t1328, %t1332
  %t1334 = add i64 %t1331, %t1333
  %t1335 = mul i64 %t1326, %size.C
  %t1336 = add i64 %t1334, %t1335
  %t1337 = add i64 %t1336, %i55
  %t1338 = getelementptr float, ptr %buf.x, i64 %t1337
  %t1339 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1338, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1340 = load <16 x float>, ptr %tacc413
  %t1341 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1339, <16 x float> %t1246, <16 x float> %t1340)
  store <16 x float> %t1341, ptr %tacc413
  %t1342 = mul i64 %t422, 1
  %t1343 = mul i64 2, 1
  %t1344 = add i64 %t1342, %t1343
  %t1345 = add i64 %t1344, 0
  %t1346 = mul i64 %i920, 1
  %t1347 = add i64 %t21, %t1346
  %t1348 = mul i64 %size.H, %size.W
  %t1349 = mul i64 %t1348, %size.C
  %t1350 = mul i64 %t18, %t1349
  %t1351 = mul i64 %size.W, %size.C
  %t1352 = mul i64 %t1347, %t1351
  %t1353 = add i64 %t1350, %t1352
  %t1354 = mul i64 %t1345, %size.C
  %t1355 = add i64 %t1353, %t1354
  %t1356 = add i64 %t1355, %i55
  %t1357 = getelementptr float, ptr %buf.x, i64 %t1356
  %t1358 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1357, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1359 = load <16 x float>, ptr %tacc414
  %t1360 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1358, <16 x float> %t1246, <16 x float> %t1359)
  store <16 x float> %t1360, ptr %tacc414
  %t1361 = mul i64 %t423, 1
  %t1362 = mul i64 2, 1
  %t1363 = add i64 %t1361, %t1362
  %t1364 = add i64 %t1363, 0
  %t1365 = mul i64 %i920, 1
  %t1366 = add i64 %t21, %t1365
  %t1367 = mul i64 %size.H, %size.W
  %t1368 = mul i64 %t1367, %size.C
  %t1369 = mul i64 %t18, %t1368
  %t1370 = mul i64 %size.W, %size.C
  %t1371 = mul i64 %t1366, %t1370
  %t1372 = add i64 %t1369, %t1371
  %t1373 = mul i64 %t1364, %size.C
  %t1374 = add i64 %t1372, %t1373
  %t1375 = add i64 %t1374, %i55
  %t1376 = getelementptr float, ptr %buf.x, i64 %t1375
  %t1377 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1376, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1378 = load <16 x float>, ptr %tacc415
  %t1379 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1377, <16 x float> %t1246, <16 x float> %t1378)
  store <16 x float> %t1379, ptr %tacc415
  %t1380 = mul i64 %t424, 1
  %t1381 = mul i64 2, 1
  %t1382 = add i64 %t1380, %t1381
  %t1383 = add i64 %t1382, 0
  %t1384 = mul i64 %i920, 1
  %t1385 = add i64 %t21, %t1384
  %t1386 = mul i64 %size.H, %size.W
  %t1387 = mul i64 %t1386, %size.C
  %t1388 = mul i64 %t18, %t1387
  %t1389 = mul i64 %size.W, %size.C
  %t1390 = mul i64 %t1385, %t1389
  %t1391 = add i64 %t1388, %t1390
  %t1392 = mul i64 %t1383, %size.C
  %t1393 = add i64 %t1391, %t1392
  %t1394 = add i64 %t1393, %i55
  %t1395 = getelementptr float, ptr %buf.x, i64 %t1394
  %t1396 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1395, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1397 = load <16 x float>, ptr %tacc416
  %t1398 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1396, <16 x float> %t1246, <16 x float> %t1397)
  store <16 x float> %t1398, ptr %tacc416
  %t1399 = mul i64 %size.S, %size.C
  %t1400 = mul i64 %i920, %t1399
  %t1401 = mul i64 3, %size.C
  %t1402 = add i64 %t1400, %t1401
  %t1403 = add i64 %t1402, %i55
  %t1404 = getelementptr float, ptr %buf.w, i64 %t1403
  %t1405 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1404, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1406 = mul i64 %t417, 1
  %t1407 = mul i64 3, 1
  %t1408 = add i64 %t1406, %t1407
  %t1409 = add i64 %t1408, 0
  %t1410 = mul i64 %i920, 1
  %t1411 = add i64 %t21, %t1410
  %t1412 = mul i64 %size.H, %size.W
  %t1413 = mul i64 %t1412, %size.C
  %t1414 = mul i64 %t18, %t1413
  %t1415 = mul i64 %size.W, %size.C
  %t1416 = mul i64 %t1411, %t1415
  %t1417 = add i64 %t1414, %t1416
  %t1418 = mul i64 %t1409, %size.C
  %t1419 = add i64 %t1417, %t1418
  %t1420 = add i64 %t1419, %i55
  %t1421 = getelementptr float, ptr %buf.x, i64 %t1420
  %t1422 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1421, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1423 = load <16 x float>, ptr %tacc409
  %t1424 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1422, <16 x float> %t1405, <16 x float> %t1423)
  store <16 x float> %t1424, ptr %tacc409
  %t1425 = mul i64 %t418, 1
  %t1426 = mul i64 3, 1
  %t1427 = add i64 %t1425, %t1426
  %t1428 = add i64 %t1427, 0
  %t1429 = mul i64 %i920, 1
  %t1430 = add i64 %t21, %t1429
  %t1431 = mul i64 %size.H, %size.W
  %t1432 = mul i64 %t1431, %size.C
  %t1433 = mul i64 %t18, %t1432
  %t1434 = mul i64 %size.W, %size.C
  %t1435 = mul i64 %t1430, %t1434
  %t1436 = add i64 %t1433, %t1435
  %t1437 = mul i64 %t1428, %size.C
  %t1438 = add i64 %t1436, %t1437
  %t1439 = add i64 %t1438, %i55
  %t1440 = getelementptr float, ptr %buf.x, i64 %t1439
  %t1441 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1440, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1442 = load <16 x float>, ptr %tacc410
  %t1443 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1441, <16 x float> %t1405, <16 x float> %t1442)
  store <16 x float> %t1443, ptr %tacc410
  %t1444 = mul i64 %t419, 1
  %t1445 = mul i64 3, 1
  %t1446 = add i64 %t1444, %t1445
  %t1447 = add i64 %t1446, 0
  %t1448 = mul i64 %i920, 1
  %t1449 = add i64 %t21, %t1448
  %t1450 = mul i64 %size.H, %size.W
  %t1451 = mul i64 %t1450, %size.C
  %t1452 = mul i64 %t18, %t1451
  %t1453 = mul i64 %size.W, %size.C
  %t1454 = mul i64 %t1449, %t1453
  %t1455 = add i64 %t1452, %t1454
  %t1456 = mul i64 %t1447, %size.C
  %t1457 = add i64 %t1455, %t1456
  %t1458 = add i64 %t1457, %i55
  %t1459 = getelementptr float, ptr %buf.x, i64 %t1458
  %t1460 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1459, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1461 = load <16 x float>, ptr %tacc411
  %t1462 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1460, <16 x float> %t1405, <16 x float> %t1461)
  store <16 x float> %t1462, ptr %tacc411
  %t1463 = mul i64 %t420, 1
  %t1464 = mul i64 3, 1
  %t1465 = add i64 %t1463, %t1464
  %t1466 = add i64 %t1465, 0
  %t1467 = mul i64 %i920, 1
  %t1468 = add i64 %t21, %t1467
  %t1469 = mul i64 %size.H, %size.W
  %t1470 = mul i64 %t1469, %size.C
  %t1471 = mul i64 %t18, %t1470
  %t1472 = mul i64 %size.W, %size.C
  %t1473 = mul i64 %t1468, %t1472
  %t1474 = add i64 %t1471, %t1473
  %t1475 = mul i64 %t1466, %size.C
  %t1476 = add i64 %t1474, %t1475
  %t1477 = add i64 %t1476, %i55
  %t1478 = getelementptr float, ptr %buf.x, i64 %t1477
  %t1479 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1478, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1480 = load <16 x float>, ptr %tacc412
  %t1481 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1479, <16 x float> %t1405, <16 x float> %t1480)
  store <16 x float> %t1481, ptr %tacc412
  %t1482 = mul i64 %t421, 1
  %t1483 = mul i64 3, 1
  %t1484 = add i64 %t1482, %t1483
  %t1485 = add i64 %t1484, 0
  %t1486 = mul i64 %i920, 1
  %t1487 = add i64 %t21, %t1486
  %t1488 = mul i64 %size.H, %size.W
  %t1489 = mul i64 %t1488, %size.C
  %t1490 = mul i64 %t18, %t1489
  %t1491 = mul i64 %size.W, %size.C
  %t1492 = mul i64 %t1487, %t1491
  %t1493 = add i64 %t1490, %t1492
  %t1494 = mul i64 %t1485, %size.C
  %t1495 = add i64 %t1493, %t1494
  %t1496 = add i64 %t1495, %i55
  %t1497 = getelementptr float, ptr %buf.x, i64 %t1496
  %t1498 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1497, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1499 = load <16 x float>, ptr %tacc413
  %t1500 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1498, <16 x float> %t1405, <16 x float> %t1499)
  store <16 x float> %t1500, ptr %tacc413
  %t1501 = mul i64 %t422, 1
  %t1502 = mul i64 3, 1
  %t1503 = add i64 %t1501, %t1502
  %t1504 = add i64 %t1503, 0
  %t1505 = mul i64 %i920, 1
  %t1506 = add i64 %t21, %t1505
  %t1507 = mul i64 %size.H, %size.W
  %t1508 = mul i64 %t1507, %size.C
  %t1509 = mul i64 %t18, %t1508
  %t1510 = mul i64 %size.W, %size.C
  %t1511 = mul i64 %t1506, %t1510
  %t1512 = add i64 %t1509, %t1511
  %t1513 = mul i64 %t1504, %size.C
  %t1514 = add i64 %t1512, %t1513
  %t1515 = add i64 %t1514, %i55
  %t1516 = getelementptr float, ptr %buf.x, i64 %t1515
  %t1517 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1516, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1518 = load <16 x float>, ptr %tacc414
  %t1519 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1517, <16 x float> %t1405, <16 x float> %t1518)
  store <16 x float> %t1519, ptr %tacc414
  %t1520 = mul i64 %t423, 1
  %t1521 = mul i64 3, 1
  %t1522 = add i64 %t1520, %t1521
  %t1523 = add i64 %t1522, 0
  %t1524 = mul i64 %i920, 1
  %t1525 = add i64 %t21, %t1524
  %t1526 = mul i64 %size.H, %size.W
  %t1527 = mul i64 %t1526, %size.C
  %t1528 = mul i64 %t18, %t1527
  %t1529 = mul i64 %size.W, %size.C
  %t1530 = mul i64 %t1525, %t1529
  %t1531 = add i64 %t1528, %t1530
  %t1532 = mul i64 %t1523, %size.C
  %t1533 = add i64 %t1531, %t1532
  %t1534 = add i64 %t1533, %i55
  %t1535 = getelementptr float, ptr %buf.x, i64 %t1534
  %t1536 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1535, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1537 = load <16 x float>, ptr %tacc415
  %t1538 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1536, <16 x float> %t1405, <16 x float> %t1537)
  store <16 x float> %t1538, ptr %tacc415
  %t1539 = mul i64 %t424, 1
  %t1540 = mul i64 3, 1
  %t1541 = add i64 %t1539, %t1540
  %t1542 = add i64 %t1541, 0
  %t1543 = mul i64 %i920, 1
  %t1544 = add i64 %t21, %t1543
  %t1545 = mul i64 %size.H, %size.W
  %t1546 = mul i64 %t1545, %size.C
  %t1547 = mul i64 %t18, %t1546
  %t1548 = mul i64 %size.W, %size.C
  %t1549 = mul i64 %t1544, %t1548
  %t1550 = add i64 %t1547, %t1549
  %t1551 = mul i64 %t1542, %size.C
  %t1552 = add i64 %t1550, %t1551
  %t1553 = add i64 %t1552, %i55
  %t1554 = getelementptr float, ptr %buf.x, i64 %t1553
  %t1555 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1554, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1556 = load <16 x float>, ptr %tacc416
  %t1557 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1555, <16 x float> %t1405, <16 x float> %t1556)
  store <16 x float> %t1557, ptr %tacc416
  %t1558 = mul i64 %size.S, %size.C
  %t1559 = mul i64 %i920, %t1558
  %t1560 = mul i64 4, %size.C
  %t1561 = add i64 %t1559, %t1560
  %t1562 = add i64 %t1561, %i55
  %t1563 = getelementptr float, ptr %buf.w, i64 %t1562
  %t1564 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1563, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1565 = mul i64 %t417, 1
  %t1566 = mul i64 4, 1
  %t1567 = add i64 %t1565, %t1566
  %t1568 = add i64 %t1567, 0
  %t1569 = mul i64 %i920, 1
  %t1570 = add i64 %t21, %t1569
  %t1571 = mul i64 %size.H, %size.W
  %t1572 = mul i64 %t1571, %size.C
  %t1573 = mul i64 %t18, %t1572
  %t1574 = mul i64 %size.W, %size.C
  %t1575 = mul i64 %t1570, %t1574
  %t1576 = add i64 %t1573, %t1575
  %t1577 = mul i64 %t1568, %size.C
  %t1578 = add i64 %t1576, %t1577
  %t1579 = add i64 %t1578, %i55
  %t1580 = getelementptr float, ptr %buf.x, i64 %t1579
  %t1581 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1580, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1582 = load <16 x float>, ptr %tacc409
  %t1583 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1581, <16 x float> %t1564, <16 x float> %t1582)
  store <16 x float> %t1583, ptr %tacc409
  %t1584 = mul i64 %t418, 1
  %t1585 = mul i64 4, 1
  %t1586 = add i64 %t1584, %t1585
  %t1587 = add i64 %t1586, 0
  %t1588 = mul i64 %i920, 1
  %t1589 = add i64 %t21, %t1588
  %t1590 = mul i64 %size.H, %size.W
  %t1591 = mul i64 %t1590, %size.C
  %t1592 = mul i64 %t18, %t1591
  %t1593 = mul i64 %size.W, %size.C
  %t1594 = mul i64 %t1589, %t1593
  %t1595 = add i64 %t1592, %t1594
  %t1596 = mul i64 %t1587, %size.C
  %t1597 = add i64 %t1595, %t1596
  %t1598 = add i64 %t1597, %i55
  %t1599 = getelementptr float, ptr %buf.x, i64 %t1598
  %t1600 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1599, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1601 = load <16 x float>, ptr %tacc410
  %t1602 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1600, <16 x float> %t1564, <16 x float> %t1601)
  store <16 x float> %t1602, ptr %tacc410
  %t1603 = mul i64 %t419, 1
  %t1604 = mul i64 4, 1
  %t1605 = add i64 %t1603, %t1604
  %t1606 = add i64 %t1605, 0
  %t1607 = mul i64 %i920, 1
  %t1608 = add i64 %t21, %t1607
  %t1609 = mul i64 %size.H, %size.W
  %t1610 = mul i64 %t1609, %size.C
  %t1611 = mul i64 %t18, %t1610
  %t1612 = mul i64 %size.W, %size.C
  %t1613 = mul i64 %t1608, %t1612
  %t1614 = add i64 %t1611, %t1613
  %t1615 = mul i64 %t1606, %size.C
  %t1616 = add i64 %t1614, %t1615
  %t1617 = add i64 %t1616, %i55
  %t1618 = getelementptr float, ptr %buf.x, i64 %t1617
  %t1619 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1618, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1620 = load <16 x float>, ptr %tacc411
  %t1621 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1619, <16 x float> %t1564, <16 x float> %t1620)
  store <16 x float> %t1621, ptr %tacc411
  %t1622 = mul i64 %t420, 1
  %t1623 = mul i64 4, 1
  %t1624 = add i64 %t1622, %t1623
  %t1625 = add i64 %t1624, 0
  %t1626 = mul i64 %i920, 1
  %t1627 = add i64 %t21, %t1626
  %t1628 = mul i64 %size.H, %size.W
  %t1629 = mul i64 %t1628, %size.C
  %t1630 = mul i64 %t18, %t1629
  %t1631 = mul i64 %size.W, %size.C
  %t1632 = mul i64 %t1627, %t1631
  %t1633 = add i64 %t1630, %t1632
  %t1634 = mul i64 %t1625, %size.C
  %t1635 = add i64 %t1633, %t1634
  %t1636 = add i64 %t1635, %i55
  %t1637 = getelementptr float, ptr %buf.x, i64 %t1636
  %t1638 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1637, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1639 = load <16 x float>, ptr %tacc412
  %t1640 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1638, <16 x float> %t1564, <16 x float> %t1639)
  store <16 x float> %t1640, ptr %tacc412
  %t1641 = mul i64 %t421, 1
  %t1642 = mul i64 4, 1
  %t1643 = add i64 %t1641, %t1642
  %t1644 = add i64 %t1643, 0
  %t1645 = mul i64 %i920, 1
  %t1646 = add i64 %t21, %t1645
  %t1647 = mul i64 %size.H, %size.W
  %t1648 = mul i64 %t1647, %size.C
  %t1649 = mul i64 %t18, %t1648
  %t1650 = mul i64 %size.W, %size.C
  %t1651 = mul i64 %t1646, %t1650
  %t1652 = add i64 %t1649, %t1651
  %t1653 = mul i64 %t1644, %size.C
  %t1654 = add i64 %t1652, %t1653
  %t1655 = add i64 %t1654, %i55
  %t1656 = getelementptr float, ptr %buf.x, i64 %t1655
  %t1657 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1656, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1658 = load <16 x float>, ptr %tacc413
  %t1659 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1657, <16 x float> %t1564, <16 x float> %t1658)
  store <16 x float> %t1659, ptr %tacc413
  %t1660 = mul i64 %t422, 1
  %t1661 = mul i64 4, 1
  %t1662 = add i64 %t1660, %t1661
  %t1663 = add i64 %t1662, 0
  %t1664 = mul i64 %i920, 1
  %t1665 = add i64 %t21, %t1664
  %t1666 = mul i64 %size.H, %size.W
  %t1667 = mul i64 %t1666, %size.C
  %t1668 = mul i64 %t18, %t1667
  %t1669 = mul i64 %size.W, %size.C
  %t1670 = mul i64 %t1665, %t1669
  %t1671 = add i64 %t1668, %t1670
  %t1672 = mul i64 %t1663, %size.C
  %t1673 = add i64 %t1671, %t1672
  %t1674 = add i64 %t1673, %i55
  %t1675 = getelementptr float, ptr %buf.x, i64 %t1674
  %t1676 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1675, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1677 = load <16 x float>, ptr %tacc414
  %t1678 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1676, <16 x float> %t1564, <16 x float> %t1677)
  store <16 x float> %t1678, ptr %tacc414
  %t1679 = mul i64 %t423, 1
  %t1680 = mul i64 4, 1
  %t1681 = add i64 %t1679, %t1680
  %t1682 = add i64 %t1681, 0
  %t1683 = mul i64 %i920, 1
  %t1684 = add i64 %t21, %t1683
  %t1685 = mul i64 %size.H, %size.W
  %t1686 = mul i64 %t1685, %size.C
  %t1687 = mul i64 %t18, %t1686
  %t1688 = mul i64 %size.W, %size.C
  %t1689 = mul i64 %t1684, %t1688
  %t1690 = add i64 %t1687, %t1689
  %t1691 = mul i64 %t1682, %size.C
  %t1692 = add i64 %t1690, %t1691
  %t1693 = add i64 %t1692, %i55
  %t1694 = getelementptr float, ptr %buf.x, i64 %t1693
  %t1695 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1694, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1696 = load <16 x float>, ptr %tacc415
  %t1697 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1695, <16 x float> %t1564, <16 x float> %t1696)
  store <16 x float> %t1697, ptr %tacc415
  %t1698 = mul i64 %t424, 1
  %t1699 = mul i64 4, 1
  %t1700 = add i64 %t1698, %t1699
  %t1701 = add i64 %t1700, 0
  %t1702 = mul i64 %i920, 1
  %t1703 = add i64 %t21, %t1702
  %t1704 = mul i64 %size.H, %size.W
  %t1705 = mul i64 %t1704, %size.C
  %t1706 = mul i64 %t18, %t1705
  %t1707 = mul i64 %size.W, %size.C
  %t1708 = mul i64 %t1703, %t1707
  %t1709 = add i64 %t1706, %t1708
  %t1710 = mul i64 %t1701, %size.C
  %t1711 = add i64 %t1709, %t1710
  %t1712 = add i64 %t1711, %i55
  %t1713 = getelementptr float, ptr %buf.x, i64 %t1712
  %t1714 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1713, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1715 = load <16 x float>, ptr %tacc416
  %t1716 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1714, <16 x float> %t1564, <16 x float> %t1715)
  store <16 x float> %t1716, ptr %tacc416
  %t1717 = add nsw i64 %i920, 1
  store i64 %t1717, ptr %c916
  br label %head917
done919:
  br label %taps.done425
winnext914:
  store i64 %t25, ptr %c1718
  br label %head1719
head1719:
  %i1722 = load i64, ptr %c1718
  %t1723 = icmp slt i64 %i1722, %t32
  br i1 %t1723, label %body1720, label %done1721
body1720:
  store i64 0, ptr %c1724
  br label %head1725
head1725:
  %i1728 = load i64, ptr %c1724
  %t1729 = icmp slt i64 %i1728, %size.S
  br i1 %t1729, label %body1726, label %done1727
body1726:
  %t1730 = mul i64 %size.S, %size.C
  %t1731 = mul i64 %i1722, %t1730
  %t1732 = mul i64 %i1728, %size.C
  %t1733 = add i64 %t1731, %t1732
  %t1734 = add i64 %t1733, %i55
  %t1735 = getelementptr float, ptr %buf.w, i64 %t1734
  %t1736 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1735, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1737 = mul i64 %t417, 1
  %t1738 = mul i64 %i1728, 1
  %t1739 = add i64 %t1737, %t1738
  %t1740 = add i64 %t1739, 0
  %t1741 = mul i64 %i1722, 1
  %t1742 = add i64 %t21, %t1741
  %t1743 = mul i64 %size.H, %size.W
  %t1744 = mul i64 %t1743, %size.C
  %t1745 = mul i64 %t18, %t1744
  %t1746 = mul i64 %size.W, %size.C
  %t1747 = mul i64 %t1742, %t1746
  %t1748 = add i64 %t1745, %t1747
  %t1749 = mul i64 %t1740, %size.C
  %t1750 = add i64 %t1748, %t1749
  %t1751 = add i64 %t1750, %i55
  %t1752 = getelementptr float, ptr %buf.x, i64 %t1751
  %t1753 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1752, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1754 = load <16 x float>, ptr %tacc409
  %t1755 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1753, <16 x float> %t1736, <16 x float> %t1754)
  store <16 x float> %t1755, ptr %tacc409
  %t1756 = mul i64 %t418, 1
  %t1757 = mul i64 %i1728, 1
  %t1758 = add i64 %t1756, %t1757
  %t1759 = add i64 %t1758, 0
  %t1760 = mul i64 %i1722, 1
  %t1761 = add i64 %t21, %t1760
  %t1762 = mul i64 %size.H, %size.W
  %t1763 = mul i64 %t1762, %size.C
  %t1764 = mul i64 %t18, %t1763
  %t1765 = mul i64 %size.W, %size.C
  %t1766 = mul i64 %t1761, %t1765
  %t1767 = add i64 %t1764, %t1766
  %t1768 = mul i64 %t1759, %size.C
  %t1769 = add i64 %t1767, %t1768
  %t1770 = add i64 %t1769, %i55
  %t1771 = getelementptr float, ptr %buf.x, i64 %t1770
  %t1772 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1771, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1773 = load <16 x float>, ptr %tacc410
  %t1774 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1772, <16 x float> %t1736, <16 x float> %t1773)
  store <16 x float> %t1774, ptr %tacc410
  %t1775 = mul i64 %t419, 1
  %t1776 = mul i64 %i1728, 1
  %t1777 = add i64 %t1775, %t1776
  %t1778 = add i64 %t1777, 0
  %t1779 = mul i64 %i1722, 1
  %t1780 = add i64 %t21, %t1779
  %t1781 = mul i64 %size.H, %size.W
  %t1782 = mul i64 %t1781, %size.C
  %t1783 = mul i64 %t18, %t1782
  %t1784 = mul i64 %size.W, %size.C
  %t1785 = mul i64 %t1780, %t1784
  %t1786 = add i64 %t1783, %t1785
  %t1787 = mul i64 %t1778, %size.C
  %t1788 = add i64 %t1786, %t1787
  %t1789 = add i64 %t1788, %i55
  %t1790 = getelementptr float, ptr %buf.x, i64 %t1789
  %t1791 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1790, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1792 = load <16 x float>, ptr %tacc411
  %t1793 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1791, <16 x float> %t1736, <16 x float> %t1792)
  store <16 x float> %t1793, ptr %tacc411
  %t1794 = mul i64 %t420, 1
  %t1795 = mul i64 %i1728, 1
  %t1796 = add i64 %t1794, %t1795
  %t1797 = add i64 %t1796, 0
  %t1798 = mul i64 %i1722, 1
  %t1799 = add i64 %t21, %t1798
  %t1800 = mul i64 %size.H, %size.W
  %t1801 = mul i64 %t1800, %size.C
  %t1802 = mul i64 %t18, %t1801
  %t1803 = mul i64 %size.W, %size.C
  %t1804 = mul i64 %t1799, %t1803
  %t1805 = add i64 %t1802, %t1804
  %t1806 = mul i64 %t1797, %size.C
  %t1807 = add i64 %t1805, %t1806
  %t1808 = add i64 %t1807, %i55
  %t1809 = getelementptr float, ptr %buf.x, i64 %t1808
  %t1810 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1809, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1811 = load <16 x float>, ptr %tacc412
  %t1812 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1810, <16 x float> %t1736, <16 x float> %t1811)
  store <16 x float> %t1812, ptr %tacc412
  %t1813 = mul i64 %t421, 1
  %t1814 = mul i64 %i1728, 1
  %t1815 = add i64 %t1813, %t1814
  %t1816 = add i64 %t1815, 0
  %t1817 = mul i64 %i1722, 1
  %t1818 = add i64 %t21, %t1817
  %t1819 = mul i64 %size.H, %size.W
  %t1820 = mul i64 %t1819, %size.C
  %t1821 = mul i64 %t18, %t1820
  %t1822 = mul i64 %size.W, %size.C
  %t1823 = mul i64 %t1818, %t1822
  %t1824 = add i64 %t1821, %t1823
  %t1825 = mul i64 %t1816, %size.C
  %t1826 = add i64 %t1824, %t1825
  %t1827 = add i64 %t1826, %i55
  %t1828 = getelementptr float, ptr %buf.x, i64 %t1827
  %t1829 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1828, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1830 = load <16 x float>, ptr %tacc413
  %t1831 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1829, <16 x float> %t1736, <16 x float> %t1830)
  store <16 x float> %t1831, ptr %tacc413
  %t1832 = mul i64 %t422, 1
  %t1833 = mul i64 %i1728, 1
  %t1834 = add i64 %t1832, %t1833
  %t1835 = add i64 %t1834, 0
  %t1836 = mul i64 %i1722, 1
  %t1837 = add i64 %t21, %t1836
  %t1838 = mul i64 %size.H, %size.W
  %t1839 = mul i64 %t1838, %size.C
  %t1840 = mul i64 %t18, %t1839
  %t1841 = mul i64 %size.W, %size.C
  %t1842 = mul i64 %t1837, %t1841
  %t1843 = add i64 %t1840, %t1842
  %t1844 = mul i64 %t1835, %size.C
  %t1845 = add i64 %t1843, %t1844
  %t1846 = add i64 %t1845, %i55
  %t1847 = getelementptr float, ptr %buf.x, i64 %t1846
  %t1848 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1847, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1849 = load <16 x float>, ptr %tacc414
  %t1850 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1848, <16 x float> %t1736, <16 x float> %t1849)
  store <16 x float> %t1850, ptr %tacc414
  %t1851 = mul i64 %t423, 1
  %t1852 = mul i64 %i1728, 1
  %t1853 = add i64 %t1851, %t1852
  %t1854 = add i64 %t1853, 0
  %t1855 = mul i64 %i1722, 1
  %t1856 = add i64 %t21, %t1855
  %t1857 = mul i64 %size.H, %size.W
  %t1858 = mul i64 %t1857, %size.C
  %t1859 = mul i64 %t18, %t1858
  %t1860 = mul i64 %size.W, %size.C
  %t1861 = mul i64 %t1856, %t1860
  %t1862 = add i64 %t1859, %t1861
  %t1863 = mul i64 %t1854, %size.C
  %t1864 = add i64 %t1862, %t1863
  %t1865 = add i64 %t1864, %i55
  %t1866 = getelementptr float, ptr %buf.x, i64 %t1865
  %t1867 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1866, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1868 = load <16 x float>, ptr %tacc415
  %t1869 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1867, <16 x float> %t1736, <16 x float> %t1868)
  store <16 x float> %t1869, ptr %tacc415
  %t1870 = mul i64 %t424, 1
  %t1871 = mul i64 %i1728, 1
  %t1872 = add i64 %t1870, %t1871
  %t1873 = add i64 %t1872, 0
  %t1874 = mul i64 %i1722, 1
  %t1875 = add i64 %t21, %t1874
  %t1876 = mul i64 %size.H, %size.W
  %t1877 = mul i64 %t1876, %size.C
  %t1878 = mul i64 %t18, %t1877
  %t1879 = mul i64 %size.W, %size.C
  %t1880 = mul i64 %t1875, %t1879
  %t1881 = add i64 %t1878, %t1880
  %t1882 = mul i64 %t1873, %size.C
  %t1883 = add i64 %t1881, %t1882
  %t1884 = add i64 %t1883, %i55
  %t1885 = getelementptr float, ptr %buf.x, i64 %t1884
  %t1886 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1885, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t1887 = load <16 x float>, ptr %tacc416
  %t1888 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1886, <16 x float> %t1736, <16 x float> %t1887)
  store <16 x float> %t1888, ptr %tacc416
  %t1889 = add nsw i64 %i1728, 1
  store i64 %t1889, ptr %c1724
  br label %head1725
done1727:
  %t1890 = add nsw i64 %i1722, 1
  store i64 %t1890, ptr %c1718
  br label %head1719
done1721:
  br label %taps.done425
taps.done425:
  %t1891 = load <16 x float>, ptr %tacc409
  %p1892 = getelementptr float, ptr %buf.b, i64 %i55
  %ld1893 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1892, <16 x i1> %t57, <16 x float> zeroinitializer)
  %v1894 = fadd contract <16 x float> %ld1893, %t1891
  %v1895 = sub i64 %size.R, 1
  %v1896 = sub i64 %size.H, %v1895
  %v1897 = sub i64 %v1896, 1
  %v1898 = add i64 %v1897, 1
  %v1899 = mul i64 %t18, %v1898
  %v1900 = add i64 %v1899, %t19
  %v1901 = sub i64 %size.S, 1
  %v1902 = sub i64 %size.W, %v1901
  %v1903 = sub i64 %v1902, 1
  %v1904 = add i64 %v1903, 1
  %v1905 = mul i64 %v1900, %v1904
  %v1906 = add i64 %v1905, %t417
  %v1907 = mul i64 %v1906, %size.C
  %v1908 = add i64 %v1907, %i55
  %p1909 = getelementptr float, ptr %buf.y, i64 %v1908
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1894, ptr align 4 %p1909, <16 x i1> %t57)
  %t1910 = load <16 x float>, ptr %tacc410
  %p1911 = getelementptr float, ptr %buf.b, i64 %i55
  %ld1912 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1911, <16 x i1> %t57, <16 x float> zeroinitializer)
  %v1913 = fadd contract <16 x float> %ld1912, %t1910
  %v1914 = sub i64 %size.R, 1
  %v1915 = sub i64 %size.H, %v1914
  %v1916 = sub i64 %v1915, 1
  %v1917 = add i64 %v1916, 1
  %v1918 = mul i64 %t18, %v1917
  %v1919 = add i64 %v1918, %t19
  %v1920 = sub i64 %size.S, 1
  %v1921 = sub i64 %size.W, %v1920
  %v1922 = sub i64 %v1921, 1
  %v1923 = add i64 %v1922, 1
  %v1924 = mul i64 %v1919, %v1923
  %v1925 = add i64 %v1924, %t418
  %v1926 = mul i64 %v1925, %size.C
  %v1927 = add i64 %v1926, %i55
  %p1928 = getelementptr float, ptr %buf.y, i64 %v1927
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1913, ptr align 4 %p1928, <16 x i1> %t57)
  %t1929 = load <16 x float>, ptr %tacc411
  %p1930 = getelementptr float, ptr %buf.b, i64 %i55
  %ld1931 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1930, <16 x i1> %t57, <16 x float> zeroinitializer)
  %v1932 = fadd contract <16 x float> %ld1931, %t1929
  %v1933 = sub i64 %size.R, 1
  %v1934 = sub i64 %size.H, %v1933
  %v1935 = sub i64 %v1934, 1
  %v1936 = add i64 %v1935, 1
  %v1937 = mul i64 %t18, %v1936
  %v1938 = add i64 %v1937, %t19
  %v1939 = sub i64 %size.S, 1
  %v1940 = sub i64 %size.W, %v1939
  %v1941 = sub i64 %v1940, 1
  %v1942 = add i64 %v1941, 1
  %v1943 = mul i64 %v1938, %v1942
  %v1944 = add i64 %v1943, %t419
  %v1945 = mul i64 %v1944, %size.C
  %v1946 = add i64 %v1945, %i55
  %p1947 = getelementptr float, ptr %buf.y, i64 %v1946
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1932, ptr align 4 %p1947, <16 x i1> %t57)
  %t1948 = load <16 x float>, ptr %tacc412
  %p1949 = getelementptr float, ptr %buf.b, i64 %i55
  %ld1950 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1949, <16 x i1> %t57, <16 x float> zeroinitializer)
  %v1951 = fadd contract <16 x float> %ld1950, %t1948
  %v1952 = sub i64 %size.R, 1
  %v1953 = sub i64 %size.H, %v1952
  %v1954 = sub i64 %v1953, 1
  %v1955 = add i64 %v1954, 1
  %v1956 = mul i64 %t18, %v1955
  %v1957 = add i64 %v1956, %t19
  %v1958 = sub i64 %size.S, 1
  %v1959 = sub i64 %size.W, %v1958
  %v1960 = sub i64 %v1959, 1
  %v1961 = add i64 %v1960, 1
  %v1962 = mul i64 %v1957, %v1961
  %v1963 = add i64 %v1962, %t420
  %v1964 = mul i64 %v1963, %size.C
  %v1965 = add i64 %v1964, %i55
  %p1966 = getelementptr float, ptr %buf.y, i64 %v1965
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1951, ptr align 4 %p1966, <16 x i1> %t57)
  %t1967 = load <16 x float>, ptr %tacc413
  %p1968 = getelementptr float, ptr %buf.b, i64 %i55
  %ld1969 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1968, <16 x i1> %t57, <16 x float> zeroinitializer)
  %v1970 = fadd contract <16 x float> %ld1969, %t1967
  %v1971 = sub i64 %size.R, 1
  %v1972 = sub i64 %size.H, %v1971
  %v1973 = sub i64 %v1972, 1
  %v1974 = add i64 %v1973, 1
  %v1975 = mul i64 %t18, %v1974
  %v1976 = add i64 %v1975, %t19
  %v1977 = sub i64 %size.S, 1
  %v1978 = sub i64 %size.W, %v1977
  %v1979 = sub i64 %v1978, 1
  %v1980 = add i64 %v1979, 1
  %v1981 = mul i64 %v1976, %v1980
  %v1982 = add i64 %v1981, %t421
  %v1983 = mul i64 %v1982, %size.C
  %v1984 = add i64 %v1983, %i55
  %p1985 = getelementptr float, ptr %buf.y, i64 %v1984
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1970, ptr align 4 %p1985, <16 x i1> %t57)
  %t1986 = load <16 x float>, ptr %tacc414
  %p1987 = getelementptr float, ptr %buf.b, i64 %i55
  %ld1988 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p1987, <16 x i1> %t57, <16 x float> zeroinitializer)
  %v1989 = fadd contract <16 x float> %ld1988, %t1986
  %v1990 = sub i64 %size.R, 1
  %v1991 = sub i64 %size.H, %v1990
  %v1992 = sub i64 %v1991, 1
  %v1993 = add i64 %v1992, 1
  %v1994 = mul i64 %t18, %v1993
  %v1995 = add i64 %v1994, %t19
  %v1996 = sub i64 %size.S, 1
  %v1997 = sub i64 %size.W, %v1996
  %v1998 = sub i64 %v1997, 1
  %v1999 = add i64 %v1998, 1
  %v2000 = mul i64 %v1995, %v1999
  %v2001 = add i64 %v2000, %t422
  %v2002 = mul i64 %v2001, %size.C
  %v2003 = add i64 %v2002, %i55
  %p2004 = getelementptr float, ptr %buf.y, i64 %v2003
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v1989, ptr align 4 %p2004, <16 x i1> %t57)
  %t2005 = load <16 x float>, ptr %tacc415
  %p2006 = getelementptr float, ptr %buf.b, i64 %i55
  %ld2007 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2006, <16 x i1> %t57, <16 x float> zeroinitializer)
  %v2008 = fadd contract <16 x float> %ld2007, %t2005
  %v2009 = sub i64 %size.R, 1
  %v2010 = sub i64 %size.H, %v2009
  %v2011 = sub i64 %v2010, 1
  %v2012 = add i64 %v2011, 1
  %v2013 = mul i64 %t18, %v2012
  %v2014 = add i64 %v2013, %t19
  %v2015 = sub i64 %size.S, 1
  %v2016 = sub i64 %size.W, %v2015
  %v2017 = sub i64 %v2016, 1
  %v2018 = add i64 %v2017, 1
  %v2019 = mul i64 %v2014, %v2018
  %v2020 = add i64 %v2019, %t423
  %v2021 = mul i64 %v2020, %size.C
  %v2022 = add i64 %v2021, %i55
  %p2023 = getelementptr float, ptr %buf.y, i64 %v2022
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2008, ptr align 4 %p2023, <16 x i1> %t57)
  %t2024 = load <16 x float>, ptr %tacc416
  %p2025 = getelementptr float, ptr %buf.b, i64 %i55
  %ld2026 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2025, <16 x i1> %t57, <16 x float> zeroinitializer)
  %v2027 = fadd contract <16 x float> %ld2026, %t2024
  %v2028 = sub i64 %size.R, 1
  %v2029 = sub i64 %size.H, %v2028
  %v2030 = sub i64 %v2029, 1
  %v2031 = add i64 %v2030, 1
  %v2032 = mul i64 %t18, %v2031
  %v2033 = add i64 %v2032, %t19
  %v2034 = sub i64 %size.S, 1
  %v2035 = sub i64 %size.W, %v2034
  %v2036 = sub i64 %v2035, 1
  %v2037 = add i64 %v2036, 1
  %v2038 = mul i64 %v2033, %v2037
  %v2039 = add i64 %v2038, %t424
  %v2040 = mul i64 %v2039, %size.C
  %v2041 = add i64 %v2040, %i55
  %p2042 = getelementptr float, ptr %buf.y, i64 %v2041
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2027, ptr align 4 %p2042, <16 x i1> %t57)
  %t2043 = add nsw i64 %i407, 8
  store i64 %t2043, ptr %c403
  br label %head404
done406:
  %t2044 = sub i64 %t50, %t402
  %t2045 = sdiv i64 %t2044, 4
  %t2046 = mul i64 %t2045, 4
  %t2047 = add i64 %t402, %t2046
  store i64 %t402, ptr %c2048
  br label %head2049
head2049:
  %i2052 = load i64, ptr %c2048
  %t2053 = icmp slt i64 %i2052, %t2047
  br i1 %t2053, label %body2050, label %done2051
body2050:
  store <16 x float> zeroinitializer, ptr %tacc2054
  store <16 x float> zeroinitializer, ptr %tacc2055
  store <16 x float> zeroinitializer, ptr %tacc2056
  store <16 x float> zeroinitializer, ptr %tacc2057
  %t2058 = add i64 %i2052, 0
  %t2059 = add i64 %i2052, 1
  %t2060 = add i64 %i2052, 2
  %t2061 = add i64 %i2052, 3
  %t2065 = icmp eq i64 %size.S, 3
  br i1 %t2065, label %win32063, label %winnext2064
win32063:
  store i64 %t25, ptr %c2066
  br label %head2067
head2067:
  %i2070 = load i64, ptr %c2066
  %t2071 = icmp slt i64 %i2070, %t32
  br i1 %t2071, label %body2068, label %done2069
body2068:
  %t2072 = mul i64 %size.S, %size.C
  %t2073 = mul i64 %i2070, %t2072
  %t2074 = mul i64 0, %size.C
  %t2075 = add i64 %t2073, %t2074
  %t2076 = add i64 %t2075, %i55
  %t2077 = getelementptr float, ptr %buf.w, i64 %t2076
  %t2078 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2077, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2079 = mul i64 %t2058, 1
  %t2080 = mul i64 0, 1
  %t2081 = add i64 %t2079, %t2080
  %t2082 = add i64 %t2081, 0
  %t2083 = mul i64 %i2070, 1
  %t2084 = add i64 %t21, %t2083
  %t2085 = mul i64 %size.H, %size.W
  %t2086 = mul i64 %t2085, %size.C
  %t2087 = mul i64 %t18, %t2086
  %t2088 = mul i64 %size.W, %size.C
  %t2089 = mul i64 %t2084, %t2088
  %t2090 = add i64 %t2087, %t2089
  %t2091 = mul i64 %t2082, %size.C
  %t2092 = add i64 %t2090, %t2091
  %t2093 = add i64 %t2092, %i55
  %t2094 = getelementptr float, ptr %buf.x, i64 %t2093
  %t2095 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2094, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2096 = load <16 x float>, ptr %tacc2054
  %t2097 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2095, <16 x float> %t2078, <16 x float> %t2096)
  store <16 x float> %t2097, ptr %tacc2054
  %t2098 = mul i64 %t2059, 1
  %t2099 = mul i64 0, 1
  %t2100 = add i64 %t2098, %t2099
  %t2101 = add i64 %t2100, 0
  %t2102 = mul i64 %i2070, 1
  %t2103 = add i64 %t21, %t2102
  %t2104 = mul i64 %size.H, %size.W
  %t2105 = mul i64 %t2104, %size.C
  %t2106 = mul i64 %t18, %t2105
  %t2107 = mul i64 %size.W, %size.C
  %t2108 = mul i64 %t2103, %t2107
  %t2109 = add i64 %t2106, %t2108
  %t2110 = mul i64 %t2101, %size.C
  %t2111 = add i64 %t2109, %t2110
  %t2112 = add i64 %t2111, %i55
  %t2113 = getelementptr float, ptr %buf.x, i64 %t2112
  %t2114 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2113, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2115 = load <16 x float>, ptr %tacc2055
  %t2116 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2114, <16 x float> %t2078, <16 x float> %t2115)
  store <16 x float> %t2116, ptr %tacc2055
  %t2117 = mul i64 %t2060, 1
  %t2118 = mul i64 0, 1
  %t2119 = add i64 %t2117, %t2118
  %t2120 = add i64 %t2119, 0
  %t2121 = mul i64 %i2070, 1
  %t2122 = add i64 %t21, %t2121
  %t2123 = mul i64 %size.H, %size.W
  %t2124 = mul i64 %t2123, %size.C
  %t2125 = mul i64 %t18, %t2124
  %t2126 = mul i64 %size.W, %size.C
  %t2127 = mul i64 %t2122, %t2126
  %t2128 = add i64 %t2125, %t2127
  %t2129 = mul i64 %t2120, %size.C
  %t2130 = add i64 %t2128, %t2129
  %t2131 = add i64 %t2130, %i55
  %t2132 = getelementptr float, ptr %buf.x, i64 %t2131
  %t2133 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2132, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2134 = load <16 x float>, ptr %tacc2056
  %t2135 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2133, <16 x float> %t2078, <16 x float> %t2134)
  store <16 x float> %t2135, ptr %tacc2056
  %t2136 = mul i64 %t2061, 1
  %t2137 = mul i64 0, 1
  %t2138 = add i64 %t2136, %t2137
  %t2139 = add i64 %t2138, 0
  %t2140 = mul i64 %i2070, 1
  %t2141 = add i64 %t21, %t2140
  %t2142 = mul i64 %size.H, %size.W
  %t2143 = mul i64 %t2142, %size.C
  %t2144 = mul i64 %t18, %t2143
  %t2145 = mul i64 %size.W, %size.C
  %t2146 = mul i64 %t2141, %t2145
  %t2147 = add i64 %t2144, %t2146
  %t2148 = mul i64 %t2139, %size.C
  %t2149 = add i64 %t2147, %t2148
  %t2150 = add i64 %t2149, %i55
  %t2151 = getelementptr float, ptr %buf.x, i64 %t2150
  %t2152 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2151, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2153 = load <16 x float>, ptr %tacc2057
  %t2154 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2152, <16 x float> %t2078, <16 x float> %t2153)
  store <16 x float> %t2154, ptr %tacc2057
  %t2155 = mul i64 %size.S, %size.C
  %t2156 = mul i64 %i2070, %t2155
  %t2157 = mul i64 1, %size.C
  %t2158 = add i64 %t2156, %t2157
  %t2159 = add i64 %t2158, %i55
  %t2160 = getelementptr float, ptr %buf.w, i64 %t2159
  %t2161 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2160, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2162 = mul i64 %t2058, 1
  %t2163 = mul i64 1, 1
  %t2164 = add i64 %t2162, %t2163
  %t2165 = add i64 %t2164, 0
  %t2166 = mul i64 %i2070, 1
  %t2167 = add i64 %t21, %t2166
  %t2168 = mul i64 %size.H, %size.W
  %t2169 = mul i64 %t2168, %size.C
  %t2170 = mul i64 %t18, %t2169
  %t2171 = mul i64 %size.W, %size.C
  %t2172 = mul i64 %t2167, %t2171
  %t2173 = add i64 %t2170, %t2172
  %t2174 = mul i64 %t2165, %size.C
  %t2175 = add i64 %t2173, %t2174
  %t2176 = add i64 %t2175, %i55
  %t2177 = getelementptr float, ptr %buf.x, i64 %t2176
  %t2178 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2177, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2179 = load <16 x float>, ptr %tacc2054
  %t2180 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2178, <16 x float> %t2161, <16 x float> %t2179)
  store <16 x float> %t2180, ptr %tacc2054
  %t2181 = mul i64 %t2059, 1
  %t2182 = mul i64 1, 1
  %t2183 = add i64 %t2181, %t2182
  %t2184 = add i64 %t2183, 0
  %t2185 = mul i64 %i2070, 1
  %t2186 = add i64 %t21, %t2185
  %t2187 = mul i64 %size.H, %size.W
  %t2188 = mul i64 %t2187, %size.C
  %t2189 = mul i64 %t18, %t2188
  %t2190 = mul i64 %size.W, %size.C
  %t2191 = mul i64 %t2186, %t2190
  %t2192 = add i64 %t2189, %t2191
  %t2193 = mul i64 %t2184, %size.C
  %t2194 = add i64 %t2192, %t2193
  %t2195 = add i64 %t2194, %i55
  %t2196 = getelementptr float, ptr %buf.x, i64 %t2195
  %t2197 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2196, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2198 = load <16 x float>, ptr %tacc2055
  %t2199 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2197, <16 x float> %t2161, <16 x float> %t2198)
  store <16 x float> %t2199, ptr %tacc2055
  %t2200 = mul i64 %t2060, 1
  %t2201 = mul i64 1, 1
  %t2202 = add i64 %t2200, %t2201
  %t2203 = add i64 %t2202, 0
  %t2204 = mul i64 %i2070, 1
  %t2205 = add i64 %t21, %t2204
  %t2206 = mul i64 %size.H, %size.W
  %t2207 = mul i64 %t2206, %size.C
  %t2208 = mul i64 %t18, %t2207
  %t2209 = mul i64 %size.W, %size.C
  %t2210 = mul i64 %t2205, %t2209
  %t2211 = add i64 %t2208, %t2210
  %t2212 = mul i64 %t2203, %size.C
  %t2213 = add i64 %t2211, %t2212
  %t2214 = add i64 %t2213, %i55
  %t2215 = getelementptr float, ptr %buf.x, i64 %t2214
  %t2216 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2215, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2217 = load <16 x float>, ptr %tacc2056
  %t2218 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2216, <16 x float> %t2161, <16 x float> %t2217)
  store <16 x float> %t2218, ptr %tacc2056
  %t2219 = mul i64 %t2061, 1
  %t2220 = mul i64 1, 1
  %t2221 = add i64 %t2219, %t2220
  %t2222 = add i64 %t2221, 0
  %t2223 = mul i64 %i2070, 1
  %t2224 = add i64 %t21, %t2223
  %t2225 = mul i64 %size.H, %size.W
  %t2226 = mul i64 %t2225, %size.C
  %t2227 = mul i64 %t18, %t2226
  %t2228 = mul i64 %size.W, %size.C
  %t2229 = mul i64 %t2224, %t2228
  %t2230 = add i64 %t2227, %t2229
  %t2231 = mul i64 %t2222, %size.C
  %t2232 = add i64 %t2230, %t2231
  %t2233 = add i64 %t2232, %i55
  %t2234 = getelementptr float, ptr %buf.x, i64 %t2233
  %t2235 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2234, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2236 = load <16 x float>, ptr %tacc2057
  %t2237 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2235, <16 x float> %t2161, <16 x float> %t2236)
  store <16 x float> %t2237, ptr %tacc2057
  %t2238 = mul i64 %size.S, %size.C
  %t2239 = mul i64 %i2070, %t2238
  %t2240 = mul i64 2, %size.C
  %t2241 = add i64 %t2239, %t2240
  %t2242 = add i64 %t2241, %i55
  %t2243 = getelementptr float, ptr %buf.w, i64 %t2242
  %t2244 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2243, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2245 = mul i64 %t2058, 1
  %t2246 = mul i64 2, 1
  %t2247 = add i64 %t2245, %t2246
  %t2248 = add i64 %t2247, 0
  %t2249 = mul i64 %i2070, 1
  %t2250 = add i64 %t21, %t2249
  %t2251 = mul i64 %size.H, %size.W
  %t2252 = mul i64 %t2251, %size.C
  %t2253 = mul i64 %t18, %t2252
  %t2254 = mul i64 %size.W, %size.C
  %t2255 = mul i64 %t2250, %t2254
  %t2256 = add i64 %t2253, %t2255
  %t2257 = mul i64 %t2248, %size.C
  %t2258 = add i64 %t2256, %t2257
  %t2259 = add i64 %t2258, %i55
  %t2260 = getelementptr float, ptr %buf.x, i64 %t2259
  %t2261 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2260, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2262 = load <16 x float>, ptr %tacc2054
  %t2263 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2261, <16 x float> %t2244, <16 x float> %t2262)
  store <16 x float> %t2263, ptr %tacc2054
  %t2264 = mul i64 %t2059, 1
  %t2265 = mul i64 2, 1
  %t2266 = add i64 %t2264, %t2265
  %t2267 = add i64 %t2266, 0
  %t2268 = mul i64 %i2070, 1
  %t2269 = add i64 %t21, %t2268
  %t2270 = mul i64 %size.H, %size.W
  %t2271 = mul i64 %t2270, %size.C
  %t2272 = mul i64 %t18, %t2271
  %t2273 = mul i64 %size.W, %size.C
  %t2274 = mul i64 %t2269, %t2273
  %t2275 = add i64 %t2272, %t2274
  %t2276 = mul i64 %t2267, %size.C
  %t2277 = add i64 %t2275, %t2276
  %t2278 = add i64 %t2277, %i55
  %t2279 = getelementptr float, ptr %buf.x, i64 %t2278
  %t2280 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2279, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2281 = load <16 x float>, ptr %tacc2055
  %t2282 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2280, <16 x float> %t2244, <16 x float> %t2281)
  store <16 x float> %t2282, ptr %tacc2055
  %t2283 = mul i64 %t2060, 1
  %t2284 = mul i64 2, 1
  %t2285 = add i64 %t2283, %t2284
  %t2286 = add i64 %t2285, 0
  %t2287 = mul i64 %i2070, 1
  %t2288 = add i64 %t21, %t2287
  %t2289 = mul i64 %size.H, %size.W
  %t2290 = mul i64 %t2289, %size.C
  %t2291 = mul i64 %t18, %t2290
  %t2292 = mul i64 %size.W, %size.C
  %t2293 = mul i64 %t2288, %t2292
  %t2294 = add i64 %t2291, %t2293
  %t2295 = mul i64 %t2286, %size.C
  %t2296 = add i64 %t2294, %t2295
  %t2297 = add i64 %t2296, %i55
  %t2298 = getelementptr float, ptr %buf.x, i64 %t2297
  %t2299 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2298, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2300 = load <16 x float>, ptr %tacc2056
  %t2301 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2299, <16 x float> %t2244, <16 x float> %t2300)
  store <16 x float> %t2301, ptr %tacc2056
  %t2302 = mul i64 %t2061, 1
  %t2303 = mul i64 2, 1
  %t2304 = add i64 %t2302, %t2303
  %t2305 = add i64 %t2304, 0
  %t2306 = mul i64 %i2070, 1
  %t2307 = add i64 %t21, %t2306
  %t2308 = mul i64 %size.H, %size.W
  %t2309 = mul i64 %t2308, %size.C
  %t2310 = mul i64 %t18, %t2309
  %t2311 = mul i64 %size.W, %size.C
  %t2312 = mul i64 %t2307, %t2311
  %t2313 = add i64 %t2310, %t2312
  %t2314 = mul i64 %t2305, %size.C
  %t2315 = add i64 %t2313, %t2314
  %t2316 = add i64 %t2315, %i55
  %t2317 = getelementptr float, ptr %buf.x, i64 %t2316
  %t2318 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2317, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2319 = load <16 x float>, ptr %tacc2057
  %t2320 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2318, <16 x float> %t2244, <16 x float> %t2319)
  store <16 x float> %t2320, ptr %tacc2057
  %t2321 = add nsw i64 %i2070, 1
  store i64 %t2321, ptr %c2066
  br label %head2067
done2069:
  br label %taps.done2062
winnext2064:
  %t2324 = icmp eq i64 %size.S, 5
  br i1 %t2324, label %win52322, label %winnext2323
win52322:
  store i64 %t25, ptr %c2325
  br label %head2326
head2326:
  %i2329 = load i64, ptr %c2325
  %t2330 = icmp slt i64 %i2329, %t32
  br i1 %t2330, label %body2327, label %done2328
body2327:
  %t2331 = mul i64 %size.S, %size.C
  %t2332 = mul i64 %i2329, %t2331
  %t2333 = mul i64 0, %size.C
  %t2334 = add i64 %t2332, %t2333
  %t2335 = add i64 %t2334, %i55
  %t2336 = getelementptr float, ptr %buf.w, i64 %t2335
  %t2337 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2336, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2338 = mul i64 %t2058, 1
  %t2339 = mul i64 0, 1
  %t2340 = add i64 %t2338, %t2339
  %t2341 = add i64 %t2340, 0
  %t2342 = mul i64 %i2329, 1
  %t2343 = add i64 %t21, %t2342
  %t2344 = mul i64 %size.H, %size.W
  %t2345 = mul i64 %t2344, %size.C
  %t2346 = mul i64 %t18, %t2345
  %t2347 = mul i64 %size.W, %size.C
  %t2348 = mul i64 %t2343, %t2347
  %t2349 = add i64 %t2346, %t2348
  %t2350 = mul i64 %t2341, %size.C
  %t2351 = add i64 %t2349, %t2350
  %t2352 = add i64 %t2351, %i55
  %t2353 = getelementptr float, ptr %buf.x, i64 %t2352
  %t2354 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2353, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2355 = load <16 x float>, ptr %tacc2054
  %t2356 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2354, <16 x float> %t2337, <16 x float> %t2355)
  store <16 x float> %t2356, ptr %tacc2054
  %t2357 = mul i64 %t2059, 1
  %t2358 = mul i64 0, 1
  %t2359 = add i64 %t2357, %t2358
  %t2360 = add i64 %t2359, 0
  %t2361 = mul i64 %i2329, 1
  %t2362 = add i64 %t21, %t2361
  %t2363 = mul i64 %size.H, %size.W
  %t2364 = mul i64 %t2363, %size.C
  %t2365 = mul i64 %t18, %t2364
  %t2366 = mul i64 %size.W, %size.C
  %t2367 = mul i64 %t2362, %t2366
  %t2368 = add i64 %t2365, %t2367
  %t2369 = mul i64 %t2360, %size.C
  %t2370 = add i64 %t2368, %t2369
  %t2371 = add i64 %t2370, %i55
  %t2372 = getelementptr float, ptr %buf.x, i64 %t2371
  %t2373 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2372, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2374 = load <16 x float>, ptr %tacc2055
  %t2375 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2373, <16 x float> %t2337, <16 x float> %t2374)
  store <16 x float> %t2375, ptr %tacc2055
  %t2376 = mul i64 %t2060, 1
  %t2377 = mul i64 0, 1
  %t2378 = add i64 %t2376, %t2377
  %t2379 = add i64 %t2378, 0
  %t2380 = mul i64 %i2329, 1
  %t2381 = add i64 %t21, %t2380
  %t2382 = mul i64 %size.H, %size.W
  %t2383 = mul i64 %t2382, %size.C
  %t2384 = mul i64 %t18, %t2383
  %t2385 = mul i64 %size.W, %size.C
  %t2386 = mul i64 %t2381, %t2385
  %t2387 = add i64 %t2384, %t2386
  %t2388 = mul i64 %t2379, %size.C
  %t2389 = add i64 %t2387, %t2388
  %t2390 = add i64 %t2389, %i55
  %t2391 = getelementptr float, ptr %buf.x, i64 %t2390
  %t2392 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2391, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2393 = load <16 x float>, ptr %tacc2056
  %t2394 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2392, <16 x float> %t2337, <16 x float> %t2393)
  store <16 x float> %t2394, ptr %tacc2056
  %t2395 = mul i64 %t2061, 1
  %t2396 = mul i64 0, 1
  %t2397 = add i64 %t2395, %t2396
  %t2398 = add i64 %t2397, 0
  %t2399 = mul i64 %i2329, 1
  %t2400 = add i64 %t21, %t2399
  %t2401 = mul i64 %size.H, %size.W
  %t2402 = mul i64 %t2401, %size.C
  %t2403 = mul i64 %t18, %t2402
  %t2404 = mul i64 %size.W, %size.C
  %t2405 = mul i64 %t2400, %t2404
  %t2406 = add i64 %t2403, %t2405
  %t2407 = mul i64 %t2398, %size.C
  %t2408 = add i64 %t2406, %t2407
  %t2409 = add i64 %t2408, %i55
  %t2410 = getelementptr float, ptr %buf.x, i64 %t2409
  %t2411 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2410, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2412 = load <16 x float>, ptr %tacc2057
  %t2413 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2411, <16 x float> %t2337, <16 x float> %t2412)
  store <16 x float> %t2413, ptr %tacc2057
  %t2414 = mul i64 %size.S, %size.C
  %t2415 = mul i64 %i2329, %t2414
  %t2416 = mul i64 1, %size.C
  %t2417 = add i64 %t2415, %t2416
  %t2418 = add i64 %t2417, %i55
  %t2419 = getelementptr float, ptr %buf.w, i64 %t2418
  %t2420 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2419, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2421 = mul i64 %t2058, 1
  %t2422 = mul i64 1, 1
  %t2423 = add i64 %t2421, %t2422
  %t2424 = add i64 %t2423, 0
  %t2425 = mul i64 %i2329, 1
  %t2426 = add i64 %t21, %t2425
  %t2427 = mul i64 %size.H, %size.W
  %t2428 = mul i64 %t2427, %size.C
  %t2429 = mul i64 %t18, %t2428
  %t2430 = mul i64 %size.W, %size.C
  %t2431 = mul i64 %t2426, %t2430
  %t2432 = add i64 %t2429, %t2431
  %t2433 = mul i64 %t2424, %size.C
  %t2434 = add i64 %t2432, %t2433
  %t2435 = add i64 %t2434, %i55
  %t2436 = getelementptr float, ptr %buf.x, i64 %t2435
  %t2437 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2436, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2438 = load <16 x float>, ptr %tacc2054
  %t2439 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2437, <16 x float> %t2420, <16 x float> %t2438)
  store <16 x float> %t2439, ptr %tacc2054
  %t2440 = mul i64 %t2059, 1
  %t2441 = mul i64 1, 1
  %t2442 = add i64 %t2440, %t2441
  %t2443 = add i64 %t2442, 0
  %t2444 = mul i64 %i2329, 1
  %t2445 = add i64 %t21, %t2444
  %t2446 = mul i64 %size.H, %size.W
  %t2447 = mul i64 %t2446, %size.C
  %t2448 = mul i64 %t18, %t2447
  %t2449 = mul i64 %size.W, %size.C
  %t2450 = mul i64 %t2445, %t2449
  %t2451 = add i64 %t2448, %t2450
  %t2452 = mul i64 %t2443, %size.C
  %t2453 = add i64 %t2451, %t2452
  %t2454 = add i64 %t2453, %i55
  %t2455 = getelementptr float, ptr %buf.x, i64 %t2454
  %t2456 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2455, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2457 = load <16 x float>, ptr %tacc2055
  %t2458 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2456, <16 x float> %t2420, <16 x float> %t2457)
  store <16 x float> %t2458, ptr %tacc2055
  %t2459 = mul i64 %t2060, 1
  %t2460 = mul i64 1, 1
  %t2461 = add i64 %t2459, %t2460
  %t2462 = add i64 %t2461, 0
  %t2463 = mul i64 %i2329, 1
  %t2464 = add i64 %t21, %t2463
  %t2465 = mul i64 %size.H, %size.W
  %t2466 = mul i64 %t2465, %size.C
  %t2467 = mul i64 %t18, %t2466
  %t2468 = mul i64 %size.W, %size.C
  %t2469 = mul i64 %t2464, %t2468
  %t2470 = add i64 %t2467, %t2469
  %t2471 = mul i64 %t2462, %size.C
  %t2472 = add i64 %t2470, %t2471
  %t2473 = add i64 %t2472, %i55
  %t2474 = getelementptr float, ptr %buf.x, i64 %t2473
  %t2475 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2474, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2476 = load <16 x float>, ptr %tacc2056
  %t2477 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2475, <16 x float> %t2420, <16 x float> %t2476)
  store <16 x float> %t2477, ptr %tacc2056
  %t2478 = mul i64 %t2061, 1
  %t2479 = mul i64 1, 1
  %t2480 = add i64 %t2478, %t2479
  %t2481 = add i64 %t2480, 0
  %t2482 = mul i64 %i2329, 1
  %t2483 = add i64 %t21, %t2482
  %t2484 = mul i64 %size.H, %size.W
  %t2485 = mul i64 %t2484, %size.C
  %t2486 = mul i64 %t18, %t2485
  %t2487 = mul i64 %size.W, %size.C
  %t2488 = mul i64 %t2483, %t2487
  %t2489 = add i64 %t2486, %t2488
  %t2490 = mul i64 %t2481, %size.C
  %t2491 = add i64 %t2489, %t2490
  %t2492 = add i64 %t2491, %i55
  %t2493 = getelementptr float, ptr %buf.x, i64 %t2492
  %t2494 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2493, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2495 = load <16 x float>, ptr %tacc2057
  %t2496 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2494, <16 x float> %t2420, <16 x float> %t2495)
  store <16 x float> %t2496, ptr %tacc2057
  %t2497 = mul i64 %size.S, %size.C
  %t2498 = mul i64 %i2329, %t2497
  %t2499 = mul i64 2, %size.C
  %t2500 = add i64 %t2498, %t2499
  %t2501 = add i64 %t2500, %i55
  %t2502 = getelementptr float, ptr %buf.w, i64 %t2501
  %t2503 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2502, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2504 = mul i64 %t2058, 1
  %t2505 = mul i64 2, 1
  %t2506 = add i64 %t2504, %t2505
  %t2507 = add i64 %t2506, 0
  %t2508 = mul i64 %i2329, 1
  %t2509 = add i64 %t21, %t2508
  %t2510 = mul i64 %size.H, %size.W
  %t2511 = mul i64 %t2510, %size.C
  %t2512 = mul i64 %t18, %t2511
  %t2513 = mul i64 %size.W, %size.C
  %t2514 = mul i64 %t2509, %t2513
  %t2515 = add i64 %t2512, %t2514
  %t2516 = mul i64 %t2507, %size.C
  %t2517 = add i64 %t2515, %t2516
  %t2518 = add i64 %t2517, %i55
  %t2519 = getelementptr float, ptr %buf.x, i64 %t2518
  %t2520 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2519, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2521 = load <16 x float>, ptr %tacc2054
  %t2522 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2520, <16 x float> %t2503, <16 x float> %t2521)
  store <16 x float> %t2522, ptr %tacc2054
  %t2523 = mul i64 %t2059, 1
  %t2524 = mul i64 2, 1
  %t2525 = add i64 %t2523, %t2524
  %t2526 = add i64 %t2525, 0
  %t2527 = mul i64 %i2329, 1
  %t2528 = add i64 %t21, %t2527
  %t2529 = mul i64 %size.H, %size.W
  %t2530 = mul i64 %t2529, %size.C
  %t2531 = mul i64 %t18, %t2530
  %t2532 = mul i64 %size.W, %size.C
  %t2533 = mul i64 %t2528, %t2532
  %t2534 = add i64 %t2531, %t2533
  %t2535 = mul i64 %t2526, %size.C
  %t2536 = add i64 %t2534, %t2535
  %t2537 = add i64 %t2536, %i55
  %t2538 = getelementptr float, ptr %buf.x, i64 %t2537
  %t2539 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2538, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2540 = load <16 x float>, ptr %tacc2055
  %t2541 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2539, <16 x float> %t2503, <16 x float> %t2540)
  store <16 x float> %t2541, ptr %tacc2055
  %t2542 = mul i64 %t2060, 1
  %t2543 = mul i64 2, 1
  %t2544 = add i64 %t2542, %t2543
  %t2545 = add i64 %t2544, 0
  %t2546 = mul i64 %i2329, 1
  %t2547 = add i64 %t21, %t2546
  %t2548 = mul i64 %size.H, %size.W
  %t2549 = mul i64 %t2548, %size.C
  %t2550 = mul i64 %t18, %t2549
  %t2551 = mul i64 %size.W, %size.C
  %t2552 = mul i64 %t2547, %t2551
  %t2553 = add i64 %t2550, %t2552
  %t2554 = mul i64 %t2545, %size.C
  %t2555 = add i64 %t2553, %t2554
  %t2556 = add i64 %t2555, %i55
  %t2557 = getelementptr float, ptr %buf.x, i64 %t2556
  %t2558 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2557, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2559 = load <16 x float>, ptr %tacc2056
  %t2560 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2558, <16 x float> %t2503, <16 x float> %t2559)
  store <16 x float> %t2560, ptr %tacc2056
  %t2561 = mul i64 %t2061, 1
  %t2562 = mul i64 2, 1
  %t2563 = add i64 %t2561, %t2562
  %t2564 = add i64 %t2563, 0
  %t2565 = mul i64 %i2329, 1
  %t2566 = add i64 %t21, %t2565
  %t2567 = mul i64 %size.H, %size.W
  %t2568 = mul i64 %t2567, %size.C
  %t2569 = mul i64 %t18, %t2568
  %t2570 = mul i64 %size.W, %size.C
  %t2571 = mul i64 %t2566, %t2570
  %t2572 = add i64 %t2569, %t2571
  %t2573 = mul i64 %t2564, %size.C
  %t2574 = add i64 %t2572, %t2573
  %t2575 = add i64 %t2574, %i55
  %t2576 = getelementptr float, ptr %buf.x, i64 %t2575
  %t2577 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2576, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2578 = load <16 x float>, ptr %tacc2057
  %t2579 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2577, <16 x float> %t2503, <16 x float> %t2578)
  store <16 x float> %t2579, ptr %tacc2057
  %t2580 = mul i64 %size.S, %size.C
  %t2581 = mul i64 %i2329, %t2580
  %t2582 = mul i64 3, %size.C
  %t2583 = add i64 %t2581, %t2582
  %t2584 = add i64 %t2583, %i55
  %t2585 = getelementptr float, ptr %buf.w, i64 %t2584
  %t2586 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2585, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2587 = mul i64 %t2058, 1
  %t2588 = mul i64 3, 1
  %t2589 = add i64 %t2587, %t2588
  %t2590 = add i64 %t2589, 0
  %t2591 = mul i64 %i2329, 1
  %t2592 = add i64 %t21, %t2591
  %t2593 = mul i64 %size.H, %size.W
  %t2594 = mul i64 %t2593, %size.C
  %t2595 = mul i64 %t18, %t2594
  %t2596 = mul i64 %size.W, %size.C
  %t2597 = mul i64 %t2592, %t2596
  %t2598 = add i64 %t2595, %t2597
  %t2599 = mul i64 %t2590, %size.C
  %t2600 = add i64 %t2598, %t2599
  %t2601 = add i64 %t2600, %i55
  %t2602 = getelementptr float, ptr %buf.x, i64 %t2601
  %t2603 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2602, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2604 = load <16 x float>, ptr %tacc2054
  %t2605 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2603, <16 x float> %t2586, <16 x float> %t2604)
  store <16 x float> %t2605, ptr %tacc2054
  %t2606 = mul i64 %t2059, 1
  %t2607 = mul i64 3, 1
  %t2608 = add i64 %t2606, %t2607
  %t2609 = add i64 %t2608, 0
  %t2610 = mul i64 %i2329, 1
  %t2611 = add i64 %t21, %t2610
  %t2612 = mul i64 %size.H, %size.W
  %t2613 = mul i64 %t2612, %size.C
  %t2614 = mul i64 %t18, %t2613
  %t2615 = mul i64 %size.W, %size.C
  %t2616 = mul i64 %t2611, %t2615
  %t2617 = add i64 %t2614, %t2616
  %t2618 = mul i64 %t2609, %size.C
  %t2619 = add i64 %t2617, %t2618
  %t2620 = add i64 %t2619, %i55
  %t2621 = getelementptr float, ptr %buf.x, i64 %t2620
  %t2622 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2621, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2623 = load <16 x float>, ptr %tacc2055
  %t2624 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2622, <16 x float> %t2586, <16 x float> %t2623)
  store <16 x float> %t2624, ptr %tacc2055
  %t2625 = mul i64 %t2060, 1
  %t2626 = mul i64 3, 1
  %t2627 = add i64 %t2625, %t2626
  %t2628 = add i64 %t2627, 0
  %t2629 = mul i64 %i2329, 1
  %t2630 = add i64 %t21, %t2629
  %t2631 = mul i64 %size.H, %size.W
  %t2632 = mul i64 %t2631, %size.C
  %t2633 = mul i64 %t18, %t2632
  %t2634 = mul i64 %size.W, %size.C
  %t2635 = mul i64 %t2630, %t2634
  %t2636 = add i64 %t2633, %t2635
  %t2637 = mul i64 %t2628, %size.C
  %t2638 = add i64 %t2636, %t2637
  %t2639 = add i64 %t2638, %i55
  %t2640 = getelementptr float, ptr %buf.x, i64 %t2639
  %t2641 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2640, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2642 = load <16 x float>, ptr %tacc2056
  %t2643 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2641, <16 x float> %t2586, <16 x float> %t2642)
  store <16 x float> %t2643, ptr %tacc2056
  %t2644 = mul i64 %t2061, 1
  %t2645 = mul i64 3, 1
  %t2646 = add i64 %t2644, %t2645
  %t2647 = add i64 %t2646, 0
  %t2648 = mul i64 %i2329, 1
  %t2649 = add i64 %t21, %t2648
  %t2650 = mul i64 %size.H, %size.W
  %t2651 = mul i64 %t2650, %size.C
  %t2652 = mul i64 %t18, %t2651
  %t2653 = mul i64 %size.W, %size.C
  %t2654 = mul i64 %t2649, %t2653
  %t2655 = add i64 %t2652, %t2654
  %t2656 = mul i64 %t2647, %size.C
  %t2657 = add i64 %t2655, %t2656
  %t2658 = add i64 %t2657, %i55
  %t2659 = getelementptr float, ptr %buf.x, i64 %t2658
  %t2660 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2659, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2661 = load <16 x float>, ptr %tacc2057
  %t2662 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2660, <16 x float> %t2586, <16 x float> %t2661)
  store <16 x float> %t2662, ptr %tacc2057
  %t2663 = mul i64 %size.S, %size.C
  %t2664 = mul i64 %i2329, %t2663
  %t2665 = mul i64 4, %size.C
  %t2666 = add i64 %t2664, %t2665
  %t2667 = add i64 %t2666, %i55
  %t2668 = getelementptr float, ptr %buf.w, i64 %t2667
  %t2669 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2668, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2670 = mul i64 %t2058, 1
  %t2671 = mul i64 4, 1
  %t2672 = add i64 %t2670, %t2671
  %t2673 = add i64 %t2672, 0
  %t2674 = mul i64 %i2329, 1
  %t2675 = add i64 %t21, %t2674
  %t2676 = mul i64 %size.H, %size.W
  %t2677 = mul i64 %t2676, %size.C
  %t2678 = mul i64 %t18, %t2677
  %t2679 = mul i64 %size.W, %size.C
  %t2680 = mul i64 %t2675, %t2679
  %t2681 = add i64 %t2678, %t2680
  %t2682 = mul i64 %t2673, %size.C
  %t2683 = add i64 %t2681, %t2682
  %t2684 = add i64 %t2683, %i55
  %t2685 = getelementptr float, ptr %buf.x, i64 %t2684
  %t2686 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2685, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2687 = load <16 x float>, ptr %tacc2054
  %t2688 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2686, <16 x float> %t2669, <16 x float> %t2687)
  store <16 x float> %t2688, ptr %tacc2054
  %t2689 = mul i64 %t2059, 1
  %t2690 = mul i64 4, 1
  %t2691 = add i64 %t2689, %t2690
  %t2692 = add i64 %t2691, 0
  %t2693 = mul i64 %i2329, 1
  %t2694 = add i64 %t21, %t2693
  %t2695 = mul i64 %size.H, %size.W
  %t2696 = mul i64 %t2695, %size.C
  %t2697 = mul i64 %t18, %t2696
  %t2698 = mul i64 %size.W, %size.C
  %t2699 = mul i64 %t2694, %t2698
  %t2700 = add i64 %t2697, %t2699
  %t2701 = mul i64 %t2692, %size.C
  %t2702 = add i64 %t2700, %t2701
  %t2703 = add i64 %t2702, %i55
  %t2704 = getelementptr float, ptr %buf.x, i64 %t2703
  %t2705 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2704, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2706 = load <16 x float>, ptr %tacc2055
  %t2707 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2705, <16 x float> %t2669, <16 x float> %t2706)
  store <16 x float> %t2707, ptr %tacc2055
  %t2708 = mul i64 %t2060, 1
  %t2709 = mul i64 4, 1
  %t2710 = add i64 %t2708, %t2709
  %t2711 = add i64 %t2710, 0
  %t2712 = mul i64 %i2329, 1
  %t2713 = add i64 %t21, %t2712
  %t2714 = mul i64 %size.H, %size.W
  %t2715 = mul i64 %t2714, %size.C
  %t2716 = mul i64 %t18, %t2715
  %t2717 = mul i64 %size.W, %size.C
  %t2718 = mul i64 %t2713, %t2717
  %t2719 = add i64 %t2716, %t2718
  %t2720 = mul i64 %t2711, %size.C
  %t2721 = add i64 %t2719, %t2720
  %t2722 = add i64 %t2721, %i55
  %t2723 = getelementptr float, ptr %buf.x, i64 %t2722
  %t2724 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2723, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2725 = load <16 x float>, ptr %tacc2056
  %t2726 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2724, <16 x float> %t2669, <16 x float> %t2725)
  store <16 x float> %t2726, ptr %tacc2056
  %t2727 = mul i64 %t2061, 1
  %t2728 = mul i64 4, 1
  %t2729 = add i64 %t2727, %t2728
  %t2730 = add i64 %t2729, 0
  %t2731 = mul i64 %i2329, 1
  %t2732 = add i64 %t21, %t2731
  %t2733 = mul i64 %size.H, %size.W
  %t2734 = mul i64 %t2733, %size.C
  %t2735 = mul i64 %t18, %t2734
  %t2736 = mul i64 %size.W, %size.C
  %t2737 = mul i64 %t2732, %t2736
  %t2738 = add i64 %t2735, %t2737
  %t2739 = mul i64 %t2730, %size.C
  %t2740 = add i64 %t2738, %t2739
  %t2741 = add i64 %t2740, %i55
  %t2742 = getelementptr float, ptr %buf.x, i64 %t2741
  %t2743 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2742, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2744 = load <16 x float>, ptr %tacc2057
  %t2745 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2743, <16 x float> %t2669, <16 x float> %t2744)
  store <16 x float> %t2745, ptr %tacc2057
  %t2746 = add nsw i64 %i2329, 1
  store i64 %t2746, ptr %c2325
  br label %head2326
done2328:
  br label %taps.done2062
winnext2323:
  store i64 %t25, ptr %c2747
  br label %head2748
head2748:
  %i2751 = load i64, ptr %c2747
  %t2752 = icmp slt i64 %i2751, %t32
  br i1 %t2752, label %body2749, label %done2750
body2749:
  store i64 0, ptr %c2753
  br label %head2754
head2754:
  %i2757 = load i64, ptr %c2753
  %t2758 = icmp slt i64 %i2757, %size.S
  br i1 %t2758, label %body2755, label %done2756
body2755:
  %t2759 = mul i64 %size.S, %size.C
  %t2760 = mul i64 %i2751, %t2759
  %t2761 = mul i64 %i2757, %size.C
  %t2762 = add i64 %t2760, %t2761
  %t2763 = add i64 %t2762, %i55
  %t2764 = getelementptr float, ptr %buf.w, i64 %t2763
  %t2765 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2764, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2766 = mul i64 %t2058, 1
  %t2767 = mul i64 %i2757, 1
  %t2768 = add i64 %t2766, %t2767
  %t2769 = add i64 %t2768, 0
  %t2770 = mul i64 %i2751, 1
  %t2771 = add i64 %t21, %t2770
  %t2772 = mul i64 %size.H, %size.W
  %t2773 = mul i64 %t2772, %size.C
  %t2774 = mul i64 %t18, %t2773
  %t2775 = mul i64 %size.W, %size.C
  %t2776 = mul i64 %t2771, %t2775
  %t2777 = add i64 %t2774, %t2776
  %t2778 = mul i64 %t2769, %size.C
  %t2779 = add i64 %t2777, %t2778
  %t2780 = add i64 %t2779, %i55
  %t2781 = getelementptr float, ptr %buf.x, i64 %t2780
  %t2782 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2781, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2783 = load <16 x float>, ptr %tacc2054
  %t2784 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2782, <16 x float> %t2765, <16 x float> %t2783)
  store <16 x float> %t2784, ptr %tacc2054
  %t2785 = mul i64 %t2059, 1
  %t2786 = mul i64 %i2757, 1
  %t2787 = add i64 %t2785, %t2786
  %t2788 = add i64 %t2787, 0
  %t2789 = mul i64 %i2751, 1
  %t2790 = add i64 %t21, %t2789
  %t2791 = mul i64 %size.H, %size.W
  %t2792 = mul i64 %t2791, %size.C
  %t2793 = mul i64 %t18, %t2792
  %t2794 = mul i64 %size.W, %size.C
  %t2795 = mul i64 %t2790, %t2794
  %t2796 = add i64 %t2793, %t2795
  %t2797 = mul i64 %t2788, %size.C
  %t2798 = add i64 %t2796, %t2797
  %t2799 = add i64 %t2798, %i55
  %t2800 = getelementptr float, ptr %buf.x, i64 %t2799
  %t2801 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2800, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2802 = load <16 x float>, ptr %tacc2055
  %t2803 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2801, <16 x float> %t2765, <16 x float> %t2802)
  store <16 x float> %t2803, ptr %tacc2055
  %t2804 = mul i64 %t2060, 1
  %t2805 = mul i64 %i2757, 1
  %t2806 = add i64 %t2804, %t2805
  %t2807 = add i64 %t2806, 0
  %t2808 = mul i64 %i2751, 1
  %t2809 = add i64 %t21, %t2808
  %t2810 = mul i64 %size.H, %size.W
  %t2811 = mul i64 %t2810, %size.C
  %t2812 = mul i64 %t18, %t2811
  %t2813 = mul i64 %size.W, %size.C
  %t2814 = mul i64 %t2809, %t2813
  %t2815 = add i64 %t2812, %t2814
  %t2816 = mul i64 %t2807, %size.C
  %t2817 = add i64 %t2815, %t2816
  %t2818 = add i64 %t2817, %i55
  %t2819 = getelementptr float, ptr %buf.x, i64 %t2818
  %t2820 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2819, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2821 = load <16 x float>, ptr %tacc2056
  %t2822 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2820, <16 x float> %t2765, <16 x float> %t2821)
  store <16 x float> %t2822, ptr %tacc2056
  %t2823 = mul i64 %t2061, 1
  %t2824 = mul i64 %i2757, 1
  %t2825 = add i64 %t2823, %t2824
  %t2826 = add i64 %t2825, 0
  %t2827 = mul i64 %i2751, 1
  %t2828 = add i64 %t21, %t2827
  %t2829 = mul i64 %size.H, %size.W
  %t2830 = mul i64 %t2829, %size.C
  %t2831 = mul i64 %t18, %t2830
  %t2832 = mul i64 %size.W, %size.C
  %t2833 = mul i64 %t2828, %t2832
  %t2834 = add i64 %t2831, %t2833
  %t2835 = mul i64 %t2826, %size.C
  %t2836 = add i64 %t2834, %t2835
  %t2837 = add i64 %t2836, %i55
  %t2838 = getelementptr float, ptr %buf.x, i64 %t2837
  %t2839 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2838, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2840 = load <16 x float>, ptr %tacc2057
  %t2841 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2839, <16 x float> %t2765, <16 x float> %t2840)
  store <16 x float> %t2841, ptr %tacc2057
  %t2842 = add nsw i64 %i2757, 1
  store i64 %t2842, ptr %c2753
  br label %head2754
done2756:
  %t2843 = add nsw i64 %i2751, 1
  store i64 %t2843, ptr %c2747
  br label %head2748
done2750:
  br label %taps.done2062
taps.done2062:
  %t2844 = load <16 x float>, ptr %tacc2054
  %p2845 = getelementptr float, ptr %buf.b, i64 %i55
  %ld2846 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2845, <16 x i1> %t57, <16 x float> zeroinitializer)
  %v2847 = fadd contract <16 x float> %ld2846, %t2844
  %v2848 = sub i64 %size.R, 1
  %v2849 = sub i64 %size.H, %v2848
  %v2850 = sub i64 %v2849, 1
  %v2851 = add i64 %v2850, 1
  %v2852 = mul i64 %t18, %v2851
  %v2853 = add i64 %v2852, %t19
  %v2854 = sub i64 %size.S, 1
  %v2855 = sub i64 %size.W, %v2854
  %v2856 = sub i64 %v2855, 1
  %v2857 = add i64 %v2856, 1
  %v2858 = mul i64 %v2853, %v2857
  %v2859 = add i64 %v2858, %t2058
  %v2860 = mul i64 %v2859, %size.C
  %v2861 = add i64 %v2860, %i55
  %p2862 = getelementptr float, ptr %buf.y, i64 %v2861
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2847, ptr align 4 %p2862, <16 x i1> %t57)
  %t2863 = load <16 x float>, ptr %tacc2055
  %p2864 = getelementptr float, ptr %buf.b, i64 %i55
  %ld2865 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2864, <16 x i1> %t57, <16 x float> zeroinitializer)
  %v2866 = fadd contract <16 x float> %ld2865, %t2863
  %v2867 = sub i64 %size.R, 1
  %v2868 = sub i64 %size.H, %v2867
  %v2869 = sub i64 %v2868, 1
  %v2870 = add i64 %v2869, 1
  %v2871 = mul i64 %t18, %v2870
  %v2872 = add i64 %v2871, %t19
  %v2873 = sub i64 %size.S, 1
  %v2874 = sub i64 %size.W, %v2873
  %v2875 = sub i64 %v2874, 1
  %v2876 = add i64 %v2875, 1
  %v2877 = mul i64 %v2872, %v2876
  %v2878 = add i64 %v2877, %t2059
  %v2879 = mul i64 %v2878, %size.C
  %v2880 = add i64 %v2879, %i55
  %p2881 = getelementptr float, ptr %buf.y, i64 %v2880
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2866, ptr align 4 %p2881, <16 x i1> %t57)
  %t2882 = load <16 x float>, ptr %tacc2056
  %p2883 = getelementptr float, ptr %buf.b, i64 %i55
  %ld2884 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2883, <16 x i1> %t57, <16 x float> zeroinitializer)
  %v2885 = fadd contract <16 x float> %ld2884, %t2882
  %v2886 = sub i64 %size.R, 1
  %v2887 = sub i64 %size.H, %v2886
  %v2888 = sub i64 %v2887, 1
  %v2889 = add i64 %v2888, 1
  %v2890 = mul i64 %t18, %v2889
  %v2891 = add i64 %v2890, %t19
  %v2892 = sub i64 %size.S, 1
  %v2893 = sub i64 %size.W, %v2892
  %v2894 = sub i64 %v2893, 1
  %v2895 = add i64 %v2894, 1
  %v2896 = mul i64 %v2891, %v2895
  %v2897 = add i64 %v2896, %t2060
  %v2898 = mul i64 %v2897, %size.C
  %v2899 = add i64 %v2898, %i55
  %p2900 = getelementptr float, ptr %buf.y, i64 %v2899
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2885, ptr align 4 %p2900, <16 x i1> %t57)
  %t2901 = load <16 x float>, ptr %tacc2057
  %p2902 = getelementptr float, ptr %buf.b, i64 %i55
  %ld2903 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p2902, <16 x i1> %t57, <16 x float> zeroinitializer)
  %v2904 = fadd contract <16 x float> %ld2903, %t2901
  %v2905 = sub i64 %size.R, 1
  %v2906 = sub i64 %size.H, %v2905
  %v2907 = sub i64 %v2906, 1
  %v2908 = add i64 %v2907, 1
  %v2909 = mul i64 %t18, %v2908
  %v2910 = add i64 %v2909, %t19
  %v2911 = sub i64 %size.S, 1
  %v2912 = sub i64 %size.W, %v2911
  %v2913 = sub i64 %v2912, 1
  %v2914 = add i64 %v2913, 1
  %v2915 = mul i64 %v2910, %v2914
  %v2916 = add i64 %v2915, %t2061
  %v2917 = mul i64 %v2916, %size.C
  %v2918 = add i64 %v2917, %i55
  %p2919 = getelementptr float, ptr %buf.y, i64 %v2918
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2904, ptr align 4 %p2919, <16 x i1> %t57)
  %t2920 = add nsw i64 %i2052, 4
  store i64 %t2920, ptr %c2048
  br label %head2049
done2051:
  %t2921 = sub i64 %t50, %t2047
  %t2922 = sdiv i64 %t2921, 2
  %t2923 = mul i64 %t2922, 2
  %t2924 = add i64 %t2047, %t2923
  store i64 %t2047, ptr %c2925
  br label %head2926
head2926:
  %i2929 = load i64, ptr %c2925
  %t2930 = icmp slt i64 %i2929, %t2924
  br i1 %t2930, label %body2927, label %done2928
body2927:
  store <16 x float> zeroinitializer, ptr %tacc2931
  store <16 x float> zeroinitializer, ptr %tacc2932
  %t2933 = add i64 %i2929, 0
  %t2934 = add i64 %i2929, 1
  %t2938 = icmp eq i64 %size.S, 3
  br i1 %t2938, label %win32936, label %winnext2937
win32936:
  store i64 %t25, ptr %c2939
  br label %head2940
head2940:
  %i2943 = load i64, ptr %c2939
  %t2944 = icmp slt i64 %i2943, %t32
  br i1 %t2944, label %body2941, label %done2942
body2941:
  %t2945 = mul i64 %size.S, %size.C
  %t2946 = mul i64 %i2943, %t2945
  %t2947 = mul i64 0, %size.C
  %t2948 = add i64 %t2946, %t2947
  %t2949 = add i64 %t2948, %i55
  %t2950 = getelementptr float, ptr %buf.w, i64 %t2949
  %t2951 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2950, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2952 = mul i64 %t2933, 1
  %t2953 = mul i64 0, 1
  %t2954 = add i64 %t2952, %t2953
  %t2955 = add i64 %t2954, 0
  %t2956 = mul i64 %i2943, 1
  %t2957 = add i64 %t21, %t2956
  %t2958 = mul i64 %size.H, %size.W
  %t2959 = mul i64 %t2958, %size.C
  %t2960 = mul i64 %t18, %t2959
  %t2961 = mul i64 %size.W, %size.C
  %t2962 = mul i64 %t2957, %t2961
  %t2963 = add i64 %t2960, %t2962
  %t2964 = mul i64 %t2955, %size.C
  %t2965 = add i64 %t2963, %t2964
  %t2966 = add i64 %t2965, %i55
  %t2967 = getelementptr float, ptr %buf.x, i64 %t2966
  %t2968 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2967, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2969 = load <16 x float>, ptr %tacc2931
  %t2970 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2968, <16 x float> %t2951, <16 x float> %t2969)
  store <16 x float> %t2970, ptr %tacc2931
  %t2971 = mul i64 %t2934, 1
  %t2972 = mul i64 0, 1
  %t2973 = add i64 %t2971, %t2972
  %t2974 = add i64 %t2973, 0
  %t2975 = mul i64 %i2943, 1
  %t2976 = add i64 %t21, %t2975
  %t2977 = mul i64 %size.H, %size.W
  %t2978 = mul i64 %t2977, %size.C
  %t2979 = mul i64 %t18, %t2978
  %t2980 = mul i64 %size.W, %size.C
  %t2981 = mul i64 %t2976, %t2980
  %t2982 = add i64 %t2979, %t2981
  %t2983 = mul i64 %t2974, %size.C
  %t2984 = add i64 %t2982, %t2983
  %t2985 = add i64 %t2984, %i55
  %t2986 = getelementptr float, ptr %buf.x, i64 %t2985
  %t2987 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2986, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2988 = load <16 x float>, ptr %tacc2932
  %t2989 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2987, <16 x float> %t2951, <16 x float> %t2988)
  store <16 x float> %t2989, ptr %tacc2932
  %t2990 = mul i64 %size.S, %size.C
  %t2991 = mul i64 %i2943, %t2990
  %t2992 = mul i64 1, %size.C
  %t2993 = add i64 %t2991, %t2992
  %t2994 = add i64 %t2993, %i55
  %t2995 = getelementptr float, ptr %buf.w, i64 %t2994
  %t2996 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2995, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t2997 = mul i64 %t2933, 1
  %t2998 = mul i64 1, 1
  %t2999 = add i64 %t2997, %t2998
  %t3000 = add i64 %t2999, 0
  %t3001 = mul i64 %i2943, 1
  %t3002 = add i64 %t21, %t3001
  %t3003 = mul i64 %size.H, %size.W
  %t3004 = mul i64 %t3003, %size.C
  %t3005 = mul i64 %t18, %t3004
  %t3006 = mul i64 %size.W, %size.C
  %t3007 = mul i64 %t3002, %t3006
  %t3008 = add i64 %t3005, %t3007
  %t3009 = mul i64 %t3000, %size.C
  %t3010 = add i64 %t3008, %t3009
  %t3011 = add i64 %t3010, %i55
  %t3012 = getelementptr float, ptr %buf.x, i64 %t3011
  %t3013 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3012, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3014 = load <16 x float>, ptr %tacc2931
  %t3015 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3013, <16 x float> %t2996, <16 x float> %t3014)
  store <16 x float> %t3015, ptr %tacc2931
  %t3016 = mul i64 %t2934, 1
  %t3017 = mul i64 1, 1
  %t3018 = add i64 %t3016, %t3017
  %t3019 = add i64 %t3018, 0
  %t3020 = mul i64 %i2943, 1
  %t3021 = add i64 %t21, %t3020
  %t3022 = mul i64 %size.H, %size.W
  %t3023 = mul i64 %t3022, %size.C
  %t3024 = mul i64 %t18, %t3023
  %t3025 = mul i64 %size.W, %size.C
  %t3026 = mul i64 %t3021, %t3025
  %t3027 = add i64 %t3024, %t3026
  %t3028 = mul i64 %t3019, %size.C
  %t3029 = add i64 %t3027, %t3028
  %t3030 = add i64 %t3029, %i55
  %t3031 = getelementptr float, ptr %buf.x, i64 %t3030
  %t3032 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3031, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3033 = load <16 x float>, ptr %tacc2932
  %t3034 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3032, <16 x float> %t2996, <16 x float> %t3033)
  store <16 x float> %t3034, ptr %tacc2932
  %t3035 = mul i64 %size.S, %size.C
  %t3036 = mul i64 %i2943, %t3035
  %t3037 = mul i64 2, %size.C
  %t3038 = add i64 %t3036, %t3037
  %t3039 = add i64 %t3038, %i55
  %t3040 = getelementptr float, ptr %buf.w, i64 %t3039
  %t3041 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3040, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3042 = mul i64 %t2933, 1
  %t3043 = mul i64 2, 1
  %t3044 = add i64 %t3042, %t3043
  %t3045 = add i64 %t3044, 0
  %t3046 = mul i64 %i2943, 1
  %t3047 = add i64 %t21, %t3046
  %t3048 = mul i64 %size.H, %size.W
  %t3049 = mul i64 %t3048, %size.C
  %t3050 = mul i64 %t18, %t3049
  %t3051 = mul i64 %size.W, %size.C
  %t3052 = mul i64 %t3047, %t3051
  %t3053 = add i64 %t3050, %t3052
  %t3054 = mul i64 %t3045, %size.C
  %t3055 = add i64 %t3053, %t3054
  %t3056 = add i64 %t3055, %i55
  %t3057 = getelementptr float, ptr %buf.x, i64 %t3056
  %t3058 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3057, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3059 = load <16 x float>, ptr %tacc2931
  %t3060 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3058, <16 x float> %t3041, <16 x float> %t3059)
  store <16 x float> %t3060, ptr %tacc2931
  %t3061 = mul i64 %t2934, 1
  %t3062 = mul i64 2, 1
  %t3063 = add i64 %t3061, %t3062
  %t3064 = add i64 %t3063, 0
  %t3065 = mul i64 %i2943, 1
  %t3066 = add i64 %t21, %t3065
  %t3067 = mul i64 %size.H, %size.W
  %t3068 = mul i64 %t3067, %size.C
  %t3069 = mul i64 %t18, %t3068
  %t3070 = mul i64 %size.W, %size.C
  %t3071 = mul i64 %t3066, %t3070
  %t3072 = add i64 %t3069, %t3071
  %t3073 = mul i64 %t3064, %size.C
  %t3074 = add i64 %t3072, %t3073
  %t3075 = add i64 %t3074, %i55
  %t3076 = getelementptr float, ptr %buf.x, i64 %t3075
  %t3077 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3076, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3078 = load <16 x float>, ptr %tacc2932
  %t3079 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3077, <16 x float> %t3041, <16 x float> %t3078)
  store <16 x float> %t3079, ptr %tacc2932
  %t3080 = add nsw i64 %i2943, 1
  store i64 %t3080, ptr %c2939
  br label %head2940
done2942:
  br label %taps.done2935
winnext2937:
  %t3083 = icmp eq i64 %size.S, 5
  br i1 %t3083, label %win53081, label %winnext3082
win53081:
  store i64 %t25, ptr %c3084
  br label %head3085
head3085:
  %i3088 = load i64, ptr %c3084
  %t3089 = icmp slt i64 %i3088, %t32
  br i1 %t3089, label %body3086, label %done3087
body3086:
  %t3090 = mul i64 %size.S, %size.C
  %t3091 = mul i64 %i3088, %t3090
  %t3092 = mul i64 0, %size.C
  %t3093 = add i64 %t3091, %t3092
  %t3094 = add i64 %t3093, %i55
  %t3095 = getelementptr float, ptr %buf.w, i64 %t3094
  %t3096 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3095, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3097 = mul i64 %t2933, 1
  %t3098 = mul i64 0, 1
  %t3099 = add i64 %t3097, %t3098
  %t3100 = add i64 %t3099, 0
  %t3101 = mul i64 %i3088, 1
  %t3102 = add i64 %t21, %t3101
  %t3103 = mul i64 %size.H, %size.W
  %t3104 = mul i64 %t3103, %size.C
  %t3105 = mul i64 %t18, %t3104
  %t3106 = mul i64 %size.W, %size.C
  %t3107 = mul i64 %t3102, %t3106
  %t3108 = add i64 %t3105, %t3107
  %t3109 = mul i64 %t3100, %size.C
  %t3110 = add i64 %t3108, %t3109
  %t3111 = add i64 %t3110, %i55
  %t3112 = getelementptr float, ptr %buf.x, i64 %t3111
  %t3113 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3112, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3114 = load <16 x float>, ptr %tacc2931
  %t3115 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3113, <16 x float> %t3096, <16 x float> %t3114)
  store <16 x float> %t3115, ptr %tacc2931
  %t3116 = mul i64 %t2934, 1
  %t3117 = mul i64 0, 1
  %t3118 = add i64 %t3116, %t3117
  %t3119 = add i64 %t3118, 0
  %t3120 = mul i64 %i3088, 1
  %t3121 = add i64 %t21, %t3120
  %t3122 = mul i64 %size.H, %size.W
  %t3123 = mul i64 %t3122, %size.C
  %t3124 = mul i64 %t18, %t3123
  %t3125 = mul i64 %size.W, %size.C
  %t3126 = mul i64 %t3121, %t3125
  %t3127 = add i64 %t3124, %t3126
  %t3128 = mul i64 %t3119, %size.C
  %t3129 = add i64 %t3127, %t3128
  %t3130 = add i64 %t3129, %i55
  %t3131 = getelementptr float, ptr %buf.x, i64 %t3130
  %t3132 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3131, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3133 = load <16 x float>, ptr %tacc2932
  %t3134 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3132, <16 x float> %t3096, <16 x float> %t3133)
  store <16 x float> %t3134, ptr %tacc2932
  %t3135 = mul i64 %size.S, %size.C
  %t3136 = mul i64 %i3088, %t3135
  %t3137 = mul i64 1, %size.C
  %t3138 = add i64 %t3136, %t3137
  %t3139 = add i64 %t3138, %i55
  %t3140 = getelementptr float, ptr %buf.w, i64 %t3139
  %t3141 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3140, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3142 = mul i64 %t2933, 1
  %t3143 = mul i64 1, 1
  %t3144 = add i64 %t3142, %t3143
  %t3145 = add i64 %t3144, 0
  %t3146 = mul i64 %i3088, 1
  %t3147 = add i64 %t21, %t3146
  %t3148 = mul i64 %size.H, %size.W
  %t3149 = mul i64 %t3148, %size.C
  %t3150 = mul i64 %t18, %t3149
  %t3151 = mul i64 %size.W, %size.C
  %t3152 = mul i64 %t3147, %t3151
  %t3153 = add i64 %t3150, %t3152
  %t3154 = mul i64 %t3145, %size.C
  %t3155 = add i64 %t3153, %t3154
  %t3156 = add i64 %t3155, %i55
  %t3157 = getelementptr float, ptr %buf.x, i64 %t3156
  %t3158 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3157, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3159 = load <16 x float>, ptr %tacc2931
  %t3160 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3158, <16 x float> %t3141, <16 x float> %t3159)
  store <16 x float> %t3160, ptr %tacc2931
  %t3161 = mul i64 %t2934, 1
  %t3162 = mul i64 1, 1
  %t3163 = add i64 %t3161, %t3162
  %t3164 = add i64 %t3163, 0
  %t3165 = mul i64 %i3088, 1
  %t3166 = add i64 %t21, %t3165
  %t3167 = mul i64 %size.H, %size.W
  %t3168 = mul i64 %t3167, %size.C
  %t3169 = mul i64 %t18, %t3168
  %t3170 = mul i64 %size.W, %size.C
  %t3171 = mul i64 %t3166, %t3170
  %t3172 = add i64 %t3169, %t3171
  %t3173 = mul i64 %t3164, %size.C
  %t3174 = add i64 %t3172, %t3173
  %t3175 = add i64 %t3174, %i55
  %t3176 = getelementptr float, ptr %buf.x, i64 %t3175
  %t3177 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3176, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3178 = load <16 x float>, ptr %tacc2932
  %t3179 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3177, <16 x float> %t3141, <16 x float> %t3178)
  store <16 x float> %t3179, ptr %tacc2932
  %t3180 = mul i64 %size.S, %size.C
  %t3181 = mul i64 %i3088, %t3180
  %t3182 = mul i64 2, %size.C
  %t3183 = add i64 %t3181, %t3182
  %t3184 = add i64 %t3183, %i55
  %t3185 = getelementptr float, ptr %buf.w, i64 %t3184
  %t3186 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3185, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3187 = mul i64 %t2933, 1
  %t3188 = mul i64 2, 1
  %t3189 = add i64 %t3187, %t3188
  %t3190 = add i64 %t3189, 0
  %t3191 = mul i64 %i3088, 1
  %t3192 = add i64 %t21, %t3191
  %t3193 = mul i64 %size.H, %size.W
  %t3194 = mul i64 %t3193, %size.C
  %t3195 = mul i64 %t18, %t3194
  %t3196 = mul i64 %size.W, %size.C
  %t3197 = mul i64 %t3192, %t3196
  %t3198 = add i64 %t3195, %t3197
  %t3199 = mul i64 %t3190, %size.C
  %t3200 = add i64 %t3198, %t3199
  %t3201 = add i64 %t3200, %i55
  %t3202 = getelementptr float, ptr %buf.x, i64 %t3201
  %t3203 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3202, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3204 = load <16 x float>, ptr %tacc2931
  %t3205 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3203, <16 x float> %t3186, <16 x float> %t3204)
  store <16 x float> %t3205, ptr %tacc2931
  %t3206 = mul i64 %t2934, 1
  %t3207 = mul i64 2, 1
  %t3208 = add i64 %t3206, %t3207
  %t3209 = add i64 %t3208, 0
  %t3210 = mul i64 %i3088, 1
  %t3211 = add i64 %t21, %t3210
  %t3212 = mul i64 %size.H, %size.W
  %t3213 = mul i64 %t3212, %size.C
  %t3214 = mul i64 %t18, %t3213
  %t3215 = mul i64 %size.W, %size.C
  %t3216 = mul i64 %t3211, %t3215
  %t3217 = add i64 %t3214, %t3216
  %t3218 = mul i64 %t3209, %size.C
  %t3219 = add i64 %t3217, %t3218
  %t3220 = add i64 %t3219, %i55
  %t3221 = getelementptr float, ptr %buf.x, i64 %t3220
  %t3222 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3221, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3223 = load <16 x float>, ptr %tacc2932
  %t3224 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3222, <16 x float> %t3186, <16 x float> %t3223)
  store <16 x float> %t3224, ptr %tacc2932
  %t3225 = mul i64 %size.S, %size.C
  %t3226 = mul i64 %i3088, %t3225
  %t3227 = mul i64 3, %size.C
  %t3228 = add i64 %t3226, %t3227
  %t3229 = add i64 %t3228, %i55
  %t3230 = getelementptr float, ptr %buf.w, i64 %t3229
  %t3231 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3230, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3232 = mul i64 %t2933, 1
  %t3233 = mul i64 3, 1
  %t3234 = add i64 %t3232, %t3233
  %t3235 = add i64 %t3234, 0
  %t3236 = mul i64 %i3088, 1
  %t3237 = add i64 %t21, %t3236
  %t3238 = mul i64 %size.H, %size.W
  %t3239 = mul i64 %t3238, %size.C
  %t3240 = mul i64 %t18, %t3239
  %t3241 = mul i64 %size.W, %size.C
  %t3242 = mul i64 %t3237, %t3241
  %t3243 = add i64 %t3240, %t3242
  %t3244 = mul i64 %t3235, %size.C
  %t3245 = add i64 %t3243, %t3244
  %t3246 = add i64 %t3245, %i55
  %t3247 = getelementptr float, ptr %buf.x, i64 %t3246
  %t3248 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3247, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3249 = load <16 x float>, ptr %tacc2931
  %t3250 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3248, <16 x float> %t3231, <16 x float> %t3249)
  store <16 x float> %t3250, ptr %tacc2931
  %t3251 = mul i64 %t2934, 1
  %t3252 = mul i64 3, 1
  %t3253 = add i64 %t3251, %t3252
  %t3254 = add i64 %t3253, 0
  %t3255 = mul i64 %i3088, 1
  %t3256 = add i64 %t21, %t3255
  %t3257 = mul i64 %size.H, %size.W
  %t3258 = mul i64 %t3257, %size.C
  %t3259 = mul i64 %t18, %t3258
  %t3260 = mul i64 %size.W, %size.C
  %t3261 = mul i64 %t3256, %t3260
  %t3262 = add i64 %t3259, %t3261
  %t3263 = mul i64 %t3254, %size.C
  %t3264 = add i64 %t3262, %t3263
  %t3265 = add i64 %t3264, %i55
  %t3266 = getelementptr float, ptr %buf.x, i64 %t3265
  %t3267 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3266, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3268 = load <16 x float>, ptr %tacc2932
  %t3269 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3267, <16 x float> %t3231, <16 x float> %t3268)
  store <16 x float> %t3269, ptr %tacc2932
  %t3270 = mul i64 %size.S, %size.C
  %t3271 = mul i64 %i3088, %t3270
  %t3272 = mul i64 4, %size.C
  %t3273 = add i64 %t3271, %t3272
  %t3274 = add i64 %t3273, %i55
  %t3275 = getelementptr float, ptr %buf.w, i64 %t3274
  %t3276 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3275, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3277 = mul i64 %t2933, 1
  %t3278 = mul i64 4, 1
  %t3279 = add i64 %t3277, %t3278
  %t3280 = add i64 %t3279, 0
  %t3281 = mul i64 %i3088, 1
  %t3282 = add i64 %t21, %t3281
  %t3283 = mul i64 %size.H, %size.W
  %t3284 = mul i64 %t3283, %size.C
  %t3285 = mul i64 %t18, %t3284
  %t3286 = mul i64 %size.W, %size.C
  %t3287 = mul i64 %t3282, %t3286
  %t3288 = add i64 %t3285, %t3287
  %t3289 = mul i64 %t3280, %size.C
  %t3290 = add i64 %t3288, %t3289
  %t3291 = add i64 %t3290, %i55
  %t3292 = getelementptr float, ptr %buf.x, i64 %t3291
  %t3293 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3292, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3294 = load <16 x float>, ptr %tacc2931
  %t3295 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3293, <16 x float> %t3276, <16 x float> %t3294)
  store <16 x float> %t3295, ptr %tacc2931
  %t3296 = mul i64 %t2934, 1
  %t3297 = mul i64 4, 1
  %t3298 = add i64 %t3296, %t3297
  %t3299 = add i64 %t3298, 0
  %t3300 = mul i64 %i3088, 1
  %t3301 = add i64 %t21, %t3300
  %t3302 = mul i64 %size.H, %size.W
  %t3303 = mul i64 %t3302, %size.C
  %t3304 = mul i64 %t18, %t3303
  %t3305 = mul i64 %size.W, %size.C
  %t3306 = mul i64 %t3301, %t3305
  %t3307 = add i64 %t3304, %t3306
  %t3308 = mul i64 %t3299, %size.C
  %t3309 = add i64 %t3307, %t3308
  %t3310 = add i64 %t3309, %i55
  %t3311 = getelementptr float, ptr %buf.x, i64 %t3310
  %t3312 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3311, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3313 = load <16 x float>, ptr %tacc2932
  %t3314 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3312, <16 x float> %t3276, <16 x float> %t3313)
  store <16 x float> %t3314, ptr %tacc2932
  %t3315 = add nsw i64 %i3088, 1
  store i64 %t3315, ptr %c3084
  br label %head3085
done3087:
  br label %taps.done2935
winnext3082:
  store i64 %t25, ptr %c3316
  br label %head3317
head3317:
  %i3320 = load i64, ptr %c3316
  %t3321 = icmp slt i64 %i3320, %t32
  br i1 %t3321, label %body3318, label %done3319
body3318:
  store i64 0, ptr %c3322
  br label %head3323
head3323:
  %i3326 = load i64, ptr %c3322
  %t3327 = icmp slt i64 %i3326, %size.S
  br i1 %t3327, label %body3324, label %done3325
body3324:
  %t3328 = mul i64 %size.S, %size.C
  %t3329 = mul i64 %i3320, %t3328
  %t3330 = mul i64 %i3326, %size.C
  %t3331 = add i64 %t3329, %t3330
  %t3332 = add i64 %t3331, %i55
  %t3333 = getelementptr float, ptr %buf.w, i64 %t3332
  %t3334 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3333, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3335 = mul i64 %t2933, 1
  %t3336 = mul i64 %i3326, 1
  %t3337 = add i64 %t3335, %t3336
  %t3338 = add i64 %t3337, 0
  %t3339 = mul i64 %i3320, 1
  %t3340 = add i64 %t21, %t3339
  %t3341 = mul i64 %size.H, %size.W
  %t3342 = mul i64 %t3341, %size.C
  %t3343 = mul i64 %t18, %t3342
  %t3344 = mul i64 %size.W, %size.C
  %t3345 = mul i64 %t3340, %t3344
  %t3346 = add i64 %t3343, %t3345
  %t3347 = mul i64 %t3338, %size.C
  %t3348 = add i64 %t3346, %t3347
  %t3349 = add i64 %t3348, %i55
  %t3350 = getelementptr float, ptr %buf.x, i64 %t3349
  %t3351 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3350, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3352 = load <16 x float>, ptr %tacc2931
  %t3353 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3351, <16 x float> %t3334, <16 x float> %t3352)
  store <16 x float> %t3353, ptr %tacc2931
  %t3354 = mul i64 %t2934, 1
  %t3355 = mul i64 %i3326, 1
  %t3356 = add i64 %t3354, %t3355
  %t3357 = add i64 %t3356, 0
  %t3358 = mul i64 %i3320, 1
  %t3359 = add i64 %t21, %t3358
  %t3360 = mul i64 %size.H, %size.W
  %t3361 = mul i64 %t3360, %size.C
  %t3362 = mul i64 %t18, %t3361
  %t3363 = mul i64 %size.W, %size.C
  %t3364 = mul i64 %t3359, %t3363
  %t3365 = add i64 %t3362, %t3364
  %t3366 = mul i64 %t3357, %size.C
  %t3367 = add i64 %t3365, %t3366
  %t3368 = add i64 %t3367, %i55
  %t3369 = getelementptr float, ptr %buf.x, i64 %t3368
  %t3370 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3369, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3371 = load <16 x float>, ptr %tacc2932
  %t3372 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3370, <16 x float> %t3334, <16 x float> %t3371)
  store <16 x float> %t3372, ptr %tacc2932
  %t3373 = add nsw i64 %i3326, 1
  store i64 %t3373, ptr %c3322
  br label %head3323
done3325:
  %t3374 = add nsw i64 %i3320, 1
  store i64 %t3374, ptr %c3316
  br label %head3317
done3319:
  br label %taps.done2935
taps.done2935:
  %t3375 = load <16 x float>, ptr %tacc2931
  %p3376 = getelementptr float, ptr %buf.b, i64 %i55
  %ld3377 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p3376, <16 x i1> %t57, <16 x float> zeroinitializer)
  %v3378 = fadd contract <16 x float> %ld3377, %t3375
  %v3379 = sub i64 %size.R, 1
  %v3380 = sub i64 %size.H, %v3379
  %v3381 = sub i64 %v3380, 1
  %v3382 = add i64 %v3381, 1
  %v3383 = mul i64 %t18, %v3382
  %v3384 = add i64 %v3383, %t19
  %v3385 = sub i64 %size.S, 1
  %v3386 = sub i64 %size.W, %v3385
  %v3387 = sub i64 %v3386, 1
  %v3388 = add i64 %v3387, 1
  %v3389 = mul i64 %v3384, %v3388
  %v3390 = add i64 %v3389, %t2933
  %v3391 = mul i64 %v3390, %size.C
  %v3392 = add i64 %v3391, %i55
  %p3393 = getelementptr float, ptr %buf.y, i64 %v3392
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v3378, ptr align 4 %p3393, <16 x i1> %t57)
  %t3394 = load <16 x float>, ptr %tacc2932
  %p3395 = getelementptr float, ptr %buf.b, i64 %i55
  %ld3396 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p3395, <16 x i1> %t57, <16 x float> zeroinitializer)
  %v3397 = fadd contract <16 x float> %ld3396, %t3394
  %v3398 = sub i64 %size.R, 1
  %v3399 = sub i64 %size.H, %v3398
  %v3400 = sub i64 %v3399, 1
  %v3401 = add i64 %v3400, 1
  %v3402 = mul i64 %t18, %v3401
  %v3403 = add i64 %v3402, %t19
  %v3404 = sub i64 %size.S, 1
  %v3405 = sub i64 %size.W, %v3404
  %v3406 = sub i64 %v3405, 1
  %v3407 = add i64 %v3406, 1
  %v3408 = mul i64 %v3403, %v3407
  %v3409 = add i64 %v3408, %t2934
  %v3410 = mul i64 %v3409, %size.C
  %v3411 = add i64 %v3410, %i55
  %p3412 = getelementptr float, ptr %buf.y, i64 %v3411
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v3397, ptr align 4 %p3412, <16 x i1> %t57)
  %t3413 = add nsw i64 %i2929, 2
  store i64 %t3413, ptr %c2925
  br label %head2926
done2928:
  %t3414 = sub i64 %t50, %t2924
  %t3415 = sdiv i64 %t3414, 1
  %t3416 = mul i64 %t3415, 1
  %t3417 = add i64 %t2924, %t3416
  store i64 %t2924, ptr %c3418
  br label %head3419
head3419:
  %i3422 = load i64, ptr %c3418
  %t3423 = icmp slt i64 %i3422, %t3417
  br i1 %t3423, label %body3420, label %done3421
body3420:
  store <16 x float> zeroinitializer, ptr %tacc3424
  %t3425 = add i64 %i3422, 0
  %t3429 = icmp eq i64 %size.S, 3
  br i1 %t3429, label %win33427, label %winnext3428
win33427:
  store i64 %t25, ptr %c3430
  br label %head3431
head3431:
  %i3434 = load i64, ptr %c3430
  %t3435 = icmp slt i64 %i3434, %t32
  br i1 %t3435, label %body3432, label %done3433
body3432:
  %t3436 = mul i64 %size.S, %size.C
  %t3437 = mul i64 %i3434, %t3436
  %t3438 = mul i64 0, %size.C
  %t3439 = add i64 %t3437, %t3438
  %t3440 = add i64 %t3439, %i55
  %t3441 = getelementptr float, ptr %buf.w, i64 %t3440
  %t3442 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3441, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3443 = mul i64 %t3425, 1
  %t3444 = mul i64 0, 1
  %t3445 = add i64 %t3443, %t3444
  %t3446 = add i64 %t3445, 0
  %t3447 = mul i64 %i3434, 1
  %t3448 = add i64 %t21, %t3447
  %t3449 = mul i64 %size.H, %size.W
  %t3450 = mul i64 %t3449, %size.C
  %t3451 = mul i64 %t18, %t3450
  %t3452 = mul i64 %size.W, %size.C
  %t3453 = mul i64 %t3448, %t3452
  %t3454 = add i64 %t3451, %t3453
  %t3455 = mul i64 %t3446, %size.C
  %t3456 = add i64 %t3454, %t3455
  %t3457 = add i64 %t3456, %i55
  %t3458 = getelementptr float, ptr %buf.x, i64 %t3457
  %t3459 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3458, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3460 = load <16 x float>, ptr %tacc3424
  %t3461 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3459, <16 x float> %t3442, <16 x float> %t3460)
  store <16 x float> %t3461, ptr %tacc3424
  %t3462 = mul i64 %size.S, %size.C
  %t3463 = mul i64 %i3434, %t3462
  %t3464 = mul i64 1, %size.C
  %t3465 = add i64 %t3463, %t3464
  %t3466 = add i64 %t3465, %i55
  %t3467 = getelementptr float, ptr %buf.w, i64 %t3466
  %t3468 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3467, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3469 = mul i64 %t3425, 1
  %t3470 = mul i64 1, 1
  %t3471 = add i64 %t3469, %t3470
  %t3472 = add i64 %t3471, 0
  %t3473 = mul i64 %i3434, 1
  %t3474 = add i64 %t21, %t3473
  %t3475 = mul i64 %size.H, %size.W
  %t3476 = mul i64 %t3475, %size.C
  %t3477 = mul i64 %t18, %t3476
  %t3478 = mul i64 %size.W, %size.C
  %t3479 = mul i64 %t3474, %t3478
  %t3480 = add i64 %t3477, %t3479
  %t3481 = mul i64 %t3472, %size.C
  %t3482 = add i64 %t3480, %t3481
  %t3483 = add i64 %t3482, %i55
  %t3484 = getelementptr float, ptr %buf.x, i64 %t3483
  %t3485 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3484, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3486 = load <16 x float>, ptr %tacc3424
  %t3487 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3485, <16 x float> %t3468, <16 x float> %t3486)
  store <16 x float> %t3487, ptr %tacc3424
  %t3488 = mul i64 %size.S, %size.C
  %t3489 = mul i64 %i3434, %t3488
  %t3490 = mul i64 2, %size.C
  %t3491 = add i64 %t3489, %t3490
  %t3492 = add i64 %t3491, %i55
  %t3493 = getelementptr float, ptr %buf.w, i64 %t3492
  %t3494 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3493, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3495 = mul i64 %t3425, 1
  %t3496 = mul i64 2, 1
  %t3497 = add i64 %t3495, %t3496
  %t3498 = add i64 %t3497, 0
  %t3499 = mul i64 %i3434, 1
  %t3500 = add i64 %t21, %t3499
  %t3501 = mul i64 %size.H, %size.W
  %t3502 = mul i64 %t3501, %size.C
  %t3503 = mul i64 %t18, %t3502
  %t3504 = mul i64 %size.W, %size.C
  %t3505 = mul i64 %t3500, %t3504
  %t3506 = add i64 %t3503, %t3505
  %t3507 = mul i64 %t3498, %size.C
  %t3508 = add i64 %t3506, %t3507
  %t3509 = add i64 %t3508, %i55
  %t3510 = getelementptr float, ptr %buf.x, i64 %t3509
  %t3511 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3510, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3512 = load <16 x float>, ptr %tacc3424
  %t3513 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3511, <16 x float> %t3494, <16 x float> %t3512)
  store <16 x float> %t3513, ptr %tacc3424
  %t3514 = add nsw i64 %i3434, 1
  store i64 %t3514, ptr %c3430
  br label %head3431
done3433:
  br label %taps.done3426
winnext3428:
  %t3517 = icmp eq i64 %size.S, 5
  br i1 %t3517, label %win53515, label %winnext3516
win53515:
  store i64 %t25, ptr %c3518
  br label %head3519
head3519:
  %i3522 = load i64, ptr %c3518
  %t3523 = icmp slt i64 %i3522, %t32
  br i1 %t3523, label %body3520, label %done3521
body3520:
  %t3524 = mul i64 %size.S, %size.C
  %t3525 = mul i64 %i3522, %t3524
  %t3526 = mul i64 0, %size.C
  %t3527 = add i64 %t3525, %t3526
  %t3528 = add i64 %t3527, %i55
  %t3529 = getelementptr float, ptr %buf.w, i64 %t3528
  %t3530 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3529, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3531 = mul i64 %t3425, 1
  %t3532 = mul i64 0, 1
  %t3533 = add i64 %t3531, %t3532
  %t3534 = add i64 %t3533, 0
  %t3535 = mul i64 %i3522, 1
  %t3536 = add i64 %t21, %t3535
  %t3537 = mul i64 %size.H, %size.W
  %t3538 = mul i64 %t3537, %size.C
  %t3539 = mul i64 %t18, %t3538
  %t3540 = mul i64 %size.W, %size.C
  %t3541 = mul i64 %t3536, %t3540
  %t3542 = add i64 %t3539, %t3541
  %t3543 = mul i64 %t3534, %size.C
  %t3544 = add i64 %t3542, %t3543
  %t3545 = add i64 %t3544, %i55
  %t3546 = getelementptr float, ptr %buf.x, i64 %t3545
  %t3547 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3546, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3548 = load <16 x float>, ptr %tacc3424
  %t3549 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3547, <16 x float> %t3530, <16 x float> %t3548)
  store <16 x float> %t3549, ptr %tacc3424
  %t3550 = mul i64 %size.S, %size.C
  %t3551 = mul i64 %i3522, %t3550
  %t3552 = mul i64 1, %size.C
  %t3553 = add i64 %t3551, %t3552
  %t3554 = add i64 %t3553, %i55
  %t3555 = getelementptr float, ptr %buf.w, i64 %t3554
  %t3556 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3555, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3557 = mul i64 %t3425, 1
  %t3558 = mul i64 1, 1
  %t3559 = add i64 %t3557, %t3558
  %t3560 = add i64 %t3559, 0
  %t3561 = mul i64 %i3522, 1
  %t3562 = add i64 %t21, %t3561
  %t3563 = mul i64 %size.H, %size.W
  %t3564 = mul i64 %t3563, %size.C
  %t3565 = mul i64 %t18, %t3564
  %t3566 = mul i64 %size.W, %size.C
  %t3567 = mul i64 %t3562, %t3566
  %t3568 = add i64 %t3565, %t3567
  %t3569 = mul i64 %t3560, %size.C
  %t3570 = add i64 %t3568, %t3569
  %t3571 = add i64 %t3570, %i55
  %t3572 = getelementptr float, ptr %buf.x, i64 %t3571
  %t3573 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3572, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3574 = load <16 x float>, ptr %tacc3424
  %t3575 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3573, <16 x float> %t3556, <16 x float> %t3574)
  store <16 x float> %t3575, ptr %tacc3424
  %t3576 = mul i64 %size.S, %size.C
  %t3577 = mul i64 %i3522, %t3576
  %t3578 = mul i64 2, %size.C
  %t3579 = add i64 %t3577, %t3578
  %t3580 = add i64 %t3579, %i55
  %t3581 = getelementptr float, ptr %buf.w, i64 %t3580
  %t3582 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3581, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3583 = mul i64 %t3425, 1
  %t3584 = mul i64 2, 1
  %t3585 = add i64 %t3583, %t3584
  %t3586 = add i64 %t3585, 0
  %t3587 = mul i64 %i3522, 1
  %t3588 = add i64 %t21, %t3587
  %t3589 = mul i64 %size.H, %size.W
  %t3590 = mul i64 %t3589, %size.C
  %t3591 = mul i64 %t18, %t3590
  %t3592 = mul i64 %size.W, %size.C
  %t3593 = mul i64 %t3588, %t3592
  %t3594 = add i64 %t3591, %t3593
  %t3595 = mul i64 %t3586, %size.C
  %t3596 = add i64 %t3594, %t3595
  %t3597 = add i64 %t3596, %i55
  %t3598 = getelementptr float, ptr %buf.x, i64 %t3597
  %t3599 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3598, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3600 = load <16 x float>, ptr %tacc3424
  %t3601 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3599, <16 x float> %t3582, <16 x float> %t3600)
  store <16 x float> %t3601, ptr %tacc3424
  %t3602 = mul i64 %size.S, %size.C
  %t3603 = mul i64 %i3522, %t3602
  %t3604 = mul i64 3, %size.C
  %t3605 = add i64 %t3603, %t3604
  %t3606 = add i64 %t3605, %i55
  %t3607 = getelementptr float, ptr %buf.w, i64 %t3606
  %t3608 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3607, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3609 = mul i64 %t3425, 1
  %t3610 = mul i64 3, 1
  %t3611 = add i64 %t3609, %t3610
  %t3612 = add i64 %t3611, 0
  %t3613 = mul i64 %i3522, 1
  %t3614 = add i64 %t21, %t3613
  %t3615 = mul i64 %size.H, %size.W
  %t3616 = mul i64 %t3615, %size.C
  %t3617 = mul i64 %t18, %t3616
  %t3618 = mul i64 %size.W, %size.C
  %t3619 = mul i64 %t3614, %t3618
  %t3620 = add i64 %t3617, %t3619
  %t3621 = mul i64 %t3612, %size.C
  %t3622 = add i64 %t3620, %t3621
  %t3623 = add i64 %t3622, %i55
  %t3624 = getelementptr float, ptr %buf.x, i64 %t3623
  %t3625 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3624, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3626 = load <16 x float>, ptr %tacc3424
  %t3627 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3625, <16 x float> %t3608, <16 x float> %t3626)
  store <16 x float> %t3627, ptr %tacc3424
  %t3628 = mul i64 %size.S, %size.C
  %t3629 = mul i64 %i3522, %t3628
  %t3630 = mul i64 4, %size.C
  %t3631 = add i64 %t3629, %t3630
  %t3632 = add i64 %t3631, %i55
  %t3633 = getelementptr float, ptr %buf.w, i64 %t3632
  %t3634 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3633, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3635 = mul i64 %t3425, 1
  %t3636 = mul i64 4, 1
  %t3637 = add i64 %t3635, %t3636
  %t3638 = add i64 %t3637, 0
  %t3639 = mul i64 %i3522, 1
  %t3640 = add i64 %t21, %t3639
  %t3641 = mul i64 %size.H, %size.W
  %t3642 = mul i64 %t3641, %size.C
  %t3643 = mul i64 %t18, %t3642
  %t3644 = mul i64 %size.W, %size.C
  %t3645 = mul i64 %t3640, %t3644
  %t3646 = add i64 %t3643, %t3645
  %t3647 = mul i64 %t3638, %size.C
  %t3648 = add i64 %t3646, %t3647
  %t3649 = add i64 %t3648, %i55
  %t3650 = getelementptr float, ptr %buf.x, i64 %t3649
  %t3651 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3650, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3652 = load <16 x float>, ptr %tacc3424
  %t3653 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3651, <16 x float> %t3634, <16 x float> %t3652)
  store <16 x float> %t3653, ptr %tacc3424
  %t3654 = add nsw i64 %i3522, 1
  store i64 %t3654, ptr %c3518
  br label %head3519
done3521:
  br label %taps.done3426
winnext3516:
  store i64 %t25, ptr %c3655
  br label %head3656
head3656:
  %i3659 = load i64, ptr %c3655
  %t3660 = icmp slt i64 %i3659, %t32
  br i1 %t3660, label %body3657, label %done3658
body3657:
  store i64 0, ptr %c3661
  br label %head3662
head3662:
  %i3665 = load i64, ptr %c3661
  %t3666 = icmp slt i64 %i3665, %size.S
  br i1 %t3666, label %body3663, label %done3664
body3663:
  %t3667 = mul i64 %size.S, %size.C
  %t3668 = mul i64 %i3659, %t3667
  %t3669 = mul i64 %i3665, %size.C
  %t3670 = add i64 %t3668, %t3669
  %t3671 = add i64 %t3670, %i55
  %t3672 = getelementptr float, ptr %buf.w, i64 %t3671
  %t3673 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3672, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3674 = mul i64 %t3425, 1
  %t3675 = mul i64 %i3665, 1
  %t3676 = add i64 %t3674, %t3675
  %t3677 = add i64 %t3676, 0
  %t3678 = mul i64 %i3659, 1
  %t3679 = add i64 %t21, %t3678
  %t3680 = mul i64 %size.H, %size.W
  %t3681 = mul i64 %t3680, %size.C
  %t3682 = mul i64 %t18, %t3681
  %t3683 = mul i64 %size.W, %size.C
  %t3684 = mul i64 %t3679, %t3683
  %t3685 = add i64 %t3682, %t3684
  %t3686 = mul i64 %t3677, %size.C
  %t3687 = add i64 %t3685, %t3686
  %t3688 = add i64 %t3687, %i55
  %t3689 = getelementptr float, ptr %buf.x, i64 %t3688
  %t3690 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3689, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3691 = load <16 x float>, ptr %tacc3424
  %t3692 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3690, <16 x float> %t3673, <16 x float> %t3691)
  store <16 x float> %t3692, ptr %tacc3424
  %t3693 = add nsw i64 %i3665, 1
  store i64 %t3693, ptr %c3661
  br label %head3662
done3664:
  %t3694 = add nsw i64 %i3659, 1
  store i64 %t3694, ptr %c3655
  br label %head3656
done3658:
  br label %taps.done3426
taps.done3426:
  %t3695 = load <16 x float>, ptr %tacc3424
  %p3696 = getelementptr float, ptr %buf.b, i64 %i55
  %ld3697 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p3696, <16 x i1> %t57, <16 x float> zeroinitializer)
  %v3698 = fadd contract <16 x float> %ld3697, %t3695
  %v3699 = sub i64 %size.R, 1
  %v3700 = sub i64 %size.H, %v3699
  %v3701 = sub i64 %v3700, 1
  %v3702 = add i64 %v3701, 1
  %v3703 = mul i64 %t18, %v3702
  %v3704 = add i64 %v3703, %t19
  %v3705 = sub i64 %size.S, 1
  %v3706 = sub i64 %size.W, %v3705
  %v3707 = sub i64 %v3706, 1
  %v3708 = add i64 %v3707, 1
  %v3709 = mul i64 %v3704, %v3708
  %v3710 = add i64 %v3709, %t3425
  %v3711 = mul i64 %v3710, %size.C
  %v3712 = add i64 %v3711, %i55
  %p3713 = getelementptr float, ptr %buf.y, i64 %v3712
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v3698, ptr align 4 %p3713, <16 x i1> %t57)
  %t3714 = add nsw i64 %i3422, 1
  store i64 %t3714, ptr %c3418
  br label %head3419
done3421:
  store i64 %t50, ptr %c3715
  br label %head3716
head3716:
  %i3719 = load i64, ptr %c3715
  %t3720 = icmp slt i64 %i3719, %t8
  br i1 %t3720, label %body3717, label %done3718
body3717:
  store <16 x float> zeroinitializer, ptr %bacc3721
  %t3725 = icmp eq i64 %size.S, 3
  br i1 %t3725, label %win33723, label %winnext3724
win33723:
  store i64 %t25, ptr %c3726
  br label %head3727
head3727:
  %i3730 = load i64, ptr %c3726
  %t3731 = icmp slt i64 %i3730, %t32
  br i1 %t3731, label %body3728, label %done3729
body3728:
  %t3732 = mul i64 %i3719, 1
  %t3733 = mul i64 0, 1
  %t3734 = add i64 %t3732, %t3733
  %t3735 = add i64 %t3734, 0
  %t3736 = icmp sge i64 %t3735, 0
  %t3737 = icmp slt i64 %t3735, %size.W
  %t3738 = and i1 %t3736, %t3737
  %t3739 = select i1 %t3738, i64 %t3735, i64 0
  %t3740 = mul i64 %i3730, 1
  %t3741 = add i64 %t21, %t3740
  %t3742 = mul i64 %size.H, %size.W
  %t3743 = mul i64 %t3742, %size.C
  %t3744 = mul i64 %t18, %t3743
  %t3745 = mul i64 %size.W, %size.C
  %t3746 = mul i64 %t3741, %t3745
  %t3747 = add i64 %t3744, %t3746
  %t3748 = mul i64 %t3739, %size.C
  %t3749 = add i64 %t3747, %t3748
  %t3750 = add i64 %t3749, %i55
  %t3751 = getelementptr float, ptr %buf.x, i64 %t3750
  %t3752 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3751, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3753 = load <16 x float>, ptr %bacc3721
  %t3754 = mul i64 %size.S, %size.C
  %t3755 = mul i64 %i3730, %t3754
  %t3756 = mul i64 0, %size.C
  %t3757 = add i64 %t3755, %t3756
  %t3758 = add i64 %t3757, %i55
  %t3759 = getelementptr float, ptr %buf.w, i64 %t3758
  %t3760 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3759, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3761 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3752, <16 x float> %t3760, <16 x float> %t3753)
  %t3762 = select i1 %t3738, <16 x float> %t3761, <16 x float> %t3753
  store <16 x float> %t3762, ptr %bacc3721
  %t3763 = mul i64 %i3719, 1
  %t3764 = mul i64 1, 1
  %t3765 = add i64 %t3763, %t3764
  %t3766 = add i64 %t3765, 0
  %t3767 = icmp sge i64 %t3766, 0
  %t3768 = icmp slt i64 %t3766, %size.W
  %t3769 = and i1 %t3767, %t3768
  %t3770 = select i1 %t3769, i64 %t3766, i64 0
  %t3771 = mul i64 %i3730, 1
  %t3772 = add i64 %t21, %t3771
  %t3773 = mul i64 %size.H, %size.W
  %t3774 = mul i64 %t3773, %size.C
  %t3775 = mul i64 %t18, %t3774
  %t3776 = mul i64 %size.W, %size.C
  %t3777 = mul i64 %t3772, %t3776
  %t3778 = add i64 %t3775, %t3777
  %t3779 = mul i64 %t3770, %size.C
  %t3780 = add i64 %t3778, %t3779
  %t3781 = add i64 %t3780, %i55
  %t3782 = getelementptr float, ptr %buf.x, i64 %t3781
  %t3783 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3782, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3784 = load <16 x float>, ptr %bacc3721
  %t3785 = mul i64 %size.S, %size.C
  %t3786 = mul i64 %i3730, %t3785
  %t3787 = mul i64 1, %size.C
  %t3788 = add i64 %t3786, %t3787
  %t3789 = add i64 %t3788, %i55
  %t3790 = getelementptr float, ptr %buf.w, i64 %t3789
  %t3791 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3790, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3792 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3783, <16 x float> %t3791, <16 x float> %t3784)
  %t3793 = select i1 %t3769, <16 x float> %t3792, <16 x float> %t3784
  store <16 x float> %t3793, ptr %bacc3721
  %t3794 = mul i64 %i3719, 1
  %t3795 = mul i64 2, 1
  %t3796 = add i64 %t3794, %t3795
  %t3797 = add i64 %t3796, 0
  %t3798 = icmp sge i64 %t3797, 0
  %t3799 = icmp slt i64 %t3797, %size.W
  %t3800 = and i1 %t3798, %t3799
  %t3801 = select i1 %t3800, i64 %t3797, i64 0
  %t3802 = mul i64 %i3730, 1
  %t3803 = add i64 %t21, %t3802
  %t3804 = mul i64 %size.H, %size.W
  %t3805 = mul i64 %t3804, %size.C
  %t3806 = mul i64 %t18, %t3805
  %t3807 = mul i64 %size.W, %size.C
  %t3808 = mul i64 %t3803, %t3807
  %t3809 = add i64 %t3806, %t3808
  %t3810 = mul i64 %t3801, %size.C
  %t3811 = add i64 %t3809, %t3810
  %t3812 = add i64 %t3811, %i55
  %t3813 = getelementptr float, ptr %buf.x, i64 %t3812
  %t3814 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3813, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3815 = load <16 x float>, ptr %bacc3721
  %t3816 = mul i64 %size.S, %size.C
  %t3817 = mul i64 %i3730, %t3816
  %t3818 = mul i64 2, %size.C
  %t3819 = add i64 %t3817, %t3818
  %t3820 = add i64 %t3819, %i55
  %t3821 = getelementptr float, ptr %buf.w, i64 %t3820
  %t3822 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3821, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3823 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3814, <16 x float> %t3822, <16 x float> %t3815)
  %t3824 = select i1 %t3800, <16 x float> %t3823, <16 x float> %t3815
  store <16 x float> %t3824, ptr %bacc3721
  %t3825 = add nsw i64 %i3730, 1
  store i64 %t3825, ptr %c3726
  br label %head3727
done3729:
  br label %taps.done3722
winnext3724:
  %t3828 = icmp eq i64 %size.S, 5
  br i1 %t3828, label %win53826, label %winnext3827
win53826:
  store i64 %t25, ptr %c3829
  br label %head3830
head3830:
  %i3833 = load i64, ptr %c3829
  %t3834 = icmp slt i64 %i3833, %t32
  br i1 %t3834, label %body3831, label %done3832
body3831:
  %t3835 = mul i64 %i3719, 1
  %t3836 = mul i64 0, 1
  %t3837 = add i64 %t3835, %t3836
  %t3838 = add i64 %t3837, 0
  %t3839 = icmp sge i64 %t3838, 0
  %t3840 = icmp slt i64 %t3838, %size.W
  %t3841 = and i1 %t3839, %t3840
  %t3842 = select i1 %t3841, i64 %t3838, i64 0
  %t3843 = mul i64 %i3833, 1
  %t3844 = add i64 %t21, %t3843
  %t3845 = mul i64 %size.H, %size.W
  %t3846 = mul i64 %t3845, %size.C
  %t3847 = mul i64 %t18, %t3846
  %t3848 = mul i64 %size.W, %size.C
  %t3849 = mul i64 %t3844, %t3848
  %t3850 = add i64 %t3847, %t3849
  %t3851 = mul i64 %t3842, %size.C
  %t3852 = add i64 %t3850, %t3851
  %t3853 = add i64 %t3852, %i55
  %t3854 = getelementptr float, ptr %buf.x, i64 %t3853
  %t3855 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3854, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3856 = load <16 x float>, ptr %bacc3721
  %t3857 = mul i64 %size.S, %size.C
  %t3858 = mul i64 %i3833, %t3857
  %t3859 = mul i64 0, %size.C
  %t3860 = add i64 %t3858, %t3859
  %t3861 = add i64 %t3860, %i55
  %t3862 = getelementptr float, ptr %buf.w, i64 %t3861
  %t3863 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3862, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3864 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3855, <16 x float> %t3863, <16 x float> %t3856)
  %t3865 = select i1 %t3841, <16 x float> %t3864, <16 x float> %t3856
  store <16 x float> %t3865, ptr %bacc3721
  %t3866 = mul i64 %i3719, 1
  %t3867 = mul i64 1, 1
  %t3868 = add i64 %t3866, %t3867
  %t3869 = add i64 %t3868, 0
  %t3870 = icmp sge i64 %t3869, 0
  %t3871 = icmp slt i64 %t3869, %size.W
  %t3872 = and i1 %t3870, %t3871
  %t3873 = select i1 %t3872, i64 %t3869, i64 0
  %t3874 = mul i64 %i3833, 1
  %t3875 = add i64 %t21, %t3874
  %t3876 = mul i64 %size.H, %size.W
  %t3877 = mul i64 %t3876, %size.C
  %t3878 = mul i64 %t18, %t3877
  %t3879 = mul i64 %size.W, %size.C
  %t3880 = mul i64 %t3875, %t3879
  %t3881 = add i64 %t3878, %t3880
  %t3882 = mul i64 %t3873, %size.C
  %t3883 = add i64 %t3881, %t3882
  %t3884 = add i64 %t3883, %i55
  %t3885 = getelementptr float, ptr %buf.x, i64 %t3884
  %t3886 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3885, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3887 = load <16 x float>, ptr %bacc3721
  %t3888 = mul i64 %size.S, %size.C
  %t3889 = mul i64 %i3833, %t3888
  %t3890 = mul i64 1, %size.C
  %t3891 = add i64 %t3889, %t3890
  %t3892 = add i64 %t3891, %i55
  %t3893 = getelementptr float, ptr %buf.w, i64 %t3892
  %t3894 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3893, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3895 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3886, <16 x float> %t3894, <16 x float> %t3887)
  %t3896 = select i1 %t3872, <16 x float> %t3895, <16 x float> %t3887
  store <16 x float> %t3896, ptr %bacc3721
  %t3897 = mul i64 %i3719, 1
  %t3898 = mul i64 2, 1
  %t3899 = add i64 %t3897, %t3898
  %t3900 = add i64 %t3899, 0
  %t3901 = icmp sge i64 %t3900, 0
  %t3902 = icmp slt i64 %t3900, %size.W
  %t3903 = and i1 %t3901, %t3902
  %t3904 = select i1 %t3903, i64 %t3900, i64 0
  %t3905 = mul i64 %i3833, 1
  %t3906 = add i64 %t21, %t3905
  %t3907 = mul i64 %size.H, %size.W
  %t3908 = mul i64 %t3907, %size.C
  %t3909 = mul i64 %t18, %t3908
  %t3910 = mul i64 %size.W, %size.C
  %t3911 = mul i64 %t3906, %t3910
  %t3912 = add i64 %t3909, %t3911
  %t3913 = mul i64 %t3904, %size.C
  %t3914 = add i64 %t3912, %t3913
  %t3915 = add i64 %t3914, %i55
  %t3916 = getelementptr float, ptr %buf.x, i64 %t3915
  %t3917 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3916, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3918 = load <16 x float>, ptr %bacc3721
  %t3919 = mul i64 %size.S, %size.C
  %t3920 = mul i64 %i3833, %t3919
  %t3921 = mul i64 2, %size.C
  %t3922 = add i64 %t3920, %t3921
  %t3923 = add i64 %t3922, %i55
  %t3924 = getelementptr float, ptr %buf.w, i64 %t3923
  %t3925 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3924, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3926 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3917, <16 x float> %t3925, <16 x float> %t3918)
  %t3927 = select i1 %t3903, <16 x float> %t3926, <16 x float> %t3918
  store <16 x float> %t3927, ptr %bacc3721
  %t3928 = mul i64 %i3719, 1
  %t3929 = mul i64 3, 1
  %t3930 = add i64 %t3928, %t3929
  %t3931 = add i64 %t3930, 0
  %t3932 = icmp sge i64 %t3931, 0
  %t3933 = icmp slt i64 %t3931, %size.W
  %t3934 = and i1 %t3932, %t3933
  %t3935 = select i1 %t3934, i64 %t3931, i64 0
  %t3936 = mul i64 %i3833, 1
  %t3937 = add i64 %t21, %t3936
  %t3938 = mul i64 %size.H, %size.W
  %t3939 = mul i64 %t3938, %size.C
  %t3940 = mul i64 %t18, %t3939
  %t3941 = mul i64 %size.W, %size.C
  %t3942 = mul i64 %t3937, %t3941
  %t3943 = add i64 %t3940, %t3942
  %t3944 = mul i64 %t3935, %size.C
  %t3945 = add i64 %t3943, %t3944
  %t3946 = add i64 %t3945, %i55
  %t3947 = getelementptr float, ptr %buf.x, i64 %t3946
  %t3948 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3947, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3949 = load <16 x float>, ptr %bacc3721
  %t3950 = mul i64 %size.S, %size.C
  %t3951 = mul i64 %i3833, %t3950
  %t3952 = mul i64 3, %size.C
  %t3953 = add i64 %t3951, %t3952
  %t3954 = add i64 %t3953, %i55
  %t3955 = getelementptr float, ptr %buf.w, i64 %t3954
  %t3956 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3955, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3957 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3948, <16 x float> %t3956, <16 x float> %t3949)
  %t3958 = select i1 %t3934, <16 x float> %t3957, <16 x float> %t3949
  store <16 x float> %t3958, ptr %bacc3721
  %t3959 = mul i64 %i3719, 1
  %t3960 = mul i64 4, 1
  %t3961 = add i64 %t3959, %t3960
  %t3962 = add i64 %t3961, 0
  %t3963 = icmp sge i64 %t3962, 0
  %t3964 = icmp slt i64 %t3962, %size.W
  %t3965 = and i1 %t3963, %t3964
  %t3966 = select i1 %t3965, i64 %t3962, i64 0
  %t3967 = mul i64 %i3833, 1
  %t3968 = add i64 %t21, %t3967
  %t3969 = mul i64 %size.H, %size.W
  %t3970 = mul i64 %t3969, %size.C
  %t3971 = mul i64 %t18, %t3970
  %t3972 = mul i64 %size.W, %size.C
  %t3973 = mul i64 %t3968, %t3972
  %t3974 = add i64 %t3971, %t3973
  %t3975 = mul i64 %t3966, %size.C
  %t3976 = add i64 %t3974, %t3975
  %t3977 = add i64 %t3976, %i55
  %t3978 = getelementptr float, ptr %buf.x, i64 %t3977
  %t3979 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3978, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3980 = load <16 x float>, ptr %bacc3721
  %t3981 = mul i64 %size.S, %size.C
  %t3982 = mul i64 %i3833, %t3981
  %t3983 = mul i64 4, %size.C
  %t3984 = add i64 %t3982, %t3983
  %t3985 = add i64 %t3984, %i55
  %t3986 = getelementptr float, ptr %buf.w, i64 %t3985
  %t3987 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t3986, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t3988 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3979, <16 x float> %t3987, <16 x float> %t3980)
  %t3989 = select i1 %t3965, <16 x float> %t3988, <16 x float> %t3980
  store <16 x float> %t3989, ptr %bacc3721
  %t3990 = add nsw i64 %i3833, 1
  store i64 %t3990, ptr %c3829
  br label %head3830
done3832:
  br label %taps.done3722
winnext3827:
  store i64 %t25, ptr %c3991
  br label %head3992
head3992:
  %i3995 = load i64, ptr %c3991
  %t3996 = icmp slt i64 %i3995, %t32
  br i1 %t3996, label %body3993, label %done3994
body3993:
  store i64 0, ptr %c3997
  br label %head3998
head3998:
  %i4001 = load i64, ptr %c3997
  %t4002 = icmp slt i64 %i4001, %size.S
  br i1 %t4002, label %body3999, label %done4000
body3999:
  %t4003 = mul i64 %i3719, 1
  %t4004 = mul i64 %i4001, 1
  %t4005 = add i64 %t4003, %t4004
  %t4006 = add i64 %t4005, 0
  %t4007 = icmp sge i64 %t4006, 0
  %t4008 = icmp slt i64 %t4006, %size.W
  %t4009 = and i1 %t4007, %t4008
  %t4010 = select i1 %t4009, i64 %t4006, i64 0
  %t4011 = mul i64 %i3995, 1
  %t4012 = add i64 %t21, %t4011
  %t4013 = mul i64 %size.H, %size.W
  %t4014 = mul i64 %t4013, %size.C
  %t4015 = mul i64 %t18, %t4014
  %t4016 = mul i64 %size.W, %size.C
  %t4017 = mul i64 %t4012, %t4016
  %t4018 = add i64 %t4015, %t4017
  %t4019 = mul i64 %t4010, %size.C
  %t4020 = add i64 %t4018, %t4019
  %t4021 = add i64 %t4020, %i55
  %t4022 = getelementptr float, ptr %buf.x, i64 %t4021
  %t4023 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4022, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t4024 = load <16 x float>, ptr %bacc3721
  %t4025 = mul i64 %size.S, %size.C
  %t4026 = mul i64 %i3995, %t4025
  %t4027 = mul i64 %i4001, %size.C
  %t4028 = add i64 %t4026, %t4027
  %t4029 = add i64 %t4028, %i55
  %t4030 = getelementptr float, ptr %buf.w, i64 %t4029
  %t4031 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4030, <16 x i1> %t57, <16 x float> zeroinitializer)
  %t4032 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4023, <16 x float> %t4031, <16 x float> %t4024)
  %t4033 = select i1 %t4009, <16 x float> %t4032, <16 x float> %t4024
  store <16 x float> %t4033, ptr %bacc3721
  %t4034 = add nsw i64 %i4001, 1
  store i64 %t4034, ptr %c3997
  br label %head3998
done4000:
  %t4035 = add nsw i64 %i3995, 1
  store i64 %t4035, ptr %c3991
  br label %head3992
done3994:
  br label %taps.done3722
taps.done3722:
  %t4036 = load <16 x float>, ptr %bacc3721
  %p4037 = getelementptr float, ptr %buf.b, i64 %i55
  %ld4038 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p4037, <16 x i1> %t57, <16 x float> zeroinitializer)
  %v4039 = fadd contract <16 x float> %ld4038, %t4036
  %v4040 = sub i64 %size.R, 1
  %v4041 = sub i64 %size.H, %v4040
  %v4042 = sub i64 %v4041, 1
  %v4043 = add i64 %v4042, 1
  %v4044 = mul i64 %t18, %v4043
  %v4045 = add i64 %v4044, %t19
  %v4046 = sub i64 %size.S, 1
  %v4047 = sub i64 %size.W, %v4046
  %v4048 = sub i64 %v4047, 1
  %v4049 = add i64 %v4048, 1
  %v4050 = mul i64 %v4045, %v4049
  %v4051 = add i64 %v4050, %i3719
  %v4052 = mul i64 %v4051, %size.C
  %v4053 = add i64 %v4052, %i55
  %p4054 = getelementptr float, ptr %buf.y, i64 %v4053
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v4039, ptr align 4 %p4054, <16 x i1> %t57)
  %t4055 = add nsw i64 %i3719, 1
  store i64 %t4055, ptr %c3715
  br label %head3716
done3718:
  %t4056 = add nsw i64 %i55, 16
  store i64 %t4056, ptr %c51
  br label %head52
done54:
  %t4057 = add nsw i64 %i16, 1
  store i64 %t4057, ptr %c12
  br label %head13
done15:
  ret void
}
