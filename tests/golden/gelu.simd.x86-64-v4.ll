@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.copysign.v16f32(<16 x float>, <16 x float>)
declare <16 x float> @llvm.fabs.v16f32(<16 x float>)
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.roundeven.v16f32(<16 x float>)
declare <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float>, <16 x float>, <16 x float>, i16, i32)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare i1 @llvm.vector.reduce.or.v16i1(<16 x i1>)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.x86.sse.sfence()

define internal <16 x float> @"jr.erf.v16f32"(<16 x float> %x) alwaysinline nounwind {
entry:
  %t0 = call <16 x float> @llvm.fabs.v16f32(<16 x float> %x)
  %t1 = fmul <16 x float> %t0, %t0
  %t2 = fmul <16 x float> %t0, splat (float 0x41F0000000000000)
  %t3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> splat (float 0xBF445575A0000000), <16 x float> %t1, <16 x float> splat (float 0x3F749D14E0000000))
  %t4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t3, <16 x float> %t1, <16 x float> splat (float 0xBF9B6F4DE0000000))
  %t5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t4, <16 x float> %t1, <16 x float> splat (float 0x3FBCE21380000000))
  %t6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5, <16 x float> %t1, <16 x float> splat (float 0xBFD81270C0000000))
  %t7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t6, <16 x float> %t1, <16 x float> splat (float 0xBE7250DB40000000))
  %t8 = fmul <16 x float> %t2, %t7
  %t9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t2, <16 x float> splat (float 0x3FF20DD760000000), <16 x float> %t8)
  %t10 = fmul <16 x float> %t9, splat (float 0x3DF0000000000000)
  %t13 = fcmp uge <16 x float> %t0, splat (float 0x3FEC000000000000)
  %t14 = call i1 @llvm.vector.reduce.or.v16i1(<16 x i1> %t13)
  br i1 %t14, label %erfc11, label %erf_done12
erfc11:
  %t15 = fcmp olt <16 x float> %t0, splat (float 0x4010000000000000)
  %t16 = select <16 x i1> %t15, <16 x float> %t0, <16 x float> splat (float 0x4010000000000000)
  %t17 = fcmp ogt <16 x float> %t16, splat (float 0x3FEC000000000000)
  %t18 = select <16 x i1> %t17, <16 x float> %t16, <16 x float> splat (float 0x3FEC000000000000)
  %t19 = fmul <16 x float> %t18, %t18
  %t20 = fneg <16 x float> %t19
  %t21 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t18, <16 x float> %t18, <16 x float> %t20)
  %t22 = fdiv <16 x float> splat (float 0x3FF0000000000000), %t18
  %t23 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> splat (float 0xBF8A987000000000), <16 x float> %t22, <16 x float> splat (float 0x3FB7C3D7A0000000))
  %t24 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t23, <16 x float> %t22, <16 x float> splat (float 0xBFD261CEA0000000))
  %t25 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t24, <16 x float> %t22, <16 x float> splat (float 0x3FDF3C0A00000000))
  %t26 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t25, <16 x float> %t22, <16 x float> splat (float 0xBFDC0E5F20000000))
  %t27 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t26, <16 x float> %t22, <16 x float> splat (float 0x3F94F7AEC0000000))
  %t28 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t27, <16 x float> %t22, <16 x float> splat (float 0x3FE21675C0000000))
  %t29 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t28, <16 x float> %t22, <16 x float> splat (float 0xBF3BB63EC0000000))
  %t30 = fneg <16 x float> %t19
  %t31 = fcmp olt <16 x float> %t30, splat (float 0xC05A000000000000)
  %t32 = select <16 x i1> %t31, <16 x float> splat (float 0x0000000000000000), <16 x float> %t30
  %t33 = fcmp ogt <16 x float> %t32, splat (float 0x4056400000000000)
  %t34 = select <16 x i1> %t33, <16 x float> splat (float 0x4056400000000000), <16 x float> %t32
  %t35 = fmul <16 x float> %t34, splat (float 0x3FF7154760000000)
  %t36 = call <16 x float> @llvm.roundeven.v16f32(<16 x float> %t35)
  %t37 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t36, <16 x float> splat (float 0xBFE62E4000000000), <16 x float> %t34)
  %t38 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t36, <16 x float> splat (float 0xBEB7F7D1C0000000), <16 x float> %t37)
  %t39 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> splat (float 0x3F56B6BC20000000), <16 x float> %t38, <16 x float> splat (float 0x3F8122F1C0000000))
  %t40 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t39, <16 x float> %t38, <16 x float> splat (float 0x3FA55568A0000000))
  %t41 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t40, <16 x float> %t38, <16 x float> splat (float 0x3FC5554A40000000))
  %t42 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t41, <16 x float> %t38, <16 x float> splat (float 0x3FE0000000000000))
  %t43 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t42, <16 x float> %t38, <16 x float> splat (float 0x3FF0000000000000))
  %t44 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t43, <16 x float> %t38, <16 x float> splat (float 0x3FF0000000000000))
  %t45 = call <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float> %t44, <16 x float> %t36, <16 x float> zeroinitializer, i16 -1, i32 4)
  %t46 = select <16 x i1> %t31, <16 x float> splat (float 0x0000000000000000), <16 x float> %t45
  %t47 = fneg <16 x float> %t21
  %t48 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t47, <16 x float> %t29, <16 x float> %t29)
  %t49 = fmul <16 x float> %t46, %t48
  %t50 = fcmp olt <16 x float> %t0, splat (float 0x3FEC000000000000)
  %t51 = fsub <16 x float> splat (float 0x3FF0000000000000), %t49
  %t52 = select <16 x i1> %t50, <16 x float> %t10, <16 x float> %t51
  br label %erf_done12
erf_done12:
  %t53 = phi <16 x float> [%t10, %entry], [%t52, %erfc11]
  %t54 = call <16 x float> @llvm.copysign.v16f32(<16 x float> %t53, <16 x float> %x)
  %t55 = fcmp uno <16 x float> %x, %x
  %t56 = select <16 x i1> %t55, <16 x float> %x, <16 x float> %t54
  ret <16 x float> %t56
}

define void @"jr.op.gelu"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %v26 = icmp sge i64 %size.B0, 2097152
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
  %v20 = fmul contract <16 x float> splat (float 0x3FE0000000000000), %ld19
  %v21 = fmul contract <16 x float> %ld19, splat (float 0x3FE6A09E60000000)
  %v22 = call <16 x float> @jr.erf.v16f32(<16 x float> %v21)
  %v23 = fadd contract <16 x float> splat (float 0x3FF0000000000000), %v22
  %v24 = fmul contract <16 x float> %v20, %v23
  %p25 = getelementptr float, ptr %buf.y, i64 %i4
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v24, ptr align 4 %p25, <16 x i1> %mask17)
  store i64 %v16, ptr %_b0.addr.1
  br label %aligned15
aligned15:
  %v27 = and i1 %v11, %v26
  br i1 %v27, label %stream28, label %cached29
stream28:
  %v31 = sub i64 %v3, 16
  br label %cond32
cond32:
  %i35 = load i64, ptr %_b0.addr.1
  %v36 = icmp sle i64 %i35, %v31
  br i1 %v36, label %body33, label %exit34
body33:
  %p37 = getelementptr float, ptr %buf.x, i64 %i35
  %ld38 = load <16 x float>, ptr %p37, align 4
  %v39 = fmul contract <16 x float> splat (float 0x3FE0000000000000), %ld38
  %v40 = fmul contract <16 x float> %ld38, splat (float 0x3FE6A09E60000000)
  %v41 = call <16 x float> @jr.erf.v16f32(<16 x float> %v40)
  %v42 = fadd contract <16 x float> splat (float 0x3FF0000000000000), %v41
  %v43 = fmul contract <16 x float> %v39, %v42
  %p44 = getelementptr float, ptr %buf.y, i64 %i35
  store <16 x float> %v43, ptr %p44, align 64, !nontemporal !{i32 1}
  %v45 = add nsw i64 %i35, 16
  store i64 %v45, ptr %_b0.addr.1
  br label %cond32
exit34:
  br label %join30
cached29:
  %v46 = sub i64 %v3, 16
  br label %cond47
cond47:
  %i50 = load i64, ptr %_b0.addr.1
  %v51 = icmp sle i64 %i50, %v46
  br i1 %v51, label %body48, label %exit49
body48:
  %p52 = getelementptr float, ptr %buf.x, i64 %i50
  %ld53 = load <16 x float>, ptr %p52, align 4
  %v54 = fmul contract <16 x float> splat (float 0x3FE0000000000000), %ld53
  %v55 = fmul contract <16 x float> %ld53, splat (float 0x3FE6A09E60000000)
  %v56 = call <16 x float> @jr.erf.v16f32(<16 x float> %v55)
  %v57 = fadd contract <16 x float> splat (float 0x3FF0000000000000), %v56
  %v58 = fmul contract <16 x float> %v54, %v57
  %p59 = getelementptr float, ptr %buf.y, i64 %i50
  store <16 x float> %v58, ptr %p59, align 4
  %v60 = add nsw i64 %i50, 16
  store i64 %v60, ptr %_b0.addr.1
  br label %cond47
exit49:
  br label %join30
join30:
  %i61 = load i64, ptr %_b0.addr.1
  %v62 = icmp slt i64 %i61, %v3
  br i1 %v62, label %tail63, label %done64
tail63:
  %mask65 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i61, i64 %v3)
  %p66 = getelementptr float, ptr %buf.x, i64 %i61
  %ld67 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p66, <16 x i1> %mask65, <16 x float> zeroinitializer)
  %v68 = fmul contract <16 x float> splat (float 0x3FE0000000000000), %ld67
  %v69 = fmul contract <16 x float> %ld67, splat (float 0x3FE6A09E60000000)
  %v70 = call <16 x float> @jr.erf.v16f32(<16 x float> %v69)
  %v71 = fadd contract <16 x float> splat (float 0x3FF0000000000000), %v70
  %v72 = fmul contract <16 x float> %v68, %v71
  %p73 = getelementptr float, ptr %buf.y, i64 %i61
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v72, ptr align 4 %p73, <16 x i1> %mask65)
  br label %done64
done64:
  call void @llvm.x86.sse.sfence()
  ret void
}
