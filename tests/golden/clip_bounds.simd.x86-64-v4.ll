@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.maximum.v16f32(<16 x float>, <16 x float>)
declare <16 x float> @llvm.minimum.v16f32(<16 x float>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.x86.sse.sfence()

define void @"jr.op.clip_bounds"(ptr noalias %buf.x, ptr noalias %buf.lo, ptr noalias %buf.hi, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %v31 = icmp sge i64 %size.B0, 2097152
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  %i4 = load i64, ptr %_b0.addr.1
  %p5 = getelementptr float, ptr %buf.y, i64 %i4
  %v6 = ptrtoint ptr %p5 to i64
  %v7 = lshr i64 %v6, 2
  %v8 = sub i64 0, %v7
  %v9 = and i64 %v8, 15
  %v10 = sub i64 %v3, %i4
  %v11 = icmp sge i64 %v10, 128
  %v12 = select i1 %v11, i64 %v9, i64 0
  %v13 = icmp sgt i64 %v12, 0
  br i1 %v13, label %peel14, label %aligned15
peel14:
  %v16 = add nsw i64 %i4, %v12
  %mask17 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i4, i64 %v16)
  %p18 = getelementptr float, ptr %buf.x, i64 %i4
  %ld19 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p18, <16 x i1> %mask17, <16 x float> zeroinitializer)
  %p20 = getelementptr float, ptr %buf.lo, i64 0
  %ld21 = load float, ptr %p20, align 4
  %ins22 = insertelement <16 x float> poison, float %ld21, i64 0
  %splat23 = shufflevector <16 x float> %ins22, <16 x float> poison, <16 x i32> zeroinitializer
  %v24 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %ld19, <16 x float> %splat23)
  %p25 = getelementptr float, ptr %buf.hi, i64 0
  %ld26 = load float, ptr %p25, align 4
  %ins27 = insertelement <16 x float> poison, float %ld26, i64 0
  %splat28 = shufflevector <16 x float> %ins27, <16 x float> poison, <16 x i32> zeroinitializer
  %v29 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %v24, <16 x float> %splat28)
  %p30 = getelementptr float, ptr %buf.y, i64 %i4
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v29, ptr align 4 %p30, <16 x i1> %mask17)
  store i64 %v16, ptr %_b0.addr.1
  br label %aligned15
aligned15:
  %v32 = and i1 %v11, %v31
  br i1 %v32, label %stream33, label %cached34
stream33:
  %v36 = sub i64 %v3, 16
  br label %cond37
cond37:
  %i40 = load i64, ptr %_b0.addr.1
  %v41 = icmp sle i64 %i40, %v36
  br i1 %v41, label %body38, label %exit39
body38:
  %p42 = getelementptr float, ptr %buf.x, i64 %i40
  %ld43 = load <16 x float>, ptr %p42, align 4
  %p44 = getelementptr float, ptr %buf.lo, i64 0
  %ld45 = load float, ptr %p44, align 4
  %ins46 = insertelement <16 x float> poison, float %ld45, i64 0
  %splat47 = shufflevector <16 x float> %ins46, <16 x float> poison, <16 x i32> zeroinitializer
  %v48 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %ld43, <16 x float> %splat47)
  %p49 = getelementptr float, ptr %buf.hi, i64 0
  %ld50 = load float, ptr %p49, align 4
  %ins51 = insertelement <16 x float> poison, float %ld50, i64 0
  %splat52 = shufflevector <16 x float> %ins51, <16 x float> poison, <16 x i32> zeroinitializer
  %v53 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %v48, <16 x float> %splat52)
  %p54 = getelementptr float, ptr %buf.y, i64 %i40
  store <16 x float> %v53, ptr %p54, align 64, !nontemporal !{i32 1}
  %v55 = add nsw i64 %i40, 16
  store i64 %v55, ptr %_b0.addr.1
  br label %cond37
exit39:
  br label %join35
cached34:
  %v56 = sub i64 %v3, 16
  br label %cond57
cond57:
  %i60 = load i64, ptr %_b0.addr.1
  %v61 = icmp sle i64 %i60, %v56
  br i1 %v61, label %body58, label %exit59
body58:
  %p62 = getelementptr float, ptr %buf.x, i64 %i60
  %ld63 = load <16 x float>, ptr %p62, align 4
  %p64 = getelementptr float, ptr %buf.lo, i64 0
  %ld65 = load float, ptr %p64, align 4
  %ins66 = insertelement <16 x float> poison, float %ld65, i64 0
  %splat67 = shufflevector <16 x float> %ins66, <16 x float> poison, <16 x i32> zeroinitializer
  %v68 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %ld63, <16 x float> %splat67)
  %p69 = getelementptr float, ptr %buf.hi, i64 0
  %ld70 = load float, ptr %p69, align 4
  %ins71 = insertelement <16 x float> poison, float %ld70, i64 0
  %splat72 = shufflevector <16 x float> %ins71, <16 x float> poison, <16 x i32> zeroinitializer
  %v73 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %v68, <16 x float> %splat72)
  %p74 = getelementptr float, ptr %buf.y, i64 %i60
  store <16 x float> %v73, ptr %p74, align 4
  %v75 = add nsw i64 %i60, 16
  store i64 %v75, ptr %_b0.addr.1
  br label %cond57
exit59:
  br label %join35
join35:
  %i76 = load i64, ptr %_b0.addr.1
  %v77 = icmp slt i64 %i76, %v3
  br i1 %v77, label %tail78, label %done79
tail78:
  %mask80 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i76, i64 %v3)
  %p81 = getelementptr float, ptr %buf.x, i64 %i76
  %ld82 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p81, <16 x i1> %mask80, <16 x float> zeroinitializer)
  %p83 = getelementptr float, ptr %buf.lo, i64 0
  %ld84 = load float, ptr %p83, align 4
  %ins85 = insertelement <16 x float> poison, float %ld84, i64 0
  %splat86 = shufflevector <16 x float> %ins85, <16 x float> poison, <16 x i32> zeroinitializer
  %v87 = call <16 x float> @llvm.maximum.v16f32(<16 x float> %ld82, <16 x float> %splat86)
  %p88 = getelementptr float, ptr %buf.hi, i64 0
  %ld89 = load float, ptr %p88, align 4
  %ins90 = insertelement <16 x float> poison, float %ld89, i64 0
  %splat91 = shufflevector <16 x float> %ins90, <16 x float> poison, <16 x i32> zeroinitializer
  %v92 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %v87, <16 x float> %splat91)
  %p93 = getelementptr float, ptr %buf.y, i64 %i76
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v92, ptr align 4 %p93, <16 x i1> %mask80)
  br label %done79
done79:
  call void @llvm.x86.sse.sfence()
  ret void
}
