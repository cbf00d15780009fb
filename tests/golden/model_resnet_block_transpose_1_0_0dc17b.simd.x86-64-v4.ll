@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare <16 x i64> @llvm.stepvector.v16i64()
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

define void @"jr.op.transpose_1_0"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.D0, i64 %size.D1, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %i1.addr.1 = alloca i64, align 64
  %i0.addr.25 = alloca i64, align 64
  %i0.addr.274 = alloca i64, align 64
  %i0.addr.317 = alloca i64, align 64
  %i0.addr.360 = alloca i64, align 64
  %i0.addr.403 = alloca i64, align 64
  %i0.addr.446 = alloca i64, align 64
  %i0.addr.489 = alloca i64, align 64
  %i0.addr.532 = alloca i64, align 64
  %i0.addr.575 = alloca i64, align 64
  %i0.addr.618 = alloca i64, align 64
  %i0.addr.661 = alloca i64, align 64
  %i0.addr.704 = alloca i64, align 64
  %i0.addr.747 = alloca i64, align 64
  %i0.addr.790 = alloca i64, align 64
  %i0.addr.833 = alloca i64, align 64
  %i0.addr.876 = alloca i64, align 64
  %i0.addr.919 = alloca i64, align 64
  %i0.addr.968 = alloca i64, align 64
  %i0.addr.1232 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.D1
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.D1
  store i64 %range.lo, ptr %i1.addr.1
  %v4 = sub i64 %v3, 16
  br label %cond5
cond5:
  %i8 = load i64, ptr %i1.addr.1
  %v9 = icmp sle i64 %i8, %v4
  br i1 %v9, label %body6, label %exit7
body6:
  %v10 = add nsw i64 %i8, 1
  %v11 = add nsw i64 %i8, 2
  %v12 = add nsw i64 %i8, 3
  %v13 = add nsw i64 %i8, 4
  %v14 = add nsw i64 %i8, 5
  %v15 = add nsw i64 %i8, 6
  %v16 = add nsw i64 %i8, 7
  %v17 = add nsw i64 %i8, 8
  %v18 = add nsw i64 %i8, 9
  %v19 = add nsw i64 %i8, 10
  %v20 = add nsw i64 %i8, 11
  %v21 = add nsw i64 %i8, 12
  %v22 = add nsw i64 %i8, 13
  %v23 = add nsw i64 %i8, 14
  %v24 = add nsw i64 %i8, 15
  store i64 0, ptr %i0.addr.25
  %v26 = sub i64 %size.D0, 16
  br label %cond27
cond27:
  %i30 = load i64, ptr %i0.addr.25
  %v31 = icmp sle i64 %i30, %v26
  br i1 %v31, label %body28, label %exit29
body28:
  %ins32 = insertelement <16 x i64> poison, i64 %i30, i64 0
  %splat33 = shufflevector <16 x i64> %ins32, <16 x i64> poison, <16 x i32> zeroinitializer
  %step34 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane35 = add <16 x i64> %splat33, %step34
  %ins36 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat37 = shufflevector <16 x i64> %ins36, <16 x i64> poison, <16 x i32> zeroinitializer
  %v38 = mul <16 x i64> %lane35, %splat37
  %ins39 = insertelement <16 x i64> poison, i64 %i8, i64 0
  %splat40 = shufflevector <16 x i64> %ins39, <16 x i64> poison, <16 x i32> zeroinitializer
  %v41 = add <16 x i64> %v38, %splat40
  %ps42 = getelementptr float, ptr %buf.x, <16 x i64> %v41
  %ld43 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps42, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v44 = mul i64 %i8, %size.D0
  %v45 = add i64 %v44, %i30
  %p46 = getelementptr float, ptr %buf.y, i64 %v45
  store <16 x float> %ld43, ptr %p46, align 4
  %ins47 = insertelement <16 x i64> poison, i64 %i30, i64 0
  %splat48 = shufflevector <16 x i64> %ins47, <16 x i64> poison, <16 x i32> zeroinitializer
  %step49 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane50 = add <16 x i64> %splat48, %step49
  %ins51 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat52 = shufflevector <16 x i64> %ins51, <16 x i64> poison, <16 x i32> zeroinitializer
  %v53 = mul <16 x i64> %lane50, %splat52
  %ins54 = insertelement <16 x i64> poison, i64 %v10, i64 0
  %splat55 = shufflevector <16 x i64> %ins54, <16 x i64> poison, <16 x i32> zeroinitializer
  %v56 = add <16 x i64> %v53, %splat55
  %ps57 = getelementptr float, ptr %buf.x, <16 x i64> %v56
  %ld58 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps57, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v59 = mul i64 %v10, %size.D0
  %v60 = add i64 %v59, %i30
  %p61 = getelementptr float, ptr %buf.y, i64 %v60
  store <16 x float> %ld58, ptr %p61, align 4
  %ins62 = insertelement <16 x i64> poison, i64 %i30, i64 0
  %splat63 = shufflevector <16 x i64> %ins62, <16 x i64> poison, <16 x i32> zeroinitializer
  %step64 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane65 = add <16 x i64> %splat63, %step64
  %ins66 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat67 = shufflevector <16 x i64> %ins66, <16 x i64> poison, <16 x i32> zeroinitializer
  %v68 = mul <16 x i64> %lane65, %splat67
  %ins69 = insertelement <16 x i64> poison, i64 %v11, i64 0
  %splat70 = shufflevector <16 x i64> %ins69, <16 x i64> poison, <16 x i32> zeroinitializer
  %v71 = add <16 x i64> %v68, %splat70
  %ps72 = getelementptr float, ptr %buf.x, <16 x i64> %v71
  %ld73 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps72, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v74 = mul i64 %v11, %size.D0
  %v75 = add i64 %v74, %i30
  %p76 = getelementptr float, ptr %buf.y, i64 %v75
  store <16 x float> %ld73, ptr %p76, align 4
  %ins77 = insertelement <16 x i64> poison, i64 %i30, i64 0
  %splat78 = shufflevector <16 x i64> %ins77, <16 x i64> poison, <16 x i32> zeroinitializer
  %step79 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane80 = add <16 x i64> %splat78, %step79
  %ins81 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat82 = shufflevector <16 x i64> %ins81, <16 x i64> poison, <16 x i32> zeroinitializer
  %v83 = mul <16 x i64> %lane80, %splat82
  %ins84 = insertelement <16 x i64> poison, i64 %v12, i64 0
  %splat85 = shufflevector <16 x i64> %ins84, <16 x i64> poison, <16 x i32> zeroinitializer
  %v86 = add <16 x i64> %v83, %splat85
  %ps87 = getelementptr float, ptr %buf.x, <16 x i64> %v86
  %ld88 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps87, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v89 = mul i64 %v12, %size.D0
  %v90 = add i64 %v89, %i30
  %p91 = getelementptr float, ptr %buf.y, i64 %v90
  store <16 x float> %ld88, ptr %p91, align 4
  %ins92 = insertelement <16 x i64> poison, i64 %i30, i64 0
  %splat93 = shufflevector <16 x i64> %ins92, <16 x i64> poison, <16 x i32> zeroinitializer
  %step94 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane95 = add <16 x i64> %splat93, %step94
  %ins96 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat97 = shufflevector <16 x i64> %ins96, <16 x i64> poison, <16 x i32> zeroinitializer
  %v98 = mul <16 x i64> %lane95, %splat97
  %ins99 = insertelement <16 x i64> poison, i64 %v13, i64 0
  %splat100 = shufflevector <16 x i64> %ins99, <16 x i64> poison, <16 x i32> zeroinitializer
  %v101 = add <16 x i64> %v98, %splat100
  %ps102 = getelementptr float, ptr %buf.x, <16 x i64> %v101
  %ld103 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps102, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v104 = mul i64 %v13, %size.D0
  %v105 = add i64 %v104, %i30
  %p106 = getelementptr float, ptr %buf.y, i64 %v105
  store <16 x float> %ld103, ptr %p106, align 4
  %ins107 = insertelement <16 x i64> poison, i64 %i30, i64 0
  %splat108 = shufflevector <16 x i64> %ins107, <16 x i64> poison, <16 x i32> zeroinitializer
  %step109 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane110 = add <16 x i64> %splat108, %step109
  %ins111 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat112 = shufflevector <16 x i64> %ins111, <16 x i64> poison, <16 x i32> zeroinitializer
  %v113 = mul <16 x i64> %lane110, %splat112
  %ins114 = insertelement <16 x i64> poison, i64 %v14, i64 0
  %splat115 = shufflevector <16 x i64> %ins114, <16 x i64> poison, <16 x i32> zeroinitializer
  %v116 = add <16 x i64> %v113, %splat115
  %ps117 = getelementptr float, ptr %buf.x, <16 x i64> %v116
  %ld118 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps117, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v119 = mul i64 %v14, %size.D0
  %v120 = add i64 %v119, %i30
  %p121 = getelementptr float, ptr %buf.y, i64 %v120
  store <16 x float> %ld118, ptr %p121, align 4
  %ins122 = insertelement <16 x i64> poison, i64 %i30, i64 0
  %splat123 = shufflevector <16 x i64> %ins122, <16 x i64> poison, <16 x i32> zeroinitializer
  %step124 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane125 = add <16 x i64> %splat123, %step124
  %ins126 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat127 = shufflevector <16 x i64> %ins126, <16 x i64> poison, <16 x i32> zeroinitializer
  %v128 = mul <16 x i64> %lane125, %splat127
  %ins129 = insertelement <16 x i64> poison, i64 %v15, i64 0
  %splat130 = shufflevector <16 x i64> %ins129, <16 x i64> poison, <16 x i32> zeroinitializer
  %v131 = add <16 x i64> %v128, %splat130
  %ps132 = getelementptr float, ptr %buf.x, <16 x i64> %v131
  %ld133 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps132, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v134 = mul i64 %v15, %size.D0
  %v135 = add i64 %v134, %i30
  %p136 = getelementptr float, ptr %buf.y, i64 %v135
  store <16 x float> %ld133, ptr %p136, align 4
  %ins137 = insertelement <16 x i64> poison, i64 %i30, i64 0
  %splat138 = shufflevector <16 x i64> %ins137, <16 x i64> poison, <16 x i32> zeroinitializer
  %step139 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane140 = add <16 x i64> %splat138, %step139
  %ins141 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat142 = shufflevector <16 x i64> %ins141, <16 x i64> poison, <16 x i32> zeroinitializer
  %v143 = mul <16 x i64> %lane140, %splat142
  %ins144 = insertelement <16 x i64> poison, i64 %v16, i64 0
  %splat145 = shufflevector <16 x i64> %ins144, <16 x i64> poison, <16 x i32> zeroinitializer
  %v146 = add <16 x i64> %v143, %splat145
  %ps147 = getelementptr float, ptr %buf.x, <16 x i64> %v146
  %ld148 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps147, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v149 = mul i64 %v16, %size.D0
  %v150 = add i64 %v149, %i30
  %p151 = getelementptr float, ptr %buf.y, i64 %v150
  store <16 x float> %ld148, ptr %p151, align 4
  %ins152 = insertelement <16 x i64> poison, i64 %i30, i64 0
  %splat153 = shufflevector <16 x i64> %ins152, <16 x i64> poison, <16 x i32> zeroinitializer
  %step154 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane155 = add <16 x i64> %splat153, %step154
  %ins156 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat157 = shufflevector <16 x i64> %ins156, <16 x i64> poison, <16 x i32> zeroinitializer
  %v158 = mul <16 x i64> %lane155, %splat157
  %ins159 = insertelement <16 x i64> poison, i64 %v17, i64 0
  %splat160 = shufflevector <16 x i64> %ins159, <16 x i64> poison, <16 x i32> zeroinitializer
  %v161 = add <16 x i64> %v158, %splat160
  %ps162 = getelementptr float, ptr %buf.x, <16 x i64> %v161
  %ld163 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps162, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v164 = mul i64 %v17, %size.D0
  %v165 = add i64 %v164, %i30
  %p166 = getelementptr float, ptr %buf.y, i64 %v165
  store <16 x float> %ld163, ptr %p166, align 4
  %ins167 = insertelement <16 x i64> poison, i64 %i30, i64 0
  %splat168 = shufflevector <16 x i64> %ins167, <16 x i64> poison, <16 x i32> zeroinitializer
  %step169 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane170 = add <16 x i64> %splat168, %step169
  %ins171 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat172 = shufflevector <16 x i64> %ins171, <16 x i64> poison, <16 x i32> zeroinitializer
  %v173 = mul <16 x i64> %lane170, %splat172
  %ins174 = insertelement <16 x i64> poison, i64 %v18, i64 0
  %splat175 = shufflevector <16 x i64> %ins174, <16 x i64> poison, <16 x i32> zeroinitializer
  %v176 = add <16 x i64> %v173, %splat175
  %ps177 = getelementptr float, ptr %buf.x, <16 x i64> %v176
  %ld178 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps177, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v179 = mul i64 %v18, %size.D0
  %v180 = add i64 %v179, %i30
  %p181 = getelementptr float, ptr %buf.y, i64 %v180
  store <16 x float> %ld178, ptr %p181, align 4
  %ins182 = insertelement <16 x i64> poison, i64 %i30, i64 0
  %splat183 = shufflevector <16 x i64> %ins182, <16 x i64> poison, <16 x i32> zeroinitializer
  %step184 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane185 = add <16 x i64> %splat183, %step184
  %ins186 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat187 = shufflevector <16 x i64> %ins186, <16 x i64> poison, <16 x i32> zeroinitializer
  %v188 = mul <16 x i64> %lane185, %splat187
  %ins189 = insertelement <16 x i64> poison, i64 %v19, i64 0
  %splat190 = shufflevector <16 x i64> %ins189, <16 x i64> poison, <16 x i32> zeroinitializer
  %v191 = add <16 x i64> %v188, %splat190
  %ps192 = getelementptr float, ptr %buf.x, <16 x i64> %v191
  %ld193 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps192, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v194 = mul i64 %v19, %size.D0
  %v195 = add i64 %v194, %i30
  %p196 = getelementptr float, ptr %buf.y, i64 %v195
  store <16 x float> %ld193, ptr %p196, align 4
  %ins197 = insertelement <16 x i64> poison, i64 %i30, i64 0
  %splat198 = shufflevector <16 x i64> %ins197, <16 x i64> poison, <16 x i32> zeroinitializer
  %step199 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane200 = add <16 x i64> %splat198, %step199
  %ins201 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat202 = shufflevector <16 x i64> %ins201, <16 x i64> poison, <16 x i32> zeroinitializer
  %v203 = mul <16 x i64> %lane200, %splat202
  %ins204 = insertelement <16 x i64> poison, i64 %v20, i64 0
  %splat205 = shufflevector <16 x i64> %ins204, <16 x i64> poison, <16 x i32> zeroinitializer
  %v206 = add <16 x i64> %v203, %splat205
  %ps207 = getelementptr float, ptr %buf.x, <16 x i64> %v206
  %ld208 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps207, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v209 = mul i64 %v20, %size.D0
  %v210 = add i64 %v209, %i30
  %p211 = getelementptr float, ptr %buf.y, i64 %v210
  store <16 x float> %ld208, ptr %p211, align 4
  %ins212 = insertelement <16 x i64> poison, i64 %i30, i64 0
  %splat213 = shufflevector <16 x i64> %ins212, <16 x i64> poison, <16 x i32> zeroinitializer
  %step214 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane215 = add <16 x i64> %splat213, %step214
  %ins216 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat217 = shufflevector <16 x i64> %ins216, <16 x i64> poison, <16 x i32> zeroinitializer
  %v218 = mul <16 x i64> %lane215, %splat217
  %ins219 = insertelement <16 x i64> poison, i64 %v21, i64 0
  %splat220 = shufflevector <16 x i64> %ins219, <16 x i64> poison, <16 x i32> zeroinitializer
  %v221 = add <16 x i64> %v218, %splat220
  %ps222 = getelementptr float, ptr %buf.x, <16 x i64> %v221
  %ld223 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps222, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v224 = mul i64 %v21, %size.D0
  %v225 = add i64 %v224, %i30
  %p226 = getelementptr float, ptr %buf.y, i64 %v225
  store <16 x float> %ld223, ptr %p226, align 4
  %ins227 = insertelement <16 x i64> poison, i64 %i30, i64 0
  %splat228 = shufflevector <16 x i64> %ins227, <16 x i64> poison, <16 x i32> zeroinitializer
  %step229 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane230 = add <16 x i64> %splat228, %step229
  %ins231 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat232 = shufflevector <16 x i64> %ins231, <16 x i64> poison, <16 x i32> zeroinitializer
  %v233 = mul <16 x i64> %lane230, %splat232
  %ins234 = insertelement <16 x i64> poison, i64 %v22, i64 0
  %splat235 = shufflevector <16 x i64> %ins234, <16 x i64> poison, <16 x i32> zeroinitializer
  %v236 = add <16 x i64> %v233, %splat235
  %ps237 = getelementptr float, ptr %buf.x, <16 x i64> %v236
  %ld238 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps237, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v239 = mul i64 %v22, %size.D0
  %v240 = add i64 %v239, %i30
  %p241 = getelementptr float, ptr %buf.y, i64 %v240
  store <16 x float> %ld238, ptr %p241, align 4
  %ins242 = insertelement <16 x i64> poison, i64 %i30, i64 0
  %splat243 = shufflevector <16 x i64> %ins242, <16 x i64> poison, <16 x i32> zeroinitializer
  %step244 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane245 = add <16 x i64> %splat243, %step244
  %ins246 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat247 = shufflevector <16 x i64> %ins246, <16 x i64> poison, <16 x i32> zeroinitializer
  %v248 = mul <16 x i64> %lane245, %splat247
  %ins249 = insertelement <16 x i64> poison, i64 %v23, i64 0
  %splat250 = shufflevector <16 x i64> %ins249, <16 x i64> poison, <16 x i32> zeroinitializer
  %v251 = add <16 x i64> %v248, %splat250
  %ps252 = getelementptr float, ptr %buf.x, <16 x i64> %v251
  %ld253 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps252, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v254 = mul i64 %v23, %size.D0
  %v255 = add i64 %v254, %i30
  %p256 = getelementptr float, ptr %buf.y, i64 %v255
  store <16 x float> %ld253, ptr %p256, align 4
  %ins257 = insertelement <16 x i64> poison, i64 %i30, i64 0
  %splat258 = shufflevector <16 x i64> %ins257, <16 x i64> poison, <16 x i32> zeroinitializer
  %step259 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane260 = add <16 x i64> %splat258, %step259
  %ins261 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat262 = shufflevector <16 x i64> %ins261, <16 x i64> poison, <16 x i32> zeroinitializer
  %v263 = mul <16 x i64> %lane260, %splat262
  %ins264 = insertelement <16 x i64> poison, i64 %v24, i64 0
  %splat265 = shufflevector <16 x i64> %ins264, <16 x i64> poison, <16 x i32> zeroinitializer
  %v266 = add <16 x i64> %v263, %splat265
  %ps267 = getelementptr float, ptr %buf.x, <16 x i64> %v266
  %ld268 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps267, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v269 = mul i64 %v24, %size.D0
  %v270 = add i64 %v269, %i30
  %p271 = getelementptr float, ptr %buf.y, i64 %v270
  store <16 x float> %ld268, ptr %p271, align 4
  %v272 = add nsw i64 %i30, 16
  store i64 %v272, ptr %i0.addr.25
  br label %cond27
exit29:
  %v273 = load i64, ptr %i0.addr.25
  store i64 %v273, ptr %i0.addr.274
  %v275 = sub i64 %size.D0, 16
  br label %cond276
cond276:
  %i279 = load i64, ptr %i0.addr.274
  %v280 = icmp sle i64 %i279, %v275
  br i1 %v280, label %body277, label %exit278
body277:
  %ins281 = insertelement <16 x i64> poison, i64 %i279, i64 0
  %splat282 = shufflevector <16 x i64> %ins281, <16 x i64> poison, <16 x i32> zeroinitializer
  %step283 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane284 = add <16 x i64> %splat282, %step283
  %ins285 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat286 = shufflevector <16 x i64> %ins285, <16 x i64> poison, <16 x i32> zeroinitializer
  %v287 = mul <16 x i64> %lane284, %splat286
  %ins288 = insertelement <16 x i64> poison, i64 %i8, i64 0
  %splat289 = shufflevector <16 x i64> %ins288, <16 x i64> poison, <16 x i32> zeroinitializer
  %v290 = add <16 x i64> %v287, %splat289
  %ps291 = getelementptr float, ptr %buf.x, <16 x i64> %v290
  %ld292 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps291, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v293 = mul i64 %i8, %size.D0
  %v294 = add i64 %v293, %i279
  %p295 = getelementptr float, ptr %buf.y, i64 %v294
  store <16 x float> %ld292, ptr %p295, align 4
  %v296 = add nsw i64 %i279, 16
  store i64 %v296, ptr %i0.addr.274
  br label %cond276
exit278:
  %i297 = load i64, ptr %i0.addr.274
  %v298 = icmp slt i64 %i297, %size.D0
  br i1 %v298, label %tail299, label %done300
tail299:
  %mask301 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i297, i64 %size.D0)
  %ins302 = insertelement <16 x i64> poison, i64 %i297, i64 0
  %splat303 = shufflevector <16 x i64> %ins302, <16 x i64> poison, <16 x i32> zeroinitializer
  %step304 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane305 = add <16 x i64> %splat303, %step304
  %ins306 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat307 = shufflevector <16 x i64> %ins306, <16 x i64> poison, <16 x i32> zeroinitializer
  %v308 = mul <16 x i64> %lane305, %splat307
  %ins309 = insertelement <16 x i64> poison, i64 %i8, i64 0
  %splat310 = shufflevector <16 x i64> %ins309, <16 x i64> poison, <16 x i32> zeroinitializer
  %v311 = add <16 x i64> %v308, %splat310
  %ps312 = getelementptr float, ptr %buf.x, <16 x i64> %v311
  %ld313 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps312, <16 x i1> %mask301, <16 x float> zeroinitializer)
  %v314 = mul i64 %i8, %size.D0
  %v315 = add i64 %v314, %i297
  %p316 = getelementptr float, ptr %buf.y, i64 %v315
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld313, ptr align 4 %p316, <16 x i1> %mask301)
  br label %done300
done300:
  store i64 %v273, ptr %i0.addr.317
  %v318 = sub i64 %size.D0, 16
  br label %cond319
cond319:
  %i322 = load i64, ptr %i0.addr.317
  %v323 = icmp sle i64 %i322, %v318
  br i1 %v323, label %body320, label %exit321
body320:
  %ins324 = insertelement <16 x i64> poison, i64 %i322, i64 0
  %splat325 = shufflevector <16 x i64> %ins324, <16 x i64> poison, <16 x i32> zeroinitializer
  %step326 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane327 = add <16 x i64> %splat325, %step326
  %ins328 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat329 = shufflevector <16 x i64> %ins328, <16 x i64> poison, <16 x i32> zeroinitializer
  %v330 = mul <16 x i64> %lane327, %splat329
  %ins331 = insertelement <16 x i64> poison, i64 %v10, i64 0
  %splat332 = shufflevector <16 x i64> %ins331, <16 x i64> poison, <16 x i32> zeroinitializer
  %v333 = add <16 x i64> %v330, %splat332
  %ps334 = getelementptr float, ptr %buf.x, <16 x i64> %v333
  %ld335 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps334, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v336 = mul i64 %v10, %size.D0
  %v337 = add i64 %v336, %i322
  %p338 = getelementptr float, ptr %buf.y, i64 %v337
  store <16 x float> %ld335, ptr %p338, align 4
  %v339 = add nsw i64 %i322, 16
  store i64 %v339, ptr %i0.addr.317
  br label %cond319
exit321:
  %i340 = load i64, ptr %i0.addr.317
  %v341 = icmp slt i64 %i340, %size.D0
  br i1 %v341, label %tail342, label %done343
tail342:
  %mask344 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i340, i64 %size.D0)
  %ins345 = insertelement <16 x i64> poison, i64 %i340, i64 0
  %splat346 = shufflevector <16 x i64> %ins345, <16 x i64> poison, <16 x i32> zeroinitializer
  %step347 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane348 = add <16 x i64> %splat346, %step347
  %ins349 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat350 = shufflevector <16 x i64> %ins349, <16 x i64> poison, <16 x i32> zeroinitializer
  %v351 = mul <16 x i64> %lane348, %splat350
  %ins352 = insertelement <16 x i64> poison, i64 %v10, i64 0
  %splat353 = shufflevector <16 x i64> %ins352, <16 x i64> poison, <16 x i32> zeroinitializer
  %v354 = add <16 x i64> %v351, %splat353
  %ps355 = getelementptr float, ptr %buf.x, <16 x i64> %v354
  %ld356 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps355, <16 x i1> %mask344, <16 x float> zeroinitializer)
  %v357 = mul i64 %v10, %size.D0
  %v358 = add i64 %v357, %i340
  %p359 = getelementptr float, ptr %buf.y, i64 %v358
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld356, ptr align 4 %p359, <16 x i1> %mask344)
  br label %done343
done343:
  store i64 %v273, ptr %i0.addr.360
  %v361 = sub i64 %size.D0, 16
  br label %cond362
cond362:
  %i365 = load i64, ptr %i0.addr.360
  %v366 = icmp sle i64 %i365, %v361
  br i1 %v366, label %body363, label %exit364
body363:
  %ins367 = insertelement <16 x i64> poison, i64 %i365, i64 0
  %splat368 = shufflevector <16 x i64> %ins367, <16 x i64> poison, <16 x i32> zeroinitializer
  %step369 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane370 = add <16 x i64> %splat368, %step369
  %ins371 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat372 = shufflevector <16 x i64> %ins371, <16 x i64> poison, <16 x i32> zeroinitializer
  %v373 = mul <16 x i64> %lane370, %splat372
  %ins374 = insertelement <16 x i64> poison, i64 %v11, i64 0
  %splat375 = shufflevector <16 x i64> %ins374, <16 x i64> poison, <16 x i32> zeroinitializer
  %v376 = add <16 x i64> %v373, %splat375
  %ps377 = getelementptr float, ptr %buf.x, <16 x i64> %v376
  %ld378 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps377, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v379 = mul i64 %v11, %size.D0
  %v380 = add i64 %v379, %i365
  %p381 = getelementptr float, ptr %buf.y, i64 %v380
  store <16 x float> %ld378, ptr %p381, align 4
  %v382 = add nsw i64 %i365, 16
  store i64 %v382, ptr %i0.addr.360
  br label %cond362
exit364:
  %i383 = load i64, ptr %i0.addr.360
  %v384 = icmp slt i64 %i383, %size.D0
  br i1 %v384, label %tail385, label %done386
tail385:
  %mask387 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i383, i64 %size.D0)
  %ins388 = insertelement <16 x i64> poison, i64 %i383, i64 0
  %splat389 = shufflevector <16 x i64> %ins388, <16 x i64> poison, <16 x i32> zeroinitializer
  %step390 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane391 = add <16 x i64> %splat389, %step390
  %ins392 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat393 = shufflevector <16 x i64> %ins392, <16 x i64> poison, <16 x i32> zeroinitializer
  %v394 = mul <16 x i64> %lane391, %splat393
  %ins395 = insertelement <16 x i64> poison, i64 %v11, i64 0
  %splat396 = shufflevector <16 x i64> %ins395, <16 x i64> poison, <16 x i32> zeroinitializer
  %v397 = add <16 x i64> %v394, %splat396
  %ps398 = getelementptr float, ptr %buf.x, <16 x i64> %v397
  %ld399 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps398, <16 x i1> %mask387, <16 x float> zeroinitializer)
  %v400 = mul i64 %v11, %size.D0
  %v401 = add i64 %v400, %i383
  %p402 = getelementptr float, ptr %buf.y, i64 %v401
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld399, ptr align 4 %p402, <16 x i1> %mask387)
  br label %done386
done386:
  store i64 %v273, ptr %i0.addr.403
  %v404 = sub i64 %size.D0, 16
  br label %cond405
cond405:
  %i408 = load i64, ptr %i0.addr.403
  %v409 = icmp sle i64 %i408, %v404
  br i1 %v409, label %body406, label %exit407
body406:
  %ins410 = insertelement <16 x i64> poison, i64 %i408, i64 0
  %splat411 = shufflevector <16 x i64> %ins410, <16 x i64> poison, <16 x i32> zeroinitializer
  %step412 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane413 = add <16 x i64> %splat411, %step412
  %ins414 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat415 = shufflevector <16 x i64> %ins414, <16 x i64> poison, <16 x i32> zeroinitializer
  %v416 = mul <16 x i64> %lane413, %splat415
  %ins417 = insertelement <16 x i64> poison, i64 %v12, i64 0
  %splat418 = shufflevector <16 x i64> %ins417, <16 x i64> poison, <16 x i32> zeroinitializer
  %v419 = add <16 x i64> %v416, %splat418
  %ps420 = getelementptr float, ptr %buf.x, <16 x i64> %v419
  %ld421 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps420, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v422 = mul i64 %v12, %size.D0
  %v423 = add i64 %v422, %i408
  %p424 = getelementptr float, ptr %buf.y, i64 %v423
  store <16 x float> %ld421, ptr %p424, align 4
  %v425 = add nsw i64 %i408, 16
  store i64 %v425, ptr %i0.addr.403
  br label %cond405
exit407:
  %i426 = load i64, ptr %i0.addr.403
  %v427 = icmp slt i64 %i426, %size.D0
  br i1 %v427, label %tail428, label %done429
tail428:
  %mask430 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i426, i64 %size.D0)
  %ins431 = insertelement <16 x i64> poison, i64 %i426, i64 0
  %splat432 = shufflevector <16 x i64> %ins431, <16 x i64> poison, <16 x i32> zeroinitializer
  %step433 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane434 = add <16 x i64> %splat432, %step433
  %ins435 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat436 = shufflevector <16 x i64> %ins435, <16 x i64> poison, <16 x i32> zeroinitializer
  %v437 = mul <16 x i64> %lane434, %splat436
  %ins438 = insertelement <16 x i64> poison, i64 %v12, i64 0
  %splat439 = shufflevector <16 x i64> %ins438, <16 x i64> poison, <16 x i32> zeroinitializer
  %v440 = add <16 x i64> %v437, %splat439
  %ps441 = getelementptr float, ptr %buf.x, <16 x i64> %v440
  %ld442 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps441, <16 x i1> %mask430, <16 x float> zeroinitializer)
  %v443 = mul i64 %v12, %size.D0
  %v444 = add i64 %v443, %i426
  %p445 = getelementptr float, ptr %buf.y, i64 %v444
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld442, ptr align 4 %p445, <16 x i1> %mask430)
  br label %done429
done429:
  store i64 %v273, ptr %i0.addr.446
  %v447 = sub i64 %size.D0, 16
  br label %cond448
cond448:
  %i451 = load i64, ptr %i0.addr.446
  %v452 = icmp sle i64 %i451, %v447
  br i1 %v452, label %body449, label %exit450
body449:
  %ins453 = insertelement <16 x i64> poison, i64 %i451, i64 0
  %splat454 = shufflevector <16 x i64> %ins453, <16 x i64> poison, <16 x i32> zeroinitializer
  %step455 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane456 = add <16 x i64> %splat454, %step455
  %ins457 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat458 = shufflevector <16 x i64> %ins457, <16 x i64> poison, <16 x i32> zeroinitializer
  %v459 = mul <16 x i64> %lane456, %splat458
  %ins460 = insertelement <16 x i64> poison, i64 %v13, i64 0
  %splat461 = shufflevector <16 x i64> %ins460, <16 x i64> poison, <16 x i32> zeroinitializer
  %v462 = add <16 x i64> %v459, %splat461
  %ps463 = getelementptr float, ptr %buf.x, <16 x i64> %v462
  %ld464 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps463, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v465 = mul i64 %v13, %size.D0
  %v466 = add i64 %v465, %i451
  %p467 = getelementptr float, ptr %buf.y, i64 %v466
  store <16 x float> %ld464, ptr %p467, align 4
  %v468 = add nsw i64 %i451, 16
  store i64 %v468, ptr %i0.addr.446
  br label %cond448
exit450:
  %i469 = load i64, ptr %i0.addr.446
  %v470 = icmp slt i64 %i469, %size.D0
  br i1 %v470, label %tail471, label %done472
tail471:
  %mask473 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i469, i64 %size.D0)
  %ins474 = insertelement <16 x i64> poison, i64 %i469, i64 0
  %splat475 = shufflevector <16 x i64> %ins474, <16 x i64> poison, <16 x i32> zeroinitializer
  %step476 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane477 = add <16 x i64> %splat475, %step476
  %ins478 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat479 = shufflevector <16 x i64> %ins478, <16 x i64> poison, <16 x i32> zeroinitializer
  %v480 = mul <16 x i64> %lane477, %splat479
  %ins481 = insertelement <16 x i64> poison, i64 %v13, i64 0
  %splat482 = shufflevector <16 x i64> %ins481, <16 x i64> poison, <16 x i32> zeroinitializer
  %v483 = add <16 x i64> %v480, %splat482
  %ps484 = getelementptr float, ptr %buf.x, <16 x i64> %v483
  %ld485 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps484, <16 x i1> %mask473, <16 x float> zeroinitializer)
  %v486 = mul i64 %v13, %size.D0
  %v487 = add i64 %v486, %i469
  %p488 = getelementptr float, ptr %buf.y, i64 %v487
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld485, ptr align 4 %p488, <16 x i1> %mask473)
  br label %done472
done472:
  store i64 %v273, ptr %i0.addr.489
  %v490 = sub i64 %size.D0, 16
  br label %cond491
cond491:
  %i494 = load i64, ptr %i0.addr.489
  %v495 = icmp sle i64 %i494, %v490
  br i1 %v495, label %body492, label %exit493
body492:
  %ins496 = insertelement <16 x i64> poison, i64 %i494, i64 0
  %splat497 = shufflevector <16 x i64> %ins496, <16 x i64> poison, <16 x i32> zeroinitializer
  %step498 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane499 = add <16 x i64> %splat497, %step498
  %ins500 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat501 = shufflevector <16 x i64> %ins500, <16 x i64> poison, <16 x i32> zeroinitializer
  %v502 = mul <16 x i64> %lane499, %splat501
  %ins503 = insertelement <16 x i64> poison, i64 %v14, i64 0
  %splat504 = shufflevector <16 x i64> %ins503, <16 x i64> poison, <16 x i32> zeroinitializer
  %v505 = add <16 x i64> %v502, %splat504
  %ps506 = getelementptr float, ptr %buf.x, <16 x i64> %v505
  %ld507 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps506, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v508 = mul i64 %v14, %size.D0
  %v509 = add i64 %v508, %i494
  %p510 = getelementptr float, ptr %buf.y, i64 %v509
  store <16 x float> %ld507, ptr %p510, align 4
  %v511 = add nsw i64 %i494, 16
  store i64 %v511, ptr %i0.addr.489
  br label %cond491
exit493:
  %i512 = load i64, ptr %i0.addr.489
  %v513 = icmp slt i64 %i512, %size.D0
  br i1 %v513, label %tail514, label %done515
tail514:
  %mask516 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i512, i64 %size.D0)
  %ins517 = insertelement <16 x i64> poison, i64 %i512, i64 0
  %splat518 = shufflevector <16 x i64> %ins517, <16 x i64> poison, <16 x i32> zeroinitializer
  %step519 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane520 = add <16 x i64> %splat518, %step519
  %ins521 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat522 = shufflevector <16 x i64> %ins521, <16 x i64> poison, <16 x i32> zeroinitializer
  %v523 = mul <16 x i64> %lane520, %splat522
  %ins524 = insertelement <16 x i64> poison, i64 %v14, i64 0
  %splat525 = shufflevector <16 x i64> %ins524, <16 x i64> poison, <16 x i32> zeroinitializer
  %v526 = add <16 x i64> %v523, %splat525
  %ps527 = getelementptr float, ptr %buf.x, <16 x i64> %v526
  %ld528 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps527, <16 x i1> %mask516, <16 x float> zeroinitializer)
  %v529 = mul i64 %v14, %size.D0
  %v530 = add i64 %v529, %i512
  %p531 = getelementptr float, ptr %buf.y, i64 %v530
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld528, ptr align 4 %p531, <16 x i1> %mask516)
  br label %done515
done515:
  store i64 %v273, ptr %i0.addr.532
  %v533 = sub i64 %size.D0, 16
  br label %cond534
cond534:
  %i537 = load i64, ptr %i0.addr.532
  %v538 = icmp sle i64 %i537, %v533
  br i1 %v538, label %body535, label %exit536
body535:
  %ins539 = insertelement <16 x i64> poison, i64 %i537, i64 0
  %splat540 = shufflevector <16 x i64> %ins539, <16 x i64> poison, <16 x i32> zeroinitializer
  %step541 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane542 = add <16 x i64> %splat540, %step541
  %ins543 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat544 = shufflevector <16 x i64> %ins543, <16 x i64> poison, <16 x i32> zeroinitializer
  %v545 = mul <16 x i64> %lane542, %splat544
  %ins546 = insertelement <16 x i64> poison, i64 %v15, i64 0
  %splat547 = shufflevector <16 x i64> %ins546, <16 x i64> poison, <16 x i32> zeroinitializer
  %v548 = add <16 x i64> %v545, %splat547
  %ps549 = getelementptr float, ptr %buf.x, <16 x i64> %v548
  %ld550 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps549, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v551 = mul i64 %v15, %size.D0
  %v552 = add i64 %v551, %i537
  %p553 = getelementptr float, ptr %buf.y, i64 %v552
  store <16 x float> %ld550, ptr %p553, align 4
  %v554 = add nsw i64 %i537, 16
  store i64 %v554, ptr %i0.addr.532
  br label %cond534
exit536:
  %i555 = load i64, ptr %i0.addr.532
  %v556 = icmp slt i64 %i555, %size.D0
  br i1 %v556, label %tail557, label %done558
tail557:
  %mask559 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i555, i64 %size.D0)
  %ins560 = insertelement <16 x i64> poison, i64 %i555, i64 0
  %splat561 = shufflevector <16 x i64> %ins560, <16 x i64> poison, <16 x i32> zeroinitializer
  %step562 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane563 = add <16 x i64> %splat561, %step562
  %ins564 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat565 = shufflevector <16 x i64> %ins564, <16 x i64> poison, <16 x i32> zeroinitializer
  %v566 = mul <16 x i64> %lane563, %splat565
  %ins567 = insertelement <16 x i64> poison, i64 %v15, i64 0
  %splat568 = shufflevector <16 x i64> %ins567, <16 x i64> poison, <16 x i32> zeroinitializer
  %v569 = add <16 x i64> %v566, %splat568
  %ps570 = getelementptr float, ptr %buf.x, <16 x i64> %v569
  %ld571 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps570, <16 x i1> %mask559, <16 x float> zeroinitializer)
  %v572 = mul i64 %v15, %size.D0
  %v573 = add i64 %v572, %i555
  %p574 = getelementptr float, ptr %buf.y, i64 %v573
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld571, ptr align 4 %p574, <16 x i1> %mask559)
  br label %done558
done558:
  store i64 %v273, ptr %i0.addr.575
  %v576 = sub i64 %size.D0, 16
  br label %cond577
cond577:
  %i580 = load i64, ptr %i0.addr.575
  %v581 = icmp sle i64 %i580, %v576
  br i1 %v581, label %body578, label %exit579
body578:
  %ins582 = insertelement <16 x i64> poison, i64 %i580, i64 0
  %splat583 = shufflevector <16 x i64> %ins582, <16 x i64> poison, <16 x i32> zeroinitializer
  %step584 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane585 = add <16 x i64> %splat583, %step584
  %ins586 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat587 = shufflevector <16 x i64> %ins586, <16 x i64> poison, <16 x i32> zeroinitializer
  %v588 = mul <16 x i64> %lane585, %splat587
  %ins589 = insertelement <16 x i64> poison, i64 %v16, i64 0
  %splat590 = shufflevector <16 x i64> %ins589, <16 x i64> poison, <16 x i32> zeroinitializer
  %v591 = add <16 x i64> %v588, %splat590
  %ps592 = getelementptr float, ptr %buf.x, <16 x i64> %v591
  %ld593 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps592, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v594 = mul i64 %v16, %size.D0
  %v595 = add i64 %v594, %i580
  %p596 = getelementptr float, ptr %buf.y, i64 %v595
  store <16 x float> %ld593, ptr %p596, align 4
  %v597 = add nsw i64 %i580, 16
  store i64 %v597, ptr %i0.addr.575
  br label %cond577
exit579:
  %i598 = load i64, ptr %i0.addr.575
  %v599 = icmp slt i64 %i598, %size.D0
  br i1 %v599, label %tail600, label %done601
tail600:
  %mask602 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i598, i64 %size.D0)
  %ins603 = insertelement <16 x i64> poison, i64 %i598, i64 0
  %splat604 = shufflevector <16 x i64> %ins603, <16 x i64> poison, <16 x i32> zeroinitializer
  %step605 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane606 = add <16 x i64> %splat604, %step605
  %ins607 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat608 = shufflevector <16 x i64> %ins607, <16 x i64> poison, <16 x i32> zeroinitializer
  %v609 = mul <16 x i64> %lane606, %splat608
  %ins610 = insertelement <16 x i64> poison, i64 %v16, i64 0
  %splat611 = shufflevector <16 x i64> %ins610, <16 x i64> poison, <16 x i32> zeroinitializer
  %v612 = add <16 x i64> %v609, %splat611
  %ps613 = getelementptr float, ptr %buf.x, <16 x i64> %v612
  %ld614 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps613, <16 x i1> %mask602, <16 x float> zeroinitializer)
  %v615 = mul i64 %v16, %size.D0
  %v616 = add i64 %v615, %i598
  %p617 = getelementptr float, ptr %buf.y, i64 %v616
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld614, ptr align 4 %p617, <16 x i1> %mask602)
  br label %done601
done601:
  store i64 %v273, ptr %i0.addr.618
  %v619 = sub i64 %size.D0, 16
  br label %cond620
cond620:
  %i623 = load i64, ptr %i0.addr.618
  %v624 = icmp sle i64 %i623, %v619
  br i1 %v624, label %body621, label %exit622
body621:
  %ins625 = insertelement <16 x i64> poison, i64 %i623, i64 0
  %splat626 = shufflevector <16 x i64> %ins625, <16 x i64> poison, <16 x i32> zeroinitializer
  %step627 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane628 = add <16 x i64> %splat626, %step627
  %ins629 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat630 = shufflevector <16 x i64> %ins629, <16 x i64> poison, <16 x i32> zeroinitializer
  %v631 = mul <16 x i64> %lane628, %splat630
  %ins632 = insertelement <16 x i64> poison, i64 %v17, i64 0
  %splat633 = shufflevector <16 x i64> %ins632, <16 x i64> poison, <16 x i32> zeroinitializer
  %v634 = add <16 x i64> %v631, %splat633
  %ps635 = getelementptr float, ptr %buf.x, <16 x i64> %v634
  %ld636 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps635, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v637 = mul i64 %v17, %size.D0
  %v638 = add i64 %v637, %i623
  %p639 = getelementptr float, ptr %buf.y, i64 %v638
  store <16 x float> %ld636, ptr %p639, align 4
  %v640 = add nsw i64 %i623, 16
  store i64 %v640, ptr %i0.addr.618
  br label %cond620
exit622:
  %i641 = load i64, ptr %i0.addr.618
  %v642 = icmp slt i64 %i641, %size.D0
  br i1 %v642, label %tail643, label %done644
tail643:
  %mask645 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i641, i64 %size.D0)
  %ins646 = insertelement <16 x i64> poison, i64 %i641, i64 0
  %splat647 = shufflevector <16 x i64> %ins646, <16 x i64> poison, <16 x i32> zeroinitializer
  %step648 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane649 = add <16 x i64> %splat647, %step648
  %ins650 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat651 = shufflevector <16 x i64> %ins650, <16 x i64> poison, <16 x i32> zeroinitializer
  %v652 = mul <16 x i64> %lane649, %splat651
  %ins653 = insertelement <16 x i64> poison, i64 %v17, i64 0
  %splat654 = shufflevector <16 x i64> %ins653, <16 x i64> poison, <16 x i32> zeroinitializer
  %v655 = add <16 x i64> %v652, %splat654
  %ps656 = getelementptr float, ptr %buf.x, <16 x i64> %v655
  %ld657 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps656, <16 x i1> %mask645, <16 x float> zeroinitializer)
  %v658 = mul i64 %v17, %size.D0
  %v659 = add i64 %v658, %i641
  %p660 = getelementptr float, ptr %buf.y, i64 %v659
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld657, ptr align 4 %p660, <16 x i1> %mask645)
  br label %done644
done644:
  store i64 %v273, ptr %i0.addr.661
  %v662 = sub i64 %size.D0, 16
  br label %cond663
cond663:
  %i666 = load i64, ptr %i0.addr.661
  %v667 = icmp sle i64 %i666, %v662
  br i1 %v667, label %body664, label %exit665
body664:
  %ins668 = insertelement <16 x i64> poison, i64 %i666, i64 0
  %splat669 = shufflevector <16 x i64> %ins668, <16 x i64> poison, <16 x i32> zeroinitializer
  %step670 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane671 = add <16 x i64> %splat669, %step670
  %ins672 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat673 = shufflevector <16 x i64> %ins672, <16 x i64> poison, <16 x i32> zeroinitializer
  %v674 = mul <16 x i64> %lane671, %splat673
  %ins675 = insertelement <16 x i64> poison, i64 %v18, i64 0
  %splat676 = shufflevector <16 x i64> %ins675, <16 x i64> poison, <16 x i32> zeroinitializer
  %v677 = add <16 x i64> %v674, %splat676
  %ps678 = getelementptr float, ptr %buf.x, <16 x i64> %v677
  %ld679 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps678, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v680 = mul i64 %v18, %size.D0
  %v681 = add i64 %v680, %i666
  %p682 = getelementptr float, ptr %buf.y, i64 %v681
  store <16 x float> %ld679, ptr %p682, align 4
  %v683 = add nsw i64 %i666, 16
  store i64 %v683, ptr %i0.addr.661
  br label %cond663
exit665:
  %i684 = load i64, ptr %i0.addr.661
  %v685 = icmp slt i64 %i684, %size.D0
  br i1 %v685, label %tail686, label %done687
tail686:
  %mask688 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i684, i64 %size.D0)
  %ins689 = insertelement <16 x i64> poison, i64 %i684, i64 0
  %splat690 = shufflevector <16 x i64> %ins689, <16 x i64> poison, <16 x i32> zeroinitializer
  %step691 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane692 = add <16 x i64> %splat690, %step691
  %ins693 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat694 = shufflevector <16 x i64> %ins693, <16 x i64> poison, <16 x i32> zeroinitializer
  %v695 = mul <16 x i64> %lane692, %splat694
  %ins696 = insertelement <16 x i64> poison, i64 %v18, i64 0
  %splat697 = shufflevector <16 x i64> %ins696, <16 x i64> poison, <16 x i32> zeroinitializer
  %v698 = add <16 x i64> %v695, %splat697
  %ps699 = getelementptr float, ptr %buf.x, <16 x i64> %v698
  %ld700 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps699, <16 x i1> %mask688, <16 x float> zeroinitializer)
  %v701 = mul i64 %v18, %size.D0
  %v702 = add i64 %v701, %i684
  %p703 = getelementptr float, ptr %buf.y, i64 %v702
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld700, ptr align 4 %p703, <16 x i1> %mask688)
  br label %done687
done687:
  store i64 %v273, ptr %i0.addr.704
  %v705 = sub i64 %size.D0, 16
  br label %cond706
cond706:
  %i709 = load i64, ptr %i0.addr.704
  %v710 = icmp sle i64 %i709, %v705
  br i1 %v710, label %body707, label %exit708
body707:
  %ins711 = insertelement <16 x i64> poison, i64 %i709, i64 0
  %splat712 = shufflevector <16 x i64> %ins711, <16 x i64> poison, <16 x i32> zeroinitializer
  %step713 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane714 = add <16 x i64> %splat712, %step713
  %ins715 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat716 = shufflevector <16 x i64> %ins715, <16 x i64> poison, <16 x i32> zeroinitializer
  %v717 = mul <16 x i64> %lane714, %splat716
  %ins718 = insertelement <16 x i64> poison, i64 %v19, i64 0
  %splat719 = shufflevector <16 x i64> %ins718, <16 x i64> poison, <16 x i32> zeroinitializer
  %v720 = add <16 x i64> %v717, %splat719
  %ps721 = getelementptr float, ptr %buf.x, <16 x i64> %v720
  %ld722 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps721, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v723 = mul i64 %v19, %size.D0
  %v724 = add i64 %v723, %i709
  %p725 = getelementptr float, ptr %buf.y, i64 %v724
  store <16 x float> %ld722, ptr %p725, align 4
  %v726 = add nsw i64 %i709, 16
  store i64 %v726, ptr %i0.addr.704
  br label %cond706
exit708:
  %i727 = load i64, ptr %i0.addr.704
  %v728 = icmp slt i64 %i727, %size.D0
  br i1 %v728, label %tail729, label %done730
tail729:
  %mask731 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i727, i64 %size.D0)
  %ins732 = insertelement <16 x i64> poison, i64 %i727, i64 0
  %splat733 = shufflevector <16 x i64> %ins732, <16 x i64> poison, <16 x i32> zeroinitializer
  %step734 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane735 = add <16 x i64> %splat733, %step734
  %ins736 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat737 = shufflevector <16 x i64> %ins736, <16 x i64> poison, <16 x i32> zeroinitializer
  %v738 = mul <16 x i64> %lane735, %splat737
  %ins739 = insertelement <16 x i64> poison, i64 %v19, i64 0
  %splat740 = shufflevector <16 x i64> %ins739, <16 x i64> poison, <16 x i32> zeroinitializer
  %v741 = add <16 x i64> %v738, %splat740
  %ps742 = getelementptr float, ptr %buf.x, <16 x i64> %v741
  %ld743 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps742, <16 x i1> %mask731, <16 x float> zeroinitializer)
  %v744 = mul i64 %v19, %size.D0
  %v745 = add i64 %v744, %i727
  %p746 = getelementptr float, ptr %buf.y, i64 %v745
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld743, ptr align 4 %p746, <16 x i1> %mask731)
  br label %done730
done730:
  store i64 %v273, ptr %i0.addr.747
  %v748 = sub i64 %size.D0, 16
  br label %cond749
cond749:
  %i752 = load i64, ptr %i0.addr.747
  %v753 = icmp sle i64 %i752, %v748
  br i1 %v753, label %body750, label %exit751
body750:
  %ins754 = insertelement <16 x i64> poison, i64 %i752, i64 0
  %splat755 = shufflevector <16 x i64> %ins754, <16 x i64> poison, <16 x i32> zeroinitializer
  %step756 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane757 = add <16 x i64> %splat755, %step756
  %ins758 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat759 = shufflevector <16 x i64> %ins758, <16 x i64> poison, <16 x i32> zeroinitializer
  %v760 = mul <16 x i64> %lane757, %splat759
  %ins761 = insertelement <16 x i64> poison, i64 %v20, i64 0
  %splat762 = shufflevector <16 x i64> %ins761, <16 x i64> poison, <16 x i32> zeroinitializer
  %v763 = add <16 x i64> %v760, %splat762
  %ps764 = getelementptr float, ptr %buf.x, <16 x i64> %v763
  %ld765 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps764, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v766 = mul i64 %v20, %size.D0
  %v767 = add i64 %v766, %i752
  %p768 = getelementptr float, ptr %buf.y, i64 %v767
  store <16 x float> %ld765, ptr %p768, align 4
  %v769 = add nsw i64 %i752, 16
  store i64 %v769, ptr %i0.addr.747
  br label %cond749
exit751:
  %i770 = load i64, ptr %i0.addr.747
  %v771 = icmp slt i64 %i770, %size.D0
  br i1 %v771, label %tail772, label %done773
tail772:
  %mask774 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i770, i64 %size.D0)
  %ins775 = insertelement <16 x i64> poison, i64 %i770, i64 0
  %splat776 = shufflevector <16 x i64> %ins775, <16 x i64> poison, <16 x i32> zeroinitializer
  %step777 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane778 = add <16 x i64> %splat776, %step777
  %ins779 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat780 = shufflevector <16 x i64> %ins779, <16 x i64> poison, <16 x i32> zeroinitializer
  %v781 = mul <16 x i64> %lane778, %splat780
  %ins782 = insertelement <16 x i64> poison, i64 %v20, i64 0
  %splat783 = shufflevector <16 x i64> %ins782, <16 x i64> poison, <16 x i32> zeroinitializer
  %v784 = add <16 x i64> %v781, %splat783
  %ps785 = getelementptr float, ptr %buf.x, <16 x i64> %v784
  %ld786 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps785, <16 x i1> %mask774, <16 x float> zeroinitializer)
  %v787 = mul i64 %v20, %size.D0
  %v788 = add i64 %v787, %i770
  %p789 = getelementptr float, ptr %buf.y, i64 %v788
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld786, ptr align 4 %p789, <16 x i1> %mask774)
  br label %done773
done773:
  store i64 %v273, ptr %i0.addr.790
  %v791 = sub i64 %size.D0, 16
  br label %cond792
cond792:
  %i795 = load i64, ptr %i0.addr.790
  %v796 = icmp sle i64 %i795, %v791
  br i1 %v796, label %body793, label %exit794
body793:
  %ins797 = insertelement <16 x i64> poison, i64 %i795, i64 0
  %splat798 = shufflevector <16 x i64> %ins797, <16 x i64> poison, <16 x i32> zeroinitializer
  %step799 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane800 = add <16 x i64> %splat798, %step799
  %ins801 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat802 = shufflevector <16 x i64> %ins801, <16 x i64> poison, <16 x i32> zeroinitializer
  %v803 = mul <16 x i64> %lane800, %splat802
  %ins804 = insertelement <16 x i64> poison, i64 %v21, i64 0
  %splat805 = shufflevector <16 x i64> %ins804, <16 x i64> poison, <16 x i32> zeroinitializer
  %v806 = add <16 x i64> %v803, %splat805
  %ps807 = getelementptr float, ptr %buf.x, <16 x i64> %v806
  %ld808 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps807, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v809 = mul i64 %v21, %size.D0
  %v810 = add i64 %v809, %i795
  %p811 = getelementptr float, ptr %buf.y, i64 %v810
  store <16 x float> %ld808, ptr %p811, align 4
  %v812 = add nsw i64 %i795, 16
  store i64 %v812, ptr %i0.addr.790
  br label %cond792
exit794:
  %i813 = load i64, ptr %i0.addr.790
  %v814 = icmp slt i64 %i813, %size.D0
  br i1 %v814, label %tail815, label %done816
tail815:
  %mask817 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i813, i64 %size.D0)
  %ins818 = insertelement <16 x i64> poison, i64 %i813, i64 0
  %splat819 = shufflevector <16 x i64> %ins818, <16 x i64> poison, <16 x i32> zeroinitializer
  %step820 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane821 = add <16 x i64> %splat819, %step820
  %ins822 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat823 = shufflevector <16 x i64> %ins822, <16 x i64> poison, <16 x i32> zeroinitializer
  %v824 = mul <16 x i64> %lane821, %splat823
  %ins825 = insertelement <16 x i64> poison, i64 %v21, i64 0
  %splat826 = shufflevector <16 x i64> %ins825, <16 x i64> poison, <16 x i32> zeroinitializer
  %v827 = add <16 x i64> %v824, %splat826
  %ps828 = getelementptr float, ptr %buf.x, <16 x i64> %v827
  %ld829 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps828, <16 x i1> %mask817, <16 x float> zeroinitializer)
  %v830 = mul i64 %v21, %size.D0
  %v831 = add i64 %v830, %i813
  %p832 = getelementptr float, ptr %buf.y, i64 %v831
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld829, ptr align 4 %p832, <16 x i1> %mask817)
  br label %done816
done816:
  store i64 %v273, ptr %i0.addr.833
  %v834 = sub i64 %size.D0, 16
  br label %cond835
cond835:
  %i838 = load i64, ptr %i0.addr.833
  %v839 = icmp sle i64 %i838, %v834
  br i1 %v839, label %body836, label %exit837
body836:
  %ins840 = insertelement <16 x i64> poison, i64 %i838, i64 0
  %splat841 = shufflevector <16 x i64> %ins840, <16 x i64> poison, <16 x i32> zeroinitializer
  %step842 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane843 = add <16 x i64> %splat841, %step842
  %ins844 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat845 = shufflevector <16 x i64> %ins844, <16 x i64> poison, <16 x i32> zeroinitializer
  %v846 = mul <16 x i64> %lane843, %splat845
  %ins847 = insertelement <16 x i64> poison, i64 %v22, i64 0
  %splat848 = shufflevector <16 x i64> %ins847, <16 x i64> poison, <16 x i32> zeroinitializer
  %v849 = add <16 x i64> %v846, %splat848
  %ps850 = getelementptr float, ptr %buf.x, <16 x i64> %v849
  %ld851 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps850, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v852 = mul i64 %v22, %size.D0
  %v853 = add i64 %v852, %i838
  %p854 = getelementptr float, ptr %buf.y, i64 %v853
  store <16 x float> %ld851, ptr %p854, align 4
  %v855 = add nsw i64 %i838, 16
  store i64 %v855, ptr %i0.addr.833
  br label %cond835
exit837:
  %i856 = load i64, ptr %i0.addr.833
  %v857 = icmp slt i64 %i856, %size.D0
  br i1 %v857, label %tail858, label %done859
tail858:
  %mask860 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i856, i64 %size.D0)
  %ins861 = insertelement <16 x i64> poison, i64 %i856, i64 0
  %splat862 = shufflevector <16 x i64> %ins861, <16 x i64> poison, <16 x i32> zeroinitializer
  %step863 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane864 = add <16 x i64> %splat862, %step863
  %ins865 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat866 = shufflevector <16 x i64> %ins865, <16 x i64> poison, <16 x i32> zeroinitializer
  %v867 = mul <16 x i64> %lane864, %splat866
  %ins868 = insertelement <16 x i64> poison, i64 %v22, i64 0
  %splat869 = shufflevector <16 x i64> %ins868, <16 x i64> poison, <16 x i32> zeroinitializer
  %v870 = add <16 x i64> %v867, %splat869
  %ps871 = getelementptr float, ptr %buf.x, <16 x i64> %v870
  %ld872 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps871, <16 x i1> %mask860, <16 x float> zeroinitializer)
  %v873 = mul i64 %v22, %size.D0
  %v874 = add i64 %v873, %i856
  %p875 = getelementptr float, ptr %buf.y, i64 %v874
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld872, ptr align 4 %p875, <16 x i1> %mask860)
  br label %done859
done859:
  store i64 %v273, ptr %i0.addr.876
  %v877 = sub i64 %size.D0, 16
  br label %cond878
cond878:
  %i881 = load i64, ptr %i0.addr.876
  %v882 = icmp sle i64 %i881, %v877
  br i1 %v882, label %body879, label %exit880
body879:
  %ins883 = insertelement <16 x i64> poison, i64 %i881, i64 0
  %splat884 = shufflevector <16 x i64> %ins883, <16 x i64> poison, <16 x i32> zeroinitializer
  %step885 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane886 = add <16 x i64> %splat884, %step885
  %ins887 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat888 = shufflevector <16 x i64> %ins887, <16 x i64> poison, <16 x i32> zeroinitializer
  %v889 = mul <16 x i64> %lane886, %splat888
  %ins890 = insertelement <16 x i64> poison, i64 %v23, i64 0
  %splat891 = shufflevector <16 x i64> %ins890, <16 x i64> poison, <16 x i32> zeroinitializer
  %v892 = add <16 x i64> %v889, %splat891
  %ps893 = getelementptr float, ptr %buf.x, <16 x i64> %v892
  %ld894 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps893, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v895 = mul i64 %v23, %size.D0
  %v896 = add i64 %v895, %i881
  %p897 = getelementptr float, ptr %buf.y, i64 %v896
  store <16 x float> %ld894, ptr %p897, align 4
  %v898 = add nsw i64 %i881, 16
  store i64 %v898, ptr %i0.addr.876
  br label %cond878
exit880:
  %i899 = load i64, ptr %i0.addr.876
  %v900 = icmp slt i64 %i899, %size.D0
  br i1 %v900, label %tail901, label %done902
tail901:
  %mask903 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i899, i64 %size.D0)
  %ins904 = insertelement <16 x i64> poison, i64 %i899, i64 0
  %splat905 = shufflevector <16 x i64> %ins904, <16 x i64> poison, <16 x i32> zeroinitializer
  %step906 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane907 = add <16 x i64> %splat905, %step906
  %ins908 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat909 = shufflevector <16 x i64> %ins908, <16 x i64> poison, <16 x i32> zeroinitializer
  %v910 = mul <16 x i64> %lane907, %splat909
  %ins911 = insertelement <16 x i64> poison, i64 %v23, i64 0
  %splat912 = shufflevector <16 x i64> %ins911, <16 x i64> poison, <16 x i32> zeroinitializer
  %v913 = add <16 x i64> %v910, %splat912
  %ps914 = getelementptr float, ptr %buf.x, <16 x i64> %v913
  %ld915 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps914, <16 x i1> %mask903, <16 x float> zeroinitializer)
  %v916 = mul i64 %v23, %size.D0
  %v917 = add i64 %v916, %i899
  %p918 = getelementptr float, ptr %buf.y, i64 %v917
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld915, ptr align 4 %p918, <16 x i1> %mask903)
  br label %done902
done902:
  store i64 %v273, ptr %i0.addr.919
  %v920 = sub i64 %size.D0, 16
  br label %cond921
cond921:
  %i924 = load i64, ptr %i0.addr.919
  %v925 = icmp sle i64 %i924, %v920
  br i1 %v925, label %body922, label %exit923
body922:
  %ins926 = insertelement <16 x i64> poison, i64 %i924, i64 0
  %splat927 = shufflevector <16 x i64> %ins926, <16 x i64> poison, <16 x i32> zeroinitializer
  %step928 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane929 = add <16 x i64> %splat927, %step928
  %ins930 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat931 = shufflevector <16 x i64> %ins930, <16 x i64> poison, <16 x i32> zeroinitializer
  %v932 = mul <16 x i64> %lane929, %splat931
  %ins933 = insertelement <16 x i64> poison, i64 %v24, i64 0
  %splat934 = shufflevector <16 x i64> %ins933, <16 x i64> poison, <16 x i32> zeroinitializer
  %v935 = add <16 x i64> %v932, %splat934
  %ps936 = getelementptr float, ptr %buf.x, <16 x i64> %v935
  %ld937 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps936, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v938 = mul i64 %v24, %size.D0
  %v939 = add i64 %v938, %i924
  %p940 = getelementptr float, ptr %buf.y, i64 %v939
  store <16 x float> %ld937, ptr %p940, align 4
  %v941 = add nsw i64 %i924, 16
  store i64 %v941, ptr %i0.addr.919
  br label %cond921
exit923:
  %i942 = load i64, ptr %i0.addr.919
  %v943 = icmp slt i64 %i942, %size.D0
  br i1 %v943, label %tail944, label %done945
tail944:
  %mask946 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i942, i64 %size.D0)
  %ins947 = insertelement <16 x i64> poison, i64 %i942, i64 0
  %splat948 = shufflevector <16 x i64> %ins947, <16 x i64> poison, <16 x i32> zeroinitializer
  %step949 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane950 = add <16 x i64> %splat948, %step949
  %ins951 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat952 = shufflevector <16 x i64> %ins951, <16 x i64> poison, <16 x i32> zeroinitializer
  %v953 = mul <16 x i64> %lane950, %splat952
  %ins954 = insertelement <16 x i64> poison, i64 %v24, i64 0
  %splat955 = shufflevector <16 x i64> %ins954, <16 x i64> poison, <16 x i32> zeroinitializer
  %v956 = add <16 x i64> %v953, %splat955
  %ps957 = getelementptr float, ptr %buf.x, <16 x i64> %v956
  %ld958 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps957, <16 x i1> %mask946, <16 x float> zeroinitializer)
  %v959 = mul i64 %v24, %size.D0
  %v960 = add i64 %v959, %i942
  %p961 = getelementptr float, ptr %buf.y, i64 %v960
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld958, ptr align 4 %p961, <16 x i1> %mask946)
  br label %done945
done945:
  %v962 = add nsw i64 %i8, 16
  store i64 %v962, ptr %i1.addr.1
  br label %cond5
exit7:
  br label %cond963
cond963:
  %i966 = load i64, ptr %i1.addr.1
  %v967 = icmp slt i64 %i966, %v3
  br i1 %v967, label %body964, label %exit965
body964:
  store i64 0, ptr %i0.addr.968
  %v969 = sub i64 %size.D0, 256
  br label %cond970
cond970:
  %i973 = load i64, ptr %i0.addr.968
  %v974 = icmp sle i64 %i973, %v969
  br i1 %v974, label %body971, label %exit972
body971:
  %v975 = add nsw i64 %i973, 16
  %v976 = add nsw i64 %i973, 32
  %v977 = add nsw i64 %i973, 48
  %v978 = add nsw i64 %i973, 64
  %v979 = add nsw i64 %i973, 80
  %v980 = add nsw i64 %i973, 96
  %v981 = add nsw i64 %i973, 112
  %v982 = add nsw i64 %i973, 128
  %v983 = add nsw i64 %i973, 144
  %v984 = add nsw i64 %i973, 160
  %v985 = add nsw i64 %i973, 176
  %v986 = add nsw i64 %i973, 192
  %v987 = add nsw i64 %i973, 208
  %v988 = add nsw i64 %i973, 224
  %v989 = add nsw i64 %i973, 240
  %ins990 = insertelement <16 x i64> poison, i64 %i973, i64 0
  %splat991 = shufflevector <16 x i64> %ins990, <16 x i64> poison, <16 x i32> zeroinitializer
  %step992 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane993 = add <16 x i64> %splat991, %step992
  %ins994 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat995 = shufflevector <16 x i64> %ins994, <16 x i64> poison, <16 x i32> zeroinitializer
  %v996 = mul <16 x i64> %lane993, %splat995
  %ins997 = insertelement <16 x i64> poison, i64 %i966, i64 0
  %splat998 = shufflevector <16 x i64> %ins997, <16 x i64> poison, <16 x i32> zeroinitializer
  %v999 = add <16 x i64> %v996, %splat998
  %ps1000 = getelementptr float, ptr %buf.x, <16 x i64> %v999
  %ld1001 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1000, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1002 = mul i64 %i966, %size.D0
  %v1003 = add i64 %v1002, %i973
  %p1004 = getelementptr float, ptr %buf.y, i64 %v1003
  store <16 x float> %ld1001, ptr %p1004, align 4
  %ins1005 = insertelement <16 x i64> poison, i64 %v975, i64 0
  %splat1006 = shufflevector <16 x i64> %ins1005, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1007 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1008 = add <16 x i64> %splat1006, %step1007
  %ins1009 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat1010 = shufflevector <16 x i64> %ins1009, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1011 = mul <16 x i64> %lane1008, %splat1010
  %ins1012 = insertelement <16 x i64> poison, i64 %i966, i64 0
  %splat1013 = shufflevector <16 x i64> %ins1012, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1014 = add <16 x i64> %v1011, %splat1013
  %ps1015 = getelementptr float, ptr %buf.x, <16 x i64> %v1014
  %ld1016 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1015, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1017 = mul i64 %i966, %size.D0
  %v1018 = add i64 %v1017, %v975
  %p1019 = getelementptr float, ptr %buf.y, i64 %v1018
  store <16 x float> %ld1016, ptr %p1019, align 4
  %ins1020 = insertelement <16 x i64> poison, i64 %v976, i64 0
  %splat1021 = shufflevector <16 x i64> %ins1020, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1022 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1023 = add <16 x i64> %splat1021, %step1022
  %ins1024 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat1025 = shufflevector <16 x i64> %ins1024, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1026 = mul <16 x i64> %lane1023, %splat1025
  %ins1027 = insertelement <16 x i64> poison, i64 %i966, i64 0
  %splat1028 = shufflevector <16 x i64> %ins1027, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1029 = add <16 x i64> %v1026, %splat1028
  %ps1030 = getelementptr float, ptr %buf.x, <16 x i64> %v1029
  %ld1031 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1030, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1032 = mul i64 %i966, %size.D0
  %v1033 = add i64 %v1032, %v976
  %p1034 = getelementptr float, ptr %buf.y, i64 %v1033
  store <16 x float> %ld1031, ptr %p1034, align 4
  %ins1035 = insertelement <16 x i64> poison, i64 %v977, i64 0
  %splat1036 = shufflevector <16 x i64> %ins1035, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1037 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1038 = add <16 x i64> %splat1036, %step1037
  %ins1039 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat1040 = shufflevector <16 x i64> %ins1039, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1041 = mul <16 x i64> %lane1038, %splat1040
  %ins1042 = insertelement <16 x i64> poison, i64 %i966, i64 0
  %splat1043 = shufflevector <16 x i64> %ins1042, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1044 = add <16 x i64> %v1041, %splat1043
  %ps1045 = getelementptr float, ptr %buf.x, <16 x i64> %v1044
  %ld1046 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1045, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1047 = mul i64 %i966, %size.D0
  %v1048 = add i64 %v1047, %v977
  %p1049 = getelementptr float, ptr %buf.y, i64 %v1048
  store <16 x float> %ld1046, ptr %p1049, align 4
  %ins1050 = insertelement <16 x i64> poison, i64 %v978, i64 0
  %splat1051 = shufflevector <16 x i64> %ins1050, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1052 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1053 = add <16 x i64> %splat1051, %step1052
  %ins1054 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat1055 = shufflevector <16 x i64> %ins1054, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1056 = mul <16 x i64> %lane1053, %splat1055
  %ins1057 = insertelement <16 x i64> poison, i64 %i966, i64 0
  %splat1058 = shufflevector <16 x i64> %ins1057, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1059 = add <16 x i64> %v1056, %splat1058
  %ps1060 = getelementptr float, ptr %buf.x, <16 x i64> %v1059
  %ld1061 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1060, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1062 = mul i64 %i966, %size.D0
  %v1063 = add i64 %v1062, %v978
  %p1064 = getelementptr float, ptr %buf.y, i64 %v1063
  store <16 x float> %ld1061, ptr %p1064, align 4
  %ins1065 = insertelement <16 x i64> poison, i64 %v979, i64 0
  %splat1066 = shufflevector <16 x i64> %ins1065, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1067 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1068 = add <16 x i64> %splat1066, %step1067
  %ins1069 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat1070 = shufflevector <16 x i64> %ins1069, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1071 = mul <16 x i64> %lane1068, %splat1070
  %ins1072 = insertelement <16 x i64> poison, i64 %i966, i64 0
  %splat1073 = shufflevector <16 x i64> %ins1072, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1074 = add <16 x i64> %v1071, %splat1073
  %ps1075 = getelementptr float, ptr %buf.x, <16 x i64> %v1074
  %ld1076 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1075, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1077 = mul i64 %i966, %size.D0
  %v1078 = add i64 %v1077, %v979
  %p1079 = getelementptr float, ptr %buf.y, i64 %v1078
  store <16 x float> %ld1076, ptr %p1079, align 4
  %ins1080 = insertelement <16 x i64> poison, i64 %v980, i64 0
  %splat1081 = shufflevector <16 x i64> %ins1080, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1082 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1083 = add <16 x i64> %splat1081, %step1082
  %ins1084 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat1085 = shufflevector <16 x i64> %ins1084, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1086 = mul <16 x i64> %lane1083, %splat1085
  %ins1087 = insertelement <16 x i64> poison, i64 %i966, i64 0
  %splat1088 = shufflevector <16 x i64> %ins1087, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1089 = add <16 x i64> %v1086, %splat1088
  %ps1090 = getelementptr float, ptr %buf.x, <16 x i64> %v1089
  %ld1091 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1090, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1092 = mul i64 %i966, %size.D0
  %v1093 = add i64 %v1092, %v980
  %p1094 = getelementptr float, ptr %buf.y, i64 %v1093
  store <16 x float> %ld1091, ptr %p1094, align 4
  %ins1095 = insertelement <16 x i64> poison, i64 %v981, i64 0
  %splat1096 = shufflevector <16 x i64> %ins1095, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1097 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1098 = add <16 x i64> %splat1096, %step1097
  %ins1099 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat1100 = shufflevector <16 x i64> %ins1099, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1101 = mul <16 x i64> %lane1098, %splat1100
  %ins1102 = insertelement <16 x i64> poison, i64 %i966, i64 0
  %splat1103 = shufflevector <16 x i64> %ins1102, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1104 = add <16 x i64> %v1101, %splat1103
  %ps1105 = getelementptr float, ptr %buf.x, <16 x i64> %v1104
  %ld1106 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1105, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1107 = mul i64 %i966, %size.D0
  %v1108 = add i64 %v1107, %v981
  %p1109 = getelementptr float, ptr %buf.y, i64 %v1108
  store <16 x float> %ld1106, ptr %p1109, align 4
  %ins1110 = insertelement <16 x i64> poison, i64 %v982, i64 0
  %splat1111 = shufflevector <16 x i64> %ins1110, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1112 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1113 = add <16 x i64> %splat1111, %step1112
  %ins1114 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat1115 = shufflevector <16 x i64> %ins1114, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1116 = mul <16 x i64> %lane1113, %splat1115
  %ins1117 = insertelement <16 x i64> poison, i64 %i966, i64 0
  %splat1118 = shufflevector <16 x i64> %ins1117, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1119 = add <16 x i64> %v1116, %splat1118
  %ps1120 = getelementptr float, ptr %buf.x, <16 x i64> %v1119
  %ld1121 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1120, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1122 = mul i64 %i966, %size.D0
  %v1123 = add i64 %v1122, %v982
  %p1124 = getelementptr float, ptr %buf.y, i64 %v1123
  store <16 x float> %ld1121, ptr %p1124, align 4
  %ins1125 = insertelement <16 x i64> poison, i64 %v983, i64 0
  %splat1126 = shufflevector <16 x i64> %ins1125, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1127 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1128 = add <16 x i64> %splat1126, %step1127
  %ins1129 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat1130 = shufflevector <16 x i64> %ins1129, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1131 = mul <16 x i64> %lane1128, %splat1130
  %ins1132 = insertelement <16 x i64> poison, i64 %i966, i64 0
  %splat1133 = shufflevector <16 x i64> %ins1132, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1134 = add <16 x i64> %v1131, %splat1133
  %ps1135 = getelementptr float, ptr %buf.x, <16 x i64> %v1134
  %ld1136 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1135, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1137 = mul i64 %i966, %size.D0
  %v1138 = add i64 %v1137, %v983
  %p1139 = getelementptr float, ptr %buf.y, i64 %v1138
  store <16 x float> %ld1136, ptr %p1139, align 4
  %ins1140 = insertelement <16 x i64> poison, i64 %v984, i64 0
  %splat1141 = shufflevector <16 x i64> %ins1140, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1142 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1143 = add <16 x i64> %splat1141, %step1142
  %ins1144 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat1145 = shufflevector <16 x i64> %ins1144, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1146 = mul <16 x i64> %lane1143, %splat1145
  %ins1147 = insertelement <16 x i64> poison, i64 %i966, i64 0
  %splat1148 = shufflevector <16 x i64> %ins1147, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1149 = add <16 x i64> %v1146, %splat1148
  %ps1150 = getelementptr float, ptr %buf.x, <16 x i64> %v1149
  %ld1151 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1150, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1152 = mul i64 %i966, %size.D0
  %v1153 = add i64 %v1152, %v984
  %p1154 = getelementptr float, ptr %buf.y, i64 %v1153
  store <16 x float> %ld1151, ptr %p1154, align 4
  %ins1155 = insertelement <16 x i64> poison, i64 %v985, i64 0
  %splat1156 = shufflevector <16 x i64> %ins1155, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1157 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1158 = add <16 x i64> %splat1156, %step1157
  %ins1159 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat1160 = shufflevector <16 x i64> %ins1159, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1161 = mul <16 x i64> %lane1158, %splat1160
  %ins1162 = insertelement <16 x i64> poison, i64 %i966, i64 0
  %splat1163 = shufflevector <16 x i64> %ins1162, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1164 = add <16 x i64> %v1161, %splat1163
  %ps1165 = getelementptr float, ptr %buf.x, <16 x i64> %v1164
  %ld1166 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1165, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1167 = mul i64 %i966, %size.D0
  %v1168 = add i64 %v1167, %v985
  %p1169 = getelementptr float, ptr %buf.y, i64 %v1168
  store <16 x float> %ld1166, ptr %p1169, align 4
  %ins1170 = insertelement <16 x i64> poison, i64 %v986, i64 0
  %splat1171 = shufflevector <16 x i64> %ins1170, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1172 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1173 = add <16 x i64> %splat1171, %step1172
  %ins1174 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat1175 = shufflevector <16 x i64> %ins1174, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1176 = mul <16 x i64> %lane1173, %splat1175
  %ins1177 = insertelement <16 x i64> poison, i64 %i966, i64 0
  %splat1178 = shufflevector <16 x i64> %ins1177, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1179 = add <16 x i64> %v1176, %splat1178
  %ps1180 = getelementptr float, ptr %buf.x, <16 x i64> %v1179
  %ld1181 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1180, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1182 = mul i64 %i966, %size.D0
  %v1183 = add i64 %v1182, %v986
  %p1184 = getelementptr float, ptr %buf.y, i64 %v1183
  store <16 x float> %ld1181, ptr %p1184, align 4
  %ins1185 = insertelement <16 x i64> poison, i64 %v987, i64 0
  %splat1186 = shufflevector <16 x i64> %ins1185, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1187 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1188 = add <16 x i64> %splat1186, %step1187
  %ins1189 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat1190 = shufflevector <16 x i64> %ins1189, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1191 = mul <16 x i64> %lane1188, %splat1190
  %ins1192 = insertelement <16 x i64> poison, i64 %i966, i64 0
  %splat1193 = shufflevector <16 x i64> %ins1192, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1194 = add <16 x i64> %v1191, %splat1193
  %ps1195 = getelementptr float, ptr %buf.x, <16 x i64> %v1194
  %ld1196 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1195, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1197 = mul i64 %i966, %size.D0
  %v1198 = add i64 %v1197, %v987
  %p1199 = getelementptr float, ptr %buf.y, i64 %v1198
  store <16 x float> %ld1196, ptr %p1199, align 4
  %ins1200 = insertelement <16 x i64> poison, i64 %v988, i64 0
  %splat1201 = shufflevector <16 x i64> %ins1200, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1202 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1203 = add <16 x i64> %splat1201, %step1202
  %ins1204 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat1205 = shufflevector <16 x i64> %ins1204, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1206 = mul <16 x i64> %lane1203, %splat1205
  %ins1207 = insertelement <16 x i64> poison, i64 %i966, i64 0
  %splat1208 = shufflevector <16 x i64> %ins1207, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1209 = add <16 x i64> %v1206, %splat1208
  %ps1210 = getelementptr float, ptr %buf.x, <16 x i64> %v1209
  %ld1211 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1210, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1212 = mul i64 %i966, %size.D0
  %v1213 = add i64 %v1212, %v988
  %p1214 = getelementptr float, ptr %buf.y, i64 %v1213
  store <16 x float> %ld1211, ptr %p1214, align 4
  %ins1215 = insertelement <16 x i64> poison, i64 %v989, i64 0
  %splat1216 = shufflevector <16 x i64> %ins1215, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1217 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1218 = add <16 x i64> %splat1216, %step1217
  %ins1219 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat1220 = shufflevector <16 x i64> %ins1219, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1221 = mul <16 x i64> %lane1218, %splat1220
  %ins1222 = insertelement <16 x i64> poison, i64 %i966, i64 0
  %splat1223 = shufflevector <16 x i64> %ins1222, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1224 = add <16 x i64> %v1221, %splat1223
  %ps1225 = getelementptr float, ptr %buf.x, <16 x i64> %v1224
  %ld1226 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1225, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1227 = mul i64 %i966, %size.D0
  %v1228 = add i64 %v1227, %v989
  %p1229 = getelementptr float, ptr %buf.y, i64 %v1228
  store <16 x float> %ld1226, ptr %p1229, align 4
  %v1230 = add nsw i64 %i973, 256
  store i64 %v1230, ptr %i0.addr.968
  br label %cond970
exit972:
  %v1231 = load i64, ptr %i0.addr.968
  store i64 %v1231, ptr %i0.addr.1232
  %v1233 = sub i64 %size.D0, 16
  br label %cond1234
cond1234:
  %i1237 = load i64, ptr %i0.addr.1232
  %v1238 = icmp sle i64 %i1237, %v1233
  br i1 %v1238, label %body1235, label %exit1236
body1235:
  %ins1239 = insertelement <16 x i64> poison, i64 %i1237, i64 0
  %splat1240 = shufflevector <16 x i64> %ins1239, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1241 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1242 = add <16 x i64> %splat1240, %step1241
  %ins1243 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat1244 = shufflevector <16 x i64> %ins1243, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1245 = mul <16 x i64> %lane1242, %splat1244
  %ins1246 = insertelement <16 x i64> poison, i64 %i966, i64 0
  %splat1247 = shufflevector <16 x i64> %ins1246, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1248 = add <16 x i64> %v1245, %splat1247
  %ps1249 = getelementptr float, ptr %buf.x, <16 x i64> %v1248
  %ld1250 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1249, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v1251 = mul i64 %i966, %size.D0
  %v1252 = add i64 %v1251, %i1237
  %p1253 = getelementptr float, ptr %buf.y, i64 %v1252
  store <16 x float> %ld1250, ptr %p1253, align 4
  %v1254 = add nsw i64 %i1237, 16
  store i64 %v1254, ptr %i0.addr.1232
  br label %cond1234
exit1236:
  %i1255 = load i64, ptr %i0.addr.1232
  %v1256 = icmp slt i64 %i1255, %size.D0
  br i1 %v1256, label %tail1257, label %done1258
tail1257:
  %mask1259 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i1255, i64 %size.D0)
  %ins1260 = insertelement <16 x i64> poison, i64 %i1255, i64 0
  %splat1261 = shufflevector <16 x i64> %ins1260, <16 x i64> poison, <16 x i32> zeroinitializer
  %step1262 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane1263 = add <16 x i64> %splat1261, %step1262
  %ins1264 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat1265 = shufflevector <16 x i64> %ins1264, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1266 = mul <16 x i64> %lane1263, %splat1265
  %ins1267 = insertelement <16 x i64> poison, i64 %i966, i64 0
  %splat1268 = shufflevector <16 x i64> %ins1267, <16 x i64> poison, <16 x i32> zeroinitializer
  %v1269 = add <16 x i64> %v1266, %splat1268
  %ps1270 = getelementptr float, ptr %buf.x, <16 x i64> %v1269
  %ld1271 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps1270, <16 x i1> %mask1259, <16 x float> zeroinitializer)
  %v1272 = mul i64 %i966, %size.D0
  %v1273 = add i64 %v1272, %i1255
  %p1274 = getelementptr float, ptr %buf.y, i64 %v1273
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld1271, ptr align 4 %p1274, <16 x i1> %mask1259)
  br label %done1258
done1258:
  %v1275 = add nsw i64 %i966, 1
  store i64 %v1275, ptr %i1.addr.1
  br label %cond963
exit965:
  ret void
}
