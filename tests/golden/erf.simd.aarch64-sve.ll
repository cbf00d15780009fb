@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.copysign.nxv4f32(<vscale x 4 x float>, <vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.fabs.nxv4f32(<vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float>, <vscale x 4 x float>, <vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare i1 @llvm.vector.reduce.or.nxv4i1(<vscale x 4 x i1>)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float>, ptr, <vscale x 4 x i1>)

define internal <vscale x 4 x float> @"jr.erf.nxv4f32"(<vscale x 4 x float> %x) alwaysinline nounwind {
entry:
  %t0 = call <vscale x 4 x float> @llvm.fabs.nxv4f32(<vscale x 4 x float> %x)
  %t1 = fmul <vscale x 4 x float> %t0, %t0
  %t2 = fmul <vscale x 4 x float> %t0, splat (float 0x41F0000000000000)
  %t3 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> splat (float 0xBF445575A0000000), <vscale x 4 x float> %t1, <vscale x 4 x float> splat (float 0x3F749D14E0000000))
  %t4 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t3, <vscale x 4 x float> %t1, <vscale x 4 x float> splat (float 0xBF9B6F4DE0000000))
  %t5 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t4, <vscale x 4 x float> %t1, <vscale x 4 x float> splat (float 0x3FBCE21380000000))
  %t6 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t5, <vscale x 4 x float> %t1, <vscale x 4 x float> splat (float 0xBFD81270C0000000))
  %t7 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t6, <vscale x 4 x float> %t1, <vscale x 4 x float> splat (float 0xBE7250DB40000000))
  %t8 = fmul <vscale x 4 x float> %t2, %t7
  %t9 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t2, <vscale x 4 x float> splat (float 0x3FF20DD760000000), <vscale x 4 x float> %t8)
  %t10 = fmul <vscale x 4 x float> %t9, splat (float 0x3DF0000000000000)
  %t13 = fcmp uge <vscale x 4 x float> %t0, splat (float 0x3FEC000000000000)
  %t14 = call i1 @llvm.vector.reduce.or.nxv4i1(<vscale x 4 x i1> %t13)
  br i1 %t14, label %erfc11, label %erf_done12
erfc11:
  %t15 = fcmp olt <vscale x 4 x float> %t0, splat (float 0x4010000000000000)
  %t16 = select <vscale x 4 x i1> %t15, <vscale x 4 x float> %t0, <vscale x 4 x float> splat (float 0x4010000000000000)
  %t17 = fcmp ogt <vscale x 4 x float> %t16, splat (float 0x3FEC000000000000)
  %t18 = select <vscale x 4 x i1> %t17, <vscale x 4 x float> %t16, <vscale x 4 x float> splat (float 0x3FEC000000000000)
  %t19 = fmul <vscale x 4 x float> %t18, %t18
  %t20 = fneg <vscale x 4 x float> %t19
  %t21 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t18, <vscale x 4 x float> %t18, <vscale x 4 x float> %t20)
  %t22 = fdiv <vscale x 4 x float> splat (float 0x3FF0000000000000), %t18
  %t23 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> splat (float 0xBF8A987000000000), <vscale x 4 x float> %t22, <vscale x 4 x float> splat (float 0x3FB7C3D7A0000000))
  %t24 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t23, <vscale x 4 x float> %t22, <vscale x 4 x float> splat (float 0xBFD261CEA0000000))
  %t25 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t24, <vscale x 4 x float> %t22, <vscale x 4 x float> splat (float 0x3FDF3C0A00000000))
  %t26 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t25, <vscale x 4 x float> %t22, <vscale x 4 x float> splat (float 0xBFDC0E5F20000000))
  %t27 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t26, <vscale x 4 x float> %t22, <vscale x 4 x float> splat (float 0x3F94F7AEC0000000))
  %t28 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t27, <vscale x 4 x float> %t22, <vscale x 4 x float> splat (float 0x3FE21675C0000000))
  %t29 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t28, <vscale x 4 x float> %t22, <vscale x 4 x float> splat (float 0xBF3BB63EC0000000))
  %t30 = fneg <vscale x 4 x float> %t19
  %t31 = fcmp olt <vscale x 4 x float> %t30, splat (float 0xC05A000000000000)
  %t32 = select <vscale x 4 x i1> %t31, <vscale x 4 x float> splat (float 0x0000000000000000), <vscale x 4 x float> %t30
  %t33 = fcmp ogt <vscale x 4 x float> %t32, splat (float 0x4056400000000000)
  %t34 = select <vscale x 4 x i1> %t33, <vscale x 4 x float> splat (float 0x4056400000000000), <vscale x 4 x float> %t32
  %t35 = fmul <vscale x 4 x float> %t34, splat (float 0x3FF7154760000000)
  %t36 = fadd <vscale x 4 x float> %t35, splat (float 0x4168000000000000)
  %t37 = fsub <vscale x 4 x float> %t36, splat (float 0x4168000000000000)
  %t38 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t37, <vscale x 4 x float> splat (float 0xBFE62E4000000000), <vscale x 4 x float> %t34)
  %t39 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t37, <vscale x 4 x float> splat (float 0xBEB7F7D1C0000000), <vscale x 4 x float> %t38)
  %t40 = fmul <vscale x 4 x float> %t39, %t39
  %t41 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> splat (float 0x3F56B6BC20000000), <vscale x 4 x float> %t39, <vscale x 4 x float> splat (float 0x3F8122F1C0000000))
  %t42 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t41, <vscale x 4 x float> %t39, <vscale x 4 x float> splat (float 0x3FA55568A0000000))
  %t43 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t42, <vscale x 4 x float> %t39, <vscale x 4 x float> splat (float 0x3FC5554A40000000))
  %t44 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t43, <vscale x 4 x float> %t39, <vscale x 4 x float> splat (float 0x3FE0000000000000))
  %t45 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t40, <vscale x 4 x float> %t44, <vscale x 4 x float> %t39)
  %t46 = bitcast <vscale x 4 x float> %t36 to <vscale x 4 x i32>
  %t47 = sub <vscale x 4 x i32> %t46, splat (i32 1262485504)
  %t48 = ashr <vscale x 4 x i32> %t47, splat (i32 1)
  %t49 = sub <vscale x 4 x i32> %t47, %t48
  %t50 = add <vscale x 4 x i32> %t48, splat (i32 127)
  %t51 = shl <vscale x 4 x i32> %t50, splat (i32 23)
  %t52 = bitcast <vscale x 4 x i32> %t51 to <vscale x 4 x float>
  %t53 = add <vscale x 4 x i32> %t49, splat (i32 127)
  %t54 = shl <vscale x 4 x i32> %t53, splat (i32 23)
  %t55 = bitcast <vscale x 4 x i32> %t54 to <vscale x 4 x float>
  %t56 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t45, <vscale x 4 x float> %t52, <vscale x 4 x float> %t52)
  %t57 = fmul <vscale x 4 x float> %t56, %t55
  %t58 = select <vscale x 4 x i1> %t31, <vscale x 4 x float> splat (float 0x0000000000000000), <vscale x 4 x float> %t57
  %t59 = fneg <vscale x 4 x float> %t21
  %t60 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t59, <vscale x 4 x float> %t29, <vscale x 4 x float> %t29)
  %t61 = fmul <vscale x 4 x float> %t58, %t60
  %t62 = fcmp olt <vscale x 4 x float> %t0, splat (float 0x3FEC000000000000)
  %t63 = fsub <vscale x 4 x float> splat (float 0x3FF0000000000000), %t61
  %t64 = select <vscale x 4 x i1> %t62, <vscale x 4 x float> %t10, <vscale x 4 x float> %t63
  br label %erf_done12
erf_done12:
  %t65 = phi <vscale x 4 x float> [%t10, %entry], [%t64, %erfc11]
  %t66 = call <vscale x 4 x float> @llvm.copysign.nxv4f32(<vscale x 4 x float> %t65, <vscale x 4 x float> %x)
  %t67 = fcmp uno <vscale x 4 x float> %x, %x
  %t68 = select <vscale x 4 x i1> %t67, <vscale x 4 x float> %x, <vscale x 4 x float> %t66
  ret <vscale x 4 x float> %t68
}

define void @"jr.op.erf"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
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
  %v14 = call <vscale x 4 x float> @jr.erf.nxv4f32(<vscale x 4 x float> %ld13)
  %p15 = getelementptr float, ptr %buf.y, i64 %i9
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v14, ptr align 4 %p15, <vscale x 4 x i1> %mask11)
  %v16 = add nsw i64 %i9, %v5
  store i64 %v16, ptr %_b0.addr.1
  br label %cond6
exit8:
  ret void
}
