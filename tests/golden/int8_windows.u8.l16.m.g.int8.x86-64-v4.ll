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
  %c115 = alloca i64
  %c139 = alloca i64
  %c187 = alloca i64
  %c197 = alloca i64
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
  call void @llvm.masked.store.v16i8.p0(<16 x i8> %t113, ptr align 1 %t114, <16 x i1> %t97)
  br label %tailed92
tailed92:
  br label %row_done56
taps55:
  store i64 0, ptr %c115
  br label %head116
head116:
  %i119 = load i64, ptr %c115
  %t120 = icmp slt i64 %i119, %size.kw
  br i1 %t120, label %body117, label %done118
body117:
  %t121 = mul i64 %i119, %size.dw
  %t122 = add i64 %t36, %t121
  %t123 = mul i64 %i50, %size.kw
  %t124 = add i64 %t123, %i119
  %t125 = mul i64 %t124, %size.c
  %t126 = getelementptr i8, ptr %t40, i64 %t125
  %t127 = icmp ult i64 %t53, %size.h
  %t128 = icmp ult i64 %t122, %size.w
  %t129 = and i1 %t127, %t128
  br i1 %t129, label %inside130, label %padding131
inside130:
  %t133 = mul i64 %t53, %size.w
  %t134 = add i64 %t133, %t122
  %t135 = mul i64 %t134, %size.c
  %t136 = getelementptr float, ptr %t38, i64 %t135
  %t137 = sdiv i64 %size.c, 16
  %t138 = mul i64 %t137, 16
  store i64 0, ptr %c139
  br label %head140
head140:
  %i143 = load i64, ptr %c139
  %t144 = icmp slt i64 %i143, %t138
  br i1 %t144, label %body141, label %done142
body141:
  %t145 = getelementptr float, ptr %t136, i64 %i143
  %t146 = load <16 x float>, ptr %t145, align 4
  %t147 = insertelement <16 x float> poison, float %t5, i64 0
  %t148 = shufflevector <16 x float> %t147, <16 x float> poison, <16 x i32> zeroinitializer
  %t149 = insertelement <16 x float> poison, float %t10, i64 0
  %t150 = shufflevector <16 x float> %t149, <16 x float> poison, <16 x i32> zeroinitializer
  %t151 = insertelement <16 x float> poison, float 0x0000000000000000, i64 0
  %t152 = shufflevector <16 x float> %t151, <16 x float> poison, <16 x i32> zeroinitializer
  %t153 = insertelement <16 x float> poison, float 0x406FE00000000000, i64 0
  %t154 = shufflevector <16 x float> %t153, <16 x float> poison, <16 x i32> zeroinitializer
  %t155 = fmul <16 x float> %t146, %t148
  %t156 = fadd <16 x float> %t155, %t150
  %t157 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t156, <16 x float> %t152)
  %t158 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t157, <16 x float> %t154)
  %t159 = fptosi <16 x float> %t158 to <16 x i32>
  %t160 = trunc <16 x i32> %t159 to <16 x i8>
  %t161 = getelementptr i8, ptr %t126, i64 %i143
  store <16 x i8> %t160, ptr %t161, align 1
  %t162 = add nsw i64 %i143, 16
  store i64 %t162, ptr %c139
  br label %head140
done142:
  %t165 = icmp slt i64 %t138, %size.c
  br i1 %t165, label %tail163, label %tailed164
tail163:
  %t166 = sub i64 %size.c, %t138
  %t167 = insertelement <16 x i64> poison, i64 %t166, i64 0
  %t168 = shufflevector <16 x i64> %t167, <16 x i64> poison, <16 x i32> zeroinitializer
  %t169 = icmp ult <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t168
  %t170 = getelementptr float, ptr %t136, i64 %t138
  %t171 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t170, <16 x i1> %t169, <16 x float> zeroinitializer)
  %t172 = insertelement <16 x float> poison, float %t5, i64 0
  %t173 = shufflevector <16 x float> %t172, <16 x float> poison, <16 x i32> zeroinitializer
  %t174 = insertelement <16 x float> poison, float %t10, i64 0
  %t175 = shufflevector <16 x float> %t174, <16 x float> poison, <16 x i32> zeroinitializer
  %t176 = insertelement <16 x float> poison, float 0x0000000000000000, i64 0
  %t177 = shufflevector <16 x float> %t176, <16 x float> poison, <16 x i32> zeroinitializer
  %t178 = insertelement <16 x float> poison, float 0x406FE00000000000, i64 0
  %t179 = shufflevector <16 x float> %t178, <16 x float> poison, <16 x i32> zeroinitializer
  %t180 = fmul <16 x float> %t171, %t173
  %t181 = fadd <16 x float> %t180, %t175
  %t182 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t181, <16 x float> %t177)
  %t183 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t182, <16 x float> %t179)
  %t184 = fptosi <16 x float> %t183 to <16 x i32>
  %t185 = trunc <16 x i32> %t184 to <16 x i8>
  %t186 = getelementptr i8, ptr %t126, i64 %t138
  call void @llvm.masked.store.v16i8.p0(<16 x i8> %t185, ptr align 1 %t186, <16 x i1> %t169)
  br label %tailed164
tailed164:
  br label %tapped132
padding131:
  store i64 0, ptr %c187
  br label %head188
head188:
  %i191 = load i64, ptr %c187
  %t192 = icmp slt i64 %i191, %size.c
  br i1 %t192, label %body189, label %done190
body189:
  %t193 = getelementptr i8, ptr %t126, i64 %i191
  store i8 %t9, ptr %t193, align 1
  %t194 = add nsw i64 %i191, 1
  store i64 %t194, ptr %c187
  br label %head188
done190:
  br label %tapped132
tapped132:
  %t195 = add nsw i64 %i119, 1
  store i64 %t195, ptr %c115
  br label %head116
done118:
  br label %row_done56
row_done56:
  %t196 = add nsw i64 %i50, 1
  store i64 %t196, ptr %c46
  br label %head47
done49:
  store i64 %t14, ptr %c197
  br label %head198
head198:
  %i201 = load i64, ptr %c197
  %t202 = icmp slt i64 %i201, %size.kp
  br i1 %t202, label %body199, label %done200
body199:
  %t203 = getelementptr i8, ptr %t40, i64 %i201
  store i8 0, ptr %t203, align 1
  %t204 = add nsw i64 %i201, 1
  store i64 %t204, ptr %c197
  br label %head198
done200:
  %t205 = add i64 %t32, 1
  %t206 = icmp eq i64 %t205, %size.ow
  %t207 = add i64 %t31, 1
  %t208 = select i1 %t206, i64 %t207, i64 %t31
  %t209 = icmp eq i64 %t208, %size.oh
  %t210 = select i1 %t206, i64 0, i64 %t205
  store i64 %t210, ptr %c23
  %t211 = select i1 %t209, i64 0, i64 %t208
  store i64 %t211, ptr %c22
  %t212 = add i64 %t30, 1
  %t213 = select i1 %t209, i64 %t212, i64 %t30
  store i64 %t213, ptr %c21
  %t214 = add nsw i64 %i28, 1
  store i64 %t214, ptr %c24
  br label %head25
done27:
  ret void
}
