@jr.zero = internal constant float 0.0, align 4

declare <vscale x 8 x half> @llvm.fabs.nxv8f16(<vscale x 8 x half>)
declare <vscale x 8 x half> @llvm.fmuladd.nxv8f16(<vscale x 8 x half>, <vscale x 8 x half>, <vscale x 8 x half>)
declare <vscale x 8 x i16> @llvm.masked.load.nxv8i16.p0(ptr, <vscale x 8 x i1>, <vscale x 8 x i16>)
declare <vscale x 8 x i1> @llvm.get.active.lane.mask.nxv8i1.i64(i64, i64)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv8i16.p0(<vscale x 8 x i16>, ptr, <vscale x 8 x i1>)

define void @"jr.op.swish_f16"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  %v4 = call i64 @llvm.vscale.i64()
  %v5 = mul i64 %v4, 8
  br label %cond6
cond6:
  %i9 = load i64, ptr %_b0.addr.1
  %v10 = icmp slt i64 %i9, %v3
  br i1 %v10, label %body7, label %exit8
body7:
  %mask11 = call <vscale x 8 x i1> @llvm.get.active.lane.mask.nxv8i1.i64(i64 %i9, i64 %v3)
  %p12 = getelementptr i16, ptr %buf.x, i64 %i9
  %ld13 = call <vscale x 8 x i16> @llvm.masked.load.nxv8i16.p0(ptr align 2 %p12, <vscale x 8 x i1> %mask11, <vscale x 8 x i16> zeroinitializer)
  %v14 = bitcast <vscale x 8 x i16> %ld13 to <vscale x 8 x half>
  %v15 = call <vscale x 8 x half> @llvm.fabs.nxv8f16(<vscale x 8 x half> %v14)
  %v16 = fcmp ogt <vscale x 8 x half> %v15, splat (half 0xH48C0)
  %v17 = select <vscale x 8 x i1> %v16, <vscale x 8 x half> splat (half 0xH0400), <vscale x 8 x half> splat (half 0xH3C00)
  %v18 = fneg <vscale x 8 x half> %v15
  %v19 = select <vscale x 8 x i1> %v16, <vscale x 8 x half> splat (half 0xHCECD), <vscale x 8 x half> splat (half 0xHCC60)
  %v20 = fcmp olt <vscale x 8 x half> %v18, %v19
  %v21 = select <vscale x 8 x i1> %v20, <vscale x 8 x half> splat (half 0xH0000), <vscale x 8 x half> %v18
  %v22 = fcmp ogt <vscale x 8 x half> %v21, splat (half 0xH49C0)
  %v23 = select <vscale x 8 x i1> %v22, <vscale x 8 x half> splat (half 0xH49C0), <vscale x 8 x half> %v21
  %v24 = fmul <vscale x 8 x half> %v23, splat (half 0xH3DC5)
  %v25 = fadd <vscale x 8 x half> %v24, splat (half 0xH6600)
  %v26 = fsub <vscale x 8 x half> %v25, splat (half 0xH6600)
  %v27 = fmul <vscale x 8 x half> %v26, splat (half 0xH3980)
  %v28 = fsub <vscale x 8 x half> %v23, %v27
  %v29 = call <vscale x 8 x half> @llvm.fmuladd.nxv8f16(<vscale x 8 x half> %v26, <vscale x 8 x half> splat (half 0xH9DC8), <vscale x 8 x half> %v28)
  %v30 = call <vscale x 8 x half> @llvm.fmuladd.nxv8f16(<vscale x 8 x half> splat (half 0xH2955), <vscale x 8 x half> %v29, <vscale x 8 x half> splat (half 0xH3155))
  %v31 = call <vscale x 8 x half> @llvm.fmuladd.nxv8f16(<vscale x 8 x half> %v30, <vscale x 8 x half> %v29, <vscale x 8 x half> splat (half 0xH3800))
  %v32 = call <vscale x 8 x half> @llvm.fmuladd.nxv8f16(<vscale x 8 x half> %v31, <vscale x 8 x half> %v29, <vscale x 8 x half> splat (half 0xH3C00))
  %v33 = call <vscale x 8 x half> @llvm.fmuladd.nxv8f16(<vscale x 8 x half> %v32, <vscale x 8 x half> %v29, <vscale x 8 x half> splat (half 0xH3C00))
  %v34 = bitcast <vscale x 8 x half> %v25 to <vscale x 8 x i16>
  %v35 = sub <vscale x 8 x i16> %v34, splat (i16 26112)
  %v36 = select <vscale x 8 x i1> %v16, <vscale x 8 x i16> splat (i16 14), <vscale x 8 x i16> splat (i16 0)
  %v37 = add <vscale x 8 x i16> %v35, %v36
  %v38 = ashr <vscale x 8 x i16> %v37, splat (i16 1)
  %v39 = sub <vscale x 8 x i16> %v37, %v38
  %v40 = add <vscale x 8 x i16> %v38, splat (i16 15)
  %v41 = shl <vscale x 8 x i16> %v40, splat (i16 10)
  %v42 = bitcast <vscale x 8 x i16> %v41 to <vscale x 8 x half>
  %v43 = add <vscale x 8 x i16> %v39, splat (i16 15)
  %v44 = shl <vscale x 8 x i16> %v43, splat (i16 10)
  %v45 = bitcast <vscale x 8 x i16> %v44 to <vscale x 8 x half>
  %v46 = fmul <vscale x 8 x half> %v33, %v42
  %v47 = fmul <vscale x 8 x half> %v46, %v45
  %v48 = select <vscale x 8 x i1> %v20, <vscale x 8 x half> splat (half 0xH0000), <vscale x 8 x half> %v47
  %v49 = call <vscale x 8 x half> @llvm.fmuladd.nxv8f16(<vscale x 8 x half> %v48, <vscale x 8 x half> %v17, <vscale x 8 x half> splat (half 0xH3C00))
  %v50 = fcmp olt <vscale x 8 x half> %v14, splat (half 0xH0000)
  %v51 = fmul <vscale x 8 x half> %v14, %v48
  %v52 = select <vscale x 8 x i1> %v50, <vscale x 8 x half> %v51, <vscale x 8 x half> %v14
  %v53 = fdiv <vscale x 8 x half> %v52, %v49
  %v54 = fmul <vscale x 8 x half> %v53, %v17
  %v55 = select <vscale x 8 x i1> %v50, <vscale x 8 x half> %v54, <vscale x 8 x half> %v53
  %v56 = bitcast <vscale x 8 x half> %v55 to <vscale x 8 x i16>
  %p57 = getelementptr i16, ptr %buf.y, i64 %i9
  call void @llvm.masked.store.nxv8i16.p0(<vscale x 8 x i16> %v56, ptr align 2 %p57, <vscale x 8 x i1> %mask11)
  %v58 = add nsw i64 %i9, %v5
  store i64 %v58, ptr %_b0.addr.1
  br label %cond6
exit8:
  ret void
}
