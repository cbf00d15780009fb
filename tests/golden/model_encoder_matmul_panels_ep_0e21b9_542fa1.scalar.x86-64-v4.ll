@jr.zero = internal constant float 0.0, align 4

define void @"jr.op.matmul_panels_ep_0e21b9"(ptr noalias %buf.a, ptr noalias %buf.bp, ptr noalias %buf.e0, ptr noalias %buf.c, ptr noalias %scratch, i64 %size.M, i64 %size.K, i64 %size.J, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
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
  %v20 = icmp slt i64 %i19, 1024
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
  %v28 = mul i64 %i13, %size.K
  %v29 = add i64 %v28, %i26
  %p30 = getelementptr float, ptr %buf.a, i64 %v29
  %ld31 = load float, ptr %p30, align 4
  %v32 = sdiv i64 %i19, 64
  %v33 = srem i64 %i19, 64
  %v34 = icmp ne i64 %v33, 0
  %v35 = icmp slt i64 %v33, 0
  %v36 = icmp slt i64 64, 0
  %v37 = xor i1 %v35, %v36
  %v38 = and i1 %v34, %v37
  %v39 = zext i1 %v38 to i64
  %v40 = sub i64 %v32, %v39
  %v41 = icmp sge i64 %v40, 0
  %v42 = icmp slt i64 %v40, %size.J
  %v43 = and i1 %v41, %v42
  %v44 = sdiv i64 %i19, 64
  %v45 = srem i64 %i19, 64
  %v46 = icmp ne i64 %v45, 0
  %v47 = icmp slt i64 %v45, 0
  %v48 = icmp slt i64 64, 0
  %v49 = xor i1 %v47, %v48
  %v50 = and i1 %v46, %v49
  %v51 = add i64 %v45, 64
  %v52 = select i1 %v50, i64 %v51, i64 %v45
  %v53 = icmp sge i64 %v52, 0
  %v54 = icmp slt i64 %v52, 64
  %v55 = and i1 %v53, %v54
  %v56 = and i1 %v43, %v55
  %v57 = sdiv i64 %i19, 64
  %v58 = srem i64 %i19, 64
  %v59 = icmp ne i64 %v58, 0
  %v60 = icmp slt i64 %v58, 0
  %v61 = icmp slt i64 64, 0
  %v62 = xor i1 %v60, %v61
  %v63 = and i1 %v59, %v62
  %v64 = zext i1 %v63 to i64
  %v65 = sub i64 %v57, %v64
  %v66 = mul i64 %v65, %size.K
  %v67 = add i64 %v66, %i26
  %v68 = mul i64 %v67, 64
  %v69 = sdiv i64 %i19, 64
  %v70 = srem i64 %i19, 64
  %v71 = icmp ne i64 %v70, 0
  %v72 = icmp slt i64 %v70, 0
  %v73 = icmp slt i64 64, 0
  %v74 = xor i1 %v72, %v73
  %v75 = and i1 %v71, %v74
  %v76 = add i64 %v70, 64
  %v77 = select i1 %v75, i64 %v76, i64 %v70
  %v78 = add i64 %v68, %v77
  %p79 = getelementptr float, ptr %buf.bp, i64 %v78
  %p80 = select i1 %v56, ptr %p79, ptr @jr.zero
  %ld81 = load float, ptr %p80, align 4
  %v82 = fmul float %ld31, %ld81
  %v83 = sdiv i64 %i19, 64
  %v84 = srem i64 %i19, 64
  %v85 = icmp ne i64 %v84, 0
  %v86 = icmp slt i64 %v84, 0
  %v87 = icmp slt i64 64, 0
  %v88 = xor i1 %v86, %v87
  %v89 = and i1 %v85, %v88
  %v90 = zext i1 %v89 to i64
  %v91 = sub i64 %v83, %v90
  %v92 = icmp sge i64 %v91, 0
  %v93 = icmp slt i64 %v91, %size.J
  %v94 = and i1 %v92, %v93
  %v95 = sdiv i64 %i19, 64
  %v96 = srem i64 %i19, 64
  %v97 = icmp ne i64 %v96, 0
  %v98 = icmp slt i64 %v96, 0
  %v99 = icmp slt i64 64, 0
  %v100 = xor i1 %v98, %v99
  %v101 = and i1 %v97, %v100
  %v102 = add i64 %v96, 64
  %v103 = select i1 %v101, i64 %v102, i64 %v96
  %v104 = icmp sge i64 %v103, 0
  %v105 = icmp slt i64 %v103, 64
  %v106 = and i1 %v104, %v105
  %v107 = and i1 %v94, %v106
  %old108 = load float, ptr %acc21
  %v109 = fadd float %old108, %v82
  %v110 = select i1 %v107, float %v109, float %old108
  store float %v110, ptr %acc21
  %v111 = add nsw i64 %i26, 1
  store i64 %v111, ptr %k.addr.22
  br label %cond23
exit25:
  %red112 = load float, ptr %acc21
  %p113 = getelementptr float, ptr %buf.e0, i64 %i19
  %ld114 = load float, ptr %p113, align 4
  %v115 = fadd float %red112, %ld114
  %v116 = mul i64 %i7, %size.M
  %v117 = add i64 %v116, %i13
  %v118 = mul i64 %v117, 1024
  %v119 = add i64 %v118, %i19
  %p120 = getelementptr float, ptr %buf.c, i64 %v119
  store float %v115, ptr %p120, align 4
  %v121 = add nsw i64 %i19, 1
  store i64 %v121, ptr %n.addr.15
  br label %cond16
exit18:
  %v122 = add nsw i64 %i13, 1
  store i64 %v122, ptr %m.addr.9
  br label %cond10
exit12:
  %v123 = add nsw i64 %i7, 1
  store i64 %v123, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
