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

define void @"jr.op.selu"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %v34 = icmp sge i64 %size.B0, 2097152
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
  %v30 = fmul contract <16 x float> splat (float 0x3FFAC5AFA0000000), %v28
  %v31 = select <16 x i1> %v29, <16 x float> %ld19, <16 x float> %v30
  %v32 = fmul contract <16 x float> splat (float 0x3FF0CFABE0000000), %v31
  %p33 = getelementptr float, ptr %buf.y, i64 %i4
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v32, ptr align 4 %p33, <16 x i1> %mask17)
  store i64 %v16, ptr %_b0.addr.1
  br label %aligned15
aligned15:
  %v35 = and i1 %v11, %v34
  br i1 %v35, label %stream36, label %cached37
stream36:
  %v39 = sub i64 %v3, 16
  br label %cond40
cond40:
  %i43 = load i64, ptr %_b0.addr.1
  %v44 = icmp sle i64 %i43, %v39
  br i1 %v44, label %body41, label %exit42
body41:
  %p45 = getelementptr float, ptr %buf.x, i64 %i43
  %ld46 = load <16 x float>, ptr %p45, align 4
  %v47 = call <16 x float> @jr.exp.v16f32(<16 x float> %ld46)
  %v48 = fcmp oeq <16 x float> %v47, splat (float 0x3FF0000000000000)
  %v49 = fcmp olt <16 x float> %ld46, splat (float 0xC034000000000000)
  %v50 = fsub contract <16 x float> %v47, splat (float 0x3FF0000000000000)
  %v51 = fmul contract <16 x float> %v50, %ld46
  %v52 = call <16 x float> @jr.log.v16f32(<16 x float> %v47)
  %v53 = fdiv contract <16 x float> %v51, %v52
  %v54 = select <16 x i1> %v49, <16 x float> splat (float 0xBFF0000000000000), <16 x float> %v53
  %v55 = select <16 x i1> %v48, <16 x float> %ld46, <16 x float> %v54
  %v56 = fcmp ogt <16 x float> %ld46, splat (float 0x0000000000000000)
  %v57 = fmul contract <16 x float> splat (float 0x3FFAC5AFA0000000), %v55
  %v58 = select <16 x i1> %v56, <16 x float> %ld46, <16 x float> %v57
  %v59 = fmul contract <16 x float> splat (float 0x3FF0CFABE0000000), %v58
  %p60 = getelementptr float, ptr %buf.y, i64 %i43
  store <16 x float> %v59, ptr %p60, align 64, !nontemporal !{i32 1}
  %v61 = add nsw i64 %i43, 16
  store i64 %v61, ptr %_b0.addr.1
  br label %cond40
exit42:
  br label %join38
cached37:
  %v62 = sub i64 %v3, 16
  br label %cond63
cond63:
  %i66 = load i64, ptr %_b0.addr.1
  %v67 = icmp sle i64 %i66, %v62
  br i1 %v67, label %body64, label %exit65
body64:
  %p68 = getelementptr float, ptr %buf.x, i64 %i66
  %ld69 = load <16 x float>, ptr %p68, align 4
  %v70 = call <16 x float> @jr.exp.v16f32(<16 x float> %ld69)
  %v71 = fcmp oeq <16 x float> %v70, splat (float 0x3FF0000000000000)
  %v72 = fcmp olt <16 x float> %ld69, splat (float 0xC034000000000000)
  %v73 = fsub contract <16 x float> %v70, splat (float 0x3FF0000000000000)
  %v74 = fmul contract <16 x float> %v73, %ld69
  %v75 = call <16 x float> @jr.log.v16f32(<16 x float> %v70)
  %v76 = fdiv contract <16 x float> %v74, %v75
  %v77 = select <16 x i1> %v72, <16 x float> splat (float 0xBFF0000000000000), <16 x float> %v76
  %v78 = select <16 x i1> %v71, <16 x float> %ld69, <16 x float> %v77
  %v79 = fcmp ogt <16 x float> %ld69, splat (float 0x0000000000000000)
  %v80 = fmul contract <16 x float> splat (float 0x3FFAC5AFA0000000), %v78
  %v81 = select <16 x i1> %v79, <16 x float> %ld69, <16 x float> %v80
  %v82 = fmul contract <16 x float> splat (float 0x3FF0CFABE0000000), %v81
  %p83 = getelementptr float, ptr %buf.y, i64 %i66
  store <16 x float> %v82, ptr %p83, align 4
  %v84 = add nsw i64 %i66, 16
  store i64 %v84, ptr %_b0.addr.1
  br label %cond63
exit65:
  br label %join38
join38:
  %i85 = load i64, ptr %_b0.addr.1
  %v86 = icmp slt i64 %i85, %v3
  br i1 %v86, label %tail87, label %done88
tail87:
  %mask89 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i85, i64 %v3)
  %p90 = getelementptr float, ptr %buf.x, i64 %i85
  %ld91 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p90, <16 x i1> %mask89, <16 x float> zeroinitializer)
  %v92 = call <16 x float> @jr.exp.v16f32(<16 x float> %ld91)
  %v93 = fcmp oeq <16 x float> %v92, splat (float 0x3FF0000000000000)
  %v94 = fcmp olt <16 x float> %ld91, splat (float 0xC034000000000000)
  %v95 = fsub contract <16 x float> %v92, splat (float 0x3FF0000000000000)
  %v96 = fmul contract <16 x float> %v95, %ld91
  %v97 = call <16 x float> @jr.log.v16f32(<16 x float> %v92)
  %v98 = fdiv contract <16 x float> %v96, %v97
  %v99 = select <16 x i1> %v94, <16 x float> splat (float 0xBFF0000000000000), <16 x float> %v98
  %v100 = select <16 x i1> %v93, <16 x float> %ld91, <16 x float> %v99
  %v101 = fcmp ogt <16 x float> %ld91, splat (float 0x0000000000000000)
  %v102 = fmul contract <16 x float> splat (float 0x3FFAC5AFA0000000), %v100
  %v103 = select <16 x i1> %v101, <16 x float> %ld91, <16 x float> %v102
  %v104 = fmul contract <16 x float> splat (float 0x3FF0CFABE0000000), %v103
  %p105 = getelementptr float, ptr %buf.y, i64 %i85
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v104, ptr align 4 %p105, <16 x i1> %mask89)
  br label %done88
done88:
  call void @llvm.x86.sse.sfence()
  ret void
}
