; kern module github.com/kernlab/kern/internal/testing/mmatest (wave64, gfx940)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eFloat16_5d.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eBFloat16_5d.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bfloat32_5d.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.0 = internal addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.1 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.0 = internal addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.1 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d.shared.0 = internal unnamed_addr addrspace(3) global [4096 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d.shared.1 = internal unnamed_addr addrspace(3) global [4096 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.1 = internal addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.1 = internal addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d.shared.0 = internal unnamed_addr addrspace(3) global [4096 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d.shared.1 = internal unnamed_addr addrspace(3) global [4096 x i8] undef, align 4

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
  %t100 = fmul float %.121, %a14, !dbg !14
  %t101 = fadd float %.161, %t100, !dbg !15
  %.169 = fcmp ogt float %t101, %a15, !dbg !16
  %.170 = select i1 %.169, float %t101, float %a15, !dbg !16
  %.171 = fcmp oeq float %t101, %a15, !dbg !16
  %.172 = bitcast float %t101 to i32, !dbg !16
  %.174 = and i32 %.172, %.173, !dbg !16
  %.175 = bitcast i32 %.174 to float, !dbg !16
  %.176 = select i1 %.171, float %.175, float %.170, !dbg !16
  %.177 = fcmp uno float %t101, 0.000000e+00, !dbg !16
  %.178 = select i1 %.177, float %t101, float %.176, !dbg !16
  %.180 = select i1 %.179, float %a15, float %.178, !dbg !16
  %t100.1 = fmul float %.125, %a14, !dbg !14
  %t101.1 = fadd float %.162, %t100.1, !dbg !15
  %.169.1 = fcmp ogt float %t101.1, %a15, !dbg !16
  %.170.1 = select i1 %.169.1, float %t101.1, float %a15, !dbg !16
  %.171.1 = fcmp oeq float %t101.1, %a15, !dbg !16
  %.172.1 = bitcast float %t101.1 to i32, !dbg !16
  %.174.1 = and i32 %.172.1, %.173, !dbg !16
  %.175.1 = bitcast i32 %.174.1 to float, !dbg !16
  %.176.1 = select i1 %.171.1, float %.175.1, float %.170.1, !dbg !16
  %.177.1 = fcmp uno float %t101.1, 0.000000e+00, !dbg !16
  %.178.1 = select i1 %.177.1, float %t101.1, float %.176.1, !dbg !16
  %.180.1 = select i1 %.179, float %a15, float %.178.1, !dbg !16
  %t100.2 = fmul float %.129, %a14, !dbg !14
  %t101.2 = fadd float %.163, %t100.2, !dbg !15
  %.169.2 = fcmp ogt float %t101.2, %a15, !dbg !16
  %.170.2 = select i1 %.169.2, float %t101.2, float %a15, !dbg !16
  %.171.2 = fcmp oeq float %t101.2, %a15, !dbg !16
  %.172.2 = bitcast float %t101.2 to i32, !dbg !16
  %.174.2 = and i32 %.172.2, %.173, !dbg !16
  %.175.2 = bitcast i32 %.174.2 to float, !dbg !16
  %.176.2 = select i1 %.171.2, float %.175.2, float %.170.2, !dbg !16
  %.177.2 = fcmp uno float %t101.2, 0.000000e+00, !dbg !16
  %.178.2 = select i1 %.177.2, float %t101.2, float %.176.2, !dbg !16
  %.180.2 = select i1 %.179, float %a15, float %.178.2, !dbg !16
  %t100.3 = fmul float %.133, %a14, !dbg !14
  %t101.3 = fadd float %.164, %t100.3, !dbg !15
  %.169.3 = fcmp ogt float %t101.3, %a15, !dbg !16
  %.170.3 = select i1 %.169.3, float %t101.3, float %a15, !dbg !16
  %.171.3 = fcmp oeq float %t101.3, %a15, !dbg !16
  %.172.3 = bitcast float %t101.3 to i32, !dbg !16
  %.174.3 = and i32 %.172.3, %.173, !dbg !16
  %.175.3 = bitcast i32 %.174.3 to float, !dbg !16
  %.176.3 = select i1 %.171.3, float %.175.3, float %.170.3, !dbg !16
  %.177.3 = fcmp uno float %t101.3, 0.000000e+00, !dbg !16
  %.178.3 = select i1 %.177.3, float %t101.3, float %.176.3, !dbg !16
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
  %t100 = fmul float %.136, %a14, !dbg !25
  %t101 = fadd float %.176, %t100, !dbg !26
  %.184 = fcmp ogt float %t101, %a15, !dbg !27
  %.185 = select i1 %.184, float %t101, float %a15, !dbg !27
  %.186 = fcmp oeq float %t101, %a15, !dbg !27
  %.187 = bitcast float %t101 to i32, !dbg !27
  %.189 = and i32 %.187, %.188, !dbg !27
  %.190 = bitcast i32 %.189 to float, !dbg !27
  %.191 = select i1 %.186, float %.190, float %.185, !dbg !27
  %.192 = fcmp uno float %t101, 0.000000e+00, !dbg !27
  %.193 = select i1 %.192, float %t101, float %.191, !dbg !27
  %.195 = select i1 %.194, float %a15, float %.193, !dbg !27
  %t100.1 = fmul float %.140, %a14, !dbg !25
  %t101.1 = fadd float %.177, %t100.1, !dbg !26
  %.184.1 = fcmp ogt float %t101.1, %a15, !dbg !27
  %.185.1 = select i1 %.184.1, float %t101.1, float %a15, !dbg !27
  %.186.1 = fcmp oeq float %t101.1, %a15, !dbg !27
  %.187.1 = bitcast float %t101.1 to i32, !dbg !27
  %.189.1 = and i32 %.187.1, %.188, !dbg !27
  %.190.1 = bitcast i32 %.189.1 to float, !dbg !27
  %.191.1 = select i1 %.186.1, float %.190.1, float %.185.1, !dbg !27
  %.192.1 = fcmp uno float %t101.1, 0.000000e+00, !dbg !27
  %.193.1 = select i1 %.192.1, float %t101.1, float %.191.1, !dbg !27
  %.195.1 = select i1 %.194, float %a15, float %.193.1, !dbg !27
  %t100.2 = fmul float %.144, %a14, !dbg !25
  %t101.2 = fadd float %.178, %t100.2, !dbg !26
  %.184.2 = fcmp ogt float %t101.2, %a15, !dbg !27
  %.185.2 = select i1 %.184.2, float %t101.2, float %a15, !dbg !27
  %.186.2 = fcmp oeq float %t101.2, %a15, !dbg !27
  %.187.2 = bitcast float %t101.2 to i32, !dbg !27
  %.189.2 = and i32 %.187.2, %.188, !dbg !27
  %.190.2 = bitcast i32 %.189.2 to float, !dbg !27
  %.191.2 = select i1 %.186.2, float %.190.2, float %.185.2, !dbg !27
  %.192.2 = fcmp uno float %t101.2, 0.000000e+00, !dbg !27
  %.193.2 = select i1 %.192.2, float %t101.2, float %.191.2, !dbg !27
  %.195.2 = select i1 %.194, float %a15, float %.193.2, !dbg !27
  %t100.3 = fmul float %.148, %a14, !dbg !25
  %t101.3 = fadd float %.179, %t100.3, !dbg !26
  %.184.3 = fcmp ogt float %t101.3, %a15, !dbg !27
  %.185.3 = select i1 %.184.3, float %t101.3, float %a15, !dbg !27
  %.186.3 = fcmp oeq float %t101.3, %a15, !dbg !27
  %.187.3 = bitcast float %t101.3 to i32, !dbg !27
  %.189.3 = and i32 %.187.3, %.188, !dbg !27
  %.190.3 = bitcast i32 %.189.3 to float, !dbg !27
  %.191.3 = select i1 %.186.3, float %.190.3, float %.185.3, !dbg !27
  %.192.3 = fcmp uno float %t101.3, 0.000000e+00, !dbg !27
  %.193.3 = select i1 %.192.3, float %t101.3, float %.191.3, !dbg !27
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
  %.19 = shl nuw nsw i64 %.16, 1, !dbg !30
  %.20 = mul i64 %.18, %a12, !dbg !30
  %.21 = add i64 %.20, %.19, !dbg !30
  %.22 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.21, !dbg !30
  %.55 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.21, !dbg !31
  %0 = load <2 x i32>, ptr addrspace(1) %.55, align 4, !dbg !31
  %1 = and <2 x i32> %0, <i32 2147483647, i32 2147483647>, !dbg !31
  %2 = add <2 x i32> %0, <i32 4096, i32 4096>, !dbg !31
  %3 = and <2 x i32> %2, <i32 -8192, i32 -8192>, !dbg !31
  %4 = icmp eq <2 x i32> %1, <i32 2139095040, i32 2139095040>, !dbg !31
  %5 = select <2 x i1> %4, <2 x i32> %0, <2 x i32> %3, !dbg !31
  %6 = icmp ugt <2 x i32> %1, <i32 2139095040, i32 2139095040>, !dbg !31
  %7 = select <2 x i1> %6, <2 x i32> <i32 2147483647, i32 2147483647>, <2 x i32> %5, !dbg !31
  %8 = bitcast <2 x i32> %7 to <2 x float>, !dbg !32
  %9 = fneg <2 x float> %8, !dbg !33
  %10 = bitcast <2 x float> %9 to <2 x i32>, !dbg !34
  %11 = and <2 x i32> %10, <i32 2147483647, i32 2147483647>, !dbg !34
  %12 = icmp ugt <2 x i32> %11, <i32 2139095040, i32 2139095040>, !dbg !34
  %13 = and <2 x i32> %10, <i32 2139095040, i32 2139095040>, !dbg !34
  %14 = icmp eq <2 x i32> %13, <i32 2139095040, i32 2139095040>, !dbg !34
  %15 = add <2 x i32> %10, <i32 4096, i32 4096>, !dbg !34
  %16 = and <2 x i32> %15, <i32 -8192, i32 -8192>, !dbg !34
  %17 = select <2 x i1> %14, <2 x i32> %10, <2 x i32> %16, !dbg !34
  %18 = select <2 x i1> %12, <2 x i32> <i32 2147483647, i32 2147483647>, <2 x i32> %17, !dbg !34
  %19 = load <2 x i32>, ptr addrspace(1) %.22, align 4, !dbg !30
  %20 = and <2 x i32> %19, <i32 2147483647, i32 2147483647>, !dbg !30
  %21 = add <2 x i32> %19, <i32 4096, i32 4096>, !dbg !30
  %22 = and <2 x i32> %21, <i32 -8192, i32 -8192>, !dbg !30
  %23 = icmp eq <2 x i32> %20, <i32 2139095040, i32 2139095040>, !dbg !30
  %24 = select <2 x i1> %23, <2 x i32> %19, <2 x i32> %22, !dbg !30
  %25 = icmp ugt <2 x i32> %20, <i32 2139095040, i32 2139095040>, !dbg !30
  %26 = select <2 x i1> %25, <2 x i32> <i32 2147483647, i32 2147483647>, <2 x i32> %24, !dbg !30
  %27 = bitcast <2 x i32> %26 to <2 x float>, !dbg !35
  %28 = insertelement <2 x float> poison, float %a13, i64 0, !dbg !36
  %29 = shufflevector <2 x float> %28, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !36
  %30 = fmul <2 x float> %29, %27, !dbg !36
  %31 = bitcast <2 x float> %30 to <2 x i32>, !dbg !37
  %32 = and <2 x i32> %31, <i32 2147483647, i32 2147483647>, !dbg !37
  %33 = and <2 x i32> %31, <i32 2139095040, i32 2139095040>, !dbg !37
  %34 = icmp eq <2 x i32> %33, <i32 2139095040, i32 2139095040>, !dbg !37
  %35 = add <2 x i32> %31, <i32 4096, i32 4096>, !dbg !37
  %36 = and <2 x i32> %35, <i32 -8192, i32 -8192>, !dbg !37
  %37 = select <2 x i1> %34, <2 x i32> %31, <2 x i32> %36, !dbg !37
  %38 = icmp ugt <2 x i32> %32, <i32 2139095040, i32 2139095040>, !dbg !37
  %39 = select <2 x i1> %38, <2 x i32> <i32 2147483647, i32 2147483647>, <2 x i32> %37, !dbg !37
  %.85 = shl i64 %a12, 2, !dbg !38
  %.86 = mul i64 %.85, %.16, !dbg !38
  %.87 = add i64 %.86, %.18, !dbg !38
  %.88 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.87, !dbg !38
  %.89 = load float, ptr addrspace(1) %.88, align 4, !dbg !38, !amdgpu.noclobber !6
  %.91 = add i64 %.87, %a12, !dbg !38
  %.92 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.91, !dbg !38
  %.93 = load float, ptr addrspace(1) %.92, align 4, !dbg !38, !amdgpu.noclobber !6
  %.94 = shl i64 %a12, 1, !dbg !38
  %.95 = add i64 %.87, %.94, !dbg !38
  %.96 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.95, !dbg !38
  %.97 = load float, ptr addrspace(1) %.96, align 4, !dbg !38, !amdgpu.noclobber !6
  %.98 = mul i64 %a12, 3, !dbg !38
  %.99 = add i64 %.87, %.98, !dbg !38
  %.100 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.99, !dbg !38
  %.101 = load float, ptr addrspace(1) %.100, align 4, !dbg !38, !amdgpu.noclobber !6
  %.123 = bitcast <2 x i32> %39 to <2 x float>, !dbg !39
  %.129 = bitcast <2 x i32> %18 to <2 x float>, !dbg !39
  %.130 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x8.xf32(<2 x float> %.123, <2 x float> %.129, <4 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !39
  %.131 = extractelement <4 x float> %.130, i64 0, !dbg !39
  %.132 = extractelement <4 x float> %.130, i64 1, !dbg !39
  %.133 = extractelement <4 x float> %.130, i64 2, !dbg !39
  %.134 = extractelement <4 x float> %.130, i64 3, !dbg !39
  %.143 = bitcast float %a15 to i32
  %.149 = fcmp uno float %a15, 0.000000e+00
  %t144 = fmul float %.89, %a14, !dbg !40
  %t145 = fadd float %.131, %t144, !dbg !41
  %.139 = fcmp ogt float %t145, %a15, !dbg !42
  %.140 = select i1 %.139, float %t145, float %a15, !dbg !42
  %.141 = fcmp oeq float %t145, %a15, !dbg !42
  %.142 = bitcast float %t145 to i32, !dbg !42
  %.144 = and i32 %.142, %.143, !dbg !42
  %.145 = bitcast i32 %.144 to float, !dbg !42
  %.146 = select i1 %.141, float %.145, float %.140, !dbg !42
  %.147 = fcmp uno float %t145, 0.000000e+00, !dbg !42
  %.148 = select i1 %.147, float %t145, float %.146, !dbg !42
  %.150 = select i1 %.149, float %a15, float %.148, !dbg !42
  %t144.1 = fmul float %.93, %a14, !dbg !40
  %t145.1 = fadd float %.132, %t144.1, !dbg !41
  %.139.1 = fcmp ogt float %t145.1, %a15, !dbg !42
  %.140.1 = select i1 %.139.1, float %t145.1, float %a15, !dbg !42
  %.141.1 = fcmp oeq float %t145.1, %a15, !dbg !42
  %.142.1 = bitcast float %t145.1 to i32, !dbg !42
  %.144.1 = and i32 %.142.1, %.143, !dbg !42
  %.145.1 = bitcast i32 %.144.1 to float, !dbg !42
  %.146.1 = select i1 %.141.1, float %.145.1, float %.140.1, !dbg !42
  %.147.1 = fcmp uno float %t145.1, 0.000000e+00, !dbg !42
  %.148.1 = select i1 %.147.1, float %t145.1, float %.146.1, !dbg !42
  %.150.1 = select i1 %.149, float %a15, float %.148.1, !dbg !42
  %t144.2 = fmul float %.97, %a14, !dbg !40
  %t145.2 = fadd float %.133, %t144.2, !dbg !41
  %.139.2 = fcmp ogt float %t145.2, %a15, !dbg !42
  %.140.2 = select i1 %.139.2, float %t145.2, float %a15, !dbg !42
  %.141.2 = fcmp oeq float %t145.2, %a15, !dbg !42
  %.142.2 = bitcast float %t145.2 to i32, !dbg !42
  %.144.2 = and i32 %.142.2, %.143, !dbg !42
  %.145.2 = bitcast i32 %.144.2 to float, !dbg !42
  %.146.2 = select i1 %.141.2, float %.145.2, float %.140.2, !dbg !42
  %.147.2 = fcmp uno float %t145.2, 0.000000e+00, !dbg !42
  %.148.2 = select i1 %.147.2, float %t145.2, float %.146.2, !dbg !42
  %.150.2 = select i1 %.149, float %a15, float %.148.2, !dbg !42
  %t144.3 = fmul float %.101, %a14, !dbg !40
  %t145.3 = fadd float %.134, %t144.3, !dbg !41
  %.139.3 = fcmp ogt float %t145.3, %a15, !dbg !42
  %.140.3 = select i1 %.139.3, float %t145.3, float %a15, !dbg !42
  %.141.3 = fcmp oeq float %t145.3, %a15, !dbg !42
  %.142.3 = bitcast float %t145.3 to i32, !dbg !42
  %.144.3 = and i32 %.142.3, %.143, !dbg !42
  %.145.3 = bitcast i32 %.144.3 to float, !dbg !42
  %.146.3 = select i1 %.141.3, float %.145.3, float %.140.3, !dbg !42
  %.147.3 = fcmp uno float %t145.3, 0.000000e+00, !dbg !42
  %.148.3 = select i1 %.147.3, float %t145.3, float %.146.3, !dbg !42
  %.150.3 = select i1 %.149, float %a15, float %.148.3, !dbg !42
  %.161 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.87, !dbg !43
  store float %.150, ptr addrspace(1) %.161, align 4, !dbg !43
  %.165 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.91, !dbg !43
  store float %.150.1, ptr addrspace(1) %.165, align 4, !dbg !43
  %.169 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.95, !dbg !43
  store float %.150.2, ptr addrspace(1) %.169, align 4, !dbg !43
  %.173 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.99, !dbg !43
  store float %.150.3, ptr addrspace(1) %.173, align 4, !dbg !43
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
  %t86.1 = tail call i32 @llvm.fshl.i32(i32 %.50, i32 %.49, i32 16), !dbg !54
  %.95.2 = lshr i32 %.50, 16, !dbg !55
  %t99 = add nsw i64 %t24, 4096, !dbg !56
  %t120 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t99, !dbg !57
  %.105.1 = lshr i32 %t86.1, 16, !dbg !58
  %.105.3 = lshr i32 %.50, 16, !dbg !58
  %8 = insertelement <4 x i32> poison, i32 %t86.1, i64 0, !dbg !58
  %9 = insertelement <4 x i32> %8, i32 %.105.1, i64 1, !dbg !58
  %10 = insertelement <4 x i32> %9, i32 %.95.2, i64 2, !dbg !58
  %11 = insertelement <4 x i32> %10, i32 %.105.3, i64 3, !dbg !58
  %12 = trunc <4 x i32> %11 to <4 x i16>, !dbg !58
  store <4 x i16> %12, ptr addrspace(1) %t120, align 2, !dbg !57
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
  %t86.1 = tail call i32 @llvm.fshl.i32(i32 %.50, i32 %.49, i32 16), !dbg !69
  %.95.2 = lshr i32 %.50, 16, !dbg !70
  %t99 = add nsw i64 %t24, 4096, !dbg !71
  %t120 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t99, !dbg !72
  %.105.1 = lshr i32 %t86.1, 16, !dbg !73
  %.105.3 = lshr i32 %.50, 16, !dbg !73
  %8 = insertelement <4 x i32> poison, i32 %t86.1, i64 0, !dbg !73
  %9 = insertelement <4 x i32> %8, i32 %.105.1, i64 1, !dbg !73
  %10 = insertelement <4 x i32> %9, i32 %.95.2, i64 2, !dbg !73
  %11 = insertelement <4 x i32> %10, i32 %.105.3, i64 3, !dbg !73
  %12 = trunc <4 x i32> %11 to <4 x i16>, !dbg !73
  store <4 x i16> %12, ptr addrspace(1) %t120, align 2, !dbg !72
  ret void, !dbg !72
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eLens_5bfloat32_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #1 !dbg !74 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !75
  %t1 = sext i32 %.10 to i64, !dbg !75
  %.11 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !76
  %.12 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.11), !dbg !76
  %0 = lshr i32 %.12, 3, !dbg !76
  %1 = and i32 %0, 536870910, !dbg !76
  %.15 = shl i32 %.12, 4, !dbg !76
  %2 = and i32 %.15, 240, !dbg !76
  %narrow = add nuw nsw i32 %2, %1, !dbg !76
  %.19 = zext i32 %narrow to i64, !dbg !76
  %.20 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.19, !dbg !76
  %t7 = mul nsw i64 %t1, 3, !dbg !77
  %t9 = add nsw i64 %t7, 2, !dbg !78
  %t19 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t7, !dbg !79
  %t21 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t9, !dbg !80
  %t24 = shl nsw i64 %t1, 6, !dbg !81
  %t43 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t24, !dbg !82
  %3 = load <2 x i32>, ptr addrspace(1) %.20, align 4, !dbg !76
  %4 = and <2 x i32> %3, <i32 2147483647, i32 2147483647>, !dbg !76
  %5 = add <2 x i32> %3, <i32 4096, i32 4096>, !dbg !76
  %6 = and <2 x i32> %5, <i32 -8192, i32 -8192>, !dbg !76
  %7 = icmp eq <2 x i32> %4, <i32 2139095040, i32 2139095040>, !dbg !76
  %8 = select <2 x i1> %7, <2 x i32> %3, <2 x i32> %6, !dbg !76
  %9 = icmp ugt <2 x i32> %4, <i32 2139095040, i32 2139095040>, !dbg !76
  %10 = select <2 x i1> %9, <2 x i32> <i32 2147483647, i32 2147483647>, <2 x i32> %8, !dbg !76
  store <2 x i32> <i32 2, i32 2>, ptr addrspace(1) %t19, align 4, !dbg !79
  store i32 4, ptr addrspace(1) %t21, align 4, !dbg !80
  store <2 x i32> %10, ptr addrspace(1) %t43, align 4, !dbg !82
  %11 = extractelement <2 x i32> %10, i64 1, !dbg !83
  %t69 = and i32 %11, 2147483647, !dbg !83
  %t70 = icmp ugt i32 %t69, 2139095040, !dbg !83
  %t71 = and i32 %11, 2139095040, !dbg !83
  %t72 = icmp eq i32 %t71, 2139095040, !dbg !83
  %t73 = add nuw i32 %11, 4096, !dbg !83
  %t74 = and i32 %t73, -8192, !dbg !83
  %t75 = select i1 %t72, i32 %11, i32 %t74, !dbg !83
  %t76 = select i1 %t70, i32 2147483647, i32 %t75, !dbg !83
  %t92 = add nsw i64 %t24, 4096, !dbg !84
  %t110 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t92, !dbg !85
  store i32 %t76, ptr addrspace(1) %t110, align 4, !dbg !85
  %t99.1 = add nsw i64 %t24, 4097, !dbg !86
  %t110.1 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t99.1, !dbg !85
  store i32 %11, ptr addrspace(1) %t110.1, align 4, !dbg !85
  ret void, !dbg !85
}

; Function Attrs: mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eLayouts_5bkern_2eFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture readonly %a12, i64 %a13, i64 %a14, i64 %a15) local_unnamed_addr #2 !dbg !87 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !89
  %t1 = sext i32 %.16 to i64, !dbg !89
  %t3 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t1, !dbg !90
  %.17 = load i32, ptr addrspace(1) %t3, align 4, !dbg !90, !amdgpu.noclobber !6
  %t5 = shl nsw i64 %t1, 5, !dbg !91
  %t6 = mul i64 %t5, %a15, !dbg !92
  %t11 = and i32 %.17, 1, !dbg !93
  %t12.not = icmp eq i32 %t11, 0, !dbg !94
  %t13 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t6, !dbg !95
  %.247 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !96
  %.248 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.247), !dbg !96
  %.251 = and i32 %.248, 15, !dbg !96
  %.252 = zext i32 %.251 to i64, !dbg !96
  %0 = lshr i32 %.248, 2, !dbg !96
  %1 = and i32 %0, 1073741820, !dbg !96
  %.253 = zext i32 %1 to i64, !dbg !96
  br i1 %t12.not, label %b12, label %b1, !dbg !94

b1:                                               ; preds = %entry
  %.25 = mul i64 %.253, %a15, !dbg !95
  %.26 = add i64 %.25, %.252, !dbg !95
  %.27 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.26
  %.28 = load i16, ptr addrspace(1) %.27, align 2, !dbg !95, !amdgpu.noclobber !6
  %.29 = zext i16 %.28 to i32, !dbg !95
  %.31 = add i64 %.26, %a15, !dbg !95
  %.32 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.31
  %.33 = load i16, ptr addrspace(1) %.32, align 2, !dbg !95, !amdgpu.noclobber !6
  %.34 = zext i16 %.33 to i32, !dbg !95
  %.35 = shl nuw i32 %.34, 16, !dbg !95
  %.36 = or i32 %.35, %.29, !dbg !95
  %.37 = shl i64 %a15, 1, !dbg !95
  %.38 = add i64 %.26, %.37, !dbg !95
  %.39 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.38
  %.40 = load i16, ptr addrspace(1) %.39, align 2, !dbg !95, !amdgpu.noclobber !6
  %.41 = zext i16 %.40 to i32, !dbg !95
  %.42 = mul i64 %a15, 3, !dbg !95
  %.43 = add i64 %.26, %.42, !dbg !95
  %.44 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.43
  %.45 = load i16, ptr addrspace(1) %.44, align 2, !dbg !95, !amdgpu.noclobber !6
  %.46 = zext i16 %.45 to i32, !dbg !95
  %.47 = shl nuw i32 %.46, 16, !dbg !95
  %.48 = or i32 %.47, %.41, !dbg !95
  br label %b2, !dbg !95

b2:                                               ; preds = %frag.wide.260, %frag.narrow.261, %b1
  %.36.pn = phi i32 [ %.36, %b1 ], [ %.264, %frag.wide.260 ], [ %.274, %frag.narrow.261 ]
  %.48.pn = phi i32 [ %.48, %b1 ], [ %.265, %frag.wide.260 ], [ %.284, %frag.narrow.261 ]
  %t17 = and i32 %.17, 2, !dbg !97
  %t18.not = icmp eq i32 %t17, 0, !dbg !98
  %t19 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t6, !dbg !99
  %.214 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !96
  %.215 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.214), !dbg !96
  %.218 = and i32 %.215, 15, !dbg !96
  %.219 = zext i32 %.218 to i64, !dbg !96
  %2 = lshr i32 %.215, 2, !dbg !96
  %3 = and i32 %2, 1073741820, !dbg !96
  %.220 = zext i32 %3 to i64, !dbg !96
  br i1 %t18.not, label %b11, label %b3, !dbg !98

b3:                                               ; preds = %b2
  %.58 = mul i64 %.219, %a15, !dbg !99
  %.59 = add i64 %.58, %.220, !dbg !99
  %.60 = getelementptr inbounds i16, ptr addrspace(1) %t19, i64 %.59
  %4 = addrspacecast ptr addrspace(1) %.60 to ptr
  %.61 = ptrtoint ptr %4 to i64, !dbg !99
  %.62 = and i64 %.61, 3, !dbg !99
  %.63 = icmp eq i64 %.62, 0, !dbg !99
  br i1 %.63, label %frag.wide.64, label %frag.narrow.65, !dbg !99

frag.wide.64:                                     ; preds = %b3
  %.67 = load <2 x i32>, ptr addrspace(1) %.60, align 4, !dbg !99, !amdgpu.noclobber !6
  %.68 = extractelement <2 x i32> %.67, i64 0, !dbg !99
  %.69 = extractelement <2 x i32> %.67, i64 1, !dbg !99
  br label %b4, !dbg !99

frag.narrow.65:                                   ; preds = %b3
  %.71 = load i16, ptr addrspace(1) %.60, align 2, !dbg !99, !amdgpu.noclobber !6
  %.72 = zext i16 %.71 to i32, !dbg !99
  %.73 = add i64 %.59, 1, !dbg !99
  %.74 = getelementptr inbounds i16, ptr addrspace(1) %t19, i64 %.73
  %.75 = load i16, ptr addrspace(1) %.74, align 2, !dbg !99, !amdgpu.noclobber !6
  %.76 = zext i16 %.75 to i32, !dbg !99
  %.77 = shl nuw i32 %.76, 16, !dbg !99
  %.78 = or i32 %.77, %.72, !dbg !99
  %.79 = add i64 %.59, 2, !dbg !99
  %.80 = getelementptr inbounds i16, ptr addrspace(1) %t19, i64 %.79
  %.81 = load i16, ptr addrspace(1) %.80, align 2, !dbg !99, !amdgpu.noclobber !6
  %.82 = zext i16 %.81 to i32, !dbg !99
  %.83 = add i64 %.59, 3, !dbg !99
  %.84 = getelementptr inbounds i16, ptr addrspace(1) %t19, i64 %.83
  %.85 = load i16, ptr addrspace(1) %.84, align 2, !dbg !99, !amdgpu.noclobber !6
  %.86 = zext i16 %.85 to i32, !dbg !99
  %.87 = shl nuw i32 %.86, 16, !dbg !99
  %.88 = or i32 %.87, %.82, !dbg !99
  br label %b4, !dbg !99

b4:                                               ; preds = %frag.wide.64, %frag.narrow.65, %b11
  %.89.pn = phi i32 [ %.232, %b11 ], [ %.68, %frag.wide.64 ], [ %.78, %frag.narrow.65 ]
  %.90.pn = phi i32 [ %.244, %b11 ], [ %.69, %frag.wide.64 ], [ %.88, %frag.narrow.65 ]
  %t23 = and i32 %.17, 4, !dbg !100
  %t24.not = icmp eq i32 %t23, 0, !dbg !101
  %t25 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t6, !dbg !102
  %.187 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !96
  %.188 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.187), !dbg !96
  %.191 = and i32 %.188, 15, !dbg !96
  %.192 = zext i32 %.191 to i64, !dbg !96
  %5 = lshr i32 %.188, 2, !dbg !96
  %6 = and i32 %5, 1073741820, !dbg !96
  %.193 = zext i32 %6 to i64, !dbg !96
  br i1 %t24.not, label %b10, label %b5, !dbg !101

b5:                                               ; preds = %b4
  %.100 = mul i64 %.192, %a15, !dbg !102
  %.101 = add i64 %.100, %.193, !dbg !102
  %.104 = add i64 %.101, 1, !dbg !102
  %.107 = add i64 %.101, 2, !dbg !102
  %.110 = add i64 %.101, 3, !dbg !102
  br label %b6, !dbg !102

b6:                                               ; preds = %b10, %b5
  %.101.pn = phi i64 [ %.101, %b5 ], [ %.195, %b10 ]
  %.104.pn = phi i64 [ %.104, %b5 ], [ %.199, %b10 ]
  %.107.pn = phi i64 [ %.107, %b5 ], [ %.203, %b10 ]
  %.110.pn = phi i64 [ %.110, %b5 ], [ %.207, %b10 ]
  %.112.pn.in = getelementptr inbounds float, ptr addrspace(1) %t25, i64 %.110.pn
  %.109.pn.in = getelementptr inbounds float, ptr addrspace(1) %t25, i64 %.107.pn
  %.106.pn.in = getelementptr inbounds float, ptr addrspace(1) %t25, i64 %.104.pn
  %.103.pn.in = getelementptr inbounds float, ptr addrspace(1) %t25, i64 %.101.pn
  %.112.pn = load float, ptr addrspace(1) %.112.pn.in, align 4, !dbg !96
  %.109.pn = load float, ptr addrspace(1) %.109.pn.in, align 4, !dbg !96
  %.106.pn = load float, ptr addrspace(1) %.106.pn.in, align 4, !dbg !96
  %.103.pn = load float, ptr addrspace(1) %.103.pn.in, align 4, !dbg !96
  %.118 = insertelement <4 x float> poison, float %.103.pn, i64 0, !dbg !103
  %.120 = insertelement <4 x float> %.118, float %.106.pn, i64 1, !dbg !103
  %.122 = insertelement <4 x float> %.120, float %.109.pn, i64 2, !dbg !103
  %.124 = insertelement <4 x float> %.122, float %.112.pn, i64 3, !dbg !103
  %.126 = insertelement <2 x i32> poison, i32 %.36.pn, i64 0, !dbg !103
  %.128 = insertelement <2 x i32> %.126, i32 %.48.pn, i64 1, !dbg !103
  %.129 = bitcast <2 x i32> %.128 to <4 x half>, !dbg !103
  %.131 = insertelement <2 x i32> poison, i32 %.89.pn, i64 0, !dbg !103
  %.133 = insertelement <2 x i32> %.131, i32 %.90.pn, i64 1, !dbg !103
  %.134 = bitcast <2 x i32> %.133 to <4 x half>, !dbg !103
  %.135 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.129, <4 x half> %.134, <4 x float> %.124, i32 0, i32 0, i32 0), !dbg !103
  %.138 = extractelement <4 x float> %.135, i64 2, !dbg !103
  %t30 = and i32 %.17, 8, !dbg !104
  %t31.not = icmp eq i32 %t30, 0, !dbg !105
  %t32 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t6, !dbg !106
  %.164 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !96
  %.165 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.164), !dbg !96
  %.168 = and i32 %.165, 15, !dbg !96
  %.169 = zext i32 %.168 to i64, !dbg !96
  %7 = lshr i32 %.165, 2, !dbg !96
  %8 = and i32 %7, 1073741820, !dbg !96
  %.170 = zext i32 %8 to i64, !dbg !96
  br i1 %t31.not, label %b9, label %b7, !dbg !105

b7:                                               ; preds = %b6
  %.151 = mul i64 %.169, %a15, !dbg !106
  %.152 = add i64 %.151, %.170, !dbg !106
  %.154 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.152
  %9 = shufflevector <4 x float> %.135, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !106
  store <2 x float> %9, ptr addrspace(1) %.154, align 4, !dbg !106
  %.159 = add i64 %.152, 2, !dbg !106
  %.160 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.159
  store float %.138, ptr addrspace(1) %.160, align 4, !dbg !106
  %.162 = add i64 %.152, 3, !dbg !106
  br label %b8, !dbg !106

b8:                                               ; preds = %b9, %b7
  %.185.sink = phi i64 [ %.185, %b9 ], [ %.162, %b7 ]
  %.139 = extractelement <4 x float> %.135, i64 3, !dbg !103
  %.186 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.185.sink
  store float %.139, ptr addrspace(1) %.186, align 4, !dbg !96
  ret void, !dbg !107

b9:                                               ; preds = %b6
  %.137 = extractelement <4 x float> %.135, i64 1, !dbg !103
  %.136 = extractelement <4 x float> %.135, i64 0, !dbg !103
  %.171 = mul i64 %.170, %a15, !dbg !108
  %.172 = add i64 %.171, %.169, !dbg !108
  %.174 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.172
  store float %.136, ptr addrspace(1) %.174, align 4, !dbg !108
  %.177 = add i64 %.172, %a15, !dbg !108
  %.178 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.177
  store float %.137, ptr addrspace(1) %.178, align 4, !dbg !108
  %.180 = shl i64 %a15, 1, !dbg !108
  %.181 = add i64 %.172, %.180, !dbg !108
  %.182 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.181
  store float %.138, ptr addrspace(1) %.182, align 4, !dbg !108
  %.184 = mul i64 %a15, 3, !dbg !108
  %.185 = add i64 %.172, %.184, !dbg !108
  br label %b8, !dbg !108

b10:                                              ; preds = %b4
  %.194 = mul i64 %.193, %a15, !dbg !109
  %.195 = add i64 %.194, %.192, !dbg !109
  %.199 = add i64 %.195, %a15, !dbg !109
  %.202 = shl i64 %a15, 1, !dbg !109
  %.203 = add i64 %.195, %.202, !dbg !109
  %.206 = mul i64 %a15, 3, !dbg !109
  %.207 = add i64 %.195, %.206, !dbg !109
  br label %b6, !dbg !109

b11:                                              ; preds = %b2
  %.221 = mul i64 %.220, %a15, !dbg !110
  %.222 = add i64 %.221, %.219, !dbg !110
  %.223 = getelementptr inbounds i16, ptr addrspace(1) %t19, i64 %.222
  %.224 = load i16, ptr addrspace(1) %.223, align 2, !dbg !110, !amdgpu.noclobber !6
  %.225 = zext i16 %.224 to i32, !dbg !110
  %.227 = add i64 %.222, %a15, !dbg !110
  %.228 = getelementptr inbounds i16, ptr addrspace(1) %t19, i64 %.227
  %.229 = load i16, ptr addrspace(1) %.228, align 2, !dbg !110, !amdgpu.noclobber !6
  %.230 = zext i16 %.229 to i32, !dbg !110
  %.231 = shl nuw i32 %.230, 16, !dbg !110
  %.232 = or i32 %.231, %.225, !dbg !110
  %.233 = shl i64 %a15, 1, !dbg !110
  %.234 = add i64 %.222, %.233, !dbg !110
  %.235 = getelementptr inbounds i16, ptr addrspace(1) %t19, i64 %.234
  %.236 = load i16, ptr addrspace(1) %.235, align 2, !dbg !110, !amdgpu.noclobber !6
  %.237 = zext i16 %.236 to i32, !dbg !110
  %.238 = mul i64 %a15, 3, !dbg !110
  %.239 = add i64 %.222, %.238, !dbg !110
  %.240 = getelementptr inbounds i16, ptr addrspace(1) %t19, i64 %.239
  %.241 = load i16, ptr addrspace(1) %.240, align 2, !dbg !110, !amdgpu.noclobber !6
  %.242 = zext i16 %.241 to i32, !dbg !110
  %.243 = shl nuw i32 %.242, 16, !dbg !110
  %.244 = or i32 %.243, %.237, !dbg !110
  br label %b4, !dbg !110

b12:                                              ; preds = %entry
  %.254 = mul i64 %.252, %a15, !dbg !111
  %.255 = add i64 %.254, %.253, !dbg !111
  %.256 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.255
  %10 = addrspacecast ptr addrspace(1) %.256 to ptr
  %.257 = ptrtoint ptr %10 to i64, !dbg !111
  %.258 = and i64 %.257, 3, !dbg !111
  %.259 = icmp eq i64 %.258, 0, !dbg !111
  br i1 %.259, label %frag.wide.260, label %frag.narrow.261, !dbg !111

frag.wide.260:                                    ; preds = %b12
  %.263 = load <2 x i32>, ptr addrspace(1) %.256, align 4, !dbg !111, !amdgpu.noclobber !6
  %.264 = extractelement <2 x i32> %.263, i64 0, !dbg !111
  %.265 = extractelement <2 x i32> %.263, i64 1, !dbg !111
  br label %b2, !dbg !111

frag.narrow.261:                                  ; preds = %b12
  %.267 = load i16, ptr addrspace(1) %.256, align 2, !dbg !111, !amdgpu.noclobber !6
  %.268 = zext i16 %.267 to i32, !dbg !111
  %.269 = add i64 %.255, 1, !dbg !111
  %.270 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.269
  %.271 = load i16, ptr addrspace(1) %.270, align 2, !dbg !111, !amdgpu.noclobber !6
  %.272 = zext i16 %.271 to i32, !dbg !111
  %.273 = shl nuw i32 %.272, 16, !dbg !111
  %.274 = or i32 %.273, %.268, !dbg !111
  %.275 = add i64 %.255, 2, !dbg !111
  %.276 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.275
  %.277 = load i16, ptr addrspace(1) %.276, align 2, !dbg !111, !amdgpu.noclobber !6
  %.278 = zext i16 %.277 to i32, !dbg !111
  %.279 = add i64 %.255, 3, !dbg !111
  %.280 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.279
  %.281 = load i16, ptr addrspace(1) %.280, align 2, !dbg !111, !amdgpu.noclobber !6
  %.282 = zext i16 %.281 to i32, !dbg !111
  %.283 = shl nuw i32 %.282, 16, !dbg !111
  %.284 = or i32 %.283, %.278, !dbg !111
  br label %b2, !dbg !111
}

; Function Attrs: mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eLayouts_5bkern_2eBFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture readonly %a12, i64 %a13, i64 %a14, i64 %a15) local_unnamed_addr #2 !dbg !112 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !113
  %t1 = sext i32 %.16 to i64, !dbg !113
  %t3 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t1, !dbg !114
  %.17 = load i32, ptr addrspace(1) %t3, align 4, !dbg !114, !amdgpu.noclobber !6
  %t5 = shl nsw i64 %t1, 5, !dbg !115
  %t6 = mul i64 %t5, %a15, !dbg !116
  %t11 = and i32 %.17, 1, !dbg !117
  %t12.not = icmp eq i32 %t11, 0, !dbg !118
  %t13 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t6, !dbg !119
  %.247 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !120
  %.248 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.247), !dbg !120
  %.251 = and i32 %.248, 15, !dbg !120
  %.252 = zext i32 %.251 to i64, !dbg !120
  %0 = lshr i32 %.248, 2, !dbg !120
  %1 = and i32 %0, 1073741820, !dbg !120
  %.253 = zext i32 %1 to i64, !dbg !120
  br i1 %t12.not, label %b12, label %b1, !dbg !118

b1:                                               ; preds = %entry
  %.25 = mul i64 %.253, %a15, !dbg !119
  %.26 = add i64 %.25, %.252, !dbg !119
  %.27 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.26
  %.28 = load i16, ptr addrspace(1) %.27, align 2, !dbg !119, !amdgpu.noclobber !6
  %.29 = zext i16 %.28 to i32, !dbg !119
  %.31 = add i64 %.26, %a15, !dbg !119
  %.32 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.31
  %.33 = load i16, ptr addrspace(1) %.32, align 2, !dbg !119, !amdgpu.noclobber !6
  %.34 = zext i16 %.33 to i32, !dbg !119
  %.35 = shl nuw i32 %.34, 16, !dbg !119
  %.36 = or i32 %.35, %.29, !dbg !119
  %.37 = shl i64 %a15, 1, !dbg !119
  %.38 = add i64 %.26, %.37, !dbg !119
  %.39 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.38
  %.40 = load i16, ptr addrspace(1) %.39, align 2, !dbg !119, !amdgpu.noclobber !6
  %.41 = zext i16 %.40 to i32, !dbg !119
  %.42 = mul i64 %a15, 3, !dbg !119
  %.43 = add i64 %.26, %.42, !dbg !119
  %.44 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.43
  %.45 = load i16, ptr addrspace(1) %.44, align 2, !dbg !119, !amdgpu.noclobber !6
  %.46 = zext i16 %.45 to i32, !dbg !119
  %.47 = shl nuw i32 %.46, 16, !dbg !119
  %.48 = or i32 %.47, %.41, !dbg !119
  br label %b2, !dbg !119

b2:                                               ; preds = %frag.wide.260, %frag.narrow.261, %b1
  %.36.pn = phi i32 [ %.36, %b1 ], [ %.264, %frag.wide.260 ], [ %.274, %frag.narrow.261 ]
  %.48.pn = phi i32 [ %.48, %b1 ], [ %.265, %frag.wide.260 ], [ %.284, %frag.narrow.261 ]
  %t17 = and i32 %.17, 2, !dbg !121
  %t18.not = icmp eq i32 %t17, 0, !dbg !122
  %t19 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t6, !dbg !123
  %.214 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !120
  %.215 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.214), !dbg !120
  %.218 = and i32 %.215, 15, !dbg !120
  %.219 = zext i32 %.218 to i64, !dbg !120
  %2 = lshr i32 %.215, 2, !dbg !120
  %3 = and i32 %2, 1073741820, !dbg !120
  %.220 = zext i32 %3 to i64, !dbg !120
  br i1 %t18.not, label %b11, label %b3, !dbg !122

b3:                                               ; preds = %b2
  %.58 = mul i64 %.219, %a15, !dbg !123
  %.59 = add i64 %.58, %.220, !dbg !123
  %.60 = getelementptr inbounds i16, ptr addrspace(1) %t19, i64 %.59
  %4 = addrspacecast ptr addrspace(1) %.60 to ptr
  %.61 = ptrtoint ptr %4 to i64, !dbg !123
  %.62 = and i64 %.61, 3, !dbg !123
  %.63 = icmp eq i64 %.62, 0, !dbg !123
  br i1 %.63, label %frag.wide.64, label %frag.narrow.65, !dbg !123

frag.wide.64:                                     ; preds = %b3
  %.67 = load <2 x i32>, ptr addrspace(1) %.60, align 4, !dbg !123, !amdgpu.noclobber !6
  %.68 = extractelement <2 x i32> %.67, i64 0, !dbg !123
  %.69 = extractelement <2 x i32> %.67, i64 1, !dbg !123
  br label %b4, !dbg !123

frag.narrow.65:                                   ; preds = %b3
  %.71 = load i16, ptr addrspace(1) %.60, align 2, !dbg !123, !amdgpu.noclobber !6
  %.72 = zext i16 %.71 to i32, !dbg !123
  %.73 = add i64 %.59, 1, !dbg !123
  %.74 = getelementptr inbounds i16, ptr addrspace(1) %t19, i64 %.73
  %.75 = load i16, ptr addrspace(1) %.74, align 2, !dbg !123, !amdgpu.noclobber !6
  %.76 = zext i16 %.75 to i32, !dbg !123
  %.77 = shl nuw i32 %.76, 16, !dbg !123
  %.78 = or i32 %.77, %.72, !dbg !123
  %.79 = add i64 %.59, 2, !dbg !123
  %.80 = getelementptr inbounds i16, ptr addrspace(1) %t19, i64 %.79
  %.81 = load i16, ptr addrspace(1) %.80, align 2, !dbg !123, !amdgpu.noclobber !6
  %.82 = zext i16 %.81 to i32, !dbg !123
  %.83 = add i64 %.59, 3, !dbg !123
  %.84 = getelementptr inbounds i16, ptr addrspace(1) %t19, i64 %.83
  %.85 = load i16, ptr addrspace(1) %.84, align 2, !dbg !123, !amdgpu.noclobber !6
  %.86 = zext i16 %.85 to i32, !dbg !123
  %.87 = shl nuw i32 %.86, 16, !dbg !123
  %.88 = or i32 %.87, %.82, !dbg !123
  br label %b4, !dbg !123

b4:                                               ; preds = %frag.wide.64, %frag.narrow.65, %b11
  %.89.pn = phi i32 [ %.232, %b11 ], [ %.68, %frag.wide.64 ], [ %.78, %frag.narrow.65 ]
  %.90.pn = phi i32 [ %.244, %b11 ], [ %.69, %frag.wide.64 ], [ %.88, %frag.narrow.65 ]
  %t23 = and i32 %.17, 4, !dbg !124
  %t24.not = icmp eq i32 %t23, 0, !dbg !125
  %t25 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t6, !dbg !126
  %.187 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !120
  %.188 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.187), !dbg !120
  %.191 = and i32 %.188, 15, !dbg !120
  %.192 = zext i32 %.191 to i64, !dbg !120
  %5 = lshr i32 %.188, 2, !dbg !120
  %6 = and i32 %5, 1073741820, !dbg !120
  %.193 = zext i32 %6 to i64, !dbg !120
  br i1 %t24.not, label %b10, label %b5, !dbg !125

b5:                                               ; preds = %b4
  %.100 = mul i64 %.192, %a15, !dbg !126
  %.101 = add i64 %.100, %.193, !dbg !126
  %.104 = add i64 %.101, 1, !dbg !126
  %.107 = add i64 %.101, 2, !dbg !126
  %.110 = add i64 %.101, 3, !dbg !126
  br label %b6, !dbg !126

b6:                                               ; preds = %b10, %b5
  %.101.pn = phi i64 [ %.101, %b5 ], [ %.195, %b10 ]
  %.104.pn = phi i64 [ %.104, %b5 ], [ %.199, %b10 ]
  %.107.pn = phi i64 [ %.107, %b5 ], [ %.203, %b10 ]
  %.110.pn = phi i64 [ %.110, %b5 ], [ %.207, %b10 ]
  %.112.pn.in = getelementptr inbounds float, ptr addrspace(1) %t25, i64 %.110.pn
  %.109.pn.in = getelementptr inbounds float, ptr addrspace(1) %t25, i64 %.107.pn
  %.106.pn.in = getelementptr inbounds float, ptr addrspace(1) %t25, i64 %.104.pn
  %.103.pn.in = getelementptr inbounds float, ptr addrspace(1) %t25, i64 %.101.pn
  %.112.pn = load float, ptr addrspace(1) %.112.pn.in, align 4, !dbg !120
  %.109.pn = load float, ptr addrspace(1) %.109.pn.in, align 4, !dbg !120
  %.106.pn = load float, ptr addrspace(1) %.106.pn.in, align 4, !dbg !120
  %.103.pn = load float, ptr addrspace(1) %.103.pn.in, align 4, !dbg !120
  %.118 = insertelement <4 x float> poison, float %.103.pn, i64 0, !dbg !127
  %.120 = insertelement <4 x float> %.118, float %.106.pn, i64 1, !dbg !127
  %.122 = insertelement <4 x float> %.120, float %.109.pn, i64 2, !dbg !127
  %.124 = insertelement <4 x float> %.122, float %.112.pn, i64 3, !dbg !127
  %.126 = insertelement <2 x i32> poison, i32 %.36.pn, i64 0, !dbg !127
  %.128 = insertelement <2 x i32> %.126, i32 %.48.pn, i64 1, !dbg !127
  %.129 = bitcast <2 x i32> %.128 to <4 x i16>, !dbg !127
  %.131 = insertelement <2 x i32> poison, i32 %.89.pn, i64 0, !dbg !127
  %.133 = insertelement <2 x i32> %.131, i32 %.90.pn, i64 1, !dbg !127
  %.134 = bitcast <2 x i32> %.133 to <4 x i16>, !dbg !127
  %.135 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.129, <4 x i16> %.134, <4 x float> %.124, i32 0, i32 0, i32 0), !dbg !127
  %.138 = extractelement <4 x float> %.135, i64 2, !dbg !127
  %t30 = and i32 %.17, 8, !dbg !128
  %t31.not = icmp eq i32 %t30, 0, !dbg !129
  %t32 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t6, !dbg !130
  %.164 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !120
  %.165 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.164), !dbg !120
  %.168 = and i32 %.165, 15, !dbg !120
  %.169 = zext i32 %.168 to i64, !dbg !120
  %7 = lshr i32 %.165, 2, !dbg !120
  %8 = and i32 %7, 1073741820, !dbg !120
  %.170 = zext i32 %8 to i64, !dbg !120
  br i1 %t31.not, label %b9, label %b7, !dbg !129

b7:                                               ; preds = %b6
  %.151 = mul i64 %.169, %a15, !dbg !130
  %.152 = add i64 %.151, %.170, !dbg !130
  %.154 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.152
  %9 = shufflevector <4 x float> %.135, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !130
  store <2 x float> %9, ptr addrspace(1) %.154, align 4, !dbg !130
  %.159 = add i64 %.152, 2, !dbg !130
  %.160 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.159
  store float %.138, ptr addrspace(1) %.160, align 4, !dbg !130
  %.162 = add i64 %.152, 3, !dbg !130
  br label %b8, !dbg !130

b8:                                               ; preds = %b9, %b7
  %.185.sink = phi i64 [ %.185, %b9 ], [ %.162, %b7 ]
  %.139 = extractelement <4 x float> %.135, i64 3, !dbg !127
  %.186 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.185.sink
  store float %.139, ptr addrspace(1) %.186, align 4, !dbg !120
  ret void, !dbg !131

b9:                                               ; preds = %b6
  %.137 = extractelement <4 x float> %.135, i64 1, !dbg !127
  %.136 = extractelement <4 x float> %.135, i64 0, !dbg !127
  %.171 = mul i64 %.170, %a15, !dbg !132
  %.172 = add i64 %.171, %.169, !dbg !132
  %.174 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.172
  store float %.136, ptr addrspace(1) %.174, align 4, !dbg !132
  %.177 = add i64 %.172, %a15, !dbg !132
  %.178 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.177
  store float %.137, ptr addrspace(1) %.178, align 4, !dbg !132
  %.180 = shl i64 %a15, 1, !dbg !132
  %.181 = add i64 %.172, %.180, !dbg !132
  %.182 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.181
  store float %.138, ptr addrspace(1) %.182, align 4, !dbg !132
  %.184 = mul i64 %a15, 3, !dbg !132
  %.185 = add i64 %.172, %.184, !dbg !132
  br label %b8, !dbg !132

b10:                                              ; preds = %b4
  %.194 = mul i64 %.193, %a15, !dbg !133
  %.195 = add i64 %.194, %.192, !dbg !133
  %.199 = add i64 %.195, %a15, !dbg !133
  %.202 = shl i64 %a15, 1, !dbg !133
  %.203 = add i64 %.195, %.202, !dbg !133
  %.206 = mul i64 %a15, 3, !dbg !133
  %.207 = add i64 %.195, %.206, !dbg !133
  br label %b6, !dbg !133

b11:                                              ; preds = %b2
  %.221 = mul i64 %.220, %a15, !dbg !134
  %.222 = add i64 %.221, %.219, !dbg !134
  %.223 = getelementptr inbounds i16, ptr addrspace(1) %t19, i64 %.222
  %.224 = load i16, ptr addrspace(1) %.223, align 2, !dbg !134, !amdgpu.noclobber !6
  %.225 = zext i16 %.224 to i32, !dbg !134
  %.227 = add i64 %.222, %a15, !dbg !134
  %.228 = getelementptr inbounds i16, ptr addrspace(1) %t19, i64 %.227
  %.229 = load i16, ptr addrspace(1) %.228, align 2, !dbg !134, !amdgpu.noclobber !6
  %.230 = zext i16 %.229 to i32, !dbg !134
  %.231 = shl nuw i32 %.230, 16, !dbg !134
  %.232 = or i32 %.231, %.225, !dbg !134
  %.233 = shl i64 %a15, 1, !dbg !134
  %.234 = add i64 %.222, %.233, !dbg !134
  %.235 = getelementptr inbounds i16, ptr addrspace(1) %t19, i64 %.234
  %.236 = load i16, ptr addrspace(1) %.235, align 2, !dbg !134, !amdgpu.noclobber !6
  %.237 = zext i16 %.236 to i32, !dbg !134
  %.238 = mul i64 %a15, 3, !dbg !134
  %.239 = add i64 %.222, %.238, !dbg !134
  %.240 = getelementptr inbounds i16, ptr addrspace(1) %t19, i64 %.239
  %.241 = load i16, ptr addrspace(1) %.240, align 2, !dbg !134, !amdgpu.noclobber !6
  %.242 = zext i16 %.241 to i32, !dbg !134
  %.243 = shl nuw i32 %.242, 16, !dbg !134
  %.244 = or i32 %.243, %.237, !dbg !134
  br label %b4, !dbg !134

b12:                                              ; preds = %entry
  %.254 = mul i64 %.252, %a15, !dbg !135
  %.255 = add i64 %.254, %.253, !dbg !135
  %.256 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.255
  %10 = addrspacecast ptr addrspace(1) %.256 to ptr
  %.257 = ptrtoint ptr %10 to i64, !dbg !135
  %.258 = and i64 %.257, 3, !dbg !135
  %.259 = icmp eq i64 %.258, 0, !dbg !135
  br i1 %.259, label %frag.wide.260, label %frag.narrow.261, !dbg !135

frag.wide.260:                                    ; preds = %b12
  %.263 = load <2 x i32>, ptr addrspace(1) %.256, align 4, !dbg !135, !amdgpu.noclobber !6
  %.264 = extractelement <2 x i32> %.263, i64 0, !dbg !135
  %.265 = extractelement <2 x i32> %.263, i64 1, !dbg !135
  br label %b2, !dbg !135

frag.narrow.261:                                  ; preds = %b12
  %.267 = load i16, ptr addrspace(1) %.256, align 2, !dbg !135, !amdgpu.noclobber !6
  %.268 = zext i16 %.267 to i32, !dbg !135
  %.269 = add i64 %.255, 1, !dbg !135
  %.270 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.269
  %.271 = load i16, ptr addrspace(1) %.270, align 2, !dbg !135, !amdgpu.noclobber !6
  %.272 = zext i16 %.271 to i32, !dbg !135
  %.273 = shl nuw i32 %.272, 16, !dbg !135
  %.274 = or i32 %.273, %.268, !dbg !135
  %.275 = add i64 %.255, 2, !dbg !135
  %.276 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.275
  %.277 = load i16, ptr addrspace(1) %.276, align 2, !dbg !135, !amdgpu.noclobber !6
  %.278 = zext i16 %.277 to i32, !dbg !135
  %.279 = add i64 %.255, 3, !dbg !135
  %.280 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.279
  %.281 = load i16, ptr addrspace(1) %.280, align 2, !dbg !135, !amdgpu.noclobber !6
  %.282 = zext i16 %.281 to i32, !dbg !135
  %.283 = shl nuw i32 %.282, 16, !dbg !135
  %.284 = or i32 %.283, %.278, !dbg !135
  br label %b2, !dbg !135
}

; Function Attrs: mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eLayouts_5bfloat32_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture readonly %a12, i64 %a13, i64 %a14, i64 %a15) local_unnamed_addr #2 !dbg !136 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !137
  %t1 = sext i32 %.16 to i64, !dbg !137
  %t3 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t1, !dbg !138
  %.17 = load i32, ptr addrspace(1) %t3, align 4, !dbg !138, !amdgpu.noclobber !6
  %t5 = shl nsw i64 %t1, 5, !dbg !139
  %t6 = mul i64 %t5, %a15, !dbg !140
  %t11 = and i32 %.17, 1, !dbg !141
  %t12.not = icmp eq i32 %t11, 0, !dbg !142
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t6, !dbg !143
  %.239 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !144
  %.240 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.239), !dbg !144
  %.243 = and i32 %.240, 15, !dbg !144
  %.244 = zext i32 %.243 to i64, !dbg !144
  %0 = lshr i32 %.240, 3, !dbg !144
  %1 = and i32 %0, 536870910, !dbg !144
  %.245 = zext i32 %1 to i64, !dbg !144
  br i1 %t12.not, label %b12, label %b1, !dbg !142

b1:                                               ; preds = %entry
  %.25 = mul i64 %.245, %a15, !dbg !143
  %.26 = add i64 %.25, %.244, !dbg !143
  %.27 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.26
  %.287 = load i32, ptr addrspace(1) %.27, align 4, !dbg !143, !amdgpu.noclobber !6
  %.30 = and i32 %.287, 2147483647, !dbg !143
  %.31 = add i32 %.287, 4096, !dbg !143
  %.32 = and i32 %.31, -8192, !dbg !143
  %.33 = icmp eq i32 %.30, 2139095040, !dbg !143
  %.34 = select i1 %.33, i32 %.287, i32 %.32, !dbg !143
  %.35 = icmp ugt i32 %.30, 2139095040, !dbg !143
  %.36 = select i1 %.35, i32 2147483647, i32 %.34, !dbg !143
  %.38 = add i64 %.26, %a15, !dbg !143
  br label %b2, !dbg !143

b2:                                               ; preds = %b12, %b1
  %.258.sink = phi i64 [ %.258, %b12 ], [ %.38, %b1 ]
  %.36.pn = phi i32 [ %.257, %b12 ], [ %.36, %b1 ]
  %.259 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.258.sink
  %.2602 = load i32, ptr addrspace(1) %.259, align 4, !dbg !144
  %.262 = and i32 %.2602, 2147483647, !dbg !144
  %.263 = add i32 %.2602, 4096, !dbg !144
  %.264 = and i32 %.263, -8192, !dbg !144
  %.265 = icmp eq i32 %.262, 2139095040, !dbg !144
  %.266 = select i1 %.265, i32 %.2602, i32 %.264, !dbg !144
  %.267 = icmp ugt i32 %.262, 2139095040, !dbg !144
  %.268 = select i1 %.267, i32 2147483647, i32 %.266, !dbg !144
  %t17 = and i32 %.17, 2, !dbg !145
  %t18.not = icmp eq i32 %t17, 0, !dbg !146
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t6, !dbg !147
  %.206 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !144
  %.207 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.206), !dbg !144
  %.210 = and i32 %.207, 15, !dbg !144
  %.211 = zext i32 %.210 to i64, !dbg !144
  %2 = lshr i32 %.207, 3, !dbg !144
  %3 = and i32 %2, 536870910, !dbg !144
  %.212 = zext i32 %3 to i64, !dbg !144
  br i1 %t18.not, label %b11, label %b3, !dbg !146

b3:                                               ; preds = %b2
  %.58 = mul i64 %.211, %a15, !dbg !147
  %.59 = add i64 %.58, %.212, !dbg !147
  %.60 = getelementptr inbounds float, ptr addrspace(1) %t19, i64 %.59
  %.615 = load i32, ptr addrspace(1) %.60, align 4, !dbg !147, !amdgpu.noclobber !6
  %.63 = and i32 %.615, 2147483647, !dbg !147
  %.64 = add i32 %.615, 4096, !dbg !147
  %.65 = and i32 %.64, -8192, !dbg !147
  %.66 = icmp eq i32 %.63, 2139095040, !dbg !147
  %.67 = select i1 %.66, i32 %.615, i32 %.65, !dbg !147
  %.68 = icmp ugt i32 %.63, 2139095040, !dbg !147
  %.69 = select i1 %.68, i32 2147483647, i32 %.67, !dbg !147
  %.70 = add i64 %.59, 1, !dbg !147
  br label %b4, !dbg !147

b4:                                               ; preds = %b11, %b3
  %.226.sink = phi i64 [ %.226, %b11 ], [ %.70, %b3 ]
  %.69.pn = phi i32 [ %.224, %b11 ], [ %.69, %b3 ]
  %.227 = getelementptr inbounds float, ptr addrspace(1) %t19, i64 %.226.sink
  %.2284 = load i32, ptr addrspace(1) %.227, align 4, !dbg !144
  %.230 = and i32 %.2284, 2147483647, !dbg !144
  %.231 = add i32 %.2284, 4096, !dbg !144
  %.232 = and i32 %.231, -8192, !dbg !144
  %.233 = icmp eq i32 %.230, 2139095040, !dbg !144
  %.234 = select i1 %.233, i32 %.2284, i32 %.232, !dbg !144
  %.235 = icmp ugt i32 %.230, 2139095040, !dbg !144
  %.236 = select i1 %.235, i32 2147483647, i32 %.234, !dbg !144
  %t23 = and i32 %.17, 4, !dbg !148
  %t24.not = icmp eq i32 %t23, 0, !dbg !149
  %t25 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t6, !dbg !150
  %.179 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !144
  %.180 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.179), !dbg !144
  %.183 = and i32 %.180, 15, !dbg !144
  %.184 = zext i32 %.183 to i64, !dbg !144
  %4 = lshr i32 %.180, 2, !dbg !144
  %5 = and i32 %4, 1073741820, !dbg !144
  %.185 = zext i32 %5 to i64, !dbg !144
  br i1 %t24.not, label %b10, label %b5, !dbg !149

b5:                                               ; preds = %b4
  %.90 = mul i64 %.184, %a15, !dbg !150
  %.91 = add i64 %.90, %.185, !dbg !150
  %.94 = add i64 %.91, 1, !dbg !150
  %.97 = add i64 %.91, 2, !dbg !150
  %.100 = add i64 %.91, 3, !dbg !150
  br label %b6, !dbg !150

b6:                                               ; preds = %b10, %b5
  %.91.pn = phi i64 [ %.91, %b5 ], [ %.187, %b10 ]
  %.94.pn = phi i64 [ %.94, %b5 ], [ %.191, %b10 ]
  %.97.pn = phi i64 [ %.97, %b5 ], [ %.195, %b10 ]
  %.100.pn = phi i64 [ %.100, %b5 ], [ %.199, %b10 ]
  %.102.pn.in = getelementptr inbounds float, ptr addrspace(1) %t25, i64 %.100.pn
  %.99.pn.in = getelementptr inbounds float, ptr addrspace(1) %t25, i64 %.97.pn
  %.96.pn.in = getelementptr inbounds float, ptr addrspace(1) %t25, i64 %.94.pn
  %.93.pn.in = getelementptr inbounds float, ptr addrspace(1) %t25, i64 %.91.pn
  %.102.pn = load float, ptr addrspace(1) %.102.pn.in, align 4, !dbg !144
  %.99.pn = load float, ptr addrspace(1) %.99.pn.in, align 4, !dbg !144
  %.96.pn = load float, ptr addrspace(1) %.96.pn.in, align 4, !dbg !144
  %.93.pn = load float, ptr addrspace(1) %.93.pn.in, align 4, !dbg !144
  %.108 = insertelement <4 x float> poison, float %.93.pn, i64 0, !dbg !151
  %.110 = insertelement <4 x float> %.108, float %.96.pn, i64 1, !dbg !151
  %.112 = insertelement <4 x float> %.110, float %.99.pn, i64 2, !dbg !151
  %.114 = insertelement <4 x float> %.112, float %.102.pn, i64 3, !dbg !151
  %6 = insertelement <2 x i32> undef, i32 %.36.pn, i64 0, !dbg !151
  %7 = insertelement <2 x i32> %6, i32 %.268, i64 1, !dbg !151
  %.120 = bitcast <2 x i32> %7 to <2 x float>, !dbg !151
  %8 = insertelement <2 x i32> undef, i32 %.69.pn, i64 0, !dbg !151
  %9 = insertelement <2 x i32> %8, i32 %.236, i64 1, !dbg !151
  %.126 = bitcast <2 x i32> %9 to <2 x float>, !dbg !151
  %.127 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x8.xf32(<2 x float> %.120, <2 x float> %.126, <4 x float> %.114, i32 0, i32 0, i32 0), !dbg !151
  %.130 = extractelement <4 x float> %.127, i64 2, !dbg !151
  %t30 = and i32 %.17, 8, !dbg !152
  %t31.not = icmp eq i32 %t30, 0, !dbg !153
  %t32 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t6, !dbg !154
  %.156 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !144
  %.157 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.156), !dbg !144
  %.160 = and i32 %.157, 15, !dbg !144
  %.161 = zext i32 %.160 to i64, !dbg !144
  %10 = lshr i32 %.157, 2, !dbg !144
  %11 = and i32 %10, 1073741820, !dbg !144
  %.162 = zext i32 %11 to i64, !dbg !144
  br i1 %t31.not, label %b9, label %b7, !dbg !153

b7:                                               ; preds = %b6
  %.143 = mul i64 %.161, %a15, !dbg !154
  %.144 = add i64 %.143, %.162, !dbg !154
  %.146 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.144
  %12 = shufflevector <4 x float> %.127, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !154
  store <2 x float> %12, ptr addrspace(1) %.146, align 4, !dbg !154
  %.151 = add i64 %.144, 2, !dbg !154
  %.152 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.151
  store float %.130, ptr addrspace(1) %.152, align 4, !dbg !154
  %.154 = add i64 %.144, 3, !dbg !154
  br label %b8, !dbg !154

b8:                                               ; preds = %b9, %b7
  %.177.sink = phi i64 [ %.177, %b9 ], [ %.154, %b7 ]
  %.131 = extractelement <4 x float> %.127, i64 3, !dbg !151
  %.178 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.177.sink
  store float %.131, ptr addrspace(1) %.178, align 4, !dbg !144
  ret void, !dbg !155

b9:                                               ; preds = %b6
  %.129 = extractelement <4 x float> %.127, i64 1, !dbg !151
  %.128 = extractelement <4 x float> %.127, i64 0, !dbg !151
  %.163 = mul i64 %.162, %a15, !dbg !156
  %.164 = add i64 %.163, %.161, !dbg !156
  %.166 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.164
  store float %.128, ptr addrspace(1) %.166, align 4, !dbg !156
  %.169 = add i64 %.164, %a15, !dbg !156
  %.170 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.169
  store float %.129, ptr addrspace(1) %.170, align 4, !dbg !156
  %.172 = shl i64 %a15, 1, !dbg !156
  %.173 = add i64 %.164, %.172, !dbg !156
  %.174 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.173
  store float %.130, ptr addrspace(1) %.174, align 4, !dbg !156
  %.176 = mul i64 %a15, 3, !dbg !156
  %.177 = add i64 %.164, %.176, !dbg !156
  br label %b8, !dbg !156

b10:                                              ; preds = %b4
  %.186 = mul i64 %.185, %a15, !dbg !157
  %.187 = add i64 %.186, %.184, !dbg !157
  %.191 = add i64 %.187, %a15, !dbg !157
  %.194 = shl i64 %a15, 1, !dbg !157
  %.195 = add i64 %.187, %.194, !dbg !157
  %.198 = mul i64 %a15, 3, !dbg !157
  %.199 = add i64 %.187, %.198, !dbg !157
  br label %b6, !dbg !157

b11:                                              ; preds = %b2
  %.213 = mul i64 %.212, %a15, !dbg !158
  %.214 = add i64 %.213, %.211, !dbg !158
  %.215 = getelementptr inbounds float, ptr addrspace(1) %t19, i64 %.214
  %.2163 = load i32, ptr addrspace(1) %.215, align 4, !dbg !158, !amdgpu.noclobber !6
  %.218 = and i32 %.2163, 2147483647, !dbg !158
  %.219 = add i32 %.2163, 4096, !dbg !158
  %.220 = and i32 %.219, -8192, !dbg !158
  %.221 = icmp eq i32 %.218, 2139095040, !dbg !158
  %.222 = select i1 %.221, i32 %.2163, i32 %.220, !dbg !158
  %.223 = icmp ugt i32 %.218, 2139095040, !dbg !158
  %.224 = select i1 %.223, i32 2147483647, i32 %.222, !dbg !158
  %.226 = add i64 %.214, %a15, !dbg !158
  br label %b4, !dbg !158

b12:                                              ; preds = %entry
  %.246 = mul i64 %.244, %a15, !dbg !159
  %.247 = add i64 %.246, %.245, !dbg !159
  %.248 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.247
  %.2491 = load i32, ptr addrspace(1) %.248, align 4, !dbg !159, !amdgpu.noclobber !6
  %.251 = and i32 %.2491, 2147483647, !dbg !159
  %.252 = add i32 %.2491, 4096, !dbg !159
  %.253 = and i32 %.252, -8192, !dbg !159
  %.254 = icmp eq i32 %.251, 2139095040, !dbg !159
  %.255 = select i1 %.254, i32 %.2491, i32 %.253, !dbg !159
  %.256 = icmp ugt i32 %.251, 2139095040, !dbg !159
  %.257 = select i1 %.256, i32 2147483647, i32 %.255, !dbg !159
  %.258 = add i64 %.247, 1, !dbg !159
  br label %b2, !dbg !159
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRow_5bkern_2eFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #3 !dbg !160 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !162
  %t1 = sext i32 %.13 to i64, !dbg !162
  %t2 = shl nsw i64 %t1, 4, !dbg !163
  %t3 = mul i64 %t2, %a12, !dbg !164
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t3, !dbg !165
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !165
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.14), !dbg !165
  %.18 = and i32 %.15, 15, !dbg !165
  %.19 = zext i32 %.18 to i64, !dbg !165
  %0 = lshr i32 %.15, 2, !dbg !165
  %1 = and i32 %0, 1073741820, !dbg !165
  %.20 = zext i32 %1 to i64, !dbg !165
  %.21 = mul i64 %.19, %a12, !dbg !165
  %.22 = add i64 %.21, %.20, !dbg !165
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.22, !dbg !165
  %.24 = ptrtoint ptr addrspace(1) %.23 to i64, !dbg !165
  %.25 = and i64 %.24, 3, !dbg !165
  %.26 = icmp eq i64 %.25, 0, !dbg !165
  br i1 %.26, label %frag.wide.27, label %frag.narrow.28, !dbg !165

frag.wide.27:                                     ; preds = %entry
  %.30 = load <2 x i32>, ptr addrspace(1) %.23, align 4, !dbg !165, !amdgpu.noclobber !6
  %.31 = extractelement <2 x i32> %.30, i64 0, !dbg !165
  %.32 = extractelement <2 x i32> %.30, i64 1, !dbg !165
  br label %frag.join.29, !dbg !165

frag.narrow.28:                                   ; preds = %entry
  %.34 = load i16, ptr addrspace(1) %.23, align 2, !dbg !165, !amdgpu.noclobber !6
  %.35 = zext i16 %.34 to i32, !dbg !165
  %.36 = add i64 %.22, 1, !dbg !165
  %.37 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.36, !dbg !165
  %.38 = load i16, ptr addrspace(1) %.37, align 2, !dbg !165, !amdgpu.noclobber !6
  %.39 = zext i16 %.38 to i32, !dbg !165
  %.40 = shl nuw i32 %.39, 16, !dbg !165
  %.41 = or i32 %.40, %.35, !dbg !165
  %.42 = add i64 %.22, 2, !dbg !165
  %.43 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.42, !dbg !165
  %.44 = load i16, ptr addrspace(1) %.43, align 2, !dbg !165, !amdgpu.noclobber !6
  %.45 = zext i16 %.44 to i32, !dbg !165
  %.46 = add i64 %.22, 3, !dbg !165
  %.47 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.46, !dbg !165
  %.48 = load i16, ptr addrspace(1) %.47, align 2, !dbg !165, !amdgpu.noclobber !6
  %.49 = zext i16 %.48 to i32, !dbg !165
  %.50 = shl nuw i32 %.49, 16, !dbg !165
  %.51 = or i32 %.50, %.45, !dbg !165
  br label %frag.join.29, !dbg !165

frag.join.29:                                     ; preds = %frag.narrow.28, %frag.wide.27
  %.52 = phi i32 [ %.31, %frag.wide.27 ], [ %.41, %frag.narrow.28 ], !dbg !165
  %.53 = phi i32 [ %.32, %frag.wide.27 ], [ %.51, %frag.narrow.28 ], !dbg !165
  %t7 = mul i64 %t2, %a13, !dbg !166
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !167
  %.63 = mul i64 %.20, %a13, !dbg !167
  %.64 = add i64 %.63, %.19, !dbg !167
  %.65 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.64, !dbg !167
  %.66 = load i16, ptr addrspace(1) %.65, align 2, !dbg !167, !amdgpu.noclobber !6
  %.67 = zext i16 %.66 to i32, !dbg !167
  %.69 = add i64 %.64, %a13, !dbg !167
  %.70 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.69, !dbg !167
  %.71 = load i16, ptr addrspace(1) %.70, align 2, !dbg !167, !amdgpu.noclobber !6
  %.72 = zext i16 %.71 to i32, !dbg !167
  %.73 = shl nuw i32 %.72, 16, !dbg !167
  %.74 = or i32 %.73, %.67, !dbg !167
  %.75 = shl i64 %a13, 1, !dbg !167
  %.76 = add i64 %.64, %.75, !dbg !167
  %.77 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.76, !dbg !167
  %.78 = load i16, ptr addrspace(1) %.77, align 2, !dbg !167, !amdgpu.noclobber !6
  %.79 = zext i16 %.78 to i32, !dbg !167
  %.80 = mul i64 %a13, 3, !dbg !167
  %.81 = add i64 %.64, %.80, !dbg !167
  %.82 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.81, !dbg !167
  %.83 = load i16, ptr addrspace(1) %.82, align 2, !dbg !167, !amdgpu.noclobber !6
  %.84 = zext i16 %.83 to i32, !dbg !167
  %.85 = shl nuw i32 %.84, 16, !dbg !167
  %.86 = or i32 %.85, %.79, !dbg !167
  %t11 = mul i64 %t2, %a14, !dbg !168
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t11, !dbg !169
  %.96 = mul i64 %.20, %a14, !dbg !169
  %.97 = add i64 %.96, %.19, !dbg !169
  %.98 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.97, !dbg !169
  %.99 = load float, ptr addrspace(1) %.98, align 4, !dbg !169, !amdgpu.noclobber !6
  %.101 = add i64 %.97, %a14, !dbg !169
  %.102 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.101, !dbg !169
  %.103 = load float, ptr addrspace(1) %.102, align 4, !dbg !169, !amdgpu.noclobber !6
  %.104 = shl i64 %a14, 1, !dbg !169
  %.105 = add i64 %.97, %.104, !dbg !169
  %.106 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.105, !dbg !169
  %.107 = load float, ptr addrspace(1) %.106, align 4, !dbg !169, !amdgpu.noclobber !6
  %.108 = mul i64 %a14, 3, !dbg !169
  %.109 = add i64 %.97, %.108, !dbg !169
  %.110 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.109, !dbg !169
  %.111 = load float, ptr addrspace(1) %.110, align 4, !dbg !169, !amdgpu.noclobber !6
  %.117 = insertelement <4 x float> poison, float %.99, i64 0, !dbg !170
  %.119 = insertelement <4 x float> %.117, float %.103, i64 1, !dbg !170
  %.121 = insertelement <4 x float> %.119, float %.107, i64 2, !dbg !170
  %.123 = insertelement <4 x float> %.121, float %.111, i64 3, !dbg !170
  %.125 = insertelement <2 x i32> poison, i32 %.52, i64 0, !dbg !170
  %.127 = insertelement <2 x i32> %.125, i32 %.53, i64 1, !dbg !170
  %.128 = bitcast <2 x i32> %.127 to <4 x half>, !dbg !170
  %.130 = insertelement <2 x i32> poison, i32 %.74, i64 0, !dbg !170
  %.132 = insertelement <2 x i32> %.130, i32 %.86, i64 1, !dbg !170
  %.133 = bitcast <2 x i32> %.132 to <4 x half>, !dbg !170
  %.134 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.128, <4 x half> %.133, <4 x float> %.123, i32 0, i32 0, i32 0), !dbg !170
  %.135 = extractelement <4 x float> %.134, i64 0, !dbg !170
  %.136 = extractelement <4 x float> %.134, i64 1, !dbg !170
  %.137 = extractelement <4 x float> %.134, i64 2, !dbg !170
  %.138 = extractelement <4 x float> %.134, i64 3, !dbg !170
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t11, !dbg !171
  %.153 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.97, !dbg !171
  store float %.135, ptr addrspace(1) %.153, align 4, !dbg !171
  %.157 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.101, !dbg !171
  store float %.136, ptr addrspace(1) %.157, align 4, !dbg !171
  %.161 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.105, !dbg !171
  store float %.137, ptr addrspace(1) %.161, align 4, !dbg !171
  %.165 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.109, !dbg !171
  store float %.138, ptr addrspace(1) %.165, align 4, !dbg !171
  ret void, !dbg !171
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRow_5bkern_2eBFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #3 !dbg !172 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !173
  %t1 = sext i32 %.13 to i64, !dbg !173
  %t2 = shl nsw i64 %t1, 4, !dbg !174
  %t3 = mul i64 %t2, %a12, !dbg !175
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t3, !dbg !176
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !176
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.14), !dbg !176
  %.18 = and i32 %.15, 15, !dbg !176
  %.19 = zext i32 %.18 to i64, !dbg !176
  %0 = lshr i32 %.15, 2, !dbg !176
  %1 = and i32 %0, 1073741820, !dbg !176
  %.20 = zext i32 %1 to i64, !dbg !176
  %.21 = mul i64 %.19, %a12, !dbg !176
  %.22 = add i64 %.21, %.20, !dbg !176
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.22, !dbg !176
  %.24 = ptrtoint ptr addrspace(1) %.23 to i64, !dbg !176
  %.25 = and i64 %.24, 3, !dbg !176
  %.26 = icmp eq i64 %.25, 0, !dbg !176
  br i1 %.26, label %frag.wide.27, label %frag.narrow.28, !dbg !176

frag.wide.27:                                     ; preds = %entry
  %.30 = load <2 x i32>, ptr addrspace(1) %.23, align 4, !dbg !176, !amdgpu.noclobber !6
  %.31 = extractelement <2 x i32> %.30, i64 0, !dbg !176
  %.32 = extractelement <2 x i32> %.30, i64 1, !dbg !176
  br label %frag.join.29, !dbg !176

frag.narrow.28:                                   ; preds = %entry
  %.34 = load i16, ptr addrspace(1) %.23, align 2, !dbg !176, !amdgpu.noclobber !6
  %.35 = zext i16 %.34 to i32, !dbg !176
  %.36 = add i64 %.22, 1, !dbg !176
  %.37 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.36, !dbg !176
  %.38 = load i16, ptr addrspace(1) %.37, align 2, !dbg !176, !amdgpu.noclobber !6
  %.39 = zext i16 %.38 to i32, !dbg !176
  %.40 = shl nuw i32 %.39, 16, !dbg !176
  %.41 = or i32 %.40, %.35, !dbg !176
  %.42 = add i64 %.22, 2, !dbg !176
  %.43 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.42, !dbg !176
  %.44 = load i16, ptr addrspace(1) %.43, align 2, !dbg !176, !amdgpu.noclobber !6
  %.45 = zext i16 %.44 to i32, !dbg !176
  %.46 = add i64 %.22, 3, !dbg !176
  %.47 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.46, !dbg !176
  %.48 = load i16, ptr addrspace(1) %.47, align 2, !dbg !176, !amdgpu.noclobber !6
  %.49 = zext i16 %.48 to i32, !dbg !176
  %.50 = shl nuw i32 %.49, 16, !dbg !176
  %.51 = or i32 %.50, %.45, !dbg !176
  br label %frag.join.29, !dbg !176

frag.join.29:                                     ; preds = %frag.narrow.28, %frag.wide.27
  %.52 = phi i32 [ %.31, %frag.wide.27 ], [ %.41, %frag.narrow.28 ], !dbg !176
  %.53 = phi i32 [ %.32, %frag.wide.27 ], [ %.51, %frag.narrow.28 ], !dbg !176
  %t7 = mul i64 %t2, %a13, !dbg !177
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !178
  %.63 = mul i64 %.20, %a13, !dbg !178
  %.64 = add i64 %.63, %.19, !dbg !178
  %.65 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.64, !dbg !178
  %.66 = load i16, ptr addrspace(1) %.65, align 2, !dbg !178, !amdgpu.noclobber !6
  %.67 = zext i16 %.66 to i32, !dbg !178
  %.69 = add i64 %.64, %a13, !dbg !178
  %.70 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.69, !dbg !178
  %.71 = load i16, ptr addrspace(1) %.70, align 2, !dbg !178, !amdgpu.noclobber !6
  %.72 = zext i16 %.71 to i32, !dbg !178
  %.73 = shl nuw i32 %.72, 16, !dbg !178
  %.74 = or i32 %.73, %.67, !dbg !178
  %.75 = shl i64 %a13, 1, !dbg !178
  %.76 = add i64 %.64, %.75, !dbg !178
  %.77 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.76, !dbg !178
  %.78 = load i16, ptr addrspace(1) %.77, align 2, !dbg !178, !amdgpu.noclobber !6
  %.79 = zext i16 %.78 to i32, !dbg !178
  %.80 = mul i64 %a13, 3, !dbg !178
  %.81 = add i64 %.64, %.80, !dbg !178
  %.82 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.81, !dbg !178
  %.83 = load i16, ptr addrspace(1) %.82, align 2, !dbg !178, !amdgpu.noclobber !6
  %.84 = zext i16 %.83 to i32, !dbg !178
  %.85 = shl nuw i32 %.84, 16, !dbg !178
  %.86 = or i32 %.85, %.79, !dbg !178
  %t11 = mul i64 %t2, %a14, !dbg !179
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t11, !dbg !180
  %.96 = mul i64 %.20, %a14, !dbg !180
  %.97 = add i64 %.96, %.19, !dbg !180
  %.98 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.97, !dbg !180
  %.99 = load float, ptr addrspace(1) %.98, align 4, !dbg !180, !amdgpu.noclobber !6
  %.101 = add i64 %.97, %a14, !dbg !180
  %.102 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.101, !dbg !180
  %.103 = load float, ptr addrspace(1) %.102, align 4, !dbg !180, !amdgpu.noclobber !6
  %.104 = shl i64 %a14, 1, !dbg !180
  %.105 = add i64 %.97, %.104, !dbg !180
  %.106 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.105, !dbg !180
  %.107 = load float, ptr addrspace(1) %.106, align 4, !dbg !180, !amdgpu.noclobber !6
  %.108 = mul i64 %a14, 3, !dbg !180
  %.109 = add i64 %.97, %.108, !dbg !180
  %.110 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.109, !dbg !180
  %.111 = load float, ptr addrspace(1) %.110, align 4, !dbg !180, !amdgpu.noclobber !6
  %.117 = insertelement <4 x float> poison, float %.99, i64 0, !dbg !181
  %.119 = insertelement <4 x float> %.117, float %.103, i64 1, !dbg !181
  %.121 = insertelement <4 x float> %.119, float %.107, i64 2, !dbg !181
  %.123 = insertelement <4 x float> %.121, float %.111, i64 3, !dbg !181
  %.125 = insertelement <2 x i32> poison, i32 %.52, i64 0, !dbg !181
  %.127 = insertelement <2 x i32> %.125, i32 %.53, i64 1, !dbg !181
  %.128 = bitcast <2 x i32> %.127 to <4 x i16>, !dbg !181
  %.130 = insertelement <2 x i32> poison, i32 %.74, i64 0, !dbg !181
  %.132 = insertelement <2 x i32> %.130, i32 %.86, i64 1, !dbg !181
  %.133 = bitcast <2 x i32> %.132 to <4 x i16>, !dbg !181
  %.134 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.128, <4 x i16> %.133, <4 x float> %.123, i32 0, i32 0, i32 0), !dbg !181
  %.135 = extractelement <4 x float> %.134, i64 0, !dbg !181
  %.136 = extractelement <4 x float> %.134, i64 1, !dbg !181
  %.137 = extractelement <4 x float> %.134, i64 2, !dbg !181
  %.138 = extractelement <4 x float> %.134, i64 3, !dbg !181
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t11, !dbg !182
  %.153 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.97, !dbg !182
  store float %.135, ptr addrspace(1) %.153, align 4, !dbg !182
  %.157 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.101, !dbg !182
  store float %.136, ptr addrspace(1) %.157, align 4, !dbg !182
  %.161 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.105, !dbg !182
  store float %.137, ptr addrspace(1) %.161, align 4, !dbg !182
  %.165 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.109, !dbg !182
  store float %.138, ptr addrspace(1) %.165, align 4, !dbg !182
  ret void, !dbg !182
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRow_5bfloat32_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #3 !dbg !183 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !184
  %t1 = sext i32 %.13 to i64, !dbg !184
  %t2 = shl nsw i64 %t1, 4, !dbg !185
  %t3 = mul i64 %t2, %a12, !dbg !186
  %t5 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t3, !dbg !187
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !187
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.14), !dbg !187
  %.16 = lshr i32 %.15, 4, !dbg !187
  %.17 = zext i32 %.16 to i64, !dbg !187
  %.18 = and i32 %.15, 15, !dbg !187
  %.19 = zext i32 %.18 to i64, !dbg !187
  %.20 = shl nuw nsw i64 %.17, 1, !dbg !187
  %.21 = mul i64 %.19, %a12, !dbg !187
  %.22 = add i64 %.21, %.20, !dbg !187
  %.23 = getelementptr inbounds float, ptr addrspace(1) %t5, i64 %.22, !dbg !187
  %0 = load <2 x i32>, ptr addrspace(1) %.23, align 4, !dbg !187
  %1 = and <2 x i32> %0, <i32 2147483647, i32 2147483647>, !dbg !187
  %2 = add <2 x i32> %0, <i32 4096, i32 4096>, !dbg !187
  %3 = and <2 x i32> %2, <i32 -8192, i32 -8192>, !dbg !187
  %4 = icmp eq <2 x i32> %1, <i32 2139095040, i32 2139095040>, !dbg !187
  %5 = select <2 x i1> %4, <2 x i32> %0, <2 x i32> %3, !dbg !187
  %6 = icmp ugt <2 x i32> %1, <i32 2139095040, i32 2139095040>, !dbg !187
  %7 = select <2 x i1> %6, <2 x i32> <i32 2147483647, i32 2147483647>, <2 x i32> %5, !dbg !187
  %t7 = shl nsw i64 %t1, 3, !dbg !188
  %t8 = mul i64 %t7, %a13, !dbg !189
  %t10 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t8, !dbg !190
  %.53 = mul i64 %.20, %a13, !dbg !190
  %.54 = add i64 %.53, %.19, !dbg !190
  %.55 = getelementptr inbounds float, ptr addrspace(1) %t10, i64 %.54, !dbg !190
  %.563 = load i32, ptr addrspace(1) %.55, align 4, !dbg !190, !amdgpu.noclobber !6
  %.58 = and i32 %.563, 2147483647, !dbg !190
  %.59 = add i32 %.563, 4096, !dbg !190
  %.60 = and i32 %.59, -8192, !dbg !190
  %.61 = icmp eq i32 %.58, 2139095040, !dbg !190
  %.62 = select i1 %.61, i32 %.563, i32 %.60, !dbg !190
  %.63 = icmp ugt i32 %.58, 2139095040, !dbg !190
  %.64 = select i1 %.63, i32 2147483647, i32 %.62, !dbg !190
  %.66 = add i64 %.54, %a13, !dbg !190
  %.67 = getelementptr inbounds float, ptr addrspace(1) %t10, i64 %.66, !dbg !190
  %.684 = load i32, ptr addrspace(1) %.67, align 4, !dbg !190, !amdgpu.noclobber !6
  %.70 = and i32 %.684, 2147483647, !dbg !190
  %.71 = add i32 %.684, 4096, !dbg !190
  %.72 = and i32 %.71, -8192, !dbg !190
  %.73 = icmp eq i32 %.70, 2139095040, !dbg !190
  %.74 = select i1 %.73, i32 %.684, i32 %.72, !dbg !190
  %.75 = icmp ugt i32 %.70, 2139095040, !dbg !190
  %.76 = select i1 %.75, i32 2147483647, i32 %.74, !dbg !190
  %t12 = mul i64 %t2, %a14, !dbg !191
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t12, !dbg !192
  %.85 = shl i64 %a14, 2, !dbg !192
  %.86 = mul i64 %.85, %.17, !dbg !192
  %.87 = add i64 %.86, %.19, !dbg !192
  %.88 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.87, !dbg !192
  %.89 = load float, ptr addrspace(1) %.88, align 4, !dbg !192, !amdgpu.noclobber !6
  %.91 = add i64 %.87, %a14, !dbg !192
  %.92 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.91, !dbg !192
  %.93 = load float, ptr addrspace(1) %.92, align 4, !dbg !192, !amdgpu.noclobber !6
  %.94 = shl i64 %a14, 1, !dbg !192
  %.95 = add i64 %.87, %.94, !dbg !192
  %.96 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.95, !dbg !192
  %.97 = load float, ptr addrspace(1) %.96, align 4, !dbg !192, !amdgpu.noclobber !6
  %.98 = mul i64 %a14, 3, !dbg !192
  %.99 = add i64 %.87, %.98, !dbg !192
  %.100 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.99, !dbg !192
  %.101 = load float, ptr addrspace(1) %.100, align 4, !dbg !192, !amdgpu.noclobber !6
  %.107 = insertelement <4 x float> poison, float %.89, i64 0, !dbg !193
  %.109 = insertelement <4 x float> %.107, float %.93, i64 1, !dbg !193
  %.111 = insertelement <4 x float> %.109, float %.97, i64 2, !dbg !193
  %.113 = insertelement <4 x float> %.111, float %.101, i64 3, !dbg !193
  %.119 = bitcast <2 x i32> %7 to <2 x float>, !dbg !193
  %8 = insertelement <2 x i32> undef, i32 %.64, i64 0, !dbg !193
  %9 = insertelement <2 x i32> %8, i32 %.76, i64 1, !dbg !193
  %.125 = bitcast <2 x i32> %9 to <2 x float>, !dbg !193
  %.126 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x8.xf32(<2 x float> %.119, <2 x float> %.125, <4 x float> %.113, i32 0, i32 0, i32 0), !dbg !193
  %.127 = extractelement <4 x float> %.126, i64 0, !dbg !193
  %.128 = extractelement <4 x float> %.126, i64 1, !dbg !193
  %.129 = extractelement <4 x float> %.126, i64 2, !dbg !193
  %.130 = extractelement <4 x float> %.126, i64 3, !dbg !193
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t12, !dbg !194
  %.145 = getelementptr inbounds float, ptr addrspace(1) %t18, i64 %.87, !dbg !194
  store float %.127, ptr addrspace(1) %.145, align 4, !dbg !194
  %.149 = getelementptr inbounds float, ptr addrspace(1) %t18, i64 %.91, !dbg !194
  store float %.128, ptr addrspace(1) %.149, align 4, !dbg !194
  %.153 = getelementptr inbounds float, ptr addrspace(1) %t18, i64 %.95, !dbg !194
  store float %.129, ptr addrspace(1) %.153, align 4, !dbg !194
  %.157 = getelementptr inbounds float, ptr addrspace(1) %t18, i64 %.99, !dbg !194
  store float %.130, ptr addrspace(1) %.157, align 4, !dbg !194
  ret void, !dbg !194
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileCol_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #3 !dbg !195 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !196
  %t1 = sext i32 %.13 to i64, !dbg !196
  %t2 = shl nsw i64 %t1, 4, !dbg !197
  %t3 = mul i64 %t2, %a12, !dbg !198
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t3, !dbg !199
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !199
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.14), !dbg !199
  %.18 = and i32 %.15, 15, !dbg !199
  %.19 = zext i32 %.18 to i64, !dbg !199
  %0 = lshr i32 %.15, 2, !dbg !199
  %1 = and i32 %0, 1073741820, !dbg !199
  %.20 = zext i32 %1 to i64, !dbg !199
  %.21 = mul i64 %.20, %a12, !dbg !199
  %.22 = add i64 %.21, %.19, !dbg !199
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.22, !dbg !199
  %.24 = load i16, ptr addrspace(1) %.23, align 2, !dbg !199, !amdgpu.noclobber !6
  %.27 = add i64 %.22, %a12, !dbg !199
  %.28 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.27, !dbg !199
  %.29 = load i16, ptr addrspace(1) %.28, align 2, !dbg !199, !amdgpu.noclobber !6
  %.33 = shl i64 %a12, 1, !dbg !199
  %.34 = add i64 %.22, %.33, !dbg !199
  %.35 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.34, !dbg !199
  %.36 = load i16, ptr addrspace(1) %.35, align 2, !dbg !199, !amdgpu.noclobber !6
  %.38 = mul i64 %a12, 3, !dbg !199
  %.39 = add i64 %.22, %.38, !dbg !199
  %.40 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.39, !dbg !199
  %.41 = load i16, ptr addrspace(1) %.40, align 2, !dbg !199, !amdgpu.noclobber !6
  %t7 = mul i64 %t2, %a13, !dbg !200
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !201
  %.54 = mul i64 %.19, %a13, !dbg !201
  %.55 = add i64 %.54, %.20, !dbg !201
  %.56 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.55, !dbg !201
  %.57 = ptrtoint ptr addrspace(1) %.56 to i64, !dbg !201
  %.58 = and i64 %.57, 3, !dbg !201
  %.59 = icmp eq i64 %.58, 0, !dbg !201
  br i1 %.59, label %frag.wide.60, label %frag.narrow.61, !dbg !201

frag.wide.60:                                     ; preds = %entry
  %.63 = load <2 x i32>, ptr addrspace(1) %.56, align 4, !dbg !201, !amdgpu.noclobber !6
  %.64 = extractelement <2 x i32> %.63, i64 0, !dbg !201
  %.65 = extractelement <2 x i32> %.63, i64 1, !dbg !201
  br label %frag.join.62, !dbg !201

frag.narrow.61:                                   ; preds = %entry
  %.67 = load i16, ptr addrspace(1) %.56, align 2, !dbg !201, !amdgpu.noclobber !6
  %.68 = zext i16 %.67 to i32, !dbg !201
  %.69 = add i64 %.55, 1, !dbg !201
  %.70 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.69, !dbg !201
  %.71 = load i16, ptr addrspace(1) %.70, align 2, !dbg !201, !amdgpu.noclobber !6
  %.72 = zext i16 %.71 to i32, !dbg !201
  %.73 = shl nuw i32 %.72, 16, !dbg !201
  %.74 = or i32 %.73, %.68, !dbg !201
  %.75 = add i64 %.55, 2, !dbg !201
  %.76 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.75, !dbg !201
  %.77 = load i16, ptr addrspace(1) %.76, align 2, !dbg !201, !amdgpu.noclobber !6
  %.78 = zext i16 %.77 to i32, !dbg !201
  %.79 = add i64 %.55, 3, !dbg !201
  %.80 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.79, !dbg !201
  %.81 = load i16, ptr addrspace(1) %.80, align 2, !dbg !201, !amdgpu.noclobber !6
  %.82 = zext i16 %.81 to i32, !dbg !201
  %.83 = shl nuw i32 %.82, 16, !dbg !201
  %.84 = or i32 %.83, %.78, !dbg !201
  br label %frag.join.62, !dbg !201

frag.join.62:                                     ; preds = %frag.narrow.61, %frag.wide.60
  %.85 = phi i32 [ %.64, %frag.wide.60 ], [ %.74, %frag.narrow.61 ], !dbg !201
  %.86 = phi i32 [ %.65, %frag.wide.60 ], [ %.84, %frag.narrow.61 ], !dbg !201
  %.37 = zext i16 %.36 to i32, !dbg !199
  %.42 = zext i16 %.41 to i32, !dbg !199
  %.43 = shl nuw i32 %.42, 16, !dbg !199
  %.44 = or i32 %.43, %.37, !dbg !199
  %.25 = zext i16 %.24 to i32, !dbg !199
  %.30 = zext i16 %.29 to i32, !dbg !199
  %.31 = shl nuw i32 %.30, 16, !dbg !199
  %.32 = or i32 %.31, %.25, !dbg !199
  %t11 = mul i64 %t2, %a14, !dbg !202
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t11, !dbg !203
  %.96 = mul i64 %.19, %a14, !dbg !203
  %.97 = add i64 %.96, %.20, !dbg !203
  %.98 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.97, !dbg !203
  %2 = load <2 x float>, ptr addrspace(1) %.98, align 4, !dbg !203
  %.103 = add i64 %.97, 2, !dbg !203
  %.104 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.103, !dbg !203
  %3 = load <2 x float>, ptr addrspace(1) %.104, align 4, !dbg !203
  %.1201 = shufflevector <2 x float> %2, <2 x float> %3, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !204
  %.122 = insertelement <2 x i32> poison, i32 %.32, i64 0, !dbg !204
  %.124 = insertelement <2 x i32> %.122, i32 %.44, i64 1, !dbg !204
  %.125 = bitcast <2 x i32> %.124 to <4 x half>, !dbg !204
  %.127 = insertelement <2 x i32> poison, i32 %.85, i64 0, !dbg !204
  %.129 = insertelement <2 x i32> %.127, i32 %.86, i64 1, !dbg !204
  %.130 = bitcast <2 x i32> %.129 to <4 x half>, !dbg !204
  %.131 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.125, <4 x half> %.130, <4 x float> %.1201, i32 0, i32 0, i32 0), !dbg !204
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t11, !dbg !205
  %.150 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.97, !dbg !205
  %4 = shufflevector <4 x float> %.131, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !205
  store <2 x float> %4, ptr addrspace(1) %.150, align 4, !dbg !205
  %.156 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.103, !dbg !205
  %5 = shufflevector <4 x float> %.131, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !205
  store <2 x float> %5, ptr addrspace(1) %.156, align 4, !dbg !205
  ret void, !dbg !205
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileCol_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #3 !dbg !206 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !207
  %t1 = sext i32 %.13 to i64, !dbg !207
  %t2 = shl nsw i64 %t1, 4, !dbg !208
  %t3 = mul i64 %t2, %a12, !dbg !209
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t3, !dbg !210
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !210
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.14), !dbg !210
  %.18 = and i32 %.15, 15, !dbg !210
  %.19 = zext i32 %.18 to i64, !dbg !210
  %0 = lshr i32 %.15, 2, !dbg !210
  %1 = and i32 %0, 1073741820, !dbg !210
  %.20 = zext i32 %1 to i64, !dbg !210
  %.21 = mul i64 %.20, %a12, !dbg !210
  %.22 = add i64 %.21, %.19, !dbg !210
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.22, !dbg !210
  %.24 = load i16, ptr addrspace(1) %.23, align 2, !dbg !210, !amdgpu.noclobber !6
  %.27 = add i64 %.22, %a12, !dbg !210
  %.28 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.27, !dbg !210
  %.29 = load i16, ptr addrspace(1) %.28, align 2, !dbg !210, !amdgpu.noclobber !6
  %.33 = shl i64 %a12, 1, !dbg !210
  %.34 = add i64 %.22, %.33, !dbg !210
  %.35 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.34, !dbg !210
  %.36 = load i16, ptr addrspace(1) %.35, align 2, !dbg !210, !amdgpu.noclobber !6
  %.38 = mul i64 %a12, 3, !dbg !210
  %.39 = add i64 %.22, %.38, !dbg !210
  %.40 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.39, !dbg !210
  %.41 = load i16, ptr addrspace(1) %.40, align 2, !dbg !210, !amdgpu.noclobber !6
  %t7 = mul i64 %t2, %a13, !dbg !211
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !212
  %.54 = mul i64 %.19, %a13, !dbg !212
  %.55 = add i64 %.54, %.20, !dbg !212
  %.56 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.55, !dbg !212
  %.57 = ptrtoint ptr addrspace(1) %.56 to i64, !dbg !212
  %.58 = and i64 %.57, 3, !dbg !212
  %.59 = icmp eq i64 %.58, 0, !dbg !212
  br i1 %.59, label %frag.wide.60, label %frag.narrow.61, !dbg !212

frag.wide.60:                                     ; preds = %entry
  %.63 = load <2 x i32>, ptr addrspace(1) %.56, align 4, !dbg !212, !amdgpu.noclobber !6
  %.64 = extractelement <2 x i32> %.63, i64 0, !dbg !212
  %.65 = extractelement <2 x i32> %.63, i64 1, !dbg !212
  br label %frag.join.62, !dbg !212

frag.narrow.61:                                   ; preds = %entry
  %.67 = load i16, ptr addrspace(1) %.56, align 2, !dbg !212, !amdgpu.noclobber !6
  %.68 = zext i16 %.67 to i32, !dbg !212
  %.69 = add i64 %.55, 1, !dbg !212
  %.70 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.69, !dbg !212
  %.71 = load i16, ptr addrspace(1) %.70, align 2, !dbg !212, !amdgpu.noclobber !6
  %.72 = zext i16 %.71 to i32, !dbg !212
  %.73 = shl nuw i32 %.72, 16, !dbg !212
  %.74 = or i32 %.73, %.68, !dbg !212
  %.75 = add i64 %.55, 2, !dbg !212
  %.76 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.75, !dbg !212
  %.77 = load i16, ptr addrspace(1) %.76, align 2, !dbg !212, !amdgpu.noclobber !6
  %.78 = zext i16 %.77 to i32, !dbg !212
  %.79 = add i64 %.55, 3, !dbg !212
  %.80 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.79, !dbg !212
  %.81 = load i16, ptr addrspace(1) %.80, align 2, !dbg !212, !amdgpu.noclobber !6
  %.82 = zext i16 %.81 to i32, !dbg !212
  %.83 = shl nuw i32 %.82, 16, !dbg !212
  %.84 = or i32 %.83, %.78, !dbg !212
  br label %frag.join.62, !dbg !212

frag.join.62:                                     ; preds = %frag.narrow.61, %frag.wide.60
  %.85 = phi i32 [ %.64, %frag.wide.60 ], [ %.74, %frag.narrow.61 ], !dbg !212
  %.86 = phi i32 [ %.65, %frag.wide.60 ], [ %.84, %frag.narrow.61 ], !dbg !212
  %.37 = zext i16 %.36 to i32, !dbg !210
  %.42 = zext i16 %.41 to i32, !dbg !210
  %.43 = shl nuw i32 %.42, 16, !dbg !210
  %.44 = or i32 %.43, %.37, !dbg !210
  %.25 = zext i16 %.24 to i32, !dbg !210
  %.30 = zext i16 %.29 to i32, !dbg !210
  %.31 = shl nuw i32 %.30, 16, !dbg !210
  %.32 = or i32 %.31, %.25, !dbg !210
  %t11 = mul i64 %t2, %a14, !dbg !213
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t11, !dbg !214
  %.96 = mul i64 %.19, %a14, !dbg !214
  %.97 = add i64 %.96, %.20, !dbg !214
  %.98 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.97, !dbg !214
  %2 = load <2 x float>, ptr addrspace(1) %.98, align 4, !dbg !214
  %.103 = add i64 %.97, 2, !dbg !214
  %.104 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.103, !dbg !214
  %3 = load <2 x float>, ptr addrspace(1) %.104, align 4, !dbg !214
  %.1201 = shufflevector <2 x float> %2, <2 x float> %3, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !215
  %.122 = insertelement <2 x i32> poison, i32 %.32, i64 0, !dbg !215
  %.124 = insertelement <2 x i32> %.122, i32 %.44, i64 1, !dbg !215
  %.125 = bitcast <2 x i32> %.124 to <4 x i16>, !dbg !215
  %.127 = insertelement <2 x i32> poison, i32 %.85, i64 0, !dbg !215
  %.129 = insertelement <2 x i32> %.127, i32 %.86, i64 1, !dbg !215
  %.130 = bitcast <2 x i32> %.129 to <4 x i16>, !dbg !215
  %.131 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.125, <4 x i16> %.130, <4 x float> %.1201, i32 0, i32 0, i32 0), !dbg !215
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t11, !dbg !216
  %.150 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.97, !dbg !216
  %4 = shufflevector <4 x float> %.131, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !216
  store <2 x float> %4, ptr addrspace(1) %.150, align 4, !dbg !216
  %.156 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.103, !dbg !216
  %5 = shufflevector <4 x float> %.131, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !216
  store <2 x float> %5, ptr addrspace(1) %.156, align 4, !dbg !216
  ret void, !dbg !216
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileCol_5bfloat32_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #3 !dbg !217 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !218
  %t1 = sext i32 %.13 to i64, !dbg !218
  %t2 = shl nsw i64 %t1, 3, !dbg !219
  %t3 = mul i64 %t2, %a12, !dbg !220
  %t5 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t3, !dbg !221
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !221
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.14), !dbg !221
  %.16 = lshr i32 %.15, 4, !dbg !221
  %.17 = zext i32 %.16 to i64, !dbg !221
  %.18 = and i32 %.15, 15, !dbg !221
  %.19 = zext i32 %.18 to i64, !dbg !221
  %.20 = shl nuw nsw i64 %.17, 1, !dbg !221
  %.21 = mul i64 %.20, %a12, !dbg !221
  %.22 = add i64 %.21, %.19, !dbg !221
  %.23 = getelementptr inbounds float, ptr addrspace(1) %t5, i64 %.22, !dbg !221
  %.241 = load i32, ptr addrspace(1) %.23, align 4, !dbg !221, !amdgpu.noclobber !6
  %.26 = and i32 %.241, 2147483647, !dbg !221
  %.27 = add i32 %.241, 4096, !dbg !221
  %.28 = and i32 %.27, -8192, !dbg !221
  %.29 = icmp eq i32 %.26, 2139095040, !dbg !221
  %.30 = select i1 %.29, i32 %.241, i32 %.28, !dbg !221
  %.31 = icmp ugt i32 %.26, 2139095040, !dbg !221
  %.32 = select i1 %.31, i32 2147483647, i32 %.30, !dbg !221
  %.34 = add i64 %.22, %a12, !dbg !221
  %.35 = getelementptr inbounds float, ptr addrspace(1) %t5, i64 %.34, !dbg !221
  %.362 = load i32, ptr addrspace(1) %.35, align 4, !dbg !221, !amdgpu.noclobber !6
  %.38 = and i32 %.362, 2147483647, !dbg !221
  %.39 = add i32 %.362, 4096, !dbg !221
  %.40 = and i32 %.39, -8192, !dbg !221
  %.41 = icmp eq i32 %.38, 2139095040, !dbg !221
  %.42 = select i1 %.41, i32 %.362, i32 %.40, !dbg !221
  %.43 = icmp ugt i32 %.38, 2139095040, !dbg !221
  %.44 = select i1 %.43, i32 2147483647, i32 %.42, !dbg !221
  %t7 = shl nsw i64 %t1, 4, !dbg !222
  %t8 = mul i64 %t7, %a13, !dbg !223
  %t10 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t8, !dbg !224
  %.54 = mul i64 %.19, %a13, !dbg !224
  %.55 = add i64 %.54, %.20, !dbg !224
  %.56 = getelementptr inbounds float, ptr addrspace(1) %t10, i64 %.55, !dbg !224
  %0 = load <2 x i32>, ptr addrspace(1) %.56, align 4, !dbg !224
  %1 = and <2 x i32> %0, <i32 2147483647, i32 2147483647>, !dbg !224
  %2 = add <2 x i32> %0, <i32 4096, i32 4096>, !dbg !224
  %3 = and <2 x i32> %2, <i32 -8192, i32 -8192>, !dbg !224
  %4 = icmp eq <2 x i32> %1, <i32 2139095040, i32 2139095040>, !dbg !224
  %5 = select <2 x i1> %4, <2 x i32> %0, <2 x i32> %3, !dbg !224
  %6 = icmp ugt <2 x i32> %1, <i32 2139095040, i32 2139095040>, !dbg !224
  %7 = select <2 x i1> %6, <2 x i32> <i32 2147483647, i32 2147483647>, <2 x i32> %5, !dbg !224
  %t12 = mul i64 %t7, %a14, !dbg !225
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t12, !dbg !226
  %.85 = shl nuw nsw i64 %.17, 2, !dbg !226
  %.86 = mul i64 %.19, %a14, !dbg !226
  %.87 = add i64 %.86, %.85, !dbg !226
  %.88 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.87, !dbg !226
  %8 = load <2 x float>, ptr addrspace(1) %.88, align 4, !dbg !226
  %.93 = add i64 %.87, 2, !dbg !226
  %.94 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.93, !dbg !226
  %9 = load <2 x float>, ptr addrspace(1) %.94, align 4, !dbg !226
  %.1105 = shufflevector <2 x float> %8, <2 x float> %9, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !227
  %10 = insertelement <2 x i32> undef, i32 %.32, i64 0, !dbg !227
  %11 = insertelement <2 x i32> %10, i32 %.44, i64 1, !dbg !227
  %.116 = bitcast <2 x i32> %11 to <2 x float>, !dbg !227
  %.122 = bitcast <2 x i32> %7 to <2 x float>, !dbg !227
  %.123 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x8.xf32(<2 x float> %.116, <2 x float> %.122, <4 x float> %.1105, i32 0, i32 0, i32 0), !dbg !227
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t12, !dbg !228
  %.142 = getelementptr inbounds float, ptr addrspace(1) %t18, i64 %.87, !dbg !228
  %12 = shufflevector <4 x float> %.123, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !228
  store <2 x float> %12, ptr addrspace(1) %.142, align 4, !dbg !228
  %.148 = getelementptr inbounds float, ptr addrspace(1) %t18, i64 %.93, !dbg !228
  %13 = shufflevector <4 x float> %.123, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !228
  store <2 x float> %13, ptr addrspace(1) %.148, align 4, !dbg !228
  ret void, !dbg !228
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileFill_5bkern_2eFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, float %a12) local_unnamed_addr #0 !dbg !229 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !230
  %.11 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.10), !dbg !230
  %.14 = and i32 %.11, 15, !dbg !230
  %.15 = zext i32 %.14 to i64, !dbg !230
  %0 = lshr i32 %.11, 2, !dbg !230
  %1 = and i32 %0, 1073741820, !dbg !230
  %.16 = zext i32 %1 to i64, !dbg !230
  %.17 = mul i64 %.15, %a9, !dbg !230
  %.18 = add i64 %.17, %.16, !dbg !230
  %.19 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.18, !dbg !230
  %.20 = ptrtoint ptr addrspace(1) %.19 to i64, !dbg !230
  %.21 = and i64 %.20, 3, !dbg !230
  %.22 = icmp eq i64 %.21, 0, !dbg !230
  br i1 %.22, label %frag.wide.23, label %frag.narrow.24, !dbg !230

frag.wide.23:                                     ; preds = %entry
  %.26 = load <2 x i32>, ptr addrspace(1) %.19, align 4, !dbg !230, !amdgpu.noclobber !6
  %.27 = extractelement <2 x i32> %.26, i64 0, !dbg !230
  %.28 = extractelement <2 x i32> %.26, i64 1, !dbg !230
  br label %frag.join.25, !dbg !230

frag.narrow.24:                                   ; preds = %entry
  %.30 = load i16, ptr addrspace(1) %.19, align 2, !dbg !230, !amdgpu.noclobber !6
  %.31 = zext i16 %.30 to i32, !dbg !230
  %.32 = add i64 %.18, 1, !dbg !230
  %.33 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.32, !dbg !230
  %.34 = load i16, ptr addrspace(1) %.33, align 2, !dbg !230, !amdgpu.noclobber !6
  %.35 = zext i16 %.34 to i32, !dbg !230
  %.36 = shl nuw i32 %.35, 16, !dbg !230
  %.37 = or i32 %.36, %.31, !dbg !230
  %.38 = add i64 %.18, 2, !dbg !230
  %.39 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.38, !dbg !230
  %.40 = load i16, ptr addrspace(1) %.39, align 2, !dbg !230, !amdgpu.noclobber !6
  %.41 = zext i16 %.40 to i32, !dbg !230
  %.42 = add i64 %.18, 3, !dbg !230
  %.43 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.42, !dbg !230
  %.44 = load i16, ptr addrspace(1) %.43, align 2, !dbg !230, !amdgpu.noclobber !6
  %.45 = zext i16 %.44 to i32, !dbg !230
  %.46 = shl nuw i32 %.45, 16, !dbg !230
  %.47 = or i32 %.46, %.41, !dbg !230
  br label %frag.join.25, !dbg !230

frag.join.25:                                     ; preds = %frag.narrow.24, %frag.wide.23
  %.48 = phi i32 [ %.27, %frag.wide.23 ], [ %.37, %frag.narrow.24 ], !dbg !230
  %.49 = phi i32 [ %.28, %frag.wide.23 ], [ %.47, %frag.narrow.24 ], !dbg !230
  %.59 = mul i64 %.15, %a10, !dbg !231
  %.60 = add i64 %.59, %.16, !dbg !231
  %.61 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.60, !dbg !231
  %.62 = ptrtoint ptr addrspace(1) %.61 to i64, !dbg !231
  %.63 = and i64 %.62, 3, !dbg !231
  %.64 = icmp eq i64 %.63, 0, !dbg !231
  br i1 %.64, label %frag.wide.65, label %frag.narrow.66, !dbg !231

frag.wide.65:                                     ; preds = %frag.join.25
  %.68 = load <2 x i32>, ptr addrspace(1) %.61, align 4, !dbg !231, !amdgpu.noclobber !6
  %.69 = extractelement <2 x i32> %.68, i64 0, !dbg !231
  %.70 = extractelement <2 x i32> %.68, i64 1, !dbg !231
  br label %frag.join.67, !dbg !231

frag.narrow.66:                                   ; preds = %frag.join.25
  %.72 = load i16, ptr addrspace(1) %.61, align 2, !dbg !231, !amdgpu.noclobber !6
  %.73 = zext i16 %.72 to i32, !dbg !231
  %.74 = add i64 %.60, 1, !dbg !231
  %.75 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.74, !dbg !231
  %.76 = load i16, ptr addrspace(1) %.75, align 2, !dbg !231, !amdgpu.noclobber !6
  %.77 = zext i16 %.76 to i32, !dbg !231
  %.78 = shl nuw i32 %.77, 16, !dbg !231
  %.79 = or i32 %.78, %.73, !dbg !231
  %.80 = add i64 %.60, 2, !dbg !231
  %.81 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.80, !dbg !231
  %.82 = load i16, ptr addrspace(1) %.81, align 2, !dbg !231, !amdgpu.noclobber !6
  %.83 = zext i16 %.82 to i32, !dbg !231
  %.84 = add i64 %.60, 3, !dbg !231
  %.85 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.84, !dbg !231
  %.86 = load i16, ptr addrspace(1) %.85, align 2, !dbg !231, !amdgpu.noclobber !6
  %.87 = zext i16 %.86 to i32, !dbg !231
  %.88 = shl nuw i32 %.87, 16, !dbg !231
  %.89 = or i32 %.88, %.83, !dbg !231
  br label %frag.join.67, !dbg !231

frag.join.67:                                     ; preds = %frag.narrow.66, %frag.wide.65
  %.90 = phi i32 [ %.69, %frag.wide.65 ], [ %.79, %frag.narrow.66 ], !dbg !231
  %.91 = phi i32 [ %.70, %frag.wide.65 ], [ %.89, %frag.narrow.66 ], !dbg !231
  %.107 = insertelement <2 x i32> poison, i32 %.48, i64 0
  %.109 = insertelement <2 x i32> %.107, i32 %.49, i64 1
  %.110 = bitcast <2 x i32> %.109 to <4 x half>
  %.112 = insertelement <2 x i32> poison, i32 %.90, i64 0
  %.114 = insertelement <2 x i32> %.112, i32 %.91, i64 1
  %.115 = bitcast <2 x i32> %.114 to <4 x half>
  %.99 = insertelement <4 x float> poison, float %a12, i64 0, !dbg !232
  %.105 = shufflevector <4 x float> %.99, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !232
  %.116 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.110, <4 x half> %.115, <4 x float> %.105, i32 0, i32 0, i32 0), !dbg !232
  %.116.1 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.110, <4 x half> %.115, <4 x float> %.116, i32 0, i32 0, i32 0), !dbg !232
  %.132 = mul i64 %.15, %a11, !dbg !233
  %.133 = add i64 %.132, %.16, !dbg !233
  %.135 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.133, !dbg !233
  %2 = shufflevector <4 x float> %.116.1, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !233
  store <2 x float> %2, ptr addrspace(1) %.135, align 4, !dbg !233
  %.140 = add i64 %.133, 2, !dbg !233
  %.141 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.140, !dbg !233
  %3 = shufflevector <4 x float> %.116.1, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !233
  store <2 x float> %3, ptr addrspace(1) %.141, align 4, !dbg !233
  ret void, !dbg !233
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileFill_5bkern_2eBFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, float %a12) local_unnamed_addr #0 !dbg !234 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !235
  %.11 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.10), !dbg !235
  %.14 = and i32 %.11, 15, !dbg !235
  %.15 = zext i32 %.14 to i64, !dbg !235
  %0 = lshr i32 %.11, 2, !dbg !235
  %1 = and i32 %0, 1073741820, !dbg !235
  %.16 = zext i32 %1 to i64, !dbg !235
  %.17 = mul i64 %.15, %a9, !dbg !235
  %.18 = add i64 %.17, %.16, !dbg !235
  %.19 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.18, !dbg !235
  %.20 = ptrtoint ptr addrspace(1) %.19 to i64, !dbg !235
  %.21 = and i64 %.20, 3, !dbg !235
  %.22 = icmp eq i64 %.21, 0, !dbg !235
  br i1 %.22, label %frag.wide.23, label %frag.narrow.24, !dbg !235

frag.wide.23:                                     ; preds = %entry
  %.26 = load <2 x i32>, ptr addrspace(1) %.19, align 4, !dbg !235, !amdgpu.noclobber !6
  %.27 = extractelement <2 x i32> %.26, i64 0, !dbg !235
  %.28 = extractelement <2 x i32> %.26, i64 1, !dbg !235
  br label %frag.join.25, !dbg !235

frag.narrow.24:                                   ; preds = %entry
  %.30 = load i16, ptr addrspace(1) %.19, align 2, !dbg !235, !amdgpu.noclobber !6
  %.31 = zext i16 %.30 to i32, !dbg !235
  %.32 = add i64 %.18, 1, !dbg !235
  %.33 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.32, !dbg !235
  %.34 = load i16, ptr addrspace(1) %.33, align 2, !dbg !235, !amdgpu.noclobber !6
  %.35 = zext i16 %.34 to i32, !dbg !235
  %.36 = shl nuw i32 %.35, 16, !dbg !235
  %.37 = or i32 %.36, %.31, !dbg !235
  %.38 = add i64 %.18, 2, !dbg !235
  %.39 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.38, !dbg !235
  %.40 = load i16, ptr addrspace(1) %.39, align 2, !dbg !235, !amdgpu.noclobber !6
  %.41 = zext i16 %.40 to i32, !dbg !235
  %.42 = add i64 %.18, 3, !dbg !235
  %.43 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.42, !dbg !235
  %.44 = load i16, ptr addrspace(1) %.43, align 2, !dbg !235, !amdgpu.noclobber !6
  %.45 = zext i16 %.44 to i32, !dbg !235
  %.46 = shl nuw i32 %.45, 16, !dbg !235
  %.47 = or i32 %.46, %.41, !dbg !235
  br label %frag.join.25, !dbg !235

frag.join.25:                                     ; preds = %frag.narrow.24, %frag.wide.23
  %.48 = phi i32 [ %.27, %frag.wide.23 ], [ %.37, %frag.narrow.24 ], !dbg !235
  %.49 = phi i32 [ %.28, %frag.wide.23 ], [ %.47, %frag.narrow.24 ], !dbg !235
  %.59 = mul i64 %.15, %a10, !dbg !236
  %.60 = add i64 %.59, %.16, !dbg !236
  %.61 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.60, !dbg !236
  %.62 = ptrtoint ptr addrspace(1) %.61 to i64, !dbg !236
  %.63 = and i64 %.62, 3, !dbg !236
  %.64 = icmp eq i64 %.63, 0, !dbg !236
  br i1 %.64, label %frag.wide.65, label %frag.narrow.66, !dbg !236

frag.wide.65:                                     ; preds = %frag.join.25
  %.68 = load <2 x i32>, ptr addrspace(1) %.61, align 4, !dbg !236, !amdgpu.noclobber !6
  %.69 = extractelement <2 x i32> %.68, i64 0, !dbg !236
  %.70 = extractelement <2 x i32> %.68, i64 1, !dbg !236
  br label %frag.join.67, !dbg !236

frag.narrow.66:                                   ; preds = %frag.join.25
  %.72 = load i16, ptr addrspace(1) %.61, align 2, !dbg !236, !amdgpu.noclobber !6
  %.73 = zext i16 %.72 to i32, !dbg !236
  %.74 = add i64 %.60, 1, !dbg !236
  %.75 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.74, !dbg !236
  %.76 = load i16, ptr addrspace(1) %.75, align 2, !dbg !236, !amdgpu.noclobber !6
  %.77 = zext i16 %.76 to i32, !dbg !236
  %.78 = shl nuw i32 %.77, 16, !dbg !236
  %.79 = or i32 %.78, %.73, !dbg !236
  %.80 = add i64 %.60, 2, !dbg !236
  %.81 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.80, !dbg !236
  %.82 = load i16, ptr addrspace(1) %.81, align 2, !dbg !236, !amdgpu.noclobber !6
  %.83 = zext i16 %.82 to i32, !dbg !236
  %.84 = add i64 %.60, 3, !dbg !236
  %.85 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.84, !dbg !236
  %.86 = load i16, ptr addrspace(1) %.85, align 2, !dbg !236, !amdgpu.noclobber !6
  %.87 = zext i16 %.86 to i32, !dbg !236
  %.88 = shl nuw i32 %.87, 16, !dbg !236
  %.89 = or i32 %.88, %.83, !dbg !236
  br label %frag.join.67, !dbg !236

frag.join.67:                                     ; preds = %frag.narrow.66, %frag.wide.65
  %.90 = phi i32 [ %.69, %frag.wide.65 ], [ %.79, %frag.narrow.66 ], !dbg !236
  %.91 = phi i32 [ %.70, %frag.wide.65 ], [ %.89, %frag.narrow.66 ], !dbg !236
  %.107 = insertelement <2 x i32> poison, i32 %.48, i64 0
  %.109 = insertelement <2 x i32> %.107, i32 %.49, i64 1
  %.110 = bitcast <2 x i32> %.109 to <4 x i16>
  %.112 = insertelement <2 x i32> poison, i32 %.90, i64 0
  %.114 = insertelement <2 x i32> %.112, i32 %.91, i64 1
  %.115 = bitcast <2 x i32> %.114 to <4 x i16>
  %.99 = insertelement <4 x float> poison, float %a12, i64 0, !dbg !237
  %.105 = shufflevector <4 x float> %.99, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !237
  %.116 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.110, <4 x i16> %.115, <4 x float> %.105, i32 0, i32 0, i32 0), !dbg !237
  %.116.1 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.110, <4 x i16> %.115, <4 x float> %.116, i32 0, i32 0, i32 0), !dbg !237
  %.132 = mul i64 %.15, %a11, !dbg !238
  %.133 = add i64 %.132, %.16, !dbg !238
  %.135 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.133, !dbg !238
  %2 = shufflevector <4 x float> %.116.1, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !238
  store <2 x float> %2, ptr addrspace(1) %.135, align 4, !dbg !238
  %.140 = add i64 %.133, 2, !dbg !238
  %.141 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.140, !dbg !238
  %3 = shufflevector <4 x float> %.116.1, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !238
  store <2 x float> %3, ptr addrspace(1) %.141, align 4, !dbg !238
  ret void, !dbg !238
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileFill_5bfloat32_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, float %a12) local_unnamed_addr #0 !dbg !239 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !240
  %.11 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.10), !dbg !240
  %.12 = lshr i32 %.11, 4, !dbg !240
  %.13 = zext i32 %.12 to i64, !dbg !240
  %.14 = and i32 %.11, 15, !dbg !240
  %.15 = zext i32 %.14 to i64, !dbg !240
  %.16 = shl nuw nsw i64 %.13, 1, !dbg !240
  %.17 = mul i64 %.15, %a9, !dbg !240
  %.18 = add i64 %.17, %.16, !dbg !240
  %.19 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.18, !dbg !240
  %0 = load <2 x i32>, ptr addrspace(1) %.19, align 4, !dbg !240
  %1 = and <2 x i32> %0, <i32 2147483647, i32 2147483647>, !dbg !240
  %2 = add <2 x i32> %0, <i32 4096, i32 4096>, !dbg !240
  %3 = and <2 x i32> %2, <i32 -8192, i32 -8192>, !dbg !240
  %4 = icmp eq <2 x i32> %1, <i32 2139095040, i32 2139095040>, !dbg !240
  %5 = select <2 x i1> %4, <2 x i32> %0, <2 x i32> %3, !dbg !240
  %6 = icmp ugt <2 x i32> %1, <i32 2139095040, i32 2139095040>, !dbg !240
  %7 = select <2 x i1> %6, <2 x i32> <i32 2147483647, i32 2147483647>, <2 x i32> %5, !dbg !240
  %.49 = mul i64 %.15, %a10, !dbg !241
  %.50 = add i64 %.49, %.16, !dbg !241
  %.51 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.50, !dbg !241
  %8 = load <2 x i32>, ptr addrspace(1) %.51, align 4, !dbg !241
  %9 = and <2 x i32> %8, <i32 2147483647, i32 2147483647>, !dbg !241
  %10 = add <2 x i32> %8, <i32 4096, i32 4096>, !dbg !241
  %11 = and <2 x i32> %10, <i32 -8192, i32 -8192>, !dbg !241
  %12 = icmp eq <2 x i32> %9, <i32 2139095040, i32 2139095040>, !dbg !241
  %13 = select <2 x i1> %12, <2 x i32> %8, <2 x i32> %11, !dbg !241
  %14 = icmp ugt <2 x i32> %9, <i32 2139095040, i32 2139095040>, !dbg !241
  %15 = select <2 x i1> %14, <2 x i32> <i32 2147483647, i32 2147483647>, <2 x i32> %13, !dbg !241
  %.91 = bitcast <2 x i32> %7 to <2 x float>
  %.97 = bitcast <2 x i32> %15 to <2 x float>
  %.79 = insertelement <4 x float> poison, float %a12, i64 0, !dbg !242
  %.85 = shufflevector <4 x float> %.79, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !242
  %.98 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x8.xf32(<2 x float> %.91, <2 x float> %.97, <4 x float> %.85, i32 0, i32 0, i32 0), !dbg !242
  %.98.1 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x8.xf32(<2 x float> %.91, <2 x float> %.97, <4 x float> %.98, i32 0, i32 0, i32 0), !dbg !242
  %.113 = shl nuw nsw i64 %.13, 2, !dbg !243
  %.114 = mul i64 %.15, %a11, !dbg !243
  %.115 = add i64 %.114, %.113, !dbg !243
  %.117 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.115, !dbg !243
  %16 = shufflevector <4 x float> %.98.1, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !243
  store <2 x float> %16, ptr addrspace(1) %.117, align 4, !dbg !243
  %.122 = add i64 %.115, 2, !dbg !243
  %.123 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.122, !dbg !243
  %17 = shufflevector <4 x float> %.98.1, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !243
  store <2 x float> %17, ptr addrspace(1) %.123, align 4, !dbg !243
  ret void, !dbg !243
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11) local_unnamed_addr #4 !dbg !244 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !245
  %t4 = sext i32 %.10 to i64, !dbg !245
  %.155 = sdiv i32 %.10, 64, !dbg !246
  %.15.sext = sext i32 %.155 to i64, !dbg !246
  %t81 = lshr i64 %.15.sext, 63, !dbg !247
  %t10 = add nsw i64 %t81, %.15.sext, !dbg !247
  %t12 = and i64 %t10, 1152921504606846974, !dbg !248
  %t13 = sub nsw i64 %.15.sext, %t12, !dbg !248
  %.20 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !249
  %t15 = sext i32 %.20 to i64, !dbg !249
  %t16 = shl nsw i64 %t15, 5, !dbg !250
  %.21 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !251
  %t18 = sext i32 %.21 to i64, !dbg !251
  %t19 = shl nsw i64 %t18, 5, !dbg !252
  %.26 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !253
  %.27 = getelementptr inbounds i8, ptr addrspace(4) %.26, i64 4, !dbg !253
  %.28 = load i16, ptr addrspace(4) %.27, align 4, !dbg !253, !invariant.load !6
  %t23 = zext i16 %.28 to i64
  %0 = shl nsw i64 %t10, 3, !dbg !254
  %t24 = and i64 %0, -16, !dbg !254
  %t27 = shl i64 %t13, 4, !dbg !255
  %t28 = add i64 %t27, %t19, !dbg !256
  %t29 = mul i64 %t28, %a11, !dbg !257
  %t338 = icmp sgt i64 %a11, 0, !dbg !258
  br i1 %t338, label %b3.preheader.lr.ph, label %b6, !dbg !258

b3.preheader.lr.ph:                               ; preds = %entry
  %t24.tr = trunc i64 %t24 to i32, !dbg !259
  %1 = shl i32 %t24.tr, 4, !dbg !259
  %t26 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eFloat16_5d.shared.0, i32 %1, !dbg !259
  %t356 = icmp slt i32 %.10, 512
  %.32 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !260
  %.33 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.32), !dbg !260
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
  br label %b3.preheader, !dbg !258

b3.preheader:                                     ; preds = %b3.preheader.lr.ph, %frag.join.89
  %t3210 = phi i64 [ 0, %b3.preheader.lr.ph ], [ %t55, %frag.join.89 ]
  %t319 = phi { [8 x float] } [ zeroinitializer, %b3.preheader.lr.ph ], [ %.142, %frag.join.89 ]
  br i1 %t356, label %b4, label %b5, !dbg !261

b4:                                               ; preds = %b3.preheader, %b4
  %t347 = phi i64 [ %t49, %b4 ], [ %t4, %b3.preheader ]
  %isneg = icmp slt i64 %t347, 0, !dbg !262
  %t37 = select i1 %isneg, i64 15, i64 0, !dbg !262
  %t38 = add nsw i64 %t37, %t347, !dbg !262
  %t39 = ashr i64 %t38, 4, !dbg !262
  %t40 = add nsw i64 %t39, %t16, !dbg !263
  %t41 = mul i64 %t40, %a11, !dbg !264
  %t43 = and i64 %t38, -16, !dbg !265
  %t42 = add i64 %t347, %t3210, !dbg !266
  %t44 = sub i64 %t42, %t43, !dbg !265
  %t45 = add i64 %t44, %t41, !dbg !267
  %t46 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t45, !dbg !268
  %.31 = load i16, ptr addrspace(1) %t46, align 2, !dbg !268, !amdgpu.noclobber !6
  %4 = trunc i64 %t347 to i32, !dbg !269
  %t48 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eFloat16_5d.shared.0, i32 %4, !dbg !269
  store i16 %.31, ptr addrspace(3) %t48, align 2, !dbg !269
  %t49 = add i64 %t347, %t23, !dbg !270
  %t35 = icmp slt i64 %t49, 512, !dbg !261
  br i1 %t35, label %b4, label %b5, !dbg !261

b5:                                               ; preds = %b4, %b3.preheader
  fence syncscope("workgroup") release, !dbg !271
  tail call void @llvm.amdgcn.s.barrier(), !dbg !271
  fence syncscope("workgroup") acquire, !dbg !271
  %.4811 = load <4 x half>, ptr addrspace(3) %.41, align 4, !dbg !259
  %t51 = add i64 %t3210, %t29, !dbg !272
  %t52 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t51, !dbg !273
  %.83 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.82, !dbg !273
  %.84 = ptrtoint ptr addrspace(1) %.83 to i64, !dbg !273
  %.85 = and i64 %.84, 3, !dbg !273
  %.86 = icmp eq i64 %.85, 0, !dbg !273
  br i1 %.86, label %frag.wide.87, label %frag.narrow.88, !dbg !273

frag.wide.87:                                     ; preds = %b5
  %.90 = load <2 x i32>, ptr addrspace(1) %.83, align 4, !dbg !273, !amdgpu.noclobber !6
  %.91 = extractelement <2 x i32> %.90, i64 0, !dbg !273
  %.92 = extractelement <2 x i32> %.90, i64 1, !dbg !273
  br label %frag.join.89, !dbg !273

frag.narrow.88:                                   ; preds = %b5
  %.94 = load i16, ptr addrspace(1) %.83, align 2, !dbg !273, !amdgpu.noclobber !6
  %.95 = zext i16 %.94 to i32, !dbg !273
  %.97 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.96, !dbg !273
  %.98 = load i16, ptr addrspace(1) %.97, align 2, !dbg !273, !amdgpu.noclobber !6
  %.99 = zext i16 %.98 to i32, !dbg !273
  %.100 = shl nuw i32 %.99, 16, !dbg !273
  %.101 = or i32 %.100, %.95, !dbg !273
  %.103 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.102, !dbg !273
  %.104 = load i16, ptr addrspace(1) %.103, align 2, !dbg !273, !amdgpu.noclobber !6
  %.105 = zext i16 %.104 to i32, !dbg !273
  %.107 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.106, !dbg !273
  %.108 = load i16, ptr addrspace(1) %.107, align 2, !dbg !273, !amdgpu.noclobber !6
  %.109 = zext i16 %.108 to i32, !dbg !273
  %.110 = shl nuw i32 %.109, 16, !dbg !273
  %.111 = or i32 %.110, %.105, !dbg !273
  br label %frag.join.89, !dbg !273

frag.join.89:                                     ; preds = %frag.narrow.88, %frag.wide.87
  %.112 = phi i32 [ %.91, %frag.wide.87 ], [ %.101, %frag.narrow.88 ], !dbg !273
  %.113 = phi i32 [ %.92, %frag.wide.87 ], [ %.111, %frag.narrow.88 ], !dbg !273
  %.116 = extractvalue { [8 x float] } %t319, 0, 0, !dbg !274
  %.117 = insertelement <4 x float> poison, float %.116, i64 0, !dbg !274
  %.118 = extractvalue { [8 x float] } %t319, 0, 1, !dbg !274
  %.119 = insertelement <4 x float> %.117, float %.118, i64 1, !dbg !274
  %.120 = extractvalue { [8 x float] } %t319, 0, 2, !dbg !274
  %.121 = insertelement <4 x float> %.119, float %.120, i64 2, !dbg !274
  %.122 = extractvalue { [8 x float] } %t319, 0, 3, !dbg !274
  %.123 = insertelement <4 x float> %.121, float %.122, i64 3, !dbg !274
  %.130 = insertelement <2 x i32> poison, i32 %.112, i64 0, !dbg !274
  %.132 = insertelement <2 x i32> %.130, i32 %.113, i64 1, !dbg !274
  %.133 = bitcast <2 x i32> %.132 to <4 x half>, !dbg !274
  %.134 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.4811, <4 x half> %.133, <4 x float> %.123, i32 0, i32 0, i32 0), !dbg !274
  %.135 = extractelement <4 x float> %.134, i64 0, !dbg !274
  %.136 = extractelement <4 x float> %.134, i64 1, !dbg !274
  %.137 = extractelement <4 x float> %.134, i64 2, !dbg !274
  %.138 = extractelement <4 x float> %.134, i64 3, !dbg !274
  %.139 = insertvalue { [8 x float] } zeroinitializer, float %.135, 0, 0, !dbg !274
  %.140 = insertvalue { [8 x float] } %.139, float %.136, 0, 1, !dbg !274
  %.141 = insertvalue { [8 x float] } %.140, float %.137, 0, 2, !dbg !274
  %.142 = insertvalue { [8 x float] } %.141, float %.138, 0, 3, !dbg !274
  fence syncscope("workgroup") release, !dbg !275
  tail call void @llvm.amdgcn.s.barrier(), !dbg !275
  fence syncscope("workgroup") acquire, !dbg !275
  %t55 = add i64 %t3210, 16, !dbg !276
  %t33 = icmp slt i64 %t55, %a11, !dbg !258
  br i1 %t33, label %b3.preheader, label %b6, !dbg !258

b6:                                               ; preds = %frag.join.89, %entry
  %t31.lcssa = phi { [8 x float] } [ zeroinitializer, %entry ], [ %.142, %frag.join.89 ]
  %t56 = add nsw i64 %t24, %t16, !dbg !277
  %t57 = mul i64 %t56, %a10, !dbg !278
  %t59 = add i64 %t28, %t57, !dbg !279
  %t61 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t59, !dbg !280
  %.143 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !280
  %.144 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.143), !dbg !280
  %.147 = and i32 %.144, 15, !dbg !280
  %.148 = zext i32 %.147 to i64, !dbg !280
  %5 = lshr i32 %.144, 2, !dbg !280
  %6 = and i32 %5, 1073741820, !dbg !280
  %.149 = zext i32 %6 to i64, !dbg !280
  %.150 = mul i64 %.149, %a10, !dbg !280
  %.151 = add i64 %.150, %.148, !dbg !280
  %.152 = extractvalue { [8 x float] } %t31.lcssa, 0, 0, !dbg !280
  %.153 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.151, !dbg !280
  store float %.152, ptr addrspace(1) %.153, align 4, !dbg !280
  %.154 = extractvalue { [8 x float] } %t31.lcssa, 0, 1, !dbg !280
  %.156 = add i64 %.151, %a10, !dbg !280
  %.157 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.156, !dbg !280
  store float %.154, ptr addrspace(1) %.157, align 4, !dbg !280
  %.158 = extractvalue { [8 x float] } %t31.lcssa, 0, 2, !dbg !280
  %.159 = shl i64 %a10, 1, !dbg !280
  %.160 = add i64 %.151, %.159, !dbg !280
  %.161 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.160, !dbg !280
  store float %.158, ptr addrspace(1) %.161, align 4, !dbg !280
  %.162 = extractvalue { [8 x float] } %t31.lcssa, 0, 3, !dbg !280
  %.163 = mul i64 %a10, 3, !dbg !280
  %.164 = add i64 %.151, %.163, !dbg !280
  %.165 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.164, !dbg !280
  store float %.162, ptr addrspace(1) %.165, align 4, !dbg !280
  ret void, !dbg !280
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11) local_unnamed_addr #4 !dbg !281 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !282
  %t4 = sext i32 %.10 to i64, !dbg !282
  %.155 = sdiv i32 %.10, 64, !dbg !283
  %.15.sext = sext i32 %.155 to i64, !dbg !283
  %t81 = lshr i64 %.15.sext, 63, !dbg !284
  %t10 = add nsw i64 %t81, %.15.sext, !dbg !284
  %t12 = and i64 %t10, 1152921504606846974, !dbg !285
  %t13 = sub nsw i64 %.15.sext, %t12, !dbg !285
  %.20 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !286
  %t15 = sext i32 %.20 to i64, !dbg !286
  %t16 = shl nsw i64 %t15, 5, !dbg !287
  %.21 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !288
  %t18 = sext i32 %.21 to i64, !dbg !288
  %t19 = shl nsw i64 %t18, 5, !dbg !289
  %.26 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !290
  %.27 = getelementptr inbounds i8, ptr addrspace(4) %.26, i64 4, !dbg !290
  %.28 = load i16, ptr addrspace(4) %.27, align 4, !dbg !290, !invariant.load !6
  %t23 = zext i16 %.28 to i64
  %0 = shl nsw i64 %t10, 3, !dbg !291
  %t24 = and i64 %0, -16, !dbg !291
  %t27 = shl i64 %t13, 4, !dbg !292
  %t28 = add i64 %t27, %t19, !dbg !293
  %t29 = mul i64 %t28, %a11, !dbg !294
  %t338 = icmp sgt i64 %a11, 0, !dbg !295
  br i1 %t338, label %b3.preheader.lr.ph, label %b6, !dbg !295

b3.preheader.lr.ph:                               ; preds = %entry
  %t24.tr = trunc i64 %t24 to i32, !dbg !296
  %1 = shl i32 %t24.tr, 4, !dbg !296
  %t26 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eBFloat16_5d.shared.0, i32 %1, !dbg !296
  %t356 = icmp slt i32 %.10, 512
  %.32 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !297
  %.33 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.32), !dbg !297
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
  br label %b3.preheader, !dbg !295

b3.preheader:                                     ; preds = %b3.preheader.lr.ph, %frag.join.89
  %t3210 = phi i64 [ 0, %b3.preheader.lr.ph ], [ %t55, %frag.join.89 ]
  %t319 = phi { [8 x float] } [ zeroinitializer, %b3.preheader.lr.ph ], [ %.142, %frag.join.89 ]
  br i1 %t356, label %b4, label %b5, !dbg !298

b4:                                               ; preds = %b3.preheader, %b4
  %t347 = phi i64 [ %t49, %b4 ], [ %t4, %b3.preheader ]
  %isneg = icmp slt i64 %t347, 0, !dbg !299
  %t37 = select i1 %isneg, i64 15, i64 0, !dbg !299
  %t38 = add nsw i64 %t37, %t347, !dbg !299
  %t39 = ashr i64 %t38, 4, !dbg !299
  %t40 = add nsw i64 %t39, %t16, !dbg !300
  %t41 = mul i64 %t40, %a11, !dbg !301
  %t43 = and i64 %t38, -16, !dbg !302
  %t42 = add i64 %t347, %t3210, !dbg !303
  %t44 = sub i64 %t42, %t43, !dbg !302
  %t45 = add i64 %t44, %t41, !dbg !304
  %t46 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t45, !dbg !305
  %.31 = load i16, ptr addrspace(1) %t46, align 2, !dbg !305, !amdgpu.noclobber !6
  %4 = trunc i64 %t347 to i32, !dbg !306
  %t48 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eBFloat16_5d.shared.0, i32 %4, !dbg !306
  store i16 %.31, ptr addrspace(3) %t48, align 2, !dbg !306
  %t49 = add i64 %t347, %t23, !dbg !307
  %t35 = icmp slt i64 %t49, 512, !dbg !298
  br i1 %t35, label %b4, label %b5, !dbg !298

b5:                                               ; preds = %b4, %b3.preheader
  fence syncscope("workgroup") release, !dbg !308
  tail call void @llvm.amdgcn.s.barrier(), !dbg !308
  fence syncscope("workgroup") acquire, !dbg !308
  %.4811 = load <4 x i16>, ptr addrspace(3) %.41, align 4, !dbg !296
  %t51 = add i64 %t3210, %t29, !dbg !309
  %t52 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t51, !dbg !310
  %.83 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.82, !dbg !310
  %.84 = ptrtoint ptr addrspace(1) %.83 to i64, !dbg !310
  %.85 = and i64 %.84, 3, !dbg !310
  %.86 = icmp eq i64 %.85, 0, !dbg !310
  br i1 %.86, label %frag.wide.87, label %frag.narrow.88, !dbg !310

frag.wide.87:                                     ; preds = %b5
  %.90 = load <2 x i32>, ptr addrspace(1) %.83, align 4, !dbg !310, !amdgpu.noclobber !6
  %.91 = extractelement <2 x i32> %.90, i64 0, !dbg !310
  %.92 = extractelement <2 x i32> %.90, i64 1, !dbg !310
  br label %frag.join.89, !dbg !310

frag.narrow.88:                                   ; preds = %b5
  %.94 = load i16, ptr addrspace(1) %.83, align 2, !dbg !310, !amdgpu.noclobber !6
  %.95 = zext i16 %.94 to i32, !dbg !310
  %.97 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.96, !dbg !310
  %.98 = load i16, ptr addrspace(1) %.97, align 2, !dbg !310, !amdgpu.noclobber !6
  %.99 = zext i16 %.98 to i32, !dbg !310
  %.100 = shl nuw i32 %.99, 16, !dbg !310
  %.101 = or i32 %.100, %.95, !dbg !310
  %.103 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.102, !dbg !310
  %.104 = load i16, ptr addrspace(1) %.103, align 2, !dbg !310, !amdgpu.noclobber !6
  %.105 = zext i16 %.104 to i32, !dbg !310
  %.107 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.106, !dbg !310
  %.108 = load i16, ptr addrspace(1) %.107, align 2, !dbg !310, !amdgpu.noclobber !6
  %.109 = zext i16 %.108 to i32, !dbg !310
  %.110 = shl nuw i32 %.109, 16, !dbg !310
  %.111 = or i32 %.110, %.105, !dbg !310
  br label %frag.join.89, !dbg !310

frag.join.89:                                     ; preds = %frag.narrow.88, %frag.wide.87
  %.112 = phi i32 [ %.91, %frag.wide.87 ], [ %.101, %frag.narrow.88 ], !dbg !310
  %.113 = phi i32 [ %.92, %frag.wide.87 ], [ %.111, %frag.narrow.88 ], !dbg !310
  %.116 = extractvalue { [8 x float] } %t319, 0, 0, !dbg !311
  %.117 = insertelement <4 x float> poison, float %.116, i64 0, !dbg !311
  %.118 = extractvalue { [8 x float] } %t319, 0, 1, !dbg !311
  %.119 = insertelement <4 x float> %.117, float %.118, i64 1, !dbg !311
  %.120 = extractvalue { [8 x float] } %t319, 0, 2, !dbg !311
  %.121 = insertelement <4 x float> %.119, float %.120, i64 2, !dbg !311
  %.122 = extractvalue { [8 x float] } %t319, 0, 3, !dbg !311
  %.123 = insertelement <4 x float> %.121, float %.122, i64 3, !dbg !311
  %.130 = insertelement <2 x i32> poison, i32 %.112, i64 0, !dbg !311
  %.132 = insertelement <2 x i32> %.130, i32 %.113, i64 1, !dbg !311
  %.133 = bitcast <2 x i32> %.132 to <4 x i16>, !dbg !311
  %.134 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.4811, <4 x i16> %.133, <4 x float> %.123, i32 0, i32 0, i32 0), !dbg !311
  %.135 = extractelement <4 x float> %.134, i64 0, !dbg !311
  %.136 = extractelement <4 x float> %.134, i64 1, !dbg !311
  %.137 = extractelement <4 x float> %.134, i64 2, !dbg !311
  %.138 = extractelement <4 x float> %.134, i64 3, !dbg !311
  %.139 = insertvalue { [8 x float] } zeroinitializer, float %.135, 0, 0, !dbg !311
  %.140 = insertvalue { [8 x float] } %.139, float %.136, 0, 1, !dbg !311
  %.141 = insertvalue { [8 x float] } %.140, float %.137, 0, 2, !dbg !311
  %.142 = insertvalue { [8 x float] } %.141, float %.138, 0, 3, !dbg !311
  fence syncscope("workgroup") release, !dbg !312
  tail call void @llvm.amdgcn.s.barrier(), !dbg !312
  fence syncscope("workgroup") acquire, !dbg !312
  %t55 = add i64 %t3210, 16, !dbg !313
  %t33 = icmp slt i64 %t55, %a11, !dbg !295
  br i1 %t33, label %b3.preheader, label %b6, !dbg !295

b6:                                               ; preds = %frag.join.89, %entry
  %t31.lcssa = phi { [8 x float] } [ zeroinitializer, %entry ], [ %.142, %frag.join.89 ]
  %t56 = add nsw i64 %t24, %t16, !dbg !314
  %t57 = mul i64 %t56, %a10, !dbg !315
  %t59 = add i64 %t28, %t57, !dbg !316
  %t61 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t59, !dbg !317
  %.143 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !317
  %.144 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.143), !dbg !317
  %.147 = and i32 %.144, 15, !dbg !317
  %.148 = zext i32 %.147 to i64, !dbg !317
  %5 = lshr i32 %.144, 2, !dbg !317
  %6 = and i32 %5, 1073741820, !dbg !317
  %.149 = zext i32 %6 to i64, !dbg !317
  %.150 = mul i64 %.149, %a10, !dbg !317
  %.151 = add i64 %.150, %.148, !dbg !317
  %.152 = extractvalue { [8 x float] } %t31.lcssa, 0, 0, !dbg !317
  %.153 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.151, !dbg !317
  store float %.152, ptr addrspace(1) %.153, align 4, !dbg !317
  %.154 = extractvalue { [8 x float] } %t31.lcssa, 0, 1, !dbg !317
  %.156 = add i64 %.151, %a10, !dbg !317
  %.157 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.156, !dbg !317
  store float %.154, ptr addrspace(1) %.157, align 4, !dbg !317
  %.158 = extractvalue { [8 x float] } %t31.lcssa, 0, 2, !dbg !317
  %.159 = shl i64 %a10, 1, !dbg !317
  %.160 = add i64 %.151, %.159, !dbg !317
  %.161 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.160, !dbg !317
  store float %.158, ptr addrspace(1) %.161, align 4, !dbg !317
  %.162 = extractvalue { [8 x float] } %t31.lcssa, 0, 3, !dbg !317
  %.163 = mul i64 %a10, 3, !dbg !317
  %.164 = add i64 %.151, %.163, !dbg !317
  %.165 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.164, !dbg !317
  store float %.162, ptr addrspace(1) %.165, align 4, !dbg !317
  ret void, !dbg !317
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bfloat32_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11) local_unnamed_addr #4 !dbg !318 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !319
  %t4 = sext i32 %.10 to i64, !dbg !319
  %.1510 = sdiv i32 %.10, 64, !dbg !320
  %.15.sext = sext i32 %.1510 to i64, !dbg !320
  %t81 = lshr i64 %.15.sext, 63, !dbg !321
  %t10 = add nsw i64 %t81, %.15.sext, !dbg !321
  %t12 = and i64 %t10, 1152921504606846974, !dbg !322
  %t13 = sub nsw i64 %.15.sext, %t12, !dbg !322
  %.20 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !323
  %t15 = sext i32 %.20 to i64, !dbg !323
  %t16 = shl nsw i64 %t15, 5, !dbg !324
  %.21 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !325
  %t18 = sext i32 %.21 to i64, !dbg !325
  %t19 = shl nsw i64 %t18, 5, !dbg !326
  %.26 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !327
  %.27 = getelementptr inbounds i8, ptr addrspace(4) %.26, i64 4, !dbg !327
  %.28 = load i16, ptr addrspace(4) %.27, align 4, !dbg !327, !invariant.load !6
  %t23 = zext i16 %.28 to i64
  %0 = shl nsw i64 %t10, 3, !dbg !328
  %t24 = and i64 %0, -16, !dbg !328
  %t27 = shl i64 %t13, 4, !dbg !329
  %t28 = add i64 %t27, %t19, !dbg !330
  %t29 = mul i64 %t28, %a11, !dbg !331
  %t3513 = icmp sgt i64 %a11, 0, !dbg !332
  br i1 %t3513, label %b3.preheader.lr.ph, label %b6, !dbg !332

b3.preheader.lr.ph:                               ; preds = %entry
  %t24.tr = trunc i64 %t24 to i32, !dbg !333
  %1 = shl i32 %t24.tr, 4, !dbg !333
  %2 = or i32 %1, 8, !dbg !333
  %t32 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bfloat32_5d.shared.0, i32 %2, !dbg !333
  %t26 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bfloat32_5d.shared.0, i32 %1, !dbg !333
  %t3711 = icmp slt i32 %.10, 512
  %.32 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !334
  %.33 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.32), !dbg !334
  %.36 = and i32 %.33, 15
  %.37 = zext i32 %.36 to i64
  %3 = lshr i32 %.33, 3
  %4 = and i32 %3, 536870910
  %.38 = zext i32 %4 to i64
  %.39 = shl nuw nsw i32 %.36, 4
  %.40 = add nuw nsw i32 %.39, %4
  %.41 = getelementptr inbounds float, ptr addrspace(3) %t26, i32 %.40
  %.71 = mul i64 %.37, %a11
  %.72 = add i64 %.71, %.38
  %.134 = getelementptr inbounds float, ptr addrspace(3) %t32, i32 %.40
  %t5416 = getelementptr float, ptr addrspace(1) %a3, i64 %.72
  %t5917 = getelementptr float, ptr addrspace(1) %a3, i64 %.72
  br label %b3.preheader, !dbg !332

b3.preheader:                                     ; preds = %b3.preheader.lr.ph, %b5
  %t3415 = phi i64 [ 0, %b3.preheader.lr.ph ], [ %t62, %b5 ]
  %t3314 = phi { [8 x float] } [ zeroinitializer, %b3.preheader.lr.ph ], [ %.217, %b5 ]
  br i1 %t3711, label %b4, label %b5, !dbg !335

b4:                                               ; preds = %b3.preheader, %b4
  %t3612 = phi i64 [ %t51, %b4 ], [ %t4, %b3.preheader ]
  %isneg = icmp slt i64 %t3612, 0, !dbg !336
  %t39 = select i1 %isneg, i64 15, i64 0, !dbg !336
  %t40 = add nsw i64 %t39, %t3612, !dbg !336
  %t41 = ashr i64 %t40, 4, !dbg !336
  %t42 = add nsw i64 %t41, %t16, !dbg !337
  %t43 = mul i64 %t42, %a11, !dbg !338
  %t45 = and i64 %t40, -16, !dbg !339
  %t44 = add i64 %t3612, %t3415, !dbg !340
  %t46 = sub i64 %t44, %t45, !dbg !339
  %t47 = add i64 %t46, %t43, !dbg !341
  %t48 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t47, !dbg !342
  %.31 = load float, ptr addrspace(1) %t48, align 4, !dbg !342, !amdgpu.noclobber !6
  %5 = trunc i64 %t3612 to i32, !dbg !343
  %t50 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bfloat32_5d.shared.0, i32 %5, !dbg !343
  store float %.31, ptr addrspace(3) %t50, align 4, !dbg !343
  %t51 = add i64 %t3612, %t23, !dbg !344
  %t37 = icmp slt i64 %t51, 512, !dbg !335
  br i1 %t37, label %b4, label %b5, !dbg !335

b5:                                               ; preds = %b4, %b3.preheader
  fence syncscope("workgroup") release, !dbg !345
  tail call void @llvm.amdgcn.s.barrier(), !dbg !345
  fence syncscope("workgroup") acquire, !dbg !345
  %6 = load <2 x i32>, ptr addrspace(3) %.41, align 4, !dbg !333
  %7 = and <2 x i32> %6, <i32 2147483647, i32 2147483647>, !dbg !333
  %8 = add <2 x i32> %6, <i32 4096, i32 4096>, !dbg !333
  %9 = and <2 x i32> %8, <i32 -8192, i32 -8192>, !dbg !333
  %10 = icmp eq <2 x i32> %7, <i32 2139095040, i32 2139095040>, !dbg !333
  %11 = select <2 x i1> %10, <2 x i32> %6, <2 x i32> %9, !dbg !333
  %12 = icmp ugt <2 x i32> %7, <i32 2139095040, i32 2139095040>, !dbg !333
  %13 = select <2 x i1> %12, <2 x i32> <i32 2147483647, i32 2147483647>, <2 x i32> %11, !dbg !333
  %t53 = add i64 %t3415, %t29, !dbg !346
  %.73 = getelementptr float, ptr addrspace(1) %t5416, i64 %t53, !dbg !347
  %14 = load <2 x i32>, ptr addrspace(1) %.73, align 4, !dbg !347
  %15 = and <2 x i32> %14, <i32 2147483647, i32 2147483647>, !dbg !347
  %16 = add <2 x i32> %14, <i32 4096, i32 4096>, !dbg !347
  %17 = and <2 x i32> %16, <i32 -8192, i32 -8192>, !dbg !347
  %18 = icmp eq <2 x i32> %15, <i32 2139095040, i32 2139095040>, !dbg !347
  %19 = select <2 x i1> %18, <2 x i32> %14, <2 x i32> %17, !dbg !347
  %20 = icmp ugt <2 x i32> %15, <i32 2139095040, i32 2139095040>, !dbg !347
  %21 = select <2 x i1> %20, <2 x i32> <i32 2147483647, i32 2147483647>, <2 x i32> %19, !dbg !347
  %.96 = extractvalue { [8 x float] } %t3314, 0, 0, !dbg !348
  %.97 = insertelement <4 x float> poison, float %.96, i64 0, !dbg !348
  %.98 = extractvalue { [8 x float] } %t3314, 0, 1, !dbg !348
  %.99 = insertelement <4 x float> %.97, float %.98, i64 1, !dbg !348
  %.100 = extractvalue { [8 x float] } %t3314, 0, 2, !dbg !348
  %.101 = insertelement <4 x float> %.99, float %.100, i64 2, !dbg !348
  %.102 = extractvalue { [8 x float] } %t3314, 0, 3, !dbg !348
  %.103 = insertelement <4 x float> %.101, float %.102, i64 3, !dbg !348
  %.109 = bitcast <2 x i32> %13 to <2 x float>, !dbg !348
  %.115 = bitcast <2 x i32> %21 to <2 x float>, !dbg !348
  %.116 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x8.xf32(<2 x float> %.109, <2 x float> %.115, <4 x float> %.103, i32 0, i32 0, i32 0), !dbg !348
  %22 = load <2 x i32>, ptr addrspace(3) %.134, align 4, !dbg !333
  %23 = and <2 x i32> %22, <i32 2147483647, i32 2147483647>, !dbg !333
  %24 = add <2 x i32> %22, <i32 4096, i32 4096>, !dbg !333
  %25 = and <2 x i32> %24, <i32 -8192, i32 -8192>, !dbg !333
  %26 = icmp eq <2 x i32> %23, <i32 2139095040, i32 2139095040>, !dbg !333
  %27 = select <2 x i1> %26, <2 x i32> %22, <2 x i32> %25, !dbg !333
  %28 = icmp ugt <2 x i32> %23, <i32 2139095040, i32 2139095040>, !dbg !333
  %29 = select <2 x i1> %28, <2 x i32> <i32 2147483647, i32 2147483647>, <2 x i32> %27, !dbg !333
  %t58 = or i64 %t53, 8, !dbg !349
  %.166 = getelementptr float, ptr addrspace(1) %t5917, i64 %t58, !dbg !347
  %30 = load <2 x i32>, ptr addrspace(1) %.166, align 4, !dbg !347
  %31 = and <2 x i32> %30, <i32 2147483647, i32 2147483647>, !dbg !347
  %32 = add <2 x i32> %30, <i32 4096, i32 4096>, !dbg !347
  %33 = and <2 x i32> %32, <i32 -8192, i32 -8192>, !dbg !347
  %34 = icmp eq <2 x i32> %31, <i32 2139095040, i32 2139095040>, !dbg !347
  %35 = select <2 x i1> %34, <2 x i32> %30, <2 x i32> %33, !dbg !347
  %36 = icmp ugt <2 x i32> %31, <i32 2139095040, i32 2139095040>, !dbg !347
  %37 = select <2 x i1> %36, <2 x i32> <i32 2147483647, i32 2147483647>, <2 x i32> %35, !dbg !347
  %.202 = bitcast <2 x i32> %29 to <2 x float>, !dbg !348
  %.208 = bitcast <2 x i32> %37 to <2 x float>, !dbg !348
  %.209 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x8.xf32(<2 x float> %.202, <2 x float> %.208, <4 x float> %.116, i32 0, i32 0, i32 0), !dbg !348
  %.210 = extractelement <4 x float> %.209, i64 0, !dbg !348
  %.211 = extractelement <4 x float> %.209, i64 1, !dbg !348
  %.212 = extractelement <4 x float> %.209, i64 2, !dbg !348
  %.213 = extractelement <4 x float> %.209, i64 3, !dbg !348
  %.214 = insertvalue { [8 x float] } zeroinitializer, float %.210, 0, 0, !dbg !348
  %.215 = insertvalue { [8 x float] } %.214, float %.211, 0, 1, !dbg !348
  %.216 = insertvalue { [8 x float] } %.215, float %.212, 0, 2, !dbg !348
  %.217 = insertvalue { [8 x float] } %.216, float %.213, 0, 3, !dbg !348
  fence syncscope("workgroup") release, !dbg !350
  tail call void @llvm.amdgcn.s.barrier(), !dbg !350
  fence syncscope("workgroup") acquire, !dbg !350
  %t62 = add i64 %t3415, 16, !dbg !351
  %t35 = icmp slt i64 %t62, %a11, !dbg !332
  br i1 %t35, label %b3.preheader, label %b6, !dbg !332

b6:                                               ; preds = %b5, %entry
  %t33.lcssa = phi { [8 x float] } [ zeroinitializer, %entry ], [ %.217, %b5 ]
  %t63 = add nsw i64 %t24, %t16, !dbg !352
  %t64 = mul i64 %t63, %a10, !dbg !353
  %t66 = add i64 %t28, %t64, !dbg !354
  %t68 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t66, !dbg !355
  %.218 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !355
  %.219 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.218), !dbg !355
  %.222 = and i32 %.219, 15, !dbg !355
  %.223 = zext i32 %.222 to i64, !dbg !355
  %38 = lshr i32 %.219, 2, !dbg !355
  %39 = and i32 %38, 1073741820, !dbg !355
  %.224 = zext i32 %39 to i64, !dbg !355
  %.225 = mul i64 %.224, %a10, !dbg !355
  %.226 = add i64 %.225, %.223, !dbg !355
  %.227 = extractvalue { [8 x float] } %t33.lcssa, 0, 0, !dbg !355
  %.228 = getelementptr inbounds float, ptr addrspace(1) %t68, i64 %.226, !dbg !355
  store float %.227, ptr addrspace(1) %.228, align 4, !dbg !355
  %.229 = extractvalue { [8 x float] } %t33.lcssa, 0, 1, !dbg !355
  %.231 = add i64 %.226, %a10, !dbg !355
  %.232 = getelementptr inbounds float, ptr addrspace(1) %t68, i64 %.231, !dbg !355
  store float %.229, ptr addrspace(1) %.232, align 4, !dbg !355
  %.233 = extractvalue { [8 x float] } %t33.lcssa, 0, 2, !dbg !355
  %.234 = shl i64 %a10, 1, !dbg !355
  %.235 = add i64 %.226, %.234, !dbg !355
  %.236 = getelementptr inbounds float, ptr addrspace(1) %t68, i64 %.235, !dbg !355
  store float %.233, ptr addrspace(1) %.236, align 4, !dbg !355
  %.237 = extractvalue { [8 x float] } %t33.lcssa, 0, 3, !dbg !355
  %.238 = mul i64 %a10, 3, !dbg !355
  %.239 = add i64 %.226, %.238, !dbg !355
  %.240 = getelementptr inbounds float, ptr addrspace(1) %t68, i64 %.239, !dbg !355
  store float %.237, ptr addrspace(1) %.240, align 4, !dbg !355
  ret void, !dbg !355
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #4 !dbg !356 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !358
  %t1 = sext i32 %.13 to i64, !dbg !358
  %t6 = shl nsw i64 %t1, 4, !dbg !359
  %t7 = mul i64 %t6, %a12, !dbg !360
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t7, !dbg !361
  %t10 = shl i64 %a12, 4, !dbg !362
  %.14 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !363
  %t12 = sext i32 %.14 to i64, !dbg !363
  %.15 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !364
  %.16 = getelementptr inbounds i8, ptr addrspace(4) %.15, i64 4, !dbg !364
  %.17 = load i16, ptr addrspace(4) %.16, align 4, !dbg !364, !invariant.load !6
  %t14 = zext i16 %.17 to i64
  %t161 = icmp sgt i64 %t10, %t12, !dbg !365
  br i1 %t161, label %b2, label %b3, !dbg !365

b2:                                               ; preds = %entry, %b2
  %t152 = phi i64 [ %t20, %b2 ], [ %t12, %entry ]
  %t17 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %t152, !dbg !366
  %.19 = load i16, ptr addrspace(1) %t17, align 2, !dbg !366, !amdgpu.noclobber !6
  %0 = trunc i64 %t152 to i32, !dbg !367
  %t19 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.0, i32 %0, !dbg !367
  store i16 %.19, ptr addrspace(3) %t19, align 2, !dbg !367
  %t20 = add i64 %t152, %t14, !dbg !368
  %t16 = icmp slt i64 %t20, %t10, !dbg !365
  br i1 %t16, label %b2, label %b3, !dbg !365

b3:                                               ; preds = %b2, %entry
  %t23 = mul i64 %t6, %a13, !dbg !369
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t23, !dbg !370
  %t26 = shl i64 %a13, 4, !dbg !371
  %t283 = icmp sgt i64 %t26, %t12, !dbg !365
  br i1 %t283, label %b5, label %b6, !dbg !365

b5:                                               ; preds = %b3, %b5
  %t274 = phi i64 [ %t32, %b5 ], [ %t12, %b3 ]
  %t29 = getelementptr inbounds i16, ptr addrspace(1) %t25, i64 %t274, !dbg !366
  %.20 = load i16, ptr addrspace(1) %t29, align 2, !dbg !366, !amdgpu.noclobber !6
  %1 = trunc i64 %t274 to i32, !dbg !367
  %t31 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.1, i32 %1, !dbg !367
  store i16 %.20, ptr addrspace(3) %t31, align 2, !dbg !367
  %t32 = add i64 %t274, %t14, !dbg !368
  %t28 = icmp slt i64 %t32, %t26, !dbg !365
  br i1 %t28, label %b5, label %b6, !dbg !365

b6:                                               ; preds = %b5, %b3
  fence syncscope("workgroup") release, !dbg !372
  tail call void @llvm.amdgcn.s.barrier(), !dbg !372
  fence syncscope("workgroup") acquire, !dbg !372
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !373
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.21), !dbg !373
  %.25 = and i32 %.22, 15, !dbg !373
  %2 = lshr i32 %.22, 2, !dbg !373
  %3 = and i32 %2, 1073741820, !dbg !373
  %4 = trunc i64 %a12 to i32, !dbg !373
  %5 = mul i32 %.25, %4, !dbg !373
  %6 = add i32 %5, %3, !dbg !373
  %.30 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.0, i32 %6, !dbg !373
  %7 = ptrtoint ptr addrspace(3) %.30 to i32, !dbg !373
  %8 = and i32 %7, 2, !dbg !373
  %.33 = icmp eq i32 %8, 0, !dbg !373
  br i1 %.33, label %frag.wide.34, label %frag.narrow.35, !dbg !373

frag.wide.34:                                     ; preds = %b6
  %.37 = load <2 x i32>, ptr addrspace(3) %.30, align 4, !dbg !373
  %.38 = extractelement <2 x i32> %.37, i64 0, !dbg !373
  %.39 = extractelement <2 x i32> %.37, i64 1, !dbg !373
  br label %frag.join.36, !dbg !373

frag.narrow.35:                                   ; preds = %b6
  %.41 = load i16, ptr addrspace(3) %.30, align 2, !dbg !373
  %.42 = zext i16 %.41 to i32, !dbg !373
  %9 = add i32 %6, 1, !dbg !373
  %.44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.0, i32 %9, !dbg !373
  %.45 = load i16, ptr addrspace(3) %.44, align 2, !dbg !373
  %.46 = zext i16 %.45 to i32, !dbg !373
  %.47 = shl nuw i32 %.46, 16, !dbg !373
  %.48 = or i32 %.47, %.42, !dbg !373
  %10 = add i32 %6, 2, !dbg !373
  %.50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.0, i32 %10, !dbg !373
  %.51 = load i16, ptr addrspace(3) %.50, align 2, !dbg !373
  %.52 = zext i16 %.51 to i32, !dbg !373
  %11 = add i32 %6, 3, !dbg !373
  %.54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.0, i32 %11, !dbg !373
  %.55 = load i16, ptr addrspace(3) %.54, align 2, !dbg !373
  %.56 = zext i16 %.55 to i32, !dbg !373
  %.57 = shl nuw i32 %.56, 16, !dbg !373
  %.58 = or i32 %.57, %.52, !dbg !373
  br label %frag.join.36, !dbg !373

frag.join.36:                                     ; preds = %frag.narrow.35, %frag.wide.34
  %.59 = phi i32 [ %.38, %frag.wide.34 ], [ %.48, %frag.narrow.35 ], !dbg !373
  %.60 = phi i32 [ %.39, %frag.wide.34 ], [ %.58, %frag.narrow.35 ], !dbg !373
  %.27 = zext i32 %3 to i64, !dbg !373
  %.26 = zext i32 %.25 to i64, !dbg !373
  %.70 = mul i64 %.27, %a13, !dbg !374
  %.71 = add i64 %.70, %.26, !dbg !374
  %12 = trunc i64 %.71 to i32, !dbg !374
  %.72 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.1, i32 %12, !dbg !374
  %.73 = load i16, ptr addrspace(3) %.72, align 2, !dbg !374
  %.74 = zext i16 %.73 to i32, !dbg !374
  %.76 = add i64 %.71, %a13, !dbg !374
  %13 = trunc i64 %.76 to i32, !dbg !374
  %.77 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.1, i32 %13, !dbg !374
  %.78 = load i16, ptr addrspace(3) %.77, align 2, !dbg !374
  %.79 = zext i16 %.78 to i32, !dbg !374
  %.80 = shl nuw i32 %.79, 16, !dbg !374
  %.81 = or i32 %.80, %.74, !dbg !374
  %.82 = shl i64 %a13, 1, !dbg !374
  %.83 = add i64 %.71, %.82, !dbg !374
  %14 = trunc i64 %.83 to i32, !dbg !374
  %.84 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.1, i32 %14, !dbg !374
  %.85 = load i16, ptr addrspace(3) %.84, align 2, !dbg !374
  %.86 = zext i16 %.85 to i32, !dbg !374
  %.87 = mul i64 %a13, 3, !dbg !374
  %.88 = add i64 %.71, %.87, !dbg !374
  %15 = trunc i64 %.88 to i32, !dbg !374
  %.89 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.1, i32 %15, !dbg !374
  %.90 = load i16, ptr addrspace(3) %.89, align 2, !dbg !374
  %.91 = zext i16 %.90 to i32, !dbg !374
  %.92 = shl nuw i32 %.91, 16, !dbg !374
  %.93 = or i32 %.92, %.86, !dbg !374
  %t37 = mul i64 %t6, %a14, !dbg !375
  %t39 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t37, !dbg !376
  %.103 = mul i64 %.27, %a14, !dbg !376
  %.104 = add i64 %.103, %.26, !dbg !376
  %.105 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.104, !dbg !376
  %.106 = load float, ptr addrspace(1) %.105, align 4, !dbg !376, !amdgpu.noclobber !6
  %.108 = add i64 %.104, %a14, !dbg !376
  %.109 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.108, !dbg !376
  %.110 = load float, ptr addrspace(1) %.109, align 4, !dbg !376, !amdgpu.noclobber !6
  %.111 = shl i64 %a14, 1, !dbg !376
  %.112 = add i64 %.104, %.111, !dbg !376
  %.113 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.112, !dbg !376
  %.114 = load float, ptr addrspace(1) %.113, align 4, !dbg !376, !amdgpu.noclobber !6
  %.115 = mul i64 %a14, 3, !dbg !376
  %.116 = add i64 %.104, %.115, !dbg !376
  %.117 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.116, !dbg !376
  %.118 = load float, ptr addrspace(1) %.117, align 4, !dbg !376, !amdgpu.noclobber !6
  %.124 = insertelement <4 x float> poison, float %.106, i64 0, !dbg !377
  %.126 = insertelement <4 x float> %.124, float %.110, i64 1, !dbg !377
  %.128 = insertelement <4 x float> %.126, float %.114, i64 2, !dbg !377
  %.130 = insertelement <4 x float> %.128, float %.118, i64 3, !dbg !377
  %.132 = insertelement <2 x i32> poison, i32 %.59, i64 0, !dbg !377
  %.134 = insertelement <2 x i32> %.132, i32 %.60, i64 1, !dbg !377
  %.135 = bitcast <2 x i32> %.134 to <4 x half>, !dbg !377
  %.137 = insertelement <2 x i32> poison, i32 %.81, i64 0, !dbg !377
  %.139 = insertelement <2 x i32> %.137, i32 %.93, i64 1, !dbg !377
  %.140 = bitcast <2 x i32> %.139 to <4 x half>, !dbg !377
  %.141 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.135, <4 x half> %.140, <4 x float> %.130, i32 0, i32 0, i32 0), !dbg !377
  %.142 = extractelement <4 x float> %.141, i64 0, !dbg !377
  %.143 = extractelement <4 x float> %.141, i64 1, !dbg !377
  %.144 = extractelement <4 x float> %.141, i64 2, !dbg !377
  %.145 = extractelement <4 x float> %.141, i64 3, !dbg !377
  %t43 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t37, !dbg !378
  %.160 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.104, !dbg !378
  store float %.142, ptr addrspace(1) %.160, align 4, !dbg !378
  %.164 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.108, !dbg !378
  store float %.143, ptr addrspace(1) %.164, align 4, !dbg !378
  %.168 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.112, !dbg !378
  store float %.144, ptr addrspace(1) %.168, align 4, !dbg !378
  %.172 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.116, !dbg !378
  store float %.145, ptr addrspace(1) %.172, align 4, !dbg !378
  ret void, !dbg !378
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #4 !dbg !379 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !380
  %t1 = sext i32 %.13 to i64, !dbg !380
  %t6 = shl nsw i64 %t1, 4, !dbg !381
  %t7 = mul i64 %t6, %a12, !dbg !382
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t7, !dbg !383
  %t10 = shl i64 %a12, 4, !dbg !384
  %.14 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !385
  %t12 = sext i32 %.14 to i64, !dbg !385
  %.15 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !386
  %.16 = getelementptr inbounds i8, ptr addrspace(4) %.15, i64 4, !dbg !386
  %.17 = load i16, ptr addrspace(4) %.16, align 4, !dbg !386, !invariant.load !6
  %t14 = zext i16 %.17 to i64
  %t161 = icmp sgt i64 %t10, %t12, !dbg !387
  br i1 %t161, label %b2, label %b3, !dbg !387

b2:                                               ; preds = %entry, %b2
  %t152 = phi i64 [ %t20, %b2 ], [ %t12, %entry ]
  %t17 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %t152, !dbg !388
  %.19 = load i16, ptr addrspace(1) %t17, align 2, !dbg !388, !amdgpu.noclobber !6
  %0 = trunc i64 %t152 to i32, !dbg !389
  %t19 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.0, i32 %0, !dbg !389
  store i16 %.19, ptr addrspace(3) %t19, align 2, !dbg !389
  %t20 = add i64 %t152, %t14, !dbg !390
  %t16 = icmp slt i64 %t20, %t10, !dbg !387
  br i1 %t16, label %b2, label %b3, !dbg !387

b3:                                               ; preds = %b2, %entry
  %t23 = mul i64 %t6, %a13, !dbg !391
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t23, !dbg !392
  %t26 = shl i64 %a13, 4, !dbg !393
  %t283 = icmp sgt i64 %t26, %t12, !dbg !387
  br i1 %t283, label %b5, label %b6, !dbg !387

b5:                                               ; preds = %b3, %b5
  %t274 = phi i64 [ %t32, %b5 ], [ %t12, %b3 ]
  %t29 = getelementptr inbounds i16, ptr addrspace(1) %t25, i64 %t274, !dbg !388
  %.20 = load i16, ptr addrspace(1) %t29, align 2, !dbg !388, !amdgpu.noclobber !6
  %1 = trunc i64 %t274 to i32, !dbg !389
  %t31 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.1, i32 %1, !dbg !389
  store i16 %.20, ptr addrspace(3) %t31, align 2, !dbg !389
  %t32 = add i64 %t274, %t14, !dbg !390
  %t28 = icmp slt i64 %t32, %t26, !dbg !387
  br i1 %t28, label %b5, label %b6, !dbg !387

b6:                                               ; preds = %b5, %b3
  fence syncscope("workgroup") release, !dbg !394
  tail call void @llvm.amdgcn.s.barrier(), !dbg !394
  fence syncscope("workgroup") acquire, !dbg !394
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !395
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.21), !dbg !395
  %.25 = and i32 %.22, 15, !dbg !395
  %2 = lshr i32 %.22, 2, !dbg !395
  %3 = and i32 %2, 1073741820, !dbg !395
  %4 = trunc i64 %a12 to i32, !dbg !395
  %5 = mul i32 %.25, %4, !dbg !395
  %6 = add i32 %5, %3, !dbg !395
  %.30 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.0, i32 %6, !dbg !395
  %7 = ptrtoint ptr addrspace(3) %.30 to i32, !dbg !395
  %8 = and i32 %7, 2, !dbg !395
  %.33 = icmp eq i32 %8, 0, !dbg !395
  br i1 %.33, label %frag.wide.34, label %frag.narrow.35, !dbg !395

frag.wide.34:                                     ; preds = %b6
  %.37 = load <2 x i32>, ptr addrspace(3) %.30, align 4, !dbg !395
  %.38 = extractelement <2 x i32> %.37, i64 0, !dbg !395
  %.39 = extractelement <2 x i32> %.37, i64 1, !dbg !395
  br label %frag.join.36, !dbg !395

frag.narrow.35:                                   ; preds = %b6
  %.41 = load i16, ptr addrspace(3) %.30, align 2, !dbg !395
  %.42 = zext i16 %.41 to i32, !dbg !395
  %9 = add i32 %6, 1, !dbg !395
  %.44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.0, i32 %9, !dbg !395
  %.45 = load i16, ptr addrspace(3) %.44, align 2, !dbg !395
  %.46 = zext i16 %.45 to i32, !dbg !395
  %.47 = shl nuw i32 %.46, 16, !dbg !395
  %.48 = or i32 %.47, %.42, !dbg !395
  %10 = add i32 %6, 2, !dbg !395
  %.50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.0, i32 %10, !dbg !395
  %.51 = load i16, ptr addrspace(3) %.50, align 2, !dbg !395
  %.52 = zext i16 %.51 to i32, !dbg !395
  %11 = add i32 %6, 3, !dbg !395
  %.54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.0, i32 %11, !dbg !395
  %.55 = load i16, ptr addrspace(3) %.54, align 2, !dbg !395
  %.56 = zext i16 %.55 to i32, !dbg !395
  %.57 = shl nuw i32 %.56, 16, !dbg !395
  %.58 = or i32 %.57, %.52, !dbg !395
  br label %frag.join.36, !dbg !395

frag.join.36:                                     ; preds = %frag.narrow.35, %frag.wide.34
  %.59 = phi i32 [ %.38, %frag.wide.34 ], [ %.48, %frag.narrow.35 ], !dbg !395
  %.60 = phi i32 [ %.39, %frag.wide.34 ], [ %.58, %frag.narrow.35 ], !dbg !395
  %.27 = zext i32 %3 to i64, !dbg !395
  %.26 = zext i32 %.25 to i64, !dbg !395
  %.70 = mul i64 %.27, %a13, !dbg !396
  %.71 = add i64 %.70, %.26, !dbg !396
  %12 = trunc i64 %.71 to i32, !dbg !396
  %.72 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.1, i32 %12, !dbg !396
  %.73 = load i16, ptr addrspace(3) %.72, align 2, !dbg !396
  %.74 = zext i16 %.73 to i32, !dbg !396
  %.76 = add i64 %.71, %a13, !dbg !396
  %13 = trunc i64 %.76 to i32, !dbg !396
  %.77 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.1, i32 %13, !dbg !396
  %.78 = load i16, ptr addrspace(3) %.77, align 2, !dbg !396
  %.79 = zext i16 %.78 to i32, !dbg !396
  %.80 = shl nuw i32 %.79, 16, !dbg !396
  %.81 = or i32 %.80, %.74, !dbg !396
  %.82 = shl i64 %a13, 1, !dbg !396
  %.83 = add i64 %.71, %.82, !dbg !396
  %14 = trunc i64 %.83 to i32, !dbg !396
  %.84 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.1, i32 %14, !dbg !396
  %.85 = load i16, ptr addrspace(3) %.84, align 2, !dbg !396
  %.86 = zext i16 %.85 to i32, !dbg !396
  %.87 = mul i64 %a13, 3, !dbg !396
  %.88 = add i64 %.71, %.87, !dbg !396
  %15 = trunc i64 %.88 to i32, !dbg !396
  %.89 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.1, i32 %15, !dbg !396
  %.90 = load i16, ptr addrspace(3) %.89, align 2, !dbg !396
  %.91 = zext i16 %.90 to i32, !dbg !396
  %.92 = shl nuw i32 %.91, 16, !dbg !396
  %.93 = or i32 %.92, %.86, !dbg !396
  %t37 = mul i64 %t6, %a14, !dbg !397
  %t39 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t37, !dbg !398
  %.103 = mul i64 %.27, %a14, !dbg !398
  %.104 = add i64 %.103, %.26, !dbg !398
  %.105 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.104, !dbg !398
  %.106 = load float, ptr addrspace(1) %.105, align 4, !dbg !398, !amdgpu.noclobber !6
  %.108 = add i64 %.104, %a14, !dbg !398
  %.109 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.108, !dbg !398
  %.110 = load float, ptr addrspace(1) %.109, align 4, !dbg !398, !amdgpu.noclobber !6
  %.111 = shl i64 %a14, 1, !dbg !398
  %.112 = add i64 %.104, %.111, !dbg !398
  %.113 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.112, !dbg !398
  %.114 = load float, ptr addrspace(1) %.113, align 4, !dbg !398, !amdgpu.noclobber !6
  %.115 = mul i64 %a14, 3, !dbg !398
  %.116 = add i64 %.104, %.115, !dbg !398
  %.117 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.116, !dbg !398
  %.118 = load float, ptr addrspace(1) %.117, align 4, !dbg !398, !amdgpu.noclobber !6
  %.124 = insertelement <4 x float> poison, float %.106, i64 0, !dbg !399
  %.126 = insertelement <4 x float> %.124, float %.110, i64 1, !dbg !399
  %.128 = insertelement <4 x float> %.126, float %.114, i64 2, !dbg !399
  %.130 = insertelement <4 x float> %.128, float %.118, i64 3, !dbg !399
  %.132 = insertelement <2 x i32> poison, i32 %.59, i64 0, !dbg !399
  %.134 = insertelement <2 x i32> %.132, i32 %.60, i64 1, !dbg !399
  %.135 = bitcast <2 x i32> %.134 to <4 x i16>, !dbg !399
  %.137 = insertelement <2 x i32> poison, i32 %.81, i64 0, !dbg !399
  %.139 = insertelement <2 x i32> %.137, i32 %.93, i64 1, !dbg !399
  %.140 = bitcast <2 x i32> %.139 to <4 x i16>, !dbg !399
  %.141 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.135, <4 x i16> %.140, <4 x float> %.130, i32 0, i32 0, i32 0), !dbg !399
  %.142 = extractelement <4 x float> %.141, i64 0, !dbg !399
  %.143 = extractelement <4 x float> %.141, i64 1, !dbg !399
  %.144 = extractelement <4 x float> %.141, i64 2, !dbg !399
  %.145 = extractelement <4 x float> %.141, i64 3, !dbg !399
  %t43 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t37, !dbg !400
  %.160 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.104, !dbg !400
  store float %.142, ptr addrspace(1) %.160, align 4, !dbg !400
  %.164 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.108, !dbg !400
  store float %.143, ptr addrspace(1) %.164, align 4, !dbg !400
  %.168 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.112, !dbg !400
  store float %.144, ptr addrspace(1) %.168, align 4, !dbg !400
  %.172 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.116, !dbg !400
  store float %.145, ptr addrspace(1) %.172, align 4, !dbg !400
  ret void, !dbg !400
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #4 !dbg !401 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !402
  %t1 = sext i32 %.13 to i64, !dbg !402
  %t6 = shl nsw i64 %t1, 4, !dbg !403
  %t7 = mul i64 %t6, %a12, !dbg !404
  %t9 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t7, !dbg !405
  %t10 = shl i64 %a12, 4, !dbg !406
  %.14 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !407
  %t12 = sext i32 %.14 to i64, !dbg !407
  %.15 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !408
  %.16 = getelementptr inbounds i8, ptr addrspace(4) %.15, i64 4, !dbg !408
  %.17 = load i16, ptr addrspace(4) %.16, align 4, !dbg !408, !invariant.load !6
  %t14 = zext i16 %.17 to i64
  %t165 = icmp sgt i64 %t10, %t12, !dbg !409
  br i1 %t165, label %b2, label %b3, !dbg !409

b2:                                               ; preds = %entry, %b2
  %t156 = phi i64 [ %t20, %b2 ], [ %t12, %entry ]
  %t17 = getelementptr inbounds float, ptr addrspace(1) %t9, i64 %t156, !dbg !410
  %.19 = load float, ptr addrspace(1) %t17, align 4, !dbg !410, !amdgpu.noclobber !6
  %0 = trunc i64 %t156 to i32, !dbg !411
  %t19 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d.shared.0, i32 %0, !dbg !411
  store float %.19, ptr addrspace(3) %t19, align 4, !dbg !411
  %t20 = add i64 %t156, %t14, !dbg !412
  %t16 = icmp slt i64 %t20, %t10, !dbg !409
  br i1 %t16, label %b2, label %b3, !dbg !409

b3:                                               ; preds = %b2, %entry
  %t23 = shl nsw i64 %t1, 3, !dbg !413
  %t24 = mul i64 %t23, %a13, !dbg !414
  %t26 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t24, !dbg !415
  %t27 = shl i64 %a13, 3, !dbg !416
  %t297 = icmp sgt i64 %t27, %t12, !dbg !409
  br i1 %t297, label %b5, label %b6, !dbg !409

b5:                                               ; preds = %b3, %b5
  %t288 = phi i64 [ %t33, %b5 ], [ %t12, %b3 ]
  %t30 = getelementptr inbounds float, ptr addrspace(1) %t26, i64 %t288, !dbg !410
  %.20 = load float, ptr addrspace(1) %t30, align 4, !dbg !410, !amdgpu.noclobber !6
  %1 = trunc i64 %t288 to i32, !dbg !411
  %t32 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d.shared.1, i32 %1, !dbg !411
  store float %.20, ptr addrspace(3) %t32, align 4, !dbg !411
  %t33 = add i64 %t288, %t14, !dbg !412
  %t29 = icmp slt i64 %t33, %t27, !dbg !409
  br i1 %t29, label %b5, label %b6, !dbg !409

b6:                                               ; preds = %b5, %b3
  fence syncscope("workgroup") release, !dbg !417
  tail call void @llvm.amdgcn.s.barrier(), !dbg !417
  fence syncscope("workgroup") acquire, !dbg !417
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !418
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.21), !dbg !418
  %.23 = lshr i32 %.22, 4, !dbg !418
  %.24 = zext i32 %.23 to i64, !dbg !418
  %.25 = and i32 %.22, 15, !dbg !418
  %.26 = zext i32 %.25 to i64, !dbg !418
  %.27 = shl nuw nsw i64 %.24, 1, !dbg !418
  %.28 = mul i64 %.26, %a12, !dbg !418
  %.29 = add i64 %.28, %.27, !dbg !418
  %2 = trunc i64 %.29 to i32, !dbg !418
  %.30 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d.shared.0, i32 %2, !dbg !418
  %3 = load <2 x i32>, ptr addrspace(3) %.30, align 4, !dbg !418
  %4 = and <2 x i32> %3, <i32 2147483647, i32 2147483647>, !dbg !418
  %5 = add <2 x i32> %3, <i32 4096, i32 4096>, !dbg !418
  %6 = and <2 x i32> %5, <i32 -8192, i32 -8192>, !dbg !418
  %7 = icmp eq <2 x i32> %4, <i32 2139095040, i32 2139095040>, !dbg !418
  %8 = select <2 x i1> %7, <2 x i32> %3, <2 x i32> %6, !dbg !418
  %9 = icmp ugt <2 x i32> %4, <i32 2139095040, i32 2139095040>, !dbg !418
  %10 = select <2 x i1> %9, <2 x i32> <i32 2147483647, i32 2147483647>, <2 x i32> %8, !dbg !418
  %.60 = mul i64 %.27, %a13, !dbg !419
  %.61 = add i64 %.60, %.26, !dbg !419
  %11 = trunc i64 %.61 to i32, !dbg !419
  %.62 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d.shared.1, i32 %11, !dbg !419
  %.633 = load i32, ptr addrspace(3) %.62, align 4, !dbg !419
  %.65 = and i32 %.633, 2147483647, !dbg !419
  %.66 = add i32 %.633, 4096, !dbg !419
  %.67 = and i32 %.66, -8192, !dbg !419
  %.68 = icmp eq i32 %.65, 2139095040, !dbg !419
  %.69 = select i1 %.68, i32 %.633, i32 %.67, !dbg !419
  %.70 = icmp ugt i32 %.65, 2139095040, !dbg !419
  %.71 = select i1 %.70, i32 2147483647, i32 %.69, !dbg !419
  %.73 = add i64 %.61, %a13, !dbg !419
  %12 = trunc i64 %.73 to i32, !dbg !419
  %.74 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d.shared.1, i32 %12, !dbg !419
  %.754 = load i32, ptr addrspace(3) %.74, align 4, !dbg !419
  %.77 = and i32 %.754, 2147483647, !dbg !419
  %.78 = add i32 %.754, 4096, !dbg !419
  %.79 = and i32 %.78, -8192, !dbg !419
  %.80 = icmp eq i32 %.77, 2139095040, !dbg !419
  %.81 = select i1 %.80, i32 %.754, i32 %.79, !dbg !419
  %.82 = icmp ugt i32 %.77, 2139095040, !dbg !419
  %.83 = select i1 %.82, i32 2147483647, i32 %.81, !dbg !419
  %t38 = mul i64 %t6, %a14, !dbg !420
  %t40 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t38, !dbg !421
  %.92 = shl i64 %a14, 2, !dbg !421
  %.93 = mul i64 %.92, %.24, !dbg !421
  %.94 = add i64 %.93, %.26, !dbg !421
  %.95 = getelementptr inbounds float, ptr addrspace(1) %t40, i64 %.94, !dbg !421
  %.96 = load float, ptr addrspace(1) %.95, align 4, !dbg !421, !amdgpu.noclobber !6
  %.98 = add i64 %.94, %a14, !dbg !421
  %.99 = getelementptr inbounds float, ptr addrspace(1) %t40, i64 %.98, !dbg !421
  %.100 = load float, ptr addrspace(1) %.99, align 4, !dbg !421, !amdgpu.noclobber !6
  %.101 = shl i64 %a14, 1, !dbg !421
  %.102 = add i64 %.94, %.101, !dbg !421
  %.103 = getelementptr inbounds float, ptr addrspace(1) %t40, i64 %.102, !dbg !421
  %.104 = load float, ptr addrspace(1) %.103, align 4, !dbg !421, !amdgpu.noclobber !6
  %.105 = mul i64 %a14, 3, !dbg !421
  %.106 = add i64 %.94, %.105, !dbg !421
  %.107 = getelementptr inbounds float, ptr addrspace(1) %t40, i64 %.106, !dbg !421
  %.108 = load float, ptr addrspace(1) %.107, align 4, !dbg !421, !amdgpu.noclobber !6
  %.114 = insertelement <4 x float> poison, float %.96, i64 0, !dbg !422
  %.116 = insertelement <4 x float> %.114, float %.100, i64 1, !dbg !422
  %.118 = insertelement <4 x float> %.116, float %.104, i64 2, !dbg !422
  %.120 = insertelement <4 x float> %.118, float %.108, i64 3, !dbg !422
  %.126 = bitcast <2 x i32> %10 to <2 x float>, !dbg !422
  %13 = insertelement <2 x i32> undef, i32 %.71, i64 0, !dbg !422
  %14 = insertelement <2 x i32> %13, i32 %.83, i64 1, !dbg !422
  %.132 = bitcast <2 x i32> %14 to <2 x float>, !dbg !422
  %.133 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x8.xf32(<2 x float> %.126, <2 x float> %.132, <4 x float> %.120, i32 0, i32 0, i32 0), !dbg !422
  %.134 = extractelement <4 x float> %.133, i64 0, !dbg !422
  %.135 = extractelement <4 x float> %.133, i64 1, !dbg !422
  %.136 = extractelement <4 x float> %.133, i64 2, !dbg !422
  %.137 = extractelement <4 x float> %.133, i64 3, !dbg !422
  %t44 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t38, !dbg !423
  %.152 = getelementptr inbounds float, ptr addrspace(1) %t44, i64 %.94, !dbg !423
  store float %.134, ptr addrspace(1) %.152, align 4, !dbg !423
  %.156 = getelementptr inbounds float, ptr addrspace(1) %t44, i64 %.98, !dbg !423
  store float %.135, ptr addrspace(1) %.156, align 4, !dbg !423
  %.160 = getelementptr inbounds float, ptr addrspace(1) %t44, i64 %.102, !dbg !423
  store float %.136, ptr addrspace(1) %.160, align 4, !dbg !423
  %.164 = getelementptr inbounds float, ptr addrspace(1) %t44, i64 %.106, !dbg !423
  store float %.137, ptr addrspace(1) %.164, align 4, !dbg !423
  ret void, !dbg !423
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #4 !dbg !424 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !425
  %t1 = sext i32 %.13 to i64, !dbg !425
  %t6 = shl nsw i64 %t1, 4, !dbg !426
  %t7 = mul i64 %t6, %a12, !dbg !427
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t7, !dbg !428
  %t10 = shl i64 %a12, 4, !dbg !429
  %.14 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !430
  %t12 = sext i32 %.14 to i64, !dbg !430
  %.15 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !431
  %.16 = getelementptr inbounds i8, ptr addrspace(4) %.15, i64 4, !dbg !431
  %.17 = load i16, ptr addrspace(4) %.16, align 4, !dbg !431, !invariant.load !6
  %t14 = zext i16 %.17 to i64
  %t161 = icmp sgt i64 %t10, %t12, !dbg !432
  br i1 %t161, label %b2, label %b3, !dbg !432

b2:                                               ; preds = %entry, %b2
  %t152 = phi i64 [ %t20, %b2 ], [ %t12, %entry ]
  %t17 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %t152, !dbg !433
  %.19 = load i16, ptr addrspace(1) %t17, align 2, !dbg !433, !amdgpu.noclobber !6
  %0 = trunc i64 %t152 to i32, !dbg !434
  %t19 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.0, i32 %0, !dbg !434
  store i16 %.19, ptr addrspace(3) %t19, align 2, !dbg !434
  %t20 = add i64 %t152, %t14, !dbg !435
  %t16 = icmp slt i64 %t20, %t10, !dbg !432
  br i1 %t16, label %b2, label %b3, !dbg !432

b3:                                               ; preds = %b2, %entry
  %t23 = mul i64 %t6, %a13, !dbg !436
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t23, !dbg !437
  %t26 = shl i64 %a13, 4, !dbg !438
  %t283 = icmp sgt i64 %t26, %t12, !dbg !432
  br i1 %t283, label %b5, label %b6, !dbg !432

b5:                                               ; preds = %b3, %b5
  %t274 = phi i64 [ %t32, %b5 ], [ %t12, %b3 ]
  %t29 = getelementptr inbounds i16, ptr addrspace(1) %t25, i64 %t274, !dbg !433
  %.20 = load i16, ptr addrspace(1) %t29, align 2, !dbg !433, !amdgpu.noclobber !6
  %1 = trunc i64 %t274 to i32, !dbg !434
  %t31 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.1, i32 %1, !dbg !434
  store i16 %.20, ptr addrspace(3) %t31, align 2, !dbg !434
  %t32 = add i64 %t274, %t14, !dbg !435
  %t28 = icmp slt i64 %t32, %t26, !dbg !432
  br i1 %t28, label %b5, label %b6, !dbg !432

b6:                                               ; preds = %b5, %b3
  fence syncscope("workgroup") release, !dbg !439
  tail call void @llvm.amdgcn.s.barrier(), !dbg !439
  fence syncscope("workgroup") acquire, !dbg !439
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !440
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.21), !dbg !440
  %.25 = and i32 %.22, 15, !dbg !440
  %.26 = zext i32 %.25 to i64, !dbg !440
  %2 = lshr i32 %.22, 2, !dbg !440
  %3 = and i32 %2, 1073741820, !dbg !440
  %.27 = zext i32 %3 to i64, !dbg !440
  %.28 = mul i64 %.27, %a12, !dbg !440
  %.29 = add i64 %.28, %.26, !dbg !440
  %4 = trunc i64 %.29 to i32, !dbg !440
  %.30 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.0, i32 %4, !dbg !440
  %.31 = load i16, ptr addrspace(3) %.30, align 2, !dbg !440
  %.34 = add i64 %.29, %a12, !dbg !440
  %5 = trunc i64 %.34 to i32, !dbg !440
  %.35 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.0, i32 %5, !dbg !440
  %.36 = load i16, ptr addrspace(3) %.35, align 2, !dbg !440
  %.40 = shl i64 %a12, 1, !dbg !440
  %.41 = add i64 %.29, %.40, !dbg !440
  %6 = trunc i64 %.41 to i32, !dbg !440
  %.42 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.0, i32 %6, !dbg !440
  %.43 = load i16, ptr addrspace(3) %.42, align 2, !dbg !440
  %.45 = mul i64 %a12, 3, !dbg !440
  %.46 = add i64 %.29, %.45, !dbg !440
  %7 = trunc i64 %.46 to i32, !dbg !440
  %.47 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.0, i32 %7, !dbg !440
  %.48 = load i16, ptr addrspace(3) %.47, align 2, !dbg !440
  %8 = trunc i64 %a13 to i32, !dbg !441
  %9 = mul i32 %.25, %8, !dbg !441
  %10 = add i32 %9, %3, !dbg !441
  %.63 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.1, i32 %10, !dbg !441
  %11 = ptrtoint ptr addrspace(3) %.63 to i32, !dbg !441
  %12 = and i32 %11, 2, !dbg !441
  %.66 = icmp eq i32 %12, 0, !dbg !441
  br i1 %.66, label %frag.wide.67, label %frag.narrow.68, !dbg !441

frag.wide.67:                                     ; preds = %b6
  %.70 = load <2 x i32>, ptr addrspace(3) %.63, align 4, !dbg !441
  %.71 = extractelement <2 x i32> %.70, i64 0, !dbg !441
  %.72 = extractelement <2 x i32> %.70, i64 1, !dbg !441
  br label %frag.join.69, !dbg !441

frag.narrow.68:                                   ; preds = %b6
  %.74 = load i16, ptr addrspace(3) %.63, align 2, !dbg !441
  %.75 = zext i16 %.74 to i32, !dbg !441
  %13 = add i32 %10, 1, !dbg !441
  %.77 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.1, i32 %13, !dbg !441
  %.78 = load i16, ptr addrspace(3) %.77, align 2, !dbg !441
  %.79 = zext i16 %.78 to i32, !dbg !441
  %.80 = shl nuw i32 %.79, 16, !dbg !441
  %.81 = or i32 %.80, %.75, !dbg !441
  %14 = add i32 %10, 2, !dbg !441
  %.83 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.1, i32 %14, !dbg !441
  %.84 = load i16, ptr addrspace(3) %.83, align 2, !dbg !441
  %.85 = zext i16 %.84 to i32, !dbg !441
  %15 = add i32 %10, 3, !dbg !441
  %.87 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.1, i32 %15, !dbg !441
  %.88 = load i16, ptr addrspace(3) %.87, align 2, !dbg !441
  %.89 = zext i16 %.88 to i32, !dbg !441
  %.90 = shl nuw i32 %.89, 16, !dbg !441
  %.91 = or i32 %.90, %.85, !dbg !441
  br label %frag.join.69, !dbg !441

frag.join.69:                                     ; preds = %frag.narrow.68, %frag.wide.67
  %.92 = phi i32 [ %.71, %frag.wide.67 ], [ %.81, %frag.narrow.68 ], !dbg !441
  %.93 = phi i32 [ %.72, %frag.wide.67 ], [ %.91, %frag.narrow.68 ], !dbg !441
  %.44 = zext i16 %.43 to i32, !dbg !440
  %.49 = zext i16 %.48 to i32, !dbg !440
  %.50 = shl nuw i32 %.49, 16, !dbg !440
  %.51 = or i32 %.50, %.44, !dbg !440
  %.32 = zext i16 %.31 to i32, !dbg !440
  %.37 = zext i16 %.36 to i32, !dbg !440
  %.38 = shl nuw i32 %.37, 16, !dbg !440
  %.39 = or i32 %.38, %.32, !dbg !440
  %t37 = mul i64 %t6, %a14, !dbg !442
  %t39 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t37, !dbg !443
  %.103 = mul i64 %.26, %a14, !dbg !443
  %.104 = add i64 %.103, %.27, !dbg !443
  %.105 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.104, !dbg !443
  %16 = load <2 x float>, ptr addrspace(1) %.105, align 4, !dbg !443
  %.110 = add i64 %.104, 2, !dbg !443
  %.111 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.110, !dbg !443
  %17 = load <2 x float>, ptr addrspace(1) %.111, align 4, !dbg !443
  %.1275 = shufflevector <2 x float> %16, <2 x float> %17, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !444
  %.129 = insertelement <2 x i32> poison, i32 %.39, i64 0, !dbg !444
  %.131 = insertelement <2 x i32> %.129, i32 %.51, i64 1, !dbg !444
  %.132 = bitcast <2 x i32> %.131 to <4 x half>, !dbg !444
  %.134 = insertelement <2 x i32> poison, i32 %.92, i64 0, !dbg !444
  %.136 = insertelement <2 x i32> %.134, i32 %.93, i64 1, !dbg !444
  %.137 = bitcast <2 x i32> %.136 to <4 x half>, !dbg !444
  %.138 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.132, <4 x half> %.137, <4 x float> %.1275, i32 0, i32 0, i32 0), !dbg !444
  %t43 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t37, !dbg !445
  %.157 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.104, !dbg !445
  %18 = shufflevector <4 x float> %.138, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !445
  store <2 x float> %18, ptr addrspace(1) %.157, align 4, !dbg !445
  %.163 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.110, !dbg !445
  %19 = shufflevector <4 x float> %.138, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !445
  store <2 x float> %19, ptr addrspace(1) %.163, align 4, !dbg !445
  ret void, !dbg !445
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #4 !dbg !446 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !447
  %t1 = sext i32 %.13 to i64, !dbg !447
  %t6 = shl nsw i64 %t1, 4, !dbg !448
  %t7 = mul i64 %t6, %a12, !dbg !449
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t7, !dbg !450
  %t10 = shl i64 %a12, 4, !dbg !451
  %.14 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !452
  %t12 = sext i32 %.14 to i64, !dbg !452
  %.15 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !453
  %.16 = getelementptr inbounds i8, ptr addrspace(4) %.15, i64 4, !dbg !453
  %.17 = load i16, ptr addrspace(4) %.16, align 4, !dbg !453, !invariant.load !6
  %t14 = zext i16 %.17 to i64
  %t161 = icmp sgt i64 %t10, %t12, !dbg !454
  br i1 %t161, label %b2, label %b3, !dbg !454

b2:                                               ; preds = %entry, %b2
  %t152 = phi i64 [ %t20, %b2 ], [ %t12, %entry ]
  %t17 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %t152, !dbg !455
  %.19 = load i16, ptr addrspace(1) %t17, align 2, !dbg !455, !amdgpu.noclobber !6
  %0 = trunc i64 %t152 to i32, !dbg !456
  %t19 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.0, i32 %0, !dbg !456
  store i16 %.19, ptr addrspace(3) %t19, align 2, !dbg !456
  %t20 = add i64 %t152, %t14, !dbg !457
  %t16 = icmp slt i64 %t20, %t10, !dbg !454
  br i1 %t16, label %b2, label %b3, !dbg !454

b3:                                               ; preds = %b2, %entry
  %t23 = mul i64 %t6, %a13, !dbg !458
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t23, !dbg !459
  %t26 = shl i64 %a13, 4, !dbg !460
  %t283 = icmp sgt i64 %t26, %t12, !dbg !454
  br i1 %t283, label %b5, label %b6, !dbg !454

b5:                                               ; preds = %b3, %b5
  %t274 = phi i64 [ %t32, %b5 ], [ %t12, %b3 ]
  %t29 = getelementptr inbounds i16, ptr addrspace(1) %t25, i64 %t274, !dbg !455
  %.20 = load i16, ptr addrspace(1) %t29, align 2, !dbg !455, !amdgpu.noclobber !6
  %1 = trunc i64 %t274 to i32, !dbg !456
  %t31 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.1, i32 %1, !dbg !456
  store i16 %.20, ptr addrspace(3) %t31, align 2, !dbg !456
  %t32 = add i64 %t274, %t14, !dbg !457
  %t28 = icmp slt i64 %t32, %t26, !dbg !454
  br i1 %t28, label %b5, label %b6, !dbg !454

b6:                                               ; preds = %b5, %b3
  fence syncscope("workgroup") release, !dbg !461
  tail call void @llvm.amdgcn.s.barrier(), !dbg !461
  fence syncscope("workgroup") acquire, !dbg !461
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !462
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.21), !dbg !462
  %.25 = and i32 %.22, 15, !dbg !462
  %.26 = zext i32 %.25 to i64, !dbg !462
  %2 = lshr i32 %.22, 2, !dbg !462
  %3 = and i32 %2, 1073741820, !dbg !462
  %.27 = zext i32 %3 to i64, !dbg !462
  %.28 = mul i64 %.27, %a12, !dbg !462
  %.29 = add i64 %.28, %.26, !dbg !462
  %4 = trunc i64 %.29 to i32, !dbg !462
  %.30 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.0, i32 %4, !dbg !462
  %.31 = load i16, ptr addrspace(3) %.30, align 2, !dbg !462
  %.34 = add i64 %.29, %a12, !dbg !462
  %5 = trunc i64 %.34 to i32, !dbg !462
  %.35 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.0, i32 %5, !dbg !462
  %.36 = load i16, ptr addrspace(3) %.35, align 2, !dbg !462
  %.40 = shl i64 %a12, 1, !dbg !462
  %.41 = add i64 %.29, %.40, !dbg !462
  %6 = trunc i64 %.41 to i32, !dbg !462
  %.42 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.0, i32 %6, !dbg !462
  %.43 = load i16, ptr addrspace(3) %.42, align 2, !dbg !462
  %.45 = mul i64 %a12, 3, !dbg !462
  %.46 = add i64 %.29, %.45, !dbg !462
  %7 = trunc i64 %.46 to i32, !dbg !462
  %.47 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.0, i32 %7, !dbg !462
  %.48 = load i16, ptr addrspace(3) %.47, align 2, !dbg !462
  %8 = trunc i64 %a13 to i32, !dbg !463
  %9 = mul i32 %.25, %8, !dbg !463
  %10 = add i32 %9, %3, !dbg !463
  %.63 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.1, i32 %10, !dbg !463
  %11 = ptrtoint ptr addrspace(3) %.63 to i32, !dbg !463
  %12 = and i32 %11, 2, !dbg !463
  %.66 = icmp eq i32 %12, 0, !dbg !463
  br i1 %.66, label %frag.wide.67, label %frag.narrow.68, !dbg !463

frag.wide.67:                                     ; preds = %b6
  %.70 = load <2 x i32>, ptr addrspace(3) %.63, align 4, !dbg !463
  %.71 = extractelement <2 x i32> %.70, i64 0, !dbg !463
  %.72 = extractelement <2 x i32> %.70, i64 1, !dbg !463
  br label %frag.join.69, !dbg !463

frag.narrow.68:                                   ; preds = %b6
  %.74 = load i16, ptr addrspace(3) %.63, align 2, !dbg !463
  %.75 = zext i16 %.74 to i32, !dbg !463
  %13 = add i32 %10, 1, !dbg !463
  %.77 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.1, i32 %13, !dbg !463
  %.78 = load i16, ptr addrspace(3) %.77, align 2, !dbg !463
  %.79 = zext i16 %.78 to i32, !dbg !463
  %.80 = shl nuw i32 %.79, 16, !dbg !463
  %.81 = or i32 %.80, %.75, !dbg !463
  %14 = add i32 %10, 2, !dbg !463
  %.83 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.1, i32 %14, !dbg !463
  %.84 = load i16, ptr addrspace(3) %.83, align 2, !dbg !463
  %.85 = zext i16 %.84 to i32, !dbg !463
  %15 = add i32 %10, 3, !dbg !463
  %.87 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.1, i32 %15, !dbg !463
  %.88 = load i16, ptr addrspace(3) %.87, align 2, !dbg !463
  %.89 = zext i16 %.88 to i32, !dbg !463
  %.90 = shl nuw i32 %.89, 16, !dbg !463
  %.91 = or i32 %.90, %.85, !dbg !463
  br label %frag.join.69, !dbg !463

frag.join.69:                                     ; preds = %frag.narrow.68, %frag.wide.67
  %.92 = phi i32 [ %.71, %frag.wide.67 ], [ %.81, %frag.narrow.68 ], !dbg !463
  %.93 = phi i32 [ %.72, %frag.wide.67 ], [ %.91, %frag.narrow.68 ], !dbg !463
  %.44 = zext i16 %.43 to i32, !dbg !462
  %.49 = zext i16 %.48 to i32, !dbg !462
  %.50 = shl nuw i32 %.49, 16, !dbg !462
  %.51 = or i32 %.50, %.44, !dbg !462
  %.32 = zext i16 %.31 to i32, !dbg !462
  %.37 = zext i16 %.36 to i32, !dbg !462
  %.38 = shl nuw i32 %.37, 16, !dbg !462
  %.39 = or i32 %.38, %.32, !dbg !462
  %t37 = mul i64 %t6, %a14, !dbg !464
  %t39 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t37, !dbg !465
  %.103 = mul i64 %.26, %a14, !dbg !465
  %.104 = add i64 %.103, %.27, !dbg !465
  %.105 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.104, !dbg !465
  %16 = load <2 x float>, ptr addrspace(1) %.105, align 4, !dbg !465
  %.110 = add i64 %.104, 2, !dbg !465
  %.111 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.110, !dbg !465
  %17 = load <2 x float>, ptr addrspace(1) %.111, align 4, !dbg !465
  %.1275 = shufflevector <2 x float> %16, <2 x float> %17, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !466
  %.129 = insertelement <2 x i32> poison, i32 %.39, i64 0, !dbg !466
  %.131 = insertelement <2 x i32> %.129, i32 %.51, i64 1, !dbg !466
  %.132 = bitcast <2 x i32> %.131 to <4 x i16>, !dbg !466
  %.134 = insertelement <2 x i32> poison, i32 %.92, i64 0, !dbg !466
  %.136 = insertelement <2 x i32> %.134, i32 %.93, i64 1, !dbg !466
  %.137 = bitcast <2 x i32> %.136 to <4 x i16>, !dbg !466
  %.138 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.132, <4 x i16> %.137, <4 x float> %.1275, i32 0, i32 0, i32 0), !dbg !466
  %t43 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t37, !dbg !467
  %.157 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.104, !dbg !467
  %18 = shufflevector <4 x float> %.138, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !467
  store <2 x float> %18, ptr addrspace(1) %.157, align 4, !dbg !467
  %.163 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.110, !dbg !467
  %19 = shufflevector <4 x float> %.138, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !467
  store <2 x float> %19, ptr addrspace(1) %.163, align 4, !dbg !467
  ret void, !dbg !467
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #4 !dbg !468 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !469
  %t1 = sext i32 %.13 to i64, !dbg !469
  %t6 = shl nsw i64 %t1, 3, !dbg !470
  %t7 = mul i64 %t6, %a12, !dbg !471
  %t9 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t7, !dbg !472
  %t10 = shl i64 %a12, 3, !dbg !473
  %.14 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !474
  %t12 = sext i32 %.14 to i64, !dbg !474
  %.15 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !475
  %.16 = getelementptr inbounds i8, ptr addrspace(4) %.15, i64 4, !dbg !475
  %.17 = load i16, ptr addrspace(4) %.16, align 4, !dbg !475, !invariant.load !6
  %t14 = zext i16 %.17 to i64
  %t165 = icmp sgt i64 %t10, %t12, !dbg !476
  br i1 %t165, label %b2, label %b3, !dbg !476

b2:                                               ; preds = %entry, %b2
  %t156 = phi i64 [ %t20, %b2 ], [ %t12, %entry ]
  %t17 = getelementptr inbounds float, ptr addrspace(1) %t9, i64 %t156, !dbg !477
  %.19 = load float, ptr addrspace(1) %t17, align 4, !dbg !477, !amdgpu.noclobber !6
  %0 = trunc i64 %t156 to i32, !dbg !478
  %t19 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d.shared.0, i32 %0, !dbg !478
  store float %.19, ptr addrspace(3) %t19, align 4, !dbg !478
  %t20 = add i64 %t156, %t14, !dbg !479
  %t16 = icmp slt i64 %t20, %t10, !dbg !476
  br i1 %t16, label %b2, label %b3, !dbg !476

b3:                                               ; preds = %b2, %entry
  %t23 = shl nsw i64 %t1, 4, !dbg !480
  %t24 = mul i64 %t23, %a13, !dbg !481
  %t26 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t24, !dbg !482
  %t27 = shl i64 %a13, 4, !dbg !483
  %t297 = icmp sgt i64 %t27, %t12, !dbg !476
  br i1 %t297, label %b5, label %b6, !dbg !476

b5:                                               ; preds = %b3, %b5
  %t288 = phi i64 [ %t33, %b5 ], [ %t12, %b3 ]
  %t30 = getelementptr inbounds float, ptr addrspace(1) %t26, i64 %t288, !dbg !477
  %.20 = load float, ptr addrspace(1) %t30, align 4, !dbg !477, !amdgpu.noclobber !6
  %1 = trunc i64 %t288 to i32, !dbg !478
  %t32 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d.shared.1, i32 %1, !dbg !478
  store float %.20, ptr addrspace(3) %t32, align 4, !dbg !478
  %t33 = add i64 %t288, %t14, !dbg !479
  %t29 = icmp slt i64 %t33, %t27, !dbg !476
  br i1 %t29, label %b5, label %b6, !dbg !476

b6:                                               ; preds = %b5, %b3
  fence syncscope("workgroup") release, !dbg !484
  tail call void @llvm.amdgcn.s.barrier(), !dbg !484
  fence syncscope("workgroup") acquire, !dbg !484
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !485
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.21), !dbg !485
  %.23 = lshr i32 %.22, 4, !dbg !485
  %.24 = zext i32 %.23 to i64, !dbg !485
  %.25 = and i32 %.22, 15, !dbg !485
  %.26 = zext i32 %.25 to i64, !dbg !485
  %.27 = shl nuw nsw i64 %.24, 1, !dbg !485
  %.28 = mul i64 %.27, %a12, !dbg !485
  %.29 = add i64 %.28, %.26, !dbg !485
  %2 = trunc i64 %.29 to i32, !dbg !485
  %.30 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d.shared.0, i32 %2, !dbg !485
  %.311 = load i32, ptr addrspace(3) %.30, align 4, !dbg !485
  %.33 = and i32 %.311, 2147483647, !dbg !485
  %.34 = add i32 %.311, 4096, !dbg !485
  %.35 = and i32 %.34, -8192, !dbg !485
  %.36 = icmp eq i32 %.33, 2139095040, !dbg !485
  %.37 = select i1 %.36, i32 %.311, i32 %.35, !dbg !485
  %.38 = icmp ugt i32 %.33, 2139095040, !dbg !485
  %.39 = select i1 %.38, i32 2147483647, i32 %.37, !dbg !485
  %.41 = add i64 %.29, %a12, !dbg !485
  %3 = trunc i64 %.41 to i32, !dbg !485
  %.42 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d.shared.0, i32 %3, !dbg !485
  %.432 = load i32, ptr addrspace(3) %.42, align 4, !dbg !485
  %.45 = and i32 %.432, 2147483647, !dbg !485
  %.46 = add i32 %.432, 4096, !dbg !485
  %.47 = and i32 %.46, -8192, !dbg !485
  %.48 = icmp eq i32 %.45, 2139095040, !dbg !485
  %.49 = select i1 %.48, i32 %.432, i32 %.47, !dbg !485
  %.50 = icmp ugt i32 %.45, 2139095040, !dbg !485
  %.51 = select i1 %.50, i32 2147483647, i32 %.49, !dbg !485
  %.61 = mul i64 %.26, %a13, !dbg !486
  %.62 = add i64 %.61, %.27, !dbg !486
  %4 = trunc i64 %.62 to i32, !dbg !486
  %.63 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d.shared.1, i32 %4, !dbg !486
  %5 = load <2 x i32>, ptr addrspace(3) %.63, align 4, !dbg !486
  %6 = and <2 x i32> %5, <i32 2147483647, i32 2147483647>, !dbg !486
  %7 = add <2 x i32> %5, <i32 4096, i32 4096>, !dbg !486
  %8 = and <2 x i32> %7, <i32 -8192, i32 -8192>, !dbg !486
  %9 = icmp eq <2 x i32> %6, <i32 2139095040, i32 2139095040>, !dbg !486
  %10 = select <2 x i1> %9, <2 x i32> %5, <2 x i32> %8, !dbg !486
  %11 = icmp ugt <2 x i32> %6, <i32 2139095040, i32 2139095040>, !dbg !486
  %12 = select <2 x i1> %11, <2 x i32> <i32 2147483647, i32 2147483647>, <2 x i32> %10, !dbg !486
  %t38 = mul i64 %t23, %a14, !dbg !487
  %t40 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t38, !dbg !488
  %.92 = shl nuw nsw i64 %.24, 2, !dbg !488
  %.93 = mul i64 %.26, %a14, !dbg !488
  %.94 = add i64 %.93, %.92, !dbg !488
  %.95 = getelementptr inbounds float, ptr addrspace(1) %t40, i64 %.94, !dbg !488
  %13 = load <2 x float>, ptr addrspace(1) %.95, align 4, !dbg !488
  %.100 = add i64 %.94, 2, !dbg !488
  %.101 = getelementptr inbounds float, ptr addrspace(1) %t40, i64 %.100, !dbg !488
  %14 = load <2 x float>, ptr addrspace(1) %.101, align 4, !dbg !488
  %.1179 = shufflevector <2 x float> %13, <2 x float> %14, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !489
  %15 = insertelement <2 x i32> undef, i32 %.39, i64 0, !dbg !489
  %16 = insertelement <2 x i32> %15, i32 %.51, i64 1, !dbg !489
  %.123 = bitcast <2 x i32> %16 to <2 x float>, !dbg !489
  %.129 = bitcast <2 x i32> %12 to <2 x float>, !dbg !489
  %.130 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x8.xf32(<2 x float> %.123, <2 x float> %.129, <4 x float> %.1179, i32 0, i32 0, i32 0), !dbg !489
  %t44 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t38, !dbg !490
  %.149 = getelementptr inbounds float, ptr addrspace(1) %t44, i64 %.94, !dbg !490
  %17 = shufflevector <4 x float> %.130, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !490
  store <2 x float> %17, ptr addrspace(1) %.149, align 4, !dbg !490
  %.155 = getelementptr inbounds float, ptr addrspace(1) %t44, i64 %.100, !dbg !490
  %18 = shufflevector <4 x float> %.130, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !490
  store <2 x float> %18, ptr addrspace(1) %.155, align 4, !dbg !490
  ret void, !dbg !490
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #5

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #6

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16>, <4 x i16>, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #7

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #7

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x8.xf32(<2 x float>, <2 x float>, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #7

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.y() #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #5

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #9

attributes #0 = { argmemonly nofree nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { argmemonly nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #2 = { mustprogress nofree nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #4 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #7 = { convergent mustprogress nofree nounwind readnone willreturn }
attributes #8 = { convergent mustprogress nounwind willreturn }
attributes #9 = { nocallback nofree nosync nounwind readnone speculatable willreturn }

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
!31 = !DILocation(line: 38, column: 18, scope: !29)
!32 = !DILocation(line: 40, column: 25, scope: !29)
!33 = !DILocation(line: 40, column: 19, scope: !29)
!34 = !DILocation(line: 40, column: 15, scope: !29)
!35 = !DILocation(line: 36, column: 30, scope: !29)
!36 = !DILocation(line: 36, column: 24, scope: !29)
!37 = !DILocation(line: 36, column: 15, scope: !29)
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
!87 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eLayouts_5bkern_2eFloat16_5d", scope: !88, file: !88, line: 22, type: !5, scopeLine: 22, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!88 = !DIFile(filename: "layouts.go", directory: "")
!89 = !DILocation(line: 23, column: 44, scope: !87)
!90 = !DILocation(line: 23, column: 33, scope: !87)
!91 = !DILocation(line: 23, column: 65, scope: !87)
!92 = !DILocation(line: 23, column: 68, scope: !87)
!93 = !DILocation(line: 31, column: 6, scope: !87)
!94 = !DILocation(line: 31, column: 12, scope: !87)
!95 = !DILocation(line: 32, column: 18, scope: !87)
!96 = !DILocation(line: 0, scope: !87)
!97 = !DILocation(line: 37, column: 6, scope: !87)
!98 = !DILocation(line: 37, column: 12, scope: !87)
!99 = !DILocation(line: 38, column: 18, scope: !87)
!100 = !DILocation(line: 43, column: 6, scope: !87)
!101 = !DILocation(line: 43, column: 12, scope: !87)
!102 = !DILocation(line: 44, column: 18, scope: !87)
!103 = !DILocation(line: 48, column: 15, scope: !87)
!104 = !DILocation(line: 49, column: 6, scope: !87)
!105 = !DILocation(line: 49, column: 12, scope: !87)
!106 = !DILocation(line: 50, column: 14, scope: !87)
!107 = !DILocation(line: 23, column: 12, scope: !87)
!108 = !DILocation(line: 52, column: 14, scope: !87)
!109 = !DILocation(line: 46, column: 18, scope: !87)
!110 = !DILocation(line: 40, column: 18, scope: !87)
!111 = !DILocation(line: 34, column: 18, scope: !87)
!112 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eLayouts_5bkern_2eBFloat16_5d", scope: !88, file: !88, line: 22, type: !5, scopeLine: 22, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!113 = !DILocation(line: 23, column: 44, scope: !112)
!114 = !DILocation(line: 23, column: 33, scope: !112)
!115 = !DILocation(line: 23, column: 65, scope: !112)
!116 = !DILocation(line: 23, column: 68, scope: !112)
!117 = !DILocation(line: 31, column: 6, scope: !112)
!118 = !DILocation(line: 31, column: 12, scope: !112)
!119 = !DILocation(line: 32, column: 18, scope: !112)
!120 = !DILocation(line: 0, scope: !112)
!121 = !DILocation(line: 37, column: 6, scope: !112)
!122 = !DILocation(line: 37, column: 12, scope: !112)
!123 = !DILocation(line: 38, column: 18, scope: !112)
!124 = !DILocation(line: 43, column: 6, scope: !112)
!125 = !DILocation(line: 43, column: 12, scope: !112)
!126 = !DILocation(line: 44, column: 18, scope: !112)
!127 = !DILocation(line: 48, column: 15, scope: !112)
!128 = !DILocation(line: 49, column: 6, scope: !112)
!129 = !DILocation(line: 49, column: 12, scope: !112)
!130 = !DILocation(line: 50, column: 14, scope: !112)
!131 = !DILocation(line: 23, column: 12, scope: !112)
!132 = !DILocation(line: 52, column: 14, scope: !112)
!133 = !DILocation(line: 46, column: 18, scope: !112)
!134 = !DILocation(line: 40, column: 18, scope: !112)
!135 = !DILocation(line: 34, column: 18, scope: !112)
!136 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eLayouts_5bfloat32_5d", scope: !88, file: !88, line: 22, type: !5, scopeLine: 22, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!137 = !DILocation(line: 23, column: 44, scope: !136)
!138 = !DILocation(line: 23, column: 33, scope: !136)
!139 = !DILocation(line: 23, column: 65, scope: !136)
!140 = !DILocation(line: 23, column: 68, scope: !136)
!141 = !DILocation(line: 31, column: 6, scope: !136)
!142 = !DILocation(line: 31, column: 12, scope: !136)
!143 = !DILocation(line: 32, column: 18, scope: !136)
!144 = !DILocation(line: 0, scope: !136)
!145 = !DILocation(line: 37, column: 6, scope: !136)
!146 = !DILocation(line: 37, column: 12, scope: !136)
!147 = !DILocation(line: 38, column: 18, scope: !136)
!148 = !DILocation(line: 43, column: 6, scope: !136)
!149 = !DILocation(line: 43, column: 12, scope: !136)
!150 = !DILocation(line: 44, column: 18, scope: !136)
!151 = !DILocation(line: 48, column: 15, scope: !136)
!152 = !DILocation(line: 49, column: 6, scope: !136)
!153 = !DILocation(line: 49, column: 12, scope: !136)
!154 = !DILocation(line: 50, column: 14, scope: !136)
!155 = !DILocation(line: 23, column: 12, scope: !136)
!156 = !DILocation(line: 52, column: 14, scope: !136)
!157 = !DILocation(line: 46, column: 18, scope: !136)
!158 = !DILocation(line: 40, column: 18, scope: !136)
!159 = !DILocation(line: 34, column: 18, scope: !136)
!160 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRow_5bkern_2eFloat16_5d", scope: !161, file: !161, line: 27, type: !5, scopeLine: 27, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!161 = !DIFile(filename: "mmatest.go", directory: "")
!162 = !DILocation(line: 28, column: 19, scope: !160)
!163 = !DILocation(line: 30, column: 28, scope: !160)
!164 = !DILocation(line: 30, column: 31, scope: !160)
!165 = !DILocation(line: 30, column: 18, scope: !160)
!166 = !DILocation(line: 31, column: 30, scope: !160)
!167 = !DILocation(line: 31, column: 18, scope: !160)
!168 = !DILocation(line: 32, column: 31, scope: !160)
!169 = !DILocation(line: 32, column: 18, scope: !160)
!170 = !DILocation(line: 33, column: 15, scope: !160)
!171 = !DILocation(line: 34, column: 13, scope: !160)
!172 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRow_5bkern_2eBFloat16_5d", scope: !161, file: !161, line: 27, type: !5, scopeLine: 27, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!173 = !DILocation(line: 28, column: 19, scope: !172)
!174 = !DILocation(line: 30, column: 28, scope: !172)
!175 = !DILocation(line: 30, column: 31, scope: !172)
!176 = !DILocation(line: 30, column: 18, scope: !172)
!177 = !DILocation(line: 31, column: 30, scope: !172)
!178 = !DILocation(line: 31, column: 18, scope: !172)
!179 = !DILocation(line: 32, column: 31, scope: !172)
!180 = !DILocation(line: 32, column: 18, scope: !172)
!181 = !DILocation(line: 33, column: 15, scope: !172)
!182 = !DILocation(line: 34, column: 13, scope: !172)
!183 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRow_5bfloat32_5d", scope: !161, file: !161, line: 27, type: !5, scopeLine: 27, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!184 = !DILocation(line: 28, column: 19, scope: !183)
!185 = !DILocation(line: 30, column: 28, scope: !183)
!186 = !DILocation(line: 30, column: 31, scope: !183)
!187 = !DILocation(line: 30, column: 18, scope: !183)
!188 = !DILocation(line: 31, column: 28, scope: !183)
!189 = !DILocation(line: 31, column: 30, scope: !183)
!190 = !DILocation(line: 31, column: 18, scope: !183)
!191 = !DILocation(line: 32, column: 31, scope: !183)
!192 = !DILocation(line: 32, column: 18, scope: !183)
!193 = !DILocation(line: 33, column: 15, scope: !183)
!194 = !DILocation(line: 34, column: 13, scope: !183)
!195 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileCol_5bkern_2eFloat16_5d", scope: !161, file: !161, line: 41, type: !5, scopeLine: 41, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!196 = !DILocation(line: 42, column: 19, scope: !195)
!197 = !DILocation(line: 44, column: 28, scope: !195)
!198 = !DILocation(line: 44, column: 30, scope: !195)
!199 = !DILocation(line: 44, column: 18, scope: !195)
!200 = !DILocation(line: 45, column: 31, scope: !195)
!201 = !DILocation(line: 45, column: 18, scope: !195)
!202 = !DILocation(line: 46, column: 31, scope: !195)
!203 = !DILocation(line: 46, column: 18, scope: !195)
!204 = !DILocation(line: 47, column: 15, scope: !195)
!205 = !DILocation(line: 48, column: 13, scope: !195)
!206 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileCol_5bkern_2eBFloat16_5d", scope: !161, file: !161, line: 41, type: !5, scopeLine: 41, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!207 = !DILocation(line: 42, column: 19, scope: !206)
!208 = !DILocation(line: 44, column: 28, scope: !206)
!209 = !DILocation(line: 44, column: 30, scope: !206)
!210 = !DILocation(line: 44, column: 18, scope: !206)
!211 = !DILocation(line: 45, column: 31, scope: !206)
!212 = !DILocation(line: 45, column: 18, scope: !206)
!213 = !DILocation(line: 46, column: 31, scope: !206)
!214 = !DILocation(line: 46, column: 18, scope: !206)
!215 = !DILocation(line: 47, column: 15, scope: !206)
!216 = !DILocation(line: 48, column: 13, scope: !206)
!217 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileCol_5bfloat32_5d", scope: !161, file: !161, line: 41, type: !5, scopeLine: 41, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!218 = !DILocation(line: 42, column: 19, scope: !217)
!219 = !DILocation(line: 44, column: 28, scope: !217)
!220 = !DILocation(line: 44, column: 30, scope: !217)
!221 = !DILocation(line: 44, column: 18, scope: !217)
!222 = !DILocation(line: 45, column: 28, scope: !217)
!223 = !DILocation(line: 45, column: 31, scope: !217)
!224 = !DILocation(line: 45, column: 18, scope: !217)
!225 = !DILocation(line: 46, column: 31, scope: !217)
!226 = !DILocation(line: 46, column: 18, scope: !217)
!227 = !DILocation(line: 47, column: 15, scope: !217)
!228 = !DILocation(line: 48, column: 13, scope: !217)
!229 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileFill_5bkern_2eFloat16_5d", scope: !161, file: !161, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!230 = !DILocation(line: 57, column: 18, scope: !229)
!231 = !DILocation(line: 58, column: 18, scope: !229)
!232 = !DILocation(line: 61, column: 16, scope: !229)
!233 = !DILocation(line: 63, column: 13, scope: !229)
!234 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileFill_5bkern_2eBFloat16_5d", scope: !161, file: !161, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!235 = !DILocation(line: 57, column: 18, scope: !234)
!236 = !DILocation(line: 58, column: 18, scope: !234)
!237 = !DILocation(line: 61, column: 16, scope: !234)
!238 = !DILocation(line: 63, column: 13, scope: !234)
!239 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileFill_5bfloat32_5d", scope: !161, file: !161, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!240 = !DILocation(line: 57, column: 18, scope: !239)
!241 = !DILocation(line: 58, column: 18, scope: !239)
!242 = !DILocation(line: 61, column: 16, scope: !239)
!243 = !DILocation(line: 63, column: 13, scope: !239)
!244 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eFloat16_5d", scope: !161, file: !161, line: 83, type: !5, scopeLine: 83, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!245 = !DILocation(line: 86, column: 20, scope: !244)
!246 = !DILocation(line: 87, column: 14, scope: !244)
!247 = !DILocation(line: 88, column: 16, scope: !244)
!248 = !DILocation(line: 88, column: 24, scope: !244)
!249 = !DILocation(line: 89, column: 22, scope: !244)
!250 = !DILocation(line: 89, column: 26, scope: !244)
!251 = !DILocation(line: 89, column: 44, scope: !244)
!252 = !DILocation(line: 89, column: 48, scope: !244)
!253 = !DILocation(line: 93, column: 48, scope: !244)
!254 = !DILocation(line: 98, column: 30, scope: !244)
!255 = !DILocation(line: 99, column: 33, scope: !244)
!256 = !DILocation(line: 99, column: 30, scope: !244)
!257 = !DILocation(line: 99, column: 37, scope: !244)
!258 = !DILocation(line: 92, column: 18, scope: !244)
!259 = !DILocation(line: 98, column: 20, scope: !244)
!260 = !DILocation(line: 0, scope: !244)
!261 = !DILocation(line: 93, column: 19, scope: !244)
!262 = !DILocation(line: 94, column: 19, scope: !244)
!263 = !DILocation(line: 94, column: 17, scope: !244)
!264 = !DILocation(line: 94, column: 25, scope: !244)
!265 = !DILocation(line: 94, column: 32, scope: !244)
!266 = !DILocation(line: 94, column: 27, scope: !244)
!267 = !DILocation(line: 94, column: 30, scope: !244)
!268 = !DILocation(line: 94, column: 13, scope: !244)
!269 = !DILocation(line: 94, column: 6, scope: !244)
!270 = !DILocation(line: 93, column: 33, scope: !244)
!271 = !DILocation(line: 96, column: 16, scope: !244)
!272 = !DILocation(line: 99, column: 39, scope: !244)
!273 = !DILocation(line: 99, column: 20, scope: !244)
!274 = !DILocation(line: 100, column: 18, scope: !244)
!275 = !DILocation(line: 102, column: 16, scope: !244)
!276 = !DILocation(line: 92, column: 23, scope: !244)
!277 = !DILocation(line: 104, column: 23, scope: !244)
!278 = !DILocation(line: 104, column: 30, scope: !244)
!279 = !DILocation(line: 104, column: 35, scope: !244)
!280 = !DILocation(line: 104, column: 13, scope: !244)
!281 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eBFloat16_5d", scope: !161, file: !161, line: 83, type: !5, scopeLine: 83, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!282 = !DILocation(line: 86, column: 20, scope: !281)
!283 = !DILocation(line: 87, column: 14, scope: !281)
!284 = !DILocation(line: 88, column: 16, scope: !281)
!285 = !DILocation(line: 88, column: 24, scope: !281)
!286 = !DILocation(line: 89, column: 22, scope: !281)
!287 = !DILocation(line: 89, column: 26, scope: !281)
!288 = !DILocation(line: 89, column: 44, scope: !281)
!289 = !DILocation(line: 89, column: 48, scope: !281)
!290 = !DILocation(line: 93, column: 48, scope: !281)
!291 = !DILocation(line: 98, column: 30, scope: !281)
!292 = !DILocation(line: 99, column: 33, scope: !281)
!293 = !DILocation(line: 99, column: 30, scope: !281)
!294 = !DILocation(line: 99, column: 37, scope: !281)
!295 = !DILocation(line: 92, column: 18, scope: !281)
!296 = !DILocation(line: 98, column: 20, scope: !281)
!297 = !DILocation(line: 0, scope: !281)
!298 = !DILocation(line: 93, column: 19, scope: !281)
!299 = !DILocation(line: 94, column: 19, scope: !281)
!300 = !DILocation(line: 94, column: 17, scope: !281)
!301 = !DILocation(line: 94, column: 25, scope: !281)
!302 = !DILocation(line: 94, column: 32, scope: !281)
!303 = !DILocation(line: 94, column: 27, scope: !281)
!304 = !DILocation(line: 94, column: 30, scope: !281)
!305 = !DILocation(line: 94, column: 13, scope: !281)
!306 = !DILocation(line: 94, column: 6, scope: !281)
!307 = !DILocation(line: 93, column: 33, scope: !281)
!308 = !DILocation(line: 96, column: 16, scope: !281)
!309 = !DILocation(line: 99, column: 39, scope: !281)
!310 = !DILocation(line: 99, column: 20, scope: !281)
!311 = !DILocation(line: 100, column: 18, scope: !281)
!312 = !DILocation(line: 102, column: 16, scope: !281)
!313 = !DILocation(line: 92, column: 23, scope: !281)
!314 = !DILocation(line: 104, column: 23, scope: !281)
!315 = !DILocation(line: 104, column: 30, scope: !281)
!316 = !DILocation(line: 104, column: 35, scope: !281)
!317 = !DILocation(line: 104, column: 13, scope: !281)
!318 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bfloat32_5d", scope: !161, file: !161, line: 83, type: !5, scopeLine: 83, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!319 = !DILocation(line: 86, column: 20, scope: !318)
!320 = !DILocation(line: 87, column: 14, scope: !318)
!321 = !DILocation(line: 88, column: 16, scope: !318)
!322 = !DILocation(line: 88, column: 24, scope: !318)
!323 = !DILocation(line: 89, column: 22, scope: !318)
!324 = !DILocation(line: 89, column: 26, scope: !318)
!325 = !DILocation(line: 89, column: 44, scope: !318)
!326 = !DILocation(line: 89, column: 48, scope: !318)
!327 = !DILocation(line: 93, column: 48, scope: !318)
!328 = !DILocation(line: 98, column: 30, scope: !318)
!329 = !DILocation(line: 99, column: 33, scope: !318)
!330 = !DILocation(line: 99, column: 30, scope: !318)
!331 = !DILocation(line: 99, column: 37, scope: !318)
!332 = !DILocation(line: 92, column: 18, scope: !318)
!333 = !DILocation(line: 98, column: 20, scope: !318)
!334 = !DILocation(line: 0, scope: !318)
!335 = !DILocation(line: 93, column: 19, scope: !318)
!336 = !DILocation(line: 94, column: 19, scope: !318)
!337 = !DILocation(line: 94, column: 17, scope: !318)
!338 = !DILocation(line: 94, column: 25, scope: !318)
!339 = !DILocation(line: 94, column: 32, scope: !318)
!340 = !DILocation(line: 94, column: 27, scope: !318)
!341 = !DILocation(line: 94, column: 30, scope: !318)
!342 = !DILocation(line: 94, column: 13, scope: !318)
!343 = !DILocation(line: 94, column: 6, scope: !318)
!344 = !DILocation(line: 93, column: 33, scope: !318)
!345 = !DILocation(line: 96, column: 16, scope: !318)
!346 = !DILocation(line: 99, column: 39, scope: !318)
!347 = !DILocation(line: 99, column: 20, scope: !318)
!348 = !DILocation(line: 100, column: 18, scope: !318)
!349 = !DILocation(line: 99, column: 42, scope: !318)
!350 = !DILocation(line: 102, column: 16, scope: !318)
!351 = !DILocation(line: 92, column: 23, scope: !318)
!352 = !DILocation(line: 104, column: 23, scope: !318)
!353 = !DILocation(line: 104, column: 30, scope: !318)
!354 = !DILocation(line: 104, column: 35, scope: !318)
!355 = !DILocation(line: 104, column: 13, scope: !318)
!356 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d", scope: !357, file: !357, line: 16, type: !5, scopeLine: 16, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!357 = !DIFile(filename: "shared.go", directory: "")
!358 = !DILocation(line: 17, column: 19, scope: !356)
!359 = !DILocation(line: 21, column: 29, scope: !356)
!360 = !DILocation(line: 21, column: 32, scope: !356)
!361 = !DILocation(line: 21, column: 25, scope: !356)
!362 = !DILocation(line: 21, column: 42, scope: !356)
!363 = !DILocation(line: 50, column: 22, scope: !356)
!364 = !DILocation(line: 50, column: 50, scope: !356)
!365 = !DILocation(line: 50, column: 30, scope: !356)
!366 = !DILocation(line: 51, column: 15, scope: !356)
!367 = !DILocation(line: 51, column: 6, scope: !356)
!368 = !DILocation(line: 50, column: 35, scope: !356)
!369 = !DILocation(line: 22, column: 31, scope: !356)
!370 = !DILocation(line: 22, column: 25, scope: !356)
!371 = !DILocation(line: 22, column: 40, scope: !356)
!372 = !DILocation(line: 23, column: 15, scope: !356)
!373 = !DILocation(line: 24, column: 18, scope: !356)
!374 = !DILocation(line: 25, column: 18, scope: !356)
!375 = !DILocation(line: 26, column: 31, scope: !356)
!376 = !DILocation(line: 26, column: 18, scope: !356)
!377 = !DILocation(line: 27, column: 45, scope: !356)
!378 = !DILocation(line: 27, column: 13, scope: !356)
!379 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d", scope: !357, file: !357, line: 16, type: !5, scopeLine: 16, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!380 = !DILocation(line: 17, column: 19, scope: !379)
!381 = !DILocation(line: 21, column: 29, scope: !379)
!382 = !DILocation(line: 21, column: 32, scope: !379)
!383 = !DILocation(line: 21, column: 25, scope: !379)
!384 = !DILocation(line: 21, column: 42, scope: !379)
!385 = !DILocation(line: 50, column: 22, scope: !379)
!386 = !DILocation(line: 50, column: 50, scope: !379)
!387 = !DILocation(line: 50, column: 30, scope: !379)
!388 = !DILocation(line: 51, column: 15, scope: !379)
!389 = !DILocation(line: 51, column: 6, scope: !379)
!390 = !DILocation(line: 50, column: 35, scope: !379)
!391 = !DILocation(line: 22, column: 31, scope: !379)
!392 = !DILocation(line: 22, column: 25, scope: !379)
!393 = !DILocation(line: 22, column: 40, scope: !379)
!394 = !DILocation(line: 23, column: 15, scope: !379)
!395 = !DILocation(line: 24, column: 18, scope: !379)
!396 = !DILocation(line: 25, column: 18, scope: !379)
!397 = !DILocation(line: 26, column: 31, scope: !379)
!398 = !DILocation(line: 26, column: 18, scope: !379)
!399 = !DILocation(line: 27, column: 45, scope: !379)
!400 = !DILocation(line: 27, column: 13, scope: !379)
!401 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d", scope: !357, file: !357, line: 16, type: !5, scopeLine: 16, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!402 = !DILocation(line: 17, column: 19, scope: !401)
!403 = !DILocation(line: 21, column: 29, scope: !401)
!404 = !DILocation(line: 21, column: 32, scope: !401)
!405 = !DILocation(line: 21, column: 25, scope: !401)
!406 = !DILocation(line: 21, column: 42, scope: !401)
!407 = !DILocation(line: 50, column: 22, scope: !401)
!408 = !DILocation(line: 50, column: 50, scope: !401)
!409 = !DILocation(line: 50, column: 30, scope: !401)
!410 = !DILocation(line: 51, column: 15, scope: !401)
!411 = !DILocation(line: 51, column: 6, scope: !401)
!412 = !DILocation(line: 50, column: 35, scope: !401)
!413 = !DILocation(line: 22, column: 29, scope: !401)
!414 = !DILocation(line: 22, column: 31, scope: !401)
!415 = !DILocation(line: 22, column: 25, scope: !401)
!416 = !DILocation(line: 22, column: 40, scope: !401)
!417 = !DILocation(line: 23, column: 15, scope: !401)
!418 = !DILocation(line: 24, column: 18, scope: !401)
!419 = !DILocation(line: 25, column: 18, scope: !401)
!420 = !DILocation(line: 26, column: 31, scope: !401)
!421 = !DILocation(line: 26, column: 18, scope: !401)
!422 = !DILocation(line: 27, column: 45, scope: !401)
!423 = !DILocation(line: 27, column: 13, scope: !401)
!424 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d", scope: !357, file: !357, line: 34, type: !5, scopeLine: 34, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!425 = !DILocation(line: 35, column: 19, scope: !424)
!426 = !DILocation(line: 39, column: 29, scope: !424)
!427 = !DILocation(line: 39, column: 31, scope: !424)
!428 = !DILocation(line: 39, column: 25, scope: !424)
!429 = !DILocation(line: 39, column: 40, scope: !424)
!430 = !DILocation(line: 50, column: 22, scope: !424)
!431 = !DILocation(line: 50, column: 50, scope: !424)
!432 = !DILocation(line: 50, column: 30, scope: !424)
!433 = !DILocation(line: 51, column: 15, scope: !424)
!434 = !DILocation(line: 51, column: 6, scope: !424)
!435 = !DILocation(line: 50, column: 35, scope: !424)
!436 = !DILocation(line: 40, column: 32, scope: !424)
!437 = !DILocation(line: 40, column: 25, scope: !424)
!438 = !DILocation(line: 40, column: 42, scope: !424)
!439 = !DILocation(line: 41, column: 15, scope: !424)
!440 = !DILocation(line: 42, column: 18, scope: !424)
!441 = !DILocation(line: 43, column: 18, scope: !424)
!442 = !DILocation(line: 44, column: 31, scope: !424)
!443 = !DILocation(line: 44, column: 18, scope: !424)
!444 = !DILocation(line: 45, column: 45, scope: !424)
!445 = !DILocation(line: 45, column: 13, scope: !424)
!446 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d", scope: !357, file: !357, line: 34, type: !5, scopeLine: 34, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!447 = !DILocation(line: 35, column: 19, scope: !446)
!448 = !DILocation(line: 39, column: 29, scope: !446)
!449 = !DILocation(line: 39, column: 31, scope: !446)
!450 = !DILocation(line: 39, column: 25, scope: !446)
!451 = !DILocation(line: 39, column: 40, scope: !446)
!452 = !DILocation(line: 50, column: 22, scope: !446)
!453 = !DILocation(line: 50, column: 50, scope: !446)
!454 = !DILocation(line: 50, column: 30, scope: !446)
!455 = !DILocation(line: 51, column: 15, scope: !446)
!456 = !DILocation(line: 51, column: 6, scope: !446)
!457 = !DILocation(line: 50, column: 35, scope: !446)
!458 = !DILocation(line: 40, column: 32, scope: !446)
!459 = !DILocation(line: 40, column: 25, scope: !446)
!460 = !DILocation(line: 40, column: 42, scope: !446)
!461 = !DILocation(line: 41, column: 15, scope: !446)
!462 = !DILocation(line: 42, column: 18, scope: !446)
!463 = !DILocation(line: 43, column: 18, scope: !446)
!464 = !DILocation(line: 44, column: 31, scope: !446)
!465 = !DILocation(line: 44, column: 18, scope: !446)
!466 = !DILocation(line: 45, column: 45, scope: !446)
!467 = !DILocation(line: 45, column: 13, scope: !446)
!468 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d", scope: !357, file: !357, line: 34, type: !5, scopeLine: 34, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!469 = !DILocation(line: 35, column: 19, scope: !468)
!470 = !DILocation(line: 39, column: 29, scope: !468)
!471 = !DILocation(line: 39, column: 31, scope: !468)
!472 = !DILocation(line: 39, column: 25, scope: !468)
!473 = !DILocation(line: 39, column: 40, scope: !468)
!474 = !DILocation(line: 50, column: 22, scope: !468)
!475 = !DILocation(line: 50, column: 50, scope: !468)
!476 = !DILocation(line: 50, column: 30, scope: !468)
!477 = !DILocation(line: 51, column: 15, scope: !468)
!478 = !DILocation(line: 51, column: 6, scope: !468)
!479 = !DILocation(line: 50, column: 35, scope: !468)
!480 = !DILocation(line: 40, column: 29, scope: !468)
!481 = !DILocation(line: 40, column: 32, scope: !468)
!482 = !DILocation(line: 40, column: 25, scope: !468)
!483 = !DILocation(line: 40, column: 42, scope: !468)
!484 = !DILocation(line: 41, column: 15, scope: !468)
!485 = !DILocation(line: 42, column: 18, scope: !468)
!486 = !DILocation(line: 43, column: 18, scope: !468)
!487 = !DILocation(line: 44, column: 31, scope: !468)
!488 = !DILocation(line: 44, column: 18, scope: !468)
!489 = !DILocation(line: 45, column: 45, scope: !468)
!490 = !DILocation(line: 45, column: 13, scope: !468)
