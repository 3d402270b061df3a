; kern module github.com/kernlab/kern/internal/testing/mmatest (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eFloat16_5d.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eBFloat16_5d.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bfloat32_5d.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.0 = internal addrspace(3) global [2048 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.1 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.0 = internal addrspace(3) global [2048 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.1 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d.shared.0 = internal unnamed_addr addrspace(3) global [4096 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d.shared.1 = internal unnamed_addr addrspace(3) global [4096 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.1 = internal addrspace(3) global [2048 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.1 = internal addrspace(3) global [2048 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d.shared.0 = internal unnamed_addr addrspace(3) global [4096 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d.shared.1 = internal unnamed_addr addrspace(3) global [4096 x i8] undef, align 16

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eEpilogue_5bkern_2eFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i16 %a13, float %a14, float %a15) local_unnamed_addr #0 !dbg !4 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !7
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.13), !dbg !7
  %.17 = and i32 %.14, 15, !dbg !7
  %.18 = zext i32 %.17 to i64, !dbg !7
  %0 = lshr i32 %.14, 2, !dbg !7
  %1 = and i32 %0, 1073741820, !dbg !7
  %.19 = zext i32 %1 to i64, !dbg !7
  %.20 = mul i64 %.18, %a12, !dbg !7
  %.21 = add i64 %.20, %.19, !dbg !7
  %.22 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.21, !dbg !7
  %.23 = ptrtoint ptr addrspace(1) %.22 to i64, !dbg !7
  %.24 = and i64 %.23, 3, !dbg !7
  %.25 = icmp eq i64 %.24, 0, !dbg !7
  br i1 %.25, label %frag.wide.26, label %frag.narrow.27, !dbg !7

frag.wide.26:                                     ; preds = %entry
  %.29 = load <2 x i32>, ptr addrspace(1) %.22, align 4, !dbg !7, !amdgpu.noclobber !6
  br label %frag.join.28, !dbg !7

frag.narrow.27:                                   ; preds = %entry
  %.33 = load i16, ptr addrspace(1) %.22, align 2, !dbg !7, !amdgpu.noclobber !6
  %.35 = add i64 %.21, 1, !dbg !7
  %.36 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.35, !dbg !7
  %.37 = load i16, ptr addrspace(1) %.36, align 2, !dbg !7, !amdgpu.noclobber !6
  %.38 = zext i16 %.37 to i32, !dbg !7
  %.41 = add i64 %.21, 2, !dbg !7
  %.42 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.41, !dbg !7
  %.43 = load i16, ptr addrspace(1) %.42, align 2, !dbg !7, !amdgpu.noclobber !6
  %.45 = add i64 %.21, 3, !dbg !7
  %.46 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.45, !dbg !7
  %.47 = load i16, ptr addrspace(1) %.46, align 2, !dbg !7, !amdgpu.noclobber !6
  %.48 = zext i16 %.47 to i32, !dbg !7
  %2 = insertelement <2 x i16> poison, i16 %.33, i64 0, !dbg !7
  %3 = insertelement <2 x i16> %2, i16 %.43, i64 1, !dbg !7
  %4 = zext <2 x i16> %3 to <2 x i32>, !dbg !7
  %5 = insertelement <2 x i32> poison, i32 %.38, i64 0, !dbg !7
  %6 = insertelement <2 x i32> %5, i32 %.48, i64 1, !dbg !7
  %7 = shl nuw <2 x i32> %6, <i32 16, i32 16>, !dbg !7
  %8 = or <2 x i32> %7, %4, !dbg !7
  br label %frag.join.28, !dbg !7

frag.join.28:                                     ; preds = %frag.narrow.27, %frag.wide.26
  %9 = phi <2 x i32> [ %.29, %frag.wide.26 ], [ %8, %frag.narrow.27 ], !dbg !7
  %.78 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.21, !dbg !8
  %.79 = ptrtoint ptr addrspace(1) %.78 to i64, !dbg !8
  %.80 = and i64 %.79, 3, !dbg !8
  %.81 = icmp eq i64 %.80, 0, !dbg !8
  br i1 %.81, label %frag.wide.82, label %frag.narrow.83, !dbg !8

frag.wide.82:                                     ; preds = %frag.join.28
  %.85 = load <2 x i32>, ptr addrspace(1) %.78, align 4, !dbg !8, !amdgpu.noclobber !6
  %.86 = extractelement <2 x i32> %.85, i64 0, !dbg !8
  %.87 = extractelement <2 x i32> %.85, i64 1, !dbg !8
  br label %frag.join.84, !dbg !8

frag.narrow.83:                                   ; preds = %frag.join.28
  %.89 = load i16, ptr addrspace(1) %.78, align 2, !dbg !8, !amdgpu.noclobber !6
  %.90 = zext i16 %.89 to i32, !dbg !8
  %.91 = add i64 %.21, 1, !dbg !8
  %.92 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.91, !dbg !8
  %.93 = load i16, ptr addrspace(1) %.92, align 2, !dbg !8, !amdgpu.noclobber !6
  %.94 = zext i16 %.93 to i32, !dbg !8
  %.95 = shl nuw i32 %.94, 16, !dbg !8
  %.96 = or i32 %.95, %.90, !dbg !8
  %.97 = add i64 %.21, 2, !dbg !8
  %.98 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.97, !dbg !8
  %.99 = load i16, ptr addrspace(1) %.98, align 2, !dbg !8, !amdgpu.noclobber !6
  %.100 = zext i16 %.99 to i32, !dbg !8
  %.101 = add i64 %.21, 3, !dbg !8
  %.102 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.101, !dbg !8
  %.103 = load i16, ptr addrspace(1) %.102, align 2, !dbg !8, !amdgpu.noclobber !6
  %.104 = zext i16 %.103 to i32, !dbg !8
  %.105 = shl nuw i32 %.104, 16, !dbg !8
  %.106 = or i32 %.105, %.100, !dbg !8
  br label %frag.join.84, !dbg !8

frag.join.84:                                     ; preds = %frag.narrow.83, %frag.wide.82
  %.107 = phi i32 [ %.86, %frag.wide.82 ], [ %.96, %frag.narrow.83 ], !dbg !8
  %.108 = phi i32 [ %.87, %frag.wide.82 ], [ %.106, %frag.narrow.83 ], !dbg !8
  %10 = lshr <2 x i32> %9, <i32 16, i32 16>, !dbg !9
  %11 = trunc <2 x i32> %9 to <2 x i16>, !dbg !9
  %12 = trunc <2 x i32> %10 to <2 x i16>, !dbg !9
  %13 = bitcast <2 x i16> %12 to <2 x half>, !dbg !10
  %14 = insertelement <2 x i16> undef, i16 %a13, i64 0, !dbg !10
  %15 = bitcast <2 x i16> %14 to <2 x half>, !dbg !10
  %16 = shufflevector <2 x half> %15, <2 x half> poison, <2 x i32> zeroinitializer, !dbg !10
  %17 = fmul <2 x half> %16, %13, !dbg !10
  %18 = bitcast <2 x half> %17 to <2 x i16>, !dbg !10
  %19 = zext <2 x i16> %18 to <2 x i32>, !dbg !11
  %20 = shl nuw <2 x i32> %19, <i32 16, i32 16>, !dbg !11
  %21 = bitcast <2 x i16> %11 to <2 x half>, !dbg !10
  %22 = fmul <2 x half> %16, %21, !dbg !10
  %23 = bitcast <2 x half> %22 to <2 x i16>, !dbg !10
  %24 = zext <2 x i16> %23 to <2 x i32>, !dbg !11
  %25 = or <2 x i32> %20, %24, !dbg !11
  %.118 = mul i64 %.19, %a12, !dbg !12
  %.119 = add i64 %.118, %.18, !dbg !12
  %.120 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.119, !dbg !12
  %.121 = load float, ptr addrspace(1) %.120, align 4, !dbg !12, !amdgpu.noclobber !6
  %.123 = add i64 %.119, %a12, !dbg !12
  %.124 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.123, !dbg !12
  %.125 = load float, ptr addrspace(1) %.124, align 4, !dbg !12, !amdgpu.noclobber !6
  %.126 = shl i64 %a12, 1, !dbg !12
  %.127 = add i64 %.119, %.126, !dbg !12
  %.128 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.127, !dbg !12
  %.129 = load float, ptr addrspace(1) %.128, align 4, !dbg !12, !amdgpu.noclobber !6
  %.130 = mul i64 %a12, 3, !dbg !12
  %.131 = add i64 %.119, %.130, !dbg !12
  %.132 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.131, !dbg !12
  %.133 = load float, ptr addrspace(1) %.132, align 4, !dbg !12, !amdgpu.noclobber !6
  %.154 = bitcast <2 x i32> %25 to <4 x half>, !dbg !13
  %.156 = insertelement <2 x i32> poison, i32 %.107, i64 0, !dbg !13
  %.158 = insertelement <2 x i32> %.156, i32 %.108, i64 1, !dbg !13
  %.159 = bitcast <2 x i32> %.158 to <4 x half>, !dbg !13
  %.160 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.154, <4 x half> %.159, <4 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !13
  %.161 = extractelement <4 x float> %.160, i64 0, !dbg !13
  %.162 = extractelement <4 x float> %.160, i64 1, !dbg !13
  %.163 = extractelement <4 x float> %.160, i64 2, !dbg !13
  %.164 = extractelement <4 x float> %.160, i64 3, !dbg !13
  %.173 = bitcast float %a15 to i32
  %.179 = fcmp uno float %a15, 0.000000e+00
  %t101 = fmul float %.121, %a14, !dbg !14
  %t102 = fadd float %.161, %t101, !dbg !15
  %.169 = fcmp ogt float %t102, %a15, !dbg !16
  %.170 = select i1 %.169, float %t102, float %a15, !dbg !16
  %.171 = fcmp oeq float %t102, %a15, !dbg !16
  %.172 = bitcast float %t102 to i32, !dbg !16
  %.174 = and i32 %.172, %.173, !dbg !16
  %.175 = bitcast i32 %.174 to float, !dbg !16
  %.176 = select i1 %.171, float %.175, float %.170, !dbg !16
  %.177 = fcmp uno float %t102, 0.000000e+00, !dbg !16
  %.178 = select i1 %.177, float %t102, float %.176, !dbg !16
  %.180 = select i1 %.179, float %a15, float %.178, !dbg !16
  %t101.1 = fmul float %.125, %a14, !dbg !14
  %t102.1 = fadd float %.162, %t101.1, !dbg !15
  %.169.1 = fcmp ogt float %t102.1, %a15, !dbg !16
  %.170.1 = select i1 %.169.1, float %t102.1, float %a15, !dbg !16
  %.171.1 = fcmp oeq float %t102.1, %a15, !dbg !16
  %.172.1 = bitcast float %t102.1 to i32, !dbg !16
  %.174.1 = and i32 %.172.1, %.173, !dbg !16
  %.175.1 = bitcast i32 %.174.1 to float, !dbg !16
  %.176.1 = select i1 %.171.1, float %.175.1, float %.170.1, !dbg !16
  %.177.1 = fcmp uno float %t102.1, 0.000000e+00, !dbg !16
  %.178.1 = select i1 %.177.1, float %t102.1, float %.176.1, !dbg !16
  %.180.1 = select i1 %.179, float %a15, float %.178.1, !dbg !16
  %t101.2 = fmul float %.129, %a14, !dbg !14
  %t102.2 = fadd float %.163, %t101.2, !dbg !15
  %.169.2 = fcmp ogt float %t102.2, %a15, !dbg !16
  %.170.2 = select i1 %.169.2, float %t102.2, float %a15, !dbg !16
  %.171.2 = fcmp oeq float %t102.2, %a15, !dbg !16
  %.172.2 = bitcast float %t102.2 to i32, !dbg !16
  %.174.2 = and i32 %.172.2, %.173, !dbg !16
  %.175.2 = bitcast i32 %.174.2 to float, !dbg !16
  %.176.2 = select i1 %.171.2, float %.175.2, float %.170.2, !dbg !16
  %.177.2 = fcmp uno float %t102.2, 0.000000e+00, !dbg !16
  %.178.2 = select i1 %.177.2, float %t102.2, float %.176.2, !dbg !16
  %.180.2 = select i1 %.179, float %a15, float %.178.2, !dbg !16
  %t101.3 = fmul float %.133, %a14, !dbg !14
  %t102.3 = fadd float %.164, %t101.3, !dbg !15
  %.169.3 = fcmp ogt float %t102.3, %a15, !dbg !16
  %.170.3 = select i1 %.169.3, float %t102.3, float %a15, !dbg !16
  %.171.3 = fcmp oeq float %t102.3, %a15, !dbg !16
  %.172.3 = bitcast float %t102.3 to i32, !dbg !16
  %.174.3 = and i32 %.172.3, %.173, !dbg !16
  %.175.3 = bitcast i32 %.174.3 to float, !dbg !16
  %.176.3 = select i1 %.171.3, float %.175.3, float %.170.3, !dbg !16
  %.177.3 = fcmp uno float %t102.3, 0.000000e+00, !dbg !16
  %.178.3 = select i1 %.177.3, float %t102.3, float %.176.3, !dbg !16
  %.180.3 = select i1 %.179, float %a15, float %.178.3, !dbg !16
  %.191 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.119, !dbg !17
  store float %.180, ptr addrspace(1) %.191, align 4, !dbg !17
  %.195 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.123, !dbg !17
  store float %.180.1, ptr addrspace(1) %.195, align 4, !dbg !17
  %.199 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.127, !dbg !17
  store float %.180.2, ptr addrspace(1) %.199, align 4, !dbg !17
  %.203 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.131, !dbg !17
  store float %.180.3, ptr addrspace(1) %.203, align 4, !dbg !17
  ret void, !dbg !17
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eEpilogue_5bkern_2eBFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i16 %a13, float %a14, float %a15) local_unnamed_addr #0 !dbg !18 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !19
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.13), !dbg !19
  %.17 = and i32 %.14, 15, !dbg !19
  %.18 = zext i32 %.17 to i64, !dbg !19
  %0 = lshr i32 %.14, 2, !dbg !19
  %1 = and i32 %0, 1073741820, !dbg !19
  %.19 = zext i32 %1 to i64, !dbg !19
  %.20 = mul i64 %.18, %a12, !dbg !19
  %.21 = add i64 %.20, %.19, !dbg !19
  %.22 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.21, !dbg !19
  %.23 = ptrtoint ptr addrspace(1) %.22 to i64, !dbg !19
  %.24 = and i64 %.23, 3, !dbg !19
  %.25 = icmp eq i64 %.24, 0, !dbg !19
  br i1 %.25, label %frag.wide.26, label %frag.narrow.27, !dbg !19

frag.wide.26:                                     ; preds = %entry
  %.29 = load <2 x i32>, ptr addrspace(1) %.22, align 4, !dbg !19, !amdgpu.noclobber !6
  br label %frag.join.28, !dbg !19

frag.narrow.27:                                   ; preds = %entry
  %.33 = load i16, ptr addrspace(1) %.22, align 2, !dbg !19, !amdgpu.noclobber !6
  %.34 = zext i16 %.33 to i32, !dbg !19
  %.35 = add i64 %.21, 1, !dbg !19
  %.36 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.35, !dbg !19
  %.37 = load i16, ptr addrspace(1) %.36, align 2, !dbg !19, !amdgpu.noclobber !6
  %.38 = zext i16 %.37 to i32, !dbg !19
  %.39 = shl nuw i32 %.38, 16, !dbg !19
  %.41 = add i64 %.21, 2, !dbg !19
  %.42 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.41, !dbg !19
  %.43 = load i16, ptr addrspace(1) %.42, align 2, !dbg !19, !amdgpu.noclobber !6
  %.44 = zext i16 %.43 to i32, !dbg !19
  %.45 = add i64 %.21, 3, !dbg !19
  %.46 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.45, !dbg !19
  %.47 = load i16, ptr addrspace(1) %.46, align 2, !dbg !19, !amdgpu.noclobber !6
  %.48 = zext i16 %.47 to i32, !dbg !19
  %.49 = shl nuw i32 %.48, 16, !dbg !19
  %2 = insertelement <2 x i32> poison, i32 %.39, i64 0, !dbg !19
  %3 = insertelement <2 x i32> %2, i32 %.49, i64 1, !dbg !19
  %4 = insertelement <2 x i32> poison, i32 %.34, i64 0, !dbg !19
  %5 = insertelement <2 x i32> %4, i32 %.44, i64 1, !dbg !19
  %6 = or <2 x i32> %3, %5, !dbg !19
  br label %frag.join.28, !dbg !19

frag.join.28:                                     ; preds = %frag.narrow.27, %frag.wide.26
  %7 = phi <2 x i32> [ %.29, %frag.wide.26 ], [ %6, %frag.narrow.27 ], !dbg !19
  %.93 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.21, !dbg !20
  %.94 = ptrtoint ptr addrspace(1) %.93 to i64, !dbg !20
  %.95 = and i64 %.94, 3, !dbg !20
  %.96 = icmp eq i64 %.95, 0, !dbg !20
  br i1 %.96, label %frag.wide.97, label %frag.narrow.98, !dbg !20

frag.wide.97:                                     ; preds = %frag.join.28
  %.100 = load <2 x i32>, ptr addrspace(1) %.93, align 4, !dbg !20, !amdgpu.noclobber !6
  %.101 = extractelement <2 x i32> %.100, i64 0, !dbg !20
  %.102 = extractelement <2 x i32> %.100, i64 1, !dbg !20
  br label %frag.join.99, !dbg !20

frag.narrow.98:                                   ; preds = %frag.join.28
  %.104 = load i16, ptr addrspace(1) %.93, align 2, !dbg !20, !amdgpu.noclobber !6
  %.105 = zext i16 %.104 to i32, !dbg !20
  %.106 = add i64 %.21, 1, !dbg !20
  %.107 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.106, !dbg !20
  %.108 = load i16, ptr addrspace(1) %.107, align 2, !dbg !20, !amdgpu.noclobber !6
  %.109 = zext i16 %.108 to i32, !dbg !20
  %.110 = shl nuw i32 %.109, 16, !dbg !20
  %.111 = or i32 %.110, %.105, !dbg !20
  %.112 = add i64 %.21, 2, !dbg !20
  %.113 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.112, !dbg !20
  %.114 = load i16, ptr addrspace(1) %.113, align 2, !dbg !20, !amdgpu.noclobber !6
  %.115 = zext i16 %.114 to i32, !dbg !20
  %.116 = add i64 %.21, 3, !dbg !20
  %.117 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.116, !dbg !20
  %.118 = load i16, ptr addrspace(1) %.117, align 2, !dbg !20, !amdgpu.noclobber !6
  %.119 = zext i16 %.118 to i32, !dbg !20
  %.120 = shl nuw i32 %.119, 16, !dbg !20
  %.121 = or i32 %.120, %.115, !dbg !20
  br label %frag.join.99, !dbg !20

frag.join.99:                                     ; preds = %frag.narrow.98, %frag.wide.97
  %.122 = phi i32 [ %.101, %frag.wide.97 ], [ %.111, %frag.narrow.98 ], !dbg !20
  %.123 = phi i32 [ %.102, %frag.wide.97 ], [ %.121, %frag.narrow.98 ], !dbg !20
  %.58 = zext i16 %a13 to i32
  %.59 = shl nuw i32 %.58, 16
  %8 = and <2 x i32> %7, <i32 -65536, i32 -65536>, !dbg !21
  %9 = shl <2 x i32> %7, <i32 16, i32 16>, !dbg !21
  %10 = bitcast <2 x i32> %8 to <2 x float>, !dbg !21
  %11 = insertelement <2 x i32> undef, i32 %.59, i64 0, !dbg !21
  %12 = bitcast <2 x i32> %11 to <2 x float>, !dbg !21
  %13 = shufflevector <2 x float> %12, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !21
  %14 = fmul <2 x float> %13, %10, !dbg !21
  %15 = bitcast <2 x float> %14 to <2 x i32>, !dbg !21
  %16 = and <2 x i32> %15, <i32 2147483647, i32 2147483647>, !dbg !21
  %17 = icmp ugt <2 x i32> %16, <i32 2139095040, i32 2139095040>, !dbg !21
  %18 = lshr <2 x i32> %15, <i32 16, i32 16>, !dbg !21
  %19 = or <2 x i32> %18, <i32 64, i32 64>, !dbg !21
  %20 = add <2 x i32> %15, <i32 32767, i32 32767>, !dbg !21
  %21 = and <2 x i32> %18, <i32 1, i32 1>, !dbg !21
  %22 = add <2 x i32> %20, %21, !dbg !21
  %23 = lshr <2 x i32> %22, <i32 16, i32 16>, !dbg !21
  %24 = select <2 x i1> %17, <2 x i32> %19, <2 x i32> %23, !dbg !21
  %25 = shl nuw <2 x i32> %24, <i32 16, i32 16>, !dbg !22
  %26 = bitcast <2 x i32> %9 to <2 x float>, !dbg !21
  %27 = fmul <2 x float> %13, %26, !dbg !21
  %28 = bitcast <2 x float> %27 to <2 x i32>, !dbg !21
  %29 = and <2 x i32> %28, <i32 2147483647, i32 2147483647>, !dbg !21
  %30 = icmp ugt <2 x i32> %29, <i32 2139095040, i32 2139095040>, !dbg !21
  %31 = lshr <2 x i32> %28, <i32 16, i32 16>, !dbg !21
  %32 = or <2 x i32> %31, <i32 64, i32 64>, !dbg !21
  %33 = add <2 x i32> %28, <i32 32767, i32 32767>, !dbg !21
  %34 = and <2 x i32> %31, <i32 1, i32 1>, !dbg !21
  %35 = add <2 x i32> %33, %34, !dbg !21
  %36 = lshr <2 x i32> %35, <i32 16, i32 16>, !dbg !21
  %37 = select <2 x i1> %30, <2 x i32> %32, <2 x i32> %36, !dbg !21
  %38 = or <2 x i32> %25, %37, !dbg !22
  %.133 = mul i64 %.19, %a12, !dbg !23
  %.134 = add i64 %.133, %.18, !dbg !23
  %.135 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.134, !dbg !23
  %.136 = load float, ptr addrspace(1) %.135, align 4, !dbg !23, !amdgpu.noclobber !6
  %.138 = add i64 %.134, %a12, !dbg !23
  %.139 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.138, !dbg !23
  %.140 = load float, ptr addrspace(1) %.139, align 4, !dbg !23, !amdgpu.noclobber !6
  %.141 = shl i64 %a12, 1, !dbg !23
  %.142 = add i64 %.134, %.141, !dbg !23
  %.143 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.142, !dbg !23
  %.144 = load float, ptr addrspace(1) %.143, align 4, !dbg !23, !amdgpu.noclobber !6
  %.145 = mul i64 %a12, 3, !dbg !23
  %.146 = add i64 %.134, %.145, !dbg !23
  %.147 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.146, !dbg !23
  %.148 = load float, ptr addrspace(1) %.147, align 4, !dbg !23, !amdgpu.noclobber !6
  %.169 = bitcast <2 x i32> %38 to <4 x i16>, !dbg !24
  %.171 = insertelement <2 x i32> poison, i32 %.122, i64 0, !dbg !24
  %.173 = insertelement <2 x i32> %.171, i32 %.123, i64 1, !dbg !24
  %.174 = bitcast <2 x i32> %.173 to <4 x i16>, !dbg !24
  %.175 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.169, <4 x i16> %.174, <4 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !24
  %.176 = extractelement <4 x float> %.175, i64 0, !dbg !24
  %.177 = extractelement <4 x float> %.175, i64 1, !dbg !24
  %.178 = extractelement <4 x float> %.175, i64 2, !dbg !24
  %.179 = extractelement <4 x float> %.175, i64 3, !dbg !24
  %.188 = bitcast float %a15 to i32
  %.194 = fcmp uno float %a15, 0.000000e+00
  %t101 = fmul float %.136, %a14, !dbg !25
  %t102 = fadd float %.176, %t101, !dbg !26
  %.184 = fcmp ogt float %t102, %a15, !dbg !27
  %.185 = select i1 %.184, float %t102, float %a15, !dbg !27
  %.186 = fcmp oeq float %t102, %a15, !dbg !27
  %.187 = bitcast float %t102 to i32, !dbg !27
  %.189 = and i32 %.187, %.188, !dbg !27
  %.190 = bitcast i32 %.189 to float, !dbg !27
  %.191 = select i1 %.186, float %.190, float %.185, !dbg !27
  %.192 = fcmp uno float %t102, 0.000000e+00, !dbg !27
  %.193 = select i1 %.192, float %t102, float %.191, !dbg !27
  %.195 = select i1 %.194, float %a15, float %.193, !dbg !27
  %t101.1 = fmul float %.140, %a14, !dbg !25
  %t102.1 = fadd float %.177, %t101.1, !dbg !26
  %.184.1 = fcmp ogt float %t102.1, %a15, !dbg !27
  %.185.1 = select i1 %.184.1, float %t102.1, float %a15, !dbg !27
  %.186.1 = fcmp oeq float %t102.1, %a15, !dbg !27
  %.187.1 = bitcast float %t102.1 to i32, !dbg !27
  %.189.1 = and i32 %.187.1, %.188, !dbg !27
  %.190.1 = bitcast i32 %.189.1 to float, !dbg !27
  %.191.1 = select i1 %.186.1, float %.190.1, float %.185.1, !dbg !27
  %.192.1 = fcmp uno float %t102.1, 0.000000e+00, !dbg !27
  %.193.1 = select i1 %.192.1, float %t102.1, float %.191.1, !dbg !27
  %.195.1 = select i1 %.194, float %a15, float %.193.1, !dbg !27
  %t101.2 = fmul float %.144, %a14, !dbg !25
  %t102.2 = fadd float %.178, %t101.2, !dbg !26
  %.184.2 = fcmp ogt float %t102.2, %a15, !dbg !27
  %.185.2 = select i1 %.184.2, float %t102.2, float %a15, !dbg !27
  %.186.2 = fcmp oeq float %t102.2, %a15, !dbg !27
  %.187.2 = bitcast float %t102.2 to i32, !dbg !27
  %.189.2 = and i32 %.187.2, %.188, !dbg !27
  %.190.2 = bitcast i32 %.189.2 to float, !dbg !27
  %.191.2 = select i1 %.186.2, float %.190.2, float %.185.2, !dbg !27
  %.192.2 = fcmp uno float %t102.2, 0.000000e+00, !dbg !27
  %.193.2 = select i1 %.192.2, float %t102.2, float %.191.2, !dbg !27
  %.195.2 = select i1 %.194, float %a15, float %.193.2, !dbg !27
  %t101.3 = fmul float %.148, %a14, !dbg !25
  %t102.3 = fadd float %.179, %t101.3, !dbg !26
  %.184.3 = fcmp ogt float %t102.3, %a15, !dbg !27
  %.185.3 = select i1 %.184.3, float %t102.3, float %a15, !dbg !27
  %.186.3 = fcmp oeq float %t102.3, %a15, !dbg !27
  %.187.3 = bitcast float %t102.3 to i32, !dbg !27
  %.189.3 = and i32 %.187.3, %.188, !dbg !27
  %.190.3 = bitcast i32 %.189.3 to float, !dbg !27
  %.191.3 = select i1 %.186.3, float %.190.3, float %.185.3, !dbg !27
  %.192.3 = fcmp uno float %t102.3, 0.000000e+00, !dbg !27
  %.193.3 = select i1 %.192.3, float %t102.3, float %.191.3, !dbg !27
  %.195.3 = select i1 %.194, float %a15, float %.193.3, !dbg !27
  %.206 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.134, !dbg !28
  store float %.195, ptr addrspace(1) %.206, align 4, !dbg !28
  %.210 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.138, !dbg !28
  store float %.195.1, ptr addrspace(1) %.210, align 4, !dbg !28
  %.214 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.142, !dbg !28
  store float %.195.2, ptr addrspace(1) %.214, align 4, !dbg !28
  %.218 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.146, !dbg !28
  store float %.195.3, ptr addrspace(1) %.218, align 4, !dbg !28
  ret void, !dbg !28
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eEpilogueTF32(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, float %a13, float %a14, float %a15) local_unnamed_addr #0 !dbg !29 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !30
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.13), !dbg !30
  %.15 = lshr i32 %.14, 4, !dbg !30
  %.16 = zext i32 %.15 to i64, !dbg !30
  %.17 = and i32 %.14, 15, !dbg !30
  %.18 = zext i32 %.17 to i64, !dbg !30
  %.19 = mul i64 %.18, %a12, !dbg !30
  %.20 = add i64 %.19, %.16, !dbg !30
  %.21 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.20, !dbg !30
  %.221 = load i32, ptr addrspace(1) %.21, align 4, !dbg !30, !amdgpu.noclobber !6
  %.24 = and i32 %.221, 2147483647, !dbg !30
  %.25 = add i32 %.221, 4096, !dbg !30
  %.26 = and i32 %.25, -8192, !dbg !30
  %.27 = icmp eq i32 %.24, 2139095040, !dbg !30
  %.28 = select i1 %.27, i32 %.221, i32 %.26, !dbg !30
  %.29 = icmp ugt i32 %.24, 2139095040, !dbg !30
  %.30 = select i1 %.29, i32 2147483647, i32 %.28, !dbg !30
  %.31 = add i64 %.20, 4, !dbg !30
  %.32 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.31, !dbg !30
  %.332 = load i32, ptr addrspace(1) %.32, align 4, !dbg !30, !amdgpu.noclobber !6
  %.35 = and i32 %.332, 2147483647, !dbg !30
  %.36 = add i32 %.332, 4096, !dbg !30
  %.37 = and i32 %.36, -8192, !dbg !30
  %.38 = icmp eq i32 %.35, 2139095040, !dbg !30
  %.39 = select i1 %.38, i32 %.332, i32 %.37, !dbg !30
  %.40 = icmp ugt i32 %.35, 2139095040, !dbg !30
  %.41 = select i1 %.40, i32 2147483647, i32 %.39, !dbg !30
  %t23 = bitcast i32 %.30 to float, !dbg !31
  %t24 = fmul float %t23, %a13, !dbg !32
  %t26 = bitcast float %t24 to i32, !dbg !33
  %t27 = and i32 %t26, 2147483647, !dbg !33
  %t29 = and i32 %t26, 2139095040, !dbg !33
  %t30 = icmp eq i32 %t29, 2139095040, !dbg !33
  %t31 = add i32 %t26, 4096, !dbg !33
  %t32 = and i32 %t31, -8192, !dbg !33
  %t33 = select i1 %t30, i32 %t26, i32 %t32, !dbg !33
  %t23.1 = bitcast i32 %.41 to float, !dbg !31
  %t24.1 = fmul float %t23.1, %a13, !dbg !32
  %t26.1 = bitcast float %t24.1 to i32, !dbg !33
  %t27.1 = and i32 %t26.1, 2147483647, !dbg !33
  %t29.1 = and i32 %t26.1, 2139095040, !dbg !33
  %t30.1 = icmp eq i32 %t29.1, 2139095040, !dbg !33
  %t31.1 = add i32 %t26.1, 4096, !dbg !33
  %t32.1 = and i32 %t31.1, -8192, !dbg !33
  %t33.1 = select i1 %t30.1, i32 %t26.1, i32 %t32.1, !dbg !33
  %.53 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.20, !dbg !34
  %.543 = load i32, ptr addrspace(1) %.53, align 4, !dbg !34, !amdgpu.noclobber !6
  %.56 = and i32 %.543, 2147483647, !dbg !34
  %.57 = add i32 %.543, 4096, !dbg !34
  %.58 = and i32 %.57, -8192, !dbg !34
  %.59 = icmp eq i32 %.56, 2139095040, !dbg !34
  %.60 = select i1 %.59, i32 %.543, i32 %.58, !dbg !34
  %.61 = icmp ugt i32 %.56, 2139095040, !dbg !34
  %.62 = select i1 %.61, i32 2147483647, i32 %.60, !dbg !34
  %.64 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.31, !dbg !34
  %.654 = load i32, ptr addrspace(1) %.64, align 4, !dbg !34, !amdgpu.noclobber !6
  %.67 = and i32 %.654, 2147483647, !dbg !34
  %.68 = add i32 %.654, 4096, !dbg !34
  %.69 = and i32 %.68, -8192, !dbg !34
  %.70 = icmp eq i32 %.67, 2139095040, !dbg !34
  %.71 = select i1 %.70, i32 %.654, i32 %.69, !dbg !34
  %.72 = icmp ugt i32 %.67, 2139095040, !dbg !34
  %.73 = select i1 %.72, i32 2147483647, i32 %.71, !dbg !34
  %t69 = bitcast i32 %.62 to float, !dbg !35
  %t70 = fneg float %t69, !dbg !36
  %t72 = bitcast float %t70 to i32, !dbg !37
  %t73 = and i32 %t72, 2147483647, !dbg !37
  %t74 = icmp ugt i32 %t73, 2139095040, !dbg !37
  %t75 = and i32 %t72, 2139095040, !dbg !37
  %t76 = icmp eq i32 %t75, 2139095040, !dbg !37
  %t77 = add i32 %t72, 4096, !dbg !37
  %t78 = and i32 %t77, -8192, !dbg !37
  %t79 = select i1 %t76, i32 %t72, i32 %t78, !dbg !37
  %t80 = select i1 %t74, i32 2147483647, i32 %t79, !dbg !37
  %t69.1 = bitcast i32 %.73 to float, !dbg !35
  %t70.1 = fneg float %t69.1, !dbg !36
  %t72.1 = bitcast float %t70.1 to i32, !dbg !37
  %t73.1 = and i32 %t72.1, 2147483647, !dbg !37
  %t74.1 = icmp ugt i32 %t73.1, 2139095040, !dbg !37
  %t75.1 = and i32 %t72.1, 2139095040, !dbg !37
  %t76.1 = icmp eq i32 %t75.1, 2139095040, !dbg !37
  %t77.1 = add i32 %t72.1, 4096, !dbg !37
  %t78.1 = and i32 %t77.1, -8192, !dbg !37
  %t79.1 = select i1 %t76.1, i32 %t72.1, i32 %t78.1, !dbg !37
  %t80.1 = select i1 %t74.1, i32 2147483647, i32 %t79.1, !dbg !37
  %t28 = icmp ugt i32 %t27, 2139095040, !dbg !33
  %t34 = select i1 %t28, i32 2147483647, i32 %t33, !dbg !33
  %t28.1 = icmp ugt i32 %t27.1, 2139095040, !dbg !33
  %t34.1 = select i1 %t28.1, i32 2147483647, i32 %t33.1, !dbg !33
  %.83 = shl i64 %a12, 2, !dbg !38
  %.84 = mul i64 %.83, %.16, !dbg !38
  %.85 = add i64 %.84, %.18, !dbg !38
  %.86 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.85, !dbg !38
  %.87 = load float, ptr addrspace(1) %.86, align 4, !dbg !38, !amdgpu.noclobber !6
  %.89 = add i64 %.85, %a12, !dbg !38
  %.90 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.89, !dbg !38
  %.91 = load float, ptr addrspace(1) %.90, align 4, !dbg !38, !amdgpu.noclobber !6
  %.92 = shl i64 %a12, 1, !dbg !38
  %.93 = add i64 %.85, %.92, !dbg !38
  %.94 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.93, !dbg !38
  %.95 = load float, ptr addrspace(1) %.94, align 4, !dbg !38, !amdgpu.noclobber !6
  %.96 = mul i64 %a12, 3, !dbg !38
  %.97 = add i64 %.85, %.96, !dbg !38
  %.98 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.97, !dbg !38
  %.99 = load float, ptr addrspace(1) %.98, align 4, !dbg !38, !amdgpu.noclobber !6
  %.117 = bitcast i32 %t34 to float, !dbg !39
  %.119 = bitcast i32 %t80 to float, !dbg !39
  %.120 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.117, float %.119, <4 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !39
  %.122 = bitcast i32 %t34.1 to float, !dbg !39
  %.124 = bitcast i32 %t80.1 to float, !dbg !39
  %.125 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.122, float %.124, <4 x float> %.120, i32 0, i32 0, i32 0), !dbg !39
  %.126 = extractelement <4 x float> %.125, i64 0, !dbg !39
  %.127 = extractelement <4 x float> %.125, i64 1, !dbg !39
  %.128 = extractelement <4 x float> %.125, i64 2, !dbg !39
  %.129 = extractelement <4 x float> %.125, i64 3, !dbg !39
  %.138 = bitcast float %a15 to i32
  %.144 = fcmp uno float %a15, 0.000000e+00
  %t144 = fmul float %.87, %a14, !dbg !40
  %t145 = fadd float %.126, %t144, !dbg !41
  %.134 = fcmp ogt float %t145, %a15, !dbg !42
  %.135 = select i1 %.134, float %t145, float %a15, !dbg !42
  %.136 = fcmp oeq float %t145, %a15, !dbg !42
  %.137 = bitcast float %t145 to i32, !dbg !42
  %.139 = and i32 %.137, %.138, !dbg !42
  %.140 = bitcast i32 %.139 to float, !dbg !42
  %.141 = select i1 %.136, float %.140, float %.135, !dbg !42
  %.142 = fcmp uno float %t145, 0.000000e+00, !dbg !42
  %.143 = select i1 %.142, float %t145, float %.141, !dbg !42
  %.145 = select i1 %.144, float %a15, float %.143, !dbg !42
  %t144.1 = fmul float %.91, %a14, !dbg !40
  %t145.1 = fadd float %.127, %t144.1, !dbg !41
  %.134.1 = fcmp ogt float %t145.1, %a15, !dbg !42
  %.135.1 = select i1 %.134.1, float %t145.1, float %a15, !dbg !42
  %.136.1 = fcmp oeq float %t145.1, %a15, !dbg !42
  %.137.1 = bitcast float %t145.1 to i32, !dbg !42
  %.139.1 = and i32 %.137.1, %.138, !dbg !42
  %.140.1 = bitcast i32 %.139.1 to float, !dbg !42
  %.141.1 = select i1 %.136.1, float %.140.1, float %.135.1, !dbg !42
  %.142.1 = fcmp uno float %t145.1, 0.000000e+00, !dbg !42
  %.143.1 = select i1 %.142.1, float %t145.1, float %.141.1, !dbg !42
  %.145.1 = select i1 %.144, float %a15, float %.143.1, !dbg !42
  %t144.2 = fmul float %.95, %a14, !dbg !40
  %t145.2 = fadd float %.128, %t144.2, !dbg !41
  %.134.2 = fcmp ogt float %t145.2, %a15, !dbg !42
  %.135.2 = select i1 %.134.2, float %t145.2, float %a15, !dbg !42
  %.136.2 = fcmp oeq float %t145.2, %a15, !dbg !42
  %.137.2 = bitcast float %t145.2 to i32, !dbg !42
  %.139.2 = and i32 %.137.2, %.138, !dbg !42
  %.140.2 = bitcast i32 %.139.2 to float, !dbg !42
  %.141.2 = select i1 %.136.2, float %.140.2, float %.135.2, !dbg !42
  %.142.2 = fcmp uno float %t145.2, 0.000000e+00, !dbg !42
  %.143.2 = select i1 %.142.2, float %t145.2, float %.141.2, !dbg !42
  %.145.2 = select i1 %.144, float %a15, float %.143.2, !dbg !42
  %t144.3 = fmul float %.99, %a14, !dbg !40
  %t145.3 = fadd float %.129, %t144.3, !dbg !41
  %.134.3 = fcmp ogt float %t145.3, %a15, !dbg !42
  %.135.3 = select i1 %.134.3, float %t145.3, float %a15, !dbg !42
  %.136.3 = fcmp oeq float %t145.3, %a15, !dbg !42
  %.137.3 = bitcast float %t145.3 to i32, !dbg !42
  %.139.3 = and i32 %.137.3, %.138, !dbg !42
  %.140.3 = bitcast i32 %.139.3 to float, !dbg !42
  %.141.3 = select i1 %.136.3, float %.140.3, float %.135.3, !dbg !42
  %.142.3 = fcmp uno float %t145.3, 0.000000e+00, !dbg !42
  %.143.3 = select i1 %.142.3, float %t145.3, float %.141.3, !dbg !42
  %.145.3 = select i1 %.144, float %a15, float %.143.3, !dbg !42
  %.156 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.85, !dbg !43
  store float %.145, ptr addrspace(1) %.156, align 4, !dbg !43
  %.160 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.89, !dbg !43
  store float %.145.1, ptr addrspace(1) %.160, align 4, !dbg !43
  %.164 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.93, !dbg !43
  store float %.145.2, ptr addrspace(1) %.164, align 4, !dbg !43
  %.168 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.97, !dbg !43
  store float %.145.3, ptr addrspace(1) %.168, align 4, !dbg !43
  ret void, !dbg !43
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eLens_5bkern_2eFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #1 !dbg !44 {
entry:
  %.11 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !45
  %.12 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.11), !dbg !45
  %0 = lshr i32 %.12, 2, !dbg !45
  %1 = and i32 %0, 1073741820, !dbg !45
  %.15 = shl i32 %.12, 4, !dbg !45
  %2 = and i32 %.15, 240, !dbg !45
  %narrow = add nuw nsw i32 %2, %1, !dbg !45
  %.19 = zext i32 %narrow to i64, !dbg !45
  %.20 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.19, !dbg !45
  %.21 = ptrtoint ptr addrspace(1) %.20 to i64, !dbg !45
  %.22 = and i64 %.21, 3, !dbg !45
  %.23 = icmp eq i64 %.22, 0, !dbg !45
  br i1 %.23, label %frag.wide.24, label %frag.narrow.25, !dbg !45

frag.wide.24:                                     ; preds = %entry
  %.27 = load <2 x i32>, ptr addrspace(1) %.20, align 4, !dbg !45, !amdgpu.noclobber !6
  %.28 = extractelement <2 x i32> %.27, i64 0, !dbg !45
  %.29 = extractelement <2 x i32> %.27, i64 1, !dbg !45
  br label %frag.join.26, !dbg !45

frag.narrow.25:                                   ; preds = %entry
  %.31 = load i16, ptr addrspace(1) %.20, align 2, !dbg !45, !amdgpu.noclobber !6
  %.32 = zext i16 %.31 to i32, !dbg !45
  %.33 = or i64 %.19, 1, !dbg !45
  %.34 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.33, !dbg !45
  %.35 = load i16, ptr addrspace(1) %.34, align 2, !dbg !45, !amdgpu.noclobber !6
  %.36 = zext i16 %.35 to i32, !dbg !45
  %.37 = shl nuw i32 %.36, 16, !dbg !45
  %.38 = or i32 %.37, %.32, !dbg !45
  %.39 = or i64 %.19, 2, !dbg !45
  %.40 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.39, !dbg !45
  %.41 = load i16, ptr addrspace(1) %.40, align 2, !dbg !45, !amdgpu.noclobber !6
  %.42 = zext i16 %.41 to i32, !dbg !45
  %.43 = or i64 %.19, 3, !dbg !45
  %.44 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.43, !dbg !45
  %.45 = load i16, ptr addrspace(1) %.44, align 2, !dbg !45, !amdgpu.noclobber !6
  %.46 = zext i16 %.45 to i32, !dbg !45
  %.47 = shl nuw i32 %.46, 16, !dbg !45
  %.48 = or i32 %.47, %.42, !dbg !45
  br label %frag.join.26, !dbg !45

frag.join.26:                                     ; preds = %frag.narrow.25, %frag.wide.24
  %.49 = phi i32 [ %.28, %frag.wide.24 ], [ %.38, %frag.narrow.25 ], !dbg !45
  %.50 = phi i32 [ %.29, %frag.wide.24 ], [ %.48, %frag.narrow.25 ], !dbg !45
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !46
  %t1 = sext i32 %.10 to i64, !dbg !46
  %t7 = mul nsw i64 %t1, 3, !dbg !47
  %t9 = add nsw i64 %t7, 2, !dbg !48
  %t19 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t7, !dbg !49
  store <2 x i32> <i32 4, i32 4>, ptr addrspace(1) %t19, align 4, !dbg !49
  %t21 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t9, !dbg !50
  store i32 4, ptr addrspace(1) %t21, align 4, !dbg !50
  %t24 = shl nsw i64 %t1, 6, !dbg !51
  %t46 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t24, !dbg !52
  %.92.1 = lshr i32 %.49, 16, !dbg !53
  %.92.3 = lshr i32 %.50, 16, !dbg !53
  %3 = insertelement <4 x i32> poison, i32 %.49, i64 0, !dbg !53
  %4 = insertelement <4 x i32> %3, i32 %.92.1, i64 1, !dbg !53
  %5 = insertelement <4 x i32> %4, i32 %.50, i64 2, !dbg !53
  %6 = insertelement <4 x i32> %5, i32 %.92.3, i64 3, !dbg !53
  %7 = trunc <4 x i32> %6 to <4 x i16>, !dbg !53
  store <4 x i16> %7, ptr addrspace(1) %t46, align 2, !dbg !52
  %t87.1 = tail call i32 @llvm.fshl.i32(i32 %.50, i32 %.49, i32 16), !dbg !54
  %.95.2 = lshr i32 %.50, 16, !dbg !55
  %t100 = add nsw i64 %t24, 4096, !dbg !56
  %t121 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t100, !dbg !57
  %.105.1 = lshr i32 %t87.1, 16, !dbg !58
  %.105.3 = lshr i32 %.50, 16, !dbg !58
  %8 = insertelement <4 x i32> poison, i32 %t87.1, i64 0, !dbg !58
  %9 = insertelement <4 x i32> %8, i32 %.105.1, i64 1, !dbg !58
  %10 = insertelement <4 x i32> %9, i32 %.95.2, i64 2, !dbg !58
  %11 = insertelement <4 x i32> %10, i32 %.105.3, i64 3, !dbg !58
  %12 = trunc <4 x i32> %11 to <4 x i16>, !dbg !58
  store <4 x i16> %12, ptr addrspace(1) %t121, align 2, !dbg !57
  ret void, !dbg !57
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eLens_5bkern_2eBFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #1 !dbg !59 {
entry:
  %.11 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !60
  %.12 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.11), !dbg !60
  %0 = lshr i32 %.12, 2, !dbg !60
  %1 = and i32 %0, 1073741820, !dbg !60
  %.15 = shl i32 %.12, 4, !dbg !60
  %2 = and i32 %.15, 240, !dbg !60
  %narrow = add nuw nsw i32 %2, %1, !dbg !60
  %.19 = zext i32 %narrow to i64, !dbg !60
  %.20 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.19, !dbg !60
  %.21 = ptrtoint ptr addrspace(1) %.20 to i64, !dbg !60
  %.22 = and i64 %.21, 3, !dbg !60
  %.23 = icmp eq i64 %.22, 0, !dbg !60
  br i1 %.23, label %frag.wide.24, label %frag.narrow.25, !dbg !60

frag.wide.24:                                     ; preds = %entry
  %.27 = load <2 x i32>, ptr addrspace(1) %.20, align 4, !dbg !60, !amdgpu.noclobber !6
  %.28 = extractelement <2 x i32> %.27, i64 0, !dbg !60
  %.29 = extractelement <2 x i32> %.27, i64 1, !dbg !60
  br label %frag.join.26, !dbg !60

frag.narrow.25:                                   ; preds = %entry
  %.31 = load i16, ptr addrspace(1) %.20, align 2, !dbg !60, !amdgpu.noclobber !6
  %.32 = zext i16 %.31 to i32, !dbg !60
  %.33 = or i64 %.19, 1, !dbg !60
  %.34 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.33, !dbg !60
  %.35 = load i16, ptr addrspace(1) %.34, align 2, !dbg !60, !amdgpu.noclobber !6
  %.36 = zext i16 %.35 to i32, !dbg !60
  %.37 = shl nuw i32 %.36, 16, !dbg !60
  %.38 = or i32 %.37, %.32, !dbg !60
  %.39 = or i64 %.19, 2, !dbg !60
  %.40 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.39, !dbg !60
  %.41 = load i16, ptr addrspace(1) %.40, align 2, !dbg !60, !amdgpu.noclobber !6
  %.42 = zext i16 %.41 to i32, !dbg !60
  %.43 = or i64 %.19, 3, !dbg !60
  %.44 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.43, !dbg !60
  %.45 = load i16, ptr addrspace(1) %.44, align 2, !dbg !60, !amdgpu.noclobber !6
  %.46 = zext i16 %.45 to i32, !dbg !60
  %.47 = shl nuw i32 %.46, 16, !dbg !60
  %.48 = or i32 %.47, %.42, !dbg !60
  br label %frag.join.26, !dbg !60

frag.join.26:                                     ; preds = %frag.narrow.25, %frag.wide.24
  %.49 = phi i32 [ %.28, %frag.wide.24 ], [ %.38, %frag.narrow.25 ], !dbg !60
  %.50 = phi i32 [ %.29, %frag.wide.24 ], [ %.48, %frag.narrow.25 ], !dbg !60
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !61
  %t1 = sext i32 %.10 to i64, !dbg !61
  %t7 = mul nsw i64 %t1, 3, !dbg !62
  %t9 = add nsw i64 %t7, 2, !dbg !63
  %t19 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t7, !dbg !64
  store <2 x i32> <i32 4, i32 4>, ptr addrspace(1) %t19, align 4, !dbg !64
  %t21 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t9, !dbg !65
  store i32 4, ptr addrspace(1) %t21, align 4, !dbg !65
  %t24 = shl nsw i64 %t1, 6, !dbg !66
  %t46 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t24, !dbg !67
  %.92.1 = lshr i32 %.49, 16, !dbg !68
  %.92.3 = lshr i32 %.50, 16, !dbg !68
  %3 = insertelement <4 x i32> poison, i32 %.49, i64 0, !dbg !68
  %4 = insertelement <4 x i32> %3, i32 %.92.1, i64 1, !dbg !68
  %5 = insertelement <4 x i32> %4, i32 %.50, i64 2, !dbg !68
  %6 = insertelement <4 x i32> %5, i32 %.92.3, i64 3, !dbg !68
  %7 = trunc <4 x i32> %6 to <4 x i16>, !dbg !68
  store <4 x i16> %7, ptr addrspace(1) %t46, align 2, !dbg !67
  %t87.1 = tail call i32 @llvm.fshl.i32(i32 %.50, i32 %.49, i32 16), !dbg !69
  %.95.2 = lshr i32 %.50, 16, !dbg !70
  %t100 = add nsw i64 %t24, 4096, !dbg !71
  %t121 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t100, !dbg !72
  %.105.1 = lshr i32 %t87.1, 16, !dbg !73
  %.105.3 = lshr i32 %.50, 16, !dbg !73
  %8 = insertelement <4 x i32> poison, i32 %t87.1, i64 0, !dbg !73
  %9 = insertelement <4 x i32> %8, i32 %.105.1, i64 1, !dbg !73
  %10 = insertelement <4 x i32> %9, i32 %.95.2, i64 2, !dbg !73
  %11 = insertelement <4 x i32> %10, i32 %.105.3, i64 3, !dbg !73
  %12 = trunc <4 x i32> %11 to <4 x i16>, !dbg !73
  store <4 x i16> %12, ptr addrspace(1) %t121, align 2, !dbg !72
  ret void, !dbg !72
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eLens_5bfloat32_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #1 !dbg !74 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !75
  %t1 = sext i32 %.10 to i64, !dbg !75
  %.11 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !76
  %.12 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.11), !dbg !76
  %.13 = lshr i32 %.12, 4, !dbg !76
  %.15 = shl i32 %.12, 4, !dbg !76
  %0 = and i32 %.15, 240, !dbg !76
  %narrow = add nuw nsw i32 %0, %.13, !dbg !76
  %.18 = zext i32 %narrow to i64, !dbg !76
  %.19 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.18, !dbg !76
  %.29 = add nuw nsw i64 %.18, 4, !dbg !76
  %.30 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.29, !dbg !76
  %t7 = mul nsw i64 %t1, 3, !dbg !77
  %t9 = add nsw i64 %t7, 2, !dbg !78
  %t19 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t7, !dbg !79
  %t21 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t9, !dbg !80
  %t24 = shl nsw i64 %t1, 6, !dbg !81
  %t43 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t24, !dbg !82
  %.201 = load i32, ptr addrspace(1) %.19, align 4, !dbg !76, !amdgpu.noclobber !6
  %.312 = load i32, ptr addrspace(1) %.30, align 4, !dbg !76, !amdgpu.noclobber !6
  %1 = insertelement <2 x i32> poison, i32 %.201, i64 0, !dbg !76
  %2 = insertelement <2 x i32> %1, i32 %.312, i64 1, !dbg !76
  %3 = and <2 x i32> %2, <i32 2147483647, i32 2147483647>, !dbg !76
  %4 = add <2 x i32> %2, <i32 4096, i32 4096>, !dbg !76
  %5 = and <2 x i32> %4, <i32 -8192, i32 -8192>, !dbg !76
  %6 = icmp eq <2 x i32> %3, <i32 2139095040, i32 2139095040>, !dbg !76
  %7 = select <2 x i1> %6, <2 x i32> %2, <2 x i32> %5, !dbg !76
  %8 = icmp ugt <2 x i32> %3, <i32 2139095040, i32 2139095040>, !dbg !76
  %9 = select <2 x i1> %8, <2 x i32> <i32 2147483647, i32 2147483647>, <2 x i32> %7, !dbg !76
  store <2 x i32> <i32 2, i32 2>, ptr addrspace(1) %t19, align 4, !dbg !79
  store i32 4, ptr addrspace(1) %t21, align 4, !dbg !80
  store <2 x i32> %9, ptr addrspace(1) %t43, align 4, !dbg !82
  %10 = extractelement <2 x i32> %9, i64 1, !dbg !83
  %t69 = and i32 %10, 2147483647, !dbg !83
  %t70 = icmp ugt i32 %t69, 2139095040, !dbg !83
  %t71 = and i32 %10, 2139095040, !dbg !83
  %t72 = icmp eq i32 %t71, 2139095040, !dbg !83
  %t73 = add nuw i32 %10, 4096, !dbg !83
  %t74 = and i32 %t73, -8192, !dbg !83
  %t75 = select i1 %t72, i32 %10, i32 %t74, !dbg !83
  %t76 = select i1 %t70, i32 2147483647, i32 %t75, !dbg !83
  %t92 = add nsw i64 %t24, 4096, !dbg !84
  %t110 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t92, !dbg !85
  store i32 %t76, ptr addrspace(1) %t110, align 4, !dbg !85
  %t99.1 = add nsw i64 %t24, 4097, !dbg !86
  %t110.1 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t99.1, !dbg !85
  store i32 %10, ptr addrspace(1) %t110.1, align 4, !dbg !85
  ret void, !dbg !85
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eWhere_5bkern_2eFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture writeonly %a12, i64 %a13, i64 %a14) local_unnamed_addr #1 !dbg !87 {
entry:
  %.17 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !88
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.17), !dbg !88
  %.21 = and i32 %.18, 15, !dbg !88
  %.22 = zext i32 %.21 to i64, !dbg !88
  %0 = lshr i32 %.18, 2, !dbg !88
  %1 = and i32 %0, 1073741820, !dbg !88
  %.23 = zext i32 %1 to i64, !dbg !88
  %.24 = shl nuw nsw i64 %.22, 4, !dbg !88
  %.25 = add nuw nsw i64 %.24, %.23, !dbg !88
  %.26 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.25, !dbg !88
  %.27 = ptrtoint ptr addrspace(1) %.26 to i64, !dbg !88
  %.28 = and i64 %.27, 3, !dbg !88
  %.29 = icmp eq i64 %.28, 0, !dbg !88
  br i1 %.29, label %frag.wide.30, label %frag.narrow.31, !dbg !88

frag.wide.30:                                     ; preds = %entry
  %.33 = load <2 x i32>, ptr addrspace(1) %.26, align 4, !dbg !88, !amdgpu.noclobber !6
  %.34 = extractelement <2 x i32> %.33, i64 0, !dbg !88
  %.35 = extractelement <2 x i32> %.33, i64 1, !dbg !88
  br label %frag.join.32, !dbg !88

frag.narrow.31:                                   ; preds = %entry
  %.37 = load i16, ptr addrspace(1) %.26, align 2, !dbg !88, !amdgpu.noclobber !6
  %.38 = zext i16 %.37 to i32, !dbg !88
  %.39 = or i64 %.25, 1, !dbg !88
  %.40 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.39, !dbg !88
  %.41 = load i16, ptr addrspace(1) %.40, align 2, !dbg !88, !amdgpu.noclobber !6
  %.42 = zext i16 %.41 to i32, !dbg !88
  %.43 = shl nuw i32 %.42, 16, !dbg !88
  %.44 = or i32 %.43, %.38, !dbg !88
  %.45 = or i64 %.25, 2, !dbg !88
  %.46 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.45, !dbg !88
  %.47 = load i16, ptr addrspace(1) %.46, align 2, !dbg !88, !amdgpu.noclobber !6
  %.48 = zext i16 %.47 to i32, !dbg !88
  %.49 = or i64 %.25, 3, !dbg !88
  %.50 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.49, !dbg !88
  %.51 = load i16, ptr addrspace(1) %.50, align 2, !dbg !88, !amdgpu.noclobber !6
  %.52 = zext i16 %.51 to i32, !dbg !88
  %.53 = shl nuw i32 %.52, 16, !dbg !88
  %.54 = or i32 %.53, %.48, !dbg !88
  br label %frag.join.32, !dbg !88

frag.join.32:                                     ; preds = %frag.narrow.31, %frag.wide.30
  %.55 = phi i32 [ %.34, %frag.wide.30 ], [ %.44, %frag.narrow.31 ], !dbg !88
  %.56 = phi i32 [ %.35, %frag.wide.30 ], [ %.54, %frag.narrow.31 ], !dbg !88
  %.16 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !89
  %t1 = sext i32 %.16 to i64, !dbg !89
  %.66 = shl nuw nsw i64 %.23, 4, !dbg !90
  %.67 = or i64 %.66, %.22, !dbg !90
  %.68 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.67, !dbg !90
  %.691 = load i16, ptr addrspace(1) %.68, align 2, !dbg !90
  %.72 = or i64 %.67, 16, !dbg !90
  %.73 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.72, !dbg !90
  %.74 = load i16, ptr addrspace(1) %.73, align 2, !dbg !90, !amdgpu.noclobber !6
  %.79 = or i64 %.67, 32, !dbg !90
  %.80 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.79, !dbg !90
  %.812 = load i16, ptr addrspace(1) %.80, align 2, !dbg !90
  %.84 = or i64 %.67, 48, !dbg !90
  %.85 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.84, !dbg !90
  %.86 = load i16, ptr addrspace(1) %.85, align 2, !dbg !90, !amdgpu.noclobber !6
  %.101 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.67, !dbg !91
  %.102 = load float, ptr addrspace(1) %.101, align 4, !dbg !91, !amdgpu.noclobber !6
  %.105 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.72, !dbg !91
  %.106 = load float, ptr addrspace(1) %.105, align 4, !dbg !91, !amdgpu.noclobber !6
  %.109 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.79, !dbg !91
  %.110 = load float, ptr addrspace(1) %.109, align 4, !dbg !91, !amdgpu.noclobber !6
  %.113 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.84, !dbg !91
  %.114 = load float, ptr addrspace(1) %.113, align 4, !dbg !91, !amdgpu.noclobber !6
  %t14 = mul nsw i64 %t1, 192, !dbg !92
  %t16 = shl nsw i64 %t1, 6, !dbg !93
  %t30 = trunc i64 %.25 to i32, !dbg !94
  %t31 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t14, !dbg !95
  store i32 %t30, ptr addrspace(1) %t31, align 4, !dbg !95
  %t45 = trunc i32 %.55 to i16, !dbg !96
  %t46 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t16, !dbg !97
  store i16 %t45, ptr addrspace(1) %t46, align 2, !dbg !97
  %t27.1 = or i64 %t14, 1, !dbg !98
  %2 = trunc i64 %.25 to i32, !dbg !94
  %t30.1 = or i32 %2, 1, !dbg !94
  %t31.1 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t27.1, !dbg !95
  store i32 %t30.1, ptr addrspace(1) %t31.1, align 4, !dbg !95
  %t32.1 = or i64 %t16, 1, !dbg !99
  %.137.1 = lshr i32 %.55, 16, !dbg !96
  %t45.1 = trunc i32 %.137.1 to i16, !dbg !96
  %t46.1 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t32.1, !dbg !97
  store i16 %t45.1, ptr addrspace(1) %t46.1, align 2, !dbg !97
  %t27.2 = or i64 %t14, 2, !dbg !98
  %3 = trunc i64 %.25 to i32, !dbg !94
  %t30.2 = or i32 %3, 2, !dbg !94
  %t31.2 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t27.2, !dbg !95
  store i32 %t30.2, ptr addrspace(1) %t31.2, align 4, !dbg !95
  %t32.2 = or i64 %t16, 2, !dbg !99
  %t45.2 = trunc i32 %.56 to i16, !dbg !96
  %t46.2 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t32.2, !dbg !97
  store i16 %t45.2, ptr addrspace(1) %t46.2, align 2, !dbg !97
  %t27.3 = or i64 %t14, 3, !dbg !98
  %4 = trunc i64 %.25 to i32, !dbg !94
  %t30.3 = or i32 %4, 3, !dbg !94
  %t31.3 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t27.3, !dbg !95
  store i32 %t30.3, ptr addrspace(1) %t31.3, align 4, !dbg !95
  %t32.3 = or i64 %t16, 3, !dbg !99
  %.137.3 = lshr i32 %.56, 16, !dbg !96
  %t45.3 = trunc i32 %.137.3 to i16, !dbg !96
  %t46.3 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t32.3, !dbg !97
  store i16 %t45.3, ptr addrspace(1) %t46.3, align 2, !dbg !97
  %t52 = add nsw i64 %t14, 64, !dbg !100
  %t53 = add nsw i64 %t16, 4096, !dbg !101
  %5 = shl i32 %1, 4, !dbg !102
  %t66 = or i32 %5, %.21, !dbg !102
  %t67 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t52, !dbg !103
  store i32 %t66, ptr addrspace(1) %t67, align 4, !dbg !103
  %t82 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t53, !dbg !104
  store i16 %.691, ptr addrspace(1) %t82, align 2, !dbg !104
  %t63.1 = add nsw i64 %t14, 65, !dbg !105
  %.145.tr.1 = shl i32 %1, 4, !dbg !102
  %6 = or i32 %.145.tr.1, %.21, !dbg !102
  %t66.1 = or i32 %6, 16, !dbg !102
  %t67.1 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t63.1, !dbg !103
  store i32 %t66.1, ptr addrspace(1) %t67.1, align 4, !dbg !103
  %t68.1 = add nsw i64 %t16, 4097, !dbg !106
  %t82.1 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t68.1, !dbg !104
  store i16 %.74, ptr addrspace(1) %t82.1, align 2, !dbg !104
  %t63.2 = add nsw i64 %t14, 66, !dbg !105
  %.145.tr.2 = shl i32 %1, 4, !dbg !102
  %7 = or i32 %.145.tr.2, %.21, !dbg !102
  %t66.2 = or i32 %7, 32, !dbg !102
  %t67.2 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t63.2, !dbg !103
  store i32 %t66.2, ptr addrspace(1) %t67.2, align 4, !dbg !103
  %t68.2 = add nsw i64 %t16, 4098, !dbg !106
  %t82.2 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t68.2, !dbg !104
  store i16 %.812, ptr addrspace(1) %t82.2, align 2, !dbg !104
  %t63.3 = add nsw i64 %t14, 67, !dbg !105
  %.145.tr.3 = shl i32 %0, 4, !dbg !102
  %8 = or i32 %.145.tr.3, %.21, !dbg !102
  %t66.3 = or i32 %8, 48, !dbg !102
  %t67.3 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t63.3, !dbg !103
  store i32 %t66.3, ptr addrspace(1) %t67.3, align 4, !dbg !103
  %t68.3 = add nsw i64 %t16, 4099, !dbg !106
  %t82.3 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t68.3, !dbg !104
  store i16 %.86, ptr addrspace(1) %t82.3, align 2, !dbg !104
  %t88 = add nsw i64 %t14, 128, !dbg !107
  %t107 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t88, !dbg !108
  store i32 %t66, ptr addrspace(1) %t107, align 4, !dbg !108
  %t124 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t16, !dbg !109
  store float %.102, ptr addrspace(1) %t124, align 4, !dbg !109
  %t103.1 = add nsw i64 %t14, 129, !dbg !110
  %t107.1 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t103.1, !dbg !108
  store i32 %t66.1, ptr addrspace(1) %t107.1, align 4, !dbg !108
  %t124.1 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t32.1, !dbg !109
  store float %.106, ptr addrspace(1) %t124.1, align 4, !dbg !109
  %t103.2 = add nsw i64 %t14, 130, !dbg !110
  %t107.2 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t103.2, !dbg !108
  store i32 %t66.2, ptr addrspace(1) %t107.2, align 4, !dbg !108
  %t124.2 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t32.2, !dbg !109
  store float %.110, ptr addrspace(1) %t124.2, align 4, !dbg !109
  %t103.3 = add nsw i64 %t14, 131, !dbg !110
  %t107.3 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t103.3, !dbg !108
  store i32 %t66.3, ptr addrspace(1) %t107.3, align 4, !dbg !108
  %t124.3 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t32.3, !dbg !109
  store float %.114, ptr addrspace(1) %t124.3, align 4, !dbg !109
  ret void, !dbg !109
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eWhere_5bkern_2eBFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture writeonly %a12, i64 %a13, i64 %a14) local_unnamed_addr #1 !dbg !111 {
entry:
  %.17 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !112
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.17), !dbg !112
  %.21 = and i32 %.18, 15, !dbg !112
  %.22 = zext i32 %.21 to i64, !dbg !112
  %0 = lshr i32 %.18, 2, !dbg !112
  %1 = and i32 %0, 1073741820, !dbg !112
  %.23 = zext i32 %1 to i64, !dbg !112
  %.24 = shl nuw nsw i64 %.22, 4, !dbg !112
  %.25 = add nuw nsw i64 %.24, %.23, !dbg !112
  %.26 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.25, !dbg !112
  %.27 = ptrtoint ptr addrspace(1) %.26 to i64, !dbg !112
  %.28 = and i64 %.27, 3, !dbg !112
  %.29 = icmp eq i64 %.28, 0, !dbg !112
  br i1 %.29, label %frag.wide.30, label %frag.narrow.31, !dbg !112

frag.wide.30:                                     ; preds = %entry
  %.33 = load <2 x i32>, ptr addrspace(1) %.26, align 4, !dbg !112, !amdgpu.noclobber !6
  %.34 = extractelement <2 x i32> %.33, i64 0, !dbg !112
  %.35 = extractelement <2 x i32> %.33, i64 1, !dbg !112
  br label %frag.join.32, !dbg !112

frag.narrow.31:                                   ; preds = %entry
  %.37 = load i16, ptr addrspace(1) %.26, align 2, !dbg !112, !amdgpu.noclobber !6
  %.38 = zext i16 %.37 to i32, !dbg !112
  %.39 = or i64 %.25, 1, !dbg !112
  %.40 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.39, !dbg !112
  %.41 = load i16, ptr addrspace(1) %.40, align 2, !dbg !112, !amdgpu.noclobber !6
  %.42 = zext i16 %.41 to i32, !dbg !112
  %.43 = shl nuw i32 %.42, 16, !dbg !112
  %.44 = or i32 %.43, %.38, !dbg !112
  %.45 = or i64 %.25, 2, !dbg !112
  %.46 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.45, !dbg !112
  %.47 = load i16, ptr addrspace(1) %.46, align 2, !dbg !112, !amdgpu.noclobber !6
  %.48 = zext i16 %.47 to i32, !dbg !112
  %.49 = or i64 %.25, 3, !dbg !112
  %.50 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.49, !dbg !112
  %.51 = load i16, ptr addrspace(1) %.50, align 2, !dbg !112, !amdgpu.noclobber !6
  %.52 = zext i16 %.51 to i32, !dbg !112
  %.53 = shl nuw i32 %.52, 16, !dbg !112
  %.54 = or i32 %.53, %.48, !dbg !112
  br label %frag.join.32, !dbg !112

frag.join.32:                                     ; preds = %frag.narrow.31, %frag.wide.30
  %.55 = phi i32 [ %.34, %frag.wide.30 ], [ %.44, %frag.narrow.31 ], !dbg !112
  %.56 = phi i32 [ %.35, %frag.wide.30 ], [ %.54, %frag.narrow.31 ], !dbg !112
  %.16 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !113
  %t1 = sext i32 %.16 to i64, !dbg !113
  %.66 = shl nuw nsw i64 %.23, 4, !dbg !114
  %.67 = or i64 %.66, %.22, !dbg !114
  %.68 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.67, !dbg !114
  %.691 = load i16, ptr addrspace(1) %.68, align 2, !dbg !114
  %.72 = or i64 %.67, 16, !dbg !114
  %.73 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.72, !dbg !114
  %.74 = load i16, ptr addrspace(1) %.73, align 2, !dbg !114, !amdgpu.noclobber !6
  %.79 = or i64 %.67, 32, !dbg !114
  %.80 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.79, !dbg !114
  %.812 = load i16, ptr addrspace(1) %.80, align 2, !dbg !114
  %.84 = or i64 %.67, 48, !dbg !114
  %.85 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.84, !dbg !114
  %.86 = load i16, ptr addrspace(1) %.85, align 2, !dbg !114, !amdgpu.noclobber !6
  %.101 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.67, !dbg !115
  %.102 = load float, ptr addrspace(1) %.101, align 4, !dbg !115, !amdgpu.noclobber !6
  %.105 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.72, !dbg !115
  %.106 = load float, ptr addrspace(1) %.105, align 4, !dbg !115, !amdgpu.noclobber !6
  %.109 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.79, !dbg !115
  %.110 = load float, ptr addrspace(1) %.109, align 4, !dbg !115, !amdgpu.noclobber !6
  %.113 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.84, !dbg !115
  %.114 = load float, ptr addrspace(1) %.113, align 4, !dbg !115, !amdgpu.noclobber !6
  %t14 = mul nsw i64 %t1, 192, !dbg !116
  %t16 = shl nsw i64 %t1, 6, !dbg !117
  %t30 = trunc i64 %.25 to i32, !dbg !118
  %t31 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t14, !dbg !119
  store i32 %t30, ptr addrspace(1) %t31, align 4, !dbg !119
  %t45 = trunc i32 %.55 to i16, !dbg !120
  %t46 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t16, !dbg !121
  store i16 %t45, ptr addrspace(1) %t46, align 2, !dbg !121
  %t27.1 = or i64 %t14, 1, !dbg !122
  %2 = trunc i64 %.25 to i32, !dbg !118
  %t30.1 = or i32 %2, 1, !dbg !118
  %t31.1 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t27.1, !dbg !119
  store i32 %t30.1, ptr addrspace(1) %t31.1, align 4, !dbg !119
  %t32.1 = or i64 %t16, 1, !dbg !123
  %.137.1 = lshr i32 %.55, 16, !dbg !120
  %t45.1 = trunc i32 %.137.1 to i16, !dbg !120
  %t46.1 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t32.1, !dbg !121
  store i16 %t45.1, ptr addrspace(1) %t46.1, align 2, !dbg !121
  %t27.2 = or i64 %t14, 2, !dbg !122
  %3 = trunc i64 %.25 to i32, !dbg !118
  %t30.2 = or i32 %3, 2, !dbg !118
  %t31.2 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t27.2, !dbg !119
  store i32 %t30.2, ptr addrspace(1) %t31.2, align 4, !dbg !119
  %t32.2 = or i64 %t16, 2, !dbg !123
  %t45.2 = trunc i32 %.56 to i16, !dbg !120
  %t46.2 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t32.2, !dbg !121
  store i16 %t45.2, ptr addrspace(1) %t46.2, align 2, !dbg !121
  %t27.3 = or i64 %t14, 3, !dbg !122
  %4 = trunc i64 %.25 to i32, !dbg !118
  %t30.3 = or i32 %4, 3, !dbg !118
  %t31.3 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t27.3, !dbg !119
  store i32 %t30.3, ptr addrspace(1) %t31.3, align 4, !dbg !119
  %t32.3 = or i64 %t16, 3, !dbg !123
  %.137.3 = lshr i32 %.56, 16, !dbg !120
  %t45.3 = trunc i32 %.137.3 to i16, !dbg !120
  %t46.3 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t32.3, !dbg !121
  store i16 %t45.3, ptr addrspace(1) %t46.3, align 2, !dbg !121
  %t52 = add nsw i64 %t14, 64, !dbg !124
  %t53 = add nsw i64 %t16, 4096, !dbg !125
  %5 = shl i32 %1, 4, !dbg !126
  %t66 = or i32 %5, %.21, !dbg !126
  %t67 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t52, !dbg !127
  store i32 %t66, ptr addrspace(1) %t67, align 4, !dbg !127
  %t82 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t53, !dbg !128
  store i16 %.691, ptr addrspace(1) %t82, align 2, !dbg !128
  %t63.1 = add nsw i64 %t14, 65, !dbg !129
  %.145.tr.1 = shl i32 %1, 4, !dbg !126
  %6 = or i32 %.145.tr.1, %.21, !dbg !126
  %t66.1 = or i32 %6, 16, !dbg !126
  %t67.1 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t63.1, !dbg !127
  store i32 %t66.1, ptr addrspace(1) %t67.1, align 4, !dbg !127
  %t68.1 = add nsw i64 %t16, 4097, !dbg !130
  %t82.1 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t68.1, !dbg !128
  store i16 %.74, ptr addrspace(1) %t82.1, align 2, !dbg !128
  %t63.2 = add nsw i64 %t14, 66, !dbg !129
  %.145.tr.2 = shl i32 %1, 4, !dbg !126
  %7 = or i32 %.145.tr.2, %.21, !dbg !126
  %t66.2 = or i32 %7, 32, !dbg !126
  %t67.2 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t63.2, !dbg !127
  store i32 %t66.2, ptr addrspace(1) %t67.2, align 4, !dbg !127
  %t68.2 = add nsw i64 %t16, 4098, !dbg !130
  %t82.2 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t68.2, !dbg !128
  store i16 %.812, ptr addrspace(1) %t82.2, align 2, !dbg !128
  %t63.3 = add nsw i64 %t14, 67, !dbg !129
  %.145.tr.3 = shl i32 %0, 4, !dbg !126
  %8 = or i32 %.145.tr.3, %.21, !dbg !126
  %t66.3 = or i32 %8, 48, !dbg !126
  %t67.3 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t63.3, !dbg !127
  store i32 %t66.3, ptr addrspace(1) %t67.3, align 4, !dbg !127
  %t68.3 = add nsw i64 %t16, 4099, !dbg !130
  %t82.3 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t68.3, !dbg !128
  store i16 %.86, ptr addrspace(1) %t82.3, align 2, !dbg !128
  %t88 = add nsw i64 %t14, 128, !dbg !131
  %t107 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t88, !dbg !132
  store i32 %t66, ptr addrspace(1) %t107, align 4, !dbg !132
  %t124 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t16, !dbg !133
  store float %.102, ptr addrspace(1) %t124, align 4, !dbg !133
  %t103.1 = add nsw i64 %t14, 129, !dbg !134
  %t107.1 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t103.1, !dbg !132
  store i32 %t66.1, ptr addrspace(1) %t107.1, align 4, !dbg !132
  %t124.1 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t32.1, !dbg !133
  store float %.106, ptr addrspace(1) %t124.1, align 4, !dbg !133
  %t103.2 = add nsw i64 %t14, 130, !dbg !134
  %t107.2 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t103.2, !dbg !132
  store i32 %t66.2, ptr addrspace(1) %t107.2, align 4, !dbg !132
  %t124.2 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t32.2, !dbg !133
  store float %.110, ptr addrspace(1) %t124.2, align 4, !dbg !133
  %t103.3 = add nsw i64 %t14, 131, !dbg !134
  %t107.3 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t103.3, !dbg !132
  store i32 %t66.3, ptr addrspace(1) %t107.3, align 4, !dbg !132
  %t124.3 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t32.3, !dbg !133
  store float %.114, ptr addrspace(1) %t124.3, align 4, !dbg !133
  ret void, !dbg !133
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eWhere_5bfloat32_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture writeonly %a12, i64 %a13, i64 %a14) local_unnamed_addr #1 !dbg !135 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !136
  %t1 = sext i32 %.16 to i64, !dbg !136
  %.17 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !137
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.17), !dbg !137
  %.19 = lshr i32 %.18, 4, !dbg !137
  %.20 = zext i32 %.19 to i64, !dbg !137
  %.21 = and i32 %.18, 15, !dbg !137
  %.22 = zext i32 %.21 to i64, !dbg !137
  %.23 = shl nuw nsw i64 %.22, 4, !dbg !137
  %.24 = add nuw nsw i64 %.23, %.20, !dbg !137
  %.25 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.24, !dbg !137
  %.261 = load i32, ptr addrspace(1) %.25, align 4, !dbg !137, !amdgpu.noclobber !6
  %.28 = and i32 %.261, 2147483647, !dbg !137
  %.29 = add i32 %.261, 4096, !dbg !137
  %.30 = and i32 %.29, -8192, !dbg !137
  %.31 = icmp eq i32 %.28, 2139095040, !dbg !137
  %.32 = select i1 %.31, i32 %.261, i32 %.30, !dbg !137
  %.33 = icmp ugt i32 %.28, 2139095040, !dbg !137
  %.34 = select i1 %.33, i32 2147483647, i32 %.32, !dbg !137
  %.35 = add nuw nsw i64 %.24, 4, !dbg !137
  %.36 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.35, !dbg !137
  %.372 = load i32, ptr addrspace(1) %.36, align 4, !dbg !137, !amdgpu.noclobber !6
  %.39 = and i32 %.372, 2147483647, !dbg !137
  %.40 = add i32 %.372, 4096, !dbg !137
  %.41 = and i32 %.40, -8192, !dbg !137
  %.42 = icmp eq i32 %.39, 2139095040, !dbg !137
  %.43 = select i1 %.42, i32 %.372, i32 %.41, !dbg !137
  %.44 = icmp ugt i32 %.39, 2139095040, !dbg !137
  %.45 = select i1 %.44, i32 2147483647, i32 %.43, !dbg !137
  %.54 = shl nuw nsw i64 %.20, 4, !dbg !138
  %.55 = or i64 %.54, %.22, !dbg !138
  %.56 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.55, !dbg !138
  %.573 = load i32, ptr addrspace(1) %.56, align 4, !dbg !138, !amdgpu.noclobber !6
  %.59 = and i32 %.573, 2147483647, !dbg !138
  %.60 = add i32 %.573, 4096, !dbg !138
  %.62 = icmp eq i32 %.59, 2139095040, !dbg !138
  %.64 = icmp ugt i32 %.59, 2139095040, !dbg !138
  %.67 = add nuw nsw i64 %.55, 64, !dbg !138
  %.68 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.67, !dbg !138
  %.694 = load i32, ptr addrspace(1) %.68, align 4, !dbg !138, !amdgpu.noclobber !6
  %.71 = and i32 %.694, 2147483647, !dbg !138
  %.72 = add i32 %.694, 4096, !dbg !138
  %.73 = and i32 %.72, -8192, !dbg !138
  %.74 = icmp eq i32 %.71, 2139095040, !dbg !138
  %.75 = select i1 %.74, i32 %.694, i32 %.73, !dbg !138
  %.76 = icmp ugt i32 %.71, 2139095040, !dbg !138
  %.77 = select i1 %.76, i32 2147483647, i32 %.75, !dbg !138
  %.87 = shl nuw nsw i64 %.20, 6, !dbg !139
  %.88 = or i64 %.87, %.22, !dbg !139
  %.89 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.88, !dbg !139
  %.90 = load float, ptr addrspace(1) %.89, align 4, !dbg !139, !amdgpu.noclobber !6
  %.92 = or i64 %.88, 16, !dbg !139
  %.93 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.92, !dbg !139
  %.94 = load float, ptr addrspace(1) %.93, align 4, !dbg !139, !amdgpu.noclobber !6
  %.96 = or i64 %.88, 32, !dbg !139
  %.97 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.96, !dbg !139
  %.98 = load float, ptr addrspace(1) %.97, align 4, !dbg !139, !amdgpu.noclobber !6
  %.100 = or i64 %.88, 48, !dbg !139
  %.101 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.100, !dbg !139
  %.102 = load float, ptr addrspace(1) %.101, align 4, !dbg !139, !amdgpu.noclobber !6
  %t14 = mul nsw i64 %t1, 192, !dbg !140
  %t16 = shl nsw i64 %t1, 6, !dbg !141
  %t30 = trunc i64 %.24 to i32, !dbg !142
  %t31 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t14, !dbg !143
  store i32 %t30, ptr addrspace(1) %t31, align 4, !dbg !143
  %t43 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t16, !dbg !144
  store i32 %.34, ptr addrspace(1) %t43, align 4, !dbg !144
  %t27.1 = or i64 %t14, 1, !dbg !145
  %t30.1 = trunc i64 %.35 to i32, !dbg !142
  %t31.1 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t27.1, !dbg !143
  store i32 %t30.1, ptr addrspace(1) %t31.1, align 4, !dbg !143
  %t32.1 = or i64 %t16, 1, !dbg !146
  %t43.1 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t32.1, !dbg !144
  store i32 %.45, ptr addrspace(1) %t43.1, align 4, !dbg !144
  %.61 = and i32 %.60, -8192, !dbg !138
  %.63 = select i1 %.62, i32 %.573, i32 %.61, !dbg !138
  %.65 = select i1 %.64, i32 2147483647, i32 %.63, !dbg !138
  %t49 = add nsw i64 %t14, 64, !dbg !147
  %t50 = add nsw i64 %t16, 4096, !dbg !148
  %t64 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t49, !dbg !149
  store i32 %.18, ptr addrspace(1) %t64, align 4, !dbg !149
  %t76 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t50, !dbg !150
  store i32 %.65, ptr addrspace(1) %t76, align 4, !dbg !150
  %t60.1 = add nsw i64 %t14, 65, !dbg !151
  %0 = add i32 %.18, 64, !dbg !152
  %t64.1 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t60.1, !dbg !149
  store i32 %0, ptr addrspace(1) %t64.1, align 4, !dbg !149
  %t65.1 = add nsw i64 %t16, 4097, !dbg !153
  %t76.1 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t65.1, !dbg !150
  store i32 %.77, ptr addrspace(1) %t76.1, align 4, !dbg !150
  %.86 = shl nuw nsw i64 %.20, 2, !dbg !139
  %t82 = add nsw i64 %t14, 128, !dbg !154
  %.146.tr = trunc i64 %.86 to i32, !dbg !155
  %1 = shl i32 %.146.tr, 4, !dbg !155
  %t100 = or i32 %1, %.21, !dbg !155
  %t101 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t82, !dbg !156
  store i32 %t100, ptr addrspace(1) %t101, align 4, !dbg !156
  %t118 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t16, !dbg !157
  store float %.90, ptr addrspace(1) %t118, align 4, !dbg !157
  %t97.1 = add nsw i64 %t14, 129, !dbg !158
  %2 = trunc i64 %.86 to i32, !dbg !155
  %.146.tr.1 = shl i32 %2, 4, !dbg !155
  %3 = or i32 %.146.tr.1, %.21, !dbg !155
  %t100.1 = or i32 %3, 16, !dbg !155
  %t101.1 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t97.1, !dbg !156
  store i32 %t100.1, ptr addrspace(1) %t101.1, align 4, !dbg !156
  %t118.1 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t32.1, !dbg !157
  store float %.94, ptr addrspace(1) %t118.1, align 4, !dbg !157
  %t97.2 = add nsw i64 %t14, 130, !dbg !158
  %4 = trunc i64 %.86 to i32, !dbg !155
  %.146.tr.2 = shl i32 %4, 4, !dbg !155
  %5 = or i32 %.146.tr.2, %.21, !dbg !155
  %t100.2 = or i32 %5, 32, !dbg !155
  %t101.2 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t97.2, !dbg !156
  store i32 %t100.2, ptr addrspace(1) %t101.2, align 4, !dbg !156
  %t102.2 = or i64 %t16, 2, !dbg !159
  %t118.2 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t102.2, !dbg !157
  store float %.98, ptr addrspace(1) %t118.2, align 4, !dbg !157
  %t97.3 = add nsw i64 %t14, 131, !dbg !158
  %6 = trunc i64 %.86 to i32, !dbg !155
  %.146.tr.3 = shl i32 %6, 4, !dbg !155
  %7 = or i32 %.146.tr.3, %.21, !dbg !155
  %t100.3 = or i32 %7, 48, !dbg !155
  %t101.3 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t97.3, !dbg !156
  store i32 %t100.3, ptr addrspace(1) %t101.3, align 4, !dbg !156
  %t102.3 = or i64 %t16, 3, !dbg !159
  %t118.3 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t102.3, !dbg !157
  store float %.102, ptr addrspace(1) %t118.3, align 4, !dbg !157
  ret void, !dbg !157
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eBiasMask_5bkern_2eFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12) local_unnamed_addr #0 !dbg !160 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !161
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.13), !dbg !161
  %.17 = and i32 %.14, 15, !dbg !161
  %.18 = zext i32 %.17 to i64, !dbg !161
  %0 = lshr i32 %.14, 2, !dbg !161
  %1 = and i32 %0, 1073741820, !dbg !161
  %.19 = zext i32 %1 to i64, !dbg !161
  %.20 = mul i64 %.18, %a12, !dbg !161
  %.21 = add i64 %.20, %.19, !dbg !161
  %.22 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.21, !dbg !161
  %.23 = ptrtoint ptr addrspace(1) %.22 to i64, !dbg !161
  %.24 = and i64 %.23, 3, !dbg !161
  %.25 = icmp eq i64 %.24, 0, !dbg !161
  br i1 %.25, label %frag.wide.26, label %frag.narrow.27, !dbg !161

frag.wide.26:                                     ; preds = %entry
  %.29 = load <2 x i32>, ptr addrspace(1) %.22, align 4, !dbg !161, !amdgpu.noclobber !6
  %.30 = extractelement <2 x i32> %.29, i64 0, !dbg !161
  %.31 = extractelement <2 x i32> %.29, i64 1, !dbg !161
  br label %frag.join.28, !dbg !161

frag.narrow.27:                                   ; preds = %entry
  %.33 = load i16, ptr addrspace(1) %.22, align 2, !dbg !161, !amdgpu.noclobber !6
  %.34 = zext i16 %.33 to i32, !dbg !161
  %.35 = add i64 %.21, 1, !dbg !161
  %.36 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.35, !dbg !161
  %.37 = load i16, ptr addrspace(1) %.36, align 2, !dbg !161, !amdgpu.noclobber !6
  %.38 = zext i16 %.37 to i32, !dbg !161
  %.39 = shl nuw i32 %.38, 16, !dbg !161
  %.40 = or i32 %.39, %.34, !dbg !161
  %.41 = add i64 %.21, 2, !dbg !161
  %.42 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.41, !dbg !161
  %.43 = load i16, ptr addrspace(1) %.42, align 2, !dbg !161, !amdgpu.noclobber !6
  %.44 = zext i16 %.43 to i32, !dbg !161
  %.45 = add i64 %.21, 3, !dbg !161
  %.46 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.45, !dbg !161
  %.47 = load i16, ptr addrspace(1) %.46, align 2, !dbg !161, !amdgpu.noclobber !6
  %.48 = zext i16 %.47 to i32, !dbg !161
  %.49 = shl nuw i32 %.48, 16, !dbg !161
  %.50 = or i32 %.49, %.44, !dbg !161
  br label %frag.join.28, !dbg !161

frag.join.28:                                     ; preds = %frag.narrow.27, %frag.wide.26
  %.51 = phi i32 [ %.30, %frag.wide.26 ], [ %.40, %frag.narrow.27 ], !dbg !161
  %.52 = phi i32 [ %.31, %frag.wide.26 ], [ %.50, %frag.narrow.27 ], !dbg !161
  %.64 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.21, !dbg !162
  %.65 = ptrtoint ptr addrspace(1) %.64 to i64, !dbg !162
  %.66 = and i64 %.65, 3, !dbg !162
  %.67 = icmp eq i64 %.66, 0, !dbg !162
  br i1 %.67, label %frag.wide.68, label %frag.narrow.69, !dbg !162

frag.wide.68:                                     ; preds = %frag.join.28
  %.71 = load <2 x i32>, ptr addrspace(1) %.64, align 4, !dbg !162, !amdgpu.noclobber !6
  %.72 = extractelement <2 x i32> %.71, i64 0, !dbg !162
  %.73 = extractelement <2 x i32> %.71, i64 1, !dbg !162
  br label %frag.join.70, !dbg !162

frag.narrow.69:                                   ; preds = %frag.join.28
  %.75 = load i16, ptr addrspace(1) %.64, align 2, !dbg !162, !amdgpu.noclobber !6
  %.76 = zext i16 %.75 to i32, !dbg !162
  %.77 = add i64 %.21, 1, !dbg !162
  %.78 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.77, !dbg !162
  %.79 = load i16, ptr addrspace(1) %.78, align 2, !dbg !162, !amdgpu.noclobber !6
  %.80 = zext i16 %.79 to i32, !dbg !162
  %.81 = shl nuw i32 %.80, 16, !dbg !162
  %.82 = or i32 %.81, %.76, !dbg !162
  %.83 = add i64 %.21, 2, !dbg !162
  %.84 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.83, !dbg !162
  %.85 = load i16, ptr addrspace(1) %.84, align 2, !dbg !162, !amdgpu.noclobber !6
  %.86 = zext i16 %.85 to i32, !dbg !162
  %.87 = add i64 %.21, 3, !dbg !162
  %.88 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.87, !dbg !162
  %.89 = load i16, ptr addrspace(1) %.88, align 2, !dbg !162, !amdgpu.noclobber !6
  %.90 = zext i16 %.89 to i32, !dbg !162
  %.91 = shl nuw i32 %.90, 16, !dbg !162
  %.92 = or i32 %.91, %.86, !dbg !162
  br label %frag.join.70, !dbg !162

frag.join.70:                                     ; preds = %frag.narrow.69, %frag.wide.68
  %.93 = phi i32 [ %.72, %frag.wide.68 ], [ %.82, %frag.narrow.69 ], !dbg !162
  %.94 = phi i32 [ %.73, %frag.wide.68 ], [ %.92, %frag.narrow.69 ], !dbg !162
  %.110 = insertelement <2 x i32> poison, i32 %.51, i64 0, !dbg !163
  %.112 = insertelement <2 x i32> %.110, i32 %.52, i64 1, !dbg !163
  %.113 = bitcast <2 x i32> %.112 to <4 x half>, !dbg !163
  %.115 = insertelement <2 x i32> poison, i32 %.93, i64 0, !dbg !163
  %.117 = insertelement <2 x i32> %.115, i32 %.94, i64 1, !dbg !163
  %.118 = bitcast <2 x i32> %.117 to <4 x half>, !dbg !163
  %.119 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.113, <4 x half> %.118, <4 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !163
  %.120 = extractelement <4 x float> %.119, i64 0, !dbg !163
  %.121 = extractelement <4 x float> %.119, i64 1, !dbg !163
  %.122 = extractelement <4 x float> %.119, i64 2, !dbg !163
  %.123 = extractelement <4 x float> %.119, i64 3, !dbg !163
  %t42 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.18
  %.144 = load float, ptr addrspace(1) %t42, align 4, !amdgpu.noclobber !6
  %t44 = fadd float %.144, %.120, !dbg !164
  %t45 = icmp ult i32 %1, %.17, !dbg !165
  %spec.select = select i1 %t45, float 0.000000e+00, float %t44, !dbg !165
  %.135.1 = or i64 %.19, 1, !dbg !166
  %t44.1 = fadd float %.144, %.121, !dbg !164
  %t45.1 = icmp ult i64 %.135.1, %.18, !dbg !165
  %spec.select.1 = select i1 %t45.1, float 0.000000e+00, float %t44.1, !dbg !165
  %.135.2 = or i64 %.19, 2, !dbg !166
  %t44.2 = fadd float %.144, %.122, !dbg !164
  %t45.2 = icmp ult i64 %.135.2, %.18, !dbg !165
  %spec.select.2 = select i1 %t45.2, float 0.000000e+00, float %t44.2, !dbg !165
  %.135.3 = or i64 %.19, 3, !dbg !166
  %t44.3 = fadd float %.144, %.123, !dbg !164
  %t45.3 = icmp ult i64 %.135.3, %.18, !dbg !165
  %spec.select.3 = select i1 %t45.3, float 0.000000e+00, float %t44.3, !dbg !165
  %.152 = mul i64 %.19, %a12, !dbg !167
  %.153 = add i64 %.152, %.18, !dbg !167
  %.155 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.153, !dbg !167
  store float %spec.select, ptr addrspace(1) %.155, align 4, !dbg !167
  %.158 = add i64 %.153, %a12, !dbg !167
  %.159 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.158, !dbg !167
  store float %spec.select.1, ptr addrspace(1) %.159, align 4, !dbg !167
  %.161 = shl i64 %a12, 1, !dbg !167
  %.162 = add i64 %.153, %.161, !dbg !167
  %.163 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.162, !dbg !167
  store float %spec.select.2, ptr addrspace(1) %.163, align 4, !dbg !167
  %.165 = mul i64 %a12, 3, !dbg !167
  %.166 = add i64 %.153, %.165, !dbg !167
  %.167 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.166, !dbg !167
  store float %spec.select.3, ptr addrspace(1) %.167, align 4, !dbg !167
  ret void, !dbg !167
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eBiasMask_5bkern_2eBFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12) local_unnamed_addr #0 !dbg !168 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !169
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.13), !dbg !169
  %.17 = and i32 %.14, 15, !dbg !169
  %.18 = zext i32 %.17 to i64, !dbg !169
  %0 = lshr i32 %.14, 2, !dbg !169
  %1 = and i32 %0, 1073741820, !dbg !169
  %.19 = zext i32 %1 to i64, !dbg !169
  %.20 = mul i64 %.18, %a12, !dbg !169
  %.21 = add i64 %.20, %.19, !dbg !169
  %.22 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.21, !dbg !169
  %.23 = ptrtoint ptr addrspace(1) %.22 to i64, !dbg !169
  %.24 = and i64 %.23, 3, !dbg !169
  %.25 = icmp eq i64 %.24, 0, !dbg !169
  br i1 %.25, label %frag.wide.26, label %frag.narrow.27, !dbg !169

frag.wide.26:                                     ; preds = %entry
  %.29 = load <2 x i32>, ptr addrspace(1) %.22, align 4, !dbg !169, !amdgpu.noclobber !6
  %.30 = extractelement <2 x i32> %.29, i64 0, !dbg !169
  %.31 = extractelement <2 x i32> %.29, i64 1, !dbg !169
  br label %frag.join.28, !dbg !169

frag.narrow.27:                                   ; preds = %entry
  %.33 = load i16, ptr addrspace(1) %.22, align 2, !dbg !169, !amdgpu.noclobber !6
  %.34 = zext i16 %.33 to i32, !dbg !169
  %.35 = add i64 %.21, 1, !dbg !169
  %.36 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.35, !dbg !169
  %.37 = load i16, ptr addrspace(1) %.36, align 2, !dbg !169, !amdgpu.noclobber !6
  %.38 = zext i16 %.37 to i32, !dbg !169
  %.39 = shl nuw i32 %.38, 16, !dbg !169
  %.40 = or i32 %.39, %.34, !dbg !169
  %.41 = add i64 %.21, 2, !dbg !169
  %.42 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.41, !dbg !169
  %.43 = load i16, ptr addrspace(1) %.42, align 2, !dbg !169, !amdgpu.noclobber !6
  %.44 = zext i16 %.43 to i32, !dbg !169
  %.45 = add i64 %.21, 3, !dbg !169
  %.46 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.45, !dbg !169
  %.47 = load i16, ptr addrspace(1) %.46, align 2, !dbg !169, !amdgpu.noclobber !6
  %.48 = zext i16 %.47 to i32, !dbg !169
  %.49 = shl nuw i32 %.48, 16, !dbg !169
  %.50 = or i32 %.49, %.44, !dbg !169
  br label %frag.join.28, !dbg !169

frag.join.28:                                     ; preds = %frag.narrow.27, %frag.wide.26
  %.51 = phi i32 [ %.30, %frag.wide.26 ], [ %.40, %frag.narrow.27 ], !dbg !169
  %.52 = phi i32 [ %.31, %frag.wide.26 ], [ %.50, %frag.narrow.27 ], !dbg !169
  %.64 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.21, !dbg !170
  %.65 = ptrtoint ptr addrspace(1) %.64 to i64, !dbg !170
  %.66 = and i64 %.65, 3, !dbg !170
  %.67 = icmp eq i64 %.66, 0, !dbg !170
  br i1 %.67, label %frag.wide.68, label %frag.narrow.69, !dbg !170

frag.wide.68:                                     ; preds = %frag.join.28
  %.71 = load <2 x i32>, ptr addrspace(1) %.64, align 4, !dbg !170, !amdgpu.noclobber !6
  %.72 = extractelement <2 x i32> %.71, i64 0, !dbg !170
  %.73 = extractelement <2 x i32> %.71, i64 1, !dbg !170
  br label %frag.join.70, !dbg !170

frag.narrow.69:                                   ; preds = %frag.join.28
  %.75 = load i16, ptr addrspace(1) %.64, align 2, !dbg !170, !amdgpu.noclobber !6
  %.76 = zext i16 %.75 to i32, !dbg !170
  %.77 = add i64 %.21, 1, !dbg !170
  %.78 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.77, !dbg !170
  %.79 = load i16, ptr addrspace(1) %.78, align 2, !dbg !170, !amdgpu.noclobber !6
  %.80 = zext i16 %.79 to i32, !dbg !170
  %.81 = shl nuw i32 %.80, 16, !dbg !170
  %.82 = or i32 %.81, %.76, !dbg !170
  %.83 = add i64 %.21, 2, !dbg !170
  %.84 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.83, !dbg !170
  %.85 = load i16, ptr addrspace(1) %.84, align 2, !dbg !170, !amdgpu.noclobber !6
  %.86 = zext i16 %.85 to i32, !dbg !170
  %.87 = add i64 %.21, 3, !dbg !170
  %.88 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.87, !dbg !170
  %.89 = load i16, ptr addrspace(1) %.88, align 2, !dbg !170, !amdgpu.noclobber !6
  %.90 = zext i16 %.89 to i32, !dbg !170
  %.91 = shl nuw i32 %.90, 16, !dbg !170
  %.92 = or i32 %.91, %.86, !dbg !170
  br label %frag.join.70, !dbg !170

frag.join.70:                                     ; preds = %frag.narrow.69, %frag.wide.68
  %.93 = phi i32 [ %.72, %frag.wide.68 ], [ %.82, %frag.narrow.69 ], !dbg !170
  %.94 = phi i32 [ %.73, %frag.wide.68 ], [ %.92, %frag.narrow.69 ], !dbg !170
  %.110 = insertelement <2 x i32> poison, i32 %.51, i64 0, !dbg !171
  %.112 = insertelement <2 x i32> %.110, i32 %.52, i64 1, !dbg !171
  %.113 = bitcast <2 x i32> %.112 to <4 x i16>, !dbg !171
  %.115 = insertelement <2 x i32> poison, i32 %.93, i64 0, !dbg !171
  %.117 = insertelement <2 x i32> %.115, i32 %.94, i64 1, !dbg !171
  %.118 = bitcast <2 x i32> %.117 to <4 x i16>, !dbg !171
  %.119 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.113, <4 x i16> %.118, <4 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !171
  %.120 = extractelement <4 x float> %.119, i64 0, !dbg !171
  %.121 = extractelement <4 x float> %.119, i64 1, !dbg !171
  %.122 = extractelement <4 x float> %.119, i64 2, !dbg !171
  %.123 = extractelement <4 x float> %.119, i64 3, !dbg !171
  %t42 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.18
  %.144 = load float, ptr addrspace(1) %t42, align 4, !amdgpu.noclobber !6
  %t44 = fadd float %.144, %.120, !dbg !172
  %t45 = icmp ult i32 %1, %.17, !dbg !173
  %spec.select = select i1 %t45, float 0.000000e+00, float %t44, !dbg !173
  %.135.1 = or i64 %.19, 1, !dbg !174
  %t44.1 = fadd float %.144, %.121, !dbg !172
  %t45.1 = icmp ult i64 %.135.1, %.18, !dbg !173
  %spec.select.1 = select i1 %t45.1, float 0.000000e+00, float %t44.1, !dbg !173
  %.135.2 = or i64 %.19, 2, !dbg !174
  %t44.2 = fadd float %.144, %.122, !dbg !172
  %t45.2 = icmp ult i64 %.135.2, %.18, !dbg !173
  %spec.select.2 = select i1 %t45.2, float 0.000000e+00, float %t44.2, !dbg !173
  %.135.3 = or i64 %.19, 3, !dbg !174
  %t44.3 = fadd float %.144, %.123, !dbg !172
  %t45.3 = icmp ult i64 %.135.3, %.18, !dbg !173
  %spec.select.3 = select i1 %t45.3, float 0.000000e+00, float %t44.3, !dbg !173
  %.152 = mul i64 %.19, %a12, !dbg !175
  %.153 = add i64 %.152, %.18, !dbg !175
  %.155 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.153, !dbg !175
  store float %spec.select, ptr addrspace(1) %.155, align 4, !dbg !175
  %.158 = add i64 %.153, %a12, !dbg !175
  %.159 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.158, !dbg !175
  store float %spec.select.1, ptr addrspace(1) %.159, align 4, !dbg !175
  %.161 = shl i64 %a12, 1, !dbg !175
  %.162 = add i64 %.153, %.161, !dbg !175
  %.163 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.162, !dbg !175
  store float %spec.select.2, ptr addrspace(1) %.163, align 4, !dbg !175
  %.165 = mul i64 %a12, 3, !dbg !175
  %.166 = add i64 %.153, %.165, !dbg !175
  %.167 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.166, !dbg !175
  store float %spec.select.3, ptr addrspace(1) %.167, align 4, !dbg !175
  ret void, !dbg !175
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eBiasMask_5bfloat32_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12) local_unnamed_addr #0 !dbg !176 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !177
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.13), !dbg !177
  %.15 = lshr i32 %.14, 4, !dbg !177
  %.16 = zext i32 %.15 to i64, !dbg !177
  %.17 = and i32 %.14, 15, !dbg !177
  %.18 = zext i32 %.17 to i64, !dbg !177
  %.19 = mul i64 %.18, %a12, !dbg !177
  %.20 = add i64 %.19, %.16, !dbg !177
  %.21 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.20, !dbg !177
  %.221 = load i32, ptr addrspace(1) %.21, align 4, !dbg !177, !amdgpu.noclobber !6
  %.24 = and i32 %.221, 2147483647, !dbg !177
  %.25 = add i32 %.221, 4096, !dbg !177
  %.26 = and i32 %.25, -8192, !dbg !177
  %.27 = icmp eq i32 %.24, 2139095040, !dbg !177
  %.28 = select i1 %.27, i32 %.221, i32 %.26, !dbg !177
  %.29 = icmp ugt i32 %.24, 2139095040, !dbg !177
  %.30 = select i1 %.29, i32 2147483647, i32 %.28, !dbg !177
  %.31 = add i64 %.20, 4, !dbg !177
  %.32 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.31, !dbg !177
  %.332 = load i32, ptr addrspace(1) %.32, align 4, !dbg !177, !amdgpu.noclobber !6
  %.35 = and i32 %.332, 2147483647, !dbg !177
  %.36 = add i32 %.332, 4096, !dbg !177
  %.37 = and i32 %.36, -8192, !dbg !177
  %.38 = icmp eq i32 %.35, 2139095040, !dbg !177
  %.39 = select i1 %.38, i32 %.332, i32 %.37, !dbg !177
  %.40 = icmp ugt i32 %.35, 2139095040, !dbg !177
  %.41 = select i1 %.40, i32 2147483647, i32 %.39, !dbg !177
  %.52 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.20, !dbg !178
  %.533 = load i32, ptr addrspace(1) %.52, align 4, !dbg !178, !amdgpu.noclobber !6
  %.55 = and i32 %.533, 2147483647, !dbg !178
  %.56 = add i32 %.533, 4096, !dbg !178
  %.57 = and i32 %.56, -8192, !dbg !178
  %.58 = icmp eq i32 %.55, 2139095040, !dbg !178
  %.59 = select i1 %.58, i32 %.533, i32 %.57, !dbg !178
  %.60 = icmp ugt i32 %.55, 2139095040, !dbg !178
  %.61 = select i1 %.60, i32 2147483647, i32 %.59, !dbg !178
  %.63 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.31, !dbg !178
  %.644 = load i32, ptr addrspace(1) %.63, align 4, !dbg !178, !amdgpu.noclobber !6
  %.66 = and i32 %.644, 2147483647, !dbg !178
  %.67 = add i32 %.644, 4096, !dbg !178
  %.68 = and i32 %.67, -8192, !dbg !178
  %.69 = icmp eq i32 %.66, 2139095040, !dbg !178
  %.70 = select i1 %.69, i32 %.644, i32 %.68, !dbg !178
  %.71 = icmp ugt i32 %.66, 2139095040, !dbg !178
  %.72 = select i1 %.71, i32 2147483647, i32 %.70, !dbg !178
  %.88 = bitcast i32 %.30 to float, !dbg !179
  %.90 = bitcast i32 %.61 to float, !dbg !179
  %.91 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.88, float %.90, <4 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !179
  %.93 = bitcast i32 %.41 to float, !dbg !179
  %.95 = bitcast i32 %.72 to float, !dbg !179
  %.96 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.93, float %.95, <4 x float> %.91, i32 0, i32 0, i32 0), !dbg !179
  %.97 = extractelement <4 x float> %.96, i64 0, !dbg !179
  %.98 = extractelement <4 x float> %.96, i64 1, !dbg !179
  %.99 = extractelement <4 x float> %.96, i64 2, !dbg !179
  %.100 = extractelement <4 x float> %.96, i64 3, !dbg !179
  %.111 = shl nuw nsw i64 %.16, 2
  %t42 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.18
  %.121 = load float, ptr addrspace(1) %t42, align 4, !amdgpu.noclobber !6
  %t44 = fadd float %.121, %.97, !dbg !180
  %t45 = icmp ult i64 %.111, %.18, !dbg !181
  %spec.select = select i1 %t45, float 0.000000e+00, float %t44, !dbg !181
  %.112.1 = or i64 %.111, 1, !dbg !182
  %t44.1 = fadd float %.121, %.98, !dbg !180
  %t45.1 = icmp ult i64 %.112.1, %.18, !dbg !181
  %spec.select.1 = select i1 %t45.1, float 0.000000e+00, float %t44.1, !dbg !181
  %.112.2 = or i64 %.111, 2, !dbg !182
  %t44.2 = fadd float %.121, %.99, !dbg !180
  %t45.2 = icmp ult i64 %.112.2, %.18, !dbg !181
  %spec.select.2 = select i1 %t45.2, float 0.000000e+00, float %t44.2, !dbg !181
  %.112.3 = or i64 %.111, 3, !dbg !182
  %t44.3 = fadd float %.121, %.100, !dbg !180
  %t45.3 = icmp ult i64 %.112.3, %.18, !dbg !181
  %spec.select.3 = select i1 %t45.3, float 0.000000e+00, float %t44.3, !dbg !181
  %.129 = mul i64 %.111, %a12, !dbg !183
  %.130 = add i64 %.129, %.18, !dbg !183
  %.132 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.130, !dbg !183
  store float %spec.select, ptr addrspace(1) %.132, align 4, !dbg !183
  %.135 = add i64 %.130, %a12, !dbg !183
  %.136 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.135, !dbg !183
  store float %spec.select.1, ptr addrspace(1) %.136, align 4, !dbg !183
  %.138 = shl i64 %a12, 1, !dbg !183
  %.139 = add i64 %.130, %.138, !dbg !183
  %.140 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.139, !dbg !183
  store float %spec.select.2, ptr addrspace(1) %.140, align 4, !dbg !183
  %.142 = mul i64 %a12, 3, !dbg !183
  %.143 = add i64 %.130, %.142, !dbg !183
  %.144 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.143, !dbg !183
  store float %spec.select.3, ptr addrspace(1) %.144, align 4, !dbg !183
  ret void, !dbg !183
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eLayouts_5bkern_2eFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture readonly %a12, i64 %a13, i64 %a14, i64 %a15) local_unnamed_addr #2 !dbg !184 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !186
  %t1 = sext i32 %.16 to i64, !dbg !186
  %t3 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t1, !dbg !187
  %.17 = load i32, ptr addrspace(1) %t3, align 4, !dbg !187, !amdgpu.noclobber !6
  %t5 = shl nsw i64 %t1, 5, !dbg !188
  %t6 = mul i64 %t5, %a15, !dbg !189
  %t11 = and i32 %.17, 1, !dbg !190
  %t12.not = icmp eq i32 %t11, 0, !dbg !191
  %t13 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t6, !dbg !192
  %.247 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !193
  %.248 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.247), !dbg !193
  %.251 = and i32 %.248, 15, !dbg !193
  %.252 = zext i32 %.251 to i64, !dbg !193
  %0 = lshr i32 %.248, 2, !dbg !193
  %1 = and i32 %0, 1073741820, !dbg !193
  %.253 = zext i32 %1 to i64, !dbg !193
  br i1 %t12.not, label %b12, label %b1, !dbg !191

b1:                                               ; preds = %entry
  %.25 = mul i64 %.253, %a15, !dbg !192
  %.26 = add i64 %.25, %.252, !dbg !192
  %.27 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.26, !dbg !192
  %.28 = load i16, ptr addrspace(1) %.27, align 2, !dbg !192, !amdgpu.noclobber !6
  %.29 = zext i16 %.28 to i32, !dbg !192
  %.31 = add i64 %.26, %a15, !dbg !192
  %.32 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.31, !dbg !192
  %.33 = load i16, ptr addrspace(1) %.32, align 2, !dbg !192, !amdgpu.noclobber !6
  %.34 = zext i16 %.33 to i32, !dbg !192
  %.35 = shl nuw i32 %.34, 16, !dbg !192
  %.36 = or i32 %.35, %.29, !dbg !192
  %.37 = shl i64 %a15, 1, !dbg !192
  %.38 = add i64 %.26, %.37, !dbg !192
  %.39 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.38, !dbg !192
  %.40 = load i16, ptr addrspace(1) %.39, align 2, !dbg !192, !amdgpu.noclobber !6
  %.41 = zext i16 %.40 to i32, !dbg !192
  %.42 = mul i64 %a15, 3, !dbg !192
  %.43 = add i64 %.26, %.42, !dbg !192
  %.44 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.43, !dbg !192
  %.45 = load i16, ptr addrspace(1) %.44, align 2, !dbg !192, !amdgpu.noclobber !6
  %.46 = zext i16 %.45 to i32, !dbg !192
  %.47 = shl nuw i32 %.46, 16, !dbg !192
  %.48 = or i32 %.47, %.41, !dbg !192
  br label %b2, !dbg !192

b2:                                               ; preds = %frag.wide.260, %frag.narrow.261, %b1
  %.36.pn = phi i32 [ %.36, %b1 ], [ %.264, %frag.wide.260 ], [ %.274, %frag.narrow.261 ]
  %.48.pn = phi i32 [ %.48, %b1 ], [ %.265, %frag.wide.260 ], [ %.284, %frag.narrow.261 ]
  %t16 = and i32 %.17, 2, !dbg !194
  %t17.not = icmp eq i32 %t16, 0, !dbg !195
  %t18 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t6, !dbg !196
  %.214 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !193
  %.215 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.214), !dbg !193
  %.218 = and i32 %.215, 15, !dbg !193
  %.219 = zext i32 %.218 to i64, !dbg !193
  %2 = lshr i32 %.215, 2, !dbg !193
  %3 = and i32 %2, 1073741820, !dbg !193
  %.220 = zext i32 %3 to i64, !dbg !193
  br i1 %t17.not, label %b11, label %b3, !dbg !195

b3:                                               ; preds = %b2
  %.58 = mul i64 %.219, %a15, !dbg !196
  %.59 = add i64 %.58, %.220, !dbg !196
  %.60 = getelementptr inbounds i16, ptr addrspace(1) %t18, i64 %.59, !dbg !196
  %.61 = ptrtoint ptr addrspace(1) %.60 to i64, !dbg !196
  %.62 = and i64 %.61, 3, !dbg !196
  %.63 = icmp eq i64 %.62, 0, !dbg !196
  br i1 %.63, label %frag.wide.64, label %frag.narrow.65, !dbg !196

frag.wide.64:                                     ; preds = %b3
  %.67 = load <2 x i32>, ptr addrspace(1) %.60, align 4, !dbg !196, !amdgpu.noclobber !6
  %.68 = extractelement <2 x i32> %.67, i64 0, !dbg !196
  %.69 = extractelement <2 x i32> %.67, i64 1, !dbg !196
  br label %b4, !dbg !196

frag.narrow.65:                                   ; preds = %b3
  %.71 = load i16, ptr addrspace(1) %.60, align 2, !dbg !196, !amdgpu.noclobber !6
  %.72 = zext i16 %.71 to i32, !dbg !196
  %.73 = add i64 %.59, 1, !dbg !196
  %.74 = getelementptr inbounds i16, ptr addrspace(1) %t18, i64 %.73, !dbg !196
  %.75 = load i16, ptr addrspace(1) %.74, align 2, !dbg !196, !amdgpu.noclobber !6
  %.76 = zext i16 %.75 to i32, !dbg !196
  %.77 = shl nuw i32 %.76, 16, !dbg !196
  %.78 = or i32 %.77, %.72, !dbg !196
  %.79 = add i64 %.59, 2, !dbg !196
  %.80 = getelementptr inbounds i16, ptr addrspace(1) %t18, i64 %.79, !dbg !196
  %.81 = load i16, ptr addrspace(1) %.80, align 2, !dbg !196, !amdgpu.noclobber !6
  %.82 = zext i16 %.81 to i32, !dbg !196
  %.83 = add i64 %.59, 3, !dbg !196
  %.84 = getelementptr inbounds i16, ptr addrspace(1) %t18, i64 %.83, !dbg !196
  %.85 = load i16, ptr addrspace(1) %.84, align 2, !dbg !196, !amdgpu.noclobber !6
  %.86 = zext i16 %.85 to i32, !dbg !196
  %.87 = shl nuw i32 %.86, 16, !dbg !196
  %.88 = or i32 %.87, %.82, !dbg !196
  br label %b4, !dbg !196

b4:                                               ; preds = %frag.wide.64, %frag.narrow.65, %b11
  %.89.pn = phi i32 [ %.232, %b11 ], [ %.68, %frag.wide.64 ], [ %.78, %frag.narrow.65 ]
  %.90.pn = phi i32 [ %.244, %b11 ], [ %.69, %frag.wide.64 ], [ %.88, %frag.narrow.65 ]
  %t21 = and i32 %.17, 4, !dbg !197
  %t22.not = icmp eq i32 %t21, 0, !dbg !198
  %t23 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t6, !dbg !199
  %.187 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !193
  %.188 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.187), !dbg !193
  %.191 = and i32 %.188, 15, !dbg !193
  %.192 = zext i32 %.191 to i64, !dbg !193
  %4 = lshr i32 %.188, 2, !dbg !193
  %5 = and i32 %4, 1073741820, !dbg !193
  %.193 = zext i32 %5 to i64, !dbg !193
  br i1 %t22.not, label %b10, label %b5, !dbg !198

b5:                                               ; preds = %b4
  %.100 = mul i64 %.192, %a15, !dbg !199
  %.101 = add i64 %.100, %.193, !dbg !199
  %.104 = add i64 %.101, 1, !dbg !199
  %.107 = add i64 %.101, 2, !dbg !199
  %.110 = add i64 %.101, 3, !dbg !199
  br label %b6, !dbg !199

b6:                                               ; preds = %b10, %b5
  %.101.pn = phi i64 [ %.101, %b5 ], [ %.195, %b10 ]
  %.104.pn = phi i64 [ %.104, %b5 ], [ %.199, %b10 ]
  %.107.pn = phi i64 [ %.107, %b5 ], [ %.203, %b10 ]
  %.110.pn = phi i64 [ %.110, %b5 ], [ %.207, %b10 ]
  %.112.pn.in = getelementptr inbounds float, ptr addrspace(1) %t23, i64 %.110.pn, !dbg !193
  %.112.pn = load float, ptr addrspace(1) %.112.pn.in, align 4, !dbg !193, !amdgpu.noclobber !6
  %.109.pn.in = getelementptr inbounds float, ptr addrspace(1) %t23, i64 %.107.pn, !dbg !193
  %.109.pn = load float, ptr addrspace(1) %.109.pn.in, align 4, !dbg !193, !amdgpu.noclobber !6
  %.106.pn.in = getelementptr inbounds float, ptr addrspace(1) %t23, i64 %.104.pn, !dbg !193
  %.106.pn = load float, ptr addrspace(1) %.106.pn.in, align 4, !dbg !193, !amdgpu.noclobber !6
  %.103.pn.in = getelementptr inbounds float, ptr addrspace(1) %t23, i64 %.101.pn, !dbg !193
  %.103.pn = load float, ptr addrspace(1) %.103.pn.in, align 4, !dbg !193, !amdgpu.noclobber !6
  %.118 = insertelement <4 x float> poison, float %.103.pn, i64 0, !dbg !200
  %.120 = insertelement <4 x float> %.118, float %.106.pn, i64 1, !dbg !200
  %.122 = insertelement <4 x float> %.120, float %.109.pn, i64 2, !dbg !200
  %.124 = insertelement <4 x float> %.122, float %.112.pn, i64 3, !dbg !200
  %.126 = insertelement <2 x i32> poison, i32 %.36.pn, i64 0, !dbg !200
  %.128 = insertelement <2 x i32> %.126, i32 %.48.pn, i64 1, !dbg !200
  %.129 = bitcast <2 x i32> %.128 to <4 x half>, !dbg !200
  %.131 = insertelement <2 x i32> poison, i32 %.89.pn, i64 0, !dbg !200
  %.133 = insertelement <2 x i32> %.131, i32 %.90.pn, i64 1, !dbg !200
  %.134 = bitcast <2 x i32> %.133 to <4 x half>, !dbg !200
  %.135 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.129, <4 x half> %.134, <4 x float> %.124, i32 0, i32 0, i32 0), !dbg !200
  %.138 = extractelement <4 x float> %.135, i64 2, !dbg !200
  %t27 = and i32 %.17, 8, !dbg !201
  %t28.not = icmp eq i32 %t27, 0, !dbg !202
  %t29 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t6, !dbg !203
  %.164 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !193
  %.165 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.164), !dbg !193
  %.168 = and i32 %.165, 15, !dbg !193
  %.169 = zext i32 %.168 to i64, !dbg !193
  %6 = lshr i32 %.165, 2, !dbg !193
  %7 = and i32 %6, 1073741820, !dbg !193
  %.170 = zext i32 %7 to i64, !dbg !193
  br i1 %t28.not, label %b9, label %b7, !dbg !202

b7:                                               ; preds = %b6
  %.151 = mul i64 %.169, %a15, !dbg !203
  %.152 = add i64 %.151, %.170, !dbg !203
  %.154 = getelementptr inbounds float, ptr addrspace(1) %t29, i64 %.152, !dbg !203
  %8 = shufflevector <4 x float> %.135, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !203
  store <2 x float> %8, ptr addrspace(1) %.154, align 4, !dbg !203
  %.159 = add i64 %.152, 2, !dbg !203
  %.160 = getelementptr inbounds float, ptr addrspace(1) %t29, i64 %.159, !dbg !203
  store float %.138, ptr addrspace(1) %.160, align 4, !dbg !203
  %.162 = add i64 %.152, 3, !dbg !203
  br label %b8, !dbg !203

b8:                                               ; preds = %b9, %b7
  %.185.sink = phi i64 [ %.185, %b9 ], [ %.162, %b7 ]
  %.139 = extractelement <4 x float> %.135, i64 3, !dbg !200
  %.186 = getelementptr inbounds float, ptr addrspace(1) %t29, i64 %.185.sink, !dbg !193
  store float %.139, ptr addrspace(1) %.186, align 4, !dbg !193
  ret void, !dbg !204

b9:                                               ; preds = %b6
  %.137 = extractelement <4 x float> %.135, i64 1, !dbg !200
  %.136 = extractelement <4 x float> %.135, i64 0, !dbg !200
  %.171 = mul i64 %.170, %a15, !dbg !205
  %.172 = add i64 %.171, %.169, !dbg !205
  %.174 = getelementptr inbounds float, ptr addrspace(1) %t29, i64 %.172, !dbg !205
  store float %.136, ptr addrspace(1) %.174, align 4, !dbg !205
  %.177 = add i64 %.172, %a15, !dbg !205
  %.178 = getelementptr inbounds float, ptr addrspace(1) %t29, i64 %.177, !dbg !205
  store float %.137, ptr addrspace(1) %.178, align 4, !dbg !205
  %.180 = shl i64 %a15, 1, !dbg !205
  %.181 = add i64 %.172, %.180, !dbg !205
  %.182 = getelementptr inbounds float, ptr addrspace(1) %t29, i64 %.181, !dbg !205
  store float %.138, ptr addrspace(1) %.182, align 4, !dbg !205
  %.184 = mul i64 %a15, 3, !dbg !205
  %.185 = add i64 %.172, %.184, !dbg !205
  br label %b8, !dbg !205

b10:                                              ; preds = %b4
  %.194 = mul i64 %.193, %a15, !dbg !206
  %.195 = add i64 %.194, %.192, !dbg !206
  %.199 = add i64 %.195, %a15, !dbg !206
  %.202 = shl i64 %a15, 1, !dbg !206
  %.203 = add i64 %.195, %.202, !dbg !206
  %.206 = mul i64 %a15, 3, !dbg !206
  %.207 = add i64 %.195, %.206, !dbg !206
  br label %b6, !dbg !206

b11:                                              ; preds = %b2
  %.221 = mul i64 %.220, %a15, !dbg !207
  %.222 = add i64 %.221, %.219, !dbg !207
  %.223 = getelementptr inbounds i16, ptr addrspace(1) %t18, i64 %.222, !dbg !207
  %.224 = load i16, ptr addrspace(1) %.223, align 2, !dbg !207, !amdgpu.noclobber !6
  %.225 = zext i16 %.224 to i32, !dbg !207
  %.227 = add i64 %.222, %a15, !dbg !207
  %.228 = getelementptr inbounds i16, ptr addrspace(1) %t18, i64 %.227, !dbg !207
  %.229 = load i16, ptr addrspace(1) %.228, align 2, !dbg !207, !amdgpu.noclobber !6
  %.230 = zext i16 %.229 to i32, !dbg !207
  %.231 = shl nuw i32 %.230, 16, !dbg !207
  %.232 = or i32 %.231, %.225, !dbg !207
  %.233 = shl i64 %a15, 1, !dbg !207
  %.234 = add i64 %.222, %.233, !dbg !207
  %.235 = getelementptr inbounds i16, ptr addrspace(1) %t18, i64 %.234, !dbg !207
  %.236 = load i16, ptr addrspace(1) %.235, align 2, !dbg !207, !amdgpu.noclobber !6
  %.237 = zext i16 %.236 to i32, !dbg !207
  %.238 = mul i64 %a15, 3, !dbg !207
  %.239 = add i64 %.222, %.238, !dbg !207
  %.240 = getelementptr inbounds i16, ptr addrspace(1) %t18, i64 %.239, !dbg !207
  %.241 = load i16, ptr addrspace(1) %.240, align 2, !dbg !207, !amdgpu.noclobber !6
  %.242 = zext i16 %.241 to i32, !dbg !207
  %.243 = shl nuw i32 %.242, 16, !dbg !207
  %.244 = or i32 %.243, %.237, !dbg !207
  br label %b4, !dbg !207

b12:                                              ; preds = %entry
  %.254 = mul i64 %.252, %a15, !dbg !208
  %.255 = add i64 %.254, %.253, !dbg !208
  %.256 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.255, !dbg !208
  %.257 = ptrtoint ptr addrspace(1) %.256 to i64, !dbg !208
  %.258 = and i64 %.257, 3, !dbg !208
  %.259 = icmp eq i64 %.258, 0, !dbg !208
  br i1 %.259, label %frag.wide.260, label %frag.narrow.261, !dbg !208

frag.wide.260:                                    ; preds = %b12
  %.263 = load <2 x i32>, ptr addrspace(1) %.256, align 4, !dbg !208, !amdgpu.noclobber !6
  %.264 = extractelement <2 x i32> %.263, i64 0, !dbg !208
  %.265 = extractelement <2 x i32> %.263, i64 1, !dbg !208
  br label %b2, !dbg !208

frag.narrow.261:                                  ; preds = %b12
  %.267 = load i16, ptr addrspace(1) %.256, align 2, !dbg !208, !amdgpu.noclobber !6
  %.268 = zext i16 %.267 to i32, !dbg !208
  %.269 = add i64 %.255, 1, !dbg !208
  %.270 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.269, !dbg !208
  %.271 = load i16, ptr addrspace(1) %.270, align 2, !dbg !208, !amdgpu.noclobber !6
  %.272 = zext i16 %.271 to i32, !dbg !208
  %.273 = shl nuw i32 %.272, 16, !dbg !208
  %.274 = or i32 %.273, %.268, !dbg !208
  %.275 = add i64 %.255, 2, !dbg !208
  %.276 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.275, !dbg !208
  %.277 = load i16, ptr addrspace(1) %.276, align 2, !dbg !208, !amdgpu.noclobber !6
  %.278 = zext i16 %.277 to i32, !dbg !208
  %.279 = add i64 %.255, 3, !dbg !208
  %.280 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.279, !dbg !208
  %.281 = load i16, ptr addrspace(1) %.280, align 2, !dbg !208, !amdgpu.noclobber !6
  %.282 = zext i16 %.281 to i32, !dbg !208
  %.283 = shl nuw i32 %.282, 16, !dbg !208
  %.284 = or i32 %.283, %.278, !dbg !208
  br label %b2, !dbg !208
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eLayouts_5bkern_2eBFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture readonly %a12, i64 %a13, i64 %a14, i64 %a15) local_unnamed_addr #2 !dbg !209 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !210
  %t1 = sext i32 %.16 to i64, !dbg !210
  %t3 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t1, !dbg !211
  %.17 = load i32, ptr addrspace(1) %t3, align 4, !dbg !211, !amdgpu.noclobber !6
  %t5 = shl nsw i64 %t1, 5, !dbg !212
  %t6 = mul i64 %t5, %a15, !dbg !213
  %t11 = and i32 %.17, 1, !dbg !214
  %t12.not = icmp eq i32 %t11, 0, !dbg !215
  %t13 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t6, !dbg !216
  %.247 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !217
  %.248 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.247), !dbg !217
  %.251 = and i32 %.248, 15, !dbg !217
  %.252 = zext i32 %.251 to i64, !dbg !217
  %0 = lshr i32 %.248, 2, !dbg !217
  %1 = and i32 %0, 1073741820, !dbg !217
  %.253 = zext i32 %1 to i64, !dbg !217
  br i1 %t12.not, label %b12, label %b1, !dbg !215

b1:                                               ; preds = %entry
  %.25 = mul i64 %.253, %a15, !dbg !216
  %.26 = add i64 %.25, %.252, !dbg !216
  %.27 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.26, !dbg !216
  %.28 = load i16, ptr addrspace(1) %.27, align 2, !dbg !216, !amdgpu.noclobber !6
  %.29 = zext i16 %.28 to i32, !dbg !216
  %.31 = add i64 %.26, %a15, !dbg !216
  %.32 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.31, !dbg !216
  %.33 = load i16, ptr addrspace(1) %.32, align 2, !dbg !216, !amdgpu.noclobber !6
  %.34 = zext i16 %.33 to i32, !dbg !216
  %.35 = shl nuw i32 %.34, 16, !dbg !216
  %.36 = or i32 %.35, %.29, !dbg !216
  %.37 = shl i64 %a15, 1, !dbg !216
  %.38 = add i64 %.26, %.37, !dbg !216
  %.39 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.38, !dbg !216
  %.40 = load i16, ptr addrspace(1) %.39, align 2, !dbg !216, !amdgpu.noclobber !6
  %.41 = zext i16 %.40 to i32, !dbg !216
  %.42 = mul i64 %a15, 3, !dbg !216
  %.43 = add i64 %.26, %.42, !dbg !216
  %.44 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.43, !dbg !216
  %.45 = load i16, ptr addrspace(1) %.44, align 2, !dbg !216, !amdgpu.noclobber !6
  %.46 = zext i16 %.45 to i32, !dbg !216
  %.47 = shl nuw i32 %.46, 16, !dbg !216
  %.48 = or i32 %.47, %.41, !dbg !216
  br label %b2, !dbg !216

b2:                                               ; preds = %frag.wide.260, %frag.narrow.261, %b1
  %.36.pn = phi i32 [ %.36, %b1 ], [ %.264, %frag.wide.260 ], [ %.274, %frag.narrow.261 ]
  %.48.pn = phi i32 [ %.48, %b1 ], [ %.265, %frag.wide.260 ], [ %.284, %frag.narrow.261 ]
  %t16 = and i32 %.17, 2, !dbg !218
  %t17.not = icmp eq i32 %t16, 0, !dbg !219
  %t18 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t6, !dbg !220
  %.214 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !217
  %.215 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.214), !dbg !217
  %.218 = and i32 %.215, 15, !dbg !217
  %.219 = zext i32 %.218 to i64, !dbg !217
  %2 = lshr i32 %.215, 2, !dbg !217
  %3 = and i32 %2, 1073741820, !dbg !217
  %.220 = zext i32 %3 to i64, !dbg !217
  br i1 %t17.not, label %b11, label %b3, !dbg !219

b3:                                               ; preds = %b2
  %.58 = mul i64 %.219, %a15, !dbg !220
  %.59 = add i64 %.58, %.220, !dbg !220
  %.60 = getelementptr inbounds i16, ptr addrspace(1) %t18, i64 %.59, !dbg !220
  %.61 = ptrtoint ptr addrspace(1) %.60 to i64, !dbg !220
  %.62 = and i64 %.61, 3, !dbg !220
  %.63 = icmp eq i64 %.62, 0, !dbg !220
  br i1 %.63, label %frag.wide.64, label %frag.narrow.65, !dbg !220

frag.wide.64:                                     ; preds = %b3
  %.67 = load <2 x i32>, ptr addrspace(1) %.60, align 4, !dbg !220, !amdgpu.noclobber !6
  %.68 = extractelement <2 x i32> %.67, i64 0, !dbg !220
  %.69 = extractelement <2 x i32> %.67, i64 1, !dbg !220
  br label %b4, !dbg !220

frag.narrow.65:                                   ; preds = %b3
  %.71 = load i16, ptr addrspace(1) %.60, align 2, !dbg !220, !amdgpu.noclobber !6
  %.72 = zext i16 %.71 to i32, !dbg !220
  %.73 = add i64 %.59, 1, !dbg !220
  %.74 = getelementptr inbounds i16, ptr addrspace(1) %t18, i64 %.73, !dbg !220
  %.75 = load i16, ptr addrspace(1) %.74, align 2, !dbg !220, !amdgpu.noclobber !6
  %.76 = zext i16 %.75 to i32, !dbg !220
  %.77 = shl nuw i32 %.76, 16, !dbg !220
  %.78 = or i32 %.77, %.72, !dbg !220
  %.79 = add i64 %.59, 2, !dbg !220
  %.80 = getelementptr inbounds i16, ptr addrspace(1) %t18, i64 %.79, !dbg !220
  %.81 = load i16, ptr addrspace(1) %.80, align 2, !dbg !220, !amdgpu.noclobber !6
  %.82 = zext i16 %.81 to i32, !dbg !220
  %.83 = add i64 %.59, 3, !dbg !220
  %.84 = getelementptr inbounds i16, ptr addrspace(1) %t18, i64 %.83, !dbg !220
  %.85 = load i16, ptr addrspace(1) %.84, align 2, !dbg !220, !amdgpu.noclobber !6
  %.86 = zext i16 %.85 to i32, !dbg !220
  %.87 = shl nuw i32 %.86, 16, !dbg !220
  %.88 = or i32 %.87, %.82, !dbg !220
  br label %b4, !dbg !220

b4:                                               ; preds = %frag.wide.64, %frag.narrow.65, %b11
  %.89.pn = phi i32 [ %.232, %b11 ], [ %.68, %frag.wide.64 ], [ %.78, %frag.narrow.65 ]
  %.90.pn = phi i32 [ %.244, %b11 ], [ %.69, %frag.wide.64 ], [ %.88, %frag.narrow.65 ]
  %t21 = and i32 %.17, 4, !dbg !221
  %t22.not = icmp eq i32 %t21, 0, !dbg !222
  %t23 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t6, !dbg !223
  %.187 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !217
  %.188 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.187), !dbg !217
  %.191 = and i32 %.188, 15, !dbg !217
  %.192 = zext i32 %.191 to i64, !dbg !217
  %4 = lshr i32 %.188, 2, !dbg !217
  %5 = and i32 %4, 1073741820, !dbg !217
  %.193 = zext i32 %5 to i64, !dbg !217
  br i1 %t22.not, label %b10, label %b5, !dbg !222

b5:                                               ; preds = %b4
  %.100 = mul i64 %.192, %a15, !dbg !223
  %.101 = add i64 %.100, %.193, !dbg !223
  %.104 = add i64 %.101, 1, !dbg !223
  %.107 = add i64 %.101, 2, !dbg !223
  %.110 = add i64 %.101, 3, !dbg !223
  br label %b6, !dbg !223

b6:                                               ; preds = %b10, %b5
  %.101.pn = phi i64 [ %.101, %b5 ], [ %.195, %b10 ]
  %.104.pn = phi i64 [ %.104, %b5 ], [ %.199, %b10 ]
  %.107.pn = phi i64 [ %.107, %b5 ], [ %.203, %b10 ]
  %.110.pn = phi i64 [ %.110, %b5 ], [ %.207, %b10 ]
  %.112.pn.in = getelementptr inbounds float, ptr addrspace(1) %t23, i64 %.110.pn, !dbg !217
  %.112.pn = load float, ptr addrspace(1) %.112.pn.in, align 4, !dbg !217, !amdgpu.noclobber !6
  %.109.pn.in = getelementptr inbounds float, ptr addrspace(1) %t23, i64 %.107.pn, !dbg !217
  %.109.pn = load float, ptr addrspace(1) %.109.pn.in, align 4, !dbg !217, !amdgpu.noclobber !6
  %.106.pn.in = getelementptr inbounds float, ptr addrspace(1) %t23, i64 %.104.pn, !dbg !217
  %.106.pn = load float, ptr addrspace(1) %.106.pn.in, align 4, !dbg !217, !amdgpu.noclobber !6
  %.103.pn.in = getelementptr inbounds float, ptr addrspace(1) %t23, i64 %.101.pn, !dbg !217
  %.103.pn = load float, ptr addrspace(1) %.103.pn.in, align 4, !dbg !217, !amdgpu.noclobber !6
  %.118 = insertelement <4 x float> poison, float %.103.pn, i64 0, !dbg !224
  %.120 = insertelement <4 x float> %.118, float %.106.pn, i64 1, !dbg !224
  %.122 = insertelement <4 x float> %.120, float %.109.pn, i64 2, !dbg !224
  %.124 = insertelement <4 x float> %.122, float %.112.pn, i64 3, !dbg !224
  %.126 = insertelement <2 x i32> poison, i32 %.36.pn, i64 0, !dbg !224
  %.128 = insertelement <2 x i32> %.126, i32 %.48.pn, i64 1, !dbg !224
  %.129 = bitcast <2 x i32> %.128 to <4 x i16>, !dbg !224
  %.131 = insertelement <2 x i32> poison, i32 %.89.pn, i64 0, !dbg !224
  %.133 = insertelement <2 x i32> %.131, i32 %.90.pn, i64 1, !dbg !224
  %.134 = bitcast <2 x i32> %.133 to <4 x i16>, !dbg !224
  %.135 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.129, <4 x i16> %.134, <4 x float> %.124, i32 0, i32 0, i32 0), !dbg !224
  %.138 = extractelement <4 x float> %.135, i64 2, !dbg !224
  %t27 = and i32 %.17, 8, !dbg !225
  %t28.not = icmp eq i32 %t27, 0, !dbg !226
  %t29 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t6, !dbg !227
  %.164 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !217
  %.165 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.164), !dbg !217
  %.168 = and i32 %.165, 15, !dbg !217
  %.169 = zext i32 %.168 to i64, !dbg !217
  %6 = lshr i32 %.165, 2, !dbg !217
  %7 = and i32 %6, 1073741820, !dbg !217
  %.170 = zext i32 %7 to i64, !dbg !217
  br i1 %t28.not, label %b9, label %b7, !dbg !226

b7:                                               ; preds = %b6
  %.151 = mul i64 %.169, %a15, !dbg !227
  %.152 = add i64 %.151, %.170, !dbg !227
  %.154 = getelementptr inbounds float, ptr addrspace(1) %t29, i64 %.152, !dbg !227
  %8 = shufflevector <4 x float> %.135, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !227
  store <2 x float> %8, ptr addrspace(1) %.154, align 4, !dbg !227
  %.159 = add i64 %.152, 2, !dbg !227
  %.160 = getelementptr inbounds float, ptr addrspace(1) %t29, i64 %.159, !dbg !227
  store float %.138, ptr addrspace(1) %.160, align 4, !dbg !227
  %.162 = add i64 %.152, 3, !dbg !227
  br label %b8, !dbg !227

b8:                                               ; preds = %b9, %b7
  %.185.sink = phi i64 [ %.185, %b9 ], [ %.162, %b7 ]
  %.139 = extractelement <4 x float> %.135, i64 3, !dbg !224
  %.186 = getelementptr inbounds float, ptr addrspace(1) %t29, i64 %.185.sink, !dbg !217
  store float %.139, ptr addrspace(1) %.186, align 4, !dbg !217
  ret void, !dbg !228

b9:                                               ; preds = %b6
  %.137 = extractelement <4 x float> %.135, i64 1, !dbg !224
  %.136 = extractelement <4 x float> %.135, i64 0, !dbg !224
  %.171 = mul i64 %.170, %a15, !dbg !229
  %.172 = add i64 %.171, %.169, !dbg !229
  %.174 = getelementptr inbounds float, ptr addrspace(1) %t29, i64 %.172, !dbg !229
  store float %.136, ptr addrspace(1) %.174, align 4, !dbg !229
  %.177 = add i64 %.172, %a15, !dbg !229
  %.178 = getelementptr inbounds float, ptr addrspace(1) %t29, i64 %.177, !dbg !229
  store float %.137, ptr addrspace(1) %.178, align 4, !dbg !229
  %.180 = shl i64 %a15, 1, !dbg !229
  %.181 = add i64 %.172, %.180, !dbg !229
  %.182 = getelementptr inbounds float, ptr addrspace(1) %t29, i64 %.181, !dbg !229
  store float %.138, ptr addrspace(1) %.182, align 4, !dbg !229
  %.184 = mul i64 %a15, 3, !dbg !229
  %.185 = add i64 %.172, %.184, !dbg !229
  br label %b8, !dbg !229

b10:                                              ; preds = %b4
  %.194 = mul i64 %.193, %a15, !dbg !230
  %.195 = add i64 %.194, %.192, !dbg !230
  %.199 = add i64 %.195, %a15, !dbg !230
  %.202 = shl i64 %a15, 1, !dbg !230
  %.203 = add i64 %.195, %.202, !dbg !230
  %.206 = mul i64 %a15, 3, !dbg !230
  %.207 = add i64 %.195, %.206, !dbg !230
  br label %b6, !dbg !230

b11:                                              ; preds = %b2
  %.221 = mul i64 %.220, %a15, !dbg !231
  %.222 = add i64 %.221, %.219, !dbg !231
  %.223 = getelementptr inbounds i16, ptr addrspace(1) %t18, i64 %.222, !dbg !231
  %.224 = load i16, ptr addrspace(1) %.223, align 2, !dbg !231, !amdgpu.noclobber !6
  %.225 = zext i16 %.224 to i32, !dbg !231
  %.227 = add i64 %.222, %a15, !dbg !231
  %.228 = getelementptr inbounds i16, ptr addrspace(1) %t18, i64 %.227, !dbg !231
  %.229 = load i16, ptr addrspace(1) %.228, align 2, !dbg !231, !amdgpu.noclobber !6
  %.230 = zext i16 %.229 to i32, !dbg !231
  %.231 = shl nuw i32 %.230, 16, !dbg !231
  %.232 = or i32 %.231, %.225, !dbg !231
  %.233 = shl i64 %a15, 1, !dbg !231
  %.234 = add i64 %.222, %.233, !dbg !231
  %.235 = getelementptr inbounds i16, ptr addrspace(1) %t18, i64 %.234, !dbg !231
  %.236 = load i16, ptr addrspace(1) %.235, align 2, !dbg !231, !amdgpu.noclobber !6
  %.237 = zext i16 %.236 to i32, !dbg !231
  %.238 = mul i64 %a15, 3, !dbg !231
  %.239 = add i64 %.222, %.238, !dbg !231
  %.240 = getelementptr inbounds i16, ptr addrspace(1) %t18, i64 %.239, !dbg !231
  %.241 = load i16, ptr addrspace(1) %.240, align 2, !dbg !231, !amdgpu.noclobber !6
  %.242 = zext i16 %.241 to i32, !dbg !231
  %.243 = shl nuw i32 %.242, 16, !dbg !231
  %.244 = or i32 %.243, %.237, !dbg !231
  br label %b4, !dbg !231

b12:                                              ; preds = %entry
  %.254 = mul i64 %.252, %a15, !dbg !232
  %.255 = add i64 %.254, %.253, !dbg !232
  %.256 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.255, !dbg !232
  %.257 = ptrtoint ptr addrspace(1) %.256 to i64, !dbg !232
  %.258 = and i64 %.257, 3, !dbg !232
  %.259 = icmp eq i64 %.258, 0, !dbg !232
  br i1 %.259, label %frag.wide.260, label %frag.narrow.261, !dbg !232

frag.wide.260:                                    ; preds = %b12
  %.263 = load <2 x i32>, ptr addrspace(1) %.256, align 4, !dbg !232, !amdgpu.noclobber !6
  %.264 = extractelement <2 x i32> %.263, i64 0, !dbg !232
  %.265 = extractelement <2 x i32> %.263, i64 1, !dbg !232
  br label %b2, !dbg !232

frag.narrow.261:                                  ; preds = %b12
  %.267 = load i16, ptr addrspace(1) %.256, align 2, !dbg !232, !amdgpu.noclobber !6
  %.268 = zext i16 %.267 to i32, !dbg !232
  %.269 = add i64 %.255, 1, !dbg !232
  %.270 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.269, !dbg !232
  %.271 = load i16, ptr addrspace(1) %.270, align 2, !dbg !232, !amdgpu.noclobber !6
  %.272 = zext i16 %.271 to i32, !dbg !232
  %.273 = shl nuw i32 %.272, 16, !dbg !232
  %.274 = or i32 %.273, %.268, !dbg !232
  %.275 = add i64 %.255, 2, !dbg !232
  %.276 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.275, !dbg !232
  %.277 = load i16, ptr addrspace(1) %.276, align 2, !dbg !232, !amdgpu.noclobber !6
  %.278 = zext i16 %.277 to i32, !dbg !232
  %.279 = add i64 %.255, 3, !dbg !232
  %.280 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.279, !dbg !232
  %.281 = load i16, ptr addrspace(1) %.280, align 2, !dbg !232, !amdgpu.noclobber !6
  %.282 = zext i16 %.281 to i32, !dbg !232
  %.283 = shl nuw i32 %.282, 16, !dbg !232
  %.284 = or i32 %.283, %.278, !dbg !232
  br label %b2, !dbg !232
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eLayouts_5bfloat32_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture readonly %a12, i64 %a13, i64 %a14, i64 %a15) local_unnamed_addr #2 !dbg !233 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !234
  %t1 = sext i32 %.16 to i64, !dbg !234
  %t3 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t1, !dbg !235
  %.17 = load i32, ptr addrspace(1) %t3, align 4, !dbg !235, !amdgpu.noclobber !6
  %t5 = shl nsw i64 %t1, 5, !dbg !236
  %t6 = mul i64 %t5, %a15, !dbg !237
  %t11 = and i32 %.17, 1, !dbg !238
  %t12.not = icmp eq i32 %t11, 0, !dbg !239
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t6, !dbg !240
  %.233 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !241
  %.234 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.233), !dbg !241
  %.235 = lshr i32 %.234, 4, !dbg !241
  %.236 = zext i32 %.235 to i64, !dbg !241
  %.237 = and i32 %.234, 15, !dbg !241
  %.238 = zext i32 %.237 to i64, !dbg !241
  br i1 %t12.not, label %b12, label %b1, !dbg !239

b1:                                               ; preds = %entry
  %.24 = mul i64 %.236, %a15, !dbg !240
  %.25 = add i64 %.24, %.238, !dbg !240
  %.26 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.25, !dbg !240
  %.277 = load i32, ptr addrspace(1) %.26, align 4, !dbg !240, !amdgpu.noclobber !6
  %.29 = and i32 %.277, 2147483647, !dbg !240
  %.30 = add i32 %.277, 4096, !dbg !240
  %.31 = and i32 %.30, -8192, !dbg !240
  %.32 = icmp eq i32 %.29, 2139095040, !dbg !240
  %.33 = select i1 %.32, i32 %.277, i32 %.31, !dbg !240
  %.34 = icmp ugt i32 %.29, 2139095040, !dbg !240
  %.35 = select i1 %.34, i32 2147483647, i32 %.33, !dbg !240
  %.36 = shl i64 %a15, 2, !dbg !240
  %.37 = add i64 %.25, %.36, !dbg !240
  br label %b2, !dbg !240

b2:                                               ; preds = %b12, %b1
  %.251.sink = phi i64 [ %.251, %b12 ], [ %.37, %b1 ]
  %.35.pn = phi i32 [ %.250, %b12 ], [ %.35, %b1 ]
  %.252 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.251.sink, !dbg !241
  %.2532 = load i32, ptr addrspace(1) %.252, align 4, !dbg !241
  %.255 = and i32 %.2532, 2147483647, !dbg !241
  %.256 = add i32 %.2532, 4096, !dbg !241
  %.257 = and i32 %.256, -8192, !dbg !241
  %.258 = icmp eq i32 %.255, 2139095040, !dbg !241
  %.259 = select i1 %.258, i32 %.2532, i32 %.257, !dbg !241
  %.260 = icmp ugt i32 %.255, 2139095040, !dbg !241
  %.261 = select i1 %.260, i32 2147483647, i32 %.259, !dbg !241
  %t16 = and i32 %.17, 2, !dbg !242
  %t17.not = icmp eq i32 %t16, 0, !dbg !243
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t6, !dbg !244
  %.201 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !241
  %.202 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.201), !dbg !241
  %.203 = lshr i32 %.202, 4, !dbg !241
  %.204 = zext i32 %.203 to i64, !dbg !241
  %.205 = and i32 %.202, 15, !dbg !241
  %.206 = zext i32 %.205 to i64, !dbg !241
  br i1 %t17.not, label %b11, label %b3, !dbg !243

b3:                                               ; preds = %b2
  %.56 = mul i64 %.206, %a15, !dbg !244
  %.57 = add i64 %.56, %.204, !dbg !244
  %.58 = getelementptr inbounds float, ptr addrspace(1) %t18, i64 %.57, !dbg !244
  %.595 = load i32, ptr addrspace(1) %.58, align 4, !dbg !244, !amdgpu.noclobber !6
  %.61 = and i32 %.595, 2147483647, !dbg !244
  %.62 = add i32 %.595, 4096, !dbg !244
  %.63 = and i32 %.62, -8192, !dbg !244
  %.64 = icmp eq i32 %.61, 2139095040, !dbg !244
  %.65 = select i1 %.64, i32 %.595, i32 %.63, !dbg !244
  %.66 = icmp ugt i32 %.61, 2139095040, !dbg !244
  %.67 = select i1 %.66, i32 2147483647, i32 %.65, !dbg !244
  %.68 = add i64 %.57, 4, !dbg !244
  br label %b4, !dbg !244

b4:                                               ; preds = %b11, %b3
  %.220.sink = phi i64 [ %.220, %b11 ], [ %.68, %b3 ]
  %.67.pn = phi i32 [ %.218, %b11 ], [ %.67, %b3 ]
  %.221 = getelementptr inbounds float, ptr addrspace(1) %t18, i64 %.220.sink, !dbg !241
  %.2224 = load i32, ptr addrspace(1) %.221, align 4, !dbg !241
  %.224 = and i32 %.2224, 2147483647, !dbg !241
  %.225 = add i32 %.2224, 4096, !dbg !241
  %.226 = and i32 %.225, -8192, !dbg !241
  %.227 = icmp eq i32 %.224, 2139095040, !dbg !241
  %.228 = select i1 %.227, i32 %.2224, i32 %.226, !dbg !241
  %.229 = icmp ugt i32 %.224, 2139095040, !dbg !241
  %.230 = select i1 %.229, i32 2147483647, i32 %.228, !dbg !241
  %t21 = and i32 %.17, 4, !dbg !245
  %t22.not = icmp eq i32 %t21, 0, !dbg !246
  %t23 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t6, !dbg !247
  %.174 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !241
  %.175 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.174), !dbg !241
  %.178 = and i32 %.175, 15, !dbg !241
  %.179 = zext i32 %.178 to i64, !dbg !241
  %0 = lshr i32 %.175, 2, !dbg !241
  %1 = and i32 %0, 1073741820, !dbg !241
  %.180 = zext i32 %1 to i64, !dbg !241
  br i1 %t22.not, label %b10, label %b5, !dbg !246

b5:                                               ; preds = %b4
  %.88 = mul i64 %.179, %a15, !dbg !247
  %.89 = add i64 %.88, %.180, !dbg !247
  %.92 = add i64 %.89, 1, !dbg !247
  %.95 = add i64 %.89, 2, !dbg !247
  %.98 = add i64 %.89, 3, !dbg !247
  br label %b6, !dbg !247

b6:                                               ; preds = %b10, %b5
  %.89.pn = phi i64 [ %.89, %b5 ], [ %.182, %b10 ]
  %.92.pn = phi i64 [ %.92, %b5 ], [ %.186, %b10 ]
  %.95.pn = phi i64 [ %.95, %b5 ], [ %.190, %b10 ]
  %.98.pn = phi i64 [ %.98, %b5 ], [ %.194, %b10 ]
  %.100.pn.in = getelementptr inbounds float, ptr addrspace(1) %t23, i64 %.98.pn, !dbg !241
  %.100.pn = load float, ptr addrspace(1) %.100.pn.in, align 4, !dbg !241, !amdgpu.noclobber !6
  %.97.pn.in = getelementptr inbounds float, ptr addrspace(1) %t23, i64 %.95.pn, !dbg !241
  %.97.pn = load float, ptr addrspace(1) %.97.pn.in, align 4, !dbg !241, !amdgpu.noclobber !6
  %.94.pn.in = getelementptr inbounds float, ptr addrspace(1) %t23, i64 %.92.pn, !dbg !241
  %.94.pn = load float, ptr addrspace(1) %.94.pn.in, align 4, !dbg !241, !amdgpu.noclobber !6
  %.91.pn.in = getelementptr inbounds float, ptr addrspace(1) %t23, i64 %.89.pn, !dbg !241
  %.91.pn = load float, ptr addrspace(1) %.91.pn.in, align 4, !dbg !241, !amdgpu.noclobber !6
  %.106 = insertelement <4 x float> poison, float %.91.pn, i64 0, !dbg !248
  %.108 = insertelement <4 x float> %.106, float %.94.pn, i64 1, !dbg !248
  %.110 = insertelement <4 x float> %.108, float %.97.pn, i64 2, !dbg !248
  %.112 = insertelement <4 x float> %.110, float %.100.pn, i64 3, !dbg !248
  %.114 = bitcast i32 %.35.pn to float, !dbg !248
  %.116 = bitcast i32 %.67.pn to float, !dbg !248
  %.117 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.114, float %.116, <4 x float> %.112, i32 0, i32 0, i32 0), !dbg !248
  %.119 = bitcast i32 %.261 to float, !dbg !248
  %.121 = bitcast i32 %.230 to float, !dbg !248
  %.122 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.119, float %.121, <4 x float> %.117, i32 0, i32 0, i32 0), !dbg !248
  %.125 = extractelement <4 x float> %.122, i64 2, !dbg !248
  %t27 = and i32 %.17, 8, !dbg !249
  %t28.not = icmp eq i32 %t27, 0, !dbg !250
  %t29 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t6, !dbg !251
  %.151 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !241
  %.152 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.151), !dbg !241
  %.155 = and i32 %.152, 15, !dbg !241
  %.156 = zext i32 %.155 to i64, !dbg !241
  %2 = lshr i32 %.152, 2, !dbg !241
  %3 = and i32 %2, 1073741820, !dbg !241
  %.157 = zext i32 %3 to i64, !dbg !241
  br i1 %t28.not, label %b9, label %b7, !dbg !250

b7:                                               ; preds = %b6
  %.138 = mul i64 %.156, %a15, !dbg !251
  %.139 = add i64 %.138, %.157, !dbg !251
  %.141 = getelementptr inbounds float, ptr addrspace(1) %t29, i64 %.139, !dbg !251
  %4 = shufflevector <4 x float> %.122, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !251
  store <2 x float> %4, ptr addrspace(1) %.141, align 4, !dbg !251
  %.146 = add i64 %.139, 2, !dbg !251
  %.147 = getelementptr inbounds float, ptr addrspace(1) %t29, i64 %.146, !dbg !251
  store float %.125, ptr addrspace(1) %.147, align 4, !dbg !251
  %.149 = add i64 %.139, 3, !dbg !251
  br label %b8, !dbg !251

b8:                                               ; preds = %b9, %b7
  %.172.sink = phi i64 [ %.172, %b9 ], [ %.149, %b7 ]
  %.126 = extractelement <4 x float> %.122, i64 3, !dbg !248
  %.173 = getelementptr inbounds float, ptr addrspace(1) %t29, i64 %.172.sink, !dbg !241
  store float %.126, ptr addrspace(1) %.173, align 4, !dbg !241
  ret void, !dbg !252

b9:                                               ; preds = %b6
  %.124 = extractelement <4 x float> %.122, i64 1, !dbg !248
  %.123 = extractelement <4 x float> %.122, i64 0, !dbg !248
  %.158 = mul i64 %.157, %a15, !dbg !253
  %.159 = add i64 %.158, %.156, !dbg !253
  %.161 = getelementptr inbounds float, ptr addrspace(1) %t29, i64 %.159, !dbg !253
  store float %.123, ptr addrspace(1) %.161, align 4, !dbg !253
  %.164 = add i64 %.159, %a15, !dbg !253
  %.165 = getelementptr inbounds float, ptr addrspace(1) %t29, i64 %.164, !dbg !253
  store float %.124, ptr addrspace(1) %.165, align 4, !dbg !253
  %.167 = shl i64 %a15, 1, !dbg !253
  %.168 = add i64 %.159, %.167, !dbg !253
  %.169 = getelementptr inbounds float, ptr addrspace(1) %t29, i64 %.168, !dbg !253
  store float %.125, ptr addrspace(1) %.169, align 4, !dbg !253
  %.171 = mul i64 %a15, 3, !dbg !253
  %.172 = add i64 %.159, %.171, !dbg !253
  br label %b8, !dbg !253

b10:                                              ; preds = %b4
  %.181 = mul i64 %.180, %a15, !dbg !254
  %.182 = add i64 %.181, %.179, !dbg !254
  %.186 = add i64 %.182, %a15, !dbg !254
  %.189 = shl i64 %a15, 1, !dbg !254
  %.190 = add i64 %.182, %.189, !dbg !254
  %.193 = mul i64 %a15, 3, !dbg !254
  %.194 = add i64 %.182, %.193, !dbg !254
  br label %b6, !dbg !254

b11:                                              ; preds = %b2
  %.207 = mul i64 %.204, %a15, !dbg !255
  %.208 = add i64 %.207, %.206, !dbg !255
  %.209 = getelementptr inbounds float, ptr addrspace(1) %t18, i64 %.208, !dbg !255
  %.2103 = load i32, ptr addrspace(1) %.209, align 4, !dbg !255, !amdgpu.noclobber !6
  %.212 = and i32 %.2103, 2147483647, !dbg !255
  %.213 = add i32 %.2103, 4096, !dbg !255
  %.214 = and i32 %.213, -8192, !dbg !255
  %.215 = icmp eq i32 %.212, 2139095040, !dbg !255
  %.216 = select i1 %.215, i32 %.2103, i32 %.214, !dbg !255
  %.217 = icmp ugt i32 %.212, 2139095040, !dbg !255
  %.218 = select i1 %.217, i32 2147483647, i32 %.216, !dbg !255
  %.219 = shl i64 %a15, 2, !dbg !255
  %.220 = add i64 %.208, %.219, !dbg !255
  br label %b4, !dbg !255

b12:                                              ; preds = %entry
  %.239 = mul i64 %.238, %a15, !dbg !256
  %.240 = add i64 %.239, %.236, !dbg !256
  %.241 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.240, !dbg !256
  %.2421 = load i32, ptr addrspace(1) %.241, align 4, !dbg !256, !amdgpu.noclobber !6
  %.244 = and i32 %.2421, 2147483647, !dbg !256
  %.245 = add i32 %.2421, 4096, !dbg !256
  %.246 = and i32 %.245, -8192, !dbg !256
  %.247 = icmp eq i32 %.244, 2139095040, !dbg !256
  %.248 = select i1 %.247, i32 %.2421, i32 %.246, !dbg !256
  %.249 = icmp ugt i32 %.244, 2139095040, !dbg !256
  %.250 = select i1 %.249, i32 2147483647, i32 %.248, !dbg !256
  %.251 = add i64 %.240, 4, !dbg !256
  br label %b2, !dbg !256
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRow_5bkern_2eFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #2 !dbg !257 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !259
  %t1 = sext i32 %.13 to i64, !dbg !259
  %t2 = shl nsw i64 %t1, 4, !dbg !260
  %t3 = mul i64 %t2, %a12, !dbg !261
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t3, !dbg !262
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !262
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.14), !dbg !262
  %.18 = and i32 %.15, 15, !dbg !262
  %.19 = zext i32 %.18 to i64, !dbg !262
  %0 = lshr i32 %.15, 2, !dbg !262
  %1 = and i32 %0, 1073741820, !dbg !262
  %.20 = zext i32 %1 to i64, !dbg !262
  %.21 = mul i64 %.19, %a12, !dbg !262
  %.22 = add i64 %.21, %.20, !dbg !262
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.22, !dbg !262
  %.24 = ptrtoint ptr addrspace(1) %.23 to i64, !dbg !262
  %.25 = and i64 %.24, 3, !dbg !262
  %.26 = icmp eq i64 %.25, 0, !dbg !262
  br i1 %.26, label %frag.wide.27, label %frag.narrow.28, !dbg !262

frag.wide.27:                                     ; preds = %entry
  %.30 = load <2 x i32>, ptr addrspace(1) %.23, align 4, !dbg !262, !amdgpu.noclobber !6
  %.31 = extractelement <2 x i32> %.30, i64 0, !dbg !262
  %.32 = extractelement <2 x i32> %.30, i64 1, !dbg !262
  br label %frag.join.29, !dbg !262

frag.narrow.28:                                   ; preds = %entry
  %.34 = load i16, ptr addrspace(1) %.23, align 2, !dbg !262, !amdgpu.noclobber !6
  %.35 = zext i16 %.34 to i32, !dbg !262
  %.36 = add i64 %.22, 1, !dbg !262
  %.37 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.36, !dbg !262
  %.38 = load i16, ptr addrspace(1) %.37, align 2, !dbg !262, !amdgpu.noclobber !6
  %.39 = zext i16 %.38 to i32, !dbg !262
  %.40 = shl nuw i32 %.39, 16, !dbg !262
  %.41 = or i32 %.40, %.35, !dbg !262
  %.42 = add i64 %.22, 2, !dbg !262
  %.43 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.42, !dbg !262
  %.44 = load i16, ptr addrspace(1) %.43, align 2, !dbg !262, !amdgpu.noclobber !6
  %.45 = zext i16 %.44 to i32, !dbg !262
  %.46 = add i64 %.22, 3, !dbg !262
  %.47 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.46, !dbg !262
  %.48 = load i16, ptr addrspace(1) %.47, align 2, !dbg !262, !amdgpu.noclobber !6
  %.49 = zext i16 %.48 to i32, !dbg !262
  %.50 = shl nuw i32 %.49, 16, !dbg !262
  %.51 = or i32 %.50, %.45, !dbg !262
  br label %frag.join.29, !dbg !262

frag.join.29:                                     ; preds = %frag.narrow.28, %frag.wide.27
  %.52 = phi i32 [ %.31, %frag.wide.27 ], [ %.41, %frag.narrow.28 ], !dbg !262
  %.53 = phi i32 [ %.32, %frag.wide.27 ], [ %.51, %frag.narrow.28 ], !dbg !262
  %t7 = mul i64 %t2, %a13, !dbg !263
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !264
  %.63 = mul i64 %.20, %a13, !dbg !264
  %.64 = add i64 %.63, %.19, !dbg !264
  %.65 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.64, !dbg !264
  %.66 = load i16, ptr addrspace(1) %.65, align 2, !dbg !264, !amdgpu.noclobber !6
  %.67 = zext i16 %.66 to i32, !dbg !264
  %.69 = add i64 %.64, %a13, !dbg !264
  %.70 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.69, !dbg !264
  %.71 = load i16, ptr addrspace(1) %.70, align 2, !dbg !264, !amdgpu.noclobber !6
  %.72 = zext i16 %.71 to i32, !dbg !264
  %.73 = shl nuw i32 %.72, 16, !dbg !264
  %.74 = or i32 %.73, %.67, !dbg !264
  %.75 = shl i64 %a13, 1, !dbg !264
  %.76 = add i64 %.64, %.75, !dbg !264
  %.77 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.76, !dbg !264
  %.78 = load i16, ptr addrspace(1) %.77, align 2, !dbg !264, !amdgpu.noclobber !6
  %.79 = zext i16 %.78 to i32, !dbg !264
  %.80 = mul i64 %a13, 3, !dbg !264
  %.81 = add i64 %.64, %.80, !dbg !264
  %.82 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.81, !dbg !264
  %.83 = load i16, ptr addrspace(1) %.82, align 2, !dbg !264, !amdgpu.noclobber !6
  %.84 = zext i16 %.83 to i32, !dbg !264
  %.85 = shl nuw i32 %.84, 16, !dbg !264
  %.86 = or i32 %.85, %.79, !dbg !264
  %t11 = mul i64 %t2, %a14, !dbg !265
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t11, !dbg !266
  %.96 = mul i64 %.20, %a14, !dbg !266
  %.97 = add i64 %.96, %.19, !dbg !266
  %.98 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.97, !dbg !266
  %.99 = load float, ptr addrspace(1) %.98, align 4, !dbg !266, !amdgpu.noclobber !6
  %.101 = add i64 %.97, %a14, !dbg !266
  %.102 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.101, !dbg !266
  %.103 = load float, ptr addrspace(1) %.102, align 4, !dbg !266, !amdgpu.noclobber !6
  %.104 = shl i64 %a14, 1, !dbg !266
  %.105 = add i64 %.97, %.104, !dbg !266
  %.106 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.105, !dbg !266
  %.107 = load float, ptr addrspace(1) %.106, align 4, !dbg !266, !amdgpu.noclobber !6
  %.108 = mul i64 %a14, 3, !dbg !266
  %.109 = add i64 %.97, %.108, !dbg !266
  %.110 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.109, !dbg !266
  %.111 = load float, ptr addrspace(1) %.110, align 4, !dbg !266, !amdgpu.noclobber !6
  %.117 = insertelement <4 x float> poison, float %.99, i64 0, !dbg !267
  %.119 = insertelement <4 x float> %.117, float %.103, i64 1, !dbg !267
  %.121 = insertelement <4 x float> %.119, float %.107, i64 2, !dbg !267
  %.123 = insertelement <4 x float> %.121, float %.111, i64 3, !dbg !267
  %.125 = insertelement <2 x i32> poison, i32 %.52, i64 0, !dbg !267
  %.127 = insertelement <2 x i32> %.125, i32 %.53, i64 1, !dbg !267
  %.128 = bitcast <2 x i32> %.127 to <4 x half>, !dbg !267
  %.130 = insertelement <2 x i32> poison, i32 %.74, i64 0, !dbg !267
  %.132 = insertelement <2 x i32> %.130, i32 %.86, i64 1, !dbg !267
  %.133 = bitcast <2 x i32> %.132 to <4 x half>, !dbg !267
  %.134 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.128, <4 x half> %.133, <4 x float> %.123, i32 0, i32 0, i32 0), !dbg !267
  %.135 = extractelement <4 x float> %.134, i64 0, !dbg !267
  %.136 = extractelement <4 x float> %.134, i64 1, !dbg !267
  %.137 = extractelement <4 x float> %.134, i64 2, !dbg !267
  %.138 = extractelement <4 x float> %.134, i64 3, !dbg !267
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t11, !dbg !268
  %.153 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.97, !dbg !268
  store float %.135, ptr addrspace(1) %.153, align 4, !dbg !268
  %.157 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.101, !dbg !268
  store float %.136, ptr addrspace(1) %.157, align 4, !dbg !268
  %.161 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.105, !dbg !268
  store float %.137, ptr addrspace(1) %.161, align 4, !dbg !268
  %.165 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.109, !dbg !268
  store float %.138, ptr addrspace(1) %.165, align 4, !dbg !268
  ret void, !dbg !268
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRow_5bkern_2eBFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #2 !dbg !269 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !270
  %t1 = sext i32 %.13 to i64, !dbg !270
  %t2 = shl nsw i64 %t1, 4, !dbg !271
  %t3 = mul i64 %t2, %a12, !dbg !272
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t3, !dbg !273
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !273
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.14), !dbg !273
  %.18 = and i32 %.15, 15, !dbg !273
  %.19 = zext i32 %.18 to i64, !dbg !273
  %0 = lshr i32 %.15, 2, !dbg !273
  %1 = and i32 %0, 1073741820, !dbg !273
  %.20 = zext i32 %1 to i64, !dbg !273
  %.21 = mul i64 %.19, %a12, !dbg !273
  %.22 = add i64 %.21, %.20, !dbg !273
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.22, !dbg !273
  %.24 = ptrtoint ptr addrspace(1) %.23 to i64, !dbg !273
  %.25 = and i64 %.24, 3, !dbg !273
  %.26 = icmp eq i64 %.25, 0, !dbg !273
  br i1 %.26, label %frag.wide.27, label %frag.narrow.28, !dbg !273

frag.wide.27:                                     ; preds = %entry
  %.30 = load <2 x i32>, ptr addrspace(1) %.23, align 4, !dbg !273, !amdgpu.noclobber !6
  %.31 = extractelement <2 x i32> %.30, i64 0, !dbg !273
  %.32 = extractelement <2 x i32> %.30, i64 1, !dbg !273
  br label %frag.join.29, !dbg !273

frag.narrow.28:                                   ; preds = %entry
  %.34 = load i16, ptr addrspace(1) %.23, align 2, !dbg !273, !amdgpu.noclobber !6
  %.35 = zext i16 %.34 to i32, !dbg !273
  %.36 = add i64 %.22, 1, !dbg !273
  %.37 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.36, !dbg !273
  %.38 = load i16, ptr addrspace(1) %.37, align 2, !dbg !273, !amdgpu.noclobber !6
  %.39 = zext i16 %.38 to i32, !dbg !273
  %.40 = shl nuw i32 %.39, 16, !dbg !273
  %.41 = or i32 %.40, %.35, !dbg !273
  %.42 = add i64 %.22, 2, !dbg !273
  %.43 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.42, !dbg !273
  %.44 = load i16, ptr addrspace(1) %.43, align 2, !dbg !273, !amdgpu.noclobber !6
  %.45 = zext i16 %.44 to i32, !dbg !273
  %.46 = add i64 %.22, 3, !dbg !273
  %.47 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.46, !dbg !273
  %.48 = load i16, ptr addrspace(1) %.47, align 2, !dbg !273, !amdgpu.noclobber !6
  %.49 = zext i16 %.48 to i32, !dbg !273
  %.50 = shl nuw i32 %.49, 16, !dbg !273
  %.51 = or i32 %.50, %.45, !dbg !273
  br label %frag.join.29, !dbg !273

frag.join.29:                                     ; preds = %frag.narrow.28, %frag.wide.27
  %.52 = phi i32 [ %.31, %frag.wide.27 ], [ %.41, %frag.narrow.28 ], !dbg !273
  %.53 = phi i32 [ %.32, %frag.wide.27 ], [ %.51, %frag.narrow.28 ], !dbg !273
  %t7 = mul i64 %t2, %a13, !dbg !274
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !275
  %.63 = mul i64 %.20, %a13, !dbg !275
  %.64 = add i64 %.63, %.19, !dbg !275
  %.65 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.64, !dbg !275
  %.66 = load i16, ptr addrspace(1) %.65, align 2, !dbg !275, !amdgpu.noclobber !6
  %.67 = zext i16 %.66 to i32, !dbg !275
  %.69 = add i64 %.64, %a13, !dbg !275
  %.70 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.69, !dbg !275
  %.71 = load i16, ptr addrspace(1) %.70, align 2, !dbg !275, !amdgpu.noclobber !6
  %.72 = zext i16 %.71 to i32, !dbg !275
  %.73 = shl nuw i32 %.72, 16, !dbg !275
  %.74 = or i32 %.73, %.67, !dbg !275
  %.75 = shl i64 %a13, 1, !dbg !275
  %.76 = add i64 %.64, %.75, !dbg !275
  %.77 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.76, !dbg !275
  %.78 = load i16, ptr addrspace(1) %.77, align 2, !dbg !275, !amdgpu.noclobber !6
  %.79 = zext i16 %.78 to i32, !dbg !275
  %.80 = mul i64 %a13, 3, !dbg !275
  %.81 = add i64 %.64, %.80, !dbg !275
  %.82 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.81, !dbg !275
  %.83 = load i16, ptr addrspace(1) %.82, align 2, !dbg !275, !amdgpu.noclobber !6
  %.84 = zext i16 %.83 to i32, !dbg !275
  %.85 = shl nuw i32 %.84, 16, !dbg !275
  %.86 = or i32 %.85, %.79, !dbg !275
  %t11 = mul i64 %t2, %a14, !dbg !276
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t11, !dbg !277
  %.96 = mul i64 %.20, %a14, !dbg !277
  %.97 = add i64 %.96, %.19, !dbg !277
  %.98 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.97, !dbg !277
  %.99 = load float, ptr addrspace(1) %.98, align 4, !dbg !277, !amdgpu.noclobber !6
  %.101 = add i64 %.97, %a14, !dbg !277
  %.102 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.101, !dbg !277
  %.103 = load float, ptr addrspace(1) %.102, align 4, !dbg !277, !amdgpu.noclobber !6
  %.104 = shl i64 %a14, 1, !dbg !277
  %.105 = add i64 %.97, %.104, !dbg !277
  %.106 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.105, !dbg !277
  %.107 = load float, ptr addrspace(1) %.106, align 4, !dbg !277, !amdgpu.noclobber !6
  %.108 = mul i64 %a14, 3, !dbg !277
  %.109 = add i64 %.97, %.108, !dbg !277
  %.110 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.109, !dbg !277
  %.111 = load float, ptr addrspace(1) %.110, align 4, !dbg !277, !amdgpu.noclobber !6
  %.117 = insertelement <4 x float> poison, float %.99, i64 0, !dbg !278
  %.119 = insertelement <4 x float> %.117, float %.103, i64 1, !dbg !278
  %.121 = insertelement <4 x float> %.119, float %.107, i64 2, !dbg !278
  %.123 = insertelement <4 x float> %.121, float %.111, i64 3, !dbg !278
  %.125 = insertelement <2 x i32> poison, i32 %.52, i64 0, !dbg !278
  %.127 = insertelement <2 x i32> %.125, i32 %.53, i64 1, !dbg !278
  %.128 = bitcast <2 x i32> %.127 to <4 x i16>, !dbg !278
  %.130 = insertelement <2 x i32> poison, i32 %.74, i64 0, !dbg !278
  %.132 = insertelement <2 x i32> %.130, i32 %.86, i64 1, !dbg !278
  %.133 = bitcast <2 x i32> %.132 to <4 x i16>, !dbg !278
  %.134 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.128, <4 x i16> %.133, <4 x float> %.123, i32 0, i32 0, i32 0), !dbg !278
  %.135 = extractelement <4 x float> %.134, i64 0, !dbg !278
  %.136 = extractelement <4 x float> %.134, i64 1, !dbg !278
  %.137 = extractelement <4 x float> %.134, i64 2, !dbg !278
  %.138 = extractelement <4 x float> %.134, i64 3, !dbg !278
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t11, !dbg !279
  %.153 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.97, !dbg !279
  store float %.135, ptr addrspace(1) %.153, align 4, !dbg !279
  %.157 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.101, !dbg !279
  store float %.136, ptr addrspace(1) %.157, align 4, !dbg !279
  %.161 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.105, !dbg !279
  store float %.137, ptr addrspace(1) %.161, align 4, !dbg !279
  %.165 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.109, !dbg !279
  store float %.138, ptr addrspace(1) %.165, align 4, !dbg !279
  ret void, !dbg !279
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRow_5bfloat32_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #2 !dbg !280 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !281
  %t1 = sext i32 %.13 to i64, !dbg !281
  %t2 = shl nsw i64 %t1, 4, !dbg !282
  %t3 = mul i64 %t2, %a12, !dbg !283
  %t5 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t3, !dbg !284
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !284
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.14), !dbg !284
  %.16 = lshr i32 %.15, 4, !dbg !284
  %.17 = zext i32 %.16 to i64, !dbg !284
  %.18 = and i32 %.15, 15, !dbg !284
  %.19 = zext i32 %.18 to i64, !dbg !284
  %.20 = mul i64 %.19, %a12, !dbg !284
  %.21 = add i64 %.20, %.17, !dbg !284
  %.22 = getelementptr inbounds float, ptr addrspace(1) %t5, i64 %.21, !dbg !284
  %.231 = load i32, ptr addrspace(1) %.22, align 4, !dbg !284, !amdgpu.noclobber !6
  %.25 = and i32 %.231, 2147483647, !dbg !284
  %.26 = add i32 %.231, 4096, !dbg !284
  %.27 = and i32 %.26, -8192, !dbg !284
  %.28 = icmp eq i32 %.25, 2139095040, !dbg !284
  %.29 = select i1 %.28, i32 %.231, i32 %.27, !dbg !284
  %.30 = icmp ugt i32 %.25, 2139095040, !dbg !284
  %.31 = select i1 %.30, i32 2147483647, i32 %.29, !dbg !284
  %.32 = add i64 %.21, 4, !dbg !284
  %.33 = getelementptr inbounds float, ptr addrspace(1) %t5, i64 %.32, !dbg !284
  %.342 = load i32, ptr addrspace(1) %.33, align 4, !dbg !284, !amdgpu.noclobber !6
  %.36 = and i32 %.342, 2147483647, !dbg !284
  %.37 = add i32 %.342, 4096, !dbg !284
  %.38 = and i32 %.37, -8192, !dbg !284
  %.39 = icmp eq i32 %.36, 2139095040, !dbg !284
  %.40 = select i1 %.39, i32 %.342, i32 %.38, !dbg !284
  %.41 = icmp ugt i32 %.36, 2139095040, !dbg !284
  %.42 = select i1 %.41, i32 2147483647, i32 %.40, !dbg !284
  %t7 = shl nsw i64 %t1, 3, !dbg !285
  %t8 = mul i64 %t7, %a13, !dbg !286
  %t10 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t8, !dbg !287
  %.51 = mul i64 %.17, %a13, !dbg !287
  %.52 = add i64 %.51, %.19, !dbg !287
  %.53 = getelementptr inbounds float, ptr addrspace(1) %t10, i64 %.52, !dbg !287
  %.543 = load i32, ptr addrspace(1) %.53, align 4, !dbg !287, !amdgpu.noclobber !6
  %.56 = and i32 %.543, 2147483647, !dbg !287
  %.57 = add i32 %.543, 4096, !dbg !287
  %.58 = and i32 %.57, -8192, !dbg !287
  %.59 = icmp eq i32 %.56, 2139095040, !dbg !287
  %.60 = select i1 %.59, i32 %.543, i32 %.58, !dbg !287
  %.61 = icmp ugt i32 %.56, 2139095040, !dbg !287
  %.62 = select i1 %.61, i32 2147483647, i32 %.60, !dbg !287
  %.63 = shl i64 %a13, 2, !dbg !287
  %.64 = add i64 %.52, %.63, !dbg !287
  %.65 = getelementptr inbounds float, ptr addrspace(1) %t10, i64 %.64, !dbg !287
  %.664 = load i32, ptr addrspace(1) %.65, align 4, !dbg !287, !amdgpu.noclobber !6
  %.68 = and i32 %.664, 2147483647, !dbg !287
  %.69 = add i32 %.664, 4096, !dbg !287
  %.70 = and i32 %.69, -8192, !dbg !287
  %.71 = icmp eq i32 %.68, 2139095040, !dbg !287
  %.72 = select i1 %.71, i32 %.664, i32 %.70, !dbg !287
  %.73 = icmp ugt i32 %.68, 2139095040, !dbg !287
  %.74 = select i1 %.73, i32 2147483647, i32 %.72, !dbg !287
  %t12 = mul i64 %t2, %a14, !dbg !288
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t12, !dbg !289
  %.83 = shl i64 %a14, 2, !dbg !289
  %.84 = mul i64 %.83, %.17, !dbg !289
  %.85 = add i64 %.84, %.19, !dbg !289
  %.86 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.85, !dbg !289
  %.87 = load float, ptr addrspace(1) %.86, align 4, !dbg !289, !amdgpu.noclobber !6
  %.89 = add i64 %.85, %a14, !dbg !289
  %.90 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.89, !dbg !289
  %.91 = load float, ptr addrspace(1) %.90, align 4, !dbg !289, !amdgpu.noclobber !6
  %.92 = shl i64 %a14, 1, !dbg !289
  %.93 = add i64 %.85, %.92, !dbg !289
  %.94 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.93, !dbg !289
  %.95 = load float, ptr addrspace(1) %.94, align 4, !dbg !289, !amdgpu.noclobber !6
  %.96 = mul i64 %a14, 3, !dbg !289
  %.97 = add i64 %.85, %.96, !dbg !289
  %.98 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.97, !dbg !289
  %.99 = load float, ptr addrspace(1) %.98, align 4, !dbg !289, !amdgpu.noclobber !6
  %.105 = insertelement <4 x float> poison, float %.87, i64 0, !dbg !290
  %.107 = insertelement <4 x float> %.105, float %.91, i64 1, !dbg !290
  %.109 = insertelement <4 x float> %.107, float %.95, i64 2, !dbg !290
  %.111 = insertelement <4 x float> %.109, float %.99, i64 3, !dbg !290
  %.113 = bitcast i32 %.31 to float, !dbg !290
  %.115 = bitcast i32 %.62 to float, !dbg !290
  %.116 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.113, float %.115, <4 x float> %.111, i32 0, i32 0, i32 0), !dbg !290
  %.118 = bitcast i32 %.42 to float, !dbg !290
  %.120 = bitcast i32 %.74 to float, !dbg !290
  %.121 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.118, float %.120, <4 x float> %.116, i32 0, i32 0, i32 0), !dbg !290
  %.122 = extractelement <4 x float> %.121, i64 0, !dbg !290
  %.123 = extractelement <4 x float> %.121, i64 1, !dbg !290
  %.124 = extractelement <4 x float> %.121, i64 2, !dbg !290
  %.125 = extractelement <4 x float> %.121, i64 3, !dbg !290
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t12, !dbg !291
  %.140 = getelementptr inbounds float, ptr addrspace(1) %t18, i64 %.85, !dbg !291
  store float %.122, ptr addrspace(1) %.140, align 4, !dbg !291
  %.144 = getelementptr inbounds float, ptr addrspace(1) %t18, i64 %.89, !dbg !291
  store float %.123, ptr addrspace(1) %.144, align 4, !dbg !291
  %.148 = getelementptr inbounds float, ptr addrspace(1) %t18, i64 %.93, !dbg !291
  store float %.124, ptr addrspace(1) %.148, align 4, !dbg !291
  %.152 = getelementptr inbounds float, ptr addrspace(1) %t18, i64 %.97, !dbg !291
  store float %.125, ptr addrspace(1) %.152, align 4, !dbg !291
  ret void, !dbg !291
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileCol_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #2 !dbg !292 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !293
  %t1 = sext i32 %.13 to i64, !dbg !293
  %t2 = shl nsw i64 %t1, 4, !dbg !294
  %t3 = mul i64 %t2, %a12, !dbg !295
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t3, !dbg !296
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !296
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.14), !dbg !296
  %.18 = and i32 %.15, 15, !dbg !296
  %.19 = zext i32 %.18 to i64, !dbg !296
  %0 = lshr i32 %.15, 2, !dbg !296
  %1 = and i32 %0, 1073741820, !dbg !296
  %.20 = zext i32 %1 to i64, !dbg !296
  %.21 = mul i64 %.20, %a12, !dbg !296
  %.22 = add i64 %.21, %.19, !dbg !296
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.22, !dbg !296
  %.24 = load i16, ptr addrspace(1) %.23, align 2, !dbg !296, !amdgpu.noclobber !6
  %.27 = add i64 %.22, %a12, !dbg !296
  %.28 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.27, !dbg !296
  %.29 = load i16, ptr addrspace(1) %.28, align 2, !dbg !296, !amdgpu.noclobber !6
  %.33 = shl i64 %a12, 1, !dbg !296
  %.34 = add i64 %.22, %.33, !dbg !296
  %.35 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.34, !dbg !296
  %.36 = load i16, ptr addrspace(1) %.35, align 2, !dbg !296, !amdgpu.noclobber !6
  %.38 = mul i64 %a12, 3, !dbg !296
  %.39 = add i64 %.22, %.38, !dbg !296
  %.40 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.39, !dbg !296
  %.41 = load i16, ptr addrspace(1) %.40, align 2, !dbg !296, !amdgpu.noclobber !6
  %t7 = mul i64 %t2, %a13, !dbg !297
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !298
  %.54 = mul i64 %.19, %a13, !dbg !298
  %.55 = add i64 %.54, %.20, !dbg !298
  %.56 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.55, !dbg !298
  %.57 = ptrtoint ptr addrspace(1) %.56 to i64, !dbg !298
  %.58 = and i64 %.57, 3, !dbg !298
  %.59 = icmp eq i64 %.58, 0, !dbg !298
  br i1 %.59, label %frag.wide.60, label %frag.narrow.61, !dbg !298

frag.wide.60:                                     ; preds = %entry
  %.63 = load <2 x i32>, ptr addrspace(1) %.56, align 4, !dbg !298, !amdgpu.noclobber !6
  %.64 = extractelement <2 x i32> %.63, i64 0, !dbg !298
  %.65 = extractelement <2 x i32> %.63, i64 1, !dbg !298
  br label %frag.join.62, !dbg !298

frag.narrow.61:                                   ; preds = %entry
  %.67 = load i16, ptr addrspace(1) %.56, align 2, !dbg !298, !amdgpu.noclobber !6
  %.68 = zext i16 %.67 to i32, !dbg !298
  %.69 = add i64 %.55, 1, !dbg !298
  %.70 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.69, !dbg !298
  %.71 = load i16, ptr addrspace(1) %.70, align 2, !dbg !298, !amdgpu.noclobber !6
  %.72 = zext i16 %.71 to i32, !dbg !298
  %.73 = shl nuw i32 %.72, 16, !dbg !298
  %.74 = or i32 %.73, %.68, !dbg !298
  %.75 = add i64 %.55, 2, !dbg !298
  %.76 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.75, !dbg !298
  %.77 = load i16, ptr addrspace(1) %.76, align 2, !dbg !298, !amdgpu.noclobber !6
  %.78 = zext i16 %.77 to i32, !dbg !298
  %.79 = add i64 %.55, 3, !dbg !298
  %.80 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.79, !dbg !298
  %.81 = load i16, ptr addrspace(1) %.80, align 2, !dbg !298, !amdgpu.noclobber !6
  %.82 = zext i16 %.81 to i32, !dbg !298
  %.83 = shl nuw i32 %.82, 16, !dbg !298
  %.84 = or i32 %.83, %.78, !dbg !298
  br label %frag.join.62, !dbg !298

frag.join.62:                                     ; preds = %frag.narrow.61, %frag.wide.60
  %.85 = phi i32 [ %.64, %frag.wide.60 ], [ %.74, %frag.narrow.61 ], !dbg !298
  %.86 = phi i32 [ %.65, %frag.wide.60 ], [ %.84, %frag.narrow.61 ], !dbg !298
  %.37 = zext i16 %.36 to i32, !dbg !296
  %.42 = zext i16 %.41 to i32, !dbg !296
  %.43 = shl nuw i32 %.42, 16, !dbg !296
  %.44 = or i32 %.43, %.37, !dbg !296
  %.25 = zext i16 %.24 to i32, !dbg !296
  %.30 = zext i16 %.29 to i32, !dbg !296
  %.31 = shl nuw i32 %.30, 16, !dbg !296
  %.32 = or i32 %.31, %.25, !dbg !296
  %t11 = mul i64 %t2, %a14, !dbg !299
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t11, !dbg !300
  %.96 = mul i64 %.19, %a14, !dbg !300
  %.97 = add i64 %.96, %.20, !dbg !300
  %.98 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.97, !dbg !300
  %2 = load <2 x float>, ptr addrspace(1) %.98, align 4, !dbg !300
  %.103 = add i64 %.97, 2, !dbg !300
  %.104 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.103, !dbg !300
  %3 = load <2 x float>, ptr addrspace(1) %.104, align 4, !dbg !300
  %.1201 = shufflevector <2 x float> %2, <2 x float> %3, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !301
  %.122 = insertelement <2 x i32> poison, i32 %.32, i64 0, !dbg !301
  %.124 = insertelement <2 x i32> %.122, i32 %.44, i64 1, !dbg !301
  %.125 = bitcast <2 x i32> %.124 to <4 x half>, !dbg !301
  %.127 = insertelement <2 x i32> poison, i32 %.85, i64 0, !dbg !301
  %.129 = insertelement <2 x i32> %.127, i32 %.86, i64 1, !dbg !301
  %.130 = bitcast <2 x i32> %.129 to <4 x half>, !dbg !301
  %.131 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.125, <4 x half> %.130, <4 x float> %.1201, i32 0, i32 0, i32 0), !dbg !301
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t11, !dbg !302
  %.150 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.97, !dbg !302
  %4 = shufflevector <4 x float> %.131, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !302
  store <2 x float> %4, ptr addrspace(1) %.150, align 4, !dbg !302
  %.156 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.103, !dbg !302
  %5 = shufflevector <4 x float> %.131, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !302
  store <2 x float> %5, ptr addrspace(1) %.156, align 4, !dbg !302
  ret void, !dbg !302
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileCol_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #2 !dbg !303 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !304
  %t1 = sext i32 %.13 to i64, !dbg !304
  %t2 = shl nsw i64 %t1, 4, !dbg !305
  %t3 = mul i64 %t2, %a12, !dbg !306
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t3, !dbg !307
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !307
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.14), !dbg !307
  %.18 = and i32 %.15, 15, !dbg !307
  %.19 = zext i32 %.18 to i64, !dbg !307
  %0 = lshr i32 %.15, 2, !dbg !307
  %1 = and i32 %0, 1073741820, !dbg !307
  %.20 = zext i32 %1 to i64, !dbg !307
  %.21 = mul i64 %.20, %a12, !dbg !307
  %.22 = add i64 %.21, %.19, !dbg !307
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.22, !dbg !307
  %.24 = load i16, ptr addrspace(1) %.23, align 2, !dbg !307, !amdgpu.noclobber !6
  %.27 = add i64 %.22, %a12, !dbg !307
  %.28 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.27, !dbg !307
  %.29 = load i16, ptr addrspace(1) %.28, align 2, !dbg !307, !amdgpu.noclobber !6
  %.33 = shl i64 %a12, 1, !dbg !307
  %.34 = add i64 %.22, %.33, !dbg !307
  %.35 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.34, !dbg !307
  %.36 = load i16, ptr addrspace(1) %.35, align 2, !dbg !307, !amdgpu.noclobber !6
  %.38 = mul i64 %a12, 3, !dbg !307
  %.39 = add i64 %.22, %.38, !dbg !307
  %.40 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.39, !dbg !307
  %.41 = load i16, ptr addrspace(1) %.40, align 2, !dbg !307, !amdgpu.noclobber !6
  %t7 = mul i64 %t2, %a13, !dbg !308
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !309
  %.54 = mul i64 %.19, %a13, !dbg !309
  %.55 = add i64 %.54, %.20, !dbg !309
  %.56 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.55, !dbg !309
  %.57 = ptrtoint ptr addrspace(1) %.56 to i64, !dbg !309
  %.58 = and i64 %.57, 3, !dbg !309
  %.59 = icmp eq i64 %.58, 0, !dbg !309
  br i1 %.59, label %frag.wide.60, label %frag.narrow.61, !dbg !309

frag.wide.60:                                     ; preds = %entry
  %.63 = load <2 x i32>, ptr addrspace(1) %.56, align 4, !dbg !309, !amdgpu.noclobber !6
  %.64 = extractelement <2 x i32> %.63, i64 0, !dbg !309
  %.65 = extractelement <2 x i32> %.63, i64 1, !dbg !309
  br label %frag.join.62, !dbg !309

frag.narrow.61:                                   ; preds = %entry
  %.67 = load i16, ptr addrspace(1) %.56, align 2, !dbg !309, !amdgpu.noclobber !6
  %.68 = zext i16 %.67 to i32, !dbg !309
  %.69 = add i64 %.55, 1, !dbg !309
  %.70 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.69, !dbg !309
  %.71 = load i16, ptr addrspace(1) %.70, align 2, !dbg !309, !amdgpu.noclobber !6
  %.72 = zext i16 %.71 to i32, !dbg !309
  %.73 = shl nuw i32 %.72, 16, !dbg !309
  %.74 = or i32 %.73, %.68, !dbg !309
  %.75 = add i64 %.55, 2, !dbg !309
  %.76 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.75, !dbg !309
  %.77 = load i16, ptr addrspace(1) %.76, align 2, !dbg !309, !amdgpu.noclobber !6
  %.78 = zext i16 %.77 to i32, !dbg !309
  %.79 = add i64 %.55, 3, !dbg !309
  %.80 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.79, !dbg !309
  %.81 = load i16, ptr addrspace(1) %.80, align 2, !dbg !309, !amdgpu.noclobber !6
  %.82 = zext i16 %.81 to i32, !dbg !309
  %.83 = shl nuw i32 %.82, 16, !dbg !309
  %.84 = or i32 %.83, %.78, !dbg !309
  br label %frag.join.62, !dbg !309

frag.join.62:                                     ; preds = %frag.narrow.61, %frag.wide.60
  %.85 = phi i32 [ %.64, %frag.wide.60 ], [ %.74, %frag.narrow.61 ], !dbg !309
  %.86 = phi i32 [ %.65, %frag.wide.60 ], [ %.84, %frag.narrow.61 ], !dbg !309
  %.37 = zext i16 %.36 to i32, !dbg !307
  %.42 = zext i16 %.41 to i32, !dbg !307
  %.43 = shl nuw i32 %.42, 16, !dbg !307
  %.44 = or i32 %.43, %.37, !dbg !307
  %.25 = zext i16 %.24 to i32, !dbg !307
  %.30 = zext i16 %.29 to i32, !dbg !307
  %.31 = shl nuw i32 %.30, 16, !dbg !307
  %.32 = or i32 %.31, %.25, !dbg !307
  %t11 = mul i64 %t2, %a14, !dbg !310
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t11, !dbg !311
  %.96 = mul i64 %.19, %a14, !dbg !311
  %.97 = add i64 %.96, %.20, !dbg !311
  %.98 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.97, !dbg !311
  %2 = load <2 x float>, ptr addrspace(1) %.98, align 4, !dbg !311
  %.103 = add i64 %.97, 2, !dbg !311
  %.104 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.103, !dbg !311
  %3 = load <2 x float>, ptr addrspace(1) %.104, align 4, !dbg !311
  %.1201 = shufflevector <2 x float> %2, <2 x float> %3, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !312
  %.122 = insertelement <2 x i32> poison, i32 %.32, i64 0, !dbg !312
  %.124 = insertelement <2 x i32> %.122, i32 %.44, i64 1, !dbg !312
  %.125 = bitcast <2 x i32> %.124 to <4 x i16>, !dbg !312
  %.127 = insertelement <2 x i32> poison, i32 %.85, i64 0, !dbg !312
  %.129 = insertelement <2 x i32> %.127, i32 %.86, i64 1, !dbg !312
  %.130 = bitcast <2 x i32> %.129 to <4 x i16>, !dbg !312
  %.131 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.125, <4 x i16> %.130, <4 x float> %.1201, i32 0, i32 0, i32 0), !dbg !312
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t11, !dbg !313
  %.150 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.97, !dbg !313
  %4 = shufflevector <4 x float> %.131, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !313
  store <2 x float> %4, ptr addrspace(1) %.150, align 4, !dbg !313
  %.156 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.103, !dbg !313
  %5 = shufflevector <4 x float> %.131, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !313
  store <2 x float> %5, ptr addrspace(1) %.156, align 4, !dbg !313
  ret void, !dbg !313
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileCol_5bfloat32_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #2 !dbg !314 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !315
  %t1 = sext i32 %.13 to i64, !dbg !315
  %t2 = shl nsw i64 %t1, 3, !dbg !316
  %t3 = mul i64 %t2, %a12, !dbg !317
  %t5 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t3, !dbg !318
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !318
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.14), !dbg !318
  %.16 = lshr i32 %.15, 4, !dbg !318
  %.17 = zext i32 %.16 to i64, !dbg !318
  %.18 = and i32 %.15, 15, !dbg !318
  %.19 = zext i32 %.18 to i64, !dbg !318
  %.20 = mul i64 %.17, %a12, !dbg !318
  %.21 = add i64 %.20, %.19, !dbg !318
  %.22 = getelementptr inbounds float, ptr addrspace(1) %t5, i64 %.21, !dbg !318
  %.231 = load i32, ptr addrspace(1) %.22, align 4, !dbg !318, !amdgpu.noclobber !6
  %.25 = and i32 %.231, 2147483647, !dbg !318
  %.26 = add i32 %.231, 4096, !dbg !318
  %.27 = and i32 %.26, -8192, !dbg !318
  %.28 = icmp eq i32 %.25, 2139095040, !dbg !318
  %.29 = select i1 %.28, i32 %.231, i32 %.27, !dbg !318
  %.30 = icmp ugt i32 %.25, 2139095040, !dbg !318
  %.31 = select i1 %.30, i32 2147483647, i32 %.29, !dbg !318
  %.32 = shl i64 %a12, 2, !dbg !318
  %.33 = add i64 %.21, %.32, !dbg !318
  %.34 = getelementptr inbounds float, ptr addrspace(1) %t5, i64 %.33, !dbg !318
  %.352 = load i32, ptr addrspace(1) %.34, align 4, !dbg !318, !amdgpu.noclobber !6
  %.37 = and i32 %.352, 2147483647, !dbg !318
  %.38 = add i32 %.352, 4096, !dbg !318
  %.39 = and i32 %.38, -8192, !dbg !318
  %.40 = icmp eq i32 %.37, 2139095040, !dbg !318
  %.41 = select i1 %.40, i32 %.352, i32 %.39, !dbg !318
  %.42 = icmp ugt i32 %.37, 2139095040, !dbg !318
  %.43 = select i1 %.42, i32 2147483647, i32 %.41, !dbg !318
  %t7 = shl nsw i64 %t1, 4, !dbg !319
  %t8 = mul i64 %t7, %a13, !dbg !320
  %t10 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t8, !dbg !321
  %.52 = mul i64 %.19, %a13, !dbg !321
  %.53 = add i64 %.52, %.17, !dbg !321
  %.54 = getelementptr inbounds float, ptr addrspace(1) %t10, i64 %.53, !dbg !321
  %.553 = load i32, ptr addrspace(1) %.54, align 4, !dbg !321, !amdgpu.noclobber !6
  %.57 = and i32 %.553, 2147483647, !dbg !321
  %.58 = add i32 %.553, 4096, !dbg !321
  %.59 = and i32 %.58, -8192, !dbg !321
  %.60 = icmp eq i32 %.57, 2139095040, !dbg !321
  %.61 = select i1 %.60, i32 %.553, i32 %.59, !dbg !321
  %.62 = icmp ugt i32 %.57, 2139095040, !dbg !321
  %.63 = select i1 %.62, i32 2147483647, i32 %.61, !dbg !321
  %.64 = add i64 %.53, 4, !dbg !321
  %.65 = getelementptr inbounds float, ptr addrspace(1) %t10, i64 %.64, !dbg !321
  %.664 = load i32, ptr addrspace(1) %.65, align 4, !dbg !321, !amdgpu.noclobber !6
  %.68 = and i32 %.664, 2147483647, !dbg !321
  %.69 = add i32 %.664, 4096, !dbg !321
  %.70 = and i32 %.69, -8192, !dbg !321
  %.71 = icmp eq i32 %.68, 2139095040, !dbg !321
  %.72 = select i1 %.71, i32 %.664, i32 %.70, !dbg !321
  %.73 = icmp ugt i32 %.68, 2139095040, !dbg !321
  %.74 = select i1 %.73, i32 2147483647, i32 %.72, !dbg !321
  %t12 = mul i64 %t7, %a14, !dbg !322
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t12, !dbg !323
  %.83 = shl nuw nsw i64 %.17, 2, !dbg !323
  %.84 = mul i64 %.19, %a14, !dbg !323
  %.85 = add i64 %.84, %.83, !dbg !323
  %.86 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.85, !dbg !323
  %0 = load <2 x float>, ptr addrspace(1) %.86, align 4, !dbg !323
  %.91 = add i64 %.85, 2, !dbg !323
  %.92 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.91, !dbg !323
  %1 = load <2 x float>, ptr addrspace(1) %.92, align 4, !dbg !323
  %.1085 = shufflevector <2 x float> %0, <2 x float> %1, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !324
  %.110 = bitcast i32 %.31 to float, !dbg !324
  %.112 = bitcast i32 %.63 to float, !dbg !324
  %.113 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.110, float %.112, <4 x float> %.1085, i32 0, i32 0, i32 0), !dbg !324
  %.115 = bitcast i32 %.43 to float, !dbg !324
  %.117 = bitcast i32 %.74 to float, !dbg !324
  %.118 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.115, float %.117, <4 x float> %.113, i32 0, i32 0, i32 0), !dbg !324
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t12, !dbg !325
  %.137 = getelementptr inbounds float, ptr addrspace(1) %t18, i64 %.85, !dbg !325
  %2 = shufflevector <4 x float> %.118, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !325
  store <2 x float> %2, ptr addrspace(1) %.137, align 4, !dbg !325
  %.143 = getelementptr inbounds float, ptr addrspace(1) %t18, i64 %.91, !dbg !325
  %3 = shufflevector <4 x float> %.118, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !325
  store <2 x float> %3, ptr addrspace(1) %.143, align 4, !dbg !325
  ret void, !dbg !325
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileFill_5bkern_2eFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, float %a12) local_unnamed_addr #0 !dbg !326 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !327
  %.11 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.10), !dbg !327
  %.14 = and i32 %.11, 15, !dbg !327
  %.15 = zext i32 %.14 to i64, !dbg !327
  %0 = lshr i32 %.11, 2, !dbg !327
  %1 = and i32 %0, 1073741820, !dbg !327
  %.16 = zext i32 %1 to i64, !dbg !327
  %.17 = mul i64 %.15, %a9, !dbg !327
  %.18 = add i64 %.17, %.16, !dbg !327
  %.19 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.18, !dbg !327
  %.20 = ptrtoint ptr addrspace(1) %.19 to i64, !dbg !327
  %.21 = and i64 %.20, 3, !dbg !327
  %.22 = icmp eq i64 %.21, 0, !dbg !327
  br i1 %.22, label %frag.wide.23, label %frag.narrow.24, !dbg !327

frag.wide.23:                                     ; preds = %entry
  %.26 = load <2 x i32>, ptr addrspace(1) %.19, align 4, !dbg !327, !amdgpu.noclobber !6
  %.27 = extractelement <2 x i32> %.26, i64 0, !dbg !327
  %.28 = extractelement <2 x i32> %.26, i64 1, !dbg !327
  br label %frag.join.25, !dbg !327

frag.narrow.24:                                   ; preds = %entry
  %.30 = load i16, ptr addrspace(1) %.19, align 2, !dbg !327, !amdgpu.noclobber !6
  %.31 = zext i16 %.30 to i32, !dbg !327
  %.32 = add i64 %.18, 1, !dbg !327
  %.33 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.32, !dbg !327
  %.34 = load i16, ptr addrspace(1) %.33, align 2, !dbg !327, !amdgpu.noclobber !6
  %.35 = zext i16 %.34 to i32, !dbg !327
  %.36 = shl nuw i32 %.35, 16, !dbg !327
  %.37 = or i32 %.36, %.31, !dbg !327
  %.38 = add i64 %.18, 2, !dbg !327
  %.39 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.38, !dbg !327
  %.40 = load i16, ptr addrspace(1) %.39, align 2, !dbg !327, !amdgpu.noclobber !6
  %.41 = zext i16 %.40 to i32, !dbg !327
  %.42 = add i64 %.18, 3, !dbg !327
  %.43 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.42, !dbg !327
  %.44 = load i16, ptr addrspace(1) %.43, align 2, !dbg !327, !amdgpu.noclobber !6
  %.45 = zext i16 %.44 to i32, !dbg !327
  %.46 = shl nuw i32 %.45, 16, !dbg !327
  %.47 = or i32 %.46, %.41, !dbg !327
  br label %frag.join.25, !dbg !327

frag.join.25:                                     ; preds = %frag.narrow.24, %frag.wide.23
  %.48 = phi i32 [ %.27, %frag.wide.23 ], [ %.37, %frag.narrow.24 ], !dbg !327
  %.49 = phi i32 [ %.28, %frag.wide.23 ], [ %.47, %frag.narrow.24 ], !dbg !327
  %.59 = mul i64 %.15, %a10, !dbg !328
  %.60 = add i64 %.59, %.16, !dbg !328
  %.61 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.60, !dbg !328
  %.62 = ptrtoint ptr addrspace(1) %.61 to i64, !dbg !328
  %.63 = and i64 %.62, 3, !dbg !328
  %.64 = icmp eq i64 %.63, 0, !dbg !328
  br i1 %.64, label %frag.wide.65, label %frag.narrow.66, !dbg !328

frag.wide.65:                                     ; preds = %frag.join.25
  %.68 = load <2 x i32>, ptr addrspace(1) %.61, align 4, !dbg !328, !amdgpu.noclobber !6
  %.69 = extractelement <2 x i32> %.68, i64 0, !dbg !328
  %.70 = extractelement <2 x i32> %.68, i64 1, !dbg !328
  br label %frag.join.67, !dbg !328

frag.narrow.66:                                   ; preds = %frag.join.25
  %.72 = load i16, ptr addrspace(1) %.61, align 2, !dbg !328, !amdgpu.noclobber !6
  %.73 = zext i16 %.72 to i32, !dbg !328
  %.74 = add i64 %.60, 1, !dbg !328
  %.75 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.74, !dbg !328
  %.76 = load i16, ptr addrspace(1) %.75, align 2, !dbg !328, !amdgpu.noclobber !6
  %.77 = zext i16 %.76 to i32, !dbg !328
  %.78 = shl nuw i32 %.77, 16, !dbg !328
  %.79 = or i32 %.78, %.73, !dbg !328
  %.80 = add i64 %.60, 2, !dbg !328
  %.81 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.80, !dbg !328
  %.82 = load i16, ptr addrspace(1) %.81, align 2, !dbg !328, !amdgpu.noclobber !6
  %.83 = zext i16 %.82 to i32, !dbg !328
  %.84 = add i64 %.60, 3, !dbg !328
  %.85 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.84, !dbg !328
  %.86 = load i16, ptr addrspace(1) %.85, align 2, !dbg !328, !amdgpu.noclobber !6
  %.87 = zext i16 %.86 to i32, !dbg !328
  %.88 = shl nuw i32 %.87, 16, !dbg !328
  %.89 = or i32 %.88, %.83, !dbg !328
  br label %frag.join.67, !dbg !328

frag.join.67:                                     ; preds = %frag.narrow.66, %frag.wide.65
  %.90 = phi i32 [ %.69, %frag.wide.65 ], [ %.79, %frag.narrow.66 ], !dbg !328
  %.91 = phi i32 [ %.70, %frag.wide.65 ], [ %.89, %frag.narrow.66 ], !dbg !328
  %.107 = insertelement <2 x i32> poison, i32 %.48, i64 0
  %.109 = insertelement <2 x i32> %.107, i32 %.49, i64 1
  %.110 = bitcast <2 x i32> %.109 to <4 x half>
  %.112 = insertelement <2 x i32> poison, i32 %.90, i64 0
  %.114 = insertelement <2 x i32> %.112, i32 %.91, i64 1
  %.115 = bitcast <2 x i32> %.114 to <4 x half>
  %.99 = insertelement <4 x float> poison, float %a12, i64 0, !dbg !329
  %.105 = shufflevector <4 x float> %.99, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !329
  %.116 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.110, <4 x half> %.115, <4 x float> %.105, i32 0, i32 0, i32 0), !dbg !329
  %.116.1 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.110, <4 x half> %.115, <4 x float> %.116, i32 0, i32 0, i32 0), !dbg !329
  %.132 = mul i64 %.15, %a11, !dbg !330
  %.133 = add i64 %.132, %.16, !dbg !330
  %.135 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.133, !dbg !330
  %2 = shufflevector <4 x float> %.116.1, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !330
  store <2 x float> %2, ptr addrspace(1) %.135, align 4, !dbg !330
  %.140 = add i64 %.133, 2, !dbg !330
  %.141 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.140, !dbg !330
  %3 = shufflevector <4 x float> %.116.1, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !330
  store <2 x float> %3, ptr addrspace(1) %.141, align 4, !dbg !330
  ret void, !dbg !330
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileFill_5bkern_2eBFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, float %a12) local_unnamed_addr #0 !dbg !331 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !332
  %.11 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.10), !dbg !332
  %.14 = and i32 %.11, 15, !dbg !332
  %.15 = zext i32 %.14 to i64, !dbg !332
  %0 = lshr i32 %.11, 2, !dbg !332
  %1 = and i32 %0, 1073741820, !dbg !332
  %.16 = zext i32 %1 to i64, !dbg !332
  %.17 = mul i64 %.15, %a9, !dbg !332
  %.18 = add i64 %.17, %.16, !dbg !332
  %.19 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.18, !dbg !332
  %.20 = ptrtoint ptr addrspace(1) %.19 to i64, !dbg !332
  %.21 = and i64 %.20, 3, !dbg !332
  %.22 = icmp eq i64 %.21, 0, !dbg !332
  br i1 %.22, label %frag.wide.23, label %frag.narrow.24, !dbg !332

frag.wide.23:                                     ; preds = %entry
  %.26 = load <2 x i32>, ptr addrspace(1) %.19, align 4, !dbg !332, !amdgpu.noclobber !6
  %.27 = extractelement <2 x i32> %.26, i64 0, !dbg !332
  %.28 = extractelement <2 x i32> %.26, i64 1, !dbg !332
  br label %frag.join.25, !dbg !332

frag.narrow.24:                                   ; preds = %entry
  %.30 = load i16, ptr addrspace(1) %.19, align 2, !dbg !332, !amdgpu.noclobber !6
  %.31 = zext i16 %.30 to i32, !dbg !332
  %.32 = add i64 %.18, 1, !dbg !332
  %.33 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.32, !dbg !332
  %.34 = load i16, ptr addrspace(1) %.33, align 2, !dbg !332, !amdgpu.noclobber !6
  %.35 = zext i16 %.34 to i32, !dbg !332
  %.36 = shl nuw i32 %.35, 16, !dbg !332
  %.37 = or i32 %.36, %.31, !dbg !332
  %.38 = add i64 %.18, 2, !dbg !332
  %.39 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.38, !dbg !332
  %.40 = load i16, ptr addrspace(1) %.39, align 2, !dbg !332, !amdgpu.noclobber !6
  %.41 = zext i16 %.40 to i32, !dbg !332
  %.42 = add i64 %.18, 3, !dbg !332
  %.43 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.42, !dbg !332
  %.44 = load i16, ptr addrspace(1) %.43, align 2, !dbg !332, !amdgpu.noclobber !6
  %.45 = zext i16 %.44 to i32, !dbg !332
  %.46 = shl nuw i32 %.45, 16, !dbg !332
  %.47 = or i32 %.46, %.41, !dbg !332
  br label %frag.join.25, !dbg !332

frag.join.25:                                     ; preds = %frag.narrow.24, %frag.wide.23
  %.48 = phi i32 [ %.27, %frag.wide.23 ], [ %.37, %frag.narrow.24 ], !dbg !332
  %.49 = phi i32 [ %.28, %frag.wide.23 ], [ %.47, %frag.narrow.24 ], !dbg !332
  %.59 = mul i64 %.15, %a10, !dbg !333
  %.60 = add i64 %.59, %.16, !dbg !333
  %.61 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.60, !dbg !333
  %.62 = ptrtoint ptr addrspace(1) %.61 to i64, !dbg !333
  %.63 = and i64 %.62, 3, !dbg !333
  %.64 = icmp eq i64 %.63, 0, !dbg !333
  br i1 %.64, label %frag.wide.65, label %frag.narrow.66, !dbg !333

frag.wide.65:                                     ; preds = %frag.join.25
  %.68 = load <2 x i32>, ptr addrspace(1) %.61, align 4, !dbg !333, !amdgpu.noclobber !6
  %.69 = extractelement <2 x i32> %.68, i64 0, !dbg !333
  %.70 = extractelement <2 x i32> %.68, i64 1, !dbg !333
  br label %frag.join.67, !dbg !333

frag.narrow.66:                                   ; preds = %frag.join.25
  %.72 = load i16, ptr addrspace(1) %.61, align 2, !dbg !333, !amdgpu.noclobber !6
  %.73 = zext i16 %.72 to i32, !dbg !333
  %.74 = add i64 %.60, 1, !dbg !333
  %.75 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.74, !dbg !333
  %.76 = load i16, ptr addrspace(1) %.75, align 2, !dbg !333, !amdgpu.noclobber !6
  %.77 = zext i16 %.76 to i32, !dbg !333
  %.78 = shl nuw i32 %.77, 16, !dbg !333
  %.79 = or i32 %.78, %.73, !dbg !333
  %.80 = add i64 %.60, 2, !dbg !333
  %.81 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.80, !dbg !333
  %.82 = load i16, ptr addrspace(1) %.81, align 2, !dbg !333, !amdgpu.noclobber !6
  %.83 = zext i16 %.82 to i32, !dbg !333
  %.84 = add i64 %.60, 3, !dbg !333
  %.85 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.84, !dbg !333
  %.86 = load i16, ptr addrspace(1) %.85, align 2, !dbg !333, !amdgpu.noclobber !6
  %.87 = zext i16 %.86 to i32, !dbg !333
  %.88 = shl nuw i32 %.87, 16, !dbg !333
  %.89 = or i32 %.88, %.83, !dbg !333
  br label %frag.join.67, !dbg !333

frag.join.67:                                     ; preds = %frag.narrow.66, %frag.wide.65
  %.90 = phi i32 [ %.69, %frag.wide.65 ], [ %.79, %frag.narrow.66 ], !dbg !333
  %.91 = phi i32 [ %.70, %frag.wide.65 ], [ %.89, %frag.narrow.66 ], !dbg !333
  %.107 = insertelement <2 x i32> poison, i32 %.48, i64 0
  %.109 = insertelement <2 x i32> %.107, i32 %.49, i64 1
  %.110 = bitcast <2 x i32> %.109 to <4 x i16>
  %.112 = insertelement <2 x i32> poison, i32 %.90, i64 0
  %.114 = insertelement <2 x i32> %.112, i32 %.91, i64 1
  %.115 = bitcast <2 x i32> %.114 to <4 x i16>
  %.99 = insertelement <4 x float> poison, float %a12, i64 0, !dbg !334
  %.105 = shufflevector <4 x float> %.99, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !334
  %.116 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.110, <4 x i16> %.115, <4 x float> %.105, i32 0, i32 0, i32 0), !dbg !334
  %.116.1 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.110, <4 x i16> %.115, <4 x float> %.116, i32 0, i32 0, i32 0), !dbg !334
  %.132 = mul i64 %.15, %a11, !dbg !335
  %.133 = add i64 %.132, %.16, !dbg !335
  %.135 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.133, !dbg !335
  %2 = shufflevector <4 x float> %.116.1, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !335
  store <2 x float> %2, ptr addrspace(1) %.135, align 4, !dbg !335
  %.140 = add i64 %.133, 2, !dbg !335
  %.141 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.140, !dbg !335
  %3 = shufflevector <4 x float> %.116.1, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !335
  store <2 x float> %3, ptr addrspace(1) %.141, align 4, !dbg !335
  ret void, !dbg !335
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileFill_5bfloat32_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, float %a12) local_unnamed_addr #0 !dbg !336 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !337
  %.11 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.10), !dbg !337
  %.12 = lshr i32 %.11, 4, !dbg !337
  %.13 = zext i32 %.12 to i64, !dbg !337
  %.14 = and i32 %.11, 15, !dbg !337
  %.15 = zext i32 %.14 to i64, !dbg !337
  %.16 = mul i64 %.15, %a9, !dbg !337
  %.17 = add i64 %.16, %.13, !dbg !337
  %.18 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.17, !dbg !337
  %.191 = load i32, ptr addrspace(1) %.18, align 4, !dbg !337, !amdgpu.noclobber !6
  %.21 = and i32 %.191, 2147483647, !dbg !337
  %.22 = add i32 %.191, 4096, !dbg !337
  %.23 = and i32 %.22, -8192, !dbg !337
  %.24 = icmp eq i32 %.21, 2139095040, !dbg !337
  %.25 = select i1 %.24, i32 %.191, i32 %.23, !dbg !337
  %.26 = icmp ugt i32 %.21, 2139095040, !dbg !337
  %.27 = select i1 %.26, i32 2147483647, i32 %.25, !dbg !337
  %.28 = add i64 %.17, 4, !dbg !337
  %.29 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.28, !dbg !337
  %.302 = load i32, ptr addrspace(1) %.29, align 4, !dbg !337, !amdgpu.noclobber !6
  %.32 = and i32 %.302, 2147483647, !dbg !337
  %.33 = add i32 %.302, 4096, !dbg !337
  %.34 = and i32 %.33, -8192, !dbg !337
  %.35 = icmp eq i32 %.32, 2139095040, !dbg !337
  %.36 = select i1 %.35, i32 %.302, i32 %.34, !dbg !337
  %.37 = icmp ugt i32 %.32, 2139095040, !dbg !337
  %.38 = select i1 %.37, i32 2147483647, i32 %.36, !dbg !337
  %.47 = mul i64 %.15, %a10, !dbg !338
  %.48 = add i64 %.47, %.13, !dbg !338
  %.49 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.48, !dbg !338
  %.503 = load i32, ptr addrspace(1) %.49, align 4, !dbg !338, !amdgpu.noclobber !6
  %.52 = and i32 %.503, 2147483647, !dbg !338
  %.53 = add i32 %.503, 4096, !dbg !338
  %.54 = and i32 %.53, -8192, !dbg !338
  %.55 = icmp eq i32 %.52, 2139095040, !dbg !338
  %.56 = select i1 %.55, i32 %.503, i32 %.54, !dbg !338
  %.57 = icmp ugt i32 %.52, 2139095040, !dbg !338
  %.58 = select i1 %.57, i32 2147483647, i32 %.56, !dbg !338
  %.59 = add i64 %.48, 4, !dbg !338
  %.60 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.59, !dbg !338
  %.614 = load i32, ptr addrspace(1) %.60, align 4, !dbg !338, !amdgpu.noclobber !6
  %.63 = and i32 %.614, 2147483647, !dbg !338
  %.64 = add i32 %.614, 4096, !dbg !338
  %.65 = and i32 %.64, -8192, !dbg !338
  %.66 = icmp eq i32 %.63, 2139095040, !dbg !338
  %.67 = select i1 %.66, i32 %.614, i32 %.65, !dbg !338
  %.68 = icmp ugt i32 %.63, 2139095040, !dbg !338
  %.69 = select i1 %.68, i32 2147483647, i32 %.67, !dbg !338
  %.85 = bitcast i32 %.27 to float
  %.87 = bitcast i32 %.58 to float
  %.90 = bitcast i32 %.38 to float
  %.92 = bitcast i32 %.69 to float
  %.77 = insertelement <4 x float> poison, float %a12, i64 0, !dbg !339
  %.83 = shufflevector <4 x float> %.77, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !339
  %.88 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.85, float %.87, <4 x float> %.83, i32 0, i32 0, i32 0), !dbg !339
  %.93 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.90, float %.92, <4 x float> %.88, i32 0, i32 0, i32 0), !dbg !339
  %.88.1 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.85, float %.87, <4 x float> %.93, i32 0, i32 0, i32 0), !dbg !339
  %.93.1 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.90, float %.92, <4 x float> %.88.1, i32 0, i32 0, i32 0), !dbg !339
  %.108 = shl nuw nsw i64 %.13, 2, !dbg !340
  %.109 = mul i64 %.15, %a11, !dbg !340
  %.110 = add i64 %.109, %.108, !dbg !340
  %.112 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.110, !dbg !340
  %0 = shufflevector <4 x float> %.93.1, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !340
  store <2 x float> %0, ptr addrspace(1) %.112, align 4, !dbg !340
  %.117 = add i64 %.110, 2, !dbg !340
  %.118 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.117, !dbg !340
  %1 = shufflevector <4 x float> %.93.1, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !340
  store <2 x float> %1, ptr addrspace(1) %.118, align 4, !dbg !340
  ret void, !dbg !340
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11) local_unnamed_addr #3 !dbg !341 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !342
  %t4 = sext i32 %.10 to i64, !dbg !342
  %.155 = sdiv i32 %.10, 64, !dbg !343
  %.15.sext = sext i32 %.155 to i64, !dbg !343
  %t81 = lshr i64 %.15.sext, 63, !dbg !344
  %t10 = add nsw i64 %t81, %.15.sext, !dbg !344
  %t12 = and i64 %t10, 1152921504606846974, !dbg !345
  %t13 = sub nsw i64 %.15.sext, %t12, !dbg !345
  %.20 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !346
  %t15 = sext i32 %.20 to i64, !dbg !346
  %t16 = shl nsw i64 %t15, 5, !dbg !347
  %.21 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !348
  %t18 = sext i32 %.21 to i64, !dbg !348
  %t19 = shl nsw i64 %t18, 5, !dbg !349
  %.26 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !350
  %.27 = getelementptr inbounds i8, ptr addrspace(4) %.26, i64 4, !dbg !350
  %.28 = load i16, ptr addrspace(4) %.27, align 4, !dbg !350, !invariant.load !6
  %t23 = zext i16 %.28 to i64
  %0 = shl nsw i64 %t10, 3, !dbg !351
  %t24 = and i64 %0, -16, !dbg !351
  %t27 = shl i64 %t13, 4, !dbg !352
  %t28 = add i64 %t27, %t19, !dbg !353
  %t29 = mul i64 %t28, %a11, !dbg !354
  %t338 = icmp sgt i64 %a11, 0, !dbg !355
  br i1 %t338, label %b3.preheader.lr.ph, label %b6, !dbg !355

b3.preheader.lr.ph:                               ; preds = %entry
  %t24.tr = trunc i64 %t24 to i32, !dbg !356
  %1 = shl i32 %t24.tr, 4, !dbg !356
  %t26 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eFloat16_5d.shared.0, i32 %1, !dbg !356
  %t356 = icmp slt i32 %.10, 512
  %.32 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !357
  %.33 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.32), !dbg !357
  %.36 = and i32 %.33, 15
  %.37 = zext i32 %.36 to i64
  %2 = lshr i32 %.33, 2
  %3 = and i32 %2, 1073741820
  %.38 = zext i32 %3 to i64
  %.39 = shl nuw nsw i32 %.36, 4
  %.40 = add nuw nsw i32 %.39, %3
  %.41 = getelementptr inbounds i16, ptr addrspace(3) %t26, i32 %.40
  %.81 = mul i64 %.37, %a11
  %.82 = add i64 %.81, %.38
  %.96 = add i64 %.82, 1
  %.102 = add i64 %.82, 2
  %.106 = add i64 %.82, 3
  br label %b3.preheader, !dbg !355

b3.preheader:                                     ; preds = %b3.preheader.lr.ph, %frag.join.89
  %t3210 = phi i64 [ 0, %b3.preheader.lr.ph ], [ %t55, %frag.join.89 ]
  %t319 = phi { [8 x float] } [ zeroinitializer, %b3.preheader.lr.ph ], [ %.142, %frag.join.89 ]
  br i1 %t356, label %b4, label %b5, !dbg !358

b4:                                               ; preds = %b3.preheader, %b4
  %t347 = phi i64 [ %t49, %b4 ], [ %t4, %b3.preheader ]
  %isneg = icmp slt i64 %t347, 0, !dbg !359
  %t37 = select i1 %isneg, i64 15, i64 0, !dbg !359
  %t38 = add nsw i64 %t37, %t347, !dbg !359
  %t39 = ashr i64 %t38, 4, !dbg !359
  %t40 = add nsw i64 %t39, %t16, !dbg !360
  %t41 = mul i64 %t40, %a11, !dbg !361
  %t43 = and i64 %t38, -16, !dbg !362
  %t42 = add i64 %t347, %t3210, !dbg !363
  %t44 = sub i64 %t42, %t43, !dbg !362
  %t45 = add i64 %t44, %t41, !dbg !364
  %t46 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t45, !dbg !365
  %.31 = load i16, ptr addrspace(1) %t46, align 2, !dbg !365, !amdgpu.noclobber !6
  %4 = trunc i64 %t347 to i32, !dbg !366
  %t48 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eFloat16_5d.shared.0, i32 %4, !dbg !366
  store i16 %.31, ptr addrspace(3) %t48, align 2, !dbg !366
  %t49 = add i64 %t347, %t23, !dbg !367
  %t35 = icmp slt i64 %t49, 512, !dbg !358
  br i1 %t35, label %b4, label %b5, !dbg !358

b5:                                               ; preds = %b4, %b3.preheader
  fence syncscope("workgroup") release, !dbg !368
  tail call void @llvm.amdgcn.s.barrier(), !dbg !368
  fence syncscope("workgroup") acquire, !dbg !368
  %.4811 = load <4 x half>, ptr addrspace(3) %.41, align 8, !dbg !356
  %t51 = add i64 %t3210, %t29, !dbg !369
  %t52 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t51, !dbg !370
  %.83 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.82, !dbg !370
  %.84 = ptrtoint ptr addrspace(1) %.83 to i64, !dbg !370
  %.85 = and i64 %.84, 3, !dbg !370
  %.86 = icmp eq i64 %.85, 0, !dbg !370
  br i1 %.86, label %frag.wide.87, label %frag.narrow.88, !dbg !370

frag.wide.87:                                     ; preds = %b5
  %.90 = load <2 x i32>, ptr addrspace(1) %.83, align 4, !dbg !370, !amdgpu.noclobber !6
  %.91 = extractelement <2 x i32> %.90, i64 0, !dbg !370
  %.92 = extractelement <2 x i32> %.90, i64 1, !dbg !370
  br label %frag.join.89, !dbg !370

frag.narrow.88:                                   ; preds = %b5
  %.94 = load i16, ptr addrspace(1) %.83, align 2, !dbg !370, !amdgpu.noclobber !6
  %.95 = zext i16 %.94 to i32, !dbg !370
  %.97 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.96, !dbg !370
  %.98 = load i16, ptr addrspace(1) %.97, align 2, !dbg !370, !amdgpu.noclobber !6
  %.99 = zext i16 %.98 to i32, !dbg !370
  %.100 = shl nuw i32 %.99, 16, !dbg !370
  %.101 = or i32 %.100, %.95, !dbg !370
  %.103 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.102, !dbg !370
  %.104 = load i16, ptr addrspace(1) %.103, align 2, !dbg !370, !amdgpu.noclobber !6
  %.105 = zext i16 %.104 to i32, !dbg !370
  %.107 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.106, !dbg !370
  %.108 = load i16, ptr addrspace(1) %.107, align 2, !dbg !370, !amdgpu.noclobber !6
  %.109 = zext i16 %.108 to i32, !dbg !370
  %.110 = shl nuw i32 %.109, 16, !dbg !370
  %.111 = or i32 %.110, %.105, !dbg !370
  br label %frag.join.89, !dbg !370

frag.join.89:                                     ; preds = %frag.narrow.88, %frag.wide.87
  %.112 = phi i32 [ %.91, %frag.wide.87 ], [ %.101, %frag.narrow.88 ], !dbg !370
  %.113 = phi i32 [ %.92, %frag.wide.87 ], [ %.111, %frag.narrow.88 ], !dbg !370
  %.116 = extractvalue { [8 x float] } %t319, 0, 0, !dbg !371
  %.117 = insertelement <4 x float> poison, float %.116, i64 0, !dbg !371
  %.118 = extractvalue { [8 x float] } %t319, 0, 1, !dbg !371
  %.119 = insertelement <4 x float> %.117, float %.118, i64 1, !dbg !371
  %.120 = extractvalue { [8 x float] } %t319, 0, 2, !dbg !371
  %.121 = insertelement <4 x float> %.119, float %.120, i64 2, !dbg !371
  %.122 = extractvalue { [8 x float] } %t319, 0, 3, !dbg !371
  %.123 = insertelement <4 x float> %.121, float %.122, i64 3, !dbg !371
  %.130 = insertelement <2 x i32> poison, i32 %.112, i64 0, !dbg !371
  %.132 = insertelement <2 x i32> %.130, i32 %.113, i64 1, !dbg !371
  %.133 = bitcast <2 x i32> %.132 to <4 x half>, !dbg !371
  %.134 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.4811, <4 x half> %.133, <4 x float> %.123, i32 0, i32 0, i32 0), !dbg !371
  %.135 = extractelement <4 x float> %.134, i64 0, !dbg !371
  %.136 = extractelement <4 x float> %.134, i64 1, !dbg !371
  %.137 = extractelement <4 x float> %.134, i64 2, !dbg !371
  %.138 = extractelement <4 x float> %.134, i64 3, !dbg !371
  %.139 = insertvalue { [8 x float] } zeroinitializer, float %.135, 0, 0, !dbg !371
  %.140 = insertvalue { [8 x float] } %.139, float %.136, 0, 1, !dbg !371
  %.141 = insertvalue { [8 x float] } %.140, float %.137, 0, 2, !dbg !371
  %.142 = insertvalue { [8 x float] } %.141, float %.138, 0, 3, !dbg !371
  fence syncscope("workgroup") release, !dbg !372
  tail call void @llvm.amdgcn.s.barrier(), !dbg !372
  fence syncscope("workgroup") acquire, !dbg !372
  %t55 = add i64 %t3210, 16, !dbg !373
  %t33 = icmp slt i64 %t55, %a11, !dbg !355
  br i1 %t33, label %b3.preheader, label %b6, !dbg !355

b6:                                               ; preds = %frag.join.89, %entry
  %t31.lcssa = phi { [8 x float] } [ zeroinitializer, %entry ], [ %.142, %frag.join.89 ]
  %t56 = add nsw i64 %t24, %t16, !dbg !374
  %t57 = mul i64 %t56, %a10, !dbg !375
  %t59 = add i64 %t28, %t57, !dbg !376
  %t61 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t59, !dbg !377
  %.143 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !377
  %.144 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.143), !dbg !377
  %.147 = and i32 %.144, 15, !dbg !377
  %.148 = zext i32 %.147 to i64, !dbg !377
  %5 = lshr i32 %.144, 2, !dbg !377
  %6 = and i32 %5, 1073741820, !dbg !377
  %.149 = zext i32 %6 to i64, !dbg !377
  %.150 = mul i64 %.149, %a10, !dbg !377
  %.151 = add i64 %.150, %.148, !dbg !377
  %.152 = extractvalue { [8 x float] } %t31.lcssa, 0, 0, !dbg !377
  %.153 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.151, !dbg !377
  store float %.152, ptr addrspace(1) %.153, align 4, !dbg !377
  %.154 = extractvalue { [8 x float] } %t31.lcssa, 0, 1, !dbg !377
  %.156 = add i64 %.151, %a10, !dbg !377
  %.157 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.156, !dbg !377
  store float %.154, ptr addrspace(1) %.157, align 4, !dbg !377
  %.158 = extractvalue { [8 x float] } %t31.lcssa, 0, 2, !dbg !377
  %.159 = shl i64 %a10, 1, !dbg !377
  %.160 = add i64 %.151, %.159, !dbg !377
  %.161 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.160, !dbg !377
  store float %.158, ptr addrspace(1) %.161, align 4, !dbg !377
  %.162 = extractvalue { [8 x float] } %t31.lcssa, 0, 3, !dbg !377
  %.163 = mul i64 %a10, 3, !dbg !377
  %.164 = add i64 %.151, %.163, !dbg !377
  %.165 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.164, !dbg !377
  store float %.162, ptr addrspace(1) %.165, align 4, !dbg !377
  ret void, !dbg !377
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11) local_unnamed_addr #3 !dbg !378 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !379
  %t4 = sext i32 %.10 to i64, !dbg !379
  %.155 = sdiv i32 %.10, 64, !dbg !380
  %.15.sext = sext i32 %.155 to i64, !dbg !380
  %t81 = lshr i64 %.15.sext, 63, !dbg !381
  %t10 = add nsw i64 %t81, %.15.sext, !dbg !381
  %t12 = and i64 %t10, 1152921504606846974, !dbg !382
  %t13 = sub nsw i64 %.15.sext, %t12, !dbg !382
  %.20 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !383
  %t15 = sext i32 %.20 to i64, !dbg !383
  %t16 = shl nsw i64 %t15, 5, !dbg !384
  %.21 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !385
  %t18 = sext i32 %.21 to i64, !dbg !385
  %t19 = shl nsw i64 %t18, 5, !dbg !386
  %.26 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !387
  %.27 = getelementptr inbounds i8, ptr addrspace(4) %.26, i64 4, !dbg !387
  %.28 = load i16, ptr addrspace(4) %.27, align 4, !dbg !387, !invariant.load !6
  %t23 = zext i16 %.28 to i64
  %0 = shl nsw i64 %t10, 3, !dbg !388
  %t24 = and i64 %0, -16, !dbg !388
  %t27 = shl i64 %t13, 4, !dbg !389
  %t28 = add i64 %t27, %t19, !dbg !390
  %t29 = mul i64 %t28, %a11, !dbg !391
  %t338 = icmp sgt i64 %a11, 0, !dbg !392
  br i1 %t338, label %b3.preheader.lr.ph, label %b6, !dbg !392

b3.preheader.lr.ph:                               ; preds = %entry
  %t24.tr = trunc i64 %t24 to i32, !dbg !393
  %1 = shl i32 %t24.tr, 4, !dbg !393
  %t26 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eBFloat16_5d.shared.0, i32 %1, !dbg !393
  %t356 = icmp slt i32 %.10, 512
  %.32 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !394
  %.33 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.32), !dbg !394
  %.36 = and i32 %.33, 15
  %.37 = zext i32 %.36 to i64
  %2 = lshr i32 %.33, 2
  %3 = and i32 %2, 1073741820
  %.38 = zext i32 %3 to i64
  %.39 = shl nuw nsw i32 %.36, 4
  %.40 = add nuw nsw i32 %.39, %3
  %.41 = getelementptr inbounds i16, ptr addrspace(3) %t26, i32 %.40
  %.81 = mul i64 %.37, %a11
  %.82 = add i64 %.81, %.38
  %.96 = add i64 %.82, 1
  %.102 = add i64 %.82, 2
  %.106 = add i64 %.82, 3
  br label %b3.preheader, !dbg !392

b3.preheader:                                     ; preds = %b3.preheader.lr.ph, %frag.join.89
  %t3210 = phi i64 [ 0, %b3.preheader.lr.ph ], [ %t55, %frag.join.89 ]
  %t319 = phi { [8 x float] } [ zeroinitializer, %b3.preheader.lr.ph ], [ %.142, %frag.join.89 ]
  br i1 %t356, label %b4, label %b5, !dbg !395

b4:                                               ; preds = %b3.preheader, %b4
  %t347 = phi i64 [ %t49, %b4 ], [ %t4, %b3.preheader ]
  %isneg = icmp slt i64 %t347, 0, !dbg !396
  %t37 = select i1 %isneg, i64 15, i64 0, !dbg !396
  %t38 = add nsw i64 %t37, %t347, !dbg !396
  %t39 = ashr i64 %t38, 4, !dbg !396
  %t40 = add nsw i64 %t39, %t16, !dbg !397
  %t41 = mul i64 %t40, %a11, !dbg !398
  %t43 = and i64 %t38, -16, !dbg !399
  %t42 = add i64 %t347, %t3210, !dbg !400
  %t44 = sub i64 %t42, %t43, !dbg !399
  %t45 = add i64 %t44, %t41, !dbg !401
  %t46 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t45, !dbg !402
  %.31 = load i16, ptr addrspace(1) %t46, align 2, !dbg !402, !amdgpu.noclobber !6
  %4 = trunc i64 %t347 to i32, !dbg !403
  %t48 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eBFloat16_5d.shared.0, i32 %4, !dbg !403
  store i16 %.31, ptr addrspace(3) %t48, align 2, !dbg !403
  %t49 = add i64 %t347, %t23, !dbg !404
  %t35 = icmp slt i64 %t49, 512, !dbg !395
  br i1 %t35, label %b4, label %b5, !dbg !395

b5:                                               ; preds = %b4, %b3.preheader
  fence syncscope("workgroup") release, !dbg !405
  tail call void @llvm.amdgcn.s.barrier(), !dbg !405
  fence syncscope("workgroup") acquire, !dbg !405
  %.4811 = load <4 x i16>, ptr addrspace(3) %.41, align 8, !dbg !393
  %t51 = add i64 %t3210, %t29, !dbg !406
  %t52 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t51, !dbg !407
  %.83 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.82, !dbg !407
  %.84 = ptrtoint ptr addrspace(1) %.83 to i64, !dbg !407
  %.85 = and i64 %.84, 3, !dbg !407
  %.86 = icmp eq i64 %.85, 0, !dbg !407
  br i1 %.86, label %frag.wide.87, label %frag.narrow.88, !dbg !407

frag.wide.87:                                     ; preds = %b5
  %.90 = load <2 x i32>, ptr addrspace(1) %.83, align 4, !dbg !407, !amdgpu.noclobber !6
  %.91 = extractelement <2 x i32> %.90, i64 0, !dbg !407
  %.92 = extractelement <2 x i32> %.90, i64 1, !dbg !407
  br label %frag.join.89, !dbg !407

frag.narrow.88:                                   ; preds = %b5
  %.94 = load i16, ptr addrspace(1) %.83, align 2, !dbg !407, !amdgpu.noclobber !6
  %.95 = zext i16 %.94 to i32, !dbg !407
  %.97 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.96, !dbg !407
  %.98 = load i16, ptr addrspace(1) %.97, align 2, !dbg !407, !amdgpu.noclobber !6
  %.99 = zext i16 %.98 to i32, !dbg !407
  %.100 = shl nuw i32 %.99, 16, !dbg !407
  %.101 = or i32 %.100, %.95, !dbg !407
  %.103 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.102, !dbg !407
  %.104 = load i16, ptr addrspace(1) %.103, align 2, !dbg !407, !amdgpu.noclobber !6
  %.105 = zext i16 %.104 to i32, !dbg !407
  %.107 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.106, !dbg !407
  %.108 = load i16, ptr addrspace(1) %.107, align 2, !dbg !407, !amdgpu.noclobber !6
  %.109 = zext i16 %.108 to i32, !dbg !407
  %.110 = shl nuw i32 %.109, 16, !dbg !407
  %.111 = or i32 %.110, %.105, !dbg !407
  br label %frag.join.89, !dbg !407

frag.join.89:                                     ; preds = %frag.narrow.88, %frag.wide.87
  %.112 = phi i32 [ %.91, %frag.wide.87 ], [ %.101, %frag.narrow.88 ], !dbg !407
  %.113 = phi i32 [ %.92, %frag.wide.87 ], [ %.111, %frag.narrow.88 ], !dbg !407
  %.116 = extractvalue { [8 x float] } %t319, 0, 0, !dbg !408
  %.117 = insertelement <4 x float> poison, float %.116, i64 0, !dbg !408
  %.118 = extractvalue { [8 x float] } %t319, 0, 1, !dbg !408
  %.119 = insertelement <4 x float> %.117, float %.118, i64 1, !dbg !408
  %.120 = extractvalue { [8 x float] } %t319, 0, 2, !dbg !408
  %.121 = insertelement <4 x float> %.119, float %.120, i64 2, !dbg !408
  %.122 = extractvalue { [8 x float] } %t319, 0, 3, !dbg !408
  %.123 = insertelement <4 x float> %.121, float %.122, i64 3, !dbg !408
  %.130 = insertelement <2 x i32> poison, i32 %.112, i64 0, !dbg !408
  %.132 = insertelement <2 x i32> %.130, i32 %.113, i64 1, !dbg !408
  %.133 = bitcast <2 x i32> %.132 to <4 x i16>, !dbg !408
  %.134 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.4811, <4 x i16> %.133, <4 x float> %.123, i32 0, i32 0, i32 0), !dbg !408
  %.135 = extractelement <4 x float> %.134, i64 0, !dbg !408
  %.136 = extractelement <4 x float> %.134, i64 1, !dbg !408
  %.137 = extractelement <4 x float> %.134, i64 2, !dbg !408
  %.138 = extractelement <4 x float> %.134, i64 3, !dbg !408
  %.139 = insertvalue { [8 x float] } zeroinitializer, float %.135, 0, 0, !dbg !408
  %.140 = insertvalue { [8 x float] } %.139, float %.136, 0, 1, !dbg !408
  %.141 = insertvalue { [8 x float] } %.140, float %.137, 0, 2, !dbg !408
  %.142 = insertvalue { [8 x float] } %.141, float %.138, 0, 3, !dbg !408
  fence syncscope("workgroup") release, !dbg !409
  tail call void @llvm.amdgcn.s.barrier(), !dbg !409
  fence syncscope("workgroup") acquire, !dbg !409
  %t55 = add i64 %t3210, 16, !dbg !410
  %t33 = icmp slt i64 %t55, %a11, !dbg !392
  br i1 %t33, label %b3.preheader, label %b6, !dbg !392

b6:                                               ; preds = %frag.join.89, %entry
  %t31.lcssa = phi { [8 x float] } [ zeroinitializer, %entry ], [ %.142, %frag.join.89 ]
  %t56 = add nsw i64 %t24, %t16, !dbg !411
  %t57 = mul i64 %t56, %a10, !dbg !412
  %t59 = add i64 %t28, %t57, !dbg !413
  %t61 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t59, !dbg !414
  %.143 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !414
  %.144 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.143), !dbg !414
  %.147 = and i32 %.144, 15, !dbg !414
  %.148 = zext i32 %.147 to i64, !dbg !414
  %5 = lshr i32 %.144, 2, !dbg !414
  %6 = and i32 %5, 1073741820, !dbg !414
  %.149 = zext i32 %6 to i64, !dbg !414
  %.150 = mul i64 %.149, %a10, !dbg !414
  %.151 = add i64 %.150, %.148, !dbg !414
  %.152 = extractvalue { [8 x float] } %t31.lcssa, 0, 0, !dbg !414
  %.153 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.151, !dbg !414
  store float %.152, ptr addrspace(1) %.153, align 4, !dbg !414
  %.154 = extractvalue { [8 x float] } %t31.lcssa, 0, 1, !dbg !414
  %.156 = add i64 %.151, %a10, !dbg !414
  %.157 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.156, !dbg !414
  store float %.154, ptr addrspace(1) %.157, align 4, !dbg !414
  %.158 = extractvalue { [8 x float] } %t31.lcssa, 0, 2, !dbg !414
  %.159 = shl i64 %a10, 1, !dbg !414
  %.160 = add i64 %.151, %.159, !dbg !414
  %.161 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.160, !dbg !414
  store float %.158, ptr addrspace(1) %.161, align 4, !dbg !414
  %.162 = extractvalue { [8 x float] } %t31.lcssa, 0, 3, !dbg !414
  %.163 = mul i64 %a10, 3, !dbg !414
  %.164 = add i64 %.151, %.163, !dbg !414
  %.165 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.164, !dbg !414
  store float %.162, ptr addrspace(1) %.165, align 4, !dbg !414
  ret void, !dbg !414
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bfloat32_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11) local_unnamed_addr #3 !dbg !415 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !416
  %t4 = sext i32 %.10 to i64, !dbg !416
  %.1510 = sdiv i32 %.10, 64, !dbg !417
  %.15.sext = sext i32 %.1510 to i64, !dbg !417
  %t81 = lshr i64 %.15.sext, 63, !dbg !418
  %t10 = add nsw i64 %t81, %.15.sext, !dbg !418
  %t12 = and i64 %t10, 1152921504606846974, !dbg !419
  %t13 = sub nsw i64 %.15.sext, %t12, !dbg !419
  %.20 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !420
  %t15 = sext i32 %.20 to i64, !dbg !420
  %t16 = shl nsw i64 %t15, 5, !dbg !421
  %.21 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !422
  %t18 = sext i32 %.21 to i64, !dbg !422
  %t19 = shl nsw i64 %t18, 5, !dbg !423
  %.26 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !424
  %.27 = getelementptr inbounds i8, ptr addrspace(4) %.26, i64 4, !dbg !424
  %.28 = load i16, ptr addrspace(4) %.27, align 4, !dbg !424, !invariant.load !6
  %t23 = zext i16 %.28 to i64
  %0 = shl nsw i64 %t10, 3, !dbg !425
  %t24 = and i64 %0, -16, !dbg !425
  %t27 = shl i64 %t13, 4, !dbg !426
  %t28 = add i64 %t27, %t19, !dbg !427
  %t29 = mul i64 %t28, %a11, !dbg !428
  %t3513 = icmp sgt i64 %a11, 0, !dbg !429
  br i1 %t3513, label %b3.preheader.lr.ph, label %b6, !dbg !429

b3.preheader.lr.ph:                               ; preds = %entry
  %t24.tr = trunc i64 %t24 to i32, !dbg !430
  %1 = shl i32 %t24.tr, 4, !dbg !430
  %2 = or i32 %1, 8, !dbg !430
  %t32 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bfloat32_5d.shared.0, i32 %2, !dbg !430
  %t26 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bfloat32_5d.shared.0, i32 %1, !dbg !430
  %t3711 = icmp slt i32 %.10, 512
  %.32 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !431
  %.33 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.32), !dbg !431
  %.34 = lshr i32 %.33, 4
  %.35 = zext i32 %.34 to i64
  %.36 = and i32 %.33, 15
  %.37 = zext i32 %.36 to i64
  %.38 = shl nuw nsw i32 %.36, 4
  %.39 = add nuw nsw i32 %.38, %.34
  %.40 = getelementptr inbounds float, ptr addrspace(3) %t26, i32 %.39
  %3 = add nuw nsw i32 %.39, 4
  %.51 = getelementptr inbounds float, ptr addrspace(3) %t26, i32 %3
  %.69 = mul i64 %.37, %a11
  %.70 = add i64 %.69, %.35
  %.81 = add i64 %.70, 4
  %.128 = getelementptr inbounds float, ptr addrspace(3) %t32, i32 %.39
  %.139 = getelementptr inbounds float, ptr addrspace(3) %t32, i32 %3
  br label %b3.preheader, !dbg !429

b3.preheader:                                     ; preds = %b3.preheader.lr.ph, %b5
  %t3415 = phi i64 [ 0, %b3.preheader.lr.ph ], [ %t62, %b5 ]
  %t3314 = phi { [8 x float] } [ zeroinitializer, %b3.preheader.lr.ph ], [ %.207, %b5 ]
  br i1 %t3711, label %b4, label %b5, !dbg !432

b4:                                               ; preds = %b3.preheader, %b4
  %t3612 = phi i64 [ %t51, %b4 ], [ %t4, %b3.preheader ]
  %isneg = icmp slt i64 %t3612, 0, !dbg !433
  %t39 = select i1 %isneg, i64 15, i64 0, !dbg !433
  %t40 = add nsw i64 %t39, %t3612, !dbg !433
  %t41 = ashr i64 %t40, 4, !dbg !433
  %t42 = add nsw i64 %t41, %t16, !dbg !434
  %t43 = mul i64 %t42, %a11, !dbg !435
  %t45 = and i64 %t40, -16, !dbg !436
  %t44 = add i64 %t3612, %t3415, !dbg !437
  %t46 = sub i64 %t44, %t45, !dbg !436
  %t47 = add i64 %t46, %t43, !dbg !438
  %t48 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t47, !dbg !439
  %.31 = load float, ptr addrspace(1) %t48, align 4, !dbg !439, !amdgpu.noclobber !6
  %4 = trunc i64 %t3612 to i32, !dbg !440
  %t50 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bfloat32_5d.shared.0, i32 %4, !dbg !440
  store float %.31, ptr addrspace(3) %t50, align 4, !dbg !440
  %t51 = add i64 %t3612, %t23, !dbg !441
  %t37 = icmp slt i64 %t51, 512, !dbg !432
  br i1 %t37, label %b4, label %b5, !dbg !432

b5:                                               ; preds = %b4, %b3.preheader
  fence syncscope("workgroup") release, !dbg !442
  tail call void @llvm.amdgcn.s.barrier(), !dbg !442
  fence syncscope("workgroup") acquire, !dbg !442
  %.412 = load i32, ptr addrspace(3) %.40, align 4, !dbg !430
  %.43 = and i32 %.412, 2147483647, !dbg !430
  %.44 = add i32 %.412, 4096, !dbg !430
  %.45 = and i32 %.44, -8192, !dbg !430
  %.46 = icmp eq i32 %.43, 2139095040, !dbg !430
  %.47 = select i1 %.46, i32 %.412, i32 %.45, !dbg !430
  %.48 = icmp ugt i32 %.43, 2139095040, !dbg !430
  %.49 = select i1 %.48, i32 2147483647, i32 %.47, !dbg !430
  %.523 = load i32, ptr addrspace(3) %.51, align 4, !dbg !430
  %.54 = and i32 %.523, 2147483647, !dbg !430
  %.55 = add i32 %.523, 4096, !dbg !430
  %.56 = and i32 %.55, -8192, !dbg !430
  %.57 = icmp eq i32 %.54, 2139095040, !dbg !430
  %.58 = select i1 %.57, i32 %.523, i32 %.56, !dbg !430
  %.59 = icmp ugt i32 %.54, 2139095040, !dbg !430
  %.60 = select i1 %.59, i32 2147483647, i32 %.58, !dbg !430
  %t53 = add i64 %t3415, %t29, !dbg !443
  %t54 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t53, !dbg !444
  %.71 = getelementptr inbounds float, ptr addrspace(1) %t54, i64 %.70, !dbg !444
  %.724 = load i32, ptr addrspace(1) %.71, align 4, !dbg !444, !amdgpu.noclobber !6
  %.74 = and i32 %.724, 2147483647, !dbg !444
  %.75 = add i32 %.724, 4096, !dbg !444
  %.76 = and i32 %.75, -8192, !dbg !444
  %.77 = icmp eq i32 %.74, 2139095040, !dbg !444
  %.78 = select i1 %.77, i32 %.724, i32 %.76, !dbg !444
  %.79 = icmp ugt i32 %.74, 2139095040, !dbg !444
  %.80 = select i1 %.79, i32 2147483647, i32 %.78, !dbg !444
  %.82 = getelementptr inbounds float, ptr addrspace(1) %t54, i64 %.81, !dbg !444
  %.835 = load i32, ptr addrspace(1) %.82, align 4, !dbg !444, !amdgpu.noclobber !6
  %.85 = and i32 %.835, 2147483647, !dbg !444
  %.86 = add i32 %.835, 4096, !dbg !444
  %.87 = and i32 %.86, -8192, !dbg !444
  %.88 = icmp eq i32 %.85, 2139095040, !dbg !444
  %.89 = select i1 %.88, i32 %.835, i32 %.87, !dbg !444
  %.90 = icmp ugt i32 %.85, 2139095040, !dbg !444
  %.91 = select i1 %.90, i32 2147483647, i32 %.89, !dbg !444
  %.94 = extractvalue { [8 x float] } %t3314, 0, 0, !dbg !445
  %.95 = insertelement <4 x float> poison, float %.94, i64 0, !dbg !445
  %.96 = extractvalue { [8 x float] } %t3314, 0, 1, !dbg !445
  %.97 = insertelement <4 x float> %.95, float %.96, i64 1, !dbg !445
  %.98 = extractvalue { [8 x float] } %t3314, 0, 2, !dbg !445
  %.99 = insertelement <4 x float> %.97, float %.98, i64 2, !dbg !445
  %.100 = extractvalue { [8 x float] } %t3314, 0, 3, !dbg !445
  %.101 = insertelement <4 x float> %.99, float %.100, i64 3, !dbg !445
  %.103 = bitcast i32 %.49 to float, !dbg !445
  %.105 = bitcast i32 %.80 to float, !dbg !445
  %.106 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.103, float %.105, <4 x float> %.101, i32 0, i32 0, i32 0), !dbg !445
  %.108 = bitcast i32 %.60 to float, !dbg !445
  %.110 = bitcast i32 %.91 to float, !dbg !445
  %.111 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.108, float %.110, <4 x float> %.106, i32 0, i32 0, i32 0), !dbg !445
  %.1296 = load i32, ptr addrspace(3) %.128, align 4, !dbg !430
  %.131 = and i32 %.1296, 2147483647, !dbg !430
  %.132 = add i32 %.1296, 4096, !dbg !430
  %.133 = and i32 %.132, -8192, !dbg !430
  %.134 = icmp eq i32 %.131, 2139095040, !dbg !430
  %.135 = select i1 %.134, i32 %.1296, i32 %.133, !dbg !430
  %.136 = icmp ugt i32 %.131, 2139095040, !dbg !430
  %.137 = select i1 %.136, i32 2147483647, i32 %.135, !dbg !430
  %.1407 = load i32, ptr addrspace(3) %.139, align 4, !dbg !430
  %.142 = and i32 %.1407, 2147483647, !dbg !430
  %.143 = add i32 %.1407, 4096, !dbg !430
  %.144 = and i32 %.143, -8192, !dbg !430
  %.145 = icmp eq i32 %.142, 2139095040, !dbg !430
  %.146 = select i1 %.145, i32 %.1407, i32 %.144, !dbg !430
  %.147 = icmp ugt i32 %.142, 2139095040, !dbg !430
  %.148 = select i1 %.147, i32 2147483647, i32 %.146, !dbg !430
  %t58 = or i64 %t53, 8, !dbg !446
  %t59 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t58, !dbg !444
  %.159 = getelementptr inbounds float, ptr addrspace(1) %t59, i64 %.70, !dbg !444
  %.1608 = load i32, ptr addrspace(1) %.159, align 4, !dbg !444, !amdgpu.noclobber !6
  %.162 = and i32 %.1608, 2147483647, !dbg !444
  %.163 = add i32 %.1608, 4096, !dbg !444
  %.164 = and i32 %.163, -8192, !dbg !444
  %.165 = icmp eq i32 %.162, 2139095040, !dbg !444
  %.166 = select i1 %.165, i32 %.1608, i32 %.164, !dbg !444
  %.167 = icmp ugt i32 %.162, 2139095040, !dbg !444
  %.168 = select i1 %.167, i32 2147483647, i32 %.166, !dbg !444
  %.170 = getelementptr inbounds float, ptr addrspace(1) %t59, i64 %.81, !dbg !444
  %.1719 = load i32, ptr addrspace(1) %.170, align 4, !dbg !444, !amdgpu.noclobber !6
  %.173 = and i32 %.1719, 2147483647, !dbg !444
  %.174 = add i32 %.1719, 4096, !dbg !444
  %.175 = and i32 %.174, -8192, !dbg !444
  %.176 = icmp eq i32 %.173, 2139095040, !dbg !444
  %.177 = select i1 %.176, i32 %.1719, i32 %.175, !dbg !444
  %.178 = icmp ugt i32 %.173, 2139095040, !dbg !444
  %.179 = select i1 %.178, i32 2147483647, i32 %.177, !dbg !444
  %.191 = bitcast i32 %.137 to float, !dbg !445
  %.193 = bitcast i32 %.168 to float, !dbg !445
  %.194 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.191, float %.193, <4 x float> %.111, i32 0, i32 0, i32 0), !dbg !445
  %.196 = bitcast i32 %.148 to float, !dbg !445
  %.198 = bitcast i32 %.179 to float, !dbg !445
  %.199 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.196, float %.198, <4 x float> %.194, i32 0, i32 0, i32 0), !dbg !445
  %.200 = extractelement <4 x float> %.199, i64 0, !dbg !445
  %.201 = extractelement <4 x float> %.199, i64 1, !dbg !445
  %.202 = extractelement <4 x float> %.199, i64 2, !dbg !445
  %.203 = extractelement <4 x float> %.199, i64 3, !dbg !445
  %.204 = insertvalue { [8 x float] } zeroinitializer, float %.200, 0, 0, !dbg !445
  %.205 = insertvalue { [8 x float] } %.204, float %.201, 0, 1, !dbg !445
  %.206 = insertvalue { [8 x float] } %.205, float %.202, 0, 2, !dbg !445
  %.207 = insertvalue { [8 x float] } %.206, float %.203, 0, 3, !dbg !445
  fence syncscope("workgroup") release, !dbg !447
  tail call void @llvm.amdgcn.s.barrier(), !dbg !447
  fence syncscope("workgroup") acquire, !dbg !447
  %t62 = add i64 %t3415, 16, !dbg !448
  %t35 = icmp slt i64 %t62, %a11, !dbg !429
  br i1 %t35, label %b3.preheader, label %b6, !dbg !429

b6:                                               ; preds = %b5, %entry
  %t33.lcssa = phi { [8 x float] } [ zeroinitializer, %entry ], [ %.207, %b5 ]
  %t63 = add nsw i64 %t24, %t16, !dbg !449
  %t64 = mul i64 %t63, %a10, !dbg !450
  %t66 = add i64 %t28, %t64, !dbg !451
  %t68 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t66, !dbg !452
  %.208 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !452
  %.209 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.208), !dbg !452
  %.212 = and i32 %.209, 15, !dbg !452
  %.213 = zext i32 %.212 to i64, !dbg !452
  %5 = lshr i32 %.209, 2, !dbg !452
  %6 = and i32 %5, 1073741820, !dbg !452
  %.214 = zext i32 %6 to i64, !dbg !452
  %.215 = mul i64 %.214, %a10, !dbg !452
  %.216 = add i64 %.215, %.213, !dbg !452
  %.217 = extractvalue { [8 x float] } %t33.lcssa, 0, 0, !dbg !452
  %.218 = getelementptr inbounds float, ptr addrspace(1) %t68, i64 %.216, !dbg !452
  store float %.217, ptr addrspace(1) %.218, align 4, !dbg !452
  %.219 = extractvalue { [8 x float] } %t33.lcssa, 0, 1, !dbg !452
  %.221 = add i64 %.216, %a10, !dbg !452
  %.222 = getelementptr inbounds float, ptr addrspace(1) %t68, i64 %.221, !dbg !452
  store float %.219, ptr addrspace(1) %.222, align 4, !dbg !452
  %.223 = extractvalue { [8 x float] } %t33.lcssa, 0, 2, !dbg !452
  %.224 = shl i64 %a10, 1, !dbg !452
  %.225 = add i64 %.216, %.224, !dbg !452
  %.226 = getelementptr inbounds float, ptr addrspace(1) %t68, i64 %.225, !dbg !452
  store float %.223, ptr addrspace(1) %.226, align 4, !dbg !452
  %.227 = extractvalue { [8 x float] } %t33.lcssa, 0, 3, !dbg !452
  %.228 = mul i64 %a10, 3, !dbg !452
  %.229 = add i64 %.216, %.228, !dbg !452
  %.230 = getelementptr inbounds float, ptr addrspace(1) %t68, i64 %.229, !dbg !452
  store float %.227, ptr addrspace(1) %.230, align 4, !dbg !452
  ret void, !dbg !452
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #3 !dbg !453 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !455
  %t1 = sext i32 %.13 to i64, !dbg !455
  %t6 = shl nsw i64 %t1, 4, !dbg !456
  %t7 = mul i64 %t6, %a12, !dbg !457
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t7, !dbg !458
  %t10 = shl i64 %a12, 4, !dbg !459
  %.14 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !460
  %t12 = sext i32 %.14 to i64, !dbg !460
  %.15 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !461
  %.16 = getelementptr inbounds i8, ptr addrspace(4) %.15, i64 4, !dbg !461
  %.17 = load i16, ptr addrspace(4) %.16, align 4, !dbg !461, !invariant.load !6
  %t14 = zext i16 %.17 to i64
  %t161 = icmp sgt i64 %t10, %t12, !dbg !462
  br i1 %t161, label %b2, label %b3, !dbg !462

b2:                                               ; preds = %entry, %b2
  %t152 = phi i64 [ %t20, %b2 ], [ %t12, %entry ]
  %t17 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %t152, !dbg !463
  %.19 = load i16, ptr addrspace(1) %t17, align 2, !dbg !463, !amdgpu.noclobber !6
  %0 = trunc i64 %t152 to i32, !dbg !464
  %t19 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.0, i32 %0, !dbg !464
  store i16 %.19, ptr addrspace(3) %t19, align 2, !dbg !464
  %t20 = add i64 %t152, %t14, !dbg !465
  %t16 = icmp slt i64 %t20, %t10, !dbg !462
  br i1 %t16, label %b2, label %b3, !dbg !462

b3:                                               ; preds = %b2, %entry
  %t23 = mul i64 %t6, %a13, !dbg !466
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t23, !dbg !467
  %t26 = shl i64 %a13, 4, !dbg !468
  %t283 = icmp sgt i64 %t26, %t12, !dbg !462
  br i1 %t283, label %b5, label %b6, !dbg !462

b5:                                               ; preds = %b3, %b5
  %t274 = phi i64 [ %t32, %b5 ], [ %t12, %b3 ]
  %t29 = getelementptr inbounds i16, ptr addrspace(1) %t25, i64 %t274, !dbg !463
  %.20 = load i16, ptr addrspace(1) %t29, align 2, !dbg !463, !amdgpu.noclobber !6
  %1 = trunc i64 %t274 to i32, !dbg !464
  %t31 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.1, i32 %1, !dbg !464
  store i16 %.20, ptr addrspace(3) %t31, align 2, !dbg !464
  %t32 = add i64 %t274, %t14, !dbg !465
  %t28 = icmp slt i64 %t32, %t26, !dbg !462
  br i1 %t28, label %b5, label %b6, !dbg !462

b6:                                               ; preds = %b5, %b3
  fence syncscope("workgroup") release, !dbg !469
  tail call void @llvm.amdgcn.s.barrier(), !dbg !469
  fence syncscope("workgroup") acquire, !dbg !469
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !470
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.21), !dbg !470
  %.25 = and i32 %.22, 15, !dbg !470
  %2 = lshr i32 %.22, 2, !dbg !470
  %3 = and i32 %2, 1073741820, !dbg !470
  %4 = trunc i64 %a12 to i32, !dbg !470
  %5 = mul i32 %.25, %4, !dbg !470
  %6 = add i32 %5, %3, !dbg !470
  %.30 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.0, i32 %6, !dbg !470
  %7 = ptrtoint ptr addrspace(3) %.30 to i32, !dbg !470
  %8 = and i32 %7, 2, !dbg !470
  %.33 = icmp eq i32 %8, 0, !dbg !470
  br i1 %.33, label %frag.wide.34, label %frag.narrow.35, !dbg !470

frag.wide.34:                                     ; preds = %b6
  %.37 = load <2 x i32>, ptr addrspace(3) %.30, align 4, !dbg !470
  %.38 = extractelement <2 x i32> %.37, i64 0, !dbg !470
  %.39 = extractelement <2 x i32> %.37, i64 1, !dbg !470
  br label %frag.join.36, !dbg !470

frag.narrow.35:                                   ; preds = %b6
  %.41 = load i16, ptr addrspace(3) %.30, align 2, !dbg !470
  %.42 = zext i16 %.41 to i32, !dbg !470
  %9 = add i32 %6, 1, !dbg !470
  %.44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.0, i32 %9, !dbg !470
  %.45 = load i16, ptr addrspace(3) %.44, align 2, !dbg !470
  %.46 = zext i16 %.45 to i32, !dbg !470
  %.47 = shl nuw i32 %.46, 16, !dbg !470
  %.48 = or i32 %.47, %.42, !dbg !470
  %10 = add i32 %6, 2, !dbg !470
  %.50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.0, i32 %10, !dbg !470
  %.51 = load i16, ptr addrspace(3) %.50, align 2, !dbg !470
  %.52 = zext i16 %.51 to i32, !dbg !470
  %11 = add i32 %6, 3, !dbg !470
  %.54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.0, i32 %11, !dbg !470
  %.55 = load i16, ptr addrspace(3) %.54, align 2, !dbg !470
  %.56 = zext i16 %.55 to i32, !dbg !470
  %.57 = shl nuw i32 %.56, 16, !dbg !470
  %.58 = or i32 %.57, %.52, !dbg !470
  br label %frag.join.36, !dbg !470

frag.join.36:                                     ; preds = %frag.narrow.35, %frag.wide.34
  %.59 = phi i32 [ %.38, %frag.wide.34 ], [ %.48, %frag.narrow.35 ], !dbg !470
  %.60 = phi i32 [ %.39, %frag.wide.34 ], [ %.58, %frag.narrow.35 ], !dbg !470
  %.27 = zext i32 %3 to i64, !dbg !470
  %.26 = zext i32 %.25 to i64, !dbg !470
  %.70 = mul i64 %.27, %a13, !dbg !471
  %.71 = add i64 %.70, %.26, !dbg !471
  %12 = trunc i64 %.71 to i32, !dbg !471
  %.72 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.1, i32 %12, !dbg !471
  %.73 = load i16, ptr addrspace(3) %.72, align 2, !dbg !471
  %.74 = zext i16 %.73 to i32, !dbg !471
  %.76 = add i64 %.71, %a13, !dbg !471
  %13 = trunc i64 %.76 to i32, !dbg !471
  %.77 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.1, i32 %13, !dbg !471
  %.78 = load i16, ptr addrspace(3) %.77, align 2, !dbg !471
  %.79 = zext i16 %.78 to i32, !dbg !471
  %.80 = shl nuw i32 %.79, 16, !dbg !471
  %.81 = or i32 %.80, %.74, !dbg !471
  %.82 = shl i64 %a13, 1, !dbg !471
  %.83 = add i64 %.71, %.82, !dbg !471
  %14 = trunc i64 %.83 to i32, !dbg !471
  %.84 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.1, i32 %14, !dbg !471
  %.85 = load i16, ptr addrspace(3) %.84, align 2, !dbg !471
  %.86 = zext i16 %.85 to i32, !dbg !471
  %.87 = mul i64 %a13, 3, !dbg !471
  %.88 = add i64 %.71, %.87, !dbg !471
  %15 = trunc i64 %.88 to i32, !dbg !471
  %.89 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.1, i32 %15, !dbg !471
  %.90 = load i16, ptr addrspace(3) %.89, align 2, !dbg !471
  %.91 = zext i16 %.90 to i32, !dbg !471
  %.92 = shl nuw i32 %.91, 16, !dbg !471
  %.93 = or i32 %.92, %.86, !dbg !471
  %t37 = mul i64 %t6, %a14, !dbg !472
  %t39 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t37, !dbg !473
  %.103 = mul i64 %.27, %a14, !dbg !473
  %.104 = add i64 %.103, %.26, !dbg !473
  %.105 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.104, !dbg !473
  %.106 = load float, ptr addrspace(1) %.105, align 4, !dbg !473, !amdgpu.noclobber !6
  %.108 = add i64 %.104, %a14, !dbg !473
  %.109 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.108, !dbg !473
  %.110 = load float, ptr addrspace(1) %.109, align 4, !dbg !473, !amdgpu.noclobber !6
  %.111 = shl i64 %a14, 1, !dbg !473
  %.112 = add i64 %.104, %.111, !dbg !473
  %.113 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.112, !dbg !473
  %.114 = load float, ptr addrspace(1) %.113, align 4, !dbg !473, !amdgpu.noclobber !6
  %.115 = mul i64 %a14, 3, !dbg !473
  %.116 = add i64 %.104, %.115, !dbg !473
  %.117 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.116, !dbg !473
  %.118 = load float, ptr addrspace(1) %.117, align 4, !dbg !473, !amdgpu.noclobber !6
  %.124 = insertelement <4 x float> poison, float %.106, i64 0, !dbg !474
  %.126 = insertelement <4 x float> %.124, float %.110, i64 1, !dbg !474
  %.128 = insertelement <4 x float> %.126, float %.114, i64 2, !dbg !474
  %.130 = insertelement <4 x float> %.128, float %.118, i64 3, !dbg !474
  %.132 = insertelement <2 x i32> poison, i32 %.59, i64 0, !dbg !474
  %.134 = insertelement <2 x i32> %.132, i32 %.60, i64 1, !dbg !474
  %.135 = bitcast <2 x i32> %.134 to <4 x half>, !dbg !474
  %.137 = insertelement <2 x i32> poison, i32 %.81, i64 0, !dbg !474
  %.139 = insertelement <2 x i32> %.137, i32 %.93, i64 1, !dbg !474
  %.140 = bitcast <2 x i32> %.139 to <4 x half>, !dbg !474
  %.141 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.135, <4 x half> %.140, <4 x float> %.130, i32 0, i32 0, i32 0), !dbg !474
  %.142 = extractelement <4 x float> %.141, i64 0, !dbg !474
  %.143 = extractelement <4 x float> %.141, i64 1, !dbg !474
  %.144 = extractelement <4 x float> %.141, i64 2, !dbg !474
  %.145 = extractelement <4 x float> %.141, i64 3, !dbg !474
  %t43 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t37, !dbg !475
  %.160 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.104, !dbg !475
  store float %.142, ptr addrspace(1) %.160, align 4, !dbg !475
  %.164 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.108, !dbg !475
  store float %.143, ptr addrspace(1) %.164, align 4, !dbg !475
  %.168 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.112, !dbg !475
  store float %.144, ptr addrspace(1) %.168, align 4, !dbg !475
  %.172 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.116, !dbg !475
  store float %.145, ptr addrspace(1) %.172, align 4, !dbg !475
  ret void, !dbg !475
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #3 !dbg !476 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !477
  %t1 = sext i32 %.13 to i64, !dbg !477
  %t6 = shl nsw i64 %t1, 4, !dbg !478
  %t7 = mul i64 %t6, %a12, !dbg !479
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t7, !dbg !480
  %t10 = shl i64 %a12, 4, !dbg !481
  %.14 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !482
  %t12 = sext i32 %.14 to i64, !dbg !482
  %.15 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !483
  %.16 = getelementptr inbounds i8, ptr addrspace(4) %.15, i64 4, !dbg !483
  %.17 = load i16, ptr addrspace(4) %.16, align 4, !dbg !483, !invariant.load !6
  %t14 = zext i16 %.17 to i64
  %t161 = icmp sgt i64 %t10, %t12, !dbg !484
  br i1 %t161, label %b2, label %b3, !dbg !484

b2:                                               ; preds = %entry, %b2
  %t152 = phi i64 [ %t20, %b2 ], [ %t12, %entry ]
  %t17 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %t152, !dbg !485
  %.19 = load i16, ptr addrspace(1) %t17, align 2, !dbg !485, !amdgpu.noclobber !6
  %0 = trunc i64 %t152 to i32, !dbg !486
  %t19 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.0, i32 %0, !dbg !486
  store i16 %.19, ptr addrspace(3) %t19, align 2, !dbg !486
  %t20 = add i64 %t152, %t14, !dbg !487
  %t16 = icmp slt i64 %t20, %t10, !dbg !484
  br i1 %t16, label %b2, label %b3, !dbg !484

b3:                                               ; preds = %b2, %entry
  %t23 = mul i64 %t6, %a13, !dbg !488
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t23, !dbg !489
  %t26 = shl i64 %a13, 4, !dbg !490
  %t283 = icmp sgt i64 %t26, %t12, !dbg !484
  br i1 %t283, label %b5, label %b6, !dbg !484

b5:                                               ; preds = %b3, %b5
  %t274 = phi i64 [ %t32, %b5 ], [ %t12, %b3 ]
  %t29 = getelementptr inbounds i16, ptr addrspace(1) %t25, i64 %t274, !dbg !485
  %.20 = load i16, ptr addrspace(1) %t29, align 2, !dbg !485, !amdgpu.noclobber !6
  %1 = trunc i64 %t274 to i32, !dbg !486
  %t31 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.1, i32 %1, !dbg !486
  store i16 %.20, ptr addrspace(3) %t31, align 2, !dbg !486
  %t32 = add i64 %t274, %t14, !dbg !487
  %t28 = icmp slt i64 %t32, %t26, !dbg !484
  br i1 %t28, label %b5, label %b6, !dbg !484

b6:                                               ; preds = %b5, %b3
  fence syncscope("workgroup") release, !dbg !491
  tail call void @llvm.amdgcn.s.barrier(), !dbg !491
  fence syncscope("workgroup") acquire, !dbg !491
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !492
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.21), !dbg !492
  %.25 = and i32 %.22, 15, !dbg !492
  %2 = lshr i32 %.22, 2, !dbg !492
  %3 = and i32 %2, 1073741820, !dbg !492
  %4 = trunc i64 %a12 to i32, !dbg !492
  %5 = mul i32 %.25, %4, !dbg !492
  %6 = add i32 %5, %3, !dbg !492
  %.30 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.0, i32 %6, !dbg !492
  %7 = ptrtoint ptr addrspace(3) %.30 to i32, !dbg !492
  %8 = and i32 %7, 2, !dbg !492
  %.33 = icmp eq i32 %8, 0, !dbg !492
  br i1 %.33, label %frag.wide.34, label %frag.narrow.35, !dbg !492

frag.wide.34:                                     ; preds = %b6
  %.37 = load <2 x i32>, ptr addrspace(3) %.30, align 4, !dbg !492
  %.38 = extractelement <2 x i32> %.37, i64 0, !dbg !492
  %.39 = extractelement <2 x i32> %.37, i64 1, !dbg !492
  br label %frag.join.36, !dbg !492

frag.narrow.35:                                   ; preds = %b6
  %.41 = load i16, ptr addrspace(3) %.30, align 2, !dbg !492
  %.42 = zext i16 %.41 to i32, !dbg !492
  %9 = add i32 %6, 1, !dbg !492
  %.44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.0, i32 %9, !dbg !492
  %.45 = load i16, ptr addrspace(3) %.44, align 2, !dbg !492
  %.46 = zext i16 %.45 to i32, !dbg !492
  %.47 = shl nuw i32 %.46, 16, !dbg !492
  %.48 = or i32 %.47, %.42, !dbg !492
  %10 = add i32 %6, 2, !dbg !492
  %.50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.0, i32 %10, !dbg !492
  %.51 = load i16, ptr addrspace(3) %.50, align 2, !dbg !492
  %.52 = zext i16 %.51 to i32, !dbg !492
  %11 = add i32 %6, 3, !dbg !492
  %.54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.0, i32 %11, !dbg !492
  %.55 = load i16, ptr addrspace(3) %.54, align 2, !dbg !492
  %.56 = zext i16 %.55 to i32, !dbg !492
  %.57 = shl nuw i32 %.56, 16, !dbg !492
  %.58 = or i32 %.57, %.52, !dbg !492
  br label %frag.join.36, !dbg !492

frag.join.36:                                     ; preds = %frag.narrow.35, %frag.wide.34
  %.59 = phi i32 [ %.38, %frag.wide.34 ], [ %.48, %frag.narrow.35 ], !dbg !492
  %.60 = phi i32 [ %.39, %frag.wide.34 ], [ %.58, %frag.narrow.35 ], !dbg !492
  %.27 = zext i32 %3 to i64, !dbg !492
  %.26 = zext i32 %.25 to i64, !dbg !492
  %.70 = mul i64 %.27, %a13, !dbg !493
  %.71 = add i64 %.70, %.26, !dbg !493
  %12 = trunc i64 %.71 to i32, !dbg !493
  %.72 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.1, i32 %12, !dbg !493
  %.73 = load i16, ptr addrspace(3) %.72, align 2, !dbg !493
  %.74 = zext i16 %.73 to i32, !dbg !493
  %.76 = add i64 %.71, %a13, !dbg !493
  %13 = trunc i64 %.76 to i32, !dbg !493
  %.77 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.1, i32 %13, !dbg !493
  %.78 = load i16, ptr addrspace(3) %.77, align 2, !dbg !493
  %.79 = zext i16 %.78 to i32, !dbg !493
  %.80 = shl nuw i32 %.79, 16, !dbg !493
  %.81 = or i32 %.80, %.74, !dbg !493
  %.82 = shl i64 %a13, 1, !dbg !493
  %.83 = add i64 %.71, %.82, !dbg !493
  %14 = trunc i64 %.83 to i32, !dbg !493
  %.84 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.1, i32 %14, !dbg !493
  %.85 = load i16, ptr addrspace(3) %.84, align 2, !dbg !493
  %.86 = zext i16 %.85 to i32, !dbg !493
  %.87 = mul i64 %a13, 3, !dbg !493
  %.88 = add i64 %.71, %.87, !dbg !493
  %15 = trunc i64 %.88 to i32, !dbg !493
  %.89 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.1, i32 %15, !dbg !493
  %.90 = load i16, ptr addrspace(3) %.89, align 2, !dbg !493
  %.91 = zext i16 %.90 to i32, !dbg !493
  %.92 = shl nuw i32 %.91, 16, !dbg !493
  %.93 = or i32 %.92, %.86, !dbg !493
  %t37 = mul i64 %t6, %a14, !dbg !494
  %t39 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t37, !dbg !495
  %.103 = mul i64 %.27, %a14, !dbg !495
  %.104 = add i64 %.103, %.26, !dbg !495
  %.105 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.104, !dbg !495
  %.106 = load float, ptr addrspace(1) %.105, align 4, !dbg !495, !amdgpu.noclobber !6
  %.108 = add i64 %.104, %a14, !dbg !495
  %.109 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.108, !dbg !495
  %.110 = load float, ptr addrspace(1) %.109, align 4, !dbg !495, !amdgpu.noclobber !6
  %.111 = shl i64 %a14, 1, !dbg !495
  %.112 = add i64 %.104, %.111, !dbg !495
  %.113 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.112, !dbg !495
  %.114 = load float, ptr addrspace(1) %.113, align 4, !dbg !495, !amdgpu.noclobber !6
  %.115 = mul i64 %a14, 3, !dbg !495
  %.116 = add i64 %.104, %.115, !dbg !495
  %.117 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.116, !dbg !495
  %.118 = load float, ptr addrspace(1) %.117, align 4, !dbg !495, !amdgpu.noclobber !6
  %.124 = insertelement <4 x float> poison, float %.106, i64 0, !dbg !496
  %.126 = insertelement <4 x float> %.124, float %.110, i64 1, !dbg !496
  %.128 = insertelement <4 x float> %.126, float %.114, i64 2, !dbg !496
  %.130 = insertelement <4 x float> %.128, float %.118, i64 3, !dbg !496
  %.132 = insertelement <2 x i32> poison, i32 %.59, i64 0, !dbg !496
  %.134 = insertelement <2 x i32> %.132, i32 %.60, i64 1, !dbg !496
  %.135 = bitcast <2 x i32> %.134 to <4 x i16>, !dbg !496
  %.137 = insertelement <2 x i32> poison, i32 %.81, i64 0, !dbg !496
  %.139 = insertelement <2 x i32> %.137, i32 %.93, i64 1, !dbg !496
  %.140 = bitcast <2 x i32> %.139 to <4 x i16>, !dbg !496
  %.141 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.135, <4 x i16> %.140, <4 x float> %.130, i32 0, i32 0, i32 0), !dbg !496
  %.142 = extractelement <4 x float> %.141, i64 0, !dbg !496
  %.143 = extractelement <4 x float> %.141, i64 1, !dbg !496
  %.144 = extractelement <4 x float> %.141, i64 2, !dbg !496
  %.145 = extractelement <4 x float> %.141, i64 3, !dbg !496
  %t43 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t37, !dbg !497
  %.160 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.104, !dbg !497
  store float %.142, ptr addrspace(1) %.160, align 4, !dbg !497
  %.164 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.108, !dbg !497
  store float %.143, ptr addrspace(1) %.164, align 4, !dbg !497
  %.168 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.112, !dbg !497
  store float %.144, ptr addrspace(1) %.168, align 4, !dbg !497
  %.172 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.116, !dbg !497
  store float %.145, ptr addrspace(1) %.172, align 4, !dbg !497
  ret void, !dbg !497
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #3 !dbg !498 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !499
  %t1 = sext i32 %.13 to i64, !dbg !499
  %t6 = shl nsw i64 %t1, 4, !dbg !500
  %t7 = mul i64 %t6, %a12, !dbg !501
  %t9 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t7, !dbg !502
  %t10 = shl i64 %a12, 4, !dbg !503
  %.14 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !504
  %t12 = sext i32 %.14 to i64, !dbg !504
  %.15 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !505
  %.16 = getelementptr inbounds i8, ptr addrspace(4) %.15, i64 4, !dbg !505
  %.17 = load i16, ptr addrspace(4) %.16, align 4, !dbg !505, !invariant.load !6
  %t14 = zext i16 %.17 to i64
  %t165 = icmp sgt i64 %t10, %t12, !dbg !506
  br i1 %t165, label %b2, label %b3, !dbg !506

b2:                                               ; preds = %entry, %b2
  %t156 = phi i64 [ %t20, %b2 ], [ %t12, %entry ]
  %t17 = getelementptr inbounds float, ptr addrspace(1) %t9, i64 %t156, !dbg !507
  %.19 = load float, ptr addrspace(1) %t17, align 4, !dbg !507, !amdgpu.noclobber !6
  %0 = trunc i64 %t156 to i32, !dbg !508
  %t19 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d.shared.0, i32 %0, !dbg !508
  store float %.19, ptr addrspace(3) %t19, align 4, !dbg !508
  %t20 = add i64 %t156, %t14, !dbg !509
  %t16 = icmp slt i64 %t20, %t10, !dbg !506
  br i1 %t16, label %b2, label %b3, !dbg !506

b3:                                               ; preds = %b2, %entry
  %t23 = shl nsw i64 %t1, 3, !dbg !510
  %t24 = mul i64 %t23, %a13, !dbg !511
  %t26 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t24, !dbg !512
  %t27 = shl i64 %a13, 3, !dbg !513
  %t297 = icmp sgt i64 %t27, %t12, !dbg !506
  br i1 %t297, label %b5, label %b6, !dbg !506

b5:                                               ; preds = %b3, %b5
  %t288 = phi i64 [ %t33, %b5 ], [ %t12, %b3 ]
  %t30 = getelementptr inbounds float, ptr addrspace(1) %t26, i64 %t288, !dbg !507
  %.20 = load float, ptr addrspace(1) %t30, align 4, !dbg !507, !amdgpu.noclobber !6
  %1 = trunc i64 %t288 to i32, !dbg !508
  %t32 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d.shared.1, i32 %1, !dbg !508
  store float %.20, ptr addrspace(3) %t32, align 4, !dbg !508
  %t33 = add i64 %t288, %t14, !dbg !509
  %t29 = icmp slt i64 %t33, %t27, !dbg !506
  br i1 %t29, label %b5, label %b6, !dbg !506

b6:                                               ; preds = %b5, %b3
  fence syncscope("workgroup") release, !dbg !514
  tail call void @llvm.amdgcn.s.barrier(), !dbg !514
  fence syncscope("workgroup") acquire, !dbg !514
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !515
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.21), !dbg !515
  %.23 = lshr i32 %.22, 4, !dbg !515
  %.24 = zext i32 %.23 to i64, !dbg !515
  %.25 = and i32 %.22, 15, !dbg !515
  %.26 = zext i32 %.25 to i64, !dbg !515
  %2 = trunc i64 %a12 to i32, !dbg !515
  %3 = mul i32 %.25, %2, !dbg !515
  %4 = add i32 %3, %.23, !dbg !515
  %.29 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d.shared.0, i32 %4, !dbg !515
  %.301 = load i32, ptr addrspace(3) %.29, align 4, !dbg !515
  %.32 = and i32 %.301, 2147483647, !dbg !515
  %.33 = add i32 %.301, 4096, !dbg !515
  %.34 = and i32 %.33, -8192, !dbg !515
  %.35 = icmp eq i32 %.32, 2139095040, !dbg !515
  %.36 = select i1 %.35, i32 %.301, i32 %.34, !dbg !515
  %.37 = icmp ugt i32 %.32, 2139095040, !dbg !515
  %.38 = select i1 %.37, i32 2147483647, i32 %.36, !dbg !515
  %5 = add i32 %4, 4, !dbg !515
  %.40 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d.shared.0, i32 %5, !dbg !515
  %.412 = load i32, ptr addrspace(3) %.40, align 4, !dbg !515
  %.43 = and i32 %.412, 2147483647, !dbg !515
  %.44 = add i32 %.412, 4096, !dbg !515
  %.45 = and i32 %.44, -8192, !dbg !515
  %.46 = icmp eq i32 %.43, 2139095040, !dbg !515
  %.47 = select i1 %.46, i32 %.412, i32 %.45, !dbg !515
  %.48 = icmp ugt i32 %.43, 2139095040, !dbg !515
  %.49 = select i1 %.48, i32 2147483647, i32 %.47, !dbg !515
  %.58 = mul i64 %.24, %a13, !dbg !516
  %.59 = add i64 %.58, %.26, !dbg !516
  %6 = trunc i64 %.59 to i32, !dbg !516
  %.60 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d.shared.1, i32 %6, !dbg !516
  %.613 = load i32, ptr addrspace(3) %.60, align 4, !dbg !516
  %.63 = and i32 %.613, 2147483647, !dbg !516
  %.64 = add i32 %.613, 4096, !dbg !516
  %.65 = and i32 %.64, -8192, !dbg !516
  %.66 = icmp eq i32 %.63, 2139095040, !dbg !516
  %.67 = select i1 %.66, i32 %.613, i32 %.65, !dbg !516
  %.68 = icmp ugt i32 %.63, 2139095040, !dbg !516
  %.69 = select i1 %.68, i32 2147483647, i32 %.67, !dbg !516
  %.70 = shl i64 %a13, 2, !dbg !516
  %.71 = add i64 %.59, %.70, !dbg !516
  %7 = trunc i64 %.71 to i32, !dbg !516
  %.72 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d.shared.1, i32 %7, !dbg !516
  %.734 = load i32, ptr addrspace(3) %.72, align 4, !dbg !516
  %.75 = and i32 %.734, 2147483647, !dbg !516
  %.76 = add i32 %.734, 4096, !dbg !516
  %.77 = and i32 %.76, -8192, !dbg !516
  %.78 = icmp eq i32 %.75, 2139095040, !dbg !516
  %.79 = select i1 %.78, i32 %.734, i32 %.77, !dbg !516
  %.80 = icmp ugt i32 %.75, 2139095040, !dbg !516
  %.81 = select i1 %.80, i32 2147483647, i32 %.79, !dbg !516
  %t38 = mul i64 %t6, %a14, !dbg !517
  %t40 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t38, !dbg !518
  %.90 = shl i64 %a14, 2, !dbg !518
  %.91 = mul i64 %.90, %.24, !dbg !518
  %.92 = add i64 %.91, %.26, !dbg !518
  %.93 = getelementptr inbounds float, ptr addrspace(1) %t40, i64 %.92, !dbg !518
  %.94 = load float, ptr addrspace(1) %.93, align 4, !dbg !518, !amdgpu.noclobber !6
  %.96 = add i64 %.92, %a14, !dbg !518
  %.97 = getelementptr inbounds float, ptr addrspace(1) %t40, i64 %.96, !dbg !518
  %.98 = load float, ptr addrspace(1) %.97, align 4, !dbg !518, !amdgpu.noclobber !6
  %.99 = shl i64 %a14, 1, !dbg !518
  %.100 = add i64 %.92, %.99, !dbg !518
  %.101 = getelementptr inbounds float, ptr addrspace(1) %t40, i64 %.100, !dbg !518
  %.102 = load float, ptr addrspace(1) %.101, align 4, !dbg !518, !amdgpu.noclobber !6
  %.103 = mul i64 %a14, 3, !dbg !518
  %.104 = add i64 %.92, %.103, !dbg !518
  %.105 = getelementptr inbounds float, ptr addrspace(1) %t40, i64 %.104, !dbg !518
  %.106 = load float, ptr addrspace(1) %.105, align 4, !dbg !518, !amdgpu.noclobber !6
  %.112 = insertelement <4 x float> poison, float %.94, i64 0, !dbg !519
  %.114 = insertelement <4 x float> %.112, float %.98, i64 1, !dbg !519
  %.116 = insertelement <4 x float> %.114, float %.102, i64 2, !dbg !519
  %.118 = insertelement <4 x float> %.116, float %.106, i64 3, !dbg !519
  %.120 = bitcast i32 %.38 to float, !dbg !519
  %.122 = bitcast i32 %.69 to float, !dbg !519
  %.123 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.120, float %.122, <4 x float> %.118, i32 0, i32 0, i32 0), !dbg !519
  %.125 = bitcast i32 %.49 to float, !dbg !519
  %.127 = bitcast i32 %.81 to float, !dbg !519
  %.128 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.125, float %.127, <4 x float> %.123, i32 0, i32 0, i32 0), !dbg !519
  %.129 = extractelement <4 x float> %.128, i64 0, !dbg !519
  %.130 = extractelement <4 x float> %.128, i64 1, !dbg !519
  %.131 = extractelement <4 x float> %.128, i64 2, !dbg !519
  %.132 = extractelement <4 x float> %.128, i64 3, !dbg !519
  %t44 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t38, !dbg !520
  %.147 = getelementptr inbounds float, ptr addrspace(1) %t44, i64 %.92, !dbg !520
  store float %.129, ptr addrspace(1) %.147, align 4, !dbg !520
  %.151 = getelementptr inbounds float, ptr addrspace(1) %t44, i64 %.96, !dbg !520
  store float %.130, ptr addrspace(1) %.151, align 4, !dbg !520
  %.155 = getelementptr inbounds float, ptr addrspace(1) %t44, i64 %.100, !dbg !520
  store float %.131, ptr addrspace(1) %.155, align 4, !dbg !520
  %.159 = getelementptr inbounds float, ptr addrspace(1) %t44, i64 %.104, !dbg !520
  store float %.132, ptr addrspace(1) %.159, align 4, !dbg !520
  ret void, !dbg !520
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #3 !dbg !521 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !522
  %t1 = sext i32 %.13 to i64, !dbg !522
  %t6 = shl nsw i64 %t1, 4, !dbg !523
  %t7 = mul i64 %t6, %a12, !dbg !524
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t7, !dbg !525
  %t10 = shl i64 %a12, 4, !dbg !526
  %.14 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !527
  %t12 = sext i32 %.14 to i64, !dbg !527
  %.15 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !528
  %.16 = getelementptr inbounds i8, ptr addrspace(4) %.15, i64 4, !dbg !528
  %.17 = load i16, ptr addrspace(4) %.16, align 4, !dbg !528, !invariant.load !6
  %t14 = zext i16 %.17 to i64
  %t161 = icmp sgt i64 %t10, %t12, !dbg !529
  br i1 %t161, label %b2, label %b3, !dbg !529

b2:                                               ; preds = %entry, %b2
  %t152 = phi i64 [ %t20, %b2 ], [ %t12, %entry ]
  %t17 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %t152, !dbg !530
  %.19 = load i16, ptr addrspace(1) %t17, align 2, !dbg !530, !amdgpu.noclobber !6
  %0 = trunc i64 %t152 to i32, !dbg !531
  %t19 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.0, i32 %0, !dbg !531
  store i16 %.19, ptr addrspace(3) %t19, align 2, !dbg !531
  %t20 = add i64 %t152, %t14, !dbg !532
  %t16 = icmp slt i64 %t20, %t10, !dbg !529
  br i1 %t16, label %b2, label %b3, !dbg !529

b3:                                               ; preds = %b2, %entry
  %t23 = mul i64 %t6, %a13, !dbg !533
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t23, !dbg !534
  %t26 = shl i64 %a13, 4, !dbg !535
  %t283 = icmp sgt i64 %t26, %t12, !dbg !529
  br i1 %t283, label %b5, label %b6, !dbg !529

b5:                                               ; preds = %b3, %b5
  %t274 = phi i64 [ %t32, %b5 ], [ %t12, %b3 ]
  %t29 = getelementptr inbounds i16, ptr addrspace(1) %t25, i64 %t274, !dbg !530
  %.20 = load i16, ptr addrspace(1) %t29, align 2, !dbg !530, !amdgpu.noclobber !6
  %1 = trunc i64 %t274 to i32, !dbg !531
  %t31 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.1, i32 %1, !dbg !531
  store i16 %.20, ptr addrspace(3) %t31, align 2, !dbg !531
  %t32 = add i64 %t274, %t14, !dbg !532
  %t28 = icmp slt i64 %t32, %t26, !dbg !529
  br i1 %t28, label %b5, label %b6, !dbg !529

b6:                                               ; preds = %b5, %b3
  fence syncscope("workgroup") release, !dbg !536
  tail call void @llvm.amdgcn.s.barrier(), !dbg !536
  fence syncscope("workgroup") acquire, !dbg !536
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !537
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.21), !dbg !537
  %.25 = and i32 %.22, 15, !dbg !537
  %.26 = zext i32 %.25 to i64, !dbg !537
  %2 = lshr i32 %.22, 2, !dbg !537
  %3 = and i32 %2, 1073741820, !dbg !537
  %.27 = zext i32 %3 to i64, !dbg !537
  %.28 = mul i64 %.27, %a12, !dbg !537
  %.29 = add i64 %.28, %.26, !dbg !537
  %4 = trunc i64 %.29 to i32, !dbg !537
  %.30 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.0, i32 %4, !dbg !537
  %.31 = load i16, ptr addrspace(3) %.30, align 2, !dbg !537
  %.34 = add i64 %.29, %a12, !dbg !537
  %5 = trunc i64 %.34 to i32, !dbg !537
  %.35 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.0, i32 %5, !dbg !537
  %.36 = load i16, ptr addrspace(3) %.35, align 2, !dbg !537
  %.40 = shl i64 %a12, 1, !dbg !537
  %.41 = add i64 %.29, %.40, !dbg !537
  %6 = trunc i64 %.41 to i32, !dbg !537
  %.42 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.0, i32 %6, !dbg !537
  %.43 = load i16, ptr addrspace(3) %.42, align 2, !dbg !537
  %.45 = mul i64 %a12, 3, !dbg !537
  %.46 = add i64 %.29, %.45, !dbg !537
  %7 = trunc i64 %.46 to i32, !dbg !537
  %.47 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.0, i32 %7, !dbg !537
  %.48 = load i16, ptr addrspace(3) %.47, align 2, !dbg !537
  %8 = trunc i64 %a13 to i32, !dbg !538
  %9 = mul i32 %.25, %8, !dbg !538
  %10 = add i32 %9, %3, !dbg !538
  %.63 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.1, i32 %10, !dbg !538
  %11 = ptrtoint ptr addrspace(3) %.63 to i32, !dbg !538
  %12 = and i32 %11, 2, !dbg !538
  %.66 = icmp eq i32 %12, 0, !dbg !538
  br i1 %.66, label %frag.wide.67, label %frag.narrow.68, !dbg !538

frag.wide.67:                                     ; preds = %b6
  %.70 = load <2 x i32>, ptr addrspace(3) %.63, align 4, !dbg !538
  %.71 = extractelement <2 x i32> %.70, i64 0, !dbg !538
  %.72 = extractelement <2 x i32> %.70, i64 1, !dbg !538
  br label %frag.join.69, !dbg !538

frag.narrow.68:                                   ; preds = %b6
  %.74 = load i16, ptr addrspace(3) %.63, align 2, !dbg !538
  %.75 = zext i16 %.74 to i32, !dbg !538
  %13 = add i32 %10, 1, !dbg !538
  %.77 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.1, i32 %13, !dbg !538
  %.78 = load i16, ptr addrspace(3) %.77, align 2, !dbg !538
  %.79 = zext i16 %.78 to i32, !dbg !538
  %.80 = shl nuw i32 %.79, 16, !dbg !538
  %.81 = or i32 %.80, %.75, !dbg !538
  %14 = add i32 %10, 2, !dbg !538
  %.83 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.1, i32 %14, !dbg !538
  %.84 = load i16, ptr addrspace(3) %.83, align 2, !dbg !538
  %.85 = zext i16 %.84 to i32, !dbg !538
  %15 = add i32 %10, 3, !dbg !538
  %.87 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.1, i32 %15, !dbg !538
  %.88 = load i16, ptr addrspace(3) %.87, align 2, !dbg !538
  %.89 = zext i16 %.88 to i32, !dbg !538
  %.90 = shl nuw i32 %.89, 16, !dbg !538
  %.91 = or i32 %.90, %.85, !dbg !538
  br label %frag.join.69, !dbg !538

frag.join.69:                                     ; preds = %frag.narrow.68, %frag.wide.67
  %.92 = phi i32 [ %.71, %frag.wide.67 ], [ %.81, %frag.narrow.68 ], !dbg !538
  %.93 = phi i32 [ %.72, %frag.wide.67 ], [ %.91, %frag.narrow.68 ], !dbg !538
  %.44 = zext i16 %.43 to i32, !dbg !537
  %.49 = zext i16 %.48 to i32, !dbg !537
  %.50 = shl nuw i32 %.49, 16, !dbg !537
  %.51 = or i32 %.50, %.44, !dbg !537
  %.32 = zext i16 %.31 to i32, !dbg !537
  %.37 = zext i16 %.36 to i32, !dbg !537
  %.38 = shl nuw i32 %.37, 16, !dbg !537
  %.39 = or i32 %.38, %.32, !dbg !537
  %t37 = mul i64 %t6, %a14, !dbg !539
  %t39 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t37, !dbg !540
  %.103 = mul i64 %.26, %a14, !dbg !540
  %.104 = add i64 %.103, %.27, !dbg !540
  %.105 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.104, !dbg !540
  %16 = load <2 x float>, ptr addrspace(1) %.105, align 4, !dbg !540
  %.110 = add i64 %.104, 2, !dbg !540
  %.111 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.110, !dbg !540
  %17 = load <2 x float>, ptr addrspace(1) %.111, align 4, !dbg !540
  %.1275 = shufflevector <2 x float> %16, <2 x float> %17, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !541
  %.129 = insertelement <2 x i32> poison, i32 %.39, i64 0, !dbg !541
  %.131 = insertelement <2 x i32> %.129, i32 %.51, i64 1, !dbg !541
  %.132 = bitcast <2 x i32> %.131 to <4 x half>, !dbg !541
  %.134 = insertelement <2 x i32> poison, i32 %.92, i64 0, !dbg !541
  %.136 = insertelement <2 x i32> %.134, i32 %.93, i64 1, !dbg !541
  %.137 = bitcast <2 x i32> %.136 to <4 x half>, !dbg !541
  %.138 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.132, <4 x half> %.137, <4 x float> %.1275, i32 0, i32 0, i32 0), !dbg !541
  %t43 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t37, !dbg !542
  %.157 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.104, !dbg !542
  %18 = shufflevector <4 x float> %.138, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !542
  store <2 x float> %18, ptr addrspace(1) %.157, align 4, !dbg !542
  %.163 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.110, !dbg !542
  %19 = shufflevector <4 x float> %.138, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !542
  store <2 x float> %19, ptr addrspace(1) %.163, align 4, !dbg !542
  ret void, !dbg !542
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #3 !dbg !543 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !544
  %t1 = sext i32 %.13 to i64, !dbg !544
  %t6 = shl nsw i64 %t1, 4, !dbg !545
  %t7 = mul i64 %t6, %a12, !dbg !546
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t7, !dbg !547
  %t10 = shl i64 %a12, 4, !dbg !548
  %.14 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !549
  %t12 = sext i32 %.14 to i64, !dbg !549
  %.15 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !550
  %.16 = getelementptr inbounds i8, ptr addrspace(4) %.15, i64 4, !dbg !550
  %.17 = load i16, ptr addrspace(4) %.16, align 4, !dbg !550, !invariant.load !6
  %t14 = zext i16 %.17 to i64
  %t161 = icmp sgt i64 %t10, %t12, !dbg !551
  br i1 %t161, label %b2, label %b3, !dbg !551

b2:                                               ; preds = %entry, %b2
  %t152 = phi i64 [ %t20, %b2 ], [ %t12, %entry ]
  %t17 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %t152, !dbg !552
  %.19 = load i16, ptr addrspace(1) %t17, align 2, !dbg !552, !amdgpu.noclobber !6
  %0 = trunc i64 %t152 to i32, !dbg !553
  %t19 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.0, i32 %0, !dbg !553
  store i16 %.19, ptr addrspace(3) %t19, align 2, !dbg !553
  %t20 = add i64 %t152, %t14, !dbg !554
  %t16 = icmp slt i64 %t20, %t10, !dbg !551
  br i1 %t16, label %b2, label %b3, !dbg !551

b3:                                               ; preds = %b2, %entry
  %t23 = mul i64 %t6, %a13, !dbg !555
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t23, !dbg !556
  %t26 = shl i64 %a13, 4, !dbg !557
  %t283 = icmp sgt i64 %t26, %t12, !dbg !551
  br i1 %t283, label %b5, label %b6, !dbg !551

b5:                                               ; preds = %b3, %b5
  %t274 = phi i64 [ %t32, %b5 ], [ %t12, %b3 ]
  %t29 = getelementptr inbounds i16, ptr addrspace(1) %t25, i64 %t274, !dbg !552
  %.20 = load i16, ptr addrspace(1) %t29, align 2, !dbg !552, !amdgpu.noclobber !6
  %1 = trunc i64 %t274 to i32, !dbg !553
  %t31 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.1, i32 %1, !dbg !553
  store i16 %.20, ptr addrspace(3) %t31, align 2, !dbg !553
  %t32 = add i64 %t274, %t14, !dbg !554
  %t28 = icmp slt i64 %t32, %t26, !dbg !551
  br i1 %t28, label %b5, label %b6, !dbg !551

b6:                                               ; preds = %b5, %b3
  fence syncscope("workgroup") release, !dbg !558
  tail call void @llvm.amdgcn.s.barrier(), !dbg !558
  fence syncscope("workgroup") acquire, !dbg !558
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !559
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.21), !dbg !559
  %.25 = and i32 %.22, 15, !dbg !559
  %.26 = zext i32 %.25 to i64, !dbg !559
  %2 = lshr i32 %.22, 2, !dbg !559
  %3 = and i32 %2, 1073741820, !dbg !559
  %.27 = zext i32 %3 to i64, !dbg !559
  %.28 = mul i64 %.27, %a12, !dbg !559
  %.29 = add i64 %.28, %.26, !dbg !559
  %4 = trunc i64 %.29 to i32, !dbg !559
  %.30 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.0, i32 %4, !dbg !559
  %.31 = load i16, ptr addrspace(3) %.30, align 2, !dbg !559
  %.34 = add i64 %.29, %a12, !dbg !559
  %5 = trunc i64 %.34 to i32, !dbg !559
  %.35 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.0, i32 %5, !dbg !559
  %.36 = load i16, ptr addrspace(3) %.35, align 2, !dbg !559
  %.40 = shl i64 %a12, 1, !dbg !559
  %.41 = add i64 %.29, %.40, !dbg !559
  %6 = trunc i64 %.41 to i32, !dbg !559
  %.42 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.0, i32 %6, !dbg !559
  %.43 = load i16, ptr addrspace(3) %.42, align 2, !dbg !559
  %.45 = mul i64 %a12, 3, !dbg !559
  %.46 = add i64 %.29, %.45, !dbg !559
  %7 = trunc i64 %.46 to i32, !dbg !559
  %.47 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.0, i32 %7, !dbg !559
  %.48 = load i16, ptr addrspace(3) %.47, align 2, !dbg !559
  %8 = trunc i64 %a13 to i32, !dbg !560
  %9 = mul i32 %.25, %8, !dbg !560
  %10 = add i32 %9, %3, !dbg !560
  %.63 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.1, i32 %10, !dbg !560
  %11 = ptrtoint ptr addrspace(3) %.63 to i32, !dbg !560
  %12 = and i32 %11, 2, !dbg !560
  %.66 = icmp eq i32 %12, 0, !dbg !560
  br i1 %.66, label %frag.wide.67, label %frag.narrow.68, !dbg !560

frag.wide.67:                                     ; preds = %b6
  %.70 = load <2 x i32>, ptr addrspace(3) %.63, align 4, !dbg !560
  %.71 = extractelement <2 x i32> %.70, i64 0, !dbg !560
  %.72 = extractelement <2 x i32> %.70, i64 1, !dbg !560
  br label %frag.join.69, !dbg !560

frag.narrow.68:                                   ; preds = %b6
  %.74 = load i16, ptr addrspace(3) %.63, align 2, !dbg !560
  %.75 = zext i16 %.74 to i32, !dbg !560
  %13 = add i32 %10, 1, !dbg !560
  %.77 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.1, i32 %13, !dbg !560
  %.78 = load i16, ptr addrspace(3) %.77, align 2, !dbg !560
  %.79 = zext i16 %.78 to i32, !dbg !560
  %.80 = shl nuw i32 %.79, 16, !dbg !560
  %.81 = or i32 %.80, %.75, !dbg !560
  %14 = add i32 %10, 2, !dbg !560
  %.83 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.1, i32 %14, !dbg !560
  %.84 = load i16, ptr addrspace(3) %.83, align 2, !dbg !560
  %.85 = zext i16 %.84 to i32, !dbg !560
  %15 = add i32 %10, 3, !dbg !560
  %.87 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.1, i32 %15, !dbg !560
  %.88 = load i16, ptr addrspace(3) %.87, align 2, !dbg !560
  %.89 = zext i16 %.88 to i32, !dbg !560
  %.90 = shl nuw i32 %.89, 16, !dbg !560
  %.91 = or i32 %.90, %.85, !dbg !560
  br label %frag.join.69, !dbg !560

frag.join.69:                                     ; preds = %frag.narrow.68, %frag.wide.67
  %.92 = phi i32 [ %.71, %frag.wide.67 ], [ %.81, %frag.narrow.68 ], !dbg !560
  %.93 = phi i32 [ %.72, %frag.wide.67 ], [ %.91, %frag.narrow.68 ], !dbg !560
  %.44 = zext i16 %.43 to i32, !dbg !559
  %.49 = zext i16 %.48 to i32, !dbg !559
  %.50 = shl nuw i32 %.49, 16, !dbg !559
  %.51 = or i32 %.50, %.44, !dbg !559
  %.32 = zext i16 %.31 to i32, !dbg !559
  %.37 = zext i16 %.36 to i32, !dbg !559
  %.38 = shl nuw i32 %.37, 16, !dbg !559
  %.39 = or i32 %.38, %.32, !dbg !559
  %t37 = mul i64 %t6, %a14, !dbg !561
  %t39 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t37, !dbg !562
  %.103 = mul i64 %.26, %a14, !dbg !562
  %.104 = add i64 %.103, %.27, !dbg !562
  %.105 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.104, !dbg !562
  %16 = load <2 x float>, ptr addrspace(1) %.105, align 4, !dbg !562
  %.110 = add i64 %.104, 2, !dbg !562
  %.111 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.110, !dbg !562
  %17 = load <2 x float>, ptr addrspace(1) %.111, align 4, !dbg !562
  %.1275 = shufflevector <2 x float> %16, <2 x float> %17, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !563
  %.129 = insertelement <2 x i32> poison, i32 %.39, i64 0, !dbg !563
  %.131 = insertelement <2 x i32> %.129, i32 %.51, i64 1, !dbg !563
  %.132 = bitcast <2 x i32> %.131 to <4 x i16>, !dbg !563
  %.134 = insertelement <2 x i32> poison, i32 %.92, i64 0, !dbg !563
  %.136 = insertelement <2 x i32> %.134, i32 %.93, i64 1, !dbg !563
  %.137 = bitcast <2 x i32> %.136 to <4 x i16>, !dbg !563
  %.138 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.132, <4 x i16> %.137, <4 x float> %.1275, i32 0, i32 0, i32 0), !dbg !563
  %t43 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t37, !dbg !564
  %.157 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.104, !dbg !564
  %18 = shufflevector <4 x float> %.138, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !564
  store <2 x float> %18, ptr addrspace(1) %.157, align 4, !dbg !564
  %.163 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.110, !dbg !564
  %19 = shufflevector <4 x float> %.138, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !564
  store <2 x float> %19, ptr addrspace(1) %.163, align 4, !dbg !564
  ret void, !dbg !564
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #3 !dbg !565 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !566
  %t1 = sext i32 %.13 to i64, !dbg !566
  %t6 = shl nsw i64 %t1, 3, !dbg !567
  %t7 = mul i64 %t6, %a12, !dbg !568
  %t9 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t7, !dbg !569
  %t10 = shl i64 %a12, 3, !dbg !570
  %.14 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !571
  %t12 = sext i32 %.14 to i64, !dbg !571
  %.15 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !572
  %.16 = getelementptr inbounds i8, ptr addrspace(4) %.15, i64 4, !dbg !572
  %.17 = load i16, ptr addrspace(4) %.16, align 4, !dbg !572, !invariant.load !6
  %t14 = zext i16 %.17 to i64
  %t165 = icmp sgt i64 %t10, %t12, !dbg !573
  br i1 %t165, label %b2, label %b3, !dbg !573

b2:                                               ; preds = %entry, %b2
  %t156 = phi i64 [ %t20, %b2 ], [ %t12, %entry ]
  %t17 = getelementptr inbounds float, ptr addrspace(1) %t9, i64 %t156, !dbg !574
  %.19 = load float, ptr addrspace(1) %t17, align 4, !dbg !574, !amdgpu.noclobber !6
  %0 = trunc i64 %t156 to i32, !dbg !575
  %t19 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d.shared.0, i32 %0, !dbg !575
  store float %.19, ptr addrspace(3) %t19, align 4, !dbg !575
  %t20 = add i64 %t156, %t14, !dbg !576
  %t16 = icmp slt i64 %t20, %t10, !dbg !573
  br i1 %t16, label %b2, label %b3, !dbg !573

b3:                                               ; preds = %b2, %entry
  %t23 = shl nsw i64 %t1, 4, !dbg !577
  %t24 = mul i64 %t23, %a13, !dbg !578
  %t26 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t24, !dbg !579
  %t27 = shl i64 %a13, 4, !dbg !580
  %t297 = icmp sgt i64 %t27, %t12, !dbg !573
  br i1 %t297, label %b5, label %b6, !dbg !573

b5:                                               ; preds = %b3, %b5
  %t288 = phi i64 [ %t33, %b5 ], [ %t12, %b3 ]
  %t30 = getelementptr inbounds float, ptr addrspace(1) %t26, i64 %t288, !dbg !574
  %.20 = load float, ptr addrspace(1) %t30, align 4, !dbg !574, !amdgpu.noclobber !6
  %1 = trunc i64 %t288 to i32, !dbg !575
  %t32 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d.shared.1, i32 %1, !dbg !575
  store float %.20, ptr addrspace(3) %t32, align 4, !dbg !575
  %t33 = add i64 %t288, %t14, !dbg !576
  %t29 = icmp slt i64 %t33, %t27, !dbg !573
  br i1 %t29, label %b5, label %b6, !dbg !573

b6:                                               ; preds = %b5, %b3
  fence syncscope("workgroup") release, !dbg !581
  tail call void @llvm.amdgcn.s.barrier(), !dbg !581
  fence syncscope("workgroup") acquire, !dbg !581
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !582
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.21), !dbg !582
  %.23 = lshr i32 %.22, 4, !dbg !582
  %.24 = zext i32 %.23 to i64, !dbg !582
  %.25 = and i32 %.22, 15, !dbg !582
  %.26 = zext i32 %.25 to i64, !dbg !582
  %.27 = mul i64 %.24, %a12, !dbg !582
  %.28 = add i64 %.27, %.26, !dbg !582
  %2 = trunc i64 %.28 to i32, !dbg !582
  %.29 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d.shared.0, i32 %2, !dbg !582
  %.301 = load i32, ptr addrspace(3) %.29, align 4, !dbg !582
  %.32 = and i32 %.301, 2147483647, !dbg !582
  %.33 = add i32 %.301, 4096, !dbg !582
  %.34 = and i32 %.33, -8192, !dbg !582
  %.35 = icmp eq i32 %.32, 2139095040, !dbg !582
  %.36 = select i1 %.35, i32 %.301, i32 %.34, !dbg !582
  %.37 = icmp ugt i32 %.32, 2139095040, !dbg !582
  %.38 = select i1 %.37, i32 2147483647, i32 %.36, !dbg !582
  %.39 = shl i64 %a12, 2, !dbg !582
  %.40 = add i64 %.28, %.39, !dbg !582
  %3 = trunc i64 %.40 to i32, !dbg !582
  %.41 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d.shared.0, i32 %3, !dbg !582
  %.422 = load i32, ptr addrspace(3) %.41, align 4, !dbg !582
  %.44 = and i32 %.422, 2147483647, !dbg !582
  %.45 = add i32 %.422, 4096, !dbg !582
  %.46 = and i32 %.45, -8192, !dbg !582
  %.47 = icmp eq i32 %.44, 2139095040, !dbg !582
  %.48 = select i1 %.47, i32 %.422, i32 %.46, !dbg !582
  %.49 = icmp ugt i32 %.44, 2139095040, !dbg !582
  %.50 = select i1 %.49, i32 2147483647, i32 %.48, !dbg !582
  %4 = trunc i64 %a13 to i32, !dbg !583
  %5 = mul i32 %.25, %4, !dbg !583
  %6 = add i32 %5, %.23, !dbg !583
  %.61 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d.shared.1, i32 %6, !dbg !583
  %.623 = load i32, ptr addrspace(3) %.61, align 4, !dbg !583
  %.64 = and i32 %.623, 2147483647, !dbg !583
  %.65 = add i32 %.623, 4096, !dbg !583
  %.66 = and i32 %.65, -8192, !dbg !583
  %.67 = icmp eq i32 %.64, 2139095040, !dbg !583
  %.68 = select i1 %.67, i32 %.623, i32 %.66, !dbg !583
  %.69 = icmp ugt i32 %.64, 2139095040, !dbg !583
  %.70 = select i1 %.69, i32 2147483647, i32 %.68, !dbg !583
  %7 = add i32 %6, 4, !dbg !583
  %.72 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d.shared.1, i32 %7, !dbg !583
  %.734 = load i32, ptr addrspace(3) %.72, align 4, !dbg !583
  %.75 = and i32 %.734, 2147483647, !dbg !583
  %.76 = add i32 %.734, 4096, !dbg !583
  %.77 = and i32 %.76, -8192, !dbg !583
  %.78 = icmp eq i32 %.75, 2139095040, !dbg !583
  %.79 = select i1 %.78, i32 %.734, i32 %.77, !dbg !583
  %.80 = icmp ugt i32 %.75, 2139095040, !dbg !583
  %.81 = select i1 %.80, i32 2147483647, i32 %.79, !dbg !583
  %t38 = mul i64 %t23, %a14, !dbg !584
  %t40 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t38, !dbg !585
  %.90 = shl nuw nsw i64 %.24, 2, !dbg !585
  %.91 = mul i64 %.26, %a14, !dbg !585
  %.92 = add i64 %.91, %.90, !dbg !585
  %.93 = getelementptr inbounds float, ptr addrspace(1) %t40, i64 %.92, !dbg !585
  %8 = load <2 x float>, ptr addrspace(1) %.93, align 4, !dbg !585
  %.98 = add i64 %.92, 2, !dbg !585
  %.99 = getelementptr inbounds float, ptr addrspace(1) %t40, i64 %.98, !dbg !585
  %9 = load <2 x float>, ptr addrspace(1) %.99, align 4, !dbg !585
  %.1159 = shufflevector <2 x float> %8, <2 x float> %9, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !586
  %.117 = bitcast i32 %.38 to float, !dbg !586
  %.119 = bitcast i32 %.70 to float, !dbg !586
  %.120 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.117, float %.119, <4 x float> %.1159, i32 0, i32 0, i32 0), !dbg !586
  %.122 = bitcast i32 %.50 to float, !dbg !586
  %.124 = bitcast i32 %.81 to float, !dbg !586
  %.125 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.122, float %.124, <4 x float> %.120, i32 0, i32 0, i32 0), !dbg !586
  %t44 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t38, !dbg !587
  %.144 = getelementptr inbounds float, ptr addrspace(1) %t44, i64 %.92, !dbg !587
  %10 = shufflevector <4 x float> %.125, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !587
  store <2 x float> %10, ptr addrspace(1) %.144, align 4, !dbg !587
  %.150 = getelementptr inbounds float, ptr addrspace(1) %t44, i64 %.98, !dbg !587
  %11 = shufflevector <4 x float> %.125, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !587
  store <2 x float> %11, ptr addrspace(1) %.150, align 4, !dbg !587
  ret void, !dbg !587
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #5

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16>, <4 x i16>, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #6

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #6

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float, float, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #6

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #7

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.y() #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #8

attributes #0 = { argmemonly nofree nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { argmemonly nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #3 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #6 = { convergent mustprogress nofree nounwind readnone willreturn }
attributes #7 = { convergent mustprogress nounwind willreturn }
attributes #8 = { nocallback nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "elem.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eEpilogue_5bkern_2eFloat16_5d", scope: !1, file: !1, line: 14, type: !5, scopeLine: 14, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 15, column: 18, scope: !4)
!8 = !DILocation(line: 19, column: 18, scope: !4)
!9 = !DILocation(line: 17, column: 41, scope: !4)
!10 = !DILocation(line: 17, column: 28, scope: !4)
!11 = !DILocation(line: 17, column: 15, scope: !4)
!12 = !DILocation(line: 20, column: 18, scope: !4)
!13 = !DILocation(line: 21, column: 17, scope: !4)
!14 = !DILocation(line: 23, column: 39, scope: !4)
!15 = !DILocation(line: 23, column: 34, scope: !4)
!16 = !DILocation(line: 23, column: 24, scope: !4)
!17 = !DILocation(line: 25, column: 13, scope: !4)
!18 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eEpilogue_5bkern_2eBFloat16_5d", scope: !1, file: !1, line: 14, type: !5, scopeLine: 14, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = !DILocation(line: 15, column: 18, scope: !18)
!20 = !DILocation(line: 19, column: 18, scope: !18)
!21 = !DILocation(line: 17, column: 28, scope: !18)
!22 = !DILocation(line: 17, column: 15, scope: !18)
!23 = !DILocation(line: 20, column: 18, scope: !18)
!24 = !DILocation(line: 21, column: 17, scope: !18)
!25 = !DILocation(line: 23, column: 39, scope: !18)
!26 = !DILocation(line: 23, column: 34, scope: !18)
!27 = !DILocation(line: 23, column: 24, scope: !18)
!28 = !DILocation(line: 25, column: 13, scope: !18)
!29 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eEpilogueTF32", scope: !1, file: !1, line: 33, type: !5, scopeLine: 33, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = !DILocation(line: 34, column: 18, scope: !29)
!31 = !DILocation(line: 36, column: 30, scope: !29)
!32 = !DILocation(line: 36, column: 24, scope: !29)
!33 = !DILocation(line: 36, column: 15, scope: !29)
!34 = !DILocation(line: 38, column: 18, scope: !29)
!35 = !DILocation(line: 40, column: 25, scope: !29)
!36 = !DILocation(line: 40, column: 19, scope: !29)
!37 = !DILocation(line: 40, column: 15, scope: !29)
!38 = !DILocation(line: 42, column: 18, scope: !29)
!39 = !DILocation(line: 43, column: 17, scope: !29)
!40 = !DILocation(line: 45, column: 39, scope: !29)
!41 = !DILocation(line: 45, column: 34, scope: !29)
!42 = !DILocation(line: 45, column: 24, scope: !29)
!43 = !DILocation(line: 47, column: 13, scope: !29)
!44 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eLens_5bkern_2eFloat16_5d", scope: !1, file: !1, line: 58, type: !5, scopeLine: 58, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!45 = !DILocation(line: 60, column: 18, scope: !44)
!46 = !DILocation(line: 59, column: 21, scope: !44)
!47 = !DILocation(line: 63, column: 8, scope: !44)
!48 = !DILocation(line: 63, column: 43, scope: !44)
!49 = !DILocation(line: 63, column: 6, scope: !44)
!50 = !DILocation(line: 63, column: 36, scope: !44)
!51 = !DILocation(line: 66, column: 13, scope: !44)
!52 = !DILocation(line: 66, column: 8, scope: !44)
!53 = !DILocation(line: 66, column: 27, scope: !44)
!54 = !DILocation(line: 70, column: 16, scope: !44)
!55 = !DILocation(line: 70, column: 25, scope: !44)
!56 = !DILocation(line: 74, column: 14, scope: !44)
!57 = !DILocation(line: 74, column: 8, scope: !44)
!58 = !DILocation(line: 74, column: 33, scope: !44)
!59 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eLens_5bkern_2eBFloat16_5d", scope: !1, file: !1, line: 58, type: !5, scopeLine: 58, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!60 = !DILocation(line: 60, column: 18, scope: !59)
!61 = !DILocation(line: 59, column: 21, scope: !59)
!62 = !DILocation(line: 63, column: 8, scope: !59)
!63 = !DILocation(line: 63, column: 43, scope: !59)
!64 = !DILocation(line: 63, column: 6, scope: !59)
!65 = !DILocation(line: 63, column: 36, scope: !59)
!66 = !DILocation(line: 66, column: 13, scope: !59)
!67 = !DILocation(line: 66, column: 8, scope: !59)
!68 = !DILocation(line: 66, column: 27, scope: !59)
!69 = !DILocation(line: 70, column: 16, scope: !59)
!70 = !DILocation(line: 70, column: 25, scope: !59)
!71 = !DILocation(line: 74, column: 14, scope: !59)
!72 = !DILocation(line: 74, column: 8, scope: !59)
!73 = !DILocation(line: 74, column: 33, scope: !59)
!74 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eLens_5bfloat32_5d", scope: !1, file: !1, line: 58, type: !5, scopeLine: 58, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!75 = !DILocation(line: 59, column: 21, scope: !74)
!76 = !DILocation(line: 60, column: 18, scope: !74)
!77 = !DILocation(line: 63, column: 8, scope: !74)
!78 = !DILocation(line: 63, column: 43, scope: !74)
!79 = !DILocation(line: 63, column: 6, scope: !74)
!80 = !DILocation(line: 63, column: 36, scope: !74)
!81 = !DILocation(line: 66, column: 13, scope: !74)
!82 = !DILocation(line: 66, column: 8, scope: !74)
!83 = !DILocation(line: 70, column: 16, scope: !74)
!84 = !DILocation(line: 74, column: 14, scope: !74)
!85 = !DILocation(line: 74, column: 8, scope: !74)
!86 = !DILocation(line: 74, column: 22, scope: !74)
!87 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eWhere_5bkern_2eFloat16_5d", scope: !1, file: !1, line: 86, type: !5, scopeLine: 86, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!88 = !DILocation(line: 88, column: 18, scope: !87)
!89 = !DILocation(line: 87, column: 21, scope: !87)
!90 = !DILocation(line: 89, column: 18, scope: !87)
!91 = !DILocation(line: 90, column: 18, scope: !87)
!92 = !DILocation(line: 93, column: 15, scope: !87)
!93 = !DILocation(line: 94, column: 13, scope: !87)
!94 = !DILocation(line: 93, column: 29, scope: !87)
!95 = !DILocation(line: 93, column: 6, scope: !87)
!96 = !DILocation(line: 94, column: 27, scope: !87)
!97 = !DILocation(line: 94, column: 8, scope: !87)
!98 = !DILocation(line: 93, column: 18, scope: !87)
!99 = !DILocation(line: 94, column: 16, scope: !87)
!100 = !DILocation(line: 98, column: 17, scope: !87)
!101 = !DILocation(line: 99, column: 14, scope: !87)
!102 = !DILocation(line: 98, column: 31, scope: !87)
!103 = !DILocation(line: 98, column: 6, scope: !87)
!104 = !DILocation(line: 99, column: 8, scope: !87)
!105 = !DILocation(line: 98, column: 20, scope: !87)
!106 = !DILocation(line: 99, column: 22, scope: !87)
!107 = !DILocation(line: 103, column: 17, scope: !87)
!108 = !DILocation(line: 103, column: 6, scope: !87)
!109 = !DILocation(line: 104, column: 9, scope: !87)
!110 = !DILocation(line: 103, column: 20, scope: !87)
!111 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eWhere_5bkern_2eBFloat16_5d", scope: !1, file: !1, line: 86, type: !5, scopeLine: 86, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!112 = !DILocation(line: 88, column: 18, scope: !111)
!113 = !DILocation(line: 87, column: 21, scope: !111)
!114 = !DILocation(line: 89, column: 18, scope: !111)
!115 = !DILocation(line: 90, column: 18, scope: !111)
!116 = !DILocation(line: 93, column: 15, scope: !111)
!117 = !DILocation(line: 94, column: 13, scope: !111)
!118 = !DILocation(line: 93, column: 29, scope: !111)
!119 = !DILocation(line: 93, column: 6, scope: !111)
!120 = !DILocation(line: 94, column: 27, scope: !111)
!121 = !DILocation(line: 94, column: 8, scope: !111)
!122 = !DILocation(line: 93, column: 18, scope: !111)
!123 = !DILocation(line: 94, column: 16, scope: !111)
!124 = !DILocation(line: 98, column: 17, scope: !111)
!125 = !DILocation(line: 99, column: 14, scope: !111)
!126 = !DILocation(line: 98, column: 31, scope: !111)
!127 = !DILocation(line: 98, column: 6, scope: !111)
!128 = !DILocation(line: 99, column: 8, scope: !111)
!129 = !DILocation(line: 98, column: 20, scope: !111)
!130 = !DILocation(line: 99, column: 22, scope: !111)
!131 = !DILocation(line: 103, column: 17, scope: !111)
!132 = !DILocation(line: 103, column: 6, scope: !111)
!133 = !DILocation(line: 104, column: 9, scope: !111)
!134 = !DILocation(line: 103, column: 20, scope: !111)
!135 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eWhere_5bfloat32_5d", scope: !1, file: !1, line: 86, type: !5, scopeLine: 86, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!136 = !DILocation(line: 87, column: 21, scope: !135)
!137 = !DILocation(line: 88, column: 18, scope: !135)
!138 = !DILocation(line: 89, column: 18, scope: !135)
!139 = !DILocation(line: 90, column: 18, scope: !135)
!140 = !DILocation(line: 93, column: 15, scope: !135)
!141 = !DILocation(line: 94, column: 13, scope: !135)
!142 = !DILocation(line: 93, column: 29, scope: !135)
!143 = !DILocation(line: 93, column: 6, scope: !135)
!144 = !DILocation(line: 94, column: 8, scope: !135)
!145 = !DILocation(line: 93, column: 18, scope: !135)
!146 = !DILocation(line: 94, column: 16, scope: !135)
!147 = !DILocation(line: 98, column: 17, scope: !135)
!148 = !DILocation(line: 99, column: 14, scope: !135)
!149 = !DILocation(line: 98, column: 6, scope: !135)
!150 = !DILocation(line: 99, column: 8, scope: !135)
!151 = !DILocation(line: 98, column: 20, scope: !135)
!152 = !DILocation(line: 98, column: 31, scope: !135)
!153 = !DILocation(line: 99, column: 22, scope: !135)
!154 = !DILocation(line: 103, column: 17, scope: !135)
!155 = !DILocation(line: 103, column: 31, scope: !135)
!156 = !DILocation(line: 103, column: 6, scope: !135)
!157 = !DILocation(line: 104, column: 9, scope: !135)
!158 = !DILocation(line: 103, column: 20, scope: !135)
!159 = !DILocation(line: 104, column: 17, scope: !135)
!160 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eBiasMask_5bkern_2eFloat16_5d", scope: !1, file: !1, line: 114, type: !5, scopeLine: 114, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!161 = !DILocation(line: 115, column: 18, scope: !160)
!162 = !DILocation(line: 116, column: 18, scope: !160)
!163 = !DILocation(line: 117, column: 17, scope: !160)
!164 = !DILocation(line: 120, column: 18, scope: !160)
!165 = !DILocation(line: 121, column: 8, scope: !160)
!166 = !DILocation(line: 119, column: 18, scope: !160)
!167 = !DILocation(line: 126, column: 13, scope: !160)
!168 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eBiasMask_5bkern_2eBFloat16_5d", scope: !1, file: !1, line: 114, type: !5, scopeLine: 114, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!169 = !DILocation(line: 115, column: 18, scope: !168)
!170 = !DILocation(line: 116, column: 18, scope: !168)
!171 = !DILocation(line: 117, column: 17, scope: !168)
!172 = !DILocation(line: 120, column: 18, scope: !168)
!173 = !DILocation(line: 121, column: 8, scope: !168)
!174 = !DILocation(line: 119, column: 18, scope: !168)
!175 = !DILocation(line: 126, column: 13, scope: !168)
!176 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eBiasMask_5bfloat32_5d", scope: !1, file: !1, line: 114, type: !5, scopeLine: 114, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!177 = !DILocation(line: 115, column: 18, scope: !176)
!178 = !DILocation(line: 116, column: 18, scope: !176)
!179 = !DILocation(line: 117, column: 17, scope: !176)
!180 = !DILocation(line: 120, column: 18, scope: !176)
!181 = !DILocation(line: 121, column: 8, scope: !176)
!182 = !DILocation(line: 119, column: 18, scope: !176)
!183 = !DILocation(line: 126, column: 13, scope: !176)
!184 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eLayouts_5bkern_2eFloat16_5d", scope: !185, file: !185, line: 22, type: !5, scopeLine: 22, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!185 = !DIFile(filename: "layouts.go", directory: "")
!186 = !DILocation(line: 23, column: 44, scope: !184)
!187 = !DILocation(line: 23, column: 33, scope: !184)
!188 = !DILocation(line: 23, column: 65, scope: !184)
!189 = !DILocation(line: 23, column: 68, scope: !184)
!190 = !DILocation(line: 31, column: 6, scope: !184)
!191 = !DILocation(line: 31, column: 12, scope: !184)
!192 = !DILocation(line: 32, column: 18, scope: !184)
!193 = !DILocation(line: 0, scope: !184)
!194 = !DILocation(line: 37, column: 6, scope: !184)
!195 = !DILocation(line: 37, column: 12, scope: !184)
!196 = !DILocation(line: 38, column: 18, scope: !184)
!197 = !DILocation(line: 43, column: 6, scope: !184)
!198 = !DILocation(line: 43, column: 12, scope: !184)
!199 = !DILocation(line: 44, column: 18, scope: !184)
!200 = !DILocation(line: 48, column: 15, scope: !184)
!201 = !DILocation(line: 49, column: 6, scope: !184)
!202 = !DILocation(line: 49, column: 12, scope: !184)
!203 = !DILocation(line: 50, column: 14, scope: !184)
!204 = !DILocation(line: 23, column: 12, scope: !184)
!205 = !DILocation(line: 52, column: 14, scope: !184)
!206 = !DILocation(line: 46, column: 18, scope: !184)
!207 = !DILocation(line: 40, column: 18, scope: !184)
!208 = !DILocation(line: 34, column: 18, scope: !184)
!209 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eLayouts_5bkern_2eBFloat16_5d", scope: !185, file: !185, line: 22, type: !5, scopeLine: 22, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!210 = !DILocation(line: 23, column: 44, scope: !209)
!211 = !DILocation(line: 23, column: 33, scope: !209)
!212 = !DILocation(line: 23, column: 65, scope: !209)
!213 = !DILocation(line: 23, column: 68, scope: !209)
!214 = !DILocation(line: 31, column: 6, scope: !209)
!215 = !DILocation(line: 31, column: 12, scope: !209)
!216 = !DILocation(line: 32, column: 18, scope: !209)
!217 = !DILocation(line: 0, scope: !209)
!218 = !DILocation(line: 37, column: 6, scope: !209)
!219 = !DILocation(line: 37, column: 12, scope: !209)
!220 = !DILocation(line: 38, column: 18, scope: !209)
!221 = !DILocation(line: 43, column: 6, scope: !209)
!222 = !DILocation(line: 43, column: 12, scope: !209)
!223 = !DILocation(line: 44, column: 18, scope: !209)
!224 = !DILocation(line: 48, column: 15, scope: !209)
!225 = !DILocation(line: 49, column: 6, scope: !209)
!226 = !DILocation(line: 49, column: 12, scope: !209)
!227 = !DILocation(line: 50, column: 14, scope: !209)
!228 = !DILocation(line: 23, column: 12, scope: !209)
!229 = !DILocation(line: 52, column: 14, scope: !209)
!230 = !DILocation(line: 46, column: 18, scope: !209)
!231 = !DILocation(line: 40, column: 18, scope: !209)
!232 = !DILocation(line: 34, column: 18, scope: !209)
!233 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eLayouts_5bfloat32_5d", scope: !185, file: !185, line: 22, type: !5, scopeLine: 22, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!234 = !DILocation(line: 23, column: 44, scope: !233)
!235 = !DILocation(line: 23, column: 33, scope: !233)
!236 = !DILocation(line: 23, column: 65, scope: !233)
!237 = !DILocation(line: 23, column: 68, scope: !233)
!238 = !DILocation(line: 31, column: 6, scope: !233)
!239 = !DILocation(line: 31, column: 12, scope: !233)
!240 = !DILocation(line: 32, column: 18, scope: !233)
!241 = !DILocation(line: 0, scope: !233)
!242 = !DILocation(line: 37, column: 6, scope: !233)
!243 = !DILocation(line: 37, column: 12, scope: !233)
!244 = !DILocation(line: 38, column: 18, scope: !233)
!245 = !DILocation(line: 43, column: 6, scope: !233)
!246 = !DILocation(line: 43, column: 12, scope: !233)
!247 = !DILocation(line: 44, column: 18, scope: !233)
!248 = !DILocation(line: 48, column: 15, scope: !233)
!249 = !DILocation(line: 49, column: 6, scope: !233)
!250 = !DILocation(line: 49, column: 12, scope: !233)
!251 = !DILocation(line: 50, column: 14, scope: !233)
!252 = !DILocation(line: 23, column: 12, scope: !233)
!253 = !DILocation(line: 52, column: 14, scope: !233)
!254 = !DILocation(line: 46, column: 18, scope: !233)
!255 = !DILocation(line: 40, column: 18, scope: !233)
!256 = !DILocation(line: 34, column: 18, scope: !233)
!257 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRow_5bkern_2eFloat16_5d", scope: !258, file: !258, line: 27, type: !5, scopeLine: 27, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!258 = !DIFile(filename: "mmatest.go", directory: "")
!259 = !DILocation(line: 28, column: 19, scope: !257)
!260 = !DILocation(line: 30, column: 28, scope: !257)
!261 = !DILocation(line: 30, column: 31, scope: !257)
!262 = !DILocation(line: 30, column: 18, scope: !257)
!263 = !DILocation(line: 31, column: 30, scope: !257)
!264 = !DILocation(line: 31, column: 18, scope: !257)
!265 = !DILocation(line: 32, column: 31, scope: !257)
!266 = !DILocation(line: 32, column: 18, scope: !257)
!267 = !DILocation(line: 33, column: 15, scope: !257)
!268 = !DILocation(line: 34, column: 13, scope: !257)
!269 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRow_5bkern_2eBFloat16_5d", scope: !258, file: !258, line: 27, type: !5, scopeLine: 27, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!270 = !DILocation(line: 28, column: 19, scope: !269)
!271 = !DILocation(line: 30, column: 28, scope: !269)
!272 = !DILocation(line: 30, column: 31, scope: !269)
!273 = !DILocation(line: 30, column: 18, scope: !269)
!274 = !DILocation(line: 31, column: 30, scope: !269)
!275 = !DILocation(line: 31, column: 18, scope: !269)
!276 = !DILocation(line: 32, column: 31, scope: !269)
!277 = !DILocation(line: 32, column: 18, scope: !269)
!278 = !DILocation(line: 33, column: 15, scope: !269)
!279 = !DILocation(line: 34, column: 13, scope: !269)
!280 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRow_5bfloat32_5d", scope: !258, file: !258, line: 27, type: !5, scopeLine: 27, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!281 = !DILocation(line: 28, column: 19, scope: !280)
!282 = !DILocation(line: 30, column: 28, scope: !280)
!283 = !DILocation(line: 30, column: 31, scope: !280)
!284 = !DILocation(line: 30, column: 18, scope: !280)
!285 = !DILocation(line: 31, column: 28, scope: !280)
!286 = !DILocation(line: 31, column: 30, scope: !280)
!287 = !DILocation(line: 31, column: 18, scope: !280)
!288 = !DILocation(line: 32, column: 31, scope: !280)
!289 = !DILocation(line: 32, column: 18, scope: !280)
!290 = !DILocation(line: 33, column: 15, scope: !280)
!291 = !DILocation(line: 34, column: 13, scope: !280)
!292 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileCol_5bkern_2eFloat16_5d", scope: !258, file: !258, line: 41, type: !5, scopeLine: 41, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!293 = !DILocation(line: 42, column: 19, scope: !292)
!294 = !DILocation(line: 44, column: 28, scope: !292)
!295 = !DILocation(line: 44, column: 30, scope: !292)
!296 = !DILocation(line: 44, column: 18, scope: !292)
!297 = !DILocation(line: 45, column: 31, scope: !292)
!298 = !DILocation(line: 45, column: 18, scope: !292)
!299 = !DILocation(line: 46, column: 31, scope: !292)
!300 = !DILocation(line: 46, column: 18, scope: !292)
!301 = !DILocation(line: 47, column: 15, scope: !292)
!302 = !DILocation(line: 48, column: 13, scope: !292)
!303 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileCol_5bkern_2eBFloat16_5d", scope: !258, file: !258, line: 41, type: !5, scopeLine: 41, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!304 = !DILocation(line: 42, column: 19, scope: !303)
!305 = !DILocation(line: 44, column: 28, scope: !303)
!306 = !DILocation(line: 44, column: 30, scope: !303)
!307 = !DILocation(line: 44, column: 18, scope: !303)
!308 = !DILocation(line: 45, column: 31, scope: !303)
!309 = !DILocation(line: 45, column: 18, scope: !303)
!310 = !DILocation(line: 46, column: 31, scope: !303)
!311 = !DILocation(line: 46, column: 18, scope: !303)
!312 = !DILocation(line: 47, column: 15, scope: !303)
!313 = !DILocation(line: 48, column: 13, scope: !303)
!314 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileCol_5bfloat32_5d", scope: !258, file: !258, line: 41, type: !5, scopeLine: 41, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!315 = !DILocation(line: 42, column: 19, scope: !314)
!316 = !DILocation(line: 44, column: 28, scope: !314)
!317 = !DILocation(line: 44, column: 30, scope: !314)
!318 = !DILocation(line: 44, column: 18, scope: !314)
!319 = !DILocation(line: 45, column: 28, scope: !314)
!320 = !DILocation(line: 45, column: 31, scope: !314)
!321 = !DILocation(line: 45, column: 18, scope: !314)
!322 = !DILocation(line: 46, column: 31, scope: !314)
!323 = !DILocation(line: 46, column: 18, scope: !314)
!324 = !DILocation(line: 47, column: 15, scope: !314)
!325 = !DILocation(line: 48, column: 13, scope: !314)
!326 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileFill_5bkern_2eFloat16_5d", scope: !258, file: !258, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!327 = !DILocation(line: 57, column: 18, scope: !326)
!328 = !DILocation(line: 58, column: 18, scope: !326)
!329 = !DILocation(line: 61, column: 16, scope: !326)
!330 = !DILocation(line: 63, column: 13, scope: !326)
!331 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileFill_5bkern_2eBFloat16_5d", scope: !258, file: !258, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!332 = !DILocation(line: 57, column: 18, scope: !331)
!333 = !DILocation(line: 58, column: 18, scope: !331)
!334 = !DILocation(line: 61, column: 16, scope: !331)
!335 = !DILocation(line: 63, column: 13, scope: !331)
!336 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileFill_5bfloat32_5d", scope: !258, file: !258, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!337 = !DILocation(line: 57, column: 18, scope: !336)
!338 = !DILocation(line: 58, column: 18, scope: !336)
!339 = !DILocation(line: 61, column: 16, scope: !336)
!340 = !DILocation(line: 63, column: 13, scope: !336)
!341 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eFloat16_5d", scope: !258, file: !258, line: 83, type: !5, scopeLine: 83, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!342 = !DILocation(line: 86, column: 20, scope: !341)
!343 = !DILocation(line: 87, column: 14, scope: !341)
!344 = !DILocation(line: 88, column: 16, scope: !341)
!345 = !DILocation(line: 88, column: 24, scope: !341)
!346 = !DILocation(line: 89, column: 22, scope: !341)
!347 = !DILocation(line: 89, column: 26, scope: !341)
!348 = !DILocation(line: 89, column: 44, scope: !341)
!349 = !DILocation(line: 89, column: 48, scope: !341)
!350 = !DILocation(line: 93, column: 48, scope: !341)
!351 = !DILocation(line: 98, column: 30, scope: !341)
!352 = !DILocation(line: 99, column: 33, scope: !341)
!353 = !DILocation(line: 99, column: 30, scope: !341)
!354 = !DILocation(line: 99, column: 37, scope: !341)
!355 = !DILocation(line: 92, column: 18, scope: !341)
!356 = !DILocation(line: 98, column: 20, scope: !341)
!357 = !DILocation(line: 0, scope: !341)
!358 = !DILocation(line: 93, column: 19, scope: !341)
!359 = !DILocation(line: 94, column: 19, scope: !341)
!360 = !DILocation(line: 94, column: 17, scope: !341)
!361 = !DILocation(line: 94, column: 25, scope: !341)
!362 = !DILocation(line: 94, column: 32, scope: !341)
!363 = !DILocation(line: 94, column: 27, scope: !341)
!364 = !DILocation(line: 94, column: 30, scope: !341)
!365 = !DILocation(line: 94, column: 13, scope: !341)
!366 = !DILocation(line: 94, column: 6, scope: !341)
!367 = !DILocation(line: 93, column: 33, scope: !341)
!368 = !DILocation(line: 96, column: 16, scope: !341)
!369 = !DILocation(line: 99, column: 39, scope: !341)
!370 = !DILocation(line: 99, column: 20, scope: !341)
!371 = !DILocation(line: 100, column: 18, scope: !341)
!372 = !DILocation(line: 102, column: 16, scope: !341)
!373 = !DILocation(line: 92, column: 23, scope: !341)
!374 = !DILocation(line: 104, column: 23, scope: !341)
!375 = !DILocation(line: 104, column: 30, scope: !341)
!376 = !DILocation(line: 104, column: 35, scope: !341)
!377 = !DILocation(line: 104, column: 13, scope: !341)
!378 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eBFloat16_5d", scope: !258, file: !258, line: 83, type: !5, scopeLine: 83, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!379 = !DILocation(line: 86, column: 20, scope: !378)
!380 = !DILocation(line: 87, column: 14, scope: !378)
!381 = !DILocation(line: 88, column: 16, scope: !378)
!382 = !DILocation(line: 88, column: 24, scope: !378)
!383 = !DILocation(line: 89, column: 22, scope: !378)
!384 = !DILocation(line: 89, column: 26, scope: !378)
!385 = !DILocation(line: 89, column: 44, scope: !378)
!386 = !DILocation(line: 89, column: 48, scope: !378)
!387 = !DILocation(line: 93, column: 48, scope: !378)
!388 = !DILocation(line: 98, column: 30, scope: !378)
!389 = !DILocation(line: 99, column: 33, scope: !378)
!390 = !DILocation(line: 99, column: 30, scope: !378)
!391 = !DILocation(line: 99, column: 37, scope: !378)
!392 = !DILocation(line: 92, column: 18, scope: !378)
!393 = !DILocation(line: 98, column: 20, scope: !378)
!394 = !DILocation(line: 0, scope: !378)
!395 = !DILocation(line: 93, column: 19, scope: !378)
!396 = !DILocation(line: 94, column: 19, scope: !378)
!397 = !DILocation(line: 94, column: 17, scope: !378)
!398 = !DILocation(line: 94, column: 25, scope: !378)
!399 = !DILocation(line: 94, column: 32, scope: !378)
!400 = !DILocation(line: 94, column: 27, scope: !378)
!401 = !DILocation(line: 94, column: 30, scope: !378)
!402 = !DILocation(line: 94, column: 13, scope: !378)
!403 = !DILocation(line: 94, column: 6, scope: !378)
!404 = !DILocation(line: 93, column: 33, scope: !378)
!405 = !DILocation(line: 96, column: 16, scope: !378)
!406 = !DILocation(line: 99, column: 39, scope: !378)
!407 = !DILocation(line: 99, column: 20, scope: !378)
!408 = !DILocation(line: 100, column: 18, scope: !378)
!409 = !DILocation(line: 102, column: 16, scope: !378)
!410 = !DILocation(line: 92, column: 23, scope: !378)
!411 = !DILocation(line: 104, column: 23, scope: !378)
!412 = !DILocation(line: 104, column: 30, scope: !378)
!413 = !DILocation(line: 104, column: 35, scope: !378)
!414 = !DILocation(line: 104, column: 13, scope: !378)
!415 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bfloat32_5d", scope: !258, file: !258, line: 83, type: !5, scopeLine: 83, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!416 = !DILocation(line: 86, column: 20, scope: !415)
!417 = !DILocation(line: 87, column: 14, scope: !415)
!418 = !DILocation(line: 88, column: 16, scope: !415)
!419 = !DILocation(line: 88, column: 24, scope: !415)
!420 = !DILocation(line: 89, column: 22, scope: !415)
!421 = !DILocation(line: 89, column: 26, scope: !415)
!422 = !DILocation(line: 89, column: 44, scope: !415)
!423 = !DILocation(line: 89, column: 48, scope: !415)
!424 = !DILocation(line: 93, column: 48, scope: !415)
!425 = !DILocation(line: 98, column: 30, scope: !415)
!426 = !DILocation(line: 99, column: 33, scope: !415)
!427 = !DILocation(line: 99, column: 30, scope: !415)
!428 = !DILocation(line: 99, column: 37, scope: !415)
!429 = !DILocation(line: 92, column: 18, scope: !415)
!430 = !DILocation(line: 98, column: 20, scope: !415)
!431 = !DILocation(line: 0, scope: !415)
!432 = !DILocation(line: 93, column: 19, scope: !415)
!433 = !DILocation(line: 94, column: 19, scope: !415)
!434 = !DILocation(line: 94, column: 17, scope: !415)
!435 = !DILocation(line: 94, column: 25, scope: !415)
!436 = !DILocation(line: 94, column: 32, scope: !415)
!437 = !DILocation(line: 94, column: 27, scope: !415)
!438 = !DILocation(line: 94, column: 30, scope: !415)
!439 = !DILocation(line: 94, column: 13, scope: !415)
!440 = !DILocation(line: 94, column: 6, scope: !415)
!441 = !DILocation(line: 93, column: 33, scope: !415)
!442 = !DILocation(line: 96, column: 16, scope: !415)
!443 = !DILocation(line: 99, column: 39, scope: !415)
!444 = !DILocation(line: 99, column: 20, scope: !415)
!445 = !DILocation(line: 100, column: 18, scope: !415)
!446 = !DILocation(line: 99, column: 42, scope: !415)
!447 = !DILocation(line: 102, column: 16, scope: !415)
!448 = !DILocation(line: 92, column: 23, scope: !415)
!449 = !DILocation(line: 104, column: 23, scope: !415)
!450 = !DILocation(line: 104, column: 30, scope: !415)
!451 = !DILocation(line: 104, column: 35, scope: !415)
!452 = !DILocation(line: 104, column: 13, scope: !415)
!453 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d", scope: !454, file: !454, line: 16, type: !5, scopeLine: 16, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!454 = !DIFile(filename: "shared.go", directory: "")
!455 = !DILocation(line: 17, column: 19, scope: !453)
!456 = !DILocation(line: 21, column: 29, scope: !453)
!457 = !DILocation(line: 21, column: 32, scope: !453)
!458 = !DILocation(line: 21, column: 25, scope: !453)
!459 = !DILocation(line: 21, column: 42, scope: !453)
!460 = !DILocation(line: 50, column: 22, scope: !453)
!461 = !DILocation(line: 50, column: 50, scope: !453)
!462 = !DILocation(line: 50, column: 30, scope: !453)
!463 = !DILocation(line: 51, column: 15, scope: !453)
!464 = !DILocation(line: 51, column: 6, scope: !453)
!465 = !DILocation(line: 50, column: 35, scope: !453)
!466 = !DILocation(line: 22, column: 31, scope: !453)
!467 = !DILocation(line: 22, column: 25, scope: !453)
!468 = !DILocation(line: 22, column: 40, scope: !453)
!469 = !DILocation(line: 23, column: 15, scope: !453)
!470 = !DILocation(line: 24, column: 18, scope: !453)
!471 = !DILocation(line: 25, column: 18, scope: !453)
!472 = !DILocation(line: 26, column: 31, scope: !453)
!473 = !DILocation(line: 26, column: 18, scope: !453)
!474 = !DILocation(line: 27, column: 45, scope: !453)
!475 = !DILocation(line: 27, column: 13, scope: !453)
!476 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d", scope: !454, file: !454, line: 16, type: !5, scopeLine: 16, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!477 = !DILocation(line: 17, column: 19, scope: !476)
!478 = !DILocation(line: 21, column: 29, scope: !476)
!479 = !DILocation(line: 21, column: 32, scope: !476)
!480 = !DILocation(line: 21, column: 25, scope: !476)
!481 = !DILocation(line: 21, column: 42, scope: !476)
!482 = !DILocation(line: 50, column: 22, scope: !476)
!483 = !DILocation(line: 50, column: 50, scope: !476)
!484 = !DILocation(line: 50, column: 30, scope: !476)
!485 = !DILocation(line: 51, column: 15, scope: !476)
!486 = !DILocation(line: 51, column: 6, scope: !476)
!487 = !DILocation(line: 50, column: 35, scope: !476)
!488 = !DILocation(line: 22, column: 31, scope: !476)
!489 = !DILocation(line: 22, column: 25, scope: !476)
!490 = !DILocation(line: 22, column: 40, scope: !476)
!491 = !DILocation(line: 23, column: 15, scope: !476)
!492 = !DILocation(line: 24, column: 18, scope: !476)
!493 = !DILocation(line: 25, column: 18, scope: !476)
!494 = !DILocation(line: 26, column: 31, scope: !476)
!495 = !DILocation(line: 26, column: 18, scope: !476)
!496 = !DILocation(line: 27, column: 45, scope: !476)
!497 = !DILocation(line: 27, column: 13, scope: !476)
!498 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d", scope: !454, file: !454, line: 16, type: !5, scopeLine: 16, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!499 = !DILocation(line: 17, column: 19, scope: !498)
!500 = !DILocation(line: 21, column: 29, scope: !498)
!501 = !DILocation(line: 21, column: 32, scope: !498)
!502 = !DILocation(line: 21, column: 25, scope: !498)
!503 = !DILocation(line: 21, column: 42, scope: !498)
!504 = !DILocation(line: 50, column: 22, scope: !498)
!505 = !DILocation(line: 50, column: 50, scope: !498)
!506 = !DILocation(line: 50, column: 30, scope: !498)
!507 = !DILocation(line: 51, column: 15, scope: !498)
!508 = !DILocation(line: 51, column: 6, scope: !498)
!509 = !DILocation(line: 50, column: 35, scope: !498)
!510 = !DILocation(line: 22, column: 29, scope: !498)
!511 = !DILocation(line: 22, column: 31, scope: !498)
!512 = !DILocation(line: 22, column: 25, scope: !498)
!513 = !DILocation(line: 22, column: 40, scope: !498)
!514 = !DILocation(line: 23, column: 15, scope: !498)
!515 = !DILocation(line: 24, column: 18, scope: !498)
!516 = !DILocation(line: 25, column: 18, scope: !498)
!517 = !DILocation(line: 26, column: 31, scope: !498)
!518 = !DILocation(line: 26, column: 18, scope: !498)
!519 = !DILocation(line: 27, column: 45, scope: !498)
!520 = !DILocation(line: 27, column: 13, scope: !498)
!521 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d", scope: !454, file: !454, line: 34, type: !5, scopeLine: 34, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!522 = !DILocation(line: 35, column: 19, scope: !521)
!523 = !DILocation(line: 39, column: 29, scope: !521)
!524 = !DILocation(line: 39, column: 31, scope: !521)
!525 = !DILocation(line: 39, column: 25, scope: !521)
!526 = !DILocation(line: 39, column: 40, scope: !521)
!527 = !DILocation(line: 50, column: 22, scope: !521)
!528 = !DILocation(line: 50, column: 50, scope: !521)
!529 = !DILocation(line: 50, column: 30, scope: !521)
!530 = !DILocation(line: 51, column: 15, scope: !521)
!531 = !DILocation(line: 51, column: 6, scope: !521)
!532 = !DILocation(line: 50, column: 35, scope: !521)
!533 = !DILocation(line: 40, column: 32, scope: !521)
!534 = !DILocation(line: 40, column: 25, scope: !521)
!535 = !DILocation(line: 40, column: 42, scope: !521)
!536 = !DILocation(line: 41, column: 15, scope: !521)
!537 = !DILocation(line: 42, column: 18, scope: !521)
!538 = !DILocation(line: 43, column: 18, scope: !521)
!539 = !DILocation(line: 44, column: 31, scope: !521)
!540 = !DILocation(line: 44, column: 18, scope: !521)
!541 = !DILocation(line: 45, column: 45, scope: !521)
!542 = !DILocation(line: 45, column: 13, scope: !521)
!543 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d", scope: !454, file: !454, line: 34, type: !5, scopeLine: 34, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!544 = !DILocation(line: 35, column: 19, scope: !543)
!545 = !DILocation(line: 39, column: 29, scope: !543)
!546 = !DILocation(line: 39, column: 31, scope: !543)
!547 = !DILocation(line: 39, column: 25, scope: !543)
!548 = !DILocation(line: 39, column: 40, scope: !543)
!549 = !DILocation(line: 50, column: 22, scope: !543)
!550 = !DILocation(line: 50, column: 50, scope: !543)
!551 = !DILocation(line: 50, column: 30, scope: !543)
!552 = !DILocation(line: 51, column: 15, scope: !543)
!553 = !DILocation(line: 51, column: 6, scope: !543)
!554 = !DILocation(line: 50, column: 35, scope: !543)
!555 = !DILocation(line: 40, column: 32, scope: !543)
!556 = !DILocation(line: 40, column: 25, scope: !543)
!557 = !DILocation(line: 40, column: 42, scope: !543)
!558 = !DILocation(line: 41, column: 15, scope: !543)
!559 = !DILocation(line: 42, column: 18, scope: !543)
!560 = !DILocation(line: 43, column: 18, scope: !543)
!561 = !DILocation(line: 44, column: 31, scope: !543)
!562 = !DILocation(line: 44, column: 18, scope: !543)
!563 = !DILocation(line: 45, column: 45, scope: !543)
!564 = !DILocation(line: 45, column: 13, scope: !543)
!565 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d", scope: !454, file: !454, line: 34, type: !5, scopeLine: 34, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!566 = !DILocation(line: 35, column: 19, scope: !565)
!567 = !DILocation(line: 39, column: 29, scope: !565)
!568 = !DILocation(line: 39, column: 31, scope: !565)
!569 = !DILocation(line: 39, column: 25, scope: !565)
!570 = !DILocation(line: 39, column: 40, scope: !565)
!571 = !DILocation(line: 50, column: 22, scope: !565)
!572 = !DILocation(line: 50, column: 50, scope: !565)
!573 = !DILocation(line: 50, column: 30, scope: !565)
!574 = !DILocation(line: 51, column: 15, scope: !565)
!575 = !DILocation(line: 51, column: 6, scope: !565)
!576 = !DILocation(line: 50, column: 35, scope: !565)
!577 = !DILocation(line: 40, column: 29, scope: !565)
!578 = !DILocation(line: 40, column: 32, scope: !565)
!579 = !DILocation(line: 40, column: 25, scope: !565)
!580 = !DILocation(line: 40, column: 42, scope: !565)
!581 = !DILocation(line: 41, column: 15, scope: !565)
!582 = !DILocation(line: 42, column: 18, scope: !565)
!583 = !DILocation(line: 43, column: 18, scope: !565)
!584 = !DILocation(line: 44, column: 31, scope: !565)
!585 = !DILocation(line: 44, column: 18, scope: !565)
!586 = !DILocation(line: 45, column: 45, scope: !565)
!587 = !DILocation(line: 45, column: 13, scope: !565)
