@jr.zero = internal constant float 0.0, align 4

declare double @exp(double)
declare double @log(double)
declare float @llvm.maximum.f32(float, float)

define void @"jr.op.log_softmax_mid"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.B, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %b.addr.9 = alloca i64, align 64
  %acc15 = alloca float, align 64
  %c.addr.16 = alloca i64, align 64
  %b.addr.34 = alloca i64, align 64
  %acc40 = alloca float, align 64
  %c.addr.41 = alloca i64, align 64
  %c.addr.77 = alloca i64, align 64
  %b.addr.83 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %_b0.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %b.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %b.addr.9
  %v14 = icmp slt i64 %i13, %size.B
  br i1 %v14, label %body11, label %exit12
body11:
  store float 0xFFF0000000000000, ptr %acc15
  store i64 0, ptr %c.addr.16
  br label %cond17
cond17:
  %i20 = load i64, ptr %c.addr.16
  %v21 = icmp slt i64 %i20, %size.C
  br i1 %v21, label %body18, label %exit19
body18:
  %v22 = mul i64 %i7, %size.C
  %v23 = add i64 %v22, %i20
  %v24 = mul i64 %v23, %size.B
  %v25 = add i64 %v24, %i13
  %p26 = getelementptr float, ptr %buf.x, i64 %v25
  %ld27 = load float, ptr %p26, align 4
  %old28 = load float, ptr %acc15
  %v29 = call float @llvm.maximum.f32(float %old28, float %ld27)
  store float %v29, ptr %acc15
  %v30 = add nsw i64 %i20, 1
  store i64 %v30, ptr %c.addr.16
  br label %cond17
exit19:
  %red31 = load float, ptr %acc15
  %p32 = getelementptr float, ptr %scratch, i64 %i13
  store float %red31, ptr %p32, align 4
  %v33 = add nsw i64 %i13, 1
  store i64 %v33, ptr %b.addr.9
  br label %cond10
exit12:
  store i64 0, ptr %b.addr.34
  br label %cond35
cond35:
  %i38 = load i64, ptr %b.addr.34
  %v39 = icmp slt i64 %i38, %size.B
  br i1 %v39, label %body36, label %exit37
body36:
  store float 0x0000000000000000, ptr %acc40
  store i64 0, ptr %c.addr.41
  br label %cond42
cond42:
  %i45 = load i64, ptr %c.addr.41
  %v46 = icmp slt i64 %i45, %size.C
  br i1 %v46, label %body43, label %exit44
body43:
  %v47 = mul i64 %i7, %size.C
  %v48 = add i64 %v47, %i45
  %v49 = mul i64 %v48, %size.B
  %v50 = add i64 %v49, %i38
  %p51 = getelementptr float, ptr %buf.x, i64 %v50
  %ld52 = load float, ptr %p51, align 4
  %p53 = getelementptr float, ptr %scratch, i64 %i38
  %ld54 = load float, ptr %p53, align 4
  %v55 = fsub float %ld52, %ld54
  %v56 = fpext float %v55 to double
  %v57 = call double @exp(double %v56)
  %v58 = fptrunc double %v57 to float
  %old59 = load float, ptr %acc40
  %v60 = fadd float %old59, %v58
  store float %v60, ptr %acc40
  %v61 = add nsw i64 %i45, 1
  store i64 %v61, ptr %c.addr.41
  br label %cond42
exit44:
  %red62 = load float, ptr %acc40
  %v63 = add i64 %size.B, 15
  %v64 = sdiv i64 %v63, 16
  %v65 = srem i64 %v63, 16
  %v66 = icmp ne i64 %v65, 0
  %v67 = icmp slt i64 %v65, 0
  %v68 = icmp slt i64 16, 0
  %v69 = xor i1 %v67, %v68
  %v70 = and i1 %v66, %v69
  %v71 = zext i1 %v70 to i64
  %v72 = sub i64 %v64, %v71
  %v73 = mul i64 %v72, 16
  %v74 = add i64 %v73, %i38
  %p75 = getelementptr float, ptr %scratch, i64 %v74
  store float %red62, ptr %p75, align 4
  %v76 = add nsw i64 %i38, 1
  store i64 %v76, ptr %b.addr.34
  br label %cond35
exit37:
  store i64 0, ptr %c.addr.77
  br label %cond78
cond78:
  %i81 = load i64, ptr %c.addr.77
  %v82 = icmp slt i64 %i81, %size.C
  br i1 %v82, label %body79, label %exit80
body79:
  store i64 0, ptr %b.addr.83
  br label %cond84
cond84:
  %i87 = load i64, ptr %b.addr.83
  %v88 = icmp slt i64 %i87, %size.B
  br i1 %v88, label %body85, label %exit86
body85:
  %v89 = mul i64 %i7, %size.C
  %v90 = add i64 %v89, %i81
  %v91 = mul i64 %v90, %size.B
  %v92 = add i64 %v91, %i87
  %p93 = getelementptr float, ptr %buf.x, i64 %v92
  %ld94 = load float, ptr %p93, align 4
  %p95 = getelementptr float, ptr %scratch, i64 %i87
  %ld96 = load float, ptr %p95, align 4
  %v97 = fsub float %ld94, %ld96
  %v98 = add i64 %size.B, 15
  %v99 = sdiv i64 %v98, 16
  %v100 = srem i64 %v98, 16
  %v101 = icmp ne i64 %v100, 0
  %v102 = icmp slt i64 %v100, 0
  %v103 = icmp slt i64 16, 0
  %v104 = xor i1 %v102, %v103
  %v105 = and i1 %v101, %v104
  %v106 = zext i1 %v105 to i64
  %v107 = sub i64 %v99, %v106
  %v108 = mul i64 %v107, 16
  %v109 = add i64 %v108, %i87
  %p110 = getelementptr float, ptr %scratch, i64 %v109
  %ld111 = load float, ptr %p110, align 4
  %v112 = fpext float %ld111 to double
  %v113 = call double @log(double %v112)
  %v114 = fptrunc double %v113 to float
  %v115 = fsub float %v97, %v114
  %v116 = mul i64 %i7, %size.C
  %v117 = add i64 %v116, %i81
  %v118 = mul i64 %v117, %size.B
  %v119 = add i64 %v118, %i87
  %p120 = getelementptr float, ptr %buf.y, i64 %v119
  store float %v115, ptr %p120, align 4
  %v121 = add nsw i64 %i87, 1
  store i64 %v121, ptr %b.addr.83
  br label %cond84
exit86:
  %v122 = add nsw i64 %i81, 1
  store i64 %v122, ptr %c.addr.77
  br label %cond78
exit80:
  %v123 = add nsw i64 %i7, 1
  store i64 %v123, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
