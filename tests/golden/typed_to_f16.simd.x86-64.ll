@jr.zero = internal constant float 0.0, align 4

declare <4 x float> @llvm.masked.load.v4f32.p0(ptr, <4 x i1>, <4 x float>)
declare <4 x i1> @llvm.get.active.lane.mask.v4i1.i64(i64, i64)
declare void @llvm.masked.store.v4i16.p0(<4 x i16>, ptr, <4 x i1>)

define void @"jr.op.to_f16"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %off45 = call i64 asm "", "=r,0"(i64 0)
  %off46 = trunc i64 %off45 to i1
  %off47 = insertelement <4 x i1> zeroinitializer, i1 %off46, i64 0
  %off48 = insertelement <4 x i1> %off47, i1 %off46, i64 3
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  %i4 = load i64, ptr %_b0.addr.1
  %p5 = getelementptr i16, ptr %buf.y, i64 %i4
  %v6 = ptrtoint ptr %p5 to i64
  %v7 = lshr i64 %v6, 1
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
  %p18 = getelementptr float, ptr %buf.x, i64 %i4
  %ld19 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr align 4 %p18, <4 x i1> %mask17, <4 x float> zeroinitializer)
  %v20 = bitcast <4 x float> %ld19 to <4 x i32>
  %v21 = fcmp uno <4 x float> %ld19, %ld19
  %v22 = lshr <4 x i32> %v20, splat (i32 16)
  %v23 = and <4 x i32> %v22, splat (i32 32768)
  %v24 = and <4 x i32> %v20, splat (i32 2147483647)
  %v25 = lshr <4 x i32> %v24, splat (i32 13)
  %v26 = and <4 x i32> %v25, splat (i32 1)
  %v27 = add <4 x i32> %v24, splat (i32 -939520001)
  %v28 = add <4 x i32> %v27, %v26
  %v29 = lshr <4 x i32> %v28, splat (i32 13)
  %v30 = bitcast <4 x i32> %v24 to <4 x float>
  %v31 = fadd <4 x float> %v30, splat (float 0x3FE0000000000000)
  %v32 = bitcast <4 x float> %v31 to <4 x i32>
  %v33 = sub <4 x i32> %v32, splat (i32 1056964608)
  %v34 = icmp ult <4 x i32> %v24, splat (i32 947912704)
  %v35 = select <4 x i1> %v34, <4 x i32> %v33, <4 x i32> %v29
  %v36 = icmp uge <4 x i32> %v24, splat (i32 1199566848)
  %v37 = select <4 x i1> %v36, <4 x i32> splat (i32 31744), <4 x i32> %v35
  %v38 = lshr <4 x i32> %v24, splat (i32 13)
  %v39 = and <4 x i32> %v38, splat (i32 1023)
  %v40 = or <4 x i32> %v39, splat (i32 32256)
  %v41 = select <4 x i1> %v21, <4 x i32> %v40, <4 x i32> %v37
  %v42 = or <4 x i32> %v41, %v23
  %v43 = trunc <4 x i32> %v42 to <4 x i16>
  %p44 = getelementptr i16, ptr %buf.y, i64 %i4
  %v49 = or <4 x i1> %mask17, %off48
  call void @llvm.masked.store.v4i16.p0(<4 x i16> %v43, ptr align 2 %p44, <4 x i1> %v49)
  store i64 %v16, ptr %_b0.addr.1
  br label %aligned15
aligned15:
  %v50 = sub i64 %v3, 4
  br label %cond51
cond51:
  %i54 = load i64, ptr %_b0.addr.1
  %v55 = icmp sle i64 %i54, %v50
  br i1 %v55, label %body52, label %exit53
body52:
  %p56 = getelementptr float, ptr %buf.x, i64 %i54
  %ld57 = load <4 x float>, ptr %p56, align 4
  %v58 = bitcast <4 x float> %ld57 to <4 x i32>
  %v59 = fcmp uno <4 x float> %ld57, %ld57
  %v60 = lshr <4 x i32> %v58, splat (i32 16)
  %v61 = and <4 x i32> %v60, splat (i32 32768)
  %v62 = and <4 x i32> %v58, splat (i32 2147483647)
  %v63 = lshr <4 x i32> %v62, splat (i32 13)
  %v64 = and <4 x i32> %v63, splat (i32 1)
  %v65 = add <4 x i32> %v62, splat (i32 -939520001)
  %v66 = add <4 x i32> %v65, %v64
  %v67 = lshr <4 x i32> %v66, splat (i32 13)
  %v68 = bitcast <4 x i32> %v62 to <4 x float>
  %v69 = fadd <4 x float> %v68, splat (float 0x3FE0000000000000)
  %v70 = bitcast <4 x float> %v69 to <4 x i32>
  %v71 = sub <4 x i32> %v70, splat (i32 1056964608)
  %v72 = icmp ult <4 x i32> %v62, splat (i32 947912704)
  %v73 = select <4 x i1> %v72, <4 x i32> %v71, <4 x i32> %v67
  %v74 = icmp uge <4 x i32> %v62, splat (i32 1199566848)
  %v75 = select <4 x i1> %v74, <4 x i32> splat (i32 31744), <4 x i32> %v73
  %v76 = lshr <4 x i32> %v62, splat (i32 13)
  %v77 = and <4 x i32> %v76, splat (i32 1023)
  %v78 = or <4 x i32> %v77, splat (i32 32256)
  %v79 = select <4 x i1> %v59, <4 x i32> %v78, <4 x i32> %v75
  %v80 = or <4 x i32> %v79, %v61
  %v81 = trunc <4 x i32> %v80 to <4 x i16>
  %p82 = getelementptr i16, ptr %buf.y, i64 %i54
  store <4 x i16> %v81, ptr %p82, align 2
  %v83 = add nsw i64 %i54, 4
  store i64 %v83, ptr %_b0.addr.1
  br label %cond51
exit53:
  %i84 = load i64, ptr %_b0.addr.1
  %v85 = icmp slt i64 %i84, %v3
  br i1 %v85, label %tail86, label %done87
tail86:
  %mask88 = call <4 x i1> @llvm.get.active.lane.mask.v4i1.i64(i64 %i84, i64 %v3)
  %p89 = getelementptr float, ptr %buf.x, i64 %i84
  %ld90 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr align 4 %p89, <4 x i1> %mask88, <4 x float> zeroinitializer)
  %v91 = bitcast <4 x float> %ld90 to <4 x i32>
  %v92 = fcmp uno <4 x float> %ld90, %ld90
  %v93 = lshr <4 x i32> %v91, splat (i32 16)
  %v94 = and <4 x i32> %v93, splat (i32 32768)
  %v95 = and <4 x i32> %v91, splat (i32 2147483647)
  %v96 = lshr <4 x i32> %v95, splat (i32 13)
  %v97 = and <4 x i32> %v96, splat (i32 1)
  %v98 = add <4 x i32> %v95, splat (i32 -939520001)
  %v99 = add <4 x i32> %v98, %v97
  %v100 = lshr <4 x i32> %v99, splat (i32 13)
  %v101 = bitcast <4 x i32> %v95 to <4 x float>
  %v102 = fadd <4 x float> %v101, splat (float 0x3FE0000000000000)
  %v103 = bitcast <4 x float> %v102 to <4 x i32>
  %v104 = sub <4 x i32> %v103, splat (i32 1056964608)
  %v105 = icmp ult <4 x i32> %v95, splat (i32 947912704)
  %v106 = select <4 x i1> %v105, <4 x i32> %v104, <4 x i32> %v100
  %v107 = icmp uge <4 x i32> %v95, splat (i32 1199566848)
  %v108 = select <4 x i1> %v107, <4 x i32> splat (i32 31744), <4 x i32> %v106
  %v109 = lshr <4 x i32> %v95, splat (i32 13)
  %v110 = and <4 x i32> %v109, splat (i32 1023)
  %v111 = or <4 x i32> %v110, splat (i32 32256)
  %v112 = select <4 x i1> %v92, <4 x i32> %v111, <4 x i32> %v108
  %v113 = or <4 x i32> %v112, %v94
  %v114 = trunc <4 x i32> %v113 to <4 x i16>
  %p115 = getelementptr i16, ptr %buf.y, i64 %i84
  %v116 = or <4 x i1> %mask88, %off48
  call void @llvm.masked.store.v4i16.p0(<4 x i16> %v114, ptr align 2 %p115, <4 x i1> %v116)
  br label %done87
done87:
  ret void
}
