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
  %off43 = call i64 asm "", "=r,0"(i64 0)
  %off44 = trunc i64 %off43 to i1
  %off45 = insertelement <16 x i1> zeroinitializer, i1 %off44, i64 0
  %off46 = insertelement <16 x i1> %off45, i1 %off44, i64 15
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
  %v47 = or <16 x i1> %mask17, %off46
  call void @llvm.masked.store.v16i8.p0(<16 x i8> %v41, ptr align 1 %p42, <16 x i1> %v47)
  store i64 %v16, ptr %_b0.addr.1
  br label %aligned15
aligned15:
  %v48 = sub i64 %v3, 16
  br label %cond49
cond49:
  %i52 = load i64, ptr %_b0.addr.1
  %v53 = icmp sle i64 %i52, %v48
  br i1 %v53, label %body50, label %exit51
body50:
  %p54 = getelementptr float, ptr %buf.x, i64 %i52
  %ld55 = load <16 x float>, ptr %p54, align 4
  %v56 = fdiv float 0x3FF0000000000000, 0x3FA99999A0000000
  %ins57 = insertelement <16 x float> poison, float %v56, i64 0
  %splat58 = shufflevector <16 x float> %ins57, <16 x float> poison, <16 x i32> zeroinitializer
  %v59 = fmul contract <16 x float> %ld55, %splat58
  %v60 = fadd contract <16 x float> %v59, splat (float 0x4060000000000000)
  %v61 = call <16 x float> @llvm.fabs.v16f32(<16 x float> %v60)
  %v62 = fadd <16 x float> %v61, splat (float 0x4160000000000000)
  %v63 = fsub <16 x float> %v62, splat (float 0x4160000000000000)
  %v64 = call <16 x float> @llvm.copysign.v16f32(<16 x float> %v63, <16 x float> %v60)
  %v65 = fcmp olt <16 x float> %v61, splat (float 0x4160000000000000)
  %v66 = select <16 x i1> %v65, <16 x float> %v64, <16 x float> %v60
  %v67 = fcmp uno <16 x float> %v60, %v60
  %v68 = select <16 x i1> %v67, <16 x float> splat (float 0x0000000000000000), <16 x float> %v66
  %v69 = fcmp olt <16 x float> %v68, splat (float 0xC1E0000000000000)
  %v70 = select <16 x i1> %v69, <16 x float> splat (float 0xC1E0000000000000), <16 x float> %v68
  %v71 = fcmp oge <16 x float> %v70, splat (float 0x41E0000000000000)
  %v72 = select <16 x i1> %v71, <16 x float> splat (float 0x0000000000000000), <16 x float> %v70
  %v73 = fptosi <16 x float> %v72 to <16 x i32>
  %v74 = select <16 x i1> %v71, <16 x i32> splat (i32 2147483647), <16 x i32> %v73
  %v75 = call <16 x i32> @llvm.smin.v16i32(<16 x i32> %v74, <16 x i32> splat (i32 255))
  %v76 = call <16 x i32> @llvm.smax.v16i32(<16 x i32> %v75, <16 x i32> splat (i32 0))
  %v77 = trunc <16 x i32> %v76 to <16 x i8>
  %p78 = getelementptr i8, ptr %buf.q, i64 %i52
  store <16 x i8> %v77, ptr %p78, align 1
  %v79 = add nsw i64 %i52, 16
  store i64 %v79, ptr %_b0.addr.1
  br label %cond49
exit51:
  %i80 = load i64, ptr %_b0.addr.1
  %v81 = icmp slt i64 %i80, %v3
  br i1 %v81, label %tail82, label %done83
tail82:
  %mask84 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i80, i64 %v3)
  %p85 = getelementptr float, ptr %buf.x, i64 %i80
  %ld86 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p85, <16 x i1> %mask84, <16 x float> zeroinitializer)
  %v87 = fdiv float 0x3FF0000000000000, 0x3FA99999A0000000
  %ins88 = insertelement <16 x float> poison, float %v87, i64 0
  %splat89 = shufflevector <16 x float> %ins88, <16 x float> poison, <16 x i32> zeroinitializer
  %v90 = fmul contract <16 x float> %ld86, %splat89
  %v91 = fadd contract <16 x float> %v90, splat (float 0x4060000000000000)
  %v92 = call <16 x float> @llvm.fabs.v16f32(<16 x float> %v91)
  %v93 = fadd <16 x float> %v92, splat (float 0x4160000000000000)
  %v94 = fsub <16 x float> %v93, splat (float 0x4160000000000000)
  %v95 = call <16 x float> @llvm.copysign.v16f32(<16 x float> %v94, <16 x float> %v91)
  %v96 = fcmp olt <16 x float> %v92, splat (float 0x4160000000000000)
  %v97 = select <16 x i1> %v96, <16 x float> %v95, <16 x float> %v91
  %v98 = fcmp uno <16 x float> %v91, %v91
  %v99 = select <16 x i1> %v98, <16 x float> splat (float 0x0000000000000000), <16 x float> %v97
  %v100 = fcmp olt <16 x float> %v99, splat (float 0xC1E0000000000000)
  %v101 = select <16 x i1> %v100, <16 x float> splat (float 0xC1E0000000000000), <16 x float> %v99
  %v102 = fcmp oge <16 x float> %v101, splat (float 0x41E0000000000000)
  %v103 = select <16 x i1> %v102, <16 x float> splat (float 0x0000000000000000), <16 x float> %v101
  %v104 = fptosi <16 x float> %v103 to <16 x i32>
  %v105 = select <16 x i1> %v102, <16 x i32> splat (i32 2147483647), <16 x i32> %v104
  %v106 = call <16 x i32> @llvm.smin.v16i32(<16 x i32> %v105, <16 x i32> splat (i32 255))
  %v107 = call <16 x i32> @llvm.smax.v16i32(<16 x i32> %v106, <16 x i32> splat (i32 0))
  %v108 = trunc <16 x i32> %v107 to <16 x i8>
  %p109 = getelementptr i8, ptr %buf.q, i64 %i80
  %v110 = or <16 x i1> %mask84, %off46
  call void @llvm.masked.store.v16i8.p0(<16 x i8> %v108, ptr align 1 %p109, <16 x i1> %v110)
  br label %done83
done83:
  ret void
}
