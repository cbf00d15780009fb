@jr.zero = internal constant float 0.0, align 4

declare <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float>, <vscale x 4 x float>, <vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.maximum.nxv4f32(<vscale x 4 x float>, <vscale x 4 x float>)
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
  %c.addr.19 = alloca i64, align 64
  %b.addr.38 = alloca i64, align 64
  %acc47 = alloca <vscale x 4 x float>, align 64
  %c.addr.48 = alloca i64, align 64
  %c.addr.83 = alloca i64, align 64
  %b.addr.89 = alloca i64, align 64
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
  store i64 0, ptr %c.addr.19
  br label %cond20
cond20:
  %i23 = load i64, ptr %c.addr.19
  %v24 = icmp slt i64 %i23, %size.C
  br i1 %v24, label %body21, label %exit22
body21:
  %v25 = mul i64 %i7, %size.C
  %v26 = add i64 %v25, %i23
  %v27 = mul i64 %v26, %size.B
  %v28 = add i64 %v27, %i15
  %p29 = getelementptr float, ptr %buf.x, i64 %v28
  %ld30 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p29, <vscale x 4 x i1> %mask17, <vscale x 4 x float> zeroinitializer)
  %old31 = load <vscale x 4 x float>, ptr %acc18
  %v32 = call <vscale x 4 x float> @llvm.maximum.nxv4f32(<vscale x 4 x float> %old31, <vscale x 4 x float> %ld30)
  %v33 = select <vscale x 4 x i1> %mask17, <vscale x 4 x float> %v32, <vscale x 4 x float> %old31
  store <vscale x 4 x float> %v33, ptr %acc18
  %v34 = add nsw i64 %i23, 1
  store i64 %v34, ptr %c.addr.19
  br label %cond20
exit22:
  %red35 = load <vscale x 4 x float>, ptr %acc18
  %p36 = getelementptr float, ptr %scratch, i64 %i15
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %red35, ptr align 4 %p36, <vscale x 4 x i1> %mask17)
  %v37 = add nsw i64 %i15, %v11
  store i64 %v37, ptr %b.addr.9
  br label %cond12
exit14:
  store i64 0, ptr %b.addr.38
  %v39 = call i64 @llvm.vscale.i64()
  %v40 = mul i64 %v39, 4
  br label %cond41
cond41:
  %i44 = load i64, ptr %b.addr.38
  %v45 = icmp slt i64 %i44, %size.B
  br i1 %v45, label %body42, label %exit43
body42:
  %mask46 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i44, i64 %size.B)
  store <vscale x 4 x float> splat (float 0x0000000000000000), ptr %acc47
  store i64 0, ptr %c.addr.48
  br label %cond49
cond49:
  %i52 = load i64, ptr %c.addr.48
  %v53 = icmp slt i64 %i52, %size.C
  br i1 %v53, label %body50, label %exit51
body50:
  %v54 = mul i64 %i7, %size.C
  %v55 = add i64 %v54, %i52
  %v56 = mul i64 %v55, %size.B
  %v57 = add i64 %v56, %i44
  %p58 = getelementptr float, ptr %buf.x, i64 %v57
  %ld59 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p58, <vscale x 4 x i1> %mask46, <vscale x 4 x float> zeroinitializer)
  %p60 = getelementptr float, ptr %scratch, i64 %i44
  %ld61 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p60, <vscale x 4 x i1> %mask46, <vscale x 4 x float> zeroinitializer)
  %v62 = fsub contract <vscale x 4 x float> %ld59, %ld61
  %v63 = call <vscale x 4 x float> @jr.exp.nxv4f32(<vscale x 4 x float> %v62)
  %old64 = load <vscale x 4 x float>, ptr %acc47
  %v65 = fadd <vscale x 4 x float> %old64, %v63
  %v66 = select <vscale x 4 x i1> %mask46, <vscale x 4 x float> %v65, <vscale x 4 x float> %old64
  store <vscale x 4 x float> %v66, ptr %acc47
  %v67 = add nsw i64 %i52, 1
  store i64 %v67, ptr %c.addr.48
  br label %cond49
exit51:
  %red68 = load <vscale x 4 x float>, ptr %acc47
  %v69 = add i64 %size.B, 15
  %v70 = sdiv i64 %v69, 16
  %v71 = srem i64 %v69, 16
  %v72 = icmp ne i64 %v71, 0
  %v73 = icmp slt i64 %v71, 0
  %v74 = icmp slt i64 16, 0
  %v75 = xor i1 %v73, %v74
  %v76 = and i1 %v72, %v75
  %v77 = zext i1 %v76 to i64
  %v78 = sub i64 %v70, %v77
  %v79 = mul i64 %v78, 16
  %v80 = add i64 %v79, %i44
  %p81 = getelementptr float, ptr %scratch, i64 %v80
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %red68, ptr align 4 %p81, <vscale x 4 x i1> %mask46)
  %v82 = add nsw i64 %i44, %v40
  store i64 %v82, ptr %b.addr.38
  br label %cond41
exit43:
  store i64 0, ptr %c.addr.83
  br label %cond84
cond84:
  %i87 = load i64, ptr %c.addr.83
  %v88 = icmp slt i64 %i87, %size.C
  br i1 %v88, label %body85, label %exit86
body85:
  store i64 0, ptr %b.addr.89
  %v90 = call i64 @llvm.vscale.i64()
  %v91 = mul i64 %v90, 4
  br label %cond92
cond92:
  %i95 = load i64, ptr %b.addr.89
  %v96 = icmp slt i64 %i95, %size.B
  br i1 %v96, label %body93, label %exit94
body93:
  %mask97 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %i95, i64 %size.B)
  %v98 = mul i64 %i7, %size.C
  %v99 = add i64 %v98, %i87
  %v100 = mul i64 %v99, %size.B
  %v101 = add i64 %v100, %i95
  %p102 = getelementptr float, ptr %buf.x, i64 %v101
  %ld103 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p102, <vscale x 4 x i1> %mask97, <vscale x 4 x float> zeroinitializer)
  %p104 = getelementptr float, ptr %scratch, i64 %i95
  %ld105 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p104, <vscale x 4 x i1> %mask97, <vscale x 4 x float> zeroinitializer)
  %v106 = fsub contract <vscale x 4 x float> %ld103, %ld105
  %v107 = add i64 %size.B, 15
  %v108 = sdiv i64 %v107, 16
  %v109 = srem i64 %v107, 16
  %v110 = icmp ne i64 %v109, 0
  %v111 = icmp slt i64 %v109, 0
  %v112 = icmp slt i64 16, 0
  %v113 = xor i1 %v111, %v112
  %v114 = and i1 %v110, %v113
  %v115 = zext i1 %v114 to i64
  %v116 = sub i64 %v108, %v115
  %v117 = mul i64 %v116, 16
  %v118 = add i64 %v117, %i95
  %p119 = getelementptr float, ptr %scratch, i64 %v118
  %ld120 = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr align 4 %p119, <vscale x 4 x i1> %mask97, <vscale x 4 x float> zeroinitializer)
  %v121 = call <vscale x 4 x float> @jr.log.nxv4f32(<vscale x 4 x float> %ld120)
  %v122 = fsub contract <vscale x 4 x float> %v106, %v121
  %v123 = mul i64 %i7, %size.C
  %v124 = add i64 %v123, %i87
  %v125 = mul i64 %v124, %size.B
  %v126 = add i64 %v125, %i95
  %p127 = getelementptr float, ptr %buf.y, i64 %v126
  call void @llvm.masked.store.nxv4f32.p0(<vscale x 4 x float> %v122, ptr align 4 %p127, <vscale x 4 x i1> %mask97)
  %v128 = add nsw i64 %i95, %v91
  store i64 %v128, ptr %b.addr.89
  br label %cond92
exit94:
  %v129 = add nsw i64 %i87, 1
  store i64 %v129, ptr %c.addr.83
  br label %cond84
exit86:
  %v130 = add nsw i64 %i7, 1
  store i64 %v130, ptr %_b0.addr.1
  br label %cond4
exit6:
  ret void
}
