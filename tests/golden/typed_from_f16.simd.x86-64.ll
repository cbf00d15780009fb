@jr.zero = internal constant float 0.0, align 4

declare <4 x i16> @llvm.masked.load.v4i16.p0(ptr, <4 x i1>, <4 x i16>)
declare <4 x i1> @llvm.get.active.lane.mask.v4i1.i64(i64, i64)
declare void @llvm.masked.store.v4f32.p0(<4 x float>, ptr, <4 x i1>)

define void @"jr.op.from_f16"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  %i4 = load i64, ptr %_b0.addr.1
  %p5 = getelementptr float, ptr %buf.y, i64 %i4
  %v6 = ptrtoint ptr %p5 to i64
  %v7 = lshr i64 %v6, 2
  %v8 = sub i64 0, %v7
  %v9 = and i64 %v8, 3
  %v10 = sub i64 %v3, %i4
  %v11 = icmp sge i64 %v10, 32
  %v12 = select i1 %v11, i64 %v9, i64 0
  %v13 = icmp sgt i64 %v12, 0
  br i1 %v13, label %peel14, label %aligned15
peel14:
  %v16 = add nsw i64 %i4, %v12
  %mask17 = call <4 x i1> @llvm.get.active.lane.mask.v4i1.i64(i64 %i4, i64 %v16)
  %p18 = getelementptr i16, ptr %buf.x, i64 %i4
  %ld19 = call <4 x i16> @llvm.masked.load.v4i16.p0(ptr align 2 %p18, <4 x i1> %mask17, <4 x i16> zeroinitializer)
  %v20 = zext <4 x i16> %ld19 to <4 x i32>
  %v21 = and <4 x i32> %v20, splat (i32 32768)
  %v22 = shl <4 x i32> %v21, splat (i32 16)
  %v23 = and <4 x i32> %v20, splat (i32 32767)
  %v24 = shl <4 x i32> %v23, splat (i32 13)
  %v25 = and <4 x i32> %v24, splat (i32 260046848)
  %v26 = add <4 x i32> %v24, splat (i32 939524096)
  %v27 = add <4 x i32> %v26, splat (i32 939524096)
  %v28 = and <4 x i32> %v20, splat (i32 1023)
  %v29 = icmp ne <4 x i32> %v28, splat (i32 0)
  %v30 = select <4 x i1> %v29, <4 x i32> splat (i32 4194304), <4 x i32> splat (i32 0)
  %v31 = or <4 x i32> %v27, %v30
  %v32 = add <4 x i32> %v26, splat (i32 8388608)
  %v33 = bitcast <4 x i32> %v32 to <4 x float>
  %v34 = fsub <4 x float> %v33, splat (float 0x3F10000000000000)
  %v35 = icmp eq <4 x i32> %v25, splat (i32 260046848)
  %v36 = select <4 x i1> %v35, <4 x i32> %v31, <4 x i32> %v26
  %v37 = icmp eq <4 x i32> %v25, splat (i32 0)
  %v38 = bitcast <4 x float> %v34 to <4 x i32>
  %v39 = select <4 x i1> %v37, <4 x i32> %v38, <4 x i32> %v36
  %v40 = or <4 x i32> %v39, %v22
  %v41 = bitcast <4 x i32> %v40 to <4 x float>
  %p42 = getelementptr float, ptr %buf.y, i64 %i4
  call void @llvm.masked.store.v4f32.p0(<4 x float> %v41, ptr align 4 %p42, <4 x i1> %mask17)
  store i64 %v16, ptr %_b0.addr.1
  br label %aligned15
aligned15:
  %v43 = sub i64 %v3, 4
  br label %cond44
cond44:
  %i47 = load i64, ptr %_b0.addr.1
  %v48 = icmp sle i64 %i47, %v43
  br i1 %v48, label %body45, label %exit46
body45:
  %p49 = getelementptr i16, ptr %buf.x, i64 %i47
  %ld50 = load <4 x i16>, ptr %p49, align 2
  %v51 = zext <4 x i16> %ld50 to <4 x i32>
  %v52 = and <4 x i32> %v51, splat (i32 32768)
  %v53 = shl <4 x i32> %v52, splat (i32 16)
  %v54 = and <4 x i32> %v51, splat (i32 32767)
  %v55 = shl <4 x i32> %v54, splat (i32 13)
  %v56 = and <4 x i32> %v55, splat (i32 260046848)
  %v57 = add <4 x i32> %v55, splat (i32 939524096)
  %v58 = add <4 x i32> %v57, splat (i32 939524096)
  %v59 = and <4 x i32> %v51, splat (i32 1023)
  %v60 = icmp ne <4 x i32> %v59, splat (i32 0)
  %v61 = select <4 x i1> %v60, <4 x i32> splat (i32 4194304), <4 x i32> splat (i32 0)
  %v62 = or <4 x i32> %v58, %v61
  %v63 = add <4 x i32> %v57, splat (i32 8388608)
  %v64 = bitcast <4 x i32> %v63 to <4 x float>
  %v65 = fsub <4 x float> %v64, splat (float 0x3F10000000000000)
  %v66 = icmp eq <4 x i32> %v56, splat (i32 260046848)
  %v67 = select <4 x i1> %v66, <4 x i32> %v62, <4 x i32> %v57
  %v68 = icmp eq <4 x i32> %v56, splat (i32 0)
  %v69 = bitcast <4 x float> %v65 to <4 x i32>
  %v70 = select <4 x i1> %v68, <4 x i32> %v69, <4 x i32> %v67
  %v71 = or <4 x i32> %v70, %v53
  %v72 = bitcast <4 x i32> %v71 to <4 x float>
  %p73 = getelementptr float, ptr %buf.y, i64 %i47
  store <4 x float> %v72, ptr %p73, align 4
  %v74 = add nsw i64 %i47, 4
  store i64 %v74, ptr %_b0.addr.1
  br label %cond44
exit46:
  %i75 = load i64, ptr %_b0.addr.1
  %v76 = icmp slt i64 %i75, %v3
  br i1 %v76, label %tail77, label %done78
tail77:
  %mask79 = call <4 x i1> @llvm.get.active.lane.mask.v4i1.i64(i64 %i75, i64 %v3)
  %p80 = getelementptr i16, ptr %buf.x, i64 %i75
  %ld81 = call <4 x i16> @llvm.masked.load.v4i16.p0(ptr align 2 %p80, <4 x i1> %mask79, <4 x i16> zeroinitializer)
  %v82 = zext <4 x i16> %ld81 to <4 x i32>
  %v83 = and <4 x i32> %v82, splat (i32 32768)
  %v84 = shl <4 x i32> %v83, splat (i32 16)
  %v85 = and <4 x i32> %v82, splat (i32 32767)
  %v86 = shl <4 x i32> %v85, splat (i32 13)
  %v87 = and <4 x i32> %v86, splat (i32 260046848)
  %v88 = add <4 x i32> %v86, splat (i32 939524096)
  %v89 = add <4 x i32> %v88, splat (i32 939524096)
  %v90 = and <4 x i32> %v82, splat (i32 1023)
  %v91 = icmp ne <4 x i32> %v90, splat (i32 0)
  %v92 = select <4 x i1> %v91, <4 x i32> splat (i32 4194304), <4 x i32> splat (i32 0)
  %v93 = or <4 x i32> %v89, %v92
  %v94 = add <4 x i32> %v88, splat (i32 8388608)
  %v95 = bitcast <4 x i32> %v94 to <4 x float>
  %v96 = fsub <4 x float> %v95, splat (float 0x3F10000000000000)
  %v97 = icmp eq <4 x i32> %v87, splat (i32 260046848)
  %v98 = select <4 x i1> %v97, <4 x i32> %v93, <4 x i32> %v88
  %v99 = icmp eq <4 x i32> %v87, splat (i32 0)
  %v100 = bitcast <4 x float> %v96 to <4 x i32>
  %v101 = select <4 x i1> %v99, <4 x i32> %v100, <4 x i32> %v98
  %v102 = or <4 x i32> %v101, %v84
  %v103 = bitcast <4 x i32> %v102 to <4 x float>
  %p104 = getelementptr float, ptr %buf.y, i64 %i75
  call void @llvm.masked.store.v4f32.p0(<4 x float> %v103, ptr align 4 %p104, <4 x i1> %mask79)
  br label %done78
done78:
  ret void
}
