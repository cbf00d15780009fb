@jr.zero = internal constant float 0.0, align 4

define void @"jr.op.matmul_panels"(ptr noalias %buf.a, ptr noalias %buf.bp, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.M, i64 %size.K, i64 %size.J, i64 %size.P, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %m.addr.9 = alloca i64, align 64
  %n.addr.15 = alloca i64, align 64
  %acc21 = alloca float, align 64
  %k.addr.22 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %_b0.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %m.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %m.addr.9
  %v14 = icmp slt i64 %i13, %size.M
  br i1 %v14, label %body11, label %exit12
body11:
  store i64 0, ptr %n.addr.15
  br label %cond16
cond16:
  %i19 = load i64, ptr %n.addr.15
  %v20 = icmp slt i64 %i19, 100
  br i1 %v20, label %body17, label %exit18
body17:
  store float 0x0000000000000000, ptr %acc21
  store i64 0, ptr %k.addr.22
  br label %cond23
cond23:
  %i26 = load i64, ptr %k.addr.22
  %v27 = icmp slt i64 %i26, %size.K
  br i1 %v27, label %body24, label %exit25
body24:
  %v28 = mul i64 %i7, %size.M
  %v29 = add i64 %v28, %i13
  %v30 = mul i64 %v29, %size.K
  %v31 = add i64 %v30, %i26
  %p32 = getelementptr float, ptr %buf.a, i64 %v31
  %ld33 = load float, ptr %p32, align 4
  %v34 = sdiv i64 %i19, %size.P
  %v35 = srem i64 %i19, %size.P
  %v36 = icmp ne i64 %v35, 0
  %v37 = icmp slt i64 %v35, 0
  %v38 = icmp slt i64 %size.P, 0
  %v39 = xor i1 %v37, %v38
  %v40 = and i1 %v36, %v39
  %v41 = zext i1 %v40 to i64
  %v42 = sub i64 %v34, %v41
  %v43 = icmp sge i64 %v42, 0
  %v44 = icmp slt i64 %v42, %size.J
  %v45 = and i1 %v43, %v44
  %v46 = sdiv i64 %i19, %size.P
  %v47 = srem i64 %i19, %size.P
  %v48 = icmp ne i64 %v47, 0
  %v49 = icmp slt i64 %v47, 0
  %v50 = icmp slt i64 %size.P, 0
  %v51 = xor i1 %v49, %v50
  %v52 = and i1 %v48, %v51
  %v53 = add i64 %v47, %size.P
  %v54 = select i1 %v52, i64 %v53, i64 %v47
  %v55 = icmp sge i64 %v54, 0
  %v56 = icmp slt i64 %v54, %size.P
  %v57 = and i1 %v55, %v56
  %v58 = and i1 %v45, %v57
  %v59 = sdiv i64 %i19, %size.P
  %v60 = srem i64 %i19, %size.P
  %v61 = icmp ne i64 %v60, 0
  %v62 = icmp slt i64 %v60, 0
  %v63 = icmp slt i64 %size.P, 0
  %v64 = xor i1 %v62, %v63
  %v65 = and i1 %v61, %v64
  %v66 = zext i1 %v65 to i64
  %v67 = sub i64 %v59, %v66
  %v68 = mul i64 %v67, %size.K
  %v69 = add i64 %v68, %i26
  %v70 = mul i64 %v69, %size.P
  %v71 = sdiv i64 %i19, %size.P
  %v72 = srem i64 %i19, %size.P
  %v73 = icmp ne i64 %v72, 0
  %v74 = icmp slt i64 %v72, 0
  %v75 = icmp slt i64 %size.P, 0
  %v76 = xor i1 %v74, %v75
  %v77 = and i1 %v73, %v76
  %v78 = add i64 %v72, %size.P
  %v79 = select i1 %v77, i64 %v78, i64 %v72
  %v80 = add i64 %v70, %v79
  %p81 = getelementptr float, ptr %buf.bp, i64 %v80
  %p82 = select i1 %v58, ptr %p81, ptr @jr.zero
  %ld83 = load float, ptr %p82, align 4
  %v84 = fmul float %ld33, %ld83
  %v85 = sdiv i64 %i19, %size.P
  %v86 = srem i64 %i19, %size.P
  %v87 = icmp ne i64 %v86, 0
  %v88 = icmp slt i64 %v86, 0
  %v89 = icmp slt i64 %size.P, 0
  %v90 = xor i1 %v88, %v89
  %v91 = and i1 %v87, %v90
  %v92 = zext i1 %v91 to i64
  %v93 = sub i64 %v85, %v92
  %v94 = icmp sge i64 %v93, 0
  %v95 = icmp slt i64 %v93, %size.J
  %v96 = and i1 %v94, %v95
  %v97 = sdiv i64 %i19, %size.P
  %v98 = srem i64 %i19, %size.P
  %v99 = icmp ne i64 %v98, 0
  %v100 = icmp slt i64 %v98, 0
  %v101 = icmp slt i64 %size.P, 0
  %v102 = xor i1 %v100, %v101
  %v103 = and i1 %v99, %v102
  %v104 = add i64 %v98, %size.P
  %v105 = select i1 %v103, i64 %v104, i64 %v98
  %v106 = icmp sge i64 %v105, 0
  %v107 = icmp slt i64 %v105, %size.P
  %v108 = and i1 %v106, %v107
  %v109 = and i1 %v96, %v108
  %old110 = load float, ptr %acc21
  %v111 = fadd float %old110, %v84
  %v112 = select i1 %v109, float %v111, float %old110
  store float %v112, ptr %acc21
  %v113 = add nsw i64 %i26, 1
  store i64 %v113, ptr %k.addr.22
  br label %cond23
exit25:
  %red114 = load float, ptr %acc21
  %v115 = mul i64 %i7, %size.M
  %v116 = add i64 %v115, %i13
  %v117 = mul i64 %v116, 100
  %v118 = add i64 %v117, %i19
  %p119 = getelementptr float, ptr %buf.c, i64 %v118
  store float %red114, ptr %p119, align 4
  %v120 = add nsw i64 %i19, 1
  store i64 %v120, ptr %n.addr.15
  br label %cond16
exit18:
  %v121 = add nsw i64 %i13, 1
  store i64 %v121, ptr %m.addr.9
  br label %cond10
exit12:
  %v122 = add nsw i64 %i7, 1
  store i64 %v122, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
