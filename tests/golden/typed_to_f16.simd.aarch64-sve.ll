@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv4i16.p0(<vscale x 4 x i16>, ptr, <vscale x 4 x i1>)

define void @"jr.op.to_f16"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
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
  %v14 = bitcast <vscale x 4 x float> %ld13 to <vscale x 4 x i32>
  %v15 = fcmp uno <vscale x 4 x float> %ld13, %ld13
  %v16 = lshr <vscale x 4 x i32> %v14, splat (i32 16)
  %v17 = and <vscale x 4 x i32> %v16, splat (i32 32768)
  %v18 = and <vscale x 4 x i32> %v14, splat (i32 2147483647)
  %v19 = lshr <vscale x 4 x i32> %v18, splat (i32 13)
  %v20 = and <vscale x 4 x i32> %v19, splat (i32 1)
  %v21 = add <vscale x 4 x i32> %v18, splat (i32 -939520001)
  %v22 = add <vscale x 4 x i32> %v21, %v20
  %v23 = lshr <vscale x 4 x i32> %v22, splat (i32 13)
  %v24 = bitcast <vscale x 4 x i32> %v18 to <vscale x 4 x float>
  %v25 = fadd <vscale x 4 x float> %v24, splat (float 0x3FE0000000000000)
  %v26 = bitcast <vscale x 4 x float> %v25 to <vscale x 4 x i32>
  %v27 = sub <vscale x 4 x i32> %v26, splat (i32 1056964608)
  %v28 = icmp ult <vscale x 4 x i32> %v18, splat (i32 947912704)
  %v29 = select <vscale x 4 x i1> %v28, <vscale x 4 x i32> %v27, <vscale x 4 x i32> %v23
  %v30 = icmp uge <vscale x 4 x i32> %v18, splat (i32 1199566848)
  %v31 = select <vscale x 4 x i1> %v30, <vscale x 4 x i32> splat (i32 31744), <vscale x 4 x i32> %v29
  %v32 = select <vscale x 4 x i1> %v15, <vscale x 4 x i32> splat (i32 32256), <vscale x 4 x i32> %v31
  %v33 = or <vscale x 4 x i32> %v32, %v17
  %v34 = trunc <vscale x 4 x i32> %v33 to <vscale x 4 x i16>
  %p35 = getelementptr i16, ptr %buf.y, i64 %i9
  call void @llvm.masked.store.nxv4i16.p0(<vscale x 4 x i16> %v34, ptr align 2 %p35, <vscale x 4 x i1> %mask11)
  %v36 = add nsw i64 %i9, %v5
  store i64 %v36, ptr %_b0.addr.1
  br label %cond6
exit8:
  ret void
}
