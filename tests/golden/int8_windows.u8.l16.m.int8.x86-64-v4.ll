declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.maxnum.v16f32(<16 x float>, <16 x float>)
declare <16 x float> @llvm.minnum.v16f32(<16 x float>, <16 x float>)
declare void @llvm.masked.store.v16i8.p0(<16 x i8>, ptr, <16 x i1>)

define void @"jr.windows.u8.l16.m"(ptr noalias %buf.x, ptr noalias %buf.m, ptr noalias %buf.q, ptr noalias %scratch, i64 %size.rows, i64 %size.c, i64 %size.kp, i64 %size.h, i64 %size.w, i64 %size.oh, i64 %size.ow, i64 %size.kh, i64 %size.kw, i64 %size.sh, i64 %size.sw, i64 %size.dh, i64 %size.dw, i64 %size.pt, i64 %size.pl, i64 %range.lo, i64 %range.hi) nounwind "no-builtins" {
entry:
  %c19 = alloca i64
  %c20 = alloca i64
  %c21 = alloca i64
  %c22 = alloca i64
  %c44 = alloca i64
  %c65 = alloca i64
  %c113 = alloca i64
  %c137 = alloca i64
  %c185 = alloca i64
  %c195 = alloca i64
  %t1 = icmp slt i64 %range.hi, %size.rows
  %t2 = select i1 %t1, i64 %range.hi, i64 %size.rows
  %t3 = icmp slt i64 %range.lo, %t2
  %t4 = select i1 %t3, i64 %range.lo, i64 %t2
  %t5 = load float, ptr %buf.m, align 4
  %t6 = fcmp ogt float %t5, 0x39B0000000000000
  %t7 = fdiv float 0x405FC00000000000, %t5
  %t8 = select i1 %t6, float %t7, float 0x0000000000000000
  %t9 = mul i64 %size.h, %size.w
  %t10 = mul i64 %t9, %size.c
  %t11 = mul i64 %size.kw, %size.c
  %t12 = mul i64 %size.kh, %t11
  %t13 = icmp eq i64 %size.dw, 1
  %t14 = mul i64 %size.oh, %size.ow
  %t15 = srem i64 %t4, %t14
  %t16 = sdiv i64 %t4, %t14
  %t17 = sdiv i64 %t15, %size.ow
  %t18 = srem i64 %t15, %size.ow
  store i64 %t16, ptr %c19
  store i64 %t17, ptr %c20
  store i64 %t18, ptr %c21
  store i64 %t4, ptr %c22
  br label %head23
head23:
  %i26 = load i64, ptr %c22
  %t27 = icmp slt i64 %i26, %t2
  br i1 %t27, label %body24, label %done25
body24:
  %t28 = load i64, ptr %c19
  %t29 = load i64, ptr %c20
  %t30 = load i64, ptr %c21
  %t31 = mul i64 %t29, %size.sh
  %t32 = sub i64 %t31, %size.pt
  %t33 = mul i64 %t30, %size.sw
  %t34 = sub i64 %t33, %size.pl
  %t35 = mul i64 %t28, %t10
  %t36 = getelementptr float, ptr %buf.x, i64 %t35
  %t37 = mul i64 %i26, %size.kp
  %t38 = getelementptr i8, ptr %buf.q, i64 %t37
  %t39 = icmp sge i64 %t34, 0
  %t40 = add i64 %t34, %size.kw
  %t41 = icmp sle i64 %t40, %size.w
  %t42 = and i1 %t39, %t41
  %t43 = and i1 %t13, %t42
  store i64 0, ptr %c44
  br label %head45
head45:
  %i48 = load i64, ptr %c44
  %t49 = icmp slt i64 %i48, %size.kh
  br i1 %t49, label %body46, label %done47
body46:
  %t50 = mul i64 %i48, %size.dh
  %t51 = add i64 %t32, %t50
  %t55 = icmp ult i64 %t51, %size.h
  %t56 = and i1 %t43, %t55
  br i1 %t56, label %run52, label %taps53
run52:
  %t57 = mul i64 %t51, %size.w
  %t58 = add i64 %t57, %t34
  %t59 = mul i64 %t58, %size.c
  %t60 = getelementptr float, ptr %t36, i64 %t59
  %t61 = mul i64 %i48, %t11
  %t62 = getelementptr i8, ptr %t38, i64 %t61
  %t63 = sdiv i64 %t11, 16
  %t64 = mul i64 %t63, 16
  store i64 0, ptr %c65
  br label %head66
head66:
  %i69 = load i64, ptr %c65
  %t70 = icmp slt i64 %i69, %t64
  br i1 %t70, label %body67, label %done68
body67:
  %t71 = getelementptr float, ptr %t60, i64 %i69
  %t72 = load <16 x float>, ptr %t71, align 4
  %t73 = insertelement <16 x float> poison, float %t8, i64 0
  %t74 = shufflevector <16 x float> %t73, <16 x float> poison, <16 x i32> zeroinitializer
  %t75 = insertelement <16 x float> poison, float 0x4060100000000000, i64 0
  %t76 = shufflevector <16 x float> %t75, <16 x float> poison, <16 x i32> zeroinitializer
  %t77 = insertelement <16 x float> poison, float 0x0000000000000000, i64 0
  %t78 = shufflevector <16 x float> %t77, <16 x float> poison, <16 x i32> zeroinitializer
  %t79 = insertelement <16 x float> poison, float 0x406FE00000000000, i64 0
  %t80 = shufflevector <16 x float> %t79, <16 x float> poison, <16 x i32> zeroinitializer
  %t81 = fmul <16 x float> %t72, %t74
  %t82 = fadd <16 x float> %t81, %t76
  %t83 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t82, <16 x float> %t78)
  %t84 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t83, <16 x float> %t80)
  %t85 = fptosi <16 x float> %t84 to <16 x i32>
  %t86 = trunc <16 x i32> %t85 to <16 x i8>
  %t87 = getelementptr i8, ptr %t62, i64 %i69
  store <16 x i8> %t86, ptr %t87, align 1
  %t88 = add nsw i64 %i69, 16
  store i64 %t88, ptr %c65
  br label %head66
done68:
  %t91 = icmp slt i64 %t64, %t11
  br i1 %t91, label %tail89, label %tailed90
tail89:
  %t92 = sub i64 %t11, %t64
  %t93 = insertelement <16 x i64> poison, i64 %t92, i64 0
  %t94 = shufflevector <16 x i64> %t93, <16 x i64> poison, <16 x i32> zeroinitializer
  %t95 = icmp ult <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t94
  %t96 = getelementptr float, ptr %t60, i64 %t64
  %t97 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t96, <16 x i1> %t95, <16 x float> zeroinitializer)
  %t98 = insertelement <16 x float> poison, float %t8, i64 0
  %t99 = shufflevector <16 x float> %t98, <16 x float> poison, <16 x i32> zeroinitializer
  %t100 = insertelement <16 x float> poison, float 0x4060100000000000, i64 0
  %t101 = shufflevector <16 x float> %t100, <16 x float> poison, <16 x i32> zeroinitializer
  %t102 = insertelement <16 x float> poison, float 0x0000000000000000, i64 0
  %t103 = shufflevector <16 x float> %t102, <16 x float> poison, <16 x i32> zeroinitializer
  %t104 = insertelement <16 x float> poison, float 0x406FE00000000000, i64 0
  %t105 = shufflevector <16 x float> %t104, <16 x float> poison, <16 x i32> zeroinitializer
  %t106 = fmul <16 x float> %t97, %t99
  %t107 = fadd <16 x float> %t106, %t101
  %t108 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t107, <16 x float> %t103)
  %t109 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t108, <16 x float> %t105)
  %t110 = fptosi <16 x float> %t109 to <16 x i32>
  %t111 = trunc <16 x i32> %t110 to <16 x i8>
  %t112 = getelementptr i8, ptr %t62, i64 %t64
  call void @llvm.masked.store.v16i8.p0(<16 x i8> %t111, ptr align 1 %t112, <16 x i1> %t95)
  br label %tailed90
tailed90:
  br label %row_done54
taps53:
  store i64 0, ptr %c113
  br label %head114
head114:
  %i117 = load i64, ptr %c113
  %t118 = icmp slt i64 %i117, %size.kw
  br i1 %t118, label %body115, label %done116
body115:
  %t119 = mul i64 %i117, %size.dw
  %t120 = add i64 %t34, %t119
  %t121 = mul i64 %i48, %size.kw
  %t122 = add i64 %t121, %i117
  %t123 = mul i64 %t122, %size.c
  %t124 = getelementptr i8, ptr %t38, i64 %t123
  %t125 = icmp ult i64 %t51, %size.h
  %t126 = icmp ult i64 %t120, %size.w
  %t127 = and i1 %t125, %t126
  br i1 %t127, label %inside128, label %padding129
inside128:
  %t131 = mul i64 %t51, %size.w
  %t132 = add i64 %t131, %t120
  %t133 = mul i64 %t132, %size.c
  %t134 = getelementptr float, ptr %t36, i64 %t133
  %t135 = sdiv i64 %size.c, 16
  %t136 = mul i64 %t135, 16
  store i64 0, ptr %c137
  br label %head138
head138:
  %i141 = load i64, ptr %c137
  %t142 = icmp slt i64 %i141, %t136
  br i1 %t142, label %body139, label %done140
body139:
  %t143 = getelementptr float, ptr %t134, i64 %i141
  %t144 = load <16 x float>, ptr %t143, align 4
  %t145 = insertelement <16 x float> poison, float %t8, i64 0
  %t146 = shufflevector <16 x float> %t145, <16 x float> poison, <16 x i32> zeroinitializer
  %t147 = insertelement <16 x float> poison, float 0x4060100000000000, i64 0
  %t148 = shufflevector <16 x float> %t147, <16 x float> poison, <16 x i32> zeroinitializer
  %t149 = insertelement <16 x float> poison, float 0x0000000000000000, i64 0
  %t150 = shufflevector <16 x float> %t149, <16 x float> poison, <16 x i32> zeroinitializer
  %t151 = insertelement <16 x float> poison, float 0x406FE00000000000, i64 0
  %t152 = shufflevector <16 x float> %t151, <16 x float> poison, <16 x i32> zeroinitializer
  %t153 = fmul <16 x float> %t144, %t146
  %t154 = fadd <16 x float> %t153, %t148
  %t155 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t154, <16 x float> %t150)
  %t156 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t155, <16 x float> %t152)
  %t157 = fptosi <16 x float> %t156 to <16 x i32>
  %t158 = trunc <16 x i32> %t157 to <16 x i8>
  %t159 = getelementptr i8, ptr %t124, i64 %i141
  store <16 x i8> %t158, ptr %t159, align 1
  %t160 = add nsw i64 %i141, 16
  store i64 %t160, ptr %c137
  br label %head138
done140:
  %t163 = icmp slt i64 %t136, %size.c
  br i1 %t163, label %tail161, label %tailed162
tail161:
  %t164 = sub i64 %size.c, %t136
  %t165 = insertelement <16 x i64> poison, i64 %t164, i64 0
  %t166 = shufflevector <16 x i64> %t165, <16 x i64> poison, <16 x i32> zeroinitializer
  %t167 = icmp ult <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t166
  %t168 = getelementptr float, ptr %t134, i64 %t136
  %t169 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t168, <16 x i1> %t167, <16 x float> zeroinitializer)
  %t170 = insertelement <16 x float> poison, float %t8, i64 0
  %t171 = shufflevector <16 x float> %t170, <16 x float> poison, <16 x i32> zeroinitializer
  %t172 = insertelement <16 x float> poison, float 0x4060100000000000, i64 0
  %t173 = shufflevector <16 x float> %t172, <16 x float> poison, <16 x i32> zeroinitializer
  %t174 = insertelement <16 x float> poison, float 0x0000000000000000, i64 0
  %t175 = shufflevector <16 x float> %t174, <16 x float> poison, <16 x i32> zeroinitializer
  %t176 = insertelement <16 x float> poison, float 0x406FE00000000000, i64 0
  %t177 = shufflevector <16 x float> %t176, <16 x float> poison, <16 x i32> zeroinitializer
  %t178 = fmul <16 x float> %t169, %t171
  %t179 = fadd <16 x float> %t178, %t173
  %t180 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t179, <16 x float> %t175)
  %t181 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t180, <16 x float> %t177)
  %t182 = fptosi <16 x float> %t181 to <16 x i32>
  %t183 = trunc <16 x i32> %t182 to <16 x i8>
  %t184 = getelementptr i8, ptr %t124, i64 %t136
  call void @llvm.masked.store.v16i8.p0(<16 x i8> %t183, ptr align 1 %t184, <16 x i1> %t167)
  br label %tailed162
tailed162:
  br label %tapped130
padding129:
  store i64 0, ptr %c185
  br label %head186
head186:
  %i189 = load i64, ptr %c185
  %t190 = icmp slt i64 %i189, %size.c
  br i1 %t190, label %body187, label %done188
body187:
  %t191 = getelementptr i8, ptr %t124, i64 %i189
  store i8 128, ptr %t191, align 1
  %t192 = add nsw i64 %i189, 1
  store i64 %t192, ptr %c185
  br label %head186
done188:
  br label %tapped130
tapped130:
  %t193 = add nsw i64 %i117, 1
  store i64 %t193, ptr %c113
  br label %head114
done116:
  br label %row_done54
row_done54:
  %t194 = add nsw i64 %i48, 1
  store i64 %t194, ptr %c44
  br label %head45
done47:
  store i64 %t12, ptr %c195
  br label %head196
head196:
  %i199 = load i64, ptr %c195
  %t200 = icmp slt i64 %i199, %size.kp
  br i1 %t200, label %body197, label %done198
body197:
  %t201 = getelementptr i8, ptr %t38, i64 %i199
  store i8 0, ptr %t201, align 1
  %t202 = add nsw i64 %i199, 1
  store i64 %t202, ptr %c195
  br label %head196
done198:
  %t203 = add i64 %t30, 1
  %t204 = icmp eq i64 %t203, %size.ow
  %t205 = add i64 %t29, 1
  %t206 = select i1 %t204, i64 %t205, i64 %t29
  %t207 = icmp eq i64 %t206, %size.oh
  %t208 = select i1 %t204, i64 0, i64 %t203
  store i64 %t208, ptr %c21
  %t209 = select i1 %t207, i64 0, i64 %t206
  store i64 %t209, ptr %c20
  %t210 = add i64 %t28, 1
  %t211 = select i1 %t207, i64 %t210, i64 %t28
  store i64 %t211, ptr %c19
  %t212 = add nsw i64 %i26, 1
  store i64 %t212, ptr %c22
  br label %head23
done25:
  ret void
}
