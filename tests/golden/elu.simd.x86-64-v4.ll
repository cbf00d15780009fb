@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.roundeven.v16f32(<16 x float>)
declare <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float>, <16 x float>, <16 x float>, i16, i32)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.x86.sse.sfence()

define internal <16 x float> @"jr.exp.v16f32"(<16 x float> %x) alwaysinline nounwind {
entry:
  %t0 = fcmp olt <16 x float> %x, splat (float 0xC05A000000000000)
  %t1 = select <16 x i1> %t0, <16 x float> splat (float 0x0000000000000000), <16 x float> %x
  %t2 = fcmp ogt <16 x float> %t1, splat (float 0x4056400000000000)
  %t3 = select <16 x i1> %t2, <16 x float> splat (float 0x4056400000000000), <16 x float> %t1
  %t4 = fmul <16 x float> %t3, splat (float 0x3FF7154760000000)
  %t5 = call <16 x float> @llvm.roundeven.v16f32(<16 x float> %t4)
  %t6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5, <16 x float> splat (float 0xBFE62E4000000000), <16 x float> %t3)
  %t7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5, <16 x float> splat (float 0xBEB7F7D1C0000000), <16 x float> %t6)
  %t8 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> splat (float 0x3F56B6BC20000000), <16 x float> %t7, <16 x float> splat (float 0x3F8122F1C0000000))
  %t9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t8, <16 x float> %t7, <16 x float> splat (float 0x3FA55568A0000000))
  %t10 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t9, <16 x float> %t7, <16 x float> splat (float 0x3FC5554A40000000))
  %t11 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t10, <16 x float> %t7, <16 x float> splat (float 0x3FE0000000000000))
  %t12 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t11, <16 x float> %t7, <16 x float> splat (float 0x3FF0000000000000))
  %t13 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t12, <16 x float> %t7, <16 x float> splat (float 0x3FF0000000000000))
  %t14 = call <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float> %t13, <16 x float> %t5, <16 x float> zeroinitializer, i16 -1, i32 4)
  %t15 = select <16 x i1> %t0, <16 x float> splat (float 0x0000000000000000), <16 x float> %t14
  ret <16 x float> %t15
}

define internal <16 x float> @"jr.log.v16f32"(<16 x float> %x) alwaysinline nounwind {
entry:
  %t0 = fcmp olt <16 x float> %x, splat (float 0x3810000000000000)
  %t1 = fmul <16 x float> %x, splat (float 0x4160000000000000)
  %t2 = select <16 x i1> %t0, <16 x float> %t1, <16 x float> %x
  %t3 = select <16 x i1> %t0, <16 x i32> splat (i32 -23), <16 x i32> splat (i32 0)
  %t4 = bitcast <16 x float> %t2 to <16 x i32>
  %t5 = sub <16 x i32> %t4, splat (i32 1060439283)
  %t6 = ashr <16 x i32> %t5, splat (i32 23)
  %t7 = shl <16 x i32> %t6, splat (i32 23)
  %t8 = sub <16 x i32> %t4, %t7
  %t9 = bitcast <16 x i32> %t8 to <16 x float>
  %t10 = add <16 x i32> %t6, %t3
  %t11 = sitofp <16 x i32> %t10 to <16 x float>
  %t12 = fsub <16 x float> %t9, splat (float 0x3FF0000000000000)
  %t13 = fmul <16 x float> %t12, %t12
  %t14 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> splat (float 0xBFB38C9DE0000000), <16 x float> %t12, <16 x float> splat (float 0x3FC055EC60000000))
  %t15 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t14, <16 x float> %t12, <16 x float> splat (float 0xBFC0D82420000000))
  %t16 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t15, <16 x float> %t12, <16 x float> splat (float 0x3FC22D92E0000000))
  %t17 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t16, <16 x float> %t12, <16 x float> splat (float 0xBFC54728A0000000))
  %t18 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t17, <16 x float> %t12, <16 x float> splat (float 0x3FC99A01C0000000))
  %t19 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t18, <16 x float> %t12, <16 x float> splat (float 0xBFD0002260000000))
  %t20 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t19, <16 x float> %t12, <16 x float> splat (float 0x3FD5555540000000))
  %t21 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t20, <16 x float> %t12, <16 x float> splat (float 0xBFE0000000000000))
  %t22 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t13, <16 x float> %t21, <16 x float> %t12)
  %t23 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t11, <16 x float> splat (float 0x3EB7F7D1C0000000), <16 x float> %t22)
  %t24 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t11, <16 x float> splat (float 0x3FE62E4000000000), <16 x float> %t23)
  %t25 = fcmp oeq <16 x float> %x, splat (float 0x7FF0000000000000)
  %t26 = select <16 x i1> %t25, <16 x float> splat (float 0x7FF0000000000000), <16 x float> %t24
  %t27 = fcmp olt <16 x float> %x, splat (float 0x0000000000000000)
  %t28 = select <16 x i1> %t27, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %t26
  %t29 = fcmp oeq <16 x float> %x, splat (float 0x0000000000000000)
  %t30 = select <16 x i1> %t29, <16 x float> splat (float 0xFFF0000000000000), <16 x float> %t28
  %t31 = fcmp uno <16 x float> %x, %x
  %t32 = select <16 x i1> %t31, <16 x float> %x, <16 x float> %t30
  ret <16 x float> %t32
}

define void @"jr.op.elu"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %v33 = icmp sge i64 %size.B0, 2097152
  %v2 = icmp slt i64 %range.hi, %size.B0
  %v3 = select i1 %v2, i64 %range.hi, i64 %size.B0
  store i64 %range.lo, ptr %_b0.addr.1
  %i4 = load i64, ptr %_b0.addr.1
  %p5 = getelementptr float, ptr %buf.y, i64 %i4
  %v6 = ptrtoint ptr %p5 to i64
  %v7 = lshr i64 %v6, 2
  %v8 = sub i64 0, %v7
  %v9 = and i64 %v8, 15
  %v10 = sub i64 %v3, %i4
  %v11 = icmp sge i64 %v10, 128
  %v12 = select i1 %v11, i64 %v9, i64 0
  %v13 = icmp sgt i64 %v12, 0
  br i1 %v13, label %peel14, label %aligned15
peel14:
  %v16 = add nsw i64 %i4, %v12
  %mask17 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i4, i64 %v16)
  %p18 = getelementptr float, ptr %buf.x, i64 %i4
  %ld19 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p18, <16 x i1> %mask17, <16 x float> zeroinitializer)
  %v20 = call <16 x float> @jr.exp.v16f32(<16 x float> %ld19)
  %v21 = fcmp oeq <16 x float> %v20, splat (float 0x3FF0000000000000)
  %v22 = fcmp olt <16 x float> %ld19, splat (float 0xC034000000000000)
  %v23 = fsub contract <16 x float> %v20, splat (float 0x3FF0000000000000)
  %v24 = fmul contract <16 x float> %v23, %ld19
  %v25 = call <16 x float> @jr.log.v16f32(<16 x float> %v20)
  %v26 = fdiv contract <16 x float> %v24, %v25
  %v27 = select <16 x i1> %v22, <16 x float> splat (float 0xBFF0000000000000), <16 x float> %v26
  %v28 = select <16 x i1> %v21, <16 x float> %ld19, <16 x float> %v27
  %v29 = fcmp ogt <16 x float> %ld19, splat (float 0x0000000000000000)
  %v30 = fmul contract <16 x float> splat (float 0x3FF0000000000000), %v28
  %v31 = select <16 x i1> %v29, <16 x float> %ld19, <16 x float> %v30
  %p32 = getelementptr float, ptr %buf.y, i64 %i4
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v31, ptr align 4 %p32, <16 x i1> %mask17)
  store i64 %v16, ptr %_b0.addr.1
  br label %aligned15
aligned15:
  %v34 = and i1 %v11, %v33
  br i1 %v34, label %stream35, label %cached36
stream35:
  %v38 = sub i64 %v3, 16
  br label %cond39
cond39:
  %i42 = load i64, ptr %_b0.addr.1
  %v43 = icmp sle i64 %i42, %v38
  br i1 %v43, label %body40, label %exit41
body40:
  %p44 = getelementptr float, ptr %buf.x, i64 %i42
  %ld45 = load <16 x float>, ptr %p44, align 4
  %v46 = call <16 x float> @jr.exp.v16f32(<16 x float> %ld45)
  %v47 = fcmp oeq <16 x float> %v46, splat (float 0x3FF0000000000000)
  %v48 = fcmp olt <16 x float> %ld45, splat (float 0xC034000000000000)
  %v49 = fsub contract <16 x float> %v46, splat (float 0x3FF0000000000000)
  %v50 = fmul contract <16 x float> %v49, %ld45
  %v51 = call <16 x float> @jr.log.v16f32(<16 x float> %v46)
  %v52 = fdiv contract <16 x float> %v50, %v51
  %v53 = select <16 x i1> %v48, <16 x float> splat (float 0xBFF0000000000000), <16 x float> %v52
  %v54 = select <16 x i1> %v47, <16 x float> %ld45, <16 x float> %v53
  %v55 = fcmp ogt <16 x float> %ld45, splat (float 0x0000000000000000)
  %v56 = fmul contract <16 x float> splat (float 0x3FF0000000000000), %v54
  %v57 = select <16 x i1> %v55, <16 x float> %ld45, <16 x float> %v56
  %p58 = getelementptr float, ptr %buf.y, i64 %i42
  store <16 x float> %v57, ptr %p58, align 64, !nontemporal !{i32 1}
  %v59 = add nsw i64 %i42, 16
  store i64 %v59, ptr %_b0.addr.1
  br label %cond39
exit41:
  br label %join37
cached36:
  %v60 = sub i64 %v3, 16
  br label %cond61
cond61:
  %i64 = load i64, ptr %_b0.addr.1
  %v65 = icmp sle i64 %i64, %v60
  br i1 %v65, label %body62, label %exit63
body62:
  %p66 = getelementptr float, ptr %buf.x, i64 %i64
  %ld67 = load <16 x float>, ptr %p66, align 4
  %v68 = call <16 x float> @jr.exp.v16f32(<16 x float> %ld67)
  %v69 = fcmp oeq <16 x float> %v68, splat (float 0x3FF0000000000000)
  %v70 = fcmp olt <16 x float> %ld67, splat (float 0xC034000000000000)
  %v71 = fsub contract <16 x float> %v68, splat (float 0x3FF0000000000000)
  %v72 = fmul contract <16 x float> %v71, %ld67
  %v73 = call <16 x float> @jr.log.v16f32(<16 x float> %v68)
  %v74 = fdiv contract <16 x float> %v72, %v73
  %v75 = select <16 x i1> %v70, <16 x float> splat (float 0xBFF0000000000000), <16 x float> %v74
  %v76 = select <16 x i1> %v69, <16 x float> %ld67, <16 x float> %v75
  %v77 = fcmp ogt <16 x float> %ld67, splat (float 0x0000000000000000)
  %v78 = fmul contract <16 x float> splat (float 0x3FF0000000000000), %v76
  %v79 = select <16 x i1> %v77, <16 x float> %ld67, <16 x float> %v78
  %p80 = getelementptr float, ptr %buf.y, i64 %i64
  store <16 x float> %v79, ptr %p80, align 4
  %v81 = add nsw i64 %i64, 16
  store i64 %v81, ptr %_b0.addr.1
  br label %cond61
exit63:
  br label %join37
join37:
  %i82 = load i64, ptr %_b0.addr.1
  %v83 = icmp slt i64 %i82, %v3
  br i1 %v83, label %tail84, label %done85
tail84:
  %mask86 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i82, i64 %v3)
  %p87 = getelementptr float, ptr %buf.x, i64 %i82
  %ld88 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p87, <16 x i1> %mask86, <16 x float> zeroinitializer)
  %v89 = call <16 x float> @jr.exp.v16f32(<16 x float> %ld88)
  %v90 = fcmp oeq <16 x float> %v89, splat (float 0x3FF0000000000000)
  %v91 = fcmp olt <16 x float> %ld88, splat (float 0xC034000000000000)
  %v92 = fsub contract <16 x float> %v89, splat (float 0x3FF0000000000000)
  %v93 = fmul contract <16 x float> %v92, %ld88
  %v94 = call <16 x float> @jr.log.v16f32(<16 x float> %v89)
  %v95 = fdiv contract <16 x float> %v93, %v94
  %v96 = select <16 x i1> %v91, <16 x float> splat (float 0xBFF0000000000000), <16 x float> %v95
  %v97 = select <16 x i1> %v90, <16 x float> %ld88, <16 x float> %v96
  %v98 = fcmp ogt <16 x float> %ld88, splat (float 0x0000000000000000)
  %v99 = fmul contract <16 x float> splat (float 0x3FF0000000000000), %v97
  %v100 = select <16 x i1> %v98, <16 x float> %ld88, <16 x float> %v99
  %p101 = getelementptr float, ptr %buf.y, i64 %i82
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v100, ptr align 4 %p101, <16 x i1> %mask86)
  br label %done85
done85:
  call void @llvm.x86.sse.sfence()
  ret void
}
