@jr.zero = internal constant float 0.0, align 4

declare <vscale x 8 x half> @llvm.copysign.nxv8f16(<vscale x 8 x half>, <vscale x 8 x half>)
declare <vscale x 8 x half> @llvm.fabs.nxv8f16(<vscale x 8 x half>)
declare <vscale x 8 x half> @llvm.fmuladd.nxv8f16(<vscale x 8 x half>, <vscale x 8 x half>, <vscale x 8 x half>)
declare <vscale x 8 x i16> @llvm.masked.load.nxv8i16.p0(ptr, <vscale x 8 x i1>, <vscale x 8 x i16>)
declare <vscale x 8 x i1> @llvm.get.active.lane.mask.nxv8i1.i64(i64, i64)
declare i64 @llvm.vscale.i64()
declare void @llvm.masked.store.nxv8i16.p0(<vscale x 8 x i16>, ptr, <vscale x 8 x i1>)

define void @"jr.op.gelu_f16"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
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
  %v15 = fmul contract <vscale x 8 x half> splat (half 0xH3800), %v14
  %v16 = fmul contract <vscale x 8 x half> %v14, %v14
  %v17 = fmul contract <vscale x 8 x half> %v14, %v16
  %v18 = fmul contract <vscale x 8 x half> splat (half 0xH29B9), %v17
  %v19 = fadd contract <vscale x 8 x half> %v14, %v18
  %v20 = fmul contract <vscale x 8 x half> splat (half 0xH3A62), %v19
  %v21 = call <vscale x 8 x half> @llvm.fabs.nxv8f16(<vscale x 8 x half> %v20)
  %v22 = fmul <vscale x 8 x half> %v21, %v21
  %v23 = fmul <vscale x 8 x half> %v21, %v22
  %v24 = call <vscale x 8 x half> @llvm.fmuladd.nxv8f16(<vscale x 8 x half> splat (half 0xH2599), <vscale x 8 x half> %v22, <vscale x 8 x half> splat (half 0xHAAE8))
  %v25 = call <vscale x 8 x half> @llvm.fmuladd.nxv8f16(<vscale x 8 x half> %v24, <vscale x 8 x half> %v22, <vscale x 8 x half> splat (half 0xH3044))
  %v26 = call <vscale x 8 x half> @llvm.fmuladd.nxv8f16(<vscale x 8 x half> %v25, <vscale x 8 x half> %v22, <vscale x 8 x half> splat (half 0xHB555))
  %v27 = call <vscale x 8 x half> @llvm.fmuladd.nxv8f16(<vscale x 8 x half> %v23, <vscale x 8 x half> %v26, <vscale x 8 x half> %v21)
  %v28 = fadd <vscale x 8 x half> %v21, %v21
  %v29 = fcmp olt <vscale x 8 x half> %v28, splat (half 0xHCC60)
  %v30 = select <vscale x 8 x i1> %v29, <vscale x 8 x half> splat (half 0xH0000), <vscale x 8 x half> %v28
  %v31 = fcmp ogt <vscale x 8 x half> %v30, splat (half 0xH49C0)
  %v32 = select <vscale x 8 x i1> %v31, <vscale x 8 x half> splat (half 0xH49C0), <vscale x 8 x half> %v30
  %v33 = fmul <vscale x 8 x half> %v32, splat (half 0xH3DC5)
  %v34 = fadd <vscale x 8 x half> %v33, splat (half 0xH6600)
  %v35 = fsub <vscale x 8 x half> %v34, splat (half 0xH6600)
  %v36 = fmul <vscale x 8 x half> %v35, splat (half 0xH3980)
  %v37 = fsub <vscale x 8 x half> %v32, %v36
  %v38 = call <vscale x 8 x half> @llvm.fmuladd.nxv8f16(<vscale x 8 x half> %v35, <vscale x 8 x half> splat (half 0xH9DC8), <vscale x 8 x half> %v37)
  %v39 = call <vscale x 8 x half> @llvm.fmuladd.nxv8f16(<vscale x 8 x half> splat (half 0xH2955), <vscale x 8 x half> %v38, <vscale x 8 x half> splat (half 0xH3155))
  %v40 = call <vscale x 8 x half> @llvm.fmuladd.nxv8f16(<vscale x 8 x half> %v39, <vscale x 8 x half> %v38, <vscale x 8 x half> splat (half 0xH3800))
  %v41 = call <vscale x 8 x half> @llvm.fmuladd.nxv8f16(<vscale x 8 x half> %v40, <vscale x 8 x half> %v38, <vscale x 8 x half> splat (half 0xH3C00))
  %v42 = call <vscale x 8 x half> @llvm.fmuladd.nxv8f16(<vscale x 8 x half> %v41, <vscale x 8 x half> %v38, <vscale x 8 x half> splat (half 0xH3C00))
  %v43 = bitcast <vscale x 8 x half> %v34 to <vscale x 8 x i16>
  %v44 = sub <vscale x 8 x i16> %v43, splat (i16 26112)
  %v45 = ashr <vscale x 8 x i16> %v44, splat (i16 1)
  %v46 = sub <vscale x 8 x i16> %v44, %v45
  %v47 = add <vscale x 8 x i16> %v45, splat (i16 15)
  %v48 = shl <vscale x 8 x i16> %v47, splat (i16 10)
  %v49 = bitcast <vscale x 8 x i16> %v48 to <vscale x 8 x half>
  %v50 = add <vscale x 8 x i16> %v46, splat (i16 15)
  %v51 = shl <vscale x 8 x i16> %v50, splat (i16 10)
  %v52 = bitcast <vscale x 8 x i16> %v51 to <vscale x 8 x half>
  %v53 = fmul <vscale x 8 x half> %v42, %v49
  %v54 = fmul <vscale x 8 x half> %v53, %v52
  %v55 = select <vscale x 8 x i1> %v29, <vscale x 8 x half> splat (half 0xH0000), <vscale x 8 x half> %v54
  %v56 = fadd <vscale x 8 x half> %v55, splat (half 0xH3C00)
  %v57 = fdiv <vscale x 8 x half> splat (half 0xH4000), %v56
  %v58 = fsub <vscale x 8 x half> splat (half 0xH3C00), %v57
  %v59 = fcmp olt <vscale x 8 x half> %v21, splat (half 0xH3900)
  %v60 = select <vscale x 8 x i1> %v59, <vscale x 8 x half> %v27, <vscale x 8 x half> %v58
  %v61 = call <vscale x 8 x half> @llvm.copysign.nxv8f16(<vscale x 8 x half> %v60, <vscale x 8 x half> %v20)
  %v62 = fadd contract <vscale x 8 x half> splat (half 0xH3C00), %v61
  %v63 = fmul contract <vscale x 8 x half> %v15, %v62
  %v64 = bitcast <vscale x 8 x half> %v63 to <vscale x 8 x i16>
  %p65 = getelementptr i16, ptr %buf.y, i64 %i9
  call void @llvm.masked.store.nxv8i16.p0(<vscale x 8 x i16> %v64, ptr align 2 %p65, <vscale x 8 x i1> %mask11)
  %v66 = add nsw i64 %i9, %v5
  store i64 %v66, ptr %_b0.addr.1
  br label %cond6
exit8:
  ret void
}
