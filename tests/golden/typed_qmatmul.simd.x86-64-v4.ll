@jr.zero = internal constant float 0.0, align 4

declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare <16 x i8> @llvm.masked.load.v16i8.p0(ptr, <16 x i1>, <16 x i8>)
declare void @llvm.masked.store.v16i32.p0(<16 x i32>, ptr, <16 x i1>)

define void @"jr.op.qmatmul"(ptr noalias %buf.a, ptr noalias %buf.b, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.M, i64 %size.K, i64 %size.N, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %m.addr.1 = alloca i64, align 64
  %n.addr.13 = alloca i64, align 64
  %acc21 = alloca <16 x i32>, align 64
  %acc22 = alloca <16 x i32>, align 64
  %acc23 = alloca <16 x i32>, align 64
  %acc24 = alloca <16 x i32>, align 64
  %acc25 = alloca <16 x i32>, align 64
  %acc26 = alloca <16 x i32>, align 64
  %acc27 = alloca <16 x i32>, align 64
  %acc28 = alloca <16 x i32>, align 64
  %k.addr.29 = alloca i64, align 64
  %n.addr.190 = alloca i64, align 64
  %acc197 = alloca <16 x i32>, align 64
  %k.addr.198 = alloca i64, align 64
  %acc230 = alloca <16 x i32>, align 64
  %k.addr.231 = alloca i64, align 64
  %n.addr.258 = alloca i64, align 64
  %acc265 = alloca <16 x i32>, align 64
  %k.addr.266 = alloca i64, align 64
  %acc298 = alloca <16 x i32>, align 64
  %k.addr.299 = alloca i64, align 64
  %n.addr.326 = alloca i64, align 64
  %acc333 = alloca <16 x i32>, align 64
  %k.addr.334 = alloca i64, align 64
  %acc366 = alloca <16 x i32>, align 64
  %k.addr.367 = alloca i64, align 64
  %n.addr.394 = alloca i64, align 64
  %acc401 = alloca <16 x i32>, align 64
  %k.addr.402 = alloca i64, align 64
  %acc434 = alloca <16 x i32>, align 64
  %k.addr.435 = alloca i64, align 64
  %n.addr.468 = alloca i64, align 64
  %acc482 = alloca <16 x i32>, align 64
  %acc483 = alloca <16 x i32>, align 64
  %acc484 = alloca <16 x i32>, align 64
  %acc485 = alloca <16 x i32>, align 64
  %acc486 = alloca <16 x i32>, align 64
  %acc487 = alloca <16 x i32>, align 64
  %acc488 = alloca <16 x i32>, align 64
  %acc489 = alloca <16 x i32>, align 64
  %k.addr.490 = alloca i64, align 64
  %n.addr.651 = alloca i64, align 64
  %acc658 = alloca <16 x i32>, align 64
  %k.addr.659 = alloca i64, align 64
  %acc691 = alloca <16 x i32>, align 64
  %k.addr.692 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.M
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.M
  store i64 %range.lo, ptr %m.addr.1
  %v4 = sub i64 %v3, 4
  br label %cond5
cond5:
  %i8 = load i64, ptr %m.addr.1
  %v9 = icmp sle i64 %i8, %v4
  br i1 %v9, label %body6, label %exit7
body6:
  %v10 = add nsw i64 %i8, 1
  %v11 = add nsw i64 %i8, 2
  %v12 = add nsw i64 %i8, 3
  store i64 0, ptr %n.addr.13
  %v14 = sub i64 %size.N, 32
  br label %cond15
cond15:
  %i18 = load i64, ptr %n.addr.13
  %v19 = icmp sle i64 %i18, %v14
  br i1 %v19, label %body16, label %exit17
body16:
  %v20 = add nsw i64 %i18, 16
  store <16 x i32> splat (i32 0), ptr %acc21
  store <16 x i32> splat (i32 0), ptr %acc22
  store <16 x i32> splat (i32 0), ptr %acc23
  store <16 x i32> splat (i32 0), ptr %acc24
  store <16 x i32> splat (i32 0), ptr %acc25
  store <16 x i32> splat (i32 0), ptr %acc26
  store <16 x i32> splat (i32 0), ptr %acc27
  store <16 x i32> splat (i32 0), ptr %acc28
  store i64 0, ptr %k.addr.29
  br label %cond30
cond30:
  %i33 = load i64, ptr %k.addr.29
  %v34 = icmp slt i64 %i33, %size.K
  br i1 %v34, label %body31, label %exit32
body31:
  %v35 = mul i64 %i8, %size.K
  %v36 = add i64 %v35, %i33
  %p37 = getelementptr i8, ptr %buf.a, i64 %v36
  %ld38 = load i8, ptr %p37, align 1
  %v39 = zext i8 %ld38 to i32
  %v40 = mul i64 %i33, %size.N
  %v41 = add i64 %v40, %i18
  %p42 = getelementptr i8, ptr %buf.b, i64 %v41
  %ld43 = load <16 x i8>, ptr %p42, align 1
  %v44 = sext <16 x i8> %ld43 to <16 x i32>
  %ins45 = insertelement <16 x i32> poison, i32 %v39, i64 0
  %splat46 = shufflevector <16 x i32> %ins45, <16 x i32> poison, <16 x i32> zeroinitializer
  %v47 = mul <16 x i32> %splat46, %v44
  %old48 = load <16 x i32>, ptr %acc21
  %v49 = add <16 x i32> %old48, %v47
  store <16 x i32> %v49, ptr %acc21
  %v50 = mul i64 %i8, %size.K
  %v51 = add i64 %v50, %i33
  %p52 = getelementptr i8, ptr %buf.a, i64 %v51
  %ld53 = load i8, ptr %p52, align 1
  %v54 = zext i8 %ld53 to i32
  %v55 = mul i64 %i33, %size.N
  %v56 = add i64 %v55, %v20
  %p57 = getelementptr i8, ptr %buf.b, i64 %v56
  %ld58 = load <16 x i8>, ptr %p57, align 1
  %v59 = sext <16 x i8> %ld58 to <16 x i32>
  %ins60 = insertelement <16 x i32> poison, i32 %v54, i64 0
  %splat61 = shufflevector <16 x i32> %ins60, <16 x i32> poison, <16 x i32> zeroinitializer
  %v62 = mul <16 x i32> %splat61, %v59
  %old63 = load <16 x i32>, ptr %acc22
  %v64 = add <16 x i32> %old63, %v62
  store <16 x i32> %v64, ptr %acc22
  %v65 = mul i64 %v10, %size.K
  %v66 = add i64 %v65, %i33
  %p67 = getelementptr i8, ptr %buf.a, i64 %v66
  %ld68 = load i8, ptr %p67, align 1
  %v69 = zext i8 %ld68 to i32
  %v70 = mul i64 %i33, %size.N
  %v71 = add i64 %v70, %i18
  %p72 = getelementptr i8, ptr %buf.b, i64 %v71
  %ld73 = load <16 x i8>, ptr %p72, align 1
  %v74 = sext <16 x i8> %ld73 to <16 x i32>
  %ins75 = insertelement <16 x i32> poison, i32 %v69, i64 0
  %splat76 = shufflevector <16 x i32> %ins75, <16 x i32> poison, <16 x i32> zeroinitializer
  %v77 = mul <16 x i32> %splat76, %v74
  %old78 = load <16 x i32>, ptr %acc23
  %v79 = add <16 x i32> %old78, %v77
  store <16 x i32> %v79, ptr %acc23
  %v80 = mul i64 %v10, %size.K
  %v81 = add i64 %v80, %i33
  %p82 = getelementptr i8, ptr %buf.a, i64 %v81
  %ld83 = load i8, ptr %p82, align 1
  %v84 = zext i8 %ld83 to i32
  %v85 = mul i64 %i33, %size.N
  %v86 = add i64 %v85, %v20
  %p87 = getelementptr i8, ptr %buf.b, i64 %v86
  %ld88 = load <16 x i8>, ptr %p87, align 1
  %v89 = sext <16 x i8> %ld88 to <16 x i32>
  %ins90 = insertelement <16 x i32> poison, i32 %v84, i64 0
  %splat91 = shufflevector <16 x i32> %ins90, <16 x i32> poison, <16 x i32> zeroinitializer
  %v92 = mul <16 x i32> %splat91, %v89
  %old93 = load <16 x i32>, ptr %acc24
  %v94 = add <16 x i32> %old93, %v92
  store <16 x i32> %v94, ptr %acc24
  %v95 = mul i64 %v11, %size.K
  %v96 = add i64 %v95, %i33
  %p97 = getelementptr i8, ptr %buf.a, i64 %v96
  %ld98 = load i8, ptr %p97, align 1
  %v99 = zext i8 %ld98 to i32
  %v100 = mul i64 %i33, %size.N
  %v101 = add i64 %v100, %i18
  %p102 = getelementptr i8, ptr %buf.b, i64 %v101
  %ld103 = load <16 x i8>, ptr %p102, align 1
  %v104 = sext <16 x i8> %ld103 to <16 x i32>
  %ins105 = insertelement <16 x i32> poison, i32 %v99, i64 0
  %splat106 = shufflevector <16 x i32> %ins105, <16 x i32> poison, <16 x i32> zeroinitializer
  %v107 = mul <16 x i32> %splat106, %v104
  %old108 = load <16 x i32>, ptr %acc25
  %v109 = add <16 x i32> %old108, %v107
  store <16 x i32> %v109, ptr %acc25
  %v110 = mul i64 %v11, %size.K
  %v111 = add i64 %v110, %i33
  %p112 = getelementptr i8, ptr %buf.a, i64 %v111
  %ld113 = load i8, ptr %p112, align 1
  %v114 = zext i8 %ld113 to i32
  %v115 = mul i64 %i33, %size.N
  %v116 = add i64 %v115, %v20
  %p117 = getelementptr i8, ptr %buf.b, i64 %v116
  %ld118 = load <16 x i8>, ptr %p117, align 1
  %v119 = sext <16 x i8> %ld118 to <16 x i32>
  %ins120 = insertelement <16 x i32> poison, i32 %v114, i64 0
  %splat121 = shufflevector <16 x i32> %ins120, <16 x i32> poison, <16 x i32> zeroinitializer
  %v122 = mul <16 x i32> %splat121, %v119
  %old123 = load <16 x i32>, ptr %acc26
  %v124 = add <16 x i32> %old123, %v122
  store <16 x i32> %v124, ptr %acc26
  %v125 = mul i64 %v12, %size.K
  %v126 = add i64 %v125, %i33
  %p127 = getelementptr i8, ptr %buf.a, i64 %v126
  %ld128 = load i8, ptr %p127, align 1
  %v129 = zext i8 %ld128 to i32
  %v130 = mul i64 %i33, %size.N
  %v131 = add i64 %v130, %i18
  %p132 = getelementptr i8, ptr %buf.b, i64 %v131
  %ld133 = load <16 x i8>, ptr %p132, align 1
  %v134 = sext <16 x i8> %ld133 to <16 x i32>
  %ins135 = insertelement <16 x i32> poison, i32 %v129, i64 0
  %splat136 = shufflevector <16 x i32> %ins135, <16 x i32> poison, <16 x i32> zeroinitializer
  %v137 = mul <16 x i32> %splat136, %v134
  %old138 = load <16 x i32>, ptr %acc27
  %v139 = add <16 x i32> %old138, %v137
  store <16 x i32> %v139, ptr %acc27
  %v140 = mul i64 %v12, %size.K
  %v141 = add i64 %v140, %i33
  %p142 = getelementptr i8, ptr %buf.a, i64 %v141
  %ld143 = load i8, ptr %p142, align 1
  %v144 = zext i8 %ld143 to i32
  %v145 = mul i64 %i33, %size.N
  %v146 = add i64 %v145, %v20
  %p147 = getelementptr i8, ptr %buf.b, i64 %v146
  %ld148 = load <16 x i8>, ptr %p147, align 1
  %v149 = sext <16 x i8> %ld148 to <16 x i32>
  %ins150 = insertelement <16 x i32> poison, i32 %v144, i64 0
  %splat151 = shufflevector <16 x i32> %ins150, <16 x i32> poison, <16 x i32> zeroinitializer
  %v152 = mul <16 x i32> %splat151, %v149
  %old153 = load <16 x i32>, ptr %acc28
  %v154 = add <16 x i32> %old153, %v152
  store <16 x i32> %v154, ptr %acc28
  %v155 = add nsw i64 %i33, 1
  store i64 %v155, ptr %k.addr.29
  br label %cond30
exit32:
  %red156 = load <16 x i32>, ptr %acc21
  %red157 = load <16 x i32>, ptr %acc22
  %red158 = load <16 x i32>, ptr %acc23
  %red159 = load <16 x i32>, ptr %acc24
  %red160 = load <16 x i32>, ptr %acc25
  %red161 = load <16 x i32>, ptr %acc26
  %red162 = load <16 x i32>, ptr %acc27
  %red163 = load <16 x i32>, ptr %acc28
  %v164 = mul i64 %i8, %size.N
  %v165 = add i64 %v164, %i18
  %p166 = getelementptr i32, ptr %buf.c, i64 %v165
  store <16 x i32> %red156, ptr %p166, align 4
  %v167 = mul i64 %i8, %size.N
  %v168 = add i64 %v167, %v20
  %p169 = getelementptr i32, ptr %buf.c, i64 %v168
  store <16 x i32> %red157, ptr %p169, align 4
  %v170 = mul i64 %v10, %size.N
  %v171 = add i64 %v170, %i18
  %p172 = getelementptr i32, ptr %buf.c, i64 %v171
  store <16 x i32> %red158, ptr %p172, align 4
  %v173 = mul i64 %v10, %size.N
  %v174 = add i64 %v173, %v20
  %p175 = getelementptr i32, ptr %buf.c, i64 %v174
  store <16 x i32> %red159, ptr %p175, align 4
  %v176 = mul i64 %v11, %size.N
  %v177 = add i64 %v176, %i18
  %p178 = getelementptr i32, ptr %buf.c, i64 %v177
  store <16 x i32> %red160, ptr %p178, align 4
  %v179 = mul i64 %v11, %size.N
  %v180 = add i64 %v179, %v20
  %p181 = getelementptr i32, ptr %buf.c, i64 %v180
  store <16 x i32> %red161, ptr %p181, align 4
  %v182 = mul i64 %v12, %size.N
  %v183 = add i64 %v182, %i18
  %p184 = getelementptr i32, ptr %buf.c, i64 %v183
  store <16 x i32> %red162, ptr %p184, align 4
  %v185 = mul i64 %v12, %size.N
  %v186 = add i64 %v185, %v20
  %p187 = getelementptr i32, ptr %buf.c, i64 %v186
  store <16 x i32> %red163, ptr %p187, align 4
  %v188 = add nsw i64 %i18, 32
  store i64 %v188, ptr %n.addr.13
  br label %cond15
exit17:
  %v189 = load i64, ptr %n.addr.13
  store i64 %v189, ptr %n.addr.190
  %v191 = sub i64 %size.N, 16
  br label %cond192
cond192:
  %i195 = load i64, ptr %n.addr.190
  %v196 = icmp sle i64 %i195, %v191
  br i1 %v196, label %body193, label %exit194
body193:
  store <16 x i32> splat (i32 0), ptr %acc197
  store i64 0, ptr %k.addr.198
  br label %cond199
cond199:
  %i202 = load i64, ptr %k.addr.198
  %v203 = icmp slt i64 %i202, %size.K
  br i1 %v203, label %body200, label %exit201
body200:
  %v204 = mul i64 %i8, %size.K
  %v205 = add i64 %v204, %i202
  %p206 = getelementptr i8, ptr %buf.a, i64 %v205
  %ld207 = load i8, ptr %p206, align 1
  %v208 = zext i8 %ld207 to i32
  %v209 = mul i64 %i202, %size.N
  %v210 = add i64 %v209, %i195
  %p211 = getelementptr i8, ptr %buf.b, i64 %v210
  %ld212 = load <16 x i8>, ptr %p211, align 1
  %v213 = sext <16 x i8> %ld212 to <16 x i32>
  %ins214 = insertelement <16 x i32> poison, i32 %v208, i64 0
  %splat215 = shufflevector <16 x i32> %ins214, <16 x i32> poison, <16 x i32> zeroinitializer
  %v216 = mul <16 x i32> %splat215, %v213
  %old217 = load <16 x i32>, ptr %acc197
  %v218 = add <16 x i32> %old217, %v216
  store <16 x i32> %v218, ptr %acc197
  %v219 = add nsw i64 %i202, 1
  store i64 %v219, ptr %k.addr.198
  br label %cond199
exit201:
  %red220 = load <16 x i32>, ptr %acc197
  %v221 = mul i64 %i8, %size.N
  %v222 = add i64 %v221, %i195
  %p223 = getelementptr i32, ptr %buf.c, i64 %v222
  store <16 x i32> %red220, ptr %p223, align 4
  %v224 = add nsw i64 %i195, 16
  store i64 %v224, ptr %n.addr.190
  br label %cond192
exit194:
  %i225 = load i64, ptr %n.addr.190
  %v226 = icmp slt i64 %i225, %size.N
  br i1 %v226, label %tail227, label %done228
tail227:
  %mask229 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i225, i64 %size.N)
  store <16 x i32> splat (i32 0), ptr %acc230
  store i64 0, ptr %k.addr.231
  br label %cond232
cond232:
  %i235 = load i64, ptr %k.addr.231
  %v236 = icmp slt i64 %i235, %size.K
  br i1 %v236, label %body233, label %exit234
body233:
  %v237 = mul i64 %i8, %size.K
  %v238 = add i64 %v237, %i235
  %p239 = getelementptr i8, ptr %buf.a, i64 %v238
  %ld240 = load i8, ptr %p239, align 1
  %v241 = zext i8 %ld240 to i32
  %v242 = mul i64 %i235, %size.N
  %v243 = add i64 %v242, %i225
  %p244 = getelementptr i8, ptr %buf.b, i64 %v243
  %ld245 = call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %p244, <16 x i1> %mask229, <16 x i8> zeroinitializer)
  %v246 = sext <16 x i8> %ld245 to <16 x i32>
  %ins247 = insertelement <16 x i32> poison, i32 %v241, i64 0
  %splat248 = shufflevector <16 x i32> %ins247, <16 x i32> poison, <16 x i32> zeroinitializer
  %v249 = mul <16 x i32> %splat248, %v246
  %old250 = load <16 x i32>, ptr %acc230
  %v251 = add <16 x i32> %old250, %v249
  %v252 = select <16 x i1> %mask229, <16 x i32> %v251, <16 x i32> %old250
  store <16 x i32> %v252, ptr %acc230
  %v253 = add nsw i64 %i235, 1
  store i64 %v253, ptr %k.addr.231
  br label %cond232
exit234:
  %red254 = load <16 x i32>, ptr %acc230
  %v255 = mul i64 %i8, %size.N
  %v256 = add i64 %v255, %i225
  %p257 = getelementptr i32, ptr %buf.c, i64 %v256
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %red254, ptr align 4 %p257, <16 x i1> %mask229)
  br label %done228
done228:
  store i64 %v189, ptr %n.addr.258
  %v259 = sub i64 %size.N, 16
  br label %cond260
cond260:
  %i263 = load i64, ptr %n.addr.258
  %v264 = icmp sle i64 %i263, %v259
  br i1 %v264, label %body261, label %exit262
body261:
  store <16 x i32> splat (i32 0), ptr %acc265
  store i64 0, ptr %k.addr.266
  br label %cond267
cond267:
  %i270 = load i64, ptr %k.addr.266
  %v271 = icmp slt i64 %i270, %size.K
  br i1 %v271, label %body268, label %exit269
body268:
  %v272 = mul i64 %v10, %size.K
  %v273 = add i64 %v272, %i270
  %p274 = getelementptr i8, ptr %buf.a, i64 %v273
  %ld275 = load i8, ptr %p274, align 1
  %v276 = zext i8 %ld275 to i32
  %v277 = mul i64 %i270, %size.N
  %v278 = add i64 %v277, %i263
  %p279 = getelementptr i8, ptr %buf.b, i64 %v278
  %ld280 = load <16 x i8>, ptr %p279, align 1
  %v281 = sext <16 x i8> %ld280 to <16 x i32>
  %ins282 = insertelement <16 x i32> poison, i32 %v276, i64 0
  %splat283 = shufflevector <16 x i32> %ins282, <16 x i32> poison, <16 x i32> zeroinitializer
  %v284 = mul <16 x i32> %splat283, %v281
  %old285 = load <16 x i32>, ptr %acc265
  %v286 = add <16 x i32> %old285, %v284
  store <16 x i32> %v286, ptr %acc265
  %v287 = add nsw i64 %i270, 1
  store i64 %v287, ptr %k.addr.266
  br label %cond267
exit269:
  %red288 = load <16 x i32>, ptr %acc265
  %v289 = mul i64 %v10, %size.N
  %v290 = add i64 %v289, %i263
  %p291 = getelementptr i32, ptr %buf.c, i64 %v290
  store <16 x i32> %red288, ptr %p291, align 4
  %v292 = add nsw i64 %i263, 16
  store i64 %v292, ptr %n.addr.258
  br label %cond260
exit262:
  %i293 = load i64, ptr %n.addr.258
  %v294 = icmp slt i64 %i293, %size.N
  br i1 %v294, label %tail295, label %done296
tail295:
  %mask297 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i293, i64 %size.N)
  store <16 x i32> splat (i32 0), ptr %acc298
  store i64 0, ptr %k.addr.299
  br label %cond300
cond300:
  %i303 = load i64, ptr %k.addr.299
  %v304 = icmp slt i64 %i303, %size.K
  br i1 %v304, label %body301, label %exit302
body301:
  %v305 = mul i64 %v10, %size.K
  %v306 = add i64 %v305, %i303
  %p307 = getelementptr i8, ptr %buf.a, i64 %v306
  %ld308 = load i8, ptr %p307, align 1
  %v309 = zext i8 %ld308 to i32
  %v310 = mul i64 %i303, %size.N
  %v311 = add i64 %v310, %i293
  %p312 = getelementptr i8, ptr %buf.b, i64 %v311
  %ld313 = call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %p312, <16 x i1> %mask297, <16 x i8> zeroinitializer)
  %v314 = sext <16 x i8> %ld313 to <16 x i32>
  %ins315 = insertelement <16 x i32> poison, i32 %v309, i64 0
  %splat316 = shufflevector <16 x i32> %ins315, <16 x i32> poison, <16 x i32> zeroinitializer
  %v317 = mul <16 x i32> %splat316, %v314
  %old318 = load <16 x i32>, ptr %acc298
  %v319 = add <16 x i32> %old318, %v317
  %v320 = select <16 x i1> %mask297, <16 x i32> %v319, <16 x i32> %old318
  store <16 x i32> %v320, ptr %acc298
  %v321 = add nsw i64 %i303, 1
  store i64 %v321, ptr %k.addr.299
  br label %cond300
exit302:
  %red322 = load <16 x i32>, ptr %acc298
  %v323 = mul i64 %v10, %size.N
  %v324 = add i64 %v323, %i293
  %p325 = getelementptr i32, ptr %buf.c, i64 %v324
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %red322, ptr align 4 %p325, <16 x i1> %mask297)
  br label %done296
done296:
  store i64 %v189, ptr %n.addr.326
  %v327 = sub i64 %size.N, 16
  br label %cond328
cond328:
  %i331 = load i64, ptr %n.addr.326
  %v332 = icmp sle i64 %i331, %v327
  br i1 %v332, label %body329, label %exit330
body329:
  store <16 x i32> splat (i32 0), ptr %acc333
  store i64 0, ptr %k.addr.334
  br label %cond335
cond335:
  %i338 = load i64, ptr %k.addr.334
  %v339 = icmp slt i64 %i338, %size.K
  br i1 %v339, label %body336, label %exit337
body336:
  %v340 = mul i64 %v11, %size.K
  %v341 = add i64 %v340, %i338
  %p342 = getelementptr i8, ptr %buf.a, i64 %v341
  %ld343 = load i8, ptr %p342, align 1
  %v344 = zext i8 %ld343 to i32
  %v345 = mul i64 %i338, %size.N
  %v346 = add i64 %v345, %i331
  %p347 = getelementptr i8, ptr %buf.b, i64 %v346
  %ld348 = load <16 x i8>, ptr %p347, align 1
  %v349 = sext <16 x i8> %ld348 to <16 x i32>
  %ins350 = insertelement <16 x i32> poison, i32 %v344, i64 0
  %splat351 = shufflevector <16 x i32> %ins350, <16 x i32> poison, <16 x i32> zeroinitializer
  %v352 = mul <16 x i32> %splat351, %v349
  %old353 = load <16 x i32>, ptr %acc333
  %v354 = add <16 x i32> %old353, %v352
  store <16 x i32> %v354, ptr %acc333
  %v355 = add nsw i64 %i338, 1
  store i64 %v355, ptr %k.addr.334
  br label %cond335
exit337:
  %red356 = load <16 x i32>, ptr %acc333
  %v357 = mul i64 %v11, %size.N
  %v358 = add i64 %v357, %i331
  %p359 = getelementptr i32, ptr %buf.c, i64 %v358
  store <16 x i32> %red356, ptr %p359, align 4
  %v360 = add nsw i64 %i331, 16
  store i64 %v360, ptr %n.addr.326
  br label %cond328
exit330:
  %i361 = load i64, ptr %n.addr.326
  %v362 = icmp slt i64 %i361, %size.N
  br i1 %v362, label %tail363, label %done364
tail363:
  %mask365 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i361, i64 %size.N)
  store <16 x i32> splat (i32 0), ptr %acc366
  store i64 0, ptr %k.addr.367
  br label %cond368
cond368:
  %i371 = load i64, ptr %k.addr.367
  %v372 = icmp slt i64 %i371, %size.K
  br i1 %v372, label %body369, label %exit370
body369:
  %v373 = mul i64 %v11, %size.K
  %v374 = add i64 %v373, %i371
  %p375 = getelementptr i8, ptr %buf.a, i64 %v374
  %ld376 = load i8, ptr %p375, align 1
  %v377 = zext i8 %ld376 to i32
  %v378 = mul i64 %i371, %size.N
  %v379 = add i64 %v378, %i361
  %p380 = getelementptr i8, ptr %buf.b, i64 %v379
  %ld381 = call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %p380, <16 x i1> %mask365, <16 x i8> zeroinitializer)
  %v382 = sext <16 x i8> %ld381 to <16 x i32>
  %ins383 = insertelement <16 x i32> poison, i32 %v377, i64 0
  %splat384 = shufflevector <16 x i32> %ins383, <16 x i32> poison, <16 x i32> zeroinitializer
  %v385 = mul <16 x i32> %splat384, %v382
  %old386 = load <16 x i32>, ptr %acc366
  %v387 = add <16 x i32> %old386, %v385
  %v388 = select <16 x i1> %mask365, <16 x i32> %v387, <16 x i32> %old386
  store <16 x i32> %v388, ptr %acc366
  %v389 = add nsw i64 %i371, 1
  store i64 %v389, ptr %k.addr.367
  br label %cond368
exit370:
  %red390 = load <16 x i32>, ptr %acc366
  %v391 = mul i64 %v11, %size.N
  %v392 = add i64 %v391, %i361
  %p393 = getelementptr i32, ptr %buf.c, i64 %v392
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %red390, ptr align 4 %p393, <16 x i1> %mask365)
  br label %done364
done364:
  store i64 %v189, ptr %n.addr.394
  %v395 = sub i64 %size.N, 16
  br label %cond396
cond396:
  %i399 = load i64, ptr %n.addr.394
  %v400 = icmp sle i64 %i399, %v395
  br i1 %v400, label %body397, label %exit398
body397:
  store <16 x i32> splat (i32 0), ptr %acc401
  store i64 0, ptr %k.addr.402
  br label %cond403
cond403:
  %i406 = load i64, ptr %k.addr.402
  %v407 = icmp slt i64 %i406, %size.K
  br i1 %v407, label %body404, label %exit405
body404:
  %v408 = mul i64 %v12, %size.K
  %v409 = add i64 %v408, %i406
  %p410 = getelementptr i8, ptr %buf.a, i64 %v409
  %ld411 = load i8, ptr %p410, align 1
  %v412 = zext i8 %ld411 to i32
  %v413 = mul i64 %i406, %size.N
  %v414 = add i64 %v413, %i399
  %p415 = getelementptr i8, ptr %buf.b, i64 %v414
  %ld416 = load <16 x i8>, ptr %p415, align 1
  %v417 = sext <16 x i8> %ld416 to <16 x i32>
  %ins418 = insertelement <16 x i32> poison, i32 %v412, i64 0
  %splat419 = shufflevector <16 x i32> %ins418, <16 x i32> poison, <16 x i32> zeroinitializer
  %v420 = mul <16 x i32> %splat419, %v417
  %old421 = load <16 x i32>, ptr %acc401
  %v422 = add <16 x i32> %old421, %v420
  store <16 x i32> %v422, ptr %acc401
  %v423 = add nsw i64 %i406, 1
  store i64 %v423, ptr %k.addr.402
  br label %cond403
exit405:
  %red424 = load <16 x i32>, ptr %acc401
  %v425 = mul i64 %v12, %size.N
  %v426 = add i64 %v425, %i399
  %p427 = getelementptr i32, ptr %buf.c, i64 %v426
  store <16 x i32> %red424, ptr %p427, align 4
  %v428 = add nsw i64 %i399, 16
  store i64 %v428, ptr %n.addr.394
  br label %cond396
exit398:
  %i429 = load i64, ptr %n.addr.394
  %v430 = icmp slt i64 %i429, %size.N
  br i1 %v430, label %tail431, label %done432
tail431:
  %mask433 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i429, i64 %size.N)
  store <16 x i32> splat (i32 0), ptr %acc434
  store i64 0, ptr %k.addr.435
  br label %cond436
cond436:
  %i439 = load i64, ptr %k.addr.435
  %v440 = icmp slt i64 %i439, %size.K
  br i1 %v440, label %body437, label %exit438
body437:
  %v441 = mul i64 %v12, %size.K
  %v442 = add i64 %v441, %i439
  %p443 = getelementptr i8, ptr %buf.a, i64 %v442
  %ld444 = load i8, ptr %p443, align 1
  %v445 = zext i8 %ld444 to i32
  %v446 = mul i64 %i439, %size.N
  %v447 = add i64 %v446, %i429
  %p448 = getelementptr i8, ptr %buf.b, i64 %v447
  %ld449 = call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %p448, <16 x i1> %mask433, <16 x i8> zeroinitializer)
  %v450 = sext <16 x i8> %ld449 to <16 x i32>
  %ins451 = insertelement <16 x i32> poison, i32 %v445, i64 0
  %splat452 = shufflevector <16 x i32> %ins451, <16 x i32> poison, <16 x i32> zeroinitializer
  %v453 = mul <16 x i32> %splat452, %v450
  %old454 = load <16 x i32>, ptr %acc434
  %v455 = add <16 x i32> %old454, %v453
  %v456 = select <16 x i1> %mask433, <16 x i32> %v455, <16 x i32> %old454
  store <16 x i32> %v456, ptr %acc434
  %v457 = add nsw i64 %i439, 1
  store i64 %v457, ptr %k.addr.435
  br label %cond436
exit438:
  %red458 = load <16 x i32>, ptr %acc434
  %v459 = mul i64 %v12, %size.N
  %v460 = add i64 %v459, %i429
  %p461 = getelementptr i32, ptr %buf.c, i64 %v460
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %red458, ptr align 4 %p461, <16 x i1> %mask433)
  br label %done432
done432:
  %v462 = add nsw i64 %i8, 4
  store i64 %v462, ptr %m.addr.1
  br label %cond5
exit7:
  br label %cond463
cond463:
  %i466 = load i64, ptr %m.addr.1
  %v467 = icmp slt i64 %i466, %v3
  br i1 %v467, label %body464, label %exit465
body464:
  store i64 0, ptr %n.addr.468
  %v469 = sub i64 %size.N, 128
  br label %cond470
cond470:
  %i473 = load i64, ptr %n.addr.468
  %v474 = icmp sle i64 %i473, %v469
  br i1 %v474, label %body471, label %exit472
body471:
  %v475 = add nsw i64 %i473, 16
  %v476 = add nsw i64 %i473, 32
  %v477 = add nsw i64 %i473, 48
  %v478 = add nsw i64 %i473, 64
  %v479 = add nsw i64 %i473, 80
  %v480 = add nsw i64 %i473, 96
  %v481 = add nsw i64 %i473, 112
  store <16 x i32> splat (i32 0), ptr %acc482
  store <16 x i32> splat (i32 0), ptr %acc483
  store <16 x i32> splat (i32 0), ptr %acc484
  store <16 x i32> splat (i32 0), ptr %acc485
  store <16 x i32> splat (i32 0), ptr %acc486
  store <16 x i32> splat (i32 0), ptr %acc487
  store <16 x i32> splat (i32 0), ptr %acc488
  store <16 x i32> splat (i32 0), ptr %acc489
  store i64 0, ptr %k.addr.490
  br label %cond491
cond491:
  %i494 = load i64, ptr %k.addr.490
  %v495 = icmp slt i64 %i494, %size.K
  br i1 %v495, label %body492, label %exit493
body492:
  %v496 = mul i64 %i466, %size.K
  %v497 = add i64 %v496, %i494
  %p498 = getelementptr i8, ptr %buf.a, i64 %v497
  %ld499 = load i8, ptr %p498, align 1
  %v500 = zext i8 %ld499 to i32
  %v501 = mul i64 %i494, %size.N
  %v502 = add i64 %v501, %i473
  %p503 = getelementptr i8, ptr %buf.b, i64 %v502
  %ld504 = load <16 x i8>, ptr %p503, align 1
  %v505 = sext <16 x i8> %ld504 to <16 x i32>
  %ins506 = insertelement <16 x i32> poison, i32 %v500, i64 0
  %splat507 = shufflevector <16 x i32> %ins506, <16 x i32> poison, <16 x i32> zeroinitializer
  %v508 = mul <16 x i32> %splat507, %v505
  %old509 = load <16 x i32>, ptr %acc482
  %v510 = add <16 x i32> %old509, %v508
  store <16 x i32> %v510, ptr %acc482
  %v511 = mul i64 %i466, %size.K
  %v512 = add i64 %v511, %i494
  %p513 = getelementptr i8, ptr %buf.a, i64 %v512
  %ld514 = load i8, ptr %p513, align 1
  %v515 = zext i8 %ld514 to i32
  %v516 = mul i64 %i494, %size.N
  %v517 = add i64 %v516, %v475
  %p518 = getelementptr i8, ptr %buf.b, i64 %v517
  %ld519 = load <16 x i8>, ptr %p518, align 1
  %v520 = sext <16 x i8> %ld519 to <16 x i32>
  %ins521 = insertelement <16 x i32> poison, i32 %v515, i64 0
  %splat522 = shufflevector <16 x i32> %ins521, <16 x i32> poison, <16 x i32> zeroinitializer
  %v523 = mul <16 x i32> %splat522, %v520
  %old524 = load <16 x i32>, ptr %acc483
  %v525 = add <16 x i32> %old524, %v523
  store <16 x i32> %v525, ptr %acc483
  %v526 = mul i64 %i466, %size.K
  %v527 = add i64 %v526, %i494
  %p528 = getelementptr i8, ptr %buf.a, i64 %v527
  %ld529 = load i8, ptr %p528, align 1
  %v530 = zext i8 %ld529 to i32
  %v531 = mul i64 %i494, %size.N
  %v532 = add i64 %v531, %v476
  %p533 = getelementptr i8, ptr %buf.b, i64 %v532
  %ld534 = load <16 x i8>, ptr %p533, align 1
  %v535 = sext <16 x i8> %ld534 to <16 x i32>
  %ins536 = insertelement <16 x i32> poison, i32 %v530, i64 0
  %splat537 = shufflevector <16 x i32> %ins536, <16 x i32> poison, <16 x i32> zeroinitializer
  %v538 = mul <16 x i32> %splat537, %v535
  %old539 = load <16 x i32>, ptr %acc484
  %v540 = add <16 x i32> %old539, %v538
  store <16 x i32> %v540, ptr %acc484
  %v541 = mul i64 %i466, %size.K
  %v542 = add i64 %v541, %i494
  %p543 = getelementptr i8, ptr %buf.a, i64 %v542
  %ld544 = load i8, ptr %p543, align 1
  %v545 = zext i8 %ld544 to i32
  %v546 = mul i64 %i494, %size.N
  %v547 = add i64 %v546, %v477
  %p548 = getelementptr i8, ptr %buf.b, i64 %v547
  %ld549 = load <16 x i8>, ptr %p548, align 1
  %v550 = sext <16 x i8> %ld549 to <16 x i32>
  %ins551 = insertelement <16 x i32> poison, i32 %v545, i64 0
  %splat552 = shufflevector <16 x i32> %ins551, <16 x i32> poison, <16 x i32> zeroinitializer
  %v553 = mul <16 x i32> %splat552, %v550
  %old554 = load <16 x i32>, ptr %acc485
  %v555 = add <16 x i32> %old554, %v553
  store <16 x i32> %v555, ptr %acc485
  %v556 = mul i64 %i466, %size.K
  %v557 = add i64 %v556, %i494
  %p558 = getelementptr i8, ptr %buf.a, i64 %v557
  %ld559 = load i8, ptr %p558, align 1
  %v560 = zext i8 %ld559 to i32
  %v561 = mul i64 %i494, %size.N
  %v562 = add i64 %v561, %v478
  %p563 = getelementptr i8, ptr %buf.b, i64 %v562
  %ld564 = load <16 x i8>, ptr %p563, align 1
  %v565 = sext <16 x i8> %ld564 to <16 x i32>
  %ins566 = insertelement <16 x i32> poison, i32 %v560, i64 0
  %splat567 = shufflevector <16 x i32> %ins566, <16 x i32> poison, <16 x i32> zeroinitializer
  %v568 = mul <16 x i32> %splat567, %v565
  %old569 = load <16 x i32>, ptr %acc486
  %v570 = add <16 x i32> %old569, %v568
  store <16 x i32> %v570, ptr %acc486
  %v571 = mul i64 %i466, %size.K
  %v572 = add i64 %v571, %i494
  %p573 = getelementptr i8, ptr %buf.a, i64 %v572
  %ld574 = load i8, ptr %p573, align 1
  %v575 = zext i8 %ld574 to i32
  %v576 = mul i64 %i494, %size.N
  %v577 = add i64 %v576, %v479
  %p578 = getelementptr i8, ptr %buf.b, i64 %v577
  %ld579 = load <16 x i8>, ptr %p578, align 1
  %v580 = sext <16 x i8> %ld579 to <16 x i32>
  %ins581 = insertelement <16 x i32> poison, i32 %v575, i64 0
  %splat582 = shufflevector <16 x i32> %ins581, <16 x i32> poison, <16 x i32> zeroinitializer
  %v583 = mul <16 x i32> %splat582, %v580
  %old584 = load <16 x i32>, ptr %acc487
  %v585 = add <16 x i32> %old584, %v583
  store <16 x i32> %v585, ptr %acc487
  %v586 = mul i64 %i466, %size.K
  %v587 = add i64 %v586, %i494
  %p588 = getelementptr i8, ptr %buf.a, i64 %v587
  %ld589 = load i8, ptr %p588, align 1
  %v590 = zext i8 %ld589 to i32
  %v591 = mul i64 %i494, %size.N
  %v592 = add i64 %v591, %v480
  %p593 = getelementptr i8, ptr %buf.b, i64 %v592
  %ld594 = load <16 x i8>, ptr %p593, align 1
  %v595 = sext <16 x i8> %ld594 to <16 x i32>
  %ins596 = insertelement <16 x i32> poison, i32 %v590, i64 0
  %splat597 = shufflevector <16 x i32> %ins596, <16 x i32> poison, <16 x i32> zeroinitializer
  %v598 = mul <16 x i32> %splat597, %v595
  %old599 = load <16 x i32>, ptr %acc488
  %v600 = add <16 x i32> %old599, %v598
  store <16 x i32> %v600, ptr %acc488
  %v601 = mul i64 %i466, %size.K
  %v602 = add i64 %v601, %i494
  %p603 = getelementptr i8, ptr %buf.a, i64 %v602
  %ld604 = load i8, ptr %p603, align 1
  %v605 = zext i8 %ld604 to i32
  %v606 = mul i64 %i494, %size.N
  %v607 = add i64 %v606, %v481
  %p608 = getelementptr i8, ptr %buf.b, i64 %v607
  %ld609 = load <16 x i8>, ptr %p608, align 1
  %v610 = sext <16 x i8> %ld609 to <16 x i32>
  %ins611 = insertelement <16 x i32> poison, i32 %v605, i64 0
  %splat612 = shufflevector <16 x i32> %ins611, <16 x i32> poison, <16 x i32> zeroinitializer
  %v613 = mul <16 x i32> %splat612, %v610
  %old614 = load <16 x i32>, ptr %acc489
  %v615 = add <16 x i32> %old614, %v613
  store <16 x i32> %v615, ptr %acc489
  %v616 = add nsw i64 %i494, 1
  store i64 %v616, ptr %k.addr.490
  br label %cond491
exit493:
  %red617 = load <16 x i32>, ptr %acc482
  %red618 = load <16 x i32>, ptr %acc483
  %red619 = load <16 x i32>, ptr %acc484
  %red620 = load <16 x i32>, ptr %acc485
  %red621 = load <16 x i32>, ptr %acc486
  %red622 = load <16 x i32>, ptr %acc487
  %red623 = load <16 x i32>, ptr %acc488
  %red624 = load <16 x i32>, ptr %acc489
  %v625 = mul i64 %i466, %size.N
  %v626 = add i64 %v625, %i473
  %p627 = getelementptr i32, ptr %buf.c, i64 %v626
  store <16 x i32> %red617, ptr %p627, align 4
  %v628 = mul i64 %i466, %size.N
  %v629 = add i64 %v628, %v475
  %p630 = getelementptr i32, ptr %buf.c, i64 %v629
  store <16 x i32> %red618, ptr %p630, align 4
  %v631 = mul i64 %i466, %size.N
  %v632 = add i64 %v631, %v476
  %p633 = getelementptr i32, ptr %buf.c, i64 %v632
  store <16 x i32> %red619, ptr %p633, align 4
  %v634 = mul i64 %i466, %size.N
  %v635 = add i64 %v634, %v477
  %p636 = getelementptr i32, ptr %buf.c, i64 %v635
  store <16 x i32> %red620, ptr %p636, align 4
  %v637 = mul i64 %i466, %size.N
  %v638 = add i64 %v637, %v478
  %p639 = getelementptr i32, ptr %buf.c, i64 %v638
  store <16 x i32> %red621, ptr %p639, align 4
  %v640 = mul i64 %i466, %size.N
  %v641 = add i64 %v640, %v479
  %p642 = getelementptr i32, ptr %buf.c, i64 %v641
  store <16 x i32> %red622, ptr %p642, align 4
  %v643 = mul i64 %i466, %size.N
  %v644 = add i64 %v643, %v480
  %p645 = getelementptr i32, ptr %buf.c, i64 %v644
  store <16 x i32> %red623, ptr %p645, align 4
  %v646 = mul i64 %i466, %size.N
  %v647 = add i64 %v646, %v481
  %p648 = getelementptr i32, ptr %buf.c, i64 %v647
  store <16 x i32> %red624, ptr %p648, align 4
  %v649 = add nsw i64 %i473, 128
  store i64 %v649, ptr %n.addr.468
  br label %cond470
exit472:
  %v650 = load i64, ptr %n.addr.468
  store i64 %v650, ptr %n.addr.651
  %v652 = sub i64 %size.N, 16
  br label %cond653
cond653:
  %i656 = load i64, ptr %n.addr.651
  %v657 = icmp sle i64 %i656, %v652
  br i1 %v657, label %body654, label %exit655
body654:
  store <16 x i32> splat (i32 0), ptr %acc658
  store i64 0, ptr %k.addr.659
  br label %cond660
cond660:
  %i663 = load i64, ptr %k.addr.659
  %v664 = icmp slt i64 %i663, %size.K
  br i1 %v664, label %body661, label %exit662
body661:
  %v665 = mul i64 %i466, %size.K
  %v666 = add i64 %v665, %i663
  %p667 = getelementptr i8, ptr %buf.a, i64 %v666
  %ld668 = load i8, ptr %p667, align 1
  %v669 = zext i8 %ld668 to i32
  %v670 = mul i64 %i663, %size.N
  %v671 = add i64 %v670, %i656
  %p672 = getelementptr i8, ptr %buf.b, i64 %v671
  %ld673 = load <16 x i8>, ptr %p672, align 1
  %v674 = sext <16 x i8> %ld673 to <16 x i32>
  %ins675 = insertelement <16 x i32> poison, i32 %v669, i64 0
  %splat676 = shufflevector <16 x i32> %ins675, <16 x i32> poison, <16 x i32> zeroinitializer
  %v677 = mul <16 x i32> %splat676, %v674
  %old678 = load <16 x i32>, ptr %acc658
  %v679 = add <16 x i32> %old678, %v677
  store <16 x i32> %v679, ptr %acc658
  %v680 = add nsw i64 %i663, 1
  store i64 %v680, ptr %k.addr.659
  br label %cond660
exit662:
  %red681 = load <16 x i32>, ptr %acc658
  %v682 = mul i64 %i466, %size.N
  %v683 = add i64 %v682, %i656
  %p684 = getelementptr i32, ptr %buf.c, i64 %v683
  store <16 x i32> %red681, ptr %p684, align 4
  %v685 = add nsw i64 %i656, 16
  store i64 %v685, ptr %n.addr.651
  br label %cond653
exit655:
  %i686 = load i64, ptr %n.addr.651
  %v687 = icmp slt i64 %i686, %size.N
  br i1 %v687, label %tail688, label %done689
tail688:
  %mask690 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i686, i64 %size.N)
  store <16 x i32> splat (i32 0), ptr %acc691
  store i64 0, ptr %k.addr.692
  br label %cond693
cond693:
  %i696 = load i64, ptr %k.addr.692
  %v697 = icmp slt i64 %i696, %size.K
  br i1 %v697, label %body694, label %exit695
body694:
  %v698 = mul i64 %i466, %size.K
  %v699 = add i64 %v698, %i696
  %p700 = getelementptr i8, ptr %buf.a, i64 %v699
  %ld701 = load i8, ptr %p700, align 1
  %v702 = zext i8 %ld701 to i32
  %v703 = mul i64 %i696, %size.N
  %v704 = add i64 %v703, %i686
  %p705 = getelementptr i8, ptr %buf.b, i64 %v704
  %ld706 = call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %p705, <16 x i1> %mask690, <16 x i8> zeroinitializer)
  %v707 = sext <16 x i8> %ld706 to <16 x i32>
  %ins708 = insertelement <16 x i32> poison, i32 %v702, i64 0
  %splat709 = shufflevector <16 x i32> %ins708, <16 x i32> poison, <16 x i32> zeroinitializer
  %v710 = mul <16 x i32> %splat709, %v707
  %old711 = load <16 x i32>, ptr %acc691
  %v712 = add <16 x i32> %old711, %v710
  %v713 = select <16 x i1> %mask690, <16 x i32> %v712, <16 x i32> %old711
  store <16 x i32> %v713, ptr %acc691
  %v714 = add nsw i64 %i696, 1
  store i64 %v714, ptr %k.addr.692
  br label %cond693
exit695:
  %red715 = load <16 x i32>, ptr %acc691
  %v716 = mul i64 %i466, %size.N
  %v717 = add i64 %v716, %i686
  %p718 = getelementptr i32, ptr %buf.c, i64 %v717
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %red715, ptr align 4 %p718, <16 x i1> %mask690)
  br label %done689
done689:
  %v719 = add nsw i64 %i466, 1
  store i64 %v719, ptr %m.addr.1
  br label %cond463
exit465:
  ret void
}
