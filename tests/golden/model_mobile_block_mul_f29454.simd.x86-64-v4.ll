@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.x86.sse.sfence()

define void @"jr.op.mul"(ptr noalias %buf.a, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %size.B1, i64 %size.B2, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %_b1.addr.9 = alloca i64, align 64
  %_b2.addr.15 = alloca i64, align 64
  %v50 = mul i64 %size.B0, %size.B1
  %v51 = mul i64 %v50, %size.B2
  %v52 = icmp sge i64 %v51, 2097152
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %_b0.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %_b1.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %_b1.addr.9
  %v14 = icmp slt i64 %i13, %size.B1
  br i1 %v14, label %body11, label %exit12
body11:
  store i64 0, ptr %_b2.addr.15
  %i16 = load i64, ptr %_b2.addr.15
  %v17 = mul i64 %i7, %size.B1
  %v18 = add i64 %v17, %i13
  %v19 = mul i64 %v18, %size.B2
  %v20 = add i64 %v19, %i16
  %p21 = getelementptr float, ptr %buf.y, i64 %v20
  %v22 = ptrtoint ptr %p21 to i64
  %v23 = lshr i64 %v22, 2
  %v24 = sub i64 0, %v23
  %v25 = and i64 %v24, 15
  %v26 = sub i64 %size.B2, %i16
  %v27 = icmp sge i64 %v26, 128
  %v28 = select i1 %v27, i64 %v25, i64 0
  %v29 = icmp sgt i64 %v28, 0
  br i1 %v29, label %peel30, label %aligned31
peel30:
  %v32 = add nsw i64 %i16, %v28
  %mask33 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i16, i64 %v32)
  %v34 = mul i64 %i7, %size.B1
  %v35 = add i64 %v34, %i13
  %v36 = mul i64 %v35, %size.B2
  %v37 = add i64 %v36, %i16
  %p38 = getelementptr float, ptr %buf.a, i64 %v37
  %ld39 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p38, <16 x i1> %mask33, <16 x float> zeroinitializer)
  %v40 = mul i64 %i7, %size.B2
  %v41 = add i64 %v40, %i16
  %p42 = getelementptr float, ptr %buf.b, i64 %v41
  %ld43 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p42, <16 x i1> %mask33, <16 x float> zeroinitializer)
  %v44 = fmul contract <16 x float> %ld39, %ld43
  %v45 = mul i64 %i7, %size.B1
  %v46 = add i64 %v45, %i13
  %v47 = mul i64 %v46, %size.B2
  %v48 = add i64 %v47, %i16
  %p49 = getelementptr float, ptr %buf.y, i64 %v48
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v44, ptr align 4 %p49, <16 x i1> %mask33)
  store i64 %v32, ptr %_b2.addr.15
  br label %aligned31
aligned31:
  %v53 = and i1 %v27, %v52
  br i1 %v53, label %stream54, label %cached55
stream54:
  %v57 = sub i64 %size.B2, 16
  br label %cond58
cond58:
  %i61 = load i64, ptr %_b2.addr.15
  %v62 = icmp sle i64 %i61, %v57
  br i1 %v62, label %body59, label %exit60
body59:
  %v63 = mul i64 %i7, %size.B1
  %v64 = add i64 %v63, %i13
  %v65 = mul i64 %v64, %size.B2
  %v66 = add i64 %v65, %i61
  %p67 = getelementptr float, ptr %buf.a, i64 %v66
  %ld68 = load <16 x float>, ptr %p67, align 4
  %v69 = mul i64 %i7, %size.B2
  %v70 = add i64 %v69, %i61
  %p71 = getelementptr float, ptr %buf.b, i64 %v70
  %ld72 = load <16 x float>, ptr %p71, align 4
  %v73 = fmul contract <16 x float> %ld68, %ld72
  %v74 = mul i64 %i7, %size.B1
  %v75 = add i64 %v74, %i13
  %v76 = mul i64 %v75, %size.B2
  %v77 = add i64 %v76, %i61
  %p78 = getelementptr float, ptr %buf.y, i64 %v77
  store <16 x float> %v73, ptr %p78, align 64, !nontemporal !{i32 1}
  %v79 = add nsw i64 %i61, 16
  store i64 %v79, ptr %_b2.addr.15
  br label %cond58
exit60:
  br label %join56
cached55:
  %v80 = sub i64 %size.B2, 16
  br label %cond81
cond81:
  %i84 = load i64, ptr %_b2.addr.15
  %v85 = icmp sle i64 %i84, %v80
  br i1 %v85, label %body82, label %exit83
body82:
  %v86 = mul i64 %i7, %size.B1
  %v87 = add i64 %v86, %i13
  %v88 = mul i64 %v87, %size.B2
  %v89 = add i64 %v88, %i84
  %p90 = getelementptr float, ptr %buf.a, i64 %v89
  %ld91 = load <16 x float>, ptr %p90, align 4
  %v92 = mul i64 %i7, %size.B2
  %v93 = add i64 %v92, %i84
  %p94 = getelementptr float, ptr %buf.b, i64 %v93
  %ld95 = load <16 x float>, ptr %p94, align 4
  %v96 = fmul contract <16 x float> %ld91, %ld95
  %v97 = mul i64 %i7, %size.B1
  %v98 = add i64 %v97, %i13
  %v99 = mul i64 %v98, %size.B2
  %v100 = add i64 %v99, %i84
  %p101 = getelementptr float, ptr %buf.y, i64 %v100
  store <16 x float> %v96, ptr %p101, align 4
  %v102 = add nsw i64 %i84, 16
  store i64 %v102, ptr %_b2.addr.15
  br label %cond81
exit83:
  br label %join56
join56:
  %i103 = load i64, ptr %_b2.addr.15
  %v104 = icmp slt i64 %i103, %size.B2
  br i1 %v104, label %tail105, label %done106
tail105:
  %mask107 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i103, i64 %size.B2)
  %v108 = mul i64 %i7, %size.B1
  %v109 = add i64 %v108, %i13
  %v110 = mul i64 %v109, %size.B2
  %v111 = add i64 %v110, %i103
  %p112 = getelementptr float, ptr %buf.a, i64 %v111
  %ld113 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p112, <16 x i1> %mask107, <16 x float> zeroinitializer)
  %v114 = mul i64 %i7, %size.B2
  %v115 = add i64 %v114, %i103
  %p116 = getelementptr float, ptr %buf.b, i64 %v115
  %ld117 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p116, <16 x i1> %mask107, <16 x float> zeroinitializer)
  %v118 = fmul contract <16 x float> %ld113, %ld117
  %v119 = mul i64 %i7, %size.B1
  %v120 = add i64 %v119, %i13
  %v121 = mul i64 %v120, %size.B2
  %v122 = add i64 %v121, %i103
  %p123 = getelementptr float, ptr %buf.y, i64 %v122
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v118, ptr align 4 %p123, <16 x i1> %mask107)
  br label %done106
done106:
  %v124 = add nsw i64 %i13, 1
  store i64 %v124, ptr %_b1.addr.9
  br label %cond10
exit12:
  %v125 = add nsw i64 %i7, 1
  store i64 %v125, ptr %_b0.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}
