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
  %t131 = icmp slt i64 %t10, %a0, !dbg !46
  br i1 %t131, label %b2, label %b5, !dbg !46

b2:                                               ; preds = %entry, %"github.com/kernlab/kern/bench/kernels.ExpSin.exit"
  %t122 = phi i64 [ %t19, %"github.com/kernlab/kern/bench/kernels.ExpSin.exit" ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !46

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t122, !dbg !46
  %.17 = load double, ptr addrspace(1) %t14, align 8, !dbg !46
  br label %b4, !dbg !46

b4:                                               ; preds = %b3, %b2
  %t16 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  %t0.i = fneg double %t16, !dbg !47
  %t1.i = fmul double %t16, %t0.i, !dbg !50
  %t2.i = fcmp uno double %t1.i, 0.000000e+00, !dbg !51
  br i1 %t2.i, label %b29.i, label %b2.i, !dbg !54

b2.i:                                             ; preds = %b4
  %t3.i = fcmp ogt double %t1.i, 0x40862E42FEFA39EF, !dbg !57
  br i1 %t3.i, label %b29.i, label %b4.i, !dbg !57

b4.i:                                             ; preds = %b2.i
  %t4.i = fcmp olt double %t1.i, 0xC0874910D52D3051, !dbg !58
  br i1 %t4.i, label %b29.i, label %b6.i, !dbg !58

b6.i:                                             ; preds = %b4.i
  %t5.i = fcmp ogt double %t1.i, 0xBE30000000000000, !dbg !59
  %t6.i = fcmp olt double %t1.i, 0x3E30000000000000, !dbg !60
  %t7.i = and i1 %t5.i, %t6.i, !dbg !60
  br i1 %t7.i, label %b7.i, label %b8.i, !dbg !59

b7.i:                                             ; preds = %b6.i
  %t8.i = fadd double %t1.i, 1.000000e+00, !dbg !61
  br label %b29.i, !dbg !62

b8.i:                                             ; preds = %b6.i
  %t9.i = fcmp olt double %t1.i, 0.000000e+00, !dbg !63
  br i1 %t9.i, label %b9.i, label %b27.i, !dbg !63

b9.i:                                             ; preds = %b8.i
  %t10.i = fmul double %t1.i, 0x3FF71547652B82FE, !dbg !64
  %t11.i = fadd double %t10.i, -5.000000e-01, !dbg !65
  %.1.i = fcmp oge double %t11.i, 0xC3E0000000000000, !dbg !66
  %.2.i = fcmp olt double %t11.i, 0x43E0000000000000, !dbg !66
  %.3.i = and i1 %.1.i, %.2.i, !dbg !66
  %0 = fptosi double %t11.i to i64, !dbg !66
  %.6.i = select i1 %.3.i, i64 %0, i64 -9223372036854775808, !dbg !66
  br label %b10.i, !dbg !66

b10.i:                                            ; preds = %b28.i, %b27.i, %b9.i
  %t13.i = phi i64 [ %.6.i, %b9.i ], [ 0, %b27.i ], [ %.13.i, %b28.i ]
  %t14.i = sitofp i64 %t13.i to double, !dbg !67
  %t15.i = fmul double %t14.i, 0x3FE62E42FEE00000, !dbg !68
  %t16.i = fsub double %t1.i, %t15.i, !dbg !69
  %t17.i = fmul double %t14.i, 0x3DEA39EF35793C76, !dbg !70
  %t18.i = fsub double %t16.i, %t17.i, !dbg !71
  %t19.i = fmul double %t18.i, %t18.i, !dbg !72
  %t20.i = fmul double %t19.i, 0x3E66376972BEA4D0, !dbg !73
  %t21.i = fadd double %t20.i, 0xBEBBBD41C5D26BF1, !dbg !74
  %t22.i = fmul double %t19.i, %t21.i, !dbg !75
  %t23.i = fadd double %t22.i, 0x3F11566AAF25DE2C, !dbg !76
  %t24.i = fmul double %t19.i, %t23.i, !dbg !77
  %t25.i = fadd double %t24.i, 0xBF66C16C16BEBD93, !dbg !78
  %t26.i = fmul double %t19.i, %t25.i, !dbg !79
  %t27.i = fadd double %t26.i, 0x3FC5555555555555, !dbg !80
  %t28.i = fmul double %t19.i, %t27.i, !dbg !81
  %t29.i = fsub double %t18.i, %t28.i, !dbg !82
  %t30.i = fmul double %t18.i, %t29.i, !dbg !83
  %t31.i = fsub double 2.000000e+00, %t29.i, !dbg !84
  %t32.i = fdiv double %t30.i, %t31.i, !dbg !85
  %t33.i = fsub double %t17.i, %t32.i, !dbg !86
  %1 = fsub double %t16.i, %t33.i, !dbg !87
  %t35.i = fadd double %1, 1.000000e+00, !dbg !87
  %t36.i = fcmp oeq double %t35.i, 0.000000e+00, !dbg !88
  br i1 %t36.i, label %b29.i, label %b12.i, !dbg !88

b12.i:                                            ; preds = %b10.i
  %t37.i = tail call double @llvm.fabs.f64(double %t35.i), !dbg !91
  %t38.i = fcmp ogt double %t37.i, 0x7FEFFFFFFFFFFFFF, !dbg !92
  %t39.i = fcmp uno double %t35.i, 0.000000e+00, !dbg !51
  %t40.i = or i1 %t39.i, %t38.i, !dbg !93
  br i1 %t40.i, label %b29.i, label %b14.i, !dbg !94

b14.i:                                            ; preds = %b12.i
  %t41.i = fcmp olt double %t37.i, 0x10000000000000, !dbg !95
  %t42.i = fmul double %t35.i, 0x4330000000000000, !dbg !95
  %t43.i = select i1 %t41.i, double %t42.i, double %t35.i, !dbg !95
  %t44.i = select i1 %t41.i, i64 -52, i64 0, !dbg !95
  %t46.i = bitcast double %t43.i to i64, !dbg !96
  %t47.i = lshr i64 %t46.i, 52, !dbg !97
  %t49.i = and i64 %t47.i, 2047, !dbg !98
  %t50.i = add i64 %t13.i, -1023, !dbg !99
  %t45.i = add i64 %t50.i, %t44.i, !dbg !100
  %t51.i = add i64 %t45.i, %t49.i, !dbg !101
  %t52.i = icmp slt i64 %t51.i, -1075, !dbg !102
  br i1 %t52.i, label %b18.i, label %b19.i, !dbg !102

b18.i:                                            ; preds = %b14.i
  %t53.i = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t43.i), !dbg !103
  br label %b29.i, !dbg !104

b19.i:                                            ; preds = %b14.i
  %t54.i = icmp sgt i64 %t51.i, 1023, !dbg !105
  br i1 %t54.i, label %b20.i, label %b23.i, !dbg !105

b20.i:                                            ; preds = %b19.i
  %t55.i = fcmp olt double %t43.i, 0.000000e+00, !dbg !106
  %..i = select i1 %t55.i, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !107
  br label %b29.i, !dbg !107

b23.i:                                            ; preds = %b19.i
  %t56.i = icmp slt i64 %t51.i, -1022, !dbg !108
  %spec.select1.i = select i1 %t56.i, double 0x3CA0000000000000, double 1.000000e+00, !dbg !108
  %t60.i = and i64 %t46.i, -9218868437227405313, !dbg !109
  %2 = shl nsw i64 %t51.i, 52, !dbg !110
  %3 = add i64 %2, 238690780250636288, !dbg !110
  %t61.i = select i1 %t56.i, i64 %3, i64 %2, !dbg !110
  %t63.i = add i64 %t61.i, 4607182418800017408, !dbg !110
  %t64.i = or i64 %t63.i, %t60.i, !dbg !111
  %t65.i = bitcast i64 %t64.i to double, !dbg !112
  %t66.i = fmul double %spec.select1.i, %t65.i, !dbg !113
  br label %b29.i, !dbg !114

b27.i:                                            ; preds = %b8.i
  %t68.i = fcmp ogt double %t1.i, 0.000000e+00, !dbg !115
  br i1 %t68.i, label %b28.i, label %b10.i, !dbg !115

b28.i:                                            ; preds = %b27.i
  %t69.i = fmul double %t1.i, 0x3FF71547652B82FE, !dbg !116
  %t70.i = fadd double %t69.i, 5.000000e-01, !dbg !117
  %.8.i = fcmp oge double %t70.i, 0xC3E0000000000000, !dbg !118
  %.9.i = fcmp olt double %t70.i, 0x43E0000000000000, !dbg !118
  %.10.i = and i1 %.8.i, %.9.i, !dbg !118
  %4 = fptosi double %t70.i to i64, !dbg !118
  %.13.i = select i1 %.10.i, i64 %4, i64 -9223372036854775808, !dbg !118
  br label %b10.i, !dbg !118

b29.i:                                            ; preds = %b23.i, %b20.i, %b18.i, %b12.i, %b10.i, %b7.i, %b4.i, %b2.i, %b4
  %t72.i = phi double [ %t8.i, %b7.i ], [ %t1.i, %b4 ], [ 0x7FF0000000000000, %b2.i ], [ 0.000000e+00, %b4.i ], [ %t53.i, %b18.i ], [ %t66.i, %b23.i ], [ %t35.i, %b10.i ], [ %t35.i, %b12.i ], [ %..i, %b20.i ]
  %5 = fcmp ueq double %t16, 0.000000e+00, !dbg !119
  br i1 %5, label %"github.com/kernlab/kern/bench/kernels.ExpSin.exit", label %b31.i, !dbg !122

b31.i:                                            ; preds = %b29.i
  %t76.i = tail call double @llvm.fabs.f64(double %t16), !dbg !91
  %t77.i = fcmp ogt double %t76.i, 0x7FEFFFFFFFFFFFFF, !dbg !92
  br i1 %t77.i, label %"github.com/kernlab/kern/bench/kernels.ExpSin.exit", label %b33.i, !dbg !123

b33.i:                                            ; preds = %b31.i
  %t78.i = fcmp olt double %t16, 0.000000e+00, !dbg !124
  %t79.i = select i1 %t78.i, double %t0.i, double %t16, !dbg !124
  %t81.i = fcmp ult double %t79.i, 0x41C0000000000000, !dbg !125
  br i1 %t81.i, label %b50.i, label %b36.i, !dbg !125

b36.i:                                            ; preds = %b33.i
  %t82.i = fcmp olt double %t79.i, 0x3FE921FB54442D18, !dbg !126
  br i1 %t82.i, label %b42.i, label %b38.i, !dbg !126

b38.i:                                            ; preds = %b36.i
  %t83.i = bitcast double %t79.i to i64, !dbg !129
  %t84.i = lshr i64 %t83.i, 52, !dbg !130
  %t85.i = and i64 %t84.i, 2047, !dbg !131
  %t89.i = and i64 %t83.i, -9218868437227405313, !dbg !132
  %t90.i = or i64 %t89.i, 4503599627370496, !dbg !133
  %t91.i = add nsw i64 %t85.i, -1014, !dbg !134
  %t933.i = lshr i64 %t91.i, 6, !dbg !135
  %t94.i = and i64 %t91.i, 63, !dbg !136
  %t96.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t933.i, !dbg !137
  %.15.i = load i64, ptr addrspace(4) %t96.i, align 8, !dbg !137
  %.18.i = shl i64 %.15.i, %t94.i, !dbg !138
  %t99.i = add nuw nsw i64 %t933.i, 1, !dbg !139
  %t101.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t99.i, !dbg !140
  %.19.i = load i64, ptr addrspace(4) %t101.i, align 8, !dbg !140
  %t103.i = sub nsw i64 54, %t84.i, !dbg !141
  %.20.i = icmp eq i64 %t94.i, 0, !dbg !142
  %.21.i = and i64 %t103.i, 63, !dbg !142
  %.22.i = lshr i64 %.19.i, %.21.i, !dbg !142
  %t104.i = select i1 %.20.i, i64 0, i64 %.22.i, !dbg !142
  %t105.i = or i64 %t104.i, %.18.i, !dbg !143
  %.26.i = shl i64 %.19.i, %t94.i, !dbg !144
  %t108.i = add nuw nsw i64 %t933.i, 2, !dbg !145
  %t110.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t108.i, !dbg !146
  %.27.i = load i64, ptr addrspace(4) %t110.i, align 8, !dbg !146
  %.30.i = lshr i64 %.27.i, %.21.i, !dbg !147
  %t112.i = select i1 %.20.i, i64 0, i64 %.30.i, !dbg !147
  %t113.i = or i64 %t112.i, %.26.i, !dbg !148
  %.34.i = shl i64 %.27.i, %t94.i, !dbg !149
  %t116.i = add nuw nsw i64 %t933.i, 3, !dbg !150
  %t118.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t116.i, !dbg !151
  %.35.i = load i64, ptr addrspace(4) %t118.i, align 8, !dbg !151
  %.38.i = lshr i64 %.35.i, %.21.i, !dbg !152
  %t120.i = select i1 %.20.i, i64 0, i64 %.38.i, !dbg !152
  %t121.i = or i64 %t120.i, %.34.i, !dbg !153
  %t122.i = and i64 %t121.i, 4294967295, !dbg !154
  %t123.i = lshr i64 %t121.i, 32, !dbg !157
  %t124.i = and i64 %t83.i, 4294967295, !dbg !158
  %t125.i = lshr i64 %t90.i, 32, !dbg !159
  %t126.i = mul nuw i64 %t122.i, %t124.i, !dbg !160
  %t127.i = mul nuw i64 %t123.i, %t124.i, !dbg !161
  %t128.i = lshr i64 %t126.i, 32, !dbg !162
  %t129.i = add nuw i64 %t128.i, %t127.i, !dbg !163
  %t130.i = and i64 %t129.i, 4294967295, !dbg !164
  %t131.i = lshr i64 %t129.i, 32, !dbg !165
  %t132.i = mul nuw i64 %t122.i, %t125.i, !dbg !166
  %t133.i = add nuw i64 %t130.i, %t132.i, !dbg !167
  %t134.i = mul nuw i64 %t123.i, %t125.i, !dbg !168
  %t135.i = add nuw i64 %t131.i, %t134.i, !dbg !169
  %t136.i = lshr i64 %t133.i, 32, !dbg !170
  %t137.i = add nuw i64 %t135.i, %t136.i, !dbg !171
  %t138.i = and i64 %t113.i, 4294967295, !dbg !154
  %t139.i = lshr i64 %t113.i, 32, !dbg !157
  %t140.i = mul nuw i64 %t138.i, %t124.i, !dbg !160
  %t141.i = mul nuw i64 %t139.i, %t124.i, !dbg !161
  %t142.i = lshr i64 %t140.i, 32, !dbg !162
  %t143.i = add nuw i64 %t142.i, %t141.i, !dbg !163
  %t144.i = and i64 %t143.i, 4294967295, !dbg !164
  %t145.i = lshr i64 %t143.i, 32, !dbg !165
  %t146.i = mul nuw i64 %t138.i, %t125.i, !dbg !166
  %t147.i = add nuw i64 %t144.i, %t146.i, !dbg !167
  %t148.i = mul nuw i64 %t139.i, %t125.i, !dbg !168
  %t150.i = lshr i64 %t147.i, 32, !dbg !170
  %t152.i = mul i64 %t113.i, %t90.i, !dbg !172
  %t153.i = mul i64 %t105.i, %t90.i, !dbg !173
  %t154.i = add i64 %t137.i, %t152.i, !dbg !174
  %t155.i = and i64 %t137.i, %t152.i, !dbg !175
  %t156.i = or i64 %t137.i, %t152.i, !dbg !176
  %.39.i = xor i64 %t154.i, -1, !dbg !177
  %t157.i = and i64 %t156.i, %.39.i, !dbg !177
  %t158.i = or i64 %t157.i, %t155.i, !dbg !178
  %t159.i = lshr i64 %t158.i, 63, !dbg !179
  %t149.i = add i64 %t148.i, %t153.i, !dbg !169
  %t151.i = add i64 %t149.i, %t145.i, !dbg !171
  %t160.i = add i64 %t151.i, %t150.i, !dbg !174
  %t161.i = add i64 %t160.i, %t159.i, !dbg !180
  %t162.i = lshr i64 %t161.i, 61, !dbg !181
  %t165.i = tail call i64 @llvm.fshl.i64(i64 %t161.i, i64 %t154.i, i64 3), !dbg !182
  %.40.i = tail call i64 @llvm.ctlz.i64(i64 %t165.i, i1 false), !dbg !183, !range !184
  %t169.i = add nuw nsw i64 %.40.i, 1, !dbg !185
  %.41.i = icmp ult i64 %t165.i, 2, !dbg !186
  %.42.i = and i64 %t169.i, 63, !dbg !186
  %.43.i = shl i64 %t165.i, %.42.i, !dbg !186
  %t171.i = select i1 %.41.i, i64 2, i64 %.43.i, !dbg !186
  %t172.i = sub nsw i64 63, %.40.i, !dbg !187
  %.44.i = icmp eq i64 %t165.i, 0, !dbg !188
  %.45.i = and i64 %t172.i, 63, !dbg !188
  %.46.i = lshr i64 %t154.i, %.45.i, !dbg !188
  %t173.i = select i1 %.44.i, i64 0, i64 %.46.i, !dbg !188
  %t174.i = or i64 %t171.i, %t173.i, !dbg !189
  %t175.i = lshr i64 %t174.i, 12, !dbg !190
  %.neg.i = mul nsw i64 %.40.i, -4503599627370496, !dbg !191
  %t176.i = add nsw i64 %.neg.i, 4602678819172646912, !dbg !191
  %t177.i = or i64 %t175.i, %t176.i, !dbg !192
  %t178.i = bitcast i64 %t177.i to double, !dbg !193
  %6 = and i64 %t161.i, 2305843009213693952, !dbg !194
  %t180.not.i = icmp eq i64 %6, 0, !dbg !194
  %t181.i = add nuw nsw i64 %t162.i, 1, !dbg !195
  %t182.i = and i64 %t181.i, 7, !dbg !196
  %t183.i = fadd double %t178.i, -1.000000e+00, !dbg !197
  %spec.select.i = select i1 %t180.not.i, i64 %t162.i, i64 %t182.i, !dbg !194
  %spec.select4.i = select i1 %t180.not.i, double %t178.i, double %t183.i, !dbg !194
  %t186.i = fmul double %spec.select4.i, 0x3FE921FB54442D18, !dbg !198
  br label %b42.i, !dbg !199

b42.i:                                            ; preds = %b50.i, %b38.i, %b36.i
  %t189.i = phi i64 [ %t264.i, %b50.i ], [ %spec.select.i, %b38.i ], [ 0, %b36.i ]
  %t190.i = phi double [ %t270.i, %b50.i ], [ %t186.i, %b38.i ], [ %t79.i, %b36.i ]
  %t191.i = icmp ugt i64 %t189.i, 3, !dbg !200
  %t193.i = add nsw i64 %t189.i, -4, !dbg !201
  %spec.select5.i = xor i1 %t78.i, %t191.i, !dbg !200
  %spec.select6.i = select i1 %t191.i, i64 %t193.i, i64 %t189.i, !dbg !200
  %t196.i = fmul double %t190.i, %t190.i, !dbg !202
  %t195.off.i = add nsw i64 %spec.select6.i, -1, !dbg !203
  %switch.i = icmp ult i64 %t195.off.i, 2, !dbg !203
  br i1 %switch.i, label %b45.i, label %b49.i, !dbg !203

b45.i:                                            ; preds = %b42.i
  %t200.i = fmul double %t196.i, 5.000000e-01, !dbg !204
  %t201.i = fsub double 1.000000e+00, %t200.i, !dbg !205
  %t205.i = fmul double %t196.i, 0x3DA8FA49A0861A9B, !dbg !206
  %7 = fsub double 0x3E21EE9D7B4E3F05, %t205.i, !dbg !207
  br label %b46.i, !dbg !208

b46.i:                                            ; preds = %b49.i, %b45.i
  %t236.sink.i = phi double [ %t236.i, %b49.i ], [ %7, %b45.i ]
  %.sink9.i = phi double [ 0x3EC71DE3567D48A1, %b49.i ], [ 0xBE927E4F7EAC4BC6, %b45.i ]
  %.sink8.i = phi double [ 0xBF2A01A019BFDF03, %b49.i ], [ 0x3EFA01A019C844F5, %b45.i ]
  %.sink7.i = phi double [ 0x3F8111111110F7D0, %b49.i ], [ 0xBF56C16C16C14F91, %b45.i ]
  %.sink.i = phi double [ 0xBFC5555555555548, %b49.i ], [ 0x3FA555555555554B, %b45.i ]
  %t190.pn.i = phi double [ %t190.i, %b49.i ], [ %t196.i, %b45.i ]
  %t190.sink.i = phi double [ %t190.i, %b49.i ], [ %t201.i, %b45.i ]
  %t230.sink.i = fmul double %t196.i, %t190.pn.i, !dbg !209
  %t237.i = fmul double %t196.i, %t236.sink.i, !dbg !209
  %t240.i = fadd double %t237.i, %.sink9.i, !dbg !209
  %t241.i = fmul double %t196.i, %t240.i, !dbg !209
  %t244.i = fadd double %.sink8.i, %t241.i, !dbg !209
  %t245.i = fmul double %t196.i, %t244.i, !dbg !209
  %t248.i = fadd double %.sink7.i, %t245.i, !dbg !209
  %t249.i = fmul double %t196.i, %t248.i, !dbg !209
  %t252.i = fadd double %.sink.i, %t249.i, !dbg !209
  %t253.i = fmul double %t230.sink.i, %t252.i, !dbg !209
  %t254.i = fadd double %t190.sink.i, %t253.i, !dbg !209
  %t228.i = fneg double %t254.i
  %spec.select2.i = select i1 %spec.select5.i, double %t228.i, double %t254.i, !dbg !210
  br label %"github.com/kernlab/kern/bench/kernels.ExpSin.exit", !dbg !211

b49.i:                                            ; preds = %b42.i
  %t233.i = fmul double %t196.i, 0x3DE5D8FD1FD19CCD, !dbg !212
  %t236.i = fadd double %t233.i, 0xBE5AE5E5A9291F5D, !dbg !213
  br label %b46.i, !dbg !214

b50.i:                                            ; preds = %b33.i
  %t255.i = fmul double %t79.i, 0x3FF45F306DC9C883, !dbg !215
  %.59.i = fcmp olt double %t255.i, 0x43E0000000000000, !dbg !216
  %.60.i = fcmp oge double %t255.i, 0xC3E0000000000000, !dbg !216
  %.62.i = and i1 %.60.i, %.59.i, !dbg !216
  %8 = fptosi double %t255.i to i64, !dbg !216
  %.65.i = select i1 %.62.i, i64 %8, i64 -9223372036854775808, !dbg !216
  %.66.i = fadd double %t255.i, 0xC3E0000000000000, !dbg !216
  %.67.i = fcmp oge double %.66.i, 0xC3E0000000000000, !dbg !216
  %.68.i = fcmp olt double %.66.i, 0x43E0000000000000, !dbg !216
  %.69.i = and i1 %.67.i, %.68.i, !dbg !216
  %9 = fptosi double %.66.i to i64, !dbg !216
  %.op.i = or i64 %9, -9223372036854775808, !dbg !216
  %.73.i = select i1 %.69.i, i64 %.op.i, i64 -9223372036854775808, !dbg !216
  %.74.i = select i1 %.59.i, i64 %.65.i, i64 %.73.i, !dbg !216
  %t257.i = uitofp i64 %.74.i to double, !dbg !217
  %t258.i = and i64 %.74.i, 1, !dbg !218
  %t259.not.i = icmp eq i64 %t258.i, 0, !dbg !219
  %t261.i = fadd double %t257.i, 1.000000e+00, !dbg !219
  %not.t259.not.i = xor i1 %t259.not.i, true, !dbg !219
  %t260.i = zext i1 %not.t259.not.i to i64, !dbg !219
  %t262.i = add i64 %.74.i, %t260.i, !dbg !219
  %t263.i = select i1 %t259.not.i, double %t257.i, double %t261.i, !dbg !219
  %t264.i = and i64 %t262.i, 7, !dbg !220
  %t265.i = fmul double %t263.i, 0x3FE921FB40000000, !dbg !221
  %t266.i = fsub double %t79.i, %t265.i, !dbg !222
  %t267.i = fmul double %t263.i, 0x3E64442D00000000, !dbg !223
  %t268.i = fsub double %t266.i, %t267.i, !dbg !224
  %t269.i = fmul double %t263.i, 0x3CE8469898CC5170, !dbg !225
  %t270.i = fsub double %t268.i, %t269.i, !dbg !226
  br label %b42.i, !dbg !226

"github.com/kernlab/kern/bench/kernels.ExpSin.exit": ; preds = %b29.i, %b31.i, %b46.i
  %t271.i = phi double [ %spec.select2.i, %b46.i ], [ %t16, %b29.i ], [ 0x7FF8000000000001, %b31.i ]
  %t272.i = fmul double %t72.i, %t271.i, !dbg !227
  %t18 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t122, !dbg !46
  store double %t272.i, ptr addrspace(1) %t18, align 8, !dbg !46
  %t19 = add i64 %t122, %t11, !dbg !46
  %t13 = icmp slt i64 %t19, %a0, !dbg !46
  br i1 %t13, label %b2, label %b5, !dbg !46

b5:                                               ; preds = %"github.com/kernlab/kern/bench/kernels.ExpSin.exit", %entry
  ret void, !dbg !46
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eExpSin_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #2 !dbg !228 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !229
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !229
  %t2 = sext i32 %.1 to i64, !dbg !229
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !229
  %t4 = sext i32 %.2 to i64, !dbg !229
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !229
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !229
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !229, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !229
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !229
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !229, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !229
  %.15 = add i32 %.14, %.9, !dbg !229
  %.16 = udiv i32 %.15, %.6, !dbg !229
  %t8 = sext i32 %.16 to i64, !dbg !229
  %t9 = mul nsw i64 %t6, %t4, !dbg !229
  %t10 = add nsw i64 %t9, %t2, !dbg !229
  %t11 = mul nsw i64 %t8, %t6, !dbg !229
  %t12 = icmp sgt i64 %a1, 7, !dbg !229
  %t13 = icmp sgt i64 %a1, 6, !dbg !229
  %t14 = icmp sgt i64 %a1, 5, !dbg !229
  %t15 = icmp sgt i64 %a1, 4, !dbg !229
  %t16 = icmp sgt i64 %a1, 3, !dbg !229
  %t17 = icmp sgt i64 %a1, 2, !dbg !229
  %t18 = icmp sgt i64 %a1, 1, !dbg !229
  %t19 = icmp sgt i64 %a1, 0, !dbg !229
  %t211 = icmp slt i64 %t10, %a0, !dbg !229
  br i1 %t211, label %b2.lr.ph, label %b21, !dbg !229

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
  br label %b2, !dbg !229

b2:                                               ; preds = %b2.lr.ph, %"github.com/kernlab/kern/bench/kernels.ExpSin.exit"
  %t202 = phi i64 [ %t10, %b2.lr.ph ], [ %t94, %"github.com/kernlab/kern/bench/kernels.ExpSin.exit" ]
  br i1 %t12, label %b3, label %b4, !dbg !229

b3:                                               ; preds = %b2
  %t202.frozen = freeze i64 %t202
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t202.frozen, %.20.frozen, !dbg !229
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t202.frozen, %14
  %.22 = select i1 %.17, i64 %t202, i64 %.21.decomposed, !dbg !229
  %.28 = sub i64 0, %t202, !dbg !229
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !229
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !229
  %t24 = mul i64 %.22, %a19, !dbg !229
  %t25 = mul i64 %.22, %a28, !dbg !229
  br label %b4, !dbg !229

b4:                                               ; preds = %b3, %b2
  %t26 = phi i64 [ %.30, %b3 ], [ %t202, %b2 ]
  %t27 = phi i64 [ %t24, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  br i1 %t13, label %b5, label %b6, !dbg !229

b5:                                               ; preds = %b4
  %t26.frozen = freeze i64 %t26
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t26.frozen, %.34.frozen, !dbg !229
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t26.frozen, %15
  %.36 = select i1 %.31, i64 %t26, i64 %.35.decomposed, !dbg !229
  %.42 = sub i64 0, %t26, !dbg !229
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !229
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !229
  %t31 = mul i64 %.36, %a18, !dbg !229
  %t32 = add i64 %t31, %t27, !dbg !229
  %t33 = mul i64 %.36, %a27, !dbg !229
  %t34 = add i64 %t33, %t28, !dbg !229
  br label %b6, !dbg !229

b6:                                               ; preds = %b5, %b4
  %t35 = phi i64 [ %.44, %b5 ], [ %t26, %b4 ]
  %t36 = phi i64 [ %t32, %b5 ], [ %t27, %b4 ]
  %t37 = phi i64 [ %t34, %b5 ], [ %t28, %b4 ]
  br i1 %t14, label %b7, label %b8, !dbg !229

b7:                                               ; preds = %b6
  %t35.frozen = freeze i64 %t35
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t35.frozen, %.48.frozen, !dbg !229
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t35.frozen, %16
  %.50 = select i1 %.45, i64 %t35, i64 %.49.decomposed, !dbg !229
  %.56 = sub i64 0, %t35, !dbg !229
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !229
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !229
  %t40 = mul i64 %.50, %a17, !dbg !229
  %t41 = add i64 %t40, %t36, !dbg !229
  %t42 = mul i64 %.50, %a26, !dbg !229
  %t43 = add i64 %t42, %t37, !dbg !229
  br label %b8, !dbg !229

b8:                                               ; preds = %b7, %b6
  %t44 = phi i64 [ %.58, %b7 ], [ %t35, %b6 ]
  %t45 = phi i64 [ %t41, %b7 ], [ %t36, %b6 ]
  %t46 = phi i64 [ %t43, %b7 ], [ %t37, %b6 ]
  br i1 %t15, label %b9, label %b10, !dbg !229

b9:                                               ; preds = %b8
  %t44.frozen = freeze i64 %t44
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t44.frozen, %.62.frozen, !dbg !229
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t44.frozen, %17
  %.64 = select i1 %.59, i64 %t44, i64 %.63.decomposed, !dbg !229
  %.70 = sub i64 0, %t44, !dbg !229
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !229
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !229
  %t49 = mul i64 %.64, %a16, !dbg !229
  %t50 = add i64 %t49, %t45, !dbg !229
  %t51 = mul i64 %.64, %a25, !dbg !229
  %t52 = add i64 %t51, %t46, !dbg !229
  br label %b10, !dbg !229

b10:                                              ; preds = %b9, %b8
  %t53 = phi i64 [ %.72, %b9 ], [ %t44, %b8 ]
  %t54 = phi i64 [ %t50, %b9 ], [ %t45, %b8 ]
  %t55 = phi i64 [ %t52, %b9 ], [ %t46, %b8 ]
  br i1 %t16, label %b11, label %b12, !dbg !229

b11:                                              ; preds = %b10
  %t53.frozen = freeze i64 %t53
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t53.frozen, %.76.frozen, !dbg !229
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t53.frozen, %18
  %.78 = select i1 %.73, i64 %t53, i64 %.77.decomposed, !dbg !229
  %.84 = sub i64 0, %t53, !dbg !229
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !229
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !229
  %t58 = mul i64 %.78, %a15, !dbg !229
  %t59 = add i64 %t58, %t54, !dbg !229
  %t60 = mul i64 %.78, %a24, !dbg !229
  %t61 = add i64 %t60, %t55, !dbg !229
  br label %b12, !dbg !229

b12:                                              ; preds = %b11, %b10
  %t62 = phi i64 [ %.86, %b11 ], [ %t53, %b10 ]
  %t63 = phi i64 [ %t59, %b11 ], [ %t54, %b10 ]
  %t64 = phi i64 [ %t61, %b11 ], [ %t55, %b10 ]
  br i1 %t17, label %b13, label %b14, !dbg !229

b13:                                              ; preds = %b12
  %t62.frozen = freeze i64 %t62
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t62.frozen, %.90.frozen, !dbg !229
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t62.frozen, %19
  %.92 = select i1 %.87, i64 %t62, i64 %.91.decomposed, !dbg !229
  %.98 = sub i64 0, %t62, !dbg !229
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !229
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !229
  %t67 = mul i64 %.92, %a14, !dbg !229
  %t68 = add i64 %t67, %t63, !dbg !229
  %t69 = mul i64 %.92, %a23, !dbg !229
  %t70 = add i64 %t69, %t64, !dbg !229
  br label %b14, !dbg !229

b14:                                              ; preds = %b13, %b12
  %t71 = phi i64 [ %.100, %b13 ], [ %t62, %b12 ]
  %t72 = phi i64 [ %t68, %b13 ], [ %t63, %b12 ]
  %t73 = phi i64 [ %t70, %b13 ], [ %t64, %b12 ]
  br i1 %t18, label %b15, label %b16, !dbg !229

b15:                                              ; preds = %b14
  %t71.frozen = freeze i64 %t71
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t71.frozen, %.104.frozen, !dbg !229
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t71.frozen, %20
  %.106 = select i1 %.101, i64 %t71, i64 %.105.decomposed, !dbg !229
  %.112 = sub i64 0, %t71, !dbg !229
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !229
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !229
  %t76 = mul i64 %.106, %a13, !dbg !229
  %t77 = add i64 %t76, %t72, !dbg !229
  %t78 = mul i64 %.106, %a22, !dbg !229
  %t79 = add i64 %t78, %t73, !dbg !229
  br label %b16, !dbg !229

b16:                                              ; preds = %b15, %b14
  %t80 = phi i64 [ %.114, %b15 ], [ %t71, %b14 ]
  %t81 = phi i64 [ %t77, %b15 ], [ %t72, %b14 ]
  %t82 = phi i64 [ %t79, %b15 ], [ %t73, %b14 ]
  br i1 %t19, label %b17, label %b18, !dbg !229

b17:                                              ; preds = %b16
  %t83 = mul i64 %t80, %a12, !dbg !229
  %t84 = add i64 %t81, %t83, !dbg !229
  %t85 = mul i64 %t80, %a21, !dbg !229
  %t86 = add i64 %t82, %t85, !dbg !229
  br label %b18, !dbg !229

b18:                                              ; preds = %b17, %b16
  %t87 = phi i64 [ %t84, %b17 ], [ %t81, %b16 ]
  %t88 = phi i64 [ %t86, %b17 ], [ %t82, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !229

b19:                                              ; preds = %b18
  %t89 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t87, !dbg !229
  %.115 = load double, ptr addrspace(1) %t89, align 8, !dbg !229
  br label %b20, !dbg !229

b20:                                              ; preds = %b19, %b18
  %t91 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  %t0.i = fneg double %t91, !dbg !230
  %t1.i = fmul double %t91, %t0.i, !dbg !232
  %t2.i = fcmp uno double %t1.i, 0.000000e+00, !dbg !233
  br i1 %t2.i, label %b29.i, label %b2.i, !dbg !234

b2.i:                                             ; preds = %b20
  %t3.i = fcmp ogt double %t1.i, 0x40862E42FEFA39EF, !dbg !235
  br i1 %t3.i, label %b29.i, label %b4.i, !dbg !235

b4.i:                                             ; preds = %b2.i
  %t4.i = fcmp olt double %t1.i, 0xC0874910D52D3051, !dbg !236
  br i1 %t4.i, label %b29.i, label %b6.i, !dbg !236

b6.i:                                             ; preds = %b4.i
  %t5.i = fcmp ogt double %t1.i, 0xBE30000000000000, !dbg !237
  %t6.i = fcmp olt double %t1.i, 0x3E30000000000000, !dbg !238
  %t7.i = and i1 %t5.i, %t6.i, !dbg !238
  br i1 %t7.i, label %b7.i, label %b8.i, !dbg !237

b7.i:                                             ; preds = %b6.i
  %t8.i = fadd double %t1.i, 1.000000e+00, !dbg !239
  br label %b29.i, !dbg !240

b8.i:                                             ; preds = %b6.i
  %t9.i = fcmp olt double %t1.i, 0.000000e+00, !dbg !241
  br i1 %t9.i, label %b9.i, label %b27.i, !dbg !241

b9.i:                                             ; preds = %b8.i
  %t10.i = fmul double %t1.i, 0x3FF71547652B82FE, !dbg !242
  %t11.i = fadd double %t10.i, -5.000000e-01, !dbg !243
  %.1.i = fcmp oge double %t11.i, 0xC3E0000000000000, !dbg !244
  %.2.i = fcmp olt double %t11.i, 0x43E0000000000000, !dbg !244
  %.3.i = and i1 %.1.i, %.2.i, !dbg !244
  %21 = fptosi double %t11.i to i64, !dbg !244
  %.6.i = select i1 %.3.i, i64 %21, i64 -9223372036854775808, !dbg !244
  br label %b10.i, !dbg !244

b10.i:                                            ; preds = %b28.i, %b27.i, %b9.i
  %t13.i = phi i64 [ %.6.i, %b9.i ], [ 0, %b27.i ], [ %.13.i, %b28.i ]
  %t14.i = sitofp i64 %t13.i to double, !dbg !245
  %t15.i = fmul double %t14.i, 0x3FE62E42FEE00000, !dbg !246
  %t16.i = fsub double %t1.i, %t15.i, !dbg !247
  %t17.i = fmul double %t14.i, 0x3DEA39EF35793C76, !dbg !248
  %t18.i = fsub double %t16.i, %t17.i, !dbg !249
  %t19.i = fmul double %t18.i, %t18.i, !dbg !250
  %t20.i = fmul double %t19.i, 0x3E66376972BEA4D0, !dbg !251
  %t21.i = fadd double %t20.i, 0xBEBBBD41C5D26BF1, !dbg !252
  %t22.i = fmul double %t19.i, %t21.i, !dbg !253
  %t23.i = fadd double %t22.i, 0x3F11566AAF25DE2C, !dbg !254
  %t24.i = fmul double %t19.i, %t23.i, !dbg !255
  %t25.i = fadd double %t24.i, 0xBF66C16C16BEBD93, !dbg !256
  %t26.i = fmul double %t19.i, %t25.i, !dbg !257
  %t27.i = fadd double %t26.i, 0x3FC5555555555555, !dbg !258
  %t28.i = fmul double %t19.i, %t27.i, !dbg !259
  %t29.i = fsub double %t18.i, %t28.i, !dbg !260
  %t30.i = fmul double %t18.i, %t29.i, !dbg !261
  %t31.i = fsub double 2.000000e+00, %t29.i, !dbg !262
  %t32.i = fdiv double %t30.i, %t31.i, !dbg !263
  %t33.i = fsub double %t17.i, %t32.i, !dbg !264
  %22 = fsub double %t16.i, %t33.i, !dbg !265
  %t35.i = fadd double %22, 1.000000e+00, !dbg !265
  %t36.i = fcmp oeq double %t35.i, 0.000000e+00, !dbg !266
  br i1 %t36.i, label %b29.i, label %b12.i, !dbg !266

b12.i:                                            ; preds = %b10.i
  %t37.i = tail call double @llvm.fabs.f64(double %t35.i), !dbg !267
  %t38.i = fcmp ogt double %t37.i, 0x7FEFFFFFFFFFFFFF, !dbg !268
  %t39.i = fcmp uno double %t35.i, 0.000000e+00, !dbg !233
  %t40.i = or i1 %t39.i, %t38.i, !dbg !269
  br i1 %t40.i, label %b29.i, label %b14.i, !dbg !270

b14.i:                                            ; preds = %b12.i
  %t41.i = fcmp olt double %t37.i, 0x10000000000000, !dbg !271
  %t42.i = fmul double %t35.i, 0x4330000000000000, !dbg !271
  %t43.i = select i1 %t41.i, double %t42.i, double %t35.i, !dbg !271
  %t44.i = select i1 %t41.i, i64 -52, i64 0, !dbg !271
  %t46.i = bitcast double %t43.i to i64, !dbg !272
  %t47.i = lshr i64 %t46.i, 52, !dbg !273
  %t49.i = and i64 %t47.i, 2047, !dbg !274
  %t50.i = add i64 %t13.i, -1023, !dbg !275
  %t45.i = add i64 %t50.i, %t44.i, !dbg !276
  %t51.i = add i64 %t45.i, %t49.i, !dbg !277
  %t52.i = icmp slt i64 %t51.i, -1075, !dbg !278
  br i1 %t52.i, label %b18.i, label %b19.i, !dbg !278

b18.i:                                            ; preds = %b14.i
  %t53.i = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t43.i), !dbg !279
  br label %b29.i, !dbg !280

b19.i:                                            ; preds = %b14.i
  %t54.i = icmp sgt i64 %t51.i, 1023, !dbg !281
  br i1 %t54.i, label %b20.i, label %b23.i, !dbg !281

b20.i:                                            ; preds = %b19.i
  %t55.i = fcmp olt double %t43.i, 0.000000e+00, !dbg !282
  %..i = select i1 %t55.i, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !283
  br label %b29.i, !dbg !283

b23.i:                                            ; preds = %b19.i
  %t56.i = icmp slt i64 %t51.i, -1022, !dbg !284
  %spec.select1.i = select i1 %t56.i, double 0x3CA0000000000000, double 1.000000e+00, !dbg !284
  %t60.i = and i64 %t46.i, -9218868437227405313, !dbg !285
  %23 = shl nsw i64 %t51.i, 52, !dbg !286
  %24 = add i64 %23, 238690780250636288, !dbg !286
  %t61.i = select i1 %t56.i, i64 %24, i64 %23, !dbg !286
  %t63.i = add i64 %t61.i, 4607182418800017408, !dbg !286
  %t64.i = or i64 %t63.i, %t60.i, !dbg !287
  %t65.i = bitcast i64 %t64.i to double, !dbg !288
  %t66.i = fmul double %spec.select1.i, %t65.i, !dbg !289
  br label %b29.i, !dbg !290

b27.i:                                            ; preds = %b8.i
  %t68.i = fcmp ogt double %t1.i, 0.000000e+00, !dbg !291
  br i1 %t68.i, label %b28.i, label %b10.i, !dbg !291

b28.i:                                            ; preds = %b27.i
  %t69.i = fmul double %t1.i, 0x3FF71547652B82FE, !dbg !292
  %t70.i = fadd double %t69.i, 5.000000e-01, !dbg !293
  %.8.i = fcmp oge double %t70.i, 0xC3E0000000000000, !dbg !294
  %.9.i = fcmp olt double %t70.i, 0x43E0000000000000, !dbg !294
  %.10.i = and i1 %.8.i, %.9.i, !dbg !294
  %25 = fptosi double %t70.i to i64, !dbg !294
  %.13.i = select i1 %.10.i, i64 %25, i64 -9223372036854775808, !dbg !294
  br label %b10.i, !dbg !294

b29.i:                                            ; preds = %b23.i, %b20.i, %b18.i, %b12.i, %b10.i, %b7.i, %b4.i, %b2.i, %b20
  %t72.i = phi double [ %t8.i, %b7.i ], [ %t1.i, %b20 ], [ 0x7FF0000000000000, %b2.i ], [ 0.000000e+00, %b4.i ], [ %t53.i, %b18.i ], [ %t66.i, %b23.i ], [ %t35.i, %b10.i ], [ %t35.i, %b12.i ], [ %..i, %b20.i ]
  %26 = fcmp ueq double %t91, 0.000000e+00, !dbg !295
  br i1 %26, label %"github.com/kernlab/kern/bench/kernels.ExpSin.exit", label %b31.i, !dbg !296

b31.i:                                            ; preds = %b29.i
  %t76.i = tail call double @llvm.fabs.f64(double %t91), !dbg !267
  %t77.i = fcmp ogt double %t76.i, 0x7FEFFFFFFFFFFFFF, !dbg !268
  br i1 %t77.i, label %"github.com/kernlab/kern/bench/kernels.ExpSin.exit", label %b33.i, !dbg !297

b33.i:                                            ; preds = %b31.i
  %t78.i = fcmp olt double %t91, 0.000000e+00, !dbg !298
  %t79.i = select i1 %t78.i, double %t0.i, double %t91, !dbg !298
  %t81.i = fcmp ult double %t79.i, 0x41C0000000000000, !dbg !299
  br i1 %t81.i, label %b50.i, label %b36.i, !dbg !299

b36.i:                                            ; preds = %b33.i
  %t82.i = fcmp olt double %t79.i, 0x3FE921FB54442D18, !dbg !300
  br i1 %t82.i, label %b42.i, label %b38.i, !dbg !300

b38.i:                                            ; preds = %b36.i
  %t83.i = bitcast double %t79.i to i64, !dbg !301
  %t84.i = lshr i64 %t83.i, 52, !dbg !302
  %t85.i = and i64 %t84.i, 2047, !dbg !303
  %t89.i = and i64 %t83.i, -9218868437227405313, !dbg !304
  %t90.i = or i64 %t89.i, 4503599627370496, !dbg !305
  %t91.i = add nsw i64 %t85.i, -1014, !dbg !306
  %t933.i = lshr i64 %t91.i, 6, !dbg !307
  %t94.i = and i64 %t91.i, 63, !dbg !308
  %t96.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t933.i, !dbg !309
  %.15.i = load i64, ptr addrspace(4) %t96.i, align 8, !dbg !309
  %.18.i = shl i64 %.15.i, %t94.i, !dbg !310
  %t99.i = add nuw nsw i64 %t933.i, 1, !dbg !311
  %t101.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t99.i, !dbg !312
  %.19.i = load i64, ptr addrspace(4) %t101.i, align 8, !dbg !312
  %t103.i = sub nsw i64 54, %t84.i, !dbg !313
  %.20.i = icmp eq i64 %t94.i, 0, !dbg !314
  %.21.i = and i64 %t103.i, 63, !dbg !314
  %.22.i = lshr i64 %.19.i, %.21.i, !dbg !314
  %t104.i = select i1 %.20.i, i64 0, i64 %.22.i, !dbg !314
  %t105.i = or i64 %t104.i, %.18.i, !dbg !315
  %.26.i = shl i64 %.19.i, %t94.i, !dbg !316
  %t108.i = add nuw nsw i64 %t933.i, 2, !dbg !317
  %t110.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t108.i, !dbg !318
  %.27.i = load i64, ptr addrspace(4) %t110.i, align 8, !dbg !318
  %.30.i = lshr i64 %.27.i, %.21.i, !dbg !319
  %t112.i = select i1 %.20.i, i64 0, i64 %.30.i, !dbg !319
  %t113.i = or i64 %t112.i, %.26.i, !dbg !320
  %.34.i = shl i64 %.27.i, %t94.i, !dbg !321
  %t116.i = add nuw nsw i64 %t933.i, 3, !dbg !322
  %t118.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t116.i, !dbg !323
  %.35.i = load i64, ptr addrspace(4) %t118.i, align 8, !dbg !323
  %.38.i = lshr i64 %.35.i, %.21.i, !dbg !324
  %t120.i = select i1 %.20.i, i64 0, i64 %.38.i, !dbg !324
  %t121.i = or i64 %t120.i, %.34.i, !dbg !325
  %t122.i = and i64 %t121.i, 4294967295, !dbg !326
  %t123.i = lshr i64 %t121.i, 32, !dbg !327
  %t124.i = and i64 %t83.i, 4294967295, !dbg !328
  %t125.i = lshr i64 %t90.i, 32, !dbg !329
  %t126.i = mul nuw i64 %t122.i, %t124.i, !dbg !330
  %t127.i = mul nuw i64 %t123.i, %t124.i, !dbg !331
  %t128.i = lshr i64 %t126.i, 32, !dbg !332
  %t129.i = add nuw i64 %t128.i, %t127.i, !dbg !333
  %t130.i = and i64 %t129.i, 4294967295, !dbg !334
  %t131.i = lshr i64 %t129.i, 32, !dbg !335
  %t132.i = mul nuw i64 %t122.i, %t125.i, !dbg !336
  %t133.i = add nuw i64 %t130.i, %t132.i, !dbg !337
  %t134.i = mul nuw i64 %t123.i, %t125.i, !dbg !338
  %t135.i = add nuw i64 %t131.i, %t134.i, !dbg !339
  %t136.i = lshr i64 %t133.i, 32, !dbg !340
  %t137.i = add nuw i64 %t135.i, %t136.i, !dbg !341
  %t138.i = and i64 %t113.i, 4294967295, !dbg !326
  %t139.i = lshr i64 %t113.i, 32, !dbg !327
  %t140.i = mul nuw i64 %t138.i, %t124.i, !dbg !330
  %t141.i = mul nuw i64 %t139.i, %t124.i, !dbg !331
  %t142.i = lshr i64 %t140.i, 32, !dbg !332
  %t143.i = add nuw i64 %t142.i, %t141.i, !dbg !333
  %t144.i = and i64 %t143.i, 4294967295, !dbg !334
  %t145.i = lshr i64 %t143.i, 32, !dbg !335
  %t146.i = mul nuw i64 %t138.i, %t125.i, !dbg !336
  %t147.i = add nuw i64 %t144.i, %t146.i, !dbg !337
  %t148.i = mul nuw i64 %t139.i, %t125.i, !dbg !338
  %t150.i = lshr i64 %t147.i, 32, !dbg !340
  %t152.i = mul i64 %t113.i, %t90.i, !dbg !342
  %t153.i = mul i64 %t105.i, %t90.i, !dbg !343
  %t154.i = add i64 %t137.i, %t152.i, !dbg !344
  %t155.i = and i64 %t137.i, %t152.i, !dbg !345
  %t156.i = or i64 %t137.i, %t152.i, !dbg !346
  %.39.i = xor i64 %t154.i, -1, !dbg !347
  %t157.i = and i64 %t156.i, %.39.i, !dbg !347
  %t158.i = or i64 %t157.i, %t155.i, !dbg !348
  %t159.i = lshr i64 %t158.i, 63, !dbg !349
  %t149.i = add i64 %t148.i, %t153.i, !dbg !339
  %t151.i = add i64 %t149.i, %t145.i, !dbg !341
  %t160.i = add i64 %t151.i, %t150.i, !dbg !344
  %t161.i = add i64 %t160.i, %t159.i, !dbg !350
  %t162.i = lshr i64 %t161.i, 61, !dbg !351
  %t165.i = tail call i64 @llvm.fshl.i64(i64 %t161.i, i64 %t154.i, i64 3), !dbg !352
  %.40.i = tail call i64 @llvm.ctlz.i64(i64 %t165.i, i1 false), !dbg !353, !range !184
  %t169.i = add nuw nsw i64 %.40.i, 1, !dbg !354
  %.41.i = icmp ult i64 %t165.i, 2, !dbg !355
  %.42.i = and i64 %t169.i, 63, !dbg !355
  %.43.i = shl i64 %t165.i, %.42.i, !dbg !355
  %t171.i = select i1 %.41.i, i64 2, i64 %.43.i, !dbg !355
  %t172.i = sub nsw i64 63, %.40.i, !dbg !356
  %.44.i = icmp eq i64 %t165.i, 0, !dbg !357
  %.45.i = and i64 %t172.i, 63, !dbg !357
  %.46.i = lshr i64 %t154.i, %.45.i, !dbg !357
  %t173.i = select i1 %.44.i, i64 0, i64 %.46.i, !dbg !357
  %t174.i = or i64 %t171.i, %t173.i, !dbg !358
  %t175.i = lshr i64 %t174.i, 12, !dbg !359
  %.neg.i = mul nsw i64 %.40.i, -4503599627370496, !dbg !360
  %t176.i = add nsw i64 %.neg.i, 4602678819172646912, !dbg !360
  %t177.i = or i64 %t175.i, %t176.i, !dbg !361
  %t178.i = bitcast i64 %t177.i to double, !dbg !362
  %27 = and i64 %t161.i, 2305843009213693952, !dbg !363
  %t180.not.i = icmp eq i64 %27, 0, !dbg !363
  %t181.i = add nuw nsw i64 %t162.i, 1, !dbg !364
  %t182.i = and i64 %t181.i, 7, !dbg !365
  %t183.i = fadd double %t178.i, -1.000000e+00, !dbg !366
  %spec.select.i = select i1 %t180.not.i, i64 %t162.i, i64 %t182.i, !dbg !363
  %spec.select4.i = select i1 %t180.not.i, double %t178.i, double %t183.i, !dbg !363
  %t186.i = fmul double %spec.select4.i, 0x3FE921FB54442D18, !dbg !367
  br label %b42.i, !dbg !368

b42.i:                                            ; preds = %b50.i, %b38.i, %b36.i
  %t189.i = phi i64 [ %t264.i, %b50.i ], [ %spec.select.i, %b38.i ], [ 0, %b36.i ]
  %t190.i = phi double [ %t270.i, %b50.i ], [ %t186.i, %b38.i ], [ %t79.i, %b36.i ]
  %t191.i = icmp ugt i64 %t189.i, 3, !dbg !369
  %t193.i = add nsw i64 %t189.i, -4, !dbg !370
  %spec.select5.i = xor i1 %t78.i, %t191.i, !dbg !369
  %spec.select6.i = select i1 %t191.i, i64 %t193.i, i64 %t189.i, !dbg !369
  %t196.i = fmul double %t190.i, %t190.i, !dbg !371
  %t195.off.i = add nsw i64 %spec.select6.i, -1, !dbg !372
  %switch.i = icmp ult i64 %t195.off.i, 2, !dbg !372
  br i1 %switch.i, label %b45.i, label %b49.i, !dbg !372

b45.i:                                            ; preds = %b42.i
  %t200.i = fmul double %t196.i, 5.000000e-01, !dbg !373
  %t201.i = fsub double 1.000000e+00, %t200.i, !dbg !374
  %t205.i = fmul double %t196.i, 0x3DA8FA49A0861A9B, !dbg !375
  %28 = fsub double 0x3E21EE9D7B4E3F05, %t205.i, !dbg !376
  br label %b46.i, !dbg !377

b46.i:                                            ; preds = %b49.i, %b45.i
  %t236.sink.i = phi double [ %t236.i, %b49.i ], [ %28, %b45.i ]
  %.sink9.i = phi double [ 0x3EC71DE3567D48A1, %b49.i ], [ 0xBE927E4F7EAC4BC6, %b45.i ]
  %.sink8.i = phi double [ 0xBF2A01A019BFDF03, %b49.i ], [ 0x3EFA01A019C844F5, %b45.i ]
  %.sink7.i = phi double [ 0x3F8111111110F7D0, %b49.i ], [ 0xBF56C16C16C14F91, %b45.i ]
  %.sink.i = phi double [ 0xBFC5555555555548, %b49.i ], [ 0x3FA555555555554B, %b45.i ]
  %t190.pn.i = phi double [ %t190.i, %b49.i ], [ %t196.i, %b45.i ]
  %t190.sink.i = phi double [ %t190.i, %b49.i ], [ %t201.i, %b45.i ]
  %t230.sink.i = fmul double %t196.i, %t190.pn.i, !dbg !378
  %t237.i = fmul double %t196.i, %t236.sink.i, !dbg !378
  %t240.i = fadd double %t237.i, %.sink9.i, !dbg !378
  %t241.i = fmul double %t196.i, %t240.i, !dbg !378
  %t244.i = fadd double %.sink8.i, %t241.i, !dbg !378
  %t245.i = fmul double %t196.i, %t244.i, !dbg !378
  %t248.i = fadd double %.sink7.i, %t245.i, !dbg !378
  %t249.i = fmul double %t196.i, %t248.i, !dbg !378
  %t252.i = fadd double %.sink.i, %t249.i, !dbg !378
  %t253.i = fmul double %t230.sink.i, %t252.i, !dbg !378
  %t254.i = fadd double %t190.sink.i, %t253.i, !dbg !378
  %t228.i = fneg double %t254.i
  %spec.select2.i = select i1 %spec.select5.i, double %t228.i, double %t254.i, !dbg !379
  br label %"github.com/kernlab/kern/bench/kernels.ExpSin.exit", !dbg !380

b49.i:                                            ; preds = %b42.i
  %t233.i = fmul double %t196.i, 0x3DE5D8FD1FD19CCD, !dbg !381
  %t236.i = fadd double %t233.i, 0xBE5AE5E5A9291F5D, !dbg !382
  br label %b46.i, !dbg !383

b50.i:                                            ; preds = %b33.i
  %t255.i = fmul double %t79.i, 0x3FF45F306DC9C883, !dbg !384
  %.59.i = fcmp olt double %t255.i, 0x43E0000000000000, !dbg !385
  %.60.i = fcmp oge double %t255.i, 0xC3E0000000000000, !dbg !385
  %.62.i = and i1 %.60.i, %.59.i, !dbg !385
  %29 = fptosi double %t255.i to i64, !dbg !385
  %.65.i = select i1 %.62.i, i64 %29, i64 -9223372036854775808, !dbg !385
  %.66.i = fadd double %t255.i, 0xC3E0000000000000, !dbg !385
  %.67.i = fcmp oge double %.66.i, 0xC3E0000000000000, !dbg !385
  %.68.i = fcmp olt double %.66.i, 0x43E0000000000000, !dbg !385
  %.69.i = and i1 %.67.i, %.68.i, !dbg !385
  %30 = fptosi double %.66.i to i64, !dbg !385
  %.op.i = or i64 %30, -9223372036854775808, !dbg !385
  %.73.i = select i1 %.69.i, i64 %.op.i, i64 -9223372036854775808, !dbg !385
  %.74.i = select i1 %.59.i, i64 %.65.i, i64 %.73.i, !dbg !385
  %t257.i = uitofp i64 %.74.i to double, !dbg !386
  %t258.i = and i64 %.74.i, 1, !dbg !387
  %t259.not.i = icmp eq i64 %t258.i, 0, !dbg !388
  %t261.i = fadd double %t257.i, 1.000000e+00, !dbg !388
  %not.t259.not.i = xor i1 %t259.not.i, true, !dbg !388
  %t260.i = zext i1 %not.t259.not.i to i64, !dbg !388
  %t262.i = add i64 %.74.i, %t260.i, !dbg !388
  %t263.i = select i1 %t259.not.i, double %t257.i, double %t261.i, !dbg !388
  %t264.i = and i64 %t262.i, 7, !dbg !389
  %t265.i = fmul double %t263.i, 0x3FE921FB40000000, !dbg !390
  %t266.i = fsub double %t79.i, %t265.i, !dbg !391
  %t267.i = fmul double %t263.i, 0x3E64442D00000000, !dbg !392
  %t268.i = fsub double %t266.i, %t267.i, !dbg !393
  %t269.i = fmul double %t263.i, 0x3CE8469898CC5170, !dbg !394
  %t270.i = fsub double %t268.i, %t269.i, !dbg !395
  br label %b42.i, !dbg !395

"github.com/kernlab/kern/bench/kernels.ExpSin.exit": ; preds = %b29.i, %b31.i, %b46.i
  %t271.i = phi double [ %spec.select2.i, %b46.i ], [ %t91, %b29.i ], [ 0x7FF8000000000001, %b31.i ]
  %t272.i = fmul double %t72.i, %t271.i, !dbg !396
  %t93 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t88, !dbg !229
  store double %t272.i, ptr addrspace(1) %t93, align 8, !dbg !229
  %t94 = add i64 %t202, %t11, !dbg !229
  %t21 = icmp slt i64 %t94, %a0, !dbg !229
  br i1 %t21, label %b2, label %b21, !dbg !229

b21:                                              ; preds = %"github.com/kernlab/kern/bench/kernels.ExpSin.exit", %entry
  ret void, !dbg !229
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eTriage_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i32 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !397 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !398
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !398
  %t2 = sext i32 %.1 to i64, !dbg !398
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !398
  %t4 = sext i32 %.2 to i64, !dbg !398
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !398
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !398
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !398, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !398
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !398
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !398, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !398
  %.15 = add i32 %.14, %.9, !dbg !398
  %.16 = udiv i32 %.15, %.6, !dbg !398
  %t8 = sext i32 %.16 to i64, !dbg !398
  %t9 = mul nsw i64 %t6, %t4, !dbg !398
  %t10 = add nsw i64 %t9, %t2, !dbg !398
  %t11 = mul nsw i64 %t8, %t6, !dbg !398
  %t131 = icmp slt i64 %t10, %a0, !dbg !398
  br i1 %t131, label %b2, label %b10, !dbg !398

b2:                                               ; preds = %entry, %b9
  %t122 = phi i64 [ %t26, %b9 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !398

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t122, !dbg !398
  %.17 = load i32, ptr addrspace(1) %t14, align 4, !dbg !398
  br label %b4, !dbg !398

b4:                                               ; preds = %b3, %b2
  %t16 = phi i32 [ %.17, %b3 ], [ %a2, %b2 ]
  %t17 = icmp slt i32 %t16, 0, !dbg !399
  br i1 %t17, label %b5, label %b6, !dbg !399

b5:                                               ; preds = %b4
  %t18 = mul i32 %t16, -2, !dbg !400
  br label %b9, !dbg !401

b6:                                               ; preds = %b4
  %t19 = icmp ugt i32 %t16, 1000, !dbg !402
  br i1 %t19, label %b7, label %b8, !dbg !402

b7:                                               ; preds = %b6
  %t20 = and i32 %t16, 7, !dbg !403
  %t21 = or i32 %t20, 1000, !dbg !404
  br label %b9, !dbg !405

b8:                                               ; preds = %b6
  %t22 = mul nuw nsw i32 %t16, 3, !dbg !406
  %t23 = add nuw nsw i32 %t22, 1, !dbg !407
  br label %b9, !dbg !408

b9:                                               ; preds = %b8, %b7, %b5
  %t24 = phi i32 [ %t18, %b5 ], [ %t21, %b7 ], [ %t23, %b8 ]
  %t25 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t122, !dbg !398
  store i32 %t24, ptr addrspace(1) %t25, align 4, !dbg !398
  %t26 = add i64 %t122, %t11, !dbg !398
  %t13 = icmp slt i64 %t26, %a0, !dbg !398
  br i1 %t13, label %b2, label %b10, !dbg !398

b10:                                              ; preds = %b9, %entry
  ret void, !dbg !398
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eTriage_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i32 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #2 !dbg !409 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !410
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !410
  %t2 = sext i32 %.1 to i64, !dbg !410
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !410
  %t4 = sext i32 %.2 to i64, !dbg !410
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !410
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !410
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !410, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !410
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !410
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !410, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !410
  %.15 = add i32 %.14, %.9, !dbg !410
  %.16 = udiv i32 %.15, %.6, !dbg !410
  %t8 = sext i32 %.16 to i64, !dbg !410
  %t9 = mul nsw i64 %t6, %t4, !dbg !410
  %t10 = add nsw i64 %t9, %t2, !dbg !410
  %t11 = mul nsw i64 %t8, %t6, !dbg !410
  %t12 = icmp sgt i64 %a1, 7, !dbg !410
  %t13 = icmp sgt i64 %a1, 6, !dbg !410
  %t14 = icmp sgt i64 %a1, 5, !dbg !410
  %t15 = icmp sgt i64 %a1, 4, !dbg !410
  %t16 = icmp sgt i64 %a1, 3, !dbg !410
  %t17 = icmp sgt i64 %a1, 2, !dbg !410
  %t18 = icmp sgt i64 %a1, 1, !dbg !410
  %t19 = icmp sgt i64 %a1, 0, !dbg !410
  %t211 = icmp slt i64 %t10, %a0, !dbg !410
  br i1 %t211, label %b2.lr.ph, label %b26, !dbg !410

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
  br label %b2, !dbg !410

b2:                                               ; preds = %b2.lr.ph, %b25
  %t202 = phi i64 [ %t10, %b2.lr.ph ], [ %t101, %b25 ]
  br i1 %t12, label %b3, label %b4, !dbg !410

b3:                                               ; preds = %b2
  %t202.frozen = freeze i64 %t202
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t202.frozen, %.20.frozen, !dbg !410
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t202.frozen, %14
  %.22 = select i1 %.17, i64 %t202, i64 %.21.decomposed, !dbg !410
  %.28 = sub i64 0, %t202, !dbg !410
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !410
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !410
  %t24 = mul i64 %.22, %a19, !dbg !410
  %t25 = mul i64 %.22, %a28, !dbg !410
  br label %b4, !dbg !410

b4:                                               ; preds = %b3, %b2
  %t26 = phi i64 [ %.30, %b3 ], [ %t202, %b2 ]
  %t27 = phi i64 [ %t24, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  br i1 %t13, label %b5, label %b6, !dbg !410

b5:                                               ; preds = %b4
  %t26.frozen = freeze i64 %t26
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t26.frozen, %.34.frozen, !dbg !410
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t26.frozen, %15
  %.36 = select i1 %.31, i64 %t26, i64 %.35.decomposed, !dbg !410
  %.42 = sub i64 0, %t26, !dbg !410
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !410
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !410
  %t31 = mul i64 %.36, %a18, !dbg !410
  %t32 = add i64 %t31, %t27, !dbg !410
  %t33 = mul i64 %.36, %a27, !dbg !410
  %t34 = add i64 %t33, %t28, !dbg !410
  br label %b6, !dbg !410

b6:                                               ; preds = %b5, %b4
  %t35 = phi i64 [ %.44, %b5 ], [ %t26, %b4 ]
  %t36 = phi i64 [ %t32, %b5 ], [ %t27, %b4 ]
  %t37 = phi i64 [ %t34, %b5 ], [ %t28, %b4 ]
  br i1 %t14, label %b7, label %b8, !dbg !410

b7:                                               ; preds = %b6
  %t35.frozen = freeze i64 %t35
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t35.frozen, %.48.frozen, !dbg !410
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t35.frozen, %16
  %.50 = select i1 %.45, i64 %t35, i64 %.49.decomposed, !dbg !410
  %.56 = sub i64 0, %t35, !dbg !410
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !410
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !410
  %t40 = mul i64 %.50, %a17, !dbg !410
  %t41 = add i64 %t40, %t36, !dbg !410
  %t42 = mul i64 %.50, %a26, !dbg !410
  %t43 = add i64 %t42, %t37, !dbg !410
  br label %b8, !dbg !410

b8:                                               ; preds = %b7, %b6
  %t44 = phi i64 [ %.58, %b7 ], [ %t35, %b6 ]
  %t45 = phi i64 [ %t41, %b7 ], [ %t36, %b6 ]
  %t46 = phi i64 [ %t43, %b7 ], [ %t37, %b6 ]
  br i1 %t15, label %b9, label %b10, !dbg !410

b9:                                               ; preds = %b8
  %t44.frozen = freeze i64 %t44
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t44.frozen, %.62.frozen, !dbg !410
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t44.frozen, %17
  %.64 = select i1 %.59, i64 %t44, i64 %.63.decomposed, !dbg !410
  %.70 = sub i64 0, %t44, !dbg !410
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !410
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !410
  %t49 = mul i64 %.64, %a16, !dbg !410
  %t50 = add i64 %t49, %t45, !dbg !410
  %t51 = mul i64 %.64, %a25, !dbg !410
  %t52 = add i64 %t51, %t46, !dbg !410
  br label %b10, !dbg !410

b10:                                              ; preds = %b9, %b8
  %t53 = phi i64 [ %.72, %b9 ], [ %t44, %b8 ]
  %t54 = phi i64 [ %t50, %b9 ], [ %t45, %b8 ]
  %t55 = phi i64 [ %t52, %b9 ], [ %t46, %b8 ]
  br i1 %t16, label %b11, label %b12, !dbg !410

b11:                                              ; preds = %b10
  %t53.frozen = freeze i64 %t53
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t53.frozen, %.76.frozen, !dbg !410
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t53.frozen, %18
  %.78 = select i1 %.73, i64 %t53, i64 %.77.decomposed, !dbg !410
  %.84 = sub i64 0, %t53, !dbg !410
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !410
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !410
  %t58 = mul i64 %.78, %a15, !dbg !410
  %t59 = add i64 %t58, %t54, !dbg !410
  %t60 = mul i64 %.78, %a24, !dbg !410
  %t61 = add i64 %t60, %t55, !dbg !410
  br label %b12, !dbg !410

b12:                                              ; preds = %b11, %b10
  %t62 = phi i64 [ %.86, %b11 ], [ %t53, %b10 ]
  %t63 = phi i64 [ %t59, %b11 ], [ %t54, %b10 ]
  %t64 = phi i64 [ %t61, %b11 ], [ %t55, %b10 ]
  br i1 %t17, label %b13, label %b14, !dbg !410

b13:                                              ; preds = %b12
  %t62.frozen = freeze i64 %t62
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t62.frozen, %.90.frozen, !dbg !410
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t62.frozen, %19
  %.92 = select i1 %.87, i64 %t62, i64 %.91.decomposed, !dbg !410
  %.98 = sub i64 0, %t62, !dbg !410
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !410
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !410
  %t67 = mul i64 %.92, %a14, !dbg !410
  %t68 = add i64 %t67, %t63, !dbg !410
  %t69 = mul i64 %.92, %a23, !dbg !410
  %t70 = add i64 %t69, %t64, !dbg !410
  br label %b14, !dbg !410

b14:                                              ; preds = %b13, %b12
  %t71 = phi i64 [ %.100, %b13 ], [ %t62, %b12 ]
  %t72 = phi i64 [ %t68, %b13 ], [ %t63, %b12 ]
  %t73 = phi i64 [ %t70, %b13 ], [ %t64, %b12 ]
  br i1 %t18, label %b15, label %b16, !dbg !410

b15:                                              ; preds = %b14
  %t71.frozen = freeze i64 %t71
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t71.frozen, %.104.frozen, !dbg !410
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t71.frozen, %20
  %.106 = select i1 %.101, i64 %t71, i64 %.105.decomposed, !dbg !410
  %.112 = sub i64 0, %t71, !dbg !410
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !410
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !410
  %t76 = mul i64 %.106, %a13, !dbg !410
  %t77 = add i64 %t76, %t72, !dbg !410
  %t78 = mul i64 %.106, %a22, !dbg !410
  %t79 = add i64 %t78, %t73, !dbg !410
  br label %b16, !dbg !410

b16:                                              ; preds = %b15, %b14
  %t80 = phi i64 [ %.114, %b15 ], [ %t71, %b14 ]
  %t81 = phi i64 [ %t77, %b15 ], [ %t72, %b14 ]
  %t82 = phi i64 [ %t79, %b15 ], [ %t73, %b14 ]
  br i1 %t19, label %b17, label %b18, !dbg !410

b17:                                              ; preds = %b16
  %t83 = mul i64 %t80, %a12, !dbg !410
  %t84 = add i64 %t81, %t83, !dbg !410
  %t85 = mul i64 %t80, %a21, !dbg !410
  %t86 = add i64 %t82, %t85, !dbg !410
  br label %b18, !dbg !410

b18:                                              ; preds = %b17, %b16
  %t87 = phi i64 [ %t84, %b17 ], [ %t81, %b16 ]
  %t88 = phi i64 [ %t86, %b17 ], [ %t82, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !410

b19:                                              ; preds = %b18
  %t89 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t87, !dbg !410
  %.115 = load i32, ptr addrspace(1) %t89, align 4, !dbg !410
  br label %b20, !dbg !410

b20:                                              ; preds = %b19, %b18
  %t91 = phi i32 [ %.115, %b19 ], [ %a11, %b18 ]
  %t92 = icmp slt i32 %t91, 0, !dbg !411
  br i1 %t92, label %b21, label %b22, !dbg !411

b21:                                              ; preds = %b20
  %t93 = mul i32 %t91, -2, !dbg !412
  br label %b25, !dbg !413

b22:                                              ; preds = %b20
  %t94 = icmp ugt i32 %t91, 1000, !dbg !414
  br i1 %t94, label %b23, label %b24, !dbg !414

b23:                                              ; preds = %b22
  %t95 = and i32 %t91, 7, !dbg !415
  %t96 = or i32 %t95, 1000, !dbg !416
  br label %b25, !dbg !417

b24:                                              ; preds = %b22
  %t97 = mul nuw nsw i32 %t91, 3, !dbg !418
  %t98 = add nuw nsw i32 %t97, 1, !dbg !419
  br label %b25, !dbg !420

b25:                                              ; preds = %b24, %b23, %b21
  %t99 = phi i32 [ %t93, %b21 ], [ %t96, %b23 ], [ %t98, %b24 ]
  %t100 = getelementptr inbounds i32, ptr addrspace(1) %a20, i64 %t88, !dbg !410
  store i32 %t99, ptr addrspace(1) %t100, align 4, !dbg !410
  %t101 = add i64 %t202, %t11, !dbg !410
  %t21 = icmp slt i64 %t101, %a0, !dbg !410
  br i1 %t21, label %b2, label %b26, !dbg !410

b26:                                              ; preds = %b25, %entry
  ret void, !dbg !410
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !421 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !422
  %t3 = sext i32 %.1 to i64, !dbg !422
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !422
  %t5 = sext i32 %.2 to i64, !dbg !422
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !422
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !422
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !dbg !422, !invariant.load !6
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !422
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !dbg !422, !invariant.load !6
  %.9 = zext i16 %.8 to i32, !dbg !422
  %.10 = add i32 %.5, -1, !dbg !422
  %.11 = add i32 %.10, %.9, !dbg !422
  %.12 = udiv i32 %.11, %.9, !dbg !422
  %t7 = sext i32 %.12 to i64, !dbg !422
  %t8 = shl nsw i64 %t5, 8, !dbg !422
  %t9 = add nsw i64 %t8, %t3, !dbg !422
  %t10 = shl nsw i64 %t7, 8, !dbg !422
  %t11 = icmp slt i64 %t9, %a0, !dbg !422
  br i1 %t11, label %b1, label %b2, !dbg !422

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2, !dbg !422
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t12, !dbg !422
  %.13 = load float, ptr addrspace(1) %t13, align 4, !dbg !422, !amdgpu.noclobber !6
  br label %b2, !dbg !422

b2:                                               ; preds = %b1, %entry
  %t15 = phi float [ %.13, %b1 ], [ 0.000000e+00, %entry ]
  %t17 = add nsw i64 %t10, %t9, !dbg !422
  %t18 = shl nsw i64 %t7, 11, !dbg !422
  %t19 = mul nsw i64 %t7, 1792, !dbg !422
  %t20 = sub i64 %a0, %t19, !dbg !422
  %t26 = mul i64 %t17, %a2, !dbg !422
  %t28 = mul i64 %t18, %a2, !dbg !422
  %t29 = mul i64 %t10, %a2, !dbg !422
  %t618 = icmp slt i64 %t17, %t20, !dbg !422
  br i1 %t618, label %b4.preheader, label %b5, !dbg !422

b4.preheader:                                     ; preds = %b2
  %t47 = mul i64 %t19, %a2, !dbg !422
  %t48 = add i64 %t26, %t47, !dbg !422
  %t49 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t48, !dbg !422
  %t21 = mul i64 %t7, %a2, !dbg !422
  %t44 = mul i64 %t21, 1536, !dbg !422
  %t45 = add i64 %t26, %t44, !dbg !422
  %t46 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t45, !dbg !422
  %t41 = mul i64 %t21, 1280, !dbg !422
  %t42 = add i64 %t26, %t41, !dbg !422
  %t43 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t42, !dbg !422
  %t38 = shl i64 %t21, 10, !dbg !422
  %t39 = add i64 %t26, %t38, !dbg !422
  %t40 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t39, !dbg !422
  %t35 = mul i64 %t21, 768, !dbg !422
  %t36 = add i64 %t26, %t35, !dbg !422
  %t37 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t36, !dbg !422
  %t32 = shl i64 %t21, 9, !dbg !422
  %t33 = add i64 %t26, %t32, !dbg !422
  %t34 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t33, !dbg !422
  %t30 = add i64 %t26, %t29, !dbg !422
  %t31 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t30, !dbg !422
  %t27 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t26, !dbg !422
  br label %b4, !dbg !422

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
  %.14 = load float, ptr addrspace(1) %t5716, align 4, !dbg !422
  %.15 = load float, ptr addrspace(1) %t5615, align 4, !dbg !422
  %.16 = load float, ptr addrspace(1) %t5514, align 4, !dbg !422
  %.17 = load float, ptr addrspace(1) %t5413, align 4, !dbg !422
  %.18 = load float, ptr addrspace(1) %t5312, align 4, !dbg !422
  %.19 = load float, ptr addrspace(1) %t5211, align 4, !dbg !422
  %.20 = load float, ptr addrspace(1) %t5110, align 4, !dbg !422
  %.21 = load float, ptr addrspace(1) %t509, align 4, !dbg !422
  %t70 = fadd float %t5918, %.14, !dbg !423
  %t71 = fadd float %t70, %.15, !dbg !423
  %t72 = fadd float %t71, %.16, !dbg !423
  %t73 = fadd float %t72, %.17, !dbg !423
  %t74 = fadd float %t73, %.18, !dbg !423
  %t75 = fadd float %t74, %.19, !dbg !423
  %t76 = fadd float %t75, %.20, !dbg !423
  %t77 = fadd float %t76, %.21, !dbg !423
  %t78 = add i64 %t5817, %t18, !dbg !422
  %t79 = getelementptr inbounds float, ptr addrspace(1) %t5716, i64 %t28, !dbg !422
  %t80 = getelementptr inbounds float, ptr addrspace(1) %t5615, i64 %t28, !dbg !422
  %t81 = getelementptr inbounds float, ptr addrspace(1) %t5514, i64 %t28, !dbg !422
  %t82 = getelementptr inbounds float, ptr addrspace(1) %t5413, i64 %t28, !dbg !422
  %t83 = getelementptr inbounds float, ptr addrspace(1) %t5312, i64 %t28, !dbg !422
  %t84 = getelementptr inbounds float, ptr addrspace(1) %t5211, i64 %t28, !dbg !422
  %t85 = getelementptr inbounds float, ptr addrspace(1) %t5110, i64 %t28, !dbg !422
  %t86 = getelementptr inbounds float, ptr addrspace(1) %t509, i64 %t28, !dbg !422
  %t61 = icmp slt i64 %t78, %t20, !dbg !422
  br i1 %t61, label %b4, label %b5.loopexit, !dbg !422

b5.loopexit:                                      ; preds = %b4
  %.pre = mul i64 %t78, %a2, !dbg !422
  br label %b5, !dbg !422

b5:                                               ; preds = %b5.loopexit, %b2
  %t87.pre-phi = phi i64 [ %.pre, %b5.loopexit ], [ %t26, %b2 ], !dbg !422
  %t58.lcssa = phi i64 [ %t78, %b5.loopexit ], [ %t17, %b2 ]
  %t59.lcssa = phi float [ %t77, %b5.loopexit ], [ %t15, %b2 ]
  %t9220 = icmp slt i64 %t58.lcssa, %a0, !dbg !422
  br i1 %t9220, label %b7.preheader, label %b8, !dbg !422

b7.preheader:                                     ; preds = %b5
  %t88 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t87.pre-phi, !dbg !422
  br label %b7, !dbg !422

b7:                                               ; preds = %b7.preheader, %b7
  %t9123 = phi float [ %t94, %b7 ], [ %t59.lcssa, %b7.preheader ]
  %t9022 = phi i64 [ %t95, %b7 ], [ %t58.lcssa, %b7.preheader ]
  %t8921 = phi ptr addrspace(1) [ %t96, %b7 ], [ %t88, %b7.preheader ]
  %.22 = load float, ptr addrspace(1) %t8921, align 4, !dbg !422
  %t94 = fadd float %t9123, %.22, !dbg !423
  %t95 = add i64 %t9022, %t10, !dbg !422
  %t96 = getelementptr inbounds float, ptr addrspace(1) %t8921, i64 %t29, !dbg !422
  %t92 = icmp slt i64 %t95, %a0, !dbg !422
  br i1 %t92, label %b7, label %b8, !dbg !422

b8:                                               ; preds = %b7, %b5
  %t91.lcssa = phi float [ %t59.lcssa, %b5 ], [ %t94, %b7 ]
  %t97 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0, i32 %.1, !dbg !422
  store float %t91.lcssa, ptr addrspace(3) %t97, align 4, !dbg !422
  %t98 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1, i32 %.1, !dbg !422
  %.23 = zext i1 %t11 to i8, !dbg !422
  store i8 %.23, ptr addrspace(3) %t98, align 1, !dbg !422
  fence syncscope("workgroup") release, !dbg !422
  tail call void @llvm.amdgcn.s.barrier(), !dbg !422
  fence syncscope("workgroup") acquire, !dbg !422
  %t99 = icmp slt i32 %.1, 128, !dbg !422
  br i1 %t99, label %b9, label %b14, !dbg !422

b9:                                               ; preds = %b8
  %t100 = add nsw i32 %.1, 128, !dbg !422
  %t101 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0, i32 %t100, !dbg !422
  %.24 = load float, ptr addrspace(3) %t101, align 4, !dbg !422
  %t103 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1, i32 %t100, !dbg !422
  %.25 = load i8, ptr addrspace(3) %t103, align 1, !dbg !422
  %.26 = icmp ne i8 %.25, 0, !dbg !422
  %t105 = select i1 %t11, float %t91.lcssa, float -0.000000e+00, !dbg !422
  %spec.select = fadd float %t105, %.24, !dbg !422
  %t107 = select i1 %.26, float %spec.select, float %t91.lcssa, !dbg !422
  %t108 = select i1 %.26, i1 true, i1 %t11, !dbg !422
  store float %t107, ptr addrspace(3) %t97, align 4, !dbg !422
  %.27 = zext i1 %t108 to i8, !dbg !422
  store i8 %.27, ptr addrspace(3) %t98, align 1, !dbg !422
  br label %b14, !dbg !422

b14:                                              ; preds = %b9, %b8
  %t109 = phi float [ %t107, %b9 ], [ %t91.lcssa, %b8 ]
  %t110 = phi i1 [ %t108, %b9 ], [ %t11, %b8 ]
  fence syncscope("workgroup") release, !dbg !422
  tail call void @llvm.amdgcn.s.barrier(), !dbg !422
  fence syncscope("workgroup") acquire, !dbg !422
  %t111 = icmp slt i32 %.1, 64, !dbg !422
  br i1 %t111, label %b15, label %b20, !dbg !422

b15:                                              ; preds = %b14
  %t112 = add nsw i32 %.1, 64, !dbg !422
  %t113 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0, i32 %t112, !dbg !422
  %.28 = load float, ptr addrspace(3) %t113, align 4, !dbg !422
  %t115 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1, i32 %t112, !dbg !422
  %.29 = load i8, ptr addrspace(3) %t115, align 1, !dbg !422
  %.30 = icmp ne i8 %.29, 0, !dbg !422
  %t117 = select i1 %t110, float %t109, float -0.000000e+00, !dbg !422
  %spec.select1 = fadd float %t117, %.28, !dbg !422
  %t119 = select i1 %.30, float %spec.select1, float %t109, !dbg !422
  %t120 = select i1 %.30, i1 true, i1 %t110, !dbg !422
  store float %t119, ptr addrspace(3) %t97, align 4, !dbg !422
  %.31 = zext i1 %t120 to i8, !dbg !422
  store i8 %.31, ptr addrspace(3) %t98, align 1, !dbg !422
  br label %b20, !dbg !422

b20:                                              ; preds = %b15, %b14
  %t121 = phi float [ %t119, %b15 ], [ %t109, %b14 ]
  %t122 = phi i1 [ %t120, %b15 ], [ %t110, %b14 ]
  fence syncscope("workgroup") release, !dbg !422
  tail call void @llvm.amdgcn.s.barrier(), !dbg !422
  fence syncscope("workgroup") acquire, !dbg !422
  %t123 = icmp slt i32 %.1, 32, !dbg !422
  br i1 %t123, label %b21, label %b26, !dbg !422

b21:                                              ; preds = %b20
  %t124 = add nsw i32 %.1, 32, !dbg !422
  %t125 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0, i32 %t124, !dbg !422
  %.32 = load float, ptr addrspace(3) %t125, align 4, !dbg !422
  %t127 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1, i32 %t124, !dbg !422
  %.33 = load i8, ptr addrspace(3) %t127, align 1, !dbg !422
  %.34 = icmp ne i8 %.33, 0, !dbg !422
  %t129 = select i1 %t122, float %t121, float -0.000000e+00, !dbg !422
  %spec.select2 = fadd float %t129, %.32, !dbg !422
  %t131 = select i1 %.34, float %spec.select2, float %t121, !dbg !422
  %t132 = select i1 %.34, i1 true, i1 %t122, !dbg !422
  br label %b26, !dbg !422

b26:                                              ; preds = %b21, %b20
  %t133 = phi float [ %t131, %b21 ], [ %t121, %b20 ]
  %t134 = phi i1 [ %t132, %b21 ], [ %t122, %b20 ]
  br i1 %t123, label %b27, label %b48, !dbg !422

b27:                                              ; preds = %b26
  %.36 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !422
  %.37 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.36), !dbg !422
  %.38 = zext i32 %.37 to i64, !dbg !422
  %.39 = add nuw nsw i64 %.38, 16, !dbg !422
  %.40 = icmp ult i32 %.37, 48, !dbg !422
  %.41 = tail call i64 @llvm.read_register.i64(metadata !424) #10, !dbg !422
  %.42 = and i64 %.39, 63, !dbg !422
  %0 = shl nuw i64 1, %.42, !dbg !422
  %1 = and i64 %0, %.41, !dbg !422
  %.44 = icmp ne i64 %1, 0, !dbg !422
  %.45 = and i1 %.40, %.44, !dbg !422
  %.46 = trunc i64 %.39 to i32, !dbg !422
  %.47 = shl i32 %.46, 2, !dbg !422
  %.48 = bitcast float %t133 to i32, !dbg !422
  %.49 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %.48), !dbg !422
  %.50 = bitcast i32 %.49 to float, !dbg !422
  %t135 = select i1 %.45, float %.50, float %t133, !dbg !422
  %.64 = zext i1 %t134 to i32, !dbg !422
  %.65 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %.64), !dbg !422
  %2 = and i32 %.65, 1, !dbg !422
  %.66 = icmp ne i32 %2, 0, !dbg !422
  %t136 = select i1 %.45, i1 %.66, i1 %t134, !dbg !422
  %t137 = icmp slt i32 %.1, 16, !dbg !422
  %t138 = and i1 %t137, %t136, !dbg !422
  %t139 = select i1 %t134, float %t133, float -0.000000e+00, !dbg !422
  %spec.select3 = fadd float %t139, %t135, !dbg !422
  %t141 = select i1 %t138, float %spec.select3, float %t133, !dbg !422
  %t142 = select i1 %t138, i1 true, i1 %t134, !dbg !422
  %.71 = add nuw nsw i64 %.38, 8, !dbg !422
  %.72 = icmp ult i32 %.37, 56, !dbg !422
  %.74 = and i64 %.71, 63, !dbg !422
  %3 = shl nuw i64 1, %.74, !dbg !422
  %4 = and i64 %3, %.41, !dbg !422
  %.76 = icmp ne i64 %4, 0, !dbg !422
  %.77 = and i1 %.72, %.76, !dbg !422
  %.78 = trunc i64 %.71 to i32, !dbg !422
  %.79 = shl i32 %.78, 2, !dbg !422
  %.80 = bitcast float %t141 to i32, !dbg !422
  %.81 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.80), !dbg !422
  %.82 = bitcast i32 %.81 to float, !dbg !422
  %t143 = select i1 %.77, float %.82, float %t141, !dbg !422
  %.96 = zext i1 %t142 to i32, !dbg !422
  %.97 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.96), !dbg !422
  %5 = and i32 %.97, 1, !dbg !422
  %.98 = icmp ne i32 %5, 0, !dbg !422
  %t144 = select i1 %.77, i1 %.98, i1 %t142, !dbg !422
  %t145 = icmp slt i32 %.1, 24, !dbg !422
  %t146 = and i1 %t145, %t144, !dbg !422
  %t147 = select i1 %t142, float %t141, float -0.000000e+00, !dbg !422
  %spec.select4 = fadd float %t143, %t147, !dbg !422
  %t149 = select i1 %t146, float %spec.select4, float %t141, !dbg !422
  %t150 = select i1 %t146, i1 true, i1 %t142, !dbg !422
  %.103 = add nuw nsw i64 %.38, 4, !dbg !422
  %.104 = icmp ult i32 %.37, 60, !dbg !422
  %.106 = and i64 %.103, 63, !dbg !422
  %6 = shl nuw i64 1, %.106, !dbg !422
  %7 = and i64 %6, %.41, !dbg !422
  %.108 = icmp ne i64 %7, 0, !dbg !422
  %.109 = and i1 %.104, %.108, !dbg !422
  %.110 = trunc i64 %.103 to i32, !dbg !422
  %.111 = shl i32 %.110, 2, !dbg !422
  %.112 = bitcast float %t149 to i32, !dbg !422
  %.113 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.111, i32 %.112), !dbg !422
  %.114 = bitcast i32 %.113 to float, !dbg !422
  %t151 = select i1 %.109, float %.114, float %t149, !dbg !422
  %.128 = zext i1 %t150 to i32, !dbg !422
  %.129 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.111, i32 %.128), !dbg !422
  %8 = and i32 %.129, 1, !dbg !422
  %.130 = icmp ne i32 %8, 0, !dbg !422
  %t152 = select i1 %.109, i1 %.130, i1 %t150, !dbg !422
  %t153 = icmp slt i32 %.1, 28, !dbg !422
  %t154 = and i1 %t153, %t152, !dbg !422
  %t155 = select i1 %t150, float %t149, float -0.000000e+00, !dbg !422
  %spec.select5 = fadd float %t151, %t155, !dbg !422
  %t157 = select i1 %t154, float %spec.select5, float %t149, !dbg !422
  %t158 = select i1 %t154, i1 true, i1 %t150, !dbg !422
  %.135 = add nuw nsw i64 %.38, 2, !dbg !422
  %.136 = icmp ult i32 %.37, 62, !dbg !422
  %.138 = and i64 %.135, 63, !dbg !422
  %9 = shl nuw i64 1, %.138, !dbg !422
  %10 = and i64 %9, %.41, !dbg !422
  %.140 = icmp ne i64 %10, 0, !dbg !422
  %.141 = and i1 %.136, %.140, !dbg !422
  %.142 = trunc i64 %.135 to i32, !dbg !422
  %.143 = shl i32 %.142, 2, !dbg !422
  %.144 = bitcast float %t157 to i32, !dbg !422
  %.145 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.144), !dbg !422
  %.146 = bitcast i32 %.145 to float, !dbg !422
  %t159 = select i1 %.141, float %.146, float %t157, !dbg !422
  %.160 = zext i1 %t158 to i32, !dbg !422
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.160), !dbg !422
  %11 = and i32 %.161, 1, !dbg !422
  %.162 = icmp ne i32 %11, 0, !dbg !422
  %t160 = select i1 %.141, i1 %.162, i1 %t158, !dbg !422
  %t161 = icmp slt i32 %.1, 30, !dbg !422
  %t162 = and i1 %t161, %t160, !dbg !422
  %t163 = select i1 %t158, float %t157, float -0.000000e+00, !dbg !422
  %spec.select6 = fadd float %t159, %t163, !dbg !422
  %t165 = select i1 %t162, float %spec.select6, float %t157, !dbg !422
  %t166 = select i1 %t162, i1 true, i1 %t158, !dbg !422
  %.167 = add nuw nsw i64 %.38, 1, !dbg !422
  %.168 = icmp ult i32 %.37, 63, !dbg !422
  %.170 = and i64 %.167, 63, !dbg !422
  %12 = shl nuw i64 1, %.170, !dbg !422
  %13 = and i64 %12, %.41, !dbg !422
  %.172 = icmp ne i64 %13, 0, !dbg !422
  %.173 = and i1 %.168, %.172, !dbg !422
  %.174 = trunc i64 %.167 to i32, !dbg !422
  %.175 = shl i32 %.174, 2, !dbg !422
  %.176 = bitcast float %t165 to i32, !dbg !422
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.176), !dbg !422
  %.178 = bitcast i32 %.177 to float, !dbg !422
  %t167 = select i1 %.173, float %.178, float %t165, !dbg !422
  %.192 = zext i1 %t166 to i32, !dbg !422
  %.193 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.192), !dbg !422
  %14 = and i32 %.193, 1, !dbg !422
  %.194 = icmp ne i32 %14, 0, !dbg !422
  %t168 = select i1 %.173, i1 %.194, i1 %t166, !dbg !422
  %t169 = icmp ne i32 %.1, 31, !dbg !422
  %t170 = and i1 %t169, %t168, !dbg !422
  %t171 = select i1 %t166, float %t165, float -0.000000e+00, !dbg !422
  %spec.select7 = fadd float %t167, %t171, !dbg !422
  %t173 = select i1 %t170, float %spec.select7, float %t165, !dbg !422
  %t174 = select i1 %t170, i1 true, i1 %t166, !dbg !422
  br label %b48, !dbg !422

b48:                                              ; preds = %b27, %b26
  %t175 = phi float [ %t173, %b27 ], [ %t133, %b26 ]
  %t176 = phi i1 [ %t174, %b27 ], [ %t134, %b26 ]
  %t177 = icmp eq i32 %.1, 0, !dbg !422
  %t178 = and i1 %t177, %t176, !dbg !422
  br i1 %t178, label %b49, label %b50, !dbg !422

b49:                                              ; preds = %b48
  %t179 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t5, !dbg !422
  store float %t175, ptr addrspace(1) %t179, align 4, !dbg !422
  br label %b50, !dbg !422

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !422
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, float %a3, i8 %a4) local_unnamed_addr #0 !dbg !425 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !426
  %t3 = sext i32 %.2 to i64, !dbg !426
  %t4 = icmp slt i64 %t3, %a0, !dbg !426
  br i1 %t4, label %b1, label %b2, !dbg !426

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t3, !dbg !426
  %.3 = load float, ptr addrspace(1) %t5, align 4, !dbg !426, !amdgpu.noclobber !6
  br label %b2, !dbg !426

b2:                                               ; preds = %b1, %entry
  %t7 = phi float [ %.3, %b1 ], [ 0.000000e+00, %entry ]
  %t109 = add nsw i64 %t3, 256, !dbg !426
  %t1210 = icmp slt i64 %t109, %a0, !dbg !426
  br i1 %t1210, label %b4, label %b5, !dbg !426

b4:                                               ; preds = %b2, %b4
  %t1012 = phi i64 [ %t10, %b4 ], [ %t109, %b2 ]
  %t1111 = phi float [ %t15, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t1012, !dbg !426
  %.4 = load float, ptr addrspace(1) %t13, align 4, !dbg !426, !amdgpu.noclobber !6
  %t15 = fadd float %t1111, %.4, !dbg !427
  %t10 = add i64 %t1012, 256, !dbg !426
  %t12 = icmp slt i64 %t10, %a0, !dbg !426
  br i1 %t12, label %b4, label %b5, !dbg !426

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi float [ %t7, %b2 ], [ %t15, %b4 ]
  %t17 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0, i32 %.2, !dbg !426
  store float %t11.lcssa, ptr addrspace(3) %t17, align 4, !dbg !426
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1, i32 %.2, !dbg !426
  %.5 = zext i1 %t4 to i8, !dbg !426
  store i8 %.5, ptr addrspace(3) %t18, align 1, !dbg !426
  fence syncscope("workgroup") release, !dbg !426
  tail call void @llvm.amdgcn.s.barrier(), !dbg !426
  fence syncscope("workgroup") acquire, !dbg !426
  %t19 = icmp slt i32 %.2, 128, !dbg !426
  br i1 %t19, label %b6, label %b11, !dbg !426

b6:                                               ; preds = %b5
  %t20 = add nsw i32 %.2, 128, !dbg !426
  %t21 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0, i32 %t20, !dbg !426
  %.6 = load float, ptr addrspace(3) %t21, align 4, !dbg !426
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1, i32 %t20, !dbg !426
  %.7 = load i8, ptr addrspace(3) %t23, align 1, !dbg !426
  %.8 = icmp ne i8 %.7, 0, !dbg !426
  %t25 = select i1 %t4, float %t11.lcssa, float -0.000000e+00, !dbg !426
  %spec.select = fadd float %t25, %.6, !dbg !426
  %t27 = select i1 %.8, float %spec.select, float %t11.lcssa, !dbg !426
  %t28 = select i1 %.8, i1 true, i1 %t4, !dbg !426
  store float %t27, ptr addrspace(3) %t17, align 4, !dbg !426
  %.9 = zext i1 %t28 to i8, !dbg !426
  store i8 %.9, ptr addrspace(3) %t18, align 1, !dbg !426
  br label %b11, !dbg !426

b11:                                              ; preds = %b6, %b5
  %t29 = phi float [ %t27, %b6 ], [ %t11.lcssa, %b5 ]
  %t30 = phi i1 [ %t28, %b6 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !426
  tail call void @llvm.amdgcn.s.barrier(), !dbg !426
  fence syncscope("workgroup") acquire, !dbg !426
  %t31 = icmp slt i32 %.2, 64, !dbg !426
  br i1 %t31, label %b12, label %b17, !dbg !426

b12:                                              ; preds = %b11
  %t32 = add nsw i32 %.2, 64, !dbg !426
  %t33 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0, i32 %t32, !dbg !426
  %.10 = load float, ptr addrspace(3) %t33, align 4, !dbg !426
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1, i32 %t32, !dbg !426
  %.11 = load i8, ptr addrspace(3) %t35, align 1, !dbg !426
  %.12 = icmp ne i8 %.11, 0, !dbg !426
  %t37 = select i1 %t30, float %t29, float -0.000000e+00, !dbg !426
  %spec.select1 = fadd float %t37, %.10, !dbg !426
  %t39 = select i1 %.12, float %spec.select1, float %t29, !dbg !426
  %t40 = select i1 %.12, i1 true, i1 %t30, !dbg !426
  store float %t39, ptr addrspace(3) %t17, align 4, !dbg !426
  %.13 = zext i1 %t40 to i8, !dbg !426
  store i8 %.13, ptr addrspace(3) %t18, align 1, !dbg !426
  br label %b17, !dbg !426

b17:                                              ; preds = %b12, %b11
  %t41 = phi float [ %t39, %b12 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b12 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release, !dbg !426
  tail call void @llvm.amdgcn.s.barrier(), !dbg !426
  fence syncscope("workgroup") acquire, !dbg !426
  %t43 = icmp slt i32 %.2, 32, !dbg !426
  br i1 %t43, label %b18, label %b23, !dbg !426

b18:                                              ; preds = %b17
  %t44 = add nsw i32 %.2, 32, !dbg !426
  %t45 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0, i32 %t44, !dbg !426
  %.14 = load float, ptr addrspace(3) %t45, align 4, !dbg !426
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1, i32 %t44, !dbg !426
  %.15 = load i8, ptr addrspace(3) %t47, align 1, !dbg !426
  %.16 = icmp ne i8 %.15, 0, !dbg !426
  %t49 = select i1 %t42, float %t41, float -0.000000e+00, !dbg !426
  %spec.select2 = fadd float %t49, %.14, !dbg !426
  %t51 = select i1 %.16, float %spec.select2, float %t41, !dbg !426
  %t52 = select i1 %.16, i1 true, i1 %t42, !dbg !426
  br label %b23, !dbg !426

b23:                                              ; preds = %b18, %b17
  %t53 = phi float [ %t51, %b18 ], [ %t41, %b17 ]
  %t54 = phi i1 [ %t52, %b18 ], [ %t42, %b17 ]
  br i1 %t43, label %b24, label %b45, !dbg !426

b24:                                              ; preds = %b23
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !426
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !426
  %.20 = zext i32 %.19 to i64, !dbg !426
  %.21 = add nuw nsw i64 %.20, 16, !dbg !426
  %.22 = icmp ult i32 %.19, 48, !dbg !426
  %.23 = tail call i64 @llvm.read_register.i64(metadata !424) #10, !dbg !426
  %.24 = and i64 %.21, 63, !dbg !426
  %0 = shl nuw i64 1, %.24, !dbg !426
  %1 = and i64 %0, %.23, !dbg !426
  %.26 = icmp ne i64 %1, 0, !dbg !426
  %.27 = and i1 %.22, %.26, !dbg !426
  %.28 = trunc i64 %.21 to i32, !dbg !426
  %.29 = shl i32 %.28, 2, !dbg !426
  %.30 = bitcast float %t53 to i32, !dbg !426
  %.31 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30), !dbg !426
  %.32 = bitcast i32 %.31 to float, !dbg !426
  %t55 = select i1 %.27, float %.32, float %t53, !dbg !426
  %.46 = zext i1 %t54 to i32, !dbg !426
  %.47 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.46), !dbg !426
  %2 = and i32 %.47, 1, !dbg !426
  %.48 = icmp ne i32 %2, 0, !dbg !426
  %t56 = select i1 %.27, i1 %.48, i1 %t54, !dbg !426
  %t57 = icmp slt i32 %.2, 16, !dbg !426
  %t58 = and i1 %t57, %t56, !dbg !426
  %t59 = select i1 %t54, float %t53, float -0.000000e+00, !dbg !426
  %spec.select3 = fadd float %t59, %t55, !dbg !426
  %t61 = select i1 %t58, float %spec.select3, float %t53, !dbg !426
  %t62 = select i1 %t58, i1 true, i1 %t54, !dbg !426
  %.53 = add nuw nsw i64 %.20, 8, !dbg !426
  %.54 = icmp ult i32 %.19, 56, !dbg !426
  %.56 = and i64 %.53, 63, !dbg !426
  %3 = shl nuw i64 1, %.56, !dbg !426
  %4 = and i64 %3, %.23, !dbg !426
  %.58 = icmp ne i64 %4, 0, !dbg !426
  %.59 = and i1 %.54, %.58, !dbg !426
  %.60 = trunc i64 %.53 to i32, !dbg !426
  %.61 = shl i32 %.60, 2, !dbg !426
  %.62 = bitcast float %t61 to i32, !dbg !426
  %.63 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.62), !dbg !426
  %.64 = bitcast i32 %.63 to float, !dbg !426
  %t63 = select i1 %.59, float %.64, float %t61, !dbg !426
  %.78 = zext i1 %t62 to i32, !dbg !426
  %.79 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.78), !dbg !426
  %5 = and i32 %.79, 1, !dbg !426
  %.80 = icmp ne i32 %5, 0, !dbg !426
  %t64 = select i1 %.59, i1 %.80, i1 %t62, !dbg !426
  %t65 = icmp slt i32 %.2, 24, !dbg !426
  %t66 = and i1 %t65, %t64, !dbg !426
  %t67 = select i1 %t62, float %t61, float -0.000000e+00, !dbg !426
  %spec.select4 = fadd float %t63, %t67, !dbg !426
  %t69 = select i1 %t66, float %spec.select4, float %t61, !dbg !426
  %t70 = select i1 %t66, i1 true, i1 %t62, !dbg !426
  %.85 = add nuw nsw i64 %.20, 4, !dbg !426
  %.86 = icmp ult i32 %.19, 60, !dbg !426
  %.88 = and i64 %.85, 63, !dbg !426
  %6 = shl nuw i64 1, %.88, !dbg !426
  %7 = and i64 %6, %.23, !dbg !426
  %.90 = icmp ne i64 %7, 0, !dbg !426
  %.91 = and i1 %.86, %.90, !dbg !426
  %.92 = trunc i64 %.85 to i32, !dbg !426
  %.93 = shl i32 %.92, 2, !dbg !426
  %.94 = bitcast float %t69 to i32, !dbg !426
  %.95 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.93, i32 %.94), !dbg !426
  %.96 = bitcast i32 %.95 to float, !dbg !426
  %t71 = select i1 %.91, float %.96, float %t69, !dbg !426
  %.110 = zext i1 %t70 to i32, !dbg !426
  %.111 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.93, i32 %.110), !dbg !426
  %8 = and i32 %.111, 1, !dbg !426
  %.112 = icmp ne i32 %8, 0, !dbg !426
  %t72 = select i1 %.91, i1 %.112, i1 %t70, !dbg !426
  %t73 = icmp slt i32 %.2, 28, !dbg !426
  %t74 = and i1 %t73, %t72, !dbg !426
  %t75 = select i1 %t70, float %t69, float -0.000000e+00, !dbg !426
  %spec.select5 = fadd float %t71, %t75, !dbg !426
  %t77 = select i1 %t74, float %spec.select5, float %t69, !dbg !426
  %t78 = select i1 %t74, i1 true, i1 %t70, !dbg !426
  %.117 = add nuw nsw i64 %.20, 2, !dbg !426
  %.118 = icmp ult i32 %.19, 62, !dbg !426
  %.120 = and i64 %.117, 63, !dbg !426
  %9 = shl nuw i64 1, %.120, !dbg !426
  %10 = and i64 %9, %.23, !dbg !426
  %.122 = icmp ne i64 %10, 0, !dbg !426
  %.123 = and i1 %.118, %.122, !dbg !426
  %.124 = trunc i64 %.117 to i32, !dbg !426
  %.125 = shl i32 %.124, 2, !dbg !426
  %.126 = bitcast float %t77 to i32, !dbg !426
  %.127 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.125, i32 %.126), !dbg !426
  %.128 = bitcast i32 %.127 to float, !dbg !426
  %t79 = select i1 %.123, float %.128, float %t77, !dbg !426
  %.142 = zext i1 %t78 to i32, !dbg !426
  %.143 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.125, i32 %.142), !dbg !426
  %11 = and i32 %.143, 1, !dbg !426
  %.144 = icmp ne i32 %11, 0, !dbg !426
  %t80 = select i1 %.123, i1 %.144, i1 %t78, !dbg !426
  %t81 = icmp slt i32 %.2, 30, !dbg !426
  %t82 = and i1 %t81, %t80, !dbg !426
  %t83 = select i1 %t78, float %t77, float -0.000000e+00, !dbg !426
  %spec.select6 = fadd float %t79, %t83, !dbg !426
  %t85 = select i1 %t82, float %spec.select6, float %t77, !dbg !426
  %t86 = select i1 %t82, i1 true, i1 %t78, !dbg !426
  %.149 = add nuw nsw i64 %.20, 1, !dbg !426
  %.150 = icmp ult i32 %.19, 63, !dbg !426
  %.152 = and i64 %.149, 63, !dbg !426
  %12 = shl nuw i64 1, %.152, !dbg !426
  %13 = and i64 %12, %.23, !dbg !426
  %.154 = icmp ne i64 %13, 0, !dbg !426
  %.155 = and i1 %.150, %.154, !dbg !426
  %.156 = trunc i64 %.149 to i32, !dbg !426
  %.157 = shl i32 %.156, 2, !dbg !426
  %.158 = bitcast float %t85 to i32, !dbg !426
  %.159 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.158), !dbg !426
  %.160 = bitcast i32 %.159 to float, !dbg !426
  %t87 = select i1 %.155, float %.160, float %t85, !dbg !426
  %.174 = zext i1 %t86 to i32, !dbg !426
  %.175 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.174), !dbg !426
  %14 = and i32 %.175, 1, !dbg !426
  %.176 = icmp ne i32 %14, 0, !dbg !426
  %t88 = select i1 %.155, i1 %.176, i1 %t86, !dbg !426
  %t89 = icmp ne i32 %.2, 31, !dbg !426
  %t90 = and i1 %t89, %t88, !dbg !426
  %t91 = select i1 %t86, float %t85, float -0.000000e+00, !dbg !426
  %spec.select7 = fadd float %t87, %t91, !dbg !426
  %t93 = select i1 %t90, float %spec.select7, float %t85, !dbg !426
  %t94 = select i1 %t90, i1 true, i1 %t86, !dbg !426
  br label %b45, !dbg !426

b45:                                              ; preds = %b24, %b23
  %t95 = phi float [ %t93, %b24 ], [ %t53, %b23 ]
  %t96 = phi i1 [ %t94, %b24 ], [ %t54, %b23 ]
  %t97 = icmp eq i32 %.2, 0, !dbg !426
  %t101 = select i1 %t96, i1 true, i1 %.1, !dbg !426
  %or.cond = select i1 %t97, i1 %t101, i1 false, !dbg !426
  br i1 %or.cond, label %b51, label %b52, !dbg !426

b51:                                              ; preds = %b45
  %t98 = select i1 %.1, float %a3, float -0.000000e+00, !dbg !426
  %spec.select8 = fadd float %t98, %t95, !dbg !426
  %t100 = select i1 %t96, float %spec.select8, float %a3, !dbg !426
  store float %t100, ptr addrspace(1) %a2, align 4, !dbg !426
  br label %b52, !dbg !426

b52:                                              ; preds = %b51, %b45
  ret void, !dbg !426
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
!47 = !DILocation(line: 25, column: 50, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "github.com/kernlab/kern/bench/kernels.ExpSin", scope: !1, file: !1, line: 25, type: !5, scopeLine: 25, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!49 = distinct !DILocation(line: 25, column: 6, scope: !45)
!50 = !DILocation(line: 25, column: 52, scope: !48, inlinedAt: !49)
!51 = !DILocation(line: 39, column: 11, scope: !52, inlinedAt: !49)
!52 = !DILexicalBlockFile(scope: !48, file: !53, discriminator: 0)
!53 = !DIFile(filename: "math/bits.go", directory: "")
!54 = !DILocation(line: 112, column: 12, scope: !55, inlinedAt: !49)
!55 = !DILexicalBlockFile(scope: !48, file: !56, discriminator: 0)
!56 = !DIFile(filename: "math/exp.go", directory: "")
!57 = !DILocation(line: 114, column: 9, scope: !55, inlinedAt: !49)
!58 = !DILocation(line: 116, column: 9, scope: !55, inlinedAt: !49)
!59 = !DILocation(line: 118, column: 17, scope: !55, inlinedAt: !49)
!60 = !DILocation(line: 118, column: 26, scope: !55, inlinedAt: !49)
!61 = !DILocation(line: 119, column: 12, scope: !55, inlinedAt: !49)
!62 = !DILocation(line: 119, column: 3, scope: !55, inlinedAt: !49)
!63 = !DILocation(line: 125, column: 9, scope: !55, inlinedAt: !49)
!64 = !DILocation(line: 126, column: 16, scope: !55, inlinedAt: !49)
!65 = !DILocation(line: 126, column: 19, scope: !55, inlinedAt: !49)
!66 = !DILocation(line: 126, column: 10, scope: !55, inlinedAt: !49)
!67 = !DILocation(line: 130, column: 19, scope: !55, inlinedAt: !49)
!68 = !DILocation(line: 130, column: 22, scope: !55, inlinedAt: !49)
!69 = !DILocation(line: 130, column: 10, scope: !55, inlinedAt: !49)
!70 = !DILocation(line: 131, column: 19, scope: !55, inlinedAt: !49)
!71 = !DILocation(line: 193, column: 10, scope: !55, inlinedAt: !49)
!72 = !DILocation(line: 194, column: 9, scope: !55, inlinedAt: !49)
!73 = !DILocation(line: 195, column: 36, scope: !55, inlinedAt: !49)
!74 = !DILocation(line: 195, column: 34, scope: !55, inlinedAt: !49)
!75 = !DILocation(line: 195, column: 30, scope: !55, inlinedAt: !49)
!76 = !DILocation(line: 195, column: 28, scope: !55, inlinedAt: !49)
!77 = !DILocation(line: 195, column: 24, scope: !55, inlinedAt: !49)
!78 = !DILocation(line: 195, column: 22, scope: !55, inlinedAt: !49)
!79 = !DILocation(line: 195, column: 18, scope: !55, inlinedAt: !49)
!80 = !DILocation(line: 195, column: 16, scope: !55, inlinedAt: !49)
!81 = !DILocation(line: 195, column: 12, scope: !55, inlinedAt: !49)
!82 = !DILocation(line: 195, column: 9, scope: !55, inlinedAt: !49)
!83 = !DILocation(line: 196, column: 20, scope: !55, inlinedAt: !49)
!84 = !DILocation(line: 196, column: 26, scope: !55, inlinedAt: !49)
!85 = !DILocation(line: 196, column: 23, scope: !55, inlinedAt: !49)
!86 = !DILocation(line: 196, column: 16, scope: !55, inlinedAt: !49)
!87 = !DILocation(line: 196, column: 9, scope: !55, inlinedAt: !49)
!88 = !DILocation(line: 25, column: 12, scope: !89, inlinedAt: !49)
!89 = !DILexicalBlockFile(scope: !48, file: !90, discriminator: 0)
!90 = !DIFile(filename: "math/ldexp.go", directory: "")
!91 = !DILocation(line: 52, column: 10, scope: !52, inlinedAt: !49)
!92 = !DILocation(line: 56, column: 11, scope: !52, inlinedAt: !49)
!93 = !DILocation(line: 27, column: 30, scope: !89, inlinedAt: !49)
!94 = !DILocation(line: 27, column: 12, scope: !89, inlinedAt: !49)
!95 = !DILocation(line: 63, column: 12, scope: !52, inlinedAt: !49)
!96 = !DILocation(line: 32, column: 18, scope: !89, inlinedAt: !49)
!97 = !DILocation(line: 33, column: 14, scope: !89, inlinedAt: !49)
!98 = !DILocation(line: 33, column: 22, scope: !89, inlinedAt: !49)
!99 = !DILocation(line: 33, column: 28, scope: !89, inlinedAt: !49)
!100 = !DILocation(line: 31, column: 2, scope: !89, inlinedAt: !49)
!101 = !DILocation(line: 33, column: 2, scope: !89, inlinedAt: !49)
!102 = !DILocation(line: 34, column: 9, scope: !89, inlinedAt: !49)
!103 = !DILocation(line: 35, column: 18, scope: !89, inlinedAt: !49)
!104 = !DILocation(line: 35, column: 3, scope: !89, inlinedAt: !49)
!105 = !DILocation(line: 37, column: 9, scope: !89, inlinedAt: !49)
!106 = !DILocation(line: 38, column: 11, scope: !89, inlinedAt: !49)
!107 = !DILocation(line: 0, scope: !89, inlinedAt: !49)
!108 = !DILocation(line: 44, column: 9, scope: !89, inlinedAt: !49)
!109 = !DILocation(line: 48, column: 2, scope: !89, inlinedAt: !49)
!110 = !DILocation(line: 49, column: 24, scope: !89, inlinedAt: !49)
!111 = !DILocation(line: 49, column: 2, scope: !89, inlinedAt: !49)
!112 = !DILocation(line: 50, column: 28, scope: !89, inlinedAt: !49)
!113 = !DILocation(line: 50, column: 11, scope: !89, inlinedAt: !49)
!114 = !DILocation(line: 50, column: 2, scope: !89, inlinedAt: !49)
!115 = !DILocation(line: 127, column: 9, scope: !55, inlinedAt: !49)
!116 = !DILocation(line: 128, column: 16, scope: !55, inlinedAt: !49)
!117 = !DILocation(line: 128, column: 19, scope: !55, inlinedAt: !49)
!118 = !DILocation(line: 128, column: 10, scope: !55, inlinedAt: !49)
!119 = !DILocation(line: 200, column: 22, scope: !120, inlinedAt: !49)
!120 = !DILexicalBlockFile(scope: !48, file: !121, discriminator: 0)
!121 = !DIFile(filename: "math/sin.go", directory: "")
!122 = !DILocation(line: 200, column: 9, scope: !120, inlinedAt: !49)
!123 = !DILocation(line: 202, column: 12, scope: !120, inlinedAt: !49)
!124 = !DILocation(line: 208, column: 7, scope: !120, inlinedAt: !49)
!125 = !DILocation(line: 215, column: 7, scope: !120, inlinedAt: !49)
!126 = !DILocation(line: 33, column: 7, scope: !127, inlinedAt: !49)
!127 = !DILexicalBlockFile(scope: !48, file: !128, discriminator: 0)
!128 = !DIFile(filename: "math/trig_reduce.go", directory: "")
!129 = !DILocation(line: 38, column: 19, scope: !127, inlinedAt: !49)
!130 = !DILocation(line: 39, column: 15, scope: !127, inlinedAt: !49)
!131 = !DILocation(line: 39, column: 22, scope: !127, inlinedAt: !49)
!132 = !DILocation(line: 40, column: 2, scope: !127, inlinedAt: !49)
!133 = !DILocation(line: 41, column: 2, scope: !127, inlinedAt: !49)
!134 = !DILocation(line: 45, column: 29, scope: !127, inlinedAt: !49)
!135 = !DILocation(line: 45, column: 33, scope: !127, inlinedAt: !49)
!136 = !DILocation(line: 45, column: 50, scope: !127, inlinedAt: !49)
!137 = !DILocation(line: 46, column: 13, scope: !127, inlinedAt: !49)
!138 = !DILocation(line: 46, column: 21, scope: !127, inlinedAt: !49)
!139 = !DILocation(line: 46, column: 47, scope: !127, inlinedAt: !49)
!140 = !DILocation(line: 46, column: 41, scope: !127, inlinedAt: !49)
!141 = !DILocation(line: 46, column: 58, scope: !127, inlinedAt: !49)
!142 = !DILocation(line: 46, column: 51, scope: !127, inlinedAt: !49)
!143 = !DILocation(line: 46, column: 34, scope: !127, inlinedAt: !49)
!144 = !DILocation(line: 47, column: 23, scope: !127, inlinedAt: !49)
!145 = !DILocation(line: 47, column: 49, scope: !127, inlinedAt: !49)
!146 = !DILocation(line: 47, column: 43, scope: !127, inlinedAt: !49)
!147 = !DILocation(line: 47, column: 53, scope: !127, inlinedAt: !49)
!148 = !DILocation(line: 47, column: 36, scope: !127, inlinedAt: !49)
!149 = !DILocation(line: 48, column: 23, scope: !127, inlinedAt: !49)
!150 = !DILocation(line: 48, column: 49, scope: !127, inlinedAt: !49)
!151 = !DILocation(line: 48, column: 43, scope: !127, inlinedAt: !49)
!152 = !DILocation(line: 48, column: 53, scope: !127, inlinedAt: !49)
!153 = !DILocation(line: 48, column: 36, scope: !127, inlinedAt: !49)
!154 = !DILocation(line: 472, column: 10, scope: !155, inlinedAt: !49)
!155 = !DILexicalBlockFile(scope: !48, file: !156, discriminator: 0)
!156 = !DIFile(filename: "math/bits/bits.go", directory: "")
!157 = !DILocation(line: 473, column: 10, scope: !155, inlinedAt: !49)
!158 = !DILocation(line: 474, column: 10, scope: !155, inlinedAt: !49)
!159 = !DILocation(line: 475, column: 10, scope: !155, inlinedAt: !49)
!160 = !DILocation(line: 476, column: 11, scope: !155, inlinedAt: !49)
!161 = !DILocation(line: 477, column: 9, scope: !155, inlinedAt: !49)
!162 = !DILocation(line: 477, column: 17, scope: !155, inlinedAt: !49)
!163 = !DILocation(line: 477, column: 13, scope: !155, inlinedAt: !49)
!164 = !DILocation(line: 478, column: 10, scope: !155, inlinedAt: !49)
!165 = !DILocation(line: 479, column: 10, scope: !155, inlinedAt: !49)
!166 = !DILocation(line: 480, column: 11, scope: !155, inlinedAt: !49)
!167 = !DILocation(line: 480, column: 2, scope: !155, inlinedAt: !49)
!168 = !DILocation(line: 481, column: 9, scope: !155, inlinedAt: !49)
!169 = !DILocation(line: 481, column: 13, scope: !155, inlinedAt: !49)
!170 = !DILocation(line: 481, column: 22, scope: !155, inlinedAt: !49)
!171 = !DILocation(line: 481, column: 18, scope: !155, inlinedAt: !49)
!172 = !DILocation(line: 482, column: 9, scope: !155, inlinedAt: !49)
!173 = !DILocation(line: 52, column: 13, scope: !127, inlinedAt: !49)
!174 = !DILocation(line: 387, column: 10, scope: !155, inlinedAt: !49)
!175 = !DILocation(line: 391, column: 17, scope: !155, inlinedAt: !49)
!176 = !DILocation(line: 391, column: 28, scope: !155, inlinedAt: !49)
!177 = !DILocation(line: 391, column: 33, scope: !155, inlinedAt: !49)
!178 = !DILocation(line: 391, column: 22, scope: !155, inlinedAt: !49)
!179 = !DILocation(line: 391, column: 42, scope: !155, inlinedAt: !49)
!180 = !DILocation(line: 387, column: 14, scope: !155, inlinedAt: !49)
!181 = !DILocation(line: 56, column: 9, scope: !127, inlinedAt: !49)
!182 = !DILocation(line: 58, column: 13, scope: !127, inlinedAt: !49)
!183 = !DILocation(line: 59, column: 32, scope: !127, inlinedAt: !49)
!184 = !{i64 0, i64 65}
!185 = !DILocation(line: 60, column: 25, scope: !127, inlinedAt: !49)
!186 = !DILocation(line: 62, column: 11, scope: !127, inlinedAt: !49)
!187 = !DILocation(line: 62, column: 37, scope: !127, inlinedAt: !49)
!188 = !DILocation(line: 62, column: 30, scope: !127, inlinedAt: !49)
!189 = !DILocation(line: 62, column: 24, scope: !127, inlinedAt: !49)
!190 = !DILocation(line: 63, column: 2, scope: !127, inlinedAt: !49)
!191 = !DILocation(line: 65, column: 10, scope: !127, inlinedAt: !49)
!192 = !DILocation(line: 65, column: 2, scope: !127, inlinedAt: !49)
!193 = !DILocation(line: 66, column: 21, scope: !127, inlinedAt: !49)
!194 = !DILocation(line: 68, column: 9, scope: !127, inlinedAt: !49)
!195 = !DILocation(line: 69, column: 3, scope: !127, inlinedAt: !49)
!196 = !DILocation(line: 70, column: 3, scope: !127, inlinedAt: !49)
!197 = !DILocation(line: 71, column: 3, scope: !127, inlinedAt: !49)
!198 = !DILocation(line: 74, column: 14, scope: !127, inlinedAt: !49)
!199 = !DILocation(line: 74, column: 2, scope: !127, inlinedAt: !49)
!200 = !DILocation(line: 230, column: 7, scope: !120, inlinedAt: !49)
!201 = !DILocation(line: 232, column: 3, scope: !120, inlinedAt: !49)
!202 = !DILocation(line: 234, column: 10, scope: !120, inlinedAt: !49)
!203 = !DILocation(line: 235, column: 7, scope: !120, inlinedAt: !49)
!204 = !DILocation(line: 236, column: 16, scope: !120, inlinedAt: !49)
!205 = !DILocation(line: 236, column: 11, scope: !120, inlinedAt: !49)
!206 = !DILocation(line: 236, column: 41, scope: !120, inlinedAt: !49)
!207 = !DILocation(line: 236, column: 45, scope: !120, inlinedAt: !49)
!208 = !DILocation(line: 236, column: 20, scope: !120, inlinedAt: !49)
!209 = !DILocation(line: 0, scope: !120, inlinedAt: !49)
!210 = !DILocation(line: 214, column: 6, scope: !120, inlinedAt: !49)
!211 = !DILocation(line: 243, column: 2, scope: !120, inlinedAt: !49)
!212 = !DILocation(line: 238, column: 29, scope: !120, inlinedAt: !49)
!213 = !DILocation(line: 238, column: 33, scope: !120, inlinedAt: !49)
!214 = !DILocation(line: 238, column: 9, scope: !120, inlinedAt: !49)
!215 = !DILocation(line: 218, column: 16, scope: !120, inlinedAt: !49)
!216 = !DILocation(line: 218, column: 13, scope: !120, inlinedAt: !49)
!217 = !DILocation(line: 219, column: 14, scope: !120, inlinedAt: !49)
!218 = !DILocation(line: 222, column: 7, scope: !120, inlinedAt: !49)
!219 = !DILocation(line: 222, column: 10, scope: !120, inlinedAt: !49)
!220 = !DILocation(line: 226, column: 3, scope: !120, inlinedAt: !49)
!221 = !DILocation(line: 227, column: 14, scope: !120, inlinedAt: !49)
!222 = !DILocation(line: 227, column: 11, scope: !120, inlinedAt: !49)
!223 = !DILocation(line: 227, column: 24, scope: !120, inlinedAt: !49)
!224 = !DILocation(line: 227, column: 21, scope: !120, inlinedAt: !49)
!225 = !DILocation(line: 227, column: 34, scope: !120, inlinedAt: !49)
!226 = !DILocation(line: 227, column: 31, scope: !120, inlinedAt: !49)
!227 = !DILocation(line: 25, column: 56, scope: !48, inlinedAt: !49)
!228 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eExpSin_5f_5fstrided", scope: !1, file: !1, line: 25, type: !5, scopeLine: 25, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!229 = !DILocation(line: 25, column: 6, scope: !228)
!230 = !DILocation(line: 25, column: 50, scope: !48, inlinedAt: !231)
!231 = distinct !DILocation(line: 25, column: 6, scope: !228)
!232 = !DILocation(line: 25, column: 52, scope: !48, inlinedAt: !231)
!233 = !DILocation(line: 39, column: 11, scope: !52, inlinedAt: !231)
!234 = !DILocation(line: 112, column: 12, scope: !55, inlinedAt: !231)
!235 = !DILocation(line: 114, column: 9, scope: !55, inlinedAt: !231)
!236 = !DILocation(line: 116, column: 9, scope: !55, inlinedAt: !231)
!237 = !DILocation(line: 118, column: 17, scope: !55, inlinedAt: !231)
!238 = !DILocation(line: 118, column: 26, scope: !55, inlinedAt: !231)
!239 = !DILocation(line: 119, column: 12, scope: !55, inlinedAt: !231)
!240 = !DILocation(line: 119, column: 3, scope: !55, inlinedAt: !231)
!241 = !DILocation(line: 125, column: 9, scope: !55, inlinedAt: !231)
!242 = !DILocation(line: 126, column: 16, scope: !55, inlinedAt: !231)
!243 = !DILocation(line: 126, column: 19, scope: !55, inlinedAt: !231)
!244 = !DILocation(line: 126, column: 10, scope: !55, inlinedAt: !231)
!245 = !DILocation(line: 130, column: 19, scope: !55, inlinedAt: !231)
!246 = !DILocation(line: 130, column: 22, scope: !55, inlinedAt: !231)
!247 = !DILocation(line: 130, column: 10, scope: !55, inlinedAt: !231)
!248 = !DILocation(line: 131, column: 19, scope: !55, inlinedAt: !231)
!249 = !DILocation(line: 193, column: 10, scope: !55, inlinedAt: !231)
!250 = !DILocation(line: 194, column: 9, scope: !55, inlinedAt: !231)
!251 = !DILocation(line: 195, column: 36, scope: !55, inlinedAt: !231)
!252 = !DILocation(line: 195, column: 34, scope: !55, inlinedAt: !231)
!253 = !DILocation(line: 195, column: 30, scope: !55, inlinedAt: !231)
!254 = !DILocation(line: 195, column: 28, scope: !55, inlinedAt: !231)
!255 = !DILocation(line: 195, column: 24, scope: !55, inlinedAt: !231)
!256 = !DILocation(line: 195, column: 22, scope: !55, inlinedAt: !231)
!257 = !DILocation(line: 195, column: 18, scope: !55, inlinedAt: !231)
!258 = !DILocation(line: 195, column: 16, scope: !55, inlinedAt: !231)
!259 = !DILocation(line: 195, column: 12, scope: !55, inlinedAt: !231)
!260 = !DILocation(line: 195, column: 9, scope: !55, inlinedAt: !231)
!261 = !DILocation(line: 196, column: 20, scope: !55, inlinedAt: !231)
!262 = !DILocation(line: 196, column: 26, scope: !55, inlinedAt: !231)
!263 = !DILocation(line: 196, column: 23, scope: !55, inlinedAt: !231)
!264 = !DILocation(line: 196, column: 16, scope: !55, inlinedAt: !231)
!265 = !DILocation(line: 196, column: 9, scope: !55, inlinedAt: !231)
!266 = !DILocation(line: 25, column: 12, scope: !89, inlinedAt: !231)
!267 = !DILocation(line: 52, column: 10, scope: !52, inlinedAt: !231)
!268 = !DILocation(line: 56, column: 11, scope: !52, inlinedAt: !231)
!269 = !DILocation(line: 27, column: 30, scope: !89, inlinedAt: !231)
!270 = !DILocation(line: 27, column: 12, scope: !89, inlinedAt: !231)
!271 = !DILocation(line: 63, column: 12, scope: !52, inlinedAt: !231)
!272 = !DILocation(line: 32, column: 18, scope: !89, inlinedAt: !231)
!273 = !DILocation(line: 33, column: 14, scope: !89, inlinedAt: !231)
!274 = !DILocation(line: 33, column: 22, scope: !89, inlinedAt: !231)
!275 = !DILocation(line: 33, column: 28, scope: !89, inlinedAt: !231)
!276 = !DILocation(line: 31, column: 2, scope: !89, inlinedAt: !231)
!277 = !DILocation(line: 33, column: 2, scope: !89, inlinedAt: !231)
!278 = !DILocation(line: 34, column: 9, scope: !89, inlinedAt: !231)
!279 = !DILocation(line: 35, column: 18, scope: !89, inlinedAt: !231)
!280 = !DILocation(line: 35, column: 3, scope: !89, inlinedAt: !231)
!281 = !DILocation(line: 37, column: 9, scope: !89, inlinedAt: !231)
!282 = !DILocation(line: 38, column: 11, scope: !89, inlinedAt: !231)
!283 = !DILocation(line: 0, scope: !89, inlinedAt: !231)
!284 = !DILocation(line: 44, column: 9, scope: !89, inlinedAt: !231)
!285 = !DILocation(line: 48, column: 2, scope: !89, inlinedAt: !231)
!286 = !DILocation(line: 49, column: 24, scope: !89, inlinedAt: !231)
!287 = !DILocation(line: 49, column: 2, scope: !89, inlinedAt: !231)
!288 = !DILocation(line: 50, column: 28, scope: !89, inlinedAt: !231)
!289 = !DILocation(line: 50, column: 11, scope: !89, inlinedAt: !231)
!290 = !DILocation(line: 50, column: 2, scope: !89, inlinedAt: !231)
!291 = !DILocation(line: 127, column: 9, scope: !55, inlinedAt: !231)
!292 = !DILocation(line: 128, column: 16, scope: !55, inlinedAt: !231)
!293 = !DILocation(line: 128, column: 19, scope: !55, inlinedAt: !231)
!294 = !DILocation(line: 128, column: 10, scope: !55, inlinedAt: !231)
!295 = !DILocation(line: 200, column: 22, scope: !120, inlinedAt: !231)
!296 = !DILocation(line: 200, column: 9, scope: !120, inlinedAt: !231)
!297 = !DILocation(line: 202, column: 12, scope: !120, inlinedAt: !231)
!298 = !DILocation(line: 208, column: 7, scope: !120, inlinedAt: !231)
!299 = !DILocation(line: 215, column: 7, scope: !120, inlinedAt: !231)
!300 = !DILocation(line: 33, column: 7, scope: !127, inlinedAt: !231)
!301 = !DILocation(line: 38, column: 19, scope: !127, inlinedAt: !231)
!302 = !DILocation(line: 39, column: 15, scope: !127, inlinedAt: !231)
!303 = !DILocation(line: 39, column: 22, scope: !127, inlinedAt: !231)
!304 = !DILocation(line: 40, column: 2, scope: !127, inlinedAt: !231)
!305 = !DILocation(line: 41, column: 2, scope: !127, inlinedAt: !231)
!306 = !DILocation(line: 45, column: 29, scope: !127, inlinedAt: !231)
!307 = !DILocation(line: 45, column: 33, scope: !127, inlinedAt: !231)
!308 = !DILocation(line: 45, column: 50, scope: !127, inlinedAt: !231)
!309 = !DILocation(line: 46, column: 13, scope: !127, inlinedAt: !231)
!310 = !DILocation(line: 46, column: 21, scope: !127, inlinedAt: !231)
!311 = !DILocation(line: 46, column: 47, scope: !127, inlinedAt: !231)
!312 = !DILocation(line: 46, column: 41, scope: !127, inlinedAt: !231)
!313 = !DILocation(line: 46, column: 58, scope: !127, inlinedAt: !231)
!314 = !DILocation(line: 46, column: 51, scope: !127, inlinedAt: !231)
!315 = !DILocation(line: 46, column: 34, scope: !127, inlinedAt: !231)
!316 = !DILocation(line: 47, column: 23, scope: !127, inlinedAt: !231)
!317 = !DILocation(line: 47, column: 49, scope: !127, inlinedAt: !231)
!318 = !DILocation(line: 47, column: 43, scope: !127, inlinedAt: !231)
!319 = !DILocation(line: 47, column: 53, scope: !127, inlinedAt: !231)
!320 = !DILocation(line: 47, column: 36, scope: !127, inlinedAt: !231)
!321 = !DILocation(line: 48, column: 23, scope: !127, inlinedAt: !231)
!322 = !DILocation(line: 48, column: 49, scope: !127, inlinedAt: !231)
!323 = !DILocation(line: 48, column: 43, scope: !127, inlinedAt: !231)
!324 = !DILocation(line: 48, column: 53, scope: !127, inlinedAt: !231)
!325 = !DILocation(line: 48, column: 36, scope: !127, inlinedAt: !231)
!326 = !DILocation(line: 472, column: 10, scope: !155, inlinedAt: !231)
!327 = !DILocation(line: 473, column: 10, scope: !155, inlinedAt: !231)
!328 = !DILocation(line: 474, column: 10, scope: !155, inlinedAt: !231)
!329 = !DILocation(line: 475, column: 10, scope: !155, inlinedAt: !231)
!330 = !DILocation(line: 476, column: 11, scope: !155, inlinedAt: !231)
!331 = !DILocation(line: 477, column: 9, scope: !155, inlinedAt: !231)
!332 = !DILocation(line: 477, column: 17, scope: !155, inlinedAt: !231)
!333 = !DILocation(line: 477, column: 13, scope: !155, inlinedAt: !231)
!334 = !DILocation(line: 478, column: 10, scope: !155, inlinedAt: !231)
!335 = !DILocation(line: 479, column: 10, scope: !155, inlinedAt: !231)
!336 = !DILocation(line: 480, column: 11, scope: !155, inlinedAt: !231)
!337 = !DILocation(line: 480, column: 2, scope: !155, inlinedAt: !231)
!338 = !DILocation(line: 481, column: 9, scope: !155, inlinedAt: !231)
!339 = !DILocation(line: 481, column: 13, scope: !155, inlinedAt: !231)
!340 = !DILocation(line: 481, column: 22, scope: !155, inlinedAt: !231)
!341 = !DILocation(line: 481, column: 18, scope: !155, inlinedAt: !231)
!342 = !DILocation(line: 482, column: 9, scope: !155, inlinedAt: !231)
!343 = !DILocation(line: 52, column: 13, scope: !127, inlinedAt: !231)
!344 = !DILocation(line: 387, column: 10, scope: !155, inlinedAt: !231)
!345 = !DILocation(line: 391, column: 17, scope: !155, inlinedAt: !231)
!346 = !DILocation(line: 391, column: 28, scope: !155, inlinedAt: !231)
!347 = !DILocation(line: 391, column: 33, scope: !155, inlinedAt: !231)
!348 = !DILocation(line: 391, column: 22, scope: !155, inlinedAt: !231)
!349 = !DILocation(line: 391, column: 42, scope: !155, inlinedAt: !231)
!350 = !DILocation(line: 387, column: 14, scope: !155, inlinedAt: !231)
!351 = !DILocation(line: 56, column: 9, scope: !127, inlinedAt: !231)
!352 = !DILocation(line: 58, column: 13, scope: !127, inlinedAt: !231)
!353 = !DILocation(line: 59, column: 32, scope: !127, inlinedAt: !231)
!354 = !DILocation(line: 60, column: 25, scope: !127, inlinedAt: !231)
!355 = !DILocation(line: 62, column: 11, scope: !127, inlinedAt: !231)
!356 = !DILocation(line: 62, column: 37, scope: !127, inlinedAt: !231)
!357 = !DILocation(line: 62, column: 30, scope: !127, inlinedAt: !231)
!358 = !DILocation(line: 62, column: 24, scope: !127, inlinedAt: !231)
!359 = !DILocation(line: 63, column: 2, scope: !127, inlinedAt: !231)
!360 = !DILocation(line: 65, column: 10, scope: !127, inlinedAt: !231)
!361 = !DILocation(line: 65, column: 2, scope: !127, inlinedAt: !231)
!362 = !DILocation(line: 66, column: 21, scope: !127, inlinedAt: !231)
!363 = !DILocation(line: 68, column: 9, scope: !127, inlinedAt: !231)
!364 = !DILocation(line: 69, column: 3, scope: !127, inlinedAt: !231)
!365 = !DILocation(line: 70, column: 3, scope: !127, inlinedAt: !231)
!366 = !DILocation(line: 71, column: 3, scope: !127, inlinedAt: !231)
!367 = !DILocation(line: 74, column: 14, scope: !127, inlinedAt: !231)
!368 = !DILocation(line: 74, column: 2, scope: !127, inlinedAt: !231)
!369 = !DILocation(line: 230, column: 7, scope: !120, inlinedAt: !231)
!370 = !DILocation(line: 232, column: 3, scope: !120, inlinedAt: !231)
!371 = !DILocation(line: 234, column: 10, scope: !120, inlinedAt: !231)
!372 = !DILocation(line: 235, column: 7, scope: !120, inlinedAt: !231)
!373 = !DILocation(line: 236, column: 16, scope: !120, inlinedAt: !231)
!374 = !DILocation(line: 236, column: 11, scope: !120, inlinedAt: !231)
!375 = !DILocation(line: 236, column: 41, scope: !120, inlinedAt: !231)
!376 = !DILocation(line: 236, column: 45, scope: !120, inlinedAt: !231)
!377 = !DILocation(line: 236, column: 20, scope: !120, inlinedAt: !231)
!378 = !DILocation(line: 0, scope: !120, inlinedAt: !231)
!379 = !DILocation(line: 214, column: 6, scope: !120, inlinedAt: !231)
!380 = !DILocation(line: 243, column: 2, scope: !120, inlinedAt: !231)
!381 = !DILocation(line: 238, column: 29, scope: !120, inlinedAt: !231)
!382 = !DILocation(line: 238, column: 33, scope: !120, inlinedAt: !231)
!383 = !DILocation(line: 238, column: 9, scope: !120, inlinedAt: !231)
!384 = !DILocation(line: 218, column: 16, scope: !120, inlinedAt: !231)
!385 = !DILocation(line: 218, column: 13, scope: !120, inlinedAt: !231)
!386 = !DILocation(line: 219, column: 14, scope: !120, inlinedAt: !231)
!387 = !DILocation(line: 222, column: 7, scope: !120, inlinedAt: !231)
!388 = !DILocation(line: 222, column: 10, scope: !120, inlinedAt: !231)
!389 = !DILocation(line: 226, column: 3, scope: !120, inlinedAt: !231)
!390 = !DILocation(line: 227, column: 14, scope: !120, inlinedAt: !231)
!391 = !DILocation(line: 227, column: 11, scope: !120, inlinedAt: !231)
!392 = !DILocation(line: 227, column: 24, scope: !120, inlinedAt: !231)
!393 = !DILocation(line: 227, column: 21, scope: !120, inlinedAt: !231)
!394 = !DILocation(line: 227, column: 34, scope: !120, inlinedAt: !231)
!395 = !DILocation(line: 227, column: 31, scope: !120, inlinedAt: !231)
!396 = !DILocation(line: 25, column: 56, scope: !48, inlinedAt: !231)
!397 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eTriage_5f_5fcontig", scope: !1, file: !1, line: 31, type: !5, scopeLine: 31, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!398 = !DILocation(line: 31, column: 6, scope: !397)
!399 = !DILocation(line: 32, column: 7, scope: !397)
!400 = !DILocation(line: 33, column: 13, scope: !397)
!401 = !DILocation(line: 33, column: 3, scope: !397)
!402 = !DILocation(line: 35, column: 7, scope: !397)
!403 = !DILocation(line: 36, column: 18, scope: !397)
!404 = !DILocation(line: 36, column: 15, scope: !397)
!405 = !DILocation(line: 36, column: 3, scope: !397)
!406 = !DILocation(line: 38, column: 10, scope: !397)
!407 = !DILocation(line: 38, column: 13, scope: !397)
!408 = !DILocation(line: 38, column: 2, scope: !397)
!409 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eTriage_5f_5fstrided", scope: !1, file: !1, line: 31, type: !5, scopeLine: 31, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!410 = !DILocation(line: 31, column: 6, scope: !409)
!411 = !DILocation(line: 32, column: 7, scope: !409)
!412 = !DILocation(line: 33, column: 13, scope: !409)
!413 = !DILocation(line: 33, column: 3, scope: !409)
!414 = !DILocation(line: 35, column: 7, scope: !409)
!415 = !DILocation(line: 36, column: 18, scope: !409)
!416 = !DILocation(line: 36, column: 15, scope: !409)
!417 = !DILocation(line: 36, column: 3, scope: !409)
!418 = !DILocation(line: 38, column: 10, scope: !409)
!419 = !DILocation(line: 38, column: 13, scope: !409)
!420 = !DILocation(line: 38, column: 2, scope: !409)
!421 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1", scope: !1, file: !1, line: 44, type: !5, scopeLine: 44, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!422 = !DILocation(line: 44, column: 6, scope: !421)
!423 = !DILocation(line: 44, column: 43, scope: !421)
!424 = !{!"exec"}
!425 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2", scope: !1, file: !1, line: 44, type: !5, scopeLine: 44, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!426 = !DILocation(line: 44, column: 6, scope: !425)
!427 = !DILocation(line: 44, column: 43, scope: !425)
