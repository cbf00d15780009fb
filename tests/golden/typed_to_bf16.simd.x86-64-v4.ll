@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16i16.p0(<16 x i16>, ptr, <16 x i1>)

define void @"jr.op.to_bf16"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %off32 = call i64 asm "", "=r,0"(i64 0)
  %off33 = trunc i64 %off32 to i1
  %off34 = insertelement <16 x i1> zeroinitializer, i1 %off33, i64 0
  %off35 = insertelement <16 x i1> %off34, i1 %off33, i64 15
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  %i4 = load i64, ptr %_b0.addr.1
  %p5 = getelementptr i16, ptr %buf.y, i64 %i4
  %v6 = ptrtoint ptr %p5 to i64
  %v7 = lshr i64 %v6, 1
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
  %v20 = bitcast <16 x float> %ld19 to <16 x i32>
  %v21 = fcmp uno <16 x float> %ld19, %ld19
  %v22 = lshr <16 x i32> %v20, splat (i32 16)
  %v23 = and <16 x i32> %v22, splat (i32 1)
  %v24 = add <16 x i32> %v20, splat (i32 32767)
  %v25 = add <16 x i32> %v24, %v23
  %v26 = lshr <16 x i32> %v25, splat (i32 16)
  %v27 = lshr <16 x i32> %v20, splat (i32 16)
  %v28 = or <16 x i32> %v27, splat (i32 64)
  %v29 = select <16 x i1> %v21, <16 x i32> %v28, <16 x i32> %v26
  %v30 = trunc <16 x i32> %v29 to <16 x i16>
  %p31 = getelementptr i16, ptr %buf.y, i64 %i4
  %v36 = or <16 x i1> %mask17, %off35
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %v30, ptr align 2 %p31, <16 x i1> %v36)
  store i64 %v16, ptr %_b0.addr.1
  br label %aligned15
aligned15:
  %v37 = sub i64 %v3, 16
  br label %cond38
cond38:
  %i41 = load i64, ptr %_b0.addr.1
  %v42 = icmp sle i64 %i41, %v37
  br i1 %v42, label %body39, label %exit40
body39:
  %p43 = getelementptr float, ptr %buf.x, i64 %i41
  %ld44 = load <16 x float>, ptr %p43, align 4
  %v45 = bitcast <16 x float> %ld44 to <16 x i32>
  %v46 = fcmp uno <16 x float> %ld44, %ld44
  %v47 = lshr <16 x i32> %v45, splat (i32 16)
  %v48 = and <16 x i32> %v47, splat (i32 1)
  %v49 = add <16 x i32> %v45, splat (i32 32767)
  %v50 = add <16 x i32> %v49, %v48
  %v51 = lshr <16 x i32> %v50, splat (i32 16)
  %v52 = lshr <16 x i32> %v45, splat (i32 16)
  %v53 = or <16 x i32> %v52, splat (i32 64)
  %v54 = select <16 x i1> %v46, <16 x i32> %v53, <16 x i32> %v51
  %v55 = trunc <16 x i32> %v54 to <16 x i16>
  %p56 = getelementptr i16, ptr %buf.y, i64 %i41
  store <16 x i16> %v55, ptr %p56, align 2
  %v57 = add nsw i64 %i41, 16
  store i64 %v57, ptr %_b0.addr.1
  br label %cond38
exit40:
  %i58 = load i64, ptr %_b0.addr.1
  %v59 = icmp slt i64 %i58, %v3
  br i1 %v59, label %tail60, label %done61
tail60:
  %mask62 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i58, i64 %v3)
  %p63 = getelementptr float, ptr %buf.x, i64 %i58
  %ld64 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p63, <16 x i1> %mask62, <16 x float> zeroinitializer)
  %v65 = bitcast <16 x float> %ld64 to <16 x i32>
  %v66 = fcmp uno <16 x float> %ld64, %ld64
  %v67 = lshr <16 x i32> %v65, splat (i32 16)
  %v68 = and <16 x i32> %v67, splat (i32 1)
  %v69 = add <16 x i32> %v65, splat (i32 32767)
  %v70 = add <16 x i32> %v69, %v68
  %v71 = lshr <16 x i32> %v70, splat (i32 16)
  %v72 = lshr <16 x i32> %v65, splat (i32 16)
  %v73 = or <16 x i32> %v72, splat (i32 64)
  %v74 = select <16 x i1> %v66, <16 x i32> %v73, <16 x i32> %v71
  %v75 = trunc <16 x i32> %v74 to <16 x i16>
  %p76 = getelementptr i16, ptr %buf.y, i64 %i58
  %v77 = or <16 x i1> %mask62, %off35
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %v75, ptr align 2 %p76, <16 x i1> %v77)
  br label %done61
done61:
  ret void
}
