@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16i16.p0(<16 x i16>, ptr, <16 x i1>)

define void @"jr.op.to_f16"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %off23 = call i64 asm "", "=r,0"(i64 0)
  %off24 = trunc i64 %off23 to i1
  %off25 = insertelement <16 x i1> zeroinitializer, i1 %off24, i64 0
  %off26 = insertelement <16 x i1> %off25, i1 %off24, i64 15
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
  %v20 = fptrunc <16 x float> %ld19 to <16 x half>
  %v21 = bitcast <16 x half> %v20 to <16 x i16>
  %p22 = getelementptr i16, ptr %buf.y, i64 %i4
  %v27 = or <16 x i1> %mask17, %off26
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %v21, ptr align 2 %p22, <16 x i1> %v27)
  store i64 %v16, ptr %_b0.addr.1
  br label %aligned15
aligned15:
  %v28 = sub i64 %v3, 16
  br label %cond29
cond29:
  %i32 = load i64, ptr %_b0.addr.1
  %v33 = icmp sle i64 %i32, %v28
  br i1 %v33, label %body30, label %exit31
body30:
  %p34 = getelementptr float, ptr %buf.x, i64 %i32
  %ld35 = load <16 x float>, ptr %p34, align 4
  %v36 = fptrunc <16 x float> %ld35 to <16 x half>
  %v37 = bitcast <16 x half> %v36 to <16 x i16>
  %p38 = getelementptr i16, ptr %buf.y, i64 %i32
  store <16 x i16> %v37, ptr %p38, align 2
  %v39 = add nsw i64 %i32, 16
  store i64 %v39, ptr %_b0.addr.1
  br label %cond29
exit31:
  %i40 = load i64, ptr %_b0.addr.1
  %v41 = icmp slt i64 %i40, %v3
  br i1 %v41, label %tail42, label %done43
tail42:
  %mask44 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i40, i64 %v3)
  %p45 = getelementptr float, ptr %buf.x, i64 %i40
  %ld46 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p45, <16 x i1> %mask44, <16 x float> zeroinitializer)
  %v47 = fptrunc <16 x float> %ld46 to <16 x half>
  %v48 = bitcast <16 x half> %v47 to <16 x i16>
  %p49 = getelementptr i16, ptr %buf.y, i64 %i40
  %v50 = or <16 x i1> %mask44, %off26
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %v48, ptr align 2 %p49, <16 x i1> %v50)
  br label %done43
done43:
  ret void
}
