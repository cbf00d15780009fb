@jr.zero = internal constant float 0.0, align 4

declare float @llvm.maximum.f32(float, float)
declare float @llvm.minimum.f32(float, float)

define void @"jr.op.depthwise_nhwc_ep_f72497"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.H, i64 %size.W, i64 %size.K, i64 %size.R, i64 %size.S, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %p.addr.15 = alloca i64, align 64
  %q.addr.27 = alloca i64, align 64
  %k.addr.33 = alloca i64, align 64
  %acc39 = alloca float, align 64
  %r.addr.40 = alloca i64, align 64
  %s.addr.46 = alloca i64, align 64
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
  %v11 = sub i64 %size.R, 1
  %v12 = sub i64 %v10, %v11
  %v13 = sub i64 %v12, 1
  %v14 = add i64 %v13, 1
  store i64 0, ptr %p.addr.15
  br label %cond16
cond16:
  %i19 = load i64, ptr %p.addr.15
  %v20 = icmp slt i64 %i19, %v14
  br i1 %v20, label %body17, label %exit18
body17:
  %v21 = add i64 %size.W, 1
  %v22 = add i64 %v21, 1
  %v23 = sub i64 %size.S, 1
  %v24 = sub i64 %v22, %v23
  %v25 = sub i64 %v24, 1
  %v26 = add i64 %v25, 1
  store i64 0, ptr %q.addr.27
  br label %cond28
cond28:
  %i31 = load i64, ptr %q.addr.27
  %v32 = icmp slt i64 %i31, %v26
  br i1 %v32, label %body29, label %exit30
body29:
  store i64 0, ptr %k.addr.33
  br label %cond34
cond34:
  %i37 = load i64, ptr %k.addr.33
  %v38 = icmp slt i64 %i37, %size.K
  br i1 %v38, label %body35, label %exit36
body35:
  store float 0x0000000000000000, ptr %acc39
  store i64 0, ptr %r.addr.40
  br label %cond41
cond41:
  %i44 = load i64, ptr %r.addr.40
  %v45 = icmp slt i64 %i44, %size.R
  br i1 %v45, label %body42, label %exit43
body42:
  store i64 0, ptr %s.addr.46
  br label %cond47
cond47:
  %i50 = load i64, ptr %s.addr.46
  %v51 = icmp slt i64 %i50, %size.S
  br i1 %v51, label %body48, label %exit49
body48:
  %v52 = add i64 %i19, %i44
  %v53 = sub i64 %v52, 1
  %v54 = icmp sge i64 %v53, 0
  %v55 = icmp slt i64 %v53, %size.H
  %v56 = and i1 %v54, %v55
  %v57 = add i64 %i31, %i50
  %v58 = sub i64 %v57, 1
  %v59 = icmp sge i64 %v58, 0
  %v60 = icmp slt i64 %v58, %size.W
  %v61 = and i1 %v59, %v60
  %v62 = and i1 %v56, %v61
  %v63 = mul i64 %i7, %size.H
  %v64 = add i64 %i19, %i44
  %v65 = sub i64 %v64, 1
  %v66 = add i64 %v63, %v65
  %v67 = mul i64 %v66, %size.W
  %v68 = add i64 %i31, %i50
  %v69 = sub i64 %v68, 1
  %v70 = add i64 %v67, %v69
  %v71 = mul i64 %v70, %size.K
  %v72 = add i64 %v71, %i37
  %p73 = getelementptr float, ptr %buf.x, i64 %v72
  %p74 = select i1 %v62, ptr %p73, ptr @jr.zero
  %ld75 = load float, ptr %p74, align 4
  %v76 = mul i64 %i44, %size.S
  %v77 = add i64 %v76, %i50
  %v78 = mul i64 %v77, %size.K
  %v79 = add i64 %v78, %i37
  %p80 = getelementptr float, ptr %buf.w, i64 %v79
  %ld81 = load float, ptr %p80, align 4
  %v82 = fmul float %ld75, %ld81
  %v83 = add i64 %i19, %i44
  %v84 = sub i64 %v83, 1
  %v85 = icmp sge i64 %v84, 0
  %v86 = icmp slt i64 %v84, %size.H
  %v87 = and i1 %v85, %v86
  %v88 = add i64 %i31, %i50
  %v89 = sub i64 %v88, 1
  %v90 = icmp sge i64 %v89, 0
  %v91 = icmp slt i64 %v89, %size.W
  %v92 = and i1 %v90, %v91
  %v93 = and i1 %v87, %v92
  %old94 = load float, ptr %acc39
  %v95 = fadd float %old94, %v82
  %v96 = select i1 %v93, float %v95, float %old94
  store float %v96, ptr %acc39
  %v97 = add nsw i64 %i50, 1
  store i64 %v97, ptr %s.addr.46
  br label %cond47
exit49:
  %v98 = add nsw i64 %i44, 1
  store i64 %v98, ptr %r.addr.40
  br label %cond41
exit43:
  %red99 = load float, ptr %acc39
  %p100 = getelementptr float, ptr %buf.b, i64 %i37
  %ld101 = load float, ptr %p100, align 4
  %v102 = fadd float %ld101, %red99
  %v103 = call float @llvm.maximum.f32(float %v102, float 0x0000000000000000)
  %v104 = call float @llvm.minimum.f32(float %v103, float 0x4018000000000000)
  %v105 = add i64 %size.H, 1
  %v106 = add i64 %v105, 1
  %v107 = sub i64 %size.R, 1
  %v108 = sub i64 %v106, %v107
  %v109 = sub i64 %v108, 1
  %v110 = add i64 %v109, 1
  %v111 = mul i64 %i7, %v110
  %v112 = add i64 %v111, %i19
  %v113 = add i64 %size.W, 1
  %v114 = add i64 %v113, 1
  %v115 = sub i64 %size.S, 1
  %v116 = sub i64 %v114, %v115
  %v117 = sub i64 %v116, 1
  %v118 = add i64 %v117, 1
  %v119 = mul i64 %v112, %v118
  %v120 = add i64 %v119, %i31
  %v121 = mul i64 %v120, %size.K
  %v122 = add i64 %v121, %i37
  %p123 = getelementptr float, ptr %buf.y, i64 %v122
  store float %v104, ptr %p123, align 4
  %v124 = add nsw i64 %i37, 1
  store i64 %v124, ptr %k.addr.33
  br label %cond34
exit36:
  %v125 = add nsw i64 %i31, 1
  store i64 %v125, ptr %q.addr.27
  br label %cond28
exit30:
  %v126 = add nsw i64 %i19, 1
  store i64 %v126, ptr %p.addr.15
  br label %cond16
exit18:
  %v127 = add nsw i64 %i7, 1
  store i64 %v127, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
