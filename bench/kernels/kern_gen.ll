; kern module github.com/kernlab/kern/bench/kernels (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@math.mPi4 = internal unnamed_addr addrspace(4) constant [160 x i8] c"\01\00\00\00\00\00\00\00S*\88\9C\DC\06\F3E\81\BBi\EA\A3\AFN\F8\83 \87x2+\C5\B6\C3\8Aw\BDW\C7\A2\FC\C0\A5\9B\84t\DCHn9$\A3\13\D4]\92\0C}NSb9\D6;\FC\09\89v]\EAk\04\D1\82\FC\BEhM\E08\D3\E9s\A6\06s\AC#svP\F2{\17\BF\089\1F0\0B\BC\FF/\F1?>\DA\14\B4\16#^\DEn\13\96O\9E\FDl\DAZ\D4\BF<\CD~\8C\9E\F6\E2\CB\D7\8FuO\EA\D4%\A5\14\EFs\0Ez\10\BA\1A?b\BF\F6\D7W\D7\F6\F8\8D`\06\AC", align 8
@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eMatMulTiled.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eMatMulTiled.shared.1 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 16

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eMatMulTiled(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, ptr addrspace(1) nocapture readonly %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) nocapture writeonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #0 !dbg !4 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  %t3 = sext i32 %.16 to i64, !dbg !7
  %.17 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !7
  %.18 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 4, !dbg !7
  %.19 = load i16, ptr addrspace(4) %.18, align 4, !dbg !7, !invariant.load !6
  %t5 = zext i16 %.19 to i64
  %t6 = mul nsw i64 %t5, %t3, !dbg !7
  %.21 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !7
  %t8 = sext i32 %.21 to i64, !dbg !7
  %t9 = add nsw i64 %t6, %t8, !dbg !7
  %.22 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !7
  %t11 = sext i32 %.22 to i64, !dbg !7
  %.24 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 6, !dbg !7
  %.25 = load i16, ptr addrspace(4) %.24, align 2, !dbg !7, !invariant.load !6
  %t13 = zext i16 %.25 to i64
  %t14 = mul nsw i64 %t13, %t11, !dbg !7
  %.27 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !7
  %t16 = sext i32 %.27 to i64, !dbg !7
  %t17 = add nsw i64 %t14, %t16, !dbg !7
  %t21 = icmp slt i64 %t17, %a11, !dbg !8
  %t26 = icmp slt i64 %t9, %a12, !dbg !9
  %t31 = getelementptr inbounds [64 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eMatMulTiled.shared.0, i32 %.27, !dbg !10
  %t32 = getelementptr inbounds float, ptr addrspace(3) %t31, i32 %.21, !dbg !11
  %t33 = getelementptr inbounds [64 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eMatMulTiled.shared.1, i32 %.27, !dbg !12
  %t34 = getelementptr inbounds float, ptr addrspace(3) %t33, i32 %.21, !dbg !13
  %t36 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eMatMulTiled.shared.1, i32 %.21, !dbg !14
  %t40 = shl i64 %a4, 4, !dbg !15
  %t44 = shl i64 %a8, 4, !dbg !16
  %t491 = icmp sgt i64 %a2, 0, !dbg !17
  br i1 %t491, label %b2.lr.ph, label %b7, !dbg !17

b2.lr.ph:                                         ; preds = %entry
  %t29 = mul i64 %t9, %a9, !dbg !16
  %t41 = mul i64 %t16, %a8, !dbg !16
  %t42 = add i64 %t29, %t41, !dbg !16
  %t43 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t42, !dbg !16
  %t23 = mul i64 %t17, %a3, !dbg !15
  %t37 = mul i64 %t8, %a4, !dbg !15
  %t38 = add i64 %t23, %t37, !dbg !15
  %t39 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t38, !dbg !15
  %t64 = getelementptr inbounds float, ptr addrspace(3) %t31, i32 1
  %t66 = getelementptr inbounds float, ptr addrspace(3) %t36, i32 16
  %t69 = getelementptr inbounds float, ptr addrspace(3) %t31, i32 2
  %t71 = getelementptr inbounds float, ptr addrspace(3) %t36, i32 32
  %t74 = getelementptr inbounds float, ptr addrspace(3) %t31, i32 3
  %t76 = getelementptr inbounds float, ptr addrspace(3) %t36, i32 48
  %t79 = getelementptr inbounds float, ptr addrspace(3) %t31, i32 4
  %t81 = getelementptr inbounds float, ptr addrspace(3) %t36, i32 64
  %t84 = getelementptr inbounds float, ptr addrspace(3) %t31, i32 5
  %t86 = getelementptr inbounds float, ptr addrspace(3) %t36, i32 80
  %t89 = getelementptr inbounds float, ptr addrspace(3) %t31, i32 6
  %t91 = getelementptr inbounds float, ptr addrspace(3) %t36, i32 96
  %t94 = getelementptr inbounds float, ptr addrspace(3) %t31, i32 7
  %t96 = getelementptr inbounds float, ptr addrspace(3) %t36, i32 112
  %t99 = getelementptr inbounds float, ptr addrspace(3) %t31, i32 8
  %t101 = getelementptr inbounds float, ptr addrspace(3) %t36, i32 128
  %t104 = getelementptr inbounds float, ptr addrspace(3) %t31, i32 9
  %t106 = getelementptr inbounds float, ptr addrspace(3) %t36, i32 144
  %t109 = getelementptr inbounds float, ptr addrspace(3) %t31, i32 10
  %t111 = getelementptr inbounds float, ptr addrspace(3) %t36, i32 160
  %t114 = getelementptr inbounds float, ptr addrspace(3) %t31, i32 11
  %t116 = getelementptr inbounds float, ptr addrspace(3) %t36, i32 176
  %t119 = getelementptr inbounds float, ptr addrspace(3) %t31, i32 12
  %t121 = getelementptr inbounds float, ptr addrspace(3) %t36, i32 192
  %t124 = getelementptr inbounds float, ptr addrspace(3) %t31, i32 13
  %t126 = getelementptr inbounds float, ptr addrspace(3) %t36, i32 208
  %t129 = getelementptr inbounds float, ptr addrspace(3) %t31, i32 14
  %t131 = getelementptr inbounds float, ptr addrspace(3) %t36, i32 224
  %t134 = getelementptr inbounds float, ptr addrspace(3) %t31, i32 15
  %t136 = getelementptr inbounds float, ptr addrspace(3) %t36, i32 240
  br label %b2, !dbg !17

b2:                                               ; preds = %b2.lr.ph, %b6
  %t485 = phi i64 [ 0, %b2.lr.ph ], [ %t139, %b6 ]
  %t474 = phi float [ 0.000000e+00, %b2.lr.ph ], [ %t138, %b6 ]
  %t463 = phi ptr addrspace(1) [ %t39, %b2.lr.ph ], [ %t140, %b6 ]
  %t452 = phi ptr addrspace(1) [ %t43, %b2.lr.ph ], [ %t141, %b6 ]
  %t50 = add i64 %t485, %t8, !dbg !18
  %t51 = icmp slt i64 %t50, %a2, !dbg !19
  %t52 = and i1 %t21, %t51, !dbg !19
  br i1 %t52, label %b3, label %b4, !dbg !8

b3:                                               ; preds = %b2
  %.28 = load float, ptr addrspace(1) %t463, align 4, !dbg !15
  br label %b4, !dbg !15

b4:                                               ; preds = %b3, %b2
  %t54 = phi float [ 0.000000e+00, %b2 ], [ %.28, %b3 ]
  %t55 = add i64 %t485, %t16, !dbg !20
  %t56 = icmp slt i64 %t55, %a2, !dbg !21
  %t57 = and i1 %t26, %t56, !dbg !9
  br i1 %t57, label %b5, label %b6, !dbg !21

b5:                                               ; preds = %b4
  %.29 = load float, ptr addrspace(1) %t452, align 4, !dbg !16
  br label %b6, !dbg !16

b6:                                               ; preds = %b5, %b4
  %t59 = phi float [ 0.000000e+00, %b4 ], [ %.29, %b5 ]
  store float %t54, ptr addrspace(3) %t32, align 4, !dbg !11
  store float %t59, ptr addrspace(3) %t34, align 4, !dbg !13
  fence syncscope("workgroup") release, !dbg !22
  tail call void @llvm.amdgcn.s.barrier(), !dbg !22
  fence syncscope("workgroup") acquire, !dbg !22
  %.30 = load float, ptr addrspace(3) %t31, align 16, !dbg !23
  %.31 = load float, ptr addrspace(3) %t36, align 4, !dbg !14
  %t63 = tail call float @llvm.fma.f32(float %.30, float %.31, float %t474), !dbg !24
  %.32 = load float, ptr addrspace(3) %t64, align 4, !dbg !23
  %.33 = load float, ptr addrspace(3) %t66, align 4, !dbg !14
  %t68 = tail call float @llvm.fma.f32(float %.32, float %.33, float %t63), !dbg !24
  %.34 = load float, ptr addrspace(3) %t69, align 8, !dbg !23
  %.35 = load float, ptr addrspace(3) %t71, align 4, !dbg !14
  %t73 = tail call float @llvm.fma.f32(float %.34, float %.35, float %t68), !dbg !24
  %.36 = load float, ptr addrspace(3) %t74, align 4, !dbg !23
  %.37 = load float, ptr addrspace(3) %t76, align 4, !dbg !14
  %t78 = tail call float @llvm.fma.f32(float %.36, float %.37, float %t73), !dbg !24
  %.38 = load float, ptr addrspace(3) %t79, align 16, !dbg !23
  %.39 = load float, ptr addrspace(3) %t81, align 4, !dbg !14
  %t83 = tail call float @llvm.fma.f32(float %.38, float %.39, float %t78), !dbg !24
  %.40 = load float, ptr addrspace(3) %t84, align 4, !dbg !23
  %.41 = load float, ptr addrspace(3) %t86, align 4, !dbg !14
  %t88 = tail call float @llvm.fma.f32(float %.40, float %.41, float %t83), !dbg !24
  %.42 = load float, ptr addrspace(3) %t89, align 8, !dbg !23
  %.43 = load float, ptr addrspace(3) %t91, align 4, !dbg !14
  %t93 = tail call float @llvm.fma.f32(float %.42, float %.43, float %t88), !dbg !24
  %.44 = load float, ptr addrspace(3) %t94, align 4, !dbg !23
  %.45 = load float, ptr addrspace(3) %t96, align 4, !dbg !14
  %t98 = tail call float @llvm.fma.f32(float %.44, float %.45, float %t93), !dbg !24
  %.46 = load float, ptr addrspace(3) %t99, align 16, !dbg !23
  %.47 = load float, ptr addrspace(3) %t101, align 4, !dbg !14
  %t103 = tail call float @llvm.fma.f32(float %.46, float %.47, float %t98), !dbg !24
  %.48 = load float, ptr addrspace(3) %t104, align 4, !dbg !23
  %.49 = load float, ptr addrspace(3) %t106, align 4, !dbg !14
  %t108 = tail call float @llvm.fma.f32(float %.48, float %.49, float %t103), !dbg !24
  %.50 = load float, ptr addrspace(3) %t109, align 8, !dbg !23
  %.51 = load float, ptr addrspace(3) %t111, align 4, !dbg !14
  %t113 = tail call float @llvm.fma.f32(float %.50, float %.51, float %t108), !dbg !24
  %.52 = load float, ptr addrspace(3) %t114, align 4, !dbg !23
  %.53 = load float, ptr addrspace(3) %t116, align 4, !dbg !14
  %t118 = tail call float @llvm.fma.f32(float %.52, float %.53, float %t113), !dbg !24
  %.54 = load float, ptr addrspace(3) %t119, align 16, !dbg !23
  %.55 = load float, ptr addrspace(3) %t121, align 4, !dbg !14
  %t123 = tail call float @llvm.fma.f32(float %.54, float %.55, float %t118), !dbg !24
  %.56 = load float, ptr addrspace(3) %t124, align 4, !dbg !23
  %.57 = load float, ptr addrspace(3) %t126, align 4, !dbg !14
  %t128 = tail call float @llvm.fma.f32(float %.56, float %.57, float %t123), !dbg !24
  %.58 = load float, ptr addrspace(3) %t129, align 8, !dbg !23
  %.59 = load float, ptr addrspace(3) %t131, align 4, !dbg !14
  %t133 = tail call float @llvm.fma.f32(float %.58, float %.59, float %t128), !dbg !24
  %.60 = load float, ptr addrspace(3) %t134, align 4, !dbg !23
  %.61 = load float, ptr addrspace(3) %t136, align 4, !dbg !14
  %t138 = tail call float @llvm.fma.f32(float %.60, float %.61, float %t133), !dbg !24
  fence syncscope("workgroup") release, !dbg !25
  tail call void @llvm.amdgcn.s.barrier(), !dbg !25
  fence syncscope("workgroup") acquire, !dbg !25
  %t139 = add i64 %t485, 16, !dbg !26
  %t140 = getelementptr inbounds float, ptr addrspace(1) %t463, i64 %t40, !dbg !15
  %t141 = getelementptr inbounds float, ptr addrspace(1) %t452, i64 %t44, !dbg !16
  %t49 = icmp slt i64 %t139, %a2, !dbg !17
  br i1 %t49, label %b2, label %b7, !dbg !17

b7:                                               ; preds = %b6, %entry
  %t47.lcssa = phi float [ 0.000000e+00, %entry ], [ %t138, %b6 ]
  %t142 = and i1 %t26, %t21, !dbg !27
  br i1 %t142, label %b8, label %b9, !dbg !28

b8:                                               ; preds = %b7
  %t144 = mul i64 %t17, %a13, !dbg !29
  %t146 = mul i64 %t9, %a14, !dbg !29
  %t147 = add i64 %t144, %t146, !dbg !29
  %t149 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t147, !dbg !29
  store float %t47.lcssa, ptr addrspace(1) %t149, align 4, !dbg !29
  br label %b9, !dbg !29

b9:                                               ; preds = %b8, %b7
  ret void, !dbg !29
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eAxpy(float %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, i64 %a3, ptr addrspace(1) nocapture %a4, i64 %a5, i64 %a6) local_unnamed_addr #1 !dbg !30 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !31
  %t1 = sext i32 %.7 to i64, !dbg !31
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !31
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !31
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !31, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !31
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !31
  %t6 = sext i32 %.12 to i64, !dbg !31
  %t7 = add nsw i64 %t4, %t6, !dbg !31
  %t9 = icmp slt i64 %t7, %a5, !dbg !32
  br i1 %t9, label %b1, label %b2, !dbg !32

b1:                                               ; preds = %entry
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a4, i64 %t7, !dbg !33
  %t11 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t7, !dbg !34
  %.13 = load float, ptr addrspace(1) %t11, align 4, !dbg !34, !amdgpu.noclobber !6
  %.14 = load float, ptr addrspace(1) %t14, align 4, !dbg !33, !amdgpu.noclobber !6
  %t16 = tail call float @llvm.fma.f32(float %a0, float %.13, float %.14), !dbg !35
  store float %t16, ptr addrspace(1) %t14, align 4, !dbg !36
  br label %b2, !dbg !36

b2:                                               ; preds = %b1, %entry
  ret void, !dbg !36
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eDiscriminant_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) readonly %a3, float %a4, ptr addrspace(1) readonly %a5, float %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #2 !dbg !37 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !38
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !38
  %t2.not = icmp eq ptr addrspace(1) %a5, null, !dbg !38
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !38
  %t4 = sext i32 %.1 to i64, !dbg !38
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !38
  %t6 = sext i32 %.2 to i64, !dbg !38
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !38
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !38
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !38, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !38
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !38
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !38, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !38
  %.15 = add i32 %.14, %.9, !dbg !38
  %.16 = udiv i32 %.15, %.6, !dbg !38
  %t10 = sext i32 %.16 to i64, !dbg !38
  %t11 = mul nsw i64 %t8, %t6, !dbg !38
  %t12 = add nsw i64 %t11, %t4, !dbg !38
  %t13 = mul nsw i64 %t10, %t8, !dbg !38
  %t151 = icmp slt i64 %t12, %a0, !dbg !38
  br i1 %t151, label %b2, label %b9, !dbg !38

b2:                                               ; preds = %entry, %b8
  %t142 = phi i64 [ %t31, %b8 ], [ %t12, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !38

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t142, !dbg !38
  %.17 = load float, ptr addrspace(1) %t16, align 4, !dbg !38
  br label %b4, !dbg !38

b4:                                               ; preds = %b3, %b2
  %t18 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !38

b5:                                               ; preds = %b4
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t142, !dbg !38
  %.18 = load float, ptr addrspace(1) %t19, align 4, !dbg !38
  br label %b6, !dbg !38

b6:                                               ; preds = %b5, %b4
  %t21 = phi float [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7, !dbg !38

b7:                                               ; preds = %b6
  %t22 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t142, !dbg !38
  %.19 = load float, ptr addrspace(1) %t22, align 4, !dbg !38
  br label %b8, !dbg !38

b8:                                               ; preds = %b7, %b6
  %t24 = phi float [ %.19, %b7 ], [ %a6, %b6 ]
  %0 = fmul float %t18, -4.000000e+00, !dbg !39
  %t27 = fmul float %0, %t24, !dbg !39
  %t28 = tail call float @llvm.fma.f32(float %t21, float %t21, float %t27), !dbg !39
  %.20 = fcmp olt float %t28, 0x39F0000000000000, !dbg !40
  %.21 = fmul float %t28, 0x41F0000000000000, !dbg !40
  %.22 = select i1 %.20, float %.21, float %t28, !dbg !40
  %.23 = tail call float @llvm.amdgcn.sqrt.f32(float %.22), !dbg !40
  %.24 = bitcast float %.23 to i32, !dbg !40
  %.25 = add i32 %.24, -1, !dbg !40
  %.26 = bitcast i32 %.25 to float, !dbg !40
  %.27 = fneg float %.26, !dbg !40
  %.28 = tail call float @llvm.fma.f32(float %.27, float %.23, float %.22), !dbg !40
  %.29 = add i32 %.24, 1, !dbg !40
  %.30 = bitcast i32 %.29 to float, !dbg !40
  %.31 = fneg float %.30, !dbg !40
  %.32 = tail call float @llvm.fma.f32(float %.31, float %.23, float %.22), !dbg !40
  %.33 = fcmp ole float %.28, 0.000000e+00, !dbg !40
  %.34 = select i1 %.33, float %.26, float %.23, !dbg !40
  %.35 = fcmp ogt float %.32, 0.000000e+00, !dbg !40
  %.36 = select i1 %.35, float %.30, float %.34, !dbg !40
  %.37 = fmul float %.36, 0x3EF0000000000000, !dbg !40
  %.38 = select i1 %.20, float %.37, float %.36, !dbg !40
  %.39 = fcmp oeq float %.22, 0.000000e+00, !dbg !40
  %.40 = fcmp oeq float %.22, 0x7FF0000000000000, !dbg !40
  %.41 = or i1 %.39, %.40, !dbg !40
  %.42 = select i1 %.41, float %.22, float %.38, !dbg !40
  %t30 = getelementptr inbounds float, ptr addrspace(1) %a7, i64 %t142, !dbg !38
  store float %.42, ptr addrspace(1) %t30, align 4, !dbg !38
  %t31 = add i64 %t142, %t13, !dbg !38
  %t15 = icmp slt i64 %t31, %a0, !dbg !38
  br i1 %t15, label %b2, label %b9, !dbg !38

b9:                                               ; preds = %b8, %entry
  ret void, !dbg !38
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eDiscriminant_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, float %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #2 !dbg !41 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !42
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !42
  %t2.not = icmp eq ptr addrspace(1) %a30, null, !dbg !42
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !42
  %t4 = sext i32 %.1 to i64, !dbg !42
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !42
  %t6 = sext i32 %.2 to i64, !dbg !42
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !42
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !42
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !42, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !42
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !42
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !42, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !42
  %.15 = add i32 %.14, %.9, !dbg !42
  %.16 = udiv i32 %.15, %.6, !dbg !42
  %t10 = sext i32 %.16 to i64, !dbg !42
  %t11 = mul nsw i64 %t8, %t6, !dbg !42
  %t12 = add nsw i64 %t11, %t4, !dbg !42
  %t13 = mul nsw i64 %t10, %t8, !dbg !42
  %t14 = icmp sgt i64 %a1, 7, !dbg !42
  %t16 = icmp sgt i64 %a1, 6, !dbg !42
  %t18 = icmp sgt i64 %a1, 5, !dbg !42
  %t20 = icmp sgt i64 %a1, 4, !dbg !42
  %t22 = icmp sgt i64 %a1, 3, !dbg !42
  %t24 = icmp sgt i64 %a1, 2, !dbg !42
  %t26 = icmp sgt i64 %a1, 1, !dbg !42
  %t28 = icmp sgt i64 %a1, 0, !dbg !42
  %t301 = icmp slt i64 %t12, %a0, !dbg !42
  br i1 %t301, label %b2, label %b25, !dbg !42

b2:                                               ; preds = %entry, %b24
  %t292 = phi i64 [ %t180, %b24 ], [ %t12, %entry ]
  br i1 %t14, label %b3, label %b4, !dbg !42

b3:                                               ; preds = %b2
  %t32 = udiv i64 %t292, %a9, !dbg !42
  %t34 = mul i64 %t32, %a9, !dbg !42
  %t35 = sub nuw i64 %t292, %t34, !dbg !42
  %t36 = mul i64 %t35, %a19, !dbg !42
  %t37 = mul i64 %t35, %a29, !dbg !42
  %t38 = mul i64 %t35, %a39, !dbg !42
  %t39 = mul i64 %t35, %a48, !dbg !42
  br label %b4, !dbg !42

b4:                                               ; preds = %b3, %b2
  %t40 = phi i64 [ %t32, %b3 ], [ %t292, %b2 ]
  %t41 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t42 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  %t43 = phi i64 [ %t38, %b3 ], [ 0, %b2 ]
  %t44 = phi i64 [ %t39, %b3 ], [ 0, %b2 ]
  br i1 %t16, label %b5, label %b6, !dbg !42

b5:                                               ; preds = %b4
  %t46 = udiv i64 %t40, %a8, !dbg !42
  %t48 = mul i64 %t46, %a8, !dbg !42
  %t49 = sub i64 %t40, %t48, !dbg !42
  %t50 = mul i64 %t49, %a18, !dbg !42
  %t51 = add i64 %t50, %t41, !dbg !42
  %t52 = mul i64 %t49, %a28, !dbg !42
  %t53 = add i64 %t52, %t42, !dbg !42
  %t54 = mul i64 %t49, %a38, !dbg !42
  %t55 = add i64 %t54, %t43, !dbg !42
  %t56 = mul i64 %t49, %a47, !dbg !42
  %t57 = add i64 %t56, %t44, !dbg !42
  br label %b6, !dbg !42

b6:                                               ; preds = %b5, %b4
  %t58 = phi i64 [ %t46, %b5 ], [ %t40, %b4 ]
  %t59 = phi i64 [ %t51, %b5 ], [ %t41, %b4 ]
  %t60 = phi i64 [ %t53, %b5 ], [ %t42, %b4 ]
  %t61 = phi i64 [ %t55, %b5 ], [ %t43, %b4 ]
  %t62 = phi i64 [ %t57, %b5 ], [ %t44, %b4 ]
  br i1 %t18, label %b7, label %b8, !dbg !42

b7:                                               ; preds = %b6
  %t64 = udiv i64 %t58, %a7, !dbg !42
  %t66 = mul i64 %t64, %a7, !dbg !42
  %t67 = sub i64 %t58, %t66, !dbg !42
  %t68 = mul i64 %t67, %a17, !dbg !42
  %t69 = add i64 %t68, %t59, !dbg !42
  %t70 = mul i64 %t67, %a27, !dbg !42
  %t71 = add i64 %t70, %t60, !dbg !42
  %t72 = mul i64 %t67, %a37, !dbg !42
  %t73 = add i64 %t72, %t61, !dbg !42
  %t74 = mul i64 %t67, %a46, !dbg !42
  %t75 = add i64 %t74, %t62, !dbg !42
  br label %b8, !dbg !42

b8:                                               ; preds = %b7, %b6
  %t76 = phi i64 [ %t64, %b7 ], [ %t58, %b6 ]
  %t77 = phi i64 [ %t69, %b7 ], [ %t59, %b6 ]
  %t78 = phi i64 [ %t71, %b7 ], [ %t60, %b6 ]
  %t79 = phi i64 [ %t73, %b7 ], [ %t61, %b6 ]
  %t80 = phi i64 [ %t75, %b7 ], [ %t62, %b6 ]
  br i1 %t20, label %b9, label %b10, !dbg !42

b9:                                               ; preds = %b8
  %t82 = udiv i64 %t76, %a6, !dbg !42
  %t84 = mul i64 %t82, %a6, !dbg !42
  %t85 = sub i64 %t76, %t84, !dbg !42
  %t86 = mul i64 %t85, %a16, !dbg !42
  %t87 = add i64 %t86, %t77, !dbg !42
  %t88 = mul i64 %t85, %a26, !dbg !42
  %t89 = add i64 %t88, %t78, !dbg !42
  %t90 = mul i64 %t85, %a36, !dbg !42
  %t91 = add i64 %t90, %t79, !dbg !42
  %t92 = mul i64 %t85, %a45, !dbg !42
  %t93 = add i64 %t92, %t80, !dbg !42
  br label %b10, !dbg !42

b10:                                              ; preds = %b9, %b8
  %t94 = phi i64 [ %t82, %b9 ], [ %t76, %b8 ]
  %t95 = phi i64 [ %t87, %b9 ], [ %t77, %b8 ]
  %t96 = phi i64 [ %t89, %b9 ], [ %t78, %b8 ]
  %t97 = phi i64 [ %t91, %b9 ], [ %t79, %b8 ]
  %t98 = phi i64 [ %t93, %b9 ], [ %t80, %b8 ]
  br i1 %t22, label %b11, label %b12, !dbg !42

b11:                                              ; preds = %b10
  %t100 = udiv i64 %t94, %a5, !dbg !42
  %t102 = mul i64 %t100, %a5, !dbg !42
  %t103 = sub i64 %t94, %t102, !dbg !42
  %t104 = mul i64 %t103, %a15, !dbg !42
  %t105 = add i64 %t104, %t95, !dbg !42
  %t106 = mul i64 %t103, %a25, !dbg !42
  %t107 = add i64 %t106, %t96, !dbg !42
  %t108 = mul i64 %t103, %a35, !dbg !42
  %t109 = add i64 %t108, %t97, !dbg !42
  %t110 = mul i64 %t103, %a44, !dbg !42
  %t111 = add i64 %t110, %t98, !dbg !42
  br label %b12, !dbg !42

b12:                                              ; preds = %b11, %b10
  %t112 = phi i64 [ %t100, %b11 ], [ %t94, %b10 ]
  %t113 = phi i64 [ %t105, %b11 ], [ %t95, %b10 ]
  %t114 = phi i64 [ %t107, %b11 ], [ %t96, %b10 ]
  %t115 = phi i64 [ %t109, %b11 ], [ %t97, %b10 ]
  %t116 = phi i64 [ %t111, %b11 ], [ %t98, %b10 ]
  br i1 %t24, label %b13, label %b14, !dbg !42

b13:                                              ; preds = %b12
  %t118 = udiv i64 %t112, %a4, !dbg !42
  %t120 = mul i64 %t118, %a4, !dbg !42
  %t121 = sub i64 %t112, %t120, !dbg !42
  %t122 = mul i64 %t121, %a14, !dbg !42
  %t123 = add i64 %t122, %t113, !dbg !42
  %t124 = mul i64 %t121, %a24, !dbg !42
  %t125 = add i64 %t124, %t114, !dbg !42
  %t126 = mul i64 %t121, %a34, !dbg !42
  %t127 = add i64 %t126, %t115, !dbg !42
  %t128 = mul i64 %t121, %a43, !dbg !42
  %t129 = add i64 %t128, %t116, !dbg !42
  br label %b14, !dbg !42

b14:                                              ; preds = %b13, %b12
  %t130 = phi i64 [ %t118, %b13 ], [ %t112, %b12 ]
  %t131 = phi i64 [ %t123, %b13 ], [ %t113, %b12 ]
  %t132 = phi i64 [ %t125, %b13 ], [ %t114, %b12 ]
  %t133 = phi i64 [ %t127, %b13 ], [ %t115, %b12 ]
  %t134 = phi i64 [ %t129, %b13 ], [ %t116, %b12 ]
  br i1 %t26, label %b15, label %b16, !dbg !42

b15:                                              ; preds = %b14
  %t136 = udiv i64 %t130, %a3, !dbg !42
  %t138 = mul i64 %t136, %a3, !dbg !42
  %t139 = sub i64 %t130, %t138, !dbg !42
  %t140 = mul i64 %t139, %a13, !dbg !42
  %t141 = add i64 %t140, %t131, !dbg !42
  %t142 = mul i64 %t139, %a23, !dbg !42
  %t143 = add i64 %t142, %t132, !dbg !42
  %t144 = mul i64 %t139, %a33, !dbg !42
  %t145 = add i64 %t144, %t133, !dbg !42
  %t146 = mul i64 %t139, %a42, !dbg !42
  %t147 = add i64 %t146, %t134, !dbg !42
  br label %b16, !dbg !42

b16:                                              ; preds = %b15, %b14
  %t148 = phi i64 [ %t136, %b15 ], [ %t130, %b14 ]
  %t149 = phi i64 [ %t141, %b15 ], [ %t131, %b14 ]
  %t150 = phi i64 [ %t143, %b15 ], [ %t132, %b14 ]
  %t151 = phi i64 [ %t145, %b15 ], [ %t133, %b14 ]
  %t152 = phi i64 [ %t147, %b15 ], [ %t134, %b14 ]
  br i1 %t28, label %b17, label %b18, !dbg !42

b17:                                              ; preds = %b16
  %t153 = mul i64 %t148, %a12, !dbg !42
  %t154 = add i64 %t149, %t153, !dbg !42
  %t155 = mul i64 %t148, %a22, !dbg !42
  %t156 = add i64 %t150, %t155, !dbg !42
  %t157 = mul i64 %t148, %a32, !dbg !42
  %t158 = add i64 %t151, %t157, !dbg !42
  %t159 = mul i64 %t148, %a41, !dbg !42
  %t160 = add i64 %t152, %t159, !dbg !42
  br label %b18, !dbg !42

b18:                                              ; preds = %b17, %b16
  %t161 = phi i64 [ %t154, %b17 ], [ %t149, %b16 ]
  %t162 = phi i64 [ %t156, %b17 ], [ %t150, %b16 ]
  %t163 = phi i64 [ %t158, %b17 ], [ %t151, %b16 ]
  %t164 = phi i64 [ %t160, %b17 ], [ %t152, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !42

b19:                                              ; preds = %b18
  %t165 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t161, !dbg !42
  %.17 = load float, ptr addrspace(1) %t165, align 4, !dbg !42
  br label %b20, !dbg !42

b20:                                              ; preds = %b19, %b18
  %t167 = phi float [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !42

b21:                                              ; preds = %b20
  %t168 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t162, !dbg !42
  %.18 = load float, ptr addrspace(1) %t168, align 4, !dbg !42
  br label %b22, !dbg !42

b22:                                              ; preds = %b21, %b20
  %t170 = phi float [ %.18, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !42

b23:                                              ; preds = %b22
  %t171 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t163, !dbg !42
  %.19 = load float, ptr addrspace(1) %t171, align 4, !dbg !42
  br label %b24, !dbg !42

b24:                                              ; preds = %b23, %b22
  %t173 = phi float [ %.19, %b23 ], [ %a31, %b22 ]
  %0 = fmul float %t167, -4.000000e+00, !dbg !43
  %t176 = fmul float %0, %t173, !dbg !43
  %t177 = tail call float @llvm.fma.f32(float %t170, float %t170, float %t176), !dbg !43
  %.20 = fcmp olt float %t177, 0x39F0000000000000, !dbg !44
  %.21 = fmul float %t177, 0x41F0000000000000, !dbg !44
  %.22 = select i1 %.20, float %.21, float %t177, !dbg !44
  %.23 = tail call float @llvm.amdgcn.sqrt.f32(float %.22), !dbg !44
  %.24 = bitcast float %.23 to i32, !dbg !44
  %.25 = add i32 %.24, -1, !dbg !44
  %.26 = bitcast i32 %.25 to float, !dbg !44
  %.27 = fneg float %.26, !dbg !44
  %.28 = tail call float @llvm.fma.f32(float %.27, float %.23, float %.22), !dbg !44
  %.29 = add i32 %.24, 1, !dbg !44
  %.30 = bitcast i32 %.29 to float, !dbg !44
  %.31 = fneg float %.30, !dbg !44
  %.32 = tail call float @llvm.fma.f32(float %.31, float %.23, float %.22), !dbg !44
  %.33 = fcmp ole float %.28, 0.000000e+00, !dbg !44
  %.34 = select i1 %.33, float %.26, float %.23, !dbg !44
  %.35 = fcmp ogt float %.32, 0.000000e+00, !dbg !44
  %.36 = select i1 %.35, float %.30, float %.34, !dbg !44
  %.37 = fmul float %.36, 0x3EF0000000000000, !dbg !44
  %.38 = select i1 %.20, float %.37, float %.36, !dbg !44
  %.39 = fcmp oeq float %.22, 0.000000e+00, !dbg !44
  %.40 = fcmp oeq float %.22, 0x7FF0000000000000, !dbg !44
  %.41 = or i1 %.39, %.40, !dbg !44
  %.42 = select i1 %.41, float %.22, float %.38, !dbg !44
  %t179 = getelementptr inbounds float, ptr addrspace(1) %a40, i64 %t164, !dbg !42
  store float %.42, ptr addrspace(1) %t179, align 4, !dbg !42
  %t180 = add i64 %t292, %t13, !dbg !42
  %t30 = icmp slt i64 %t180, %a0, !dbg !42
  br i1 %t30, label %b2, label %b25, !dbg !42

b25:                                              ; preds = %b24, %entry
  ret void, !dbg !42
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eExpSin_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !45 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !46
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !46
  %t2 = sext i32 %.1 to i64, !dbg !46
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !46
  %t4 = sext i32 %.2 to i64, !dbg !46
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !46
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !46
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !46, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !46
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !46
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !46, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !46
  %.15 = add i32 %.14, %.9, !dbg !46
  %.16 = udiv i32 %.15, %.6, !dbg !46
  %t8 = sext i32 %.16 to i64, !dbg !46
  %t9 = mul nsw i64 %t6, %t4, !dbg !46
  %t10 = add nsw i64 %t9, %t2, !dbg !46
  %t11 = mul nsw i64 %t8, %t6, !dbg !46
  %t1310 = icmp slt i64 %t10, %a0, !dbg !46
  br i1 %t1310, label %b2, label %b55, !dbg !46

b2:                                               ; preds = %entry, %b54
  %t1211 = phi i64 [ %t243, %b54 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !46

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t1211, !dbg !46
  %.17 = load double, ptr addrspace(1) %t14, align 8, !dbg !46
  br label %b4, !dbg !46

b4:                                               ; preds = %b3, %b2
  %t16 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  %t17 = fneg double %t16, !dbg !47
  %t18 = fmul double %t16, %t17, !dbg !48
  %t19 = fcmp uno double %t18, 0.000000e+00, !dbg !49
  br i1 %t19, label %b33, label %b6, !dbg !52

b6:                                               ; preds = %b4
  %t20 = fcmp ogt double %t18, 0x40862E42FEFA39EF, !dbg !55
  br i1 %t20, label %b33, label %b8, !dbg !55

b8:                                               ; preds = %b6
  %t21 = fcmp olt double %t18, 0xC0874910D52D3051, !dbg !56
  br i1 %t21, label %b33, label %b10, !dbg !56

b10:                                              ; preds = %b8
  %t22 = fcmp ogt double %t18, 0xBE30000000000000, !dbg !57
  %t23 = fcmp olt double %t18, 0x3E30000000000000, !dbg !58
  %t24 = and i1 %t22, %t23, !dbg !58
  br i1 %t24, label %b11, label %b12, !dbg !57

b11:                                              ; preds = %b10
  %t25 = fadd double %t18, 1.000000e+00, !dbg !59
  br label %b33, !dbg !60

b12:                                              ; preds = %b10
  %t26 = fcmp olt double %t18, 0.000000e+00, !dbg !61
  br i1 %t26, label %b13, label %b31, !dbg !61

b13:                                              ; preds = %b12
  %t27 = tail call double @llvm.fma.f64(double %t18, double 0x3FF71547652B82FE, double -5.000000e-01), !dbg !62
  %.18 = fptosi double %t27 to i64, !dbg !63
  br label %b14, !dbg !63

b14:                                              ; preds = %b32, %b31, %b13
  %t29 = phi i64 [ %.18, %b13 ], [ 0, %b31 ], [ %.20, %b32 ]
  %t30 = sitofp i64 %t29 to double, !dbg !64
  %t31 = fneg double %t30, !dbg !65
  %t32 = tail call double @llvm.fma.f64(double %t31, double 0x3FE62E42FEE00000, double %t18), !dbg !65
  %t33 = fmul double %t30, 0x3DEA39EF35793C76, !dbg !66
  %t34 = fsub double %t32, %t33, !dbg !67
  %t35 = fmul double %t34, %t34, !dbg !68
  %t36 = tail call double @llvm.fma.f64(double %t35, double 0x3E66376972BEA4D0, double 0xBEBBBD41C5D26BF1), !dbg !69
  %t37 = tail call double @llvm.fma.f64(double %t35, double %t36, double 0x3F11566AAF25DE2C), !dbg !70
  %t38 = tail call double @llvm.fma.f64(double %t35, double %t37, double 0xBF66C16C16BEBD93), !dbg !71
  %t39 = tail call double @llvm.fma.f64(double %t35, double %t38, double 0x3FC5555555555555), !dbg !72
  %t40 = fneg double %t35, !dbg !73
  %t41 = tail call double @llvm.fma.f64(double %t40, double %t39, double %t34), !dbg !73
  %t42 = fmul double %t34, %t41, !dbg !74
  %t43 = fsub double 2.000000e+00, %t41, !dbg !75
  %t44 = fdiv double %t42, %t43, !dbg !76
  %t45 = fsub double %t33, %t44, !dbg !77
  %0 = fsub double %t32, %t45, !dbg !78
  %t47 = fadd double %0, 1.000000e+00, !dbg !78
  %t48 = fcmp oeq double %t47, 0.000000e+00, !dbg !79
  br i1 %t48, label %b33, label %b16, !dbg !79

b16:                                              ; preds = %b14
  %t50 = tail call i1 @llvm.amdgcn.class.f64(double %t47, i32 516), !dbg !82
  %t51 = fcmp uno double %t47, 0.000000e+00, !dbg !49
  %t52 = or i1 %t50, %t51, !dbg !83
  br i1 %t52, label %b33, label %b18, !dbg !84

b18:                                              ; preds = %b16
  %t53 = tail call i1 @llvm.amdgcn.class.f64(double %t47, i32 240), !dbg !85
  %t54 = fmul double %t47, 0x4330000000000000, !dbg !85
  %t55 = select i1 %t53, double %t54, double %t47, !dbg !85
  %t56 = select i1 %t53, i64 -52, i64 0, !dbg !85
  %t58 = bitcast double %t55 to i64, !dbg !86
  %t59 = lshr i64 %t58, 52, !dbg !87
  %t61 = and i64 %t59, 2047, !dbg !88
  %t62 = add i64 %t29, -1023, !dbg !89
  %t57 = add i64 %t62, %t56, !dbg !90
  %t63 = add i64 %t57, %t61, !dbg !91
  %t64 = icmp slt i64 %t63, -1075, !dbg !92
  br i1 %t64, label %b22, label %b23, !dbg !92

b22:                                              ; preds = %b18
  %t65 = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t55), !dbg !93
  br label %b33, !dbg !94

b23:                                              ; preds = %b18
  %t66 = icmp sgt i64 %t63, 1023, !dbg !95
  br i1 %t66, label %b24, label %b27, !dbg !95

b24:                                              ; preds = %b23
  %t67 = fcmp olt double %t55, 0.000000e+00, !dbg !96
  %. = select i1 %t67, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !97
  br label %b33, !dbg !97

b27:                                              ; preds = %b23
  %t68 = icmp slt i64 %t63, -1022, !dbg !98
  %spec.select1 = select i1 %t68, double 0x3CA0000000000000, double 1.000000e+00, !dbg !98
  %t72 = and i64 %t58, -9218868437227405313, !dbg !99
  %1 = shl nsw i64 %t63, 52, !dbg !100
  %2 = add i64 %1, 238690780250636288, !dbg !100
  %t73 = select i1 %t68, i64 %2, i64 %1, !dbg !100
  %t75 = add i64 %t73, 4607182418800017408, !dbg !100
  %t76 = or i64 %t75, %t72, !dbg !101
  %t77 = bitcast i64 %t76 to double, !dbg !102
  %t78 = fmul double %spec.select1, %t77, !dbg !103
  br label %b33, !dbg !104

b31:                                              ; preds = %b12
  %t80 = fcmp ogt double %t18, 0.000000e+00, !dbg !105
  br i1 %t80, label %b32, label %b14, !dbg !105

b32:                                              ; preds = %b31
  %t81 = tail call double @llvm.fma.f64(double %t18, double 0x3FF71547652B82FE, double 5.000000e-01), !dbg !106
  %.20 = fptosi double %t81 to i64, !dbg !107
  br label %b14, !dbg !107

b33:                                              ; preds = %b22, %b27, %b14, %b16, %b24, %b8, %b6, %b4, %b11
  %t83 = phi double [ %t25, %b11 ], [ %t18, %b4 ], [ 0x7FF0000000000000, %b6 ], [ 0.000000e+00, %b8 ], [ %t65, %b22 ], [ %t78, %b27 ], [ %t47, %b14 ], [ %t47, %b16 ], [ %., %b24 ]
  %3 = fcmp ueq double %t16, 0.000000e+00, !dbg !108
  br i1 %3, label %b54, label %b35, !dbg !111

b35:                                              ; preds = %b33
  %t88 = tail call i1 @llvm.amdgcn.class.f64(double %t16, i32 516), !dbg !82
  br i1 %t88, label %b54, label %b37, !dbg !112

b37:                                              ; preds = %b35
  %t89 = fcmp olt double %t16, 0.000000e+00, !dbg !113
  %t90 = select i1 %t89, double %t17, double %t16, !dbg !113
  %t92 = fcmp ult double %t90, 0x41C0000000000000, !dbg !114
  br i1 %t92, label %b51, label %b40, !dbg !114

b40:                                              ; preds = %b37
  %t93 = bitcast double %t90 to i64, !dbg !115
  %t94 = lshr i64 %t93, 52, !dbg !118
  %t95 = and i64 %t94, 2047, !dbg !119
  %t99 = and i64 %t93, -9218868437227405313, !dbg !120
  %t100 = or i64 %t99, 4503599627370496, !dbg !121
  %t101 = add nsw i64 %t95, -1014, !dbg !122
  %t103 = lshr i64 %t101, 6, !dbg !123
  %t104 = and i64 %t101, 63, !dbg !124
  %t106 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t103, !dbg !125
  %.22 = load i64, ptr addrspace(4) %t106, align 8, !dbg !125
  %.25 = shl i64 %.22, %t104, !dbg !126
  %t109 = add nuw nsw i64 %t103, 1, !dbg !127
  %t111 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t109, !dbg !128
  %.26 = load i64, ptr addrspace(4) %t111, align 8, !dbg !128
  %t113 = sub nsw i64 54, %t94, !dbg !129
  %.27 = icmp eq i64 %t104, 0, !dbg !130
  %.28 = and i64 %t113, 63, !dbg !130
  %.29 = lshr i64 %.26, %.28, !dbg !130
  %t114 = select i1 %.27, i64 0, i64 %.29, !dbg !130
  %t115 = or i64 %t114, %.25, !dbg !131
  %.33 = shl i64 %.26, %t104, !dbg !132
  %t118 = add nuw nsw i64 %t103, 2, !dbg !133
  %t120 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t118, !dbg !134
  %.34 = load i64, ptr addrspace(4) %t120, align 8, !dbg !134
  %.37 = lshr i64 %.34, %.28, !dbg !135
  %t122 = select i1 %.27, i64 0, i64 %.37, !dbg !135
  %t123 = or i64 %t122, %.33, !dbg !136
  %.41 = shl i64 %.34, %t104, !dbg !137
  %t126 = add nuw nsw i64 %t103, 3, !dbg !138
  %t128 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t126, !dbg !139
  %.42 = load i64, ptr addrspace(4) %t128, align 8, !dbg !139
  %.45 = lshr i64 %.42, %.28, !dbg !140
  %t130 = select i1 %.27, i64 0, i64 %.45, !dbg !140
  %t131 = or i64 %t130, %.41, !dbg !141
  %t132 = and i64 %t131, 4294967295, !dbg !142
  %t133 = lshr i64 %t131, 32, !dbg !145
  %t134 = and i64 %t93, 4294967295, !dbg !146
  %t135 = lshr i64 %t100, 32, !dbg !147
  %t136 = mul nuw i64 %t132, %t134, !dbg !148
  %t137 = mul nuw i64 %t133, %t134, !dbg !149
  %t138 = lshr i64 %t136, 32, !dbg !150
  %t139 = add nuw i64 %t138, %t137, !dbg !151
  %t140 = and i64 %t139, 4294967295, !dbg !152
  %t141 = lshr i64 %t139, 32, !dbg !153
  %t142 = mul nuw i64 %t132, %t135, !dbg !154
  %t143 = add nuw i64 %t140, %t142, !dbg !155
  %t144 = mul nuw i64 %t133, %t135, !dbg !156
  %t145 = add nuw i64 %t141, %t144, !dbg !157
  %t146 = lshr i64 %t143, 32, !dbg !158
  %t147 = add nuw i64 %t145, %t146, !dbg !159
  %t148 = and i64 %t123, 4294967295, !dbg !142
  %t149 = lshr i64 %t123, 32, !dbg !145
  %t150 = mul nuw i64 %t148, %t134, !dbg !148
  %t151 = mul nuw i64 %t149, %t134, !dbg !149
  %t152 = lshr i64 %t150, 32, !dbg !150
  %t153 = add nuw i64 %t152, %t151, !dbg !151
  %t154 = and i64 %t153, 4294967295, !dbg !152
  %t155 = lshr i64 %t153, 32, !dbg !153
  %t156 = mul nuw i64 %t148, %t135, !dbg !154
  %t157 = add nuw i64 %t154, %t156, !dbg !155
  %t158 = mul nuw i64 %t149, %t135, !dbg !156
  %t160 = lshr i64 %t157, 32, !dbg !158
  %t162 = mul i64 %t123, %t100, !dbg !160
  %t163 = mul i64 %t115, %t100, !dbg !161
  %t164 = add i64 %t147, %t162, !dbg !162
  %t165 = and i64 %t147, %t162, !dbg !163
  %t166 = or i64 %t147, %t162, !dbg !164
  %.46 = xor i64 %t164, -1, !dbg !165
  %t167 = and i64 %t166, %.46, !dbg !165
  %t168 = or i64 %t167, %t165, !dbg !166
  %t169 = lshr i64 %t168, 63, !dbg !167
  %t159 = add i64 %t158, %t163, !dbg !157
  %t161 = add i64 %t159, %t155, !dbg !159
  %t170 = add i64 %t161, %t160, !dbg !162
  %t171 = add i64 %t170, %t169, !dbg !168
  %t172 = lshr i64 %t171, 61, !dbg !169
  %t175 = tail call i64 @llvm.fshl.i64(i64 %t171, i64 %t164, i64 3), !dbg !170
  %.47 = tail call i64 @llvm.ctlz.i64(i64 %t175, i1 false), !dbg !171, !range !172
  %t179 = add nuw nsw i64 %.47, 1, !dbg !173
  %.48 = icmp ult i64 %t175, 2, !dbg !174
  %.49 = and i64 %t179, 63, !dbg !174
  %.50 = shl i64 %t175, %.49, !dbg !174
  %t181 = select i1 %.48, i64 2, i64 %.50, !dbg !174
  %t182 = sub nsw i64 63, %.47, !dbg !175
  %.51 = icmp eq i64 %t175, 0, !dbg !176
  %.52 = and i64 %t182, 63, !dbg !176
  %.53 = lshr i64 %t164, %.52, !dbg !176
  %t183 = select i1 %.51, i64 0, i64 %.53, !dbg !176
  %t184 = or i64 %t181, %t183, !dbg !177
  %t185 = lshr i64 %t184, 12, !dbg !178
  %.neg = mul nsw i64 %.47, -4503599627370496, !dbg !179
  %t186 = add nsw i64 %.neg, 4602678819172646912, !dbg !179
  %t187 = or i64 %t185, %t186, !dbg !180
  %t188 = bitcast i64 %t187 to double, !dbg !181
  %4 = and i64 %t171, 2305843009213693952, !dbg !182
  %t190.not = icmp eq i64 %4, 0, !dbg !182
  %t191 = add nuw nsw i64 %t172, 1, !dbg !183
  %t192 = and i64 %t191, 7, !dbg !184
  %t193 = fadd double %t188, -1.000000e+00, !dbg !185
  %spec.select = select i1 %t190.not, i64 %t172, i64 %t192, !dbg !182
  %spec.select3 = select i1 %t190.not, double %t188, double %t193, !dbg !182
  %t196 = fmul double %spec.select3, 0x3FE921FB54442D18, !dbg !186
  br label %b43, !dbg !187

b43:                                              ; preds = %b51, %b40
  %t197 = phi i64 [ %spec.select, %b40 ], [ %t235, %b51 ]
  %t198 = phi double [ %t196, %b40 ], [ %t239, %b51 ]
  %t199 = icmp ugt i64 %t197, 3, !dbg !188
  %t201 = add nsw i64 %t197, -4, !dbg !189
  %spec.select4 = xor i1 %t89, %t199, !dbg !188
  %spec.select5 = select i1 %t199, i64 %t201, i64 %t197, !dbg !188
  %t204 = fmul double %t198, %t198, !dbg !190
  %t203.off = add nsw i64 %spec.select5, -1, !dbg !191
  %switch = icmp ult i64 %t203.off, 2, !dbg !191
  br i1 %switch, label %b46, label %b47, !dbg !191

b46:                                              ; preds = %b43
  %t208 = tail call double @llvm.fma.f64(double %t204, double -5.000000e-01, double 1.000000e+00), !dbg !192
  br label %b47, !dbg !193

b47:                                              ; preds = %b43, %b46
  %t209 = phi double [ %t204, %b46 ], [ %t198, %b43 ]
  %t210 = phi double [ 0xBDA8FA49A0861A9B, %b46 ], [ 0x3DE5D8FD1FD19CCD, %b43 ]
  %t211 = phi double [ 0x3E21EE9D7B4E3F05, %b46 ], [ 0xBE5AE5E5A9291F5D, %b43 ]
  %t212 = phi double [ 0xBE927E4F7EAC4BC6, %b46 ], [ 0x3EC71DE3567D48A1, %b43 ]
  %t213 = phi double [ 0x3EFA01A019C844F5, %b46 ], [ 0xBF2A01A019BFDF03, %b43 ]
  %t214 = phi double [ 0xBF56C16C16C14F91, %b46 ], [ 0x3F8111111110F7D0, %b43 ]
  %t215 = phi double [ 0x3FA555555555554B, %b46 ], [ 0xBFC5555555555548, %b43 ]
  %t216 = phi double [ %t208, %b46 ], [ %t198, %b43 ]
  %t217 = fmul double %t204, %t209, !dbg !194
  %t218 = tail call double @llvm.fma.f64(double %t210, double %t204, double %t211), !dbg !195
  %t219 = tail call double @llvm.fma.f64(double %t218, double %t204, double %t212), !dbg !196
  %t220 = tail call double @llvm.fma.f64(double %t219, double %t204, double %t213), !dbg !197
  %t221 = tail call double @llvm.fma.f64(double %t220, double %t204, double %t214), !dbg !198
  %t222 = tail call double @llvm.fma.f64(double %t221, double %t204, double %t215), !dbg !199
  %t223 = tail call double @llvm.fma.f64(double %t217, double %t222, double %t216), !dbg !193
  %t224 = fneg double %t223
  %spec.select2 = select i1 %spec.select4, double %t224, double %t223, !dbg !200
  br label %b54, !dbg !201

b51:                                              ; preds = %b37
  %t226 = fmul double %t90, 0x3FF45F306DC9C883, !dbg !202
  %.54 = fptosi double %t226 to i64, !dbg !203
  %t228 = uitofp i64 %.54 to double, !dbg !204
  %t229 = and i64 %.54, 1, !dbg !205
  %t230.not = icmp eq i64 %t229, 0, !dbg !206
  %t232 = fadd double %t228, 1.000000e+00, !dbg !206
  %not.t230.not = xor i1 %t230.not, true, !dbg !206
  %t231 = zext i1 %not.t230.not to i64, !dbg !206
  %t233 = add i64 %t231, %.54, !dbg !206
  %t234 = select i1 %t230.not, double %t228, double %t232, !dbg !206
  %t235 = and i64 %t233, 7, !dbg !207
  %t236 = fneg double %t234, !dbg !208
  %t237 = tail call double @llvm.fma.f64(double %t236, double 0x3FE921FB40000000, double %t90), !dbg !208
  %t238 = tail call double @llvm.fma.f64(double %t236, double 0x3E64442D00000000, double %t237), !dbg !209
  %t239 = tail call double @llvm.fma.f64(double %t236, double 0x3CE8469898CC5170, double %t238), !dbg !210
  br label %b43, !dbg !210

b54:                                              ; preds = %b35, %b33, %b47
  %t240 = phi double [ %spec.select2, %b47 ], [ %t16, %b33 ], [ 0x7FF8000000000001, %b35 ]
  %t241 = fmul double %t83, %t240, !dbg !211
  %t242 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t1211, !dbg !46
  store double %t241, ptr addrspace(1) %t242, align 8, !dbg !46
  %t243 = add i64 %t1211, %t11, !dbg !46
  %t13 = icmp slt i64 %t243, %a0, !dbg !46
  br i1 %t13, label %b2, label %b55, !dbg !46

b55:                                              ; preds = %b54, %entry
  ret void, !dbg !46
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eExpSin_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #2 !dbg !212 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !213
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !213
  %t2 = sext i32 %.1 to i64, !dbg !213
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !213
  %t4 = sext i32 %.2 to i64, !dbg !213
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !213
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !213
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !213, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !213
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !213
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !213, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !213
  %.15 = add i32 %.14, %.9, !dbg !213
  %.16 = udiv i32 %.15, %.6, !dbg !213
  %t8 = sext i32 %.16 to i64, !dbg !213
  %t9 = mul nsw i64 %t6, %t4, !dbg !213
  %t10 = add nsw i64 %t9, %t2, !dbg !213
  %t11 = mul nsw i64 %t8, %t6, !dbg !213
  %t12 = icmp sgt i64 %a1, 7, !dbg !213
  %t14 = icmp sgt i64 %a1, 6, !dbg !213
  %t16 = icmp sgt i64 %a1, 5, !dbg !213
  %t18 = icmp sgt i64 %a1, 4, !dbg !213
  %t20 = icmp sgt i64 %a1, 3, !dbg !213
  %t22 = icmp sgt i64 %a1, 2, !dbg !213
  %t24 = icmp sgt i64 %a1, 1, !dbg !213
  %t26 = icmp sgt i64 %a1, 0, !dbg !213
  %t2810 = icmp slt i64 %t10, %a0, !dbg !213
  br i1 %t2810, label %b2, label %b71, !dbg !213

b2:                                               ; preds = %entry, %b70
  %t2711 = phi i64 [ %t346, %b70 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !213

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t2711, %a9, !dbg !213
  %t32 = mul i64 %t30, %a9, !dbg !213
  %t33 = sub nuw i64 %t2711, %t32, !dbg !213
  %t34 = mul i64 %t33, %a19, !dbg !213
  %t35 = mul i64 %t33, %a28, !dbg !213
  br label %b4, !dbg !213

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t2711, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !213

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !213
  %t42 = mul i64 %t40, %a8, !dbg !213
  %t43 = sub i64 %t36, %t42, !dbg !213
  %t44 = mul i64 %t43, %a18, !dbg !213
  %t45 = add i64 %t44, %t37, !dbg !213
  %t46 = mul i64 %t43, %a27, !dbg !213
  %t47 = add i64 %t46, %t38, !dbg !213
  br label %b6, !dbg !213

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !213

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !213
  %t54 = mul i64 %t52, %a7, !dbg !213
  %t55 = sub i64 %t48, %t54, !dbg !213
  %t56 = mul i64 %t55, %a17, !dbg !213
  %t57 = add i64 %t56, %t49, !dbg !213
  %t58 = mul i64 %t55, %a26, !dbg !213
  %t59 = add i64 %t58, %t50, !dbg !213
  br label %b8, !dbg !213

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !213

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !213
  %t66 = mul i64 %t64, %a6, !dbg !213
  %t67 = sub i64 %t60, %t66, !dbg !213
  %t68 = mul i64 %t67, %a16, !dbg !213
  %t69 = add i64 %t68, %t61, !dbg !213
  %t70 = mul i64 %t67, %a25, !dbg !213
  %t71 = add i64 %t70, %t62, !dbg !213
  br label %b10, !dbg !213

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !213

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !213
  %t78 = mul i64 %t76, %a5, !dbg !213
  %t79 = sub i64 %t72, %t78, !dbg !213
  %t80 = mul i64 %t79, %a15, !dbg !213
  %t81 = add i64 %t80, %t73, !dbg !213
  %t82 = mul i64 %t79, %a24, !dbg !213
  %t83 = add i64 %t82, %t74, !dbg !213
  br label %b12, !dbg !213

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !213

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !213
  %t90 = mul i64 %t88, %a4, !dbg !213
  %t91 = sub i64 %t84, %t90, !dbg !213
  %t92 = mul i64 %t91, %a14, !dbg !213
  %t93 = add i64 %t92, %t85, !dbg !213
  %t94 = mul i64 %t91, %a23, !dbg !213
  %t95 = add i64 %t94, %t86, !dbg !213
  br label %b14, !dbg !213

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !213

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !213
  %t102 = mul i64 %t100, %a3, !dbg !213
  %t103 = sub i64 %t96, %t102, !dbg !213
  %t104 = mul i64 %t103, %a13, !dbg !213
  %t105 = add i64 %t104, %t97, !dbg !213
  %t106 = mul i64 %t103, %a22, !dbg !213
  %t107 = add i64 %t106, %t98, !dbg !213
  br label %b16, !dbg !213

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !213

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !213
  %t112 = add i64 %t109, %t111, !dbg !213
  %t113 = mul i64 %t108, %a21, !dbg !213
  %t114 = add i64 %t110, %t113, !dbg !213
  br label %b18, !dbg !213

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !213

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t115, !dbg !213
  %.17 = load double, ptr addrspace(1) %t117, align 8, !dbg !213
  br label %b20, !dbg !213

b20:                                              ; preds = %b19, %b18
  %t119 = phi double [ %.17, %b19 ], [ %a11, %b18 ]
  %t120 = fneg double %t119, !dbg !214
  %t121 = fmul double %t119, %t120, !dbg !215
  %t122 = fcmp uno double %t121, 0.000000e+00, !dbg !216
  br i1 %t122, label %b49, label %b22, !dbg !218

b22:                                              ; preds = %b20
  %t123 = fcmp ogt double %t121, 0x40862E42FEFA39EF, !dbg !220
  br i1 %t123, label %b49, label %b24, !dbg !220

b24:                                              ; preds = %b22
  %t124 = fcmp olt double %t121, 0xC0874910D52D3051, !dbg !221
  br i1 %t124, label %b49, label %b26, !dbg !221

b26:                                              ; preds = %b24
  %t125 = fcmp ogt double %t121, 0xBE30000000000000, !dbg !222
  %t126 = fcmp olt double %t121, 0x3E30000000000000, !dbg !223
  %t127 = and i1 %t125, %t126, !dbg !223
  br i1 %t127, label %b27, label %b28, !dbg !222

b27:                                              ; preds = %b26
  %t128 = fadd double %t121, 1.000000e+00, !dbg !224
  br label %b49, !dbg !225

b28:                                              ; preds = %b26
  %t129 = fcmp olt double %t121, 0.000000e+00, !dbg !226
  br i1 %t129, label %b29, label %b47, !dbg !226

b29:                                              ; preds = %b28
  %t130 = tail call double @llvm.fma.f64(double %t121, double 0x3FF71547652B82FE, double -5.000000e-01), !dbg !227
  %.18 = fptosi double %t130 to i64, !dbg !228
  br label %b30, !dbg !228

b30:                                              ; preds = %b48, %b47, %b29
  %t132 = phi i64 [ %.18, %b29 ], [ 0, %b47 ], [ %.20, %b48 ]
  %t133 = sitofp i64 %t132 to double, !dbg !229
  %t134 = fneg double %t133, !dbg !230
  %t135 = tail call double @llvm.fma.f64(double %t134, double 0x3FE62E42FEE00000, double %t121), !dbg !230
  %t136 = fmul double %t133, 0x3DEA39EF35793C76, !dbg !231
  %t137 = fsub double %t135, %t136, !dbg !232
  %t138 = fmul double %t137, %t137, !dbg !233
  %t139 = tail call double @llvm.fma.f64(double %t138, double 0x3E66376972BEA4D0, double 0xBEBBBD41C5D26BF1), !dbg !234
  %t140 = tail call double @llvm.fma.f64(double %t138, double %t139, double 0x3F11566AAF25DE2C), !dbg !235
  %t141 = tail call double @llvm.fma.f64(double %t138, double %t140, double 0xBF66C16C16BEBD93), !dbg !236
  %t142 = tail call double @llvm.fma.f64(double %t138, double %t141, double 0x3FC5555555555555), !dbg !237
  %t143 = fneg double %t138, !dbg !238
  %t144 = tail call double @llvm.fma.f64(double %t143, double %t142, double %t137), !dbg !238
  %t145 = fmul double %t137, %t144, !dbg !239
  %t146 = fsub double 2.000000e+00, %t144, !dbg !240
  %t147 = fdiv double %t145, %t146, !dbg !241
  %t148 = fsub double %t136, %t147, !dbg !242
  %0 = fsub double %t135, %t148, !dbg !243
  %t150 = fadd double %0, 1.000000e+00, !dbg !243
  %t151 = fcmp oeq double %t150, 0.000000e+00, !dbg !244
  br i1 %t151, label %b49, label %b32, !dbg !244

b32:                                              ; preds = %b30
  %t153 = tail call i1 @llvm.amdgcn.class.f64(double %t150, i32 516), !dbg !246
  %t154 = fcmp uno double %t150, 0.000000e+00, !dbg !216
  %t155 = or i1 %t153, %t154, !dbg !247
  br i1 %t155, label %b49, label %b34, !dbg !248

b34:                                              ; preds = %b32
  %t156 = tail call i1 @llvm.amdgcn.class.f64(double %t150, i32 240), !dbg !249
  %t157 = fmul double %t150, 0x4330000000000000, !dbg !249
  %t158 = select i1 %t156, double %t157, double %t150, !dbg !249
  %t159 = select i1 %t156, i64 -52, i64 0, !dbg !249
  %t161 = bitcast double %t158 to i64, !dbg !250
  %t162 = lshr i64 %t161, 52, !dbg !251
  %t164 = and i64 %t162, 2047, !dbg !252
  %t165 = add i64 %t132, -1023, !dbg !253
  %t160 = add i64 %t165, %t159, !dbg !254
  %t166 = add i64 %t160, %t164, !dbg !255
  %t167 = icmp slt i64 %t166, -1075, !dbg !256
  br i1 %t167, label %b38, label %b39, !dbg !256

b38:                                              ; preds = %b34
  %t168 = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t158), !dbg !257
  br label %b49, !dbg !258

b39:                                              ; preds = %b34
  %t169 = icmp sgt i64 %t166, 1023, !dbg !259
  br i1 %t169, label %b40, label %b43, !dbg !259

b40:                                              ; preds = %b39
  %t170 = fcmp olt double %t158, 0.000000e+00, !dbg !260
  %. = select i1 %t170, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !261
  br label %b49, !dbg !261

b43:                                              ; preds = %b39
  %t171 = icmp slt i64 %t166, -1022, !dbg !262
  %spec.select1 = select i1 %t171, double 0x3CA0000000000000, double 1.000000e+00, !dbg !262
  %t175 = and i64 %t161, -9218868437227405313, !dbg !263
  %1 = shl nsw i64 %t166, 52, !dbg !264
  %2 = add i64 %1, 238690780250636288, !dbg !264
  %t176 = select i1 %t171, i64 %2, i64 %1, !dbg !264
  %t178 = add i64 %t176, 4607182418800017408, !dbg !264
  %t179 = or i64 %t178, %t175, !dbg !265
  %t180 = bitcast i64 %t179 to double, !dbg !266
  %t181 = fmul double %spec.select1, %t180, !dbg !267
  br label %b49, !dbg !268

b47:                                              ; preds = %b28
  %t183 = fcmp ogt double %t121, 0.000000e+00, !dbg !269
  br i1 %t183, label %b48, label %b30, !dbg !269

b48:                                              ; preds = %b47
  %t184 = tail call double @llvm.fma.f64(double %t121, double 0x3FF71547652B82FE, double 5.000000e-01), !dbg !270
  %.20 = fptosi double %t184 to i64, !dbg !271
  br label %b30, !dbg !271

b49:                                              ; preds = %b38, %b43, %b30, %b32, %b40, %b24, %b22, %b20, %b27
  %t186 = phi double [ %t128, %b27 ], [ %t121, %b20 ], [ 0x7FF0000000000000, %b22 ], [ 0.000000e+00, %b24 ], [ %t168, %b38 ], [ %t181, %b43 ], [ %t150, %b30 ], [ %t150, %b32 ], [ %., %b40 ]
  %3 = fcmp ueq double %t119, 0.000000e+00, !dbg !272
  br i1 %3, label %b70, label %b51, !dbg !274

b51:                                              ; preds = %b49
  %t191 = tail call i1 @llvm.amdgcn.class.f64(double %t119, i32 516), !dbg !246
  br i1 %t191, label %b70, label %b53, !dbg !275

b53:                                              ; preds = %b51
  %t192 = fcmp olt double %t119, 0.000000e+00, !dbg !276
  %t193 = select i1 %t192, double %t120, double %t119, !dbg !276
  %t195 = fcmp ult double %t193, 0x41C0000000000000, !dbg !277
  br i1 %t195, label %b67, label %b56, !dbg !277

b56:                                              ; preds = %b53
  %t196 = bitcast double %t193 to i64, !dbg !278
  %t197 = lshr i64 %t196, 52, !dbg !280
  %t198 = and i64 %t197, 2047, !dbg !281
  %t202 = and i64 %t196, -9218868437227405313, !dbg !282
  %t203 = or i64 %t202, 4503599627370496, !dbg !283
  %t204 = add nsw i64 %t198, -1014, !dbg !284
  %t206 = lshr i64 %t204, 6, !dbg !285
  %t207 = and i64 %t204, 63, !dbg !286
  %t209 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t206, !dbg !287
  %.22 = load i64, ptr addrspace(4) %t209, align 8, !dbg !287
  %.25 = shl i64 %.22, %t207, !dbg !288
  %t212 = add nuw nsw i64 %t206, 1, !dbg !289
  %t214 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t212, !dbg !290
  %.26 = load i64, ptr addrspace(4) %t214, align 8, !dbg !290
  %t216 = sub nsw i64 54, %t197, !dbg !291
  %.27 = icmp eq i64 %t207, 0, !dbg !292
  %.28 = and i64 %t216, 63, !dbg !292
  %.29 = lshr i64 %.26, %.28, !dbg !292
  %t217 = select i1 %.27, i64 0, i64 %.29, !dbg !292
  %t218 = or i64 %t217, %.25, !dbg !293
  %.33 = shl i64 %.26, %t207, !dbg !294
  %t221 = add nuw nsw i64 %t206, 2, !dbg !295
  %t223 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t221, !dbg !296
  %.34 = load i64, ptr addrspace(4) %t223, align 8, !dbg !296
  %.37 = lshr i64 %.34, %.28, !dbg !297
  %t225 = select i1 %.27, i64 0, i64 %.37, !dbg !297
  %t226 = or i64 %t225, %.33, !dbg !298
  %.41 = shl i64 %.34, %t207, !dbg !299
  %t229 = add nuw nsw i64 %t206, 3, !dbg !300
  %t231 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t229, !dbg !301
  %.42 = load i64, ptr addrspace(4) %t231, align 8, !dbg !301
  %.45 = lshr i64 %.42, %.28, !dbg !302
  %t233 = select i1 %.27, i64 0, i64 %.45, !dbg !302
  %t234 = or i64 %t233, %.41, !dbg !303
  %t235 = and i64 %t234, 4294967295, !dbg !304
  %t236 = lshr i64 %t234, 32, !dbg !306
  %t237 = and i64 %t196, 4294967295, !dbg !307
  %t238 = lshr i64 %t203, 32, !dbg !308
  %t239 = mul nuw i64 %t235, %t237, !dbg !309
  %t240 = mul nuw i64 %t236, %t237, !dbg !310
  %t241 = lshr i64 %t239, 32, !dbg !311
  %t242 = add nuw i64 %t241, %t240, !dbg !312
  %t243 = and i64 %t242, 4294967295, !dbg !313
  %t244 = lshr i64 %t242, 32, !dbg !314
  %t245 = mul nuw i64 %t235, %t238, !dbg !315
  %t246 = add nuw i64 %t243, %t245, !dbg !316
  %t247 = mul nuw i64 %t236, %t238, !dbg !317
  %t248 = add nuw i64 %t244, %t247, !dbg !318
  %t249 = lshr i64 %t246, 32, !dbg !319
  %t250 = add nuw i64 %t248, %t249, !dbg !320
  %t251 = and i64 %t226, 4294967295, !dbg !304
  %t252 = lshr i64 %t226, 32, !dbg !306
  %t253 = mul nuw i64 %t251, %t237, !dbg !309
  %t254 = mul nuw i64 %t252, %t237, !dbg !310
  %t255 = lshr i64 %t253, 32, !dbg !311
  %t256 = add nuw i64 %t255, %t254, !dbg !312
  %t257 = and i64 %t256, 4294967295, !dbg !313
  %t258 = lshr i64 %t256, 32, !dbg !314
  %t259 = mul nuw i64 %t251, %t238, !dbg !315
  %t260 = add nuw i64 %t257, %t259, !dbg !316
  %t261 = mul nuw i64 %t252, %t238, !dbg !317
  %t263 = lshr i64 %t260, 32, !dbg !319
  %t265 = mul i64 %t226, %t203, !dbg !321
  %t266 = mul i64 %t218, %t203, !dbg !322
  %t267 = add i64 %t250, %t265, !dbg !323
  %t268 = and i64 %t250, %t265, !dbg !324
  %t269 = or i64 %t250, %t265, !dbg !325
  %.46 = xor i64 %t267, -1, !dbg !326
  %t270 = and i64 %t269, %.46, !dbg !326
  %t271 = or i64 %t270, %t268, !dbg !327
  %t272 = lshr i64 %t271, 63, !dbg !328
  %t262 = add i64 %t261, %t266, !dbg !318
  %t264 = add i64 %t262, %t258, !dbg !320
  %t273 = add i64 %t264, %t263, !dbg !323
  %t274 = add i64 %t273, %t272, !dbg !329
  %t275 = lshr i64 %t274, 61, !dbg !330
  %t278 = tail call i64 @llvm.fshl.i64(i64 %t274, i64 %t267, i64 3), !dbg !331
  %.47 = tail call i64 @llvm.ctlz.i64(i64 %t278, i1 false), !dbg !332, !range !172
  %t282 = add nuw nsw i64 %.47, 1, !dbg !333
  %.48 = icmp ult i64 %t278, 2, !dbg !334
  %.49 = and i64 %t282, 63, !dbg !334
  %.50 = shl i64 %t278, %.49, !dbg !334
  %t284 = select i1 %.48, i64 2, i64 %.50, !dbg !334
  %t285 = sub nsw i64 63, %.47, !dbg !335
  %.51 = icmp eq i64 %t278, 0, !dbg !336
  %.52 = and i64 %t285, 63, !dbg !336
  %.53 = lshr i64 %t267, %.52, !dbg !336
  %t286 = select i1 %.51, i64 0, i64 %.53, !dbg !336
  %t287 = or i64 %t284, %t286, !dbg !337
  %t288 = lshr i64 %t287, 12, !dbg !338
  %.neg = mul nsw i64 %.47, -4503599627370496, !dbg !339
  %t289 = add nsw i64 %.neg, 4602678819172646912, !dbg !339
  %t290 = or i64 %t288, %t289, !dbg !340
  %t291 = bitcast i64 %t290 to double, !dbg !341
  %4 = and i64 %t274, 2305843009213693952, !dbg !342
  %t293.not = icmp eq i64 %4, 0, !dbg !342
  %t294 = add nuw nsw i64 %t275, 1, !dbg !343
  %t295 = and i64 %t294, 7, !dbg !344
  %t296 = fadd double %t291, -1.000000e+00, !dbg !345
  %spec.select = select i1 %t293.not, i64 %t275, i64 %t295, !dbg !342
  %spec.select3 = select i1 %t293.not, double %t291, double %t296, !dbg !342
  %t299 = fmul double %spec.select3, 0x3FE921FB54442D18, !dbg !346
  br label %b59, !dbg !347

b59:                                              ; preds = %b67, %b56
  %t300 = phi i64 [ %spec.select, %b56 ], [ %t338, %b67 ]
  %t301 = phi double [ %t299, %b56 ], [ %t342, %b67 ]
  %t302 = icmp ugt i64 %t300, 3, !dbg !348
  %t304 = add nsw i64 %t300, -4, !dbg !349
  %spec.select4 = xor i1 %t192, %t302, !dbg !348
  %spec.select5 = select i1 %t302, i64 %t304, i64 %t300, !dbg !348
  %t307 = fmul double %t301, %t301, !dbg !350
  %t306.off = add nsw i64 %spec.select5, -1, !dbg !351
  %switch = icmp ult i64 %t306.off, 2, !dbg !351
  br i1 %switch, label %b62, label %b63, !dbg !351

b62:                                              ; preds = %b59
  %t311 = tail call double @llvm.fma.f64(double %t307, double -5.000000e-01, double 1.000000e+00), !dbg !352
  br label %b63, !dbg !353

b63:                                              ; preds = %b59, %b62
  %t312 = phi double [ %t307, %b62 ], [ %t301, %b59 ]
  %t313 = phi double [ 0xBDA8FA49A0861A9B, %b62 ], [ 0x3DE5D8FD1FD19CCD, %b59 ]
  %t314 = phi double [ 0x3E21EE9D7B4E3F05, %b62 ], [ 0xBE5AE5E5A9291F5D, %b59 ]
  %t315 = phi double [ 0xBE927E4F7EAC4BC6, %b62 ], [ 0x3EC71DE3567D48A1, %b59 ]
  %t316 = phi double [ 0x3EFA01A019C844F5, %b62 ], [ 0xBF2A01A019BFDF03, %b59 ]
  %t317 = phi double [ 0xBF56C16C16C14F91, %b62 ], [ 0x3F8111111110F7D0, %b59 ]
  %t318 = phi double [ 0x3FA555555555554B, %b62 ], [ 0xBFC5555555555548, %b59 ]
  %t319 = phi double [ %t311, %b62 ], [ %t301, %b59 ]
  %t320 = fmul double %t307, %t312, !dbg !354
  %t321 = tail call double @llvm.fma.f64(double %t313, double %t307, double %t314), !dbg !355
  %t322 = tail call double @llvm.fma.f64(double %t321, double %t307, double %t315), !dbg !356
  %t323 = tail call double @llvm.fma.f64(double %t322, double %t307, double %t316), !dbg !357
  %t324 = tail call double @llvm.fma.f64(double %t323, double %t307, double %t317), !dbg !358
  %t325 = tail call double @llvm.fma.f64(double %t324, double %t307, double %t318), !dbg !359
  %t326 = tail call double @llvm.fma.f64(double %t320, double %t325, double %t319), !dbg !353
  %t327 = fneg double %t326
  %spec.select2 = select i1 %spec.select4, double %t327, double %t326, !dbg !360
  br label %b70, !dbg !361

b67:                                              ; preds = %b53
  %t329 = fmul double %t193, 0x3FF45F306DC9C883, !dbg !362
  %.54 = fptosi double %t329 to i64, !dbg !363
  %t331 = uitofp i64 %.54 to double, !dbg !364
  %t332 = and i64 %.54, 1, !dbg !365
  %t333.not = icmp eq i64 %t332, 0, !dbg !366
  %t335 = fadd double %t331, 1.000000e+00, !dbg !366
  %not.t333.not = xor i1 %t333.not, true, !dbg !366
  %t334 = zext i1 %not.t333.not to i64, !dbg !366
  %t336 = add i64 %t334, %.54, !dbg !366
  %t337 = select i1 %t333.not, double %t331, double %t335, !dbg !366
  %t338 = and i64 %t336, 7, !dbg !367
  %t339 = fneg double %t337, !dbg !368
  %t340 = tail call double @llvm.fma.f64(double %t339, double 0x3FE921FB40000000, double %t193), !dbg !368
  %t341 = tail call double @llvm.fma.f64(double %t339, double 0x3E64442D00000000, double %t340), !dbg !369
  %t342 = tail call double @llvm.fma.f64(double %t339, double 0x3CE8469898CC5170, double %t341), !dbg !370
  br label %b59, !dbg !370

b70:                                              ; preds = %b51, %b49, %b63
  %t343 = phi double [ %spec.select2, %b63 ], [ %t119, %b49 ], [ 0x7FF8000000000001, %b51 ]
  %t344 = fmul double %t186, %t343, !dbg !371
  %t345 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t116, !dbg !213
  store double %t344, ptr addrspace(1) %t345, align 8, !dbg !213
  %t346 = add i64 %t2711, %t11, !dbg !213
  %t28 = icmp slt i64 %t346, %a0, !dbg !213
  br i1 %t28, label %b2, label %b71, !dbg !213

b71:                                              ; preds = %b70, %entry
  ret void, !dbg !213
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eExpSin32_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !372 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !373
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !373
  %t2 = sext i32 %.1 to i64, !dbg !373
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !373
  %t4 = sext i32 %.2 to i64, !dbg !373
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !373
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !373
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !373, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !373
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !373
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !373, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !373
  %.15 = add i32 %.14, %.9, !dbg !373
  %.16 = udiv i32 %.15, %.6, !dbg !373
  %t8 = sext i32 %.16 to i64, !dbg !373
  %t9 = mul nsw i64 %t6, %t4, !dbg !373
  %t10 = add nsw i64 %t9, %t2, !dbg !373
  %t11 = mul nsw i64 %t8, %t6, !dbg !373
  %t1310 = icmp slt i64 %t10, %a0, !dbg !373
  br i1 %t1310, label %b2, label %b55, !dbg !373

b2:                                               ; preds = %entry, %b54
  %t1211 = phi i64 [ %t248, %b54 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !373

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t1211, !dbg !373
  %.17 = load float, ptr addrspace(1) %t14, align 4, !dbg !373
  br label %b4, !dbg !373

b4:                                               ; preds = %b3, %b2
  %t16 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  %t17 = fneg float %t16, !dbg !374
  %t18 = fmul float %t16, %t17, !dbg !375
  %t19 = fpext float %t18 to double, !dbg !376
  %t20 = fcmp uno float %t18, 0.000000e+00, !dbg !377
  br i1 %t20, label %b33, label %b6, !dbg !379

b6:                                               ; preds = %b4
  %t21 = fcmp ogt double %t19, 0x40862E42FEFA39EF, !dbg !381
  br i1 %t21, label %b33, label %b8, !dbg !381

b8:                                               ; preds = %b6
  %t22 = fcmp olt double %t19, 0xC0874910D52D3051, !dbg !382
  br i1 %t22, label %b33, label %b10, !dbg !382

b10:                                              ; preds = %b8
  %t23 = fcmp ogt float %t18, 0xBE30000000000000, !dbg !383
  %t24 = fcmp olt float %t18, 0x3E30000000000000, !dbg !384
  %t25 = and i1 %t23, %t24, !dbg !384
  br i1 %t25, label %b11, label %b12, !dbg !383

b11:                                              ; preds = %b10
  %t26 = fadd double %t19, 1.000000e+00, !dbg !385
  br label %b33, !dbg !386

b12:                                              ; preds = %b10
  %t27 = fcmp olt float %t18, 0.000000e+00, !dbg !387
  br i1 %t27, label %b13, label %b31, !dbg !387

b13:                                              ; preds = %b12
  %t28 = tail call double @llvm.fma.f64(double %t19, double 0x3FF71547652B82FE, double -5.000000e-01), !dbg !388
  %.18 = fptosi double %t28 to i64, !dbg !389
  br label %b14, !dbg !389

b14:                                              ; preds = %b32, %b31, %b13
  %t30 = phi i64 [ %.18, %b13 ], [ 0, %b31 ], [ %.20, %b32 ]
  %t31 = sitofp i64 %t30 to double, !dbg !390
  %t32 = fneg double %t31, !dbg !391
  %t33 = tail call double @llvm.fma.f64(double %t32, double 0x3FE62E42FEE00000, double %t19), !dbg !391
  %t34 = fmul double %t31, 0x3DEA39EF35793C76, !dbg !392
  %t35 = fsub double %t33, %t34, !dbg !393
  %t36 = fmul double %t35, %t35, !dbg !394
  %t37 = tail call double @llvm.fma.f64(double %t36, double 0x3E66376972BEA4D0, double 0xBEBBBD41C5D26BF1), !dbg !395
  %t38 = tail call double @llvm.fma.f64(double %t36, double %t37, double 0x3F11566AAF25DE2C), !dbg !396
  %t39 = tail call double @llvm.fma.f64(double %t36, double %t38, double 0xBF66C16C16BEBD93), !dbg !397
  %t40 = tail call double @llvm.fma.f64(double %t36, double %t39, double 0x3FC5555555555555), !dbg !398
  %t41 = fneg double %t36, !dbg !399
  %t42 = tail call double @llvm.fma.f64(double %t41, double %t40, double %t35), !dbg !399
  %t43 = fmul double %t35, %t42, !dbg !400
  %t44 = fsub double 2.000000e+00, %t42, !dbg !401
  %t45 = fdiv double %t43, %t44, !dbg !402
  %t46 = fsub double %t34, %t45, !dbg !403
  %0 = fsub double %t33, %t46, !dbg !404
  %t48 = fadd double %0, 1.000000e+00, !dbg !404
  %t49 = fcmp oeq double %t48, 0.000000e+00, !dbg !405
  br i1 %t49, label %b33, label %b16, !dbg !405

b16:                                              ; preds = %b14
  %t51 = tail call i1 @llvm.amdgcn.class.f64(double %t48, i32 516), !dbg !407
  %t52 = fcmp uno double %t48, 0.000000e+00, !dbg !377
  %t53 = or i1 %t51, %t52, !dbg !408
  br i1 %t53, label %b33, label %b18, !dbg !409

b18:                                              ; preds = %b16
  %t54 = tail call i1 @llvm.amdgcn.class.f64(double %t48, i32 240), !dbg !410
  %t55 = fmul double %t48, 0x4330000000000000, !dbg !410
  %t56 = select i1 %t54, double %t55, double %t48, !dbg !410
  %t57 = select i1 %t54, i64 -52, i64 0, !dbg !410
  %t59 = bitcast double %t56 to i64, !dbg !411
  %t60 = lshr i64 %t59, 52, !dbg !412
  %t62 = and i64 %t60, 2047, !dbg !413
  %t63 = add i64 %t30, -1023, !dbg !414
  %t58 = add i64 %t63, %t57, !dbg !415
  %t64 = add i64 %t58, %t62, !dbg !416
  %t65 = icmp slt i64 %t64, -1075, !dbg !417
  br i1 %t65, label %b22, label %b23, !dbg !417

b22:                                              ; preds = %b18
  %t66 = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t56), !dbg !418
  br label %b33, !dbg !419

b23:                                              ; preds = %b18
  %t67 = icmp sgt i64 %t64, 1023, !dbg !420
  br i1 %t67, label %b24, label %b27, !dbg !420

b24:                                              ; preds = %b23
  %t68 = fcmp olt double %t56, 0.000000e+00, !dbg !421
  %. = select i1 %t68, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !422
  br label %b33, !dbg !422

b27:                                              ; preds = %b23
  %t69 = icmp slt i64 %t64, -1022, !dbg !423
  %spec.select1 = select i1 %t69, double 0x3CA0000000000000, double 1.000000e+00, !dbg !423
  %t73 = and i64 %t59, -9218868437227405313, !dbg !424
  %1 = shl nsw i64 %t64, 52, !dbg !425
  %2 = add i64 %1, 238690780250636288, !dbg !425
  %t74 = select i1 %t69, i64 %2, i64 %1, !dbg !425
  %t76 = add i64 %t74, 4607182418800017408, !dbg !425
  %t77 = or i64 %t76, %t73, !dbg !426
  %t78 = bitcast i64 %t77 to double, !dbg !427
  %t79 = fmul double %spec.select1, %t78, !dbg !428
  br label %b33, !dbg !429

b31:                                              ; preds = %b12
  %t81 = fcmp ogt float %t18, 0.000000e+00, !dbg !430
  br i1 %t81, label %b32, label %b14, !dbg !430

b32:                                              ; preds = %b31
  %t82 = tail call double @llvm.fma.f64(double %t19, double 0x3FF71547652B82FE, double 5.000000e-01), !dbg !431
  %.20 = fptosi double %t82 to i64, !dbg !432
  br label %b14, !dbg !432

b33:                                              ; preds = %b22, %b27, %b14, %b16, %b24, %b8, %b6, %b4, %b11
  %t84 = phi double [ %t26, %b11 ], [ %t19, %b4 ], [ 0x7FF0000000000000, %b6 ], [ 0.000000e+00, %b8 ], [ %t66, %b22 ], [ %t79, %b27 ], [ %t48, %b14 ], [ %t48, %b16 ], [ %., %b24 ]
  %t85 = fptrunc double %t84 to float, !dbg !433
  %t86 = fpext float %t16 to double, !dbg !434
  %3 = fcmp ueq float %t16, 0.000000e+00, !dbg !435
  br i1 %3, label %b54, label %b35, !dbg !437

b35:                                              ; preds = %b33
  %t91 = tail call i1 @llvm.amdgcn.class.f64(double %t86, i32 516), !dbg !407
  br i1 %t91, label %b54, label %b37, !dbg !438

b37:                                              ; preds = %b35
  %t92 = fcmp olt float %t16, 0.000000e+00, !dbg !439
  %t93 = fneg double %t86, !dbg !439
  %t94 = select i1 %t92, double %t93, double %t86, !dbg !439
  %t96 = fcmp ult double %t94, 0x41C0000000000000, !dbg !440
  br i1 %t96, label %b51, label %b40, !dbg !440

b40:                                              ; preds = %b37
  %t97 = bitcast double %t94 to i64, !dbg !441
  %t98 = lshr i64 %t97, 52, !dbg !443
  %t99 = and i64 %t98, 2047, !dbg !444
  %t103 = and i64 %t97, -9218868437227405313, !dbg !445
  %t104 = or i64 %t103, 4503599627370496, !dbg !446
  %t105 = add nsw i64 %t99, -1014, !dbg !447
  %t107 = lshr i64 %t105, 6, !dbg !448
  %t108 = and i64 %t105, 63, !dbg !449
  %t110 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t107, !dbg !450
  %.22 = load i64, ptr addrspace(4) %t110, align 8, !dbg !450
  %.25 = shl i64 %.22, %t108, !dbg !451
  %t113 = add nuw nsw i64 %t107, 1, !dbg !452
  %t115 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t113, !dbg !453
  %.26 = load i64, ptr addrspace(4) %t115, align 8, !dbg !453
  %t117 = sub nsw i64 54, %t98, !dbg !454
  %.27 = icmp eq i64 %t108, 0, !dbg !455
  %.28 = and i64 %t117, 63, !dbg !455
  %.29 = lshr i64 %.26, %.28, !dbg !455
  %t118 = select i1 %.27, i64 0, i64 %.29, !dbg !455
  %t119 = or i64 %t118, %.25, !dbg !456
  %.33 = shl i64 %.26, %t108, !dbg !457
  %t122 = add nuw nsw i64 %t107, 2, !dbg !458
  %t124 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t122, !dbg !459
  %.34 = load i64, ptr addrspace(4) %t124, align 8, !dbg !459
  %.37 = lshr i64 %.34, %.28, !dbg !460
  %t126 = select i1 %.27, i64 0, i64 %.37, !dbg !460
  %t127 = or i64 %t126, %.33, !dbg !461
  %.41 = shl i64 %.34, %t108, !dbg !462
  %t130 = add nuw nsw i64 %t107, 3, !dbg !463
  %t132 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t130, !dbg !464
  %.42 = load i64, ptr addrspace(4) %t132, align 8, !dbg !464
  %.45 = lshr i64 %.42, %.28, !dbg !465
  %t134 = select i1 %.27, i64 0, i64 %.45, !dbg !465
  %t135 = or i64 %t134, %.41, !dbg !466
  %t136 = and i64 %t135, 4294967295, !dbg !467
  %t137 = lshr i64 %t135, 32, !dbg !469
  %t138 = and i64 %t97, 4294967295, !dbg !470
  %t139 = lshr i64 %t104, 32, !dbg !471
  %t140 = mul nuw i64 %t136, %t138, !dbg !472
  %t141 = mul nuw i64 %t137, %t138, !dbg !473
  %t142 = lshr i64 %t140, 32, !dbg !474
  %t143 = add nuw i64 %t142, %t141, !dbg !475
  %t144 = and i64 %t143, 4294967295, !dbg !476
  %t145 = lshr i64 %t143, 32, !dbg !477
  %t146 = mul nuw i64 %t136, %t139, !dbg !478
  %t147 = add nuw i64 %t144, %t146, !dbg !479
  %t148 = mul nuw i64 %t137, %t139, !dbg !480
  %t149 = add nuw i64 %t145, %t148, !dbg !481
  %t150 = lshr i64 %t147, 32, !dbg !482
  %t151 = add nuw i64 %t149, %t150, !dbg !483
  %t152 = and i64 %t127, 4294967295, !dbg !467
  %t153 = lshr i64 %t127, 32, !dbg !469
  %t154 = mul nuw i64 %t152, %t138, !dbg !472
  %t155 = mul nuw i64 %t153, %t138, !dbg !473
  %t156 = lshr i64 %t154, 32, !dbg !474
  %t157 = add nuw i64 %t156, %t155, !dbg !475
  %t158 = and i64 %t157, 4294967295, !dbg !476
  %t159 = lshr i64 %t157, 32, !dbg !477
  %t160 = mul nuw i64 %t152, %t139, !dbg !478
  %t161 = add nuw i64 %t158, %t160, !dbg !479
  %t162 = mul nuw i64 %t153, %t139, !dbg !480
  %t164 = lshr i64 %t161, 32, !dbg !482
  %t166 = mul i64 %t127, %t104, !dbg !484
  %t167 = mul i64 %t119, %t104, !dbg !485
  %t168 = add i64 %t151, %t166, !dbg !486
  %t169 = and i64 %t151, %t166, !dbg !487
  %t170 = or i64 %t151, %t166, !dbg !488
  %.46 = xor i64 %t168, -1, !dbg !489
  %t171 = and i64 %t170, %.46, !dbg !489
  %t172 = or i64 %t171, %t169, !dbg !490
  %t173 = lshr i64 %t172, 63, !dbg !491
  %t163 = add i64 %t162, %t167, !dbg !481
  %t165 = add i64 %t163, %t159, !dbg !483
  %t174 = add i64 %t165, %t164, !dbg !486
  %t175 = add i64 %t174, %t173, !dbg !492
  %t176 = lshr i64 %t175, 61, !dbg !493
  %t179 = tail call i64 @llvm.fshl.i64(i64 %t175, i64 %t168, i64 3), !dbg !494
  %.47 = tail call i64 @llvm.ctlz.i64(i64 %t179, i1 false), !dbg !495, !range !172
  %t183 = add nuw nsw i64 %.47, 1, !dbg !496
  %.48 = icmp ult i64 %t179, 2, !dbg !497
  %.49 = and i64 %t183, 63, !dbg !497
  %.50 = shl i64 %t179, %.49, !dbg !497
  %t185 = select i1 %.48, i64 2, i64 %.50, !dbg !497
  %t186 = sub nsw i64 63, %.47, !dbg !498
  %.51 = icmp eq i64 %t179, 0, !dbg !499
  %.52 = and i64 %t186, 63, !dbg !499
  %.53 = lshr i64 %t168, %.52, !dbg !499
  %t187 = select i1 %.51, i64 0, i64 %.53, !dbg !499
  %t188 = or i64 %t185, %t187, !dbg !500
  %t189 = lshr i64 %t188, 12, !dbg !501
  %.neg = mul nsw i64 %.47, -4503599627370496, !dbg !502
  %t190 = add nsw i64 %.neg, 4602678819172646912, !dbg !502
  %t191 = or i64 %t189, %t190, !dbg !503
  %t192 = bitcast i64 %t191 to double, !dbg !504
  %4 = and i64 %t175, 2305843009213693952, !dbg !505
  %t194.not = icmp eq i64 %4, 0, !dbg !505
  %t195 = add nuw nsw i64 %t176, 1, !dbg !506
  %t196 = and i64 %t195, 7, !dbg !507
  %t197 = fadd double %t192, -1.000000e+00, !dbg !508
  %spec.select = select i1 %t194.not, i64 %t176, i64 %t196, !dbg !505
  %spec.select3 = select i1 %t194.not, double %t192, double %t197, !dbg !505
  %t200 = fmul double %spec.select3, 0x3FE921FB54442D18, !dbg !509
  br label %b43, !dbg !510

b43:                                              ; preds = %b51, %b40
  %t201 = phi i64 [ %spec.select, %b40 ], [ %t239, %b51 ]
  %t202 = phi double [ %t200, %b40 ], [ %t243, %b51 ]
  %t203 = icmp ugt i64 %t201, 3, !dbg !511
  %t205 = add nsw i64 %t201, -4, !dbg !512
  %spec.select4 = xor i1 %t92, %t203, !dbg !511
  %spec.select5 = select i1 %t203, i64 %t205, i64 %t201, !dbg !511
  %t208 = fmul double %t202, %t202, !dbg !513
  %t207.off = add nsw i64 %spec.select5, -1, !dbg !514
  %switch = icmp ult i64 %t207.off, 2, !dbg !514
  br i1 %switch, label %b46, label %b47, !dbg !514

b46:                                              ; preds = %b43
  %t212 = tail call double @llvm.fma.f64(double %t208, double -5.000000e-01, double 1.000000e+00), !dbg !515
  br label %b47, !dbg !516

b47:                                              ; preds = %b43, %b46
  %t213 = phi double [ %t208, %b46 ], [ %t202, %b43 ]
  %t214 = phi double [ 0xBDA8FA49A0861A9B, %b46 ], [ 0x3DE5D8FD1FD19CCD, %b43 ]
  %t215 = phi double [ 0x3E21EE9D7B4E3F05, %b46 ], [ 0xBE5AE5E5A9291F5D, %b43 ]
  %t216 = phi double [ 0xBE927E4F7EAC4BC6, %b46 ], [ 0x3EC71DE3567D48A1, %b43 ]
  %t217 = phi double [ 0x3EFA01A019C844F5, %b46 ], [ 0xBF2A01A019BFDF03, %b43 ]
  %t218 = phi double [ 0xBF56C16C16C14F91, %b46 ], [ 0x3F8111111110F7D0, %b43 ]
  %t219 = phi double [ 0x3FA555555555554B, %b46 ], [ 0xBFC5555555555548, %b43 ]
  %t220 = phi double [ %t212, %b46 ], [ %t202, %b43 ]
  %t221 = fmul double %t208, %t213, !dbg !517
  %t222 = tail call double @llvm.fma.f64(double %t214, double %t208, double %t215), !dbg !518
  %t223 = tail call double @llvm.fma.f64(double %t222, double %t208, double %t216), !dbg !519
  %t224 = tail call double @llvm.fma.f64(double %t223, double %t208, double %t217), !dbg !520
  %t225 = tail call double @llvm.fma.f64(double %t224, double %t208, double %t218), !dbg !521
  %t226 = tail call double @llvm.fma.f64(double %t225, double %t208, double %t219), !dbg !522
  %t227 = tail call double @llvm.fma.f64(double %t221, double %t226, double %t220), !dbg !516
  %t228 = fneg double %t227
  %spec.select2 = select i1 %spec.select4, double %t228, double %t227, !dbg !523
  br label %b54, !dbg !524

b51:                                              ; preds = %b37
  %t230 = fmul double %t94, 0x3FF45F306DC9C883, !dbg !525
  %.54 = fptosi double %t230 to i64, !dbg !526
  %t232 = uitofp i64 %.54 to double, !dbg !527
  %t233 = and i64 %.54, 1, !dbg !528
  %t234.not = icmp eq i64 %t233, 0, !dbg !529
  %t236 = fadd double %t232, 1.000000e+00, !dbg !529
  %not.t234.not = xor i1 %t234.not, true, !dbg !529
  %t235 = zext i1 %not.t234.not to i64, !dbg !529
  %t237 = add i64 %t235, %.54, !dbg !529
  %t238 = select i1 %t234.not, double %t232, double %t236, !dbg !529
  %t239 = and i64 %t237, 7, !dbg !530
  %t240 = fneg double %t238, !dbg !531
  %t241 = tail call double @llvm.fma.f64(double %t240, double 0x3FE921FB40000000, double %t94), !dbg !531
  %t242 = tail call double @llvm.fma.f64(double %t240, double 0x3E64442D00000000, double %t241), !dbg !532
  %t243 = tail call double @llvm.fma.f64(double %t240, double 0x3CE8469898CC5170, double %t242), !dbg !533
  br label %b43, !dbg !533

b54:                                              ; preds = %b35, %b33, %b47
  %t244 = phi double [ %spec.select2, %b47 ], [ %t86, %b33 ], [ 0x7FF8000000000001, %b35 ]
  %t245 = fptrunc double %t244 to float, !dbg !534
  %t246 = fmul float %t85, %t245, !dbg !535
  %t247 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t1211, !dbg !373
  store float %t246, ptr addrspace(1) %t247, align 4, !dbg !373
  %t248 = add i64 %t1211, %t11, !dbg !373
  %t13 = icmp slt i64 %t248, %a0, !dbg !373
  br i1 %t13, label %b2, label %b55, !dbg !373

b55:                                              ; preds = %b54, %entry
  ret void, !dbg !373
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eExpSin32_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #2 !dbg !536 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !537
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !537
  %t2 = sext i32 %.1 to i64, !dbg !537
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !537
  %t4 = sext i32 %.2 to i64, !dbg !537
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !537
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !537
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !537, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !537
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !537
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !537, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !537
  %.15 = add i32 %.14, %.9, !dbg !537
  %.16 = udiv i32 %.15, %.6, !dbg !537
  %t8 = sext i32 %.16 to i64, !dbg !537
  %t9 = mul nsw i64 %t6, %t4, !dbg !537
  %t10 = add nsw i64 %t9, %t2, !dbg !537
  %t11 = mul nsw i64 %t8, %t6, !dbg !537
  %t12 = icmp sgt i64 %a1, 7, !dbg !537
  %t14 = icmp sgt i64 %a1, 6, !dbg !537
  %t16 = icmp sgt i64 %a1, 5, !dbg !537
  %t18 = icmp sgt i64 %a1, 4, !dbg !537
  %t20 = icmp sgt i64 %a1, 3, !dbg !537
  %t22 = icmp sgt i64 %a1, 2, !dbg !537
  %t24 = icmp sgt i64 %a1, 1, !dbg !537
  %t26 = icmp sgt i64 %a1, 0, !dbg !537
  %t287 = icmp slt i64 %t10, %a0, !dbg !537
  br i1 %t287, label %b2, label %b71, !dbg !537

b2:                                               ; preds = %entry, %b70
  %t2710 = phi i64 [ %t351, %b70 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !537

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t2710, %a9, !dbg !537
  %t32 = mul i64 %t30, %a9, !dbg !537
  %t33 = sub nuw i64 %t2710, %t32, !dbg !537
  %t34 = mul i64 %t33, %a19, !dbg !537
  %t35 = mul i64 %t33, %a28, !dbg !537
  br label %b4, !dbg !537

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t2710, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !537

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !537
  %t42 = mul i64 %t40, %a8, !dbg !537
  %t43 = sub i64 %t36, %t42, !dbg !537
  %t44 = mul i64 %t43, %a18, !dbg !537
  %t45 = add i64 %t44, %t37, !dbg !537
  %t46 = mul i64 %t43, %a27, !dbg !537
  %t47 = add i64 %t46, %t38, !dbg !537
  br label %b6, !dbg !537

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !537

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !537
  %t54 = mul i64 %t52, %a7, !dbg !537
  %t55 = sub i64 %t48, %t54, !dbg !537
  %t56 = mul i64 %t55, %a17, !dbg !537
  %t57 = add i64 %t56, %t49, !dbg !537
  %t58 = mul i64 %t55, %a26, !dbg !537
  %t59 = add i64 %t58, %t50, !dbg !537
  br label %b8, !dbg !537

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !537

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !537
  %t66 = mul i64 %t64, %a6, !dbg !537
  %t67 = sub i64 %t60, %t66, !dbg !537
  %t68 = mul i64 %t67, %a16, !dbg !537
  %t69 = add i64 %t68, %t61, !dbg !537
  %t70 = mul i64 %t67, %a25, !dbg !537
  %t71 = add i64 %t70, %t62, !dbg !537
  br label %b10, !dbg !537

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !537

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !537
  %t78 = mul i64 %t76, %a5, !dbg !537
  %t79 = sub i64 %t72, %t78, !dbg !537
  %t80 = mul i64 %t79, %a15, !dbg !537
  %t81 = add i64 %t80, %t73, !dbg !537
  %t82 = mul i64 %t79, %a24, !dbg !537
  %t83 = add i64 %t82, %t74, !dbg !537
  br label %b12, !dbg !537

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !537

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !537
  %t90 = mul i64 %t88, %a4, !dbg !537
  %t91 = sub i64 %t84, %t90, !dbg !537
  %t92 = mul i64 %t91, %a14, !dbg !537
  %t93 = add i64 %t92, %t85, !dbg !537
  %t94 = mul i64 %t91, %a23, !dbg !537
  %t95 = add i64 %t94, %t86, !dbg !537
  br label %b14, !dbg !537

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !537

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !537
  %t102 = mul i64 %t100, %a3, !dbg !537
  %t103 = sub i64 %t96, %t102, !dbg !537
  %t104 = mul i64 %t103, %a13, !dbg !537
  %t105 = add i64 %t104, %t97, !dbg !537
  %t106 = mul i64 %t103, %a22, !dbg !537
  %t107 = add i64 %t106, %t98, !dbg !537
  br label %b16, !dbg !537

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !537

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !537
  %t112 = add i64 %t109, %t111, !dbg !537
  %t113 = mul i64 %t108, %a21, !dbg !537
  %t114 = add i64 %t110, %t113, !dbg !537
  br label %b18, !dbg !537

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !537

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t115, !dbg !537
  %.17 = load float, ptr addrspace(1) %t117, align 4, !dbg !537
  br label %b20, !dbg !537

b20:                                              ; preds = %b19, %b18
  %t119 = phi float [ %.17, %b19 ], [ %a11, %b18 ]
  %t120 = fneg float %t119, !dbg !538
  %t121 = fmul float %t119, %t120, !dbg !539
  %t122 = fpext float %t121 to double, !dbg !540
  %t123 = fcmp uno float %t121, 0.000000e+00, !dbg !541
  br i1 %t123, label %b49, label %b22, !dbg !543

b22:                                              ; preds = %b20
  %t124 = fcmp ogt double %t122, 0x40862E42FEFA39EF, !dbg !545
  br i1 %t124, label %b49, label %b24, !dbg !545

b24:                                              ; preds = %b22
  %t125 = fcmp olt double %t122, 0xC0874910D52D3051, !dbg !546
  br i1 %t125, label %b49, label %b26, !dbg !546

b26:                                              ; preds = %b24
  %t126 = fcmp ogt float %t121, 0xBE30000000000000, !dbg !547
  %t127 = fcmp olt float %t121, 0x3E30000000000000, !dbg !548
  %t128 = and i1 %t126, %t127, !dbg !548
  br i1 %t128, label %b27, label %b28, !dbg !547

b27:                                              ; preds = %b26
  %t129 = fadd double %t122, 1.000000e+00, !dbg !549
  br label %b49, !dbg !550

b28:                                              ; preds = %b26
  %t130 = fcmp olt float %t121, 0.000000e+00, !dbg !551
  br i1 %t130, label %b29, label %b47, !dbg !551

b29:                                              ; preds = %b28
  %t131 = tail call double @llvm.fma.f64(double %t122, double 0x3FF71547652B82FE, double -5.000000e-01), !dbg !552
  %.18 = fptosi double %t131 to i64, !dbg !553
  br label %b30, !dbg !553

b30:                                              ; preds = %b48, %b47, %b29
  %t133 = phi i64 [ %.18, %b29 ], [ 0, %b47 ], [ %.20, %b48 ]
  %t134 = sitofp i64 %t133 to double, !dbg !554
  %t135 = fneg double %t134, !dbg !555
  %t136 = tail call double @llvm.fma.f64(double %t135, double 0x3FE62E42FEE00000, double %t122), !dbg !555
  %t137 = fmul double %t134, 0x3DEA39EF35793C76, !dbg !556
  %t138 = fsub double %t136, %t137, !dbg !557
  %t139 = fmul double %t138, %t138, !dbg !558
  %t140 = tail call double @llvm.fma.f64(double %t139, double 0x3E66376972BEA4D0, double 0xBEBBBD41C5D26BF1), !dbg !559
  %t141 = tail call double @llvm.fma.f64(double %t139, double %t140, double 0x3F11566AAF25DE2C), !dbg !560
  %t142 = tail call double @llvm.fma.f64(double %t139, double %t141, double 0xBF66C16C16BEBD93), !dbg !561
  %t143 = tail call double @llvm.fma.f64(double %t139, double %t142, double 0x3FC5555555555555), !dbg !562
  %t144 = fneg double %t139, !dbg !563
  %t145 = tail call double @llvm.fma.f64(double %t144, double %t143, double %t138), !dbg !563
  %t146 = fmul double %t138, %t145, !dbg !564
  %t147 = fsub double 2.000000e+00, %t145, !dbg !565
  %t148 = fdiv double %t146, %t147, !dbg !566
  %t149 = fsub double %t137, %t148, !dbg !567
  %0 = fsub double %t136, %t149, !dbg !568
  %t151 = fadd double %0, 1.000000e+00, !dbg !568
  %t152 = fcmp oeq double %t151, 0.000000e+00, !dbg !569
  br i1 %t152, label %b49, label %b32, !dbg !569

b32:                                              ; preds = %b30
  %t154 = tail call i1 @llvm.amdgcn.class.f64(double %t151, i32 516), !dbg !571
  %t155 = fcmp uno double %t151, 0.000000e+00, !dbg !541
  %t156 = or i1 %t154, %t155, !dbg !572
  br i1 %t156, label %b49, label %b34, !dbg !573

b34:                                              ; preds = %b32
  %t157 = tail call i1 @llvm.amdgcn.class.f64(double %t151, i32 240), !dbg !574
  %t158 = fmul double %t151, 0x4330000000000000, !dbg !574
  %t159 = select i1 %t157, double %t158, double %t151, !dbg !574
  %t160 = select i1 %t157, i64 -52, i64 0, !dbg !574
  %t162 = bitcast double %t159 to i64, !dbg !575
  %t163 = lshr i64 %t162, 52, !dbg !576
  %t165 = and i64 %t163, 2047, !dbg !577
  %t166 = add i64 %t133, -1023, !dbg !578
  %t161 = add i64 %t166, %t160, !dbg !579
  %t167 = add i64 %t161, %t165, !dbg !580
  %t168 = icmp slt i64 %t167, -1075, !dbg !581
  br i1 %t168, label %b38, label %b39, !dbg !581

b38:                                              ; preds = %b34
  %t169 = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t159), !dbg !582
  br label %b49, !dbg !583

b39:                                              ; preds = %b34
  %t170 = icmp sgt i64 %t167, 1023, !dbg !584
  br i1 %t170, label %b40, label %b43, !dbg !584

b40:                                              ; preds = %b39
  %t171 = fcmp olt double %t159, 0.000000e+00, !dbg !585
  %. = select i1 %t171, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !586
  br label %b49, !dbg !586

b43:                                              ; preds = %b39
  %t172 = icmp slt i64 %t167, -1022, !dbg !587
  %spec.select1 = select i1 %t172, double 0x3CA0000000000000, double 1.000000e+00, !dbg !587
  %t176 = and i64 %t162, -9218868437227405313, !dbg !588
  %1 = shl nsw i64 %t167, 52, !dbg !589
  %2 = add i64 %1, 238690780250636288, !dbg !589
  %t177 = select i1 %t172, i64 %2, i64 %1, !dbg !589
  %t179 = add i64 %t177, 4607182418800017408, !dbg !589
  %t180 = or i64 %t179, %t176, !dbg !590
  %t181 = bitcast i64 %t180 to double, !dbg !591
  %t182 = fmul double %spec.select1, %t181, !dbg !592
  br label %b49, !dbg !593

b47:                                              ; preds = %b28
  %t184 = fcmp ogt float %t121, 0.000000e+00, !dbg !594
  br i1 %t184, label %b48, label %b30, !dbg !594

b48:                                              ; preds = %b47
  %t185 = tail call double @llvm.fma.f64(double %t122, double 0x3FF71547652B82FE, double 5.000000e-01), !dbg !595
  %.20 = fptosi double %t185 to i64, !dbg !596
  br label %b30, !dbg !596

b49:                                              ; preds = %b38, %b43, %b30, %b32, %b40, %b24, %b22, %b20, %b27
  %t187 = phi double [ %t129, %b27 ], [ %t122, %b20 ], [ 0x7FF0000000000000, %b22 ], [ 0.000000e+00, %b24 ], [ %t169, %b38 ], [ %t182, %b43 ], [ %t151, %b30 ], [ %t151, %b32 ], [ %., %b40 ]
  %t188 = fptrunc double %t187 to float, !dbg !597
  %t189 = fpext float %t119 to double, !dbg !598
  %3 = fcmp ueq float %t119, 0.000000e+00, !dbg !599
  br i1 %3, label %b70, label %b51, !dbg !601

b51:                                              ; preds = %b49
  %t194 = tail call i1 @llvm.amdgcn.class.f64(double %t189, i32 516), !dbg !571
  br i1 %t194, label %b70, label %b53, !dbg !602

b53:                                              ; preds = %b51
  %t195 = fcmp olt float %t119, 0.000000e+00, !dbg !603
  %t196 = fneg double %t189, !dbg !603
  %t197 = select i1 %t195, double %t196, double %t189, !dbg !603
  %t199 = fcmp ult double %t197, 0x41C0000000000000, !dbg !604
  br i1 %t199, label %b67, label %b56, !dbg !604

b56:                                              ; preds = %b53
  %t200 = bitcast double %t197 to i64, !dbg !605
  %t201 = lshr i64 %t200, 52, !dbg !607
  %t202 = and i64 %t201, 2047, !dbg !608
  %t206 = and i64 %t200, -9218868437227405313, !dbg !609
  %t207 = or i64 %t206, 4503599627370496, !dbg !610
  %t208 = add nsw i64 %t202, -1014, !dbg !611
  %t210 = lshr i64 %t208, 6, !dbg !612
  %t211 = and i64 %t208, 63, !dbg !613
  %t213 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t210, !dbg !614
  %.22 = load i64, ptr addrspace(4) %t213, align 8, !dbg !614
  %.25 = shl i64 %.22, %t211, !dbg !615
  %t216 = add nuw nsw i64 %t210, 1, !dbg !616
  %t218 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t216, !dbg !617
  %.26 = load i64, ptr addrspace(4) %t218, align 8, !dbg !617
  %t220 = sub nsw i64 54, %t201, !dbg !618
  %.27 = icmp eq i64 %t211, 0, !dbg !619
  %.28 = and i64 %t220, 63, !dbg !619
  %.29 = lshr i64 %.26, %.28, !dbg !619
  %t221 = select i1 %.27, i64 0, i64 %.29, !dbg !619
  %t222 = or i64 %t221, %.25, !dbg !620
  %.33 = shl i64 %.26, %t211, !dbg !621
  %t225 = add nuw nsw i64 %t210, 2, !dbg !622
  %t227 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t225, !dbg !623
  %.34 = load i64, ptr addrspace(4) %t227, align 8, !dbg !623
  %.37 = lshr i64 %.34, %.28, !dbg !624
  %t229 = select i1 %.27, i64 0, i64 %.37, !dbg !624
  %t230 = or i64 %t229, %.33, !dbg !625
  %.41 = shl i64 %.34, %t211, !dbg !626
  %t233 = add nuw nsw i64 %t210, 3, !dbg !627
  %t235 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t233, !dbg !628
  %.42 = load i64, ptr addrspace(4) %t235, align 8, !dbg !628
  %.45 = lshr i64 %.42, %.28, !dbg !629
  %t237 = select i1 %.27, i64 0, i64 %.45, !dbg !629
  %t238 = or i64 %t237, %.41, !dbg !630
  %t239 = and i64 %t238, 4294967295, !dbg !631
  %t240 = lshr i64 %t238, 32, !dbg !633
  %t241 = and i64 %t200, 4294967295, !dbg !634
  %t242 = lshr i64 %t207, 32, !dbg !635
  %t243 = mul nuw i64 %t239, %t241, !dbg !636
  %t244 = mul nuw i64 %t240, %t241, !dbg !637
  %t245 = lshr i64 %t243, 32, !dbg !638
  %t246 = add nuw i64 %t245, %t244, !dbg !639
  %t247 = and i64 %t246, 4294967295, !dbg !640
  %t248 = lshr i64 %t246, 32, !dbg !641
  %t249 = mul nuw i64 %t239, %t242, !dbg !642
  %t250 = add nuw i64 %t247, %t249, !dbg !643
  %t251 = mul nuw i64 %t240, %t242, !dbg !644
  %t252 = add nuw i64 %t248, %t251, !dbg !645
  %t253 = lshr i64 %t250, 32, !dbg !646
  %t254 = add nuw i64 %t252, %t253, !dbg !647
  %t255 = and i64 %t230, 4294967295, !dbg !631
  %t256 = lshr i64 %t230, 32, !dbg !633
  %t257 = mul nuw i64 %t255, %t241, !dbg !636
  %t258 = mul nuw i64 %t256, %t241, !dbg !637
  %t259 = lshr i64 %t257, 32, !dbg !638
  %t260 = add nuw i64 %t259, %t258, !dbg !639
  %t261 = and i64 %t260, 4294967295, !dbg !640
  %t262 = lshr i64 %t260, 32, !dbg !641
  %t263 = mul nuw i64 %t255, %t242, !dbg !642
  %t264 = add nuw i64 %t261, %t263, !dbg !643
  %t265 = mul nuw i64 %t256, %t242, !dbg !644
  %t267 = lshr i64 %t264, 32, !dbg !646
  %t269 = mul i64 %t230, %t207, !dbg !648
  %t270 = mul i64 %t222, %t207, !dbg !649
  %t271 = add i64 %t254, %t269, !dbg !650
  %t272 = and i64 %t254, %t269, !dbg !651
  %t273 = or i64 %t254, %t269, !dbg !652
  %.46 = xor i64 %t271, -1, !dbg !653
  %t274 = and i64 %t273, %.46, !dbg !653
  %t275 = or i64 %t274, %t272, !dbg !654
  %t276 = lshr i64 %t275, 63, !dbg !655
  %t266 = add i64 %t265, %t270, !dbg !645
  %t268 = add i64 %t266, %t262, !dbg !647
  %t277 = add i64 %t268, %t267, !dbg !650
  %t278 = add i64 %t277, %t276, !dbg !656
  %t279 = lshr i64 %t278, 61, !dbg !657
  %t282 = tail call i64 @llvm.fshl.i64(i64 %t278, i64 %t271, i64 3), !dbg !658
  %.47 = tail call i64 @llvm.ctlz.i64(i64 %t282, i1 false), !dbg !659, !range !172
  %t286 = add nuw nsw i64 %.47, 1, !dbg !660
  %.48 = icmp ult i64 %t282, 2, !dbg !661
  %.49 = and i64 %t286, 63, !dbg !661
  %.50 = shl i64 %t282, %.49, !dbg !661
  %t288 = select i1 %.48, i64 2, i64 %.50, !dbg !661
  %t289 = sub nsw i64 63, %.47, !dbg !662
  %.51 = icmp eq i64 %t282, 0, !dbg !663
  %.52 = and i64 %t289, 63, !dbg !663
  %.53 = lshr i64 %t271, %.52, !dbg !663
  %t290 = select i1 %.51, i64 0, i64 %.53, !dbg !663
  %t291 = or i64 %t288, %t290, !dbg !664
  %t292 = lshr i64 %t291, 12, !dbg !665
  %.neg = mul nsw i64 %.47, -4503599627370496, !dbg !666
  %t293 = add nsw i64 %.neg, 4602678819172646912, !dbg !666
  %t294 = or i64 %t292, %t293, !dbg !667
  %t295 = bitcast i64 %t294 to double, !dbg !668
  %4 = and i64 %t278, 2305843009213693952, !dbg !669
  %t297.not = icmp eq i64 %4, 0, !dbg !669
  %t298 = add nuw nsw i64 %t279, 1, !dbg !670
  %t299 = and i64 %t298, 7, !dbg !671
  %t300 = fadd double %t295, -1.000000e+00, !dbg !672
  %spec.select = select i1 %t297.not, i64 %t279, i64 %t299, !dbg !669
  %spec.select3 = select i1 %t297.not, double %t295, double %t300, !dbg !669
  %t303 = fmul double %spec.select3, 0x3FE921FB54442D18, !dbg !673
  br label %b59, !dbg !674

b59:                                              ; preds = %b67, %b56
  %t304 = phi i64 [ %spec.select, %b56 ], [ %t342, %b67 ]
  %t305 = phi double [ %t303, %b56 ], [ %t346, %b67 ]
  %t306 = icmp ugt i64 %t304, 3, !dbg !675
  %t308 = add nsw i64 %t304, -4, !dbg !676
  %spec.select4 = xor i1 %t195, %t306, !dbg !675
  %spec.select5 = select i1 %t306, i64 %t308, i64 %t304, !dbg !675
  %t311 = fmul double %t305, %t305, !dbg !677
  %t310.off = add nsw i64 %spec.select5, -1, !dbg !678
  %switch = icmp ult i64 %t310.off, 2, !dbg !678
  br i1 %switch, label %b62, label %b63, !dbg !678

b62:                                              ; preds = %b59
  %t315 = tail call double @llvm.fma.f64(double %t311, double -5.000000e-01, double 1.000000e+00), !dbg !679
  br label %b63, !dbg !680

b63:                                              ; preds = %b59, %b62
  %t316 = phi double [ %t311, %b62 ], [ %t305, %b59 ]
  %t317 = phi double [ 0xBDA8FA49A0861A9B, %b62 ], [ 0x3DE5D8FD1FD19CCD, %b59 ]
  %t318 = phi double [ 0x3E21EE9D7B4E3F05, %b62 ], [ 0xBE5AE5E5A9291F5D, %b59 ]
  %t319 = phi double [ 0xBE927E4F7EAC4BC6, %b62 ], [ 0x3EC71DE3567D48A1, %b59 ]
  %t320 = phi double [ 0x3EFA01A019C844F5, %b62 ], [ 0xBF2A01A019BFDF03, %b59 ]
  %t321 = phi double [ 0xBF56C16C16C14F91, %b62 ], [ 0x3F8111111110F7D0, %b59 ]
  %t322 = phi double [ 0x3FA555555555554B, %b62 ], [ 0xBFC5555555555548, %b59 ]
  %t323 = phi double [ %t315, %b62 ], [ %t305, %b59 ]
  %t324 = fmul double %t311, %t316, !dbg !681
  %t325 = tail call double @llvm.fma.f64(double %t317, double %t311, double %t318), !dbg !682
  %t326 = tail call double @llvm.fma.f64(double %t325, double %t311, double %t319), !dbg !683
  %t327 = tail call double @llvm.fma.f64(double %t326, double %t311, double %t320), !dbg !684
  %t328 = tail call double @llvm.fma.f64(double %t327, double %t311, double %t321), !dbg !685
  %t329 = tail call double @llvm.fma.f64(double %t328, double %t311, double %t322), !dbg !686
  %t330 = tail call double @llvm.fma.f64(double %t324, double %t329, double %t323), !dbg !680
  %t331 = fneg double %t330
  %spec.select2 = select i1 %spec.select4, double %t331, double %t330, !dbg !687
  br label %b70, !dbg !688

b67:                                              ; preds = %b53
  %t333 = fmul double %t197, 0x3FF45F306DC9C883, !dbg !689
  %.54 = fptosi double %t333 to i64, !dbg !690
  %t335 = uitofp i64 %.54 to double, !dbg !691
  %t336 = and i64 %.54, 1, !dbg !692
  %t337.not = icmp eq i64 %t336, 0, !dbg !693
  %t339 = fadd double %t335, 1.000000e+00, !dbg !693
  %not.t337.not = xor i1 %t337.not, true, !dbg !693
  %t338 = zext i1 %not.t337.not to i64, !dbg !693
  %t340 = add i64 %t338, %.54, !dbg !693
  %t341 = select i1 %t337.not, double %t335, double %t339, !dbg !693
  %t342 = and i64 %t340, 7, !dbg !694
  %t343 = fneg double %t341, !dbg !695
  %t344 = tail call double @llvm.fma.f64(double %t343, double 0x3FE921FB40000000, double %t197), !dbg !695
  %t345 = tail call double @llvm.fma.f64(double %t343, double 0x3E64442D00000000, double %t344), !dbg !696
  %t346 = tail call double @llvm.fma.f64(double %t343, double 0x3CE8469898CC5170, double %t345), !dbg !697
  br label %b59, !dbg !697

b70:                                              ; preds = %b51, %b49, %b63
  %t347 = phi double [ %spec.select2, %b63 ], [ %t189, %b49 ], [ 0x7FF8000000000001, %b51 ]
  %t348 = fptrunc double %t347 to float, !dbg !698
  %t349 = fmul float %t188, %t348, !dbg !699
  %t350 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t116, !dbg !537
  store float %t349, ptr addrspace(1) %t350, align 4, !dbg !537
  %t351 = add i64 %t2710, %t11, !dbg !537
  %t28 = icmp slt i64 %t351, %a0, !dbg !537
  br i1 %t28, label %b2, label %b71, !dbg !537

b71:                                              ; preds = %b70, %entry
  ret void, !dbg !537
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eTriage_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i32 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !700 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !701
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !701
  %t2 = sext i32 %.1 to i64, !dbg !701
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !701
  %t4 = sext i32 %.2 to i64, !dbg !701
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !701
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !701
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !701, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !701
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !701
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !701, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !701
  %.15 = add i32 %.14, %.9, !dbg !701
  %.16 = udiv i32 %.15, %.6, !dbg !701
  %t8 = sext i32 %.16 to i64, !dbg !701
  %t9 = mul nsw i64 %t6, %t4, !dbg !701
  %t10 = add nsw i64 %t9, %t2, !dbg !701
  %t11 = mul nsw i64 %t8, %t6, !dbg !701
  %t131 = icmp slt i64 %t10, %a0, !dbg !701
  br i1 %t131, label %b2, label %b10, !dbg !701

b2:                                               ; preds = %entry, %b9
  %t122 = phi i64 [ %t26, %b9 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !701

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t122, !dbg !701
  %.17 = load i32, ptr addrspace(1) %t14, align 4, !dbg !701
  br label %b4, !dbg !701

b4:                                               ; preds = %b3, %b2
  %t16 = phi i32 [ %.17, %b3 ], [ %a2, %b2 ]
  %t17 = icmp slt i32 %t16, 0, !dbg !702
  br i1 %t17, label %b5, label %b6, !dbg !702

b5:                                               ; preds = %b4
  %t18 = mul i32 %t16, -2, !dbg !703
  br label %b9, !dbg !704

b6:                                               ; preds = %b4
  %t19 = icmp ugt i32 %t16, 1000, !dbg !705
  br i1 %t19, label %b7, label %b8, !dbg !705

b7:                                               ; preds = %b6
  %t20 = and i32 %t16, 7, !dbg !706
  %t21 = or i32 %t20, 1000, !dbg !707
  br label %b9, !dbg !708

b8:                                               ; preds = %b6
  %t22 = mul nuw nsw i32 %t16, 3, !dbg !709
  %t23 = add nuw nsw i32 %t22, 1, !dbg !710
  br label %b9, !dbg !711

b9:                                               ; preds = %b8, %b7, %b5
  %t24 = phi i32 [ %t18, %b5 ], [ %t21, %b7 ], [ %t23, %b8 ]
  %t25 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t122, !dbg !701
  store i32 %t24, ptr addrspace(1) %t25, align 4, !dbg !701
  %t26 = add i64 %t122, %t11, !dbg !701
  %t13 = icmp slt i64 %t26, %a0, !dbg !701
  br i1 %t13, label %b2, label %b10, !dbg !701

b10:                                              ; preds = %b9, %entry
  ret void, !dbg !701
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eTriage_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i32 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #2 !dbg !712 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !713
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !713
  %t2 = sext i32 %.1 to i64, !dbg !713
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !713
  %t4 = sext i32 %.2 to i64, !dbg !713
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !713
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !713
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !713, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !713
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !713
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !713, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !713
  %.15 = add i32 %.14, %.9, !dbg !713
  %.16 = udiv i32 %.15, %.6, !dbg !713
  %t8 = sext i32 %.16 to i64, !dbg !713
  %t9 = mul nsw i64 %t6, %t4, !dbg !713
  %t10 = add nsw i64 %t9, %t2, !dbg !713
  %t11 = mul nsw i64 %t8, %t6, !dbg !713
  %t12 = icmp sgt i64 %a1, 7, !dbg !713
  %t14 = icmp sgt i64 %a1, 6, !dbg !713
  %t16 = icmp sgt i64 %a1, 5, !dbg !713
  %t18 = icmp sgt i64 %a1, 4, !dbg !713
  %t20 = icmp sgt i64 %a1, 3, !dbg !713
  %t22 = icmp sgt i64 %a1, 2, !dbg !713
  %t24 = icmp sgt i64 %a1, 1, !dbg !713
  %t26 = icmp sgt i64 %a1, 0, !dbg !713
  %t281 = icmp slt i64 %t10, %a0, !dbg !713
  br i1 %t281, label %b2, label %b26, !dbg !713

b2:                                               ; preds = %entry, %b25
  %t272 = phi i64 [ %t129, %b25 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !713

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t272, %a9, !dbg !713
  %t32 = mul i64 %t30, %a9, !dbg !713
  %t33 = sub nuw i64 %t272, %t32, !dbg !713
  %t34 = mul i64 %t33, %a19, !dbg !713
  %t35 = mul i64 %t33, %a28, !dbg !713
  br label %b4, !dbg !713

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t272, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !713

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !713
  %t42 = mul i64 %t40, %a8, !dbg !713
  %t43 = sub i64 %t36, %t42, !dbg !713
  %t44 = mul i64 %t43, %a18, !dbg !713
  %t45 = add i64 %t44, %t37, !dbg !713
  %t46 = mul i64 %t43, %a27, !dbg !713
  %t47 = add i64 %t46, %t38, !dbg !713
  br label %b6, !dbg !713

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !713

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !713
  %t54 = mul i64 %t52, %a7, !dbg !713
  %t55 = sub i64 %t48, %t54, !dbg !713
  %t56 = mul i64 %t55, %a17, !dbg !713
  %t57 = add i64 %t56, %t49, !dbg !713
  %t58 = mul i64 %t55, %a26, !dbg !713
  %t59 = add i64 %t58, %t50, !dbg !713
  br label %b8, !dbg !713

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !713

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !713
  %t66 = mul i64 %t64, %a6, !dbg !713
  %t67 = sub i64 %t60, %t66, !dbg !713
  %t68 = mul i64 %t67, %a16, !dbg !713
  %t69 = add i64 %t68, %t61, !dbg !713
  %t70 = mul i64 %t67, %a25, !dbg !713
  %t71 = add i64 %t70, %t62, !dbg !713
  br label %b10, !dbg !713

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !713

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !713
  %t78 = mul i64 %t76, %a5, !dbg !713
  %t79 = sub i64 %t72, %t78, !dbg !713
  %t80 = mul i64 %t79, %a15, !dbg !713
  %t81 = add i64 %t80, %t73, !dbg !713
  %t82 = mul i64 %t79, %a24, !dbg !713
  %t83 = add i64 %t82, %t74, !dbg !713
  br label %b12, !dbg !713

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !713

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !713
  %t90 = mul i64 %t88, %a4, !dbg !713
  %t91 = sub i64 %t84, %t90, !dbg !713
  %t92 = mul i64 %t91, %a14, !dbg !713
  %t93 = add i64 %t92, %t85, !dbg !713
  %t94 = mul i64 %t91, %a23, !dbg !713
  %t95 = add i64 %t94, %t86, !dbg !713
  br label %b14, !dbg !713

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !713

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !713
  %t102 = mul i64 %t100, %a3, !dbg !713
  %t103 = sub i64 %t96, %t102, !dbg !713
  %t104 = mul i64 %t103, %a13, !dbg !713
  %t105 = add i64 %t104, %t97, !dbg !713
  %t106 = mul i64 %t103, %a22, !dbg !713
  %t107 = add i64 %t106, %t98, !dbg !713
  br label %b16, !dbg !713

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !713

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !713
  %t112 = add i64 %t109, %t111, !dbg !713
  %t113 = mul i64 %t108, %a21, !dbg !713
  %t114 = add i64 %t110, %t113, !dbg !713
  br label %b18, !dbg !713

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !713

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t115, !dbg !713
  %.17 = load i32, ptr addrspace(1) %t117, align 4, !dbg !713
  br label %b20, !dbg !713

b20:                                              ; preds = %b19, %b18
  %t119 = phi i32 [ %.17, %b19 ], [ %a11, %b18 ]
  %t120 = icmp slt i32 %t119, 0, !dbg !714
  br i1 %t120, label %b21, label %b22, !dbg !714

b21:                                              ; preds = %b20
  %t121 = mul i32 %t119, -2, !dbg !715
  br label %b25, !dbg !716

b22:                                              ; preds = %b20
  %t122 = icmp ugt i32 %t119, 1000, !dbg !717
  br i1 %t122, label %b23, label %b24, !dbg !717

b23:                                              ; preds = %b22
  %t123 = and i32 %t119, 7, !dbg !718
  %t124 = or i32 %t123, 1000, !dbg !719
  br label %b25, !dbg !720

b24:                                              ; preds = %b22
  %t125 = mul nuw nsw i32 %t119, 3, !dbg !721
  %t126 = add nuw nsw i32 %t125, 1, !dbg !722
  br label %b25, !dbg !723

b25:                                              ; preds = %b24, %b23, %b21
  %t127 = phi i32 [ %t121, %b21 ], [ %t124, %b23 ], [ %t126, %b24 ]
  %t128 = getelementptr inbounds i32, ptr addrspace(1) %a20, i64 %t116, !dbg !713
  store i32 %t127, ptr addrspace(1) %t128, align 4, !dbg !713
  %t129 = add i64 %t272, %t11, !dbg !713
  %t28 = icmp slt i64 %t129, %a0, !dbg !713
  br i1 %t28, label %b2, label %b26, !dbg !713

b26:                                              ; preds = %b25, %entry
  ret void, !dbg !713
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !724 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !725
  %t3 = sext i32 %.1 to i64, !dbg !725
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !725
  %t5 = sext i32 %.2 to i64, !dbg !725
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !725
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !725
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !725, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !725
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !725
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !725, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !725
  %.15 = add i32 %.14, %.9, !dbg !725
  %.16 = udiv i32 %.15, %.6, !dbg !725
  %t9 = sext i32 %.16 to i64, !dbg !725
  %t10 = mul nsw i64 %t7, %t5, !dbg !725
  %t11 = add nsw i64 %t10, %t3, !dbg !725
  %t12 = mul nsw i64 %t9, %t7, !dbg !725
  %t13 = shl nsw i64 %t12, 1, !dbg !725
  %t14 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !725
  %t16 = icmp eq i64 %a2, 1, !dbg !725
  %t17 = and i64 %t14, 15, !dbg !725
  %t18 = icmp eq i64 %t17, 0, !dbg !725
  %t19 = and i1 %t16, %t18, !dbg !725
  %t20 = ashr i64 %a0, 2, !dbg !725
  %t21 = add i64 %a0, 3, !dbg !725
  %t22 = ashr i64 %t21, 2, !dbg !725
  %t23 = icmp slt i64 %t11, %t22, !dbg !725
  br i1 %t23, label %b1, label %b25, !dbg !725

b1:                                               ; preds = %entry
  %t24 = shl nsw i64 %t11, 2, !dbg !725
  %t25 = mul i64 %t24, %a2, !dbg !725
  %t26 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t25, !dbg !725
  %.17 = load float, ptr addrspace(1) %t26, align 4, !dbg !725, !amdgpu.noclobber !6
  %0 = xor i64 %t24, -1, !dbg !725
  %t29 = add i64 %0, %a0, !dbg !725
  %t30 = getelementptr inbounds float, ptr addrspace(1) %t26, i64 %a2, !dbg !725
  %t31 = icmp sgt i64 %t29, 0, !dbg !725
  br i1 %t31, label %b2, label %b3, !dbg !725

b2:                                               ; preds = %b1
  %.18 = load float, ptr addrspace(1) %t30, align 4, !dbg !725, !amdgpu.noclobber !6
  %t33 = fadd float %.17, %.18, !dbg !726
  br label %b3, !dbg !725

b3:                                               ; preds = %b2, %b1
  %t34 = phi float [ %t33, %b2 ], [ %.17, %b1 ]
  %t35 = getelementptr inbounds float, ptr addrspace(1) %t30, i64 %a2, !dbg !725
  %t36 = icmp sgt i64 %t29, 1, !dbg !725
  br i1 %t36, label %b4, label %b5, !dbg !725

b4:                                               ; preds = %b3
  %.19 = load float, ptr addrspace(1) %t35, align 4, !dbg !725, !amdgpu.noclobber !6
  %t38 = fadd float %t34, %.19, !dbg !726
  br label %b5, !dbg !725

b5:                                               ; preds = %b4, %b3
  %t39 = phi float [ %t38, %b4 ], [ %t34, %b3 ]
  %t41 = icmp sgt i64 %t29, 2, !dbg !725
  br i1 %t41, label %b6, label %b7, !dbg !725

b6:                                               ; preds = %b5
  %t40 = getelementptr inbounds float, ptr addrspace(1) %t35, i64 %a2, !dbg !725
  %.20 = load float, ptr addrspace(1) %t40, align 4, !dbg !725, !amdgpu.noclobber !6
  %t43 = fadd float %t39, %.20, !dbg !726
  br label %b7, !dbg !725

b7:                                               ; preds = %b6, %b5
  %t44 = phi float [ %t43, %b6 ], [ %t39, %b5 ]
  %t45 = add nsw i64 %t12, %t11, !dbg !725
  br i1 %t19, label %b8, label %b15, !dbg !725

b8:                                               ; preds = %b7
  %t46 = sub nsw i64 %t20, %t12, !dbg !725
  %t508 = icmp slt i64 %t45, %t46, !dbg !725
  br i1 %t508, label %b10, label %b12.preheader, !dbg !725

b12.preheader:                                    ; preds = %b10, %b8
  %t47.lcssa = phi i64 [ %t45, %b8 ], [ %t71, %b10 ]
  %t48.lcssa = phi float [ %t44, %b8 ], [ %t70, %b10 ]
  %t7512 = icmp slt i64 %t47.lcssa, %t20, !dbg !725
  br i1 %t7512, label %b13, label %b15, !dbg !725

b10:                                              ; preds = %b8, %b10
  %t4810 = phi float [ %t70, %b10 ], [ %t44, %b8 ]
  %t479 = phi i64 [ %t71, %b10 ], [ %t45, %b8 ]
  %t51 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t479, !dbg !725
  %.21 = load <4 x float>, ptr addrspace(1) %t51, align 16, !dbg !725, !amdgpu.noclobber !6
  %.22 = extractelement <4 x float> %.21, i64 0, !dbg !725
  %.24 = extractelement <4 x float> %.21, i64 1, !dbg !725
  %.26 = extractelement <4 x float> %.21, i64 2, !dbg !725
  %.28 = extractelement <4 x float> %.21, i64 3, !dbg !725
  %t53 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t51, i64 %t12, !dbg !725
  %.30 = load <4 x float>, ptr addrspace(1) %t53, align 16, !dbg !725, !amdgpu.noclobber !6
  %.31 = extractelement <4 x float> %.30, i64 0, !dbg !725
  %.33 = extractelement <4 x float> %.30, i64 1, !dbg !725
  %.35 = extractelement <4 x float> %.30, i64 2, !dbg !725
  %.37 = extractelement <4 x float> %.30, i64 3, !dbg !725
  %t56 = fadd float %t4810, %.22, !dbg !726
  %t58 = fadd float %.24, %t56, !dbg !726
  %t60 = fadd float %.26, %t58, !dbg !726
  %t62 = fadd float %.28, %t60, !dbg !726
  %t64 = fadd float %.31, %t62, !dbg !726
  %t66 = fadd float %.33, %t64, !dbg !726
  %t68 = fadd float %.35, %t66, !dbg !726
  %t70 = fadd float %.37, %t68, !dbg !726
  %t71 = add i64 %t479, %t13, !dbg !725
  %t50 = icmp slt i64 %t71, %t46, !dbg !725
  br i1 %t50, label %b10, label %b12.preheader, !dbg !725

b13:                                              ; preds = %b12.preheader, %b13
  %t7314 = phi float [ %t85, %b13 ], [ %t48.lcssa, %b12.preheader ]
  %t7213 = phi i64 [ %t86, %b13 ], [ %t47.lcssa, %b12.preheader ]
  %t76 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t7213, !dbg !725
  %.39 = load <4 x float>, ptr addrspace(1) %t76, align 16, !dbg !725, !amdgpu.noclobber !6
  %.40 = extractelement <4 x float> %.39, i64 0, !dbg !725
  %.42 = extractelement <4 x float> %.39, i64 1, !dbg !725
  %.44 = extractelement <4 x float> %.39, i64 2, !dbg !725
  %.46 = extractelement <4 x float> %.39, i64 3, !dbg !725
  %t79 = fadd float %t7314, %.40, !dbg !726
  %t81 = fadd float %.42, %t79, !dbg !726
  %t83 = fadd float %.44, %t81, !dbg !726
  %t85 = fadd float %.46, %t83, !dbg !726
  %t86 = add i64 %t7213, %t12, !dbg !725
  %t75 = icmp slt i64 %t86, %t20, !dbg !725
  br i1 %t75, label %b13, label %b15, !dbg !725

b15:                                              ; preds = %b13, %b12.preheader, %b7
  %t87 = phi float [ %t44, %b7 ], [ %t48.lcssa, %b12.preheader ], [ %t85, %b13 ]
  %t88 = phi i64 [ %t45, %b7 ], [ %t47.lcssa, %b12.preheader ], [ %t86, %b13 ]
  %t89 = shl i64 %a2, 2, !dbg !725
  %t92 = mul i64 %t12, %t89, !dbg !725
  %t9617 = icmp slt i64 %t88, %t22, !dbg !725
  br i1 %t9617, label %b17.lr.ph, label %b25, !dbg !725

b17.lr.ph:                                        ; preds = %b15
  %t90 = mul i64 %t88, %t89, !dbg !725
  %t91 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t90, !dbg !725
  %t98 = add i64 %a0, -1
  br label %b17, !dbg !725

b17:                                              ; preds = %b17.lr.ph, %b23
  %t9520 = phi float [ %t87, %b17.lr.ph ], [ %t116, %b23 ]
  %t9419 = phi i64 [ %t88, %b17.lr.ph ], [ %t117, %b23 ]
  %t9318 = phi ptr addrspace(1) [ %t91, %b17.lr.ph ], [ %t118, %b23 ]
  %t97.neg = mul i64 %t9419, -4, !dbg !725
  %t99 = add i64 %t98, %t97.neg, !dbg !725
  %.48 = load float, ptr addrspace(1) %t9318, align 4, !dbg !725
  %t101 = fadd float %t9520, %.48, !dbg !726
  %t102 = getelementptr inbounds i8, ptr addrspace(1) %t9318, i64 %t89, !dbg !725
  %t103 = icmp sgt i64 %t99, 0, !dbg !725
  br i1 %t103, label %b18, label %b19, !dbg !725

b18:                                              ; preds = %b17
  %.50 = load float, ptr addrspace(1) %t102, align 4, !dbg !725
  %t105 = fadd float %t101, %.50, !dbg !726
  br label %b19, !dbg !725

b19:                                              ; preds = %b18, %b17
  %t106 = phi float [ %t105, %b18 ], [ %t101, %b17 ]
  %t107 = getelementptr inbounds i8, ptr addrspace(1) %t102, i64 %t89, !dbg !725
  %t108 = icmp sgt i64 %t99, 1, !dbg !725
  br i1 %t108, label %b20, label %b21, !dbg !725

b20:                                              ; preds = %b19
  %.52 = load float, ptr addrspace(1) %t107, align 4, !dbg !725
  %t110 = fadd float %t106, %.52, !dbg !726
  br label %b21, !dbg !725

b21:                                              ; preds = %b20, %b19
  %t111 = phi float [ %t110, %b20 ], [ %t106, %b19 ]
  %t113 = icmp sgt i64 %t99, 2, !dbg !725
  br i1 %t113, label %b22, label %b23, !dbg !725

b22:                                              ; preds = %b21
  %t112 = getelementptr inbounds i8, ptr addrspace(1) %t107, i64 %t89, !dbg !725
  %.54 = load float, ptr addrspace(1) %t112, align 4, !dbg !725
  %t115 = fadd float %t111, %.54, !dbg !726
  br label %b23, !dbg !725

b23:                                              ; preds = %b22, %b21
  %t116 = phi float [ %t115, %b22 ], [ %t111, %b21 ]
  %t117 = add i64 %t9419, %t12, !dbg !725
  %t118 = getelementptr inbounds float, ptr addrspace(1) %t9318, i64 %t92, !dbg !725
  %t96 = icmp slt i64 %t117, %t22, !dbg !725
  br i1 %t96, label %b17, label %b25, !dbg !725

b25:                                              ; preds = %b23, %b15, %entry
  %t128 = phi float [ -0.000000e+00, %entry ], [ %t87, %b15 ], [ %t116, %b23 ]
  %t119 = phi float [ 0.000000e+00, %entry ], [ %t87, %b15 ], [ %t116, %b23 ]
  %t120 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0, i32 %.1, !dbg !725
  store float %t119, ptr addrspace(3) %t120, align 4, !dbg !725
  %t121 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1, i32 %.1, !dbg !725
  %.55 = zext i1 %t23 to i8, !dbg !725
  store i8 %.55, ptr addrspace(3) %t121, align 1, !dbg !725
  fence syncscope("workgroup") release, !dbg !725
  tail call void @llvm.amdgcn.s.barrier(), !dbg !725
  fence syncscope("workgroup") acquire, !dbg !725
  %t122 = icmp slt i32 %.1, 128, !dbg !725
  br i1 %t122, label %b26, label %b31, !dbg !725

b26:                                              ; preds = %b25
  %t123 = add nsw i32 %.1, 128, !dbg !725
  %t124 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0, i32 %t123, !dbg !725
  %.56 = load float, ptr addrspace(3) %t124, align 4, !dbg !725
  %t126 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1, i32 %t123, !dbg !725
  %.57 = load i8, ptr addrspace(3) %t126, align 1, !dbg !725
  %.58 = icmp ne i8 %.57, 0, !dbg !725
  %spec.select = fadd float %t128, %.56, !dbg !725
  %t130 = select i1 %.58, float %spec.select, float %t119, !dbg !725
  %t131 = select i1 %.58, i1 true, i1 %t23, !dbg !725
  store float %t130, ptr addrspace(3) %t120, align 4, !dbg !725
  %.59 = zext i1 %t131 to i8, !dbg !725
  store i8 %.59, ptr addrspace(3) %t121, align 1, !dbg !725
  br label %b31, !dbg !725

b31:                                              ; preds = %b26, %b25
  %t132 = phi float [ %t130, %b26 ], [ %t119, %b25 ]
  %t133 = phi i1 [ %t131, %b26 ], [ %t23, %b25 ]
  fence syncscope("workgroup") release, !dbg !725
  tail call void @llvm.amdgcn.s.barrier(), !dbg !725
  fence syncscope("workgroup") acquire, !dbg !725
  %t134 = icmp slt i32 %.1, 64, !dbg !725
  br i1 %t134, label %b32, label %b37, !dbg !725

b32:                                              ; preds = %b31
  %t135 = add nsw i32 %.1, 64, !dbg !725
  %t136 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0, i32 %t135, !dbg !725
  %.60 = load float, ptr addrspace(3) %t136, align 4, !dbg !725
  %t138 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1, i32 %t135, !dbg !725
  %.61 = load i8, ptr addrspace(3) %t138, align 1, !dbg !725
  %.62 = icmp ne i8 %.61, 0, !dbg !725
  %t140 = select i1 %t133, float %t132, float -0.000000e+00, !dbg !725
  %spec.select1 = fadd float %t140, %.60, !dbg !725
  %t142 = select i1 %.62, float %spec.select1, float %t132, !dbg !725
  %t143 = select i1 %.62, i1 true, i1 %t133, !dbg !725
  store float %t142, ptr addrspace(3) %t120, align 4, !dbg !725
  %.63 = zext i1 %t143 to i8, !dbg !725
  store i8 %.63, ptr addrspace(3) %t121, align 1, !dbg !725
  br label %b37, !dbg !725

b37:                                              ; preds = %b32, %b31
  %t144 = phi float [ %t142, %b32 ], [ %t132, %b31 ]
  %t145 = phi i1 [ %t143, %b32 ], [ %t133, %b31 ]
  fence syncscope("workgroup") release, !dbg !725
  tail call void @llvm.amdgcn.s.barrier(), !dbg !725
  fence syncscope("workgroup") acquire, !dbg !725
  %t146 = icmp slt i32 %.1, 32, !dbg !725
  br i1 %t146, label %b38, label %b43, !dbg !725

b38:                                              ; preds = %b37
  %t147 = add nsw i32 %.1, 32, !dbg !725
  %t148 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0, i32 %t147, !dbg !725
  %.64 = load float, ptr addrspace(3) %t148, align 4, !dbg !725
  %t150 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1, i32 %t147, !dbg !725
  %.65 = load i8, ptr addrspace(3) %t150, align 1, !dbg !725
  %.66 = icmp ne i8 %.65, 0, !dbg !725
  %t152 = select i1 %t145, float %t144, float -0.000000e+00, !dbg !725
  %spec.select2 = fadd float %t152, %.64, !dbg !725
  %t154 = select i1 %.66, float %spec.select2, float %t144, !dbg !725
  %t155 = select i1 %.66, i1 true, i1 %t145, !dbg !725
  br label %b43, !dbg !725

b43:                                              ; preds = %b38, %b37
  %t156 = phi float [ %t154, %b38 ], [ %t144, %b37 ]
  %t157 = phi i1 [ %t155, %b38 ], [ %t145, %b37 ]
  br i1 %t146, label %b44, label %b65, !dbg !725

b44:                                              ; preds = %b43
  %.68 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !725
  %.69 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.68), !dbg !725
  %.70 = zext i32 %.69 to i64, !dbg !725
  %.71 = add nuw nsw i64 %.70, 16, !dbg !725
  %.72 = icmp ult i32 %.69, 48, !dbg !725
  %.73 = tail call i64 @llvm.read_register.i64(metadata !727) #11, !dbg !725
  %.74 = and i64 %.71, 63, !dbg !725
  %1 = shl nuw i64 1, %.74, !dbg !725
  %2 = and i64 %1, %.73, !dbg !725
  %.76 = icmp ne i64 %2, 0, !dbg !725
  %.77 = and i1 %.72, %.76, !dbg !725
  %.78 = trunc i64 %.71 to i32, !dbg !725
  %.79 = shl i32 %.78, 2, !dbg !725
  %.80 = bitcast float %t156 to i32, !dbg !725
  %.81 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.80), !dbg !725
  %.82 = bitcast i32 %.81 to float, !dbg !725
  %t158 = select i1 %.77, float %.82, float %t156, !dbg !725
  %.96 = zext i1 %t157 to i32, !dbg !725
  %.97 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.96), !dbg !725
  %3 = and i32 %.97, 1, !dbg !725
  %.98 = icmp ne i32 %3, 0, !dbg !725
  %t159 = select i1 %.77, i1 %.98, i1 %t157, !dbg !725
  %t160 = icmp slt i32 %.1, 16, !dbg !725
  %t161 = and i1 %t160, %t159, !dbg !725
  %t162 = select i1 %t157, float %t156, float -0.000000e+00, !dbg !725
  %spec.select3 = fadd float %t162, %t158, !dbg !725
  %t164 = select i1 %t161, float %spec.select3, float %t156, !dbg !725
  %t165 = select i1 %t161, i1 true, i1 %t157, !dbg !725
  %.103 = add nuw nsw i64 %.70, 8, !dbg !725
  %.104 = icmp ult i32 %.69, 56, !dbg !725
  %.106 = and i64 %.103, 63, !dbg !725
  %4 = shl nuw i64 1, %.106, !dbg !725
  %5 = and i64 %4, %.73, !dbg !725
  %.108 = icmp ne i64 %5, 0, !dbg !725
  %.109 = and i1 %.104, %.108, !dbg !725
  %.110 = trunc i64 %.103 to i32, !dbg !725
  %.111 = shl i32 %.110, 2, !dbg !725
  %.112 = bitcast float %t164 to i32, !dbg !725
  %.113 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.111, i32 %.112), !dbg !725
  %.114 = bitcast i32 %.113 to float, !dbg !725
  %t166 = select i1 %.109, float %.114, float %t164, !dbg !725
  %.128 = zext i1 %t165 to i32, !dbg !725
  %.129 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.111, i32 %.128), !dbg !725
  %6 = and i32 %.129, 1, !dbg !725
  %.130 = icmp ne i32 %6, 0, !dbg !725
  %t167 = select i1 %.109, i1 %.130, i1 %t165, !dbg !725
  %t168 = icmp slt i32 %.1, 24, !dbg !725
  %t169 = and i1 %t168, %t167, !dbg !725
  %t170 = select i1 %t165, float %t164, float -0.000000e+00, !dbg !725
  %spec.select4 = fadd float %t166, %t170, !dbg !725
  %t172 = select i1 %t169, float %spec.select4, float %t164, !dbg !725
  %t173 = select i1 %t169, i1 true, i1 %t165, !dbg !725
  %.135 = add nuw nsw i64 %.70, 4, !dbg !725
  %.136 = icmp ult i32 %.69, 60, !dbg !725
  %.138 = and i64 %.135, 63, !dbg !725
  %7 = shl nuw i64 1, %.138, !dbg !725
  %8 = and i64 %7, %.73, !dbg !725
  %.140 = icmp ne i64 %8, 0, !dbg !725
  %.141 = and i1 %.136, %.140, !dbg !725
  %.142 = trunc i64 %.135 to i32, !dbg !725
  %.143 = shl i32 %.142, 2, !dbg !725
  %.144 = bitcast float %t172 to i32, !dbg !725
  %.145 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.144), !dbg !725
  %.146 = bitcast i32 %.145 to float, !dbg !725
  %t174 = select i1 %.141, float %.146, float %t172, !dbg !725
  %.160 = zext i1 %t173 to i32, !dbg !725
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.160), !dbg !725
  %9 = and i32 %.161, 1, !dbg !725
  %.162 = icmp ne i32 %9, 0, !dbg !725
  %t175 = select i1 %.141, i1 %.162, i1 %t173, !dbg !725
  %t176 = icmp slt i32 %.1, 28, !dbg !725
  %t177 = and i1 %t176, %t175, !dbg !725
  %t178 = select i1 %t173, float %t172, float -0.000000e+00, !dbg !725
  %spec.select5 = fadd float %t174, %t178, !dbg !725
  %t180 = select i1 %t177, float %spec.select5, float %t172, !dbg !725
  %t181 = select i1 %t177, i1 true, i1 %t173, !dbg !725
  %.167 = add nuw nsw i64 %.70, 2, !dbg !725
  %.168 = icmp ult i32 %.69, 62, !dbg !725
  %.170 = and i64 %.167, 63, !dbg !725
  %10 = shl nuw i64 1, %.170, !dbg !725
  %11 = and i64 %10, %.73, !dbg !725
  %.172 = icmp ne i64 %11, 0, !dbg !725
  %.173 = and i1 %.168, %.172, !dbg !725
  %.174 = trunc i64 %.167 to i32, !dbg !725
  %.175 = shl i32 %.174, 2, !dbg !725
  %.176 = bitcast float %t180 to i32, !dbg !725
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.176), !dbg !725
  %.178 = bitcast i32 %.177 to float, !dbg !725
  %t182 = select i1 %.173, float %.178, float %t180, !dbg !725
  %.192 = zext i1 %t181 to i32, !dbg !725
  %.193 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.192), !dbg !725
  %12 = and i32 %.193, 1, !dbg !725
  %.194 = icmp ne i32 %12, 0, !dbg !725
  %t183 = select i1 %.173, i1 %.194, i1 %t181, !dbg !725
  %t184 = icmp slt i32 %.1, 30, !dbg !725
  %t185 = and i1 %t184, %t183, !dbg !725
  %t186 = select i1 %t181, float %t180, float -0.000000e+00, !dbg !725
  %spec.select6 = fadd float %t182, %t186, !dbg !725
  %t188 = select i1 %t185, float %spec.select6, float %t180, !dbg !725
  %t189 = select i1 %t185, i1 true, i1 %t181, !dbg !725
  %.199 = add nuw nsw i64 %.70, 1, !dbg !725
  %.200 = icmp ult i32 %.69, 63, !dbg !725
  %.202 = and i64 %.199, 63, !dbg !725
  %13 = shl nuw i64 1, %.202, !dbg !725
  %14 = and i64 %13, %.73, !dbg !725
  %.204 = icmp ne i64 %14, 0, !dbg !725
  %.205 = and i1 %.200, %.204, !dbg !725
  %.206 = trunc i64 %.199 to i32, !dbg !725
  %.207 = shl i32 %.206, 2, !dbg !725
  %.208 = bitcast float %t188 to i32, !dbg !725
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !725
  %.210 = bitcast i32 %.209 to float, !dbg !725
  %t190 = select i1 %.205, float %.210, float %t188, !dbg !725
  %.224 = zext i1 %t189 to i32, !dbg !725
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !725
  %15 = and i32 %.225, 1, !dbg !725
  %.226 = icmp ne i32 %15, 0, !dbg !725
  %t191 = select i1 %.205, i1 %.226, i1 %t189, !dbg !725
  %t192 = icmp ne i32 %.1, 31, !dbg !725
  %t193 = and i1 %t192, %t191, !dbg !725
  %t194 = select i1 %t189, float %t188, float -0.000000e+00, !dbg !725
  %spec.select7 = fadd float %t190, %t194, !dbg !725
  %t196 = select i1 %t193, float %spec.select7, float %t188, !dbg !725
  %t197 = select i1 %t193, i1 true, i1 %t189, !dbg !725
  br label %b65, !dbg !725

b65:                                              ; preds = %b44, %b43
  %t198 = phi float [ %t196, %b44 ], [ %t156, %b43 ]
  %t199 = phi i1 [ %t197, %b44 ], [ %t157, %b43 ]
  %t200 = icmp eq i32 %.1, 0, !dbg !725
  %t201 = and i1 %t200, %t199, !dbg !725
  br i1 %t201, label %b66, label %b67, !dbg !725

b66:                                              ; preds = %b65
  %t202 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t5, !dbg !725
  store float %t198, ptr addrspace(1) %t202, align 4, !dbg !725
  br label %b67, !dbg !725

b67:                                              ; preds = %b66, %b65
  ret void, !dbg !725
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2(i64 %a0, ptr addrspace(1) readonly %a1, ptr addrspace(1) nocapture writeonly %a2, float %a3, i8 %a4) local_unnamed_addr #0 !dbg !728 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !729
  %t3 = sext i32 %.2 to i64, !dbg !729
  %t4 = add i64 %a0, 3, !dbg !729
  %t5 = ashr i64 %t4, 2, !dbg !729
  %t6 = ashr i64 %a0, 2, !dbg !729
  %t7 = icmp sgt i64 %t5, %t3, !dbg !729
  br i1 %t7, label %b1, label %b20, !dbg !729

b1:                                               ; preds = %entry
  %t8 = shl nsw i64 %t3, 2, !dbg !729
  %t9 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t8, !dbg !729
  %.3 = load float, ptr addrspace(1) %t9, align 4, !dbg !729, !amdgpu.noclobber !6
  %0 = xor i64 %t8, -1, !dbg !729
  %t12 = add i64 %0, %a0, !dbg !729
  %t13 = getelementptr inbounds float, ptr addrspace(1) %t9, i64 1, !dbg !729
  %t14 = icmp sgt i64 %t12, 0, !dbg !729
  br i1 %t14, label %b2, label %b3, !dbg !729

b2:                                               ; preds = %b1
  %.4 = load float, ptr addrspace(1) %t13, align 4, !dbg !729, !amdgpu.noclobber !6
  %t16 = fadd float %.3, %.4, !dbg !730
  br label %b3, !dbg !729

b3:                                               ; preds = %b2, %b1
  %t17 = phi float [ %t16, %b2 ], [ %.3, %b1 ]
  %t18 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 1, !dbg !729
  %t19 = icmp sgt i64 %t12, 1, !dbg !729
  br i1 %t19, label %b4, label %b5, !dbg !729

b4:                                               ; preds = %b3
  %.5 = load float, ptr addrspace(1) %t18, align 4, !dbg !729, !amdgpu.noclobber !6
  %t21 = fadd float %t17, %.5, !dbg !730
  br label %b5, !dbg !729

b5:                                               ; preds = %b4, %b3
  %t22 = phi float [ %t21, %b4 ], [ %t17, %b3 ]
  %t24 = icmp sgt i64 %t12, 2, !dbg !729
  br i1 %t24, label %b6, label %b7, !dbg !729

b6:                                               ; preds = %b5
  %t23 = getelementptr inbounds float, ptr addrspace(1) %t18, i64 1, !dbg !729
  %.6 = load float, ptr addrspace(1) %t23, align 4, !dbg !729, !amdgpu.noclobber !6
  %t26 = fadd float %t22, %.6, !dbg !730
  br label %b7, !dbg !729

b7:                                               ; preds = %b6, %b5
  %t27 = phi float [ %t26, %b6 ], [ %t22, %b5 ]
  %t28 = add nsw i64 %t3, 256, !dbg !729
  %t31 = and i64 %a0, -4, !dbg !729
  %t32 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t31, !dbg !729
  %t33 = icmp slt i64 %t28, %t6, !dbg !729
  br i1 %t33, label %b8.preheader, label %b11, !dbg !729

b8.preheader:                                     ; preds = %b7
  %t29 = shl nsw i64 %t28, 2, !dbg !729
  %t30 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t29, !dbg !729
  br label %b8, !dbg !729

b8:                                               ; preds = %b8.preheader, %b8
  %t34 = phi ptr addrspace(1) [ %t47, %b8 ], [ %t30, %b8.preheader ]
  %t35 = phi float [ %t46, %b8 ], [ %t27, %b8.preheader ]
  %.7 = load float, ptr addrspace(1) %t34, align 4, !dbg !729
  %t37 = fadd float %t35, %.7, !dbg !730
  %t38 = getelementptr inbounds float, ptr addrspace(1) %t34, i64 1, !dbg !729
  %.8 = load float, ptr addrspace(1) %t38, align 4, !dbg !729
  %t40 = fadd float %t37, %.8, !dbg !730
  %t41 = getelementptr inbounds float, ptr addrspace(1) %t34, i64 2, !dbg !729
  %.9 = load float, ptr addrspace(1) %t41, align 4, !dbg !729
  %t43 = fadd float %t40, %.9, !dbg !730
  %t44 = getelementptr inbounds float, ptr addrspace(1) %t34, i64 3, !dbg !729
  %.10 = load float, ptr addrspace(1) %t44, align 4, !dbg !729
  %t46 = fadd float %t43, %.10, !dbg !730
  %t47 = getelementptr inbounds float, ptr addrspace(1) %t34, i64 1024, !dbg !729
  %t48 = icmp ult ptr addrspace(1) %t47, %t32, !dbg !729
  br i1 %t48, label %b8, label %b10, !dbg !729, !llvm.loop !731

b10:                                              ; preds = %b8
  %t49 = sub nsw i64 %t3, %t6, !dbg !729
  %t50 = and i64 %t49, 255, !dbg !729
  %t51 = add nsw i64 %t50, %t6, !dbg !729
  br label %b11, !dbg !729

b11:                                              ; preds = %b10, %b7
  %t52 = phi i64 [ %t28, %b7 ], [ %t51, %b10 ]
  %t53 = phi float [ %t27, %b7 ], [ %t46, %b10 ]
  %t54 = icmp slt i64 %t52, %t5, !dbg !729
  br i1 %t54, label %b12, label %b20, !dbg !729

b12:                                              ; preds = %b11
  %t55 = shl i64 %t52, 2, !dbg !729
  %t56 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t55, !dbg !729
  %1 = xor i64 %t55, -1, !dbg !729
  %t58 = add i64 %1, %a0, !dbg !729
  %.11 = load float, ptr addrspace(1) %t56, align 4, !dbg !729, !amdgpu.noclobber !6
  %t60 = fadd float %t53, %.11, !dbg !730
  %t61 = getelementptr inbounds float, ptr addrspace(1) %t56, i64 1, !dbg !729
  %t62 = icmp sgt i64 %t58, 0, !dbg !729
  br i1 %t62, label %b13, label %b14, !dbg !729

b13:                                              ; preds = %b12
  %.12 = load float, ptr addrspace(1) %t61, align 4, !dbg !729, !amdgpu.noclobber !6
  %t64 = fadd float %t60, %.12, !dbg !730
  br label %b14, !dbg !729

b14:                                              ; preds = %b13, %b12
  %t65 = phi float [ %t64, %b13 ], [ %t60, %b12 ]
  %t66 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 1, !dbg !729
  %t67 = icmp sgt i64 %t58, 1, !dbg !729
  br i1 %t67, label %b15, label %b16, !dbg !729

b15:                                              ; preds = %b14
  %.13 = load float, ptr addrspace(1) %t66, align 4, !dbg !729, !amdgpu.noclobber !6
  %t69 = fadd float %t65, %.13, !dbg !730
  br label %b16, !dbg !729

b16:                                              ; preds = %b15, %b14
  %t70 = phi float [ %t69, %b15 ], [ %t65, %b14 ]
  %t72 = icmp sgt i64 %t58, 2, !dbg !729
  br i1 %t72, label %b17, label %b20, !dbg !729

b17:                                              ; preds = %b16
  %t71 = getelementptr inbounds float, ptr addrspace(1) %t66, i64 1, !dbg !729
  %.14 = load float, ptr addrspace(1) %t71, align 4, !dbg !729, !amdgpu.noclobber !6
  %t74 = fadd float %t70, %.14, !dbg !730
  br label %b20, !dbg !729

b20:                                              ; preds = %b11, %b17, %b16, %entry
  %t86 = phi float [ %t53, %b11 ], [ %t74, %b17 ], [ %t70, %b16 ], [ -0.000000e+00, %entry ]
  %t77 = phi float [ %t53, %b11 ], [ %t74, %b17 ], [ %t70, %b16 ], [ 0.000000e+00, %entry ]
  %t78 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0, i32 %.2, !dbg !729
  store float %t77, ptr addrspace(3) %t78, align 4, !dbg !729
  %t79 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1, i32 %.2, !dbg !729
  %.15 = zext i1 %t7 to i8, !dbg !729
  store i8 %.15, ptr addrspace(3) %t79, align 1, !dbg !729
  fence syncscope("workgroup") release, !dbg !729
  tail call void @llvm.amdgcn.s.barrier(), !dbg !729
  fence syncscope("workgroup") acquire, !dbg !729
  %t80 = icmp slt i32 %.2, 128, !dbg !729
  br i1 %t80, label %b21, label %b26, !dbg !729

b21:                                              ; preds = %b20
  %t81 = add nsw i32 %.2, 128, !dbg !729
  %t82 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0, i32 %t81, !dbg !729
  %.16 = load float, ptr addrspace(3) %t82, align 4, !dbg !729
  %t84 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1, i32 %t81, !dbg !729
  %.17 = load i8, ptr addrspace(3) %t84, align 1, !dbg !729
  %.18 = icmp ne i8 %.17, 0, !dbg !729
  %spec.select = fadd float %t86, %.16, !dbg !729
  %t88 = select i1 %.18, float %spec.select, float %t77, !dbg !729
  %t89 = select i1 %.18, i1 true, i1 %t7, !dbg !729
  store float %t88, ptr addrspace(3) %t78, align 4, !dbg !729
  %.19 = zext i1 %t89 to i8, !dbg !729
  store i8 %.19, ptr addrspace(3) %t79, align 1, !dbg !729
  br label %b26, !dbg !729

b26:                                              ; preds = %b21, %b20
  %t90 = phi float [ %t88, %b21 ], [ %t77, %b20 ]
  %t91 = phi i1 [ %t89, %b21 ], [ %t7, %b20 ]
  fence syncscope("workgroup") release, !dbg !729
  tail call void @llvm.amdgcn.s.barrier(), !dbg !729
  fence syncscope("workgroup") acquire, !dbg !729
  %t92 = icmp slt i32 %.2, 64, !dbg !729
  br i1 %t92, label %b27, label %b32, !dbg !729

b27:                                              ; preds = %b26
  %t93 = add nsw i32 %.2, 64, !dbg !729
  %t94 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0, i32 %t93, !dbg !729
  %.20 = load float, ptr addrspace(3) %t94, align 4, !dbg !729
  %t96 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1, i32 %t93, !dbg !729
  %.21 = load i8, ptr addrspace(3) %t96, align 1, !dbg !729
  %.22 = icmp ne i8 %.21, 0, !dbg !729
  %t98 = select i1 %t91, float %t90, float -0.000000e+00, !dbg !729
  %spec.select1 = fadd float %t98, %.20, !dbg !729
  %t100 = select i1 %.22, float %spec.select1, float %t90, !dbg !729
  %t101 = select i1 %.22, i1 true, i1 %t91, !dbg !729
  store float %t100, ptr addrspace(3) %t78, align 4, !dbg !729
  %.23 = zext i1 %t101 to i8, !dbg !729
  store i8 %.23, ptr addrspace(3) %t79, align 1, !dbg !729
  br label %b32, !dbg !729

b32:                                              ; preds = %b27, %b26
  %t102 = phi float [ %t100, %b27 ], [ %t90, %b26 ]
  %t103 = phi i1 [ %t101, %b27 ], [ %t91, %b26 ]
  fence syncscope("workgroup") release, !dbg !729
  tail call void @llvm.amdgcn.s.barrier(), !dbg !729
  fence syncscope("workgroup") acquire, !dbg !729
  %t104 = icmp slt i32 %.2, 32, !dbg !729
  br i1 %t104, label %b33, label %b38, !dbg !729

b33:                                              ; preds = %b32
  %t105 = add nsw i32 %.2, 32, !dbg !729
  %t106 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0, i32 %t105, !dbg !729
  %.24 = load float, ptr addrspace(3) %t106, align 4, !dbg !729
  %t108 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1, i32 %t105, !dbg !729
  %.25 = load i8, ptr addrspace(3) %t108, align 1, !dbg !729
  %.26 = icmp ne i8 %.25, 0, !dbg !729
  %t110 = select i1 %t103, float %t102, float -0.000000e+00, !dbg !729
  %spec.select2 = fadd float %t110, %.24, !dbg !729
  %t112 = select i1 %.26, float %spec.select2, float %t102, !dbg !729
  %t113 = select i1 %.26, i1 true, i1 %t103, !dbg !729
  br label %b38, !dbg !729

b38:                                              ; preds = %b33, %b32
  %t114 = phi float [ %t112, %b33 ], [ %t102, %b32 ]
  %t115 = phi i1 [ %t113, %b33 ], [ %t103, %b32 ]
  br i1 %t104, label %b39, label %b60, !dbg !729

b39:                                              ; preds = %b38
  %.28 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !729
  %.29 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.28), !dbg !729
  %.30 = zext i32 %.29 to i64, !dbg !729
  %.31 = add nuw nsw i64 %.30, 16, !dbg !729
  %.32 = icmp ult i32 %.29, 48, !dbg !729
  %.33 = tail call i64 @llvm.read_register.i64(metadata !727) #11, !dbg !729
  %.34 = and i64 %.31, 63, !dbg !729
  %2 = shl nuw i64 1, %.34, !dbg !729
  %3 = and i64 %2, %.33, !dbg !729
  %.36 = icmp ne i64 %3, 0, !dbg !729
  %.37 = and i1 %.32, %.36, !dbg !729
  %.38 = trunc i64 %.31 to i32, !dbg !729
  %.39 = shl i32 %.38, 2, !dbg !729
  %.40 = bitcast float %t114 to i32, !dbg !729
  %.41 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.40), !dbg !729
  %.42 = bitcast i32 %.41 to float, !dbg !729
  %t116 = select i1 %.37, float %.42, float %t114, !dbg !729
  %.56 = zext i1 %t115 to i32, !dbg !729
  %.57 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.56), !dbg !729
  %4 = and i32 %.57, 1, !dbg !729
  %.58 = icmp ne i32 %4, 0, !dbg !729
  %t117 = select i1 %.37, i1 %.58, i1 %t115, !dbg !729
  %t118 = icmp slt i32 %.2, 16, !dbg !729
  %t119 = and i1 %t118, %t117, !dbg !729
  %t120 = select i1 %t115, float %t114, float -0.000000e+00, !dbg !729
  %spec.select3 = fadd float %t120, %t116, !dbg !729
  %t122 = select i1 %t119, float %spec.select3, float %t114, !dbg !729
  %t123 = select i1 %t119, i1 true, i1 %t115, !dbg !729
  %.63 = add nuw nsw i64 %.30, 8, !dbg !729
  %.64 = icmp ult i32 %.29, 56, !dbg !729
  %.66 = and i64 %.63, 63, !dbg !729
  %5 = shl nuw i64 1, %.66, !dbg !729
  %6 = and i64 %5, %.33, !dbg !729
  %.68 = icmp ne i64 %6, 0, !dbg !729
  %.69 = and i1 %.64, %.68, !dbg !729
  %.70 = trunc i64 %.63 to i32, !dbg !729
  %.71 = shl i32 %.70, 2, !dbg !729
  %.72 = bitcast float %t122 to i32, !dbg !729
  %.73 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.71, i32 %.72), !dbg !729
  %.74 = bitcast i32 %.73 to float, !dbg !729
  %t124 = select i1 %.69, float %.74, float %t122, !dbg !729
  %.88 = zext i1 %t123 to i32, !dbg !729
  %.89 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.71, i32 %.88), !dbg !729
  %7 = and i32 %.89, 1, !dbg !729
  %.90 = icmp ne i32 %7, 0, !dbg !729
  %t125 = select i1 %.69, i1 %.90, i1 %t123, !dbg !729
  %t126 = icmp slt i32 %.2, 24, !dbg !729
  %t127 = and i1 %t126, %t125, !dbg !729
  %t128 = select i1 %t123, float %t122, float -0.000000e+00, !dbg !729
  %spec.select4 = fadd float %t124, %t128, !dbg !729
  %t130 = select i1 %t127, float %spec.select4, float %t122, !dbg !729
  %t131 = select i1 %t127, i1 true, i1 %t123, !dbg !729
  %.95 = add nuw nsw i64 %.30, 4, !dbg !729
  %.96 = icmp ult i32 %.29, 60, !dbg !729
  %.98 = and i64 %.95, 63, !dbg !729
  %8 = shl nuw i64 1, %.98, !dbg !729
  %9 = and i64 %8, %.33, !dbg !729
  %.100 = icmp ne i64 %9, 0, !dbg !729
  %.101 = and i1 %.96, %.100, !dbg !729
  %.102 = trunc i64 %.95 to i32, !dbg !729
  %.103 = shl i32 %.102, 2, !dbg !729
  %.104 = bitcast float %t130 to i32, !dbg !729
  %.105 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.103, i32 %.104), !dbg !729
  %.106 = bitcast i32 %.105 to float, !dbg !729
  %t132 = select i1 %.101, float %.106, float %t130, !dbg !729
  %.120 = zext i1 %t131 to i32, !dbg !729
  %.121 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.103, i32 %.120), !dbg !729
  %10 = and i32 %.121, 1, !dbg !729
  %.122 = icmp ne i32 %10, 0, !dbg !729
  %t133 = select i1 %.101, i1 %.122, i1 %t131, !dbg !729
  %t134 = icmp slt i32 %.2, 28, !dbg !729
  %t135 = and i1 %t134, %t133, !dbg !729
  %t136 = select i1 %t131, float %t130, float -0.000000e+00, !dbg !729
  %spec.select5 = fadd float %t132, %t136, !dbg !729
  %t138 = select i1 %t135, float %spec.select5, float %t130, !dbg !729
  %t139 = select i1 %t135, i1 true, i1 %t131, !dbg !729
  %.127 = add nuw nsw i64 %.30, 2, !dbg !729
  %.128 = icmp ult i32 %.29, 62, !dbg !729
  %.130 = and i64 %.127, 63, !dbg !729
  %11 = shl nuw i64 1, %.130, !dbg !729
  %12 = and i64 %11, %.33, !dbg !729
  %.132 = icmp ne i64 %12, 0, !dbg !729
  %.133 = and i1 %.128, %.132, !dbg !729
  %.134 = trunc i64 %.127 to i32, !dbg !729
  %.135 = shl i32 %.134, 2, !dbg !729
  %.136 = bitcast float %t138 to i32, !dbg !729
  %.137 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.135, i32 %.136), !dbg !729
  %.138 = bitcast i32 %.137 to float, !dbg !729
  %t140 = select i1 %.133, float %.138, float %t138, !dbg !729
  %.152 = zext i1 %t139 to i32, !dbg !729
  %.153 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.135, i32 %.152), !dbg !729
  %13 = and i32 %.153, 1, !dbg !729
  %.154 = icmp ne i32 %13, 0, !dbg !729
  %t141 = select i1 %.133, i1 %.154, i1 %t139, !dbg !729
  %t142 = icmp slt i32 %.2, 30, !dbg !729
  %t143 = and i1 %t142, %t141, !dbg !729
  %t144 = select i1 %t139, float %t138, float -0.000000e+00, !dbg !729
  %spec.select6 = fadd float %t140, %t144, !dbg !729
  %t146 = select i1 %t143, float %spec.select6, float %t138, !dbg !729
  %t147 = select i1 %t143, i1 true, i1 %t139, !dbg !729
  %.159 = add nuw nsw i64 %.30, 1, !dbg !729
  %.160 = icmp ult i32 %.29, 63, !dbg !729
  %.162 = and i64 %.159, 63, !dbg !729
  %14 = shl nuw i64 1, %.162, !dbg !729
  %15 = and i64 %14, %.33, !dbg !729
  %.164 = icmp ne i64 %15, 0, !dbg !729
  %.165 = and i1 %.160, %.164, !dbg !729
  %.166 = trunc i64 %.159 to i32, !dbg !729
  %.167 = shl i32 %.166, 2, !dbg !729
  %.168 = bitcast float %t146 to i32, !dbg !729
  %.169 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.167, i32 %.168), !dbg !729
  %.170 = bitcast i32 %.169 to float, !dbg !729
  %t148 = select i1 %.165, float %.170, float %t146, !dbg !729
  %.184 = zext i1 %t147 to i32, !dbg !729
  %.185 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.167, i32 %.184), !dbg !729
  %16 = and i32 %.185, 1, !dbg !729
  %.186 = icmp ne i32 %16, 0, !dbg !729
  %t149 = select i1 %.165, i1 %.186, i1 %t147, !dbg !729
  %t150 = icmp ne i32 %.2, 31, !dbg !729
  %t151 = and i1 %t150, %t149, !dbg !729
  %t152 = select i1 %t147, float %t146, float -0.000000e+00, !dbg !729
  %spec.select7 = fadd float %t148, %t152, !dbg !729
  %t154 = select i1 %t151, float %spec.select7, float %t146, !dbg !729
  %t155 = select i1 %t151, i1 true, i1 %t147, !dbg !729
  br label %b60, !dbg !729

b60:                                              ; preds = %b39, %b38
  %t156 = phi float [ %t154, %b39 ], [ %t114, %b38 ]
  %t157 = phi i1 [ %t155, %b39 ], [ %t115, %b38 ]
  %t158 = icmp eq i32 %.2, 0, !dbg !729
  %t162 = select i1 %t157, i1 true, i1 %.1, !dbg !729
  %or.cond = select i1 %t158, i1 %t162, i1 false, !dbg !729
  br i1 %or.cond, label %b66, label %b67, !dbg !729

b66:                                              ; preds = %b60
  %t159 = select i1 %.1, float %a3, float -0.000000e+00, !dbg !729
  %spec.select8 = fadd float %t159, %t156, !dbg !729
  %t161 = select i1 %t157, float %spec.select8, float %a3, !dbg !729
  store float %t161, ptr addrspace(1) %a2, align 4, !dbg !729
  br label %b67, !dbg !729

b67:                                              ; preds = %b66, %b60
  ret void, !dbg !729
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !735 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !736
  %t3 = sext i32 %.1 to i64, !dbg !736
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !736
  %t5 = sext i32 %.2 to i64, !dbg !736
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !736
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !736
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !736, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !736
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !736
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !736, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !736
  %.15 = add i32 %.14, %.9, !dbg !736
  %.16 = udiv i32 %.15, %.6, !dbg !736
  %t9 = sext i32 %.16 to i64, !dbg !736
  %t10 = mul nsw i64 %t7, %t5, !dbg !736
  %t11 = add nsw i64 %t10, %t3, !dbg !736
  %t12 = mul nsw i64 %t9, %t7, !dbg !736
  %t13 = shl nsw i64 %t12, 1, !dbg !736
  %t14 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !736
  %t16 = icmp eq i64 %a2, 1, !dbg !736
  %t17 = and i64 %t14, 15, !dbg !736
  %t18 = icmp eq i64 %t17, 0, !dbg !736
  %t19 = and i1 %t16, %t18, !dbg !736
  %t20 = ashr i64 %a0, 1, !dbg !736
  %t21 = add i64 %a0, 1, !dbg !736
  %t22 = ashr i64 %t21, 1, !dbg !736
  %t23 = icmp slt i64 %t11, %t22, !dbg !736
  br i1 %t23, label %b1, label %b17, !dbg !736

b1:                                               ; preds = %entry
  %t24 = shl nsw i64 %t11, 1, !dbg !736
  %t25 = mul i64 %t24, %a2, !dbg !736
  %t26 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t25, !dbg !736
  %.17 = load double, ptr addrspace(1) %t26, align 8, !dbg !736, !amdgpu.noclobber !6
  %0 = xor i64 %t24, -1, !dbg !736
  %t29 = add i64 %0, %a0, !dbg !736
  %t31 = icmp sgt i64 %t29, 0, !dbg !736
  br i1 %t31, label %b2, label %b3, !dbg !736

b2:                                               ; preds = %b1
  %t30 = getelementptr inbounds double, ptr addrspace(1) %t26, i64 %a2, !dbg !736
  %.18 = load double, ptr addrspace(1) %t30, align 8, !dbg !736, !amdgpu.noclobber !6
  %t33 = fadd double %.17, %.18, !dbg !737
  br label %b3, !dbg !736

b3:                                               ; preds = %b2, %b1
  %t34 = phi double [ %t33, %b2 ], [ %.17, %b1 ]
  %t35 = add nsw i64 %t12, %t11, !dbg !736
  br i1 %t19, label %b4, label %b11, !dbg !736

b4:                                               ; preds = %b3
  %t36 = sub nsw i64 %t20, %t12, !dbg !736
  %t408 = icmp slt i64 %t35, %t36, !dbg !736
  br i1 %t408, label %b6, label %b8.preheader, !dbg !736

b8.preheader:                                     ; preds = %b6, %b4
  %t37.lcssa = phi i64 [ %t35, %b4 ], [ %t53, %b6 ]
  %t38.lcssa = phi double [ %t34, %b4 ], [ %t52, %b6 ]
  %t5712 = icmp slt i64 %t37.lcssa, %t20, !dbg !736
  br i1 %t5712, label %b9, label %b11, !dbg !736

b6:                                               ; preds = %b4, %b6
  %t3810 = phi double [ %t52, %b6 ], [ %t34, %b4 ]
  %t379 = phi i64 [ %t53, %b6 ], [ %t35, %b4 ]
  %t41 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t379, !dbg !736
  %.19 = load <2 x double>, ptr addrspace(1) %t41, align 16, !dbg !736, !amdgpu.noclobber !6
  %.20 = extractelement <2 x double> %.19, i64 0, !dbg !736
  %.22 = extractelement <2 x double> %.19, i64 1, !dbg !736
  %t43 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t41, i64 %t12, !dbg !736
  %.24 = load <2 x double>, ptr addrspace(1) %t43, align 16, !dbg !736, !amdgpu.noclobber !6
  %.25 = extractelement <2 x double> %.24, i64 0, !dbg !736
  %.27 = extractelement <2 x double> %.24, i64 1, !dbg !736
  %t46 = fadd double %t3810, %.20, !dbg !737
  %t48 = fadd double %.22, %t46, !dbg !737
  %t50 = fadd double %.25, %t48, !dbg !737
  %t52 = fadd double %.27, %t50, !dbg !737
  %t53 = add i64 %t379, %t13, !dbg !736
  %t40 = icmp slt i64 %t53, %t36, !dbg !736
  br i1 %t40, label %b6, label %b8.preheader, !dbg !736

b9:                                               ; preds = %b8.preheader, %b9
  %t5514 = phi double [ %t63, %b9 ], [ %t38.lcssa, %b8.preheader ]
  %t5413 = phi i64 [ %t64, %b9 ], [ %t37.lcssa, %b8.preheader ]
  %t58 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t5413, !dbg !736
  %.29 = load <2 x double>, ptr addrspace(1) %t58, align 16, !dbg !736, !amdgpu.noclobber !6
  %.30 = extractelement <2 x double> %.29, i64 0, !dbg !736
  %.32 = extractelement <2 x double> %.29, i64 1, !dbg !736
  %t61 = fadd double %t5514, %.30, !dbg !737
  %t63 = fadd double %.32, %t61, !dbg !737
  %t64 = add i64 %t5413, %t12, !dbg !736
  %t57 = icmp slt i64 %t64, %t20, !dbg !736
  br i1 %t57, label %b9, label %b11, !dbg !736

b11:                                              ; preds = %b9, %b8.preheader, %b3
  %t65 = phi double [ %t34, %b3 ], [ %t38.lcssa, %b8.preheader ], [ %t63, %b9 ]
  %t66 = phi i64 [ %t35, %b3 ], [ %t37.lcssa, %b8.preheader ], [ %t64, %b9 ]
  %t67 = shl i64 %a2, 1, !dbg !736
  %t70 = mul i64 %t12, %t67, !dbg !736
  %t7417 = icmp slt i64 %t66, %t22, !dbg !736
  br i1 %t7417, label %b13.lr.ph, label %b17, !dbg !736

b13.lr.ph:                                        ; preds = %b11
  %t68 = mul i64 %t66, %t67, !dbg !736
  %t69 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t68, !dbg !736
  %t76 = add i64 %a0, -1
  %.35 = shl nsw i64 %a2, 3
  br label %b13, !dbg !736

b13:                                              ; preds = %b13.lr.ph, %b15
  %t7320 = phi double [ %t65, %b13.lr.ph ], [ %t84, %b15 ]
  %t7219 = phi i64 [ %t66, %b13.lr.ph ], [ %t85, %b15 ]
  %t7118 = phi ptr addrspace(1) [ %t69, %b13.lr.ph ], [ %t86, %b15 ]
  %t75.neg = mul i64 %t7219, -2, !dbg !736
  %t77 = add i64 %t76, %t75.neg, !dbg !736
  %.34 = load double, ptr addrspace(1) %t7118, align 8, !dbg !736
  %t79 = fadd double %t7320, %.34, !dbg !737
  %t81 = icmp sgt i64 %t77, 0, !dbg !736
  br i1 %t81, label %b14, label %b15, !dbg !736

b14:                                              ; preds = %b13
  %t80 = getelementptr inbounds i8, ptr addrspace(1) %t7118, i64 %.35, !dbg !736
  %.36 = load double, ptr addrspace(1) %t80, align 8, !dbg !736
  %t83 = fadd double %t79, %.36, !dbg !737
  br label %b15, !dbg !736

b15:                                              ; preds = %b14, %b13
  %t84 = phi double [ %t83, %b14 ], [ %t79, %b13 ]
  %t85 = add i64 %t7219, %t12, !dbg !736
  %t86 = getelementptr inbounds double, ptr addrspace(1) %t7118, i64 %t70, !dbg !736
  %t74 = icmp slt i64 %t85, %t22, !dbg !736
  br i1 %t74, label %b13, label %b17, !dbg !736

b17:                                              ; preds = %b15, %b11, %entry
  %t96 = phi double [ -0.000000e+00, %entry ], [ %t65, %b11 ], [ %t84, %b15 ]
  %t87 = phi double [ 0.000000e+00, %entry ], [ %t65, %b11 ], [ %t84, %b15 ]
  %t88 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1.shared.0, i32 %.1, !dbg !736
  store double %t87, ptr addrspace(3) %t88, align 8, !dbg !736
  %t89 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1.shared.1, i32 %.1, !dbg !736
  %.37 = zext i1 %t23 to i8, !dbg !736
  store i8 %.37, ptr addrspace(3) %t89, align 1, !dbg !736
  fence syncscope("workgroup") release, !dbg !736
  tail call void @llvm.amdgcn.s.barrier(), !dbg !736
  fence syncscope("workgroup") acquire, !dbg !736
  %t90 = icmp slt i32 %.1, 128, !dbg !736
  br i1 %t90, label %b18, label %b23, !dbg !736

b18:                                              ; preds = %b17
  %t91 = add nsw i32 %.1, 128, !dbg !736
  %t92 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1.shared.0, i32 %t91, !dbg !736
  %.38 = load double, ptr addrspace(3) %t92, align 8, !dbg !736
  %t94 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1.shared.1, i32 %t91, !dbg !736
  %.39 = load i8, ptr addrspace(3) %t94, align 1, !dbg !736
  %.40 = icmp ne i8 %.39, 0, !dbg !736
  %spec.select = fadd double %t96, %.38, !dbg !736
  %t98 = select i1 %.40, double %spec.select, double %t87, !dbg !736
  %t99 = select i1 %.40, i1 true, i1 %t23, !dbg !736
  store double %t98, ptr addrspace(3) %t88, align 8, !dbg !736
  %.41 = zext i1 %t99 to i8, !dbg !736
  store i8 %.41, ptr addrspace(3) %t89, align 1, !dbg !736
  br label %b23, !dbg !736

b23:                                              ; preds = %b18, %b17
  %t100 = phi double [ %t98, %b18 ], [ %t87, %b17 ]
  %t101 = phi i1 [ %t99, %b18 ], [ %t23, %b17 ]
  fence syncscope("workgroup") release, !dbg !736
  tail call void @llvm.amdgcn.s.barrier(), !dbg !736
  fence syncscope("workgroup") acquire, !dbg !736
  %t102 = icmp slt i32 %.1, 64, !dbg !736
  br i1 %t102, label %b24, label %b29, !dbg !736

b24:                                              ; preds = %b23
  %t103 = add nsw i32 %.1, 64, !dbg !736
  %t104 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1.shared.0, i32 %t103, !dbg !736
  %.42 = load double, ptr addrspace(3) %t104, align 8, !dbg !736
  %t106 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1.shared.1, i32 %t103, !dbg !736
  %.43 = load i8, ptr addrspace(3) %t106, align 1, !dbg !736
  %.44 = icmp ne i8 %.43, 0, !dbg !736
  %t108 = select i1 %t101, double %t100, double -0.000000e+00, !dbg !736
  %spec.select1 = fadd double %t108, %.42, !dbg !736
  %t110 = select i1 %.44, double %spec.select1, double %t100, !dbg !736
  %t111 = select i1 %.44, i1 true, i1 %t101, !dbg !736
  store double %t110, ptr addrspace(3) %t88, align 8, !dbg !736
  %.45 = zext i1 %t111 to i8, !dbg !736
  store i8 %.45, ptr addrspace(3) %t89, align 1, !dbg !736
  br label %b29, !dbg !736

b29:                                              ; preds = %b24, %b23
  %t112 = phi double [ %t110, %b24 ], [ %t100, %b23 ]
  %t113 = phi i1 [ %t111, %b24 ], [ %t101, %b23 ]
  fence syncscope("workgroup") release, !dbg !736
  tail call void @llvm.amdgcn.s.barrier(), !dbg !736
  fence syncscope("workgroup") acquire, !dbg !736
  %t114 = icmp slt i32 %.1, 32, !dbg !736
  br i1 %t114, label %b30, label %b35, !dbg !736

b30:                                              ; preds = %b29
  %t115 = add nsw i32 %.1, 32, !dbg !736
  %t116 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1.shared.0, i32 %t115, !dbg !736
  %.46 = load double, ptr addrspace(3) %t116, align 8, !dbg !736
  %t118 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1.shared.1, i32 %t115, !dbg !736
  %.47 = load i8, ptr addrspace(3) %t118, align 1, !dbg !736
  %.48 = icmp ne i8 %.47, 0, !dbg !736
  %t120 = select i1 %t113, double %t112, double -0.000000e+00, !dbg !736
  %spec.select2 = fadd double %t120, %.46, !dbg !736
  %t122 = select i1 %.48, double %spec.select2, double %t112, !dbg !736
  %t123 = select i1 %.48, i1 true, i1 %t113, !dbg !736
  br label %b35, !dbg !736

b35:                                              ; preds = %b30, %b29
  %t124 = phi double [ %t122, %b30 ], [ %t112, %b29 ]
  %t125 = phi i1 [ %t123, %b30 ], [ %t113, %b29 ]
  br i1 %t114, label %b36, label %b57, !dbg !736

b36:                                              ; preds = %b35
  %.50 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !736
  %.51 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.50), !dbg !736
  %.52 = zext i32 %.51 to i64, !dbg !736
  %.53 = add nuw nsw i64 %.52, 16, !dbg !736
  %.54 = icmp ult i32 %.51, 48, !dbg !736
  %.55 = tail call i64 @llvm.read_register.i64(metadata !727) #11, !dbg !736
  %.56 = and i64 %.53, 63, !dbg !736
  %1 = shl nuw i64 1, %.56, !dbg !736
  %2 = and i64 %1, %.55, !dbg !736
  %.58 = icmp ne i64 %2, 0, !dbg !736
  %.59 = and i1 %.54, %.58, !dbg !736
  %.60 = trunc i64 %.53 to i32, !dbg !736
  %.61 = shl i32 %.60, 2, !dbg !736
  %.62 = bitcast double %t124 to i64, !dbg !736
  %.63 = trunc i64 %.62 to i32, !dbg !736
  %.64 = lshr i64 %.62, 32, !dbg !736
  %.65 = trunc i64 %.64 to i32, !dbg !736
  %.66 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.63), !dbg !736
  %.67 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.65), !dbg !736
  %.68 = zext i32 %.66 to i64, !dbg !736
  %.69 = zext i32 %.67 to i64, !dbg !736
  %.70 = shl nuw i64 %.69, 32, !dbg !736
  %.71 = or i64 %.70, %.68, !dbg !736
  %.72 = bitcast i64 %.71 to double, !dbg !736
  %t126 = select i1 %.59, double %.72, double %t124, !dbg !736
  %.86 = zext i1 %t125 to i32, !dbg !736
  %.87 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.86), !dbg !736
  %3 = and i32 %.87, 1, !dbg !736
  %.88 = icmp ne i32 %3, 0, !dbg !736
  %t127 = select i1 %.59, i1 %.88, i1 %t125, !dbg !736
  %t128 = icmp slt i32 %.1, 16, !dbg !736
  %t129 = and i1 %t128, %t127, !dbg !736
  %t130 = select i1 %t125, double %t124, double -0.000000e+00, !dbg !736
  %spec.select3 = fadd double %t130, %t126, !dbg !736
  %t132 = select i1 %t129, double %spec.select3, double %t124, !dbg !736
  %t133 = select i1 %t129, i1 true, i1 %t125, !dbg !736
  %.93 = add nuw nsw i64 %.52, 8, !dbg !736
  %.94 = icmp ult i32 %.51, 56, !dbg !736
  %.96 = and i64 %.93, 63, !dbg !736
  %4 = shl nuw i64 1, %.96, !dbg !736
  %5 = and i64 %4, %.55, !dbg !736
  %.98 = icmp ne i64 %5, 0, !dbg !736
  %.99 = and i1 %.94, %.98, !dbg !736
  %.100 = trunc i64 %.93 to i32, !dbg !736
  %.101 = shl i32 %.100, 2, !dbg !736
  %.102 = bitcast double %t132 to i64, !dbg !736
  %.103 = trunc i64 %.102 to i32, !dbg !736
  %.104 = lshr i64 %.102, 32, !dbg !736
  %.105 = trunc i64 %.104 to i32, !dbg !736
  %.106 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.101, i32 %.103), !dbg !736
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.101, i32 %.105), !dbg !736
  %.108 = zext i32 %.106 to i64, !dbg !736
  %.109 = zext i32 %.107 to i64, !dbg !736
  %.110 = shl nuw i64 %.109, 32, !dbg !736
  %.111 = or i64 %.110, %.108, !dbg !736
  %.112 = bitcast i64 %.111 to double, !dbg !736
  %t134 = select i1 %.99, double %.112, double %t132, !dbg !736
  %.126 = zext i1 %t133 to i32, !dbg !736
  %.127 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.101, i32 %.126), !dbg !736
  %6 = and i32 %.127, 1, !dbg !736
  %.128 = icmp ne i32 %6, 0, !dbg !736
  %t135 = select i1 %.99, i1 %.128, i1 %t133, !dbg !736
  %t136 = icmp slt i32 %.1, 24, !dbg !736
  %t137 = and i1 %t136, %t135, !dbg !736
  %t138 = select i1 %t133, double %t132, double -0.000000e+00, !dbg !736
  %spec.select4 = fadd double %t134, %t138, !dbg !736
  %t140 = select i1 %t137, double %spec.select4, double %t132, !dbg !736
  %t141 = select i1 %t137, i1 true, i1 %t133, !dbg !736
  %.133 = add nuw nsw i64 %.52, 4, !dbg !736
  %.134 = icmp ult i32 %.51, 60, !dbg !736
  %.136 = and i64 %.133, 63, !dbg !736
  %7 = shl nuw i64 1, %.136, !dbg !736
  %8 = and i64 %7, %.55, !dbg !736
  %.138 = icmp ne i64 %8, 0, !dbg !736
  %.139 = and i1 %.134, %.138, !dbg !736
  %.140 = trunc i64 %.133 to i32, !dbg !736
  %.141 = shl i32 %.140, 2, !dbg !736
  %.142 = bitcast double %t140 to i64, !dbg !736
  %.143 = trunc i64 %.142 to i32, !dbg !736
  %.144 = lshr i64 %.142, 32, !dbg !736
  %.145 = trunc i64 %.144 to i32, !dbg !736
  %.146 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.141, i32 %.143), !dbg !736
  %.147 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.141, i32 %.145), !dbg !736
  %.148 = zext i32 %.146 to i64, !dbg !736
  %.149 = zext i32 %.147 to i64, !dbg !736
  %.150 = shl nuw i64 %.149, 32, !dbg !736
  %.151 = or i64 %.150, %.148, !dbg !736
  %.152 = bitcast i64 %.151 to double, !dbg !736
  %t142 = select i1 %.139, double %.152, double %t140, !dbg !736
  %.166 = zext i1 %t141 to i32, !dbg !736
  %.167 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.141, i32 %.166), !dbg !736
  %9 = and i32 %.167, 1, !dbg !736
  %.168 = icmp ne i32 %9, 0, !dbg !736
  %t143 = select i1 %.139, i1 %.168, i1 %t141, !dbg !736
  %t144 = icmp slt i32 %.1, 28, !dbg !736
  %t145 = and i1 %t144, %t143, !dbg !736
  %t146 = select i1 %t141, double %t140, double -0.000000e+00, !dbg !736
  %spec.select5 = fadd double %t142, %t146, !dbg !736
  %t148 = select i1 %t145, double %spec.select5, double %t140, !dbg !736
  %t149 = select i1 %t145, i1 true, i1 %t141, !dbg !736
  %.173 = add nuw nsw i64 %.52, 2, !dbg !736
  %.174 = icmp ult i32 %.51, 62, !dbg !736
  %.176 = and i64 %.173, 63, !dbg !736
  %10 = shl nuw i64 1, %.176, !dbg !736
  %11 = and i64 %10, %.55, !dbg !736
  %.178 = icmp ne i64 %11, 0, !dbg !736
  %.179 = and i1 %.174, %.178, !dbg !736
  %.180 = trunc i64 %.173 to i32, !dbg !736
  %.181 = shl i32 %.180, 2, !dbg !736
  %.182 = bitcast double %t148 to i64, !dbg !736
  %.183 = trunc i64 %.182 to i32, !dbg !736
  %.184 = lshr i64 %.182, 32, !dbg !736
  %.185 = trunc i64 %.184 to i32, !dbg !736
  %.186 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.183), !dbg !736
  %.187 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.185), !dbg !736
  %.188 = zext i32 %.186 to i64, !dbg !736
  %.189 = zext i32 %.187 to i64, !dbg !736
  %.190 = shl nuw i64 %.189, 32, !dbg !736
  %.191 = or i64 %.190, %.188, !dbg !736
  %.192 = bitcast i64 %.191 to double, !dbg !736
  %t150 = select i1 %.179, double %.192, double %t148, !dbg !736
  %.206 = zext i1 %t149 to i32, !dbg !736
  %.207 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.206), !dbg !736
  %12 = and i32 %.207, 1, !dbg !736
  %.208 = icmp ne i32 %12, 0, !dbg !736
  %t151 = select i1 %.179, i1 %.208, i1 %t149, !dbg !736
  %t152 = icmp slt i32 %.1, 30, !dbg !736
  %t153 = and i1 %t152, %t151, !dbg !736
  %t154 = select i1 %t149, double %t148, double -0.000000e+00, !dbg !736
  %spec.select6 = fadd double %t150, %t154, !dbg !736
  %t156 = select i1 %t153, double %spec.select6, double %t148, !dbg !736
  %t157 = select i1 %t153, i1 true, i1 %t149, !dbg !736
  %.213 = add nuw nsw i64 %.52, 1, !dbg !736
  %.214 = icmp ult i32 %.51, 63, !dbg !736
  %.216 = and i64 %.213, 63, !dbg !736
  %13 = shl nuw i64 1, %.216, !dbg !736
  %14 = and i64 %13, %.55, !dbg !736
  %.218 = icmp ne i64 %14, 0, !dbg !736
  %.219 = and i1 %.214, %.218, !dbg !736
  %.220 = trunc i64 %.213 to i32, !dbg !736
  %.221 = shl i32 %.220, 2, !dbg !736
  %.222 = bitcast double %t156 to i64, !dbg !736
  %.223 = trunc i64 %.222 to i32, !dbg !736
  %.224 = lshr i64 %.222, 32, !dbg !736
  %.225 = trunc i64 %.224 to i32, !dbg !736
  %.226 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.221, i32 %.223), !dbg !736
  %.227 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.221, i32 %.225), !dbg !736
  %.228 = zext i32 %.226 to i64, !dbg !736
  %.229 = zext i32 %.227 to i64, !dbg !736
  %.230 = shl nuw i64 %.229, 32, !dbg !736
  %.231 = or i64 %.230, %.228, !dbg !736
  %.232 = bitcast i64 %.231 to double, !dbg !736
  %t158 = select i1 %.219, double %.232, double %t156, !dbg !736
  %.246 = zext i1 %t157 to i32, !dbg !736
  %.247 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.221, i32 %.246), !dbg !736
  %15 = and i32 %.247, 1, !dbg !736
  %.248 = icmp ne i32 %15, 0, !dbg !736
  %t159 = select i1 %.219, i1 %.248, i1 %t157, !dbg !736
  %t160 = icmp ne i32 %.1, 31, !dbg !736
  %t161 = and i1 %t160, %t159, !dbg !736
  %t162 = select i1 %t157, double %t156, double -0.000000e+00, !dbg !736
  %spec.select7 = fadd double %t158, %t162, !dbg !736
  %t164 = select i1 %t161, double %spec.select7, double %t156, !dbg !736
  %t165 = select i1 %t161, i1 true, i1 %t157, !dbg !736
  br label %b57, !dbg !736

b57:                                              ; preds = %b36, %b35
  %t166 = phi double [ %t164, %b36 ], [ %t124, %b35 ]
  %t167 = phi i1 [ %t165, %b36 ], [ %t125, %b35 ]
  %t168 = icmp eq i32 %.1, 0, !dbg !736
  %t169 = and i1 %t168, %t167, !dbg !736
  br i1 %t169, label %b58, label %b59, !dbg !736

b58:                                              ; preds = %b57
  %t170 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t5, !dbg !736
  store double %t166, ptr addrspace(1) %t170, align 8, !dbg !736
  br label %b59, !dbg !736

b59:                                              ; preds = %b58, %b57
  ret void, !dbg !736
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2(i64 %a0, ptr addrspace(1) readonly %a1, ptr addrspace(1) nocapture writeonly %a2, double %a3, i8 %a4) local_unnamed_addr #0 !dbg !738 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !739
  %t3 = sext i32 %.2 to i64, !dbg !739
  %t4 = add i64 %a0, 1, !dbg !739
  %t5 = ashr i64 %t4, 1, !dbg !739
  %t6 = ashr i64 %a0, 1, !dbg !739
  %t7 = icmp sgt i64 %t5, %t3, !dbg !739
  br i1 %t7, label %b1, label %b12, !dbg !739

b1:                                               ; preds = %entry
  %t8 = shl nsw i64 %t3, 1, !dbg !739
  %t9 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t8, !dbg !739
  %.3 = load double, ptr addrspace(1) %t9, align 8, !dbg !739, !amdgpu.noclobber !6
  %0 = xor i64 %t8, -1, !dbg !739
  %t12 = add i64 %0, %a0, !dbg !739
  %t14 = icmp sgt i64 %t12, 0, !dbg !739
  br i1 %t14, label %b2, label %b3, !dbg !739

b2:                                               ; preds = %b1
  %t13 = getelementptr inbounds double, ptr addrspace(1) %t9, i64 1, !dbg !739
  %.4 = load double, ptr addrspace(1) %t13, align 8, !dbg !739, !amdgpu.noclobber !6
  %t16 = fadd double %.3, %.4, !dbg !740
  br label %b3, !dbg !739

b3:                                               ; preds = %b2, %b1
  %t17 = phi double [ %t16, %b2 ], [ %.3, %b1 ]
  %t18 = add nsw i64 %t3, 256, !dbg !739
  %t21 = and i64 %a0, -2, !dbg !739
  %t22 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t21, !dbg !739
  %t23 = icmp slt i64 %t18, %t6, !dbg !739
  br i1 %t23, label %b4.preheader, label %b7, !dbg !739

b4.preheader:                                     ; preds = %b3
  %t19 = shl nsw i64 %t18, 1, !dbg !739
  %t20 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t19, !dbg !739
  br label %b4, !dbg !739

b4:                                               ; preds = %b4.preheader, %b4
  %t24 = phi ptr addrspace(1) [ %t31, %b4 ], [ %t20, %b4.preheader ]
  %t25 = phi double [ %t30, %b4 ], [ %t17, %b4.preheader ]
  %.5 = load double, ptr addrspace(1) %t24, align 8, !dbg !739
  %t27 = fadd double %t25, %.5, !dbg !740
  %t28 = getelementptr inbounds double, ptr addrspace(1) %t24, i64 1, !dbg !739
  %.6 = load double, ptr addrspace(1) %t28, align 8, !dbg !739
  %t30 = fadd double %t27, %.6, !dbg !740
  %t31 = getelementptr inbounds double, ptr addrspace(1) %t24, i64 512, !dbg !739
  %t32 = icmp ult ptr addrspace(1) %t31, %t22, !dbg !739
  br i1 %t32, label %b4, label %b6, !dbg !739, !llvm.loop !741

b6:                                               ; preds = %b4
  %t33 = sub nsw i64 %t3, %t6, !dbg !739
  %t34 = and i64 %t33, 255, !dbg !739
  %t35 = add nsw i64 %t34, %t6, !dbg !739
  br label %b7, !dbg !739

b7:                                               ; preds = %b6, %b3
  %t36 = phi i64 [ %t18, %b3 ], [ %t35, %b6 ]
  %t37 = phi double [ %t17, %b3 ], [ %t30, %b6 ]
  %t38 = icmp slt i64 %t36, %t5, !dbg !739
  br i1 %t38, label %b8, label %b12, !dbg !739

b8:                                               ; preds = %b7
  %t39 = shl i64 %t36, 1, !dbg !739
  %t40 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t39, !dbg !739
  %1 = xor i64 %t39, -1, !dbg !739
  %t42 = add i64 %1, %a0, !dbg !739
  %.7 = load double, ptr addrspace(1) %t40, align 8, !dbg !739, !amdgpu.noclobber !6
  %t44 = fadd double %t37, %.7, !dbg !740
  %t46 = icmp sgt i64 %t42, 0, !dbg !739
  br i1 %t46, label %b9, label %b12, !dbg !739

b9:                                               ; preds = %b8
  %t45 = getelementptr inbounds double, ptr addrspace(1) %t40, i64 1, !dbg !739
  %.8 = load double, ptr addrspace(1) %t45, align 8, !dbg !739, !amdgpu.noclobber !6
  %t48 = fadd double %t44, %.8, !dbg !740
  br label %b12, !dbg !739

b12:                                              ; preds = %b7, %b9, %b8, %entry
  %t60 = phi double [ %t37, %b7 ], [ %t48, %b9 ], [ %t44, %b8 ], [ -0.000000e+00, %entry ]
  %t51 = phi double [ %t37, %b7 ], [ %t48, %b9 ], [ %t44, %b8 ], [ 0.000000e+00, %entry ]
  %t52 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2.shared.0, i32 %.2, !dbg !739
  store double %t51, ptr addrspace(3) %t52, align 8, !dbg !739
  %t53 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2.shared.1, i32 %.2, !dbg !739
  %.9 = zext i1 %t7 to i8, !dbg !739
  store i8 %.9, ptr addrspace(3) %t53, align 1, !dbg !739
  fence syncscope("workgroup") release, !dbg !739
  tail call void @llvm.amdgcn.s.barrier(), !dbg !739
  fence syncscope("workgroup") acquire, !dbg !739
  %t54 = icmp slt i32 %.2, 128, !dbg !739
  br i1 %t54, label %b13, label %b18, !dbg !739

b13:                                              ; preds = %b12
  %t55 = add nsw i32 %.2, 128, !dbg !739
  %t56 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2.shared.0, i32 %t55, !dbg !739
  %.10 = load double, ptr addrspace(3) %t56, align 8, !dbg !739
  %t58 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2.shared.1, i32 %t55, !dbg !739
  %.11 = load i8, ptr addrspace(3) %t58, align 1, !dbg !739
  %.12 = icmp ne i8 %.11, 0, !dbg !739
  %spec.select = fadd double %t60, %.10, !dbg !739
  %t62 = select i1 %.12, double %spec.select, double %t51, !dbg !739
  %t63 = select i1 %.12, i1 true, i1 %t7, !dbg !739
  store double %t62, ptr addrspace(3) %t52, align 8, !dbg !739
  %.13 = zext i1 %t63 to i8, !dbg !739
  store i8 %.13, ptr addrspace(3) %t53, align 1, !dbg !739
  br label %b18, !dbg !739

b18:                                              ; preds = %b13, %b12
  %t64 = phi double [ %t62, %b13 ], [ %t51, %b12 ]
  %t65 = phi i1 [ %t63, %b13 ], [ %t7, %b12 ]
  fence syncscope("workgroup") release, !dbg !739
  tail call void @llvm.amdgcn.s.barrier(), !dbg !739
  fence syncscope("workgroup") acquire, !dbg !739
  %t66 = icmp slt i32 %.2, 64, !dbg !739
  br i1 %t66, label %b19, label %b24, !dbg !739

b19:                                              ; preds = %b18
  %t67 = add nsw i32 %.2, 64, !dbg !739
  %t68 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2.shared.0, i32 %t67, !dbg !739
  %.14 = load double, ptr addrspace(3) %t68, align 8, !dbg !739
  %t70 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2.shared.1, i32 %t67, !dbg !739
  %.15 = load i8, ptr addrspace(3) %t70, align 1, !dbg !739
  %.16 = icmp ne i8 %.15, 0, !dbg !739
  %t72 = select i1 %t65, double %t64, double -0.000000e+00, !dbg !739
  %spec.select1 = fadd double %t72, %.14, !dbg !739
  %t74 = select i1 %.16, double %spec.select1, double %t64, !dbg !739
  %t75 = select i1 %.16, i1 true, i1 %t65, !dbg !739
  store double %t74, ptr addrspace(3) %t52, align 8, !dbg !739
  %.17 = zext i1 %t75 to i8, !dbg !739
  store i8 %.17, ptr addrspace(3) %t53, align 1, !dbg !739
  br label %b24, !dbg !739

b24:                                              ; preds = %b19, %b18
  %t76 = phi double [ %t74, %b19 ], [ %t64, %b18 ]
  %t77 = phi i1 [ %t75, %b19 ], [ %t65, %b18 ]
  fence syncscope("workgroup") release, !dbg !739
  tail call void @llvm.amdgcn.s.barrier(), !dbg !739
  fence syncscope("workgroup") acquire, !dbg !739
  %t78 = icmp slt i32 %.2, 32, !dbg !739
  br i1 %t78, label %b25, label %b30, !dbg !739

b25:                                              ; preds = %b24
  %t79 = add nsw i32 %.2, 32, !dbg !739
  %t80 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2.shared.0, i32 %t79, !dbg !739
  %.18 = load double, ptr addrspace(3) %t80, align 8, !dbg !739
  %t82 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2.shared.1, i32 %t79, !dbg !739
  %.19 = load i8, ptr addrspace(3) %t82, align 1, !dbg !739
  %.20 = icmp ne i8 %.19, 0, !dbg !739
  %t84 = select i1 %t77, double %t76, double -0.000000e+00, !dbg !739
  %spec.select2 = fadd double %t84, %.18, !dbg !739
  %t86 = select i1 %.20, double %spec.select2, double %t76, !dbg !739
  %t87 = select i1 %.20, i1 true, i1 %t77, !dbg !739
  br label %b30, !dbg !739

b30:                                              ; preds = %b25, %b24
  %t88 = phi double [ %t86, %b25 ], [ %t76, %b24 ]
  %t89 = phi i1 [ %t87, %b25 ], [ %t77, %b24 ]
  br i1 %t78, label %b31, label %b52, !dbg !739

b31:                                              ; preds = %b30
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !739
  %.23 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.22), !dbg !739
  %.24 = zext i32 %.23 to i64, !dbg !739
  %.25 = add nuw nsw i64 %.24, 16, !dbg !739
  %.26 = icmp ult i32 %.23, 48, !dbg !739
  %.27 = tail call i64 @llvm.read_register.i64(metadata !727) #11, !dbg !739
  %.28 = and i64 %.25, 63, !dbg !739
  %2 = shl nuw i64 1, %.28, !dbg !739
  %3 = and i64 %2, %.27, !dbg !739
  %.30 = icmp ne i64 %3, 0, !dbg !739
  %.31 = and i1 %.26, %.30, !dbg !739
  %.32 = trunc i64 %.25 to i32, !dbg !739
  %.33 = shl i32 %.32, 2, !dbg !739
  %.34 = bitcast double %t88 to i64, !dbg !739
  %.35 = trunc i64 %.34 to i32, !dbg !739
  %.36 = lshr i64 %.34, 32, !dbg !739
  %.37 = trunc i64 %.36 to i32, !dbg !739
  %.38 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.35), !dbg !739
  %.39 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.37), !dbg !739
  %.40 = zext i32 %.38 to i64, !dbg !739
  %.41 = zext i32 %.39 to i64, !dbg !739
  %.42 = shl nuw i64 %.41, 32, !dbg !739
  %.43 = or i64 %.42, %.40, !dbg !739
  %.44 = bitcast i64 %.43 to double, !dbg !739
  %t90 = select i1 %.31, double %.44, double %t88, !dbg !739
  %.58 = zext i1 %t89 to i32, !dbg !739
  %.59 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.58), !dbg !739
  %4 = and i32 %.59, 1, !dbg !739
  %.60 = icmp ne i32 %4, 0, !dbg !739
  %t91 = select i1 %.31, i1 %.60, i1 %t89, !dbg !739
  %t92 = icmp slt i32 %.2, 16, !dbg !739
  %t93 = and i1 %t92, %t91, !dbg !739
  %t94 = select i1 %t89, double %t88, double -0.000000e+00, !dbg !739
  %spec.select3 = fadd double %t94, %t90, !dbg !739
  %t96 = select i1 %t93, double %spec.select3, double %t88, !dbg !739
  %t97 = select i1 %t93, i1 true, i1 %t89, !dbg !739
  %.65 = add nuw nsw i64 %.24, 8, !dbg !739
  %.66 = icmp ult i32 %.23, 56, !dbg !739
  %.68 = and i64 %.65, 63, !dbg !739
  %5 = shl nuw i64 1, %.68, !dbg !739
  %6 = and i64 %5, %.27, !dbg !739
  %.70 = icmp ne i64 %6, 0, !dbg !739
  %.71 = and i1 %.66, %.70, !dbg !739
  %.72 = trunc i64 %.65 to i32, !dbg !739
  %.73 = shl i32 %.72, 2, !dbg !739
  %.74 = bitcast double %t96 to i64, !dbg !739
  %.75 = trunc i64 %.74 to i32, !dbg !739
  %.76 = lshr i64 %.74, 32, !dbg !739
  %.77 = trunc i64 %.76 to i32, !dbg !739
  %.78 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.73, i32 %.75), !dbg !739
  %.79 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.73, i32 %.77), !dbg !739
  %.80 = zext i32 %.78 to i64, !dbg !739
  %.81 = zext i32 %.79 to i64, !dbg !739
  %.82 = shl nuw i64 %.81, 32, !dbg !739
  %.83 = or i64 %.82, %.80, !dbg !739
  %.84 = bitcast i64 %.83 to double, !dbg !739
  %t98 = select i1 %.71, double %.84, double %t96, !dbg !739
  %.98 = zext i1 %t97 to i32, !dbg !739
  %.99 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.73, i32 %.98), !dbg !739
  %7 = and i32 %.99, 1, !dbg !739
  %.100 = icmp ne i32 %7, 0, !dbg !739
  %t99 = select i1 %.71, i1 %.100, i1 %t97, !dbg !739
  %t100 = icmp slt i32 %.2, 24, !dbg !739
  %t101 = and i1 %t100, %t99, !dbg !739
  %t102 = select i1 %t97, double %t96, double -0.000000e+00, !dbg !739
  %spec.select4 = fadd double %t98, %t102, !dbg !739
  %t104 = select i1 %t101, double %spec.select4, double %t96, !dbg !739
  %t105 = select i1 %t101, i1 true, i1 %t97, !dbg !739
  %.105 = add nuw nsw i64 %.24, 4, !dbg !739
  %.106 = icmp ult i32 %.23, 60, !dbg !739
  %.108 = and i64 %.105, 63, !dbg !739
  %8 = shl nuw i64 1, %.108, !dbg !739
  %9 = and i64 %8, %.27, !dbg !739
  %.110 = icmp ne i64 %9, 0, !dbg !739
  %.111 = and i1 %.106, %.110, !dbg !739
  %.112 = trunc i64 %.105 to i32, !dbg !739
  %.113 = shl i32 %.112, 2, !dbg !739
  %.114 = bitcast double %t104 to i64, !dbg !739
  %.115 = trunc i64 %.114 to i32, !dbg !739
  %.116 = lshr i64 %.114, 32, !dbg !739
  %.117 = trunc i64 %.116 to i32, !dbg !739
  %.118 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.113, i32 %.115), !dbg !739
  %.119 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.113, i32 %.117), !dbg !739
  %.120 = zext i32 %.118 to i64, !dbg !739
  %.121 = zext i32 %.119 to i64, !dbg !739
  %.122 = shl nuw i64 %.121, 32, !dbg !739
  %.123 = or i64 %.122, %.120, !dbg !739
  %.124 = bitcast i64 %.123 to double, !dbg !739
  %t106 = select i1 %.111, double %.124, double %t104, !dbg !739
  %.138 = zext i1 %t105 to i32, !dbg !739
  %.139 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.113, i32 %.138), !dbg !739
  %10 = and i32 %.139, 1, !dbg !739
  %.140 = icmp ne i32 %10, 0, !dbg !739
  %t107 = select i1 %.111, i1 %.140, i1 %t105, !dbg !739
  %t108 = icmp slt i32 %.2, 28, !dbg !739
  %t109 = and i1 %t108, %t107, !dbg !739
  %t110 = select i1 %t105, double %t104, double -0.000000e+00, !dbg !739
  %spec.select5 = fadd double %t106, %t110, !dbg !739
  %t112 = select i1 %t109, double %spec.select5, double %t104, !dbg !739
  %t113 = select i1 %t109, i1 true, i1 %t105, !dbg !739
  %.145 = add nuw nsw i64 %.24, 2, !dbg !739
  %.146 = icmp ult i32 %.23, 62, !dbg !739
  %.148 = and i64 %.145, 63, !dbg !739
  %11 = shl nuw i64 1, %.148, !dbg !739
  %12 = and i64 %11, %.27, !dbg !739
  %.150 = icmp ne i64 %12, 0, !dbg !739
  %.151 = and i1 %.146, %.150, !dbg !739
  %.152 = trunc i64 %.145 to i32, !dbg !739
  %.153 = shl i32 %.152, 2, !dbg !739
  %.154 = bitcast double %t112 to i64, !dbg !739
  %.155 = trunc i64 %.154 to i32, !dbg !739
  %.156 = lshr i64 %.154, 32, !dbg !739
  %.157 = trunc i64 %.156 to i32, !dbg !739
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.155), !dbg !739
  %.159 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.157), !dbg !739
  %.160 = zext i32 %.158 to i64, !dbg !739
  %.161 = zext i32 %.159 to i64, !dbg !739
  %.162 = shl nuw i64 %.161, 32, !dbg !739
  %.163 = or i64 %.162, %.160, !dbg !739
  %.164 = bitcast i64 %.163 to double, !dbg !739
  %t114 = select i1 %.151, double %.164, double %t112, !dbg !739
  %.178 = zext i1 %t113 to i32, !dbg !739
  %.179 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.178), !dbg !739
  %13 = and i32 %.179, 1, !dbg !739
  %.180 = icmp ne i32 %13, 0, !dbg !739
  %t115 = select i1 %.151, i1 %.180, i1 %t113, !dbg !739
  %t116 = icmp slt i32 %.2, 30, !dbg !739
  %t117 = and i1 %t116, %t115, !dbg !739
  %t118 = select i1 %t113, double %t112, double -0.000000e+00, !dbg !739
  %spec.select6 = fadd double %t114, %t118, !dbg !739
  %t120 = select i1 %t117, double %spec.select6, double %t112, !dbg !739
  %t121 = select i1 %t117, i1 true, i1 %t113, !dbg !739
  %.185 = add nuw nsw i64 %.24, 1, !dbg !739
  %.186 = icmp ult i32 %.23, 63, !dbg !739
  %.188 = and i64 %.185, 63, !dbg !739
  %14 = shl nuw i64 1, %.188, !dbg !739
  %15 = and i64 %14, %.27, !dbg !739
  %.190 = icmp ne i64 %15, 0, !dbg !739
  %.191 = and i1 %.186, %.190, !dbg !739
  %.192 = trunc i64 %.185 to i32, !dbg !739
  %.193 = shl i32 %.192, 2, !dbg !739
  %.194 = bitcast double %t120 to i64, !dbg !739
  %.195 = trunc i64 %.194 to i32, !dbg !739
  %.196 = lshr i64 %.194, 32, !dbg !739
  %.197 = trunc i64 %.196 to i32, !dbg !739
  %.198 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.193, i32 %.195), !dbg !739
  %.199 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.193, i32 %.197), !dbg !739
  %.200 = zext i32 %.198 to i64, !dbg !739
  %.201 = zext i32 %.199 to i64, !dbg !739
  %.202 = shl nuw i64 %.201, 32, !dbg !739
  %.203 = or i64 %.202, %.200, !dbg !739
  %.204 = bitcast i64 %.203 to double, !dbg !739
  %t122 = select i1 %.191, double %.204, double %t120, !dbg !739
  %.218 = zext i1 %t121 to i32, !dbg !739
  %.219 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.193, i32 %.218), !dbg !739
  %16 = and i32 %.219, 1, !dbg !739
  %.220 = icmp ne i32 %16, 0, !dbg !739
  %t123 = select i1 %.191, i1 %.220, i1 %t121, !dbg !739
  %t124 = icmp ne i32 %.2, 31, !dbg !739
  %t125 = and i1 %t124, %t123, !dbg !739
  %t126 = select i1 %t121, double %t120, double -0.000000e+00, !dbg !739
  %spec.select7 = fadd double %t122, %t126, !dbg !739
  %t128 = select i1 %t125, double %spec.select7, double %t120, !dbg !739
  %t129 = select i1 %t125, i1 true, i1 %t121, !dbg !739
  br label %b52, !dbg !739

b52:                                              ; preds = %b31, %b30
  %t130 = phi double [ %t128, %b31 ], [ %t88, %b30 ]
  %t131 = phi i1 [ %t129, %b31 ], [ %t89, %b30 ]
  %t132 = icmp eq i32 %.2, 0, !dbg !739
  %t136 = select i1 %t131, i1 true, i1 %.1, !dbg !739
  %or.cond = select i1 %t132, i1 %t136, i1 false, !dbg !739
  br i1 %or.cond, label %b58, label %b59, !dbg !739

b58:                                              ; preds = %b52
  %t133 = select i1 %.1, double %a3, double -0.000000e+00, !dbg !739
  %spec.select8 = fadd double %t133, %t130, !dbg !739
  %t135 = select i1 %t131, double %spec.select8, double %a3, !dbg !739
  store double %t135, ptr addrspace(1) %a2, align 8, !dbg !739
  br label %b59, !dbg !739

b59:                                              ; preds = %b58, %b52
  ret void, !dbg !739
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eHalfFma_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, i16 %a2, ptr addrspace(1) %a3, i16 %a4, ptr addrspace(1) %a5, i16 %a6, ptr addrspace(1) %a7) local_unnamed_addr #2 !dbg !742 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !743
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !743
  %t2.not = icmp eq ptr addrspace(1) %a5, null, !dbg !743
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !743
  %t4 = sext i32 %.1 to i64, !dbg !743
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !743
  %t6 = sext i32 %.2 to i64, !dbg !743
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !743
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !743
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !743, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !743
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !743
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !743, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !743
  %.15 = add i32 %.14, %.9, !dbg !743
  %.16 = udiv i32 %.15, %.6, !dbg !743
  %t10 = sext i32 %.16 to i64, !dbg !743
  %t11 = mul nsw i64 %t8, %t6, !dbg !743
  %t12 = add nsw i64 %t11, %t4, !dbg !743
  %t13 = mul nsw i64 %t10, %t8, !dbg !743
  %t14 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !743
  %t17 = ptrtoint ptr addrspace(1) %a3 to i64, !dbg !743
  %0 = or i64 %t17, %t14, !dbg !743
  %t21 = ptrtoint ptr addrspace(1) %a5 to i64, !dbg !743
  %1 = or i64 %0, %t21, !dbg !743
  %t25 = ptrtoint ptr addrspace(1) %a7 to i64, !dbg !743
  %2 = or i64 %1, %t25, !dbg !743
  %3 = and i64 %2, 3, !dbg !743
  %4 = icmp eq i64 %3, 0, !dbg !743
  %t29 = ashr i64 %a0, 1, !dbg !743
  %t351 = icmp slt i64 %t12, %t29, !dbg !743
  %or.cond = select i1 %4, i1 %t351, i1 false, !dbg !743
  br i1 %or.cond, label %b3.preheader, label %b10, !dbg !743

b3.preheader:                                     ; preds = %entry
  %5 = insertelement <2 x i16> poison, i16 %a2, i64 0
  %6 = shufflevector <2 x i16> %5, <2 x i16> poison, <2 x i32> zeroinitializer
  %7 = insertelement <2 x i16> poison, i16 %a4, i64 0
  %8 = shufflevector <2 x i16> %7, <2 x i16> poison, <2 x i32> zeroinitializer
  %9 = insertelement <2 x i16> poison, i16 %a6, i64 0
  %10 = shufflevector <2 x i16> %9, <2 x i16> poison, <2 x i32> zeroinitializer
  br label %b3, !dbg !743

b3:                                               ; preds = %b3.preheader, %b9
  %t342 = phi i64 [ %t67, %b9 ], [ %t12, %b3.preheader ]
  br i1 %t0.not, label %b5, label %b4, !dbg !743

b4:                                               ; preds = %b3
  %t36 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t342, !dbg !743
  %.17 = load i32, ptr addrspace(1) %t36, align 4, !dbg !743
  %t40 = lshr i32 %.17, 16, !dbg !743
  %11 = insertelement <2 x i32> poison, i32 %.17, i64 0, !dbg !743
  %12 = insertelement <2 x i32> %11, i32 %t40, i64 1, !dbg !743
  %13 = trunc <2 x i32> %12 to <2 x i16>, !dbg !743
  br label %b5, !dbg !743

b5:                                               ; preds = %b4, %b3
  %14 = phi <2 x i16> [ %13, %b4 ], [ %6, %b3 ]
  br i1 %t1.not, label %b7, label %b6, !dbg !743

b6:                                               ; preds = %b5
  %t44 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t342, !dbg !743
  %.18 = load i32, ptr addrspace(1) %t44, align 4, !dbg !743
  %t48 = lshr i32 %.18, 16, !dbg !743
  %15 = insertelement <2 x i32> poison, i32 %.18, i64 0, !dbg !743
  %16 = insertelement <2 x i32> %15, i32 %t48, i64 1, !dbg !743
  %17 = trunc <2 x i32> %16 to <2 x i16>, !dbg !743
  br label %b7, !dbg !743

b7:                                               ; preds = %b6, %b5
  %18 = phi <2 x i16> [ %17, %b6 ], [ %8, %b5 ]
  br i1 %t2.not, label %b9, label %b8, !dbg !743

b8:                                               ; preds = %b7
  %t52 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t342, !dbg !743
  %.19 = load i32, ptr addrspace(1) %t52, align 4, !dbg !743
  %t56 = lshr i32 %.19, 16, !dbg !743
  %19 = insertelement <2 x i32> poison, i32 %.19, i64 0, !dbg !743
  %20 = insertelement <2 x i32> %19, i32 %t56, i64 1, !dbg !743
  %21 = trunc <2 x i32> %20 to <2 x i16>, !dbg !743
  br label %b9, !dbg !743

b9:                                               ; preds = %b8, %b7
  %22 = phi <2 x i16> [ %21, %b8 ], [ %10, %b7 ]
  %bc = bitcast <2 x i16> %14 to <2 x half>, !dbg !744
  %.20 = extractelement <2 x half> %bc, i64 0, !dbg !744
  %bc5 = bitcast <2 x i16> %18 to <2 x half>, !dbg !744
  %.21 = extractelement <2 x half> %bc5, i64 0, !dbg !744
  %bc6 = bitcast <2 x i16> %22 to <2 x half>, !dbg !744
  %.22 = extractelement <2 x half> %bc6, i64 0, !dbg !744
  %.23 = tail call half @llvm.fma.f16(half %.20, half %.21, half %.22), !dbg !744
  %.24 = bitcast half %.23 to i16, !dbg !744
  %bc7 = bitcast <2 x i16> %14 to <2 x half>, !dbg !744
  %.25 = extractelement <2 x half> %bc7, i64 1, !dbg !744
  %bc8 = bitcast <2 x i16> %18 to <2 x half>, !dbg !744
  %.26 = extractelement <2 x half> %bc8, i64 1, !dbg !744
  %bc9 = bitcast <2 x i16> %22 to <2 x half>, !dbg !744
  %.27 = extractelement <2 x half> %bc9, i64 1, !dbg !744
  %.28 = tail call half @llvm.fma.f16(half %.25, half %.26, half %.27), !dbg !744
  %.29 = bitcast half %.28 to i16, !dbg !744
  %t62 = zext i16 %.24 to i32, !dbg !743
  %t63 = zext i16 %.29 to i32, !dbg !743
  %t64 = shl nuw i32 %t63, 16, !dbg !743
  %t65 = or i32 %t64, %t62, !dbg !743
  %t66 = getelementptr inbounds i32, ptr addrspace(1) %a7, i64 %t342, !dbg !743
  store i32 %t65, ptr addrspace(1) %t66, align 4, !dbg !743
  %t67 = add i64 %t342, %t13, !dbg !743
  %t35 = icmp slt i64 %t67, %t29, !dbg !743
  br i1 %t35, label %b3, label %b10, !dbg !743

b10:                                              ; preds = %b9, %entry
  %t68 = and i64 %a0, -2, !dbg !743
  %t69 = select i1 %4, i64 %t68, i64 0, !dbg !743
  %t70 = add i64 %t12, %t69, !dbg !743
  %t723 = icmp slt i64 %t70, %a0, !dbg !743
  br i1 %t723, label %b12, label %b19, !dbg !743

b12:                                              ; preds = %b10, %b18
  %t714 = phi i64 [ %t84, %b18 ], [ %t70, %b10 ]
  br i1 %t0.not, label %b14, label %b13, !dbg !743

b13:                                              ; preds = %b12
  %t73 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t714, !dbg !743
  %.30 = load i16, ptr addrspace(1) %t73, align 2, !dbg !743
  br label %b14, !dbg !743

b14:                                              ; preds = %b13, %b12
  %t75 = phi i16 [ %.30, %b13 ], [ %a2, %b12 ]
  br i1 %t1.not, label %b16, label %b15, !dbg !743

b15:                                              ; preds = %b14
  %t76 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t714, !dbg !743
  %.31 = load i16, ptr addrspace(1) %t76, align 2, !dbg !743
  br label %b16, !dbg !743

b16:                                              ; preds = %b15, %b14
  %t78 = phi i16 [ %.31, %b15 ], [ %a4, %b14 ]
  br i1 %t2.not, label %b18, label %b17, !dbg !743

b17:                                              ; preds = %b16
  %t79 = getelementptr inbounds i16, ptr addrspace(1) %a5, i64 %t714, !dbg !743
  %.32 = load i16, ptr addrspace(1) %t79, align 2, !dbg !743
  br label %b18, !dbg !743

b18:                                              ; preds = %b17, %b16
  %t81 = phi i16 [ %.32, %b17 ], [ %a6, %b16 ]
  %.33 = bitcast i16 %t75 to half, !dbg !744
  %.34 = bitcast i16 %t78 to half, !dbg !744
  %.35 = bitcast i16 %t81 to half, !dbg !744
  %.36 = tail call half @llvm.fma.f16(half %.33, half %.34, half %.35), !dbg !744
  %t83 = getelementptr inbounds i16, ptr addrspace(1) %a7, i64 %t714, !dbg !743
  store half %.36, ptr addrspace(1) %t83, align 2, !dbg !743
  %t84 = add i64 %t714, %t13, !dbg !743
  %t72 = icmp slt i64 %t84, %a0, !dbg !743
  br i1 %t72, label %b12, label %b19, !dbg !743

b19:                                              ; preds = %b18, %b10
  ret void, !dbg !743
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eHalfFma_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, i16 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #2 !dbg !745 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !746
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !746
  %t2.not = icmp eq ptr addrspace(1) %a30, null, !dbg !746
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !746
  %t4 = sext i32 %.1 to i64, !dbg !746
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !746
  %t6 = sext i32 %.2 to i64, !dbg !746
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !746
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !746
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !746, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !746
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !746
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !746, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !746
  %.15 = add i32 %.14, %.9, !dbg !746
  %.16 = udiv i32 %.15, %.6, !dbg !746
  %t10 = sext i32 %.16 to i64, !dbg !746
  %t11 = mul nsw i64 %t8, %t6, !dbg !746
  %t12 = add nsw i64 %t11, %t4, !dbg !746
  %t13 = mul nsw i64 %t10, %t8, !dbg !746
  %t14 = icmp sgt i64 %a1, 7, !dbg !746
  %t16 = icmp sgt i64 %a1, 6, !dbg !746
  %t18 = icmp sgt i64 %a1, 5, !dbg !746
  %t20 = icmp sgt i64 %a1, 4, !dbg !746
  %t22 = icmp sgt i64 %a1, 3, !dbg !746
  %t24 = icmp sgt i64 %a1, 2, !dbg !746
  %t26 = icmp sgt i64 %a1, 1, !dbg !746
  %t28 = icmp sgt i64 %a1, 0, !dbg !746
  %t301 = icmp slt i64 %t12, %a0, !dbg !746
  br i1 %t301, label %b2, label %b25, !dbg !746

b2:                                               ; preds = %entry, %b24
  %t292 = phi i64 [ %t176, %b24 ], [ %t12, %entry ]
  br i1 %t14, label %b3, label %b4, !dbg !746

b3:                                               ; preds = %b2
  %t32 = udiv i64 %t292, %a9, !dbg !746
  %t34 = mul i64 %t32, %a9, !dbg !746
  %t35 = sub nuw i64 %t292, %t34, !dbg !746
  %t36 = mul i64 %t35, %a19, !dbg !746
  %t37 = mul i64 %t35, %a29, !dbg !746
  %t38 = mul i64 %t35, %a39, !dbg !746
  %t39 = mul i64 %t35, %a48, !dbg !746
  br label %b4, !dbg !746

b4:                                               ; preds = %b3, %b2
  %t40 = phi i64 [ %t32, %b3 ], [ %t292, %b2 ]
  %t41 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t42 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  %t43 = phi i64 [ %t38, %b3 ], [ 0, %b2 ]
  %t44 = phi i64 [ %t39, %b3 ], [ 0, %b2 ]
  br i1 %t16, label %b5, label %b6, !dbg !746

b5:                                               ; preds = %b4
  %t46 = udiv i64 %t40, %a8, !dbg !746
  %t48 = mul i64 %t46, %a8, !dbg !746
  %t49 = sub i64 %t40, %t48, !dbg !746
  %t50 = mul i64 %t49, %a18, !dbg !746
  %t51 = add i64 %t50, %t41, !dbg !746
  %t52 = mul i64 %t49, %a28, !dbg !746
  %t53 = add i64 %t52, %t42, !dbg !746
  %t54 = mul i64 %t49, %a38, !dbg !746
  %t55 = add i64 %t54, %t43, !dbg !746
  %t56 = mul i64 %t49, %a47, !dbg !746
  %t57 = add i64 %t56, %t44, !dbg !746
  br label %b6, !dbg !746

b6:                                               ; preds = %b5, %b4
  %t58 = phi i64 [ %t46, %b5 ], [ %t40, %b4 ]
  %t59 = phi i64 [ %t51, %b5 ], [ %t41, %b4 ]
  %t60 = phi i64 [ %t53, %b5 ], [ %t42, %b4 ]
  %t61 = phi i64 [ %t55, %b5 ], [ %t43, %b4 ]
  %t62 = phi i64 [ %t57, %b5 ], [ %t44, %b4 ]
  br i1 %t18, label %b7, label %b8, !dbg !746

b7:                                               ; preds = %b6
  %t64 = udiv i64 %t58, %a7, !dbg !746
  %t66 = mul i64 %t64, %a7, !dbg !746
  %t67 = sub i64 %t58, %t66, !dbg !746
  %t68 = mul i64 %t67, %a17, !dbg !746
  %t69 = add i64 %t68, %t59, !dbg !746
  %t70 = mul i64 %t67, %a27, !dbg !746
  %t71 = add i64 %t70, %t60, !dbg !746
  %t72 = mul i64 %t67, %a37, !dbg !746
  %t73 = add i64 %t72, %t61, !dbg !746
  %t74 = mul i64 %t67, %a46, !dbg !746
  %t75 = add i64 %t74, %t62, !dbg !746
  br label %b8, !dbg !746

b8:                                               ; preds = %b7, %b6
  %t76 = phi i64 [ %t64, %b7 ], [ %t58, %b6 ]
  %t77 = phi i64 [ %t69, %b7 ], [ %t59, %b6 ]
  %t78 = phi i64 [ %t71, %b7 ], [ %t60, %b6 ]
  %t79 = phi i64 [ %t73, %b7 ], [ %t61, %b6 ]
  %t80 = phi i64 [ %t75, %b7 ], [ %t62, %b6 ]
  br i1 %t20, label %b9, label %b10, !dbg !746

b9:                                               ; preds = %b8
  %t82 = udiv i64 %t76, %a6, !dbg !746
  %t84 = mul i64 %t82, %a6, !dbg !746
  %t85 = sub i64 %t76, %t84, !dbg !746
  %t86 = mul i64 %t85, %a16, !dbg !746
  %t87 = add i64 %t86, %t77, !dbg !746
  %t88 = mul i64 %t85, %a26, !dbg !746
  %t89 = add i64 %t88, %t78, !dbg !746
  %t90 = mul i64 %t85, %a36, !dbg !746
  %t91 = add i64 %t90, %t79, !dbg !746
  %t92 = mul i64 %t85, %a45, !dbg !746
  %t93 = add i64 %t92, %t80, !dbg !746
  br label %b10, !dbg !746

b10:                                              ; preds = %b9, %b8
  %t94 = phi i64 [ %t82, %b9 ], [ %t76, %b8 ]
  %t95 = phi i64 [ %t87, %b9 ], [ %t77, %b8 ]
  %t96 = phi i64 [ %t89, %b9 ], [ %t78, %b8 ]
  %t97 = phi i64 [ %t91, %b9 ], [ %t79, %b8 ]
  %t98 = phi i64 [ %t93, %b9 ], [ %t80, %b8 ]
  br i1 %t22, label %b11, label %b12, !dbg !746

b11:                                              ; preds = %b10
  %t100 = udiv i64 %t94, %a5, !dbg !746
  %t102 = mul i64 %t100, %a5, !dbg !746
  %t103 = sub i64 %t94, %t102, !dbg !746
  %t104 = mul i64 %t103, %a15, !dbg !746
  %t105 = add i64 %t104, %t95, !dbg !746
  %t106 = mul i64 %t103, %a25, !dbg !746
  %t107 = add i64 %t106, %t96, !dbg !746
  %t108 = mul i64 %t103, %a35, !dbg !746
  %t109 = add i64 %t108, %t97, !dbg !746
  %t110 = mul i64 %t103, %a44, !dbg !746
  %t111 = add i64 %t110, %t98, !dbg !746
  br label %b12, !dbg !746

b12:                                              ; preds = %b11, %b10
  %t112 = phi i64 [ %t100, %b11 ], [ %t94, %b10 ]
  %t113 = phi i64 [ %t105, %b11 ], [ %t95, %b10 ]
  %t114 = phi i64 [ %t107, %b11 ], [ %t96, %b10 ]
  %t115 = phi i64 [ %t109, %b11 ], [ %t97, %b10 ]
  %t116 = phi i64 [ %t111, %b11 ], [ %t98, %b10 ]
  br i1 %t24, label %b13, label %b14, !dbg !746

b13:                                              ; preds = %b12
  %t118 = udiv i64 %t112, %a4, !dbg !746
  %t120 = mul i64 %t118, %a4, !dbg !746
  %t121 = sub i64 %t112, %t120, !dbg !746
  %t122 = mul i64 %t121, %a14, !dbg !746
  %t123 = add i64 %t122, %t113, !dbg !746
  %t124 = mul i64 %t121, %a24, !dbg !746
  %t125 = add i64 %t124, %t114, !dbg !746
  %t126 = mul i64 %t121, %a34, !dbg !746
  %t127 = add i64 %t126, %t115, !dbg !746
  %t128 = mul i64 %t121, %a43, !dbg !746
  %t129 = add i64 %t128, %t116, !dbg !746
  br label %b14, !dbg !746

b14:                                              ; preds = %b13, %b12
  %t130 = phi i64 [ %t118, %b13 ], [ %t112, %b12 ]
  %t131 = phi i64 [ %t123, %b13 ], [ %t113, %b12 ]
  %t132 = phi i64 [ %t125, %b13 ], [ %t114, %b12 ]
  %t133 = phi i64 [ %t127, %b13 ], [ %t115, %b12 ]
  %t134 = phi i64 [ %t129, %b13 ], [ %t116, %b12 ]
  br i1 %t26, label %b15, label %b16, !dbg !746

b15:                                              ; preds = %b14
  %t136 = udiv i64 %t130, %a3, !dbg !746
  %t138 = mul i64 %t136, %a3, !dbg !746
  %t139 = sub i64 %t130, %t138, !dbg !746
  %t140 = mul i64 %t139, %a13, !dbg !746
  %t141 = add i64 %t140, %t131, !dbg !746
  %t142 = mul i64 %t139, %a23, !dbg !746
  %t143 = add i64 %t142, %t132, !dbg !746
  %t144 = mul i64 %t139, %a33, !dbg !746
  %t145 = add i64 %t144, %t133, !dbg !746
  %t146 = mul i64 %t139, %a42, !dbg !746
  %t147 = add i64 %t146, %t134, !dbg !746
  br label %b16, !dbg !746

b16:                                              ; preds = %b15, %b14
  %t148 = phi i64 [ %t136, %b15 ], [ %t130, %b14 ]
  %t149 = phi i64 [ %t141, %b15 ], [ %t131, %b14 ]
  %t150 = phi i64 [ %t143, %b15 ], [ %t132, %b14 ]
  %t151 = phi i64 [ %t145, %b15 ], [ %t133, %b14 ]
  %t152 = phi i64 [ %t147, %b15 ], [ %t134, %b14 ]
  br i1 %t28, label %b17, label %b18, !dbg !746

b17:                                              ; preds = %b16
  %t153 = mul i64 %t148, %a12, !dbg !746
  %t154 = add i64 %t149, %t153, !dbg !746
  %t155 = mul i64 %t148, %a22, !dbg !746
  %t156 = add i64 %t150, %t155, !dbg !746
  %t157 = mul i64 %t148, %a32, !dbg !746
  %t158 = add i64 %t151, %t157, !dbg !746
  %t159 = mul i64 %t148, %a41, !dbg !746
  %t160 = add i64 %t152, %t159, !dbg !746
  br label %b18, !dbg !746

b18:                                              ; preds = %b17, %b16
  %t161 = phi i64 [ %t154, %b17 ], [ %t149, %b16 ]
  %t162 = phi i64 [ %t156, %b17 ], [ %t150, %b16 ]
  %t163 = phi i64 [ %t158, %b17 ], [ %t151, %b16 ]
  %t164 = phi i64 [ %t160, %b17 ], [ %t152, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !746

b19:                                              ; preds = %b18
  %t165 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t161, !dbg !746
  %.17 = load i16, ptr addrspace(1) %t165, align 2, !dbg !746
  br label %b20, !dbg !746

b20:                                              ; preds = %b19, %b18
  %t167 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !746

b21:                                              ; preds = %b20
  %t168 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t162, !dbg !746
  %.18 = load i16, ptr addrspace(1) %t168, align 2, !dbg !746
  br label %b22, !dbg !746

b22:                                              ; preds = %b21, %b20
  %t170 = phi i16 [ %.18, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !746

b23:                                              ; preds = %b22
  %t171 = getelementptr inbounds i16, ptr addrspace(1) %a30, i64 %t163, !dbg !746
  %.19 = load i16, ptr addrspace(1) %t171, align 2, !dbg !746
  br label %b24, !dbg !746

b24:                                              ; preds = %b23, %b22
  %t173 = phi i16 [ %.19, %b23 ], [ %a31, %b22 ]
  %.20 = bitcast i16 %t167 to half, !dbg !747
  %.21 = bitcast i16 %t170 to half, !dbg !747
  %.22 = bitcast i16 %t173 to half, !dbg !747
  %.23 = tail call half @llvm.fma.f16(half %.20, half %.21, half %.22), !dbg !747
  %t175 = getelementptr inbounds i16, ptr addrspace(1) %a40, i64 %t164, !dbg !746
  store half %.23, ptr addrspace(1) %t175, align 2, !dbg !746
  %t176 = add i64 %t292, %t13, !dbg !746
  %t30 = icmp slt i64 %t176, %a0, !dbg !746
  br i1 %t30, label %b2, label %b25, !dbg !746

b25:                                              ; preds = %b24, %entry
  ret void, !dbg !746
}

; Function Attrs: nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eDequant_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, i8 %a2, ptr addrspace(1) %a3, float %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #3 !dbg !748 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !749
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !749
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !749
  %t3 = sext i32 %.1 to i64, !dbg !749
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !749
  %t5 = sext i32 %.2 to i64, !dbg !749
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !749
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !749
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !749, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !749
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !749
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !749, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !749
  %.15 = add i32 %.14, %.9, !dbg !749
  %.16 = udiv i32 %.15, %.6, !dbg !749
  %t9 = sext i32 %.16 to i64, !dbg !749
  %t10 = mul nsw i64 %t7, %t5, !dbg !749
  %t11 = add nsw i64 %t10, %t3, !dbg !749
  %t12 = mul nsw i64 %t9, %t7, !dbg !749
  %t13 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !749
  %t14 = and i64 %t13, 3, !dbg !749
  %t16 = ptrtoint ptr addrspace(1) %a3 to i64, !dbg !749
  %t17 = and i64 %t16, 15, !dbg !749
  %0 = or i64 %t17, %t14, !dbg !749
  %1 = icmp eq i64 %0, 0, !dbg !749
  %t20 = ashr i64 %a0, 2, !dbg !749
  br i1 %1, label %b1, label %b24, !dbg !749

b1:                                               ; preds = %entry
  %t25 = shl nsw i64 %t12, 2, !dbg !749
  %t372 = icmp slt i64 %t11, %t20, !dbg !749
  br i1 %t372, label %b3.preheader, label %b24, !dbg !749

b3.preheader:                                     ; preds = %b1
  %t23 = shl nsw i64 %t11, 2, !dbg !749
  %t30 = or i64 %t23, 3, !dbg !749
  %t31 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t30, !dbg !749
  %t28 = or i64 %t23, 2, !dbg !749
  %t29 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t28, !dbg !749
  %t26 = or i64 %t23, 1, !dbg !749
  %t27 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t26, !dbg !749
  %t24 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t23, !dbg !749
  br label %b3, !dbg !749

b3:                                               ; preds = %b3.preheader, %b7
  %t367 = phi i64 [ %t130, %b7 ], [ %t11, %b3.preheader ]
  %t356 = phi ptr addrspace(1) [ %t131, %b7 ], [ %t24, %b3.preheader ]
  %t345 = phi ptr addrspace(1) [ %t132, %b7 ], [ %t27, %b3.preheader ]
  %t334 = phi ptr addrspace(1) [ %t133, %b7 ], [ %t29, %b3.preheader ]
  %t323 = phi ptr addrspace(1) [ %t134, %b7 ], [ %t31, %b3.preheader ]
  br i1 %t0.not, label %b5, label %b4, !dbg !749

b4:                                               ; preds = %b3
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t367, !dbg !749
  %.17 = load i32, ptr addrspace(1) %t38, align 4, !dbg !749
  %t41 = trunc i32 %.17 to i8, !dbg !749
  %t42 = lshr i32 %.17, 8, !dbg !749
  %t43 = trunc i32 %t42 to i8, !dbg !749
  %t44 = lshr i32 %.17, 16, !dbg !749
  %t45 = trunc i32 %t44 to i8, !dbg !749
  %t46 = lshr i32 %.17, 24, !dbg !749
  %t47 = trunc i32 %t46 to i8, !dbg !749
  br label %b5, !dbg !749

b5:                                               ; preds = %b4, %b3
  %t48 = phi i8 [ %t41, %b4 ], [ %a2, %b3 ]
  %t49 = phi i8 [ %t43, %b4 ], [ %a2, %b3 ]
  %t50 = phi i8 [ %t45, %b4 ], [ %a2, %b3 ]
  %t51 = phi i8 [ %t47, %b4 ], [ %a2, %b3 ]
  br i1 %t1.not, label %b7, label %b6, !dbg !749

b6:                                               ; preds = %b5
  %t52 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a3, i64 %t367, !dbg !749
  %.18 = load <4 x float>, ptr addrspace(1) %t52, align 16, !dbg !749
  %.19 = extractelement <4 x float> %.18, i64 0, !dbg !749
  %.21 = extractelement <4 x float> %.18, i64 1, !dbg !749
  %.23 = extractelement <4 x float> %.18, i64 2, !dbg !749
  %.25 = extractelement <4 x float> %.18, i64 3, !dbg !749
  br label %b7, !dbg !749

b7:                                               ; preds = %b6, %b5
  %t58 = phi float [ %.19, %b6 ], [ %a4, %b5 ]
  %t59 = phi float [ %.21, %b6 ], [ %a4, %b5 ]
  %t60 = phi float [ %.23, %b6 ], [ %a4, %b5 ]
  %t61 = phi float [ %.25, %b6 ], [ %a4, %b5 ]
  %t62 = and i8 %t48, -128, !dbg !750
  %t63 = zext i8 %t62 to i32, !dbg !753
  %t64 = shl nuw i32 %t63, 24, !dbg !754
  %t65 = and i8 %t48, 127, !dbg !755
  %t66 = zext i8 %t65 to i32, !dbg !756
  %t67 = shl nuw nsw i32 %t66, 20, !dbg !757
  %t68 = add nuw nsw i32 %t67, 1006632960, !dbg !758
  %t69 = uitofp i8 %t65 to float, !dbg !759
  %t70 = fmul float %t69, 0x3F60000000000000, !dbg !760
  %t71 = bitcast float %t70 to i32, !dbg !761
  %t72 = icmp ult i8 %t65, 8, !dbg !762
  %spec.select = select i1 %t72, i32 %t71, i32 %t68, !dbg !762
  %t74 = icmp eq i8 %t65, 127, !dbg !763
  %t75 = select i1 %t74, i32 2143289344, i32 %spec.select, !dbg !763
  %t76 = or i32 %t75, %t64, !dbg !764
  %t77 = bitcast i32 %t76 to float, !dbg !765
  %t78 = fmul float %t58, %t77, !dbg !768
  %t79 = and i8 %t49, -128, !dbg !750
  %t80 = zext i8 %t79 to i32, !dbg !753
  %t81 = shl nuw i32 %t80, 24, !dbg !754
  %t82 = and i8 %t49, 127, !dbg !755
  %t83 = zext i8 %t82 to i32, !dbg !756
  %t84 = shl nuw nsw i32 %t83, 20, !dbg !757
  %t85 = add nuw nsw i32 %t84, 1006632960, !dbg !758
  %t86 = uitofp i8 %t82 to float, !dbg !759
  %t87 = fmul float %t86, 0x3F60000000000000, !dbg !760
  %t88 = bitcast float %t87 to i32, !dbg !761
  %t89 = icmp ult i8 %t82, 8, !dbg !762
  %t90 = select i1 %t89, i32 %t88, i32 %t85, !dbg !762
  %t91 = icmp eq i8 %t82, 127, !dbg !763
  %t92 = select i1 %t91, i32 2143289344, i32 %t90, !dbg !763
  %t93 = or i32 %t92, %t81, !dbg !764
  %t94 = bitcast i32 %t93 to float, !dbg !765
  %t95 = fmul float %t59, %t94, !dbg !768
  %t96 = and i8 %t50, -128, !dbg !750
  %t97 = zext i8 %t96 to i32, !dbg !753
  %t98 = shl nuw i32 %t97, 24, !dbg !754
  %t99 = and i8 %t50, 127, !dbg !755
  %t100 = zext i8 %t99 to i32, !dbg !756
  %t101 = shl nuw nsw i32 %t100, 20, !dbg !757
  %t102 = add nuw nsw i32 %t101, 1006632960, !dbg !758
  %t103 = uitofp i8 %t99 to float, !dbg !759
  %t104 = fmul float %t103, 0x3F60000000000000, !dbg !760
  %t105 = bitcast float %t104 to i32, !dbg !761
  %t106 = icmp ult i8 %t99, 8, !dbg !762
  %t107 = select i1 %t106, i32 %t105, i32 %t102, !dbg !762
  %t108 = icmp eq i8 %t99, 127, !dbg !763
  %t109 = select i1 %t108, i32 2143289344, i32 %t107, !dbg !763
  %t110 = or i32 %t109, %t98, !dbg !764
  %t111 = bitcast i32 %t110 to float, !dbg !765
  %t112 = fmul float %t60, %t111, !dbg !768
  %t113 = and i8 %t51, -128, !dbg !750
  %t114 = zext i8 %t113 to i32, !dbg !753
  %t115 = shl nuw i32 %t114, 24, !dbg !754
  %t116 = and i8 %t51, 127, !dbg !755
  %t117 = zext i8 %t116 to i32, !dbg !756
  %t118 = shl nuw nsw i32 %t117, 20, !dbg !757
  %t119 = add nuw nsw i32 %t118, 1006632960, !dbg !758
  %t120 = uitofp i8 %t116 to float, !dbg !759
  %t121 = fmul float %t120, 0x3F60000000000000, !dbg !760
  %t122 = bitcast float %t121 to i32, !dbg !761
  %t123 = icmp ult i8 %t116, 8, !dbg !762
  %t124 = select i1 %t123, i32 %t122, i32 %t119, !dbg !762
  %t125 = icmp eq i8 %t116, 127, !dbg !763
  %t126 = select i1 %t125, i32 2143289344, i32 %t124, !dbg !763
  %t127 = or i32 %t126, %t115, !dbg !764
  %t128 = bitcast i32 %t127 to float, !dbg !765
  %t129 = fmul float %t61, %t128, !dbg !768
  store float %t78, ptr addrspace(1) %t356, align 4, !dbg !749
  store float %t95, ptr addrspace(1) %t345, align 4, !dbg !749
  store float %t112, ptr addrspace(1) %t334, align 4, !dbg !749
  store float %t129, ptr addrspace(1) %t323, align 4, !dbg !749
  %t130 = add i64 %t367, %t12, !dbg !749
  %t131 = getelementptr inbounds float, ptr addrspace(1) %t356, i64 %t25, !dbg !749
  %t132 = getelementptr inbounds float, ptr addrspace(1) %t345, i64 %t25, !dbg !749
  %t133 = getelementptr inbounds float, ptr addrspace(1) %t334, i64 %t25, !dbg !749
  %t134 = getelementptr inbounds float, ptr addrspace(1) %t323, i64 %t25, !dbg !749
  %t37 = icmp slt i64 %t130, %t20, !dbg !749
  br i1 %t37, label %b3, label %b24, !dbg !749

b24:                                              ; preds = %b7, %b1, %entry
  %t135 = and i64 %a0, -4, !dbg !749
  %t136 = select i1 %1, i64 %t135, i64 0, !dbg !749
  %t137 = add i64 %t11, %t136, !dbg !749
  %t1398 = icmp slt i64 %t137, %a0, !dbg !749
  br i1 %t1398, label %b26, label %b35, !dbg !749

b26:                                              ; preds = %b24, %b30
  %t1389 = phi i64 [ %t164, %b30 ], [ %t137, %b24 ]
  br i1 %t0.not, label %b28, label %b27, !dbg !749

b27:                                              ; preds = %b26
  %t140 = getelementptr inbounds i8, ptr addrspace(1) %a1, i64 %t1389, !dbg !749
  %.27 = load i8, ptr addrspace(1) %t140, align 1, !dbg !749
  br label %b28, !dbg !749

b28:                                              ; preds = %b27, %b26
  %t142 = phi i8 [ %.27, %b27 ], [ %a2, %b26 ]
  br i1 %t1.not, label %b30, label %b29, !dbg !749

b29:                                              ; preds = %b28
  %t143 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t1389, !dbg !749
  %.28 = load float, ptr addrspace(1) %t143, align 4, !dbg !749
  br label %b30, !dbg !749

b30:                                              ; preds = %b29, %b28
  %t145 = phi float [ %.28, %b29 ], [ %a4, %b28 ]
  %t146 = and i8 %t142, -128, !dbg !750
  %t147 = zext i8 %t146 to i32, !dbg !753
  %t148 = shl nuw i32 %t147, 24, !dbg !754
  %t149 = and i8 %t142, 127, !dbg !755
  %t150 = zext i8 %t149 to i32, !dbg !756
  %t151 = shl nuw nsw i32 %t150, 20, !dbg !757
  %t152 = add nuw nsw i32 %t151, 1006632960, !dbg !758
  %t153 = uitofp i8 %t149 to float, !dbg !759
  %t154 = fmul float %t153, 0x3F60000000000000, !dbg !760
  %t155 = bitcast float %t154 to i32, !dbg !761
  %t156 = icmp ult i8 %t149, 8, !dbg !762
  %spec.select1 = select i1 %t156, i32 %t155, i32 %t152, !dbg !762
  %t158 = icmp eq i8 %t149, 127, !dbg !763
  %t159 = select i1 %t158, i32 2143289344, i32 %spec.select1, !dbg !763
  %t160 = or i32 %t159, %t148, !dbg !764
  %t161 = bitcast i32 %t160 to float, !dbg !765
  %t162 = fmul float %t145, %t161, !dbg !768
  %t163 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t1389, !dbg !749
  store float %t162, ptr addrspace(1) %t163, align 4, !dbg !749
  %t164 = add i64 %t1389, %t12, !dbg !749
  %t139 = icmp slt i64 %t164, %a0, !dbg !749
  br i1 %t139, label %b26, label %b35, !dbg !749

b35:                                              ; preds = %b30, %b24
  ret void, !dbg !749
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eDequant_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i8 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #2 !dbg !769 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !770
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !770
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !770
  %t3 = sext i32 %.1 to i64, !dbg !770
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !770
  %t5 = sext i32 %.2 to i64, !dbg !770
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !770
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !770
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !770, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !770
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !770
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !770, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !770
  %.15 = add i32 %.14, %.9, !dbg !770
  %.16 = udiv i32 %.15, %.6, !dbg !770
  %t9 = sext i32 %.16 to i64, !dbg !770
  %t10 = mul nsw i64 %t7, %t5, !dbg !770
  %t11 = add nsw i64 %t10, %t3, !dbg !770
  %t12 = mul nsw i64 %t9, %t7, !dbg !770
  %t13 = icmp sgt i64 %a1, 7, !dbg !770
  %t15 = icmp sgt i64 %a1, 6, !dbg !770
  %t17 = icmp sgt i64 %a1, 5, !dbg !770
  %t19 = icmp sgt i64 %a1, 4, !dbg !770
  %t21 = icmp sgt i64 %a1, 3, !dbg !770
  %t23 = icmp sgt i64 %a1, 2, !dbg !770
  %t25 = icmp sgt i64 %a1, 1, !dbg !770
  %t27 = icmp sgt i64 %a1, 0, !dbg !770
  %t291 = icmp slt i64 %t11, %a0, !dbg !770
  br i1 %t291, label %b2, label %b27, !dbg !770

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t165, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !770

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !770
  %t33 = mul i64 %t31, %a9, !dbg !770
  %t34 = sub nuw i64 %t282, %t33, !dbg !770
  %t35 = mul i64 %t34, %a19, !dbg !770
  %t36 = mul i64 %t34, %a29, !dbg !770
  %t37 = mul i64 %t34, %a38, !dbg !770
  br label %b4, !dbg !770

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !770

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !770
  %t45 = mul i64 %t43, %a8, !dbg !770
  %t46 = sub i64 %t38, %t45, !dbg !770
  %t47 = mul i64 %t46, %a18, !dbg !770
  %t48 = add i64 %t47, %t39, !dbg !770
  %t49 = mul i64 %t46, %a28, !dbg !770
  %t50 = add i64 %t49, %t40, !dbg !770
  %t51 = mul i64 %t46, %a37, !dbg !770
  %t52 = add i64 %t51, %t41, !dbg !770
  br label %b6, !dbg !770

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !770

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !770
  %t60 = mul i64 %t58, %a7, !dbg !770
  %t61 = sub i64 %t53, %t60, !dbg !770
  %t62 = mul i64 %t61, %a17, !dbg !770
  %t63 = add i64 %t62, %t54, !dbg !770
  %t64 = mul i64 %t61, %a27, !dbg !770
  %t65 = add i64 %t64, %t55, !dbg !770
  %t66 = mul i64 %t61, %a36, !dbg !770
  %t67 = add i64 %t66, %t56, !dbg !770
  br label %b8, !dbg !770

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !770

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !770
  %t75 = mul i64 %t73, %a6, !dbg !770
  %t76 = sub i64 %t68, %t75, !dbg !770
  %t77 = mul i64 %t76, %a16, !dbg !770
  %t78 = add i64 %t77, %t69, !dbg !770
  %t79 = mul i64 %t76, %a26, !dbg !770
  %t80 = add i64 %t79, %t70, !dbg !770
  %t81 = mul i64 %t76, %a35, !dbg !770
  %t82 = add i64 %t81, %t71, !dbg !770
  br label %b10, !dbg !770

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !770

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !770
  %t90 = mul i64 %t88, %a5, !dbg !770
  %t91 = sub i64 %t83, %t90, !dbg !770
  %t92 = mul i64 %t91, %a15, !dbg !770
  %t93 = add i64 %t92, %t84, !dbg !770
  %t94 = mul i64 %t91, %a25, !dbg !770
  %t95 = add i64 %t94, %t85, !dbg !770
  %t96 = mul i64 %t91, %a34, !dbg !770
  %t97 = add i64 %t96, %t86, !dbg !770
  br label %b12, !dbg !770

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !770

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !770
  %t105 = mul i64 %t103, %a4, !dbg !770
  %t106 = sub i64 %t98, %t105, !dbg !770
  %t107 = mul i64 %t106, %a14, !dbg !770
  %t108 = add i64 %t107, %t99, !dbg !770
  %t109 = mul i64 %t106, %a24, !dbg !770
  %t110 = add i64 %t109, %t100, !dbg !770
  %t111 = mul i64 %t106, %a33, !dbg !770
  %t112 = add i64 %t111, %t101, !dbg !770
  br label %b14, !dbg !770

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !770

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !770
  %t120 = mul i64 %t118, %a3, !dbg !770
  %t121 = sub i64 %t113, %t120, !dbg !770
  %t122 = mul i64 %t121, %a13, !dbg !770
  %t123 = add i64 %t122, %t114, !dbg !770
  %t124 = mul i64 %t121, %a23, !dbg !770
  %t125 = add i64 %t124, %t115, !dbg !770
  %t126 = mul i64 %t121, %a32, !dbg !770
  %t127 = add i64 %t126, %t116, !dbg !770
  br label %b16, !dbg !770

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !770

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !770
  %t133 = add i64 %t129, %t132, !dbg !770
  %t134 = mul i64 %t128, %a22, !dbg !770
  %t135 = add i64 %t130, %t134, !dbg !770
  %t136 = mul i64 %t128, %a31, !dbg !770
  %t137 = add i64 %t131, %t136, !dbg !770
  br label %b18, !dbg !770

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !770

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i8, ptr addrspace(1) %a10, i64 %t138, !dbg !770
  %.17 = load i8, ptr addrspace(1) %t141, align 1, !dbg !770
  br label %b20, !dbg !770

b20:                                              ; preds = %b19, %b18
  %t143 = phi i8 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !770

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t139, !dbg !770
  %.18 = load float, ptr addrspace(1) %t144, align 4, !dbg !770
  br label %b22, !dbg !770

b22:                                              ; preds = %b21, %b20
  %t146 = phi float [ %.18, %b21 ], [ %a21, %b20 ]
  %t147 = and i8 %t143, -128, !dbg !771
  %t148 = zext i8 %t147 to i32, !dbg !773
  %t149 = shl nuw i32 %t148, 24, !dbg !774
  %t150 = and i8 %t143, 127, !dbg !775
  %t151 = zext i8 %t150 to i32, !dbg !776
  %t152 = shl nuw nsw i32 %t151, 20, !dbg !777
  %t153 = add nuw nsw i32 %t152, 1006632960, !dbg !778
  %t154 = uitofp i8 %t150 to float, !dbg !779
  %t155 = fmul float %t154, 0x3F60000000000000, !dbg !780
  %t156 = bitcast float %t155 to i32, !dbg !781
  %t157 = icmp ult i8 %t150, 8, !dbg !782
  %spec.select = select i1 %t157, i32 %t156, i32 %t153, !dbg !782
  %t159 = icmp eq i8 %t150, 127, !dbg !783
  %t160 = select i1 %t159, i32 2143289344, i32 %spec.select, !dbg !783
  %t161 = or i32 %t160, %t149, !dbg !784
  %t162 = bitcast i32 %t161 to float, !dbg !785
  %t163 = fmul float %t146, %t162, !dbg !787
  %t164 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t140, !dbg !770
  store float %t163, ptr addrspace(1) %t164, align 4, !dbg !770
  %t165 = add i64 %t282, %t12, !dbg !770
  %t29 = icmp slt i64 %t165, %a0, !dbg !770
  br i1 %t29, label %b2, label %b27, !dbg !770

b27:                                              ; preds = %b22, %entry
  ret void, !dbg !770
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eQuant_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, float %a2, ptr addrspace(1) %a3, float %a4, ptr addrspace(1) %a5) local_unnamed_addr #2 !dbg !788 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !789
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !789
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !789
  %t3 = sext i32 %.1 to i64, !dbg !789
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !789
  %t5 = sext i32 %.2 to i64, !dbg !789
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !789
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !789
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !789, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !789
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !789
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !789, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !789
  %.15 = add i32 %.14, %.9, !dbg !789
  %.16 = udiv i32 %.15, %.6, !dbg !789
  %t9 = sext i32 %.16 to i64, !dbg !789
  %t10 = mul nsw i64 %t7, %t5, !dbg !789
  %t11 = add nsw i64 %t10, %t3, !dbg !789
  %t12 = mul nsw i64 %t9, %t7, !dbg !789
  %t13 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !789
  %t16 = ptrtoint ptr addrspace(1) %a3 to i64, !dbg !789
  %0 = or i64 %t16, %t13, !dbg !789
  %1 = and i64 %0, 15, !dbg !789
  %t20 = ptrtoint ptr addrspace(1) %a5 to i64, !dbg !789
  %t21 = and i64 %t20, 3, !dbg !789
  %2 = or i64 %t21, %1, !dbg !789
  %3 = icmp eq i64 %2, 0, !dbg !789
  %t24 = ashr i64 %a0, 2, !dbg !789
  %t293 = icmp slt i64 %t11, %t24, !dbg !789
  %or.cond = select i1 %3, i1 %t293, i1 false, !dbg !789
  br i1 %or.cond, label %b3, label %b32, !dbg !789

b3:                                               ; preds = %entry, %b7
  %t284 = phi i64 [ %t157, %b7 ], [ %t11, %entry ]
  br i1 %t0.not, label %b5, label %b4, !dbg !789

b4:                                               ; preds = %b3
  %t30 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t284, !dbg !789
  %.17 = load <4 x float>, ptr addrspace(1) %t30, align 16, !dbg !789
  %.18 = extractelement <4 x float> %.17, i64 0, !dbg !789
  %.20 = extractelement <4 x float> %.17, i64 1, !dbg !789
  %.22 = extractelement <4 x float> %.17, i64 2, !dbg !789
  %.24 = extractelement <4 x float> %.17, i64 3, !dbg !789
  br label %b5, !dbg !789

b5:                                               ; preds = %b4, %b3
  %t36 = phi float [ %.18, %b4 ], [ %a2, %b3 ]
  %t37 = phi float [ %.20, %b4 ], [ %a2, %b3 ]
  %t38 = phi float [ %.22, %b4 ], [ %a2, %b3 ]
  %t39 = phi float [ %.24, %b4 ], [ %a2, %b3 ]
  br i1 %t1.not, label %b7, label %b6, !dbg !789

b6:                                               ; preds = %b5
  %t40 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a3, i64 %t284, !dbg !789
  %.26 = load <4 x float>, ptr addrspace(1) %t40, align 16, !dbg !789
  %.27 = extractelement <4 x float> %.26, i64 0, !dbg !789
  %.29 = extractelement <4 x float> %.26, i64 1, !dbg !789
  %.31 = extractelement <4 x float> %.26, i64 2, !dbg !789
  %.33 = extractelement <4 x float> %.26, i64 3, !dbg !789
  br label %b7, !dbg !789

b7:                                               ; preds = %b6, %b5
  %t46 = phi float [ %.27, %b6 ], [ %a4, %b5 ]
  %t47 = phi float [ %.29, %b6 ], [ %a4, %b5 ]
  %t48 = phi float [ %.31, %b6 ], [ %a4, %b5 ]
  %t49 = phi float [ %.33, %b6 ], [ %a4, %b5 ]
  %t50 = fmul float %t36, %t46, !dbg !790
  %.35 = fcmp ogt float %t50, -4.480000e+02, !dbg !791
  %.36 = select i1 %.35, float %t50, float -4.480000e+02, !dbg !791
  %.37 = fcmp oeq float %t50, -4.480000e+02, !dbg !791
  %.38 = bitcast float %t50 to i32, !dbg !791
  %.40 = and i32 %.38, -1008730112, !dbg !791
  %.41 = bitcast i32 %.40 to float, !dbg !791
  %.42 = select i1 %.37, float %.41, float %.36, !dbg !791
  %.43 = fcmp uno float %t50, 0.000000e+00, !dbg !791
  %.44 = select i1 %.43, float %t50, float %.42, !dbg !791
  %.47 = fcmp olt float %.44, 4.480000e+02, !dbg !792
  %.48 = select i1 %.47, float %.44, float 4.480000e+02, !dbg !792
  %.49 = fcmp oeq float %.44, 4.480000e+02, !dbg !792
  %.50 = bitcast float %.44 to i32, !dbg !792
  %.52 = or i32 %.50, 1138753536, !dbg !792
  %.53 = bitcast i32 %.52 to float, !dbg !792
  %.54 = select i1 %.49, float %.53, float %.48, !dbg !792
  %.55 = fcmp uno float %.44, 0.000000e+00, !dbg !792
  %.56 = select i1 %.55, float %.44, float %.54, !dbg !792
  %t53 = bitcast float %.56 to i32, !dbg !793
  %t54 = lshr i32 %t53, 24, !dbg !794
  %t55 = and i32 %t54, 128, !dbg !796
  %t56 = and i32 %t53, 2147483647, !dbg !797
  %t57 = lshr i32 %t53, 20, !dbg !798
  %t58 = and i32 %t57, 1, !dbg !799
  %t59 = add nsw i32 %t56, -1006108673, !dbg !800
  %t60 = add nsw i32 %t59, %t58, !dbg !801
  %t61 = lshr i32 %t60, 20, !dbg !802
  %4 = tail call i32 @llvm.umin.i32(i32 %t61, i32 127), !dbg !803
  %t64 = bitcast i32 %t56 to float, !dbg !804
  %t65 = fadd float %t64, 1.638400e+04, !dbg !805
  %t66 = bitcast float %t65 to i32, !dbg !806
  %t68 = icmp ult i32 %t56, 1015021568, !dbg !807
  %t69 = select i1 %t68, i32 %t66, i32 %4, !dbg !807
  %t70 = icmp ugt i32 %t56, 2139095039, !dbg !808
  %t74 = fmul float %t37, %t47, !dbg !790
  %.59 = fcmp ogt float %t74, -4.480000e+02, !dbg !791
  %.60 = select i1 %.59, float %t74, float -4.480000e+02, !dbg !791
  %.61 = fcmp oeq float %t74, -4.480000e+02, !dbg !791
  %.62 = bitcast float %t74 to i32, !dbg !791
  %.64 = and i32 %.62, -1008730112, !dbg !791
  %.65 = bitcast i32 %.64 to float, !dbg !791
  %.66 = select i1 %.61, float %.65, float %.60, !dbg !791
  %.67 = fcmp uno float %t74, 0.000000e+00, !dbg !791
  %.68 = select i1 %.67, float %t74, float %.66, !dbg !791
  %.71 = fcmp olt float %.68, 4.480000e+02, !dbg !792
  %.72 = select i1 %.71, float %.68, float 4.480000e+02, !dbg !792
  %.73 = fcmp oeq float %.68, 4.480000e+02, !dbg !792
  %.74 = bitcast float %.68 to i32, !dbg !792
  %.76 = or i32 %.74, 1138753536, !dbg !792
  %.77 = bitcast i32 %.76 to float, !dbg !792
  %.78 = select i1 %.73, float %.77, float %.72, !dbg !792
  %.79 = fcmp uno float %.68, 0.000000e+00, !dbg !792
  %.80 = select i1 %.79, float %.68, float %.78, !dbg !792
  %t77 = bitcast float %.80 to i32, !dbg !793
  %t78 = lshr i32 %t77, 24, !dbg !794
  %t79 = and i32 %t78, 128, !dbg !796
  %t80 = and i32 %t77, 2147483647, !dbg !797
  %t81 = lshr i32 %t77, 20, !dbg !798
  %t82 = and i32 %t81, 1, !dbg !799
  %t83 = add nsw i32 %t80, -1006108673, !dbg !800
  %t84 = add nsw i32 %t83, %t82, !dbg !801
  %t85 = lshr i32 %t84, 20, !dbg !802
  %5 = tail call i32 @llvm.umin.i32(i32 %t85, i32 127), !dbg !803
  %t88 = bitcast i32 %t80 to float, !dbg !804
  %t89 = fadd float %t88, 1.638400e+04, !dbg !805
  %t90 = bitcast float %t89 to i32, !dbg !806
  %t92 = icmp ult i32 %t80, 1015021568, !dbg !807
  %t93 = select i1 %t92, i32 %t90, i32 %5, !dbg !807
  %t94 = icmp ugt i32 %t80, 2139095039, !dbg !808
  %t98 = fmul float %t38, %t48, !dbg !790
  %.83 = fcmp ogt float %t98, -4.480000e+02, !dbg !791
  %.84 = select i1 %.83, float %t98, float -4.480000e+02, !dbg !791
  %.85 = fcmp oeq float %t98, -4.480000e+02, !dbg !791
  %.86 = bitcast float %t98 to i32, !dbg !791
  %.88 = and i32 %.86, -1008730112, !dbg !791
  %.89 = bitcast i32 %.88 to float, !dbg !791
  %.90 = select i1 %.85, float %.89, float %.84, !dbg !791
  %.91 = fcmp uno float %t98, 0.000000e+00, !dbg !791
  %.92 = select i1 %.91, float %t98, float %.90, !dbg !791
  %.95 = fcmp olt float %.92, 4.480000e+02, !dbg !792
  %.96 = select i1 %.95, float %.92, float 4.480000e+02, !dbg !792
  %.97 = fcmp oeq float %.92, 4.480000e+02, !dbg !792
  %.98 = bitcast float %.92 to i32, !dbg !792
  %.100 = or i32 %.98, 1138753536, !dbg !792
  %.101 = bitcast i32 %.100 to float, !dbg !792
  %.102 = select i1 %.97, float %.101, float %.96, !dbg !792
  %.103 = fcmp uno float %.92, 0.000000e+00, !dbg !792
  %.104 = select i1 %.103, float %.92, float %.102, !dbg !792
  %t101 = bitcast float %.104 to i32, !dbg !793
  %t102 = lshr i32 %t101, 24, !dbg !794
  %t103 = and i32 %t102, 128, !dbg !796
  %t104 = and i32 %t101, 2147483647, !dbg !797
  %t105 = lshr i32 %t101, 20, !dbg !798
  %t106 = and i32 %t105, 1, !dbg !799
  %t107 = add nsw i32 %t104, -1006108673, !dbg !800
  %t108 = add nsw i32 %t107, %t106, !dbg !801
  %t109 = lshr i32 %t108, 20, !dbg !802
  %6 = tail call i32 @llvm.umin.i32(i32 %t109, i32 127), !dbg !803
  %t112 = bitcast i32 %t104 to float, !dbg !804
  %t113 = fadd float %t112, 1.638400e+04, !dbg !805
  %t114 = bitcast float %t113 to i32, !dbg !806
  %t116 = icmp ult i32 %t104, 1015021568, !dbg !807
  %t117 = select i1 %t116, i32 %t114, i32 %6, !dbg !807
  %t118 = icmp ugt i32 %t104, 2139095039, !dbg !808
  %t122 = fmul float %t39, %t49, !dbg !790
  %.107 = fcmp ogt float %t122, -4.480000e+02, !dbg !791
  %.108 = select i1 %.107, float %t122, float -4.480000e+02, !dbg !791
  %.109 = fcmp oeq float %t122, -4.480000e+02, !dbg !791
  %.110 = bitcast float %t122 to i32, !dbg !791
  %.112 = and i32 %.110, -1008730112, !dbg !791
  %.113 = bitcast i32 %.112 to float, !dbg !791
  %.114 = select i1 %.109, float %.113, float %.108, !dbg !791
  %.115 = fcmp uno float %t122, 0.000000e+00, !dbg !791
  %.116 = select i1 %.115, float %t122, float %.114, !dbg !791
  %.119 = fcmp olt float %.116, 4.480000e+02, !dbg !792
  %.120 = select i1 %.119, float %.116, float 4.480000e+02, !dbg !792
  %.121 = fcmp oeq float %.116, 4.480000e+02, !dbg !792
  %.122 = bitcast float %.116 to i32, !dbg !792
  %.124 = or i32 %.122, 1138753536, !dbg !792
  %.125 = bitcast i32 %.124 to float, !dbg !792
  %.126 = select i1 %.121, float %.125, float %.120, !dbg !792
  %.127 = fcmp uno float %.116, 0.000000e+00, !dbg !792
  %.128 = select i1 %.127, float %.116, float %.126, !dbg !792
  %t125 = bitcast float %.128 to i32, !dbg !793
  %t128 = and i32 %t125, 2147483647, !dbg !797
  %t129 = lshr i32 %t125, 20, !dbg !798
  %t130 = and i32 %t129, 1, !dbg !799
  %t131 = add nsw i32 %t128, -1006108673, !dbg !800
  %t132 = add nsw i32 %t131, %t130, !dbg !801
  %t133 = lshr i32 %t132, 20, !dbg !802
  %7 = tail call i32 @llvm.umin.i32(i32 %t133, i32 127), !dbg !803
  %t136 = bitcast i32 %t128 to float, !dbg !804
  %t137 = fadd float %t136, 1.638400e+04, !dbg !805
  %t138 = bitcast float %t137 to i32, !dbg !806
  %t140 = icmp ult i32 %t128, 1015021568, !dbg !807
  %t141 = select i1 %t140, i32 %t138, i32 %7, !dbg !807
  %t142 = icmp ugt i32 %t128, 2139095039, !dbg !808
  %t69.op = and i32 %t69, 255, !dbg !789
  %t71.masked = select i1 %t70, i32 127, i32 %t69.op, !dbg !789
  %t146 = or i32 %t55, %t71.masked, !dbg !789
  %t93.op = and i32 %t93, 255, !dbg !789
  %t95.masked = select i1 %t94, i32 127, i32 %t93.op, !dbg !789
  %t147 = or i32 %t95.masked, %t79, !dbg !789
  %t148 = shl nuw nsw i32 %t147, 8, !dbg !789
  %t149 = or i32 %t148, %t146, !dbg !789
  %t117.op = and i32 %t117, 255, !dbg !789
  %t119.masked = select i1 %t118, i32 127, i32 %t117.op, !dbg !789
  %t150 = or i32 %t119.masked, %t103, !dbg !789
  %t151 = shl nuw nsw i32 %t150, 16, !dbg !789
  %t152 = or i32 %t149, %t151, !dbg !789
  %t141.op = shl i32 %t141, 24, !dbg !789
  %t1532 = select i1 %t142, i32 2130706432, i32 %t141.op, !dbg !789
  %t125.mask = and i32 %t125, -2147483648, !dbg !789
  %t154 = or i32 %t125.mask, %t1532, !dbg !789
  %t155 = or i32 %t152, %t154, !dbg !789
  %t156 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t284, !dbg !789
  store i32 %t155, ptr addrspace(1) %t156, align 4, !dbg !789
  %t157 = add i64 %t284, %t12, !dbg !789
  %t29 = icmp slt i64 %t157, %t24, !dbg !789
  br i1 %t29, label %b3, label %b32, !dbg !789

b32:                                              ; preds = %b7, %entry
  %t158 = and i64 %a0, -4, !dbg !789
  %t159 = select i1 %3, i64 %t158, i64 0, !dbg !789
  %t160 = add i64 %t11, %t159, !dbg !789
  %t1625 = icmp slt i64 %t160, %a0, !dbg !789
  br i1 %t1625, label %b34, label %b45, !dbg !789

b34:                                              ; preds = %b32, %b38
  %t1616 = phi i64 [ %t194, %b38 ], [ %t160, %b32 ]
  br i1 %t0.not, label %b36, label %b35, !dbg !789

b35:                                              ; preds = %b34
  %t163 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t1616, !dbg !789
  %.131 = load float, ptr addrspace(1) %t163, align 4, !dbg !789
  br label %b36, !dbg !789

b36:                                              ; preds = %b35, %b34
  %t165 = phi float [ %.131, %b35 ], [ %a2, %b34 ]
  br i1 %t1.not, label %b38, label %b37, !dbg !789

b37:                                              ; preds = %b36
  %t166 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t1616, !dbg !789
  %.132 = load float, ptr addrspace(1) %t166, align 4, !dbg !789
  br label %b38, !dbg !789

b38:                                              ; preds = %b37, %b36
  %t168 = phi float [ %.132, %b37 ], [ %a4, %b36 ]
  %t169 = fmul float %t165, %t168, !dbg !790
  %.133 = fcmp ogt float %t169, -4.480000e+02, !dbg !791
  %.134 = select i1 %.133, float %t169, float -4.480000e+02, !dbg !791
  %.135 = fcmp oeq float %t169, -4.480000e+02, !dbg !791
  %.136 = bitcast float %t169 to i32, !dbg !791
  %.138 = and i32 %.136, -1008730112, !dbg !791
  %.139 = bitcast i32 %.138 to float, !dbg !791
  %.140 = select i1 %.135, float %.139, float %.134, !dbg !791
  %.141 = fcmp uno float %t169, 0.000000e+00, !dbg !791
  %.142 = select i1 %.141, float %t169, float %.140, !dbg !791
  %.145 = fcmp olt float %.142, 4.480000e+02, !dbg !792
  %.146 = select i1 %.145, float %.142, float 4.480000e+02, !dbg !792
  %.147 = fcmp oeq float %.142, 4.480000e+02, !dbg !792
  %.148 = bitcast float %.142 to i32, !dbg !792
  %.150 = or i32 %.148, 1138753536, !dbg !792
  %.151 = bitcast i32 %.150 to float, !dbg !792
  %.152 = select i1 %.147, float %.151, float %.146, !dbg !792
  %.153 = fcmp uno float %.142, 0.000000e+00, !dbg !792
  %.154 = select i1 %.153, float %.142, float %.152, !dbg !792
  %t172 = bitcast float %.154 to i32, !dbg !793
  %t173 = lshr i32 %t172, 24, !dbg !794
  %t174 = and i32 %t173, 128, !dbg !796
  %t175 = and i32 %t172, 2147483647, !dbg !797
  %t176 = lshr i32 %t172, 20, !dbg !798
  %t177 = and i32 %t176, 1, !dbg !799
  %t178 = add nsw i32 %t175, -1006108673, !dbg !800
  %t179 = add nsw i32 %t178, %t177, !dbg !801
  %t180 = lshr i32 %t179, 20, !dbg !802
  %8 = tail call i32 @llvm.umin.i32(i32 %t180, i32 127), !dbg !803
  %t183 = bitcast i32 %t175 to float, !dbg !804
  %t184 = fadd float %t183, 1.638400e+04, !dbg !805
  %t185 = bitcast float %t184 to i32, !dbg !806
  %t187 = icmp ult i32 %t175, 1015021568, !dbg !807
  %t188 = select i1 %t187, i32 %t185, i32 %8, !dbg !807
  %t189 = icmp ugt i32 %t175, 2139095039, !dbg !808
  %t190 = select i1 %t189, i32 127, i32 %t188, !dbg !808
  %t191 = or i32 %t190, %t174, !dbg !809
  %t192 = trunc i32 %t191 to i8, !dbg !810
  %t193 = getelementptr inbounds i8, ptr addrspace(1) %a5, i64 %t1616, !dbg !789
  store i8 %t192, ptr addrspace(1) %t193, align 1, !dbg !789
  %t194 = add i64 %t1616, %t12, !dbg !789
  %t162 = icmp slt i64 %t194, %a0, !dbg !789
  br i1 %t162, label %b34, label %b45, !dbg !789

b45:                                              ; preds = %b38, %b32
  ret void, !dbg !789
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eQuant_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #2 !dbg !811 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !812
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !812
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !812
  %t3 = sext i32 %.1 to i64, !dbg !812
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !812
  %t5 = sext i32 %.2 to i64, !dbg !812
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !812
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !812
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !812, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !812
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !812
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !812, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !812
  %.15 = add i32 %.14, %.9, !dbg !812
  %.16 = udiv i32 %.15, %.6, !dbg !812
  %t9 = sext i32 %.16 to i64, !dbg !812
  %t10 = mul nsw i64 %t7, %t5, !dbg !812
  %t11 = add nsw i64 %t10, %t3, !dbg !812
  %t12 = mul nsw i64 %t9, %t7, !dbg !812
  %t13 = icmp sgt i64 %a1, 7, !dbg !812
  %t15 = icmp sgt i64 %a1, 6, !dbg !812
  %t17 = icmp sgt i64 %a1, 5, !dbg !812
  %t19 = icmp sgt i64 %a1, 4, !dbg !812
  %t21 = icmp sgt i64 %a1, 3, !dbg !812
  %t23 = icmp sgt i64 %a1, 2, !dbg !812
  %t25 = icmp sgt i64 %a1, 1, !dbg !812
  %t27 = icmp sgt i64 %a1, 0, !dbg !812
  %t291 = icmp slt i64 %t11, %a0, !dbg !812
  br i1 %t291, label %b2, label %b29, !dbg !812

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t172, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !812

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !812
  %t33 = mul i64 %t31, %a9, !dbg !812
  %t34 = sub nuw i64 %t282, %t33, !dbg !812
  %t35 = mul i64 %t34, %a19, !dbg !812
  %t36 = mul i64 %t34, %a29, !dbg !812
  %t37 = mul i64 %t34, %a38, !dbg !812
  br label %b4, !dbg !812

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !812

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !812
  %t45 = mul i64 %t43, %a8, !dbg !812
  %t46 = sub i64 %t38, %t45, !dbg !812
  %t47 = mul i64 %t46, %a18, !dbg !812
  %t48 = add i64 %t47, %t39, !dbg !812
  %t49 = mul i64 %t46, %a28, !dbg !812
  %t50 = add i64 %t49, %t40, !dbg !812
  %t51 = mul i64 %t46, %a37, !dbg !812
  %t52 = add i64 %t51, %t41, !dbg !812
  br label %b6, !dbg !812

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !812

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !812
  %t60 = mul i64 %t58, %a7, !dbg !812
  %t61 = sub i64 %t53, %t60, !dbg !812
  %t62 = mul i64 %t61, %a17, !dbg !812
  %t63 = add i64 %t62, %t54, !dbg !812
  %t64 = mul i64 %t61, %a27, !dbg !812
  %t65 = add i64 %t64, %t55, !dbg !812
  %t66 = mul i64 %t61, %a36, !dbg !812
  %t67 = add i64 %t66, %t56, !dbg !812
  br label %b8, !dbg !812

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !812

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !812
  %t75 = mul i64 %t73, %a6, !dbg !812
  %t76 = sub i64 %t68, %t75, !dbg !812
  %t77 = mul i64 %t76, %a16, !dbg !812
  %t78 = add i64 %t77, %t69, !dbg !812
  %t79 = mul i64 %t76, %a26, !dbg !812
  %t80 = add i64 %t79, %t70, !dbg !812
  %t81 = mul i64 %t76, %a35, !dbg !812
  %t82 = add i64 %t81, %t71, !dbg !812
  br label %b10, !dbg !812

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !812

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !812
  %t90 = mul i64 %t88, %a5, !dbg !812
  %t91 = sub i64 %t83, %t90, !dbg !812
  %t92 = mul i64 %t91, %a15, !dbg !812
  %t93 = add i64 %t92, %t84, !dbg !812
  %t94 = mul i64 %t91, %a25, !dbg !812
  %t95 = add i64 %t94, %t85, !dbg !812
  %t96 = mul i64 %t91, %a34, !dbg !812
  %t97 = add i64 %t96, %t86, !dbg !812
  br label %b12, !dbg !812

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !812

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !812
  %t105 = mul i64 %t103, %a4, !dbg !812
  %t106 = sub i64 %t98, %t105, !dbg !812
  %t107 = mul i64 %t106, %a14, !dbg !812
  %t108 = add i64 %t107, %t99, !dbg !812
  %t109 = mul i64 %t106, %a24, !dbg !812
  %t110 = add i64 %t109, %t100, !dbg !812
  %t111 = mul i64 %t106, %a33, !dbg !812
  %t112 = add i64 %t111, %t101, !dbg !812
  br label %b14, !dbg !812

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !812

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !812
  %t120 = mul i64 %t118, %a3, !dbg !812
  %t121 = sub i64 %t113, %t120, !dbg !812
  %t122 = mul i64 %t121, %a13, !dbg !812
  %t123 = add i64 %t122, %t114, !dbg !812
  %t124 = mul i64 %t121, %a23, !dbg !812
  %t125 = add i64 %t124, %t115, !dbg !812
  %t126 = mul i64 %t121, %a32, !dbg !812
  %t127 = add i64 %t126, %t116, !dbg !812
  br label %b16, !dbg !812

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !812

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !812
  %t133 = add i64 %t129, %t132, !dbg !812
  %t134 = mul i64 %t128, %a22, !dbg !812
  %t135 = add i64 %t130, %t134, !dbg !812
  %t136 = mul i64 %t128, %a31, !dbg !812
  %t137 = add i64 %t131, %t136, !dbg !812
  br label %b18, !dbg !812

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !812

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t138, !dbg !812
  %.17 = load float, ptr addrspace(1) %t141, align 4, !dbg !812
  br label %b20, !dbg !812

b20:                                              ; preds = %b19, %b18
  %t143 = phi float [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !812

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t139, !dbg !812
  %.18 = load float, ptr addrspace(1) %t144, align 4, !dbg !812
  br label %b22, !dbg !812

b22:                                              ; preds = %b21, %b20
  %t146 = phi float [ %.18, %b21 ], [ %a21, %b20 ]
  %t147 = fmul float %t143, %t146, !dbg !813
  %.19 = fcmp ogt float %t147, -4.480000e+02, !dbg !814
  %.20 = select i1 %.19, float %t147, float -4.480000e+02, !dbg !814
  %.21 = fcmp oeq float %t147, -4.480000e+02, !dbg !814
  %.22 = bitcast float %t147 to i32, !dbg !814
  %.24 = and i32 %.22, -1008730112, !dbg !814
  %.25 = bitcast i32 %.24 to float, !dbg !814
  %.26 = select i1 %.21, float %.25, float %.20, !dbg !814
  %.27 = fcmp uno float %t147, 0.000000e+00, !dbg !814
  %.28 = select i1 %.27, float %t147, float %.26, !dbg !814
  %.31 = fcmp olt float %.28, 4.480000e+02, !dbg !815
  %.32 = select i1 %.31, float %.28, float 4.480000e+02, !dbg !815
  %.33 = fcmp oeq float %.28, 4.480000e+02, !dbg !815
  %.34 = bitcast float %.28 to i32, !dbg !815
  %.36 = or i32 %.34, 1138753536, !dbg !815
  %.37 = bitcast i32 %.36 to float, !dbg !815
  %.38 = select i1 %.33, float %.37, float %.32, !dbg !815
  %.39 = fcmp uno float %.28, 0.000000e+00, !dbg !815
  %.40 = select i1 %.39, float %.28, float %.38, !dbg !815
  %t150 = bitcast float %.40 to i32, !dbg !816
  %t151 = lshr i32 %t150, 24, !dbg !817
  %t152 = and i32 %t151, 128, !dbg !819
  %t153 = and i32 %t150, 2147483647, !dbg !820
  %t154 = lshr i32 %t150, 20, !dbg !821
  %t155 = and i32 %t154, 1, !dbg !822
  %t156 = add nsw i32 %t153, -1006108673, !dbg !823
  %t157 = add nsw i32 %t156, %t155, !dbg !824
  %t158 = lshr i32 %t157, 20, !dbg !825
  %0 = tail call i32 @llvm.umin.i32(i32 %t158, i32 127), !dbg !826
  %t161 = bitcast i32 %t153 to float, !dbg !827
  %t162 = fadd float %t161, 1.638400e+04, !dbg !828
  %t163 = bitcast float %t162 to i32, !dbg !829
  %t165 = icmp ult i32 %t153, 1015021568, !dbg !830
  %t166 = select i1 %t165, i32 %t163, i32 %0, !dbg !830
  %t167 = icmp ugt i32 %t153, 2139095039, !dbg !831
  %t168 = select i1 %t167, i32 127, i32 %t166, !dbg !831
  %t169 = or i32 %t168, %t152, !dbg !832
  %t170 = trunc i32 %t169 to i8, !dbg !833
  %t171 = getelementptr inbounds i8, ptr addrspace(1) %a30, i64 %t140, !dbg !812
  store i8 %t170, ptr addrspace(1) %t171, align 1, !dbg !812
  %t172 = add i64 %t282, %t12, !dbg !812
  %t29 = icmp slt i64 %t172, %a0, !dbg !812
  br i1 %t29, label %b2, label %b29, !dbg !812

b29:                                              ; preds = %b22, %entry
  ret void, !dbg !812
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i1 @llvm.amdgcn.class.f64(double, i32) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #4

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #6

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #7

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.amdgcn.sqrt.f32(float) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.y() #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.copysign.f64(double, double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare half @llvm.fma.f16(half, half, half) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fma.f64(double, double, double) #8

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.fshl.i64(i64, i64, i64) #9

; Function Attrs: nounwind readonly
declare i64 @llvm.read_register.i64(metadata) #10

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umin.i32(i32, i32) #9

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #2 = { argmemonly nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #3 = { nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { convergent mustprogress nofree nounwind readnone willreturn }
attributes #6 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #7 = { convergent mustprogress nounwind willreturn }
attributes #8 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { nounwind readonly }
attributes #11 = { convergent }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eMatMulTiled", scope: !1, file: !1, line: 94, type: !5, scopeLine: 94, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 97, column: 21, scope: !4)
!8 = !DILocation(line: 105, column: 10, scope: !4)
!9 = !DILocation(line: 108, column: 22, scope: !4)
!10 = !DILocation(line: 111, column: 5, scope: !4)
!11 = !DILocation(line: 111, column: 9, scope: !4)
!12 = !DILocation(line: 112, column: 5, scope: !4)
!13 = !DILocation(line: 112, column: 9, scope: !4)
!14 = !DILocation(line: 115, column: 28, scope: !4)
!15 = !DILocation(line: 106, column: 13, scope: !4)
!16 = !DILocation(line: 109, column: 13, scope: !4)
!17 = !DILocation(line: 101, column: 16, scope: !4)
!18 = !DILocation(line: 105, column: 18, scope: !4)
!19 = !DILocation(line: 105, column: 22, scope: !4)
!20 = !DILocation(line: 108, column: 7, scope: !4)
!21 = !DILocation(line: 108, column: 11, scope: !4)
!22 = !DILocation(line: 113, column: 16, scope: !4)
!23 = !DILocation(line: 115, column: 17, scope: !4)
!24 = !DILocation(line: 115, column: 4, scope: !4)
!25 = !DILocation(line: 117, column: 16, scope: !4)
!26 = !DILocation(line: 101, column: 21, scope: !4)
!27 = !DILocation(line: 119, column: 20, scope: !4)
!28 = !DILocation(line: 119, column: 9, scope: !4)
!29 = !DILocation(line: 120, column: 8, scope: !4)
!30 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eAxpy", scope: !1, file: !1, line: 129, type: !5, scopeLine: 129, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = !DILocation(line: 130, column: 14, scope: !30)
!32 = !DILocation(line: 131, column: 7, scope: !30)
!33 = !DILocation(line: 132, column: 20, scope: !30)
!34 = !DILocation(line: 132, column: 13, scope: !30)
!35 = !DILocation(line: 132, column: 17, scope: !30)
!36 = !DILocation(line: 132, column: 4, scope: !30)
!37 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eDiscriminant_5f_5fcontig", scope: !1, file: !1, line: 14, type: !5, scopeLine: 14, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = !DILocation(line: 14, column: 6, scope: !37)
!39 = !DILocation(line: 15, column: 39, scope: !37)
!40 = !DILocation(line: 15, column: 16, scope: !37)
!41 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eDiscriminant_5f_5fstrided", scope: !1, file: !1, line: 14, type: !5, scopeLine: 14, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = !DILocation(line: 14, column: 6, scope: !41)
!43 = !DILocation(line: 15, column: 39, scope: !41)
!44 = !DILocation(line: 15, column: 16, scope: !41)
!45 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eExpSin_5f_5fcontig", scope: !1, file: !1, line: 25, type: !5, scopeLine: 25, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!46 = !DILocation(line: 25, column: 6, scope: !45)
!47 = !DILocation(line: 25, column: 50, scope: !45)
!48 = !DILocation(line: 25, column: 52, scope: !45)
!49 = !DILocation(line: 39, column: 11, scope: !50)
!50 = !DILexicalBlockFile(scope: !45, file: !51, discriminator: 0)
!51 = !DIFile(filename: "math/bits.go", directory: "")
!52 = !DILocation(line: 112, column: 12, scope: !53)
!53 = !DILexicalBlockFile(scope: !45, file: !54, discriminator: 0)
!54 = !DIFile(filename: "math/exp.go", directory: "")
!55 = !DILocation(line: 114, column: 9, scope: !53)
!56 = !DILocation(line: 116, column: 9, scope: !53)
!57 = !DILocation(line: 118, column: 17, scope: !53)
!58 = !DILocation(line: 118, column: 26, scope: !53)
!59 = !DILocation(line: 119, column: 12, scope: !53)
!60 = !DILocation(line: 119, column: 3, scope: !53)
!61 = !DILocation(line: 125, column: 9, scope: !53)
!62 = !DILocation(line: 126, column: 19, scope: !53)
!63 = !DILocation(line: 126, column: 10, scope: !53)
!64 = !DILocation(line: 130, column: 19, scope: !53)
!65 = !DILocation(line: 130, column: 10, scope: !53)
!66 = !DILocation(line: 131, column: 19, scope: !53)
!67 = !DILocation(line: 193, column: 10, scope: !53)
!68 = !DILocation(line: 194, column: 9, scope: !53)
!69 = !DILocation(line: 195, column: 34, scope: !53)
!70 = !DILocation(line: 195, column: 28, scope: !53)
!71 = !DILocation(line: 195, column: 22, scope: !53)
!72 = !DILocation(line: 195, column: 16, scope: !53)
!73 = !DILocation(line: 195, column: 9, scope: !53)
!74 = !DILocation(line: 196, column: 20, scope: !53)
!75 = !DILocation(line: 196, column: 26, scope: !53)
!76 = !DILocation(line: 196, column: 23, scope: !53)
!77 = !DILocation(line: 196, column: 16, scope: !53)
!78 = !DILocation(line: 196, column: 9, scope: !53)
!79 = !DILocation(line: 25, column: 12, scope: !80)
!80 = !DILexicalBlockFile(scope: !45, file: !81, discriminator: 0)
!81 = !DIFile(filename: "math/ldexp.go", directory: "")
!82 = !DILocation(line: 56, column: 11, scope: !50)
!83 = !DILocation(line: 27, column: 30, scope: !80)
!84 = !DILocation(line: 27, column: 12, scope: !80)
!85 = !DILocation(line: 63, column: 12, scope: !50)
!86 = !DILocation(line: 32, column: 18, scope: !80)
!87 = !DILocation(line: 33, column: 14, scope: !80)
!88 = !DILocation(line: 33, column: 22, scope: !80)
!89 = !DILocation(line: 33, column: 28, scope: !80)
!90 = !DILocation(line: 31, column: 2, scope: !80)
!91 = !DILocation(line: 33, column: 2, scope: !80)
!92 = !DILocation(line: 34, column: 9, scope: !80)
!93 = !DILocation(line: 35, column: 18, scope: !80)
!94 = !DILocation(line: 35, column: 3, scope: !80)
!95 = !DILocation(line: 37, column: 9, scope: !80)
!96 = !DILocation(line: 38, column: 11, scope: !80)
!97 = !DILocation(line: 0, scope: !80)
!98 = !DILocation(line: 44, column: 9, scope: !80)
!99 = !DILocation(line: 48, column: 2, scope: !80)
!100 = !DILocation(line: 49, column: 24, scope: !80)
!101 = !DILocation(line: 49, column: 2, scope: !80)
!102 = !DILocation(line: 50, column: 28, scope: !80)
!103 = !DILocation(line: 50, column: 11, scope: !80)
!104 = !DILocation(line: 50, column: 2, scope: !80)
!105 = !DILocation(line: 127, column: 9, scope: !53)
!106 = !DILocation(line: 128, column: 19, scope: !53)
!107 = !DILocation(line: 128, column: 10, scope: !53)
!108 = !DILocation(line: 200, column: 22, scope: !109)
!109 = !DILexicalBlockFile(scope: !45, file: !110, discriminator: 0)
!110 = !DIFile(filename: "math/sin.go", directory: "")
!111 = !DILocation(line: 200, column: 9, scope: !109)
!112 = !DILocation(line: 202, column: 12, scope: !109)
!113 = !DILocation(line: 208, column: 7, scope: !109)
!114 = !DILocation(line: 215, column: 7, scope: !109)
!115 = !DILocation(line: 38, column: 19, scope: !116)
!116 = !DILexicalBlockFile(scope: !45, file: !117, discriminator: 0)
!117 = !DIFile(filename: "math/trig_reduce.go", directory: "")
!118 = !DILocation(line: 39, column: 15, scope: !116)
!119 = !DILocation(line: 39, column: 22, scope: !116)
!120 = !DILocation(line: 40, column: 2, scope: !116)
!121 = !DILocation(line: 41, column: 2, scope: !116)
!122 = !DILocation(line: 45, column: 29, scope: !116)
!123 = !DILocation(line: 45, column: 33, scope: !116)
!124 = !DILocation(line: 45, column: 50, scope: !116)
!125 = !DILocation(line: 46, column: 13, scope: !116)
!126 = !DILocation(line: 46, column: 21, scope: !116)
!127 = !DILocation(line: 46, column: 47, scope: !116)
!128 = !DILocation(line: 46, column: 41, scope: !116)
!129 = !DILocation(line: 46, column: 58, scope: !116)
!130 = !DILocation(line: 46, column: 51, scope: !116)
!131 = !DILocation(line: 46, column: 34, scope: !116)
!132 = !DILocation(line: 47, column: 23, scope: !116)
!133 = !DILocation(line: 47, column: 49, scope: !116)
!134 = !DILocation(line: 47, column: 43, scope: !116)
!135 = !DILocation(line: 47, column: 53, scope: !116)
!136 = !DILocation(line: 47, column: 36, scope: !116)
!137 = !DILocation(line: 48, column: 23, scope: !116)
!138 = !DILocation(line: 48, column: 49, scope: !116)
!139 = !DILocation(line: 48, column: 43, scope: !116)
!140 = !DILocation(line: 48, column: 53, scope: !116)
!141 = !DILocation(line: 48, column: 36, scope: !116)
!142 = !DILocation(line: 472, column: 10, scope: !143)
!143 = !DILexicalBlockFile(scope: !45, file: !144, discriminator: 0)
!144 = !DIFile(filename: "math/bits/bits.go", directory: "")
!145 = !DILocation(line: 473, column: 10, scope: !143)
!146 = !DILocation(line: 474, column: 10, scope: !143)
!147 = !DILocation(line: 475, column: 10, scope: !143)
!148 = !DILocation(line: 476, column: 11, scope: !143)
!149 = !DILocation(line: 477, column: 9, scope: !143)
!150 = !DILocation(line: 477, column: 17, scope: !143)
!151 = !DILocation(line: 477, column: 13, scope: !143)
!152 = !DILocation(line: 478, column: 10, scope: !143)
!153 = !DILocation(line: 479, column: 10, scope: !143)
!154 = !DILocation(line: 480, column: 11, scope: !143)
!155 = !DILocation(line: 480, column: 2, scope: !143)
!156 = !DILocation(line: 481, column: 9, scope: !143)
!157 = !DILocation(line: 481, column: 13, scope: !143)
!158 = !DILocation(line: 481, column: 22, scope: !143)
!159 = !DILocation(line: 481, column: 18, scope: !143)
!160 = !DILocation(line: 482, column: 9, scope: !143)
!161 = !DILocation(line: 52, column: 13, scope: !116)
!162 = !DILocation(line: 387, column: 10, scope: !143)
!163 = !DILocation(line: 391, column: 17, scope: !143)
!164 = !DILocation(line: 391, column: 28, scope: !143)
!165 = !DILocation(line: 391, column: 33, scope: !143)
!166 = !DILocation(line: 391, column: 22, scope: !143)
!167 = !DILocation(line: 391, column: 42, scope: !143)
!168 = !DILocation(line: 387, column: 14, scope: !143)
!169 = !DILocation(line: 56, column: 9, scope: !116)
!170 = !DILocation(line: 58, column: 13, scope: !116)
!171 = !DILocation(line: 59, column: 32, scope: !116)
!172 = !{i64 0, i64 65}
!173 = !DILocation(line: 60, column: 25, scope: !116)
!174 = !DILocation(line: 62, column: 11, scope: !116)
!175 = !DILocation(line: 62, column: 37, scope: !116)
!176 = !DILocation(line: 62, column: 30, scope: !116)
!177 = !DILocation(line: 62, column: 24, scope: !116)
!178 = !DILocation(line: 63, column: 2, scope: !116)
!179 = !DILocation(line: 65, column: 10, scope: !116)
!180 = !DILocation(line: 65, column: 2, scope: !116)
!181 = !DILocation(line: 66, column: 21, scope: !116)
!182 = !DILocation(line: 68, column: 9, scope: !116)
!183 = !DILocation(line: 69, column: 3, scope: !116)
!184 = !DILocation(line: 70, column: 3, scope: !116)
!185 = !DILocation(line: 71, column: 3, scope: !116)
!186 = !DILocation(line: 74, column: 14, scope: !116)
!187 = !DILocation(line: 216, column: 20, scope: !109)
!188 = !DILocation(line: 230, column: 7, scope: !109)
!189 = !DILocation(line: 232, column: 3, scope: !109)
!190 = !DILocation(line: 234, column: 10, scope: !109)
!191 = !DILocation(line: 235, column: 7, scope: !109)
!192 = !DILocation(line: 236, column: 11, scope: !109)
!193 = !DILocation(line: 236, column: 20, scope: !109)
!194 = !DILocation(line: 236, column: 24, scope: !109)
!195 = !DILocation(line: 236, column: 45, scope: !109)
!196 = !DILocation(line: 236, column: 57, scope: !109)
!197 = !DILocation(line: 236, column: 69, scope: !109)
!198 = !DILocation(line: 236, column: 81, scope: !109)
!199 = !DILocation(line: 236, column: 93, scope: !109)
!200 = !DILocation(line: 214, column: 6, scope: !109)
!201 = !DILocation(line: 243, column: 2, scope: !109)
!202 = !DILocation(line: 218, column: 16, scope: !109)
!203 = !DILocation(line: 218, column: 13, scope: !109)
!204 = !DILocation(line: 219, column: 14, scope: !109)
!205 = !DILocation(line: 222, column: 7, scope: !109)
!206 = !DILocation(line: 222, column: 10, scope: !109)
!207 = !DILocation(line: 226, column: 3, scope: !109)
!208 = !DILocation(line: 227, column: 11, scope: !109)
!209 = !DILocation(line: 227, column: 21, scope: !109)
!210 = !DILocation(line: 227, column: 31, scope: !109)
!211 = !DILocation(line: 25, column: 56, scope: !45)
!212 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eExpSin_5f_5fstrided", scope: !1, file: !1, line: 25, type: !5, scopeLine: 25, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!213 = !DILocation(line: 25, column: 6, scope: !212)
!214 = !DILocation(line: 25, column: 50, scope: !212)
!215 = !DILocation(line: 25, column: 52, scope: !212)
!216 = !DILocation(line: 39, column: 11, scope: !217)
!217 = !DILexicalBlockFile(scope: !212, file: !51, discriminator: 0)
!218 = !DILocation(line: 112, column: 12, scope: !219)
!219 = !DILexicalBlockFile(scope: !212, file: !54, discriminator: 0)
!220 = !DILocation(line: 114, column: 9, scope: !219)
!221 = !DILocation(line: 116, column: 9, scope: !219)
!222 = !DILocation(line: 118, column: 17, scope: !219)
!223 = !DILocation(line: 118, column: 26, scope: !219)
!224 = !DILocation(line: 119, column: 12, scope: !219)
!225 = !DILocation(line: 119, column: 3, scope: !219)
!226 = !DILocation(line: 125, column: 9, scope: !219)
!227 = !DILocation(line: 126, column: 19, scope: !219)
!228 = !DILocation(line: 126, column: 10, scope: !219)
!229 = !DILocation(line: 130, column: 19, scope: !219)
!230 = !DILocation(line: 130, column: 10, scope: !219)
!231 = !DILocation(line: 131, column: 19, scope: !219)
!232 = !DILocation(line: 193, column: 10, scope: !219)
!233 = !DILocation(line: 194, column: 9, scope: !219)
!234 = !DILocation(line: 195, column: 34, scope: !219)
!235 = !DILocation(line: 195, column: 28, scope: !219)
!236 = !DILocation(line: 195, column: 22, scope: !219)
!237 = !DILocation(line: 195, column: 16, scope: !219)
!238 = !DILocation(line: 195, column: 9, scope: !219)
!239 = !DILocation(line: 196, column: 20, scope: !219)
!240 = !DILocation(line: 196, column: 26, scope: !219)
!241 = !DILocation(line: 196, column: 23, scope: !219)
!242 = !DILocation(line: 196, column: 16, scope: !219)
!243 = !DILocation(line: 196, column: 9, scope: !219)
!244 = !DILocation(line: 25, column: 12, scope: !245)
!245 = !DILexicalBlockFile(scope: !212, file: !81, discriminator: 0)
!246 = !DILocation(line: 56, column: 11, scope: !217)
!247 = !DILocation(line: 27, column: 30, scope: !245)
!248 = !DILocation(line: 27, column: 12, scope: !245)
!249 = !DILocation(line: 63, column: 12, scope: !217)
!250 = !DILocation(line: 32, column: 18, scope: !245)
!251 = !DILocation(line: 33, column: 14, scope: !245)
!252 = !DILocation(line: 33, column: 22, scope: !245)
!253 = !DILocation(line: 33, column: 28, scope: !245)
!254 = !DILocation(line: 31, column: 2, scope: !245)
!255 = !DILocation(line: 33, column: 2, scope: !245)
!256 = !DILocation(line: 34, column: 9, scope: !245)
!257 = !DILocation(line: 35, column: 18, scope: !245)
!258 = !DILocation(line: 35, column: 3, scope: !245)
!259 = !DILocation(line: 37, column: 9, scope: !245)
!260 = !DILocation(line: 38, column: 11, scope: !245)
!261 = !DILocation(line: 0, scope: !245)
!262 = !DILocation(line: 44, column: 9, scope: !245)
!263 = !DILocation(line: 48, column: 2, scope: !245)
!264 = !DILocation(line: 49, column: 24, scope: !245)
!265 = !DILocation(line: 49, column: 2, scope: !245)
!266 = !DILocation(line: 50, column: 28, scope: !245)
!267 = !DILocation(line: 50, column: 11, scope: !245)
!268 = !DILocation(line: 50, column: 2, scope: !245)
!269 = !DILocation(line: 127, column: 9, scope: !219)
!270 = !DILocation(line: 128, column: 19, scope: !219)
!271 = !DILocation(line: 128, column: 10, scope: !219)
!272 = !DILocation(line: 200, column: 22, scope: !273)
!273 = !DILexicalBlockFile(scope: !212, file: !110, discriminator: 0)
!274 = !DILocation(line: 200, column: 9, scope: !273)
!275 = !DILocation(line: 202, column: 12, scope: !273)
!276 = !DILocation(line: 208, column: 7, scope: !273)
!277 = !DILocation(line: 215, column: 7, scope: !273)
!278 = !DILocation(line: 38, column: 19, scope: !279)
!279 = !DILexicalBlockFile(scope: !212, file: !117, discriminator: 0)
!280 = !DILocation(line: 39, column: 15, scope: !279)
!281 = !DILocation(line: 39, column: 22, scope: !279)
!282 = !DILocation(line: 40, column: 2, scope: !279)
!283 = !DILocation(line: 41, column: 2, scope: !279)
!284 = !DILocation(line: 45, column: 29, scope: !279)
!285 = !DILocation(line: 45, column: 33, scope: !279)
!286 = !DILocation(line: 45, column: 50, scope: !279)
!287 = !DILocation(line: 46, column: 13, scope: !279)
!288 = !DILocation(line: 46, column: 21, scope: !279)
!289 = !DILocation(line: 46, column: 47, scope: !279)
!290 = !DILocation(line: 46, column: 41, scope: !279)
!291 = !DILocation(line: 46, column: 58, scope: !279)
!292 = !DILocation(line: 46, column: 51, scope: !279)
!293 = !DILocation(line: 46, column: 34, scope: !279)
!294 = !DILocation(line: 47, column: 23, scope: !279)
!295 = !DILocation(line: 47, column: 49, scope: !279)
!296 = !DILocation(line: 47, column: 43, scope: !279)
!297 = !DILocation(line: 47, column: 53, scope: !279)
!298 = !DILocation(line: 47, column: 36, scope: !279)
!299 = !DILocation(line: 48, column: 23, scope: !279)
!300 = !DILocation(line: 48, column: 49, scope: !279)
!301 = !DILocation(line: 48, column: 43, scope: !279)
!302 = !DILocation(line: 48, column: 53, scope: !279)
!303 = !DILocation(line: 48, column: 36, scope: !279)
!304 = !DILocation(line: 472, column: 10, scope: !305)
!305 = !DILexicalBlockFile(scope: !212, file: !144, discriminator: 0)
!306 = !DILocation(line: 473, column: 10, scope: !305)
!307 = !DILocation(line: 474, column: 10, scope: !305)
!308 = !DILocation(line: 475, column: 10, scope: !305)
!309 = !DILocation(line: 476, column: 11, scope: !305)
!310 = !DILocation(line: 477, column: 9, scope: !305)
!311 = !DILocation(line: 477, column: 17, scope: !305)
!312 = !DILocation(line: 477, column: 13, scope: !305)
!313 = !DILocation(line: 478, column: 10, scope: !305)
!314 = !DILocation(line: 479, column: 10, scope: !305)
!315 = !DILocation(line: 480, column: 11, scope: !305)
!316 = !DILocation(line: 480, column: 2, scope: !305)
!317 = !DILocation(line: 481, column: 9, scope: !305)
!318 = !DILocation(line: 481, column: 13, scope: !305)
!319 = !DILocation(line: 481, column: 22, scope: !305)
!320 = !DILocation(line: 481, column: 18, scope: !305)
!321 = !DILocation(line: 482, column: 9, scope: !305)
!322 = !DILocation(line: 52, column: 13, scope: !279)
!323 = !DILocation(line: 387, column: 10, scope: !305)
!324 = !DILocation(line: 391, column: 17, scope: !305)
!325 = !DILocation(line: 391, column: 28, scope: !305)
!326 = !DILocation(line: 391, column: 33, scope: !305)
!327 = !DILocation(line: 391, column: 22, scope: !305)
!328 = !DILocation(line: 391, column: 42, scope: !305)
!329 = !DILocation(line: 387, column: 14, scope: !305)
!330 = !DILocation(line: 56, column: 9, scope: !279)
!331 = !DILocation(line: 58, column: 13, scope: !279)
!332 = !DILocation(line: 59, column: 32, scope: !279)
!333 = !DILocation(line: 60, column: 25, scope: !279)
!334 = !DILocation(line: 62, column: 11, scope: !279)
!335 = !DILocation(line: 62, column: 37, scope: !279)
!336 = !DILocation(line: 62, column: 30, scope: !279)
!337 = !DILocation(line: 62, column: 24, scope: !279)
!338 = !DILocation(line: 63, column: 2, scope: !279)
!339 = !DILocation(line: 65, column: 10, scope: !279)
!340 = !DILocation(line: 65, column: 2, scope: !279)
!341 = !DILocation(line: 66, column: 21, scope: !279)
!342 = !DILocation(line: 68, column: 9, scope: !279)
!343 = !DILocation(line: 69, column: 3, scope: !279)
!344 = !DILocation(line: 70, column: 3, scope: !279)
!345 = !DILocation(line: 71, column: 3, scope: !279)
!346 = !DILocation(line: 74, column: 14, scope: !279)
!347 = !DILocation(line: 216, column: 20, scope: !273)
!348 = !DILocation(line: 230, column: 7, scope: !273)
!349 = !DILocation(line: 232, column: 3, scope: !273)
!350 = !DILocation(line: 234, column: 10, scope: !273)
!351 = !DILocation(line: 235, column: 7, scope: !273)
!352 = !DILocation(line: 236, column: 11, scope: !273)
!353 = !DILocation(line: 236, column: 20, scope: !273)
!354 = !DILocation(line: 236, column: 24, scope: !273)
!355 = !DILocation(line: 236, column: 45, scope: !273)
!356 = !DILocation(line: 236, column: 57, scope: !273)
!357 = !DILocation(line: 236, column: 69, scope: !273)
!358 = !DILocation(line: 236, column: 81, scope: !273)
!359 = !DILocation(line: 236, column: 93, scope: !273)
!360 = !DILocation(line: 214, column: 6, scope: !273)
!361 = !DILocation(line: 243, column: 2, scope: !273)
!362 = !DILocation(line: 218, column: 16, scope: !273)
!363 = !DILocation(line: 218, column: 13, scope: !273)
!364 = !DILocation(line: 219, column: 14, scope: !273)
!365 = !DILocation(line: 222, column: 7, scope: !273)
!366 = !DILocation(line: 222, column: 10, scope: !273)
!367 = !DILocation(line: 226, column: 3, scope: !273)
!368 = !DILocation(line: 227, column: 11, scope: !273)
!369 = !DILocation(line: 227, column: 21, scope: !273)
!370 = !DILocation(line: 227, column: 31, scope: !273)
!371 = !DILocation(line: 25, column: 56, scope: !212)
!372 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eExpSin32_5f_5fcontig", scope: !1, file: !1, line: 33, type: !5, scopeLine: 33, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!373 = !DILocation(line: 33, column: 6, scope: !372)
!374 = !DILocation(line: 34, column: 34, scope: !372)
!375 = !DILocation(line: 34, column: 36, scope: !372)
!376 = !DILocation(line: 34, column: 33, scope: !372)
!377 = !DILocation(line: 39, column: 11, scope: !378)
!378 = !DILexicalBlockFile(scope: !372, file: !51, discriminator: 0)
!379 = !DILocation(line: 112, column: 12, scope: !380)
!380 = !DILexicalBlockFile(scope: !372, file: !54, discriminator: 0)
!381 = !DILocation(line: 114, column: 9, scope: !380)
!382 = !DILocation(line: 116, column: 9, scope: !380)
!383 = !DILocation(line: 118, column: 17, scope: !380)
!384 = !DILocation(line: 118, column: 26, scope: !380)
!385 = !DILocation(line: 119, column: 12, scope: !380)
!386 = !DILocation(line: 119, column: 3, scope: !380)
!387 = !DILocation(line: 125, column: 9, scope: !380)
!388 = !DILocation(line: 126, column: 19, scope: !380)
!389 = !DILocation(line: 126, column: 10, scope: !380)
!390 = !DILocation(line: 130, column: 19, scope: !380)
!391 = !DILocation(line: 130, column: 10, scope: !380)
!392 = !DILocation(line: 131, column: 19, scope: !380)
!393 = !DILocation(line: 193, column: 10, scope: !380)
!394 = !DILocation(line: 194, column: 9, scope: !380)
!395 = !DILocation(line: 195, column: 34, scope: !380)
!396 = !DILocation(line: 195, column: 28, scope: !380)
!397 = !DILocation(line: 195, column: 22, scope: !380)
!398 = !DILocation(line: 195, column: 16, scope: !380)
!399 = !DILocation(line: 195, column: 9, scope: !380)
!400 = !DILocation(line: 196, column: 20, scope: !380)
!401 = !DILocation(line: 196, column: 26, scope: !380)
!402 = !DILocation(line: 196, column: 23, scope: !380)
!403 = !DILocation(line: 196, column: 16, scope: !380)
!404 = !DILocation(line: 196, column: 9, scope: !380)
!405 = !DILocation(line: 25, column: 12, scope: !406)
!406 = !DILexicalBlockFile(scope: !372, file: !81, discriminator: 0)
!407 = !DILocation(line: 56, column: 11, scope: !378)
!408 = !DILocation(line: 27, column: 30, scope: !406)
!409 = !DILocation(line: 27, column: 12, scope: !406)
!410 = !DILocation(line: 63, column: 12, scope: !378)
!411 = !DILocation(line: 32, column: 18, scope: !406)
!412 = !DILocation(line: 33, column: 14, scope: !406)
!413 = !DILocation(line: 33, column: 22, scope: !406)
!414 = !DILocation(line: 33, column: 28, scope: !406)
!415 = !DILocation(line: 31, column: 2, scope: !406)
!416 = !DILocation(line: 33, column: 2, scope: !406)
!417 = !DILocation(line: 34, column: 9, scope: !406)
!418 = !DILocation(line: 35, column: 18, scope: !406)
!419 = !DILocation(line: 35, column: 3, scope: !406)
!420 = !DILocation(line: 37, column: 9, scope: !406)
!421 = !DILocation(line: 38, column: 11, scope: !406)
!422 = !DILocation(line: 0, scope: !406)
!423 = !DILocation(line: 44, column: 9, scope: !406)
!424 = !DILocation(line: 48, column: 2, scope: !406)
!425 = !DILocation(line: 49, column: 24, scope: !406)
!426 = !DILocation(line: 49, column: 2, scope: !406)
!427 = !DILocation(line: 50, column: 28, scope: !406)
!428 = !DILocation(line: 50, column: 11, scope: !406)
!429 = !DILocation(line: 50, column: 2, scope: !406)
!430 = !DILocation(line: 127, column: 9, scope: !380)
!431 = !DILocation(line: 128, column: 19, scope: !380)
!432 = !DILocation(line: 128, column: 10, scope: !380)
!433 = !DILocation(line: 34, column: 16, scope: !372)
!434 = !DILocation(line: 34, column: 68, scope: !372)
!435 = !DILocation(line: 200, column: 22, scope: !436)
!436 = !DILexicalBlockFile(scope: !372, file: !110, discriminator: 0)
!437 = !DILocation(line: 200, column: 9, scope: !436)
!438 = !DILocation(line: 202, column: 12, scope: !436)
!439 = !DILocation(line: 208, column: 7, scope: !436)
!440 = !DILocation(line: 215, column: 7, scope: !436)
!441 = !DILocation(line: 38, column: 19, scope: !442)
!442 = !DILexicalBlockFile(scope: !372, file: !117, discriminator: 0)
!443 = !DILocation(line: 39, column: 15, scope: !442)
!444 = !DILocation(line: 39, column: 22, scope: !442)
!445 = !DILocation(line: 40, column: 2, scope: !442)
!446 = !DILocation(line: 41, column: 2, scope: !442)
!447 = !DILocation(line: 45, column: 29, scope: !442)
!448 = !DILocation(line: 45, column: 33, scope: !442)
!449 = !DILocation(line: 45, column: 50, scope: !442)
!450 = !DILocation(line: 46, column: 13, scope: !442)
!451 = !DILocation(line: 46, column: 21, scope: !442)
!452 = !DILocation(line: 46, column: 47, scope: !442)
!453 = !DILocation(line: 46, column: 41, scope: !442)
!454 = !DILocation(line: 46, column: 58, scope: !442)
!455 = !DILocation(line: 46, column: 51, scope: !442)
!456 = !DILocation(line: 46, column: 34, scope: !442)
!457 = !DILocation(line: 47, column: 23, scope: !442)
!458 = !DILocation(line: 47, column: 49, scope: !442)
!459 = !DILocation(line: 47, column: 43, scope: !442)
!460 = !DILocation(line: 47, column: 53, scope: !442)
!461 = !DILocation(line: 47, column: 36, scope: !442)
!462 = !DILocation(line: 48, column: 23, scope: !442)
!463 = !DILocation(line: 48, column: 49, scope: !442)
!464 = !DILocation(line: 48, column: 43, scope: !442)
!465 = !DILocation(line: 48, column: 53, scope: !442)
!466 = !DILocation(line: 48, column: 36, scope: !442)
!467 = !DILocation(line: 472, column: 10, scope: !468)
!468 = !DILexicalBlockFile(scope: !372, file: !144, discriminator: 0)
!469 = !DILocation(line: 473, column: 10, scope: !468)
!470 = !DILocation(line: 474, column: 10, scope: !468)
!471 = !DILocation(line: 475, column: 10, scope: !468)
!472 = !DILocation(line: 476, column: 11, scope: !468)
!473 = !DILocation(line: 477, column: 9, scope: !468)
!474 = !DILocation(line: 477, column: 17, scope: !468)
!475 = !DILocation(line: 477, column: 13, scope: !468)
!476 = !DILocation(line: 478, column: 10, scope: !468)
!477 = !DILocation(line: 479, column: 10, scope: !468)
!478 = !DILocation(line: 480, column: 11, scope: !468)
!479 = !DILocation(line: 480, column: 2, scope: !468)
!480 = !DILocation(line: 481, column: 9, scope: !468)
!481 = !DILocation(line: 481, column: 13, scope: !468)
!482 = !DILocation(line: 481, column: 22, scope: !468)
!483 = !DILocation(line: 481, column: 18, scope: !468)
!484 = !DILocation(line: 482, column: 9, scope: !468)
!485 = !DILocation(line: 52, column: 13, scope: !442)
!486 = !DILocation(line: 387, column: 10, scope: !468)
!487 = !DILocation(line: 391, column: 17, scope: !468)
!488 = !DILocation(line: 391, column: 28, scope: !468)
!489 = !DILocation(line: 391, column: 33, scope: !468)
!490 = !DILocation(line: 391, column: 22, scope: !468)
!491 = !DILocation(line: 391, column: 42, scope: !468)
!492 = !DILocation(line: 387, column: 14, scope: !468)
!493 = !DILocation(line: 56, column: 9, scope: !442)
!494 = !DILocation(line: 58, column: 13, scope: !442)
!495 = !DILocation(line: 59, column: 32, scope: !442)
!496 = !DILocation(line: 60, column: 25, scope: !442)
!497 = !DILocation(line: 62, column: 11, scope: !442)
!498 = !DILocation(line: 62, column: 37, scope: !442)
!499 = !DILocation(line: 62, column: 30, scope: !442)
!500 = !DILocation(line: 62, column: 24, scope: !442)
!501 = !DILocation(line: 63, column: 2, scope: !442)
!502 = !DILocation(line: 65, column: 10, scope: !442)
!503 = !DILocation(line: 65, column: 2, scope: !442)
!504 = !DILocation(line: 66, column: 21, scope: !442)
!505 = !DILocation(line: 68, column: 9, scope: !442)
!506 = !DILocation(line: 69, column: 3, scope: !442)
!507 = !DILocation(line: 70, column: 3, scope: !442)
!508 = !DILocation(line: 71, column: 3, scope: !442)
!509 = !DILocation(line: 74, column: 14, scope: !442)
!510 = !DILocation(line: 216, column: 20, scope: !436)
!511 = !DILocation(line: 230, column: 7, scope: !436)
!512 = !DILocation(line: 232, column: 3, scope: !436)
!513 = !DILocation(line: 234, column: 10, scope: !436)
!514 = !DILocation(line: 235, column: 7, scope: !436)
!515 = !DILocation(line: 236, column: 11, scope: !436)
!516 = !DILocation(line: 236, column: 20, scope: !436)
!517 = !DILocation(line: 236, column: 24, scope: !436)
!518 = !DILocation(line: 236, column: 45, scope: !436)
!519 = !DILocation(line: 236, column: 57, scope: !436)
!520 = !DILocation(line: 236, column: 69, scope: !436)
!521 = !DILocation(line: 236, column: 81, scope: !436)
!522 = !DILocation(line: 236, column: 93, scope: !436)
!523 = !DILocation(line: 214, column: 6, scope: !436)
!524 = !DILocation(line: 243, column: 2, scope: !436)
!525 = !DILocation(line: 218, column: 16, scope: !436)
!526 = !DILocation(line: 218, column: 13, scope: !436)
!527 = !DILocation(line: 219, column: 14, scope: !436)
!528 = !DILocation(line: 222, column: 7, scope: !436)
!529 = !DILocation(line: 222, column: 10, scope: !436)
!530 = !DILocation(line: 226, column: 3, scope: !436)
!531 = !DILocation(line: 227, column: 11, scope: !436)
!532 = !DILocation(line: 227, column: 21, scope: !436)
!533 = !DILocation(line: 227, column: 31, scope: !436)
!534 = !DILocation(line: 34, column: 51, scope: !372)
!535 = !DILocation(line: 34, column: 42, scope: !372)
!536 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eExpSin32_5f_5fstrided", scope: !1, file: !1, line: 33, type: !5, scopeLine: 33, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!537 = !DILocation(line: 33, column: 6, scope: !536)
!538 = !DILocation(line: 34, column: 34, scope: !536)
!539 = !DILocation(line: 34, column: 36, scope: !536)
!540 = !DILocation(line: 34, column: 33, scope: !536)
!541 = !DILocation(line: 39, column: 11, scope: !542)
!542 = !DILexicalBlockFile(scope: !536, file: !51, discriminator: 0)
!543 = !DILocation(line: 112, column: 12, scope: !544)
!544 = !DILexicalBlockFile(scope: !536, file: !54, discriminator: 0)
!545 = !DILocation(line: 114, column: 9, scope: !544)
!546 = !DILocation(line: 116, column: 9, scope: !544)
!547 = !DILocation(line: 118, column: 17, scope: !544)
!548 = !DILocation(line: 118, column: 26, scope: !544)
!549 = !DILocation(line: 119, column: 12, scope: !544)
!550 = !DILocation(line: 119, column: 3, scope: !544)
!551 = !DILocation(line: 125, column: 9, scope: !544)
!552 = !DILocation(line: 126, column: 19, scope: !544)
!553 = !DILocation(line: 126, column: 10, scope: !544)
!554 = !DILocation(line: 130, column: 19, scope: !544)
!555 = !DILocation(line: 130, column: 10, scope: !544)
!556 = !DILocation(line: 131, column: 19, scope: !544)
!557 = !DILocation(line: 193, column: 10, scope: !544)
!558 = !DILocation(line: 194, column: 9, scope: !544)
!559 = !DILocation(line: 195, column: 34, scope: !544)
!560 = !DILocation(line: 195, column: 28, scope: !544)
!561 = !DILocation(line: 195, column: 22, scope: !544)
!562 = !DILocation(line: 195, column: 16, scope: !544)
!563 = !DILocation(line: 195, column: 9, scope: !544)
!564 = !DILocation(line: 196, column: 20, scope: !544)
!565 = !DILocation(line: 196, column: 26, scope: !544)
!566 = !DILocation(line: 196, column: 23, scope: !544)
!567 = !DILocation(line: 196, column: 16, scope: !544)
!568 = !DILocation(line: 196, column: 9, scope: !544)
!569 = !DILocation(line: 25, column: 12, scope: !570)
!570 = !DILexicalBlockFile(scope: !536, file: !81, discriminator: 0)
!571 = !DILocation(line: 56, column: 11, scope: !542)
!572 = !DILocation(line: 27, column: 30, scope: !570)
!573 = !DILocation(line: 27, column: 12, scope: !570)
!574 = !DILocation(line: 63, column: 12, scope: !542)
!575 = !DILocation(line: 32, column: 18, scope: !570)
!576 = !DILocation(line: 33, column: 14, scope: !570)
!577 = !DILocation(line: 33, column: 22, scope: !570)
!578 = !DILocation(line: 33, column: 28, scope: !570)
!579 = !DILocation(line: 31, column: 2, scope: !570)
!580 = !DILocation(line: 33, column: 2, scope: !570)
!581 = !DILocation(line: 34, column: 9, scope: !570)
!582 = !DILocation(line: 35, column: 18, scope: !570)
!583 = !DILocation(line: 35, column: 3, scope: !570)
!584 = !DILocation(line: 37, column: 9, scope: !570)
!585 = !DILocation(line: 38, column: 11, scope: !570)
!586 = !DILocation(line: 0, scope: !570)
!587 = !DILocation(line: 44, column: 9, scope: !570)
!588 = !DILocation(line: 48, column: 2, scope: !570)
!589 = !DILocation(line: 49, column: 24, scope: !570)
!590 = !DILocation(line: 49, column: 2, scope: !570)
!591 = !DILocation(line: 50, column: 28, scope: !570)
!592 = !DILocation(line: 50, column: 11, scope: !570)
!593 = !DILocation(line: 50, column: 2, scope: !570)
!594 = !DILocation(line: 127, column: 9, scope: !544)
!595 = !DILocation(line: 128, column: 19, scope: !544)
!596 = !DILocation(line: 128, column: 10, scope: !544)
!597 = !DILocation(line: 34, column: 16, scope: !536)
!598 = !DILocation(line: 34, column: 68, scope: !536)
!599 = !DILocation(line: 200, column: 22, scope: !600)
!600 = !DILexicalBlockFile(scope: !536, file: !110, discriminator: 0)
!601 = !DILocation(line: 200, column: 9, scope: !600)
!602 = !DILocation(line: 202, column: 12, scope: !600)
!603 = !DILocation(line: 208, column: 7, scope: !600)
!604 = !DILocation(line: 215, column: 7, scope: !600)
!605 = !DILocation(line: 38, column: 19, scope: !606)
!606 = !DILexicalBlockFile(scope: !536, file: !117, discriminator: 0)
!607 = !DILocation(line: 39, column: 15, scope: !606)
!608 = !DILocation(line: 39, column: 22, scope: !606)
!609 = !DILocation(line: 40, column: 2, scope: !606)
!610 = !DILocation(line: 41, column: 2, scope: !606)
!611 = !DILocation(line: 45, column: 29, scope: !606)
!612 = !DILocation(line: 45, column: 33, scope: !606)
!613 = !DILocation(line: 45, column: 50, scope: !606)
!614 = !DILocation(line: 46, column: 13, scope: !606)
!615 = !DILocation(line: 46, column: 21, scope: !606)
!616 = !DILocation(line: 46, column: 47, scope: !606)
!617 = !DILocation(line: 46, column: 41, scope: !606)
!618 = !DILocation(line: 46, column: 58, scope: !606)
!619 = !DILocation(line: 46, column: 51, scope: !606)
!620 = !DILocation(line: 46, column: 34, scope: !606)
!621 = !DILocation(line: 47, column: 23, scope: !606)
!622 = !DILocation(line: 47, column: 49, scope: !606)
!623 = !DILocation(line: 47, column: 43, scope: !606)
!624 = !DILocation(line: 47, column: 53, scope: !606)
!625 = !DILocation(line: 47, column: 36, scope: !606)
!626 = !DILocation(line: 48, column: 23, scope: !606)
!627 = !DILocation(line: 48, column: 49, scope: !606)
!628 = !DILocation(line: 48, column: 43, scope: !606)
!629 = !DILocation(line: 48, column: 53, scope: !606)
!630 = !DILocation(line: 48, column: 36, scope: !606)
!631 = !DILocation(line: 472, column: 10, scope: !632)
!632 = !DILexicalBlockFile(scope: !536, file: !144, discriminator: 0)
!633 = !DILocation(line: 473, column: 10, scope: !632)
!634 = !DILocation(line: 474, column: 10, scope: !632)
!635 = !DILocation(line: 475, column: 10, scope: !632)
!636 = !DILocation(line: 476, column: 11, scope: !632)
!637 = !DILocation(line: 477, column: 9, scope: !632)
!638 = !DILocation(line: 477, column: 17, scope: !632)
!639 = !DILocation(line: 477, column: 13, scope: !632)
!640 = !DILocation(line: 478, column: 10, scope: !632)
!641 = !DILocation(line: 479, column: 10, scope: !632)
!642 = !DILocation(line: 480, column: 11, scope: !632)
!643 = !DILocation(line: 480, column: 2, scope: !632)
!644 = !DILocation(line: 481, column: 9, scope: !632)
!645 = !DILocation(line: 481, column: 13, scope: !632)
!646 = !DILocation(line: 481, column: 22, scope: !632)
!647 = !DILocation(line: 481, column: 18, scope: !632)
!648 = !DILocation(line: 482, column: 9, scope: !632)
!649 = !DILocation(line: 52, column: 13, scope: !606)
!650 = !DILocation(line: 387, column: 10, scope: !632)
!651 = !DILocation(line: 391, column: 17, scope: !632)
!652 = !DILocation(line: 391, column: 28, scope: !632)
!653 = !DILocation(line: 391, column: 33, scope: !632)
!654 = !DILocation(line: 391, column: 22, scope: !632)
!655 = !DILocation(line: 391, column: 42, scope: !632)
!656 = !DILocation(line: 387, column: 14, scope: !632)
!657 = !DILocation(line: 56, column: 9, scope: !606)
!658 = !DILocation(line: 58, column: 13, scope: !606)
!659 = !DILocation(line: 59, column: 32, scope: !606)
!660 = !DILocation(line: 60, column: 25, scope: !606)
!661 = !DILocation(line: 62, column: 11, scope: !606)
!662 = !DILocation(line: 62, column: 37, scope: !606)
!663 = !DILocation(line: 62, column: 30, scope: !606)
!664 = !DILocation(line: 62, column: 24, scope: !606)
!665 = !DILocation(line: 63, column: 2, scope: !606)
!666 = !DILocation(line: 65, column: 10, scope: !606)
!667 = !DILocation(line: 65, column: 2, scope: !606)
!668 = !DILocation(line: 66, column: 21, scope: !606)
!669 = !DILocation(line: 68, column: 9, scope: !606)
!670 = !DILocation(line: 69, column: 3, scope: !606)
!671 = !DILocation(line: 70, column: 3, scope: !606)
!672 = !DILocation(line: 71, column: 3, scope: !606)
!673 = !DILocation(line: 74, column: 14, scope: !606)
!674 = !DILocation(line: 216, column: 20, scope: !600)
!675 = !DILocation(line: 230, column: 7, scope: !600)
!676 = !DILocation(line: 232, column: 3, scope: !600)
!677 = !DILocation(line: 234, column: 10, scope: !600)
!678 = !DILocation(line: 235, column: 7, scope: !600)
!679 = !DILocation(line: 236, column: 11, scope: !600)
!680 = !DILocation(line: 236, column: 20, scope: !600)
!681 = !DILocation(line: 236, column: 24, scope: !600)
!682 = !DILocation(line: 236, column: 45, scope: !600)
!683 = !DILocation(line: 236, column: 57, scope: !600)
!684 = !DILocation(line: 236, column: 69, scope: !600)
!685 = !DILocation(line: 236, column: 81, scope: !600)
!686 = !DILocation(line: 236, column: 93, scope: !600)
!687 = !DILocation(line: 214, column: 6, scope: !600)
!688 = !DILocation(line: 243, column: 2, scope: !600)
!689 = !DILocation(line: 218, column: 16, scope: !600)
!690 = !DILocation(line: 218, column: 13, scope: !600)
!691 = !DILocation(line: 219, column: 14, scope: !600)
!692 = !DILocation(line: 222, column: 7, scope: !600)
!693 = !DILocation(line: 222, column: 10, scope: !600)
!694 = !DILocation(line: 226, column: 3, scope: !600)
!695 = !DILocation(line: 227, column: 11, scope: !600)
!696 = !DILocation(line: 227, column: 21, scope: !600)
!697 = !DILocation(line: 227, column: 31, scope: !600)
!698 = !DILocation(line: 34, column: 51, scope: !536)
!699 = !DILocation(line: 34, column: 42, scope: !536)
!700 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eTriage_5f_5fcontig", scope: !1, file: !1, line: 41, type: !5, scopeLine: 41, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!701 = !DILocation(line: 41, column: 6, scope: !700)
!702 = !DILocation(line: 42, column: 7, scope: !700)
!703 = !DILocation(line: 43, column: 13, scope: !700)
!704 = !DILocation(line: 43, column: 3, scope: !700)
!705 = !DILocation(line: 45, column: 7, scope: !700)
!706 = !DILocation(line: 46, column: 18, scope: !700)
!707 = !DILocation(line: 46, column: 15, scope: !700)
!708 = !DILocation(line: 46, column: 3, scope: !700)
!709 = !DILocation(line: 48, column: 10, scope: !700)
!710 = !DILocation(line: 48, column: 13, scope: !700)
!711 = !DILocation(line: 48, column: 2, scope: !700)
!712 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eTriage_5f_5fstrided", scope: !1, file: !1, line: 41, type: !5, scopeLine: 41, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!713 = !DILocation(line: 41, column: 6, scope: !712)
!714 = !DILocation(line: 42, column: 7, scope: !712)
!715 = !DILocation(line: 43, column: 13, scope: !712)
!716 = !DILocation(line: 43, column: 3, scope: !712)
!717 = !DILocation(line: 45, column: 7, scope: !712)
!718 = !DILocation(line: 46, column: 18, scope: !712)
!719 = !DILocation(line: 46, column: 15, scope: !712)
!720 = !DILocation(line: 46, column: 3, scope: !712)
!721 = !DILocation(line: 48, column: 10, scope: !712)
!722 = !DILocation(line: 48, column: 13, scope: !712)
!723 = !DILocation(line: 48, column: 2, scope: !712)
!724 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1", scope: !1, file: !1, line: 54, type: !5, scopeLine: 54, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!725 = !DILocation(line: 54, column: 6, scope: !724)
!726 = !DILocation(line: 54, column: 43, scope: !724)
!727 = !{!"exec"}
!728 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2", scope: !1, file: !1, line: 54, type: !5, scopeLine: 54, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!729 = !DILocation(line: 54, column: 6, scope: !728)
!730 = !DILocation(line: 54, column: 43, scope: !728)
!731 = distinct !{!731, !732, !733, !734}
!732 = !{!"llvm.loop.unroll.disable"}
!733 = !{!"llvm.loop.vectorize.width", i32 1}
!734 = !{!"llvm.loop.interleave.count", i32 1}
!735 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1", scope: !1, file: !1, line: 59, type: !5, scopeLine: 59, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!736 = !DILocation(line: 59, column: 6, scope: !735)
!737 = !DILocation(line: 59, column: 46, scope: !735)
!738 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2", scope: !1, file: !1, line: 59, type: !5, scopeLine: 59, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!739 = !DILocation(line: 59, column: 6, scope: !738)
!740 = !DILocation(line: 59, column: 46, scope: !738)
!741 = distinct !{!741, !732, !733, !734}
!742 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eHalfFma_5f_5fcontig", scope: !1, file: !1, line: 65, type: !5, scopeLine: 65, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!743 = !DILocation(line: 65, column: 6, scope: !742)
!744 = !DILocation(line: 65, column: 67, scope: !742)
!745 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eHalfFma_5f_5fstrided", scope: !1, file: !1, line: 65, type: !5, scopeLine: 65, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!746 = !DILocation(line: 65, column: 6, scope: !745)
!747 = !DILocation(line: 65, column: 67, scope: !745)
!748 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eDequant_5f_5fcontig", scope: !1, file: !1, line: 71, type: !5, scopeLine: 71, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!749 = !DILocation(line: 71, column: 6, scope: !748)
!750 = !DILocation(line: 412, column: 18, scope: !751)
!751 = !DILexicalBlockFile(scope: !748, file: !752, discriminator: 0)
!752 = !DIFile(filename: "slices.go", directory: "")
!753 = !DILocation(line: 412, column: 16, scope: !751)
!754 = !DILocation(line: 412, column: 25, scope: !751)
!755 = !DILocation(line: 413, column: 16, scope: !751)
!756 = !DILocation(line: 413, column: 13, scope: !751)
!757 = !DILocation(line: 414, column: 8, scope: !751)
!758 = !DILocation(line: 414, column: 13, scope: !751)
!759 = !DILocation(line: 415, column: 31, scope: !751)
!760 = !DILocation(line: 415, column: 35, scope: !751)
!761 = !DILocation(line: 415, column: 23, scope: !751)
!762 = !DILocation(line: 416, column: 7, scope: !751)
!763 = !DILocation(line: 419, column: 7, scope: !751)
!764 = !DILocation(line: 422, column: 11, scope: !751)
!765 = !DILocation(line: 76, column: 68, scope: !766)
!766 = !DILexicalBlockFile(scope: !748, file: !767, discriminator: 0)
!767 = !DIFile(filename: "float8.go", directory: "")
!768 = !DILocation(line: 71, column: 77, scope: !748)
!769 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eDequant_5f_5fstrided", scope: !1, file: !1, line: 71, type: !5, scopeLine: 71, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!770 = !DILocation(line: 71, column: 6, scope: !769)
!771 = !DILocation(line: 412, column: 18, scope: !772)
!772 = !DILexicalBlockFile(scope: !769, file: !752, discriminator: 0)
!773 = !DILocation(line: 412, column: 16, scope: !772)
!774 = !DILocation(line: 412, column: 25, scope: !772)
!775 = !DILocation(line: 413, column: 16, scope: !772)
!776 = !DILocation(line: 413, column: 13, scope: !772)
!777 = !DILocation(line: 414, column: 8, scope: !772)
!778 = !DILocation(line: 414, column: 13, scope: !772)
!779 = !DILocation(line: 415, column: 31, scope: !772)
!780 = !DILocation(line: 415, column: 35, scope: !772)
!781 = !DILocation(line: 415, column: 23, scope: !772)
!782 = !DILocation(line: 416, column: 7, scope: !772)
!783 = !DILocation(line: 419, column: 7, scope: !772)
!784 = !DILocation(line: 422, column: 11, scope: !772)
!785 = !DILocation(line: 76, column: 68, scope: !786)
!786 = !DILexicalBlockFile(scope: !769, file: !767, discriminator: 0)
!787 = !DILocation(line: 71, column: 77, scope: !769)
!788 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eQuant_5f_5fcontig", scope: !1, file: !1, line: 77, type: !5, scopeLine: 77, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!789 = !DILocation(line: 77, column: 6, scope: !788)
!790 = !DILocation(line: 78, column: 36, scope: !788)
!791 = !DILocation(line: 78, column: 34, scope: !788)
!792 = !DILocation(line: 78, column: 30, scope: !788)
!793 = !DILocation(line: 78, column: 26, scope: !788)
!794 = !DILocation(line: 368, column: 12, scope: !795)
!795 = !DILexicalBlockFile(scope: !788, file: !752, discriminator: 0)
!796 = !DILocation(line: 368, column: 18, scope: !795)
!797 = !DILocation(line: 369, column: 9, scope: !795)
!798 = !DILocation(line: 372, column: 14, scope: !795)
!799 = !DILocation(line: 372, column: 19, scope: !795)
!800 = !DILocation(line: 372, column: 10, scope: !795)
!801 = !DILocation(line: 372, column: 22, scope: !795)
!802 = !DILocation(line: 372, column: 49, scope: !795)
!803 = !DILocation(line: 373, column: 7, scope: !795)
!804 = !DILocation(line: 378, column: 44, scope: !795)
!805 = !DILocation(line: 378, column: 47, scope: !795)
!806 = !DILocation(line: 378, column: 23, scope: !795)
!807 = !DILocation(line: 379, column: 7, scope: !795)
!808 = !DILocation(line: 382, column: 7, scope: !795)
!809 = !DILocation(line: 385, column: 17, scope: !795)
!810 = !DILocation(line: 385, column: 14, scope: !795)
!811 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eQuant_5f_5fstrided", scope: !1, file: !1, line: 77, type: !5, scopeLine: 77, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!812 = !DILocation(line: 77, column: 6, scope: !811)
!813 = !DILocation(line: 78, column: 36, scope: !811)
!814 = !DILocation(line: 78, column: 34, scope: !811)
!815 = !DILocation(line: 78, column: 30, scope: !811)
!816 = !DILocation(line: 78, column: 26, scope: !811)
!817 = !DILocation(line: 368, column: 12, scope: !818)
!818 = !DILexicalBlockFile(scope: !811, file: !752, discriminator: 0)
!819 = !DILocation(line: 368, column: 18, scope: !818)
!820 = !DILocation(line: 369, column: 9, scope: !818)
!821 = !DILocation(line: 372, column: 14, scope: !818)
!822 = !DILocation(line: 372, column: 19, scope: !818)
!823 = !DILocation(line: 372, column: 10, scope: !818)
!824 = !DILocation(line: 372, column: 22, scope: !818)
!825 = !DILocation(line: 372, column: 49, scope: !818)
!826 = !DILocation(line: 373, column: 7, scope: !818)
!827 = !DILocation(line: 378, column: 44, scope: !818)
!828 = !DILocation(line: 378, column: 47, scope: !818)
!829 = !DILocation(line: 378, column: 23, scope: !818)
!830 = !DILocation(line: 379, column: 7, scope: !818)
!831 = !DILocation(line: 382, column: 7, scope: !818)
!832 = !DILocation(line: 385, column: 17, scope: !818)
!833 = !DILocation(line: 385, column: 14, scope: !818)
