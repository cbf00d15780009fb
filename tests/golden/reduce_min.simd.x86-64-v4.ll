@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.minimum.v16f32(<16 x float>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare float @llvm.vector.reduce.fminimum.v16f32(<16 x float>)
declare i1 @llvm.vector.reduce.or.v16i1(<16 x i1>)

define void @"jr.op.reduce_min"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %acc9 = alloca <16 x float>, align 64
  %nan10 = alloca <16 x i1>, align 64
  %acc11 = alloca <16 x float>, align 64
  %nan12 = alloca <16 x i1>, align 64
  %acc13 = alloca <16 x float>, align 64
  %nan14 = alloca <16 x i1>, align 64
  %acc15 = alloca <16 x float>, align 64
  %nan16 = alloca <16 x i1>, align 64
  %c.addr.17 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %_b0.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store <16 x float> splat (float 0x7FF0000000000000), ptr %acc9
  store <16 x i1> zeroinitializer, ptr %nan10
  store <16 x float> splat (float 0x7FF0000000000000), ptr %acc11
  store <16 x i1> zeroinitializer, ptr %nan12
  store <16 x float> splat (float 0x7FF0000000000000), ptr %acc13
  store <16 x i1> zeroinitializer, ptr %nan14
  store <16 x float> splat (float 0x7FF0000000000000), ptr %acc15
  store <16 x i1> zeroinitializer, ptr %nan16
  store i64 0, ptr %c.addr.17
  %v18 = sub i64 %size.C, 64
  br label %cond19
cond19:
  %i22 = load i64, ptr %c.addr.17
  %v23 = icmp sle i64 %i22, %v18
  br i1 %v23, label %body20, label %exit21
body20:
  %v24 = mul i64 %i7, %size.C
  %v25 = add i64 %v24, %i22
  %p26 = getelementptr float, ptr %buf.x, i64 %v25
  %ld27 = load <16 x float>, ptr %p26, align 4
  %old28 = load <16 x float>, ptr %acc9
  %v29 = fcmp olt <16 x float> %ld27, %old28
  %v30 = select <16 x i1> %v29, <16 x float> %ld27, <16 x float> %old28
  %v31 = fcmp uno <16 x float> %ld27, %ld27
  %v32 = load <16 x i1>, ptr %nan10
  %v33 = or <16 x i1> %v32, %v31
  store <16 x i1> %v33, ptr %nan10
  store <16 x float> %v30, ptr %acc9
  %v34 = add nsw i64 %i22, 16
  %v35 = mul i64 %i7, %size.C
  %v36 = add i64 %v35, %v34
  %p37 = getelementptr float, ptr %buf.x, i64 %v36
  %ld38 = load <16 x float>, ptr %p37, align 4
  %old39 = load <16 x float>, ptr %acc11
  %v40 = fcmp olt <16 x float> %ld38, %old39
  %v41 = select <16 x i1> %v40, <16 x float> %ld38, <16 x float> %old39
  %v42 = fcmp uno <16 x float> %ld38, %ld38
  %v43 = load <16 x i1>, ptr %nan12
  %v44 = or <16 x i1> %v43, %v42
  store <16 x i1> %v44, ptr %nan12
  store <16 x float> %v41, ptr %acc11
  %v45 = add nsw i64 %i22, 32
  %v46 = mul i64 %i7, %size.C
  %v47 = add i64 %v46, %v45
  %p48 = getelementptr float, ptr %buf.x, i64 %v47
  %ld49 = load <16 x float>, ptr %p48, align 4
  %old50 = load <16 x float>, ptr %acc13
  %v51 = fcmp olt <16 x float> %ld49, %old50
  %v52 = select <16 x i1> %v51, <16 x float> %ld49, <16 x float> %old50
  %v53 = fcmp uno <16 x float> %ld49, %ld49
  %v54 = load <16 x i1>, ptr %nan14
  %v55 = or <16 x i1> %v54, %v53
  store <16 x i1> %v55, ptr %nan14
  store <16 x float> %v52, ptr %acc13
  %v56 = add nsw i64 %i22, 48
  %v57 = mul i64 %i7, %size.C
  %v58 = add i64 %v57, %v56
  %p59 = getelementptr float, ptr %buf.x, i64 %v58
  %ld60 = load <16 x float>, ptr %p59, align 4
  %old61 = load <16 x float>, ptr %acc15
  %v62 = fcmp olt <16 x float> %ld60, %old61
  %v63 = select <16 x i1> %v62, <16 x float> %ld60, <16 x float> %old61
  %v64 = fcmp uno <16 x float> %ld60, %ld60
  %v65 = load <16 x i1>, ptr %nan16
  %v66 = or <16 x i1> %v65, %v64
  store <16 x i1> %v66, ptr %nan16
  store <16 x float> %v63, ptr %acc15
  %v67 = add nsw i64 %i22, 64
  store i64 %v67, ptr %c.addr.17
  br label %cond19
exit21:
  %v68 = sub i64 %size.C, 16
  br label %cond69
cond69:
  %i72 = load i64, ptr %c.addr.17
  %v73 = icmp sle i64 %i72, %v68
  br i1 %v73, label %body70, label %exit71
body70:
  %v74 = mul i64 %i7, %size.C
  %v75 = add i64 %v74, %i72
  %p76 = getelementptr float, ptr %buf.x, i64 %v75
  %ld77 = load <16 x float>, ptr %p76, align 4
  %old78 = load <16 x float>, ptr %acc9
  %v79 = fcmp olt <16 x float> %ld77, %old78
  %v80 = select <16 x i1> %v79, <16 x float> %ld77, <16 x float> %old78
  %v81 = fcmp uno <16 x float> %ld77, %ld77
  %v82 = load <16 x i1>, ptr %nan10
  %v83 = or <16 x i1> %v82, %v81
  store <16 x i1> %v83, ptr %nan10
  store <16 x float> %v80, ptr %acc9
  %v84 = add nsw i64 %i72, 16
  store i64 %v84, ptr %c.addr.17
  br label %cond69
exit71:
  %i85 = load i64, ptr %c.addr.17
  %v86 = icmp slt i64 %i85, %size.C
  br i1 %v86, label %tail87, label %done88
tail87:
  %mask89 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i85, i64 %size.C)
  %v90 = mul i64 %i7, %size.C
  %v91 = add i64 %v90, %i85
  %p92 = getelementptr float, ptr %buf.x, i64 %v91
  %ld93 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p92, <16 x i1> %mask89, <16 x float> zeroinitializer)
  %old94 = load <16 x float>, ptr %acc9
  %v95 = fcmp olt <16 x float> %ld93, %old94
  %v96 = select <16 x i1> %v95, <16 x float> %ld93, <16 x float> %old94
  %v97 = fcmp uno <16 x float> %ld93, %ld93
  %v98 = and <16 x i1> %v97, %mask89
  %v99 = load <16 x i1>, ptr %nan10
  %v100 = or <16 x i1> %v99, %v98
  store <16 x i1> %v100, ptr %nan10
  %v101 = select <16 x i1> %mask89, <16 x float> %v96, <16 x float> %old94
  store <16 x float> %v101, ptr %acc9
  br label %done88
done88:
  %red102 = load <16 x float>, ptr %acc9
  %red103 = load <16 x float>, ptr %acc11
  %red104 = load <16 x float>, ptr %acc13
  %red105 = load <16 x float>, ptr %acc15
  %v106 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %red102, <16 x float> %red103)
  %v107 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %v106, <16 x float> %red104)
  %v108 = call <16 x float> @llvm.minimum.v16f32(<16 x float> %v107, <16 x float> %red105)
  %v109 = call float @llvm.vector.reduce.fminimum.v16f32(<16 x float> %v108)
  %v110 = load <16 x i1>, ptr %nan10
  %v111 = load <16 x i1>, ptr %nan12
  %v112 = or <16 x i1> %v110, %v111
  %v113 = load <16 x i1>, ptr %nan14
  %v114 = or <16 x i1> %v112, %v113
  %v115 = load <16 x i1>, ptr %nan16
  %v116 = or <16 x i1> %v114, %v115
  %v117 = call i1 @llvm.vector.reduce.or.v16i1(<16 x i1> %v116)
  %v118 = select i1 %v117, float 0x7FF8000000000000, float %v109
  %p119 = getelementptr float, ptr %buf.y, i64 %i7
  store float %v118, ptr %p119, align 4
  %v120 = add nsw i64 %i7, 1
  store i64 %v120, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
