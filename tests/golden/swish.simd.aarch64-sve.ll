@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.fabs.nxv4f32(<vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float>, <vscale x 4 x float>, <vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define internal <vscale x 4 x float> @"jr.mul_sigmoid.nxv4f32"(<vscale x 4 x float> %x, <vscale x 4 x float> %y) alwaysinline nounwind {
entry:
  %t0 = call <vscale x 4 x float> @llvm.fabs.nxv4f32(<vscale x 4 x float> %y)
  %t1 = fneg <vscale x 4 x float> %t0
  %t2 = fcmp olt <vscale x 4 x float> %t1, splat (float 0xC05A000000000000)
  %t3 = select <vscale x 4 x i1> %t2, <vscale x 4 x float> splat (float 0x0000000000000000), <vscale x 4 x float> %t1
  %t4 = fmul <vscale x 4 x float> %t3, splat (float 0x3FF7154760000000)
  %t5 = fadd <vscale x 4 x float> %t4, splat (float 0x4168000000000000)
  %t6 = fsub <vscale x 4 x float> %t5, splat (float 0x4168000000000000)
  %t7 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t6, <vscale x 4 x float> splat (float 0xBFE62E4000000000), <vscale x 4 x float> %t3)
  %t8 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t6, <vscale x 4 x float> splat (float 0xBEB7F7D1C0000000), <vscale x 4 x float> %t7)
  %t9 = fmul <vscale x 4 x float> %t8, %t8
  %t10 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> splat (float 0x3F81063E20000000), <vscale x 4 x float> %t8, <vscale x 4 x float> splat (float 0x3FA572A120000000))
  %t11 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t10, <vscale x 4 x float> %t8, <vscale x 4 x float> splat (float 0x3FC5557AC0000000))
  %t12 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t11, <vscale x 4 x float> %t8, <vscale x 4 x float> splat (float 0x3FDFFFDFC0000000))
  %t13 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t9, <vscale x 4 x float> %t12, <vscale x 4 x float> %t8)
  %t14 = bitcast <vscale x 4 x float> %t5 to <vscale x 4 x i32>
  %t15 = sub <vscale x 4 x i32> %t14, splat (i32 1262485504)
  %t16 = ashr <vscale x 4 x i32> %t15, splat (i32 1)
  %t17 = sub <vscale x 4 x i32> %t15, %t16
  %t18 = add <vscale x 4 x i32> %t16, splat (i32 127)
  %t19 = shl <vscale x 4 x i32> %t18, splat (i32 23)
  %t20 = bitcast <vscale x 4 x i32> %t19 to <vscale x 4 x float>
  %t21 = add <vscale x 4 x i32> %t17, splat (i32 127)
  %t22 = shl <vscale x 4 x i32> %t21, splat (i32 23)
  %t23 = bitcast <vscale x 4 x i32> %t22 to <vscale x 4 x float>
  %t24 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t13, <vscale x 4 x float> %t20, <vscale x 4 x float> %t20)
  %t25 = fmul <vscale x 4 x float> %t24, %t23
  %t26 = select <vscale x 4 x i1> %t2, <vscale x 4 x float> splat (float 0x0000000000000000), <vscale x 4 x float> %t25
  %t27 = fadd <vscale x 4 x float> %t26, splat (float 0x3FF0000000000000)
  %t28 = fcmp olt <vscale x 4 x float> %y, splat (float 0x0000000000000000)
  %t29 = fmul <vscale x 4 x float> %x, %t26
  %t30 = select <vscale x 4 x i1> %t28, <vscale x 4 x float> %t29, <vscale x 4 x float> %x
  %t31 = fdiv fast <vscale x 4 x float> splat (float 0x3FF0000000000000), %t27
  %t32 = fcmp uno <vscale x 4 x float> %y, %y
  %t33 = fmul <vscale x 4 x float> %t30, %t31
  %t34 = select <vscale x 4 x i1> %t32, <vscale x 4 x float> %y, <vscale x 4 x float> %t33
  ret <vscale x 4 x float> %t34
}

define void @"jr.op.swish"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
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
  %v14 = call <vscale x 4 x float> @jr.mul_sigmoid.nxv4f32(<vscale x 4 x float> %ld13, <vscale x 4 x float> %ld13)
  %p15 = getelementptr float, ptr %buf.y, i64 %i9
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v14, ptr align 4 %p15, <vscale x 4 x i1> %mask11)
  %v16 = add nsw i64 %i9, %v5
  store i64 %v16, ptr %_b0.addr.1
  br label %cond6
exit8:
  ret void
}
