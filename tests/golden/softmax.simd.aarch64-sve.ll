@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float>, <vscale x 4 x float>, <vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare float @llvm.vector.reduce.fadd.nxv4f32(float, <vscale x 4 x float>)
declare float @llvm.vector.reduce.fmaximum.nxv4f32(<vscale x 4 x float>)
declare i1 @llvm.vector.reduce.or.nxv4i1(<vscale x 4 x i1>)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define internal <vscale x 4 x float> @"jr.exp_nonpositive.nxv4f32"(<vscale x 4 x float> %x) alwaysinline nounwind {
entry:
  %t0 = fcmp olt <vscale x 4 x float> %x, splat (float 0xC05A000000000000)
  %t1 = select <vscale x 4 x i1> %t0, <vscale x 4 x float> splat (float 0x0000000000000000), <vscale x 4 x float> %x
  %t2 = fmul <vscale x 4 x float> %t1, splat (float 0x3FF7154760000000)
  %t3 = fadd <vscale x 4 x float> %t2, splat (float 0x4168000000000000)
  %t4 = fsub <vscale x 4 x float> %t3, splat (float 0x4168000000000000)
  %t5 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t4, <vscale x 4 x float> splat (float 0xBFE62E4000000000), <vscale x 4 x float> %t1)
  %t6 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t4, <vscale x 4 x float> splat (float 0xBEB7F7D1C0000000), <vscale x 4 x float> %t5)
  %t7 = fmul <vscale x 4 x float> %t6, %t6
  %t8 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> splat (float 0x3F81063E20000000), <vscale x 4 x float> %t6, <vscale x 4 x float> splat (float 0x3FA572A120000000))
  %t9 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t8, <vscale x 4 x float> %t6, <vscale x 4 x float> splat (float 0x3FC5557AC0000000))
  %t10 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t9, <vscale x 4 x float> %t6, <vscale x 4 x float> splat (float 0x3FDFFFDFC0000000))
  %t11 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t7, <vscale x 4 x float> %t10, <vscale x 4 x float> %t6)
  %t12 = bitcast <vscale x 4 x float> %t3 to <vscale x 4 x i32>
  %t13 = sub <vscale x 4 x i32> %t12, splat (i32 1262485504)
  %t14 = ashr <vscale x 4 x i32> %t13, splat (i32 1)
  %t15 = sub <vscale x 4 x i32> %t13, %t14
  %t16 = add <vscale x 4 x i32> %t14, splat (i32 127)
  %t17 = shl <vscale x 4 x i32> %t16, splat (i32 23)
  %t18 = bitcast <vscale x 4 x i32> %t17 to <vscale x 4 x float>
  %t19 = add <vscale x 4 x i32> %t15, splat (i32 127)
  %t20 = shl <vscale x 4 x i32> %t19, splat (i32 23)
  %t21 = bitcast <vscale x 4 x i32> %t20 to <vscale x 4 x float>
  %t22 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t11, <vscale x 4 x float> %t18, <vscale x 4 x float> %t18)
  %t23 = fmul <vscale x 4 x float> %t22, %t21
  %t24 = select <vscale x 4 x i1> %t0, <vscale x 4 x float> splat (float 0x0000000000000000), <vscale x 4 x float> %t23
  ret <vscale x 4 x float> %t24
}

define void @"jr.op.softmax"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %acc9 = alloca <vscale x 4 x float>, align 64
  %nan10 = alloca <vscale x 4 x i1>, align 64
  %c.addr.11 = alloca i64, align 64
  %acc38 = alloca <vscale x 4 x float>, align 64
  %c.addr.39 = alloca i64, align 64
  %c.addr.63 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %_b0.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store <vscale x 4 x float> splat (float 0xFFF0000000000000), ptr %acc9
  store <vscale x 4 x i1> zeroinitializer, ptr %nan10
  store i64 0, ptr %c.addr.11
  %v12 = call i64 @llvm.vscale.i64()
  %v13 = mul i64 %v12, 4
  br label %cond14
cond14:
  %i17 = load i64, ptr %c.addr.11
  %v18 = icmp slt i64 %i17, %size.C
  br i1 %v18, label %body15, label %exit16
body15:
  %mask19 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i17, i64 %size.C)
  %v20 = mul i64 %i7, %size.C
  %v21 = add i64 %v20, %i17
  %p22 = getelementptr float, ptr %buf.x, i64 %v21
  %ld23 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p22, <vscale x 4 x i1> %mask19, <vscale x 4 x float> zeroinitializer)
  %old24 = load <vscale x 4 x float>, ptr %acc9
  %v25 = fcmp ogt <vscale x 4 x float> %ld23, %old24
  %v26 = select <vscale x 4 x i1> %v25, <vscale x 4 x float> %ld23, <vscale x 4 x float> %old24
  %v27 = fcmp uno <vscale x 4 x float> %ld23, %ld23
  %v28 = and <vscale x 4 x i1> %v27, %mask19
  %v29 = load <vscale x 4 x i1>, ptr %nan10
  %v30 = or <vscale x 4 x i1> %v29, %v28
  store <vscale x 4 x i1> %v30, ptr %nan10
  %v31 = select <vscale x 4 x i1> %mask19, <vscale x 4 x float> %v26, <vscale x 4 x float> %old24
  store <vscale x 4 x float> %v31, ptr %acc9
  %v32 = add nsw i64 %i17, %v13
  store i64 %v32, ptr %c.addr.11
  br label %cond14
exit16:
  %red33 = load <vscale x 4 x float>, ptr %acc9
  %v34 = call float @llvm.vector.reduce.fmaximum.nxv4f32(<vscale x 4 x float> %red33)
  %v35 = load <vscale x 4 x i1>, ptr %nan10
  %v36 = call i1 @llvm.vector.reduce.or.nxv4i1(<vscale x 4 x i1> %v35)
  %v37 = select i1 %v36, float 0x7FF8000000000000, float %v34
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc38
  store i64 0, ptr %c.addr.39
  %v40 = call i64 @llvm.vscale.i64()
  %v41 = mul i64 %v40, 4
  br label %cond42
cond42:
  %i45 = load i64, ptr %c.addr.39
  %v46 = icmp slt i64 %i45, %size.C
  br i1 %v46, label %body43, label %exit44
body43:
  %mask47 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i45, i64 %size.C)
  %v48 = mul i64 %i7, %size.C
  %v49 = add i64 %v48, %i45
  %p50 = getelementptr float, ptr %buf.x, i64 %v49
  %ld51 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p50, <vscale x 4 x i1> %mask47, <vscale x 4 x float> zeroinitializer)
  %ins52 = insertelement <vscale x 4 x float> poison, float %v37, i64 0
  %splat53 = shufflevector <vscale x 4 x float> %ins52, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v54 = fsub contract <vscale x 4 x float> %ld51, %splat53
  %v55 = call <vscale x 4 x float> @jr.exp_nonpositive.nxv4f32(<vscale x 4 x float> %v54)
  %p56 = getelementptr float, ptr %scratch, i64 %i45
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v55, ptr align 4 %p56, <vscale x 4 x i1> %mask47)
  %old57 = load <vscale x 4 x float>, ptr %acc38
  %v58 = fadd <vscale x 4 x float> %old57, %v55
  %v59 = select <vscale x 4 x i1> %mask47, <vscale x 4 x float> %v58, <vscale x 4 x float> %old57
  store <vscale x 4 x float> %v59, ptr %acc38
  %v60 = add nsw i64 %i45, %v41
  store i64 %v60, ptr %c.addr.39
  br label %cond42
exit44:
  %red61 = load <vscale x 4 x float>, ptr %acc38
  %v62 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red61)
  store i64 0, ptr %c.addr.63
  %v64 = call i64 @llvm.vscale.i64()
  %v65 = mul i64 %v64, 4
  br label %cond66
cond66:
  %i69 = load i64, ptr %c.addr.63
  %v70 = icmp slt i64 %i69, %size.C
  br i1 %v70, label %body67, label %exit68
body67:
  %mask71 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i69, i64 %size.C)
  %p72 = getelementptr float, ptr %scratch, i64 %i69
  %ld73 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p72, <vscale x 4 x i1> %mask71, <vscale x 4 x float> zeroinitializer)
  %v74 = fdiv float 0x3FF0000000000000, %v62
  %ins75 = insertelement <vscale x 4 x float> poison, float %v74, i64 0
  %splat76 = shufflevector <vscale x 4 x float> %ins75, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v77 = fmul contract <vscale x 4 x float> %ld73, %splat76
  %v78 = mul i64 %i7, %size.C
  %v79 = add i64 %v78, %i69
  %p80 = getelementptr float, ptr %buf.y, i64 %v79
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v77, ptr align 4 %p80, <vscale x 4 x i1> %mask71)
  %v81 = add nsw i64 %i69, %v65
  store i64 %v81, ptr %c.addr.63
  br label %cond66
exit68:
  %v82 = add nsw i64 %i7, 1
  store i64 %v82, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
