; kern module github.com/kernlab/kern/bench/kernels (wave32, gfx1030)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@math.mPi4 = internal unnamed_addr addrspace(4) constant [160 x i8] c"\01\00\00\00\00\00\00\00S*\88\9C\DC\06\F3E\81\BBi\EA\A3\AFN\F8\83 \87x2+\C5\B6\C3\8Aw\BDW\C7\A2\FC\C0\A5\9B\84t\DCHn9$\A3\13\D4]\92\0C}NSb9\D6;\FC\09\89v]\EAk\04\D1\82\FC\BEhM\E08\D3\E9s\A6\06s\AC#svP\F2{\17\BF\089\1F0\0B\BC\FF/\F1?>\DA\14\B4\16#^\DEn\13\96O\9E\FDl\DAZ\D4\BF<\CD~\8C\9E\F6\E2\CB\D7\8FuO\EA\D4%\A5\14\EFs\0Ez\10\BA\1A?b\BF\F6\D7W\D7\F6\F8\8D`\06\AC", align 8
@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eMatMulTiled.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eMatMulTiled.shared.1 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4

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
  %.30 = load float, ptr addrspace(3) %t31, align 4, !dbg !23
  %.31 = load float, ptr addrspace(3) %t36, align 4, !dbg !14
  %t63 = tail call float @llvm.fma.f32(float %.30, float %.31, float %t474), !dbg !24
  %.32 = load float, ptr addrspace(3) %t64, align 4, !dbg !23
  %.33 = load float, ptr addrspace(3) %t66, align 4, !dbg !14
  %t68 = tail call float @llvm.fma.f32(float %.32, float %.33, float %t63), !dbg !24
  %.34 = load float, ptr addrspace(3) %t69, align 4, !dbg !23
  %.35 = load float, ptr addrspace(3) %t71, align 4, !dbg !14
  %t73 = tail call float @llvm.fma.f32(float %.34, float %.35, float %t68), !dbg !24
  %.36 = load float, ptr addrspace(3) %t74, align 4, !dbg !23
  %.37 = load float, ptr addrspace(3) %t76, align 4, !dbg !14
  %t78 = tail call float @llvm.fma.f32(float %.36, float %.37, float %t73), !dbg !24
  %.38 = load float, ptr addrspace(3) %t79, align 4, !dbg !23
  %.39 = load float, ptr addrspace(3) %t81, align 4, !dbg !14
  %t83 = tail call float @llvm.fma.f32(float %.38, float %.39, float %t78), !dbg !24
  %.40 = load float, ptr addrspace(3) %t84, align 4, !dbg !23
  %.41 = load float, ptr addrspace(3) %t86, align 4, !dbg !14
  %t88 = tail call float @llvm.fma.f32(float %.40, float %.41, float %t83), !dbg !24
  %.42 = load float, ptr addrspace(3) %t89, align 4, !dbg !23
  %.43 = load float, ptr addrspace(3) %t91, align 4, !dbg !14
  %t93 = tail call float @llvm.fma.f32(float %.42, float %.43, float %t88), !dbg !24
  %.44 = load float, ptr addrspace(3) %t94, align 4, !dbg !23
  %.45 = load float, ptr addrspace(3) %t96, align 4, !dbg !14
  %t98 = tail call float @llvm.fma.f32(float %.44, float %.45, float %t93), !dbg !24
  %.46 = load float, ptr addrspace(3) %t99, align 4, !dbg !23
  %.47 = load float, ptr addrspace(3) %t101, align 4, !dbg !14
  %t103 = tail call float @llvm.fma.f32(float %.46, float %.47, float %t98), !dbg !24
  %.48 = load float, ptr addrspace(3) %t104, align 4, !dbg !23
  %.49 = load float, ptr addrspace(3) %t106, align 4, !dbg !14
  %t108 = tail call float @llvm.fma.f32(float %.48, float %.49, float %t103), !dbg !24
  %.50 = load float, ptr addrspace(3) %t109, align 4, !dbg !23
  %.51 = load float, ptr addrspace(3) %t111, align 4, !dbg !14
  %t113 = tail call float @llvm.fma.f32(float %.50, float %.51, float %t108), !dbg !24
  %.52 = load float, ptr addrspace(3) %t114, align 4, !dbg !23
  %.53 = load float, ptr addrspace(3) %t116, align 4, !dbg !14
  %t118 = tail call float @llvm.fma.f32(float %.52, float %.53, float %t113), !dbg !24
  %.54 = load float, ptr addrspace(3) %t119, align 4, !dbg !23
  %.55 = load float, ptr addrspace(3) %t121, align 4, !dbg !14
  %t123 = tail call float @llvm.fma.f32(float %.54, float %.55, float %t118), !dbg !24
  %.56 = load float, ptr addrspace(3) %t124, align 4, !dbg !23
  %.57 = load float, ptr addrspace(3) %t126, align 4, !dbg !14
  %t128 = tail call float @llvm.fma.f32(float %.56, float %.57, float %t123), !dbg !24
  %.58 = load float, ptr addrspace(3) %t129, align 4, !dbg !23
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
  %t49 = tail call double @llvm.fabs.f64(double %t47), !dbg !82
  %t50 = fcmp ogt double %t49, 0x7FEFFFFFFFFFFFFF, !dbg !83
  %t51 = fcmp uno double %t47, 0.000000e+00, !dbg !49
  %t52 = or i1 %t51, %t50, !dbg !84
  br i1 %t52, label %b33, label %b18, !dbg !85

b18:                                              ; preds = %b16
  %t53 = fcmp olt double %t49, 0x10000000000000, !dbg !86
  %t54 = fmul double %t47, 0x4330000000000000, !dbg !86
  %t55 = select i1 %t53, double %t54, double %t47, !dbg !86
  %t56 = select i1 %t53, i64 -52, i64 0, !dbg !86
  %t58 = bitcast double %t55 to i64, !dbg !87
  %t59 = lshr i64 %t58, 52, !dbg !88
  %t61 = and i64 %t59, 2047, !dbg !89
  %t62 = add i64 %t29, -1023, !dbg !90
  %t57 = add i64 %t62, %t56, !dbg !91
  %t63 = add i64 %t57, %t61, !dbg !92
  %t64 = icmp slt i64 %t63, -1075, !dbg !93
  br i1 %t64, label %b22, label %b23, !dbg !93

b22:                                              ; preds = %b18
  %t65 = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t55), !dbg !94
  br label %b33, !dbg !95

b23:                                              ; preds = %b18
  %t66 = icmp sgt i64 %t63, 1023, !dbg !96
  br i1 %t66, label %b24, label %b27, !dbg !96

b24:                                              ; preds = %b23
  %t67 = fcmp olt double %t55, 0.000000e+00, !dbg !97
  %. = select i1 %t67, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !98
  br label %b33, !dbg !98

b27:                                              ; preds = %b23
  %t68 = icmp slt i64 %t63, -1022, !dbg !99
  %spec.select1 = select i1 %t68, double 0x3CA0000000000000, double 1.000000e+00, !dbg !99
  %t72 = and i64 %t58, -9218868437227405313, !dbg !100
  %1 = shl nsw i64 %t63, 52, !dbg !101
  %2 = add i64 %1, 238690780250636288, !dbg !101
  %t73 = select i1 %t68, i64 %2, i64 %1, !dbg !101
  %t75 = add i64 %t73, 4607182418800017408, !dbg !101
  %t76 = or i64 %t75, %t72, !dbg !102
  %t77 = bitcast i64 %t76 to double, !dbg !103
  %t78 = fmul double %spec.select1, %t77, !dbg !104
  br label %b33, !dbg !105

b31:                                              ; preds = %b12
  %t80 = fcmp ogt double %t18, 0.000000e+00, !dbg !106
  br i1 %t80, label %b32, label %b14, !dbg !106

b32:                                              ; preds = %b31
  %t81 = tail call double @llvm.fma.f64(double %t18, double 0x3FF71547652B82FE, double 5.000000e-01), !dbg !107
  %.20 = fptosi double %t81 to i64, !dbg !108
  br label %b14, !dbg !108

b33:                                              ; preds = %b22, %b27, %b14, %b16, %b24, %b8, %b6, %b4, %b11
  %t83 = phi double [ %t25, %b11 ], [ %t18, %b4 ], [ 0x7FF0000000000000, %b6 ], [ 0.000000e+00, %b8 ], [ %t65, %b22 ], [ %t78, %b27 ], [ %t47, %b14 ], [ %t47, %b16 ], [ %., %b24 ]
  %3 = fcmp ueq double %t16, 0.000000e+00, !dbg !109
  br i1 %3, label %b54, label %b35, !dbg !112

b35:                                              ; preds = %b33
  %t87 = tail call double @llvm.fabs.f64(double %t16), !dbg !82
  %t88 = fcmp ogt double %t87, 0x7FEFFFFFFFFFFFFF, !dbg !83
  br i1 %t88, label %b54, label %b37, !dbg !113

b37:                                              ; preds = %b35
  %t89 = fcmp olt double %t16, 0.000000e+00, !dbg !114
  %t90 = select i1 %t89, double %t17, double %t16, !dbg !114
  %t92 = fcmp ult double %t90, 0x41C0000000000000, !dbg !115
  br i1 %t92, label %b51, label %b40, !dbg !115

b40:                                              ; preds = %b37
  %t93 = bitcast double %t90 to i64, !dbg !116
  %t94 = lshr i64 %t93, 52, !dbg !119
  %t95 = and i64 %t94, 2047, !dbg !120
  %t99 = and i64 %t93, -9218868437227405313, !dbg !121
  %t100 = or i64 %t99, 4503599627370496, !dbg !122
  %t101 = add nsw i64 %t95, -1014, !dbg !123
  %t103 = lshr i64 %t101, 6, !dbg !124
  %t104 = and i64 %t101, 63, !dbg !125
  %t106 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t103, !dbg !126
  %.22 = load i64, ptr addrspace(4) %t106, align 8, !dbg !126
  %.25 = shl i64 %.22, %t104, !dbg !127
  %t109 = add nuw nsw i64 %t103, 1, !dbg !128
  %t111 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t109, !dbg !129
  %.26 = load i64, ptr addrspace(4) %t111, align 8, !dbg !129
  %t113 = sub nsw i64 54, %t94, !dbg !130
  %.27 = icmp eq i64 %t104, 0, !dbg !131
  %.28 = and i64 %t113, 63, !dbg !131
  %.29 = lshr i64 %.26, %.28, !dbg !131
  %t114 = select i1 %.27, i64 0, i64 %.29, !dbg !131
  %t115 = or i64 %t114, %.25, !dbg !132
  %.33 = shl i64 %.26, %t104, !dbg !133
  %t118 = add nuw nsw i64 %t103, 2, !dbg !134
  %t120 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t118, !dbg !135
  %.34 = load i64, ptr addrspace(4) %t120, align 8, !dbg !135
  %.37 = lshr i64 %.34, %.28, !dbg !136
  %t122 = select i1 %.27, i64 0, i64 %.37, !dbg !136
  %t123 = or i64 %t122, %.33, !dbg !137
  %.41 = shl i64 %.34, %t104, !dbg !138
  %t126 = add nuw nsw i64 %t103, 3, !dbg !139
  %t128 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t126, !dbg !140
  %.42 = load i64, ptr addrspace(4) %t128, align 8, !dbg !140
  %.45 = lshr i64 %.42, %.28, !dbg !141
  %t130 = select i1 %.27, i64 0, i64 %.45, !dbg !141
  %t131 = or i64 %t130, %.41, !dbg !142
  %t132 = and i64 %t131, 4294967295, !dbg !143
  %t133 = lshr i64 %t131, 32, !dbg !146
  %t134 = and i64 %t93, 4294967295, !dbg !147
  %t135 = lshr i64 %t100, 32, !dbg !148
  %t136 = mul nuw i64 %t132, %t134, !dbg !149
  %t137 = mul nuw i64 %t133, %t134, !dbg !150
  %t138 = lshr i64 %t136, 32, !dbg !151
  %t139 = add nuw i64 %t138, %t137, !dbg !152
  %t140 = and i64 %t139, 4294967295, !dbg !153
  %t141 = lshr i64 %t139, 32, !dbg !154
  %t142 = mul nuw i64 %t132, %t135, !dbg !155
  %t143 = add nuw i64 %t140, %t142, !dbg !156
  %t144 = mul nuw i64 %t133, %t135, !dbg !157
  %t145 = add nuw i64 %t141, %t144, !dbg !158
  %t146 = lshr i64 %t143, 32, !dbg !159
  %t147 = add nuw i64 %t145, %t146, !dbg !160
  %t148 = and i64 %t123, 4294967295, !dbg !143
  %t149 = lshr i64 %t123, 32, !dbg !146
  %t150 = mul nuw i64 %t148, %t134, !dbg !149
  %t151 = mul nuw i64 %t149, %t134, !dbg !150
  %t152 = lshr i64 %t150, 32, !dbg !151
  %t153 = add nuw i64 %t152, %t151, !dbg !152
  %t154 = and i64 %t153, 4294967295, !dbg !153
  %t155 = lshr i64 %t153, 32, !dbg !154
  %t156 = mul nuw i64 %t148, %t135, !dbg !155
  %t157 = add nuw i64 %t154, %t156, !dbg !156
  %t158 = mul nuw i64 %t149, %t135, !dbg !157
  %t160 = lshr i64 %t157, 32, !dbg !159
  %t162 = mul i64 %t123, %t100, !dbg !161
  %t163 = mul i64 %t115, %t100, !dbg !162
  %t164 = add i64 %t147, %t162, !dbg !163
  %t165 = and i64 %t147, %t162, !dbg !164
  %t166 = or i64 %t147, %t162, !dbg !165
  %.46 = xor i64 %t164, -1, !dbg !166
  %t167 = and i64 %t166, %.46, !dbg !166
  %t168 = or i64 %t167, %t165, !dbg !167
  %t169 = lshr i64 %t168, 63, !dbg !168
  %t159 = add i64 %t158, %t163, !dbg !158
  %t161 = add i64 %t159, %t155, !dbg !160
  %t170 = add i64 %t161, %t160, !dbg !163
  %t171 = add i64 %t170, %t169, !dbg !169
  %t172 = lshr i64 %t171, 61, !dbg !170
  %t175 = tail call i64 @llvm.fshl.i64(i64 %t171, i64 %t164, i64 3), !dbg !171
  %.47 = tail call i64 @llvm.ctlz.i64(i64 %t175, i1 false), !dbg !172, !range !173
  %t179 = add nuw nsw i64 %.47, 1, !dbg !174
  %.48 = icmp ult i64 %t175, 2, !dbg !175
  %.49 = and i64 %t179, 63, !dbg !175
  %.50 = shl i64 %t175, %.49, !dbg !175
  %t181 = select i1 %.48, i64 2, i64 %.50, !dbg !175
  %t182 = sub nsw i64 63, %.47, !dbg !176
  %.51 = icmp eq i64 %t175, 0, !dbg !177
  %.52 = and i64 %t182, 63, !dbg !177
  %.53 = lshr i64 %t164, %.52, !dbg !177
  %t183 = select i1 %.51, i64 0, i64 %.53, !dbg !177
  %t184 = or i64 %t181, %t183, !dbg !178
  %t185 = lshr i64 %t184, 12, !dbg !179
  %.neg = mul nsw i64 %.47, -4503599627370496, !dbg !180
  %t186 = add nsw i64 %.neg, 4602678819172646912, !dbg !180
  %t187 = or i64 %t185, %t186, !dbg !181
  %t188 = bitcast i64 %t187 to double, !dbg !182
  %4 = and i64 %t171, 2305843009213693952, !dbg !183
  %t190.not = icmp eq i64 %4, 0, !dbg !183
  br i1 %t190.not, label %b42, label %b41, !dbg !183

b41:                                              ; preds = %b40
  %t191 = add nuw nsw i64 %t172, 1, !dbg !184
  %t192 = and i64 %t191, 7, !dbg !185
  %t193 = fadd double %t188, -1.000000e+00, !dbg !186
  br label %b42, !dbg !186

b42:                                              ; preds = %b41, %b40
  %t194 = phi i64 [ %t172, %b40 ], [ %t192, %b41 ]
  %t195 = phi double [ %t188, %b40 ], [ %t193, %b41 ]
  %t196 = fmul double %t195, 0x3FE921FB54442D18, !dbg !187
  br label %b43, !dbg !188

b43:                                              ; preds = %b51, %b42
  %t197 = phi i64 [ %t194, %b42 ], [ %t235, %b51 ]
  %t198 = phi double [ %t196, %b42 ], [ %t239, %b51 ]
  %t199 = icmp ugt i64 %t197, 3, !dbg !189
  %t201 = add nsw i64 %t197, -4, !dbg !190
  %spec.select = xor i1 %t89, %t199, !dbg !189
  %spec.select3 = select i1 %t199, i64 %t201, i64 %t197, !dbg !189
  %t204 = fmul double %t198, %t198, !dbg !191
  %t203.off = add nsw i64 %spec.select3, -1, !dbg !192
  %switch = icmp ult i64 %t203.off, 2, !dbg !192
  br i1 %switch, label %b46, label %b47, !dbg !192

b46:                                              ; preds = %b43
  %t208 = tail call double @llvm.fma.f64(double %t204, double -5.000000e-01, double 1.000000e+00), !dbg !193
  br label %b47, !dbg !194

b47:                                              ; preds = %b43, %b46
  %t209 = phi double [ %t204, %b46 ], [ %t198, %b43 ]
  %t210 = phi double [ 0xBDA8FA49A0861A9B, %b46 ], [ 0x3DE5D8FD1FD19CCD, %b43 ]
  %t211 = phi double [ 0x3E21EE9D7B4E3F05, %b46 ], [ 0xBE5AE5E5A9291F5D, %b43 ]
  %t212 = phi double [ 0xBE927E4F7EAC4BC6, %b46 ], [ 0x3EC71DE3567D48A1, %b43 ]
  %t213 = phi double [ 0x3EFA01A019C844F5, %b46 ], [ 0xBF2A01A019BFDF03, %b43 ]
  %t214 = phi double [ 0xBF56C16C16C14F91, %b46 ], [ 0x3F8111111110F7D0, %b43 ]
  %t215 = phi double [ 0x3FA555555555554B, %b46 ], [ 0xBFC5555555555548, %b43 ]
  %t216 = phi double [ %t208, %b46 ], [ %t198, %b43 ]
  %t217 = fmul double %t204, %t209, !dbg !195
  %t218 = tail call double @llvm.fma.f64(double %t210, double %t204, double %t211), !dbg !196
  %t219 = tail call double @llvm.fma.f64(double %t218, double %t204, double %t212), !dbg !197
  %t220 = tail call double @llvm.fma.f64(double %t219, double %t204, double %t213), !dbg !198
  %t221 = tail call double @llvm.fma.f64(double %t220, double %t204, double %t214), !dbg !199
  %t222 = tail call double @llvm.fma.f64(double %t221, double %t204, double %t215), !dbg !200
  %t223 = tail call double @llvm.fma.f64(double %t217, double %t222, double %t216), !dbg !194
  %t224 = fneg double %t223
  %spec.select2 = select i1 %spec.select, double %t224, double %t223, !dbg !201
  br label %b54, !dbg !202

b51:                                              ; preds = %b37
  %t226 = fmul double %t90, 0x3FF45F306DC9C883, !dbg !203
  %.54 = fptosi double %t226 to i64, !dbg !204
  %t228 = uitofp i64 %.54 to double, !dbg !205
  %t229 = and i64 %.54, 1, !dbg !206
  %t230.not = icmp eq i64 %t229, 0, !dbg !207
  %t232 = fadd double %t228, 1.000000e+00, !dbg !208
  %not.t230.not = xor i1 %t230.not, true, !dbg !207
  %t231 = zext i1 %not.t230.not to i64, !dbg !207
  %spec.select4 = add i64 %t231, %.54, !dbg !207
  %spec.select5 = select i1 %t230.not, double %t228, double %t232, !dbg !207
  %t235 = and i64 %spec.select4, 7, !dbg !209
  %t236 = fneg double %spec.select5, !dbg !210
  %t237 = tail call double @llvm.fma.f64(double %t236, double 0x3FE921FB40000000, double %t90), !dbg !210
  %t238 = tail call double @llvm.fma.f64(double %t236, double 0x3E64442D00000000, double %t237), !dbg !211
  %t239 = tail call double @llvm.fma.f64(double %t236, double 0x3CE8469898CC5170, double %t238), !dbg !212
  br label %b43, !dbg !212

b54:                                              ; preds = %b35, %b33, %b47
  %t240 = phi double [ %spec.select2, %b47 ], [ %t16, %b33 ], [ 0x7FF8000000000001, %b35 ]
  %t241 = fmul double %t83, %t240, !dbg !213
  %t242 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t1211, !dbg !46
  store double %t241, ptr addrspace(1) %t242, align 8, !dbg !46
  %t243 = add i64 %t1211, %t11, !dbg !46
  %t13 = icmp slt i64 %t243, %a0, !dbg !46
  br i1 %t13, label %b2, label %b55, !dbg !46

b55:                                              ; preds = %b54, %entry
  ret void, !dbg !46
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eExpSin_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #2 !dbg !214 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !215
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !215
  %t2 = sext i32 %.1 to i64, !dbg !215
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !215
  %t4 = sext i32 %.2 to i64, !dbg !215
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !215
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !215
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !215, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !215
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !215
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !215, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !215
  %.15 = add i32 %.14, %.9, !dbg !215
  %.16 = udiv i32 %.15, %.6, !dbg !215
  %t8 = sext i32 %.16 to i64, !dbg !215
  %t9 = mul nsw i64 %t6, %t4, !dbg !215
  %t10 = add nsw i64 %t9, %t2, !dbg !215
  %t11 = mul nsw i64 %t8, %t6, !dbg !215
  %t12 = icmp sgt i64 %a1, 7, !dbg !215
  %t14 = icmp sgt i64 %a1, 6, !dbg !215
  %t16 = icmp sgt i64 %a1, 5, !dbg !215
  %t18 = icmp sgt i64 %a1, 4, !dbg !215
  %t20 = icmp sgt i64 %a1, 3, !dbg !215
  %t22 = icmp sgt i64 %a1, 2, !dbg !215
  %t24 = icmp sgt i64 %a1, 1, !dbg !215
  %t26 = icmp sgt i64 %a1, 0, !dbg !215
  %t2810 = icmp slt i64 %t10, %a0, !dbg !215
  br i1 %t2810, label %b2, label %b71, !dbg !215

b2:                                               ; preds = %entry, %b70
  %t2711 = phi i64 [ %t346, %b70 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !215

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t2711, %a9, !dbg !215
  %t32 = mul i64 %t30, %a9, !dbg !215
  %t33 = sub nuw i64 %t2711, %t32, !dbg !215
  %t34 = mul i64 %t33, %a19, !dbg !215
  %t35 = mul i64 %t33, %a28, !dbg !215
  br label %b4, !dbg !215

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t2711, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !215

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !215
  %t42 = mul i64 %t40, %a8, !dbg !215
  %t43 = sub i64 %t36, %t42, !dbg !215
  %t44 = mul i64 %t43, %a18, !dbg !215
  %t45 = add i64 %t44, %t37, !dbg !215
  %t46 = mul i64 %t43, %a27, !dbg !215
  %t47 = add i64 %t46, %t38, !dbg !215
  br label %b6, !dbg !215

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !215

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !215
  %t54 = mul i64 %t52, %a7, !dbg !215
  %t55 = sub i64 %t48, %t54, !dbg !215
  %t56 = mul i64 %t55, %a17, !dbg !215
  %t57 = add i64 %t56, %t49, !dbg !215
  %t58 = mul i64 %t55, %a26, !dbg !215
  %t59 = add i64 %t58, %t50, !dbg !215
  br label %b8, !dbg !215

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !215

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !215
  %t66 = mul i64 %t64, %a6, !dbg !215
  %t67 = sub i64 %t60, %t66, !dbg !215
  %t68 = mul i64 %t67, %a16, !dbg !215
  %t69 = add i64 %t68, %t61, !dbg !215
  %t70 = mul i64 %t67, %a25, !dbg !215
  %t71 = add i64 %t70, %t62, !dbg !215
  br label %b10, !dbg !215

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !215

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !215
  %t78 = mul i64 %t76, %a5, !dbg !215
  %t79 = sub i64 %t72, %t78, !dbg !215
  %t80 = mul i64 %t79, %a15, !dbg !215
  %t81 = add i64 %t80, %t73, !dbg !215
  %t82 = mul i64 %t79, %a24, !dbg !215
  %t83 = add i64 %t82, %t74, !dbg !215
  br label %b12, !dbg !215

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !215

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !215
  %t90 = mul i64 %t88, %a4, !dbg !215
  %t91 = sub i64 %t84, %t90, !dbg !215
  %t92 = mul i64 %t91, %a14, !dbg !215
  %t93 = add i64 %t92, %t85, !dbg !215
  %t94 = mul i64 %t91, %a23, !dbg !215
  %t95 = add i64 %t94, %t86, !dbg !215
  br label %b14, !dbg !215

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !215

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !215
  %t102 = mul i64 %t100, %a3, !dbg !215
  %t103 = sub i64 %t96, %t102, !dbg !215
  %t104 = mul i64 %t103, %a13, !dbg !215
  %t105 = add i64 %t104, %t97, !dbg !215
  %t106 = mul i64 %t103, %a22, !dbg !215
  %t107 = add i64 %t106, %t98, !dbg !215
  br label %b16, !dbg !215

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !215

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !215
  %t112 = add i64 %t109, %t111, !dbg !215
  %t113 = mul i64 %t108, %a21, !dbg !215
  %t114 = add i64 %t110, %t113, !dbg !215
  br label %b18, !dbg !215

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !215

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t115, !dbg !215
  %.17 = load double, ptr addrspace(1) %t117, align 8, !dbg !215
  br label %b20, !dbg !215

b20:                                              ; preds = %b19, %b18
  %t119 = phi double [ %.17, %b19 ], [ %a11, %b18 ]
  %t120 = fneg double %t119, !dbg !216
  %t121 = fmul double %t119, %t120, !dbg !217
  %t122 = fcmp uno double %t121, 0.000000e+00, !dbg !218
  br i1 %t122, label %b49, label %b22, !dbg !220

b22:                                              ; preds = %b20
  %t123 = fcmp ogt double %t121, 0x40862E42FEFA39EF, !dbg !222
  br i1 %t123, label %b49, label %b24, !dbg !222

b24:                                              ; preds = %b22
  %t124 = fcmp olt double %t121, 0xC0874910D52D3051, !dbg !223
  br i1 %t124, label %b49, label %b26, !dbg !223

b26:                                              ; preds = %b24
  %t125 = fcmp ogt double %t121, 0xBE30000000000000, !dbg !224
  %t126 = fcmp olt double %t121, 0x3E30000000000000, !dbg !225
  %t127 = and i1 %t125, %t126, !dbg !225
  br i1 %t127, label %b27, label %b28, !dbg !224

b27:                                              ; preds = %b26
  %t128 = fadd double %t121, 1.000000e+00, !dbg !226
  br label %b49, !dbg !227

b28:                                              ; preds = %b26
  %t129 = fcmp olt double %t121, 0.000000e+00, !dbg !228
  br i1 %t129, label %b29, label %b47, !dbg !228

b29:                                              ; preds = %b28
  %t130 = tail call double @llvm.fma.f64(double %t121, double 0x3FF71547652B82FE, double -5.000000e-01), !dbg !229
  %.18 = fptosi double %t130 to i64, !dbg !230
  br label %b30, !dbg !230

b30:                                              ; preds = %b48, %b47, %b29
  %t132 = phi i64 [ %.18, %b29 ], [ 0, %b47 ], [ %.20, %b48 ]
  %t133 = sitofp i64 %t132 to double, !dbg !231
  %t134 = fneg double %t133, !dbg !232
  %t135 = tail call double @llvm.fma.f64(double %t134, double 0x3FE62E42FEE00000, double %t121), !dbg !232
  %t136 = fmul double %t133, 0x3DEA39EF35793C76, !dbg !233
  %t137 = fsub double %t135, %t136, !dbg !234
  %t138 = fmul double %t137, %t137, !dbg !235
  %t139 = tail call double @llvm.fma.f64(double %t138, double 0x3E66376972BEA4D0, double 0xBEBBBD41C5D26BF1), !dbg !236
  %t140 = tail call double @llvm.fma.f64(double %t138, double %t139, double 0x3F11566AAF25DE2C), !dbg !237
  %t141 = tail call double @llvm.fma.f64(double %t138, double %t140, double 0xBF66C16C16BEBD93), !dbg !238
  %t142 = tail call double @llvm.fma.f64(double %t138, double %t141, double 0x3FC5555555555555), !dbg !239
  %t143 = fneg double %t138, !dbg !240
  %t144 = tail call double @llvm.fma.f64(double %t143, double %t142, double %t137), !dbg !240
  %t145 = fmul double %t137, %t144, !dbg !241
  %t146 = fsub double 2.000000e+00, %t144, !dbg !242
  %t147 = fdiv double %t145, %t146, !dbg !243
  %t148 = fsub double %t136, %t147, !dbg !244
  %0 = fsub double %t135, %t148, !dbg !245
  %t150 = fadd double %0, 1.000000e+00, !dbg !245
  %t151 = fcmp oeq double %t150, 0.000000e+00, !dbg !246
  br i1 %t151, label %b49, label %b32, !dbg !246

b32:                                              ; preds = %b30
  %t152 = tail call double @llvm.fabs.f64(double %t150), !dbg !248
  %t153 = fcmp ogt double %t152, 0x7FEFFFFFFFFFFFFF, !dbg !249
  %t154 = fcmp uno double %t150, 0.000000e+00, !dbg !218
  %t155 = or i1 %t154, %t153, !dbg !250
  br i1 %t155, label %b49, label %b34, !dbg !251

b34:                                              ; preds = %b32
  %t156 = fcmp olt double %t152, 0x10000000000000, !dbg !252
  %t157 = fmul double %t150, 0x4330000000000000, !dbg !252
  %t158 = select i1 %t156, double %t157, double %t150, !dbg !252
  %t159 = select i1 %t156, i64 -52, i64 0, !dbg !252
  %t161 = bitcast double %t158 to i64, !dbg !253
  %t162 = lshr i64 %t161, 52, !dbg !254
  %t164 = and i64 %t162, 2047, !dbg !255
  %t165 = add i64 %t132, -1023, !dbg !256
  %t160 = add i64 %t165, %t159, !dbg !257
  %t166 = add i64 %t160, %t164, !dbg !258
  %t167 = icmp slt i64 %t166, -1075, !dbg !259
  br i1 %t167, label %b38, label %b39, !dbg !259

b38:                                              ; preds = %b34
  %t168 = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t158), !dbg !260
  br label %b49, !dbg !261

b39:                                              ; preds = %b34
  %t169 = icmp sgt i64 %t166, 1023, !dbg !262
  br i1 %t169, label %b40, label %b43, !dbg !262

b40:                                              ; preds = %b39
  %t170 = fcmp olt double %t158, 0.000000e+00, !dbg !263
  %. = select i1 %t170, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !264
  br label %b49, !dbg !264

b43:                                              ; preds = %b39
  %t171 = icmp slt i64 %t166, -1022, !dbg !265
  %spec.select1 = select i1 %t171, double 0x3CA0000000000000, double 1.000000e+00, !dbg !265
  %t175 = and i64 %t161, -9218868437227405313, !dbg !266
  %1 = shl nsw i64 %t166, 52, !dbg !267
  %2 = add i64 %1, 238690780250636288, !dbg !267
  %t176 = select i1 %t171, i64 %2, i64 %1, !dbg !267
  %t178 = add i64 %t176, 4607182418800017408, !dbg !267
  %t179 = or i64 %t178, %t175, !dbg !268
  %t180 = bitcast i64 %t179 to double, !dbg !269
  %t181 = fmul double %spec.select1, %t180, !dbg !270
  br label %b49, !dbg !271

b47:                                              ; preds = %b28
  %t183 = fcmp ogt double %t121, 0.000000e+00, !dbg !272
  br i1 %t183, label %b48, label %b30, !dbg !272

b48:                                              ; preds = %b47
  %t184 = tail call double @llvm.fma.f64(double %t121, double 0x3FF71547652B82FE, double 5.000000e-01), !dbg !273
  %.20 = fptosi double %t184 to i64, !dbg !274
  br label %b30, !dbg !274

b49:                                              ; preds = %b38, %b43, %b30, %b32, %b40, %b24, %b22, %b20, %b27
  %t186 = phi double [ %t128, %b27 ], [ %t121, %b20 ], [ 0x7FF0000000000000, %b22 ], [ 0.000000e+00, %b24 ], [ %t168, %b38 ], [ %t181, %b43 ], [ %t150, %b30 ], [ %t150, %b32 ], [ %., %b40 ]
  %3 = fcmp ueq double %t119, 0.000000e+00, !dbg !275
  br i1 %3, label %b70, label %b51, !dbg !277

b51:                                              ; preds = %b49
  %t190 = tail call double @llvm.fabs.f64(double %t119), !dbg !248
  %t191 = fcmp ogt double %t190, 0x7FEFFFFFFFFFFFFF, !dbg !249
  br i1 %t191, label %b70, label %b53, !dbg !278

b53:                                              ; preds = %b51
  %t192 = fcmp olt double %t119, 0.000000e+00, !dbg !279
  %t193 = select i1 %t192, double %t120, double %t119, !dbg !279
  %t195 = fcmp ult double %t193, 0x41C0000000000000, !dbg !280
  br i1 %t195, label %b67, label %b56, !dbg !280

b56:                                              ; preds = %b53
  %t196 = bitcast double %t193 to i64, !dbg !281
  %t197 = lshr i64 %t196, 52, !dbg !283
  %t198 = and i64 %t197, 2047, !dbg !284
  %t202 = and i64 %t196, -9218868437227405313, !dbg !285
  %t203 = or i64 %t202, 4503599627370496, !dbg !286
  %t204 = add nsw i64 %t198, -1014, !dbg !287
  %t206 = lshr i64 %t204, 6, !dbg !288
  %t207 = and i64 %t204, 63, !dbg !289
  %t209 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t206, !dbg !290
  %.22 = load i64, ptr addrspace(4) %t209, align 8, !dbg !290
  %.25 = shl i64 %.22, %t207, !dbg !291
  %t212 = add nuw nsw i64 %t206, 1, !dbg !292
  %t214 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t212, !dbg !293
  %.26 = load i64, ptr addrspace(4) %t214, align 8, !dbg !293
  %t216 = sub nsw i64 54, %t197, !dbg !294
  %.27 = icmp eq i64 %t207, 0, !dbg !295
  %.28 = and i64 %t216, 63, !dbg !295
  %.29 = lshr i64 %.26, %.28, !dbg !295
  %t217 = select i1 %.27, i64 0, i64 %.29, !dbg !295
  %t218 = or i64 %t217, %.25, !dbg !296
  %.33 = shl i64 %.26, %t207, !dbg !297
  %t221 = add nuw nsw i64 %t206, 2, !dbg !298
  %t223 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t221, !dbg !299
  %.34 = load i64, ptr addrspace(4) %t223, align 8, !dbg !299
  %.37 = lshr i64 %.34, %.28, !dbg !300
  %t225 = select i1 %.27, i64 0, i64 %.37, !dbg !300
  %t226 = or i64 %t225, %.33, !dbg !301
  %.41 = shl i64 %.34, %t207, !dbg !302
  %t229 = add nuw nsw i64 %t206, 3, !dbg !303
  %t231 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t229, !dbg !304
  %.42 = load i64, ptr addrspace(4) %t231, align 8, !dbg !304
  %.45 = lshr i64 %.42, %.28, !dbg !305
  %t233 = select i1 %.27, i64 0, i64 %.45, !dbg !305
  %t234 = or i64 %t233, %.41, !dbg !306
  %t235 = and i64 %t234, 4294967295, !dbg !307
  %t236 = lshr i64 %t234, 32, !dbg !309
  %t237 = and i64 %t196, 4294967295, !dbg !310
  %t238 = lshr i64 %t203, 32, !dbg !311
  %t239 = mul nuw i64 %t235, %t237, !dbg !312
  %t240 = mul nuw i64 %t236, %t237, !dbg !313
  %t241 = lshr i64 %t239, 32, !dbg !314
  %t242 = add nuw i64 %t241, %t240, !dbg !315
  %t243 = and i64 %t242, 4294967295, !dbg !316
  %t244 = lshr i64 %t242, 32, !dbg !317
  %t245 = mul nuw i64 %t235, %t238, !dbg !318
  %t246 = add nuw i64 %t243, %t245, !dbg !319
  %t247 = mul nuw i64 %t236, %t238, !dbg !320
  %t248 = add nuw i64 %t244, %t247, !dbg !321
  %t249 = lshr i64 %t246, 32, !dbg !322
  %t250 = add nuw i64 %t248, %t249, !dbg !323
  %t251 = and i64 %t226, 4294967295, !dbg !307
  %t252 = lshr i64 %t226, 32, !dbg !309
  %t253 = mul nuw i64 %t251, %t237, !dbg !312
  %t254 = mul nuw i64 %t252, %t237, !dbg !313
  %t255 = lshr i64 %t253, 32, !dbg !314
  %t256 = add nuw i64 %t255, %t254, !dbg !315
  %t257 = and i64 %t256, 4294967295, !dbg !316
  %t258 = lshr i64 %t256, 32, !dbg !317
  %t259 = mul nuw i64 %t251, %t238, !dbg !318
  %t260 = add nuw i64 %t257, %t259, !dbg !319
  %t261 = mul nuw i64 %t252, %t238, !dbg !320
  %t263 = lshr i64 %t260, 32, !dbg !322
  %t265 = mul i64 %t226, %t203, !dbg !324
  %t266 = mul i64 %t218, %t203, !dbg !325
  %t267 = add i64 %t250, %t265, !dbg !326
  %t268 = and i64 %t250, %t265, !dbg !327
  %t269 = or i64 %t250, %t265, !dbg !328
  %.46 = xor i64 %t267, -1, !dbg !329
  %t270 = and i64 %t269, %.46, !dbg !329
  %t271 = or i64 %t270, %t268, !dbg !330
  %t272 = lshr i64 %t271, 63, !dbg !331
  %t262 = add i64 %t261, %t266, !dbg !321
  %t264 = add i64 %t262, %t258, !dbg !323
  %t273 = add i64 %t264, %t263, !dbg !326
  %t274 = add i64 %t273, %t272, !dbg !332
  %t275 = lshr i64 %t274, 61, !dbg !333
  %t278 = tail call i64 @llvm.fshl.i64(i64 %t274, i64 %t267, i64 3), !dbg !334
  %.47 = tail call i64 @llvm.ctlz.i64(i64 %t278, i1 false), !dbg !335, !range !173
  %t282 = add nuw nsw i64 %.47, 1, !dbg !336
  %.48 = icmp ult i64 %t278, 2, !dbg !337
  %.49 = and i64 %t282, 63, !dbg !337
  %.50 = shl i64 %t278, %.49, !dbg !337
  %t284 = select i1 %.48, i64 2, i64 %.50, !dbg !337
  %t285 = sub nsw i64 63, %.47, !dbg !338
  %.51 = icmp eq i64 %t278, 0, !dbg !339
  %.52 = and i64 %t285, 63, !dbg !339
  %.53 = lshr i64 %t267, %.52, !dbg !339
  %t286 = select i1 %.51, i64 0, i64 %.53, !dbg !339
  %t287 = or i64 %t284, %t286, !dbg !340
  %t288 = lshr i64 %t287, 12, !dbg !341
  %.neg = mul nsw i64 %.47, -4503599627370496, !dbg !342
  %t289 = add nsw i64 %.neg, 4602678819172646912, !dbg !342
  %t290 = or i64 %t288, %t289, !dbg !343
  %t291 = bitcast i64 %t290 to double, !dbg !344
  %4 = and i64 %t274, 2305843009213693952, !dbg !345
  %t293.not = icmp eq i64 %4, 0, !dbg !345
  br i1 %t293.not, label %b58, label %b57, !dbg !345

b57:                                              ; preds = %b56
  %t294 = add nuw nsw i64 %t275, 1, !dbg !346
  %t295 = and i64 %t294, 7, !dbg !347
  %t296 = fadd double %t291, -1.000000e+00, !dbg !348
  br label %b58, !dbg !348

b58:                                              ; preds = %b57, %b56
  %t297 = phi i64 [ %t275, %b56 ], [ %t295, %b57 ]
  %t298 = phi double [ %t291, %b56 ], [ %t296, %b57 ]
  %t299 = fmul double %t298, 0x3FE921FB54442D18, !dbg !349
  br label %b59, !dbg !350

b59:                                              ; preds = %b67, %b58
  %t300 = phi i64 [ %t297, %b58 ], [ %t338, %b67 ]
  %t301 = phi double [ %t299, %b58 ], [ %t342, %b67 ]
  %t302 = icmp ugt i64 %t300, 3, !dbg !351
  %t304 = add nsw i64 %t300, -4, !dbg !352
  %spec.select = xor i1 %t192, %t302, !dbg !351
  %spec.select3 = select i1 %t302, i64 %t304, i64 %t300, !dbg !351
  %t307 = fmul double %t301, %t301, !dbg !353
  %t306.off = add nsw i64 %spec.select3, -1, !dbg !354
  %switch = icmp ult i64 %t306.off, 2, !dbg !354
  br i1 %switch, label %b62, label %b63, !dbg !354

b62:                                              ; preds = %b59
  %t311 = tail call double @llvm.fma.f64(double %t307, double -5.000000e-01, double 1.000000e+00), !dbg !355
  br label %b63, !dbg !356

b63:                                              ; preds = %b59, %b62
  %t312 = phi double [ %t307, %b62 ], [ %t301, %b59 ]
  %t313 = phi double [ 0xBDA8FA49A0861A9B, %b62 ], [ 0x3DE5D8FD1FD19CCD, %b59 ]
  %t314 = phi double [ 0x3E21EE9D7B4E3F05, %b62 ], [ 0xBE5AE5E5A9291F5D, %b59 ]
  %t315 = phi double [ 0xBE927E4F7EAC4BC6, %b62 ], [ 0x3EC71DE3567D48A1, %b59 ]
  %t316 = phi double [ 0x3EFA01A019C844F5, %b62 ], [ 0xBF2A01A019BFDF03, %b59 ]
  %t317 = phi double [ 0xBF56C16C16C14F91, %b62 ], [ 0x3F8111111110F7D0, %b59 ]
  %t318 = phi double [ 0x3FA555555555554B, %b62 ], [ 0xBFC5555555555548, %b59 ]
  %t319 = phi double [ %t311, %b62 ], [ %t301, %b59 ]
  %t320 = fmul double %t307, %t312, !dbg !357
  %t321 = tail call double @llvm.fma.f64(double %t313, double %t307, double %t314), !dbg !358
  %t322 = tail call double @llvm.fma.f64(double %t321, double %t307, double %t315), !dbg !359
  %t323 = tail call double @llvm.fma.f64(double %t322, double %t307, double %t316), !dbg !360
  %t324 = tail call double @llvm.fma.f64(double %t323, double %t307, double %t317), !dbg !361
  %t325 = tail call double @llvm.fma.f64(double %t324, double %t307, double %t318), !dbg !362
  %t326 = tail call double @llvm.fma.f64(double %t320, double %t325, double %t319), !dbg !356
  %t327 = fneg double %t326
  %spec.select2 = select i1 %spec.select, double %t327, double %t326, !dbg !363
  br label %b70, !dbg !364

b67:                                              ; preds = %b53
  %t329 = fmul double %t193, 0x3FF45F306DC9C883, !dbg !365
  %.54 = fptosi double %t329 to i64, !dbg !366
  %t331 = uitofp i64 %.54 to double, !dbg !367
  %t332 = and i64 %.54, 1, !dbg !368
  %t333.not = icmp eq i64 %t332, 0, !dbg !369
  %t335 = fadd double %t331, 1.000000e+00, !dbg !370
  %not.t333.not = xor i1 %t333.not, true, !dbg !369
  %t334 = zext i1 %not.t333.not to i64, !dbg !369
  %spec.select4 = add i64 %t334, %.54, !dbg !369
  %spec.select5 = select i1 %t333.not, double %t331, double %t335, !dbg !369
  %t338 = and i64 %spec.select4, 7, !dbg !371
  %t339 = fneg double %spec.select5, !dbg !372
  %t340 = tail call double @llvm.fma.f64(double %t339, double 0x3FE921FB40000000, double %t193), !dbg !372
  %t341 = tail call double @llvm.fma.f64(double %t339, double 0x3E64442D00000000, double %t340), !dbg !373
  %t342 = tail call double @llvm.fma.f64(double %t339, double 0x3CE8469898CC5170, double %t341), !dbg !374
  br label %b59, !dbg !374

b70:                                              ; preds = %b51, %b49, %b63
  %t343 = phi double [ %spec.select2, %b63 ], [ %t119, %b49 ], [ 0x7FF8000000000001, %b51 ]
  %t344 = fmul double %t186, %t343, !dbg !375
  %t345 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t116, !dbg !215
  store double %t344, ptr addrspace(1) %t345, align 8, !dbg !215
  %t346 = add i64 %t2711, %t11, !dbg !215
  %t28 = icmp slt i64 %t346, %a0, !dbg !215
  br i1 %t28, label %b2, label %b71, !dbg !215

b71:                                              ; preds = %b70, %entry
  ret void, !dbg !215
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eExpSin32_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !376 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !377
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !377
  %t2 = sext i32 %.1 to i64, !dbg !377
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !377
  %t4 = sext i32 %.2 to i64, !dbg !377
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !377
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !377
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !377, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !377
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !377
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !377, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !377
  %.15 = add i32 %.14, %.9, !dbg !377
  %.16 = udiv i32 %.15, %.6, !dbg !377
  %t8 = sext i32 %.16 to i64, !dbg !377
  %t9 = mul nsw i64 %t6, %t4, !dbg !377
  %t10 = add nsw i64 %t9, %t2, !dbg !377
  %t11 = mul nsw i64 %t8, %t6, !dbg !377
  %t1310 = icmp slt i64 %t10, %a0, !dbg !377
  br i1 %t1310, label %b2, label %b55, !dbg !377

b2:                                               ; preds = %entry, %b54
  %t1211 = phi i64 [ %t248, %b54 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !377

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t1211, !dbg !377
  %.17 = load float, ptr addrspace(1) %t14, align 4, !dbg !377
  br label %b4, !dbg !377

b4:                                               ; preds = %b3, %b2
  %t16 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  %t17 = fneg float %t16, !dbg !378
  %t18 = fmul float %t16, %t17, !dbg !379
  %t19 = fpext float %t18 to double, !dbg !380
  %t20 = fcmp uno float %t18, 0.000000e+00, !dbg !381
  br i1 %t20, label %b33, label %b6, !dbg !383

b6:                                               ; preds = %b4
  %t21 = fcmp ogt double %t19, 0x40862E42FEFA39EF, !dbg !385
  br i1 %t21, label %b33, label %b8, !dbg !385

b8:                                               ; preds = %b6
  %t22 = fcmp olt double %t19, 0xC0874910D52D3051, !dbg !386
  br i1 %t22, label %b33, label %b10, !dbg !386

b10:                                              ; preds = %b8
  %t23 = fcmp ogt float %t18, 0xBE30000000000000, !dbg !387
  %t24 = fcmp olt float %t18, 0x3E30000000000000, !dbg !388
  %t25 = and i1 %t23, %t24, !dbg !388
  br i1 %t25, label %b11, label %b12, !dbg !387

b11:                                              ; preds = %b10
  %t26 = fadd double %t19, 1.000000e+00, !dbg !389
  br label %b33, !dbg !390

b12:                                              ; preds = %b10
  %t27 = fcmp olt float %t18, 0.000000e+00, !dbg !391
  br i1 %t27, label %b13, label %b31, !dbg !391

b13:                                              ; preds = %b12
  %t28 = tail call double @llvm.fma.f64(double %t19, double 0x3FF71547652B82FE, double -5.000000e-01), !dbg !392
  %.18 = fptosi double %t28 to i64, !dbg !393
  br label %b14, !dbg !393

b14:                                              ; preds = %b32, %b31, %b13
  %t30 = phi i64 [ %.18, %b13 ], [ 0, %b31 ], [ %.20, %b32 ]
  %t31 = sitofp i64 %t30 to double, !dbg !394
  %t32 = fneg double %t31, !dbg !395
  %t33 = tail call double @llvm.fma.f64(double %t32, double 0x3FE62E42FEE00000, double %t19), !dbg !395
  %t34 = fmul double %t31, 0x3DEA39EF35793C76, !dbg !396
  %t35 = fsub double %t33, %t34, !dbg !397
  %t36 = fmul double %t35, %t35, !dbg !398
  %t37 = tail call double @llvm.fma.f64(double %t36, double 0x3E66376972BEA4D0, double 0xBEBBBD41C5D26BF1), !dbg !399
  %t38 = tail call double @llvm.fma.f64(double %t36, double %t37, double 0x3F11566AAF25DE2C), !dbg !400
  %t39 = tail call double @llvm.fma.f64(double %t36, double %t38, double 0xBF66C16C16BEBD93), !dbg !401
  %t40 = tail call double @llvm.fma.f64(double %t36, double %t39, double 0x3FC5555555555555), !dbg !402
  %t41 = fneg double %t36, !dbg !403
  %t42 = tail call double @llvm.fma.f64(double %t41, double %t40, double %t35), !dbg !403
  %t43 = fmul double %t35, %t42, !dbg !404
  %t44 = fsub double 2.000000e+00, %t42, !dbg !405
  %t45 = fdiv double %t43, %t44, !dbg !406
  %t46 = fsub double %t34, %t45, !dbg !407
  %0 = fsub double %t33, %t46, !dbg !408
  %t48 = fadd double %0, 1.000000e+00, !dbg !408
  %t49 = fcmp oeq double %t48, 0.000000e+00, !dbg !409
  br i1 %t49, label %b33, label %b16, !dbg !409

b16:                                              ; preds = %b14
  %t50 = tail call double @llvm.fabs.f64(double %t48), !dbg !411
  %t51 = fcmp ogt double %t50, 0x7FEFFFFFFFFFFFFF, !dbg !412
  %t52 = fcmp uno double %t48, 0.000000e+00, !dbg !381
  %t53 = or i1 %t52, %t51, !dbg !413
  br i1 %t53, label %b33, label %b18, !dbg !414

b18:                                              ; preds = %b16
  %t54 = fcmp olt double %t50, 0x10000000000000, !dbg !415
  %t55 = fmul double %t48, 0x4330000000000000, !dbg !415
  %t56 = select i1 %t54, double %t55, double %t48, !dbg !415
  %t57 = select i1 %t54, i64 -52, i64 0, !dbg !415
  %t59 = bitcast double %t56 to i64, !dbg !416
  %t60 = lshr i64 %t59, 52, !dbg !417
  %t62 = and i64 %t60, 2047, !dbg !418
  %t63 = add i64 %t30, -1023, !dbg !419
  %t58 = add i64 %t63, %t57, !dbg !420
  %t64 = add i64 %t58, %t62, !dbg !421
  %t65 = icmp slt i64 %t64, -1075, !dbg !422
  br i1 %t65, label %b22, label %b23, !dbg !422

b22:                                              ; preds = %b18
  %t66 = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t56), !dbg !423
  br label %b33, !dbg !424

b23:                                              ; preds = %b18
  %t67 = icmp sgt i64 %t64, 1023, !dbg !425
  br i1 %t67, label %b24, label %b27, !dbg !425

b24:                                              ; preds = %b23
  %t68 = fcmp olt double %t56, 0.000000e+00, !dbg !426
  %. = select i1 %t68, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !427
  br label %b33, !dbg !427

b27:                                              ; preds = %b23
  %t69 = icmp slt i64 %t64, -1022, !dbg !428
  %spec.select1 = select i1 %t69, double 0x3CA0000000000000, double 1.000000e+00, !dbg !428
  %t73 = and i64 %t59, -9218868437227405313, !dbg !429
  %1 = shl nsw i64 %t64, 52, !dbg !430
  %2 = add i64 %1, 238690780250636288, !dbg !430
  %t74 = select i1 %t69, i64 %2, i64 %1, !dbg !430
  %t76 = add i64 %t74, 4607182418800017408, !dbg !430
  %t77 = or i64 %t76, %t73, !dbg !431
  %t78 = bitcast i64 %t77 to double, !dbg !432
  %t79 = fmul double %spec.select1, %t78, !dbg !433
  br label %b33, !dbg !434

b31:                                              ; preds = %b12
  %t81 = fcmp ogt float %t18, 0.000000e+00, !dbg !435
  br i1 %t81, label %b32, label %b14, !dbg !435

b32:                                              ; preds = %b31
  %t82 = tail call double @llvm.fma.f64(double %t19, double 0x3FF71547652B82FE, double 5.000000e-01), !dbg !436
  %.20 = fptosi double %t82 to i64, !dbg !437
  br label %b14, !dbg !437

b33:                                              ; preds = %b22, %b27, %b14, %b16, %b24, %b8, %b6, %b4, %b11
  %t84 = phi double [ %t26, %b11 ], [ %t19, %b4 ], [ 0x7FF0000000000000, %b6 ], [ 0.000000e+00, %b8 ], [ %t66, %b22 ], [ %t79, %b27 ], [ %t48, %b14 ], [ %t48, %b16 ], [ %., %b24 ]
  %t85 = fptrunc double %t84 to float, !dbg !438
  %t86 = fpext float %t16 to double, !dbg !439
  %3 = fcmp ueq float %t16, 0.000000e+00, !dbg !440
  br i1 %3, label %b54, label %b35, !dbg !442

b35:                                              ; preds = %b33
  %t90 = tail call double @llvm.fabs.f64(double %t86), !dbg !411
  %t91 = fcmp ogt double %t90, 0x7FEFFFFFFFFFFFFF, !dbg !412
  br i1 %t91, label %b54, label %b37, !dbg !443

b37:                                              ; preds = %b35
  %t92 = fcmp olt float %t16, 0.000000e+00, !dbg !444
  %t93 = fneg double %t86, !dbg !444
  %t94 = select i1 %t92, double %t93, double %t86, !dbg !444
  %t96 = fcmp ult double %t94, 0x41C0000000000000, !dbg !445
  br i1 %t96, label %b51, label %b40, !dbg !445

b40:                                              ; preds = %b37
  %t97 = bitcast double %t94 to i64, !dbg !446
  %t98 = lshr i64 %t97, 52, !dbg !448
  %t99 = and i64 %t98, 2047, !dbg !449
  %t103 = and i64 %t97, -9218868437227405313, !dbg !450
  %t104 = or i64 %t103, 4503599627370496, !dbg !451
  %t105 = add nsw i64 %t99, -1014, !dbg !452
  %t107 = lshr i64 %t105, 6, !dbg !453
  %t108 = and i64 %t105, 63, !dbg !454
  %t110 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t107, !dbg !455
  %.22 = load i64, ptr addrspace(4) %t110, align 8, !dbg !455
  %.25 = shl i64 %.22, %t108, !dbg !456
  %t113 = add nuw nsw i64 %t107, 1, !dbg !457
  %t115 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t113, !dbg !458
  %.26 = load i64, ptr addrspace(4) %t115, align 8, !dbg !458
  %t117 = sub nsw i64 54, %t98, !dbg !459
  %.27 = icmp eq i64 %t108, 0, !dbg !460
  %.28 = and i64 %t117, 63, !dbg !460
  %.29 = lshr i64 %.26, %.28, !dbg !460
  %t118 = select i1 %.27, i64 0, i64 %.29, !dbg !460
  %t119 = or i64 %t118, %.25, !dbg !461
  %.33 = shl i64 %.26, %t108, !dbg !462
  %t122 = add nuw nsw i64 %t107, 2, !dbg !463
  %t124 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t122, !dbg !464
  %.34 = load i64, ptr addrspace(4) %t124, align 8, !dbg !464
  %.37 = lshr i64 %.34, %.28, !dbg !465
  %t126 = select i1 %.27, i64 0, i64 %.37, !dbg !465
  %t127 = or i64 %t126, %.33, !dbg !466
  %.41 = shl i64 %.34, %t108, !dbg !467
  %t130 = add nuw nsw i64 %t107, 3, !dbg !468
  %t132 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t130, !dbg !469
  %.42 = load i64, ptr addrspace(4) %t132, align 8, !dbg !469
  %.45 = lshr i64 %.42, %.28, !dbg !470
  %t134 = select i1 %.27, i64 0, i64 %.45, !dbg !470
  %t135 = or i64 %t134, %.41, !dbg !471
  %t136 = and i64 %t135, 4294967295, !dbg !472
  %t137 = lshr i64 %t135, 32, !dbg !474
  %t138 = and i64 %t97, 4294967295, !dbg !475
  %t139 = lshr i64 %t104, 32, !dbg !476
  %t140 = mul nuw i64 %t136, %t138, !dbg !477
  %t141 = mul nuw i64 %t137, %t138, !dbg !478
  %t142 = lshr i64 %t140, 32, !dbg !479
  %t143 = add nuw i64 %t142, %t141, !dbg !480
  %t144 = and i64 %t143, 4294967295, !dbg !481
  %t145 = lshr i64 %t143, 32, !dbg !482
  %t146 = mul nuw i64 %t136, %t139, !dbg !483
  %t147 = add nuw i64 %t144, %t146, !dbg !484
  %t148 = mul nuw i64 %t137, %t139, !dbg !485
  %t149 = add nuw i64 %t145, %t148, !dbg !486
  %t150 = lshr i64 %t147, 32, !dbg !487
  %t151 = add nuw i64 %t149, %t150, !dbg !488
  %t152 = and i64 %t127, 4294967295, !dbg !472
  %t153 = lshr i64 %t127, 32, !dbg !474
  %t154 = mul nuw i64 %t152, %t138, !dbg !477
  %t155 = mul nuw i64 %t153, %t138, !dbg !478
  %t156 = lshr i64 %t154, 32, !dbg !479
  %t157 = add nuw i64 %t156, %t155, !dbg !480
  %t158 = and i64 %t157, 4294967295, !dbg !481
  %t159 = lshr i64 %t157, 32, !dbg !482
  %t160 = mul nuw i64 %t152, %t139, !dbg !483
  %t161 = add nuw i64 %t158, %t160, !dbg !484
  %t162 = mul nuw i64 %t153, %t139, !dbg !485
  %t164 = lshr i64 %t161, 32, !dbg !487
  %t166 = mul i64 %t127, %t104, !dbg !489
  %t167 = mul i64 %t119, %t104, !dbg !490
  %t168 = add i64 %t151, %t166, !dbg !491
  %t169 = and i64 %t151, %t166, !dbg !492
  %t170 = or i64 %t151, %t166, !dbg !493
  %.46 = xor i64 %t168, -1, !dbg !494
  %t171 = and i64 %t170, %.46, !dbg !494
  %t172 = or i64 %t171, %t169, !dbg !495
  %t173 = lshr i64 %t172, 63, !dbg !496
  %t163 = add i64 %t162, %t167, !dbg !486
  %t165 = add i64 %t163, %t159, !dbg !488
  %t174 = add i64 %t165, %t164, !dbg !491
  %t175 = add i64 %t174, %t173, !dbg !497
  %t176 = lshr i64 %t175, 61, !dbg !498
  %t179 = tail call i64 @llvm.fshl.i64(i64 %t175, i64 %t168, i64 3), !dbg !499
  %.47 = tail call i64 @llvm.ctlz.i64(i64 %t179, i1 false), !dbg !500, !range !173
  %t183 = add nuw nsw i64 %.47, 1, !dbg !501
  %.48 = icmp ult i64 %t179, 2, !dbg !502
  %.49 = and i64 %t183, 63, !dbg !502
  %.50 = shl i64 %t179, %.49, !dbg !502
  %t185 = select i1 %.48, i64 2, i64 %.50, !dbg !502
  %t186 = sub nsw i64 63, %.47, !dbg !503
  %.51 = icmp eq i64 %t179, 0, !dbg !504
  %.52 = and i64 %t186, 63, !dbg !504
  %.53 = lshr i64 %t168, %.52, !dbg !504
  %t187 = select i1 %.51, i64 0, i64 %.53, !dbg !504
  %t188 = or i64 %t185, %t187, !dbg !505
  %t189 = lshr i64 %t188, 12, !dbg !506
  %.neg = mul nsw i64 %.47, -4503599627370496, !dbg !507
  %t190 = add nsw i64 %.neg, 4602678819172646912, !dbg !507
  %t191 = or i64 %t189, %t190, !dbg !508
  %t192 = bitcast i64 %t191 to double, !dbg !509
  %4 = and i64 %t175, 2305843009213693952, !dbg !510
  %t194.not = icmp eq i64 %4, 0, !dbg !510
  br i1 %t194.not, label %b42, label %b41, !dbg !510

b41:                                              ; preds = %b40
  %t195 = add nuw nsw i64 %t176, 1, !dbg !511
  %t196 = and i64 %t195, 7, !dbg !512
  %t197 = fadd double %t192, -1.000000e+00, !dbg !513
  br label %b42, !dbg !513

b42:                                              ; preds = %b41, %b40
  %t198 = phi i64 [ %t176, %b40 ], [ %t196, %b41 ]
  %t199 = phi double [ %t192, %b40 ], [ %t197, %b41 ]
  %t200 = fmul double %t199, 0x3FE921FB54442D18, !dbg !514
  br label %b43, !dbg !515

b43:                                              ; preds = %b51, %b42
  %t201 = phi i64 [ %t198, %b42 ], [ %t239, %b51 ]
  %t202 = phi double [ %t200, %b42 ], [ %t243, %b51 ]
  %t203 = icmp ugt i64 %t201, 3, !dbg !516
  %t205 = add nsw i64 %t201, -4, !dbg !517
  %spec.select = xor i1 %t92, %t203, !dbg !516
  %spec.select3 = select i1 %t203, i64 %t205, i64 %t201, !dbg !516
  %t208 = fmul double %t202, %t202, !dbg !518
  %t207.off = add nsw i64 %spec.select3, -1, !dbg !519
  %switch = icmp ult i64 %t207.off, 2, !dbg !519
  br i1 %switch, label %b46, label %b47, !dbg !519

b46:                                              ; preds = %b43
  %t212 = tail call double @llvm.fma.f64(double %t208, double -5.000000e-01, double 1.000000e+00), !dbg !520
  br label %b47, !dbg !521

b47:                                              ; preds = %b43, %b46
  %t213 = phi double [ %t208, %b46 ], [ %t202, %b43 ]
  %t214 = phi double [ 0xBDA8FA49A0861A9B, %b46 ], [ 0x3DE5D8FD1FD19CCD, %b43 ]
  %t215 = phi double [ 0x3E21EE9D7B4E3F05, %b46 ], [ 0xBE5AE5E5A9291F5D, %b43 ]
  %t216 = phi double [ 0xBE927E4F7EAC4BC6, %b46 ], [ 0x3EC71DE3567D48A1, %b43 ]
  %t217 = phi double [ 0x3EFA01A019C844F5, %b46 ], [ 0xBF2A01A019BFDF03, %b43 ]
  %t218 = phi double [ 0xBF56C16C16C14F91, %b46 ], [ 0x3F8111111110F7D0, %b43 ]
  %t219 = phi double [ 0x3FA555555555554B, %b46 ], [ 0xBFC5555555555548, %b43 ]
  %t220 = phi double [ %t212, %b46 ], [ %t202, %b43 ]
  %t221 = fmul double %t208, %t213, !dbg !522
  %t222 = tail call double @llvm.fma.f64(double %t214, double %t208, double %t215), !dbg !523
  %t223 = tail call double @llvm.fma.f64(double %t222, double %t208, double %t216), !dbg !524
  %t224 = tail call double @llvm.fma.f64(double %t223, double %t208, double %t217), !dbg !525
  %t225 = tail call double @llvm.fma.f64(double %t224, double %t208, double %t218), !dbg !526
  %t226 = tail call double @llvm.fma.f64(double %t225, double %t208, double %t219), !dbg !527
  %t227 = tail call double @llvm.fma.f64(double %t221, double %t226, double %t220), !dbg !521
  %t228 = fneg double %t227
  %spec.select2 = select i1 %spec.select, double %t228, double %t227, !dbg !528
  br label %b54, !dbg !529

b51:                                              ; preds = %b37
  %t230 = fmul double %t94, 0x3FF45F306DC9C883, !dbg !530
  %.54 = fptosi double %t230 to i64, !dbg !531
  %t232 = uitofp i64 %.54 to double, !dbg !532
  %t233 = and i64 %.54, 1, !dbg !533
  %t234.not = icmp eq i64 %t233, 0, !dbg !534
  %t236 = fadd double %t232, 1.000000e+00, !dbg !535
  %not.t234.not = xor i1 %t234.not, true, !dbg !534
  %t235 = zext i1 %not.t234.not to i64, !dbg !534
  %spec.select4 = add i64 %t235, %.54, !dbg !534
  %spec.select5 = select i1 %t234.not, double %t232, double %t236, !dbg !534
  %t239 = and i64 %spec.select4, 7, !dbg !536
  %t240 = fneg double %spec.select5, !dbg !537
  %t241 = tail call double @llvm.fma.f64(double %t240, double 0x3FE921FB40000000, double %t94), !dbg !537
  %t242 = tail call double @llvm.fma.f64(double %t240, double 0x3E64442D00000000, double %t241), !dbg !538
  %t243 = tail call double @llvm.fma.f64(double %t240, double 0x3CE8469898CC5170, double %t242), !dbg !539
  br label %b43, !dbg !539

b54:                                              ; preds = %b35, %b33, %b47
  %t244 = phi double [ %spec.select2, %b47 ], [ %t86, %b33 ], [ 0x7FF8000000000001, %b35 ]
  %t245 = fptrunc double %t244 to float, !dbg !540
  %t246 = fmul float %t85, %t245, !dbg !541
  %t247 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t1211, !dbg !377
  store float %t246, ptr addrspace(1) %t247, align 4, !dbg !377
  %t248 = add i64 %t1211, %t11, !dbg !377
  %t13 = icmp slt i64 %t248, %a0, !dbg !377
  br i1 %t13, label %b2, label %b55, !dbg !377

b55:                                              ; preds = %b54, %entry
  ret void, !dbg !377
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eExpSin32_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #2 !dbg !542 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !543
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !543
  %t2 = sext i32 %.1 to i64, !dbg !543
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !543
  %t4 = sext i32 %.2 to i64, !dbg !543
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !543
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !543
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !543, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !543
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !543
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !543, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !543
  %.15 = add i32 %.14, %.9, !dbg !543
  %.16 = udiv i32 %.15, %.6, !dbg !543
  %t8 = sext i32 %.16 to i64, !dbg !543
  %t9 = mul nsw i64 %t6, %t4, !dbg !543
  %t10 = add nsw i64 %t9, %t2, !dbg !543
  %t11 = mul nsw i64 %t8, %t6, !dbg !543
  %t12 = icmp sgt i64 %a1, 7, !dbg !543
  %t14 = icmp sgt i64 %a1, 6, !dbg !543
  %t16 = icmp sgt i64 %a1, 5, !dbg !543
  %t18 = icmp sgt i64 %a1, 4, !dbg !543
  %t20 = icmp sgt i64 %a1, 3, !dbg !543
  %t22 = icmp sgt i64 %a1, 2, !dbg !543
  %t24 = icmp sgt i64 %a1, 1, !dbg !543
  %t26 = icmp sgt i64 %a1, 0, !dbg !543
  %t287 = icmp slt i64 %t10, %a0, !dbg !543
  br i1 %t287, label %b2, label %b71, !dbg !543

b2:                                               ; preds = %entry, %b70
  %t2710 = phi i64 [ %t351, %b70 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !543

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t2710, %a9, !dbg !543
  %t32 = mul i64 %t30, %a9, !dbg !543
  %t33 = sub nuw i64 %t2710, %t32, !dbg !543
  %t34 = mul i64 %t33, %a19, !dbg !543
  %t35 = mul i64 %t33, %a28, !dbg !543
  br label %b4, !dbg !543

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t2710, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !543

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !543
  %t42 = mul i64 %t40, %a8, !dbg !543
  %t43 = sub i64 %t36, %t42, !dbg !543
  %t44 = mul i64 %t43, %a18, !dbg !543
  %t45 = add i64 %t44, %t37, !dbg !543
  %t46 = mul i64 %t43, %a27, !dbg !543
  %t47 = add i64 %t46, %t38, !dbg !543
  br label %b6, !dbg !543

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !543

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !543
  %t54 = mul i64 %t52, %a7, !dbg !543
  %t55 = sub i64 %t48, %t54, !dbg !543
  %t56 = mul i64 %t55, %a17, !dbg !543
  %t57 = add i64 %t56, %t49, !dbg !543
  %t58 = mul i64 %t55, %a26, !dbg !543
  %t59 = add i64 %t58, %t50, !dbg !543
  br label %b8, !dbg !543

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !543

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !543
  %t66 = mul i64 %t64, %a6, !dbg !543
  %t67 = sub i64 %t60, %t66, !dbg !543
  %t68 = mul i64 %t67, %a16, !dbg !543
  %t69 = add i64 %t68, %t61, !dbg !543
  %t70 = mul i64 %t67, %a25, !dbg !543
  %t71 = add i64 %t70, %t62, !dbg !543
  br label %b10, !dbg !543

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !543

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !543
  %t78 = mul i64 %t76, %a5, !dbg !543
  %t79 = sub i64 %t72, %t78, !dbg !543
  %t80 = mul i64 %t79, %a15, !dbg !543
  %t81 = add i64 %t80, %t73, !dbg !543
  %t82 = mul i64 %t79, %a24, !dbg !543
  %t83 = add i64 %t82, %t74, !dbg !543
  br label %b12, !dbg !543

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !543

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !543
  %t90 = mul i64 %t88, %a4, !dbg !543
  %t91 = sub i64 %t84, %t90, !dbg !543
  %t92 = mul i64 %t91, %a14, !dbg !543
  %t93 = add i64 %t92, %t85, !dbg !543
  %t94 = mul i64 %t91, %a23, !dbg !543
  %t95 = add i64 %t94, %t86, !dbg !543
  br label %b14, !dbg !543

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !543

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !543
  %t102 = mul i64 %t100, %a3, !dbg !543
  %t103 = sub i64 %t96, %t102, !dbg !543
  %t104 = mul i64 %t103, %a13, !dbg !543
  %t105 = add i64 %t104, %t97, !dbg !543
  %t106 = mul i64 %t103, %a22, !dbg !543
  %t107 = add i64 %t106, %t98, !dbg !543
  br label %b16, !dbg !543

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !543

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !543
  %t112 = add i64 %t109, %t111, !dbg !543
  %t113 = mul i64 %t108, %a21, !dbg !543
  %t114 = add i64 %t110, %t113, !dbg !543
  br label %b18, !dbg !543

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !543

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t115, !dbg !543
  %.17 = load float, ptr addrspace(1) %t117, align 4, !dbg !543
  br label %b20, !dbg !543

b20:                                              ; preds = %b19, %b18
  %t119 = phi float [ %.17, %b19 ], [ %a11, %b18 ]
  %t120 = fneg float %t119, !dbg !544
  %t121 = fmul float %t119, %t120, !dbg !545
  %t122 = fpext float %t121 to double, !dbg !546
  %t123 = fcmp uno float %t121, 0.000000e+00, !dbg !547
  br i1 %t123, label %b49, label %b22, !dbg !549

b22:                                              ; preds = %b20
  %t124 = fcmp ogt double %t122, 0x40862E42FEFA39EF, !dbg !551
  br i1 %t124, label %b49, label %b24, !dbg !551

b24:                                              ; preds = %b22
  %t125 = fcmp olt double %t122, 0xC0874910D52D3051, !dbg !552
  br i1 %t125, label %b49, label %b26, !dbg !552

b26:                                              ; preds = %b24
  %t126 = fcmp ogt float %t121, 0xBE30000000000000, !dbg !553
  %t127 = fcmp olt float %t121, 0x3E30000000000000, !dbg !554
  %t128 = and i1 %t126, %t127, !dbg !554
  br i1 %t128, label %b27, label %b28, !dbg !553

b27:                                              ; preds = %b26
  %t129 = fadd double %t122, 1.000000e+00, !dbg !555
  br label %b49, !dbg !556

b28:                                              ; preds = %b26
  %t130 = fcmp olt float %t121, 0.000000e+00, !dbg !557
  br i1 %t130, label %b29, label %b47, !dbg !557

b29:                                              ; preds = %b28
  %t131 = tail call double @llvm.fma.f64(double %t122, double 0x3FF71547652B82FE, double -5.000000e-01), !dbg !558
  %.18 = fptosi double %t131 to i64, !dbg !559
  br label %b30, !dbg !559

b30:                                              ; preds = %b48, %b47, %b29
  %t133 = phi i64 [ %.18, %b29 ], [ 0, %b47 ], [ %.20, %b48 ]
  %t134 = sitofp i64 %t133 to double, !dbg !560
  %t135 = fneg double %t134, !dbg !561
  %t136 = tail call double @llvm.fma.f64(double %t135, double 0x3FE62E42FEE00000, double %t122), !dbg !561
  %t137 = fmul double %t134, 0x3DEA39EF35793C76, !dbg !562
  %t138 = fsub double %t136, %t137, !dbg !563
  %t139 = fmul double %t138, %t138, !dbg !564
  %t140 = tail call double @llvm.fma.f64(double %t139, double 0x3E66376972BEA4D0, double 0xBEBBBD41C5D26BF1), !dbg !565
  %t141 = tail call double @llvm.fma.f64(double %t139, double %t140, double 0x3F11566AAF25DE2C), !dbg !566
  %t142 = tail call double @llvm.fma.f64(double %t139, double %t141, double 0xBF66C16C16BEBD93), !dbg !567
  %t143 = tail call double @llvm.fma.f64(double %t139, double %t142, double 0x3FC5555555555555), !dbg !568
  %t144 = fneg double %t139, !dbg !569
  %t145 = tail call double @llvm.fma.f64(double %t144, double %t143, double %t138), !dbg !569
  %t146 = fmul double %t138, %t145, !dbg !570
  %t147 = fsub double 2.000000e+00, %t145, !dbg !571
  %t148 = fdiv double %t146, %t147, !dbg !572
  %t149 = fsub double %t137, %t148, !dbg !573
  %0 = fsub double %t136, %t149, !dbg !574
  %t151 = fadd double %0, 1.000000e+00, !dbg !574
  %t152 = fcmp oeq double %t151, 0.000000e+00, !dbg !575
  br i1 %t152, label %b49, label %b32, !dbg !575

b32:                                              ; preds = %b30
  %t153 = tail call double @llvm.fabs.f64(double %t151), !dbg !577
  %t154 = fcmp ogt double %t153, 0x7FEFFFFFFFFFFFFF, !dbg !578
  %t155 = fcmp uno double %t151, 0.000000e+00, !dbg !547
  %t156 = or i1 %t155, %t154, !dbg !579
  br i1 %t156, label %b49, label %b34, !dbg !580

b34:                                              ; preds = %b32
  %t157 = fcmp olt double %t153, 0x10000000000000, !dbg !581
  %t158 = fmul double %t151, 0x4330000000000000, !dbg !581
  %t159 = select i1 %t157, double %t158, double %t151, !dbg !581
  %t160 = select i1 %t157, i64 -52, i64 0, !dbg !581
  %t162 = bitcast double %t159 to i64, !dbg !582
  %t163 = lshr i64 %t162, 52, !dbg !583
  %t165 = and i64 %t163, 2047, !dbg !584
  %t166 = add i64 %t133, -1023, !dbg !585
  %t161 = add i64 %t166, %t160, !dbg !586
  %t167 = add i64 %t161, %t165, !dbg !587
  %t168 = icmp slt i64 %t167, -1075, !dbg !588
  br i1 %t168, label %b38, label %b39, !dbg !588

b38:                                              ; preds = %b34
  %t169 = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t159), !dbg !589
  br label %b49, !dbg !590

b39:                                              ; preds = %b34
  %t170 = icmp sgt i64 %t167, 1023, !dbg !591
  br i1 %t170, label %b40, label %b43, !dbg !591

b40:                                              ; preds = %b39
  %t171 = fcmp olt double %t159, 0.000000e+00, !dbg !592
  %. = select i1 %t171, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !593
  br label %b49, !dbg !593

b43:                                              ; preds = %b39
  %t172 = icmp slt i64 %t167, -1022, !dbg !594
  %spec.select1 = select i1 %t172, double 0x3CA0000000000000, double 1.000000e+00, !dbg !594
  %t176 = and i64 %t162, -9218868437227405313, !dbg !595
  %1 = shl nsw i64 %t167, 52, !dbg !596
  %2 = add i64 %1, 238690780250636288, !dbg !596
  %t177 = select i1 %t172, i64 %2, i64 %1, !dbg !596
  %t179 = add i64 %t177, 4607182418800017408, !dbg !596
  %t180 = or i64 %t179, %t176, !dbg !597
  %t181 = bitcast i64 %t180 to double, !dbg !598
  %t182 = fmul double %spec.select1, %t181, !dbg !599
  br label %b49, !dbg !600

b47:                                              ; preds = %b28
  %t184 = fcmp ogt float %t121, 0.000000e+00, !dbg !601
  br i1 %t184, label %b48, label %b30, !dbg !601

b48:                                              ; preds = %b47
  %t185 = tail call double @llvm.fma.f64(double %t122, double 0x3FF71547652B82FE, double 5.000000e-01), !dbg !602
  %.20 = fptosi double %t185 to i64, !dbg !603
  br label %b30, !dbg !603

b49:                                              ; preds = %b38, %b43, %b30, %b32, %b40, %b24, %b22, %b20, %b27
  %t187 = phi double [ %t129, %b27 ], [ %t122, %b20 ], [ 0x7FF0000000000000, %b22 ], [ 0.000000e+00, %b24 ], [ %t169, %b38 ], [ %t182, %b43 ], [ %t151, %b30 ], [ %t151, %b32 ], [ %., %b40 ]
  %t188 = fptrunc double %t187 to float, !dbg !604
  %t189 = fpext float %t119 to double, !dbg !605
  %3 = fcmp ueq float %t119, 0.000000e+00, !dbg !606
  br i1 %3, label %b70, label %b51, !dbg !608

b51:                                              ; preds = %b49
  %t193 = tail call double @llvm.fabs.f64(double %t189), !dbg !577
  %t194 = fcmp ogt double %t193, 0x7FEFFFFFFFFFFFFF, !dbg !578
  br i1 %t194, label %b70, label %b53, !dbg !609

b53:                                              ; preds = %b51
  %t195 = fcmp olt float %t119, 0.000000e+00, !dbg !610
  %t196 = fneg double %t189, !dbg !610
  %t197 = select i1 %t195, double %t196, double %t189, !dbg !610
  %t199 = fcmp ult double %t197, 0x41C0000000000000, !dbg !611
  br i1 %t199, label %b67, label %b56, !dbg !611

b56:                                              ; preds = %b53
  %t200 = bitcast double %t197 to i64, !dbg !612
  %t201 = lshr i64 %t200, 52, !dbg !614
  %t202 = and i64 %t201, 2047, !dbg !615
  %t206 = and i64 %t200, -9218868437227405313, !dbg !616
  %t207 = or i64 %t206, 4503599627370496, !dbg !617
  %t208 = add nsw i64 %t202, -1014, !dbg !618
  %t210 = lshr i64 %t208, 6, !dbg !619
  %t211 = and i64 %t208, 63, !dbg !620
  %t213 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t210, !dbg !621
  %.22 = load i64, ptr addrspace(4) %t213, align 8, !dbg !621
  %.25 = shl i64 %.22, %t211, !dbg !622
  %t216 = add nuw nsw i64 %t210, 1, !dbg !623
  %t218 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t216, !dbg !624
  %.26 = load i64, ptr addrspace(4) %t218, align 8, !dbg !624
  %t220 = sub nsw i64 54, %t201, !dbg !625
  %.27 = icmp eq i64 %t211, 0, !dbg !626
  %.28 = and i64 %t220, 63, !dbg !626
  %.29 = lshr i64 %.26, %.28, !dbg !626
  %t221 = select i1 %.27, i64 0, i64 %.29, !dbg !626
  %t222 = or i64 %t221, %.25, !dbg !627
  %.33 = shl i64 %.26, %t211, !dbg !628
  %t225 = add nuw nsw i64 %t210, 2, !dbg !629
  %t227 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t225, !dbg !630
  %.34 = load i64, ptr addrspace(4) %t227, align 8, !dbg !630
  %.37 = lshr i64 %.34, %.28, !dbg !631
  %t229 = select i1 %.27, i64 0, i64 %.37, !dbg !631
  %t230 = or i64 %t229, %.33, !dbg !632
  %.41 = shl i64 %.34, %t211, !dbg !633
  %t233 = add nuw nsw i64 %t210, 3, !dbg !634
  %t235 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t233, !dbg !635
  %.42 = load i64, ptr addrspace(4) %t235, align 8, !dbg !635
  %.45 = lshr i64 %.42, %.28, !dbg !636
  %t237 = select i1 %.27, i64 0, i64 %.45, !dbg !636
  %t238 = or i64 %t237, %.41, !dbg !637
  %t239 = and i64 %t238, 4294967295, !dbg !638
  %t240 = lshr i64 %t238, 32, !dbg !640
  %t241 = and i64 %t200, 4294967295, !dbg !641
  %t242 = lshr i64 %t207, 32, !dbg !642
  %t243 = mul nuw i64 %t239, %t241, !dbg !643
  %t244 = mul nuw i64 %t240, %t241, !dbg !644
  %t245 = lshr i64 %t243, 32, !dbg !645
  %t246 = add nuw i64 %t245, %t244, !dbg !646
  %t247 = and i64 %t246, 4294967295, !dbg !647
  %t248 = lshr i64 %t246, 32, !dbg !648
  %t249 = mul nuw i64 %t239, %t242, !dbg !649
  %t250 = add nuw i64 %t247, %t249, !dbg !650
  %t251 = mul nuw i64 %t240, %t242, !dbg !651
  %t252 = add nuw i64 %t248, %t251, !dbg !652
  %t253 = lshr i64 %t250, 32, !dbg !653
  %t254 = add nuw i64 %t252, %t253, !dbg !654
  %t255 = and i64 %t230, 4294967295, !dbg !638
  %t256 = lshr i64 %t230, 32, !dbg !640
  %t257 = mul nuw i64 %t255, %t241, !dbg !643
  %t258 = mul nuw i64 %t256, %t241, !dbg !644
  %t259 = lshr i64 %t257, 32, !dbg !645
  %t260 = add nuw i64 %t259, %t258, !dbg !646
  %t261 = and i64 %t260, 4294967295, !dbg !647
  %t262 = lshr i64 %t260, 32, !dbg !648
  %t263 = mul nuw i64 %t255, %t242, !dbg !649
  %t264 = add nuw i64 %t261, %t263, !dbg !650
  %t265 = mul nuw i64 %t256, %t242, !dbg !651
  %t267 = lshr i64 %t264, 32, !dbg !653
  %t269 = mul i64 %t230, %t207, !dbg !655
  %t270 = mul i64 %t222, %t207, !dbg !656
  %t271 = add i64 %t254, %t269, !dbg !657
  %t272 = and i64 %t254, %t269, !dbg !658
  %t273 = or i64 %t254, %t269, !dbg !659
  %.46 = xor i64 %t271, -1, !dbg !660
  %t274 = and i64 %t273, %.46, !dbg !660
  %t275 = or i64 %t274, %t272, !dbg !661
  %t276 = lshr i64 %t275, 63, !dbg !662
  %t266 = add i64 %t265, %t270, !dbg !652
  %t268 = add i64 %t266, %t262, !dbg !654
  %t277 = add i64 %t268, %t267, !dbg !657
  %t278 = add i64 %t277, %t276, !dbg !663
  %t279 = lshr i64 %t278, 61, !dbg !664
  %t282 = tail call i64 @llvm.fshl.i64(i64 %t278, i64 %t271, i64 3), !dbg !665
  %.47 = tail call i64 @llvm.ctlz.i64(i64 %t282, i1 false), !dbg !666, !range !173
  %t286 = add nuw nsw i64 %.47, 1, !dbg !667
  %.48 = icmp ult i64 %t282, 2, !dbg !668
  %.49 = and i64 %t286, 63, !dbg !668
  %.50 = shl i64 %t282, %.49, !dbg !668
  %t288 = select i1 %.48, i64 2, i64 %.50, !dbg !668
  %t289 = sub nsw i64 63, %.47, !dbg !669
  %.51 = icmp eq i64 %t282, 0, !dbg !670
  %.52 = and i64 %t289, 63, !dbg !670
  %.53 = lshr i64 %t271, %.52, !dbg !670
  %t290 = select i1 %.51, i64 0, i64 %.53, !dbg !670
  %t291 = or i64 %t288, %t290, !dbg !671
  %t292 = lshr i64 %t291, 12, !dbg !672
  %.neg = mul nsw i64 %.47, -4503599627370496, !dbg !673
  %t293 = add nsw i64 %.neg, 4602678819172646912, !dbg !673
  %t294 = or i64 %t292, %t293, !dbg !674
  %t295 = bitcast i64 %t294 to double, !dbg !675
  %4 = and i64 %t278, 2305843009213693952, !dbg !676
  %t297.not = icmp eq i64 %4, 0, !dbg !676
  br i1 %t297.not, label %b58, label %b57, !dbg !676

b57:                                              ; preds = %b56
  %t298 = add nuw nsw i64 %t279, 1, !dbg !677
  %t299 = and i64 %t298, 7, !dbg !678
  %t300 = fadd double %t295, -1.000000e+00, !dbg !679
  br label %b58, !dbg !679

b58:                                              ; preds = %b57, %b56
  %t301 = phi i64 [ %t279, %b56 ], [ %t299, %b57 ]
  %t302 = phi double [ %t295, %b56 ], [ %t300, %b57 ]
  %t303 = fmul double %t302, 0x3FE921FB54442D18, !dbg !680
  br label %b59, !dbg !681

b59:                                              ; preds = %b67, %b58
  %t304 = phi i64 [ %t301, %b58 ], [ %t342, %b67 ]
  %t305 = phi double [ %t303, %b58 ], [ %t346, %b67 ]
  %t306 = icmp ugt i64 %t304, 3, !dbg !682
  %t308 = add nsw i64 %t304, -4, !dbg !683
  %spec.select = xor i1 %t195, %t306, !dbg !682
  %spec.select3 = select i1 %t306, i64 %t308, i64 %t304, !dbg !682
  %t311 = fmul double %t305, %t305, !dbg !684
  %t310.off = add nsw i64 %spec.select3, -1, !dbg !685
  %switch = icmp ult i64 %t310.off, 2, !dbg !685
  br i1 %switch, label %b62, label %b63, !dbg !685

b62:                                              ; preds = %b59
  %t315 = tail call double @llvm.fma.f64(double %t311, double -5.000000e-01, double 1.000000e+00), !dbg !686
  br label %b63, !dbg !687

b63:                                              ; preds = %b59, %b62
  %t316 = phi double [ %t311, %b62 ], [ %t305, %b59 ]
  %t317 = phi double [ 0xBDA8FA49A0861A9B, %b62 ], [ 0x3DE5D8FD1FD19CCD, %b59 ]
  %t318 = phi double [ 0x3E21EE9D7B4E3F05, %b62 ], [ 0xBE5AE5E5A9291F5D, %b59 ]
  %t319 = phi double [ 0xBE927E4F7EAC4BC6, %b62 ], [ 0x3EC71DE3567D48A1, %b59 ]
  %t320 = phi double [ 0x3EFA01A019C844F5, %b62 ], [ 0xBF2A01A019BFDF03, %b59 ]
  %t321 = phi double [ 0xBF56C16C16C14F91, %b62 ], [ 0x3F8111111110F7D0, %b59 ]
  %t322 = phi double [ 0x3FA555555555554B, %b62 ], [ 0xBFC5555555555548, %b59 ]
  %t323 = phi double [ %t315, %b62 ], [ %t305, %b59 ]
  %t324 = fmul double %t311, %t316, !dbg !688
  %t325 = tail call double @llvm.fma.f64(double %t317, double %t311, double %t318), !dbg !689
  %t326 = tail call double @llvm.fma.f64(double %t325, double %t311, double %t319), !dbg !690
  %t327 = tail call double @llvm.fma.f64(double %t326, double %t311, double %t320), !dbg !691
  %t328 = tail call double @llvm.fma.f64(double %t327, double %t311, double %t321), !dbg !692
  %t329 = tail call double @llvm.fma.f64(double %t328, double %t311, double %t322), !dbg !693
  %t330 = tail call double @llvm.fma.f64(double %t324, double %t329, double %t323), !dbg !687
  %t331 = fneg double %t330
  %spec.select2 = select i1 %spec.select, double %t331, double %t330, !dbg !694
  br label %b70, !dbg !695

b67:                                              ; preds = %b53
  %t333 = fmul double %t197, 0x3FF45F306DC9C883, !dbg !696
  %.54 = fptosi double %t333 to i64, !dbg !697
  %t335 = uitofp i64 %.54 to double, !dbg !698
  %t336 = and i64 %.54, 1, !dbg !699
  %t337.not = icmp eq i64 %t336, 0, !dbg !700
  %t339 = fadd double %t335, 1.000000e+00, !dbg !701
  %not.t337.not = xor i1 %t337.not, true, !dbg !700
  %t338 = zext i1 %not.t337.not to i64, !dbg !700
  %spec.select4 = add i64 %t338, %.54, !dbg !700
  %spec.select5 = select i1 %t337.not, double %t335, double %t339, !dbg !700
  %t342 = and i64 %spec.select4, 7, !dbg !702
  %t343 = fneg double %spec.select5, !dbg !703
  %t344 = tail call double @llvm.fma.f64(double %t343, double 0x3FE921FB40000000, double %t197), !dbg !703
  %t345 = tail call double @llvm.fma.f64(double %t343, double 0x3E64442D00000000, double %t344), !dbg !704
  %t346 = tail call double @llvm.fma.f64(double %t343, double 0x3CE8469898CC5170, double %t345), !dbg !705
  br label %b59, !dbg !705

b70:                                              ; preds = %b51, %b49, %b63
  %t347 = phi double [ %spec.select2, %b63 ], [ %t189, %b49 ], [ 0x7FF8000000000001, %b51 ]
  %t348 = fptrunc double %t347 to float, !dbg !706
  %t349 = fmul float %t188, %t348, !dbg !707
  %t350 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t116, !dbg !543
  store float %t349, ptr addrspace(1) %t350, align 4, !dbg !543
  %t351 = add i64 %t2710, %t11, !dbg !543
  %t28 = icmp slt i64 %t351, %a0, !dbg !543
  br i1 %t28, label %b2, label %b71, !dbg !543

b71:                                              ; preds = %b70, %entry
  ret void, !dbg !543
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eTriage_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i32 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !708 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !709
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !709
  %t2 = sext i32 %.1 to i64, !dbg !709
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !709
  %t4 = sext i32 %.2 to i64, !dbg !709
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !709
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !709
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !709, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !709
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !709
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !709, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !709
  %.15 = add i32 %.14, %.9, !dbg !709
  %.16 = udiv i32 %.15, %.6, !dbg !709
  %t8 = sext i32 %.16 to i64, !dbg !709
  %t9 = mul nsw i64 %t6, %t4, !dbg !709
  %t10 = add nsw i64 %t9, %t2, !dbg !709
  %t11 = mul nsw i64 %t8, %t6, !dbg !709
  %t131 = icmp slt i64 %t10, %a0, !dbg !709
  br i1 %t131, label %b2, label %b10, !dbg !709

b2:                                               ; preds = %entry, %b9
  %t122 = phi i64 [ %t26, %b9 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !709

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t122, !dbg !709
  %.17 = load i32, ptr addrspace(1) %t14, align 4, !dbg !709
  br label %b4, !dbg !709

b4:                                               ; preds = %b3, %b2
  %t16 = phi i32 [ %.17, %b3 ], [ %a2, %b2 ]
  %t17 = icmp slt i32 %t16, 0, !dbg !710
  br i1 %t17, label %b5, label %b6, !dbg !710

b5:                                               ; preds = %b4
  %t18 = mul i32 %t16, -2, !dbg !711
  br label %b9, !dbg !712

b6:                                               ; preds = %b4
  %t19 = icmp ugt i32 %t16, 1000, !dbg !713
  br i1 %t19, label %b7, label %b8, !dbg !713

b7:                                               ; preds = %b6
  %t20 = and i32 %t16, 7, !dbg !714
  %t21 = or i32 %t20, 1000, !dbg !715
  br label %b9, !dbg !716

b8:                                               ; preds = %b6
  %t22 = mul nuw nsw i32 %t16, 3, !dbg !717
  %t23 = add nuw nsw i32 %t22, 1, !dbg !718
  br label %b9, !dbg !719

b9:                                               ; preds = %b8, %b7, %b5
  %t24 = phi i32 [ %t18, %b5 ], [ %t21, %b7 ], [ %t23, %b8 ]
  %t25 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t122, !dbg !709
  store i32 %t24, ptr addrspace(1) %t25, align 4, !dbg !709
  %t26 = add i64 %t122, %t11, !dbg !709
  %t13 = icmp slt i64 %t26, %a0, !dbg !709
  br i1 %t13, label %b2, label %b10, !dbg !709

b10:                                              ; preds = %b9, %entry
  ret void, !dbg !709
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eTriage_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i32 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #2 !dbg !720 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !721
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !721
  %t2 = sext i32 %.1 to i64, !dbg !721
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !721
  %t4 = sext i32 %.2 to i64, !dbg !721
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !721
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !721
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !721, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !721
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !721
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !721, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !721
  %.15 = add i32 %.14, %.9, !dbg !721
  %.16 = udiv i32 %.15, %.6, !dbg !721
  %t8 = sext i32 %.16 to i64, !dbg !721
  %t9 = mul nsw i64 %t6, %t4, !dbg !721
  %t10 = add nsw i64 %t9, %t2, !dbg !721
  %t11 = mul nsw i64 %t8, %t6, !dbg !721
  %t12 = icmp sgt i64 %a1, 7, !dbg !721
  %t14 = icmp sgt i64 %a1, 6, !dbg !721
  %t16 = icmp sgt i64 %a1, 5, !dbg !721
  %t18 = icmp sgt i64 %a1, 4, !dbg !721
  %t20 = icmp sgt i64 %a1, 3, !dbg !721
  %t22 = icmp sgt i64 %a1, 2, !dbg !721
  %t24 = icmp sgt i64 %a1, 1, !dbg !721
  %t26 = icmp sgt i64 %a1, 0, !dbg !721
  %t281 = icmp slt i64 %t10, %a0, !dbg !721
  br i1 %t281, label %b2, label %b26, !dbg !721

b2:                                               ; preds = %entry, %b25
  %t272 = phi i64 [ %t129, %b25 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !721

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t272, %a9, !dbg !721
  %t32 = mul i64 %t30, %a9, !dbg !721
  %t33 = sub nuw i64 %t272, %t32, !dbg !721
  %t34 = mul i64 %t33, %a19, !dbg !721
  %t35 = mul i64 %t33, %a28, !dbg !721
  br label %b4, !dbg !721

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t272, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !721

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !721
  %t42 = mul i64 %t40, %a8, !dbg !721
  %t43 = sub i64 %t36, %t42, !dbg !721
  %t44 = mul i64 %t43, %a18, !dbg !721
  %t45 = add i64 %t44, %t37, !dbg !721
  %t46 = mul i64 %t43, %a27, !dbg !721
  %t47 = add i64 %t46, %t38, !dbg !721
  br label %b6, !dbg !721

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !721

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !721
  %t54 = mul i64 %t52, %a7, !dbg !721
  %t55 = sub i64 %t48, %t54, !dbg !721
  %t56 = mul i64 %t55, %a17, !dbg !721
  %t57 = add i64 %t56, %t49, !dbg !721
  %t58 = mul i64 %t55, %a26, !dbg !721
  %t59 = add i64 %t58, %t50, !dbg !721
  br label %b8, !dbg !721

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !721

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !721
  %t66 = mul i64 %t64, %a6, !dbg !721
  %t67 = sub i64 %t60, %t66, !dbg !721
  %t68 = mul i64 %t67, %a16, !dbg !721
  %t69 = add i64 %t68, %t61, !dbg !721
  %t70 = mul i64 %t67, %a25, !dbg !721
  %t71 = add i64 %t70, %t62, !dbg !721
  br label %b10, !dbg !721

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !721

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !721
  %t78 = mul i64 %t76, %a5, !dbg !721
  %t79 = sub i64 %t72, %t78, !dbg !721
  %t80 = mul i64 %t79, %a15, !dbg !721
  %t81 = add i64 %t80, %t73, !dbg !721
  %t82 = mul i64 %t79, %a24, !dbg !721
  %t83 = add i64 %t82, %t74, !dbg !721
  br label %b12, !dbg !721

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !721

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !721
  %t90 = mul i64 %t88, %a4, !dbg !721
  %t91 = sub i64 %t84, %t90, !dbg !721
  %t92 = mul i64 %t91, %a14, !dbg !721
  %t93 = add i64 %t92, %t85, !dbg !721
  %t94 = mul i64 %t91, %a23, !dbg !721
  %t95 = add i64 %t94, %t86, !dbg !721
  br label %b14, !dbg !721

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !721

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !721
  %t102 = mul i64 %t100, %a3, !dbg !721
  %t103 = sub i64 %t96, %t102, !dbg !721
  %t104 = mul i64 %t103, %a13, !dbg !721
  %t105 = add i64 %t104, %t97, !dbg !721
  %t106 = mul i64 %t103, %a22, !dbg !721
  %t107 = add i64 %t106, %t98, !dbg !721
  br label %b16, !dbg !721

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !721

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !721
  %t112 = add i64 %t109, %t111, !dbg !721
  %t113 = mul i64 %t108, %a21, !dbg !721
  %t114 = add i64 %t110, %t113, !dbg !721
  br label %b18, !dbg !721

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !721

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t115, !dbg !721
  %.17 = load i32, ptr addrspace(1) %t117, align 4, !dbg !721
  br label %b20, !dbg !721

b20:                                              ; preds = %b19, %b18
  %t119 = phi i32 [ %.17, %b19 ], [ %a11, %b18 ]
  %t120 = icmp slt i32 %t119, 0, !dbg !722
  br i1 %t120, label %b21, label %b22, !dbg !722

b21:                                              ; preds = %b20
  %t121 = mul i32 %t119, -2, !dbg !723
  br label %b25, !dbg !724

b22:                                              ; preds = %b20
  %t122 = icmp ugt i32 %t119, 1000, !dbg !725
  br i1 %t122, label %b23, label %b24, !dbg !725

b23:                                              ; preds = %b22
  %t123 = and i32 %t119, 7, !dbg !726
  %t124 = or i32 %t123, 1000, !dbg !727
  br label %b25, !dbg !728

b24:                                              ; preds = %b22
  %t125 = mul nuw nsw i32 %t119, 3, !dbg !729
  %t126 = add nuw nsw i32 %t125, 1, !dbg !730
  br label %b25, !dbg !731

b25:                                              ; preds = %b24, %b23, %b21
  %t127 = phi i32 [ %t121, %b21 ], [ %t124, %b23 ], [ %t126, %b24 ]
  %t128 = getelementptr inbounds i32, ptr addrspace(1) %a20, i64 %t116, !dbg !721
  store i32 %t127, ptr addrspace(1) %t128, align 4, !dbg !721
  %t129 = add i64 %t272, %t11, !dbg !721
  %t28 = icmp slt i64 %t129, %a0, !dbg !721
  br i1 %t28, label %b2, label %b26, !dbg !721

b26:                                              ; preds = %b25, %entry
  ret void, !dbg !721
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !732 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !733
  %t3 = sext i32 %.1 to i64, !dbg !733
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !733
  %t5 = sext i32 %.2 to i64, !dbg !733
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !733
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !733
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !733, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !733
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !733
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !733, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !733
  %.15 = add i32 %.14, %.9, !dbg !733
  %.16 = udiv i32 %.15, %.6, !dbg !733
  %t9 = sext i32 %.16 to i64, !dbg !733
  %t10 = mul nsw i64 %t7, %t5, !dbg !733
  %t11 = add nsw i64 %t10, %t3, !dbg !733
  %t12 = mul nsw i64 %t9, %t7, !dbg !733
  %t13 = shl nsw i64 %t12, 1, !dbg !733
  %t14 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !733
  %t16 = icmp eq i64 %a2, 1, !dbg !733
  %t17 = and i64 %t14, 15, !dbg !733
  %t18 = icmp eq i64 %t17, 0, !dbg !733
  %t19 = and i1 %t16, %t18, !dbg !733
  %t20 = ashr i64 %a0, 2, !dbg !733
  %t21 = add i64 %a0, 3, !dbg !733
  %t22 = ashr i64 %t21, 2, !dbg !733
  %t23 = icmp slt i64 %t11, %t22, !dbg !733
  br i1 %t23, label %b1, label %b25, !dbg !733

b1:                                               ; preds = %entry
  %t24 = shl nsw i64 %t11, 2, !dbg !733
  %t25 = mul i64 %t24, %a2, !dbg !733
  %t26 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t25, !dbg !733
  %.17 = load float, ptr addrspace(1) %t26, align 4, !dbg !733, !amdgpu.noclobber !6
  %0 = xor i64 %t24, -1, !dbg !733
  %t29 = add i64 %0, %a0, !dbg !733
  %t30 = getelementptr inbounds float, ptr addrspace(1) %t26, i64 %a2, !dbg !733
  %t31 = icmp sgt i64 %t29, 0, !dbg !733
  br i1 %t31, label %b2, label %b3, !dbg !733

b2:                                               ; preds = %b1
  %.18 = load float, ptr addrspace(1) %t30, align 4, !dbg !733, !amdgpu.noclobber !6
  %t33 = fadd float %.17, %.18, !dbg !734
  br label %b3, !dbg !733

b3:                                               ; preds = %b2, %b1
  %t34 = phi float [ %t33, %b2 ], [ %.17, %b1 ]
  %t35 = getelementptr inbounds float, ptr addrspace(1) %t30, i64 %a2, !dbg !733
  %t36 = icmp sgt i64 %t29, 1, !dbg !733
  br i1 %t36, label %b4, label %b5, !dbg !733

b4:                                               ; preds = %b3
  %.19 = load float, ptr addrspace(1) %t35, align 4, !dbg !733, !amdgpu.noclobber !6
  %t38 = fadd float %t34, %.19, !dbg !734
  br label %b5, !dbg !733

b5:                                               ; preds = %b4, %b3
  %t39 = phi float [ %t38, %b4 ], [ %t34, %b3 ]
  %t41 = icmp sgt i64 %t29, 2, !dbg !733
  br i1 %t41, label %b6, label %b7, !dbg !733

b6:                                               ; preds = %b5
  %t40 = getelementptr inbounds float, ptr addrspace(1) %t35, i64 %a2, !dbg !733
  %.20 = load float, ptr addrspace(1) %t40, align 4, !dbg !733, !amdgpu.noclobber !6
  %t43 = fadd float %t39, %.20, !dbg !734
  br label %b7, !dbg !733

b7:                                               ; preds = %b6, %b5
  %t44 = phi float [ %t43, %b6 ], [ %t39, %b5 ]
  %t45 = add nsw i64 %t12, %t11, !dbg !733
  br i1 %t19, label %b8, label %b15, !dbg !733

b8:                                               ; preds = %b7
  %t46 = sub nsw i64 %t20, %t12, !dbg !733
  %t508 = icmp slt i64 %t45, %t46, !dbg !733
  br i1 %t508, label %b10, label %b12.preheader, !dbg !733

b12.preheader:                                    ; preds = %b10, %b8
  %t47.lcssa = phi i64 [ %t45, %b8 ], [ %t71, %b10 ]
  %t48.lcssa = phi float [ %t44, %b8 ], [ %t70, %b10 ]
  %t7512 = icmp slt i64 %t47.lcssa, %t20, !dbg !733
  br i1 %t7512, label %b13, label %b15, !dbg !733

b10:                                              ; preds = %b8, %b10
  %t4810 = phi float [ %t70, %b10 ], [ %t44, %b8 ]
  %t479 = phi i64 [ %t71, %b10 ], [ %t45, %b8 ]
  %t51 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t479, !dbg !733
  %.21 = load <4 x float>, ptr addrspace(1) %t51, align 16, !dbg !733, !amdgpu.noclobber !6
  %.22 = extractelement <4 x float> %.21, i64 0, !dbg !733
  %.24 = extractelement <4 x float> %.21, i64 1, !dbg !733
  %.26 = extractelement <4 x float> %.21, i64 2, !dbg !733
  %.28 = extractelement <4 x float> %.21, i64 3, !dbg !733
  %t53 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t51, i64 %t12, !dbg !733
  %.30 = load <4 x float>, ptr addrspace(1) %t53, align 16, !dbg !733, !amdgpu.noclobber !6
  %.31 = extractelement <4 x float> %.30, i64 0, !dbg !733
  %.33 = extractelement <4 x float> %.30, i64 1, !dbg !733
  %.35 = extractelement <4 x float> %.30, i64 2, !dbg !733
  %.37 = extractelement <4 x float> %.30, i64 3, !dbg !733
  %t56 = fadd float %t4810, %.22, !dbg !734
  %t58 = fadd float %.24, %t56, !dbg !734
  %t60 = fadd float %.26, %t58, !dbg !734
  %t62 = fadd float %.28, %t60, !dbg !734
  %t64 = fadd float %.31, %t62, !dbg !734
  %t66 = fadd float %.33, %t64, !dbg !734
  %t68 = fadd float %.35, %t66, !dbg !734
  %t70 = fadd float %.37, %t68, !dbg !734
  %t71 = add i64 %t479, %t13, !dbg !733
  %t50 = icmp slt i64 %t71, %t46, !dbg !733
  br i1 %t50, label %b10, label %b12.preheader, !dbg !733

b13:                                              ; preds = %b12.preheader, %b13
  %t7314 = phi float [ %t85, %b13 ], [ %t48.lcssa, %b12.preheader ]
  %t7213 = phi i64 [ %t86, %b13 ], [ %t47.lcssa, %b12.preheader ]
  %t76 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t7213, !dbg !733
  %.39 = load <4 x float>, ptr addrspace(1) %t76, align 16, !dbg !733, !amdgpu.noclobber !6
  %.40 = extractelement <4 x float> %.39, i64 0, !dbg !733
  %.42 = extractelement <4 x float> %.39, i64 1, !dbg !733
  %.44 = extractelement <4 x float> %.39, i64 2, !dbg !733
  %.46 = extractelement <4 x float> %.39, i64 3, !dbg !733
  %t79 = fadd float %t7314, %.40, !dbg !734
  %t81 = fadd float %.42, %t79, !dbg !734
  %t83 = fadd float %.44, %t81, !dbg !734
  %t85 = fadd float %.46, %t83, !dbg !734
  %t86 = add i64 %t7213, %t12, !dbg !733
  %t75 = icmp slt i64 %t86, %t20, !dbg !733
  br i1 %t75, label %b13, label %b15, !dbg !733

b15:                                              ; preds = %b13, %b12.preheader, %b7
  %t87 = phi float [ %t44, %b7 ], [ %t48.lcssa, %b12.preheader ], [ %t85, %b13 ]
  %t88 = phi i64 [ %t45, %b7 ], [ %t47.lcssa, %b12.preheader ], [ %t86, %b13 ]
  %t89 = shl i64 %a2, 2, !dbg !733
  %t92 = mul i64 %t12, %t89, !dbg !733
  %t9617 = icmp slt i64 %t88, %t22, !dbg !733
  br i1 %t9617, label %b17.lr.ph, label %b25, !dbg !733

b17.lr.ph:                                        ; preds = %b15
  %t90 = mul i64 %t88, %t89, !dbg !733
  %t91 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t90, !dbg !733
  %t98 = add i64 %a0, -1
  br label %b17, !dbg !733

b17:                                              ; preds = %b17.lr.ph, %b23
  %t9520 = phi float [ %t87, %b17.lr.ph ], [ %t116, %b23 ]
  %t9419 = phi i64 [ %t88, %b17.lr.ph ], [ %t117, %b23 ]
  %t9318 = phi ptr addrspace(1) [ %t91, %b17.lr.ph ], [ %t118, %b23 ]
  %t97.neg = mul i64 %t9419, -4, !dbg !733
  %t99 = add i64 %t98, %t97.neg, !dbg !733
  %.48 = load float, ptr addrspace(1) %t9318, align 4, !dbg !733
  %t101 = fadd float %t9520, %.48, !dbg !734
  %t102 = getelementptr inbounds i8, ptr addrspace(1) %t9318, i64 %t89, !dbg !733
  %t103 = icmp sgt i64 %t99, 0, !dbg !733
  br i1 %t103, label %b18, label %b19, !dbg !733

b18:                                              ; preds = %b17
  %.50 = load float, ptr addrspace(1) %t102, align 4, !dbg !733
  %t105 = fadd float %t101, %.50, !dbg !734
  br label %b19, !dbg !733

b19:                                              ; preds = %b18, %b17
  %t106 = phi float [ %t105, %b18 ], [ %t101, %b17 ]
  %t107 = getelementptr inbounds i8, ptr addrspace(1) %t102, i64 %t89, !dbg !733
  %t108 = icmp sgt i64 %t99, 1, !dbg !733
  br i1 %t108, label %b20, label %b21, !dbg !733

b20:                                              ; preds = %b19
  %.52 = load float, ptr addrspace(1) %t107, align 4, !dbg !733
  %t110 = fadd float %t106, %.52, !dbg !734
  br label %b21, !dbg !733

b21:                                              ; preds = %b20, %b19
  %t111 = phi float [ %t110, %b20 ], [ %t106, %b19 ]
  %t113 = icmp sgt i64 %t99, 2, !dbg !733
  br i1 %t113, label %b22, label %b23, !dbg !733

b22:                                              ; preds = %b21
  %t112 = getelementptr inbounds i8, ptr addrspace(1) %t107, i64 %t89, !dbg !733
  %.54 = load float, ptr addrspace(1) %t112, align 4, !dbg !733
  %t115 = fadd float %t111, %.54, !dbg !734
  br label %b23, !dbg !733

b23:                                              ; preds = %b22, %b21
  %t116 = phi float [ %t115, %b22 ], [ %t111, %b21 ]
  %t117 = add i64 %t9419, %t12, !dbg !733
  %t118 = getelementptr inbounds float, ptr addrspace(1) %t9318, i64 %t92, !dbg !733
  %t96 = icmp slt i64 %t117, %t22, !dbg !733
  br i1 %t96, label %b17, label %b25, !dbg !733

b25:                                              ; preds = %b23, %b15, %entry
  %t128 = phi float [ -0.000000e+00, %entry ], [ %t87, %b15 ], [ %t116, %b23 ]
  %t119 = phi float [ 0.000000e+00, %entry ], [ %t87, %b15 ], [ %t116, %b23 ]
  %t120 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0, i32 %.1, !dbg !733
  store float %t119, ptr addrspace(3) %t120, align 4, !dbg !733
  %t121 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1, i32 %.1, !dbg !733
  %.55 = zext i1 %t23 to i8, !dbg !733
  store i8 %.55, ptr addrspace(3) %t121, align 1, !dbg !733
  fence syncscope("workgroup") release, !dbg !733
  tail call void @llvm.amdgcn.s.barrier(), !dbg !733
  fence syncscope("workgroup") acquire, !dbg !733
  %t122 = icmp slt i32 %.1, 128, !dbg !733
  br i1 %t122, label %b26, label %b31, !dbg !733

b26:                                              ; preds = %b25
  %t123 = add nsw i32 %.1, 128, !dbg !733
  %t124 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0, i32 %t123, !dbg !733
  %.56 = load float, ptr addrspace(3) %t124, align 4, !dbg !733
  %t126 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1, i32 %t123, !dbg !733
  %.57 = load i8, ptr addrspace(3) %t126, align 1, !dbg !733
  %.58 = icmp ne i8 %.57, 0, !dbg !733
  %spec.select = fadd float %t128, %.56, !dbg !733
  %t130 = select i1 %.58, float %spec.select, float %t119, !dbg !733
  %t131 = select i1 %.58, i1 true, i1 %t23, !dbg !733
  store float %t130, ptr addrspace(3) %t120, align 4, !dbg !733
  %.59 = zext i1 %t131 to i8, !dbg !733
  store i8 %.59, ptr addrspace(3) %t121, align 1, !dbg !733
  br label %b31, !dbg !733

b31:                                              ; preds = %b26, %b25
  %t132 = phi float [ %t130, %b26 ], [ %t119, %b25 ]
  %t133 = phi i1 [ %t131, %b26 ], [ %t23, %b25 ]
  fence syncscope("workgroup") release, !dbg !733
  tail call void @llvm.amdgcn.s.barrier(), !dbg !733
  fence syncscope("workgroup") acquire, !dbg !733
  %t134 = icmp slt i32 %.1, 64, !dbg !733
  br i1 %t134, label %b32, label %b37, !dbg !733

b32:                                              ; preds = %b31
  %t135 = add nsw i32 %.1, 64, !dbg !733
  %t136 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0, i32 %t135, !dbg !733
  %.60 = load float, ptr addrspace(3) %t136, align 4, !dbg !733
  %t138 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1, i32 %t135, !dbg !733
  %.61 = load i8, ptr addrspace(3) %t138, align 1, !dbg !733
  %.62 = icmp ne i8 %.61, 0, !dbg !733
  %t140 = select i1 %t133, float %t132, float -0.000000e+00, !dbg !733
  %spec.select1 = fadd float %t140, %.60, !dbg !733
  %t142 = select i1 %.62, float %spec.select1, float %t132, !dbg !733
  %t143 = select i1 %.62, i1 true, i1 %t133, !dbg !733
  store float %t142, ptr addrspace(3) %t120, align 4, !dbg !733
  %.63 = zext i1 %t143 to i8, !dbg !733
  store i8 %.63, ptr addrspace(3) %t121, align 1, !dbg !733
  br label %b37, !dbg !733

b37:                                              ; preds = %b32, %b31
  %t144 = phi float [ %t142, %b32 ], [ %t132, %b31 ]
  %t145 = phi i1 [ %t143, %b32 ], [ %t133, %b31 ]
  fence syncscope("workgroup") release, !dbg !733
  tail call void @llvm.amdgcn.s.barrier(), !dbg !733
  fence syncscope("workgroup") acquire, !dbg !733
  %t146 = icmp slt i32 %.1, 32, !dbg !733
  br i1 %t146, label %b38, label %b43, !dbg !733

b38:                                              ; preds = %b37
  %t147 = add nsw i32 %.1, 32, !dbg !733
  %t148 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0, i32 %t147, !dbg !733
  %.64 = load float, ptr addrspace(3) %t148, align 4, !dbg !733
  %t150 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1, i32 %t147, !dbg !733
  %.65 = load i8, ptr addrspace(3) %t150, align 1, !dbg !733
  %.66 = icmp ne i8 %.65, 0, !dbg !733
  %t152 = select i1 %t145, float %t144, float -0.000000e+00, !dbg !733
  %spec.select2 = fadd float %t152, %.64, !dbg !733
  %t154 = select i1 %.66, float %spec.select2, float %t144, !dbg !733
  %t155 = select i1 %.66, i1 true, i1 %t145, !dbg !733
  br label %b43, !dbg !733

b43:                                              ; preds = %b38, %b37
  %t156 = phi float [ %t154, %b38 ], [ %t144, %b37 ]
  %t157 = phi i1 [ %t155, %b38 ], [ %t145, %b37 ]
  br i1 %t146, label %b44, label %b65, !dbg !733

b44:                                              ; preds = %b43
  %.68 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !733
  %.69 = zext i32 %.68 to i64, !dbg !733
  %.70 = add nuw nsw i64 %.69, 16, !dbg !733
  %.71 = icmp ult i32 %.68, 16, !dbg !733
  %.72 = tail call i32 @llvm.read_register.i32(metadata !735) #10, !dbg !733
  %.73 = zext i32 %.72 to i64, !dbg !733
  %.74 = and i64 %.70, 31, !dbg !733
  %1 = shl nuw nsw i64 1, %.74, !dbg !733
  %2 = and i64 %1, %.73, !dbg !733
  %.76 = icmp ne i64 %2, 0, !dbg !733
  %.77 = and i1 %.71, %.76, !dbg !733
  %.78 = trunc i64 %.70 to i32, !dbg !733
  %.79 = shl i32 %.78, 2, !dbg !733
  %.80 = bitcast float %t156 to i32, !dbg !733
  %.81 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.80), !dbg !733
  %.82 = bitcast i32 %.81 to float, !dbg !733
  %t158 = select i1 %.77, float %.82, float %t156, !dbg !733
  %.96 = zext i1 %t157 to i32, !dbg !733
  %.97 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.96), !dbg !733
  %3 = and i32 %.97, 1, !dbg !733
  %.98 = icmp ne i32 %3, 0, !dbg !733
  %t159 = select i1 %.77, i1 %.98, i1 %t157, !dbg !733
  %t160 = icmp slt i32 %.1, 16, !dbg !733
  %t161 = and i1 %t160, %t159, !dbg !733
  %t162 = select i1 %t157, float %t156, float -0.000000e+00, !dbg !733
  %spec.select3 = fadd float %t162, %t158, !dbg !733
  %t164 = select i1 %t161, float %spec.select3, float %t156, !dbg !733
  %t165 = select i1 %t161, i1 true, i1 %t157, !dbg !733
  %.102 = add nuw nsw i64 %.69, 8, !dbg !733
  %.103 = icmp ult i32 %.68, 24, !dbg !733
  %.106 = and i64 %.102, 31, !dbg !733
  %4 = shl nuw nsw i64 1, %.106, !dbg !733
  %5 = and i64 %4, %.73, !dbg !733
  %.108 = icmp ne i64 %5, 0, !dbg !733
  %.109 = and i1 %.103, %.108, !dbg !733
  %.110 = trunc i64 %.102 to i32, !dbg !733
  %.111 = shl i32 %.110, 2, !dbg !733
  %.112 = bitcast float %t164 to i32, !dbg !733
  %.113 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.111, i32 %.112), !dbg !733
  %.114 = bitcast i32 %.113 to float, !dbg !733
  %t166 = select i1 %.109, float %.114, float %t164, !dbg !733
  %.128 = zext i1 %t165 to i32, !dbg !733
  %.129 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.111, i32 %.128), !dbg !733
  %6 = and i32 %.129, 1, !dbg !733
  %.130 = icmp ne i32 %6, 0, !dbg !733
  %t167 = select i1 %.109, i1 %.130, i1 %t165, !dbg !733
  %t168 = icmp slt i32 %.1, 24, !dbg !733
  %t169 = and i1 %t168, %t167, !dbg !733
  %t170 = select i1 %t165, float %t164, float -0.000000e+00, !dbg !733
  %spec.select4 = fadd float %t166, %t170, !dbg !733
  %t172 = select i1 %t169, float %spec.select4, float %t164, !dbg !733
  %t173 = select i1 %t169, i1 true, i1 %t165, !dbg !733
  %.134 = add nuw nsw i64 %.69, 4, !dbg !733
  %.135 = icmp ult i32 %.68, 28, !dbg !733
  %.138 = and i64 %.134, 31, !dbg !733
  %7 = shl nuw nsw i64 1, %.138, !dbg !733
  %8 = and i64 %7, %.73, !dbg !733
  %.140 = icmp ne i64 %8, 0, !dbg !733
  %.141 = and i1 %.135, %.140, !dbg !733
  %.142 = trunc i64 %.134 to i32, !dbg !733
  %.143 = shl i32 %.142, 2, !dbg !733
  %.144 = bitcast float %t172 to i32, !dbg !733
  %.145 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.144), !dbg !733
  %.146 = bitcast i32 %.145 to float, !dbg !733
  %t174 = select i1 %.141, float %.146, float %t172, !dbg !733
  %.160 = zext i1 %t173 to i32, !dbg !733
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.160), !dbg !733
  %9 = and i32 %.161, 1, !dbg !733
  %.162 = icmp ne i32 %9, 0, !dbg !733
  %t175 = select i1 %.141, i1 %.162, i1 %t173, !dbg !733
  %t176 = icmp slt i32 %.1, 28, !dbg !733
  %t177 = and i1 %t176, %t175, !dbg !733
  %t178 = select i1 %t173, float %t172, float -0.000000e+00, !dbg !733
  %spec.select5 = fadd float %t174, %t178, !dbg !733
  %t180 = select i1 %t177, float %spec.select5, float %t172, !dbg !733
  %t181 = select i1 %t177, i1 true, i1 %t173, !dbg !733
  %.166 = add nuw nsw i64 %.69, 2, !dbg !733
  %.167 = icmp ult i32 %.68, 30, !dbg !733
  %.170 = and i64 %.166, 31, !dbg !733
  %10 = shl nuw nsw i64 1, %.170, !dbg !733
  %11 = and i64 %10, %.73, !dbg !733
  %.172 = icmp ne i64 %11, 0, !dbg !733
  %.173 = and i1 %.167, %.172, !dbg !733
  %.174 = trunc i64 %.166 to i32, !dbg !733
  %.175 = shl i32 %.174, 2, !dbg !733
  %.176 = bitcast float %t180 to i32, !dbg !733
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.176), !dbg !733
  %.178 = bitcast i32 %.177 to float, !dbg !733
  %t182 = select i1 %.173, float %.178, float %t180, !dbg !733
  %.192 = zext i1 %t181 to i32, !dbg !733
  %.193 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.192), !dbg !733
  %12 = and i32 %.193, 1, !dbg !733
  %.194 = icmp ne i32 %12, 0, !dbg !733
  %t183 = select i1 %.173, i1 %.194, i1 %t181, !dbg !733
  %t184 = icmp slt i32 %.1, 30, !dbg !733
  %t185 = and i1 %t184, %t183, !dbg !733
  %t186 = select i1 %t181, float %t180, float -0.000000e+00, !dbg !733
  %spec.select6 = fadd float %t182, %t186, !dbg !733
  %t188 = select i1 %t185, float %spec.select6, float %t180, !dbg !733
  %t189 = select i1 %t185, i1 true, i1 %t181, !dbg !733
  %.198 = add nuw nsw i64 %.69, 1, !dbg !733
  %.199 = icmp ult i32 %.68, 31, !dbg !733
  %.202 = and i64 %.198, 31, !dbg !733
  %13 = shl nuw nsw i64 1, %.202, !dbg !733
  %14 = and i64 %13, %.73, !dbg !733
  %.204 = icmp ne i64 %14, 0, !dbg !733
  %.205 = and i1 %.199, %.204, !dbg !733
  %.206 = trunc i64 %.198 to i32, !dbg !733
  %.207 = shl i32 %.206, 2, !dbg !733
  %.208 = bitcast float %t188 to i32, !dbg !733
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !733
  %.210 = bitcast i32 %.209 to float, !dbg !733
  %t190 = select i1 %.205, float %.210, float %t188, !dbg !733
  %.224 = zext i1 %t189 to i32, !dbg !733
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !733
  %15 = and i32 %.225, 1, !dbg !733
  %.226 = icmp ne i32 %15, 0, !dbg !733
  %t191 = select i1 %.205, i1 %.226, i1 %t189, !dbg !733
  %t192 = icmp ne i32 %.1, 31, !dbg !733
  %t193 = and i1 %t192, %t191, !dbg !733
  %t194 = select i1 %t189, float %t188, float -0.000000e+00, !dbg !733
  %spec.select7 = fadd float %t190, %t194, !dbg !733
  %t196 = select i1 %t193, float %spec.select7, float %t188, !dbg !733
  %t197 = select i1 %t193, i1 true, i1 %t189, !dbg !733
  br label %b65, !dbg !733

b65:                                              ; preds = %b44, %b43
  %t198 = phi float [ %t196, %b44 ], [ %t156, %b43 ]
  %t199 = phi i1 [ %t197, %b44 ], [ %t157, %b43 ]
  %t200 = icmp eq i32 %.1, 0, !dbg !733
  %t201 = and i1 %t200, %t199, !dbg !733
  br i1 %t201, label %b66, label %b67, !dbg !733

b66:                                              ; preds = %b65
  %t202 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t5, !dbg !733
  store float %t198, ptr addrspace(1) %t202, align 4, !dbg !733
  br label %b67, !dbg !733

b67:                                              ; preds = %b66, %b65
  ret void, !dbg !733
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2(i64 %a0, ptr addrspace(1) readonly %a1, ptr addrspace(1) nocapture writeonly %a2, float %a3, i8 %a4) local_unnamed_addr #0 !dbg !736 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !737
  %t3 = sext i32 %.2 to i64, !dbg !737
  %t4 = add i64 %a0, 3, !dbg !737
  %t5 = ashr i64 %t4, 2, !dbg !737
  %t6 = ashr i64 %a0, 2, !dbg !737
  %t7 = icmp sgt i64 %t5, %t3, !dbg !737
  br i1 %t7, label %b1, label %b20, !dbg !737

b1:                                               ; preds = %entry
  %t8 = shl nsw i64 %t3, 2, !dbg !737
  %t9 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t8, !dbg !737
  %.3 = load float, ptr addrspace(1) %t9, align 4, !dbg !737, !amdgpu.noclobber !6
  %0 = xor i64 %t8, -1, !dbg !737
  %t12 = add i64 %0, %a0, !dbg !737
  %t13 = getelementptr inbounds float, ptr addrspace(1) %t9, i64 1, !dbg !737
  %t14 = icmp sgt i64 %t12, 0, !dbg !737
  br i1 %t14, label %b2, label %b3, !dbg !737

b2:                                               ; preds = %b1
  %.4 = load float, ptr addrspace(1) %t13, align 4, !dbg !737, !amdgpu.noclobber !6
  %t16 = fadd float %.3, %.4, !dbg !738
  br label %b3, !dbg !737

b3:                                               ; preds = %b2, %b1
  %t17 = phi float [ %t16, %b2 ], [ %.3, %b1 ]
  %t18 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 1, !dbg !737
  %t19 = icmp sgt i64 %t12, 1, !dbg !737
  br i1 %t19, label %b4, label %b5, !dbg !737

b4:                                               ; preds = %b3
  %.5 = load float, ptr addrspace(1) %t18, align 4, !dbg !737, !amdgpu.noclobber !6
  %t21 = fadd float %t17, %.5, !dbg !738
  br label %b5, !dbg !737

b5:                                               ; preds = %b4, %b3
  %t22 = phi float [ %t21, %b4 ], [ %t17, %b3 ]
  %t24 = icmp sgt i64 %t12, 2, !dbg !737
  br i1 %t24, label %b6, label %b7, !dbg !737

b6:                                               ; preds = %b5
  %t23 = getelementptr inbounds float, ptr addrspace(1) %t18, i64 1, !dbg !737
  %.6 = load float, ptr addrspace(1) %t23, align 4, !dbg !737, !amdgpu.noclobber !6
  %t26 = fadd float %t22, %.6, !dbg !738
  br label %b7, !dbg !737

b7:                                               ; preds = %b6, %b5
  %t27 = phi float [ %t26, %b6 ], [ %t22, %b5 ]
  %t28 = add nsw i64 %t3, 256, !dbg !737
  %t31 = and i64 %a0, -4, !dbg !737
  %t32 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t31, !dbg !737
  %t33 = icmp slt i64 %t28, %t6, !dbg !737
  br i1 %t33, label %b8.preheader, label %b11, !dbg !737

b8.preheader:                                     ; preds = %b7
  %t29 = shl nsw i64 %t28, 2, !dbg !737
  %t30 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t29, !dbg !737
  br label %b8, !dbg !737

b8:                                               ; preds = %b8.preheader, %b8
  %t34 = phi ptr addrspace(1) [ %t47, %b8 ], [ %t30, %b8.preheader ]
  %t35 = phi float [ %t46, %b8 ], [ %t27, %b8.preheader ]
  %.7 = load float, ptr addrspace(1) %t34, align 4, !dbg !737
  %t37 = fadd float %t35, %.7, !dbg !738
  %t38 = getelementptr inbounds float, ptr addrspace(1) %t34, i64 1, !dbg !737
  %.8 = load float, ptr addrspace(1) %t38, align 4, !dbg !737
  %t40 = fadd float %t37, %.8, !dbg !738
  %t41 = getelementptr inbounds float, ptr addrspace(1) %t34, i64 2, !dbg !737
  %.9 = load float, ptr addrspace(1) %t41, align 4, !dbg !737
  %t43 = fadd float %t40, %.9, !dbg !738
  %t44 = getelementptr inbounds float, ptr addrspace(1) %t34, i64 3, !dbg !737
  %.10 = load float, ptr addrspace(1) %t44, align 4, !dbg !737
  %t46 = fadd float %t43, %.10, !dbg !738
  %t47 = getelementptr inbounds float, ptr addrspace(1) %t34, i64 1024, !dbg !737
  %t48 = icmp ult ptr addrspace(1) %t47, %t32, !dbg !737
  br i1 %t48, label %b8, label %b10, !dbg !737, !llvm.loop !739

b10:                                              ; preds = %b8
  %t49 = sub nsw i64 %t3, %t6, !dbg !737
  %t50 = and i64 %t49, 255, !dbg !737
  %t51 = add nsw i64 %t50, %t6, !dbg !737
  br label %b11, !dbg !737

b11:                                              ; preds = %b10, %b7
  %t52 = phi i64 [ %t28, %b7 ], [ %t51, %b10 ]
  %t53 = phi float [ %t27, %b7 ], [ %t46, %b10 ]
  %t54 = icmp slt i64 %t52, %t5, !dbg !737
  br i1 %t54, label %b12, label %b20, !dbg !737

b12:                                              ; preds = %b11
  %t55 = shl i64 %t52, 2, !dbg !737
  %t56 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t55, !dbg !737
  %1 = xor i64 %t55, -1, !dbg !737
  %t58 = add i64 %1, %a0, !dbg !737
  %.11 = load float, ptr addrspace(1) %t56, align 4, !dbg !737, !amdgpu.noclobber !6
  %t60 = fadd float %t53, %.11, !dbg !738
  %t61 = getelementptr inbounds float, ptr addrspace(1) %t56, i64 1, !dbg !737
  %t62 = icmp sgt i64 %t58, 0, !dbg !737
  br i1 %t62, label %b13, label %b14, !dbg !737

b13:                                              ; preds = %b12
  %.12 = load float, ptr addrspace(1) %t61, align 4, !dbg !737, !amdgpu.noclobber !6
  %t64 = fadd float %t60, %.12, !dbg !738
  br label %b14, !dbg !737

b14:                                              ; preds = %b13, %b12
  %t65 = phi float [ %t64, %b13 ], [ %t60, %b12 ]
  %t66 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 1, !dbg !737
  %t67 = icmp sgt i64 %t58, 1, !dbg !737
  br i1 %t67, label %b15, label %b16, !dbg !737

b15:                                              ; preds = %b14
  %.13 = load float, ptr addrspace(1) %t66, align 4, !dbg !737, !amdgpu.noclobber !6
  %t69 = fadd float %t65, %.13, !dbg !738
  br label %b16, !dbg !737

b16:                                              ; preds = %b15, %b14
  %t70 = phi float [ %t69, %b15 ], [ %t65, %b14 ]
  %t72 = icmp sgt i64 %t58, 2, !dbg !737
  br i1 %t72, label %b17, label %b20, !dbg !737

b17:                                              ; preds = %b16
  %t71 = getelementptr inbounds float, ptr addrspace(1) %t66, i64 1, !dbg !737
  %.14 = load float, ptr addrspace(1) %t71, align 4, !dbg !737, !amdgpu.noclobber !6
  %t74 = fadd float %t70, %.14, !dbg !738
  br label %b20, !dbg !737

b20:                                              ; preds = %b11, %b17, %b16, %entry
  %t86 = phi float [ %t53, %b11 ], [ %t74, %b17 ], [ %t70, %b16 ], [ -0.000000e+00, %entry ]
  %t77 = phi float [ %t53, %b11 ], [ %t74, %b17 ], [ %t70, %b16 ], [ 0.000000e+00, %entry ]
  %t78 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0, i32 %.2, !dbg !737
  store float %t77, ptr addrspace(3) %t78, align 4, !dbg !737
  %t79 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1, i32 %.2, !dbg !737
  %.15 = zext i1 %t7 to i8, !dbg !737
  store i8 %.15, ptr addrspace(3) %t79, align 1, !dbg !737
  fence syncscope("workgroup") release, !dbg !737
  tail call void @llvm.amdgcn.s.barrier(), !dbg !737
  fence syncscope("workgroup") acquire, !dbg !737
  %t80 = icmp slt i32 %.2, 128, !dbg !737
  br i1 %t80, label %b21, label %b26, !dbg !737

b21:                                              ; preds = %b20
  %t81 = add nsw i32 %.2, 128, !dbg !737
  %t82 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0, i32 %t81, !dbg !737
  %.16 = load float, ptr addrspace(3) %t82, align 4, !dbg !737
  %t84 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1, i32 %t81, !dbg !737
  %.17 = load i8, ptr addrspace(3) %t84, align 1, !dbg !737
  %.18 = icmp ne i8 %.17, 0, !dbg !737
  %spec.select = fadd float %t86, %.16, !dbg !737
  %t88 = select i1 %.18, float %spec.select, float %t77, !dbg !737
  %t89 = select i1 %.18, i1 true, i1 %t7, !dbg !737
  store float %t88, ptr addrspace(3) %t78, align 4, !dbg !737
  %.19 = zext i1 %t89 to i8, !dbg !737
  store i8 %.19, ptr addrspace(3) %t79, align 1, !dbg !737
  br label %b26, !dbg !737

b26:                                              ; preds = %b21, %b20
  %t90 = phi float [ %t88, %b21 ], [ %t77, %b20 ]
  %t91 = phi i1 [ %t89, %b21 ], [ %t7, %b20 ]
  fence syncscope("workgroup") release, !dbg !737
  tail call void @llvm.amdgcn.s.barrier(), !dbg !737
  fence syncscope("workgroup") acquire, !dbg !737
  %t92 = icmp slt i32 %.2, 64, !dbg !737
  br i1 %t92, label %b27, label %b32, !dbg !737

b27:                                              ; preds = %b26
  %t93 = add nsw i32 %.2, 64, !dbg !737
  %t94 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0, i32 %t93, !dbg !737
  %.20 = load float, ptr addrspace(3) %t94, align 4, !dbg !737
  %t96 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1, i32 %t93, !dbg !737
  %.21 = load i8, ptr addrspace(3) %t96, align 1, !dbg !737
  %.22 = icmp ne i8 %.21, 0, !dbg !737
  %t98 = select i1 %t91, float %t90, float -0.000000e+00, !dbg !737
  %spec.select1 = fadd float %t98, %.20, !dbg !737
  %t100 = select i1 %.22, float %spec.select1, float %t90, !dbg !737
  %t101 = select i1 %.22, i1 true, i1 %t91, !dbg !737
  store float %t100, ptr addrspace(3) %t78, align 4, !dbg !737
  %.23 = zext i1 %t101 to i8, !dbg !737
  store i8 %.23, ptr addrspace(3) %t79, align 1, !dbg !737
  br label %b32, !dbg !737

b32:                                              ; preds = %b27, %b26
  %t102 = phi float [ %t100, %b27 ], [ %t90, %b26 ]
  %t103 = phi i1 [ %t101, %b27 ], [ %t91, %b26 ]
  fence syncscope("workgroup") release, !dbg !737
  tail call void @llvm.amdgcn.s.barrier(), !dbg !737
  fence syncscope("workgroup") acquire, !dbg !737
  %t104 = icmp slt i32 %.2, 32, !dbg !737
  br i1 %t104, label %b33, label %b38, !dbg !737

b33:                                              ; preds = %b32
  %t105 = add nsw i32 %.2, 32, !dbg !737
  %t106 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0, i32 %t105, !dbg !737
  %.24 = load float, ptr addrspace(3) %t106, align 4, !dbg !737
  %t108 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1, i32 %t105, !dbg !737
  %.25 = load i8, ptr addrspace(3) %t108, align 1, !dbg !737
  %.26 = icmp ne i8 %.25, 0, !dbg !737
  %t110 = select i1 %t103, float %t102, float -0.000000e+00, !dbg !737
  %spec.select2 = fadd float %t110, %.24, !dbg !737
  %t112 = select i1 %.26, float %spec.select2, float %t102, !dbg !737
  %t113 = select i1 %.26, i1 true, i1 %t103, !dbg !737
  br label %b38, !dbg !737

b38:                                              ; preds = %b33, %b32
  %t114 = phi float [ %t112, %b33 ], [ %t102, %b32 ]
  %t115 = phi i1 [ %t113, %b33 ], [ %t103, %b32 ]
  br i1 %t104, label %b39, label %b60, !dbg !737

b39:                                              ; preds = %b38
  %.28 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !737
  %.29 = zext i32 %.28 to i64, !dbg !737
  %.30 = add nuw nsw i64 %.29, 16, !dbg !737
  %.31 = icmp ult i32 %.28, 16, !dbg !737
  %.32 = tail call i32 @llvm.read_register.i32(metadata !735) #10, !dbg !737
  %.33 = zext i32 %.32 to i64, !dbg !737
  %.34 = and i64 %.30, 31, !dbg !737
  %2 = shl nuw nsw i64 1, %.34, !dbg !737
  %3 = and i64 %2, %.33, !dbg !737
  %.36 = icmp ne i64 %3, 0, !dbg !737
  %.37 = and i1 %.31, %.36, !dbg !737
  %.38 = trunc i64 %.30 to i32, !dbg !737
  %.39 = shl i32 %.38, 2, !dbg !737
  %.40 = bitcast float %t114 to i32, !dbg !737
  %.41 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.40), !dbg !737
  %.42 = bitcast i32 %.41 to float, !dbg !737
  %t116 = select i1 %.37, float %.42, float %t114, !dbg !737
  %.56 = zext i1 %t115 to i32, !dbg !737
  %.57 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.56), !dbg !737
  %4 = and i32 %.57, 1, !dbg !737
  %.58 = icmp ne i32 %4, 0, !dbg !737
  %t117 = select i1 %.37, i1 %.58, i1 %t115, !dbg !737
  %t118 = icmp slt i32 %.2, 16, !dbg !737
  %t119 = and i1 %t118, %t117, !dbg !737
  %t120 = select i1 %t115, float %t114, float -0.000000e+00, !dbg !737
  %spec.select3 = fadd float %t120, %t116, !dbg !737
  %t122 = select i1 %t119, float %spec.select3, float %t114, !dbg !737
  %t123 = select i1 %t119, i1 true, i1 %t115, !dbg !737
  %.62 = add nuw nsw i64 %.29, 8, !dbg !737
  %.63 = icmp ult i32 %.28, 24, !dbg !737
  %.66 = and i64 %.62, 31, !dbg !737
  %5 = shl nuw nsw i64 1, %.66, !dbg !737
  %6 = and i64 %5, %.33, !dbg !737
  %.68 = icmp ne i64 %6, 0, !dbg !737
  %.69 = and i1 %.63, %.68, !dbg !737
  %.70 = trunc i64 %.62 to i32, !dbg !737
  %.71 = shl i32 %.70, 2, !dbg !737
  %.72 = bitcast float %t122 to i32, !dbg !737
  %.73 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.71, i32 %.72), !dbg !737
  %.74 = bitcast i32 %.73 to float, !dbg !737
  %t124 = select i1 %.69, float %.74, float %t122, !dbg !737
  %.88 = zext i1 %t123 to i32, !dbg !737
  %.89 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.71, i32 %.88), !dbg !737
  %7 = and i32 %.89, 1, !dbg !737
  %.90 = icmp ne i32 %7, 0, !dbg !737
  %t125 = select i1 %.69, i1 %.90, i1 %t123, !dbg !737
  %t126 = icmp slt i32 %.2, 24, !dbg !737
  %t127 = and i1 %t126, %t125, !dbg !737
  %t128 = select i1 %t123, float %t122, float -0.000000e+00, !dbg !737
  %spec.select4 = fadd float %t124, %t128, !dbg !737
  %t130 = select i1 %t127, float %spec.select4, float %t122, !dbg !737
  %t131 = select i1 %t127, i1 true, i1 %t123, !dbg !737
  %.94 = add nuw nsw i64 %.29, 4, !dbg !737
  %.95 = icmp ult i32 %.28, 28, !dbg !737
  %.98 = and i64 %.94, 31, !dbg !737
  %8 = shl nuw nsw i64 1, %.98, !dbg !737
  %9 = and i64 %8, %.33, !dbg !737
  %.100 = icmp ne i64 %9, 0, !dbg !737
  %.101 = and i1 %.95, %.100, !dbg !737
  %.102 = trunc i64 %.94 to i32, !dbg !737
  %.103 = shl i32 %.102, 2, !dbg !737
  %.104 = bitcast float %t130 to i32, !dbg !737
  %.105 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.103, i32 %.104), !dbg !737
  %.106 = bitcast i32 %.105 to float, !dbg !737
  %t132 = select i1 %.101, float %.106, float %t130, !dbg !737
  %.120 = zext i1 %t131 to i32, !dbg !737
  %.121 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.103, i32 %.120), !dbg !737
  %10 = and i32 %.121, 1, !dbg !737
  %.122 = icmp ne i32 %10, 0, !dbg !737
  %t133 = select i1 %.101, i1 %.122, i1 %t131, !dbg !737
  %t134 = icmp slt i32 %.2, 28, !dbg !737
  %t135 = and i1 %t134, %t133, !dbg !737
  %t136 = select i1 %t131, float %t130, float -0.000000e+00, !dbg !737
  %spec.select5 = fadd float %t132, %t136, !dbg !737
  %t138 = select i1 %t135, float %spec.select5, float %t130, !dbg !737
  %t139 = select i1 %t135, i1 true, i1 %t131, !dbg !737
  %.126 = add nuw nsw i64 %.29, 2, !dbg !737
  %.127 = icmp ult i32 %.28, 30, !dbg !737
  %.130 = and i64 %.126, 31, !dbg !737
  %11 = shl nuw nsw i64 1, %.130, !dbg !737
  %12 = and i64 %11, %.33, !dbg !737
  %.132 = icmp ne i64 %12, 0, !dbg !737
  %.133 = and i1 %.127, %.132, !dbg !737
  %.134 = trunc i64 %.126 to i32, !dbg !737
  %.135 = shl i32 %.134, 2, !dbg !737
  %.136 = bitcast float %t138 to i32, !dbg !737
  %.137 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.135, i32 %.136), !dbg !737
  %.138 = bitcast i32 %.137 to float, !dbg !737
  %t140 = select i1 %.133, float %.138, float %t138, !dbg !737
  %.152 = zext i1 %t139 to i32, !dbg !737
  %.153 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.135, i32 %.152), !dbg !737
  %13 = and i32 %.153, 1, !dbg !737
  %.154 = icmp ne i32 %13, 0, !dbg !737
  %t141 = select i1 %.133, i1 %.154, i1 %t139, !dbg !737
  %t142 = icmp slt i32 %.2, 30, !dbg !737
  %t143 = and i1 %t142, %t141, !dbg !737
  %t144 = select i1 %t139, float %t138, float -0.000000e+00, !dbg !737
  %spec.select6 = fadd float %t140, %t144, !dbg !737
  %t146 = select i1 %t143, float %spec.select6, float %t138, !dbg !737
  %t147 = select i1 %t143, i1 true, i1 %t139, !dbg !737
  %.158 = add nuw nsw i64 %.29, 1, !dbg !737
  %.159 = icmp ult i32 %.28, 31, !dbg !737
  %.162 = and i64 %.158, 31, !dbg !737
  %14 = shl nuw nsw i64 1, %.162, !dbg !737
  %15 = and i64 %14, %.33, !dbg !737
  %.164 = icmp ne i64 %15, 0, !dbg !737
  %.165 = and i1 %.159, %.164, !dbg !737
  %.166 = trunc i64 %.158 to i32, !dbg !737
  %.167 = shl i32 %.166, 2, !dbg !737
  %.168 = bitcast float %t146 to i32, !dbg !737
  %.169 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.167, i32 %.168), !dbg !737
  %.170 = bitcast i32 %.169 to float, !dbg !737
  %t148 = select i1 %.165, float %.170, float %t146, !dbg !737
  %.184 = zext i1 %t147 to i32, !dbg !737
  %.185 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.167, i32 %.184), !dbg !737
  %16 = and i32 %.185, 1, !dbg !737
  %.186 = icmp ne i32 %16, 0, !dbg !737
  %t149 = select i1 %.165, i1 %.186, i1 %t147, !dbg !737
  %t150 = icmp ne i32 %.2, 31, !dbg !737
  %t151 = and i1 %t150, %t149, !dbg !737
  %t152 = select i1 %t147, float %t146, float -0.000000e+00, !dbg !737
  %spec.select7 = fadd float %t148, %t152, !dbg !737
  %t154 = select i1 %t151, float %spec.select7, float %t146, !dbg !737
  %t155 = select i1 %t151, i1 true, i1 %t147, !dbg !737
  br label %b60, !dbg !737

b60:                                              ; preds = %b39, %b38
  %t156 = phi float [ %t154, %b39 ], [ %t114, %b38 ]
  %t157 = phi i1 [ %t155, %b39 ], [ %t115, %b38 ]
  %t158 = icmp eq i32 %.2, 0, !dbg !737
  %t162 = select i1 %t157, i1 true, i1 %.1, !dbg !737
  %or.cond = select i1 %t158, i1 %t162, i1 false, !dbg !737
  br i1 %or.cond, label %b66, label %b67, !dbg !737

b66:                                              ; preds = %b60
  %t159 = select i1 %.1, float %a3, float -0.000000e+00, !dbg !737
  %spec.select8 = fadd float %t159, %t156, !dbg !737
  %t161 = select i1 %t157, float %spec.select8, float %a3, !dbg !737
  store float %t161, ptr addrspace(1) %a2, align 4, !dbg !737
  br label %b67, !dbg !737

b67:                                              ; preds = %b66, %b60
  ret void, !dbg !737
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !743 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !744
  %t3 = sext i32 %.1 to i64, !dbg !744
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !744
  %t5 = sext i32 %.2 to i64, !dbg !744
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !744
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !744
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !744, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !744
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !744
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !744, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !744
  %.15 = add i32 %.14, %.9, !dbg !744
  %.16 = udiv i32 %.15, %.6, !dbg !744
  %t9 = sext i32 %.16 to i64, !dbg !744
  %t10 = mul nsw i64 %t7, %t5, !dbg !744
  %t11 = add nsw i64 %t10, %t3, !dbg !744
  %t12 = mul nsw i64 %t9, %t7, !dbg !744
  %t13 = shl nsw i64 %t12, 1, !dbg !744
  %t14 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !744
  %t16 = icmp eq i64 %a2, 1, !dbg !744
  %t17 = and i64 %t14, 15, !dbg !744
  %t18 = icmp eq i64 %t17, 0, !dbg !744
  %t19 = and i1 %t16, %t18, !dbg !744
  %t20 = ashr i64 %a0, 1, !dbg !744
  %t21 = add i64 %a0, 1, !dbg !744
  %t22 = ashr i64 %t21, 1, !dbg !744
  %t23 = icmp slt i64 %t11, %t22, !dbg !744
  br i1 %t23, label %b1, label %b17, !dbg !744

b1:                                               ; preds = %entry
  %t24 = shl nsw i64 %t11, 1, !dbg !744
  %t25 = mul i64 %t24, %a2, !dbg !744
  %t26 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t25, !dbg !744
  %.17 = load double, ptr addrspace(1) %t26, align 8, !dbg !744, !amdgpu.noclobber !6
  %0 = xor i64 %t24, -1, !dbg !744
  %t29 = add i64 %0, %a0, !dbg !744
  %t31 = icmp sgt i64 %t29, 0, !dbg !744
  br i1 %t31, label %b2, label %b3, !dbg !744

b2:                                               ; preds = %b1
  %t30 = getelementptr inbounds double, ptr addrspace(1) %t26, i64 %a2, !dbg !744
  %.18 = load double, ptr addrspace(1) %t30, align 8, !dbg !744, !amdgpu.noclobber !6
  %t33 = fadd double %.17, %.18, !dbg !745
  br label %b3, !dbg !744

b3:                                               ; preds = %b2, %b1
  %t34 = phi double [ %t33, %b2 ], [ %.17, %b1 ]
  %t35 = add nsw i64 %t12, %t11, !dbg !744
  br i1 %t19, label %b4, label %b11, !dbg !744

b4:                                               ; preds = %b3
  %t36 = sub nsw i64 %t20, %t12, !dbg !744
  %t401 = icmp slt i64 %t35, %t36, !dbg !744
  br i1 %t401, label %b6, label %b8.preheader, !dbg !744

b8.preheader:                                     ; preds = %b6, %b4
  %t37.lcssa = phi i64 [ %t35, %b4 ], [ %t53, %b6 ]
  %t38.lcssa = phi double [ %t34, %b4 ], [ %t52, %b6 ]
  %t575 = icmp slt i64 %t37.lcssa, %t20, !dbg !744
  br i1 %t575, label %b9, label %b11, !dbg !744

b6:                                               ; preds = %b4, %b6
  %t383 = phi double [ %t52, %b6 ], [ %t34, %b4 ]
  %t372 = phi i64 [ %t53, %b6 ], [ %t35, %b4 ]
  %t41 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t372, !dbg !744
  %.19 = load <2 x double>, ptr addrspace(1) %t41, align 16, !dbg !744, !amdgpu.noclobber !6
  %.20 = extractelement <2 x double> %.19, i64 0, !dbg !744
  %.22 = extractelement <2 x double> %.19, i64 1, !dbg !744
  %t43 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t41, i64 %t12, !dbg !744
  %.24 = load <2 x double>, ptr addrspace(1) %t43, align 16, !dbg !744, !amdgpu.noclobber !6
  %.25 = extractelement <2 x double> %.24, i64 0, !dbg !744
  %.27 = extractelement <2 x double> %.24, i64 1, !dbg !744
  %t46 = fadd double %t383, %.20, !dbg !745
  %t48 = fadd double %.22, %t46, !dbg !745
  %t50 = fadd double %.25, %t48, !dbg !745
  %t52 = fadd double %.27, %t50, !dbg !745
  %t53 = add i64 %t372, %t13, !dbg !744
  %t40 = icmp slt i64 %t53, %t36, !dbg !744
  br i1 %t40, label %b6, label %b8.preheader, !dbg !744

b9:                                               ; preds = %b8.preheader, %b9
  %t557 = phi double [ %t63, %b9 ], [ %t38.lcssa, %b8.preheader ]
  %t546 = phi i64 [ %t64, %b9 ], [ %t37.lcssa, %b8.preheader ]
  %t58 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t546, !dbg !744
  %.29 = load <2 x double>, ptr addrspace(1) %t58, align 16, !dbg !744, !amdgpu.noclobber !6
  %.30 = extractelement <2 x double> %.29, i64 0, !dbg !744
  %.32 = extractelement <2 x double> %.29, i64 1, !dbg !744
  %t61 = fadd double %t557, %.30, !dbg !745
  %t63 = fadd double %.32, %t61, !dbg !745
  %t64 = add i64 %t546, %t12, !dbg !744
  %t57 = icmp slt i64 %t64, %t20, !dbg !744
  br i1 %t57, label %b9, label %b11, !dbg !744

b11:                                              ; preds = %b9, %b8.preheader, %b3
  %t65 = phi double [ %t34, %b3 ], [ %t38.lcssa, %b8.preheader ], [ %t63, %b9 ]
  %t66 = phi i64 [ %t35, %b3 ], [ %t37.lcssa, %b8.preheader ], [ %t64, %b9 ]
  %t67 = shl i64 %a2, 1, !dbg !744
  %t70 = mul i64 %t12, %t67, !dbg !744
  %t7410 = icmp slt i64 %t66, %t22, !dbg !744
  br i1 %t7410, label %b13.lr.ph, label %b17, !dbg !744

b13.lr.ph:                                        ; preds = %b11
  %t68 = mul i64 %t66, %t67, !dbg !744
  %t69 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t68, !dbg !744
  %t76 = add i64 %a0, -1
  %.35 = shl nsw i64 %a2, 3
  br label %b13, !dbg !744

b13:                                              ; preds = %b13.lr.ph, %b15
  %t7313 = phi double [ %t65, %b13.lr.ph ], [ %t84, %b15 ]
  %t7212 = phi i64 [ %t66, %b13.lr.ph ], [ %t85, %b15 ]
  %t7111 = phi ptr addrspace(1) [ %t69, %b13.lr.ph ], [ %t86, %b15 ]
  %t75.neg = mul i64 %t7212, -2, !dbg !744
  %t77 = add i64 %t76, %t75.neg, !dbg !744
  %.34 = load double, ptr addrspace(1) %t7111, align 8, !dbg !744
  %t79 = fadd double %t7313, %.34, !dbg !745
  %t81 = icmp sgt i64 %t77, 0, !dbg !744
  br i1 %t81, label %b14, label %b15, !dbg !744

b14:                                              ; preds = %b13
  %t80 = getelementptr inbounds i8, ptr addrspace(1) %t7111, i64 %.35, !dbg !744
  %.36 = load double, ptr addrspace(1) %t80, align 8, !dbg !744
  %t83 = fadd double %t79, %.36, !dbg !745
  br label %b15, !dbg !744

b15:                                              ; preds = %b14, %b13
  %t84 = phi double [ %t83, %b14 ], [ %t79, %b13 ]
  %t85 = add i64 %t7212, %t12, !dbg !744
  %t86 = getelementptr inbounds double, ptr addrspace(1) %t7111, i64 %t70, !dbg !744
  %t74 = icmp slt i64 %t85, %t22, !dbg !744
  br i1 %t74, label %b13, label %b17, !dbg !744

b17:                                              ; preds = %b15, %b11, %entry
  %t96 = phi double [ -0.000000e+00, %entry ], [ %t65, %b11 ], [ %t84, %b15 ]
  %t87 = phi double [ 0.000000e+00, %entry ], [ %t65, %b11 ], [ %t84, %b15 ]
  %t88 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1.shared.0, i32 %.1, !dbg !744
  store double %t87, ptr addrspace(3) %t88, align 8, !dbg !744
  %t89 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1.shared.1, i32 %.1, !dbg !744
  %.37 = zext i1 %t23 to i8, !dbg !744
  store i8 %.37, ptr addrspace(3) %t89, align 1, !dbg !744
  fence syncscope("workgroup") release, !dbg !744
  tail call void @llvm.amdgcn.s.barrier(), !dbg !744
  fence syncscope("workgroup") acquire, !dbg !744
  %t90 = icmp slt i32 %.1, 128, !dbg !744
  br i1 %t90, label %b18, label %b23, !dbg !744

b18:                                              ; preds = %b17
  %t91 = add nsw i32 %.1, 128, !dbg !744
  %t94 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1.shared.1, i32 %t91, !dbg !744
  %.39 = load i8, ptr addrspace(3) %t94, align 1, !dbg !744
  %.40.not = icmp eq i8 %.39, 0, !dbg !744
  br i1 %.40.not, label %b22, label %b19, !dbg !744

b19:                                              ; preds = %b18
  %t92 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1.shared.0, i32 %t91, !dbg !744
  %.38 = load double, ptr addrspace(3) %t92, align 8, !dbg !744
  %t97 = fadd double %t96, %.38, !dbg !744
  br label %b22, !dbg !744

b22:                                              ; preds = %b19, %b18
  %t98 = phi double [ %t97, %b19 ], [ %t87, %b18 ]
  %t99 = phi i1 [ true, %b19 ], [ %t23, %b18 ]
  store double %t98, ptr addrspace(3) %t88, align 8, !dbg !744
  %.41 = zext i1 %t99 to i8, !dbg !744
  store i8 %.41, ptr addrspace(3) %t89, align 1, !dbg !744
  br label %b23, !dbg !744

b23:                                              ; preds = %b22, %b17
  %t100 = phi double [ %t98, %b22 ], [ %t87, %b17 ]
  %t101 = phi i1 [ %t99, %b22 ], [ %t23, %b17 ]
  fence syncscope("workgroup") release, !dbg !744
  tail call void @llvm.amdgcn.s.barrier(), !dbg !744
  fence syncscope("workgroup") acquire, !dbg !744
  %t102 = icmp slt i32 %.1, 64, !dbg !744
  br i1 %t102, label %b24, label %b29, !dbg !744

b24:                                              ; preds = %b23
  %t103 = add nsw i32 %.1, 64, !dbg !744
  %t106 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1.shared.1, i32 %t103, !dbg !744
  %.43 = load i8, ptr addrspace(3) %t106, align 1, !dbg !744
  %.44.not = icmp eq i8 %.43, 0, !dbg !744
  br i1 %.44.not, label %b28, label %b25, !dbg !744

b25:                                              ; preds = %b24
  %t108 = select i1 %t101, double %t100, double -0.000000e+00, !dbg !744
  %t104 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1.shared.0, i32 %t103, !dbg !744
  %.42 = load double, ptr addrspace(3) %t104, align 8, !dbg !744
  %t109 = fadd double %t108, %.42, !dbg !744
  br label %b28, !dbg !744

b28:                                              ; preds = %b25, %b24
  %t110 = phi double [ %t109, %b25 ], [ %t100, %b24 ]
  %t111 = phi i1 [ true, %b25 ], [ %t101, %b24 ]
  store double %t110, ptr addrspace(3) %t88, align 8, !dbg !744
  %.45 = zext i1 %t111 to i8, !dbg !744
  store i8 %.45, ptr addrspace(3) %t89, align 1, !dbg !744
  br label %b29, !dbg !744

b29:                                              ; preds = %b28, %b23
  %t112 = phi double [ %t110, %b28 ], [ %t100, %b23 ]
  %t113 = phi i1 [ %t111, %b28 ], [ %t101, %b23 ]
  fence syncscope("workgroup") release, !dbg !744
  tail call void @llvm.amdgcn.s.barrier(), !dbg !744
  fence syncscope("workgroup") acquire, !dbg !744
  %t114 = icmp slt i32 %.1, 32, !dbg !744
  br i1 %t114, label %b30, label %b35, !dbg !744

b30:                                              ; preds = %b29
  %t115 = add nsw i32 %.1, 32, !dbg !744
  %t118 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1.shared.1, i32 %t115, !dbg !744
  %.47 = load i8, ptr addrspace(3) %t118, align 1, !dbg !744
  %.48.not = icmp eq i8 %.47, 0, !dbg !744
  br i1 %.48.not, label %b35, label %b31, !dbg !744

b31:                                              ; preds = %b30
  %t120 = select i1 %t113, double %t112, double -0.000000e+00, !dbg !744
  %t116 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1.shared.0, i32 %t115, !dbg !744
  %.46 = load double, ptr addrspace(3) %t116, align 8, !dbg !744
  %t121 = fadd double %t120, %.46, !dbg !744
  br label %b35, !dbg !744

b35:                                              ; preds = %b30, %b31, %b29
  %t124 = phi double [ %t112, %b29 ], [ %t121, %b31 ], [ %t112, %b30 ]
  %t125 = phi i1 [ %t113, %b29 ], [ true, %b31 ], [ %t113, %b30 ]
  br i1 %t114, label %b36, label %b57, !dbg !744

b36:                                              ; preds = %b35
  %.50 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !744
  %.51 = zext i32 %.50 to i64, !dbg !744
  %.52 = add nuw nsw i64 %.51, 16, !dbg !744
  %.53 = icmp ult i32 %.50, 16, !dbg !744
  %.54 = tail call i32 @llvm.read_register.i32(metadata !735) #10, !dbg !744
  %.55 = zext i32 %.54 to i64, !dbg !744
  %.56 = and i64 %.52, 31, !dbg !744
  %1 = shl nuw nsw i64 1, %.56, !dbg !744
  %2 = and i64 %1, %.55, !dbg !744
  %.58 = icmp ne i64 %2, 0, !dbg !744
  %.59 = and i1 %.53, %.58, !dbg !744
  %.60 = trunc i64 %.52 to i32, !dbg !744
  %.61 = shl i32 %.60, 2, !dbg !744
  %.62 = bitcast double %t124 to i64, !dbg !744
  %.63 = trunc i64 %.62 to i32, !dbg !744
  %.64 = lshr i64 %.62, 32, !dbg !744
  %.65 = trunc i64 %.64 to i32, !dbg !744
  %.66 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.63), !dbg !744
  %.67 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.65), !dbg !744
  %.86 = zext i1 %t125 to i32, !dbg !744
  %.87 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.86), !dbg !744
  %3 = and i32 %.87, 1, !dbg !744
  %.88 = icmp ne i32 %3, 0, !dbg !744
  %t127 = select i1 %.59, i1 %.88, i1 %t125, !dbg !744
  %t128 = icmp slt i32 %.1, 16, !dbg !744
  %t129 = and i1 %t128, %t127, !dbg !744
  br i1 %t129, label %b37, label %b40, !dbg !744

b37:                                              ; preds = %b36
  %.69 = zext i32 %.67 to i64, !dbg !744
  %.70 = shl nuw i64 %.69, 32, !dbg !744
  %.68 = zext i32 %.66 to i64, !dbg !744
  %.71 = or i64 %.70, %.68, !dbg !744
  %.72 = bitcast i64 %.71 to double, !dbg !744
  %t126 = select i1 %.59, double %.72, double %t124, !dbg !744
  %t130 = select i1 %t125, double %t124, double -0.000000e+00, !dbg !744
  %t131 = fadd double %t130, %t126, !dbg !744
  br label %b40, !dbg !744

b40:                                              ; preds = %b37, %b36
  %t132 = phi double [ %t131, %b37 ], [ %t124, %b36 ]
  %t133 = phi i1 [ true, %b37 ], [ %t125, %b36 ]
  %.92 = add nuw nsw i64 %.51, 8, !dbg !744
  %.93 = icmp ult i32 %.50, 24, !dbg !744
  %.96 = and i64 %.92, 31, !dbg !744
  %4 = shl nuw nsw i64 1, %.96, !dbg !744
  %5 = and i64 %4, %.55, !dbg !744
  %.98 = icmp ne i64 %5, 0, !dbg !744
  %.99 = and i1 %.93, %.98, !dbg !744
  %.100 = trunc i64 %.92 to i32, !dbg !744
  %.101 = shl i32 %.100, 2, !dbg !744
  %.102 = bitcast double %t132 to i64, !dbg !744
  %.103 = trunc i64 %.102 to i32, !dbg !744
  %.104 = lshr i64 %.102, 32, !dbg !744
  %.105 = trunc i64 %.104 to i32, !dbg !744
  %.106 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.101, i32 %.103), !dbg !744
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.101, i32 %.105), !dbg !744
  %.126 = zext i1 %t133 to i32, !dbg !744
  %.127 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.101, i32 %.126), !dbg !744
  %6 = and i32 %.127, 1, !dbg !744
  %.128 = icmp ne i32 %6, 0, !dbg !744
  %t135 = select i1 %.99, i1 %.128, i1 %t133, !dbg !744
  %t136 = icmp slt i32 %.1, 24, !dbg !744
  %t137 = and i1 %t136, %t135, !dbg !744
  br i1 %t137, label %b41, label %b44, !dbg !744

b41:                                              ; preds = %b40
  %.109 = zext i32 %.107 to i64, !dbg !744
  %.110 = shl nuw i64 %.109, 32, !dbg !744
  %.108 = zext i32 %.106 to i64, !dbg !744
  %.111 = or i64 %.110, %.108, !dbg !744
  %.112 = bitcast i64 %.111 to double, !dbg !744
  %t134 = select i1 %.99, double %.112, double %t132, !dbg !744
  %t138 = select i1 %t133, double %t132, double -0.000000e+00, !dbg !744
  %t139 = fadd double %t138, %t134, !dbg !744
  br label %b44, !dbg !744

b44:                                              ; preds = %b41, %b40
  %t140 = phi double [ %t139, %b41 ], [ %t132, %b40 ]
  %t141 = phi i1 [ true, %b41 ], [ %t133, %b40 ]
  %.132 = add nuw nsw i64 %.51, 4, !dbg !744
  %.133 = icmp ult i32 %.50, 28, !dbg !744
  %.136 = and i64 %.132, 31, !dbg !744
  %7 = shl nuw nsw i64 1, %.136, !dbg !744
  %8 = and i64 %7, %.55, !dbg !744
  %.138 = icmp ne i64 %8, 0, !dbg !744
  %.139 = and i1 %.133, %.138, !dbg !744
  %.140 = trunc i64 %.132 to i32, !dbg !744
  %.141 = shl i32 %.140, 2, !dbg !744
  %.142 = bitcast double %t140 to i64, !dbg !744
  %.143 = trunc i64 %.142 to i32, !dbg !744
  %.144 = lshr i64 %.142, 32, !dbg !744
  %.145 = trunc i64 %.144 to i32, !dbg !744
  %.146 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.141, i32 %.143), !dbg !744
  %.147 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.141, i32 %.145), !dbg !744
  %.166 = zext i1 %t141 to i32, !dbg !744
  %.167 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.141, i32 %.166), !dbg !744
  %9 = and i32 %.167, 1, !dbg !744
  %.168 = icmp ne i32 %9, 0, !dbg !744
  %t143 = select i1 %.139, i1 %.168, i1 %t141, !dbg !744
  %t144 = icmp slt i32 %.1, 28, !dbg !744
  %t145 = and i1 %t144, %t143, !dbg !744
  br i1 %t145, label %b45, label %b48, !dbg !744

b45:                                              ; preds = %b44
  %.149 = zext i32 %.147 to i64, !dbg !744
  %.150 = shl nuw i64 %.149, 32, !dbg !744
  %.148 = zext i32 %.146 to i64, !dbg !744
  %.151 = or i64 %.150, %.148, !dbg !744
  %.152 = bitcast i64 %.151 to double, !dbg !744
  %t142 = select i1 %.139, double %.152, double %t140, !dbg !744
  %t146 = select i1 %t141, double %t140, double -0.000000e+00, !dbg !744
  %t147 = fadd double %t146, %t142, !dbg !744
  br label %b48, !dbg !744

b48:                                              ; preds = %b45, %b44
  %t148 = phi double [ %t147, %b45 ], [ %t140, %b44 ]
  %t149 = phi i1 [ true, %b45 ], [ %t141, %b44 ]
  %.172 = add nuw nsw i64 %.51, 2, !dbg !744
  %.173 = icmp ult i32 %.50, 30, !dbg !744
  %.176 = and i64 %.172, 31, !dbg !744
  %10 = shl nuw nsw i64 1, %.176, !dbg !744
  %11 = and i64 %10, %.55, !dbg !744
  %.178 = icmp ne i64 %11, 0, !dbg !744
  %.179 = and i1 %.173, %.178, !dbg !744
  %.180 = trunc i64 %.172 to i32, !dbg !744
  %.181 = shl i32 %.180, 2, !dbg !744
  %.182 = bitcast double %t148 to i64, !dbg !744
  %.183 = trunc i64 %.182 to i32, !dbg !744
  %.184 = lshr i64 %.182, 32, !dbg !744
  %.185 = trunc i64 %.184 to i32, !dbg !744
  %.186 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.183), !dbg !744
  %.187 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.185), !dbg !744
  %.206 = zext i1 %t149 to i32, !dbg !744
  %.207 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.206), !dbg !744
  %12 = and i32 %.207, 1, !dbg !744
  %.208 = icmp ne i32 %12, 0, !dbg !744
  %t151 = select i1 %.179, i1 %.208, i1 %t149, !dbg !744
  %t152 = icmp slt i32 %.1, 30, !dbg !744
  %t153 = and i1 %t152, %t151, !dbg !744
  br i1 %t153, label %b49, label %b52, !dbg !744

b49:                                              ; preds = %b48
  %.189 = zext i32 %.187 to i64, !dbg !744
  %.190 = shl nuw i64 %.189, 32, !dbg !744
  %.188 = zext i32 %.186 to i64, !dbg !744
  %.191 = or i64 %.190, %.188, !dbg !744
  %.192 = bitcast i64 %.191 to double, !dbg !744
  %t150 = select i1 %.179, double %.192, double %t148, !dbg !744
  %t154 = select i1 %t149, double %t148, double -0.000000e+00, !dbg !744
  %t155 = fadd double %t154, %t150, !dbg !744
  br label %b52, !dbg !744

b52:                                              ; preds = %b49, %b48
  %t156 = phi double [ %t155, %b49 ], [ %t148, %b48 ]
  %t157 = phi i1 [ true, %b49 ], [ %t149, %b48 ]
  %.212 = add nuw nsw i64 %.51, 1, !dbg !744
  %.213 = icmp ult i32 %.50, 31, !dbg !744
  %.216 = and i64 %.212, 31, !dbg !744
  %13 = shl nuw nsw i64 1, %.216, !dbg !744
  %14 = and i64 %13, %.55, !dbg !744
  %.218 = icmp ne i64 %14, 0, !dbg !744
  %.219 = and i1 %.213, %.218, !dbg !744
  %.220 = trunc i64 %.212 to i32, !dbg !744
  %.221 = shl i32 %.220, 2, !dbg !744
  %.222 = bitcast double %t156 to i64, !dbg !744
  %.223 = trunc i64 %.222 to i32, !dbg !744
  %.224 = lshr i64 %.222, 32, !dbg !744
  %.225 = trunc i64 %.224 to i32, !dbg !744
  %.226 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.221, i32 %.223), !dbg !744
  %.227 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.221, i32 %.225), !dbg !744
  %.246 = zext i1 %t157 to i32, !dbg !744
  %.247 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.221, i32 %.246), !dbg !744
  %15 = and i32 %.247, 1, !dbg !744
  %.248 = icmp ne i32 %15, 0, !dbg !744
  %t159 = select i1 %.219, i1 %.248, i1 %t157, !dbg !744
  %t160 = icmp slt i32 %.1, 31, !dbg !744
  %t161 = and i1 %t160, %t159, !dbg !744
  br i1 %t161, label %b53, label %b57, !dbg !744

b53:                                              ; preds = %b52
  %.229 = zext i32 %.227 to i64, !dbg !744
  %.230 = shl nuw i64 %.229, 32, !dbg !744
  %.228 = zext i32 %.226 to i64, !dbg !744
  %.231 = or i64 %.230, %.228, !dbg !744
  %.232 = bitcast i64 %.231 to double, !dbg !744
  %t158 = select i1 %.219, double %.232, double %t156, !dbg !744
  %t162 = select i1 %t157, double %t156, double -0.000000e+00, !dbg !744
  %t163 = fadd double %t162, %t158, !dbg !744
  br label %b57, !dbg !744

b57:                                              ; preds = %b52, %b53, %b35
  %t166 = phi double [ %t124, %b35 ], [ %t163, %b53 ], [ %t156, %b52 ]
  %t167 = phi i1 [ %t125, %b35 ], [ true, %b53 ], [ %t157, %b52 ]
  %t168 = icmp eq i32 %.1, 0, !dbg !744
  %t169 = and i1 %t168, %t167, !dbg !744
  br i1 %t169, label %b58, label %b59, !dbg !744

b58:                                              ; preds = %b57
  %t170 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t5, !dbg !744
  store double %t166, ptr addrspace(1) %t170, align 8, !dbg !744
  br label %b59, !dbg !744

b59:                                              ; preds = %b58, %b57
  ret void, !dbg !744
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2(i64 %a0, ptr addrspace(1) readonly %a1, ptr addrspace(1) nocapture writeonly %a2, double %a3, i8 %a4) local_unnamed_addr #0 !dbg !746 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !747
  %t3 = sext i32 %.2 to i64, !dbg !747
  %t4 = add i64 %a0, 1, !dbg !747
  %t5 = ashr i64 %t4, 1, !dbg !747
  %t6 = ashr i64 %a0, 1, !dbg !747
  %t7 = icmp sgt i64 %t5, %t3, !dbg !747
  br i1 %t7, label %b1, label %b12, !dbg !747

b1:                                               ; preds = %entry
  %t8 = shl nsw i64 %t3, 1, !dbg !747
  %t9 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t8, !dbg !747
  %.3 = load double, ptr addrspace(1) %t9, align 8, !dbg !747, !amdgpu.noclobber !6
  %0 = xor i64 %t8, -1, !dbg !747
  %t12 = add i64 %0, %a0, !dbg !747
  %t14 = icmp sgt i64 %t12, 0, !dbg !747
  br i1 %t14, label %b2, label %b3, !dbg !747

b2:                                               ; preds = %b1
  %t13 = getelementptr inbounds double, ptr addrspace(1) %t9, i64 1, !dbg !747
  %.4 = load double, ptr addrspace(1) %t13, align 8, !dbg !747, !amdgpu.noclobber !6
  %t16 = fadd double %.3, %.4, !dbg !748
  br label %b3, !dbg !747

b3:                                               ; preds = %b2, %b1
  %t17 = phi double [ %t16, %b2 ], [ %.3, %b1 ]
  %t18 = add nsw i64 %t3, 256, !dbg !747
  %t21 = and i64 %a0, -2, !dbg !747
  %t22 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t21, !dbg !747
  %t23 = icmp slt i64 %t18, %t6, !dbg !747
  br i1 %t23, label %b4.preheader, label %b7, !dbg !747

b4.preheader:                                     ; preds = %b3
  %t19 = shl nsw i64 %t18, 1, !dbg !747
  %t20 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t19, !dbg !747
  br label %b4, !dbg !747

b4:                                               ; preds = %b4.preheader, %b4
  %t24 = phi ptr addrspace(1) [ %t31, %b4 ], [ %t20, %b4.preheader ]
  %t25 = phi double [ %t30, %b4 ], [ %t17, %b4.preheader ]
  %.5 = load double, ptr addrspace(1) %t24, align 8, !dbg !747
  %t27 = fadd double %t25, %.5, !dbg !748
  %t28 = getelementptr inbounds double, ptr addrspace(1) %t24, i64 1, !dbg !747
  %.6 = load double, ptr addrspace(1) %t28, align 8, !dbg !747
  %t30 = fadd double %t27, %.6, !dbg !748
  %t31 = getelementptr inbounds double, ptr addrspace(1) %t24, i64 512, !dbg !747
  %t32 = icmp ult ptr addrspace(1) %t31, %t22, !dbg !747
  br i1 %t32, label %b4, label %b6, !dbg !747, !llvm.loop !749

b6:                                               ; preds = %b4
  %t33 = sub nsw i64 %t3, %t6, !dbg !747
  %t34 = and i64 %t33, 255, !dbg !747
  %t35 = add nsw i64 %t34, %t6, !dbg !747
  br label %b7, !dbg !747

b7:                                               ; preds = %b6, %b3
  %t36 = phi i64 [ %t18, %b3 ], [ %t35, %b6 ]
  %t37 = phi double [ %t17, %b3 ], [ %t30, %b6 ]
  %t38 = icmp slt i64 %t36, %t5, !dbg !747
  br i1 %t38, label %b8, label %b12, !dbg !747

b8:                                               ; preds = %b7
  %t39 = shl i64 %t36, 1, !dbg !747
  %t40 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t39, !dbg !747
  %1 = xor i64 %t39, -1, !dbg !747
  %t42 = add i64 %1, %a0, !dbg !747
  %.7 = load double, ptr addrspace(1) %t40, align 8, !dbg !747, !amdgpu.noclobber !6
  %t44 = fadd double %t37, %.7, !dbg !748
  %t46 = icmp sgt i64 %t42, 0, !dbg !747
  br i1 %t46, label %b9, label %b12, !dbg !747

b9:                                               ; preds = %b8
  %t45 = getelementptr inbounds double, ptr addrspace(1) %t40, i64 1, !dbg !747
  %.8 = load double, ptr addrspace(1) %t45, align 8, !dbg !747, !amdgpu.noclobber !6
  %t48 = fadd double %t44, %.8, !dbg !748
  br label %b12, !dbg !747

b12:                                              ; preds = %b7, %b9, %b8, %entry
  %t60 = phi double [ %t37, %b7 ], [ %t48, %b9 ], [ %t44, %b8 ], [ -0.000000e+00, %entry ]
  %t51 = phi double [ %t37, %b7 ], [ %t48, %b9 ], [ %t44, %b8 ], [ 0.000000e+00, %entry ]
  %t52 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2.shared.0, i32 %.2, !dbg !747
  store double %t51, ptr addrspace(3) %t52, align 8, !dbg !747
  %t53 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2.shared.1, i32 %.2, !dbg !747
  %.9 = zext i1 %t7 to i8, !dbg !747
  store i8 %.9, ptr addrspace(3) %t53, align 1, !dbg !747
  fence syncscope("workgroup") release, !dbg !747
  tail call void @llvm.amdgcn.s.barrier(), !dbg !747
  fence syncscope("workgroup") acquire, !dbg !747
  %t54 = icmp slt i32 %.2, 128, !dbg !747
  br i1 %t54, label %b13, label %b18, !dbg !747

b13:                                              ; preds = %b12
  %t55 = add nsw i32 %.2, 128, !dbg !747
  %t58 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2.shared.1, i32 %t55, !dbg !747
  %.11 = load i8, ptr addrspace(3) %t58, align 1, !dbg !747
  %.12.not = icmp eq i8 %.11, 0, !dbg !747
  br i1 %.12.not, label %b17, label %b14, !dbg !747

b14:                                              ; preds = %b13
  %t56 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2.shared.0, i32 %t55, !dbg !747
  %.10 = load double, ptr addrspace(3) %t56, align 8, !dbg !747
  %t61 = fadd double %t60, %.10, !dbg !747
  br label %b17, !dbg !747

b17:                                              ; preds = %b14, %b13
  %t62 = phi double [ %t61, %b14 ], [ %t51, %b13 ]
  %t63 = phi i1 [ true, %b14 ], [ %t7, %b13 ]
  store double %t62, ptr addrspace(3) %t52, align 8, !dbg !747
  %.13 = zext i1 %t63 to i8, !dbg !747
  store i8 %.13, ptr addrspace(3) %t53, align 1, !dbg !747
  br label %b18, !dbg !747

b18:                                              ; preds = %b17, %b12
  %t64 = phi double [ %t62, %b17 ], [ %t51, %b12 ]
  %t65 = phi i1 [ %t63, %b17 ], [ %t7, %b12 ]
  fence syncscope("workgroup") release, !dbg !747
  tail call void @llvm.amdgcn.s.barrier(), !dbg !747
  fence syncscope("workgroup") acquire, !dbg !747
  %t66 = icmp slt i32 %.2, 64, !dbg !747
  br i1 %t66, label %b19, label %b24, !dbg !747

b19:                                              ; preds = %b18
  %t67 = add nsw i32 %.2, 64, !dbg !747
  %t70 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2.shared.1, i32 %t67, !dbg !747
  %.15 = load i8, ptr addrspace(3) %t70, align 1, !dbg !747
  %.16.not = icmp eq i8 %.15, 0, !dbg !747
  br i1 %.16.not, label %b23, label %b20, !dbg !747

b20:                                              ; preds = %b19
  %t72 = select i1 %t65, double %t64, double -0.000000e+00, !dbg !747
  %t68 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2.shared.0, i32 %t67, !dbg !747
  %.14 = load double, ptr addrspace(3) %t68, align 8, !dbg !747
  %t73 = fadd double %t72, %.14, !dbg !747
  br label %b23, !dbg !747

b23:                                              ; preds = %b20, %b19
  %t74 = phi double [ %t73, %b20 ], [ %t64, %b19 ]
  %t75 = phi i1 [ true, %b20 ], [ %t65, %b19 ]
  store double %t74, ptr addrspace(3) %t52, align 8, !dbg !747
  %.17 = zext i1 %t75 to i8, !dbg !747
  store i8 %.17, ptr addrspace(3) %t53, align 1, !dbg !747
  br label %b24, !dbg !747

b24:                                              ; preds = %b23, %b18
  %t76 = phi double [ %t74, %b23 ], [ %t64, %b18 ]
  %t77 = phi i1 [ %t75, %b23 ], [ %t65, %b18 ]
  fence syncscope("workgroup") release, !dbg !747
  tail call void @llvm.amdgcn.s.barrier(), !dbg !747
  fence syncscope("workgroup") acquire, !dbg !747
  %t78 = icmp slt i32 %.2, 32, !dbg !747
  br i1 %t78, label %b25, label %b30, !dbg !747

b25:                                              ; preds = %b24
  %t79 = add nsw i32 %.2, 32, !dbg !747
  %t82 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2.shared.1, i32 %t79, !dbg !747
  %.19 = load i8, ptr addrspace(3) %t82, align 1, !dbg !747
  %.20.not = icmp eq i8 %.19, 0, !dbg !747
  br i1 %.20.not, label %b30, label %b26, !dbg !747

b26:                                              ; preds = %b25
  %t84 = select i1 %t77, double %t76, double -0.000000e+00, !dbg !747
  %t80 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2.shared.0, i32 %t79, !dbg !747
  %.18 = load double, ptr addrspace(3) %t80, align 8, !dbg !747
  %t85 = fadd double %t84, %.18, !dbg !747
  br label %b30, !dbg !747

b30:                                              ; preds = %b25, %b26, %b24
  %t88 = phi double [ %t76, %b24 ], [ %t85, %b26 ], [ %t76, %b25 ]
  %t89 = phi i1 [ %t77, %b24 ], [ true, %b26 ], [ %t77, %b25 ]
  br i1 %t78, label %b31, label %b52, !dbg !747

b31:                                              ; preds = %b30
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !747
  %.23 = zext i32 %.22 to i64, !dbg !747
  %.24 = add nuw nsw i64 %.23, 16, !dbg !747
  %.25 = icmp ult i32 %.22, 16, !dbg !747
  %.26 = tail call i32 @llvm.read_register.i32(metadata !735) #10, !dbg !747
  %.27 = zext i32 %.26 to i64, !dbg !747
  %.28 = and i64 %.24, 31, !dbg !747
  %2 = shl nuw nsw i64 1, %.28, !dbg !747
  %3 = and i64 %2, %.27, !dbg !747
  %.30 = icmp ne i64 %3, 0, !dbg !747
  %.31 = and i1 %.25, %.30, !dbg !747
  %.32 = trunc i64 %.24 to i32, !dbg !747
  %.33 = shl i32 %.32, 2, !dbg !747
  %.34 = bitcast double %t88 to i64, !dbg !747
  %.35 = trunc i64 %.34 to i32, !dbg !747
  %.36 = lshr i64 %.34, 32, !dbg !747
  %.37 = trunc i64 %.36 to i32, !dbg !747
  %.38 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.35), !dbg !747
  %.39 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.37), !dbg !747
  %.58 = zext i1 %t89 to i32, !dbg !747
  %.59 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.58), !dbg !747
  %4 = and i32 %.59, 1, !dbg !747
  %.60 = icmp ne i32 %4, 0, !dbg !747
  %t91 = select i1 %.31, i1 %.60, i1 %t89, !dbg !747
  %t92 = icmp slt i32 %.2, 16, !dbg !747
  %t93 = and i1 %t92, %t91, !dbg !747
  br i1 %t93, label %b32, label %b35, !dbg !747

b32:                                              ; preds = %b31
  %.41 = zext i32 %.39 to i64, !dbg !747
  %.42 = shl nuw i64 %.41, 32, !dbg !747
  %.40 = zext i32 %.38 to i64, !dbg !747
  %.43 = or i64 %.42, %.40, !dbg !747
  %.44 = bitcast i64 %.43 to double, !dbg !747
  %t90 = select i1 %.31, double %.44, double %t88, !dbg !747
  %t94 = select i1 %t89, double %t88, double -0.000000e+00, !dbg !747
  %t95 = fadd double %t94, %t90, !dbg !747
  br label %b35, !dbg !747

b35:                                              ; preds = %b32, %b31
  %t96 = phi double [ %t95, %b32 ], [ %t88, %b31 ]
  %t97 = phi i1 [ true, %b32 ], [ %t89, %b31 ]
  %.64 = add nuw nsw i64 %.23, 8, !dbg !747
  %.65 = icmp ult i32 %.22, 24, !dbg !747
  %.68 = and i64 %.64, 31, !dbg !747
  %5 = shl nuw nsw i64 1, %.68, !dbg !747
  %6 = and i64 %5, %.27, !dbg !747
  %.70 = icmp ne i64 %6, 0, !dbg !747
  %.71 = and i1 %.65, %.70, !dbg !747
  %.72 = trunc i64 %.64 to i32, !dbg !747
  %.73 = shl i32 %.72, 2, !dbg !747
  %.74 = bitcast double %t96 to i64, !dbg !747
  %.75 = trunc i64 %.74 to i32, !dbg !747
  %.76 = lshr i64 %.74, 32, !dbg !747
  %.77 = trunc i64 %.76 to i32, !dbg !747
  %.78 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.73, i32 %.75), !dbg !747
  %.79 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.73, i32 %.77), !dbg !747
  %.98 = zext i1 %t97 to i32, !dbg !747
  %.99 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.73, i32 %.98), !dbg !747
  %7 = and i32 %.99, 1, !dbg !747
  %.100 = icmp ne i32 %7, 0, !dbg !747
  %t99 = select i1 %.71, i1 %.100, i1 %t97, !dbg !747
  %t100 = icmp slt i32 %.2, 24, !dbg !747
  %t101 = and i1 %t100, %t99, !dbg !747
  br i1 %t101, label %b36, label %b39, !dbg !747

b36:                                              ; preds = %b35
  %.81 = zext i32 %.79 to i64, !dbg !747
  %.82 = shl nuw i64 %.81, 32, !dbg !747
  %.80 = zext i32 %.78 to i64, !dbg !747
  %.83 = or i64 %.82, %.80, !dbg !747
  %.84 = bitcast i64 %.83 to double, !dbg !747
  %t98 = select i1 %.71, double %.84, double %t96, !dbg !747
  %t102 = select i1 %t97, double %t96, double -0.000000e+00, !dbg !747
  %t103 = fadd double %t102, %t98, !dbg !747
  br label %b39, !dbg !747

b39:                                              ; preds = %b36, %b35
  %t104 = phi double [ %t103, %b36 ], [ %t96, %b35 ]
  %t105 = phi i1 [ true, %b36 ], [ %t97, %b35 ]
  %.104 = add nuw nsw i64 %.23, 4, !dbg !747
  %.105 = icmp ult i32 %.22, 28, !dbg !747
  %.108 = and i64 %.104, 31, !dbg !747
  %8 = shl nuw nsw i64 1, %.108, !dbg !747
  %9 = and i64 %8, %.27, !dbg !747
  %.110 = icmp ne i64 %9, 0, !dbg !747
  %.111 = and i1 %.105, %.110, !dbg !747
  %.112 = trunc i64 %.104 to i32, !dbg !747
  %.113 = shl i32 %.112, 2, !dbg !747
  %.114 = bitcast double %t104 to i64, !dbg !747
  %.115 = trunc i64 %.114 to i32, !dbg !747
  %.116 = lshr i64 %.114, 32, !dbg !747
  %.117 = trunc i64 %.116 to i32, !dbg !747
  %.118 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.113, i32 %.115), !dbg !747
  %.119 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.113, i32 %.117), !dbg !747
  %.138 = zext i1 %t105 to i32, !dbg !747
  %.139 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.113, i32 %.138), !dbg !747
  %10 = and i32 %.139, 1, !dbg !747
  %.140 = icmp ne i32 %10, 0, !dbg !747
  %t107 = select i1 %.111, i1 %.140, i1 %t105, !dbg !747
  %t108 = icmp slt i32 %.2, 28, !dbg !747
  %t109 = and i1 %t108, %t107, !dbg !747
  br i1 %t109, label %b40, label %b43, !dbg !747

b40:                                              ; preds = %b39
  %.121 = zext i32 %.119 to i64, !dbg !747
  %.122 = shl nuw i64 %.121, 32, !dbg !747
  %.120 = zext i32 %.118 to i64, !dbg !747
  %.123 = or i64 %.122, %.120, !dbg !747
  %.124 = bitcast i64 %.123 to double, !dbg !747
  %t106 = select i1 %.111, double %.124, double %t104, !dbg !747
  %t110 = select i1 %t105, double %t104, double -0.000000e+00, !dbg !747
  %t111 = fadd double %t110, %t106, !dbg !747
  br label %b43, !dbg !747

b43:                                              ; preds = %b40, %b39
  %t112 = phi double [ %t111, %b40 ], [ %t104, %b39 ]
  %t113 = phi i1 [ true, %b40 ], [ %t105, %b39 ]
  %.144 = add nuw nsw i64 %.23, 2, !dbg !747
  %.145 = icmp ult i32 %.22, 30, !dbg !747
  %.148 = and i64 %.144, 31, !dbg !747
  %11 = shl nuw nsw i64 1, %.148, !dbg !747
  %12 = and i64 %11, %.27, !dbg !747
  %.150 = icmp ne i64 %12, 0, !dbg !747
  %.151 = and i1 %.145, %.150, !dbg !747
  %.152 = trunc i64 %.144 to i32, !dbg !747
  %.153 = shl i32 %.152, 2, !dbg !747
  %.154 = bitcast double %t112 to i64, !dbg !747
  %.155 = trunc i64 %.154 to i32, !dbg !747
  %.156 = lshr i64 %.154, 32, !dbg !747
  %.157 = trunc i64 %.156 to i32, !dbg !747
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.155), !dbg !747
  %.159 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.157), !dbg !747
  %.178 = zext i1 %t113 to i32, !dbg !747
  %.179 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.178), !dbg !747
  %13 = and i32 %.179, 1, !dbg !747
  %.180 = icmp ne i32 %13, 0, !dbg !747
  %t115 = select i1 %.151, i1 %.180, i1 %t113, !dbg !747
  %t116 = icmp slt i32 %.2, 30, !dbg !747
  %t117 = and i1 %t116, %t115, !dbg !747
  br i1 %t117, label %b44, label %b47, !dbg !747

b44:                                              ; preds = %b43
  %.161 = zext i32 %.159 to i64, !dbg !747
  %.162 = shl nuw i64 %.161, 32, !dbg !747
  %.160 = zext i32 %.158 to i64, !dbg !747
  %.163 = or i64 %.162, %.160, !dbg !747
  %.164 = bitcast i64 %.163 to double, !dbg !747
  %t114 = select i1 %.151, double %.164, double %t112, !dbg !747
  %t118 = select i1 %t113, double %t112, double -0.000000e+00, !dbg !747
  %t119 = fadd double %t118, %t114, !dbg !747
  br label %b47, !dbg !747

b47:                                              ; preds = %b44, %b43
  %t120 = phi double [ %t119, %b44 ], [ %t112, %b43 ]
  %t121 = phi i1 [ true, %b44 ], [ %t113, %b43 ]
  %.184 = add nuw nsw i64 %.23, 1, !dbg !747
  %.185 = icmp ult i32 %.22, 31, !dbg !747
  %.188 = and i64 %.184, 31, !dbg !747
  %14 = shl nuw nsw i64 1, %.188, !dbg !747
  %15 = and i64 %14, %.27, !dbg !747
  %.190 = icmp ne i64 %15, 0, !dbg !747
  %.191 = and i1 %.185, %.190, !dbg !747
  %.192 = trunc i64 %.184 to i32, !dbg !747
  %.193 = shl i32 %.192, 2, !dbg !747
  %.194 = bitcast double %t120 to i64, !dbg !747
  %.195 = trunc i64 %.194 to i32, !dbg !747
  %.196 = lshr i64 %.194, 32, !dbg !747
  %.197 = trunc i64 %.196 to i32, !dbg !747
  %.198 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.193, i32 %.195), !dbg !747
  %.199 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.193, i32 %.197), !dbg !747
  %.218 = zext i1 %t121 to i32, !dbg !747
  %.219 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.193, i32 %.218), !dbg !747
  %16 = and i32 %.219, 1, !dbg !747
  %.220 = icmp ne i32 %16, 0, !dbg !747
  %t123 = select i1 %.191, i1 %.220, i1 %t121, !dbg !747
  %t124 = icmp slt i32 %.2, 31, !dbg !747
  %t125 = and i1 %t124, %t123, !dbg !747
  br i1 %t125, label %b48, label %b52, !dbg !747

b48:                                              ; preds = %b47
  %.201 = zext i32 %.199 to i64, !dbg !747
  %.202 = shl nuw i64 %.201, 32, !dbg !747
  %.200 = zext i32 %.198 to i64, !dbg !747
  %.203 = or i64 %.202, %.200, !dbg !747
  %.204 = bitcast i64 %.203 to double, !dbg !747
  %t122 = select i1 %.191, double %.204, double %t120, !dbg !747
  %t126 = select i1 %t121, double %t120, double -0.000000e+00, !dbg !747
  %t127 = fadd double %t126, %t122, !dbg !747
  br label %b52, !dbg !747

b52:                                              ; preds = %b47, %b48, %b30
  %t130 = phi double [ %t88, %b30 ], [ %t127, %b48 ], [ %t120, %b47 ]
  %t131 = phi i1 [ %t89, %b30 ], [ true, %b48 ], [ %t121, %b47 ]
  %t132 = icmp eq i32 %.2, 0, !dbg !747
  %spec.select1 = select i1 %t131, i1 true, i1 %.1, !dbg !747
  %or.cond = select i1 %t132, i1 %spec.select1, i1 false, !dbg !747
  br i1 %or.cond, label %b58, label %b59, !dbg !747

b58:                                              ; preds = %b52
  %t133 = select i1 %.1, double %a3, double -0.000000e+00, !dbg !747
  %t134 = fadd double %t133, %t130, !dbg !747
  %spec.select = select i1 %t131, double %t134, double %a3, !dbg !747
  store double %spec.select, ptr addrspace(1) %a2, align 8, !dbg !747
  br label %b59, !dbg !747

b59:                                              ; preds = %b58, %b52
  ret void, !dbg !747
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #5

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.amdgcn.sqrt.f32(float) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.y() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.copysign.f64(double, double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fma.f64(double, double, double) #7

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.fshl.i64(i64, i64, i64) #8

; Function Attrs: nounwind readonly
declare i32 @llvm.read_register.i32(metadata) #9

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #2 = { argmemonly nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent mustprogress nofree nounwind readnone willreturn }
attributes #5 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #6 = { convergent mustprogress nounwind willreturn }
attributes #7 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind readonly }
attributes #10 = { convergent }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eMatMulTiled", scope: !1, file: !1, line: 74, type: !5, scopeLine: 74, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 77, column: 21, scope: !4)
!8 = !DILocation(line: 85, column: 10, scope: !4)
!9 = !DILocation(line: 88, column: 22, scope: !4)
!10 = !DILocation(line: 91, column: 5, scope: !4)
!11 = !DILocation(line: 91, column: 9, scope: !4)
!12 = !DILocation(line: 92, column: 5, scope: !4)
!13 = !DILocation(line: 92, column: 9, scope: !4)
!14 = !DILocation(line: 95, column: 28, scope: !4)
!15 = !DILocation(line: 86, column: 13, scope: !4)
!16 = !DILocation(line: 89, column: 13, scope: !4)
!17 = !DILocation(line: 81, column: 16, scope: !4)
!18 = !DILocation(line: 85, column: 18, scope: !4)
!19 = !DILocation(line: 85, column: 22, scope: !4)
!20 = !DILocation(line: 88, column: 7, scope: !4)
!21 = !DILocation(line: 88, column: 11, scope: !4)
!22 = !DILocation(line: 93, column: 16, scope: !4)
!23 = !DILocation(line: 95, column: 17, scope: !4)
!24 = !DILocation(line: 95, column: 4, scope: !4)
!25 = !DILocation(line: 97, column: 16, scope: !4)
!26 = !DILocation(line: 81, column: 21, scope: !4)
!27 = !DILocation(line: 99, column: 20, scope: !4)
!28 = !DILocation(line: 99, column: 9, scope: !4)
!29 = !DILocation(line: 100, column: 8, scope: !4)
!30 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eAxpy", scope: !1, file: !1, line: 109, type: !5, scopeLine: 109, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = !DILocation(line: 110, column: 14, scope: !30)
!32 = !DILocation(line: 111, column: 7, scope: !30)
!33 = !DILocation(line: 112, column: 20, scope: !30)
!34 = !DILocation(line: 112, column: 13, scope: !30)
!35 = !DILocation(line: 112, column: 17, scope: !30)
!36 = !DILocation(line: 112, column: 4, scope: !30)
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
!82 = !DILocation(line: 52, column: 10, scope: !50)
!83 = !DILocation(line: 56, column: 11, scope: !50)
!84 = !DILocation(line: 27, column: 30, scope: !80)
!85 = !DILocation(line: 27, column: 12, scope: !80)
!86 = !DILocation(line: 63, column: 12, scope: !50)
!87 = !DILocation(line: 32, column: 18, scope: !80)
!88 = !DILocation(line: 33, column: 14, scope: !80)
!89 = !DILocation(line: 33, column: 22, scope: !80)
!90 = !DILocation(line: 33, column: 28, scope: !80)
!91 = !DILocation(line: 31, column: 2, scope: !80)
!92 = !DILocation(line: 33, column: 2, scope: !80)
!93 = !DILocation(line: 34, column: 9, scope: !80)
!94 = !DILocation(line: 35, column: 18, scope: !80)
!95 = !DILocation(line: 35, column: 3, scope: !80)
!96 = !DILocation(line: 37, column: 9, scope: !80)
!97 = !DILocation(line: 38, column: 11, scope: !80)
!98 = !DILocation(line: 0, scope: !80)
!99 = !DILocation(line: 44, column: 9, scope: !80)
!100 = !DILocation(line: 48, column: 2, scope: !80)
!101 = !DILocation(line: 49, column: 24, scope: !80)
!102 = !DILocation(line: 49, column: 2, scope: !80)
!103 = !DILocation(line: 50, column: 28, scope: !80)
!104 = !DILocation(line: 50, column: 11, scope: !80)
!105 = !DILocation(line: 50, column: 2, scope: !80)
!106 = !DILocation(line: 127, column: 9, scope: !53)
!107 = !DILocation(line: 128, column: 19, scope: !53)
!108 = !DILocation(line: 128, column: 10, scope: !53)
!109 = !DILocation(line: 200, column: 22, scope: !110)
!110 = !DILexicalBlockFile(scope: !45, file: !111, discriminator: 0)
!111 = !DIFile(filename: "math/sin.go", directory: "")
!112 = !DILocation(line: 200, column: 9, scope: !110)
!113 = !DILocation(line: 202, column: 12, scope: !110)
!114 = !DILocation(line: 208, column: 7, scope: !110)
!115 = !DILocation(line: 215, column: 7, scope: !110)
!116 = !DILocation(line: 38, column: 19, scope: !117)
!117 = !DILexicalBlockFile(scope: !45, file: !118, discriminator: 0)
!118 = !DIFile(filename: "math/trig_reduce.go", directory: "")
!119 = !DILocation(line: 39, column: 15, scope: !117)
!120 = !DILocation(line: 39, column: 22, scope: !117)
!121 = !DILocation(line: 40, column: 2, scope: !117)
!122 = !DILocation(line: 41, column: 2, scope: !117)
!123 = !DILocation(line: 45, column: 29, scope: !117)
!124 = !DILocation(line: 45, column: 33, scope: !117)
!125 = !DILocation(line: 45, column: 50, scope: !117)
!126 = !DILocation(line: 46, column: 13, scope: !117)
!127 = !DILocation(line: 46, column: 21, scope: !117)
!128 = !DILocation(line: 46, column: 47, scope: !117)
!129 = !DILocation(line: 46, column: 41, scope: !117)
!130 = !DILocation(line: 46, column: 58, scope: !117)
!131 = !DILocation(line: 46, column: 51, scope: !117)
!132 = !DILocation(line: 46, column: 34, scope: !117)
!133 = !DILocation(line: 47, column: 23, scope: !117)
!134 = !DILocation(line: 47, column: 49, scope: !117)
!135 = !DILocation(line: 47, column: 43, scope: !117)
!136 = !DILocation(line: 47, column: 53, scope: !117)
!137 = !DILocation(line: 47, column: 36, scope: !117)
!138 = !DILocation(line: 48, column: 23, scope: !117)
!139 = !DILocation(line: 48, column: 49, scope: !117)
!140 = !DILocation(line: 48, column: 43, scope: !117)
!141 = !DILocation(line: 48, column: 53, scope: !117)
!142 = !DILocation(line: 48, column: 36, scope: !117)
!143 = !DILocation(line: 472, column: 10, scope: !144)
!144 = !DILexicalBlockFile(scope: !45, file: !145, discriminator: 0)
!145 = !DIFile(filename: "math/bits/bits.go", directory: "")
!146 = !DILocation(line: 473, column: 10, scope: !144)
!147 = !DILocation(line: 474, column: 10, scope: !144)
!148 = !DILocation(line: 475, column: 10, scope: !144)
!149 = !DILocation(line: 476, column: 11, scope: !144)
!150 = !DILocation(line: 477, column: 9, scope: !144)
!151 = !DILocation(line: 477, column: 17, scope: !144)
!152 = !DILocation(line: 477, column: 13, scope: !144)
!153 = !DILocation(line: 478, column: 10, scope: !144)
!154 = !DILocation(line: 479, column: 10, scope: !144)
!155 = !DILocation(line: 480, column: 11, scope: !144)
!156 = !DILocation(line: 480, column: 2, scope: !144)
!157 = !DILocation(line: 481, column: 9, scope: !144)
!158 = !DILocation(line: 481, column: 13, scope: !144)
!159 = !DILocation(line: 481, column: 22, scope: !144)
!160 = !DILocation(line: 481, column: 18, scope: !144)
!161 = !DILocation(line: 482, column: 9, scope: !144)
!162 = !DILocation(line: 52, column: 13, scope: !117)
!163 = !DILocation(line: 387, column: 10, scope: !144)
!164 = !DILocation(line: 391, column: 17, scope: !144)
!165 = !DILocation(line: 391, column: 28, scope: !144)
!166 = !DILocation(line: 391, column: 33, scope: !144)
!167 = !DILocation(line: 391, column: 22, scope: !144)
!168 = !DILocation(line: 391, column: 42, scope: !144)
!169 = !DILocation(line: 387, column: 14, scope: !144)
!170 = !DILocation(line: 56, column: 9, scope: !117)
!171 = !DILocation(line: 58, column: 13, scope: !117)
!172 = !DILocation(line: 59, column: 32, scope: !117)
!173 = !{i64 0, i64 65}
!174 = !DILocation(line: 60, column: 25, scope: !117)
!175 = !DILocation(line: 62, column: 11, scope: !117)
!176 = !DILocation(line: 62, column: 37, scope: !117)
!177 = !DILocation(line: 62, column: 30, scope: !117)
!178 = !DILocation(line: 62, column: 24, scope: !117)
!179 = !DILocation(line: 63, column: 2, scope: !117)
!180 = !DILocation(line: 65, column: 10, scope: !117)
!181 = !DILocation(line: 65, column: 2, scope: !117)
!182 = !DILocation(line: 66, column: 21, scope: !117)
!183 = !DILocation(line: 68, column: 9, scope: !117)
!184 = !DILocation(line: 69, column: 3, scope: !117)
!185 = !DILocation(line: 70, column: 3, scope: !117)
!186 = !DILocation(line: 71, column: 3, scope: !117)
!187 = !DILocation(line: 74, column: 14, scope: !117)
!188 = !DILocation(line: 216, column: 20, scope: !110)
!189 = !DILocation(line: 230, column: 7, scope: !110)
!190 = !DILocation(line: 232, column: 3, scope: !110)
!191 = !DILocation(line: 234, column: 10, scope: !110)
!192 = !DILocation(line: 235, column: 7, scope: !110)
!193 = !DILocation(line: 236, column: 11, scope: !110)
!194 = !DILocation(line: 236, column: 20, scope: !110)
!195 = !DILocation(line: 236, column: 24, scope: !110)
!196 = !DILocation(line: 236, column: 45, scope: !110)
!197 = !DILocation(line: 236, column: 57, scope: !110)
!198 = !DILocation(line: 236, column: 69, scope: !110)
!199 = !DILocation(line: 236, column: 81, scope: !110)
!200 = !DILocation(line: 236, column: 93, scope: !110)
!201 = !DILocation(line: 214, column: 6, scope: !110)
!202 = !DILocation(line: 243, column: 2, scope: !110)
!203 = !DILocation(line: 218, column: 16, scope: !110)
!204 = !DILocation(line: 218, column: 13, scope: !110)
!205 = !DILocation(line: 219, column: 14, scope: !110)
!206 = !DILocation(line: 222, column: 7, scope: !110)
!207 = !DILocation(line: 222, column: 10, scope: !110)
!208 = !DILocation(line: 224, column: 4, scope: !110)
!209 = !DILocation(line: 226, column: 3, scope: !110)
!210 = !DILocation(line: 227, column: 11, scope: !110)
!211 = !DILocation(line: 227, column: 21, scope: !110)
!212 = !DILocation(line: 227, column: 31, scope: !110)
!213 = !DILocation(line: 25, column: 56, scope: !45)
!214 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eExpSin_5f_5fstrided", scope: !1, file: !1, line: 25, type: !5, scopeLine: 25, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!215 = !DILocation(line: 25, column: 6, scope: !214)
!216 = !DILocation(line: 25, column: 50, scope: !214)
!217 = !DILocation(line: 25, column: 52, scope: !214)
!218 = !DILocation(line: 39, column: 11, scope: !219)
!219 = !DILexicalBlockFile(scope: !214, file: !51, discriminator: 0)
!220 = !DILocation(line: 112, column: 12, scope: !221)
!221 = !DILexicalBlockFile(scope: !214, file: !54, discriminator: 0)
!222 = !DILocation(line: 114, column: 9, scope: !221)
!223 = !DILocation(line: 116, column: 9, scope: !221)
!224 = !DILocation(line: 118, column: 17, scope: !221)
!225 = !DILocation(line: 118, column: 26, scope: !221)
!226 = !DILocation(line: 119, column: 12, scope: !221)
!227 = !DILocation(line: 119, column: 3, scope: !221)
!228 = !DILocation(line: 125, column: 9, scope: !221)
!229 = !DILocation(line: 126, column: 19, scope: !221)
!230 = !DILocation(line: 126, column: 10, scope: !221)
!231 = !DILocation(line: 130, column: 19, scope: !221)
!232 = !DILocation(line: 130, column: 10, scope: !221)
!233 = !DILocation(line: 131, column: 19, scope: !221)
!234 = !DILocation(line: 193, column: 10, scope: !221)
!235 = !DILocation(line: 194, column: 9, scope: !221)
!236 = !DILocation(line: 195, column: 34, scope: !221)
!237 = !DILocation(line: 195, column: 28, scope: !221)
!238 = !DILocation(line: 195, column: 22, scope: !221)
!239 = !DILocation(line: 195, column: 16, scope: !221)
!240 = !DILocation(line: 195, column: 9, scope: !221)
!241 = !DILocation(line: 196, column: 20, scope: !221)
!242 = !DILocation(line: 196, column: 26, scope: !221)
!243 = !DILocation(line: 196, column: 23, scope: !221)
!244 = !DILocation(line: 196, column: 16, scope: !221)
!245 = !DILocation(line: 196, column: 9, scope: !221)
!246 = !DILocation(line: 25, column: 12, scope: !247)
!247 = !DILexicalBlockFile(scope: !214, file: !81, discriminator: 0)
!248 = !DILocation(line: 52, column: 10, scope: !219)
!249 = !DILocation(line: 56, column: 11, scope: !219)
!250 = !DILocation(line: 27, column: 30, scope: !247)
!251 = !DILocation(line: 27, column: 12, scope: !247)
!252 = !DILocation(line: 63, column: 12, scope: !219)
!253 = !DILocation(line: 32, column: 18, scope: !247)
!254 = !DILocation(line: 33, column: 14, scope: !247)
!255 = !DILocation(line: 33, column: 22, scope: !247)
!256 = !DILocation(line: 33, column: 28, scope: !247)
!257 = !DILocation(line: 31, column: 2, scope: !247)
!258 = !DILocation(line: 33, column: 2, scope: !247)
!259 = !DILocation(line: 34, column: 9, scope: !247)
!260 = !DILocation(line: 35, column: 18, scope: !247)
!261 = !DILocation(line: 35, column: 3, scope: !247)
!262 = !DILocation(line: 37, column: 9, scope: !247)
!263 = !DILocation(line: 38, column: 11, scope: !247)
!264 = !DILocation(line: 0, scope: !247)
!265 = !DILocation(line: 44, column: 9, scope: !247)
!266 = !DILocation(line: 48, column: 2, scope: !247)
!267 = !DILocation(line: 49, column: 24, scope: !247)
!268 = !DILocation(line: 49, column: 2, scope: !247)
!269 = !DILocation(line: 50, column: 28, scope: !247)
!270 = !DILocation(line: 50, column: 11, scope: !247)
!271 = !DILocation(line: 50, column: 2, scope: !247)
!272 = !DILocation(line: 127, column: 9, scope: !221)
!273 = !DILocation(line: 128, column: 19, scope: !221)
!274 = !DILocation(line: 128, column: 10, scope: !221)
!275 = !DILocation(line: 200, column: 22, scope: !276)
!276 = !DILexicalBlockFile(scope: !214, file: !111, discriminator: 0)
!277 = !DILocation(line: 200, column: 9, scope: !276)
!278 = !DILocation(line: 202, column: 12, scope: !276)
!279 = !DILocation(line: 208, column: 7, scope: !276)
!280 = !DILocation(line: 215, column: 7, scope: !276)
!281 = !DILocation(line: 38, column: 19, scope: !282)
!282 = !DILexicalBlockFile(scope: !214, file: !118, discriminator: 0)
!283 = !DILocation(line: 39, column: 15, scope: !282)
!284 = !DILocation(line: 39, column: 22, scope: !282)
!285 = !DILocation(line: 40, column: 2, scope: !282)
!286 = !DILocation(line: 41, column: 2, scope: !282)
!287 = !DILocation(line: 45, column: 29, scope: !282)
!288 = !DILocation(line: 45, column: 33, scope: !282)
!289 = !DILocation(line: 45, column: 50, scope: !282)
!290 = !DILocation(line: 46, column: 13, scope: !282)
!291 = !DILocation(line: 46, column: 21, scope: !282)
!292 = !DILocation(line: 46, column: 47, scope: !282)
!293 = !DILocation(line: 46, column: 41, scope: !282)
!294 = !DILocation(line: 46, column: 58, scope: !282)
!295 = !DILocation(line: 46, column: 51, scope: !282)
!296 = !DILocation(line: 46, column: 34, scope: !282)
!297 = !DILocation(line: 47, column: 23, scope: !282)
!298 = !DILocation(line: 47, column: 49, scope: !282)
!299 = !DILocation(line: 47, column: 43, scope: !282)
!300 = !DILocation(line: 47, column: 53, scope: !282)
!301 = !DILocation(line: 47, column: 36, scope: !282)
!302 = !DILocation(line: 48, column: 23, scope: !282)
!303 = !DILocation(line: 48, column: 49, scope: !282)
!304 = !DILocation(line: 48, column: 43, scope: !282)
!305 = !DILocation(line: 48, column: 53, scope: !282)
!306 = !DILocation(line: 48, column: 36, scope: !282)
!307 = !DILocation(line: 472, column: 10, scope: !308)
!308 = !DILexicalBlockFile(scope: !214, file: !145, discriminator: 0)
!309 = !DILocation(line: 473, column: 10, scope: !308)
!310 = !DILocation(line: 474, column: 10, scope: !308)
!311 = !DILocation(line: 475, column: 10, scope: !308)
!312 = !DILocation(line: 476, column: 11, scope: !308)
!313 = !DILocation(line: 477, column: 9, scope: !308)
!314 = !DILocation(line: 477, column: 17, scope: !308)
!315 = !DILocation(line: 477, column: 13, scope: !308)
!316 = !DILocation(line: 478, column: 10, scope: !308)
!317 = !DILocation(line: 479, column: 10, scope: !308)
!318 = !DILocation(line: 480, column: 11, scope: !308)
!319 = !DILocation(line: 480, column: 2, scope: !308)
!320 = !DILocation(line: 481, column: 9, scope: !308)
!321 = !DILocation(line: 481, column: 13, scope: !308)
!322 = !DILocation(line: 481, column: 22, scope: !308)
!323 = !DILocation(line: 481, column: 18, scope: !308)
!324 = !DILocation(line: 482, column: 9, scope: !308)
!325 = !DILocation(line: 52, column: 13, scope: !282)
!326 = !DILocation(line: 387, column: 10, scope: !308)
!327 = !DILocation(line: 391, column: 17, scope: !308)
!328 = !DILocation(line: 391, column: 28, scope: !308)
!329 = !DILocation(line: 391, column: 33, scope: !308)
!330 = !DILocation(line: 391, column: 22, scope: !308)
!331 = !DILocation(line: 391, column: 42, scope: !308)
!332 = !DILocation(line: 387, column: 14, scope: !308)
!333 = !DILocation(line: 56, column: 9, scope: !282)
!334 = !DILocation(line: 58, column: 13, scope: !282)
!335 = !DILocation(line: 59, column: 32, scope: !282)
!336 = !DILocation(line: 60, column: 25, scope: !282)
!337 = !DILocation(line: 62, column: 11, scope: !282)
!338 = !DILocation(line: 62, column: 37, scope: !282)
!339 = !DILocation(line: 62, column: 30, scope: !282)
!340 = !DILocation(line: 62, column: 24, scope: !282)
!341 = !DILocation(line: 63, column: 2, scope: !282)
!342 = !DILocation(line: 65, column: 10, scope: !282)
!343 = !DILocation(line: 65, column: 2, scope: !282)
!344 = !DILocation(line: 66, column: 21, scope: !282)
!345 = !DILocation(line: 68, column: 9, scope: !282)
!346 = !DILocation(line: 69, column: 3, scope: !282)
!347 = !DILocation(line: 70, column: 3, scope: !282)
!348 = !DILocation(line: 71, column: 3, scope: !282)
!349 = !DILocation(line: 74, column: 14, scope: !282)
!350 = !DILocation(line: 216, column: 20, scope: !276)
!351 = !DILocation(line: 230, column: 7, scope: !276)
!352 = !DILocation(line: 232, column: 3, scope: !276)
!353 = !DILocation(line: 234, column: 10, scope: !276)
!354 = !DILocation(line: 235, column: 7, scope: !276)
!355 = !DILocation(line: 236, column: 11, scope: !276)
!356 = !DILocation(line: 236, column: 20, scope: !276)
!357 = !DILocation(line: 236, column: 24, scope: !276)
!358 = !DILocation(line: 236, column: 45, scope: !276)
!359 = !DILocation(line: 236, column: 57, scope: !276)
!360 = !DILocation(line: 236, column: 69, scope: !276)
!361 = !DILocation(line: 236, column: 81, scope: !276)
!362 = !DILocation(line: 236, column: 93, scope: !276)
!363 = !DILocation(line: 214, column: 6, scope: !276)
!364 = !DILocation(line: 243, column: 2, scope: !276)
!365 = !DILocation(line: 218, column: 16, scope: !276)
!366 = !DILocation(line: 218, column: 13, scope: !276)
!367 = !DILocation(line: 219, column: 14, scope: !276)
!368 = !DILocation(line: 222, column: 7, scope: !276)
!369 = !DILocation(line: 222, column: 10, scope: !276)
!370 = !DILocation(line: 224, column: 4, scope: !276)
!371 = !DILocation(line: 226, column: 3, scope: !276)
!372 = !DILocation(line: 227, column: 11, scope: !276)
!373 = !DILocation(line: 227, column: 21, scope: !276)
!374 = !DILocation(line: 227, column: 31, scope: !276)
!375 = !DILocation(line: 25, column: 56, scope: !214)
!376 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eExpSin32_5f_5fcontig", scope: !1, file: !1, line: 33, type: !5, scopeLine: 33, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!377 = !DILocation(line: 33, column: 6, scope: !376)
!378 = !DILocation(line: 34, column: 34, scope: !376)
!379 = !DILocation(line: 34, column: 36, scope: !376)
!380 = !DILocation(line: 34, column: 33, scope: !376)
!381 = !DILocation(line: 39, column: 11, scope: !382)
!382 = !DILexicalBlockFile(scope: !376, file: !51, discriminator: 0)
!383 = !DILocation(line: 112, column: 12, scope: !384)
!384 = !DILexicalBlockFile(scope: !376, file: !54, discriminator: 0)
!385 = !DILocation(line: 114, column: 9, scope: !384)
!386 = !DILocation(line: 116, column: 9, scope: !384)
!387 = !DILocation(line: 118, column: 17, scope: !384)
!388 = !DILocation(line: 118, column: 26, scope: !384)
!389 = !DILocation(line: 119, column: 12, scope: !384)
!390 = !DILocation(line: 119, column: 3, scope: !384)
!391 = !DILocation(line: 125, column: 9, scope: !384)
!392 = !DILocation(line: 126, column: 19, scope: !384)
!393 = !DILocation(line: 126, column: 10, scope: !384)
!394 = !DILocation(line: 130, column: 19, scope: !384)
!395 = !DILocation(line: 130, column: 10, scope: !384)
!396 = !DILocation(line: 131, column: 19, scope: !384)
!397 = !DILocation(line: 193, column: 10, scope: !384)
!398 = !DILocation(line: 194, column: 9, scope: !384)
!399 = !DILocation(line: 195, column: 34, scope: !384)
!400 = !DILocation(line: 195, column: 28, scope: !384)
!401 = !DILocation(line: 195, column: 22, scope: !384)
!402 = !DILocation(line: 195, column: 16, scope: !384)
!403 = !DILocation(line: 195, column: 9, scope: !384)
!404 = !DILocation(line: 196, column: 20, scope: !384)
!405 = !DILocation(line: 196, column: 26, scope: !384)
!406 = !DILocation(line: 196, column: 23, scope: !384)
!407 = !DILocation(line: 196, column: 16, scope: !384)
!408 = !DILocation(line: 196, column: 9, scope: !384)
!409 = !DILocation(line: 25, column: 12, scope: !410)
!410 = !DILexicalBlockFile(scope: !376, file: !81, discriminator: 0)
!411 = !DILocation(line: 52, column: 10, scope: !382)
!412 = !DILocation(line: 56, column: 11, scope: !382)
!413 = !DILocation(line: 27, column: 30, scope: !410)
!414 = !DILocation(line: 27, column: 12, scope: !410)
!415 = !DILocation(line: 63, column: 12, scope: !382)
!416 = !DILocation(line: 32, column: 18, scope: !410)
!417 = !DILocation(line: 33, column: 14, scope: !410)
!418 = !DILocation(line: 33, column: 22, scope: !410)
!419 = !DILocation(line: 33, column: 28, scope: !410)
!420 = !DILocation(line: 31, column: 2, scope: !410)
!421 = !DILocation(line: 33, column: 2, scope: !410)
!422 = !DILocation(line: 34, column: 9, scope: !410)
!423 = !DILocation(line: 35, column: 18, scope: !410)
!424 = !DILocation(line: 35, column: 3, scope: !410)
!425 = !DILocation(line: 37, column: 9, scope: !410)
!426 = !DILocation(line: 38, column: 11, scope: !410)
!427 = !DILocation(line: 0, scope: !410)
!428 = !DILocation(line: 44, column: 9, scope: !410)
!429 = !DILocation(line: 48, column: 2, scope: !410)
!430 = !DILocation(line: 49, column: 24, scope: !410)
!431 = !DILocation(line: 49, column: 2, scope: !410)
!432 = !DILocation(line: 50, column: 28, scope: !410)
!433 = !DILocation(line: 50, column: 11, scope: !410)
!434 = !DILocation(line: 50, column: 2, scope: !410)
!435 = !DILocation(line: 127, column: 9, scope: !384)
!436 = !DILocation(line: 128, column: 19, scope: !384)
!437 = !DILocation(line: 128, column: 10, scope: !384)
!438 = !DILocation(line: 34, column: 16, scope: !376)
!439 = !DILocation(line: 34, column: 68, scope: !376)
!440 = !DILocation(line: 200, column: 22, scope: !441)
!441 = !DILexicalBlockFile(scope: !376, file: !111, discriminator: 0)
!442 = !DILocation(line: 200, column: 9, scope: !441)
!443 = !DILocation(line: 202, column: 12, scope: !441)
!444 = !DILocation(line: 208, column: 7, scope: !441)
!445 = !DILocation(line: 215, column: 7, scope: !441)
!446 = !DILocation(line: 38, column: 19, scope: !447)
!447 = !DILexicalBlockFile(scope: !376, file: !118, discriminator: 0)
!448 = !DILocation(line: 39, column: 15, scope: !447)
!449 = !DILocation(line: 39, column: 22, scope: !447)
!450 = !DILocation(line: 40, column: 2, scope: !447)
!451 = !DILocation(line: 41, column: 2, scope: !447)
!452 = !DILocation(line: 45, column: 29, scope: !447)
!453 = !DILocation(line: 45, column: 33, scope: !447)
!454 = !DILocation(line: 45, column: 50, scope: !447)
!455 = !DILocation(line: 46, column: 13, scope: !447)
!456 = !DILocation(line: 46, column: 21, scope: !447)
!457 = !DILocation(line: 46, column: 47, scope: !447)
!458 = !DILocation(line: 46, column: 41, scope: !447)
!459 = !DILocation(line: 46, column: 58, scope: !447)
!460 = !DILocation(line: 46, column: 51, scope: !447)
!461 = !DILocation(line: 46, column: 34, scope: !447)
!462 = !DILocation(line: 47, column: 23, scope: !447)
!463 = !DILocation(line: 47, column: 49, scope: !447)
!464 = !DILocation(line: 47, column: 43, scope: !447)
!465 = !DILocation(line: 47, column: 53, scope: !447)
!466 = !DILocation(line: 47, column: 36, scope: !447)
!467 = !DILocation(line: 48, column: 23, scope: !447)
!468 = !DILocation(line: 48, column: 49, scope: !447)
!469 = !DILocation(line: 48, column: 43, scope: !447)
!470 = !DILocation(line: 48, column: 53, scope: !447)
!471 = !DILocation(line: 48, column: 36, scope: !447)
!472 = !DILocation(line: 472, column: 10, scope: !473)
!473 = !DILexicalBlockFile(scope: !376, file: !145, discriminator: 0)
!474 = !DILocation(line: 473, column: 10, scope: !473)
!475 = !DILocation(line: 474, column: 10, scope: !473)
!476 = !DILocation(line: 475, column: 10, scope: !473)
!477 = !DILocation(line: 476, column: 11, scope: !473)
!478 = !DILocation(line: 477, column: 9, scope: !473)
!479 = !DILocation(line: 477, column: 17, scope: !473)
!480 = !DILocation(line: 477, column: 13, scope: !473)
!481 = !DILocation(line: 478, column: 10, scope: !473)
!482 = !DILocation(line: 479, column: 10, scope: !473)
!483 = !DILocation(line: 480, column: 11, scope: !473)
!484 = !DILocation(line: 480, column: 2, scope: !473)
!485 = !DILocation(line: 481, column: 9, scope: !473)
!486 = !DILocation(line: 481, column: 13, scope: !473)
!487 = !DILocation(line: 481, column: 22, scope: !473)
!488 = !DILocation(line: 481, column: 18, scope: !473)
!489 = !DILocation(line: 482, column: 9, scope: !473)
!490 = !DILocation(line: 52, column: 13, scope: !447)
!491 = !DILocation(line: 387, column: 10, scope: !473)
!492 = !DILocation(line: 391, column: 17, scope: !473)
!493 = !DILocation(line: 391, column: 28, scope: !473)
!494 = !DILocation(line: 391, column: 33, scope: !473)
!495 = !DILocation(line: 391, column: 22, scope: !473)
!496 = !DILocation(line: 391, column: 42, scope: !473)
!497 = !DILocation(line: 387, column: 14, scope: !473)
!498 = !DILocation(line: 56, column: 9, scope: !447)
!499 = !DILocation(line: 58, column: 13, scope: !447)
!500 = !DILocation(line: 59, column: 32, scope: !447)
!501 = !DILocation(line: 60, column: 25, scope: !447)
!502 = !DILocation(line: 62, column: 11, scope: !447)
!503 = !DILocation(line: 62, column: 37, scope: !447)
!504 = !DILocation(line: 62, column: 30, scope: !447)
!505 = !DILocation(line: 62, column: 24, scope: !447)
!506 = !DILocation(line: 63, column: 2, scope: !447)
!507 = !DILocation(line: 65, column: 10, scope: !447)
!508 = !DILocation(line: 65, column: 2, scope: !447)
!509 = !DILocation(line: 66, column: 21, scope: !447)
!510 = !DILocation(line: 68, column: 9, scope: !447)
!511 = !DILocation(line: 69, column: 3, scope: !447)
!512 = !DILocation(line: 70, column: 3, scope: !447)
!513 = !DILocation(line: 71, column: 3, scope: !447)
!514 = !DILocation(line: 74, column: 14, scope: !447)
!515 = !DILocation(line: 216, column: 20, scope: !441)
!516 = !DILocation(line: 230, column: 7, scope: !441)
!517 = !DILocation(line: 232, column: 3, scope: !441)
!518 = !DILocation(line: 234, column: 10, scope: !441)
!519 = !DILocation(line: 235, column: 7, scope: !441)
!520 = !DILocation(line: 236, column: 11, scope: !441)
!521 = !DILocation(line: 236, column: 20, scope: !441)
!522 = !DILocation(line: 236, column: 24, scope: !441)
!523 = !DILocation(line: 236, column: 45, scope: !441)
!524 = !DILocation(line: 236, column: 57, scope: !441)
!525 = !DILocation(line: 236, column: 69, scope: !441)
!526 = !DILocation(line: 236, column: 81, scope: !441)
!527 = !DILocation(line: 236, column: 93, scope: !441)
!528 = !DILocation(line: 214, column: 6, scope: !441)
!529 = !DILocation(line: 243, column: 2, scope: !441)
!530 = !DILocation(line: 218, column: 16, scope: !441)
!531 = !DILocation(line: 218, column: 13, scope: !441)
!532 = !DILocation(line: 219, column: 14, scope: !441)
!533 = !DILocation(line: 222, column: 7, scope: !441)
!534 = !DILocation(line: 222, column: 10, scope: !441)
!535 = !DILocation(line: 224, column: 4, scope: !441)
!536 = !DILocation(line: 226, column: 3, scope: !441)
!537 = !DILocation(line: 227, column: 11, scope: !441)
!538 = !DILocation(line: 227, column: 21, scope: !441)
!539 = !DILocation(line: 227, column: 31, scope: !441)
!540 = !DILocation(line: 34, column: 51, scope: !376)
!541 = !DILocation(line: 34, column: 42, scope: !376)
!542 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eExpSin32_5f_5fstrided", scope: !1, file: !1, line: 33, type: !5, scopeLine: 33, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!543 = !DILocation(line: 33, column: 6, scope: !542)
!544 = !DILocation(line: 34, column: 34, scope: !542)
!545 = !DILocation(line: 34, column: 36, scope: !542)
!546 = !DILocation(line: 34, column: 33, scope: !542)
!547 = !DILocation(line: 39, column: 11, scope: !548)
!548 = !DILexicalBlockFile(scope: !542, file: !51, discriminator: 0)
!549 = !DILocation(line: 112, column: 12, scope: !550)
!550 = !DILexicalBlockFile(scope: !542, file: !54, discriminator: 0)
!551 = !DILocation(line: 114, column: 9, scope: !550)
!552 = !DILocation(line: 116, column: 9, scope: !550)
!553 = !DILocation(line: 118, column: 17, scope: !550)
!554 = !DILocation(line: 118, column: 26, scope: !550)
!555 = !DILocation(line: 119, column: 12, scope: !550)
!556 = !DILocation(line: 119, column: 3, scope: !550)
!557 = !DILocation(line: 125, column: 9, scope: !550)
!558 = !DILocation(line: 126, column: 19, scope: !550)
!559 = !DILocation(line: 126, column: 10, scope: !550)
!560 = !DILocation(line: 130, column: 19, scope: !550)
!561 = !DILocation(line: 130, column: 10, scope: !550)
!562 = !DILocation(line: 131, column: 19, scope: !550)
!563 = !DILocation(line: 193, column: 10, scope: !550)
!564 = !DILocation(line: 194, column: 9, scope: !550)
!565 = !DILocation(line: 195, column: 34, scope: !550)
!566 = !DILocation(line: 195, column: 28, scope: !550)
!567 = !DILocation(line: 195, column: 22, scope: !550)
!568 = !DILocation(line: 195, column: 16, scope: !550)
!569 = !DILocation(line: 195, column: 9, scope: !550)
!570 = !DILocation(line: 196, column: 20, scope: !550)
!571 = !DILocation(line: 196, column: 26, scope: !550)
!572 = !DILocation(line: 196, column: 23, scope: !550)
!573 = !DILocation(line: 196, column: 16, scope: !550)
!574 = !DILocation(line: 196, column: 9, scope: !550)
!575 = !DILocation(line: 25, column: 12, scope: !576)
!576 = !DILexicalBlockFile(scope: !542, file: !81, discriminator: 0)
!577 = !DILocation(line: 52, column: 10, scope: !548)
!578 = !DILocation(line: 56, column: 11, scope: !548)
!579 = !DILocation(line: 27, column: 30, scope: !576)
!580 = !DILocation(line: 27, column: 12, scope: !576)
!581 = !DILocation(line: 63, column: 12, scope: !548)
!582 = !DILocation(line: 32, column: 18, scope: !576)
!583 = !DILocation(line: 33, column: 14, scope: !576)
!584 = !DILocation(line: 33, column: 22, scope: !576)
!585 = !DILocation(line: 33, column: 28, scope: !576)
!586 = !DILocation(line: 31, column: 2, scope: !576)
!587 = !DILocation(line: 33, column: 2, scope: !576)
!588 = !DILocation(line: 34, column: 9, scope: !576)
!589 = !DILocation(line: 35, column: 18, scope: !576)
!590 = !DILocation(line: 35, column: 3, scope: !576)
!591 = !DILocation(line: 37, column: 9, scope: !576)
!592 = !DILocation(line: 38, column: 11, scope: !576)
!593 = !DILocation(line: 0, scope: !576)
!594 = !DILocation(line: 44, column: 9, scope: !576)
!595 = !DILocation(line: 48, column: 2, scope: !576)
!596 = !DILocation(line: 49, column: 24, scope: !576)
!597 = !DILocation(line: 49, column: 2, scope: !576)
!598 = !DILocation(line: 50, column: 28, scope: !576)
!599 = !DILocation(line: 50, column: 11, scope: !576)
!600 = !DILocation(line: 50, column: 2, scope: !576)
!601 = !DILocation(line: 127, column: 9, scope: !550)
!602 = !DILocation(line: 128, column: 19, scope: !550)
!603 = !DILocation(line: 128, column: 10, scope: !550)
!604 = !DILocation(line: 34, column: 16, scope: !542)
!605 = !DILocation(line: 34, column: 68, scope: !542)
!606 = !DILocation(line: 200, column: 22, scope: !607)
!607 = !DILexicalBlockFile(scope: !542, file: !111, discriminator: 0)
!608 = !DILocation(line: 200, column: 9, scope: !607)
!609 = !DILocation(line: 202, column: 12, scope: !607)
!610 = !DILocation(line: 208, column: 7, scope: !607)
!611 = !DILocation(line: 215, column: 7, scope: !607)
!612 = !DILocation(line: 38, column: 19, scope: !613)
!613 = !DILexicalBlockFile(scope: !542, file: !118, discriminator: 0)
!614 = !DILocation(line: 39, column: 15, scope: !613)
!615 = !DILocation(line: 39, column: 22, scope: !613)
!616 = !DILocation(line: 40, column: 2, scope: !613)
!617 = !DILocation(line: 41, column: 2, scope: !613)
!618 = !DILocation(line: 45, column: 29, scope: !613)
!619 = !DILocation(line: 45, column: 33, scope: !613)
!620 = !DILocation(line: 45, column: 50, scope: !613)
!621 = !DILocation(line: 46, column: 13, scope: !613)
!622 = !DILocation(line: 46, column: 21, scope: !613)
!623 = !DILocation(line: 46, column: 47, scope: !613)
!624 = !DILocation(line: 46, column: 41, scope: !613)
!625 = !DILocation(line: 46, column: 58, scope: !613)
!626 = !DILocation(line: 46, column: 51, scope: !613)
!627 = !DILocation(line: 46, column: 34, scope: !613)
!628 = !DILocation(line: 47, column: 23, scope: !613)
!629 = !DILocation(line: 47, column: 49, scope: !613)
!630 = !DILocation(line: 47, column: 43, scope: !613)
!631 = !DILocation(line: 47, column: 53, scope: !613)
!632 = !DILocation(line: 47, column: 36, scope: !613)
!633 = !DILocation(line: 48, column: 23, scope: !613)
!634 = !DILocation(line: 48, column: 49, scope: !613)
!635 = !DILocation(line: 48, column: 43, scope: !613)
!636 = !DILocation(line: 48, column: 53, scope: !613)
!637 = !DILocation(line: 48, column: 36, scope: !613)
!638 = !DILocation(line: 472, column: 10, scope: !639)
!639 = !DILexicalBlockFile(scope: !542, file: !145, discriminator: 0)
!640 = !DILocation(line: 473, column: 10, scope: !639)
!641 = !DILocation(line: 474, column: 10, scope: !639)
!642 = !DILocation(line: 475, column: 10, scope: !639)
!643 = !DILocation(line: 476, column: 11, scope: !639)
!644 = !DILocation(line: 477, column: 9, scope: !639)
!645 = !DILocation(line: 477, column: 17, scope: !639)
!646 = !DILocation(line: 477, column: 13, scope: !639)
!647 = !DILocation(line: 478, column: 10, scope: !639)
!648 = !DILocation(line: 479, column: 10, scope: !639)
!649 = !DILocation(line: 480, column: 11, scope: !639)
!650 = !DILocation(line: 480, column: 2, scope: !639)
!651 = !DILocation(line: 481, column: 9, scope: !639)
!652 = !DILocation(line: 481, column: 13, scope: !639)
!653 = !DILocation(line: 481, column: 22, scope: !639)
!654 = !DILocation(line: 481, column: 18, scope: !639)
!655 = !DILocation(line: 482, column: 9, scope: !639)
!656 = !DILocation(line: 52, column: 13, scope: !613)
!657 = !DILocation(line: 387, column: 10, scope: !639)
!658 = !DILocation(line: 391, column: 17, scope: !639)
!659 = !DILocation(line: 391, column: 28, scope: !639)
!660 = !DILocation(line: 391, column: 33, scope: !639)
!661 = !DILocation(line: 391, column: 22, scope: !639)
!662 = !DILocation(line: 391, column: 42, scope: !639)
!663 = !DILocation(line: 387, column: 14, scope: !639)
!664 = !DILocation(line: 56, column: 9, scope: !613)
!665 = !DILocation(line: 58, column: 13, scope: !613)
!666 = !DILocation(line: 59, column: 32, scope: !613)
!667 = !DILocation(line: 60, column: 25, scope: !613)
!668 = !DILocation(line: 62, column: 11, scope: !613)
!669 = !DILocation(line: 62, column: 37, scope: !613)
!670 = !DILocation(line: 62, column: 30, scope: !613)
!671 = !DILocation(line: 62, column: 24, scope: !613)
!672 = !DILocation(line: 63, column: 2, scope: !613)
!673 = !DILocation(line: 65, column: 10, scope: !613)
!674 = !DILocation(line: 65, column: 2, scope: !613)
!675 = !DILocation(line: 66, column: 21, scope: !613)
!676 = !DILocation(line: 68, column: 9, scope: !613)
!677 = !DILocation(line: 69, column: 3, scope: !613)
!678 = !DILocation(line: 70, column: 3, scope: !613)
!679 = !DILocation(line: 71, column: 3, scope: !613)
!680 = !DILocation(line: 74, column: 14, scope: !613)
!681 = !DILocation(line: 216, column: 20, scope: !607)
!682 = !DILocation(line: 230, column: 7, scope: !607)
!683 = !DILocation(line: 232, column: 3, scope: !607)
!684 = !DILocation(line: 234, column: 10, scope: !607)
!685 = !DILocation(line: 235, column: 7, scope: !607)
!686 = !DILocation(line: 236, column: 11, scope: !607)
!687 = !DILocation(line: 236, column: 20, scope: !607)
!688 = !DILocation(line: 236, column: 24, scope: !607)
!689 = !DILocation(line: 236, column: 45, scope: !607)
!690 = !DILocation(line: 236, column: 57, scope: !607)
!691 = !DILocation(line: 236, column: 69, scope: !607)
!692 = !DILocation(line: 236, column: 81, scope: !607)
!693 = !DILocation(line: 236, column: 93, scope: !607)
!694 = !DILocation(line: 214, column: 6, scope: !607)
!695 = !DILocation(line: 243, column: 2, scope: !607)
!696 = !DILocation(line: 218, column: 16, scope: !607)
!697 = !DILocation(line: 218, column: 13, scope: !607)
!698 = !DILocation(line: 219, column: 14, scope: !607)
!699 = !DILocation(line: 222, column: 7, scope: !607)
!700 = !DILocation(line: 222, column: 10, scope: !607)
!701 = !DILocation(line: 224, column: 4, scope: !607)
!702 = !DILocation(line: 226, column: 3, scope: !607)
!703 = !DILocation(line: 227, column: 11, scope: !607)
!704 = !DILocation(line: 227, column: 21, scope: !607)
!705 = !DILocation(line: 227, column: 31, scope: !607)
!706 = !DILocation(line: 34, column: 51, scope: !542)
!707 = !DILocation(line: 34, column: 42, scope: !542)
!708 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eTriage_5f_5fcontig", scope: !1, file: !1, line: 41, type: !5, scopeLine: 41, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!709 = !DILocation(line: 41, column: 6, scope: !708)
!710 = !DILocation(line: 42, column: 7, scope: !708)
!711 = !DILocation(line: 43, column: 13, scope: !708)
!712 = !DILocation(line: 43, column: 3, scope: !708)
!713 = !DILocation(line: 45, column: 7, scope: !708)
!714 = !DILocation(line: 46, column: 18, scope: !708)
!715 = !DILocation(line: 46, column: 15, scope: !708)
!716 = !DILocation(line: 46, column: 3, scope: !708)
!717 = !DILocation(line: 48, column: 10, scope: !708)
!718 = !DILocation(line: 48, column: 13, scope: !708)
!719 = !DILocation(line: 48, column: 2, scope: !708)
!720 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eTriage_5f_5fstrided", scope: !1, file: !1, line: 41, type: !5, scopeLine: 41, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!721 = !DILocation(line: 41, column: 6, scope: !720)
!722 = !DILocation(line: 42, column: 7, scope: !720)
!723 = !DILocation(line: 43, column: 13, scope: !720)
!724 = !DILocation(line: 43, column: 3, scope: !720)
!725 = !DILocation(line: 45, column: 7, scope: !720)
!726 = !DILocation(line: 46, column: 18, scope: !720)
!727 = !DILocation(line: 46, column: 15, scope: !720)
!728 = !DILocation(line: 46, column: 3, scope: !720)
!729 = !DILocation(line: 48, column: 10, scope: !720)
!730 = !DILocation(line: 48, column: 13, scope: !720)
!731 = !DILocation(line: 48, column: 2, scope: !720)
!732 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1", scope: !1, file: !1, line: 54, type: !5, scopeLine: 54, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!733 = !DILocation(line: 54, column: 6, scope: !732)
!734 = !DILocation(line: 54, column: 43, scope: !732)
!735 = !{!"exec_lo"}
!736 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2", scope: !1, file: !1, line: 54, type: !5, scopeLine: 54, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!737 = !DILocation(line: 54, column: 6, scope: !736)
!738 = !DILocation(line: 54, column: 43, scope: !736)
!739 = distinct !{!739, !740, !741, !742}
!740 = !{!"llvm.loop.unroll.disable"}
!741 = !{!"llvm.loop.vectorize.width", i32 1}
!742 = !{!"llvm.loop.interleave.count", i32 1}
!743 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage1", scope: !1, file: !1, line: 59, type: !5, scopeLine: 59, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!744 = !DILocation(line: 59, column: 6, scope: !743)
!745 = !DILocation(line: 59, column: 46, scope: !743)
!746 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSumF64_5f_5fstage2", scope: !1, file: !1, line: 59, type: !5, scopeLine: 59, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!747 = !DILocation(line: 59, column: 6, scope: !746)
!748 = !DILocation(line: 59, column: 46, scope: !746)
!749 = distinct !{!749, !740, !741, !742}
