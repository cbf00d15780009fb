@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16i16.p0(<16 x i16>, ptr, <16 x i1>)

define void @"jr.op.to_bf16"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
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
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %v30, ptr align 2 %p31, <16 x i1> %mask17)
  store i64 %v16, ptr %_b0.addr.1
  br label %aligned15
aligned15:
  %v32 = sub i64 %v3, 16
  br label %cond33
cond33:
  %i36 = load i64, ptr %_b0.addr.1
  %v37 = icmp sle i64 %i36, %v32
  br i1 %v37, label %body34, label %exit35
body34:
  %p38 = getelementptr float, ptr %buf.x, i64 %i36
  %ld39 = load <16 x float>, ptr %p38, align 4
  %v40 = bitcast <16 x float> %ld39 to <16 x i32>
  %v41 = fcmp uno <16 x float> %ld39, %ld39
  %v42 = lshr <16 x i32> %v40, splat (i32 16)
  %v43 = and <16 x i32> %v42, splat (i32 1)
  %v44 = add <16 x i32> %v40, splat (i32 32767)
  %v45 = add <16 x i32> %v44, %v43
  %v46 = lshr <16 x i32> %v45, splat (i32 16)
  %v47 = lshr <16 x i32> %v40, splat (i32 16)
  %v48 = or <16 x i32> %v47, splat (i32 64)
  %v49 = select <16 x i1> %v41, <16 x i32> %v48, <16 x i32> %v46
  %v50 = trunc <16 x i32> %v49 to <16 x i16>
  %p51 = getelementptr i16, ptr %buf.y, i64 %i36
  store <16 x i16> %v50, ptr %p51, align 2
  %v52 = add nsw i64 %i36, 16
  store i64 %v52, ptr %_b0.addr.1
  br label %cond33
exit35:
  %i53 = load i64, ptr %_b0.addr.1
  %v54 = icmp slt i64 %i53, %v3
  br i1 %v54, label %tail55, label %done56
tail55:
  %mask57 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i53, i64 %v3)
  %p58 = getelementptr float, ptr %buf.x, i64 %i53
  %ld59 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p58, <16 x i1> %mask57, <16 x float> zeroinitializer)
  %v60 = bitcast <16 x float> %ld59 to <16 x i32>
  %v61 = fcmp uno <16 x float> %ld59, %ld59
  %v62 = lshr <16 x i32> %v60, splat (i32 16)
  %v63 = and <16 x i32> %v62, splat (i32 1)
  %v64 = add <16 x i32> %v60, splat (i32 32767)
  %v65 = add <16 x i32> %v64, %v63
  %v66 = lshr <16 x i32> %v65, splat (i32 16)
  %v67 = lshr <16 x i32> %v60, splat (i32 16)
  %v68 = or <16 x i32> %v67, splat (i32 64)
  %v69 = select <16 x i1> %v61, <16 x i32> %v68, <16 x i32> %v66
  %v70 = trunc <16 x i32> %v69 to <16 x i16>
  %p71 = getelementptr i16, ptr %buf.y, i64 %i53
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %v70, ptr align 2 %p71, <16 x i1> %mask57)
  br label %done56
done56:
  ret void
}
