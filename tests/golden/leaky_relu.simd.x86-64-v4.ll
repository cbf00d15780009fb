@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.x86.sse.sfence()

define void @"jr.op.leaky_relu"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %v24 = icmp sge i64 %size.B0, 2097152
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
  %v21 = fmul contract <16 x float> splat (float 0x3F847AE140000000), %ld19
  %v22 = select <16 x i1> %v20, <16 x float> %ld19, <16 x float> %v21
  %p23 = getelementptr float, ptr %buf.y, i64 %i4
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v22, ptr align 4 %p23, <16 x i1> %mask17)
  store i64 %v16, ptr %_b0.addr.1
  br label %aligned15
aligned15:
  %v25 = and i1 %v11, %v24
  br i1 %v25, label %stream26, label %cached27
stream26:
  %v29 = sub i64 %v3, 16
  br label %cond30
cond30:
  %i33 = load i64, ptr %_b0.addr.1
  %v34 = icmp sle i64 %i33, %v29
  br i1 %v34, label %body31, label %exit32
body31:
  %p35 = getelementptr float, ptr %buf.x, i64 %i33
  %ld36 = load <16 x float>, ptr %p35, align 4
  %v37 = fcmp oge <16 x float> %ld36, splat (float 0x0000000000000000)
  %v38 = fmul contract <16 x float> splat (float 0x3F847AE140000000), %ld36
  %v39 = select <16 x i1> %v37, <16 x float> %ld36, <16 x float> %v38
  %p40 = getelementptr float, ptr %buf.y, i64 %i33
  store <16 x float> %v39, ptr %p40, align 64, !nontemporal !{i32 1}
  %v41 = add nsw i64 %i33, 16
  store i64 %v41, ptr %_b0.addr.1
  br label %cond30
exit32:
  br label %join28
cached27:
  %v42 = sub i64 %v3, 16
  br label %cond43
cond43:
  %i46 = load i64, ptr %_b0.addr.1
  %v47 = icmp sle i64 %i46, %v42
  br i1 %v47, label %body44, label %exit45
body44:
  %p48 = getelementptr float, ptr %buf.x, i64 %i46
  %ld49 = load <16 x float>, ptr %p48, align 4
  %v50 = fcmp oge <16 x float> %ld49, splat (float 0x0000000000000000)
  %v51 = fmul contract <16 x float> splat (float 0x3F847AE140000000), %ld49
  %v52 = select <16 x i1> %v50, <16 x float> %ld49, <16 x float> %v51
  %p53 = getelementptr float, ptr %buf.y, i64 %i46
  store <16 x float> %v52, ptr %p53, align 4
  %v54 = add nsw i64 %i46, 16
  store i64 %v54, ptr %_b0.addr.1
  br label %cond43
exit45:
  br label %join28
join28:
  %i55 = load i64, ptr %_b0.addr.1
  %v56 = icmp slt i64 %i55, %v3
  br i1 %v56, label %tail57, label %done58
tail57:
  %mask59 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i55, i64 %v3)
  %p60 = getelementptr float, ptr %buf.x, i64 %i55
  %ld61 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p60, <16 x i1> %mask59, <16 x float> zeroinitializer)
  %v62 = fcmp oge <16 x float> %ld61, splat (float 0x0000000000000000)
  %v63 = fmul contract <16 x float> splat (float 0x3F847AE140000000), %ld61
  %v64 = select <16 x i1> %v62, <16 x float> %ld61, <16 x float> %v63
  %p65 = getelementptr float, ptr %buf.y, i64 %i55
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v64, ptr align 4 %p65, <16 x i1> %mask59)
  br label %done58
done58:
  call void @llvm.x86.sse.sfence()
  ret void
}
