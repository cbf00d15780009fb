@jr.zero = internal constant float 0.0, align 4

define void @"jr.op.gemm"(ptr noalias %buf.a, ptr noalias %buf.b, ptr noalias %buf.c, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.A0, i64 %size.A1, i64 %size.B0, i64 %size.B1, i64 %size.CM, i64 %size.CN, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %m.addr.1 = alloca i64, align 64
  %n.addr.9 = alloca i64, align 64
  %acc15 = alloca float, align 64
  %k.addr.16 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.A0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.A0
  store i64 %range.lo, ptr %m.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %m.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %n.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %n.addr.9
  %v14 = icmp slt i64 %i13, %size.B1
  br i1 %v14, label %body11, label %exit12
body11:
  store float 0x0000000000000000, ptr %acc15
  store i64 0, ptr %k.addr.16
  br label %cond17
cond17:
  %i20 = load i64, ptr %k.addr.16
  %v21 = icmp slt i64 %i20, %size.A1
  br i1 %v21, label %body18, label %exit19
body18:
  %v22 = mul i64 %i7, %size.A1
  %v23 = add i64 %v22, %i20
  %p24 = getelementptr float, ptr %buf.a, i64 %v23
  %ld25 = load float, ptr %p24, align 4
  %v26 = icmp sge i64 %i20, 0
  %v27 = icmp slt i64 %i20, %size.B0
  %v28 = and i1 %v26, %v27
  %v29 = mul i64 %i20, %size.B1
  %v30 = add i64 %v29, %i13
  %p31 = getelementptr float, ptr %buf.b, i64 %v30
  %p32 = select i1 %v28, ptr %p31, ptr @jr.zero
  %ld33 = load float, ptr %p32, align 4
  %v34 = fmul float %ld25, %ld33
  %v35 = icmp sge i64 %i20, 0
  %v36 = icmp slt i64 %i20, %size.B0
  %v37 = and i1 %v35, %v36
  %old38 = load float, ptr %acc15
  %v39 = fadd float %old38, %v34
  %v40 = select i1 %v37, float %v39, float %old38
  store float %v40, ptr %acc15
  %v41 = add nsw i64 %i20, 1
  store i64 %v41, ptr %k.addr.16
  br label %cond17
exit19:
  %red42 = load float, ptr %acc15
  %v43 = fmul float 0x3FF0000000000000, %red42
  %v44 = sdiv i64 %i7, %size.CM
  %v45 = srem i64 %i7, %size.CM
  %v46 = icmp ne i64 %v45, 0
  %v47 = icmp slt i64 %v45, 0
  %v48 = icmp slt i64 %size.CM, 0
  %v49 = xor i1 %v47, %v48
  %v50 = and i1 %v46, %v49
  %v51 = add i64 %v45, %size.CM
  %v52 = select i1 %v50, i64 %v51, i64 %v45
  %v53 = icmp sge i64 %v52, 0
  %v54 = icmp slt i64 %v52, %size.CM
  %v55 = and i1 %v53, %v54
  %v56 = sdiv i64 %i13, %size.CN
  %v57 = srem i64 %i13, %size.CN
  %v58 = icmp ne i64 %v57, 0
  %v59 = icmp slt i64 %v57, 0
  %v60 = icmp slt i64 %size.CN, 0
  %v61 = xor i1 %v59, %v60
  %v62 = and i1 %v58, %v61
  %v63 = add i64 %v57, %size.CN
  %v64 = select i1 %v62, i64 %v63, i64 %v57
  %v65 = icmp sge i64 %v64, 0
  %v66 = icmp slt i64 %v64, %size.CN
  %v67 = and i1 %v65, %v66
  %v68 = and i1 %v55, %v67
  %v69 = sdiv i64 %i7, %size.CM
  %v70 = srem i64 %i7, %size.CM
  %v71 = icmp ne i64 %v70, 0
  %v72 = icmp slt i64 %v70, 0
  %v73 = icmp slt i64 %size.CM, 0
  %v74 = xor i1 %v72, %v73
  %v75 = and i1 %v71, %v74
  %v76 = add i64 %v70, %size.CM
  %v77 = select i1 %v75, i64 %v76, i64 %v70
  %v78 = mul i64 %v77, %size.CN
  %v79 = sdiv i64 %i13, %size.CN
  %v80 = srem i64 %i13, %size.CN
  %v81 = icmp ne i64 %v80, 0
  %v82 = icmp slt i64 %v80, 0
  %v83 = icmp slt i64 %size.CN, 0
  %v84 = xor i1 %v82, %v83
  %v85 = and i1 %v81, %v84
  %v86 = add i64 %v80, %size.CN
  %v87 = select i1 %v85, i64 %v86, i64 %v80
  %v88 = add i64 %v78, %v87
  %p89 = getelementptr float, ptr %buf.c, i64 %v88
  %p90 = select i1 %v68, ptr %p89, ptr @jr.zero
  %ld91 = load float, ptr %p90, align 4
  %v92 = fmul float 0x3FF0000000000000, %ld91
  %v93 = fadd float %v43, %v92
  %v94 = mul i64 %i7, %size.B1
  %v95 = add i64 %v94, %i13
  %p96 = getelementptr float, ptr %buf.y, i64 %v95
  store float %v93, ptr %p96, align 4
  %v97 = add nsw i64 %i13, 1
  store i64 %v97, ptr %n.addr.9
  br label %cond10
exit12:
  %v98 = add nsw i64 %i7, 1
  store i64 %v98, ptr %m.addr.1
  br label %cond4
exit6:
  ret void
}
