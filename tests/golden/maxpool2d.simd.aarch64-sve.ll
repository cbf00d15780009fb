@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.gather.nxv4f32.nxv4p0(<vscale x 4 x ptr>, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.maxpool2d"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %size.H, i64 %size.W, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %c.addr.9 = alloca i64, align 64
  %p.addr.28 = alloca i64, align 64
  %q.addr.47 = alloca i64, align 64
  %acc56 = alloca <vscale x 4 x float>, align 64
  %nan57 = alloca <vscale x 4 x i1>, align 64
  %r.addr.58 = alloca i64, align 64
  %s.addr.64 = alloca i64, align 64
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
  %v15 = add i64 %size.H, 1
  %v16 = add i64 %v15, 1
  %v17 = sub i64 %v16, 3
  %v18 = sdiv i64 %v17, 2
  %v19 = srem i64 %v17, 2
  %v20 = icmp ne i64 %v19, 0
  %v21 = icmp slt i64 %v19, 0
  %v22 = icmp slt i64 2, 0
  %v23 = xor i1 %v21, %v22
  %v24 = and i1 %v20, %v23
  %v25 = zext i1 %v24 to i64
  %v26 = sub i64 %v18, %v25
  %v27 = add i64 %v26, 1
  store i64 0, ptr %p.addr.28
  br label %cond29
cond29:
  %i32 = load i64, ptr %p.addr.28
  %v33 = icmp slt i64 %i32, %v27
  br i1 %v33, label %body30, label %exit31
body30:
  %v34 = add i64 %size.W, 1
  %v35 = add i64 %v34, 1
  %v36 = sub i64 %v35, 3
  %v37 = sdiv i64 %v36, 2
  %v38 = srem i64 %v36, 2
  %v39 = icmp ne i64 %v38, 0
  %v40 = icmp slt i64 %v38, 0
  %v41 = icmp slt i64 2, 0
  %v42 = xor i1 %v40, %v41
  %v43 = and i1 %v39, %v42
  %v44 = zext i1 %v43 to i64
  %v45 = sub i64 %v37, %v44
  %v46 = add i64 %v45, 1
  store i64 0, ptr %q.addr.47
  %v48 = call i64 @llvm.vscale.i64()
  %v49 = mul i64 %v48, 4
  br label %cond50
cond50:
  %i53 = load i64, ptr %q.addr.47
  %v54 = icmp slt i64 %i53, %v46
  br i1 %v54, label %body51, label %exit52
body51:
  %mask55 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i53, i64 %v46)
  store <vscale x 4 x float> splat (float 0xFFF0000000000000), ptr %acc56
  store <vscale x 4 x i1> zeroinitializer, ptr %nan57
  store i64 0, ptr %r.addr.58
  br label %cond59
cond59:
  %i62 = load i64, ptr %r.addr.58
  %v63 = icmp slt i64 %i62, 3
  br i1 %v63, label %body60, label %exit61
body60:
  store i64 0, ptr %s.addr.64
  br label %cond65
cond65:
  %i68 = load i64, ptr %s.addr.64
  %v69 = icmp slt i64 %i68, 3
  br i1 %v69, label %body66, label %exit67
body66:
  %v70 = mul i64 %i32, 2
  %v71 = add i64 %v70, %i62
  %v72 = sub i64 %v71, 1
  %v73 = icmp sge i64 %v72, 0
  %v74 = icmp slt i64 %v72, %size.H
  %v75 = and i1 %v73, %v74
  %ins76 = insertelement <vscale x 4 x i64> poison, i64 %i53, i64 0
  %splat77 = shufflevector <vscale x 4 x i64> %ins76, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %step78 = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %lane79 = add <vscale x 4 x i64> %splat77, %step78
  %v80 = mul <vscale x 4 x i64> %lane79, splat (i64 2)
  %ins81 = insertelement <vscale x 4 x i64> poison, i64 %i68, i64 0
  %splat82 = shufflevector <vscale x 4 x i64> %ins81, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v83 = add <vscale x 4 x i64> %v80, %splat82
  %v84 = sub <vscale x 4 x i64> %v83, splat (i64 1)
  %ins85 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat86 = shufflevector <vscale x 4 x i64> %ins85, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v87 = icmp sge <vscale x 4 x i64> %v84, zeroinitializer
  %v88 = icmp slt <vscale x 4 x i64> %v84, %splat86
  %v89 = and <vscale x 4 x i1> %v87, %v88
  %ins90 = insertelement <vscale x 4 x i1> poison, i1 %v75, i64 0
  %splat91 = shufflevector <vscale x 4 x i1> %ins90, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v92 = and <vscale x 4 x i1> %splat91, %v89
  %v93 = and <vscale x 4 x i1> %mask55, %v92
  %v94 = mul i64 %i7, %size.C
  %v95 = add i64 %v94, %i13
  %v96 = mul i64 %v95, %size.H
  %v97 = mul i64 %i32, 2
  %v98 = add i64 %v97, %i62
  %v99 = sub i64 %v98, 1
  %v100 = add i64 %v96, %v99
  %v101 = mul i64 %v100, %size.W
  %v102 = mul <vscale x 4 x i64> %lane79, splat (i64 2)
  %ins103 = insertelement <vscale x 4 x i64> poison, i64 %i68, i64 0
  %splat104 = shufflevector <vscale x 4 x i64> %ins103, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v105 = add <vscale x 4 x i64> %v102, %splat104
  %v106 = sub <vscale x 4 x i64> %v105, splat (i64 1)
  %ins107 = insertelement <vscale x 4 x i64> poison, i64 %v101, i64 0
  %splat108 = shufflevector <vscale x 4 x i64> %ins107, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v109 = add <vscale x 4 x i64> %splat108, %v106
  %ps110 = getelementptr float, ptr %buf.x, <vscale x 4 x i64> %v109
  %ld111 = call <vscale x 4 x float> @llvm.masked.gather.nxv4f32.nxv4p0(<vscale x 4 x ptr> align 4 %ps110, <vscale x 4 x i1> %v93, <vscale x 4 x float> zeroinitializer)
  %v112 = mul i64 %i32, 2
  %v113 = add i64 %v112, %i62
  %v114 = sub i64 %v113, 1
  %v115 = icmp sge i64 %v114, 0
  %v116 = icmp slt i64 %v114, %size.H
  %v117 = and i1 %v115, %v116
  %v118 = mul <vscale x 4 x i64> %lane79, splat (i64 2)
  %ins119 = insertelement <vscale x 4 x i64> poison, i64 %i68, i64 0
  %splat120 = shufflevector <vscale x 4 x i64> %ins119, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v121 = add <vscale x 4 x i64> %v118, %splat120
  %v122 = sub <vscale x 4 x i64> %v121, splat (i64 1)
  %ins123 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat124 = shufflevector <vscale x 4 x i64> %ins123, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v125 = icmp sge <vscale x 4 x i64> %v122, zeroinitializer
  %v126 = icmp slt <vscale x 4 x i64> %v122, %splat124
  %v127 = and <vscale x 4 x i1> %v125, %v126
  %ins128 = insertelement <vscale x 4 x i1> poison, i1 %v117, i64 0
  %splat129 = shufflevector <vscale x 4 x i1> %ins128, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v130 = and <vscale x 4 x i1> %splat129, %v127
  %v131 = and <vscale x 4 x i1> %mask55, %v130
  %old132 = load <vscale x 4 x float>, ptr %acc56
  %v133 = fcmp ogt <vscale x 4 x float> %ld111, %old132
  %v134 = select <vscale x 4 x i1> %v133, <vscale x 4 x float> %ld111, <vscale x 4 x float> %old132
  %v135 = fcmp uno <vscale x 4 x float> %ld111, %ld111
  %v136 = and <vscale x 4 x i1> %v135, %v131
  %v137 = load <vscale x 4 x i1>, ptr %nan57
  %v138 = or <vscale x 4 x i1> %v137, %v136
  store <vscale x 4 x i1> %v138, ptr %nan57
  %v139 = select <vscale x 4 x i1> %v131, <vscale x 4 x float> %v134, <vscale x 4 x float> %old132
  store <vscale x 4 x float> %v139, ptr %acc56
  %v140 = add nsw i64 %i68, 1
  store i64 %v140, ptr %s.addr.64
  br label %cond65
exit67:
  %v141 = add nsw i64 %i62, 1
  store i64 %v141, ptr %r.addr.58
  br label %cond59
exit61:
  %red142 = load <vscale x 4 x float>, ptr %acc56
  %v143 = load <vscale x 4 x i1>, ptr %nan57
  %v144 = select <vscale x 4 x i1> %v143, <vscale x 4 x float> splat (float 0x7FF8000000000000), <vscale x 4 x float> %red142
  %v145 = mul i64 %i7, %size.C
  %v146 = add i64 %v145, %i13
  %v147 = add i64 %size.H, 1
  %v148 = add i64 %v147, 1
  %v149 = sub i64 %v148, 3
  %v150 = sdiv i64 %v149, 2
  %v151 = srem i64 %v149, 2
  %v152 = icmp ne i64 %v151, 0
  %v153 = icmp slt i64 %v151, 0
  %v154 = icmp slt i64 2, 0
  %v155 = xor i1 %v153, %v154
  %v156 = and i1 %v152, %v155
  %v157 = zext i1 %v156 to i64
  %v158 = sub i64 %v150, %v157
  %v159 = add i64 %v158, 1
  %v160 = mul i64 %v146, %v159
  %v161 = add i64 %v160, %i32
  %v162 = add i64 %size.W, 1
  %v163 = add i64 %v162, 1
  %v164 = sub i64 %v163, 3
  %v165 = sdiv i64 %v164, 2
  %v166 = srem i64 %v164, 2
  %v167 = icmp ne i64 %v166, 0
  %v168 = icmp slt i64 %v166, 0
  %v169 = icmp slt i64 2, 0
  %v170 = xor i1 %v168, %v169
  %v171 = and i1 %v167, %v170
  %v172 = zext i1 %v171 to i64
  %v173 = sub i64 %v165, %v172
  %v174 = add i64 %v173, 1
  %v175 = mul i64 %v161, %v174
  %v176 = add i64 %v175, %i53
  %p177 = getelementptr float, ptr %buf.y, i64 %v176
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v144, ptr align 4 %p177, <vscale x 4 x i1> %mask55)
  %v178 = add nsw i64 %i53, %v49
  store i64 %v178, ptr %q.addr.47
  br label %cond50
exit52:
  %v179 = add nsw i64 %i32, 1
  store i64 %v179, ptr %p.addr.28
  br label %cond29
exit31:
  %v180 = add nsw i64 %i13, 1
  store i64 %v180, ptr %c.addr.9
  br label %cond10
exit12:
  %v181 = add nsw i64 %i7, 1
  store i64 %v181, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
