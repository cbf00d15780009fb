@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.avgpool2d"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %size.H, i64 %size.W, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %c.addr.9 = alloca i64, align 64
  %p.addr.19 = alloca i64, align 64
  %q.addr.29 = alloca i64, align 64
  %acc38 = alloca <vscale x 4 x float>, align 64
  %r.addr.39 = alloca i64, align 64
  %s.addr.45 = alloca i64, align 64
  %acc109 = alloca <vscale x 4 x float>, align 64
  %cnt110 = alloca <vscale x 4 x float>, align 64
  %u.addr.111 = alloca i64, align 64
  %v.addr.117 = alloca i64, align 64
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
  %v18 = add i64 %v17, 1
  store i64 0, ptr %p.addr.19
  br label %cond20
cond20:
  %i23 = load i64, ptr %p.addr.19
  %v24 = icmp slt i64 %i23, %v18
  br i1 %v24, label %body21, label %exit22
body21:
  %v25 = add i64 %size.W, 1
  %v26 = add i64 %v25, 1
  %v27 = sub i64 %v26, 3
  %v28 = add i64 %v27, 1
  store i64 0, ptr %q.addr.29
  %v30 = call i64 @llvm.vscale.i64()
  %v31 = mul i64 %v30, 4
  br label %cond32
cond32:
  %i35 = load i64, ptr %q.addr.29
  %v36 = icmp slt i64 %i35, %v28
  br i1 %v36, label %body33, label %exit34
body33:
  %mask37 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i35, i64 %v28)
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
  %v51 = add i64 %i23, %i43
  %v52 = sub i64 %v51, 1
  %v53 = icmp sge i64 %v52, 0
  %v54 = icmp slt i64 %v52, %size.H
  %v55 = and i1 %v53, %v54
  %ins56 = insertelement <vscale x 4 x i64> poison, i64 %i35, i64 0
  %splat57 = shufflevector <vscale x 4 x i64> %ins56, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %step58 = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %lane59 = add <vscale x 4 x i64> %splat57, %step58
  %ins60 = insertelement <vscale x 4 x i64> poison, i64 %i49, i64 0
  %splat61 = shufflevector <vscale x 4 x i64> %ins60, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v62 = add <vscale x 4 x i64> %lane59, %splat61
  %v63 = sub <vscale x 4 x i64> %v62, splat (i64 1)
  %ins64 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat65 = shufflevector <vscale x 4 x i64> %ins64, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v66 = icmp sge <vscale x 4 x i64> %v63, zeroinitializer
  %v67 = icmp slt <vscale x 4 x i64> %v63, %splat65
  %v68 = and <vscale x 4 x i1> %v66, %v67
  %ins69 = insertelement <vscale x 4 x i1> poison, i1 %v55, i64 0
  %splat70 = shufflevector <vscale x 4 x i1> %ins69, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v71 = and <vscale x 4 x i1> %splat70, %v68
  %v72 = and <vscale x 4 x i1> %mask37, %v71
  %v73 = mul i64 %i7, %size.C
  %v74 = add i64 %v73, %i13
  %v75 = mul i64 %v74, %size.H
  %v76 = add i64 %i23, %i43
  %v77 = sub i64 %v76, 1
  %v78 = add i64 %v75, %v77
  %v79 = mul i64 %v78, %size.W
  %v80 = add i64 %i35, %i49
  %v81 = sub i64 %v80, 1
  %v82 = add i64 %v79, %v81
  %p83 = getelementptr float, ptr %buf.x, i64 %v82
  %ld84 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p83, <vscale x 4 x i1> %v72, <vscale x 4 x float> zeroinitializer)
  %v85 = add i64 %i23, %i43
  %v86 = sub i64 %v85, 1
  %v87 = icmp sge i64 %v86, 0
  %v88 = icmp slt i64 %v86, %size.H
  %v89 = and i1 %v87, %v88
  %ins90 = insertelement <vscale x 4 x i64> poison, i64 %i49, i64 0
  %splat91 = shufflevector <vscale x 4 x i64> %ins90, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v92 = add <vscale x 4 x i64> %lane59, %splat91
  %v93 = sub <vscale x 4 x i64> %v92, splat (i64 1)
  %ins94 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat95 = shufflevector <vscale x 4 x i64> %ins94, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v96 = icmp sge <vscale x 4 x i64> %v93, zeroinitializer
  %v97 = icmp slt <vscale x 4 x i64> %v93, %splat95
  %v98 = and <vscale x 4 x i1> %v96, %v97
  %ins99 = insertelement <vscale x 4 x i1> poison, i1 %v89, i64 0
  %splat100 = shufflevector <vscale x 4 x i1> %ins99, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v101 = and <vscale x 4 x i1> %splat100, %v98
  %v102 = and <vscale x 4 x i1> %mask37, %v101
  %old103 = load <vscale x 4 x float>, ptr %acc38
  %v104 = fadd <vscale x 4 x float> %old103, %ld84
  %v105 = select <vscale x 4 x i1> %v102, <vscale x 4 x float> %v104, <vscale x 4 x float> %old103
  store <vscale x 4 x float> %v105, ptr %acc38
  %v106 = add nsw i64 %i49, 1
  store i64 %v106, ptr %s.addr.45
  br label %cond46
exit48:
  %v107 = add nsw i64 %i43, 1
  store i64 %v107, ptr %r.addr.39
  br label %cond40
exit42:
  %red108 = load <vscale x 4 x float>, ptr %acc38
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc109
  store <vscale x 4 x float> zeroinitializer, ptr %cnt110
  store i64 0, ptr %u.addr.111
  br label %cond112
cond112:
  %i115 = load i64, ptr %u.addr.111
  %v116 = icmp slt i64 %i115, 3
  br i1 %v116, label %body113, label %exit114
body113:
  store i64 0, ptr %v.addr.117
  br label %cond118
cond118:
  %i121 = load i64, ptr %v.addr.117
  %v122 = icmp slt i64 %i121, 3
  br i1 %v122, label %body119, label %exit120
body119:
  %v123 = add i64 %i23, %i115
  %v124 = sub i64 %v123, 1
  %v125 = icmp sge i64 %v124, 0
  %v126 = icmp slt i64 %v124, %size.H
  %v127 = and i1 %v125, %v126
  %ins128 = insertelement <vscale x 4 x i64> poison, i64 %i35, i64 0
  %splat129 = shufflevector <vscale x 4 x i64> %ins128, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %step130 = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %lane131 = add <vscale x 4 x i64> %splat129, %step130
  %ins132 = insertelement <vscale x 4 x i64> poison, i64 %i121, i64 0
  %splat133 = shufflevector <vscale x 4 x i64> %ins132, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v134 = add <vscale x 4 x i64> %lane131, %splat133
  %v135 = sub <vscale x 4 x i64> %v134, splat (i64 1)
  %ins136 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat137 = shufflevector <vscale x 4 x i64> %ins136, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v138 = icmp sge <vscale x 4 x i64> %v135, zeroinitializer
  %v139 = icmp slt <vscale x 4 x i64> %v135, %splat137
  %v140 = and <vscale x 4 x i1> %v138, %v139
  %ins141 = insertelement <vscale x 4 x i1> poison, i1 %v127, i64 0
  %splat142 = shufflevector <vscale x 4 x i1> %ins141, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v143 = and <vscale x 4 x i1> %splat142, %v140
  %v144 = and <vscale x 4 x i1> %mask37, %v143
  %v145 = mul i64 %i7, %size.C
  %v146 = add i64 %v145, %i13
  %v147 = mul i64 %v146, %size.H
  %v148 = add i64 %i23, %i115
  %v149 = sub i64 %v148, 1
  %v150 = add i64 %v147, %v149
  %v151 = mul i64 %v150, %size.W
  %v152 = add i64 %i35, %i121
  %v153 = sub i64 %v152, 1
  %v154 = add i64 %v151, %v153
  %p155 = getelementptr float, ptr %buf.x, i64 %v154
  %ld156 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p155, <vscale x 4 x i1> %v144, <vscale x 4 x float> zeroinitializer)
  %v157 = add i64 %i23, %i115
  %v158 = sub i64 %v157, 1
  %v159 = icmp sge i64 %v158, 0
  %v160 = icmp slt i64 %v158, %size.H
  %v161 = and i1 %v159, %v160
  %ins162 = insertelement <vscale x 4 x i64> poison, i64 %i121, i64 0
  %splat163 = shufflevector <vscale x 4 x i64> %ins162, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v164 = add <vscale x 4 x i64> %lane131, %splat163
  %v165 = sub <vscale x 4 x i64> %v164, splat (i64 1)
  %ins166 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat167 = shufflevector <vscale x 4 x i64> %ins166, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v168 = icmp sge <vscale x 4 x i64> %v165, zeroinitializer
  %v169 = icmp slt <vscale x 4 x i64> %v165, %splat167
  %v170 = and <vscale x 4 x i1> %v168, %v169
  %ins171 = insertelement <vscale x 4 x i1> poison, i1 %v161, i64 0
  %splat172 = shufflevector <vscale x 4 x i1> %ins171, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v173 = and <vscale x 4 x i1> %splat172, %v170
  %v174 = and <vscale x 4 x i1> %mask37, %v173
  %old175 = load <vscale x 4 x float>, ptr %acc109
  %v176 = fadd <vscale x 4 x float> %old175, %ld156
  %v177 = select <vscale x 4 x i1> %v174, <vscale x 4 x float> %v176, <vscale x 4 x float> %old175
  store <vscale x 4 x float> %v177, ptr %acc109
  %c178 = load <vscale x 4 x float>, ptr %cnt110
  %v179 = select <vscale x 4 x i1> %v174, <vscale x 4 x float> splat (float 0x3FF0000000000000), <vscale x 4 x float> zeroinitializer
  %v180 = fadd <vscale x 4 x float> %c178, %v179
  store <vscale x 4 x float> %v180, ptr %cnt110
  %v181 = add nsw i64 %i121, 1
  store i64 %v181, ptr %v.addr.117
  br label %cond118
exit120:
  %v182 = add nsw i64 %i115, 1
  store i64 %v182, ptr %u.addr.111
  br label %cond112
exit114:
  %red183 = load <vscale x 4 x float>, ptr %acc109
  %red184 = load <vscale x 4 x float>, ptr %cnt110
  %v185 = fdiv <vscale x 4 x float> %red183, %red184
  %v186 = fcmp ogt float 0x0000000000000000, 0x0000000000000000
  %v187 = fmul contract float 0x4008000000000000, 0x4008000000000000
  %v188 = fdiv float 0x3FF0000000000000, %v187
  %ins189 = insertelement <vscale x 4 x float> poison, float %v188, i64 0
  %splat190 = shufflevector <vscale x 4 x float> %ins189, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v191 = fmul contract <vscale x 4 x float> %red108, %splat190
  %ins192 = insertelement <vscale x 4 x i1> poison, i1 %v186, i64 0
  %splat193 = shufflevector <vscale x 4 x i1> %ins192, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v194 = select <vscale x 4 x i1> %splat193, <vscale x 4 x float> %v191, <vscale x 4 x float> %v185
  %v195 = mul i64 %i7, %size.C
  %v196 = add i64 %v195, %i13
  %v197 = add i64 %size.H, 1
  %v198 = add i64 %v197, 1
  %v199 = sub i64 %v198, 3
  %v200 = add i64 %v199, 1
  %v201 = mul i64 %v196, %v200
  %v202 = add i64 %v201, %i23
  %v203 = add i64 %size.W, 1
  %v204 = add i64 %v203, 1
  %v205 = sub i64 %v204, 3
  %v206 = add i64 %v205, 1
  %v207 = mul i64 %v202, %v206
  %v208 = add i64 %v207, %i35
  %p209 = getelementptr float, ptr %buf.y, i64 %v208
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v194, ptr align 4 %p209, <vscale x 4 x i1> %mask37)
  %v210 = add nsw i64 %i35, %v31
  store i64 %v210, ptr %q.addr.29
  br label %cond32
exit34:
  %v211 = add nsw i64 %i23, 1
  store i64 %v211, ptr %p.addr.19
  br label %cond20
exit22:
  %v212 = add nsw i64 %i13, 1
  store i64 %v212, ptr %c.addr.9
  br label %cond10
exit12:
  %v213 = add nsw i64 %i7, 1
  store i64 %v213, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
