@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)

declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)

declare <16 x i64> @llvm.stepvector.v16i64()

declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

declare void @llvm.x86.sse.sfence()

define void @"jr.op.transpose_0_2_1"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.D0, i64 %size.D1, i64 %size.D2, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %i0.addr.1 = alloca i64, align 64
  %i2.addr.9 = alloca i64, align 64
  %i1.addr.15 = alloca i64, align 64
  %v55 = mul i64 %size.D0, %size.D2
  %v56 = mul i64 %v55, %size.D1
  %v57 = icmp sge i64 %v56, 2097152
  %v2 = icmp slt i64 %range.hi, %size.D0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.D0
  store i64 %range.lo, ptr %i0.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %i0.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %i2.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %i2.addr.9
  %v14 = icmp slt i64 %i13, %size.D2
  br i1 %v14, label %body11, label %exit12
body11:
  store i64 0, ptr %i1.addr.15
  %i16 = load i64, ptr %i1.addr.15
  %v17 = mul i64 %i7, %size.D2
  %v18 = add i64 %v17, %i13
  %v19 = mul i64 %v18, %size.D1
  %v20 = add i64 %v19, %i16
  %p21 = getelementptr float, ptr %buf.y, i64 %v20
  %v22 = ptrtoint ptr %p21 to i64
  %v23 = lshr i64 %v22, 2
  %v24 = sub i64 0, %v23
  %v25 = and i64 %v24, 15
  %v26 = sub i64 %size.D1, %i16
  %v27 = icmp sge i64 %v26, 128
  %v28 = select i1 %v27, i64 %v25, i64 0
  %v29 = icmp sgt i64 %v28, 0
  br i1 %v29, label %peel30, label %aligned31
peel30:
  %v32 = add nsw i64 %i16, %v28
  %mask33 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i16, i64 %v32)
  %v34 = mul i64 %i7, %size.D1
  %ins35 = insertelement <16 x i64> poison, i64 %i16, i64 0
  %splat36 = shufflevector <16 x i64> %ins35, <16 x i64> poison, <16 x i32> zeroinitializer
  %step37 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane38 = add <16 x i64> %splat36, %step37
  %ins39 = insertelement <16 x i64> poison, i64 %v34, i64 0
  %splat40 = shufflevector <16 x i64> %ins39, <16 x i64> poison, <16 x i32> zeroinitializer
  %v41 = add <16 x i64> %splat40, %lane38
  %ins42 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat43 = shufflevector <16 x i64> %ins42, <16 x i64> poison, <16 x i32> zeroinitializer
  %v44 = mul <16 x i64> %v41, %splat43
  %ins45 = insertelement <16 x i64> poison, i64 %i13, i64 0
  %splat46 = shufflevector <16 x i64> %ins45, <16 x i64> poison, <16 x i32> zeroinitializer
  %v47 = add <16 x i64> %v44, %splat46
  %ps48 = getelementptr float, ptr %buf.x, <16 x i64> %v47
  %ld49 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps48, <16 x i1> %mask33, <16 x float> zeroinitializer)
  %v50 = mul i64 %i7, %size.D2
  %v51 = add i64 %v50, %i13
  %v52 = mul i64 %v51, %size.D1
  %v53 = add i64 %v52, %i16
  %p54 = getelementptr float, ptr %buf.y, i64 %v53
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld49, ptr align 4 %p54, <16 x i1> %mask33)
  store i64 %v32, ptr %i1.addr.15
  br label %aligned31
aligned31:
  %v58 = and i1 %v27, %v57
  br i1 %v58, label %stream59, label %cached60
stream59:
  %v62 = sub i64 %size.D1, 16
  br label %cond63
cond63:
  %i66 = load i64, ptr %i1.addr.15
  %v67 = icmp sle i64 %i66, %v62
  br i1 %v67, label %body64, label %exit65
body64:
  %v68 = mul i64 %i7, %size.D1
  %ins69 = insertelement <16 x i64> poison, i64 %i66, i64 0
  %splat70 = shufflevector <16 x i64> %ins69, <16 x i64> poison, <16 x i32> zeroinitializer
  %step71 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane72 = add <16 x i64> %splat70, %step71
  %ins73 = insertelement <16 x i64> poison, i64 %v68, i64 0
  %splat74 = shufflevector <16 x i64> %ins73, <16 x i64> poison, <16 x i32> zeroinitializer
  %v75 = add <16 x i64> %splat74, %lane72
  %ins76 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat77 = shufflevector <16 x i64> %ins76, <16 x i64> poison, <16 x i32> zeroinitializer
  %v78 = mul <16 x i64> %v75, %splat77
  %ins79 = insertelement <16 x i64> poison, i64 %i13, i64 0
  %splat80 = shufflevector <16 x i64> %ins79, <16 x i64> poison, <16 x i32> zeroinitializer
  %v81 = add <16 x i64> %v78, %splat80
  %ps82 = getelementptr float, ptr %buf.x, <16 x i64> %v81
  %ld83 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps82, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v84 = mul i64 %i7, %size.D2
  %v85 = add i64 %v84, %i13
  %v86 = mul i64 %v85, %size.D1
  %v87 = add i64 %v86, %i66
  %p88 = getelementptr float, ptr %buf.y, i64 %v87
  store <16 x float> %ld83, ptr %p88, align 64, !nontemporal !{i32 1}
  %v89 = add nsw i64 %i66, 16
  store i64 %v89, ptr %i1.addr.15
  br label %cond63
exit65:
  br label %join61
cached60:
  %v90 = sub i64 %size.D1, 16
  br label %cond91
cond91:
  %i94 = load i64, ptr %i1.addr.15
  %v95 = icmp sle i64 %i94, %v90
  br i1 %v95, label %body92, label %exit93
body92:
  %v96 = mul i64 %i7, %size.D1
  %ins97 = insertelement <16 x i64> poison, i64 %i94, i64 0
  %splat98 = shufflevector <16 x i64> %ins97, <16 x i64> poison, <16 x i32> zeroinitializer
  %step99 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane100 = add <16 x i64> %splat98, %step99
  %ins101 = insertelement <16 x i64> poison, i64 %v96, i64 0
  %splat102 = shufflevector <16 x i64> %ins101, <16 x i64> poison, <16 x i32> zeroinitializer
  %v103 = add <16 x i64> %splat102, %lane100
  %ins104 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat105 = shufflevector <16 x i64> %ins104, <16 x i64> poison, <16 x i32> zeroinitializer
  %v106 = mul <16 x i64> %v103, %splat105
  %ins107 = insertelement <16 x i64> poison, i64 %i13, i64 0
  %splat108 = shufflevector <16 x i64> %ins107, <16 x i64> poison, <16 x i32> zeroinitializer
  %v109 = add <16 x i64> %v106, %splat108
  %ps110 = getelementptr float, ptr %buf.x, <16 x i64> %v109
  %ld111 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps110, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v112 = mul i64 %i7, %size.D2
  %v113 = add i64 %v112, %i13
  %v114 = mul i64 %v113, %size.D1
  %v115 = add i64 %v114, %i94
  %p116 = getelementptr float, ptr %buf.y, i64 %v115
  store <16 x float> %ld111, ptr %p116, align 4
  %v117 = add nsw i64 %i94, 16
  store i64 %v117, ptr %i1.addr.15
  br label %cond91
exit93:
  br label %join61
join61:
  %i118 = load i64, ptr %i1.addr.15
  %v119 = icmp slt i64 %i118, %size.D1
  br i1 %v119, label %tail120, label %done121
tail120:
  %mask122 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i118, i64 %size.D1)
  %v123 = mul i64 %i7, %size.D1
  %ins124 = insertelement <16 x i64> poison, i64 %i118, i64 0
  %splat125 = shufflevector <16 x i64> %ins124, <16 x i64> poison, <16 x i32> zeroinitializer
  %step126 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane127 = add <16 x i64> %splat125, %step126
  %ins128 = insertelement <16 x i64> poison, i64 %v123, i64 0
  %splat129 = shufflevector <16 x i64> %ins128, <16 x i64> poison, <16 x i32> zeroinitializer
  %v130 = add <16 x i64> %splat129, %lane127
  %ins131 = insertelement <16 x i64> poison, i64 %size.D2, i64 0
  %splat132 = shufflevector <16 x i64> %ins131, <16 x i64> poison, <16 x i32> zeroinitializer
  %v133 = mul <16 x i64> %v130, %splat132
  %ins134 = insertelement <16 x i64> poison, i64 %i13, i64 0
  %splat135 = shufflevector <16 x i64> %ins134, <16 x i64> poison, <16 x i32> zeroinitializer
  %v136 = add <16 x i64> %v133, %splat135
  %ps137 = getelementptr float, ptr %buf.x, <16 x i64> %v136
  %ld138 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps137, <16 x i1> %mask122, <16 x float> zeroinitializer)
  %v139 = mul i64 %i7, %size.D2
  %v140 = add i64 %v139, %i13
  %v141 = mul i64 %v140, %size.D1
  %v142 = add i64 %v141, %i118
  %p143 = getelementptr float, ptr %buf.y, i64 %v142
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld138, ptr align 4 %p143, <16 x i1> %mask122)
  br label %done121
done121:
  %v144 = add nsw i64 %i13, 1
  store i64 %v144, ptr %i2.addr.9
  br label %cond10
exit12:
  %v145 = add nsw i64 %i7, 1
  store i64 %v145, ptr %i0.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}
