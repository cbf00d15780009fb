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
  %c118 = alloca i64
  %c142 = alloca i64
  %c191 = alloca i64
  %c201 = alloca i64
  %off113 = call i64 asm "", "=r,0"(i64 0)
  %off114 = trunc i64 %off113 to i1
  %off115 = insertelement <16 x i1> zeroinitializer, i1 %off114, i64 0
  %off116 = insertelement <16 x i1> %off115, i1 %off114, i64 15
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
  %t117 = or <16 x i1> %t95, %off116
  call void @llvm.masked.store.v16i8.p0(<16 x i8> %t111, ptr align 1 %t112, <16 x i1> %t117)
  br label %tailed90
tailed90:
  br label %row_done54
taps53:
  store i64 0, ptr %c118
  br label %head119
head119:
  %i122 = load i64, ptr %c118
  %t123 = icmp slt i64 %i122, %size.kw
  br i1 %t123, label %body120, label %done121
body120:
  %t124 = mul i64 %i122, %size.dw
  %t125 = add i64 %t34, %t124
  %t126 = mul i64 %i48, %size.kw
  %t127 = add i64 %t126, %i122
  %t128 = mul i64 %t127, %size.c
  %t129 = getelementptr i8, ptr %t38, i64 %t128
  %t130 = icmp ult i64 %t51, %size.h
  %t131 = icmp ult i64 %t125, %size.w
  %t132 = and i1 %t130, %t131
  br i1 %t132, label %inside133, label %padding134
inside133:
  %t136 = mul i64 %t51, %size.w
  %t137 = add i64 %t136, %t125
  %t138 = mul i64 %t137, %size.c
  %t139 = getelementptr float, ptr %t36, i64 %t138
  %t140 = sdiv i64 %size.c, 16
  %t141 = mul i64 %t140, 16
  store i64 0, ptr %c142
  br label %head143
head143:
  %i146 = load i64, ptr %c142
  %t147 = icmp slt i64 %i146, %t141
  br i1 %t147, label %body144, label %done145
body144:
  %t148 = getelementptr float, ptr %t139, i64 %i146
  %t149 = load <16 x float>, ptr %t148, align 4
  %t150 = insertelement <16 x float> poison, float %t8, i64 0
  %t151 = shufflevector <16 x float> %t150, <16 x float> poison, <16 x i32> zeroinitializer
  %t152 = insertelement <16 x float> poison, float 0x4060100000000000, i64 0
  %t153 = shufflevector <16 x float> %t152, <16 x float> poison, <16 x i32> zeroinitializer
  %t154 = insertelement <16 x float> poison, float 0x0000000000000000, i64 0
  %t155 = shufflevector <16 x float> %t154, <16 x float> poison, <16 x i32> zeroinitializer
  %t156 = insertelement <16 x float> poison, float 0x406FE00000000000, i64 0
  %t157 = shufflevector <16 x float> %t156, <16 x float> poison, <16 x i32> zeroinitializer
  %t158 = fmul <16 x float> %t149, %t151
  %t159 = fadd <16 x float> %t158, %t153
  %t160 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t159, <16 x float> %t155)
  %t161 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t160, <16 x float> %t157)
  %t162 = fptosi <16 x float> %t161 to <16 x i32>
  %t163 = trunc <16 x i32> %t162 to <16 x i8>
  %t164 = getelementptr i8, ptr %t129, i64 %i146
  store <16 x i8> %t163, ptr %t164, align 1
  %t165 = add nsw i64 %i146, 16
  store i64 %t165, ptr %c142
  br label %head143
done145:
  %t168 = icmp slt i64 %t141, %size.c
  br i1 %t168, label %tail166, label %tailed167
tail166:
  %t169 = sub i64 %size.c, %t141
  %t170 = insertelement <16 x i64> poison, i64 %t169, i64 0
  %t171 = shufflevector <16 x i64> %t170, <16 x i64> poison, <16 x i32> zeroinitializer
  %t172 = icmp ult <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %t171
  %t173 = getelementptr float, ptr %t139, i64 %t141
  %t174 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t173, <16 x i1> %t172, <16 x float> zeroinitializer)
  %t175 = insertelement <16 x float> poison, float %t8, i64 0
  %t176 = shufflevector <16 x float> %t175, <16 x float> poison, <16 x i32> zeroinitializer
  %t177 = insertelement <16 x float> poison, float 0x4060100000000000, i64 0
  %t178 = shufflevector <16 x float> %t177, <16 x float> poison, <16 x i32> zeroinitializer
  %t179 = insertelement <16 x float> poison, float 0x0000000000000000, i64 0
  %t180 = shufflevector <16 x float> %t179, <16 x float> poison, <16 x i32> zeroinitializer
  %t181 = insertelement <16 x float> poison, float 0x406FE00000000000, i64 0
  %t182 = shufflevector <16 x float> %t181, <16 x float> poison, <16 x i32> zeroinitializer
  %t183 = fmul <16 x float> %t174, %t176
  %t184 = fadd <16 x float> %t183, %t178
  %t185 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t184, <16 x float> %t180)
  %t186 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %t185, <16 x float> %t182)
  %t187 = fptosi <16 x float> %t186 to <16 x i32>
  %t188 = trunc <16 x i32> %t187 to <16 x i8>
  %t189 = getelementptr i8, ptr %t129, i64 %t141
  %t190 = or <16 x i1> %t172, %off116
  call void @llvm.masked.store.v16i8.p0(<16 x i8> %t188, ptr align 1 %t189, <16 x i1> %t190)
  br label %tailed167
tailed167:
  br label %tapped135
padding134:
  store i64 0, ptr %c191
  br label %head192
head192:
  %i195 = load i64, ptr %c191
  %t196 = icmp slt i64 %i195, %size.c
  br i1 %t196, label %body193, label %done194
body193:
  %t197 = getelementptr i8, ptr %t129, i64 %i195
  store i8 128, ptr %t197, align 1
  %t198 = add nsw i64 %i195, 1
  store i64 %t198, ptr %c191
  br label %head192
done194:
  br label %tapped135
tapped135:
  %t199 = add nsw i64 %i122, 1
  store i64 %t199, ptr %c118
  br label %head119
done121:
  br label %row_done54
row_done54:
  %t200 = add nsw i64 %i48, 1
  store i64 %t200, ptr %c44
  br label %head45
done47:
  store i64 %t12, ptr %c201
  br label %head202
head202:
  %i205 = load i64, ptr %c201
  %t206 = icmp slt i64 %i205, %size.kp
  br i1 %t206, label %body203, label %done204
body203:
  %t207 = getelementptr i8, ptr %t38, i64 %i205
  store i8 0, ptr %t207, align 1
  %t208 = add nsw i64 %i205, 1
  store i64 %t208, ptr %c201
  br label %head202
done204:
  %t209 = add i64 %t30, 1
  %t210 = icmp eq i64 %t209, %size.ow
  %t211 = add i64 %t29, 1
  %t212 = select i1 %t210, i64 %t211, i64 %t29
  %t213 = icmp eq i64 %t212, %size.oh
  %t214 = select i1 %t210, i64 0, i64 %t209
  store i64 %t214, ptr %c21
  %t215 = select i1 %t213, i64 0, i64 %t212
  store i64 %t215, ptr %c20
  %t216 = add i64 %t28, 1
  %t217 = select i1 %t213, i64 %t216, i64 %t28
  store i64 %t217, ptr %c19
  %t218 = add nsw i64 %i26, 1
  store i64 %t218, ptr %c22
  br label %head23
done25:
  ret void
}
