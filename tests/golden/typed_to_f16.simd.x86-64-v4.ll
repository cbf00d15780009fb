@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16i16.p0(<16 x i16>, ptr, <16 x i1>)

define void @"jr.op.to_f16"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
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
  %v23 = and <16 x i32> %v22, splat (i32 32768)
  %v24 = and <16 x i32> %v20, splat (i32 2147483647)
  %v25 = lshr <16 x i32> %v24, splat (i32 13)
  %v26 = and <16 x i32> %v25, splat (i32 1)
  %v27 = add <16 x i32> %v24, splat (i32 -939520001)
  %v28 = add <16 x i32> %v27, %v26
  %v29 = lshr <16 x i32> %v28, splat (i32 13)
  %v30 = bitcast <16 x i32> %v24 to <16 x float>
  %v31 = fadd <16 x float> %v30, splat (float 0x3FE0000000000000)
  %v32 = bitcast <16 x float> %v31 to <16 x i32>
  %v33 = sub <16 x i32> %v32, splat (i32 1056964608)
  %v34 = icmp ult <16 x i32> %v24, splat (i32 947912704)
  %v35 = select <16 x i1> %v34, <16 x i32> %v33, <16 x i32> %v29
  %v36 = icmp uge <16 x i32> %v24, splat (i32 1199566848)
  %v37 = select <16 x i1> %v36, <16 x i32> splat (i32 31744), <16 x i32> %v35
  %v38 = select <16 x i1> %v21, <16 x i32> splat (i32 32256), <16 x i32> %v37
  %v39 = or <16 x i32> %v38, %v23
  %v40 = trunc <16 x i32> %v39 to <16 x i16>
  %p41 = getelementptr i16, ptr %buf.y, i64 %i4
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %v40, ptr align 2 %p41, <16 x i1> %mask17)
  store i64 %v16, ptr %_b0.addr.1
  br label %aligned15
aligned15:
  %v42 = sub i64 %v3, 16
  br label %cond43
cond43:
  %i46 = load i64, ptr %_b0.addr.1
  %v47 = icmp sle i64 %i46, %v42
  br i1 %v47, label %body44, label %exit45
body44:
  %p48 = getelementptr float, ptr %buf.x, i64 %i46
  %ld49 = load <16 x float>, ptr %p48, align 4
  %v50 = bitcast <16 x float> %ld49 to <16 x i32>
  %v51 = fcmp uno <16 x float> %ld49, %ld49
  %v52 = lshr <16 x i32> %v50, splat (i32 16)
  %v53 = and <16 x i32> %v52, splat (i32 32768)
  %v54 = and <16 x i32> %v50, splat (i32 2147483647)
  %v55 = lshr <16 x i32> %v54, splat (i32 13)
  %v56 = and <16 x i32> %v55, splat (i32 1)
  %v57 = add <16 x i32> %v54, splat (i32 -939520001)
  %v58 = add <16 x i32> %v57, %v56
  %v59 = lshr <16 x i32> %v58, splat (i32 13)
  %v60 = bitcast <16 x i32> %v54 to <16 x float>
  %v61 = fadd <16 x float> %v60, splat (float 0x3FE0000000000000)
  %v62 = bitcast <16 x float> %v61 to <16 x i32>
  %v63 = sub <16 x i32> %v62, splat (i32 1056964608)
  %v64 = icmp ult <16 x i32> %v54, splat (i32 947912704)
  %v65 = select <16 x i1> %v64, <16 x i32> %v63, <16 x i32> %v59
  %v66 = icmp uge <16 x i32> %v54, splat (i32 1199566848)
  %v67 = select <16 x i1> %v66, <16 x i32> splat (i32 31744), <16 x i32> %v65
  %v68 = select <16 x i1> %v51, <16 x i32> splat (i32 32256), <16 x i32> %v67
  %v69 = or <16 x i32> %v68, %v53
  %v70 = trunc <16 x i32> %v69 to <16 x i16>
  %p71 = getelementptr i16, ptr %buf.y, i64 %i46
  store <16 x i16> %v70, ptr %p71, align 2
  %v72 = add nsw i64 %i46, 16
  store i64 %v72, ptr %_b0.addr.1
  br label %cond43
exit45:
  %i73 = load i64, ptr %_b0.addr.1
  %v74 = icmp slt i64 %i73, %v3
  br i1 %v74, label %tail75, label %done76
tail75:
  %mask77 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i73, i64 %v3)
  %p78 = getelementptr float, ptr %buf.x, i64 %i73
  %ld79 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p78, <16 x i1> %mask77, <16 x float> zeroinitializer)
  %v80 = bitcast <16 x float> %ld79 to <16 x i32>
  %v81 = fcmp uno <16 x float> %ld79, %ld79
  %v82 = lshr <16 x i32> %v80, splat (i32 16)
  %v83 = and <16 x i32> %v82, splat (i32 32768)
  %v84 = and <16 x i32> %v80, splat (i32 2147483647)
  %v85 = lshr <16 x i32> %v84, splat (i32 13)
  %v86 = and <16 x i32> %v85, splat (i32 1)
  %v87 = add <16 x i32> %v84, splat (i32 -939520001)
  %v88 = add <16 x i32> %v87, %v86
  %v89 = lshr <16 x i32> %v88, splat (i32 13)
  %v90 = bitcast <16 x i32> %v84 to <16 x float>
  %v91 = fadd <16 x float> %v90, splat (float 0x3FE0000000000000)
  %v92 = bitcast <16 x float> %v91 to <16 x i32>
  %v93 = sub <16 x i32> %v92, splat (i32 1056964608)
  %v94 = icmp ult <16 x i32> %v84, splat (i32 947912704)
  %v95 = select <16 x i1> %v94, <16 x i32> %v93, <16 x i32> %v89
  %v96 = icmp uge <16 x i32> %v84, splat (i32 1199566848)
  %v97 = select <16 x i1> %v96, <16 x i32> splat (i32 31744), <16 x i32> %v95
  %v98 = select <16 x i1> %v81, <16 x i32> splat (i32 32256), <16 x i32> %v97
  %v99 = or <16 x i32> %v98, %v83
  %v100 = trunc <16 x i32> %v99 to <16 x i16>
  %p101 = getelementptr i16, ptr %buf.y, i64 %i73
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %v100, ptr align 2 %p101, <16 x i1> %mask77)
  br label %done76
done76:
  ret void
}
