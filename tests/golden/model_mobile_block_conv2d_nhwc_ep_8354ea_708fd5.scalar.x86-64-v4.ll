@jr.zero = internal constant float 0.0, align 4

declare float @llvm.maximum.f32(float, float)

declare float @llvm.minimum.f32(float, float)

define void @"jr.op.conv2d_nhwc_ep_8354ea"(ptr noalias %buf.x, ptr noalias %buf.w, ptr noalias %buf.b, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %size.K, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %p.addr.9 = alloca i64, align 64
  %q.addr.15 = alloca i64, align 64
  %k.addr.21 = alloca i64, align 64
  %acc27 = alloca float, align 64
  %r.addr.28 = alloca i64, align 64
  %s.addr.34 = alloca i64, align 64
  %c.addr.40 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %p.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %p.addr.9
  %v14 = icmp slt i64 %i13, 1
  br i1 %v14, label %body11, label %exit12
body11:
  store i64 0, ptr %q.addr.15
  br label %cond16
cond16:
  %i19 = load i64, ptr %q.addr.15
  %v20 = icmp slt i64 %i19, 1
  br i1 %v20, label %body17, label %exit18
body17:
  store i64 0, ptr %k.addr.21
  br label %cond22
cond22:
  %i25 = load i64, ptr %k.addr.21
  %v26 = icmp slt i64 %i25, %size.K
  br i1 %v26, label %body23, label %exit24
body23:
  store float 0x0000000000000000, ptr %acc27
  store i64 0, ptr %r.addr.28
  br label %cond29
cond29:
  %i32 = load i64, ptr %r.addr.28
  %v33 = icmp slt i64 %i32, 1
  br i1 %v33, label %body30, label %exit31
body30:
  store i64 0, ptr %s.addr.34
  br label %cond35
cond35:
  %i38 = load i64, ptr %s.addr.34
  %v39 = icmp slt i64 %i38, 1
  br i1 %v39, label %body36, label %exit37
body36:
  store i64 0, ptr %c.addr.40
  br label %cond41
cond41:
  %i44 = load i64, ptr %c.addr.40
  %v45 = icmp slt i64 %i44, %size.C
  br i1 %v45, label %body42, label %exit43
body42:
  %v46 = add i64 %i13, %i32
  %v47 = icmp sge i64 %v46, 0
  %v48 = icmp slt i64 %v46, 1
  %v49 = and i1 %v47, %v48
  %v50 = add i64 %i19, %i38
  %v51 = icmp sge i64 %v50, 0
  %v52 = icmp slt i64 %v50, 1
  %v53 = and i1 %v51, %v52
  %v54 = and i1 %v49, %v53
  %v55 = add i64 %i13, %i32
  %v56 = add i64 %i7, %v55
  %v57 = add i64 %i19, %i38
  %v58 = add i64 %v56, %v57
  %v59 = mul i64 %v58, %size.C
  %v60 = add i64 %v59, %i44
  %p61 = getelementptr float, ptr %buf.x, i64 %v60
  %p62 = select i1 %v54, ptr %p61, ptr @jr.zero
  %ld63 = load float, ptr %p62, align 4
  %v64 = add i64 %i32, %i38
  %v65 = mul i64 %v64, %size.C
  %v66 = add i64 %v65, %i44
  %v67 = mul i64 %v66, %size.K
  %v68 = add i64 %v67, %i25
  %p69 = getelementptr float, ptr %buf.w, i64 %v68
  %ld70 = load float, ptr %p69, align 4
  %v71 = fmul float %ld63, %ld70
  %v72 = add i64 %i13, %i32
  %v73 = icmp sge i64 %v72, 0
  %v74 = icmp slt i64 %v72, 1
  %v75 = and i1 %v73, %v74
  %v76 = add i64 %i19, %i38
  %v77 = icmp sge i64 %v76, 0
  %v78 = icmp slt i64 %v76, 1
  %v79 = and i1 %v77, %v78
  %v80 = and i1 %v75, %v79
  %old81 = load float, ptr %acc27
  %v82 = fadd float %old81, %v71
  %v83 = select i1 %v80, float %v82, float %old81
  store float %v83, ptr %acc27
  %v84 = add nsw i64 %i44, 1
  store i64 %v84, ptr %c.addr.40
  br label %cond41
exit43:
  %v85 = add nsw i64 %i38, 1
  store i64 %v85, ptr %s.addr.34
  br label %cond35
exit37:
  %v86 = add nsw i64 %i32, 1
  store i64 %v86, ptr %r.addr.28
  br label %cond29
exit31:
  %red87 = load float, ptr %acc27
  %p88 = getelementptr float, ptr %buf.b, i64 %i25
  %ld89 = load float, ptr %p88, align 4
  %v90 = fadd float %ld89, %red87
  %v91 = fmul float 0x3FC99999A0000000, %v90
  %v92 = fadd float %v91, 0x3FE0000000000000
  %v93 = call float @llvm.minimum.f32(float 0x3FF0000000000000, float %v92)
  %v94 = call float @llvm.maximum.f32(float 0x0000000000000000, float %v93)
  %v95 = add i64 %i7, %i13
  %v96 = add i64 %v95, %i19
  %v97 = mul i64 %v96, %size.K
  %v98 = add i64 %v97, %i25
  %p99 = getelementptr float, ptr %buf.y, i64 %v98
  store float %v94, ptr %p99, align 4
  %v100 = add nsw i64 %i25, 1
  store i64 %v100, ptr %k.addr.21
  br label %cond22
exit24:
  %v101 = add nsw i64 %i19, 1
  store i64 %v101, ptr %q.addr.15
  br label %cond16
exit18:
  %v102 = add nsw i64 %i13, 1
  store i64 %v102, ptr %p.addr.9
  br label %cond10
exit12:
  %v103 = add nsw i64 %i7, 1
  store i64 %v103, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
