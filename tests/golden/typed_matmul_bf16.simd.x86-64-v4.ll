@jr.zero = internal constant float 0.0, align 4

declare <16 x i16> @llvm.masked.load.v16i16.p0(ptr, <16 x i1>, <16 x i16>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

define void @"jr.op.matmul_bf16"(ptr noalias %buf.a, ptr noalias %buf.b, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.M, i64 %size.K, i64 %size.N, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %m.addr.1 = alloca i64, align 64
  %n.addr.13 = alloca i64, align 64
  %acc21 = alloca <16 x float>, align 64
  %acc22 = alloca <16 x float>, align 64
  %acc23 = alloca <16 x float>, align 64
  %acc24 = alloca <16 x float>, align 64
  %acc25 = alloca <16 x float>, align 64
  %acc26 = alloca <16 x float>, align 64
  %acc27 = alloca <16 x float>, align 64
  %acc28 = alloca <16 x float>, align 64
  %k.addr.29 = alloca i64, align 64
  %n.addr.222 = alloca i64, align 64
  %acc229 = alloca <16 x float>, align 64
  %k.addr.230 = alloca i64, align 64
  %acc266 = alloca <16 x float>, align 64
  %k.addr.267 = alloca i64, align 64
  %n.addr.298 = alloca i64, align 64
  %acc305 = alloca <16 x float>, align 64
  %k.addr.306 = alloca i64, align 64
  %acc342 = alloca <16 x float>, align 64
  %k.addr.343 = alloca i64, align 64
  %n.addr.374 = alloca i64, align 64
  %acc381 = alloca <16 x float>, align 64
  %k.addr.382 = alloca i64, align 64
  %acc418 = alloca <16 x float>, align 64
  %k.addr.419 = alloca i64, align 64
  %n.addr.450 = alloca i64, align 64
  %acc457 = alloca <16 x float>, align 64
  %k.addr.458 = alloca i64, align 64
  %acc494 = alloca <16 x float>, align 64
  %k.addr.495 = alloca i64, align 64
  %n.addr.532 = alloca i64, align 64
  %acc546 = alloca <16 x float>, align 64
  %acc547 = alloca <16 x float>, align 64
  %acc548 = alloca <16 x float>, align 64
  %acc549 = alloca <16 x float>, align 64
  %acc550 = alloca <16 x float>, align 64
  %acc551 = alloca <16 x float>, align 64
  %acc552 = alloca <16 x float>, align 64
  %acc553 = alloca <16 x float>, align 64
  %k.addr.554 = alloca i64, align 64
  %n.addr.747 = alloca i64, align 64
  %acc754 = alloca <16 x float>, align 64
  %k.addr.755 = alloca i64, align 64
  %acc791 = alloca <16 x float>, align 64
  %k.addr.792 = alloca i64, align 64
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
  store <16 x float> splat (float 0x0000000000000000), ptr %acc21
  store <16 x float> splat (float 0x0000000000000000), ptr %acc22
  store <16 x float> splat (float 0x0000000000000000), ptr %acc23
  store <16 x float> splat (float 0x0000000000000000), ptr %acc24
  store <16 x float> splat (float 0x0000000000000000), ptr %acc25
  store <16 x float> splat (float 0x0000000000000000), ptr %acc26
  store <16 x float> splat (float 0x0000000000000000), ptr %acc27
  store <16 x float> splat (float 0x0000000000000000), ptr %acc28
  store i64 0, ptr %k.addr.29
  br label %cond30
cond30:
  %i33 = load i64, ptr %k.addr.29
  %v34 = icmp slt i64 %i33, %size.K
  br i1 %v34, label %body31, label %exit32
body31:
  %v35 = mul i64 %i8, %size.K
  %v36 = add i64 %v35, %i33
  %p37 = getelementptr i16, ptr %buf.a, i64 %v36
  %ld38 = load i16, ptr %p37, align 2
  %v39 = zext i16 %ld38 to i32
  %v40 = shl i32 %v39, 16
  %v41 = bitcast i32 %v40 to float
  %v42 = mul i64 %i33, %size.N
  %v43 = add i64 %v42, %i18
  %p44 = getelementptr i16, ptr %buf.b, i64 %v43
  %ld45 = load <16 x i16>, ptr %p44, align 2
  %v46 = zext <16 x i16> %ld45 to <16 x i32>
  %v47 = shl <16 x i32> %v46, splat (i32 16)
  %v48 = bitcast <16 x i32> %v47 to <16 x float>
  %ins49 = insertelement <16 x float> poison, float %v41, i64 0
  %splat50 = shufflevector <16 x float> %ins49, <16 x float> poison, <16 x i32> zeroinitializer
  %v51 = fmul contract <16 x float> %splat50, %v48
  %old52 = load <16 x float>, ptr %acc21
  %v53 = fadd <16 x float> %old52, %v51
  store <16 x float> %v53, ptr %acc21
  %v54 = mul i64 %i8, %size.K
  %v55 = add i64 %v54, %i33
  %p56 = getelementptr i16, ptr %buf.a, i64 %v55
  %ld57 = load i16, ptr %p56, align 2
  %v58 = zext i16 %ld57 to i32
  %v59 = shl i32 %v58, 16
  %v60 = bitcast i32 %v59 to float
  %v61 = mul i64 %i33, %size.N
  %v62 = add i64 %v61, %v20
  %p63 = getelementptr i16, ptr %buf.b, i64 %v62
  %ld64 = load <16 x i16>, ptr %p63, align 2
  %v65 = zext <16 x i16> %ld64 to <16 x i32>
  %v66 = shl <16 x i32> %v65, splat (i32 16)
  %v67 = bitcast <16 x i32> %v66 to <16 x float>
  %ins68 = insertelement <16 x float> poison, float %v60, i64 0
  %splat69 = shufflevector <16 x float> %ins68, <16 x float> poison, <16 x i32> zeroinitializer
  %v70 = fmul contract <16 x float> %splat69, %v67
  %old71 = load <16 x float>, ptr %acc22
  %v72 = fadd <16 x float> %old71, %v70
  store <16 x float> %v72, ptr %acc22
  %v73 = mul i64 %v10, %size.K
  %v74 = add i64 %v73, %i33
  %p75 = getelementptr i16, ptr %buf.a, i64 %v74
  %ld76 = load i16, ptr %p75, align 2
  %v77 = zext i16 %ld76 to i32
  %v78 = shl i32 %v77, 16
  %v79 = bitcast i32 %v78 to float
  %v80 = mul i64 %i33, %size.N
  %v81 = add i64 %v80, %i18
  %p82 = getelementptr i16, ptr %buf.b, i64 %v81
  %ld83 = load <16 x i16>, ptr %p82, align 2
  %v84 = zext <16 x i16> %ld83 to <16 x i32>
  %v85 = shl <16 x i32> %v84, splat (i32 16)
  %v86 = bitcast <16 x i32> %v85 to <16 x float>
  %ins87 = insertelement <16 x float> poison, float %v79, i64 0
  %splat88 = shufflevector <16 x float> %ins87, <16 x float> poison, <16 x i32> zeroinitializer
  %v89 = fmul contract <16 x float> %splat88, %v86
  %old90 = load <16 x float>, ptr %acc23
  %v91 = fadd <16 x float> %old90, %v89
  store <16 x float> %v91, ptr %acc23
  %v92 = mul i64 %v10, %size.K
  %v93 = add i64 %v92, %i33
  %p94 = getelementptr i16, ptr %buf.a, i64 %v93
  %ld95 = load i16, ptr %p94, align 2
  %v96 = zext i16 %ld95 to i32
  %v97 = shl i32 %v96, 16
  %v98 = bitcast i32 %v97 to float
  %v99 = mul i64 %i33, %size.N
  %v100 = add i64 %v99, %v20
  %p101 = getelementptr i16, ptr %buf.b, i64 %v100
  %ld102 = load <16 x i16>, ptr %p101, align 2
  %v103 = zext <16 x i16> %ld102 to <16 x i32>
  %v104 = shl <16 x i32> %v103, splat (i32 16)
  %v105 = bitcast <16 x i32> %v104 to <16 x float>
  %ins106 = insertelement <16 x float> poison, float %v98, i64 0
  %splat107 = shufflevector <16 x float> %ins106, <16 x float> poison, <16 x i32> zeroinitializer
  %v108 = fmul contract <16 x float> %splat107, %v105
  %old109 = load <16 x float>, ptr %acc24
  %v110 = fadd <16 x float> %old109, %v108
  store <16 x float> %v110, ptr %acc24
  %v111 = mul i64 %v11, %size.K
  %v112 = add i64 %v111, %i33
  %p113 = getelementptr i16, ptr %buf.a, i64 %v112
  %ld114 = load i16, ptr %p113, align 2
  %v115 = zext i16 %ld114 to i32
  %v116 = shl i32 %v115, 16
  %v117 = bitcast i32 %v116 to float
  %v118 = mul i64 %i33, %size.N
  %v119 = add i64 %v118, %i18
  %p120 = getelementptr i16, ptr %buf.b, i64 %v119
  %ld121 = load <16 x i16>, ptr %p120, align 2
  %v122 = zext <16 x i16> %ld121 to <16 x i32>
  %v123 = shl <16 x i32> %v122, splat (i32 16)
  %v124 = bitcast <16 x i32> %v123 to <16 x float>
  %ins125 = insertelement <16 x float> poison, float %v117, i64 0
  %splat126 = shufflevector <16 x float> %ins125, <16 x float> poison, <16 x i32> zeroinitializer
  %v127 = fmul contract <16 x float> %splat126, %v124
  %old128 = load <16 x float>, ptr %acc25
  %v129 = fadd <16 x float> %old128, %v127
  store <16 x float> %v129, ptr %acc25
  %v130 = mul i64 %v11, %size.K
  %v131 = add i64 %v130, %i33
  %p132 = getelementptr i16, ptr %buf.a, i64 %v131
  %ld133 = load i16, ptr %p132, align 2
  %v134 = zext i16 %ld133 to i32
  %v135 = shl i32 %v134, 16
  %v136 = bitcast i32 %v135 to float
  %v137 = mul i64 %i33, %size.N
  %v138 = add i64 %v137, %v20
  %p139 = getelementptr i16, ptr %buf.b, i64 %v138
  %ld140 = load <16 x i16>, ptr %p139, align 2
  %v141 = zext <16 x i16> %ld140 to <16 x i32>
  %v142 = shl <16 x i32> %v141, splat (i32 16)
  %v143 = bitcast <16 x i32> %v142 to <16 x float>
  %ins144 = insertelement <16 x float> poison, float %v136, i64 0
  %splat145 = shufflevector <16 x float> %ins144, <16 x float> poison, <16 x i32> zeroinitializer
  %v146 = fmul contract <16 x float> %splat145, %v143
  %old147 = load <16 x float>, ptr %acc26
  %v148 = fadd <16 x float> %old147, %v146
  store <16 x float> %v148, ptr %acc26
  %v149 = mul i64 %v12, %size.K
  %v150 = add i64 %v149, %i33
  %p151 = getelementptr i16, ptr %buf.a, i64 %v150
  %ld152 = load i16, ptr %p151, align 2
  %v153 = zext i16 %ld152 to i32
  %v154 = shl i32 %v153, 16
  %v155 = bitcast i32 %v154 to float
  %v156 = mul i64 %i33, %size.N
  %v157 = add i64 %v156, %i18
  %p158 = getelementptr i16, ptr %buf.b, i64 %v157
  %ld159 = load <16 x i16>, ptr %p158, align 2
  %v160 = zext <16 x i16> %ld159 to <16 x i32>
  %v161 = shl <16 x i32> %v160, splat (i32 16)
  %v162 = bitcast <16 x i32> %v161 to <16 x float>
  %ins163 = insertelement <16 x float> poison, float %v155, i64 0
  %splat164 = shufflevector <16 x float> %ins163, <16 x float> poison, <16 x i32> zeroinitializer
  %v165 = fmul contract <16 x float> %splat164, %v162
  %old166 = load <16 x float>, ptr %acc27
  %v167 = fadd <16 x float> %old166, %v165
  store <16 x float> %v167, ptr %acc27
  %v168 = mul i64 %v12, %size.K
  %v169 = add i64 %v168, %i33
  %p170 = getelementptr i16, ptr %buf.a, i64 %v169
  %ld171 = load i16, ptr %p170, align 2
  %v172 = zext i16 %ld171 to i32
  %v173 = shl i32 %v172, 16
  %v174 = bitcast i32 %v173 to float
  %v175 = mul i64 %i33, %size.N
  %v176 = add i64 %v175, %v20
  %p177 = getelementptr i16, ptr %buf.b, i64 %v176
  %ld178 = load <16 x i16>, ptr %p177, align 2
  %v179 = zext <16 x i16> %ld178 to <16 x i32>
  %v180 = shl <16 x i32> %v179, splat (i32 16)
  %v181 = bitcast <16 x i32> %v180 to <16 x float>
  %ins182 = insertelement <16 x float> poison, float %v174, i64 0
  %splat183 = shufflevector <16 x float> %ins182, <16 x float> poison, <16 x i32> zeroinitializer
  %v184 = fmul contract <16 x float> %splat183, %v181
  %old185 = load <16 x float>, ptr %acc28
  %v186 = fadd <16 x float> %old185, %v184
  store <16 x float> %v186, ptr %acc28
  %v187 = add nsw i64 %i33, 1
  store i64 %v187, ptr %k.addr.29
  br label %cond30
exit32:
  %red188 = load <16 x float>, ptr %acc21
  %red189 = load <16 x float>, ptr %acc22
  %red190 = load <16 x float>, ptr %acc23
  %red191 = load <16 x float>, ptr %acc24
  %red192 = load <16 x float>, ptr %acc25
  %red193 = load <16 x float>, ptr %acc26
  %red194 = load <16 x float>, ptr %acc27
  %red195 = load <16 x float>, ptr %acc28
  %v196 = mul i64 %i8, %size.N
  %v197 = add i64 %v196, %i18
  %p198 = getelementptr float, ptr %buf.c, i64 %v197
  store <16 x float> %red188, ptr %p198, align 4
  %v199 = mul i64 %i8, %size.N
  %v200 = add i64 %v199, %v20
  %p201 = getelementptr float, ptr %buf.c, i64 %v200
  store <16 x float> %red189, ptr %p201, align 4
  %v202 = mul i64 %v10, %size.N
  %v203 = add i64 %v202, %i18
  %p204 = getelementptr float, ptr %buf.c, i64 %v203
  store <16 x float> %red190, ptr %p204, align 4
  %v205 = mul i64 %v10, %size.N
  %v206 = add i64 %v205, %v20
  %p207 = getelementptr float, ptr %buf.c, i64 %v206
  store <16 x float> %red191, ptr %p207, align 4
  %v208 = mul i64 %v11, %size.N
  %v209 = add i64 %v208, %i18
  %p210 = getelementptr float, ptr %buf.c, i64 %v209
  store <16 x float> %red192, ptr %p210, align 4
  %v211 = mul i64 %v11, %size.N
  %v212 = add i64 %v211, %v20
  %p213 = getelementptr float, ptr %buf.c, i64 %v212
  store <16 x float> %red193, ptr %p213, align 4
  %v214 = mul i64 %v12, %size.N
  %v215 = add i64 %v214, %i18
  %p216 = getelementptr float, ptr %buf.c, i64 %v215
  store <16 x float> %red194, ptr %p216, align 4
  %v217 = mul i64 %v12, %size.N
  %v218 = add i64 %v217, %v20
  %p219 = getelementptr float, ptr %buf.c, i64 %v218
  store <16 x float> %red195, ptr %p219, align 4
  %v220 = add nsw i64 %i18, 32
  store i64 %v220, ptr %n.addr.13
  br label %cond15
exit17:
  %v221 = load i64, ptr %n.addr.13
  store i64 %v221, ptr %n.addr.222
  %v223 = sub i64 %size.N, 16
  br label %cond224
cond224:
  %i227 = load i64, ptr %n.addr.222
  %v228 = icmp sle i64 %i227, %v223
  br i1 %v228, label %body225, label %exit226
body225:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc229
  store i64 0, ptr %k.addr.230
  br label %cond231
cond231:
  %i234 = load i64, ptr %k.addr.230
  %v235 = icmp slt i64 %i234, %size.K
  br i1 %v235, label %body232, label %exit233
body232:
  %v236 = mul i64 %i8, %size.K
  %v237 = add i64 %v236, %i234
  %p238 = getelementptr i16, ptr %buf.a, i64 %v237
  %ld239 = load i16, ptr %p238, align 2
  %v240 = zext i16 %ld239 to i32
  %v241 = shl i32 %v240, 16
  %v242 = bitcast i32 %v241 to float
  %v243 = mul i64 %i234, %size.N
  %v244 = add i64 %v243, %i227
  %p245 = getelementptr i16, ptr %buf.b, i64 %v244
  %ld246 = load <16 x i16>, ptr %p245, align 2
  %v247 = zext <16 x i16> %ld246 to <16 x i32>
  %v248 = shl <16 x i32> %v247, splat (i32 16)
  %v249 = bitcast <16 x i32> %v248 to <16 x float>
  %ins250 = insertelement <16 x float> poison, float %v242, i64 0
  %splat251 = shufflevector <16 x float> %ins250, <16 x float> poison, <16 x i32> zeroinitializer
  %v252 = fmul contract <16 x float> %splat251, %v249
  %old253 = load <16 x float>, ptr %acc229
  %v254 = fadd <16 x float> %old253, %v252
  store <16 x float> %v254, ptr %acc229
  %v255 = add nsw i64 %i234, 1
  store i64 %v255, ptr %k.addr.230
  br label %cond231
exit233:
  %red256 = load <16 x float>, ptr %acc229
  %v257 = mul i64 %i8, %size.N
  %v258 = add i64 %v257, %i227
  %p259 = getelementptr float, ptr %buf.c, i64 %v258
  store <16 x float> %red256, ptr %p259, align 4
  %v260 = add nsw i64 %i227, 16
  store i64 %v260, ptr %n.addr.222
  br label %cond224
exit226:
  %i261 = load i64, ptr %n.addr.222
  %v262 = icmp slt i64 %i261, %size.N
  br i1 %v262, label %tail263, label %done264
tail263:
  %mask265 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i261, i64 %size.N)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc266
  store i64 0, ptr %k.addr.267
  br label %cond268
cond268:
  %i271 = load i64, ptr %k.addr.267
  %v272 = icmp slt i64 %i271, %size.K
  br i1 %v272, label %body269, label %exit270
body269:
  %v273 = mul i64 %i8, %size.K
  %v274 = add i64 %v273, %i271
  %p275 = getelementptr i16, ptr %buf.a, i64 %v274
  %ld276 = load i16, ptr %p275, align 2
  %v277 = zext i16 %ld276 to i32
  %v278 = shl i32 %v277, 16
  %v279 = bitcast i32 %v278 to float
  %v280 = mul i64 %i271, %size.N
  %v281 = add i64 %v280, %i261
  %p282 = getelementptr i16, ptr %buf.b, i64 %v281
  %ld283 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %p282, <16 x i1> %mask265, <16 x i16> zeroinitializer)
  %v284 = zext <16 x i16> %ld283 to <16 x i32>
  %v285 = shl <16 x i32> %v284, splat (i32 16)
  %v286 = bitcast <16 x i32> %v285 to <16 x float>
  %ins287 = insertelement <16 x float> poison, float %v279, i64 0
  %splat288 = shufflevector <16 x float> %ins287, <16 x float> poison, <16 x i32> zeroinitializer
  %v289 = fmul contract <16 x float> %splat288, %v286
  %old290 = load <16 x float>, ptr %acc266
  %v291 = fadd <16 x float> %old290, %v289
  %v292 = select <16 x i1> %mask265, <16 x float> %v291, <16 x float> %old290
  store <16 x float> %v292, ptr %acc266
  %v293 = add nsw i64 %i271, 1
  store i64 %v293, ptr %k.addr.267
  br label %cond268
exit270:
  %red294 = load <16 x float>, ptr %acc266
  %v295 = mul i64 %i8, %size.N
  %v296 = add i64 %v295, %i261
  %p297 = getelementptr float, ptr %buf.c, i64 %v296
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red294, ptr align 4 %p297, <16 x i1> %mask265)
  br label %done264
done264:
  store i64 %v221, ptr %n.addr.298
  %v299 = sub i64 %size.N, 16
  br label %cond300
cond300:
  %i303 = load i64, ptr %n.addr.298
  %v304 = icmp sle i64 %i303, %v299
  br i1 %v304, label %body301, label %exit302
body301:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc305
  store i64 0, ptr %k.addr.306
  br label %cond307
cond307:
  %i310 = load i64, ptr %k.addr.306
  %v311 = icmp slt i64 %i310, %size.K
  br i1 %v311, label %body308, label %exit309
body308:
  %v312 = mul i64 %v10, %size.K
  %v313 = add i64 %v312, %i310
  %p314 = getelementptr i16, ptr %buf.a, i64 %v313
  %ld315 = load i16, ptr %p314, align 2
  %v316 = zext i16 %ld315 to i32
  %v317 = shl i32 %v316, 16
  %v318 = bitcast i32 %v317 to float
  %v319 = mul i64 %i310, %size.N
  %v320 = add i64 %v319, %i303
  %p321 = getelementptr i16, ptr %buf.b, i64 %v320
  %ld322 = load <16 x i16>, ptr %p321, align 2
  %v323 = zext <16 x i16> %ld322 to <16 x i32>
  %v324 = shl <16 x i32> %v323, splat (i32 16)
  %v325 = bitcast <16 x i32> %v324 to <16 x float>
  %ins326 = insertelement <16 x float> poison, float %v318, i64 0
  %splat327 = shufflevector <16 x float> %ins326, <16 x float> poison, <16 x i32> zeroinitializer
  %v328 = fmul contract <16 x float> %splat327, %v325
  %old329 = load <16 x float>, ptr %acc305
  %v330 = fadd <16 x float> %old329, %v328
  store <16 x float> %v330, ptr %acc305
  %v331 = add nsw i64 %i310, 1
  store i64 %v331, ptr %k.addr.306
  br label %cond307
exit309:
  %red332 = load <16 x float>, ptr %acc305
  %v333 = mul i64 %v10, %size.N
  %v334 = add i64 %v333, %i303
  %p335 = getelementptr float, ptr %buf.c, i64 %v334
  store <16 x float> %red332, ptr %p335, align 4
  %v336 = add nsw i64 %i303, 16
  store i64 %v336, ptr %n.addr.298
  br label %cond300
exit302:
  %i337 = load i64, ptr %n.addr.298
  %v338 = icmp slt i64 %i337, %size.N
  br i1 %v338, label %tail339, label %done340
tail339:
  %mask341 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i337, i64 %size.N)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc342
  store i64 0, ptr %k.addr.343
  br label %cond344
cond344:
  %i347 = load i64, ptr %k.addr.343
  %v348 = icmp slt i64 %i347, %size.K
  br i1 %v348, label %body345, label %exit346
body345:
  %v349 = mul i64 %v10, %size.K
  %v350 = add i64 %v349, %i347
  %p351 = getelementptr i16, ptr %buf.a, i64 %v350
  %ld352 = load i16, ptr %p351, align 2
  %v353 = zext i16 %ld352 to i32
  %v354 = shl i32 %v353, 16
  %v355 = bitcast i32 %v354 to float
  %v356 = mul i64 %i347, %size.N
  %v357 = add i64 %v356, %i337
  %p358 = getelementptr i16, ptr %buf.b, i64 %v357
  %ld359 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %p358, <16 x i1> %mask341, <16 x i16> zeroinitializer)
  %v360 = zext <16 x i16> %ld359 to <16 x i32>
  %v361 = shl <16 x i32> %v360, splat (i32 16)
  %v362 = bitcast <16 x i32> %v361 to <16 x float>
  %ins363 = insertelement <16 x float> poison, float %v355, i64 0
  %splat364 = shufflevector <16 x float> %ins363, <16 x float> poison, <16 x i32> zeroinitializer
  %v365 = fmul contract <16 x float> %splat364, %v362
  %old366 = load <16 x float>, ptr %acc342
  %v367 = fadd <16 x float> %old366, %v365
  %v368 = select <16 x i1> %mask341, <16 x float> %v367, <16 x float> %old366
  store <16 x float> %v368, ptr %acc342
  %v369 = add nsw i64 %i347, 1
  store i64 %v369, ptr %k.addr.343
  br label %cond344
exit346:
  %red370 = load <16 x float>, ptr %acc342
  %v371 = mul i64 %v10, %size.N
  %v372 = add i64 %v371, %i337
  %p373 = getelementptr float, ptr %buf.c, i64 %v372
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red370, ptr align 4 %p373, <16 x i1> %mask341)
  br label %done340
done340:
  store i64 %v221, ptr %n.addr.374
  %v375 = sub i64 %size.N, 16
  br label %cond376
cond376:
  %i379 = load i64, ptr %n.addr.374
  %v380 = icmp sle i64 %i379, %v375
  br i1 %v380, label %body377, label %exit378
body377:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc381
  store i64 0, ptr %k.addr.382
  br label %cond383
cond383:
  %i386 = load i64, ptr %k.addr.382
  %v387 = icmp slt i64 %i386, %size.K
  br i1 %v387, label %body384, label %exit385
body384:
  %v388 = mul i64 %v11, %size.K
  %v389 = add i64 %v388, %i386
  %p390 = getelementptr i16, ptr %buf.a, i64 %v389
  %ld391 = load i16, ptr %p390, align 2
  %v392 = zext i16 %ld391 to i32
  %v393 = shl i32 %v392, 16
  %v394 = bitcast i32 %v393 to float
  %v395 = mul i64 %i386, %size.N
  %v396 = add i64 %v395, %i379
  %p397 = getelementptr i16, ptr %buf.b, i64 %v396
  %ld398 = load <16 x i16>, ptr %p397, align 2
  %v399 = zext <16 x i16> %ld398 to <16 x i32>
  %v400 = shl <16 x i32> %v399, splat (i32 16)
  %v401 = bitcast <16 x i32> %v400 to <16 x float>
  %ins402 = insertelement <16 x float> poison, float %v394, i64 0
  %splat403 = shufflevector <16 x float> %ins402, <16 x float> poison, <16 x i32> zeroinitializer
  %v404 = fmul contract <16 x float> %splat403, %v401
  %old405 = load <16 x float>, ptr %acc381
  %v406 = fadd <16 x float> %old405, %v404
  store <16 x float> %v406, ptr %acc381
  %v407 = add nsw i64 %i386, 1
  store i64 %v407, ptr %k.addr.382
  br label %cond383
exit385:
  %red408 = load <16 x float>, ptr %acc381
  %v409 = mul i64 %v11, %size.N
  %v410 = add i64 %v409, %i379
  %p411 = getelementptr float, ptr %buf.c, i64 %v410
  store <16 x float> %red408, ptr %p411, align 4
  %v412 = add nsw i64 %i379, 16
  store i64 %v412, ptr %n.addr.374
  br label %cond376
exit378:
  %i413 = load i64, ptr %n.addr.374
  %v414 = icmp slt i64 %i413, %size.N
  br i1 %v414, label %tail415, label %done416
tail415:
  %mask417 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i413, i64 %size.N)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc418
  store i64 0, ptr %k.addr.419
  br label %cond420
cond420:
  %i423 = load i64, ptr %k.addr.419
  %v424 = icmp slt i64 %i423, %size.K
  br i1 %v424, label %body421, label %exit422
body421:
  %v425 = mul i64 %v11, %size.K
  %v426 = add i64 %v425, %i423
  %p427 = getelementptr i16, ptr %buf.a, i64 %v426
  %ld428 = load i16, ptr %p427, align 2
  %v429 = zext i16 %ld428 to i32
  %v430 = shl i32 %v429, 16
  %v431 = bitcast i32 %v430 to float
  %v432 = mul i64 %i423, %size.N
  %v433 = add i64 %v432, %i413
  %p434 = getelementptr i16, ptr %buf.b, i64 %v433
  %ld435 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %p434, <16 x i1> %mask417, <16 x i16> zeroinitializer)
  %v436 = zext <16 x i16> %ld435 to <16 x i32>
  %v437 = shl <16 x i32> %v436, splat (i32 16)
  %v438 = bitcast <16 x i32> %v437 to <16 x float>
  %ins439 = insertelement <16 x float> poison, float %v431, i64 0
  %splat440 = shufflevector <16 x float> %ins439, <16 x float> poison, <16 x i32> zeroinitializer
  %v441 = fmul contract <16 x float> %splat440, %v438
  %old442 = load <16 x float>, ptr %acc418
  %v443 = fadd <16 x float> %old442, %v441
  %v444 = select <16 x i1> %mask417, <16 x float> %v443, <16 x float> %old442
  store <16 x float> %v444, ptr %acc418
  %v445 = add nsw i64 %i423, 1
  store i64 %v445, ptr %k.addr.419
  br label %cond420
exit422:
  %red446 = load <16 x float>, ptr %acc418
  %v447 = mul i64 %v11, %size.N
  %v448 = add i64 %v447, %i413
  %p449 = getelementptr float, ptr %buf.c, i64 %v448
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red446, ptr align 4 %p449, <16 x i1> %mask417)
  br label %done416
done416:
  store i64 %v221, ptr %n.addr.450
  %v451 = sub i64 %size.N, 16
  br label %cond452
cond452:
  %i455 = load i64, ptr %n.addr.450
  %v456 = icmp sle i64 %i455, %v451
  br i1 %v456, label %body453, label %exit454
body453:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc457
  store i64 0, ptr %k.addr.458
  br label %cond459
cond459:
  %i462 = load i64, ptr %k.addr.458
  %v463 = icmp slt i64 %i462, %size.K
  br i1 %v463, label %body460, label %exit461
body460:
  %v464 = mul i64 %v12, %size.K
  %v465 = add i64 %v464, %i462
  %p466 = getelementptr i16, ptr %buf.a, i64 %v465
  %ld467 = load i16, ptr %p466, align 2
  %v468 = zext i16 %ld467 to i32
  %v469 = shl i32 %v468, 16
  %v470 = bitcast i32 %v469 to float
  %v471 = mul i64 %i462, %size.N
  %v472 = add i64 %v471, %i455
  %p473 = getelementptr i16, ptr %buf.b, i64 %v472
  %ld474 = load <16 x i16>, ptr %p473, align 2
  %v475 = zext <16 x i16> %ld474 to <16 x i32>
  %v476 = shl <16 x i32> %v475, splat (i32 16)
  %v477 = bitcast <16 x i32> %v476 to <16 x float>
  %ins478 = insertelement <16 x float> poison, float %v470, i64 0
  %splat479 = shufflevector <16 x float> %ins478, <16 x float> poison, <16 x i32> zeroinitializer
  %v480 = fmul contract <16 x float> %splat479, %v477
  %old481 = load <16 x float>, ptr %acc457
  %v482 = fadd <16 x float> %old481, %v480
  store <16 x float> %v482, ptr %acc457
  %v483 = add nsw i64 %i462, 1
  store i64 %v483, ptr %k.addr.458
  br label %cond459
exit461:
  %red484 = load <16 x float>, ptr %acc457
  %v485 = mul i64 %v12, %size.N
  %v486 = add i64 %v485, %i455
  %p487 = getelementptr float, ptr %buf.c, i64 %v486
  store <16 x float> %red484, ptr %p487, align 4
  %v488 = add nsw i64 %i455, 16
  store i64 %v488, ptr %n.addr.450
  br label %cond452
exit454:
  %i489 = load i64, ptr %n.addr.450
  %v490 = icmp slt i64 %i489, %size.N
  br i1 %v490, label %tail491, label %done492
tail491:
  %mask493 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i489, i64 %size.N)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc494
  store i64 0, ptr %k.addr.495
  br label %cond496
cond496:
  %i499 = load i64, ptr %k.addr.495
  %v500 = icmp slt i64 %i499, %size.K
  br i1 %v500, label %body497, label %exit498
body497:
  %v501 = mul i64 %v12, %size.K
  %v502 = add i64 %v501, %i499
  %p503 = getelementptr i16, ptr %buf.a, i64 %v502
  %ld504 = load i16, ptr %p503, align 2
  %v505 = zext i16 %ld504 to i32
  %v506 = shl i32 %v505, 16
  %v507 = bitcast i32 %v506 to float
  %v508 = mul i64 %i499, %size.N
  %v509 = add i64 %v508, %i489
  %p510 = getelementptr i16, ptr %buf.b, i64 %v509
  %ld511 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %p510, <16 x i1> %mask493, <16 x i16> zeroinitializer)
  %v512 = zext <16 x i16> %ld511 to <16 x i32>
  %v513 = shl <16 x i32> %v512, splat (i32 16)
  %v514 = bitcast <16 x i32> %v513 to <16 x float>
  %ins515 = insertelement <16 x float> poison, float %v507, i64 0
  %splat516 = shufflevector <16 x float> %ins515, <16 x float> poison, <16 x i32> zeroinitializer
  %v517 = fmul contract <16 x float> %splat516, %v514
  %old518 = load <16 x float>, ptr %acc494
  %v519 = fadd <16 x float> %old518, %v517
  %v520 = select <16 x i1> %mask493, <16 x float> %v519, <16 x float> %old518
  store <16 x float> %v520, ptr %acc494
  %v521 = add nsw i64 %i499, 1
  store i64 %v521, ptr %k.addr.495
  br label %cond496
exit498:
  %red522 = load <16 x float>, ptr %acc494
  %v523 = mul i64 %v12, %size.N
  %v524 = add i64 %v523, %i489
  %p525 = getelementptr float, ptr %buf.c, i64 %v524
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red522, ptr align 4 %p525, <16 x i1> %mask493)
  br label %done492
done492:
  %v526 = add nsw i64 %i8, 4
  store i64 %v526, ptr %m.addr.1
  br label %cond5
exit7:
  br label %cond527
cond527:
  %i530 = load i64, ptr %m.addr.1
  %v531 = icmp slt i64 %i530, %v3
  br i1 %v531, label %body528, label %exit529
body528:
  store i64 0, ptr %n.addr.532
  %v533 = sub i64 %size.N, 128
  br label %cond534
cond534:
  %i537 = load i64, ptr %n.addr.532
  %v538 = icmp sle i64 %i537, %v533
  br i1 %v538, label %body535, label %exit536
body535:
  %v539 = add nsw i64 %i537, 16
  %v540 = add nsw i64 %i537, 32
  %v541 = add nsw i64 %i537, 48
  %v542 = add nsw i64 %i537, 64
  %v543 = add nsw i64 %i537, 80
  %v544 = add nsw i64 %i537, 96
  %v545 = add nsw i64 %i537, 112
  store <16 x float> splat (float 0x0000000000000000), ptr %acc546
  store <16 x float> splat (float 0x0000000000000000), ptr %acc547
  store <16 x float> splat (float 0x0000000000000000), ptr %acc548
  store <16 x float> splat (float 0x0000000000000000), ptr %acc549
  store <16 x float> splat (float 0x0000000000000000), ptr %acc550
  store <16 x float> splat (float 0x0000000000000000), ptr %acc551
  store <16 x float> splat (float 0x0000000000000000), ptr %acc552
  store <16 x float> splat (float 0x0000000000000000), ptr %acc553
  store i64 0, ptr %k.addr.554
  br label %cond555
cond555:
  %i558 = load i64, ptr %k.addr.554
  %v559 = icmp slt i64 %i558, %size.K
  br i1 %v559, label %body556, label %exit557
body556:
  %v560 = mul i64 %i530, %size.K
  %v561 = add i64 %v560, %i558
  %p562 = getelementptr i16, ptr %buf.a, i64 %v561
  %ld563 = load i16, ptr %p562, align 2
  %v564 = zext i16 %ld563 to i32
  %v565 = shl i32 %v564, 16
  %v566 = bitcast i32 %v565 to float
  %v567 = mul i64 %i558, %size.N
  %v568 = add i64 %v567, %i537
  %p569 = getelementptr i16, ptr %buf.b, i64 %v568
  %ld570 = load <16 x i16>, ptr %p569, align 2
  %v571 = zext <16 x i16> %ld570 to <16 x i32>
  %v572 = shl <16 x i32> %v571, splat (i32 16)
  %v573 = bitcast <16 x i32> %v572 to <16 x float>
  %ins574 = insertelement <16 x float> poison, float %v566, i64 0
  %splat575 = shufflevector <16 x float> %ins574, <16 x float> poison, <16 x i32> zeroinitializer
  %v576 = fmul contract <16 x float> %splat575, %v573
  %old577 = load <16 x float>, ptr %acc546
  %v578 = fadd <16 x float> %old577, %v576
  store <16 x float> %v578, ptr %acc546
  %v579 = mul i64 %i530, %size.K
  %v580 = add i64 %v579, %i558
  %p581 = getelementptr i16, ptr %buf.a, i64 %v580
  %ld582 = load i16, ptr %p581, align 2
  %v583 = zext i16 %ld582 to i32
  %v584 = shl i32 %v583, 16
  %v585 = bitcast i32 %v584 to float
  %v586 = mul i64 %i558, %size.N
  %v587 = add i64 %v586, %v539
  %p588 = getelementptr i16, ptr %buf.b, i64 %v587
  %ld589 = load <16 x i16>, ptr %p588, align 2
  %v590 = zext <16 x i16> %ld589 to <16 x i32>
  %v591 = shl <16 x i32> %v590, splat (i32 16)
  %v592 = bitcast <16 x i32> %v591 to <16 x float>
  %ins593 = insertelement <16 x float> poison, float %v585, i64 0
  %splat594 = shufflevector <16 x float> %ins593, <16 x float> poison, <16 x i32> zeroinitializer
  %v595 = fmul contract <16 x float> %splat594, %v592
  %old596 = load <16 x float>, ptr %acc547
  %v597 = fadd <16 x float> %old596, %v595
  store <16 x float> %v597, ptr %acc547
  %v598 = mul i64 %i530, %size.K
  %v599 = add i64 %v598, %i558
  %p600 = getelementptr i16, ptr %buf.a, i64 %v599
  %ld601 = load i16, ptr %p600, align 2
  %v602 = zext i16 %ld601 to i32
  %v603 = shl i32 %v602, 16
  %v604 = bitcast i32 %v603 to float
  %v605 = mul i64 %i558, %size.N
  %v606 = add i64 %v605, %v540
  %p607 = getelementptr i16, ptr %buf.b, i64 %v606
  %ld608 = load <16 x i16>, ptr %p607, align 2
  %v609 = zext <16 x i16> %ld608 to <16 x i32>
  %v610 = shl <16 x i32> %v609, splat (i32 16)
  %v611 = bitcast <16 x i32> %v610 to <16 x float>
  %ins612 = insertelement <16 x float> poison, float %v604, i64 0
  %splat613 = shufflevector <16 x float> %ins612, <16 x float> poison, <16 x i32> zeroinitializer
  %v614 = fmul contract <16 x float> %splat613, %v611
  %old615 = load <16 x float>, ptr %acc548
  %v616 = fadd <16 x float> %old615, %v614
  store <16 x float> %v616, ptr %acc548
  %v617 = mul i64 %i530, %size.K
  %v618 = add i64 %v617, %i558
  %p619 = getelementptr i16, ptr %buf.a, i64 %v618
  %ld620 = load i16, ptr %p619, align 2
  %v621 = zext i16 %ld620 to i32
  %v622 = shl i32 %v621, 16
  %v623 = bitcast i32 %v622 to float
  %v624 = mul i64 %i558, %size.N
  %v625 = add i64 %v624, %v541
  %p626 = getelementptr i16, ptr %buf.b, i64 %v625
  %ld627 = load <16 x i16>, ptr %p626, align 2
  %v628 = zext <16 x i16> %ld627 to <16 x i32>
  %v629 = shl <16 x i32> %v628, splat (i32 16)
  %v630 = bitcast <16 x i32> %v629 to <16 x float>
  %ins631 = insertelement <16 x float> poison, float %v623, i64 0
  %splat632 = shufflevector <16 x float> %ins631, <16 x float> poison, <16 x i32> zeroinitializer
  %v633 = fmul contract <16 x float> %splat632, %v630
  %old634 = load <16 x float>, ptr %acc549
  %v635 = fadd <16 x float> %old634, %v633
  store <16 x float> %v635, ptr %acc549
  %v636 = mul i64 %i530, %size.K
  %v637 = add i64 %v636, %i558
  %p638 = getelementptr i16, ptr %buf.a, i64 %v637
  %ld639 = load i16, ptr %p638, align 2
  %v640 = zext i16 %ld639 to i32
  %v641 = shl i32 %v640, 16
  %v642 = bitcast i32 %v641 to float
  %v643 = mul i64 %i558, %size.N
  %v644 = add i64 %v643, %v542
  %p645 = getelementptr i16, ptr %buf.b, i64 %v644
  %ld646 = load <16 x i16>, ptr %p645, align 2
  %v647 = zext <16 x i16> %ld646 to <16 x i32>
  %v648 = shl <16 x i32> %v647, splat (i32 16)
  %v649 = bitcast <16 x i32> %v648 to <16 x float>
  %ins650 = insertelement <16 x float> poison, float %v642, i64 0
  %splat651 = shufflevector <16 x float> %ins650, <16 x float> poison, <16 x i32> zeroinitializer
  %v652 = fmul contract <16 x float> %splat651, %v649
  %old653 = load <16 x float>, ptr %acc550
  %v654 = fadd <16 x float> %old653, %v652
  store <16 x float> %v654, ptr %acc550
  %v655 = mul i64 %i530, %size.K
  %v656 = add i64 %v655, %i558
  %p657 = getelementptr i16, ptr %buf.a, i64 %v656
  %ld658 = load i16, ptr %p657, align 2
  %v659 = zext i16 %ld658 to i32
  %v660 = shl i32 %v659, 16
  %v661 = bitcast i32 %v660 to float
  %v662 = mul i64 %i558, %size.N
  %v663 = add i64 %v662, %v543
  %p664 = getelementptr i16, ptr %buf.b, i64 %v663
  %ld665 = load <16 x i16>, ptr %p664, align 2
  %v666 = zext <16 x i16> %ld665 to <16 x i32>
  %v667 = shl <16 x i32> %v666, splat (i32 16)
  %v668 = bitcast <16 x i32> %v667 to <16 x float>
  %ins669 = insertelement <16 x float> poison, float %v661, i64 0
  %splat670 = shufflevector <16 x float> %ins669, <16 x float> poison, <16 x i32> zeroinitializer
  %v671 = fmul contract <16 x float> %splat670, %v668
  %old672 = load <16 x float>, ptr %acc551
  %v673 = fadd <16 x float> %old672, %v671
  store <16 x float> %v673, ptr %acc551
  %v674 = mul i64 %i530, %size.K
  %v675 = add i64 %v674, %i558
  %p676 = getelementptr i16, ptr %buf.a, i64 %v675
  %ld677 = load i16, ptr %p676, align 2
  %v678 = zext i16 %ld677 to i32
  %v679 = shl i32 %v678, 16
  %v680 = bitcast i32 %v679 to float
  %v681 = mul i64 %i558, %size.N
  %v682 = add i64 %v681, %v544
  %p683 = getelementptr i16, ptr %buf.b, i64 %v682
  %ld684 = load <16 x i16>, ptr %p683, align 2
  %v685 = zext <16 x i16> %ld684 to <16 x i32>
  %v686 = shl <16 x i32> %v685, splat (i32 16)
  %v687 = bitcast <16 x i32> %v686 to <16 x float>
  %ins688 = insertelement <16 x float> poison, float %v680, i64 0
  %splat689 = shufflevector <16 x float> %ins688, <16 x float> poison, <16 x i32> zeroinitializer
  %v690 = fmul contract <16 x float> %splat689, %v687
  %old691 = load <16 x float>, ptr %acc552
  %v692 = fadd <16 x float> %old691, %v690
  store <16 x float> %v692, ptr %acc552
  %v693 = mul i64 %i530, %size.K
  %v694 = add i64 %v693, %i558
  %p695 = getelementptr i16, ptr %buf.a, i64 %v694
  %ld696 = load i16, ptr %p695, align 2
  %v697 = zext i16 %ld696 to i32
  %v698 = shl i32 %v697, 16
  %v699 = bitcast i32 %v698 to float
  %v700 = mul i64 %i558, %size.N
  %v701 = add i64 %v700, %v545
  %p702 = getelementptr i16, ptr %buf.b, i64 %v701
  %ld703 = load <16 x i16>, ptr %p702, align 2
  %v704 = zext <16 x i16> %ld703 to <16 x i32>
  %v705 = shl <16 x i32> %v704, splat (i32 16)
  %v706 = bitcast <16 x i32> %v705 to <16 x float>
  %ins707 = insertelement <16 x float> poison, float %v699, i64 0
  %splat708 = shufflevector <16 x float> %ins707, <16 x float> poison, <16 x i32> zeroinitializer
  %v709 = fmul contract <16 x float> %splat708, %v706
  %old710 = load <16 x float>, ptr %acc553
  %v711 = fadd <16 x float> %old710, %v709
  store <16 x float> %v711, ptr %acc553
  %v712 = add nsw i64 %i558, 1
  store i64 %v712, ptr %k.addr.554
  br label %cond555
exit557:
  %red713 = load <16 x float>, ptr %acc546
  %red714 = load <16 x float>, ptr %acc547
  %red715 = load <16 x float>, ptr %acc548
  %red716 = load <16 x float>, ptr %acc549
  %red717 = load <16 x float>, ptr %acc550
  %red718 = load <16 x float>, ptr %acc551
  %red719 = load <16 x float>, ptr %acc552
  %red720 = load <16 x float>, ptr %acc553
  %v721 = mul i64 %i530, %size.N
  %v722 = add i64 %v721, %i537
  %p723 = getelementptr float, ptr %buf.c, i64 %v722
  store <16 x float> %red713, ptr %p723, align 4
  %v724 = mul i64 %i530, %size.N
  %v725 = add i64 %v724, %v539
  %p726 = getelementptr float, ptr %buf.c, i64 %v725
  store <16 x float> %red714, ptr %p726, align 4
  %v727 = mul i64 %i530, %size.N
  %v728 = add i64 %v727, %v540
  %p729 = getelementptr float, ptr %buf.c, i64 %v728
  store <16 x float> %red715, ptr %p729, align 4
  %v730 = mul i64 %i530, %size.N
  %v731 = add i64 %v730, %v541
  %p732 = getelementptr float, ptr %buf.c, i64 %v731
  store <16 x float> %red716, ptr %p732, align 4
  %v733 = mul i64 %i530, %size.N
  %v734 = add i64 %v733, %v542
  %p735 = getelementptr float, ptr %buf.c, i64 %v734
  store <16 x float> %red717, ptr %p735, align 4
  %v736 = mul i64 %i530, %size.N
  %v737 = add i64 %v736, %v543
  %p738 = getelementptr float, ptr %buf.c, i64 %v737
  store <16 x float> %red718, ptr %p738, align 4
  %v739 = mul i64 %i530, %size.N
  %v740 = add i64 %v739, %v544
  %p741 = getelementptr float, ptr %buf.c, i64 %v740
  store <16 x float> %red719, ptr %p741, align 4
  %v742 = mul i64 %i530, %size.N
  %v743 = add i64 %v742, %v545
  %p744 = getelementptr float, ptr %buf.c, i64 %v743
  store <16 x float> %red720, ptr %p744, align 4
  %v745 = add nsw i64 %i537, 128
  store i64 %v745, ptr %n.addr.532
  br label %cond534
exit536:
  %v746 = load i64, ptr %n.addr.532
  store i64 %v746, ptr %n.addr.747
  %v748 = sub i64 %size.N, 16
  br label %cond749
cond749:
  %i752 = load i64, ptr %n.addr.747
  %v753 = icmp sle i64 %i752, %v748
  br i1 %v753, label %body750, label %exit751
body750:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc754
  store i64 0, ptr %k.addr.755
  br label %cond756
cond756:
  %i759 = load i64, ptr %k.addr.755
  %v760 = icmp slt i64 %i759, %size.K
  br i1 %v760, label %body757, label %exit758
body757:
  %v761 = mul i64 %i530, %size.K
  %v762 = add i64 %v761, %i759
  %p763 = getelementptr i16, ptr %buf.a, i64 %v762
  %ld764 = load i16, ptr %p763, align 2
  %v765 = zext i16 %ld764 to i32
  %v766 = shl i32 %v765, 16
  %v767 = bitcast i32 %v766 to float
  %v768 = mul i64 %i759, %size.N
  %v769 = add i64 %v768, %i752
  %p770 = getelementptr i16, ptr %buf.b, i64 %v769
  %ld771 = load <16 x i16>, ptr %p770, align 2
  %v772 = zext <16 x i16> %ld771 to <16 x i32>
  %v773 = shl <16 x i32> %v772, splat (i32 16)
  %v774 = bitcast <16 x i32> %v773 to <16 x float>
  %ins775 = insertelement <16 x float> poison, float %v767, i64 0
  %splat776 = shufflevector <16 x float> %ins775, <16 x float> poison, <16 x i32> zeroinitializer
  %v777 = fmul contract <16 x float> %splat776, %v774
  %old778 = load <16 x float>, ptr %acc754
  %v779 = fadd <16 x float> %old778, %v777
  store <16 x float> %v779, ptr %acc754
  %v780 = add nsw i64 %i759, 1
  store i64 %v780, ptr %k.addr.755
  br label %cond756
exit758:
  %red781 = load <16 x float>, ptr %acc754
  %v782 = mul i64 %i530, %size.N
  %v783 = add i64 %v782, %i752
  %p784 = getelementptr float, ptr %buf.c, i64 %v783
  store <16 x float> %red781, ptr %p784, align 4
  %v785 = add nsw i64 %i752, 16
  store i64 %v785, ptr %n.addr.747
  br label %cond749
exit751:
  %i786 = load i64, ptr %n.addr.747
  %v787 = icmp slt i64 %i786, %size.N
  br i1 %v787, label %tail788, label %done789
tail788:
  %mask790 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i786, i64 %size.N)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc791
  store i64 0, ptr %k.addr.792
  br label %cond793
cond793:
  %i796 = load i64, ptr %k.addr.792
  %v797 = icmp slt i64 %i796, %size.K
  br i1 %v797, label %body794, label %exit795
body794:
  %v798 = mul i64 %i530, %size.K
  %v799 = add i64 %v798, %i796
  %p800 = getelementptr i16, ptr %buf.a, i64 %v799
  %ld801 = load i16, ptr %p800, align 2
  %v802 = zext i16 %ld801 to i32
  %v803 = shl i32 %v802, 16
  %v804 = bitcast i32 %v803 to float
  %v805 = mul i64 %i796, %size.N
  %v806 = add i64 %v805, %i786
  %p807 = getelementptr i16, ptr %buf.b, i64 %v806
  %ld808 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %p807, <16 x i1> %mask790, <16 x i16> zeroinitializer)
  %v809 = zext <16 x i16> %ld808 to <16 x i32>
  %v810 = shl <16 x i32> %v809, splat (i32 16)
  %v811 = bitcast <16 x i32> %v810 to <16 x float>
  %ins812 = insertelement <16 x float> poison, float %v804, i64 0
  %splat813 = shufflevector <16 x float> %ins812, <16 x float> poison, <16 x i32> zeroinitializer
  %v814 = fmul contract <16 x float> %splat813, %v811
  %old815 = load <16 x float>, ptr %acc791
  %v816 = fadd <16 x float> %old815, %v814
  %v817 = select <16 x i1> %mask790, <16 x float> %v816, <16 x float> %old815
  store <16 x float> %v817, ptr %acc791
  %v818 = add nsw i64 %i796, 1
  store i64 %v818, ptr %k.addr.792
  br label %cond793
exit795:
  %red819 = load <16 x float>, ptr %acc791
  %v820 = mul i64 %i530, %size.N
  %v821 = add i64 %v820, %i786
  %p822 = getelementptr float, ptr %buf.c, i64 %v821
  call void @llvm.masked.store.v16f32.p0(<16 x float> %red819, ptr align 4 %p822, <16 x i1> %mask790)
  br label %done789
done789:
  %v823 = add nsw i64 %i530, 1
  store i64 %v823, ptr %m.addr.1
  br label %cond527
exit529:
  ret void
}
