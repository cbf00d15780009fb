define void @"jr.windows.bf16.l16"(ptr noalias %buf.x, ptr noalias %buf.q, ptr noalias %scratch, i64 %size.rows, i64 %size.c, i64 %size.kp, i64 %size.h, i64 %size.w, i64 %size.oh, i64 %size.ow, i64 %size.kh, i64 %size.kw, i64 %size.sh, i64 %size.sw, i64 %size.dh, i64 %size.dw, i64 %size.pt, i64 %size.pl, i64 %range.lo, i64 %range.hi) nounwind "no-builtins" {
entry:
  %c15 = alloca i64
  %c16 = alloca i64
  %c17 = alloca i64
  %c18 = alloca i64
  %c40 = alloca i64
  %c61 = alloca i64
  %c80 = alloca i64
  %c99 = alloca i64
  %c123 = alloca i64
  %c142 = alloca i64
  %c161 = alloca i64
  %c171 = alloca i64
  %t1 = icmp slt i64 %range.hi, %size.rows
  %t2 = select i1 %t1, i64 %range.hi, i64 %size.rows
  %t3 = icmp slt i64 %range.lo, %t2
  %t4 = select i1 %t3, i64 %range.lo, i64 %t2
  %t5 = mul i64 %size.h, %size.w
  %t6 = mul i64 %t5, %size.c
  %t7 = mul i64 %size.kw, %size.c
  %t8 = mul i64 %size.kh, %t7
  %t9 = icmp eq i64 %size.dw, 1
  %t10 = mul i64 %size.oh, %size.ow
  %t11 = srem i64 %t4, %t10
  %t12 = sdiv i64 %t4, %t10
  %t13 = sdiv i64 %t11, %size.ow
  %t14 = srem i64 %t11, %size.ow
  store i64 %t12, ptr %c15
  store i64 %t13, ptr %c16
  store i64 %t14, ptr %c17
  store i64 %t4, ptr %c18
  br label %head19
head19:
  %i22 = load i64, ptr %c18
  %t23 = icmp slt i64 %i22, %t2
  br i1 %t23, label %body20, label %done21
body20:
  %t24 = load i64, ptr %c15
  %t25 = load i64, ptr %c16
  %t26 = load i64, ptr %c17
  %t27 = mul i64 %t25, %size.sh
  %t28 = sub i64 %t27, %size.pt
  %t29 = mul i64 %t26, %size.sw
  %t30 = sub i64 %t29, %size.pl
  %t31 = mul i64 %t24, %t6
  %t32 = getelementptr float, ptr %buf.x, i64 %t31
  %t33 = mul i64 %i22, %size.kp
  %t34 = getelementptr i16, ptr %buf.q, i64 %t33
  %t35 = icmp sge i64 %t30, 0
  %t36 = add i64 %t30, %size.kw
  %t37 = icmp sle i64 %t36, %size.w
  %t38 = and i1 %t35, %t37
  %t39 = and i1 %t9, %t38
  store i64 0, ptr %c40
  br label %head41
head41:
  %i44 = load i64, ptr %c40
  %t45 = icmp slt i64 %i44, %size.kh
  br i1 %t45, label %body42, label %done43
body42:
  %t46 = mul i64 %i44, %size.dh
  %t47 = add i64 %t28, %t46
  %t51 = icmp ult i64 %t47, %size.h
  %t52 = and i1 %t39, %t51
  br i1 %t52, label %run48, label %taps49
run48:
  %t53 = mul i64 %t47, %size.w
  %t54 = add i64 %t53, %t30
  %t55 = mul i64 %t54, %size.c
  %t56 = getelementptr float, ptr %t32, i64 %t55
  %t57 = mul i64 %i44, %t7
  %t58 = getelementptr i16, ptr %t34, i64 %t57
  %t59 = sdiv i64 %t7, 16
  %t60 = mul i64 %t59, 16
  store i64 0, ptr %c61
  br label %head62
head62:
  %i65 = load i64, ptr %c61
  %t66 = icmp slt i64 %i65, %t60
  br i1 %t66, label %body63, label %done64
body63:
  %t67 = getelementptr float, ptr %t56, i64 %i65
  %t68 = load <16 x float>, ptr %t67, align 4
  %t69 = bitcast <16 x float> %t68 to <16 x i32>
  %t70 = lshr <16 x i32> %t69, splat (i32 16)
  %t71 = and <16 x i32> %t70, splat (i32 1)
  %t72 = add <16 x i32> %t69, splat (i32 32767)
  %t73 = add <16 x i32> %t72, %t71
  %t74 = lshr <16 x i32> %t73, splat (i32 16)
  %t75 = fcmp uno <16 x float> %t68, %t68
  %t76 = select <16 x i1> %t75, <16 x i32> splat (i32 32704), <16 x i32> %t74
  %t77 = trunc <16 x i32> %t76 to <16 x i16>
  %t78 = getelementptr i16, ptr %t58, i64 %i65
  store <16 x i16> %t77, ptr %t78, align 2
  %t79 = add nsw i64 %i65, 16
  store i64 %t79, ptr %c61
  br label %head62
done64:
  store i64 %t60, ptr %c80
  br label %head81
head81:
  %i84 = load i64, ptr %c80
  %t85 = icmp slt i64 %i84, %t7
  br i1 %t85, label %body82, label %done83
body82:
  %t86 = getelementptr float, ptr %t56, i64 %i84
  %t87 = load float, ptr %t86, align 4
  %t88 = bitcast float %t87 to i32
  %t89 = lshr i32 %t88, 16
  %t90 = and i32 %t89, 1
  %t91 = add i32 %t88, 32767
  %t92 = add i32 %t91, %t90
  %t93 = lshr i32 %t92, 16
  %t94 = fcmp uno float %t87, %t87
  %t95 = select i1 %t94, i32 32704, i32 %t93
  %t96 = trunc i32 %t95 to i16
  %t97 = getelementptr i16, ptr %t58, i64 %i84
  store i16 %t96, ptr %t97, align 2
  %t98 = add nsw i64 %i84, 1
  store i64 %t98, ptr %c80
  br label %head81
done83:
  br label %row_done50
taps49:
  store i64 0, ptr %c99
  br label %head100
head100:
  %i103 = load i64, ptr %c99
  %t104 = icmp slt i64 %i103, %size.kw
  br i1 %t104, label %body101, label %done102
body101:
  %t105 = mul i64 %i103, %size.dw
  %t106 = add i64 %t30, %t105
  %t107 = mul i64 %i44, %size.kw
  %t108 = add i64 %t107, %i103
  %t109 = mul i64 %t108, %size.c
  %t110 = getelementptr i16, ptr %t34, i64 %t109
  %t111 = icmp ult i64 %t47, %size.h
  %t112 = icmp ult i64 %t106, %size.w
  %t113 = and i1 %t111, %t112
  br i1 %t113, label %inside114, label %padding115
inside114:
  %t117 = mul i64 %t47, %size.w
  %t118 = add i64 %t117, %t106
  %t119 = mul i64 %t118, %size.c
  %t120 = getelementptr float, ptr %t32, i64 %t119
  %t121 = sdiv i64 %size.c, 16
  %t122 = mul i64 %t121, 16
  store i64 0, ptr %c123
  br label %head124
head124:
  %i127 = load i64, ptr %c123
  %t128 = icmp slt i64 %i127, %t122
  br i1 %t128, label %body125, label %done126
body125:
  %t129 = getelementptr float, ptr %t120, i64 %i127
  %t130 = load <16 x float>, ptr %t129, align 4
  %t131 = bitcast <16 x float> %t130 to <16 x i32>
  %t132 = lshr <16 x i32> %t131, splat (i32 16)
  %t133 = and <16 x i32> %t132, splat (i32 1)
  %t134 = add <16 x i32> %t131, splat (i32 32767)
  %t135 = add <16 x i32> %t134, %t133
  %t136 = lshr <16 x i32> %t135, splat (i32 16)
  %t137 = fcmp uno <16 x float> %t130, %t130
  %t138 = select <16 x i1> %t137, <16 x i32> splat (i32 32704), <16 x i32> %t136
  %t139 = trunc <16 x i32> %t138 to <16 x i16>
  %t140 = getelementptr i16, ptr %t110, i64 %i127
  store <16 x i16> %t139, ptr %t140, align 2
  %t141 = add nsw i64 %i127, 16
  store i64 %t141, ptr %c123
  br label %head124
done126:
  store i64 %t122, ptr %c142
  br label %head143
head143:
  %i146 = load i64, ptr %c142
  %t147 = icmp slt i64 %i146, %size.c
  br i1 %t147, label %body144, label %done145
body144:
  %t148 = getelementptr float, ptr %t120, i64 %i146
  %t149 = load float, ptr %t148, align 4
  %t150 = bitcast float %t149 to i32
  %t151 = lshr i32 %t150, 16
  %t152 = and i32 %t151, 1
  %t153 = add i32 %t150, 32767
  %t154 = add i32 %t153, %t152
  %t155 = lshr i32 %t154, 16
  %t156 = fcmp uno float %t149, %t149
  %t157 = select i1 %t156, i32 32704, i32 %t155
  %t158 = trunc i32 %t157 to i16
  %t159 = getelementptr i16, ptr %t110, i64 %i146
  store i16 %t158, ptr %t159, align 2
  %t160 = add nsw i64 %i146, 1
  store i64 %t160, ptr %c142
  br label %head143
done145:
  br label %tapped116
padding115:
  store i64 0, ptr %c161
  br label %head162
head162:
  %i165 = load i64, ptr %c161
  %t166 = icmp slt i64 %i165, %size.c
  br i1 %t166, label %body163, label %done164
body163:
  %t167 = getelementptr i16, ptr %t110, i64 %i165
  store i16 0, ptr %t167, align 2
  %t168 = add nsw i64 %i165, 1
  store i64 %t168, ptr %c161
  br label %head162
done164:
  br label %tapped116
tapped116:
  %t169 = add nsw i64 %i103, 1
  store i64 %t169, ptr %c99
  br label %head100
done102:
  br label %row_done50
row_done50:
  %t170 = add nsw i64 %i44, 1
  store i64 %t170, ptr %c40
  br label %head41
done43:
  store i64 %t8, ptr %c171
  br label %head172
head172:
  %i175 = load i64, ptr %c171
  %t176 = icmp slt i64 %i175, %size.kp
  br i1 %t176, label %body173, label %done174
body173:
  %t177 = getelementptr i16, ptr %t34, i64 %i175
  store i16 0, ptr %t177, align 2
  %t178 = add nsw i64 %i175, 1
  store i64 %t178, ptr %c171
  br label %head172
done174:
  %t179 = add i64 %t26, 1
  %t180 = icmp eq i64 %t179, %size.ow
  %t181 = add i64 %t25, 1
  %t182 = select i1 %t180, i64 %t181, i64 %t25
  %t183 = icmp eq i64 %t182, %size.oh
  %t184 = select i1 %t180, i64 0, i64 %t179
  store i64 %t184, ptr %c17
  %t185 = select i1 %t183, i64 0, i64 %t182
  store i64 %t185, ptr %c16
  %t186 = add i64 %t24, 1
  %t187 = select i1 %t183, i64 %t186, i64 %t24
  store i64 %t187, ptr %c15
  %t188 = add nsw i64 %i22, 1
  store i64 %t188, ptr %c18
  br label %head19
done21:
  ret void
}
