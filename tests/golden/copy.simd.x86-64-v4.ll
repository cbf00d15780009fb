@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.x86.sse.sfence()

define void @"jr.op.copy"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %v21 = icmp sge i64 %size.B0, 2097152
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
  %p20 = getelementptr float, ptr %buf.y, i64 %i4
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld19, ptr align 4 %p20, <16 x i1> %mask17)
  store i64 %v16, ptr %_b0.addr.1
  br label %aligned15
aligned15:
  %v22 = and i1 %v11, %v21
  br i1 %v22, label %stream23, label %cached24
stream23:
  %v26 = sub i64 %v3, 16
  br label %cond27
cond27:
  %i30 = load i64, ptr %_b0.addr.1
  %v31 = icmp sle i64 %i30, %v26
  br i1 %v31, label %body28, label %exit29
body28:
  %p32 = getelementptr float, ptr %buf.x, i64 %i30
  %ld33 = load <16 x float>, ptr %p32, align 4
  %p34 = getelementptr float, ptr %buf.y, i64 %i30
  store <16 x float> %ld33, ptr %p34, align 64, !nontemporal !{i32 1}
  %v35 = add nsw i64 %i30, 16
  store i64 %v35, ptr %_b0.addr.1
  br label %cond27
exit29:
  br label %join25
cached24:
  %v36 = sub i64 %v3, 16
  br label %cond37
cond37:
  %i40 = load i64, ptr %_b0.addr.1
  %v41 = icmp sle i64 %i40, %v36
  br i1 %v41, label %body38, label %exit39
body38:
  %p42 = getelementptr float, ptr %buf.x, i64 %i40
  %ld43 = load <16 x float>, ptr %p42, align 4
  %p44 = getelementptr float, ptr %buf.y, i64 %i40
  store <16 x float> %ld43, ptr %p44, align 4
  %v45 = add nsw i64 %i40, 16
  store i64 %v45, ptr %_b0.addr.1
  br label %cond37
exit39:
  br label %join25
join25:
  %i46 = load i64, ptr %_b0.addr.1
  %v47 = icmp slt i64 %i46, %v3
  br i1 %v47, label %tail48, label %done49
tail48:
  %mask50 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i46, i64 %v3)
  %p51 = getelementptr float, ptr %buf.x, i64 %i46
  %ld52 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p51, <16 x i1> %mask50, <16 x float> zeroinitializer)
  %p53 = getelementptr float, ptr %buf.y, i64 %i46
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld52, ptr align 4 %p53, <16 x i1> %mask50)
  br label %done49
done49:
  call void @llvm.x86.sse.sfence()
  ret void
}
