@jr.zero = internal constant float 0.0, align 4

declare double @exp(double)
declare float @llvm.maximum.f32(float, float)

define void @"jr.op.softmax"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %acc9 = alloca float, align 64
  %c.addr.10 = alloca i64, align 64
  %acc24 = alloca float, align 64
  %c.addr.25 = alloca i64, align 64
  %c.addr.44 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %_b0.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store float 0xFFF0000000000000, ptr %acc9
  store i64 0, ptr %c.addr.10
  br label %cond11
cond11:
  %i14 = load i64, ptr %c.addr.10
  %v15 = icmp slt i64 %i14, %size.C
  br i1 %v15, label %body12, label %exit13
body12:
  %v16 = mul i64 %i7, %size.C
  %v17 = add i64 %v16, %i14
  %p18 = getelementptr float, ptr %buf.x, i64 %v17
  %ld19 = load float, ptr %p18, align 4
  %old20 = load float, ptr %acc9
  %v21 = call float @llvm.maximum.f32(float %old20, float %ld19)
  store float %v21, ptr %acc9
  %v22 = add nsw i64 %i14, 1
  store i64 %v22, ptr %c.addr.10
  br label %cond11
exit13:
  %red23 = load float, ptr %acc9
  store float 0x0000000000000000, ptr %acc24
  store i64 0, ptr %c.addr.25
  br label %cond26
cond26:
  %i29 = load i64, ptr %c.addr.25
  %v30 = icmp slt i64 %i29, %size.C
  br i1 %v30, label %body27, label %exit28
body27:
  %v31 = mul i64 %i7, %size.C
  %v32 = add i64 %v31, %i29
  %p33 = getelementptr float, ptr %buf.x, i64 %v32
  %ld34 = load float, ptr %p33, align 4
  %v35 = fsub float %ld34, %red23
  %v36 = fpext float %v35 to double
  %v37 = call double @exp(double %v36)
  %v38 = fptrunc double %v37 to float
  %p39 = getelementptr float, ptr %scratch, i64 %i29
  store float %v38, ptr %p39, align 4
  %old40 = load float, ptr %acc24
  %v41 = fadd float %old40, %v38
  store float %v41, ptr %acc24
  %v42 = add nsw i64 %i29, 1
  store i64 %v42, ptr %c.addr.25
  br label %cond26
exit28:
  %red43 = load float, ptr %acc24
  store i64 0, ptr %c.addr.44
  br label %cond45
cond45:
  %i48 = load i64, ptr %c.addr.44
  %v49 = icmp slt i64 %i48, %size.C
  br i1 %v49, label %body46, label %exit47
body46:
  %p50 = getelementptr float, ptr %scratch, i64 %i48
  %ld51 = load float, ptr %p50, align 4
  %v52 = fdiv float %ld51, %red43
  %v53 = mul i64 %i7, %size.C
  %v54 = add i64 %v53, %i48
  %p55 = getelementptr float, ptr %buf.y, i64 %v54
  store float %v52, ptr %p55, align 4
  %v56 = add nsw i64 %i48, 1
  store i64 %v56, ptr %c.addr.44
  br label %cond45
exit47:
  %v57 = add nsw i64 %i7, 1
  store i64 %v57, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
