@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.gather.nxv4f32.nxv4p0(<vscale x 4 x ptr>, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.maximum.nxv4f32(<vscale x 4 x float>, <vscale x 4 x float>)
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
  %r.addr.57 = alloca i64, align 64
  %s.addr.63 = alloca i64, align 64
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
  store i64 0, ptr %r.addr.57
  br label %cond58
cond58:
  %i61 = load i64, ptr %r.addr.57
  %v62 = icmp slt i64 %i61, 3
  br i1 %v62, label %body59, label %exit60
body59:
  store i64 0, ptr %s.addr.63
  br label %cond64
cond64:
  %i67 = load i64, ptr %s.addr.63
  %v68 = icmp slt i64 %i67, 3
  br i1 %v68, label %body65, label %exit66
body65:
  %v69 = mul i64 %i32, 2
  %v70 = add i64 %v69, %i61
  %v71 = sub i64 %v70, 1
  %v72 = icmp sge i64 %v71, 0
  %v73 = icmp slt i64 %v71, %size.H
  %v74 = and i1 %v72, %v73
  %ins75 = insertelement <vscale x 4 x i64> poison, i64 %i53, i64 0
  %splat76 = shufflevector <vscale x 4 x i64> %ins75, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %step77 = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %lane78 = add <vscale x 4 x i64> %splat76, %step77
  %v79 = mul <vscale x 4 x i64> %lane78, splat (i64 2)
  %ins80 = insertelement <vscale x 4 x i64> poison, i64 %i67, i64 0
  %splat81 = shufflevector <vscale x 4 x i64> %ins80, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v82 = add <vscale x 4 x i64> %v79, %splat81
  %v83 = sub <vscale x 4 x i64> %v82, splat (i64 1)
  %ins84 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat85 = shufflevector <vscale x 4 x i64> %ins84, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v86 = icmp sge <vscale x 4 x i64> %v83, zeroinitializer
  %v87 = icmp slt <vscale x 4 x i64> %v83, %splat85
  %v88 = and <vscale x 4 x i1> %v86, %v87
  %ins89 = insertelement <vscale x 4 x i1> poison, i1 %v74, i64 0
  %splat90 = shufflevector <vscale x 4 x i1> %ins89, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v91 = and <vscale x 4 x i1> %splat90, %v88
  %v92 = and <vscale x 4 x i1> %mask55, %v91
  %v93 = mul i64 %i7, %size.C
  %v94 = add i64 %v93, %i13
  %v95 = mul i64 %v94, %size.H
  %v96 = mul i64 %i32, 2
  %v97 = add i64 %v96, %i61
  %v98 = sub i64 %v97, 1
  %v99 = add i64 %v95, %v98
  %v100 = mul i64 %v99, %size.W
  %v101 = mul <vscale x 4 x i64> %lane78, splat (i64 2)
  %ins102 = insertelement <vscale x 4 x i64> poison, i64 %i67, i64 0
  %splat103 = shufflevector <vscale x 4 x i64> %ins102, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v104 = add <vscale x 4 x i64> %v101, %splat103
  %v105 = sub <vscale x 4 x i64> %v104, splat (i64 1)
  %ins106 = insertelement <vscale x 4 x i64> poison, i64 %v100, i64 0
  %splat107 = shufflevector <vscale x 4 x i64> %ins106, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v108 = add <vscale x 4 x i64> %splat107, %v105
  %ps109 = getelementptr float, ptr %buf.x, <vscale x 4 x i64> %v108
  %ld110 = call <vscale x 4 x float> @llvm.masked.gather.nxv4f32.nxv4p0(<vscale x 4 x ptr> align 4 %ps109, <vscale x 4 x i1> %v92, <vscale x 4 x float> zeroinitializer)
  %v111 = mul i64 %i32, 2
  %v112 = add i64 %v111, %i61
  %v113 = sub i64 %v112, 1
  %v114 = icmp sge i64 %v113, 0
  %v115 = icmp slt i64 %v113, %size.H
  %v116 = and i1 %v114, %v115
  %v117 = mul <vscale x 4 x i64> %lane78, splat (i64 2)
  %ins118 = insertelement <vscale x 4 x i64> poison, i64 %i67, i64 0
  %splat119 = shufflevector <vscale x 4 x i64> %ins118, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v120 = add <vscale x 4 x i64> %v117, %splat119
  %v121 = sub <vscale x 4 x i64> %v120, splat (i64 1)
  %ins122 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat123 = shufflevector <vscale x 4 x i64> %ins122, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v124 = icmp sge <vscale x 4 x i64> %v121, zeroinitializer
  %v125 = icmp slt <vscale x 4 x i64> %v121, %splat123
  %v126 = and <vscale x 4 x i1> %v124, %v125
  %ins127 = insertelement <vscale x 4 x i1> poison, i1 %v116, i64 0
  %splat128 = shufflevector <vscale x 4 x i1> %ins127, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v129 = and <vscale x 4 x i1> %splat128, %v126
  %v130 = and <vscale x 4 x i1> %mask55, %v129
  %old131 = load <vscale x 4 x float>, ptr %acc56
  %v132 = call <vscale x 4 x float> @llvm.maximum.nxv4f32(<vscale x 4 x float> %old131, <vscale x 4 x float> %ld110)
  %v133 = select <vscale x 4 x i1> %v130, <vscale x 4 x float> %v132, <vscale x 4 x float> %old131
  store <vscale x 4 x float> %v133, ptr %acc56
  %v134 = add nsw i64 %i67, 1
  store i64 %v134, ptr %s.addr.63
  br label %cond64
exit66:
  %v135 = add nsw i64 %i61, 1
  store i64 %v135, ptr %r.addr.57
  br label %cond58
exit60:
  %red136 = load <vscale x 4 x float>, ptr %acc56
  %v137 = mul i64 %i7, %size.C
  %v138 = add i64 %v137, %i13
  %v139 = add i64 %size.H, 1
  %v140 = add i64 %v139, 1
  %v141 = sub i64 %v140, 3
  %v142 = sdiv i64 %v141, 2
  %v143 = srem i64 %v141, 2
  %v144 = icmp ne i64 %v143, 0
  %v145 = icmp slt i64 %v143, 0
  %v146 = icmp slt i64 2, 0
  %v147 = xor i1 %v145, %v146
  %v148 = and i1 %v144, %v147
  %v149 = zext i1 %v148 to i64
  %v150 = sub i64 %v142, %v149
  %v151 = add i64 %v150, 1
  %v152 = mul i64 %v138, %v151
  %v153 = add i64 %v152, %i32
  %v154 = add i64 %size.W, 1
  %v155 = add i64 %v154, 1
  %v156 = sub i64 %v155, 3
  %v157 = sdiv i64 %v156, 2
  %v158 = srem i64 %v156, 2
  %v159 = icmp ne i64 %v158, 0
  %v160 = icmp slt i64 %v158, 0
  %v161 = icmp slt i64 2, 0
  %v162 = xor i1 %v160, %v161
  %v163 = and i1 %v159, %v162
  %v164 = zext i1 %v163 to i64
  %v165 = sub i64 %v157, %v164
  %v166 = add i64 %v165, 1
  %v167 = mul i64 %v153, %v166
  %v168 = add i64 %v167, %i53
  %p169 = getelementptr float, ptr %buf.y, i64 %v168
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %red136, ptr align 4 %p169, <vscale x 4 x i1> %mask55)
  %v170 = add nsw i64 %i53, %v49
  store i64 %v170, ptr %q.addr.47
  br label %cond50
exit52:
  %v171 = add nsw i64 %i32, 1
  store i64 %v171, ptr %p.addr.28
  br label %cond29
exit31:
  %v172 = add nsw i64 %i13, 1
  store i64 %v172, ptr %c.addr.9
  br label %cond10
exit12:
  %v173 = add nsw i64 %i7, 1
  store i64 %v173, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
