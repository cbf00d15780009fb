@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.copysign.v16f32(<16 x float>, <16 x float>)
declare <16 x float> @llvm.fabs.v16f32(<16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare <16 x i32> @llvm.fptosi.sat.v16i32.v16f32(<16 x float>)
declare <16 x i32> @llvm.smax.v16i32(<16 x i32>, <16 x i32>)
declare <16 x i32> @llvm.smin.v16i32(<16 x i32>, <16 x i32>)
declare void @llvm.masked.store.v16i8.p0(<16 x i8>, ptr, <16 x i1>)

define void @"jr.op.quantize"(ptr noalias %buf.x, ptr noalias %buf.q, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  %i4 = load i64, ptr %_b0.addr.1
  %p5 = getelementptr i8, ptr %buf.q, i64 %i4
  %v6 = ptrtoint ptr %p5 to i64
  %v7 = lshr i64 %v6, 0
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
  %v20 = fdiv float 0x3FF0000000000000, 0x3FA99999A0000000
  %ins21 = insertelement <16 x float> poison, float %v20, i64 0
  %splat22 = shufflevector <16 x float> %ins21, <16 x float> poison, <16 x i32> zeroinitializer
  %v23 = fmul contract <16 x float> %ld19, %splat22
  %v24 = fadd contract <16 x float> %v23, splat (float 0x4060000000000000)
  %v25 = call <16 x float> @llvm.fabs.v16f32(<16 x float> %v24)
  %v26 = fadd <16 x float> %v25, splat (float 0x4160000000000000)
  %v27 = fsub <16 x float> %v26, splat (float 0x4160000000000000)
  %v28 = call <16 x float> @llvm.copysign.v16f32(<16 x float> %v27, <16 x float> %v24)
  %v29 = fcmp olt <16 x float> %v25, splat (float 0x4160000000000000)
  %v30 = select <16 x i1> %v29, <16 x float> %v28, <16 x float> %v24
  %v31 = call <16 x i32> @llvm.fptosi.sat.v16i32.v16f32(<16 x float> %v30)
  %v32 = call <16 x i32> @llvm.smin.v16i32(<16 x i32> %v31, <16 x i32> splat (i32 255))
  %v33 = call <16 x i32> @llvm.smax.v16i32(<16 x i32> %v32, <16 x i32> splat (i32 0))
  %v34 = trunc <16 x i32> %v33 to <16 x i8>
  %p35 = getelementptr i8, ptr %buf.q, i64 %i4
  call void @llvm.masked.store.v16i8.p0(<16 x i8> %v34, ptr align 1 %p35, <16 x i1> %mask17)
  store i64 %v16, ptr %_b0.addr.1
  br label %aligned15
aligned15:
  %v36 = sub i64 %v3, 16
  br label %cond37
cond37:
  %i40 = load i64, ptr %_b0.addr.1
  %v41 = icmp sle i64 %i40, %v36
  br i1 %v41, label %body38, label %exit39
body38:
  %p42 = getelementptr float, ptr %buf.x, i64 %i40
  %ld43 = load <16 x float>, ptr %p42, align 4
  %v44 = fdiv float 0x3FF0000000000000, 0x3FA99999A0000000
  %ins45 = insertelement <16 x float> poison, float %v44, i64 0
  %splat46 = shufflevector <16 x float> %ins45, <16 x float> poison, <16 x i32> zeroinitializer
  %v47 = fmul contract <16 x float> %ld43, %splat46
  %v48 = fadd contract <16 x float> %v47, splat (float 0x4060000000000000)
  %v49 = call <16 x float> @llvm.fabs.v16f32(<16 x float> %v48)
  %v50 = fadd <16 x float> %v49, splat (float 0x4160000000000000)
  %v51 = fsub <16 x float> %v50, splat (float 0x4160000000000000)
  %v52 = call <16 x float> @llvm.copysign.v16f32(<16 x float> %v51, <16 x float> %v48)
  %v53 = fcmp olt <16 x float> %v49, splat (float 0x4160000000000000)
  %v54 = select <16 x i1> %v53, <16 x float> %v52, <16 x float> %v48
  %v55 = call <16 x i32> @llvm.fptosi.sat.v16i32.v16f32(<16 x float> %v54)
  %v56 = call <16 x i32> @llvm.smin.v16i32(<16 x i32> %v55, <16 x i32> splat (i32 255))
  %v57 = call <16 x i32> @llvm.smax.v16i32(<16 x i32> %v56, <16 x i32> splat (i32 0))
  %v58 = trunc <16 x i32> %v57 to <16 x i8>
  %p59 = getelementptr i8, ptr %buf.q, i64 %i40
  store <16 x i8> %v58, ptr %p59, align 1
  %v60 = add nsw i64 %i40, 16
  store i64 %v60, ptr %_b0.addr.1
  br label %cond37
exit39:
  %i61 = load i64, ptr %_b0.addr.1
  %v62 = icmp slt i64 %i61, %v3
  br i1 %v62, label %tail63, label %done64
tail63:
  %mask65 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i61, i64 %v3)
  %p66 = getelementptr float, ptr %buf.x, i64 %i61
  %ld67 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p66, <16 x i1> %mask65, <16 x float> zeroinitializer)
  %v68 = fdiv float 0x3FF0000000000000, 0x3FA99999A0000000
  %ins69 = insertelement <16 x float> poison, float %v68, i64 0
  %splat70 = shufflevector <16 x float> %ins69, <16 x float> poison, <16 x i32> zeroinitializer
  %v71 = fmul contract <16 x float> %ld67, %splat70
  %v72 = fadd contract <16 x float> %v71, splat (float 0x4060000000000000)
  %v73 = call <16 x float> @llvm.fabs.v16f32(<16 x float> %v72)
  %v74 = fadd <16 x float> %v73, splat (float 0x4160000000000000)
  %v75 = fsub <16 x float> %v74, splat (float 0x4160000000000000)
  %v76 = call <16 x float> @llvm.copysign.v16f32(<16 x float> %v75, <16 x float> %v72)
  %v77 = fcmp olt <16 x float> %v73, splat (float 0x4160000000000000)
  %v78 = select <16 x i1> %v77, <16 x float> %v76, <16 x float> %v72
  %v79 = call <16 x i32> @llvm.fptosi.sat.v16i32.v16f32(<16 x float> %v78)
  %v80 = call <16 x i32> @llvm.smin.v16i32(<16 x i32> %v79, <16 x i32> splat (i32 255))
  %v81 = call <16 x i32> @llvm.smax.v16i32(<16 x i32> %v80, <16 x i32> splat (i32 0))
  %v82 = trunc <16 x i32> %v81 to <16 x i8>
  %p83 = getelementptr i8, ptr %buf.q, i64 %i61
  call void @llvm.masked.store.v16i8.p0(<16 x i8> %v82, ptr align 1 %p83, <16 x i1> %mask65)
  br label %done64
done64:
  ret void
}
