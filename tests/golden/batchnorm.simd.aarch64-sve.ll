@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare float @llvm.sqrt.f32(float)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.batchnorm"(ptr noalias %buf.x, ptr noalias %buf.scale, ptr noalias %buf.bias, ptr noalias %buf.input_mean, ptr noalias %buf.input_var, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %size.H, i64 %size.W, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %h.addr.9 = alloca i64, align 64
  %c.addr.15 = alloca i64, align 64
  %w.addr.21 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %h.addr.9
  br label %cond10
cond10:
  %i13 = load i64, ptr %h.addr.9
  %v14 = icmp slt i64 %i13, %size.H
  br i1 %v14, label %body11, label %exit12
body11:
  store i64 0, ptr %c.addr.15
  br label %cond16
cond16:
  %i19 = load i64, ptr %c.addr.15
  %v20 = icmp slt i64 %i19, %size.C
  br i1 %v20, label %body17, label %exit18
body17:
  store i64 0, ptr %w.addr.21
  %v22 = call i64 @llvm.vscale.i64()
  %v23 = mul i64 %v22, 4
  br label %cond24
cond24:
  %i27 = load i64, ptr %w.addr.21
  %v28 = icmp slt i64 %i27, %size.W
  br i1 %v28, label %body25, label %exit26
body25:
  %mask29 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i27, i64 %size.W)
  %v30 = mul i64 %i7, %size.C
  %v31 = add i64 %v30, %i19
  %v32 = mul i64 %v31, %size.H
  %v33 = add i64 %v32, %i13
  %v34 = mul i64 %v33, %size.W
  %v35 = add i64 %v34, %i27
  %p36 = getelementptr float, ptr %buf.x, i64 %v35
  %ld37 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p36, <vscale x 4 x i1> %mask29, <vscale x 4 x float> zeroinitializer)
  %p38 = getelementptr float, ptr %buf.input_mean, i64 %i19
  %ld39 = load float, ptr %p38, align 4
  %ins40 = insertelement <vscale x 4 x float> poison, float %ld39, i64 0
  %splat41 = shufflevector <vscale x 4 x float> %ins40, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v42 = fsub contract <vscale x 4 x float> %ld37, %splat41
  %p43 = getelementptr float, ptr %buf.input_var, i64 %i19
  %ld44 = load float, ptr %p43, align 4
  %v45 = fadd contract float %ld44, 0x3EE4F8B580000000
  %v46 = call float @llvm.sqrt.f32(float %v45)
  %v47 = fdiv float 0x3FF0000000000000, %v46
  %ins48 = insertelement <vscale x 4 x float> poison, float %v47, i64 0
  %splat49 = shufflevector <vscale x 4 x float> %ins48, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v50 = fmul contract <vscale x 4 x float> %v42, %splat49
  %p51 = getelementptr float, ptr %buf.scale, i64 %i19
  %ld52 = load float, ptr %p51, align 4
  %ins53 = insertelement <vscale x 4 x float> poison, float %ld52, i64 0
  %splat54 = shufflevector <vscale x 4 x float> %ins53, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v55 = fmul contract <vscale x 4 x float> %v50, %splat54
  %p56 = getelementptr float, ptr %buf.bias, i64 %i19
  %ld57 = load float, ptr %p56, align 4
  %ins58 = insertelement <vscale x 4 x float> poison, float %ld57, i64 0
  %splat59 = shufflevector <vscale x 4 x float> %ins58, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v60 = fadd contract <vscale x 4 x float> %v55, %splat59
  %v61 = mul i64 %i7, %size.C
  %v62 = add i64 %v61, %i19
  %v63 = mul i64 %v62, %size.H
  %v64 = add i64 %v63, %i13
  %v65 = mul i64 %v64, %size.W
  %v66 = add i64 %v65, %i27
  %p67 = getelementptr float, ptr %buf.y, i64 %v66
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v60, ptr align 4 %p67, <vscale x 4 x i1> %mask29)
  %v68 = add nsw i64 %i27, %v23
  store i64 %v68, ptr %w.addr.21
  br label %cond24
exit26:
  %v69 = add nsw i64 %i19, 1
  store i64 %v69, ptr %c.addr.15
  br label %cond16
exit18:
  %v70 = add nsw i64 %i13, 1
  store i64 %v70, ptr %h.addr.9
  br label %cond10
exit12:
  %v71 = add nsw i64 %i7, 1
  store i64 %v71, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
