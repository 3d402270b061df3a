; kern module github.com/kernlab/kern/bench/kernels (wave32, gfx1030)
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
  br i1 %t190.not, label %b42, label %b41, !dbg !182

b41:                                              ; preds = %b40
  %t191 = add nuw nsw i64 %t172, 1, !dbg !183
  %t192 = and i64 %t191, 7, !dbg !184
  %t193 = fadd double %t188, -1.000000e+00, !dbg !185
  br label %b42, !dbg !185

b42:                                              ; preds = %b41, %b40
  %t194 = phi i64 [ %t172, %b40 ], [ %t192, %b41 ]
  %t195 = phi double [ %t188, %b40 ], [ %t193, %b41 ]
  %t196 = fmul double %t195, 0x3FE921FB54442D18, !dbg !186
  br label %b43, !dbg !187

b43:                                              ; preds = %b51, %b42
  %t197 = phi i64 [ %t194, %b42 ], [ %t235, %b51 ]
  %t198 = phi double [ %t196, %b42 ], [ %t239, %b51 ]
  %t199 = icmp ugt i64 %t197, 3, !dbg !188
  %t201 = add nsw i64 %t197, -4, !dbg !189
  %spec.select = xor i1 %t89, %t199, !dbg !188
  %spec.select3 = select i1 %t199, i64 %t201, i64 %t197, !dbg !188
  %t204 = fmul double %t198, %t198, !dbg !190
  %t203.off = add nsw i64 %spec.select3, -1, !dbg !191
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
  %spec.select2 = select i1 %spec.select, double %t224, double %t223, !dbg !200
  br label %b54, !dbg !201

b51:                                              ; preds = %b37
  %t226 = fmul double %t90, 0x3FF45F306DC9C883, !dbg !202
  %.54 = fptosi double %t226 to i64, !dbg !203
  %t228 = uitofp i64 %.54 to double, !dbg !204
  %t229 = and i64 %.54, 1, !dbg !205
  %t230.not = icmp eq i64 %t229, 0, !dbg !206
  %t232 = fadd double %t228, 1.000000e+00, !dbg !207
  %not.t230.not = xor i1 %t230.not, true, !dbg !206
  %t231 = zext i1 %not.t230.not to i64, !dbg !206
  %spec.select4 = add i64 %t231, %.54, !dbg !206
  %spec.select5 = select i1 %t230.not, double %t228, double %t232, !dbg !206
  %t235 = and i64 %spec.select4, 7, !dbg !208
  %t236 = fneg double %spec.select5, !dbg !209
  %t237 = tail call double @llvm.fma.f64(double %t236, double 0x3FE921FB40000000, double %t90), !dbg !209
  %t238 = tail call double @llvm.fma.f64(double %t236, double 0x3E64442D00000000, double %t237), !dbg !210
  %t239 = tail call double @llvm.fma.f64(double %t236, double 0x3CE8469898CC5170, double %t238), !dbg !211
  br label %b43, !dbg !211

b54:                                              ; preds = %b35, %b33, %b47
  %t240 = phi double [ %spec.select2, %b47 ], [ %t16, %b33 ], [ 0x7FF8000000000001, %b35 ]
  %t241 = fmul double %t83, %t240, !dbg !212
  %t242 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t1211, !dbg !46
  store double %t241, ptr addrspace(1) %t242, align 8, !dbg !46
  %t243 = add i64 %t1211, %t11, !dbg !46
  %t13 = icmp slt i64 %t243, %a0, !dbg !46
  br i1 %t13, label %b2, label %b55, !dbg !46

b55:                                              ; preds = %b54, %entry
  ret void, !dbg !46
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eExpSin_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #2 !dbg !213 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !214
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !214
  %t2 = sext i32 %.1 to i64, !dbg !214
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !214
  %t4 = sext i32 %.2 to i64, !dbg !214
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !214
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !214
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !214, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !214
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !214
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !214, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !214
  %.15 = add i32 %.14, %.9, !dbg !214
  %.16 = udiv i32 %.15, %.6, !dbg !214
  %t8 = sext i32 %.16 to i64, !dbg !214
  %t9 = mul nsw i64 %t6, %t4, !dbg !214
  %t10 = add nsw i64 %t9, %t2, !dbg !214
  %t11 = mul nsw i64 %t8, %t6, !dbg !214
  %t12 = icmp sgt i64 %a1, 7, !dbg !214
  %t14 = icmp sgt i64 %a1, 6, !dbg !214
  %t16 = icmp sgt i64 %a1, 5, !dbg !214
  %t18 = icmp sgt i64 %a1, 4, !dbg !214
  %t20 = icmp sgt i64 %a1, 3, !dbg !214
  %t22 = icmp sgt i64 %a1, 2, !dbg !214
  %t24 = icmp sgt i64 %a1, 1, !dbg !214
  %t26 = icmp sgt i64 %a1, 0, !dbg !214
  %t2810 = icmp slt i64 %t10, %a0, !dbg !214
  br i1 %t2810, label %b2, label %b71, !dbg !214

b2:                                               ; preds = %entry, %b70
  %t2711 = phi i64 [ %t346, %b70 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !214

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t2711, %a9, !dbg !214
  %t32 = mul i64 %t30, %a9, !dbg !214
  %t33 = sub nuw i64 %t2711, %t32, !dbg !214
  %t34 = mul i64 %t33, %a19, !dbg !214
  %t35 = mul i64 %t33, %a28, !dbg !214
  br label %b4, !dbg !214

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t2711, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !214

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !214
  %t42 = mul i64 %t40, %a8, !dbg !214
  %t43 = sub i64 %t36, %t42, !dbg !214
  %t44 = mul i64 %t43, %a18, !dbg !214
  %t45 = add i64 %t44, %t37, !dbg !214
  %t46 = mul i64 %t43, %a27, !dbg !214
  %t47 = add i64 %t46, %t38, !dbg !214
  br label %b6, !dbg !214

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !214

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !214
  %t54 = mul i64 %t52, %a7, !dbg !214
  %t55 = sub i64 %t48, %t54, !dbg !214
  %t56 = mul i64 %t55, %a17, !dbg !214
  %t57 = add i64 %t56, %t49, !dbg !214
  %t58 = mul i64 %t55, %a26, !dbg !214
  %t59 = add i64 %t58, %t50, !dbg !214
  br label %b8, !dbg !214

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !214

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !214
  %t66 = mul i64 %t64, %a6, !dbg !214
  %t67 = sub i64 %t60, %t66, !dbg !214
  %t68 = mul i64 %t67, %a16, !dbg !214
  %t69 = add i64 %t68, %t61, !dbg !214
  %t70 = mul i64 %t67, %a25, !dbg !214
  %t71 = add i64 %t70, %t62, !dbg !214
  br label %b10, !dbg !214

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !214

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !214
  %t78 = mul i64 %t76, %a5, !dbg !214
  %t79 = sub i64 %t72, %t78, !dbg !214
  %t80 = mul i64 %t79, %a15, !dbg !214
  %t81 = add i64 %t80, %t73, !dbg !214
  %t82 = mul i64 %t79, %a24, !dbg !214
  %t83 = add i64 %t82, %t74, !dbg !214
  br label %b12, !dbg !214

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !214

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !214
  %t90 = mul i64 %t88, %a4, !dbg !214
  %t91 = sub i64 %t84, %t90, !dbg !214
  %t92 = mul i64 %t91, %a14, !dbg !214
  %t93 = add i64 %t92, %t85, !dbg !214
  %t94 = mul i64 %t91, %a23, !dbg !214
  %t95 = add i64 %t94, %t86, !dbg !214
  br label %b14, !dbg !214

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !214

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !214
  %t102 = mul i64 %t100, %a3, !dbg !214
  %t103 = sub i64 %t96, %t102, !dbg !214
  %t104 = mul i64 %t103, %a13, !dbg !214
  %t105 = add i64 %t104, %t97, !dbg !214
  %t106 = mul i64 %t103, %a22, !dbg !214
  %t107 = add i64 %t106, %t98, !dbg !214
  br label %b16, !dbg !214

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !214

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !214
  %t112 = add i64 %t109, %t111, !dbg !214
  %t113 = mul i64 %t108, %a21, !dbg !214
  %t114 = add i64 %t110, %t113, !dbg !214
  br label %b18, !dbg !214

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !214

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t115, !dbg !214
  %.17 = load double, ptr addrspace(1) %t117, align 8, !dbg !214
  br label %b20, !dbg !214

b20:                                              ; preds = %b19, %b18
  %t119 = phi double [ %.17, %b19 ], [ %a11, %b18 ]
  %t120 = fneg double %t119, !dbg !215
  %t121 = fmul double %t119, %t120, !dbg !216
  %t122 = fcmp uno double %t121, 0.000000e+00, !dbg !217
  br i1 %t122, label %b49, label %b22, !dbg !219

b22:                                              ; preds = %b20
  %t123 = fcmp ogt double %t121, 0x40862E42FEFA39EF, !dbg !221
  br i1 %t123, label %b49, label %b24, !dbg !221

b24:                                              ; preds = %b22
  %t124 = fcmp olt double %t121, 0xC0874910D52D3051, !dbg !222
  br i1 %t124, label %b49, label %b26, !dbg !222

b26:                                              ; preds = %b24
  %t125 = fcmp ogt double %t121, 0xBE30000000000000, !dbg !223
  %t126 = fcmp olt double %t121, 0x3E30000000000000, !dbg !224
  %t127 = and i1 %t125, %t126, !dbg !224
  br i1 %t127, label %b27, label %b28, !dbg !223

b27:                                              ; preds = %b26
  %t128 = fadd double %t121, 1.000000e+00, !dbg !225
  br label %b49, !dbg !226

b28:                                              ; preds = %b26
  %t129 = fcmp olt double %t121, 0.000000e+00, !dbg !227
  br i1 %t129, label %b29, label %b47, !dbg !227

b29:                                              ; preds = %b28
  %t130 = tail call double @llvm.fma.f64(double %t121, double 0x3FF71547652B82FE, double -5.000000e-01), !dbg !228
  %.18 = fptosi double %t130 to i64, !dbg !229
  br label %b30, !dbg !229

b30:                                              ; preds = %b48, %b47, %b29
  %t132 = phi i64 [ %.18, %b29 ], [ 0, %b47 ], [ %.20, %b48 ]
  %t133 = sitofp i64 %t132 to double, !dbg !230
  %t134 = fneg double %t133, !dbg !231
  %t135 = tail call double @llvm.fma.f64(double %t134, double 0x3FE62E42FEE00000, double %t121), !dbg !231
  %t136 = fmul double %t133, 0x3DEA39EF35793C76, !dbg !232
  %t137 = fsub double %t135, %t136, !dbg !233
  %t138 = fmul double %t137, %t137, !dbg !234
  %t139 = tail call double @llvm.fma.f64(double %t138, double 0x3E66376972BEA4D0, double 0xBEBBBD41C5D26BF1), !dbg !235
  %t140 = tail call double @llvm.fma.f64(double %t138, double %t139, double 0x3F11566AAF25DE2C), !dbg !236
  %t141 = tail call double @llvm.fma.f64(double %t138, double %t140, double 0xBF66C16C16BEBD93), !dbg !237
  %t142 = tail call double @llvm.fma.f64(double %t138, double %t141, double 0x3FC5555555555555), !dbg !238
  %t143 = fneg double %t138, !dbg !239
  %t144 = tail call double @llvm.fma.f64(double %t143, double %t142, double %t137), !dbg !239
  %t145 = fmul double %t137, %t144, !dbg !240
  %t146 = fsub double 2.000000e+00, %t144, !dbg !241
  %t147 = fdiv double %t145, %t146, !dbg !242
  %t148 = fsub double %t136, %t147, !dbg !243
  %0 = fsub double %t135, %t148, !dbg !244
  %t150 = fadd double %0, 1.000000e+00, !dbg !244
  %t151 = fcmp oeq double %t150, 0.000000e+00, !dbg !245
  br i1 %t151, label %b49, label %b32, !dbg !245

b32:                                              ; preds = %b30
  %t153 = tail call i1 @llvm.amdgcn.class.f64(double %t150, i32 516), !dbg !247
  %t154 = fcmp uno double %t150, 0.000000e+00, !dbg !217
  %t155 = or i1 %t153, %t154, !dbg !248
  br i1 %t155, label %b49, label %b34, !dbg !249

b34:                                              ; preds = %b32
  %t156 = tail call i1 @llvm.amdgcn.class.f64(double %t150, i32 240), !dbg !250
  %t157 = fmul double %t150, 0x4330000000000000, !dbg !250
  %t158 = select i1 %t156, double %t157, double %t150, !dbg !250
  %t159 = select i1 %t156, i64 -52, i64 0, !dbg !250
  %t161 = bitcast double %t158 to i64, !dbg !251
  %t162 = lshr i64 %t161, 52, !dbg !252
  %t164 = and i64 %t162, 2047, !dbg !253
  %t165 = add i64 %t132, -1023, !dbg !254
  %t160 = add i64 %t165, %t159, !dbg !255
  %t166 = add i64 %t160, %t164, !dbg !256
  %t167 = icmp slt i64 %t166, -1075, !dbg !257
  br i1 %t167, label %b38, label %b39, !dbg !257

b38:                                              ; preds = %b34
  %t168 = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t158), !dbg !258
  br label %b49, !dbg !259

b39:                                              ; preds = %b34
  %t169 = icmp sgt i64 %t166, 1023, !dbg !260
  br i1 %t169, label %b40, label %b43, !dbg !260

b40:                                              ; preds = %b39
  %t170 = fcmp olt double %t158, 0.000000e+00, !dbg !261
  %. = select i1 %t170, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !262
  br label %b49, !dbg !262

b43:                                              ; preds = %b39
  %t171 = icmp slt i64 %t166, -1022, !dbg !263
  %spec.select1 = select i1 %t171, double 0x3CA0000000000000, double 1.000000e+00, !dbg !263
  %t175 = and i64 %t161, -9218868437227405313, !dbg !264
  %1 = shl nsw i64 %t166, 52, !dbg !265
  %2 = add i64 %1, 238690780250636288, !dbg !265
  %t176 = select i1 %t171, i64 %2, i64 %1, !dbg !265
  %t178 = add i64 %t176, 4607182418800017408, !dbg !265
  %t179 = or i64 %t178, %t175, !dbg !266
  %t180 = bitcast i64 %t179 to double, !dbg !267
  %t181 = fmul double %spec.select1, %t180, !dbg !268
  br label %b49, !dbg !269

b47:                                              ; preds = %b28
  %t183 = fcmp ogt double %t121, 0.000000e+00, !dbg !270
  br i1 %t183, label %b48, label %b30, !dbg !270

b48:                                              ; preds = %b47
  %t184 = tail call double @llvm.fma.f64(double %t121, double 0x3FF71547652B82FE, double 5.000000e-01), !dbg !271
  %.20 = fptosi double %t184 to i64, !dbg !272
  br label %b30, !dbg !272

b49:                                              ; preds = %b38, %b43, %b30, %b32, %b40, %b24, %b22, %b20, %b27
  %t186 = phi double [ %t128, %b27 ], [ %t121, %b20 ], [ 0x7FF0000000000000, %b22 ], [ 0.000000e+00, %b24 ], [ %t168, %b38 ], [ %t181, %b43 ], [ %t150, %b30 ], [ %t150, %b32 ], [ %., %b40 ]
  %3 = fcmp ueq double %t119, 0.000000e+00, !dbg !273
  br i1 %3, label %b70, label %b51, !dbg !275

b51:                                              ; preds = %b49
  %t191 = tail call i1 @llvm.amdgcn.class.f64(double %t119, i32 516), !dbg !247
  br i1 %t191, label %b70, label %b53, !dbg !276

b53:                                              ; preds = %b51
  %t192 = fcmp olt double %t119, 0.000000e+00, !dbg !277
  %t193 = select i1 %t192, double %t120, double %t119, !dbg !277
  %t195 = fcmp ult double %t193, 0x41C0000000000000, !dbg !278
  br i1 %t195, label %b67, label %b56, !dbg !278

b56:                                              ; preds = %b53
  %t196 = bitcast double %t193 to i64, !dbg !279
  %t197 = lshr i64 %t196, 52, !dbg !281
  %t198 = and i64 %t197, 2047, !dbg !282
  %t202 = and i64 %t196, -9218868437227405313, !dbg !283
  %t203 = or i64 %t202, 4503599627370496, !dbg !284
  %t204 = add nsw i64 %t198, -1014, !dbg !285
  %t206 = lshr i64 %t204, 6, !dbg !286
  %t207 = and i64 %t204, 63, !dbg !287
  %t209 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t206, !dbg !288
  %.22 = load i64, ptr addrspace(4) %t209, align 8, !dbg !288
  %.25 = shl i64 %.22, %t207, !dbg !289
  %t212 = add nuw nsw i64 %t206, 1, !dbg !290
  %t214 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t212, !dbg !291
  %.26 = load i64, ptr addrspace(4) %t214, align 8, !dbg !291
  %t216 = sub nsw i64 54, %t197, !dbg !292
  %.27 = icmp eq i64 %t207, 0, !dbg !293
  %.28 = and i64 %t216, 63, !dbg !293
  %.29 = lshr i64 %.26, %.28, !dbg !293
  %t217 = select i1 %.27, i64 0, i64 %.29, !dbg !293
  %t218 = or i64 %t217, %.25, !dbg !294
  %.33 = shl i64 %.26, %t207, !dbg !295
  %t221 = add nuw nsw i64 %t206, 2, !dbg !296
  %t223 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t221, !dbg !297
  %.34 = load i64, ptr addrspace(4) %t223, align 8, !dbg !297
  %.37 = lshr i64 %.34, %.28, !dbg !298
  %t225 = select i1 %.27, i64 0, i64 %.37, !dbg !298
  %t226 = or i64 %t225, %.33, !dbg !299
  %.41 = shl i64 %.34, %t207, !dbg !300
  %t229 = add nuw nsw i64 %t206, 3, !dbg !301
  %t231 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t229, !dbg !302
  %.42 = load i64, ptr addrspace(4) %t231, align 8, !dbg !302
  %.45 = lshr i64 %.42, %.28, !dbg !303
  %t233 = select i1 %.27, i64 0, i64 %.45, !dbg !303
  %t234 = or i64 %t233, %.41, !dbg !304
  %t235 = and i64 %t234, 4294967295, !dbg !305
  %t236 = lshr i64 %t234, 32, !dbg !307
  %t237 = and i64 %t196, 4294967295, !dbg !308
  %t238 = lshr i64 %t203, 32, !dbg !309
  %t239 = mul nuw i64 %t235, %t237, !dbg !310
  %t240 = mul nuw i64 %t236, %t237, !dbg !311
  %t241 = lshr i64 %t239, 32, !dbg !312
  %t242 = add nuw i64 %t241, %t240, !dbg !313
  %t243 = and i64 %t242, 4294967295, !dbg !314
  %t244 = lshr i64 %t242, 32, !dbg !315
  %t245 = mul nuw i64 %t235, %t238, !dbg !316
  %t246 = add nuw i64 %t243, %t245, !dbg !317
  %t247 = mul nuw i64 %t236, %t238, !dbg !318
  %t248 = add nuw i64 %t244, %t247, !dbg !319
  %t249 = lshr i64 %t246, 32, !dbg !320
  %t250 = add nuw i64 %t248, %t249, !dbg !321
  %t251 = and i64 %t226, 4294967295, !dbg !305
  %t252 = lshr i64 %t226, 32, !dbg !307
  %t253 = mul nuw i64 %t251, %t237, !dbg !310
  %t254 = mul nuw i64 %t252, %t237, !dbg !311
  %t255 = lshr i64 %t253, 32, !dbg !312
  %t256 = add nuw i64 %t255, %t254, !dbg !313
  %t257 = and i64 %t256, 4294967295, !dbg !314
  %t258 = lshr i64 %t256, 32, !dbg !315
  %t259 = mul nuw i64 %t251, %t238, !dbg !316
  %t260 = add nuw i64 %t257, %t259, !dbg !317
  %t261 = mul nuw i64 %t252, %t238, !dbg !318
  %t263 = lshr i64 %t260, 32, !dbg !320
  %t265 = mul i64 %t226, %t203, !dbg !322
  %t266 = mul i64 %t218, %t203, !dbg !323
  %t267 = add i64 %t250, %t265, !dbg !324
  %t268 = and i64 %t250, %t265, !dbg !325
  %t269 = or i64 %t250, %t265, !dbg !326
  %.46 = xor i64 %t267, -1, !dbg !327
  %t270 = and i64 %t269, %.46, !dbg !327
  %t271 = or i64 %t270, %t268, !dbg !328
  %t272 = lshr i64 %t271, 63, !dbg !329
  %t262 = add i64 %t261, %t266, !dbg !319
  %t264 = add i64 %t262, %t258, !dbg !321
  %t273 = add i64 %t264, %t263, !dbg !324
  %t274 = add i64 %t273, %t272, !dbg !330
  %t275 = lshr i64 %t274, 61, !dbg !331
  %t278 = tail call i64 @llvm.fshl.i64(i64 %t274, i64 %t267, i64 3), !dbg !332
  %.47 = tail call i64 @llvm.ctlz.i64(i64 %t278, i1 false), !dbg !333, !range !172
  %t282 = add nuw nsw i64 %.47, 1, !dbg !334
  %.48 = icmp ult i64 %t278, 2, !dbg !335
  %.49 = and i64 %t282, 63, !dbg !335
  %.50 = shl i64 %t278, %.49, !dbg !335
  %t284 = select i1 %.48, i64 2, i64 %.50, !dbg !335
  %t285 = sub nsw i64 63, %.47, !dbg !336
  %.51 = icmp eq i64 %t278, 0, !dbg !337
  %.52 = and i64 %t285, 63, !dbg !337
  %.53 = lshr i64 %t267, %.52, !dbg !337
  %t286 = select i1 %.51, i64 0, i64 %.53, !dbg !337
  %t287 = or i64 %t284, %t286, !dbg !338
  %t288 = lshr i64 %t287, 12, !dbg !339
  %.neg = mul nsw i64 %.47, -4503599627370496, !dbg !340
  %t289 = add nsw i64 %.neg, 4602678819172646912, !dbg !340
  %t290 = or i64 %t288, %t289, !dbg !341
  %t291 = bitcast i64 %t290 to double, !dbg !342
  %4 = and i64 %t274, 2305843009213693952, !dbg !343
  %t293.not = icmp eq i64 %4, 0, !dbg !343
  br i1 %t293.not, label %b58, label %b57, !dbg !343

b57:                                              ; preds = %b56
  %t294 = add nuw nsw i64 %t275, 1, !dbg !344
  %t295 = and i64 %t294, 7, !dbg !345
  %t296 = fadd double %t291, -1.000000e+00, !dbg !346
  br label %b58, !dbg !346

b58:                                              ; preds = %b57, %b56
  %t297 = phi i64 [ %t275, %b56 ], [ %t295, %b57 ]
  %t298 = phi double [ %t291, %b56 ], [ %t296, %b57 ]
  %t299 = fmul double %t298, 0x3FE921FB54442D18, !dbg !347
  br label %b59, !dbg !348

b59:                                              ; preds = %b67, %b58
  %t300 = phi i64 [ %t297, %b58 ], [ %t338, %b67 ]
  %t301 = phi double [ %t299, %b58 ], [ %t342, %b67 ]
  %t302 = icmp ugt i64 %t300, 3, !dbg !349
  %t304 = add nsw i64 %t300, -4, !dbg !350
  %spec.select = xor i1 %t192, %t302, !dbg !349
  %spec.select3 = select i1 %t302, i64 %t304, i64 %t300, !dbg !349
  %t307 = fmul double %t301, %t301, !dbg !351
  %t306.off = add nsw i64 %spec.select3, -1, !dbg !352
  %switch = icmp ult i64 %t306.off, 2, !dbg !352
  br i1 %switch, label %b62, label %b63, !dbg !352

b62:                                              ; preds = %b59
  %t311 = tail call double @llvm.fma.f64(double %t307, double -5.000000e-01, double 1.000000e+00), !dbg !353
  br label %b63, !dbg !354

b63:                                              ; preds = %b59, %b62
  %t312 = phi double [ %t307, %b62 ], [ %t301, %b59 ]
  %t313 = phi double [ 0xBDA8FA49A0861A9B, %b62 ], [ 0x3DE5D8FD1FD19CCD, %b59 ]
  %t314 = phi double [ 0x3E21EE9D7B4E3F05, %b62 ], [ 0xBE5AE5E5A9291F5D, %b59 ]
  %t315 = phi double [ 0xBE927E4F7EAC4BC6, %b62 ], [ 0x3EC71DE3567D48A1, %b59 ]
  %t316 = phi double [ 0x3EFA01A019C844F5, %b62 ], [ 0xBF2A01A019BFDF03, %b59 ]
  %t317 = phi double [ 0xBF56C16C16C14F91, %b62 ], [ 0x3F8111111110F7D0, %b59 ]
  %t318 = phi double [ 0x3FA555555555554B, %b62 ], [ 0xBFC5555555555548, %b59 ]
  %t319 = phi double [ %t311, %b62 ], [ %t301, %b59 ]
  %t320 = fmul double %t307, %t312, !dbg !355
  %t321 = tail call double @llvm.fma.f64(double %t313, double %t307, double %t314), !dbg !356
  %t322 = tail call double @llvm.fma.f64(double %t321, double %t307, double %t315), !dbg !357
  %t323 = tail call double @llvm.fma.f64(double %t322, double %t307, double %t316), !dbg !358
  %t324 = tail call double @llvm.fma.f64(double %t323, double %t307, double %t317), !dbg !359
  %t325 = tail call double @llvm.fma.f64(double %t324, double %t307, double %t318), !dbg !360
  %t326 = tail call double @llvm.fma.f64(double %t320, double %t325, double %t319), !dbg !354
  %t327 = fneg double %t326
  %spec.select2 = select i1 %spec.select, double %t327, double %t326, !dbg !361
  br label %b70, !dbg !362

b67:                                              ; preds = %b53
  %t329 = fmul double %t193, 0x3FF45F306DC9C883, !dbg !363
  %.54 = fptosi double %t329 to i64, !dbg !364
  %t331 = uitofp i64 %.54 to double, !dbg !365
  %t332 = and i64 %.54, 1, !dbg !366
  %t333.not = icmp eq i64 %t332, 0, !dbg !367
  %t335 = fadd double %t331, 1.000000e+00, !dbg !368
  %not.t333.not = xor i1 %t333.not, true, !dbg !367
  %t334 = zext i1 %not.t333.not to i64, !dbg !367
  %spec.select4 = add i64 %t334, %.54, !dbg !367
  %spec.select5 = select i1 %t333.not, double %t331, double %t335, !dbg !367
  %t338 = and i64 %spec.select4, 7, !dbg !369
  %t339 = fneg double %spec.select5, !dbg !370
  %t340 = tail call double @llvm.fma.f64(double %t339, double 0x3FE921FB40000000, double %t193), !dbg !370
  %t341 = tail call double @llvm.fma.f64(double %t339, double 0x3E64442D00000000, double %t340), !dbg !371
  %t342 = tail call double @llvm.fma.f64(double %t339, double 0x3CE8469898CC5170, double %t341), !dbg !372
  br label %b59, !dbg !372

b70:                                              ; preds = %b51, %b49, %b63
  %t343 = phi double [ %spec.select2, %b63 ], [ %t119, %b49 ], [ 0x7FF8000000000001, %b51 ]
  %t344 = fmul double %t186, %t343, !dbg !373
  %t345 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t116, !dbg !214
  store double %t344, ptr addrspace(1) %t345, align 8, !dbg !214
  %t346 = add i64 %t2711, %t11, !dbg !214
  %t28 = icmp slt i64 %t346, %a0, !dbg !214
  br i1 %t28, label %b2, label %b71, !dbg !214

b71:                                              ; preds = %b70, %entry
  ret void, !dbg !214
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eExpSin32_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !374 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !375
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !375
  %t2 = sext i32 %.1 to i64, !dbg !375
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !375
  %t4 = sext i32 %.2 to i64, !dbg !375
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !375
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !375
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !375, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !375
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !375
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !375, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !375
  %.15 = add i32 %.14, %.9, !dbg !375
  %.16 = udiv i32 %.15, %.6, !dbg !375
  %t8 = sext i32 %.16 to i64, !dbg !375
  %t9 = mul nsw i64 %t6, %t4, !dbg !375
  %t10 = add nsw i64 %t9, %t2, !dbg !375
  %t11 = mul nsw i64 %t8, %t6, !dbg !375
  %t1310 = icmp slt i64 %t10, %a0, !dbg !375
  br i1 %t1310, label %b2, label %b55, !dbg !375

b2:                                               ; preds = %entry, %b54
  %t1211 = phi i64 [ %t248, %b54 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !375

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t1211, !dbg !375
  %.17 = load float, ptr addrspace(1) %t14, align 4, !dbg !375
  br label %b4, !dbg !375

b4:                                               ; preds = %b3, %b2
  %t16 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  %t17 = fneg float %t16, !dbg !376
  %t18 = fmul float %t16, %t17, !dbg !377
  %t19 = fpext float %t18 to double, !dbg !378
  %t20 = fcmp uno float %t18, 0.000000e+00, !dbg !379
  br i1 %t20, label %b33, label %b6, !dbg !381

b6:                                               ; preds = %b4
  %t21 = fcmp ogt double %t19, 0x40862E42FEFA39EF, !dbg !383
  br i1 %t21, label %b33, label %b8, !dbg !383

b8:                                               ; preds = %b6
  %t22 = fcmp olt double %t19, 0xC0874910D52D3051, !dbg !384
  br i1 %t22, label %b33, label %b10, !dbg !384

b10:                                              ; preds = %b8
  %t23 = fcmp ogt float %t18, 0xBE30000000000000, !dbg !385
  %t24 = fcmp olt float %t18, 0x3E30000000000000, !dbg !386
  %t25 = and i1 %t23, %t24, !dbg !386
  br i1 %t25, label %b11, label %b12, !dbg !385

b11:                                              ; preds = %b10
  %t26 = fadd double %t19, 1.000000e+00, !dbg !387
  br label %b33, !dbg !388

b12:                                              ; preds = %b10
  %t27 = fcmp olt float %t18, 0.000000e+00, !dbg !389
  br i1 %t27, label %b13, label %b31, !dbg !389

b13:                                              ; preds = %b12
  %t28 = tail call double @llvm.fma.f64(double %t19, double 0x3FF71547652B82FE, double -5.000000e-01), !dbg !390
  %.18 = fptosi double %t28 to i64, !dbg !391
  br label %b14, !dbg !391

b14:                                              ; preds = %b32, %b31, %b13
  %t30 = phi i64 [ %.18, %b13 ], [ 0, %b31 ], [ %.20, %b32 ]
  %t31 = sitofp i64 %t30 to double, !dbg !392
  %t32 = fneg double %t31, !dbg !393
  %t33 = tail call double @llvm.fma.f64(double %t32, double 0x3FE62E42FEE00000, double %t19), !dbg !393
  %t34 = fmul double %t31, 0x3DEA39EF35793C76, !dbg !394
  %t35 = fsub double %t33, %t34, !dbg !395
  %t36 = fmul double %t35, %t35, !dbg !396
  %t37 = tail call double @llvm.fma.f64(double %t36, double 0x3E66376972BEA4D0, double 0xBEBBBD41C5D26BF1), !dbg !397
  %t38 = tail call double @llvm.fma.f64(double %t36, double %t37, double 0x3F11566AAF25DE2C), !dbg !398
  %t39 = tail call double @llvm.fma.f64(double %t36, double %t38, double 0xBF66C16C16BEBD93), !dbg !399
  %t40 = tail call double @llvm.fma.f64(double %t36, double %t39, double 0x3FC5555555555555), !dbg !400
  %t41 = fneg double %t36, !dbg !401
  %t42 = tail call double @llvm.fma.f64(double %t41, double %t40, double %t35), !dbg !401
  %t43 = fmul double %t35, %t42, !dbg !402
  %t44 = fsub double 2.000000e+00, %t42, !dbg !403
  %t45 = fdiv double %t43, %t44, !dbg !404
  %t46 = fsub double %t34, %t45, !dbg !405
  %0 = fsub double %t33, %t46, !dbg !406
  %t48 = fadd double %0, 1.000000e+00, !dbg !406
  %t49 = fcmp oeq double %t48, 0.000000e+00, !dbg !407
  br i1 %t49, label %b33, label %b16, !dbg !407

b16:                                              ; preds = %b14
  %t51 = tail call i1 @llvm.amdgcn.class.f64(double %t48, i32 516), !dbg !409
  %t52 = fcmp uno double %t48, 0.000000e+00, !dbg !379
  %t53 = or i1 %t51, %t52, !dbg !410
  br i1 %t53, label %b33, label %b18, !dbg !411

b18:                                              ; preds = %b16
  %t54 = tail call i1 @llvm.amdgcn.class.f64(double %t48, i32 240), !dbg !412
  %t55 = fmul double %t48, 0x4330000000000000, !dbg !412
  %t56 = select i1 %t54, double %t55, double %t48, !dbg !412
  %t57 = select i1 %t54, i64 -52, i64 0, !dbg !412
  %t59 = bitcast double %t56 to i64, !dbg !413
  %t60 = lshr i64 %t59, 52, !dbg !414
  %t62 = and i64 %t60, 2047, !dbg !415
  %t63 = add i64 %t30, -1023, !dbg !416
  %t58 = add i64 %t63, %t57, !dbg !417
  %t64 = add i64 %t58, %t62, !dbg !418
  %t65 = icmp slt i64 %t64, -1075, !dbg !419
  br i1 %t65, label %b22, label %b23, !dbg !419

b22:                                              ; preds = %b18
  %t66 = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t56), !dbg !420
  br label %b33, !dbg !421

b23:                                              ; preds = %b18
  %t67 = icmp sgt i64 %t64, 1023, !dbg !422
  br i1 %t67, label %b24, label %b27, !dbg !422

b24:                                              ; preds = %b23
  %t68 = fcmp olt double %t56, 0.000000e+00, !dbg !423
  %. = select i1 %t68, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !424
  br label %b33, !dbg !424

b27:                                              ; preds = %b23
  %t69 = icmp slt i64 %t64, -1022, !dbg !425
  %spec.select1 = select i1 %t69, double 0x3CA0000000000000, double 1.000000e+00, !dbg !425
  %t73 = and i64 %t59, -9218868437227405313, !dbg !426
  %1 = shl nsw i64 %t64, 52, !dbg !427
  %2 = add i64 %1, 238690780250636288, !dbg !427
  %t74 = select i1 %t69, i64 %2, i64 %1, !dbg !427
  %t76 = add i64 %t74, 4607182418800017408, !dbg !427
  %t77 = or i64 %t76, %t73, !dbg !428
  %t78 = bitcast i64 %t77 to double, !dbg !429
  %t79 = fmul double %spec.select1, %t78, !dbg !430
  br label %b33, !dbg !431

b31:                                              ; preds = %b12
  %t81 = fcmp ogt float %t18, 0.000000e+00, !dbg !432
  br i1 %t81, label %b32, label %b14, !dbg !432

b32:                                              ; preds = %b31
  %t82 = tail call double @llvm.fma.f64(double %t19, double 0x3FF71547652B82FE, double 5.000000e-01), !dbg !433
  %.20 = fptosi double %t82 to i64, !dbg !434
  br label %b14, !dbg !434

b33:                                              ; preds = %b22, %b27, %b14, %b16, %b24, %b8, %b6, %b4, %b11
  %t84 = phi double [ %t26, %b11 ], [ %t19, %b4 ], [ 0x7FF0000000000000, %b6 ], [ 0.000000e+00, %b8 ], [ %t66, %b22 ], [ %t79, %b27 ], [ %t48, %b14 ], [ %t48, %b16 ], [ %., %b24 ]
  %t85 = fptrunc double %t84 to float, !dbg !435
  %t86 = fpext float %t16 to double, !dbg !436
  %3 = fcmp ueq float %t16, 0.000000e+00, !dbg !437
  br i1 %3, label %b54, label %b35, !dbg !439

b35:                                              ; preds = %b33
  %t91 = tail call i1 @llvm.amdgcn.class.f64(double %t86, i32 516), !dbg !409
  br i1 %t91, label %b54, label %b37, !dbg !440

b37:                                              ; preds = %b35
  %t92 = fcmp olt float %t16, 0.000000e+00, !dbg !441
  %t93 = fneg double %t86, !dbg !441
  %t94 = select i1 %t92, double %t93, double %t86, !dbg !441
  %t96 = fcmp ult double %t94, 0x41C0000000000000, !dbg !442
  br i1 %t96, label %b51, label %b40, !dbg !442

b40:                                              ; preds = %b37
  %t97 = bitcast double %t94 to i64, !dbg !443
  %t98 = lshr i64 %t97, 52, !dbg !445
  %t99 = and i64 %t98, 2047, !dbg !446
  %t103 = and i64 %t97, -9218868437227405313, !dbg !447
  %t104 = or i64 %t103, 4503599627370496, !dbg !448
  %t105 = add nsw i64 %t99, -1014, !dbg !449
  %t107 = lshr i64 %t105, 6, !dbg !450
  %t108 = and i64 %t105, 63, !dbg !451
  %t110 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t107, !dbg !452
  %.22 = load i64, ptr addrspace(4) %t110, align 8, !dbg !452
  %.25 = shl i64 %.22, %t108, !dbg !453
  %t113 = add nuw nsw i64 %t107, 1, !dbg !454
  %t115 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t113, !dbg !455
  %.26 = load i64, ptr addrspace(4) %t115, align 8, !dbg !455
  %t117 = sub nsw i64 54, %t98, !dbg !456
  %.27 = icmp eq i64 %t108, 0, !dbg !457
  %.28 = and i64 %t117, 63, !dbg !457
  %.29 = lshr i64 %.26, %.28, !dbg !457
  %t118 = select i1 %.27, i64 0, i64 %.29, !dbg !457
  %t119 = or i64 %t118, %.25, !dbg !458
  %.33 = shl i64 %.26, %t108, !dbg !459
  %t122 = add nuw nsw i64 %t107, 2, !dbg !460
  %t124 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t122, !dbg !461
  %.34 = load i64, ptr addrspace(4) %t124, align 8, !dbg !461
  %.37 = lshr i64 %.34, %.28, !dbg !462
  %t126 = select i1 %.27, i64 0, i64 %.37, !dbg !462
  %t127 = or i64 %t126, %.33, !dbg !463
  %.41 = shl i64 %.34, %t108, !dbg !464
  %t130 = add nuw nsw i64 %t107, 3, !dbg !465
  %t132 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t130, !dbg !466
  %.42 = load i64, ptr addrspace(4) %t132, align 8, !dbg !466
  %.45 = lshr i64 %.42, %.28, !dbg !467
  %t134 = select i1 %.27, i64 0, i64 %.45, !dbg !467
  %t135 = or i64 %t134, %.41, !dbg !468
  %t136 = and i64 %t135, 4294967295, !dbg !469
  %t137 = lshr i64 %t135, 32, !dbg !471
  %t138 = and i64 %t97, 4294967295, !dbg !472
  %t139 = lshr i64 %t104, 32, !dbg !473
  %t140 = mul nuw i64 %t136, %t138, !dbg !474
  %t141 = mul nuw i64 %t137, %t138, !dbg !475
  %t142 = lshr i64 %t140, 32, !dbg !476
  %t143 = add nuw i64 %t142, %t141, !dbg !477
  %t144 = and i64 %t143, 4294967295, !dbg !478
  %t145 = lshr i64 %t143, 32, !dbg !479
  %t146 = mul nuw i64 %t136, %t139, !dbg !480
  %t147 = add nuw i64 %t144, %t146, !dbg !481
  %t148 = mul nuw i64 %t137, %t139, !dbg !482
  %t149 = add nuw i64 %t145, %t148, !dbg !483
  %t150 = lshr i64 %t147, 32, !dbg !484
  %t151 = add nuw i64 %t149, %t150, !dbg !485
  %t152 = and i64 %t127, 4294967295, !dbg !469
  %t153 = lshr i64 %t127, 32, !dbg !471
  %t154 = mul nuw i64 %t152, %t138, !dbg !474
  %t155 = mul nuw i64 %t153, %t138, !dbg !475
  %t156 = lshr i64 %t154, 32, !dbg !476
  %t157 = add nuw i64 %t156, %t155, !dbg !477
  %t158 = and i64 %t157, 4294967295, !dbg !478
  %t159 = lshr i64 %t157, 32, !dbg !479
  %t160 = mul nuw i64 %t152, %t139, !dbg !480
  %t161 = add nuw i64 %t158, %t160, !dbg !481
  %t162 = mul nuw i64 %t153, %t139, !dbg !482
  %t164 = lshr i64 %t161, 32, !dbg !484
  %t166 = mul i64 %t127, %t104, !dbg !486
  %t167 = mul i64 %t119, %t104, !dbg !487
  %t168 = add i64 %t151, %t166, !dbg !488
  %t169 = and i64 %t151, %t166, !dbg !489
  %t170 = or i64 %t151, %t166, !dbg !490
  %.46 = xor i64 %t168, -1, !dbg !491
  %t171 = and i64 %t170, %.46, !dbg !491
  %t172 = or i64 %t171, %t169, !dbg !492
  %t173 = lshr i64 %t172, 63, !dbg !493
  %t163 = add i64 %t162, %t167, !dbg !483
  %t165 = add i64 %t163, %t159, !dbg !485
  %t174 = add i64 %t165, %t164, !dbg !488
  %t175 = add i64 %t174, %t173, !dbg !494
  %t176 = lshr i64 %t175, 61, !dbg !495
  %t179 = tail call i64 @llvm.fshl.i64(i64 %t175, i64 %t168, i64 3), !dbg !496
  %.47 = tail call i64 @llvm.ctlz.i64(i64 %t179, i1 false), !dbg !497, !range !172
  %t183 = add nuw nsw i64 %.47, 1, !dbg !498
  %.48 = icmp ult i64 %t179, 2, !dbg !499
  %.49 = and i64 %t183, 63, !dbg !499
  %.50 = shl i64 %t179, %.49, !dbg !499
  %t185 = select i1 %.48, i64 2, i64 %.50, !dbg !499
  %t186 = sub nsw i64 63, %.47, !dbg !500
  %.51 = icmp eq i64 %t179, 0, !dbg !501
  %.52 = and i64 %t186, 63, !dbg !501
  %.53 = lshr i64 %t168, %.52, !dbg !501
  %t187 = select i1 %.51, i64 0, i64 %.53, !dbg !501
  %t188 = or i64 %t185, %t187, !dbg !502
  %t189 = lshr i64 %t188, 12, !dbg !503
  %.neg = mul nsw i64 %.47, -4503599627370496, !dbg !504
  %t190 = add nsw i64 %.neg, 4602678819172646912, !dbg !504
  %t191 = or i64 %t189, %t190, !dbg !505
  %t192 = bitcast i64 %t191 to double, !dbg !506
  %4 = and i64 %t175, 2305843009213693952, !dbg !507
  %t194.not = icmp eq i64 %4, 0, !dbg !507
  br i1 %t194.not, label %b42, label %b41, !dbg !507

b41:                                              ; preds = %b40
  %t195 = add nuw nsw i64 %t176, 1, !dbg !508
  %t196 = and i64 %t195, 7, !dbg !509
  %t197 = fadd double %t192, -1.000000e+00, !dbg !510
  br label %b42, !dbg !510

b42:                                              ; preds = %b41, %b40
  %t198 = phi i64 [ %t176, %b40 ], [ %t196, %b41 ]
  %t199 = phi double [ %t192, %b40 ], [ %t197, %b41 ]
  %t200 = fmul double %t199, 0x3FE921FB54442D18, !dbg !511
  br label %b43, !dbg !512

b43:                                              ; preds = %b51, %b42
  %t201 = phi i64 [ %t198, %b42 ], [ %t239, %b51 ]
  %t202 = phi double [ %t200, %b42 ], [ %t243, %b51 ]
  %t203 = icmp ugt i64 %t201, 3, !dbg !513
  %t205 = add nsw i64 %t201, -4, !dbg !514
  %spec.select = xor i1 %t92, %t203, !dbg !513
  %spec.select3 = select i1 %t203, i64 %t205, i64 %t201, !dbg !513
  %t208 = fmul double %t202, %t202, !dbg !515
  %t207.off = add nsw i64 %spec.select3, -1, !dbg !516
  %switch = icmp ult i64 %t207.off, 2, !dbg !516
  br i1 %switch, label %b46, label %b47, !dbg !516

b46:                                              ; preds = %b43
  %t212 = tail call double @llvm.fma.f64(double %t208, double -5.000000e-01, double 1.000000e+00), !dbg !517
  br label %b47, !dbg !518

b47:                                              ; preds = %b43, %b46
  %t213 = phi double [ %t208, %b46 ], [ %t202, %b43 ]
  %t214 = phi double [ 0xBDA8FA49A0861A9B, %b46 ], [ 0x3DE5D8FD1FD19CCD, %b43 ]
  %t215 = phi double [ 0x3E21EE9D7B4E3F05, %b46 ], [ 0xBE5AE5E5A9291F5D, %b43 ]
  %t216 = phi double [ 0xBE927E4F7EAC4BC6, %b46 ], [ 0x3EC71DE3567D48A1, %b43 ]
  %t217 = phi double [ 0x3EFA01A019C844F5, %b46 ], [ 0xBF2A01A019BFDF03, %b43 ]
  %t218 = phi double [ 0xBF56C16C16C14F91, %b46 ], [ 0x3F8111111110F7D0, %b43 ]
  %t219 = phi double [ 0x3FA555555555554B, %b46 ], [ 0xBFC5555555555548, %b43 ]
  %t220 = phi double [ %t212, %b46 ], [ %t202, %b43 ]
  %t221 = fmul double %t208, %t213, !dbg !519
  %t222 = tail call double @llvm.fma.f64(double %t214, double %t208, double %t215), !dbg !520
  %t223 = tail call double @llvm.fma.f64(double %t222, double %t208, double %t216), !dbg !521
  %t224 = tail call double @llvm.fma.f64(double %t223, double %t208, double %t217), !dbg !522
  %t225 = tail call double @llvm.fma.f64(double %t224, double %t208, double %t218), !dbg !523
  %t226 = tail call double @llvm.fma.f64(double %t225, double %t208, double %t219), !dbg !524
  %t227 = tail call double @llvm.fma.f64(double %t221, double %t226, double %t220), !dbg !518
  %t228 = fneg double %t227
  %spec.select2 = select i1 %spec.select, double %t228, double %t227, !dbg !525
  br label %b54, !dbg !526

b51:                                              ; preds = %b37
  %t230 = fmul double %t94, 0x3FF45F306DC9C883, !dbg !527
  %.54 = fptosi double %t230 to i64, !dbg !528
  %t232 = uitofp i64 %.54 to double, !dbg !529
  %t233 = and i64 %.54, 1, !dbg !530
  %t234.not = icmp eq i64 %t233, 0, !dbg !531
  %t236 = fadd double %t232, 1.000000e+00, !dbg !532
  %not.t234.not = xor i1 %t234.not, true, !dbg !531
  %t235 = zext i1 %not.t234.not to i64, !dbg !531
  %spec.select4 = add i64 %t235, %.54, !dbg !531
  %spec.select5 = select i1 %t234.not, double %t232, double %t236, !dbg !531
  %t239 = and i64 %spec.select4, 7, !dbg !533
  %t240 = fneg double %spec.select5, !dbg !534
  %t241 = tail call double @llvm.fma.f64(double %t240, double 0x3FE921FB40000000, double %t94), !dbg !534
  %t242 = tail call double @llvm.fma.f64(double %t240, double 0x3E64442D00000000, double %t241), !dbg !535
  %t243 = tail call double @llvm.fma.f64(double %t240, double 0x3CE8469898CC5170, double %t242), !dbg !536
  br label %b43, !dbg !536

b54:                                              ; preds = %b35, %b33, %b47
  %t244 = phi double [ %spec.select2, %b47 ], [ %t86, %b33 ], [ 0x7FF8000000000001, %b35 ]
  %t245 = fptrunc double %t244 to float, !dbg !537
  %t246 = fmul float %t85, %t245, !dbg !538
  %t247 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t1211, !dbg !375
  store float %t246, ptr addrspace(1) %t247, align 4, !dbg !375
  %t248 = add i64 %t1211, %t11, !dbg !375
  %t13 = icmp slt i64 %t248, %a0, !dbg !375
  br i1 %t13, label %b2, label %b55, !dbg !375

b55:                                              ; preds = %b54, %entry
  ret void, !dbg !375
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eExpSin32_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #2 !dbg !539 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !540
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !540
  %t2 = sext i32 %.1 to i64, !dbg !540
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !540
  %t4 = sext i32 %.2 to i64, !dbg !540
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !540
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !540
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !540, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !540
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !540
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !540, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !540
  %.15 = add i32 %.14, %.9, !dbg !540
  %.16 = udiv i32 %.15, %.6, !dbg !540
  %t8 = sext i32 %.16 to i64, !dbg !540
  %t9 = mul nsw i64 %t6, %t4, !dbg !540
  %t10 = add nsw i64 %t9, %t2, !dbg !540
  %t11 = mul nsw i64 %t8, %t6, !dbg !540
  %t12 = icmp sgt i64 %a1, 7, !dbg !540
  %t14 = icmp sgt i64 %a1, 6, !dbg !540
  %t16 = icmp sgt i64 %a1, 5, !dbg !540
  %t18 = icmp sgt i64 %a1, 4, !dbg !540
  %t20 = icmp sgt i64 %a1, 3, !dbg !540
  %t22 = icmp sgt i64 %a1, 2, !dbg !540
  %t24 = icmp sgt i64 %a1, 1, !dbg !540
  %t26 = icmp sgt i64 %a1, 0, !dbg !540
  %t287 = icmp slt i64 %t10, %a0, !dbg !540
  br i1 %t287, label %b2, label %b71, !dbg !540

b2:                                               ; preds = %entry, %b70
  %t2710 = phi i64 [ %t351, %b70 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !540

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t2710, %a9, !dbg !540
  %t32 = mul i64 %t30, %a9, !dbg !540
  %t33 = sub nuw i64 %t2710, %t32, !dbg !540
  %t34 = mul i64 %t33, %a19, !dbg !540
  %t35 = mul i64 %t33, %a28, !dbg !540
  br label %b4, !dbg !540

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t2710, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !540

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !540
  %t42 = mul i64 %t40, %a8, !dbg !540
  %t43 = sub i64 %t36, %t42, !dbg !540
  %t44 = mul i64 %t43, %a18, !dbg !540
  %t45 = add i64 %t44, %t37, !dbg !540
  %t46 = mul i64 %t43, %a27, !dbg !540
  %t47 = add i64 %t46, %t38, !dbg !540
  br label %b6, !dbg !540

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !540

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !540
  %t54 = mul i64 %t52, %a7, !dbg !540
  %t55 = sub i64 %t48, %t54, !dbg !540
  %t56 = mul i64 %t55, %a17, !dbg !540
  %t57 = add i64 %t56, %t49, !dbg !540
  %t58 = mul i64 %t55, %a26, !dbg !540
  %t59 = add i64 %t58, %t50, !dbg !540
  br label %b8, !dbg !540

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !540

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !540
  %t66 = mul i64 %t64, %a6, !dbg !540
  %t67 = sub i64 %t60, %t66, !dbg !540
  %t68 = mul i64 %t67, %a16, !dbg !540
  %t69 = add i64 %t68, %t61, !dbg !540
  %t70 = mul i64 %t67, %a25, !dbg !540
  %t71 = add i64 %t70, %t62, !dbg !540
  br label %b10, !dbg !540

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !540

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !540
  %t78 = mul i64 %t76, %a5, !dbg !540
  %t79 = sub i64 %t72, %t78, !dbg !540
  %t80 = mul i64 %t79, %a15, !dbg !540
  %t81 = add i64 %t80, %t73, !dbg !540
  %t82 = mul i64 %t79, %a24, !dbg !540
  %t83 = add i64 %t82, %t74, !dbg !540
  br label %b12, !dbg !540

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !540

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !540
  %t90 = mul i64 %t88, %a4, !dbg !540
  %t91 = sub i64 %t84, %t90, !dbg !540
  %t92 = mul i64 %t91, %a14, !dbg !540
  %t93 = add i64 %t92, %t85, !dbg !540
  %t94 = mul i64 %t91, %a23, !dbg !540
  %t95 = add i64 %t94, %t86, !dbg !540
  br label %b14, !dbg !540

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !540

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !540
  %t102 = mul i64 %t100, %a3, !dbg !540
  %t103 = sub i64 %t96, %t102, !dbg !540
  %t104 = mul i64 %t103, %a13, !dbg !540
  %t105 = add i64 %t104, %t97, !dbg !540
  %t106 = mul i64 %t103, %a22, !dbg !540
  %t107 = add i64 %t106, %t98, !dbg !540
  br label %b16, !dbg !540

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !540

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !540
  %t112 = add i64 %t109, %t111, !dbg !540
  %t113 = mul i64 %t108, %a21, !dbg !540
  %t114 = add i64 %t110, %t113, !dbg !540
  br label %b18, !dbg !540

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !540

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t115, !dbg !540
  %.17 = load float, ptr addrspace(1) %t117, align 4, !dbg !540
  br label %b20, !dbg !540

b20:                                              ; preds = %b19, %b18
  %t119 = phi float [ %.17, %b19 ], [ %a11, %b18 ]
  %t120 = fneg float %t119, !dbg !541
  %t121 = fmul float %t119, %t120, !dbg !542
  %t122 = fpext float %t121 to double, !dbg !543
  %t123 = fcmp uno float %t121, 0.000000e+00, !dbg !544
  br i1 %t123, label %b49, label %b22, !dbg !546

b22:                                              ; preds = %b20
  %t124 = fcmp ogt double %t122, 0x40862E42FEFA39EF, !dbg !548
  br i1 %t124, label %b49, label %b24, !dbg !548

b24:                                              ; preds = %b22
  %t125 = fcmp olt double %t122, 0xC0874910D52D3051, !dbg !549
  br i1 %t125, label %b49, label %b26, !dbg !549

b26:                                              ; preds = %b24
  %t126 = fcmp ogt float %t121, 0xBE30000000000000, !dbg !550
  %t127 = fcmp olt float %t121, 0x3E30000000000000, !dbg !551
  %t128 = and i1 %t126, %t127, !dbg !551
  br i1 %t128, label %b27, label %b28, !dbg !550

b27:                                              ; preds = %b26
  %t129 = fadd double %t122, 1.000000e+00, !dbg !552
  br label %b49, !dbg !553

b28:                                              ; preds = %b26
  %t130 = fcmp olt float %t121, 0.000000e+00, !dbg !554
  br i1 %t130, label %b29, label %b47, !dbg !554

b29:                                              ; preds = %b28
  %t131 = tail call double @llvm.fma.f64(double %t122, double 0x3FF71547652B82FE, double -5.000000e-01), !dbg !555
  %.18 = fptosi double %t131 to i64, !dbg !556
  br label %b30, !dbg !556

b30:                                              ; preds = %b48, %b47, %b29
  %t133 = phi i64 [ %.18, %b29 ], [ 0, %b47 ], [ %.20, %b48 ]
  %t134 = sitofp i64 %t133 to double, !dbg !557
  %t135 = fneg double %t134, !dbg !558
  %t136 = tail call double @llvm.fma.f64(double %t135, double 0x3FE62E42FEE00000, double %t122), !dbg !558
  %t137 = fmul double %t134, 0x3DEA39EF35793C76, !dbg !559
  %t138 = fsub double %t136, %t137, !dbg !560
  %t139 = fmul double %t138, %t138, !dbg !561
  %t140 = tail call double @llvm.fma.f64(double %t139, double 0x3E66376972BEA4D0, double 0xBEBBBD41C5D26BF1), !dbg !562
  %t141 = tail call double @llvm.fma.f64(double %t139, double %t140, double 0x3F11566AAF25DE2C), !dbg !563
  %t142 = tail call double @llvm.fma.f64(double %t139, double %t141, double 0xBF66C16C16BEBD93), !dbg !564
  %t143 = tail call double @llvm.fma.f64(double %t139, double %t142, double 0x3FC5555555555555), !dbg !565
  %t144 = fneg double %t139, !dbg !566
  %t145 = tail call double @llvm.fma.f64(double %t144, double %t143, double %t138), !dbg !566
  %t146 = fmul double %t138, %t145, !dbg !567
  %t147 = fsub double 2.000000e+00, %t145, !dbg !568
  %t148 = fdiv double %t146, %t147, !dbg !569
  %t149 = fsub double %t137, %t148, !dbg !570
  %0 = fsub double %t136, %t149, !dbg !571
  %t151 = fadd double %0, 1.000000e+00, !dbg !571
  %t152 = fcmp oeq double %t151, 0.000000e+00, !dbg !572
  br i1 %t152, label %b49, label %b32, !dbg !572

b32:                                              ; preds = %b30
  %t154 = tail call i1 @llvm.amdgcn.class.f64(double %t151, i32 516), !dbg !574
  %t155 = fcmp uno double %t151, 0.000000e+00, !dbg !544
  %t156 = or i1 %t154, %t155, !dbg !575
  br i1 %t156, label %b49, label %b34, !dbg !576

b34:                                              ; preds = %b32
  %t157 = tail call i1 @llvm.amdgcn.class.f64(double %t151, i32 240), !dbg !577
  %t158 = fmul double %t151, 0x4330000000000000, !dbg !577
  %t159 = select i1 %t157, double %t158, double %t151, !dbg !577
  %t160 = select i1 %t157, i64 -52, i64 0, !dbg !577
  %t162 = bitcast double %t159 to i64, !dbg !578
  %t163 = lshr i64 %t162, 52, !dbg !579
  %t165 = and i64 %t163, 2047, !dbg !580
  %t166 = add i64 %t133, -1023, !dbg !581
  %t161 = add i64 %t166, %t160, !dbg !582
  %t167 = add i64 %t161, %t165, !dbg !583
  %t168 = icmp slt i64 %t167, -1075, !dbg !584
  br i1 %t168, label %b38, label %b39, !dbg !584

b38:                                              ; preds = %b34
  %t169 = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t159), !dbg !585
  br label %b49, !dbg !586

b39:                                              ; preds = %b34
  %t170 = icmp sgt i64 %t167, 1023, !dbg !587
  br i1 %t170, label %b40, label %b43, !dbg !587

b40:                                              ; preds = %b39
  %t171 = fcmp olt double %t159, 0.000000e+00, !dbg !588
  %. = select i1 %t171, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !589
  br label %b49, !dbg !589

b43:                                              ; preds = %b39
  %t172 = icmp slt i64 %t167, -1022, !dbg !590
  %spec.select1 = select i1 %t172, double 0x3CA0000000000000, double 1.000000e+00, !dbg !590
  %t176 = and i64 %t162, -9218868437227405313, !dbg !591
  %1 = shl nsw i64 %t167, 52, !dbg !592
  %2 = add i64 %1, 238690780250636288, !dbg !592
  %t177 = select i1 %t172, i64 %2, i64 %1, !dbg !592
  %t179 = add i64 %t177, 4607182418800017408, !dbg !592
  %t180 = or i64 %t179, %t176, !dbg !593
  %t181 = bitcast i64 %t180 to double, !dbg !594
  %t182 = fmul double %spec.select1, %t181, !dbg !595
  br label %b49, !dbg !596

b47:                                              ; preds = %b28
  %t184 = fcmp ogt float %t121, 0.000000e+00, !dbg !597
  br i1 %t184, label %b48, label %b30, !dbg !597

b48:                                              ; preds = %b47
  %t185 = tail call double @llvm.fma.f64(double %t122, double 0x3FF71547652B82FE, double 5.000000e-01), !dbg !598
  %.20 = fptosi double %t185 to i64, !dbg !599
  br label %b30, !dbg !599

b49:                                              ; preds = %b38, %b43, %b30, %b32, %b40, %b24, %b22, %b20, %b27
  %t187 = phi double [ %t129, %b27 ], [ %t122, %b20 ], [ 0x7FF0000000000000, %b22 ], [ 0.000000e+00, %b24 ], [ %t169, %b38 ], [ %t182, %b43 ], [ %t151, %b30 ], [ %t151, %b32 ], [ %., %b40 ]
  %t188 = fptrunc double %t187 to float, !dbg !600
  %t189 = fpext float %t119 to double, !dbg !601
  %3 = fcmp ueq float %t119, 0.000000e+00, !dbg !602
  br i1 %3, label %b70, label %b51, !dbg !604

b51:                                              ; preds = %b49
  %t194 = tail call i1 @llvm.amdgcn.class.f64(double %t189, i32 516), !dbg !574
  br i1 %t194, label %b70, label %b53, !dbg !605

b53:                                              ; preds = %b51
  %t195 = fcmp olt float %t119, 0.000000e+00, !dbg !606
  %t196 = fneg double %t189, !dbg !606
  %t197 = select i1 %t195, double %t196, double %t189, !dbg !606
  %t199 = fcmp ult double %t197, 0x41C0000000000000, !dbg !607
  br i1 %t199, label %b67, label %b56, !dbg !607

b56:                                              ; preds = %b53
  %t200 = bitcast double %t197 to i64, !dbg !608
  %t201 = lshr i64 %t200, 52, !dbg !610
  %t202 = and i64 %t201, 2047, !dbg !611
  %t206 = and i64 %t200, -9218868437227405313, !dbg !612
  %t207 = or i64 %t206, 4503599627370496, !dbg !613
  %t208 = add nsw i64 %t202, -1014, !dbg !614
  %t210 = lshr i64 %t208, 6, !dbg !615
  %t211 = and i64 %t208, 63, !dbg !616
  %t213 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t210, !dbg !617
  %.22 = load i64, ptr addrspace(4) %t213, align 8, !dbg !617
  %.25 = shl i64 %.22, %t211, !dbg !618
  %t216 = add nuw nsw i64 %t210, 1, !dbg !619
  %t218 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t216, !dbg !620
  %.26 = load i64, ptr addrspace(4) %t218, align 8, !dbg !620
  %t220 = sub nsw i64 54, %t201, !dbg !621
  %.27 = icmp eq i64 %t211, 0, !dbg !622
  %.28 = and i64 %t220, 63, !dbg !622
  %.29 = lshr i64 %.26, %.28, !dbg !622
  %t221 = select i1 %.27, i64 0, i64 %.29, !dbg !622
  %t222 = or i64 %t221, %.25, !dbg !623
  %.33 = shl i64 %.26, %t211, !dbg !624
  %t225 = add nuw nsw i64 %t210, 2, !dbg !625
  %t227 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t225, !dbg !626
  %.34 = load i64, ptr addrspace(4) %t227, align 8, !dbg !626
  %.37 = lshr i64 %.34, %.28, !dbg !627
  %t229 = select i1 %.27, i64 0, i64 %.37, !dbg !627
  %t230 = or i64 %t229, %.33, !dbg !628
  %.41 = shl i64 %.34, %t211, !dbg !629
  %t233 = add nuw nsw i64 %t210, 3, !dbg !630
  %t235 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t233, !dbg !631
  %.42 = load i64, ptr addrspace(4) %t235, align 8, !dbg !631
  %.45 = lshr i64 %.42, %.28, !dbg !632
  %t237 = select i1 %.27, i64 0, i64 %.45, !dbg !632
  %t238 = or i64 %t237, %.41, !dbg !633
  %t239 = and i64 %t238, 4294967295, !dbg !634
  %t240 = lshr i64 %t238, 32, !dbg !636
  %t241 = and i64 %t200, 4294967295, !dbg !637
  %t242 = lshr i64 %t207, 32, !dbg !638
  %t243 = mul nuw i64 %t239, %t241, !dbg !639
  %t244 = mul nuw i64 %t240, %t241, !dbg !640
  %t245 = lshr i64 %t243, 32, !dbg !641
  %t246 = add nuw i64 %t245, %t244, !dbg !642
  %t247 = and i64 %t246, 4294967295, !dbg !643
  %t248 = lshr i64 %t246, 32, !dbg !644
  %t249 = mul nuw i64 %t239, %t242, !dbg !645
  %t250 = add nuw i64 %t247, %t249, !dbg !646
  %t251 = mul nuw i64 %t240, %t242, !dbg !647
  %t252 = add nuw i64 %t248, %t251, !dbg !648
  %t253 = lshr i64 %t250, 32, !dbg !649
  %t254 = add nuw i64 %t252, %t253, !dbg !650
  %t255 = and i64 %t230, 4294967295, !dbg !634
  %t256 = lshr i64 %t230, 32, !dbg !636
  %t257 = mul nuw i64 %t255, %t241, !dbg !639
  %t258 = mul nuw i64 %t256, %t241, !dbg !640
  %t259 = lshr i64 %t257, 32, !dbg !641
  %t260 = add nuw i64 %t259, %t258, !dbg !642
  %t261 = and i64 %t260, 4294967295, !dbg !643
  %t262 = lshr i64 %t260, 32, !dbg !644
  %t263 = mul nuw i64 %t255, %t242, !dbg !645
  %t264 = add nuw i64 %t261, %t263, !dbg !646
  %t265 = mul nuw i64 %t256, %t242, !dbg !647
  %t267 = lshr i64 %t264, 32, !dbg !649
  %t269 = mul i64 %t230, %t207, !dbg !651
  %t270 = mul i64 %t222, %t207, !dbg !652
  %t271 = add i64 %t254, %t269, !dbg !653
  %t272 = and i64 %t254, %t269, !dbg !654
  %t273 = or i64 %t254, %t269, !dbg !655
  %.46 = xor i64 %t271, -1, !dbg !656
  %t274 = and i64 %t273, %.46, !dbg !656
  %t275 = or i64 %t274, %t272, !dbg !657
  %t276 = lshr i64 %t275, 63, !dbg !658
  %t266 = add i64 %t265, %t270, !dbg !648
  %t268 = add i64 %t266, %t262, !dbg !650
  %t277 = add i64 %t268, %t267, !dbg !653
  %t278 = add i64 %t277, %t276, !dbg !659
  %t279 = lshr i64 %t278, 61, !dbg !660
  %t282 = tail call i64 @llvm.fshl.i64(i64 %t278, i64 %t271, i64 3), !dbg !661
  %.47 = tail call i64 @llvm.ctlz.i64(i64 %t282, i1 false), !dbg !662, !range !172
  %t286 = add nuw nsw i64 %.47, 1, !dbg !663
  %.48 = icmp ult i64 %t282, 2, !dbg !664
  %.49 = and i64 %t286, 63, !dbg !664
  %.50 = shl i64 %t282, %.49, !dbg !664
  %t288 = select i1 %.48, i64 2, i64 %.50, !dbg !664
  %t289 = sub nsw i64 63, %.47, !dbg !665
  %.51 = icmp eq i64 %t282, 0, !dbg !666
  %.52 = and i64 %t289, 63, !dbg !666
  %.53 = lshr i64 %t271, %.52, !dbg !666
  %t290 = select i1 %.51, i64 0, i64 %.53, !dbg !666
  %t291 = or i64 %t288, %t290, !dbg !667
  %t292 = lshr i64 %t291, 12, !dbg !668
  %.neg = mul nsw i64 %.47, -4503599627370496, !dbg !669
  %t293 = add nsw i64 %.neg, 4602678819172646912, !dbg !669
  %t294 = or i64 %t292, %t293, !dbg !670
  %t295 = bitcast i64 %t294 to double, !dbg !671
  %4 = and i64 %t278, 2305843009213693952, !dbg !672
  %t297.not = icmp eq i64 %4, 0, !dbg !672
  br i1 %t297.not, label %b58, label %b57, !dbg !672

b57:                                              ; preds = %b56
  %t298 = add nuw nsw i64 %t279, 1, !dbg !673
  %t299 = and i64 %t298, 7, !dbg !674
  %t300 = fadd double %t295, -1.000000e+00, !dbg !675
  br label %b58, !dbg !675

b58:                                              ; preds = %b57, %b56
  %t301 = phi i64 [ %t279, %b56 ], [ %t299, %b57 ]
  %t302 = phi double [ %t295, %b56 ], [ %t300, %b57 ]
  %t303 = fmul double %t302, 0x3FE921FB54442D18, !dbg !676
  br label %b59, !dbg !677

b59:                                              ; preds = %b67, %b58
  %t304 = phi i64 [ %t301, %b58 ], [ %t342, %b67 ]
  %t305 = phi double [ %t303, %b58 ], [ %t346, %b67 ]
  %t306 = icmp ugt i64 %t304, 3, !dbg !678
  %t308 = add nsw i64 %t304, -4, !dbg !679
  %spec.select = xor i1 %t195, %t306, !dbg !678
  %spec.select3 = select i1 %t306, i64 %t308, i64 %t304, !dbg !678
  %t311 = fmul double %t305, %t305, !dbg !680
  %t310.off = add nsw i64 %spec.select3, -1, !dbg !681
  %switch = icmp ult i64 %t310.off, 2, !dbg !681
  br i1 %switch, label %b62, label %b63, !dbg !681

b62:                                              ; preds = %b59
  %t315 = tail call double @llvm.fma.f64(double %t311, double -5.000000e-01, double 1.000000e+00), !dbg !682
  br label %b63, !dbg !683

b63:                                              ; preds = %b59, %b62
  %t316 = phi double [ %t311, %b62 ], [ %t305, %b59 ]
  %t317 = phi double [ 0xBDA8FA49A0861A9B, %b62 ], [ 0x3DE5D8FD1FD19CCD, %b59 ]
  %t318 = phi double [ 0x3E21EE9D7B4E3F05, %b62 ], [ 0xBE5AE5E5A9291F5D, %b59 ]
  %t319 = phi double [ 0xBE927E4F7EAC4BC6, %b62 ], [ 0x3EC71DE3567D48A1, %b59 ]
  %t320 = phi double [ 0x3EFA01A019C844F5, %b62 ], [ 0xBF2A01A019BFDF03, %b59 ]
  %t321 = phi double [ 0xBF56C16C16C14F91, %b62 ], [ 0x3F8111111110F7D0, %b59 ]
  %t322 = phi double [ 0x3FA555555555554B, %b62 ], [ 0xBFC5555555555548, %b59 ]
  %t323 = phi double [ %t315, %b62 ], [ %t305, %b59 ]
  %t324 = fmul double %t311, %t316, !dbg !684
  %t325 = tail call double @llvm.fma.f64(double %t317, double %t311, double %t318), !dbg !685
  %t326 = tail call double @llvm.fma.f64(double %t325, double %t311, double %t319), !dbg !686
  %t327 = tail call double @llvm.fma.f64(double %t326, double %t311, double %t320), !dbg !687
  %t328 = tail call double @llvm.fma.f64(double %t327, double %t311, double %t321), !dbg !688
  %t329 = tail call double @llvm.fma.f64(double %t328, double %t311, double %t322), !dbg !689
  %t330 = tail call double @llvm.fma.f64(double %t324, double %t329, double %t323), !dbg !683
  %t331 = fneg double %t330
  %spec.select2 = select i1 %spec.select, double %t331, double %t330, !dbg !690
  br label %b70, !dbg !691

b67:                                              ; preds = %b53
  %t333 = fmul double %t197, 0x3FF45F306DC9C883, !dbg !692
  %.54 = fptosi double %t333 to i64, !dbg !693
  %t335 = uitofp i64 %.54 to double, !dbg !694
  %t336 = and i64 %.54, 1, !dbg !695
  %t337.not = icmp eq i64 %t336, 0, !dbg !696
  %t339 = fadd double %t335, 1.000000e+00, !dbg !697
  %not.t337.not = xor i1 %t337.not, true, !dbg !696
  %t338 = zext i1 %not.t337.not to i64, !dbg !696
  %spec.select4 = add i64 %t338, %.54, !dbg !696
  %spec.select5 = select i1 %t337.not, double %t335, double %t339, !dbg !696
  %t342 = and i64 %spec.select4, 7, !dbg !698
  %t343 = fneg double %spec.select5, !dbg !699
  %t344 = tail call double @llvm.fma.f64(double %t343, double 0x3FE921FB40000000, double %t197), !dbg !699
  %t345 = tail call double @llvm.fma.f64(double %t343, double 0x3E64442D00000000, double %t344), !dbg !700
  %t346 = tail call double @llvm.fma.f64(double %t343, double 0x3CE8469898CC5170, double %t345), !dbg !701
  br label %b59, !dbg !701

b70:                                              ; preds = %b51, %b49, %b63
  %t347 = phi double [ %spec.select2, %b63 ], [ %t189, %b49 ], [ 0x7FF8000000000001, %b51 ]
  %t348 = fptrunc double %t347 to float, !dbg !702
  %t349 = fmul float %t188, %t348, !dbg !703
  %t350 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t116, !dbg !540
  store float %t349, ptr addrspace(1) %t350, align 4, !dbg !540
  %t351 = add i64 %t2710, %t11, !dbg !540
  %t28 = icmp slt i64 %t351, %a0, !dbg !540
  br i1 %t28, label %b2, label %b71, !dbg !540

b71:                                              ; preds = %b70, %entry
  ret void, !dbg !540
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eTriage_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i32 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !704 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !705
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !705
  %t2 = sext i32 %.1 to i64, !dbg !705
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !705
  %t4 = sext i32 %.2 to i64, !dbg !705
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !705
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !705
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !705, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !705
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !705
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !705, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !705
  %.15 = add i32 %.14, %.9, !dbg !705
  %.16 = udiv i32 %.15, %.6, !dbg !705
  %t8 = sext i32 %.16 to i64, !dbg !705
  %t9 = mul nsw i64 %t6, %t4, !dbg !705
  %t10 = add nsw i64 %t9, %t2, !dbg !705
  %t11 = mul nsw i64 %t8, %t6, !dbg !705
  %t131 = icmp slt i64 %t10, %a0, !dbg !705
  br i1 %t131, label %b2, label %b10, !dbg !705

b2:                                               ; preds = %entry, %b9
  %t122 = phi i64 [ %t26, %b9 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !705

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t122, !dbg !705
  %.17 = load i32, ptr addrspace(1) %t14, align 4, !dbg !705
  br label %b4, !dbg !705

b4:                                               ; preds = %b3, %b2
  %t16 = phi i32 [ %.17, %b3 ], [ %a2, %b2 ]
  %t17 = icmp slt i32 %t16, 0, !dbg !706
  br i1 %t17, label %b5, label %b6, !dbg !706

b5:                                               ; preds = %b4
  %t18 = mul i32 %t16, -2, !dbg !707
  br label %b9, !dbg !708

b6:                                               ; preds = %b4
  %t19 = icmp ugt i32 %t16, 1000, !dbg !709
  br i1 %t19, label %b7, label %b8, !dbg !709

b7:                                               ; preds = %b6
  %t20 = and i32 %t16, 7, !dbg !710
  %t21 = or i32 %t20, 1000, !dbg !711
  br label %b9, !dbg !712

b8:                                               ; preds = %b6
  %t22 = mul nuw nsw i32 %t16, 3, !dbg !713
  %t23 = add nuw nsw i32 %t22, 1, !dbg !714
  br label %b9, !dbg !715

b9:                                               ; preds = %b8, %b7, %b5
  %t24 = phi i32 [ %t18, %b5 ], [ %t21, %b7 ], [ %t23, %b8 ]
  %t25 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t122, !dbg !705
  store i32 %t24, ptr addrspace(1) %t25, align 4, !dbg !705
  %t26 = add i64 %t122, %t11, !dbg !705
  %t13 = icmp slt i64 %t26, %a0, !dbg !705
  br i1 %t13, label %b2, label %b10, !dbg !705

b10:                                              ; preds = %b9, %entry
  ret void, !dbg !705
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eTriage_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i32 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #2 !dbg !716 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !717
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !717
  %t2 = sext i32 %.1 to i64, !dbg !717
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !717
  %t4 = sext i32 %.2 to i64, !dbg !717
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !717
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !717
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !717, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !717
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !717
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !717, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !717
  %.15 = add i32 %.14, %.9, !dbg !717
  %.16 = udiv i32 %.15, %.6, !dbg !717
  %t8 = sext i32 %.16 to i64, !dbg !717
  %t9 = mul nsw i64 %t6, %t4, !dbg !717
  %t10 = add nsw i64 %t9, %t2, !dbg !717
  %t11 = mul nsw i64 %t8, %t6, !dbg !717
  %t12 = icmp sgt i64 %a1, 7, !dbg !717
  %t14 = icmp sgt i64 %a1, 6, !dbg !717
  %t16 = icmp sgt i64 %a1, 5, !dbg !717
  %t18 = icmp sgt i64 %a1, 4, !dbg !717
  %t20 = icmp sgt i64 %a1, 3, !dbg !717
  %t22 = icmp sgt i64 %a1, 2, !dbg !717
  %t24 = icmp sgt i64 %a1, 1, !dbg !717
  %t26 = icmp sgt i64 %a1, 0, !dbg !717
  %t281 = icmp slt i64 %t10, %a0, !dbg !717
  br i1 %t281, label %b2, label %b26, !dbg !717

b2:                                               ; preds = %entry, %b25
  %t272 = phi i64 [ %t129, %b25 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !717

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t272, %a9, !dbg !717
  %t32 = mul i64 %t30, %a9, !dbg !717
  %t33 = sub nuw i64 %t272, %t32, !dbg !717
  %t34 = mul i64 %t33, %a19, !dbg !717
  %t35 = mul i64 %t33, %a28, !dbg !717
  br label %b4, !dbg !717

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t272, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !717

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !717
  %t42 = mul i64 %t40, %a8, !dbg !717
  %t43 = sub i64 %t36, %t42, !dbg !717
  %t44 = mul i64 %t43, %a18, !dbg !717
  %t45 = add i64 %t44, %t37, !dbg !717
  %t46 = mul i64 %t43, %a27, !dbg !717
  %t47 = add i64 %t46, %t38, !dbg !717
  br label %b6, !dbg !717

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !717

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !717
  %t54 = mul i64 %t52, %a7, !dbg !717
  %t55 = sub i64 %t48, %t54, !dbg !717
  %t56 = mul i64 %t55, %a17, !dbg !717
  %t57 = add i64 %t56, %t49, !dbg !717
  %t58 = mul i64 %t55, %a26, !dbg !717
  %t59 = add i64 %t58, %t50, !dbg !717
  br label %b8, !dbg !717

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !717

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !717
  %t66 = mul i64 %t64, %a6, !dbg !717
  %t67 = sub i64 %t60, %t66, !dbg !717
  %t68 = mul i64 %t67, %a16, !dbg !717
  %t69 = add i64 %t68, %t61, !dbg !717
  %t70 = mul i64 %t67, %a25, !dbg !717
  %t71 = add i64 %t70, %t62, !dbg !717
  br label %b10, !dbg !717

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !717

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !717
  %t78 = mul i64 %t76, %a5, !dbg !717
  %t79 = sub i64 %t72, %t78, !dbg !717
  %t80 = mul i64 %t79, %a15, !dbg !717
  %t81 = add i64 %t80, %t73, !dbg !717
  %t82 = mul i64 %t79, %a24, !dbg !717
  %t83 = add i64 %t82, %t74, !dbg !717
  br label %b12, !dbg !717

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !717

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !717
  %t90 = mul i64 %t88, %a4, !dbg !717
  %t91 = sub i64 %t84, %t90, !dbg !717
  %t92 = mul i64 %t91, %a14, !dbg !717
  %t93 = add i64 %t92, %t85, !dbg !717
  %t94 = mul i64 %t91, %a23, !dbg !717
  %t95 = add i64 %t94, %t86, !dbg !717
  br label %b14, !dbg !717

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !717

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !717
  %t102 = mul i64 %t100, %a3, !dbg !717
  %t103 = sub i64 %t96, %t102, !dbg !717
  %t104 = mul i64 %t103, %a13, !dbg !717
  %t105 = add i64 %t104, %t97, !dbg !717
  %t106 = mul i64 %t103, %a22, !dbg !717
  %t107 = add i64 %t106, %t98, !dbg !717
  br label %b16, !dbg !717

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !717

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !717
  %t112 = add i64 %t109, %t111, !dbg !717
  %t113 = mul i64 %t108, %a21, !dbg !717
  %t114 = add i64 %t110, %t113, !dbg !717
  br label %b18, !dbg !717

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !717

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t115, !dbg !717
  %.17 = load i32, ptr addrspace(1) %t117, align 4, !dbg !717
  br label %b20, !dbg !717

b20:                                              ; preds = %b19, %b18
  %t119 = phi i32 [ %.17, %b19 ], [ %a11, %b18 ]
  %t120 = icmp slt i32 %t119, 0, !dbg !718
  br i1 %t120, label %b21, label %b22, !dbg !718

b21:                                              ; preds = %b20
  %t121 = mul i32 %t119, -2, !dbg !719
  br label %b25, !dbg !720

b22:                                              ; preds = %b20
  %t122 = icmp ugt i32 %t119, 1000, !dbg !721
  br i1 %t122, label %b23, label %b24, !dbg !721

b23:                                              ; preds = %b22
  %t123 = and i32 %t119, 7, !dbg !722
  %t124 = or i32 %t123, 1000, !dbg !723
  br label %b25, !dbg !724

b24:                                              ; preds = %b22
  %t125 = mul nuw nsw i32 %t119, 3, !dbg !725
  %t126 = add nuw nsw i32 %t125, 1, !dbg !726
  br label %b25, !dbg !727

b25:                                              ; preds = %b24, %b23, %b21
  %t127 = phi i32 [ %t121, %b21 ], [ %t124, %b23 ], [ %t126, %b24 ]
  %t128 = getelementptr inbounds i32, ptr addrspace(1) %a20, i64 %t116, !dbg !717
  store i32 %t127, ptr addrspace(1) %t128, align 4, !dbg !717
  %t129 = add i64 %t272, %t11, !dbg !717
  %t28 = icmp slt i64 %t129, %a0, !dbg !717
  br i1 %t28, label %b2, label %b26, !dbg !717

b26:                                              ; preds = %b25, %entry
  ret void, !dbg !717
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !728 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !729
  %t3 = sext i32 %.1 to i64, !dbg !729
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !729
  %t5 = sext i32 %.2 to i64, !dbg !729
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !729
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !729
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !729, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !729
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !729
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !729, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !729
  %.15 = add i32 %.14, %.9, !dbg !729
  %.16 = udiv i32 %.15, %.6, !dbg !729
  %t9 = sext i32 %.16 to i64, !dbg !729
  %t10 = mul nsw i64 %t7, %t5, !dbg !729
  %t11 = add nsw i64 %t10, %t3, !dbg !729
  %t12 = mul nsw i64 %t9, %t7, !dbg !729
  %t13 = shl nsw i64 %t12, 1, !dbg !729
  %t14 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !729
  %t16 = icmp eq i64 %a2, 1, !dbg !729
  %t17 = and i64 %t14, 15, !dbg !729
  %t18 = icmp eq i64 %t17, 0, !dbg !729
  %t19 = and i1 %t16, %t18, !dbg !729
  %t20 = ashr i64 %a0, 2, !dbg !729
  %t21 = add i64 %a0, 3, !dbg !729
  %t22 = ashr i64 %t21, 2, !dbg !729
  %t23 = icmp slt i64 %t11, %t22, !dbg !729
  br i1 %t23, label %b1, label %b25, !dbg !729

b1:                                               ; preds = %entry
  %t24 = shl nsw i64 %t11, 2, !dbg !729
  %t25 = mul i64 %t24, %a2, !dbg !729
  %t26 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t25, !dbg !729
  %.17 = load float, ptr addrspace(1) %t26, align 4, !dbg !729, !amdgpu.noclobber !6
  %0 = xor i64 %t24, -1, !dbg !729
  %t29 = add i64 %0, %a0, !dbg !729
  %t30 = getelementptr inbounds float, ptr addrspace(1) %t26, i64 %a2, !dbg !729
  %t31 = icmp sgt i64 %t29, 0, !dbg !729
  br i1 %t31, label %b2, label %b3, !dbg !729

b2:                                               ; preds = %b1
  %.18 = load float, ptr addrspace(1) %t30, align 4, !dbg !729, !amdgpu.noclobber !6
  %t33 = fadd float %.17, %.18, !dbg !730
  br label %b3, !dbg !729

b3:                                               ; preds = %b2, %b1
  %t34 = phi float [ %t33, %b2 ], [ %.17, %b1 ]
  %t35 = getelementptr inbounds float, ptr addrspace(1) %t30, i64 %a2, !dbg !729
  %t36 = icmp sgt i64 %t29, 1, !dbg !729
  br i1 %t36, label %b4, label %b5, !dbg !729

b4:                                               ; preds = %b3
  %.19 = load float, ptr addrspace(1) %t35, align 4, !dbg !729, !amdgpu.noclobber !6
  %t38 = fadd float %t34, %.19, !dbg !730
  br label %b5, !dbg !729

b5:                                               ; preds = %b4, %b3
  %t39 = phi float [ %t38, %b4 ], [ %t34, %b3 ]
  %t41 = icmp sgt i64 %t29, 2, !dbg !729
  br i1 %t41, label %b6, label %b7, !dbg !729

b6:                                               ; preds = %b5
  %t40 = getelementptr inbounds float, ptr addrspace(1) %t35, i64 %a2, !dbg !729
  %.20 = load float, ptr addrspace(1) %t40, align 4, !dbg !729, !amdgpu.noclobber !6
  %t43 = fadd float %t39, %.20, !dbg !730
  br label %b7, !dbg !729

b7:                                               ; preds = %b6, %b5
  %t44 = phi float [ %t43, %b6 ], [ %t39, %b5 ]
  %t45 = add nsw i64 %t12, %t11, !dbg !729
  br i1 %t19, label %b8, label %b15, !dbg !729

b8:                                               ; preds = %b7
  %t46 = sub nsw i64 %t20, %t12, !dbg !729
  %t508 = icmp slt i64 %t45, %t46, !dbg !729
  br i1 %t508, label %b10, label %b12.preheader, !dbg !729

b12.preheader:                                    ; preds = %b10, %b8
  %t47.lcssa = phi i64 [ %t45, %b8 ], [ %t71, %b10 ]
  %t48.lcssa = phi float [ %t44, %b8 ], [ %t70, %b10 ]
  %t7512 = icmp slt i64 %t47.lcssa, %t20, !dbg !729
  br i1 %t7512, label %b13, label %b15, !dbg !729

b10:                                              ; preds = %b8, %b10
  %t4810 = phi float [ %t70, %b10 ], [ %t44, %b8 ]
  %t479 = phi i64 [ %t71, %b10 ], [ %t45, %b8 ]
  %t51 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t479, !dbg !729
  %.21 = load <4 x float>, ptr addrspace(1) %t51, align 16, !dbg !729, !amdgpu.noclobber !6
  %.22 = extractelement <4 x float> %.21, i64 0, !dbg !729
  %.24 = extractelement <4 x float> %.21, i64 1, !dbg !729
  %.26 = extractelement <4 x float> %.21, i64 2, !dbg !729
  %.28 = extractelement <4 x float> %.21, i64 3, !dbg !729
  %t53 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t51, i64 %t12, !dbg !729
  %.30 = load <4 x float>, ptr addrspace(1) %t53, align 16, !dbg !729, !amdgpu.noclobber !6
  %.31 = extractelement <4 x float> %.30, i64 0, !dbg !729
  %.33 = extractelement <4 x float> %.30, i64 1, !dbg !729
  %.35 = extractelement <4 x float> %.30, i64 2, !dbg !729
  %.37 = extractelement <4 x float> %.30, i64 3, !dbg !729
  %t56 = fadd float %t4810, %.22, !dbg !730
  %t58 = fadd float %.24, %t56, !dbg !730
  %t60 = fadd float %.26, %t58, !dbg !730
  %t62 = fadd float %.28, %t60, !dbg !730
  %t64 = fadd float %.31, %t62, !dbg !730
  %t66 = fadd float %.33, %t64, !dbg !730
  %t68 = fadd float %.35, %t66, !dbg !730
  %t70 = fadd float %.37, %t68, !dbg !730
  %t71 = add i64 %t479, %t13, !dbg !729
  %t50 = icmp slt i64 %t71, %t46, !dbg !729
  br i1 %t50, label %b10, label %b12.preheader, !dbg !729

b13:                                              ; preds = %b12.preheader, %b13
  %t7314 = phi float [ %t85, %b13 ], [ %t48.lcssa, %b12.preheader ]
  %t7213 = phi i64 [ %t86, %b13 ], [ %t47.lcssa, %b12.preheader ]
  %t76 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t7213, !dbg !729
  %.39 = load <4 x float>, ptr addrspace(1) %t76, align 16, !dbg !729, !amdgpu.noclobber !6
  %.40 = extractelement <4 x float> %.39, i64 0, !dbg !729
  %.42 = extractelement <4 x float> %.39, i64 1, !dbg !729
  %.44 = extractelement <4 x float> %.39, i64 2, !dbg !729
  %.46 = extractelement <4 x float> %.39, i64 3, !dbg !729
  %t79 = fadd float %t7314, %.40, !dbg !730
  %t81 = fadd float %.42, %t79, !dbg !730
  %t83 = fadd float %.44, %t81, !dbg !730
  %t85 = fadd float %.46, %t83, !dbg !730
  %t86 = add i64 %t7213, %t12, !dbg !729
  %t75 = icmp slt i64 %t86, %t20, !dbg !729
  br i1 %t75, label %b13, label %b15, !dbg !729

b15:                                              ; preds = %b13, %b12.preheader, %b7
  %t87 = phi float [ %t44, %b7 ], [ %t48.lcssa, %b12.preheader ], [ %t85, %b13 ]
  %t88 = phi i64 [ %t45, %b7 ], [ %t47.lcssa, %b12.preheader ], [ %t86, %b13 ]
  %t89 = shl i64 %a2, 2, !dbg !729
  %t92 = mul i64 %t12, %t89, !dbg !729
  %t9617 = icmp slt i64 %t88, %t22, !dbg !729
  br i1 %t9617, label %b17.lr.ph, label %b25, !dbg !729

b17.lr.ph:                                        ; preds = %b15
  %t90 = mul i64 %t88, %t89, !dbg !729
  %t91 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t90, !dbg !729
  %t98 = add i64 %a0, -1
  br label %b17, !dbg !729

b17:                                              ; preds = %b17.lr.ph, %b23
  %t9520 = phi float [ %t87, %b17.lr.ph ], [ %t116, %b23 ]
  %t9419 = phi i64 [ %t88, %b17.lr.ph ], [ %t117, %b23 ]
  %t9318 = phi ptr addrspace(1) [ %t91, %b17.lr.ph ], [ %t118, %b23 ]
  %t97.neg = mul i64 %t9419, -4, !dbg !729
  %t99 = add i64 %t98, %t97.neg, !dbg !729
  %.48 = load float, ptr addrspace(1) %t9318, align 4, !dbg !729
  %t101 = fadd float %t9520, %.48, !dbg !730
  %t102 = getelementptr inbounds i8, ptr addrspace(1) %t9318, i64 %t89, !dbg !729
  %t103 = icmp sgt i64 %t99, 0, !dbg !729
  br i1 %t103, label %b18, label %b19, !dbg !729

b18:                                              ; preds = %b17
  %.50 = load float, ptr addrspace(1) %t102, align 4, !dbg !729
  %t105 = fadd float %t101, %.50, !dbg !730
  br label %b19, !dbg !729

b19:                                              ; preds = %b18, %b17
  %t106 = phi float [ %t105, %b18 ], [ %t101, %b17 ]
  %t107 = getelementptr inbounds i8, ptr addrspace(1) %t102, i64 %t89, !dbg !729
  %t108 = icmp sgt i64 %t99, 1, !dbg !729
  br i1 %t108, label %b20, label %b21, !dbg !729

b20:                                              ; preds = %b19
  %.52 = load float, ptr addrspace(1) %t107, align 4, !dbg !729
  %t110 = fadd float %t106, %.52, !dbg !730
  br label %b21, !dbg !729

b21:                                              ; preds = %b20, %b19
  %t111 = phi float [ %t110, %b20 ], [ %t106, %b19 ]
  %t113 = icmp sgt i64 %t99, 2, !dbg !729
  br i1 %t113, label %b22, label %b23, !dbg !729

b22:                                              ; preds = %b21
  %t112 = getelementptr inbounds i8, ptr addrspace(1) %t107, i64 %t89, !dbg !729
  %.54 = load float, ptr addrspace(1) %t112, align 4, !dbg !729
  %t115 = fadd float %t111, %.54, !dbg !730
  br label %b23, !dbg !729

b23:                                              ; preds = %b22, %b21
  %t116 = phi float [ %t115, %b22 ], [ %t111, %b21 ]
  %t117 = add i64 %t9419, %t12, !dbg !729
  %t118 = getelementptr inbounds float, ptr addrspace(1) %t9318, i64 %t92, !dbg !729
  %t96 = icmp slt i64 %t117, %t22, !dbg !729
  br i1 %t96, label %b17, label %b25, !dbg !729

b25:                                              ; preds = %b23, %b15, %entry
  %t128 = phi float [ -0.000000e+00, %entry ], [ %t87, %b15 ], [ %t116, %b23 ]
  %t119 = phi float [ 0.000000e+00, %entry ], [ %t87, %b15 ], [ %t116, %b23 ]
  %t120 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0, i32 %.1, !dbg !729
  store float %t119, ptr addrspace(3) %t120, align 4, !dbg !729
  %t121 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1, i32 %.1, !dbg !729
  %.55 = zext i1 %t23 to i8, !dbg !729
  store i8 %.55, ptr addrspace(3) %t121, align 1, !dbg !729
  fence syncscope("workgroup") release, !dbg !729
  tail call void @llvm.amdgcn.s.barrier(), !dbg !729
  fence syncscope("workgroup") acquire, !dbg !729
  %t122 = icmp slt i32 %.1, 128, !dbg !729
  br i1 %t122, label %b26, label %b31, !dbg !729

b26:                                              ; preds = %b25
  %t123 = add nsw i32 %.1, 128, !dbg !729
  %t124 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0, i32 %t123, !dbg !729
  %.56 = load float, ptr addrspace(3) %t124, align 4, !dbg !729
  %t126 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1, i32 %t123, !dbg !729
  %.57 = load i8, ptr addrspace(3) %t126, align 1, !dbg !729
  %.58 = icmp ne i8 %.57, 0, !dbg !729
  %spec.select = fadd float %t128, %.56, !dbg !729
  %t130 = select i1 %.58, float %spec.select, float %t119, !dbg !729
  %t131 = select i1 %.58, i1 true, i1 %t23, !dbg !729
  store float %t130, ptr addrspace(3) %t120, align 4, !dbg !729
  %.59 = zext i1 %t131 to i8, !dbg !729
  store i8 %.59, ptr addrspace(3) %t121, align 1, !dbg !729
  br label %b31, !dbg !729

b31:                                              ; preds = %b26, %b25
  %t132 = phi float [ %t130, %b26 ], [ %t119, %b25 ]
  %t133 = phi i1 [ %t131, %b26 ], [ %t23, %b25 ]
  fence syncscope("workgroup") release, !dbg !729
  tail call void @llvm.amdgcn.s.barrier(), !dbg !729
  fence syncscope("workgroup") acquire, !dbg !729
  %t134 = icmp slt i32 %.1, 64, !dbg !729
  br i1 %t134, label %b32, label %b37, !dbg !729

b32:                                              ; preds = %b31
  %t135 = add nsw i32 %.1, 64, !dbg !729
  %t136 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0, i32 %t135, !dbg !729
  %.60 = load float, ptr addrspace(3) %t136, align 4, !dbg !729
  %t138 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1, i32 %t135, !dbg !729
  %.61 = load i8, ptr addrspace(3) %t138, align 1, !dbg !729
  %.62 = icmp ne i8 %.61, 0, !dbg !729
  %t140 = select i1 %t133, float %t132, float -0.000000e+00, !dbg !729
  %spec.select1 = fadd float %t140, %.60, !dbg !729
  %t142 = select i1 %.62, float %spec.select1, float %t132, !dbg !729
  %t143 = select i1 %.62, i1 true, i1 %t133, !dbg !729
  store float %t142, ptr addrspace(3) %t120, align 4, !dbg !729
  %.63 = zext i1 %t143 to i8, !dbg !729
  store i8 %.63, ptr addrspace(3) %t121, align 1, !dbg !729
  br label %b37, !dbg !729

b37:                                              ; preds = %b32, %b31
  %t144 = phi float [ %t142, %b32 ], [ %t132, %b31 ]
  %t145 = phi i1 [ %t143, %b32 ], [ %t133, %b31 ]
  fence syncscope("workgroup") release, !dbg !729
  tail call void @llvm.amdgcn.s.barrier(), !dbg !729
  fence syncscope("workgroup") acquire, !dbg !729
  %t146 = icmp slt i32 %.1, 32, !dbg !729
  br i1 %t146, label %b38, label %b43, !dbg !729

b38:                                              ; preds = %b37
  %t147 = add nsw i32 %.1, 32, !dbg !729
  %t148 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0, i32 %t147, !dbg !729
  %.64 = load float, ptr addrspace(3) %t148, align 4, !dbg !729
  %t150 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1, i32 %t147, !dbg !729
  %.65 = load i8, ptr addrspace(3) %t150, align 1, !dbg !729
  %.66 = icmp ne i8 %.65, 0, !dbg !729
  %t152 = select i1 %t145, float %t144, float -0.000000e+00, !dbg !729
  %spec.select2 = fadd float %t152, %.64, !dbg !729
  %t154 = select i1 %.66, float %spec.select2, float %t144, !dbg !729
  %t155 = select i1 %.66, i1 true, i1 %t145, !dbg !729
  br label %b43, !dbg !729

b43:                                              ; preds = %b38, %b37
  %t156 = phi float [ %t154, %b38 ], [ %t144, %b37 ]
  %t157 = phi i1 [ %t155, %b38 ], [ %t145, %b37 ]
  br i1 %t146, label %b44, label %b65, !dbg !729

b44:                                              ; preds = %b43
  %.68 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !729
  %.69 = zext i32 %.68 to i64, !dbg !729
  %.70 = add nuw nsw i64 %.69, 16, !dbg !729
  %.71 = icmp ult i32 %.68, 16, !dbg !729
  %.72 = tail call i32 @llvm.read_register.i32(metadata !731) #11, !dbg !729
  %.73 = zext i32 %.72 to i64, !dbg !729
  %.74 = and i64 %.70, 31, !dbg !729
  %1 = shl nuw nsw i64 1, %.74, !dbg !729
  %2 = and i64 %1, %.73, !dbg !729
  %.76 = icmp ne i64 %2, 0, !dbg !729
  %.77 = and i1 %.71, %.76, !dbg !729
  %.78 = trunc i64 %.70 to i32, !dbg !729
  %.79 = shl i32 %.78, 2, !dbg !729
  %.80 = bitcast float %t156 to i32, !dbg !729
  %.81 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.80), !dbg !729
  %.82 = bitcast i32 %.81 to float, !dbg !729
  %t158 = select i1 %.77, float %.82, float %t156, !dbg !729
  %.96 = zext i1 %t157 to i32, !dbg !729
  %.97 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.96), !dbg !729
  %3 = and i32 %.97, 1, !dbg !729
  %.98 = icmp ne i32 %3, 0, !dbg !729
  %t159 = select i1 %.77, i1 %.98, i1 %t157, !dbg !729
  %t160 = icmp slt i32 %.1, 16, !dbg !729
  %t161 = and i1 %t160, %t159, !dbg !729
  %t162 = select i1 %t157, float %t156, float -0.000000e+00, !dbg !729
  %spec.select3 = fadd float %t162, %t158, !dbg !729
  %t164 = select i1 %t161, float %spec.select3, float %t156, !dbg !729
  %t165 = select i1 %t161, i1 true, i1 %t157, !dbg !729
  %.102 = add nuw nsw i64 %.69, 8, !dbg !729
  %.103 = icmp ult i32 %.68, 24, !dbg !729
  %.106 = and i64 %.102, 31, !dbg !729
  %4 = shl nuw nsw i64 1, %.106, !dbg !729
  %5 = and i64 %4, %.73, !dbg !729
  %.108 = icmp ne i64 %5, 0, !dbg !729
  %.109 = and i1 %.103, %.108, !dbg !729
  %.110 = trunc i64 %.102 to i32, !dbg !729
  %.111 = shl i32 %.110, 2, !dbg !729
  %.112 = bitcast float %t164 to i32, !dbg !729
  %.113 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.111, i32 %.112), !dbg !729
  %.114 = bitcast i32 %.113 to float, !dbg !729
  %t166 = select i1 %.109, float %.114, float %t164, !dbg !729
  %.128 = zext i1 %t165 to i32, !dbg !729
  %.129 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.111, i32 %.128), !dbg !729
  %6 = and i32 %.129, 1, !dbg !729
  %.130 = icmp ne i32 %6, 0, !dbg !729
  %t167 = select i1 %.109, i1 %.130, i1 %t165, !dbg !729
  %t168 = icmp slt i32 %.1, 24, !dbg !729
  %t169 = and i1 %t168, %t167, !dbg !729
  %t170 = select i1 %t165, float %t164, float -0.000000e+00, !dbg !729
  %spec.select4 = fadd float %t166, %t170, !dbg !729
  %t172 = select i1 %t169, float %spec.select4, float %t164, !dbg !729
  %t173 = select i1 %t169, i1 true, i1 %t165, !dbg !729
  %.134 = add nuw nsw i64 %.69, 4, !dbg !729
  %.135 = icmp ult i32 %.68, 28, !dbg !729
  %.138 = and i64 %.134, 31, !dbg !729
  %7 = shl nuw nsw i64 1, %.138, !dbg !729
  %8 = and i64 %7, %.73, !dbg !729
  %.140 = icmp ne i64 %8, 0, !dbg !729
  %.141 = and i1 %.135, %.140, !dbg !729
  %.142 = trunc i64 %.134 to i32, !dbg !729
  %.143 = shl i32 %.142, 2, !dbg !729
  %.144 = bitcast float %t172 to i32, !dbg !729
  %.145 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.144), !dbg !729
  %.146 = bitcast i32 %.145 to float, !dbg !729
  %t174 = select i1 %.141, float %.146, float %t172, !dbg !729
  %.160 = zext i1 %t173 to i32, !dbg !729
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.160), !dbg !729
  %9 = and i32 %.161, 1, !dbg !729
  %.162 = icmp ne i32 %9, 0, !dbg !729
  %t175 = select i1 %.141, i1 %.162, i1 %t173, !dbg !729
  %t176 = icmp slt i32 %.1, 28, !dbg !729
  %t177 = and i1 %t176, %t175, !dbg !729
  %t178 = select i1 %t173, float %t172, float -0.000000e+00, !dbg !729
  %spec.select5 = fadd float %t174, %t178, !dbg !729
  %t180 = select i1 %t177, float %spec.select5, float %t172, !dbg !729
  %t181 = select i1 %t177, i1 true, i1 %t173, !dbg !729
  %.166 = add nuw nsw i64 %.69, 2, !dbg !729
  %.167 = icmp ult i32 %.68, 30, !dbg !729
  %.170 = and i64 %.166, 31, !dbg !729
  %10 = shl nuw nsw i64 1, %.170, !dbg !729
  %11 = and i64 %10, %.73, !dbg !729
  %.172 = icmp ne i64 %11, 0, !dbg !729
  %.173 = and i1 %.167, %.172, !dbg !729
  %.174 = trunc i64 %.166 to i32, !dbg !729
  %.175 = shl i32 %.174, 2, !dbg !729
  %.176 = bitcast float %t180 to i32, !dbg !729
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.176), !dbg !729
  %.178 = bitcast i32 %.177 to float, !dbg !729
  %t182 = select i1 %.173, float %.178, float %t180, !dbg !729
  %.192 = zext i1 %t181 to i32, !dbg !729
  %.193 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.192), !dbg !729
  %12 = and i32 %.193, 1, !dbg !729
  %.194 = icmp ne i32 %12, 0, !dbg !729
  %t183 = select i1 %.173, i1 %.194, i1 %t181, !dbg !729
  %t184 = icmp slt i32 %.1, 30, !dbg !729
  %t185 = and i1 %t184, %t183, !dbg !729
  %t186 = select i1 %t181, float %t180, float -0.000000e+00, !dbg !729
  %spec.select6 = fadd float %t182, %t186, !dbg !729
  %t188 = select i1 %t185, float %spec.select6, float %t180, !dbg !729
  %t189 = select i1 %t185, i1 true, i1 %t181, !dbg !729
  %.198 = add nuw nsw i64 %.69, 1, !dbg !729
  %.199 = icmp ult i32 %.68, 31, !dbg !729
  %.202 = and i64 %.198, 31, !dbg !729
  %13 = shl nuw nsw i64 1, %.202, !dbg !729
  %14 = and i64 %13, %.73, !dbg !729
  %.204 = icmp ne i64 %14, 0, !dbg !729
  %.205 = and i1 %.199, %.204, !dbg !729
  %.206 = trunc i64 %.198 to i32, !dbg !729
  %.207 = shl i32 %.206, 2, !dbg !729
  %.208 = bitcast float %t188 to i32, !dbg !729
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !729
  %.210 = bitcast i32 %.209 to float, !dbg !729
  %t190 = select i1 %.205, float %.210, float %t188, !dbg !729
  %.224 = zext i1 %t189 to i32, !dbg !729
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !729
  %15 = and i32 %.225, 1, !dbg !729
  %.226 = icmp ne i32 %15, 0, !dbg !729
  %t191 = select i1 %.205, i1 %.226, i1 %t189, !dbg !729
  %t192 = icmp ne i32 %.1, 31, !dbg !729
  %t193 = and i1 %t192, %t191, !dbg !729
  %t194 = select i1 %t189, float %t188, float -0.000000e+00, !dbg !729
  %spec.select7 = fadd float %t190, %t194, !dbg !729
  %t196 = select i1 %t193, float %spec.select7, float %t188, !dbg !729
  %t197 = select i1 %t193, i1 true, i1 %t189, !dbg !729
  br label %b65, !dbg !729

b65:                                              ; preds = %b44, %b43
  %t198 = phi float [ %t196, %b44 ], [ %t156, %b43 ]
  %t199 = phi i1 [ %t197, %b44 ], [ %t157, %b43 ]
  %t200 = icmp eq i32 %.1, 0, !dbg !729
  %t201 = and i1 %t200, %t199, !dbg !729
  br i1 %t201, label %b66, label %b67, !dbg !729

b66:                                              ; preds = %b65
  %t202 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t5, !dbg !729
  store float %t198, ptr addrspace(1) %t202, align 4, !dbg !729
  br label %b67, !dbg !729

b67:                                              ; preds = %b66, %b65
  ret void, !dbg !729
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2(i64 %a0, ptr addrspace(1) readonly %a1, ptr addrspace(1) nocapture writeonly %a2, float %a3, i8 %a4) local_unnamed_addr #0 !dbg !732 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !733
  %t3 = sext i32 %.2 to i64, !dbg !733
  %t4 = add i64 %a0, 3, !dbg !733
  %t5 = ashr i64 %t4, 2, !dbg !733
  %t6 = ashr i64 %a0, 2, !dbg !733
  %t7 = icmp sgt i64 %t5, %t3, !dbg !733
  br i1 %t7, label %b1, label %b20, !dbg !733

b1:                                               ; preds = %entry
  %t8 = shl nsw i64 %t3, 2, !dbg !733
  %t9 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t8, !dbg !733
  %.3 = load float, ptr addrspace(1) %t9, align 4, !dbg !733, !amdgpu.noclobber !6
  %0 = xor i64 %t8, -1, !dbg !733
  %t12 = add i64 %0, %a0, !dbg !733
  %t13 = getelementptr inbounds float, ptr addrspace(1) %t9, i64 1, !dbg !733
  %t14 = icmp sgt i64 %t12, 0, !dbg !733
  br i1 %t14, label %b2, label %b3, !dbg !733

b2:                                               ; preds = %b1
  %.4 = load float, ptr addrspace(1) %t13, align 4, !dbg !733, !amdgpu.noclobber !6
  %t16 = fadd float %.3, %.4, !dbg !734
  br label %b3, !dbg !733

b3:                                               ; preds = %b2, %b1
  %t17 = phi float [ %t16, %b2 ], [ %.3, %b1 ]
  %t18 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 1, !dbg !733
  %t19 = icmp sgt i64 %t12, 1, !dbg !733
  br i1 %t19, label %b4, label %b5, !dbg !733

b4:                                               ; preds = %b3
  %.5 = load float, ptr addrspace(1) %t18, align 4, !dbg !733, !amdgpu.noclobber !6
  %t21 = fadd float %t17, %.5, !dbg !734
  br label %b5, !dbg !733

b5:                                               ; preds = %b4, %b3
  %t22 = phi float [ %t21, %b4 ], [ %t17, %b3 ]
  %t24 = icmp sgt i64 %t12, 2, !dbg !733
  br i1 %t24, label %b6, label %b7, !dbg !733

b6:                                               ; preds = %b5
  %t23 = getelementptr inbounds float, ptr addrspace(1) %t18, i64 1, !dbg !733
  %.6 = load float, ptr addrspace(1) %t23, align 4, !dbg !733, !amdgpu.noclobber !6
  %t26 = fadd float %t22, %.6, !dbg !734
  br label %b7, !dbg !733

b7:                                               ; preds = %b6, %b5
  %t27 = phi float [ %t26, %b6 ], [ %t22, %b5 ]
  %t28 = add nsw i64 %t3, 256, !dbg !733
  %t31 = and i64 %a0, -4, !dbg !733
  %t32 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t31, !dbg !733
  %t33 = icmp slt i64 %t28, %t6, !dbg !733
  br i1 %t33, label %b8.preheader, label %b11, !dbg !733

b8.preheader:                                     ; preds = %b7
  %t29 = shl nsw i64 %t28, 2, !dbg !733
  %t30 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t29, !dbg !733
  br label %b8, !dbg !733

b8:                                               ; preds = %b8.preheader, %b8
  %t34 = phi ptr addrspace(1) [ %t47, %b8 ], [ %t30, %b8.preheader ]
  %t35 = phi float [ %t46, %b8 ], [ %t27, %b8.preheader ]
  %.7 = load float, ptr addrspace(1) %t34, align 4, !dbg !733
  %t37 = fadd float %t35, %.7, !dbg !734
  %t38 = getelementptr inbounds float, ptr addrspace(1) %t34, i64 1, !dbg !733
  %.8 = load float, ptr addrspace(1) %t38, align 4, !dbg !733
  %t40 = fadd float %t37, %.8, !dbg !734
  %t41 = getelementptr inbounds float, ptr addrspace(1) %t34, i64 2, !dbg !733
  %.9 = load float, ptr addrspace(1) %t41, align 4, !dbg !733
  %t43 = fadd float %t40, %.9, !dbg !734
  %t44 = getelementptr inbounds float, ptr addrspace(1) %t34, i64 3, !dbg !733
  %.10 = load float, ptr addrspace(1) %t44, align 4, !dbg !733
  %t46 = fadd float %t43, %.10, !dbg !734
  %t47 = getelementptr inbounds float, ptr addrspace(1) %t34, i64 1024, !dbg !733
  %t48 = icmp ult ptr addrspace(1) %t47, %t32, !dbg !733
  br i1 %t48, label %b8, label %b10, !dbg !733, !llvm.loop !735

b10:                                              ; preds = %b8
  %t49 = sub nsw i64 %t3, %t6, !dbg !733
  %t50 = and i64 %t49, 255, !dbg !733
  %t51 = add nsw i64 %t50, %t6, !dbg !733
  br label %b11, !dbg !733

b11:                                              ; preds = %b10, %b7
  %t52 = phi i64 [ %t28, %b7 ], [ %t51, %b10 ]
  %t53 = phi float [ %t27, %b7 ], [ %t46, %b10 ]
  %t54 = icmp slt i64 %t52, %t5, !dbg !733
  br i1 %t54, label %b12, label %b20, !dbg !733

b12:                                              ; preds = %b11
  %t55 = shl i64 %t52, 2, !dbg !733
  %t56 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t55, !dbg !733
  %1 = xor i64 %t55, -1, !dbg !733
  %t58 = add i64 %1, %a0, !dbg !733
  %.11 = load float, ptr addrspace(1) %t56, align 4, !dbg !733, !amdgpu.noclobber !6
  %t60 = fadd float %t53, %.11, !dbg !734
  %t61 = getelementptr inbounds float, ptr addrspace(1) %t56, i64 1, !dbg !733
  %t62 = icmp sgt i64 %t58, 0, !dbg !733
  br i1 %t62, label %b13, label %b14, !dbg !733

b13:                                              ; preds = %b12
  %.12 = load float, ptr addrspace(1) %t61, align 4, !dbg !733, !amdgpu.noclobber !6
  %t64 = fadd float %t60, %.12, !dbg !734
  br label %b14, !dbg !733

b14:                                              ; preds = %b13, %b12
  %t65 = phi float [ %t64, %b13 ], [ %t60, %b12 ]
  %t66 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 1, !dbg !733
  %t67 = icmp sgt i64 %t58, 1, !dbg !733
  br i1 %t67, label %b15, label %b16, !dbg !733

b15:                                              ; preds = %b14
  %.13 = load float, ptr addrspace(1) %t66, align 4, !dbg !733, !amdgpu.noclobber !6
  %t69 = fadd float %t65, %.13, !dbg !734
  br label %b16, !dbg !733

b16:                                              ; preds = %b15, %b14
  %t70 = phi float [ %t69, %b15 ], [ %t65, %b14 ]
  %t72 = icmp sgt i64 %t58, 2, !dbg !733
  br i1 %t72, label %b17, label %b20, !dbg !733

b17:                                              ; preds = %b16
  %t71 = getelementptr inbounds float, ptr addrspace(1) %t66, i64 1, !dbg !733
  %.14 = load float, ptr addrspace(1) %t71, align 4, !dbg !733, !amdgpu.noclobber !6
  %t74 = fadd float %t70, %.14, !dbg !734
  br label %b20, !dbg !733

b20:                                              ; preds = %b11, %b17, %b16, %entry
  %t86 = phi float [ %t53, %b11 ], [ %t74, %b17 ], [ %t70, %b16 ], [ -0.000000e+00, %entry ]
  %t77 = phi float [ %t53, %b11 ], [ %t74, %b17 ], [ %t70, %b16 ], [ 0.000000e+00, %entry ]
  %t78 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0, i32 %.2, !dbg !733
  store float %t77, ptr addrspace(3) %t78, align 4, !dbg !733
  %t79 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1, i32 %.2, !dbg !733
  %.15 = zext i1 %t7 to i8, !dbg !733
  store i8 %.15, ptr addrspace(3) %t79, align 1, !dbg !733
  fence syncscope("workgroup") release, !dbg !733
  tail call void @llvm.amdgcn.s.barrier(), !dbg !733
  fence syncscope("workgroup") acquire, !dbg !733
  %t80 = icmp slt i32 %.2, 128, !dbg !733
  br i1 %t80, label %b21, label %b26, !dbg !733

b21:                                              ; preds = %b20
  %t81 = add nsw i32 %.2, 128, !dbg !733
  %t82 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0, i32 %t81, !dbg !733
  %.16 = load float, ptr addrspace(3) %t82, align 4, !dbg !733
  %t84 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1, i32 %t81, !dbg !733
  %.17 = load i8, ptr addrspace(3) %t84, align 1, !dbg !733
  %.18 = icmp ne i8 %.17, 0, !dbg !733
  %spec.select = fadd float %t86, %.16, !dbg !733
  %t88 = select i1 %.18, float %spec.select, float %t77, !dbg !733
  %t89 = select i1 %.18, i1 true, i1 %t7, !dbg !733
  store float %t88, ptr addrspace(3) %t78, align 4, !dbg !733
  %.19 = zext i1 %t89 to i8, !dbg !733
  store i8 %.19, ptr addrspace(3) %t79, align 1, !dbg !733
  br label %b26, !dbg !733

b26:                                              ; preds = %b21, %b20
  %t90 = phi float [ %t88, %b21 ], [ %t77, %b20 ]
  %t91 = phi i1 [ %t89, %b21 ], [ %t7, %b20 ]
  fence syncscope("workgroup") release, !dbg !733
  tail call void @llvm.amdgcn.s.barrier(), !dbg !733
  fence syncscope("workgroup") acquire, !dbg !733
  %t92 = icmp slt i32 %.2, 64, !dbg !733
  br i1 %t92, label %b27, label %b32, !dbg !733

b27:                                              ; preds = %b26
  %t93 = add nsw i32 %.2, 64, !dbg !733
  %t94 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0, i32 %t93, !dbg !733
  %.20 = load float, ptr addrspace(3) %t94, align 4, !dbg !733
  %t96 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1, i32 %t93, !dbg !733
  %.21 = load i8, ptr addrspace(3) %t96, align 1, !dbg !733
  %.22 = icmp ne i8 %.21, 0, !dbg !733
  %t98 = select i1 %t91, float %t90, float -0.000000e+00, !dbg !733
  %spec.select1 = fadd float %t98, %.20, !dbg !733
  %t100 = select i1 %.22, float %spec.select1, float %t90, !dbg !733
  %t101 = select i1 %.22, i1 true, i1 %t91, !dbg !733
  store float %t100, ptr addrspace(3) %t78, align 4, !dbg !733
  %.23 = zext i1 %t101 to i8, !dbg !733
  store i8 %.23, ptr addrspace(3) %t79, align 1, !dbg !733
  br label %b32, !dbg !733

b32:                                              ; preds = %b27, %b26
  %t102 = phi float [ %t100, %b27 ], [ %t90, %b26 ]
  %t103 = phi i1 [ %t101, %b27 ], [ %t91, %b26 ]
  fence syncscope("workgroup") release, !dbg !733
  tail call void @llvm.amdgcn.s.barrier(), !dbg !733
  fence syncscope("workgroup") acquire, !dbg !733
  %t104 = icmp slt i32 %.2, 32, !dbg !733
  br i1 %t104, label %b33, label %b38, !dbg !733

b33:                                              ; preds = %b32
  %t105 = add nsw i32 %.2, 32, !dbg !733
  %t106 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0, i32 %t105, !dbg !733
  %.24 = load float, ptr addrspace(3) %t106, align 4, !dbg !733
  %t108 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1, i32 %t105, !dbg !733
  %.25 = load i8, ptr addrspace(3) %t108, align 1, !dbg !733
  %.26 = icmp ne i8 %.25, 0, !dbg !733
  %t110 = select i1 %t103, float %t102, float -0.000000e+00, !dbg !733
  %spec.select2 = fadd float %t110, %.24, !dbg !733
  %t112 = select i1 %.26, float %spec.select2, float %t102, !dbg !733
  %t113 = select i1 %.26, i1 true, i1 %t103, !dbg !733
  br label %b38, !dbg !733

b38:                                              ; preds = %b33, %b32
  %t114 = phi float [ %t112, %b33 ], [ %t102, %b32 ]
  %t115 = phi i1 [ %t113, %b33 ], [ %t103, %b32 ]
  br i1 %t104, label %b39, label %b60, !dbg !733

b39:                                              ; preds = %b38
  %.28 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !733
  %.29 = zext i32 %.28 to i64, !dbg !733
  %.30 = add nuw nsw i64 %.29, 16, !dbg !733
  %.31 = icmp ult i32 %.28, 16, !dbg !733
  %.32 = tail call i32 @llvm.read_register.i32(metadata !731) #11, !dbg !733
  %.33 = zext i32 %.32 to i64, !dbg !733
  %.34 = and i64 %.30, 31, !dbg !733
  %2 = shl nuw nsw i64 1, %.34, !dbg !733
  %3 = and i64 %2, %.33, !dbg !733
  %.36 = icmp ne i64 %3, 0, !dbg !733
  %.37 = and i1 %.31, %.36, !dbg !733
  %.38 = trunc i64 %.30 to i32, !dbg !733
  %.39 = shl i32 %.38, 2, !dbg !733
  %.40 = bitcast float %t114 to i32, !dbg !733
  %.41 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.40), !dbg !733
  %.42 = bitcast i32 %.41 to float, !dbg !733
  %t116 = select i1 %.37, float %.42, float %t114, !dbg !733
  %.56 = zext i1 %t115 to i32, !dbg !733
  %.57 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.56), !dbg !733
  %4 = and i32 %.57, 1, !dbg !733
  %.58 = icmp ne i32 %4, 0, !dbg !733
  %t117 = select i1 %.37, i1 %.58, i1 %t115, !dbg !733
  %t118 = icmp slt i32 %.2, 16, !dbg !733
  %t119 = and i1 %t118, %t117, !dbg !733
  %t120 = select i1 %t115, float %t114, float -0.000000e+00, !dbg !733
  %spec.select3 = fadd float %t120, %t116, !dbg !733
  %t122 = select i1 %t119, float %spec.select3, float %t114, !dbg !733
  %t123 = select i1 %t119, i1 true, i1 %t115, !dbg !733
  %.62 = add nuw nsw i64 %.29, 8, !dbg !733
  %.63 = icmp ult i32 %.28, 24, !dbg !733
  %.66 = and i64 %.62, 31, !dbg !733
  %5 = shl nuw nsw i64 1, %.66, !dbg !733
  %6 = and i64 %5, %.33, !dbg !733
  %.68 = icmp ne i64 %6, 0, !dbg !733
  %.69 = and i1 %.63, %.68, !dbg !733
  %.70 = trunc i64 %.62 to i32, !dbg !733
  %.71 = shl i32 %.70, 2, !dbg !733
  %.72 = bitcast float %t122 to i32, !dbg !733
  %.73 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.71, i32 %.72), !dbg !733
  %.74 = bitcast i32 %.73 to float, !dbg !733
  %t124 = select i1 %.69, float %.74, float %t122, !dbg !733
  %.88 = zext i1 %t123 to i32, !dbg !733
  %.89 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.71, i32 %.88), !dbg !733
  %7 = and i32 %.89, 1, !dbg !733
  %.90 = icmp ne i32 %7, 0, !dbg !733
  %t125 = select i1 %.69, i1 %.90, i1 %t123, !dbg !733
  %t126 = icmp slt i32 %.2, 24, !dbg !733
  %t127 = and i1 %t126, %t125, !dbg !733
  %t128 = select i1 %t123, float %t122, float -0.000000e+00, !dbg !733
  %spec.select4 = fadd float %t124, %t128, !dbg !733
  %t130 = select i1 %t127, float %spec.select4, float %t122, !dbg !733
  %t131 = select i1 %t127, i1 true, i1 %t123, !dbg !733
  %.94 = add nuw nsw i64 %.29, 4, !dbg !733
  %.95 = icmp ult i32 %.28, 28, !dbg !733
  %.98 = and i64 %.94, 31, !dbg !733
  %8 = shl nuw nsw i64 1, %.98, !dbg !733
  %9 = and i64 %8, %.33, !dbg !733
  %.100 = icmp ne i64 %9, 0, !dbg !733
  %.101 = and i1 %.95, %.100, !dbg !733
  %.102 = trunc i64 %.94 to i32, !dbg !733
  %.103 = shl i32 %.102, 2, !dbg !733
  %.104 = bitcast float %t130 to i32, !dbg !733
  %.105 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.103, i32 %.104), !dbg !733
  %.106 = bitcast i32 %.105 to float, !dbg !733
  %t132 = select i1 %.101, float %.106, float %t130, !dbg !733
  %.120 = zext i1 %t131 to i32, !dbg !733
  %.121 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.103, i32 %.120), !dbg !733
  %10 = and i32 %.121, 1, !dbg !733
  %.122 = icmp ne i32 %10, 0, !dbg !733
  %t133 = select i1 %.101, i1 %.122, i1 %t131, !dbg !733
  %t134 = icmp slt i32 %.2, 28, !dbg !733
  %t135 = and i1 %t134, %t133, !dbg !733
  %t136 = select i1 %t131, float %t130, float -0.000000e+00, !dbg !733
  %spec.select5 = fadd float %t132, %t136, !dbg !733
  %t138 = select i1 %t135, float %spec.select5, float %t130, !dbg !733
  %t139 = select i1 %t135, i1 true, i1 %t131, !dbg !733
  %.126 = add nuw nsw i64 %.29, 2, !dbg !733
  %.127 = icmp ult i32 %.28, 30, !dbg !733
  %.130 = and i64 %.126, 31, !dbg !733
  %11 = shl nuw nsw i64 1, %.130, !dbg !733
  %12 = and i64 %11, %.33, !dbg !733
  %.132 = icmp ne i64 %12, 0, !dbg !733
  %.133 = and i1 %.127, %.132, !dbg !733
  %.134 = trunc i64 %.126 to i32, !dbg !733
  %.135 = shl i32 %.134, 2, !dbg !733
  %.136 = bitcast float %t138 to i32, !dbg !733
  %.137 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.135, i32 %.136), !dbg !733
  %.138 = bitcast i32 %.137 to float, !dbg !733
  %t140 = select i1 %.133, float %.138, float %t138, !dbg !733
  %.152 = zext i1 %t139 to i32, !dbg !733
  %.153 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.135, i32 %.152), !dbg !733
  %13 = and i32 %.153, 1, !dbg !733
  %.154 = icmp ne i32 %13, 0, !dbg !733
  %t141 = select i1 %.133, i1 %.154, i1 %t139, !dbg !733
  %t142 = icmp slt i32 %.2, 30, !dbg !733
  %t143 = and i1 %t142, %t141, !dbg !733
  %t144 = select i1 %t139, float %t138, float -0.000000e+00, !dbg !733
  %spec.select6 = fadd float %t140, %t144, !dbg !733
  %t146 = select i1 %t143, float %spec.select6, float %t138, !dbg !733
  %t147 = select i1 %t143, i1 true, i1 %t139, !dbg !733
  %.158 = add nuw nsw i64 %.29, 1, !dbg !733
  %.159 = icmp ult i32 %.28, 31, !dbg !733
  %.162 = and i64 %.158, 31, !dbg !733
  %14 = shl nuw nsw i64 1, %.162, !dbg !733
  %15 = and i64 %14, %.33, !dbg !733
  %.164 = icmp ne i64 %15, 0, !dbg !733
  %.165 = and i1 %.159, %.164, !dbg !733
  %.166 = trunc i64 %.158 to i32, !dbg !733
  %.167 = shl i32 %.166, 2, !dbg !733
  %.168 = bitcast float %t146 to i32, !dbg !733
  %.169 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.167, i32 %.168), !dbg !733
  %.170 = bitcast i32 %.169 to float, !dbg !733
  %t148 = select i1 %.165, float %.170, float %t146, !dbg !733
  %.184 = zext i1 %t147 to i32, !dbg !733
  %.185 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.167, i32 %.184), !dbg !733
  %16 = and i32 %.185, 1, !dbg !733
  %.186 = icmp ne i32 %16, 0, !dbg !733
  %t149 = select i1 %.165, i1 %.186, i1 %t147, !dbg !733
  %t150 = icmp ne i32 %.2, 31, !dbg !733
  %t151 = and i1 %t150, %t149, !dbg !733
  %t152 = select i1 %t147, float %t146, float -0.000000e+00, !dbg !733
  %spec.select7 = fadd float %t148, %t152, !dbg !733
  %t154 = select i1 %t151, float %spec.select7, float %t146, !dbg !733
  %t155 = select i1 %t151, i1 true, i1 %t147, !dbg !733
  br label %b60, !dbg !733

b60:                                              ; preds = %b39, %b38
  %t156 = phi float [ %t154, %b39 ], [ %t114, %b38 ]
  %t157 = phi i1 [ %t155, %b39 ], [ %t115, %b38 ]
  %t158 = icmp eq i32 %.2, 0, !dbg !733
  %t162 = select i1 %t157, i1 true, i1 %.1, !dbg !733
  %or.cond = select i1 %t158, i1 %t162, i1 false, !dbg !733
  br i1 %or.cond, label %b66, label %b67, !dbg !733

b66:                                              ; preds = %b60
  %t159 = select i1 %.1, float %a3, float -0.000000e+00, !dbg !733
  %spec.select8 = fadd float %t159, %t156, !dbg !733
  %t161 = select i1 %t157, float %spec.select8, float %a3, !dbg !733
  store float %t161, ptr addrspace(1) %a2, align 4, !dbg !733
  br label %b67, !dbg !733

b67:                                              ; preds = %b66, %b60
  ret void, !dbg !733
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !739 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !740
  %t3 = sext i32 %.1 to i64, !dbg !740
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !740
  %t5 = sext i32 %.2 to i64, !dbg !740
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !740
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !740
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !740, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !740
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !740
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !740, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !740
  %.15 = add i32 %.14, %.9, !dbg !740
  %.16 = udiv i32 %.15, %.6, !dbg !740
  %t9 = sext i32 %.16 to i64, !dbg !740
  %t10 = mul nsw i64 %t7, %t5, !dbg !740
  %t11 = add nsw i64 %t10, %t3, !dbg !740
  %t12 = mul nsw i64 %t9, %t7, !dbg !740
  %t13 = shl nsw i64 %t12, 1, !dbg !740
  %t14 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !740
  %t16 = icmp eq i64 %a2, 1, !dbg !740
  %t17 = and i64 %t14, 15, !dbg !740
  %t18 = icmp eq i64 %t17, 0, !dbg !740
  %t19 = and i1 %t16, %t18, !dbg !740
  %t20 = ashr i64 %a0, 1, !dbg !740
  %t21 = add i64 %a0, 1, !dbg !740
  %t22 = ashr i64 %t21, 1, !dbg !740
  %t23 = icmp slt i64 %t11, %t22, !dbg !740
  br i1 %t23, label %b1, label %b17, !dbg !740

b1:                                               ; preds = %entry
  %t24 = shl nsw i64 %t11, 1, !dbg !740
  %t25 = mul i64 %t24, %a2, !dbg !740
  %t26 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t25, !dbg !740
  %.17 = load double, ptr addrspace(1) %t26, align 8, !dbg !740, !amdgpu.noclobber !6
  %0 = xor i64 %t24, -1, !dbg !740
  %t29 = add i64 %0, %a0, !dbg !740
  %t31 = icmp sgt i64 %t29, 0, !dbg !740
  br i1 %t31, label %b2, label %b3, !dbg !740

b2:                                               ; preds = %b1
  %t30 = getelementptr inbounds double, ptr addrspace(1) %t26, i64 %a2, !dbg !740
  %.18 = load double, ptr addrspace(1) %t30, align 8, !dbg !740, !amdgpu.noclobber !6
  %t33 = fadd double %.17, %.18, !dbg !741
  br label %b3, !dbg !740

b3:                                               ; preds = %b2, %b1
  %t34 = phi double [ %t33, %b2 ], [ %.17, %b1 ]
  %t35 = add nsw i64 %t12, %t11, !dbg !740
  br i1 %t19, label %b4, label %b11, !dbg !740

b4:                                               ; preds = %b3
  %t36 = sub nsw i64 %t20, %t12, !dbg !740
  %t401 = icmp slt i64 %t35, %t36, !dbg !740
  br i1 %t401, label %b6, label %b8.preheader, !dbg !740

b8.preheader:                                     ; preds = %b6, %b4
  %t37.lcssa = phi i64 [ %t35, %b4 ], [ %t53, %b6 ]
  %t38.lcssa = phi double [ %t34, %b4 ], [ %t52, %b6 ]
  %t575 = icmp slt i64 %t37.lcssa, %t20, !dbg !740
  br i1 %t575, label %b9, label %b11, !dbg !740

b6:                                               ; preds = %b4, %b6
  %t383 = phi double [ %t52, %b6 ], [ %t34, %b4 ]
  %t372 = phi i64 [ %t53, %b6 ], [ %t35, %b4 ]
  %t41 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t372, !dbg !740
  %.19 = load <2 x double>, ptr addrspace(1) %t41, align 16, !dbg !740, !amdgpu.noclobber !6
  %.20 = extractelement <2 x double> %.19, i64 0, !dbg !740
  %.22 = extractelement <2 x double> %.19, i64 1, !dbg !740
  %t43 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t41, i64 %t12, !dbg !740
  %.24 = load <2 x double>, ptr addrspace(1) %t43, align 16, !dbg !740, !amdgpu.noclobber !6
  %.25 = extractelement <2 x double> %.24, i64 0, !dbg !740
  %.27 = extractelement <2 x double> %.24, i64 1, !dbg !740
  %t46 = fadd double %t383, %.20, !dbg !741
  %t48 = fadd double %.22, %t46, !dbg !741
  %t50 = fadd double %.25, %t48, !dbg !741
  %t52 = fadd double %.27, %t50, !dbg !741
  %t53 = add i64 %t372, %t13, !dbg !740
  %t40 = icmp slt i64 %t53, %t36, !dbg !740
  br i1 %t40, label %b6, label %b8.preheader, !dbg !740

b9:                                               ; preds = %b8.preheader, %b9
  %t557 = phi double [ %t63, %b9 ], [ %t38.lcssa, %b8.preheader ]
  %t546 = phi i64 [ %t64, %b9 ], [ %t37.lcssa, %b8.preheader ]
  %t58 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t546, !dbg !740
  %.29 = load <2 x double>, ptr addrspace(1) %t58, align 16, !dbg !740, !amdgpu.noclobber !6
  %.30 = extractelement <2 x double> %.29, i64 0, !dbg !740
  %.32 = extractelement <2 x double> %.29, i64 1, !dbg !740
  %t61 = fadd double %t557, %.30, !dbg !741
  %t63 = fadd double %.32, %t61, !dbg !741
  %t64 = add i64 %t546, %t12, !dbg !740
  %t57 = icmp slt i64 %t64, %t20, !dbg !740
  br i1 %t57, label %b9, label %b11, !dbg !740

b11:                                              ; preds = %b9, %b8.preheader, %b3
  %t65 = phi double [ %t34, %b3 ], [ %t38.lcssa, %b8.preheader ], [ %t63, %b9 ]
  %t66 = phi i64 [ %t35, %b3 ], [ %t37.lcssa, %b8.preheader ], [ %t64, %b9 ]
  %t67 = shl i64 %a2, 1, !dbg !740
  %t70 = mul i64 %t12, %t67, !dbg !740
  %t7410 = icmp slt i64 %t66, %t22, !dbg !740
  br i1 %t7410, label %b13.lr.ph, label %b17, !dbg !740

b13.lr.ph:                                        ; preds = %b11
  %t68 = mul i64 %t66, %t67, !dbg !740
  %t69 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t68, !dbg !740
  %t76 = add i64 %a0, -1
  %.35 = shl nsw i64 %a2, 3
  br label %b13, !dbg !740

b13:                                              ; preds = %b13.lr.ph, %b15
  %t7313 = phi double [ %t65, %b13.lr.ph ], [ %t84, %b15 ]
  %t7212 = phi i64 [ %t66, %b13.lr.ph ], [ %t85, %b15 ]
  %t7111 = phi ptr addrspace(1) [ %t69, %b13.lr.ph ], [ %t86, %b15 ]
  %t75.neg = mul i64 %t7212, -2, !dbg !740
  %t77 = add i64 %t76, %t75.neg, !dbg !740
  %.34 = load double, ptr addrspace(1) %t7111, align 8, !dbg !740
  %t79 = fadd double %t7313, %.34, !dbg !741
  %t81 = icmp sgt i64 %t77, 0, !dbg !740
  br i1 %t81, label %b14, label %b15, !dbg !740

b14:                                              ; preds = %b13
  %t80 = getelementptr inbounds i8, ptr addrspace(1) %t7111, i64 %.35, !dbg !740
  %.36 = load double, ptr addrspace(1) %t80, align 8, !dbg !740
  %t83 = fadd double %t79, %.36, !dbg !741
  br label %b15, !dbg !740

b15:                                              ; preds = %b14, %b13
  %t84 = phi double [ %t83, %b14 ], [ %t79, %b13 ]
  %t85 = add i64 %t7212, %t12, !dbg !740
  %t86 = getelementptr inbounds double, ptr addrspace(1) %t7111, i64 %t70, !dbg !740
  %t74 = icmp slt i64 %t85, %t22, !dbg !740
  br i1 %t74, label %b13, label %b17, !dbg !740

b17:                                              ; preds = %b15, %b11, %entry
  %t96 = phi double [ -0.000000e+00, %entry ], [ %t65, %b11 ], [ %t84, %b15 ]
  %t87 = phi double [ 0.000000e+00, %entry ], [ %t65, %b11 ], [ %t84, %b15 ]
  %t88 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1.shared.0, i32 %.1, !dbg !740
  store double %t87, ptr addrspace(3) %t88, align 8, !dbg !740
  %t89 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1.shared.1, i32 %.1, !dbg !740
  %.37 = zext i1 %t23 to i8, !dbg !740
  store i8 %.37, ptr addrspace(3) %t89, align 1, !dbg !740
  fence syncscope("workgroup") release, !dbg !740
  tail call void @llvm.amdgcn.s.barrier(), !dbg !740
  fence syncscope("workgroup") acquire, !dbg !740
  %t90 = icmp slt i32 %.1, 128, !dbg !740
  br i1 %t90, label %b18, label %b23, !dbg !740

b18:                                              ; preds = %b17
  %t91 = add nsw i32 %.1, 128, !dbg !740
  %t94 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1.shared.1, i32 %t91, !dbg !740
  %.39 = load i8, ptr addrspace(3) %t94, align 1, !dbg !740
  %.40.not = icmp eq i8 %.39, 0, !dbg !740
  br i1 %.40.not, label %b22, label %b19, !dbg !740

b19:                                              ; preds = %b18
  %t92 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1.shared.0, i32 %t91, !dbg !740
  %.38 = load double, ptr addrspace(3) %t92, align 8, !dbg !740
  %t97 = fadd double %t96, %.38, !dbg !740
  br label %b22, !dbg !740

b22:                                              ; preds = %b19, %b18
  %t98 = phi double [ %t97, %b19 ], [ %t87, %b18 ]
  %t99 = phi i1 [ true, %b19 ], [ %t23, %b18 ]
  store double %t98, ptr addrspace(3) %t88, align 8, !dbg !740
  %.41 = zext i1 %t99 to i8, !dbg !740
  store i8 %.41, ptr addrspace(3) %t89, align 1, !dbg !740
  br label %b23, !dbg !740

b23:                                              ; preds = %b22, %b17
  %t100 = phi double [ %t98, %b22 ], [ %t87, %b17 ]
  %t101 = phi i1 [ %t99, %b22 ], [ %t23, %b17 ]
  fence syncscope("workgroup") release, !dbg !740
  tail call void @llvm.amdgcn.s.barrier(), !dbg !740
  fence syncscope("workgroup") acquire, !dbg !740
  %t102 = icmp slt i32 %.1, 64, !dbg !740
  br i1 %t102, label %b24, label %b29, !dbg !740

b24:                                              ; preds = %b23
  %t103 = add nsw i32 %.1, 64, !dbg !740
  %t106 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1.shared.1, i32 %t103, !dbg !740
  %.43 = load i8, ptr addrspace(3) %t106, align 1, !dbg !740
  %.44.not = icmp eq i8 %.43, 0, !dbg !740
  br i1 %.44.not, label %b28, label %b25, !dbg !740

b25:                                              ; preds = %b24
  %t108 = select i1 %t101, double %t100, double -0.000000e+00, !dbg !740
  %t104 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1.shared.0, i32 %t103, !dbg !740
  %.42 = load double, ptr addrspace(3) %t104, align 8, !dbg !740
  %t109 = fadd double %t108, %.42, !dbg !740
  br label %b28, !dbg !740

b28:                                              ; preds = %b25, %b24
  %t110 = phi double [ %t109, %b25 ], [ %t100, %b24 ]
  %t111 = phi i1 [ true, %b25 ], [ %t101, %b24 ]
  store double %t110, ptr addrspace(3) %t88, align 8, !dbg !740
  %.45 = zext i1 %t111 to i8, !dbg !740
  store i8 %.45, ptr addrspace(3) %t89, align 1, !dbg !740
  br label %b29, !dbg !740

b29:                                              ; preds = %b28, %b23
  %t112 = phi double [ %t110, %b28 ], [ %t100, %b23 ]
  %t113 = phi i1 [ %t111, %b28 ], [ %t101, %b23 ]
  fence syncscope("workgroup") release, !dbg !740
  tail call void @llvm.amdgcn.s.barrier(), !dbg !740
  fence syncscope("workgroup") acquire, !dbg !740
  %t114 = icmp slt i32 %.1, 32, !dbg !740
  br i1 %t114, label %b30, label %b35, !dbg !740

b30:                                              ; preds = %b29
  %t115 = add nsw i32 %.1, 32, !dbg !740
  %t118 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1.shared.1, i32 %t115, !dbg !740
  %.47 = load i8, ptr addrspace(3) %t118, align 1, !dbg !740
  %.48.not = icmp eq i8 %.47, 0, !dbg !740
  br i1 %.48.not, label %b35, label %b31, !dbg !740

b31:                                              ; preds = %b30
  %t120 = select i1 %t113, double %t112, double -0.000000e+00, !dbg !740
  %t116 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1.shared.0, i32 %t115, !dbg !740
  %.46 = load double, ptr addrspace(3) %t116, align 8, !dbg !740
  %t121 = fadd double %t120, %.46, !dbg !740
  br label %b35, !dbg !740

b35:                                              ; preds = %b30, %b31, %b29
  %t124 = phi double [ %t112, %b29 ], [ %t121, %b31 ], [ %t112, %b30 ]
  %t125 = phi i1 [ %t113, %b29 ], [ true, %b31 ], [ %t113, %b30 ]
  br i1 %t114, label %b36, label %b57, !dbg !740

b36:                                              ; preds = %b35
  %.50 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !740
  %.51 = zext i32 %.50 to i64, !dbg !740
  %.52 = add nuw nsw i64 %.51, 16, !dbg !740
  %.53 = icmp ult i32 %.50, 16, !dbg !740
  %.54 = tail call i32 @llvm.read_register.i32(metadata !731) #11, !dbg !740
  %.55 = zext i32 %.54 to i64, !dbg !740
  %.56 = and i64 %.52, 31, !dbg !740
  %1 = shl nuw nsw i64 1, %.56, !dbg !740
  %2 = and i64 %1, %.55, !dbg !740
  %.58 = icmp ne i64 %2, 0, !dbg !740
  %.59 = and i1 %.53, %.58, !dbg !740
  %.60 = trunc i64 %.52 to i32, !dbg !740
  %.61 = shl i32 %.60, 2, !dbg !740
  %.62 = bitcast double %t124 to i64, !dbg !740
  %.63 = trunc i64 %.62 to i32, !dbg !740
  %.64 = lshr i64 %.62, 32, !dbg !740
  %.65 = trunc i64 %.64 to i32, !dbg !740
  %.66 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.63), !dbg !740
  %.67 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.65), !dbg !740
  %.86 = zext i1 %t125 to i32, !dbg !740
  %.87 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.86), !dbg !740
  %3 = and i32 %.87, 1, !dbg !740
  %.88 = icmp ne i32 %3, 0, !dbg !740
  %t127 = select i1 %.59, i1 %.88, i1 %t125, !dbg !740
  %t128 = icmp slt i32 %.1, 16, !dbg !740
  %t129 = and i1 %t128, %t127, !dbg !740
  br i1 %t129, label %b37, label %b40, !dbg !740

b37:                                              ; preds = %b36
  %.69 = zext i32 %.67 to i64, !dbg !740
  %.70 = shl nuw i64 %.69, 32, !dbg !740
  %.68 = zext i32 %.66 to i64, !dbg !740
  %.71 = or i64 %.70, %.68, !dbg !740
  %.72 = bitcast i64 %.71 to double, !dbg !740
  %t126 = select i1 %.59, double %.72, double %t124, !dbg !740
  %t130 = select i1 %t125, double %t124, double -0.000000e+00, !dbg !740
  %t131 = fadd double %t130, %t126, !dbg !740
  br label %b40, !dbg !740

b40:                                              ; preds = %b37, %b36
  %t132 = phi double [ %t131, %b37 ], [ %t124, %b36 ]
  %t133 = phi i1 [ true, %b37 ], [ %t125, %b36 ]
  %.92 = add nuw nsw i64 %.51, 8, !dbg !740
  %.93 = icmp ult i32 %.50, 24, !dbg !740
  %.96 = and i64 %.92, 31, !dbg !740
  %4 = shl nuw nsw i64 1, %.96, !dbg !740
  %5 = and i64 %4, %.55, !dbg !740
  %.98 = icmp ne i64 %5, 0, !dbg !740
  %.99 = and i1 %.93, %.98, !dbg !740
  %.100 = trunc i64 %.92 to i32, !dbg !740
  %.101 = shl i32 %.100, 2, !dbg !740
  %.102 = bitcast double %t132 to i64, !dbg !740
  %.103 = trunc i64 %.102 to i32, !dbg !740
  %.104 = lshr i64 %.102, 32, !dbg !740
  %.105 = trunc i64 %.104 to i32, !dbg !740
  %.106 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.101, i32 %.103), !dbg !740
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.101, i32 %.105), !dbg !740
  %.126 = zext i1 %t133 to i32, !dbg !740
  %.127 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.101, i32 %.126), !dbg !740
  %6 = and i32 %.127, 1, !dbg !740
  %.128 = icmp ne i32 %6, 0, !dbg !740
  %t135 = select i1 %.99, i1 %.128, i1 %t133, !dbg !740
  %t136 = icmp slt i32 %.1, 24, !dbg !740
  %t137 = and i1 %t136, %t135, !dbg !740
  br i1 %t137, label %b41, label %b44, !dbg !740

b41:                                              ; preds = %b40
  %.109 = zext i32 %.107 to i64, !dbg !740
  %.110 = shl nuw i64 %.109, 32, !dbg !740
  %.108 = zext i32 %.106 to i64, !dbg !740
  %.111 = or i64 %.110, %.108, !dbg !740
  %.112 = bitcast i64 %.111 to double, !dbg !740
  %t134 = select i1 %.99, double %.112, double %t132, !dbg !740
  %t138 = select i1 %t133, double %t132, double -0.000000e+00, !dbg !740
  %t139 = fadd double %t138, %t134, !dbg !740
  br label %b44, !dbg !740

b44:                                              ; preds = %b41, %b40
  %t140 = phi double [ %t139, %b41 ], [ %t132, %b40 ]
  %t141 = phi i1 [ true, %b41 ], [ %t133, %b40 ]
  %.132 = add nuw nsw i64 %.51, 4, !dbg !740
  %.133 = icmp ult i32 %.50, 28, !dbg !740
  %.136 = and i64 %.132, 31, !dbg !740
  %7 = shl nuw nsw i64 1, %.136, !dbg !740
  %8 = and i64 %7, %.55, !dbg !740
  %.138 = icmp ne i64 %8, 0, !dbg !740
  %.139 = and i1 %.133, %.138, !dbg !740
  %.140 = trunc i64 %.132 to i32, !dbg !740
  %.141 = shl i32 %.140, 2, !dbg !740
  %.142 = bitcast double %t140 to i64, !dbg !740
  %.143 = trunc i64 %.142 to i32, !dbg !740
  %.144 = lshr i64 %.142, 32, !dbg !740
  %.145 = trunc i64 %.144 to i32, !dbg !740
  %.146 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.141, i32 %.143), !dbg !740
  %.147 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.141, i32 %.145), !dbg !740
  %.166 = zext i1 %t141 to i32, !dbg !740
  %.167 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.141, i32 %.166), !dbg !740
  %9 = and i32 %.167, 1, !dbg !740
  %.168 = icmp ne i32 %9, 0, !dbg !740
  %t143 = select i1 %.139, i1 %.168, i1 %t141, !dbg !740
  %t144 = icmp slt i32 %.1, 28, !dbg !740
  %t145 = and i1 %t144, %t143, !dbg !740
  br i1 %t145, label %b45, label %b48, !dbg !740

b45:                                              ; preds = %b44
  %.149 = zext i32 %.147 to i64, !dbg !740
  %.150 = shl nuw i64 %.149, 32, !dbg !740
  %.148 = zext i32 %.146 to i64, !dbg !740
  %.151 = or i64 %.150, %.148, !dbg !740
  %.152 = bitcast i64 %.151 to double, !dbg !740
  %t142 = select i1 %.139, double %.152, double %t140, !dbg !740
  %t146 = select i1 %t141, double %t140, double -0.000000e+00, !dbg !740
  %t147 = fadd double %t146, %t142, !dbg !740
  br label %b48, !dbg !740

b48:                                              ; preds = %b45, %b44
  %t148 = phi double [ %t147, %b45 ], [ %t140, %b44 ]
  %t149 = phi i1 [ true, %b45 ], [ %t141, %b44 ]
  %.172 = add nuw nsw i64 %.51, 2, !dbg !740
  %.173 = icmp ult i32 %.50, 30, !dbg !740
  %.176 = and i64 %.172, 31, !dbg !740
  %10 = shl nuw nsw i64 1, %.176, !dbg !740
  %11 = and i64 %10, %.55, !dbg !740
  %.178 = icmp ne i64 %11, 0, !dbg !740
  %.179 = and i1 %.173, %.178, !dbg !740
  %.180 = trunc i64 %.172 to i32, !dbg !740
  %.181 = shl i32 %.180, 2, !dbg !740
  %.182 = bitcast double %t148 to i64, !dbg !740
  %.183 = trunc i64 %.182 to i32, !dbg !740
  %.184 = lshr i64 %.182, 32, !dbg !740
  %.185 = trunc i64 %.184 to i32, !dbg !740
  %.186 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.183), !dbg !740
  %.187 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.185), !dbg !740
  %.206 = zext i1 %t149 to i32, !dbg !740
  %.207 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.206), !dbg !740
  %12 = and i32 %.207, 1, !dbg !740
  %.208 = icmp ne i32 %12, 0, !dbg !740
  %t151 = select i1 %.179, i1 %.208, i1 %t149, !dbg !740
  %t152 = icmp slt i32 %.1, 30, !dbg !740
  %t153 = and i1 %t152, %t151, !dbg !740
  br i1 %t153, label %b49, label %b52, !dbg !740

b49:                                              ; preds = %b48
  %.189 = zext i32 %.187 to i64, !dbg !740
  %.190 = shl nuw i64 %.189, 32, !dbg !740
  %.188 = zext i32 %.186 to i64, !dbg !740
  %.191 = or i64 %.190, %.188, !dbg !740
  %.192 = bitcast i64 %.191 to double, !dbg !740
  %t150 = select i1 %.179, double %.192, double %t148, !dbg !740
  %t154 = select i1 %t149, double %t148, double -0.000000e+00, !dbg !740
  %t155 = fadd double %t154, %t150, !dbg !740
  br label %b52, !dbg !740

b52:                                              ; preds = %b49, %b48
  %t156 = phi double [ %t155, %b49 ], [ %t148, %b48 ]
  %t157 = phi i1 [ true, %b49 ], [ %t149, %b48 ]
  %.212 = add nuw nsw i64 %.51, 1, !dbg !740
  %.213 = icmp ult i32 %.50, 31, !dbg !740
  %.216 = and i64 %.212, 31, !dbg !740
  %13 = shl nuw nsw i64 1, %.216, !dbg !740
  %14 = and i64 %13, %.55, !dbg !740
  %.218 = icmp ne i64 %14, 0, !dbg !740
  %.219 = and i1 %.213, %.218, !dbg !740
  %.220 = trunc i64 %.212 to i32, !dbg !740
  %.221 = shl i32 %.220, 2, !dbg !740
  %.222 = bitcast double %t156 to i64, !dbg !740
  %.223 = trunc i64 %.222 to i32, !dbg !740
  %.224 = lshr i64 %.222, 32, !dbg !740
  %.225 = trunc i64 %.224 to i32, !dbg !740
  %.226 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.221, i32 %.223), !dbg !740
  %.227 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.221, i32 %.225), !dbg !740
  %.246 = zext i1 %t157 to i32, !dbg !740
  %.247 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.221, i32 %.246), !dbg !740
  %15 = and i32 %.247, 1, !dbg !740
  %.248 = icmp ne i32 %15, 0, !dbg !740
  %t159 = select i1 %.219, i1 %.248, i1 %t157, !dbg !740
  %t160 = icmp slt i32 %.1, 31, !dbg !740
  %t161 = and i1 %t160, %t159, !dbg !740
  br i1 %t161, label %b53, label %b57, !dbg !740

b53:                                              ; preds = %b52
  %.229 = zext i32 %.227 to i64, !dbg !740
  %.230 = shl nuw i64 %.229, 32, !dbg !740
  %.228 = zext i32 %.226 to i64, !dbg !740
  %.231 = or i64 %.230, %.228, !dbg !740
  %.232 = bitcast i64 %.231 to double, !dbg !740
  %t158 = select i1 %.219, double %.232, double %t156, !dbg !740
  %t162 = select i1 %t157, double %t156, double -0.000000e+00, !dbg !740
  %t163 = fadd double %t162, %t158, !dbg !740
  br label %b57, !dbg !740

b57:                                              ; preds = %b52, %b53, %b35
  %t166 = phi double [ %t124, %b35 ], [ %t163, %b53 ], [ %t156, %b52 ]
  %t167 = phi i1 [ %t125, %b35 ], [ true, %b53 ], [ %t157, %b52 ]
  %t168 = icmp eq i32 %.1, 0, !dbg !740
  %t169 = and i1 %t168, %t167, !dbg !740
  br i1 %t169, label %b58, label %b59, !dbg !740

b58:                                              ; preds = %b57
  %t170 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t5, !dbg !740
  store double %t166, ptr addrspace(1) %t170, align 8, !dbg !740
  br label %b59, !dbg !740

b59:                                              ; preds = %b58, %b57
  ret void, !dbg !740
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2(i64 %a0, ptr addrspace(1) readonly %a1, ptr addrspace(1) nocapture writeonly %a2, double %a3, i8 %a4) local_unnamed_addr #0 !dbg !742 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !743
  %t3 = sext i32 %.2 to i64, !dbg !743
  %t4 = add i64 %a0, 1, !dbg !743
  %t5 = ashr i64 %t4, 1, !dbg !743
  %t6 = ashr i64 %a0, 1, !dbg !743
  %t7 = icmp sgt i64 %t5, %t3, !dbg !743
  br i1 %t7, label %b1, label %b12, !dbg !743

b1:                                               ; preds = %entry
  %t8 = shl nsw i64 %t3, 1, !dbg !743
  %t9 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t8, !dbg !743
  %.3 = load double, ptr addrspace(1) %t9, align 8, !dbg !743, !amdgpu.noclobber !6
  %0 = xor i64 %t8, -1, !dbg !743
  %t12 = add i64 %0, %a0, !dbg !743
  %t14 = icmp sgt i64 %t12, 0, !dbg !743
  br i1 %t14, label %b2, label %b3, !dbg !743

b2:                                               ; preds = %b1
  %t13 = getelementptr inbounds double, ptr addrspace(1) %t9, i64 1, !dbg !743
  %.4 = load double, ptr addrspace(1) %t13, align 8, !dbg !743, !amdgpu.noclobber !6
  %t16 = fadd double %.3, %.4, !dbg !744
  br label %b3, !dbg !743

b3:                                               ; preds = %b2, %b1
  %t17 = phi double [ %t16, %b2 ], [ %.3, %b1 ]
  %t18 = add nsw i64 %t3, 256, !dbg !743
  %t21 = and i64 %a0, -2, !dbg !743
  %t22 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t21, !dbg !743
  %t23 = icmp slt i64 %t18, %t6, !dbg !743
  br i1 %t23, label %b4.preheader, label %b7, !dbg !743

b4.preheader:                                     ; preds = %b3
  %t19 = shl nsw i64 %t18, 1, !dbg !743
  %t20 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t19, !dbg !743
  br label %b4, !dbg !743

b4:                                               ; preds = %b4.preheader, %b4
  %t24 = phi ptr addrspace(1) [ %t31, %b4 ], [ %t20, %b4.preheader ]
  %t25 = phi double [ %t30, %b4 ], [ %t17, %b4.preheader ]
  %.5 = load double, ptr addrspace(1) %t24, align 8, !dbg !743
  %t27 = fadd double %t25, %.5, !dbg !744
  %t28 = getelementptr inbounds double, ptr addrspace(1) %t24, i64 1, !dbg !743
  %.6 = load double, ptr addrspace(1) %t28, align 8, !dbg !743
  %t30 = fadd double %t27, %.6, !dbg !744
  %t31 = getelementptr inbounds double, ptr addrspace(1) %t24, i64 512, !dbg !743
  %t32 = icmp ult ptr addrspace(1) %t31, %t22, !dbg !743
  br i1 %t32, label %b4, label %b6, !dbg !743, !llvm.loop !745

b6:                                               ; preds = %b4
  %t33 = sub nsw i64 %t3, %t6, !dbg !743
  %t34 = and i64 %t33, 255, !dbg !743
  %t35 = add nsw i64 %t34, %t6, !dbg !743
  br label %b7, !dbg !743

b7:                                               ; preds = %b6, %b3
  %t36 = phi i64 [ %t18, %b3 ], [ %t35, %b6 ]
  %t37 = phi double [ %t17, %b3 ], [ %t30, %b6 ]
  %t38 = icmp slt i64 %t36, %t5, !dbg !743
  br i1 %t38, label %b8, label %b12, !dbg !743

b8:                                               ; preds = %b7
  %t39 = shl i64 %t36, 1, !dbg !743
  %t40 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t39, !dbg !743
  %1 = xor i64 %t39, -1, !dbg !743
  %t42 = add i64 %1, %a0, !dbg !743
  %.7 = load double, ptr addrspace(1) %t40, align 8, !dbg !743, !amdgpu.noclobber !6
  %t44 = fadd double %t37, %.7, !dbg !744
  %t46 = icmp sgt i64 %t42, 0, !dbg !743
  br i1 %t46, label %b9, label %b12, !dbg !743

b9:                                               ; preds = %b8
  %t45 = getelementptr inbounds double, ptr addrspace(1) %t40, i64 1, !dbg !743
  %.8 = load double, ptr addrspace(1) %t45, align 8, !dbg !743, !amdgpu.noclobber !6
  %t48 = fadd double %t44, %.8, !dbg !744
  br label %b12, !dbg !743

b12:                                              ; preds = %b7, %b9, %b8, %entry
  %t60 = phi double [ %t37, %b7 ], [ %t48, %b9 ], [ %t44, %b8 ], [ -0.000000e+00, %entry ]
  %t51 = phi double [ %t37, %b7 ], [ %t48, %b9 ], [ %t44, %b8 ], [ 0.000000e+00, %entry ]
  %t52 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2.shared.0, i32 %.2, !dbg !743
  store double %t51, ptr addrspace(3) %t52, align 8, !dbg !743
  %t53 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2.shared.1, i32 %.2, !dbg !743
  %.9 = zext i1 %t7 to i8, !dbg !743
  store i8 %.9, ptr addrspace(3) %t53, align 1, !dbg !743
  fence syncscope("workgroup") release, !dbg !743
  tail call void @llvm.amdgcn.s.barrier(), !dbg !743
  fence syncscope("workgroup") acquire, !dbg !743
  %t54 = icmp slt i32 %.2, 128, !dbg !743
  br i1 %t54, label %b13, label %b18, !dbg !743

b13:                                              ; preds = %b12
  %t55 = add nsw i32 %.2, 128, !dbg !743
  %t58 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2.shared.1, i32 %t55, !dbg !743
  %.11 = load i8, ptr addrspace(3) %t58, align 1, !dbg !743
  %.12.not = icmp eq i8 %.11, 0, !dbg !743
  br i1 %.12.not, label %b17, label %b14, !dbg !743

b14:                                              ; preds = %b13
  %t56 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2.shared.0, i32 %t55, !dbg !743
  %.10 = load double, ptr addrspace(3) %t56, align 8, !dbg !743
  %t61 = fadd double %t60, %.10, !dbg !743
  br label %b17, !dbg !743

b17:                                              ; preds = %b14, %b13
  %t62 = phi double [ %t61, %b14 ], [ %t51, %b13 ]
  %t63 = phi i1 [ true, %b14 ], [ %t7, %b13 ]
  store double %t62, ptr addrspace(3) %t52, align 8, !dbg !743
  %.13 = zext i1 %t63 to i8, !dbg !743
  store i8 %.13, ptr addrspace(3) %t53, align 1, !dbg !743
  br label %b18, !dbg !743

b18:                                              ; preds = %b17, %b12
  %t64 = phi double [ %t62, %b17 ], [ %t51, %b12 ]
  %t65 = phi i1 [ %t63, %b17 ], [ %t7, %b12 ]
  fence syncscope("workgroup") release, !dbg !743
  tail call void @llvm.amdgcn.s.barrier(), !dbg !743
  fence syncscope("workgroup") acquire, !dbg !743
  %t66 = icmp slt i32 %.2, 64, !dbg !743
  br i1 %t66, label %b19, label %b24, !dbg !743

b19:                                              ; preds = %b18
  %t67 = add nsw i32 %.2, 64, !dbg !743
  %t70 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2.shared.1, i32 %t67, !dbg !743
  %.15 = load i8, ptr addrspace(3) %t70, align 1, !dbg !743
  %.16.not = icmp eq i8 %.15, 0, !dbg !743
  br i1 %.16.not, label %b23, label %b20, !dbg !743

b20:                                              ; preds = %b19
  %t72 = select i1 %t65, double %t64, double -0.000000e+00, !dbg !743
  %t68 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2.shared.0, i32 %t67, !dbg !743
  %.14 = load double, ptr addrspace(3) %t68, align 8, !dbg !743
  %t73 = fadd double %t72, %.14, !dbg !743
  br label %b23, !dbg !743

b23:                                              ; preds = %b20, %b19
  %t74 = phi double [ %t73, %b20 ], [ %t64, %b19 ]
  %t75 = phi i1 [ true, %b20 ], [ %t65, %b19 ]
  store double %t74, ptr addrspace(3) %t52, align 8, !dbg !743
  %.17 = zext i1 %t75 to i8, !dbg !743
  store i8 %.17, ptr addrspace(3) %t53, align 1, !dbg !743
  br label %b24, !dbg !743

b24:                                              ; preds = %b23, %b18
  %t76 = phi double [ %t74, %b23 ], [ %t64, %b18 ]
  %t77 = phi i1 [ %t75, %b23 ], [ %t65, %b18 ]
  fence syncscope("workgroup") release, !dbg !743
  tail call void @llvm.amdgcn.s.barrier(), !dbg !743
  fence syncscope("workgroup") acquire, !dbg !743
  %t78 = icmp slt i32 %.2, 32, !dbg !743
  br i1 %t78, label %b25, label %b30, !dbg !743

b25:                                              ; preds = %b24
  %t79 = add nsw i32 %.2, 32, !dbg !743
  %t82 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2.shared.1, i32 %t79, !dbg !743
  %.19 = load i8, ptr addrspace(3) %t82, align 1, !dbg !743
  %.20.not = icmp eq i8 %.19, 0, !dbg !743
  br i1 %.20.not, label %b30, label %b26, !dbg !743

b26:                                              ; preds = %b25
  %t84 = select i1 %t77, double %t76, double -0.000000e+00, !dbg !743
  %t80 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2.shared.0, i32 %t79, !dbg !743
  %.18 = load double, ptr addrspace(3) %t80, align 8, !dbg !743
  %t85 = fadd double %t84, %.18, !dbg !743
  br label %b30, !dbg !743

b30:                                              ; preds = %b25, %b26, %b24
  %t88 = phi double [ %t76, %b24 ], [ %t85, %b26 ], [ %t76, %b25 ]
  %t89 = phi i1 [ %t77, %b24 ], [ true, %b26 ], [ %t77, %b25 ]
  br i1 %t78, label %b31, label %b52, !dbg !743

b31:                                              ; preds = %b30
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !743
  %.23 = zext i32 %.22 to i64, !dbg !743
  %.24 = add nuw nsw i64 %.23, 16, !dbg !743
  %.25 = icmp ult i32 %.22, 16, !dbg !743
  %.26 = tail call i32 @llvm.read_register.i32(metadata !731) #11, !dbg !743
  %.27 = zext i32 %.26 to i64, !dbg !743
  %.28 = and i64 %.24, 31, !dbg !743
  %2 = shl nuw nsw i64 1, %.28, !dbg !743
  %3 = and i64 %2, %.27, !dbg !743
  %.30 = icmp ne i64 %3, 0, !dbg !743
  %.31 = and i1 %.25, %.30, !dbg !743
  %.32 = trunc i64 %.24 to i32, !dbg !743
  %.33 = shl i32 %.32, 2, !dbg !743
  %.34 = bitcast double %t88 to i64, !dbg !743
  %.35 = trunc i64 %.34 to i32, !dbg !743
  %.36 = lshr i64 %.34, 32, !dbg !743
  %.37 = trunc i64 %.36 to i32, !dbg !743
  %.38 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.35), !dbg !743
  %.39 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.37), !dbg !743
  %.58 = zext i1 %t89 to i32, !dbg !743
  %.59 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.58), !dbg !743
  %4 = and i32 %.59, 1, !dbg !743
  %.60 = icmp ne i32 %4, 0, !dbg !743
  %t91 = select i1 %.31, i1 %.60, i1 %t89, !dbg !743
  %t92 = icmp slt i32 %.2, 16, !dbg !743
  %t93 = and i1 %t92, %t91, !dbg !743
  br i1 %t93, label %b32, label %b35, !dbg !743

b32:                                              ; preds = %b31
  %.41 = zext i32 %.39 to i64, !dbg !743
  %.42 = shl nuw i64 %.41, 32, !dbg !743
  %.40 = zext i32 %.38 to i64, !dbg !743
  %.43 = or i64 %.42, %.40, !dbg !743
  %.44 = bitcast i64 %.43 to double, !dbg !743
  %t90 = select i1 %.31, double %.44, double %t88, !dbg !743
  %t94 = select i1 %t89, double %t88, double -0.000000e+00, !dbg !743
  %t95 = fadd double %t94, %t90, !dbg !743
  br label %b35, !dbg !743

b35:                                              ; preds = %b32, %b31
  %t96 = phi double [ %t95, %b32 ], [ %t88, %b31 ]
  %t97 = phi i1 [ true, %b32 ], [ %t89, %b31 ]
  %.64 = add nuw nsw i64 %.23, 8, !dbg !743
  %.65 = icmp ult i32 %.22, 24, !dbg !743
  %.68 = and i64 %.64, 31, !dbg !743
  %5 = shl nuw nsw i64 1, %.68, !dbg !743
  %6 = and i64 %5, %.27, !dbg !743
  %.70 = icmp ne i64 %6, 0, !dbg !743
  %.71 = and i1 %.65, %.70, !dbg !743
  %.72 = trunc i64 %.64 to i32, !dbg !743
  %.73 = shl i32 %.72, 2, !dbg !743
  %.74 = bitcast double %t96 to i64, !dbg !743
  %.75 = trunc i64 %.74 to i32, !dbg !743
  %.76 = lshr i64 %.74, 32, !dbg !743
  %.77 = trunc i64 %.76 to i32, !dbg !743
  %.78 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.73, i32 %.75), !dbg !743
  %.79 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.73, i32 %.77), !dbg !743
  %.98 = zext i1 %t97 to i32, !dbg !743
  %.99 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.73, i32 %.98), !dbg !743
  %7 = and i32 %.99, 1, !dbg !743
  %.100 = icmp ne i32 %7, 0, !dbg !743
  %t99 = select i1 %.71, i1 %.100, i1 %t97, !dbg !743
  %t100 = icmp slt i32 %.2, 24, !dbg !743
  %t101 = and i1 %t100, %t99, !dbg !743
  br i1 %t101, label %b36, label %b39, !dbg !743

b36:                                              ; preds = %b35
  %.81 = zext i32 %.79 to i64, !dbg !743
  %.82 = shl nuw i64 %.81, 32, !dbg !743
  %.80 = zext i32 %.78 to i64, !dbg !743
  %.83 = or i64 %.82, %.80, !dbg !743
  %.84 = bitcast i64 %.83 to double, !dbg !743
  %t98 = select i1 %.71, double %.84, double %t96, !dbg !743
  %t102 = select i1 %t97, double %t96, double -0.000000e+00, !dbg !743
  %t103 = fadd double %t102, %t98, !dbg !743
  br label %b39, !dbg !743

b39:                                              ; preds = %b36, %b35
  %t104 = phi double [ %t103, %b36 ], [ %t96, %b35 ]
  %t105 = phi i1 [ true, %b36 ], [ %t97, %b35 ]
  %.104 = add nuw nsw i64 %.23, 4, !dbg !743
  %.105 = icmp ult i32 %.22, 28, !dbg !743
  %.108 = and i64 %.104, 31, !dbg !743
  %8 = shl nuw nsw i64 1, %.108, !dbg !743
  %9 = and i64 %8, %.27, !dbg !743
  %.110 = icmp ne i64 %9, 0, !dbg !743
  %.111 = and i1 %.105, %.110, !dbg !743
  %.112 = trunc i64 %.104 to i32, !dbg !743
  %.113 = shl i32 %.112, 2, !dbg !743
  %.114 = bitcast double %t104 to i64, !dbg !743
  %.115 = trunc i64 %.114 to i32, !dbg !743
  %.116 = lshr i64 %.114, 32, !dbg !743
  %.117 = trunc i64 %.116 to i32, !dbg !743
  %.118 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.113, i32 %.115), !dbg !743
  %.119 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.113, i32 %.117), !dbg !743
  %.138 = zext i1 %t105 to i32, !dbg !743
  %.139 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.113, i32 %.138), !dbg !743
  %10 = and i32 %.139, 1, !dbg !743
  %.140 = icmp ne i32 %10, 0, !dbg !743
  %t107 = select i1 %.111, i1 %.140, i1 %t105, !dbg !743
  %t108 = icmp slt i32 %.2, 28, !dbg !743
  %t109 = and i1 %t108, %t107, !dbg !743
  br i1 %t109, label %b40, label %b43, !dbg !743

b40:                                              ; preds = %b39
  %.121 = zext i32 %.119 to i64, !dbg !743
  %.122 = shl nuw i64 %.121, 32, !dbg !743
  %.120 = zext i32 %.118 to i64, !dbg !743
  %.123 = or i64 %.122, %.120, !dbg !743
  %.124 = bitcast i64 %.123 to double, !dbg !743
  %t106 = select i1 %.111, double %.124, double %t104, !dbg !743
  %t110 = select i1 %t105, double %t104, double -0.000000e+00, !dbg !743
  %t111 = fadd double %t110, %t106, !dbg !743
  br label %b43, !dbg !743

b43:                                              ; preds = %b40, %b39
  %t112 = phi double [ %t111, %b40 ], [ %t104, %b39 ]
  %t113 = phi i1 [ true, %b40 ], [ %t105, %b39 ]
  %.144 = add nuw nsw i64 %.23, 2, !dbg !743
  %.145 = icmp ult i32 %.22, 30, !dbg !743
  %.148 = and i64 %.144, 31, !dbg !743
  %11 = shl nuw nsw i64 1, %.148, !dbg !743
  %12 = and i64 %11, %.27, !dbg !743
  %.150 = icmp ne i64 %12, 0, !dbg !743
  %.151 = and i1 %.145, %.150, !dbg !743
  %.152 = trunc i64 %.144 to i32, !dbg !743
  %.153 = shl i32 %.152, 2, !dbg !743
  %.154 = bitcast double %t112 to i64, !dbg !743
  %.155 = trunc i64 %.154 to i32, !dbg !743
  %.156 = lshr i64 %.154, 32, !dbg !743
  %.157 = trunc i64 %.156 to i32, !dbg !743
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.155), !dbg !743
  %.159 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.157), !dbg !743
  %.178 = zext i1 %t113 to i32, !dbg !743
  %.179 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.178), !dbg !743
  %13 = and i32 %.179, 1, !dbg !743
  %.180 = icmp ne i32 %13, 0, !dbg !743
  %t115 = select i1 %.151, i1 %.180, i1 %t113, !dbg !743
  %t116 = icmp slt i32 %.2, 30, !dbg !743
  %t117 = and i1 %t116, %t115, !dbg !743
  br i1 %t117, label %b44, label %b47, !dbg !743

b44:                                              ; preds = %b43
  %.161 = zext i32 %.159 to i64, !dbg !743
  %.162 = shl nuw i64 %.161, 32, !dbg !743
  %.160 = zext i32 %.158 to i64, !dbg !743
  %.163 = or i64 %.162, %.160, !dbg !743
  %.164 = bitcast i64 %.163 to double, !dbg !743
  %t114 = select i1 %.151, double %.164, double %t112, !dbg !743
  %t118 = select i1 %t113, double %t112, double -0.000000e+00, !dbg !743
  %t119 = fadd double %t118, %t114, !dbg !743
  br label %b47, !dbg !743

b47:                                              ; preds = %b44, %b43
  %t120 = phi double [ %t119, %b44 ], [ %t112, %b43 ]
  %t121 = phi i1 [ true, %b44 ], [ %t113, %b43 ]
  %.184 = add nuw nsw i64 %.23, 1, !dbg !743
  %.185 = icmp ult i32 %.22, 31, !dbg !743
  %.188 = and i64 %.184, 31, !dbg !743
  %14 = shl nuw nsw i64 1, %.188, !dbg !743
  %15 = and i64 %14, %.27, !dbg !743
  %.190 = icmp ne i64 %15, 0, !dbg !743
  %.191 = and i1 %.185, %.190, !dbg !743
  %.192 = trunc i64 %.184 to i32, !dbg !743
  %.193 = shl i32 %.192, 2, !dbg !743
  %.194 = bitcast double %t120 to i64, !dbg !743
  %.195 = trunc i64 %.194 to i32, !dbg !743
  %.196 = lshr i64 %.194, 32, !dbg !743
  %.197 = trunc i64 %.196 to i32, !dbg !743
  %.198 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.193, i32 %.195), !dbg !743
  %.199 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.193, i32 %.197), !dbg !743
  %.218 = zext i1 %t121 to i32, !dbg !743
  %.219 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.193, i32 %.218), !dbg !743
  %16 = and i32 %.219, 1, !dbg !743
  %.220 = icmp ne i32 %16, 0, !dbg !743
  %t123 = select i1 %.191, i1 %.220, i1 %t121, !dbg !743
  %t124 = icmp slt i32 %.2, 31, !dbg !743
  %t125 = and i1 %t124, %t123, !dbg !743
  br i1 %t125, label %b48, label %b52, !dbg !743

b48:                                              ; preds = %b47
  %.201 = zext i32 %.199 to i64, !dbg !743
  %.202 = shl nuw i64 %.201, 32, !dbg !743
  %.200 = zext i32 %.198 to i64, !dbg !743
  %.203 = or i64 %.202, %.200, !dbg !743
  %.204 = bitcast i64 %.203 to double, !dbg !743
  %t122 = select i1 %.191, double %.204, double %t120, !dbg !743
  %t126 = select i1 %t121, double %t120, double -0.000000e+00, !dbg !743
  %t127 = fadd double %t126, %t122, !dbg !743
  br label %b52, !dbg !743

b52:                                              ; preds = %b47, %b48, %b30
  %t130 = phi double [ %t88, %b30 ], [ %t127, %b48 ], [ %t120, %b47 ]
  %t131 = phi i1 [ %t89, %b30 ], [ true, %b48 ], [ %t121, %b47 ]
  %t132 = icmp eq i32 %.2, 0, !dbg !743
  %spec.select1 = select i1 %t131, i1 true, i1 %.1, !dbg !743
  %or.cond = select i1 %t132, i1 %spec.select1, i1 false, !dbg !743
  br i1 %or.cond, label %b58, label %b59, !dbg !743

b58:                                              ; preds = %b52
  %t133 = select i1 %.1, double %a3, double -0.000000e+00, !dbg !743
  %t134 = fadd double %t133, %t130, !dbg !743
  %spec.select = select i1 %t131, double %t134, double %a3, !dbg !743
  store double %spec.select, ptr addrspace(1) %a2, align 8, !dbg !743
  br label %b59, !dbg !743

b59:                                              ; preds = %b58, %b52
  ret void, !dbg !743
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eHalfFma_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, i16 %a2, ptr addrspace(1) %a3, i16 %a4, ptr addrspace(1) %a5, i16 %a6, ptr addrspace(1) %a7) local_unnamed_addr #2 !dbg !746 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !747
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !747
  %t2.not = icmp eq ptr addrspace(1) %a5, null, !dbg !747
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !747
  %t4 = sext i32 %.1 to i64, !dbg !747
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !747
  %t6 = sext i32 %.2 to i64, !dbg !747
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !747
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !747
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !747, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !747
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !747
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !747, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !747
  %.15 = add i32 %.14, %.9, !dbg !747
  %.16 = udiv i32 %.15, %.6, !dbg !747
  %t10 = sext i32 %.16 to i64, !dbg !747
  %t11 = mul nsw i64 %t8, %t6, !dbg !747
  %t12 = add nsw i64 %t11, %t4, !dbg !747
  %t13 = mul nsw i64 %t10, %t8, !dbg !747
  %t14 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !747
  %t17 = ptrtoint ptr addrspace(1) %a3 to i64, !dbg !747
  %0 = or i64 %t17, %t14, !dbg !747
  %t21 = ptrtoint ptr addrspace(1) %a5 to i64, !dbg !747
  %1 = or i64 %0, %t21, !dbg !747
  %t25 = ptrtoint ptr addrspace(1) %a7 to i64, !dbg !747
  %2 = or i64 %1, %t25, !dbg !747
  %3 = and i64 %2, 3, !dbg !747
  %4 = icmp eq i64 %3, 0, !dbg !747
  %t29 = ashr i64 %a0, 1, !dbg !747
  %t351 = icmp slt i64 %t12, %t29, !dbg !747
  %or.cond = select i1 %4, i1 %t351, i1 false, !dbg !747
  br i1 %or.cond, label %b3, label %b10, !dbg !747

b3:                                               ; preds = %entry, %b9
  %t342 = phi i64 [ %t67, %b9 ], [ %t12, %entry ]
  br i1 %t0.not, label %b5, label %b4, !dbg !747

b4:                                               ; preds = %b3
  %t36 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t342, !dbg !747
  %.17 = load i32, ptr addrspace(1) %t36, align 4, !dbg !747
  %t39 = trunc i32 %.17 to i16, !dbg !747
  %t40 = lshr i32 %.17, 16, !dbg !747
  %t41 = trunc i32 %t40 to i16, !dbg !747
  br label %b5, !dbg !747

b5:                                               ; preds = %b4, %b3
  %t42 = phi i16 [ %t39, %b4 ], [ %a2, %b3 ]
  %t43 = phi i16 [ %t41, %b4 ], [ %a2, %b3 ]
  br i1 %t1.not, label %b7, label %b6, !dbg !747

b6:                                               ; preds = %b5
  %t44 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t342, !dbg !747
  %.18 = load i32, ptr addrspace(1) %t44, align 4, !dbg !747
  %t47 = trunc i32 %.18 to i16, !dbg !747
  %t48 = lshr i32 %.18, 16, !dbg !747
  %t49 = trunc i32 %t48 to i16, !dbg !747
  br label %b7, !dbg !747

b7:                                               ; preds = %b6, %b5
  %t50 = phi i16 [ %t47, %b6 ], [ %a4, %b5 ]
  %t51 = phi i16 [ %t49, %b6 ], [ %a4, %b5 ]
  br i1 %t2.not, label %b9, label %b8, !dbg !747

b8:                                               ; preds = %b7
  %t52 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t342, !dbg !747
  %.19 = load i32, ptr addrspace(1) %t52, align 4, !dbg !747
  %t55 = trunc i32 %.19 to i16, !dbg !747
  %t56 = lshr i32 %.19, 16, !dbg !747
  %t57 = trunc i32 %t56 to i16, !dbg !747
  br label %b9, !dbg !747

b9:                                               ; preds = %b8, %b7
  %t58 = phi i16 [ %t55, %b8 ], [ %a6, %b7 ]
  %t59 = phi i16 [ %t57, %b8 ], [ %a6, %b7 ]
  %.20 = bitcast i16 %t42 to half, !dbg !748
  %.21 = bitcast i16 %t50 to half, !dbg !748
  %.22 = bitcast i16 %t58 to half, !dbg !748
  %.23 = tail call half @llvm.fma.f16(half %.20, half %.21, half %.22), !dbg !748
  %.24 = bitcast half %.23 to i16, !dbg !748
  %.25 = bitcast i16 %t43 to half, !dbg !748
  %.26 = bitcast i16 %t51 to half, !dbg !748
  %.27 = bitcast i16 %t59 to half, !dbg !748
  %.28 = tail call half @llvm.fma.f16(half %.25, half %.26, half %.27), !dbg !748
  %.29 = bitcast half %.28 to i16, !dbg !748
  %t62 = zext i16 %.24 to i32, !dbg !747
  %t63 = zext i16 %.29 to i32, !dbg !747
  %t64 = shl nuw i32 %t63, 16, !dbg !747
  %t65 = or i32 %t64, %t62, !dbg !747
  %t66 = getelementptr inbounds i32, ptr addrspace(1) %a7, i64 %t342, !dbg !747
  store i32 %t65, ptr addrspace(1) %t66, align 4, !dbg !747
  %t67 = add i64 %t342, %t13, !dbg !747
  %t35 = icmp slt i64 %t67, %t29, !dbg !747
  br i1 %t35, label %b3, label %b10, !dbg !747

b10:                                              ; preds = %b9, %entry
  %t68 = and i64 %a0, -2, !dbg !747
  %t69 = select i1 %4, i64 %t68, i64 0, !dbg !747
  %t70 = add i64 %t12, %t69, !dbg !747
  %t723 = icmp slt i64 %t70, %a0, !dbg !747
  br i1 %t723, label %b12, label %b19, !dbg !747

b12:                                              ; preds = %b10, %b18
  %t714 = phi i64 [ %t84, %b18 ], [ %t70, %b10 ]
  br i1 %t0.not, label %b14, label %b13, !dbg !747

b13:                                              ; preds = %b12
  %t73 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t714, !dbg !747
  %.30 = load i16, ptr addrspace(1) %t73, align 2, !dbg !747
  br label %b14, !dbg !747

b14:                                              ; preds = %b13, %b12
  %t75 = phi i16 [ %.30, %b13 ], [ %a2, %b12 ]
  br i1 %t1.not, label %b16, label %b15, !dbg !747

b15:                                              ; preds = %b14
  %t76 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t714, !dbg !747
  %.31 = load i16, ptr addrspace(1) %t76, align 2, !dbg !747
  br label %b16, !dbg !747

b16:                                              ; preds = %b15, %b14
  %t78 = phi i16 [ %.31, %b15 ], [ %a4, %b14 ]
  br i1 %t2.not, label %b18, label %b17, !dbg !747

b17:                                              ; preds = %b16
  %t79 = getelementptr inbounds i16, ptr addrspace(1) %a5, i64 %t714, !dbg !747
  %.32 = load i16, ptr addrspace(1) %t79, align 2, !dbg !747
  br label %b18, !dbg !747

b18:                                              ; preds = %b17, %b16
  %t81 = phi i16 [ %.32, %b17 ], [ %a6, %b16 ]
  %.33 = bitcast i16 %t75 to half, !dbg !748
  %.34 = bitcast i16 %t78 to half, !dbg !748
  %.35 = bitcast i16 %t81 to half, !dbg !748
  %.36 = tail call half @llvm.fma.f16(half %.33, half %.34, half %.35), !dbg !748
  %t83 = getelementptr inbounds i16, ptr addrspace(1) %a7, i64 %t714, !dbg !747
  store half %.36, ptr addrspace(1) %t83, align 2, !dbg !747
  %t84 = add i64 %t714, %t13, !dbg !747
  %t72 = icmp slt i64 %t84, %a0, !dbg !747
  br i1 %t72, label %b12, label %b19, !dbg !747

b19:                                              ; preds = %b18, %b10
  ret void, !dbg !747
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eHalfFma_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, i16 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #2 !dbg !749 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !750
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !750
  %t2.not = icmp eq ptr addrspace(1) %a30, null, !dbg !750
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !750
  %t4 = sext i32 %.1 to i64, !dbg !750
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !750
  %t6 = sext i32 %.2 to i64, !dbg !750
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !750
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !750
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !750, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !750
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !750
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !750, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !750
  %.15 = add i32 %.14, %.9, !dbg !750
  %.16 = udiv i32 %.15, %.6, !dbg !750
  %t10 = sext i32 %.16 to i64, !dbg !750
  %t11 = mul nsw i64 %t8, %t6, !dbg !750
  %t12 = add nsw i64 %t11, %t4, !dbg !750
  %t13 = mul nsw i64 %t10, %t8, !dbg !750
  %t14 = icmp sgt i64 %a1, 7, !dbg !750
  %t16 = icmp sgt i64 %a1, 6, !dbg !750
  %t18 = icmp sgt i64 %a1, 5, !dbg !750
  %t20 = icmp sgt i64 %a1, 4, !dbg !750
  %t22 = icmp sgt i64 %a1, 3, !dbg !750
  %t24 = icmp sgt i64 %a1, 2, !dbg !750
  %t26 = icmp sgt i64 %a1, 1, !dbg !750
  %t28 = icmp sgt i64 %a1, 0, !dbg !750
  %t301 = icmp slt i64 %t12, %a0, !dbg !750
  br i1 %t301, label %b2, label %b25, !dbg !750

b2:                                               ; preds = %entry, %b24
  %t292 = phi i64 [ %t176, %b24 ], [ %t12, %entry ]
  br i1 %t14, label %b3, label %b4, !dbg !750

b3:                                               ; preds = %b2
  %t32 = udiv i64 %t292, %a9, !dbg !750
  %t34 = mul i64 %t32, %a9, !dbg !750
  %t35 = sub nuw i64 %t292, %t34, !dbg !750
  %t36 = mul i64 %t35, %a19, !dbg !750
  %t37 = mul i64 %t35, %a29, !dbg !750
  %t38 = mul i64 %t35, %a39, !dbg !750
  %t39 = mul i64 %t35, %a48, !dbg !750
  br label %b4, !dbg !750

b4:                                               ; preds = %b3, %b2
  %t40 = phi i64 [ %t32, %b3 ], [ %t292, %b2 ]
  %t41 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t42 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  %t43 = phi i64 [ %t38, %b3 ], [ 0, %b2 ]
  %t44 = phi i64 [ %t39, %b3 ], [ 0, %b2 ]
  br i1 %t16, label %b5, label %b6, !dbg !750

b5:                                               ; preds = %b4
  %t46 = udiv i64 %t40, %a8, !dbg !750
  %t48 = mul i64 %t46, %a8, !dbg !750
  %t49 = sub i64 %t40, %t48, !dbg !750
  %t50 = mul i64 %t49, %a18, !dbg !750
  %t51 = add i64 %t50, %t41, !dbg !750
  %t52 = mul i64 %t49, %a28, !dbg !750
  %t53 = add i64 %t52, %t42, !dbg !750
  %t54 = mul i64 %t49, %a38, !dbg !750
  %t55 = add i64 %t54, %t43, !dbg !750
  %t56 = mul i64 %t49, %a47, !dbg !750
  %t57 = add i64 %t56, %t44, !dbg !750
  br label %b6, !dbg !750

b6:                                               ; preds = %b5, %b4
  %t58 = phi i64 [ %t46, %b5 ], [ %t40, %b4 ]
  %t59 = phi i64 [ %t51, %b5 ], [ %t41, %b4 ]
  %t60 = phi i64 [ %t53, %b5 ], [ %t42, %b4 ]
  %t61 = phi i64 [ %t55, %b5 ], [ %t43, %b4 ]
  %t62 = phi i64 [ %t57, %b5 ], [ %t44, %b4 ]
  br i1 %t18, label %b7, label %b8, !dbg !750

b7:                                               ; preds = %b6
  %t64 = udiv i64 %t58, %a7, !dbg !750
  %t66 = mul i64 %t64, %a7, !dbg !750
  %t67 = sub i64 %t58, %t66, !dbg !750
  %t68 = mul i64 %t67, %a17, !dbg !750
  %t69 = add i64 %t68, %t59, !dbg !750
  %t70 = mul i64 %t67, %a27, !dbg !750
  %t71 = add i64 %t70, %t60, !dbg !750
  %t72 = mul i64 %t67, %a37, !dbg !750
  %t73 = add i64 %t72, %t61, !dbg !750
  %t74 = mul i64 %t67, %a46, !dbg !750
  %t75 = add i64 %t74, %t62, !dbg !750
  br label %b8, !dbg !750

b8:                                               ; preds = %b7, %b6
  %t76 = phi i64 [ %t64, %b7 ], [ %t58, %b6 ]
  %t77 = phi i64 [ %t69, %b7 ], [ %t59, %b6 ]
  %t78 = phi i64 [ %t71, %b7 ], [ %t60, %b6 ]
  %t79 = phi i64 [ %t73, %b7 ], [ %t61, %b6 ]
  %t80 = phi i64 [ %t75, %b7 ], [ %t62, %b6 ]
  br i1 %t20, label %b9, label %b10, !dbg !750

b9:                                               ; preds = %b8
  %t82 = udiv i64 %t76, %a6, !dbg !750
  %t84 = mul i64 %t82, %a6, !dbg !750
  %t85 = sub i64 %t76, %t84, !dbg !750
  %t86 = mul i64 %t85, %a16, !dbg !750
  %t87 = add i64 %t86, %t77, !dbg !750
  %t88 = mul i64 %t85, %a26, !dbg !750
  %t89 = add i64 %t88, %t78, !dbg !750
  %t90 = mul i64 %t85, %a36, !dbg !750
  %t91 = add i64 %t90, %t79, !dbg !750
  %t92 = mul i64 %t85, %a45, !dbg !750
  %t93 = add i64 %t92, %t80, !dbg !750
  br label %b10, !dbg !750

b10:                                              ; preds = %b9, %b8
  %t94 = phi i64 [ %t82, %b9 ], [ %t76, %b8 ]
  %t95 = phi i64 [ %t87, %b9 ], [ %t77, %b8 ]
  %t96 = phi i64 [ %t89, %b9 ], [ %t78, %b8 ]
  %t97 = phi i64 [ %t91, %b9 ], [ %t79, %b8 ]
  %t98 = phi i64 [ %t93, %b9 ], [ %t80, %b8 ]
  br i1 %t22, label %b11, label %b12, !dbg !750

b11:                                              ; preds = %b10
  %t100 = udiv i64 %t94, %a5, !dbg !750
  %t102 = mul i64 %t100, %a5, !dbg !750
  %t103 = sub i64 %t94, %t102, !dbg !750
  %t104 = mul i64 %t103, %a15, !dbg !750
  %t105 = add i64 %t104, %t95, !dbg !750
  %t106 = mul i64 %t103, %a25, !dbg !750
  %t107 = add i64 %t106, %t96, !dbg !750
  %t108 = mul i64 %t103, %a35, !dbg !750
  %t109 = add i64 %t108, %t97, !dbg !750
  %t110 = mul i64 %t103, %a44, !dbg !750
  %t111 = add i64 %t110, %t98, !dbg !750
  br label %b12, !dbg !750

b12:                                              ; preds = %b11, %b10
  %t112 = phi i64 [ %t100, %b11 ], [ %t94, %b10 ]
  %t113 = phi i64 [ %t105, %b11 ], [ %t95, %b10 ]
  %t114 = phi i64 [ %t107, %b11 ], [ %t96, %b10 ]
  %t115 = phi i64 [ %t109, %b11 ], [ %t97, %b10 ]
  %t116 = phi i64 [ %t111, %b11 ], [ %t98, %b10 ]
  br i1 %t24, label %b13, label %b14, !dbg !750

b13:                                              ; preds = %b12
  %t118 = udiv i64 %t112, %a4, !dbg !750
  %t120 = mul i64 %t118, %a4, !dbg !750
  %t121 = sub i64 %t112, %t120, !dbg !750
  %t122 = mul i64 %t121, %a14, !dbg !750
  %t123 = add i64 %t122, %t113, !dbg !750
  %t124 = mul i64 %t121, %a24, !dbg !750
  %t125 = add i64 %t124, %t114, !dbg !750
  %t126 = mul i64 %t121, %a34, !dbg !750
  %t127 = add i64 %t126, %t115, !dbg !750
  %t128 = mul i64 %t121, %a43, !dbg !750
  %t129 = add i64 %t128, %t116, !dbg !750
  br label %b14, !dbg !750

b14:                                              ; preds = %b13, %b12
  %t130 = phi i64 [ %t118, %b13 ], [ %t112, %b12 ]
  %t131 = phi i64 [ %t123, %b13 ], [ %t113, %b12 ]
  %t132 = phi i64 [ %t125, %b13 ], [ %t114, %b12 ]
  %t133 = phi i64 [ %t127, %b13 ], [ %t115, %b12 ]
  %t134 = phi i64 [ %t129, %b13 ], [ %t116, %b12 ]
  br i1 %t26, label %b15, label %b16, !dbg !750

b15:                                              ; preds = %b14
  %t136 = udiv i64 %t130, %a3, !dbg !750
  %t138 = mul i64 %t136, %a3, !dbg !750
  %t139 = sub i64 %t130, %t138, !dbg !750
  %t140 = mul i64 %t139, %a13, !dbg !750
  %t141 = add i64 %t140, %t131, !dbg !750
  %t142 = mul i64 %t139, %a23, !dbg !750
  %t143 = add i64 %t142, %t132, !dbg !750
  %t144 = mul i64 %t139, %a33, !dbg !750
  %t145 = add i64 %t144, %t133, !dbg !750
  %t146 = mul i64 %t139, %a42, !dbg !750
  %t147 = add i64 %t146, %t134, !dbg !750
  br label %b16, !dbg !750

b16:                                              ; preds = %b15, %b14
  %t148 = phi i64 [ %t136, %b15 ], [ %t130, %b14 ]
  %t149 = phi i64 [ %t141, %b15 ], [ %t131, %b14 ]
  %t150 = phi i64 [ %t143, %b15 ], [ %t132, %b14 ]
  %t151 = phi i64 [ %t145, %b15 ], [ %t133, %b14 ]
  %t152 = phi i64 [ %t147, %b15 ], [ %t134, %b14 ]
  br i1 %t28, label %b17, label %b18, !dbg !750

b17:                                              ; preds = %b16
  %t153 = mul i64 %t148, %a12, !dbg !750
  %t154 = add i64 %t149, %t153, !dbg !750
  %t155 = mul i64 %t148, %a22, !dbg !750
  %t156 = add i64 %t150, %t155, !dbg !750
  %t157 = mul i64 %t148, %a32, !dbg !750
  %t158 = add i64 %t151, %t157, !dbg !750
  %t159 = mul i64 %t148, %a41, !dbg !750
  %t160 = add i64 %t152, %t159, !dbg !750
  br label %b18, !dbg !750

b18:                                              ; preds = %b17, %b16
  %t161 = phi i64 [ %t154, %b17 ], [ %t149, %b16 ]
  %t162 = phi i64 [ %t156, %b17 ], [ %t150, %b16 ]
  %t163 = phi i64 [ %t158, %b17 ], [ %t151, %b16 ]
  %t164 = phi i64 [ %t160, %b17 ], [ %t152, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !750

b19:                                              ; preds = %b18
  %t165 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t161, !dbg !750
  %.17 = load i16, ptr addrspace(1) %t165, align 2, !dbg !750
  br label %b20, !dbg !750

b20:                                              ; preds = %b19, %b18
  %t167 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !750

b21:                                              ; preds = %b20
  %t168 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t162, !dbg !750
  %.18 = load i16, ptr addrspace(1) %t168, align 2, !dbg !750
  br label %b22, !dbg !750

b22:                                              ; preds = %b21, %b20
  %t170 = phi i16 [ %.18, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !750

b23:                                              ; preds = %b22
  %t171 = getelementptr inbounds i16, ptr addrspace(1) %a30, i64 %t163, !dbg !750
  %.19 = load i16, ptr addrspace(1) %t171, align 2, !dbg !750
  br label %b24, !dbg !750

b24:                                              ; preds = %b23, %b22
  %t173 = phi i16 [ %.19, %b23 ], [ %a31, %b22 ]
  %.20 = bitcast i16 %t167 to half, !dbg !751
  %.21 = bitcast i16 %t170 to half, !dbg !751
  %.22 = bitcast i16 %t173 to half, !dbg !751
  %.23 = tail call half @llvm.fma.f16(half %.20, half %.21, half %.22), !dbg !751
  %t175 = getelementptr inbounds i16, ptr addrspace(1) %a40, i64 %t164, !dbg !750
  store half %.23, ptr addrspace(1) %t175, align 2, !dbg !750
  %t176 = add i64 %t292, %t13, !dbg !750
  %t30 = icmp slt i64 %t176, %a0, !dbg !750
  br i1 %t30, label %b2, label %b25, !dbg !750

b25:                                              ; preds = %b24, %entry
  ret void, !dbg !750
}

; Function Attrs: nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eDequant_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, i8 %a2, ptr addrspace(1) %a3, float %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #3 !dbg !752 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !753
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !753
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !753
  %t3 = sext i32 %.1 to i64, !dbg !753
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !753
  %t5 = sext i32 %.2 to i64, !dbg !753
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !753
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !753
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !753, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !753
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !753
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !753, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !753
  %.15 = add i32 %.14, %.9, !dbg !753
  %.16 = udiv i32 %.15, %.6, !dbg !753
  %t9 = sext i32 %.16 to i64, !dbg !753
  %t10 = mul nsw i64 %t7, %t5, !dbg !753
  %t11 = add nsw i64 %t10, %t3, !dbg !753
  %t12 = mul nsw i64 %t9, %t7, !dbg !753
  %t13 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !753
  %t14 = and i64 %t13, 3, !dbg !753
  %t16 = ptrtoint ptr addrspace(1) %a3 to i64, !dbg !753
  %t17 = and i64 %t16, 15, !dbg !753
  %0 = or i64 %t17, %t14, !dbg !753
  %1 = icmp eq i64 %0, 0, !dbg !753
  %t20 = ashr i64 %a0, 2, !dbg !753
  br i1 %1, label %b1, label %b24, !dbg !753

b1:                                               ; preds = %entry
  %t25 = shl nsw i64 %t12, 2, !dbg !753
  %t372 = icmp slt i64 %t11, %t20, !dbg !753
  br i1 %t372, label %b3.preheader, label %b24, !dbg !753

b3.preheader:                                     ; preds = %b1
  %t23 = shl nsw i64 %t11, 2, !dbg !753
  %t30 = or i64 %t23, 3, !dbg !753
  %t31 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t30, !dbg !753
  %t28 = or i64 %t23, 2, !dbg !753
  %t29 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t28, !dbg !753
  %t26 = or i64 %t23, 1, !dbg !753
  %t27 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t26, !dbg !753
  %t24 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t23, !dbg !753
  br label %b3, !dbg !753

b3:                                               ; preds = %b3.preheader, %b7
  %t367 = phi i64 [ %t130, %b7 ], [ %t11, %b3.preheader ]
  %t356 = phi ptr addrspace(1) [ %t131, %b7 ], [ %t24, %b3.preheader ]
  %t345 = phi ptr addrspace(1) [ %t132, %b7 ], [ %t27, %b3.preheader ]
  %t334 = phi ptr addrspace(1) [ %t133, %b7 ], [ %t29, %b3.preheader ]
  %t323 = phi ptr addrspace(1) [ %t134, %b7 ], [ %t31, %b3.preheader ]
  br i1 %t0.not, label %b5, label %b4, !dbg !753

b4:                                               ; preds = %b3
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t367, !dbg !753
  %.17 = load i32, ptr addrspace(1) %t38, align 4, !dbg !753
  %t41 = trunc i32 %.17 to i8, !dbg !753
  %t42 = lshr i32 %.17, 8, !dbg !753
  %t43 = trunc i32 %t42 to i8, !dbg !753
  %t44 = lshr i32 %.17, 16, !dbg !753
  %t45 = trunc i32 %t44 to i8, !dbg !753
  %t46 = lshr i32 %.17, 24, !dbg !753
  %t47 = trunc i32 %t46 to i8, !dbg !753
  br label %b5, !dbg !753

b5:                                               ; preds = %b4, %b3
  %t48 = phi i8 [ %t41, %b4 ], [ %a2, %b3 ]
  %t49 = phi i8 [ %t43, %b4 ], [ %a2, %b3 ]
  %t50 = phi i8 [ %t45, %b4 ], [ %a2, %b3 ]
  %t51 = phi i8 [ %t47, %b4 ], [ %a2, %b3 ]
  br i1 %t1.not, label %b7, label %b6, !dbg !753

b6:                                               ; preds = %b5
  %t52 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a3, i64 %t367, !dbg !753
  %.18 = load <4 x float>, ptr addrspace(1) %t52, align 16, !dbg !753
  %.19 = extractelement <4 x float> %.18, i64 0, !dbg !753
  %.21 = extractelement <4 x float> %.18, i64 1, !dbg !753
  %.23 = extractelement <4 x float> %.18, i64 2, !dbg !753
  %.25 = extractelement <4 x float> %.18, i64 3, !dbg !753
  br label %b7, !dbg !753

b7:                                               ; preds = %b6, %b5
  %t58 = phi float [ %.19, %b6 ], [ %a4, %b5 ]
  %t59 = phi float [ %.21, %b6 ], [ %a4, %b5 ]
  %t60 = phi float [ %.23, %b6 ], [ %a4, %b5 ]
  %t61 = phi float [ %.25, %b6 ], [ %a4, %b5 ]
  %t62 = and i8 %t48, -128, !dbg !754
  %t63 = zext i8 %t62 to i32, !dbg !757
  %t64 = shl nuw i32 %t63, 24, !dbg !758
  %t65 = and i8 %t48, 127, !dbg !759
  %t66 = zext i8 %t65 to i32, !dbg !760
  %t67 = shl nuw nsw i32 %t66, 20, !dbg !761
  %t68 = add nuw nsw i32 %t67, 1006632960, !dbg !762
  %t69 = uitofp i8 %t65 to float, !dbg !763
  %t70 = fmul float %t69, 0x3F60000000000000, !dbg !764
  %t71 = bitcast float %t70 to i32, !dbg !765
  %t72 = icmp ult i8 %t65, 8, !dbg !766
  %spec.select = select i1 %t72, i32 %t71, i32 %t68, !dbg !766
  %t74 = icmp eq i8 %t65, 127, !dbg !767
  %t75 = select i1 %t74, i32 2143289344, i32 %spec.select, !dbg !767
  %t76 = or i32 %t75, %t64, !dbg !768
  %t77 = bitcast i32 %t76 to float, !dbg !769
  %t78 = fmul float %t58, %t77, !dbg !772
  %t79 = and i8 %t49, -128, !dbg !754
  %t80 = zext i8 %t79 to i32, !dbg !757
  %t81 = shl nuw i32 %t80, 24, !dbg !758
  %t82 = and i8 %t49, 127, !dbg !759
  %t83 = zext i8 %t82 to i32, !dbg !760
  %t84 = shl nuw nsw i32 %t83, 20, !dbg !761
  %t85 = add nuw nsw i32 %t84, 1006632960, !dbg !762
  %t86 = uitofp i8 %t82 to float, !dbg !763
  %t87 = fmul float %t86, 0x3F60000000000000, !dbg !764
  %t88 = bitcast float %t87 to i32, !dbg !765
  %t89 = icmp ult i8 %t82, 8, !dbg !766
  %t90 = select i1 %t89, i32 %t88, i32 %t85, !dbg !766
  %t91 = icmp eq i8 %t82, 127, !dbg !767
  %t92 = select i1 %t91, i32 2143289344, i32 %t90, !dbg !767
  %t93 = or i32 %t92, %t81, !dbg !768
  %t94 = bitcast i32 %t93 to float, !dbg !769
  %t95 = fmul float %t59, %t94, !dbg !772
  %t96 = and i8 %t50, -128, !dbg !754
  %t97 = zext i8 %t96 to i32, !dbg !757
  %t98 = shl nuw i32 %t97, 24, !dbg !758
  %t99 = and i8 %t50, 127, !dbg !759
  %t100 = zext i8 %t99 to i32, !dbg !760
  %t101 = shl nuw nsw i32 %t100, 20, !dbg !761
  %t102 = add nuw nsw i32 %t101, 1006632960, !dbg !762
  %t103 = uitofp i8 %t99 to float, !dbg !763
  %t104 = fmul float %t103, 0x3F60000000000000, !dbg !764
  %t105 = bitcast float %t104 to i32, !dbg !765
  %t106 = icmp ult i8 %t99, 8, !dbg !766
  %t107 = select i1 %t106, i32 %t105, i32 %t102, !dbg !766
  %t108 = icmp eq i8 %t99, 127, !dbg !767
  %t109 = select i1 %t108, i32 2143289344, i32 %t107, !dbg !767
  %t110 = or i32 %t109, %t98, !dbg !768
  %t111 = bitcast i32 %t110 to float, !dbg !769
  %t112 = fmul float %t60, %t111, !dbg !772
  %t113 = and i8 %t51, -128, !dbg !754
  %t114 = zext i8 %t113 to i32, !dbg !757
  %t115 = shl nuw i32 %t114, 24, !dbg !758
  %t116 = and i8 %t51, 127, !dbg !759
  %t117 = zext i8 %t116 to i32, !dbg !760
  %t118 = shl nuw nsw i32 %t117, 20, !dbg !761
  %t119 = add nuw nsw i32 %t118, 1006632960, !dbg !762
  %t120 = uitofp i8 %t116 to float, !dbg !763
  %t121 = fmul float %t120, 0x3F60000000000000, !dbg !764
  %t122 = bitcast float %t121 to i32, !dbg !765
  %t123 = icmp ult i8 %t116, 8, !dbg !766
  %t124 = select i1 %t123, i32 %t122, i32 %t119, !dbg !766
  %t125 = icmp eq i8 %t116, 127, !dbg !767
  %t126 = select i1 %t125, i32 2143289344, i32 %t124, !dbg !767
  %t127 = or i32 %t126, %t115, !dbg !768
  %t128 = bitcast i32 %t127 to float, !dbg !769
  %t129 = fmul float %t61, %t128, !dbg !772
  store float %t78, ptr addrspace(1) %t356, align 4, !dbg !753
  store float %t95, ptr addrspace(1) %t345, align 4, !dbg !753
  store float %t112, ptr addrspace(1) %t334, align 4, !dbg !753
  store float %t129, ptr addrspace(1) %t323, align 4, !dbg !753
  %t130 = add i64 %t367, %t12, !dbg !753
  %t131 = getelementptr inbounds float, ptr addrspace(1) %t356, i64 %t25, !dbg !753
  %t132 = getelementptr inbounds float, ptr addrspace(1) %t345, i64 %t25, !dbg !753
  %t133 = getelementptr inbounds float, ptr addrspace(1) %t334, i64 %t25, !dbg !753
  %t134 = getelementptr inbounds float, ptr addrspace(1) %t323, i64 %t25, !dbg !753
  %t37 = icmp slt i64 %t130, %t20, !dbg !753
  br i1 %t37, label %b3, label %b24, !dbg !753

b24:                                              ; preds = %b7, %b1, %entry
  %t135 = and i64 %a0, -4, !dbg !753
  %t136 = select i1 %1, i64 %t135, i64 0, !dbg !753
  %t137 = add i64 %t11, %t136, !dbg !753
  %t1398 = icmp slt i64 %t137, %a0, !dbg !753
  br i1 %t1398, label %b26, label %b35, !dbg !753

b26:                                              ; preds = %b24, %b30
  %t1389 = phi i64 [ %t164, %b30 ], [ %t137, %b24 ]
  br i1 %t0.not, label %b28, label %b27, !dbg !753

b27:                                              ; preds = %b26
  %t140 = getelementptr inbounds i8, ptr addrspace(1) %a1, i64 %t1389, !dbg !753
  %.27 = load i8, ptr addrspace(1) %t140, align 1, !dbg !753
  br label %b28, !dbg !753

b28:                                              ; preds = %b27, %b26
  %t142 = phi i8 [ %.27, %b27 ], [ %a2, %b26 ]
  br i1 %t1.not, label %b30, label %b29, !dbg !753

b29:                                              ; preds = %b28
  %t143 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t1389, !dbg !753
  %.28 = load float, ptr addrspace(1) %t143, align 4, !dbg !753
  br label %b30, !dbg !753

b30:                                              ; preds = %b29, %b28
  %t145 = phi float [ %.28, %b29 ], [ %a4, %b28 ]
  %t146 = and i8 %t142, -128, !dbg !754
  %t147 = zext i8 %t146 to i32, !dbg !757
  %t148 = shl nuw i32 %t147, 24, !dbg !758
  %t149 = and i8 %t142, 127, !dbg !759
  %t150 = zext i8 %t149 to i32, !dbg !760
  %t151 = shl nuw nsw i32 %t150, 20, !dbg !761
  %t152 = add nuw nsw i32 %t151, 1006632960, !dbg !762
  %t153 = uitofp i8 %t149 to float, !dbg !763
  %t154 = fmul float %t153, 0x3F60000000000000, !dbg !764
  %t155 = bitcast float %t154 to i32, !dbg !765
  %t156 = icmp ult i8 %t149, 8, !dbg !766
  %spec.select1 = select i1 %t156, i32 %t155, i32 %t152, !dbg !766
  %t158 = icmp eq i8 %t149, 127, !dbg !767
  %t159 = select i1 %t158, i32 2143289344, i32 %spec.select1, !dbg !767
  %t160 = or i32 %t159, %t148, !dbg !768
  %t161 = bitcast i32 %t160 to float, !dbg !769
  %t162 = fmul float %t145, %t161, !dbg !772
  %t163 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t1389, !dbg !753
  store float %t162, ptr addrspace(1) %t163, align 4, !dbg !753
  %t164 = add i64 %t1389, %t12, !dbg !753
  %t139 = icmp slt i64 %t164, %a0, !dbg !753
  br i1 %t139, label %b26, label %b35, !dbg !753

b35:                                              ; preds = %b30, %b24
  ret void, !dbg !753
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eDequant_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i8 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #2 !dbg !773 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !774
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !774
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !774
  %t3 = sext i32 %.1 to i64, !dbg !774
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !774
  %t5 = sext i32 %.2 to i64, !dbg !774
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !774
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !774
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !774, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !774
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !774
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !774, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !774
  %.15 = add i32 %.14, %.9, !dbg !774
  %.16 = udiv i32 %.15, %.6, !dbg !774
  %t9 = sext i32 %.16 to i64, !dbg !774
  %t10 = mul nsw i64 %t7, %t5, !dbg !774
  %t11 = add nsw i64 %t10, %t3, !dbg !774
  %t12 = mul nsw i64 %t9, %t7, !dbg !774
  %t13 = icmp sgt i64 %a1, 7, !dbg !774
  %t15 = icmp sgt i64 %a1, 6, !dbg !774
  %t17 = icmp sgt i64 %a1, 5, !dbg !774
  %t19 = icmp sgt i64 %a1, 4, !dbg !774
  %t21 = icmp sgt i64 %a1, 3, !dbg !774
  %t23 = icmp sgt i64 %a1, 2, !dbg !774
  %t25 = icmp sgt i64 %a1, 1, !dbg !774
  %t27 = icmp sgt i64 %a1, 0, !dbg !774
  %t291 = icmp slt i64 %t11, %a0, !dbg !774
  br i1 %t291, label %b2, label %b27, !dbg !774

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t165, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !774

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !774
  %t33 = mul i64 %t31, %a9, !dbg !774
  %t34 = sub nuw i64 %t282, %t33, !dbg !774
  %t35 = mul i64 %t34, %a19, !dbg !774
  %t36 = mul i64 %t34, %a29, !dbg !774
  %t37 = mul i64 %t34, %a38, !dbg !774
  br label %b4, !dbg !774

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !774

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !774
  %t45 = mul i64 %t43, %a8, !dbg !774
  %t46 = sub i64 %t38, %t45, !dbg !774
  %t47 = mul i64 %t46, %a18, !dbg !774
  %t48 = add i64 %t47, %t39, !dbg !774
  %t49 = mul i64 %t46, %a28, !dbg !774
  %t50 = add i64 %t49, %t40, !dbg !774
  %t51 = mul i64 %t46, %a37, !dbg !774
  %t52 = add i64 %t51, %t41, !dbg !774
  br label %b6, !dbg !774

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !774

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !774
  %t60 = mul i64 %t58, %a7, !dbg !774
  %t61 = sub i64 %t53, %t60, !dbg !774
  %t62 = mul i64 %t61, %a17, !dbg !774
  %t63 = add i64 %t62, %t54, !dbg !774
  %t64 = mul i64 %t61, %a27, !dbg !774
  %t65 = add i64 %t64, %t55, !dbg !774
  %t66 = mul i64 %t61, %a36, !dbg !774
  %t67 = add i64 %t66, %t56, !dbg !774
  br label %b8, !dbg !774

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !774

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !774
  %t75 = mul i64 %t73, %a6, !dbg !774
  %t76 = sub i64 %t68, %t75, !dbg !774
  %t77 = mul i64 %t76, %a16, !dbg !774
  %t78 = add i64 %t77, %t69, !dbg !774
  %t79 = mul i64 %t76, %a26, !dbg !774
  %t80 = add i64 %t79, %t70, !dbg !774
  %t81 = mul i64 %t76, %a35, !dbg !774
  %t82 = add i64 %t81, %t71, !dbg !774
  br label %b10, !dbg !774

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !774

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !774
  %t90 = mul i64 %t88, %a5, !dbg !774
  %t91 = sub i64 %t83, %t90, !dbg !774
  %t92 = mul i64 %t91, %a15, !dbg !774
  %t93 = add i64 %t92, %t84, !dbg !774
  %t94 = mul i64 %t91, %a25, !dbg !774
  %t95 = add i64 %t94, %t85, !dbg !774
  %t96 = mul i64 %t91, %a34, !dbg !774
  %t97 = add i64 %t96, %t86, !dbg !774
  br label %b12, !dbg !774

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !774

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !774
  %t105 = mul i64 %t103, %a4, !dbg !774
  %t106 = sub i64 %t98, %t105, !dbg !774
  %t107 = mul i64 %t106, %a14, !dbg !774
  %t108 = add i64 %t107, %t99, !dbg !774
  %t109 = mul i64 %t106, %a24, !dbg !774
  %t110 = add i64 %t109, %t100, !dbg !774
  %t111 = mul i64 %t106, %a33, !dbg !774
  %t112 = add i64 %t111, %t101, !dbg !774
  br label %b14, !dbg !774

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !774

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !774
  %t120 = mul i64 %t118, %a3, !dbg !774
  %t121 = sub i64 %t113, %t120, !dbg !774
  %t122 = mul i64 %t121, %a13, !dbg !774
  %t123 = add i64 %t122, %t114, !dbg !774
  %t124 = mul i64 %t121, %a23, !dbg !774
  %t125 = add i64 %t124, %t115, !dbg !774
  %t126 = mul i64 %t121, %a32, !dbg !774
  %t127 = add i64 %t126, %t116, !dbg !774
  br label %b16, !dbg !774

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !774

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !774
  %t133 = add i64 %t129, %t132, !dbg !774
  %t134 = mul i64 %t128, %a22, !dbg !774
  %t135 = add i64 %t130, %t134, !dbg !774
  %t136 = mul i64 %t128, %a31, !dbg !774
  %t137 = add i64 %t131, %t136, !dbg !774
  br label %b18, !dbg !774

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !774

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i8, ptr addrspace(1) %a10, i64 %t138, !dbg !774
  %.17 = load i8, ptr addrspace(1) %t141, align 1, !dbg !774
  br label %b20, !dbg !774

b20:                                              ; preds = %b19, %b18
  %t143 = phi i8 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !774

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t139, !dbg !774
  %.18 = load float, ptr addrspace(1) %t144, align 4, !dbg !774
  br label %b22, !dbg !774

b22:                                              ; preds = %b21, %b20
  %t146 = phi float [ %.18, %b21 ], [ %a21, %b20 ]
  %t147 = and i8 %t143, -128, !dbg !775
  %t148 = zext i8 %t147 to i32, !dbg !777
  %t149 = shl nuw i32 %t148, 24, !dbg !778
  %t150 = and i8 %t143, 127, !dbg !779
  %t151 = zext i8 %t150 to i32, !dbg !780
  %t152 = shl nuw nsw i32 %t151, 20, !dbg !781
  %t153 = add nuw nsw i32 %t152, 1006632960, !dbg !782
  %t154 = uitofp i8 %t150 to float, !dbg !783
  %t155 = fmul float %t154, 0x3F60000000000000, !dbg !784
  %t156 = bitcast float %t155 to i32, !dbg !785
  %t157 = icmp ult i8 %t150, 8, !dbg !786
  %spec.select = select i1 %t157, i32 %t156, i32 %t153, !dbg !786
  %t159 = icmp eq i8 %t150, 127, !dbg !787
  %t160 = select i1 %t159, i32 2143289344, i32 %spec.select, !dbg !787
  %t161 = or i32 %t160, %t149, !dbg !788
  %t162 = bitcast i32 %t161 to float, !dbg !789
  %t163 = fmul float %t146, %t162, !dbg !791
  %t164 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t140, !dbg !774
  store float %t163, ptr addrspace(1) %t164, align 4, !dbg !774
  %t165 = add i64 %t282, %t12, !dbg !774
  %t29 = icmp slt i64 %t165, %a0, !dbg !774
  br i1 %t29, label %b2, label %b27, !dbg !774

b27:                                              ; preds = %b22, %entry
  ret void, !dbg !774
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eQuant_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, float %a2, ptr addrspace(1) %a3, float %a4, ptr addrspace(1) %a5) local_unnamed_addr #2 !dbg !792 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !793
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !793
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !793
  %t3 = sext i32 %.1 to i64, !dbg !793
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !793
  %t5 = sext i32 %.2 to i64, !dbg !793
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !793
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !793
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !793, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !793
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !793
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !793, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !793
  %.15 = add i32 %.14, %.9, !dbg !793
  %.16 = udiv i32 %.15, %.6, !dbg !793
  %t9 = sext i32 %.16 to i64, !dbg !793
  %t10 = mul nsw i64 %t7, %t5, !dbg !793
  %t11 = add nsw i64 %t10, %t3, !dbg !793
  %t12 = mul nsw i64 %t9, %t7, !dbg !793
  %t13 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !793
  %t16 = ptrtoint ptr addrspace(1) %a3 to i64, !dbg !793
  %0 = or i64 %t16, %t13, !dbg !793
  %1 = and i64 %0, 15, !dbg !793
  %t20 = ptrtoint ptr addrspace(1) %a5 to i64, !dbg !793
  %t21 = and i64 %t20, 3, !dbg !793
  %2 = or i64 %t21, %1, !dbg !793
  %3 = icmp eq i64 %2, 0, !dbg !793
  %t24 = ashr i64 %a0, 2, !dbg !793
  %t293 = icmp slt i64 %t11, %t24, !dbg !793
  %or.cond = select i1 %3, i1 %t293, i1 false, !dbg !793
  br i1 %or.cond, label %b3, label %b32, !dbg !793

b3:                                               ; preds = %entry, %b7
  %t284 = phi i64 [ %t157, %b7 ], [ %t11, %entry ]
  br i1 %t0.not, label %b5, label %b4, !dbg !793

b4:                                               ; preds = %b3
  %t30 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t284, !dbg !793
  %.17 = load <4 x float>, ptr addrspace(1) %t30, align 16, !dbg !793
  %.18 = extractelement <4 x float> %.17, i64 0, !dbg !793
  %.20 = extractelement <4 x float> %.17, i64 1, !dbg !793
  %.22 = extractelement <4 x float> %.17, i64 2, !dbg !793
  %.24 = extractelement <4 x float> %.17, i64 3, !dbg !793
  br label %b5, !dbg !793

b5:                                               ; preds = %b4, %b3
  %t36 = phi float [ %.18, %b4 ], [ %a2, %b3 ]
  %t37 = phi float [ %.20, %b4 ], [ %a2, %b3 ]
  %t38 = phi float [ %.22, %b4 ], [ %a2, %b3 ]
  %t39 = phi float [ %.24, %b4 ], [ %a2, %b3 ]
  br i1 %t1.not, label %b7, label %b6, !dbg !793

b6:                                               ; preds = %b5
  %t40 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a3, i64 %t284, !dbg !793
  %.26 = load <4 x float>, ptr addrspace(1) %t40, align 16, !dbg !793
  %.27 = extractelement <4 x float> %.26, i64 0, !dbg !793
  %.29 = extractelement <4 x float> %.26, i64 1, !dbg !793
  %.31 = extractelement <4 x float> %.26, i64 2, !dbg !793
  %.33 = extractelement <4 x float> %.26, i64 3, !dbg !793
  br label %b7, !dbg !793

b7:                                               ; preds = %b6, %b5
  %t46 = phi float [ %.27, %b6 ], [ %a4, %b5 ]
  %t47 = phi float [ %.29, %b6 ], [ %a4, %b5 ]
  %t48 = phi float [ %.31, %b6 ], [ %a4, %b5 ]
  %t49 = phi float [ %.33, %b6 ], [ %a4, %b5 ]
  %t50 = fmul float %t36, %t46, !dbg !794
  %.35 = fcmp ogt float %t50, -4.480000e+02, !dbg !795
  %.36 = select i1 %.35, float %t50, float -4.480000e+02, !dbg !795
  %.37 = fcmp oeq float %t50, -4.480000e+02, !dbg !795
  %.38 = bitcast float %t50 to i32, !dbg !795
  %.40 = and i32 %.38, -1008730112, !dbg !795
  %.41 = bitcast i32 %.40 to float, !dbg !795
  %.42 = select i1 %.37, float %.41, float %.36, !dbg !795
  %.43 = fcmp uno float %t50, 0.000000e+00, !dbg !795
  %.44 = select i1 %.43, float %t50, float %.42, !dbg !795
  %.47 = fcmp olt float %.44, 4.480000e+02, !dbg !796
  %.48 = select i1 %.47, float %.44, float 4.480000e+02, !dbg !796
  %.49 = fcmp oeq float %.44, 4.480000e+02, !dbg !796
  %.50 = bitcast float %.44 to i32, !dbg !796
  %.52 = or i32 %.50, 1138753536, !dbg !796
  %.53 = bitcast i32 %.52 to float, !dbg !796
  %.54 = select i1 %.49, float %.53, float %.48, !dbg !796
  %.55 = fcmp uno float %.44, 0.000000e+00, !dbg !796
  %.56 = select i1 %.55, float %.44, float %.54, !dbg !796
  %t53 = bitcast float %.56 to i32, !dbg !797
  %t54 = lshr i32 %t53, 24, !dbg !798
  %t55 = and i32 %t54, 128, !dbg !800
  %t56 = and i32 %t53, 2147483647, !dbg !801
  %t57 = lshr i32 %t53, 20, !dbg !802
  %t58 = and i32 %t57, 1, !dbg !803
  %t59 = add nsw i32 %t56, -1006108673, !dbg !804
  %t60 = add nsw i32 %t59, %t58, !dbg !805
  %t61 = lshr i32 %t60, 20, !dbg !806
  %4 = tail call i32 @llvm.umin.i32(i32 %t61, i32 127), !dbg !807
  %t64 = bitcast i32 %t56 to float, !dbg !808
  %t65 = fadd float %t64, 1.638400e+04, !dbg !809
  %t66 = bitcast float %t65 to i32, !dbg !810
  %t68 = icmp ult i32 %t56, 1015021568, !dbg !811
  %t69 = select i1 %t68, i32 %t66, i32 %4, !dbg !811
  %t70 = icmp ugt i32 %t56, 2139095039, !dbg !812
  %t74 = fmul float %t37, %t47, !dbg !794
  %.59 = fcmp ogt float %t74, -4.480000e+02, !dbg !795
  %.60 = select i1 %.59, float %t74, float -4.480000e+02, !dbg !795
  %.61 = fcmp oeq float %t74, -4.480000e+02, !dbg !795
  %.62 = bitcast float %t74 to i32, !dbg !795
  %.64 = and i32 %.62, -1008730112, !dbg !795
  %.65 = bitcast i32 %.64 to float, !dbg !795
  %.66 = select i1 %.61, float %.65, float %.60, !dbg !795
  %.67 = fcmp uno float %t74, 0.000000e+00, !dbg !795
  %.68 = select i1 %.67, float %t74, float %.66, !dbg !795
  %.71 = fcmp olt float %.68, 4.480000e+02, !dbg !796
  %.72 = select i1 %.71, float %.68, float 4.480000e+02, !dbg !796
  %.73 = fcmp oeq float %.68, 4.480000e+02, !dbg !796
  %.74 = bitcast float %.68 to i32, !dbg !796
  %.76 = or i32 %.74, 1138753536, !dbg !796
  %.77 = bitcast i32 %.76 to float, !dbg !796
  %.78 = select i1 %.73, float %.77, float %.72, !dbg !796
  %.79 = fcmp uno float %.68, 0.000000e+00, !dbg !796
  %.80 = select i1 %.79, float %.68, float %.78, !dbg !796
  %t77 = bitcast float %.80 to i32, !dbg !797
  %t78 = lshr i32 %t77, 24, !dbg !798
  %t79 = and i32 %t78, 128, !dbg !800
  %t80 = and i32 %t77, 2147483647, !dbg !801
  %t81 = lshr i32 %t77, 20, !dbg !802
  %t82 = and i32 %t81, 1, !dbg !803
  %t83 = add nsw i32 %t80, -1006108673, !dbg !804
  %t84 = add nsw i32 %t83, %t82, !dbg !805
  %t85 = lshr i32 %t84, 20, !dbg !806
  %5 = tail call i32 @llvm.umin.i32(i32 %t85, i32 127), !dbg !807
  %t88 = bitcast i32 %t80 to float, !dbg !808
  %t89 = fadd float %t88, 1.638400e+04, !dbg !809
  %t90 = bitcast float %t89 to i32, !dbg !810
  %t92 = icmp ult i32 %t80, 1015021568, !dbg !811
  %t93 = select i1 %t92, i32 %t90, i32 %5, !dbg !811
  %t94 = icmp ugt i32 %t80, 2139095039, !dbg !812
  %t98 = fmul float %t38, %t48, !dbg !794
  %.83 = fcmp ogt float %t98, -4.480000e+02, !dbg !795
  %.84 = select i1 %.83, float %t98, float -4.480000e+02, !dbg !795
  %.85 = fcmp oeq float %t98, -4.480000e+02, !dbg !795
  %.86 = bitcast float %t98 to i32, !dbg !795
  %.88 = and i32 %.86, -1008730112, !dbg !795
  %.89 = bitcast i32 %.88 to float, !dbg !795
  %.90 = select i1 %.85, float %.89, float %.84, !dbg !795
  %.91 = fcmp uno float %t98, 0.000000e+00, !dbg !795
  %.92 = select i1 %.91, float %t98, float %.90, !dbg !795
  %.95 = fcmp olt float %.92, 4.480000e+02, !dbg !796
  %.96 = select i1 %.95, float %.92, float 4.480000e+02, !dbg !796
  %.97 = fcmp oeq float %.92, 4.480000e+02, !dbg !796
  %.98 = bitcast float %.92 to i32, !dbg !796
  %.100 = or i32 %.98, 1138753536, !dbg !796
  %.101 = bitcast i32 %.100 to float, !dbg !796
  %.102 = select i1 %.97, float %.101, float %.96, !dbg !796
  %.103 = fcmp uno float %.92, 0.000000e+00, !dbg !796
  %.104 = select i1 %.103, float %.92, float %.102, !dbg !796
  %t101 = bitcast float %.104 to i32, !dbg !797
  %t102 = lshr i32 %t101, 24, !dbg !798
  %t103 = and i32 %t102, 128, !dbg !800
  %t104 = and i32 %t101, 2147483647, !dbg !801
  %t105 = lshr i32 %t101, 20, !dbg !802
  %t106 = and i32 %t105, 1, !dbg !803
  %t107 = add nsw i32 %t104, -1006108673, !dbg !804
  %t108 = add nsw i32 %t107, %t106, !dbg !805
  %t109 = lshr i32 %t108, 20, !dbg !806
  %6 = tail call i32 @llvm.umin.i32(i32 %t109, i32 127), !dbg !807
  %t112 = bitcast i32 %t104 to float, !dbg !808
  %t113 = fadd float %t112, 1.638400e+04, !dbg !809
  %t114 = bitcast float %t113 to i32, !dbg !810
  %t116 = icmp ult i32 %t104, 1015021568, !dbg !811
  %t117 = select i1 %t116, i32 %t114, i32 %6, !dbg !811
  %t118 = icmp ugt i32 %t104, 2139095039, !dbg !812
  %t122 = fmul float %t39, %t49, !dbg !794
  %.107 = fcmp ogt float %t122, -4.480000e+02, !dbg !795
  %.108 = select i1 %.107, float %t122, float -4.480000e+02, !dbg !795
  %.109 = fcmp oeq float %t122, -4.480000e+02, !dbg !795
  %.110 = bitcast float %t122 to i32, !dbg !795
  %.112 = and i32 %.110, -1008730112, !dbg !795
  %.113 = bitcast i32 %.112 to float, !dbg !795
  %.114 = select i1 %.109, float %.113, float %.108, !dbg !795
  %.115 = fcmp uno float %t122, 0.000000e+00, !dbg !795
  %.116 = select i1 %.115, float %t122, float %.114, !dbg !795
  %.119 = fcmp olt float %.116, 4.480000e+02, !dbg !796
  %.120 = select i1 %.119, float %.116, float 4.480000e+02, !dbg !796
  %.121 = fcmp oeq float %.116, 4.480000e+02, !dbg !796
  %.122 = bitcast float %.116 to i32, !dbg !796
  %.124 = or i32 %.122, 1138753536, !dbg !796
  %.125 = bitcast i32 %.124 to float, !dbg !796
  %.126 = select i1 %.121, float %.125, float %.120, !dbg !796
  %.127 = fcmp uno float %.116, 0.000000e+00, !dbg !796
  %.128 = select i1 %.127, float %.116, float %.126, !dbg !796
  %t125 = bitcast float %.128 to i32, !dbg !797
  %t128 = and i32 %t125, 2147483647, !dbg !801
  %t129 = lshr i32 %t125, 20, !dbg !802
  %t130 = and i32 %t129, 1, !dbg !803
  %t131 = add nsw i32 %t128, -1006108673, !dbg !804
  %t132 = add nsw i32 %t131, %t130, !dbg !805
  %t133 = lshr i32 %t132, 20, !dbg !806
  %7 = tail call i32 @llvm.umin.i32(i32 %t133, i32 127), !dbg !807
  %t136 = bitcast i32 %t128 to float, !dbg !808
  %t137 = fadd float %t136, 1.638400e+04, !dbg !809
  %t138 = bitcast float %t137 to i32, !dbg !810
  %t140 = icmp ult i32 %t128, 1015021568, !dbg !811
  %t141 = select i1 %t140, i32 %t138, i32 %7, !dbg !811
  %t142 = icmp ugt i32 %t128, 2139095039, !dbg !812
  %t69.op = and i32 %t69, 255, !dbg !793
  %t71.masked = select i1 %t70, i32 127, i32 %t69.op, !dbg !793
  %t146 = or i32 %t55, %t71.masked, !dbg !793
  %t93.op = and i32 %t93, 255, !dbg !793
  %t95.masked = select i1 %t94, i32 127, i32 %t93.op, !dbg !793
  %t147 = or i32 %t95.masked, %t79, !dbg !793
  %t148 = shl nuw nsw i32 %t147, 8, !dbg !793
  %t149 = or i32 %t148, %t146, !dbg !793
  %t117.op = and i32 %t117, 255, !dbg !793
  %t119.masked = select i1 %t118, i32 127, i32 %t117.op, !dbg !793
  %t150 = or i32 %t119.masked, %t103, !dbg !793
  %t151 = shl nuw nsw i32 %t150, 16, !dbg !793
  %t152 = or i32 %t149, %t151, !dbg !793
  %t141.op = shl i32 %t141, 24, !dbg !793
  %t1532 = select i1 %t142, i32 2130706432, i32 %t141.op, !dbg !793
  %t125.mask = and i32 %t125, -2147483648, !dbg !793
  %t154 = or i32 %t125.mask, %t1532, !dbg !793
  %t155 = or i32 %t152, %t154, !dbg !793
  %t156 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t284, !dbg !793
  store i32 %t155, ptr addrspace(1) %t156, align 4, !dbg !793
  %t157 = add i64 %t284, %t12, !dbg !793
  %t29 = icmp slt i64 %t157, %t24, !dbg !793
  br i1 %t29, label %b3, label %b32, !dbg !793

b32:                                              ; preds = %b7, %entry
  %t158 = and i64 %a0, -4, !dbg !793
  %t159 = select i1 %3, i64 %t158, i64 0, !dbg !793
  %t160 = add i64 %t11, %t159, !dbg !793
  %t1625 = icmp slt i64 %t160, %a0, !dbg !793
  br i1 %t1625, label %b34, label %b45, !dbg !793

b34:                                              ; preds = %b32, %b38
  %t1616 = phi i64 [ %t194, %b38 ], [ %t160, %b32 ]
  br i1 %t0.not, label %b36, label %b35, !dbg !793

b35:                                              ; preds = %b34
  %t163 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t1616, !dbg !793
  %.131 = load float, ptr addrspace(1) %t163, align 4, !dbg !793
  br label %b36, !dbg !793

b36:                                              ; preds = %b35, %b34
  %t165 = phi float [ %.131, %b35 ], [ %a2, %b34 ]
  br i1 %t1.not, label %b38, label %b37, !dbg !793

b37:                                              ; preds = %b36
  %t166 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t1616, !dbg !793
  %.132 = load float, ptr addrspace(1) %t166, align 4, !dbg !793
  br label %b38, !dbg !793

b38:                                              ; preds = %b37, %b36
  %t168 = phi float [ %.132, %b37 ], [ %a4, %b36 ]
  %t169 = fmul float %t165, %t168, !dbg !794
  %.133 = fcmp ogt float %t169, -4.480000e+02, !dbg !795
  %.134 = select i1 %.133, float %t169, float -4.480000e+02, !dbg !795
  %.135 = fcmp oeq float %t169, -4.480000e+02, !dbg !795
  %.136 = bitcast float %t169 to i32, !dbg !795
  %.138 = and i32 %.136, -1008730112, !dbg !795
  %.139 = bitcast i32 %.138 to float, !dbg !795
  %.140 = select i1 %.135, float %.139, float %.134, !dbg !795
  %.141 = fcmp uno float %t169, 0.000000e+00, !dbg !795
  %.142 = select i1 %.141, float %t169, float %.140, !dbg !795
  %.145 = fcmp olt float %.142, 4.480000e+02, !dbg !796
  %.146 = select i1 %.145, float %.142, float 4.480000e+02, !dbg !796
  %.147 = fcmp oeq float %.142, 4.480000e+02, !dbg !796
  %.148 = bitcast float %.142 to i32, !dbg !796
  %.150 = or i32 %.148, 1138753536, !dbg !796
  %.151 = bitcast i32 %.150 to float, !dbg !796
  %.152 = select i1 %.147, float %.151, float %.146, !dbg !796
  %.153 = fcmp uno float %.142, 0.000000e+00, !dbg !796
  %.154 = select i1 %.153, float %.142, float %.152, !dbg !796
  %t172 = bitcast float %.154 to i32, !dbg !797
  %t173 = lshr i32 %t172, 24, !dbg !798
  %t174 = and i32 %t173, 128, !dbg !800
  %t175 = and i32 %t172, 2147483647, !dbg !801
  %t176 = lshr i32 %t172, 20, !dbg !802
  %t177 = and i32 %t176, 1, !dbg !803
  %t178 = add nsw i32 %t175, -1006108673, !dbg !804
  %t179 = add nsw i32 %t178, %t177, !dbg !805
  %t180 = lshr i32 %t179, 20, !dbg !806
  %8 = tail call i32 @llvm.umin.i32(i32 %t180, i32 127), !dbg !807
  %t183 = bitcast i32 %t175 to float, !dbg !808
  %t184 = fadd float %t183, 1.638400e+04, !dbg !809
  %t185 = bitcast float %t184 to i32, !dbg !810
  %t187 = icmp ult i32 %t175, 1015021568, !dbg !811
  %t188 = select i1 %t187, i32 %t185, i32 %8, !dbg !811
  %t189 = icmp ugt i32 %t175, 2139095039, !dbg !812
  %t190 = select i1 %t189, i32 127, i32 %t188, !dbg !812
  %t191 = or i32 %t190, %t174, !dbg !813
  %t192 = trunc i32 %t191 to i8, !dbg !814
  %t193 = getelementptr inbounds i8, ptr addrspace(1) %a5, i64 %t1616, !dbg !793
  store i8 %t192, ptr addrspace(1) %t193, align 1, !dbg !793
  %t194 = add i64 %t1616, %t12, !dbg !793
  %t162 = icmp slt i64 %t194, %a0, !dbg !793
  br i1 %t162, label %b34, label %b45, !dbg !793

b45:                                              ; preds = %b38, %b32
  ret void, !dbg !793
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eQuant_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #2 !dbg !815 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !816
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !816
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !816
  %t3 = sext i32 %.1 to i64, !dbg !816
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !816
  %t5 = sext i32 %.2 to i64, !dbg !816
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !816
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !816
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !816, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !816
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !816
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !816, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !816
  %.15 = add i32 %.14, %.9, !dbg !816
  %.16 = udiv i32 %.15, %.6, !dbg !816
  %t9 = sext i32 %.16 to i64, !dbg !816
  %t10 = mul nsw i64 %t7, %t5, !dbg !816
  %t11 = add nsw i64 %t10, %t3, !dbg !816
  %t12 = mul nsw i64 %t9, %t7, !dbg !816
  %t13 = icmp sgt i64 %a1, 7, !dbg !816
  %t15 = icmp sgt i64 %a1, 6, !dbg !816
  %t17 = icmp sgt i64 %a1, 5, !dbg !816
  %t19 = icmp sgt i64 %a1, 4, !dbg !816
  %t21 = icmp sgt i64 %a1, 3, !dbg !816
  %t23 = icmp sgt i64 %a1, 2, !dbg !816
  %t25 = icmp sgt i64 %a1, 1, !dbg !816
  %t27 = icmp sgt i64 %a1, 0, !dbg !816
  %t291 = icmp slt i64 %t11, %a0, !dbg !816
  br i1 %t291, label %b2, label %b29, !dbg !816

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t172, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !816

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !816
  %t33 = mul i64 %t31, %a9, !dbg !816
  %t34 = sub nuw i64 %t282, %t33, !dbg !816
  %t35 = mul i64 %t34, %a19, !dbg !816
  %t36 = mul i64 %t34, %a29, !dbg !816
  %t37 = mul i64 %t34, %a38, !dbg !816
  br label %b4, !dbg !816

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !816

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !816
  %t45 = mul i64 %t43, %a8, !dbg !816
  %t46 = sub i64 %t38, %t45, !dbg !816
  %t47 = mul i64 %t46, %a18, !dbg !816
  %t48 = add i64 %t47, %t39, !dbg !816
  %t49 = mul i64 %t46, %a28, !dbg !816
  %t50 = add i64 %t49, %t40, !dbg !816
  %t51 = mul i64 %t46, %a37, !dbg !816
  %t52 = add i64 %t51, %t41, !dbg !816
  br label %b6, !dbg !816

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !816

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !816
  %t60 = mul i64 %t58, %a7, !dbg !816
  %t61 = sub i64 %t53, %t60, !dbg !816
  %t62 = mul i64 %t61, %a17, !dbg !816
  %t63 = add i64 %t62, %t54, !dbg !816
  %t64 = mul i64 %t61, %a27, !dbg !816
  %t65 = add i64 %t64, %t55, !dbg !816
  %t66 = mul i64 %t61, %a36, !dbg !816
  %t67 = add i64 %t66, %t56, !dbg !816
  br label %b8, !dbg !816

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !816

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !816
  %t75 = mul i64 %t73, %a6, !dbg !816
  %t76 = sub i64 %t68, %t75, !dbg !816
  %t77 = mul i64 %t76, %a16, !dbg !816
  %t78 = add i64 %t77, %t69, !dbg !816
  %t79 = mul i64 %t76, %a26, !dbg !816
  %t80 = add i64 %t79, %t70, !dbg !816
  %t81 = mul i64 %t76, %a35, !dbg !816
  %t82 = add i64 %t81, %t71, !dbg !816
  br label %b10, !dbg !816

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !816

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !816
  %t90 = mul i64 %t88, %a5, !dbg !816
  %t91 = sub i64 %t83, %t90, !dbg !816
  %t92 = mul i64 %t91, %a15, !dbg !816
  %t93 = add i64 %t92, %t84, !dbg !816
  %t94 = mul i64 %t91, %a25, !dbg !816
  %t95 = add i64 %t94, %t85, !dbg !816
  %t96 = mul i64 %t91, %a34, !dbg !816
  %t97 = add i64 %t96, %t86, !dbg !816
  br label %b12, !dbg !816

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !816

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !816
  %t105 = mul i64 %t103, %a4, !dbg !816
  %t106 = sub i64 %t98, %t105, !dbg !816
  %t107 = mul i64 %t106, %a14, !dbg !816
  %t108 = add i64 %t107, %t99, !dbg !816
  %t109 = mul i64 %t106, %a24, !dbg !816
  %t110 = add i64 %t109, %t100, !dbg !816
  %t111 = mul i64 %t106, %a33, !dbg !816
  %t112 = add i64 %t111, %t101, !dbg !816
  br label %b14, !dbg !816

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !816

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !816
  %t120 = mul i64 %t118, %a3, !dbg !816
  %t121 = sub i64 %t113, %t120, !dbg !816
  %t122 = mul i64 %t121, %a13, !dbg !816
  %t123 = add i64 %t122, %t114, !dbg !816
  %t124 = mul i64 %t121, %a23, !dbg !816
  %t125 = add i64 %t124, %t115, !dbg !816
  %t126 = mul i64 %t121, %a32, !dbg !816
  %t127 = add i64 %t126, %t116, !dbg !816
  br label %b16, !dbg !816

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !816

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !816
  %t133 = add i64 %t129, %t132, !dbg !816
  %t134 = mul i64 %t128, %a22, !dbg !816
  %t135 = add i64 %t130, %t134, !dbg !816
  %t136 = mul i64 %t128, %a31, !dbg !816
  %t137 = add i64 %t131, %t136, !dbg !816
  br label %b18, !dbg !816

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !816

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t138, !dbg !816
  %.17 = load float, ptr addrspace(1) %t141, align 4, !dbg !816
  br label %b20, !dbg !816

b20:                                              ; preds = %b19, %b18
  %t143 = phi float [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !816

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t139, !dbg !816
  %.18 = load float, ptr addrspace(1) %t144, align 4, !dbg !816
  br label %b22, !dbg !816

b22:                                              ; preds = %b21, %b20
  %t146 = phi float [ %.18, %b21 ], [ %a21, %b20 ]
  %t147 = fmul float %t143, %t146, !dbg !817
  %.19 = fcmp ogt float %t147, -4.480000e+02, !dbg !818
  %.20 = select i1 %.19, float %t147, float -4.480000e+02, !dbg !818
  %.21 = fcmp oeq float %t147, -4.480000e+02, !dbg !818
  %.22 = bitcast float %t147 to i32, !dbg !818
  %.24 = and i32 %.22, -1008730112, !dbg !818
  %.25 = bitcast i32 %.24 to float, !dbg !818
  %.26 = select i1 %.21, float %.25, float %.20, !dbg !818
  %.27 = fcmp uno float %t147, 0.000000e+00, !dbg !818
  %.28 = select i1 %.27, float %t147, float %.26, !dbg !818
  %.31 = fcmp olt float %.28, 4.480000e+02, !dbg !819
  %.32 = select i1 %.31, float %.28, float 4.480000e+02, !dbg !819
  %.33 = fcmp oeq float %.28, 4.480000e+02, !dbg !819
  %.34 = bitcast float %.28 to i32, !dbg !819
  %.36 = or i32 %.34, 1138753536, !dbg !819
  %.37 = bitcast i32 %.36 to float, !dbg !819
  %.38 = select i1 %.33, float %.37, float %.32, !dbg !819
  %.39 = fcmp uno float %.28, 0.000000e+00, !dbg !819
  %.40 = select i1 %.39, float %.28, float %.38, !dbg !819
  %t150 = bitcast float %.40 to i32, !dbg !820
  %t151 = lshr i32 %t150, 24, !dbg !821
  %t152 = and i32 %t151, 128, !dbg !823
  %t153 = and i32 %t150, 2147483647, !dbg !824
  %t154 = lshr i32 %t150, 20, !dbg !825
  %t155 = and i32 %t154, 1, !dbg !826
  %t156 = add nsw i32 %t153, -1006108673, !dbg !827
  %t157 = add nsw i32 %t156, %t155, !dbg !828
  %t158 = lshr i32 %t157, 20, !dbg !829
  %0 = tail call i32 @llvm.umin.i32(i32 %t158, i32 127), !dbg !830
  %t161 = bitcast i32 %t153 to float, !dbg !831
  %t162 = fadd float %t161, 1.638400e+04, !dbg !832
  %t163 = bitcast float %t162 to i32, !dbg !833
  %t165 = icmp ult i32 %t153, 1015021568, !dbg !834
  %t166 = select i1 %t165, i32 %t163, i32 %0, !dbg !834
  %t167 = icmp ugt i32 %t153, 2139095039, !dbg !835
  %t168 = select i1 %t167, i32 127, i32 %t166, !dbg !835
  %t169 = or i32 %t168, %t152, !dbg !836
  %t170 = trunc i32 %t169 to i8, !dbg !837
  %t171 = getelementptr inbounds i8, ptr addrspace(1) %a30, i64 %t140, !dbg !816
  store i8 %t170, ptr addrspace(1) %t171, align 1, !dbg !816
  %t172 = add i64 %t282, %t12, !dbg !816
  %t29 = icmp slt i64 %t172, %a0, !dbg !816
  br i1 %t29, label %b2, label %b29, !dbg !816

b29:                                              ; preds = %b22, %entry
  ret void, !dbg !816
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i1 @llvm.amdgcn.class.f64(double, i32) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #4

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #5

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
declare i32 @llvm.read_register.i32(metadata) #10

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umin.i32(i32, i32) #9

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #2 = { argmemonly nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #3 = { nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
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
!207 = !DILocation(line: 224, column: 4, scope: !109)
!208 = !DILocation(line: 226, column: 3, scope: !109)
!209 = !DILocation(line: 227, column: 11, scope: !109)
!210 = !DILocation(line: 227, column: 21, scope: !109)
!211 = !DILocation(line: 227, column: 31, scope: !109)
!212 = !DILocation(line: 25, column: 56, scope: !45)
!213 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eExpSin_5f_5fstrided", scope: !1, file: !1, line: 25, type: !5, scopeLine: 25, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!214 = !DILocation(line: 25, column: 6, scope: !213)
!215 = !DILocation(line: 25, column: 50, scope: !213)
!216 = !DILocation(line: 25, column: 52, scope: !213)
!217 = !DILocation(line: 39, column: 11, scope: !218)
!218 = !DILexicalBlockFile(scope: !213, file: !51, discriminator: 0)
!219 = !DILocation(line: 112, column: 12, scope: !220)
!220 = !DILexicalBlockFile(scope: !213, file: !54, discriminator: 0)
!221 = !DILocation(line: 114, column: 9, scope: !220)
!222 = !DILocation(line: 116, column: 9, scope: !220)
!223 = !DILocation(line: 118, column: 17, scope: !220)
!224 = !DILocation(line: 118, column: 26, scope: !220)
!225 = !DILocation(line: 119, column: 12, scope: !220)
!226 = !DILocation(line: 119, column: 3, scope: !220)
!227 = !DILocation(line: 125, column: 9, scope: !220)
!228 = !DILocation(line: 126, column: 19, scope: !220)
!229 = !DILocation(line: 126, column: 10, scope: !220)
!230 = !DILocation(line: 130, column: 19, scope: !220)
!231 = !DILocation(line: 130, column: 10, scope: !220)
!232 = !DILocation(line: 131, column: 19, scope: !220)
!233 = !DILocation(line: 193, column: 10, scope: !220)
!234 = !DILocation(line: 194, column: 9, scope: !220)
!235 = !DILocation(line: 195, column: 34, scope: !220)
!236 = !DILocation(line: 195, column: 28, scope: !220)
!237 = !DILocation(line: 195, column: 22, scope: !220)
!238 = !DILocation(line: 195, column: 16, scope: !220)
!239 = !DILocation(line: 195, column: 9, scope: !220)
!240 = !DILocation(line: 196, column: 20, scope: !220)
!241 = !DILocation(line: 196, column: 26, scope: !220)
!242 = !DILocation(line: 196, column: 23, scope: !220)
!243 = !DILocation(line: 196, column: 16, scope: !220)
!244 = !DILocation(line: 196, column: 9, scope: !220)
!245 = !DILocation(line: 25, column: 12, scope: !246)
!246 = !DILexicalBlockFile(scope: !213, file: !81, discriminator: 0)
!247 = !DILocation(line: 56, column: 11, scope: !218)
!248 = !DILocation(line: 27, column: 30, scope: !246)
!249 = !DILocation(line: 27, column: 12, scope: !246)
!250 = !DILocation(line: 63, column: 12, scope: !218)
!251 = !DILocation(line: 32, column: 18, scope: !246)
!252 = !DILocation(line: 33, column: 14, scope: !246)
!253 = !DILocation(line: 33, column: 22, scope: !246)
!254 = !DILocation(line: 33, column: 28, scope: !246)
!255 = !DILocation(line: 31, column: 2, scope: !246)
!256 = !DILocation(line: 33, column: 2, scope: !246)
!257 = !DILocation(line: 34, column: 9, scope: !246)
!258 = !DILocation(line: 35, column: 18, scope: !246)
!259 = !DILocation(line: 35, column: 3, scope: !246)
!260 = !DILocation(line: 37, column: 9, scope: !246)
!261 = !DILocation(line: 38, column: 11, scope: !246)
!262 = !DILocation(line: 0, scope: !246)
!263 = !DILocation(line: 44, column: 9, scope: !246)
!264 = !DILocation(line: 48, column: 2, scope: !246)
!265 = !DILocation(line: 49, column: 24, scope: !246)
!266 = !DILocation(line: 49, column: 2, scope: !246)
!267 = !DILocation(line: 50, column: 28, scope: !246)
!268 = !DILocation(line: 50, column: 11, scope: !246)
!269 = !DILocation(line: 50, column: 2, scope: !246)
!270 = !DILocation(line: 127, column: 9, scope: !220)
!271 = !DILocation(line: 128, column: 19, scope: !220)
!272 = !DILocation(line: 128, column: 10, scope: !220)
!273 = !DILocation(line: 200, column: 22, scope: !274)
!274 = !DILexicalBlockFile(scope: !213, file: !110, discriminator: 0)
!275 = !DILocation(line: 200, column: 9, scope: !274)
!276 = !DILocation(line: 202, column: 12, scope: !274)
!277 = !DILocation(line: 208, column: 7, scope: !274)
!278 = !DILocation(line: 215, column: 7, scope: !274)
!279 = !DILocation(line: 38, column: 19, scope: !280)
!280 = !DILexicalBlockFile(scope: !213, file: !117, discriminator: 0)
!281 = !DILocation(line: 39, column: 15, scope: !280)
!282 = !DILocation(line: 39, column: 22, scope: !280)
!283 = !DILocation(line: 40, column: 2, scope: !280)
!284 = !DILocation(line: 41, column: 2, scope: !280)
!285 = !DILocation(line: 45, column: 29, scope: !280)
!286 = !DILocation(line: 45, column: 33, scope: !280)
!287 = !DILocation(line: 45, column: 50, scope: !280)
!288 = !DILocation(line: 46, column: 13, scope: !280)
!289 = !DILocation(line: 46, column: 21, scope: !280)
!290 = !DILocation(line: 46, column: 47, scope: !280)
!291 = !DILocation(line: 46, column: 41, scope: !280)
!292 = !DILocation(line: 46, column: 58, scope: !280)
!293 = !DILocation(line: 46, column: 51, scope: !280)
!294 = !DILocation(line: 46, column: 34, scope: !280)
!295 = !DILocation(line: 47, column: 23, scope: !280)
!296 = !DILocation(line: 47, column: 49, scope: !280)
!297 = !DILocation(line: 47, column: 43, scope: !280)
!298 = !DILocation(line: 47, column: 53, scope: !280)
!299 = !DILocation(line: 47, column: 36, scope: !280)
!300 = !DILocation(line: 48, column: 23, scope: !280)
!301 = !DILocation(line: 48, column: 49, scope: !280)
!302 = !DILocation(line: 48, column: 43, scope: !280)
!303 = !DILocation(line: 48, column: 53, scope: !280)
!304 = !DILocation(line: 48, column: 36, scope: !280)
!305 = !DILocation(line: 472, column: 10, scope: !306)
!306 = !DILexicalBlockFile(scope: !213, file: !144, discriminator: 0)
!307 = !DILocation(line: 473, column: 10, scope: !306)
!308 = !DILocation(line: 474, column: 10, scope: !306)
!309 = !DILocation(line: 475, column: 10, scope: !306)
!310 = !DILocation(line: 476, column: 11, scope: !306)
!311 = !DILocation(line: 477, column: 9, scope: !306)
!312 = !DILocation(line: 477, column: 17, scope: !306)
!313 = !DILocation(line: 477, column: 13, scope: !306)
!314 = !DILocation(line: 478, column: 10, scope: !306)
!315 = !DILocation(line: 479, column: 10, scope: !306)
!316 = !DILocation(line: 480, column: 11, scope: !306)
!317 = !DILocation(line: 480, column: 2, scope: !306)
!318 = !DILocation(line: 481, column: 9, scope: !306)
!319 = !DILocation(line: 481, column: 13, scope: !306)
!320 = !DILocation(line: 481, column: 22, scope: !306)
!321 = !DILocation(line: 481, column: 18, scope: !306)
!322 = !DILocation(line: 482, column: 9, scope: !306)
!323 = !DILocation(line: 52, column: 13, scope: !280)
!324 = !DILocation(line: 387, column: 10, scope: !306)
!325 = !DILocation(line: 391, column: 17, scope: !306)
!326 = !DILocation(line: 391, column: 28, scope: !306)
!327 = !DILocation(line: 391, column: 33, scope: !306)
!328 = !DILocation(line: 391, column: 22, scope: !306)
!329 = !DILocation(line: 391, column: 42, scope: !306)
!330 = !DILocation(line: 387, column: 14, scope: !306)
!331 = !DILocation(line: 56, column: 9, scope: !280)
!332 = !DILocation(line: 58, column: 13, scope: !280)
!333 = !DILocation(line: 59, column: 32, scope: !280)
!334 = !DILocation(line: 60, column: 25, scope: !280)
!335 = !DILocation(line: 62, column: 11, scope: !280)
!336 = !DILocation(line: 62, column: 37, scope: !280)
!337 = !DILocation(line: 62, column: 30, scope: !280)
!338 = !DILocation(line: 62, column: 24, scope: !280)
!339 = !DILocation(line: 63, column: 2, scope: !280)
!340 = !DILocation(line: 65, column: 10, scope: !280)
!341 = !DILocation(line: 65, column: 2, scope: !280)
!342 = !DILocation(line: 66, column: 21, scope: !280)
!343 = !DILocation(line: 68, column: 9, scope: !280)
!344 = !DILocation(line: 69, column: 3, scope: !280)
!345 = !DILocation(line: 70, column: 3, scope: !280)
!346 = !DILocation(line: 71, column: 3, scope: !280)
!347 = !DILocation(line: 74, column: 14, scope: !280)
!348 = !DILocation(line: 216, column: 20, scope: !274)
!349 = !DILocation(line: 230, column: 7, scope: !274)
!350 = !DILocation(line: 232, column: 3, scope: !274)
!351 = !DILocation(line: 234, column: 10, scope: !274)
!352 = !DILocation(line: 235, column: 7, scope: !274)
!353 = !DILocation(line: 236, column: 11, scope: !274)
!354 = !DILocation(line: 236, column: 20, scope: !274)
!355 = !DILocation(line: 236, column: 24, scope: !274)
!356 = !DILocation(line: 236, column: 45, scope: !274)
!357 = !DILocation(line: 236, column: 57, scope: !274)
!358 = !DILocation(line: 236, column: 69, scope: !274)
!359 = !DILocation(line: 236, column: 81, scope: !274)
!360 = !DILocation(line: 236, column: 93, scope: !274)
!361 = !DILocation(line: 214, column: 6, scope: !274)
!362 = !DILocation(line: 243, column: 2, scope: !274)
!363 = !DILocation(line: 218, column: 16, scope: !274)
!364 = !DILocation(line: 218, column: 13, scope: !274)
!365 = !DILocation(line: 219, column: 14, scope: !274)
!366 = !DILocation(line: 222, column: 7, scope: !274)
!367 = !DILocation(line: 222, column: 10, scope: !274)
!368 = !DILocation(line: 224, column: 4, scope: !274)
!369 = !DILocation(line: 226, column: 3, scope: !274)
!370 = !DILocation(line: 227, column: 11, scope: !274)
!371 = !DILocation(line: 227, column: 21, scope: !274)
!372 = !DILocation(line: 227, column: 31, scope: !274)
!373 = !DILocation(line: 25, column: 56, scope: !213)
!374 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eExpSin32_5f_5fcontig", scope: !1, file: !1, line: 33, type: !5, scopeLine: 33, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!375 = !DILocation(line: 33, column: 6, scope: !374)
!376 = !DILocation(line: 34, column: 34, scope: !374)
!377 = !DILocation(line: 34, column: 36, scope: !374)
!378 = !DILocation(line: 34, column: 33, scope: !374)
!379 = !DILocation(line: 39, column: 11, scope: !380)
!380 = !DILexicalBlockFile(scope: !374, file: !51, discriminator: 0)
!381 = !DILocation(line: 112, column: 12, scope: !382)
!382 = !DILexicalBlockFile(scope: !374, file: !54, discriminator: 0)
!383 = !DILocation(line: 114, column: 9, scope: !382)
!384 = !DILocation(line: 116, column: 9, scope: !382)
!385 = !DILocation(line: 118, column: 17, scope: !382)
!386 = !DILocation(line: 118, column: 26, scope: !382)
!387 = !DILocation(line: 119, column: 12, scope: !382)
!388 = !DILocation(line: 119, column: 3, scope: !382)
!389 = !DILocation(line: 125, column: 9, scope: !382)
!390 = !DILocation(line: 126, column: 19, scope: !382)
!391 = !DILocation(line: 126, column: 10, scope: !382)
!392 = !DILocation(line: 130, column: 19, scope: !382)
!393 = !DILocation(line: 130, column: 10, scope: !382)
!394 = !DILocation(line: 131, column: 19, scope: !382)
!395 = !DILocation(line: 193, column: 10, scope: !382)
!396 = !DILocation(line: 194, column: 9, scope: !382)
!397 = !DILocation(line: 195, column: 34, scope: !382)
!398 = !DILocation(line: 195, column: 28, scope: !382)
!399 = !DILocation(line: 195, column: 22, scope: !382)
!400 = !DILocation(line: 195, column: 16, scope: !382)
!401 = !DILocation(line: 195, column: 9, scope: !382)
!402 = !DILocation(line: 196, column: 20, scope: !382)
!403 = !DILocation(line: 196, column: 26, scope: !382)
!404 = !DILocation(line: 196, column: 23, scope: !382)
!405 = !DILocation(line: 196, column: 16, scope: !382)
!406 = !DILocation(line: 196, column: 9, scope: !382)
!407 = !DILocation(line: 25, column: 12, scope: !408)
!408 = !DILexicalBlockFile(scope: !374, file: !81, discriminator: 0)
!409 = !DILocation(line: 56, column: 11, scope: !380)
!410 = !DILocation(line: 27, column: 30, scope: !408)
!411 = !DILocation(line: 27, column: 12, scope: !408)
!412 = !DILocation(line: 63, column: 12, scope: !380)
!413 = !DILocation(line: 32, column: 18, scope: !408)
!414 = !DILocation(line: 33, column: 14, scope: !408)
!415 = !DILocation(line: 33, column: 22, scope: !408)
!416 = !DILocation(line: 33, column: 28, scope: !408)
!417 = !DILocation(line: 31, column: 2, scope: !408)
!418 = !DILocation(line: 33, column: 2, scope: !408)
!419 = !DILocation(line: 34, column: 9, scope: !408)
!420 = !DILocation(line: 35, column: 18, scope: !408)
!421 = !DILocation(line: 35, column: 3, scope: !408)
!422 = !DILocation(line: 37, column: 9, scope: !408)
!423 = !DILocation(line: 38, column: 11, scope: !408)
!424 = !DILocation(line: 0, scope: !408)
!425 = !DILocation(line: 44, column: 9, scope: !408)
!426 = !DILocation(line: 48, column: 2, scope: !408)
!427 = !DILocation(line: 49, column: 24, scope: !408)
!428 = !DILocation(line: 49, column: 2, scope: !408)
!429 = !DILocation(line: 50, column: 28, scope: !408)
!430 = !DILocation(line: 50, column: 11, scope: !408)
!431 = !DILocation(line: 50, column: 2, scope: !408)
!432 = !DILocation(line: 127, column: 9, scope: !382)
!433 = !DILocation(line: 128, column: 19, scope: !382)
!434 = !DILocation(line: 128, column: 10, scope: !382)
!435 = !DILocation(line: 34, column: 16, scope: !374)
!436 = !DILocation(line: 34, column: 68, scope: !374)
!437 = !DILocation(line: 200, column: 22, scope: !438)
!438 = !DILexicalBlockFile(scope: !374, file: !110, discriminator: 0)
!439 = !DILocation(line: 200, column: 9, scope: !438)
!440 = !DILocation(line: 202, column: 12, scope: !438)
!441 = !DILocation(line: 208, column: 7, scope: !438)
!442 = !DILocation(line: 215, column: 7, scope: !438)
!443 = !DILocation(line: 38, column: 19, scope: !444)
!444 = !DILexicalBlockFile(scope: !374, file: !117, discriminator: 0)
!445 = !DILocation(line: 39, column: 15, scope: !444)
!446 = !DILocation(line: 39, column: 22, scope: !444)
!447 = !DILocation(line: 40, column: 2, scope: !444)
!448 = !DILocation(line: 41, column: 2, scope: !444)
!449 = !DILocation(line: 45, column: 29, scope: !444)
!450 = !DILocation(line: 45, column: 33, scope: !444)
!451 = !DILocation(line: 45, column: 50, scope: !444)
!452 = !DILocation(line: 46, column: 13, scope: !444)
!453 = !DILocation(line: 46, column: 21, scope: !444)
!454 = !DILocation(line: 46, column: 47, scope: !444)
!455 = !DILocation(line: 46, column: 41, scope: !444)
!456 = !DILocation(line: 46, column: 58, scope: !444)
!457 = !DILocation(line: 46, column: 51, scope: !444)
!458 = !DILocation(line: 46, column: 34, scope: !444)
!459 = !DILocation(line: 47, column: 23, scope: !444)
!460 = !DILocation(line: 47, column: 49, scope: !444)
!461 = !DILocation(line: 47, column: 43, scope: !444)
!462 = !DILocation(line: 47, column: 53, scope: !444)
!463 = !DILocation(line: 47, column: 36, scope: !444)
!464 = !DILocation(line: 48, column: 23, scope: !444)
!465 = !DILocation(line: 48, column: 49, scope: !444)
!466 = !DILocation(line: 48, column: 43, scope: !444)
!467 = !DILocation(line: 48, column: 53, scope: !444)
!468 = !DILocation(line: 48, column: 36, scope: !444)
!469 = !DILocation(line: 472, column: 10, scope: !470)
!470 = !DILexicalBlockFile(scope: !374, file: !144, discriminator: 0)
!471 = !DILocation(line: 473, column: 10, scope: !470)
!472 = !DILocation(line: 474, column: 10, scope: !470)
!473 = !DILocation(line: 475, column: 10, scope: !470)
!474 = !DILocation(line: 476, column: 11, scope: !470)
!475 = !DILocation(line: 477, column: 9, scope: !470)
!476 = !DILocation(line: 477, column: 17, scope: !470)
!477 = !DILocation(line: 477, column: 13, scope: !470)
!478 = !DILocation(line: 478, column: 10, scope: !470)
!479 = !DILocation(line: 479, column: 10, scope: !470)
!480 = !DILocation(line: 480, column: 11, scope: !470)
!481 = !DILocation(line: 480, column: 2, scope: !470)
!482 = !DILocation(line: 481, column: 9, scope: !470)
!483 = !DILocation(line: 481, column: 13, scope: !470)
!484 = !DILocation(line: 481, column: 22, scope: !470)
!485 = !DILocation(line: 481, column: 18, scope: !470)
!486 = !DILocation(line: 482, column: 9, scope: !470)
!487 = !DILocation(line: 52, column: 13, scope: !444)
!488 = !DILocation(line: 387, column: 10, scope: !470)
!489 = !DILocation(line: 391, column: 17, scope: !470)
!490 = !DILocation(line: 391, column: 28, scope: !470)
!491 = !DILocation(line: 391, column: 33, scope: !470)
!492 = !DILocation(line: 391, column: 22, scope: !470)
!493 = !DILocation(line: 391, column: 42, scope: !470)
!494 = !DILocation(line: 387, column: 14, scope: !470)
!495 = !DILocation(line: 56, column: 9, scope: !444)
!496 = !DILocation(line: 58, column: 13, scope: !444)
!497 = !DILocation(line: 59, column: 32, scope: !444)
!498 = !DILocation(line: 60, column: 25, scope: !444)
!499 = !DILocation(line: 62, column: 11, scope: !444)
!500 = !DILocation(line: 62, column: 37, scope: !444)
!501 = !DILocation(line: 62, column: 30, scope: !444)
!502 = !DILocation(line: 62, column: 24, scope: !444)
!503 = !DILocation(line: 63, column: 2, scope: !444)
!504 = !DILocation(line: 65, column: 10, scope: !444)
!505 = !DILocation(line: 65, column: 2, scope: !444)
!506 = !DILocation(line: 66, column: 21, scope: !444)
!507 = !DILocation(line: 68, column: 9, scope: !444)
!508 = !DILocation(line: 69, column: 3, scope: !444)
!509 = !DILocation(line: 70, column: 3, scope: !444)
!510 = !DILocation(line: 71, column: 3, scope: !444)
!511 = !DILocation(line: 74, column: 14, scope: !444)
!512 = !DILocation(line: 216, column: 20, scope: !438)
!513 = !DILocation(line: 230, column: 7, scope: !438)
!514 = !DILocation(line: 232, column: 3, scope: !438)
!515 = !DILocation(line: 234, column: 10, scope: !438)
!516 = !DILocation(line: 235, column: 7, scope: !438)
!517 = !DILocation(line: 236, column: 11, scope: !438)
!518 = !DILocation(line: 236, column: 20, scope: !438)
!519 = !DILocation(line: 236, column: 24, scope: !438)
!520 = !DILocation(line: 236, column: 45, scope: !438)
!521 = !DILocation(line: 236, column: 57, scope: !438)
!522 = !DILocation(line: 236, column: 69, scope: !438)
!523 = !DILocation(line: 236, column: 81, scope: !438)
!524 = !DILocation(line: 236, column: 93, scope: !438)
!525 = !DILocation(line: 214, column: 6, scope: !438)
!526 = !DILocation(line: 243, column: 2, scope: !438)
!527 = !DILocation(line: 218, column: 16, scope: !438)
!528 = !DILocation(line: 218, column: 13, scope: !438)
!529 = !DILocation(line: 219, column: 14, scope: !438)
!530 = !DILocation(line: 222, column: 7, scope: !438)
!531 = !DILocation(line: 222, column: 10, scope: !438)
!532 = !DILocation(line: 224, column: 4, scope: !438)
!533 = !DILocation(line: 226, column: 3, scope: !438)
!534 = !DILocation(line: 227, column: 11, scope: !438)
!535 = !DILocation(line: 227, column: 21, scope: !438)
!536 = !DILocation(line: 227, column: 31, scope: !438)
!537 = !DILocation(line: 34, column: 51, scope: !374)
!538 = !DILocation(line: 34, column: 42, scope: !374)
!539 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eExpSin32_5f_5fstrided", scope: !1, file: !1, line: 33, type: !5, scopeLine: 33, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!540 = !DILocation(line: 33, column: 6, scope: !539)
!541 = !DILocation(line: 34, column: 34, scope: !539)
!542 = !DILocation(line: 34, column: 36, scope: !539)
!543 = !DILocation(line: 34, column: 33, scope: !539)
!544 = !DILocation(line: 39, column: 11, scope: !545)
!545 = !DILexicalBlockFile(scope: !539, file: !51, discriminator: 0)
!546 = !DILocation(line: 112, column: 12, scope: !547)
!547 = !DILexicalBlockFile(scope: !539, file: !54, discriminator: 0)
!548 = !DILocation(line: 114, column: 9, scope: !547)
!549 = !DILocation(line: 116, column: 9, scope: !547)
!550 = !DILocation(line: 118, column: 17, scope: !547)
!551 = !DILocation(line: 118, column: 26, scope: !547)
!552 = !DILocation(line: 119, column: 12, scope: !547)
!553 = !DILocation(line: 119, column: 3, scope: !547)
!554 = !DILocation(line: 125, column: 9, scope: !547)
!555 = !DILocation(line: 126, column: 19, scope: !547)
!556 = !DILocation(line: 126, column: 10, scope: !547)
!557 = !DILocation(line: 130, column: 19, scope: !547)
!558 = !DILocation(line: 130, column: 10, scope: !547)
!559 = !DILocation(line: 131, column: 19, scope: !547)
!560 = !DILocation(line: 193, column: 10, scope: !547)
!561 = !DILocation(line: 194, column: 9, scope: !547)
!562 = !DILocation(line: 195, column: 34, scope: !547)
!563 = !DILocation(line: 195, column: 28, scope: !547)
!564 = !DILocation(line: 195, column: 22, scope: !547)
!565 = !DILocation(line: 195, column: 16, scope: !547)
!566 = !DILocation(line: 195, column: 9, scope: !547)
!567 = !DILocation(line: 196, column: 20, scope: !547)
!568 = !DILocation(line: 196, column: 26, scope: !547)
!569 = !DILocation(line: 196, column: 23, scope: !547)
!570 = !DILocation(line: 196, column: 16, scope: !547)
!571 = !DILocation(line: 196, column: 9, scope: !547)
!572 = !DILocation(line: 25, column: 12, scope: !573)
!573 = !DILexicalBlockFile(scope: !539, file: !81, discriminator: 0)
!574 = !DILocation(line: 56, column: 11, scope: !545)
!575 = !DILocation(line: 27, column: 30, scope: !573)
!576 = !DILocation(line: 27, column: 12, scope: !573)
!577 = !DILocation(line: 63, column: 12, scope: !545)
!578 = !DILocation(line: 32, column: 18, scope: !573)
!579 = !DILocation(line: 33, column: 14, scope: !573)
!580 = !DILocation(line: 33, column: 22, scope: !573)
!581 = !DILocation(line: 33, column: 28, scope: !573)
!582 = !DILocation(line: 31, column: 2, scope: !573)
!583 = !DILocation(line: 33, column: 2, scope: !573)
!584 = !DILocation(line: 34, column: 9, scope: !573)
!585 = !DILocation(line: 35, column: 18, scope: !573)
!586 = !DILocation(line: 35, column: 3, scope: !573)
!587 = !DILocation(line: 37, column: 9, scope: !573)
!588 = !DILocation(line: 38, column: 11, scope: !573)
!589 = !DILocation(line: 0, scope: !573)
!590 = !DILocation(line: 44, column: 9, scope: !573)
!591 = !DILocation(line: 48, column: 2, scope: !573)
!592 = !DILocation(line: 49, column: 24, scope: !573)
!593 = !DILocation(line: 49, column: 2, scope: !573)
!594 = !DILocation(line: 50, column: 28, scope: !573)
!595 = !DILocation(line: 50, column: 11, scope: !573)
!596 = !DILocation(line: 50, column: 2, scope: !573)
!597 = !DILocation(line: 127, column: 9, scope: !547)
!598 = !DILocation(line: 128, column: 19, scope: !547)
!599 = !DILocation(line: 128, column: 10, scope: !547)
!600 = !DILocation(line: 34, column: 16, scope: !539)
!601 = !DILocation(line: 34, column: 68, scope: !539)
!602 = !DILocation(line: 200, column: 22, scope: !603)
!603 = !DILexicalBlockFile(scope: !539, file: !110, discriminator: 0)
!604 = !DILocation(line: 200, column: 9, scope: !603)
!605 = !DILocation(line: 202, column: 12, scope: !603)
!606 = !DILocation(line: 208, column: 7, scope: !603)
!607 = !DILocation(line: 215, column: 7, scope: !603)
!608 = !DILocation(line: 38, column: 19, scope: !609)
!609 = !DILexicalBlockFile(scope: !539, file: !117, discriminator: 0)
!610 = !DILocation(line: 39, column: 15, scope: !609)
!611 = !DILocation(line: 39, column: 22, scope: !609)
!612 = !DILocation(line: 40, column: 2, scope: !609)
!613 = !DILocation(line: 41, column: 2, scope: !609)
!614 = !DILocation(line: 45, column: 29, scope: !609)
!615 = !DILocation(line: 45, column: 33, scope: !609)
!616 = !DILocation(line: 45, column: 50, scope: !609)
!617 = !DILocation(line: 46, column: 13, scope: !609)
!618 = !DILocation(line: 46, column: 21, scope: !609)
!619 = !DILocation(line: 46, column: 47, scope: !609)
!620 = !DILocation(line: 46, column: 41, scope: !609)
!621 = !DILocation(line: 46, column: 58, scope: !609)
!622 = !DILocation(line: 46, column: 51, scope: !609)
!623 = !DILocation(line: 46, column: 34, scope: !609)
!624 = !DILocation(line: 47, column: 23, scope: !609)
!625 = !DILocation(line: 47, column: 49, scope: !609)
!626 = !DILocation(line: 47, column: 43, scope: !609)
!627 = !DILocation(line: 47, column: 53, scope: !609)
!628 = !DILocation(line: 47, column: 36, scope: !609)
!629 = !DILocation(line: 48, column: 23, scope: !609)
!630 = !DILocation(line: 48, column: 49, scope: !609)
!631 = !DILocation(line: 48, column: 43, scope: !609)
!632 = !DILocation(line: 48, column: 53, scope: !609)
!633 = !DILocation(line: 48, column: 36, scope: !609)
!634 = !DILocation(line: 472, column: 10, scope: !635)
!635 = !DILexicalBlockFile(scope: !539, file: !144, discriminator: 0)
!636 = !DILocation(line: 473, column: 10, scope: !635)
!637 = !DILocation(line: 474, column: 10, scope: !635)
!638 = !DILocation(line: 475, column: 10, scope: !635)
!639 = !DILocation(line: 476, column: 11, scope: !635)
!640 = !DILocation(line: 477, column: 9, scope: !635)
!641 = !DILocation(line: 477, column: 17, scope: !635)
!642 = !DILocation(line: 477, column: 13, scope: !635)
!643 = !DILocation(line: 478, column: 10, scope: !635)
!644 = !DILocation(line: 479, column: 10, scope: !635)
!645 = !DILocation(line: 480, column: 11, scope: !635)
!646 = !DILocation(line: 480, column: 2, scope: !635)
!647 = !DILocation(line: 481, column: 9, scope: !635)
!648 = !DILocation(line: 481, column: 13, scope: !635)
!649 = !DILocation(line: 481, column: 22, scope: !635)
!650 = !DILocation(line: 481, column: 18, scope: !635)
!651 = !DILocation(line: 482, column: 9, scope: !635)
!652 = !DILocation(line: 52, column: 13, scope: !609)
!653 = !DILocation(line: 387, column: 10, scope: !635)
!654 = !DILocation(line: 391, column: 17, scope: !635)
!655 = !DILocation(line: 391, column: 28, scope: !635)
!656 = !DILocation(line: 391, column: 33, scope: !635)
!657 = !DILocation(line: 391, column: 22, scope: !635)
!658 = !DILocation(line: 391, column: 42, scope: !635)
!659 = !DILocation(line: 387, column: 14, scope: !635)
!660 = !DILocation(line: 56, column: 9, scope: !609)
!661 = !DILocation(line: 58, column: 13, scope: !609)
!662 = !DILocation(line: 59, column: 32, scope: !609)
!663 = !DILocation(line: 60, column: 25, scope: !609)
!664 = !DILocation(line: 62, column: 11, scope: !609)
!665 = !DILocation(line: 62, column: 37, scope: !609)
!666 = !DILocation(line: 62, column: 30, scope: !609)
!667 = !DILocation(line: 62, column: 24, scope: !609)
!668 = !DILocation(line: 63, column: 2, scope: !609)
!669 = !DILocation(line: 65, column: 10, scope: !609)
!670 = !DILocation(line: 65, column: 2, scope: !609)
!671 = !DILocation(line: 66, column: 21, scope: !609)
!672 = !DILocation(line: 68, column: 9, scope: !609)
!673 = !DILocation(line: 69, column: 3, scope: !609)
!674 = !DILocation(line: 70, column: 3, scope: !609)
!675 = !DILocation(line: 71, column: 3, scope: !609)
!676 = !DILocation(line: 74, column: 14, scope: !609)
!677 = !DILocation(line: 216, column: 20, scope: !603)
!678 = !DILocation(line: 230, column: 7, scope: !603)
!679 = !DILocation(line: 232, column: 3, scope: !603)
!680 = !DILocation(line: 234, column: 10, scope: !603)
!681 = !DILocation(line: 235, column: 7, scope: !603)
!682 = !DILocation(line: 236, column: 11, scope: !603)
!683 = !DILocation(line: 236, column: 20, scope: !603)
!684 = !DILocation(line: 236, column: 24, scope: !603)
!685 = !DILocation(line: 236, column: 45, scope: !603)
!686 = !DILocation(line: 236, column: 57, scope: !603)
!687 = !DILocation(line: 236, column: 69, scope: !603)
!688 = !DILocation(line: 236, column: 81, scope: !603)
!689 = !DILocation(line: 236, column: 93, scope: !603)
!690 = !DILocation(line: 214, column: 6, scope: !603)
!691 = !DILocation(line: 243, column: 2, scope: !603)
!692 = !DILocation(line: 218, column: 16, scope: !603)
!693 = !DILocation(line: 218, column: 13, scope: !603)
!694 = !DILocation(line: 219, column: 14, scope: !603)
!695 = !DILocation(line: 222, column: 7, scope: !603)
!696 = !DILocation(line: 222, column: 10, scope: !603)
!697 = !DILocation(line: 224, column: 4, scope: !603)
!698 = !DILocation(line: 226, column: 3, scope: !603)
!699 = !DILocation(line: 227, column: 11, scope: !603)
!700 = !DILocation(line: 227, column: 21, scope: !603)
!701 = !DILocation(line: 227, column: 31, scope: !603)
!702 = !DILocation(line: 34, column: 51, scope: !539)
!703 = !DILocation(line: 34, column: 42, scope: !539)
!704 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eTriage_5f_5fcontig", scope: !1, file: !1, line: 41, type: !5, scopeLine: 41, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!705 = !DILocation(line: 41, column: 6, scope: !704)
!706 = !DILocation(line: 42, column: 7, scope: !704)
!707 = !DILocation(line: 43, column: 13, scope: !704)
!708 = !DILocation(line: 43, column: 3, scope: !704)
!709 = !DILocation(line: 45, column: 7, scope: !704)
!710 = !DILocation(line: 46, column: 18, scope: !704)
!711 = !DILocation(line: 46, column: 15, scope: !704)
!712 = !DILocation(line: 46, column: 3, scope: !704)
!713 = !DILocation(line: 48, column: 10, scope: !704)
!714 = !DILocation(line: 48, column: 13, scope: !704)
!715 = !DILocation(line: 48, column: 2, scope: !704)
!716 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eTriage_5f_5fstrided", scope: !1, file: !1, line: 41, type: !5, scopeLine: 41, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!717 = !DILocation(line: 41, column: 6, scope: !716)
!718 = !DILocation(line: 42, column: 7, scope: !716)
!719 = !DILocation(line: 43, column: 13, scope: !716)
!720 = !DILocation(line: 43, column: 3, scope: !716)
!721 = !DILocation(line: 45, column: 7, scope: !716)
!722 = !DILocation(line: 46, column: 18, scope: !716)
!723 = !DILocation(line: 46, column: 15, scope: !716)
!724 = !DILocation(line: 46, column: 3, scope: !716)
!725 = !DILocation(line: 48, column: 10, scope: !716)
!726 = !DILocation(line: 48, column: 13, scope: !716)
!727 = !DILocation(line: 48, column: 2, scope: !716)
!728 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1", scope: !1, file: !1, line: 54, type: !5, scopeLine: 54, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!729 = !DILocation(line: 54, column: 6, scope: !728)
!730 = !DILocation(line: 54, column: 43, scope: !728)
!731 = !{!"exec_lo"}
!732 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2", scope: !1, file: !1, line: 54, type: !5, scopeLine: 54, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!733 = !DILocation(line: 54, column: 6, scope: !732)
!734 = !DILocation(line: 54, column: 43, scope: !732)
!735 = distinct !{!735, !736, !737, !738}
!736 = !{!"llvm.loop.unroll.disable"}
!737 = !{!"llvm.loop.vectorize.width", i32 1}
!738 = !{!"llvm.loop.interleave.count", i32 1}
!739 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1", scope: !1, file: !1, line: 59, type: !5, scopeLine: 59, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!740 = !DILocation(line: 59, column: 6, scope: !739)
!741 = !DILocation(line: 59, column: 46, scope: !739)
!742 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2", scope: !1, file: !1, line: 59, type: !5, scopeLine: 59, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!743 = !DILocation(line: 59, column: 6, scope: !742)
!744 = !DILocation(line: 59, column: 46, scope: !742)
!745 = distinct !{!745, !736, !737, !738}
!746 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eHalfFma_5f_5fcontig", scope: !1, file: !1, line: 65, type: !5, scopeLine: 65, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!747 = !DILocation(line: 65, column: 6, scope: !746)
!748 = !DILocation(line: 65, column: 67, scope: !746)
!749 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eHalfFma_5f_5fstrided", scope: !1, file: !1, line: 65, type: !5, scopeLine: 65, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!750 = !DILocation(line: 65, column: 6, scope: !749)
!751 = !DILocation(line: 65, column: 67, scope: !749)
!752 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eDequant_5f_5fcontig", scope: !1, file: !1, line: 71, type: !5, scopeLine: 71, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!753 = !DILocation(line: 71, column: 6, scope: !752)
!754 = !DILocation(line: 412, column: 18, scope: !755)
!755 = !DILexicalBlockFile(scope: !752, file: !756, discriminator: 0)
!756 = !DIFile(filename: "slices.go", directory: "")
!757 = !DILocation(line: 412, column: 16, scope: !755)
!758 = !DILocation(line: 412, column: 25, scope: !755)
!759 = !DILocation(line: 413, column: 16, scope: !755)
!760 = !DILocation(line: 413, column: 13, scope: !755)
!761 = !DILocation(line: 414, column: 8, scope: !755)
!762 = !DILocation(line: 414, column: 13, scope: !755)
!763 = !DILocation(line: 415, column: 31, scope: !755)
!764 = !DILocation(line: 415, column: 35, scope: !755)
!765 = !DILocation(line: 415, column: 23, scope: !755)
!766 = !DILocation(line: 416, column: 7, scope: !755)
!767 = !DILocation(line: 419, column: 7, scope: !755)
!768 = !DILocation(line: 422, column: 11, scope: !755)
!769 = !DILocation(line: 76, column: 68, scope: !770)
!770 = !DILexicalBlockFile(scope: !752, file: !771, discriminator: 0)
!771 = !DIFile(filename: "float8.go", directory: "")
!772 = !DILocation(line: 71, column: 77, scope: !752)
!773 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eDequant_5f_5fstrided", scope: !1, file: !1, line: 71, type: !5, scopeLine: 71, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!774 = !DILocation(line: 71, column: 6, scope: !773)
!775 = !DILocation(line: 412, column: 18, scope: !776)
!776 = !DILexicalBlockFile(scope: !773, file: !756, discriminator: 0)
!777 = !DILocation(line: 412, column: 16, scope: !776)
!778 = !DILocation(line: 412, column: 25, scope: !776)
!779 = !DILocation(line: 413, column: 16, scope: !776)
!780 = !DILocation(line: 413, column: 13, scope: !776)
!781 = !DILocation(line: 414, column: 8, scope: !776)
!782 = !DILocation(line: 414, column: 13, scope: !776)
!783 = !DILocation(line: 415, column: 31, scope: !776)
!784 = !DILocation(line: 415, column: 35, scope: !776)
!785 = !DILocation(line: 415, column: 23, scope: !776)
!786 = !DILocation(line: 416, column: 7, scope: !776)
!787 = !DILocation(line: 419, column: 7, scope: !776)
!788 = !DILocation(line: 422, column: 11, scope: !776)
!789 = !DILocation(line: 76, column: 68, scope: !790)
!790 = !DILexicalBlockFile(scope: !773, file: !771, discriminator: 0)
!791 = !DILocation(line: 71, column: 77, scope: !773)
!792 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eQuant_5f_5fcontig", scope: !1, file: !1, line: 77, type: !5, scopeLine: 77, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!793 = !DILocation(line: 77, column: 6, scope: !792)
!794 = !DILocation(line: 78, column: 36, scope: !792)
!795 = !DILocation(line: 78, column: 34, scope: !792)
!796 = !DILocation(line: 78, column: 30, scope: !792)
!797 = !DILocation(line: 78, column: 26, scope: !792)
!798 = !DILocation(line: 368, column: 12, scope: !799)
!799 = !DILexicalBlockFile(scope: !792, file: !756, discriminator: 0)
!800 = !DILocation(line: 368, column: 18, scope: !799)
!801 = !DILocation(line: 369, column: 9, scope: !799)
!802 = !DILocation(line: 372, column: 14, scope: !799)
!803 = !DILocation(line: 372, column: 19, scope: !799)
!804 = !DILocation(line: 372, column: 10, scope: !799)
!805 = !DILocation(line: 372, column: 22, scope: !799)
!806 = !DILocation(line: 372, column: 49, scope: !799)
!807 = !DILocation(line: 373, column: 7, scope: !799)
!808 = !DILocation(line: 378, column: 44, scope: !799)
!809 = !DILocation(line: 378, column: 47, scope: !799)
!810 = !DILocation(line: 378, column: 23, scope: !799)
!811 = !DILocation(line: 379, column: 7, scope: !799)
!812 = !DILocation(line: 382, column: 7, scope: !799)
!813 = !DILocation(line: 385, column: 17, scope: !799)
!814 = !DILocation(line: 385, column: 14, scope: !799)
!815 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eQuant_5f_5fstrided", scope: !1, file: !1, line: 77, type: !5, scopeLine: 77, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!816 = !DILocation(line: 77, column: 6, scope: !815)
!817 = !DILocation(line: 78, column: 36, scope: !815)
!818 = !DILocation(line: 78, column: 34, scope: !815)
!819 = !DILocation(line: 78, column: 30, scope: !815)
!820 = !DILocation(line: 78, column: 26, scope: !815)
!821 = !DILocation(line: 368, column: 12, scope: !822)
!822 = !DILexicalBlockFile(scope: !815, file: !756, discriminator: 0)
!823 = !DILocation(line: 368, column: 18, scope: !822)
!824 = !DILocation(line: 369, column: 9, scope: !822)
!825 = !DILocation(line: 372, column: 14, scope: !822)
!826 = !DILocation(line: 372, column: 19, scope: !822)
!827 = !DILocation(line: 372, column: 10, scope: !822)
!828 = !DILocation(line: 372, column: 22, scope: !822)
!829 = !DILocation(line: 372, column: 49, scope: !822)
!830 = !DILocation(line: 373, column: 7, scope: !822)
!831 = !DILocation(line: 378, column: 44, scope: !822)
!832 = !DILocation(line: 378, column: 47, scope: !822)
!833 = !DILocation(line: 378, column: 23, scope: !822)
!834 = !DILocation(line: 379, column: 7, scope: !822)
!835 = !DILocation(line: 382, column: 7, scope: !822)
!836 = !DILocation(line: 385, column: 17, scope: !822)
!837 = !DILocation(line: 385, column: 14, scope: !822)
