@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)

declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)

declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>)

define void @"jr.op.global_avgpool"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %size.H, i64 %size.W, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %c.addr.9 = alloca i64, align 64
  %i.addr.15 = alloca i64, align 64
  %j.addr.21 = alloca i64, align 64
  %acc27 = alloca <16 x float>, align 64
  %cnt28 = alloca <16 x float>, align 64
  %acc29 = alloca <16 x float>, align 64
  %cnt30 = alloca <16 x float>, align 64
  %acc31 = alloca <16 x float>, align 64
  %cnt32 = alloca <16 x float>, align 64
  %acc33 = alloca <16 x float>, align 64
  %cnt34 = alloca <16 x float>, align 64
  %h.addr.35 = alloca i64, align 64
  %w.addr.41 = alloca i64, align 64
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
  store i64 0, ptr %i.addr.15
  br label %cond16
cond16:
  %i19 = load i64, ptr %i.addr.15
  %v20 = icmp slt i64 %i19, 1
  br i1 %v20, label %body17, label %exit18
body17:
  store i64 0, ptr %j.addr.21
  br label %cond22
cond22:
  %i25 = load i64, ptr %j.addr.21
  %v26 = icmp slt i64 %i25, 1
  br i1 %v26, label %body23, label %exit24
body23:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc27
  store <16 x float> zeroinitializer, ptr %cnt28
  store <16 x float> splat (float 0x0000000000000000), ptr %acc29
  store <16 x float> zeroinitializer, ptr %cnt30
  store <16 x float> splat (float 0x0000000000000000), ptr %acc31
  store <16 x float> zeroinitializer, ptr %cnt32
  store <16 x float> splat (float 0x0000000000000000), ptr %acc33
  store <16 x float> zeroinitializer, ptr %cnt34
  store i64 0, ptr %h.addr.35
  br label %cond36
cond36:
  %i39 = load i64, ptr %h.addr.35
  %v40 = icmp slt i64 %i39, %size.H
  br i1 %v40, label %body37, label %exit38
body37:
  store i64 0, ptr %w.addr.41
  %v42 = sub i64 %size.W, 64
  br label %cond43
cond43:
  %i46 = load i64, ptr %w.addr.41
  %v47 = icmp sle i64 %i46, %v42
  br i1 %v47, label %body44, label %exit45
body44:
  %v48 = mul i64 %i7, %size.C
  %v49 = add i64 %v48, %i13
  %v50 = mul i64 %v49, %size.H
  %v51 = add i64 %v50, %i39
  %v52 = mul i64 %v51, %size.W
  %v53 = add i64 %v52, %i46
  %p54 = getelementptr float, ptr %buf.x, i64 %v53
  %ld55 = load <16 x float>, ptr %p54, align 4
  %old56 = load <16 x float>, ptr %acc27
  %v57 = fadd <16 x float> %old56, %ld55
  store <16 x float> %v57, ptr %acc27
  %c58 = load <16 x float>, ptr %cnt28
  %v59 = fadd <16 x float> %c58, splat (float 0x3FF0000000000000)
  store <16 x float> %v59, ptr %cnt28
  %v60 = add nsw i64 %i46, 16
  %v61 = mul i64 %i7, %size.C
  %v62 = add i64 %v61, %i13
  %v63 = mul i64 %v62, %size.H
  %v64 = add i64 %v63, %i39
  %v65 = mul i64 %v64, %size.W
  %v66 = add i64 %v65, %v60
  %p67 = getelementptr float, ptr %buf.x, i64 %v66
  %ld68 = load <16 x float>, ptr %p67, align 4
  %old69 = load <16 x float>, ptr %acc29
  %v70 = fadd <16 x float> %old69, %ld68
  store <16 x float> %v70, ptr %acc29
  %c71 = load <16 x float>, ptr %cnt30
  %v72 = fadd <16 x float> %c71, splat (float 0x3FF0000000000000)
  store <16 x float> %v72, ptr %cnt30
  %v73 = add nsw i64 %i46, 32
  %v74 = mul i64 %i7, %size.C
  %v75 = add i64 %v74, %i13
  %v76 = mul i64 %v75, %size.H
  %v77 = add i64 %v76, %i39
  %v78 = mul i64 %v77, %size.W
  %v79 = add i64 %v78, %v73
  %p80 = getelementptr float, ptr %buf.x, i64 %v79
  %ld81 = load <16 x float>, ptr %p80, align 4
  %old82 = load <16 x float>, ptr %acc31
  %v83 = fadd <16 x float> %old82, %ld81
  store <16 x float> %v83, ptr %acc31
  %c84 = load <16 x float>, ptr %cnt32
  %v85 = fadd <16 x float> %c84, splat (float 0x3FF0000000000000)
  store <16 x float> %v85, ptr %cnt32
  %v86 = add nsw i64 %i46, 48
  %v87 = mul i64 %i7, %size.C
  %v88 = add i64 %v87, %i13
  %v89 = mul i64 %v88, %size.H
  %v90 = add i64 %v89, %i39
  %v91 = mul i64 %v90, %size.W
  %v92 = add i64 %v91, %v86
  %p93 = getelementptr float, ptr %buf.x, i64 %v92
  %ld94 = load <16 x float>, ptr %p93, align 4
  %old95 = load <16 x float>, ptr %acc33
  %v96 = fadd <16 x float> %old95, %ld94
  store <16 x float> %v96, ptr %acc33
  %c97 = load <16 x float>, ptr %cnt34
  %v98 = fadd <16 x float> %c97, splat (float 0x3FF0000000000000)
  store <16 x float> %v98, ptr %cnt34
  %v99 = add nsw i64 %i46, 64
  store i64 %v99, ptr %w.addr.41
  br label %cond43
exit45:
  %v100 = sub i64 %size.W, 16
  br label %cond101
cond101:
  %i104 = load i64, ptr %w.addr.41
  %v105 = icmp sle i64 %i104, %v100
  br i1 %v105, label %body102, label %exit103
body102:
  %v106 = mul i64 %i7, %size.C
  %v107 = add i64 %v106, %i13
  %v108 = mul i64 %v107, %size.H
  %v109 = add i64 %v108, %i39
  %v110 = mul i64 %v109, %size.W
  %v111 = add i64 %v110, %i104
  %p112 = getelementptr float, ptr %buf.x, i64 %v111
  %ld113 = load <16 x float>, ptr %p112, align 4
  %old114 = load <16 x float>, ptr %acc27
  %v115 = fadd <16 x float> %old114, %ld113
  store <16 x float> %v115, ptr %acc27
  %c116 = load <16 x float>, ptr %cnt28
  %v117 = fadd <16 x float> %c116, splat (float 0x3FF0000000000000)
  store <16 x float> %v117, ptr %cnt28
  %v118 = add nsw i64 %i104, 16
  store i64 %v118, ptr %w.addr.41
  br label %cond101
exit103:
  %i119 = load i64, ptr %w.addr.41
  %v120 = icmp slt i64 %i119, %size.W
  br i1 %v120, label %tail121, label %done122
tail121:
  %mask123 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i119, i64 %size.W)
  %v124 = mul i64 %i7, %size.C
  %v125 = add i64 %v124, %i13
  %v126 = mul i64 %v125, %size.H
  %v127 = add i64 %v126, %i39
  %v128 = mul i64 %v127, %size.W
  %v129 = add i64 %v128, %i119
  %p130 = getelementptr float, ptr %buf.x, i64 %v129
  %ld131 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p130, <16 x i1> %mask123, <16 x float> zeroinitializer)
  %old132 = load <16 x float>, ptr %acc27
  %v133 = fadd <16 x float> %old132, %ld131
  %v134 = select <16 x i1> %mask123, <16 x float> %v133, <16 x float> %old132
  store <16 x float> %v134, ptr %acc27
  %c135 = load <16 x float>, ptr %cnt28
  %v136 = select <16 x i1> %mask123, <16 x float> splat (float 0x3FF0000000000000), <16 x float> zeroinitializer
  %v137 = fadd <16 x float> %c135, %v136
  store <16 x float> %v137, ptr %cnt28
  br label %done122
done122:
  %v138 = add nsw i64 %i39, 1
  store i64 %v138, ptr %h.addr.35
  br label %cond36
exit38:
  %red139 = load <16 x float>, ptr %acc27
  %red140 = load <16 x float>, ptr %acc29
  %red141 = load <16 x float>, ptr %acc31
  %red142 = load <16 x float>, ptr %acc33
  %v143 = fadd <16 x float> %red139, %red140
  %v144 = fadd <16 x float> %v143, %red141
  %v145 = fadd <16 x float> %v144, %red142
  %v146 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v145)
  %red147 = load <16 x float>, ptr %cnt28
  %red148 = load <16 x float>, ptr %cnt30
  %red149 = load <16 x float>, ptr %cnt32
  %red150 = load <16 x float>, ptr %cnt34
  %v151 = fadd <16 x float> %red147, %red148
  %v152 = fadd <16 x float> %v151, %red149
  %v153 = fadd <16 x float> %v152, %red150
  %v154 = call reassoc float @llvm.vector.reduce.fadd.v16f32(float -0.0, <16 x float> %v153)
  %v155 = fdiv float %v146, %v154
  %v156 = mul i64 %i7, %size.C
  %v157 = add i64 %v156, %i13
  %v158 = add i64 %v157, %i19
  %v159 = add i64 %v158, %i25
  %p160 = getelementptr float, ptr %buf.y, i64 %v159
  store float %v155, ptr %p160, align 4
  %v161 = add nsw i64 %i25, 1
  store i64 %v161, ptr %j.addr.21
  br label %cond22
exit24:
  %v162 = add nsw i64 %i19, 1
  store i64 %v162, ptr %i.addr.15
  br label %cond16
exit18:
  %v163 = add nsw i64 %i13, 1
  store i64 %v163, ptr %c.addr.9
  br label %cond10
exit12:
  %v164 = add nsw i64 %i7, 1
  store i64 %v164, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
