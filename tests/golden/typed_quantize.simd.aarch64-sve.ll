@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.copysign.nxv4f32(<vscale x 4 x float>, <vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.fabs.nxv4f32(<vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare <vscale x 4 x i32> @llvm.smax.nxv4i32(<vscale x 4 x i32>, <vscale x 4 x i32>)
declare <vscale x 4 x i32> @llvm.smin.nxv4i32(<vscale x 4 x i32>, <vscale x 4 x i32>)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4i8.p0(<vscale x 4 x i8>, ptr, <vscale x 4 x i1>)

define void @"jr.op.quantize"(ptr noalias %buf.x, ptr noalias %buf.q, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
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
  %v14 = fdiv float 0x3FF0000000000000, 0x3FA99999A0000000
  %ins15 = insertelement <vscale x 4 x float> poison, float %v14, i64 0
  %splat16 = shufflevector <vscale x 4 x float> %ins15, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %v17 = fmul contract <vscale x 4 x float> %ld13, %splat16
  %v18 = fadd contract <vscale x 4 x float> %v17, splat (float 0x4060000000000000)
  %v19 = call <vscale x 4 x float> @llvm.fabs.nxv4f32(<vscale x 4 x float> %v18)
  %v20 = fadd <vscale x 4 x float> %v19, splat (float 0x4160000000000000)
  %v21 = fsub <vscale x 4 x float> %v20, splat (float 0x4160000000000000)
  %v22 = call <vscale x 4 x float> @llvm.copysign.nxv4f32(<vscale x 4 x float> %v21, <vscale x 4 x float> %v18)
  %v23 = fcmp olt <vscale x 4 x float> %v19, splat (float 0x4160000000000000)
  %v24 = select <vscale x 4 x i1> %v23, <vscale x 4 x float> %v22, <vscale x 4 x float> %v18
  %v25 = fcmp uno <vscale x 4 x float> %v18, %v18
  %v26 = select <vscale x 4 x i1> %v25, <vscale x 4 x float> splat (float 0x0000000000000000), <vscale x 4 x float> %v24
  %v27 = fcmp olt <vscale x 4 x float> %v26, splat (float 0xC1E0000000000000)
  %v28 = select <vscale x 4 x i1> %v27, <vscale x 4 x float> splat (float 0xC1E0000000000000), <vscale x 4 x float> %v26
  %v29 = fcmp oge <vscale x 4 x float> %v28, splat (float 0x41E0000000000000)
  %v30 = select <vscale x 4 x i1> %v29, <vscale x 4 x float> splat (float 0x0000000000000000), <vscale x 4 x float> %v28
  %v31 = fptosi <vscale x 4 x float> %v30 to <vscale x 4 x i32>
  %v32 = select <vscale x 4 x i1> %v29, <vscale x 4 x i32> splat (i32 2147483647), <vscale x 4 x i32> %v31
  %v33 = call <vscale x 4 x i32> @llvm.smin.nxv4i32(<vscale x 4 x i32> %v32, <vscale x 4 x i32> splat (i32 255))
  %v34 = call <vscale x 4 x i32> @llvm.smax.nxv4i32(<vscale x 4 x i32> %v33, <vscale x 4 x i32> splat (i32 0))
  %v35 = trunc <vscale x 4 x i32> %v34 to <vscale x 4 x i8>
  %p36 = getelementptr i8, ptr %buf.q, i64 %i9
  call void @llvm.masked.store.nxv4i8.p0(<vscale x 4 x i8> %v35, ptr align 1 %p36, <vscale x 4 x i1> %mask11)
  %v37 = add nsw i64 %i9, %v5
  store i64 %v37, ptr %_b0.addr.1
  br label %cond6
exit8:
  ret void
}
