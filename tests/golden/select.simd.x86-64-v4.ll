@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.x86.sse.sfence()

define void @"jr.op.select"(ptr noalias %buf.cond, ptr noalias %buf.a, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %v27 = icmp sge i64 %size.B0, 2097152
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
  %p18 = getelementptr float, ptr %buf.cond, i64 %i4
  %ld19 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p18, <16 x i1> %mask17, <16 x float> zeroinitializer)
  %v20 = fcmp une <16 x float> %ld19, splat (float 0x0000000000000000)
  %p21 = getelementptr float, ptr %buf.a, i64 %i4
  %ld22 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p21, <16 x i1> %mask17, <16 x float> zeroinitializer)
  %p23 = getelementptr float, ptr %buf.b, i64 %i4
  %ld24 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p23, <16 x i1> %mask17, <16 x float> zeroinitializer)
  %v25 = select <16 x i1> %v20, <16 x float> %ld22, <16 x float> %ld24
  %p26 = getelementptr float, ptr %buf.y, i64 %i4
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v25, ptr align 4 %p26, <16 x i1> %mask17)
  store i64 %v16, ptr %_b0.addr.1
  br label %aligned15
aligned15:
  %v28 = and i1 %v11, %v27
  br i1 %v28, label %stream29, label %cached30
stream29:
  %v32 = sub i64 %v3, 16
  br label %cond33
cond33:
  %i36 = load i64, ptr %_b0.addr.1
  %v37 = icmp sle i64 %i36, %v32
  br i1 %v37, label %body34, label %exit35
body34:
  %p38 = getelementptr float, ptr %buf.cond, i64 %i36
  %ld39 = load <16 x float>, ptr %p38, align 4
  %v40 = fcmp une <16 x float> %ld39, splat (float 0x0000000000000000)
  %p41 = getelementptr float, ptr %buf.a, i64 %i36
  %ld42 = load <16 x float>, ptr %p41, align 4
  %p43 = getelementptr float, ptr %buf.b, i64 %i36
  %ld44 = load <16 x float>, ptr %p43, align 4
  %v45 = select <16 x i1> %v40, <16 x float> %ld42, <16 x float> %ld44
  %p46 = getelementptr float, ptr %buf.y, i64 %i36
  store <16 x float> %v45, ptr %p46, align 64, !nontemporal !{i32 1}
  %v47 = add nsw i64 %i36, 16
  store i64 %v47, ptr %_b0.addr.1
  br label %cond33
exit35:
  br label %join31
cached30:
  %v48 = sub i64 %v3, 16
  br label %cond49
cond49:
  %i52 = load i64, ptr %_b0.addr.1
  %v53 = icmp sle i64 %i52, %v48
  br i1 %v53, label %body50, label %exit51
body50:
  %p54 = getelementptr float, ptr %buf.cond, i64 %i52
  %ld55 = load <16 x float>, ptr %p54, align 4
  %v56 = fcmp une <16 x float> %ld55, splat (float 0x0000000000000000)
  %p57 = getelementptr float, ptr %buf.a, i64 %i52
  %ld58 = load <16 x float>, ptr %p57, align 4
  %p59 = getelementptr float, ptr %buf.b, i64 %i52
  %ld60 = load <16 x float>, ptr %p59, align 4
  %v61 = select <16 x i1> %v56, <16 x float> %ld58, <16 x float> %ld60
  %p62 = getelementptr float, ptr %buf.y, i64 %i52
  store <16 x float> %v61, ptr %p62, align 4
  %v63 = add nsw i64 %i52, 16
  store i64 %v63, ptr %_b0.addr.1
  br label %cond49
exit51:
  br label %join31
join31:
  %i64 = load i64, ptr %_b0.addr.1
  %v65 = icmp slt i64 %i64, %v3
  br i1 %v65, label %tail66, label %done67
tail66:
  %mask68 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i64, i64 %v3)
  %p69 = getelementptr float, ptr %buf.cond, i64 %i64
  %ld70 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p69, <16 x i1> %mask68, <16 x float> zeroinitializer)
  %v71 = fcmp une <16 x float> %ld70, splat (float 0x0000000000000000)
  %p72 = getelementptr float, ptr %buf.a, i64 %i64
  %ld73 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p72, <16 x i1> %mask68, <16 x float> zeroinitializer)
  %p74 = getelementptr float, ptr %buf.b, i64 %i64
  %ld75 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p74, <16 x i1> %mask68, <16 x float> zeroinitializer)
  %v76 = select <16 x i1> %v71, <16 x float> %ld73, <16 x float> %ld75
  %p77 = getelementptr float, ptr %buf.y, i64 %i64
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v76, ptr align 4 %p77, <16 x i1> %mask68)
  br label %done67
done67:
  call void @llvm.x86.sse.sfence()
  ret void
}
