@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.gather.nxv4f32.nxv4p0(<vscale x 4 x ptr>, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.maxpool2d"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c.addr.1 = alloca i64, align 64
  %p.addr.22 = alloca i64, align 64
  %q.addr.41 = alloca i64, align 64
  %acc50 = alloca <vscale x 4 x float>, align 64
  %nan51 = alloca <vscale x 4 x i1>, align 64
  %r.addr.52 = alloca i64, align 64
  %s.addr.58 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.C
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.C
  store i64 %range.lo, ptr %c.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %c.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  %v9 = add i64 %size.H, 1
  %v10 = add i64 %v9, 1
  %v11 = sub i64 %v10, 3
  %v12 = sdiv i64 %v11, 2
  %v13 = srem i64 %v11, 2
  %v14 = icmp ne i64 %v13, 0
  %v15 = icmp slt i64 %v13, 0
  %v16 = icmp slt i64 2, 0
  %v17 = xor i1 %v15, %v16
  %v18 = and i1 %v14, %v17
  %v19 = zext i1 %v18 to i64
  %v20 = sub i64 %v12, %v19
  %v21 = add i64 %v20, 1
  store i64 0, ptr %p.addr.22
  br label %cond23
cond23:
  %i26 = load i64, ptr %p.addr.22
  %v27 = icmp slt i64 %i26, %v21
  br i1 %v27, label %body24, label %exit25
body24:
  %v28 = add i64 %size.W, 1
  %v29 = add i64 %v28, 1
  %v30 = sub i64 %v29, 3
  %v31 = sdiv i64 %v30, 2
  %v32 = srem i64 %v30, 2
  %v33 = icmp ne i64 %v32, 0
  %v34 = icmp slt i64 %v32, 0
  %v35 = icmp slt i64 2, 0
  %v36 = xor i1 %v34, %v35
  %v37 = and i1 %v33, %v36
  %v38 = zext i1 %v37 to i64
  %v39 = sub i64 %v31, %v38
  %v40 = add i64 %v39, 1
  store i64 0, ptr %q.addr.41
  %v42 = call i64 @llvm.vscale.i64()
  %v43 = mul i64 %v42, 4
  br label %cond44
cond44:
  %i47 = load i64, ptr %q.addr.41
  %v48 = icmp slt i64 %i47, %v40
  br i1 %v48, label %body45, label %exit46
body45:
  %mask49 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i47, i64 %v40)
  store <vscale x 4 x float> splat (float 0xFFF0000000000000), ptr %acc50
  store <vscale x 4 x i1> zeroinitializer, ptr %nan51
  store i64 0, ptr %r.addr.52
  br label %cond53
cond53:
  %i56 = load i64, ptr %r.addr.52
  %v57 = icmp slt i64 %i56, 3
  br i1 %v57, label %body54, label %exit55
body54:
  store i64 0, ptr %s.addr.58
  br label %cond59
cond59:
  %i62 = load i64, ptr %s.addr.58
  %v63 = icmp slt i64 %i62, 3
  br i1 %v63, label %body60, label %exit61
body60:
  %v64 = mul i64 %i26, 2
  %v65 = add i64 %v64, %i56
  %v66 = sub i64 %v65, 1
  %v67 = icmp sge i64 %v66, 0
  %v68 = icmp slt i64 %v66, %size.H
  %v69 = and i1 %v67, %v68
  %ins70 = insertelement <vscale x 4 x i64> poison, i64 %i47, i64 0
  %splat71 = shufflevector <vscale x 4 x i64> %ins70, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %step72 = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %lane73 = add <vscale x 4 x i64> %splat71, %step72
  %v74 = mul <vscale x 4 x i64> %lane73, splat (i64 2)
  %ins75 = insertelement <vscale x 4 x i64> poison, i64 %i62, i64 0
  %splat76 = shufflevector <vscale x 4 x i64> %ins75, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v77 = add <vscale x 4 x i64> %v74, %splat76
  %v78 = sub <vscale x 4 x i64> %v77, splat (i64 1)
  %ins79 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat80 = shufflevector <vscale x 4 x i64> %ins79, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v81 = icmp sge <vscale x 4 x i64> %v78, zeroinitializer
  %v82 = icmp slt <vscale x 4 x i64> %v78, %splat80
  %v83 = and <vscale x 4 x i1> %v81, %v82
  %ins84 = insertelement <vscale x 4 x i1> poison, i1 %v69, i64 0
  %splat85 = shufflevector <vscale x 4 x i1> %ins84, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v86 = and <vscale x 4 x i1> %splat85, %v83
  %v87 = and <vscale x 4 x i1> %mask49, %v86
  %v88 = mul i64 %i7, %size.H
  %v89 = mul i64 %i26, 2
  %v90 = add i64 %v89, %i56
  %v91 = sub i64 %v90, 1
  %v92 = add i64 %v88, %v91
  %v93 = mul i64 %v92, %size.W
  %v94 = mul <vscale x 4 x i64> %lane73, splat (i64 2)
  %ins95 = insertelement <vscale x 4 x i64> poison, i64 %i62, i64 0
  %splat96 = shufflevector <vscale x 4 x i64> %ins95, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v97 = add <vscale x 4 x i64> %v94, %splat96
  %v98 = sub <vscale x 4 x i64> %v97, splat (i64 1)
  %ins99 = insertelement <vscale x 4 x i64> poison, i64 %v93, i64 0
  %splat100 = shufflevector <vscale x 4 x i64> %ins99, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v101 = add <vscale x 4 x i64> %splat100, %v98
  %ps102 = getelementptr float, ptr %buf.x, <vscale x 4 x i64> %v101
  %ld103 = call <vscale x 4 x float> @llvm.masked.gather.nxv4f32.nxv4p0(<vscale x 4 x ptr> align 4 %ps102, <vscale x 4 x i1> %v87, <vscale x 4 x float> zeroinitializer)
  %v104 = mul i64 %i26, 2
  %v105 = add i64 %v104, %i56
  %v106 = sub i64 %v105, 1
  %v107 = icmp sge i64 %v106, 0
  %v108 = icmp slt i64 %v106, %size.H
  %v109 = and i1 %v107, %v108
  %v110 = mul <vscale x 4 x i64> %lane73, splat (i64 2)
  %ins111 = insertelement <vscale x 4 x i64> poison, i64 %i62, i64 0
  %splat112 = shufflevector <vscale x 4 x i64> %ins111, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v113 = add <vscale x 4 x i64> %v110, %splat112
  %v114 = sub <vscale x 4 x i64> %v113, splat (i64 1)
  %ins115 = insertelement <vscale x 4 x i64> poison, i64 %size.W, i64 0
  %splat116 = shufflevector <vscale x 4 x i64> %ins115, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %v117 = icmp sge <vscale x 4 x i64> %v114, zeroinitializer
  %v118 = icmp slt <vscale x 4 x i64> %v114, %splat116
  %v119 = and <vscale x 4 x i1> %v117, %v118
  %ins120 = insertelement <vscale x 4 x i1> poison, i1 %v109, i64 0
  %splat121 = shufflevector <vscale x 4 x i1> %ins120, <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer
  %v122 = and <vscale x 4 x i1> %splat121, %v119
  %v123 = and <vscale x 4 x i1> %mask49, %v122
  %old124 = load <vscale x 4 x float>, ptr %acc50
  %v125 = fcmp ogt <vscale x 4 x float> %ld103, %old124
  %v126 = select <vscale x 4 x i1> %v125, <vscale x 4 x float> %ld103, <vscale x 4 x float> %old124
  %v127 = fcmp uno <vscale x 4 x float> %ld103, %ld103
  %v128 = and <vscale x 4 x i1> %v127, %v123
  %v129 = load <vscale x 4 x i1>, ptr %nan51
  %v130 = or <vscale x 4 x i1> %v129, %v128
  store <vscale x 4 x i1> %v130, ptr %nan51
  %v131 = select <vscale x 4 x i1> %v123, <vscale x 4 x float> %v126, <vscale x 4 x float> %old124
  store <vscale x 4 x float> %v131, ptr %acc50
  %v132 = add nsw i64 %i62, 1
  store i64 %v132, ptr %s.addr.58
  br label %cond59
exit61:
  %v133 = add nsw i64 %i56, 1
  store i64 %v133, ptr %r.addr.52
  br label %cond53
exit55:
  %red134 = load <vscale x 4 x float>, ptr %acc50
  %v135 = load <vscale x 4 x i1>, ptr %nan51
  %v136 = select <vscale x 4 x i1> %v135, <vscale x 4 x float> splat (float 0x7FF8000000000000), <vscale x 4 x float> %red134
  %v137 = add i64 %size.H, 1
  %v138 = add i64 %v137, 1
  %v139 = sub i64 %v138, 3
  %v140 = sdiv i64 %v139, 2
  %v141 = srem i64 %v139, 2
  %v142 = icmp ne i64 %v141, 0
  %v143 = icmp slt i64 %v141, 0
  %v144 = icmp slt i64 2, 0
  %v145 = xor i1 %v143, %v144
  %v146 = and i1 %v142, %v145
  %v147 = zext i1 %v146 to i64
  %v148 = sub i64 %v140, %v147
  %v149 = add i64 %v148, 1
  %v150 = mul i64 %i7, %v149
  %v151 = add i64 %v150, %i26
  %v152 = add i64 %size.W, 1
  %v153 = add i64 %v152, 1
  %v154 = sub i64 %v153, 3
  %v155 = sdiv i64 %v154, 2
  %v156 = srem i64 %v154, 2
  %v157 = icmp ne i64 %v156, 0
  %v158 = icmp slt i64 %v156, 0
  %v159 = icmp slt i64 2, 0
  %v160 = xor i1 %v158, %v159
  %v161 = and i1 %v157, %v160
  %v162 = zext i1 %v161 to i64
  %v163 = sub i64 %v155, %v162
  %v164 = add i64 %v163, 1
  %v165 = mul i64 %v151, %v164
  %v166 = add i64 %v165, %i47
  %p167 = getelementptr float, ptr %buf.y, i64 %v166
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v136, ptr align 4 %p167, <vscale x 4 x i1> %mask49)
  %v168 = add nsw i64 %i47, %v43
  store i64 %v168, ptr %q.addr.41
  br label %cond44
exit46:
  %v169 = add nsw i64 %i26, 1
  store i64 %v169, ptr %p.addr.22
  br label %cond23
exit25:
  %v170 = add nsw i64 %i7, 1
  store i64 %v170, ptr %c.addr.1
  br label %cond4
exit6:
  ret void
}
