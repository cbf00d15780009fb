@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16i16.p0(<16 x i16>, ptr, <16 x i1>)

define void @"jr.op.to_f16"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %off42 = call i64 asm "", "=r,0"(i64 0)
  %off43 = trunc i64 %off42 to i1
  %off44 = insertelement <16 x i1> zeroinitializer, i1 %off43, i64 0
  %off45 = insertelement <16 x i1> %off44, i1 %off43, i64 15
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
  %v46 = or <16 x i1> %mask17, %off45
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %v40, ptr align 2 %p41, <16 x i1> %v46)
  store i64 %v16, ptr %_b0.addr.1
  br label %aligned15
aligned15:
  %v47 = sub i64 %v3, 16
  br label %cond48
cond48:
  %i51 = load i64, ptr %_b0.addr.1
  %v52 = icmp sle i64 %i51, %v47
  br i1 %v52, label %body49, label %exit50
body49:
  %p53 = getelementptr float, ptr %buf.x, i64 %i51
  %ld54 = load <16 x float>, ptr %p53, align 4
  %v55 = bitcast <16 x float> %ld54 to <16 x i32>
  %v56 = fcmp uno <16 x float> %ld54, %ld54
  %v57 = lshr <16 x i32> %v55, splat (i32 16)
  %v58 = and <16 x i32> %v57, splat (i32 32768)
  %v59 = and <16 x i32> %v55, splat (i32 2147483647)
  %v60 = lshr <16 x i32> %v59, splat (i32 13)
  %v61 = and <16 x i32> %v60, splat (i32 1)
  %v62 = add <16 x i32> %v59, splat (i32 -939520001)
  %v63 = add <16 x i32> %v62, %v61
  %v64 = lshr <16 x i32> %v63, splat (i32 13)
  %v65 = bitcast <16 x i32> %v59 to <16 x float>
  %v66 = fadd <16 x float> %v65, splat (float 0x3FE0000000000000)
  %v67 = bitcast <16 x float> %v66 to <16 x i32>
  %v68 = sub <16 x i32> %v67, splat (i32 1056964608)
  %v69 = icmp ult <16 x i32> %v59, splat (i32 947912704)
  %v70 = select <16 x i1> %v69, <16 x i32> %v68, <16 x i32> %v64
  %v71 = icmp uge <16 x i32> %v59, splat (i32 1199566848)
  %v72 = select <16 x i1> %v71, <16 x i32> splat (i32 31744), <16 x i32> %v70
  %v73 = select <16 x i1> %v56, <16 x i32> splat (i32 32256), <16 x i32> %v72
  %v74 = or <16 x i32> %v73, %v58
  %v75 = trunc <16 x i32> %v74 to <16 x i16>
  %p76 = getelementptr i16, ptr %buf.y, i64 %i51
  store <16 x i16> %v75, ptr %p76, align 2
  %v77 = add nsw i64 %i51, 16
  store i64 %v77, ptr %_b0.addr.1
  br label %cond48
exit50:
  %i78 = load i64, ptr %_b0.addr.1
  %v79 = icmp slt i64 %i78, %v3
  br i1 %v79, label %tail80, label %done81
tail80:
  %mask82 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i78, i64 %v3)
  %p83 = getelementptr float, ptr %buf.x, i64 %i78
  %ld84 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p83, <16 x i1> %mask82, <16 x float> zeroinitializer)
  %v85 = bitcast <16 x float> %ld84 to <16 x i32>
  %v86 = fcmp uno <16 x float> %ld84, %ld84
  %v87 = lshr <16 x i32> %v85, splat (i32 16)
  %v88 = and <16 x i32> %v87, splat (i32 32768)
  %v89 = and <16 x i32> %v85, splat (i32 2147483647)
  %v90 = lshr <16 x i32> %v89, splat (i32 13)
  %v91 = and <16 x i32> %v90, splat (i32 1)
  %v92 = add <16 x i32> %v89, splat (i32 -939520001)
  %v93 = add <16 x i32> %v92, %v91
  %v94 = lshr <16 x i32> %v93, splat (i32 13)
  %v95 = bitcast <16 x i32> %v89 to <16 x float>
  %v96 = fadd <16 x float> %v95, splat (float 0x3FE0000000000000)
  %v97 = bitcast <16 x float> %v96 to <16 x i32>
  %v98 = sub <16 x i32> %v97, splat (i32 1056964608)
  %v99 = icmp ult <16 x i32> %v89, splat (i32 947912704)
  %v100 = select <16 x i1> %v99, <16 x i32> %v98, <16 x i32> %v94
  %v101 = icmp uge <16 x i32> %v89, splat (i32 1199566848)
  %v102 = select <16 x i1> %v101, <16 x i32> splat (i32 31744), <16 x i32> %v100
  %v103 = select <16 x i1> %v86, <16 x i32> splat (i32 32256), <16 x i32> %v102
  %v104 = or <16 x i32> %v103, %v88
  %v105 = trunc <16 x i32> %v104 to <16 x i16>
  %p106 = getelementptr i16, ptr %buf.y, i64 %i78
  %v107 = or <16 x i1> %mask82, %off45
  call void @llvm.masked.store.v16i16.p0(<16 x i16> %v105, ptr align 2 %p106, <16 x i1> %v107)
  br label %done81
done81:
  ret void
}
