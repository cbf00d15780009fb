@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float>, <vscale x 4 x float>, <vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define internal <vscale x 4 x float> @"jr.exp.nxv4f32"(<vscale x 4 x float> %x) alwaysinline nounwind {
entry:
  %t0 = fcmp olt <vscale x 4 x float> %x, splat (float 0xC05A000000000000)
  %t1 = select <vscale x 4 x i1> %t0, <vscale x 4 x float> splat (float 0x0000000000000000), <vscale x 4 x float> %x
  %t2 = fcmp ogt <vscale x 4 x float> %t1, splat (float 0x4056400000000000)
  %t3 = select <vscale x 4 x i1> %t2, <vscale x 4 x float> splat (float 0x4056400000000000), <vscale x 4 x float> %t1
  %t4 = fmul <vscale x 4 x float> %t3, splat (float 0x3FF7154760000000)
  %t5 = fadd <vscale x 4 x float> %t4, splat (float 0x4168000000000000)
  %t6 = fsub <vscale x 4 x float> %t5, splat (float 0x4168000000000000)
  %t7 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t6, <vscale x 4 x float> splat (float 0xBFE62E4000000000), <vscale x 4 x float> %t3)
  %t8 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t6, <vscale x 4 x float> splat (float 0xBEB7F7D1C0000000), <vscale x 4 x float> %t7)
  %t9 = fmul <vscale x 4 x float> %t8, %t8
  %t10 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> splat (float 0x3F56B6BC20000000), <vscale x 4 x float> %t8, <vscale x 4 x float> splat (float 0x3F8122F1C0000000))
  %t11 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t10, <vscale x 4 x float> %t8, <vscale x 4 x float> splat (float 0x3FA55568A0000000))
  %t12 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t11, <vscale x 4 x float> %t8, <vscale x 4 x float> splat (float 0x3FC5554A40000000))
  %t13 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t12, <vscale x 4 x float> %t8, <vscale x 4 x float> splat (float 0x3FE0000000000000))
  %t14 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t9, <vscale x 4 x float> %t13, <vscale x 4 x float> %t8)
  %t15 = bitcast <vscale x 4 x float> %t5 to <vscale x 4 x i32>
  %t16 = sub <vscale x 4 x i32> %t15, splat (i32 1262485504)
  %t17 = ashr <vscale x 4 x i32> %t16, splat (i32 1)
  %t18 = sub <vscale x 4 x i32> %t16, %t17
  %t19 = add <vscale x 4 x i32> %t17, splat (i32 127)
  %t20 = shl <vscale x 4 x i32> %t19, splat (i32 23)
  %t21 = bitcast <vscale x 4 x i32> %t20 to <vscale x 4 x float>
  %t22 = add <vscale x 4 x i32> %t18, splat (i32 127)
  %t23 = shl <vscale x 4 x i32> %t22, splat (i32 23)
  %t24 = bitcast <vscale x 4 x i32> %t23 to <vscale x 4 x float>
  %t25 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t14, <vscale x 4 x float> %t21, <vscale x 4 x float> %t21)
  %t26 = fmul <vscale x 4 x float> %t25, %t24
  %t27 = select <vscale x 4 x i1> %t0, <vscale x 4 x float> splat (float 0x0000000000000000), <vscale x 4 x float> %t26
  ret <vscale x 4 x float> %t27
}

define void @"jr.op.exp"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
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
  %v14 = call <vscale x 4 x float> @jr.exp.nxv4f32(<vscale x 4 x float> %ld13)
  %p15 = getelementptr float, ptr %buf.y, i64 %i9
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v14, ptr align 4 %p15, <vscale x 4 x i1> %mask11)
  %v16 = add nsw i64 %i9, %v5
  store i64 %v16, ptr %_b0.addr.1
  br label %cond6
exit8:
  ret void
}
