; kern module github.com/kernlab/kern/bench/kernels (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@math.mPi4 = internal unnamed_addr addrspace(4) constant [160 x i8] c"\01\00\00\00\00\00\00\00S*\88\9C\DC\06\F3E\81\BBi\EA\A3\AFN\F8\83 \87x2+\C5\B6\C3\8Aw\BDW\C7\A2\FC\C0\A5\9B\84t\DCHn9$\A3\13\D4]\92\0C}NSb9\D6;\FC\09\89v]\EAk\04\D1\82\FC\BEhM\E08\D3\E9s\A6\06s\AC#svP\F2{\17\BF\089\1F0\0B\BC\FF/\F1?>\DA\14\B4\16#^\DEn\13\96O\9E\FDl\DAZ\D4\BF<\CD~\8C\9E\F6\E2\CB\D7\8FuO\EA\D4%\A5\14\EFs\0Ez\10\BA\1A?b\BF\F6\D7W\D7\F6\F8\8D`\06\AC", align 8
@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eMatMulTiled.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eMatMulTiled.shared.1 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4

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
  %t15 = icmp sgt i64 %a1, 6, !dbg !42
  %t16 = icmp sgt i64 %a1, 5, !dbg !42
  %t17 = icmp sgt i64 %a1, 4, !dbg !42
  %t18 = icmp sgt i64 %a1, 3, !dbg !42
  %t19 = icmp sgt i64 %a1, 2, !dbg !42
  %t20 = icmp sgt i64 %a1, 1, !dbg !42
  %t21 = icmp sgt i64 %a1, 0, !dbg !42
  %t231 = icmp slt i64 %t12, %a0, !dbg !42
  br i1 %t231, label %b2.lr.ph, label %b25, !dbg !42

b2.lr.ph:                                         ; preds = %entry
  %.17 = icmp eq i64 %a9, 0
  %.18 = icmp eq i64 %a9, -1
  %0 = add i64 %a9, 1
  %1 = icmp ult i64 %0, 2
  %.20 = select i1 %1, i64 1, i64 %a9
  %.31 = icmp eq i64 %a8, 0
  %.32 = icmp eq i64 %a8, -1
  %2 = add i64 %a8, 1
  %3 = icmp ult i64 %2, 2
  %.34 = select i1 %3, i64 1, i64 %a8
  %.45 = icmp eq i64 %a7, 0
  %.46 = icmp eq i64 %a7, -1
  %4 = add i64 %a7, 1
  %5 = icmp ult i64 %4, 2
  %.48 = select i1 %5, i64 1, i64 %a7
  %.59 = icmp eq i64 %a6, 0
  %.60 = icmp eq i64 %a6, -1
  %6 = add i64 %a6, 1
  %7 = icmp ult i64 %6, 2
  %.62 = select i1 %7, i64 1, i64 %a6
  %.73 = icmp eq i64 %a5, 0
  %.74 = icmp eq i64 %a5, -1
  %8 = add i64 %a5, 1
  %9 = icmp ult i64 %8, 2
  %.76 = select i1 %9, i64 1, i64 %a5
  %.87 = icmp eq i64 %a4, 0
  %.88 = icmp eq i64 %a4, -1
  %10 = add i64 %a4, 1
  %11 = icmp ult i64 %10, 2
  %.90 = select i1 %11, i64 1, i64 %a4
  %.101 = icmp eq i64 %a3, 0
  %.102 = icmp eq i64 %a3, -1
  %12 = add i64 %a3, 1
  %13 = icmp ult i64 %12, 2
  %.104 = select i1 %13, i64 1, i64 %a3
  br label %b2, !dbg !42

b2:                                               ; preds = %b2.lr.ph, %b24
  %t222 = phi i64 [ %t12, %b2.lr.ph ], [ %t152, %b24 ]
  br i1 %t14, label %b3, label %b4, !dbg !42

b3:                                               ; preds = %b2
  %t222.frozen = freeze i64 %t222
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t222.frozen, %.20.frozen, !dbg !42
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t222.frozen, %14
  %.22 = select i1 %.17, i64 %t222, i64 %.21.decomposed, !dbg !42
  %.28 = sub i64 0, %t222, !dbg !42
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !42
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !42
  %t26 = mul i64 %.22, %a19, !dbg !42
  %t27 = mul i64 %.22, %a29, !dbg !42
  %t28 = mul i64 %.22, %a39, !dbg !42
  %t29 = mul i64 %.22, %a48, !dbg !42
  br label %b4, !dbg !42

b4:                                               ; preds = %b3, %b2
  %t30 = phi i64 [ %.30, %b3 ], [ %t222, %b2 ]
  %t31 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t32 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  %t33 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  %t34 = phi i64 [ %t29, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !42

b5:                                               ; preds = %b4
  %t30.frozen = freeze i64 %t30
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t30.frozen, %.34.frozen, !dbg !42
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t30.frozen, %15
  %.36 = select i1 %.31, i64 %t30, i64 %.35.decomposed, !dbg !42
  %.42 = sub i64 0, %t30, !dbg !42
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !42
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !42
  %t37 = mul i64 %.36, %a18, !dbg !42
  %t38 = add i64 %t37, %t31, !dbg !42
  %t39 = mul i64 %.36, %a28, !dbg !42
  %t40 = add i64 %t39, %t32, !dbg !42
  %t41 = mul i64 %.36, %a38, !dbg !42
  %t42 = add i64 %t41, %t33, !dbg !42
  %t43 = mul i64 %.36, %a47, !dbg !42
  %t44 = add i64 %t43, %t34, !dbg !42
  br label %b6, !dbg !42

b6:                                               ; preds = %b5, %b4
  %t45 = phi i64 [ %.44, %b5 ], [ %t30, %b4 ]
  %t46 = phi i64 [ %t38, %b5 ], [ %t31, %b4 ]
  %t47 = phi i64 [ %t40, %b5 ], [ %t32, %b4 ]
  %t48 = phi i64 [ %t42, %b5 ], [ %t33, %b4 ]
  %t49 = phi i64 [ %t44, %b5 ], [ %t34, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !42

b7:                                               ; preds = %b6
  %t45.frozen = freeze i64 %t45
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t45.frozen, %.48.frozen, !dbg !42
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t45.frozen, %16
  %.50 = select i1 %.45, i64 %t45, i64 %.49.decomposed, !dbg !42
  %.56 = sub i64 0, %t45, !dbg !42
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !42
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !42
  %t52 = mul i64 %.50, %a17, !dbg !42
  %t53 = add i64 %t52, %t46, !dbg !42
  %t54 = mul i64 %.50, %a27, !dbg !42
  %t55 = add i64 %t54, %t47, !dbg !42
  %t56 = mul i64 %.50, %a37, !dbg !42
  %t57 = add i64 %t56, %t48, !dbg !42
  %t58 = mul i64 %.50, %a46, !dbg !42
  %t59 = add i64 %t58, %t49, !dbg !42
  br label %b8, !dbg !42

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %.58, %b7 ], [ %t45, %b6 ]
  %t61 = phi i64 [ %t53, %b7 ], [ %t46, %b6 ]
  %t62 = phi i64 [ %t55, %b7 ], [ %t47, %b6 ]
  %t63 = phi i64 [ %t57, %b7 ], [ %t48, %b6 ]
  %t64 = phi i64 [ %t59, %b7 ], [ %t49, %b6 ]
  br i1 %t17, label %b9, label %b10, !dbg !42

b9:                                               ; preds = %b8
  %t60.frozen = freeze i64 %t60
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t60.frozen, %.62.frozen, !dbg !42
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t60.frozen, %17
  %.64 = select i1 %.59, i64 %t60, i64 %.63.decomposed, !dbg !42
  %.70 = sub i64 0, %t60, !dbg !42
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !42
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !42
  %t67 = mul i64 %.64, %a16, !dbg !42
  %t68 = add i64 %t67, %t61, !dbg !42
  %t69 = mul i64 %.64, %a26, !dbg !42
  %t70 = add i64 %t69, %t62, !dbg !42
  %t71 = mul i64 %.64, %a36, !dbg !42
  %t72 = add i64 %t71, %t63, !dbg !42
  %t73 = mul i64 %.64, %a45, !dbg !42
  %t74 = add i64 %t73, %t64, !dbg !42
  br label %b10, !dbg !42

b10:                                              ; preds = %b9, %b8
  %t75 = phi i64 [ %.72, %b9 ], [ %t60, %b8 ]
  %t76 = phi i64 [ %t68, %b9 ], [ %t61, %b8 ]
  %t77 = phi i64 [ %t70, %b9 ], [ %t62, %b8 ]
  %t78 = phi i64 [ %t72, %b9 ], [ %t63, %b8 ]
  %t79 = phi i64 [ %t74, %b9 ], [ %t64, %b8 ]
  br i1 %t18, label %b11, label %b12, !dbg !42

b11:                                              ; preds = %b10
  %t75.frozen = freeze i64 %t75
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t75.frozen, %.76.frozen, !dbg !42
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t75.frozen, %18
  %.78 = select i1 %.73, i64 %t75, i64 %.77.decomposed, !dbg !42
  %.84 = sub i64 0, %t75, !dbg !42
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !42
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !42
  %t82 = mul i64 %.78, %a15, !dbg !42
  %t83 = add i64 %t82, %t76, !dbg !42
  %t84 = mul i64 %.78, %a25, !dbg !42
  %t85 = add i64 %t84, %t77, !dbg !42
  %t86 = mul i64 %.78, %a35, !dbg !42
  %t87 = add i64 %t86, %t78, !dbg !42
  %t88 = mul i64 %.78, %a44, !dbg !42
  %t89 = add i64 %t88, %t79, !dbg !42
  br label %b12, !dbg !42

b12:                                              ; preds = %b11, %b10
  %t90 = phi i64 [ %.86, %b11 ], [ %t75, %b10 ]
  %t91 = phi i64 [ %t83, %b11 ], [ %t76, %b10 ]
  %t92 = phi i64 [ %t85, %b11 ], [ %t77, %b10 ]
  %t93 = phi i64 [ %t87, %b11 ], [ %t78, %b10 ]
  %t94 = phi i64 [ %t89, %b11 ], [ %t79, %b10 ]
  br i1 %t19, label %b13, label %b14, !dbg !42

b13:                                              ; preds = %b12
  %t90.frozen = freeze i64 %t90
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t90.frozen, %.90.frozen, !dbg !42
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t90.frozen, %19
  %.92 = select i1 %.87, i64 %t90, i64 %.91.decomposed, !dbg !42
  %.98 = sub i64 0, %t90, !dbg !42
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !42
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !42
  %t97 = mul i64 %.92, %a14, !dbg !42
  %t98 = add i64 %t97, %t91, !dbg !42
  %t99 = mul i64 %.92, %a24, !dbg !42
  %t100 = add i64 %t99, %t92, !dbg !42
  %t101 = mul i64 %.92, %a34, !dbg !42
  %t102 = add i64 %t101, %t93, !dbg !42
  %t103 = mul i64 %.92, %a43, !dbg !42
  %t104 = add i64 %t103, %t94, !dbg !42
  br label %b14, !dbg !42

b14:                                              ; preds = %b13, %b12
  %t105 = phi i64 [ %.100, %b13 ], [ %t90, %b12 ]
  %t106 = phi i64 [ %t98, %b13 ], [ %t91, %b12 ]
  %t107 = phi i64 [ %t100, %b13 ], [ %t92, %b12 ]
  %t108 = phi i64 [ %t102, %b13 ], [ %t93, %b12 ]
  %t109 = phi i64 [ %t104, %b13 ], [ %t94, %b12 ]
  br i1 %t20, label %b15, label %b16, !dbg !42

b15:                                              ; preds = %b14
  %t105.frozen = freeze i64 %t105
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t105.frozen, %.104.frozen, !dbg !42
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t105.frozen, %20
  %.106 = select i1 %.101, i64 %t105, i64 %.105.decomposed, !dbg !42
  %.112 = sub i64 0, %t105, !dbg !42
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !42
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !42
  %t112 = mul i64 %.106, %a13, !dbg !42
  %t113 = add i64 %t112, %t106, !dbg !42
  %t114 = mul i64 %.106, %a23, !dbg !42
  %t115 = add i64 %t114, %t107, !dbg !42
  %t116 = mul i64 %.106, %a33, !dbg !42
  %t117 = add i64 %t116, %t108, !dbg !42
  %t118 = mul i64 %.106, %a42, !dbg !42
  %t119 = add i64 %t118, %t109, !dbg !42
  br label %b16, !dbg !42

b16:                                              ; preds = %b15, %b14
  %t120 = phi i64 [ %.114, %b15 ], [ %t105, %b14 ]
  %t121 = phi i64 [ %t113, %b15 ], [ %t106, %b14 ]
  %t122 = phi i64 [ %t115, %b15 ], [ %t107, %b14 ]
  %t123 = phi i64 [ %t117, %b15 ], [ %t108, %b14 ]
  %t124 = phi i64 [ %t119, %b15 ], [ %t109, %b14 ]
  br i1 %t21, label %b17, label %b18, !dbg !42

b17:                                              ; preds = %b16
  %t125 = mul i64 %t120, %a12, !dbg !42
  %t126 = add i64 %t121, %t125, !dbg !42
  %t127 = mul i64 %t120, %a22, !dbg !42
  %t128 = add i64 %t122, %t127, !dbg !42
  %t129 = mul i64 %t120, %a32, !dbg !42
  %t130 = add i64 %t123, %t129, !dbg !42
  %t131 = mul i64 %t120, %a41, !dbg !42
  %t132 = add i64 %t124, %t131, !dbg !42
  br label %b18, !dbg !42

b18:                                              ; preds = %b17, %b16
  %t133 = phi i64 [ %t126, %b17 ], [ %t121, %b16 ]
  %t134 = phi i64 [ %t128, %b17 ], [ %t122, %b16 ]
  %t135 = phi i64 [ %t130, %b17 ], [ %t123, %b16 ]
  %t136 = phi i64 [ %t132, %b17 ], [ %t124, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !42

b19:                                              ; preds = %b18
  %t137 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t133, !dbg !42
  %.115 = load float, ptr addrspace(1) %t137, align 4, !dbg !42
  br label %b20, !dbg !42

b20:                                              ; preds = %b19, %b18
  %t139 = phi float [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !42

b21:                                              ; preds = %b20
  %t140 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t134, !dbg !42
  %.116 = load float, ptr addrspace(1) %t140, align 4, !dbg !42
  br label %b22, !dbg !42

b22:                                              ; preds = %b21, %b20
  %t142 = phi float [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !42

b23:                                              ; preds = %b22
  %t143 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t135, !dbg !42
  %.117 = load float, ptr addrspace(1) %t143, align 4, !dbg !42
  br label %b24, !dbg !42

b24:                                              ; preds = %b23, %b22
  %t145 = phi float [ %.117, %b23 ], [ %a31, %b22 ]
  %21 = fmul float %t139, -4.000000e+00, !dbg !43
  %t148 = fmul float %21, %t145, !dbg !43
  %t149 = tail call float @llvm.fma.f32(float %t142, float %t142, float %t148), !dbg !43
  %.118 = fcmp olt float %t149, 0x39F0000000000000, !dbg !44
  %.119 = fmul float %t149, 0x41F0000000000000, !dbg !44
  %.120 = select i1 %.118, float %.119, float %t149, !dbg !44
  %.121 = tail call float @llvm.amdgcn.sqrt.f32(float %.120), !dbg !44
  %.122 = bitcast float %.121 to i32, !dbg !44
  %.123 = add i32 %.122, -1, !dbg !44
  %.124 = bitcast i32 %.123 to float, !dbg !44
  %.125 = fneg float %.124, !dbg !44
  %.126 = tail call float @llvm.fma.f32(float %.125, float %.121, float %.120), !dbg !44
  %.127 = add i32 %.122, 1, !dbg !44
  %.128 = bitcast i32 %.127 to float, !dbg !44
  %.129 = fneg float %.128, !dbg !44
  %.130 = tail call float @llvm.fma.f32(float %.129, float %.121, float %.120), !dbg !44
  %.131 = fcmp ole float %.126, 0.000000e+00, !dbg !44
  %.132 = select i1 %.131, float %.124, float %.121, !dbg !44
  %.133 = fcmp ogt float %.130, 0.000000e+00, !dbg !44
  %.134 = select i1 %.133, float %.128, float %.132, !dbg !44
  %.135 = fmul float %.134, 0x3EF0000000000000, !dbg !44
  %.136 = select i1 %.118, float %.135, float %.134, !dbg !44
  %.137 = fcmp oeq float %.120, 0.000000e+00, !dbg !44
  %.138 = fcmp oeq float %.120, 0x7FF0000000000000, !dbg !44
  %.139 = or i1 %.137, %.138, !dbg !44
  %.140 = select i1 %.139, float %.120, float %.136, !dbg !44
  %t151 = getelementptr inbounds float, ptr addrspace(1) %a40, i64 %t136, !dbg !42
  store float %.140, ptr addrspace(1) %t151, align 4, !dbg !42
  %t152 = add i64 %t222, %t13, !dbg !42
  %t23 = icmp slt i64 %t152, %a0, !dbg !42
  br i1 %t23, label %b2, label %b25, !dbg !42

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
  %t136 = icmp slt i64 %t10, %a0, !dbg !46
  br i1 %t136, label %b2, label %b58, !dbg !46

b2:                                               ; preds = %entry, %b57
  %t128 = phi i64 [ %t291, %b57 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !46

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t128, !dbg !46
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
  %t27 = fmul double %t18, 0x3FF71547652B82FE, !dbg !62
  %t28 = fadd double %t27, -5.000000e-01, !dbg !63
  %.18 = fptosi double %t28 to i64, !dbg !64
  br label %b14, !dbg !64

b14:                                              ; preds = %b32, %b31, %b13
  %t30 = phi i64 [ %.18, %b13 ], [ 0, %b31 ], [ %.20, %b32 ]
  %t31 = sitofp i64 %t30 to double, !dbg !65
  %t32 = fmul double %t31, 0x3FE62E42FEE00000, !dbg !66
  %t33 = fsub double %t18, %t32, !dbg !67
  %t34 = fmul double %t31, 0x3DEA39EF35793C76, !dbg !68
  %t35 = fsub double %t33, %t34, !dbg !69
  %t36 = fmul double %t35, %t35, !dbg !70
  %t37 = fmul double %t36, 0x3E66376972BEA4D0, !dbg !71
  %t38 = fadd double %t37, 0xBEBBBD41C5D26BF1, !dbg !72
  %t39 = fmul double %t36, %t38, !dbg !73
  %t40 = fadd double %t39, 0x3F11566AAF25DE2C, !dbg !74
  %t41 = fmul double %t36, %t40, !dbg !75
  %t42 = fadd double %t41, 0xBF66C16C16BEBD93, !dbg !76
  %t43 = fmul double %t36, %t42, !dbg !77
  %t44 = fadd double %t43, 0x3FC5555555555555, !dbg !78
  %t45 = fmul double %t36, %t44, !dbg !79
  %t46 = fsub double %t35, %t45, !dbg !80
  %t47 = fmul double %t35, %t46, !dbg !81
  %t48 = fsub double 2.000000e+00, %t46, !dbg !82
  %t49 = fdiv double %t47, %t48, !dbg !83
  %t50 = fsub double %t34, %t49, !dbg !84
  %0 = fsub double %t33, %t50, !dbg !85
  %t52 = fadd double %0, 1.000000e+00, !dbg !85
  %t53 = fcmp oeq double %t52, 0.000000e+00, !dbg !86
  br i1 %t53, label %b33, label %b16, !dbg !86

b16:                                              ; preds = %b14
  %t54 = tail call double @llvm.fabs.f64(double %t52), !dbg !89
  %t55 = fcmp ogt double %t54, 0x7FEFFFFFFFFFFFFF, !dbg !90
  %t56 = fcmp uno double %t52, 0.000000e+00, !dbg !49
  %t57 = or i1 %t56, %t55, !dbg !91
  br i1 %t57, label %b33, label %b18, !dbg !92

b18:                                              ; preds = %b16
  %t58 = fcmp olt double %t54, 0x10000000000000, !dbg !93
  %t59 = fmul double %t52, 0x4330000000000000, !dbg !93
  %t60 = select i1 %t58, double %t59, double %t52, !dbg !93
  %t61 = select i1 %t58, i64 -52, i64 0, !dbg !93
  %t63 = bitcast double %t60 to i64, !dbg !94
  %t64 = lshr i64 %t63, 52, !dbg !95
  %t66 = and i64 %t64, 2047, !dbg !96
  %t67 = add i64 %t30, -1023, !dbg !97
  %t62 = add i64 %t67, %t61, !dbg !98
  %t68 = add i64 %t62, %t66, !dbg !99
  %t69 = icmp slt i64 %t68, -1075, !dbg !100
  br i1 %t69, label %b22, label %b23, !dbg !100

b22:                                              ; preds = %b18
  %t70 = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t60), !dbg !101
  br label %b33, !dbg !102

b23:                                              ; preds = %b18
  %t71 = icmp sgt i64 %t68, 1023, !dbg !103
  br i1 %t71, label %b24, label %b27, !dbg !103

b24:                                              ; preds = %b23
  %t72 = fcmp olt double %t60, 0.000000e+00, !dbg !104
  %. = select i1 %t72, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !105
  br label %b33, !dbg !105

b27:                                              ; preds = %b23
  %t73 = icmp slt i64 %t68, -1022, !dbg !106
  %spec.select1 = select i1 %t73, double 0x3CA0000000000000, double 1.000000e+00, !dbg !106
  %t77 = and i64 %t63, -9218868437227405313, !dbg !107
  %1 = shl nsw i64 %t68, 52, !dbg !108
  %2 = add i64 %1, 238690780250636288, !dbg !108
  %t78 = select i1 %t73, i64 %2, i64 %1, !dbg !108
  %t80 = add i64 %t78, 4607182418800017408, !dbg !108
  %t81 = or i64 %t80, %t77, !dbg !109
  %t82 = bitcast i64 %t81 to double, !dbg !110
  %t83 = fmul double %spec.select1, %t82, !dbg !111
  br label %b33, !dbg !112

b31:                                              ; preds = %b12
  %t85 = fcmp ogt double %t18, 0.000000e+00, !dbg !113
  br i1 %t85, label %b32, label %b14, !dbg !113

b32:                                              ; preds = %b31
  %t86 = fmul double %t18, 0x3FF71547652B82FE, !dbg !114
  %t87 = fadd double %t86, 5.000000e-01, !dbg !115
  %.20 = fptosi double %t87 to i64, !dbg !116
  br label %b14, !dbg !116

b33:                                              ; preds = %b22, %b27, %b14, %b16, %b24, %b8, %b6, %b4, %b11
  %t89 = phi double [ %t25, %b11 ], [ %t18, %b4 ], [ 0x7FF0000000000000, %b6 ], [ 0.000000e+00, %b8 ], [ %t70, %b22 ], [ %t83, %b27 ], [ %t52, %b14 ], [ %t52, %b16 ], [ %., %b24 ]
  %3 = fcmp ueq double %t16, 0.000000e+00, !dbg !117
  br i1 %3, label %b57, label %b35, !dbg !120

b35:                                              ; preds = %b33
  %t93 = tail call double @llvm.fabs.f64(double %t16), !dbg !89
  %t94 = fcmp ogt double %t93, 0x7FEFFFFFFFFFFFFF, !dbg !90
  br i1 %t94, label %b57, label %b37, !dbg !121

b37:                                              ; preds = %b35
  %t95 = fcmp olt double %t16, 0.000000e+00, !dbg !122
  %t96 = select i1 %t95, double %t17, double %t16, !dbg !122
  %t98 = fcmp ult double %t96, 0x41C0000000000000, !dbg !123
  br i1 %t98, label %b54, label %b40, !dbg !123

b40:                                              ; preds = %b37
  %t99 = fcmp olt double %t96, 0x3FE921FB54442D18, !dbg !124
  br i1 %t99, label %b46, label %b42, !dbg !124

b42:                                              ; preds = %b40
  %t100 = bitcast double %t96 to i64, !dbg !127
  %t101 = lshr i64 %t100, 52, !dbg !128
  %t102 = and i64 %t101, 2047, !dbg !129
  %t106 = and i64 %t100, -9218868437227405313, !dbg !130
  %t107 = or i64 %t106, 4503599627370496, !dbg !131
  %t108 = add nsw i64 %t102, -1014, !dbg !132
  %t110 = lshr i64 %t108, 6, !dbg !133
  %t111 = and i64 %t108, 63, !dbg !134
  %t113 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t110, !dbg !135
  %.22 = load i64, ptr addrspace(4) %t113, align 8, !dbg !135
  %.25 = shl i64 %.22, %t111, !dbg !136
  %t116 = add nuw nsw i64 %t110, 1, !dbg !137
  %t118 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t116, !dbg !138
  %.26 = load i64, ptr addrspace(4) %t118, align 8, !dbg !138
  %t120 = sub nsw i64 54, %t101, !dbg !139
  %.27 = icmp eq i64 %t111, 0, !dbg !140
  %.28 = and i64 %t120, 63, !dbg !140
  %.29 = lshr i64 %.26, %.28, !dbg !140
  %t121 = select i1 %.27, i64 0, i64 %.29, !dbg !140
  %t122 = or i64 %t121, %.25, !dbg !141
  %.33 = shl i64 %.26, %t111, !dbg !142
  %t125 = add nuw nsw i64 %t110, 2, !dbg !143
  %t127 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t125, !dbg !144
  %.34 = load i64, ptr addrspace(4) %t127, align 8, !dbg !144
  %.37 = lshr i64 %.34, %.28, !dbg !145
  %t129 = select i1 %.27, i64 0, i64 %.37, !dbg !145
  %t130 = or i64 %t129, %.33, !dbg !146
  %.41 = shl i64 %.34, %t111, !dbg !147
  %t133 = add nuw nsw i64 %t110, 3, !dbg !148
  %t135 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t133, !dbg !149
  %.42 = load i64, ptr addrspace(4) %t135, align 8, !dbg !149
  %.45 = lshr i64 %.42, %.28, !dbg !150
  %t137 = select i1 %.27, i64 0, i64 %.45, !dbg !150
  %t138 = or i64 %t137, %.41, !dbg !151
  %t139 = and i64 %t138, 4294967295, !dbg !152
  %t140 = lshr i64 %t138, 32, !dbg !155
  %t141 = and i64 %t100, 4294967295, !dbg !156
  %t142 = lshr i64 %t107, 32, !dbg !157
  %t143 = mul nuw i64 %t139, %t141, !dbg !158
  %t144 = mul nuw i64 %t140, %t141, !dbg !159
  %t145 = lshr i64 %t143, 32, !dbg !160
  %t146 = add nuw i64 %t145, %t144, !dbg !161
  %t147 = and i64 %t146, 4294967295, !dbg !162
  %t148 = lshr i64 %t146, 32, !dbg !163
  %t149 = mul nuw i64 %t139, %t142, !dbg !164
  %t150 = add nuw i64 %t147, %t149, !dbg !165
  %t151 = mul nuw i64 %t140, %t142, !dbg !166
  %t152 = add nuw i64 %t148, %t151, !dbg !167
  %t153 = lshr i64 %t150, 32, !dbg !168
  %t154 = add nuw i64 %t152, %t153, !dbg !169
  %t155 = and i64 %t130, 4294967295, !dbg !152
  %t156 = lshr i64 %t130, 32, !dbg !155
  %t157 = mul nuw i64 %t155, %t141, !dbg !158
  %t158 = mul nuw i64 %t156, %t141, !dbg !159
  %t159 = lshr i64 %t157, 32, !dbg !160
  %t160 = add nuw i64 %t159, %t158, !dbg !161
  %t161 = and i64 %t160, 4294967295, !dbg !162
  %t162 = lshr i64 %t160, 32, !dbg !163
  %t163 = mul nuw i64 %t155, %t142, !dbg !164
  %t164 = add nuw i64 %t161, %t163, !dbg !165
  %t165 = mul nuw i64 %t156, %t142, !dbg !166
  %t167 = lshr i64 %t164, 32, !dbg !168
  %t169 = mul i64 %t130, %t107, !dbg !170
  %t170 = mul i64 %t122, %t107, !dbg !171
  %t171 = add i64 %t154, %t169, !dbg !172
  %t172 = and i64 %t154, %t169, !dbg !173
  %t173 = or i64 %t154, %t169, !dbg !174
  %.46 = xor i64 %t171, -1, !dbg !175
  %t174 = and i64 %t173, %.46, !dbg !175
  %t175 = or i64 %t174, %t172, !dbg !176
  %t176 = lshr i64 %t175, 63, !dbg !177
  %t166 = add i64 %t165, %t170, !dbg !167
  %t168 = add i64 %t166, %t162, !dbg !169
  %t177 = add i64 %t168, %t167, !dbg !172
  %t178 = add i64 %t177, %t176, !dbg !178
  %t179 = lshr i64 %t178, 61, !dbg !179
  %t182 = tail call i64 @llvm.fshl.i64(i64 %t178, i64 %t171, i64 3), !dbg !180
  %.47 = tail call i64 @llvm.ctlz.i64(i64 %t182, i1 false), !dbg !181, !range !182
  %t186 = add nuw nsw i64 %.47, 1, !dbg !183
  %.48 = icmp ult i64 %t182, 2, !dbg !184
  %.49 = and i64 %t186, 63, !dbg !184
  %.50 = shl i64 %t182, %.49, !dbg !184
  %t188 = select i1 %.48, i64 2, i64 %.50, !dbg !184
  %t189 = sub nsw i64 63, %.47, !dbg !185
  %.51 = icmp eq i64 %t182, 0, !dbg !186
  %.52 = and i64 %t189, 63, !dbg !186
  %.53 = lshr i64 %t171, %.52, !dbg !186
  %t190 = select i1 %.51, i64 0, i64 %.53, !dbg !186
  %t191 = or i64 %t188, %t190, !dbg !187
  %t192 = lshr i64 %t191, 12, !dbg !188
  %.neg = mul nsw i64 %.47, -4503599627370496, !dbg !189
  %t193 = add nsw i64 %.neg, 4602678819172646912, !dbg !189
  %t194 = or i64 %t192, %t193, !dbg !190
  %t195 = bitcast i64 %t194 to double, !dbg !191
  %4 = and i64 %t178, 2305843009213693952, !dbg !192
  %t197.not = icmp eq i64 %4, 0, !dbg !192
  %t198 = add nuw nsw i64 %t179, 1, !dbg !193
  %t199 = and i64 %t198, 7, !dbg !194
  %t200 = fadd double %t195, -1.000000e+00, !dbg !195
  %spec.select = select i1 %t197.not, i64 %t179, i64 %t199, !dbg !192
  %spec.select3 = select i1 %t197.not, double %t195, double %t200, !dbg !192
  %t203 = fmul double %spec.select3, 0x3FE921FB54442D18, !dbg !196
  br label %b46, !dbg !197

b46:                                              ; preds = %b42, %b40, %b54
  %t206 = phi i64 [ %t281, %b54 ], [ %spec.select, %b42 ], [ 0, %b40 ]
  %t207 = phi double [ %t287, %b54 ], [ %t203, %b42 ], [ %t96, %b40 ]
  %t208 = icmp ugt i64 %t206, 3, !dbg !198
  %t210 = add nsw i64 %t206, -4, !dbg !199
  %spec.select4 = xor i1 %t95, %t208, !dbg !198
  %spec.select5 = select i1 %t208, i64 %t210, i64 %t206, !dbg !198
  %t213 = fmul double %t207, %t207, !dbg !200
  %t212.off = add nsw i64 %spec.select5, -1, !dbg !201
  %switch = icmp ult i64 %t212.off, 2, !dbg !201
  br i1 %switch, label %b49, label %b53, !dbg !201

b49:                                              ; preds = %b46
  %t217 = fmul double %t213, 5.000000e-01, !dbg !202
  %t218 = fsub double 1.000000e+00, %t217, !dbg !203
  %t222 = fmul double %t213, 0x3DA8FA49A0861A9B, !dbg !204
  %5 = fsub double 0x3E21EE9D7B4E3F05, %t222, !dbg !205
  br label %b50, !dbg !206

b50:                                              ; preds = %b53, %b49
  %t253.sink = phi double [ %t253, %b53 ], [ %5, %b49 ]
  %.sink11 = phi double [ 0x3EC71DE3567D48A1, %b53 ], [ 0xBE927E4F7EAC4BC6, %b49 ]
  %.sink10 = phi double [ 0xBF2A01A019BFDF03, %b53 ], [ 0x3EFA01A019C844F5, %b49 ]
  %.sink9 = phi double [ 0x3F8111111110F7D0, %b53 ], [ 0xBF56C16C16C14F91, %b49 ]
  %.sink = phi double [ 0xBFC5555555555548, %b53 ], [ 0x3FA555555555554B, %b49 ]
  %t207.pn = phi double [ %t207, %b53 ], [ %t213, %b49 ]
  %t207.sink = phi double [ %t207, %b53 ], [ %t218, %b49 ]
  %t247.sink = fmul double %t207.pn, %t213, !dbg !207
  %t254 = fmul double %t213, %t253.sink, !dbg !207
  %t257 = fadd double %t254, %.sink11, !dbg !207
  %t258 = fmul double %t213, %t257, !dbg !207
  %t261 = fadd double %t258, %.sink10, !dbg !207
  %t262 = fmul double %t213, %t261, !dbg !207
  %t265 = fadd double %t262, %.sink9, !dbg !207
  %t266 = fmul double %t213, %t265, !dbg !207
  %t269 = fadd double %t266, %.sink, !dbg !207
  %t270 = fmul double %t247.sink, %t269, !dbg !207
  %t271 = fadd double %t207.sink, %t270, !dbg !207
  %t245 = fneg double %t271
  %spec.select2 = select i1 %spec.select4, double %t245, double %t271, !dbg !208
  br label %b57, !dbg !209

b53:                                              ; preds = %b46
  %t250 = fmul double %t213, 0x3DE5D8FD1FD19CCD, !dbg !210
  %t253 = fadd double %t250, 0xBE5AE5E5A9291F5D, !dbg !211
  br label %b50, !dbg !212

b54:                                              ; preds = %b37
  %t272 = fmul double %t96, 0x3FF45F306DC9C883, !dbg !213
  %.66 = fptosi double %t272 to i64, !dbg !214
  %t274 = uitofp i64 %.66 to double, !dbg !215
  %t275 = and i64 %.66, 1, !dbg !216
  %t276.not = icmp eq i64 %t275, 0, !dbg !217
  %t278 = fadd double %t274, 1.000000e+00, !dbg !217
  %not.t276.not = xor i1 %t276.not, true, !dbg !217
  %t277 = zext i1 %not.t276.not to i64, !dbg !217
  %t279 = add i64 %t277, %.66, !dbg !217
  %t280 = select i1 %t276.not, double %t274, double %t278, !dbg !217
  %t281 = and i64 %t279, 7, !dbg !218
  %t282 = fmul double %t280, 0x3FE921FB40000000, !dbg !219
  %t283 = fsub double %t96, %t282, !dbg !220
  %t284 = fmul double %t280, 0x3E64442D00000000, !dbg !221
  %t285 = fsub double %t283, %t284, !dbg !222
  %t286 = fmul double %t280, 0x3CE8469898CC5170, !dbg !223
  %t287 = fsub double %t285, %t286, !dbg !224
  br label %b46, !dbg !224

b57:                                              ; preds = %b35, %b33, %b50
  %t288 = phi double [ %spec.select2, %b50 ], [ %t16, %b33 ], [ 0x7FF8000000000001, %b35 ]
  %t289 = fmul double %t89, %t288, !dbg !225
  %t290 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t128, !dbg !46
  store double %t289, ptr addrspace(1) %t290, align 8, !dbg !46
  %t291 = add i64 %t128, %t11, !dbg !46
  %t13 = icmp slt i64 %t291, %a0, !dbg !46
  br i1 %t13, label %b2, label %b58, !dbg !46

b58:                                              ; preds = %b57, %entry
  ret void, !dbg !46
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eExpSin_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #2 !dbg !226 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !227
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !227
  %t2 = sext i32 %.1 to i64, !dbg !227
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !227
  %t4 = sext i32 %.2 to i64, !dbg !227
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !227
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !227
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !227, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !227
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !227
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !227, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !227
  %.15 = add i32 %.14, %.9, !dbg !227
  %.16 = udiv i32 %.15, %.6, !dbg !227
  %t8 = sext i32 %.16 to i64, !dbg !227
  %t9 = mul nsw i64 %t6, %t4, !dbg !227
  %t10 = add nsw i64 %t9, %t2, !dbg !227
  %t11 = mul nsw i64 %t8, %t6, !dbg !227
  %t12 = icmp sgt i64 %a1, 7, !dbg !227
  %t13 = icmp sgt i64 %a1, 6, !dbg !227
  %t14 = icmp sgt i64 %a1, 5, !dbg !227
  %t15 = icmp sgt i64 %a1, 4, !dbg !227
  %t16 = icmp sgt i64 %a1, 3, !dbg !227
  %t17 = icmp sgt i64 %a1, 2, !dbg !227
  %t18 = icmp sgt i64 %a1, 1, !dbg !227
  %t19 = icmp sgt i64 %a1, 0, !dbg !227
  %t2110 = icmp slt i64 %t10, %a0, !dbg !227
  br i1 %t2110, label %b2.lr.ph, label %b74, !dbg !227

b2.lr.ph:                                         ; preds = %entry
  %.17 = icmp eq i64 %a9, 0
  %.18 = icmp eq i64 %a9, -1
  %0 = add i64 %a9, 1
  %1 = icmp ult i64 %0, 2
  %.20 = select i1 %1, i64 1, i64 %a9
  %.31 = icmp eq i64 %a8, 0
  %.32 = icmp eq i64 %a8, -1
  %2 = add i64 %a8, 1
  %3 = icmp ult i64 %2, 2
  %.34 = select i1 %3, i64 1, i64 %a8
  %.45 = icmp eq i64 %a7, 0
  %.46 = icmp eq i64 %a7, -1
  %4 = add i64 %a7, 1
  %5 = icmp ult i64 %4, 2
  %.48 = select i1 %5, i64 1, i64 %a7
  %.59 = icmp eq i64 %a6, 0
  %.60 = icmp eq i64 %a6, -1
  %6 = add i64 %a6, 1
  %7 = icmp ult i64 %6, 2
  %.62 = select i1 %7, i64 1, i64 %a6
  %.73 = icmp eq i64 %a5, 0
  %.74 = icmp eq i64 %a5, -1
  %8 = add i64 %a5, 1
  %9 = icmp ult i64 %8, 2
  %.76 = select i1 %9, i64 1, i64 %a5
  %.87 = icmp eq i64 %a4, 0
  %.88 = icmp eq i64 %a4, -1
  %10 = add i64 %a4, 1
  %11 = icmp ult i64 %10, 2
  %.90 = select i1 %11, i64 1, i64 %a4
  %.101 = icmp eq i64 %a3, 0
  %.102 = icmp eq i64 %a3, -1
  %12 = add i64 %a3, 1
  %13 = icmp ult i64 %12, 2
  %.104 = select i1 %13, i64 1, i64 %a3
  br label %b2, !dbg !227

b2:                                               ; preds = %b2.lr.ph, %b73
  %t2011 = phi i64 [ %t10, %b2.lr.ph ], [ %t366, %b73 ]
  br i1 %t12, label %b3, label %b4, !dbg !227

b3:                                               ; preds = %b2
  %t2011.frozen = freeze i64 %t2011
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t2011.frozen, %.20.frozen, !dbg !227
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t2011.frozen, %14
  %.22 = select i1 %.17, i64 %t2011, i64 %.21.decomposed, !dbg !227
  %.28 = sub i64 0, %t2011, !dbg !227
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !227
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !227
  %t24 = mul i64 %.22, %a19, !dbg !227
  %t25 = mul i64 %.22, %a28, !dbg !227
  br label %b4, !dbg !227

b4:                                               ; preds = %b3, %b2
  %t26 = phi i64 [ %.30, %b3 ], [ %t2011, %b2 ]
  %t27 = phi i64 [ %t24, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  br i1 %t13, label %b5, label %b6, !dbg !227

b5:                                               ; preds = %b4
  %t26.frozen = freeze i64 %t26
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t26.frozen, %.34.frozen, !dbg !227
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t26.frozen, %15
  %.36 = select i1 %.31, i64 %t26, i64 %.35.decomposed, !dbg !227
  %.42 = sub i64 0, %t26, !dbg !227
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !227
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !227
  %t31 = mul i64 %.36, %a18, !dbg !227
  %t32 = add i64 %t31, %t27, !dbg !227
  %t33 = mul i64 %.36, %a27, !dbg !227
  %t34 = add i64 %t33, %t28, !dbg !227
  br label %b6, !dbg !227

b6:                                               ; preds = %b5, %b4
  %t35 = phi i64 [ %.44, %b5 ], [ %t26, %b4 ]
  %t36 = phi i64 [ %t32, %b5 ], [ %t27, %b4 ]
  %t37 = phi i64 [ %t34, %b5 ], [ %t28, %b4 ]
  br i1 %t14, label %b7, label %b8, !dbg !227

b7:                                               ; preds = %b6
  %t35.frozen = freeze i64 %t35
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t35.frozen, %.48.frozen, !dbg !227
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t35.frozen, %16
  %.50 = select i1 %.45, i64 %t35, i64 %.49.decomposed, !dbg !227
  %.56 = sub i64 0, %t35, !dbg !227
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !227
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !227
  %t40 = mul i64 %.50, %a17, !dbg !227
  %t41 = add i64 %t40, %t36, !dbg !227
  %t42 = mul i64 %.50, %a26, !dbg !227
  %t43 = add i64 %t42, %t37, !dbg !227
  br label %b8, !dbg !227

b8:                                               ; preds = %b7, %b6
  %t44 = phi i64 [ %.58, %b7 ], [ %t35, %b6 ]
  %t45 = phi i64 [ %t41, %b7 ], [ %t36, %b6 ]
  %t46 = phi i64 [ %t43, %b7 ], [ %t37, %b6 ]
  br i1 %t15, label %b9, label %b10, !dbg !227

b9:                                               ; preds = %b8
  %t44.frozen = freeze i64 %t44
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t44.frozen, %.62.frozen, !dbg !227
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t44.frozen, %17
  %.64 = select i1 %.59, i64 %t44, i64 %.63.decomposed, !dbg !227
  %.70 = sub i64 0, %t44, !dbg !227
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !227
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !227
  %t49 = mul i64 %.64, %a16, !dbg !227
  %t50 = add i64 %t49, %t45, !dbg !227
  %t51 = mul i64 %.64, %a25, !dbg !227
  %t52 = add i64 %t51, %t46, !dbg !227
  br label %b10, !dbg !227

b10:                                              ; preds = %b9, %b8
  %t53 = phi i64 [ %.72, %b9 ], [ %t44, %b8 ]
  %t54 = phi i64 [ %t50, %b9 ], [ %t45, %b8 ]
  %t55 = phi i64 [ %t52, %b9 ], [ %t46, %b8 ]
  br i1 %t16, label %b11, label %b12, !dbg !227

b11:                                              ; preds = %b10
  %t53.frozen = freeze i64 %t53
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t53.frozen, %.76.frozen, !dbg !227
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t53.frozen, %18
  %.78 = select i1 %.73, i64 %t53, i64 %.77.decomposed, !dbg !227
  %.84 = sub i64 0, %t53, !dbg !227
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !227
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !227
  %t58 = mul i64 %.78, %a15, !dbg !227
  %t59 = add i64 %t58, %t54, !dbg !227
  %t60 = mul i64 %.78, %a24, !dbg !227
  %t61 = add i64 %t60, %t55, !dbg !227
  br label %b12, !dbg !227

b12:                                              ; preds = %b11, %b10
  %t62 = phi i64 [ %.86, %b11 ], [ %t53, %b10 ]
  %t63 = phi i64 [ %t59, %b11 ], [ %t54, %b10 ]
  %t64 = phi i64 [ %t61, %b11 ], [ %t55, %b10 ]
  br i1 %t17, label %b13, label %b14, !dbg !227

b13:                                              ; preds = %b12
  %t62.frozen = freeze i64 %t62
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t62.frozen, %.90.frozen, !dbg !227
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t62.frozen, %19
  %.92 = select i1 %.87, i64 %t62, i64 %.91.decomposed, !dbg !227
  %.98 = sub i64 0, %t62, !dbg !227
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !227
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !227
  %t67 = mul i64 %.92, %a14, !dbg !227
  %t68 = add i64 %t67, %t63, !dbg !227
  %t69 = mul i64 %.92, %a23, !dbg !227
  %t70 = add i64 %t69, %t64, !dbg !227
  br label %b14, !dbg !227

b14:                                              ; preds = %b13, %b12
  %t71 = phi i64 [ %.100, %b13 ], [ %t62, %b12 ]
  %t72 = phi i64 [ %t68, %b13 ], [ %t63, %b12 ]
  %t73 = phi i64 [ %t70, %b13 ], [ %t64, %b12 ]
  br i1 %t18, label %b15, label %b16, !dbg !227

b15:                                              ; preds = %b14
  %t71.frozen = freeze i64 %t71
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t71.frozen, %.104.frozen, !dbg !227
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t71.frozen, %20
  %.106 = select i1 %.101, i64 %t71, i64 %.105.decomposed, !dbg !227
  %.112 = sub i64 0, %t71, !dbg !227
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !227
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !227
  %t76 = mul i64 %.106, %a13, !dbg !227
  %t77 = add i64 %t76, %t72, !dbg !227
  %t78 = mul i64 %.106, %a22, !dbg !227
  %t79 = add i64 %t78, %t73, !dbg !227
  br label %b16, !dbg !227

b16:                                              ; preds = %b15, %b14
  %t80 = phi i64 [ %.114, %b15 ], [ %t71, %b14 ]
  %t81 = phi i64 [ %t77, %b15 ], [ %t72, %b14 ]
  %t82 = phi i64 [ %t79, %b15 ], [ %t73, %b14 ]
  br i1 %t19, label %b17, label %b18, !dbg !227

b17:                                              ; preds = %b16
  %t83 = mul i64 %t80, %a12, !dbg !227
  %t84 = add i64 %t81, %t83, !dbg !227
  %t85 = mul i64 %t80, %a21, !dbg !227
  %t86 = add i64 %t82, %t85, !dbg !227
  br label %b18, !dbg !227

b18:                                              ; preds = %b17, %b16
  %t87 = phi i64 [ %t84, %b17 ], [ %t81, %b16 ]
  %t88 = phi i64 [ %t86, %b17 ], [ %t82, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !227

b19:                                              ; preds = %b18
  %t89 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t87, !dbg !227
  %.115 = load double, ptr addrspace(1) %t89, align 8, !dbg !227
  br label %b20, !dbg !227

b20:                                              ; preds = %b19, %b18
  %t91 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  %t92 = fneg double %t91, !dbg !228
  %t93 = fmul double %t91, %t92, !dbg !229
  %t94 = fcmp uno double %t93, 0.000000e+00, !dbg !230
  br i1 %t94, label %b49, label %b22, !dbg !232

b22:                                              ; preds = %b20
  %t95 = fcmp ogt double %t93, 0x40862E42FEFA39EF, !dbg !234
  br i1 %t95, label %b49, label %b24, !dbg !234

b24:                                              ; preds = %b22
  %t96 = fcmp olt double %t93, 0xC0874910D52D3051, !dbg !235
  br i1 %t96, label %b49, label %b26, !dbg !235

b26:                                              ; preds = %b24
  %t97 = fcmp ogt double %t93, 0xBE30000000000000, !dbg !236
  %t98 = fcmp olt double %t93, 0x3E30000000000000, !dbg !237
  %t99 = and i1 %t97, %t98, !dbg !237
  br i1 %t99, label %b27, label %b28, !dbg !236

b27:                                              ; preds = %b26
  %t100 = fadd double %t93, 1.000000e+00, !dbg !238
  br label %b49, !dbg !239

b28:                                              ; preds = %b26
  %t101 = fcmp olt double %t93, 0.000000e+00, !dbg !240
  br i1 %t101, label %b29, label %b47, !dbg !240

b29:                                              ; preds = %b28
  %t102 = fmul double %t93, 0x3FF71547652B82FE, !dbg !241
  %t103 = fadd double %t102, -5.000000e-01, !dbg !242
  %.116 = fptosi double %t103 to i64, !dbg !243
  br label %b30, !dbg !243

b30:                                              ; preds = %b48, %b47, %b29
  %t105 = phi i64 [ %.116, %b29 ], [ 0, %b47 ], [ %.118, %b48 ]
  %t106 = sitofp i64 %t105 to double, !dbg !244
  %t107 = fmul double %t106, 0x3FE62E42FEE00000, !dbg !245
  %t108 = fsub double %t93, %t107, !dbg !246
  %t109 = fmul double %t106, 0x3DEA39EF35793C76, !dbg !247
  %t110 = fsub double %t108, %t109, !dbg !248
  %t111 = fmul double %t110, %t110, !dbg !249
  %t112 = fmul double %t111, 0x3E66376972BEA4D0, !dbg !250
  %t113 = fadd double %t112, 0xBEBBBD41C5D26BF1, !dbg !251
  %t114 = fmul double %t111, %t113, !dbg !252
  %t115 = fadd double %t114, 0x3F11566AAF25DE2C, !dbg !253
  %t116 = fmul double %t111, %t115, !dbg !254
  %t117 = fadd double %t116, 0xBF66C16C16BEBD93, !dbg !255
  %t118 = fmul double %t111, %t117, !dbg !256
  %t119 = fadd double %t118, 0x3FC5555555555555, !dbg !257
  %t120 = fmul double %t111, %t119, !dbg !258
  %t121 = fsub double %t110, %t120, !dbg !259
  %t122 = fmul double %t110, %t121, !dbg !260
  %t123 = fsub double 2.000000e+00, %t121, !dbg !261
  %t124 = fdiv double %t122, %t123, !dbg !262
  %t125 = fsub double %t109, %t124, !dbg !263
  %21 = fsub double %t108, %t125, !dbg !264
  %t127 = fadd double %21, 1.000000e+00, !dbg !264
  %t128 = fcmp oeq double %t127, 0.000000e+00, !dbg !265
  br i1 %t128, label %b49, label %b32, !dbg !265

b32:                                              ; preds = %b30
  %t129 = tail call double @llvm.fabs.f64(double %t127), !dbg !267
  %t130 = fcmp ogt double %t129, 0x7FEFFFFFFFFFFFFF, !dbg !268
  %t131 = fcmp uno double %t127, 0.000000e+00, !dbg !230
  %t132 = or i1 %t131, %t130, !dbg !269
  br i1 %t132, label %b49, label %b34, !dbg !270

b34:                                              ; preds = %b32
  %t133 = fcmp olt double %t129, 0x10000000000000, !dbg !271
  %t134 = fmul double %t127, 0x4330000000000000, !dbg !271
  %t135 = select i1 %t133, double %t134, double %t127, !dbg !271
  %t136 = select i1 %t133, i64 -52, i64 0, !dbg !271
  %t138 = bitcast double %t135 to i64, !dbg !272
  %t139 = lshr i64 %t138, 52, !dbg !273
  %t141 = and i64 %t139, 2047, !dbg !274
  %t142 = add i64 %t105, -1023, !dbg !275
  %t137 = add i64 %t142, %t136, !dbg !276
  %t143 = add i64 %t137, %t141, !dbg !277
  %t144 = icmp slt i64 %t143, -1075, !dbg !278
  br i1 %t144, label %b38, label %b39, !dbg !278

b38:                                              ; preds = %b34
  %t145 = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t135), !dbg !279
  br label %b49, !dbg !280

b39:                                              ; preds = %b34
  %t146 = icmp sgt i64 %t143, 1023, !dbg !281
  br i1 %t146, label %b40, label %b43, !dbg !281

b40:                                              ; preds = %b39
  %t147 = fcmp olt double %t135, 0.000000e+00, !dbg !282
  %. = select i1 %t147, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !283
  br label %b49, !dbg !283

b43:                                              ; preds = %b39
  %t148 = icmp slt i64 %t143, -1022, !dbg !284
  %spec.select1 = select i1 %t148, double 0x3CA0000000000000, double 1.000000e+00, !dbg !284
  %t152 = and i64 %t138, -9218868437227405313, !dbg !285
  %22 = shl nsw i64 %t143, 52, !dbg !286
  %23 = add i64 %22, 238690780250636288, !dbg !286
  %t153 = select i1 %t148, i64 %23, i64 %22, !dbg !286
  %t155 = add i64 %t153, 4607182418800017408, !dbg !286
  %t156 = or i64 %t155, %t152, !dbg !287
  %t157 = bitcast i64 %t156 to double, !dbg !288
  %t158 = fmul double %spec.select1, %t157, !dbg !289
  br label %b49, !dbg !290

b47:                                              ; preds = %b28
  %t160 = fcmp ogt double %t93, 0.000000e+00, !dbg !291
  br i1 %t160, label %b48, label %b30, !dbg !291

b48:                                              ; preds = %b47
  %t161 = fmul double %t93, 0x3FF71547652B82FE, !dbg !292
  %t162 = fadd double %t161, 5.000000e-01, !dbg !293
  %.118 = fptosi double %t162 to i64, !dbg !294
  br label %b30, !dbg !294

b49:                                              ; preds = %b38, %b43, %b30, %b32, %b40, %b24, %b22, %b20, %b27
  %t164 = phi double [ %t100, %b27 ], [ %t93, %b20 ], [ 0x7FF0000000000000, %b22 ], [ 0.000000e+00, %b24 ], [ %t145, %b38 ], [ %t158, %b43 ], [ %t127, %b30 ], [ %t127, %b32 ], [ %., %b40 ]
  %24 = fcmp ueq double %t91, 0.000000e+00, !dbg !295
  br i1 %24, label %b73, label %b51, !dbg !297

b51:                                              ; preds = %b49
  %t168 = tail call double @llvm.fabs.f64(double %t91), !dbg !267
  %t169 = fcmp ogt double %t168, 0x7FEFFFFFFFFFFFFF, !dbg !268
  br i1 %t169, label %b73, label %b53, !dbg !298

b53:                                              ; preds = %b51
  %t170 = fcmp olt double %t91, 0.000000e+00, !dbg !299
  %t171 = select i1 %t170, double %t92, double %t91, !dbg !299
  %t173 = fcmp ult double %t171, 0x41C0000000000000, !dbg !300
  br i1 %t173, label %b70, label %b56, !dbg !300

b56:                                              ; preds = %b53
  %t174 = fcmp olt double %t171, 0x3FE921FB54442D18, !dbg !301
  br i1 %t174, label %b62, label %b58, !dbg !301

b58:                                              ; preds = %b56
  %t175 = bitcast double %t171 to i64, !dbg !303
  %t176 = lshr i64 %t175, 52, !dbg !304
  %t177 = and i64 %t176, 2047, !dbg !305
  %t181 = and i64 %t175, -9218868437227405313, !dbg !306
  %t182 = or i64 %t181, 4503599627370496, !dbg !307
  %t183 = add nsw i64 %t177, -1014, !dbg !308
  %t185 = lshr i64 %t183, 6, !dbg !309
  %t186 = and i64 %t183, 63, !dbg !310
  %t188 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t185, !dbg !311
  %.120 = load i64, ptr addrspace(4) %t188, align 8, !dbg !311
  %.123 = shl i64 %.120, %t186, !dbg !312
  %t191 = add nuw nsw i64 %t185, 1, !dbg !313
  %t193 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t191, !dbg !314
  %.124 = load i64, ptr addrspace(4) %t193, align 8, !dbg !314
  %t195 = sub nsw i64 54, %t176, !dbg !315
  %.125 = icmp eq i64 %t186, 0, !dbg !316
  %.126 = and i64 %t195, 63, !dbg !316
  %.127 = lshr i64 %.124, %.126, !dbg !316
  %t196 = select i1 %.125, i64 0, i64 %.127, !dbg !316
  %t197 = or i64 %t196, %.123, !dbg !317
  %.131 = shl i64 %.124, %t186, !dbg !318
  %t200 = add nuw nsw i64 %t185, 2, !dbg !319
  %t202 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t200, !dbg !320
  %.132 = load i64, ptr addrspace(4) %t202, align 8, !dbg !320
  %.135 = lshr i64 %.132, %.126, !dbg !321
  %t204 = select i1 %.125, i64 0, i64 %.135, !dbg !321
  %t205 = or i64 %t204, %.131, !dbg !322
  %.139 = shl i64 %.132, %t186, !dbg !323
  %t208 = add nuw nsw i64 %t185, 3, !dbg !324
  %t210 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t208, !dbg !325
  %.140 = load i64, ptr addrspace(4) %t210, align 8, !dbg !325
  %.143 = lshr i64 %.140, %.126, !dbg !326
  %t212 = select i1 %.125, i64 0, i64 %.143, !dbg !326
  %t213 = or i64 %t212, %.139, !dbg !327
  %t214 = and i64 %t213, 4294967295, !dbg !328
  %t215 = lshr i64 %t213, 32, !dbg !330
  %t216 = and i64 %t175, 4294967295, !dbg !331
  %t217 = lshr i64 %t182, 32, !dbg !332
  %t218 = mul nuw i64 %t214, %t216, !dbg !333
  %t219 = mul nuw i64 %t215, %t216, !dbg !334
  %t220 = lshr i64 %t218, 32, !dbg !335
  %t221 = add nuw i64 %t220, %t219, !dbg !336
  %t222 = and i64 %t221, 4294967295, !dbg !337
  %t223 = lshr i64 %t221, 32, !dbg !338
  %t224 = mul nuw i64 %t214, %t217, !dbg !339
  %t225 = add nuw i64 %t222, %t224, !dbg !340
  %t226 = mul nuw i64 %t215, %t217, !dbg !341
  %t227 = add nuw i64 %t223, %t226, !dbg !342
  %t228 = lshr i64 %t225, 32, !dbg !343
  %t229 = add nuw i64 %t227, %t228, !dbg !344
  %t230 = and i64 %t205, 4294967295, !dbg !328
  %t231 = lshr i64 %t205, 32, !dbg !330
  %t232 = mul nuw i64 %t230, %t216, !dbg !333
  %t233 = mul nuw i64 %t231, %t216, !dbg !334
  %t234 = lshr i64 %t232, 32, !dbg !335
  %t235 = add nuw i64 %t234, %t233, !dbg !336
  %t236 = and i64 %t235, 4294967295, !dbg !337
  %t237 = lshr i64 %t235, 32, !dbg !338
  %t238 = mul nuw i64 %t230, %t217, !dbg !339
  %t239 = add nuw i64 %t236, %t238, !dbg !340
  %t240 = mul nuw i64 %t231, %t217, !dbg !341
  %t242 = lshr i64 %t239, 32, !dbg !343
  %t244 = mul i64 %t205, %t182, !dbg !345
  %t245 = mul i64 %t197, %t182, !dbg !346
  %t246 = add i64 %t229, %t244, !dbg !347
  %t247 = and i64 %t229, %t244, !dbg !348
  %t248 = or i64 %t229, %t244, !dbg !349
  %.144 = xor i64 %t246, -1, !dbg !350
  %t249 = and i64 %t248, %.144, !dbg !350
  %t250 = or i64 %t249, %t247, !dbg !351
  %t251 = lshr i64 %t250, 63, !dbg !352
  %t241 = add i64 %t240, %t245, !dbg !342
  %t243 = add i64 %t241, %t237, !dbg !344
  %t252 = add i64 %t243, %t242, !dbg !347
  %t253 = add i64 %t252, %t251, !dbg !353
  %t254 = lshr i64 %t253, 61, !dbg !354
  %t257 = tail call i64 @llvm.fshl.i64(i64 %t253, i64 %t246, i64 3), !dbg !355
  %.145 = tail call i64 @llvm.ctlz.i64(i64 %t257, i1 false), !dbg !356, !range !182
  %t261 = add nuw nsw i64 %.145, 1, !dbg !357
  %.146 = icmp ult i64 %t257, 2, !dbg !358
  %.147 = and i64 %t261, 63, !dbg !358
  %.148 = shl i64 %t257, %.147, !dbg !358
  %t263 = select i1 %.146, i64 2, i64 %.148, !dbg !358
  %t264 = sub nsw i64 63, %.145, !dbg !359
  %.149 = icmp eq i64 %t257, 0, !dbg !360
  %.150 = and i64 %t264, 63, !dbg !360
  %.151 = lshr i64 %t246, %.150, !dbg !360
  %t265 = select i1 %.149, i64 0, i64 %.151, !dbg !360
  %t266 = or i64 %t263, %t265, !dbg !361
  %t267 = lshr i64 %t266, 12, !dbg !362
  %.neg = mul nsw i64 %.145, -4503599627370496, !dbg !363
  %t268 = add nsw i64 %.neg, 4602678819172646912, !dbg !363
  %t269 = or i64 %t267, %t268, !dbg !364
  %t270 = bitcast i64 %t269 to double, !dbg !365
  %25 = and i64 %t253, 2305843009213693952, !dbg !366
  %t272.not = icmp eq i64 %25, 0, !dbg !366
  %t273 = add nuw nsw i64 %t254, 1, !dbg !367
  %t274 = and i64 %t273, 7, !dbg !368
  %t275 = fadd double %t270, -1.000000e+00, !dbg !369
  %spec.select = select i1 %t272.not, i64 %t254, i64 %t274, !dbg !366
  %spec.select3 = select i1 %t272.not, double %t270, double %t275, !dbg !366
  %t278 = fmul double %spec.select3, 0x3FE921FB54442D18, !dbg !370
  br label %b62, !dbg !371

b62:                                              ; preds = %b58, %b56, %b70
  %t281 = phi i64 [ %t356, %b70 ], [ %spec.select, %b58 ], [ 0, %b56 ]
  %t282 = phi double [ %t362, %b70 ], [ %t278, %b58 ], [ %t171, %b56 ]
  %t283 = icmp ugt i64 %t281, 3, !dbg !372
  %t285 = add nsw i64 %t281, -4, !dbg !373
  %spec.select4 = xor i1 %t170, %t283, !dbg !372
  %spec.select5 = select i1 %t283, i64 %t285, i64 %t281, !dbg !372
  %t288 = fmul double %t282, %t282, !dbg !374
  %t287.off = add nsw i64 %spec.select5, -1, !dbg !375
  %switch = icmp ult i64 %t287.off, 2, !dbg !375
  br i1 %switch, label %b65, label %b69, !dbg !375

b65:                                              ; preds = %b62
  %t292 = fmul double %t288, 5.000000e-01, !dbg !376
  %t293 = fsub double 1.000000e+00, %t292, !dbg !377
  %t297 = fmul double %t288, 0x3DA8FA49A0861A9B, !dbg !378
  %26 = fsub double 0x3E21EE9D7B4E3F05, %t297, !dbg !379
  br label %b66, !dbg !380

b66:                                              ; preds = %b69, %b65
  %t328.sink = phi double [ %t328, %b69 ], [ %26, %b65 ]
  %.sink14 = phi double [ 0x3EC71DE3567D48A1, %b69 ], [ 0xBE927E4F7EAC4BC6, %b65 ]
  %.sink13 = phi double [ 0xBF2A01A019BFDF03, %b69 ], [ 0x3EFA01A019C844F5, %b65 ]
  %.sink12 = phi double [ 0x3F8111111110F7D0, %b69 ], [ 0xBF56C16C16C14F91, %b65 ]
  %.sink = phi double [ 0xBFC5555555555548, %b69 ], [ 0x3FA555555555554B, %b65 ]
  %t282.pn = phi double [ %t282, %b69 ], [ %t288, %b65 ]
  %t282.sink = phi double [ %t282, %b69 ], [ %t293, %b65 ]
  %t322.sink = fmul double %t282.pn, %t288, !dbg !381
  %t329 = fmul double %t288, %t328.sink, !dbg !381
  %t332 = fadd double %t329, %.sink14, !dbg !381
  %t333 = fmul double %t288, %t332, !dbg !381
  %t336 = fadd double %t333, %.sink13, !dbg !381
  %t337 = fmul double %t288, %t336, !dbg !381
  %t340 = fadd double %t337, %.sink12, !dbg !381
  %t341 = fmul double %t288, %t340, !dbg !381
  %t344 = fadd double %t341, %.sink, !dbg !381
  %t345 = fmul double %t322.sink, %t344, !dbg !381
  %t346 = fadd double %t282.sink, %t345, !dbg !381
  %t320 = fneg double %t346
  %spec.select2 = select i1 %spec.select4, double %t320, double %t346, !dbg !382
  br label %b73, !dbg !383

b69:                                              ; preds = %b62
  %t325 = fmul double %t288, 0x3DE5D8FD1FD19CCD, !dbg !384
  %t328 = fadd double %t325, 0xBE5AE5E5A9291F5D, !dbg !385
  br label %b66, !dbg !386

b70:                                              ; preds = %b53
  %t347 = fmul double %t171, 0x3FF45F306DC9C883, !dbg !387
  %.164 = fptosi double %t347 to i64, !dbg !388
  %t349 = uitofp i64 %.164 to double, !dbg !389
  %t350 = and i64 %.164, 1, !dbg !390
  %t351.not = icmp eq i64 %t350, 0, !dbg !391
  %t353 = fadd double %t349, 1.000000e+00, !dbg !391
  %not.t351.not = xor i1 %t351.not, true, !dbg !391
  %t352 = zext i1 %not.t351.not to i64, !dbg !391
  %t354 = add i64 %t352, %.164, !dbg !391
  %t355 = select i1 %t351.not, double %t349, double %t353, !dbg !391
  %t356 = and i64 %t354, 7, !dbg !392
  %t357 = fmul double %t355, 0x3FE921FB40000000, !dbg !393
  %t358 = fsub double %t171, %t357, !dbg !394
  %t359 = fmul double %t355, 0x3E64442D00000000, !dbg !395
  %t360 = fsub double %t358, %t359, !dbg !396
  %t361 = fmul double %t355, 0x3CE8469898CC5170, !dbg !397
  %t362 = fsub double %t360, %t361, !dbg !398
  br label %b62, !dbg !398

b73:                                              ; preds = %b51, %b49, %b66
  %t363 = phi double [ %spec.select2, %b66 ], [ %t91, %b49 ], [ 0x7FF8000000000001, %b51 ]
  %t364 = fmul double %t164, %t363, !dbg !399
  %t365 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t88, !dbg !227
  store double %t364, ptr addrspace(1) %t365, align 8, !dbg !227
  %t366 = add i64 %t2011, %t11, !dbg !227
  %t21 = icmp slt i64 %t366, %a0, !dbg !227
  br i1 %t21, label %b2, label %b74, !dbg !227

b74:                                              ; preds = %b73, %entry
  ret void, !dbg !227
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eTriage_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i32 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !400 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !401
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !401
  %t2 = sext i32 %.1 to i64, !dbg !401
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !401
  %t4 = sext i32 %.2 to i64, !dbg !401
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !401
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !401
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !401, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !401
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !401
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !401, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !401
  %.15 = add i32 %.14, %.9, !dbg !401
  %.16 = udiv i32 %.15, %.6, !dbg !401
  %t8 = sext i32 %.16 to i64, !dbg !401
  %t9 = mul nsw i64 %t6, %t4, !dbg !401
  %t10 = add nsw i64 %t9, %t2, !dbg !401
  %t11 = mul nsw i64 %t8, %t6, !dbg !401
  %t131 = icmp slt i64 %t10, %a0, !dbg !401
  br i1 %t131, label %b2, label %b10, !dbg !401

b2:                                               ; preds = %entry, %b9
  %t122 = phi i64 [ %t26, %b9 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !401

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t122, !dbg !401
  %.17 = load i32, ptr addrspace(1) %t14, align 4, !dbg !401
  br label %b4, !dbg !401

b4:                                               ; preds = %b3, %b2
  %t16 = phi i32 [ %.17, %b3 ], [ %a2, %b2 ]
  %t17 = icmp slt i32 %t16, 0, !dbg !402
  br i1 %t17, label %b5, label %b6, !dbg !402

b5:                                               ; preds = %b4
  %t18 = mul i32 %t16, -2, !dbg !403
  br label %b9, !dbg !404

b6:                                               ; preds = %b4
  %t19 = icmp ugt i32 %t16, 1000, !dbg !405
  br i1 %t19, label %b7, label %b8, !dbg !405

b7:                                               ; preds = %b6
  %t20 = and i32 %t16, 7, !dbg !406
  %t21 = or i32 %t20, 1000, !dbg !407
  br label %b9, !dbg !408

b8:                                               ; preds = %b6
  %t22 = mul nuw nsw i32 %t16, 3, !dbg !409
  %t23 = add nuw nsw i32 %t22, 1, !dbg !410
  br label %b9, !dbg !411

b9:                                               ; preds = %b8, %b7, %b5
  %t24 = phi i32 [ %t18, %b5 ], [ %t21, %b7 ], [ %t23, %b8 ]
  %t25 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t122, !dbg !401
  store i32 %t24, ptr addrspace(1) %t25, align 4, !dbg !401
  %t26 = add i64 %t122, %t11, !dbg !401
  %t13 = icmp slt i64 %t26, %a0, !dbg !401
  br i1 %t13, label %b2, label %b10, !dbg !401

b10:                                              ; preds = %b9, %entry
  ret void, !dbg !401
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eTriage_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i32 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #2 !dbg !412 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !413
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !413
  %t2 = sext i32 %.1 to i64, !dbg !413
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !413
  %t4 = sext i32 %.2 to i64, !dbg !413
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !413
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !413
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !413, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !413
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !413
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !413, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !413
  %.15 = add i32 %.14, %.9, !dbg !413
  %.16 = udiv i32 %.15, %.6, !dbg !413
  %t8 = sext i32 %.16 to i64, !dbg !413
  %t9 = mul nsw i64 %t6, %t4, !dbg !413
  %t10 = add nsw i64 %t9, %t2, !dbg !413
  %t11 = mul nsw i64 %t8, %t6, !dbg !413
  %t12 = icmp sgt i64 %a1, 7, !dbg !413
  %t13 = icmp sgt i64 %a1, 6, !dbg !413
  %t14 = icmp sgt i64 %a1, 5, !dbg !413
  %t15 = icmp sgt i64 %a1, 4, !dbg !413
  %t16 = icmp sgt i64 %a1, 3, !dbg !413
  %t17 = icmp sgt i64 %a1, 2, !dbg !413
  %t18 = icmp sgt i64 %a1, 1, !dbg !413
  %t19 = icmp sgt i64 %a1, 0, !dbg !413
  %t211 = icmp slt i64 %t10, %a0, !dbg !413
  br i1 %t211, label %b2.lr.ph, label %b26, !dbg !413

b2.lr.ph:                                         ; preds = %entry
  %.17 = icmp eq i64 %a9, 0
  %.18 = icmp eq i64 %a9, -1
  %0 = add i64 %a9, 1
  %1 = icmp ult i64 %0, 2
  %.20 = select i1 %1, i64 1, i64 %a9
  %.31 = icmp eq i64 %a8, 0
  %.32 = icmp eq i64 %a8, -1
  %2 = add i64 %a8, 1
  %3 = icmp ult i64 %2, 2
  %.34 = select i1 %3, i64 1, i64 %a8
  %.45 = icmp eq i64 %a7, 0
  %.46 = icmp eq i64 %a7, -1
  %4 = add i64 %a7, 1
  %5 = icmp ult i64 %4, 2
  %.48 = select i1 %5, i64 1, i64 %a7
  %.59 = icmp eq i64 %a6, 0
  %.60 = icmp eq i64 %a6, -1
  %6 = add i64 %a6, 1
  %7 = icmp ult i64 %6, 2
  %.62 = select i1 %7, i64 1, i64 %a6
  %.73 = icmp eq i64 %a5, 0
  %.74 = icmp eq i64 %a5, -1
  %8 = add i64 %a5, 1
  %9 = icmp ult i64 %8, 2
  %.76 = select i1 %9, i64 1, i64 %a5
  %.87 = icmp eq i64 %a4, 0
  %.88 = icmp eq i64 %a4, -1
  %10 = add i64 %a4, 1
  %11 = icmp ult i64 %10, 2
  %.90 = select i1 %11, i64 1, i64 %a4
  %.101 = icmp eq i64 %a3, 0
  %.102 = icmp eq i64 %a3, -1
  %12 = add i64 %a3, 1
  %13 = icmp ult i64 %12, 2
  %.104 = select i1 %13, i64 1, i64 %a3
  br label %b2, !dbg !413

b2:                                               ; preds = %b2.lr.ph, %b25
  %t202 = phi i64 [ %t10, %b2.lr.ph ], [ %t101, %b25 ]
  br i1 %t12, label %b3, label %b4, !dbg !413

b3:                                               ; preds = %b2
  %t202.frozen = freeze i64 %t202
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t202.frozen, %.20.frozen, !dbg !413
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t202.frozen, %14
  %.22 = select i1 %.17, i64 %t202, i64 %.21.decomposed, !dbg !413
  %.28 = sub i64 0, %t202, !dbg !413
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !413
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !413
  %t24 = mul i64 %.22, %a19, !dbg !413
  %t25 = mul i64 %.22, %a28, !dbg !413
  br label %b4, !dbg !413

b4:                                               ; preds = %b3, %b2
  %t26 = phi i64 [ %.30, %b3 ], [ %t202, %b2 ]
  %t27 = phi i64 [ %t24, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  br i1 %t13, label %b5, label %b6, !dbg !413

b5:                                               ; preds = %b4
  %t26.frozen = freeze i64 %t26
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t26.frozen, %.34.frozen, !dbg !413
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t26.frozen, %15
  %.36 = select i1 %.31, i64 %t26, i64 %.35.decomposed, !dbg !413
  %.42 = sub i64 0, %t26, !dbg !413
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !413
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !413
  %t31 = mul i64 %.36, %a18, !dbg !413
  %t32 = add i64 %t31, %t27, !dbg !413
  %t33 = mul i64 %.36, %a27, !dbg !413
  %t34 = add i64 %t33, %t28, !dbg !413
  br label %b6, !dbg !413

b6:                                               ; preds = %b5, %b4
  %t35 = phi i64 [ %.44, %b5 ], [ %t26, %b4 ]
  %t36 = phi i64 [ %t32, %b5 ], [ %t27, %b4 ]
  %t37 = phi i64 [ %t34, %b5 ], [ %t28, %b4 ]
  br i1 %t14, label %b7, label %b8, !dbg !413

b7:                                               ; preds = %b6
  %t35.frozen = freeze i64 %t35
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t35.frozen, %.48.frozen, !dbg !413
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t35.frozen, %16
  %.50 = select i1 %.45, i64 %t35, i64 %.49.decomposed, !dbg !413
  %.56 = sub i64 0, %t35, !dbg !413
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !413
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !413
  %t40 = mul i64 %.50, %a17, !dbg !413
  %t41 = add i64 %t40, %t36, !dbg !413
  %t42 = mul i64 %.50, %a26, !dbg !413
  %t43 = add i64 %t42, %t37, !dbg !413
  br label %b8, !dbg !413

b8:                                               ; preds = %b7, %b6
  %t44 = phi i64 [ %.58, %b7 ], [ %t35, %b6 ]
  %t45 = phi i64 [ %t41, %b7 ], [ %t36, %b6 ]
  %t46 = phi i64 [ %t43, %b7 ], [ %t37, %b6 ]
  br i1 %t15, label %b9, label %b10, !dbg !413

b9:                                               ; preds = %b8
  %t44.frozen = freeze i64 %t44
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t44.frozen, %.62.frozen, !dbg !413
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t44.frozen, %17
  %.64 = select i1 %.59, i64 %t44, i64 %.63.decomposed, !dbg !413
  %.70 = sub i64 0, %t44, !dbg !413
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !413
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !413
  %t49 = mul i64 %.64, %a16, !dbg !413
  %t50 = add i64 %t49, %t45, !dbg !413
  %t51 = mul i64 %.64, %a25, !dbg !413
  %t52 = add i64 %t51, %t46, !dbg !413
  br label %b10, !dbg !413

b10:                                              ; preds = %b9, %b8
  %t53 = phi i64 [ %.72, %b9 ], [ %t44, %b8 ]
  %t54 = phi i64 [ %t50, %b9 ], [ %t45, %b8 ]
  %t55 = phi i64 [ %t52, %b9 ], [ %t46, %b8 ]
  br i1 %t16, label %b11, label %b12, !dbg !413

b11:                                              ; preds = %b10
  %t53.frozen = freeze i64 %t53
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t53.frozen, %.76.frozen, !dbg !413
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t53.frozen, %18
  %.78 = select i1 %.73, i64 %t53, i64 %.77.decomposed, !dbg !413
  %.84 = sub i64 0, %t53, !dbg !413
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !413
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !413
  %t58 = mul i64 %.78, %a15, !dbg !413
  %t59 = add i64 %t58, %t54, !dbg !413
  %t60 = mul i64 %.78, %a24, !dbg !413
  %t61 = add i64 %t60, %t55, !dbg !413
  br label %b12, !dbg !413

b12:                                              ; preds = %b11, %b10
  %t62 = phi i64 [ %.86, %b11 ], [ %t53, %b10 ]
  %t63 = phi i64 [ %t59, %b11 ], [ %t54, %b10 ]
  %t64 = phi i64 [ %t61, %b11 ], [ %t55, %b10 ]
  br i1 %t17, label %b13, label %b14, !dbg !413

b13:                                              ; preds = %b12
  %t62.frozen = freeze i64 %t62
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t62.frozen, %.90.frozen, !dbg !413
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t62.frozen, %19
  %.92 = select i1 %.87, i64 %t62, i64 %.91.decomposed, !dbg !413
  %.98 = sub i64 0, %t62, !dbg !413
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !413
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !413
  %t67 = mul i64 %.92, %a14, !dbg !413
  %t68 = add i64 %t67, %t63, !dbg !413
  %t69 = mul i64 %.92, %a23, !dbg !413
  %t70 = add i64 %t69, %t64, !dbg !413
  br label %b14, !dbg !413

b14:                                              ; preds = %b13, %b12
  %t71 = phi i64 [ %.100, %b13 ], [ %t62, %b12 ]
  %t72 = phi i64 [ %t68, %b13 ], [ %t63, %b12 ]
  %t73 = phi i64 [ %t70, %b13 ], [ %t64, %b12 ]
  br i1 %t18, label %b15, label %b16, !dbg !413

b15:                                              ; preds = %b14
  %t71.frozen = freeze i64 %t71
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t71.frozen, %.104.frozen, !dbg !413
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t71.frozen, %20
  %.106 = select i1 %.101, i64 %t71, i64 %.105.decomposed, !dbg !413
  %.112 = sub i64 0, %t71, !dbg !413
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !413
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !413
  %t76 = mul i64 %.106, %a13, !dbg !413
  %t77 = add i64 %t76, %t72, !dbg !413
  %t78 = mul i64 %.106, %a22, !dbg !413
  %t79 = add i64 %t78, %t73, !dbg !413
  br label %b16, !dbg !413

b16:                                              ; preds = %b15, %b14
  %t80 = phi i64 [ %.114, %b15 ], [ %t71, %b14 ]
  %t81 = phi i64 [ %t77, %b15 ], [ %t72, %b14 ]
  %t82 = phi i64 [ %t79, %b15 ], [ %t73, %b14 ]
  br i1 %t19, label %b17, label %b18, !dbg !413

b17:                                              ; preds = %b16
  %t83 = mul i64 %t80, %a12, !dbg !413
  %t84 = add i64 %t81, %t83, !dbg !413
  %t85 = mul i64 %t80, %a21, !dbg !413
  %t86 = add i64 %t82, %t85, !dbg !413
  br label %b18, !dbg !413

b18:                                              ; preds = %b17, %b16
  %t87 = phi i64 [ %t84, %b17 ], [ %t81, %b16 ]
  %t88 = phi i64 [ %t86, %b17 ], [ %t82, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !413

b19:                                              ; preds = %b18
  %t89 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t87, !dbg !413
  %.115 = load i32, ptr addrspace(1) %t89, align 4, !dbg !413
  br label %b20, !dbg !413

b20:                                              ; preds = %b19, %b18
  %t91 = phi i32 [ %.115, %b19 ], [ %a11, %b18 ]
  %t92 = icmp slt i32 %t91, 0, !dbg !414
  br i1 %t92, label %b21, label %b22, !dbg !414

b21:                                              ; preds = %b20
  %t93 = mul i32 %t91, -2, !dbg !415
  br label %b25, !dbg !416

b22:                                              ; preds = %b20
  %t94 = icmp ugt i32 %t91, 1000, !dbg !417
  br i1 %t94, label %b23, label %b24, !dbg !417

b23:                                              ; preds = %b22
  %t95 = and i32 %t91, 7, !dbg !418
  %t96 = or i32 %t95, 1000, !dbg !419
  br label %b25, !dbg !420

b24:                                              ; preds = %b22
  %t97 = mul nuw nsw i32 %t91, 3, !dbg !421
  %t98 = add nuw nsw i32 %t97, 1, !dbg !422
  br label %b25, !dbg !423

b25:                                              ; preds = %b24, %b23, %b21
  %t99 = phi i32 [ %t93, %b21 ], [ %t96, %b23 ], [ %t98, %b24 ]
  %t100 = getelementptr inbounds i32, ptr addrspace(1) %a20, i64 %t88, !dbg !413
  store i32 %t99, ptr addrspace(1) %t100, align 4, !dbg !413
  %t101 = add i64 %t202, %t11, !dbg !413
  %t21 = icmp slt i64 %t101, %a0, !dbg !413
  br i1 %t21, label %b2, label %b26, !dbg !413

b26:                                              ; preds = %b25, %entry
  ret void, !dbg !413
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !424 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !425
  %t3 = sext i32 %.1 to i64, !dbg !425
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !425
  %t5 = sext i32 %.2 to i64, !dbg !425
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !425
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !425
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !dbg !425, !invariant.load !6
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !425
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !dbg !425, !invariant.load !6
  %.9 = zext i16 %.8 to i32, !dbg !425
  %.10 = add i32 %.5, -1, !dbg !425
  %.11 = add i32 %.10, %.9, !dbg !425
  %.12 = udiv i32 %.11, %.9, !dbg !425
  %t7 = sext i32 %.12 to i64, !dbg !425
  %t8 = shl nsw i64 %t5, 8, !dbg !425
  %t9 = add nsw i64 %t8, %t3, !dbg !425
  %t10 = shl nsw i64 %t7, 8, !dbg !425
  %t11 = icmp slt i64 %t9, %a0, !dbg !425
  br i1 %t11, label %b1, label %b2, !dbg !425

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2, !dbg !425
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t12, !dbg !425
  %.13 = load float, ptr addrspace(1) %t13, align 4, !dbg !425, !amdgpu.noclobber !6
  br label %b2, !dbg !425

b2:                                               ; preds = %b1, %entry
  %t15 = phi float [ %.13, %b1 ], [ 0.000000e+00, %entry ]
  %t17 = add nsw i64 %t10, %t9, !dbg !425
  %t18 = shl nsw i64 %t7, 11, !dbg !425
  %t19 = mul nsw i64 %t7, 1792, !dbg !425
  %t20 = sub i64 %a0, %t19, !dbg !425
  %t26 = mul i64 %t17, %a2, !dbg !425
  %t28 = mul i64 %t18, %a2, !dbg !425
  %t29 = mul i64 %t10, %a2, !dbg !425
  %t618 = icmp slt i64 %t17, %t20, !dbg !425
  br i1 %t618, label %b4.preheader, label %b5, !dbg !425

b4.preheader:                                     ; preds = %b2
  %t47 = mul i64 %t19, %a2, !dbg !425
  %t48 = add i64 %t26, %t47, !dbg !425
  %t49 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t48, !dbg !425
  %t21 = mul i64 %t7, %a2, !dbg !425
  %t44 = mul i64 %t21, 1536, !dbg !425
  %t45 = add i64 %t26, %t44, !dbg !425
  %t46 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t45, !dbg !425
  %t41 = mul i64 %t21, 1280, !dbg !425
  %t42 = add i64 %t26, %t41, !dbg !425
  %t43 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t42, !dbg !425
  %t38 = shl i64 %t21, 10, !dbg !425
  %t39 = add i64 %t26, %t38, !dbg !425
  %t40 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t39, !dbg !425
  %t35 = mul i64 %t21, 768, !dbg !425
  %t36 = add i64 %t26, %t35, !dbg !425
  %t37 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t36, !dbg !425
  %t32 = shl i64 %t21, 9, !dbg !425
  %t33 = add i64 %t26, %t32, !dbg !425
  %t34 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t33, !dbg !425
  %t30 = add i64 %t26, %t29, !dbg !425
  %t31 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t30, !dbg !425
  %t27 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t26, !dbg !425
  br label %b4, !dbg !425

b4:                                               ; preds = %b4.preheader, %b4
  %t5918 = phi float [ %t77, %b4 ], [ %t15, %b4.preheader ]
  %t5817 = phi i64 [ %t78, %b4 ], [ %t17, %b4.preheader ]
  %t5716 = phi ptr addrspace(1) [ %t79, %b4 ], [ %t27, %b4.preheader ]
  %t5615 = phi ptr addrspace(1) [ %t80, %b4 ], [ %t31, %b4.preheader ]
  %t5514 = phi ptr addrspace(1) [ %t81, %b4 ], [ %t34, %b4.preheader ]
  %t5413 = phi ptr addrspace(1) [ %t82, %b4 ], [ %t37, %b4.preheader ]
  %t5312 = phi ptr addrspace(1) [ %t83, %b4 ], [ %t40, %b4.preheader ]
  %t5211 = phi ptr addrspace(1) [ %t84, %b4 ], [ %t43, %b4.preheader ]
  %t5110 = phi ptr addrspace(1) [ %t85, %b4 ], [ %t46, %b4.preheader ]
  %t509 = phi ptr addrspace(1) [ %t86, %b4 ], [ %t49, %b4.preheader ]
  %.14 = load float, ptr addrspace(1) %t5716, align 4, !dbg !425
  %.15 = load float, ptr addrspace(1) %t5615, align 4, !dbg !425
  %.16 = load float, ptr addrspace(1) %t5514, align 4, !dbg !425
  %.17 = load float, ptr addrspace(1) %t5413, align 4, !dbg !425
  %.18 = load float, ptr addrspace(1) %t5312, align 4, !dbg !425
  %.19 = load float, ptr addrspace(1) %t5211, align 4, !dbg !425
  %.20 = load float, ptr addrspace(1) %t5110, align 4, !dbg !425
  %.21 = load float, ptr addrspace(1) %t509, align 4, !dbg !425
  %t70 = fadd float %t5918, %.14, !dbg !426
  %t71 = fadd float %t70, %.15, !dbg !426
  %t72 = fadd float %t71, %.16, !dbg !426
  %t73 = fadd float %t72, %.17, !dbg !426
  %t74 = fadd float %t73, %.18, !dbg !426
  %t75 = fadd float %t74, %.19, !dbg !426
  %t76 = fadd float %t75, %.20, !dbg !426
  %t77 = fadd float %t76, %.21, !dbg !426
  %t78 = add i64 %t5817, %t18, !dbg !425
  %t79 = getelementptr inbounds float, ptr addrspace(1) %t5716, i64 %t28, !dbg !425
  %t80 = getelementptr inbounds float, ptr addrspace(1) %t5615, i64 %t28, !dbg !425
  %t81 = getelementptr inbounds float, ptr addrspace(1) %t5514, i64 %t28, !dbg !425
  %t82 = getelementptr inbounds float, ptr addrspace(1) %t5413, i64 %t28, !dbg !425
  %t83 = getelementptr inbounds float, ptr addrspace(1) %t5312, i64 %t28, !dbg !425
  %t84 = getelementptr inbounds float, ptr addrspace(1) %t5211, i64 %t28, !dbg !425
  %t85 = getelementptr inbounds float, ptr addrspace(1) %t5110, i64 %t28, !dbg !425
  %t86 = getelementptr inbounds float, ptr addrspace(1) %t509, i64 %t28, !dbg !425
  %t61 = icmp slt i64 %t78, %t20, !dbg !425
  br i1 %t61, label %b4, label %b5.loopexit, !dbg !425

b5.loopexit:                                      ; preds = %b4
  %.pre = mul i64 %t78, %a2, !dbg !425
  br label %b5, !dbg !425

b5:                                               ; preds = %b5.loopexit, %b2
  %t87.pre-phi = phi i64 [ %.pre, %b5.loopexit ], [ %t26, %b2 ], !dbg !425
  %t58.lcssa = phi i64 [ %t78, %b5.loopexit ], [ %t17, %b2 ]
  %t59.lcssa = phi float [ %t77, %b5.loopexit ], [ %t15, %b2 ]
  %t9220 = icmp slt i64 %t58.lcssa, %a0, !dbg !425
  br i1 %t9220, label %b7.preheader, label %b8, !dbg !425

b7.preheader:                                     ; preds = %b5
  %t88 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t87.pre-phi, !dbg !425
  br label %b7, !dbg !425

b7:                                               ; preds = %b7.preheader, %b7
  %t9123 = phi float [ %t94, %b7 ], [ %t59.lcssa, %b7.preheader ]
  %t9022 = phi i64 [ %t95, %b7 ], [ %t58.lcssa, %b7.preheader ]
  %t8921 = phi ptr addrspace(1) [ %t96, %b7 ], [ %t88, %b7.preheader ]
  %.22 = load float, ptr addrspace(1) %t8921, align 4, !dbg !425
  %t94 = fadd float %t9123, %.22, !dbg !426
  %t95 = add i64 %t9022, %t10, !dbg !425
  %t96 = getelementptr inbounds float, ptr addrspace(1) %t8921, i64 %t29, !dbg !425
  %t92 = icmp slt i64 %t95, %a0, !dbg !425
  br i1 %t92, label %b7, label %b8, !dbg !425

b8:                                               ; preds = %b7, %b5
  %t91.lcssa = phi float [ %t59.lcssa, %b5 ], [ %t94, %b7 ]
  %t97 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0, i32 %.1, !dbg !425
  store float %t91.lcssa, ptr addrspace(3) %t97, align 4, !dbg !425
  %t98 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1, i32 %.1, !dbg !425
  %.23 = zext i1 %t11 to i8, !dbg !425
  store i8 %.23, ptr addrspace(3) %t98, align 1, !dbg !425
  fence syncscope("workgroup") release, !dbg !425
  tail call void @llvm.amdgcn.s.barrier(), !dbg !425
  fence syncscope("workgroup") acquire, !dbg !425
  %t99 = icmp slt i32 %.1, 128, !dbg !425
  br i1 %t99, label %b9, label %b14, !dbg !425

b9:                                               ; preds = %b8
  %t100 = add nsw i32 %.1, 128, !dbg !425
  %t101 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0, i32 %t100, !dbg !425
  %.24 = load float, ptr addrspace(3) %t101, align 4, !dbg !425
  %t103 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1, i32 %t100, !dbg !425
  %.25 = load i8, ptr addrspace(3) %t103, align 1, !dbg !425
  %.26 = icmp ne i8 %.25, 0, !dbg !425
  %t105 = select i1 %t11, float %t91.lcssa, float -0.000000e+00, !dbg !425
  %spec.select = fadd float %t105, %.24, !dbg !425
  %t107 = select i1 %.26, float %spec.select, float %t91.lcssa, !dbg !425
  %t108 = select i1 %.26, i1 true, i1 %t11, !dbg !425
  store float %t107, ptr addrspace(3) %t97, align 4, !dbg !425
  %.27 = zext i1 %t108 to i8, !dbg !425
  store i8 %.27, ptr addrspace(3) %t98, align 1, !dbg !425
  br label %b14, !dbg !425

b14:                                              ; preds = %b9, %b8
  %t109 = phi float [ %t107, %b9 ], [ %t91.lcssa, %b8 ]
  %t110 = phi i1 [ %t108, %b9 ], [ %t11, %b8 ]
  fence syncscope("workgroup") release, !dbg !425
  tail call void @llvm.amdgcn.s.barrier(), !dbg !425
  fence syncscope("workgroup") acquire, !dbg !425
  %t111 = icmp slt i32 %.1, 64, !dbg !425
  br i1 %t111, label %b15, label %b20, !dbg !425

b15:                                              ; preds = %b14
  %t112 = add nsw i32 %.1, 64, !dbg !425
  %t113 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0, i32 %t112, !dbg !425
  %.28 = load float, ptr addrspace(3) %t113, align 4, !dbg !425
  %t115 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1, i32 %t112, !dbg !425
  %.29 = load i8, ptr addrspace(3) %t115, align 1, !dbg !425
  %.30 = icmp ne i8 %.29, 0, !dbg !425
  %t117 = select i1 %t110, float %t109, float -0.000000e+00, !dbg !425
  %spec.select1 = fadd float %t117, %.28, !dbg !425
  %t119 = select i1 %.30, float %spec.select1, float %t109, !dbg !425
  %t120 = select i1 %.30, i1 true, i1 %t110, !dbg !425
  store float %t119, ptr addrspace(3) %t97, align 4, !dbg !425
  %.31 = zext i1 %t120 to i8, !dbg !425
  store i8 %.31, ptr addrspace(3) %t98, align 1, !dbg !425
  br label %b20, !dbg !425

b20:                                              ; preds = %b15, %b14
  %t121 = phi float [ %t119, %b15 ], [ %t109, %b14 ]
  %t122 = phi i1 [ %t120, %b15 ], [ %t110, %b14 ]
  fence syncscope("workgroup") release, !dbg !425
  tail call void @llvm.amdgcn.s.barrier(), !dbg !425
  fence syncscope("workgroup") acquire, !dbg !425
  %t123 = icmp slt i32 %.1, 32, !dbg !425
  br i1 %t123, label %b21, label %b26, !dbg !425

b21:                                              ; preds = %b20
  %t124 = add nsw i32 %.1, 32, !dbg !425
  %t125 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0, i32 %t124, !dbg !425
  %.32 = load float, ptr addrspace(3) %t125, align 4, !dbg !425
  %t127 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1, i32 %t124, !dbg !425
  %.33 = load i8, ptr addrspace(3) %t127, align 1, !dbg !425
  %.34 = icmp ne i8 %.33, 0, !dbg !425
  %t129 = select i1 %t122, float %t121, float -0.000000e+00, !dbg !425
  %spec.select2 = fadd float %t129, %.32, !dbg !425
  %t131 = select i1 %.34, float %spec.select2, float %t121, !dbg !425
  %t132 = select i1 %.34, i1 true, i1 %t122, !dbg !425
  br label %b26, !dbg !425

b26:                                              ; preds = %b21, %b20
  %t133 = phi float [ %t131, %b21 ], [ %t121, %b20 ]
  %t134 = phi i1 [ %t132, %b21 ], [ %t122, %b20 ]
  br i1 %t123, label %b27, label %b48, !dbg !425

b27:                                              ; preds = %b26
  %.36 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !425
  %.37 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.36), !dbg !425
  %.38 = zext i32 %.37 to i64, !dbg !425
  %.39 = add nuw nsw i64 %.38, 16, !dbg !425
  %.40 = icmp ult i32 %.37, 48, !dbg !425
  %.41 = tail call i64 @llvm.read_register.i64(metadata !427) #10, !dbg !425
  %.42 = and i64 %.39, 63, !dbg !425
  %0 = shl nuw i64 1, %.42, !dbg !425
  %1 = and i64 %0, %.41, !dbg !425
  %.44 = icmp ne i64 %1, 0, !dbg !425
  %.45 = and i1 %.40, %.44, !dbg !425
  %.46 = trunc i64 %.39 to i32, !dbg !425
  %.47 = shl i32 %.46, 2, !dbg !425
  %.48 = bitcast float %t133 to i32, !dbg !425
  %.49 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %.48), !dbg !425
  %.50 = bitcast i32 %.49 to float, !dbg !425
  %t135 = select i1 %.45, float %.50, float %t133, !dbg !425
  %.64 = zext i1 %t134 to i32, !dbg !425
  %.65 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %.64), !dbg !425
  %2 = and i32 %.65, 1, !dbg !425
  %.66 = icmp ne i32 %2, 0, !dbg !425
  %t136 = select i1 %.45, i1 %.66, i1 %t134, !dbg !425
  %t137 = icmp slt i32 %.1, 16, !dbg !425
  %t138 = and i1 %t137, %t136, !dbg !425
  %t139 = select i1 %t134, float %t133, float -0.000000e+00, !dbg !425
  %spec.select3 = fadd float %t139, %t135, !dbg !425
  %t141 = select i1 %t138, float %spec.select3, float %t133, !dbg !425
  %t142 = select i1 %t138, i1 true, i1 %t134, !dbg !425
  %.71 = add nuw nsw i64 %.38, 8, !dbg !425
  %.72 = icmp ult i32 %.37, 56, !dbg !425
  %.74 = and i64 %.71, 63, !dbg !425
  %3 = shl nuw i64 1, %.74, !dbg !425
  %4 = and i64 %3, %.41, !dbg !425
  %.76 = icmp ne i64 %4, 0, !dbg !425
  %.77 = and i1 %.72, %.76, !dbg !425
  %.78 = trunc i64 %.71 to i32, !dbg !425
  %.79 = shl i32 %.78, 2, !dbg !425
  %.80 = bitcast float %t141 to i32, !dbg !425
  %.81 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.80), !dbg !425
  %.82 = bitcast i32 %.81 to float, !dbg !425
  %t143 = select i1 %.77, float %.82, float %t141, !dbg !425
  %.96 = zext i1 %t142 to i32, !dbg !425
  %.97 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.96), !dbg !425
  %5 = and i32 %.97, 1, !dbg !425
  %.98 = icmp ne i32 %5, 0, !dbg !425
  %t144 = select i1 %.77, i1 %.98, i1 %t142, !dbg !425
  %t145 = icmp slt i32 %.1, 24, !dbg !425
  %t146 = and i1 %t145, %t144, !dbg !425
  %t147 = select i1 %t142, float %t141, float -0.000000e+00, !dbg !425
  %spec.select4 = fadd float %t143, %t147, !dbg !425
  %t149 = select i1 %t146, float %spec.select4, float %t141, !dbg !425
  %t150 = select i1 %t146, i1 true, i1 %t142, !dbg !425
  %.103 = add nuw nsw i64 %.38, 4, !dbg !425
  %.104 = icmp ult i32 %.37, 60, !dbg !425
  %.106 = and i64 %.103, 63, !dbg !425
  %6 = shl nuw i64 1, %.106, !dbg !425
  %7 = and i64 %6, %.41, !dbg !425
  %.108 = icmp ne i64 %7, 0, !dbg !425
  %.109 = and i1 %.104, %.108, !dbg !425
  %.110 = trunc i64 %.103 to i32, !dbg !425
  %.111 = shl i32 %.110, 2, !dbg !425
  %.112 = bitcast float %t149 to i32, !dbg !425
  %.113 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.111, i32 %.112), !dbg !425
  %.114 = bitcast i32 %.113 to float, !dbg !425
  %t151 = select i1 %.109, float %.114, float %t149, !dbg !425
  %.128 = zext i1 %t150 to i32, !dbg !425
  %.129 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.111, i32 %.128), !dbg !425
  %8 = and i32 %.129, 1, !dbg !425
  %.130 = icmp ne i32 %8, 0, !dbg !425
  %t152 = select i1 %.109, i1 %.130, i1 %t150, !dbg !425
  %t153 = icmp slt i32 %.1, 28, !dbg !425
  %t154 = and i1 %t153, %t152, !dbg !425
  %t155 = select i1 %t150, float %t149, float -0.000000e+00, !dbg !425
  %spec.select5 = fadd float %t151, %t155, !dbg !425
  %t157 = select i1 %t154, float %spec.select5, float %t149, !dbg !425
  %t158 = select i1 %t154, i1 true, i1 %t150, !dbg !425
  %.135 = add nuw nsw i64 %.38, 2, !dbg !425
  %.136 = icmp ult i32 %.37, 62, !dbg !425
  %.138 = and i64 %.135, 63, !dbg !425
  %9 = shl nuw i64 1, %.138, !dbg !425
  %10 = and i64 %9, %.41, !dbg !425
  %.140 = icmp ne i64 %10, 0, !dbg !425
  %.141 = and i1 %.136, %.140, !dbg !425
  %.142 = trunc i64 %.135 to i32, !dbg !425
  %.143 = shl i32 %.142, 2, !dbg !425
  %.144 = bitcast float %t157 to i32, !dbg !425
  %.145 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.144), !dbg !425
  %.146 = bitcast i32 %.145 to float, !dbg !425
  %t159 = select i1 %.141, float %.146, float %t157, !dbg !425
  %.160 = zext i1 %t158 to i32, !dbg !425
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.160), !dbg !425
  %11 = and i32 %.161, 1, !dbg !425
  %.162 = icmp ne i32 %11, 0, !dbg !425
  %t160 = select i1 %.141, i1 %.162, i1 %t158, !dbg !425
  %t161 = icmp slt i32 %.1, 30, !dbg !425
  %t162 = and i1 %t161, %t160, !dbg !425
  %t163 = select i1 %t158, float %t157, float -0.000000e+00, !dbg !425
  %spec.select6 = fadd float %t159, %t163, !dbg !425
  %t165 = select i1 %t162, float %spec.select6, float %t157, !dbg !425
  %t166 = select i1 %t162, i1 true, i1 %t158, !dbg !425
  %.167 = add nuw nsw i64 %.38, 1, !dbg !425
  %.168 = icmp ult i32 %.37, 63, !dbg !425
  %.170 = and i64 %.167, 63, !dbg !425
  %12 = shl nuw i64 1, %.170, !dbg !425
  %13 = and i64 %12, %.41, !dbg !425
  %.172 = icmp ne i64 %13, 0, !dbg !425
  %.173 = and i1 %.168, %.172, !dbg !425
  %.174 = trunc i64 %.167 to i32, !dbg !425
  %.175 = shl i32 %.174, 2, !dbg !425
  %.176 = bitcast float %t165 to i32, !dbg !425
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.176), !dbg !425
  %.178 = bitcast i32 %.177 to float, !dbg !425
  %t167 = select i1 %.173, float %.178, float %t165, !dbg !425
  %.192 = zext i1 %t166 to i32, !dbg !425
  %.193 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.192), !dbg !425
  %14 = and i32 %.193, 1, !dbg !425
  %.194 = icmp ne i32 %14, 0, !dbg !425
  %t168 = select i1 %.173, i1 %.194, i1 %t166, !dbg !425
  %t169 = icmp ne i32 %.1, 31, !dbg !425
  %t170 = and i1 %t169, %t168, !dbg !425
  %t171 = select i1 %t166, float %t165, float -0.000000e+00, !dbg !425
  %spec.select7 = fadd float %t167, %t171, !dbg !425
  %t173 = select i1 %t170, float %spec.select7, float %t165, !dbg !425
  %t174 = select i1 %t170, i1 true, i1 %t166, !dbg !425
  br label %b48, !dbg !425

b48:                                              ; preds = %b27, %b26
  %t175 = phi float [ %t173, %b27 ], [ %t133, %b26 ]
  %t176 = phi i1 [ %t174, %b27 ], [ %t134, %b26 ]
  %t177 = icmp eq i32 %.1, 0, !dbg !425
  %t178 = and i1 %t177, %t176, !dbg !425
  br i1 %t178, label %b49, label %b50, !dbg !425

b49:                                              ; preds = %b48
  %t179 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t5, !dbg !425
  store float %t175, ptr addrspace(1) %t179, align 4, !dbg !425
  br label %b50, !dbg !425

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !425
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, float %a3, i8 %a4) local_unnamed_addr #0 !dbg !428 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !429
  %t3 = sext i32 %.2 to i64, !dbg !429
  %t4 = icmp slt i64 %t3, %a0, !dbg !429
  br i1 %t4, label %b1, label %b2, !dbg !429

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t3, !dbg !429
  %.3 = load float, ptr addrspace(1) %t5, align 4, !dbg !429, !amdgpu.noclobber !6
  br label %b2, !dbg !429

b2:                                               ; preds = %b1, %entry
  %t7 = phi float [ %.3, %b1 ], [ 0.000000e+00, %entry ]
  %t109 = add nsw i64 %t3, 256, !dbg !429
  %t1210 = icmp slt i64 %t109, %a0, !dbg !429
  br i1 %t1210, label %b4, label %b5, !dbg !429

b4:                                               ; preds = %b2, %b4
  %t1012 = phi i64 [ %t10, %b4 ], [ %t109, %b2 ]
  %t1111 = phi float [ %t15, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t1012, !dbg !429
  %.4 = load float, ptr addrspace(1) %t13, align 4, !dbg !429, !amdgpu.noclobber !6
  %t15 = fadd float %t1111, %.4, !dbg !430
  %t10 = add i64 %t1012, 256, !dbg !429
  %t12 = icmp slt i64 %t10, %a0, !dbg !429
  br i1 %t12, label %b4, label %b5, !dbg !429

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi float [ %t7, %b2 ], [ %t15, %b4 ]
  %t17 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0, i32 %.2, !dbg !429
  store float %t11.lcssa, ptr addrspace(3) %t17, align 4, !dbg !429
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1, i32 %.2, !dbg !429
  %.5 = zext i1 %t4 to i8, !dbg !429
  store i8 %.5, ptr addrspace(3) %t18, align 1, !dbg !429
  fence syncscope("workgroup") release, !dbg !429
  tail call void @llvm.amdgcn.s.barrier(), !dbg !429
  fence syncscope("workgroup") acquire, !dbg !429
  %t19 = icmp slt i32 %.2, 128, !dbg !429
  br i1 %t19, label %b6, label %b11, !dbg !429

b6:                                               ; preds = %b5
  %t20 = add nsw i32 %.2, 128, !dbg !429
  %t21 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0, i32 %t20, !dbg !429
  %.6 = load float, ptr addrspace(3) %t21, align 4, !dbg !429
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1, i32 %t20, !dbg !429
  %.7 = load i8, ptr addrspace(3) %t23, align 1, !dbg !429
  %.8 = icmp ne i8 %.7, 0, !dbg !429
  %t25 = select i1 %t4, float %t11.lcssa, float -0.000000e+00, !dbg !429
  %spec.select = fadd float %t25, %.6, !dbg !429
  %t27 = select i1 %.8, float %spec.select, float %t11.lcssa, !dbg !429
  %t28 = select i1 %.8, i1 true, i1 %t4, !dbg !429
  store float %t27, ptr addrspace(3) %t17, align 4, !dbg !429
  %.9 = zext i1 %t28 to i8, !dbg !429
  store i8 %.9, ptr addrspace(3) %t18, align 1, !dbg !429
  br label %b11, !dbg !429

b11:                                              ; preds = %b6, %b5
  %t29 = phi float [ %t27, %b6 ], [ %t11.lcssa, %b5 ]
  %t30 = phi i1 [ %t28, %b6 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !429
  tail call void @llvm.amdgcn.s.barrier(), !dbg !429
  fence syncscope("workgroup") acquire, !dbg !429
  %t31 = icmp slt i32 %.2, 64, !dbg !429
  br i1 %t31, label %b12, label %b17, !dbg !429

b12:                                              ; preds = %b11
  %t32 = add nsw i32 %.2, 64, !dbg !429
  %t33 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0, i32 %t32, !dbg !429
  %.10 = load float, ptr addrspace(3) %t33, align 4, !dbg !429
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1, i32 %t32, !dbg !429
  %.11 = load i8, ptr addrspace(3) %t35, align 1, !dbg !429
  %.12 = icmp ne i8 %.11, 0, !dbg !429
  %t37 = select i1 %t30, float %t29, float -0.000000e+00, !dbg !429
  %spec.select1 = fadd float %t37, %.10, !dbg !429
  %t39 = select i1 %.12, float %spec.select1, float %t29, !dbg !429
  %t40 = select i1 %.12, i1 true, i1 %t30, !dbg !429
  store float %t39, ptr addrspace(3) %t17, align 4, !dbg !429
  %.13 = zext i1 %t40 to i8, !dbg !429
  store i8 %.13, ptr addrspace(3) %t18, align 1, !dbg !429
  br label %b17, !dbg !429

b17:                                              ; preds = %b12, %b11
  %t41 = phi float [ %t39, %b12 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b12 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release, !dbg !429
  tail call void @llvm.amdgcn.s.barrier(), !dbg !429
  fence syncscope("workgroup") acquire, !dbg !429
  %t43 = icmp slt i32 %.2, 32, !dbg !429
  br i1 %t43, label %b18, label %b23, !dbg !429

b18:                                              ; preds = %b17
  %t44 = add nsw i32 %.2, 32, !dbg !429
  %t45 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0, i32 %t44, !dbg !429
  %.14 = load float, ptr addrspace(3) %t45, align 4, !dbg !429
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1, i32 %t44, !dbg !429
  %.15 = load i8, ptr addrspace(3) %t47, align 1, !dbg !429
  %.16 = icmp ne i8 %.15, 0, !dbg !429
  %t49 = select i1 %t42, float %t41, float -0.000000e+00, !dbg !429
  %spec.select2 = fadd float %t49, %.14, !dbg !429
  %t51 = select i1 %.16, float %spec.select2, float %t41, !dbg !429
  %t52 = select i1 %.16, i1 true, i1 %t42, !dbg !429
  br label %b23, !dbg !429

b23:                                              ; preds = %b18, %b17
  %t53 = phi float [ %t51, %b18 ], [ %t41, %b17 ]
  %t54 = phi i1 [ %t52, %b18 ], [ %t42, %b17 ]
  br i1 %t43, label %b24, label %b45, !dbg !429

b24:                                              ; preds = %b23
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !429
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !429
  %.20 = zext i32 %.19 to i64, !dbg !429
  %.21 = add nuw nsw i64 %.20, 16, !dbg !429
  %.22 = icmp ult i32 %.19, 48, !dbg !429
  %.23 = tail call i64 @llvm.read_register.i64(metadata !427) #10, !dbg !429
  %.24 = and i64 %.21, 63, !dbg !429
  %0 = shl nuw i64 1, %.24, !dbg !429
  %1 = and i64 %0, %.23, !dbg !429
  %.26 = icmp ne i64 %1, 0, !dbg !429
  %.27 = and i1 %.22, %.26, !dbg !429
  %.28 = trunc i64 %.21 to i32, !dbg !429
  %.29 = shl i32 %.28, 2, !dbg !429
  %.30 = bitcast float %t53 to i32, !dbg !429
  %.31 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30), !dbg !429
  %.32 = bitcast i32 %.31 to float, !dbg !429
  %t55 = select i1 %.27, float %.32, float %t53, !dbg !429
  %.46 = zext i1 %t54 to i32, !dbg !429
  %.47 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.46), !dbg !429
  %2 = and i32 %.47, 1, !dbg !429
  %.48 = icmp ne i32 %2, 0, !dbg !429
  %t56 = select i1 %.27, i1 %.48, i1 %t54, !dbg !429
  %t57 = icmp slt i32 %.2, 16, !dbg !429
  %t58 = and i1 %t57, %t56, !dbg !429
  %t59 = select i1 %t54, float %t53, float -0.000000e+00, !dbg !429
  %spec.select3 = fadd float %t59, %t55, !dbg !429
  %t61 = select i1 %t58, float %spec.select3, float %t53, !dbg !429
  %t62 = select i1 %t58, i1 true, i1 %t54, !dbg !429
  %.53 = add nuw nsw i64 %.20, 8, !dbg !429
  %.54 = icmp ult i32 %.19, 56, !dbg !429
  %.56 = and i64 %.53, 63, !dbg !429
  %3 = shl nuw i64 1, %.56, !dbg !429
  %4 = and i64 %3, %.23, !dbg !429
  %.58 = icmp ne i64 %4, 0, !dbg !429
  %.59 = and i1 %.54, %.58, !dbg !429
  %.60 = trunc i64 %.53 to i32, !dbg !429
  %.61 = shl i32 %.60, 2, !dbg !429
  %.62 = bitcast float %t61 to i32, !dbg !429
  %.63 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.62), !dbg !429
  %.64 = bitcast i32 %.63 to float, !dbg !429
  %t63 = select i1 %.59, float %.64, float %t61, !dbg !429
  %.78 = zext i1 %t62 to i32, !dbg !429
  %.79 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.78), !dbg !429
  %5 = and i32 %.79, 1, !dbg !429
  %.80 = icmp ne i32 %5, 0, !dbg !429
  %t64 = select i1 %.59, i1 %.80, i1 %t62, !dbg !429
  %t65 = icmp slt i32 %.2, 24, !dbg !429
  %t66 = and i1 %t65, %t64, !dbg !429
  %t67 = select i1 %t62, float %t61, float -0.000000e+00, !dbg !429
  %spec.select4 = fadd float %t63, %t67, !dbg !429
  %t69 = select i1 %t66, float %spec.select4, float %t61, !dbg !429
  %t70 = select i1 %t66, i1 true, i1 %t62, !dbg !429
  %.85 = add nuw nsw i64 %.20, 4, !dbg !429
  %.86 = icmp ult i32 %.19, 60, !dbg !429
  %.88 = and i64 %.85, 63, !dbg !429
  %6 = shl nuw i64 1, %.88, !dbg !429
  %7 = and i64 %6, %.23, !dbg !429
  %.90 = icmp ne i64 %7, 0, !dbg !429
  %.91 = and i1 %.86, %.90, !dbg !429
  %.92 = trunc i64 %.85 to i32, !dbg !429
  %.93 = shl i32 %.92, 2, !dbg !429
  %.94 = bitcast float %t69 to i32, !dbg !429
  %.95 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.93, i32 %.94), !dbg !429
  %.96 = bitcast i32 %.95 to float, !dbg !429
  %t71 = select i1 %.91, float %.96, float %t69, !dbg !429
  %.110 = zext i1 %t70 to i32, !dbg !429
  %.111 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.93, i32 %.110), !dbg !429
  %8 = and i32 %.111, 1, !dbg !429
  %.112 = icmp ne i32 %8, 0, !dbg !429
  %t72 = select i1 %.91, i1 %.112, i1 %t70, !dbg !429
  %t73 = icmp slt i32 %.2, 28, !dbg !429
  %t74 = and i1 %t73, %t72, !dbg !429
  %t75 = select i1 %t70, float %t69, float -0.000000e+00, !dbg !429
  %spec.select5 = fadd float %t71, %t75, !dbg !429
  %t77 = select i1 %t74, float %spec.select5, float %t69, !dbg !429
  %t78 = select i1 %t74, i1 true, i1 %t70, !dbg !429
  %.117 = add nuw nsw i64 %.20, 2, !dbg !429
  %.118 = icmp ult i32 %.19, 62, !dbg !429
  %.120 = and i64 %.117, 63, !dbg !429
  %9 = shl nuw i64 1, %.120, !dbg !429
  %10 = and i64 %9, %.23, !dbg !429
  %.122 = icmp ne i64 %10, 0, !dbg !429
  %.123 = and i1 %.118, %.122, !dbg !429
  %.124 = trunc i64 %.117 to i32, !dbg !429
  %.125 = shl i32 %.124, 2, !dbg !429
  %.126 = bitcast float %t77 to i32, !dbg !429
  %.127 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.125, i32 %.126), !dbg !429
  %.128 = bitcast i32 %.127 to float, !dbg !429
  %t79 = select i1 %.123, float %.128, float %t77, !dbg !429
  %.142 = zext i1 %t78 to i32, !dbg !429
  %.143 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.125, i32 %.142), !dbg !429
  %11 = and i32 %.143, 1, !dbg !429
  %.144 = icmp ne i32 %11, 0, !dbg !429
  %t80 = select i1 %.123, i1 %.144, i1 %t78, !dbg !429
  %t81 = icmp slt i32 %.2, 30, !dbg !429
  %t82 = and i1 %t81, %t80, !dbg !429
  %t83 = select i1 %t78, float %t77, float -0.000000e+00, !dbg !429
  %spec.select6 = fadd float %t79, %t83, !dbg !429
  %t85 = select i1 %t82, float %spec.select6, float %t77, !dbg !429
  %t86 = select i1 %t82, i1 true, i1 %t78, !dbg !429
  %.149 = add nuw nsw i64 %.20, 1, !dbg !429
  %.150 = icmp ult i32 %.19, 63, !dbg !429
  %.152 = and i64 %.149, 63, !dbg !429
  %12 = shl nuw i64 1, %.152, !dbg !429
  %13 = and i64 %12, %.23, !dbg !429
  %.154 = icmp ne i64 %13, 0, !dbg !429
  %.155 = and i1 %.150, %.154, !dbg !429
  %.156 = trunc i64 %.149 to i32, !dbg !429
  %.157 = shl i32 %.156, 2, !dbg !429
  %.158 = bitcast float %t85 to i32, !dbg !429
  %.159 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.158), !dbg !429
  %.160 = bitcast i32 %.159 to float, !dbg !429
  %t87 = select i1 %.155, float %.160, float %t85, !dbg !429
  %.174 = zext i1 %t86 to i32, !dbg !429
  %.175 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.174), !dbg !429
  %14 = and i32 %.175, 1, !dbg !429
  %.176 = icmp ne i32 %14, 0, !dbg !429
  %t88 = select i1 %.155, i1 %.176, i1 %t86, !dbg !429
  %t89 = icmp ne i32 %.2, 31, !dbg !429
  %t90 = and i1 %t89, %t88, !dbg !429
  %t91 = select i1 %t86, float %t85, float -0.000000e+00, !dbg !429
  %spec.select7 = fadd float %t87, %t91, !dbg !429
  %t93 = select i1 %t90, float %spec.select7, float %t85, !dbg !429
  %t94 = select i1 %t90, i1 true, i1 %t86, !dbg !429
  br label %b45, !dbg !429

b45:                                              ; preds = %b24, %b23
  %t95 = phi float [ %t93, %b24 ], [ %t53, %b23 ]
  %t96 = phi i1 [ %t94, %b24 ], [ %t54, %b23 ]
  %t97 = icmp eq i32 %.2, 0, !dbg !429
  %t101 = select i1 %t96, i1 true, i1 %.1, !dbg !429
  %or.cond = select i1 %t97, i1 %t101, i1 false, !dbg !429
  br i1 %or.cond, label %b51, label %b52, !dbg !429

b51:                                              ; preds = %b45
  %t98 = select i1 %.1, float %a3, float -0.000000e+00, !dbg !429
  %spec.select8 = fadd float %t98, %t95, !dbg !429
  %t100 = select i1 %t96, float %spec.select8, float %a3, !dbg !429
  store float %t100, ptr addrspace(1) %a2, align 4, !dbg !429
  br label %b52, !dbg !429

b52:                                              ; preds = %b51, %b45
  ret void, !dbg !429
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #5

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

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.fshl.i64(i64, i64, i64) #8

; Function Attrs: nounwind readonly
declare i64 @llvm.read_register.i64(metadata) #9

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #2 = { argmemonly nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
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
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eMatMulTiled", scope: !1, file: !1, line: 59, type: !5, scopeLine: 59, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 62, column: 21, scope: !4)
!8 = !DILocation(line: 70, column: 10, scope: !4)
!9 = !DILocation(line: 73, column: 22, scope: !4)
!10 = !DILocation(line: 76, column: 5, scope: !4)
!11 = !DILocation(line: 76, column: 9, scope: !4)
!12 = !DILocation(line: 77, column: 5, scope: !4)
!13 = !DILocation(line: 77, column: 9, scope: !4)
!14 = !DILocation(line: 80, column: 28, scope: !4)
!15 = !DILocation(line: 71, column: 13, scope: !4)
!16 = !DILocation(line: 74, column: 13, scope: !4)
!17 = !DILocation(line: 66, column: 16, scope: !4)
!18 = !DILocation(line: 70, column: 18, scope: !4)
!19 = !DILocation(line: 70, column: 22, scope: !4)
!20 = !DILocation(line: 73, column: 7, scope: !4)
!21 = !DILocation(line: 73, column: 11, scope: !4)
!22 = !DILocation(line: 78, column: 16, scope: !4)
!23 = !DILocation(line: 80, column: 17, scope: !4)
!24 = !DILocation(line: 80, column: 4, scope: !4)
!25 = !DILocation(line: 82, column: 16, scope: !4)
!26 = !DILocation(line: 66, column: 21, scope: !4)
!27 = !DILocation(line: 84, column: 20, scope: !4)
!28 = !DILocation(line: 84, column: 9, scope: !4)
!29 = !DILocation(line: 85, column: 8, scope: !4)
!30 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eAxpy", scope: !1, file: !1, line: 94, type: !5, scopeLine: 94, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = !DILocation(line: 95, column: 14, scope: !30)
!32 = !DILocation(line: 96, column: 7, scope: !30)
!33 = !DILocation(line: 97, column: 20, scope: !30)
!34 = !DILocation(line: 97, column: 13, scope: !30)
!35 = !DILocation(line: 97, column: 17, scope: !30)
!36 = !DILocation(line: 97, column: 4, scope: !30)
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
!62 = !DILocation(line: 126, column: 16, scope: !53)
!63 = !DILocation(line: 126, column: 19, scope: !53)
!64 = !DILocation(line: 126, column: 10, scope: !53)
!65 = !DILocation(line: 130, column: 19, scope: !53)
!66 = !DILocation(line: 130, column: 22, scope: !53)
!67 = !DILocation(line: 130, column: 10, scope: !53)
!68 = !DILocation(line: 131, column: 19, scope: !53)
!69 = !DILocation(line: 193, column: 10, scope: !53)
!70 = !DILocation(line: 194, column: 9, scope: !53)
!71 = !DILocation(line: 195, column: 36, scope: !53)
!72 = !DILocation(line: 195, column: 34, scope: !53)
!73 = !DILocation(line: 195, column: 30, scope: !53)
!74 = !DILocation(line: 195, column: 28, scope: !53)
!75 = !DILocation(line: 195, column: 24, scope: !53)
!76 = !DILocation(line: 195, column: 22, scope: !53)
!77 = !DILocation(line: 195, column: 18, scope: !53)
!78 = !DILocation(line: 195, column: 16, scope: !53)
!79 = !DILocation(line: 195, column: 12, scope: !53)
!80 = !DILocation(line: 195, column: 9, scope: !53)
!81 = !DILocation(line: 196, column: 20, scope: !53)
!82 = !DILocation(line: 196, column: 26, scope: !53)
!83 = !DILocation(line: 196, column: 23, scope: !53)
!84 = !DILocation(line: 196, column: 16, scope: !53)
!85 = !DILocation(line: 196, column: 9, scope: !53)
!86 = !DILocation(line: 25, column: 12, scope: !87)
!87 = !DILexicalBlockFile(scope: !45, file: !88, discriminator: 0)
!88 = !DIFile(filename: "math/ldexp.go", directory: "")
!89 = !DILocation(line: 52, column: 10, scope: !50)
!90 = !DILocation(line: 56, column: 11, scope: !50)
!91 = !DILocation(line: 27, column: 30, scope: !87)
!92 = !DILocation(line: 27, column: 12, scope: !87)
!93 = !DILocation(line: 63, column: 12, scope: !50)
!94 = !DILocation(line: 32, column: 18, scope: !87)
!95 = !DILocation(line: 33, column: 14, scope: !87)
!96 = !DILocation(line: 33, column: 22, scope: !87)
!97 = !DILocation(line: 33, column: 28, scope: !87)
!98 = !DILocation(line: 31, column: 2, scope: !87)
!99 = !DILocation(line: 33, column: 2, scope: !87)
!100 = !DILocation(line: 34, column: 9, scope: !87)
!101 = !DILocation(line: 35, column: 18, scope: !87)
!102 = !DILocation(line: 35, column: 3, scope: !87)
!103 = !DILocation(line: 37, column: 9, scope: !87)
!104 = !DILocation(line: 38, column: 11, scope: !87)
!105 = !DILocation(line: 0, scope: !87)
!106 = !DILocation(line: 44, column: 9, scope: !87)
!107 = !DILocation(line: 48, column: 2, scope: !87)
!108 = !DILocation(line: 49, column: 24, scope: !87)
!109 = !DILocation(line: 49, column: 2, scope: !87)
!110 = !DILocation(line: 50, column: 28, scope: !87)
!111 = !DILocation(line: 50, column: 11, scope: !87)
!112 = !DILocation(line: 50, column: 2, scope: !87)
!113 = !DILocation(line: 127, column: 9, scope: !53)
!114 = !DILocation(line: 128, column: 16, scope: !53)
!115 = !DILocation(line: 128, column: 19, scope: !53)
!116 = !DILocation(line: 128, column: 10, scope: !53)
!117 = !DILocation(line: 200, column: 22, scope: !118)
!118 = !DILexicalBlockFile(scope: !45, file: !119, discriminator: 0)
!119 = !DIFile(filename: "math/sin.go", directory: "")
!120 = !DILocation(line: 200, column: 9, scope: !118)
!121 = !DILocation(line: 202, column: 12, scope: !118)
!122 = !DILocation(line: 208, column: 7, scope: !118)
!123 = !DILocation(line: 215, column: 7, scope: !118)
!124 = !DILocation(line: 33, column: 7, scope: !125)
!125 = !DILexicalBlockFile(scope: !45, file: !126, discriminator: 0)
!126 = !DIFile(filename: "math/trig_reduce.go", directory: "")
!127 = !DILocation(line: 38, column: 19, scope: !125)
!128 = !DILocation(line: 39, column: 15, scope: !125)
!129 = !DILocation(line: 39, column: 22, scope: !125)
!130 = !DILocation(line: 40, column: 2, scope: !125)
!131 = !DILocation(line: 41, column: 2, scope: !125)
!132 = !DILocation(line: 45, column: 29, scope: !125)
!133 = !DILocation(line: 45, column: 33, scope: !125)
!134 = !DILocation(line: 45, column: 50, scope: !125)
!135 = !DILocation(line: 46, column: 13, scope: !125)
!136 = !DILocation(line: 46, column: 21, scope: !125)
!137 = !DILocation(line: 46, column: 47, scope: !125)
!138 = !DILocation(line: 46, column: 41, scope: !125)
!139 = !DILocation(line: 46, column: 58, scope: !125)
!140 = !DILocation(line: 46, column: 51, scope: !125)
!141 = !DILocation(line: 46, column: 34, scope: !125)
!142 = !DILocation(line: 47, column: 23, scope: !125)
!143 = !DILocation(line: 47, column: 49, scope: !125)
!144 = !DILocation(line: 47, column: 43, scope: !125)
!145 = !DILocation(line: 47, column: 53, scope: !125)
!146 = !DILocation(line: 47, column: 36, scope: !125)
!147 = !DILocation(line: 48, column: 23, scope: !125)
!148 = !DILocation(line: 48, column: 49, scope: !125)
!149 = !DILocation(line: 48, column: 43, scope: !125)
!150 = !DILocation(line: 48, column: 53, scope: !125)
!151 = !DILocation(line: 48, column: 36, scope: !125)
!152 = !DILocation(line: 472, column: 10, scope: !153)
!153 = !DILexicalBlockFile(scope: !45, file: !154, discriminator: 0)
!154 = !DIFile(filename: "math/bits/bits.go", directory: "")
!155 = !DILocation(line: 473, column: 10, scope: !153)
!156 = !DILocation(line: 474, column: 10, scope: !153)
!157 = !DILocation(line: 475, column: 10, scope: !153)
!158 = !DILocation(line: 476, column: 11, scope: !153)
!159 = !DILocation(line: 477, column: 9, scope: !153)
!160 = !DILocation(line: 477, column: 17, scope: !153)
!161 = !DILocation(line: 477, column: 13, scope: !153)
!162 = !DILocation(line: 478, column: 10, scope: !153)
!163 = !DILocation(line: 479, column: 10, scope: !153)
!164 = !DILocation(line: 480, column: 11, scope: !153)
!165 = !DILocation(line: 480, column: 2, scope: !153)
!166 = !DILocation(line: 481, column: 9, scope: !153)
!167 = !DILocation(line: 481, column: 13, scope: !153)
!168 = !DILocation(line: 481, column: 22, scope: !153)
!169 = !DILocation(line: 481, column: 18, scope: !153)
!170 = !DILocation(line: 482, column: 9, scope: !153)
!171 = !DILocation(line: 52, column: 13, scope: !125)
!172 = !DILocation(line: 387, column: 10, scope: !153)
!173 = !DILocation(line: 391, column: 17, scope: !153)
!174 = !DILocation(line: 391, column: 28, scope: !153)
!175 = !DILocation(line: 391, column: 33, scope: !153)
!176 = !DILocation(line: 391, column: 22, scope: !153)
!177 = !DILocation(line: 391, column: 42, scope: !153)
!178 = !DILocation(line: 387, column: 14, scope: !153)
!179 = !DILocation(line: 56, column: 9, scope: !125)
!180 = !DILocation(line: 58, column: 13, scope: !125)
!181 = !DILocation(line: 59, column: 32, scope: !125)
!182 = !{i64 0, i64 65}
!183 = !DILocation(line: 60, column: 25, scope: !125)
!184 = !DILocation(line: 62, column: 11, scope: !125)
!185 = !DILocation(line: 62, column: 37, scope: !125)
!186 = !DILocation(line: 62, column: 30, scope: !125)
!187 = !DILocation(line: 62, column: 24, scope: !125)
!188 = !DILocation(line: 63, column: 2, scope: !125)
!189 = !DILocation(line: 65, column: 10, scope: !125)
!190 = !DILocation(line: 65, column: 2, scope: !125)
!191 = !DILocation(line: 66, column: 21, scope: !125)
!192 = !DILocation(line: 68, column: 9, scope: !125)
!193 = !DILocation(line: 69, column: 3, scope: !125)
!194 = !DILocation(line: 70, column: 3, scope: !125)
!195 = !DILocation(line: 71, column: 3, scope: !125)
!196 = !DILocation(line: 74, column: 14, scope: !125)
!197 = !DILocation(line: 74, column: 2, scope: !125)
!198 = !DILocation(line: 230, column: 7, scope: !118)
!199 = !DILocation(line: 232, column: 3, scope: !118)
!200 = !DILocation(line: 234, column: 10, scope: !118)
!201 = !DILocation(line: 235, column: 7, scope: !118)
!202 = !DILocation(line: 236, column: 16, scope: !118)
!203 = !DILocation(line: 236, column: 11, scope: !118)
!204 = !DILocation(line: 236, column: 41, scope: !118)
!205 = !DILocation(line: 236, column: 45, scope: !118)
!206 = !DILocation(line: 236, column: 20, scope: !118)
!207 = !DILocation(line: 0, scope: !118)
!208 = !DILocation(line: 214, column: 6, scope: !118)
!209 = !DILocation(line: 243, column: 2, scope: !118)
!210 = !DILocation(line: 238, column: 29, scope: !118)
!211 = !DILocation(line: 238, column: 33, scope: !118)
!212 = !DILocation(line: 238, column: 9, scope: !118)
!213 = !DILocation(line: 218, column: 16, scope: !118)
!214 = !DILocation(line: 218, column: 13, scope: !118)
!215 = !DILocation(line: 219, column: 14, scope: !118)
!216 = !DILocation(line: 222, column: 7, scope: !118)
!217 = !DILocation(line: 222, column: 10, scope: !118)
!218 = !DILocation(line: 226, column: 3, scope: !118)
!219 = !DILocation(line: 227, column: 14, scope: !118)
!220 = !DILocation(line: 227, column: 11, scope: !118)
!221 = !DILocation(line: 227, column: 24, scope: !118)
!222 = !DILocation(line: 227, column: 21, scope: !118)
!223 = !DILocation(line: 227, column: 34, scope: !118)
!224 = !DILocation(line: 227, column: 31, scope: !118)
!225 = !DILocation(line: 25, column: 56, scope: !45)
!226 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eExpSin_5f_5fstrided", scope: !1, file: !1, line: 25, type: !5, scopeLine: 25, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!227 = !DILocation(line: 25, column: 6, scope: !226)
!228 = !DILocation(line: 25, column: 50, scope: !226)
!229 = !DILocation(line: 25, column: 52, scope: !226)
!230 = !DILocation(line: 39, column: 11, scope: !231)
!231 = !DILexicalBlockFile(scope: !226, file: !51, discriminator: 0)
!232 = !DILocation(line: 112, column: 12, scope: !233)
!233 = !DILexicalBlockFile(scope: !226, file: !54, discriminator: 0)
!234 = !DILocation(line: 114, column: 9, scope: !233)
!235 = !DILocation(line: 116, column: 9, scope: !233)
!236 = !DILocation(line: 118, column: 17, scope: !233)
!237 = !DILocation(line: 118, column: 26, scope: !233)
!238 = !DILocation(line: 119, column: 12, scope: !233)
!239 = !DILocation(line: 119, column: 3, scope: !233)
!240 = !DILocation(line: 125, column: 9, scope: !233)
!241 = !DILocation(line: 126, column: 16, scope: !233)
!242 = !DILocation(line: 126, column: 19, scope: !233)
!243 = !DILocation(line: 126, column: 10, scope: !233)
!244 = !DILocation(line: 130, column: 19, scope: !233)
!245 = !DILocation(line: 130, column: 22, scope: !233)
!246 = !DILocation(line: 130, column: 10, scope: !233)
!247 = !DILocation(line: 131, column: 19, scope: !233)
!248 = !DILocation(line: 193, column: 10, scope: !233)
!249 = !DILocation(line: 194, column: 9, scope: !233)
!250 = !DILocation(line: 195, column: 36, scope: !233)
!251 = !DILocation(line: 195, column: 34, scope: !233)
!252 = !DILocation(line: 195, column: 30, scope: !233)
!253 = !DILocation(line: 195, column: 28, scope: !233)
!254 = !DILocation(line: 195, column: 24, scope: !233)
!255 = !DILocation(line: 195, column: 22, scope: !233)
!256 = !DILocation(line: 195, column: 18, scope: !233)
!257 = !DILocation(line: 195, column: 16, scope: !233)
!258 = !DILocation(line: 195, column: 12, scope: !233)
!259 = !DILocation(line: 195, column: 9, scope: !233)
!260 = !DILocation(line: 196, column: 20, scope: !233)
!261 = !DILocation(line: 196, column: 26, scope: !233)
!262 = !DILocation(line: 196, column: 23, scope: !233)
!263 = !DILocation(line: 196, column: 16, scope: !233)
!264 = !DILocation(line: 196, column: 9, scope: !233)
!265 = !DILocation(line: 25, column: 12, scope: !266)
!266 = !DILexicalBlockFile(scope: !226, file: !88, discriminator: 0)
!267 = !DILocation(line: 52, column: 10, scope: !231)
!268 = !DILocation(line: 56, column: 11, scope: !231)
!269 = !DILocation(line: 27, column: 30, scope: !266)
!270 = !DILocation(line: 27, column: 12, scope: !266)
!271 = !DILocation(line: 63, column: 12, scope: !231)
!272 = !DILocation(line: 32, column: 18, scope: !266)
!273 = !DILocation(line: 33, column: 14, scope: !266)
!274 = !DILocation(line: 33, column: 22, scope: !266)
!275 = !DILocation(line: 33, column: 28, scope: !266)
!276 = !DILocation(line: 31, column: 2, scope: !266)
!277 = !DILocation(line: 33, column: 2, scope: !266)
!278 = !DILocation(line: 34, column: 9, scope: !266)
!279 = !DILocation(line: 35, column: 18, scope: !266)
!280 = !DILocation(line: 35, column: 3, scope: !266)
!281 = !DILocation(line: 37, column: 9, scope: !266)
!282 = !DILocation(line: 38, column: 11, scope: !266)
!283 = !DILocation(line: 0, scope: !266)
!284 = !DILocation(line: 44, column: 9, scope: !266)
!285 = !DILocation(line: 48, column: 2, scope: !266)
!286 = !DILocation(line: 49, column: 24, scope: !266)
!287 = !DILocation(line: 49, column: 2, scope: !266)
!288 = !DILocation(line: 50, column: 28, scope: !266)
!289 = !DILocation(line: 50, column: 11, scope: !266)
!290 = !DILocation(line: 50, column: 2, scope: !266)
!291 = !DILocation(line: 127, column: 9, scope: !233)
!292 = !DILocation(line: 128, column: 16, scope: !233)
!293 = !DILocation(line: 128, column: 19, scope: !233)
!294 = !DILocation(line: 128, column: 10, scope: !233)
!295 = !DILocation(line: 200, column: 22, scope: !296)
!296 = !DILexicalBlockFile(scope: !226, file: !119, discriminator: 0)
!297 = !DILocation(line: 200, column: 9, scope: !296)
!298 = !DILocation(line: 202, column: 12, scope: !296)
!299 = !DILocation(line: 208, column: 7, scope: !296)
!300 = !DILocation(line: 215, column: 7, scope: !296)
!301 = !DILocation(line: 33, column: 7, scope: !302)
!302 = !DILexicalBlockFile(scope: !226, file: !126, discriminator: 0)
!303 = !DILocation(line: 38, column: 19, scope: !302)
!304 = !DILocation(line: 39, column: 15, scope: !302)
!305 = !DILocation(line: 39, column: 22, scope: !302)
!306 = !DILocation(line: 40, column: 2, scope: !302)
!307 = !DILocation(line: 41, column: 2, scope: !302)
!308 = !DILocation(line: 45, column: 29, scope: !302)
!309 = !DILocation(line: 45, column: 33, scope: !302)
!310 = !DILocation(line: 45, column: 50, scope: !302)
!311 = !DILocation(line: 46, column: 13, scope: !302)
!312 = !DILocation(line: 46, column: 21, scope: !302)
!313 = !DILocation(line: 46, column: 47, scope: !302)
!314 = !DILocation(line: 46, column: 41, scope: !302)
!315 = !DILocation(line: 46, column: 58, scope: !302)
!316 = !DILocation(line: 46, column: 51, scope: !302)
!317 = !DILocation(line: 46, column: 34, scope: !302)
!318 = !DILocation(line: 47, column: 23, scope: !302)
!319 = !DILocation(line: 47, column: 49, scope: !302)
!320 = !DILocation(line: 47, column: 43, scope: !302)
!321 = !DILocation(line: 47, column: 53, scope: !302)
!322 = !DILocation(line: 47, column: 36, scope: !302)
!323 = !DILocation(line: 48, column: 23, scope: !302)
!324 = !DILocation(line: 48, column: 49, scope: !302)
!325 = !DILocation(line: 48, column: 43, scope: !302)
!326 = !DILocation(line: 48, column: 53, scope: !302)
!327 = !DILocation(line: 48, column: 36, scope: !302)
!328 = !DILocation(line: 472, column: 10, scope: !329)
!329 = !DILexicalBlockFile(scope: !226, file: !154, discriminator: 0)
!330 = !DILocation(line: 473, column: 10, scope: !329)
!331 = !DILocation(line: 474, column: 10, scope: !329)
!332 = !DILocation(line: 475, column: 10, scope: !329)
!333 = !DILocation(line: 476, column: 11, scope: !329)
!334 = !DILocation(line: 477, column: 9, scope: !329)
!335 = !DILocation(line: 477, column: 17, scope: !329)
!336 = !DILocation(line: 477, column: 13, scope: !329)
!337 = !DILocation(line: 478, column: 10, scope: !329)
!338 = !DILocation(line: 479, column: 10, scope: !329)
!339 = !DILocation(line: 480, column: 11, scope: !329)
!340 = !DILocation(line: 480, column: 2, scope: !329)
!341 = !DILocation(line: 481, column: 9, scope: !329)
!342 = !DILocation(line: 481, column: 13, scope: !329)
!343 = !DILocation(line: 481, column: 22, scope: !329)
!344 = !DILocation(line: 481, column: 18, scope: !329)
!345 = !DILocation(line: 482, column: 9, scope: !329)
!346 = !DILocation(line: 52, column: 13, scope: !302)
!347 = !DILocation(line: 387, column: 10, scope: !329)
!348 = !DILocation(line: 391, column: 17, scope: !329)
!349 = !DILocation(line: 391, column: 28, scope: !329)
!350 = !DILocation(line: 391, column: 33, scope: !329)
!351 = !DILocation(line: 391, column: 22, scope: !329)
!352 = !DILocation(line: 391, column: 42, scope: !329)
!353 = !DILocation(line: 387, column: 14, scope: !329)
!354 = !DILocation(line: 56, column: 9, scope: !302)
!355 = !DILocation(line: 58, column: 13, scope: !302)
!356 = !DILocation(line: 59, column: 32, scope: !302)
!357 = !DILocation(line: 60, column: 25, scope: !302)
!358 = !DILocation(line: 62, column: 11, scope: !302)
!359 = !DILocation(line: 62, column: 37, scope: !302)
!360 = !DILocation(line: 62, column: 30, scope: !302)
!361 = !DILocation(line: 62, column: 24, scope: !302)
!362 = !DILocation(line: 63, column: 2, scope: !302)
!363 = !DILocation(line: 65, column: 10, scope: !302)
!364 = !DILocation(line: 65, column: 2, scope: !302)
!365 = !DILocation(line: 66, column: 21, scope: !302)
!366 = !DILocation(line: 68, column: 9, scope: !302)
!367 = !DILocation(line: 69, column: 3, scope: !302)
!368 = !DILocation(line: 70, column: 3, scope: !302)
!369 = !DILocation(line: 71, column: 3, scope: !302)
!370 = !DILocation(line: 74, column: 14, scope: !302)
!371 = !DILocation(line: 74, column: 2, scope: !302)
!372 = !DILocation(line: 230, column: 7, scope: !296)
!373 = !DILocation(line: 232, column: 3, scope: !296)
!374 = !DILocation(line: 234, column: 10, scope: !296)
!375 = !DILocation(line: 235, column: 7, scope: !296)
!376 = !DILocation(line: 236, column: 16, scope: !296)
!377 = !DILocation(line: 236, column: 11, scope: !296)
!378 = !DILocation(line: 236, column: 41, scope: !296)
!379 = !DILocation(line: 236, column: 45, scope: !296)
!380 = !DILocation(line: 236, column: 20, scope: !296)
!381 = !DILocation(line: 0, scope: !296)
!382 = !DILocation(line: 214, column: 6, scope: !296)
!383 = !DILocation(line: 243, column: 2, scope: !296)
!384 = !DILocation(line: 238, column: 29, scope: !296)
!385 = !DILocation(line: 238, column: 33, scope: !296)
!386 = !DILocation(line: 238, column: 9, scope: !296)
!387 = !DILocation(line: 218, column: 16, scope: !296)
!388 = !DILocation(line: 218, column: 13, scope: !296)
!389 = !DILocation(line: 219, column: 14, scope: !296)
!390 = !DILocation(line: 222, column: 7, scope: !296)
!391 = !DILocation(line: 222, column: 10, scope: !296)
!392 = !DILocation(line: 226, column: 3, scope: !296)
!393 = !DILocation(line: 227, column: 14, scope: !296)
!394 = !DILocation(line: 227, column: 11, scope: !296)
!395 = !DILocation(line: 227, column: 24, scope: !296)
!396 = !DILocation(line: 227, column: 21, scope: !296)
!397 = !DILocation(line: 227, column: 34, scope: !296)
!398 = !DILocation(line: 227, column: 31, scope: !296)
!399 = !DILocation(line: 25, column: 56, scope: !226)
!400 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eTriage_5f_5fcontig", scope: !1, file: !1, line: 31, type: !5, scopeLine: 31, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!401 = !DILocation(line: 31, column: 6, scope: !400)
!402 = !DILocation(line: 32, column: 7, scope: !400)
!403 = !DILocation(line: 33, column: 13, scope: !400)
!404 = !DILocation(line: 33, column: 3, scope: !400)
!405 = !DILocation(line: 35, column: 7, scope: !400)
!406 = !DILocation(line: 36, column: 18, scope: !400)
!407 = !DILocation(line: 36, column: 15, scope: !400)
!408 = !DILocation(line: 36, column: 3, scope: !400)
!409 = !DILocation(line: 38, column: 10, scope: !400)
!410 = !DILocation(line: 38, column: 13, scope: !400)
!411 = !DILocation(line: 38, column: 2, scope: !400)
!412 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eTriage_5f_5fstrided", scope: !1, file: !1, line: 31, type: !5, scopeLine: 31, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!413 = !DILocation(line: 31, column: 6, scope: !412)
!414 = !DILocation(line: 32, column: 7, scope: !412)
!415 = !DILocation(line: 33, column: 13, scope: !412)
!416 = !DILocation(line: 33, column: 3, scope: !412)
!417 = !DILocation(line: 35, column: 7, scope: !412)
!418 = !DILocation(line: 36, column: 18, scope: !412)
!419 = !DILocation(line: 36, column: 15, scope: !412)
!420 = !DILocation(line: 36, column: 3, scope: !412)
!421 = !DILocation(line: 38, column: 10, scope: !412)
!422 = !DILocation(line: 38, column: 13, scope: !412)
!423 = !DILocation(line: 38, column: 2, scope: !412)
!424 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1", scope: !1, file: !1, line: 44, type: !5, scopeLine: 44, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!425 = !DILocation(line: 44, column: 6, scope: !424)
!426 = !DILocation(line: 44, column: 43, scope: !424)
!427 = !{!"exec"}
!428 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2", scope: !1, file: !1, line: 44, type: !5, scopeLine: 44, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!429 = !DILocation(line: 44, column: 6, scope: !428)
!430 = !DILocation(line: 44, column: 43, scope: !428)
