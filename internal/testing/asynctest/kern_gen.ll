; kern module github.com/kernlab/kern/internal/testing/asynctest (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eStage32.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eNarrow.shared.0 = internal unnamed_addr addrspace(3) global [1792 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eNarrow.shared.1 = internal unnamed_addr addrspace(3) global [1792 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eWide.shared.0 = internal unnamed_addr addrspace(3) global [1536 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eWide.shared.1 = internal unnamed_addr addrspace(3) global [1536 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eWide.shared.2 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2ePipeline.shared.0 = internal unnamed_addr addrspace(3) global [3072 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eDouble.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eAtShared.shared.0 = internal unnamed_addr addrspace(3) global [32 x i8] undef, align 16

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eStage32(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #0 !dbg !4 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !7
  %t2 = sext i32 %.7 to i64, !dbg !7
  %.8 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !8
  %t4 = sext i32 %.8 to i64, !dbg !8
  %t5 = shl nsw i64 %t4, 8, !dbg !9
  %t8 = shl nsw i64 %t2, 2, !dbg !10
  %t9 = add nsw i64 %t5, %t8, !dbg !11
  %0 = trunc i64 %t8 to i32, !dbg !12
  %t10 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eStage32.shared.0, i32 %0, !dbg !12
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t9, !dbg !12
  %.9 = load <4 x i32>, ptr addrspace(1) %t13, align 16, !dbg !12, !amdgpu.noclobber !6
  store <4 x i32> %.9, ptr addrspace(3) %t10, align 16, !dbg !12
  fence syncscope("workgroup") release, !dbg !13
  tail call void @llvm.amdgcn.s.barrier(), !dbg !13
  fence syncscope("workgroup") acquire, !dbg !13
  %t15 = add nsw i64 %t8, 4, !dbg !14
  %isneg = icmp slt i32 %.7, -1, !dbg !15
  %t21 = select i1 %isneg, i64 255, i64 0, !dbg !15
  %t22 = add nsw i64 %t21, %t15, !dbg !15
  %t23 = and i64 %t22, 4294967040, !dbg !15
  %t24 = sub nsw i64 %t15, %t23, !dbg !15
  %1 = trunc i64 %t24 to i32, !dbg !16
  %t25 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eStage32.shared.0, i32 %1, !dbg !16
  %t27 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t9, !dbg !17
  %t19.1 = add nsw i64 %t8, 5, !dbg !18
  %isneg.1 = icmp slt i32 %.7, -1, !dbg !15
  %t21.1 = select i1 %isneg.1, i64 255, i64 0, !dbg !15
  %t22.1 = add nsw i64 %t21.1, %t19.1, !dbg !15
  %t23.1 = and i64 %t22.1, 4294967040, !dbg !15
  %t24.1 = sub nsw i64 %t19.1, %t23.1, !dbg !15
  %2 = trunc i64 %t24.1 to i32, !dbg !16
  %t25.1 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eStage32.shared.0, i32 %2, !dbg !16
  %.11 = load float, ptr addrspace(3) %t25, align 16, !dbg !16
  %.11.1 = load float, ptr addrspace(3) %t25.1, align 4, !dbg !16
  %3 = insertelement <2 x float> poison, float %.11, i64 0, !dbg !17
  %4 = insertelement <2 x float> %3, float %.11.1, i64 1, !dbg !17
  store <2 x float> %4, ptr addrspace(1) %t27, align 4, !dbg !17
  %t18.2 = or i64 %t9, 2, !dbg !19
  %t19.2 = add nsw i64 %t8, 6, !dbg !18
  %isneg.2 = icmp slt i32 %.7, -1, !dbg !15
  %t21.2 = select i1 %isneg.2, i64 255, i64 0, !dbg !15
  %t22.2 = add nsw i64 %t21.2, %t19.2, !dbg !15
  %t23.2 = and i64 %t22.2, 4294967040, !dbg !15
  %t24.2 = sub nsw i64 %t19.2, %t23.2, !dbg !15
  %5 = trunc i64 %t24.2 to i32, !dbg !16
  %t25.2 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eStage32.shared.0, i32 %5, !dbg !16
  %t27.2 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t18.2, !dbg !17
  %t19.3 = add nsw i64 %t8, 7, !dbg !18
  %isneg.3 = icmp slt i32 %.7, -1, !dbg !15
  %t21.3 = select i1 %isneg.3, i64 255, i64 0, !dbg !15
  %t22.3 = add nsw i64 %t21.3, %t19.3, !dbg !15
  %t23.3 = and i64 %t22.3, 4294967040, !dbg !15
  %t24.3 = sub nsw i64 %t19.3, %t23.3, !dbg !15
  %6 = trunc i64 %t24.3 to i32, !dbg !16
  %t25.3 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eStage32.shared.0, i32 %6, !dbg !16
  %.11.2 = load float, ptr addrspace(3) %t25.2, align 8, !dbg !16
  %.11.3 = load float, ptr addrspace(3) %t25.3, align 4, !dbg !16
  %7 = insertelement <2 x float> poison, float %.11.2, i64 0, !dbg !17
  %8 = insertelement <2 x float> %7, float %.11.3, i64 1, !dbg !17
  store <2 x float> %8, ptr addrspace(1) %t27.2, align 4, !dbg !17
  ret void, !dbg !17
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eNarrow(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11) local_unnamed_addr #0 !dbg !20 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !21
  %t3 = sext i32 %.13 to i64, !dbg !21
  %.14 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !22
  %t5 = sext i32 %.14 to i64, !dbg !22
  %t8 = shl nsw i64 %t3, 1, !dbg !23
  %t9 = mul nsw i64 %t5, 896, !dbg !24
  %t10 = add nsw i64 %t9, %t8, !dbg !25
  %0 = trunc i64 %t8 to i32, !dbg !26
  %t11 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eNarrow.shared.0, i32 %0, !dbg !26
  %t14 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t10, !dbg !26
  %.15 = load <1 x i32>, ptr addrspace(1) %t14, align 4, !dbg !26, !amdgpu.noclobber !6
  store <1 x i32> %.15, ptr addrspace(3) %t11, align 4, !dbg !26
  %t16 = shl nsw i64 %t3, 2, !dbg !27
  %t18 = add nsw i64 %t9, 128, !dbg !28
  %t19 = add nsw i64 %t18, %t16, !dbg !29
  %1 = trunc i64 %t16 to i32, !dbg !30
  %2 = add i32 %1, 128, !dbg !30
  %t20 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eNarrow.shared.0, i32 %2, !dbg !30
  %t22 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t19, !dbg !30
  %.16 = load <2 x i32>, ptr addrspace(1) %t22, align 8, !dbg !30, !amdgpu.noclobber !6
  store <2 x i32> %.16, ptr addrspace(3) %t20, align 8, !dbg !30
  %t24 = shl nsw i64 %t3, 3, !dbg !31
  %t26 = add nsw i64 %t9, 384, !dbg !32
  %t27 = add nsw i64 %t26, %t24, !dbg !33
  %3 = trunc i64 %t24 to i32, !dbg !34
  %4 = add i32 %3, 384, !dbg !34
  %t28 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eNarrow.shared.0, i32 %4, !dbg !34
  %t30 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t27, !dbg !34
  %.17 = load <4 x i32>, ptr addrspace(1) %t30, align 16, !dbg !34, !amdgpu.noclobber !6
  store <4 x i32> %.17, ptr addrspace(3) %t28, align 16, !dbg !34
  %t34 = mul nsw i64 %t5, 1792, !dbg !35
  %t35 = add nsw i64 %t34, %t16, !dbg !36
  %t36 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eNarrow.shared.1, i32 %1, !dbg !37
  %t39 = getelementptr inbounds i8, ptr addrspace(1) %a6, i64 %t35, !dbg !37
  %.18 = load <1 x i32>, ptr addrspace(1) %t39, align 4, !dbg !37, !amdgpu.noclobber !6
  store <1 x i32> %.18, ptr addrspace(3) %t36, align 4, !dbg !37
  %t42 = add nsw i64 %t34, 256, !dbg !38
  %t43 = add nsw i64 %t42, %t24, !dbg !39
  %5 = add i32 %3, 256, !dbg !40
  %t44 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eNarrow.shared.1, i32 %5, !dbg !40
  %t46 = getelementptr inbounds i8, ptr addrspace(1) %a6, i64 %t43, !dbg !40
  %.19 = load <2 x i32>, ptr addrspace(1) %t46, align 8, !dbg !40, !amdgpu.noclobber !6
  store <2 x i32> %.19, ptr addrspace(3) %t44, align 8, !dbg !40
  %t48 = shl nsw i64 %t3, 4, !dbg !41
  %t50 = add nsw i64 %t34, 768, !dbg !42
  %t51 = add nsw i64 %t50, %t48, !dbg !43
  %6 = trunc i64 %t48 to i32, !dbg !44
  %7 = add i32 %6, 768, !dbg !44
  %t52 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eNarrow.shared.1, i32 %7, !dbg !44
  %t54 = getelementptr inbounds i8, ptr addrspace(1) %a6, i64 %t51, !dbg !44
  %.20 = load <4 x i32>, ptr addrspace(1) %t54, align 16, !dbg !44, !amdgpu.noclobber !6
  store <4 x i32> %.20, ptr addrspace(3) %t52, align 16, !dbg !44
  fence syncscope("workgroup") release, !dbg !45
  tail call void @llvm.amdgcn.s.barrier(), !dbg !45
  fence syncscope("workgroup") acquire, !dbg !45
  %t581 = icmp slt i32 %.13, 896, !dbg !46
  br i1 %t581, label %b2.preheader, label %b4.preheader, !dbg !46

b2.preheader:                                     ; preds = %entry
  %smax = tail call i64 @llvm.smax.i64(i64 %t3, i64 832), !dbg !46
  %8 = add nuw i64 %smax, 63, !dbg !46
  %9 = sub i64 %8, %t3, !dbg !46
  %10 = lshr i64 %9, 6, !dbg !46
  %11 = add nuw nsw i64 %10, 1, !dbg !46
  %min.iters.check = icmp ult i64 %9, 192, !dbg !46
  br i1 %min.iters.check, label %b2.preheader26, label %vector.ph, !dbg !46

vector.ph:                                        ; preds = %b2.preheader
  %n.vec = and i64 %11, 576460752303423484, !dbg !46
  %12 = shl i64 %n.vec, 6, !dbg !46
  %ind.end = add i64 %12, %t3, !dbg !46
  %.splatinsert = insertelement <4 x i64> poison, i64 %t3, i64 0, !dbg !46
  %.splat = shufflevector <4 x i64> %.splatinsert, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !46
  %induction = add <4 x i64> %.splat, <i64 0, i64 64, i64 128, i64 192>, !dbg !46
  %broadcast.splatinsert = insertelement <4 x i64> poison, i64 %t9, i64 0, !dbg !46
  %broadcast.splat = shufflevector <4 x i64> %broadcast.splatinsert, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !46
  br label %vector.body, !dbg !46

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <4 x i64> [ %induction, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %13 = add <4 x i64> %vec.ind, %broadcast.splat, !dbg !47
  %14 = trunc <4 x i64> %vec.ind to <4 x i32>, !dbg !48
  %15 = sub <4 x i32> <i32 895, i32 895, i32 895, i32 895>, %14, !dbg !48
  %16 = extractelement <4 x i32> %15, i64 0, !dbg !48
  %17 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eNarrow.shared.0, i32 %16, !dbg !48
  %18 = extractelement <4 x i32> %15, i64 1, !dbg !48
  %19 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eNarrow.shared.0, i32 %18, !dbg !48
  %20 = extractelement <4 x i32> %15, i64 2, !dbg !48
  %21 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eNarrow.shared.0, i32 %20, !dbg !48
  %22 = extractelement <4 x i32> %15, i64 3, !dbg !48
  %23 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eNarrow.shared.0, i32 %22, !dbg !48
  %24 = load i16, ptr addrspace(3) %17, align 2, !dbg !48
  %25 = load i16, ptr addrspace(3) %19, align 2, !dbg !48
  %26 = load i16, ptr addrspace(3) %21, align 2, !dbg !48
  %27 = load i16, ptr addrspace(3) %23, align 2, !dbg !48
  %28 = extractelement <4 x i64> %13, i64 0, !dbg !49
  %29 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %28, !dbg !49
  %30 = extractelement <4 x i64> %13, i64 1, !dbg !49
  %31 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %30, !dbg !49
  %32 = extractelement <4 x i64> %13, i64 2, !dbg !49
  %33 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %32, !dbg !49
  %34 = extractelement <4 x i64> %13, i64 3, !dbg !49
  %35 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %34, !dbg !49
  store i16 %24, ptr addrspace(1) %29, align 2, !dbg !49
  store i16 %25, ptr addrspace(1) %31, align 2, !dbg !49
  store i16 %26, ptr addrspace(1) %33, align 2, !dbg !49
  store i16 %27, ptr addrspace(1) %35, align 2, !dbg !49
  %index.next = add nuw i64 %index, 4
  %vec.ind.next = add <4 x i64> %vec.ind, <i64 256, i64 256, i64 256, i64 256>
  %36 = icmp eq i64 %index.next, %n.vec
  br i1 %36, label %middle.block, label %vector.body, !llvm.loop !50

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %11, %n.vec, !dbg !46
  br i1 %cmp.n, label %b4.preheader, label %b2.preheader26, !dbg !46

b2.preheader26:                                   ; preds = %b2.preheader, %middle.block
  %t572.ph = phi i64 [ %t3, %b2.preheader ], [ %ind.end, %middle.block ]
  br label %b2, !dbg !46

b4.preheader:                                     ; preds = %b2, %middle.block, %entry
  %t673 = icmp slt i32 %.13, 1792, !dbg !52
  br i1 %t673, label %b5.preheader, label %b6, !dbg !52

b5.preheader:                                     ; preds = %b4.preheader
  %smax5 = tail call i64 @llvm.smax.i64(i64 %t3, i64 1728), !dbg !52
  %37 = add nuw i64 %smax5, 63, !dbg !52
  %38 = sub i64 %37, %t3, !dbg !52
  %39 = lshr i64 %38, 6, !dbg !52
  %40 = add nuw nsw i64 %39, 1, !dbg !52
  %min.iters.check8 = icmp ult i64 %38, 192, !dbg !52
  br i1 %min.iters.check8, label %b5.preheader25, label %vector.ph9, !dbg !52

vector.ph9:                                       ; preds = %b5.preheader
  %n.vec11 = and i64 %40, 576460752303423484, !dbg !52
  %41 = shl i64 %n.vec11, 6, !dbg !52
  %ind.end12 = add i64 %41, %t3, !dbg !52
  %.splatinsert17 = insertelement <4 x i64> poison, i64 %t3, i64 0, !dbg !52
  %.splat18 = shufflevector <4 x i64> %.splatinsert17, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !52
  %induction19 = add <4 x i64> %.splat18, <i64 0, i64 64, i64 128, i64 192>, !dbg !52
  %broadcast.splatinsert22 = insertelement <4 x i64> poison, i64 %t34, i64 0, !dbg !52
  %broadcast.splat23 = shufflevector <4 x i64> %broadcast.splatinsert22, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !52
  br label %vector.body15, !dbg !52

vector.body15:                                    ; preds = %vector.body15, %vector.ph9
  %index16 = phi i64 [ 0, %vector.ph9 ], [ %index.next24, %vector.body15 ]
  %vec.ind20 = phi <4 x i64> [ %induction19, %vector.ph9 ], [ %vec.ind.next21, %vector.body15 ]
  %42 = add <4 x i64> %vec.ind20, %broadcast.splat23, !dbg !53
  %43 = trunc <4 x i64> %vec.ind20 to <4 x i32>, !dbg !54
  %44 = sub <4 x i32> <i32 1791, i32 1791, i32 1791, i32 1791>, %43, !dbg !54
  %45 = extractelement <4 x i32> %44, i64 0, !dbg !54
  %46 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eNarrow.shared.1, i32 %45, !dbg !54
  %47 = extractelement <4 x i32> %44, i64 1, !dbg !54
  %48 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eNarrow.shared.1, i32 %47, !dbg !54
  %49 = extractelement <4 x i32> %44, i64 2, !dbg !54
  %50 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eNarrow.shared.1, i32 %49, !dbg !54
  %51 = extractelement <4 x i32> %44, i64 3, !dbg !54
  %52 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eNarrow.shared.1, i32 %51, !dbg !54
  %53 = load i8, ptr addrspace(3) %46, align 1, !dbg !54
  %54 = load i8, ptr addrspace(3) %48, align 1, !dbg !54
  %55 = load i8, ptr addrspace(3) %50, align 1, !dbg !54
  %56 = load i8, ptr addrspace(3) %52, align 1, !dbg !54
  %57 = extractelement <4 x i64> %42, i64 0, !dbg !55
  %58 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %57, !dbg !55
  %59 = extractelement <4 x i64> %42, i64 1, !dbg !55
  %60 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %59, !dbg !55
  %61 = extractelement <4 x i64> %42, i64 2, !dbg !55
  %62 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %61, !dbg !55
  %63 = extractelement <4 x i64> %42, i64 3, !dbg !55
  %64 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %63, !dbg !55
  store i8 %53, ptr addrspace(1) %58, align 1, !dbg !55
  store i8 %54, ptr addrspace(1) %60, align 1, !dbg !55
  store i8 %55, ptr addrspace(1) %62, align 1, !dbg !55
  store i8 %56, ptr addrspace(1) %64, align 1, !dbg !55
  %index.next24 = add nuw i64 %index16, 4
  %vec.ind.next21 = add <4 x i64> %vec.ind20, <i64 256, i64 256, i64 256, i64 256>
  %65 = icmp eq i64 %index.next24, %n.vec11
  br i1 %65, label %middle.block6, label %vector.body15, !llvm.loop !56

middle.block6:                                    ; preds = %vector.body15
  %cmp.n14 = icmp eq i64 %40, %n.vec11, !dbg !52
  br i1 %cmp.n14, label %b6, label %b5.preheader25, !dbg !52

b5.preheader25:                                   ; preds = %b5.preheader, %middle.block6
  %t664.ph = phi i64 [ %t3, %b5.preheader ], [ %ind.end12, %middle.block6 ]
  br label %b5, !dbg !52

b2:                                               ; preds = %b2.preheader26, %b2
  %t572 = phi i64 [ %t64, %b2 ], [ %t572.ph, %b2.preheader26 ]
  %t59 = add i64 %t572, %t9, !dbg !47
  %66 = trunc i64 %t572 to i32, !dbg !48
  %67 = sub i32 895, %66, !dbg !48
  %t61 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eNarrow.shared.0, i32 %67, !dbg !48
  %.21 = load i16, ptr addrspace(3) %t61, align 2, !dbg !48
  %t63 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t59, !dbg !49
  store i16 %.21, ptr addrspace(1) %t63, align 2, !dbg !49
  %t64 = add nsw i64 %t572, 64, !dbg !57
  %t58 = icmp slt i64 %t572, 832, !dbg !46
  br i1 %t58, label %b2, label %b4.preheader, !dbg !46, !llvm.loop !58

b5:                                               ; preds = %b5.preheader25, %b5
  %t664 = phi i64 [ %t73, %b5 ], [ %t664.ph, %b5.preheader25 ]
  %t68 = add i64 %t664, %t34, !dbg !53
  %68 = trunc i64 %t664 to i32, !dbg !54
  %69 = sub i32 1791, %68, !dbg !54
  %t70 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eNarrow.shared.1, i32 %69, !dbg !54
  %.22 = load i8, ptr addrspace(3) %t70, align 1, !dbg !54
  %t72 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t68, !dbg !55
  store i8 %.22, ptr addrspace(1) %t72, align 1, !dbg !55
  %t73 = add nsw i64 %t664, 64, !dbg !60
  %t67 = icmp slt i64 %t664, 1728, !dbg !52
  br i1 %t67, label %b5, label %b6, !dbg !52, !llvm.loop !61

b6:                                               ; preds = %b5, %middle.block6, %b4.preheader
  ret void, !dbg !60
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eWide(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture readonly %a12, i64 %a13, i64 %a14, ptr addrspace(1) nocapture writeonly %a15, i64 %a16, i64 %a17) local_unnamed_addr #0 !dbg !62 {
entry:
  %.19 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !63
  %t4 = sext i32 %.19 to i64, !dbg !63
  %.20 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !64
  %t6 = sext i32 %.20 to i64, !dbg !64
  %t9 = mul nsw i64 %t6, 192, !dbg !65
  %t10 = add nsw i64 %t9, %t4, !dbg !66
  %t11 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eWide.shared.0, i32 %.19, !dbg !67
  %t14 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t10, !dbg !67
  %.21 = load <2 x i32>, ptr addrspace(1) %t14, align 8, !dbg !67, !amdgpu.noclobber !6
  store <2 x i32> %.21, ptr addrspace(3) %t11, align 8, !dbg !67
  %t16 = shl nsw i64 %t4, 1, !dbg !68
  %t18 = add nsw i64 %t9, 64, !dbg !69
  %t19 = add nsw i64 %t18, %t16, !dbg !70
  %0 = trunc i64 %t16 to i32, !dbg !71
  %1 = add i32 %0, 64, !dbg !71
  %t20 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eWide.shared.0, i32 %1, !dbg !71
  %t22 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t19, !dbg !71
  %.22 = load <4 x i32>, ptr addrspace(1) %t22, align 16, !dbg !71, !amdgpu.noclobber !6
  store <4 x i32> %.22, ptr addrspace(3) %t20, align 16, !dbg !71
  %t26 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eWide.shared.1, i32 %.19, !dbg !72
  %t29 = getelementptr inbounds double, ptr addrspace(1) %a6, i64 %t10, !dbg !72
  %.23 = load <2 x i32>, ptr addrspace(1) %t29, align 8, !dbg !72, !amdgpu.noclobber !6
  store <2 x i32> %.23, ptr addrspace(3) %t26, align 8, !dbg !72
  %t31 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eWide.shared.1, i32 %1, !dbg !73
  %t33 = getelementptr inbounds double, ptr addrspace(1) %a6, i64 %t19, !dbg !73
  %.24 = load <4 x i32>, ptr addrspace(1) %t33, align 16, !dbg !73, !amdgpu.noclobber !6
  store <4 x i32> %.24, ptr addrspace(3) %t31, align 16, !dbg !73
  %t37 = shl nsw i64 %t6, 6, !dbg !74
  %t38 = add nsw i64 %t37, %t4, !dbg !75
  %t39 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eWide.shared.2, i32 %.19, !dbg !76
  %t42 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t38, !dbg !76
  %.25 = load <1 x i32>, ptr addrspace(1) %t42, align 4, !dbg !76, !amdgpu.noclobber !6
  store <1 x i32> %.25, ptr addrspace(3) %t39, align 4, !dbg !76
  fence syncscope("workgroup") release, !dbg !77
  tail call void @llvm.amdgcn.s.barrier(), !dbg !77
  fence syncscope("workgroup") acquire, !dbg !77
  %t471 = icmp slt i32 %.19, 192, !dbg !78
  br i1 %t471, label %b2, label %b3, !dbg !78

b2:                                               ; preds = %entry, %b2
  %t462 = phi i64 [ %t56, %b2 ], [ %t4, %entry ]
  %t48 = add i64 %t462, %t9, !dbg !79
  %2 = trunc i64 %t462 to i32, !dbg !80
  %3 = sub i32 191, %2, !dbg !80
  %t50 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eWide.shared.0, i32 %3, !dbg !80
  %.26 = load i64, ptr addrspace(3) %t50, align 8, !dbg !80
  %t52 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t48, !dbg !81
  store i64 %.26, ptr addrspace(1) %t52, align 8, !dbg !81
  %t53 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eWide.shared.1, i32 %3, !dbg !82
  %.27 = load double, ptr addrspace(3) %t53, align 8, !dbg !82
  %t55 = getelementptr inbounds double, ptr addrspace(1) %a9, i64 %t48, !dbg !83
  store double %.27, ptr addrspace(1) %t55, align 8, !dbg !83
  %t56 = add nsw i64 %t462, 64, !dbg !84
  %t47 = icmp slt i64 %t462, 128, !dbg !78
  br i1 %t47, label %b2, label %b3, !dbg !78

b3:                                               ; preds = %b2, %entry
  %t57 = sub i32 63, %.19, !dbg !85
  %t58 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eWide.shared.2, i32 %t57, !dbg !86
  %.28 = load i32, ptr addrspace(3) %t58, align 4, !dbg !86
  %t61 = getelementptr inbounds i32, ptr addrspace(1) %a15, i64 %t38, !dbg !87
  store i32 %.28, ptr addrspace(1) %t61, align 4, !dbg !87
  ret void, !dbg !87
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2ePipeline(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, i64 %a6) local_unnamed_addr #0 !dbg !88 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !89
  %t3 = sext i32 %.7 to i64, !dbg !89
  %.8 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !90
  %t5 = sext i32 %.8 to i64, !dbg !90
  %t6 = shl nsw i64 %t5, 8, !dbg !91
  %t7 = mul i64 %t6, %a6, !dbg !92
  %t8 = shl nsw i64 %t3, 2, !dbg !93
  %t10 = add i64 %t7, %t8, !dbg !94
  %t11 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t10, !dbg !94
  %0 = trunc i64 %t8 to i32
  %t14 = icmp sgt i64 %a6, 0, !dbg !95
  br i1 %t14, label %b2, label %b3, !dbg !95

b2:                                               ; preds = %entry
  %t18 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2ePipeline.shared.0, i32 %0, !dbg !94
  %.9 = load <4 x i32>, ptr addrspace(1) %t11, align 16, !dbg !94
  store <4 x i32> %.9, ptr addrspace(3) %t18, align 16, !dbg !94
  br label %b3, !dbg !94

b3:                                               ; preds = %b2, %entry
  %t14.1 = icmp sgt i64 %a6, 1, !dbg !95
  br i1 %t14.1, label %b2.1, label %b3.1, !dbg !95

b2.1:                                             ; preds = %b3
  %t23 = getelementptr inbounds float, ptr addrspace(1) %t11, i64 256, !dbg !94
  %t18.1 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds ([3072 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2ePipeline.shared.0, i32 0, i32 1024), i32 %0, !dbg !94
  %.9.1 = load <4 x i32>, ptr addrspace(1) %t23, align 16, !dbg !94
  store <4 x i32> %.9.1, ptr addrspace(3) %t18.1, align 16, !dbg !94
  br label %b3.1, !dbg !94

b3.1:                                             ; preds = %b2.1, %b3
  br i1 %t14, label %b5.preheader, label %b10, !dbg !96

b5.preheader:                                     ; preds = %b3.1
  %t25 = add nsw i64 %t8, 4, !dbg !97
  %t26 = add nsw i64 %t8, 512, !dbg !98
  %t27 = add i64 %t26, %t7, !dbg !98
  %t28 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t27, !dbg !98
  %isneg = icmp slt i32 %.7, -1, !dbg !99
  %t45 = select i1 %isneg, i64 255, i64 0, !dbg !99
  %t46 = add nsw i64 %t45, %t25, !dbg !99
  %t47 = and i64 %t46, 4294967040, !dbg !99
  %t48 = sub nsw i64 %t25, %t47, !dbg !99
  %1 = trunc i64 %t48 to i32, !dbg !100
  %t43.1 = add nsw i64 %t8, 5
  %isneg.1 = icmp slt i32 %.7, -1
  %t45.1 = select i1 %isneg.1, i64 255, i64 0
  %t46.1 = add nsw i64 %t45.1, %t43.1
  %t47.1 = and i64 %t46.1, 4294967040
  %t48.1 = sub nsw i64 %t43.1, %t47.1
  %2 = trunc i64 %t48.1 to i32
  %t43.2 = add nsw i64 %t8, 6
  %isneg.2 = icmp slt i32 %.7, -1
  %t45.2 = select i1 %isneg.2, i64 255, i64 0
  %t46.2 = add nsw i64 %t45.2, %t43.2
  %t47.2 = and i64 %t46.2, 4294967040
  %t48.2 = sub nsw i64 %t43.2, %t47.2
  %3 = trunc i64 %t48.2 to i32
  %t43.3 = add nsw i64 %t8, 7
  %isneg.3 = icmp slt i32 %.7, -1
  %t45.3 = select i1 %isneg.3, i64 255, i64 0
  %t46.3 = add nsw i64 %t45.3, %t43.3
  %t47.3 = and i64 %t46.3, 4294967040
  %t48.3 = sub nsw i64 %t43.3, %t47.3
  %4 = trunc i64 %t48.3 to i32
  br label %b5, !dbg !101

b5:                                               ; preds = %b5.preheader, %b7
  %t29 = phi ptr addrspace(1) [ %t28, %b5.preheader ], [ %t58, %b7 ]
  %t30 = phi i64 [ 0, %b5.preheader ], [ %t56, %b7 ]
  %5 = phi <2 x float> [ zeroinitializer, %b5.preheader ], [ %11, %b7 ], !dbg !102
  %6 = phi <2 x float> [ zeroinitializer, %b5.preheader ], [ %14, %b7 ], !dbg !102
  %t31 = add nuw i64 %t30, 2, !dbg !103
  %t32 = icmp slt i64 %t31, %a6, !dbg !101
  br i1 %t32, label %b6, label %b7, !dbg !101

b6:                                               ; preds = %b5
  %t33 = srem i64 %t31, 3, !dbg !104
  %7 = trunc i64 %t33 to i32, !dbg !105
  %t34 = getelementptr inbounds [1024 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2ePipeline.shared.0, i32 %7, !dbg !105
  %t37 = getelementptr inbounds float, ptr addrspace(3) %t34, i32 %0, !dbg !98
  %.17 = load <4 x i32>, ptr addrspace(1) %t29, align 16, !dbg !98
  store <4 x i32> %.17, ptr addrspace(3) %t37, align 16, !dbg !98
  br label %b7, !dbg !98

b7:                                               ; preds = %b6, %b5
  fence syncscope("workgroup") release, !dbg !106
  tail call void @llvm.amdgcn.s.barrier(), !dbg !106
  fence syncscope("workgroup") acquire, !dbg !106
  %t41.urem = urem i64 %t30, 3
  %8 = trunc i64 %t41.urem to i32
  %t42 = getelementptr inbounds [1024 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2ePipeline.shared.0, i32 %8
  %t49 = getelementptr inbounds float, ptr addrspace(3) %t42, i32 %1, !dbg !100
  %t49.1 = getelementptr inbounds float, ptr addrspace(3) %t42, i32 %2, !dbg !100
  %.19 = load float, ptr addrspace(3) %t49, align 16, !dbg !100
  %.19.1 = load float, ptr addrspace(3) %t49.1, align 4, !dbg !100
  %9 = insertelement <2 x float> poison, float %.19, i64 0, !dbg !107
  %10 = insertelement <2 x float> %9, float %.19.1, i64 1, !dbg !107
  %11 = fadd <2 x float> %10, %5, !dbg !107
  %t49.2 = getelementptr inbounds float, ptr addrspace(3) %t42, i32 %3, !dbg !100
  %t49.3 = getelementptr inbounds float, ptr addrspace(3) %t42, i32 %4, !dbg !100
  %.19.2 = load float, ptr addrspace(3) %t49.2, align 8, !dbg !100
  %.19.3 = load float, ptr addrspace(3) %t49.3, align 4, !dbg !100
  %12 = insertelement <2 x float> poison, float %.19.2, i64 0, !dbg !107
  %13 = insertelement <2 x float> %12, float %.19.3, i64 1, !dbg !107
  %14 = fadd <2 x float> %13, %6, !dbg !107
  fence syncscope("workgroup") release, !dbg !108
  tail call void @llvm.amdgcn.s.barrier(), !dbg !108
  fence syncscope("workgroup") acquire, !dbg !108
  %t56 = add nuw nsw i64 %t30, 1, !dbg !108
  %t58 = getelementptr inbounds float, ptr addrspace(1) %t29, i64 256, !dbg !98
  %exitcond.not = icmp eq i64 %t56, %a6, !dbg !108
  br i1 %exitcond.not, label %b10, label %b5, !dbg !108

b10:                                              ; preds = %b7, %b3.1
  %15 = phi <2 x float> [ zeroinitializer, %b3.1 ], [ %11, %b7 ], !dbg !102
  %16 = phi <2 x float> [ zeroinitializer, %b3.1 ], [ %14, %b7 ], !dbg !102
  %t60 = add nsw i64 %t6, %t8, !dbg !109
  %t66 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t60, !dbg !110
  store <2 x float> %15, ptr addrspace(1) %t66, align 4, !dbg !110
  %t63.2 = or i64 %t60, 2, !dbg !111
  %t66.2 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t63.2, !dbg !110
  store <2 x float> %16, ptr addrspace(1) %t66.2, align 4, !dbg !110
  ret void, !dbg !110
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eDouble(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, i64 %a6) local_unnamed_addr #0 !dbg !112 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !113
  %t3 = sext i32 %.7 to i64, !dbg !113
  %.8 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !114
  %t5 = sext i32 %.8 to i64, !dbg !114
  %t6 = shl nsw i64 %t5, 7, !dbg !115
  %t7 = mul i64 %t6, %a6, !dbg !116
  %t11 = shl nsw i64 %t3, 1, !dbg !117
  %t12 = add i64 %t7, %t11, !dbg !118
  %0 = trunc i64 %t11 to i32, !dbg !119
  %t13 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eDouble.shared.0, i32 %0, !dbg !119
  %t16 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t12, !dbg !119
  %.9 = load <4 x i32>, ptr addrspace(1) %t16, align 16, !dbg !119, !amdgpu.noclobber !6
  store <4 x i32> %.9, ptr addrspace(3) %t13, align 16, !dbg !119
  %t18 = icmp sgt i64 %a6, 0, !dbg !120
  br i1 %t18, label %b1.preheader, label %b6, !dbg !120

b1.preheader:                                     ; preds = %entry
  %t19 = add nsw i64 %t11, 2, !dbg !121
  %t20 = add nsw i64 %t11, 128, !dbg !122
  %t21 = add i64 %t20, %t7, !dbg !122
  %t22 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t21, !dbg !122
  %isneg = icmp slt i32 %.7, -1
  %t47 = select i1 %isneg, i64 127, i64 0
  %t48 = add nsw i64 %t47, %t19
  %t49 = and i64 %t48, 4294967168
  %t50 = sub nsw i64 %t19, %t49
  %1 = trunc i64 %t50 to i32
  %t45.1 = add nsw i64 %t11, 3
  %isneg.1 = icmp slt i32 %.7, -1
  %t47.1 = select i1 %isneg.1, i64 127, i64 0
  %t48.1 = add nsw i64 %t47.1, %t45.1
  %t49.1 = and i64 %t48.1, 4294967168
  %t50.1 = sub nsw i64 %t45.1, %t49.1
  %2 = trunc i64 %t50.1 to i32
  br label %b1, !dbg !123

b1:                                               ; preds = %b1.preheader, %b3
  %t0.sroa.0.0 = phi double [ 0.000000e+00, %b1.preheader ], [ %t55, %b3 ], !dbg !124
  %t0.sroa.5.0 = phi double [ 0.000000e+00, %b1.preheader ], [ %t55.1, %b3 ], !dbg !124
  %t23 = phi ptr addrspace(1) [ %t22, %b1.preheader ], [ %t58, %b3 ]
  %t24 = phi i64 [ 0, %b1.preheader ], [ %t25, %b3 ]
  %t25 = add nuw nsw i64 %t24, 1, !dbg !125
  %t26 = icmp slt i64 %t25, %a6, !dbg !123
  br i1 %t26, label %b2, label %b3, !dbg !123

b2:                                               ; preds = %b1
  %3 = trunc i64 %t25 to i32, !dbg !126
  %4 = and i32 %3, 1, !dbg !126
  %t32 = getelementptr inbounds [1024 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eDouble.shared.0, i32 %4, !dbg !126
  %t35 = getelementptr inbounds double, ptr addrspace(3) %t32, i32 %0, !dbg !122
  %.14 = load <4 x i32>, ptr addrspace(1) %t23, align 16, !dbg !122
  store <4 x i32> %.14, ptr addrspace(3) %t35, align 16, !dbg !122
  br label %b3, !dbg !122

b3:                                               ; preds = %b2, %b1
  fence syncscope("workgroup") release, !dbg !127
  tail call void @llvm.amdgcn.s.barrier(), !dbg !127
  fence syncscope("workgroup") acquire, !dbg !127
  %5 = trunc i64 %t24 to i32, !dbg !128
  %6 = and i32 %5, 1, !dbg !128
  %t43 = getelementptr inbounds [1024 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eDouble.shared.0, i32 %6, !dbg !128
  %t51 = getelementptr inbounds double, ptr addrspace(3) %t43, i32 %1, !dbg !129
  %.17 = load double, ptr addrspace(3) %t51, align 16, !dbg !129
  %t55 = fadd double %.17, %t0.sroa.0.0, !dbg !130
  %t51.1 = getelementptr inbounds double, ptr addrspace(3) %t43, i32 %2, !dbg !129
  %.17.1 = load double, ptr addrspace(3) %t51.1, align 8, !dbg !129
  %t55.1 = fadd double %.17.1, %t0.sroa.5.0, !dbg !130
  fence syncscope("workgroup") release, !dbg !131
  tail call void @llvm.amdgcn.s.barrier(), !dbg !131
  fence syncscope("workgroup") acquire, !dbg !131
  %t58 = getelementptr inbounds double, ptr addrspace(1) %t23, i64 128, !dbg !122
  %exitcond.not = icmp eq i64 %t25, %a6, !dbg !123
  br i1 %exitcond.not, label %b6, label %b1, !dbg !131

b6:                                               ; preds = %b3, %entry
  %t0.sroa.0.1 = phi double [ 0.000000e+00, %entry ], [ %t55, %b3 ], !dbg !124
  %t0.sroa.5.1 = phi double [ 0.000000e+00, %entry ], [ %t55.1, %b3 ], !dbg !124
  %t60 = add nsw i64 %t6, %t11, !dbg !132
  %t66 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t60, !dbg !133
  store double %t0.sroa.0.1, ptr addrspace(1) %t66, align 8, !dbg !133
  %t63.1 = or i64 %t60, 1, !dbg !134
  %t66.1 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t63.1, !dbg !133
  store double %t0.sroa.5.1, ptr addrspace(1) %t66.1, align 8, !dbg !133
  ret void, !dbg !133
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eEarly(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11) local_unnamed_addr #1 !dbg !135 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !136
  %t2 = sext i32 %.13 to i64, !dbg !136
  %.14 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !137
  %t4 = sext i32 %.14 to i64, !dbg !137
  %.15 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !137
  %.16 = getelementptr inbounds i8, ptr addrspace(4) %.15, i64 4, !dbg !137
  %.17 = load i16, ptr addrspace(4) %.16, align 4, !dbg !137, !invariant.load !6
  %t6 = zext i16 %.17 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !137
  %t8 = add nsw i64 %t7, %t2, !dbg !137
  %t17 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t8, !dbg !138
  %.19 = load <1 x i32>, ptr addrspace(1) %t17, align 4, !dbg !138, !amdgpu.noclobber !6
  %0 = extractelement <1 x i32> %.19, i64 0, !dbg !139
  %t21 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t8, !dbg !140
  store i32 %0, ptr addrspace(1) %t21, align 4, !dbg !140
  %.21 = load <1 x i32>, ptr addrspace(1) %t17, align 4, !dbg !141
  %t26 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t8, !dbg !142
  store i32 %0, ptr addrspace(1) %t26, align 4, !dbg !142
  %1 = extractelement <1 x i32> %.21, i64 0, !dbg !143
  %t29 = getelementptr inbounds i32, ptr addrspace(1) %a9, i64 %t8, !dbg !144
  store i32 %1, ptr addrspace(1) %t29, align 4, !dbg !144
  ret void, !dbg !145
}

; Function Attrs: nofree norecurse nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eAtShared(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, i64 %a3, ptr addrspace(1) nocapture writeonly %a4, i64 %a5, i64 %a6) local_unnamed_addr #2 !dbg !146 {
entry:
  %0 = trunc i64 %a3 to i32, !dbg !147
  %t2 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eAtShared.shared.0, i32 %0, !dbg !147
  %.7 = load <4 x i32>, ptr addrspace(1) %a0, align 16, !dbg !148, !amdgpu.noclobber !6
  store <4 x i32> %.7, ptr addrspace(3) %t2, align 16, !dbg !148
  %bc = bitcast <4 x i32> %.7 to <4 x float>, !dbg !149
  %1 = extractelement <4 x float> %bc, i64 0, !dbg !149
  store float %1, ptr addrspace(1) %a4, align 4, !dbg !150
  %2 = trunc i64 %a3 to i32, !dbg !149
  %3 = add i32 %2, 1, !dbg !149
  %t11.1 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eAtShared.shared.0, i32 %3, !dbg !149
  %t13.1 = getelementptr inbounds float, ptr addrspace(1) %a4, i64 1, !dbg !150
  %4 = load <2 x float>, ptr addrspace(3) %t11.1, align 4, !dbg !149
  store <2 x float> %4, ptr addrspace(1) %t13.1, align 4, !dbg !150
  %5 = trunc i64 %a3 to i32, !dbg !149
  %6 = add i32 %5, 3, !dbg !149
  %t11.3 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eAtShared.shared.0, i32 %6, !dbg !149
  %.8.3 = load float, ptr addrspace(3) %t11.3, align 4, !dbg !149
  %t13.3 = getelementptr inbounds float, ptr addrspace(1) %a4, i64 3, !dbg !150
  store float %.8.3, ptr addrspace(1) %t13.3, align 4, !dbg !150
  ret void, !dbg !150
}

; Function Attrs: nofree norecurse nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eAt(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, i64 %a3, ptr addrspace(1) nocapture writeonly %a4, i64 %a5, i64 %a6) local_unnamed_addr #2 !dbg !151 {
entry:
  %t6 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %a3, !dbg !152
  %.7 = load <4 x i32>, ptr addrspace(1) %t6, align 16, !dbg !152, !amdgpu.noclobber !6
  %0 = extractelement <4 x i32> %.7, i64 0, !dbg !153
  store i32 %0, ptr addrspace(1) %a4, align 4, !dbg !154
  %t12.1 = getelementptr inbounds float, ptr addrspace(1) %a4, i64 1, !dbg !154
  %.uncasted = shufflevector <4 x i32> %.7, <4 x i32> poison, <2 x i32> <i32 1, i32 2>, !dbg !154
  store <2 x i32> %.uncasted, ptr addrspace(1) %t12.1, align 4, !dbg !154
  %bc2 = bitcast <4 x i32> %.7 to <4 x float>, !dbg !153
  %1 = extractelement <4 x float> %bc2, i64 3, !dbg !153
  %t12.3 = getelementptr inbounds float, ptr addrspace(1) %a4, i64 3, !dbg !154
  store float %1, ptr addrspace(1) %t12.3, align 4, !dbg !154
  ret void, !dbg !154
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #3

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #5

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #2 = { nofree norecurse nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent mustprogress nounwind willreturn }
attributes #5 = { nocallback nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "asynctest.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eStage32", scope: !1, file: !1, line: 21, type: !5, scopeLine: 21, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 23, column: 20, scope: !4)
!8 = !DILocation(line: 24, column: 32, scope: !4)
!9 = !DILocation(line: 24, column: 20, scope: !4)
!10 = !DILocation(line: 25, column: 30, scope: !4)
!11 = !DILocation(line: 25, column: 43, scope: !4)
!12 = !DILocation(line: 25, column: 16, scope: !4)
!13 = !DILocation(line: 28, column: 15, scope: !4)
!14 = !DILocation(line: 30, column: 32, scope: !4)
!15 = !DILocation(line: 30, column: 37, scope: !4)
!16 = !DILocation(line: 30, column: 25, scope: !4)
!17 = !DILocation(line: 30, column: 4, scope: !4)
!18 = !DILocation(line: 30, column: 34, scope: !4)
!19 = !DILocation(line: 30, column: 15, scope: !4)
!20 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eNarrow", scope: !1, file: !1, line: 39, type: !5, scopeLine: 39, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = !DILocation(line: 42, column: 20, scope: !20)
!22 = !DILocation(line: 43, column: 18, scope: !20)
!23 = !DILocation(line: 45, column: 28, scope: !20)
!24 = !DILocation(line: 45, column: 45, scope: !20)
!25 = !DILocation(line: 45, column: 48, scope: !20)
!26 = !DILocation(line: 45, column: 16, scope: !20)
!27 = !DILocation(line: 46, column: 36, scope: !20)
!28 = !DILocation(line: 46, column: 56, scope: !20)
!29 = !DILocation(line: 46, column: 64, scope: !20)
!30 = !DILocation(line: 46, column: 16, scope: !20)
!31 = !DILocation(line: 47, column: 36, scope: !20)
!32 = !DILocation(line: 47, column: 56, scope: !20)
!33 = !DILocation(line: 47, column: 64, scope: !20)
!34 = !DILocation(line: 47, column: 16, scope: !20)
!35 = !DILocation(line: 48, column: 45, scope: !20)
!36 = !DILocation(line: 48, column: 48, scope: !20)
!37 = !DILocation(line: 48, column: 16, scope: !20)
!38 = !DILocation(line: 49, column: 56, scope: !20)
!39 = !DILocation(line: 49, column: 64, scope: !20)
!40 = !DILocation(line: 49, column: 16, scope: !20)
!41 = !DILocation(line: 50, column: 38, scope: !20)
!42 = !DILocation(line: 50, column: 58, scope: !20)
!43 = !DILocation(line: 50, column: 67, scope: !20)
!44 = !DILocation(line: 50, column: 16, scope: !20)
!45 = !DILocation(line: 53, column: 15, scope: !20)
!46 = !DILocation(line: 54, column: 18, scope: !20)
!47 = !DILocation(line: 55, column: 17, scope: !20)
!48 = !DILocation(line: 55, column: 25, scope: !20)
!49 = !DILocation(line: 55, column: 5, scope: !20)
!50 = distinct !{!50, !51}
!51 = !{!"llvm.loop.isvectorized", i32 1}
!52 = !DILocation(line: 57, column: 18, scope: !20)
!53 = !DILocation(line: 58, column: 17, scope: !20)
!54 = !DILocation(line: 58, column: 25, scope: !20)
!55 = !DILocation(line: 58, column: 5, scope: !20)
!56 = distinct !{!56, !51}
!57 = !DILocation(line: 54, column: 29, scope: !20)
!58 = distinct !{!58, !59, !51}
!59 = !{!"llvm.loop.unroll.runtime.disable"}
!60 = !DILocation(line: 57, column: 29, scope: !20)
!61 = distinct !{!61, !59, !51}
!62 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eWide", scope: !1, file: !1, line: 66, type: !5, scopeLine: 66, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!63 = !DILocation(line: 70, column: 20, scope: !62)
!64 = !DILocation(line: 71, column: 18, scope: !62)
!65 = !DILocation(line: 72, column: 42, scope: !62)
!66 = !DILocation(line: 72, column: 45, scope: !62)
!67 = !DILocation(line: 72, column: 16, scope: !62)
!68 = !DILocation(line: 73, column: 34, scope: !62)
!69 = !DILocation(line: 73, column: 53, scope: !62)
!70 = !DILocation(line: 73, column: 59, scope: !62)
!71 = !DILocation(line: 73, column: 16, scope: !62)
!72 = !DILocation(line: 75, column: 16, scope: !62)
!73 = !DILocation(line: 76, column: 16, scope: !62)
!74 = !DILocation(line: 78, column: 40, scope: !62)
!75 = !DILocation(line: 78, column: 43, scope: !62)
!76 = !DILocation(line: 78, column: 16, scope: !62)
!77 = !DILocation(line: 81, column: 15, scope: !62)
!78 = !DILocation(line: 82, column: 18, scope: !62)
!79 = !DILocation(line: 83, column: 16, scope: !62)
!80 = !DILocation(line: 83, column: 24, scope: !62)
!81 = !DILocation(line: 83, column: 5, scope: !62)
!82 = !DILocation(line: 84, column: 24, scope: !62)
!83 = !DILocation(line: 84, column: 5, scope: !62)
!84 = !DILocation(line: 82, column: 29, scope: !62)
!85 = !DILocation(line: 86, column: 31, scope: !62)
!86 = !DILocation(line: 86, column: 23, scope: !62)
!87 = !DILocation(line: 86, column: 4, scope: !62)
!88 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2ePipeline", scope: !1, file: !1, line: 98, type: !5, scopeLine: 98, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!89 = !DILocation(line: 100, column: 20, scope: !88)
!90 = !DILocation(line: 102, column: 20, scope: !88)
!91 = !DILocation(line: 102, column: 25, scope: !88)
!92 = !DILocation(line: 102, column: 34, scope: !88)
!93 = !DILocation(line: 107, column: 34, scope: !88)
!94 = !DILocation(line: 107, column: 18, scope: !88)
!95 = !DILocation(line: 106, column: 8, scope: !88)
!96 = !DILocation(line: 111, column: 6, scope: !88)
!97 = !DILocation(line: 120, column: 29, scope: !88)
!98 = !DILocation(line: 114, column: 18, scope: !88)
!99 = !DILocation(line: 120, column: 34, scope: !88)
!100 = !DILocation(line: 120, column: 22, scope: !88)
!101 = !DILocation(line: 113, column: 20, scope: !88)
!102 = !DILocation(line: 0, scope: !88)
!103 = !DILocation(line: 113, column: 13, scope: !88)
!104 = !DILocation(line: 114, column: 27, scope: !88)
!105 = !DILocation(line: 114, column: 25, scope: !88)
!106 = !DILocation(line: 118, column: 16, scope: !88)
!107 = !DILocation(line: 120, column: 4, scope: !88)
!108 = !DILocation(line: 122, column: 16, scope: !88)
!109 = !DILocation(line: 125, column: 24, scope: !88)
!110 = !DILocation(line: 125, column: 4, scope: !88)
!111 = !DILocation(line: 125, column: 30, scope: !88)
!112 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eDouble", scope: !1, file: !1, line: 133, type: !5, scopeLine: 133, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!113 = !DILocation(line: 135, column: 20, scope: !112)
!114 = !DILocation(line: 137, column: 20, scope: !112)
!115 = !DILocation(line: 137, column: 25, scope: !112)
!116 = !DILocation(line: 137, column: 34, scope: !112)
!117 = !DILocation(line: 138, column: 32, scope: !112)
!118 = !DILocation(line: 138, column: 45, scope: !112)
!119 = !DILocation(line: 138, column: 16, scope: !112)
!120 = !DILocation(line: 140, column: 6, scope: !112)
!121 = !DILocation(line: 149, column: 29, scope: !112)
!122 = !DILocation(line: 143, column: 18, scope: !112)
!123 = !DILocation(line: 142, column: 10, scope: !112)
!124 = !DILocation(line: 0, scope: !112)
!125 = !DILocation(line: 142, column: 7, scope: !112)
!126 = !DILocation(line: 143, column: 25, scope: !112)
!127 = !DILocation(line: 147, column: 16, scope: !112)
!128 = !DILocation(line: 149, column: 17, scope: !112)
!129 = !DILocation(line: 149, column: 22, scope: !112)
!130 = !DILocation(line: 149, column: 4, scope: !112)
!131 = !DILocation(line: 151, column: 16, scope: !112)
!132 = !DILocation(line: 154, column: 24, scope: !112)
!133 = !DILocation(line: 154, column: 4, scope: !112)
!134 = !DILocation(line: 154, column: 30, scope: !112)
!135 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eEarly", scope: !1, file: !1, line: 166, type: !5, scopeLine: 166, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!136 = !DILocation(line: 168, column: 20, scope: !135)
!137 = !DILocation(line: 169, column: 14, scope: !135)
!138 = !DILocation(line: 171, column: 16, scope: !135)
!139 = !DILocation(line: 172, column: 18, scope: !135)
!140 = !DILocation(line: 172, column: 8, scope: !135)
!141 = !DILocation(line: 174, column: 16, scope: !135)
!142 = !DILocation(line: 176, column: 7, scope: !135)
!143 = !DILocation(line: 177, column: 19, scope: !135)
!144 = !DILocation(line: 177, column: 9, scope: !135)
!145 = !DILocation(line: 179, column: 16, scope: !135)
!146 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eAtShared", scope: !1, file: !1, line: 187, type: !5, scopeLine: 187, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!147 = !DILocation(line: 189, column: 24, scope: !146)
!148 = !DILocation(line: 189, column: 16, scope: !146)
!149 = !DILocation(line: 193, column: 16, scope: !146)
!150 = !DILocation(line: 193, column: 6, scope: !146)
!151 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fasynctest_2eAt", scope: !1, file: !1, line: 201, type: !5, scopeLine: 201, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!152 = !DILocation(line: 203, column: 16, scope: !151)
!153 = !DILocation(line: 207, column: 16, scope: !151)
!154 = !DILocation(line: 207, column: 6, scope: !151)
