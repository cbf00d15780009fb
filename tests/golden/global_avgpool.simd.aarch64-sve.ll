@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare float @llvm.vector.reduce.fadd.nxv4f32(float, <vscale x 4 x float>)
declare i64 @llvm.vscale.i64()

define void @"jr.op.global_avgpool"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %size.H, i64 %size.W, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %c.addr.9 = alloca i64, align 64
  %acc15 = alloca <vscale x 4 x float>, align 64
  %cnt16 = alloca <vscale x 4 x float>, align 64
  %h.addr.17 = alloca i64, align 64
  %w.addr.23 = alloca i64, align 64
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
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc15
  store <vscale x 4 x float> zeroinitializer, ptr %cnt16
  store i64 0, ptr %h.addr.17
  br label %cond18
cond18:
  %i21 = load i64, ptr %h.addr.17
  %v22 = icmp slt i64 %i21, %size.H
  br i1 %v22, label %body19, label %exit20
body19:
  store i64 0, ptr %w.addr.23
  %v24 = call i64 @llvm.vscale.i64()
  %v25 = mul i64 %v24, 4
  br label %cond26
cond26:
  %i29 = load i64, ptr %w.addr.23
  %v30 = icmp slt i64 %i29, %size.W
  br i1 %v30, label %body27, label %exit28
body27:
  %mask31 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i29, i64 %size.W)
  %v32 = mul i64 %i7, %size.C
  %v33 = add i64 %v32, %i13
  %v34 = mul i64 %v33, %size.H
  %v35 = add i64 %v34, %i21
  %v36 = mul i64 %v35, %size.W
  %v37 = add i64 %v36, %i29
  %p38 = getelementptr float, ptr %buf.x, i64 %v37
  %ld39 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p38, <vscale x 4 x i1> %mask31, <vscale x 4 x float> zeroinitializer)
  %old40 = load <vscale x 4 x float>, ptr %acc15
  %v41 = fadd <vscale x 4 x float> %old40, %ld39
  %v42 = select <vscale x 4 x i1> %mask31, <vscale x 4 x float> %v41, <vscale x 4 x float> %old40
  store <vscale x 4 x float> %v42, ptr %acc15
  %c43 = load <vscale x 4 x float>, ptr %cnt16
  %v44 = select <vscale x 4 x i1> %mask31, <vscale x 4 x float> splat (float 0x3FF0000000000000), <vscale x 4 x float> zeroinitializer
  %v45 = fadd <vscale x 4 x float> %c43, %v44
  store <vscale x 4 x float> %v45, ptr %cnt16
  %v46 = add nsw i64 %i29, %v25
  store i64 %v46, ptr %w.addr.23
  br label %cond26
exit28:
  %v47 = add nsw i64 %i21, 1
  store i64 %v47, ptr %h.addr.17
  br label %cond18
exit20:
  %red48 = load <vscale x 4 x float>, ptr %acc15
  %v49 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red48)
  %red50 = load <vscale x 4 x float>, ptr %cnt16
  %v51 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red50)
  %v52 = fdiv float %v49, %v51
  %v53 = mul i64 %i7, %size.C
  %v54 = add i64 %v53, %i13
  %p55 = getelementptr float, ptr %buf.y, i64 %v54
  store float %v52, ptr %p55, align 4
  %v56 = add nsw i64 %i13, 1
  store i64 %v56, ptr %c.addr.9
  br label %cond10
exit12:
  %v57 = add nsw i64 %i7, 1
  store i64 %v57, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
