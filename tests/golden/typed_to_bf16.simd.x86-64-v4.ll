@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16i16.p0(<16 x i16>, ptr, <16 x i1>)

define void @"jr.op.to_bf16"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %off35 = call i64 asm "", "=r,0"(i64 0)
  %off36 = trunc i64 %off35 to i1
  %off37 = insertelement <16 x i1> zeroinitializer, i1 %off36, i64 0
  %off38 = insertelement <16 x i1> %off37, i1 %off36, i64 15
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
  %v22 = add <16 x i32> %v20, splat (i32 32767)
  %v23 = and <16 x i32> %v21, splat (i32 1)
  %v24 = add <16 x i32> %v22, %v23
  %v25 = lshr <16 x i32> %v24, splat (i32 16)
  %v26 = and <16 x i32> %v20, splat (i32 2139095040)
  %v27 = icmp eq <16 x i32> %v26, splat (i32 0)
  %v28 = and <16 x i32> %v21, splat (i32 32768)
  %v29 = select <16 x i1> %v27, <16 x i32> %v28, <16 x i32> %v25
  %v30 = fcmp uno <16 x float> %ld19, %ld19
  %v31 = or <16 x i32> %v21, splat (i32 64)
  %v32 = select <16 x i1> %v30, <16 x i32> %v31, <16 x i32> %v29
  %v33 = trunc <16 x i32> %v32 to <16 x i16>
  %p34 = getelementptr i16, ptr %buf.y, i64 %i4
  %v39 = or <16 x i1> %mask17, %off38
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %v33, ptr align 2 %p34, <16 x i1> %v39)
  store i64 %v16, ptr %_b0.addr.1
  br label %aligned15
aligned15:
  %v40 = sub i64 %v3, 16
  br label %cond41
cond41:
  %i44 = load i64, ptr %_b0.addr.1
  %v45 = icmp sle i64 %i44, %v40
  br i1 %v45, label %body42, label %exit43
body42:
  %p46 = getelementptr float, ptr %buf.x, i64 %i44
  %ld47 = load <16 x float>, ptr %p46, align 4
  %v48 = bitcast <16 x float> %ld47 to <16 x i32>
  %v49 = lshr <16 x i32> %v48, splat (i32 16)
  %v50 = add <16 x i32> %v48, splat (i32 32767)
  %v51 = and <16 x i32> %v49, splat (i32 1)
  %v52 = add <16 x i32> %v50, %v51
  %v53 = lshr <16 x i32> %v52, splat (i32 16)
  %v54 = and <16 x i32> %v48, splat (i32 2139095040)
  %v55 = icmp eq <16 x i32> %v54, splat (i32 0)
  %v56 = and <16 x i32> %v49, splat (i32 32768)
  %v57 = select <16 x i1> %v55, <16 x i32> %v56, <16 x i32> %v53
  %v58 = fcmp uno <16 x float> %ld47, %ld47
  %v59 = or <16 x i32> %v49, splat (i32 64)
  %v60 = select <16 x i1> %v58, <16 x i32> %v59, <16 x i32> %v57
  %v61 = trunc <16 x i32> %v60 to <16 x i16>
  %p62 = getelementptr i16, ptr %buf.y, i64 %i44
  store <16 x i16> %v61, ptr %p62, align 2
  %v63 = add nsw i64 %i44, 16
  store i64 %v63, ptr %_b0.addr.1
  br label %cond41
exit43:
  %i64 = load i64, ptr %_b0.addr.1
  %v65 = icmp slt i64 %i64, %v3
  br i1 %v65, label %tail66, label %done67
tail66:
  %mask68 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i64, i64 %v3)
  %p69 = getelementptr float, ptr %buf.x, i64 %i64
  %ld70 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p69, <16 x i1> %mask68, <16 x float> zeroinitializer)
  %v71 = bitcast <16 x float> %ld70 to <16 x i32>
  %v72 = lshr <16 x i32> %v71, splat (i32 16)
  %v73 = add <16 x i32> %v71, splat (i32 32767)
  %v74 = and <16 x i32> %v72, splat (i32 1)
  %v75 = add <16 x i32> %v73, %v74
  %v76 = lshr <16 x i32> %v75, splat (i32 16)
  %v77 = and <16 x i32> %v71, splat (i32 2139095040)
  %v78 = icmp eq <16 x i32> %v77, splat (i32 0)
  %v79 = and <16 x i32> %v72, splat (i32 32768)
  %v80 = select <16 x i1> %v78, <16 x i32> %v79, <16 x i32> %v76
  %v81 = fcmp uno <16 x float> %ld70, %ld70
  %v82 = or <16 x i32> %v72, splat (i32 64)
  %v83 = select <16 x i1> %v81, <16 x i32> %v82, <16 x i32> %v80
  %v84 = trunc <16 x i32> %v83 to <16 x i16>
  %p85 = getelementptr i16, ptr %buf.y, i64 %i64
  %v86 = or <16 x i1> %mask68, %off38
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %v84, ptr align 2 %p85, <16 x i1> %v86)
  br label %done67
done67:
  ret void
}
