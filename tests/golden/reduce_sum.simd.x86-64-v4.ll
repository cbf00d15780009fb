@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>)

define void @"jr.op.reduce_sum"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %acc9 = alloca <16 x float>, align 64
  %acc10 = alloca <16 x float>, align 64
  %acc11 = alloca <16 x float>, align 64
  %acc12 = alloca <16 x float>, align 64
  %c.addr.13 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %_b0.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc9
  store <16 x float> splat (float 0x0000000000000000), ptr %acc10
  store <16 x float> splat (float 0x0000000000000000), ptr %acc11
  store <16 x float> splat (float 0x0000000000000000), ptr %acc12
  store i64 0, ptr %c.addr.13
  %v14 = sub i64 %size.C, 64
  br label %cond15
cond15:
  %i18 = load i64, ptr %c.addr.13
  %v19 = icmp sle i64 %i18, %v14
  br i1 %v19, label %body16, label %exit17
body16:
  %v20 = mul i64 %i7, %size.C
  %v21 = add i64 %v20, %i18
  %p22 = getelementptr float, ptr %buf.x, i64 %v21
  %ld23 = load <16 x float>, ptr %p22, align 4
  %old24 = load <16 x float>, ptr %acc9
  %v25 = fadd <16 x float> %old24, %ld23
  store <16 x float> %v25, ptr %acc9
  %v26 = add nsw i64 %i18, 16
  %v27 = mul i64 %i7, %size.C
  %v28 = add i64 %v27, %v26
  %p29 = getelementptr float, ptr %buf.x, i64 %v28
  %ld30 = load <16 x float>, ptr %p29, align 4
  %old31 = load <16 x float>, ptr %acc10
  %v32 = fadd <16 x float> %old31, %ld30
  store <16 x float> %v32, ptr %acc10
  %v33 = add nsw i64 %i18, 32
  %v34 = mul i64 %i7, %size.C
  %v35 = add i64 %v34, %v33
  %p36 = getelementptr float, ptr %buf.x, i64 %v35
  %ld37 = load <16 x float>, ptr %p36, align 4
  %old38 = load <16 x float>, ptr %acc11
  %v39 = fadd <16 x float> %old38, %ld37
  store <16 x float> %v39, ptr %acc11
  %v40 = add nsw i64 %i18, 48
  %v41 = mul i64 %i7, %size.C
  %v42 = add i64 %v41, %v40
  %p43 = getelementptr float, ptr %buf.x, i64 %v42
  %ld44 = load <16 x float>, ptr %p43, align 4
  %old45 = load <16 x float>, ptr %acc12
  %v46 = fadd <16 x float> %old45, %ld44
  store <16 x float> %v46, ptr %acc12
  %v47 = add nsw i64 %i18, 64
  store i64 %v47, ptr %c.addr.13
  br label %cond15
exit17:
  %v48 = sub i64 %size.C, 16
  br label %cond49
cond49:
  %i52 = load i64, ptr %c.addr.13
  %v53 = icmp sle i64 %i52, %v48
  br i1 %v53, label %body50, label %exit51
body50:
  %v54 = mul i64 %i7, %size.C
  %v55 = add i64 %v54, %i52
  %p56 = getelementptr float, ptr %buf.x, i64 %v55
  %ld57 = load <16 x float>, ptr %p56, align 4
  %old58 = load <16 x float>, ptr %acc9
  %v59 = fadd <16 x float> %old58, %ld57
  store <16 x float> %v59, ptr %acc9
  %v60 = add nsw i64 %i52, 16
  store i64 %v60, ptr %c.addr.13
  br label %cond49
exit51:
  %i61 = load i64, ptr %c.addr.13
  %v62 = icmp slt i64 %i61, %size.C
  br i1 %v62, label %tail63, label %done64
tail63:
  %mask65 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i61, i64 %size.C)
  %v66 = mul i64 %i7, %size.C
  %v67 = add i64 %v66, %i61
  %p68 = getelementptr float, ptr %buf.x, i64 %v67
  %ld69 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p68, <16 x i1> %mask65, <16 x float> zeroinitializer)
  %old70 = load <16 x float>, ptr %acc9
  %v71 = fadd <16 x float> %old70, %ld69
  %v72 = select <16 x i1> %mask65, <16 x float> %v71, <16 x float> %old70
  store <16 x float> %v72, ptr %acc9
  br label %done64
done64:
  %red73 = load <16 x float>, ptr %acc9
  %red74 = load <16 x float>, ptr %acc10
  %red75 = load <16 x float>, ptr %acc11
  %red76 = load <16 x float>, ptr %acc12
  %v77 = fadd <16 x float> %red73, %red74
  %v78 = fadd <16 x float> %v77, %red75
  %v79 = fadd <16 x float> %v78, %red76
  %v80 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v79)
  %p81 = getelementptr float, ptr %buf.y, i64 %i7
  store float %v80, ptr %p81, align 4
  %v82 = add nsw i64 %i7, 1
  store i64 %v82, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
