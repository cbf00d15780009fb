@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.copysign.v16f32(<16 x float>, <16 x float>)
declare <16 x float> @llvm.fabs.v16f32(<16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
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
  %v31 = fcmp uno <16 x float> %v24, %v24
  %v32 = select <16 x i1> %v31, <16 x float> splat (float 0x0000000000000000), <16 x float> %v30
  %v33 = fcmp olt <16 x float> %v32, splat (float 0xC1E0000000000000)
  %v34 = select <16 x i1> %v33, <16 x float> splat (float 0xC1E0000000000000), <16 x float> %v32
  %v35 = fcmp oge <16 x float> %v34, splat (float 0x41E0000000000000)
  %v36 = select <16 x i1> %v35, <16 x float> splat (float 0x0000000000000000), <16 x float> %v34
  %v37 = fptosi <16 x float> %v36 to <16 x i32>
  %v38 = select <16 x i1> %v35, <16 x i32> splat (i32 2147483647), <16 x i32> %v37
  %v39 = call <16 x i32> @llvm.smin.v16i32(<16 x i32> %v38, <16 x i32> splat (i32 255))
  %v40 = call <16 x i32> @llvm.smax.v16i32(<16 x i32> %v39, <16 x i32> splat (i32 0))
  %v41 = trunc <16 x i32> %v40 to <16 x i8>
  %p42 = getelementptr i8, ptr %buf.q, i64 %i4
  call void @llvm.masked.store.v16i8.p0(<16 x i8> %v41, ptr align 1 %p42, <16 x i1> %mask17)
  store i64 %v16, ptr %_b0.addr.1
  br label %aligned15
aligned15:
  %v43 = sub i64 %v3, 16
  br label %cond44
cond44:
  %i47 = load i64, ptr %_b0.addr.1
  %v48 = icmp sle i64 %i47, %v43
  br i1 %v48, label %body45, label %exit46
body45:
  %p49 = getelementptr float, ptr %buf.x, i64 %i47
  %ld50 = load <16 x float>, ptr %p49, align 4
  %v51 = fdiv float 0x3FF0000000000000, 0x3FA99999A0000000
  %ins52 = insertelement <16 x float> poison, float %v51, i64 0
  %splat53 = shufflevector <16 x float> %ins52, <16 x float> poison, <16 x i32> zeroinitializer
  %v54 = fmul contract <16 x float> %ld50, %splat53
  %v55 = fadd contract <16 x float> %v54, splat (float 0x4060000000000000)
  %v56 = call <16 x float> @llvm.fabs.v16f32(<16 x float> %v55)
  %v57 = fadd <16 x float> %v56, splat (float 0x4160000000000000)
  %v58 = fsub <16 x float> %v57, splat (float 0x4160000000000000)
  %v59 = call <16 x float> @llvm.copysign.v16f32(<16 x float> %v58, <16 x float> %v55)
  %v60 = fcmp olt <16 x float> %v56, splat (float 0x4160000000000000)
  %v61 = select <16 x i1> %v60, <16 x float> %v59, <16 x float> %v55
  %v62 = fcmp uno <16 x float> %v55, %v55
  %v63 = select <16 x i1> %v62, <16 x float> splat (float 0x0000000000000000), <16 x float> %v61
  %v64 = fcmp olt <16 x float> %v63, splat (float 0xC1E0000000000000)
  %v65 = select <16 x i1> %v64, <16 x float> splat (float 0xC1E0000000000000), <16 x float> %v63
  %v66 = fcmp oge <16 x float> %v65, splat (float 0x41E0000000000000)
  %v67 = select <16 x i1> %v66, <16 x float> splat (float 0x0000000000000000), <16 x float> %v65
  %v68 = fptosi <16 x float> %v67 to <16 x i32>
  %v69 = select <16 x i1> %v66, <16 x i32> splat (i32 2147483647), <16 x i32> %v68
  %v70 = call <16 x i32> @llvm.smin.v16i32(<16 x i32> %v69, <16 x i32> splat (i32 255))
  %v71 = call <16 x i32> @llvm.smax.v16i32(<16 x i32> %v70, <16 x i32> splat (i32 0))
  %v72 = trunc <16 x i32> %v71 to <16 x i8>
  %p73 = getelementptr i8, ptr %buf.q, i64 %i47
  store <16 x i8> %v72, ptr %p73, align 1
  %v74 = add nsw i64 %i47, 16
  store i64 %v74, ptr %_b0.addr.1
  br label %cond44
exit46:
  %i75 = load i64, ptr %_b0.addr.1
  %v76 = icmp slt i64 %i75, %v3
  br i1 %v76, label %tail77, label %done78
tail77:
  %mask79 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i75, i64 %v3)
  %p80 = getelementptr float, ptr %buf.x, i64 %i75
  %ld81 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p80, <16 x i1> %mask79, <16 x float> zeroinitializer)
  %v82 = fdiv float 0x3FF0000000000000, 0x3FA99999A0000000
  %ins83 = insertelement <16 x float> poison, float %v82, i64 0
  %splat84 = shufflevector <16 x float> %ins83, <16 x float> poison, <16 x i32> zeroinitializer
  %v85 = fmul contract <16 x float> %ld81, %splat84
  %v86 = fadd contract <16 x float> %v85, splat (float 0x4060000000000000)
  %v87 = call <16 x float> @llvm.fabs.v16f32(<16 x float> %v86)
  %v88 = fadd <16 x float> %v87, splat (float 0x4160000000000000)
  %v89 = fsub <16 x float> %v88, splat (float 0x4160000000000000)
  %v90 = call <16 x float> @llvm.copysign.v16f32(<16 x float> %v89, <16 x float> %v86)
  %v91 = fcmp olt <16 x float> %v87, splat (float 0x4160000000000000)
  %v92 = select <16 x i1> %v91, <16 x float> %v90, <16 x float> %v86
  %v93 = fcmp uno <16 x float> %v86, %v86
  %v94 = select <16 x i1> %v93, <16 x float> splat (float 0x0000000000000000), <16 x float> %v92
  %v95 = fcmp olt <16 x float> %v94, splat (float 0xC1E0000000000000)
  %v96 = select <16 x i1> %v95, <16 x float> splat (float 0xC1E0000000000000), <16 x float> %v94
  %v97 = fcmp oge <16 x float> %v96, splat (float 0x41E0000000000000)
  %v98 = select <16 x i1> %v97, <16 x float> splat (float 0x0000000000000000), <16 x float> %v96
  %v99 = fptosi <16 x float> %v98 to <16 x i32>
  %v100 = select <16 x i1> %v97, <16 x i32> splat (i32 2147483647), <16 x i32> %v99
  %v101 = call <16 x i32> @llvm.smin.v16i32(<16 x i32> %v100, <16 x i32> splat (i32 255))
  %v102 = call <16 x i32> @llvm.smax.v16i32(<16 x i32> %v101, <16 x i32> splat (i32 0))
  %v103 = trunc <16 x i32> %v102 to <16 x i8>
  %p104 = getelementptr i8, ptr %buf.q, i64 %i75
  call void @llvm.masked.store.v16i8.p0(<16 x i8> %v103, ptr align 1 %p104, <16 x i1> %mask79)
  br label %done78
done78:
  ret void
}
