declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.maxnum.v16f32(<16 x float>, <16 x float>)
declare <16 x float> @llvm.minnum.v16f32(<16 x float>, <16 x float>)
declare void @llvm.masked.store.v16i8.p0(<16 x i8>, ptr, <16 x i1>)

define void @"jr.windows.u8.l16.m.g"(ptr noalias %buf.x, ptr noalias %buf.m, ptr noalias %buf.q, ptr noalias %scratch, i64 %size.rows, i64 %size.c, i64 %size.kp, i64 %size.h, i64 %size.w, i64 %size.oh, i64 %size.ow, i64 %size.kh, i64 %size.kw, i64 %size.sh, i64 %size.sw, i64 %size.dh, i64 %size.dw, i64 %size.pt, i64 %size.pl, i64 %range.lo, i64 %range.hi) nounwind "no-builtins" {
entry:
  %c21 = alloca i64
  %c22 = alloca i64
  %c23 = alloca i64
  %c24 = alloca i64
  %c46 = alloca i64
  %c67 = alloca i64
  %c120 = alloca i64
  %c144 = alloca i64
  %c193 = alloca i64
  %c203 = alloca i64
  %off115 = call i64 asm "", "=r,0"(i64 0)
  %off116 = trunc i64 %off115 to i1
  %off117 = insertelement <16 x i1> zeroinitializer, i1 %off116, i64 0
  %off118 = insertelement <16 x i1> %off117, i1 %off116, i64 15
  %t1 = icmp slt i64 %range.hi, %size.rows
  %t2 = select i1 %t1, i64 %range.hi, i64 %size.rows
  %t3 = icmp slt i64 %range.lo, %t2
  %t4 = select i1 %t3, i64 %range.lo, i64 %t2
  %t5 = load float, ptr %buf.m, align 4
  %t6 = getelementptr float, ptr %buf.m, i64 1
  %t7 = load float, ptr %t6, align 4
  %t8 = fptosi float %t7 to i32
  %t9 = trunc i32 %t8 to i8
  %t10 = fadd float %t7, 0x3FE0000000000000
  %t11 = mul i64 %size.h, %size.w
  %t12 = mul i64 %t11, %size.c
  %t13 = mul i64 %size.kw, %size.c
  %t14 = mul i64 %size.kh, %t13
  %t15 = icmp eq i64 %size.dw, 1
  %t16 = mul i64 %size.oh, %size.ow
  %t17 = srem i64 %t4, %t16
  %t18 = sdiv i64 %t4, %t16
  %t19 = sdiv i64 %t17, %size.ow
  %t20 = srem i64 %t17, %size.ow
  store i64 %t18, ptr %c21
  store i64 %t19, ptr %c22
  store i64 %t20, ptr %c23
  store i64 %t4, ptr %c24
  br label %head25
head25:
  %i28 = load i64, ptr %c24
  %t29 = icmp slt i64 %i28, %t2
  br i1 %t29, label %body26, label %done27
body26:
  %t30 = load i64, ptr %c21
  %t31 = load i64, ptr %c22
  %t32 = load i64, ptr %c23
  %t33 = mul i64 %t31, %size.sh
  %t34 = sub i64 %t33, %size.pt
  %t35 = mul i64 %t32, %size.sw
  %t36 = sub i64 %t35, %size.pl
  %t37 = mul i64 %t30, %t12
  %t38 = getelementptr float, ptr %buf.x, i64 %t37
  %t39 = mul i64 %i28, %size.kp
  %t40 = getelementptr i8, ptr %buf.q, i64 %t39
  %t41 = icmp sge i64 %t36, 0
  %t42 = add i64 %t36, %size.kw
  %t43 = icmp sle i64 %t42, %size.w
  %t44 = and i1 %t41, %t43
  %t45 = and i1 %t15, %t44
  store i64 0, ptr %c46
  br label %head47
head47:
  %i50 = load i64, ptr %c46
  %t51 = icmp slt i64 %i50, %size.kh
  br i1 %t51, label %body48, label %done49
body48:
  %t52 = mul i64 %i50, %size.dh
  %t53 = add i64 %t34, %t52
  %t57 = icmp ult i64 %t53, %size.h
  %t58 = and i1 %t45, %t57
  br i1 %t58, label %run54, label %taps55
run54:
  %t59 = mul i64 %t53, %size.w
  %t60 = add i64 %t59, %t36
  %t61 = mul i64 %t60, %size.c
  %t62 = getelementptr float, ptr %t38, i64 %t61
  %t63 = mul i64 %i50, %t13
  %t64 = getelementptr i8, ptr %t40, i64 %t63
  %t65 = sdiv i64 %t13, 16
  %t66 = mul i64 %t65, 16
  store i64 0, ptr %c67
  br label %head68
head68:
  %i71 = load i64, ptr %c67
  %t72 = icmp slt i64 %i71, %t66
  br i1 %t72, label %body69, label %done70
body69:
  %t73 = getelementptr float, ptr %t62, i64 %i71
  %t74 = load <16 x float>, ptr %t73, align 4
  %t75 = insertelement <16 x float> poison, float %t5, i64 0
  %t76 = shufflevector <16 x float> %t75, <16 x float> poison, <16 x i32> zeroinitializer
  %t77 = insertelement <16 x float> poison, float %t10, i64 0
  %t78 = shufflevector <16 x float> %t77, <16 x float> poison, <16 x i32> zeroinitializer
  %t79 = insertelement <16 x float> poison, float 0x0000000000000000, i64 0
  %t80 = shufflevector <16 x float> %t79, <16 x float> poison, <16 x i32> zeroinitializer
  %t81 = insertelement <16 x float> poison, float 0x406FE00000000000, i64 0
  %t82 = shufflevector <16 x float> %t81, <16 x float> poison, <16 x i32> zeroinitializer
  %t83 = fmul <16 x float> %t74, %t76
  %t84 = fadd <16 x float> %t83, %t78
  %t85 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t84, <16 x float> %t80)
  %t86 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t85, <16 x float> %t82)
  %t87 = fptosi <16 x float> %t86 to <16 x i32>
  %t88 = trunc <16 x i32> %t87 to <16 x i8>
  %t89 = getelementptr i8, ptr %t64, i64 %i71
  store <16 x i8> %t88, ptr %t89, align 1
  %t90 = add nsw i64 %i71, 16
  store i64 %t90, ptr %c67
  br label %head68
done70:
  %t93 = icmp slt i64 %t66, %t13
  br i1 %t93, label %tail91, label %tailed92
tail91:
  %t94 = sub i64 %t13, %t66
  %t95 = insertelement <16 x i64> poison, i64 %t94, i64 0
  %t96 = shufflevector <16 x i64> %t95, <16 x i64> poison, <16 x i32> zeroinitializer
  %t97 = icmp ult <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t96
  %t98 = getelementptr float, ptr %t62, i64 %t66
  %t99 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t98, <16 x i1> %t97, <16 x float> zeroinitializer)
  %t100 = insertelement <16 x float> poison, float %t5, i64 0
  %t101 = shufflevector <16 x float> %t100, <16 x float> poison, <16 x i32> zeroinitializer
  %t102 = insertelement <16 x float> poison, float %t10, i64 0
  %t103 = shufflevector <16 x float> %t102, <16 x float> poison, <16 x i32> zeroinitializer
  %t104 = insertelement <16 x float> poison, float 0x0000000000000000, i64 0
  %t105 = shufflevector <16 x float> %t104, <16 x float> poison, <16 x i32> zeroinitializer
  %t106 = insertelement <16 x float> poison, float 0x406FE00000000000, i64 0
  %t107 = shufflevector <16 x float> %t106, <16 x float> poison, <16 x i32> zeroinitializer
  %t108 = fmul <16 x float> %t99, %t101
  %t109 = fadd <16 x float> %t108, %t103
  %t110 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t109, <16 x float> %t105)
  %t111 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t110, <16 x float> %t107)
  %t112 = fptosi <16 x float> %t111 to <16 x i32>
  %t113 = trunc <16 x i32> %t112 to <16 x i8>
  %t114 = getelementptr i8, ptr %t64, i64 %t66
  %t119 = or <16 x i1> %t97, %off118
  call void @llvm.masked.store.v16i8.p0(<16 x i8> %t113, ptr align 1 %t114, <16 x i1> %t119)
  br label %tailed92
tailed92:
  br label %row_done56
taps55:
  store i64 0, ptr %c120
  br label %head121
head121:
  %i124 = load i64, ptr %c120
  %t125 = icmp slt i64 %i124, %size.kw
  br i1 %t125, label %body122, label %done123
body122:
  %t126 = mul i64 %i124, %size.dw
  %t127 = add i64 %t36, %t126
  %t128 = mul i64 %i50, %size.kw
  %t129 = add i64 %t128, %i124
  %t130 = mul i64 %t129, %size.c
  %t131 = getelementptr i8, ptr %t40, i64 %t130
  %t132 = icmp ult i64 %t53, %size.h
  %t133 = icmp ult i64 %t127, %size.w
  %t134 = and i1 %t132, %t133
  br i1 %t134, label %inside135, label %padding136
inside135:
  %t138 = mul i64 %t53, %size.w
  %t139 = add i64 %t138, %t127
  %t140 = mul i64 %t139, %size.c
  %t141 = getelementptr float, ptr %t38, i64 %t140
  %t142 = sdiv i64 %size.c, 16
  %t143 = mul i64 %t142, 16
  store i64 0, ptr %c144
  br label %head145
head145:
  %i148 = load i64, ptr %c144
  %t149 = icmp slt i64 %i148, %t143
  br i1 %t149, label %body146, label %done147
body146:
  %t150 = getelementptr float, ptr %t141, i64 %i148
  %t151 = load <16 x float>, ptr %t150, align 4
  %t152 = insertelement <16 x float> poison, float %t5, i64 0
  %t153 = shufflevector <16 x float> %t152, <16 x float> poison, <16 x i32> zeroinitializer
  %t154 = insertelement <16 x float> poison, float %t10, i64 0
  %t155 = shufflevector <16 x float> %t154, <16 x float> poison, <16 x i32> zeroinitializer
  %t156 = insertelement <16 x float> poison, float 0x0000000000000000, i64 0
  %t157 = shufflevector <16 x float> %t156, <16 x float> poison, <16 x i32> zeroinitializer
  %t158 = insertelement <16 x float> poison, float 0x406FE00000000000, i64 0
  %t159 = shufflevector <16 x float> %t158, <16 x float> poison, <16 x i32> zeroinitializer
  %t160 = fmul <16 x float> %t151, %t153
  %t161 = fadd <16 x float> %t160, %t155
  %t162 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t161, <16 x float> %t157)
  %t163 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t162, <16 x float> %t159)
  %t164 = fptosi <16 x float> %t163 to <16 x i32>
  %t165 = trunc <16 x i32> %t164 to <16 x i8>
  %t166 = getelementptr i8, ptr %t131, i64 %i148
  store <16 x i8> %t165, ptr %t166, align 1
  %t167 = add nsw i64 %i148, 16
  store i64 %t167, ptr %c144
  br label %head145
done147:
  %t170 = icmp slt i64 %t143, %size.c
  br i1 %t170, label %tail168, label %tailed169
tail168:
  %t171 = sub i64 %size.c, %t143
  %t172 = insertelement <16 x i64> poison, i64 %t171, i64 0
  %t173 = shufflevector <16 x i64> %t172, <16 x i64> poison, <16 x i32> zeroinitializer
  %t174 = icmp ult <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t173
  %t175 = getelementptr float, ptr %t141, i64 %t143
  %t176 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t175, <16 x i1> %t174, <16 x float> zeroinitializer)
  %t177 = insertelement <16 x float> poison, float %t5, i64 0
  %t178 = shufflevector <16 x float> %t177, <16 x float> poison, <16 x i32> zeroinitializer
  %t179 = insertelement <16 x float> poison, float %t10, i64 0
  %t180 = shufflevector <16 x float> %t179, <16 x float> poison, <16 x i32> zeroinitializer
  %t181 = insertelement <16 x float> poison, float 0x0000000000000000, i64 0
  %t182 = shufflevector <16 x float> %t181, <16 x float> poison, <16 x i32> zeroinitializer
  %t183 = insertelement <16 x float> poison, float 0x406FE00000000000, i64 0
  %t184 = shufflevector <16 x float> %t183, <16 x float> poison, <16 x i32> zeroinitializer
  %t185 = fmul <16 x float> %t176, %t178
  %t186 = fadd <16 x float> %t185, %t180
  %t187 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t186, <16 x float> %t182)
  %t188 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t187, <16 x float> %t184)
  %t189 = fptosi <16 x float> %t188 to <16 x i32>
  %t190 = trunc <16 x i32> %t189 to <16 x i8>
  %t191 = getelementptr i8, ptr %t131, i64 %t143
  %t192 = or <16 x i1> %t174, %off118
  call void @llvm.masked.store.v16i8.p0(<16 x i8> %t190, ptr align 1 %t191, <16 x i1> %t192)
  br label %tailed169
tailed169:
  br label %tapped137
padding136:
  store i64 0, ptr %c193
  br label %head194
head194:
  %i197 = load i64, ptr %c193
  %t198 = icmp slt i64 %i197, %size.c
  br i1 %t198, label %body195, label %done196
body195:
  %t199 = getelementptr i8, ptr %t131, i64 %i197
  store i8 %t9, ptr %t199, align 1
  %t200 = add nsw i64 %i197, 1
  store i64 %t200, ptr %c193
  br label %head194
done196:
  br label %tapped137
tapped137:
  %t201 = add nsw i64 %i124, 1
  store i64 %t201, ptr %c120
  br label %head121
done123:
  br label %row_done56
row_done56:
  %t202 = add nsw i64 %i50, 1
  store i64 %t202, ptr %c46
  br label %head47
done49:
  store i64 %t14, ptr %c203
  br label %head204
head204:
  %i207 = load i64, ptr %c203
  %t208 = icmp slt i64 %i207, %size.kp
  br i1 %t208, label %body205, label %done206
body205:
  %t209 = getelementptr i8, ptr %t40, i64 %i207
  store i8 0, ptr %t209, align 1
  %t210 = add nsw i64 %i207, 1
  store i64 %t210, ptr %c203
  br label %head204
done206:
  %t211 = add i64 %t32, 1
  %t212 = icmp eq i64 %t211, %size.ow
  %t213 = add i64 %t31, 1
  %t214 = select i1 %t212, i64 %t213, i64 %t31
  %t215 = icmp eq i64 %t214, %size.oh
  %t216 = select i1 %t212, i64 0, i64 %t211
  store i64 %t216, ptr %c23
  %t217 = select i1 %t215, i64 0, i64 %t214
  store i64 %t217, ptr %c22
  %t218 = add i64 %t30, 1
  %t219 = select i1 %t215, i64 %t218, i64 %t30
  store i64 %t219, ptr %c21
  %t220 = add nsw i64 %i28, 1
  store i64 %t220, ptr %c24
  br label %head25
done27:
  ret void
}
