@jr.zero = internal constant float 0.0, align 4

declare <16 x float> @llvm.fabs.v16f32(<16 x float>)
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.roundeven.v16f32(<16 x float>)
declare <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float>, <16 x float>, <16 x float>, i16, i32)
declare <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64, i64)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)
declare void @llvm.x86.sse.sfence()

define internal <16 x float> @"jr.mul_sigmoid.v16f32"(<16 x float> %x, <16 x float> %y) alwaysinline nounwind {
entry:
  %t0 = call <16 x float> @llvm.fabs.v16f32(<16 x float> %y)
  %t1 = fneg <16 x float> %t0
  %t2 = fcmp olt <16 x float> %t1, splat (float 0xC05A000000000000)
  %t3 = select <16 x i1> %t2, <16 x float> splat (float 0x0000000000000000), <16 x float> %t1
  %t4 = fmul <16 x float> %t3, splat (float 0x3FF7154760000000)
  %t5 = call <16 x float> @llvm.roundeven.v16f32(<16 x float> %t4)
  %t6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5, <16 x float> splat (float 0xBFE62E4000000000), <16 x float> %t3)
  %t7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t5, <16 x float> splat (float 0xBEB7F7D1C0000000), <16 x float> %t6)
  %t8 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> splat (float 0x3F81063E20000000), <16 x float> %t7, <16 x float> splat (float 0x3FA572A120000000))
  %t9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t8, <16 x float> %t7, <16 x float> splat (float 0x3FC5557AC0000000))
  %t10 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t9, <16 x float> %t7, <16 x float> splat (float 0x3FDFFFDFC0000000))
  %t11 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t10, <16 x float> %t7, <16 x float> splat (float 0x3FF0000000000000))
  %t12 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t11, <16 x float> %t7, <16 x float> splat (float 0x3FF0000000000000))
  %t13 = call <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float> %t12, <16 x float> %t5, <16 x float> zeroinitializer, i16 -1, i32 4)
  %t14 = select <16 x i1> %t2, <16 x float> splat (float 0x0000000000000000), <16 x float> %t13
  %t15 = fadd <16 x float> %t14, splat (float 0x3FF0000000000000)
  %t16 = fcmp olt <16 x float> %y, splat (float 0x0000000000000000)
  %t17 = fmul <16 x float> %x, %t14
  %t18 = select <16 x i1> %t16, <16 x float> %t17, <16 x float> %x
  %t19 = fdiv <16 x float> %t18, %t15
  ret <16 x float> %t19
}

define void @"jr.op.gelu_tanh"(ptr noalias %buf.x, ptr noalias %buf.y, ptr noalias %scratch, i64 %size.B0, i64 %range.lo, i64 %range.hi) nounwind {
entry:
  %_b0.addr.1 = alloca i64, align 64
  %v27 = icmp sge i64 %size.B0, 2097152
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
  %v20 = fmul contract <16 x float> %ld19, %ld19
  %v21 = fmul contract <16 x float> %ld19, %v20
  %v22 = fmul contract <16 x float> splat (float 0x3FA6E4E260000000), %v21
  %v23 = fadd contract <16 x float> %ld19, %v22
  %v24 = fmul contract <16 x float> splat (float 0x3FF9884540000000), %v23
  %v25 = call <16 x float> @jr.mul_sigmoid.v16f32(<16 x float> %ld19, <16 x float> %v24)
  %p26 = getelementptr float, ptr %buf.y, i64 %i4
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v25, ptr align 4 %p26, <16 x i1> %mask17)
  store i64 %v16, ptr %_b0.addr.1
  br label %aligned15
aligned15:
  %v28 = and i1 %v11, %v27
  br i1 %v28, label %stream29, label %cached30
stream29:
  %v32 = sub i64 %v3, 16
  br label %cond33
cond33:
  %i36 = load i64, ptr %_b0.addr.1
  %v37 = icmp sle i64 %i36, %v32
  br i1 %v37, label %body34, label %exit35
body34:
  %p38 = getelementptr float, ptr %buf.x, i64 %i36
  %ld39 = load <16 x float>, ptr %p38, align 4
  %v40 = fmul contract <16 x float> %ld39, %ld39
  %v41 = fmul contract <16 x float> %ld39, %v40
  %v42 = fmul contract <16 x float> splat (float 0x3FA6E4E260000000), %v41
  %v43 = fadd contract <16 x float> %ld39, %v42
  %v44 = fmul contract <16 x float> splat (float 0x3FF9884540000000), %v43
  %v45 = call <16 x float> @jr.mul_sigmoid.v16f32(<16 x float> %ld39, <16 x float> %v44)
  %p46 = getelementptr float, ptr %buf.y, i64 %i36
  store <16 x float> %v45, ptr %p46, align 64, !nontemporal !{i32 1}
  %v47 = add nsw i64 %i36, 16
  store i64 %v47, ptr %_b0.addr.1
  br label %cond33
exit35:
  br label %join31
cached30:
  %v48 = sub i64 %v3, 16
  br label %cond49
cond49:
  %i52 = load i64, ptr %_b0.addr.1
  %v53 = icmp sle i64 %i52, %v48
  br i1 %v53, label %body50, label %exit51
body50:
  %p54 = getelementptr float, ptr %buf.x, i64 %i52
  %ld55 = load <16 x float>, ptr %p54, align 4
  %v56 = fmul contract <16 x float> %ld55, %ld55
  %v57 = fmul contract <16 x float> %ld55, %v56
  %v58 = fmul contract <16 x float> splat (float 0x3FA6E4E260000000), %v57
  %v59 = fadd contract <16 x float> %ld55, %v58
  %v60 = fmul contract <16 x float> splat (float 0x3FF9884540000000), %v59
  %v61 = call <16 x float> @jr.mul_sigmoid.v16f32(<16 x float> %ld55, <16 x float> %v60)
  %p62 = getelementptr float, ptr %buf.y, i64 %i52
  store <16 x float> %v61, ptr %p62, align 4
  %v63 = add nsw i64 %i52, 16
  store i64 %v63, ptr %_b0.addr.1
  br label %cond49
exit51:
  br label %join31
join31:
  %i64 = load i64, ptr %_b0.addr.1
  %v65 = icmp slt i64 %i64, %v3
  br i1 %v65, label %tail66, label %done67
tail66:
  %mask68 = call <16 x i1> @llvm.get.active.lane.mask.v16i1.i64(i64 %i64, i64 %v3)
  %p69 = getelementptr float, ptr %buf.x, i64 %i64
  %ld70 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %p69, <16 x i1> %mask68, <16 x float> zeroinitializer)
  %v71 = fmul contract <16 x float> %ld70, %ld70
  %v72 = fmul contract <16 x float> %ld70, %v71
  %v73 = fmul contract <16 x float> splat (float 0x3FA6E4E260000000), %v72
  %v74 = fadd contract <16 x float> %ld70, %v73
  %v75 = fmul contract <16 x float> splat (float 0x3FF9884540000000), %v74
  %v76 = call <16 x float> @jr.mul_sigmoid.v16f32(<16 x float> %ld70, <16 x float> %v75)
  %p77 = getelementptr float, ptr %buf.y, i64 %i64
  call void @llvm.masked.store.v16f32.p0(<16 x float> %v76, ptr align 4 %p77, <16 x i1> %mask68)
  br label %done67
done67:
  call void @llvm.x86.sse.sfence()
  ret void
}
