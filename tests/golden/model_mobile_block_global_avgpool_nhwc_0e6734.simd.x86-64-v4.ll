@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.x86.sse.sfence()

define void @"jr.op.global_avgpool_nhwc"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.C, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %c.addr.9 = alloca i64, align 64
  %acc26 = alloca <16 x float>, align 64
  %h.addr.27 = alloca i64, align 64
  %w.addr.33 = alloca i64, align 64
  %acc73 = alloca <16 x float>, align 64
  %h.addr.74 = alloca i64, align 64
  %w.addr.80 = alloca i64, align 64
  %acc114 = alloca <16 x float>, align 64
  %h.addr.115 = alloca i64, align 64
  %w.addr.121 = alloca i64, align 64
  %acc154 = alloca <16 x float>, align 64
  %h.addr.155 = alloca i64, align 64
  %w.addr.161 = alloca i64, align 64
  %v61 = mul i64 %size.N, %size.C
  %v62 = icmp sge i64 %v61, 2097152
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
  %i10 = load i64, ptr %c.addr.9
  %v11 = mul i64 %i7, %size.C
  %v12 = add i64 %v11, %i10
  %p13 = getelementptr float, ptr %buf.y, i64 %v12
  %v14 = ptrtoint ptr %p13 to i64
  %v15 = lshr i64 %v14, 2
  %v16 = sub i64 0, %v15
  %v17 = and i64 %v16, 15
  %v18 = sub i64 %size.C, %i10
  %v19 = icmp sge i64 %v18, 128
  %v20 = select i1 %v19, i64 %v17, i64 0
  %v21 = icmp sgt i64 %v20, 0
  br i1 %v21, label %peel22, label %aligned23
peel22:
  %v24 = add nsw i64 %i10, %v20
  %mask25 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i10, i64 %v24)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc26
  store i64 0, ptr %h.addr.27
  br label %cond28
cond28:
  %i31 = load i64, ptr %h.addr.27
  %v32 = icmp slt i64 %i31, %size.H
  br i1 %v32, label %body29, label %exit30
body29:
  store i64 0, ptr %w.addr.33
  br label %cond34
cond34:
  %i37 = load i64, ptr %w.addr.33
  %v38 = icmp slt i64 %i37, %size.W
  br i1 %v38, label %body35, label %exit36
body35:
  %v39 = mul i64 %i7, %size.H
  %v40 = add i64 %v39, %i31
  %v41 = mul i64 %v40, %size.W
  %v42 = add i64 %v41, %i37
  %v43 = mul i64 %v42, %size.C
  %v44 = add i64 %v43, %i10
  %p45 = getelementptr float, ptr %buf.x, i64 %v44
  %ld46 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p45, <16 x i1> %mask25, <16 x float> zeroinitializer)
  %old47 = load <16 x float>, ptr %acc26
  %v48 = fadd <16 x float> %old47, %ld46
  %v49 = select <16 x i1> %mask25, <16 x float> %v48, <16 x float> %old47
  store <16 x float> %v49, ptr %acc26
  %v50 = add nsw i64 %i37, 1
  store i64 %v50, ptr %w.addr.33
  br label %cond34
exit36:
  %v51 = add nsw i64 %i31, 1
  store i64 %v51, ptr %h.addr.27
  br label %cond28
exit30:
  %red52 = load <16 x float>, ptr %acc26
  %v53 = mul i64 %size.H, %size.W
  %v54 = sitofp i64 %v53 to float
  %ins55 = insertelement <16 x float> poison, float %v54, i64 0
  %splat56 = shufflevector <16 x float> %ins55, <16 x float> poison, <16 x i32> zeroinitializer
  %v57 = fdiv <16 x float> %red52, %splat56
  %v58 = mul i64 %i7, %size.C
  %v59 = add i64 %v58, %i10
  %p60 = getelementptr float, ptr %buf.y, i64 %v59
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v57, ptr align 4 %p60, <16 x i1> %mask25)
  store i64 %v24, ptr %c.addr.9
  br label %aligned23
aligned23:
  %v63 = and i1 %v19, %v62
  br i1 %v63, label %stream64, label %cached65
stream64:
  %v67 = sub i64 %size.C, 16
  br label %cond68
cond68:
  %i71 = load i64, ptr %c.addr.9
  %v72 = icmp sle i64 %i71, %v67
  br i1 %v72, label %body69, label %exit70
body69:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc73
  store i64 0, ptr %h.addr.74
  br label %cond75
cond75:
  %i78 = load i64, ptr %h.addr.74
  %v79 = icmp slt i64 %i78, %size.H
  br i1 %v79, label %body76, label %exit77
body76:
  store i64 0, ptr %w.addr.80
  br label %cond81
cond81:
  %i84 = load i64, ptr %w.addr.80
  %v85 = icmp slt i64 %i84, %size.W
  br i1 %v85, label %body82, label %exit83
body82:
  %v86 = mul i64 %i7, %size.H
  %v87 = add i64 %v86, %i78
  %v88 = mul i64 %v87, %size.W
  %v89 = add i64 %v88, %i84
  %v90 = mul i64 %v89, %size.C
  %v91 = add i64 %v90, %i71
  %p92 = getelementptr float, ptr %buf.x, i64 %v91
  %ld93 = load <16 x float>, ptr %p92, align 4
  %old94 = load <16 x float>, ptr %acc73
  %v95 = fadd <16 x float> %old94, %ld93
  store <16 x float> %v95, ptr %acc73
  %v96 = add nsw i64 %i84, 1
  store i64 %v96, ptr %w.addr.80
  br label %cond81
exit83:
  %v97 = add nsw i64 %i78, 1
  store i64 %v97, ptr %h.addr.74
  br label %cond75
exit77:
  %red98 = load <16 x float>, ptr %acc73
  %v99 = mul i64 %size.H, %size.W
  %v100 = sitofp i64 %v99 to float
  %ins101 = insertelement <16 x float> poison, float %v100, i64 0
  %splat102 = shufflevector <16 x float> %ins101, <16 x float> poison, <16 x i32> zeroinitializer
  %v103 = fdiv <16 x float> %red98, %splat102
  %v104 = mul i64 %i7, %size.C
  %v105 = add i64 %v104, %i71
  %p106 = getelementptr float, ptr %buf.y, i64 %v105
  store <16 x float> %v103, ptr %p106, align 64, !nontemporal !{i32 1}
  %v107 = add nsw i64 %i71, 16
  store i64 %v107, ptr %c.addr.9
  br label %cond68
exit70:
  br label %join66
cached65:
  %v108 = sub i64 %size.C, 16
  br label %cond109
cond109:
  %i112 = load i64, ptr %c.addr.9
  %v113 = icmp sle i64 %i112, %v108
  br i1 %v113, label %body110, label %exit111
body110:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc114
  store i64 0, ptr %h.addr.115
  br label %cond116
cond116:
  %i119 = load i64, ptr %h.addr.115
  %v120 = icmp slt i64 %i119, %size.H
  br i1 %v120, label %body117, label %exit118
body117:
  store i64 0, ptr %w.addr.121
  br label %cond122
cond122:
  %i125 = load i64, ptr %w.addr.121
  %v126 = icmp slt i64 %i125, %size.W
  br i1 %v126, label %body123, label %exit124
body123:
  %v127 = mul i64 %i7, %size.H
  %v128 = add i64 %v127, %i119
  %v129 = mul i64 %v128, %size.W
  %v130 = add i64 %v129, %i125
  %v131 = mul i64 %v130, %size.C
  %v132 = add i64 %v131, %i112
  %p133 = getelementptr float, ptr %buf.x, i64 %v132
  %ld134 = load <16 x float>, ptr %p133, align 4
  %old135 = load <16 x float>, ptr %acc114
  %v136 = fadd <16 x float> %old135, %ld134
  store <16 x float> %v136, ptr %acc114
  %v137 = add nsw i64 %i125, 1
  store i64 %v137, ptr %w.addr.121
  br label %cond122
exit124:
  %v138 = add nsw i64 %i119, 1
  store i64 %v138, ptr %h.addr.115
  br label %cond116
exit118:
  %red139 = load <16 x float>, ptr %acc114
  %v140 = mul i64 %size.H, %size.W
  %v141 = sitofp i64 %v140 to float
  %ins142 = insertelement <16 x float> poison, float %v141, i64 0
  %splat143 = shufflevector <16 x float> %ins142, <16 x float> poison, <16 x i32> zeroinitializer
  %v144 = fdiv <16 x float> %red139, %splat143
  %v145 = mul i64 %i7, %size.C
  %v146 = add i64 %v145, %i112
  %p147 = getelementptr float, ptr %buf.y, i64 %v146
  store <16 x float> %v144, ptr %p147, align 4
  %v148 = add nsw i64 %i112, 16
  store i64 %v148, ptr %c.addr.9
  br label %cond109
exit111:
  br label %join66
join66:
  %i149 = load i64, ptr %c.addr.9
  %v150 = icmp slt i64 %i149, %size.C
  br i1 %v150, label %tail151, label %done152
tail151:
  %mask153 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i149, i64 %size.C)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc154
  store i64 0, ptr %h.addr.155
  br label %cond156
cond156:
  %i159 = load i64, ptr %h.addr.155
  %v160 = icmp slt i64 %i159, %size.H
  br i1 %v160, label %body157, label %exit158
body157:
  store i64 0, ptr %w.addr.161
  br label %cond162
cond162:
  %i165 = load i64, ptr %w.addr.161
  %v166 = icmp slt i64 %i165, %size.W
  br i1 %v166, label %body163, label %exit164
body163:
  %v167 = mul i64 %i7, %size.H
  %v168 = add i64 %v167, %i159
  %v169 = mul i64 %v168, %size.W
  %v170 = add i64 %v169, %i165
  %v171 = mul i64 %v170, %size.C
  %v172 = add i64 %v171, %i149
  %p173 = getelementptr float, ptr %buf.x, i64 %v172
  %ld174 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p173, <16 x i1> %mask153, <16 x float> zeroinitializer)
  %old175 = load <16 x float>, ptr %acc154
  %v176 = fadd <16 x float> %old175, %ld174
  %v177 = select <16 x i1> %mask153, <16 x float> %v176, <16 x float> %old175
  store <16 x float> %v177, ptr %acc154
  %v178 = add nsw i64 %i165, 1
  store i64 %v178, ptr %w.addr.161
  br label %cond162
exit164:
  %v179 = add nsw i64 %i159, 1
  store i64 %v179, ptr %h.addr.155
  br label %cond156
exit158:
  %red180 = load <16 x float>, ptr %acc154
  %v181 = mul i64 %size.H, %size.W
  %v182 = sitofp i64 %v181 to float
  %ins183 = insertelement <16 x float> poison, float %v182, i64 0
  %splat184 = shufflevector <16 x float> %ins183, <16 x float> poison, <16 x i32> zeroinitializer
  %v185 = fdiv <16 x float> %red180, %splat184
  %v186 = mul i64 %i7, %size.C
  %v187 = add i64 %v186, %i149
  %p188 = getelementptr float, ptr %buf.y, i64 %v187
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v185, ptr align 4 %p188, <16 x i1> %mask153)
  br label %done152
done152:
  %v189 = add nsw i64 %i7, 1
  store i64 %v189, ptr %n.addr.1
  br label %cond4
exit6:
  call void @llvm.x86.sse.sfence()
  ret void
}
