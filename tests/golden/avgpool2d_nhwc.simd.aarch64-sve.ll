@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.avgpool2d_nhwc"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %p.addr.13 = alloca i64, align 64
  %q.addr.23 = alloca i64, align 64
  %c.addr.29 = alloca i64, align 64
  %acc38 = alloca <vscale x 4 x float>, align 64
  %r.addr.39 = alloca i64, align 64
  %s.addr.45 = alloca i64, align 64
  %acc97 = alloca <vscale x 4 x float>, align 64
  %cnt98 = alloca <vscale x 4 x float>, align 64
  %u.addr.99 = alloca i64, align 64
  %v.addr.105 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  %v9 = add i64 %size.H, 1
  %v10 = add i64 %v9, 1
  %v11 = sub i64 %v10, 3
  %v12 = add i64 %v11, 1
  store i64 0, ptr %p.addr.13
  br label %cond14
cond14:
  %i17 = load i64, ptr %p.addr.13
  %v18 = icmp slt i64 %i17, %v12
  br i1 %v18, label %body15, label %exit16
body15:
  %v19 = add i64 %size.W, 1
  %v20 = add i64 %v19, 1
  %v21 = sub i64 %v20, 3
  %v22 = add i64 %v21, 1
  store i64 0, ptr %q.addr.23
  br label %cond24
cond24:
  %i27 = load i64, ptr %q.addr.23
  %v28 = icmp slt i64 %i27, %v22
  br i1 %v28, label %body25, label %exit26
body25:
  store i64 0, ptr %c.addr.29
  %v30 = call i64 @llvm.vscale.i64()
  %v31 = mul i64 %v30, 4
  br label %cond32
cond32:
  %i35 = load i64, ptr %c.addr.29
  %v36 = icmp slt i64 %i35, %size.C
  br i1 %v36, label %body33, label %exit34
body33:
  %mask37 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i35, i64 %size.C)
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc38
  store i64 0, ptr %r.addr.39
  br label %cond40
cond40:
  %i43 = load i64, ptr %r.addr.39
  %v44 = icmp slt i64 %i43, 3
  br i1 %v44, label %body41, label %exit42
body41:
  store i64 0, ptr %s.addr.45
  br label %cond46
cond46:
  %i49 = load i64, ptr %s.addr.45
  %v50 = icmp slt i64 %i49, 3
  br i1 %v50, label %body47, label %exit48
body47:
  %v51 = add i64 %i17, %i43
  %v52 = sub i64 %v51, 1
  %v53 = icmp sge i64 %v52, 0
  %v54 = icmp slt i64 %v52, %size.H
  %v55 = and i1 %v53, %v54
  %v56 = add i64 %i27, %i49
  %v57 = sub i64 %v56, 1
  %v58 = icmp sge i64 %v57, 0
  %v59 = icmp slt i64 %v57, %size.W
  %v60 = and i1 %v58, %v59
  %v61 = and i1 %v55, %v60
  %ins62 = insertelement <vscale x 4 x i1> poison, i1 %v61, i64 0
  %splat63 = shufflevector <vscale x 4 x i1> %ins62, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v64 = and <vscale x 4 x i1> %mask37, %splat63
  %v65 = mul i64 %i7, %size.H
  %v66 = add i64 %i17, %i43
  %v67 = sub i64 %v66, 1
  %v68 = add i64 %v65, %v67
  %v69 = mul i64 %v68, %size.W
  %v70 = add i64 %i27, %i49
  %v71 = sub i64 %v70, 1
  %v72 = add i64 %v69, %v71
  %v73 = mul i64 %v72, %size.C
  %v74 = add i64 %v73, %i35
  %p75 = getelementptr float, ptr %buf.x, i64 %v74
  %ld76 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p75, <vscale x 4 x i1> %v64, <vscale x 4 x float> zeroinitializer)
  %v77 = add i64 %i17, %i43
  %v78 = sub i64 %v77, 1
  %v79 = icmp sge i64 %v78, 0
  %v80 = icmp slt i64 %v78, %size.H
  %v81 = and i1 %v79, %v80
  %v82 = add i64 %i27, %i49
  %v83 = sub i64 %v82, 1
  %v84 = icmp sge i64 %v83, 0
  %v85 = icmp slt i64 %v83, %size.W
  %v86 = and i1 %v84, %v85
  %v87 = and i1 %v81, %v86
  %ins88 = insertelement <vscale x 4 x i1> poison, i1 %v87, i64 0
  %splat89 = shufflevector <vscale x 4 x i1> %ins88, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v90 = and <vscale x 4 x i1> %mask37, %splat89
  %old91 = load <vscale x 4 x float>, ptr %acc38
  %v92 = fadd <vscale x 4 x float> %old91, %ld76
  %v93 = select <vscale x 4 x i1> %v90, <vscale x 4 x float> %v92, <vscale x 4 x float> %old91
  store <vscale x 4 x float> %v93, ptr %acc38
  %v94 = add nsw i64 %i49, 1
  store i64 %v94, ptr %s.addr.45
  br label %cond46
exit48:
  %v95 = add nsw i64 %i43, 1
  store i64 %v95, ptr %r.addr.39
  br label %cond40
exit42:
  %red96 = load <vscale x 4 x float>, ptr %acc38
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc97
  store <vscale x 4 x float> zeroinitializer, ptr %cnt98
  store i64 0, ptr %u.addr.99
  br label %cond100
cond100:
  %i103 = load i64, ptr %u.addr.99
  %v104 = icmp slt i64 %i103, 3
  br i1 %v104, label %body101, label %exit102
body101:
  store i64 0, ptr %v.addr.105
  br label %cond106
cond106:
  %i109 = load i64, ptr %v.addr.105
  %v110 = icmp slt i64 %i109, 3
  br i1 %v110, label %body107, label %exit108
body107:
  %v111 = add i64 %i17, %i103
  %v112 = sub i64 %v111, 1
  %v113 = icmp sge i64 %v112, 0
  %v114 = icmp slt i64 %v112, %size.H
  %v115 = and i1 %v113, %v114
  %v116 = add i64 %i27, %i109
  %v117 = sub i64 %v116, 1
  %v118 = icmp sge i64 %v117, 0
  %v119 = icmp slt i64 %v117, %size.W
  %v120 = and i1 %v118, %v119
  %v121 = and i1 %v115, %v120
  %ins122 = insertelement <vscale x 4 x i1> poison, i1 %v121, i64 0
  %splat123 = shufflevector <vscale x 4 x i1> %ins122, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v124 = and <vscale x 4 x i1> %mask37, %splat123
  %v125 = mul i64 %i7, %size.H
  %v126 = add i64 %i17, %i103
  %v127 = sub i64 %v126, 1
  %v128 = add i64 %v125, %v127
  %v129 = mul i64 %v128, %size.W
  %v130 = add i64 %i27, %i109
  %v131 = sub i64 %v130, 1
  %v132 = add i64 %v129, %v131
  %v133 = mul i64 %v132, %size.C
  %v134 = add i64 %v133, %i35
  %p135 = getelementptr float, ptr %buf.x, i64 %v134
  %ld136 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p135, <vscale x 4 x i1> %v124, <vscale x 4 x float> zeroinitializer)
  %v137 = add i64 %i17, %i103
  %v138 = sub i64 %v137, 1
  %v139 = icmp sge i64 %v138, 0
  %v140 = icmp slt i64 %v138, %size.H
  %v141 = and i1 %v139, %v140
  %v142 = add i64 %i27, %i109
  %v143 = sub i64 %v142, 1
  %v144 = icmp sge i64 %v143, 0
  %v145 = icmp slt i64 %v143, %size.W
  %v146 = and i1 %v144, %v145
  %v147 = and i1 %v141, %v146
  %ins148 = insertelement <vscale x 4 x i1> poison, i1 %v147, i64 0
  %splat149 = shufflevector <vscale x 4 x i1> %ins148, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v150 = and <vscale x 4 x i1> %mask37, %splat149
  %old151 = load <vscale x 4 x float>, ptr %acc97
  %v152 = fadd <vscale x 4 x float> %old151, %ld136
  %v153 = select <vscale x 4 x i1> %v150, <vscale x 4 x float> %v152, <vscale x 4 x float> %old151
  store <vscale x 4 x float> %v153, ptr %acc97
  %c154 = load <vscale x 4 x float>, ptr %cnt98
  %v155 = select <vscale x 4 x i1> %v150, <vscale x 4 x float> splat (float 0x3FF0000000000000), <vscale x 4 x float> zeroinitializer
  %v156 = fadd <vscale x 4 x float> %c154, %v155
  store <vscale x 4 x float> %v156, ptr %cnt98
  %v157 = add nsw i64 %i109, 1
  store i64 %v157, ptr %v.addr.105
  br label %cond106
exit108:
  %v158 = add nsw i64 %i103, 1
  store i64 %v158, ptr %u.addr.99
  br label %cond100
exit102:
  %red159 = load <vscale x 4 x float>, ptr %acc97
  %red160 = load <vscale x 4 x float>, ptr %cnt98
  %v161 = fdiv <vscale x 4 x float> %red159, %red160
  %v162 = fcmp ogt float 0x0000000000000000, 0x0000000000000000
  %v163 = fmul contract float 0x4008000000000000, 0x4008000000000000
  %v164 = fdiv float 0x3FF0000000000000, %v163
  %ins165 = insertelement <vscale x 4 x float> poison, float %v164, i64 0
  %splat166 = shufflevector <vscale x 4 x float> %ins165, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v167 = fmul contract <vscale x 4 x float> %red96, %splat166
  %ins168 = insertelement <vscale x 4 x i1> poison, i1 %v162, i64 0
  %splat169 = shufflevector <vscale x 4 x i1> %ins168, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v170 = select <vscale x 4 x i1> %splat169, <vscale x 4 x float> %v167, <vscale x 4 x float> %v161
  %v171 = add i64 %size.H, 1
  %v172 = add i64 %v171, 1
  %v173 = sub i64 %v172, 3
  %v174 = add i64 %v173, 1
  %v175 = mul i64 %i7, %v174
  %v176 = add i64 %v175, %i17
  %v177 = add i64 %size.W, 1
  %v178 = add i64 %v177, 1
  %v179 = sub i64 %v178, 3
  %v180 = add i64 %v179, 1
  %v181 = mul i64 %v176, %v180
  %v182 = add i64 %v181, %i27
  %v183 = mul i64 %v182, %size.C
  %v184 = add i64 %v183, %i35
  %p185 = getelementptr float, ptr %buf.y, i64 %v184
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v170, ptr align 4 %p185, <vscale x 4 x i1> %mask37)
  %v186 = add nsw i64 %i35, %v31
  store i64 %v186, ptr %c.addr.29
  br label %cond32
exit34:
  %v187 = add nsw i64 %i27, 1
  store i64 %v187, ptr %q.addr.23
  br label %cond24
exit26:
  %v188 = add nsw i64 %i17, 1
  store i64 %v188, ptr %p.addr.13
  br label %cond14
exit16:
  %v189 = add nsw i64 %i7, 1
  store i64 %v189, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
