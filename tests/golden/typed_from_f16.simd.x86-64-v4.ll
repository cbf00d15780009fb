@jr.zero = internal constant float 0.0, align 4

declare <16 x i16> @llvm.masked.load.v16i16.p0(ptr, <16 x i1>, <16 x i16>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.x86.sse.sfence()

define void @"jr.op.from_f16"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %v39 = icmp sge i64 %size.B0, 2097152
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
  %p18 = getelementptr i16, ptr %buf.x, i64 %i4
  %ld19 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %p18, <16 x i1> %mask17, <16 x i16> zeroinitializer)
  %v20 = zext <16 x i16> %ld19 to <16 x i32>
  %v21 = and <16 x i32> %v20, splat (i32 32768)
  %v22 = shl <16 x i32> %v21, splat (i32 16)
  %v23 = and <16 x i32> %v20, splat (i32 32767)
  %v24 = shl <16 x i32> %v23, splat (i32 13)
  %v25 = and <16 x i32> %v24, splat (i32 260046848)
  %v26 = add <16 x i32> %v24, splat (i32 939524096)
  %v27 = add <16 x i32> %v26, splat (i32 939524096)
  %v28 = add <16 x i32> %v26, splat (i32 8388608)
  %v29 = bitcast <16 x i32> %v28 to <16 x float>
  %v30 = fsub <16 x float> %v29, splat (float 0x3F10000000000000)
  %v31 = icmp eq <16 x i32> %v25, splat (i32 260046848)
  %v32 = select <16 x i1> %v31, <16 x i32> %v27, <16 x i32> %v26
  %v33 = icmp eq <16 x i32> %v25, splat (i32 0)
  %v34 = bitcast <16 x float> %v30 to <16 x i32>
  %v35 = select <16 x i1> %v33, <16 x i32> %v34, <16 x i32> %v32
  %v36 = or <16 x i32> %v35, %v22
  %v37 = bitcast <16 x i32> %v36 to <16 x float>
  %p38 = getelementptr float, ptr %buf.y, i64 %i4
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v37, ptr align 4 %p38, <16 x i1> %mask17)
  store i64 %v16, ptr %_b0.addr.1
  br label %aligned15
aligned15:
  %v40 = and i1 %v11, %v39
  br i1 %v40, label %stream41, label %cached42
stream41:
  %v44 = sub i64 %v3, 16
  br label %cond45
cond45:
  %i48 = load i64, ptr %_b0.addr.1
  %v49 = icmp sle i64 %i48, %v44
  br i1 %v49, label %body46, label %exit47
body46:
  %p50 = getelementptr i16, ptr %buf.x, i64 %i48
  %ld51 = load <16 x i16>, ptr %p50, align 2
  %v52 = zext <16 x i16> %ld51 to <16 x i32>
  %v53 = and <16 x i32> %v52, splat (i32 32768)
  %v54 = shl <16 x i32> %v53, splat (i32 16)
  %v55 = and <16 x i32> %v52, splat (i32 32767)
  %v56 = shl <16 x i32> %v55, splat (i32 13)
  %v57 = and <16 x i32> %v56, splat (i32 260046848)
  %v58 = add <16 x i32> %v56, splat (i32 939524096)
  %v59 = add <16 x i32> %v58, splat (i32 939524096)
  %v60 = add <16 x i32> %v58, splat (i32 8388608)
  %v61 = bitcast <16 x i32> %v60 to <16 x float>
  %v62 = fsub <16 x float> %v61, splat (float 0x3F10000000000000)
  %v63 = icmp eq <16 x i32> %v57, splat (i32 260046848)
  %v64 = select <16 x i1> %v63, <16 x i32> %v59, <16 x i32> %v58
  %v65 = icmp eq <16 x i32> %v57, splat (i32 0)
  %v66 = bitcast <16 x float> %v62 to <16 x i32>
  %v67 = select <16 x i1> %v65, <16 x i32> %v66, <16 x i32> %v64
  %v68 = or <16 x i32> %v67, %v54
  %v69 = bitcast <16 x i32> %v68 to <16 x float>
  %p70 = getelementptr float, ptr %buf.y, i64 %i48
  store <16 x float> %v69, ptr %p70, align 64, !nontemporal !{i32 1}
  %v71 = add nsw i64 %i48, 16
  store i64 %v71, ptr %_b0.addr.1
  br label %cond45
exit47:
  br label %join43
cached42:
  %v72 = sub i64 %v3, 16
  br label %cond73
cond73:
  %i76 = load i64, ptr %_b0.addr.1
  %v77 = icmp sle i64 %i76, %v72
  br i1 %v77, label %body74, label %exit75
body74:
  %p78 = getelementptr i16, ptr %buf.x, i64 %i76
  %ld79 = load <16 x i16>, ptr %p78, align 2
  %v80 = zext <16 x i16> %ld79 to <16 x i32>
  %v81 = and <16 x i32> %v80, splat (i32 32768)
  %v82 = shl <16 x i32> %v81, splat (i32 16)
  %v83 = and <16 x i32> %v80, splat (i32 32767)
  %v84 = shl <16 x i32> %v83, splat (i32 13)
  %v85 = and <16 x i32> %v84, splat (i32 260046848)
  %v86 = add <16 x i32> %v84, splat (i32 939524096)
  %v87 = add <16 x i32> %v86, splat (i32 939524096)
  %v88 = add <16 x i32> %v86, splat (i32 8388608)
  %v89 = bitcast <16 x i32> %v88 to <16 x float>
  %v90 = fsub <16 x float> %v89, splat (float 0x3F10000000000000)
  %v91 = icmp eq <16 x i32> %v85, splat (i32 260046848)
  %v92 = select <16 x i1> %v91, <16 x i32> %v87, <16 x i32> %v86
  %v93 = icmp eq <16 x i32> %v85, splat (i32 0)
  %v94 = bitcast <16 x float> %v90 to <16 x i32>
  %v95 = select <16 x i1> %v93, <16 x i32> %v94, <16 x i32> %v92
  %v96 = or <16 x i32> %v95, %v82
  %v97 = bitcast <16 x i32> %v96 to <16 x float>
  %p98 = getelementptr float, ptr %buf.y, i64 %i76
  store <16 x float> %v97, ptr %p98, align 4
  %v99 = add nsw i64 %i76, 16
  store i64 %v99, ptr %_b0.addr.1
  br label %cond73
exit75:
  br label %join43
join43:
  %i100 = load i64, ptr %_b0.addr.1
  %v101 = icmp slt i64 %i100, %v3
  br i1 %v101, label %tail102, label %done103
tail102:
  %mask104 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i100, i64 %v3)
  %p105 = getelementptr i16, ptr %buf.x, i64 %i100
  %ld106 = call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %p105, <16 x i1> %mask104, <16 x i16> zeroinitializer)
  %v107 = zext <16 x i16> %ld106 to <16 x i32>
  %v108 = and <16 x i32> %v107, splat (i32 32768)
  %v109 = shl <16 x i32> %v108, splat (i32 16)
  %v110 = and <16 x i32> %v107, splat (i32 32767)
  %v111 = shl <16 x i32> %v110, splat (i32 13)
  %v112 = and <16 x i32> %v111, splat (i32 260046848)
  %v113 = add <16 x i32> %v111, splat (i32 939524096)
  %v114 = add <16 x i32> %v113, splat (i32 939524096)
  %v115 = add <16 x i32> %v113, splat (i32 8388608)
  %v116 = bitcast <16 x i32> %v115 to <16 x float>
  %v117 = fsub <16 x float> %v116, splat (float 0x3F10000000000000)
  %v118 = icmp eq <16 x i32> %v112, splat (i32 260046848)
  %v119 = select <16 x i1> %v118, <16 x i32> %v114, <16 x i32> %v113
  %v120 = icmp eq <16 x i32> %v112, splat (i32 0)
  %v121 = bitcast <16 x float> %v117 to <16 x i32>
  %v122 = select <16 x i1> %v120, <16 x i32> %v121, <16 x i32> %v119
  %v123 = or <16 x i32> %v122, %v109
  %v124 = bitcast <16 x i32> %v123 to <16 x float>
  %p125 = getelementptr float, ptr %buf.y, i64 %i100
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v124, ptr align 4 %p125, <16 x i1> %mask104)
  br label %done103
done103:
  call void @llvm.x86.sse.sfence()
  ret void
}
