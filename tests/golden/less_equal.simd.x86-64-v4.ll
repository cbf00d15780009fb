@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.x86.sse.sfence()

define void @"jr.op.less_equal"(ptr noalias %buf.a, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %v25 = icmp sge i64 %size.B0, 2097152
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
  %p18 = getelementptr float, ptr %buf.a, i64 %i4
  %ld19 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p18, <16 x i1> %mask17, <16 x float> zeroinitializer)
  %p20 = getelementptr float, ptr %buf.b, i64 %i4
  %ld21 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p20, <16 x i1> %mask17, <16 x float> zeroinitializer)
  %v22 = fcmp ole <16 x float> %ld19, %ld21
  %v23 = select <16 x i1> %v22, <16 x float> splat (float 0x3FF0000000000000), <16 x float> splat (float 0x0000000000000000)
  %p24 = getelementptr float, ptr %buf.y, i64 %i4
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v23, ptr align 4 %p24, <16 x i1> %mask17)
  store i64 %v16, ptr %_b0.addr.1
  br label %aligned15
aligned15:
  %v26 = and i1 %v11, %v25
  br i1 %v26, label %stream27, label %cached28
stream27:
  %v30 = sub i64 %v3, 16
  br label %cond31
cond31:
  %i34 = load i64, ptr %_b0.addr.1
  %v35 = icmp sle i64 %i34, %v30
  br i1 %v35, label %body32, label %exit33
body32:
  %p36 = getelementptr float, ptr %buf.a, i64 %i34
  %ld37 = load <16 x float>, ptr %p36, align 4
  %p38 = getelementptr float, ptr %buf.b, i64 %i34
  %ld39 = load <16 x float>, ptr %p38, align 4
  %v40 = fcmp ole <16 x float> %ld37, %ld39
  %v41 = select <16 x i1> %v40, <16 x float> splat (float 0x3FF0000000000000), <16 x float> splat (float 0x0000000000000000)
  %p42 = getelementptr float, ptr %buf.y, i64 %i34
  store <16 x float> %v41, ptr %p42, align 64, !nontemporal !{i32 1}
  %v43 = add nsw i64 %i34, 16
  store i64 %v43, ptr %_b0.addr.1
  br label %cond31
exit33:
  br label %join29
cached28:
  %v44 = sub i64 %v3, 16
  br label %cond45
cond45:
  %i48 = load i64, ptr %_b0.addr.1
  %v49 = icmp sle i64 %i48, %v44
  br i1 %v49, label %body46, label %exit47
body46:
  %p50 = getelementptr float, ptr %buf.a, i64 %i48
  %ld51 = load <16 x float>, ptr %p50, align 4
  %p52 = getelementptr float, ptr %buf.b, i64 %i48
  %ld53 = load <16 x float>, ptr %p52, align 4
  %v54 = fcmp ole <16 x float> %ld51, %ld53
  %v55 = select <16 x i1> %v54, <16 x float> splat (float 0x3FF0000000000000), <16 x float> splat (float 0x0000000000000000)
  %p56 = getelementptr float, ptr %buf.y, i64 %i48
  store <16 x float> %v55, ptr %p56, align 4
  %v57 = add nsw i64 %i48, 16
  store i64 %v57, ptr %_b0.addr.1
  br label %cond45
exit47:
  br label %join29
join29:
  %i58 = load i64, ptr %_b0.addr.1
  %v59 = icmp slt i64 %i58, %v3
  br i1 %v59, label %tail60, label %done61
tail60:
  %mask62 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i58, i64 %v3)
  %p63 = getelementptr float, ptr %buf.a, i64 %i58
  %ld64 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p63, <16 x i1> %mask62, <16 x float> zeroinitializer)
  %p65 = getelementptr float, ptr %buf.b, i64 %i58
  %ld66 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p65, <16 x i1> %mask62, <16 x float> zeroinitializer)
  %v67 = fcmp ole <16 x float> %ld64, %ld66
  %v68 = select <16 x i1> %v67, <16 x float> splat (float 0x3FF0000000000000), <16 x float> splat (float 0x0000000000000000)
  %p69 = getelementptr float, ptr %buf.y, i64 %i58
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v68, ptr align 4 %p69, <16 x i1> %mask62)
  br label %done61
done61:
  call void @llvm.x86.sse.sfence()
  ret void
}
