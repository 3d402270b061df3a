; kern module github.com/kernlab/kern/internal/testing/mmatest (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmulF16.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmulBF16.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmulTF32.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowF16(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #0 !dbg !4 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  %t5 = sext i32 %.13 to i64, !dbg !7
  %t6 = shl nsw i64 %t5, 4, !dbg !8
  %t7 = mul i64 %t6, %a12, !dbg !9
  %t8 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t7, !dbg !10
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !10
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.14), !dbg !10
  %.18 = and i32 %.15, 15, !dbg !10
  %.19 = zext i32 %.18 to i64, !dbg !10
  %0 = lshr i32 %.15, 2, !dbg !10
  %1 = and i32 %0, 1073741820, !dbg !10
  %.20 = zext i32 %1 to i64, !dbg !10
  %.21 = mul i64 %.19, %a12, !dbg !10
  %.22 = add i64 %.21, %.20, !dbg !10
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %t8, i64 %.22
  %.24 = load i16, ptr addrspace(1) %.23, align 2, !dbg !10, !amdgpu.noclobber !6
  %.25 = zext i16 %.24 to i32, !dbg !10
  %.26 = add i64 %.22, 1, !dbg !10
  %.27 = getelementptr inbounds i16, ptr addrspace(1) %t8, i64 %.26
  %.28 = load i16, ptr addrspace(1) %.27, align 2, !dbg !10, !amdgpu.noclobber !6
  %.29 = zext i16 %.28 to i32, !dbg !10
  %.30 = shl nuw i32 %.29, 16, !dbg !10
  %.31 = or i32 %.30, %.25, !dbg !10
  %.32 = add i64 %.22, 2, !dbg !10
  %.33 = getelementptr inbounds i16, ptr addrspace(1) %t8, i64 %.32
  %.34 = load i16, ptr addrspace(1) %.33, align 2, !dbg !10, !amdgpu.noclobber !6
  %.35 = zext i16 %.34 to i32, !dbg !10
  %.36 = add i64 %.22, 3, !dbg !10
  %.37 = getelementptr inbounds i16, ptr addrspace(1) %t8, i64 %.36
  %.38 = load i16, ptr addrspace(1) %.37, align 2, !dbg !10, !amdgpu.noclobber !6
  %.39 = zext i16 %.38 to i32, !dbg !10
  %.40 = shl nuw i32 %.39, 16, !dbg !10
  %.41 = or i32 %.40, %.35, !dbg !10
  %t11 = mul i64 %t6, %a13, !dbg !11
  %t12 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t11, !dbg !12
  %.51 = mul i64 %.20, %a13, !dbg !12
  %.52 = add i64 %.51, %.19, !dbg !12
  %.53 = getelementptr inbounds i16, ptr addrspace(1) %t12, i64 %.52
  %.54 = load i16, ptr addrspace(1) %.53, align 2, !dbg !12, !amdgpu.noclobber !6
  %.55 = zext i16 %.54 to i32, !dbg !12
  %.57 = add i64 %.52, %a13, !dbg !12
  %.58 = getelementptr inbounds i16, ptr addrspace(1) %t12, i64 %.57
  %.59 = load i16, ptr addrspace(1) %.58, align 2, !dbg !12, !amdgpu.noclobber !6
  %.60 = zext i16 %.59 to i32, !dbg !12
  %.61 = shl nuw i32 %.60, 16, !dbg !12
  %.62 = or i32 %.61, %.55, !dbg !12
  %.63 = shl i64 %a13, 1, !dbg !12
  %.64 = add i64 %.52, %.63, !dbg !12
  %.65 = getelementptr inbounds i16, ptr addrspace(1) %t12, i64 %.64
  %.66 = load i16, ptr addrspace(1) %.65, align 2, !dbg !12, !amdgpu.noclobber !6
  %.67 = zext i16 %.66 to i32, !dbg !12
  %.68 = mul i64 %a13, 3, !dbg !12
  %.69 = add i64 %.52, %.68, !dbg !12
  %.70 = getelementptr inbounds i16, ptr addrspace(1) %t12, i64 %.69
  %.71 = load i16, ptr addrspace(1) %.70, align 2, !dbg !12, !amdgpu.noclobber !6
  %.72 = zext i16 %.71 to i32, !dbg !12
  %.73 = shl nuw i32 %.72, 16, !dbg !12
  %.74 = or i32 %.73, %.67, !dbg !12
  %t15 = mul i64 %t6, %a14, !dbg !13
  %t16 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t15, !dbg !14
  %.84 = mul i64 %.20, %a14, !dbg !14
  %.85 = add i64 %.84, %.19, !dbg !14
  %.86 = getelementptr inbounds float, ptr addrspace(1) %t16, i64 %.85
  %.87 = load float, ptr addrspace(1) %.86, align 4, !dbg !14, !amdgpu.noclobber !6
  %.89 = add i64 %.85, %a14, !dbg !14
  %.90 = getelementptr inbounds float, ptr addrspace(1) %t16, i64 %.89
  %.91 = load float, ptr addrspace(1) %.90, align 4, !dbg !14, !amdgpu.noclobber !6
  %.92 = shl i64 %a14, 1, !dbg !14
  %.93 = add i64 %.85, %.92, !dbg !14
  %.94 = getelementptr inbounds float, ptr addrspace(1) %t16, i64 %.93
  %.95 = load float, ptr addrspace(1) %.94, align 4, !dbg !14, !amdgpu.noclobber !6
  %.96 = mul i64 %a14, 3, !dbg !14
  %.97 = add i64 %.85, %.96, !dbg !14
  %.98 = getelementptr inbounds float, ptr addrspace(1) %t16, i64 %.97
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
  %t20 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t15, !dbg !16
  %.141 = getelementptr inbounds float, ptr addrspace(1) %t20, i64 %.85
  store float %.123, ptr addrspace(1) %.141, align 4, !dbg !16
  %.145 = getelementptr inbounds float, ptr addrspace(1) %t20, i64 %.89
  store float %.124, ptr addrspace(1) %.145, align 4, !dbg !16
  %.149 = getelementptr inbounds float, ptr addrspace(1) %t20, i64 %.93
  store float %.125, ptr addrspace(1) %.149, align 4, !dbg !16
  %.153 = getelementptr inbounds float, ptr addrspace(1) %t20, i64 %.97
  store float %.126, ptr addrspace(1) %.153, align 4, !dbg !16
  ret void, !dbg !17
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowBF16(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #0 !dbg !18 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !19
  %t5 = sext i32 %.13 to i64, !dbg !19
  %t6 = shl nsw i64 %t5, 4, !dbg !20
  %t7 = mul i64 %t6, %a12, !dbg !21
  %t8 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t7, !dbg !22
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !22
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.14), !dbg !22
  %.18 = and i32 %.15, 15, !dbg !22
  %.19 = zext i32 %.18 to i64, !dbg !22
  %0 = lshr i32 %.15, 2, !dbg !22
  %1 = and i32 %0, 1073741820, !dbg !22
  %.20 = zext i32 %1 to i64, !dbg !22
  %.21 = mul i64 %.19, %a12, !dbg !22
  %.22 = add i64 %.21, %.20, !dbg !22
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %t8, i64 %.22
  %.24 = load i16, ptr addrspace(1) %.23, align 2, !dbg !22, !amdgpu.noclobber !6
  %.25 = zext i16 %.24 to i32, !dbg !22
  %.26 = add i64 %.22, 1, !dbg !22
  %.27 = getelementptr inbounds i16, ptr addrspace(1) %t8, i64 %.26
  %.28 = load i16, ptr addrspace(1) %.27, align 2, !dbg !22, !amdgpu.noclobber !6
  %.29 = zext i16 %.28 to i32, !dbg !22
  %.30 = shl nuw i32 %.29, 16, !dbg !22
  %.31 = or i32 %.30, %.25, !dbg !22
  %.32 = add i64 %.22, 2, !dbg !22
  %.33 = getelementptr inbounds i16, ptr addrspace(1) %t8, i64 %.32
  %.34 = load i16, ptr addrspace(1) %.33, align 2, !dbg !22, !amdgpu.noclobber !6
  %.35 = zext i16 %.34 to i32, !dbg !22
  %.36 = add i64 %.22, 3, !dbg !22
  %.37 = getelementptr inbounds i16, ptr addrspace(1) %t8, i64 %.36
  %.38 = load i16, ptr addrspace(1) %.37, align 2, !dbg !22, !amdgpu.noclobber !6
  %.39 = zext i16 %.38 to i32, !dbg !22
  %.40 = shl nuw i32 %.39, 16, !dbg !22
  %.41 = or i32 %.40, %.35, !dbg !22
  %t11 = mul i64 %t6, %a13, !dbg !23
  %t12 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t11, !dbg !24
  %.51 = mul i64 %.20, %a13, !dbg !24
  %.52 = add i64 %.51, %.19, !dbg !24
  %.53 = getelementptr inbounds i16, ptr addrspace(1) %t12, i64 %.52
  %.54 = load i16, ptr addrspace(1) %.53, align 2, !dbg !24, !amdgpu.noclobber !6
  %.55 = zext i16 %.54 to i32, !dbg !24
  %.57 = add i64 %.52, %a13, !dbg !24
  %.58 = getelementptr inbounds i16, ptr addrspace(1) %t12, i64 %.57
  %.59 = load i16, ptr addrspace(1) %.58, align 2, !dbg !24, !amdgpu.noclobber !6
  %.60 = zext i16 %.59 to i32, !dbg !24
  %.61 = shl nuw i32 %.60, 16, !dbg !24
  %.62 = or i32 %.61, %.55, !dbg !24
  %.63 = shl i64 %a13, 1, !dbg !24
  %.64 = add i64 %.52, %.63, !dbg !24
  %.65 = getelementptr inbounds i16, ptr addrspace(1) %t12, i64 %.64
  %.66 = load i16, ptr addrspace(1) %.65, align 2, !dbg !24, !amdgpu.noclobber !6
  %.67 = zext i16 %.66 to i32, !dbg !24
  %.68 = mul i64 %a13, 3, !dbg !24
  %.69 = add i64 %.52, %.68, !dbg !24
  %.70 = getelementptr inbounds i16, ptr addrspace(1) %t12, i64 %.69
  %.71 = load i16, ptr addrspace(1) %.70, align 2, !dbg !24, !amdgpu.noclobber !6
  %.72 = zext i16 %.71 to i32, !dbg !24
  %.73 = shl nuw i32 %.72, 16, !dbg !24
  %.74 = or i32 %.73, %.67, !dbg !24
  %t15 = mul i64 %t6, %a14, !dbg !25
  %t16 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t15, !dbg !26
  %.84 = mul i64 %.20, %a14, !dbg !26
  %.85 = add i64 %.84, %.19, !dbg !26
  %.86 = getelementptr inbounds float, ptr addrspace(1) %t16, i64 %.85
  %.87 = load float, ptr addrspace(1) %.86, align 4, !dbg !26, !amdgpu.noclobber !6
  %.89 = add i64 %.85, %a14, !dbg !26
  %.90 = getelementptr inbounds float, ptr addrspace(1) %t16, i64 %.89
  %.91 = load float, ptr addrspace(1) %.90, align 4, !dbg !26, !amdgpu.noclobber !6
  %.92 = shl i64 %a14, 1, !dbg !26
  %.93 = add i64 %.85, %.92, !dbg !26
  %.94 = getelementptr inbounds float, ptr addrspace(1) %t16, i64 %.93
  %.95 = load float, ptr addrspace(1) %.94, align 4, !dbg !26, !amdgpu.noclobber !6
  %.96 = mul i64 %a14, 3, !dbg !26
  %.97 = add i64 %.85, %.96, !dbg !26
  %.98 = getelementptr inbounds float, ptr addrspace(1) %t16, i64 %.97
  %.99 = load float, ptr addrspace(1) %.98, align 4, !dbg !26, !amdgpu.noclobber !6
  %.105 = insertelement <4 x float> poison, float %.87, i64 0, !dbg !27
  %.107 = insertelement <4 x float> %.105, float %.91, i64 1, !dbg !27
  %.109 = insertelement <4 x float> %.107, float %.95, i64 2, !dbg !27
  %.111 = insertelement <4 x float> %.109, float %.99, i64 3, !dbg !27
  %.113 = insertelement <2 x i32> poison, i32 %.31, i64 0, !dbg !27
  %.115 = insertelement <2 x i32> %.113, i32 %.41, i64 1, !dbg !27
  %.116 = bitcast <2 x i32> %.115 to <4 x i16>, !dbg !27
  %.118 = insertelement <2 x i32> poison, i32 %.62, i64 0, !dbg !27
  %.120 = insertelement <2 x i32> %.118, i32 %.74, i64 1, !dbg !27
  %.121 = bitcast <2 x i32> %.120 to <4 x i16>, !dbg !27
  %.122 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.116, <4 x i16> %.121, <4 x float> %.111, i32 0, i32 0, i32 0), !dbg !27
  %.123 = extractelement <4 x float> %.122, i64 0, !dbg !27
  %.124 = extractelement <4 x float> %.122, i64 1, !dbg !27
  %.125 = extractelement <4 x float> %.122, i64 2, !dbg !27
  %.126 = extractelement <4 x float> %.122, i64 3, !dbg !27
  %t20 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t15, !dbg !28
  %.141 = getelementptr inbounds float, ptr addrspace(1) %t20, i64 %.85
  store float %.123, ptr addrspace(1) %.141, align 4, !dbg !28
  %.145 = getelementptr inbounds float, ptr addrspace(1) %t20, i64 %.89
  store float %.124, ptr addrspace(1) %.145, align 4, !dbg !28
  %.149 = getelementptr inbounds float, ptr addrspace(1) %t20, i64 %.93
  store float %.125, ptr addrspace(1) %.149, align 4, !dbg !28
  %.153 = getelementptr inbounds float, ptr addrspace(1) %t20, i64 %.97
  store float %.126, ptr addrspace(1) %.153, align 4, !dbg !28
  ret void, !dbg !29
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowTF32(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #0 !dbg !30 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !31
  %t5 = sext i32 %.13 to i64, !dbg !31
  %t6 = shl nsw i64 %t5, 4, !dbg !32
  %t7 = mul i64 %t6, %a12, !dbg !33
  %t8 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t7, !dbg !34
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !34
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.14), !dbg !34
  %.16 = lshr i32 %.15, 4, !dbg !34
  %.17 = zext i32 %.16 to i64, !dbg !34
  %.18 = and i32 %.15, 15, !dbg !34
  %.19 = zext i32 %.18 to i64, !dbg !34
  %.20 = mul i64 %.19, %a12, !dbg !34
  %.21 = add i64 %.20, %.17, !dbg !34
  %.22 = getelementptr inbounds float, ptr addrspace(1) %t8, i64 %.21
  %.231 = load i32, ptr addrspace(1) %.22, align 4, !dbg !34, !amdgpu.noclobber !6
  %.25 = and i32 %.231, 2147483647, !dbg !34
  %.26 = add i32 %.231, 4096, !dbg !34
  %.27 = and i32 %.26, -8192, !dbg !34
  %.28 = icmp eq i32 %.25, 2139095040, !dbg !34
  %.29 = select i1 %.28, i32 %.231, i32 %.27, !dbg !34
  %.30 = icmp ugt i32 %.25, 2139095040, !dbg !34
  %.31 = select i1 %.30, i32 2147483647, i32 %.29, !dbg !34
  %.32 = add i64 %.21, 4, !dbg !34
  %.33 = getelementptr inbounds float, ptr addrspace(1) %t8, i64 %.32
  %.342 = load i32, ptr addrspace(1) %.33, align 4, !dbg !34, !amdgpu.noclobber !6
  %.36 = and i32 %.342, 2147483647, !dbg !34
  %.37 = add i32 %.342, 4096, !dbg !34
  %.38 = and i32 %.37, -8192, !dbg !34
  %.39 = icmp eq i32 %.36, 2139095040, !dbg !34
  %.40 = select i1 %.39, i32 %.342, i32 %.38, !dbg !34
  %.41 = icmp ugt i32 %.36, 2139095040, !dbg !34
  %.42 = select i1 %.41, i32 2147483647, i32 %.40, !dbg !34
  %t11 = shl nsw i64 %t5, 3, !dbg !35
  %t12 = mul i64 %t11, %a13, !dbg !36
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t12, !dbg !37
  %.51 = mul i64 %.17, %a13, !dbg !37
  %.52 = add i64 %.51, %.19, !dbg !37
  %.53 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.52
  %.543 = load i32, ptr addrspace(1) %.53, align 4, !dbg !37, !amdgpu.noclobber !6
  %.56 = and i32 %.543, 2147483647, !dbg !37
  %.57 = add i32 %.543, 4096, !dbg !37
  %.58 = and i32 %.57, -8192, !dbg !37
  %.59 = icmp eq i32 %.56, 2139095040, !dbg !37
  %.60 = select i1 %.59, i32 %.543, i32 %.58, !dbg !37
  %.61 = icmp ugt i32 %.56, 2139095040, !dbg !37
  %.62 = select i1 %.61, i32 2147483647, i32 %.60, !dbg !37
  %.63 = shl i64 %a13, 2, !dbg !37
  %.64 = add i64 %.52, %.63, !dbg !37
  %.65 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.64
  %.664 = load i32, ptr addrspace(1) %.65, align 4, !dbg !37, !amdgpu.noclobber !6
  %.68 = and i32 %.664, 2147483647, !dbg !37
  %.69 = add i32 %.664, 4096, !dbg !37
  %.70 = and i32 %.69, -8192, !dbg !37
  %.71 = icmp eq i32 %.68, 2139095040, !dbg !37
  %.72 = select i1 %.71, i32 %.664, i32 %.70, !dbg !37
  %.73 = icmp ugt i32 %.68, 2139095040, !dbg !37
  %.74 = select i1 %.73, i32 2147483647, i32 %.72, !dbg !37
  %t16 = mul i64 %t6, %a14, !dbg !38
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t16, !dbg !39
  %.83 = shl i64 %a14, 2, !dbg !39
  %.84 = mul i64 %.83, %.17, !dbg !39
  %.85 = add i64 %.84, %.19, !dbg !39
  %.86 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.85
  %.87 = load float, ptr addrspace(1) %.86, align 4, !dbg !39, !amdgpu.noclobber !6
  %.89 = add i64 %.85, %a14, !dbg !39
  %.90 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.89
  %.91 = load float, ptr addrspace(1) %.90, align 4, !dbg !39, !amdgpu.noclobber !6
  %.92 = shl i64 %a14, 1, !dbg !39
  %.93 = add i64 %.85, %.92, !dbg !39
  %.94 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.93
  %.95 = load float, ptr addrspace(1) %.94, align 4, !dbg !39, !amdgpu.noclobber !6
  %.96 = mul i64 %a14, 3, !dbg !39
  %.97 = add i64 %.85, %.96, !dbg !39
  %.98 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.97
  %.99 = load float, ptr addrspace(1) %.98, align 4, !dbg !39, !amdgpu.noclobber !6
  %.105 = insertelement <4 x float> poison, float %.87, i64 0, !dbg !40
  %.107 = insertelement <4 x float> %.105, float %.91, i64 1, !dbg !40
  %.109 = insertelement <4 x float> %.107, float %.95, i64 2, !dbg !40
  %.111 = insertelement <4 x float> %.109, float %.99, i64 3, !dbg !40
  %.113 = bitcast i32 %.31 to float, !dbg !40
  %.115 = bitcast i32 %.62 to float, !dbg !40
  %.116 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.113, float %.115, <4 x float> %.111, i32 0, i32 0, i32 0), !dbg !40
  %.118 = bitcast i32 %.42 to float, !dbg !40
  %.120 = bitcast i32 %.74 to float, !dbg !40
  %.121 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.118, float %.120, <4 x float> %.116, i32 0, i32 0, i32 0), !dbg !40
  %.122 = extractelement <4 x float> %.121, i64 0, !dbg !40
  %.123 = extractelement <4 x float> %.121, i64 1, !dbg !40
  %.124 = extractelement <4 x float> %.121, i64 2, !dbg !40
  %.125 = extractelement <4 x float> %.121, i64 3, !dbg !40
  %t21 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t16, !dbg !41
  %.140 = getelementptr inbounds float, ptr addrspace(1) %t21, i64 %.85
  store float %.122, ptr addrspace(1) %.140, align 4, !dbg !41
  %.144 = getelementptr inbounds float, ptr addrspace(1) %t21, i64 %.89
  store float %.123, ptr addrspace(1) %.144, align 4, !dbg !41
  %.148 = getelementptr inbounds float, ptr addrspace(1) %t21, i64 %.93
  store float %.124, ptr addrspace(1) %.148, align 4, !dbg !41
  %.152 = getelementptr inbounds float, ptr addrspace(1) %t21, i64 %.97
  store float %.125, ptr addrspace(1) %.152, align 4, !dbg !41
  ret void, !dbg !42
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColF16(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #0 !dbg !43 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !44
  %t5 = sext i32 %.13 to i64, !dbg !44
  %t6 = shl nsw i64 %t5, 4, !dbg !45
  %t7 = mul i64 %t6, %a12, !dbg !46
  %t8 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t7, !dbg !47
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !47
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.14), !dbg !47
  %.18 = and i32 %.15, 15, !dbg !47
  %.19 = zext i32 %.18 to i64, !dbg !47
  %0 = lshr i32 %.15, 2, !dbg !47
  %1 = and i32 %0, 1073741820, !dbg !47
  %.20 = zext i32 %1 to i64, !dbg !47
  %.21 = mul i64 %.20, %a12, !dbg !47
  %.22 = add i64 %.21, %.19, !dbg !47
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %t8, i64 %.22
  %.24 = load i16, ptr addrspace(1) %.23, align 2, !dbg !47, !amdgpu.noclobber !6
  %.25 = zext i16 %.24 to i32, !dbg !47
  %.27 = add i64 %.22, %a12, !dbg !47
  %.28 = getelementptr inbounds i16, ptr addrspace(1) %t8, i64 %.27
  %.29 = load i16, ptr addrspace(1) %.28, align 2, !dbg !47, !amdgpu.noclobber !6
  %.30 = zext i16 %.29 to i32, !dbg !47
  %.31 = shl nuw i32 %.30, 16, !dbg !47
  %.32 = or i32 %.31, %.25, !dbg !47
  %.33 = shl i64 %a12, 1, !dbg !47
  %.34 = add i64 %.22, %.33, !dbg !47
  %.35 = getelementptr inbounds i16, ptr addrspace(1) %t8, i64 %.34
  %.36 = load i16, ptr addrspace(1) %.35, align 2, !dbg !47, !amdgpu.noclobber !6
  %.37 = zext i16 %.36 to i32, !dbg !47
  %.38 = mul i64 %a12, 3, !dbg !47
  %.39 = add i64 %.22, %.38, !dbg !47
  %.40 = getelementptr inbounds i16, ptr addrspace(1) %t8, i64 %.39
  %.41 = load i16, ptr addrspace(1) %.40, align 2, !dbg !47, !amdgpu.noclobber !6
  %.42 = zext i16 %.41 to i32, !dbg !47
  %.43 = shl nuw i32 %.42, 16, !dbg !47
  %.44 = or i32 %.43, %.37, !dbg !47
  %t11 = mul i64 %t6, %a13, !dbg !48
  %t12 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t11, !dbg !49
  %.54 = mul i64 %.19, %a13, !dbg !49
  %.55 = add i64 %.54, %.20, !dbg !49
  %.56 = getelementptr inbounds i16, ptr addrspace(1) %t12, i64 %.55
  %.57 = load i16, ptr addrspace(1) %.56, align 2, !dbg !49, !amdgpu.noclobber !6
  %.58 = zext i16 %.57 to i32, !dbg !49
  %.59 = add i64 %.55, 1, !dbg !49
  %.60 = getelementptr inbounds i16, ptr addrspace(1) %t12, i64 %.59
  %.61 = load i16, ptr addrspace(1) %.60, align 2, !dbg !49, !amdgpu.noclobber !6
  %.62 = zext i16 %.61 to i32, !dbg !49
  %.63 = shl nuw i32 %.62, 16, !dbg !49
  %.64 = or i32 %.63, %.58, !dbg !49
  %.65 = add i64 %.55, 2, !dbg !49
  %.66 = getelementptr inbounds i16, ptr addrspace(1) %t12, i64 %.65
  %.67 = load i16, ptr addrspace(1) %.66, align 2, !dbg !49, !amdgpu.noclobber !6
  %.68 = zext i16 %.67 to i32, !dbg !49
  %.69 = add i64 %.55, 3, !dbg !49
  %.70 = getelementptr inbounds i16, ptr addrspace(1) %t12, i64 %.69
  %.71 = load i16, ptr addrspace(1) %.70, align 2, !dbg !49, !amdgpu.noclobber !6
  %.72 = zext i16 %.71 to i32, !dbg !49
  %.73 = shl nuw i32 %.72, 16, !dbg !49
  %.74 = or i32 %.73, %.68, !dbg !49
  %t15 = mul i64 %t6, %a14, !dbg !50
  %t16 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t15, !dbg !51
  %.84 = mul i64 %.19, %a14, !dbg !51
  %.85 = add i64 %.84, %.20, !dbg !51
  %.86 = getelementptr inbounds float, ptr addrspace(1) %t16, i64 %.85
  %2 = load <2 x float>, ptr addrspace(1) %.86, align 4, !dbg !51
  %.91 = add i64 %.85, 2, !dbg !51
  %.92 = getelementptr inbounds float, ptr addrspace(1) %t16, i64 %.91
  %3 = load <2 x float>, ptr addrspace(1) %.92, align 4, !dbg !51
  %.1081 = shufflevector <2 x float> %2, <2 x float> %3, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !52
  %.110 = insertelement <2 x i32> poison, i32 %.32, i64 0, !dbg !52
  %.112 = insertelement <2 x i32> %.110, i32 %.44, i64 1, !dbg !52
  %.113 = bitcast <2 x i32> %.112 to <4 x half>, !dbg !52
  %.115 = insertelement <2 x i32> poison, i32 %.64, i64 0, !dbg !52
  %.117 = insertelement <2 x i32> %.115, i32 %.74, i64 1, !dbg !52
  %.118 = bitcast <2 x i32> %.117 to <4 x half>, !dbg !52
  %.119 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.113, <4 x half> %.118, <4 x float> %.1081, i32 0, i32 0, i32 0), !dbg !52
  %t20 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t15, !dbg !53
  %.138 = getelementptr inbounds float, ptr addrspace(1) %t20, i64 %.85
  %4 = shufflevector <4 x float> %.119, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !53
  store <2 x float> %4, ptr addrspace(1) %.138, align 4, !dbg !53
  %.144 = getelementptr inbounds float, ptr addrspace(1) %t20, i64 %.91
  %5 = shufflevector <4 x float> %.119, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !53
  store <2 x float> %5, ptr addrspace(1) %.144, align 4, !dbg !53
  ret void, !dbg !54
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColBF16(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #0 !dbg !55 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !56
  %t5 = sext i32 %.13 to i64, !dbg !56
  %t6 = shl nsw i64 %t5, 4, !dbg !57
  %t7 = mul i64 %t6, %a12, !dbg !58
  %t8 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t7, !dbg !59
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !59
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.14), !dbg !59
  %.18 = and i32 %.15, 15, !dbg !59
  %.19 = zext i32 %.18 to i64, !dbg !59
  %0 = lshr i32 %.15, 2, !dbg !59
  %1 = and i32 %0, 1073741820, !dbg !59
  %.20 = zext i32 %1 to i64, !dbg !59
  %.21 = mul i64 %.20, %a12, !dbg !59
  %.22 = add i64 %.21, %.19, !dbg !59
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %t8, i64 %.22
  %.24 = load i16, ptr addrspace(1) %.23, align 2, !dbg !59, !amdgpu.noclobber !6
  %.25 = zext i16 %.24 to i32, !dbg !59
  %.27 = add i64 %.22, %a12, !dbg !59
  %.28 = getelementptr inbounds i16, ptr addrspace(1) %t8, i64 %.27
  %.29 = load i16, ptr addrspace(1) %.28, align 2, !dbg !59, !amdgpu.noclobber !6
  %.30 = zext i16 %.29 to i32, !dbg !59
  %.31 = shl nuw i32 %.30, 16, !dbg !59
  %.32 = or i32 %.31, %.25, !dbg !59
  %.33 = shl i64 %a12, 1, !dbg !59
  %.34 = add i64 %.22, %.33, !dbg !59
  %.35 = getelementptr inbounds i16, ptr addrspace(1) %t8, i64 %.34
  %.36 = load i16, ptr addrspace(1) %.35, align 2, !dbg !59, !amdgpu.noclobber !6
  %.37 = zext i16 %.36 to i32, !dbg !59
  %.38 = mul i64 %a12, 3, !dbg !59
  %.39 = add i64 %.22, %.38, !dbg !59
  %.40 = getelementptr inbounds i16, ptr addrspace(1) %t8, i64 %.39
  %.41 = load i16, ptr addrspace(1) %.40, align 2, !dbg !59, !amdgpu.noclobber !6
  %.42 = zext i16 %.41 to i32, !dbg !59
  %.43 = shl nuw i32 %.42, 16, !dbg !59
  %.44 = or i32 %.43, %.37, !dbg !59
  %t11 = mul i64 %t6, %a13, !dbg !60
  %t12 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t11, !dbg !61
  %.54 = mul i64 %.19, %a13, !dbg !61
  %.55 = add i64 %.54, %.20, !dbg !61
  %.56 = getelementptr inbounds i16, ptr addrspace(1) %t12, i64 %.55
  %.57 = load i16, ptr addrspace(1) %.56, align 2, !dbg !61, !amdgpu.noclobber !6
  %.58 = zext i16 %.57 to i32, !dbg !61
  %.59 = add i64 %.55, 1, !dbg !61
  %.60 = getelementptr inbounds i16, ptr addrspace(1) %t12, i64 %.59
  %.61 = load i16, ptr addrspace(1) %.60, align 2, !dbg !61, !amdgpu.noclobber !6
  %.62 = zext i16 %.61 to i32, !dbg !61
  %.63 = shl nuw i32 %.62, 16, !dbg !61
  %.64 = or i32 %.63, %.58, !dbg !61
  %.65 = add i64 %.55, 2, !dbg !61
  %.66 = getelementptr inbounds i16, ptr addrspace(1) %t12, i64 %.65
  %.67 = load i16, ptr addrspace(1) %.66, align 2, !dbg !61, !amdgpu.noclobber !6
  %.68 = zext i16 %.67 to i32, !dbg !61
  %.69 = add i64 %.55, 3, !dbg !61
  %.70 = getelementptr inbounds i16, ptr addrspace(1) %t12, i64 %.69
  %.71 = load i16, ptr addrspace(1) %.70, align 2, !dbg !61, !amdgpu.noclobber !6
  %.72 = zext i16 %.71 to i32, !dbg !61
  %.73 = shl nuw i32 %.72, 16, !dbg !61
  %.74 = or i32 %.73, %.68, !dbg !61
  %t15 = mul i64 %t6, %a14, !dbg !62
  %t16 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t15, !dbg !63
  %.84 = mul i64 %.19, %a14, !dbg !63
  %.85 = add i64 %.84, %.20, !dbg !63
  %.86 = getelementptr inbounds float, ptr addrspace(1) %t16, i64 %.85
  %2 = load <2 x float>, ptr addrspace(1) %.86, align 4, !dbg !63
  %.91 = add i64 %.85, 2, !dbg !63
  %.92 = getelementptr inbounds float, ptr addrspace(1) %t16, i64 %.91
  %3 = load <2 x float>, ptr addrspace(1) %.92, align 4, !dbg !63
  %.1081 = shufflevector <2 x float> %2, <2 x float> %3, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !64
  %.110 = insertelement <2 x i32> poison, i32 %.32, i64 0, !dbg !64
  %.112 = insertelement <2 x i32> %.110, i32 %.44, i64 1, !dbg !64
  %.113 = bitcast <2 x i32> %.112 to <4 x i16>, !dbg !64
  %.115 = insertelement <2 x i32> poison, i32 %.64, i64 0, !dbg !64
  %.117 = insertelement <2 x i32> %.115, i32 %.74, i64 1, !dbg !64
  %.118 = bitcast <2 x i32> %.117 to <4 x i16>, !dbg !64
  %.119 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.113, <4 x i16> %.118, <4 x float> %.1081, i32 0, i32 0, i32 0), !dbg !64
  %t20 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t15, !dbg !65
  %.138 = getelementptr inbounds float, ptr addrspace(1) %t20, i64 %.85
  %4 = shufflevector <4 x float> %.119, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !65
  store <2 x float> %4, ptr addrspace(1) %.138, align 4, !dbg !65
  %.144 = getelementptr inbounds float, ptr addrspace(1) %t20, i64 %.91
  %5 = shufflevector <4 x float> %.119, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !65
  store <2 x float> %5, ptr addrspace(1) %.144, align 4, !dbg !65
  ret void, !dbg !66
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColTF32(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #0 !dbg !67 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !68
  %t5 = sext i32 %.13 to i64, !dbg !68
  %t6 = shl nsw i64 %t5, 3, !dbg !69
  %t7 = mul i64 %t6, %a12, !dbg !70
  %t8 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t7, !dbg !71
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !71
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.14), !dbg !71
  %.16 = lshr i32 %.15, 4, !dbg !71
  %.17 = zext i32 %.16 to i64, !dbg !71
  %.18 = and i32 %.15, 15, !dbg !71
  %.19 = zext i32 %.18 to i64, !dbg !71
  %.20 = mul i64 %.17, %a12, !dbg !71
  %.21 = add i64 %.20, %.19, !dbg !71
  %.22 = getelementptr inbounds float, ptr addrspace(1) %t8, i64 %.21
  %.231 = load i32, ptr addrspace(1) %.22, align 4, !dbg !71, !amdgpu.noclobber !6
  %.25 = and i32 %.231, 2147483647, !dbg !71
  %.26 = add i32 %.231, 4096, !dbg !71
  %.27 = and i32 %.26, -8192, !dbg !71
  %.28 = icmp eq i32 %.25, 2139095040, !dbg !71
  %.29 = select i1 %.28, i32 %.231, i32 %.27, !dbg !71
  %.30 = icmp ugt i32 %.25, 2139095040, !dbg !71
  %.31 = select i1 %.30, i32 2147483647, i32 %.29, !dbg !71
  %.32 = shl i64 %a12, 2, !dbg !71
  %.33 = add i64 %.21, %.32, !dbg !71
  %.34 = getelementptr inbounds float, ptr addrspace(1) %t8, i64 %.33
  %.352 = load i32, ptr addrspace(1) %.34, align 4, !dbg !71, !amdgpu.noclobber !6
  %.37 = and i32 %.352, 2147483647, !dbg !71
  %.38 = add i32 %.352, 4096, !dbg !71
  %.39 = and i32 %.38, -8192, !dbg !71
  %.40 = icmp eq i32 %.37, 2139095040, !dbg !71
  %.41 = select i1 %.40, i32 %.352, i32 %.39, !dbg !71
  %.42 = icmp ugt i32 %.37, 2139095040, !dbg !71
  %.43 = select i1 %.42, i32 2147483647, i32 %.41, !dbg !71
  %t11 = shl nsw i64 %t5, 4, !dbg !72
  %t12 = mul i64 %t11, %a13, !dbg !73
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t12, !dbg !74
  %.52 = mul i64 %.19, %a13, !dbg !74
  %.53 = add i64 %.52, %.17, !dbg !74
  %.54 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.53
  %.553 = load i32, ptr addrspace(1) %.54, align 4, !dbg !74, !amdgpu.noclobber !6
  %.57 = and i32 %.553, 2147483647, !dbg !74
  %.58 = add i32 %.553, 4096, !dbg !74
  %.59 = and i32 %.58, -8192, !dbg !74
  %.60 = icmp eq i32 %.57, 2139095040, !dbg !74
  %.61 = select i1 %.60, i32 %.553, i32 %.59, !dbg !74
  %.62 = icmp ugt i32 %.57, 2139095040, !dbg !74
  %.63 = select i1 %.62, i32 2147483647, i32 %.61, !dbg !74
  %.64 = add i64 %.53, 4, !dbg !74
  %.65 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.64
  %.664 = load i32, ptr addrspace(1) %.65, align 4, !dbg !74, !amdgpu.noclobber !6
  %.68 = and i32 %.664, 2147483647, !dbg !74
  %.69 = add i32 %.664, 4096, !dbg !74
  %.70 = and i32 %.69, -8192, !dbg !74
  %.71 = icmp eq i32 %.68, 2139095040, !dbg !74
  %.72 = select i1 %.71, i32 %.664, i32 %.70, !dbg !74
  %.73 = icmp ugt i32 %.68, 2139095040, !dbg !74
  %.74 = select i1 %.73, i32 2147483647, i32 %.72, !dbg !74
  %t16 = mul i64 %t11, %a14, !dbg !75
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t16, !dbg !76
  %.83 = shl nuw nsw i64 %.17, 2, !dbg !76
  %.84 = mul i64 %.19, %a14, !dbg !76
  %.85 = add i64 %.84, %.83, !dbg !76
  %.86 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.85
  %0 = load <2 x float>, ptr addrspace(1) %.86, align 4, !dbg !76
  %.91 = add i64 %.85, 2, !dbg !76
  %.92 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.91
  %1 = load <2 x float>, ptr addrspace(1) %.92, align 4, !dbg !76
  %.1085 = shufflevector <2 x float> %0, <2 x float> %1, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !77
  %.110 = bitcast i32 %.31 to float, !dbg !77
  %.112 = bitcast i32 %.63 to float, !dbg !77
  %.113 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.110, float %.112, <4 x float> %.1085, i32 0, i32 0, i32 0), !dbg !77
  %.115 = bitcast i32 %.43 to float, !dbg !77
  %.117 = bitcast i32 %.74 to float, !dbg !77
  %.118 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.115, float %.117, <4 x float> %.113, i32 0, i32 0, i32 0), !dbg !77
  %t21 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t16, !dbg !78
  %.137 = getelementptr inbounds float, ptr addrspace(1) %t21, i64 %.85
  %2 = shufflevector <4 x float> %.118, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !78
  store <2 x float> %2, ptr addrspace(1) %.137, align 4, !dbg !78
  %.143 = getelementptr inbounds float, ptr addrspace(1) %t21, i64 %.91
  %3 = shufflevector <4 x float> %.118, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !78
  store <2 x float> %3, ptr addrspace(1) %.143, align 4, !dbg !78
  ret void, !dbg !79
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileFillF16(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, float %a12) local_unnamed_addr #1 !dbg !80 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !81
  %.11 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.10), !dbg !81
  %.14 = and i32 %.11, 15, !dbg !81
  %.15 = zext i32 %.14 to i64, !dbg !81
  %0 = lshr i32 %.11, 2, !dbg !81
  %1 = and i32 %0, 1073741820, !dbg !81
  %.16 = zext i32 %1 to i64, !dbg !81
  %.17 = mul i64 %.15, %a9, !dbg !81
  %.18 = add i64 %.17, %.16, !dbg !81
  %.19 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.18
  %.20 = load i16, ptr addrspace(1) %.19, align 2, !dbg !81, !amdgpu.noclobber !6
  %.21 = zext i16 %.20 to i32, !dbg !81
  %.22 = add i64 %.18, 1, !dbg !81
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.22
  %.24 = load i16, ptr addrspace(1) %.23, align 2, !dbg !81, !amdgpu.noclobber !6
  %.25 = zext i16 %.24 to i32, !dbg !81
  %.26 = shl nuw i32 %.25, 16, !dbg !81
  %.27 = or i32 %.26, %.21, !dbg !81
  %.28 = add i64 %.18, 2, !dbg !81
  %.29 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.28
  %.30 = load i16, ptr addrspace(1) %.29, align 2, !dbg !81, !amdgpu.noclobber !6
  %.31 = zext i16 %.30 to i32, !dbg !81
  %.32 = add i64 %.18, 3, !dbg !81
  %.33 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.32
  %.34 = load i16, ptr addrspace(1) %.33, align 2, !dbg !81, !amdgpu.noclobber !6
  %.35 = zext i16 %.34 to i32, !dbg !81
  %.36 = shl nuw i32 %.35, 16, !dbg !81
  %.37 = or i32 %.36, %.31, !dbg !81
  %.47 = mul i64 %.15, %a10, !dbg !82
  %.48 = add i64 %.47, %.16, !dbg !82
  %.49 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.48
  %.50 = load i16, ptr addrspace(1) %.49, align 2, !dbg !82, !amdgpu.noclobber !6
  %.51 = zext i16 %.50 to i32, !dbg !82
  %.52 = add i64 %.48, 1, !dbg !82
  %.53 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.52
  %.54 = load i16, ptr addrspace(1) %.53, align 2, !dbg !82, !amdgpu.noclobber !6
  %.55 = zext i16 %.54 to i32, !dbg !82
  %.56 = shl nuw i32 %.55, 16, !dbg !82
  %.57 = or i32 %.56, %.51, !dbg !82
  %.58 = add i64 %.48, 2, !dbg !82
  %.59 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.58
  %.60 = load i16, ptr addrspace(1) %.59, align 2, !dbg !82, !amdgpu.noclobber !6
  %.61 = zext i16 %.60 to i32, !dbg !82
  %.62 = add i64 %.48, 3, !dbg !82
  %.63 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.62
  %.64 = load i16, ptr addrspace(1) %.63, align 2, !dbg !82, !amdgpu.noclobber !6
  %.65 = zext i16 %.64 to i32, !dbg !82
  %.66 = shl nuw i32 %.65, 16, !dbg !82
  %.67 = or i32 %.66, %.61, !dbg !82
  %.83 = insertelement <2 x i32> poison, i32 %.27, i64 0
  %.85 = insertelement <2 x i32> %.83, i32 %.37, i64 1
  %.86 = bitcast <2 x i32> %.85 to <4 x half>
  %.88 = insertelement <2 x i32> poison, i32 %.57, i64 0
  %.90 = insertelement <2 x i32> %.88, i32 %.67, i64 1
  %.91 = bitcast <2 x i32> %.90 to <4 x half>
  %.75 = insertelement <4 x float> poison, float %a12, i64 0, !dbg !83
  %.81 = shufflevector <4 x float> %.75, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !83
  %.92 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.86, <4 x half> %.91, <4 x float> %.81, i32 0, i32 0, i32 0), !dbg !83
  %.92.1 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.86, <4 x half> %.91, <4 x float> %.92, i32 0, i32 0, i32 0), !dbg !83
  %.108 = mul i64 %.15, %a11, !dbg !84
  %.109 = add i64 %.108, %.16, !dbg !84
  %.111 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.109
  %2 = shufflevector <4 x float> %.92.1, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !84
  store <2 x float> %2, ptr addrspace(1) %.111, align 4, !dbg !84
  %.116 = add i64 %.109, 2, !dbg !84
  %.117 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.116
  %3 = shufflevector <4 x float> %.92.1, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !84
  store <2 x float> %3, ptr addrspace(1) %.117, align 4, !dbg !84
  ret void, !dbg !85
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileFillBF16(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, float %a12) local_unnamed_addr #1 !dbg !86 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !87
  %.11 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.10), !dbg !87
  %.14 = and i32 %.11, 15, !dbg !87
  %.15 = zext i32 %.14 to i64, !dbg !87
  %0 = lshr i32 %.11, 2, !dbg !87
  %1 = and i32 %0, 1073741820, !dbg !87
  %.16 = zext i32 %1 to i64, !dbg !87
  %.17 = mul i64 %.15, %a9, !dbg !87
  %.18 = add i64 %.17, %.16, !dbg !87
  %.19 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.18
  %.20 = load i16, ptr addrspace(1) %.19, align 2, !dbg !87, !amdgpu.noclobber !6
  %.21 = zext i16 %.20 to i32, !dbg !87
  %.22 = add i64 %.18, 1, !dbg !87
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.22
  %.24 = load i16, ptr addrspace(1) %.23, align 2, !dbg !87, !amdgpu.noclobber !6
  %.25 = zext i16 %.24 to i32, !dbg !87
  %.26 = shl nuw i32 %.25, 16, !dbg !87
  %.27 = or i32 %.26, %.21, !dbg !87
  %.28 = add i64 %.18, 2, !dbg !87
  %.29 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.28
  %.30 = load i16, ptr addrspace(1) %.29, align 2, !dbg !87, !amdgpu.noclobber !6
  %.31 = zext i16 %.30 to i32, !dbg !87
  %.32 = add i64 %.18, 3, !dbg !87
  %.33 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.32
  %.34 = load i16, ptr addrspace(1) %.33, align 2, !dbg !87, !amdgpu.noclobber !6
  %.35 = zext i16 %.34 to i32, !dbg !87
  %.36 = shl nuw i32 %.35, 16, !dbg !87
  %.37 = or i32 %.36, %.31, !dbg !87
  %.47 = mul i64 %.15, %a10, !dbg !88
  %.48 = add i64 %.47, %.16, !dbg !88
  %.49 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.48
  %.50 = load i16, ptr addrspace(1) %.49, align 2, !dbg !88, !amdgpu.noclobber !6
  %.51 = zext i16 %.50 to i32, !dbg !88
  %.52 = add i64 %.48, 1, !dbg !88
  %.53 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.52
  %.54 = load i16, ptr addrspace(1) %.53, align 2, !dbg !88, !amdgpu.noclobber !6
  %.55 = zext i16 %.54 to i32, !dbg !88
  %.56 = shl nuw i32 %.55, 16, !dbg !88
  %.57 = or i32 %.56, %.51, !dbg !88
  %.58 = add i64 %.48, 2, !dbg !88
  %.59 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.58
  %.60 = load i16, ptr addrspace(1) %.59, align 2, !dbg !88, !amdgpu.noclobber !6
  %.61 = zext i16 %.60 to i32, !dbg !88
  %.62 = add i64 %.48, 3, !dbg !88
  %.63 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.62
  %.64 = load i16, ptr addrspace(1) %.63, align 2, !dbg !88, !amdgpu.noclobber !6
  %.65 = zext i16 %.64 to i32, !dbg !88
  %.66 = shl nuw i32 %.65, 16, !dbg !88
  %.67 = or i32 %.66, %.61, !dbg !88
  %.83 = insertelement <2 x i32> poison, i32 %.27, i64 0
  %.85 = insertelement <2 x i32> %.83, i32 %.37, i64 1
  %.86 = bitcast <2 x i32> %.85 to <4 x i16>
  %.88 = insertelement <2 x i32> poison, i32 %.57, i64 0
  %.90 = insertelement <2 x i32> %.88, i32 %.67, i64 1
  %.91 = bitcast <2 x i32> %.90 to <4 x i16>
  %.75 = insertelement <4 x float> poison, float %a12, i64 0, !dbg !89
  %.81 = shufflevector <4 x float> %.75, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !89
  %.92 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.86, <4 x i16> %.91, <4 x float> %.81, i32 0, i32 0, i32 0), !dbg !89
  %.92.1 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.86, <4 x i16> %.91, <4 x float> %.92, i32 0, i32 0, i32 0), !dbg !89
  %.108 = mul i64 %.15, %a11, !dbg !90
  %.109 = add i64 %.108, %.16, !dbg !90
  %.111 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.109
  %2 = shufflevector <4 x float> %.92.1, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !90
  store <2 x float> %2, ptr addrspace(1) %.111, align 4, !dbg !90
  %.116 = add i64 %.109, 2, !dbg !90
  %.117 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.116
  %3 = shufflevector <4 x float> %.92.1, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !90
  store <2 x float> %3, ptr addrspace(1) %.117, align 4, !dbg !90
  ret void, !dbg !91
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileFillTF32(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, float %a12) local_unnamed_addr #1 !dbg !92 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !93
  %.11 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.10), !dbg !93
  %.12 = lshr i32 %.11, 4, !dbg !93
  %.13 = zext i32 %.12 to i64, !dbg !93
  %.14 = and i32 %.11, 15, !dbg !93
  %.15 = zext i32 %.14 to i64, !dbg !93
  %.16 = mul i64 %.15, %a9, !dbg !93
  %.17 = add i64 %.16, %.13, !dbg !93
  %.18 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.17
  %.191 = load i32, ptr addrspace(1) %.18, align 4, !dbg !93, !amdgpu.noclobber !6
  %.21 = and i32 %.191, 2147483647, !dbg !93
  %.22 = add i32 %.191, 4096, !dbg !93
  %.23 = and i32 %.22, -8192, !dbg !93
  %.24 = icmp eq i32 %.21, 2139095040, !dbg !93
  %.25 = select i1 %.24, i32 %.191, i32 %.23, !dbg !93
  %.26 = icmp ugt i32 %.21, 2139095040, !dbg !93
  %.27 = select i1 %.26, i32 2147483647, i32 %.25, !dbg !93
  %.28 = add i64 %.17, 4, !dbg !93
  %.29 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.28
  %.302 = load i32, ptr addrspace(1) %.29, align 4, !dbg !93, !amdgpu.noclobber !6
  %.32 = and i32 %.302, 2147483647, !dbg !93
  %.33 = add i32 %.302, 4096, !dbg !93
  %.34 = and i32 %.33, -8192, !dbg !93
  %.35 = icmp eq i32 %.32, 2139095040, !dbg !93
  %.36 = select i1 %.35, i32 %.302, i32 %.34, !dbg !93
  %.37 = icmp ugt i32 %.32, 2139095040, !dbg !93
  %.38 = select i1 %.37, i32 2147483647, i32 %.36, !dbg !93
  %.47 = mul i64 %.15, %a10, !dbg !94
  %.48 = add i64 %.47, %.13, !dbg !94
  %.49 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.48
  %.503 = load i32, ptr addrspace(1) %.49, align 4, !dbg !94, !amdgpu.noclobber !6
  %.52 = and i32 %.503, 2147483647, !dbg !94
  %.53 = add i32 %.503, 4096, !dbg !94
  %.54 = and i32 %.53, -8192, !dbg !94
  %.55 = icmp eq i32 %.52, 2139095040, !dbg !94
  %.56 = select i1 %.55, i32 %.503, i32 %.54, !dbg !94
  %.57 = icmp ugt i32 %.52, 2139095040, !dbg !94
  %.58 = select i1 %.57, i32 2147483647, i32 %.56, !dbg !94
  %.59 = add i64 %.48, 4, !dbg !94
  %.60 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.59
  %.614 = load i32, ptr addrspace(1) %.60, align 4, !dbg !94, !amdgpu.noclobber !6
  %.63 = and i32 %.614, 2147483647, !dbg !94
  %.64 = add i32 %.614, 4096, !dbg !94
  %.65 = and i32 %.64, -8192, !dbg !94
  %.66 = icmp eq i32 %.63, 2139095040, !dbg !94
  %.67 = select i1 %.66, i32 %.614, i32 %.65, !dbg !94
  %.68 = icmp ugt i32 %.63, 2139095040, !dbg !94
  %.69 = select i1 %.68, i32 2147483647, i32 %.67, !dbg !94
  %.85 = bitcast i32 %.27 to float
  %.87 = bitcast i32 %.58 to float
  %.90 = bitcast i32 %.38 to float
  %.92 = bitcast i32 %.69 to float
  %.77 = insertelement <4 x float> poison, float %a12, i64 0, !dbg !95
  %.83 = shufflevector <4 x float> %.77, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !95
  %.88 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.85, float %.87, <4 x float> %.83, i32 0, i32 0, i32 0), !dbg !95
  %.93 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.90, float %.92, <4 x float> %.88, i32 0, i32 0, i32 0), !dbg !95
  %.88.1 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.85, float %.87, <4 x float> %.93, i32 0, i32 0, i32 0), !dbg !95
  %.93.1 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.90, float %.92, <4 x float> %.88.1, i32 0, i32 0, i32 0), !dbg !95
  %.108 = shl nuw nsw i64 %.13, 2, !dbg !96
  %.109 = mul i64 %.15, %a11, !dbg !96
  %.110 = add i64 %.109, %.108, !dbg !96
  %.112 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.110
  %0 = shufflevector <4 x float> %.93.1, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !96
  store <2 x float> %0, ptr addrspace(1) %.112, align 4, !dbg !96
  %.117 = add i64 %.110, 2, !dbg !96
  %.118 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.117
  %1 = shufflevector <4 x float> %.93.1, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !96
  store <2 x float> %1, ptr addrspace(1) %.118, align 4, !dbg !96
  ret void, !dbg !97
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmulF16(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11) local_unnamed_addr #2 !dbg !98 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !99
  %t7 = sext i32 %.10 to i64, !dbg !99
  %.152 = sdiv i32 %.10, 64, !dbg !100
  %.15.sext = sext i32 %.152 to i64, !dbg !100
  %t111 = lshr i64 %.15.sext, 63, !dbg !101
  %t13 = add nsw i64 %t111, %.15.sext, !dbg !101
  %t15 = and i64 %t13, 1152921504606846974, !dbg !102
  %t16 = sub nsw i64 %.15.sext, %t15, !dbg !102
  %.20 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !103
  %t18 = sext i32 %.20 to i64, !dbg !103
  %t19 = shl nsw i64 %t18, 5, !dbg !104
  %.21 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !105
  %t21 = sext i32 %.21 to i64, !dbg !105
  %t22 = shl nsw i64 %t21, 5, !dbg !106
  %.26 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !107
  %.27 = getelementptr inbounds i8, ptr addrspace(4) %.26, i64 4, !dbg !107
  %.28 = load i16, ptr addrspace(4) %.27, align 4, !dbg !107, !invariant.load !6
  %t25 = zext i16 %.28 to i64
  %0 = shl nsw i64 %t13, 3, !dbg !108
  %t26 = and i64 %0, -16, !dbg !108
  %t30 = shl i64 %t16, 4, !dbg !109
  %t31 = add i64 %t30, %t22, !dbg !110
  %t32 = mul i64 %t31, %a11, !dbg !111
  %t355 = icmp sgt i64 %a11, 0, !dbg !112
  br i1 %t355, label %b3.preheader.lr.ph, label %entry.b6_crit_edge, !dbg !112

entry.b6_crit_edge:                               ; preds = %entry
  %.pre = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !113
  %.pre8 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.pre), !dbg !113
  %.pre9 = and i32 %.pre8, 15, !dbg !113
  %.pre10 = zext i32 %.pre9 to i64, !dbg !113
  %.pre11 = lshr i32 %.pre8, 2, !dbg !113
  %.pre12 = and i32 %.pre11, 1073741820, !dbg !113
  %.pre14 = zext i32 %.pre12 to i64, !dbg !113
  br label %b6, !dbg !112

b3.preheader.lr.ph:                               ; preds = %entry
  %t26.tr = trunc i64 %t26 to i32, !dbg !114
  %1 = shl i32 %t26.tr, 4, !dbg !114
  %t28 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmulF16.shared.0, i32 %1, !dbg !114
  %t373 = icmp slt i32 %.10, 512
  %.32 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !115
  %.33 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.32), !dbg !115
  %.36 = and i32 %.33, 15
  %.37 = zext i32 %.36 to i64
  %2 = lshr i32 %.33, 2
  %3 = and i32 %2, 1073741820
  %.38 = zext i32 %3 to i64
  %.39 = shl nuw nsw i32 %.36, 4
  %.40 = add nuw nsw i32 %.39, %3
  %.41 = getelementptr inbounds i16, ptr addrspace(3) %t28, i32 %.40
  %4 = or i32 %.40, 1
  %.45 = getelementptr inbounds i16, ptr addrspace(3) %t28, i32 %4
  %5 = or i32 %.40, 2
  %.51 = getelementptr inbounds i16, ptr addrspace(3) %t28, i32 %5
  %6 = or i32 %.40, 3
  %.55 = getelementptr inbounds i16, ptr addrspace(3) %t28, i32 %6
  %.69 = mul i64 %.37, %a11
  %.70 = add i64 %.69, %.38
  %.74 = add i64 %.70, 1
  %.80 = add i64 %.70, 2
  %.84 = add i64 %.70, 3
  br label %b3.preheader, !dbg !112

b3.preheader:                                     ; preds = %b3.preheader.lr.ph, %b5
  %t347 = phi i64 [ 0, %b3.preheader.lr.ph ], [ %t58, %b5 ]
  %t336 = phi { [8 x float] } [ zeroinitializer, %b3.preheader.lr.ph ], [ %.118, %b5 ]
  br i1 %t373, label %b4, label %b5, !dbg !116

b4:                                               ; preds = %b3.preheader, %b4
  %t364 = phi i64 [ %t51, %b4 ], [ %t7, %b3.preheader ]
  %isneg = icmp slt i64 %t364, 0, !dbg !117
  %t39 = select i1 %isneg, i64 15, i64 0, !dbg !117
  %t40 = add nsw i64 %t39, %t364, !dbg !117
  %t41 = ashr i64 %t40, 4, !dbg !117
  %t42 = add nsw i64 %t41, %t19, !dbg !118
  %t43 = mul i64 %t42, %a11, !dbg !119
  %t45 = and i64 %t40, -16, !dbg !120
  %t44 = add i64 %t364, %t347, !dbg !121
  %t46 = sub i64 %t44, %t45, !dbg !120
  %t47 = add i64 %t46, %t43, !dbg !122
  %t48 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t47, !dbg !123
  %.31 = load i16, ptr addrspace(1) %t48, align 2, !dbg !123, !amdgpu.noclobber !6
  %7 = trunc i64 %t364 to i32, !dbg !124
  %t50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmulF16.shared.0, i32 %7, !dbg !124
  store i16 %.31, ptr addrspace(3) %t50, align 2, !dbg !124
  %t51 = add i64 %t364, %t25, !dbg !125
  %t37 = icmp slt i64 %t51, 512, !dbg !116
  br i1 %t37, label %b4, label %b5, !dbg !116

b5:                                               ; preds = %b4, %b3.preheader
  fence syncscope("workgroup") release, !dbg !126
  tail call void @llvm.amdgcn.s.barrier(), !dbg !126
  fence syncscope("workgroup") acquire, !dbg !126
  %.42 = load i16, ptr addrspace(3) %.41, align 4, !dbg !114
  %.43 = zext i16 %.42 to i32, !dbg !114
  %.46 = load i16, ptr addrspace(3) %.45, align 2, !dbg !114
  %.47 = zext i16 %.46 to i32, !dbg !114
  %.48 = shl nuw i32 %.47, 16, !dbg !114
  %.49 = or i32 %.48, %.43, !dbg !114
  %.52 = load i16, ptr addrspace(3) %.51, align 4, !dbg !114
  %.53 = zext i16 %.52 to i32, !dbg !114
  %.56 = load i16, ptr addrspace(3) %.55, align 2, !dbg !114
  %.57 = zext i16 %.56 to i32, !dbg !114
  %.58 = shl nuw i32 %.57, 16, !dbg !114
  %.59 = or i32 %.58, %.53, !dbg !114
  %t53 = add i64 %t347, %t32, !dbg !127
  %t54 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t53, !dbg !128
  %.71 = getelementptr inbounds i16, ptr addrspace(1) %t54, i64 %.70
  %.72 = load i16, ptr addrspace(1) %.71, align 2, !dbg !128, !amdgpu.noclobber !6
  %.73 = zext i16 %.72 to i32, !dbg !128
  %.75 = getelementptr inbounds i16, ptr addrspace(1) %t54, i64 %.74
  %.76 = load i16, ptr addrspace(1) %.75, align 2, !dbg !128, !amdgpu.noclobber !6
  %.77 = zext i16 %.76 to i32, !dbg !128
  %.78 = shl nuw i32 %.77, 16, !dbg !128
  %.79 = or i32 %.78, %.73, !dbg !128
  %.81 = getelementptr inbounds i16, ptr addrspace(1) %t54, i64 %.80
  %.82 = load i16, ptr addrspace(1) %.81, align 2, !dbg !128, !amdgpu.noclobber !6
  %.83 = zext i16 %.82 to i32, !dbg !128
  %.85 = getelementptr inbounds i16, ptr addrspace(1) %t54, i64 %.84
  %.86 = load i16, ptr addrspace(1) %.85, align 2, !dbg !128, !amdgpu.noclobber !6
  %.87 = zext i16 %.86 to i32, !dbg !128
  %.88 = shl nuw i32 %.87, 16, !dbg !128
  %.89 = or i32 %.88, %.83, !dbg !128
  %.92 = extractvalue { [8 x float] } %t336, 0, 0, !dbg !129
  %.93 = insertelement <4 x float> poison, float %.92, i64 0, !dbg !129
  %.94 = extractvalue { [8 x float] } %t336, 0, 1, !dbg !129
  %.95 = insertelement <4 x float> %.93, float %.94, i64 1, !dbg !129
  %.96 = extractvalue { [8 x float] } %t336, 0, 2, !dbg !129
  %.97 = insertelement <4 x float> %.95, float %.96, i64 2, !dbg !129
  %.98 = extractvalue { [8 x float] } %t336, 0, 3, !dbg !129
  %.99 = insertelement <4 x float> %.97, float %.98, i64 3, !dbg !129
  %.101 = insertelement <2 x i32> poison, i32 %.49, i64 0, !dbg !129
  %.103 = insertelement <2 x i32> %.101, i32 %.59, i64 1, !dbg !129
  %.104 = bitcast <2 x i32> %.103 to <4 x half>, !dbg !129
  %.106 = insertelement <2 x i32> poison, i32 %.79, i64 0, !dbg !129
  %.108 = insertelement <2 x i32> %.106, i32 %.89, i64 1, !dbg !129
  %.109 = bitcast <2 x i32> %.108 to <4 x half>, !dbg !129
  %.110 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.104, <4 x half> %.109, <4 x float> %.99, i32 0, i32 0, i32 0), !dbg !129
  %.111 = extractelement <4 x float> %.110, i64 0, !dbg !129
  %.112 = extractelement <4 x float> %.110, i64 1, !dbg !129
  %.113 = extractelement <4 x float> %.110, i64 2, !dbg !129
  %.114 = extractelement <4 x float> %.110, i64 3, !dbg !129
  %.115 = insertvalue { [8 x float] } zeroinitializer, float %.111, 0, 0, !dbg !129
  %.116 = insertvalue { [8 x float] } %.115, float %.112, 0, 1, !dbg !129
  %.117 = insertvalue { [8 x float] } %.116, float %.113, 0, 2, !dbg !129
  %.118 = insertvalue { [8 x float] } %.117, float %.114, 0, 3, !dbg !129
  fence syncscope("workgroup") release, !dbg !130
  tail call void @llvm.amdgcn.s.barrier(), !dbg !130
  fence syncscope("workgroup") acquire, !dbg !130
  %t58 = add i64 %t347, 16, !dbg !131
  %t35 = icmp slt i64 %t58, %a11, !dbg !112
  br i1 %t35, label %b3.preheader, label %b6, !dbg !112

b6:                                               ; preds = %b5, %entry.b6_crit_edge
  %.125.pre-phi = phi i64 [ %.pre14, %entry.b6_crit_edge ], [ %.38, %b5 ], !dbg !113
  %.124.pre-phi = phi i64 [ %.pre10, %entry.b6_crit_edge ], [ %.37, %b5 ], !dbg !113
  %t33.lcssa = phi { [8 x float] } [ zeroinitializer, %entry.b6_crit_edge ], [ %.118, %b5 ]
  %t59 = add nsw i64 %t26, %t19, !dbg !132
  %t60 = mul i64 %t59, %a10, !dbg !133
  %t62 = add i64 %t31, %t60, !dbg !134
  %t63 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t62, !dbg !113
  %.126 = mul i64 %.125.pre-phi, %a10, !dbg !113
  %.127 = add i64 %.126, %.124.pre-phi, !dbg !113
  %.128 = extractvalue { [8 x float] } %t33.lcssa, 0, 0, !dbg !113
  %.129 = getelementptr inbounds float, ptr addrspace(1) %t63, i64 %.127
  store float %.128, ptr addrspace(1) %.129, align 4, !dbg !113
  %.130 = extractvalue { [8 x float] } %t33.lcssa, 0, 1, !dbg !113
  %.132 = add i64 %.127, %a10, !dbg !113
  %.133 = getelementptr inbounds float, ptr addrspace(1) %t63, i64 %.132
  store float %.130, ptr addrspace(1) %.133, align 4, !dbg !113
  %.134 = extractvalue { [8 x float] } %t33.lcssa, 0, 2, !dbg !113
  %.135 = shl i64 %a10, 1, !dbg !113
  %.136 = add i64 %.127, %.135, !dbg !113
  %.137 = getelementptr inbounds float, ptr addrspace(1) %t63, i64 %.136
  store float %.134, ptr addrspace(1) %.137, align 4, !dbg !113
  %.138 = extractvalue { [8 x float] } %t33.lcssa, 0, 3, !dbg !113
  %.139 = mul i64 %a10, 3, !dbg !113
  %.140 = add i64 %.127, %.139, !dbg !113
  %.141 = getelementptr inbounds float, ptr addrspace(1) %t63, i64 %.140
  store float %.138, ptr addrspace(1) %.141, align 4, !dbg !113
  ret void, !dbg !135
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmulBF16(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11) local_unnamed_addr #2 !dbg !136 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !137
  %t7 = sext i32 %.10 to i64, !dbg !137
  %.152 = sdiv i32 %.10, 64, !dbg !138
  %.15.sext = sext i32 %.152 to i64, !dbg !138
  %t111 = lshr i64 %.15.sext, 63, !dbg !139
  %t13 = add nsw i64 %t111, %.15.sext, !dbg !139
  %t15 = and i64 %t13, 1152921504606846974, !dbg !140
  %t16 = sub nsw i64 %.15.sext, %t15, !dbg !140
  %.20 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !141
  %t18 = sext i32 %.20 to i64, !dbg !141
  %t19 = shl nsw i64 %t18, 5, !dbg !142
  %.21 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !143
  %t21 = sext i32 %.21 to i64, !dbg !143
  %t22 = shl nsw i64 %t21, 5, !dbg !144
  %.26 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !145
  %.27 = getelementptr inbounds i8, ptr addrspace(4) %.26, i64 4, !dbg !145
  %.28 = load i16, ptr addrspace(4) %.27, align 4, !dbg !145, !invariant.load !6
  %t25 = zext i16 %.28 to i64
  %0 = shl nsw i64 %t13, 3, !dbg !146
  %t26 = and i64 %0, -16, !dbg !146
  %t30 = shl i64 %t16, 4, !dbg !147
  %t31 = add i64 %t30, %t22, !dbg !148
  %t32 = mul i64 %t31, %a11, !dbg !149
  %t355 = icmp sgt i64 %a11, 0, !dbg !150
  br i1 %t355, label %b3.preheader.lr.ph, label %entry.b6_crit_edge, !dbg !150

entry.b6_crit_edge:                               ; preds = %entry
  %.pre = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !151
  %.pre8 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.pre), !dbg !151
  %.pre9 = and i32 %.pre8, 15, !dbg !151
  %.pre10 = zext i32 %.pre9 to i64, !dbg !151
  %.pre11 = lshr i32 %.pre8, 2, !dbg !151
  %.pre12 = and i32 %.pre11, 1073741820, !dbg !151
  %.pre14 = zext i32 %.pre12 to i64, !dbg !151
  br label %b6, !dbg !150

b3.preheader.lr.ph:                               ; preds = %entry
  %t26.tr = trunc i64 %t26 to i32, !dbg !152
  %1 = shl i32 %t26.tr, 4, !dbg !152
  %t28 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmulBF16.shared.0, i32 %1, !dbg !152
  %t373 = icmp slt i32 %.10, 512
  %.32 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !153
  %.33 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.32), !dbg !153
  %.36 = and i32 %.33, 15
  %.37 = zext i32 %.36 to i64
  %2 = lshr i32 %.33, 2
  %3 = and i32 %2, 1073741820
  %.38 = zext i32 %3 to i64
  %.39 = shl nuw nsw i32 %.36, 4
  %.40 = add nuw nsw i32 %.39, %3
  %.41 = getelementptr inbounds i16, ptr addrspace(3) %t28, i32 %.40
  %4 = or i32 %.40, 1
  %.45 = getelementptr inbounds i16, ptr addrspace(3) %t28, i32 %4
  %5 = or i32 %.40, 2
  %.51 = getelementptr inbounds i16, ptr addrspace(3) %t28, i32 %5
  %6 = or i32 %.40, 3
  %.55 = getelementptr inbounds i16, ptr addrspace(3) %t28, i32 %6
  %.69 = mul i64 %.37, %a11
  %.70 = add i64 %.69, %.38
  %.74 = add i64 %.70, 1
  %.80 = add i64 %.70, 2
  %.84 = add i64 %.70, 3
  br label %b3.preheader, !dbg !150

b3.preheader:                                     ; preds = %b3.preheader.lr.ph, %b5
  %t347 = phi i64 [ 0, %b3.preheader.lr.ph ], [ %t58, %b5 ]
  %t336 = phi { [8 x float] } [ zeroinitializer, %b3.preheader.lr.ph ], [ %.118, %b5 ]
  br i1 %t373, label %b4, label %b5, !dbg !154

b4:                                               ; preds = %b3.preheader, %b4
  %t364 = phi i64 [ %t51, %b4 ], [ %t7, %b3.preheader ]
  %isneg = icmp slt i64 %t364, 0, !dbg !155
  %t39 = select i1 %isneg, i64 15, i64 0, !dbg !155
  %t40 = add nsw i64 %t39, %t364, !dbg !155
  %t41 = ashr i64 %t40, 4, !dbg !155
  %t42 = add nsw i64 %t41, %t19, !dbg !156
  %t43 = mul i64 %t42, %a11, !dbg !157
  %t45 = and i64 %t40, -16, !dbg !158
  %t44 = add i64 %t364, %t347, !dbg !159
  %t46 = sub i64 %t44, %t45, !dbg !158
  %t47 = add i64 %t46, %t43, !dbg !160
  %t48 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t47, !dbg !161
  %.31 = load i16, ptr addrspace(1) %t48, align 2, !dbg !161, !amdgpu.noclobber !6
  %7 = trunc i64 %t364 to i32, !dbg !162
  %t50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmulBF16.shared.0, i32 %7, !dbg !162
  store i16 %.31, ptr addrspace(3) %t50, align 2, !dbg !162
  %t51 = add i64 %t364, %t25, !dbg !163
  %t37 = icmp slt i64 %t51, 512, !dbg !154
  br i1 %t37, label %b4, label %b5, !dbg !154

b5:                                               ; preds = %b4, %b3.preheader
  fence syncscope("workgroup") release, !dbg !164
  tail call void @llvm.amdgcn.s.barrier(), !dbg !164
  fence syncscope("workgroup") acquire, !dbg !164
  %.42 = load i16, ptr addrspace(3) %.41, align 4, !dbg !152
  %.43 = zext i16 %.42 to i32, !dbg !152
  %.46 = load i16, ptr addrspace(3) %.45, align 2, !dbg !152
  %.47 = zext i16 %.46 to i32, !dbg !152
  %.48 = shl nuw i32 %.47, 16, !dbg !152
  %.49 = or i32 %.48, %.43, !dbg !152
  %.52 = load i16, ptr addrspace(3) %.51, align 4, !dbg !152
  %.53 = zext i16 %.52 to i32, !dbg !152
  %.56 = load i16, ptr addrspace(3) %.55, align 2, !dbg !152
  %.57 = zext i16 %.56 to i32, !dbg !152
  %.58 = shl nuw i32 %.57, 16, !dbg !152
  %.59 = or i32 %.58, %.53, !dbg !152
  %t53 = add i64 %t347, %t32, !dbg !165
  %t54 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t53, !dbg !166
  %.71 = getelementptr inbounds i16, ptr addrspace(1) %t54, i64 %.70
  %.72 = load i16, ptr addrspace(1) %.71, align 2, !dbg !166, !amdgpu.noclobber !6
  %.73 = zext i16 %.72 to i32, !dbg !166
  %.75 = getelementptr inbounds i16, ptr addrspace(1) %t54, i64 %.74
  %.76 = load i16, ptr addrspace(1) %.75, align 2, !dbg !166, !amdgpu.noclobber !6
  %.77 = zext i16 %.76 to i32, !dbg !166
  %.78 = shl nuw i32 %.77, 16, !dbg !166
  %.79 = or i32 %.78, %.73, !dbg !166
  %.81 = getelementptr inbounds i16, ptr addrspace(1) %t54, i64 %.80
  %.82 = load i16, ptr addrspace(1) %.81, align 2, !dbg !166, !amdgpu.noclobber !6
  %.83 = zext i16 %.82 to i32, !dbg !166
  %.85 = getelementptr inbounds i16, ptr addrspace(1) %t54, i64 %.84
  %.86 = load i16, ptr addrspace(1) %.85, align 2, !dbg !166, !amdgpu.noclobber !6
  %.87 = zext i16 %.86 to i32, !dbg !166
  %.88 = shl nuw i32 %.87, 16, !dbg !166
  %.89 = or i32 %.88, %.83, !dbg !166
  %.92 = extractvalue { [8 x float] } %t336, 0, 0, !dbg !167
  %.93 = insertelement <4 x float> poison, float %.92, i64 0, !dbg !167
  %.94 = extractvalue { [8 x float] } %t336, 0, 1, !dbg !167
  %.95 = insertelement <4 x float> %.93, float %.94, i64 1, !dbg !167
  %.96 = extractvalue { [8 x float] } %t336, 0, 2, !dbg !167
  %.97 = insertelement <4 x float> %.95, float %.96, i64 2, !dbg !167
  %.98 = extractvalue { [8 x float] } %t336, 0, 3, !dbg !167
  %.99 = insertelement <4 x float> %.97, float %.98, i64 3, !dbg !167
  %.101 = insertelement <2 x i32> poison, i32 %.49, i64 0, !dbg !167
  %.103 = insertelement <2 x i32> %.101, i32 %.59, i64 1, !dbg !167
  %.104 = bitcast <2 x i32> %.103 to <4 x i16>, !dbg !167
  %.106 = insertelement <2 x i32> poison, i32 %.79, i64 0, !dbg !167
  %.108 = insertelement <2 x i32> %.106, i32 %.89, i64 1, !dbg !167
  %.109 = bitcast <2 x i32> %.108 to <4 x i16>, !dbg !167
  %.110 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.104, <4 x i16> %.109, <4 x float> %.99, i32 0, i32 0, i32 0), !dbg !167
  %.111 = extractelement <4 x float> %.110, i64 0, !dbg !167
  %.112 = extractelement <4 x float> %.110, i64 1, !dbg !167
  %.113 = extractelement <4 x float> %.110, i64 2, !dbg !167
  %.114 = extractelement <4 x float> %.110, i64 3, !dbg !167
  %.115 = insertvalue { [8 x float] } zeroinitializer, float %.111, 0, 0, !dbg !167
  %.116 = insertvalue { [8 x float] } %.115, float %.112, 0, 1, !dbg !167
  %.117 = insertvalue { [8 x float] } %.116, float %.113, 0, 2, !dbg !167
  %.118 = insertvalue { [8 x float] } %.117, float %.114, 0, 3, !dbg !167
  fence syncscope("workgroup") release, !dbg !168
  tail call void @llvm.amdgcn.s.barrier(), !dbg !168
  fence syncscope("workgroup") acquire, !dbg !168
  %t58 = add i64 %t347, 16, !dbg !169
  %t35 = icmp slt i64 %t58, %a11, !dbg !150
  br i1 %t35, label %b3.preheader, label %b6, !dbg !150

b6:                                               ; preds = %b5, %entry.b6_crit_edge
  %.125.pre-phi = phi i64 [ %.pre14, %entry.b6_crit_edge ], [ %.38, %b5 ], !dbg !151
  %.124.pre-phi = phi i64 [ %.pre10, %entry.b6_crit_edge ], [ %.37, %b5 ], !dbg !151
  %t33.lcssa = phi { [8 x float] } [ zeroinitializer, %entry.b6_crit_edge ], [ %.118, %b5 ]
  %t59 = add nsw i64 %t26, %t19, !dbg !170
  %t60 = mul i64 %t59, %a10, !dbg !171
  %t62 = add i64 %t31, %t60, !dbg !172
  %t63 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t62, !dbg !151
  %.126 = mul i64 %.125.pre-phi, %a10, !dbg !151
  %.127 = add i64 %.126, %.124.pre-phi, !dbg !151
  %.128 = extractvalue { [8 x float] } %t33.lcssa, 0, 0, !dbg !151
  %.129 = getelementptr inbounds float, ptr addrspace(1) %t63, i64 %.127
  store float %.128, ptr addrspace(1) %.129, align 4, !dbg !151
  %.130 = extractvalue { [8 x float] } %t33.lcssa, 0, 1, !dbg !151
  %.132 = add i64 %.127, %a10, !dbg !151
  %.133 = getelementptr inbounds float, ptr addrspace(1) %t63, i64 %.132
  store float %.130, ptr addrspace(1) %.133, align 4, !dbg !151
  %.134 = extractvalue { [8 x float] } %t33.lcssa, 0, 2, !dbg !151
  %.135 = shl i64 %a10, 1, !dbg !151
  %.136 = add i64 %.127, %.135, !dbg !151
  %.137 = getelementptr inbounds float, ptr addrspace(1) %t63, i64 %.136
  store float %.134, ptr addrspace(1) %.137, align 4, !dbg !151
  %.138 = extractvalue { [8 x float] } %t33.lcssa, 0, 3, !dbg !151
  %.139 = mul i64 %a10, 3, !dbg !151
  %.140 = add i64 %.127, %.139, !dbg !151
  %.141 = getelementptr inbounds float, ptr addrspace(1) %t63, i64 %.140
  store float %.138, ptr addrspace(1) %.141, align 4, !dbg !151
  ret void, !dbg !173
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmulTF32(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11) local_unnamed_addr #2 !dbg !174 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !175
  %t7 = sext i32 %.10 to i64, !dbg !175
  %.1510 = sdiv i32 %.10, 64, !dbg !176
  %.15.sext = sext i32 %.1510 to i64, !dbg !176
  %t111 = lshr i64 %.15.sext, 63, !dbg !177
  %t13 = add nsw i64 %t111, %.15.sext, !dbg !177
  %t15 = and i64 %t13, 1152921504606846974, !dbg !178
  %t16 = sub nsw i64 %.15.sext, %t15, !dbg !178
  %.20 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !179
  %t18 = sext i32 %.20 to i64, !dbg !179
  %t19 = shl nsw i64 %t18, 5, !dbg !180
  %.21 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !181
  %t21 = sext i32 %.21 to i64, !dbg !181
  %t22 = shl nsw i64 %t21, 5, !dbg !182
  %.26 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !183
  %.27 = getelementptr inbounds i8, ptr addrspace(4) %.26, i64 4, !dbg !183
  %.28 = load i16, ptr addrspace(4) %.27, align 4, !dbg !183, !invariant.load !6
  %t25 = zext i16 %.28 to i64
  %0 = shl nsw i64 %t13, 3, !dbg !184
  %t26 = and i64 %0, -16, !dbg !184
  %t30 = shl i64 %t16, 4, !dbg !185
  %t31 = add i64 %t30, %t22, !dbg !186
  %t32 = mul i64 %t31, %a11, !dbg !187
  %t3813 = icmp sgt i64 %a11, 0, !dbg !188
  br i1 %t3813, label %b3.preheader.lr.ph, label %entry.b6_crit_edge, !dbg !188

entry.b6_crit_edge:                               ; preds = %entry
  %.pre = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !189
  %.pre16 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.pre), !dbg !189
  %.pre17 = and i32 %.pre16, 15, !dbg !189
  %.pre18 = zext i32 %.pre17 to i64, !dbg !189
  br label %b6, !dbg !188

b3.preheader.lr.ph:                               ; preds = %entry
  %t26.tr = trunc i64 %t26 to i32, !dbg !190
  %1 = shl i32 %t26.tr, 4, !dbg !190
  %2 = or i32 %1, 8, !dbg !190
  %t34 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmulTF32.shared.0, i32 %2, !dbg !190
  %t28 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmulTF32.shared.0, i32 %1, !dbg !190
  %t4011 = icmp slt i32 %.10, 512
  %.32 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !191
  %.33 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.32), !dbg !191
  %.34 = lshr i32 %.33, 4
  %.35 = zext i32 %.34 to i64
  %.36 = and i32 %.33, 15
  %.37 = zext i32 %.36 to i64
  %.38 = shl nuw nsw i64 %.37, 4
  %.39 = add nuw nsw i64 %.38, %.35
  %3 = trunc i64 %.39 to i32
  %.40 = getelementptr inbounds float, ptr addrspace(3) %t28, i32 %3
  %4 = trunc i64 %.39 to i32
  %5 = add nuw nsw i32 %4, 4
  %.51 = getelementptr inbounds float, ptr addrspace(3) %t28, i32 %5
  %.69 = mul i64 %.37, %a11
  %.70 = add i64 %.69, %.35
  %.81 = add i64 %.70, 4
  %.128 = getelementptr inbounds float, ptr addrspace(3) %t34, i32 %3
  %.139 = getelementptr inbounds float, ptr addrspace(3) %t34, i32 %5
  br label %b3.preheader, !dbg !188

b3.preheader:                                     ; preds = %b3.preheader.lr.ph, %b5
  %t3715 = phi i64 [ 0, %b3.preheader.lr.ph ], [ %t67, %b5 ]
  %t3614 = phi { [8 x float] } [ zeroinitializer, %b3.preheader.lr.ph ], [ %.207, %b5 ]
  br i1 %t4011, label %b4, label %b5, !dbg !192

b4:                                               ; preds = %b3.preheader, %b4
  %t3912 = phi i64 [ %t54, %b4 ], [ %t7, %b3.preheader ]
  %isneg = icmp slt i64 %t3912, 0, !dbg !193
  %t42 = select i1 %isneg, i64 15, i64 0, !dbg !193
  %t43 = add nsw i64 %t42, %t3912, !dbg !193
  %t44 = ashr i64 %t43, 4, !dbg !193
  %t45 = add nsw i64 %t44, %t19, !dbg !194
  %t46 = mul i64 %t45, %a11, !dbg !195
  %t48 = and i64 %t43, -16, !dbg !196
  %t47 = add i64 %t3912, %t3715, !dbg !197
  %t49 = sub i64 %t47, %t48, !dbg !196
  %t50 = add i64 %t49, %t46, !dbg !198
  %t51 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t50, !dbg !199
  %.31 = load float, ptr addrspace(1) %t51, align 4, !dbg !199, !amdgpu.noclobber !6
  %6 = trunc i64 %t3912 to i32, !dbg !200
  %t53 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmulTF32.shared.0, i32 %6, !dbg !200
  store float %.31, ptr addrspace(3) %t53, align 4, !dbg !200
  %t54 = add i64 %t3912, %t25, !dbg !201
  %t40 = icmp slt i64 %t54, 512, !dbg !192
  br i1 %t40, label %b4, label %b5, !dbg !192

b5:                                               ; preds = %b4, %b3.preheader
  fence syncscope("workgroup") release, !dbg !202
  tail call void @llvm.amdgcn.s.barrier(), !dbg !202
  fence syncscope("workgroup") acquire, !dbg !202
  %.412 = load i32, ptr addrspace(3) %.40, align 4, !dbg !190
  %.43 = and i32 %.412, 2147483647, !dbg !190
  %.44 = add i32 %.412, 4096, !dbg !190
  %.45 = and i32 %.44, -8192, !dbg !190
  %.46 = icmp eq i32 %.43, 2139095040, !dbg !190
  %.47 = select i1 %.46, i32 %.412, i32 %.45, !dbg !190
  %.48 = icmp ugt i32 %.43, 2139095040, !dbg !190
  %.49 = select i1 %.48, i32 2147483647, i32 %.47, !dbg !190
  %.523 = load i32, ptr addrspace(3) %.51, align 4, !dbg !190
  %.54 = and i32 %.523, 2147483647, !dbg !190
  %.55 = add i32 %.523, 4096, !dbg !190
  %.56 = and i32 %.55, -8192, !dbg !190
  %.57 = icmp eq i32 %.54, 2139095040, !dbg !190
  %.58 = select i1 %.57, i32 %.523, i32 %.56, !dbg !190
  %.59 = icmp ugt i32 %.54, 2139095040, !dbg !190
  %.60 = select i1 %.59, i32 2147483647, i32 %.58, !dbg !190
  %t56 = add i64 %t3715, %t32, !dbg !203
  %t57 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t56, !dbg !204
  %.71 = getelementptr inbounds float, ptr addrspace(1) %t57, i64 %.70
  %.724 = load i32, ptr addrspace(1) %.71, align 4, !dbg !204, !amdgpu.noclobber !6
  %.74 = and i32 %.724, 2147483647, !dbg !204
  %.75 = add i32 %.724, 4096, !dbg !204
  %.76 = and i32 %.75, -8192, !dbg !204
  %.77 = icmp eq i32 %.74, 2139095040, !dbg !204
  %.78 = select i1 %.77, i32 %.724, i32 %.76, !dbg !204
  %.79 = icmp ugt i32 %.74, 2139095040, !dbg !204
  %.80 = select i1 %.79, i32 2147483647, i32 %.78, !dbg !204
  %.82 = getelementptr inbounds float, ptr addrspace(1) %t57, i64 %.81
  %.835 = load i32, ptr addrspace(1) %.82, align 4, !dbg !204, !amdgpu.noclobber !6
  %.85 = and i32 %.835, 2147483647, !dbg !204
  %.86 = add i32 %.835, 4096, !dbg !204
  %.87 = and i32 %.86, -8192, !dbg !204
  %.88 = icmp eq i32 %.85, 2139095040, !dbg !204
  %.89 = select i1 %.88, i32 %.835, i32 %.87, !dbg !204
  %.90 = icmp ugt i32 %.85, 2139095040, !dbg !204
  %.91 = select i1 %.90, i32 2147483647, i32 %.89, !dbg !204
  %.94 = extractvalue { [8 x float] } %t3614, 0, 0, !dbg !205
  %.95 = insertelement <4 x float> poison, float %.94, i64 0, !dbg !205
  %.96 = extractvalue { [8 x float] } %t3614, 0, 1, !dbg !205
  %.97 = insertelement <4 x float> %.95, float %.96, i64 1, !dbg !205
  %.98 = extractvalue { [8 x float] } %t3614, 0, 2, !dbg !205
  %.99 = insertelement <4 x float> %.97, float %.98, i64 2, !dbg !205
  %.100 = extractvalue { [8 x float] } %t3614, 0, 3, !dbg !205
  %.101 = insertelement <4 x float> %.99, float %.100, i64 3, !dbg !205
  %.103 = bitcast i32 %.49 to float, !dbg !205
  %.105 = bitcast i32 %.80 to float, !dbg !205
  %.106 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.103, float %.105, <4 x float> %.101, i32 0, i32 0, i32 0), !dbg !205
  %.108 = bitcast i32 %.60 to float, !dbg !205
  %.110 = bitcast i32 %.91 to float, !dbg !205
  %.111 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.108, float %.110, <4 x float> %.106, i32 0, i32 0, i32 0), !dbg !205
  %.1296 = load i32, ptr addrspace(3) %.128, align 4, !dbg !190
  %.131 = and i32 %.1296, 2147483647, !dbg !190
  %.132 = add i32 %.1296, 4096, !dbg !190
  %.133 = and i32 %.132, -8192, !dbg !190
  %.134 = icmp eq i32 %.131, 2139095040, !dbg !190
  %.135 = select i1 %.134, i32 %.1296, i32 %.133, !dbg !190
  %.136 = icmp ugt i32 %.131, 2139095040, !dbg !190
  %.137 = select i1 %.136, i32 2147483647, i32 %.135, !dbg !190
  %.1407 = load i32, ptr addrspace(3) %.139, align 4, !dbg !190
  %.142 = and i32 %.1407, 2147483647, !dbg !190
  %.143 = add i32 %.1407, 4096, !dbg !190
  %.144 = and i32 %.143, -8192, !dbg !190
  %.145 = icmp eq i32 %.142, 2139095040, !dbg !190
  %.146 = select i1 %.145, i32 %.1407, i32 %.144, !dbg !190
  %.147 = icmp ugt i32 %.142, 2139095040, !dbg !190
  %.148 = select i1 %.147, i32 2147483647, i32 %.146, !dbg !190
  %t62 = or i64 %t56, 8, !dbg !206
  %t63 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t62, !dbg !204
  %.159 = getelementptr inbounds float, ptr addrspace(1) %t63, i64 %.70
  %.1608 = load i32, ptr addrspace(1) %.159, align 4, !dbg !204, !amdgpu.noclobber !6
  %.162 = and i32 %.1608, 2147483647, !dbg !204
  %.163 = add i32 %.1608, 4096, !dbg !204
  %.164 = and i32 %.163, -8192, !dbg !204
  %.165 = icmp eq i32 %.162, 2139095040, !dbg !204
  %.166 = select i1 %.165, i32 %.1608, i32 %.164, !dbg !204
  %.167 = icmp ugt i32 %.162, 2139095040, !dbg !204
  %.168 = select i1 %.167, i32 2147483647, i32 %.166, !dbg !204
  %.170 = getelementptr inbounds float, ptr addrspace(1) %t63, i64 %.81
  %.1719 = load i32, ptr addrspace(1) %.170, align 4, !dbg !204, !amdgpu.noclobber !6
  %.173 = and i32 %.1719, 2147483647, !dbg !204
  %.174 = add i32 %.1719, 4096, !dbg !204
  %.175 = and i32 %.174, -8192, !dbg !204
  %.176 = icmp eq i32 %.173, 2139095040, !dbg !204
  %.177 = select i1 %.176, i32 %.1719, i32 %.175, !dbg !204
  %.178 = icmp ugt i32 %.173, 2139095040, !dbg !204
  %.179 = select i1 %.178, i32 2147483647, i32 %.177, !dbg !204
  %.191 = bitcast i32 %.137 to float, !dbg !205
  %.193 = bitcast i32 %.168 to float, !dbg !205
  %.194 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.191, float %.193, <4 x float> %.111, i32 0, i32 0, i32 0), !dbg !205
  %.196 = bitcast i32 %.148 to float, !dbg !205
  %.198 = bitcast i32 %.179 to float, !dbg !205
  %.199 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %.196, float %.198, <4 x float> %.194, i32 0, i32 0, i32 0), !dbg !205
  %.200 = extractelement <4 x float> %.199, i64 0, !dbg !205
  %.201 = extractelement <4 x float> %.199, i64 1, !dbg !205
  %.202 = extractelement <4 x float> %.199, i64 2, !dbg !205
  %.203 = extractelement <4 x float> %.199, i64 3, !dbg !205
  %.204 = insertvalue { [8 x float] } zeroinitializer, float %.200, 0, 0, !dbg !205
  %.205 = insertvalue { [8 x float] } %.204, float %.201, 0, 1, !dbg !205
  %.206 = insertvalue { [8 x float] } %.205, float %.202, 0, 2, !dbg !205
  %.207 = insertvalue { [8 x float] } %.206, float %.203, 0, 3, !dbg !205
  fence syncscope("workgroup") release, !dbg !207
  tail call void @llvm.amdgcn.s.barrier(), !dbg !207
  fence syncscope("workgroup") acquire, !dbg !207
  %t67 = add i64 %t3715, 16, !dbg !208
  %t38 = icmp slt i64 %t67, %a11, !dbg !188
  br i1 %t38, label %b3.preheader, label %b6, !dbg !188

b6:                                               ; preds = %b5, %entry.b6_crit_edge
  %.213.pre-phi = phi i64 [ %.pre18, %entry.b6_crit_edge ], [ %.37, %b5 ], !dbg !189
  %.209.pre-phi = phi i32 [ %.pre16, %entry.b6_crit_edge ], [ %.33, %b5 ], !dbg !189
  %t36.lcssa = phi { [8 x float] } [ zeroinitializer, %entry.b6_crit_edge ], [ %.207, %b5 ]
  %t68 = add nsw i64 %t26, %t19, !dbg !209
  %t69 = mul i64 %t68, %a10, !dbg !210
  %t71 = add i64 %t31, %t69, !dbg !211
  %t72 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t71, !dbg !189
  %7 = lshr i32 %.209.pre-phi, 2, !dbg !189
  %8 = and i32 %7, 1073741820, !dbg !189
  %.214 = zext i32 %8 to i64, !dbg !189
  %.215 = mul i64 %.214, %a10, !dbg !189
  %.216 = add i64 %.215, %.213.pre-phi, !dbg !189
  %.217 = extractvalue { [8 x float] } %t36.lcssa, 0, 0, !dbg !189
  %.218 = getelementptr inbounds float, ptr addrspace(1) %t72, i64 %.216
  store float %.217, ptr addrspace(1) %.218, align 4, !dbg !189
  %.219 = extractvalue { [8 x float] } %t36.lcssa, 0, 1, !dbg !189
  %.221 = add i64 %.216, %a10, !dbg !189
  %.222 = getelementptr inbounds float, ptr addrspace(1) %t72, i64 %.221
  store float %.219, ptr addrspace(1) %.222, align 4, !dbg !189
  %.223 = extractvalue { [8 x float] } %t36.lcssa, 0, 2, !dbg !189
  %.224 = shl i64 %a10, 1, !dbg !189
  %.225 = add i64 %.216, %.224, !dbg !189
  %.226 = getelementptr inbounds float, ptr addrspace(1) %t72, i64 %.225
  store float %.223, ptr addrspace(1) %.226, align 4, !dbg !189
  %.227 = extractvalue { [8 x float] } %t36.lcssa, 0, 3, !dbg !189
  %.228 = mul i64 %a10, 3, !dbg !189
  %.229 = add i64 %.216, %.228, !dbg !189
  %.230 = getelementptr inbounds float, ptr addrspace(1) %t72, i64 %.229
  store float %.227, ptr addrspace(1) %.230, align 4, !dbg !189
  ret void, !dbg !212
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
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowF16", scope: !1, file: !1, line: 99, type: !5, scopeLine: 99, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 22, column: 19, scope: !4)
!8 = !DILocation(line: 24, column: 28, scope: !4)
!9 = !DILocation(line: 24, column: 31, scope: !4)
!10 = !DILocation(line: 24, column: 18, scope: !4)
!11 = !DILocation(line: 25, column: 30, scope: !4)
!12 = !DILocation(line: 25, column: 18, scope: !4)
!13 = !DILocation(line: 26, column: 31, scope: !4)
!14 = !DILocation(line: 26, column: 18, scope: !4)
!15 = !DILocation(line: 27, column: 15, scope: !4)
!16 = !DILocation(line: 28, column: 13, scope: !4)
!17 = !DILocation(line: 100, column: 9, scope: !4)
!18 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowBF16", scope: !1, file: !1, line: 104, type: !5, scopeLine: 104, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = !DILocation(line: 22, column: 19, scope: !18)
!20 = !DILocation(line: 24, column: 28, scope: !18)
!21 = !DILocation(line: 24, column: 31, scope: !18)
!22 = !DILocation(line: 24, column: 18, scope: !18)
!23 = !DILocation(line: 25, column: 30, scope: !18)
!24 = !DILocation(line: 25, column: 18, scope: !18)
!25 = !DILocation(line: 26, column: 31, scope: !18)
!26 = !DILocation(line: 26, column: 18, scope: !18)
!27 = !DILocation(line: 27, column: 15, scope: !18)
!28 = !DILocation(line: 28, column: 13, scope: !18)
!29 = !DILocation(line: 105, column: 9, scope: !18)
!30 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowTF32", scope: !1, file: !1, line: 109, type: !5, scopeLine: 109, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = !DILocation(line: 22, column: 19, scope: !30)
!32 = !DILocation(line: 24, column: 28, scope: !30)
!33 = !DILocation(line: 24, column: 31, scope: !30)
!34 = !DILocation(line: 24, column: 18, scope: !30)
!35 = !DILocation(line: 25, column: 28, scope: !30)
!36 = !DILocation(line: 25, column: 30, scope: !30)
!37 = !DILocation(line: 25, column: 18, scope: !30)
!38 = !DILocation(line: 26, column: 31, scope: !30)
!39 = !DILocation(line: 26, column: 18, scope: !30)
!40 = !DILocation(line: 27, column: 15, scope: !30)
!41 = !DILocation(line: 28, column: 13, scope: !30)
!42 = !DILocation(line: 110, column: 9, scope: !30)
!43 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColF16", scope: !1, file: !1, line: 114, type: !5, scopeLine: 114, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!44 = !DILocation(line: 34, column: 19, scope: !43)
!45 = !DILocation(line: 36, column: 28, scope: !43)
!46 = !DILocation(line: 36, column: 30, scope: !43)
!47 = !DILocation(line: 36, column: 18, scope: !43)
!48 = !DILocation(line: 37, column: 31, scope: !43)
!49 = !DILocation(line: 37, column: 18, scope: !43)
!50 = !DILocation(line: 38, column: 31, scope: !43)
!51 = !DILocation(line: 38, column: 18, scope: !43)
!52 = !DILocation(line: 39, column: 15, scope: !43)
!53 = !DILocation(line: 40, column: 13, scope: !43)
!54 = !DILocation(line: 115, column: 9, scope: !43)
!55 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColBF16", scope: !1, file: !1, line: 119, type: !5, scopeLine: 119, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!56 = !DILocation(line: 34, column: 19, scope: !55)
!57 = !DILocation(line: 36, column: 28, scope: !55)
!58 = !DILocation(line: 36, column: 30, scope: !55)
!59 = !DILocation(line: 36, column: 18, scope: !55)
!60 = !DILocation(line: 37, column: 31, scope: !55)
!61 = !DILocation(line: 37, column: 18, scope: !55)
!62 = !DILocation(line: 38, column: 31, scope: !55)
!63 = !DILocation(line: 38, column: 18, scope: !55)
!64 = !DILocation(line: 39, column: 15, scope: !55)
!65 = !DILocation(line: 40, column: 13, scope: !55)
!66 = !DILocation(line: 120, column: 9, scope: !55)
!67 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColTF32", scope: !1, file: !1, line: 124, type: !5, scopeLine: 124, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!68 = !DILocation(line: 34, column: 19, scope: !67)
!69 = !DILocation(line: 36, column: 28, scope: !67)
!70 = !DILocation(line: 36, column: 30, scope: !67)
!71 = !DILocation(line: 36, column: 18, scope: !67)
!72 = !DILocation(line: 37, column: 28, scope: !67)
!73 = !DILocation(line: 37, column: 31, scope: !67)
!74 = !DILocation(line: 37, column: 18, scope: !67)
!75 = !DILocation(line: 38, column: 31, scope: !67)
!76 = !DILocation(line: 38, column: 18, scope: !67)
!77 = !DILocation(line: 39, column: 15, scope: !67)
!78 = !DILocation(line: 40, column: 13, scope: !67)
!79 = !DILocation(line: 125, column: 9, scope: !67)
!80 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileFillF16", scope: !1, file: !1, line: 129, type: !5, scopeLine: 129, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!81 = !DILocation(line: 47, column: 18, scope: !80)
!82 = !DILocation(line: 48, column: 18, scope: !80)
!83 = !DILocation(line: 51, column: 16, scope: !80)
!84 = !DILocation(line: 53, column: 13, scope: !80)
!85 = !DILocation(line: 130, column: 10, scope: !80)
!86 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileFillBF16", scope: !1, file: !1, line: 134, type: !5, scopeLine: 134, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!87 = !DILocation(line: 47, column: 18, scope: !86)
!88 = !DILocation(line: 48, column: 18, scope: !86)
!89 = !DILocation(line: 51, column: 16, scope: !86)
!90 = !DILocation(line: 53, column: 13, scope: !86)
!91 = !DILocation(line: 135, column: 10, scope: !86)
!92 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileFillTF32", scope: !1, file: !1, line: 139, type: !5, scopeLine: 139, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!93 = !DILocation(line: 47, column: 18, scope: !92)
!94 = !DILocation(line: 48, column: 18, scope: !92)
!95 = !DILocation(line: 51, column: 16, scope: !92)
!96 = !DILocation(line: 53, column: 13, scope: !92)
!97 = !DILocation(line: 140, column: 10, scope: !92)
!98 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmulF16", scope: !1, file: !1, line: 144, type: !5, scopeLine: 144, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!99 = !DILocation(line: 73, column: 20, scope: !98)
!100 = !DILocation(line: 74, column: 14, scope: !98)
!101 = !DILocation(line: 75, column: 16, scope: !98)
!102 = !DILocation(line: 75, column: 24, scope: !98)
!103 = !DILocation(line: 76, column: 22, scope: !98)
!104 = !DILocation(line: 76, column: 26, scope: !98)
!105 = !DILocation(line: 76, column: 44, scope: !98)
!106 = !DILocation(line: 76, column: 48, scope: !98)
!107 = !DILocation(line: 80, column: 48, scope: !98)
!108 = !DILocation(line: 85, column: 30, scope: !98)
!109 = !DILocation(line: 86, column: 33, scope: !98)
!110 = !DILocation(line: 86, column: 30, scope: !98)
!111 = !DILocation(line: 86, column: 37, scope: !98)
!112 = !DILocation(line: 79, column: 18, scope: !98)
!113 = !DILocation(line: 91, column: 13, scope: !98)
!114 = !DILocation(line: 85, column: 20, scope: !98)
!115 = !DILocation(line: 0, scope: !98)
!116 = !DILocation(line: 80, column: 19, scope: !98)
!117 = !DILocation(line: 81, column: 19, scope: !98)
!118 = !DILocation(line: 81, column: 17, scope: !98)
!119 = !DILocation(line: 81, column: 25, scope: !98)
!120 = !DILocation(line: 81, column: 32, scope: !98)
!121 = !DILocation(line: 81, column: 27, scope: !98)
!122 = !DILocation(line: 81, column: 30, scope: !98)
!123 = !DILocation(line: 81, column: 13, scope: !98)
!124 = !DILocation(line: 81, column: 6, scope: !98)
!125 = !DILocation(line: 80, column: 33, scope: !98)
!126 = !DILocation(line: 83, column: 16, scope: !98)
!127 = !DILocation(line: 86, column: 39, scope: !98)
!128 = !DILocation(line: 86, column: 20, scope: !98)
!129 = !DILocation(line: 87, column: 18, scope: !98)
!130 = !DILocation(line: 89, column: 16, scope: !98)
!131 = !DILocation(line: 79, column: 23, scope: !98)
!132 = !DILocation(line: 91, column: 23, scope: !98)
!133 = !DILocation(line: 91, column: 30, scope: !98)
!134 = !DILocation(line: 91, column: 35, scope: !98)
!135 = !DILocation(line: 146, column: 8, scope: !98)
!136 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmulBF16", scope: !1, file: !1, line: 150, type: !5, scopeLine: 150, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!137 = !DILocation(line: 73, column: 20, scope: !136)
!138 = !DILocation(line: 74, column: 14, scope: !136)
!139 = !DILocation(line: 75, column: 16, scope: !136)
!140 = !DILocation(line: 75, column: 24, scope: !136)
!141 = !DILocation(line: 76, column: 22, scope: !136)
!142 = !DILocation(line: 76, column: 26, scope: !136)
!143 = !DILocation(line: 76, column: 44, scope: !136)
!144 = !DILocation(line: 76, column: 48, scope: !136)
!145 = !DILocation(line: 80, column: 48, scope: !136)
!146 = !DILocation(line: 85, column: 30, scope: !136)
!147 = !DILocation(line: 86, column: 33, scope: !136)
!148 = !DILocation(line: 86, column: 30, scope: !136)
!149 = !DILocation(line: 86, column: 37, scope: !136)
!150 = !DILocation(line: 79, column: 18, scope: !136)
!151 = !DILocation(line: 91, column: 13, scope: !136)
!152 = !DILocation(line: 85, column: 20, scope: !136)
!153 = !DILocation(line: 0, scope: !136)
!154 = !DILocation(line: 80, column: 19, scope: !136)
!155 = !DILocation(line: 81, column: 19, scope: !136)
!156 = !DILocation(line: 81, column: 17, scope: !136)
!157 = !DILocation(line: 81, column: 25, scope: !136)
!158 = !DILocation(line: 81, column: 32, scope: !136)
!159 = !DILocation(line: 81, column: 27, scope: !136)
!160 = !DILocation(line: 81, column: 30, scope: !136)
!161 = !DILocation(line: 81, column: 13, scope: !136)
!162 = !DILocation(line: 81, column: 6, scope: !136)
!163 = !DILocation(line: 80, column: 33, scope: !136)
!164 = !DILocation(line: 83, column: 16, scope: !136)
!165 = !DILocation(line: 86, column: 39, scope: !136)
!166 = !DILocation(line: 86, column: 20, scope: !136)
!167 = !DILocation(line: 87, column: 18, scope: !136)
!168 = !DILocation(line: 89, column: 16, scope: !136)
!169 = !DILocation(line: 79, column: 23, scope: !136)
!170 = !DILocation(line: 91, column: 23, scope: !136)
!171 = !DILocation(line: 91, column: 30, scope: !136)
!172 = !DILocation(line: 91, column: 35, scope: !136)
!173 = !DILocation(line: 152, column: 8, scope: !136)
!174 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmulTF32", scope: !1, file: !1, line: 156, type: !5, scopeLine: 156, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!175 = !DILocation(line: 73, column: 20, scope: !174)
!176 = !DILocation(line: 74, column: 14, scope: !174)
!177 = !DILocation(line: 75, column: 16, scope: !174)
!178 = !DILocation(line: 75, column: 24, scope: !174)
!179 = !DILocation(line: 76, column: 22, scope: !174)
!180 = !DILocation(line: 76, column: 26, scope: !174)
!181 = !DILocation(line: 76, column: 44, scope: !174)
!182 = !DILocation(line: 76, column: 48, scope: !174)
!183 = !DILocation(line: 80, column: 48, scope: !174)
!184 = !DILocation(line: 85, column: 30, scope: !174)
!185 = !DILocation(line: 86, column: 33, scope: !174)
!186 = !DILocation(line: 86, column: 30, scope: !174)
!187 = !DILocation(line: 86, column: 37, scope: !174)
!188 = !DILocation(line: 79, column: 18, scope: !174)
!189 = !DILocation(line: 91, column: 13, scope: !174)
!190 = !DILocation(line: 85, column: 20, scope: !174)
!191 = !DILocation(line: 0, scope: !174)
!192 = !DILocation(line: 80, column: 19, scope: !174)
!193 = !DILocation(line: 81, column: 19, scope: !174)
!194 = !DILocation(line: 81, column: 17, scope: !174)
!195 = !DILocation(line: 81, column: 25, scope: !174)
!196 = !DILocation(line: 81, column: 32, scope: !174)
!197 = !DILocation(line: 81, column: 27, scope: !174)
!198 = !DILocation(line: 81, column: 30, scope: !174)
!199 = !DILocation(line: 81, column: 13, scope: !174)
!200 = !DILocation(line: 81, column: 6, scope: !174)
!201 = !DILocation(line: 80, column: 33, scope: !174)
!202 = !DILocation(line: 83, column: 16, scope: !174)
!203 = !DILocation(line: 86, column: 39, scope: !174)
!204 = !DILocation(line: 86, column: 20, scope: !174)
!205 = !DILocation(line: 87, column: 18, scope: !174)
!206 = !DILocation(line: 86, column: 42, scope: !174)
!207 = !DILocation(line: 89, column: 16, scope: !174)
!208 = !DILocation(line: 79, column: 23, scope: !174)
!209 = !DILocation(line: 91, column: 23, scope: !174)
!210 = !DILocation(line: 91, column: 30, scope: !174)
!211 = !DILocation(line: 91, column: 35, scope: !174)
!212 = !DILocation(line: 158, column: 8, scope: !174)
