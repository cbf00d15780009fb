@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)

declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)

declare <16 x i64> @llvm.stepvector.v16i64()

declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

declare void @llvm.x86.sse.sfence()

define void @"jr.op.transpose_1_0"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.D0, i64 %size.D1, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %i1.addr.1 = alloca i64, align 64
  %i0.addr.9 = alloca i64, align 64
  %v41 = mul i64 %size.D1, %size.D0
  %v42 = icmp sge i64 %v41, 2097152
  %v2 = icmp slt i64 %range.hi, %size.D1
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.D1
  store i64 %range.lo, ptr %i1.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %i1.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %i0.addr.9
  %i10 = load i64, ptr %i0.addr.9
  %v11 = mul i64 %i7, %size.D0
  %v12 = add i64 %v11, %i10
  %p13 = getelementptr float, ptr %buf.y, i64 %v12
  %v14 = ptrtoint ptr %p13 to i64
  %v15 = lshr i64 %v14, 2
  %v16 = sub i64 0, %v15
  %v17 = and i64 %v16, 15
  %v18 = sub i64 %size.D0, %i10
  %v19 = icmp sge i64 %v18, 128
  %v20 = select i1 %v19, i64 %v17, i64 0
  %v21 = icmp sgt i64 %v20, 0
  br i1 %v21, label %peel22, label %aligned23
peel22:
  %v24 = add nsw i64 %i10, %v20
  %mask25 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i10, i64 %v24)
  %ins26 = insertelement <16 x i64> poison, i64 %i10, i64 0
  %splat27 = shufflevector <16 x i64> %ins26, <16 x i64> poison, <16 x i32> zeroinitializer
  %step28 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane29 = add <16 x i64> %splat27, %step28
  %ins30 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat31 = shufflevector <16 x i64> %ins30, <16 x i64> poison, <16 x i32> zeroinitializer
  %v32 = mul <16 x i64> %lane29, %splat31
  %ins33 = insertelement <16 x i64> poison, i64 %i7, i64 0
  %splat34 = shufflevector <16 x i64> %ins33, <16 x i64> poison, <16 x i32> zeroinitializer
  %v35 = add <16 x i64> %v32, %splat34
  %ps36 = getelementptr float, ptr %buf.x, <16 x i64> %v35
  %ld37 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps36, <16 x i1> %mask25, <16 x float> zeroinitializer)
  %v38 = mul i64 %i7, %size.D0
  %v39 = add i64 %v38, %i10
  %p40 = getelementptr float, ptr %buf.y, i64 %v39
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld37, ptr align 4 %p40, <16 x i1> %mask25)
  store i64 %v24, ptr %i0.addr.9
  br label %aligned23
aligned23:
  %v43 = and i1 %v19, %v42
  br i1 %v43, label %stream44, label %cached45
stream44:
  %v47 = sub i64 %size.D0, 16
  br label %cond48
cond48:
  %i51 = load i64, ptr %i0.addr.9
  %v52 = icmp sle i64 %i51, %v47
  br i1 %v52, label %body49, label %exit50
body49:
  %ins53 = insertelement <16 x i64> poison, i64 %i51, i64 0
  %splat54 = shufflevector <16 x i64> %ins53, <16 x i64> poison, <16 x i32> zeroinitializer
  %step55 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane56 = add <16 x i64> %splat54, %step55
  %ins57 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat58 = shufflevector <16 x i64> %ins57, <16 x i64> poison, <16 x i32> zeroinitializer
  %v59 = mul <16 x i64> %lane56, %splat58
  %ins60 = insertelement <16 x i64> poison, i64 %i7, i64 0
  %splat61 = shufflevector <16 x i64> %ins60, <16 x i64> poison, <16 x i32> zeroinitializer
  %v62 = add <16 x i64> %v59, %splat61
  %ps63 = getelementptr float, ptr %buf.x, <16 x i64> %v62
  %ld64 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps63, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v65 = mul i64 %i7, %size.D0
  %v66 = add i64 %v65, %i51
  %p67 = getelementptr float, ptr %buf.y, i64 %v66
  store <16 x float> %ld64, ptr %p67, align 64, !nontemporal !{i32 1}
  %v68 = add nsw i64 %i51, 16
  store i64 %v68, ptr %i0.addr.9
  br label %cond48
exit50:
  br label %join46
cached45:
  %v69 = sub i64 %size.D0, 16
  br label %cond70
cond70:
  %i73 = load i64, ptr %i0.addr.9
  %v74 = icmp sle i64 %i73, %v69
  br i1 %v74, label %body71, label %exit72
body71:
  %ins75 = insertelement <16 x i64> poison, i64 %i73, i64 0
  %splat76 = shufflevector <16 x i64> %ins75, <16 x i64> poison, <16 x i32> zeroinitializer
  %step77 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane78 = add <16 x i64> %splat76, %step77
  %ins79 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat80 = shufflevector <16 x i64> %ins79, <16 x i64> poison, <16 x i32> zeroinitializer
  %v81 = mul <16 x i64> %lane78, %splat80
  %ins82 = insertelement <16 x i64> poison, i64 %i7, i64 0
  %splat83 = shufflevector <16 x i64> %ins82, <16 x i64> poison, <16 x i32> zeroinitializer
  %v84 = add <16 x i64> %v81, %splat83
  %ps85 = getelementptr float, ptr %buf.x, <16 x i64> %v84
  %ld86 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps85, <16 x i1> splat (i1 true), <16 x float> zeroinitializer)
  %v87 = mul i64 %i7, %size.D0
  %v88 = add i64 %v87, %i73
  %p89 = getelementptr float, ptr %buf.y, i64 %v88
  store <16 x float> %ld86, ptr %p89, align 4
  %v90 = add nsw i64 %i73, 16
  store i64 %v90, ptr %i0.addr.9
  br label %cond70
exit72:
  br label %join46
join46:
  %i91 = load i64, ptr %i0.addr.9
  %v92 = icmp slt i64 %i91, %size.D0
  br i1 %v92, label %tail93, label %done94
tail93:
  %mask95 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i91, i64 %size.D0)
  %ins96 = insertelement <16 x i64> poison, i64 %i91, i64 0
  %splat97 = shufflevector <16 x i64> %ins96, <16 x i64> poison, <16 x i32> zeroinitializer
  %step98 = call <16 x i64> @llvm.stepvector.v16i64()
  %lane99 = add <16 x i64> %splat97, %step98
  %ins100 = insertelement <16 x i64> poison, i64 %size.D1, i64 0
  %splat101 = shufflevector <16 x i64> %ins100, <16 x i64> poison, <16 x i32> zeroinitializer
  %v102 = mul <16 x i64> %lane99, %splat101
  %ins103 = insertelement <16 x i64> poison, i64 %i7, i64 0
  %splat104 = shufflevector <16 x i64> %ins103, <16 x i64> poison, <16 x i32> zeroinitializer
  %v105 = add <16 x i64> %v102, %splat104
  %ps106 = getelementptr float, ptr %buf.x, <16 x i64> %v105
  %ld107 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %ps106, <16 x i1> %mask95, <16 x float> zeroinitializer)
  %v108 = mul i64 %i7, %size.D0
  %v109 = add i64 %v108, %i91
  %p110 = getelementptr float, ptr %buf.y, i64 %v109
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld107, ptr align 4 %p110, <16 x i1> %mask95)
  br label %done94
done94:
  %v111 = add nsw i64 %i7, 1
  store i64 %v111, ptr %i1.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}
