@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.x86.sse.sfence()

define void @"jr.op.global_avgpool_nhwc"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %c.addr.1 = alloca i64, align 64
  %acc18 = alloca <16 x float>, align 64
  %h.addr.19 = alloca i64, align 64
  %w.addr.25 = alloca i64, align 64
  %acc60 = alloca <16 x float>, align 64
  %h.addr.61 = alloca i64, align 64
  %w.addr.67 = alloca i64, align 64
  %acc97 = alloca <16 x float>, align 64
  %h.addr.98 = alloca i64, align 64
  %w.addr.104 = alloca i64, align 64
  %acc133 = alloca <16 x float>, align 64
  %h.addr.134 = alloca i64, align 64
  %w.addr.140 = alloca i64, align 64
  %v49 = icmp sge i64 %size.C, 2097152
  %v2 = icmp slt i64 %range.hi, %size.C
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.C
  store i64 %range.lo, ptr %c.addr.1
  %i4 = load i64, ptr %c.addr.1
  %p5 = getelementptr float, ptr %buf.y, i64 %i4
  %v6 = ptrtoint ptr %p5 to i64
  %v7 = lshr i64 %v6, 2
  %v8 = sub i64 0, %v7
  %v9 = and i64 %v8, 15
  %v10 = sub i64 %v3, %i4
  %v11 = icmp sge i64 %v10, 128
  %v12 = select i1 %v11, i64 %v9, i64 0
  %v13 = icmp sgt i64 %v12, 0
  br i1 %v13, label %peel14, label %aligned15
peel14:
  %v16 = add nsw i64 %i4, %v12
  %mask17 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i4, i64 %v16)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc18
  store i64 0, ptr %h.addr.19
  br label %cond20
cond20:
  %i23 = load i64, ptr %h.addr.19
  %v24 = icmp slt i64 %i23, %size.H
  br i1 %v24, label %body21, label %exit22
body21:
  store i64 0, ptr %w.addr.25
  br label %cond26
cond26:
  %i29 = load i64, ptr %w.addr.25
  %v30 = icmp slt i64 %i29, %size.W
  br i1 %v30, label %body27, label %exit28
body27:
  %v31 = mul i64 %i23, %size.W
  %v32 = add i64 %v31, %i29
  %v33 = mul i64 %v32, %size.C
  %v34 = add i64 %v33, %i4
  %p35 = getelementptr float, ptr %buf.x, i64 %v34
  %ld36 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p35, <16 x i1> %mask17, <16 x float> zeroinitializer)
  %old37 = load <16 x float>, ptr %acc18
  %v38 = fadd <16 x float> %old37, %ld36
  %v39 = select <16 x i1> %mask17, <16 x float> %v38, <16 x float> %old37
  store <16 x float> %v39, ptr %acc18
  %v40 = add nsw i64 %i29, 1
  store i64 %v40, ptr %w.addr.25
  br label %cond26
exit28:
  %v41 = add nsw i64 %i23, 1
  store i64 %v41, ptr %h.addr.19
  br label %cond20
exit22:
  %red42 = load <16 x float>, ptr %acc18
  %v43 = mul i64 %size.H, %size.W
  %v44 = sitofp i64 %v43 to float
  %ins45 = insertelement <16 x float> poison, float %v44, i64 0
  %splat46 = shufflevector <16 x float> %ins45, <16 x float> poison, <16 x i32> zeroinitializer
  %v47 = fdiv <16 x float> %red42, %splat46
  %p48 = getelementptr float, ptr %buf.y, i64 %i4
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v47, ptr align 4 %p48, <16 x i1> %mask17)
  store i64 %v16, ptr %c.addr.1
  br label %aligned15
aligned15:
  %v50 = and i1 %v11, %v49
  br i1 %v50, label %stream51, label %cached52
stream51:
  %v54 = sub i64 %v3, 16
  br label %cond55
cond55:
  %i58 = load i64, ptr %c.addr.1
  %v59 = icmp sle i64 %i58, %v54
  br i1 %v59, label %body56, label %exit57
body56:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc60
  store i64 0, ptr %h.addr.61
  br label %cond62
cond62:
  %i65 = load i64, ptr %h.addr.61
  %v66 = icmp slt i64 %i65, %size.H
  br i1 %v66, label %body63, label %exit64
body63:
  store i64 0, ptr %w.addr.67
  br label %cond68
cond68:
  %i71 = load i64, ptr %w.addr.67
  %v72 = icmp slt i64 %i71, %size.W
  br i1 %v72, label %body69, label %exit70
body69:
  %v73 = mul i64 %i65, %size.W
  %v74 = add i64 %v73, %i71
  %v75 = mul i64 %v74, %size.C
  %v76 = add i64 %v75, %i58
  %p77 = getelementptr float, ptr %buf.x, i64 %v76
  %ld78 = load <16 x float>, ptr %p77, align 4
  %old79 = load <16 x float>, ptr %acc60
  %v80 = fadd <16 x float> %old79, %ld78
  store <16 x float> %v80, ptr %acc60
  %v81 = add nsw i64 %i71, 1
  store i64 %v81, ptr %w.addr.67
  br label %cond68
exit70:
  %v82 = add nsw i64 %i65, 1
  store i64 %v82, ptr %h.addr.61
  br label %cond62
exit64:
  %red83 = load <16 x float>, ptr %acc60
  %v84 = mul i64 %size.H, %size.W
  %v85 = sitofp i64 %v84 to float
  %ins86 = insertelement <16 x float> poison, float %v85, i64 0
  %splat87 = shufflevector <16 x float> %ins86, <16 x float> poison, <16 x i32> zeroinitializer
  %v88 = fdiv <16 x float> %red83, %splat87
  %p89 = getelementptr float, ptr %buf.y, i64 %i58
  store <16 x float> %v88, ptr %p89, align 64, !nontemporal !{i32 1}
  %v90 = add nsw i64 %i58, 16
  store i64 %v90, ptr %c.addr.1
  br label %cond55
exit57:
  br label %join53
cached52:
  %v91 = sub i64 %v3, 16
  br label %cond92
cond92:
  %i95 = load i64, ptr %c.addr.1
  %v96 = icmp sle i64 %i95, %v91
  br i1 %v96, label %body93, label %exit94
body93:
  store <16 x float> splat (float 0x0000000000000000), ptr %acc97
  store i64 0, ptr %h.addr.98
  br label %cond99
cond99:
  %i102 = load i64, ptr %h.addr.98
  %v103 = icmp slt i64 %i102, %size.H
  br i1 %v103, label %body100, label %exit101
body100:
  store i64 0, ptr %w.addr.104
  br label %cond105
cond105:
  %i108 = load i64, ptr %w.addr.104
  %v109 = icmp slt i64 %i108, %size.W
  br i1 %v109, label %body106, label %exit107
body106:
  %v110 = mul i64 %i102, %size.W
  %v111 = add i64 %v110, %i108
  %v112 = mul i64 %v111, %size.C
  %v113 = add i64 %v112, %i95
  %p114 = getelementptr float, ptr %buf.x, i64 %v113
  %ld115 = load <16 x float>, ptr %p114, align 4
  %old116 = load <16 x float>, ptr %acc97
  %v117 = fadd <16 x float> %old116, %ld115
  store <16 x float> %v117, ptr %acc97
  %v118 = add nsw i64 %i108, 1
  store i64 %v118, ptr %w.addr.104
  br label %cond105
exit107:
  %v119 = add nsw i64 %i102, 1
  store i64 %v119, ptr %h.addr.98
  br label %cond99
exit101:
  %red120 = load <16 x float>, ptr %acc97
  %v121 = mul i64 %size.H, %size.W
  %v122 = sitofp i64 %v121 to float
  %ins123 = insertelement <16 x float> poison, float %v122, i64 0
  %splat124 = shufflevector <16 x float> %ins123, <16 x float> poison, <16 x i32> zeroinitializer
  %v125 = fdiv <16 x float> %red120, %splat124
  %p126 = getelementptr float, ptr %buf.y, i64 %i95
  store <16 x float> %v125, ptr %p126, align 4
  %v127 = add nsw i64 %i95, 16
  store i64 %v127, ptr %c.addr.1
  br label %cond92
exit94:
  br label %join53
join53:
  %i128 = load i64, ptr %c.addr.1
  %v129 = icmp slt i64 %i128, %v3
  br i1 %v129, label %tail130, label %done131
tail130:
  %mask132 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i128, i64 %v3)
  store <16 x float> splat (float 0x0000000000000000), ptr %acc133
  store i64 0, ptr %h.addr.134
  br label %cond135
cond135:
  %i138 = load i64, ptr %h.addr.134
  %v139 = icmp slt i64 %i138, %size.H
  br i1 %v139, label %body136, label %exit137
body136:
  store i64 0, ptr %w.addr.140
  br label %cond141
cond141:
  %i144 = load i64, ptr %w.addr.140
  %v145 = icmp slt i64 %i144, %size.W
  br i1 %v145, label %body142, label %exit143
body142:
  %v146 = mul i64 %i138, %size.W
  %v147 = add i64 %v146, %i144
  %v148 = mul i64 %v147, %size.C
  %v149 = add i64 %v148, %i128
  %p150 = getelementptr float, ptr %buf.x, i64 %v149
  %ld151 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p150, <16 x i1> %mask132, <16 x float> zeroinitializer)
  %old152 = load <16 x float>, ptr %acc133
  %v153 = fadd <16 x float> %old152, %ld151
  %v154 = select <16 x i1> %mask132, <16 x float> %v153, <16 x float> %old152
  store <16 x float> %v154, ptr %acc133
  %v155 = add nsw i64 %i144, 1
  store i64 %v155, ptr %w.addr.140
  br label %cond141
exit143:
  %v156 = add nsw i64 %i138, 1
  store i64 %v156, ptr %h.addr.134
  br label %cond135
exit137:
  %red157 = load <16 x float>, ptr %acc133
  %v158 = mul i64 %size.H, %size.W
  %v159 = sitofp i64 %v158 to float
  %ins160 = insertelement <16 x float> poison, float %v159, i64 0
  %splat161 = shufflevector <16 x float> %ins160, <16 x float> poison, <16 x i32> zeroinitializer
  %v162 = fdiv <16 x float> %red157, %splat161
  %p163 = getelementptr float, ptr %buf.y, i64 %i128
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v162, ptr align 4 %p163, <16 x i1> %mask132)
  br label %done131
done131:
  call void @llvm.x86.sse.sfence()
  ret void
}
