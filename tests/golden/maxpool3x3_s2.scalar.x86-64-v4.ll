@jr.zero = internal constant float 0.0, align 4

declare float @llvm.maximum.f32(float, float)

define void @"jr.op.maxpool2d"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.H, i64 %size.W, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %c.addr.9 = alloca i64, align 64
  %p.addr.28 = alloca i64, align 64
  %q.addr.47 = alloca i64, align 64
  %acc53 = alloca float, align 64
  %r.addr.54 = alloca i64, align 64
  %s.addr.60 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, 1
  %v3 = select i1 %v2, i64 %range.hi, i64 1
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
  br label %cond48
cond48:
  %i51 = load i64, ptr %q.addr.47
  %v52 = icmp slt i64 %i51, %v46
  br i1 %v52, label %body49, label %exit50
body49:
  store float 0xFFF0000000000000, ptr %acc53
  store i64 0, ptr %r.addr.54
  br label %cond55
cond55:
  %i58 = load i64, ptr %r.addr.54
  %v59 = icmp slt i64 %i58, 3
  br i1 %v59, label %body56, label %exit57
body56:
  store i64 0, ptr %s.addr.60
  br label %cond61
cond61:
  %i64 = load i64, ptr %s.addr.60
  %v65 = icmp slt i64 %i64, 3
  br i1 %v65, label %body62, label %exit63
body62:
  %v66 = mul i64 %i32, 2
  %v67 = add i64 %v66, %i58
  %v68 = sub i64 %v67, 1
  %v69 = icmp sge i64 %v68, 0
  %v70 = icmp slt i64 %v68, %size.H
  %v71 = and i1 %v69, %v70
  %v72 = mul i64 %i51, 2
  %v73 = add i64 %v72, %i64
  %v74 = sub i64 %v73, 1
  %v75 = icmp sge i64 %v74, 0
  %v76 = icmp slt i64 %v74, %size.W
  %v77 = and i1 %v75, %v76
  %v78 = and i1 %v71, %v77
  %v79 = mul i64 %i7, %size.C
  %v80 = add i64 %v79, %i13
  %v81 = mul i64 %v80, %size.H
  %v82 = mul i64 %i32, 2
  %v83 = add i64 %v82, %i58
  %v84 = sub i64 %v83, 1
  %v85 = add i64 %v81, %v84
  %v86 = mul i64 %v85, %size.W
  %v87 = mul i64 %i51, 2
  %v88 = add i64 %v87, %i64
  %v89 = sub i64 %v88, 1
  %v90 = add i64 %v86, %v89
  %p91 = getelementptr float, ptr %buf.x, i64 %v90
  %p92 = select i1 %v78, ptr %p91, ptr @jr.zero
  %ld93 = load float, ptr %p92, align 4
  %v94 = mul i64 %i32, 2
  %v95 = add i64 %v94, %i58
  %v96 = sub i64 %v95, 1
  %v97 = icmp sge i64 %v96, 0
  %v98 = icmp slt i64 %v96, %size.H
  %v99 = and i1 %v97, %v98
  %v100 = mul i64 %i51, 2
  %v101 = add i64 %v100, %i64
  %v102 = sub i64 %v101, 1
  %v103 = icmp sge i64 %v102, 0
  %v104 = icmp slt i64 %v102, %size.W
  %v105 = and i1 %v103, %v104
  %v106 = and i1 %v99, %v105
  %old107 = load float, ptr %acc53
  %v108 = call float @llvm.maximum.f32(float %old107, float %ld93)
  %v109 = select i1 %v106, float %v108, float %old107
  store float %v109, ptr %acc53
  %v110 = add nsw i64 %i64, 1
  store i64 %v110, ptr %s.addr.60
  br label %cond61
exit63:
  %v111 = add nsw i64 %i58, 1
  store i64 %v111, ptr %r.addr.54
  br label %cond55
exit57:
  %red112 = load float, ptr %acc53
  %v113 = mul i64 %i7, %size.C
  %v114 = add i64 %v113, %i13
  %v115 = add i64 %size.H, 1
  %v116 = add i64 %v115, 1
  %v117 = sub i64 %v116, 3
  %v118 = sdiv i64 %v117, 2
  %v119 = srem i64 %v117, 2
  %v120 = icmp ne i64 %v119, 0
  %v121 = icmp slt i64 %v119, 0
  %v122 = icmp slt i64 2, 0
  %v123 = xor i1 %v121, %v122
  %v124 = and i1 %v120, %v123
  %v125 = zext i1 %v124 to i64
  %v126 = sub i64 %v118, %v125
  %v127 = add i64 %v126, 1
  %v128 = mul i64 %v114, %v127
  %v129 = add i64 %v128, %i32
  %v130 = add i64 %size.W, 1
  %v131 = add i64 %v130, 1
  %v132 = sub i64 %v131, 3
  %v133 = sdiv i64 %v132, 2
  %v134 = srem i64 %v132, 2
  %v135 = icmp ne i64 %v134, 0
  %v136 = icmp slt i64 %v134, 0
  %v137 = icmp slt i64 2, 0
  %v138 = xor i1 %v136, %v137
  %v139 = and i1 %v135, %v138
  %v140 = zext i1 %v139 to i64
  %v141 = sub i64 %v133, %v140
  %v142 = add i64 %v141, 1
  %v143 = mul i64 %v129, %v142
  %v144 = add i64 %v143, %i51
  %p145 = getelementptr float, ptr %buf.y, i64 %v144
  store float %red112, ptr %p145, align 4
  %v146 = add nsw i64 %i51, 1
  store i64 %v146, ptr %q.addr.47
  br label %cond48
exit50:
  %v147 = add nsw i64 %i32, 1
  store i64 %v147, ptr %p.addr.28
  br label %cond29
exit31:
  %v148 = add nsw i64 %i13, 1
  store i64 %v148, ptr %c.addr.9
  br label %cond10
exit12:
  %v149 = add nsw i64 %i7, 1
  store i64 %v149, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
