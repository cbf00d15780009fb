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

define internal <vscale x 4 x float> @"jr.log.nxv4f32"(<vscale x 4 x float> %x) alwaysinline nounwind {
entry:
  %t0 = fcmp olt <vscale x 4 x float> %x, splat (float 0x3810000000000000)
  %t1 = fmul <vscale x 4 x float> %x, splat (float 0x4160000000000000)
  %t2 = select <vscale x 4 x i1> %t0, <vscale x 4 x float> %t1, <vscale x 4 x float> %x
  %t3 = select <vscale x 4 x i1> %t0, <vscale x 4 x i32> splat (i32 -23), <vscale x 4 x i32> splat (i32 0)
  %t4 = bitcast <vscale x 4 x float> %t2 to <vscale x 4 x i32>
  %t5 = sub <vscale x 4 x i32> %t4, splat (i32 1060439283)
  %t6 = ashr <vscale x 4 x i32> %t5, splat (i32 23)
  %t7 = shl <vscale x 4 x i32> %t6, splat (i32 23)
  %t8 = sub <vscale x 4 x i32> %t4, %t7
  %t9 = bitcast <vscale x 4 x i32> %t8 to <vscale x 4 x float>
  %t10 = add <vscale x 4 x i32> %t6, %t3
  %t11 = sitofp <vscale x 4 x i32> %t10 to <vscale x 4 x float>
  %t12 = fsub <vscale x 4 x float> %t9, splat (float 0x3FF0000000000000)
  %t13 = fmul <vscale x 4 x float> %t12, %t12
  %t14 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> splat (float 0xBFB38C9DE0000000), <vscale x 4 x float> %t12, <vscale x 4 x float> splat (float 0x3FC055EC60000000))
  %t15 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t14, <vscale x 4 x float> %t12, <vscale x 4 x float> splat (float 0xBFC0D82420000000))
  %t16 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t15, <vscale x 4 x float> %t12, <vscale x 4 x float> splat (float 0x3FC22D92E0000000))
  %t17 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t16, <vscale x 4 x float> %t12, <vscale x 4 x float> splat (float 0xBFC54728A0000000))
  %t18 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t17, <vscale x 4 x float> %t12, <vscale x 4 x float> splat (float 0x3FC99A01C0000000))
  %t19 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t18, <vscale x 4 x float> %t12, <vscale x 4 x float> splat (float 0xBFD0002260000000))
  %t20 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t19, <vscale x 4 x float> %t12, <vscale x 4 x float> splat (float 0x3FD5555540000000))
  %t21 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t20, <vscale x 4 x float> %t12, <vscale x 4 x float> splat (float 0xBFE0000000000000))
  %t22 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t13, <vscale x 4 x float> %t21, <vscale x 4 x float> %t12)
  %t23 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t11, <vscale x 4 x float> splat (float 0x3EB7F7D1C0000000), <vscale x 4 x float> %t22)
  %t24 = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %t11, <vscale x 4 x float> splat (float 0x3FE62E4000000000), <vscale x 4 x float> %t23)
  %t25 = fcmp oeq <vscale x 4 x float> %x, splat (float 0x7FF0000000000000)
  %t26 = select <vscale x 4 x i1> %t25, <vscale x 4 x float> splat (float 0x7FF0000000000000), <vscale x 4 x float> %t24
  %t27 = fcmp olt <vscale x 4 x float> %x, splat (float 0x0000000000000000)
  %t28 = select <vscale x 4 x i1> %t27, <vscale x 4 x float> splat (float 0x7FF8000000000000), <vscale x 4 x float> %t26
  %t29 = fcmp oeq <vscale x 4 x float> %x, splat (float 0x0000000000000000)
  %t30 = select <vscale x 4 x i1> %t29, <vscale x 4 x float> splat (float 0xFFF0000000000000), <vscale x 4 x float> %t28
  %t31 = fcmp uno <vscale x 4 x float> %x, %x
  %t32 = select <vscale x 4 x i1> %t31, <vscale x 4 x float> %x, <vscale x 4 x float> %t30
  ret <vscale x 4 x float> %t32
}

define void @"jr.op.log_softmax_mid"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.C, i64 %size.B, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %b.addr.9 = alloca i64, align 64
  %acc18 = alloca <vscale x 4 x float>, align 64
  %nan19 = alloca <vscale x 4 x i1>, align 64
  %c.addr.20 = alloca i64, align 64
  %b.addr.46 = alloca i64, align 64
  %acc55 = alloca <vscale x 4 x float>, align 64
  %c.addr.56 = alloca i64, align 64
  %c.addr.91 = alloca i64, align 64
  %b.addr.97 = alloca i64, align 64
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  br label %cond4
cond4:
  %i7 = load i64, ptr %_b0.addr.1
  %v8 = icmp slt i64 %i7, %v3
  br i1 %v8, label %body5, label %exit6
body5:
  store i64 0, ptr %b.addr.9
  %v10 = call i64 @llvm.vscale.i64()
  %v11 = mul i64 %v10, 4
  br label %cond12
cond12:
  %i15 = load i64, ptr %b.addr.9
  %v16 = icmp slt i64 %i15, %size.B
  br i1 %v16, label %body13, label %exit14
body13:
  %mask17 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i15, i64 %size.B)
  store <vscale x 4 x float> splat (float 0xFFF0000000000000), ptr %acc18
  store <vscale x 4 x i1> zeroinitializer, ptr %nan19
  store i64 0, ptr %c.addr.20
  br label %cond21
cond21:
  %i24 = load i64, ptr %c.addr.20
  %v25 = icmp slt i64 %i24, %size.C
  br i1 %v25, label %body22, label %exit23
body22:
  %v26 = mul i64 %i7, %size.C
  %v27 = add i64 %v26, %i24
  %v28 = mul i64 %v27, %size.B
  %v29 = add i64 %v28, %i15
  %p30 = getelementptr float, ptr %buf.x, i64 %v29
  %ld31 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p30, <vscale x 4 x i1> %mask17, <vscale x 4 x float> zeroinitializer)
  %old32 = load <vscale x 4 x float>, ptr %acc18
  %v33 = fcmp ogt <vscale x 4 x float> %ld31, %old32
  %v34 = select <vscale x 4 x i1> %v33, <vscale x 4 x float> %ld31, <vscale x 4 x float> %old32
  %v35 = fcmp uno <vscale x 4 x float> %ld31, %ld31
  %v36 = and <vscale x 4 x i1> %v35, %mask17
  %v37 = load <vscale x 4 x i1>, ptr %nan19
  %v38 = or <vscale x 4 x i1> %v37, %v36
  store <vscale x 4 x i1> %v38, ptr %nan19
  %v39 = select <vscale x 4 x i1> %mask17, <vscale x 4 x float> %v34, <vscale x 4 x float> %old32
  store <vscale x 4 x float> %v39, ptr %acc18
  %v40 = add nsw i64 %i24, 1
  store i64 %v40, ptr %c.addr.20
  br label %cond21
exit23:
  %red41 = load <vscale x 4 x float>, ptr %acc18
  %v42 = load <vscale x 4 x i1>, ptr %nan19
  %v43 = select <vscale x 4 x i1> %v42, <vscale x 4 x float> splat (float 0x7FF8000000000000), <vscale x 4 x float> %red41
  %p44 = getelementptr float, ptr %scratch, i64 %i15
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v43, ptr align 4 %p44, <vscale x 4 x i1> %mask17)
  %v45 = add nsw i64 %i15, %v11
  store i64 %v45, ptr %b.addr.9
  br label %cond12
exit14:
  store i64 0, ptr %b.addr.46
  %v47 = call i64 @llvm.vscale.i64()
  %v48 = mul i64 %v47, 4
  br label %cond49
cond49:
  %i52 = load i64, ptr %b.addr.46
  %v53 = icmp slt i64 %i52, %size.B
  br i1 %v53, label %body50, label %exit51
body50:
  %mask54 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i52, i64 %size.B)
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc55
  store i64 0, ptr %c.addr.56
  br label %cond57
cond57:
  %i60 = load i64, ptr %c.addr.56
  %v61 = icmp slt i64 %i60, %size.C
  br i1 %v61, label %body58, label %exit59
body58:
  %v62 = mul i64 %i7, %size.C
  %v63 = add i64 %v62, %i60
  %v64 = mul i64 %v63, %size.B
  %v65 = add i64 %v64, %i52
  %p66 = getelementptr float, ptr %buf.x, i64 %v65
  %ld67 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p66, <vscale x 4 x i1> %mask54, <vscale x 4 x float> zeroinitializer)
  %p68 = getelementptr float, ptr %scratch, i64 %i52
  %ld69 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p68, <vscale x 4 x i1> %mask54, <vscale x 4 x float> zeroinitializer)
  %v70 = fsub contract <vscale x 4 x float> %ld67, %ld69
  %v71 = call <vscale x 4 x float> @jr.exp.nxv4f32(<vscale x 4 x float> %v70)
  %old72 = load <vscale x 4 x float>, ptr %acc55
  %v73 = fadd <vscale x 4 x float> %old72, %v71
  %v74 = select <vscale x 4 x i1> %mask54, <vscale x 4 x float> %v73, <vscale x 4 x float> %old72
  store <vscale x 4 x float> %v74, ptr %acc55
  %v75 = add nsw i64 %i60, 1
  store i64 %v75, ptr %c.addr.56
  br label %cond57
exit59:
  %red76 = load <vscale x 4 x float>, ptr %acc55
  %v77 = add i64 %size.B, 15
  %v78 = sdiv i64 %v77, 16
  %v79 = srem i64 %v77, 16
  %v80 = icmp ne i64 %v79, 0
  %v81 = icmp slt i64 %v79, 0
  %v82 = icmp slt i64 16, 0
  %v83 = xor i1 %v81, %v82
  %v84 = and i1 %v80, %v83
  %v85 = zext i1 %v84 to i64
  %v86 = sub i64 %v78, %v85
  %v87 = mul i64 %v86, 16
  %v88 = add i64 %v87, %i52
  %p89 = getelementptr float, ptr %scratch, i64 %v88
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %red76, ptr align 4 %p89, <vscale x 4 x i1> %mask54)
  %v90 = add nsw i64 %i52, %v48
  store i64 %v90, ptr %b.addr.46
  br label %cond49
exit51:
  store i64 0, ptr %c.addr.91
  br label %cond92
cond92:
  %i95 = load i64, ptr %c.addr.91
  %v96 = icmp slt i64 %i95, %size.C
  br i1 %v96, label %body93, label %exit94
body93:
  store i64 0, ptr %b.addr.97
  %v98 = call i64 @llvm.vscale.i64()
  %v99 = mul i64 %v98, 4
  br label %cond100
cond100:
  %i103 = load i64, ptr %b.addr.97
  %v104 = icmp slt i64 %i103, %size.B
  br i1 %v104, label %body101, label %exit102
body101:
  %mask105 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i103, i64 %size.B)
  %v106 = mul i64 %i7, %size.C
  %v107 = add i64 %v106, %i95
  %v108 = mul i64 %v107, %size.B
  %v109 = add i64 %v108, %i103
  %p110 = getelementptr float, ptr %buf.x, i64 %v109
  %ld111 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p110, <vscale x 4 x i1> %mask105, <vscale x 4 x float> zeroinitializer)
  %p112 = getelementptr float, ptr %scratch, i64 %i103
  %ld113 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p112, <vscale x 4 x i1> %mask105, <vscale x 4 x float> zeroinitializer)
  %v114 = fsub contract <vscale x 4 x float> %ld111, %ld113
  %v115 = add i64 %size.B, 15
  %v116 = sdiv i64 %v115, 16
  %v117 = srem i64 %v115, 16
  %v118 = icmp ne i64 %v117, 0
  %v119 = icmp slt i64 %v117, 0
  %v120 = icmp slt i64 16, 0
  %v121 = xor i1 %v119, %v120
  %v122 = and i1 %v118, %v121
  %v123 = zext i1 %v122 to i64
  %v124 = sub i64 %v116, %v123
  %v125 = mul i64 %v124, 16
  %v126 = add i64 %v125, %i103
  %p127 = getelementptr float, ptr %scratch, i64 %v126
  %ld128 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p127, <vscale x 4 x i1> %mask105, <vscale x 4 x float> zeroinitializer)
  %v129 = call <vscale x 4 x float> @jr.log.nxv4f32(<vscale x 4 x float> %ld128)
  %v130 = fsub contract <vscale x 4 x float> %v114, %v129
  %v131 = mul i64 %i7, %size.C
  %v132 = add i64 %v131, %i95
  %v133 = mul i64 %v132, %size.B
  %v134 = add i64 %v133, %i103
  %p135 = getelementptr float, ptr %buf.y, i64 %v134
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v130, ptr align 4 %p135, <vscale x 4 x i1> %mask105)
  %v136 = add nsw i64 %i103, %v99
  store i64 %v136, ptr %b.addr.97
  br label %cond100
exit102:
  %v137 = add nsw i64 %i95, 1
  store i64 %v137, ptr %c.addr.91
  br label %cond92
exit94:
  %v138 = add nsw i64 %i7, 1
  store i64 %v138, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
