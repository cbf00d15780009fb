@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>)

define void @"jr.op.reduce_mean"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %acc9 = alloca <16 x float>, align 64
  %cnt10 = alloca <16 x float>, align 64
  %acc11 = alloca <16 x float>, align 64
  %cnt12 = alloca <16 x float>, align 64
  %acc13 = alloca <16 x float>, align 64
  %cnt14 = alloca <16 x float>, align 64
  %acc15 = alloca <16 x float>, align 64
  %cnt16 = alloca <16 x float>, align 64
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
  store <16 x float> splat (float 0x0000000000000000), ptr %acc9
  store <16 x float> zeroinitializer, ptr %cnt10
  store <16 x float> splat (float 0x0000000000000000), ptr %acc11
  store <16 x float> zeroinitializer, ptr %cnt12
  store <16 x float> splat (float 0x0000000000000000), ptr %acc13
  store <16 x float> zeroinitializer, ptr %cnt14
  store <16 x float> splat (float 0x0000000000000000), ptr %acc15
  store <16 x float> zeroinitializer, ptr %cnt16
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
  %v29 = fadd <16 x float> %old28, %ld27
  store <16 x float> %v29, ptr %acc9
  %c30 = load <16 x float>, ptr %cnt10
  %v31 = fadd <16 x float> %c30, splat (float 0x3FF0000000000000)
  store <16 x float> %v31, ptr %cnt10
  %v32 = add nsw i64 %i22, 16
  %v33 = mul i64 %i7, %size.C
  %v34 = add i64 %v33, %v32
  %p35 = getelementptr float, ptr %buf.x, i64 %v34
  %ld36 = load <16 x float>, ptr %p35, align 4
  %old37 = load <16 x float>, ptr %acc11
  %v38 = fadd <16 x float> %old37, %ld36
  store <16 x float> %v38, ptr %acc11
  %c39 = load <16 x float>, ptr %cnt12
  %v40 = fadd <16 x float> %c39, splat (float 0x3FF0000000000000)
  store <16 x float> %v40, ptr %cnt12
  %v41 = add nsw i64 %i22, 32
  %v42 = mul i64 %i7, %size.C
  %v43 = add i64 %v42, %v41
  %p44 = getelementptr float, ptr %buf.x, i64 %v43
  %ld45 = load <16 x float>, ptr %p44, align 4
  %old46 = load <16 x float>, ptr %acc13
  %v47 = fadd <16 x float> %old46, %ld45
  store <16 x float> %v47, ptr %acc13
  %c48 = load <16 x float>, ptr %cnt14
  %v49 = fadd <16 x float> %c48, splat (float 0x3FF0000000000000)
  store <16 x float> %v49, ptr %cnt14
  %v50 = add nsw i64 %i22, 48
  %v51 = mul i64 %i7, %size.C
  %v52 = add i64 %v51, %v50
  %p53 = getelementptr float, ptr %buf.x, i64 %v52
  %ld54 = load <16 x float>, ptr %p53, align 4
  %old55 = load <16 x float>, ptr %acc15
  %v56 = fadd <16 x float> %old55, %ld54
  store <16 x float> %v56, ptr %acc15
  %c57 = load <16 x float>, ptr %cnt16
  %v58 = fadd <16 x float> %c57, splat (float 0x3FF0000000000000)
  store <16 x float> %v58, ptr %cnt16
  %v59 = add nsw i64 %i22, 64
  store i64 %v59, ptr %c.addr.17
  br label %cond19
exit21:
  %v60 = sub i64 %size.C, 16
  br label %cond61
cond61:
  %i64 = load i64, ptr %c.addr.17
  %v65 = icmp sle i64 %i64, %v60
  br i1 %v65, label %body62, label %exit63
body62:
  %v66 = mul i64 %i7, %size.C
  %v67 = add i64 %v66, %i64
  %p68 = getelementptr float, ptr %buf.x, i64 %v67
  %ld69 = load <16 x float>, ptr %p68, align 4
  %old70 = load <16 x float>, ptr %acc9
  %v71 = fadd <16 x float> %old70, %ld69
  store <16 x float> %v71, ptr %acc9
  %c72 = load <16 x float>, ptr %cnt10
  %v73 = fadd <16 x float> %c72, splat (float 0x3FF0000000000000)
  store <16 x float> %v73, ptr %cnt10
  %v74 = add nsw i64 %i64, 16
  store i64 %v74, ptr %c.addr.17
  br label %cond61
exit63:
  %i75 = load i64, ptr %c.addr.17
  %v76 = icmp slt i64 %i75, %size.C
  br i1 %v76, label %tail77, label %done78
tail77:
  %mask79 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i75, i64 %size.C)
  %v80 = mul i64 %i7, %size.C
  %v81 = add i64 %v80, %i75
  %p82 = getelementptr float, ptr %buf.x, i64 %v81
  %ld83 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p82, <16 x i1> %mask79, <16 x float> zeroinitializer)
  %old84 = load <16 x float>, ptr %acc9
  %v85 = fadd <16 x float> %old84, %ld83
  %v86 = select <16 x i1> %mask79, <16 x float> %v85, <16 x float> %old84
  store <16 x float> %v86, ptr %acc9
  %c87 = load <16 x float>, ptr %cnt10
  %v88 = select <16 x i1> %mask79, <16 x float> splat (float 0x3FF0000000000000), <16 x float> zeroinitializer
  %v89 = fadd <16 x float> %c87, %v88
  store <16 x float> %v89, ptr %cnt10
  br label %done78
done78:
  %red90 = load <16 x float>, ptr %acc9
  %red91 = load <16 x float>, ptr %acc11
  %red92 = load <16 x float>, ptr %acc13
  %red93 = load <16 x float>, ptr %acc15
  %v94 = fadd <16 x float> %red90, %red91
  %v95 = fadd <16 x float> %v94, %red92
  %v96 = fadd <16 x float> %v95, %red93
  %v97 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v96)
  %red98 = load <16 x float>, ptr %cnt10
  %red99 = load <16 x float>, ptr %cnt12
  %red100 = load <16 x float>, ptr %cnt14
  %red101 = load <16 x float>, ptr %cnt16
  %v102 = fadd <16 x float> %red98, %red99
  %v103 = fadd <16 x float> %v102, %red100
  %v104 = fadd <16 x float> %v103, %red101
  %v105 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v104)
  %v106 = fdiv float %v97, %v105
  %p107 = getelementptr float, ptr %buf.y, i64 %i7
  store float %v106, ptr %p107, align 4
  %v108 = add nsw i64 %i7, 1
  store i64 %v108, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
