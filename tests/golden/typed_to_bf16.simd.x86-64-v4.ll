@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16i16.p0(<16 x i16>, ptr, <16 x i1>)

define void @"jr.op.to_bf16"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %off30 = call i64 asm "", "=r,0"(i64 0)
  %off31 = trunc i64 %off30 to i1
  %off32 = insertelement <16 x i1> zeroinitializer, i1 %off31, i64 0
  %off33 = insertelement <16 x i1> %off32, i1 %off31, i64 15
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
  %v21 = lshr <16 x i32> %v20, splat (i32 16)
  %v22 = and <16 x i32> %v21, splat (i32 1)
  %v23 = add <16 x i32> %v20, splat (i32 32767)
  %v24 = add <16 x i32> %v23, %v22
  %v25 = lshr <16 x i32> %v24, splat (i32 16)
  %v26 = fcmp uno <16 x float> %ld19, %ld19
  %v27 = select <16 x i1> %v26, <16 x i32> splat (i32 32704), <16 x i32> %v25
  %v28 = trunc <16 x i32> %v27 to <16 x i16>
  %p29 = getelementptr i16, ptr %buf.y, i64 %i4
  %v34 = or <16 x i1> %mask17, %off33
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %v28, ptr align 2 %p29, <16 x i1> %v34)
  store i64 %v16, ptr %_b0.addr.1
  br label %aligned15
aligned15:
  %v35 = sub i64 %v3, 16
  br label %cond36
cond36:
  %i39 = load i64, ptr %_b0.addr.1
  %v40 = icmp sle i64 %i39, %v35
  br i1 %v40, label %body37, label %exit38
body37:
  %p41 = getelementptr float, ptr %buf.x, i64 %i39
  %ld42 = load <16 x float>, ptr %p41, align 4
  %v43 = bitcast <16 x float> %ld42 to <16 x i32>
  %v44 = lshr <16 x i32> %v43, splat (i32 16)
  %v45 = and <16 x i32> %v44, splat (i32 1)
  %v46 = add <16 x i32> %v43, splat (i32 32767)
  %v47 = add <16 x i32> %v46, %v45
  %v48 = lshr <16 x i32> %v47, splat (i32 16)
  %v49 = fcmp uno <16 x float> %ld42, %ld42
  %v50 = select <16 x i1> %v49, <16 x i32> splat (i32 32704), <16 x i32> %v48
  %v51 = trunc <16 x i32> %v50 to <16 x i16>
  %p52 = getelementptr i16, ptr %buf.y, i64 %i39
  store <16 x i16> %v51, ptr %p52, align 2
  %v53 = add nsw i64 %i39, 16
  store i64 %v53, ptr %_b0.addr.1
  br label %cond36
exit38:
  %i54 = load i64, ptr %_b0.addr.1
  %v55 = icmp slt i64 %i54, %v3
  br i1 %v55, label %tail56, label %done57
tail56:
  %mask58 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i54, i64 %v3)
  %p59 = getelementptr float, ptr %buf.x, i64 %i54
  %ld60 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p59, <16 x i1> %mask58, <16 x float> zeroinitializer)
  %v61 = bitcast <16 x float> %ld60 to <16 x i32>
  %v62 = lshr <16 x i32> %v61, splat (i32 16)
  %v63 = and <16 x i32> %v62, splat (i32 1)
  %v64 = add <16 x i32> %v61, splat (i32 32767)
  %v65 = add <16 x i32> %v64, %v63
  %v66 = lshr <16 x i32> %v65, splat (i32 16)
  %v67 = fcmp uno <16 x float> %ld60, %ld60
  %v68 = select <16 x i1> %v67, <16 x i32> splat (i32 32704), <16 x i32> %v66
  %v69 = trunc <16 x i32> %v68 to <16 x i16>
  %p70 = getelementptr i16, ptr %buf.y, i64 %i54
  %v71 = or <16 x i1> %mask58, %off33
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %v69, ptr align 2 %p70, <16 x i1> %v71)
  br label %done57
done57:
  ret void
}
