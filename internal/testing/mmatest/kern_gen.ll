; kern module github.com/kernlab/kern/internal/testing/mmatest (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eFloat16_5d.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eBFloat16_5d.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bfloat32_5d.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.1 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.1 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d.shared.0 = internal unnamed_addr addrspace(3) global [4096 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d.shared.1 = internal unnamed_addr addrspace(3) global [4096 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.1 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.1 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d.shared.0 = internal unnamed_addr addrspace(3) global [4096 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d.shared.1 = internal unnamed_addr addrspace(3) global [4096 x i8] undef, align 4

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRow_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #0 !dbg !4 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  %t1 = sext i32 %.13 to i64, !dbg !7
  %t2 = shl nsw i64 %t1, 4, !dbg !8
  %t3 = mul i64 %t2, %a12, !dbg !9
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t3, !dbg !10
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !10
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.14), !dbg !10
  %.18 = and i32 %.15, 15, !dbg !10
  %.19 = zext i32 %.18 to i64, !dbg !10
  %0 = lshr i32 %.15, 2, !dbg !10
  %1 = and i32 %0, 1073741820, !dbg !10
  %.20 = zext i32 %1 to i64, !dbg !10
  %.21 = mul i64 %.19, %a12, !dbg !10
  %.22 = add i64 %.21, %.20, !dbg !10
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.22, !dbg !10
  %.24 = load i16, ptr addrspace(1) %.23, align 2, !dbg !10, !amdgpu.noclobber !6
  %.25 = zext i16 %.24 to i32, !dbg !10
  %.26 = add i64 %.22, 1, !dbg !10
  %.27 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.26, !dbg !10
  %.28 = load i16, ptr addrspace(1) %.27, align 2, !dbg !10, !amdgpu.noclobber !6
  %.29 = zext i16 %.28 to i32, !dbg !10
  %.30 = shl nuw i32 %.29, 16, !dbg !10
  %.31 = or i32 %.30, %.25, !dbg !10
  %.32 = add i64 %.22, 2, !dbg !10
  %.33 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.32, !dbg !10
  %.34 = load i16, ptr addrspace(1) %.33, align 2, !dbg !10, !amdgpu.noclobber !6
  %.35 = zext i16 %.34 to i32, !dbg !10
  %.36 = add i64 %.22, 3, !dbg !10
  %.37 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.36, !dbg !10
  %.38 = load i16, ptr addrspace(1) %.37, align 2, !dbg !10, !amdgpu.noclobber !6
  %.39 = zext i16 %.38 to i32, !dbg !10
  %.40 = shl nuw i32 %.39, 16, !dbg !10
  %.41 = or i32 %.40, %.35, !dbg !10
  %t7 = mul i64 %t2, %a13, !dbg !11
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !12
  %.51 = mul i64 %.20, %a13, !dbg !12
  %.52 = add i64 %.51, %.19, !dbg !12
  %.53 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.52, !dbg !12
  %.54 = load i16, ptr addrspace(1) %.53, align 2, !dbg !12, !amdgpu.noclobber !6
  %.55 = zext i16 %.54 to i32, !dbg !12
  %.57 = add i64 %.52, %a13, !dbg !12
  %.58 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.57, !dbg !12
  %.59 = load i16, ptr addrspace(1) %.58, align 2, !dbg !12, !amdgpu.noclobber !6
  %.60 = zext i16 %.59 to i32, !dbg !12
  %.61 = shl nuw i32 %.60, 16, !dbg !12
  %.62 = or i32 %.61, %.55, !dbg !12
  %.63 = shl i64 %a13, 1, !dbg !12
  %.64 = add i64 %.52, %.63, !dbg !12
  %.65 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.64, !dbg !12
  %.66 = load i16, ptr addrspace(1) %.65, align 2, !dbg !12, !amdgpu.noclobber !6
  %.67 = zext i16 %.66 to i32, !dbg !12
  %.68 = mul i64 %a13, 3, !dbg !12
  %.69 = add i64 %.52, %.68, !dbg !12
  %.70 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.69, !dbg !12
  %.71 = load i16, ptr addrspace(1) %.70, align 2, !dbg !12, !amdgpu.noclobber !6
  %.72 = zext i16 %.71 to i32, !dbg !12
  %.73 = shl nuw i32 %.72, 16, !dbg !12
  %.74 = or i32 %.73, %.67, !dbg !12
  %t11 = mul i64 %t2, %a14, !dbg !13
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t11, !dbg !14
  %.84 = mul i64 %.20, %a14, !dbg !14
  %.85 = add i64 %.84, %.19, !dbg !14
  %.86 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.85, !dbg !14
  %.87 = load float, ptr addrspace(1) %.86, align 4, !dbg !14, !amdgpu.noclobber !6
  %.89 = add i64 %.85, %a14, !dbg !14
  %.90 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.89, !dbg !14
  %.91 = load float, ptr addrspace(1) %.90, align 4, !dbg !14, !amdgpu.noclobber !6
  %.92 = shl i64 %a14, 1, !dbg !14
  %.93 = add i64 %.85, %.92, !dbg !14
  %.94 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.93, !dbg !14
  %.95 = load float, ptr addrspace(1) %.94, align 4, !dbg !14, !amdgpu.noclobber !6
  %.96 = mul i64 %a14, 3, !dbg !14
  %.97 = add i64 %.85, %.96, !dbg !14
  %.98 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.97, !dbg !14
  %.99 = load float, ptr addrspace(1) %.98, align 4, !dbg !14, !amdgpu.noclobber !6
  %.105 = insertelement <4 x float> poison, float %.87, i64 0, !dbg !15
  %.107 = insertelement <4 x float> %.105, float %.91, i64 1, !dbg !15
  %.109 = insertelement <4 x float> %.107, float %.95, i64 2, !dbg !15
  %.111 = insertelement <4 x float> %.109, float %.99, i64 3, !dbg !15
  %.113 = insertelement <2 x i32> poison, i32 %.31, i64 0, !dbg !15
  %.115 = insertelement <2 x i32> %.113, i32 %.41, i64 1, !dbg !15
  %.116 = bitcast <2 x i32> %.115 to <4 x half>, !dbg !15
  %.118 = insertelement <2 x i32> poison, i32 %.62, i64 0, !dbg !15
  %.120 = insertelement <2 x i32> %.118, i32 %.74, i64 1, !dbg !15
  %.121 = bitcast <2 x i32> %.120 to <4 x half>, !dbg !15
  %.122 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.116, <4 x half> %.121, <4 x float> %.111, i32 0, i32 0, i32 0), !dbg !15
  %.123 = extractelement <4 x float> %.122, i64 0, !dbg !15
  %.124 = extractelement <4 x float> %.122, i64 1, !dbg !15
  %.125 = extractelement <4 x float> %.122, i64 2, !dbg !15
  %.126 = extractelement <4 x float> %.122, i64 3, !dbg !15
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t11, !dbg !16
  %.141 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.85, !dbg !16
  store float %.123, ptr addrspace(1) %.141, align 4, !dbg !16
  %.145 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.89, !dbg !16
  store float %.124, ptr addrspace(1) %.145, align 4, !dbg !16
  %.149 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.93, !dbg !16
  store float %.125, ptr addrspace(1) %.149, align 4, !dbg !16
  %.153 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.97, !dbg !16
  store float %.126, ptr addrspace(1) %.153, align 4, !dbg !16
  ret void, !dbg !16
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRow_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #0 !dbg !17 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !18
  %t1 = sext i32 %.13 to i64, !dbg !18
  %t2 = shl nsw i64 %t1, 4, !dbg !19
  %t3 = mul i64 %t2, %a12, !dbg !20
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t3, !dbg !21
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !21
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.14), !dbg !21
  %.18 = and i32 %.15, 15, !dbg !21
  %.19 = zext i32 %.18 to i64, !dbg !21
  %0 = lshr i32 %.15, 2, !dbg !21
  %1 = and i32 %0, 1073741820, !dbg !21
  %.20 = zext i32 %1 to i64, !dbg !21
  %.21 = mul i64 %.19, %a12, !dbg !21
  %.22 = add i64 %.21, %.20, !dbg !21
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.22, !dbg !21
  %.24 = load i16, ptr addrspace(1) %.23, align 2, !dbg !21, !amdgpu.noclobber !6
  %.25 = zext i16 %.24 to i32, !dbg !21
  %.26 = add i64 %.22, 1, !dbg !21
  %.27 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.26, !dbg !21
  %.28 = load i16, ptr addrspace(1) %.27, align 2, !dbg !21, !amdgpu.noclobber !6
  %.29 = zext i16 %.28 to i32, !dbg !21
  %.30 = shl nuw i32 %.29, 16, !dbg !21
  %.31 = or i32 %.30, %.25, !dbg !21
  %.32 = add i64 %.22, 2, !dbg !21
  %.33 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.32, !dbg !21
  %.34 = load i16, ptr addrspace(1) %.33, align 2, !dbg !21, !amdgpu.noclobber !6
  %.35 = zext i16 %.34 to i32, !dbg !21
  %.36 = add i64 %.22, 3, !dbg !21
  %.37 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.36, !dbg !21
  %.38 = load i16, ptr addrspace(1) %.37, align 2, !dbg !21, !amdgpu.noclobber !6
  %.39 = zext i16 %.38 to i32, !dbg !21
  %.40 = shl nuw i32 %.39, 16, !dbg !21
  %.41 = or i32 %.40, %.35, !dbg !21
  %t7 = mul i64 %t2, %a13, !dbg !22
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !23
  %.51 = mul i64 %.20, %a13, !dbg !23
  %.52 = add i64 %.51, %.19, !dbg !23
  %.53 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.52, !dbg !23
  %.54 = load i16, ptr addrspace(1) %.53, align 2, !dbg !23, !amdgpu.noclobber !6
  %.55 = zext i16 %.54 to i32, !dbg !23
  %.57 = add i64 %.52, %a13, !dbg !23
  %.58 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.57, !dbg !23
  %.59 = load i16, ptr addrspace(1) %.58, align 2, !dbg !23, !amdgpu.noclobber !6
  %.60 = zext i16 %.59 to i32, !dbg !23
  %.61 = shl nuw i32 %.60, 16, !dbg !23
  %.62 = or i32 %.61, %.55, !dbg !23
  %.63 = shl i64 %a13, 1, !dbg !23
  %.64 = add i64 %.52, %.63, !dbg !23
  %.65 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.64, !dbg !23
  %.66 = load i16, ptr addrspace(1) %.65, align 2, !dbg !23, !amdgpu.noclobber !6
  %.67 = zext i16 %.66 to i32, !dbg !23
  %.68 = mul i64 %a13, 3, !dbg !23
  %.69 = add i64 %.52, %.68, !dbg !23
  %.70 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.69, !dbg !23
  %.71 = load i16, ptr addrspace(1) %.70, align 2, !dbg !23, !amdgpu.noclobber !6
  %.72 = zext i16 %.71 to i32, !dbg !23
  %.73 = shl nuw i32 %.72, 16, !dbg !23
  %.74 = or i32 %.73, %.67, !dbg !23
  %t11 = mul i64 %t2, %a14, !dbg !24
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t11, !dbg !25
  %.84 = mul i64 %.20, %a14, !dbg !25
  %.85 = add i64 %.84, %.19, !dbg !25
  %.86 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.85, !dbg !25
  %.87 = load float, ptr addrspace(1) %.86, align 4, !dbg !25, !amdgpu.noclobber !6
  %.89 = add i64 %.85, %a14, !dbg !25
  %.90 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.89, !dbg !25
  %.91 = load float, ptr addrspace(1) %.90, align 4, !dbg !25, !amdgpu.noclobber !6
  %.92 = shl i64 %a14, 1, !dbg !25
  %.93 = add i64 %.85, %.92, !dbg !25
  %.94 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.93, !dbg !25
  %.95 = load float, ptr addrspace(1) %.94, align 4, !dbg !25, !amdgpu.noclobber !6
  %.96 = mul i64 %a14, 3, !dbg !25
  %.97 = add i64 %.85, %.96, !dbg !25
  %.98 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.97, !dbg !25
  %.99 = load float, ptr addrspace(1) %.98, align 4, !dbg !25, !amdgpu.noclobber !6
  %.105 = insertelement <4 x float> poison, float %.87, i64 0, !dbg !26
  %.107 = insertelement <4 x float> %.105, float %.91, i64 1, !dbg !26
  %.109 = insertelement <4 x float> %.107, float %.95, i64 2, !dbg !26
  %.111 = insertelement <4 x float> %.109, float %.99, i64 3, !dbg !26
  %.113 = insertelement <2 x i32> poison, i32 %.31, i64 0, !dbg !26
  %.115 = insertelement <2 x i32> %.113, i32 %.41, i64 1, !dbg !26
  %.116 = bitcast <2 x i32> %.115 to <4 x i16>, !dbg !26
  %.118 = insertelement <2 x i32> poison, i32 %.62, i64 0, !dbg !26
  %.120 = insertelement <2 x i32> %.118, i32 %.74, i64 1, !dbg !26
  %.121 = bitcast <2 x i32> %.120 to <4 x i16>, !dbg !26
  %.122 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.116, <4 x i16> %.121, <4 x float> %.111, i32 0, i32 0, i32 0), !dbg !26
  %.123 = extractelement <4 x float> %.122, i64 0, !dbg !26
  %.124 = extractelement <4 x float> %.122, i64 1, !dbg !26
  %.125 = extractelement <4 x float> %.122, i64 2, !dbg !26
  %.126 = extractelement <4 x float> %.122, i64 3, !dbg !26
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t11, !dbg !27
  %.141 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.85, !dbg !27
  store float %.123, ptr addrspace(1) %.141, align 4, !dbg !27
  %.145 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.89, !dbg !27
  store float %.124, ptr addrspace(1) %.145, align 4, !dbg !27
  %.149 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.93, !dbg !27
  store float %.125, ptr addrspace(1) %.149, align 4, !dbg !27
  %.153 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.97, !dbg !27
  store float %.126, ptr addrspace(1) %.153, align 4, !dbg !27
  ret void, !dbg !27
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRow_5bfloat32_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #0 !dbg !28 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !29
  %t1 = sext i32 %.13 to i64, !dbg !29
  %t2 = shl nsw i64 %t1, 4, !dbg !30
  %t3 = mul i64 %t2, %a12, !dbg !31
  %t5 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t3, !dbg !32
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !32
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.14), !dbg !32
  %.16 = lshr i32 %.15, 4, !dbg !32
  %.17 = zext i32 %.16 to i64, !dbg !32
  %.18 = and i32 %.15, 15, !dbg !32
  %.19 = zext i32 %.18 to i64, !dbg !32
  %.20 = mul i64 %.19, %a12, !dbg !32
  %.21 = add i64 %.20, %.17, !dbg !32
  %.22 = getelementptr inbounds float, ptr addrspace(1) %t5, i64 %.21, !dbg !32
  %.231 = load i32, ptr addrspace(1) %.22, align 4, !dbg !32, !amdgpu.noclobber !6
  %.25 = and i32 %.231, 2147483647, !dbg !32
  %.26 = add i32 %.231, 4096, !dbg !32
  %.27 = and i32 %.26, -8192, !dbg !32
  %.28 = icmp eq i32 %.25, 2139095040, !dbg !32
  %.29 = select i1 %.28, i32 %.231, i32 %.27, !dbg !32
  %.30 = icmp ugt i32 %.25, 2139095040, !dbg !32
  %.31 = select i1 %.30, i32 2147483647, i32 %.29, !dbg !32
  %.32 = add i64 %.21, 4, !dbg !32
  %.33 = getelementptr inbounds float, ptr addrspace(1) %t5, i64 %.32, !dbg !32
  %.342 = load i32, ptr addrspace(1) %.33, align 4, !dbg !32, !amdgpu.noclobber !6
  %.36 = and i32 %.342, 2147483647, !dbg !32
  %.37 = add i32 %.342, 4096, !dbg !32
  %.38 = and i32 %.37, -8192, !dbg !32
  %.39 = icmp eq i32 %.36, 2139095040, !dbg !32
  %.40 = select i1 %.39, i32 %.342, i32 %.38, !dbg !32
  %.41 = icmp ugt i32 %.36, 2139095040, !dbg !32
  %.42 = select i1 %.41, i32 2147483647, i32 %.40, !dbg !32
  %t7 = shl nsw i64 %t1, 3, !dbg !33
  %t8 = mul i64 %t7, %a13, !dbg !34
  %t10 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t8, !dbg !35
  %.51 = mul i64 %.17, %a13, !dbg !35
  %.52 = add i64 %.51, %.19, !dbg !35
  %.53 = getelementptr inbounds float, ptr addrspace(1) %t10, i64 %.52, !dbg !35
  %.543 = load i32, ptr addrspace(1) %.53, align 4, !dbg !35, !amdgpu.noclobber !6
  %.56 = and i32 %.543, 2147483647, !dbg !35
  %.57 = add i32 %.543, 4096, !dbg !35
  %.58 = and i32 %.57, -8192, !dbg !35
  %.59 = icmp eq i32 %.56, 2139095040, !dbg !35
  %.60 = select i1 %.59, i32 %.543, i32 %.58, !dbg !35
  %.61 = icmp ugt i32 %.56, 2139095040, !dbg !35
  %.62 = select i1 %.61, i32 2147483647, i32 %.60, !dbg !35
  %.63 = shl i64 %a13, 2, !dbg !35
  %.64 = add i64 %.52, %.63, !dbg !35
  %.65 = getelementptr inbounds float, ptr addrspace(1) %t10, i64 %.64, !dbg !35
  %.664 = load i32, ptr addrspace(1) %.65, align 4, !dbg !35, !amdgpu.noclobber !6
  %.68 = and i32 %.664, 2147483647, !dbg !35
  %.69 = add i32 %.664, 4096, !dbg !35
  %.70 = and i32 %.69, -8192, !dbg !35
  %.71 = icmp eq i32 %.68, 2139095040, !dbg !35
  %.72 = select i1 %.71, i32 %.664, i32 %.70, !dbg !35
  %.73 = icmp ugt i32 %.68, 2139095040, !dbg !35
  %.74 = select i1 %.73, i32 2147483647, i32 %.72, !dbg !35
  %t12 = mul i64 %t2, %a14, !dbg !36
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t12, !dbg !37
  %.83 = shl i64 %a14, 2, !dbg !37
  %.84 = mul i64 %.83, %.17, !dbg !37
  %.85 = add i64 %.84, %.19, !dbg !37
  %.86 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.85, !dbg !37
  %.87 = load float, ptr addrspace(1) %.86, align 4, !dbg !37, !amdgpu.noclobber !6
  %.89 = add i64 %.85, %a14, !dbg !37
  %.90 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.89, !dbg !37
  %.91 = load float, ptr addrspace(1) %.90, align 4, !dbg !37, !amdgpu.noclobber !6
  %.92 = shl i64 %a14, 1, !dbg !37
  %.93 = add i64 %.85, %.92, !dbg !37
  %.94 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.93, !dbg !37
  %.95 = load float, ptr addrspace(1) %.94, align 4, !dbg !37, !amdgpu.noclobber !6
  %.96 = mul i64 %a14, 3, !dbg !37
  %.97 = add i64 %.85, %.96, !dbg !37
  %.98 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.97, !dbg !37
  %.99 = load float, ptr addrspace(1) %.98, align 4, !dbg !37, !amdgpu.noclobber !6
  %.105 = insertelement <4 x float> poison, float %.87, i64 0, !dbg !38
  %.107 = insertelement <4 x float> %.105, float %.91, i64 1, !dbg !38
  %.109 = insertelement <4 x float> %.107, float %.95, i64 2, !dbg !38
  %.111 = insertelement <4 x float> %.109, float %.99, i64 3, !dbg !38
  %.113 = bitcast i32 %.31 to float, !dbg !38
  %.115 = bitcast i32 %.62 to float, !dbg !38
  %.116 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.113, float %.115, <4 x float> %.111, i32 0, i32 0, i32 0), !dbg !38
  %.118 = bitcast i32 %.42 to float, !dbg !38
  %.120 = bitcast i32 %.74 to float, !dbg !38
  %.121 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.118, float %.120, <4 x float> %.116, i32 0, i32 0, i32 0), !dbg !38
  %.122 = extractelement <4 x float> %.121, i64 0, !dbg !38
  %.123 = extractelement <4 x float> %.121, i64 1, !dbg !38
  %.124 = extractelement <4 x float> %.121, i64 2, !dbg !38
  %.125 = extractelement <4 x float> %.121, i64 3, !dbg !38
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t12, !dbg !39
  %.140 = getelementptr inbounds float, ptr addrspace(1) %t18, i64 %.85, !dbg !39
  store float %.122, ptr addrspace(1) %.140, align 4, !dbg !39
  %.144 = getelementptr inbounds float, ptr addrspace(1) %t18, i64 %.89, !dbg !39
  store float %.123, ptr addrspace(1) %.144, align 4, !dbg !39
  %.148 = getelementptr inbounds float, ptr addrspace(1) %t18, i64 %.93, !dbg !39
  store float %.124, ptr addrspace(1) %.148, align 4, !dbg !39
  %.152 = getelementptr inbounds float, ptr addrspace(1) %t18, i64 %.97, !dbg !39
  store float %.125, ptr addrspace(1) %.152, align 4, !dbg !39
  ret void, !dbg !39
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileCol_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #0 !dbg !40 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !41
  %t1 = sext i32 %.13 to i64, !dbg !41
  %t2 = shl nsw i64 %t1, 4, !dbg !42
  %t3 = mul i64 %t2, %a12, !dbg !43
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t3, !dbg !44
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !44
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.14), !dbg !44
  %.18 = and i32 %.15, 15, !dbg !44
  %.19 = zext i32 %.18 to i64, !dbg !44
  %0 = lshr i32 %.15, 2, !dbg !44
  %1 = and i32 %0, 1073741820, !dbg !44
  %.20 = zext i32 %1 to i64, !dbg !44
  %.21 = mul i64 %.20, %a12, !dbg !44
  %.22 = add i64 %.21, %.19, !dbg !44
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.22, !dbg !44
  %.24 = load i16, ptr addrspace(1) %.23, align 2, !dbg !44, !amdgpu.noclobber !6
  %.25 = zext i16 %.24 to i32, !dbg !44
  %.27 = add i64 %.22, %a12, !dbg !44
  %.28 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.27, !dbg !44
  %.29 = load i16, ptr addrspace(1) %.28, align 2, !dbg !44, !amdgpu.noclobber !6
  %.30 = zext i16 %.29 to i32, !dbg !44
  %.31 = shl nuw i32 %.30, 16, !dbg !44
  %.32 = or i32 %.31, %.25, !dbg !44
  %.33 = shl i64 %a12, 1, !dbg !44
  %.34 = add i64 %.22, %.33, !dbg !44
  %.35 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.34, !dbg !44
  %.36 = load i16, ptr addrspace(1) %.35, align 2, !dbg !44, !amdgpu.noclobber !6
  %.37 = zext i16 %.36 to i32, !dbg !44
  %.38 = mul i64 %a12, 3, !dbg !44
  %.39 = add i64 %.22, %.38, !dbg !44
  %.40 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.39, !dbg !44
  %.41 = load i16, ptr addrspace(1) %.40, align 2, !dbg !44, !amdgpu.noclobber !6
  %.42 = zext i16 %.41 to i32, !dbg !44
  %.43 = shl nuw i32 %.42, 16, !dbg !44
  %.44 = or i32 %.43, %.37, !dbg !44
  %t7 = mul i64 %t2, %a13, !dbg !45
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !46
  %.54 = mul i64 %.19, %a13, !dbg !46
  %.55 = add i64 %.54, %.20, !dbg !46
  %.56 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.55, !dbg !46
  %.57 = load i16, ptr addrspace(1) %.56, align 2, !dbg !46, !amdgpu.noclobber !6
  %.58 = zext i16 %.57 to i32, !dbg !46
  %.59 = add i64 %.55, 1, !dbg !46
  %.60 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.59, !dbg !46
  %.61 = load i16, ptr addrspace(1) %.60, align 2, !dbg !46, !amdgpu.noclobber !6
  %.62 = zext i16 %.61 to i32, !dbg !46
  %.63 = shl nuw i32 %.62, 16, !dbg !46
  %.64 = or i32 %.63, %.58, !dbg !46
  %.65 = add i64 %.55, 2, !dbg !46
  %.66 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.65, !dbg !46
  %.67 = load i16, ptr addrspace(1) %.66, align 2, !dbg !46, !amdgpu.noclobber !6
  %.68 = zext i16 %.67 to i32, !dbg !46
  %.69 = add i64 %.55, 3, !dbg !46
  %.70 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.69, !dbg !46
  %.71 = load i16, ptr addrspace(1) %.70, align 2, !dbg !46, !amdgpu.noclobber !6
  %.72 = zext i16 %.71 to i32, !dbg !46
  %.73 = shl nuw i32 %.72, 16, !dbg !46
  %.74 = or i32 %.73, %.68, !dbg !46
  %t11 = mul i64 %t2, %a14, !dbg !47
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t11, !dbg !48
  %.84 = mul i64 %.19, %a14, !dbg !48
  %.85 = add i64 %.84, %.20, !dbg !48
  %.86 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.85, !dbg !48
  %2 = load <2 x float>, ptr addrspace(1) %.86, align 4, !dbg !48
  %.91 = add i64 %.85, 2, !dbg !48
  %.92 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.91, !dbg !48
  %3 = load <2 x float>, ptr addrspace(1) %.92, align 4, !dbg !48
  %.1081 = shufflevector <2 x float> %2, <2 x float> %3, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !49
  %.110 = insertelement <2 x i32> poison, i32 %.32, i64 0, !dbg !49
  %.112 = insertelement <2 x i32> %.110, i32 %.44, i64 1, !dbg !49
  %.113 = bitcast <2 x i32> %.112 to <4 x half>, !dbg !49
  %.115 = insertelement <2 x i32> poison, i32 %.64, i64 0, !dbg !49
  %.117 = insertelement <2 x i32> %.115, i32 %.74, i64 1, !dbg !49
  %.118 = bitcast <2 x i32> %.117 to <4 x half>, !dbg !49
  %.119 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.113, <4 x half> %.118, <4 x float> %.1081, i32 0, i32 0, i32 0), !dbg !49
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t11, !dbg !50
  %.138 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.85, !dbg !50
  %4 = shufflevector <4 x float> %.119, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !50
  store <2 x float> %4, ptr addrspace(1) %.138, align 4, !dbg !50
  %.144 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.91, !dbg !50
  %5 = shufflevector <4 x float> %.119, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !50
  store <2 x float> %5, ptr addrspace(1) %.144, align 4, !dbg !50
  ret void, !dbg !50
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileCol_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #0 !dbg !51 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !52
  %t1 = sext i32 %.13 to i64, !dbg !52
  %t2 = shl nsw i64 %t1, 4, !dbg !53
  %t3 = mul i64 %t2, %a12, !dbg !54
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t3, !dbg !55
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !55
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.14), !dbg !55
  %.18 = and i32 %.15, 15, !dbg !55
  %.19 = zext i32 %.18 to i64, !dbg !55
  %0 = lshr i32 %.15, 2, !dbg !55
  %1 = and i32 %0, 1073741820, !dbg !55
  %.20 = zext i32 %1 to i64, !dbg !55
  %.21 = mul i64 %.20, %a12, !dbg !55
  %.22 = add i64 %.21, %.19, !dbg !55
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.22, !dbg !55
  %.24 = load i16, ptr addrspace(1) %.23, align 2, !dbg !55, !amdgpu.noclobber !6
  %.25 = zext i16 %.24 to i32, !dbg !55
  %.27 = add i64 %.22, %a12, !dbg !55
  %.28 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.27, !dbg !55
  %.29 = load i16, ptr addrspace(1) %.28, align 2, !dbg !55, !amdgpu.noclobber !6
  %.30 = zext i16 %.29 to i32, !dbg !55
  %.31 = shl nuw i32 %.30, 16, !dbg !55
  %.32 = or i32 %.31, %.25, !dbg !55
  %.33 = shl i64 %a12, 1, !dbg !55
  %.34 = add i64 %.22, %.33, !dbg !55
  %.35 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.34, !dbg !55
  %.36 = load i16, ptr addrspace(1) %.35, align 2, !dbg !55, !amdgpu.noclobber !6
  %.37 = zext i16 %.36 to i32, !dbg !55
  %.38 = mul i64 %a12, 3, !dbg !55
  %.39 = add i64 %.22, %.38, !dbg !55
  %.40 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.39, !dbg !55
  %.41 = load i16, ptr addrspace(1) %.40, align 2, !dbg !55, !amdgpu.noclobber !6
  %.42 = zext i16 %.41 to i32, !dbg !55
  %.43 = shl nuw i32 %.42, 16, !dbg !55
  %.44 = or i32 %.43, %.37, !dbg !55
  %t7 = mul i64 %t2, %a13, !dbg !56
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !57
  %.54 = mul i64 %.19, %a13, !dbg !57
  %.55 = add i64 %.54, %.20, !dbg !57
  %.56 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.55, !dbg !57
  %.57 = load i16, ptr addrspace(1) %.56, align 2, !dbg !57, !amdgpu.noclobber !6
  %.58 = zext i16 %.57 to i32, !dbg !57
  %.59 = add i64 %.55, 1, !dbg !57
  %.60 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.59, !dbg !57
  %.61 = load i16, ptr addrspace(1) %.60, align 2, !dbg !57, !amdgpu.noclobber !6
  %.62 = zext i16 %.61 to i32, !dbg !57
  %.63 = shl nuw i32 %.62, 16, !dbg !57
  %.64 = or i32 %.63, %.58, !dbg !57
  %.65 = add i64 %.55, 2, !dbg !57
  %.66 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.65, !dbg !57
  %.67 = load i16, ptr addrspace(1) %.66, align 2, !dbg !57, !amdgpu.noclobber !6
  %.68 = zext i16 %.67 to i32, !dbg !57
  %.69 = add i64 %.55, 3, !dbg !57
  %.70 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.69, !dbg !57
  %.71 = load i16, ptr addrspace(1) %.70, align 2, !dbg !57, !amdgpu.noclobber !6
  %.72 = zext i16 %.71 to i32, !dbg !57
  %.73 = shl nuw i32 %.72, 16, !dbg !57
  %.74 = or i32 %.73, %.68, !dbg !57
  %t11 = mul i64 %t2, %a14, !dbg !58
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t11, !dbg !59
  %.84 = mul i64 %.19, %a14, !dbg !59
  %.85 = add i64 %.84, %.20, !dbg !59
  %.86 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.85, !dbg !59
  %2 = load <2 x float>, ptr addrspace(1) %.86, align 4, !dbg !59
  %.91 = add i64 %.85, 2, !dbg !59
  %.92 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.91, !dbg !59
  %3 = load <2 x float>, ptr addrspace(1) %.92, align 4, !dbg !59
  %.1081 = shufflevector <2 x float> %2, <2 x float> %3, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !60
  %.110 = insertelement <2 x i32> poison, i32 %.32, i64 0, !dbg !60
  %.112 = insertelement <2 x i32> %.110, i32 %.44, i64 1, !dbg !60
  %.113 = bitcast <2 x i32> %.112 to <4 x i16>, !dbg !60
  %.115 = insertelement <2 x i32> poison, i32 %.64, i64 0, !dbg !60
  %.117 = insertelement <2 x i32> %.115, i32 %.74, i64 1, !dbg !60
  %.118 = bitcast <2 x i32> %.117 to <4 x i16>, !dbg !60
  %.119 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.113, <4 x i16> %.118, <4 x float> %.1081, i32 0, i32 0, i32 0), !dbg !60
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t11, !dbg !61
  %.138 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.85, !dbg !61
  %4 = shufflevector <4 x float> %.119, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !61
  store <2 x float> %4, ptr addrspace(1) %.138, align 4, !dbg !61
  %.144 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.91, !dbg !61
  %5 = shufflevector <4 x float> %.119, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !61
  store <2 x float> %5, ptr addrspace(1) %.144, align 4, !dbg !61
  ret void, !dbg !61
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileCol_5bfloat32_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #0 !dbg !62 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !63
  %t1 = sext i32 %.13 to i64, !dbg !63
  %t2 = shl nsw i64 %t1, 3, !dbg !64
  %t3 = mul i64 %t2, %a12, !dbg !65
  %t5 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t3, !dbg !66
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !66
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.14), !dbg !66
  %.16 = lshr i32 %.15, 4, !dbg !66
  %.17 = zext i32 %.16 to i64, !dbg !66
  %.18 = and i32 %.15, 15, !dbg !66
  %.19 = zext i32 %.18 to i64, !dbg !66
  %.20 = mul i64 %.17, %a12, !dbg !66
  %.21 = add i64 %.20, %.19, !dbg !66
  %.22 = getelementptr inbounds float, ptr addrspace(1) %t5, i64 %.21, !dbg !66
  %.231 = load i32, ptr addrspace(1) %.22, align 4, !dbg !66, !amdgpu.noclobber !6
  %.25 = and i32 %.231, 2147483647, !dbg !66
  %.26 = add i32 %.231, 4096, !dbg !66
  %.27 = and i32 %.26, -8192, !dbg !66
  %.28 = icmp eq i32 %.25, 2139095040, !dbg !66
  %.29 = select i1 %.28, i32 %.231, i32 %.27, !dbg !66
  %.30 = icmp ugt i32 %.25, 2139095040, !dbg !66
  %.31 = select i1 %.30, i32 2147483647, i32 %.29, !dbg !66
  %.32 = shl i64 %a12, 2, !dbg !66
  %.33 = add i64 %.21, %.32, !dbg !66
  %.34 = getelementptr inbounds float, ptr addrspace(1) %t5, i64 %.33, !dbg !66
  %.352 = load i32, ptr addrspace(1) %.34, align 4, !dbg !66, !amdgpu.noclobber !6
  %.37 = and i32 %.352, 2147483647, !dbg !66
  %.38 = add i32 %.352, 4096, !dbg !66
  %.39 = and i32 %.38, -8192, !dbg !66
  %.40 = icmp eq i32 %.37, 2139095040, !dbg !66
  %.41 = select i1 %.40, i32 %.352, i32 %.39, !dbg !66
  %.42 = icmp ugt i32 %.37, 2139095040, !dbg !66
  %.43 = select i1 %.42, i32 2147483647, i32 %.41, !dbg !66
  %t7 = shl nsw i64 %t1, 4, !dbg !67
  %t8 = mul i64 %t7, %a13, !dbg !68
  %t10 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t8, !dbg !69
  %.52 = mul i64 %.19, %a13, !dbg !69
  %.53 = add i64 %.52, %.17, !dbg !69
  %.54 = getelementptr inbounds float, ptr addrspace(1) %t10, i64 %.53, !dbg !69
  %.553 = load i32, ptr addrspace(1) %.54, align 4, !dbg !69, !amdgpu.noclobber !6
  %.57 = and i32 %.553, 2147483647, !dbg !69
  %.58 = add i32 %.553, 4096, !dbg !69
  %.59 = and i32 %.58, -8192, !dbg !69
  %.60 = icmp eq i32 %.57, 2139095040, !dbg !69
  %.61 = select i1 %.60, i32 %.553, i32 %.59, !dbg !69
  %.62 = icmp ugt i32 %.57, 2139095040, !dbg !69
  %.63 = select i1 %.62, i32 2147483647, i32 %.61, !dbg !69
  %.64 = add i64 %.53, 4, !dbg !69
  %.65 = getelementptr inbounds float, ptr addrspace(1) %t10, i64 %.64, !dbg !69
  %.664 = load i32, ptr addrspace(1) %.65, align 4, !dbg !69, !amdgpu.noclobber !6
  %.68 = and i32 %.664, 2147483647, !dbg !69
  %.69 = add i32 %.664, 4096, !dbg !69
  %.70 = and i32 %.69, -8192, !dbg !69
  %.71 = icmp eq i32 %.68, 2139095040, !dbg !69
  %.72 = select i1 %.71, i32 %.664, i32 %.70, !dbg !69
  %.73 = icmp ugt i32 %.68, 2139095040, !dbg !69
  %.74 = select i1 %.73, i32 2147483647, i32 %.72, !dbg !69
  %t12 = mul i64 %t7, %a14, !dbg !70
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t12, !dbg !71
  %.83 = shl nuw nsw i64 %.17, 2, !dbg !71
  %.84 = mul i64 %.19, %a14, !dbg !71
  %.85 = add i64 %.84, %.83, !dbg !71
  %.86 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.85, !dbg !71
  %0 = load <2 x float>, ptr addrspace(1) %.86, align 4, !dbg !71
  %.91 = add i64 %.85, 2, !dbg !71
  %.92 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.91, !dbg !71
  %1 = load <2 x float>, ptr addrspace(1) %.92, align 4, !dbg !71
  %.1085 = shufflevector <2 x float> %0, <2 x float> %1, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !72
  %.110 = bitcast i32 %.31 to float, !dbg !72
  %.112 = bitcast i32 %.63 to float, !dbg !72
  %.113 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.110, float %.112, <4 x float> %.1085, i32 0, i32 0, i32 0), !dbg !72
  %.115 = bitcast i32 %.43 to float, !dbg !72
  %.117 = bitcast i32 %.74 to float, !dbg !72
  %.118 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.115, float %.117, <4 x float> %.113, i32 0, i32 0, i32 0), !dbg !72
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t12, !dbg !73
  %.137 = getelementptr inbounds float, ptr addrspace(1) %t18, i64 %.85, !dbg !73
  %2 = shufflevector <4 x float> %.118, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !73
  store <2 x float> %2, ptr addrspace(1) %.137, align 4, !dbg !73
  %.143 = getelementptr inbounds float, ptr addrspace(1) %t18, i64 %.91, !dbg !73
  %3 = shufflevector <4 x float> %.118, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !73
  store <2 x float> %3, ptr addrspace(1) %.143, align 4, !dbg !73
  ret void, !dbg !73
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileFill_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, float %a12) local_unnamed_addr #1 !dbg !74 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !75
  %.11 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.10), !dbg !75
  %.14 = and i32 %.11, 15, !dbg !75
  %.15 = zext i32 %.14 to i64, !dbg !75
  %0 = lshr i32 %.11, 2, !dbg !75
  %1 = and i32 %0, 1073741820, !dbg !75
  %.16 = zext i32 %1 to i64, !dbg !75
  %.17 = mul i64 %.15, %a9, !dbg !75
  %.18 = add i64 %.17, %.16, !dbg !75
  %.19 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.18, !dbg !75
  %.20 = load i16, ptr addrspace(1) %.19, align 2, !dbg !75, !amdgpu.noclobber !6
  %.21 = zext i16 %.20 to i32, !dbg !75
  %.22 = add i64 %.18, 1, !dbg !75
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.22, !dbg !75
  %.24 = load i16, ptr addrspace(1) %.23, align 2, !dbg !75, !amdgpu.noclobber !6
  %.25 = zext i16 %.24 to i32, !dbg !75
  %.26 = shl nuw i32 %.25, 16, !dbg !75
  %.27 = or i32 %.26, %.21, !dbg !75
  %.28 = add i64 %.18, 2, !dbg !75
  %.29 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.28, !dbg !75
  %.30 = load i16, ptr addrspace(1) %.29, align 2, !dbg !75, !amdgpu.noclobber !6
  %.31 = zext i16 %.30 to i32, !dbg !75
  %.32 = add i64 %.18, 3, !dbg !75
  %.33 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.32, !dbg !75
  %.34 = load i16, ptr addrspace(1) %.33, align 2, !dbg !75, !amdgpu.noclobber !6
  %.35 = zext i16 %.34 to i32, !dbg !75
  %.36 = shl nuw i32 %.35, 16, !dbg !75
  %.37 = or i32 %.36, %.31, !dbg !75
  %.47 = mul i64 %.15, %a10, !dbg !76
  %.48 = add i64 %.47, %.16, !dbg !76
  %.49 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.48, !dbg !76
  %.50 = load i16, ptr addrspace(1) %.49, align 2, !dbg !76, !amdgpu.noclobber !6
  %.51 = zext i16 %.50 to i32, !dbg !76
  %.52 = add i64 %.48, 1, !dbg !76
  %.53 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.52, !dbg !76
  %.54 = load i16, ptr addrspace(1) %.53, align 2, !dbg !76, !amdgpu.noclobber !6
  %.55 = zext i16 %.54 to i32, !dbg !76
  %.56 = shl nuw i32 %.55, 16, !dbg !76
  %.57 = or i32 %.56, %.51, !dbg !76
  %.58 = add i64 %.48, 2, !dbg !76
  %.59 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.58, !dbg !76
  %.60 = load i16, ptr addrspace(1) %.59, align 2, !dbg !76, !amdgpu.noclobber !6
  %.61 = zext i16 %.60 to i32, !dbg !76
  %.62 = add i64 %.48, 3, !dbg !76
  %.63 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.62, !dbg !76
  %.64 = load i16, ptr addrspace(1) %.63, align 2, !dbg !76, !amdgpu.noclobber !6
  %.65 = zext i16 %.64 to i32, !dbg !76
  %.66 = shl nuw i32 %.65, 16, !dbg !76
  %.67 = or i32 %.66, %.61, !dbg !76
  %.83 = insertelement <2 x i32> poison, i32 %.27, i64 0
  %.85 = insertelement <2 x i32> %.83, i32 %.37, i64 1
  %.86 = bitcast <2 x i32> %.85 to <4 x half>
  %.88 = insertelement <2 x i32> poison, i32 %.57, i64 0
  %.90 = insertelement <2 x i32> %.88, i32 %.67, i64 1
  %.91 = bitcast <2 x i32> %.90 to <4 x half>
  %.75 = insertelement <4 x float> poison, float %a12, i64 0, !dbg !77
  %.81 = shufflevector <4 x float> %.75, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !77
  %.92 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.86, <4 x half> %.91, <4 x float> %.81, i32 0, i32 0, i32 0), !dbg !77
  %.92.1 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.86, <4 x half> %.91, <4 x float> %.92, i32 0, i32 0, i32 0), !dbg !77
  %.108 = mul i64 %.15, %a11, !dbg !78
  %.109 = add i64 %.108, %.16, !dbg !78
  %.111 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.109, !dbg !78
  %2 = shufflevector <4 x float> %.92.1, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !78
  store <2 x float> %2, ptr addrspace(1) %.111, align 4, !dbg !78
  %.116 = add i64 %.109, 2, !dbg !78
  %.117 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.116, !dbg !78
  %3 = shufflevector <4 x float> %.92.1, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !78
  store <2 x float> %3, ptr addrspace(1) %.117, align 4, !dbg !78
  ret void, !dbg !78
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileFill_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, float %a12) local_unnamed_addr #1 !dbg !79 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !80
  %.11 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.10), !dbg !80
  %.14 = and i32 %.11, 15, !dbg !80
  %.15 = zext i32 %.14 to i64, !dbg !80
  %0 = lshr i32 %.11, 2, !dbg !80
  %1 = and i32 %0, 1073741820, !dbg !80
  %.16 = zext i32 %1 to i64, !dbg !80
  %.17 = mul i64 %.15, %a9, !dbg !80
  %.18 = add i64 %.17, %.16, !dbg !80
  %.19 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.18, !dbg !80
  %.20 = load i16, ptr addrspace(1) %.19, align 2, !dbg !80, !amdgpu.noclobber !6
  %.21 = zext i16 %.20 to i32, !dbg !80
  %.22 = add i64 %.18, 1, !dbg !80
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.22, !dbg !80
  %.24 = load i16, ptr addrspace(1) %.23, align 2, !dbg !80, !amdgpu.noclobber !6
  %.25 = zext i16 %.24 to i32, !dbg !80
  %.26 = shl nuw i32 %.25, 16, !dbg !80
  %.27 = or i32 %.26, %.21, !dbg !80
  %.28 = add i64 %.18, 2, !dbg !80
  %.29 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.28, !dbg !80
  %.30 = load i16, ptr addrspace(1) %.29, align 2, !dbg !80, !amdgpu.noclobber !6
  %.31 = zext i16 %.30 to i32, !dbg !80
  %.32 = add i64 %.18, 3, !dbg !80
  %.33 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.32, !dbg !80
  %.34 = load i16, ptr addrspace(1) %.33, align 2, !dbg !80, !amdgpu.noclobber !6
  %.35 = zext i16 %.34 to i32, !dbg !80
  %.36 = shl nuw i32 %.35, 16, !dbg !80
  %.37 = or i32 %.36, %.31, !dbg !80
  %.47 = mul i64 %.15, %a10, !dbg !81
  %.48 = add i64 %.47, %.16, !dbg !81
  %.49 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.48, !dbg !81
  %.50 = load i16, ptr addrspace(1) %.49, align 2, !dbg !81, !amdgpu.noclobber !6
  %.51 = zext i16 %.50 to i32, !dbg !81
  %.52 = add i64 %.48, 1, !dbg !81
  %.53 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.52, !dbg !81
  %.54 = load i16, ptr addrspace(1) %.53, align 2, !dbg !81, !amdgpu.noclobber !6
  %.55 = zext i16 %.54 to i32, !dbg !81
  %.56 = shl nuw i32 %.55, 16, !dbg !81
  %.57 = or i32 %.56, %.51, !dbg !81
  %.58 = add i64 %.48, 2, !dbg !81
  %.59 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.58, !dbg !81
  %.60 = load i16, ptr addrspace(1) %.59, align 2, !dbg !81, !amdgpu.noclobber !6
  %.61 = zext i16 %.60 to i32, !dbg !81
  %.62 = add i64 %.48, 3, !dbg !81
  %.63 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.62, !dbg !81
  %.64 = load i16, ptr addrspace(1) %.63, align 2, !dbg !81, !amdgpu.noclobber !6
  %.65 = zext i16 %.64 to i32, !dbg !81
  %.66 = shl nuw i32 %.65, 16, !dbg !81
  %.67 = or i32 %.66, %.61, !dbg !81
  %.83 = insertelement <2 x i32> poison, i32 %.27, i64 0
  %.85 = insertelement <2 x i32> %.83, i32 %.37, i64 1
  %.86 = bitcast <2 x i32> %.85 to <4 x i16>
  %.88 = insertelement <2 x i32> poison, i32 %.57, i64 0
  %.90 = insertelement <2 x i32> %.88, i32 %.67, i64 1
  %.91 = bitcast <2 x i32> %.90 to <4 x i16>
  %.75 = insertelement <4 x float> poison, float %a12, i64 0, !dbg !82
  %.81 = shufflevector <4 x float> %.75, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !82
  %.92 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.86, <4 x i16> %.91, <4 x float> %.81, i32 0, i32 0, i32 0), !dbg !82
  %.92.1 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.86, <4 x i16> %.91, <4 x float> %.92, i32 0, i32 0, i32 0), !dbg !82
  %.108 = mul i64 %.15, %a11, !dbg !83
  %.109 = add i64 %.108, %.16, !dbg !83
  %.111 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.109, !dbg !83
  %2 = shufflevector <4 x float> %.92.1, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !83
  store <2 x float> %2, ptr addrspace(1) %.111, align 4, !dbg !83
  %.116 = add i64 %.109, 2, !dbg !83
  %.117 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.116, !dbg !83
  %3 = shufflevector <4 x float> %.92.1, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !83
  store <2 x float> %3, ptr addrspace(1) %.117, align 4, !dbg !83
  ret void, !dbg !83
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileFill_5bfloat32_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, float %a12) local_unnamed_addr #1 !dbg !84 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !85
  %.11 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.10), !dbg !85
  %.12 = lshr i32 %.11, 4, !dbg !85
  %.13 = zext i32 %.12 to i64, !dbg !85
  %.14 = and i32 %.11, 15, !dbg !85
  %.15 = zext i32 %.14 to i64, !dbg !85
  %.16 = mul i64 %.15, %a9, !dbg !85
  %.17 = add i64 %.16, %.13, !dbg !85
  %.18 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.17, !dbg !85
  %.191 = load i32, ptr addrspace(1) %.18, align 4, !dbg !85, !amdgpu.noclobber !6
  %.21 = and i32 %.191, 2147483647, !dbg !85
  %.22 = add i32 %.191, 4096, !dbg !85
  %.23 = and i32 %.22, -8192, !dbg !85
  %.24 = icmp eq i32 %.21, 2139095040, !dbg !85
  %.25 = select i1 %.24, i32 %.191, i32 %.23, !dbg !85
  %.26 = icmp ugt i32 %.21, 2139095040, !dbg !85
  %.27 = select i1 %.26, i32 2147483647, i32 %.25, !dbg !85
  %.28 = add i64 %.17, 4, !dbg !85
  %.29 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.28, !dbg !85
  %.302 = load i32, ptr addrspace(1) %.29, align 4, !dbg !85, !amdgpu.noclobber !6
  %.32 = and i32 %.302, 2147483647, !dbg !85
  %.33 = add i32 %.302, 4096, !dbg !85
  %.34 = and i32 %.33, -8192, !dbg !85
  %.35 = icmp eq i32 %.32, 2139095040, !dbg !85
  %.36 = select i1 %.35, i32 %.302, i32 %.34, !dbg !85
  %.37 = icmp ugt i32 %.32, 2139095040, !dbg !85
  %.38 = select i1 %.37, i32 2147483647, i32 %.36, !dbg !85
  %.47 = mul i64 %.15, %a10, !dbg !86
  %.48 = add i64 %.47, %.13, !dbg !86
  %.49 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.48, !dbg !86
  %.503 = load i32, ptr addrspace(1) %.49, align 4, !dbg !86, !amdgpu.noclobber !6
  %.52 = and i32 %.503, 2147483647, !dbg !86
  %.53 = add i32 %.503, 4096, !dbg !86
  %.54 = and i32 %.53, -8192, !dbg !86
  %.55 = icmp eq i32 %.52, 2139095040, !dbg !86
  %.56 = select i1 %.55, i32 %.503, i32 %.54, !dbg !86
  %.57 = icmp ugt i32 %.52, 2139095040, !dbg !86
  %.58 = select i1 %.57, i32 2147483647, i32 %.56, !dbg !86
  %.59 = add i64 %.48, 4, !dbg !86
  %.60 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.59, !dbg !86
  %.614 = load i32, ptr addrspace(1) %.60, align 4, !dbg !86, !amdgpu.noclobber !6
  %.63 = and i32 %.614, 2147483647, !dbg !86
  %.64 = add i32 %.614, 4096, !dbg !86
  %.65 = and i32 %.64, -8192, !dbg !86
  %.66 = icmp eq i32 %.63, 2139095040, !dbg !86
  %.67 = select i1 %.66, i32 %.614, i32 %.65, !dbg !86
  %.68 = icmp ugt i32 %.63, 2139095040, !dbg !86
  %.69 = select i1 %.68, i32 2147483647, i32 %.67, !dbg !86
  %.85 = bitcast i32 %.27 to float
  %.87 = bitcast i32 %.58 to float
  %.90 = bitcast i32 %.38 to float
  %.92 = bitcast i32 %.69 to float
  %.77 = insertelement <4 x float> poison, float %a12, i64 0, !dbg !87
  %.83 = shufflevector <4 x float> %.77, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !87
  %.88 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.85, float %.87, <4 x float> %.83, i32 0, i32 0, i32 0), !dbg !87
  %.93 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.90, float %.92, <4 x float> %.88, i32 0, i32 0, i32 0), !dbg !87
  %.88.1 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.85, float %.87, <4 x float> %.93, i32 0, i32 0, i32 0), !dbg !87
  %.93.1 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.90, float %.92, <4 x float> %.88.1, i32 0, i32 0, i32 0), !dbg !87
  %.108 = shl nuw nsw i64 %.13, 2, !dbg !88
  %.109 = mul i64 %.15, %a11, !dbg !88
  %.110 = add i64 %.109, %.108, !dbg !88
  %.112 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.110, !dbg !88
  %0 = shufflevector <4 x float> %.93.1, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !88
  store <2 x float> %0, ptr addrspace(1) %.112, align 4, !dbg !88
  %.117 = add i64 %.110, 2, !dbg !88
  %.118 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.117, !dbg !88
  %1 = shufflevector <4 x float> %.93.1, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !88
  store <2 x float> %1, ptr addrspace(1) %.118, align 4, !dbg !88
  ret void, !dbg !88
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11) local_unnamed_addr #2 !dbg !89 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !90
  %t4 = sext i32 %.10 to i64, !dbg !90
  %.152 = sdiv i32 %.10, 64, !dbg !91
  %.15.sext = sext i32 %.152 to i64, !dbg !91
  %t81 = lshr i64 %.15.sext, 63, !dbg !92
  %t10 = add nsw i64 %t81, %.15.sext, !dbg !92
  %t12 = and i64 %t10, 1152921504606846974, !dbg !93
  %t13 = sub nsw i64 %.15.sext, %t12, !dbg !93
  %.20 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !94
  %t15 = sext i32 %.20 to i64, !dbg !94
  %t16 = shl nsw i64 %t15, 5, !dbg !95
  %.21 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !96
  %t18 = sext i32 %.21 to i64, !dbg !96
  %t19 = shl nsw i64 %t18, 5, !dbg !97
  %.26 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !98
  %.27 = getelementptr inbounds i8, ptr addrspace(4) %.26, i64 4, !dbg !98
  %.28 = load i16, ptr addrspace(4) %.27, align 4, !dbg !98, !invariant.load !6
  %t23 = zext i16 %.28 to i64
  %0 = shl nsw i64 %t10, 3, !dbg !99
  %t24 = and i64 %0, -16, !dbg !99
  %t27 = shl i64 %t13, 4, !dbg !100
  %t28 = add i64 %t27, %t19, !dbg !101
  %t29 = mul i64 %t28, %a11, !dbg !102
  %t335 = icmp sgt i64 %a11, 0, !dbg !103
  br i1 %t335, label %b3.preheader.lr.ph, label %b6, !dbg !103

b3.preheader.lr.ph:                               ; preds = %entry
  %t24.tr = trunc i64 %t24 to i32, !dbg !104
  %1 = shl i32 %t24.tr, 4, !dbg !104
  %t26 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eFloat16_5d.shared.0, i32 %1, !dbg !104
  %t353 = icmp slt i32 %.10, 512
  %.32 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !105
  %.33 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.32), !dbg !105
  %.36 = and i32 %.33, 15
  %.37 = zext i32 %.36 to i64
  %2 = lshr i32 %.33, 2
  %3 = and i32 %2, 1073741820
  %.38 = zext i32 %3 to i64
  %.39 = shl nuw nsw i32 %.36, 4
  %.40 = add nuw nsw i32 %.39, %3
  %.41 = getelementptr inbounds i16, ptr addrspace(3) %t26, i32 %.40
  %4 = or i32 %.40, 1
  %.45 = getelementptr inbounds i16, ptr addrspace(3) %t26, i32 %4
  %5 = or i32 %.40, 2
  %.51 = getelementptr inbounds i16, ptr addrspace(3) %t26, i32 %5
  %6 = or i32 %.40, 3
  %.55 = getelementptr inbounds i16, ptr addrspace(3) %t26, i32 %6
  %.69 = mul i64 %.37, %a11
  %.70 = add i64 %.69, %.38
  %.74 = add i64 %.70, 1
  %.80 = add i64 %.70, 2
  %.84 = add i64 %.70, 3
  br label %b3.preheader, !dbg !103

b3.preheader:                                     ; preds = %b3.preheader.lr.ph, %b5
  %t327 = phi i64 [ 0, %b3.preheader.lr.ph ], [ %t55, %b5 ]
  %t316 = phi { [8 x float] } [ zeroinitializer, %b3.preheader.lr.ph ], [ %.118, %b5 ]
  br i1 %t353, label %b4, label %b5, !dbg !106

b4:                                               ; preds = %b3.preheader, %b4
  %t344 = phi i64 [ %t49, %b4 ], [ %t4, %b3.preheader ]
  %isneg = icmp slt i64 %t344, 0, !dbg !107
  %t37 = select i1 %isneg, i64 15, i64 0, !dbg !107
  %t38 = add nsw i64 %t37, %t344, !dbg !107
  %t39 = ashr i64 %t38, 4, !dbg !107
  %t40 = add nsw i64 %t39, %t16, !dbg !108
  %t41 = mul i64 %t40, %a11, !dbg !109
  %t43 = and i64 %t38, -16, !dbg !110
  %t42 = add i64 %t344, %t327, !dbg !111
  %t44 = sub i64 %t42, %t43, !dbg !110
  %t45 = add i64 %t44, %t41, !dbg !112
  %t46 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t45, !dbg !113
  %.31 = load i16, ptr addrspace(1) %t46, align 2, !dbg !113, !amdgpu.noclobber !6
  %7 = trunc i64 %t344 to i32, !dbg !114
  %t48 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eFloat16_5d.shared.0, i32 %7, !dbg !114
  store i16 %.31, ptr addrspace(3) %t48, align 2, !dbg !114
  %t49 = add i64 %t344, %t23, !dbg !115
  %t35 = icmp slt i64 %t49, 512, !dbg !106
  br i1 %t35, label %b4, label %b5, !dbg !106

b5:                                               ; preds = %b4, %b3.preheader
  fence syncscope("workgroup") release, !dbg !116
  tail call void @llvm.amdgcn.s.barrier(), !dbg !116
  fence syncscope("workgroup") acquire, !dbg !116
  %.42 = load i16, ptr addrspace(3) %.41, align 4, !dbg !104
  %.43 = zext i16 %.42 to i32, !dbg !104
  %.46 = load i16, ptr addrspace(3) %.45, align 2, !dbg !104
  %.47 = zext i16 %.46 to i32, !dbg !104
  %.48 = shl nuw i32 %.47, 16, !dbg !104
  %.49 = or i32 %.48, %.43, !dbg !104
  %.52 = load i16, ptr addrspace(3) %.51, align 4, !dbg !104
  %.53 = zext i16 %.52 to i32, !dbg !104
  %.56 = load i16, ptr addrspace(3) %.55, align 2, !dbg !104
  %.57 = zext i16 %.56 to i32, !dbg !104
  %.58 = shl nuw i32 %.57, 16, !dbg !104
  %.59 = or i32 %.58, %.53, !dbg !104
  %t51 = add i64 %t327, %t29, !dbg !117
  %t52 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t51, !dbg !118
  %.71 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.70, !dbg !118
  %.72 = load i16, ptr addrspace(1) %.71, align 2, !dbg !118, !amdgpu.noclobber !6
  %.73 = zext i16 %.72 to i32, !dbg !118
  %.75 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.74, !dbg !118
  %.76 = load i16, ptr addrspace(1) %.75, align 2, !dbg !118, !amdgpu.noclobber !6
  %.77 = zext i16 %.76 to i32, !dbg !118
  %.78 = shl nuw i32 %.77, 16, !dbg !118
  %.79 = or i32 %.78, %.73, !dbg !118
  %.81 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.80, !dbg !118
  %.82 = load i16, ptr addrspace(1) %.81, align 2, !dbg !118, !amdgpu.noclobber !6
  %.83 = zext i16 %.82 to i32, !dbg !118
  %.85 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.84, !dbg !118
  %.86 = load i16, ptr addrspace(1) %.85, align 2, !dbg !118, !amdgpu.noclobber !6
  %.87 = zext i16 %.86 to i32, !dbg !118
  %.88 = shl nuw i32 %.87, 16, !dbg !118
  %.89 = or i32 %.88, %.83, !dbg !118
  %.92 = extractvalue { [8 x float] } %t316, 0, 0, !dbg !119
  %.93 = insertelement <4 x float> poison, float %.92, i64 0, !dbg !119
  %.94 = extractvalue { [8 x float] } %t316, 0, 1, !dbg !119
  %.95 = insertelement <4 x float> %.93, float %.94, i64 1, !dbg !119
  %.96 = extractvalue { [8 x float] } %t316, 0, 2, !dbg !119
  %.97 = insertelement <4 x float> %.95, float %.96, i64 2, !dbg !119
  %.98 = extractvalue { [8 x float] } %t316, 0, 3, !dbg !119
  %.99 = insertelement <4 x float> %.97, float %.98, i64 3, !dbg !119
  %.101 = insertelement <2 x i32> poison, i32 %.49, i64 0, !dbg !119
  %.103 = insertelement <2 x i32> %.101, i32 %.59, i64 1, !dbg !119
  %.104 = bitcast <2 x i32> %.103 to <4 x half>, !dbg !119
  %.106 = insertelement <2 x i32> poison, i32 %.79, i64 0, !dbg !119
  %.108 = insertelement <2 x i32> %.106, i32 %.89, i64 1, !dbg !119
  %.109 = bitcast <2 x i32> %.108 to <4 x half>, !dbg !119
  %.110 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.104, <4 x half> %.109, <4 x float> %.99, i32 0, i32 0, i32 0), !dbg !119
  %.111 = extractelement <4 x float> %.110, i64 0, !dbg !119
  %.112 = extractelement <4 x float> %.110, i64 1, !dbg !119
  %.113 = extractelement <4 x float> %.110, i64 2, !dbg !119
  %.114 = extractelement <4 x float> %.110, i64 3, !dbg !119
  %.115 = insertvalue { [8 x float] } zeroinitializer, float %.111, 0, 0, !dbg !119
  %.116 = insertvalue { [8 x float] } %.115, float %.112, 0, 1, !dbg !119
  %.117 = insertvalue { [8 x float] } %.116, float %.113, 0, 2, !dbg !119
  %.118 = insertvalue { [8 x float] } %.117, float %.114, 0, 3, !dbg !119
  fence syncscope("workgroup") release, !dbg !120
  tail call void @llvm.amdgcn.s.barrier(), !dbg !120
  fence syncscope("workgroup") acquire, !dbg !120
  %t55 = add i64 %t327, 16, !dbg !121
  %t33 = icmp slt i64 %t55, %a11, !dbg !103
  br i1 %t33, label %b3.preheader, label %b6, !dbg !103

b6:                                               ; preds = %b5, %entry
  %t31.lcssa = phi { [8 x float] } [ zeroinitializer, %entry ], [ %.118, %b5 ]
  %t56 = add nsw i64 %t24, %t16, !dbg !122
  %t57 = mul i64 %t56, %a10, !dbg !123
  %t59 = add i64 %t28, %t57, !dbg !124
  %t61 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t59, !dbg !125
  %.119 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !125
  %.120 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.119), !dbg !125
  %.123 = and i32 %.120, 15, !dbg !125
  %.124 = zext i32 %.123 to i64, !dbg !125
  %8 = lshr i32 %.120, 2, !dbg !125
  %9 = and i32 %8, 1073741820, !dbg !125
  %.125 = zext i32 %9 to i64, !dbg !125
  %.126 = mul i64 %.125, %a10, !dbg !125
  %.127 = add i64 %.126, %.124, !dbg !125
  %.128 = extractvalue { [8 x float] } %t31.lcssa, 0, 0, !dbg !125
  %.129 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.127, !dbg !125
  store float %.128, ptr addrspace(1) %.129, align 4, !dbg !125
  %.130 = extractvalue { [8 x float] } %t31.lcssa, 0, 1, !dbg !125
  %.132 = add i64 %.127, %a10, !dbg !125
  %.133 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.132, !dbg !125
  store float %.130, ptr addrspace(1) %.133, align 4, !dbg !125
  %.134 = extractvalue { [8 x float] } %t31.lcssa, 0, 2, !dbg !125
  %.135 = shl i64 %a10, 1, !dbg !125
  %.136 = add i64 %.127, %.135, !dbg !125
  %.137 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.136, !dbg !125
  store float %.134, ptr addrspace(1) %.137, align 4, !dbg !125
  %.138 = extractvalue { [8 x float] } %t31.lcssa, 0, 3, !dbg !125
  %.139 = mul i64 %a10, 3, !dbg !125
  %.140 = add i64 %.127, %.139, !dbg !125
  %.141 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.140, !dbg !125
  store float %.138, ptr addrspace(1) %.141, align 4, !dbg !125
  ret void, !dbg !125
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11) local_unnamed_addr #2 !dbg !126 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !127
  %t4 = sext i32 %.10 to i64, !dbg !127
  %.152 = sdiv i32 %.10, 64, !dbg !128
  %.15.sext = sext i32 %.152 to i64, !dbg !128
  %t81 = lshr i64 %.15.sext, 63, !dbg !129
  %t10 = add nsw i64 %t81, %.15.sext, !dbg !129
  %t12 = and i64 %t10, 1152921504606846974, !dbg !130
  %t13 = sub nsw i64 %.15.sext, %t12, !dbg !130
  %.20 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !131
  %t15 = sext i32 %.20 to i64, !dbg !131
  %t16 = shl nsw i64 %t15, 5, !dbg !132
  %.21 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !133
  %t18 = sext i32 %.21 to i64, !dbg !133
  %t19 = shl nsw i64 %t18, 5, !dbg !134
  %.26 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !135
  %.27 = getelementptr inbounds i8, ptr addrspace(4) %.26, i64 4, !dbg !135
  %.28 = load i16, ptr addrspace(4) %.27, align 4, !dbg !135, !invariant.load !6
  %t23 = zext i16 %.28 to i64
  %0 = shl nsw i64 %t10, 3, !dbg !136
  %t24 = and i64 %0, -16, !dbg !136
  %t27 = shl i64 %t13, 4, !dbg !137
  %t28 = add i64 %t27, %t19, !dbg !138
  %t29 = mul i64 %t28, %a11, !dbg !139
  %t335 = icmp sgt i64 %a11, 0, !dbg !140
  br i1 %t335, label %b3.preheader.lr.ph, label %b6, !dbg !140

b3.preheader.lr.ph:                               ; preds = %entry
  %t24.tr = trunc i64 %t24 to i32, !dbg !141
  %1 = shl i32 %t24.tr, 4, !dbg !141
  %t26 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eBFloat16_5d.shared.0, i32 %1, !dbg !141
  %t353 = icmp slt i32 %.10, 512
  %.32 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !142
  %.33 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.32), !dbg !142
  %.36 = and i32 %.33, 15
  %.37 = zext i32 %.36 to i64
  %2 = lshr i32 %.33, 2
  %3 = and i32 %2, 1073741820
  %.38 = zext i32 %3 to i64
  %.39 = shl nuw nsw i32 %.36, 4
  %.40 = add nuw nsw i32 %.39, %3
  %.41 = getelementptr inbounds i16, ptr addrspace(3) %t26, i32 %.40
  %4 = or i32 %.40, 1
  %.45 = getelementptr inbounds i16, ptr addrspace(3) %t26, i32 %4
  %5 = or i32 %.40, 2
  %.51 = getelementptr inbounds i16, ptr addrspace(3) %t26, i32 %5
  %6 = or i32 %.40, 3
  %.55 = getelementptr inbounds i16, ptr addrspace(3) %t26, i32 %6
  %.69 = mul i64 %.37, %a11
  %.70 = add i64 %.69, %.38
  %.74 = add i64 %.70, 1
  %.80 = add i64 %.70, 2
  %.84 = add i64 %.70, 3
  br label %b3.preheader, !dbg !140

b3.preheader:                                     ; preds = %b3.preheader.lr.ph, %b5
  %t327 = phi i64 [ 0, %b3.preheader.lr.ph ], [ %t55, %b5 ]
  %t316 = phi { [8 x float] } [ zeroinitializer, %b3.preheader.lr.ph ], [ %.118, %b5 ]
  br i1 %t353, label %b4, label %b5, !dbg !143

b4:                                               ; preds = %b3.preheader, %b4
  %t344 = phi i64 [ %t49, %b4 ], [ %t4, %b3.preheader ]
  %isneg = icmp slt i64 %t344, 0, !dbg !144
  %t37 = select i1 %isneg, i64 15, i64 0, !dbg !144
  %t38 = add nsw i64 %t37, %t344, !dbg !144
  %t39 = ashr i64 %t38, 4, !dbg !144
  %t40 = add nsw i64 %t39, %t16, !dbg !145
  %t41 = mul i64 %t40, %a11, !dbg !146
  %t43 = and i64 %t38, -16, !dbg !147
  %t42 = add i64 %t344, %t327, !dbg !148
  %t44 = sub i64 %t42, %t43, !dbg !147
  %t45 = add i64 %t44, %t41, !dbg !149
  %t46 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t45, !dbg !150
  %.31 = load i16, ptr addrspace(1) %t46, align 2, !dbg !150, !amdgpu.noclobber !6
  %7 = trunc i64 %t344 to i32, !dbg !151
  %t48 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eBFloat16_5d.shared.0, i32 %7, !dbg !151
  store i16 %.31, ptr addrspace(3) %t48, align 2, !dbg !151
  %t49 = add i64 %t344, %t23, !dbg !152
  %t35 = icmp slt i64 %t49, 512, !dbg !143
  br i1 %t35, label %b4, label %b5, !dbg !143

b5:                                               ; preds = %b4, %b3.preheader
  fence syncscope("workgroup") release, !dbg !153
  tail call void @llvm.amdgcn.s.barrier(), !dbg !153
  fence syncscope("workgroup") acquire, !dbg !153
  %.42 = load i16, ptr addrspace(3) %.41, align 4, !dbg !141
  %.43 = zext i16 %.42 to i32, !dbg !141
  %.46 = load i16, ptr addrspace(3) %.45, align 2, !dbg !141
  %.47 = zext i16 %.46 to i32, !dbg !141
  %.48 = shl nuw i32 %.47, 16, !dbg !141
  %.49 = or i32 %.48, %.43, !dbg !141
  %.52 = load i16, ptr addrspace(3) %.51, align 4, !dbg !141
  %.53 = zext i16 %.52 to i32, !dbg !141
  %.56 = load i16, ptr addrspace(3) %.55, align 2, !dbg !141
  %.57 = zext i16 %.56 to i32, !dbg !141
  %.58 = shl nuw i32 %.57, 16, !dbg !141
  %.59 = or i32 %.58, %.53, !dbg !141
  %t51 = add i64 %t327, %t29, !dbg !154
  %t52 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t51, !dbg !155
  %.71 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.70, !dbg !155
  %.72 = load i16, ptr addrspace(1) %.71, align 2, !dbg !155, !amdgpu.noclobber !6
  %.73 = zext i16 %.72 to i32, !dbg !155
  %.75 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.74, !dbg !155
  %.76 = load i16, ptr addrspace(1) %.75, align 2, !dbg !155, !amdgpu.noclobber !6
  %.77 = zext i16 %.76 to i32, !dbg !155
  %.78 = shl nuw i32 %.77, 16, !dbg !155
  %.79 = or i32 %.78, %.73, !dbg !155
  %.81 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.80, !dbg !155
  %.82 = load i16, ptr addrspace(1) %.81, align 2, !dbg !155, !amdgpu.noclobber !6
  %.83 = zext i16 %.82 to i32, !dbg !155
  %.85 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.84, !dbg !155
  %.86 = load i16, ptr addrspace(1) %.85, align 2, !dbg !155, !amdgpu.noclobber !6
  %.87 = zext i16 %.86 to i32, !dbg !155
  %.88 = shl nuw i32 %.87, 16, !dbg !155
  %.89 = or i32 %.88, %.83, !dbg !155
  %.92 = extractvalue { [8 x float] } %t316, 0, 0, !dbg !156
  %.93 = insertelement <4 x float> poison, float %.92, i64 0, !dbg !156
  %.94 = extractvalue { [8 x float] } %t316, 0, 1, !dbg !156
  %.95 = insertelement <4 x float> %.93, float %.94, i64 1, !dbg !156
  %.96 = extractvalue { [8 x float] } %t316, 0, 2, !dbg !156
  %.97 = insertelement <4 x float> %.95, float %.96, i64 2, !dbg !156
  %.98 = extractvalue { [8 x float] } %t316, 0, 3, !dbg !156
  %.99 = insertelement <4 x float> %.97, float %.98, i64 3, !dbg !156
  %.101 = insertelement <2 x i32> poison, i32 %.49, i64 0, !dbg !156
  %.103 = insertelement <2 x i32> %.101, i32 %.59, i64 1, !dbg !156
  %.104 = bitcast <2 x i32> %.103 to <4 x i16>, !dbg !156
  %.106 = insertelement <2 x i32> poison, i32 %.79, i64 0, !dbg !156
  %.108 = insertelement <2 x i32> %.106, i32 %.89, i64 1, !dbg !156
  %.109 = bitcast <2 x i32> %.108 to <4 x i16>, !dbg !156
  %.110 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.104, <4 x i16> %.109, <4 x float> %.99, i32 0, i32 0, i32 0), !dbg !156
  %.111 = extractelement <4 x float> %.110, i64 0, !dbg !156
  %.112 = extractelement <4 x float> %.110, i64 1, !dbg !156
  %.113 = extractelement <4 x float> %.110, i64 2, !dbg !156
  %.114 = extractelement <4 x float> %.110, i64 3, !dbg !156
  %.115 = insertvalue { [8 x float] } zeroinitializer, float %.111, 0, 0, !dbg !156
  %.116 = insertvalue { [8 x float] } %.115, float %.112, 0, 1, !dbg !156
  %.117 = insertvalue { [8 x float] } %.116, float %.113, 0, 2, !dbg !156
  %.118 = insertvalue { [8 x float] } %.117, float %.114, 0, 3, !dbg !156
  fence syncscope("workgroup") release, !dbg !157
  tail call void @llvm.amdgcn.s.barrier(), !dbg !157
  fence syncscope("workgroup") acquire, !dbg !157
  %t55 = add i64 %t327, 16, !dbg !158
  %t33 = icmp slt i64 %t55, %a11, !dbg !140
  br i1 %t33, label %b3.preheader, label %b6, !dbg !140

b6:                                               ; preds = %b5, %entry
  %t31.lcssa = phi { [8 x float] } [ zeroinitializer, %entry ], [ %.118, %b5 ]
  %t56 = add nsw i64 %t24, %t16, !dbg !159
  %t57 = mul i64 %t56, %a10, !dbg !160
  %t59 = add i64 %t28, %t57, !dbg !161
  %t61 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t59, !dbg !162
  %.119 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !162
  %.120 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.119), !dbg !162
  %.123 = and i32 %.120, 15, !dbg !162
  %.124 = zext i32 %.123 to i64, !dbg !162
  %8 = lshr i32 %.120, 2, !dbg !162
  %9 = and i32 %8, 1073741820, !dbg !162
  %.125 = zext i32 %9 to i64, !dbg !162
  %.126 = mul i64 %.125, %a10, !dbg !162
  %.127 = add i64 %.126, %.124, !dbg !162
  %.128 = extractvalue { [8 x float] } %t31.lcssa, 0, 0, !dbg !162
  %.129 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.127, !dbg !162
  store float %.128, ptr addrspace(1) %.129, align 4, !dbg !162
  %.130 = extractvalue { [8 x float] } %t31.lcssa, 0, 1, !dbg !162
  %.132 = add i64 %.127, %a10, !dbg !162
  %.133 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.132, !dbg !162
  store float %.130, ptr addrspace(1) %.133, align 4, !dbg !162
  %.134 = extractvalue { [8 x float] } %t31.lcssa, 0, 2, !dbg !162
  %.135 = shl i64 %a10, 1, !dbg !162
  %.136 = add i64 %.127, %.135, !dbg !162
  %.137 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.136, !dbg !162
  store float %.134, ptr addrspace(1) %.137, align 4, !dbg !162
  %.138 = extractvalue { [8 x float] } %t31.lcssa, 0, 3, !dbg !162
  %.139 = mul i64 %a10, 3, !dbg !162
  %.140 = add i64 %.127, %.139, !dbg !162
  %.141 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.140, !dbg !162
  store float %.138, ptr addrspace(1) %.141, align 4, !dbg !162
  ret void, !dbg !162
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bfloat32_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11) local_unnamed_addr #2 !dbg !163 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !164
  %t4 = sext i32 %.10 to i64, !dbg !164
  %.1510 = sdiv i32 %.10, 64, !dbg !165
  %.15.sext = sext i32 %.1510 to i64, !dbg !165
  %t81 = lshr i64 %.15.sext, 63, !dbg !166
  %t10 = add nsw i64 %t81, %.15.sext, !dbg !166
  %t12 = and i64 %t10, 1152921504606846974, !dbg !167
  %t13 = sub nsw i64 %.15.sext, %t12, !dbg !167
  %.20 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !168
  %t15 = sext i32 %.20 to i64, !dbg !168
  %t16 = shl nsw i64 %t15, 5, !dbg !169
  %.21 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !170
  %t18 = sext i32 %.21 to i64, !dbg !170
  %t19 = shl nsw i64 %t18, 5, !dbg !171
  %.26 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !172
  %.27 = getelementptr inbounds i8, ptr addrspace(4) %.26, i64 4, !dbg !172
  %.28 = load i16, ptr addrspace(4) %.27, align 4, !dbg !172, !invariant.load !6
  %t23 = zext i16 %.28 to i64
  %0 = shl nsw i64 %t10, 3, !dbg !173
  %t24 = and i64 %0, -16, !dbg !173
  %t27 = shl i64 %t13, 4, !dbg !174
  %t28 = add i64 %t27, %t19, !dbg !175
  %t29 = mul i64 %t28, %a11, !dbg !176
  %t3513 = icmp sgt i64 %a11, 0, !dbg !177
  br i1 %t3513, label %b3.preheader.lr.ph, label %b6, !dbg !177

b3.preheader.lr.ph:                               ; preds = %entry
  %t24.tr = trunc i64 %t24 to i32, !dbg !178
  %1 = shl i32 %t24.tr, 4, !dbg !178
  %2 = or i32 %1, 8, !dbg !178
  %t32 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bfloat32_5d.shared.0, i32 %2, !dbg !178
  %t26 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bfloat32_5d.shared.0, i32 %1, !dbg !178
  %t3711 = icmp slt i32 %.10, 512
  %.32 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !179
  %.33 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.32), !dbg !179
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
  br label %b3.preheader, !dbg !177

b3.preheader:                                     ; preds = %b3.preheader.lr.ph, %b5
  %t3415 = phi i64 [ 0, %b3.preheader.lr.ph ], [ %t62, %b5 ]
  %t3314 = phi { [8 x float] } [ zeroinitializer, %b3.preheader.lr.ph ], [ %.207, %b5 ]
  br i1 %t3711, label %b4, label %b5, !dbg !180

b4:                                               ; preds = %b3.preheader, %b4
  %t3612 = phi i64 [ %t51, %b4 ], [ %t4, %b3.preheader ]
  %isneg = icmp slt i64 %t3612, 0, !dbg !181
  %t39 = select i1 %isneg, i64 15, i64 0, !dbg !181
  %t40 = add nsw i64 %t39, %t3612, !dbg !181
  %t41 = ashr i64 %t40, 4, !dbg !181
  %t42 = add nsw i64 %t41, %t16, !dbg !182
  %t43 = mul i64 %t42, %a11, !dbg !183
  %t45 = and i64 %t40, -16, !dbg !184
  %t44 = add i64 %t3612, %t3415, !dbg !185
  %t46 = sub i64 %t44, %t45, !dbg !184
  %t47 = add i64 %t46, %t43, !dbg !186
  %t48 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t47, !dbg !187
  %.31 = load float, ptr addrspace(1) %t48, align 4, !dbg !187, !amdgpu.noclobber !6
  %4 = trunc i64 %t3612 to i32, !dbg !188
  %t50 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bfloat32_5d.shared.0, i32 %4, !dbg !188
  store float %.31, ptr addrspace(3) %t50, align 4, !dbg !188
  %t51 = add i64 %t3612, %t23, !dbg !189
  %t37 = icmp slt i64 %t51, 512, !dbg !180
  br i1 %t37, label %b4, label %b5, !dbg !180

b5:                                               ; preds = %b4, %b3.preheader
  fence syncscope("workgroup") release, !dbg !190
  tail call void @llvm.amdgcn.s.barrier(), !dbg !190
  fence syncscope("workgroup") acquire, !dbg !190
  %.412 = load i32, ptr addrspace(3) %.40, align 4, !dbg !178
  %.43 = and i32 %.412, 2147483647, !dbg !178
  %.44 = add i32 %.412, 4096, !dbg !178
  %.45 = and i32 %.44, -8192, !dbg !178
  %.46 = icmp eq i32 %.43, 2139095040, !dbg !178
  %.47 = select i1 %.46, i32 %.412, i32 %.45, !dbg !178
  %.48 = icmp ugt i32 %.43, 2139095040, !dbg !178
  %.49 = select i1 %.48, i32 2147483647, i32 %.47, !dbg !178
  %.523 = load i32, ptr addrspace(3) %.51, align 4, !dbg !178
  %.54 = and i32 %.523, 2147483647, !dbg !178
  %.55 = add i32 %.523, 4096, !dbg !178
  %.56 = and i32 %.55, -8192, !dbg !178
  %.57 = icmp eq i32 %.54, 2139095040, !dbg !178
  %.58 = select i1 %.57, i32 %.523, i32 %.56, !dbg !178
  %.59 = icmp ugt i32 %.54, 2139095040, !dbg !178
  %.60 = select i1 %.59, i32 2147483647, i32 %.58, !dbg !178
  %t53 = add i64 %t3415, %t29, !dbg !191
  %t54 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t53, !dbg !192
  %.71 = getelementptr inbounds float, ptr addrspace(1) %t54, i64 %.70, !dbg !192
  %.724 = load i32, ptr addrspace(1) %.71, align 4, !dbg !192, !amdgpu.noclobber !6
  %.74 = and i32 %.724, 2147483647, !dbg !192
  %.75 = add i32 %.724, 4096, !dbg !192
  %.76 = and i32 %.75, -8192, !dbg !192
  %.77 = icmp eq i32 %.74, 2139095040, !dbg !192
  %.78 = select i1 %.77, i32 %.724, i32 %.76, !dbg !192
  %.79 = icmp ugt i32 %.74, 2139095040, !dbg !192
  %.80 = select i1 %.79, i32 2147483647, i32 %.78, !dbg !192
  %.82 = getelementptr inbounds float, ptr addrspace(1) %t54, i64 %.81, !dbg !192
  %.835 = load i32, ptr addrspace(1) %.82, align 4, !dbg !192, !amdgpu.noclobber !6
  %.85 = and i32 %.835, 2147483647, !dbg !192
  %.86 = add i32 %.835, 4096, !dbg !192
  %.87 = and i32 %.86, -8192, !dbg !192
  %.88 = icmp eq i32 %.85, 2139095040, !dbg !192
  %.89 = select i1 %.88, i32 %.835, i32 %.87, !dbg !192
  %.90 = icmp ugt i32 %.85, 2139095040, !dbg !192
  %.91 = select i1 %.90, i32 2147483647, i32 %.89, !dbg !192
  %.94 = extractvalue { [8 x float] } %t3314, 0, 0, !dbg !193
  %.95 = insertelement <4 x float> poison, float %.94, i64 0, !dbg !193
  %.96 = extractvalue { [8 x float] } %t3314, 0, 1, !dbg !193
  %.97 = insertelement <4 x float> %.95, float %.96, i64 1, !dbg !193
  %.98 = extractvalue { [8 x float] } %t3314, 0, 2, !dbg !193
  %.99 = insertelement <4 x float> %.97, float %.98, i64 2, !dbg !193
  %.100 = extractvalue { [8 x float] } %t3314, 0, 3, !dbg !193
  %.101 = insertelement <4 x float> %.99, float %.100, i64 3, !dbg !193
  %.103 = bitcast i32 %.49 to float, !dbg !193
  %.105 = bitcast i32 %.80 to float, !dbg !193
  %.106 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.103, float %.105, <4 x float> %.101, i32 0, i32 0, i32 0), !dbg !193
  %.108 = bitcast i32 %.60 to float, !dbg !193
  %.110 = bitcast i32 %.91 to float, !dbg !193
  %.111 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.108, float %.110, <4 x float> %.106, i32 0, i32 0, i32 0), !dbg !193
  %.1296 = load i32, ptr addrspace(3) %.128, align 4, !dbg !178
  %.131 = and i32 %.1296, 2147483647, !dbg !178
  %.132 = add i32 %.1296, 4096, !dbg !178
  %.133 = and i32 %.132, -8192, !dbg !178
  %.134 = icmp eq i32 %.131, 2139095040, !dbg !178
  %.135 = select i1 %.134, i32 %.1296, i32 %.133, !dbg !178
  %.136 = icmp ugt i32 %.131, 2139095040, !dbg !178
  %.137 = select i1 %.136, i32 2147483647, i32 %.135, !dbg !178
  %.1407 = load i32, ptr addrspace(3) %.139, align 4, !dbg !178
  %.142 = and i32 %.1407, 2147483647, !dbg !178
  %.143 = add i32 %.1407, 4096, !dbg !178
  %.144 = and i32 %.143, -8192, !dbg !178
  %.145 = icmp eq i32 %.142, 2139095040, !dbg !178
  %.146 = select i1 %.145, i32 %.1407, i32 %.144, !dbg !178
  %.147 = icmp ugt i32 %.142, 2139095040, !dbg !178
  %.148 = select i1 %.147, i32 2147483647, i32 %.146, !dbg !178
  %t58 = or i64 %t53, 8, !dbg !194
  %t59 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t58, !dbg !192
  %.159 = getelementptr inbounds float, ptr addrspace(1) %t59, i64 %.70, !dbg !192
  %.1608 = load i32, ptr addrspace(1) %.159, align 4, !dbg !192, !amdgpu.noclobber !6
  %.162 = and i32 %.1608, 2147483647, !dbg !192
  %.163 = add i32 %.1608, 4096, !dbg !192
  %.164 = and i32 %.163, -8192, !dbg !192
  %.165 = icmp eq i32 %.162, 2139095040, !dbg !192
  %.166 = select i1 %.165, i32 %.1608, i32 %.164, !dbg !192
  %.167 = icmp ugt i32 %.162, 2139095040, !dbg !192
  %.168 = select i1 %.167, i32 2147483647, i32 %.166, !dbg !192
  %.170 = getelementptr inbounds float, ptr addrspace(1) %t59, i64 %.81, !dbg !192
  %.1719 = load i32, ptr addrspace(1) %.170, align 4, !dbg !192, !amdgpu.noclobber !6
  %.173 = and i32 %.1719, 2147483647, !dbg !192
  %.174 = add i32 %.1719, 4096, !dbg !192
  %.175 = and i32 %.174, -8192, !dbg !192
  %.176 = icmp eq i32 %.173, 2139095040, !dbg !192
  %.177 = select i1 %.176, i32 %.1719, i32 %.175, !dbg !192
  %.178 = icmp ugt i32 %.173, 2139095040, !dbg !192
  %.179 = select i1 %.178, i32 2147483647, i32 %.177, !dbg !192
  %.191 = bitcast i32 %.137 to float, !dbg !193
  %.193 = bitcast i32 %.168 to float, !dbg !193
  %.194 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.191, float %.193, <4 x float> %.111, i32 0, i32 0, i32 0), !dbg !193
  %.196 = bitcast i32 %.148 to float, !dbg !193
  %.198 = bitcast i32 %.179 to float, !dbg !193
  %.199 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.196, float %.198, <4 x float> %.194, i32 0, i32 0, i32 0), !dbg !193
  %.200 = extractelement <4 x float> %.199, i64 0, !dbg !193
  %.201 = extractelement <4 x float> %.199, i64 1, !dbg !193
  %.202 = extractelement <4 x float> %.199, i64 2, !dbg !193
  %.203 = extractelement <4 x float> %.199, i64 3, !dbg !193
  %.204 = insertvalue { [8 x float] } zeroinitializer, float %.200, 0, 0, !dbg !193
  %.205 = insertvalue { [8 x float] } %.204, float %.201, 0, 1, !dbg !193
  %.206 = insertvalue { [8 x float] } %.205, float %.202, 0, 2, !dbg !193
  %.207 = insertvalue { [8 x float] } %.206, float %.203, 0, 3, !dbg !193
  fence syncscope("workgroup") release, !dbg !195
  tail call void @llvm.amdgcn.s.barrier(), !dbg !195
  fence syncscope("workgroup") acquire, !dbg !195
  %t62 = add i64 %t3415, 16, !dbg !196
  %t35 = icmp slt i64 %t62, %a11, !dbg !177
  br i1 %t35, label %b3.preheader, label %b6, !dbg !177

b6:                                               ; preds = %b5, %entry
  %t33.lcssa = phi { [8 x float] } [ zeroinitializer, %entry ], [ %.207, %b5 ]
  %t63 = add nsw i64 %t24, %t16, !dbg !197
  %t64 = mul i64 %t63, %a10, !dbg !198
  %t66 = add i64 %t28, %t64, !dbg !199
  %t68 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t66, !dbg !200
  %.208 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !200
  %.209 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.208), !dbg !200
  %.212 = and i32 %.209, 15, !dbg !200
  %.213 = zext i32 %.212 to i64, !dbg !200
  %5 = lshr i32 %.209, 2, !dbg !200
  %6 = and i32 %5, 1073741820, !dbg !200
  %.214 = zext i32 %6 to i64, !dbg !200
  %.215 = mul i64 %.214, %a10, !dbg !200
  %.216 = add i64 %.215, %.213, !dbg !200
  %.217 = extractvalue { [8 x float] } %t33.lcssa, 0, 0, !dbg !200
  %.218 = getelementptr inbounds float, ptr addrspace(1) %t68, i64 %.216, !dbg !200
  store float %.217, ptr addrspace(1) %.218, align 4, !dbg !200
  %.219 = extractvalue { [8 x float] } %t33.lcssa, 0, 1, !dbg !200
  %.221 = add i64 %.216, %a10, !dbg !200
  %.222 = getelementptr inbounds float, ptr addrspace(1) %t68, i64 %.221, !dbg !200
  store float %.219, ptr addrspace(1) %.222, align 4, !dbg !200
  %.223 = extractvalue { [8 x float] } %t33.lcssa, 0, 2, !dbg !200
  %.224 = shl i64 %a10, 1, !dbg !200
  %.225 = add i64 %.216, %.224, !dbg !200
  %.226 = getelementptr inbounds float, ptr addrspace(1) %t68, i64 %.225, !dbg !200
  store float %.223, ptr addrspace(1) %.226, align 4, !dbg !200
  %.227 = extractvalue { [8 x float] } %t33.lcssa, 0, 3, !dbg !200
  %.228 = mul i64 %a10, 3, !dbg !200
  %.229 = add i64 %.216, %.228, !dbg !200
  %.230 = getelementptr inbounds float, ptr addrspace(1) %t68, i64 %.229, !dbg !200
  store float %.227, ptr addrspace(1) %.230, align 4, !dbg !200
  ret void, !dbg !200
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #2 !dbg !201 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !203
  %t1 = sext i32 %.13 to i64, !dbg !203
  %t6 = shl nsw i64 %t1, 4, !dbg !204
  %t7 = mul i64 %t6, %a12, !dbg !205
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t7, !dbg !206
  %t10 = shl i64 %a12, 4, !dbg !207
  %.14 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !208
  %t12 = sext i32 %.14 to i64, !dbg !208
  %.15 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !209
  %.16 = getelementptr inbounds i8, ptr addrspace(4) %.15, i64 4, !dbg !209
  %.17 = load i16, ptr addrspace(4) %.16, align 4, !dbg !209, !invariant.load !6
  %t14 = zext i16 %.17 to i64
  %t161 = icmp sgt i64 %t10, %t12, !dbg !210
  br i1 %t161, label %b2, label %b3, !dbg !210

b2:                                               ; preds = %entry, %b2
  %t152 = phi i64 [ %t20, %b2 ], [ %t12, %entry ]
  %t17 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %t152, !dbg !211
  %.19 = load i16, ptr addrspace(1) %t17, align 2, !dbg !211, !amdgpu.noclobber !6
  %0 = trunc i64 %t152 to i32, !dbg !212
  %t19 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.0, i32 %0, !dbg !212
  store i16 %.19, ptr addrspace(3) %t19, align 2, !dbg !212
  %t20 = add i64 %t152, %t14, !dbg !213
  %t16 = icmp slt i64 %t20, %t10, !dbg !210
  br i1 %t16, label %b2, label %b3, !dbg !210

b3:                                               ; preds = %b2, %entry
  %t23 = mul i64 %t6, %a13, !dbg !214
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t23, !dbg !215
  %t26 = shl i64 %a13, 4, !dbg !216
  %t283 = icmp sgt i64 %t26, %t12, !dbg !210
  br i1 %t283, label %b5, label %b6, !dbg !210

b5:                                               ; preds = %b3, %b5
  %t274 = phi i64 [ %t32, %b5 ], [ %t12, %b3 ]
  %t29 = getelementptr inbounds i16, ptr addrspace(1) %t25, i64 %t274, !dbg !211
  %.20 = load i16, ptr addrspace(1) %t29, align 2, !dbg !211, !amdgpu.noclobber !6
  %1 = trunc i64 %t274 to i32, !dbg !212
  %t31 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.1, i32 %1, !dbg !212
  store i16 %.20, ptr addrspace(3) %t31, align 2, !dbg !212
  %t32 = add i64 %t274, %t14, !dbg !213
  %t28 = icmp slt i64 %t32, %t26, !dbg !210
  br i1 %t28, label %b5, label %b6, !dbg !210

b6:                                               ; preds = %b5, %b3
  fence syncscope("workgroup") release, !dbg !217
  tail call void @llvm.amdgcn.s.barrier(), !dbg !217
  fence syncscope("workgroup") acquire, !dbg !217
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !218
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.21), !dbg !218
  %.25 = and i32 %.22, 15, !dbg !218
  %.26 = zext i32 %.25 to i64, !dbg !218
  %2 = lshr i32 %.22, 2, !dbg !218
  %3 = and i32 %2, 1073741820, !dbg !218
  %.27 = zext i32 %3 to i64, !dbg !218
  %4 = trunc i64 %a12 to i32, !dbg !218
  %5 = mul i32 %.25, %4, !dbg !218
  %6 = add i32 %5, %3, !dbg !218
  %.30 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.0, i32 %6, !dbg !218
  %.31 = load i16, ptr addrspace(3) %.30, align 2, !dbg !218
  %.32 = zext i16 %.31 to i32, !dbg !218
  %7 = add i32 %6, 1, !dbg !218
  %.34 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.0, i32 %7, !dbg !218
  %.35 = load i16, ptr addrspace(3) %.34, align 2, !dbg !218
  %.36 = zext i16 %.35 to i32, !dbg !218
  %.37 = shl nuw i32 %.36, 16, !dbg !218
  %.38 = or i32 %.37, %.32, !dbg !218
  %8 = add i32 %6, 2, !dbg !218
  %.40 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.0, i32 %8, !dbg !218
  %.41 = load i16, ptr addrspace(3) %.40, align 2, !dbg !218
  %.42 = zext i16 %.41 to i32, !dbg !218
  %9 = add i32 %6, 3, !dbg !218
  %.44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.0, i32 %9, !dbg !218
  %.45 = load i16, ptr addrspace(3) %.44, align 2, !dbg !218
  %.46 = zext i16 %.45 to i32, !dbg !218
  %.47 = shl nuw i32 %.46, 16, !dbg !218
  %.48 = or i32 %.47, %.42, !dbg !218
  %.58 = mul i64 %.27, %a13, !dbg !219
  %.59 = add i64 %.58, %.26, !dbg !219
  %10 = trunc i64 %.59 to i32, !dbg !219
  %.60 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.1, i32 %10, !dbg !219
  %.61 = load i16, ptr addrspace(3) %.60, align 2, !dbg !219
  %.62 = zext i16 %.61 to i32, !dbg !219
  %.64 = add i64 %.59, %a13, !dbg !219
  %11 = trunc i64 %.64 to i32, !dbg !219
  %.65 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.1, i32 %11, !dbg !219
  %.66 = load i16, ptr addrspace(3) %.65, align 2, !dbg !219
  %.67 = zext i16 %.66 to i32, !dbg !219
  %.68 = shl nuw i32 %.67, 16, !dbg !219
  %.69 = or i32 %.68, %.62, !dbg !219
  %.70 = shl i64 %a13, 1, !dbg !219
  %.71 = add i64 %.59, %.70, !dbg !219
  %12 = trunc i64 %.71 to i32, !dbg !219
  %.72 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.1, i32 %12, !dbg !219
  %.73 = load i16, ptr addrspace(3) %.72, align 2, !dbg !219
  %.74 = zext i16 %.73 to i32, !dbg !219
  %.75 = mul i64 %a13, 3, !dbg !219
  %.76 = add i64 %.59, %.75, !dbg !219
  %13 = trunc i64 %.76 to i32, !dbg !219
  %.77 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.1, i32 %13, !dbg !219
  %.78 = load i16, ptr addrspace(3) %.77, align 2, !dbg !219
  %.79 = zext i16 %.78 to i32, !dbg !219
  %.80 = shl nuw i32 %.79, 16, !dbg !219
  %.81 = or i32 %.80, %.74, !dbg !219
  %t37 = mul i64 %t6, %a14, !dbg !220
  %t39 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t37, !dbg !221
  %.91 = mul i64 %.27, %a14, !dbg !221
  %.92 = add i64 %.91, %.26, !dbg !221
  %.93 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.92, !dbg !221
  %.94 = load float, ptr addrspace(1) %.93, align 4, !dbg !221, !amdgpu.noclobber !6
  %.96 = add i64 %.92, %a14, !dbg !221
  %.97 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.96, !dbg !221
  %.98 = load float, ptr addrspace(1) %.97, align 4, !dbg !221, !amdgpu.noclobber !6
  %.99 = shl i64 %a14, 1, !dbg !221
  %.100 = add i64 %.92, %.99, !dbg !221
  %.101 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.100, !dbg !221
  %.102 = load float, ptr addrspace(1) %.101, align 4, !dbg !221, !amdgpu.noclobber !6
  %.103 = mul i64 %a14, 3, !dbg !221
  %.104 = add i64 %.92, %.103, !dbg !221
  %.105 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.104, !dbg !221
  %.106 = load float, ptr addrspace(1) %.105, align 4, !dbg !221, !amdgpu.noclobber !6
  %.112 = insertelement <4 x float> poison, float %.94, i64 0, !dbg !222
  %.114 = insertelement <4 x float> %.112, float %.98, i64 1, !dbg !222
  %.116 = insertelement <4 x float> %.114, float %.102, i64 2, !dbg !222
  %.118 = insertelement <4 x float> %.116, float %.106, i64 3, !dbg !222
  %.120 = insertelement <2 x i32> poison, i32 %.38, i64 0, !dbg !222
  %.122 = insertelement <2 x i32> %.120, i32 %.48, i64 1, !dbg !222
  %.123 = bitcast <2 x i32> %.122 to <4 x half>, !dbg !222
  %.125 = insertelement <2 x i32> poison, i32 %.69, i64 0, !dbg !222
  %.127 = insertelement <2 x i32> %.125, i32 %.81, i64 1, !dbg !222
  %.128 = bitcast <2 x i32> %.127 to <4 x half>, !dbg !222
  %.129 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.123, <4 x half> %.128, <4 x float> %.118, i32 0, i32 0, i32 0), !dbg !222
  %.130 = extractelement <4 x float> %.129, i64 0, !dbg !222
  %.131 = extractelement <4 x float> %.129, i64 1, !dbg !222
  %.132 = extractelement <4 x float> %.129, i64 2, !dbg !222
  %.133 = extractelement <4 x float> %.129, i64 3, !dbg !222
  %t43 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t37, !dbg !223
  %.148 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.92, !dbg !223
  store float %.130, ptr addrspace(1) %.148, align 4, !dbg !223
  %.152 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.96, !dbg !223
  store float %.131, ptr addrspace(1) %.152, align 4, !dbg !223
  %.156 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.100, !dbg !223
  store float %.132, ptr addrspace(1) %.156, align 4, !dbg !223
  %.160 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.104, !dbg !223
  store float %.133, ptr addrspace(1) %.160, align 4, !dbg !223
  ret void, !dbg !223
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #2 !dbg !224 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !225
  %t1 = sext i32 %.13 to i64, !dbg !225
  %t6 = shl nsw i64 %t1, 4, !dbg !226
  %t7 = mul i64 %t6, %a12, !dbg !227
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t7, !dbg !228
  %t10 = shl i64 %a12, 4, !dbg !229
  %.14 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !230
  %t12 = sext i32 %.14 to i64, !dbg !230
  %.15 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !231
  %.16 = getelementptr inbounds i8, ptr addrspace(4) %.15, i64 4, !dbg !231
  %.17 = load i16, ptr addrspace(4) %.16, align 4, !dbg !231, !invariant.load !6
  %t14 = zext i16 %.17 to i64
  %t161 = icmp sgt i64 %t10, %t12, !dbg !232
  br i1 %t161, label %b2, label %b3, !dbg !232

b2:                                               ; preds = %entry, %b2
  %t152 = phi i64 [ %t20, %b2 ], [ %t12, %entry ]
  %t17 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %t152, !dbg !233
  %.19 = load i16, ptr addrspace(1) %t17, align 2, !dbg !233, !amdgpu.noclobber !6
  %0 = trunc i64 %t152 to i32, !dbg !234
  %t19 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.0, i32 %0, !dbg !234
  store i16 %.19, ptr addrspace(3) %t19, align 2, !dbg !234
  %t20 = add i64 %t152, %t14, !dbg !235
  %t16 = icmp slt i64 %t20, %t10, !dbg !232
  br i1 %t16, label %b2, label %b3, !dbg !232

b3:                                               ; preds = %b2, %entry
  %t23 = mul i64 %t6, %a13, !dbg !236
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t23, !dbg !237
  %t26 = shl i64 %a13, 4, !dbg !238
  %t283 = icmp sgt i64 %t26, %t12, !dbg !232
  br i1 %t283, label %b5, label %b6, !dbg !232

b5:                                               ; preds = %b3, %b5
  %t274 = phi i64 [ %t32, %b5 ], [ %t12, %b3 ]
  %t29 = getelementptr inbounds i16, ptr addrspace(1) %t25, i64 %t274, !dbg !233
  %.20 = load i16, ptr addrspace(1) %t29, align 2, !dbg !233, !amdgpu.noclobber !6
  %1 = trunc i64 %t274 to i32, !dbg !234
  %t31 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.1, i32 %1, !dbg !234
  store i16 %.20, ptr addrspace(3) %t31, align 2, !dbg !234
  %t32 = add i64 %t274, %t14, !dbg !235
  %t28 = icmp slt i64 %t32, %t26, !dbg !232
  br i1 %t28, label %b5, label %b6, !dbg !232

b6:                                               ; preds = %b5, %b3
  fence syncscope("workgroup") release, !dbg !239
  tail call void @llvm.amdgcn.s.barrier(), !dbg !239
  fence syncscope("workgroup") acquire, !dbg !239
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !240
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.21), !dbg !240
  %.25 = and i32 %.22, 15, !dbg !240
  %.26 = zext i32 %.25 to i64, !dbg !240
  %2 = lshr i32 %.22, 2, !dbg !240
  %3 = and i32 %2, 1073741820, !dbg !240
  %.27 = zext i32 %3 to i64, !dbg !240
  %4 = trunc i64 %a12 to i32, !dbg !240
  %5 = mul i32 %.25, %4, !dbg !240
  %6 = add i32 %5, %3, !dbg !240
  %.30 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.0, i32 %6, !dbg !240
  %.31 = load i16, ptr addrspace(3) %.30, align 2, !dbg !240
  %.32 = zext i16 %.31 to i32, !dbg !240
  %7 = add i32 %6, 1, !dbg !240
  %.34 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.0, i32 %7, !dbg !240
  %.35 = load i16, ptr addrspace(3) %.34, align 2, !dbg !240
  %.36 = zext i16 %.35 to i32, !dbg !240
  %.37 = shl nuw i32 %.36, 16, !dbg !240
  %.38 = or i32 %.37, %.32, !dbg !240
  %8 = add i32 %6, 2, !dbg !240
  %.40 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.0, i32 %8, !dbg !240
  %.41 = load i16, ptr addrspace(3) %.40, align 2, !dbg !240
  %.42 = zext i16 %.41 to i32, !dbg !240
  %9 = add i32 %6, 3, !dbg !240
  %.44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.0, i32 %9, !dbg !240
  %.45 = load i16, ptr addrspace(3) %.44, align 2, !dbg !240
  %.46 = zext i16 %.45 to i32, !dbg !240
  %.47 = shl nuw i32 %.46, 16, !dbg !240
  %.48 = or i32 %.47, %.42, !dbg !240
  %.58 = mul i64 %.27, %a13, !dbg !241
  %.59 = add i64 %.58, %.26, !dbg !241
  %10 = trunc i64 %.59 to i32, !dbg !241
  %.60 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.1, i32 %10, !dbg !241
  %.61 = load i16, ptr addrspace(3) %.60, align 2, !dbg !241
  %.62 = zext i16 %.61 to i32, !dbg !241
  %.64 = add i64 %.59, %a13, !dbg !241
  %11 = trunc i64 %.64 to i32, !dbg !241
  %.65 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.1, i32 %11, !dbg !241
  %.66 = load i16, ptr addrspace(3) %.65, align 2, !dbg !241
  %.67 = zext i16 %.66 to i32, !dbg !241
  %.68 = shl nuw i32 %.67, 16, !dbg !241
  %.69 = or i32 %.68, %.62, !dbg !241
  %.70 = shl i64 %a13, 1, !dbg !241
  %.71 = add i64 %.59, %.70, !dbg !241
  %12 = trunc i64 %.71 to i32, !dbg !241
  %.72 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.1, i32 %12, !dbg !241
  %.73 = load i16, ptr addrspace(3) %.72, align 2, !dbg !241
  %.74 = zext i16 %.73 to i32, !dbg !241
  %.75 = mul i64 %a13, 3, !dbg !241
  %.76 = add i64 %.59, %.75, !dbg !241
  %13 = trunc i64 %.76 to i32, !dbg !241
  %.77 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.1, i32 %13, !dbg !241
  %.78 = load i16, ptr addrspace(3) %.77, align 2, !dbg !241
  %.79 = zext i16 %.78 to i32, !dbg !241
  %.80 = shl nuw i32 %.79, 16, !dbg !241
  %.81 = or i32 %.80, %.74, !dbg !241
  %t37 = mul i64 %t6, %a14, !dbg !242
  %t39 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t37, !dbg !243
  %.91 = mul i64 %.27, %a14, !dbg !243
  %.92 = add i64 %.91, %.26, !dbg !243
  %.93 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.92, !dbg !243
  %.94 = load float, ptr addrspace(1) %.93, align 4, !dbg !243, !amdgpu.noclobber !6
  %.96 = add i64 %.92, %a14, !dbg !243
  %.97 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.96, !dbg !243
  %.98 = load float, ptr addrspace(1) %.97, align 4, !dbg !243, !amdgpu.noclobber !6
  %.99 = shl i64 %a14, 1, !dbg !243
  %.100 = add i64 %.92, %.99, !dbg !243
  %.101 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.100, !dbg !243
  %.102 = load float, ptr addrspace(1) %.101, align 4, !dbg !243, !amdgpu.noclobber !6
  %.103 = mul i64 %a14, 3, !dbg !243
  %.104 = add i64 %.92, %.103, !dbg !243
  %.105 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.104, !dbg !243
  %.106 = load float, ptr addrspace(1) %.105, align 4, !dbg !243, !amdgpu.noclobber !6
  %.112 = insertelement <4 x float> poison, float %.94, i64 0, !dbg !244
  %.114 = insertelement <4 x float> %.112, float %.98, i64 1, !dbg !244
  %.116 = insertelement <4 x float> %.114, float %.102, i64 2, !dbg !244
  %.118 = insertelement <4 x float> %.116, float %.106, i64 3, !dbg !244
  %.120 = insertelement <2 x i32> poison, i32 %.38, i64 0, !dbg !244
  %.122 = insertelement <2 x i32> %.120, i32 %.48, i64 1, !dbg !244
  %.123 = bitcast <2 x i32> %.122 to <4 x i16>, !dbg !244
  %.125 = insertelement <2 x i32> poison, i32 %.69, i64 0, !dbg !244
  %.127 = insertelement <2 x i32> %.125, i32 %.81, i64 1, !dbg !244
  %.128 = bitcast <2 x i32> %.127 to <4 x i16>, !dbg !244
  %.129 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.123, <4 x i16> %.128, <4 x float> %.118, i32 0, i32 0, i32 0), !dbg !244
  %.130 = extractelement <4 x float> %.129, i64 0, !dbg !244
  %.131 = extractelement <4 x float> %.129, i64 1, !dbg !244
  %.132 = extractelement <4 x float> %.129, i64 2, !dbg !244
  %.133 = extractelement <4 x float> %.129, i64 3, !dbg !244
  %t43 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t37, !dbg !245
  %.148 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.92, !dbg !245
  store float %.130, ptr addrspace(1) %.148, align 4, !dbg !245
  %.152 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.96, !dbg !245
  store float %.131, ptr addrspace(1) %.152, align 4, !dbg !245
  %.156 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.100, !dbg !245
  store float %.132, ptr addrspace(1) %.156, align 4, !dbg !245
  %.160 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.104, !dbg !245
  store float %.133, ptr addrspace(1) %.160, align 4, !dbg !245
  ret void, !dbg !245
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #2 !dbg !246 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !247
  %t1 = sext i32 %.13 to i64, !dbg !247
  %t6 = shl nsw i64 %t1, 4, !dbg !248
  %t7 = mul i64 %t6, %a12, !dbg !249
  %t9 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t7, !dbg !250
  %t10 = shl i64 %a12, 4, !dbg !251
  %.14 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !252
  %t12 = sext i32 %.14 to i64, !dbg !252
  %.15 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !253
  %.16 = getelementptr inbounds i8, ptr addrspace(4) %.15, i64 4, !dbg !253
  %.17 = load i16, ptr addrspace(4) %.16, align 4, !dbg !253, !invariant.load !6
  %t14 = zext i16 %.17 to i64
  %t165 = icmp sgt i64 %t10, %t12, !dbg !254
  br i1 %t165, label %b2, label %b3, !dbg !254

b2:                                               ; preds = %entry, %b2
  %t156 = phi i64 [ %t20, %b2 ], [ %t12, %entry ]
  %t17 = getelementptr inbounds float, ptr addrspace(1) %t9, i64 %t156, !dbg !255
  %.19 = load float, ptr addrspace(1) %t17, align 4, !dbg !255, !amdgpu.noclobber !6
  %0 = trunc i64 %t156 to i32, !dbg !256
  %t19 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d.shared.0, i32 %0, !dbg !256
  store float %.19, ptr addrspace(3) %t19, align 4, !dbg !256
  %t20 = add i64 %t156, %t14, !dbg !257
  %t16 = icmp slt i64 %t20, %t10, !dbg !254
  br i1 %t16, label %b2, label %b3, !dbg !254

b3:                                               ; preds = %b2, %entry
  %t23 = shl nsw i64 %t1, 3, !dbg !258
  %t24 = mul i64 %t23, %a13, !dbg !259
  %t26 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t24, !dbg !260
  %t27 = shl i64 %a13, 3, !dbg !261
  %t297 = icmp sgt i64 %t27, %t12, !dbg !254
  br i1 %t297, label %b5, label %b6, !dbg !254

b5:                                               ; preds = %b3, %b5
  %t288 = phi i64 [ %t33, %b5 ], [ %t12, %b3 ]
  %t30 = getelementptr inbounds float, ptr addrspace(1) %t26, i64 %t288, !dbg !255
  %.20 = load float, ptr addrspace(1) %t30, align 4, !dbg !255, !amdgpu.noclobber !6
  %1 = trunc i64 %t288 to i32, !dbg !256
  %t32 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d.shared.1, i32 %1, !dbg !256
  store float %.20, ptr addrspace(3) %t32, align 4, !dbg !256
  %t33 = add i64 %t288, %t14, !dbg !257
  %t29 = icmp slt i64 %t33, %t27, !dbg !254
  br i1 %t29, label %b5, label %b6, !dbg !254

b6:                                               ; preds = %b5, %b3
  fence syncscope("workgroup") release, !dbg !262
  tail call void @llvm.amdgcn.s.barrier(), !dbg !262
  fence syncscope("workgroup") acquire, !dbg !262
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !263
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.21), !dbg !263
  %.23 = lshr i32 %.22, 4, !dbg !263
  %.24 = zext i32 %.23 to i64, !dbg !263
  %.25 = and i32 %.22, 15, !dbg !263
  %.26 = zext i32 %.25 to i64, !dbg !263
  %2 = trunc i64 %a12 to i32, !dbg !263
  %3 = mul i32 %.25, %2, !dbg !263
  %4 = add i32 %3, %.23, !dbg !263
  %.29 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d.shared.0, i32 %4, !dbg !263
  %.301 = load i32, ptr addrspace(3) %.29, align 4, !dbg !263
  %.32 = and i32 %.301, 2147483647, !dbg !263
  %.33 = add i32 %.301, 4096, !dbg !263
  %.34 = and i32 %.33, -8192, !dbg !263
  %.35 = icmp eq i32 %.32, 2139095040, !dbg !263
  %.36 = select i1 %.35, i32 %.301, i32 %.34, !dbg !263
  %.37 = icmp ugt i32 %.32, 2139095040, !dbg !263
  %.38 = select i1 %.37, i32 2147483647, i32 %.36, !dbg !263
  %5 = add i32 %4, 4, !dbg !263
  %.40 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d.shared.0, i32 %5, !dbg !263
  %.412 = load i32, ptr addrspace(3) %.40, align 4, !dbg !263
  %.43 = and i32 %.412, 2147483647, !dbg !263
  %.44 = add i32 %.412, 4096, !dbg !263
  %.45 = and i32 %.44, -8192, !dbg !263
  %.46 = icmp eq i32 %.43, 2139095040, !dbg !263
  %.47 = select i1 %.46, i32 %.412, i32 %.45, !dbg !263
  %.48 = icmp ugt i32 %.43, 2139095040, !dbg !263
  %.49 = select i1 %.48, i32 2147483647, i32 %.47, !dbg !263
  %.58 = mul i64 %.24, %a13, !dbg !264
  %.59 = add i64 %.58, %.26, !dbg !264
  %6 = trunc i64 %.59 to i32, !dbg !264
  %.60 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d.shared.1, i32 %6, !dbg !264
  %.613 = load i32, ptr addrspace(3) %.60, align 4, !dbg !264
  %.63 = and i32 %.613, 2147483647, !dbg !264
  %.64 = add i32 %.613, 4096, !dbg !264
  %.65 = and i32 %.64, -8192, !dbg !264
  %.66 = icmp eq i32 %.63, 2139095040, !dbg !264
  %.67 = select i1 %.66, i32 %.613, i32 %.65, !dbg !264
  %.68 = icmp ugt i32 %.63, 2139095040, !dbg !264
  %.69 = select i1 %.68, i32 2147483647, i32 %.67, !dbg !264
  %.70 = shl i64 %a13, 2, !dbg !264
  %.71 = add i64 %.59, %.70, !dbg !264
  %7 = trunc i64 %.71 to i32, !dbg !264
  %.72 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d.shared.1, i32 %7, !dbg !264
  %.734 = load i32, ptr addrspace(3) %.72, align 4, !dbg !264
  %.75 = and i32 %.734, 2147483647, !dbg !264
  %.76 = add i32 %.734, 4096, !dbg !264
  %.77 = and i32 %.76, -8192, !dbg !264
  %.78 = icmp eq i32 %.75, 2139095040, !dbg !264
  %.79 = select i1 %.78, i32 %.734, i32 %.77, !dbg !264
  %.80 = icmp ugt i32 %.75, 2139095040, !dbg !264
  %.81 = select i1 %.80, i32 2147483647, i32 %.79, !dbg !264
  %t38 = mul i64 %t6, %a14, !dbg !265
  %t40 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t38, !dbg !266
  %.90 = shl i64 %a14, 2, !dbg !266
  %.91 = mul i64 %.90, %.24, !dbg !266
  %.92 = add i64 %.91, %.26, !dbg !266
  %.93 = getelementptr inbounds float, ptr addrspace(1) %t40, i64 %.92, !dbg !266
  %.94 = load float, ptr addrspace(1) %.93, align 4, !dbg !266, !amdgpu.noclobber !6
  %.96 = add i64 %.92, %a14, !dbg !266
  %.97 = getelementptr inbounds float, ptr addrspace(1) %t40, i64 %.96, !dbg !266
  %.98 = load float, ptr addrspace(1) %.97, align 4, !dbg !266, !amdgpu.noclobber !6
  %.99 = shl i64 %a14, 1, !dbg !266
  %.100 = add i64 %.92, %.99, !dbg !266
  %.101 = getelementptr inbounds float, ptr addrspace(1) %t40, i64 %.100, !dbg !266
  %.102 = load float, ptr addrspace(1) %.101, align 4, !dbg !266, !amdgpu.noclobber !6
  %.103 = mul i64 %a14, 3, !dbg !266
  %.104 = add i64 %.92, %.103, !dbg !266
  %.105 = getelementptr inbounds float, ptr addrspace(1) %t40, i64 %.104, !dbg !266
  %.106 = load float, ptr addrspace(1) %.105, align 4, !dbg !266, !amdgpu.noclobber !6
  %.112 = insertelement <4 x float> poison, float %.94, i64 0, !dbg !267
  %.114 = insertelement <4 x float> %.112, float %.98, i64 1, !dbg !267
  %.116 = insertelement <4 x float> %.114, float %.102, i64 2, !dbg !267
  %.118 = insertelement <4 x float> %.116, float %.106, i64 3, !dbg !267
  %.120 = bitcast i32 %.38 to float, !dbg !267
  %.122 = bitcast i32 %.69 to float, !dbg !267
  %.123 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.120, float %.122, <4 x float> %.118, i32 0, i32 0, i32 0), !dbg !267
  %.125 = bitcast i32 %.49 to float, !dbg !267
  %.127 = bitcast i32 %.81 to float, !dbg !267
  %.128 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.125, float %.127, <4 x float> %.123, i32 0, i32 0, i32 0), !dbg !267
  %.129 = extractelement <4 x float> %.128, i64 0, !dbg !267
  %.130 = extractelement <4 x float> %.128, i64 1, !dbg !267
  %.131 = extractelement <4 x float> %.128, i64 2, !dbg !267
  %.132 = extractelement <4 x float> %.128, i64 3, !dbg !267
  %t44 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t38, !dbg !268
  %.147 = getelementptr inbounds float, ptr addrspace(1) %t44, i64 %.92, !dbg !268
  store float %.129, ptr addrspace(1) %.147, align 4, !dbg !268
  %.151 = getelementptr inbounds float, ptr addrspace(1) %t44, i64 %.96, !dbg !268
  store float %.130, ptr addrspace(1) %.151, align 4, !dbg !268
  %.155 = getelementptr inbounds float, ptr addrspace(1) %t44, i64 %.100, !dbg !268
  store float %.131, ptr addrspace(1) %.155, align 4, !dbg !268
  %.159 = getelementptr inbounds float, ptr addrspace(1) %t44, i64 %.104, !dbg !268
  store float %.132, ptr addrspace(1) %.159, align 4, !dbg !268
  ret void, !dbg !268
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #2 !dbg !269 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !270
  %t1 = sext i32 %.13 to i64, !dbg !270
  %t6 = shl nsw i64 %t1, 4, !dbg !271
  %t7 = mul i64 %t6, %a12, !dbg !272
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t7, !dbg !273
  %t10 = shl i64 %a12, 4, !dbg !274
  %.14 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !275
  %t12 = sext i32 %.14 to i64, !dbg !275
  %.15 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !276
  %.16 = getelementptr inbounds i8, ptr addrspace(4) %.15, i64 4, !dbg !276
  %.17 = load i16, ptr addrspace(4) %.16, align 4, !dbg !276, !invariant.load !6
  %t14 = zext i16 %.17 to i64
  %t161 = icmp sgt i64 %t10, %t12, !dbg !277
  br i1 %t161, label %b2, label %b3, !dbg !277

b2:                                               ; preds = %entry, %b2
  %t152 = phi i64 [ %t20, %b2 ], [ %t12, %entry ]
  %t17 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %t152, !dbg !278
  %.19 = load i16, ptr addrspace(1) %t17, align 2, !dbg !278, !amdgpu.noclobber !6
  %0 = trunc i64 %t152 to i32, !dbg !279
  %t19 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.0, i32 %0, !dbg !279
  store i16 %.19, ptr addrspace(3) %t19, align 2, !dbg !279
  %t20 = add i64 %t152, %t14, !dbg !280
  %t16 = icmp slt i64 %t20, %t10, !dbg !277
  br i1 %t16, label %b2, label %b3, !dbg !277

b3:                                               ; preds = %b2, %entry
  %t23 = mul i64 %t6, %a13, !dbg !281
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t23, !dbg !282
  %t26 = shl i64 %a13, 4, !dbg !283
  %t283 = icmp sgt i64 %t26, %t12, !dbg !277
  br i1 %t283, label %b5, label %b6, !dbg !277

b5:                                               ; preds = %b3, %b5
  %t274 = phi i64 [ %t32, %b5 ], [ %t12, %b3 ]
  %t29 = getelementptr inbounds i16, ptr addrspace(1) %t25, i64 %t274, !dbg !278
  %.20 = load i16, ptr addrspace(1) %t29, align 2, !dbg !278, !amdgpu.noclobber !6
  %1 = trunc i64 %t274 to i32, !dbg !279
  %t31 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.1, i32 %1, !dbg !279
  store i16 %.20, ptr addrspace(3) %t31, align 2, !dbg !279
  %t32 = add i64 %t274, %t14, !dbg !280
  %t28 = icmp slt i64 %t32, %t26, !dbg !277
  br i1 %t28, label %b5, label %b6, !dbg !277

b6:                                               ; preds = %b5, %b3
  fence syncscope("workgroup") release, !dbg !284
  tail call void @llvm.amdgcn.s.barrier(), !dbg !284
  fence syncscope("workgroup") acquire, !dbg !284
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !285
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.21), !dbg !285
  %.25 = and i32 %.22, 15, !dbg !285
  %.26 = zext i32 %.25 to i64, !dbg !285
  %2 = lshr i32 %.22, 2, !dbg !285
  %3 = and i32 %2, 1073741820, !dbg !285
  %.27 = zext i32 %3 to i64, !dbg !285
  %.28 = mul i64 %.27, %a12, !dbg !285
  %.29 = add i64 %.28, %.26, !dbg !285
  %4 = trunc i64 %.29 to i32, !dbg !285
  %.30 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.0, i32 %4, !dbg !285
  %.31 = load i16, ptr addrspace(3) %.30, align 2, !dbg !285
  %.32 = zext i16 %.31 to i32, !dbg !285
  %.34 = add i64 %.29, %a12, !dbg !285
  %5 = trunc i64 %.34 to i32, !dbg !285
  %.35 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.0, i32 %5, !dbg !285
  %.36 = load i16, ptr addrspace(3) %.35, align 2, !dbg !285
  %.37 = zext i16 %.36 to i32, !dbg !285
  %.38 = shl nuw i32 %.37, 16, !dbg !285
  %.39 = or i32 %.38, %.32, !dbg !285
  %.40 = shl i64 %a12, 1, !dbg !285
  %.41 = add i64 %.29, %.40, !dbg !285
  %6 = trunc i64 %.41 to i32, !dbg !285
  %.42 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.0, i32 %6, !dbg !285
  %.43 = load i16, ptr addrspace(3) %.42, align 2, !dbg !285
  %.44 = zext i16 %.43 to i32, !dbg !285
  %.45 = mul i64 %a12, 3, !dbg !285
  %.46 = add i64 %.29, %.45, !dbg !285
  %7 = trunc i64 %.46 to i32, !dbg !285
  %.47 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.0, i32 %7, !dbg !285
  %.48 = load i16, ptr addrspace(3) %.47, align 2, !dbg !285
  %.49 = zext i16 %.48 to i32, !dbg !285
  %.50 = shl nuw i32 %.49, 16, !dbg !285
  %.51 = or i32 %.50, %.44, !dbg !285
  %8 = trunc i64 %a13 to i32, !dbg !286
  %9 = mul i32 %.25, %8, !dbg !286
  %10 = add i32 %9, %3, !dbg !286
  %.63 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.1, i32 %10, !dbg !286
  %.64 = load i16, ptr addrspace(3) %.63, align 2, !dbg !286
  %.65 = zext i16 %.64 to i32, !dbg !286
  %11 = add i32 %10, 1, !dbg !286
  %.67 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.1, i32 %11, !dbg !286
  %.68 = load i16, ptr addrspace(3) %.67, align 2, !dbg !286
  %.69 = zext i16 %.68 to i32, !dbg !286
  %.70 = shl nuw i32 %.69, 16, !dbg !286
  %.71 = or i32 %.70, %.65, !dbg !286
  %12 = add i32 %10, 2, !dbg !286
  %.73 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.1, i32 %12, !dbg !286
  %.74 = load i16, ptr addrspace(3) %.73, align 2, !dbg !286
  %.75 = zext i16 %.74 to i32, !dbg !286
  %13 = add i32 %10, 3, !dbg !286
  %.77 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.1, i32 %13, !dbg !286
  %.78 = load i16, ptr addrspace(3) %.77, align 2, !dbg !286
  %.79 = zext i16 %.78 to i32, !dbg !286
  %.80 = shl nuw i32 %.79, 16, !dbg !286
  %.81 = or i32 %.80, %.75, !dbg !286
  %t37 = mul i64 %t6, %a14, !dbg !287
  %t39 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t37, !dbg !288
  %.91 = mul i64 %.26, %a14, !dbg !288
  %.92 = add i64 %.91, %.27, !dbg !288
  %.93 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.92, !dbg !288
  %14 = load <2 x float>, ptr addrspace(1) %.93, align 4, !dbg !288
  %.98 = add i64 %.92, 2, !dbg !288
  %.99 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.98, !dbg !288
  %15 = load <2 x float>, ptr addrspace(1) %.99, align 4, !dbg !288
  %.1155 = shufflevector <2 x float> %14, <2 x float> %15, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !289
  %.117 = insertelement <2 x i32> poison, i32 %.39, i64 0, !dbg !289
  %.119 = insertelement <2 x i32> %.117, i32 %.51, i64 1, !dbg !289
  %.120 = bitcast <2 x i32> %.119 to <4 x half>, !dbg !289
  %.122 = insertelement <2 x i32> poison, i32 %.71, i64 0, !dbg !289
  %.124 = insertelement <2 x i32> %.122, i32 %.81, i64 1, !dbg !289
  %.125 = bitcast <2 x i32> %.124 to <4 x half>, !dbg !289
  %.126 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.120, <4 x half> %.125, <4 x float> %.1155, i32 0, i32 0, i32 0), !dbg !289
  %t43 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t37, !dbg !290
  %.145 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.92, !dbg !290
  %16 = shufflevector <4 x float> %.126, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !290
  store <2 x float> %16, ptr addrspace(1) %.145, align 4, !dbg !290
  %.151 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.98, !dbg !290
  %17 = shufflevector <4 x float> %.126, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !290
  store <2 x float> %17, ptr addrspace(1) %.151, align 4, !dbg !290
  ret void, !dbg !290
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #2 !dbg !291 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !292
  %t1 = sext i32 %.13 to i64, !dbg !292
  %t6 = shl nsw i64 %t1, 4, !dbg !293
  %t7 = mul i64 %t6, %a12, !dbg !294
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t7, !dbg !295
  %t10 = shl i64 %a12, 4, !dbg !296
  %.14 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !297
  %t12 = sext i32 %.14 to i64, !dbg !297
  %.15 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !298
  %.16 = getelementptr inbounds i8, ptr addrspace(4) %.15, i64 4, !dbg !298
  %.17 = load i16, ptr addrspace(4) %.16, align 4, !dbg !298, !invariant.load !6
  %t14 = zext i16 %.17 to i64
  %t161 = icmp sgt i64 %t10, %t12, !dbg !299
  br i1 %t161, label %b2, label %b3, !dbg !299

b2:                                               ; preds = %entry, %b2
  %t152 = phi i64 [ %t20, %b2 ], [ %t12, %entry ]
  %t17 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %t152, !dbg !300
  %.19 = load i16, ptr addrspace(1) %t17, align 2, !dbg !300, !amdgpu.noclobber !6
  %0 = trunc i64 %t152 to i32, !dbg !301
  %t19 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.0, i32 %0, !dbg !301
  store i16 %.19, ptr addrspace(3) %t19, align 2, !dbg !301
  %t20 = add i64 %t152, %t14, !dbg !302
  %t16 = icmp slt i64 %t20, %t10, !dbg !299
  br i1 %t16, label %b2, label %b3, !dbg !299

b3:                                               ; preds = %b2, %entry
  %t23 = mul i64 %t6, %a13, !dbg !303
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t23, !dbg !304
  %t26 = shl i64 %a13, 4, !dbg !305
  %t283 = icmp sgt i64 %t26, %t12, !dbg !299
  br i1 %t283, label %b5, label %b6, !dbg !299

b5:                                               ; preds = %b3, %b5
  %t274 = phi i64 [ %t32, %b5 ], [ %t12, %b3 ]
  %t29 = getelementptr inbounds i16, ptr addrspace(1) %t25, i64 %t274, !dbg !300
  %.20 = load i16, ptr addrspace(1) %t29, align 2, !dbg !300, !amdgpu.noclobber !6
  %1 = trunc i64 %t274 to i32, !dbg !301
  %t31 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.1, i32 %1, !dbg !301
  store i16 %.20, ptr addrspace(3) %t31, align 2, !dbg !301
  %t32 = add i64 %t274, %t14, !dbg !302
  %t28 = icmp slt i64 %t32, %t26, !dbg !299
  br i1 %t28, label %b5, label %b6, !dbg !299

b6:                                               ; preds = %b5, %b3
  fence syncscope("workgroup") release, !dbg !306
  tail call void @llvm.amdgcn.s.barrier(), !dbg !306
  fence syncscope("workgroup") acquire, !dbg !306
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !307
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.21), !dbg !307
  %.25 = and i32 %.22, 15, !dbg !307
  %.26 = zext i32 %.25 to i64, !dbg !307
  %2 = lshr i32 %.22, 2, !dbg !307
  %3 = and i32 %2, 1073741820, !dbg !307
  %.27 = zext i32 %3 to i64, !dbg !307
  %.28 = mul i64 %.27, %a12, !dbg !307
  %.29 = add i64 %.28, %.26, !dbg !307
  %4 = trunc i64 %.29 to i32, !dbg !307
  %.30 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.0, i32 %4, !dbg !307
  %.31 = load i16, ptr addrspace(3) %.30, align 2, !dbg !307
  %.32 = zext i16 %.31 to i32, !dbg !307
  %.34 = add i64 %.29, %a12, !dbg !307
  %5 = trunc i64 %.34 to i32, !dbg !307
  %.35 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.0, i32 %5, !dbg !307
  %.36 = load i16, ptr addrspace(3) %.35, align 2, !dbg !307
  %.37 = zext i16 %.36 to i32, !dbg !307
  %.38 = shl nuw i32 %.37, 16, !dbg !307
  %.39 = or i32 %.38, %.32, !dbg !307
  %.40 = shl i64 %a12, 1, !dbg !307
  %.41 = add i64 %.29, %.40, !dbg !307
  %6 = trunc i64 %.41 to i32, !dbg !307
  %.42 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.0, i32 %6, !dbg !307
  %.43 = load i16, ptr addrspace(3) %.42, align 2, !dbg !307
  %.44 = zext i16 %.43 to i32, !dbg !307
  %.45 = mul i64 %a12, 3, !dbg !307
  %.46 = add i64 %.29, %.45, !dbg !307
  %7 = trunc i64 %.46 to i32, !dbg !307
  %.47 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.0, i32 %7, !dbg !307
  %.48 = load i16, ptr addrspace(3) %.47, align 2, !dbg !307
  %.49 = zext i16 %.48 to i32, !dbg !307
  %.50 = shl nuw i32 %.49, 16, !dbg !307
  %.51 = or i32 %.50, %.44, !dbg !307
  %8 = trunc i64 %a13 to i32, !dbg !308
  %9 = mul i32 %.25, %8, !dbg !308
  %10 = add i32 %9, %3, !dbg !308
  %.63 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.1, i32 %10, !dbg !308
  %.64 = load i16, ptr addrspace(3) %.63, align 2, !dbg !308
  %.65 = zext i16 %.64 to i32, !dbg !308
  %11 = add i32 %10, 1, !dbg !308
  %.67 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.1, i32 %11, !dbg !308
  %.68 = load i16, ptr addrspace(3) %.67, align 2, !dbg !308
  %.69 = zext i16 %.68 to i32, !dbg !308
  %.70 = shl nuw i32 %.69, 16, !dbg !308
  %.71 = or i32 %.70, %.65, !dbg !308
  %12 = add i32 %10, 2, !dbg !308
  %.73 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.1, i32 %12, !dbg !308
  %.74 = load i16, ptr addrspace(3) %.73, align 2, !dbg !308
  %.75 = zext i16 %.74 to i32, !dbg !308
  %13 = add i32 %10, 3, !dbg !308
  %.77 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.1, i32 %13, !dbg !308
  %.78 = load i16, ptr addrspace(3) %.77, align 2, !dbg !308
  %.79 = zext i16 %.78 to i32, !dbg !308
  %.80 = shl nuw i32 %.79, 16, !dbg !308
  %.81 = or i32 %.80, %.75, !dbg !308
  %t37 = mul i64 %t6, %a14, !dbg !309
  %t39 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t37, !dbg !310
  %.91 = mul i64 %.26, %a14, !dbg !310
  %.92 = add i64 %.91, %.27, !dbg !310
  %.93 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.92, !dbg !310
  %14 = load <2 x float>, ptr addrspace(1) %.93, align 4, !dbg !310
  %.98 = add i64 %.92, 2, !dbg !310
  %.99 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.98, !dbg !310
  %15 = load <2 x float>, ptr addrspace(1) %.99, align 4, !dbg !310
  %.1155 = shufflevector <2 x float> %14, <2 x float> %15, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !311
  %.117 = insertelement <2 x i32> poison, i32 %.39, i64 0, !dbg !311
  %.119 = insertelement <2 x i32> %.117, i32 %.51, i64 1, !dbg !311
  %.120 = bitcast <2 x i32> %.119 to <4 x i16>, !dbg !311
  %.122 = insertelement <2 x i32> poison, i32 %.71, i64 0, !dbg !311
  %.124 = insertelement <2 x i32> %.122, i32 %.81, i64 1, !dbg !311
  %.125 = bitcast <2 x i32> %.124 to <4 x i16>, !dbg !311
  %.126 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.120, <4 x i16> %.125, <4 x float> %.1155, i32 0, i32 0, i32 0), !dbg !311
  %t43 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t37, !dbg !312
  %.145 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.92, !dbg !312
  %16 = shufflevector <4 x float> %.126, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !312
  store <2 x float> %16, ptr addrspace(1) %.145, align 4, !dbg !312
  %.151 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.98, !dbg !312
  %17 = shufflevector <4 x float> %.126, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !312
  store <2 x float> %17, ptr addrspace(1) %.151, align 4, !dbg !312
  ret void, !dbg !312
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #2 !dbg !313 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !314
  %t1 = sext i32 %.13 to i64, !dbg !314
  %t6 = shl nsw i64 %t1, 3, !dbg !315
  %t7 = mul i64 %t6, %a12, !dbg !316
  %t9 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t7, !dbg !317
  %t10 = shl i64 %a12, 3, !dbg !318
  %.14 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !319
  %t12 = sext i32 %.14 to i64, !dbg !319
  %.15 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !320
  %.16 = getelementptr inbounds i8, ptr addrspace(4) %.15, i64 4, !dbg !320
  %.17 = load i16, ptr addrspace(4) %.16, align 4, !dbg !320, !invariant.load !6
  %t14 = zext i16 %.17 to i64
  %t165 = icmp sgt i64 %t10, %t12, !dbg !321
  br i1 %t165, label %b2, label %b3, !dbg !321

b2:                                               ; preds = %entry, %b2
  %t156 = phi i64 [ %t20, %b2 ], [ %t12, %entry ]
  %t17 = getelementptr inbounds float, ptr addrspace(1) %t9, i64 %t156, !dbg !322
  %.19 = load float, ptr addrspace(1) %t17, align 4, !dbg !322, !amdgpu.noclobber !6
  %0 = trunc i64 %t156 to i32, !dbg !323
  %t19 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d.shared.0, i32 %0, !dbg !323
  store float %.19, ptr addrspace(3) %t19, align 4, !dbg !323
  %t20 = add i64 %t156, %t14, !dbg !324
  %t16 = icmp slt i64 %t20, %t10, !dbg !321
  br i1 %t16, label %b2, label %b3, !dbg !321

b3:                                               ; preds = %b2, %entry
  %t23 = shl nsw i64 %t1, 4, !dbg !325
  %t24 = mul i64 %t23, %a13, !dbg !326
  %t26 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t24, !dbg !327
  %t27 = shl i64 %a13, 4, !dbg !328
  %t297 = icmp sgt i64 %t27, %t12, !dbg !321
  br i1 %t297, label %b5, label %b6, !dbg !321

b5:                                               ; preds = %b3, %b5
  %t288 = phi i64 [ %t33, %b5 ], [ %t12, %b3 ]
  %t30 = getelementptr inbounds float, ptr addrspace(1) %t26, i64 %t288, !dbg !322
  %.20 = load float, ptr addrspace(1) %t30, align 4, !dbg !322, !amdgpu.noclobber !6
  %1 = trunc i64 %t288 to i32, !dbg !323
  %t32 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d.shared.1, i32 %1, !dbg !323
  store float %.20, ptr addrspace(3) %t32, align 4, !dbg !323
  %t33 = add i64 %t288, %t14, !dbg !324
  %t29 = icmp slt i64 %t33, %t27, !dbg !321
  br i1 %t29, label %b5, label %b6, !dbg !321

b6:                                               ; preds = %b5, %b3
  fence syncscope("workgroup") release, !dbg !329
  tail call void @llvm.amdgcn.s.barrier(), !dbg !329
  fence syncscope("workgroup") acquire, !dbg !329
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !330
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.21), !dbg !330
  %.23 = lshr i32 %.22, 4, !dbg !330
  %.24 = zext i32 %.23 to i64, !dbg !330
  %.25 = and i32 %.22, 15, !dbg !330
  %.26 = zext i32 %.25 to i64, !dbg !330
  %.27 = mul i64 %.24, %a12, !dbg !330
  %.28 = add i64 %.27, %.26, !dbg !330
  %2 = trunc i64 %.28 to i32, !dbg !330
  %.29 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d.shared.0, i32 %2, !dbg !330
  %.301 = load i32, ptr addrspace(3) %.29, align 4, !dbg !330
  %.32 = and i32 %.301, 2147483647, !dbg !330
  %.33 = add i32 %.301, 4096, !dbg !330
  %.34 = and i32 %.33, -8192, !dbg !330
  %.35 = icmp eq i32 %.32, 2139095040, !dbg !330
  %.36 = select i1 %.35, i32 %.301, i32 %.34, !dbg !330
  %.37 = icmp ugt i32 %.32, 2139095040, !dbg !330
  %.38 = select i1 %.37, i32 2147483647, i32 %.36, !dbg !330
  %.39 = shl i64 %a12, 2, !dbg !330
  %.40 = add i64 %.28, %.39, !dbg !330
  %3 = trunc i64 %.40 to i32, !dbg !330
  %.41 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d.shared.0, i32 %3, !dbg !330
  %.422 = load i32, ptr addrspace(3) %.41, align 4, !dbg !330
  %.44 = and i32 %.422, 2147483647, !dbg !330
  %.45 = add i32 %.422, 4096, !dbg !330
  %.46 = and i32 %.45, -8192, !dbg !330
  %.47 = icmp eq i32 %.44, 2139095040, !dbg !330
  %.48 = select i1 %.47, i32 %.422, i32 %.46, !dbg !330
  %.49 = icmp ugt i32 %.44, 2139095040, !dbg !330
  %.50 = select i1 %.49, i32 2147483647, i32 %.48, !dbg !330
  %4 = trunc i64 %a13 to i32, !dbg !331
  %5 = mul i32 %.25, %4, !dbg !331
  %6 = add i32 %5, %.23, !dbg !331
  %.61 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d.shared.1, i32 %6, !dbg !331
  %.623 = load i32, ptr addrspace(3) %.61, align 4, !dbg !331
  %.64 = and i32 %.623, 2147483647, !dbg !331
  %.65 = add i32 %.623, 4096, !dbg !331
  %.66 = and i32 %.65, -8192, !dbg !331
  %.67 = icmp eq i32 %.64, 2139095040, !dbg !331
  %.68 = select i1 %.67, i32 %.623, i32 %.66, !dbg !331
  %.69 = icmp ugt i32 %.64, 2139095040, !dbg !331
  %.70 = select i1 %.69, i32 2147483647, i32 %.68, !dbg !331
  %7 = add i32 %6, 4, !dbg !331
  %.72 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d.shared.1, i32 %7, !dbg !331
  %.734 = load i32, ptr addrspace(3) %.72, align 4, !dbg !331
  %.75 = and i32 %.734, 2147483647, !dbg !331
  %.76 = add i32 %.734, 4096, !dbg !331
  %.77 = and i32 %.76, -8192, !dbg !331
  %.78 = icmp eq i32 %.75, 2139095040, !dbg !331
  %.79 = select i1 %.78, i32 %.734, i32 %.77, !dbg !331
  %.80 = icmp ugt i32 %.75, 2139095040, !dbg !331
  %.81 = select i1 %.80, i32 2147483647, i32 %.79, !dbg !331
  %t38 = mul i64 %t23, %a14, !dbg !332
  %t40 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t38, !dbg !333
  %.90 = shl nuw nsw i64 %.24, 2, !dbg !333
  %.91 = mul i64 %.26, %a14, !dbg !333
  %.92 = add i64 %.91, %.90, !dbg !333
  %.93 = getelementptr inbounds float, ptr addrspace(1) %t40, i64 %.92, !dbg !333
  %8 = load <2 x float>, ptr addrspace(1) %.93, align 4, !dbg !333
  %.98 = add i64 %.92, 2, !dbg !333
  %.99 = getelementptr inbounds float, ptr addrspace(1) %t40, i64 %.98, !dbg !333
  %9 = load <2 x float>, ptr addrspace(1) %.99, align 4, !dbg !333
  %.1159 = shufflevector <2 x float> %8, <2 x float> %9, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !334
  %.117 = bitcast i32 %.38 to float, !dbg !334
  %.119 = bitcast i32 %.70 to float, !dbg !334
  %.120 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.117, float %.119, <4 x float> %.1159, i32 0, i32 0, i32 0), !dbg !334
  %.122 = bitcast i32 %.50 to float, !dbg !334
  %.124 = bitcast i32 %.81 to float, !dbg !334
  %.125 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.122, float %.124, <4 x float> %.120, i32 0, i32 0, i32 0), !dbg !334
  %t44 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t38, !dbg !335
  %.144 = getelementptr inbounds float, ptr addrspace(1) %t44, i64 %.92, !dbg !335
  %10 = shufflevector <4 x float> %.125, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !335
  store <2 x float> %10, ptr addrspace(1) %.144, align 4, !dbg !335
  %.150 = getelementptr inbounds float, ptr addrspace(1) %t44, i64 %.98, !dbg !335
  %11 = shufflevector <4 x float> %.125, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !335
  store <2 x float> %11, ptr addrspace(1) %.150, align 4, !dbg !335
  ret void, !dbg !335
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16>, <4 x i16>, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #5

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #5

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float, float, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #5

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.y() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #3

attributes #0 = { argmemonly mustprogress nofree nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { argmemonly nofree nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #2 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #5 = { convergent mustprogress nofree nounwind readnone willreturn }
attributes #6 = { convergent mustprogress nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "mmatest.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRow_5bkern_2eFloat16_5d", scope: !1, file: !1, line: 27, type: !5, scopeLine: 27, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 28, column: 19, scope: !4)
!8 = !DILocation(line: 30, column: 28, scope: !4)
!9 = !DILocation(line: 30, column: 31, scope: !4)
!10 = !DILocation(line: 30, column: 18, scope: !4)
!11 = !DILocation(line: 31, column: 30, scope: !4)
!12 = !DILocation(line: 31, column: 18, scope: !4)
!13 = !DILocation(line: 32, column: 31, scope: !4)
!14 = !DILocation(line: 32, column: 18, scope: !4)
!15 = !DILocation(line: 33, column: 15, scope: !4)
!16 = !DILocation(line: 34, column: 13, scope: !4)
!17 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRow_5bkern_2eBFloat16_5d", scope: !1, file: !1, line: 27, type: !5, scopeLine: 27, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = !DILocation(line: 28, column: 19, scope: !17)
!19 = !DILocation(line: 30, column: 28, scope: !17)
!20 = !DILocation(line: 30, column: 31, scope: !17)
!21 = !DILocation(line: 30, column: 18, scope: !17)
!22 = !DILocation(line: 31, column: 30, scope: !17)
!23 = !DILocation(line: 31, column: 18, scope: !17)
!24 = !DILocation(line: 32, column: 31, scope: !17)
!25 = !DILocation(line: 32, column: 18, scope: !17)
!26 = !DILocation(line: 33, column: 15, scope: !17)
!27 = !DILocation(line: 34, column: 13, scope: !17)
!28 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRow_5bfloat32_5d", scope: !1, file: !1, line: 27, type: !5, scopeLine: 27, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!29 = !DILocation(line: 28, column: 19, scope: !28)
!30 = !DILocation(line: 30, column: 28, scope: !28)
!31 = !DILocation(line: 30, column: 31, scope: !28)
!32 = !DILocation(line: 30, column: 18, scope: !28)
!33 = !DILocation(line: 31, column: 28, scope: !28)
!34 = !DILocation(line: 31, column: 30, scope: !28)
!35 = !DILocation(line: 31, column: 18, scope: !28)
!36 = !DILocation(line: 32, column: 31, scope: !28)
!37 = !DILocation(line: 32, column: 18, scope: !28)
!38 = !DILocation(line: 33, column: 15, scope: !28)
!39 = !DILocation(line: 34, column: 13, scope: !28)
!40 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileCol_5bkern_2eFloat16_5d", scope: !1, file: !1, line: 41, type: !5, scopeLine: 41, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!41 = !DILocation(line: 42, column: 19, scope: !40)
!42 = !DILocation(line: 44, column: 28, scope: !40)
!43 = !DILocation(line: 44, column: 30, scope: !40)
!44 = !DILocation(line: 44, column: 18, scope: !40)
!45 = !DILocation(line: 45, column: 31, scope: !40)
!46 = !DILocation(line: 45, column: 18, scope: !40)
!47 = !DILocation(line: 46, column: 31, scope: !40)
!48 = !DILocation(line: 46, column: 18, scope: !40)
!49 = !DILocation(line: 47, column: 15, scope: !40)
!50 = !DILocation(line: 48, column: 13, scope: !40)
!51 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileCol_5bkern_2eBFloat16_5d", scope: !1, file: !1, line: 41, type: !5, scopeLine: 41, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!52 = !DILocation(line: 42, column: 19, scope: !51)
!53 = !DILocation(line: 44, column: 28, scope: !51)
!54 = !DILocation(line: 44, column: 30, scope: !51)
!55 = !DILocation(line: 44, column: 18, scope: !51)
!56 = !DILocation(line: 45, column: 31, scope: !51)
!57 = !DILocation(line: 45, column: 18, scope: !51)
!58 = !DILocation(line: 46, column: 31, scope: !51)
!59 = !DILocation(line: 46, column: 18, scope: !51)
!60 = !DILocation(line: 47, column: 15, scope: !51)
!61 = !DILocation(line: 48, column: 13, scope: !51)
!62 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileCol_5bfloat32_5d", scope: !1, file: !1, line: 41, type: !5, scopeLine: 41, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!63 = !DILocation(line: 42, column: 19, scope: !62)
!64 = !DILocation(line: 44, column: 28, scope: !62)
!65 = !DILocation(line: 44, column: 30, scope: !62)
!66 = !DILocation(line: 44, column: 18, scope: !62)
!67 = !DILocation(line: 45, column: 28, scope: !62)
!68 = !DILocation(line: 45, column: 31, scope: !62)
!69 = !DILocation(line: 45, column: 18, scope: !62)
!70 = !DILocation(line: 46, column: 31, scope: !62)
!71 = !DILocation(line: 46, column: 18, scope: !62)
!72 = !DILocation(line: 47, column: 15, scope: !62)
!73 = !DILocation(line: 48, column: 13, scope: !62)
!74 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileFill_5bkern_2eFloat16_5d", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!75 = !DILocation(line: 57, column: 18, scope: !74)
!76 = !DILocation(line: 58, column: 18, scope: !74)
!77 = !DILocation(line: 61, column: 16, scope: !74)
!78 = !DILocation(line: 63, column: 13, scope: !74)
!79 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileFill_5bkern_2eBFloat16_5d", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!80 = !DILocation(line: 57, column: 18, scope: !79)
!81 = !DILocation(line: 58, column: 18, scope: !79)
!82 = !DILocation(line: 61, column: 16, scope: !79)
!83 = !DILocation(line: 63, column: 13, scope: !79)
!84 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileFill_5bfloat32_5d", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!85 = !DILocation(line: 57, column: 18, scope: !84)
!86 = !DILocation(line: 58, column: 18, scope: !84)
!87 = !DILocation(line: 61, column: 16, scope: !84)
!88 = !DILocation(line: 63, column: 13, scope: !84)
!89 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eFloat16_5d", scope: !1, file: !1, line: 83, type: !5, scopeLine: 83, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!90 = !DILocation(line: 86, column: 20, scope: !89)
!91 = !DILocation(line: 87, column: 14, scope: !89)
!92 = !DILocation(line: 88, column: 16, scope: !89)
!93 = !DILocation(line: 88, column: 24, scope: !89)
!94 = !DILocation(line: 89, column: 22, scope: !89)
!95 = !DILocation(line: 89, column: 26, scope: !89)
!96 = !DILocation(line: 89, column: 44, scope: !89)
!97 = !DILocation(line: 89, column: 48, scope: !89)
!98 = !DILocation(line: 93, column: 48, scope: !89)
!99 = !DILocation(line: 98, column: 30, scope: !89)
!100 = !DILocation(line: 99, column: 33, scope: !89)
!101 = !DILocation(line: 99, column: 30, scope: !89)
!102 = !DILocation(line: 99, column: 37, scope: !89)
!103 = !DILocation(line: 92, column: 18, scope: !89)
!104 = !DILocation(line: 98, column: 20, scope: !89)
!105 = !DILocation(line: 0, scope: !89)
!106 = !DILocation(line: 93, column: 19, scope: !89)
!107 = !DILocation(line: 94, column: 19, scope: !89)
!108 = !DILocation(line: 94, column: 17, scope: !89)
!109 = !DILocation(line: 94, column: 25, scope: !89)
!110 = !DILocation(line: 94, column: 32, scope: !89)
!111 = !DILocation(line: 94, column: 27, scope: !89)
!112 = !DILocation(line: 94, column: 30, scope: !89)
!113 = !DILocation(line: 94, column: 13, scope: !89)
!114 = !DILocation(line: 94, column: 6, scope: !89)
!115 = !DILocation(line: 93, column: 33, scope: !89)
!116 = !DILocation(line: 96, column: 16, scope: !89)
!117 = !DILocation(line: 99, column: 39, scope: !89)
!118 = !DILocation(line: 99, column: 20, scope: !89)
!119 = !DILocation(line: 100, column: 18, scope: !89)
!120 = !DILocation(line: 102, column: 16, scope: !89)
!121 = !DILocation(line: 92, column: 23, scope: !89)
!122 = !DILocation(line: 104, column: 23, scope: !89)
!123 = !DILocation(line: 104, column: 30, scope: !89)
!124 = !DILocation(line: 104, column: 35, scope: !89)
!125 = !DILocation(line: 104, column: 13, scope: !89)
!126 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eBFloat16_5d", scope: !1, file: !1, line: 83, type: !5, scopeLine: 83, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!127 = !DILocation(line: 86, column: 20, scope: !126)
!128 = !DILocation(line: 87, column: 14, scope: !126)
!129 = !DILocation(line: 88, column: 16, scope: !126)
!130 = !DILocation(line: 88, column: 24, scope: !126)
!131 = !DILocation(line: 89, column: 22, scope: !126)
!132 = !DILocation(line: 89, column: 26, scope: !126)
!133 = !DILocation(line: 89, column: 44, scope: !126)
!134 = !DILocation(line: 89, column: 48, scope: !126)
!135 = !DILocation(line: 93, column: 48, scope: !126)
!136 = !DILocation(line: 98, column: 30, scope: !126)
!137 = !DILocation(line: 99, column: 33, scope: !126)
!138 = !DILocation(line: 99, column: 30, scope: !126)
!139 = !DILocation(line: 99, column: 37, scope: !126)
!140 = !DILocation(line: 92, column: 18, scope: !126)
!141 = !DILocation(line: 98, column: 20, scope: !126)
!142 = !DILocation(line: 0, scope: !126)
!143 = !DILocation(line: 93, column: 19, scope: !126)
!144 = !DILocation(line: 94, column: 19, scope: !126)
!145 = !DILocation(line: 94, column: 17, scope: !126)
!146 = !DILocation(line: 94, column: 25, scope: !126)
!147 = !DILocation(line: 94, column: 32, scope: !126)
!148 = !DILocation(line: 94, column: 27, scope: !126)
!149 = !DILocation(line: 94, column: 30, scope: !126)
!150 = !DILocation(line: 94, column: 13, scope: !126)
!151 = !DILocation(line: 94, column: 6, scope: !126)
!152 = !DILocation(line: 93, column: 33, scope: !126)
!153 = !DILocation(line: 96, column: 16, scope: !126)
!154 = !DILocation(line: 99, column: 39, scope: !126)
!155 = !DILocation(line: 99, column: 20, scope: !126)
!156 = !DILocation(line: 100, column: 18, scope: !126)
!157 = !DILocation(line: 102, column: 16, scope: !126)
!158 = !DILocation(line: 92, column: 23, scope: !126)
!159 = !DILocation(line: 104, column: 23, scope: !126)
!160 = !DILocation(line: 104, column: 30, scope: !126)
!161 = !DILocation(line: 104, column: 35, scope: !126)
!162 = !DILocation(line: 104, column: 13, scope: !126)
!163 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bfloat32_5d", scope: !1, file: !1, line: 83, type: !5, scopeLine: 83, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!164 = !DILocation(line: 86, column: 20, scope: !163)
!165 = !DILocation(line: 87, column: 14, scope: !163)
!166 = !DILocation(line: 88, column: 16, scope: !163)
!167 = !DILocation(line: 88, column: 24, scope: !163)
!168 = !DILocation(line: 89, column: 22, scope: !163)
!169 = !DILocation(line: 89, column: 26, scope: !163)
!170 = !DILocation(line: 89, column: 44, scope: !163)
!171 = !DILocation(line: 89, column: 48, scope: !163)
!172 = !DILocation(line: 93, column: 48, scope: !163)
!173 = !DILocation(line: 98, column: 30, scope: !163)
!174 = !DILocation(line: 99, column: 33, scope: !163)
!175 = !DILocation(line: 99, column: 30, scope: !163)
!176 = !DILocation(line: 99, column: 37, scope: !163)
!177 = !DILocation(line: 92, column: 18, scope: !163)
!178 = !DILocation(line: 98, column: 20, scope: !163)
!179 = !DILocation(line: 0, scope: !163)
!180 = !DILocation(line: 93, column: 19, scope: !163)
!181 = !DILocation(line: 94, column: 19, scope: !163)
!182 = !DILocation(line: 94, column: 17, scope: !163)
!183 = !DILocation(line: 94, column: 25, scope: !163)
!184 = !DILocation(line: 94, column: 32, scope: !163)
!185 = !DILocation(line: 94, column: 27, scope: !163)
!186 = !DILocation(line: 94, column: 30, scope: !163)
!187 = !DILocation(line: 94, column: 13, scope: !163)
!188 = !DILocation(line: 94, column: 6, scope: !163)
!189 = !DILocation(line: 93, column: 33, scope: !163)
!190 = !DILocation(line: 96, column: 16, scope: !163)
!191 = !DILocation(line: 99, column: 39, scope: !163)
!192 = !DILocation(line: 99, column: 20, scope: !163)
!193 = !DILocation(line: 100, column: 18, scope: !163)
!194 = !DILocation(line: 99, column: 42, scope: !163)
!195 = !DILocation(line: 102, column: 16, scope: !163)
!196 = !DILocation(line: 92, column: 23, scope: !163)
!197 = !DILocation(line: 104, column: 23, scope: !163)
!198 = !DILocation(line: 104, column: 30, scope: !163)
!199 = !DILocation(line: 104, column: 35, scope: !163)
!200 = !DILocation(line: 104, column: 13, scope: !163)
!201 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d", scope: !202, file: !202, line: 16, type: !5, scopeLine: 16, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!202 = !DIFile(filename: "shared.go", directory: "")
!203 = !DILocation(line: 17, column: 19, scope: !201)
!204 = !DILocation(line: 21, column: 29, scope: !201)
!205 = !DILocation(line: 21, column: 32, scope: !201)
!206 = !DILocation(line: 21, column: 25, scope: !201)
!207 = !DILocation(line: 21, column: 42, scope: !201)
!208 = !DILocation(line: 50, column: 22, scope: !201)
!209 = !DILocation(line: 50, column: 50, scope: !201)
!210 = !DILocation(line: 50, column: 30, scope: !201)
!211 = !DILocation(line: 51, column: 15, scope: !201)
!212 = !DILocation(line: 51, column: 6, scope: !201)
!213 = !DILocation(line: 50, column: 35, scope: !201)
!214 = !DILocation(line: 22, column: 31, scope: !201)
!215 = !DILocation(line: 22, column: 25, scope: !201)
!216 = !DILocation(line: 22, column: 40, scope: !201)
!217 = !DILocation(line: 23, column: 15, scope: !201)
!218 = !DILocation(line: 24, column: 18, scope: !201)
!219 = !DILocation(line: 25, column: 18, scope: !201)
!220 = !DILocation(line: 26, column: 31, scope: !201)
!221 = !DILocation(line: 26, column: 18, scope: !201)
!222 = !DILocation(line: 27, column: 45, scope: !201)
!223 = !DILocation(line: 27, column: 13, scope: !201)
!224 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d", scope: !202, file: !202, line: 16, type: !5, scopeLine: 16, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!225 = !DILocation(line: 17, column: 19, scope: !224)
!226 = !DILocation(line: 21, column: 29, scope: !224)
!227 = !DILocation(line: 21, column: 32, scope: !224)
!228 = !DILocation(line: 21, column: 25, scope: !224)
!229 = !DILocation(line: 21, column: 42, scope: !224)
!230 = !DILocation(line: 50, column: 22, scope: !224)
!231 = !DILocation(line: 50, column: 50, scope: !224)
!232 = !DILocation(line: 50, column: 30, scope: !224)
!233 = !DILocation(line: 51, column: 15, scope: !224)
!234 = !DILocation(line: 51, column: 6, scope: !224)
!235 = !DILocation(line: 50, column: 35, scope: !224)
!236 = !DILocation(line: 22, column: 31, scope: !224)
!237 = !DILocation(line: 22, column: 25, scope: !224)
!238 = !DILocation(line: 22, column: 40, scope: !224)
!239 = !DILocation(line: 23, column: 15, scope: !224)
!240 = !DILocation(line: 24, column: 18, scope: !224)
!241 = !DILocation(line: 25, column: 18, scope: !224)
!242 = !DILocation(line: 26, column: 31, scope: !224)
!243 = !DILocation(line: 26, column: 18, scope: !224)
!244 = !DILocation(line: 27, column: 45, scope: !224)
!245 = !DILocation(line: 27, column: 13, scope: !224)
!246 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d", scope: !202, file: !202, line: 16, type: !5, scopeLine: 16, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!247 = !DILocation(line: 17, column: 19, scope: !246)
!248 = !DILocation(line: 21, column: 29, scope: !246)
!249 = !DILocation(line: 21, column: 32, scope: !246)
!250 = !DILocation(line: 21, column: 25, scope: !246)
!251 = !DILocation(line: 21, column: 42, scope: !246)
!252 = !DILocation(line: 50, column: 22, scope: !246)
!253 = !DILocation(line: 50, column: 50, scope: !246)
!254 = !DILocation(line: 50, column: 30, scope: !246)
!255 = !DILocation(line: 51, column: 15, scope: !246)
!256 = !DILocation(line: 51, column: 6, scope: !246)
!257 = !DILocation(line: 50, column: 35, scope: !246)
!258 = !DILocation(line: 22, column: 29, scope: !246)
!259 = !DILocation(line: 22, column: 31, scope: !246)
!260 = !DILocation(line: 22, column: 25, scope: !246)
!261 = !DILocation(line: 22, column: 40, scope: !246)
!262 = !DILocation(line: 23, column: 15, scope: !246)
!263 = !DILocation(line: 24, column: 18, scope: !246)
!264 = !DILocation(line: 25, column: 18, scope: !246)
!265 = !DILocation(line: 26, column: 31, scope: !246)
!266 = !DILocation(line: 26, column: 18, scope: !246)
!267 = !DILocation(line: 27, column: 45, scope: !246)
!268 = !DILocation(line: 27, column: 13, scope: !246)
!269 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d", scope: !202, file: !202, line: 34, type: !5, scopeLine: 34, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!270 = !DILocation(line: 35, column: 19, scope: !269)
!271 = !DILocation(line: 39, column: 29, scope: !269)
!272 = !DILocation(line: 39, column: 31, scope: !269)
!273 = !DILocation(line: 39, column: 25, scope: !269)
!274 = !DILocation(line: 39, column: 40, scope: !269)
!275 = !DILocation(line: 50, column: 22, scope: !269)
!276 = !DILocation(line: 50, column: 50, scope: !269)
!277 = !DILocation(line: 50, column: 30, scope: !269)
!278 = !DILocation(line: 51, column: 15, scope: !269)
!279 = !DILocation(line: 51, column: 6, scope: !269)
!280 = !DILocation(line: 50, column: 35, scope: !269)
!281 = !DILocation(line: 40, column: 32, scope: !269)
!282 = !DILocation(line: 40, column: 25, scope: !269)
!283 = !DILocation(line: 40, column: 42, scope: !269)
!284 = !DILocation(line: 41, column: 15, scope: !269)
!285 = !DILocation(line: 42, column: 18, scope: !269)
!286 = !DILocation(line: 43, column: 18, scope: !269)
!287 = !DILocation(line: 44, column: 31, scope: !269)
!288 = !DILocation(line: 44, column: 18, scope: !269)
!289 = !DILocation(line: 45, column: 45, scope: !269)
!290 = !DILocation(line: 45, column: 13, scope: !269)
!291 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d", scope: !202, file: !202, line: 34, type: !5, scopeLine: 34, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!292 = !DILocation(line: 35, column: 19, scope: !291)
!293 = !DILocation(line: 39, column: 29, scope: !291)
!294 = !DILocation(line: 39, column: 31, scope: !291)
!295 = !DILocation(line: 39, column: 25, scope: !291)
!296 = !DILocation(line: 39, column: 40, scope: !291)
!297 = !DILocation(line: 50, column: 22, scope: !291)
!298 = !DILocation(line: 50, column: 50, scope: !291)
!299 = !DILocation(line: 50, column: 30, scope: !291)
!300 = !DILocation(line: 51, column: 15, scope: !291)
!301 = !DILocation(line: 51, column: 6, scope: !291)
!302 = !DILocation(line: 50, column: 35, scope: !291)
!303 = !DILocation(line: 40, column: 32, scope: !291)
!304 = !DILocation(line: 40, column: 25, scope: !291)
!305 = !DILocation(line: 40, column: 42, scope: !291)
!306 = !DILocation(line: 41, column: 15, scope: !291)
!307 = !DILocation(line: 42, column: 18, scope: !291)
!308 = !DILocation(line: 43, column: 18, scope: !291)
!309 = !DILocation(line: 44, column: 31, scope: !291)
!310 = !DILocation(line: 44, column: 18, scope: !291)
!311 = !DILocation(line: 45, column: 45, scope: !291)
!312 = !DILocation(line: 45, column: 13, scope: !291)
!313 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d", scope: !202, file: !202, line: 34, type: !5, scopeLine: 34, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!314 = !DILocation(line: 35, column: 19, scope: !313)
!315 = !DILocation(line: 39, column: 29, scope: !313)
!316 = !DILocation(line: 39, column: 31, scope: !313)
!317 = !DILocation(line: 39, column: 25, scope: !313)
!318 = !DILocation(line: 39, column: 40, scope: !313)
!319 = !DILocation(line: 50, column: 22, scope: !313)
!320 = !DILocation(line: 50, column: 50, scope: !313)
!321 = !DILocation(line: 50, column: 30, scope: !313)
!322 = !DILocation(line: 51, column: 15, scope: !313)
!323 = !DILocation(line: 51, column: 6, scope: !313)
!324 = !DILocation(line: 50, column: 35, scope: !313)
!325 = !DILocation(line: 40, column: 29, scope: !313)
!326 = !DILocation(line: 40, column: 32, scope: !313)
!327 = !DILocation(line: 40, column: 25, scope: !313)
!328 = !DILocation(line: 40, column: 42, scope: !313)
!329 = !DILocation(line: 41, column: 15, scope: !313)
!330 = !DILocation(line: 42, column: 18, scope: !313)
!331 = !DILocation(line: 43, column: 18, scope: !313)
!332 = !DILocation(line: 44, column: 31, scope: !313)
!333 = !DILocation(line: 44, column: 18, scope: !313)
!334 = !DILocation(line: 45, column: 45, scope: !313)
!335 = !DILocation(line: 45, column: 13, scope: !313)
