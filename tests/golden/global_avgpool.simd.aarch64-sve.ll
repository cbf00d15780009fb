@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)

declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)

declare float @llvm.vector.reduce.fadd.nxv4f32(float, <vscale x 4 x float>)

declare i64 @llvm.vscale.i64()

define void @"jr.op.global_avgpool"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %size.H, i64 %size.W, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %c.addr.9 = alloca i64, align 64
  %i.addr.15 = alloca i64, align 64
  %j.addr.21 = alloca i64, align 64
  %acc27 = alloca <vscale x 4 x float>, align 64
  %cnt28 = alloca <vscale x 4 x float>, align 64
  %h.addr.29 = alloca i64, align 64
  %w.addr.35 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
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
  store i64 0, ptr %i.addr.15
  br label %cond16
cond16:
  %i19 = load i64, ptr %i.addr.15
  %v20 = icmp slt i64 %i19, 1
  br i1 %v20, label %body17, label %exit18
body17:
  store i64 0, ptr %j.addr.21
  br label %cond22
cond22:
  %i25 = load i64, ptr %j.addr.21
  %v26 = icmp slt i64 %i25, 1
  br i1 %v26, label %body23, label %exit24
body23:
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc27
  store <vscale x 4 x float> zeroinitializer, ptr %cnt28
  store i64 0, ptr %h.addr.29
  br label %cond30
cond30:
  %i33 = load i64, ptr %h.addr.29
  %v34 = icmp slt i64 %i33, %size.H
  br i1 %v34, label %body31, label %exit32
body31:
  store i64 0, ptr %w.addr.35
  %v36 = call i64 @llvm.vscale.i64()
  %v37 = mul i64 %v36, 4
  br label %cond38
cond38:
  %i41 = load i64, ptr %w.addr.35
  %v42 = icmp slt i64 %i41, %size.W
  br i1 %v42, label %body39, label %exit40
body39:
  %mask43 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i41, i64 %size.W)
  %v44 = mul i64 %i7, %size.C
  %v45 = add i64 %v44, %i13
  %v46 = mul i64 %v45, %size.H
  %v47 = add i64 %v46, %i33
  %v48 = mul i64 %v47, %size.W
  %v49 = add i64 %v48, %i41
  %p50 = getelementptr float, ptr %buf.x, i64 %v49
  %ld51 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p50, <vscale x 4 x i1> %mask43, <vscale x 4 x float> zeroinitializer)
  %old52 = load <vscale x 4 x float>, ptr %acc27
  %v53 = fadd <vscale x 4 x float> %old52, %ld51
  %v54 = select <vscale x 4 x i1> %mask43, <vscale x 4 x float> %v53, <vscale x 4 x float> %old52
  store <vscale x 4 x float> %v54, ptr %acc27
  %c55 = load <vscale x 4 x float>, ptr %cnt28
  %v56 = select <vscale x 4 x i1> %mask43, <vscale x 4 x float> splat (float 0x3FF0000000000000), <vscale x 4 x float> zeroinitializer
  %v57 = fadd <vscale x 4 x float> %c55, %v56
  store <vscale x 4 x float> %v57, ptr %cnt28
  %v58 = add nsw i64 %i41, %v37
  store i64 %v58, ptr %w.addr.35
  br label %cond38
exit40:
  %v59 = add nsw i64 %i33, 1
  store i64 %v59, ptr %h.addr.29
  br label %cond30
exit32:
  %red60 = load <vscale x 4 x float>, ptr %acc27
  %v61 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red60)
  %red62 = load <vscale x 4 x float>, ptr %cnt28
  %v63 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red62)
  %v64 = fdiv float %v61, %v63
  %v65 = mul i64 %i7, %size.C
  %v66 = add i64 %v65, %i13
  %v67 = add i64 %v66, %i19
  %v68 = add i64 %v67, %i25
  %p69 = getelementptr float, ptr %buf.y, i64 %v68
  store float %v64, ptr %p69, align 4
  %v70 = add nsw i64 %i25, 1
  store i64 %v70, ptr %j.addr.21
  br label %cond22
exit24:
  %v71 = add nsw i64 %i19, 1
  store i64 %v71, ptr %i.addr.15
  br label %cond16
exit18:
  %v72 = add nsw i64 %i13, 1
  store i64 %v72, ptr %c.addr.9
  br label %cond10
exit12:
  %v73 = add nsw i64 %i7, 1
  store i64 %v73, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
