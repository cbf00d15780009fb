@jr.zero = internal constant float 0.0, align 4

declare <16 x i16> @llvm.masked.load.v16i16.p0(ptr, <16 x i1>, <16 x i16>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.x86.sse.sfence()

define void @"jr.op.from_f16"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %v23 = icmp sge i64 %size.B0, 2097152
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
  %p18 = getelementptr i16, ptr %buf.x, i64 %i4
  %ld19 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %p18, <16 x i1> %mask17, <16 x i16> zeroinitializer)
  %v20 = bitcast <16 x i16> %ld19 to <16 x half>
  %v21 = fpext <16 x half> %v20 to <16 x float>
  %p22 = getelementptr float, ptr %buf.y, i64 %i4
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v21, ptr align 4 %p22, <16 x i1> %mask17)
  store i64 %v16, ptr %_b0.addr.1
  br label %aligned15
aligned15:
  %v24 = and i1 %v11, %v23
  br i1 %v24, label %stream25, label %cached26
stream25:
  %v28 = sub i64 %v3, 16
  br label %cond29
cond29:
  %i32 = load i64, ptr %_b0.addr.1
  %v33 = icmp sle i64 %i32, %v28
  br i1 %v33, label %body30, label %exit31
body30:
  %p34 = getelementptr i16, ptr %buf.x, i64 %i32
  %ld35 = load <16 x i16>, ptr %p34, align 2
  %v36 = bitcast <16 x i16> %ld35 to <16 x half>
  %v37 = fpext <16 x half> %v36 to <16 x float>
  %p38 = getelementptr float, ptr %buf.y, i64 %i32
  store <16 x float> %v37, ptr %p38, align 64, !nontemporal !{i32 1}
  %v39 = add nsw i64 %i32, 16
  store i64 %v39, ptr %_b0.addr.1
  br label %cond29
exit31:
  br label %join27
cached26:
  %v40 = sub i64 %v3, 16
  br label %cond41
cond41:
  %i44 = load i64, ptr %_b0.addr.1
  %v45 = icmp sle i64 %i44, %v40
  br i1 %v45, label %body42, label %exit43
body42:
  %p46 = getelementptr i16, ptr %buf.x, i64 %i44
  %ld47 = load <16 x i16>, ptr %p46, align 2
  %v48 = bitcast <16 x i16> %ld47 to <16 x half>
  %v49 = fpext <16 x half> %v48 to <16 x float>
  %p50 = getelementptr float, ptr %buf.y, i64 %i44
  store <16 x float> %v49, ptr %p50, align 4
  %v51 = add nsw i64 %i44, 16
  store i64 %v51, ptr %_b0.addr.1
  br label %cond41
exit43:
  br label %join27
join27:
  %i52 = load i64, ptr %_b0.addr.1
  %v53 = icmp slt i64 %i52, %v3
  br i1 %v53, label %tail54, label %done55
tail54:
  %mask56 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i52, i64 %v3)
  %p57 = getelementptr i16, ptr %buf.x, i64 %i52
  %ld58 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %p57, <16 x i1> %mask56, <16 x i16> zeroinitializer)
  %v59 = bitcast <16 x i16> %ld58 to <16 x half>
  %v60 = fpext <16 x half> %v59 to <16 x float>
  %p61 = getelementptr float, ptr %buf.y, i64 %i52
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v60, ptr align 4 %p61, <16 x i1> %mask56)
  br label %done55
done55:
  call void @llvm.x86.sse.sfence()
  ret void
}
