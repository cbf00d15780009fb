@jr.zero = internal constant float 0.0, align 4

declare float @llvm.maximum.f32(float, float)

define void @"jr.op.maxpool2d_nhwc"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.H, i64 %size.W, i64 %size.C, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %p.addr.23 = alloca i64, align 64
  %q.addr.43 = alloca i64, align 64
  %c.addr.49 = alloca i64, align 64
  %acc55 = alloca float, align 64
  %r.addr.56 = alloca i64, align 64
  %s.addr.62 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, 1
  %v3 = select i1 %v2, i64 %range.hi, i64 1
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  %v9 = add i64 %size.H, 1
  %v10 = add i64 %v9, 1
  %v11 = sub i64 %v10, 2
  %v12 = sub i64 %v11, 1
  %v13 = sdiv i64 %v12, 2
  %v14 = srem i64 %v12, 2
  %v15 = icmp ne i64 %v14, 0
  %v16 = icmp slt i64 %v14, 0
  %v17 = icmp slt i64 2, 0
  %v18 = xor i1 %v16, %v17
  %v19 = and i1 %v15, %v18
  %v20 = zext i1 %v19 to i64
  %v21 = sub i64 %v13, %v20
  %v22 = add i64 %v21, 1
  store i64 0, ptr %p.addr.23
  br label %cond24
cond24:
  %i27 = load i64, ptr %p.addr.23
  %v28 = icmp slt i64 %i27, %v22
  br i1 %v28, label %body25, label %exit26
body25:
  %v29 = add i64 %size.W, 1
  %v30 = add i64 %v29, 1
  %v31 = sub i64 %v30, 2
  %v32 = sub i64 %v31, 1
  %v33 = sdiv i64 %v32, 2
  %v34 = srem i64 %v32, 2
  %v35 = icmp ne i64 %v34, 0
  %v36 = icmp slt i64 %v34, 0
  %v37 = icmp slt i64 2, 0
  %v38 = xor i1 %v36, %v37
  %v39 = and i1 %v35, %v38
  %v40 = zext i1 %v39 to i64
  %v41 = sub i64 %v33, %v40
  %v42 = add i64 %v41, 1
  store i64 0, ptr %q.addr.43
  br label %cond44
cond44:
  %i47 = load i64, ptr %q.addr.43
  %v48 = icmp slt i64 %i47, %v42
  br i1 %v48, label %body45, label %exit46
body45:
  store i64 0, ptr %c.addr.49
  br label %cond50
cond50:
  %i53 = load i64, ptr %c.addr.49
  %v54 = icmp slt i64 %i53, %size.C
  br i1 %v54, label %body51, label %exit52
body51:
  store float 0xFFF0000000000000, ptr %acc55
  store i64 0, ptr %r.addr.56
  br label %cond57
cond57:
  %i60 = load i64, ptr %r.addr.56
  %v61 = icmp slt i64 %i60, 3
  br i1 %v61, label %body58, label %exit59
body58:
  store i64 0, ptr %s.addr.62
  br label %cond63
cond63:
  %i66 = load i64, ptr %s.addr.62
  %v67 = icmp slt i64 %i66, 3
  br i1 %v67, label %body64, label %exit65
body64:
  %v68 = mul i64 %i27, 2
  %v69 = add i64 %v68, %i60
  %v70 = sub i64 %v69, 1
  %v71 = icmp sge i64 %v70, 0
  %v72 = icmp slt i64 %v70, %size.H
  %v73 = and i1 %v71, %v72
  %v74 = mul i64 %i47, 2
  %v75 = add i64 %v74, %i66
  %v76 = sub i64 %v75, 1
  %v77 = icmp sge i64 %v76, 0
  %v78 = icmp slt i64 %v76, %size.W
  %v79 = and i1 %v77, %v78
  %v80 = and i1 %v73, %v79
  %v81 = mul i64 %i7, %size.H
  %v82 = mul i64 %i27, 2
  %v83 = add i64 %v82, %i60
  %v84 = sub i64 %v83, 1
  %v85 = add i64 %v81, %v84
  %v86 = mul i64 %v85, %size.W
  %v87 = mul i64 %i47, 2
  %v88 = add i64 %v87, %i66
  %v89 = sub i64 %v88, 1
  %v90 = add i64 %v86, %v89
  %v91 = mul i64 %v90, %size.C
  %v92 = add i64 %v91, %i53
  %p93 = getelementptr float, ptr %buf.x, i64 %v92
  %p94 = select i1 %v80, ptr %p93, ptr @jr.zero
  %ld95 = load float, ptr %p94, align 4
  %v96 = mul i64 %i27, 2
  %v97 = add i64 %v96, %i60
  %v98 = sub i64 %v97, 1
  %v99 = icmp sge i64 %v98, 0
  %v100 = icmp slt i64 %v98, %size.H
  %v101 = and i1 %v99, %v100
  %v102 = mul i64 %i47, 2
  %v103 = add i64 %v102, %i66
  %v104 = sub i64 %v103, 1
  %v105 = icmp sge i64 %v104, 0
  %v106 = icmp slt i64 %v104, %size.W
  %v107 = and i1 %v105, %v106
  %v108 = and i1 %v101, %v107
  %old109 = load float, ptr %acc55
  %v110 = call float @llvm.maximum.f32(float %old109, float %ld95)
  %v111 = select i1 %v108, float %v110, float %old109
  store float %v111, ptr %acc55
  %v112 = add nsw i64 %i66, 1
  store i64 %v112, ptr %s.addr.62
  br label %cond63
exit65:
  %v113 = add nsw i64 %i60, 1
  store i64 %v113, ptr %r.addr.56
  br label %cond57
exit59:
  %red114 = load float, ptr %acc55
  %v115 = add i64 %size.H, 1
  %v116 = add i64 %v115, 1
  %v117 = sub i64 %v116, 2
  %v118 = sub i64 %v117, 1
  %v119 = sdiv i64 %v118, 2
  %v120 = srem i64 %v118, 2
  %v121 = icmp ne i64 %v120, 0
  %v122 = icmp slt i64 %v120, 0
  %v123 = icmp slt i64 2, 0
  %v124 = xor i1 %v122, %v123
  %v125 = and i1 %v121, %v124
  %v126 = zext i1 %v125 to i64
  %v127 = sub i64 %v119, %v126
  %v128 = add i64 %v127, 1
  %v129 = mul i64 %i7, %v128
  %v130 = add i64 %v129, %i27
  %v131 = add i64 %size.W, 1
  %v132 = add i64 %v131, 1
  %v133 = sub i64 %v132, 2
  %v134 = sub i64 %v133, 1
  %v135 = sdiv i64 %v134, 2
  %v136 = srem i64 %v134, 2
  %v137 = icmp ne i64 %v136, 0
  %v138 = icmp slt i64 %v136, 0
  %v139 = icmp slt i64 2, 0
  %v140 = xor i1 %v138, %v139
  %v141 = and i1 %v137, %v140
  %v142 = zext i1 %v141 to i64
  %v143 = sub i64 %v135, %v142
  %v144 = add i64 %v143, 1
  %v145 = mul i64 %v130, %v144
  %v146 = add i64 %v145, %i47
  %v147 = mul i64 %v146, %size.C
  %v148 = add i64 %v147, %i53
  %p149 = getelementptr float, ptr %buf.y, i64 %v148
  store float %red114, ptr %p149, align 4
  %v150 = add nsw i64 %i53, 1
  store i64 %v150, ptr %c.addr.49
  br label %cond50
exit52:
  %v151 = add nsw i64 %i47, 1
  store i64 %v151, ptr %q.addr.43
  br label %cond44
exit46:
  %v152 = add nsw i64 %i27, 1
  store i64 %v152, ptr %p.addr.23
  br label %cond24
exit26:
  %v153 = add nsw i64 %i7, 1
  store i64 %v153, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
