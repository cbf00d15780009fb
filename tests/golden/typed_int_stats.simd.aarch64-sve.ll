@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare <vscale x 4 x i32> @llvm.abs.nxv4i32(<vscale x 4 x i32>, i1)
declare <vscale x 4 x i32> @llvm.masked.load.nxv4i32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x i32>)
declare <vscale x 4 x i32> @llvm.smax.nxv4i32(<vscale x 4 x i32>, <vscale x 4 x i32>)
declare <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
declare i32 @llvm.vector.reduce.add.nxv4i32(<vscale x 4 x i32>)
declare i32 @llvm.vector.reduce.smax.nxv4i32(<vscale x 4 x i32>)
declare i64 @llvm.vscale.i64()

define void @"jr.op.int_stats"(ptr noalias %buf.x, ptr noalias %buf.total, ptr noalias %buf.peak, ptr noalias %buf.product, ptr noalias %scratch, i64 %size.N, i64 %size.C, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %n.addr.1 = alloca i64, align 64
  %acc9 = alloca <vscale x 4 x i32>, align 64
  %c.addr.10 = alloca i64, align 64
  %acc30 = alloca <vscale x 4 x i32>, align 64
  %c.addr.31 = alloca i64, align 64
  %acc58 = alloca <vscale x 4 x i32>, align 64
  %c.addr.59 = alloca i64, align 64
  %prod78 = alloca i32, align 8
  %lane.addr.79 = alloca i64, align 8
  %v2 = icmp slt i64 %range.hi, %size.N
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.N
  store i64 %range.lo, ptr %n.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %n.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store <vscale x 4 x i32> splat (i32 0), ptr %acc9
  store i64 0, ptr %c.addr.10
  %v11 = call i64 @llvm.vscale.i64()
  %v12 = mul i64 %v11, 4
  br label %cond13
cond13:
  %i16 = load i64, ptr %c.addr.10
  %v17 = icmp slt i64 %i16, %size.C
  br i1 %v17, label %body14, label %exit15
body14:
  %mask18 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i16, i64 %size.C)
  %v19 = mul i64 %i7, %size.C
  %v20 = add i64 %v19, %i16
  %p21 = getelementptr i32, ptr %buf.x, i64 %v20
  %ld22 = call <vscale x 4 x i32> @llvm.masked.load.nxv4i32.p0(ptr align 4 %p21, <vscale x 4 x i1> %mask18, <vscale x 4 x i32> zeroinitializer)
  %old23 = load <vscale x 4 x i32>, ptr %acc9
  %v24 = add <vscale x 4 x i32> %old23, %ld22
  %v25 = select <vscale x 4 x i1> %mask18, <vscale x 4 x i32> %v24, <vscale x 4 x i32> %old23
  store <vscale x 4 x i32> %v25, ptr %acc9
  %v26 = add nsw i64 %i16, %v12
  store i64 %v26, ptr %c.addr.10
  br label %cond13
exit15:
  %red27 = load <vscale x 4 x i32>, ptr %acc9
  %v28 = call i32 @llvm.vector.reduce.add.nxv4i32(<vscale x 4 x i32> %red27)
  %p29 = getelementptr i32, ptr %buf.total, i64 %i7
  store i32 %v28, ptr %p29, align 4
  store <vscale x 4 x i32> splat (i32 -2147483648), ptr %acc30
  store i64 0, ptr %c.addr.31
  %v32 = call i64 @llvm.vscale.i64()
  %v33 = mul i64 %v32, 4
  br label %cond34
cond34:
  %i37 = load i64, ptr %c.addr.31
  %v38 = icmp slt i64 %i37, %size.C
  br i1 %v38, label %body35, label %exit36
body35:
  %mask39 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i37, i64 %size.C)
  %v40 = mul i64 %i7, %size.C
  %v41 = add i64 %v40, %i37
  %p42 = getelementptr i32, ptr %buf.x, i64 %v41
  %ld43 = call <vscale x 4 x i32> @llvm.masked.load.nxv4i32.p0(ptr align 4 %p42, <vscale x 4 x i1> %mask39, <vscale x 4 x i32> zeroinitializer)
  %v44 = call <vscale x 4 x i32> @llvm.abs.nxv4i32(<vscale x 4 x i32> %ld43, i1 false)
  %ins45 = insertelement <vscale x 4 x i64> poison, i64 %i37, i64 0
  %splat46 = shufflevector <vscale x 4 x i64> %ins45, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
  %step47 = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
  %lane48 = add <vscale x 4 x i64> %splat46, %step47
  %v49 = trunc <vscale x 4 x i64> %lane48 to <vscale x 4 x i32>
  %v50 = sub <vscale x 4 x i32> %v44, %v49
  %old51 = load <vscale x 4 x i32>, ptr %acc30
  %v52 = call <vscale x 4 x i32> @llvm.smax.nxv4i32(<vscale x 4 x i32> %old51, <vscale x 4 x i32> %v50)
  %v53 = select <vscale x 4 x i1> %mask39, <vscale x 4 x i32> %v52, <vscale x 4 x i32> %old51
  store <vscale x 4 x i32> %v53, ptr %acc30
  %v54 = add nsw i64 %i37, %v33
  store i64 %v54, ptr %c.addr.31
  br label %cond34
exit36:
  %red55 = load <vscale x 4 x i32>, ptr %acc30
  %v56 = call i32 @llvm.vector.reduce.smax.nxv4i32(<vscale x 4 x i32> %red55)
  %p57 = getelementptr i32, ptr %buf.peak, i64 %i7
  store i32 %v56, ptr %p57, align 4
  store <vscale x 4 x i32> splat (i32 1), ptr %acc58
  store i64 0, ptr %c.addr.59
  %v60 = call i64 @llvm.vscale.i64()
  %v61 = mul i64 %v60, 4
  br label %cond62
cond62:
  %i65 = load i64, ptr %c.addr.59
  %v66 = icmp slt i64 %i65, %size.C
  br i1 %v66, label %body63, label %exit64
body63:
  %mask67 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i65, i64 %size.C)
  %v68 = mul i64 %i7, %size.C
  %v69 = add i64 %v68, %i65
  %p70 = getelementptr i32, ptr %buf.x, i64 %v69
  %ld71 = call <vscale x 4 x i32> @llvm.masked.load.nxv4i32.p0(ptr align 4 %p70, <vscale x 4 x i1> %mask67, <vscale x 4 x i32> zeroinitializer)
  %v72 = add <vscale x 4 x i32> %ld71, splat (i32 1)
  %old73 = load <vscale x 4 x i32>, ptr %acc58
  %v74 = mul <vscale x 4 x i32> %old73, %v72
  %v75 = select <vscale x 4 x i1> %mask67, <vscale x 4 x i32> %v74, <vscale x 4 x i32> %old73
  store <vscale x 4 x i32> %v75, ptr %acc58
  %v76 = add nsw i64 %i65, %v61
  store i64 %v76, ptr %c.addr.59
  br label %cond62
exit64:
  %red77 = load <vscale x 4 x i32>, ptr %acc58
  store i32 1, ptr %prod78
  store i64 0, ptr %lane.addr.79
  %v80 = call i64 @llvm.vscale.i64()
  %v81 = mul i64 %v80, 4
  br label %cond82
cond82:
  %i85 = load i64, ptr %lane.addr.79
  %v86 = icmp slt i64 %i85, %v81
  br i1 %v86, label %body83, label %exit84
body83:
  %lane87 = extractelement <vscale x 4 x i32> %red77, i64 %i85
  %v88 = load i32, ptr %prod78
  %v89 = mul i32 %v88, %lane87
  store i32 %v89, ptr %prod78
  %v90 = add nsw i64 %i85, 1
  store i64 %v90, ptr %lane.addr.79
  br label %cond82
exit84:
  %prod91 = load i32, ptr %prod78
  %p92 = getelementptr i32, ptr %buf.product, i64 %i7
  store i32 %prod91, ptr %p92, align 4
  %v93 = add nsw i64 %i7, 1
  store i64 %v93, ptr %n.addr.1
  br label %cond4
exit6:
  ret void
}
