@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>)

define void @"jr.op.global_avgpool"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %size.H, i64 %size.W, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %c.addr.9 = alloca i64, align 64
  %acc15 = alloca <16 x float>, align 64
  %cnt16 = alloca <16 x float>, align 64
  %acc17 = alloca <16 x float>, align 64
  %cnt18 = alloca <16 x float>, align 64
  %acc19 = alloca <16 x float>, align 64
  %cnt20 = alloca <16 x float>, align 64
  %acc21 = alloca <16 x float>, align 64
  %cnt22 = alloca <16 x float>, align 64
  %h.addr.23 = alloca i64, align 64
  %w.addr.29 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %c.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %c.addr.9
  %v14 = icmp slt i64 %i13, %size.C
  br i1 %v14, label %body11, label %exit12
body11:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc15
  store <16 x float> zeroinitializer, ptr %cnt16
  store <16 x float> splat (float 0x0000000000000000), ptr %acc17
  store <16 x float> zeroinitializer, ptr %cnt18
  store <16 x float> splat (float 0x0000000000000000), ptr %acc19
  store <16 x float> zeroinitializer, ptr %cnt20
  store <16 x float> splat (float 0x0000000000000000), ptr %acc21
  store <16 x float> zeroinitializer, ptr %cnt22
  store i64 0, ptr %h.addr.23
  br label %cond24
cond24:
  %i27 = load i64, ptr %h.addr.23
  %v28 = icmp slt i64 %i27, %size.H
  br i1 %v28, label %body25, label %exit26
body25:
  store i64 0, ptr %w.addr.29
  %v30 = sub i64 %size.W, 64
  br label %cond31
cond31:
  %i34 = load i64, ptr %w.addr.29
  %v35 = icmp sle i64 %i34, %v30
  br i1 %v35, label %body32, label %exit33
body32:
  %v36 = mul i64 %i7, %size.C
  %v37 = add i64 %v36, %i13
  %v38 = mul i64 %v37, %size.H
  %v39 = add i64 %v38, %i27
  %v40 = mul i64 %v39, %size.W
  %v41 = add i64 %v40, %i34
  %p42 = getelementptr float, ptr %buf.x, i64 %v41
  %ld43 = load <16 x float>, ptr %p42, align 4
  %old44 = load <16 x float>, ptr %acc15
  %v45 = fadd <16 x float> %old44, %ld43
  store <16 x float> %v45, ptr %acc15
  %c46 = load <16 x float>, ptr %cnt16
  %v47 = fadd <16 x float> %c46, splat (float 0x3FF0000000000000)
  store <16 x float> %v47, ptr %cnt16
  %v48 = add nsw i64 %i34, 16
  %v49 = mul i64 %i7, %size.C
  %v50 = add i64 %v49, %i13
  %v51 = mul i64 %v50, %size.H
  %v52 = add i64 %v51, %i27
  %v53 = mul i64 %v52, %size.W
  %v54 = add i64 %v53, %v48
  %p55 = getelementptr float, ptr %buf.x, i64 %v54
  %ld56 = load <16 x float>, ptr %p55, align 4
  %old57 = load <16 x float>, ptr %acc17
  %v58 = fadd <16 x float> %old57, %ld56
  store <16 x float> %v58, ptr %acc17
  %c59 = load <16 x float>, ptr %cnt18
  %v60 = fadd <16 x float> %c59, splat (float 0x3FF0000000000000)
  store <16 x float> %v60, ptr %cnt18
  %v61 = add nsw i64 %i34, 32
  %v62 = mul i64 %i7, %size.C
  %v63 = add i64 %v62, %i13
  %v64 = mul i64 %v63, %size.H
  %v65 = add i64 %v64, %i27
  %v66 = mul i64 %v65, %size.W
  %v67 = add i64 %v66, %v61
  %p68 = getelementptr float, ptr %buf.x, i64 %v67
  %ld69 = load <16 x float>, ptr %p68, align 4
  %old70 = load <16 x float>, ptr %acc19
  %v71 = fadd <16 x float> %old70, %ld69
  store <16 x float> %v71, ptr %acc19
  %c72 = load <16 x float>, ptr %cnt20
  %v73 = fadd <16 x float> %c72, splat (float 0x3FF0000000000000)
  store <16 x float> %v73, ptr %cnt20
  %v74 = add nsw i64 %i34, 48
  %v75 = mul i64 %i7, %size.C
  %v76 = add i64 %v75, %i13
  %v77 = mul i64 %v76, %size.H
  %v78 = add i64 %v77, %i27
  %v79 = mul i64 %v78, %size.W
  %v80 = add i64 %v79, %v74
  %p81 = getelementptr float, ptr %buf.x, i64 %v80
  %ld82 = load <16 x float>, ptr %p81, align 4
  %old83 = load <16 x float>, ptr %acc21
  %v84 = fadd <16 x float> %old83, %ld82
  store <16 x float> %v84, ptr %acc21
  %c85 = load <16 x float>, ptr %cnt22
  %v86 = fadd <16 x float> %c85, splat (float 0x3FF0000000000000)
  store <16 x float> %v86, ptr %cnt22
  %v87 = add nsw i64 %i34, 64
  store i64 %v87, ptr %w.addr.29
  br label %cond31
exit33:
  %v88 = sub i64 %size.W, 16
  br label %cond89
cond89:
  %i92 = load i64, ptr %w.addr.29
  %v93 = icmp sle i64 %i92, %v88
  br i1 %v93, label %body90, label %exit91
body90:
  %v94 = mul i64 %i7, %size.C
  %v95 = add i64 %v94, %i13
  %v96 = mul i64 %v95, %size.H
  %v97 = add i64 %v96, %i27
  %v98 = mul i64 %v97, %size.W
  %v99 = add i64 %v98, %i92
  %p100 = getelementptr float, ptr %buf.x, i64 %v99
  %ld101 = load <16 x float>, ptr %p100, align 4
  %old102 = load <16 x float>, ptr %acc15
  %v103 = fadd <16 x float> %old102, %ld101
  store <16 x float> %v103, ptr %acc15
  %c104 = load <16 x float>, ptr %cnt16
  %v105 = fadd <16 x float> %c104, splat (float 0x3FF0000000000000)
  store <16 x float> %v105, ptr %cnt16
  %v106 = add nsw i64 %i92, 16
  store i64 %v106, ptr %w.addr.29
  br label %cond89
exit91:
  %i107 = load i64, ptr %w.addr.29
  %v108 = icmp slt i64 %i107, %size.W
  br i1 %v108, label %tail109, label %done110
tail109:
  %mask111 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i107, i64 %size.W)
  %v112 = mul i64 %i7, %size.C
  %v113 = add i64 %v112, %i13
  %v114 = mul i64 %v113, %size.H
  %v115 = add i64 %v114, %i27
  %v116 = mul i64 %v115, %size.W
  %v117 = add i64 %v116, %i107
  %p118 = getelementptr float, ptr %buf.x, i64 %v117
  %ld119 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p118, <16 x i1> %mask111, <16 x float> zeroinitializer)
  %old120 = load <16 x float>, ptr %acc15
  %v121 = fadd <16 x float> %old120, %ld119
  %v122 = select <16 x i1> %mask111, <16 x float> %v121, <16 x float> %old120
  store <16 x float> %v122, ptr %acc15
  %c123 = load <16 x float>, ptr %cnt16
  %v124 = select <16 x i1> %mask111, <16 x float> splat (float 0x3FF0000000000000), <16 x float> zeroinitializer
  %v125 = fadd <16 x float> %c123, %v124
  store <16 x float> %v125, ptr %cnt16
  br label %done110
done110:
  %v126 = add nsw i64 %i27, 1
  store i64 %v126, ptr %h.addr.23
  br label %cond24
exit26:
  %red127 = load <16 x float>, ptr %acc15
  %red128 = load <16 x float>, ptr %acc17
  %red129 = load <16 x float>, ptr %acc19
  %red130 = load <16 x float>, ptr %acc21
  %v131 = fadd <16 x float> %red127, %red128
  %v132 = fadd <16 x float> %v131, %red129
  %v133 = fadd <16 x float> %v132, %red130
  %v134 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v133)
  %red135 = load <16 x float>, ptr %cnt16
  %red136 = load <16 x float>, ptr %cnt18
  %red137 = load <16 x float>, ptr %cnt20
  %red138 = load <16 x float>, ptr %cnt22
  %v139 = fadd <16 x float> %red135, %red136
  %v140 = fadd <16 x float> %v139, %red137
  %v141 = fadd <16 x float> %v140, %red138
  %v142 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v141)
  %v143 = fdiv float %v134, %v142
  %v144 = mul i64 %i7, %size.C
  %v145 = add i64 %v144, %i13
  %p146 = getelementptr float, ptr %buf.y, i64 %v145
  store float %v143, ptr %p146, align 4
  %v147 = add nsw i64 %i13, 1
  store i64 %v147, ptr %c.addr.9
  br label %cond10
exit12:
  %v148 = add nsw i64 %i7, 1
  store i64 %v148, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
