@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float>, <vscale x 4 x float>, <vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare float @llvm.fmuladd.f32(float, float, float)
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

define internal float @"jr.log.f32"(float %x) alwaysinline nounwind {
entry:
  %t0 = fcmp olt float %x, 0x3810000000000000
  %t1 = fmul float %x, 0x4160000000000000
  %t2 = select i1 %t0, float %t1, float %x
  %t3 = select i1 %t0, i32 -23, i32 0
  %t4 = bitcast float %t2 to i32
  %t5 = sub i32 %t4, 1060439283
  %t6 = ashr i32 %t5, 23
  %t7 = shl i32 %t6, 23
  %t8 = sub i32 %t4, %t7
  %t9 = bitcast i32 %t8 to float
  %t10 = add i32 %t6, %t3
  %t11 = sitofp i32 %t10 to float
  %t12 = fsub float %t9, 0x3FF0000000000000
  %t13 = fmul float %t12, %t12
  %t14 = call float @llvm.fmuladd.f32(float 0xBFB38C9DE0000000, float %t12, float 0x3FC055EC60000000)
  %t15 = call float @llvm.fmuladd.f32(float %t14, float %t12, float 0xBFC0D82420000000)
  %t16 = call float @llvm.fmuladd.f32(float %t15, float %t12, float 0x3FC22D92E0000000)
  %t17 = call float @llvm.fmuladd.f32(float %t16, float %t12, float 0xBFC54728A0000000)
  %t18 = call float @llvm.fmuladd.f32(float %t17, float %t12, float 0x3FC99A01C0000000)
  %t19 = call float @llvm.fmuladd.f32(float %t18, float %t12, float 0xBFD0002260000000)
  %t20 = call float @llvm.fmuladd.f32(float %t19, float %t12, float 0x3FD5555540000000)
  %t21 = call float @llvm.fmuladd.f32(float %t20, float %t12, float 0xBFE0000000000000)
  %t22 = call float @llvm.fmuladd.f32(float %t13, float %t21, float %t12)
  %t23 = call float @llvm.fmuladd.f32(float %t11, float 0x3EB7F7D1C0000000, float %t22)
  %t24 = call float @llvm.fmuladd.f32(float %t11, float 0x3FE62E4000000000, float %t23)
  %t25 = fcmp oeq float %x, 0x7FF0000000000000
  %t26 = select i1 %t25, float 0x7FF0000000000000, float %t24
  %t27 = fcmp olt float %x, 0x0000000000000000
  %t28 = select i1 %t27, float 0x7FF8000000000000, float %t26
  %t29 = fcmp oeq float %x, 0x0000000000000000
  %t30 = select i1 %t29, float 0xFFF0000000000000, float %t28
  %t31 = fcmp uno float %x, %x
  %t32 = select i1 %t31, float %x, float %t30
  ret float %t32
}

define void @"jr.op.log_softmax"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %acc9 = alloca <vscale x 4 x float>, align 64
  %nan10 = alloca <vscale x 4 x i1>, align 64
  %c.addr.11 = alloca i64, align 64
  %acc38 = alloca <vscale x 4 x float>, align 64
  %c.addr.39 = alloca i64, align 64
  %c.addr.62 = alloca i64, align 64
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
  %old56 = load <vscale x 4 x float>, ptr %acc38
  %v57 = fadd <vscale x 4 x float> %old56, %v55
  %v58 = select <vscale x 4 x i1> %mask47, <vscale x 4 x float> %v57, <vscale x 4 x float> %old56
  store <vscale x 4 x float> %v58, ptr %acc38
  %v59 = add nsw i64 %i45, %v41
  store i64 %v59, ptr %c.addr.39
  br label %cond42
exit44:
  %red60 = load <vscale x 4 x float>, ptr %acc38
  %v61 = call reassoc float @llvm.vector.reduce.fadd.nxv4f32(float -0.0, <vscale x 4 x float> %red60)
  store i64 0, ptr %c.addr.62
  %v63 = call i64 @llvm.vscale.i64()
  %v64 = mul i64 %v63, 4
  br label %cond65
cond65:
  %i68 = load i64, ptr %c.addr.62
  %v69 = icmp slt i64 %i68, %size.C
  br i1 %v69, label %body66, label %exit67
body66:
  %mask70 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i68, i64 %size.C)
  %v71 = mul i64 %i7, %size.C
  %v72 = add i64 %v71, %i68
  %p73 = getelementptr float, ptr %buf.x, i64 %v72
  %ld74 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p73, <vscale x 4 x i1> %mask70, <vscale x 4 x float> zeroinitializer)
  %ins75 = insertelement <vscale x 4 x float> poison, float %v37, i64 0
  %splat76 = shufflevector <vscale x 4 x float> %ins75, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v77 = fsub contract <vscale x 4 x float> %ld74, %splat76
  %v78 = call float @jr.log.f32(float %v61)
  %ins79 = insertelement <vscale x 4 x float> poison, float %v78, i64 0
  %splat80 = shufflevector <vscale x 4 x float> %ins79, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v81 = fsub contract <vscale x 4 x float> %v77, %splat80
  %v82 = mul i64 %i7, %size.C
  %v83 = add i64 %v82, %i68
  %p84 = getelementptr float, ptr %buf.y, i64 %v83
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v81, ptr align 4 %p84, <vscale x 4 x i1> %mask70)
  %v85 = add nsw i64 %i68, %v64
  store i64 %v85, ptr %c.addr.62
  br label %cond65
exit67:
  %v86 = add nsw i64 %i7, 1
  store i64 %v86, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
