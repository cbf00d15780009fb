@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.x86.sse.sfence()

define void @"jr.op.prelu"(ptr noalias %buf.x, ptr noalias %buf.slope, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %v26 = icmp sge i64 %size.B0, 2097152
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
  %v20 = fcmp oge <16 x float> %ld19, splat (float 0x0000000000000000)
  %p21 = getelementptr float, ptr %buf.slope, i64 %i4
  %ld22 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p21, <16 x i1> %mask17, <16 x float> zeroinitializer)
  %v23 = fmul contract <16 x float> %ld22, %ld19
  %v24 = select <16 x i1> %v20, <16 x float> %ld19, <16 x float> %v23
  %p25 = getelementptr float, ptr %buf.y, i64 %i4
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v24, ptr align 4 %p25, <16 x i1> %mask17)
  store i64 %v16, ptr %_b0.addr.1
  br label %aligned15
aligned15:
  %v27 = and i1 %v11, %v26
  br i1 %v27, label %stream28, label %cached29
stream28:
  %v31 = sub i64 %v3, 16
  br label %cond32
cond32:
  %i35 = load i64, ptr %_b0.addr.1
  %v36 = icmp sle i64 %i35, %v31
  br i1 %v36, label %body33, label %exit34
body33:
  %p37 = getelementptr float, ptr %buf.x, i64 %i35
  %ld38 = load <16 x float>, ptr %p37, align 4
  %v39 = fcmp oge <16 x float> %ld38, splat (float 0x0000000000000000)
  %p40 = getelementptr float, ptr %buf.slope, i64 %i35
  %ld41 = load <16 x float>, ptr %p40, align 4
  %v42 = fmul contract <16 x float> %ld41, %ld38
  %v43 = select <16 x i1> %v39, <16 x float> %ld38, <16 x float> %v42
  %p44 = getelementptr float, ptr %buf.y, i64 %i35
  store <16 x float> %v43, ptr %p44, align 64, !nontemporal !{i32 1}
  %v45 = add nsw i64 %i35, 16
  store i64 %v45, ptr %_b0.addr.1
  br label %cond32
exit34:
  br label %join30
cached29:
  %v46 = sub i64 %v3, 16
  br label %cond47
cond47:
  %i50 = load i64, ptr %_b0.addr.1
  %v51 = icmp sle i64 %i50, %v46
  br i1 %v51, label %body48, label %exit49
body48:
  %p52 = getelementptr float, ptr %buf.x, i64 %i50
  %ld53 = load <16 x float>, ptr %p52, align 4
  %v54 = fcmp oge <16 x float> %ld53, splat (float 0x0000000000000000)
  %p55 = getelementptr float, ptr %buf.slope, i64 %i50
  %ld56 = load <16 x float>, ptr %p55, align 4
  %v57 = fmul contract <16 x float> %ld56, %ld53
  %v58 = select <16 x i1> %v54, <16 x float> %ld53, <16 x float> %v57
  %p59 = getelementptr float, ptr %buf.y, i64 %i50
  store <16 x float> %v58, ptr %p59, align 4
  %v60 = add nsw i64 %i50, 16
  store i64 %v60, ptr %_b0.addr.1
  br label %cond47
exit49:
  br label %join30
join30:
  %i61 = load i64, ptr %_b0.addr.1
  %v62 = icmp slt i64 %i61, %v3
  br i1 %v62, label %tail63, label %done64
tail63:
  %mask65 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i61, i64 %v3)
  %p66 = getelementptr float, ptr %buf.x, i64 %i61
  %ld67 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p66, <16 x i1> %mask65, <16 x float> zeroinitializer)
  %v68 = fcmp oge <16 x float> %ld67, splat (float 0x0000000000000000)
  %p69 = getelementptr float, ptr %buf.slope, i64 %i61
  %ld70 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p69, <16 x i1> %mask65, <16 x float> zeroinitializer)
  %v71 = fmul contract <16 x float> %ld70, %ld67
  %v72 = select <16 x i1> %v68, <16 x float> %ld67, <16 x float> %v71
  %p73 = getelementptr float, ptr %buf.y, i64 %i61
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v72, ptr align 4 %p73, <16 x i1> %mask65)
  br label %done64
done64:
  call void @llvm.x86.sse.sfence()
  ret void
}
