@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.copysign.nxv4f32(<vscale x 4 x float>, <vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.fabs.nxv4f32(<vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float>, <vscale x 4 x float>, <vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define internal <vscale x 4 x float> @"jr.tanh.nxv4f32"(<vscale x 4 x float> %x) alwaysinline nounwind {
entry:
  %t0 = call <vscale x 4 x float> @llvm.fabs.nxv4f32(<vscale x 4 x float> %x)
  %t1 = fmul <vscale x 4 x float> %t0, %t0
  %t2 = fmul <vscale x 4 x float> %t0, %t1
  %t3 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> splat (float 0xBF7750CE20000000), <vscale x 4 x float> %t1, <vscale x 4 x float> splat (float 0x3F951F8CE0000000))
  %t4 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t3, <vscale x 4 x float> %t1, <vscale x 4 x float> splat (float 0xBFAB835A40000000))
  %t5 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t4, <vscale x 4 x float> %t1, <vscale x 4 x float> splat (float 0x3FC1106F60000000))
  %t6 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t5, <vscale x 4 x float> %t1, <vscale x 4 x float> splat (float 0xBFD5555320000000))
  %t7 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t2, <vscale x 4 x float> %t6, <vscale x 4 x float> %t0)
  %t8 = fadd <vscale x 4 x float> %t0, %t0
  %t9 = fcmp olt <vscale x 4 x float> %t8, splat (float 0xC05A000000000000)
  %t10 = select <vscale x 4 x i1> %t9, <vscale x 4 x float> splat (float 0x0000000000000000), <vscale x 4 x float> %t8
  %t11 = fcmp ogt <vscale x 4 x float> %t10, splat (float 0x4056400000000000)
  %t12 = select <vscale x 4 x i1> %t11, <vscale x 4 x float> splat (float 0x4056400000000000), <vscale x 4 x float> %t10
  %t13 = fmul <vscale x 4 x float> %t12, splat (float 0x3FF7154760000000)
  %t14 = fadd <vscale x 4 x float> %t13, splat (float 0x4168000000000000)
  %t15 = fsub <vscale x 4 x float> %t14, splat (float 0x4168000000000000)
  %t16 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t15, <vscale x 4 x float> splat (float 0xBFE62E4000000000), <vscale x 4 x float> %t12)
  %t17 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t15, <vscale x 4 x float> splat (float 0xBEB7F7D1C0000000), <vscale x 4 x float> %t16)
  %t18 = fmul <vscale x 4 x float> %t17, %t17
  %t19 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> splat (float 0x3F56B6BC20000000), <vscale x 4 x float> %t17, <vscale x 4 x float> splat (float 0x3F8122F1C0000000))
  %t20 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t19, <vscale x 4 x float> %t17, <vscale x 4 x float> splat (float 0x3FA55568A0000000))
  %t21 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t20, <vscale x 4 x float> %t17, <vscale x 4 x float> splat (float 0x3FC5554A40000000))
  %t22 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t21, <vscale x 4 x float> %t17, <vscale x 4 x float> splat (float 0x3FE0000000000000))
  %t23 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t18, <vscale x 4 x float> %t22, <vscale x 4 x float> %t17)
  %t24 = bitcast <vscale x 4 x float> %t14 to <vscale x 4 x i32>
  %t25 = sub <vscale x 4 x i32> %t24, splat (i32 1262485504)
  %t26 = ashr <vscale x 4 x i32> %t25, splat (i32 1)
  %t27 = sub <vscale x 4 x i32> %t25, %t26
  %t28 = add <vscale x 4 x i32> %t26, splat (i32 127)
  %t29 = shl <vscale x 4 x i32> %t28, splat (i32 23)
  %t30 = bitcast <vscale x 4 x i32> %t29 to <vscale x 4 x float>
  %t31 = add <vscale x 4 x i32> %t27, splat (i32 127)
  %t32 = shl <vscale x 4 x i32> %t31, splat (i32 23)
  %t33 = bitcast <vscale x 4 x i32> %t32 to <vscale x 4 x float>
  %t34 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t23, <vscale x 4 x float> %t30, <vscale x 4 x float> %t30)
  %t35 = fmul <vscale x 4 x float> %t34, %t33
  %t36 = select <vscale x 4 x i1> %t9, <vscale x 4 x float> splat (float 0x0000000000000000), <vscale x 4 x float> %t35
  %t37 = fadd <vscale x 4 x float> %t36, splat (float 0x3FF0000000000000)
  %t38 = fdiv <vscale x 4 x float> splat (float 0x4000000000000000), %t37
  %t39 = fsub <vscale x 4 x float> splat (float 0x3FF0000000000000), %t38
  %t40 = fcmp olt <vscale x 4 x float> %t0, splat (float 0x3FE4000000000000)
  %t41 = select <vscale x 4 x i1> %t40, <vscale x 4 x float> %t7, <vscale x 4 x float> %t39
  %t42 = call <vscale x 4 x float> @llvm.copysign.nxv4f32(<vscale x 4 x float> %t41, <vscale x 4 x float> %x)
  ret <vscale x 4 x float> %t42
}

define void @"jr.op.tanh"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  %v4 = call i64 @llvm.vscale.i64()
  %v5 = mul i64 %v4, 4
  br label %cond6
cond6:
  %i9 = load i64, ptr %_b0.addr.1
  %v10 = icmp slt i64 %i9, %v3
  br i1 %v10, label %body7, label %exit8
body7:
  %mask11 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i9, i64 %v3)
  %p12 = getelementptr float, ptr %buf.x, i64 %i9
  %ld13 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p12, <vscale x 4 x i1> %mask11, <vscale x 4 x float> zeroinitializer)
  %v14 = call <vscale x 4 x float> @jr.tanh.nxv4f32(<vscale x 4 x float> %ld13)
  %p15 = getelementptr float, ptr %buf.y, i64 %i9
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v14, ptr align 4 %p15, <vscale x 4 x i1> %mask11)
  %v16 = add nsw i64 %i9, %v5
  store i64 %v16, ptr %_b0.addr.1
  br label %cond6
exit8:
  ret void
}
