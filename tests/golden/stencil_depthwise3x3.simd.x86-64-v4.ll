@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

define void @"jr.op.conv2d"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c59 = alloca i64
  %c182 = alloca i64
  %c299 = alloca i64
  %acc359 = alloca <16 x float>
  %acc360 = alloca <16 x float>
  %acc361 = alloca <16 x float>
  %acc362 = alloca <16 x float>
  %acc363 = alloca <16 x float>
  %acc364 = alloca <16 x float>
  %acc365 = alloca <16 x float>
  %acc366 = alloca <16 x float>
  %c367 = alloca i64
  %acc1051 = alloca <16 x float>
  %acc1052 = alloca <16 x float>
  %acc1053 = alloca <16 x float>
  %acc1054 = alloca <16 x float>
  %c1055 = alloca i64
  %acc1473 = alloca <16 x float>
  %acc1474 = alloca <16 x float>
  %acc1475 = alloca <16 x float>
  %acc1476 = alloca <16 x float>
  %c1492 = alloca i64
  %c2344 = alloca i64
  %acc2404 = alloca <16 x float>
  %acc2405 = alloca <16 x float>
  %acc2406 = alloca <16 x float>
  %acc2407 = alloca <16 x float>
  %acc2408 = alloca <16 x float>
  %acc2409 = alloca <16 x float>
  %acc2410 = alloca <16 x float>
  %acc2411 = alloca <16 x float>
  %c2412 = alloca i64
  %acc3762 = alloca <16 x float>
  %acc3763 = alloca <16 x float>
  %acc3764 = alloca <16 x float>
  %acc3765 = alloca <16 x float>
  %c3766 = alloca i64
  %acc4678 = alloca <16 x float>
  %acc4679 = alloca <16 x float>
  %acc4680 = alloca <16 x float>
  %acc4681 = alloca <16 x float>
  %c4697 = alloca i64
  %c6585 = alloca i64
  %acc6645 = alloca <16 x float>
  %acc6646 = alloca <16 x float>
  %acc6647 = alloca <16 x float>
  %acc6648 = alloca <16 x float>
  %acc6649 = alloca <16 x float>
  %acc6650 = alloca <16 x float>
  %acc6651 = alloca <16 x float>
  %acc6652 = alloca <16 x float>
  %c6653 = alloca i64
  %c6659 = alloca i64
  %c6665 = alloca i64
  %acc6997 = alloca <16 x float>
  %acc6998 = alloca <16 x float>
  %acc6999 = alloca <16 x float>
  %acc7000 = alloca <16 x float>
  %c7001 = alloca i64
  %c7007 = alloca i64
  %c7013 = alloca i64
  %acc7171 = alloca <16 x float>
  %acc7172 = alloca <16 x float>
  %acc7173 = alloca <16 x float>
  %acc7174 = alloca <16 x float>
  %c7190 = alloca i64
  %c7196 = alloca i64
  %c7202 = alloca i64
  %c7449 = alloca i64
  %acc7470 = alloca <16 x float>
  %acc7471 = alloca <16 x float>
  %c7472 = alloca i64
  %c7486 = alloca i64
  %c7500 = alloca i64
  %acc7604 = alloca <16 x float>
  %c7605 = alloca i64
  %c7619 = alloca i64
  %c7633 = alloca i64
  %acc7692 = alloca <16 x float>
  %c7702 = alloca i64
  %c7716 = alloca i64
  %c7730 = alloca i64
  %t1 = add i64 %size.H, 1
  %t2 = add i64 %t1, 1
  %t3 = sub i64 %size.R, 1
  %t4 = sub i64 %t2, %t3
  %t5 = sub i64 %t4, 1
  %t6 = add i64 %t5, 1
  %t7 = sdiv i64 %size.C, 32
  %t8 = srem i64 %size.C, 32
  %t9 = icmp ne i64 %t8, 0
  %t10 = icmp slt i64 %t8, 0
  %t11 = icmp slt i64 32, 0
  %t12 = xor i1 %t10, %t11
  %t13 = and i1 %t9, %t12
  %t14 = zext i1 %t13 to i64
  %t15 = sub i64 %t7, %t14
  %t16 = add i64 %size.W, 1
  %t17 = add i64 %t16, 1
  %t18 = sub i64 %size.S, 1
  %t19 = sub i64 %t17, %t18
  %t20 = sub i64 %t19, 1
  %t21 = add i64 %t20, 1
  %t22 = mul i64 1, 1
  %t23 = mul i64 %t22, %size.K
  %t24 = mul i64 %t23, %t6
  %t25 = icmp slt i64 %range.hi, %t24
  %t26 = select i1 %t25, i64 %range.hi, i64 %t24
  %t27 = mul i64 %size.C, %size.H
  %t28 = mul i64 %t27, %size.W
  %t29 = mul i64 %size.H, %size.W
  %t30 = mul i64 1, 1
  %t31 = add i64 0, %t30
  %t32 = mul i64 1, %t29
  %t33 = add i64 0, %t32
  %t34 = mul i64 1, %size.W
  %t35 = add i64 0, %t34
  %t36 = mul i64 1, 1
  %t37 = add i64 0, %t36
  %t38 = sub i64 %size.S, 1
  %t39 = icmp sgt i64 %t38, 0
  %t40 = select i1 %t39, i64 %t38, i64 0
  %t41 = mul i64 1, %t40
  %t42 = add i64 0, %t41
  %t43 = sub i64 %t15, 1
  %t44 = icmp sgt i64 %t43, 0
  %t45 = select i1 %t44, i64 %t43, i64 0
  %t46 = mul i64 1, %t45
  %t47 = add i64 0, %t46
  %t48 = sub i64 %size.R, 1
  %t49 = icmp sgt i64 %t48, 0
  %t50 = select i1 %t49, i64 %t48, i64 0
  %t51 = mul i64 1, %t50
  %t52 = add i64 0, %t51
  %t53 = icmp sgt i64 %t6, 1
  %t54 = select i1 %t53, i64 %t6, i64 1
  %t55 = udiv i64 %range.lo, %t54
  %t56 = sub i64 %t54, 1
  %t57 = add i64 %t26, %t56
  %t58 = udiv i64 %t57, %t54
  store i64 %t55, ptr %c59
  br label %head60
head60:
  %i63 = load i64, ptr %c59
  %t64 = icmp slt i64 %i63, %t58
  br i1 %t64, label %body61, label %done62
body61:
  %t65 = urem i64 %i63, %size.K
  %t66 = udiv i64 %i63, %size.K
  %t67 = urem i64 %t66, 1
  %t68 = udiv i64 %t66, 1
  %t69 = mul i64 %i63, %t6
  %t70 = sub i64 %range.lo, %t69
  %t71 = icmp sgt i64 %t70, 0
  %t72 = select i1 %t71, i64 %t70, i64 0
  %t73 = sub i64 %t26, %t69
  %t74 = icmp slt i64 %t73, %t6
  %t75 = select i1 %t74, i64 %t73, i64 %t6
  %t76 = sdiv i64 %size.K, 32
  %t77 = srem i64 %size.K, 32
  %t78 = icmp ne i64 %t77, 0
  %t79 = icmp slt i64 %t77, 0
  %t80 = icmp slt i64 32, 0
  %t81 = xor i1 %t79, %t80
  %t82 = and i1 %t78, %t81
  %t83 = zext i1 %t82 to i64
  %t84 = sub i64 %t76, %t83
  %t85 = sdiv i64 %t65, %t84
  %t86 = srem i64 %t65, %t84
  %t87 = icmp ne i64 %t86, 0
  %t88 = icmp slt i64 %t86, 0
  %t89 = icmp slt i64 %t84, 0
  %t90 = xor i1 %t88, %t89
  %t91 = and i1 %t87, %t90
  %t92 = zext i1 %t91 to i64
  %t93 = sub i64 %t85, %t92
  %t94 = sdiv i64 %size.C, 32
  %t95 = srem i64 %size.C, 32
  %t96 = icmp ne i64 %t95, 0
  %t97 = icmp slt i64 %t95, 0
  %t98 = icmp slt i64 32, 0
  %t99 = xor i1 %t97, %t98
  %t100 = and i1 %t96, %t99
  %t101 = zext i1 %t100 to i64
  %t102 = sub i64 %t94, %t101
  %t103 = mul i64 %t93, %t102
  %t104 = sub i64 0, 1
  %t105 = sub i64 1, 1
  %t106 = sub i64 %t105, %t104
  %t107 = sdiv i64 %size.C, 32
  %t108 = srem i64 %size.C, 32
  %t109 = icmp ne i64 %t108, 0
  %t110 = icmp slt i64 %t108, 0
  %t111 = icmp slt i64 32, 0
  %t112 = xor i1 %t110, %t111
  %t113 = and i1 %t109, %t112
  %t114 = zext i1 %t113 to i64
  %t115 = sub i64 %t107, %t114
  %t116 = mul i64 %t115, %size.R
  %t117 = mul i64 %t116, %size.S
  %t118 = mul i64 %t65, %t117
  %t119 = mul i64 %size.R, %size.S
  %t120 = mul i64 0, %t119
  %t121 = add i64 %t118, %t120
  %t122 = mul i64 0, %size.S
  %t123 = add i64 %t121, %t122
  %t124 = add i64 %t123, 0
  %t125 = sdiv i64 %size.C, 32
  %t126 = srem i64 %size.C, 32
  %t127 = icmp ne i64 %t126, 0
  %t128 = icmp slt i64 %t126, 0
  %t129 = icmp slt i64 32, 0
  %t130 = xor i1 %t128, %t129
  %t131 = and i1 %t127, %t130
  %t132 = zext i1 %t131 to i64
  %t133 = sub i64 %t125, %t132
  %t134 = mul i64 %t133, %size.R
  %t135 = mul i64 %t134, %size.S
  %t136 = mul i64 %t65, %t135
  %t137 = mul i64 %size.R, %size.S
  %t138 = mul i64 1, %t137
  %t139 = add i64 %t136, %t138
  %t140 = mul i64 0, %size.S
  %t141 = add i64 %t139, %t140
  %t142 = add i64 %t141, 0
  %t143 = sub i64 %t142, %t124
  %t144 = sdiv i64 %size.C, 32
  %t145 = srem i64 %size.C, 32
  %t146 = icmp ne i64 %t145, 0
  %t147 = icmp slt i64 %t145, 0
  %t148 = icmp slt i64 32, 0
  %t149 = xor i1 %t147, %t148
  %t150 = and i1 %t146, %t149
  %t151 = zext i1 %t150 to i64
  %t152 = sub i64 %t144, %t151
  %t153 = mul i64 %t152, %size.R
  %t154 = mul i64 %t153, %size.S
  %t155 = mul i64 %t65, %t154
  %t156 = mul i64 %size.R, %size.S
  %t157 = mul i64 0, %t156
  %t158 = add i64 %t155, %t157
  %t159 = mul i64 1, %size.S
  %t160 = add i64 %t158, %t159
  %t161 = add i64 %t160, 0
  %t162 = sub i64 %t161, %t124
  %t163 = sdiv i64 %size.C, 32
  %t164 = srem i64 %size.C, 32
  %t165 = icmp ne i64 %t164, 0
  %t166 = icmp slt i64 %t164, 0
  %t167 = icmp slt i64 32, 0
  %t168 = xor i1 %t166, %t167
  %t169 = and i1 %t165, %t168
  %t170 = zext i1 %t169 to i64
  %t171 = sub i64 %t163, %t170
  %t172 = mul i64 %t171, %size.R
  %t173 = mul i64 %t172, %size.S
  %t174 = mul i64 %t65, %t173
  %t175 = mul i64 %size.R, %size.S
  %t176 = mul i64 0, %t175
  %t177 = add i64 %t174, %t176
  %t178 = mul i64 0, %size.S
  %t179 = add i64 %t177, %t178
  %t180 = add i64 %t179, 1
  %t181 = sub i64 %t180, %t124
  store i64 %t72, ptr %c182
  br label %phead183
phead183:
  %p186 = load i64, ptr %c182
  %t187 = icmp slt i64 %p186, %t75
  br i1 %t187, label %pbody184, label %pdone185
pbody184:
  %t188 = mul i64 %p186, %t106
  %t189 = add i64 %t104, %t188
  %t190 = mul i64 %t67, %t28
  %t191 = add i64 0, %t190
  %t192 = mul i64 %t103, %t29
  %t193 = add i64 %t191, %t192
  %t194 = mul i64 %t189, %size.W
  %t195 = add i64 %t193, %t194
  %t196 = mul i64 -1, 1
  %t197 = add i64 %t195, %t196
  %t198 = add i64 %p186, 1
  %t199 = mul i64 %t198, %t106
  %t200 = add i64 %t104, %t199
  %t201 = mul i64 %t67, %t28
  %t202 = add i64 0, %t201
  %t203 = mul i64 %t103, %t29
  %t204 = add i64 %t202, %t203
  %t205 = mul i64 %t200, %size.W
  %t206 = add i64 %t204, %t205
  %t207 = mul i64 -1, 1
  %t208 = add i64 %t206, %t207
  %t209 = add i64 %p186, 2
  %t210 = mul i64 %t209, %t106
  %t211 = add i64 %t104, %t210
  %t212 = mul i64 %t67, %t28
  %t213 = add i64 0, %t212
  %t214 = mul i64 %t103, %t29
  %t215 = add i64 %t213, %t214
  %t216 = mul i64 %t211, %size.W
  %t217 = add i64 %t215, %t216
  %t218 = mul i64 -1, 1
  %t219 = add i64 %t217, %t218
  %t220 = add i64 %p186, 3
  %t221 = mul i64 %t220, %t106
  %t222 = add i64 %t104, %t221
  %t223 = mul i64 %t67, %t28
  %t224 = add i64 0, %t223
  %t225 = mul i64 %t103, %t29
  %t226 = add i64 %t224, %t225
  %t227 = mul i64 %t222, %size.W
  %t228 = add i64 %t226, %t227
  %t229 = mul i64 -1, 1
  %t230 = add i64 %t228, %t229
  %t231 = add i64 %p186, 4
  %t232 = icmp sle i64 %t231, %t75
  %t233 = add i64 %t103, 0
  %t234 = icmp sge i64 %t233, 0
  %t235 = and i1 %t232, %t234
  %t236 = add i64 %t103, %t47
  %t237 = icmp slt i64 %t236, %size.C
  %t238 = and i1 %t235, %t237
  %t239 = add i64 %t189, 0
  %t240 = icmp sge i64 %t239, 0
  %t241 = and i1 %t238, %t240
  %t242 = add i64 %t189, %t52
  %t243 = icmp slt i64 %t242, %size.H
  %t244 = and i1 %t241, %t243
  %t245 = add i64 %t103, 0
  %t246 = icmp sge i64 %t245, 0
  %t247 = and i1 %t244, %t246
  %t248 = add i64 %t103, %t47
  %t249 = icmp slt i64 %t248, %size.C
  %t250 = and i1 %t247, %t249
  %t251 = add i64 %t200, 0
  %t252 = icmp sge i64 %t251, 0
  %t253 = and i1 %t250, %t252
  %t254 = add i64 %t200, %t52
  %t255 = icmp slt i64 %t254, %size.H
  %t256 = and i1 %t253, %t255
  %t257 = add i64 %t103, 0
  %t258 = icmp sge i64 %t257, 0
  %t259 = and i1 %t256, %t258
  %t260 = add i64 %t103, %t47
  %t261 = icmp slt i64 %t260, %size.C
  %t262 = and i1 %t259, %t261
  %t263 = add i64 %t211, 0
  %t264 = icmp sge i64 %t263, 0
  %t265 = and i1 %t262, %t264
  %t266 = add i64 %t211, %t52
  %t267 = icmp slt i64 %t266, %size.H
  %t268 = and i1 %t265, %t267
  %t269 = add i64 %t103, 0
  %t270 = icmp sge i64 %t269, 0
  %t271 = and i1 %t268, %t270
  %t272 = add i64 %t103, %t47
  %t273 = icmp slt i64 %t272, %size.C
  %t274 = and i1 %t271, %t273
  %t275 = add i64 %t222, 0
  %t276 = icmp sge i64 %t275, 0
  %t277 = and i1 %t274, %t276
  %t278 = add i64 %t222, %t52
  %t279 = icmp slt i64 %t278, %size.H
  %t280 = and i1 %t277, %t279
  br i1 %t280, label %jam281, label %single282
jam281:
  %t283 = sub i64 %t208, %t197
  %t284 = icmp eq i64 %t283, %t35
  %t285 = and i1 true, %t284
  %t286 = sub i64 %t219, %t208
  %t287 = icmp eq i64 %t286, %t35
  %t288 = and i1 %t285, %t287
  %t289 = sub i64 %t230, %t219
  %t290 = icmp eq i64 %t289, %t35
  %t291 = and i1 %t288, %t290
  %t293 = icmp eq i64 %size.R, 3
  %t294 = and i1 %t291, %t293
  %t295 = icmp eq i64 %size.S, 3
  %t296 = and i1 %t294, %t295
  br i1 %t296, label %shared297, label %next298
shared297:
  store i64 0, ptr %c299
  br label %qhead300
qhead300:
  %q303 = load i64, ptr %c299
  %t304 = icmp slt i64 %q303, %t21
  br i1 %t304, label %qbody301, label %qdone302
qbody301:
  %t307 = add i64 %q303, 31
  %t308 = icmp slt i64 %t307, %t21
  %t309 = add i64 -1, 0
  %t310 = mul i64 1, %q303
  %t311 = add i64 %t309, %t310
  %t312 = add i64 -1, %t42
  %t313 = mul i64 1, %t307
  %t314 = add i64 %t312, %t313
  %t315 = icmp sge i64 %t311, 0
  %t316 = and i1 %t308, %t315
  %t317 = icmp slt i64 %t314, %size.W
  %t318 = and i1 %t316, %t317
  %t319 = and i1 true, %t318
  %t320 = add i64 %q303, 31
  %t321 = icmp slt i64 %t320, %t21
  %t322 = add i64 -1, 0
  %t323 = mul i64 1, %q303
  %t324 = add i64 %t322, %t323
  %t325 = add i64 -1, %t42
  %t326 = mul i64 1, %t320
  %t327 = add i64 %t325, %t326
  %t328 = icmp sge i64 %t324, 0
  %t329 = and i1 %t321, %t328
  %t330 = icmp slt i64 %t327, %size.W
  %t331 = and i1 %t329, %t330
  %t332 = and i1 %t319, %t331
  %t333 = add i64 %q303, 31
  %t334 = icmp slt i64 %t333, %t21
  %t335 = add i64 -1, 0
  %t336 = mul i64 1, %q303
  %t337 = add i64 %t335, %t336
  %t338 = add i64 -1, %t42
  %t339 = mul i64 1, %t333
  %t340 = add i64 %t338, %t339
  %t341 = icmp sge i64 %t337, 0
  %t342 = and i1 %t334, %t341
  %t343 = icmp slt i64 %t340, %size.W
  %t344 = and i1 %t342, %t343
  %t345 = and i1 %t332, %t344
  %t346 = add i64 %q303, 31
  %t347 = icmp slt i64 %t346, %t21
  %t348 = add i64 -1, 0
  %t349 = mul i64 1, %q303
  %t350 = add i64 %t348, %t349
  %t351 = add i64 -1, %t42
  %t352 = mul i64 1, %t346
  %t353 = add i64 %t351, %t352
  %t354 = icmp sge i64 %t350, 0
  %t355 = and i1 %t347, %t354
  %t356 = icmp slt i64 %t353, %size.W
  %t357 = and i1 %t355, %t356
  %t358 = and i1 %t345, %t357
  br i1 %t358, label %in2305, label %not2306
in2305:
  store <16 x float> zeroinitializer, ptr %acc359
  store <16 x float> zeroinitializer, ptr %acc360
  store <16 x float> zeroinitializer, ptr %acc361
  store <16 x float> zeroinitializer, ptr %acc362
  store <16 x float> zeroinitializer, ptr %acc363
  store <16 x float> zeroinitializer, ptr %acc364
  store <16 x float> zeroinitializer, ptr %acc365
  store <16 x float> zeroinitializer, ptr %acc366
  store i64 0, ptr %c367
  br label %head368
head368:
  %i371 = load i64, ptr %c367
  %t372 = icmp slt i64 %i371, %t15
  br i1 %t372, label %body369, label %done370
body369:
  %t373 = mul i64 %i371, %t33
  %t374 = add i64 0, %t373
  %t375 = mul i64 0, %t35
  %t376 = add i64 %t374, %t375
  %t377 = mul i64 0, %t37
  %t378 = add i64 %t376, %t377
  %t379 = mul i64 %i371, %t143
  %t380 = add i64 %t124, %t379
  %t381 = mul i64 0, %t162
  %t382 = add i64 %t380, %t381
  %t383 = mul i64 0, %t181
  %t384 = add i64 %t382, %t383
  %t385 = getelementptr float, ptr %buf.w, i64 %t384
  %t386 = load float, ptr %t385, align 4
  %t387 = insertelement <16 x float> poison, float %t386, i64 0
  %t388 = shufflevector <16 x float> %t387, <16 x float> poison, <16 x i32> zeroinitializer
  %t389 = add i64 %t197, %t378
  %t390 = add i64 %t389, %q303
  %t391 = getelementptr float, ptr %buf.x, i64 %t390
  %t392 = getelementptr float, ptr %t391, i64 0
  %t393 = load <16 x float>, ptr %t392, align 4
  %t394 = getelementptr float, ptr %t391, i64 16
  %t395 = load <16 x float>, ptr %t394, align 4
  %t396 = load <16 x float>, ptr %acc359
  %t397 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t388, <16 x float> %t393, <16 x float> %t396)
  store <16 x float> %t397, ptr %acc359
  %t398 = load <16 x float>, ptr %acc360
  %t399 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t388, <16 x float> %t395, <16 x float> %t398)
  store <16 x float> %t399, ptr %acc360
  %t400 = add i64 %t208, %t378
  %t401 = add i64 %t400, %q303
  %t402 = getelementptr float, ptr %buf.x, i64 %t401
  %t403 = getelementptr float, ptr %t402, i64 0
  %t404 = load <16 x float>, ptr %t403, align 4
  %t405 = getelementptr float, ptr %t402, i64 16
  %t406 = load <16 x float>, ptr %t405, align 4
  %t407 = load <16 x float>, ptr %acc361
  %t408 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t388, <16 x float> %t404, <16 x float> %t407)
  store <16 x float> %t408, ptr %acc361
  %t409 = load <16 x float>, ptr %acc362
  %t410 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t388, <16 x float> %t406, <16 x float> %t409)
  store <16 x float> %t410, ptr %acc362
  %t411 = add i64 %t219, %t378
  %t412 = add i64 %t411, %q303
  %t413 = getelementptr float, ptr %buf.x, i64 %t412
  %t414 = getelementptr float, ptr %t413, i64 0
  %t415 = load <16 x float>, ptr %t414, align 4
  %t416 = getelementptr float, ptr %t413, i64 16
  %t417 = load <16 x float>, ptr %t416, align 4
  %t418 = load <16 x float>, ptr %acc363
  %t419 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t388, <16 x float> %t415, <16 x float> %t418)
  store <16 x float> %t419, ptr %acc363
  %t420 = load <16 x float>, ptr %acc364
  %t421 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t388, <16 x float> %t417, <16 x float> %t420)
  store <16 x float> %t421, ptr %acc364
  %t422 = add i64 %t230, %t378
  %t423 = add i64 %t422, %q303
  %t424 = getelementptr float, ptr %buf.x, i64 %t423
  %t425 = getelementptr float, ptr %t424, i64 0
  %t426 = load <16 x float>, ptr %t425, align 4
  %t427 = getelementptr float, ptr %t424, i64 16
  %t428 = load <16 x float>, ptr %t427, align 4
  %t429 = load <16 x float>, ptr %acc365
  %t430 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t388, <16 x float> %t426, <16 x float> %t429)
  store <16 x float> %t430, ptr %acc365
  %t431 = load <16 x float>, ptr %acc366
  %t432 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t388, <16 x float> %t428, <16 x float> %t431)
  store <16 x float> %t432, ptr %acc366
  %t433 = mul i64 %i371, %t33
  %t434 = add i64 0, %t433
  %t435 = mul i64 0, %t35
  %t436 = add i64 %t434, %t435
  %t437 = mul i64 1, %t37
  %t438 = add i64 %t436, %t437
  %t439 = mul i64 %i371, %t143
  %t440 = add i64 %t124, %t439
  %t441 = mul i64 0, %t162
  %t442 = add i64 %t440, %t441
  %t443 = mul i64 1, %t181
  %t444 = add i64 %t442, %t443
  %t445 = getelementptr float, ptr %buf.w, i64 %t444
  %t446 = load float, ptr %t445, align 4
  %t447 = insertelement <16 x float> poison, float %t446, i64 0
  %t448 = shufflevector <16 x float> %t447, <16 x float> poison, <16 x i32> zeroinitializer
  %t449 = add i64 %t197, %t438
  %t450 = add i64 %t449, %q303
  %t451 = getelementptr float, ptr %buf.x, i64 %t450
  %t452 = getelementptr float, ptr %t451, i64 0
  %t453 = load <16 x float>, ptr %t452, align 4
  %t454 = getelementptr float, ptr %t451, i64 16
  %t455 = load <16 x float>, ptr %t454, align 4
  %t456 = load <16 x float>, ptr %acc359
  %t457 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t448, <16 x float> %t453, <16 x float> %t456)
  store <16 x float> %t457, ptr %acc359
  %t458 = load <16 x float>, ptr %acc360
  %t459 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t448, <16 x float> %t455, <16 x float> %t458)
  store <16 x float> %t459, ptr %acc360
  %t460 = add i64 %t208, %t438
  %t461 = add i64 %t460, %q303
  %t462 = getelementptr float, ptr %buf.x, i64 %t461
  %t463 = getelementptr float, ptr %t462, i64 0
  %t464 = load <16 x float>, ptr %t463, align 4
  %t465 = getelementptr float, ptr %t462, i64 16
  %t466 = load <16 x float>, ptr %t465, align 4
  %t467 = load <16 x float>, ptr %acc361
  %t468 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t448, <16 x float> %t464, <16 x float> %t467)
  store <16 x float> %t468, ptr %acc361
  %t469 = load <16 x float>, ptr %acc362
  %t470 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t448, <16 x float> %t466, <16 x float> %t469)
  store <16 x float> %t470, ptr %acc362
  %t471 = add i64 %t219, %t438
  %t472 = add i64 %t471, %q303
  %t473 = getelementptr float, ptr %buf.x, i64 %t472
  %t474 = getelementptr float, ptr %t473, i64 0
  %t475 = load <16 x float>, ptr %t474, align 4
  %t476 = getelementptr float, ptr %t473, i64 16
  %t477 = load <16 x float>, ptr %t476, align 4
  %t478 = load <16 x float>, ptr %acc363
  %t479 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t448, <16 x float> %t475, <16 x float> %t478)
  store <16 x float> %t479, ptr %acc363
  %t480 = load <16 x float>, ptr %acc364
  %t481 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t448, <16 x float> %t477, <16 x float> %t480)
  store <16 x float> %t481, ptr %acc364
  %t482 = add i64 %t230, %t438
  %t483 = add i64 %t482, %q303
  %t484 = getelementptr float, ptr %buf.x, i64 %t483
  %t485 = getelementptr float, ptr %t484, i64 0
  %t486 = load <16 x float>, ptr %t485, align 4
  %t487 = getelementptr float, ptr %t484, i64 16
  %t488 = load <16 x float>, ptr %t487, align 4
  %t489 = load <16 x float>, ptr %acc365
  %t490 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t448, <16 x float> %t486, <16 x float> %t489)
  store <16 x float> %t490, ptr %acc365
  %t491 = load <16 x float>, ptr %acc366
  %t492 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t448, <16 x float> %t488, <16 x float> %t491)
  store <16 x float> %t492, ptr %acc366
  %t493 = mul i64 %i371, %t33
  %t494 = add i64 0, %t493
  %t495 = mul i64 0, %t35
  %t496 = add i64 %t494, %t495
  %t497 = mul i64 2, %t37
  %t498 = add i64 %t496, %t497
  %t499 = mul i64 %i371, %t143
  %t500 = add i64 %t124, %t499
  %t501 = mul i64 0, %t162
  %t502 = add i64 %t500, %t501
  %t503 = mul i64 2, %t181
  %t504 = add i64 %t502, %t503
  %t505 = getelementptr float, ptr %buf.w, i64 %t504
  %t506 = load float, ptr %t505, align 4
  %t507 = insertelement <16 x float> poison, float %t506, i64 0
  %t508 = shufflevector <16 x float> %t507, <16 x float> poison, <16 x i32> zeroinitializer
  %t509 = add i64 %t197, %t498
  %t510 = add i64 %t509, %q303
  %t511 = getelementptr float, ptr %buf.x, i64 %t510
  %t512 = getelementptr float, ptr %t511, i64 0
  %t513 = load <16 x float>, ptr %t512, align 4
  %t514 = getelementptr float, ptr %t511, i64 16
  %t515 = load <16 x float>, ptr %t514, align 4
  %t516 = load <16 x float>, ptr %acc359
  %t517 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t508, <16 x float> %t513, <16 x float> %t516)
  store <16 x float> %t517, ptr %acc359
  %t518 = load <16 x float>, ptr %acc360
  %t519 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t508, <16 x float> %t515, <16 x float> %t518)
  store <16 x float> %t519, ptr %acc360
  %t520 = add i64 %t208, %t498
  %t521 = add i64 %t520, %q303
  %t522 = getelementptr float, ptr %buf.x, i64 %t521
  %t523 = getelementptr float, ptr %t522, i64 0
  %t524 = load <16 x float>, ptr %t523, align 4
  %t525 = getelementptr float, ptr %t522, i64 16
  %t526 = load <16 x float>, ptr %t525, align 4
  %t527 = load <16 x float>, ptr %acc361
  %t528 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t508, <16 x float> %t524, <16 x float> %t527)
  store <16 x float> %t528, ptr %acc361
  %t529 = load <16 x float>, ptr %acc362
  %t530 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t508, <16 x float> %t526, <16 x float> %t529)
  store <16 x float> %t530, ptr %acc362
  %t531 = add i64 %t219, %t498
  %t532 = add i64 %t531, %q303
  %t533 = getelementptr float, ptr %buf.x, i64 %t532
  %t534 = getelementptr float, ptr %t533, i64 0
  %t535 = load <16 x float>, ptr %t534, align 4
  %t536 = getelementptr float, ptr %t533, i64 16
  %t537 = load <16 x float>, ptr %t536, align 4
  %t538 = load <16 x float>, ptr %acc363
  %t539 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t508, <16 x float> %t535, <16 x float> %t538)
  store <16 x float> %t539, ptr %acc363
  %t540 = load <16 x float>, ptr %acc364
  %t541 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t508, <16 x float> %t537, <16 x float> %t540)
  store <16 x float> %t541, ptr %acc364
  %t542 = add i64 %t230, %t498
  %t543 = add i64 %t542, %q303
  %t544 = getelementptr float, ptr %buf.x, i64 %t543
  %t545 = getelementptr float, ptr %t544, i64 0
  %t546 = load <16 x float>, ptr %t545, align 4
  %t547 = getelementptr float, ptr %t544, i64 16
  %t548 = load <16 x float>, ptr %t547, align 4
  %t549 = load <16 x float>, ptr %acc365
  %t550 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t508, <16 x float> %t546, <16 x float> %t549)
  store <16 x float> %t550, ptr %acc365
  %t551 = load <16 x float>, ptr %acc366
  %t552 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t508, <16 x float> %t548, <16 x float> %t551)
  store <16 x float> %t552, ptr %acc366
  %t553 = mul i64 %i371, %t33
  %t554 = add i64 0, %t553
  %t555 = mul i64 1, %t35
  %t556 = add i64 %t554, %t555
  %t557 = mul i64 0, %t37
  %t558 = add i64 %t556, %t557
  %t559 = mul i64 %i371, %t143
  %t560 = add i64 %t124, %t559
  %t561 = mul i64 1, %t162
  %t562 = add i64 %t560, %t561
  %t563 = mul i64 0, %t181
  %t564 = add i64 %t562, %t563
  %t565 = getelementptr float, ptr %buf.w, i64 %t564
  %t566 = load float, ptr %t565, align 4
  %t567 = insertelement <16 x float> poison, float %t566, i64 0
  %t568 = shufflevector <16 x float> %t567, <16 x float> poison, <16 x i32> zeroinitializer
  %t569 = load <16 x float>, ptr %acc359
  %t570 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t568, <16 x float> %t404, <16 x float> %t569)
  store <16 x float> %t570, ptr %acc359
  %t571 = load <16 x float>, ptr %acc360
  %t572 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t568, <16 x float> %t406, <16 x float> %t571)
  store <16 x float> %t572, ptr %acc360
  %t573 = load <16 x float>, ptr %acc361
  %t574 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t568, <16 x float> %t415, <16 x float> %t573)
  store <16 x float> %t574, ptr %acc361
  %t575 = load <16 x float>, ptr %acc362
  %t576 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t568, <16 x float> %t417, <16 x float> %t575)
  store <16 x float> %t576, ptr %acc362
  %t577 = load <16 x float>, ptr %acc363
  %t578 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t568, <16 x float> %t426, <16 x float> %t577)
  store <16 x float> %t578, ptr %acc363
  %t579 = load <16 x float>, ptr %acc364
  %t580 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t568, <16 x float> %t428, <16 x float> %t579)
  store <16 x float> %t580, ptr %acc364
  %t581 = add i64 %t230, %t558
  %t582 = add i64 %t581, %q303
  %t583 = getelementptr float, ptr %buf.x, i64 %t582
  %t584 = getelementptr float, ptr %t583, i64 0
  %t585 = load <16 x float>, ptr %t584, align 4
  %t586 = getelementptr float, ptr %t583, i64 16
  %t587 = load <16 x float>, ptr %t586, align 4
  %t588 = load <16 x float>, ptr %acc365
  %t589 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t568, <16 x float> %t585, <16 x float> %t588)
  store <16 x float> %t589, ptr %acc365
  %t590 = load <16 x float>, ptr %acc366
  %t591 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t568, <16 x float> %t587, <16 x float> %t590)
  store <16 x float> %t591, ptr %acc366
  %t592 = mul i64 %i371, %t33
  %t593 = add i64 0, %t592
  %t594 = mul i64 1, %t35
  %t595 = add i64 %t593, %t594
  %t596 = mul i64 1, %t37
  %t597 = add i64 %t595, %t596
  %t598 = mul i64 %i371, %t143
  %t599 = add i64 %t124, %t598
  %t600 = mul i64 1, %t162
  %t601 = add i64 %t599, %t600
  %t602 = mul i64 1, %t181
  %t603 = add i64 %t601, %t602
  %t604 = getelementptr float, ptr %buf.w, i64 %t603
  %t605 = load float, ptr %t604, align 4
  %t606 = insertelement <16 x float> poison, float %t605, i64 0
  %t607 = shufflevector <16 x float> %t606, <16 x float> poison, <16 x i32> zeroinitializer
  %t608 = load <16 x float>, ptr %acc359
  %t609 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t607, <16 x float> %t464, <16 x float> %t608)
  store <16 x float> %t609, ptr %acc359
  %t610 = load <16 x float>, ptr %acc360
  %t611 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t607, <16 x float> %t466, <16 x float> %t610)
  store <16 x float> %t611, ptr %acc360
  %t612 = load <16 x float>, ptr %acc361
  %t613 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t607, <16 x float> %t475, <16 x float> %t612)
  store <16 x float> %t613, ptr %acc361
  %t614 = load <16 x float>, ptr %acc362
  %t615 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t607, <16 x float> %t477, <16 x float> %t614)
  store <16 x float> %t615, ptr %acc362
  %t616 = load <16 x float>, ptr %acc363
  %t617 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t607, <16 x float> %t486, <16 x float> %t616)
  store <16 x float> %t617, ptr %acc363
  %t618 = load <16 x float>, ptr %acc364
  %t619 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t607, <16 x float> %t488, <16 x float> %t618)
  store <16 x float> %t619, ptr %acc364
  %t620 = add i64 %t230, %t597
  %t621 = add i64 %t620, %q303
  %t622 = getelementptr float, ptr %buf.x, i64 %t621
  %t623 = getelementptr float, ptr %t622, i64 0
  %t624 = load <16 x float>, ptr %t623, align 4
  %t625 = getelementptr float, ptr %t622, i64 16
  %t626 = load <16 x float>, ptr %t625, align 4
  %t627 = load <16 x float>, ptr %acc365
  %t628 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t607, <16 x float> %t624, <16 x float> %t627)
  store <16 x float> %t628, ptr %acc365
  %t629 = load <16 x float>, ptr %acc366
  %t630 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t607, <16 x float> %t626, <16 x float> %t629)
  store <16 x float> %t630, ptr %acc366
  %t631 = mul i64 %i371, %t33
  %t632 = add i64 0, %t631
  %t633 = mul i64 1, %t35
  %t634 = add i64 %t632, %t633
  %t635 = mul i64 2, %t37
  %t636 = add i64 %t634, %t635
  %t637 = mul i64 %i371, %t143
  %t638 = add i64 %t124, %t637
  %t639 = mul i64 1, %t162
  %t640 = add i64 %t638, %t639
  %t641 = mul i64 2, %t181
  %t642 = add i64 %t640, %t641
  %t643 = getelementptr float, ptr %buf.w, i64 %t642
  %t644 = load float, ptr %t643, align 4
  %t645 = insertelement <16 x float> poison, float %t644, i64 0
  %t646 = shufflevector <16 x float> %t645, <16 x float> poison, <16 x i32> zeroinitializer
  %t647 = load <16 x float>, ptr %acc359
  %t648 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t646, <16 x float> %t524, <16 x float> %t647)
  store <16 x float> %t648, ptr %acc359
  %t649 = load <16 x float>, ptr %acc360
  %t650 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t646, <16 x float> %t526, <16 x float> %t649)
  store <16 x float> %t650, ptr %acc360
  %t651 = load <16 x float>, ptr %acc361
  %t652 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t646, <16 x float> %t535, <16 x float> %t651)
  store <16 x float> %t652, ptr %acc361
  %t653 = load <16 x float>, ptr %acc362
  %t654 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t646, <16 x float> %t537, <16 x float> %t653)
  store <16 x float> %t654, ptr %acc362
  %t655 = load <16 x float>, ptr %acc363
  %t656 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t646, <16 x float> %t546, <16 x float> %t655)
  store <16 x float> %t656, ptr %acc363
  %t657 = load <16 x float>, ptr %acc364
  %t658 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t646, <16 x float> %t548, <16 x float> %t657)
  store <16 x float> %t658, ptr %acc364
  %t659 = add i64 %t230, %t636
  %t660 = add i64 %t659, %q303
  %t661 = getelementptr float, ptr %buf.x, i64 %t660
  %t662 = getelementptr float, ptr %t661, i64 0
  %t663 = load <16 x float>, ptr %t662, align 4
  %t664 = getelementptr float, ptr %t661, i64 16
  %t665 = load <16 x float>, ptr %t664, align 4
  %t666 = load <16 x float>, ptr %acc365
  %t667 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t646, <16 x float> %t663, <16 x float> %t666)
  store <16 x float> %t667, ptr %acc365
  %t668 = load <16 x float>, ptr %acc366
  %t669 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t646, <16 x float> %t665, <16 x float> %t668)
  store <16 x float> %t669, ptr %acc366
  %t670 = mul i64 %i371, %t33
  %t671 = add i64 0, %t670
  %t672 = mul i64 2, %t35
  %t673 = add i64 %t671, %t672
  %t674 = mul i64 0, %t37
  %t675 = add i64 %t673, %t674
  %t676 = mul i64 %i371, %t143
  %t677 = add i64 %t124, %t676
  %t678 = mul i64 2, %t162
  %t679 = add i64 %t677, %t678
  %t680 = mul i64 0, %t181
  %t681 = add i64 %t679, %t680
  %t682 = getelementptr float, ptr %buf.w, i64 %t681
  %t683 = load float, ptr %t682, align 4
  %t684 = insertelement <16 x float> poison, float %t683, i64 0
  %t685 = shufflevector <16 x float> %t684, <16 x float> poison, <16 x i32> zeroinitializer
  %t686 = load <16 x float>, ptr %acc359
  %t687 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t685, <16 x float> %t415, <16 x float> %t686)
  store <16 x float> %t687, ptr %acc359
  %t688 = load <16 x float>, ptr %acc360
  %t689 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t685, <16 x float> %t417, <16 x float> %t688)
  store <16 x float> %t689, ptr %acc360
  %t690 = load <16 x float>, ptr %acc361
  %t691 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t685, <16 x float> %t426, <16 x float> %t690)
  store <16 x float> %t691, ptr %acc361
  %t692 = load <16 x float>, ptr %acc362
  %t693 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t685, <16 x float> %t428, <16 x float> %t692)
  store <16 x float> %t693, ptr %acc362
  %t694 = load <16 x float>, ptr %acc363
  %t695 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t685, <16 x float> %t585, <16 x float> %t694)
  store <16 x float> %t695, ptr %acc363
  %t696 = load <16 x float>, ptr %acc364
  %t697 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t685, <16 x float> %t587, <16 x float> %t696)
  store <16 x float> %t697, ptr %acc364
  %t698 = add i64 %t230, %t675
  %t699 = add i64 %t698, %q303
  %t700 = getelementptr float, ptr %buf.x, i64 %t699
  %t701 = getelementptr float, ptr %t700, i64 0
  %t702 = load <16 x float>, ptr %t701, align 4
  %t703 = getelementptr float, ptr %t700, i64 16
  %t704 = load <16 x float>, ptr %t703, align 4
  %t705 = load <16 x float>, ptr %acc365
  %t706 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t685, <16 x float> %t702, <16 x float> %t705)
  store <16 x float> %t706, ptr %acc365
  %t707 = load <16 x float>, ptr %acc366
  %t708 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t685, <16 x float> %t704, <16 x float> %t707)
  store <16 x float> %t708, ptr %acc366
  %t709 = mul i64 %i371, %t33
  %t710 = add i64 0, %t709
  %t711 = mul i64 2, %t35
  %t712 = add i64 %t710, %t711
  %t713 = mul i64 1, %t37
  %t714 = add i64 %t712, %t713
  %t715 = mul i64 %i371, %t143
  %t716 = add i64 %t124, %t715
  %t717 = mul i64 2, %t162
  %t718 = add i64 %t716, %t717
  %t719 = mul i64 1, %t181
  %t720 = add i64 %t718, %t719
  %t721 = getelementptr float, ptr %buf.w, i64 %t720
  %t722 = load float, ptr %t721, align 4
  %t723 = insertelement <16 x float> poison, float %t722, i64 0
  %t724 = shufflevector <16 x float> %t723, <16 x float> poison, <16 x i32> zeroinitializer
  %t725 = load <16 x float>, ptr %acc359
  %t726 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t724, <16 x float> %t475, <16 x float> %t725)
  store <16 x float> %t726, ptr %acc359
  %t727 = load <16 x float>, ptr %acc360
  %t728 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t724, <16 x float> %t477, <16 x float> %t727)
  store <16 x float> %t728, ptr %acc360
  %t729 = load <16 x float>, ptr %acc361
  %t730 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t724, <16 x float> %t486, <16 x float> %t729)
  store <16 x float> %t730, ptr %acc361
  %t731 = load <16 x float>, ptr %acc362
  %t732 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t724, <16 x float> %t488, <16 x float> %t731)
  store <16 x float> %t732, ptr %acc362
  %t733 = load <16 x float>, ptr %acc363
  %t734 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t724, <16 x float> %t624, <16 x float> %t733)
  store <16 x float> %t734, ptr %acc363
  %t735 = load <16 x float>, ptr %acc364
  %t736 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t724, <16 x float> %t626, <16 x float> %t735)
  store <16 x float> %t736, ptr %acc364
  %t737 = add i64 %t230, %t714
  %t738 = add i64 %t737, %q303
  %t739 = getelementptr float, ptr %buf.x, i64 %t738
  %t740 = getelementptr float, ptr %t739, i64 0
  %t741 = load <16 x float>, ptr %t740, align 4
  %t742 = getelementptr float, ptr %t739, i64 16
  %t743 = load <16 x float>, ptr %t742, align 4
  %t744 = load <16 x float>, ptr %acc365
  %t745 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t724, <16 x float> %t741, <16 x float> %t744)
  store <16 x float> %t745, ptr %acc365
  %t746 = load <16 x float>, ptr %acc366
  %t747 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t724, <16 x float> %t743, <16 x float> %t746)
  store <16 x float> %t747, ptr %acc366
  %t748 = mul i64 %i371, %t33
  %t749 = add i64 0, %t748
  %t750 = mul i64 2, %t35
  %t751 = add i64 %t749, %t750
  %t752 = mul i64 2, %t37
  %t753 = add i64 %t751, %t752
  %t754 = mul i64 %i371, %t143
  %t755 = add i64 %t124, %t754
  %t756 = mul i64 2, %t162
  %t757 = add i64 %t755, %t756
  %t758 = mul i64 2, %t181
  %t759 = add i64 %t757, %t758
  %t760 = getelementptr float, ptr %buf.w, i64 %t759
  %t761 = load float, ptr %t760, align 4
  %t762 = insertelement <16 x float> poison, float %t761, i64 0
  %t763 = shufflevector <16 x float> %t762, <16 x float> poison, <16 x i32> zeroinitializer
  %t764 = load <16 x float>, ptr %acc359
  %t765 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t763, <16 x float> %t535, <16 x float> %t764)
  store <16 x float> %t765, ptr %acc359
  %t766 = load <16 x float>, ptr %acc360
  %t767 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t763, <16 x float> %t537, <16 x float> %t766)
  store <16 x float> %t767, ptr %acc360
  %t768 = load <16 x float>, ptr %acc361
  %t769 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t763, <16 x float> %t546, <16 x float> %t768)
  store <16 x float> %t769, ptr %acc361
  %t770 = load <16 x float>, ptr %acc362
  %t771 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t763, <16 x float> %t548, <16 x float> %t770)
  store <16 x float> %t771, ptr %acc362
  %t772 = load <16 x float>, ptr %acc363
  %t773 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t763, <16 x float> %t663, <16 x float> %t772)
  store <16 x float> %t773, ptr %acc363
  %t774 = load <16 x float>, ptr %acc364
  %t775 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t763, <16 x float> %t665, <16 x float> %t774)
  store <16 x float> %t775, ptr %acc364
  %t776 = add i64 %t230, %t753
  %t777 = add i64 %t776, %q303
  %t778 = getelementptr float, ptr %buf.x, i64 %t777
  %t779 = getelementptr float, ptr %t778, i64 0
  %t780 = load <16 x float>, ptr %t779, align 4
  %t781 = getelementptr float, ptr %t778, i64 16
  %t782 = load <16 x float>, ptr %t781, align 4
  %t783 = load <16 x float>, ptr %acc365
  %t784 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t763, <16 x float> %t780, <16 x float> %t783)
  store <16 x float> %t784, ptr %acc365
  %t785 = load <16 x float>, ptr %acc366
  %t786 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t763, <16 x float> %t782, <16 x float> %t785)
  store <16 x float> %t786, ptr %acc366
  %t787 = add nsw i64 %i371, 1
  store i64 %t787, ptr %c367
  br label %head368
done370:
  %t788 = add i64 %q303, 0
  %t789 = load <16 x float>, ptr %acc359
  %p790 = getelementptr float, ptr %buf.b, i64 %t65
  %ld791 = load float, ptr %p790, align 4
  %ins792 = insertelement <16 x float> poison, float %ld791, i64 0
  %splat793 = shufflevector <16 x float> %ins792, <16 x float> poison, <16 x i32> zeroinitializer
  %v794 = fadd contract <16 x float> %splat793, %t789
  %v795 = mul i64 %t67, %size.K
  %v796 = add i64 %v795, %t65
  %v797 = add i64 %size.H, 1
  %v798 = add i64 %v797, 1
  %v799 = sub i64 %size.R, 1
  %v800 = sub i64 %v798, %v799
  %v801 = sub i64 %v800, 1
  %v802 = add i64 %v801, 1
  %v803 = mul i64 %v796, %v802
  %v804 = add i64 %v803, %p186
  %v805 = add i64 %size.W, 1
  %v806 = add i64 %v805, 1
  %v807 = sub i64 %size.S, 1
  %v808 = sub i64 %v806, %v807
  %v809 = sub i64 %v808, 1
  %v810 = add i64 %v809, 1
  %v811 = mul i64 %v804, %v810
  %v812 = add i64 %v811, %t788
  %p813 = getelementptr float, ptr %buf.y, i64 %v812
  store <16 x float> %v794, ptr %p813, align 4
  %t814 = add i64 %q303, 16
  %t815 = load <16 x float>, ptr %acc360
  %p816 = getelementptr float, ptr %buf.b, i64 %t65
  %ld817 = load float, ptr %p816, align 4
  %ins818 = insertelement <16 x float> poison, float %ld817, i64 0
  %splat819 = shufflevector <16 x float> %ins818, <16 x float> poison, <16 x i32> zeroinitializer
  %v820 = fadd contract <16 x float> %splat819, %t815
  %v821 = mul i64 %t67, %size.K
  %v822 = add i64 %v821, %t65
  %v823 = add i64 %size.H, 1
  %v824 = add i64 %v823, 1
  %v825 = sub i64 %size.R, 1
  %v826 = sub i64 %v824, %v825
  %v827 = sub i64 %v826, 1
  %v828 = add i64 %v827, 1
  %v829 = mul i64 %v822, %v828
  %v830 = add i64 %v829, %p186
  %v831 = add i64 %size.W, 1
  %v832 = add i64 %v831, 1
  %v833 = sub i64 %size.S, 1
  %v834 = sub i64 %v832, %v833
  %v835 = sub i64 %v834, 1
  %v836 = add i64 %v835, 1
  %v837 = mul i64 %v830, %v836
  %v838 = add i64 %v837, %t814
  %p839 = getelementptr float, ptr %buf.y, i64 %v838
  store <16 x float> %v820, ptr %p839, align 4
  %t840 = add i64 %q303, 0
  %t841 = load <16 x float>, ptr %acc361
  %p842 = getelementptr float, ptr %buf.b, i64 %t65
  %ld843 = load float, ptr %p842, align 4
  %ins844 = insertelement <16 x float> poison, float %ld843, i64 0
  %splat845 = shufflevector <16 x float> %ins844, <16 x float> poison, <16 x i32> zeroinitializer
  %v846 = fadd contract <16 x float> %splat845, %t841
  %v847 = mul i64 %t67, %size.K
  %v848 = add i64 %v847, %t65
  %v849 = add i64 %size.H, 1
  %v850 = add i64 %v849, 1
  %v851 = sub i64 %size.R, 1
  %v852 = sub i64 %v850, %v851
  %v853 = sub i64 %v852, 1
  %v854 = add i64 %v853, 1
  %v855 = mul i64 %v848, %v854
  %v856 = add i64 %v855, %t198
  %v857 = add i64 %size.W, 1
  %v858 = add i64 %v857, 1
  %v859 = sub i64 %size.S, 1
  %v860 = sub i64 %v858, %v859
  %v861 = sub i64 %v860, 1
  %v862 = add i64 %v861, 1
  %v863 = mul i64 %v856, %v862
  %v864 = add i64 %v863, %t840
  %p865 = getelementptr float, ptr %buf.y, i64 %v864
  store <16 x float> %v846, ptr %p865, align 4
  %t866 = add i64 %q303, 16
  %t867 = load <16 x float>, ptr %acc362
  %p868 = getelementptr float, ptr %buf.b, i64 %t65
  %ld869 = load float, ptr %p868, align 4
  %ins870 = insertelement <16 x float> poison, float %ld869, i64 0
  %splat871 = shufflevector <16 x float> %ins870, <16 x float> poison, <16 x i32> zeroinitializer
  %v872 = fadd contract <16 x float> %splat871, %t867
  %v873 = mul i64 %t67, %size.K
  %v874 = add i64 %v873, %t65
  %v875 = add i64 %size.H, 1
  %v876 = add i64 %v875, 1
  %v877 = sub i64 %size.R, 1
  %v878 = sub i64 %v876, %v877
  %v879 = sub i64 %v878, 1
  %v880 = add i64 %v879, 1
  %v881 = mul i64 %v874, %v880
  %v882 = add i64 %v881, %t198
  %v883 = add i64 %size.W, 1
  %v884 = add i64 %v883, 1
  %v885 = sub i64 %size.S, 1
  %v886 = sub i64 %v884, %v885
  %v887 = sub i64 %v886, 1
  %v888 = add i64 %v887, 1
  %v889 = mul i64 %v882, %v888
  %v890 = add i64 %v889, %t866
  %p891 = getelementptr float, ptr %buf.y, i64 %v890
  store <16 x float> %v872, ptr %p891, align 4
  %t892 = add i64 %q303, 0
  %t893 = load <16 x float>, ptr %acc363
  %p894 = getelementptr float, ptr %buf.b, i64 %t65
  %ld895 = load float, ptr %p894, align 4
  %ins896 = insertelement <16 x float> poison, float %ld895, i64 0
  %splat897 = shufflevector <16 x float> %ins896, <16 x float> poison, <16 x i32> zeroinitializer
  %v898 = fadd contract <16 x float> %splat897, %t893
  %v899 = mul i64 %t67, %size.K
  %v900 = add i64 %v899, %t65
  %v901 = add i64 %size.H, 1
  %v902 = add i64 %v901, 1
  %v903 = sub i64 %size.R, 1
  %v904 = sub i64 %v902, %v903
  %v905 = sub i64 %v904, 1
  %v906 = add i64 %v905, 1
  %v907 = mul i64 %v900, %v906
  %v908 = add i64 %v907, %t209
  %v909 = add i64 %size.W, 1
  %v910 = add i64 %v909, 1
  %v911 = sub i64 %size.S, 1
  %v912 = sub i64 %v910, %v911
  %v913 = sub i64 %v912, 1
  %v914 = add i64 %v913, 1
  %v915 = mul i64 %v908, %v914
  %v916 = add i64 %v915, %t892
  %p917 = getelementptr float, ptr %buf.y, i64 %v916
  store <16 x float> %v898, ptr %p917, align 4
  %t918 = add i64 %q303, 16
  %t919 = load <16 x float>, ptr %acc364
  %p920 = getelementptr float, ptr %buf.b, i64 %t65
  %ld921 = load float, ptr %p920, align 4
  %ins922 = insertelement <16 x float> poison, float %ld921, i64 0
  %splat923 = shufflevector <16 x float> %ins922, <16 x float> poison, <16 x i32> zeroinitializer
  %v924 = fadd contract <16 x float> %splat923, %t919
  %v925 = mul i64 %t67, %size.K
  %v926 = add i64 %v925, %t65
  %v927 = add i64 %size.H, 1
  %v928 = add i64 %v927, 1
  %v929 = sub i64 %size.R, 1
  %v930 = sub i64 %v928, %v929
  %v931 = sub i64 %v930, 1
  %v932 = add i64 %v931, 1
  %v933 = mul i64 %v926, %v932
  %v934 = add i64 %v933, %t209
  %v935 = add i64 %size.W, 1
  %v936 = add i64 %v935, 1
  %v937 = sub i64 %size.S, 1
  %v938 = sub i64 %v936, %v937
  %v939 = sub i64 %v938, 1
  %v940 = add i64 %v939, 1
  %v941 = mul i64 %v934, %v940
  %v942 = add i64 %v941, %t918
  %p943 = getelementptr float, ptr %buf.y, i64 %v942
  store <16 x float> %v924, ptr %p943, align 4
  %t944 = add i64 %q303, 0
  %t945 = load <16 x float>, ptr %acc365
  %p946 = getelementptr float, ptr %buf.b, i64 %t65
  %ld947 = load float, ptr %p946, align 4
  %ins948 = insertelement <16 x float> poison, float %ld947, i64 0
  %splat949 = shufflevector <16 x float> %ins948, <16 x float> poison, <16 x i32> zeroinitializer
  %v950 = fadd contract <16 x float> %splat949, %t945
  %v951 = mul i64 %t67, %size.K
  %v952 = add i64 %v951, %t65
  %v953 = add i64 %size.H, 1
  %v954 = add i64 %v953, 1
  %v955 = sub i64 %size.R, 1
  %v956 = sub i64 %v954, %v955
  %v957 = sub i64 %v956, 1
  %v958 = add i64 %v957, 1
  %v959 = mul i64 %v952, %v958
  %v960 = add i64 %v959, %t220
  %v961 = add i64 %size.W, 1
  %v962 = add i64 %v961, 1
  %v963 = sub i64 %size.S, 1
  %v964 = sub i64 %v962, %v963
  %v965 = sub i64 %v964, 1
  %v966 = add i64 %v965, 1
  %v967 = mul i64 %v960, %v966
  %v968 = add i64 %v967, %t944
  %p969 = getelementptr float, ptr %buf.y, i64 %v968
  store <16 x float> %v950, ptr %p969, align 4
  %t970 = add i64 %q303, 16
  %t971 = load <16 x float>, ptr %acc366
  %p972 = getelementptr float, ptr %buf.b, i64 %t65
  %ld973 = load float, ptr %p972, align 4
  %ins974 = insertelement <16 x float> poison, float %ld973, i64 0
  %splat975 = shufflevector <16 x float> %ins974, <16 x float> poison, <16 x i32> zeroinitializer
  %v976 = fadd contract <16 x float> %splat975, %t971
  %v977 = mul i64 %t67, %size.K
  %v978 = add i64 %v977, %t65
  %v979 = add i64 %size.H, 1
  %v980 = add i64 %v979, 1
  %v981 = sub i64 %size.R, 1
  %v982 = sub i64 %v980, %v981
  %v983 = sub i64 %v982, 1
  %v984 = add i64 %v983, 1
  %v985 = mul i64 %v978, %v984
  %v986 = add i64 %v985, %t220
  %v987 = add i64 %size.W, 1
  %v988 = add i64 %v987, 1
  %v989 = sub i64 %size.S, 1
  %v990 = sub i64 %v988, %v989
  %v991 = sub i64 %v990, 1
  %v992 = add i64 %v991, 1
  %v993 = mul i64 %v986, %v992
  %v994 = add i64 %v993, %t970
  %p995 = getelementptr float, ptr %buf.y, i64 %v994
  store <16 x float> %v976, ptr %p995, align 4
  %t996 = add i64 %q303, 32
  store i64 %t996, ptr %c299
  br label %qhead300
not2306:
  %t999 = add i64 %q303, 15
  %t1000 = icmp slt i64 %t999, %t21
  %t1001 = add i64 -1, 0
  %t1002 = mul i64 1, %q303
  %t1003 = add i64 %t1001, %t1002
  %t1004 = add i64 -1, %t42
  %t1005 = mul i64 1, %t999
  %t1006 = add i64 %t1004, %t1005
  %t1007 = icmp sge i64 %t1003, 0
  %t1008 = and i1 %t1000, %t1007
  %t1009 = icmp slt i64 %t1006, %size.W
  %t1010 = and i1 %t1008, %t1009
  %t1011 = and i1 true, %t1010
  %t1012 = add i64 %q303, 15
  %t1013 = icmp slt i64 %t1012, %t21
  %t1014 = add i64 -1, 0
  %t1015 = mul i64 1, %q303
  %t1016 = add i64 %t1014, %t1015
  %t1017 = add i64 -1, %t42
  %t1018 = mul i64 1, %t1012
  %t1019 = add i64 %t1017, %t1018
  %t1020 = icmp sge i64 %t1016, 0
  %t1021 = and i1 %t1013, %t1020
  %t1022 = icmp slt i64 %t1019, %size.W
  %t1023 = and i1 %t1021, %t1022
  %t1024 = and i1 %t1011, %t1023
  %t1025 = add i64 %q303, 15
  %t1026 = icmp slt i64 %t1025, %t21
  %t1027 = add i64 -1, 0
  %t1028 = mul i64 1, %q303
  %t1029 = add i64 %t1027, %t1028
  %t1030 = add i64 -1, %t42
  %t1031 = mul i64 1, %t1025
  %t1032 = add i64 %t1030, %t1031
  %t1033 = icmp sge i64 %t1029, 0
  %t1034 = and i1 %t1026, %t1033
  %t1035 = icmp slt i64 %t1032, %size.W
  %t1036 = and i1 %t1034, %t1035
  %t1037 = and i1 %t1024, %t1036
  %t1038 = add i64 %q303, 15
  %t1039 = icmp slt i64 %t1038, %t21
  %t1040 = add i64 -1, 0
  %t1041 = mul i64 1, %q303
  %t1042 = add i64 %t1040, %t1041
  %t1043 = add i64 -1, %t42
  %t1044 = mul i64 1, %t1038
  %t1045 = add i64 %t1043, %t1044
  %t1046 = icmp sge i64 %t1042, 0
  %t1047 = and i1 %t1039, %t1046
  %t1048 = icmp slt i64 %t1045, %size.W
  %t1049 = and i1 %t1047, %t1048
  %t1050 = and i1 %t1037, %t1049
  br i1 %t1050, label %in1997, label %not1998
in1997:
  store <16 x float> zeroinitializer, ptr %acc1051
  store <16 x float> zeroinitializer, ptr %acc1052
  store <16 x float> zeroinitializer, ptr %acc1053
  store <16 x float> zeroinitializer, ptr %acc1054
  store i64 0, ptr %c1055
  br label %head1056
head1056:
  %i1059 = load i64, ptr %c1055
  %t1060 = icmp slt i64 %i1059, %t15
  br i1 %t1060, label %body1057, label %done1058
body1057:
  %t1061 = mul i64 %i1059, %t33
  %t1062 = add i64 0, %t1061
  %t1063 = mul i64 0, %t35
  %t1064 = add i64 %t1062, %t1063
  %t1065 = mul i64 0, %t37
  %t1066 = add i64 %t1064, %t1065
  %t1067 = mul i64 %i1059, %t143
  %t1068 = add i64 %t124, %t1067
  %t1069 = mul i64 0, %t162
  %t1070 = add i64 %t1068, %t1069
  %t1071 = mul i64 0, %t181
  %t1072 = add i64 %t1070, %t1071
  %t1073 = getelementptr float, ptr %buf.w, i64 %t1072
  %t1074 = load float, ptr %t1073, align 4
  %t1075 = insertelement <16 x float> poison, float %t1074, i64 0
  %t1076 = shufflevector <16 x float> %t1075, <16 x float> poison, <16 x i32> zeroinitializer
  %t1077 = add i64 %t197, %t1066
  %t1078 = add i64 %t1077, %q303
  %t1079 = getelementptr float, ptr %buf.x, i64 %t1078
  %t1080 = getelementptr float, ptr %t1079, i64 0
  %t1081 = load <16 x float>, ptr %t1080, align 4
  %t1082 = load <16 x float>, ptr %acc1051
  %t1083 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1076, <16 x float> %t1081, <16 x float> %t1082)
  store <16 x float> %t1083, ptr %acc1051
  %t1084 = add i64 %t208, %t1066
  %t1085 = add i64 %t1084, %q303
  %t1086 = getelementptr float, ptr %buf.x, i64 %t1085
  %t1087 = getelementptr float, ptr %t1086, i64 0
  %t1088 = load <16 x float>, ptr %t1087, align 4
  %t1089 = load <16 x float>, ptr %acc1052
  %t1090 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1076, <16 x float> %t1088, <16 x float> %t1089)
  store <16 x float> %t1090, ptr %acc1052
  %t1091 = add i64 %t219, %t1066
  %t1092 = add i64 %t1091, %q303
  %t1093 = getelementptr float, ptr %buf.x, i64 %t1092
  %t1094 = getelementptr float, ptr %t1093, i64 0
  %t1095 = load <16 x float>, ptr %t1094, align 4
  %t1096 = load <16 x float>, ptr %acc1053
  %t1097 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1076, <16 x float> %t1095, <16 x float> %t1096)
  store <16 x float> %t1097, ptr %acc1053
  %t1098 = add i64 %t230, %t1066
  %t1099 = add i64 %t1098, %q303
  %t1100 = getelementptr float, ptr %buf.x, i64 %t1099
  %t1101 = getelementptr float, ptr %t1100, i64 0
  %t1102 = load <16 x float>, ptr %t1101, align 4
  %t1103 = load <16 x float>, ptr %acc1054
  %t1104 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1076, <16 x float> %t1102, <16 x float> %t1103)
  store <16 x float> %t1104, ptr %acc1054
  %t1105 = mul i64 %i1059, %t33
  %t1106 = add i64 0, %t1105
  %t1107 = mul i64 0, %t35
  %t1108 = add i64 %t1106, %t1107
  %t1109 = mul i64 1, %t37
  %t1110 = add i64 %t1108, %t1109
  %t1111 = mul i64 %i1059, %t143
  %t1112 = add i64 %t124, %t1111
  %t1113 = mul i64 0, %t162
  %t1114 = add i64 %t1112, %t1113
  %t1115 = mul i64 1, %t181
  %t1116 = add i64 %t1114, %t1115
  %t1117 = getelementptr float, ptr %buf.w, i64 %t1116
  %t1118 = load float, ptr %t1117, align 4
  %t1119 = insertelement <16 x float> poison, float %t1118, i64 0
  %t1120 = shufflevector <16 x float> %t1119, <16 x float> poison, <16 x i32> zeroinitializer
  %t1121 = add i64 %t197, %t1110
  %t1122 = add i64 %t1121, %q303
  %t1123 = getelementptr float, ptr %buf.x, i64 %t1122
  %t1124 = getelementptr float, ptr %t1123, i64 0
  %t1125 = load <16 x float>, ptr %t1124, align 4
  %t1126 = load <16 x float>, ptr %acc1051
  %t1127 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1120, <16 x float> %t1125, <16 x float> %t1126)
  store <16 x float> %t1127, ptr %acc1051
  %t1128 = add i64 %t208, %t1110
  %t1129 = add i64 %t1128, %q303
  %t1130 = getelementptr float, ptr %buf.x, i64 %t1129
  %t1131 = getelementptr float, ptr %t1130, i64 0
  %t1132 = load <16 x float>, ptr %t1131, align 4
  %t1133 = load <16 x float>, ptr %acc1052
  %t1134 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1120, <16 x float> %t1132, <16 x float> %t1133)
  store <16 x float> %t1134, ptr %acc1052
  %t1135 = add i64 %t219, %t1110
  %t1136 = add i64 %t1135, %q303
  %t1137 = getelementptr float, ptr %buf.x, i64 %t1136
  %t1138 = getelementptr float, ptr %t1137, i64 0
  %t1139 = load <16 x float>, ptr %t1138, align 4
  %t1140 = load <16 x float>, ptr %acc1053
  %t1141 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1120, <16 x float> %t1139, <16 x float> %t1140)
  store <16 x float> %t1141, ptr %acc1053
  %t1142 = add i64 %t230, %t1110
  %t1143 = add i64 %t1142, %q303
  %t1144 = getelementptr float, ptr %buf.x, i64 %t1143
  %t1145 = getelementptr float, ptr %t1144, i64 0
  %t1146 = load <16 x float>, ptr %t1145, align 4
  %t1147 = load <16 x float>, ptr %acc1054
  %t1148 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1120, <16 x float> %t1146, <16 x float> %t1147)
  store <16 x float> %t1148, ptr %acc1054
  %t1149 = mul i64 %i1059, %t33
  %t1150 = add i64 0, %t1149
  %t1151 = mul i64 0, %t35
  %t1152 = add i64 %t1150, %t1151
  %t1153 = mul i64 2, %t37
  %t1154 = add i64 %t1152, %t1153
  %t1155 = mul i64 %i1059, %t143
  %t1156 = add i64 %t124, %t1155
  %t1157 = mul i64 0, %t162
  %t1158 = add i64 %t1156, %t1157
  %t1159 = mul i64 2, %t181
  %t1160 = add i64 %t1158, %t1159
  %t1161 = getelementptr float, ptr %buf.w, i64 %t1160
  %t1162 = load float, ptr %t1161, align 4
  %t1163 = insertelement <16 x float> poison, float %t1162, i64 0
  %t1164 = shufflevector <16 x float> %t1163, <16 x float> poison, <16 x i32> zeroinitializer
  %t1165 = add i64 %t197, %t1154
  %t1166 = add i64 %t1165, %q303
  %t1167 = getelementptr float, ptr %buf.x, i64 %t1166
  %t1168 = getelementptr float, ptr %t1167, i64 0
  %t1169 = load <16 x float>, ptr %t1168, align 4
  %t1170 = load <16 x float>, ptr %acc1051
  %t1171 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1164, <16 x float> %t1169, <16 x float> %t1170)
  store <16 x float> %t1171, ptr %acc1051
  %t1172 = add i64 %t208, %t1154
  %t1173 = add i64 %t1172, %q303
  %t1174 = getelementptr float, ptr %buf.x, i64 %t1173
  %t1175 = getelementptr float, ptr %t1174, i64 0
  %t1176 = load <16 x float>, ptr %t1175, align 4
  %t1177 = load <16 x float>, ptr %acc1052
  %t1178 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1164, <16 x float> %t1176, <16 x float> %t1177)
  store <16 x float> %t1178, ptr %acc1052
  %t1179 = add i64 %t219, %t1154
  %t1180 = add i64 %t1179, %q303
  %t1181 = getelementptr float, ptr %buf.x, i64 %t1180
  %t1182 = getelementptr float, ptr %t1181, i64 0
  %t1183 = load <16 x float>, ptr %t1182, align 4
  %t1184 = load <16 x float>, ptr %acc1053
  %t1185 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1164, <16 x float> %t1183, <16 x float> %t1184)
  store <16 x float> %t1185, ptr %acc1053
  %t1186 = add i64 %t230, %t1154
  %t1187 = add i64 %t1186, %q303
  %t1188 = getelementptr float, ptr %buf.x, i64 %t1187
  %t1189 = getelementptr float, ptr %t1188, i64 0
  %t1190 = load <16 x float>, ptr %t1189, align 4
  %t1191 = load <16 x float>, ptr %acc1054
  %t1192 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1164, <16 x float> %t1190, <16 x float> %t1191)
  store <16 x float> %t1192, ptr %acc1054
  %t1193 = mul i64 %i1059, %t33
  %t1194 = add i64 0, %t1193
  %t1195 = mul i64 1, %t35
  %t1196 = add i64 %t1194, %t1195
  %t1197 = mul i64 0, %t37
  %t1198 = add i64 %t1196, %t1197
  %t1199 = mul i64 %i1059, %t143
  %t1200 = add i64 %t124, %t1199
  %t1201 = mul i64 1, %t162
  %t1202 = add i64 %t1200, %t1201
  %t1203 = mul i64 0, %t181
  %t1204 = add i64 %t1202, %t1203
  %t1205 = getelementptr float, ptr %buf.w, i64 %t1204
  %t1206 = load float, ptr %t1205, align 4
  %t1207 = insertelement <16 x float> poison, float %t1206, i64 0
  %t1208 = shufflevector <16 x float> %t1207, <16 x float> poison, <16 x i32> zeroinitializer
  %t1209 = load <16 x float>, ptr %acc1051
  %t1210 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1208, <16 x float> %t1088, <16 x float> %t1209)
  store <16 x float> %t1210, ptr %acc1051
  %t1211 = load <16 x float>, ptr %acc1052
  %t1212 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1208, <16 x float> %t1095, <16 x float> %t1211)
  store <16 x float> %t1212, ptr %acc1052
  %t1213 = load <16 x float>, ptr %acc1053
  %t1214 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1208, <16 x float> %t1102, <16 x float> %t1213)
  store <16 x float> %t1214, ptr %acc1053
  %t1215 = add i64 %t230, %t1198
  %t1216 = add i64 %t1215, %q303
  %t1217 = getelementptr float, ptr %buf.x, i64 %t1216
  %t1218 = getelementptr float, ptr %t1217, i64 0
  %t1219 = load <16 x float>, ptr %t1218, align 4
  %t1220 = load <16 x float>, ptr %acc1054
  %t1221 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1208, <16 x float> %t1219, <16 x float> %t1220)
  store <16 x float> %t1221, ptr %acc1054
  %t1222 = mul i64 %i1059, %t33
  %t1223 = add i64 0, %t1222
  %t1224 = mul i64 1, %t35
  %t1225 = add i64 %t1223, %t1224
  %t1226 = mul i64 1, %t37
  %t1227 = add i64 %t1225, %t1226
  %t1228 = mul i64 %i1059, %t143
  %t1229 = add i64 %t124, %t1228
  %t1230 = mul i64 1, %t162
  %t1231 = add i64 %t1229, %t1230
  %t1232 = mul i64 1, %t181
  %t1233 = add i64 %t1231, %t1232
  %t1234 = getelementptr float, ptr %buf.w, i64 %t1233
  %t1235 = load float, ptr %t1234, align 4
  %t1236 = insertelement <16 x float> poison, float %t1235, i64 0
  %t1237 = shufflevector <16 x float> %t1236, <16 x float> poison, <16 x i32> zeroinitializer
  %t1238 = load <16 x float>, ptr %acc1051
  %t1239 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1237, <16 x float> %t1132, <16 x float> %t1238)
  store <16 x float> %t1239, ptr %acc1051
  %t1240 = load <16 x float>, ptr %acc1052
  %t1241 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1237, <16 x float> %t1139, <16 x float> %t1240)
  store <16 x float> %t1241, ptr %acc1052
  %t1242 = load <16 x float>, ptr %acc1053
  %t1243 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1237, <16 x float> %t1146, <16 x float> %t1242)
  store <16 x float> %t1243, ptr %acc1053
  %t1244 = add i64 %t230, %t1227
  %t1245 = add i64 %t1244, %q303
  %t1246 = getelementptr float, ptr %buf.x, i64 %t1245
  %t1247 = getelementptr float, ptr %t1246, i64 0
  %t1248 = load <16 x float>, ptr %t1247, align 4
  %t1249 = load <16 x float>, ptr %acc1054
  %t1250 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1237, <16 x float> %t1248, <16 x float> %t1249)
  store <16 x float> %t1250, ptr %acc1054
  %t1251 = mul i64 %i1059, %t33
  %t1252 = add i64 0, %t1251
  %t1253 = mul i64 1, %t35
  %t1254 = add i64 %t1252, %t1253
  %t1255 = mul i64 2, %t37
  %t1256 = add i64 %t1254, %t1255
  %t1257 = mul i64 %i1059, %t143
  %t1258 = add i64 %t124, %t1257
  %t1259 = mul i64 1, %t162
  %t1260 = add i64 %t1258, %t1259
  %t1261 = mul i64 2, %t181
  %t1262 = add i64 %t1260, %t1261
  %t1263 = getelementptr float, ptr %buf.w, i64 %t1262
  %t1264 = load float, ptr %t1263, align 4
  %t1265 = insertelement <16 x float> poison, float %t1264, i64 0
  %t1266 = shufflevector <16 x float> %t1265, <16 x float> poison, <16 x i32> zeroinitializer
  %t1267 = load <16 x float>, ptr %acc1051
  %t1268 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1266, <16 x float> %t1176, <16 x float> %t1267)
  store <16 x float> %t1268, ptr %acc1051
  %t1269 = load <16 x float>, ptr %acc1052
  %t1270 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1266, <16 x float> %t1183, <16 x float> %t1269)
  store <16 x float> %t1270, ptr %acc1052
  %t1271 = load <16 x float>, ptr %acc1053
  %t1272 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1266, <16 x float> %t1190, <16 x float> %t1271)
  store <16 x float> %t1272, ptr %acc1053
  %t1273 = add i64 %t230, %t1256
  %t1274 = add i64 %t1273, %q303
  %t1275 = getelementptr float, ptr %buf.x, i64 %t1274
  %t1276 = getelementptr float, ptr %t1275, i64 0
  %t1277 = load <16 x float>, ptr %t1276, align 4
  %t1278 = load <16 x float>, ptr %acc1054
  %t1279 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1266, <16 x float> %t1277, <16 x float> %t1278)
  store <16 x float> %t1279, ptr %acc1054
  %t1280 = mul i64 %i1059, %t33
  %t1281 = add i64 0, %t1280
  %t1282 = mul i64 2, %t35
  %t1283 = add i64 %t1281, %t1282
  %t1284 = mul i64 0, %t37
  %t1285 = add i64 %t1283, %t1284
  %t1286 = mul i64 %i1059, %t143
  %t1287 = add i64 %t124, %t1286
  %t1288 = mul i64 2, %t162
  %t1289 = add i64 %t1287, %t1288
  %t1290 = mul i64 0, %t181
  %t1291 = add i64 %t1289, %t1290
  %t1292 = getelementptr float, ptr %buf.w, i64 %t1291
  %t1293 = load float, ptr %t1292, align 4
  %t1294 = insertelement <16 x float> poison, float %t1293, i64 0
  %t1295 = shufflevector <16 x float> %t1294, <16 x float> poison, <16 x i32> zeroinitializer
  %t1296 = load <16 x float>, ptr %acc1051
  %t1297 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1295, <16 x float> %t1095, <16 x float> %t1296)
  store <16 x float> %t1297, ptr %acc1051
  %t1298 = load <16 x float>, ptr %acc1052
  %t1299 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1295, <16 x float> %t1102, <16 x float> %t1298)
  store <16 x float> %t1299, ptr %acc1052
  %t1300 = load <16 x float>, ptr %acc1053
  %t1301 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1295, <16 x float> %t1219, <16 x float> %t1300)
  store <16 x float> %t1301, ptr %acc1053
  %t1302 = add i64 %t230, %t1285
  %t1303 = add i64 %t1302, %q303
  %t1304 = getelementptr float, ptr %buf.x, i64 %t1303
  %t1305 = getelementptr float, ptr %t1304, i64 0
  %t1306 = load <16 x float>, ptr %t1305, align 4
  %t1307 = load <16 x float>, ptr %acc1054
  %t1308 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1295, <16 x float> %t1306, <16 x float> %t1307)
  store <16 x float> %t1308, ptr %acc1054
  %t1309 = mul i64 %i1059, %t33
  %t1310 = add i64 0, %t1309
  %t1311 = mul i64 2, %t35
  %t1312 = add i64 %t1310, %t1311
  %t1313 = mul i64 1, %t37
  %t1314 = add i64 %t1312, %t1313
  %t1315 = mul i64 %i1059, %t143
  %t1316 = add i64 %t124, %t1315
  %t1317 = mul i64 2, %t162
  %t1318 = add i64 %t1316, %t1317
  %t1319 = mul i64 1, %t181
  %t1320 = add i64 %t1318, %t1319
  %t1321 = getelementptr float, ptr %buf.w, i64 %t1320
  %t1322 = load float, ptr %t1321, align 4
  %t1323 = insertelement <16 x float> poison, float %t1322, i64 0
  %t1324 = shufflevector <16 x float> %t1323, <16 x float> poison, <16 x i32> zeroinitializer
  %t1325 = load <16 x float>, ptr %acc1051
  %t1326 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1324, <16 x float> %t1139, <16 x float> %t1325)
  store <16 x float> %t1326, ptr %acc1051
  %t1327 = load <16 x float>, ptr %acc1052
  %t1328 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1324, <16 x float> %t1146, <16 x float> %t1327)
  store <16 x float> %t1328, ptr %acc1052
  %t1329 = load <16 x float>, ptr %acc1053
  %t1330 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1324, <16 x float> %t1248, <16 x float> %t1329)
  store <16 x float> %t1330, ptr %acc1053
  %t1331 = add i64 %t230, %t1314
  %t1332 = add i64 %t1331, %q303
  %t1333 = getelementptr float, ptr %buf.x, i64 %t1332
  %t1334 = getelementptr float, ptr %t1333, i64 0
  %t1335 = load <16 x float>, ptr %t1334, align 4
  %t1336 = load <16 x float>, ptr %acc1054
  %t1337 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1324, <16 x float> %t1335, <16 x float> %t1336)
  store <16 x float> %t1337, ptr %acc1054
  %t1338 = mul i64 %i1059, %t33
  %t1339 = add i64 0, %t1338
  %t1340 = mul i64 2, %t35
  %t1341 = add i64 %t1339, %t1340
  %t1342 = mul i64 2, %t37
  %t1343 = add i64 %t1341, %t1342
  %t1344 = mul i64 %i1059, %t143
  %t1345 = add i64 %t124, %t1344
  %t1346 = mul i64 2, %t162
  %t1347 = add i64 %t1345, %t1346
  %t1348 = mul i64 2, %t181
  %t1349 = add i64 %t1347, %t1348
  %t1350 = getelementptr float, ptr %buf.w, i64 %t1349
  %t1351 = load float, ptr %t1350, align 4
  %t1352 = insertelement <16 x float> poison, float %t1351, i64 0
  %t1353 = shufflevector <16 x float> %t1352, <16 x float> poison, <16 x i32> zeroinitializer
  %t1354 = load <16 x float>, ptr %acc1051
  %t1355 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1353, <16 x float> %t1183, <16 x float> %t1354)
  store <16 x float> %t1355, ptr %acc1051
  %t1356 = load <16 x float>, ptr %acc1052
  %t1357 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1353, <16 x float> %t1190, <16 x float> %t1356)
  store <16 x float> %t1357, ptr %acc1052
  %t1358 = load <16 x float>, ptr %acc1053
  %t1359 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1353, <16 x float> %t1277, <16 x float> %t1358)
  store <16 x float> %t1359, ptr %acc1053
  %t1360 = add i64 %t230, %t1343
  %t1361 = add i64 %t1360, %q303
  %t1362 = getelementptr float, ptr %buf.x, i64 %t1361
  %t1363 = getelementptr float, ptr %t1362, i64 0
  %t1364 = load <16 x float>, ptr %t1363, align 4
  %t1365 = load <16 x float>, ptr %acc1054
  %t1366 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1353, <16 x float> %t1364, <16 x float> %t1365)
  store <16 x float> %t1366, ptr %acc1054
  %t1367 = add nsw i64 %i1059, 1
  store i64 %t1367, ptr %c1055
  br label %head1056
done1058:
  %t1368 = add i64 %q303, 0
  %t1369 = load <16 x float>, ptr %acc1051
  %p1370 = getelementptr float, ptr %buf.b, i64 %t65
  %ld1371 = load float, ptr %p1370, align 4
  %ins1372 = insertelement <16 x float> poison, float %ld1371, i64 0
  %splat1373 = shufflevector <16 x float> %ins1372, <16 x float> poison, <16 x i32> zeroinitializer
  %v1374 = fadd contract <16 x float> %splat1373, %t1369
  %v1375 = mul i64 %t67, %size.K
  %v1376 = add i64 %v1375, %t65
  %v1377 = add i64 %size.H, 1
  %v1378 = add i64 %v1377, 1
  %v1379 = sub i64 %size.R, 1
  %v1380 = sub i64 %v1378, %v1379
  %v1381 = sub i64 %v1380, 1
  %v1382 = add i64 %v1381, 1
  %v1383 = mul i64 %v1376, %v1382
  %v1384 = add i64 %v1383, %p186
  %v1385 = add i64 %size.W, 1
  %v1386 = add i64 %v1385, 1
  %v1387 = sub i64 %size.S, 1
  %v1388 = sub i64 %v1386, %v1387
  %v1389 = sub i64 %v1388, 1
  %v1390 = add i64 %v1389, 1
  %v1391 = mul i64 %v1384, %v1390
  %v1392 = add i64 %v1391, %t1368
  %p1393 = getelementptr float, ptr %buf.y, i64 %v1392
  store <16 x float> %v1374, ptr %p1393, align 4
  %t1394 = add i64 %q303, 0
  %t1395 = load <16 x float>, ptr %acc1052
  %p1396 = getelementptr float, ptr %buf.b, i64 %t65
  %ld1397 = load float, ptr %p1396, align 4
  %ins1398 = insertelement <16 x float> poison, float %ld1397, i64 0
  %splat1399 = shufflevector <16 x float> %ins1398, <16 x float> poison, <16 x i32> zeroinitializer
  %v1400 = fadd contract <16 x float> %splat1399, %t1395
  %v1401 = mul i64 %t67, %size.K
  %v1402 = add i64 %v1401, %t65
  %v1403 = add i64 %size.H, 1
  %v1404 = add i64 %v1403, 1
  %v1405 = sub i64 %size.R, 1
  %v1406 = sub i64 %v1404, %v1405
  %v1407 = sub i64 %v1406, 1
  %v1408 = add i64 %v1407, 1
  %v1409 = mul i64 %v1402, %v1408
  %v1410 = add i64 %v1409, %t198
  %v1411 = add i64 %size.W, 1
  %v1412 = add i64 %v1411, 1
  %v1413 = sub i64 %size.S, 1
  %v1414 = sub i64 %v1412, %v1413
  %v1415 = sub i64 %v1414, 1
  %v1416 = add i64 %v1415, 1
  %v1417 = mul i64 %v1410, %v1416
  %v1418 = add i64 %v1417, %t1394
  %p1419 = getelementptr float, ptr %buf.y, i64 %v1418
  store <16 x float> %v1400, ptr %p1419, align 4
  %t1420 = add i64 %q303, 0
  %t1421 = load <16 x float>, ptr %acc1053
  %p1422 = getelementptr float, ptr %buf.b, i64 %t65
  %ld1423 = load float, ptr %p1422, align 4
  %ins1424 = insertelement <16 x float> poison, float %ld1423, i64 0
  %splat1425 = shufflevector <16 x float> %ins1424, <16 x float> poison, <16 x i32> zeroinitializer
  %v1426 = fadd contract <16 x float> %splat1425, %t1421
  %v1427 = mul i64 %t67, %size.K
  %v1428 = add i64 %v1427, %t65
  %v1429 = add i64 %size.H, 1
  %v1430 = add i64 %v1429, 1
  %v1431 = sub i64 %size.R, 1
  %v1432 = sub i64 %v1430, %v1431
  %v1433 = sub i64 %v1432, 1
  %v1434 = add i64 %v1433, 1
  %v1435 = mul i64 %v1428, %v1434
  %v1436 = add i64 %v1435, %t209
  %v1437 = add i64 %size.W, 1
  %v1438 = add i64 %v1437, 1
  %v1439 = sub i64 %size.S, 1
  %v1440 = sub i64 %v1438, %v1439
  %v1441 = sub i64 %v1440, 1
  %v1442 = add i64 %v1441, 1
  %v1443 = mul i64 %v1436, %v1442
  %v1444 = add i64 %v1443, %t1420
  %p1445 = getelementptr float, ptr %buf.y, i64 %v1444
  store <16 x float> %v1426, ptr %p1445, align 4
  %t1446 = add i64 %q303, 0
  %t1447 = load <16 x float>, ptr %acc1054
  %p1448 = getelementptr float, ptr %buf.b, i64 %t65
  %ld1449 = load float, ptr %p1448, align 4
  %ins1450 = insertelement <16 x float> poison, float %ld1449, i64 0
  %splat1451 = shufflevector <16 x float> %ins1450, <16 x float> poison, <16 x i32> zeroinitializer
  %v1452 = fadd contract <16 x float> %splat1451, %t1447
  %v1453 = mul i64 %t67, %size.K
  %v1454 = add i64 %v1453, %t65
  %v1455 = add i64 %size.H, 1
  %v1456 = add i64 %v1455, 1
  %v1457 = sub i64 %size.R, 1
  %v1458 = sub i64 %v1456, %v1457
  %v1459 = sub i64 %v1458, 1
  %v1460 = add i64 %v1459, 1
  %v1461 = mul i64 %v1454, %v1460
  %v1462 = add i64 %v1461, %t220
  %v1463 = add i64 %size.W, 1
  %v1464 = add i64 %v1463, 1
  %v1465 = sub i64 %size.S, 1
  %v1466 = sub i64 %v1464, %v1465
  %v1467 = sub i64 %v1466, 1
  %v1468 = add i64 %v1467, 1
  %v1469 = mul i64 %v1462, %v1468
  %v1470 = add i64 %v1469, %t1446
  %p1471 = getelementptr float, ptr %buf.y, i64 %v1470
  store <16 x float> %v1452, ptr %p1471, align 4
  %t1472 = add i64 %q303, 16
  store i64 %t1472, ptr %c299
  br label %qhead300
not1998:
  store <16 x float> zeroinitializer, ptr %acc1473
  store <16 x float> zeroinitializer, ptr %acc1474
  store <16 x float> zeroinitializer, ptr %acc1475
  store <16 x float> zeroinitializer, ptr %acc1476
  %t1477 = sub i64 %t21, %q303
  %t1478 = icmp slt i64 %t1477, 16
  %t1479 = select i1 %t1478, i64 %t1477, i64 16
  %t1480 = trunc i64 %t1479 to i32
  %t1481 = insertelement <16 x i32> poison, i32 %t1480, i64 0
  %t1482 = shufflevector <16 x i32> %t1481, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1483 = icmp slt <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t1482
  %t1484 = mul i64 1, %q303
  %t1485 = add i64 -1, %t1484
  %t1486 = mul i64 1, %q303
  %t1487 = add i64 -1, %t1486
  %t1488 = mul i64 1, %q303
  %t1489 = add i64 -1, %t1488
  %t1490 = mul i64 1, %q303
  %t1491 = add i64 -1, %t1490
  store i64 0, ptr %c1492
  br label %head1493
head1493:
  %i1496 = load i64, ptr %c1492
  %t1497 = icmp slt i64 %i1496, %t15
  br i1 %t1497, label %body1494, label %done1495
body1494:
  %t1498 = mul i64 %i1496, %t33
  %t1499 = add i64 0, %t1498
  %t1500 = mul i64 0, %t35
  %t1501 = add i64 %t1499, %t1500
  %t1502 = mul i64 0, %t37
  %t1503 = add i64 %t1501, %t1502
  %t1504 = mul i64 %i1496, %t143
  %t1505 = add i64 %t124, %t1504
  %t1506 = mul i64 0, %t162
  %t1507 = add i64 %t1505, %t1506
  %t1508 = mul i64 0, %t181
  %t1509 = add i64 %t1507, %t1508
  %t1510 = getelementptr float, ptr %buf.w, i64 %t1509
  %t1511 = load float, ptr %t1510, align 4
  %t1512 = insertelement <16 x float> poison, float %t1511, i64 0
  %t1513 = shufflevector <16 x float> %t1512, <16 x float> poison, <16 x i32> zeroinitializer
  %t1514 = mul i64 1, 0
  %t1515 = add i64 %t1485, %t1514
  %t1516 = sub i64 0, %t1515
  %t1517 = sub i64 %size.W, 1
  %t1518 = sub i64 %t1517, %t1515
  %t1519 = add i64 %t1518, 1
  %t1520 = icmp sgt i64 0, %t1516
  %t1521 = select i1 %t1520, i64 0, i64 %t1516
  %t1522 = icmp slt i64 %t1479, %t1519
  %t1523 = select i1 %t1522, i64 %t1479, i64 %t1519
  %t1524 = icmp slt i64 %t1521, 16
  %t1525 = select i1 %t1524, i64 %t1521, i64 16
  %t1526 = sub i64 %t1523, %t1525
  %t1527 = icmp sgt i64 %t1526, 0
  %t1528 = select i1 %t1527, i64 %t1526, i64 0
  %t1529 = trunc i64 %t1525 to i32
  %t1530 = insertelement <16 x i32> poison, i32 %t1529, i64 0
  %t1531 = shufflevector <16 x i32> %t1530, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1532 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t1531
  %t1533 = trunc i64 %t1528 to i32
  %t1534 = insertelement <16 x i32> poison, i32 %t1533, i64 0
  %t1535 = shufflevector <16 x i32> %t1534, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1536 = icmp ult <16 x i32> %t1532, %t1535
  %t1537 = add i64 %t197, %t1503
  %t1538 = add i64 %t1537, %q303
  %t1539 = getelementptr float, ptr %buf.x, i64 %t1538
  %t1540 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1539, <16 x i1> %t1536, <16 x float> zeroinitializer)
  %t1541 = load <16 x float>, ptr %acc1473
  %t1542 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1513, <16 x float> %t1540, <16 x float> %t1541)
  %t1543 = select <16 x i1> %t1536, <16 x float> %t1542, <16 x float> %t1541
  store <16 x float> %t1543, ptr %acc1473
  %t1544 = mul i64 1, 0
  %t1545 = add i64 %t1487, %t1544
  %t1546 = sub i64 0, %t1545
  %t1547 = sub i64 %size.W, 1
  %t1548 = sub i64 %t1547, %t1545
  %t1549 = add i64 %t1548, 1
  %t1550 = icmp sgt i64 0, %t1546
  %t1551 = select i1 %t1550, i64 0, i64 %t1546
  %t1552 = icmp slt i64 %t1479, %t1549
  %t1553 = select i1 %t1552, i64 %t1479, i64 %t1549
  %t1554 = icmp slt i64 %t1551, 16
  %t1555 = select i1 %t1554, i64 %t1551, i64 16
  %t1556 = sub i64 %t1553, %t1555
  %t1557 = icmp sgt i64 %t1556, 0
  %t1558 = select i1 %t1557, i64 %t1556, i64 0
  %t1559 = trunc i64 %t1555 to i32
  %t1560 = insertelement <16 x i32> poison, i32 %t1559, i64 0
  %t1561 = shufflevector <16 x i32> %t1560, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1562 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t1561
  %t1563 = trunc i64 %t1558 to i32
  %t1564 = insertelement <16 x i32> poison, i32 %t1563, i64 0
  %t1565 = shufflevector <16 x i32> %t1564, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1566 = icmp ult <16 x i32> %t1562, %t1565
  %t1567 = add i64 %t208, %t1503
  %t1568 = add i64 %t1567, %q303
  %t1569 = getelementptr float, ptr %buf.x, i64 %t1568
  %t1570 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1569, <16 x i1> %t1566, <16 x float> zeroinitializer)
  %t1571 = load <16 x float>, ptr %acc1474
  %t1572 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1513, <16 x float> %t1570, <16 x float> %t1571)
  %t1573 = select <16 x i1> %t1566, <16 x float> %t1572, <16 x float> %t1571
  store <16 x float> %t1573, ptr %acc1474
  %t1574 = mul i64 1, 0
  %t1575 = add i64 %t1489, %t1574
  %t1576 = sub i64 0, %t1575
  %t1577 = sub i64 %size.W, 1
  %t1578 = sub i64 %t1577, %t1575
  %t1579 = add i64 %t1578, 1
  %t1580 = icmp sgt i64 0, %t1576
  %t1581 = select i1 %t1580, i64 0, i64 %t1576
  %t1582 = icmp slt i64 %t1479, %t1579
  %t1583 = select i1 %t1582, i64 %t1479, i64 %t1579
  %t1584 = icmp slt i64 %t1581, 16
  %t1585 = select i1 %t1584, i64 %t1581, i64 16
  %t1586 = sub i64 %t1583, %t1585
  %t1587 = icmp sgt i64 %t1586, 0
  %t1588 = select i1 %t1587, i64 %t1586, i64 0
  %t1589 = trunc i64 %t1585 to i32
  %t1590 = insertelement <16 x i32> poison, i32 %t1589, i64 0
  %t1591 = shufflevector <16 x i32> %t1590, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1592 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t1591
  %t1593 = trunc i64 %t1588 to i32
  %t1594 = insertelement <16 x i32> poison, i32 %t1593, i64 0
  %t1595 = shufflevector <16 x i32> %t1594, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1596 = icmp ult <16 x i32> %t1592, %t1595
  %t1597 = add i64 %t219, %t1503
  %t1598 = add i64 %t1597, %q303
  %t1599 = getelementptr float, ptr %buf.x, i64 %t1598
  %t1600 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1599, <16 x i1> %t1596, <16 x float> zeroinitializer)
  %t1601 = load <16 x float>, ptr %acc1475
  %t1602 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1513, <16 x float> %t1600, <16 x float> %t1601)
  %t1603 = select <16 x i1> %t1596, <16 x float> %t1602, <16 x float> %t1601
  store <16 x float> %t1603, ptr %acc1475
  %t1604 = mul i64 1, 0
  %t1605 = add i64 %t1491, %t1604
  %t1606 = sub i64 0, %t1605
  %t1607 = sub i64 %size.W, 1
  %t1608 = sub i64 %t1607, %t1605
  %t1609 = add i64 %t1608, 1
  %t1610 = icmp sgt i64 0, %t1606
  %t1611 = select i1 %t1610, i64 0, i64 %t1606
  %t1612 = icmp slt i64 %t1479, %t1609
  %t1613 = select i1 %t1612, i64 %t1479, i64 %t1609
  %t1614 = icmp slt i64 %t1611, 16
  %t1615 = select i1 %t1614, i64 %t1611, i64 16
  %t1616 = sub i64 %t1613, %t1615
  %t1617 = icmp sgt i64 %t1616, 0
  %t1618 = select i1 %t1617, i64 %t1616, i64 0
  %t1619 = trunc i64 %t1615 to i32
  %t1620 = insertelement <16 x i32> poison, i32 %t1619, i64 0
  %t1621 = shufflevector <16 x i32> %t1620, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1622 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t1621
  %t1623 = trunc i64 %t1618 to i32
  %t1624 = insertelement <16 x i32> poison, i32 %t1623, i64 0
  %t1625 = shufflevector <16 x i32> %t1624, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1626 = icmp ult <16 x i32> %t1622, %t1625
  %t1627 = add i64 %t230, %t1503
  %t1628 = add i64 %t1627, %q303
  %t1629 = getelementptr float, ptr %buf.x, i64 %t1628
  %t1630 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1629, <16 x i1> %t1626, <16 x float> zeroinitializer)
  %t1631 = load <16 x float>, ptr %acc1476
  %t1632 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1513, <16 x float> %t1630, <16 x float> %t1631)
  %t1633 = select <16 x i1> %t1626, <16 x float> %t1632, <16 x float> %t1631
  store <16 x float> %t1633, ptr %acc1476
  %t1634 = mul i64 %i1496, %t33
  %t1635 = add i64 0, %t1634
  %t1636 = mul i64 0, %t35
  %t1637 = add i64 %t1635, %t1636
  %t1638 = mul i64 1, %t37
  %t1639 = add i64 %t1637, %t1638
  %t1640 = mul i64 %i1496, %t143
  %t1641 = add i64 %t124, %t1640
  %t1642 = mul i64 0, %t162
  %t1643 = add i64 %t1641, %t1642
  %t1644 = mul i64 1, %t181
  %t1645 = add i64 %t1643, %t1644
  %t1646 = getelementptr float, ptr %buf.w, i64 %t1645
  %t1647 = load float, ptr %t1646, align 4
  %t1648 = insertelement <16 x float> poison, float %t1647, i64 0
  %t1649 = shufflevector <16 x float> %t1648, <16 x float> poison, <16 x i32> zeroinitializer
  %t1650 = mul i64 1, 1
  %t1651 = add i64 %t1485, %t1650
  %t1652 = sub i64 0, %t1651
  %t1653 = sub i64 %size.W, 1
  %t1654 = sub i64 %t1653, %t1651
  %t1655 = add i64 %t1654, 1
  %t1656 = icmp sgt i64 0, %t1652
  %t1657 = select i1 %t1656, i64 0, i64 %t1652
  %t1658 = icmp slt i64 %t1479, %t1655
  %t1659 = select i1 %t1658, i64 %t1479, i64 %t1655
  %t1660 = icmp slt i64 %t1657, 16
  %t1661 = select i1 %t1660, i64 %t1657, i64 16
  %t1662 = sub i64 %t1659, %t1661
  %t1663 = icmp sgt i64 %t1662, 0
  %t1664 = select i1 %t1663, i64 %t1662, i64 0
  %t1665 = trunc i64 %t1661 to i32
  %t1666 = insertelement <16 x i32> poison, i32 %t1665, i64 0
  %t1667 = shufflevector <16 x i32> %t1666, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1668 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t1667
  %t1669 = trunc i64 %t1664 to i32
  %t1670 = insertelement <16 x i32> poison, i32 %t1669, i64 0
  %t1671 = shufflevector <16 x i32> %t1670, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1672 = icmp ult <16 x i32> %t1668, %t1671
  %t1673 = add i64 %t197, %t1639
  %t1674 = add i64 %t1673, %q303
  %t1675 = getelementptr float, ptr %buf.x, i64 %t1674
  %t1676 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1675, <16 x i1> %t1672, <16 x float> zeroinitializer)
  %t1677 = load <16 x float>, ptr %acc1473
  %t1678 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1649, <16 x float> %t1676, <16 x float> %t1677)
  %t1679 = select <16 x i1> %t1672, <16 x float> %t1678, <16 x float> %t1677
  store <16 x float> %t1679, ptr %acc1473
  %t1680 = mul i64 1, 1
  %t1681 = add i64 %t1487, %t1680
  %t1682 = sub i64 0, %t1681
  %t1683 = sub i64 %size.W, 1
  %t1684 = sub i64 %t1683, %t1681
  %t1685 = add i64 %t1684, 1
  %t1686 = icmp sgt i64 0, %t1682
  %t1687 = select i1 %t1686, i64 0, i64 %t1682
  %t1688 = icmp slt i64 %t1479, %t1685
  %t1689 = select i1 %t1688, i64 %t1479, i64 %t1685
  %t1690 = icmp slt i64 %t1687, 16
  %t1691 = select i1 %t1690, i64 %t1687, i64 16
  %t1692 = sub i64 %t1689, %t1691
  %t1693 = icmp sgt i64 %t1692, 0
  %t1694 = select i1 %t1693, i64 %t1692, i64 0
  %t1695 = trunc i64 %t1691 to i32
  %t1696 = insertelement <16 x i32> poison, i32 %t1695, i64 0
  %t1697 = shufflevector <16 x i32> %t1696, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1698 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t1697
  %t1699 = trunc i64 %t1694 to i32
  %t1700 = insertelement <16 x i32> poison, i32 %t1699, i64 0
  %t1701 = shufflevector <16 x i32> %t1700, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1702 = icmp ult <16 x i32> %t1698, %t1701
  %t1703 = add i64 %t208, %t1639
  %t1704 = add i64 %t1703, %q303
  %t1705 = getelementptr float, ptr %buf.x, i64 %t1704
  %t1706 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1705, <16 x i1> %t1702, <16 x float> zeroinitializer)
  %t1707 = load <16 x float>, ptr %acc1474
  %t1708 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1649, <16 x float> %t1706, <16 x float> %t1707)
  %t1709 = select <16 x i1> %t1702, <16 x float> %t1708, <16 x float> %t1707
  store <16 x float> %t1709, ptr %acc1474
  %t1710 = mul i64 1, 1
  %t1711 = add i64 %t1489, %t1710
  %t1712 = sub i64 0, %t1711
  %t1713 = sub i64 %size.W, 1
  %t1714 = sub i64 %t1713, %t1711
  %t1715 = add i64 %t1714, 1
  %t1716 = icmp sgt i64 0, %t1712
  %t1717 = select i1 %t1716, i64 0, i64 %t1712
  %t1718 = icmp slt i64 %t1479, %t1715
  %t1719 = select i1 %t1718, i64 %t1479, i64 %t1715
  %t1720 = icmp slt i64 %t1717, 16
  %t1721 = select i1 %t1720, i64 %t1717, i64 16
  %t1722 = sub i64 %t1719, %t1721
  %t1723 = icmp sgt i64 %t1722, 0
  %t1724 = select i1 %t1723, i64 %t1722, i64 0
  %t1725 = trunc i64 %t1721 to i32
  %t1726 = insertelement <16 x i32> poison, i32 %t1725, i64 0
  %t1727 = shufflevector <16 x i32> %t1726, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1728 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t1727
  %t1729 = trunc i64 %t1724 to i32
  %t1730 = insertelement <16 x i32> poison, i32 %t1729, i64 0
  %t1731 = shufflevector <16 x i32> %t1730, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1732 = icmp ult <16 x i32> %t1728, %t1731
  %t1733 = add i64 %t219, %t1639
  %t1734 = add i64 %t1733, %q303
  %t1735 = getelementptr float, ptr %buf.x, i64 %t1734
  %t1736 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1735, <16 x i1> %t1732, <16 x float> zeroinitializer)
  %t1737 = load <16 x float>, ptr %acc1475
  %t1738 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1649, <16 x float> %t1736, <16 x float> %t1737)
  %t1739 = select <16 x i1> %t1732, <16 x float> %t1738, <16 x float> %t1737
  store <16 x float> %t1739, ptr %acc1475
  %t1740 = mul i64 1, 1
  %t1741 = add i64 %t1491, %t1740
  %t1742 = sub i64 0, %t1741
  %t1743 = sub i64 %size.W, 1
  %t1744 = sub i64 %t1743, %t1741
  %t1745 = add i64 %t1744, 1
  %t1746 = icmp sgt i64 0, %t1742
  %t1747 = select i1 %t1746, i64 0, i64 %t1742
  %t1748 = icmp slt i64 %t1479, %t1745
  %t1749 = select i1 %t1748, i64 %t1479, i64 %t1745
  %t1750 = icmp slt i64 %t1747, 16
  %t1751 = select i1 %t1750, i64 %t1747, i64 16
  %t1752 = sub i64 %t1749, %t1751
  %t1753 = icmp sgt i64 %t1752, 0
  %t1754 = select i1 %t1753, i64 %t1752, i64 0
  %t1755 = trunc i64 %t1751 to i32
  %t1756 = insertelement <16 x i32> poison, i32 %t1755, i64 0
  %t1757 = shufflevector <16 x i32> %t1756, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1758 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t1757
  %t1759 = trunc i64 %t1754 to i32
  %t1760 = insertelement <16 x i32> poison, i32 %t1759, i64 0
  %t1761 = shufflevector <16 x i32> %t1760, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1762 = icmp ult <16 x i32> %t1758, %t1761
  %t1763 = add i64 %t230, %t1639
  %t1764 = add i64 %t1763, %q303
  %t1765 = getelementptr float, ptr %buf.x, i64 %t1764
  %t1766 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1765, <16 x i1> %t1762, <16 x float> zeroinitializer)
  %t1767 = load <16 x float>, ptr %acc1476
  %t1768 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1649, <16 x float> %t1766, <16 x float> %t1767)
  %t1769 = select <16 x i1> %t1762, <16 x float> %t1768, <16 x float> %t1767
  store <16 x float> %t1769, ptr %acc1476
  %t1770 = mul i64 %i1496, %t33
  %t1771 = add i64 0, %t1770
  %t1772 = mul i64 0, %t35
  %t1773 = add i64 %t1771, %t1772
  %t1774 = mul i64 2, %t37
  %t1775 = add i64 %t1773, %t1774
  %t1776 = mul i64 %i1496, %t143
  %t1777 = add i64 %t124, %t1776
  %t1778 = mul i64 0, %t162
  %t1779 = add i64 %t1777, %t1778
  %t1780 = mul i64 2, %t181
  %t1781 = add i64 %t1779, %t1780
  %t1782 = getelementptr float, ptr %buf.w, i64 %t1781
  %t1783 = load float, ptr %t1782, align 4
  %t1784 = insertelement <16 x float> poison, float %t1783, i64 0
  %t1785 = shufflevector <16 x float> %t1784, <16 x float> poison, <16 x i32> zeroinitializer
  %t1786 = mul i64 1, 2
  %t1787 = add i64 %t1485, %t1786
  %t1788 = sub i64 0, %t1787
  %t1789 = sub i64 %size.W, 1
  %t1790 = sub i64 %t1789, %t1787
  %t1791 = add i64 %t1790, 1
  %t1792 = icmp sgt i64 0, %t1788
  %t1793 = select i1 %t1792, i64 0, i64 %t1788
  %t1794 = icmp slt i64 %t1479, %t1791
  %t1795 = select i1 %t1794, i64 %t1479, i64 %t1791
  %t1796 = icmp slt i64 %t1793, 16
  %t1797 = select i1 %t1796, i64 %t1793, i64 16
  %t1798 = sub i64 %t1795, %t1797
  %t1799 = icmp sgt i64 %t1798, 0
  %t1800 = select i1 %t1799, i64 %t1798, i64 0
  %t1801 = trunc i64 %t1797 to i32
  %t1802 = insertelement <16 x i32> poison, i32 %t1801, i64 0
  %t1803 = shufflevector <16 x i32> %t1802, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1804 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t1803
  %t1805 = trunc i64 %t1800 to i32
  %t1806 = insertelement <16 x i32> poison, i32 %t1805, i64 0
  %t1807 = shufflevector <16 x i32> %t1806, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1808 = icmp ult <16 x i32> %t1804, %t1807
  %t1809 = add i64 %t197, %t1775
  %t1810 = add i64 %t1809, %q303
  %t1811 = getelementptr float, ptr %buf.x, i64 %t1810
  %t1812 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1811, <16 x i1> %t1808, <16 x float> zeroinitializer)
  %t1813 = load <16 x float>, ptr %acc1473
  %t1814 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1785, <16 x float> %t1812, <16 x float> %t1813)
  %t1815 = select <16 x i1> %t1808, <16 x float> %t1814, <16 x float> %t1813
  store <16 x float> %t1815, ptr %acc1473
  %t1816 = mul i64 1, 2
  %t1817 = add i64 %t1487, %t1816
  %t1818 = sub i64 0, %t1817
  %t1819 = sub i64 %size.W, 1
  %t1820 = sub i64 %t1819, %t1817
  %t1821 = add i64 %t1820, 1
  %t1822 = icmp sgt i64 0, %t1818
  %t1823 = select i1 %t1822, i64 0, i64 %t1818
  %t1824 = icmp slt i64 %t1479, %t1821
  %t1825 = select i1 %t1824, i64 %t1479, i64 %t1821
  %t1826 = icmp slt i64 %t1823, 16
  %t1827 = select i1 %t1826, i64 %t1823, i64 16
  %t1828 = sub i64 %t1825, %t1827
  %t1829 = icmp sgt i64 %t1828, 0
  %t1830 = select i1 %t1829, i64 %t1828, i64 0
  %t1831 = trunc i64 %t1827 to i32
  %t1832 = insertelement <16 x i32> poison, i32 %t1831, i64 0
  %t1833 = shufflevector <16 x i32> %t1832, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1834 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t1833
  %t1835 = trunc i64 %t1830 to i32
  %t1836 = insertelement <16 x i32> poison, i32 %t1835, i64 0
  %t1837 = shufflevector <16 x i32> %t1836, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1838 = icmp ult <16 x i32> %t1834, %t1837
  %t1839 = add i64 %t208, %t1775
  %t1840 = add i64 %t1839, %q303
  %t1841 = getelementptr float, ptr %buf.x, i64 %t1840
  %t1842 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1841, <16 x i1> %t1838, <16 x float> zeroinitializer)
  %t1843 = load <16 x float>, ptr %acc1474
  %t1844 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1785, <16 x float> %t1842, <16 x float> %t1843)
  %t1845 = select <16 x i1> %t1838, <16 x float> %t1844, <16 x float> %t1843
  store <16 x float> %t1845, ptr %acc1474
  %t1846 = mul i64 1, 2
  %t1847 = add i64 %t1489, %t1846
  %t1848 = sub i64 0, %t1847
  %t1849 = sub i64 %size.W, 1
  %t1850 = sub i64 %t1849, %t1847
  %t1851 = add i64 %t1850, 1
  %t1852 = icmp sgt i64 0, %t1848
  %t1853 = select i1 %t1852, i64 0, i64 %t1848
  %t1854 = icmp slt i64 %t1479, %t1851
  %t1855 = select i1 %t1854, i64 %t1479, i64 %t1851
  %t1856 = icmp slt i64 %t1853, 16
  %t1857 = select i1 %t1856, i64 %t1853, i64 16
  %t1858 = sub i64 %t1855, %t1857
  %t1859 = icmp sgt i64 %t1858, 0
  %t1860 = select i1 %t1859, i64 %t1858, i64 0
  %t1861 = trunc i64 %t1857 to i32
  %t1862 = insertelement <16 x i32> poison, i32 %t1861, i64 0
  %t1863 = shufflevector <16 x i32> %t1862, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1864 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t1863
  %t1865 = trunc i64 %t1860 to i32
  %t1866 = insertelement <16 x i32> poison, i32 %t1865, i64 0
  %t1867 = shufflevector <16 x i32> %t1866, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1868 = icmp ult <16 x i32> %t1864, %t1867
  %t1869 = add i64 %t219, %t1775
  %t1870 = add i64 %t1869, %q303
  %t1871 = getelementptr float, ptr %buf.x, i64 %t1870
  %t1872 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1871, <16 x i1> %t1868, <16 x float> zeroinitializer)
  %t1873 = load <16 x float>, ptr %acc1475
  %t1874 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1785, <16 x float> %t1872, <16 x float> %t1873)
  %t1875 = select <16 x i1> %t1868, <16 x float> %t1874, <16 x float> %t1873
  store <16 x float> %t1875, ptr %acc1475
  %t1876 = mul i64 1, 2
  %t1877 = add i64 %t1491, %t1876
  %t1878 = sub i64 0, %t1877
  %t1879 = sub i64 %size.W, 1
  %t1880 = sub i64 %t1879, %t1877
  %t1881 = add i64 %t1880, 1
  %t1882 = icmp sgt i64 0, %t1878
  %t1883 = select i1 %t1882, i64 0, i64 %t1878
  %t1884 = icmp slt i64 %t1479, %t1881
  %t1885 = select i1 %t1884, i64 %t1479, i64 %t1881
  %t1886 = icmp slt i64 %t1883, 16
  %t1887 = select i1 %t1886, i64 %t1883, i64 16
  %t1888 = sub i64 %t1885, %t1887
  %t1889 = icmp sgt i64 %t1888, 0
  %t1890 = select i1 %t1889, i64 %t1888, i64 0
  %t1891 = trunc i64 %t1887 to i32
  %t1892 = insertelement <16 x i32> poison, i32 %t1891, i64 0
  %t1893 = shufflevector <16 x i32> %t1892, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1894 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t1893
  %t1895 = trunc i64 %t1890 to i32
  %t1896 = insertelement <16 x i32> poison, i32 %t1895, i64 0
  %t1897 = shufflevector <16 x i32> %t1896, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1898 = icmp ult <16 x i32> %t1894, %t1897
  %t1899 = add i64 %t230, %t1775
  %t1900 = add i64 %t1899, %q303
  %t1901 = getelementptr float, ptr %buf.x, i64 %t1900
  %t1902 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1901, <16 x i1> %t1898, <16 x float> zeroinitializer)
  %t1903 = load <16 x float>, ptr %acc1476
  %t1904 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1785, <16 x float> %t1902, <16 x float> %t1903)
  %t1905 = select <16 x i1> %t1898, <16 x float> %t1904, <16 x float> %t1903
  store <16 x float> %t1905, ptr %acc1476
  %t1906 = mul i64 %i1496, %t33
  %t1907 = add i64 0, %t1906
  %t1908 = mul i64 1, %t35
  %t1909 = add i64 %t1907, %t1908
  %t1910 = mul i64 0, %t37
  %t1911 = add i64 %t1909, %t1910
  %t1912 = mul i64 %i1496, %t143
  %t1913 = add i64 %t124, %t1912
  %t1914 = mul i64 1, %t162
  %t1915 = add i64 %t1913, %t1914
  %t1916 = mul i64 0, %t181
  %t1917 = add i64 %t1915, %t1916
  %t1918 = getelementptr float, ptr %buf.w, i64 %t1917
  %t1919 = load float, ptr %t1918, align 4
  %t1920 = insertelement <16 x float> poison, float %t1919, i64 0
  %t1921 = shufflevector <16 x float> %t1920, <16 x float> poison, <16 x i32> zeroinitializer
  %t1922 = load <16 x float>, ptr %acc1473
  %t1923 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1921, <16 x float> %t1570, <16 x float> %t1922)
  %t1924 = select <16 x i1> %t1566, <16 x float> %t1923, <16 x float> %t1922
  store <16 x float> %t1924, ptr %acc1473
  %t1925 = load <16 x float>, ptr %acc1474
  %t1926 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1921, <16 x float> %t1600, <16 x float> %t1925)
  %t1927 = select <16 x i1> %t1596, <16 x float> %t1926, <16 x float> %t1925
  store <16 x float> %t1927, ptr %acc1474
  %t1928 = load <16 x float>, ptr %acc1475
  %t1929 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1921, <16 x float> %t1630, <16 x float> %t1928)
  %t1930 = select <16 x i1> %t1626, <16 x float> %t1929, <16 x float> %t1928
  store <16 x float> %t1930, ptr %acc1475
  %t1931 = mul i64 1, 0
  %t1932 = add i64 %t1491, %t1931
  %t1933 = sub i64 0, %t1932
  %t1934 = sub i64 %size.W, 1
  %t1935 = sub i64 %t1934, %t1932
  %t1936 = add i64 %t1935, 1
  %t1937 = icmp sgt i64 0, %t1933
  %t1938 = select i1 %t1937, i64 0, i64 %t1933
  %t1939 = icmp slt i64 %t1479, %t1936
  %t1940 = select i1 %t1939, i64 %t1479, i64 %t1936
  %t1941 = icmp slt i64 %t1938, 16
  %t1942 = select i1 %t1941, i64 %t1938, i64 16
  %t1943 = sub i64 %t1940, %t1942
  %t1944 = icmp sgt i64 %t1943, 0
  %t1945 = select i1 %t1944, i64 %t1943, i64 0
  %t1946 = trunc i64 %t1942 to i32
  %t1947 = insertelement <16 x i32> poison, i32 %t1946, i64 0
  %t1948 = shufflevector <16 x i32> %t1947, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1949 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t1948
  %t1950 = trunc i64 %t1945 to i32
  %t1951 = insertelement <16 x i32> poison, i32 %t1950, i64 0
  %t1952 = shufflevector <16 x i32> %t1951, <16 x i32> poison, <16 x i32> zeroinitializer
  %t1953 = icmp ult <16 x i32> %t1949, %t1952
  %t1954 = add i64 %t230, %t1911
  %t1955 = add i64 %t1954, %q303
  %t1956 = getelementptr float, ptr %buf.x, i64 %t1955
  %t1957 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t1956, <16 x i1> %t1953, <16 x float> zeroinitializer)
  %t1958 = load <16 x float>, ptr %acc1476
  %t1959 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1921, <16 x float> %t1957, <16 x float> %t1958)
  %t1960 = select <16 x i1> %t1953, <16 x float> %t1959, <16 x float> %t1958
  store <16 x float> %t1960, ptr %acc1476
  %t1961 = mul i64 %i1496, %t33
  %t1962 = add i64 0, %t1961
  %t1963 = mul i64 1, %t35
  %t1964 = add i64 %t1962, %t1963
  %t1965 = mul i64 1, %t37
  %t1966 = add i64 %t1964, %t1965
  %t1967 = mul i64 %i1496, %t143
  %t1968 = add i64 %t124, %t1967
  %t1969 = mul i64 1, %t162
  %t1970 = add i64 %t1968, %t1969
  %t1971 = mul i64 1, %t181
  %t1972 = add i64 %t1970, %t1971
  %t1973 = getelementptr float, ptr %buf.w, i64 %t1972
  %t1974 = load float, ptr %t1973, align 4
  %t1975 = insertelement <16 x float> poison, float %t1974, i64 0
  %t1976 = shufflevector <16 x float> %t1975, <16 x float> poison, <16 x i32> zeroinitializer
  %t1977 = load <16 x float>, ptr %acc1473
  %t1978 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1976, <16 x float> %t1706, <16 x float> %t1977)
  %t1979 = select <16 x i1> %t1702, <16 x float> %t1978, <16 x float> %t1977
  store <16 x float> %t1979, ptr %acc1473
  %t1980 = load <16 x float>, ptr %acc1474
  %t1981 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1976, <16 x float> %t1736, <16 x float> %t1980)
  %t1982 = select <16 x i1> %t1732, <16 x float> %t1981, <16 x float> %t1980
  store <16 x float> %t1982, ptr %acc1474
  %t1983 = load <16 x float>, ptr %acc1475
  %t1984 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1976, <16 x float> %t1766, <16 x float> %t1983)
  %t1985 = select <16 x i1> %t1762, <16 x float> %t1984, <16 x float> %t1983
  store <16 x float> %t1985, ptr %acc1475
  %t1986 = mul i64 1, 1
  %t1987 = add i64 %t1491, %t1986
  %t1988 = sub i64 0, %t1987
  %t1989 = sub i64 %size.W, 1
  %t1990 = sub i64 %t1989, %t1987
  %t1991 = add i64 %t1990, 1
  %t1992 = icmp sgt i64 0, %t1988
  %t1993 = select i1 %t1992, i64 0, i64 %t1988
  %t1994 = icmp slt i64 %t1479, %t1991
  %t1995 = select i1 %t1994, i64 %t1479, i64 %t1991
  %t1996 = icmp slt i64 %t1993, 16
  %t1997 = select i1 %t1996, i64 %t1993, i64 16
  %t1998 = sub i64 %t1995, %t1997
  %t1999 = icmp sgt i64 %t1998, 0
  %t2000 = select i1 %t1999, i64 %t1998, i64 0
  %t2001 = trunc i64 %t1997 to i32
  %t2002 = insertelement <16 x i32> poison, i32 %t2001, i64 0
  %t2003 = shufflevector <16 x i32> %t2002, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2004 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t2003
  %t2005 = trunc i64 %t2000 to i32
  %t2006 = insertelement <16 x i32> poison, i32 %t2005, i64 0
  %t2007 = shufflevector <16 x i32> %t2006, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2008 = icmp ult <16 x i32> %t2004, %t2007
  %t2009 = add i64 %t230, %t1966
  %t2010 = add i64 %t2009, %q303
  %t2011 = getelementptr float, ptr %buf.x, i64 %t2010
  %t2012 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2011, <16 x i1> %t2008, <16 x float> zeroinitializer)
  %t2013 = load <16 x float>, ptr %acc1476
  %t2014 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t1976, <16 x float> %t2012, <16 x float> %t2013)
  %t2015 = select <16 x i1> %t2008, <16 x float> %t2014, <16 x float> %t2013
  store <16 x float> %t2015, ptr %acc1476
  %t2016 = mul i64 %i1496, %t33
  %t2017 = add i64 0, %t2016
  %t2018 = mul i64 1, %t35
  %t2019 = add i64 %t2017, %t2018
  %t2020 = mul i64 2, %t37
  %t2021 = add i64 %t2019, %t2020
  %t2022 = mul i64 %i1496, %t143
  %t2023 = add i64 %t124, %t2022
  %t2024 = mul i64 1, %t162
  %t2025 = add i64 %t2023, %t2024
  %t2026 = mul i64 2, %t181
  %t2027 = add i64 %t2025, %t2026
  %t2028 = getelementptr float, ptr %buf.w, i64 %t2027
  %t2029 = load float, ptr %t2028, align 4
  %t2030 = insertelement <16 x float> poison, float %t2029, i64 0
  %t2031 = shufflevector <16 x float> %t2030, <16 x float> poison, <16 x i32> zeroinitializer
  %t2032 = load <16 x float>, ptr %acc1473
  %t2033 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2031, <16 x float> %t1842, <16 x float> %t2032)
  %t2034 = select <16 x i1> %t1838, <16 x float> %t2033, <16 x float> %t2032
  store <16 x float> %t2034, ptr %acc1473
  %t2035 = load <16 x float>, ptr %acc1474
  %t2036 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2031, <16 x float> %t1872, <16 x float> %t2035)
  %t2037 = select <16 x i1> %t1868, <16 x float> %t2036, <16 x float> %t2035
  store <16 x float> %t2037, ptr %acc1474
  %t2038 = load <16 x float>, ptr %acc1475
  %t2039 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2031, <16 x float> %t1902, <16 x float> %t2038)
  %t2040 = select <16 x i1> %t1898, <16 x float> %t2039, <16 x float> %t2038
  store <16 x float> %t2040, ptr %acc1475
  %t2041 = mul i64 1, 2
  %t2042 = add i64 %t1491, %t2041
  %t2043 = sub i64 0, %t2042
  %t2044 = sub i64 %size.W, 1
  %t2045 = sub i64 %t2044, %t2042
  %t2046 = add i64 %t2045, 1
  %t2047 = icmp sgt i64 0, %t2043
  %t2048 = select i1 %t2047, i64 0, i64 %t2043
  %t2049 = icmp slt i64 %t1479, %t2046
  %t2050 = select i1 %t2049, i64 %t1479, i64 %t2046
  %t2051 = icmp slt i64 %t2048, 16
  %t2052 = select i1 %t2051, i64 %t2048, i64 16
  %t2053 = sub i64 %t2050, %t2052
  %t2054 = icmp sgt i64 %t2053, 0
  %t2055 = select i1 %t2054, i64 %t2053, i64 0
  %t2056 = trunc i64 %t2052 to i32
  %t2057 = insertelement <16 x i32> poison, i32 %t2056, i64 0
  %t2058 = shufflevector <16 x i32> %t2057, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2059 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t2058
  %t2060 = trunc i64 %t2055 to i32
  %t2061 = insertelement <16 x i32> poison, i32 %t2060, i64 0
  %t2062 = shufflevector <16 x i32> %t2061, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2063 = icmp ult <16 x i32> %t2059, %t2062
  %t2064 = add i64 %t230, %t2021
  %t2065 = add i64 %t2064, %q303
  %t2066 = getelementptr float, ptr %buf.x, i64 %t2065
  %t2067 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2066, <16 x i1> %t2063, <16 x float> zeroinitializer)
  %t2068 = load <16 x float>, ptr %acc1476
  %t2069 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2031, <16 x float> %t2067, <16 x float> %t2068)
  %t2070 = select <16 x i1> %t2063, <16 x float> %t2069, <16 x float> %t2068
  store <16 x float> %t2070, ptr %acc1476
  %t2071 = mul i64 %i1496, %t33
  %t2072 = add i64 0, %t2071
  %t2073 = mul i64 2, %t35
  %t2074 = add i64 %t2072, %t2073
  %t2075 = mul i64 0, %t37
  %t2076 = add i64 %t2074, %t2075
  %t2077 = mul i64 %i1496, %t143
  %t2078 = add i64 %t124, %t2077
  %t2079 = mul i64 2, %t162
  %t2080 = add i64 %t2078, %t2079
  %t2081 = mul i64 0, %t181
  %t2082 = add i64 %t2080, %t2081
  %t2083 = getelementptr float, ptr %buf.w, i64 %t2082
  %t2084 = load float, ptr %t2083, align 4
  %t2085 = insertelement <16 x float> poison, float %t2084, i64 0
  %t2086 = shufflevector <16 x float> %t2085, <16 x float> poison, <16 x i32> zeroinitializer
  %t2087 = load <16 x float>, ptr %acc1473
  %t2088 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2086, <16 x float> %t1600, <16 x float> %t2087)
  %t2089 = select <16 x i1> %t1596, <16 x float> %t2088, <16 x float> %t2087
  store <16 x float> %t2089, ptr %acc1473
  %t2090 = load <16 x float>, ptr %acc1474
  %t2091 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2086, <16 x float> %t1630, <16 x float> %t2090)
  %t2092 = select <16 x i1> %t1626, <16 x float> %t2091, <16 x float> %t2090
  store <16 x float> %t2092, ptr %acc1474
  %t2093 = load <16 x float>, ptr %acc1475
  %t2094 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2086, <16 x float> %t1957, <16 x float> %t2093)
  %t2095 = select <16 x i1> %t1953, <16 x float> %t2094, <16 x float> %t2093
  store <16 x float> %t2095, ptr %acc1475
  %t2096 = mul i64 1, 0
  %t2097 = add i64 %t1491, %t2096
  %t2098 = sub i64 0, %t2097
  %t2099 = sub i64 %size.W, 1
  %t2100 = sub i64 %t2099, %t2097
  %t2101 = add i64 %t2100, 1
  %t2102 = icmp sgt i64 0, %t2098
  %t2103 = select i1 %t2102, i64 0, i64 %t2098
  %t2104 = icmp slt i64 %t1479, %t2101
  %t2105 = select i1 %t2104, i64 %t1479, i64 %t2101
  %t2106 = icmp slt i64 %t2103, 16
  %t2107 = select i1 %t2106, i64 %t2103, i64 16
  %t2108 = sub i64 %t2105, %t2107
  %t2109 = icmp sgt i64 %t2108, 0
  %t2110 = select i1 %t2109, i64 %t2108, i64 0
  %t2111 = trunc i64 %t2107 to i32
  %t2112 = insertelement <16 x i32> poison, i32 %t2111, i64 0
  %t2113 = shufflevector <16 x i32> %t2112, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2114 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t2113
  %t2115 = trunc i64 %t2110 to i32
  %t2116 = insertelement <16 x i32> poison, i32 %t2115, i64 0
  %t2117 = shufflevector <16 x i32> %t2116, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2118 = icmp ult <16 x i32> %t2114, %t2117
  %t2119 = add i64 %t230, %t2076
  %t2120 = add i64 %t2119, %q303
  %t2121 = getelementptr float, ptr %buf.x, i64 %t2120
  %t2122 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2121, <16 x i1> %t2118, <16 x float> zeroinitializer)
  %t2123 = load <16 x float>, ptr %acc1476
  %t2124 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2086, <16 x float> %t2122, <16 x float> %t2123)
  %t2125 = select <16 x i1> %t2118, <16 x float> %t2124, <16 x float> %t2123
  store <16 x float> %t2125, ptr %acc1476
  %t2126 = mul i64 %i1496, %t33
  %t2127 = add i64 0, %t2126
  %t2128 = mul i64 2, %t35
  %t2129 = add i64 %t2127, %t2128
  %t2130 = mul i64 1, %t37
  %t2131 = add i64 %t2129, %t2130
  %t2132 = mul i64 %i1496, %t143
  %t2133 = add i64 %t124, %t2132
  %t2134 = mul i64 2, %t162
  %t2135 = add i64 %t2133, %t2134
  %t2136 = mul i64 1, %t181
  %t2137 = add i64 %t2135, %t2136
  %t2138 = getelementptr float, ptr %buf.w, i64 %t2137
  %t2139 = load float, ptr %t2138, align 4
  %t2140 = insertelement <16 x float> poison, float %t2139, i64 0
  %t2141 = shufflevector <16 x float> %t2140, <16 x float> poison, <16 x i32> zeroinitializer
  %t2142 = load <16 x float>, ptr %acc1473
  %t2143 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2141, <16 x float> %t1736, <16 x float> %t2142)
  %t2144 = select <16 x i1> %t1732, <16 x float> %t2143, <16 x float> %t2142
  store <16 x float> %t2144, ptr %acc1473
  %t2145 = load <16 x float>, ptr %acc1474
  %t2146 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2141, <16 x float> %t1766, <16 x float> %t2145)
  %t2147 = select <16 x i1> %t1762, <16 x float> %t2146, <16 x float> %t2145
  store <16 x float> %t2147, ptr %acc1474
  %t2148 = load <16 x float>, ptr %acc1475
  %t2149 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2141, <16 x float> %t2012, <16 x float> %t2148)
  %t2150 = select <16 x i1> %t2008, <16 x float> %t2149, <16 x float> %t2148
  store <16 x float> %t2150, ptr %acc1475
  %t2151 = mul i64 1, 1
  %t2152 = add i64 %t1491, %t2151
  %t2153 = sub i64 0, %t2152
  %t2154 = sub i64 %size.W, 1
  %t2155 = sub i64 %t2154, %t2152
  %t2156 = add i64 %t2155, 1
  %t2157 = icmp sgt i64 0, %t2153
  %t2158 = select i1 %t2157, i64 0, i64 %t2153
  %t2159 = icmp slt i64 %t1479, %t2156
  %t2160 = select i1 %t2159, i64 %t1479, i64 %t2156
  %t2161 = icmp slt i64 %t2158, 16
  %t2162 = select i1 %t2161, i64 %t2158, i64 16
  %t2163 = sub i64 %t2160, %t2162
  %t2164 = icmp sgt i64 %t2163, 0
  %t2165 = select i1 %t2164, i64 %t2163, i64 0
  %t2166 = trunc i64 %t2162 to i32
  %t2167 = insertelement <16 x i32> poison, i32 %t2166, i64 0
  %t2168 = shufflevector <16 x i32> %t2167, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2169 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t2168
  %t2170 = trunc i64 %t2165 to i32
  %t2171 = insertelement <16 x i32> poison, i32 %t2170, i64 0
  %t2172 = shufflevector <16 x i32> %t2171, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2173 = icmp ult <16 x i32> %t2169, %t2172
  %t2174 = add i64 %t230, %t2131
  %t2175 = add i64 %t2174, %q303
  %t2176 = getelementptr float, ptr %buf.x, i64 %t2175
  %t2177 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2176, <16 x i1> %t2173, <16 x float> zeroinitializer)
  %t2178 = load <16 x float>, ptr %acc1476
  %t2179 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2141, <16 x float> %t2177, <16 x float> %t2178)
  %t2180 = select <16 x i1> %t2173, <16 x float> %t2179, <16 x float> %t2178
  store <16 x float> %t2180, ptr %acc1476
  %t2181 = mul i64 %i1496, %t33
  %t2182 = add i64 0, %t2181
  %t2183 = mul i64 2, %t35
  %t2184 = add i64 %t2182, %t2183
  %t2185 = mul i64 2, %t37
  %t2186 = add i64 %t2184, %t2185
  %t2187 = mul i64 %i1496, %t143
  %t2188 = add i64 %t124, %t2187
  %t2189 = mul i64 2, %t162
  %t2190 = add i64 %t2188, %t2189
  %t2191 = mul i64 2, %t181
  %t2192 = add i64 %t2190, %t2191
  %t2193 = getelementptr float, ptr %buf.w, i64 %t2192
  %t2194 = load float, ptr %t2193, align 4
  %t2195 = insertelement <16 x float> poison, float %t2194, i64 0
  %t2196 = shufflevector <16 x float> %t2195, <16 x float> poison, <16 x i32> zeroinitializer
  %t2197 = load <16 x float>, ptr %acc1473
  %t2198 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2196, <16 x float> %t1872, <16 x float> %t2197)
  %t2199 = select <16 x i1> %t1868, <16 x float> %t2198, <16 x float> %t2197
  store <16 x float> %t2199, ptr %acc1473
  %t2200 = load <16 x float>, ptr %acc1474
  %t2201 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2196, <16 x float> %t1902, <16 x float> %t2200)
  %t2202 = select <16 x i1> %t1898, <16 x float> %t2201, <16 x float> %t2200
  store <16 x float> %t2202, ptr %acc1474
  %t2203 = load <16 x float>, ptr %acc1475
  %t2204 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2196, <16 x float> %t2067, <16 x float> %t2203)
  %t2205 = select <16 x i1> %t2063, <16 x float> %t2204, <16 x float> %t2203
  store <16 x float> %t2205, ptr %acc1475
  %t2206 = mul i64 1, 2
  %t2207 = add i64 %t1491, %t2206
  %t2208 = sub i64 0, %t2207
  %t2209 = sub i64 %size.W, 1
  %t2210 = sub i64 %t2209, %t2207
  %t2211 = add i64 %t2210, 1
  %t2212 = icmp sgt i64 0, %t2208
  %t2213 = select i1 %t2212, i64 0, i64 %t2208
  %t2214 = icmp slt i64 %t1479, %t2211
  %t2215 = select i1 %t2214, i64 %t1479, i64 %t2211
  %t2216 = icmp slt i64 %t2213, 16
  %t2217 = select i1 %t2216, i64 %t2213, i64 16
  %t2218 = sub i64 %t2215, %t2217
  %t2219 = icmp sgt i64 %t2218, 0
  %t2220 = select i1 %t2219, i64 %t2218, i64 0
  %t2221 = trunc i64 %t2217 to i32
  %t2222 = insertelement <16 x i32> poison, i32 %t2221, i64 0
  %t2223 = shufflevector <16 x i32> %t2222, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2224 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t2223
  %t2225 = trunc i64 %t2220 to i32
  %t2226 = insertelement <16 x i32> poison, i32 %t2225, i64 0
  %t2227 = shufflevector <16 x i32> %t2226, <16 x i32> poison, <16 x i32> zeroinitializer
  %t2228 = icmp ult <16 x i32> %t2224, %t2227
  %t2229 = add i64 %t230, %t2186
  %t2230 = add i64 %t2229, %q303
  %t2231 = getelementptr float, ptr %buf.x, i64 %t2230
  %t2232 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t2231, <16 x i1> %t2228, <16 x float> zeroinitializer)
  %t2233 = load <16 x float>, ptr %acc1476
  %t2234 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2196, <16 x float> %t2232, <16 x float> %t2233)
  %t2235 = select <16 x i1> %t2228, <16 x float> %t2234, <16 x float> %t2233
  store <16 x float> %t2235, ptr %acc1476
  %t2236 = add nsw i64 %i1496, 1
  store i64 %t2236, ptr %c1492
  br label %head1493
done1495:
  %t2237 = load <16 x float>, ptr %acc1473
  %p2238 = getelementptr float, ptr %buf.b, i64 %t65
  %ld2239 = load float, ptr %p2238, align 4
  %ins2240 = insertelement <16 x float> poison, float %ld2239, i64 0
  %splat2241 = shufflevector <16 x float> %ins2240, <16 x float> poison, <16 x i32> zeroinitializer
  %v2242 = fadd contract <16 x float> %splat2241, %t2237
  %v2243 = mul i64 %t67, %size.K
  %v2244 = add i64 %v2243, %t65
  %v2245 = add i64 %size.H, 1
  %v2246 = add i64 %v2245, 1
  %v2247 = sub i64 %size.R, 1
  %v2248 = sub i64 %v2246, %v2247
  %v2249 = sub i64 %v2248, 1
  %v2250 = add i64 %v2249, 1
  %v2251 = mul i64 %v2244, %v2250
  %v2252 = add i64 %v2251, %p186
  %v2253 = add i64 %size.W, 1
  %v2254 = add i64 %v2253, 1
  %v2255 = sub i64 %size.S, 1
  %v2256 = sub i64 %v2254, %v2255
  %v2257 = sub i64 %v2256, 1
  %v2258 = add i64 %v2257, 1
  %v2259 = mul i64 %v2252, %v2258
  %v2260 = add i64 %v2259, %q303
  %p2261 = getelementptr float, ptr %buf.y, i64 %v2260
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2242, ptr align 4 %p2261, <16 x i1> %t1483)
  %t2262 = load <16 x float>, ptr %acc1474
  %p2263 = getelementptr float, ptr %buf.b, i64 %t65
  %ld2264 = load float, ptr %p2263, align 4
  %ins2265 = insertelement <16 x float> poison, float %ld2264, i64 0
  %splat2266 = shufflevector <16 x float> %ins2265, <16 x float> poison, <16 x i32> zeroinitializer
  %v2267 = fadd contract <16 x float> %splat2266, %t2262
  %v2268 = mul i64 %t67, %size.K
  %v2269 = add i64 %v2268, %t65
  %v2270 = add i64 %size.H, 1
  %v2271 = add i64 %v2270, 1
  %v2272 = sub i64 %size.R, 1
  %v2273 = sub i64 %v2271, %v2272
  %v2274 = sub i64 %v2273, 1
  %v2275 = add i64 %v2274, 1
  %v2276 = mul i64 %v2269, %v2275
  %v2277 = add i64 %v2276, %t198
  %v2278 = add i64 %size.W, 1
  %v2279 = add i64 %v2278, 1
  %v2280 = sub i64 %size.S, 1
  %v2281 = sub i64 %v2279, %v2280
  %v2282 = sub i64 %v2281, 1
  %v2283 = add i64 %v2282, 1
  %v2284 = mul i64 %v2277, %v2283
  %v2285 = add i64 %v2284, %q303
  %p2286 = getelementptr float, ptr %buf.y, i64 %v2285
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2267, ptr align 4 %p2286, <16 x i1> %t1483)
  %t2287 = load <16 x float>, ptr %acc1475
  %p2288 = getelementptr float, ptr %buf.b, i64 %t65
  %ld2289 = load float, ptr %p2288, align 4
  %ins2290 = insertelement <16 x float> poison, float %ld2289, i64 0
  %splat2291 = shufflevector <16 x float> %ins2290, <16 x float> poison, <16 x i32> zeroinitializer
  %v2292 = fadd contract <16 x float> %splat2291, %t2287
  %v2293 = mul i64 %t67, %size.K
  %v2294 = add i64 %v2293, %t65
  %v2295 = add i64 %size.H, 1
  %v2296 = add i64 %v2295, 1
  %v2297 = sub i64 %size.R, 1
  %v2298 = sub i64 %v2296, %v2297
  %v2299 = sub i64 %v2298, 1
  %v2300 = add i64 %v2299, 1
  %v2301 = mul i64 %v2294, %v2300
  %v2302 = add i64 %v2301, %t209
  %v2303 = add i64 %size.W, 1
  %v2304 = add i64 %v2303, 1
  %v2305 = sub i64 %size.S, 1
  %v2306 = sub i64 %v2304, %v2305
  %v2307 = sub i64 %v2306, 1
  %v2308 = add i64 %v2307, 1
  %v2309 = mul i64 %v2302, %v2308
  %v2310 = add i64 %v2309, %q303
  %p2311 = getelementptr float, ptr %buf.y, i64 %v2310
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2292, ptr align 4 %p2311, <16 x i1> %t1483)
  %t2312 = load <16 x float>, ptr %acc1476
  %p2313 = getelementptr float, ptr %buf.b, i64 %t65
  %ld2314 = load float, ptr %p2313, align 4
  %ins2315 = insertelement <16 x float> poison, float %ld2314, i64 0
  %splat2316 = shufflevector <16 x float> %ins2315, <16 x float> poison, <16 x i32> zeroinitializer
  %v2317 = fadd contract <16 x float> %splat2316, %t2312
  %v2318 = mul i64 %t67, %size.K
  %v2319 = add i64 %v2318, %t65
  %v2320 = add i64 %size.H, 1
  %v2321 = add i64 %v2320, 1
  %v2322 = sub i64 %size.R, 1
  %v2323 = sub i64 %v2321, %v2322
  %v2324 = sub i64 %v2323, 1
  %v2325 = add i64 %v2324, 1
  %v2326 = mul i64 %v2319, %v2325
  %v2327 = add i64 %v2326, %t220
  %v2328 = add i64 %size.W, 1
  %v2329 = add i64 %v2328, 1
  %v2330 = sub i64 %size.S, 1
  %v2331 = sub i64 %v2329, %v2330
  %v2332 = sub i64 %v2331, 1
  %v2333 = add i64 %v2332, 1
  %v2334 = mul i64 %v2327, %v2333
  %v2335 = add i64 %v2334, %q303
  %p2336 = getelementptr float, ptr %buf.y, i64 %v2335
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v2317, ptr align 4 %p2336, <16 x i1> %t1483)
  %t2337 = add i64 %q303, 16
  store i64 %t2337, ptr %c299
  br label %qhead300
qdone302:
  br label %joined292
next298:
  %t2338 = icmp eq i64 %size.R, 5
  %t2339 = and i1 %t291, %t2338
  %t2340 = icmp eq i64 %size.S, 5
  %t2341 = and i1 %t2339, %t2340
  br i1 %t2341, label %shared2342, label %next2343
shared2342:
  store i64 0, ptr %c2344
  br label %qhead2345
qhead2345:
  %q2348 = load i64, ptr %c2344
  %t2349 = icmp slt i64 %q2348, %t21
  br i1 %t2349, label %qbody2346, label %qdone2347
qbody2346:
  %t2352 = add i64 %q2348, 31
  %t2353 = icmp slt i64 %t2352, %t21
  %t2354 = add i64 -1, 0
  %t2355 = mul i64 1, %q2348
  %t2356 = add i64 %t2354, %t2355
  %t2357 = add i64 -1, %t42
  %t2358 = mul i64 1, %t2352
  %t2359 = add i64 %t2357, %t2358
  %t2360 = icmp sge i64 %t2356, 0
  %t2361 = and i1 %t2353, %t2360
  %t2362 = icmp slt i64 %t2359, %size.W
  %t2363 = and i1 %t2361, %t2362
  %t2364 = and i1 true, %t2363
  %t2365 = add i64 %q2348, 31
  %t2366 = icmp slt i64 %t2365, %t21
  %t2367 = add i64 -1, 0
  %t2368 = mul i64 1, %q2348
  %t2369 = add i64 %t2367, %t2368
  %t2370 = add i64 -1, %t42
  %t2371 = mul i64 1, %t2365
  %t2372 = add i64 %t2370, %t2371
  %t2373 = icmp sge i64 %t2369, 0
  %t2374 = and i1 %t2366, %t2373
  %t2375 = icmp slt i64 %t2372, %size.W
  %t2376 = and i1 %t2374, %t2375
  %t2377 = and i1 %t2364, %t2376
  %t2378 = add i64 %q2348, 31
  %t2379 = icmp slt i64 %t2378, %t21
  %t2380 = add i64 -1, 0
  %t2381 = mul i64 1, %q2348
  %t2382 = add i64 %t2380, %t2381
  %t2383 = add i64 -1, %t42
  %t2384 = mul i64 1, %t2378
  %t2385 = add i64 %t2383, %t2384
  %t2386 = icmp sge i64 %t2382, 0
  %t2387 = and i1 %t2379, %t2386
  %t2388 = icmp slt i64 %t2385, %size.W
  %t2389 = and i1 %t2387, %t2388
  %t2390 = and i1 %t2377, %t2389
  %t2391 = add i64 %q2348, 31
  %t2392 = icmp slt i64 %t2391, %t21
  %t2393 = add i64 -1, 0
  %t2394 = mul i64 1, %q2348
  %t2395 = add i64 %t2393, %t2394
  %t2396 = add i64 -1, %t42
  %t2397 = mul i64 1, %t2391
  %t2398 = add i64 %t2396, %t2397
  %t2399 = icmp sge i64 %t2395, 0
  %t2400 = and i1 %t2392, %t2399
  %t2401 = icmp slt i64 %t2398, %size.W
  %t2402 = and i1 %t2400, %t2401
  %t2403 = and i1 %t2390, %t2402
  br i1 %t2403, label %in22350, label %not22351
in22350:
  store <16 x float> zeroinitializer, ptr %acc2404
  store <16 x float> zeroinitializer, ptr %acc2405
  store <16 x float> zeroinitializer, ptr %acc2406
  store <16 x float> zeroinitializer, ptr %acc2407
  store <16 x float> zeroinitializer, ptr %acc2408
  store <16 x float> zeroinitializer, ptr %acc2409
  store <16 x float> zeroinitializer, ptr %acc2410
  store <16 x float> zeroinitializer, ptr %acc2411
  store i64 0, ptr %c2412
  br label %head2413
head2413:
  %i2416 = load i64, ptr %c2412
  %t2417 = icmp slt i64 %i2416, %t15
  br i1 %t2417, label %body2414, label %done2415
body2414:
  %t2418 = mul i64 %i2416, %t33
  %t2419 = add i64 0, %t2418
  %t2420 = mul i64 0, %t35
  %t2421 = add i64 %t2419, %t2420
  %t2422 = mul i64 0, %t37
  %t2423 = add i64 %t2421, %t2422
  %t2424 = mul i64 %i2416, %t143
  %t2425 = add i64 %t124, %t2424
  %t2426 = mul i64 0, %t162
  %t2427 = add i64 %t2425, %t2426
  %t2428 = mul i64 0, %t181
  %t2429 = add i64 %t2427, %t2428
  %t2430 = getelementptr float, ptr %buf.w, i64 %t2429
  %t2431 = load float, ptr %t2430, align 4
  %t2432 = insertelement <16 x float> poison, float %t2431, i64 0
  %t2433 = shufflevector <16 x float> %t2432, <16 x float> poison, <16 x i32> zeroinitializer
  %t2434 = add i64 %t197, %t2423
  %t2435 = add i64 %t2434, %q2348
  %t2436 = getelementptr float, ptr %buf.x, i64 %t2435
  %t2437 = getelementptr float, ptr %t2436, i64 0
  %t2438 = load <16 x float>, ptr %t2437, align 4
  %t2439 = getelementptr float, ptr %t2436, i64 16
  %t2440 = load <16 x float>, ptr %t2439, align 4
  %t2441 = load <16 x float>, ptr %acc2404
  %t2442 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2433, <16 x float> %t2438, <16 x float> %t2441)
  store <16 x float> %t2442, ptr %acc2404
  %t2443 = load <16 x float>, ptr %acc2405
  %t2444 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2433, <16 x float> %t2440, <16 x float> %t2443)
  store <16 x float> %t2444, ptr %acc2405
  %t2445 = add i64 %t208, %t2423
  %t2446 = add i64 %t2445, %q2348
  %t2447 = getelementptr float, ptr %buf.x, i64 %t2446
  %t2448 = getelementptr float, ptr %t2447, i64 0
  %t2449 = load <16 x float>, ptr %t2448, align 4
  %t2450 = getelementptr float, ptr %t2447, i64 16
  %t2451 = load <16 x float>, ptr %t2450, align 4
  %t2452 = load <16 x float>, ptr %acc2406
  %t2453 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2433, <16 x float> %t2449, <16 x float> %t2452)
  store <16 x float> %t2453, ptr %acc2406
  %t2454 = load <16 x float>, ptr %acc2407
  %t2455 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2433, <16 x float> %t2451, <16 x float> %t2454)
  store <16 x float> %t2455, ptr %acc2407
  %t2456 = add i64 %t219, %t2423
  %t2457 = add i64 %t2456, %q2348
  %t2458 = getelementptr float, ptr %buf.x, i64 %t2457
  %t2459 = getelementptr float, ptr %t2458, i64 0
  %t2460 = load <16 x float>, ptr %t2459, align 4
  %t2461 = getelementptr float, ptr %t2458, i64 16
  %t2462 = load <16 x float>, ptr %t2461, align 4
  %t2463 = load <16 x float>, ptr %acc2408
  %t2464 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2433, <16 x float> %t2460, <16 x float> %t2463)
  store <16 x float> %t2464, ptr %acc2408
  %t2465 = load <16 x float>, ptr %acc2409
  %t2466 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2433, <16 x float> %t2462, <16 x float> %t2465)
  store <16 x float> %t2466, ptr %acc2409
  %t2467 = add i64 %t230, %t2423
  %t2468 = add i64 %t2467, %q2348
  %t2469 = getelementptr float, ptr %buf.x, i64 %t2468
  %t2470 = getelementptr float, ptr %t2469, i64 0
  %t2471 = load <16 x float>, ptr %t2470, align 4
  %t2472 = getelementptr float, ptr %t2469, i64 16
  %t2473 = load <16 x float>, ptr %t2472, align 4
  %t2474 = load <16 x float>, ptr %acc2410
  %t2475 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2433, <16 x float> %t2471, <16 x float> %t2474)
  store <16 x float> %t2475, ptr %acc2410
  %t2476 = load <16 x float>, ptr %acc2411
  %t2477 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2433, <16 x float> %t2473, <16 x float> %t2476)
  store <16 x float> %t2477, ptr %acc2411
  %t2478 = mul i64 %i2416, %t33
  %t2479 = add i64 0, %t2478
  %t2480 = mul i64 0, %t35
  %t2481 = add i64 %t2479, %t2480
  %t2482 = mul i64 1, %t37
  %t2483 = add i64 %t2481, %t2482
  %t2484 = mul i64 %i2416, %t143
  %t2485 = add i64 %t124, %t2484
  %t2486 = mul i64 0, %t162
  %t2487 = add i64 %t2485, %t2486
  %t2488 = mul i64 1, %t181
  %t2489 = add i64 %t2487, %t2488
  %t2490 = getelementptr float, ptr %buf.w, i64 %t2489
  %t2491 = load float, ptr %t2490, align 4
  %t2492 = insertelement <16 x float> poison, float %t2491, i64 0
  %t2493 = shufflevector <16 x float> %t2492, <16 x float> poison, <16 x i32> zeroinitializer
  %t2494 = add i64 %t197, %t2483
  %t2495 = add i64 %t2494, %q2348
  %t2496 = getelementptr float, ptr %buf.x, i64 %t2495
  %t2497 = getelementptr float, ptr %t2496, i64 0
  %t2498 = load <16 x float>, ptr %t2497, align 4
  %t2499 = getelementptr float, ptr %t2496, i64 16
  %t2500 = load <16 x float>, ptr %t2499, align 4
  %t2501 = load <16 x float>, ptr %acc2404
  %t2502 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2493, <16 x float> %t2498, <16 x float> %t2501)
  store <16 x float> %t2502, ptr %acc2404
  %t2503 = load <16 x float>, ptr %acc2405
  %t2504 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2493, <16 x float> %t2500, <16 x float> %t2503)
  store <16 x float> %t2504, ptr %acc2405
  %t2505 = add i64 %t208, %t2483
  %t2506 = add i64 %t2505, %q2348
  %t2507 = getelementptr float, ptr %buf.x, i64 %t2506
  %t2508 = getelementptr float, ptr %t2507, i64 0
  %t2509 = load <16 x float>, ptr %t2508, align 4
  %t2510 = getelementptr float, ptr %t2507, i64 16
  %t2511 = load <16 x float>, ptr %t2510, align 4
  %t2512 = load <16 x float>, ptr %acc2406
  %t2513 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2493, <16 x float> %t2509, <16 x float> %t2512)
  store <16 x float> %t2513, ptr %acc2406
  %t2514 = load <16 x float>, ptr %acc2407
  %t2515 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2493, <16 x float> %t2511, <16 x float> %t2514)
  store <16 x float> %t2515, ptr %acc2407
  %t2516 = add i64 %t219, %t2483
  %t2517 = add i64 %t2516, %q2348
  %t2518 = getelementptr float, ptr %buf.x, i64 %t2517
  %t2519 = getelementptr float, ptr %t2518, i64 0
  %t2520 = load <16 x float>, ptr %t2519, align 4
  %t2521 = getelementptr float, ptr %t2518, i64 16
  %t2522 = load <16 x float>, ptr %t2521, align 4
  %t2523 = load <16 x float>, ptr %acc2408
  %t2524 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2493, <16 x float> %t2520, <16 x float> %t2523)
  store <16 x float> %t2524, ptr %acc2408
  %t2525 = load <16 x float>, ptr %acc2409
  %t2526 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2493, <16 x float> %t2522, <16 x float> %t2525)
  store <16 x float> %t2526, ptr %acc2409
  %t2527 = add i64 %t230, %t2483
  %t2528 = add i64 %t2527, %q2348
  %t2529 = getelementptr float, ptr %buf.x, i64 %t2528
  %t2530 = getelementptr float, ptr %t2529, i64 0
  %t2531 = load <16 x float>, ptr %t2530, align 4
  %t2532 = getelementptr float, ptr %t2529, i64 16
  %t2533 = load <16 x float>, ptr %t2532, align 4
  %t2534 = load <16 x float>, ptr %acc2410
  %t2535 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2493, <16 x float> %t2531, <16 x float> %t2534)
  store <16 x float> %t2535, ptr %acc2410
  %t2536 = load <16 x float>, ptr %acc2411
  %t2537 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2493, <16 x float> %t2533, <16 x float> %t2536)
  store <16 x float> %t2537, ptr %acc2411
  %t2538 = mul i64 %i2416, %t33
  %t2539 = add i64 0, %t2538
  %t2540 = mul i64 0, %t35
  %t2541 = add i64 %t2539, %t2540
  %t2542 = mul i64 2, %t37
  %t2543 = add i64 %t2541, %t2542
  %t2544 = mul i64 %i2416, %t143
  %t2545 = add i64 %t124, %t2544
  %t2546 = mul i64 0, %t162
  %t2547 = add i64 %t2545, %t2546
  %t2548 = mul i64 2, %t181
  %t2549 = add i64 %t2547, %t2548
  %t2550 = getelementptr float, ptr %buf.w, i64 %t2549
  %t2551 = load float, ptr %t2550, align 4
  %t2552 = insertelement <16 x float> poison, float %t2551, i64 0
  %t2553 = shufflevector <16 x float> %t2552, <16 x float> poison, <16 x i32> zeroinitializer
  %t2554 = add i64 %t197, %t2543
  %t2555 = add i64 %t2554, %q2348
  %t2556 = getelementptr float, ptr %buf.x, i64 %t2555
  %t2557 = getelementptr float, ptr %t2556, i64 0
  %t2558 = load <16 x float>, ptr %t2557, align 4
  %t2559 = getelementptr float, ptr %t2556, i64 16
  %t2560 = load <16 x float>, ptr %t2559, align 4
  %t2561 = load <16 x float>, ptr %acc2404
  %t2562 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2553, <16 x float> %t2558, <16 x float> %t2561)
  store <16 x float> %t2562, ptr %acc2404
  %t2563 = load <16 x float>, ptr %acc2405
  %t2564 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2553, <16 x float> %t2560, <16 x float> %t2563)
  store <16 x float> %t2564, ptr %acc2405
  %t2565 = add i64 %t208, %t2543
  %t2566 = add i64 %t2565, %q2348
  %t2567 = getelementptr float, ptr %buf.x, i64 %t2566
  %t2568 = getelementptr float, ptr %t2567, i64 0
  %t2569 = load <16 x float>, ptr %t2568, align 4
  %t2570 = getelementptr float, ptr %t2567, i64 16
  %t2571 = load <16 x float>, ptr %t2570, align 4
  %t2572 = load <16 x float>, ptr %acc2406
  %t2573 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2553, <16 x float> %t2569, <16 x float> %t2572)
  store <16 x float> %t2573, ptr %acc2406
  %t2574 = load <16 x float>, ptr %acc2407
  %t2575 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2553, <16 x float> %t2571, <16 x float> %t2574)
  store <16 x float> %t2575, ptr %acc2407
  %t2576 = add i64 %t219, %t2543
  %t2577 = add i64 %t2576, %q2348
  %t2578 = getelementptr float, ptr %buf.x, i64 %t2577
  %t2579 = getelementptr float, ptr %t2578, i64 0
  %t2580 = load <16 x float>, ptr %t2579, align 4
  %t2581 = getelementptr float, ptr %t2578, i64 16
  %t2582 = load <16 x float>, ptr %t2581, align 4
  %t2583 = load <16 x float>, ptr %acc2408
  %t2584 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2553, <16 x float> %t2580, <16 x float> %t2583)
  store <16 x float> %t2584, ptr %acc2408
  %t2585 = load <16 x float>, ptr %acc2409
  %t2586 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2553, <16 x float> %t2582, <16 x float> %t2585)
  store <16 x float> %t2586, ptr %acc2409
  %t2587 = add i64 %t230, %t2543
  %t2588 = add i64 %t2587, %q2348
  %t2589 = getelementptr float, ptr %buf.x, i64 %t2588
  %t2590 = getelementptr float, ptr %t2589, i64 0
  %t2591 = load <16 x float>, ptr %t2590, align 4
  %t2592 = getelementptr float, ptr %t2589, i64 16
  %t2593 = load <16 x float>, ptr %t2592, align 4
  %t2594 = load <16 x float>, ptr %acc2410
  %t2595 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2553, <16 x float> %t2591, <16 x float> %t2594)
  store <16 x float> %t2595, ptr %acc2410
  %t2596 = load <16 x float>, ptr %acc2411
  %t2597 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2553, <16 x float> %t2593, <16 x float> %t2596)
  store <16 x float> %t2597, ptr %acc2411
  %t2598 = mul i64 %i2416, %t33
  %t2599 = add i64 0, %t2598
  %t2600 = mul i64 0, %t35
  %t2601 = add i64 %t2599, %t2600
  %t2602 = mul i64 3, %t37
  %t2603 = add i64 %t2601, %t2602
  %t2604 = mul i64 %i2416, %t143
  %t2605 = add i64 %t124, %t2604
  %t2606 = mul i64 0, %t162
  %t2607 = add i64 %t2605, %t2606
  %t2608 = mul i64 3, %t181
  %t2609 = add i64 %t2607, %t2608
  %t2610 = getelementptr float, ptr %buf.w, i64 %t2609
  %t2611 = load float, ptr %t2610, align 4
  %t2612 = insertelement <16 x float> poison, float %t2611, i64 0
  %t2613 = shufflevector <16 x float> %t2612, <16 x float> poison, <16 x i32> zeroinitializer
  %t2614 = add i64 %t197, %t2603
  %t2615 = add i64 %t2614, %q2348
  %t2616 = getelementptr float, ptr %buf.x, i64 %t2615
  %t2617 = getelementptr float, ptr %t2616, i64 0
  %t2618 = load <16 x float>, ptr %t2617, align 4
  %t2619 = getelementptr float, ptr %t2616, i64 16
  %t2620 = load <16 x float>, ptr %t2619, align 4
  %t2621 = load <16 x float>, ptr %acc2404
  %t2622 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2613, <16 x float> %t2618, <16 x float> %t2621)
  store <16 x float> %t2622, ptr %acc2404
  %t2623 = load <16 x float>, ptr %acc2405
  %t2624 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2613, <16 x float> %t2620, <16 x float> %t2623)
  store <16 x float> %t2624, ptr %acc2405
  %t2625 = add i64 %t208, %t2603
  %t2626 = add i64 %t2625, %q2348
  %t2627 = getelementptr float, ptr %buf.x, i64 %t2626
  %t2628 = getelementptr float, ptr %t2627, i64 0
  %t2629 = load <16 x float>, ptr %t2628, align 4
  %t2630 = getelementptr float, ptr %t2627, i64 16
  %t2631 = load <16 x float>, ptr %t2630, align 4
  %t2632 = load <16 x float>, ptr %acc2406
  %t2633 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2613, <16 x float> %t2629, <16 x float> %t2632)
  store <16 x float> %t2633, ptr %acc2406
  %t2634 = load <16 x float>, ptr %acc2407
  %t2635 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2613, <16 x float> %t2631, <16 x float> %t2634)
  store <16 x float> %t2635, ptr %acc2407
  %t2636 = add i64 %t219, %t2603
  %t2637 = add i64 %t2636, %q2348
  %t2638 = getelementptr float, ptr %buf.x, i64 %t2637
  %t2639 = getelementptr float, ptr %t2638, i64 0
  %t2640 = load <16 x float>, ptr %t2639, align 4
  %t2641 = getelementptr float, ptr %t2638, i64 16
  %t2642 = load <16 x float>, ptr %t2641, align 4
  %t2643 = load <16 x float>, ptr %acc2408
  %t2644 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2613, <16 x float> %t2640, <16 x float> %t2643)
  store <16 x float> %t2644, ptr %acc2408
  %t2645 = load <16 x float>, ptr %acc2409
  %t2646 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2613, <16 x float> %t2642, <16 x float> %t2645)
  store <16 x float> %t2646, ptr %acc2409
  %t2647 = add i64 %t230, %t2603
  %t2648 = add i64 %t2647, %q2348
  %t2649 = getelementptr float, ptr %buf.x, i64 %t2648
  %t2650 = getelementptr float, ptr %t2649, i64 0
  %t2651 = load <16 x float>, ptr %t2650, align 4
  %t2652 = getelementptr float, ptr %t2649, i64 16
  %t2653 = load <16 x float>, ptr %t2652, align 4
  %t2654 = load <16 x float>, ptr %acc2410
  %t2655 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2613, <16 x float> %t2651, <16 x float> %t2654)
  store <16 x float> %t2655, ptr %acc2410
  %t2656 = load <16 x float>, ptr %acc2411
  %t2657 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2613, <16 x float> %t2653, <16 x float> %t2656)
  store <16 x float> %t2657, ptr %acc2411
  %t2658 = mul i64 %i2416, %t33
  %t2659 = add i64 0, %t2658
  %t2660 = mul i64 0, %t35
  %t2661 = add i64 %t2659, %t2660
  %t2662 = mul i64 4, %t37
  %t2663 = add i64 %t2661, %t2662
  %t2664 = mul i64 %i2416, %t143
  %t2665 = add i64 %t124, %t2664
  %t2666 = mul i64 0, %t162
  %t2667 = add i64 %t2665, %t2666
  %t2668 = mul i64 4, %t181
  %t2669 = add i64 %t2667, %t2668
  %t2670 = getelementptr float, ptr %buf.w, i64 %t2669
  %t2671 = load float, ptr %t2670, align 4
  %t2672 = insertelement <16 x float> poison, float %t2671, i64 0
  %t2673 = shufflevector <16 x float> %t2672, <16 x float> poison, <16 x i32> zeroinitializer
  %t2674 = add i64 %t197, %t2663
  %t2675 = add i64 %t2674, %q2348
  %t2676 = getelementptr float, ptr %buf.x, i64 %t2675
  %t2677 = getelementptr float, ptr %t2676, i64 0
  %t2678 = load <16 x float>, ptr %t2677, align 4
  %t2679 = getelementptr float, ptr %t2676, i64 16
  %t2680 = load <16 x float>, ptr %t2679, align 4
  %t2681 = load <16 x float>, ptr %acc2404
  %t2682 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2673, <16 x float> %t2678, <16 x float> %t2681)
  store <16 x float> %t2682, ptr %acc2404
  %t2683 = load <16 x float>, ptr %acc2405
  %t2684 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2673, <16 x float> %t2680, <16 x float> %t2683)
  store <16 x float> %t2684, ptr %acc2405
  %t2685 = add i64 %t208, %t2663
  %t2686 = add i64 %t2685, %q2348
  %t2687 = getelementptr float, ptr %buf.x, i64 %t2686
  %t2688 = getelementptr float, ptr %t2687, i64 0
  %t2689 = load <16 x float>, ptr %t2688, align 4
  %t2690 = getelementptr float, ptr %t2687, i64 16
  %t2691 = load <16 x float>, ptr %t2690, align 4
  %t2692 = load <16 x float>, ptr %acc2406
  %t2693 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2673, <16 x float> %t2689, <16 x float> %t2692)
  store <16 x float> %t2693, ptr %acc2406
  %t2694 = load <16 x float>, ptr %acc2407
  %t2695 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2673, <16 x float> %t2691, <16 x float> %t2694)
  store <16 x float> %t2695, ptr %acc2407
  %t2696 = add i64 %t219, %t2663
  %t2697 = add i64 %t2696, %q2348
  %t2698 = getelementptr float, ptr %buf.x, i64 %t2697
  %t2699 = getelementptr float, ptr %t2698, i64 0
  %t2700 = load <16 x float>, ptr %t2699, align 4
  %t2701 = getelementptr float, ptr %t2698, i64 16
  %t2702 = load <16 x float>, ptr %t2701, align 4
  %t2703 = load <16 x float>, ptr %acc2408
  %t2704 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2673, <16 x float> %t2700, <16 x float> %t2703)
  store <16 x float> %t2704, ptr %acc2408
  %t2705 = load <16 x float>, ptr %acc2409
  %t2706 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2673, <16 x float> %t2702, <16 x float> %t2705)
  store <16 x float> %t2706, ptr %acc2409
  %t2707 = add i64 %t230, %t2663
  %t2708 = add i64 %t2707, %q2348
  %t2709 = getelementptr float, ptr %buf.x, i64 %t2708
  %t2710 = getelementptr float, ptr %t2709, i64 0
  %t2711 = load <16 x float>, ptr %t2710, align 4
  %t2712 = getelementptr float, ptr %t2709, i64 16
  %t2713 = load <16 x float>, ptr %t2712, align 4
  %t2714 = load <16 x float>, ptr %acc2410
  %t2715 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2673, <16 x float> %t2711, <16 x float> %t2714)
  store <16 x float> %t2715, ptr %acc2410
  %t2716 = load <16 x float>, ptr %acc2411
  %t2717 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2673, <16 x float> %t2713, <16 x float> %t2716)
  store <16 x float> %t2717, ptr %acc2411
  %t2718 = mul i64 %i2416, %t33
  %t2719 = add i64 0, %t2718
  %t2720 = mul i64 1, %t35
  %t2721 = add i64 %t2719, %t2720
  %t2722 = mul i64 0, %t37
  %t2723 = add i64 %t2721, %t2722
  %t2724 = mul i64 %i2416, %t143
  %t2725 = add i64 %t124, %t2724
  %t2726 = mul i64 1, %t162
  %t2727 = add i64 %t2725, %t2726
  %t2728 = mul i64 0, %t181
  %t2729 = add i64 %t2727, %t2728
  %t2730 = getelementptr float, ptr %buf.w, i64 %t2729
  %t2731 = load float, ptr %t2730, align 4
  %t2732 = insertelement <16 x float> poison, float %t2731, i64 0
  %t2733 = shufflevector <16 x float> %t2732, <16 x float> poison, <16 x i32> zeroinitializer
  %t2734 = load <16 x float>, ptr %acc2404
  %t2735 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2733, <16 x float> %t2449, <16 x float> %t2734)
  store <16 x float> %t2735, ptr %acc2404
  %t2736 = load <16 x float>, ptr %acc2405
  %t2737 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2733, <16 x float> %t2451, <16 x float> %t2736)
  store <16 x float> %t2737, ptr %acc2405
  %t2738 = load <16 x float>, ptr %acc2406
  %t2739 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2733, <16 x float> %t2460, <16 x float> %t2738)
  store <16 x float> %t2739, ptr %acc2406
  %t2740 = load <16 x float>, ptr %acc2407
  %t2741 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2733, <16 x float> %t2462, <16 x float> %t2740)
  store <16 x float> %t2741, ptr %acc2407
  %t2742 = load <16 x float>, ptr %acc2408
  %t2743 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2733, <16 x float> %t2471, <16 x float> %t2742)
  store <16 x float> %t2743, ptr %acc2408
  %t2744 = load <16 x float>, ptr %acc2409
  %t2745 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2733, <16 x float> %t2473, <16 x float> %t2744)
  store <16 x float> %t2745, ptr %acc2409
  %t2746 = add i64 %t230, %t2723
  %t2747 = add i64 %t2746, %q2348
  %t2748 = getelementptr float, ptr %buf.x, i64 %t2747
  %t2749 = getelementptr float, ptr %t2748, i64 0
  %t2750 = load <16 x float>, ptr %t2749, align 4
  %t2751 = getelementptr float, ptr %t2748, i64 16
  %t2752 = load <16 x float>, ptr %t2751, align 4
  %t2753 = load <16 x float>, ptr %acc2410
  %t2754 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2733, <16 x float> %t2750, <16 x float> %t2753)
  store <16 x float> %t2754, ptr %acc2410
  %t2755 = load <16 x float>, ptr %acc2411
  %t2756 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2733, <16 x float> %t2752, <16 x float> %t2755)
  store <16 x float> %t2756, ptr %acc2411
  %t2757 = mul i64 %i2416, %t33
  %t2758 = add i64 0, %t2757
  %t2759 = mul i64 1, %t35
  %t2760 = add i64 %t2758, %t2759
  %t2761 = mul i64 1, %t37
  %t2762 = add i64 %t2760, %t2761
  %t2763 = mul i64 %i2416, %t143
  %t2764 = add i64 %t124, %t2763
  %t2765 = mul i64 1, %t162
  %t2766 = add i64 %t2764, %t2765
  %t2767 = mul i64 1, %t181
  %t2768 = add i64 %t2766, %t2767
  %t2769 = getelementptr float, ptr %buf.w, i64 %t2768
  %t2770 = load float, ptr %t2769, align 4
  %t2771 = insertelement <16 x float> poison, float %t2770, i64 0
  %t2772 = shufflevector <16 x float> %t2771, <16 x float> poison, <16 x i32> zeroinitializer
  %t2773 = load <16 x float>, ptr %acc2404
  %t2774 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2772, <16 x float> %t2509, <16 x float> %t2773)
  store <16 x float> %t2774, ptr %acc2404
  %t2775 = load <16 x float>, ptr %acc2405
  %t2776 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2772, <16 x float> %t2511, <16 x float> %t2775)
  store <16 x float> %t2776, ptr %acc2405
  %t2777 = load <16 x float>, ptr %acc2406
  %t2778 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2772, <16 x float> %t2520, <16 x float> %t2777)
  store <16 x float> %t2778, ptr %acc2406
  %t2779 = load <16 x float>, ptr %acc2407
  %t2780 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2772, <16 x float> %t2522, <16 x float> %t2779)
  store <16 x float> %t2780, ptr %acc2407
  %t2781 = load <16 x float>, ptr %acc2408
  %t2782 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2772, <16 x float> %t2531, <16 x float> %t2781)
  store <16 x float> %t2782, ptr %acc2408
  %t2783 = load <16 x float>, ptr %acc2409
  %t2784 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2772, <16 x float> %t2533, <16 x float> %t2783)
  store <16 x float> %t2784, ptr %acc2409
  %t2785 = add i64 %t230, %t2762
  %t2786 = add i64 %t2785, %q2348
  %t2787 = getelementptr float, ptr %buf.x, i64 %t2786
  %t2788 = getelementptr float, ptr %t2787, i64 0
  %t2789 = load <16 x float>, ptr %t2788, align 4
  %t2790 = getelementptr float, ptr %t2787, i64 16
  %t2791 = load <16 x float>, ptr %t2790, align 4
  %t2792 = load <16 x float>, ptr %acc2410
  %t2793 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2772, <16 x float> %t2789, <16 x float> %t2792)
  store <16 x float> %t2793, ptr %acc2410
  %t2794 = load <16 x float>, ptr %acc2411
  %t2795 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2772, <16 x float> %t2791, <16 x float> %t2794)
  store <16 x float> %t2795, ptr %acc2411
  %t2796 = mul i64 %i2416, %t33
  %t2797 = add i64 0, %t2796
  %t2798 = mul i64 1, %t35
  %t2799 = add i64 %t2797, %t2798
  %t2800 = mul i64 2, %t37
  %t2801 = add i64 %t2799, %t2800
  %t2802 = mul i64 %i2416, %t143
  %t2803 = add i64 %t124, %t2802
  %t2804 = mul i64 1, %t162
  %t2805 = add i64 %t2803, %t2804
  %t2806 = mul i64 2, %t181
  %t2807 = add i64 %t2805, %t2806
  %t2808 = getelementptr float, ptr %buf.w, i64 %t2807
  %t2809 = load float, ptr %t2808, align 4
  %t2810 = insertelement <16 x float> poison, float %t2809, i64 0
  %t2811 = shufflevector <16 x float> %t2810, <16 x float> poison, <16 x i32> zeroinitializer
  %t2812 = load <16 x float>, ptr %acc2404
  %t2813 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2811, <16 x float> %t2569, <16 x float> %t2812)
  store <16 x float> %t2813, ptr %acc2404
  %t2814 = load <16 x float>, ptr %acc2405
  %t2815 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2811, <16 x float> %t2571, <16 x float> %t2814)
  store <16 x float> %t2815, ptr %acc2405
  %t2816 = load <16 x float>, ptr %acc2406
  %t2817 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2811, <16 x float> %t2580, <16 x float> %t2816)
  store <16 x float> %t2817, ptr %acc2406
  %t2818 = load <16 x float>, ptr %acc2407
  %t2819 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2811, <16 x float> %t2582, <16 x float> %t2818)
  store <16 x float> %t2819, ptr %acc2407
  %t2820 = load <16 x float>, ptr %acc2408
  %t2821 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2811, <16 x float> %t2591, <16 x float> %t2820)
  store <16 x float> %t2821, ptr %acc2408
  %t2822 = load <16 x float>, ptr %acc2409
  %t2823 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2811, <16 x float> %t2593, <16 x float> %t2822)
  store <16 x float> %t2823, ptr %acc2409
  %t2824 = add i64 %t230, %t2801
  %t2825 = add i64 %t2824, %q2348
  %t2826 = getelementptr float, ptr %buf.x, i64 %t2825
  %t2827 = getelementptr float, ptr %t2826, i64 0
  %t2828 = load <16 x float>, ptr %t2827, align 4
  %t2829 = getelementptr float, ptr %t2826, i64 16
  %t2830 = load <16 x float>, ptr %t2829, align 4
  %t2831 = load <16 x float>, ptr %acc2410
  %t2832 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2811, <16 x float> %t2828, <16 x float> %t2831)
  store <16 x float> %t2832, ptr %acc2410
  %t2833 = load <16 x float>, ptr %acc2411
  %t2834 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2811, <16 x float> %t2830, <16 x float> %t2833)
  store <16 x float> %t2834, ptr %acc2411
  %t2835 = mul i64 %i2416, %t33
  %t2836 = add i64 0, %t2835
  %t2837 = mul i64 1, %t35
  %t2838 = add i64 %t2836, %t2837
  %t2839 = mul i64 3, %t37
  %t2840 = add i64 %t2838, %t2839
  %t2841 = mul i64 %i2416, %t143
  %t2842 = add i64 %t124, %t2841
  %t2843 = mul i64 1, %t162
  %t2844 = add i64 %t2842, %t2843
  %t2845 = mul i64 3, %t181
  %t2846 = add i64 %t2844, %t2845
  %t2847 = getelementptr float, ptr %buf.w, i64 %t2846
  %t2848 = load float, ptr %t2847, align 4
  %t2849 = insertelement <16 x float> poison, float %t2848, i64 0
  %t2850 = shufflevector <16 x float> %t2849, <16 x float> poison, <16 x i32> zeroinitializer
  %t2851 = load <16 x float>, ptr %acc2404
  %t2852 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2850, <16 x float> %t2629, <16 x float> %t2851)
  store <16 x float> %t2852, ptr %acc2404
  %t2853 = load <16 x float>, ptr %acc2405
  %t2854 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2850, <16 x float> %t2631, <16 x float> %t2853)
  store <16 x float> %t2854, ptr %acc2405
  %t2855 = load <16 x float>, ptr %acc2406
  %t2856 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2850, <16 x float> %t2640, <16 x float> %t2855)
  store <16 x float> %t2856, ptr %acc2406
  %t2857 = load <16 x float>, ptr %acc2407
  %t2858 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2850, <16 x float> %t2642, <16 x float> %t2857)
  store <16 x float> %t2858, ptr %acc2407
  %t2859 = load <16 x float>, ptr %acc2408
  %t2860 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2850, <16 x float> %t2651, <16 x float> %t2859)
  store <16 x float> %t2860, ptr %acc2408
  %t2861 = load <16 x float>, ptr %acc2409
  %t2862 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2850, <16 x float> %t2653, <16 x float> %t2861)
  store <16 x float> %t2862, ptr %acc2409
  %t2863 = add i64 %t230, %t2840
  %t2864 = add i64 %t2863, %q2348
  %t2865 = getelementptr float, ptr %buf.x, i64 %t2864
  %t2866 = getelementptr float, ptr %t2865, i64 0
  %t2867 = load <16 x float>, ptr %t2866, align 4
  %t2868 = getelementptr float, ptr %t2865, i64 16
  %t2869 = load <16 x float>, ptr %t2868, align 4
  %t2870 = load <16 x float>, ptr %acc2410
  %t2871 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2850, <16 x float> %t2867, <16 x float> %t2870)
  store <16 x float> %t2871, ptr %acc2410
  %t2872 = load <16 x float>, ptr %acc2411
  %t2873 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2850, <16 x float> %t2869, <16 x float> %t2872)
  store <16 x float> %t2873, ptr %acc2411
  %t2874 = mul i64 %i2416, %t33
  %t2875 = add i64 0, %t2874
  %t2876 = mul i64 1, %t35
  %t2877 = add i64 %t2875, %t2876
  %t2878 = mul i64 4, %t37
  %t2879 = add i64 %t2877, %t2878
  %t2880 = mul i64 %i2416, %t143
  %t2881 = add i64 %t124, %t2880
  %t2882 = mul i64 1, %t162
  %t2883 = add i64 %t2881, %t2882
  %t2884 = mul i64 4, %t181
  %t2885 = add i64 %t2883, %t2884
  %t2886 = getelementptr float, ptr %buf.w, i64 %t2885
  %t2887 = load float, ptr %t2886, align 4
  %t2888 = insertelement <16 x float> poison, float %t2887, i64 0
  %t2889 = shufflevector <16 x float> %t2888, <16 x float> poison, <16 x i32> zeroinitializer
  %t2890 = load <16 x float>, ptr %acc2404
  %t2891 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2889, <16 x float> %t2689, <16 x float> %t2890)
  store <16 x float> %t2891, ptr %acc2404
  %t2892 = load <16 x float>, ptr %acc2405
  %t2893 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2889, <16 x float> %t2691, <16 x float> %t2892)
  store <16 x float> %t2893, ptr %acc2405
  %t2894 = load <16 x float>, ptr %acc2406
  %t2895 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2889, <16 x float> %t2700, <16 x float> %t2894)
  store <16 x float> %t2895, ptr %acc2406
  %t2896 = load <16 x float>, ptr %acc2407
  %t2897 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2889, <16 x float> %t2702, <16 x float> %t2896)
  store <16 x float> %t2897, ptr %acc2407
  %t2898 = load <16 x float>, ptr %acc2408
  %t2899 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2889, <16 x float> %t2711, <16 x float> %t2898)
  store <16 x float> %t2899, ptr %acc2408
  %t2900 = load <16 x float>, ptr %acc2409
  %t2901 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2889, <16 x float> %t2713, <16 x float> %t2900)
  store <16 x float> %t2901, ptr %acc2409
  %t2902 = add i64 %t230, %t2879
  %t2903 = add i64 %t2902, %q2348
  %t2904 = getelementptr float, ptr %buf.x, i64 %t2903
  %t2905 = getelementptr float, ptr %t2904, i64 0
  %t2906 = load <16 x float>, ptr %t2905, align 4
  %t2907 = getelementptr float, ptr %t2904, i64 16
  %t2908 = load <16 x float>, ptr %t2907, align 4
  %t2909 = load <16 x float>, ptr %acc2410
  %t2910 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2889, <16 x float> %t2906, <16 x float> %t2909)
  store <16 x float> %t2910, ptr %acc2410
  %t2911 = load <16 x float>, ptr %acc2411
  %t2912 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2889, <16 x float> %t2908, <16 x float> %t2911)
  store <16 x float> %t2912, ptr %acc2411
  %t2913 = mul i64 %i2416, %t33
  %t2914 = add i64 0, %t2913
  %t2915 = mul i64 2, %t35
  %t2916 = add i64 %t2914, %t2915
  %t2917 = mul i64 0, %t37
  %t2918 = add i64 %t2916, %t2917
  %t2919 = mul i64 %i2416, %t143
  %t2920 = add i64 %t124, %t2919
  %t2921 = mul i64 2, %t162
  %t2922 = add i64 %t2920, %t2921
  %t2923 = mul i64 0, %t181
  %t2924 = add i64 %t2922, %t2923
  %t2925 = getelementptr float, ptr %buf.w, i64 %t2924
  %t2926 = load float, ptr %t2925, align 4
  %t2927 = insertelement <16 x float> poison, float %t2926, i64 0
  %t2928 = shufflevector <16 x float> %t2927, <16 x float> poison, <16 x i32> zeroinitializer
  %t2929 = load <16 x float>, ptr %acc2404
  %t2930 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2928, <16 x float> %t2460, <16 x float> %t2929)
  store <16 x float> %t2930, ptr %acc2404
  %t2931 = load <16 x float>, ptr %acc2405
  %t2932 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2928, <16 x float> %t2462, <16 x float> %t2931)
  store <16 x float> %t2932, ptr %acc2405
  %t2933 = load <16 x float>, ptr %acc2406
  %t2934 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2928, <16 x float> %t2471, <16 x float> %t2933)
  store <16 x float> %t2934, ptr %acc2406
  %t2935 = load <16 x float>, ptr %acc2407
  %t2936 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2928, <16 x float> %t2473, <16 x float> %t2935)
  store <16 x float> %t2936, ptr %acc2407
  %t2937 = load <16 x float>, ptr %acc2408
  %t2938 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2928, <16 x float> %t2750, <16 x float> %t2937)
  store <16 x float> %t2938, ptr %acc2408
  %t2939 = load <16 x float>, ptr %acc2409
  %t2940 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2928, <16 x float> %t2752, <16 x float> %t2939)
  store <16 x float> %t2940, ptr %acc2409
  %t2941 = add i64 %t230, %t2918
  %t2942 = add i64 %t2941, %q2348
  %t2943 = getelementptr float, ptr %buf.x, i64 %t2942
  %t2944 = getelementptr float, ptr %t2943, i64 0
  %t2945 = load <16 x float>, ptr %t2944, align 4
  %t2946 = getelementptr float, ptr %t2943, i64 16
  %t2947 = load <16 x float>, ptr %t2946, align 4
  %t2948 = load <16 x float>, ptr %acc2410
  %t2949 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2928, <16 x float> %t2945, <16 x float> %t2948)
  store <16 x float> %t2949, ptr %acc2410
  %t2950 = load <16 x float>, ptr %acc2411
  %t2951 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2928, <16 x float> %t2947, <16 x float> %t2950)
  store <16 x float> %t2951, ptr %acc2411
  %t2952 = mul i64 %i2416, %t33
  %t2953 = add i64 0, %t2952
  %t2954 = mul i64 2, %t35
  %t2955 = add i64 %t2953, %t2954
  %t2956 = mul i64 1, %t37
  %t2957 = add i64 %t2955, %t2956
  %t2958 = mul i64 %i2416, %t143
  %t2959 = add i64 %t124, %t2958
  %t2960 = mul i64 2, %t162
  %t2961 = add i64 %t2959, %t2960
  %t2962 = mul i64 1, %t181
  %t2963 = add i64 %t2961, %t2962
  %t2964 = getelementptr float, ptr %buf.w, i64 %t2963
  %t2965 = load float, ptr %t2964, align 4
  %t2966 = insertelement <16 x float> poison, float %t2965, i64 0
  %t2967 = shufflevector <16 x float> %t2966, <16 x float> poison, <16 x i32> zeroinitializer
  %t2968 = load <16 x float>, ptr %acc2404
  %t2969 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2967, <16 x float> %t2520, <16 x float> %t2968)
  store <16 x float> %t2969, ptr %acc2404
  %t2970 = load <16 x float>, ptr %acc2405
  %t2971 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2967, <16 x float> %t2522, <16 x float> %t2970)
  store <16 x float> %t2971, ptr %acc2405
  %t2972 = load <16 x float>, ptr %acc2406
  %t2973 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2967, <16 x float> %t2531, <16 x float> %t2972)
  store <16 x float> %t2973, ptr %acc2406
  %t2974 = load <16 x float>, ptr %acc2407
  %t2975 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2967, <16 x float> %t2533, <16 x float> %t2974)
  store <16 x float> %t2975, ptr %acc2407
  %t2976 = load <16 x float>, ptr %acc2408
  %t2977 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2967, <16 x float> %t2789, <16 x float> %t2976)
  store <16 x float> %t2977, ptr %acc2408
  %t2978 = load <16 x float>, ptr %acc2409
  %t2979 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2967, <16 x float> %t2791, <16 x float> %t2978)
  store <16 x float> %t2979, ptr %acc2409
  %t2980 = add i64 %t230, %t2957
  %t2981 = add i64 %t2980, %q2348
  %t2982 = getelementptr float, ptr %buf.x, i64 %t2981
  %t2983 = getelementptr float, ptr %t2982, i64 0
  %t2984 = load <16 x float>, ptr %t2983, align 4
  %t2985 = getelementptr float, ptr %t2982, i64 16
  %t2986 = load <16 x float>, ptr %t2985, align 4
  %t2987 = load <16 x float>, ptr %acc2410
  %t2988 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2967, <16 x float> %t2984, <16 x float> %t2987)
  store <16 x float> %t2988, ptr %acc2410
  %t2989 = load <16 x float>, ptr %acc2411
  %t2990 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2967, <16 x float> %t2986, <16 x float> %t2989)
  store <16 x float> %t2990, ptr %acc2411
  %t2991 = mul i64 %i2416, %t33
  %t2992 = add i64 0, %t2991
  %t2993 = mul i64 2, %t35
  %t2994 = add i64 %t2992, %t2993
  %t2995 = mul i64 2, %t37
  %t2996 = add i64 %t2994, %t2995
  %t2997 = mul i64 %i2416, %t143
  %t2998 = add i64 %t124, %t2997
  %t2999 = mul i64 2, %t162
  %t3000 = add i64 %t2998, %t2999
  %t3001 = mul i64 2, %t181
  %t3002 = add i64 %t3000, %t3001
  %t3003 = getelementptr float, ptr %buf.w, i64 %t3002
  %t3004 = load float, ptr %t3003, align 4
  %t3005 = insertelement <16 x float> poison, float %t3004, i64 0
  %t3006 = shufflevector <16 x float> %t3005, <16 x float> poison, <16 x i32> zeroinitializer
  %t3007 = load <16 x float>, ptr %acc2404
  %t3008 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3006, <16 x float> %t2580, <16 x float> %t3007)
  store <16 x float> %t3008, ptr %acc2404
  %t3009 = load <16 x float>, ptr %acc2405
  %t3010 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3006, <16 x float> %t2582, <16 x float> %t3009)
  store <16 x float> %t3010, ptr %acc2405
  %t3011 = load <16 x float>, ptr %acc2406
  %t3012 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3006, <16 x float> %t2591, <16 x float> %t3011)
  store <16 x float> %t3012, ptr %acc2406
  %t3013 = load <16 x float>, ptr %acc2407
  %t3014 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3006, <16 x float> %t2593, <16 x float> %t3013)
  store <16 x float> %t3014, ptr %acc2407
  %t3015 = load <16 x float>, ptr %acc2408
  %t3016 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3006, <16 x float> %t2828, <16 x float> %t3015)
  store <16 x float> %t3016, ptr %acc2408
  %t3017 = load <16 x float>, ptr %acc2409
  %t3018 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3006, <16 x float> %t2830, <16 x float> %t3017)
  store <16 x float> %t3018, ptr %acc2409
  %t3019 = add i64 %t230, %t2996
  %t3020 = add i64 %t3019, %q2348
  %t3021 = getelementptr float, ptr %buf.x, i64 %t3020
  %t3022 = getelementptr float, ptr %t3021, i64 0
  %t3023 = load <16 x float>, ptr %t3022, align 4
  %t3024 = getelementptr float, ptr %t3021, i64 16
  %t3025 = load <16 x float>, ptr %t3024, align 4
  %t3026 = load <16 x float>, ptr %acc2410
  %t3027 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3006, <16 x float> %t3023, <16 x float> %t3026)
  store <16 x float> %t3027, ptr %acc2410
  %t3028 = load <16 x float>, ptr %acc2411
  %t3029 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3006, <16 x float> %t3025, <16 x float> %t3028)
  store <16 x float> %t3029, ptr %acc2411
  %t3030 = mul i64 %i2416, %t33
  %t3031 = add i64 0, %t3030
  %t3032 = mul i64 2, %t35
  %t3033 = add i64 %t3031, %t3032
  %t3034 = mul i64 3, %t37
  %t3035 = add i64 %t3033, %t3034
  %t3036 = mul i64 %i2416, %t143
  %t3037 = add i64 %t124, %t3036
  %t3038 = mul i64 2, %t162
  %t3039 = add i64 %t3037, %t3038
  %t3040 = mul i64 3, %t181
  %t3041 = add i64 %t3039, %t3040
  %t3042 = getelementptr float, ptr %buf.w, i64 %t3041
  %t3043 = load float, ptr %t3042, align 4
  %t3044 = insertelement <16 x float> poison, float %t3043, i64 0
  %t3045 = shufflevector <16 x float> %t3044, <16 x float> poison, <16 x i32> zeroinitializer
  %t3046 = load <16 x float>, ptr %acc2404
  %t3047 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3045, <16 x float> %t2640, <16 x float> %t3046)
  store <16 x float> %t3047, ptr %acc2404
  %t3048 = load <16 x float>, ptr %acc2405
  %t3049 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3045, <16 x float> %t2642, <16 x float> %t3048)
  store <16 x float> %t3049, ptr %acc2405
  %t3050 = load <16 x float>, ptr %acc2406
  %t3051 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3045, <16 x float> %t2651, <16 x float> %t3050)
  store <16 x float> %t3051, ptr %acc2406
  %t3052 = load <16 x float>, ptr %acc2407
  %t3053 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3045, <16 x float> %t2653, <16 x float> %t3052)
  store <16 x float> %t3053, ptr %acc2407
  %t3054 = load <16 x float>, ptr %acc2408
  %t3055 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3045, <16 x float> %t2867, <16 x float> %t3054)
  store <16 x float> %t3055, ptr %acc2408
  %t3056 = load <16 x float>, ptr %acc2409
  %t3057 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3045, <16 x float> %t2869, <16 x float> %t3056)
  store <16 x float> %t3057, ptr %acc2409
  %t3058 = add i64 %t230, %t3035
  %t3059 = add i64 %t3058, %q2348
  %t3060 = getelementptr float, ptr %buf.x, i64 %t3059
  %t3061 = getelementptr float, ptr %t3060, i64 0
  %t3062 = load <16 x float>, ptr %t3061, align 4
  %t3063 = getelementptr float, ptr %t3060, i64 16
  %t3064 = load <16 x float>, ptr %t3063, align 4
  %t3065 = load <16 x float>, ptr %acc2410
  %t3066 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3045, <16 x float> %t3062, <16 x float> %t3065)
  store <16 x float> %t3066, ptr %acc2410
  %t3067 = load <16 x float>, ptr %acc2411
  %t3068 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3045, <16 x float> %t3064, <16 x float> %t3067)
  store <16 x float> %t3068, ptr %acc2411
  %t3069 = mul i64 %i2416, %t33
  %t3070 = add i64 0, %t3069
  %t3071 = mul i64 2, %t35
  %t3072 = add i64 %t3070, %t3071
  %t3073 = mul i64 4, %t37
  %t3074 = add i64 %t3072, %t3073
  %t3075 = mul i64 %i2416, %t143
  %t3076 = add i64 %t124, %t3075
  %t3077 = mul i64 2, %t162
  %t3078 = add i64 %t3076, %t3077
  %t3079 = mul i64 4, %t181
  %t3080 = add i64 %t3078, %t3079
  %t3081 = getelementptr float, ptr %buf.w, i64 %t3080
  %t3082 = load float, ptr %t3081, align 4
  %t3083 = insertelement <16 x float> poison, float %t3082, i64 0
  %t3084 = shufflevector <16 x float> %t3083, <16 x float> poison, <16 x i32> zeroinitializer
  %t3085 = load <16 x float>, ptr %acc2404
  %t3086 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3084, <16 x float> %t2700, <16 x float> %t3085)
  store <16 x float> %t3086, ptr %acc2404
  %t3087 = load <16 x float>, ptr %acc2405
  %t3088 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3084, <16 x float> %t2702, <16 x float> %t3087)
  store <16 x float> %t3088, ptr %acc2405
  %t3089 = load <16 x float>, ptr %acc2406
  %t3090 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3084, <16 x float> %t2711, <16 x float> %t3089)
  store <16 x float> %t3090, ptr %acc2406
  %t3091 = load <16 x float>, ptr %acc2407
  %t3092 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3084, <16 x float> %t2713, <16 x float> %t3091)
  store <16 x float> %t3092, ptr %acc2407
  %t3093 = load <16 x float>, ptr %acc2408
  %t3094 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3084, <16 x float> %t2906, <16 x float> %t3093)
  store <16 x float> %t3094, ptr %acc2408
  %t3095 = load <16 x float>, ptr %acc2409
  %t3096 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3084, <16 x float> %t2908, <16 x float> %t3095)
  store <16 x float> %t3096, ptr %acc2409
  %t3097 = add i64 %t230, %t3074
  %t3098 = add i64 %t3097, %q2348
  %t3099 = getelementptr float, ptr %buf.x, i64 %t3098
  %t3100 = getelementptr float, ptr %t3099, i64 0
  %t3101 = load <16 x float>, ptr %t3100, align 4
  %t3102 = getelementptr float, ptr %t3099, i64 16
  %t3103 = load <16 x float>, ptr %t3102, align 4
  %t3104 = load <16 x float>, ptr %acc2410
  %t3105 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3084, <16 x float> %t3101, <16 x float> %t3104)
  store <16 x float> %t3105, ptr %acc2410
  %t3106 = load <16 x float>, ptr %acc2411
  %t3107 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3084, <16 x float> %t3103, <16 x float> %t3106)
  store <16 x float> %t3107, ptr %acc2411
  %t3108 = mul i64 %i2416, %t33
  %t3109 = add i64 0, %t3108
  %t3110 = mul i64 3, %t35
  %t3111 = add i64 %t3109, %t3110
  %t3112 = mul i64 0, %t37
  %t3113 = add i64 %t3111, %t3112
  %t3114 = mul i64 %i2416, %t143
  %t3115 = add i64 %t124, %t3114
  %t3116 = mul i64 3, %t162
  %t3117 = add i64 %t3115, %t3116
  %t3118 = mul i64 0, %t181
  %t3119 = add i64 %t3117, %t3118
  %t3120 = getelementptr float, ptr %buf.w, i64 %t3119
  %t3121 = load float, ptr %t3120, align 4
  %t3122 = insertelement <16 x float> poison, float %t3121, i64 0
  %t3123 = shufflevector <16 x float> %t3122, <16 x float> poison, <16 x i32> zeroinitializer
  %t3124 = load <16 x float>, ptr %acc2404
  %t3125 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3123, <16 x float> %t2471, <16 x float> %t3124)
  store <16 x float> %t3125, ptr %acc2404
  %t3126 = load <16 x float>, ptr %acc2405
  %t3127 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3123, <16 x float> %t2473, <16 x float> %t3126)
  store <16 x float> %t3127, ptr %acc2405
  %t3128 = load <16 x float>, ptr %acc2406
  %t3129 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3123, <16 x float> %t2750, <16 x float> %t3128)
  store <16 x float> %t3129, ptr %acc2406
  %t3130 = load <16 x float>, ptr %acc2407
  %t3131 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3123, <16 x float> %t2752, <16 x float> %t3130)
  store <16 x float> %t3131, ptr %acc2407
  %t3132 = load <16 x float>, ptr %acc2408
  %t3133 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3123, <16 x float> %t2945, <16 x float> %t3132)
  store <16 x float> %t3133, ptr %acc2408
  %t3134 = load <16 x float>, ptr %acc2409
  %t3135 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3123, <16 x float> %t2947, <16 x float> %t3134)
  store <16 x float> %t3135, ptr %acc2409
  %t3136 = add i64 %t230, %t3113
  %t3137 = add i64 %t3136, %q2348
  %t3138 = getelementptr float, ptr %buf.x, i64 %t3137
  %t3139 = getelementptr float, ptr %t3138, i64 0
  %t3140 = load <16 x float>, ptr %t3139, align 4
  %t3141 = getelementptr float, ptr %t3138, i64 16
  %t3142 = load <16 x float>, ptr %t3141, align 4
  %t3143 = load <16 x float>, ptr %acc2410
  %t3144 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3123, <16 x float> %t3140, <16 x float> %t3143)
  store <16 x float> %t3144, ptr %acc2410
  %t3145 = load <16 x float>, ptr %acc2411
  %t3146 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3123, <16 x float> %t3142, <16 x float> %t3145)
  store <16 x float> %t3146, ptr %acc2411
  %t3147 = mul i64 %i2416, %t33
  %t3148 = add i64 0, %t3147
  %t3149 = mul i64 3, %t35
  %t3150 = add i64 %t3148, %t3149
  %t3151 = mul i64 1, %t37
  %t3152 = add i64 %t3150, %t3151
  %t3153 = mul i64 %i2416, %t143
  %t3154 = add i64 %t124, %t3153
  %t3155 = mul i64 3, %t162
  %t3156 = add i64 %t3154, %t3155
  %t3157 = mul i64 1, %t181
  %t3158 = add i64 %t3156, %t3157
  %t3159 = getelementptr float, ptr %buf.w, i64 %t3158
  %t3160 = load float, ptr %t3159, align 4
  %t3161 = insertelement <16 x float> poison, float %t3160, i64 0
  %t3162 = shufflevector <16 x float> %t3161, <16 x float> poison, <16 x i32> zeroinitializer
  %t3163 = load <16 x float>, ptr %acc2404
  %t3164 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3162, <16 x float> %t2531, <16 x float> %t3163)
  store <16 x float> %t3164, ptr %acc2404
  %t3165 = load <16 x float>, ptr %acc2405
  %t3166 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3162, <16 x float> %t2533, <16 x float> %t3165)
  store <16 x float> %t3166, ptr %acc2405
  %t3167 = load <16 x float>, ptr %acc2406
  %t3168 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3162, <16 x float> %t2789, <16 x float> %t3167)
  store <16 x float> %t3168, ptr %acc2406
  %t3169 = load <16 x float>, ptr %acc2407
  %t3170 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3162, <16 x float> %t2791, <16 x float> %t3169)
  store <16 x float> %t3170, ptr %acc2407
  %t3171 = load <16 x float>, ptr %acc2408
  %t3172 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3162, <16 x float> %t2984, <16 x float> %t3171)
  store <16 x float> %t3172, ptr %acc2408
  %t3173 = load <16 x float>, ptr %acc2409
  %t3174 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3162, <16 x float> %t2986, <16 x float> %t3173)
  store <16 x float> %t3174, ptr %acc2409
  %t3175 = add i64 %t230, %t3152
  %t3176 = add i64 %t3175, %q2348
  %t3177 = getelementptr float, ptr %buf.x, i64 %t3176
  %t3178 = getelementptr float, ptr %t3177, i64 0
  %t3179 = load <16 x float>, ptr %t3178, align 4
  %t3180 = getelementptr float, ptr %t3177, i64 16
  %t3181 = load <16 x float>, ptr %t3180, align 4
  %t3182 = load <16 x float>, ptr %acc2410
  %t3183 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3162, <16 x float> %t3179, <16 x float> %t3182)
  store <16 x float> %t3183, ptr %acc2410
  %t3184 = load <16 x float>, ptr %acc2411
  %t3185 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3162, <16 x float> %t3181, <16 x float> %t3184)
  store <16 x float> %t3185, ptr %acc2411
  %t3186 = mul i64 %i2416, %t33
  %t3187 = add i64 0, %t3186
  %t3188 = mul i64 3, %t35
  %t3189 = add i64 %t3187, %t3188
  %t3190 = mul i64 2, %t37
  %t3191 = add i64 %t3189, %t3190
  %t3192 = mul i64 %i2416, %t143
  %t3193 = add i64 %t124, %t3192
  %t3194 = mul i64 3, %t162
  %t3195 = add i64 %t3193, %t3194
  %t3196 = mul i64 2, %t181
  %t3197 = add i64 %t3195, %t3196
  %t3198 = getelementptr float, ptr %buf.w, i64 %t3197
  %t3199 = load float, ptr %t3198, align 4
  %t3200 = insertelement <16 x float> poison, float %t3199, i64 0
  %t3201 = shufflevector <16 x float> %t3200, <16 x float> poison, <16 x i32> zeroinitializer
  %t3202 = load <16 x float>, ptr %acc2404
  %t3203 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3201, <16 x float> %t2591, <16 x float> %t3202)
  store <16 x float> %t3203, ptr %acc2404
  %t3204 = load <16 x float>, ptr %acc2405
  %t3205 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3201, <16 x float> %t2593, <16 x float> %t3204)
  store <16 x float> %t3205, ptr %acc2405
  %t3206 = load <16 x float>, ptr %acc2406
  %t3207 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3201, <16 x float> %t2828, <16 x float> %t3206)
  store <16 x float> %t3207, ptr %acc2406
  %t3208 = load <16 x float>, ptr %acc2407
  %t3209 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3201, <16 x float> %t2830, <16 x float> %t3208)
  store <16 x float> %t3209, ptr %acc2407
  %t3210 = load <16 x float>, ptr %acc2408
  %t3211 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3201, <16 x float> %t3023, <16 x float> %t3210)
  store <16 x float> %t3211, ptr %acc2408
  %t3212 = load <16 x float>, ptr %acc2409
  %t3213 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3201, <16 x float> %t3025, <16 x float> %t3212)
  store <16 x float> %t3213, ptr %acc2409
  %t3214 = add i64 %t230, %t3191
  %t3215 = add i64 %t3214, %q2348
  %t3216 = getelementptr float, ptr %buf.x, i64 %t3215
  %t3217 = getelementptr float, ptr %t3216, i64 0
  %t3218 = load <16 x float>, ptr %t3217, align 4
  %t3219 = getelementptr float, ptr %t3216, i64 16
  %t3220 = load <16 x float>, ptr %t3219, align 4
  %t3221 = load <16 x float>, ptr %acc2410
  %t3222 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3201, <16 x float> %t3218, <16 x float> %t3221)
  store <16 x float> %t3222, ptr %acc2410
  %t3223 = load <16 x float>, ptr %acc2411
  %t3224 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3201, <16 x float> %t3220, <16 x float> %t3223)
  store <16 x float> %t3224, ptr %acc2411
  %t3225 = mul i64 %i2416, %t33
  %t3226 = add i64 0, %t3225
  %t3227 = mul i64 3, %t35
  %t3228 = add i64 %t3226, %t3227
  %t3229 = mul i64 3, %t37
  %t3230 = add i64 %t3228, %t3229
  %t3231 = mul i64 %i2416, %t143
  %t3232 = add i64 %t124, %t3231
  %t3233 = mul i64 3, %t162
  %t3234 = add i64 %t3232, %t3233
  %t3235 = mul i64 3, %t181
  %t3236 = add i64 %t3234, %t3235
  %t3237 = getelementptr float, ptr %buf.w, i64 %t3236
  %t3238 = load float, ptr %t3237, align 4
  %t3239 = insertelement <16 x float> poison, float %t3238, i64 0
  %t3240 = shufflevector <16 x float> %t3239, <16 x float> poison, <16 x i32> zeroinitializer
  %t3241 = load <16 x float>, ptr %acc2404
  %t3242 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3240, <16 x float> %t2651, <16 x float> %t3241)
  store <16 x float> %t3242, ptr %acc2404
  %t3243 = load <16 x float>, ptr %acc2405
  %t3244 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3240, <16 x float> %t2653, <16 x float> %t3243)
  store <16 x float> %t3244, ptr %acc2405
  %t3245 = load <16 x float>, ptr %acc2406
  %t3246 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3240, <16 x float> %t2867, <16 x float> %t3245)
  store <16 x float> %t3246, ptr %acc2406
  %t3247 = load <16 x float>, ptr %acc2407
  %t3248 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3240, <16 x float> %t2869, <16 x float> %t3247)
  store <16 x float> %t3248, ptr %acc2407
  %t3249 = load <16 x float>, ptr %acc2408
  %t3250 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3240, <16 x float> %t3062, <16 x float> %t3249)
  store <16 x float> %t3250, ptr %acc2408
  %t3251 = load <16 x float>, ptr %acc2409
  %t3252 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3240, <16 x float> %t3064, <16 x float> %t3251)
  store <16 x float> %t3252, ptr %acc2409
  %t3253 = add i64 %t230, %t3230
  %t3254 = add i64 %t3253, %q2348
  %t3255 = getelementptr float, ptr %buf.x, i64 %t3254
  %t3256 = getelementptr float, ptr %t3255, i64 0
  %t3257 = load <16 x float>, ptr %t3256, align 4
  %t3258 = getelementptr float, ptr %t3255, i64 16
  %t3259 = load <16 x float>, ptr %t3258, align 4
  %t3260 = load <16 x float>, ptr %acc2410
  %t3261 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3240, <16 x float> %t3257, <16 x float> %t3260)
  store <16 x float> %t3261, ptr %acc2410
  %t3262 = load <16 x float>, ptr %acc2411
  %t3263 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3240, <16 x float> %t3259, <16 x float> %t3262)
  store <16 x float> %t3263, ptr %acc2411
  %t3264 = mul i64 %i2416, %t33
  %t3265 = add i64 0, %t3264
  %t3266 = mul i64 3, %t35
  %t3267 = add i64 %t3265, %t3266
  %t3268 = mul i64 4, %t37
  %t3269 = add i64 %t3267, %t3268
  %t3270 = mul i64 %i2416, %t143
  %t3271 = add i64 %t124, %t3270
  %t3272 = mul i64 3, %t162
  %t3273 = add i64 %t3271, %t3272
  %t3274 = mul i64 4, %t181
  %t3275 = add i64 %t3273, %t3274
  %t3276 = getelementptr float, ptr %buf.w, i64 %t3275
  %t3277 = load float, ptr %t3276, align 4
  %t3278 = insertelement <16 x float> poison, float %t3277, i64 0
  %t3279 = shufflevector <16 x float> %t3278, <16 x float> poison, <16 x i32> zeroinitializer
  %t3280 = load <16 x float>, ptr %acc2404
  %t3281 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3279, <16 x float> %t2711, <16 x float> %t3280)
  store <16 x float> %t3281, ptr %acc2404
  %t3282 = load <16 x float>, ptr %acc2405
  %t3283 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3279, <16 x float> %t2713, <16 x float> %t3282)
  store <16 x float> %t3283, ptr %acc2405
  %t3284 = load <16 x float>, ptr %acc2406
  %t3285 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3279, <16 x float> %t2906, <16 x float> %t3284)
  store <16 x float> %t3285, ptr %acc2406
  %t3286 = load <16 x float>, ptr %acc2407
  %t3287 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3279, <16 x float> %t2908, <16 x float> %t3286)
  store <16 x float> %t3287, ptr %acc2407
  %t3288 = load <16 x float>, ptr %acc2408
  %t3289 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3279, <16 x float> %t3101, <16 x float> %t3288)
  store <16 x float> %t3289, ptr %acc2408
  %t3290 = load <16 x float>, ptr %acc2409
  %t3291 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3279, <16 x float> %t3103, <16 x float> %t3290)
  store <16 x float> %t3291, ptr %acc2409
  %t3292 = add i64 %t230, %t3269
  %t3293 = add i64 %t3292, %q2348
  %t3294 = getelementptr float, ptr %buf.x, i64 %t3293
  %t3295 = getelementptr float, ptr %t3294, i64 0
  %t3296 = load <16 x float>, ptr %t3295, align 4
  %t3297 = getelementptr float, ptr %t3294, i64 16
  %t3298 = load <16 x float>, ptr %t3297, align 4
  %t3299 = load <16 x float>, ptr %acc2410
  %t3300 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3279, <16 x float> %t3296, <16 x float> %t3299)
  store <16 x float> %t3300, ptr %acc2410
  %t3301 = load <16 x float>, ptr %acc2411
  %t3302 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3279, <16 x float> %t3298, <16 x float> %t3301)
  store <16 x float> %t3302, ptr %acc2411
  %t3303 = mul i64 %i2416, %t33
  %t3304 = add i64 0, %t3303
  %t3305 = mul i64 4, %t35
  %t3306 = add i64 %t3304, %t3305
  %t3307 = mul i64 0, %t37
  %t3308 = add i64 %t3306, %t3307
  %t3309 = mul i64 %i2416, %t143
  %t3310 = add i64 %t124, %t3309
  %t3311 = mul i64 4, %t162
  %t3312 = add i64 %t3310, %t3311
  %t3313 = mul i64 0, %t181
  %t3314 = add i64 %t3312, %t3313
  %t3315 = getelementptr float, ptr %buf.w, i64 %t3314
  %t3316 = load float, ptr %t3315, align 4
  %t3317 = insertelement <16 x float> poison, float %t3316, i64 0
  %t3318 = shufflevector <16 x float> %t3317, <16 x float> poison, <16 x i32> zeroinitializer
  %t3319 = load <16 x float>, ptr %acc2404
  %t3320 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3318, <16 x float> %t2750, <16 x float> %t3319)
  store <16 x float> %t3320, ptr %acc2404
  %t3321 = load <16 x float>, ptr %acc2405
  %t3322 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3318, <16 x float> %t2752, <16 x float> %t3321)
  store <16 x float> %t3322, ptr %acc2405
  %t3323 = load <16 x float>, ptr %acc2406
  %t3324 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3318, <16 x float> %t2945, <16 x float> %t3323)
  store <16 x float> %t3324, ptr %acc2406
  %t3325 = load <16 x float>, ptr %acc2407
  %t3326 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3318, <16 x float> %t2947, <16 x float> %t3325)
  store <16 x float> %t3326, ptr %acc2407
  %t3327 = load <16 x float>, ptr %acc2408
  %t3328 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3318, <16 x float> %t3140, <16 x float> %t3327)
  store <16 x float> %t3328, ptr %acc2408
  %t3329 = load <16 x float>, ptr %acc2409
  %t3330 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3318, <16 x float> %t3142, <16 x float> %t3329)
  store <16 x float> %t3330, ptr %acc2409
  %t3331 = add i64 %t230, %t3308
  %t3332 = add i64 %t3331, %q2348
  %t3333 = getelementptr float, ptr %buf.x, i64 %t3332
  %t3334 = getelementptr float, ptr %t3333, i64 0
  %t3335 = load <16 x float>, ptr %t3334, align 4
  %t3336 = getelementptr float, ptr %t3333, i64 16
  %t3337 = load <16 x float>, ptr %t3336, align 4
  %t3338 = load <16 x float>, ptr %acc2410
  %t3339 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3318, <16 x float> %t3335, <16 x float> %t3338)
  store <16 x float> %t3339, ptr %acc2410
  %t3340 = load <16 x float>, ptr %acc2411
  %t3341 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3318, <16 x float> %t3337, <16 x float> %t3340)
  store <16 x float> %t3341, ptr %acc2411
  %t3342 = mul i64 %i2416, %t33
  %t3343 = add i64 0, %t3342
  %t3344 = mul i64 4, %t35
  %t3345 = add i64 %t3343, %t3344
  %t3346 = mul i64 1, %t37
  %t3347 = add i64 %t3345, %t3346
  %t3348 = mul i64 %i2416, %t143
  %t3349 = add i64 %t124, %t3348
  %t3350 = mul i64 4, %t162
  %t3351 = add i64 %t3349, %t3350
  %t3352 = mul i64 1, %t181
  %t3353 = add i64 %t3351, %t3352
  %t3354 = getelementptr float, ptr %buf.w, i64 %t3353
  %t3355 = load float, ptr %t3354, align 4
  %t3356 = insertelement <16 x float> poison, float %t3355, i64 0
  %t3357 = shufflevector <16 x float> %t3356, <16 x float> poison, <16 x i32> zeroinitializer
  %t3358 = load <16 x float>, ptr %acc2404
  %t3359 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3357, <16 x float> %t2789, <16 x float> %t3358)
  store <16 x float> %t3359, ptr %acc2404
  %t3360 = load <16 x float>, ptr %acc2405
  %t3361 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3357, <16 x float> %t2791, <16 x float> %t3360)
  store <16 x float> %t3361, ptr %acc2405
  %t3362 = load <16 x float>, ptr %acc2406
  %t3363 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3357, <16 x float> %t2984, <16 x float> %t3362)
  store <16 x float> %t3363, ptr %acc2406
  %t3364 = load <16 x float>, ptr %acc2407
  %t3365 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3357, <16 x float> %t2986, <16 x float> %t3364)
  store <16 x float> %t3365, ptr %acc2407
  %t3366 = load <16 x float>, ptr %acc2408
  %t3367 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3357, <16 x float> %t3179, <16 x float> %t3366)
  store <16 x float> %t3367, ptr %acc2408
  %t3368 = load <16 x float>, ptr %acc2409
  %t3369 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3357, <16 x float> %t3181, <16 x float> %t3368)
  store <16 x float> %t3369, ptr %acc2409
  %t3370 = add i64 %t230, %t3347
  %t3371 = add i64 %t3370, %q2348
  %t3372 = getelementptr float, ptr %buf.x, i64 %t3371
  %t3373 = getelementptr float, ptr %t3372, i64 0
  %t3374 = load <16 x float>, ptr %t3373, align 4
  %t3375 = getelementptr float, ptr %t3372, i64 16
  %t3376 = load <16 x float>, ptr %t3375, align 4
  %t3377 = load <16 x float>, ptr %acc2410
  %t3378 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3357, <16 x float> %t3374, <16 x float> %t3377)
  store <16 x float> %t3378, ptr %acc2410
  %t3379 = load <16 x float>, ptr %acc2411
  %t3380 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3357, <16 x float> %t3376, <16 x float> %t3379)
  store <16 x float> %t3380, ptr %acc2411
  %t3381 = mul i64 %i2416, %t33
  %t3382 = add i64 0, %t3381
  %t3383 = mul i64 4, %t35
  %t3384 = add i64 %t3382, %t3383
  %t3385 = mul i64 2, %t37
  %t3386 = add i64 %t3384, %t3385
  %t3387 = mul i64 %i2416, %t143
  %t3388 = add i64 %t124, %t3387
  %t3389 = mul i64 4, %t162
  %t3390 = add i64 %t3388, %t3389
  %t3391 = mul i64 2, %t181
  %t3392 = add i64 %t3390, %t3391
  %t3393 = getelementptr float, ptr %buf.w, i64 %t3392
  %t3394 = load float, ptr %t3393, align 4
  %t3395 = insertelement <16 x float> poison, float %t3394, i64 0
  %t3396 = shufflevector <16 x float> %t3395, <16 x float> poison, <16 x i32> zeroinitializer
  %t3397 = load <16 x float>, ptr %acc2404
  %t3398 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3396, <16 x float> %t2828, <16 x float> %t3397)
  store <16 x float> %t3398, ptr %acc2404
  %t3399 = load <16 x float>, ptr %acc2405
  %t3400 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3396, <16 x float> %t2830, <16 x float> %t3399)
  store <16 x float> %t3400, ptr %acc2405
  %t3401 = load <16 x float>, ptr %acc2406
  %t3402 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3396, <16 x float> %t3023, <16 x float> %t3401)
  store <16 x float> %t3402, ptr %acc2406
  %t3403 = load <16 x float>, ptr %acc2407
  %t3404 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3396, <16 x float> %t3025, <16 x float> %t3403)
  store <16 x float> %t3404, ptr %acc2407
  %t3405 = load <16 x float>, ptr %acc2408
  %t3406 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3396, <16 x float> %t3218, <16 x float> %t3405)
  store <16 x float> %t3406, ptr %acc2408
  %t3407 = load <16 x float>, ptr %acc2409
  %t3408 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3396, <16 x float> %t3220, <16 x float> %t3407)
  store <16 x float> %t3408, ptr %acc2409
  %t3409 = add i64 %t230, %t3386
  %t3410 = add i64 %t3409, %q2348
  %t3411 = getelementptr float, ptr %buf.x, i64 %t3410
  %t3412 = getelementptr float, ptr %t3411, i64 0
  %t3413 = load <16 x float>, ptr %t3412, align 4
  %t3414 = getelementptr float, ptr %t3411, i64 16
  %t3415 = load <16 x float>, ptr %t3414, align 4
  %t3416 = load <16 x float>, ptr %acc2410
  %t3417 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3396, <16 x float> %t3413, <16 x float> %t3416)
  store <16 x float> %t3417, ptr %acc2410
  %t3418 = load <16 x float>, ptr %acc2411
  %t3419 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3396, <16 x float> %t3415, <16 x float> %t3418)
  store <16 x float> %t3419, ptr %acc2411
  %t3420 = mul i64 %i2416, %t33
  %t3421 = add i64 0, %t3420
  %t3422 = mul i64 4, %t35
  %t3423 = add i64 %t3421, %t3422
  %t3424 = mul i64 3, %t37
  %t3425 = add i64 %t3423, %t3424
  %t3426 = mul i64 %i2416, %t143
  %t3427 = add i64 %t124, %t3426
  %t3428 = mul i64 4, %t162
  %t3429 = add i64 %t3427, %t3428
  %t3430 = mul i64 3, %t181
  %t3431 = add i64 %t3429, %t3430
  %t3432 = getelementptr float, ptr %buf.w, i64 %t3431
  %t3433 = load float, ptr %t3432, align 4
  %t3434 = insertelement <16 x float> poison, float %t3433, i64 0
  %t3435 = shufflevector <16 x float> %t3434, <16 x float> poison, <16 x i32> zeroinitializer
  %t3436 = load <16 x float>, ptr %acc2404
  %t3437 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3435, <16 x float> %t2867, <16 x float> %t3436)
  store <16 x float> %t3437, ptr %acc2404
  %t3438 = load <16 x float>, ptr %acc2405
  %t3439 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3435, <16 x float> %t2869, <16 x float> %t3438)
  store <16 x float> %t3439, ptr %acc2405
  %t3440 = load <16 x float>, ptr %acc2406
  %t3441 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3435, <16 x float> %t3062, <16 x float> %t3440)
  store <16 x float> %t3441, ptr %acc2406
  %t3442 = load <16 x float>, ptr %acc2407
  %t3443 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3435, <16 x float> %t3064, <16 x float> %t3442)
  store <16 x float> %t3443, ptr %acc2407
  %t3444 = load <16 x float>, ptr %acc2408
  %t3445 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3435, <16 x float> %t3257, <16 x float> %t3444)
  store <16 x float> %t3445, ptr %acc2408
  %t3446 = load <16 x float>, ptr %acc2409
  %t3447 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3435, <16 x float> %t3259, <16 x float> %t3446)
  store <16 x float> %t3447, ptr %acc2409
  %t3448 = add i64 %t230, %t3425
  %t3449 = add i64 %t3448, %q2348
  %t3450 = getelementptr float, ptr %buf.x, i64 %t3449
  %t3451 = getelementptr float, ptr %t3450, i64 0
  %t3452 = load <16 x float>, ptr %t3451, align 4
  %t3453 = getelementptr float, ptr %t3450, i64 16
  %t3454 = load <16 x float>, ptr %t3453, align 4
  %t3455 = load <16 x float>, ptr %acc2410
  %t3456 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3435, <16 x float> %t3452, <16 x float> %t3455)
  store <16 x float> %t3456, ptr %acc2410
  %t3457 = load <16 x float>, ptr %acc2411
  %t3458 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3435, <16 x float> %t3454, <16 x float> %t3457)
  store <16 x float> %t3458, ptr %acc2411
  %t3459 = mul i64 %i2416, %t33
  %t3460 = add i64 0, %t3459
  %t3461 = mul i64 4, %t35
  %t3462 = add i64 %t3460, %t3461
  %t3463 = mul i64 4, %t37
  %t3464 = add i64 %t3462, %t3463
  %t3465 = mul i64 %i2416, %t143
  %t3466 = add i64 %t124, %t3465
  %t3467 = mul i64 4, %t162
  %t3468 = add i64 %t3466, %t3467
  %t3469 = mul i64 4, %t181
  %t3470 = add i64 %t3468, %t3469
  %t3471 = getelementptr float, ptr %buf.w, i64 %t3470
  %t3472 = load float, ptr %t3471, align 4
  %t3473 = insertelement <16 x float> poison, float %t3472, i64 0
  %t3474 = shufflevector <16 x float> %t3473, <16 x float> poison, <16 x i32> zeroinitializer
  %t3475 = load <16 x float>, ptr %acc2404
  %t3476 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3474, <16 x float> %t2906, <16 x float> %t3475)
  store <16 x float> %t3476, ptr %acc2404
  %t3477 = load <16 x float>, ptr %acc2405
  %t3478 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3474, <16 x float> %t2908, <16 x float> %t3477)
  store <16 x float> %t3478, ptr %acc2405
  %t3479 = load <16 x float>, ptr %acc2406
  %t3480 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3474, <16 x float> %t3101, <16 x float> %t3479)
  store <16 x float> %t3480, ptr %acc2406
  %t3481 = load <16 x float>, ptr %acc2407
  %t3482 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3474, <16 x float> %t3103, <16 x float> %t3481)
  store <16 x float> %t3482, ptr %acc2407
  %t3483 = load <16 x float>, ptr %acc2408
  %t3484 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3474, <16 x float> %t3296, <16 x float> %t3483)
  store <16 x float> %t3484, ptr %acc2408
  %t3485 = load <16 x float>, ptr %acc2409
  %t3486 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3474, <16 x float> %t3298, <16 x float> %t3485)
  store <16 x float> %t3486, ptr %acc2409
  %t3487 = add i64 %t230, %t3464
  %t3488 = add i64 %t3487, %q2348
  %t3489 = getelementptr float, ptr %buf.x, i64 %t3488
  %t3490 = getelementptr float, ptr %t3489, i64 0
  %t3491 = load <16 x float>, ptr %t3490, align 4
  %t3492 = getelementptr float, ptr %t3489, i64 16
  %t3493 = load <16 x float>, ptr %t3492, align 4
  %t3494 = load <16 x float>, ptr %acc2410
  %t3495 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3474, <16 x float> %t3491, <16 x float> %t3494)
  store <16 x float> %t3495, ptr %acc2410
  %t3496 = load <16 x float>, ptr %acc2411
  %t3497 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3474, <16 x float> %t3493, <16 x float> %t3496)
  store <16 x float> %t3497, ptr %acc2411
  %t3498 = add nsw i64 %i2416, 1
  store i64 %t3498, ptr %c2412
  br label %head2413
done2415:
  %t3499 = add i64 %q2348, 0
  %t3500 = load <16 x float>, ptr %acc2404
  %p3501 = getelementptr float, ptr %buf.b, i64 %t65
  %ld3502 = load float, ptr %p3501, align 4
  %ins3503 = insertelement <16 x float> poison, float %ld3502, i64 0
  %splat3504 = shufflevector <16 x float> %ins3503, <16 x float> poison, <16 x i32> zeroinitializer
  %v3505 = fadd contract <16 x float> %splat3504, %t3500
  %v3506 = mul i64 %t67, %size.K
  %v3507 = add i64 %v3506, %t65
  %v3508 = add i64 %size.H, 1
  %v3509 = add i64 %v3508, 1
  %v3510 = sub i64 %size.R, 1
  %v3511 = sub i64 %v3509, %v3510
  %v3512 = sub i64 %v3511, 1
  %v3513 = add i64 %v3512, 1
  %v3514 = mul i64 %v3507, %v3513
  %v3515 = add i64 %v3514, %p186
  %v3516 = add i64 %size.W, 1
  %v3517 = add i64 %v3516, 1
  %v3518 = sub i64 %size.S, 1
  %v3519 = sub i64 %v3517, %v3518
  %v3520 = sub i64 %v3519, 1
  %v3521 = add i64 %v3520, 1
  %v3522 = mul i64 %v3515, %v3521
  %v3523 = add i64 %v3522, %t3499
  %p3524 = getelementptr float, ptr %buf.y, i64 %v3523
  store <16 x float> %v3505, ptr %p3524, align 4
  %t3525 = add i64 %q2348, 16
  %t3526 = load <16 x float>, ptr %acc2405
  %p3527 = getelementptr float, ptr %buf.b, i64 %t65
  %ld3528 = load float, ptr %p3527, align 4
  %ins3529 = insertelement <16 x float> poison, float %ld3528, i64 0
  %splat3530 = shufflevector <16 x float> %ins3529, <16 x float> poison, <16 x i32> zeroinitializer
  %v3531 = fadd contract <16 x float> %splat3530, %t3526
  %v3532 = mul i64 %t67, %size.K
  %v3533 = add i64 %v3532, %t65
  %v3534 = add i64 %size.H, 1
  %v3535 = add i64 %v3534, 1
  %v3536 = sub i64 %size.R, 1
  %v3537 = sub i64 %v3535, %v3536
  %v3538 = sub i64 %v3537, 1
  %v3539 = add i64 %v3538, 1
  %v3540 = mul i64 %v3533, %v3539
  %v3541 = add i64 %v3540, %p186
  %v3542 = add i64 %size.W, 1
  %v3543 = add i64 %v3542, 1
  %v3544 = sub i64 %size.S, 1
  %v3545 = sub i64 %v3543, %v3544
  %v3546 = sub i64 %v3545, 1
  %v3547 = add i64 %v3546, 1
  %v3548 = mul i64 %v3541, %v3547
  %v3549 = add i64 %v3548, %t3525
  %p3550 = getelementptr float, ptr %buf.y, i64 %v3549
  store <16 x float> %v3531, ptr %p3550, align 4
  %t3551 = add i64 %q2348, 0
  %t3552 = load <16 x float>, ptr %acc2406
  %p3553 = getelementptr float, ptr %buf.b, i64 %t65
  %ld3554 = load float, ptr %p3553, align 4
  %ins3555 = insertelement <16 x float> poison, float %ld3554, i64 0
  %splat3556 = shufflevector <16 x float> %ins3555, <16 x float> poison, <16 x i32> zeroinitializer
  %v3557 = fadd contract <16 x float> %splat3556, %t3552
  %v3558 = mul i64 %t67, %size.K
  %v3559 = add i64 %v3558, %t65
  %v3560 = add i64 %size.H, 1
  %v3561 = add i64 %v3560, 1
  %v3562 = sub i64 %size.R, 1
  %v3563 = sub i64 %v3561, %v3562
  %v3564 = sub i64 %v3563, 1
  %v3565 = add i64 %v3564, 1
  %v3566 = mul i64 %v3559, %v3565
  %v3567 = add i64 %v3566, %t198
  %v3568 = add i64 %size.W, 1
  %v3569 = add i64 %v3568, 1
  %v3570 = sub i64 %size.S, 1
  %v3571 = sub i64 %v3569, %v3570
  %v3572 = sub i64 %v3571, 1
  %v3573 = add i64 %v3572, 1
  %v3574 = mul i64 %v3567, %v3573
  %v3575 = add i64 %v3574, %t3551
  %p3576 = getelementptr float, ptr %buf.y, i64 %v3575
  store <16 x float> %v3557, ptr %p3576, align 4
  %t3577 = add i64 %q2348, 16
  %t3578 = load <16 x float>, ptr %acc2407
  %p3579 = getelementptr float, ptr %buf.b, i64 %t65
  %ld3580 = load float, ptr %p3579, align 4
  %ins3581 = insertelement <16 x float> poison, float %ld3580, i64 0
  %splat3582 = shufflevector <16 x float> %ins3581, <16 x float> poison, <16 x i32> zeroinitializer
  %v3583 = fadd contract <16 x float> %splat3582, %t3578
  %v3584 = mul i64 %t67, %size.K
  %v3585 = add i64 %v3584, %t65
  %v3586 = add i64 %size.H, 1
  %v3587 = add i64 %v3586, 1
  %v3588 = sub i64 %size.R, 1
  %v3589 = sub i64 %v3587, %v3588
  %v3590 = sub i64 %v3589, 1
  %v3591 = add i64 %v3590, 1
  %v3592 = mul i64 %v3585, %v3591
  %v3593 = add i64 %v3592, %t198
  %v3594 = add i64 %size.W, 1
  %v3595 = add i64 %v3594, 1
  %v3596 = sub i64 %size.S, 1
  %v3597 = sub i64 %v3595, %v3596
  %v3598 = sub i64 %v3597, 1
  %v3599 = add i64 %v3598, 1
  %v3600 = mul i64 %v3593, %v3599
  %v3601 = add i64 %v3600, %t3577
  %p3602 = getelementptr float, ptr %buf.y, i64 %v3601
  store <16 x float> %v3583, ptr %p3602, align 4
  %t3603 = add i64 %q2348, 0
  %t3604 = load <16 x float>, ptr %acc2408
  %p3605 = getelementptr float, ptr %buf.b, i64 %t65
  %ld3606 = load float, ptr %p3605, align 4
  %ins3607 = insertelement <16 x float> poison, float %ld3606, i64 0
  %splat3608 = shufflevector <16 x float> %ins3607, <16 x float> poison, <16 x i32> zeroinitializer
  %v3609 = fadd contract <16 x float> %splat3608, %t3604
  %v3610 = mul i64 %t67, %size.K
  %v3611 = add i64 %v3610, %t65
  %v3612 = add i64 %size.H, 1
  %v3613 = add i64 %v3612, 1
  %v3614 = sub i64 %size.R, 1
  %v3615 = sub i64 %v3613, %v3614
  %v3616 = sub i64 %v3615, 1
  %v3617 = add i64 %v3616, 1
  %v3618 = mul i64 %v3611, %v3617
  %v3619 = add i64 %v3618, %t209
  %v3620 = add i64 %size.W, 1
  %v3621 = add i64 %v3620, 1
  %v3622 = sub i64 %size.S, 1
  %v3623 = sub i64 %v3621, %v3622
  %v3624 = sub i64 %v3623, 1
  %v3625 = add i64 %v3624, 1
  %v3626 = mul i64 %v3619, %v3625
  %v3627 = add i64 %v3626, %t3603
  %p3628 = getelementptr float, ptr %buf.y, i64 %v3627
  store <16 x float> %v3609, ptr %p3628, align 4
  %t3629 = add i64 %q2348, 16
  %t3630 = load <16 x float>, ptr %acc2409
  %p3631 = getelementptr float, ptr %buf.b, i64 %t65
  %ld3632 = load float, ptr %p3631, align 4
  %ins3633 = insertelement <16 x float> poison, float %ld3632, i64 0
  %splat3634 = shufflevector <16 x float> %ins3633, <16 x float> poison, <16 x i32> zeroinitializer
  %v3635 = fadd contract <16 x float> %splat3634, %t3630
  %v3636 = mul i64 %t67, %size.K
  %v3637 = add i64 %v3636, %t65
  %v3638 = add i64 %size.H, 1
  %v3639 = add i64 %v3638, 1
  %v3640 = sub i64 %size.R, 1
  %v3641 = sub i64 %v3639, %v3640
  %v3642 = sub i64 %v3641, 1
  %v3643 = add i64 %v3642, 1
  %v3644 = mul i64 %v3637, %v3643
  %v3645 = add i64 %v3644, %t209
  %v3646 = add i64 %size.W, 1
  %v3647 = add i64 %v3646, 1
  %v3648 = sub i64 %size.S, 1
  %v3649 = sub i64 %v3647, %v3648
  %v3650 = sub i64 %v3649, 1
  %v3651 = add i64 %v3650, 1
  %v3652 = mul i64 %v3645, %v3651
  %v3653 = add i64 %v3652, %t3629
  %p3654 = getelementptr float, ptr %buf.y, i64 %v3653
  store <16 x float> %v3635, ptr %p3654, align 4
  %t3655 = add i64 %q2348, 0
  %t3656 = load <16 x float>, ptr %acc2410
  %p3657 = getelementptr float, ptr %buf.b, i64 %t65
  %ld3658 = load float, ptr %p3657, align 4
  %ins3659 = insertelement <16 x float> poison, float %ld3658, i64 0
  %splat3660 = shufflevector <16 x float> %ins3659, <16 x float> poison, <16 x i32> zeroinitializer
  %v3661 = fadd contract <16 x float> %splat3660, %t3656
  %v3662 = mul i64 %t67, %size.K
  %v3663 = add i64 %v3662, %t65
  %v3664 = add i64 %size.H, 1
  %v3665 = add i64 %v3664, 1
  %v3666 = sub i64 %size.R, 1
  %v3667 = sub i64 %v3665, %v3666
  %v3668 = sub i64 %v3667, 1
  %v3669 = add i64 %v3668, 1
  %v3670 = mul i64 %v3663, %v3669
  %v3671 = add i64 %v3670, %t220
  %v3672 = add i64 %size.W, 1
  %v3673 = add i64 %v3672, 1
  %v3674 = sub i64 %size.S, 1
  %v3675 = sub i64 %v3673, %v3674
  %v3676 = sub i64 %v3675, 1
  %v3677 = add i64 %v3676, 1
  %v3678 = mul i64 %v3671, %v3677
  %v3679 = add i64 %v3678, %t3655
  %p3680 = getelementptr float, ptr %buf.y, i64 %v3679
  store <16 x float> %v3661, ptr %p3680, align 4
  %t3681 = add i64 %q2348, 16
  %t3682 = load <16 x float>, ptr %acc2411
  %p3683 = getelementptr float, ptr %buf.b, i64 %t65
  %ld3684 = load float, ptr %p3683, align 4
  %ins3685 = insertelement <16 x float> poison, float %ld3684, i64 0
  %splat3686 = shufflevector <16 x float> %ins3685, <16 x float> poison, <16 x i32> zeroinitializer
  %v3687 = fadd contract <16 x float> %splat3686, %t3682
  %v3688 = mul i64 %t67, %size.K
  %v3689 = add i64 %v3688, %t65
  %v3690 = add i64 %size.H, 1
  %v3691 = add i64 %v3690, 1
  %v3692 = sub i64 %size.R, 1
  %v3693 = sub i64 %v3691, %v3692
  %v3694 = sub i64 %v3693, 1
  %v3695 = add i64 %v3694, 1
  %v3696 = mul i64 %v3689, %v3695
  %v3697 = add i64 %v3696, %t220
  %v3698 = add i64 %size.W, 1
  %v3699 = add i64 %v3698, 1
  %v3700 = sub i64 %size.S, 1
  %v3701 = sub i64 %v3699, %v3700
  %v3702 = sub i64 %v3701, 1
  %v3703 = add i64 %v3702, 1
  %v3704 = mul i64 %v3697, %v3703
  %v3705 = add i64 %v3704, %t3681
  %p3706 = getelementptr float, ptr %buf.y, i64 %v3705
  store <16 x float> %v3687, ptr %p3706, align 4
  %t3707 = add i64 %q2348, 32
  store i64 %t3707, ptr %c2344
  br label %qhead2345
not22351:
  %t3710 = add i64 %q2348, 15
  %t3711 = icmp slt i64 %t3710, %t21
  %t3712 = add i64 -1, 0
  %t3713 = mul i64 1, %q2348
  %t3714 = add i64 %t3712, %t3713
  %t3715 = add i64 -1, %t42
  %t3716 = mul i64 1, %t3710
  %t3717 = add i64 %t3715, %t3716
  %t3718 = icmp sge i64 %t3714, 0
  %t3719 = and i1 %t3711, %t3718
  %t3720 = icmp slt i64 %t3717, %size.W
  %t3721 = and i1 %t3719, %t3720
  %t3722 = and i1 true, %t3721
  %t3723 = add i64 %q2348, 15
  %t3724 = icmp slt i64 %t3723, %t21
  %t3725 = add i64 -1, 0
  %t3726 = mul i64 1, %q2348
  %t3727 = add i64 %t3725, %t3726
  %t3728 = add i64 -1, %t42
  %t3729 = mul i64 1, %t3723
  %t3730 = add i64 %t3728, %t3729
  %t3731 = icmp sge i64 %t3727, 0
  %t3732 = and i1 %t3724, %t3731
  %t3733 = icmp slt i64 %t3730, %size.W
  %t3734 = and i1 %t3732, %t3733
  %t3735 = and i1 %t3722, %t3734
  %t3736 = add i64 %q2348, 15
  %t3737 = icmp slt i64 %t3736, %t21
  %t3738 = add i64 -1, 0
  %t3739 = mul i64 1, %q2348
  %t3740 = add i64 %t3738, %t3739
  %t3741 = add i64 -1, %t42
  %t3742 = mul i64 1, %t3736
  %t3743 = add i64 %t3741, %t3742
  %t3744 = icmp sge i64 %t3740, 0
  %t3745 = and i1 %t3737, %t3744
  %t3746 = icmp slt i64 %t3743, %size.W
  %t3747 = and i1 %t3745, %t3746
  %t3748 = and i1 %t3735, %t3747
  %t3749 = add i64 %q2348, 15
  %t3750 = icmp slt i64 %t3749, %t21
  %t3751 = add i64 -1, 0
  %t3752 = mul i64 1, %q2348
  %t3753 = add i64 %t3751, %t3752
  %t3754 = add i64 -1, %t42
  %t3755 = mul i64 1, %t3749
  %t3756 = add i64 %t3754, %t3755
  %t3757 = icmp sge i64 %t3753, 0
  %t3758 = and i1 %t3750, %t3757
  %t3759 = icmp slt i64 %t3756, %size.W
  %t3760 = and i1 %t3758, %t3759
  %t3761 = and i1 %t3748, %t3760
  br i1 %t3761, label %in13708, label %not13709
in13708:
  store <16 x float> zeroinitializer, ptr %acc3762
  store <16 x float> zeroinitializer, ptr %acc3763
  store <16 x float> zeroinitializer, ptr %acc3764
  store <16 x float> zeroinitializer, ptr %acc3765
  store i64 0, ptr %c3766
  br label %head3767
head3767:
  %i3770 = load i64, ptr %c3766
  %t3771 = icmp slt i64 %i3770, %t15
  br i1 %t3771, label %body3768, label %done3769
body3768:
  %t3772 = mul i64 %i3770, %t33
  %t3773 = add i64 0, %t3772
  %t3774 = mul i64 0, %t35
  %t3775 = add i64 %t3773, %t3774
  %t3776 = mul i64 0, %t37
  %t3777 = add i64 %t3775, %t3776
  %t3778 = mul i64 %i3770, %t143
  %t3779 = add i64 %t124, %t3778
  %t3780 = mul i64 0, %t162
  %t3781 = add i64 %t3779, %t3780
  %t3782 = mul i64 0, %t181
  %t3783 = add i64 %t3781, %t3782
  %t3784 = getelementptr float, ptr %buf.w, i64 %t3783
  %t3785 = load float, ptr %t3784, align 4
  %t3786 = insertelement <16 x float> poison, float %t3785, i64 0
  %t3787 = shufflevector <16 x float> %t3786, <16 x float> poison, <16 x i32> zeroinitializer
  %t3788 = add i64 %t197, %t3777
  %t3789 = add i64 %t3788, %q2348
  %t3790 = getelementptr float, ptr %buf.x, i64 %t3789
  %t3791 = getelementptr float, ptr %t3790, i64 0
  %t3792 = load <16 x float>, ptr %t3791, align 4
  %t3793 = load <16 x float>, ptr %acc3762
  %t3794 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3787, <16 x float> %t3792, <16 x float> %t3793)
  store <16 x float> %t3794, ptr %acc3762
  %t3795 = add i64 %t208, %t3777
  %t3796 = add i64 %t3795, %q2348
  %t3797 = getelementptr float, ptr %buf.x, i64 %t3796
  %t3798 = getelementptr float, ptr %t3797, i64 0
  %t3799 = load <16 x float>, ptr %t3798, align 4
  %t3800 = load <16 x float>, ptr %acc3763
  %t3801 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3787, <16 x float> %t3799, <16 x float> %t3800)
  store <16 x float> %t3801, ptr %acc3763
  %t3802 = add i64 %t219, %t3777
  %t3803 = add i64 %t3802, %q2348
  %t3804 = getelementptr float, ptr %buf.x, i64 %t3803
  %t3805 = getelementptr float, ptr %t3804, i64 0
  %t3806 = load <16 x float>, ptr %t3805, align 4
  %t3807 = load <16 x float>, ptr %acc3764
  %t3808 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3787, <16 x float> %t3806, <16 x float> %t3807)
  store <16 x float> %t3808, ptr %acc3764
  %t3809 = add i64 %t230, %t3777
  %t3810 = add i64 %t3809, %q2348
  %t3811 = getelementptr float, ptr %buf.x, i64 %t3810
  %t3812 = getelementptr float, ptr %t3811, i64 0
  %t3813 = load <16 x float>, ptr %t3812, align 4
  %t3814 = load <16 x float>, ptr %acc3765
  %t3815 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3787, <16 x float> %t3813, <16 x float> %t3814)
  store <16 x float> %t3815, ptr %acc3765
  %t3816 = mul i64 %i3770, %t33
  %t3817 = add i64 0, %t3816
  %t3818 = mul i64 0, %t35
  %t3819 = add i64 %t3817, %t3818
  %t3820 = mul i64 1, %t37
  %t3821 = add i64 %t3819, %t3820
  %t3822 = mul i64 %i3770, %t143
  %t3823 = add i64 %t124, %t3822
  %t3824 = mul i64 0, %t162
  %t3825 = add i64 %t3823, %t3824
  %t3826 = mul i64 1, %t181
  %t3827 = add i64 %t3825, %t3826
  %t3828 = getelementptr float, ptr %buf.w, i64 %t3827
  %t3829 = load float, ptr %t3828, align 4
  %t3830 = insertelement <16 x float> poison, float %t3829, i64 0
  %t3831 = shufflevector <16 x float> %t3830, <16 x float> poison, <16 x i32> zeroinitializer
  %t3832 = add i64 %t197, %t3821
  %t3833 = add i64 %t3832, %q2348
  %t3834 = getelementptr float, ptr %buf.x, i64 %t3833
  %t3835 = getelementptr float, ptr %t3834, i64 0
  %t3836 = load <16 x float>, ptr %t3835, align 4
  %t3837 = load <16 x float>, ptr %acc3762
  %t3838 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3831, <16 x float> %t3836, <16 x float> %t3837)
  store <16 x float> %t3838, ptr %acc3762
  %t3839 = add i64 %t208, %t3821
  %t3840 = add i64 %t3839, %q2348
  %t3841 = getelementptr float, ptr %buf.x, i64 %t3840
  %t3842 = getelementptr float, ptr %t3841, i64 0
  %t3843 = load <16 x float>, ptr %t3842, align 4
  %t3844 = load <16 x float>, ptr %acc3763
  %t3845 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3831, <16 x float> %t3843, <16 x float> %t3844)
  store <16 x float> %t3845, ptr %acc3763
  %t3846 = add i64 %t219, %t3821
  %t3847 = add i64 %t3846, %q2348
  %t3848 = getelementptr float, ptr %buf.x, i64 %t3847
  %t3849 = getelementptr float, ptr %t3848, i64 0
  %t3850 = load <16 x float>, ptr %t3849, align 4
  %t3851 = load <16 x float>, ptr %acc3764
  %t3852 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3831, <16 x float> %t3850, <16 x float> %t3851)
  store <16 x float> %t3852, ptr %acc3764
  %t3853 = add i64 %t230, %t3821
  %t3854 = add i64 %t3853, %q2348
  %t3855 = getelementptr float, ptr %buf.x, i64 %t3854
  %t3856 = getelementptr float, ptr %t3855, i64 0
  %t3857 = load <16 x float>, ptr %t3856, align 4
  %t3858 = load <16 x float>, ptr %acc3765
  %t3859 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3831, <16 x float> %t3857, <16 x float> %t3858)
  store <16 x float> %t3859, ptr %acc3765
  %t3860 = mul i64 %i3770, %t33
  %t3861 = add i64 0, %t3860
  %t3862 = mul i64 0, %t35
  %t3863 = add i64 %t3861, %t3862
  %t3864 = mul i64 2, %t37
  %t3865 = add i64 %t3863, %t3864
  %t3866 = mul i64 %i3770, %t143
  %t3867 = add i64 %t124, %t3866
  %t3868 = mul i64 0, %t162
  %t3869 = add i64 %t3867, %t3868
  %t3870 = mul i64 2, %t181
  %t3871 = add i64 %t3869, %t3870
  %t3872 = getelementptr float, ptr %buf.w, i64 %t3871
  %t3873 = load float, ptr %t3872, align 4
  %t3874 = insertelement <16 x float> poison, float %t3873, i64 0
  %t3875 = shufflevector <16 x float> %t3874, <16 x float> poison, <16 x i32> zeroinitializer
  %t3876 = add i64 %t197, %t3865
  %t3877 = add i64 %t3876, %q2348
  %t3878 = getelementptr float, ptr %buf.x, i64 %t3877
  %t3879 = getelementptr float, ptr %t3878, i64 0
  %t3880 = load <16 x float>, ptr %t3879, align 4
  %t3881 = load <16 x float>, ptr %acc3762
  %t3882 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3875, <16 x float> %t3880, <16 x float> %t3881)
  store <16 x float> %t3882, ptr %acc3762
  %t3883 = add i64 %t208, %t3865
  %t3884 = add i64 %t3883, %q2348
  %t3885 = getelementptr float, ptr %buf.x, i64 %t3884
  %t3886 = getelementptr float, ptr %t3885, i64 0
  %t3887 = load <16 x float>, ptr %t3886, align 4
  %t3888 = load <16 x float>, ptr %acc3763
  %t3889 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3875, <16 x float> %t3887, <16 x float> %t3888)
  store <16 x float> %t3889, ptr %acc3763
  %t3890 = add i64 %t219, %t3865
  %t3891 = add i64 %t3890, %q2348
  %t3892 = getelementptr float, ptr %buf.x, i64 %t3891
  %t3893 = getelementptr float, ptr %t3892, i64 0
  %t3894 = load <16 x float>, ptr %t3893, align 4
  %t3895 = load <16 x float>, ptr %acc3764
  %t3896 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3875, <16 x float> %t3894, <16 x float> %t3895)
  store <16 x float> %t3896, ptr %acc3764
  %t3897 = add i64 %t230, %t3865
  %t3898 = add i64 %t3897, %q2348
  %t3899 = getelementptr float, ptr %buf.x, i64 %t3898
  %t3900 = getelementptr float, ptr %t3899, i64 0
  %t3901 = load <16 x float>, ptr %t3900, align 4
  %t3902 = load <16 x float>, ptr %acc3765
  %t3903 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3875, <16 x float> %t3901, <16 x float> %t3902)
  store <16 x float> %t3903, ptr %acc3765
  %t3904 = mul i64 %i3770, %t33
  %t3905 = add i64 0, %t3904
  %t3906 = mul i64 0, %t35
  %t3907 = add i64 %t3905, %t3906
  %t3908 = mul i64 3, %t37
  %t3909 = add i64 %t3907, %t3908
  %t3910 = mul i64 %i3770, %t143
  %t3911 = add i64 %t124, %t3910
  %t3912 = mul i64 0, %t162
  %t3913 = add i64 %t3911, %t3912
  %t3914 = mul i64 3, %t181
  %t3915 = add i64 %t3913, %t3914
  %t3916 = getelementptr float, ptr %buf.w, i64 %t3915
  %t3917 = load float, ptr %t3916, align 4
  %t3918 = insertelement <16 x float> poison, float %t3917, i64 0
  %t3919 = shufflevector <16 x float> %t3918, <16 x float> poison, <16 x i32> zeroinitializer
  %t3920 = add i64 %t197, %t3909
  %t3921 = add i64 %t3920, %q2348
  %t3922 = getelementptr float, ptr %buf.x, i64 %t3921
  %t3923 = getelementptr float, ptr %t3922, i64 0
  %t3924 = load <16 x float>, ptr %t3923, align 4
  %t3925 = load <16 x float>, ptr %acc3762
  %t3926 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3919, <16 x float> %t3924, <16 x float> %t3925)
  store <16 x float> %t3926, ptr %acc3762
  %t3927 = add i64 %t208, %t3909
  %t3928 = add i64 %t3927, %q2348
  %t3929 = getelementptr float, ptr %buf.x, i64 %t3928
  %t3930 = getelementptr float, ptr %t3929, i64 0
  %t3931 = load <16 x float>, ptr %t3930, align 4
  %t3932 = load <16 x float>, ptr %acc3763
  %t3933 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3919, <16 x float> %t3931, <16 x float> %t3932)
  store <16 x float> %t3933, ptr %acc3763
  %t3934 = add i64 %t219, %t3909
  %t3935 = add i64 %t3934, %q2348
  %t3936 = getelementptr float, ptr %buf.x, i64 %t3935
  %t3937 = getelementptr float, ptr %t3936, i64 0
  %t3938 = load <16 x float>, ptr %t3937, align 4
  %t3939 = load <16 x float>, ptr %acc3764
  %t3940 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3919, <16 x float> %t3938, <16 x float> %t3939)
  store <16 x float> %t3940, ptr %acc3764
  %t3941 = add i64 %t230, %t3909
  %t3942 = add i64 %t3941, %q2348
  %t3943 = getelementptr float, ptr %buf.x, i64 %t3942
  %t3944 = getelementptr float, ptr %t3943, i64 0
  %t3945 = load <16 x float>, ptr %t3944, align 4
  %t3946 = load <16 x float>, ptr %acc3765
  %t3947 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3919, <16 x float> %t3945, <16 x float> %t3946)
  store <16 x float> %t3947, ptr %acc3765
  %t3948 = mul i64 %i3770, %t33
  %t3949 = add i64 0, %t3948
  %t3950 = mul i64 0, %t35
  %t3951 = add i64 %t3949, %t3950
  %t3952 = mul i64 4, %t37
  %t3953 = add i64 %t3951, %t3952
  %t3954 = mul i64 %i3770, %t143
  %t3955 = add i64 %t124, %t3954
  %t3956 = mul i64 0, %t162
  %t3957 = add i64 %t3955, %t3956
  %t3958 = mul i64 4, %t181
  %t3959 = add i64 %t3957, %t3958
  %t3960 = getelementptr float, ptr %buf.w, i64 %t3959
  %t3961 = load float, ptr %t3960, align 4
  %t3962 = insertelement <16 x float> poison, float %t3961, i64 0
  %t3963 = shufflevector <16 x float> %t3962, <16 x float> poison, <16 x i32> zeroinitializer
  %t3964 = add i64 %t197, %t3953
  %t3965 = add i64 %t3964, %q2348
  %t3966 = getelementptr float, ptr %buf.x, i64 %t3965
  %t3967 = getelementptr float, ptr %t3966, i64 0
  %t3968 = load <16 x float>, ptr %t3967, align 4
  %t3969 = load <16 x float>, ptr %acc3762
  %t3970 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3963, <16 x float> %t3968, <16 x float> %t3969)
  store <16 x float> %t3970, ptr %acc3762
  %t3971 = add i64 %t208, %t3953
  %t3972 = add i64 %t3971, %q2348
  %t3973 = getelementptr float, ptr %buf.x, i64 %t3972
  %t3974 = getelementptr float, ptr %t3973, i64 0
  %t3975 = load <16 x float>, ptr %t3974, align 4
  %t3976 = load <16 x float>, ptr %acc3763
  %t3977 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3963, <16 x float> %t3975, <16 x float> %t3976)
  store <16 x float> %t3977, ptr %acc3763
  %t3978 = add i64 %t219, %t3953
  %t3979 = add i64 %t3978, %q2348
  %t3980 = getelementptr float, ptr %buf.x, i64 %t3979
  %t3981 = getelementptr float, ptr %t3980, i64 0
  %t3982 = load <16 x float>, ptr %t3981, align 4
  %t3983 = load <16 x float>, ptr %acc3764
  %t3984 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3963, <16 x float> %t3982, <16 x float> %t3983)
  store <16 x float> %t3984, ptr %acc3764
  %t3985 = add i64 %t230, %t3953
  %t3986 = add i64 %t3985, %q2348
  %t3987 = getelementptr float, ptr %buf.x, i64 %t3986
  %t3988 = getelementptr float, ptr %t3987, i64 0
  %t3989 = load <16 x float>, ptr %t3988, align 4
  %t3990 = load <16 x float>, ptr %acc3765
  %t3991 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3963, <16 x float> %t3989, <16 x float> %t3990)
  store <16 x float> %t3991, ptr %acc3765
  %t3992 = mul i64 %i3770, %t33
  %t3993 = add i64 0, %t3992
  %t3994 = mul i64 1, %t35
  %t3995 = add i64 %t3993, %t3994
  %t3996 = mul i64 0, %t37
  %t3997 = add i64 %t3995, %t3996
  %t3998 = mul i64 %i3770, %t143
  %t3999 = add i64 %t124, %t3998
  %t4000 = mul i64 1, %t162
  %t4001 = add i64 %t3999, %t4000
  %t4002 = mul i64 0, %t181
  %t4003 = add i64 %t4001, %t4002
  %t4004 = getelementptr float, ptr %buf.w, i64 %t4003
  %t4005 = load float, ptr %t4004, align 4
  %t4006 = insertelement <16 x float> poison, float %t4005, i64 0
  %t4007 = shufflevector <16 x float> %t4006, <16 x float> poison, <16 x i32> zeroinitializer
  %t4008 = load <16 x float>, ptr %acc3762
  %t4009 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4007, <16 x float> %t3799, <16 x float> %t4008)
  store <16 x float> %t4009, ptr %acc3762
  %t4010 = load <16 x float>, ptr %acc3763
  %t4011 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4007, <16 x float> %t3806, <16 x float> %t4010)
  store <16 x float> %t4011, ptr %acc3763
  %t4012 = load <16 x float>, ptr %acc3764
  %t4013 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4007, <16 x float> %t3813, <16 x float> %t4012)
  store <16 x float> %t4013, ptr %acc3764
  %t4014 = add i64 %t230, %t3997
  %t4015 = add i64 %t4014, %q2348
  %t4016 = getelementptr float, ptr %buf.x, i64 %t4015
  %t4017 = getelementptr float, ptr %t4016, i64 0
  %t4018 = load <16 x float>, ptr %t4017, align 4
  %t4019 = load <16 x float>, ptr %acc3765
  %t4020 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4007, <16 x float> %t4018, <16 x float> %t4019)
  store <16 x float> %t4020, ptr %acc3765
  %t4021 = mul i64 %i3770, %t33
  %t4022 = add i64 0, %t4021
  %t4023 = mul i64 1, %t35
  %t4024 = add i64 %t4022, %t4023
  %t4025 = mul i64 1, %t37
  %t4026 = add i64 %t4024, %t4025
  %t4027 = mul i64 %i3770, %t143
  %t4028 = add i64 %t124, %t4027
  %t4029 = mul i64 1, %t162
  %t4030 = add i64 %t4028, %t4029
  %t4031 = mul i64 1, %t181
  %t4032 = add i64 %t4030, %t4031
  %t4033 = getelementptr float, ptr %buf.w, i64 %t4032
  %t4034 = load float, ptr %t4033, align 4
  %t4035 = insertelement <16 x float> poison, float %t4034, i64 0
  %t4036 = shufflevector <16 x float> %t4035, <16 x float> poison, <16 x i32> zeroinitializer
  %t4037 = load <16 x float>, ptr %acc3762
  %t4038 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4036, <16 x float> %t3843, <16 x float> %t4037)
  store <16 x float> %t4038, ptr %acc3762
  %t4039 = load <16 x float>, ptr %acc3763
  %t4040 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4036, <16 x float> %t3850, <16 x float> %t4039)
  store <16 x float> %t4040, ptr %acc3763
  %t4041 = load <16 x float>, ptr %acc3764
  %t4042 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4036, <16 x float> %t3857, <16 x float> %t4041)
  store <16 x float> %t4042, ptr %acc3764
  %t4043 = add i64 %t230, %t4026
  %t4044 = add i64 %t4043, %q2348
  %t4045 = getelementptr float, ptr %buf.x, i64 %t4044
  %t4046 = getelementptr float, ptr %t4045, i64 0
  %t4047 = load <16 x float>, ptr %t4046, align 4
  %t4048 = load <16 x float>, ptr %acc3765
  %t4049 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4036, <16 x float> %t4047, <16 x float> %t4048)
  store <16 x float> %t4049, ptr %acc3765
  %t4050 = mul i64 %i3770, %t33
  %t4051 = add i64 0, %t4050
  %t4052 = mul i64 1, %t35
  %t4053 = add i64 %t4051, %t4052
  %t4054 = mul i64 2, %t37
  %t4055 = add i64 %t4053, %t4054
  %t4056 = mul i64 %i3770, %t143
  %t4057 = add i64 %t124, %t4056
  %t4058 = mul i64 1, %t162
  %t4059 = add i64 %t4057, %t4058
  %t4060 = mul i64 2, %t181
  %t4061 = add i64 %t4059, %t4060
  %t4062 = getelementptr float, ptr %buf.w, i64 %t4061
  %t4063 = load float, ptr %t4062, align 4
  %t4064 = insertelement <16 x float> poison, float %t4063, i64 0
  %t4065 = shufflevector <16 x float> %t4064, <16 x float> poison, <16 x i32> zeroinitializer
  %t4066 = load <16 x float>, ptr %acc3762
  %t4067 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4065, <16 x float> %t3887, <16 x float> %t4066)
  store <16 x float> %t4067, ptr %acc3762
  %t4068 = load <16 x float>, ptr %acc3763
  %t4069 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4065, <16 x float> %t3894, <16 x float> %t4068)
  store <16 x float> %t4069, ptr %acc3763
  %t4070 = load <16 x float>, ptr %acc3764
  %t4071 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4065, <16 x float> %t3901, <16 x float> %t4070)
  store <16 x float> %t4071, ptr %acc3764
  %t4072 = add i64 %t230, %t4055
  %t4073 = add i64 %t4072, %q2348
  %t4074 = getelementptr float, ptr %buf.x, i64 %t4073
  %t4075 = getelementptr float, ptr %t4074, i64 0
  %t4076 = load <16 x float>, ptr %t4075, align 4
  %t4077 = load <16 x float>, ptr %acc3765
  %t4078 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4065, <16 x float> %t4076, <16 x float> %t4077)
  store <16 x float> %t4078, ptr %acc3765
  %t4079 = mul i64 %i3770, %t33
  %t4080 = add i64 0, %t4079
  %t4081 = mul i64 1, %t35
  %t4082 = add i64 %t4080, %t4081
  %t4083 = mul i64 3, %t37
  %t4084 = add i64 %t4082, %t4083
  %t4085 = mul i64 %i3770, %t143
  %t4086 = add i64 %t124, %t4085
  %t4087 = mul i64 1, %t162
  %t4088 = add i64 %t4086, %t4087
  %t4089 = mul i64 3, %t181
  %t4090 = add i64 %t4088, %t4089
  %t4091 = getelementptr float, ptr %buf.w, i64 %t4090
  %t4092 = load float, ptr %t4091, align 4
  %t4093 = insertelement <16 x float> poison, float %t4092, i64 0
  %t4094 = shufflevector <16 x float> %t4093, <16 x float> poison, <16 x i32> zeroinitializer
  %t4095 = load <16 x float>, ptr %acc3762
  %t4096 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4094, <16 x float> %t3931, <16 x float> %t4095)
  store <16 x float> %t4096, ptr %acc3762
  %t4097 = load <16 x float>, ptr %acc3763
  %t4098 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4094, <16 x float> %t3938, <16 x float> %t4097)
  store <16 x float> %t4098, ptr %acc3763
  %t4099 = load <16 x float>, ptr %acc3764
  %t4100 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4094, <16 x float> %t3945, <16 x float> %t4099)
  store <16 x float> %t4100, ptr %acc3764
  %t4101 = add i64 %t230, %t4084
  %t4102 = add i64 %t4101, %q2348
  %t4103 = getelementptr float, ptr %buf.x, i64 %t4102
  %t4104 = getelementptr float, ptr %t4103, i64 0
  %t4105 = load <16 x float>, ptr %t4104, align 4
  %t4106 = load <16 x float>, ptr %acc3765
  %t4107 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4094, <16 x float> %t4105, <16 x float> %t4106)
  store <16 x float> %t4107, ptr %acc3765
  %t4108 = mul i64 %i3770, %t33
  %t4109 = add i64 0, %t4108
  %t4110 = mul i64 1, %t35
  %t4111 = add i64 %t4109, %t4110
  %t4112 = mul i64 4, %t37
  %t4113 = add i64 %t4111, %t4112
  %t4114 = mul i64 %i3770, %t143
  %t4115 = add i64 %t124, %t4114
  %t4116 = mul i64 1, %t162
  %t4117 = add i64 %t4115, %t4116
  %t4118 = mul i64 4, %t181
  %t4119 = add i64 %t4117, %t4118
  %t4120 = getelementptr float, ptr %buf.w, i64 %t4119
  %t4121 = load float, ptr %t4120, align 4
  %t4122 = insertelement <16 x float> poison, float %t4121, i64 0
  %t4123 = shufflevector <16 x float> %t4122, <16 x float> poison, <16 x i32> zeroinitializer
  %t4124 = load <16 x float>, ptr %acc3762
  %t4125 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4123, <16 x float> %t3975, <16 x float> %t4124)
  store <16 x float> %t4125, ptr %acc3762
  %t4126 = load <16 x float>, ptr %acc3763
  %t4127 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4123, <16 x float> %t3982, <16 x float> %t4126)
  store <16 x float> %t4127, ptr %acc3763
  %t4128 = load <16 x float>, ptr %acc3764
  %t4129 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4123, <16 x float> %t3989, <16 x float> %t4128)
  store <16 x float> %t4129, ptr %acc3764
  %t4130 = add i64 %t230, %t4113
  %t4131 = add i64 %t4130, %q2348
  %t4132 = getelementptr float, ptr %buf.x, i64 %t4131
  %t4133 = getelementptr float, ptr %t4132, i64 0
  %t4134 = load <16 x float>, ptr %t4133, align 4
  %t4135 = load <16 x float>, ptr %acc3765
  %t4136 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4123, <16 x float> %t4134, <16 x float> %t4135)
  store <16 x float> %t4136, ptr %acc3765
  %t4137 = mul i64 %i3770, %t33
  %t4138 = add i64 0, %t4137
  %t4139 = mul i64 2, %t35
  %t4140 = add i64 %t4138, %t4139
  %t4141 = mul i64 0, %t37
  %t4142 = add i64 %t4140, %t4141
  %t4143 = mul i64 %i3770, %t143
  %t4144 = add i64 %t124, %t4143
  %t4145 = mul i64 2, %t162
  %t4146 = add i64 %t4144, %t4145
  %t4147 = mul i64 0, %t181
  %t4148 = add i64 %t4146, %t4147
  %t4149 = getelementptr float, ptr %buf.w, i64 %t4148
  %t4150 = load float, ptr %t4149, align 4
  %t4151 = insertelement <16 x float> poison, float %t4150, i64 0
  %t4152 = shufflevector <16 x float> %t4151, <16 x float> poison, <16 x i32> zeroinitializer
  %t4153 = load <16 x float>, ptr %acc3762
  %t4154 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4152, <16 x float> %t3806, <16 x float> %t4153)
  store <16 x float> %t4154, ptr %acc3762
  %t4155 = load <16 x float>, ptr %acc3763
  %t4156 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4152, <16 x float> %t3813, <16 x float> %t4155)
  store <16 x float> %t4156, ptr %acc3763
  %t4157 = load <16 x float>, ptr %acc3764
  %t4158 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4152, <16 x float> %t4018, <16 x float> %t4157)
  store <16 x float> %t4158, ptr %acc3764
  %t4159 = add i64 %t230, %t4142
  %t4160 = add i64 %t4159, %q2348
  %t4161 = getelementptr float, ptr %buf.x, i64 %t4160
  %t4162 = getelementptr float, ptr %t4161, i64 0
  %t4163 = load <16 x float>, ptr %t4162, align 4
  %t4164 = load <16 x float>, ptr %acc3765
  %t4165 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4152, <16 x float> %t4163, <16 x float> %t4164)
  store <16 x float> %t4165, ptr %acc3765
  %t4166 = mul i64 %i3770, %t33
  %t4167 = add i64 0, %t4166
  %t4168 = mul i64 2, %t35
  %t4169 = add i64 %t4167, %t4168
  %t4170 = mul i64 1, %t37
  %t4171 = add i64 %t4169, %t4170
  %t4172 = mul i64 %i3770, %t143
  %t4173 = add i64 %t124, %t4172
  %t4174 = mul i64 2, %t162
  %t4175 = add i64 %t4173, %t4174
  %t4176 = mul i64 1, %t181
  %t4177 = add i64 %t4175, %t4176
  %t4178 = getelementptr float, ptr %buf.w, i64 %t4177
  %t4179 = load float, ptr %t4178, align 4
  %t4180 = insertelement <16 x float> poison, float %t4179, i64 0
  %t4181 = shufflevector <16 x float> %t4180, <16 x float> poison, <16 x i32> zeroinitializer
  %t4182 = load <16 x float>, ptr %acc3762
  %t4183 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4181, <16 x float> %t3850, <16 x float> %t4182)
  store <16 x float> %t4183, ptr %acc3762
  %t4184 = load <16 x float>, ptr %acc3763
  %t4185 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4181, <16 x float> %t3857, <16 x float> %t4184)
  store <16 x float> %t4185, ptr %acc3763
  %t4186 = load <16 x float>, ptr %acc3764
  %t4187 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4181, <16 x float> %t4047, <16 x float> %t4186)
  store <16 x float> %t4187, ptr %acc3764
  %t4188 = add i64 %t230, %t4171
  %t4189 = add i64 %t4188, %q2348
  %t4190 = getelementptr float, ptr %buf.x, i64 %t4189
  %t4191 = getelementptr float, ptr %t4190, i64 0
  %t4192 = load <16 x float>, ptr %t4191, align 4
  %t4193 = load <16 x float>, ptr %acc3765
  %t4194 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4181, <16 x float> %t4192, <16 x float> %t4193)
  store <16 x float> %t4194, ptr %acc3765
  %t4195 = mul i64 %i3770, %t33
  %t4196 = add i64 0, %t4195
  %t4197 = mul i64 2, %t35
  %t4198 = add i64 %t4196, %t4197
  %t4199 = mul i64 2, %t37
  %t4200 = add i64 %t4198, %t4199
  %t4201 = mul i64 %i3770, %t143
  %t4202 = add i64 %t124, %t4201
  %t4203 = mul i64 2, %t162
  %t4204 = add i64 %t4202, %t4203
  %t4205 = mul i64 2, %t181
  %t4206 = add i64 %t4204, %t4205
  %t4207 = getelementptr float, ptr %buf.w, i64 %t4206
  %t4208 = load float, ptr %t4207, align 4
  %t4209 = insertelement <16 x float> poison, float %t4208, i64 0
  %t4210 = shufflevector <16 x float> %t4209, <16 x float> poison, <16 x i32> zeroinitializer
  %t4211 = load <16 x float>, ptr %acc3762
  %t4212 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4210, <16 x float> %t3894, <16 x float> %t4211)
  store <16 x float> %t4212, ptr %acc3762
  %t4213 = load <16 x float>, ptr %acc3763
  %t4214 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4210, <16 x float> %t3901, <16 x float> %t4213)
  store <16 x float> %t4214, ptr %acc3763
  %t4215 = load <16 x float>, ptr %acc3764
  %t4216 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4210, <16 x float> %t4076, <16 x float> %t4215)
  store <16 x float> %t4216, ptr %acc3764
  %t4217 = add i64 %t230, %t4200
  %t4218 = add i64 %t4217, %q2348
  %t4219 = getelementptr float, ptr %buf.x, i64 %t4218
  %t4220 = getelementptr float, ptr %t4219, i64 0
  %t4221 = load <16 x float>, ptr %t4220, align 4
  %t4222 = load <16 x float>, ptr %acc3765
  %t4223 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4210, <16 x float> %t4221, <16 x float> %t4222)
  store <16 x float> %t4223, ptr %acc3765
  %t4224 = mul i64 %i3770, %t33
  %t4225 = add i64 0, %t4224
  %t4226 = mul i64 2, %t35
  %t4227 = add i64 %t4225, %t4226
  %t4228 = mul i64 3, %t37
  %t4229 = add i64 %t4227, %t4228
  %t4230 = mul i64 %i3770, %t143
  %t4231 = add i64 %t124, %t4230
  %t4232 = mul i64 2, %t162
  %t4233 = add i64 %t4231, %t4232
  %t4234 = mul i64 3, %t181
  %t4235 = add i64 %t4233, %t4234
  %t4236 = getelementptr float, ptr %buf.w, i64 %t4235
  %t4237 = load float, ptr %t4236, align 4
  %t4238 = insertelement <16 x float> poison, float %t4237, i64 0
  %t4239 = shufflevector <16 x float> %t4238, <16 x float> poison, <16 x i32> zeroinitializer
  %t4240 = load <16 x float>, ptr %acc3762
  %t4241 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4239, <16 x float> %t3938, <16 x float> %t4240)
  store <16 x float> %t4241, ptr %acc3762
  %t4242 = load <16 x float>, ptr %acc3763
  %t4243 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4239, <16 x float> %t3945, <16 x float> %t4242)
  store <16 x float> %t4243, ptr %acc3763
  %t4244 = load <16 x float>, ptr %acc3764
  %t4245 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4239, <16 x float> %t4105, <16 x float> %t4244)
  store <16 x float> %t4245, ptr %acc3764
  %t4246 = add i64 %t230, %t4229
  %t4247 = add i64 %t4246, %q2348
  %t4248 = getelementptr float, ptr %buf.x, i64 %t4247
  %t4249 = getelementptr float, ptr %t4248, i64 0
  %t4250 = load <16 x float>, ptr %t4249, align 4
  %t4251 = load <16 x float>, ptr %acc3765
  %t4252 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4239, <16 x float> %t4250, <16 x float> %t4251)
  store <16 x float> %t4252, ptr %acc3765
  %t4253 = mul i64 %i3770, %t33
  %t4254 = add i64 0, %t4253
  %t4255 = mul i64 2, %t35
  %t4256 = add i64 %t4254, %t4255
  %t4257 = mul i64 4, %t37
  %t4258 = add i64 %t4256, %t4257
  %t4259 = mul i64 %i3770, %t143
  %t4260 = add i64 %t124, %t4259
  %t4261 = mul i64 2, %t162
  %t4262 = add i64 %t4260, %t4261
  %t4263 = mul i64 4, %t181
  %t4264 = add i64 %t4262, %t4263
  %t4265 = getelementptr float, ptr %buf.w, i64 %t4264
  %t4266 = load float, ptr %t4265, align 4
  %t4267 = insertelement <16 x float> poison, float %t4266, i64 0
  %t4268 = shufflevector <16 x float> %t4267, <16 x float> poison, <16 x i32> zeroinitializer
  %t4269 = load <16 x float>, ptr %acc3762
  %t4270 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4268, <16 x float> %t3982, <16 x float> %t4269)
  store <16 x float> %t4270, ptr %acc3762
  %t4271 = load <16 x float>, ptr %acc3763
  %t4272 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4268, <16 x float> %t3989, <16 x float> %t4271)
  store <16 x float> %t4272, ptr %acc3763
  %t4273 = load <16 x float>, ptr %acc3764
  %t4274 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4268, <16 x float> %t4134, <16 x float> %t4273)
  store <16 x float> %t4274, ptr %acc3764
  %t4275 = add i64 %t230, %t4258
  %t4276 = add i64 %t4275, %q2348
  %t4277 = getelementptr float, ptr %buf.x, i64 %t4276
  %t4278 = getelementptr float, ptr %t4277, i64 0
  %t4279 = load <16 x float>, ptr %t4278, align 4
  %t4280 = load <16 x float>, ptr %acc3765
  %t4281 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4268, <16 x float> %t4279, <16 x float> %t4280)
  store <16 x float> %t4281, ptr %acc3765
  %t4282 = mul i64 %i3770, %t33
  %t4283 = add i64 0, %t4282
  %t4284 = mul i64 3, %t35
  %t4285 = add i64 %t4283, %t4284
  %t4286 = mul i64 0, %t37
  %t4287 = add i64 %t4285, %t4286
  %t4288 = mul i64 %i3770, %t143
  %t4289 = add i64 %t124, %t4288
  %t4290 = mul i64 3, %t162
  %t4291 = add i64 %t4289, %t4290
  %t4292 = mul i64 0, %t181
  %t4293 = add i64 %t4291, %t4292
  %t4294 = getelementptr float, ptr %buf.w, i64 %t4293
  %t4295 = load float, ptr %t4294, align 4
  %t4296 = insertelement <16 x float> poison, float %t4295, i64 0
  %t4297 = shufflevector <16 x float> %t4296, <16 x float> poison, <16 x i32> zeroinitializer
  %t4298 = load <16 x float>, ptr %acc3762
  %t4299 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4297, <16 x float> %t3813, <16 x float> %t4298)
  store <16 x float> %t4299, ptr %acc3762
  %t4300 = load <16 x float>, ptr %acc3763
  %t4301 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4297, <16 x float> %t4018, <16 x float> %t4300)
  store <16 x float> %t4301, ptr %acc3763
  %t4302 = load <16 x float>, ptr %acc3764
  %t4303 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4297, <16 x float> %t4163, <16 x float> %t4302)
  store <16 x float> %t4303, ptr %acc3764
  %t4304 = add i64 %t230, %t4287
  %t4305 = add i64 %t4304, %q2348
  %t4306 = getelementptr float, ptr %buf.x, i64 %t4305
  %t4307 = getelementptr float, ptr %t4306, i64 0
  %t4308 = load <16 x float>, ptr %t4307, align 4
  %t4309 = load <16 x float>, ptr %acc3765
  %t4310 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4297, <16 x float> %t4308, <16 x float> %t4309)
  store <16 x float> %t4310, ptr %acc3765
  %t4311 = mul i64 %i3770, %t33
  %t4312 = add i64 0, %t4311
  %t4313 = mul i64 3, %t35
  %t4314 = add i64 %t4312, %t4313
  %t4315 = mul i64 1, %t37
  %t4316 = add i64 %t4314, %t4315
  %t4317 = mul i64 %i3770, %t143
  %t4318 = add i64 %t124, %t4317
  %t4319 = mul i64 3, %t162
  %t4320 = add i64 %t4318, %t4319
  %t4321 = mul i64 1, %t181
  %t4322 = add i64 %t4320, %t4321
  %t4323 = getelementptr float, ptr %buf.w, i64 %t4322
  %t4324 = load float, ptr %t4323, align 4
  %t4325 = insertelement <16 x float> poison, float %t4324, i64 0
  %t4326 = shufflevector <16 x float> %t4325, <16 x float> poison, <16 x i32> zeroinitializer
  %t4327 = load <16 x float>, ptr %acc3762
  %t4328 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4326, <16 x float> %t3857, <16 x float> %t4327)
  store <16 x float> %t4328, ptr %acc3762
  %t4329 = load <16 x float>, ptr %acc3763
  %t4330 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4326, <16 x float> %t4047, <16 x float> %t4329)
  store <16 x float> %t4330, ptr %acc3763
  %t4331 = load <16 x float>, ptr %acc3764
  %t4332 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4326, <16 x float> %t4192, <16 x float> %t4331)
  store <16 x float> %t4332, ptr %acc3764
  %t4333 = add i64 %t230, %t4316
  %t4334 = add i64 %t4333, %q2348
  %t4335 = getelementptr float, ptr %buf.x, i64 %t4334
  %t4336 = getelementptr float, ptr %t4335, i64 0
  %t4337 = load <16 x float>, ptr %t4336, align 4
  %t4338 = load <16 x float>, ptr %acc3765
  %t4339 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4326, <16 x float> %t4337, <16 x float> %t4338)
  store <16 x float> %t4339, ptr %acc3765
  %t4340 = mul i64 %i3770, %t33
  %t4341 = add i64 0, %t4340
  %t4342 = mul i64 3, %t35
  %t4343 = add i64 %t4341, %t4342
  %t4344 = mul i64 2, %t37
  %t4345 = add i64 %t4343, %t4344
  %t4346 = mul i64 %i3770, %t143
  %t4347 = add i64 %t124, %t4346
  %t4348 = mul i64 3, %t162
  %t4349 = add i64 %t4347, %t4348
  %t4350 = mul i64 2, %t181
  %t4351 = add i64 %t4349, %t4350
  %t4352 = getelementptr float, ptr %buf.w, i64 %t4351
  %t4353 = load float, ptr %t4352, align 4
  %t4354 = insertelement <16 x float> poison, float %t4353, i64 0
  %t4355 = shufflevector <16 x float> %t4354, <16 x float> poison, <16 x i32> zeroinitializer
  %t4356 = load <16 x float>, ptr %acc3762
  %t4357 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4355, <16 x float> %t3901, <16 x float> %t4356)
  store <16 x float> %t4357, ptr %acc3762
  %t4358 = load <16 x float>, ptr %acc3763
  %t4359 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4355, <16 x float> %t4076, <16 x float> %t4358)
  store <16 x float> %t4359, ptr %acc3763
  %t4360 = load <16 x float>, ptr %acc3764
  %t4361 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4355, <16 x float> %t4221, <16 x float> %t4360)
  store <16 x float> %t4361, ptr %acc3764
  %t4362 = add i64 %t230, %t4345
  %t4363 = add i64 %t4362, %q2348
  %t4364 = getelementptr float, ptr %buf.x, i64 %t4363
  %t4365 = getelementptr float, ptr %t4364, i64 0
  %t4366 = load <16 x float>, ptr %t4365, align 4
  %t4367 = load <16 x float>, ptr %acc3765
  %t4368 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4355, <16 x float> %t4366, <16 x float> %t4367)
  store <16 x float> %t4368, ptr %acc3765
  %t4369 = mul i64 %i3770, %t33
  %t4370 = add i64 0, %t4369
  %t4371 = mul i64 3, %t35
  %t4372 = add i64 %t4370, %t4371
  %t4373 = mul i64 3, %t37
  %t4374 = add i64 %t4372, %t4373
  %t4375 = mul i64 %i3770, %t143
  %t4376 = add i64 %t124, %t4375
  %t4377 = mul i64 3, %t162
  %t4378 = add i64 %t4376, %t4377
  %t4379 = mul i64 3, %t181
  %t4380 = add i64 %t4378, %t4379
  %t4381 = getelementptr float, ptr %buf.w, i64 %t4380
  %t4382 = load float, ptr %t4381, align 4
  %t4383 = insertelement <16 x float> poison, float %t4382, i64 0
  %t4384 = shufflevector <16 x float> %t4383, <16 x float> poison, <16 x i32> zeroinitializer
  %t4385 = load <16 x float>, ptr %acc3762
  %t4386 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4384, <16 x float> %t3945, <16 x float> %t4385)
  store <16 x float> %t4386, ptr %acc3762
  %t4387 = load <16 x float>, ptr %acc3763
  %t4388 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4384, <16 x float> %t4105, <16 x float> %t4387)
  store <16 x float> %t4388, ptr %acc3763
  %t4389 = load <16 x float>, ptr %acc3764
  %t4390 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4384, <16 x float> %t4250, <16 x float> %t4389)
  store <16 x float> %t4390, ptr %acc3764
  %t4391 = add i64 %t230, %t4374
  %t4392 = add i64 %t4391, %q2348
  %t4393 = getelementptr float, ptr %buf.x, i64 %t4392
  %t4394 = getelementptr float, ptr %t4393, i64 0
  %t4395 = load <16 x float>, ptr %t4394, align 4
  %t4396 = load <16 x float>, ptr %acc3765
  %t4397 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4384, <16 x float> %t4395, <16 x float> %t4396)
  store <16 x float> %t4397, ptr %acc3765
  %t4398 = mul i64 %i3770, %t33
  %t4399 = add i64 0, %t4398
  %t4400 = mul i64 3, %t35
  %t4401 = add i64 %t4399, %t4400
  %t4402 = mul i64 4, %t37
  %t4403 = add i64 %t4401, %t4402
  %t4404 = mul i64 %i3770, %t143
  %t4405 = add i64 %t124, %t4404
  %t4406 = mul i64 3, %t162
  %t4407 = add i64 %t4405, %t4406
  %t4408 = mul i64 4, %t181
  %t4409 = add i64 %t4407, %t4408
  %t4410 = getelementptr float, ptr %buf.w, i64 %t4409
  %t4411 = load float, ptr %t4410, align 4
  %t4412 = insertelement <16 x float> poison, float %t4411, i64 0
  %t4413 = shufflevector <16 x float> %t4412, <16 x float> poison, <16 x i32> zeroinitializer
  %t4414 = load <16 x float>, ptr %acc3762
  %t4415 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4413, <16 x float> %t3989, <16 x float> %t4414)
  store <16 x float> %t4415, ptr %acc3762
  %t4416 = load <16 x float>, ptr %acc3763
  %t4417 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4413, <16 x float> %t4134, <16 x float> %t4416)
  store <16 x float> %t4417, ptr %acc3763
  %t4418 = load <16 x float>, ptr %acc3764
  %t4419 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4413, <16 x float> %t4279, <16 x float> %t4418)
  store <16 x float> %t4419, ptr %acc3764
  %t4420 = add i64 %t230, %t4403
  %t4421 = add i64 %t4420, %q2348
  %t4422 = getelementptr float, ptr %buf.x, i64 %t4421
  %t4423 = getelementptr float, ptr %t4422, i64 0
  %t4424 = load <16 x float>, ptr %t4423, align 4
  %t4425 = load <16 x float>, ptr %acc3765
  %t4426 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4413, <16 x float> %t4424, <16 x float> %t4425)
  store <16 x float> %t4426, ptr %acc3765
  %t4427 = mul i64 %i3770, %t33
  %t4428 = add i64 0, %t4427
  %t4429 = mul i64 4, %t35
  %t4430 = add i64 %t4428, %t4429
  %t4431 = mul i64 0, %t37
  %t4432 = add i64 %t4430, %t4431
  %t4433 = mul i64 %i3770, %t143
  %t4434 = add i64 %t124, %t4433
  %t4435 = mul i64 4, %t162
  %t4436 = add i64 %t4434, %t4435
  %t4437 = mul i64 0, %t181
  %t4438 = add i64 %t4436, %t4437
  %t4439 = getelementptr float, ptr %buf.w, i64 %t4438
  %t4440 = load float, ptr %t4439, align 4
  %t4441 = insertelement <16 x float> poison, float %t4440, i64 0
  %t4442 = shufflevector <16 x float> %t4441, <16 x float> poison, <16 x i32> zeroinitializer
  %t4443 = load <16 x float>, ptr %acc3762
  %t4444 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4442, <16 x float> %t4018, <16 x float> %t4443)
  store <16 x float> %t4444, ptr %acc3762
  %t4445 = load <16 x float>, ptr %acc3763
  %t4446 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4442, <16 x float> %t4163, <16 x float> %t4445)
  store <16 x float> %t4446, ptr %acc3763
  %t4447 = load <16 x float>, ptr %acc3764
  %t4448 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4442, <16 x float> %t4308, <16 x float> %t4447)
  store <16 x float> %t4448, ptr %acc3764
  %t4449 = add i64 %t230, %t4432
  %t4450 = add i64 %t4449, %q2348
  %t4451 = getelementptr float, ptr %buf.x, i64 %t4450
  %t4452 = getelementptr float, ptr %t4451, i64 0
  %t4453 = load <16 x float>, ptr %t4452, align 4
  %t4454 = load <16 x float>, ptr %acc3765
  %t4455 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4442, <16 x float> %t4453, <16 x float> %t4454)
  store <16 x float> %t4455, ptr %acc3765
  %t4456 = mul i64 %i3770, %t33
  %t4457 = add i64 0, %t4456
  %t4458 = mul i64 4, %t35
  %t4459 = add i64 %t4457, %t4458
  %t4460 = mul i64 1, %t37
  %t4461 = add i64 %t4459, %t4460
  %t4462 = mul i64 %i3770, %t143
  %t4463 = add i64 %t124, %t4462
  %t4464 = mul i64 4, %t162
  %t4465 = add i64 %t4463, %t4464
  %t4466 = mul i64 1, %t181
  %t4467 = add i64 %t4465, %t4466
  %t4468 = getelementptr float, ptr %buf.w, i64 %t4467
  %t4469 = load float, ptr %t4468, align 4
  %t4470 = insertelement <16 x float> poison, float %t4469, i64 0
  %t4471 = shufflevector <16 x float> %t4470, <16 x float> poison, <16 x i32> zeroinitializer
  %t4472 = load <16 x float>, ptr %acc3762
  %t4473 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4471, <16 x float> %t4047, <16 x float> %t4472)
  store <16 x float> %t4473, ptr %acc3762
  %t4474 = load <16 x float>, ptr %acc3763
  %t4475 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4471, <16 x float> %t4192, <16 x float> %t4474)
  store <16 x float> %t4475, ptr %acc3763
  %t4476 = load <16 x float>, ptr %acc3764
  %t4477 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4471, <16 x float> %t4337, <16 x float> %t4476)
  store <16 x float> %t4477, ptr %acc3764
  %t4478 = add i64 %t230, %t4461
  %t4479 = add i64 %t4478, %q2348
  %t4480 = getelementptr float, ptr %buf.x, i64 %t4479
  %t4481 = getelementptr float, ptr %t4480, i64 0
  %t4482 = load <16 x float>, ptr %t4481, align 4
  %t4483 = load <16 x float>, ptr %acc3765
  %t4484 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4471, <16 x float> %t4482, <16 x float> %t4483)
  store <16 x float> %t4484, ptr %acc3765
  %t4485 = mul i64 %i3770, %t33
  %t4486 = add i64 0, %t4485
  %t4487 = mul i64 4, %t35
  %t4488 = add i64 %t4486, %t4487
  %t4489 = mul i64 2, %t37
  %t4490 = add i64 %t4488, %t4489
  %t4491 = mul i64 %i3770, %t143
  %t4492 = add i64 %t124, %t4491
  %t4493 = mul i64 4, %t162
  %t4494 = add i64 %t4492, %t4493
  %t4495 = mul i64 2, %t181
  %t4496 = add i64 %t4494, %t4495
  %t4497 = getelementptr float, ptr %buf.w, i64 %t4496
  %t4498 = load float, ptr %t4497, align 4
  %t4499 = insertelement <16 x float> poison, float %t4498, i64 0
  %t4500 = shufflevector <16 x float> %t4499, <16 x float> poison, <16 x i32> zeroinitializer
  %t4501 = load <16 x float>, ptr %acc3762
  %t4502 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4500, <16 x float> %t4076, <16 x float> %t4501)
  store <16 x float> %t4502, ptr %acc3762
  %t4503 = load <16 x float>, ptr %acc3763
  %t4504 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4500, <16 x float> %t4221, <16 x float> %t4503)
  store <16 x float> %t4504, ptr %acc3763
  %t4505 = load <16 x float>, ptr %acc3764
  %t4506 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4500, <16 x float> %t4366, <16 x float> %t4505)
  store <16 x float> %t4506, ptr %acc3764
  %t4507 = add i64 %t230, %t4490
  %t4508 = add i64 %t4507, %q2348
  %t4509 = getelementptr float, ptr %buf.x, i64 %t4508
  %t4510 = getelementptr float, ptr %t4509, i64 0
  %t4511 = load <16 x float>, ptr %t4510, align 4
  %t4512 = load <16 x float>, ptr %acc3765
  %t4513 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4500, <16 x float> %t4511, <16 x float> %t4512)
  store <16 x float> %t4513, ptr %acc3765
  %t4514 = mul i64 %i3770, %t33
  %t4515 = add i64 0, %t4514
  %t4516 = mul i64 4, %t35
  %t4517 = add i64 %t4515, %t4516
  %t4518 = mul i64 3, %t37
  %t4519 = add i64 %t4517, %t4518
  %t4520 = mul i64 %i3770, %t143
  %t4521 = add i64 %t124, %t4520
  %t4522 = mul i64 4, %t162
  %t4523 = add i64 %t4521, %t4522
  %t4524 = mul i64 3, %t181
  %t4525 = add i64 %t4523, %t4524
  %t4526 = getelementptr float, ptr %buf.w, i64 %t4525
  %t4527 = load float, ptr %t4526, align 4
  %t4528 = insertelement <16 x float> poison, float %t4527, i64 0
  %t4529 = shufflevector <16 x float> %t4528, <16 x float> poison, <16 x i32> zeroinitializer
  %t4530 = load <16 x float>, ptr %acc3762
  %t4531 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4529, <16 x float> %t4105, <16 x float> %t4530)
  store <16 x float> %t4531, ptr %acc3762
  %t4532 = load <16 x float>, ptr %acc3763
  %t4533 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4529, <16 x float> %t4250, <16 x float> %t4532)
  store <16 x float> %t4533, ptr %acc3763
  %t4534 = load <16 x float>, ptr %acc3764
  %t4535 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4529, <16 x float> %t4395, <16 x float> %t4534)
  store <16 x float> %t4535, ptr %acc3764
  %t4536 = add i64 %t230, %t4519
  %t4537 = add i64 %t4536, %q2348
  %t4538 = getelementptr float, ptr %buf.x, i64 %t4537
  %t4539 = getelementptr float, ptr %t4538, i64 0
  %t4540 = load <16 x float>, ptr %t4539, align 4
  %t4541 = load <16 x float>, ptr %acc3765
  %t4542 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4529, <16 x float> %t4540, <16 x float> %t4541)
  store <16 x float> %t4542, ptr %acc3765
  %t4543 = mul i64 %i3770, %t33
  %t4544 = add i64 0, %t4543
  %t4545 = mul i64 4, %t35
  %t4546 = add i64 %t4544, %t4545
  %t4547 = mul i64 4, %t37
  %t4548 = add i64 %t4546, %t4547
  %t4549 = mul i64 %i3770, %t143
  %t4550 = add i64 %t124, %t4549
  %t4551 = mul i64 4, %t162
  %t4552 = add i64 %t4550, %t4551
  %t4553 = mul i64 4, %t181
  %t4554 = add i64 %t4552, %t4553
  %t4555 = getelementptr float, ptr %buf.w, i64 %t4554
  %t4556 = load float, ptr %t4555, align 4
  %t4557 = insertelement <16 x float> poison, float %t4556, i64 0
  %t4558 = shufflevector <16 x float> %t4557, <16 x float> poison, <16 x i32> zeroinitializer
  %t4559 = load <16 x float>, ptr %acc3762
  %t4560 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4558, <16 x float> %t4134, <16 x float> %t4559)
  store <16 x float> %t4560, ptr %acc3762
  %t4561 = load <16 x float>, ptr %acc3763
  %t4562 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4558, <16 x float> %t4279, <16 x float> %t4561)
  store <16 x float> %t4562, ptr %acc3763
  %t4563 = load <16 x float>, ptr %acc3764
  %t4564 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4558, <16 x float> %t4424, <16 x float> %t4563)
  store <16 x float> %t4564, ptr %acc3764
  %t4565 = add i64 %t230, %t4548
  %t4566 = add i64 %t4565, %q2348
  %t4567 = getelementptr float, ptr %buf.x, i64 %t4566
  %t4568 = getelementptr float, ptr %t4567, i64 0
  %t4569 = load <16 x float>, ptr %t4568, align 4
  %t4570 = load <16 x float>, ptr %acc3765
  %t4571 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4558, <16 x float> %t4569, <16 x float> %t4570)
  store <16 x float> %t4571, ptr %acc3765
  %t4572 = add nsw i64 %i3770, 1
  store i64 %t4572, ptr %c3766
  br label %head3767
done3769:
  %t4573 = add i64 %q2348, 0
  %t4574 = load <16 x float>, ptr %acc3762
  %p4575 = getelementptr float, ptr %buf.b, i64 %t65
  %ld4576 = load float, ptr %p4575, align 4
  %ins4577 = insertelement <16 x float> poison, float %ld4576, i64 0
  %splat4578 = shufflevector <16 x float> %ins4577, <16 x float> poison, <16 x i32> zeroinitializer
  %v4579 = fadd contract <16 x float> %splat4578, %t4574
  %v4580 = mul i64 %t67, %size.K
  %v4581 = add i64 %v4580, %t65
  %v4582 = add i64 %size.H, 1
  %v4583 = add i64 %v4582, 1
  %v4584 = sub i64 %size.R, 1
  %v4585 = sub i64 %v4583, %v4584
  %v4586 = sub i64 %v4585, 1
  %v4587 = add i64 %v4586, 1
  %v4588 = mul i64 %v4581, %v4587
  %v4589 = add i64 %v4588, %p186
  %v4590 = add i64 %size.W, 1
  %v4591 = add i64 %v4590, 1
  %v4592 = sub i64 %size.S, 1
  %v4593 = sub i64 %v4591, %v4592
  %v4594 = sub i64 %v4593, 1
  %v4595 = add i64 %v4594, 1
  %v4596 = mul i64 %v4589, %v4595
  %v4597 = add i64 %v4596, %t4573
  %p4598 = getelementptr float, ptr %buf.y, i64 %v4597
  store <16 x float> %v4579, ptr %p4598, align 4
  %t4599 = add i64 %q2348, 0
  %t4600 = load <16 x float>, ptr %acc3763
  %p4601 = getelementptr float, ptr %buf.b, i64 %t65
  %ld4602 = load float, ptr %p4601, align 4
  %ins4603 = insertelement <16 x float> poison, float %ld4602, i64 0
  %splat4604 = shufflevector <16 x float> %ins4603, <16 x float> poison, <16 x i32> zeroinitializer
  %v4605 = fadd contract <16 x float> %splat4604, %t4600
  %v4606 = mul i64 %t67, %size.K
  %v4607 = add i64 %v4606, %t65
  %v4608 = add i64 %size.H, 1
  %v4609 = add i64 %v4608, 1
  %v4610 = sub i64 %size.R, 1
  %v4611 = sub i64 %v4609, %v4610
  %v4612 = sub i64 %v4611, 1
  %v4613 = add i64 %v4612, 1
  %v4614 = mul i64 %v4607, %v4613
  %v4615 = add i64 %v4614, %t198
  %v4616 = add i64 %size.W, 1
  %v4617 = add i64 %v4616, 1
  %v4618 = sub i64 %size.S, 1
  %v4619 = sub i64 %v4617, %v4618
  %v4620 = sub i64 %v4619, 1
  %v4621 = add i64 %v4620, 1
  %v4622 = mul i64 %v4615, %v4621
  %v4623 = add i64 %v4622, %t4599
  %p4624 = getelementptr float, ptr %buf.y, i64 %v4623
  store <16 x float> %v4605, ptr %p4624, align 4
  %t4625 = add i64 %q2348, 0
  %t4626 = load <16 x float>, ptr %acc3764
  %p4627 = getelementptr float, ptr %buf.b, i64 %t65
  %ld4628 = load float, ptr %p4627, align 4
  %ins4629 = insertelement <16 x float> poison, float %ld4628, i64 0
  %splat4630 = shufflevector <16 x float> %ins4629, <16 x float> poison, <16 x i32> zeroinitializer
  %v4631 = fadd contract <16 x float> %splat4630, %t4626
  %v4632 = mul i64 %t67, %size.K
  %v4633 = add i64 %v4632, %t65
  %v4634 = add i64 %size.H, 1
  %v4635 = add i64 %v4634, 1
  %v4636 = sub i64 %size.R, 1
  %v4637 = sub i64 %v4635, %v4636
  %v4638 = sub i64 %v4637, 1
  %v4639 = add i64 %v4638, 1
  %v4640 = mul i64 %v4633, %v4639
  %v4641 = add i64 %v4640, %t209
  %v4642 = add i64 %size.W, 1
  %v4643 = add i64 %v4642, 1
  %v4644 = sub i64 %size.S, 1
  %v4645 = sub i64 %v4643, %v4644
  %v4646 = sub i64 %v4645, 1
  %v4647 = add i64 %v4646, 1
  %v4648 = mul i64 %v4641, %v4647
  %v4649 = add i64 %v4648, %t4625
  %p4650 = getelementptr float, ptr %buf.y, i64 %v4649
  store <16 x float> %v4631, ptr %p4650, align 4
  %t4651 = add i64 %q2348, 0
  %t4652 = load <16 x float>, ptr %acc3765
  %p4653 = getelementptr float, ptr %buf.b, i64 %t65
  %ld4654 = load float, ptr %p4653, align 4
  %ins4655 = insertelement <16 x float> poison, float %ld4654, i64 0
  %splat4656 = shufflevector <16 x float> %ins4655, <16 x float> poison, <16 x i32> zeroinitializer
  %v4657 = fadd contract <16 x float> %splat4656, %t4652
  %v4658 = mul i64 %t67, %size.K
  %v4659 = add i64 %v4658, %t65
  %v4660 = add i64 %size.H, 1
  %v4661 = add i64 %v4660, 1
  %v4662 = sub i64 %size.R, 1
  %v4663 = sub i64 %v4661, %v4662
  %v4664 = sub i64 %v4663, 1
  %v4665 = add i64 %v4664, 1
  %v4666 = mul i64 %v4659, %v4665
  %v4667 = add i64 %v4666, %t220
  %v4668 = add i64 %size.W, 1
  %v4669 = add i64 %v4668, 1
  %v4670 = sub i64 %size.S, 1
  %v4671 = sub i64 %v4669, %v4670
  %v4672 = sub i64 %v4671, 1
  %v4673 = add i64 %v4672, 1
  %v4674 = mul i64 %v4667, %v4673
  %v4675 = add i64 %v4674, %t4651
  %p4676 = getelementptr float, ptr %buf.y, i64 %v4675
  store <16 x float> %v4657, ptr %p4676, align 4
  %t4677 = add i64 %q2348, 16
  store i64 %t4677, ptr %c2344
  br label %qhead2345
not13709:
  store <16 x float> zeroinitializer, ptr %acc4678
  store <16 x float> zeroinitializer, ptr %acc4679
  store <16 x float> zeroinitializer, ptr %acc4680
  store <16 x float> zeroinitializer, ptr %acc4681
  %t4682 = sub i64 %t21, %q2348
  %t4683 = icmp slt i64 %t4682, 16
  %t4684 = select i1 %t4683, i64 %t4682, i64 16
  %t4685 = trunc i64 %t4684 to i32
  %t4686 = insertelement <16 x i32> poison, i32 %t4685, i64 0
  %t4687 = shufflevector <16 x i32> %t4686, <16 x i32> poison, <16 x i32> zeroinitializer
  %t4688 = icmp slt <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t4687
  %t4689 = mul i64 1, %q2348
  %t4690 = add i64 -1, %t4689
  %t4691 = mul i64 1, %q2348
  %t4692 = add i64 -1, %t4691
  %t4693 = mul i64 1, %q2348
  %t4694 = add i64 -1, %t4693
  %t4695 = mul i64 1, %q2348
  %t4696 = add i64 -1, %t4695
  store i64 0, ptr %c4697
  br label %head4698
head4698:
  %i4701 = load i64, ptr %c4697
  %t4702 = icmp slt i64 %i4701, %t15
  br i1 %t4702, label %body4699, label %done4700
body4699:
  %t4703 = mul i64 %i4701, %t33
  %t4704 = add i64 0, %t4703
  %t4705 = mul i64 0, %t35
  %t4706 = add i64 %t4704, %t4705
  %t4707 = mul i64 0, %t37
  %t4708 = add i64 %t4706, %t4707
  %t4709 = mul i64 %i4701, %t143
  %t4710 = add i64 %t124, %t4709
  %t4711 = mul i64 0, %t162
  %t4712 = add i64 %t4710, %t4711
  %t4713 = mul i64 0, %t181
  %t4714 = add i64 %t4712, %t4713
  %t4715 = getelementptr float, ptr %buf.w, i64 %t4714
  %t4716 = load float, ptr %t4715, align 4
  %t4717 = insertelement <16 x float> poison, float %t4716, i64 0
  %t4718 = shufflevector <16 x float> %t4717, <16 x float> poison, <16 x i32> zeroinitializer
  %t4719 = mul i64 1, 0
  %t4720 = add i64 %t4690, %t4719
  %t4721 = sub i64 0, %t4720
  %t4722 = sub i64 %size.W, 1
  %t4723 = sub i64 %t4722, %t4720
  %t4724 = add i64 %t4723, 1
  %t4725 = icmp sgt i64 0, %t4721
  %t4726 = select i1 %t4725, i64 0, i64 %t4721
  %t4727 = icmp slt i64 %t4684, %t4724
  %t4728 = select i1 %t4727, i64 %t4684, i64 %t4724
  %t4729 = icmp slt i64 %t4726, 16
  %t4730 = select i1 %t4729, i64 %t4726, i64 16
  %t4731 = sub i64 %t4728, %t4730
  %t4732 = icmp sgt i64 %t4731, 0
  %t4733 = select i1 %t4732, i64 %t4731, i64 0
  %t4734 = trunc i64 %t4730 to i32
  %t4735 = insertelement <16 x i32> poison, i32 %t4734, i64 0
  %t4736 = shufflevector <16 x i32> %t4735, <16 x i32> poison, <16 x i32> zeroinitializer
  %t4737 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t4736
  %t4738 = trunc i64 %t4733 to i32
  %t4739 = insertelement <16 x i32> poison, i32 %t4738, i64 0
  %t4740 = shufflevector <16 x i32> %t4739, <16 x i32> poison, <16 x i32> zeroinitializer
  %t4741 = icmp ult <16 x i32> %t4737, %t4740
  %t4742 = add i64 %t197, %t4708
  %t4743 = add i64 %t4742, %q2348
  %t4744 = getelementptr float, ptr %buf.x, i64 %t4743
  %t4745 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4744, <16 x i1> %t4741, <16 x float> zeroinitializer)
  %t4746 = load <16 x float>, ptr %acc4678
  %t4747 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4718, <16 x float> %t4745, <16 x float> %t4746)
  %t4748 = select <16 x i1> %t4741, <16 x float> %t4747, <16 x float> %t4746
  store <16 x float> %t4748, ptr %acc4678
  %t4749 = mul i64 1, 0
  %t4750 = add i64 %t4692, %t4749
  %t4751 = sub i64 0, %t4750
  %t4752 = sub i64 %size.W, 1
  %t4753 = sub i64 %t4752, %t4750
  %t4754 = add i64 %t4753, 1
  %t4755 = icmp sgt i64 0, %t4751
  %t4756 = select i1 %t4755, i64 0, i64 %t4751
  %t4757 = icmp slt i64 %t4684, %t4754
  %t4758 = select i1 %t4757, i64 %t4684, i64 %t4754
  %t4759 = icmp slt i64 %t4756, 16
  %t4760 = select i1 %t4759, i64 %t4756, i64 16
  %t4761 = sub i64 %t4758, %t4760
  %t4762 = icmp sgt i64 %t4761, 0
  %t4763 = select i1 %t4762, i64 %t4761, i64 0
  %t4764 = trunc i64 %t4760 to i32
  %t4765 = insertelement <16 x i32> poison, i32 %t4764, i64 0
  %t4766 = shufflevector <16 x i32> %t4765, <16 x i32> poison, <16 x i32> zeroinitializer
  %t4767 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t4766
  %t4768 = trunc i64 %t4763 to i32
  %t4769 = insertelement <16 x i32> poison, i32 %t4768, i64 0
  %t4770 = shufflevector <16 x i32> %t4769, <16 x i32> poison, <16 x i32> zeroinitializer
  %t4771 = icmp ult <16 x i32> %t4767, %t4770
  %t4772 = add i64 %t208, %t4708
  %t4773 = add i64 %t4772, %q2348
  %t4774 = getelementptr float, ptr %buf.x, i64 %t4773
  %t4775 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4774, <16 x i1> %t4771, <16 x float> zeroinitializer)
  %t4776 = load <16 x float>, ptr %acc4679
  %t4777 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4718, <16 x float> %t4775, <16 x float> %t4776)
  %t4778 = select <16 x i1> %t4771, <16 x float> %t4777, <16 x float> %t4776
  store <16 x float> %t4778, ptr %acc4679
  %t4779 = mul i64 1, 0
  %t4780 = add i64 %t4694, %t4779
  %t4781 = sub i64 0, %t4780
  %t4782 = sub i64 %size.W, 1
  %t4783 = sub i64 %t4782, %t4780
  %t4784 = add i64 %t4783, 1
  %t4785 = icmp sgt i64 0, %t4781
  %t4786 = select i1 %t4785, i64 0, i64 %t4781
  %t4787 = icmp slt i64 %t4684, %t4784
  %t4788 = select i1 %t4787, i64 %t4684, i64 %t4784
  %t4789 = icmp slt i64 %t4786, 16
  %t4790 = select i1 %t4789, i64 %t4786, i64 16
  %t4791 = sub i64 %t4788, %t4790
  %t4792 = icmp sgt i64 %t4791, 0
  %t4793 = select i1 %t4792, i64 %t4791, i64 0
  %t4794 = trunc i64 %t4790 to i32
  %t4795 = insertelement <16 x i32> poison, i32 %t4794, i64 0
  %t4796 = shufflevector <16 x i32> %t4795, <16 x i32> poison, <16 x i32> zeroinitializer
  %t4797 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t4796
  %t4798 = trunc i64 %t4793 to i32
  %t4799 = insertelement <16 x i32> poison, i32 %t4798, i64 0
  %t4800 = shufflevector <16 x i32> %t4799, <16 x i32> poison, <16 x i32> zeroinitializer
  %t4801 = icmp ult <16 x i32> %t4797, %t4800
  %t4802 = add i64 %t219, %t4708
  %t4803 = add i64 %t4802, %q2348
  %t4804 = getelementptr float, ptr %buf.x, i64 %t4803
  %t4805 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4804, <16 x i1> %t4801, <16 x float> zeroinitializer)
  %t4806 = load <16 x float>, ptr %acc4680
  %t4807 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4718, <16 x float> %t4805, <16 x float> %t4806)
  %t4808 = select <16 x i1> %t4801, <16 x float> %t4807, <16 x float> %t4806
  store <16 x float> %t4808, ptr %acc4680
  %t4809 = mul i64 1, 0
  %t4810 = add i64 %t4696, %t4809
  %t4811 = sub i64 0, %t4810
  %t4812 = sub i64 %size.W, 1
  %t4813 = sub i64 %t4812, %t4810
  %t4814 = add i64 %t4813, 1
  %t4815 = icmp sgt i64 0, %t4811
  %t4816 = select i1 %t4815, i64 0, i64 %t4811
  %t4817 = icmp slt i64 %t4684, %t4814
  %t4818 = select i1 %t4817, i64 %t4684, i64 %t4814
  %t4819 = icmp slt i64 %t4816, 16
  %t4820 = select i1 %t4819, i64 %t4816, i64 16
  %t4821 = sub i64 %t4818, %t4820
  %t4822 = icmp sgt i64 %t4821, 0
  %t4823 = select i1 %t4822, i64 %t4821, i64 0
  %t4824 = trunc i64 %t4820 to i32
  %t4825 = insertelement <16 x i32> poison, i32 %t4824, i64 0
  %t4826 = shufflevector <16 x i32> %t4825, <16 x i32> poison, <16 x i32> zeroinitializer
  %t4827 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t4826
  %t4828 = trunc i64 %t4823 to i32
  %t4829 = insertelement <16 x i32> poison, i32 %t4828, i64 0
  %t4830 = shufflevector <16 x i32> %t4829, <16 x i32> poison, <16 x i32> zeroinitializer
  %t4831 = icmp ult <16 x i32> %t4827, %t4830
  %t4832 = add i64 %t230, %t4708
  %t4833 = add i64 %t4832, %q2348
  %t4834 = getelementptr float, ptr %buf.x, i64 %t4833
  %t4835 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4834, <16 x i1> %t4831, <16 x float> zeroinitializer)
  %t4836 = load <16 x float>, ptr %acc4681
  %t4837 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4718, <16 x float> %t4835, <16 x float> %t4836)
  %t4838 = select <16 x i1> %t4831, <16 x float> %t4837, <16 x float> %t4836
  store <16 x float> %t4838, ptr %acc4681
  %t4839 = mul i64 %i4701, %t33
  %t4840 = add i64 0, %t4839
  %t4841 = mul i64 0, %t35
  %t4842 = add i64 %t4840, %t4841
  %t4843 = mul i64 1, %t37
  %t4844 = add i64 %t4842, %t4843
  %t4845 = mul i64 %i4701, %t143
  %t4846 = add i64 %t124, %t4845
  %t4847 = mul i64 0, %t162
  %t4848 = add i64 %t4846, %t4847
  %t4849 = mul i64 1, %t181
  %t4850 = add i64 %t4848, %t4849
  %t4851 = getelementptr float, ptr %buf.w, i64 %t4850
  %t4852 = load float, ptr %t4851, align 4
  %t4853 = insertelement <16 x float> poison, float %t4852, i64 0
  %t4854 = shufflevector <16 x float> %t4853, <16 x float> poison, <16 x i32> zeroinitializer
  %t4855 = mul i64 1, 1
  %t4856 = add i64 %t4690, %t4855
  %t4857 = sub i64 0, %t4856
  %t4858 = sub i64 %size.W, 1
  %t4859 = sub i64 %t4858, %t4856
  %t4860 = add i64 %t4859, 1
  %t4861 = icmp sgt i64 0, %t4857
  %t4862 = select i1 %t4861, i64 0, i64 %t4857
  %t4863 = icmp slt i64 %t4684, %t4860
  %t4864 = select i1 %t4863, i64 %t4684, i64 %t4860
  %t4865 = icmp slt i64 %t4862, 16
  %t4866 = select i1 %t4865, i64 %t4862, i64 16
  %t4867 = sub i64 %t4864, %t4866
  %t4868 = icmp sgt i64 %t4867, 0
  %t4869 = select i1 %t4868, i64 %t4867, i64 0
  %t4870 = trunc i64 %t4866 to i32
  %t4871 = insertelement <16 x i32> poison, i32 %t4870, i64 0
  %t4872 = shufflevector <16 x i32> %t4871, <16 x i32> poison, <16 x i32> zeroinitializer
  %t4873 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t4872
  %t4874 = trunc i64 %t4869 to i32
  %t4875 = insertelement <16 x i32> poison, i32 %t4874, i64 0
  %t4876 = shufflevector <16 x i32> %t4875, <16 x i32> poison, <16 x i32> zeroinitializer
  %t4877 = icmp ult <16 x i32> %t4873, %t4876
  %t4878 = add i64 %t197, %t4844
  %t4879 = add i64 %t4878, %q2348
  %t4880 = getelementptr float, ptr %buf.x, i64 %t4879
  %t4881 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4880, <16 x i1> %t4877, <16 x float> zeroinitializer)
  %t4882 = load <16 x float>, ptr %acc4678
  %t4883 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4854, <16 x float> %t4881, <16 x float> %t4882)
  %t4884 = select <16 x i1> %t4877, <16 x float> %t4883, <16 x float> %t4882
  store <16 x float> %t4884, ptr %acc4678
  %t4885 = mul i64 1, 1
  %t4886 = add i64 %t4692, %t4885
  %t4887 = sub i64 0, %t4886
  %t4888 = sub i64 %size.W, 1
  %t4889 = sub i64 %t4888, %t4886
  %t4890 = add i64 %t4889, 1
  %t4891 = icmp sgt i64 0, %t4887
  %t4892 = select i1 %t4891, i64 0, i64 %t4887
  %t4893 = icmp slt i64 %t4684, %t4890
  %t4894 = select i1 %t4893, i64 %t4684, i64 %t4890
  %t4895 = icmp slt i64 %t4892, 16
  %t4896 = select i1 %t4895, i64 %t4892, i64 16
  %t4897 = sub i64 %t4894, %t4896
  %t4898 = icmp sgt i64 %t4897, 0
  %t4899 = select i1 %t4898, i64 %t4897, i64 0
  %t4900 = trunc i64 %t4896 to i32
  %t4901 = insertelement <16 x i32> poison, i32 %t4900, i64 0
  %t4902 = shufflevector <16 x i32> %t4901, <16 x i32> poison, <16 x i32> zeroinitializer
  %t4903 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t4902
  %t4904 = trunc i64 %t4899 to i32
  %t4905 = insertelement <16 x i32> poison, i32 %t4904, i64 0
  %t4906 = shufflevector <16 x i32> %t4905, <16 x i32> poison, <16 x i32> zeroinitializer
  %t4907 = icmp ult <16 x i32> %t4903, %t4906
  %t4908 = add i64 %t208, %t4844
  %t4909 = add i64 %t4908, %q2348
  %t4910 = getelementptr float, ptr %buf.x, i64 %t4909
  %t4911 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4910, <16 x i1> %t4907, <16 x float> zeroinitializer)
  %t4912 = load <16 x float>, ptr %acc4679
  %t4913 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4854, <16 x float> %t4911, <16 x float> %t4912)
  %t4914 = select <16 x i1> %t4907, <16 x float> %t4913, <16 x float> %t4912
  store <16 x float> %t4914, ptr %acc4679
  %t4915 = mul i64 1, 1
  %t4916 = add i64 %t4694, %t4915
  %t4917 = sub i64 0, %t4916
  %t4918 = sub i64 %size.W, 1
  %t4919 = sub i64 %t4918, %t4916
  %t4920 = add i64 %t4919, 1
  %t4921 = icmp sgt i64 0, %t4917
  %t4922 = select i1 %t4921, i64 0, i64 %t4917
  %t4923 = icmp slt i64 %t4684, %t4920
  %t4924 = select i1 %t4923, i64 %t4684, i64 %t4920
  %t4925 = icmp slt i64 %t4922, 16
  %t4926 = select i1 %t4925, i64 %t4922, i64 16
  %t4927 = sub i64 %t4924, %t4926
  %t4928 = icmp sgt i64 %t4927, 0
  %t4929 = select i1 %t4928, i64 %t4927, i64 0
  %t4930 = trunc i64 %t4926 to i32
  %t4931 = insertelement <16 x i32> poison, i32 %t4930, i64 0
  %t4932 = shufflevector <16 x i32> %t4931, <16 x i32> poison, <16 x i32> zeroinitializer
  %t4933 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t4932
  %t4934 = trunc i64 %t4929 to i32
  %t4935 = insertelement <16 x i32> poison, i32 %t4934, i64 0
  %t4936 = shufflevector <16 x i32> %t4935, <16 x i32> poison, <16 x i32> zeroinitializer
  %t4937 = icmp ult <16 x i32> %t4933, %t4936
  %t4938 = add i64 %t219, %t4844
  %t4939 = add i64 %t4938, %q2348
  %t4940 = getelementptr float, ptr %buf.x, i64 %t4939
  %t4941 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4940, <16 x i1> %t4937, <16 x float> zeroinitializer)
  %t4942 = load <16 x float>, ptr %acc4680
  %t4943 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4854, <16 x float> %t4941, <16 x float> %t4942)
  %t4944 = select <16 x i1> %t4937, <16 x float> %t4943, <16 x float> %t4942
  store <16 x float> %t4944, ptr %acc4680
  %t4945 = mul i64 1, 1
  %t4946 = add i64 %t4696, %t4945
  %t4947 = sub i64 0, %t4946
  %t4948 = sub i64 %size.W, 1
  %t4949 = sub i64 %t4948, %t4946
  %t4950 = add i64 %t4949, 1
  %t4951 = icmp sgt i64 0, %t4947
  %t4952 = select i1 %t4951, i64 0, i64 %t4947
  %t4953 = icmp slt i64 %t4684, %t4950
  %t4954 = select i1 %t4953, i64 %t4684, i64 %t4950
  %t4955 = icmp slt i64 %t4952, 16
  %t4956 = select i1 %t4955, i64 %t4952, i64 16
  %t4957 = sub i64 %t4954, %t4956
  %t4958 = icmp sgt i64 %t4957, 0
  %t4959 = select i1 %t4958, i64 %t4957, i64 0
  %t4960 = trunc i64 %t4956 to i32
  %t4961 = insertelement <16 x i32> poison, i32 %t4960, i64 0
  %t4962 = shufflevector <16 x i32> %t4961, <16 x i32> poison, <16 x i32> zeroinitializer
  %t4963 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t4962
  %t4964 = trunc i64 %t4959 to i32
  %t4965 = insertelement <16 x i32> poison, i32 %t4964, i64 0
  %t4966 = shufflevector <16 x i32> %t4965, <16 x i32> poison, <16 x i32> zeroinitializer
  %t4967 = icmp ult <16 x i32> %t4963, %t4966
  %t4968 = add i64 %t230, %t4844
  %t4969 = add i64 %t4968, %q2348
  %t4970 = getelementptr float, ptr %buf.x, i64 %t4969
  %t4971 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t4970, <16 x i1> %t4967, <16 x float> zeroinitializer)
  %t4972 = load <16 x float>, ptr %acc4681
  %t4973 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4854, <16 x float> %t4971, <16 x float> %t4972)
  %t4974 = select <16 x i1> %t4967, <16 x float> %t4973, <16 x float> %t4972
  store <16 x float> %t4974, ptr %acc4681
  %t4975 = mul i64 %i4701, %t33
  %t4976 = add i64 0, %t4975
  %t4977 = mul i64 0, %t35
  %t4978 = add i64 %t4976, %t4977
  %t4979 = mul i64 2, %t37
  %t4980 = add i64 %t4978, %t4979
  %t4981 = mul i64 %i4701, %t143
  %t4982 = add i64 %t124, %t4981
  %t4983 = mul i64 0, %t162
  %t4984 = add i64 %t4982, %t4983
  %t4985 = mul i64 2, %t181
  %t4986 = add i64 %t4984, %t4985
  %t4987 = getelementptr float, ptr %buf.w, i64 %t4986
  %t4988 = load float, ptr %t4987, align 4
  %t4989 = insertelement <16 x float> poison, float %t4988, i64 0
  %t4990 = shufflevector <16 x float> %t4989, <16 x float> poison, <16 x i32> zeroinitializer
  %t4991 = mul i64 1, 2
  %t4992 = add i64 %t4690, %t4991
  %t4993 = sub i64 0, %t4992
  %t4994 = sub i64 %size.W, 1
  %t4995 = sub i64 %t4994, %t4992
  %t4996 = add i64 %t4995, 1
  %t4997 = icmp sgt i64 0, %t4993
  %t4998 = select i1 %t4997, i64 0, i64 %t4993
  %t4999 = icmp slt i64 %t4684, %t4996
  %t5000 = select i1 %t4999, i64 %t4684, i64 %t4996
  %t5001 = icmp slt i64 %t4998, 16
  %t5002 = select i1 %t5001, i64 %t4998, i64 16
  %t5003 = sub i64 %t5000, %t5002
  %t5004 = icmp sgt i64 %t5003, 0
  %t5005 = select i1 %t5004, i64 %t5003, i64 0
  %t5006 = trunc i64 %t5002 to i32
  %t5007 = insertelement <16 x i32> poison, i32 %t5006, i64 0
  %t5008 = shufflevector <16 x i32> %t5007, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5009 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t5008
  %t5010 = trunc i64 %t5005 to i32
  %t5011 = insertelement <16 x i32> poison, i32 %t5010, i64 0
  %t5012 = shufflevector <16 x i32> %t5011, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5013 = icmp ult <16 x i32> %t5009, %t5012
  %t5014 = add i64 %t197, %t4980
  %t5015 = add i64 %t5014, %q2348
  %t5016 = getelementptr float, ptr %buf.x, i64 %t5015
  %t5017 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5016, <16 x i1> %t5013, <16 x float> zeroinitializer)
  %t5018 = load <16 x float>, ptr %acc4678
  %t5019 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4990, <16 x float> %t5017, <16 x float> %t5018)
  %t5020 = select <16 x i1> %t5013, <16 x float> %t5019, <16 x float> %t5018
  store <16 x float> %t5020, ptr %acc4678
  %t5021 = mul i64 1, 2
  %t5022 = add i64 %t4692, %t5021
  %t5023 = sub i64 0, %t5022
  %t5024 = sub i64 %size.W, 1
  %t5025 = sub i64 %t5024, %t5022
  %t5026 = add i64 %t5025, 1
  %t5027 = icmp sgt i64 0, %t5023
  %t5028 = select i1 %t5027, i64 0, i64 %t5023
  %t5029 = icmp slt i64 %t4684, %t5026
  %t5030 = select i1 %t5029, i64 %t4684, i64 %t5026
  %t5031 = icmp slt i64 %t5028, 16
  %t5032 = select i1 %t5031, i64 %t5028, i64 16
  %t5033 = sub i64 %t5030, %t5032
  %t5034 = icmp sgt i64 %t5033, 0
  %t5035 = select i1 %t5034, i64 %t5033, i64 0
  %t5036 = trunc i64 %t5032 to i32
  %t5037 = insertelement <16 x i32> poison, i32 %t5036, i64 0
  %t5038 = shufflevector <16 x i32> %t5037, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5039 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t5038
  %t5040 = trunc i64 %t5035 to i32
  %t5041 = insertelement <16 x i32> poison, i32 %t5040, i64 0
  %t5042 = shufflevector <16 x i32> %t5041, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5043 = icmp ult <16 x i32> %t5039, %t5042
  %t5044 = add i64 %t208, %t4980
  %t5045 = add i64 %t5044, %q2348
  %t5046 = getelementptr float, ptr %buf.x, i64 %t5045
  %t5047 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5046, <16 x i1> %t5043, <16 x float> zeroinitializer)
  %t5048 = load <16 x float>, ptr %acc4679
  %t5049 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4990, <16 x float> %t5047, <16 x float> %t5048)
  %t5050 = select <16 x i1> %t5043, <16 x float> %t5049, <16 x float> %t5048
  store <16 x float> %t5050, ptr %acc4679
  %t5051 = mul i64 1, 2
  %t5052 = add i64 %t4694, %t5051
  %t5053 = sub i64 0, %t5052
  %t5054 = sub i64 %size.W, 1
  %t5055 = sub i64 %t5054, %t5052
  %t5056 = add i64 %t5055, 1
  %t5057 = icmp sgt i64 0, %t5053
  %t5058 = select i1 %t5057, i64 0, i64 %t5053
  %t5059 = icmp slt i64 %t4684, %t5056
  %t5060 = select i1 %t5059, i64 %t4684, i64 %t5056
  %t5061 = icmp slt i64 %t5058, 16
  %t5062 = select i1 %t5061, i64 %t5058, i64 16
  %t5063 = sub i64 %t5060, %t5062
  %t5064 = icmp sgt i64 %t5063, 0
  %t5065 = select i1 %t5064, i64 %t5063, i64 0
  %t5066 = trunc i64 %t5062 to i32
  %t5067 = insertelement <16 x i32> poison, i32 %t5066, i64 0
  %t5068 = shufflevector <16 x i32> %t5067, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5069 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t5068
  %t5070 = trunc i64 %t5065 to i32
  %t5071 = insertelement <16 x i32> poison, i32 %t5070, i64 0
  %t5072 = shufflevector <16 x i32> %t5071, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5073 = icmp ult <16 x i32> %t5069, %t5072
  %t5074 = add i64 %t219, %t4980
  %t5075 = add i64 %t5074, %q2348
  %t5076 = getelementptr float, ptr %buf.x, i64 %t5075
  %t5077 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5076, <16 x i1> %t5073, <16 x float> zeroinitializer)
  %t5078 = load <16 x float>, ptr %acc4680
  %t5079 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4990, <16 x float> %t5077, <16 x float> %t5078)
  %t5080 = select <16 x i1> %t5073, <16 x float> %t5079, <16 x float> %t5078
  store <16 x float> %t5080, ptr %acc4680
  %t5081 = mul i64 1, 2
  %t5082 = add i64 %t4696, %t5081
  %t5083 = sub i64 0, %t5082
  %t5084 = sub i64 %size.W, 1
  %t5085 = sub i64 %t5084, %t5082
  %t5086 = add i64 %t5085, 1
  %t5087 = icmp sgt i64 0, %t5083
  %t5088 = select i1 %t5087, i64 0, i64 %t5083
  %t5089 = icmp slt i64 %t4684, %t5086
  %t5090 = select i1 %t5089, i64 %t4684, i64 %t5086
  %t5091 = icmp slt i64 %t5088, 16
  %t5092 = select i1 %t5091, i64 %t5088, i64 16
  %t5093 = sub i64 %t5090, %t5092
  %t5094 = icmp sgt i64 %t5093, 0
  %t5095 = select i1 %t5094, i64 %t5093, i64 0
  %t5096 = trunc i64 %t5092 to i32
  %t5097 = insertelement <16 x i32> poison, i32 %t5096, i64 0
  %t5098 = shufflevector <16 x i32> %t5097, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5099 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t5098
  %t5100 = trunc i64 %t5095 to i32
  %t5101 = insertelement <16 x i32> poison, i32 %t5100, i64 0
  %t5102 = shufflevector <16 x i32> %t5101, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5103 = icmp ult <16 x i32> %t5099, %t5102
  %t5104 = add i64 %t230, %t4980
  %t5105 = add i64 %t5104, %q2348
  %t5106 = getelementptr float, ptr %buf.x, i64 %t5105
  %t5107 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5106, <16 x i1> %t5103, <16 x float> zeroinitializer)
  %t5108 = load <16 x float>, ptr %acc4681
  %t5109 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4990, <16 x float> %t5107, <16 x float> %t5108)
  %t5110 = select <16 x i1> %t5103, <16 x float> %t5109, <16 x float> %t5108
  store <16 x float> %t5110, ptr %acc4681
  %t5111 = mul i64 %i4701, %t33
  %t5112 = add i64 0, %t5111
  %t5113 = mul i64 0, %t35
  %t5114 = add i64 %t5112, %t5113
  %t5115 = mul i64 3, %t37
  %t5116 = add i64 %t5114, %t5115
  %t5117 = mul i64 %i4701, %t143
  %t5118 = add i64 %t124, %t5117
  %t5119 = mul i64 0, %t162
  %t5120 = add i64 %t5118, %t5119
  %t5121 = mul i64 3, %t181
  %t5122 = add i64 %t5120, %t5121
  %t5123 = getelementptr float, ptr %buf.w, i64 %t5122
  %t5124 = load float, ptr %t5123, align 4
  %t5125 = insertelement <16 x float> poison, float %t5124, i64 0
  %t5126 = shufflevector <16 x float> %t5125, <16 x float> poison, <16 x i32> zeroinitializer
  %t5127 = mul i64 1, 3
  %t5128 = add i64 %t4690, %t5127
  %t5129 = sub i64 0, %t5128
  %t5130 = sub i64 %size.W, 1
  %t5131 = sub i64 %t5130, %t5128
  %t5132 = add i64 %t5131, 1
  %t5133 = icmp sgt i64 0, %t5129
  %t5134 = select i1 %t5133, i64 0, i64 %t5129
  %t5135 = icmp slt i64 %t4684, %t5132
  %t5136 = select i1 %t5135, i64 %t4684, i64 %t5132
  %t5137 = icmp slt i64 %t5134, 16
  %t5138 = select i1 %t5137, i64 %t5134, i64 16
  %t5139 = sub i64 %t5136, %t5138
  %t5140 = icmp sgt i64 %t5139, 0
  %t5141 = select i1 %t5140, i64 %t5139, i64 0
  %t5142 = trunc i64 %t5138 to i32
  %t5143 = insertelement <16 x i32> poison, i32 %t5142, i64 0
  %t5144 = shufflevector <16 x i32> %t5143, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5145 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t5144
  %t5146 = trunc i64 %t5141 to i32
  %t5147 = insertelement <16 x i32> poison, i32 %t5146, i64 0
  %t5148 = shufflevector <16 x i32> %t5147, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5149 = icmp ult <16 x i32> %t5145, %t5148
  %t5150 = add i64 %t197, %t5116
  %t5151 = add i64 %t5150, %q2348
  %t5152 = getelementptr float, ptr %buf.x, i64 %t5151
  %t5153 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5152, <16 x i1> %t5149, <16 x float> zeroinitializer)
  %t5154 = load <16 x float>, ptr %acc4678
  %t5155 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5126, <16 x float> %t5153, <16 x float> %t5154)
  %t5156 = select <16 x i1> %t5149, <16 x float> %t5155, <16 x float> %t5154
  store <16 x float> %t5156, ptr %acc4678
  %t5157 = mul i64 1, 3
  %t5158 = add i64 %t4692, %t5157
  %t5159 = sub i64 0, %t5158
  %t5160 = sub i64 %size.W, 1
  %t5161 = sub i64 %t5160, %t5158
  %t5162 = add i64 %t5161, 1
  %t5163 = icmp sgt i64 0, %t5159
  %t5164 = select i1 %t5163, i64 0, i64 %t5159
  %t5165 = icmp slt i64 %t4684, %t5162
  %t5166 = select i1 %t5165, i64 %t4684, i64 %t5162
  %t5167 = icmp slt i64 %t5164, 16
  %t5168 = select i1 %t5167, i64 %t5164, i64 16
  %t5169 = sub i64 %t5166, %t5168
  %t5170 = icmp sgt i64 %t5169, 0
  %t5171 = select i1 %t5170, i64 %t5169, i64 0
  %t5172 = trunc i64 %t5168 to i32
  %t5173 = insertelement <16 x i32> poison, i32 %t5172, i64 0
  %t5174 = shufflevector <16 x i32> %t5173, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5175 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t5174
  %t5176 = trunc i64 %t5171 to i32
  %t5177 = insertelement <16 x i32> poison, i32 %t5176, i64 0
  %t5178 = shufflevector <16 x i32> %t5177, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5179 = icmp ult <16 x i32> %t5175, %t5178
  %t5180 = add i64 %t208, %t5116
  %t5181 = add i64 %t5180, %q2348
  %t5182 = getelementptr float, ptr %buf.x, i64 %t5181
  %t5183 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5182, <16 x i1> %t5179, <16 x float> zeroinitializer)
  %t5184 = load <16 x float>, ptr %acc4679
  %t5185 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5126, <16 x float> %t5183, <16 x float> %t5184)
  %t5186 = select <16 x i1> %t5179, <16 x float> %t5185, <16 x float> %t5184
  store <16 x float> %t5186, ptr %acc4679
  %t5187 = mul i64 1, 3
  %t5188 = add i64 %t4694, %t5187
  %t5189 = sub i64 0, %t5188
  %t5190 = sub i64 %size.W, 1
  %t5191 = sub i64 %t5190, %t5188
  %t5192 = add i64 %t5191, 1
  %t5193 = icmp sgt i64 0, %t5189
  %t5194 = select i1 %t5193, i64 0, i64 %t5189
  %t5195 = icmp slt i64 %t4684, %t5192
  %t5196 = select i1 %t5195, i64 %t4684, i64 %t5192
  %t5197 = icmp slt i64 %t5194, 16
  %t5198 = select i1 %t5197, i64 %t5194, i64 16
  %t5199 = sub i64 %t5196, %t5198
  %t5200 = icmp sgt i64 %t5199, 0
  %t5201 = select i1 %t5200, i64 %t5199, i64 0
  %t5202 = trunc i64 %t5198 to i32
  %t5203 = insertelement <16 x i32> poison, i32 %t5202, i64 0
  %t5204 = shufflevector <16 x i32> %t5203, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5205 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t5204
  %t5206 = trunc i64 %t5201 to i32
  %t5207 = insertelement <16 x i32> poison, i32 %t5206, i64 0
  %t5208 = shufflevector <16 x i32> %t5207, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5209 = icmp ult <16 x i32> %t5205, %t5208
  %t5210 = add i64 %t219, %t5116
  %t5211 = add i64 %t5210, %q2348
  %t5212 = getelementptr float, ptr %buf.x, i64 %t5211
  %t5213 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5212, <16 x i1> %t5209, <16 x float> zeroinitializer)
  %t5214 = load <16 x float>, ptr %acc4680
  %t5215 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5126, <16 x float> %t5213, <16 x float> %t5214)
  %t5216 = select <16 x i1> %t5209, <16 x float> %t5215, <16 x float> %t5214
  store <16 x float> %t5216, ptr %acc4680
  %t5217 = mul i64 1, 3
  %t5218 = add i64 %t4696, %t5217
  %t5219 = sub i64 0, %t5218
  %t5220 = sub i64 %size.W, 1
  %t5221 = sub i64 %t5220, %t5218
  %t5222 = add i64 %t5221, 1
  %t5223 = icmp sgt i64 0, %t5219
  %t5224 = select i1 %t5223, i64 0, i64 %t5219
  %t5225 = icmp slt i64 %t4684, %t5222
  %t5226 = select i1 %t5225, i64 %t4684, i64 %t5222
  %t5227 = icmp slt i64 %t5224, 16
  %t5228 = select i1 %t5227, i64 %t5224, i64 16
  %t5229 = sub i64 %t5226, %t5228
  %t5230 = icmp sgt i64 %t5229, 0
  %t5231 = select i1 %t5230, i64 %t5229, i64 0
  %t5232 = trunc i64 %t5228 to i32
  %t5233 = insertelement <16 x i32> poison, i32 %t5232, i64 0
  %t5234 = shufflevector <16 x i32> %t5233, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5235 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t5234
  %t5236 = trunc i64 %t5231 to i32
  %t5237 = insertelement <16 x i32> poison, i32 %t5236, i64 0
  %t5238 = shufflevector <16 x i32> %t5237, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5239 = icmp ult <16 x i32> %t5235, %t5238
  %t5240 = add i64 %t230, %t5116
  %t5241 = add i64 %t5240, %q2348
  %t5242 = getelementptr float, ptr %buf.x, i64 %t5241
  %t5243 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5242, <16 x i1> %t5239, <16 x float> zeroinitializer)
  %t5244 = load <16 x float>, ptr %acc4681
  %t5245 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5126, <16 x float> %t5243, <16 x float> %t5244)
  %t5246 = select <16 x i1> %t5239, <16 x float> %t5245, <16 x float> %t5244
  store <16 x float> %t5246, ptr %acc4681
  %t5247 = mul i64 %i4701, %t33
  %t5248 = add i64 0, %t5247
  %t5249 = mul i64 0, %t35
  %t5250 = add i64 %t5248, %t5249
  %t5251 = mul i64 4, %t37
  %t5252 = add i64 %t5250, %t5251
  %t5253 = mul i64 %i4701, %t143
  %t5254 = add i64 %t124, %t5253
  %t5255 = mul i64 0, %t162
  %t5256 = add i64 %t5254, %t5255
  %t5257 = mul i64 4, %t181
  %t5258 = add i64 %t5256, %t5257
  %t5259 = getelementptr float, ptr %buf.w, i64 %t5258
  %t5260 = load float, ptr %t5259, align 4
  %t5261 = insertelement <16 x float> poison, float %t5260, i64 0
  %t5262 = shufflevector <16 x float> %t5261, <16 x float> poison, <16 x i32> zeroinitializer
  %t5263 = mul i64 1, 4
  %t5264 = add i64 %t4690, %t5263
  %t5265 = sub i64 0, %t5264
  %t5266 = sub i64 %size.W, 1
  %t5267 = sub i64 %t5266, %t5264
  %t5268 = add i64 %t5267, 1
  %t5269 = icmp sgt i64 0, %t5265
  %t5270 = select i1 %t5269, i64 0, i64 %t5265
  %t5271 = icmp slt i64 %t4684, %t5268
  %t5272 = select i1 %t5271, i64 %t4684, i64 %t5268
  %t5273 = icmp slt i64 %t5270, 16
  %t5274 = select i1 %t5273, i64 %t5270, i64 16
  %t5275 = sub i64 %t5272, %t5274
  %t5276 = icmp sgt i64 %t5275, 0
  %t5277 = select i1 %t5276, i64 %t5275, i64 0
  %t5278 = trunc i64 %t5274 to i32
  %t5279 = insertelement <16 x i32> poison, i32 %t5278, i64 0
  %t5280 = shufflevector <16 x i32> %t5279, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5281 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t5280
  %t5282 = trunc i64 %t5277 to i32
  %t5283 = insertelement <16 x i32> poison, i32 %t5282, i64 0
  %t5284 = shufflevector <16 x i32> %t5283, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5285 = icmp ult <16 x i32> %t5281, %t5284
  %t5286 = add i64 %t197, %t5252
  %t5287 = add i64 %t5286, %q2348
  %t5288 = getelementptr float, ptr %buf.x, i64 %t5287
  %t5289 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5288, <16 x i1> %t5285, <16 x float> zeroinitializer)
  %t5290 = load <16 x float>, ptr %acc4678
  %t5291 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5262, <16 x float> %t5289, <16 x float> %t5290)
  %t5292 = select <16 x i1> %t5285, <16 x float> %t5291, <16 x float> %t5290
  store <16 x float> %t5292, ptr %acc4678
  %t5293 = mul i64 1, 4
  %t5294 = add i64 %t4692, %t5293
  %t5295 = sub i64 0, %t5294
  %t5296 = sub i64 %size.W, 1
  %t5297 = sub i64 %t5296, %t5294
  %t5298 = add i64 %t5297, 1
  %t5299 = icmp sgt i64 0, %t5295
  %t5300 = select i1 %t5299, i64 0, i64 %t5295
  %t5301 = icmp slt i64 %t4684, %t5298
  %t5302 = select i1 %t5301, i64 %t4684, i64 %t5298
  %t5303 = icmp slt i64 %t5300, 16
  %t5304 = select i1 %t5303, i64 %t5300, i64 16
  %t5305 = sub i64 %t5302, %t5304
  %t5306 = icmp sgt i64 %t5305, 0
  %t5307 = select i1 %t5306, i64 %t5305, i64 0
  %t5308 = trunc i64 %t5304 to i32
  %t5309 = insertelement <16 x i32> poison, i32 %t5308, i64 0
  %t5310 = shufflevector <16 x i32> %t5309, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5311 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t5310
  %t5312 = trunc i64 %t5307 to i32
  %t5313 = insertelement <16 x i32> poison, i32 %t5312, i64 0
  %t5314 = shufflevector <16 x i32> %t5313, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5315 = icmp ult <16 x i32> %t5311, %t5314
  %t5316 = add i64 %t208, %t5252
  %t5317 = add i64 %t5316, %q2348
  %t5318 = getelementptr float, ptr %buf.x, i64 %t5317
  %t5319 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5318, <16 x i1> %t5315, <16 x float> zeroinitializer)
  %t5320 = load <16 x float>, ptr %acc4679
  %t5321 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5262, <16 x float> %t5319, <16 x float> %t5320)
  %t5322 = select <16 x i1> %t5315, <16 x float> %t5321, <16 x float> %t5320
  store <16 x float> %t5322, ptr %acc4679
  %t5323 = mul i64 1, 4
  %t5324 = add i64 %t4694, %t5323
  %t5325 = sub i64 0, %t5324
  %t5326 = sub i64 %size.W, 1
  %t5327 = sub i64 %t5326, %t5324
  %t5328 = add i64 %t5327, 1
  %t5329 = icmp sgt i64 0, %t5325
  %t5330 = select i1 %t5329, i64 0, i64 %t5325
  %t5331 = icmp slt i64 %t4684, %t5328
  %t5332 = select i1 %t5331, i64 %t4684, i64 %t5328
  %t5333 = icmp slt i64 %t5330, 16
  %t5334 = select i1 %t5333, i64 %t5330, i64 16
  %t5335 = sub i64 %t5332, %t5334
  %t5336 = icmp sgt i64 %t5335, 0
  %t5337 = select i1 %t5336, i64 %t5335, i64 0
  %t5338 = trunc i64 %t5334 to i32
  %t5339 = insertelement <16 x i32> poison, i32 %t5338, i64 0
  %t5340 = shufflevector <16 x i32> %t5339, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5341 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t5340
  %t5342 = trunc i64 %t5337 to i32
  %t5343 = insertelement <16 x i32> poison, i32 %t5342, i64 0
  %t5344 = shufflevector <16 x i32> %t5343, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5345 = icmp ult <16 x i32> %t5341, %t5344
  %t5346 = add i64 %t219, %t5252
  %t5347 = add i64 %t5346, %q2348
  %t5348 = getelementptr float, ptr %buf.x, i64 %t5347
  %t5349 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5348, <16 x i1> %t5345, <16 x float> zeroinitializer)
  %t5350 = load <16 x float>, ptr %acc4680
  %t5351 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5262, <16 x float> %t5349, <16 x float> %t5350)
  %t5352 = select <16 x i1> %t5345, <16 x float> %t5351, <16 x float> %t5350
  store <16 x float> %t5352, ptr %acc4680
  %t5353 = mul i64 1, 4
  %t5354 = add i64 %t4696, %t5353
  %t5355 = sub i64 0, %t5354
  %t5356 = sub i64 %size.W, 1
  %t5357 = sub i64 %t5356, %t5354
  %t5358 = add i64 %t5357, 1
  %t5359 = icmp sgt i64 0, %t5355
  %t5360 = select i1 %t5359, i64 0, i64 %t5355
  %t5361 = icmp slt i64 %t4684, %t5358
  %t5362 = select i1 %t5361, i64 %t4684, i64 %t5358
  %t5363 = icmp slt i64 %t5360, 16
  %t5364 = select i1 %t5363, i64 %t5360, i64 16
  %t5365 = sub i64 %t5362, %t5364
  %t5366 = icmp sgt i64 %t5365, 0
  %t5367 = select i1 %t5366, i64 %t5365, i64 0
  %t5368 = trunc i64 %t5364 to i32
  %t5369 = insertelement <16 x i32> poison, i32 %t5368, i64 0
  %t5370 = shufflevector <16 x i32> %t5369, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5371 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t5370
  %t5372 = trunc i64 %t5367 to i32
  %t5373 = insertelement <16 x i32> poison, i32 %t5372, i64 0
  %t5374 = shufflevector <16 x i32> %t5373, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5375 = icmp ult <16 x i32> %t5371, %t5374
  %t5376 = add i64 %t230, %t5252
  %t5377 = add i64 %t5376, %q2348
  %t5378 = getelementptr float, ptr %buf.x, i64 %t5377
  %t5379 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5378, <16 x i1> %t5375, <16 x float> zeroinitializer)
  %t5380 = load <16 x float>, ptr %acc4681
  %t5381 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5262, <16 x float> %t5379, <16 x float> %t5380)
  %t5382 = select <16 x i1> %t5375, <16 x float> %t5381, <16 x float> %t5380
  store <16 x float> %t5382, ptr %acc4681
  %t5383 = mul i64 %i4701, %t33
  %t5384 = add i64 0, %t5383
  %t5385 = mul i64 1, %t35
  %t5386 = add i64 %t5384, %t5385
  %t5387 = mul i64 0, %t37
  %t5388 = add i64 %t5386, %t5387
  %t5389 = mul i64 %i4701, %t143
  %t5390 = add i64 %t124, %t5389
  %t5391 = mul i64 1, %t162
  %t5392 = add i64 %t5390, %t5391
  %t5393 = mul i64 0, %t181
  %t5394 = add i64 %t5392, %t5393
  %t5395 = getelementptr float, ptr %buf.w, i64 %t5394
  %t5396 = load float, ptr %t5395, align 4
  %t5397 = insertelement <16 x float> poison, float %t5396, i64 0
  %t5398 = shufflevector <16 x float> %t5397, <16 x float> poison, <16 x i32> zeroinitializer
  %t5399 = load <16 x float>, ptr %acc4678
  %t5400 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5398, <16 x float> %t4775, <16 x float> %t5399)
  %t5401 = select <16 x i1> %t4771, <16 x float> %t5400, <16 x float> %t5399
  store <16 x float> %t5401, ptr %acc4678
  %t5402 = load <16 x float>, ptr %acc4679
  %t5403 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5398, <16 x float> %t4805, <16 x float> %t5402)
  %t5404 = select <16 x i1> %t4801, <16 x float> %t5403, <16 x float> %t5402
  store <16 x float> %t5404, ptr %acc4679
  %t5405 = load <16 x float>, ptr %acc4680
  %t5406 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5398, <16 x float> %t4835, <16 x float> %t5405)
  %t5407 = select <16 x i1> %t4831, <16 x float> %t5406, <16 x float> %t5405
  store <16 x float> %t5407, ptr %acc4680
  %t5408 = mul i64 1, 0
  %t5409 = add i64 %t4696, %t5408
  %t5410 = sub i64 0, %t5409
  %t5411 = sub i64 %size.W, 1
  %t5412 = sub i64 %t5411, %t5409
  %t5413 = add i64 %t5412, 1
  %t5414 = icmp sgt i64 0, %t5410
  %t5415 = select i1 %t5414, i64 0, i64 %t5410
  %t5416 = icmp slt i64 %t4684, %t5413
  %t5417 = select i1 %t5416, i64 %t4684, i64 %t5413
  %t5418 = icmp slt i64 %t5415, 16
  %t5419 = select i1 %t5418, i64 %t5415, i64 16
  %t5420 = sub i64 %t5417, %t5419
  %t5421 = icmp sgt i64 %t5420, 0
  %t5422 = select i1 %t5421, i64 %t5420, i64 0
  %t5423 = trunc i64 %t5419 to i32
  %t5424 = insertelement <16 x i32> poison, i32 %t5423, i64 0
  %t5425 = shufflevector <16 x i32> %t5424, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5426 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t5425
  %t5427 = trunc i64 %t5422 to i32
  %t5428 = insertelement <16 x i32> poison, i32 %t5427, i64 0
  %t5429 = shufflevector <16 x i32> %t5428, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5430 = icmp ult <16 x i32> %t5426, %t5429
  %t5431 = add i64 %t230, %t5388
  %t5432 = add i64 %t5431, %q2348
  %t5433 = getelementptr float, ptr %buf.x, i64 %t5432
  %t5434 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5433, <16 x i1> %t5430, <16 x float> zeroinitializer)
  %t5435 = load <16 x float>, ptr %acc4681
  %t5436 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5398, <16 x float> %t5434, <16 x float> %t5435)
  %t5437 = select <16 x i1> %t5430, <16 x float> %t5436, <16 x float> %t5435
  store <16 x float> %t5437, ptr %acc4681
  %t5438 = mul i64 %i4701, %t33
  %t5439 = add i64 0, %t5438
  %t5440 = mul i64 1, %t35
  %t5441 = add i64 %t5439, %t5440
  %t5442 = mul i64 1, %t37
  %t5443 = add i64 %t5441, %t5442
  %t5444 = mul i64 %i4701, %t143
  %t5445 = add i64 %t124, %t5444
  %t5446 = mul i64 1, %t162
  %t5447 = add i64 %t5445, %t5446
  %t5448 = mul i64 1, %t181
  %t5449 = add i64 %t5447, %t5448
  %t5450 = getelementptr float, ptr %buf.w, i64 %t5449
  %t5451 = load float, ptr %t5450, align 4
  %t5452 = insertelement <16 x float> poison, float %t5451, i64 0
  %t5453 = shufflevector <16 x float> %t5452, <16 x float> poison, <16 x i32> zeroinitializer
  %t5454 = load <16 x float>, ptr %acc4678
  %t5455 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5453, <16 x float> %t4911, <16 x float> %t5454)
  %t5456 = select <16 x i1> %t4907, <16 x float> %t5455, <16 x float> %t5454
  store <16 x float> %t5456, ptr %acc4678
  %t5457 = load <16 x float>, ptr %acc4679
  %t5458 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5453, <16 x float> %t4941, <16 x float> %t5457)
  %t5459 = select <16 x i1> %t4937, <16 x float> %t5458, <16 x float> %t5457
  store <16 x float> %t5459, ptr %acc4679
  %t5460 = load <16 x float>, ptr %acc4680
  %t5461 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5453, <16 x float> %t4971, <16 x float> %t5460)
  %t5462 = select <16 x i1> %t4967, <16 x float> %t5461, <16 x float> %t5460
  store <16 x float> %t5462, ptr %acc4680
  %t5463 = mul i64 1, 1
  %t5464 = add i64 %t4696, %t5463
  %t5465 = sub i64 0, %t5464
  %t5466 = sub i64 %size.W, 1
  %t5467 = sub i64 %t5466, %t5464
  %t5468 = add i64 %t5467, 1
  %t5469 = icmp sgt i64 0, %t5465
  %t5470 = select i1 %t5469, i64 0, i64 %t5465
  %t5471 = icmp slt i64 %t4684, %t5468
  %t5472 = select i1 %t5471, i64 %t4684, i64 %t5468
  %t5473 = icmp slt i64 %t5470, 16
  %t5474 = select i1 %t5473, i64 %t5470, i64 16
  %t5475 = sub i64 %t5472, %t5474
  %t5476 = icmp sgt i64 %t5475, 0
  %t5477 = select i1 %t5476, i64 %t5475, i64 0
  %t5478 = trunc i64 %t5474 to i32
  %t5479 = insertelement <16 x i32> poison, i32 %t5478, i64 0
  %t5480 = shufflevector <16 x i32> %t5479, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5481 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t5480
  %t5482 = trunc i64 %t5477 to i32
  %t5483 = insertelement <16 x i32> poison, i32 %t5482, i64 0
  %t5484 = shufflevector <16 x i32> %t5483, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5485 = icmp ult <16 x i32> %t5481, %t5484
  %t5486 = add i64 %t230, %t5443
  %t5487 = add i64 %t5486, %q2348
  %t5488 = getelementptr float, ptr %buf.x, i64 %t5487
  %t5489 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5488, <16 x i1> %t5485, <16 x float> zeroinitializer)
  %t5490 = load <16 x float>, ptr %acc4681
  %t5491 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5453, <16 x float> %t5489, <16 x float> %t5490)
  %t5492 = select <16 x i1> %t5485, <16 x float> %t5491, <16 x float> %t5490
  store <16 x float> %t5492, ptr %acc4681
  %t5493 = mul i64 %i4701, %t33
  %t5494 = add i64 0, %t5493
  %t5495 = mul i64 1, %t35
  %t5496 = add i64 %t5494, %t5495
  %t5497 = mul i64 2, %t37
  %t5498 = add i64 %t5496, %t5497
  %t5499 = mul i64 %i4701, %t143
  %t5500 = add i64 %t124, %t5499
  %t5501 = mul i64 1, %t162
  %t5502 = add i64 %t5500, %t5501
  %t5503 = mul i64 2, %t181
  %t5504 = add i64 %t5502, %t5503
  %t5505 = getelementptr float, ptr %buf.w, i64 %t5504
  %t5506 = load float, ptr %t5505, align 4
  %t5507 = insertelement <16 x float> poison, float %t5506, i64 0
  %t5508 = shufflevector <16 x float> %t5507, <16 x float> poison, <16 x i32> zeroinitializer
  %t5509 = load <16 x float>, ptr %acc4678
  %t5510 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5508, <16 x float> %t5047, <16 x float> %t5509)
  %t5511 = select <16 x i1> %t5043, <16 x float> %t5510, <16 x float> %t5509
  store <16 x float> %t5511, ptr %acc4678
  %t5512 = load <16 x float>, ptr %acc4679
  %t5513 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5508, <16 x float> %t5077, <16 x float> %t5512)
  %t5514 = select <16 x i1> %t5073, <16 x float> %t5513, <16 x float> %t5512
  store <16 x float> %t5514, ptr %acc4679
  %t5515 = load <16 x float>, ptr %acc4680
  %t5516 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5508, <16 x float> %t5107, <16 x float> %t5515)
  %t5517 = select <16 x i1> %t5103, <16 x float> %t5516, <16 x float> %t5515
  store <16 x float> %t5517, ptr %acc4680
  %t5518 = mul i64 1, 2
  %t5519 = add i64 %t4696, %t5518
  %t5520 = sub i64 0, %t5519
  %t5521 = sub i64 %size.W, 1
  %t5522 = sub i64 %t5521, %t5519
  %t5523 = add i64 %t5522, 1
  %t5524 = icmp sgt i64 0, %t5520
  %t5525 = select i1 %t5524, i64 0, i64 %t5520
  %t5526 = icmp slt i64 %t4684, %t5523
  %t5527 = select i1 %t5526, i64 %t4684, i64 %t5523
  %t5528 = icmp slt i64 %t5525, 16
  %t5529 = select i1 %t5528, i64 %t5525, i64 16
  %t5530 = sub i64 %t5527, %t5529
  %t5531 = icmp sgt i64 %t5530, 0
  %t5532 = select i1 %t5531, i64 %t5530, i64 0
  %t5533 = trunc i64 %t5529 to i32
  %t5534 = insertelement <16 x i32> poison, i32 %t5533, i64 0
  %t5535 = shufflevector <16 x i32> %t5534, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5536 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t5535
  %t5537 = trunc i64 %t5532 to i32
  %t5538 = insertelement <16 x i32> poison, i32 %t5537, i64 0
  %t5539 = shufflevector <16 x i32> %t5538, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5540 = icmp ult <16 x i32> %t5536, %t5539
  %t5541 = add i64 %t230, %t5498
  %t5542 = add i64 %t5541, %q2348
  %t5543 = getelementptr float, ptr %buf.x, i64 %t5542
  %t5544 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5543, <16 x i1> %t5540, <16 x float> zeroinitializer)
  %t5545 = load <16 x float>, ptr %acc4681
  %t5546 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5508, <16 x float> %t5544, <16 x float> %t5545)
  %t5547 = select <16 x i1> %t5540, <16 x float> %t5546, <16 x float> %t5545
  store <16 x float> %t5547, ptr %acc4681
  %t5548 = mul i64 %i4701, %t33
  %t5549 = add i64 0, %t5548
  %t5550 = mul i64 1, %t35
  %t5551 = add i64 %t5549, %t5550
  %t5552 = mul i64 3, %t37
  %t5553 = add i64 %t5551, %t5552
  %t5554 = mul i64 %i4701, %t143
  %t5555 = add i64 %t124, %t5554
  %t5556 = mul i64 1, %t162
  %t5557 = add i64 %t5555, %t5556
  %t5558 = mul i64 3, %t181
  %t5559 = add i64 %t5557, %t5558
  %t5560 = getelementptr float, ptr %buf.w, i64 %t5559
  %t5561 = load float, ptr %t5560, align 4
  %t5562 = insertelement <16 x float> poison, float %t5561, i64 0
  %t5563 = shufflevector <16 x float> %t5562, <16 x float> poison, <16 x i32> zeroinitializer
  %t5564 = load <16 x float>, ptr %acc4678
  %t5565 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5563, <16 x float> %t5183, <16 x float> %t5564)
  %t5566 = select <16 x i1> %t5179, <16 x float> %t5565, <16 x float> %t5564
  store <16 x float> %t5566, ptr %acc4678
  %t5567 = load <16 x float>, ptr %acc4679
  %t5568 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5563, <16 x float> %t5213, <16 x float> %t5567)
  %t5569 = select <16 x i1> %t5209, <16 x float> %t5568, <16 x float> %t5567
  store <16 x float> %t5569, ptr %acc4679
  %t5570 = load <16 x float>, ptr %acc4680
  %t5571 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5563, <16 x float> %t5243, <16 x float> %t5570)
  %t5572 = select <16 x i1> %t5239, <16 x float> %t5571, <16 x float> %t5570
  store <16 x float> %t5572, ptr %acc4680
  %t5573 = mul i64 1, 3
  %t5574 = add i64 %t4696, %t5573
  %t5575 = sub i64 0, %t5574
  %t5576 = sub i64 %size.W, 1
  %t5577 = sub i64 %t5576, %t5574
  %t5578 = add i64 %t5577, 1
  %t5579 = icmp sgt i64 0, %t5575
  %t5580 = select i1 %t5579, i64 0, i64 %t5575
  %t5581 = icmp slt i64 %t4684, %t5578
  %t5582 = select i1 %t5581, i64 %t4684, i64 %t5578
  %t5583 = icmp slt i64 %t5580, 16
  %t5584 = select i1 %t5583, i64 %t5580, i64 16
  %t5585 = sub i64 %t5582, %t5584
  %t5586 = icmp sgt i64 %t5585, 0
  %t5587 = select i1 %t5586, i64 %t5585, i64 0
  %t5588 = trunc i64 %t5584 to i32
  %t5589 = insertelement <16 x i32> poison, i32 %t5588, i64 0
  %t5590 = shufflevector <16 x i32> %t5589, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5591 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t5590
  %t5592 = trunc i64 %t5587 to i32
  %t5593 = insertelement <16 x i32> poison, i32 %t5592, i64 0
  %t5594 = shufflevector <16 x i32> %t5593, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5595 = icmp ult <16 x i32> %t5591, %t5594
  %t5596 = add i64 %t230, %t5553
  %t5597 = add i64 %t5596, %q2348
  %t5598 = getelementptr float, ptr %buf.x, i64 %t5597
  %t5599 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5598, <16 x i1> %t5595, <16 x float> zeroinitializer)
  %t5600 = load <16 x float>, ptr %acc4681
  %t5601 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5563, <16 x float> %t5599, <16 x float> %t5600)
  %t5602 = select <16 x i1> %t5595, <16 x float> %t5601, <16 x float> %t5600
  store <16 x float> %t5602, ptr %acc4681
  %t5603 = mul i64 %i4701, %t33
  %t5604 = add i64 0, %t5603
  %t5605 = mul i64 1, %t35
  %t5606 = add i64 %t5604, %t5605
  %t5607 = mul i64 4, %t37
  %t5608 = add i64 %t5606, %t5607
  %t5609 = mul i64 %i4701, %t143
  %t5610 = add i64 %t124, %t5609
  %t5611 = mul i64 1, %t162
  %t5612 = add i64 %t5610, %t5611
  %t5613 = mul i64 4, %t181
  %t5614 = add i64 %t5612, %t5613
  %t5615 = getelementptr float, ptr %buf.w, i64 %t5614
  %t5616 = load float, ptr %t5615, align 4
  %t5617 = insertelement <16 x float> poison, float %t5616, i64 0
  %t5618 = shufflevector <16 x float> %t5617, <16 x float> poison, <16 x i32> zeroinitializer
  %t5619 = load <16 x float>, ptr %acc4678
  %t5620 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5618, <16 x float> %t5319, <16 x float> %t5619)
  %t5621 = select <16 x i1> %t5315, <16 x float> %t5620, <16 x float> %t5619
  store <16 x float> %t5621, ptr %acc4678
  %t5622 = load <16 x float>, ptr %acc4679
  %t5623 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5618, <16 x float> %t5349, <16 x float> %t5622)
  %t5624 = select <16 x i1> %t5345, <16 x float> %t5623, <16 x float> %t5622
  store <16 x float> %t5624, ptr %acc4679
  %t5625 = load <16 x float>, ptr %acc4680
  %t5626 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5618, <16 x float> %t5379, <16 x float> %t5625)
  %t5627 = select <16 x i1> %t5375, <16 x float> %t5626, <16 x float> %t5625
  store <16 x float> %t5627, ptr %acc4680
  %t5628 = mul i64 1, 4
  %t5629 = add i64 %t4696, %t5628
  %t5630 = sub i64 0, %t5629
  %t5631 = sub i64 %size.W, 1
  %t5632 = sub i64 %t5631, %t5629
  %t5633 = add i64 %t5632, 1
  %t5634 = icmp sgt i64 0, %t5630
  %t5635 = select i1 %t5634, i64 0, i64 %t5630
  %t5636 = icmp slt i64 %t4684, %t5633
  %t5637 = select i1 %t5636, i64 %t4684, i64 %t5633
  %t5638 = icmp slt i64 %t5635, 16
  %t5639 = select i1 %t5638, i64 %t5635, i64 16
  %t5640 = sub i64 %t5637, %t5639
  %t5641 = icmp sgt i64 %t5640, 0
  %t5642 = select i1 %t5641, i64 %t5640, i64 0
  %t5643 = trunc i64 %t5639 to i32
  %t5644 = insertelement <16 x i32> poison, i32 %t5643, i64 0
  %t5645 = shufflevector <16 x i32> %t5644, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5646 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t5645
  %t5647 = trunc i64 %t5642 to i32
  %t5648 = insertelement <16 x i32> poison, i32 %t5647, i64 0
  %t5649 = shufflevector <16 x i32> %t5648, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5650 = icmp ult <16 x i32> %t5646, %t5649
  %t5651 = add i64 %t230, %t5608
  %t5652 = add i64 %t5651, %q2348
  %t5653 = getelementptr float, ptr %buf.x, i64 %t5652
  %t5654 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5653, <16 x i1> %t5650, <16 x float> zeroinitializer)
  %t5655 = load <16 x float>, ptr %acc4681
  %t5656 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5618, <16 x float> %t5654, <16 x float> %t5655)
  %t5657 = select <16 x i1> %t5650, <16 x float> %t5656, <16 x float> %t5655
  store <16 x float> %t5657, ptr %acc4681
  %t5658 = mul i64 %i4701, %t33
  %t5659 = add i64 0, %t5658
  %t5660 = mul i64 2, %t35
  %t5661 = add i64 %t5659, %t5660
  %t5662 = mul i64 0, %t37
  %t5663 = add i64 %t5661, %t5662
  %t5664 = mul i64 %i4701, %t143
  %t5665 = add i64 %t124, %t5664
  %t5666 = mul i64 2, %t162
  %t5667 = add i64 %t5665, %t5666
  %t5668 = mul i64 0, %t181
  %t5669 = add i64 %t5667, %t5668
  %t5670 = getelementptr float, ptr %buf.w, i64 %t5669
  %t5671 = load float, ptr %t5670, align 4
  %t5672 = insertelement <16 x float> poison, float %t5671, i64 0
  %t5673 = shufflevector <16 x float> %t5672, <16 x float> poison, <16 x i32> zeroinitializer
  %t5674 = load <16 x float>, ptr %acc4678
  %t5675 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5673, <16 x float> %t4805, <16 x float> %t5674)
  %t5676 = select <16 x i1> %t4801, <16 x float> %t5675, <16 x float> %t5674
  store <16 x float> %t5676, ptr %acc4678
  %t5677 = load <16 x float>, ptr %acc4679
  %t5678 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5673, <16 x float> %t4835, <16 x float> %t5677)
  %t5679 = select <16 x i1> %t4831, <16 x float> %t5678, <16 x float> %t5677
  store <16 x float> %t5679, ptr %acc4679
  %t5680 = load <16 x float>, ptr %acc4680
  %t5681 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5673, <16 x float> %t5434, <16 x float> %t5680)
  %t5682 = select <16 x i1> %t5430, <16 x float> %t5681, <16 x float> %t5680
  store <16 x float> %t5682, ptr %acc4680
  %t5683 = mul i64 1, 0
  %t5684 = add i64 %t4696, %t5683
  %t5685 = sub i64 0, %t5684
  %t5686 = sub i64 %size.W, 1
  %t5687 = sub i64 %t5686, %t5684
  %t5688 = add i64 %t5687, 1
  %t5689 = icmp sgt i64 0, %t5685
  %t5690 = select i1 %t5689, i64 0, i64 %t5685
  %t5691 = icmp slt i64 %t4684, %t5688
  %t5692 = select i1 %t5691, i64 %t4684, i64 %t5688
  %t5693 = icmp slt i64 %t5690, 16
  %t5694 = select i1 %t5693, i64 %t5690, i64 16
  %t5695 = sub i64 %t5692, %t5694
  %t5696 = icmp sgt i64 %t5695, 0
  %t5697 = select i1 %t5696, i64 %t5695, i64 0
  %t5698 = trunc i64 %t5694 to i32
  %t5699 = insertelement <16 x i32> poison, i32 %t5698, i64 0
  %t5700 = shufflevector <16 x i32> %t5699, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5701 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t5700
  %t5702 = trunc i64 %t5697 to i32
  %t5703 = insertelement <16 x i32> poison, i32 %t5702, i64 0
  %t5704 = shufflevector <16 x i32> %t5703, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5705 = icmp ult <16 x i32> %t5701, %t5704
  %t5706 = add i64 %t230, %t5663
  %t5707 = add i64 %t5706, %q2348
  %t5708 = getelementptr float, ptr %buf.x, i64 %t5707
  %t5709 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5708, <16 x i1> %t5705, <16 x float> zeroinitializer)
  %t5710 = load <16 x float>, ptr %acc4681
  %t5711 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5673, <16 x float> %t5709, <16 x float> %t5710)
  %t5712 = select <16 x i1> %t5705, <16 x float> %t5711, <16 x float> %t5710
  store <16 x float> %t5712, ptr %acc4681
  %t5713 = mul i64 %i4701, %t33
  %t5714 = add i64 0, %t5713
  %t5715 = mul i64 2, %t35
  %t5716 = add i64 %t5714, %t5715
  %t5717 = mul i64 1, %t37
  %t5718 = add i64 %t5716, %t5717
  %t5719 = mul i64 %i4701, %t143
  %t5720 = add i64 %t124, %t5719
  %t5721 = mul i64 2, %t162
  %t5722 = add i64 %t5720, %t5721
  %t5723 = mul i64 1, %t181
  %t5724 = add i64 %t5722, %t5723
  %t5725 = getelementptr float, ptr %buf.w, i64 %t5724
  %t5726 = load float, ptr %t5725, align 4
  %t5727 = insertelement <16 x float> poison, float %t5726, i64 0
  %t5728 = shufflevector <16 x float> %t5727, <16 x float> poison, <16 x i32> zeroinitializer
  %t5729 = load <16 x float>, ptr %acc4678
  %t5730 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5728, <16 x float> %t4941, <16 x float> %t5729)
  %t5731 = select <16 x i1> %t4937, <16 x float> %t5730, <16 x float> %t5729
  store <16 x float> %t5731, ptr %acc4678
  %t5732 = load <16 x float>, ptr %acc4679
  %t5733 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5728, <16 x float> %t4971, <16 x float> %t5732)
  %t5734 = select <16 x i1> %t4967, <16 x float> %t5733, <16 x float> %t5732
  store <16 x float> %t5734, ptr %acc4679
  %t5735 = load <16 x float>, ptr %acc4680
  %t5736 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5728, <16 x float> %t5489, <16 x float> %t5735)
  %t5737 = select <16 x i1> %t5485, <16 x float> %t5736, <16 x float> %t5735
  store <16 x float> %t5737, ptr %acc4680
  %t5738 = mul i64 1, 1
  %t5739 = add i64 %t4696, %t5738
  %t5740 = sub i64 0, %t5739
  %t5741 = sub i64 %size.W, 1
  %t5742 = sub i64 %t5741, %t5739
  %t5743 = add i64 %t5742, 1
  %t5744 = icmp sgt i64 0, %t5740
  %t5745 = select i1 %t5744, i64 0, i64 %t5740
  %t5746 = icmp slt i64 %t4684, %t5743
  %t5747 = select i1 %t5746, i64 %t4684, i64 %t5743
  %t5748 = icmp slt i64 %t5745, 16
  %t5749 = select i1 %t5748, i64 %t5745, i64 16
  %t5750 = sub i64 %t5747, %t5749
  %t5751 = icmp sgt i64 %t5750, 0
  %t5752 = select i1 %t5751, i64 %t5750, i64 0
  %t5753 = trunc i64 %t5749 to i32
  %t5754 = insertelement <16 x i32> poison, i32 %t5753, i64 0
  %t5755 = shufflevector <16 x i32> %t5754, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5756 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t5755
  %t5757 = trunc i64 %t5752 to i32
  %t5758 = insertelement <16 x i32> poison, i32 %t5757, i64 0
  %t5759 = shufflevector <16 x i32> %t5758, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5760 = icmp ult <16 x i32> %t5756, %t5759
  %t5761 = add i64 %t230, %t5718
  %t5762 = add i64 %t5761, %q2348
  %t5763 = getelementptr float, ptr %buf.x, i64 %t5762
  %t5764 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5763, <16 x i1> %t5760, <16 x float> zeroinitializer)
  %t5765 = load <16 x float>, ptr %acc4681
  %t5766 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5728, <16 x float> %t5764, <16 x float> %t5765)
  %t5767 = select <16 x i1> %t5760, <16 x float> %t5766, <16 x float> %t5765
  store <16 x float> %t5767, ptr %acc4681
  %t5768 = mul i64 %i4701, %t33
  %t5769 = add i64 0, %t5768
  %t5770 = mul i64 2, %t35
  %t5771 = add i64 %t5769, %t5770
  %t5772 = mul i64 2, %t37
  %t5773 = add i64 %t5771, %t5772
  %t5774 = mul i64 %i4701, %t143
  %t5775 = add i64 %t124, %t5774
  %t5776 = mul i64 2, %t162
  %t5777 = add i64 %t5775, %t5776
  %t5778 = mul i64 2, %t181
  %t5779 = add i64 %t5777, %t5778
  %t5780 = getelementptr float, ptr %buf.w, i64 %t5779
  %t5781 = load float, ptr %t5780, align 4
  %t5782 = insertelement <16 x float> poison, float %t5781, i64 0
  %t5783 = shufflevector <16 x float> %t5782, <16 x float> poison, <16 x i32> zeroinitializer
  %t5784 = load <16 x float>, ptr %acc4678
  %t5785 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5783, <16 x float> %t5077, <16 x float> %t5784)
  %t5786 = select <16 x i1> %t5073, <16 x float> %t5785, <16 x float> %t5784
  store <16 x float> %t5786, ptr %acc4678
  %t5787 = load <16 x float>, ptr %acc4679
  %t5788 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5783, <16 x float> %t5107, <16 x float> %t5787)
  %t5789 = select <16 x i1> %t5103, <16 x float> %t5788, <16 x float> %t5787
  store <16 x float> %t5789, ptr %acc4679
  %t5790 = load <16 x float>, ptr %acc4680
  %t5791 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5783, <16 x float> %t5544, <16 x float> %t5790)
  %t5792 = select <16 x i1> %t5540, <16 x float> %t5791, <16 x float> %t5790
  store <16 x float> %t5792, ptr %acc4680
  %t5793 = mul i64 1, 2
  %t5794 = add i64 %t4696, %t5793
  %t5795 = sub i64 0, %t5794
  %t5796 = sub i64 %size.W, 1
  %t5797 = sub i64 %t5796, %t5794
  %t5798 = add i64 %t5797, 1
  %t5799 = icmp sgt i64 0, %t5795
  %t5800 = select i1 %t5799, i64 0, i64 %t5795
  %t5801 = icmp slt i64 %t4684, %t5798
  %t5802 = select i1 %t5801, i64 %t4684, i64 %t5798
  %t5803 = icmp slt i64 %t5800, 16
  %t5804 = select i1 %t5803, i64 %t5800, i64 16
  %t5805 = sub i64 %t5802, %t5804
  %t5806 = icmp sgt i64 %t5805, 0
  %t5807 = select i1 %t5806, i64 %t5805, i64 0
  %t5808 = trunc i64 %t5804 to i32
  %t5809 = insertelement <16 x i32> poison, i32 %t5808, i64 0
  %t5810 = shufflevector <16 x i32> %t5809, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5811 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t5810
  %t5812 = trunc i64 %t5807 to i32
  %t5813 = insertelement <16 x i32> poison, i32 %t5812, i64 0
  %t5814 = shufflevector <16 x i32> %t5813, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5815 = icmp ult <16 x i32> %t5811, %t5814
  %t5816 = add i64 %t230, %t5773
  %t5817 = add i64 %t5816, %q2348
  %t5818 = getelementptr float, ptr %buf.x, i64 %t5817
  %t5819 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5818, <16 x i1> %t5815, <16 x float> zeroinitializer)
  %t5820 = load <16 x float>, ptr %acc4681
  %t5821 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5783, <16 x float> %t5819, <16 x float> %t5820)
  %t5822 = select <16 x i1> %t5815, <16 x float> %t5821, <16 x float> %t5820
  store <16 x float> %t5822, ptr %acc4681
  %t5823 = mul i64 %i4701, %t33
  %t5824 = add i64 0, %t5823
  %t5825 = mul i64 2, %t35
  %t5826 = add i64 %t5824, %t5825
  %t5827 = mul i64 3, %t37
  %t5828 = add i64 %t5826, %t5827
  %t5829 = mul i64 %i4701, %t143
  %t5830 = add i64 %t124, %t5829
  %t5831 = mul i64 2, %t162
  %t5832 = add i64 %t5830, %t5831
  %t5833 = mul i64 3, %t181
  %t5834 = add i64 %t5832, %t5833
  %t5835 = getelementptr float, ptr %buf.w, i64 %t5834
  %t5836 = load float, ptr %t5835, align 4
  %t5837 = insertelement <16 x float> poison, float %t5836, i64 0
  %t5838 = shufflevector <16 x float> %t5837, <16 x float> poison, <16 x i32> zeroinitializer
  %t5839 = load <16 x float>, ptr %acc4678
  %t5840 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5838, <16 x float> %t5213, <16 x float> %t5839)
  %t5841 = select <16 x i1> %t5209, <16 x float> %t5840, <16 x float> %t5839
  store <16 x float> %t5841, ptr %acc4678
  %t5842 = load <16 x float>, ptr %acc4679
  %t5843 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5838, <16 x float> %t5243, <16 x float> %t5842)
  %t5844 = select <16 x i1> %t5239, <16 x float> %t5843, <16 x float> %t5842
  store <16 x float> %t5844, ptr %acc4679
  %t5845 = load <16 x float>, ptr %acc4680
  %t5846 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5838, <16 x float> %t5599, <16 x float> %t5845)
  %t5847 = select <16 x i1> %t5595, <16 x float> %t5846, <16 x float> %t5845
  store <16 x float> %t5847, ptr %acc4680
  %t5848 = mul i64 1, 3
  %t5849 = add i64 %t4696, %t5848
  %t5850 = sub i64 0, %t5849
  %t5851 = sub i64 %size.W, 1
  %t5852 = sub i64 %t5851, %t5849
  %t5853 = add i64 %t5852, 1
  %t5854 = icmp sgt i64 0, %t5850
  %t5855 = select i1 %t5854, i64 0, i64 %t5850
  %t5856 = icmp slt i64 %t4684, %t5853
  %t5857 = select i1 %t5856, i64 %t4684, i64 %t5853
  %t5858 = icmp slt i64 %t5855, 16
  %t5859 = select i1 %t5858, i64 %t5855, i64 16
  %t5860 = sub i64 %t5857, %t5859
  %t5861 = icmp sgt i64 %t5860, 0
  %t5862 = select i1 %t5861, i64 %t5860, i64 0
  %t5863 = trunc i64 %t5859 to i32
  %t5864 = insertelement <16 x i32> poison, i32 %t5863, i64 0
  %t5865 = shufflevector <16 x i32> %t5864, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5866 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t5865
  %t5867 = trunc i64 %t5862 to i32
  %t5868 = insertelement <16 x i32> poison, i32 %t5867, i64 0
  %t5869 = shufflevector <16 x i32> %t5868, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5870 = icmp ult <16 x i32> %t5866, %t5869
  %t5871 = add i64 %t230, %t5828
  %t5872 = add i64 %t5871, %q2348
  %t5873 = getelementptr float, ptr %buf.x, i64 %t5872
  %t5874 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5873, <16 x i1> %t5870, <16 x float> zeroinitializer)
  %t5875 = load <16 x float>, ptr %acc4681
  %t5876 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5838, <16 x float> %t5874, <16 x float> %t5875)
  %t5877 = select <16 x i1> %t5870, <16 x float> %t5876, <16 x float> %t5875
  store <16 x float> %t5877, ptr %acc4681
  %t5878 = mul i64 %i4701, %t33
  %t5879 = add i64 0, %t5878
  %t5880 = mul i64 2, %t35
  %t5881 = add i64 %t5879, %t5880
  %t5882 = mul i64 4, %t37
  %t5883 = add i64 %t5881, %t5882
  %t5884 = mul i64 %i4701, %t143
  %t5885 = add i64 %t124, %t5884
  %t5886 = mul i64 2, %t162
  %t5887 = add i64 %t5885, %t5886
  %t5888 = mul i64 4, %t181
  %t5889 = add i64 %t5887, %t5888
  %t5890 = getelementptr float, ptr %buf.w, i64 %t5889
  %t5891 = load float, ptr %t5890, align 4
  %t5892 = insertelement <16 x float> poison, float %t5891, i64 0
  %t5893 = shufflevector <16 x float> %t5892, <16 x float> poison, <16 x i32> zeroinitializer
  %t5894 = load <16 x float>, ptr %acc4678
  %t5895 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5893, <16 x float> %t5349, <16 x float> %t5894)
  %t5896 = select <16 x i1> %t5345, <16 x float> %t5895, <16 x float> %t5894
  store <16 x float> %t5896, ptr %acc4678
  %t5897 = load <16 x float>, ptr %acc4679
  %t5898 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5893, <16 x float> %t5379, <16 x float> %t5897)
  %t5899 = select <16 x i1> %t5375, <16 x float> %t5898, <16 x float> %t5897
  store <16 x float> %t5899, ptr %acc4679
  %t5900 = load <16 x float>, ptr %acc4680
  %t5901 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5893, <16 x float> %t5654, <16 x float> %t5900)
  %t5902 = select <16 x i1> %t5650, <16 x float> %t5901, <16 x float> %t5900
  store <16 x float> %t5902, ptr %acc4680
  %t5903 = mul i64 1, 4
  %t5904 = add i64 %t4696, %t5903
  %t5905 = sub i64 0, %t5904
  %t5906 = sub i64 %size.W, 1
  %t5907 = sub i64 %t5906, %t5904
  %t5908 = add i64 %t5907, 1
  %t5909 = icmp sgt i64 0, %t5905
  %t5910 = select i1 %t5909, i64 0, i64 %t5905
  %t5911 = icmp slt i64 %t4684, %t5908
  %t5912 = select i1 %t5911, i64 %t4684, i64 %t5908
  %t5913 = icmp slt i64 %t5910, 16
  %t5914 = select i1 %t5913, i64 %t5910, i64 16
  %t5915 = sub i64 %t5912, %t5914
  %t5916 = icmp sgt i64 %t5915, 0
  %t5917 = select i1 %t5916, i64 %t5915, i64 0
  %t5918 = trunc i64 %t5914 to i32
  %t5919 = insertelement <16 x i32> poison, i32 %t5918, i64 0
  %t5920 = shufflevector <16 x i32> %t5919, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5921 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t5920
  %t5922 = trunc i64 %t5917 to i32
  %t5923 = insertelement <16 x i32> poison, i32 %t5922, i64 0
  %t5924 = shufflevector <16 x i32> %t5923, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5925 = icmp ult <16 x i32> %t5921, %t5924
  %t5926 = add i64 %t230, %t5883
  %t5927 = add i64 %t5926, %q2348
  %t5928 = getelementptr float, ptr %buf.x, i64 %t5927
  %t5929 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5928, <16 x i1> %t5925, <16 x float> zeroinitializer)
  %t5930 = load <16 x float>, ptr %acc4681
  %t5931 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5893, <16 x float> %t5929, <16 x float> %t5930)
  %t5932 = select <16 x i1> %t5925, <16 x float> %t5931, <16 x float> %t5930
  store <16 x float> %t5932, ptr %acc4681
  %t5933 = mul i64 %i4701, %t33
  %t5934 = add i64 0, %t5933
  %t5935 = mul i64 3, %t35
  %t5936 = add i64 %t5934, %t5935
  %t5937 = mul i64 0, %t37
  %t5938 = add i64 %t5936, %t5937
  %t5939 = mul i64 %i4701, %t143
  %t5940 = add i64 %t124, %t5939
  %t5941 = mul i64 3, %t162
  %t5942 = add i64 %t5940, %t5941
  %t5943 = mul i64 0, %t181
  %t5944 = add i64 %t5942, %t5943
  %t5945 = getelementptr float, ptr %buf.w, i64 %t5944
  %t5946 = load float, ptr %t5945, align 4
  %t5947 = insertelement <16 x float> poison, float %t5946, i64 0
  %t5948 = shufflevector <16 x float> %t5947, <16 x float> poison, <16 x i32> zeroinitializer
  %t5949 = load <16 x float>, ptr %acc4678
  %t5950 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5948, <16 x float> %t4835, <16 x float> %t5949)
  %t5951 = select <16 x i1> %t4831, <16 x float> %t5950, <16 x float> %t5949
  store <16 x float> %t5951, ptr %acc4678
  %t5952 = load <16 x float>, ptr %acc4679
  %t5953 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5948, <16 x float> %t5434, <16 x float> %t5952)
  %t5954 = select <16 x i1> %t5430, <16 x float> %t5953, <16 x float> %t5952
  store <16 x float> %t5954, ptr %acc4679
  %t5955 = load <16 x float>, ptr %acc4680
  %t5956 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5948, <16 x float> %t5709, <16 x float> %t5955)
  %t5957 = select <16 x i1> %t5705, <16 x float> %t5956, <16 x float> %t5955
  store <16 x float> %t5957, ptr %acc4680
  %t5958 = mul i64 1, 0
  %t5959 = add i64 %t4696, %t5958
  %t5960 = sub i64 0, %t5959
  %t5961 = sub i64 %size.W, 1
  %t5962 = sub i64 %t5961, %t5959
  %t5963 = add i64 %t5962, 1
  %t5964 = icmp sgt i64 0, %t5960
  %t5965 = select i1 %t5964, i64 0, i64 %t5960
  %t5966 = icmp slt i64 %t4684, %t5963
  %t5967 = select i1 %t5966, i64 %t4684, i64 %t5963
  %t5968 = icmp slt i64 %t5965, 16
  %t5969 = select i1 %t5968, i64 %t5965, i64 16
  %t5970 = sub i64 %t5967, %t5969
  %t5971 = icmp sgt i64 %t5970, 0
  %t5972 = select i1 %t5971, i64 %t5970, i64 0
  %t5973 = trunc i64 %t5969 to i32
  %t5974 = insertelement <16 x i32> poison, i32 %t5973, i64 0
  %t5975 = shufflevector <16 x i32> %t5974, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5976 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t5975
  %t5977 = trunc i64 %t5972 to i32
  %t5978 = insertelement <16 x i32> poison, i32 %t5977, i64 0
  %t5979 = shufflevector <16 x i32> %t5978, <16 x i32> poison, <16 x i32> zeroinitializer
  %t5980 = icmp ult <16 x i32> %t5976, %t5979
  %t5981 = add i64 %t230, %t5938
  %t5982 = add i64 %t5981, %q2348
  %t5983 = getelementptr float, ptr %buf.x, i64 %t5982
  %t5984 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t5983, <16 x i1> %t5980, <16 x float> zeroinitializer)
  %t5985 = load <16 x float>, ptr %acc4681
  %t5986 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5948, <16 x float> %t5984, <16 x float> %t5985)
  %t5987 = select <16 x i1> %t5980, <16 x float> %t5986, <16 x float> %t5985
  store <16 x float> %t5987, ptr %acc4681
  %t5988 = mul i64 %i4701, %t33
  %t5989 = add i64 0, %t5988
  %t5990 = mul i64 3, %t35
  %t5991 = add i64 %t5989, %t5990
  %t5992 = mul i64 1, %t37
  %t5993 = add i64 %t5991, %t5992
  %t5994 = mul i64 %i4701, %t143
  %t5995 = add i64 %t124, %t5994
  %t5996 = mul i64 3, %t162
  %t5997 = add i64 %t5995, %t5996
  %t5998 = mul i64 1, %t181
  %t5999 = add i64 %t5997, %t5998
  %t6000 = getelementptr float, ptr %buf.w, i64 %t5999
  %t6001 = load float, ptr %t6000, align 4
  %t6002 = insertelement <16 x float> poison, float %t6001, i64 0
  %t6003 = shufflevector <16 x float> %t6002, <16 x float> poison, <16 x i32> zeroinitializer
  %t6004 = load <16 x float>, ptr %acc4678
  %t6005 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6003, <16 x float> %t4971, <16 x float> %t6004)
  %t6006 = select <16 x i1> %t4967, <16 x float> %t6005, <16 x float> %t6004
  store <16 x float> %t6006, ptr %acc4678
  %t6007 = load <16 x float>, ptr %acc4679
  %t6008 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6003, <16 x float> %t5489, <16 x float> %t6007)
  %t6009 = select <16 x i1> %t5485, <16 x float> %t6008, <16 x float> %t6007
  store <16 x float> %t6009, ptr %acc4679
  %t6010 = load <16 x float>, ptr %acc4680
  %t6011 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6003, <16 x float> %t5764, <16 x float> %t6010)
  %t6012 = select <16 x i1> %t5760, <16 x float> %t6011, <16 x float> %t6010
  store <16 x float> %t6012, ptr %acc4680
  %t6013 = mul i64 1, 1
  %t6014 = add i64 %t4696, %t6013
  %t6015 = sub i64 0, %t6014
  %t6016 = sub i64 %size.W, 1
  %t6017 = sub i64 %t6016, %t6014
  %t6018 = add i64 %t6017, 1
  %t6019 = icmp sgt i64 0, %t6015
  %t6020 = select i1 %t6019, i64 0, i64 %t6015
  %t6021 = icmp slt i64 %t4684, %t6018
  %t6022 = select i1 %t6021, i64 %t4684, i64 %t6018
  %t6023 = icmp slt i64 %t6020, 16
  %t6024 = select i1 %t6023, i64 %t6020, i64 16
  %t6025 = sub i64 %t6022, %t6024
  %t6026 = icmp sgt i64 %t6025, 0
  %t6027 = select i1 %t6026, i64 %t6025, i64 0
  %t6028 = trunc i64 %t6024 to i32
  %t6029 = insertelement <16 x i32> poison, i32 %t6028, i64 0
  %t6030 = shufflevector <16 x i32> %t6029, <16 x i32> poison, <16 x i32> zeroinitializer
  %t6031 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t6030
  %t6032 = trunc i64 %t6027 to i32
  %t6033 = insertelement <16 x i32> poison, i32 %t6032, i64 0
  %t6034 = shufflevector <16 x i32> %t6033, <16 x i32> poison, <16 x i32> zeroinitializer
  %t6035 = icmp ult <16 x i32> %t6031, %t6034
  %t6036 = add i64 %t230, %t5993
  %t6037 = add i64 %t6036, %q2348
  %t6038 = getelementptr float, ptr %buf.x, i64 %t6037
  %t6039 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t6038, <16 x i1> %t6035, <16 x float> zeroinitializer)
  %t6040 = load <16 x float>, ptr %acc4681
  %t6041 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6003, <16 x float> %t6039, <16 x float> %t6040)
  %t6042 = select <16 x i1> %t6035, <16 x float> %t6041, <16 x float> %t6040
  store <16 x float> %t6042, ptr %acc4681
  %t6043 = mul i64 %i4701, %t33
  %t6044 = add i64 0, %t6043
  %t6045 = mul i64 3, %t35
  %t6046 = add i64 %t6044, %t6045
  %t6047 = mul i64 2, %t37
  %t6048 = add i64 %t6046, %t6047
  %t6049 = mul i64 %i4701, %t143
  %t6050 = add i64 %t124, %t6049
  %t6051 = mul i64 3, %t162
  %t6052 = add i64 %t6050, %t6051
  %t6053 = mul i64 2, %t181
  %t6054 = add i64 %t6052, %t6053
  %t6055 = getelementptr float, ptr %buf.w, i64 %t6054
  %t6056 = load float, ptr %t6055, align 4
  %t6057 = insertelement <16 x float> poison, float %t6056, i64 0
  %t6058 = shufflevector <16 x float> %t6057, <16 x float> poison, <16 x i32> zeroinitializer
  %t6059 = load <16 x float>, ptr %acc4678
  %t6060 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6058, <16 x float> %t5107, <16 x float> %t6059)
  %t6061 = select <16 x i1> %t5103, <16 x float> %t6060, <16 x float> %t6059
  store <16 x float> %t6061, ptr %acc4678
  %t6062 = load <16 x float>, ptr %acc4679
  %t6063 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6058, <16 x float> %t5544, <16 x float> %t6062)
  %t6064 = select <16 x i1> %t5540, <16 x float> %t6063, <16 x float> %t6062
  store <16 x float> %t6064, ptr %acc4679
  %t6065 = load <16 x float>, ptr %acc4680
  %t6066 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6058, <16 x float> %t5819, <16 x float> %t6065)
  %t6067 = select <16 x i1> %t5815, <16 x float> %t6066, <16 x float> %t6065
  store <16 x float> %t6067, ptr %acc4680
  %t6068 = mul i64 1, 2
  %t6069 = add i64 %t4696, %t6068
  %t6070 = sub i64 0, %t6069
  %t6071 = sub i64 %size.W, 1
  %t6072 = sub i64 %t6071, %t6069
  %t6073 = add i64 %t6072, 1
  %t6074 = icmp sgt i64 0, %t6070
  %t6075 = select i1 %t6074, i64 0, i64 %t6070
  %t6076 = icmp slt i64 %t4684, %t6073
  %t6077 = select i1 %t6076, i64 %t4684, i64 %t6073
  %t6078 = icmp slt i64 %t6075, 16
  %t6079 = select i1 %t6078, i64 %t6075, i64 16
  %t6080 = sub i64 %t6077, %t6079
  %t6081 = icmp sgt i64 %t6080, 0
  %t6082 = select i1 %t6081, i64 %t6080, i64 0
  %t6083 = trunc i64 %t6079 to i32
  %t6084 = insertelement <16 x i32> poison, i32 %t6083, i64 0
  %t6085 = shufflevector <16 x i32> %t6084, <16 x i32> poison, <16 x i32> zeroinitializer
  %t6086 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t6085
  %t6087 = trunc i64 %t6082 to i32
  %t6088 = insertelement <16 x i32> poison, i32 %t6087, i64 0
  %t6089 = shufflevector <16 x i32> %t6088, <16 x i32> poison, <16 x i32> zeroinitializer
  %t6090 = icmp ult <16 x i32> %t6086, %t6089
  %t6091 = add i64 %t230, %t6048
  %t6092 = add i64 %t6091, %q2348
  %t6093 = getelementptr float, ptr %buf.x, i64 %t6092
  %t6094 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t6093, <16 x i1> %t6090, <16 x float> zeroinitializer)
  %t6095 = load <16 x float>, ptr %acc4681
  %t6096 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6058, <16 x float> %t6094, <16 x float> %t6095)
  %t6097 = select <16 x i1> %t6090, <16 x float> %t6096, <16 x float> %t6095
  store <16 x float> %t6097, ptr %acc4681
  %t6098 = mul i64 %i4701, %t33
  %t6099 = add i64 0, %t6098
  %t6100 = mul i64 3, %t35
  %t6101 = add i64 %t6099, %t6100
  %t6102 = mul i64 3, %t37
  %t6103 = add i64 %t6101, %t6102
  %t6104 = mul i64 %i4701, %t143
  %t6105 = add i64 %t124, %t6104
  %t6106 = mul i64 3, %t162
  %t6107 = add i64 %t6105, %t6106
  %t6108 = mul i64 3, %t181
  %t6109 = add i64 %t6107, %t6108
  %t6110 = getelementptr float, ptr %buf.w, i64 %t6109
  %t6111 = load float, ptr %t6110, align 4
  %t6112 = insertelement <16 x float> poison, float %t6111, i64 0
  %t6113 = shufflevector <16 x float> %t6112, <16 x float> poison, <16 x i32> zeroinitializer
  %t6114 = load <16 x float>, ptr %acc4678
  %t6115 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6113, <16 x float> %t5243, <16 x float> %t6114)
  %t6116 = select <16 x i1> %t5239, <16 x float> %t6115, <16 x float> %t6114
  store <16 x float> %t6116, ptr %acc4678
  %t6117 = load <16 x float>, ptr %acc4679
  %t6118 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6113, <16 x float> %t5599, <16 x float> %t6117)
  %t6119 = select <16 x i1> %t5595, <16 x float> %t6118, <16 x float> %t6117
  store <16 x float> %t6119, ptr %acc4679
  %t6120 = load <16 x float>, ptr %acc4680
  %t6121 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6113, <16 x float> %t5874, <16 x float> %t6120)
  %t6122 = select <16 x i1> %t5870, <16 x float> %t6121, <16 x float> %t6120
  store <16 x float> %t6122, ptr %acc4680
  %t6123 = mul i64 1, 3
  %t6124 = add i64 %t4696, %t6123
  %t6125 = sub i64 0, %t6124
  %t6126 = sub i64 %size.W, 1
  %t6127 = sub i64 %t6126, %t6124
  %t6128 = add i64 %t6127, 1
  %t6129 = icmp sgt i64 0, %t6125
  %t6130 = select i1 %t6129, i64 0, i64 %t6125
  %t6131 = icmp slt i64 %t4684, %t6128
  %t6132 = select i1 %t6131, i64 %t4684, i64 %t6128
  %t6133 = icmp slt i64 %t6130, 16
  %t6134 = select i1 %t6133, i64 %t6130, i64 16
  %t6135 = sub i64 %t6132, %t6134
  %t6136 = icmp sgt i64 %t6135, 0
  %t6137 = select i1 %t6136, i64 %t6135, i64 0
  %t6138 = trunc i64 %t6134 to i32
  %t6139 = insertelement <16 x i32> poison, i32 %t6138, i64 0
  %t6140 = shufflevector <16 x i32> %t6139, <16 x i32> poison, <16 x i32> zeroinitializer
  %t6141 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t6140
  %t6142 = trunc i64 %t6137 to i32
  %t6143 = insertelement <16 x i32> poison, i32 %t6142, i64 0
  %t6144 = shufflevector <16 x i32> %t6143, <16 x i32> poison, <16 x i32> zeroinitializer
  %t6145 = icmp ult <16 x i32> %t6141, %t6144
  %t6146 = add i64 %t230, %t6103
  %t6147 = add i64 %t6146, %q2348
  %t6148 = getelementptr float, ptr %buf.x, i64 %t6147
  %t6149 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t6148, <16 x i1> %t6145, <16 x float> zeroinitializer)
  %t6150 = load <16 x float>, ptr %acc4681
  %t6151 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6113, <16 x float> %t6149, <16 x float> %t6150)
  %t6152 = select <16 x i1> %t6145, <16 x float> %t6151, <16 x float> %t6150
  store <16 x float> %t6152, ptr %acc4681
  %t6153 = mul i64 %i4701, %t33
  %t6154 = add i64 0, %t6153
  %t6155 = mul i64 3, %t35
  %t6156 = add i64 %t6154, %t6155
  %t6157 = mul i64 4, %t37
  %t6158 = add i64 %t6156, %t6157
  %t6159 = mul i64 %i4701, %t143
  %t6160 = add i64 %t124, %t6159
  %t6161 = mul i64 3, %t162
  %t6162 = add i64 %t6160, %t6161
  %t6163 = mul i64 4, %t181
  %t6164 = add i64 %t6162, %t6163
  %t6165 = getelementptr float, ptr %buf.w, i64 %t6164
  %t6166 = load float, ptr %t6165, align 4
  %t6167 = insertelement <16 x float> poison, float %t6166, i64 0
  %t6168 = shufflevector <16 x float> %t6167, <16 x float> poison, <16 x i32> zeroinitializer
  %t6169 = load <16 x float>, ptr %acc4678
  %t6170 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6168, <16 x float> %t5379, <16 x float> %t6169)
  %t6171 = select <16 x i1> %t5375, <16 x float> %t6170, <16 x float> %t6169
  store <16 x float> %t6171, ptr %acc4678
  %t6172 = load <16 x float>, ptr %acc4679
  %t6173 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6168, <16 x float> %t5654, <16 x float> %t6172)
  %t6174 = select <16 x i1> %t5650, <16 x float> %t6173, <16 x float> %t6172
  store <16 x float> %t6174, ptr %acc4679
  %t6175 = load <16 x float>, ptr %acc4680
  %t6176 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6168, <16 x float> %t5929, <16 x float> %t6175)
  %t6177 = select <16 x i1> %t5925, <16 x float> %t6176, <16 x float> %t6175
  store <16 x float> %t6177, ptr %acc4680
  %t6178 = mul i64 1, 4
  %t6179 = add i64 %t4696, %t6178
  %t6180 = sub i64 0, %t6179
  %t6181 = sub i64 %size.W, 1
  %t6182 = sub i64 %t6181, %t6179
  %t6183 = add i64 %t6182, 1
  %t6184 = icmp sgt i64 0, %t6180
  %t6185 = select i1 %t6184, i64 0, i64 %t6180
  %t6186 = icmp slt i64 %t4684, %t6183
  %t6187 = select i1 %t6186, i64 %t4684, i64 %t6183
  %t6188 = icmp slt i64 %t6185, 16
  %t6189 = select i1 %t6188, i64 %t6185, i64 16
  %t6190 = sub i64 %t6187, %t6189
  %t6191 = icmp sgt i64 %t6190, 0
  %t6192 = select i1 %t6191, i64 %t6190, i64 0
  %t6193 = trunc i64 %t6189 to i32
  %t6194 = insertelement <16 x i32> poison, i32 %t6193, i64 0
  %t6195 = shufflevector <16 x i32> %t6194, <16 x i32> poison, <16 x i32> zeroinitializer
  %t6196 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t6195
  %t6197 = trunc i64 %t6192 to i32
  %t6198 = insertelement <16 x i32> poison, i32 %t6197, i64 0
  %t6199 = shufflevector <16 x i32> %t6198, <16 x i32> poison, <16 x i32> zeroinitializer
  %t6200 = icmp ult <16 x i32> %t6196, %t6199
  %t6201 = add i64 %t230, %t6158
  %t6202 = add i64 %t6201, %q2348
  %t6203 = getelementptr float, ptr %buf.x, i64 %t6202
  %t6204 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t6203, <16 x i1> %t6200, <16 x float> zeroinitializer)
  %t6205 = load <16 x float>, ptr %acc4681
  %t6206 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6168, <16 x float> %t6204, <16 x float> %t6205)
  %t6207 = select <16 x i1> %t6200, <16 x float> %t6206, <16 x float> %t6205
  store <16 x float> %t6207, ptr %acc4681
  %t6208 = mul i64 %i4701, %t33
  %t6209 = add i64 0, %t6208
  %t6210 = mul i64 4, %t35
  %t6211 = add i64 %t6209, %t6210
  %t6212 = mul i64 0, %t37
  %t6213 = add i64 %t6211, %t6212
  %t6214 = mul i64 %i4701, %t143
  %t6215 = add i64 %t124, %t6214
  %t6216 = mul i64 4, %t162
  %t6217 = add i64 %t6215, %t6216
  %t6218 = mul i64 0, %t181
  %t6219 = add i64 %t6217, %t6218
  %t6220 = getelementptr float, ptr %buf.w, i64 %t6219
  %t6221 = load float, ptr %t6220, align 4
  %t6222 = insertelement <16 x float> poison, float %t6221, i64 0
  %t6223 = shufflevector <16 x float> %t6222, <16 x float> poison, <16 x i32> zeroinitializer
  %t6224 = load <16 x float>, ptr %acc4678
  %t6225 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6223, <16 x float> %t5434, <16 x float> %t6224)
  %t6226 = select <16 x i1> %t5430, <16 x float> %t6225, <16 x float> %t6224
  store <16 x float> %t6226, ptr %acc4678
  %t6227 = load <16 x float>, ptr %acc4679
  %t6228 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6223, <16 x float> %t5709, <16 x float> %t6227)
  %t6229 = select <16 x i1> %t5705, <16 x float> %t6228, <16 x float> %t6227
  store <16 x float> %t6229, ptr %acc4679
  %t6230 = load <16 x float>, ptr %acc4680
  %t6231 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6223, <16 x float> %t5984, <16 x float> %t6230)
  %t6232 = select <16 x i1> %t5980, <16 x float> %t6231, <16 x float> %t6230
  store <16 x float> %t6232, ptr %acc4680
  %t6233 = mul i64 1, 0
  %t6234 = add i64 %t4696, %t6233
  %t6235 = sub i64 0, %t6234
  %t6236 = sub i64 %size.W, 1
  %t6237 = sub i64 %t6236, %t6234
  %t6238 = add i64 %t6237, 1
  %t6239 = icmp sgt i64 0, %t6235
  %t6240 = select i1 %t6239, i64 0, i64 %t6235
  %t6241 = icmp slt i64 %t4684, %t6238
  %t6242 = select i1 %t6241, i64 %t4684, i64 %t6238
  %t6243 = icmp slt i64 %t6240, 16
  %t6244 = select i1 %t6243, i64 %t6240, i64 16
  %t6245 = sub i64 %t6242, %t6244
  %t6246 = icmp sgt i64 %t6245, 0
  %t6247 = select i1 %t6246, i64 %t6245, i64 0
  %t6248 = trunc i64 %t6244 to i32
  %t6249 = insertelement <16 x i32> poison, i32 %t6248, i64 0
  %t6250 = shufflevector <16 x i32> %t6249, <16 x i32> poison, <16 x i32> zeroinitializer
  %t6251 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t6250
  %t6252 = trunc i64 %t6247 to i32
  %t6253 = insertelement <16 x i32> poison, i32 %t6252, i64 0
  %t6254 = shufflevector <16 x i32> %t6253, <16 x i32> poison, <16 x i32> zeroinitializer
  %t6255 = icmp ult <16 x i32> %t6251, %t6254
  %t6256 = add i64 %t230, %t6213
  %t6257 = add i64 %t6256, %q2348
  %t6258 = getelementptr float, ptr %buf.x, i64 %t6257
  %t6259 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t6258, <16 x i1> %t6255, <16 x float> zeroinitializer)
  %t6260 = load <16 x float>, ptr %acc4681
  %t6261 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6223, <16 x float> %t6259, <16 x float> %t6260)
  %t6262 = select <16 x i1> %t6255, <16 x float> %t6261, <16 x float> %t6260
  store <16 x float> %t6262, ptr %acc4681
  %t6263 = mul i64 %i4701, %t33
  %t6264 = add i64 0, %t6263
  %t6265 = mul i64 4, %t35
  %t6266 = add i64 %t6264, %t6265
  %t6267 = mul i64 1, %t37
  %t6268 = add i64 %t6266, %t6267
  %t6269 = mul i64 %i4701, %t143
  %t6270 = add i64 %t124, %t6269
  %t6271 = mul i64 4, %t162
  %t6272 = add i64 %t6270, %t6271
  %t6273 = mul i64 1, %t181
  %t6274 = add i64 %t6272, %t6273
  %t6275 = getelementptr float, ptr %buf.w, i64 %t6274
  %t6276 = load float, ptr %t6275, align 4
  %t6277 = insertelement <16 x float> poison, float %t6276, i64 0
  %t6278 = shufflevector <16 x float> %t6277, <16 x float> poison, <16 x i32> zeroinitializer
  %t6279 = load <16 x float>, ptr %acc4678
  %t6280 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6278, <16 x float> %t5489, <16 x float> %t6279)
  %t6281 = select <16 x i1> %t5485, <16 x float> %t6280, <16 x float> %t6279
  store <16 x float> %t6281, ptr %acc4678
  %t6282 = load <16 x float>, ptr %acc4679
  %t6283 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6278, <16 x float> %t5764, <16 x float> %t6282)
  %t6284 = select <16 x i1> %t5760, <16 x float> %t6283, <16 x float> %t6282
  store <16 x float> %t6284, ptr %acc4679
  %t6285 = load <16 x float>, ptr %acc4680
  %t6286 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6278, <16 x float> %t6039, <16 x float> %t6285)
  %t6287 = select <16 x i1> %t6035, <16 x float> %t6286, <16 x float> %t6285
  store <16 x float> %t6287, ptr %acc4680
  %t6288 = mul i64 1, 1
  %t6289 = add i64 %t4696, %t6288
  %t6290 = sub i64 0, %t6289
  %t6291 = sub i64 %size.W, 1
  %t6292 = sub i64 %t6291, %t6289
  %t6293 = add i64 %t6292, 1
  %t6294 = icmp sgt i64 0, %t6290
  %t6295 = select i1 %t6294, i64 0, i64 %t6290
  %t6296 = icmp slt i64 %t4684, %t6293
  %t6297 = select i1 %t6296, i64 %t4684, i64 %t6293
  %t6298 = icmp slt i64 %t6295, 16
  %t6299 = select i1 %t6298, i64 %t6295, i64 16
  %t6300 = sub i64 %t6297, %t6299
  %t6301 = icmp sgt i64 %t6300, 0
  %t6302 = select i1 %t6301, i64 %t6300, i64 0
  %t6303 = trunc i64 %t6299 to i32
  %t6304 = insertelement <16 x i32> poison, i32 %t6303, i64 0
  %t6305 = shufflevector <16 x i32> %t6304, <16 x i32> poison, <16 x i32> zeroinitializer
  %t6306 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t6305
  %t6307 = trunc i64 %t6302 to i32
  %t6308 = insertelement <16 x i32> poison, i32 %t6307, i64 0
  %t6309 = shufflevector <16 x i32> %t6308, <16 x i32> poison, <16 x i32> zeroinitializer
  %t6310 = icmp ult <16 x i32> %t6306, %t6309
  %t6311 = add i64 %t230, %t6268
  %t6312 = add i64 %t6311, %q2348
  %t6313 = getelementptr float, ptr %buf.x, i64 %t6312
  %t6314 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t6313, <16 x i1> %t6310, <16 x float> zeroinitializer)
  %t6315 = load <16 x float>, ptr %acc4681
  %t6316 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6278, <16 x float> %t6314, <16 x float> %t6315)
  %t6317 = select <16 x i1> %t6310, <16 x float> %t6316, <16 x float> %t6315
  store <16 x float> %t6317, ptr %acc4681
  %t6318 = mul i64 %i4701, %t33
  %t6319 = add i64 0, %t6318
  %t6320 = mul i64 4, %t35
  %t6321 = add i64 %t6319, %t6320
  %t6322 = mul i64 2, %t37
  %t6323 = add i64 %t6321, %t6322
  %t6324 = mul i64 %i4701, %t143
  %t6325 = add i64 %t124, %t6324
  %t6326 = mul i64 4, %t162
  %t6327 = add i64 %t6325, %t6326
  %t6328 = mul i64 2, %t181
  %t6329 = add i64 %t6327, %t6328
  %t6330 = getelementptr float, ptr %buf.w, i64 %t6329
  %t6331 = load float, ptr %t6330, align 4
  %t6332 = insertelement <16 x float> poison, float %t6331, i64 0
  %t6333 = shufflevector <16 x float> %t6332, <16 x float> poison, <16 x i32> zeroinitializer
  %t6334 = load <16 x float>, ptr %acc4678
  %t6335 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6333, <16 x float> %t5544, <16 x float> %t6334)
  %t6336 = select <16 x i1> %t5540, <16 x float> %t6335, <16 x float> %t6334
  store <16 x float> %t6336, ptr %acc4678
  %t6337 = load <16 x float>, ptr %acc4679
  %t6338 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6333, <16 x float> %t5819, <16 x float> %t6337)
  %t6339 = select <16 x i1> %t5815, <16 x float> %t6338, <16 x float> %t6337
  store <16 x float> %t6339, ptr %acc4679
  %t6340 = load <16 x float>, ptr %acc4680
  %t6341 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6333, <16 x float> %t6094, <16 x float> %t6340)
  %t6342 = select <16 x i1> %t6090, <16 x float> %t6341, <16 x float> %t6340
  store <16 x float> %t6342, ptr %acc4680
  %t6343 = mul i64 1, 2
  %t6344 = add i64 %t4696, %t6343
  %t6345 = sub i64 0, %t6344
  %t6346 = sub i64 %size.W, 1
  %t6347 = sub i64 %t6346, %t6344
  %t6348 = add i64 %t6347, 1
  %t6349 = icmp sgt i64 0, %t6345
  %t6350 = select i1 %t6349, i64 0, i64 %t6345
  %t6351 = icmp slt i64 %t4684, %t6348
  %t6352 = select i1 %t6351, i64 %t4684, i64 %t6348
  %t6353 = icmp slt i64 %t6350, 16
  %t6354 = select i1 %t6353, i64 %t6350, i64 16
  %t6355 = sub i64 %t6352, %t6354
  %t6356 = icmp sgt i64 %t6355, 0
  %t6357 = select i1 %t6356, i64 %t6355, i64 0
  %t6358 = trunc i64 %t6354 to i32
  %t6359 = insertelement <16 x i32> poison, i32 %t6358, i64 0
  %t6360 = shufflevector <16 x i32> %t6359, <16 x i32> poison, <16 x i32> zeroinitializer
  %t6361 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t6360
  %t6362 = trunc i64 %t6357 to i32
  %t6363 = insertelement <16 x i32> poison, i32 %t6362, i64 0
  %t6364 = shufflevector <16 x i32> %t6363, <16 x i32> poison, <16 x i32> zeroinitializer
  %t6365 = icmp ult <16 x i32> %t6361, %t6364
  %t6366 = add i64 %t230, %t6323
  %t6367 = add i64 %t6366, %q2348
  %t6368 = getelementptr float, ptr %buf.x, i64 %t6367
  %t6369 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t6368, <16 x i1> %t6365, <16 x float> zeroinitializer)
  %t6370 = load <16 x float>, ptr %acc4681
  %t6371 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6333, <16 x float> %t6369, <16 x float> %t6370)
  %t6372 = select <16 x i1> %t6365, <16 x float> %t6371, <16 x float> %t6370
  store <16 x float> %t6372, ptr %acc4681
  %t6373 = mul i64 %i4701, %t33
  %t6374 = add i64 0, %t6373
  %t6375 = mul i64 4, %t35
  %t6376 = add i64 %t6374, %t6375
  %t6377 = mul i64 3, %t37
  %t6378 = add i64 %t6376, %t6377
  %t6379 = mul i64 %i4701, %t143
  %t6380 = add i64 %t124, %t6379
  %t6381 = mul i64 4, %t162
  %t6382 = add i64 %t6380, %t6381
  %t6383 = mul i64 3, %t181
  %t6384 = add i64 %t6382, %t6383
  %t6385 = getelementptr float, ptr %buf.w, i64 %t6384
  %t6386 = load float, ptr %t6385, align 4
  %t6387 = insertelement <16 x float> poison, float %t6386, i64 0
  %t6388 = shufflevector <16 x float> %t6387, <16 x float> poison, <16 x i32> zeroinitializer
  %t6389 = load <16 x float>, ptr %acc4678
  %t6390 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6388, <16 x float> %t5599, <16 x float> %t6389)
  %t6391 = select <16 x i1> %t5595, <16 x float> %t6390, <16 x float> %t6389
  store <16 x float> %t6391, ptr %acc4678
  %t6392 = load <16 x float>, ptr %acc4679
  %t6393 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6388, <16 x float> %t5874, <16 x float> %t6392)
  %t6394 = select <16 x i1> %t5870, <16 x float> %t6393, <16 x float> %t6392
  store <16 x float> %t6394, ptr %acc4679
  %t6395 = load <16 x float>, ptr %acc4680
  %t6396 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6388, <16 x float> %t6149, <16 x float> %t6395)
  %t6397 = select <16 x i1> %t6145, <16 x float> %t6396, <16 x float> %t6395
  store <16 x float> %t6397, ptr %acc4680
  %t6398 = mul i64 1, 3
  %t6399 = add i64 %t4696, %t6398
  %t6400 = sub i64 0, %t6399
  %t6401 = sub i64 %size.W, 1
  %t6402 = sub i64 %t6401, %t6399
  %t6403 = add i64 %t6402, 1
  %t6404 = icmp sgt i64 0, %t6400
  %t6405 = select i1 %t6404, i64 0, i64 %t6400
  %t6406 = icmp slt i64 %t4684, %t6403
  %t6407 = select i1 %t6406, i64 %t4684, i64 %t6403
  %t6408 = icmp slt i64 %t6405, 16
  %t6409 = select i1 %t6408, i64 %t6405, i64 16
  %t6410 = sub i64 %t6407, %t6409
  %t6411 = icmp sgt i64 %t6410, 0
  %t6412 = select i1 %t6411, i64 %t6410, i64 0
  %t6413 = trunc i64 %t6409 to i32
  %t6414 = insertelement <16 x i32> poison, i32 %t6413, i64 0
  %t6415 = shufflevector <16 x i32> %t6414, <16 x i32> poison, <16 x i32> zeroinitializer
  %t6416 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t6415
  %t6417 = trunc i64 %t6412 to i32
  %t6418 = insertelement <16 x i32> poison, i32 %t6417, i64 0
  %t6419 = shufflevector <16 x i32> %t6418, <16 x i32> poison, <16 x i32> zeroinitializer
  %t6420 = icmp ult <16 x i32> %t6416, %t6419
  %t6421 = add i64 %t230, %t6378
  %t6422 = add i64 %t6421, %q2348
  %t6423 = getelementptr float, ptr %buf.x, i64 %t6422
  %t6424 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t6423, <16 x i1> %t6420, <16 x float> zeroinitializer)
  %t6425 = load <16 x float>, ptr %acc4681
  %t6426 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6388, <16 x float> %t6424, <16 x float> %t6425)
  %t6427 = select <16 x i1> %t6420, <16 x float> %t6426, <16 x float> %t6425
  store <16 x float> %t6427, ptr %acc4681
  %t6428 = mul i64 %i4701, %t33
  %t6429 = add i64 0, %t6428
  %t6430 = mul i64 4, %t35
  %t6431 = add i64 %t6429, %t6430
  %t6432 = mul i64 4, %t37
  %t6433 = add i64 %t6431, %t6432
  %t6434 = mul i64 %i4701, %t143
  %t6435 = add i64 %t124, %t6434
  %t6436 = mul i64 4, %t162
  %t6437 = add i64 %t6435, %t6436
  %t6438 = mul i64 4, %t181
  %t6439 = add i64 %t6437, %t6438
  %t6440 = getelementptr float, ptr %buf.w, i64 %t6439
  %t6441 = load float, ptr %t6440, align 4
  %t6442 = insertelement <16 x float> poison, float %t6441, i64 0
  %t6443 = shufflevector <16 x float> %t6442, <16 x float> poison, <16 x i32> zeroinitializer
  %t6444 = load <16 x float>, ptr %acc4678
  %t6445 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6443, <16 x float> %t5654, <16 x float> %t6444)
  %t6446 = select <16 x i1> %t5650, <16 x float> %t6445, <16 x float> %t6444
  store <16 x float> %t6446, ptr %acc4678
  %t6447 = load <16 x float>, ptr %acc4679
  %t6448 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6443, <16 x float> %t5929, <16 x float> %t6447)
  %t6449 = select <16 x i1> %t5925, <16 x float> %t6448, <16 x float> %t6447
  store <16 x float> %t6449, ptr %acc4679
  %t6450 = load <16 x float>, ptr %acc4680
  %t6451 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6443, <16 x float> %t6204, <16 x float> %t6450)
  %t6452 = select <16 x i1> %t6200, <16 x float> %t6451, <16 x float> %t6450
  store <16 x float> %t6452, ptr %acc4680
  %t6453 = mul i64 1, 4
  %t6454 = add i64 %t4696, %t6453
  %t6455 = sub i64 0, %t6454
  %t6456 = sub i64 %size.W, 1
  %t6457 = sub i64 %t6456, %t6454
  %t6458 = add i64 %t6457, 1
  %t6459 = icmp sgt i64 0, %t6455
  %t6460 = select i1 %t6459, i64 0, i64 %t6455
  %t6461 = icmp slt i64 %t4684, %t6458
  %t6462 = select i1 %t6461, i64 %t4684, i64 %t6458
  %t6463 = icmp slt i64 %t6460, 16
  %t6464 = select i1 %t6463, i64 %t6460, i64 16
  %t6465 = sub i64 %t6462, %t6464
  %t6466 = icmp sgt i64 %t6465, 0
  %t6467 = select i1 %t6466, i64 %t6465, i64 0
  %t6468 = trunc i64 %t6464 to i32
  %t6469 = insertelement <16 x i32> poison, i32 %t6468, i64 0
  %t6470 = shufflevector <16 x i32> %t6469, <16 x i32> poison, <16 x i32> zeroinitializer
  %t6471 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t6470
  %t6472 = trunc i64 %t6467 to i32
  %t6473 = insertelement <16 x i32> poison, i32 %t6472, i64 0
  %t6474 = shufflevector <16 x i32> %t6473, <16 x i32> poison, <16 x i32> zeroinitializer
  %t6475 = icmp ult <16 x i32> %t6471, %t6474
  %t6476 = add i64 %t230, %t6433
  %t6477 = add i64 %t6476, %q2348
  %t6478 = getelementptr float, ptr %buf.x, i64 %t6477
  %t6479 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t6478, <16 x i1> %t6475, <16 x float> zeroinitializer)
  %t6480 = load <16 x float>, ptr %acc4681
  %t6481 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6443, <16 x float> %t6479, <16 x float> %t6480)
  %t6482 = select <16 x i1> %t6475, <16 x float> %t6481, <16 x float> %t6480
  store <16 x float> %t6482, ptr %acc4681
  %t6483 = add nsw i64 %i4701, 1
  store i64 %t6483, ptr %c4697
  br label %head4698
done4700:
  %t6484 = load <16 x float>, ptr %acc4678
  %p6485 = getelementptr float, ptr %buf.b, i64 %t65
  %ld6486 = load float, ptr %p6485, align 4
  %ins6487 = insertelement <16 x float> poison, float %ld6486, i64 0
  %splat6488 = shufflevector <16 x float> %ins6487, <16 x float> poison, <16 x i32> zeroinitializer
  %v6489 = fadd contract <16 x float> %splat6488, %t6484
  %v6490 = mul i64 %t67, %size.K
  %v6491 = add i64 %v6490, %t65
  %v6492 = add i64 %size.H, 1
  %v6493 = add i64 %v6492, 1
  %v6494 = sub i64 %size.R, 1
  %v6495 = sub i64 %v6493, %v6494
  %v6496 = sub i64 %v6495, 1
  %v6497 = add i64 %v6496, 1
  %v6498 = mul i64 %v6491, %v6497
  %v6499 = add i64 %v6498, %p186
  %v6500 = add i64 %size.W, 1
  %v6501 = add i64 %v6500, 1
  %v6502 = sub i64 %size.S, 1
  %v6503 = sub i64 %v6501, %v6502
  %v6504 = sub i64 %v6503, 1
  %v6505 = add i64 %v6504, 1
  %v6506 = mul i64 %v6499, %v6505
  %v6507 = add i64 %v6506, %q2348
  %p6508 = getelementptr float, ptr %buf.y, i64 %v6507
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v6489, ptr align 4 %p6508, <16 x i1> %t4688)
  %t6509 = load <16 x float>, ptr %acc4679
  %p6510 = getelementptr float, ptr %buf.b, i64 %t65
  %ld6511 = load float, ptr %p6510, align 4
  %ins6512 = insertelement <16 x float> poison, float %ld6511, i64 0
  %splat6513 = shufflevector <16 x float> %ins6512, <16 x float> poison, <16 x i32> zeroinitializer
  %v6514 = fadd contract <16 x float> %splat6513, %t6509
  %v6515 = mul i64 %t67, %size.K
  %v6516 = add i64 %v6515, %t65
  %v6517 = add i64 %size.H, 1
  %v6518 = add i64 %v6517, 1
  %v6519 = sub i64 %size.R, 1
  %v6520 = sub i64 %v6518, %v6519
  %v6521 = sub i64 %v6520, 1
  %v6522 = add i64 %v6521, 1
  %v6523 = mul i64 %v6516, %v6522
  %v6524 = add i64 %v6523, %t198
  %v6525 = add i64 %size.W, 1
  %v6526 = add i64 %v6525, 1
  %v6527 = sub i64 %size.S, 1
  %v6528 = sub i64 %v6526, %v6527
  %v6529 = sub i64 %v6528, 1
  %v6530 = add i64 %v6529, 1
  %v6531 = mul i64 %v6524, %v6530
  %v6532 = add i64 %v6531, %q2348
  %p6533 = getelementptr float, ptr %buf.y, i64 %v6532
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v6514, ptr align 4 %p6533, <16 x i1> %t4688)
  %t6534 = load <16 x float>, ptr %acc4680
  %p6535 = getelementptr float, ptr %buf.b, i64 %t65
  %ld6536 = load float, ptr %p6535, align 4
  %ins6537 = insertelement <16 x float> poison, float %ld6536, i64 0
  %splat6538 = shufflevector <16 x float> %ins6537, <16 x float> poison, <16 x i32> zeroinitializer
  %v6539 = fadd contract <16 x float> %splat6538, %t6534
  %v6540 = mul i64 %t67, %size.K
  %v6541 = add i64 %v6540, %t65
  %v6542 = add i64 %size.H, 1
  %v6543 = add i64 %v6542, 1
  %v6544 = sub i64 %size.R, 1
  %v6545 = sub i64 %v6543, %v6544
  %v6546 = sub i64 %v6545, 1
  %v6547 = add i64 %v6546, 1
  %v6548 = mul i64 %v6541, %v6547
  %v6549 = add i64 %v6548, %t209
  %v6550 = add i64 %size.W, 1
  %v6551 = add i64 %v6550, 1
  %v6552 = sub i64 %size.S, 1
  %v6553 = sub i64 %v6551, %v6552
  %v6554 = sub i64 %v6553, 1
  %v6555 = add i64 %v6554, 1
  %v6556 = mul i64 %v6549, %v6555
  %v6557 = add i64 %v6556, %q2348
  %p6558 = getelementptr float, ptr %buf.y, i64 %v6557
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v6539, ptr align 4 %p6558, <16 x i1> %t4688)
  %t6559 = load <16 x float>, ptr %acc4681
  %p6560 = getelementptr float, ptr %buf.b, i64 %t65
  %ld6561 = load float, ptr %p6560, align 4
  %ins6562 = insertelement <16 x float> poison, float %ld6561, i64 0
  %splat6563 = shufflevector <16 x float> %ins6562, <16 x float> poison, <16 x i32> zeroinitializer
  %v6564 = fadd contract <16 x float> %splat6563, %t6559
  %v6565 = mul i64 %t67, %size.K
  %v6566 = add i64 %v6565, %t65
  %v6567 = add i64 %size.H, 1
  %v6568 = add i64 %v6567, 1
  %v6569 = sub i64 %size.R, 1
  %v6570 = sub i64 %v6568, %v6569
  %v6571 = sub i64 %v6570, 1
  %v6572 = add i64 %v6571, 1
  %v6573 = mul i64 %v6566, %v6572
  %v6574 = add i64 %v6573, %t220
  %v6575 = add i64 %size.W, 1
  %v6576 = add i64 %v6575, 1
  %v6577 = sub i64 %size.S, 1
  %v6578 = sub i64 %v6576, %v6577
  %v6579 = sub i64 %v6578, 1
  %v6580 = add i64 %v6579, 1
  %v6581 = mul i64 %v6574, %v6580
  %v6582 = add i64 %v6581, %q2348
  %p6583 = getelementptr float, ptr %buf.y, i64 %v6582
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v6564, ptr align 4 %p6583, <16 x i1> %t4688)
  %t6584 = add i64 %q2348, 16
  store i64 %t6584, ptr %c2344
  br label %qhead2345
qdone2347:
  br label %joined292
next2343:
  store i64 0, ptr %c6585
  br label %qhead6586
qhead6586:
  %q6589 = load i64, ptr %c6585
  %t6590 = icmp slt i64 %q6589, %t21
  br i1 %t6590, label %qbody6587, label %qdone6588
qbody6587:
  %t6593 = add i64 %q6589, 31
  %t6594 = icmp slt i64 %t6593, %t21
  %t6595 = add i64 -1, 0
  %t6596 = mul i64 1, %q6589
  %t6597 = add i64 %t6595, %t6596
  %t6598 = add i64 -1, %t42
  %t6599 = mul i64 1, %t6593
  %t6600 = add i64 %t6598, %t6599
  %t6601 = icmp sge i64 %t6597, 0
  %t6602 = and i1 %t6594, %t6601
  %t6603 = icmp slt i64 %t6600, %size.W
  %t6604 = and i1 %t6602, %t6603
  %t6605 = and i1 true, %t6604
  %t6606 = add i64 %q6589, 31
  %t6607 = icmp slt i64 %t6606, %t21
  %t6608 = add i64 -1, 0
  %t6609 = mul i64 1, %q6589
  %t6610 = add i64 %t6608, %t6609
  %t6611 = add i64 -1, %t42
  %t6612 = mul i64 1, %t6606
  %t6613 = add i64 %t6611, %t6612
  %t6614 = icmp sge i64 %t6610, 0
  %t6615 = and i1 %t6607, %t6614
  %t6616 = icmp slt i64 %t6613, %size.W
  %t6617 = and i1 %t6615, %t6616
  %t6618 = and i1 %t6605, %t6617
  %t6619 = add i64 %q6589, 31
  %t6620 = icmp slt i64 %t6619, %t21
  %t6621 = add i64 -1, 0
  %t6622 = mul i64 1, %q6589
  %t6623 = add i64 %t6621, %t6622
  %t6624 = add i64 -1, %t42
  %t6625 = mul i64 1, %t6619
  %t6626 = add i64 %t6624, %t6625
  %t6627 = icmp sge i64 %t6623, 0
  %t6628 = and i1 %t6620, %t6627
  %t6629 = icmp slt i64 %t6626, %size.W
  %t6630 = and i1 %t6628, %t6629
  %t6631 = and i1 %t6618, %t6630
  %t6632 = add i64 %q6589, 31
  %t6633 = icmp slt i64 %t6632, %t21
  %t6634 = add i64 -1, 0
  %t6635 = mul i64 1, %q6589
  %t6636 = add i64 %t6634, %t6635
  %t6637 = add i64 -1, %t42
  %t6638 = mul i64 1, %t6632
  %t6639 = add i64 %t6637, %t6638
  %t6640 = icmp sge i64 %t6636, 0
  %t6641 = and i1 %t6633, %t6640
  %t6642 = icmp slt i64 %t6639, %size.W
  %t6643 = and i1 %t6641, %t6642
  %t6644 = and i1 %t6631, %t6643
  br i1 %t6644, label %in26591, label %not26592
in26591:
  store <16 x float> zeroinitializer, ptr %acc6645
  store <16 x float> zeroinitializer, ptr %acc6646
  store <16 x float> zeroinitializer, ptr %acc6647
  store <16 x float> zeroinitializer, ptr %acc6648
  store <16 x float> zeroinitializer, ptr %acc6649
  store <16 x float> zeroinitializer, ptr %acc6650
  store <16 x float> zeroinitializer, ptr %acc6651
  store <16 x float> zeroinitializer, ptr %acc6652
  store i64 0, ptr %c6653
  br label %head6654
head6654:
  %i6657 = load i64, ptr %c6653
  %t6658 = icmp slt i64 %i6657, %t15
  br i1 %t6658, label %body6655, label %done6656
body6655:
  store i64 0, ptr %c6659
  br label %head6660
head6660:
  %i6663 = load i64, ptr %c6659
  %t6664 = icmp slt i64 %i6663, %size.R
  br i1 %t6664, label %body6661, label %done6662
body6661:
  store i64 0, ptr %c6665
  br label %head6666
head6666:
  %i6669 = load i64, ptr %c6665
  %t6670 = icmp slt i64 %i6669, %size.S
  br i1 %t6670, label %body6667, label %done6668
body6667:
  %t6671 = mul i64 %i6657, %t33
  %t6672 = add i64 0, %t6671
  %t6673 = mul i64 %i6663, %t35
  %t6674 = add i64 %t6672, %t6673
  %t6675 = mul i64 %i6669, %t37
  %t6676 = add i64 %t6674, %t6675
  %t6677 = mul i64 %i6657, %t143
  %t6678 = add i64 %t124, %t6677
  %t6679 = mul i64 %i6663, %t162
  %t6680 = add i64 %t6678, %t6679
  %t6681 = mul i64 %i6669, %t181
  %t6682 = add i64 %t6680, %t6681
  %t6683 = getelementptr float, ptr %buf.w, i64 %t6682
  %t6684 = load float, ptr %t6683, align 4
  %t6685 = insertelement <16 x float> poison, float %t6684, i64 0
  %t6686 = shufflevector <16 x float> %t6685, <16 x float> poison, <16 x i32> zeroinitializer
  %t6687 = add i64 %t197, %t6676
  %t6688 = add i64 %t6687, %q6589
  %t6689 = getelementptr float, ptr %buf.x, i64 %t6688
  %t6690 = getelementptr float, ptr %t6689, i64 0
  %t6691 = load <16 x float>, ptr %t6690, align 4
  %t6692 = getelementptr float, ptr %t6689, i64 16
  %t6693 = load <16 x float>, ptr %t6692, align 4
  %t6694 = load <16 x float>, ptr %acc6645
  %t6695 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6686, <16 x float> %t6691, <16 x float> %t6694)
  store <16 x float> %t6695, ptr %acc6645
  %t6696 = load <16 x float>, ptr %acc6646
  %t6697 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6686, <16 x float> %t6693, <16 x float> %t6696)
  store <16 x float> %t6697, ptr %acc6646
  %t6698 = add i64 %t208, %t6676
  %t6699 = add i64 %t6698, %q6589
  %t6700 = getelementptr float, ptr %buf.x, i64 %t6699
  %t6701 = getelementptr float, ptr %t6700, i64 0
  %t6702 = load <16 x float>, ptr %t6701, align 4
  %t6703 = getelementptr float, ptr %t6700, i64 16
  %t6704 = load <16 x float>, ptr %t6703, align 4
  %t6705 = load <16 x float>, ptr %acc6647
  %t6706 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6686, <16 x float> %t6702, <16 x float> %t6705)
  store <16 x float> %t6706, ptr %acc6647
  %t6707 = load <16 x float>, ptr %acc6648
  %t6708 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6686, <16 x float> %t6704, <16 x float> %t6707)
  store <16 x float> %t6708, ptr %acc6648
  %t6709 = add i64 %t219, %t6676
  %t6710 = add i64 %t6709, %q6589
  %t6711 = getelementptr float, ptr %buf.x, i64 %t6710
  %t6712 = getelementptr float, ptr %t6711, i64 0
  %t6713 = load <16 x float>, ptr %t6712, align 4
  %t6714 = getelementptr float, ptr %t6711, i64 16
  %t6715 = load <16 x float>, ptr %t6714, align 4
  %t6716 = load <16 x float>, ptr %acc6649
  %t6717 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6686, <16 x float> %t6713, <16 x float> %t6716)
  store <16 x float> %t6717, ptr %acc6649
  %t6718 = load <16 x float>, ptr %acc6650
  %t6719 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6686, <16 x float> %t6715, <16 x float> %t6718)
  store <16 x float> %t6719, ptr %acc6650
  %t6720 = add i64 %t230, %t6676
  %t6721 = add i64 %t6720, %q6589
  %t6722 = getelementptr float, ptr %buf.x, i64 %t6721
  %t6723 = getelementptr float, ptr %t6722, i64 0
  %t6724 = load <16 x float>, ptr %t6723, align 4
  %t6725 = getelementptr float, ptr %t6722, i64 16
  %t6726 = load <16 x float>, ptr %t6725, align 4
  %t6727 = load <16 x float>, ptr %acc6651
  %t6728 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6686, <16 x float> %t6724, <16 x float> %t6727)
  store <16 x float> %t6728, ptr %acc6651
  %t6729 = load <16 x float>, ptr %acc6652
  %t6730 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6686, <16 x float> %t6726, <16 x float> %t6729)
  store <16 x float> %t6730, ptr %acc6652
  %t6731 = add nsw i64 %i6669, 1
  store i64 %t6731, ptr %c6665
  br label %head6666
done6668:
  %t6732 = add nsw i64 %i6663, 1
  store i64 %t6732, ptr %c6659
  br label %head6660
done6662:
  %t6733 = add nsw i64 %i6657, 1
  store i64 %t6733, ptr %c6653
  br label %head6654
done6656:
  %t6734 = add i64 %q6589, 0
  %t6735 = load <16 x float>, ptr %acc6645
  %p6736 = getelementptr float, ptr %buf.b, i64 %t65
  %ld6737 = load float, ptr %p6736, align 4
  %ins6738 = insertelement <16 x float> poison, float %ld6737, i64 0
  %splat6739 = shufflevector <16 x float> %ins6738, <16 x float> poison, <16 x i32> zeroinitializer
  %v6740 = fadd contract <16 x float> %splat6739, %t6735
  %v6741 = mul i64 %t67, %size.K
  %v6742 = add i64 %v6741, %t65
  %v6743 = add i64 %size.H, 1
  %v6744 = add i64 %v6743, 1
  %v6745 = sub i64 %size.R, 1
  %v6746 = sub i64 %v6744, %v6745
  %v6747 = sub i64 %v6746, 1
  %v6748 = add i64 %v6747, 1
  %v6749 = mul i64 %v6742, %v6748
  %v6750 = add i64 %v6749, %p186
  %v6751 = add i64 %size.W, 1
  %v6752 = add i64 %v6751, 1
  %v6753 = sub i64 %size.S, 1
  %v6754 = sub i64 %v6752, %v6753
  %v6755 = sub i64 %v6754, 1
  %v6756 = add i64 %v6755, 1
  %v6757 = mul i64 %v6750, %v6756
  %v6758 = add i64 %v6757, %t6734
  %p6759 = getelementptr float, ptr %buf.y, i64 %v6758
  store <16 x float> %v6740, ptr %p6759, align 4
  %t6760 = add i64 %q6589, 16
  %t6761 = load <16 x float>, ptr %acc6646
  %p6762 = getelementptr float, ptr %buf.b, i64 %t65
  %ld6763 = load float, ptr %p6762, align 4
  %ins6764 = insertelement <16 x float> poison, float %ld6763, i64 0
  %splat6765 = shufflevector <16 x float> %ins6764, <16 x float> poison, <16 x i32> zeroinitializer
  %v6766 = fadd contract <16 x float> %splat6765, %t6761
  %v6767 = mul i64 %t67, %size.K
  %v6768 = add i64 %v6767, %t65
  %v6769 = add i64 %size.H, 1
  %v6770 = add i64 %v6769, 1
  %v6771 = sub i64 %size.R, 1
  %v6772 = sub i64 %v6770, %v6771
  %v6773 = sub i64 %v6772, 1
  %v6774 = add i64 %v6773, 1
  %v6775 = mul i64 %v6768, %v6774
  %v6776 = add i64 %v6775, %p186
  %v6777 = add i64 %size.W, 1
  %v6778 = add i64 %v6777, 1
  %v6779 = sub i64 %size.S, 1
  %v6780 = sub i64 %v6778, %v6779
  %v6781 = sub i64 %v6780, 1
  %v6782 = add i64 %v6781, 1
  %v6783 = mul i64 %v6776, %v6782
  %v6784 = add i64 %v6783, %t6760
  %p6785 = getelementptr float, ptr %buf.y, i64 %v6784
  store <16 x float> %v6766, ptr %p6785, align 4
  %t6786 = add i64 %q6589, 0
  %t6787 = load <16 x float>, ptr %acc6647
  %p6788 = getelementptr float, ptr %buf.b, i64 %t65
  %ld6789 = load float, ptr %p6788, align 4
  %ins6790 = insertelement <16 x float> poison, float %ld6789, i64 0
  %splat6791 = shufflevector <16 x float> %ins6790, <16 x float> poison, <16 x i32> zeroinitializer
  %v6792 = fadd contract <16 x float> %splat6791, %t6787
  %v6793 = mul i64 %t67, %size.K
  %v6794 = add i64 %v6793, %t65
  %v6795 = add i64 %size.H, 1
  %v6796 = add i64 %v6795, 1
  %v6797 = sub i64 %size.R, 1
  %v6798 = sub i64 %v6796, %v6797
  %v6799 = sub i64 %v6798, 1
  %v6800 = add i64 %v6799, 1
  %v6801 = mul i64 %v6794, %v6800
  %v6802 = add i64 %v6801, %t198
  %v6803 = add i64 %size.W, 1
  %v6804 = add i64 %v6803, 1
  %v6805 = sub i64 %size.S, 1
  %v6806 = sub i64 %v6804, %v6805
  %v6807 = sub i64 %v6806, 1
  %v6808 = add i64 %v6807, 1
  %v6809 = mul i64 %v6802, %v6808
  %v6810 = add i64 %v6809, %t6786
  %p6811 = getelementptr float, ptr %buf.y, i64 %v6810
  store <16 x float> %v6792, ptr %p6811, align 4
  %t6812 = add i64 %q6589, 16
  %t6813 = load <16 x float>, ptr %acc6648
  %p6814 = getelementptr float, ptr %buf.b, i64 %t65
  %ld6815 = load float, ptr %p6814, align 4
  %ins6816 = insertelement <16 x float> poison, float %ld6815, i64 0
  %splat6817 = shufflevector <16 x float> %ins6816, <16 x float> poison, <16 x i32> zeroinitializer
  %v6818 = fadd contract <16 x float> %splat6817, %t6813
  %v6819 = mul i64 %t67, %size.K
  %v6820 = add i64 %v6819, %t65
  %v6821 = add i64 %size.H, 1
  %v6822 = add i64 %v6821, 1
  %v6823 = sub i64 %size.R, 1
  %v6824 = sub i64 %v6822, %v6823
  %v6825 = sub i64 %v6824, 1
  %v6826 = add i64 %v6825, 1
  %v6827 = mul i64 %v6820, %v6826
  %v6828 = add i64 %v6827, %t198
  %v6829 = add i64 %size.W, 1
  %v6830 = add i64 %v6829, 1
  %v6831 = sub i64 %size.S, 1
  %v6832 = sub i64 %v6830, %v6831
  %v6833 = sub i64 %v6832, 1
  %v6834 = add i64 %v6833, 1
  %v6835 = mul i64 %v6828, %v6834
  %v6836 = add i64 %v6835, %t6812
  %p6837 = getelementptr float, ptr %buf.y, i64 %v6836
  store <16 x float> %v6818, ptr %p6837, align 4
  %t6838 = add i64 %q6589, 0
  %t6839 = load <16 x float>, ptr %acc6649
  %p6840 = getelementptr float, ptr %buf.b, i64 %t65
  %ld6841 = load float, ptr %p6840, align 4
  %ins6842 = insertelement <16 x float> poison, float %ld6841, i64 0
  %splat6843 = shufflevector <16 x float> %ins6842, <16 x float> poison, <16 x i32> zeroinitializer
  %v6844 = fadd contract <16 x float> %splat6843, %t6839
  %v6845 = mul i64 %t67, %size.K
  %v6846 = add i64 %v6845, %t65
  %v6847 = add i64 %size.H, 1
  %v6848 = add i64 %v6847, 1
  %v6849 = sub i64 %size.R, 1
  %v6850 = sub i64 %v6848, %v6849
  %v6851 = sub i64 %v6850, 1
  %v6852 = add i64 %v6851, 1
  %v6853 = mul i64 %v6846, %v6852
  %v6854 = add i64 %v6853, %t209
  %v6855 = add i64 %size.W, 1
  %v6856 = add i64 %v6855, 1
  %v6857 = sub i64 %size.S, 1
  %v6858 = sub i64 %v6856, %v6857
  %v6859 = sub i64 %v6858, 1
  %v6860 = add i64 %v6859, 1
  %v6861 = mul i64 %v6854, %v6860
  %v6862 = add i64 %v6861, %t6838
  %p6863 = getelementptr float, ptr %buf.y, i64 %v6862
  store <16 x float> %v6844, ptr %p6863, align 4
  %t6864 = add i64 %q6589, 16
  %t6865 = load <16 x float>, ptr %acc6650
  %p6866 = getelementptr float, ptr %buf.b, i64 %t65
  %ld6867 = load float, ptr %p6866, align 4
  %ins6868 = insertelement <16 x float> poison, float %ld6867, i64 0
  %splat6869 = shufflevector <16 x float> %ins6868, <16 x float> poison, <16 x i32> zeroinitializer
  %v6870 = fadd contract <16 x float> %splat6869, %t6865
  %v6871 = mul i64 %t67, %size.K
  %v6872 = add i64 %v6871, %t65
  %v6873 = add i64 %size.H, 1
  %v6874 = add i64 %v6873, 1
  %v6875 = sub i64 %size.R, 1
  %v6876 = sub i64 %v6874, %v6875
  %v6877 = sub i64 %v6876, 1
  %v6878 = add i64 %v6877, 1
  %v6879 = mul i64 %v6872, %v6878
  %v6880 = add i64 %v6879, %t209
  %v6881 = add i64 %size.W, 1
  %v6882 = add i64 %v6881, 1
  %v6883 = sub i64 %size.S, 1
  %v6884 = sub i64 %v6882, %v6883
  %v6885 = sub i64 %v6884, 1
  %v6886 = add i64 %v6885, 1
  %v6887 = mul i64 %v6880, %v6886
  %v6888 = add i64 %v6887, %t6864
  %p6889 = getelementptr float, ptr %buf.y, i64 %v6888
  store <16 x float> %v6870, ptr %p6889, align 4
  %t6890 = add i64 %q6589, 0
  %t6891 = load <16 x float>, ptr %acc6651
  %p6892 = getelementptr float, ptr %buf.b, i64 %t65
  %ld6893 = load float, ptr %p6892, align 4
  %ins6894 = insertelement <16 x float> poison, float %ld6893, i64 0
  %splat6895 = shufflevector <16 x float> %ins6894, <16 x float> poison, <16 x i32> zeroinitializer
  %v6896 = fadd contract <16 x float> %splat6895, %t6891
  %v6897 = mul i64 %t67, %size.K
  %v6898 = add i64 %v6897, %t65
  %v6899 = add i64 %size.H, 1
  %v6900 = add i64 %v6899, 1
  %v6901 = sub i64 %size.R, 1
  %v6902 = sub i64 %v6900, %v6901
  %v6903 = sub i64 %v6902, 1
  %v6904 = add i64 %v6903, 1
  %v6905 = mul i64 %v6898, %v6904
  %v6906 = add i64 %v6905, %t220
  %v6907 = add i64 %size.W, 1
  %v6908 = add i64 %v6907, 1
  %v6909 = sub i64 %size.S, 1
  %v6910 = sub i64 %v6908, %v6909
  %v6911 = sub i64 %v6910, 1
  %v6912 = add i64 %v6911, 1
  %v6913 = mul i64 %v6906, %v6912
  %v6914 = add i64 %v6913, %t6890
  %p6915 = getelementptr float, ptr %buf.y, i64 %v6914
  store <16 x float> %v6896, ptr %p6915, align 4
  %t6916 = add i64 %q6589, 16
  %t6917 = load <16 x float>, ptr %acc6652
  %p6918 = getelementptr float, ptr %buf.b, i64 %t65
  %ld6919 = load float, ptr %p6918, align 4
  %ins6920 = insertelement <16 x float> poison, float %ld6919, i64 0
  %splat6921 = shufflevector <16 x float> %ins6920, <16 x float> poison, <16 x i32> zeroinitializer
  %v6922 = fadd contract <16 x float> %splat6921, %t6917
  %v6923 = mul i64 %t67, %size.K
  %v6924 = add i64 %v6923, %t65
  %v6925 = add i64 %size.H, 1
  %v6926 = add i64 %v6925, 1
  %v6927 = sub i64 %size.R, 1
  %v6928 = sub i64 %v6926, %v6927
  %v6929 = sub i64 %v6928, 1
  %v6930 = add i64 %v6929, 1
  %v6931 = mul i64 %v6924, %v6930
  %v6932 = add i64 %v6931, %t220
  %v6933 = add i64 %size.W, 1
  %v6934 = add i64 %v6933, 1
  %v6935 = sub i64 %size.S, 1
  %v6936 = sub i64 %v6934, %v6935
  %v6937 = sub i64 %v6936, 1
  %v6938 = add i64 %v6937, 1
  %v6939 = mul i64 %v6932, %v6938
  %v6940 = add i64 %v6939, %t6916
  %p6941 = getelementptr float, ptr %buf.y, i64 %v6940
  store <16 x float> %v6922, ptr %p6941, align 4
  %t6942 = add i64 %q6589, 32
  store i64 %t6942, ptr %c6585
  br label %qhead6586
not26592:
  %t6945 = add i64 %q6589, 15
  %t6946 = icmp slt i64 %t6945, %t21
  %t6947 = add i64 -1, 0
  %t6948 = mul i64 1, %q6589
  %t6949 = add i64 %t6947, %t6948
  %t6950 = add i64 -1, %t42
  %t6951 = mul i64 1, %t6945
  %t6952 = add i64 %t6950, %t6951
  %t6953 = icmp sge i64 %t6949, 0
  %t6954 = and i1 %t6946, %t6953
  %t6955 = icmp slt i64 %t6952, %size.W
  %t6956 = and i1 %t6954, %t6955
  %t6957 = and i1 true, %t6956
  %t6958 = add i64 %q6589, 15
  %t6959 = icmp slt i64 %t6958, %t21
  %t6960 = add i64 -1, 0
  %t6961 = mul i64 1, %q6589
  %t6962 = add i64 %t6960, %t6961
  %t6963 = add i64 -1, %t42
  %t6964 = mul i64 1, %t6958
  %t6965 = add i64 %t6963, %t6964
  %t6966 = icmp sge i64 %t6962, 0
  %t6967 = and i1 %t6959, %t6966
  %t6968 = icmp slt i64 %t6965, %size.W
  %t6969 = and i1 %t6967, %t6968
  %t6970 = and i1 %t6957, %t6969
  %t6971 = add i64 %q6589, 15
  %t6972 = icmp slt i64 %t6971, %t21
  %t6973 = add i64 -1, 0
  %t6974 = mul i64 1, %q6589
  %t6975 = add i64 %t6973, %t6974
  %t6976 = add i64 -1, %t42
  %t6977 = mul i64 1, %t6971
  %t6978 = add i64 %t6976, %t6977
  %t6979 = icmp sge i64 %t6975, 0
  %t6980 = and i1 %t6972, %t6979
  %t6981 = icmp slt i64 %t6978, %size.W
  %t6982 = and i1 %t6980, %t6981
  %t6983 = and i1 %t6970, %t6982
  %t6984 = add i64 %q6589, 15
  %t6985 = icmp slt i64 %t6984, %t21
  %t6986 = add i64 -1, 0
  %t6987 = mul i64 1, %q6589
  %t6988 = add i64 %t6986, %t6987
  %t6989 = add i64 -1, %t42
  %t6990 = mul i64 1, %t6984
  %t6991 = add i64 %t6989, %t6990
  %t6992 = icmp sge i64 %t6988, 0
  %t6993 = and i1 %t6985, %t6992
  %t6994 = icmp slt i64 %t6991, %size.W
  %t6995 = and i1 %t6993, %t6994
  %t6996 = and i1 %t6983, %t6995
  br i1 %t6996, label %in16943, label %not16944
in16943:
  store <16 x float> zeroinitializer, ptr %acc6997
  store <16 x float> zeroinitializer, ptr %acc6998
  store <16 x float> zeroinitializer, ptr %acc6999
  store <16 x float> zeroinitializer, ptr %acc7000
  store i64 0, ptr %c7001
  br label %head7002
head7002:
  %i7005 = load i64, ptr %c7001
  %t7006 = icmp slt i64 %i7005, %t15
  br i1 %t7006, label %body7003, label %done7004
body7003:
  store i64 0, ptr %c7007
  br label %head7008
head7008:
  %i7011 = load i64, ptr %c7007
  %t7012 = icmp slt i64 %i7011, %size.R
  br i1 %t7012, label %body7009, label %done7010
body7009:
  store i64 0, ptr %c7013
  br label %head7014
head7014:
  %i7017 = load i64, ptr %c7013
  %t7018 = icmp slt i64 %i7017, %size.S
  br i1 %t7018, label %body7015, label %done7016
body7015:
  %t7019 = mul i64 %i7005, %t33
  %t7020 = add i64 0, %t7019
  %t7021 = mul i64 %i7011, %t35
  %t7022 = add i64 %t7020, %t7021
  %t7023 = mul i64 %i7017, %t37
  %t7024 = add i64 %t7022, %t7023
  %t7025 = mul i64 %i7005, %t143
  %t7026 = add i64 %t124, %t7025
  %t7027 = mul i64 %i7011, %t162
  %t7028 = add i64 %t7026, %t7027
  %t7029 = mul i64 %i7017, %t181
  %t7030 = add i64 %t7028, %t7029
  %t7031 = getelementptr float, ptr %buf.w, i64 %t7030
  %t7032 = load float, ptr %t7031, align 4
  %t7033 = insertelement <16 x float> poison, float %t7032, i64 0
  %t7034 = shufflevector <16 x float> %t7033, <16 x float> poison, <16 x i32> zeroinitializer
  %t7035 = add i64 %t197, %t7024
  %t7036 = add i64 %t7035, %q6589
  %t7037 = getelementptr float, ptr %buf.x, i64 %t7036
  %t7038 = getelementptr float, ptr %t7037, i64 0
  %t7039 = load <16 x float>, ptr %t7038, align 4
  %t7040 = load <16 x float>, ptr %acc6997
  %t7041 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t7034, <16 x float> %t7039, <16 x float> %t7040)
  store <16 x float> %t7041, ptr %acc6997
  %t7042 = add i64 %t208, %t7024
  %t7043 = add i64 %t7042, %q6589
  %t7044 = getelementptr float, ptr %buf.x, i64 %t7043
  %t7045 = getelementptr float, ptr %t7044, i64 0
  %t7046 = load <16 x float>, ptr %t7045, align 4
  %t7047 = load <16 x float>, ptr %acc6998
  %t7048 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t7034, <16 x float> %t7046, <16 x float> %t7047)
  store <16 x float> %t7048, ptr %acc6998
  %t7049 = add i64 %t219, %t7024
  %t7050 = add i64 %t7049, %q6589
  %t7051 = getelementptr float, ptr %buf.x, i64 %t7050
  %t7052 = getelementptr float, ptr %t7051, i64 0
  %t7053 = load <16 x float>, ptr %t7052, align 4
  %t7054 = load <16 x float>, ptr %acc6999
  %t7055 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t7034, <16 x float> %t7053, <16 x float> %t7054)
  store <16 x float> %t7055, ptr %acc6999
  %t7056 = add i64 %t230, %t7024
  %t7057 = add i64 %t7056, %q6589
  %t7058 = getelementptr float, ptr %buf.x, i64 %t7057
  %t7059 = getelementptr float, ptr %t7058, i64 0
  %t7060 = load <16 x float>, ptr %t7059, align 4
  %t7061 = load <16 x float>, ptr %acc7000
  %t7062 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t7034, <16 x float> %t7060, <16 x float> %t7061)
  store <16 x float> %t7062, ptr %acc7000
  %t7063 = add nsw i64 %i7017, 1
  store i64 %t7063, ptr %c7013
  br label %head7014
done7016:
  %t7064 = add nsw i64 %i7011, 1
  store i64 %t7064, ptr %c7007
  br label %head7008
done7010:
  %t7065 = add nsw i64 %i7005, 1
  store i64 %t7065, ptr %c7001
  br label %head7002
done7004:
  %t7066 = add i64 %q6589, 0
  %t7067 = load <16 x float>, ptr %acc6997
  %p7068 = getelementptr float, ptr %buf.b, i64 %t65
  %ld7069 = load float, ptr %p7068, align 4
  %ins7070 = insertelement <16 x float> poison, float %ld7069, i64 0
  %splat7071 = shufflevector <16 x float> %ins7070, <16 x float> poison, <16 x i32> zeroinitializer
  %v7072 = fadd contract <16 x float> %splat7071, %t7067
  %v7073 = mul i64 %t67, %size.K
  %v7074 = add i64 %v7073, %t65
  %v7075 = add i64 %size.H, 1
  %v7076 = add i64 %v7075, 1
  %v7077 = sub i64 %size.R, 1
  %v7078 = sub i64 %v7076, %v7077
  %v7079 = sub i64 %v7078, 1
  %v7080 = add i64 %v7079, 1
  %v7081 = mul i64 %v7074, %v7080
  %v7082 = add i64 %v7081, %p186
  %v7083 = add i64 %size.W, 1
  %v7084 = add i64 %v7083, 1
  %v7085 = sub i64 %size.S, 1
  %v7086 = sub i64 %v7084, %v7085
  %v7087 = sub i64 %v7086, 1
  %v7088 = add i64 %v7087, 1
  %v7089 = mul i64 %v7082, %v7088
  %v7090 = add i64 %v7089, %t7066
  %p7091 = getelementptr float, ptr %buf.y, i64 %v7090
  store <16 x float> %v7072, ptr %p7091, align 4
  %t7092 = add i64 %q6589, 0
  %t7093 = load <16 x float>, ptr %acc6998
  %p7094 = getelementptr float, ptr %buf.b, i64 %t65
  %ld7095 = load float, ptr %p7094, align 4
  %ins7096 = insertelement <16 x float> poison, float %ld7095, i64 0
  %splat7097 = shufflevector <16 x float> %ins7096, <16 x float> poison, <16 x i32> zeroinitializer
  %v7098 = fadd contract <16 x float> %splat7097, %t7093
  %v7099 = mul i64 %t67, %size.K
  %v7100 = add i64 %v7099, %t65
  %v7101 = add i64 %size.H, 1
  %v7102 = add i64 %v7101, 1
  %v7103 = sub i64 %size.R, 1
  %v7104 = sub i64 %v7102, %v7103
  %v7105 = sub i64 %v7104, 1
  %v7106 = add i64 %v7105, 1
  %v7107 = mul i64 %v7100, %v7106
  %v7108 = add i64 %v7107, %t198
  %v7109 = add i64 %size.W, 1
  %v7110 = add i64 %v7109, 1
  %v7111 = sub i64 %size.S, 1
  %v7112 = sub i64 %v7110, %v7111
  %v7113 = sub i64 %v7112, 1
  %v7114 = add i64 %v7113, 1
  %v7115 = mul i64 %v7108, %v7114
  %v7116 = add i64 %v7115, %t7092
  %p7117 = getelementptr float, ptr %buf.y, i64 %v7116
  store <16 x float> %v7098, ptr %p7117, align 4
  %t7118 = add i64 %q6589, 0
  %t7119 = load <16 x float>, ptr %acc6999
  %p7120 = getelementptr float, ptr %buf.b, i64 %t65
  %ld7121 = load float, ptr %p7120, align 4
  %ins7122 = insertelement <16 x float> poison, float %ld7121, i64 0
  %splat7123 = shufflevector <16 x float> %ins7122, <16 x float> poison, <16 x i32> zeroinitializer
  %v7124 = fadd contract <16 x float> %splat7123, %t7119
  %v7125 = mul i64 %t67, %size.K
  %v7126 = add i64 %v7125, %t65
  %v7127 = add i64 %size.H, 1
  %v7128 = add i64 %v7127, 1
  %v7129 = sub i64 %size.R, 1
  %v7130 = sub i64 %v7128, %v7129
  %v7131 = sub i64 %v7130, 1
  %v7132 = add i64 %v7131, 1
  %v7133 = mul i64 %v7126, %v7132
  %v7134 = add i64 %v7133, %t209
  %v7135 = add i64 %size.W, 1
  %v7136 = add i64 %v7135, 1
  %v7137 = sub i64 %size.S, 1
  %v7138 = sub i64 %v7136, %v7137
  %v7139 = sub i64 %v7138, 1
  %v7140 = add i64 %v7139, 1
  %v7141 = mul i64 %v7134, %v7140
  %v7142 = add i64 %v7141, %t7118
  %p7143 = getelementptr float, ptr %buf.y, i64 %v7142
  store <16 x float> %v7124, ptr %p7143, align 4
  %t7144 = add i64 %q6589, 0
  %t7145 = load <16 x float>, ptr %acc7000
  %p7146 = getelementptr float, ptr %buf.b, i64 %t65
  %ld7147 = load float, ptr %p7146, align 4
  %ins7148 = insertelement <16 x float> poison, float %ld7147, i64 0
  %splat7149 = shufflevector <16 x float> %ins7148, <16 x float> poison, <16 x i32> zeroinitializer
  %v7150 = fadd contract <16 x float> %splat7149, %t7145
  %v7151 = mul i64 %t67, %size.K
  %v7152 = add i64 %v7151, %t65
  %v7153 = add i64 %size.H, 1
  %v7154 = add i64 %v7153, 1
  %v7155 = sub i64 %size.R, 1
  %v7156 = sub i64 %v7154, %v7155
  %v7157 = sub i64 %v7156, 1
  %v7158 = add i64 %v7157, 1
  %v7159 = mul i64 %v7152, %v7158
  %v7160 = add i64 %v7159, %t220
  %v7161 = add i64 %size.W, 1
  %v7162 = add i64 %v7161, 1
  %v7163 = sub i64 %size.S, 1
  %v7164 = sub i64 %v7162, %v7163
  %v7165 = sub i64 %v7164, 1
  %v7166 = add i64 %v7165, 1
  %v7167 = mul i64 %v7160, %v7166
  %v7168 = add i64 %v7167, %t7144
  %p7169 = getelementptr float, ptr %buf.y, i64 %v7168
  store <16 x float> %v7150, ptr %p7169, align 4
  %t7170 = add i64 %q6589, 16
  store i64 %t7170, ptr %c6585
  br label %qhead6586
not16944:
  store <16 x float> zeroinitializer, ptr %acc7171
  store <16 x float> zeroinitializer, ptr %acc7172
  store <16 x float> zeroinitializer, ptr %acc7173
  store <16 x float> zeroinitializer, ptr %acc7174
  %t7175 = sub i64 %t21, %q6589
  %t7176 = icmp slt i64 %t7175, 16
  %t7177 = select i1 %t7176, i64 %t7175, i64 16
  %t7178 = trunc i64 %t7177 to i32
  %t7179 = insertelement <16 x i32> poison, i32 %t7178, i64 0
  %t7180 = shufflevector <16 x i32> %t7179, <16 x i32> poison, <16 x i32> zeroinitializer
  %t7181 = icmp slt <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t7180
  %t7182 = mul i64 1, %q6589
  %t7183 = add i64 -1, %t7182
  %t7184 = mul i64 1, %q6589
  %t7185 = add i64 -1, %t7184
  %t7186 = mul i64 1, %q6589
  %t7187 = add i64 -1, %t7186
  %t7188 = mul i64 1, %q6589
  %t7189 = add i64 -1, %t7188
  store i64 0, ptr %c7190
  br label %head7191
head7191:
  %i7194 = load i64, ptr %c7190
  %t7195 = icmp slt i64 %i7194, %t15
  br i1 %t7195, label %body7192, label %done7193
body7192:
  store i64 0, ptr %c7196
  br label %head7197
head7197:
  %i7200 = load i64, ptr %c7196
  %t7201 = icmp slt i64 %i7200, %size.R
  br i1 %t7201, label %body7198, label %done7199
body7198:
  store i64 0, ptr %c7202
  br label %head7203
head7203:
  %i7206 = load i64, ptr %c7202
  %t7207 = icmp slt i64 %i7206, %size.S
  br i1 %t7207, label %body7204, label %done7205
body7204:
  %t7208 = mul i64 %i7194, %t33
  %t7209 = add i64 0, %t7208
  %t7210 = mul i64 %i7200, %t35
  %t7211 = add i64 %t7209, %t7210
  %t7212 = mul i64 %i7206, %t37
  %t7213 = add i64 %t7211, %t7212
  %t7214 = mul i64 %i7194, %t143
  %t7215 = add i64 %t124, %t7214
  %t7216 = mul i64 %i7200, %t162
  %t7217 = add i64 %t7215, %t7216
  %t7218 = mul i64 %i7206, %t181
  %t7219 = add i64 %t7217, %t7218
  %t7220 = getelementptr float, ptr %buf.w, i64 %t7219
  %t7221 = load float, ptr %t7220, align 4
  %t7222 = insertelement <16 x float> poison, float %t7221, i64 0
  %t7223 = shufflevector <16 x float> %t7222, <16 x float> poison, <16 x i32> zeroinitializer
  %t7224 = mul i64 1, %i7206
  %t7225 = add i64 %t7183, %t7224
  %t7226 = sub i64 0, %t7225
  %t7227 = sub i64 %size.W, 1
  %t7228 = sub i64 %t7227, %t7225
  %t7229 = add i64 %t7228, 1
  %t7230 = icmp sgt i64 0, %t7226
  %t7231 = select i1 %t7230, i64 0, i64 %t7226
  %t7232 = icmp slt i64 %t7177, %t7229
  %t7233 = select i1 %t7232, i64 %t7177, i64 %t7229
  %t7234 = icmp slt i64 %t7231, 16
  %t7235 = select i1 %t7234, i64 %t7231, i64 16
  %t7236 = sub i64 %t7233, %t7235
  %t7237 = icmp sgt i64 %t7236, 0
  %t7238 = select i1 %t7237, i64 %t7236, i64 0
  %t7239 = trunc i64 %t7235 to i32
  %t7240 = insertelement <16 x i32> poison, i32 %t7239, i64 0
  %t7241 = shufflevector <16 x i32> %t7240, <16 x i32> poison, <16 x i32> zeroinitializer
  %t7242 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t7241
  %t7243 = trunc i64 %t7238 to i32
  %t7244 = insertelement <16 x i32> poison, i32 %t7243, i64 0
  %t7245 = shufflevector <16 x i32> %t7244, <16 x i32> poison, <16 x i32> zeroinitializer
  %t7246 = icmp ult <16 x i32> %t7242, %t7245
  %t7247 = add i64 %t197, %t7213
  %t7248 = add i64 %t7247, %q6589
  %t7249 = getelementptr float, ptr %buf.x, i64 %t7248
  %t7250 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t7249, <16 x i1> %t7246, <16 x float> zeroinitializer)
  %t7251 = load <16 x float>, ptr %acc7171
  %t7252 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t7223, <16 x float> %t7250, <16 x float> %t7251)
  %t7253 = select <16 x i1> %t7246, <16 x float> %t7252, <16 x float> %t7251
  store <16 x float> %t7253, ptr %acc7171
  %t7254 = mul i64 1, %i7206
  %t7255 = add i64 %t7185, %t7254
  %t7256 = sub i64 0, %t7255
  %t7257 = sub i64 %size.W, 1
  %t7258 = sub i64 %t7257, %t7255
  %t7259 = add i64 %t7258, 1
  %t7260 = icmp sgt i64 0, %t7256
  %t7261 = select i1 %t7260, i64 0, i64 %t7256
  %t7262 = icmp slt i64 %t7177, %t7259
  %t7263 = select i1 %t7262, i64 %t7177, i64 %t7259
  %t7264 = icmp slt i64 %t7261, 16
  %t7265 = select i1 %t7264, i64 %t7261, i64 16
  %t7266 = sub i64 %t7263, %t7265
  %t7267 = icmp sgt i64 %t7266, 0
  %t7268 = select i1 %t7267, i64 %t7266, i64 0
  %t7269 = trunc i64 %t7265 to i32
  %t7270 = insertelement <16 x i32> poison, i32 %t7269, i64 0
  %t7271 = shufflevector <16 x i32> %t7270, <16 x i32> poison, <16 x i32> zeroinitializer
  %t7272 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t7271
  %t7273 = trunc i64 %t7268 to i32
  %t7274 = insertelement <16 x i32> poison, i32 %t7273, i64 0
  %t7275 = shufflevector <16 x i32> %t7274, <16 x i32> poison, <16 x i32> zeroinitializer
  %t7276 = icmp ult <16 x i32> %t7272, %t7275
  %t7277 = add i64 %t208, %t7213
  %t7278 = add i64 %t7277, %q6589
  %t7279 = getelementptr float, ptr %buf.x, i64 %t7278
  %t7280 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t7279, <16 x i1> %t7276, <16 x float> zeroinitializer)
  %t7281 = load <16 x float>, ptr %acc7172
  %t7282 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t7223, <16 x float> %t7280, <16 x float> %t7281)
  %t7283 = select <16 x i1> %t7276, <16 x float> %t7282, <16 x float> %t7281
  store <16 x float> %t7283, ptr %acc7172
  %t7284 = mul i64 1, %i7206
  %t7285 = add i64 %t7187, %t7284
  %t7286 = sub i64 0, %t7285
  %t7287 = sub i64 %size.W, 1
  %t7288 = sub i64 %t7287, %t7285
  %t7289 = add i64 %t7288, 1
  %t7290 = icmp sgt i64 0, %t7286
  %t7291 = select i1 %t7290, i64 0, i64 %t7286
  %t7292 = icmp slt i64 %t7177, %t7289
  %t7293 = select i1 %t7292, i64 %t7177, i64 %t7289
  %t7294 = icmp slt i64 %t7291, 16
  %t7295 = select i1 %t7294, i64 %t7291, i64 16
  %t7296 = sub i64 %t7293, %t7295
  %t7297 = icmp sgt i64 %t7296, 0
  %t7298 = select i1 %t7297, i64 %t7296, i64 0
  %t7299 = trunc i64 %t7295 to i32
  %t7300 = insertelement <16 x i32> poison, i32 %t7299, i64 0
  %t7301 = shufflevector <16 x i32> %t7300, <16 x i32> poison, <16 x i32> zeroinitializer
  %t7302 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t7301
  %t7303 = trunc i64 %t7298 to i32
  %t7304 = insertelement <16 x i32> poison, i32 %t7303, i64 0
  %t7305 = shufflevector <16 x i32> %t7304, <16 x i32> poison, <16 x i32> zeroinitializer
  %t7306 = icmp ult <16 x i32> %t7302, %t7305
  %t7307 = add i64 %t219, %t7213
  %t7308 = add i64 %t7307, %q6589
  %t7309 = getelementptr float, ptr %buf.x, i64 %t7308
  %t7310 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t7309, <16 x i1> %t7306, <16 x float> zeroinitializer)
  %t7311 = load <16 x float>, ptr %acc7173
  %t7312 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t7223, <16 x float> %t7310, <16 x float> %t7311)
  %t7313 = select <16 x i1> %t7306, <16 x float> %t7312, <16 x float> %t7311
  store <16 x float> %t7313, ptr %acc7173
  %t7314 = mul i64 1, %i7206
  %t7315 = add i64 %t7189, %t7314
  %t7316 = sub i64 0, %t7315
  %t7317 = sub i64 %size.W, 1
  %t7318 = sub i64 %t7317, %t7315
  %t7319 = add i64 %t7318, 1
  %t7320 = icmp sgt i64 0, %t7316
  %t7321 = select i1 %t7320, i64 0, i64 %t7316
  %t7322 = icmp slt i64 %t7177, %t7319
  %t7323 = select i1 %t7322, i64 %t7177, i64 %t7319
  %t7324 = icmp slt i64 %t7321, 16
  %t7325 = select i1 %t7324, i64 %t7321, i64 16
  %t7326 = sub i64 %t7323, %t7325
  %t7327 = icmp sgt i64 %t7326, 0
  %t7328 = select i1 %t7327, i64 %t7326, i64 0
  %t7329 = trunc i64 %t7325 to i32
  %t7330 = insertelement <16 x i32> poison, i32 %t7329, i64 0
  %t7331 = shufflevector <16 x i32> %t7330, <16 x i32> poison, <16 x i32> zeroinitializer
  %t7332 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t7331
  %t7333 = trunc i64 %t7328 to i32
  %t7334 = insertelement <16 x i32> poison, i32 %t7333, i64 0
  %t7335 = shufflevector <16 x i32> %t7334, <16 x i32> poison, <16 x i32> zeroinitializer
  %t7336 = icmp ult <16 x i32> %t7332, %t7335
  %t7337 = add i64 %t230, %t7213
  %t7338 = add i64 %t7337, %q6589
  %t7339 = getelementptr float, ptr %buf.x, i64 %t7338
  %t7340 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t7339, <16 x i1> %t7336, <16 x float> zeroinitializer)
  %t7341 = load <16 x float>, ptr %acc7174
  %t7342 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t7223, <16 x float> %t7340, <16 x float> %t7341)
  %t7343 = select <16 x i1> %t7336, <16 x float> %t7342, <16 x float> %t7341
  store <16 x float> %t7343, ptr %acc7174
  %t7344 = add nsw i64 %i7206, 1
  store i64 %t7344, ptr %c7202
  br label %head7203
done7205:
  %t7345 = add nsw i64 %i7200, 1
  store i64 %t7345, ptr %c7196
  br label %head7197
done7199:
  %t7346 = add nsw i64 %i7194, 1
  store i64 %t7346, ptr %c7190
  br label %head7191
done7193:
  %t7347 = load <16 x float>, ptr %acc7171
  %p7348 = getelementptr float, ptr %buf.b, i64 %t65
  %ld7349 = load float, ptr %p7348, align 4
  %ins7350 = insertelement <16 x float> poison, float %ld7349, i64 0
  %splat7351 = shufflevector <16 x float> %ins7350, <16 x float> poison, <16 x i32> zeroinitializer
  %v7352 = fadd contract <16 x float> %splat7351, %t7347
  %v7353 = mul i64 %t67, %size.K
  %v7354 = add i64 %v7353, %t65
  %v7355 = add i64 %size.H, 1
  %v7356 = add i64 %v7355, 1
  %v7357 = sub i64 %size.R, 1
  %v7358 = sub i64 %v7356, %v7357
  %v7359 = sub i64 %v7358, 1
  %v7360 = add i64 %v7359, 1
  %v7361 = mul i64 %v7354, %v7360
  %v7362 = add i64 %v7361, %p186
  %v7363 = add i64 %size.W, 1
  %v7364 = add i64 %v7363, 1
  %v7365 = sub i64 %size.S, 1
  %v7366 = sub i64 %v7364, %v7365
  %v7367 = sub i64 %v7366, 1
  %v7368 = add i64 %v7367, 1
  %v7369 = mul i64 %v7362, %v7368
  %v7370 = add i64 %v7369, %q6589
  %p7371 = getelementptr float, ptr %buf.y, i64 %v7370
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v7352, ptr align 4 %p7371, <16 x i1> %t7181)
  %t7372 = load <16 x float>, ptr %acc7172
  %p7373 = getelementptr float, ptr %buf.b, i64 %t65
  %ld7374 = load float, ptr %p7373, align 4
  %ins7375 = insertelement <16 x float> poison, float %ld7374, i64 0
  %splat7376 = shufflevector <16 x float> %ins7375, <16 x float> poison, <16 x i32> zeroinitializer
  %v7377 = fadd contract <16 x float> %splat7376, %t7372
  %v7378 = mul i64 %t67, %size.K
  %v7379 = add i64 %v7378, %t65
  %v7380 = add i64 %size.H, 1
  %v7381 = add i64 %v7380, 1
  %v7382 = sub i64 %size.R, 1
  %v7383 = sub i64 %v7381, %v7382
  %v7384 = sub i64 %v7383, 1
  %v7385 = add i64 %v7384, 1
  %v7386 = mul i64 %v7379, %v7385
  %v7387 = add i64 %v7386, %t198
  %v7388 = add i64 %size.W, 1
  %v7389 = add i64 %v7388, 1
  %v7390 = sub i64 %size.S, 1
  %v7391 = sub i64 %v7389, %v7390
  %v7392 = sub i64 %v7391, 1
  %v7393 = add i64 %v7392, 1
  %v7394 = mul i64 %v7387, %v7393
  %v7395 = add i64 %v7394, %q6589
  %p7396 = getelementptr float, ptr %buf.y, i64 %v7395
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v7377, ptr align 4 %p7396, <16 x i1> %t7181)
  %t7397 = load <16 x float>, ptr %acc7173
  %p7398 = getelementptr float, ptr %buf.b, i64 %t65
  %ld7399 = load float, ptr %p7398, align 4
  %ins7400 = insertelement <16 x float> poison, float %ld7399, i64 0
  %splat7401 = shufflevector <16 x float> %ins7400, <16 x float> poison, <16 x i32> zeroinitializer
  %v7402 = fadd contract <16 x float> %splat7401, %t7397
  %v7403 = mul i64 %t67, %size.K
  %v7404 = add i64 %v7403, %t65
  %v7405 = add i64 %size.H, 1
  %v7406 = add i64 %v7405, 1
  %v7407 = sub i64 %size.R, 1
  %v7408 = sub i64 %v7406, %v7407
  %v7409 = sub i64 %v7408, 1
  %v7410 = add i64 %v7409, 1
  %v7411 = mul i64 %v7404, %v7410
  %v7412 = add i64 %v7411, %t209
  %v7413 = add i64 %size.W, 1
  %v7414 = add i64 %v7413, 1
  %v7415 = sub i64 %size.S, 1
  %v7416 = sub i64 %v7414, %v7415
  %v7417 = sub i64 %v7416, 1
  %v7418 = add i64 %v7417, 1
  %v7419 = mul i64 %v7412, %v7418
  %v7420 = add i64 %v7419, %q6589
  %p7421 = getelementptr float, ptr %buf.y, i64 %v7420
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v7402, ptr align 4 %p7421, <16 x i1> %t7181)
  %t7422 = load <16 x float>, ptr %acc7174
  %p7423 = getelementptr float, ptr %buf.b, i64 %t65
  %ld7424 = load float, ptr %p7423, align 4
  %ins7425 = insertelement <16 x float> poison, float %ld7424, i64 0
  %splat7426 = shufflevector <16 x float> %ins7425, <16 x float> poison, <16 x i32> zeroinitializer
  %v7427 = fadd contract <16 x float> %splat7426, %t7422
  %v7428 = mul i64 %t67, %size.K
  %v7429 = add i64 %v7428, %t65
  %v7430 = add i64 %size.H, 1
  %v7431 = add i64 %v7430, 1
  %v7432 = sub i64 %size.R, 1
  %v7433 = sub i64 %v7431, %v7432
  %v7434 = sub i64 %v7433, 1
  %v7435 = add i64 %v7434, 1
  %v7436 = mul i64 %v7429, %v7435
  %v7437 = add i64 %v7436, %t220
  %v7438 = add i64 %size.W, 1
  %v7439 = add i64 %v7438, 1
  %v7440 = sub i64 %size.S, 1
  %v7441 = sub i64 %v7439, %v7440
  %v7442 = sub i64 %v7441, 1
  %v7443 = add i64 %v7442, 1
  %v7444 = mul i64 %v7437, %v7443
  %v7445 = add i64 %v7444, %q6589
  %p7446 = getelementptr float, ptr %buf.y, i64 %v7445
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v7427, ptr align 4 %p7446, <16 x i1> %t7181)
  %t7447 = add i64 %q6589, 16
  store i64 %t7447, ptr %c6585
  br label %qhead6586
qdone6588:
  br label %joined292
joined292:
  %t7448 = add i64 %p186, 4
  store i64 %t7448, ptr %c182
  br label %phead183
single282:
  store i64 0, ptr %c7449
  br label %qhead7450
qhead7450:
  %q7453 = load i64, ptr %c7449
  %t7454 = icmp slt i64 %q7453, %t21
  br i1 %t7454, label %qbody7451, label %qdone7452
qbody7451:
  %t7457 = add i64 %q7453, 31
  %t7458 = icmp slt i64 %t7457, %t21
  %t7459 = add i64 -1, 0
  %t7460 = mul i64 1, %q7453
  %t7461 = add i64 %t7459, %t7460
  %t7462 = add i64 -1, %t42
  %t7463 = mul i64 1, %t7457
  %t7464 = add i64 %t7462, %t7463
  %t7465 = icmp sge i64 %t7461, 0
  %t7466 = and i1 %t7458, %t7465
  %t7467 = icmp slt i64 %t7464, %size.W
  %t7468 = and i1 %t7466, %t7467
  %t7469 = and i1 true, %t7468
  br i1 %t7469, label %in27455, label %not27456
in27455:
  store <16 x float> zeroinitializer, ptr %acc7470
  store <16 x float> zeroinitializer, ptr %acc7471
  store i64 0, ptr %c7472
  br label %head7473
head7473:
  %i7476 = load i64, ptr %c7472
  %t7477 = icmp slt i64 %i7476, %t15
  br i1 %t7477, label %body7474, label %done7475
body7474:
  %t7478 = mul i64 1, %i7476
  %t7479 = add i64 %t103, %t7478
  %t7480 = icmp sge i64 %t7479, 0
  %t7481 = and i1 true, %t7480
  %t7482 = icmp slt i64 %t7479, %size.C
  %t7483 = and i1 %t7481, %t7482
  br i1 %t7483, label %tap7484, label %skip7485
tap7484:
  store i64 0, ptr %c7486
  br label %head7487
head7487:
  %i7490 = load i64, ptr %c7486
  %t7491 = icmp slt i64 %i7490, %size.R
  br i1 %t7491, label %body7488, label %done7489
body7488:
  %t7492 = mul i64 1, %i7490
  %t7493 = add i64 %t189, %t7492
  %t7494 = icmp sge i64 %t7493, 0
  %t7495 = and i1 true, %t7494
  %t7496 = icmp slt i64 %t7493, %size.H
  %t7497 = and i1 %t7495, %t7496
  br i1 %t7497, label %tap7498, label %skip7499
tap7498:
  store i64 0, ptr %c7500
  br label %head7501
head7501:
  %i7504 = load i64, ptr %c7500
  %t7505 = icmp slt i64 %i7504, %size.S
  br i1 %t7505, label %body7502, label %done7503
body7502:
  %t7506 = mul i64 %i7476, %t33
  %t7507 = add i64 0, %t7506
  %t7508 = mul i64 %i7490, %t35
  %t7509 = add i64 %t7507, %t7508
  %t7510 = mul i64 %i7504, %t37
  %t7511 = add i64 %t7509, %t7510
  %t7512 = mul i64 %i7476, %t143
  %t7513 = add i64 %t124, %t7512
  %t7514 = mul i64 %i7490, %t162
  %t7515 = add i64 %t7513, %t7514
  %t7516 = mul i64 %i7504, %t181
  %t7517 = add i64 %t7515, %t7516
  %t7518 = getelementptr float, ptr %buf.w, i64 %t7517
  %t7519 = load float, ptr %t7518, align 4
  %t7520 = insertelement <16 x float> poison, float %t7519, i64 0
  %t7521 = shufflevector <16 x float> %t7520, <16 x float> poison, <16 x i32> zeroinitializer
  %t7522 = add i64 %t197, %t7511
  %t7523 = add i64 %t7522, %q7453
  %t7524 = getelementptr float, ptr %buf.x, i64 %t7523
  %t7525 = getelementptr float, ptr %t7524, i64 0
  %t7526 = load <16 x float>, ptr %t7525, align 4
  %t7527 = getelementptr float, ptr %t7524, i64 16
  %t7528 = load <16 x float>, ptr %t7527, align 4
  %t7529 = load <16 x float>, ptr %acc7470
  %t7530 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t7521, <16 x float> %t7526, <16 x float> %t7529)
  store <16 x float> %t7530, ptr %acc7470
  %t7531 = load <16 x float>, ptr %acc7471
  %t7532 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t7521, <16 x float> %t7528, <16 x float> %t7531)
  store <16 x float> %t7532, ptr %acc7471
  %t7533 = add nsw i64 %i7504, 1
  store i64 %t7533, ptr %c7500
  br label %head7501
done7503:
  br label %skip7499
skip7499:
  %t7534 = add nsw i64 %i7490, 1
  store i64 %t7534, ptr %c7486
  br label %head7487
done7489:
  br label %skip7485
skip7485:
  %t7535 = add nsw i64 %i7476, 1
  store i64 %t7535, ptr %c7472
  br label %head7473
done7475:
  %t7536 = add i64 %q7453, 0
  %t7537 = load <16 x float>, ptr %acc7470
  %p7538 = getelementptr float, ptr %buf.b, i64 %t65
  %ld7539 = load float, ptr %p7538, align 4
  %ins7540 = insertelement <16 x float> poison, float %ld7539, i64 0
  %splat7541 = shufflevector <16 x float> %ins7540, <16 x float> poison, <16 x i32> zeroinitializer
  %v7542 = fadd contract <16 x float> %splat7541, %t7537
  %v7543 = mul i64 %t67, %size.K
  %v7544 = add i64 %v7543, %t65
  %v7545 = add i64 %size.H, 1
  %v7546 = add i64 %v7545, 1
  %v7547 = sub i64 %size.R, 1
  %v7548 = sub i64 %v7546, %v7547
  %v7549 = sub i64 %v7548, 1
  %v7550 = add i64 %v7549, 1
  %v7551 = mul i64 %v7544, %v7550
  %v7552 = add i64 %v7551, %p186
  %v7553 = add i64 %size.W, 1
  %v7554 = add i64 %v7553, 1
  %v7555 = sub i64 %size.S, 1
  %v7556 = sub i64 %v7554, %v7555
  %v7557 = sub i64 %v7556, 1
  %v7558 = add i64 %v7557, 1
  %v7559 = mul i64 %v7552, %v7558
  %v7560 = add i64 %v7559, %t7536
  %p7561 = getelementptr float, ptr %buf.y, i64 %v7560
  store <16 x float> %v7542, ptr %p7561, align 4
  %t7562 = add i64 %q7453, 16
  %t7563 = load <16 x float>, ptr %acc7471
  %p7564 = getelementptr float, ptr %buf.b, i64 %t65
  %ld7565 = load float, ptr %p7564, align 4
  %ins7566 = insertelement <16 x float> poison, float %ld7565, i64 0
  %splat7567 = shufflevector <16 x float> %ins7566, <16 x float> poison, <16 x i32> zeroinitializer
  %v7568 = fadd contract <16 x float> %splat7567, %t7563
  %v7569 = mul i64 %t67, %size.K
  %v7570 = add i64 %v7569, %t65
  %v7571 = add i64 %size.H, 1
  %v7572 = add i64 %v7571, 1
  %v7573 = sub i64 %size.R, 1
  %v7574 = sub i64 %v7572, %v7573
  %v7575 = sub i64 %v7574, 1
  %v7576 = add i64 %v7575, 1
  %v7577 = mul i64 %v7570, %v7576
  %v7578 = add i64 %v7577, %p186
  %v7579 = add i64 %size.W, 1
  %v7580 = add i64 %v7579, 1
  %v7581 = sub i64 %size.S, 1
  %v7582 = sub i64 %v7580, %v7581
  %v7583 = sub i64 %v7582, 1
  %v7584 = add i64 %v7583, 1
  %v7585 = mul i64 %v7578, %v7584
  %v7586 = add i64 %v7585, %t7562
  %p7587 = getelementptr float, ptr %buf.y, i64 %v7586
  store <16 x float> %v7568, ptr %p7587, align 4
  %t7588 = add i64 %q7453, 32
  store i64 %t7588, ptr %c7449
  br label %qhead7450
not27456:
  %t7591 = add i64 %q7453, 15
  %t7592 = icmp slt i64 %t7591, %t21
  %t7593 = add i64 -1, 0
  %t7594 = mul i64 1, %q7453
  %t7595 = add i64 %t7593, %t7594
  %t7596 = add i64 -1, %t42
  %t7597 = mul i64 1, %t7591
  %t7598 = add i64 %t7596, %t7597
  %t7599 = icmp sge i64 %t7595, 0
  %t7600 = and i1 %t7592, %t7599
  %t7601 = icmp slt i64 %t7598, %size.W
  %t7602 = and i1 %t7600, %t7601
  %t7603 = and i1 true, %t7602
  br i1 %t7603, label %in17589, label %not17590
in17589:
  store <16 x float> zeroinitializer, ptr %acc7604
  store i64 0, ptr %c7605
  br label %head7606
head7606:
  %i7609 = load i64, ptr %c7605
  %t7610 = icmp slt i64 %i7609, %t15
  br i1 %t7610, label %body7607, label %done7608
body7607:
  %t7611 = mul i64 1, %i7609
  %t7612 = add i64 %t103, %t7611
  %t7613 = icmp sge i64 %t7612, 0
  %t7614 = and i1 true, %t7613
  %t7615 = icmp slt i64 %t7612, %size.C
  %t7616 = and i1 %t7614, %t7615
  br i1 %t7616, label %tap7617, label %skip7618
tap7617:
  store i64 0, ptr %c7619
  br label %head7620
head7620:
  %i7623 = load i64, ptr %c7619
  %t7624 = icmp slt i64 %i7623, %size.R
  br i1 %t7624, label %body7621, label %done7622
body7621:
  %t7625 = mul i64 1, %i7623
  %t7626 = add i64 %t189, %t7625
  %t7627 = icmp sge i64 %t7626, 0
  %t7628 = and i1 true, %t7627
  %t7629 = icmp slt i64 %t7626, %size.H
  %t7630 = and i1 %t7628, %t7629
  br i1 %t7630, label %tap7631, label %skip7632
tap7631:
  store i64 0, ptr %c7633
  br label %head7634
head7634:
  %i7637 = load i64, ptr %c7633
  %t7638 = icmp slt i64 %i7637, %size.S
  br i1 %t7638, label %body7635, label %done7636
body7635:
  %t7639 = mul i64 %i7609, %t33
  %t7640 = add i64 0, %t7639
  %t7641 = mul i64 %i7623, %t35
  %t7642 = add i64 %t7640, %t7641
  %t7643 = mul i64 %i7637, %t37
  %t7644 = add i64 %t7642, %t7643
  %t7645 = mul i64 %i7609, %t143
  %t7646 = add i64 %t124, %t7645
  %t7647 = mul i64 %i7623, %t162
  %t7648 = add i64 %t7646, %t7647
  %t7649 = mul i64 %i7637, %t181
  %t7650 = add i64 %t7648, %t7649
  %t7651 = getelementptr float, ptr %buf.w, i64 %t7650
  %t7652 = load float, ptr %t7651, align 4
  %t7653 = insertelement <16 x float> poison, float %t7652, i64 0
  %t7654 = shufflevector <16 x float> %t7653, <16 x float> poison, <16 x i32> zeroinitializer
  %t7655 = add i64 %t197, %t7644
  %t7656 = add i64 %t7655, %q7453
  %t7657 = getelementptr float, ptr %buf.x, i64 %t7656
  %t7658 = getelementptr float, ptr %t7657, i64 0
  %t7659 = load <16 x float>, ptr %t7658, align 4
  %t7660 = load <16 x float>, ptr %acc7604
  %t7661 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t7654, <16 x float> %t7659, <16 x float> %t7660)
  store <16 x float> %t7661, ptr %acc7604
  %t7662 = add nsw i64 %i7637, 1
  store i64 %t7662, ptr %c7633
  br label %head7634
done7636:
  br label %skip7632
skip7632:
  %t7663 = add nsw i64 %i7623, 1
  store i64 %t7663, ptr %c7619
  br label %head7620
done7622:
  br label %skip7618
skip7618:
  %t7664 = add nsw i64 %i7609, 1
  store i64 %t7664, ptr %c7605
  br label %head7606
done7608:
  %t7665 = add i64 %q7453, 0
  %t7666 = load <16 x float>, ptr %acc7604
  %p7667 = getelementptr float, ptr %buf.b, i64 %t65
  %ld7668 = load float, ptr %p7667, align 4
  %ins7669 = insertelement <16 x float> poison, float %ld7668, i64 0
  %splat7670 = shufflevector <16 x float> %ins7669, <16 x float> poison, <16 x i32> zeroinitializer
  %v7671 = fadd contract <16 x float> %splat7670, %t7666
  %v7672 = mul i64 %t67, %size.K
  %v7673 = add i64 %v7672, %t65
  %v7674 = add i64 %size.H, 1
  %v7675 = add i64 %v7674, 1
  %v7676 = sub i64 %size.R, 1
  %v7677 = sub i64 %v7675, %v7676
  %v7678 = sub i64 %v7677, 1
  %v7679 = add i64 %v7678, 1
  %v7680 = mul i64 %v7673, %v7679
  %v7681 = add i64 %v7680, %p186
  %v7682 = add i64 %size.W, 1
  %v7683 = add i64 %v7682, 1
  %v7684 = sub i64 %size.S, 1
  %v7685 = sub i64 %v7683, %v7684
  %v7686 = sub i64 %v7685, 1
  %v7687 = add i64 %v7686, 1
  %v7688 = mul i64 %v7681, %v7687
  %v7689 = add i64 %v7688, %t7665
  %p7690 = getelementptr float, ptr %buf.y, i64 %v7689
  store <16 x float> %v7671, ptr %p7690, align 4
  %t7691 = add i64 %q7453, 16
  store i64 %t7691, ptr %c7449
  br label %qhead7450
not17590:
  store <16 x float> zeroinitializer, ptr %acc7692
  %t7693 = sub i64 %t21, %q7453
  %t7694 = icmp slt i64 %t7693, 16
  %t7695 = select i1 %t7694, i64 %t7693, i64 16
  %t7696 = trunc i64 %t7695 to i32
  %t7697 = insertelement <16 x i32> poison, i32 %t7696, i64 0
  %t7698 = shufflevector <16 x i32> %t7697, <16 x i32> poison, <16 x i32> zeroinitializer
  %t7699 = icmp slt <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t7698
  %t7700 = mul i64 1, %q7453
  %t7701 = add i64 -1, %t7700
  store i64 0, ptr %c7702
  br label %head7703
head7703:
  %i7706 = load i64, ptr %c7702
  %t7707 = icmp slt i64 %i7706, %t15
  br i1 %t7707, label %body7704, label %done7705
body7704:
  %t7708 = mul i64 1, %i7706
  %t7709 = add i64 %t103, %t7708
  %t7710 = icmp sge i64 %t7709, 0
  %t7711 = and i1 true, %t7710
  %t7712 = icmp slt i64 %t7709, %size.C
  %t7713 = and i1 %t7711, %t7712
  br i1 %t7713, label %tap7714, label %skip7715
tap7714:
  store i64 0, ptr %c7716
  br label %head7717
head7717:
  %i7720 = load i64, ptr %c7716
  %t7721 = icmp slt i64 %i7720, %size.R
  br i1 %t7721, label %body7718, label %done7719
body7718:
  %t7722 = mul i64 1, %i7720
  %t7723 = add i64 %t189, %t7722
  %t7724 = icmp sge i64 %t7723, 0
  %t7725 = and i1 true, %t7724
  %t7726 = icmp slt i64 %t7723, %size.H
  %t7727 = and i1 %t7725, %t7726
  br i1 %t7727, label %tap7728, label %skip7729
tap7728:
  store i64 0, ptr %c7730
  br label %head7731
head7731:
  %i7734 = load i64, ptr %c7730
  %t7735 = icmp slt i64 %i7734, %size.S
  br i1 %t7735, label %body7732, label %done7733
body7732:
  %t7736 = mul i64 %i7706, %t33
  %t7737 = add i64 0, %t7736
  %t7738 = mul i64 %i7720, %t35
  %t7739 = add i64 %t7737, %t7738
  %t7740 = mul i64 %i7734, %t37
  %t7741 = add i64 %t7739, %t7740
  %t7742 = mul i64 %i7706, %t143
  %t7743 = add i64 %t124, %t7742
  %t7744 = mul i64 %i7720, %t162
  %t7745 = add i64 %t7743, %t7744
  %t7746 = mul i64 %i7734, %t181
  %t7747 = add i64 %t7745, %t7746
  %t7748 = getelementptr float, ptr %buf.w, i64 %t7747
  %t7749 = load float, ptr %t7748, align 4
  %t7750 = insertelement <16 x float> poison, float %t7749, i64 0
  %t7751 = shufflevector <16 x float> %t7750, <16 x float> poison, <16 x i32> zeroinitializer
  %t7752 = mul i64 1, %i7734
  %t7753 = add i64 %t7701, %t7752
  %t7754 = sub i64 0, %t7753
  %t7755 = sub i64 %size.W, 1
  %t7756 = sub i64 %t7755, %t7753
  %t7757 = add i64 %t7756, 1
  %t7758 = icmp sgt i64 0, %t7754
  %t7759 = select i1 %t7758, i64 0, i64 %t7754
  %t7760 = icmp slt i64 %t7695, %t7757
  %t7761 = select i1 %t7760, i64 %t7695, i64 %t7757
  %t7762 = icmp slt i64 %t7759, 16
  %t7763 = select i1 %t7762, i64 %t7759, i64 16
  %t7764 = sub i64 %t7761, %t7763
  %t7765 = icmp sgt i64 %t7764, 0
  %t7766 = select i1 %t7765, i64 %t7764, i64 0
  %t7767 = trunc i64 %t7763 to i32
  %t7768 = insertelement <16 x i32> poison, i32 %t7767, i64 0
  %t7769 = shufflevector <16 x i32> %t7768, <16 x i32> poison, <16 x i32> zeroinitializer
  %t7770 = sub <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %t7769
  %t7771 = trunc i64 %t7766 to i32
  %t7772 = insertelement <16 x i32> poison, i32 %t7771, i64 0
  %t7773 = shufflevector <16 x i32> %t7772, <16 x i32> poison, <16 x i32> zeroinitializer
  %t7774 = icmp ult <16 x i32> %t7770, %t7773
  %t7775 = add i64 %t197, %t7741
  %t7776 = add i64 %t7775, %q7453
  %t7777 = getelementptr float, ptr %buf.x, i64 %t7776
  %t7778 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t7777, <16 x i1> %t7774, <16 x float> zeroinitializer)
  %t7779 = load <16 x float>, ptr %acc7692
  %t7780 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t7751, <16 x float> %t7778, <16 x float> %t7779)
  %t7781 = select <16 x i1> %t7774, <16 x float> %t7780, <16 x float> %t7779
  store <16 x float> %t7781, ptr %acc7692
  %t7782 = add nsw i64 %i7734, 1
  store i64 %t7782, ptr %c7730
  br label %head7731
done7733:
  br label %skip7729
skip7729:
  %t7783 = add nsw i64 %i7720, 1
  store i64 %t7783, ptr %c7716
  br label %head7717
done7719:
  br label %skip7715
skip7715:
  %t7784 = add nsw i64 %i7706, 1
  store i64 %t7784, ptr %c7702
  br label %head7703
done7705:
  %t7785 = load <16 x float>, ptr %acc7692
  %p7786 = getelementptr float, ptr %buf.b, i64 %t65
  %ld7787 = load float, ptr %p7786, align 4
  %ins7788 = insertelement <16 x float> poison, float %ld7787, i64 0
  %splat7789 = shufflevector <16 x float> %ins7788, <16 x float> poison, <16 x i32> zeroinitializer
  %v7790 = fadd contract <16 x float> %splat7789, %t7785
  %v7791 = mul i64 %t67, %size.K
  %v7792 = add i64 %v7791, %t65
  %v7793 = add i64 %size.H, 1
  %v7794 = add i64 %v7793, 1
  %v7795 = sub i64 %size.R, 1
  %v7796 = sub i64 %v7794, %v7795
  %v7797 = sub i64 %v7796, 1
  %v7798 = add i64 %v7797, 1
  %v7799 = mul i64 %v7792, %v7798
  %v7800 = add i64 %v7799, %p186
  %v7801 = add i64 %size.W, 1
  %v7802 = add i64 %v7801, 1
  %v7803 = sub i64 %size.S, 1
  %v7804 = sub i64 %v7802, %v7803
  %v7805 = sub i64 %v7804, 1
  %v7806 = add i64 %v7805, 1
  %v7807 = mul i64 %v7800, %v7806
  %v7808 = add i64 %v7807, %q7453
  %p7809 = getelementptr float, ptr %buf.y, i64 %v7808
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v7790, ptr align 4 %p7809, <16 x i1> %t7699)
  %t7810 = add i64 %q7453, 16
  store i64 %t7810, ptr %c7449
  br label %qhead7450
qdone7452:
  %t7811 = add i64 %p186, 1
  store i64 %t7811, ptr %c182
  br label %phead183
pdone185:
  %t7812 = add nsw i64 %i63, 1
  store i64 %t7812, ptr %c59
  br label %head60
done62:
  ret void
}
