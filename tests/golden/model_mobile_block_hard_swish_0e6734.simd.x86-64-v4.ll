@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.maximum.v16f32(<16 x float>, <16 x float>)
declare <16 x float> @llvm.minimum.v16f32(<16 x float>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.x86.sse.sfence()

define void @"jr.op.hard_swish"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %v29 = icmp sge i64 %size.B0, 2097152
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
  %v20 = fdiv float 0x3FF0000000000000, 0x4018000000000000
  %ins21 = insertelement <16 x float> poison, float %v20, i64 0
  %splat22 = shufflevector <16 x float> %ins21, <16 x float> poison, <16 x i32> zeroinitializer
  %v23 = fmul contract <16 x float> %ld19, %splat22
  %v24 = fadd contract <16 x float> %v23, splat (float 0x3FE0000000000000)
  %v25 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v24)
  %v26 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v25)
  %v27 = fmul contract <16 x float> %ld19, %v26
  %p28 = getelementptr float, ptr %buf.y, i64 %i4
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v27, ptr align 4 %p28, <16 x i1> %mask17)
  store i64 %v16, ptr %_b0.addr.1
  br label %aligned15
aligned15:
  %v30 = and i1 %v11, %v29
  br i1 %v30, label %stream31, label %cached32
stream31:
  %v34 = sub i64 %v3, 16
  br label %cond35
cond35:
  %i38 = load i64, ptr %_b0.addr.1
  %v39 = icmp sle i64 %i38, %v34
  br i1 %v39, label %body36, label %exit37
body36:
  %p40 = getelementptr float, ptr %buf.x, i64 %i38
  %ld41 = load <16 x float>, ptr %p40, align 4
  %v42 = fdiv float 0x3FF0000000000000, 0x4018000000000000
  %ins43 = insertelement <16 x float> poison, float %v42, i64 0
  %splat44 = shufflevector <16 x float> %ins43, <16 x float> poison, <16 x i32> zeroinitializer
  %v45 = fmul contract <16 x float> %ld41, %splat44
  %v46 = fadd contract <16 x float> %v45, splat (float 0x3FE0000000000000)
  %v47 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v46)
  %v48 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v47)
  %v49 = fmul contract <16 x float> %ld41, %v48
  %p50 = getelementptr float, ptr %buf.y, i64 %i38
  store <16 x float> %v49, ptr %p50, align 64, !nontemporal !{i32 1}
  %v51 = add nsw i64 %i38, 16
  store i64 %v51, ptr %_b0.addr.1
  br label %cond35
exit37:
  br label %join33
cached32:
  %v52 = sub i64 %v3, 16
  br label %cond53
cond53:
  %i56 = load i64, ptr %_b0.addr.1
  %v57 = icmp sle i64 %i56, %v52
  br i1 %v57, label %body54, label %exit55
body54:
  %p58 = getelementptr float, ptr %buf.x, i64 %i56
  %ld59 = load <16 x float>, ptr %p58, align 4
  %v60 = fdiv float 0x3FF0000000000000, 0x4018000000000000
  %ins61 = insertelement <16 x float> poison, float %v60, i64 0
  %splat62 = shufflevector <16 x float> %ins61, <16 x float> poison, <16 x i32> zeroinitializer
  %v63 = fmul contract <16 x float> %ld59, %splat62
  %v64 = fadd contract <16 x float> %v63, splat (float 0x3FE0000000000000)
  %v65 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v64)
  %v66 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v65)
  %v67 = fmul contract <16 x float> %ld59, %v66
  %p68 = getelementptr float, ptr %buf.y, i64 %i56
  store <16 x float> %v67, ptr %p68, align 4
  %v69 = add nsw i64 %i56, 16
  store i64 %v69, ptr %_b0.addr.1
  br label %cond53
exit55:
  br label %join33
join33:
  %i70 = load i64, ptr %_b0.addr.1
  %v71 = icmp slt i64 %i70, %v3
  br i1 %v71, label %tail72, label %done73
tail72:
  %mask74 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i70, i64 %v3)
  %p75 = getelementptr float, ptr %buf.x, i64 %i70
  %ld76 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p75, <16 x i1> %mask74, <16 x float> zeroinitializer)
  %v77 = fdiv float 0x3FF0000000000000, 0x4018000000000000
  %ins78 = insertelement <16 x float> poison, float %v77, i64 0
  %splat79 = shufflevector <16 x float> %ins78, <16 x float> poison, <16 x i32> zeroinitializer
  %v80 = fmul contract <16 x float> %ld76, %splat79
  %v81 = fadd contract <16 x float> %v80, splat (float 0x3FE0000000000000)
  %v82 = call <16 x float> @llvm.minimum.v16f32(<16 x float> splat (float 0x3FF0000000000000), <16 x float> %v81)
  %v83 = call <16 x float> @llvm.maximum.v16f32(<16 x float> splat (float 0x0000000000000000), <16 x float> %v82)
  %v84 = fmul contract <16 x float> %ld76, %v83
  %p85 = getelementptr float, ptr %buf.y, i64 %i70
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v84, ptr align 4 %p85, <16 x i1> %mask74)
  br label %done73
done73:
  call void @llvm.x86.sse.sfence()
  ret void
}
