@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.x86.sse.sfence()

define void @"jr.op.transpose_1_0_2"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.D0, i64 %size.D1, i64 %size.D2, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %i1.addr.1 = alloca i64, align 64
  %i0.addr.9 = alloca i64, align 64
  %i2.addr.15 = alloca i64, align 64
  %v45 = mul i64 %size.D1, %size.D0
  %v46 = mul i64 %v45, %size.D2
  %v47 = icmp sge i64 %v46, 2097152
  %v2 = icmp slt i64 %range.hi, %size.D1
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.D1
  store i64 %range.lo, ptr %i1.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %i1.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %i0.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %i0.addr.9
  %v14 = icmp slt i64 %i13, %size.D0
  br i1 %v14, label %body11, label %exit12
body11:
  store i64 0, ptr %i2.addr.15
  %i16 = load i64, ptr %i2.addr.15
  %v17 = mul i64 %i7, %size.D0
  %v18 = add i64 %v17, %i13
  %v19 = mul i64 %v18, %size.D2
  %v20 = add i64 %v19, %i16
  %p21 = getelementptr float, ptr %buf.y, i64 %v20
  %v22 = ptrtoint ptr %p21 to i64
  %v23 = lshr i64 %v22, 2
  %v24 = sub i64 0, %v23
  %v25 = and i64 %v24, 15
  %v26 = sub i64 %size.D2, %i16
  %v27 = icmp sge i64 %v26, 128
  %v28 = select i1 %v27, i64 %v25, i64 0
  %v29 = icmp sgt i64 %v28, 0
  br i1 %v29, label %peel30, label %aligned31
peel30:
  %v32 = add nsw i64 %i16, %v28
  %mask33 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i16, i64 %v32)
  %v34 = mul i64 %i13, %size.D1
  %v35 = add i64 %v34, %i7
  %v36 = mul i64 %v35, %size.D2
  %v37 = add i64 %v36, %i16
  %p38 = getelementptr float, ptr %buf.x, i64 %v37
  %ld39 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p38, <16 x i1> %mask33, <16 x float> zeroinitializer)
  %v40 = mul i64 %i7, %size.D0
  %v41 = add i64 %v40, %i13
  %v42 = mul i64 %v41, %size.D2
  %v43 = add i64 %v42, %i16
  %p44 = getelementptr float, ptr %buf.y, i64 %v43
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld39, ptr align 4 %p44, <16 x i1> %mask33)
  store i64 %v32, ptr %i2.addr.15
  br label %aligned31
aligned31:
  %v48 = and i1 %v27, %v47
  br i1 %v48, label %stream49, label %cached50
stream49:
  %v52 = sub i64 %size.D2, 16
  br label %cond53
cond53:
  %i56 = load i64, ptr %i2.addr.15
  %v57 = icmp sle i64 %i56, %v52
  br i1 %v57, label %body54, label %exit55
body54:
  %v58 = mul i64 %i13, %size.D1
  %v59 = add i64 %v58, %i7
  %v60 = mul i64 %v59, %size.D2
  %v61 = add i64 %v60, %i56
  %p62 = getelementptr float, ptr %buf.x, i64 %v61
  %ld63 = load <16 x float>, ptr %p62, align 4
  %v64 = mul i64 %i7, %size.D0
  %v65 = add i64 %v64, %i13
  %v66 = mul i64 %v65, %size.D2
  %v67 = add i64 %v66, %i56
  %p68 = getelementptr float, ptr %buf.y, i64 %v67
  store <16 x float> %ld63, ptr %p68, align 64, !nontemporal !{i32 1}
  %v69 = add nsw i64 %i56, 16
  store i64 %v69, ptr %i2.addr.15
  br label %cond53
exit55:
  br label %join51
cached50:
  %v70 = sub i64 %size.D2, 16
  br label %cond71
cond71:
  %i74 = load i64, ptr %i2.addr.15
  %v75 = icmp sle i64 %i74, %v70
  br i1 %v75, label %body72, label %exit73
body72:
  %v76 = mul i64 %i13, %size.D1
  %v77 = add i64 %v76, %i7
  %v78 = mul i64 %v77, %size.D2
  %v79 = add i64 %v78, %i74
  %p80 = getelementptr float, ptr %buf.x, i64 %v79
  %ld81 = load <16 x float>, ptr %p80, align 4
  %v82 = mul i64 %i7, %size.D0
  %v83 = add i64 %v82, %i13
  %v84 = mul i64 %v83, %size.D2
  %v85 = add i64 %v84, %i74
  %p86 = getelementptr float, ptr %buf.y, i64 %v85
  store <16 x float> %ld81, ptr %p86, align 4
  %v87 = add nsw i64 %i74, 16
  store i64 %v87, ptr %i2.addr.15
  br label %cond71
exit73:
  br label %join51
join51:
  %i88 = load i64, ptr %i2.addr.15
  %v89 = icmp slt i64 %i88, %size.D2
  br i1 %v89, label %tail90, label %done91
tail90:
  %mask92 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i88, i64 %size.D2)
  %v93 = mul i64 %i13, %size.D1
  %v94 = add i64 %v93, %i7
  %v95 = mul i64 %v94, %size.D2
  %v96 = add i64 %v95, %i88
  %p97 = getelementptr float, ptr %buf.x, i64 %v96
  %ld98 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p97, <16 x i1> %mask92, <16 x float> zeroinitializer)
  %v99 = mul i64 %i7, %size.D0
  %v100 = add i64 %v99, %i13
  %v101 = mul i64 %v100, %size.D2
  %v102 = add i64 %v101, %i88
  %p103 = getelementptr float, ptr %buf.y, i64 %v102
  call void @llvm.masked.store.v16f32.p0(<16 x float> %ld98, ptr align 4 %p103, <16 x i1> %mask92)
  br label %done91
done91:
  %v104 = add nsw i64 %i13, 1
  store i64 %v104, ptr %i0.addr.9
  br label %cond10
exit12:
  %v105 = add nsw i64 %i7, 1
  store i64 %v105, ptr %i1.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}
