@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare float @llvm.sqrt.f32(float)
declare float @llvm.vector.reduce.fadd.nxv4f32(float, <vscale x 4 x float>)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define void @"jr.op.layernorm"(ptr noalias %buf.x, ptr noalias %buf.gamma, ptr noalias %buf.beta, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.D, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %acc9 = alloca <vscale x 4 x float>, align 64
  %cnt10 = alloca <vscale x 4 x float>, align 64
  %d.addr.11 = alloca i64, align 64
  %acc36 = alloca <vscale x 4 x float>, align 64
  %cnt37 = alloca <vscale x 4 x float>, align 64
  %d.addr.38 = alloca i64, align 64
  %d.addr.67 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %_b0.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc9
  store <vscale x 4 x float> zeroinitializer, ptr %cnt10
  store i64 0, ptr %d.addr.11
  %v12 = call i64 @llvm.vscale.i64()
  %v13 = mul i64 %v12, 4
  br label %cond14
cond14:
  %i17 = load i64, ptr %d.addr.11
  %v18 = icmp slt i64 %i17, %size.D
  br i1 %v18, label %body15, label %exit16
body15:
  %mask19 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i17, i64 %size.D)
  %v20 = mul i64 %i7, %size.D
  %v21 = add i64 %v20, %i17
  %p22 = getelementptr float, ptr %buf.x, i64 %v21
  %ld23 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p22, <vscale x 4 x i1> %mask19, <vscale x 4 x float> zeroinitializer)
  %old24 = load <vscale x 4 x float>, ptr %acc9
  %v25 = fadd <vscale x 4 x float> %old24, %ld23
  %v26 = select <vscale x 4 x i1> %mask19, <vscale x 4 x float> %v25, <vscale x 4 x float> %old24
  store <vscale x 4 x float> %v26, ptr %acc9
  %c27 = load <vscale x 4 x float>, ptr %cnt10
  %v28 = select <vscale x 4 x i1> %mask19, <vscale x 4 x float> splat (float 0x3FF0000000000000), <vscale x 4 x float> zeroinitializer
  %v29 = fadd <vscale x 4 x float> %c27, %v28
  store <vscale x 4 x float> %v29, ptr %cnt10
  %v30 = add nsw i64 %i17, %v13
  store i64 %v30, ptr %d.addr.11
  br label %cond14
exit16:
  %red31 = load <vscale x 4 x float>, ptr %acc9
  %v32 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red31)
  %red33 = load <vscale x 4 x float>, ptr %cnt10
  %v34 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red33)
  %v35 = fdiv float %v32, %v34
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc36
  store <vscale x 4 x float> zeroinitializer, ptr %cnt37
  store i64 0, ptr %d.addr.38
  %v39 = call i64 @llvm.vscale.i64()
  %v40 = mul i64 %v39, 4
  br label %cond41
cond41:
  %i44 = load i64, ptr %d.addr.38
  %v45 = icmp slt i64 %i44, %size.D
  br i1 %v45, label %body42, label %exit43
body42:
  %mask46 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i44, i64 %size.D)
  %v47 = mul i64 %i7, %size.D
  %v48 = add i64 %v47, %i44
  %p49 = getelementptr float, ptr %buf.x, i64 %v48
  %ld50 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p49, <vscale x 4 x i1> %mask46, <vscale x 4 x float> zeroinitializer)
  %ins51 = insertelement <vscale x 4 x float> poison, float %v35, i64 0
  %splat52 = shufflevector <vscale x 4 x float> %ins51, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v53 = fsub contract <vscale x 4 x float> %ld50, %splat52
  %v54 = fmul contract <vscale x 4 x float> %v53, %v53
  %old55 = load <vscale x 4 x float>, ptr %acc36
  %v56 = fadd <vscale x 4 x float> %old55, %v54
  %v57 = select <vscale x 4 x i1> %mask46, <vscale x 4 x float> %v56, <vscale x 4 x float> %old55
  store <vscale x 4 x float> %v57, ptr %acc36
  %c58 = load <vscale x 4 x float>, ptr %cnt37
  %v59 = select <vscale x 4 x i1> %mask46, <vscale x 4 x float> splat (float 0x3FF0000000000000), <vscale x 4 x float> zeroinitializer
  %v60 = fadd <vscale x 4 x float> %c58, %v59
  store <vscale x 4 x float> %v60, ptr %cnt37
  %v61 = add nsw i64 %i44, %v40
  store i64 %v61, ptr %d.addr.38
  br label %cond41
exit43:
  %red62 = load <vscale x 4 x float>, ptr %acc36
  %v63 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red62)
  %red64 = load <vscale x 4 x float>, ptr %cnt37
  %v65 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red64)
  %v66 = fdiv float %v63, %v65
  store i64 0, ptr %d.addr.67
  %v68 = call i64 @llvm.vscale.i64()
  %v69 = mul i64 %v68, 4
  br label %cond70
cond70:
  %i73 = load i64, ptr %d.addr.67
  %v74 = icmp slt i64 %i73, %size.D
  br i1 %v74, label %body71, label %exit72
body71:
  %mask75 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i73, i64 %size.D)
  %v76 = mul i64 %i7, %size.D
  %v77 = add i64 %v76, %i73
  %p78 = getelementptr float, ptr %buf.x, i64 %v77
  %ld79 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p78, <vscale x 4 x i1> %mask75, <vscale x 4 x float> zeroinitializer)
  %ins80 = insertelement <vscale x 4 x float> poison, float %v35, i64 0
  %splat81 = shufflevector <vscale x 4 x float> %ins80, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v82 = fsub contract <vscale x 4 x float> %ld79, %splat81
  %v83 = fadd contract float %v66, 0x3EE4F8B580000000
  %v84 = call float @llvm.sqrt.f32(float %v83)
  %v85 = fdiv float 0x3FF0000000000000, %v84
  %ins86 = insertelement <vscale x 4 x float> poison, float %v85, i64 0
  %splat87 = shufflevector <vscale x 4 x float> %ins86, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v88 = fmul contract <vscale x 4 x float> %v82, %splat87
  %p89 = getelementptr float, ptr %buf.gamma, i64 %i73
  %ld90 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p89, <vscale x 4 x i1> %mask75, <vscale x 4 x float> zeroinitializer)
  %v91 = fmul contract <vscale x 4 x float> %v88, %ld90
  %p92 = getelementptr float, ptr %buf.beta, i64 %i73
  %ld93 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p92, <vscale x 4 x i1> %mask75, <vscale x 4 x float> zeroinitializer)
  %v94 = fadd contract <vscale x 4 x float> %v91, %ld93
  %v95 = mul i64 %i7, %size.D
  %v96 = add i64 %v95, %i73
  %p97 = getelementptr float, ptr %buf.y, i64 %v96
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v94, ptr align 4 %p97, <vscale x 4 x i1> %mask75)
  %v98 = add nsw i64 %i73, %v69
  store i64 %v98, ptr %d.addr.67
  br label %cond70
exit72:
  %v99 = add nsw i64 %i7, 1
  store i64 %v99, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
